//! The `toy` dialect: the ops MLIRGen produces from a Toy program, each
//! defined once with `op!`, with the textual forms of the tutorial's C++
//! dialect.

use strata::ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata::ir::function_interface::{
    self as fi, CallOpInterface, CallableOpInterface, Callee, DEFAULT_NAMES,
};
use strata::ir::{
    AttrKind, Context, DialectDef, LogicalResult, OpRef, OpTraits, OperationState, Type, TypeKind, ValueId,
};
use strata::ods::constraints::{attrs, types, TypeConstraint};
use strata::ods::{DialectSpec, Predicate, RegionConstraint};

/// Tensors of `f64`, ranked or not: Toy's only values.
pub const F64_TENSOR: TypeConstraint = TypeConstraint::TensorOf(&[types::F64]);

/// A Toy value: a tensor of f64 or (chapter 7) a struct.
pub const TOY_TYPE: TypeConstraint = TypeConstraint::AnyOf(&[
    TypeConstraint::TensorOf(&[types::F64]),
    crate::structs::TOY_STRUCT,
]);

/// What `toy.print` prints: a tensor, or once lowered (chapter 5) a buffer.
pub const F64_TENSOR_OR_MEMREF: TypeConstraint = TypeConstraint::AnyOf(&[
    TypeConstraint::TensorOf(&[types::F64]),
    TypeConstraint::MemRefOf(&[types::F64]),
]);

/// Dense elements of f64: what a `toy.constant` holds.
pub const F64_ELEMENTS_ATTR: strata::ods::constraints::AttrConstraint =
    strata::ods::constraints::AttrConstraint::Custom {
        summary: "64-bit float elements attribute",
        check: |ctx, a| match ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, .. } => ctx.element_type(*ty) == Some(ctx.f64()),
            _ => false,
        },
    };

const FUNC_CALLABLE: CallableOpInterface = CallableOpInterface {
    callable_region: fi::body_region,
    argument_types: |op| fi::signature(op, DEFAULT_NAMES).0,
    result_types: |op| fi::signature(op, DEFAULT_NAMES).1,
};

const CALL_CALLEE: CallOpInterface = CallOpInterface {
    callee: |op| op.attr("callee").map(Callee::Symbol),
    arg_operands: |op| 0..op.num_operands(),
};

strata::ods::op! {
    // ANCHOR: constant_op
    /// Makes a tensor constant from a dense elements attribute holding its
    /// values; the attribute's type is the result's type.
    pub ConstantOp(CONSTANT, "toy.constant") {
        results(output: single(F64_TENSOR))
        attributes(value: attr = required(F64_ELEMENTS_ATTR))
        build(infer)
        summary: "a constant tensor",
        example: "toy.func @main() {\n  %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>\n  toy.print %0 : tensor<2xf64>\n  toy.return\n}",
        traits: OpTraits::CONSTANT_LIKE.union(OpTraits::PURE),
        format: Some("attr-dict $value"),
        predicates: &[Predicate::AllTypesMatch(&["value", "output"])],
        verify: Some(verify_constant),
    }
    // ANCHOR_END: constant_op

    /// Adds two tensors element by element; until shape inference runs,
    /// operands and result may be unranked. As in the tutorial, the op
    /// does not check that the shapes agree: a mismatch surfaces when the
    /// loops reading the operands are built (chapter 5).
    pub AddOp(ADD, "toy.add") {
        operands(lhs: single(F64_TENSOR), rhs: single(F64_TENSOR))
        results(result: single(F64_TENSOR))
        build(explicit)
        summary: "element-wise addition",
        example: "toy.func @f(%a: tensor<*xf64>, %b: tensor<*xf64>) -> tensor<*xf64> {\n  %0 = toy.add %a, %b : tensor<*xf64>\n  toy.return %0 : tensor<*xf64>\n}",
        traits: OpTraits::PURE,
        parse: Some(parse_binary),
        print: Some(print_binary),
        interfaces: &[&crate::shapes::SAME_AS_FIRST_OPERAND],
    }

    /// Multiplies two tensors element by element (not a matrix product).
    pub MulOp(MUL, "toy.mul") {
        operands(lhs: single(F64_TENSOR), rhs: single(F64_TENSOR))
        results(result: single(F64_TENSOR))
        build(explicit)
        summary: "element-wise multiplication",
        example: "toy.func @f(%a: tensor<*xf64>, %b: tensor<*xf64>) -> tensor<*xf64> {\n  %0 = toy.mul %a, %b : tensor<*xf64>\n  toy.return %0 : tensor<*xf64>\n}",
        traits: OpTraits::PURE,
        parse: Some(parse_binary),
        print: Some(print_binary),
        interfaces: &[&crate::shapes::SAME_AS_FIRST_OPERAND],
    }

    // ANCHOR: transpose_op
    /// Swaps the dimensions of a tensor: when both sides are ranked, the
    /// result's shape is the input's reversed.
    pub TransposeOp(TRANSPOSE, "toy.transpose") {
        operands(input: single(F64_TENSOR))
        results(output: single(F64_TENSOR))
        build(explicit)
        summary: "transposes a tensor",
        example: "toy.func @f(%a: tensor<2x3xf64>) -> tensor<3x2xf64> {\n  %0 = toy.transpose(%a : tensor<2x3xf64>) to tensor<3x2xf64>\n  toy.return %0 : tensor<3x2xf64>\n}",
        traits: OpTraits::PURE,
        format: Some("`(` $input `:` type($input) `)` attr-dict `to` type($output)"),
        verify: Some(verify_transpose),
        canonicalize: Some(crate::canonicalize::transpose_patterns),
        interfaces: &[&crate::shapes::TRANSPOSED],
    }
    // ANCHOR_END: transpose_op

    /// Gives a tensor a new shape of the same number of elements; the
    /// result's shape is always static.
    pub ReshapeOp(RESHAPE, "toy.reshape") {
        operands(input: single(F64_TENSOR))
        results(output: single(TypeConstraint::RankedTensorOf(&[types::F64])))
        build(explicit)
        summary: "reshapes a tensor",
        example: "toy.func @f(%a: tensor<6xf64>) -> tensor<2x3xf64> {\n  %0 = toy.reshape(%a : tensor<6xf64>) to tensor<2x3xf64>\n  toy.return %0 : tensor<2x3xf64>\n}",
        traits: OpTraits::PURE,
        format: Some("`(` $input `:` type($input) `)` attr-dict `to` type($output)"),
        verify: Some(verify_reshape),
        canonicalize: Some(crate::canonicalize::reshape_patterns),
    }

    /// Prints a tensor. It has an effect (output), so it is never removed.
    pub PrintOp(PRINT, "toy.print") {
        operands(input: single(F64_TENSOR_OR_MEMREF))
        build(explicit)
        summary: "prints a tensor",
        example: "toy.func @f(%a: tensor<2xf64>) {\n  toy.print %a : tensor<2xf64>\n  toy.return\n}",
        format: Some("$input attr-dict `:` type($input)"),
    }

    /// Ends a `toy.func`, giving the function its result if it has one.
    /// The value's type must be the function's result type, unless one of
    /// them is unranked.
    pub ReturnOp(RETURN, "toy.return") {
        operands(input: variadic(TOY_TYPE))
        build(explicit)
        summary: "returns from a function",
        example: "toy.func @f(%a: tensor<*xf64>) -> tensor<*xf64> {\n  toy.return %a : tensor<*xf64>\n}",
        traits: OpTraits::PURE.union(OpTraits::TERMINATOR).union(OpTraits::RETURN_LIKE),
        parents: &["toy.func"],
        format: Some("($input^ `:` type($input))? attr-dict"),
    }

    /// Calls the Toy function `callee` with the operands. Toy functions
    /// are generic over shapes: the call's types need not be the callee's
    /// (unranked) signature, and inlining specializes the body to them.
    pub GenericCallOp(GENERIC_CALL, "toy.generic_call") {
        operands(inputs: variadic(TOY_TYPE))
        results(result: single(TOY_TYPE))
        attributes(callee: symbol = required(attrs::FLAT_SYMBOL_REF_ATTR))
        build(explicit)
        summary: "calls a generic Toy function",
        example: "module {\n  toy.func private @id(%a: tensor<*xf64>) -> tensor<*xf64> {\n    toy.return %a : tensor<*xf64>\n  }\n  toy.func @main(%a: tensor<2xf64>) {\n    %0 = toy.generic_call @id(%a) : (tensor<2xf64>) -> tensor<*xf64>\n    toy.return\n  }\n}",
        traits: OpTraits::CALL,
        format: Some("$callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)"),
        interfaces: &[&CALL_CALLEE],
    }

    /// Changes a tensor's static type information without changing its
    /// data: ranked to unranked or back. The element types must be the
    /// same and, when both are ranked, the shapes too. The inliner inserts
    /// casts where a call's argument types differ from the callee's.
    pub CastOp(CAST, "toy.cast") {
        operands(input: single(F64_TENSOR))
        results(output: single(F64_TENSOR))
        build(explicit)
        summary: "changes the static shape information of a tensor",
        example: "toy.func @f(%a: tensor<2xf64>) -> tensor<*xf64> {\n  %0 = toy.cast %a : tensor<2xf64> to tensor<*xf64>\n  toy.return %0 : tensor<*xf64>\n}",
        traits: OpTraits::PURE,
        format: Some("$input attr-dict `:` type($input) `to` type($output)"),
        verify: Some(verify_cast),
        fold: Some(fold_cast),
        interfaces: &[&crate::shapes::SAME_AS_FIRST_OPERAND],
    }

    /// Defines a Toy function: a symbol whose body is one region, its
    /// entry block taking the arguments, ending with `toy.return`.
    pub FuncOp(FUNC, "toy.func") {
        attributes(
            sym_name: str = required(attrs::SYMBOL_NAME_ATTR),
            function_type: type = required(attrs::FUNCTION_TYPE_ATTR),
            arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
        )
        regions(body: single(RegionConstraint::Any))
        build(explicit)
        entry_block_args: Some(strata::ods::typed::function_type_inputs),
        summary: "a user-defined function",
        example: "toy.func @main() {\n  toy.return\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            .union(OpTraits::SYMBOL)
            .union(OpTraits::CALLABLE)
            .union(OpTraits::FUNCTION),
        verify: Some(verify_func),
        verify_regions: Some(verify_func_returns),
        parse: Some(parse_func),
        print: Some(print_func),
        interfaces: &[&FUNC_CALLABLE],
    }
}

const SUMMARY: &str = "The Toy tutorial's language";
const DESCRIPTION: &str = "Tensor values of f64, element-wise arithmetic, transposes, \
    reshapes, printing, and generic functions specialized by shape.";

// ANCHOR: dialect_spec
/// The `toy` dialect as chapter 4 has it: with `toy.cast` and the inliner
/// interface.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: SUMMARY,
    description: DESCRIPTION,
    ops: &[
        &CONSTANT,
        &ADD,
        &MUL,
        &TRANSPOSE,
        &RESHAPE,
        &PRINT,
        &RETURN,
        &GENERIC_CALL,
        &FUNC,
        &CAST,
    ],
    interfaces: &[&crate::inline::INLINER],
    ..DialectSpec::new("toy")
};
// ANCHOR_END: dialect_spec

/// The `toy` dialect of chapters 2 and 3, before inlining: no `toy.cast`,
/// no inliner interface.
pub static DIALECT_CH2: DialectSpec = DialectSpec {
    summary: SUMMARY,
    description: DESCRIPTION,
    ops: &[
        &CONSTANT,
        &ADD,
        &MUL,
        &TRANSPOSE,
        &RESHAPE,
        &PRINT,
        &RETURN,
        &GENERIC_CALL,
        &FUNC,
    ],
    ..DialectSpec::new("toy")
};

/// The dialect's definition (chapter 4's).
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}

/// Registers the dialect (chapter 4's).
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(dialect());
}

/// Registers the dialect as tutorial chapter `chapter` has it.
pub fn register_for_chapter(ctx: &mut Context, chapter: u32) {
    let spec = match chapter {
        7.. => &crate::structs::DIALECT_CH7,
        4.. => &DIALECT,
        _ => &DIALECT_CH2,
    };
    ctx.register_dialect(spec.to_def());
}

// ---- types --------------------------------------------------------------------

/// `tensor<*xf64>`.
pub fn unranked(ctx: &Context) -> Type {
    ctx.intern_type(TypeKind::UnrankedTensor { element: ctx.f64() })
}

/// The shape of a ranked tensor type; `None` if unranked (or not a
/// tensor).
pub fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

// ---- verifiers ------------------------------------------------------------------

pub(crate) fn verify_constant(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(value) = op.attr("value") else {
        return Ok(());
    };
    let attr_ty = match ctx.attr_kind(value) {
        AttrKind::DenseElements { ty, .. } => Some(*ty),
        _ => None,
    };
    if attr_ty.and_then(|t| ctx.element_type(t)) != Some(ctx.f64()) {
        return Err(op.emit_op_error("expects a dense elements attribute of f64 values"));
    }
    Ok(())
}

// ANCHOR: verify_transpose
fn verify_transpose(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    if let (Some(input), Some(output)) = (
        shape_of(ctx, op.operand_type(0)),
        shape_of(ctx, op.result_type(0)),
    ) {
        let reversed: Vec<i64> = input.iter().rev().copied().collect();
        if reversed != output {
            return Err(op.emit_error("expected result shape to be a transpose of the input"));
        }
    }
    Ok(())
}
// ANCHOR_END: verify_transpose

fn verify_reshape(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let out = shape_of(ctx, op.result_type(0)).unwrap_or_default();
    if out.iter().any(|&d| d < 0) {
        return Err(op.emit_op_error("result must have a static shape"));
    }
    if let Some(input) = shape_of(ctx, op.operand_type(0)) {
        // A scalar (rank 0) may fill any shape.
        if !input.is_empty()
            && input.iter().all(|&d| d >= 0)
            && input.iter().product::<i64>() != out.iter().product::<i64>()
        {
            return Err(op.emit_op_error(format!(
                "reshapes {} elements into {}",
                input.iter().product::<i64>(),
                out.iter().product::<i64>()
            )));
        }
    }
    Ok(())
}

/// Checks each `toy.return` of a function against its signature (the
/// function's body is its own, so the check runs from the function).
fn verify_func_returns(func: OpRef<'_>) -> LogicalResult {
    let Some(r) = fi::body_region(func) else {
        return Ok(());
    };
    let ctx = func.ctx;
    let results = fi::signature(func, DEFAULT_NAMES).1;
    let (body, _) = func.regions();
    for b in body.region_blocks(r) {
        for inner in body.block_ops(b) {
            if ReturnOp::isa(&(ctx, body), inner) {
                verify_return(OpRef::new(ctx, body, inner), results)?;
            }
        }
    }
    Ok(())
}

fn verify_return(op: OpRef<'_>, results: &[Type]) -> LogicalResult {
    let ctx = op.ctx;
    if op.num_operands() > 1 {
        return Err(op.emit_op_error("expects at most 1 return operand"));
    }
    if op.num_operands() != results.len() {
        return Err(op.emit_op_error(format!(
            "does not return the same number of values ({}) as the enclosing function ({})",
            op.num_operands(),
            results.len()
        )));
    }
    if let (Some(&want), Some(got)) = (results.first(), op.operand_types().next()) {
        let unranked = |t| matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { .. });
        if got != want && !unranked(got) && !unranked(want) {
            return Err(op.emit_error(format!(
                "type of return operand ('{}') doesn't match function result type ('{}')",
                ctx.type_to_string(got),
                ctx.type_to_string(want),
            )));
        }
    }
    Ok(())
}

/// Whether a value of type `a` may be cast to type `b`: tensors of one
/// element type whose shapes agree when both are known.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let element = |t| match ctx.type_kind(t) {
        TypeKind::RankedTensor { element, .. } | TypeKind::UnrankedTensor { element } => Some(*element),
        _ => None,
    };
    let (Some(ea), Some(eb)) = (element(a), element(b)) else {
        return false;
    };
    if ea != eb {
        return false;
    }
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (Some(sa), Some(sb)) => sa == sb,
        _ => true,
    }
}

fn verify_cast(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (a, b) = (op.operand_type(0), op.result_type(0));
    if !cast_compatible(ctx, a, b) {
        return Err(op.emit_op_error(format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            ctx.type_to_string(a),
            ctx.type_to_string(b)
        )));
    }
    Ok(())
}

// ANCHOR: fold_cast
/// A cast to the type its operand already has is that operand.
fn fold_cast(
    op: OpRef<'_>,
    _: &[Option<strata::ir::Attribute>],
    out: &mut strata::ir::FoldOutput,
) -> LogicalResult {
    if op.operand_type(0) != op.result_type(0) {
        return Err(strata::ir::Failed);
    }
    out.results.push(strata::ir::OpFoldResult::Value(op.operand(0)));
    Ok(())
}
// ANCHOR_END: fold_cast

fn verify_func(op: OpRef<'_>) -> LogicalResult {
    fi::verify_function_like(op, DEFAULT_NAMES)
}

// ---- custom forms ---------------------------------------------------------------

fn parse_func(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    fi::parse_function_op(p, state, DEFAULT_NAMES, false, |ctx, inputs, results, _| {
        ctx.function_type(inputs, results)
    })
}

fn print_func(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    fi::print_function_op(p, op, DEFAULT_NAMES, false);
}

/// `%a, %b : type` when both operands and the result have one type, else
/// `%a, %b : (lhs, rhs) -> result`.
fn parse_binary(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let lhs = p.parse_operand()?;
    p.parse_punct(",")?;
    let rhs = p.parse_operand()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let pos = p.current_pos();
    let t = p.parse_type()?;
    let ctx = p.ctx();
    let (ins, out) = match ctx.function_type_parts(t) {
        Some((ins, outs)) if ins.len() == 2 && outs.len() == 1 => (ins.to_vec(), outs[0]),
        Some(_) => return Err(p.emit_error_at(pos, "expected a function type with 2 inputs and 1 result")),
        None => (vec![t, t], t),
    };
    state.operands = vec![p.resolve_operand(&lhs, ins[0])?, p.resolve_operand(&rhs, ins[1])?];
    state.result_types = vec![out];
    if !attrs.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&attrs));
    }
    Ok(())
}

fn print_binary(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    let operands: Vec<ValueId> = op.operands().collect();
    p.print_operands(&operands);
    p.print_optional_attr_dict(&fi::merged_attrs(op), &[]);
    p.write_str(" : ");
    let t = op.result_type(0);
    if op.operand_types().all(|o| o == t) {
        p.print_type(t);
    } else {
        let ctx = op.ctx;
        let ins: Vec<Type> = op.operand_types().collect();
        p.print_type(ctx.function_type(&ins, &[t]));
    }
}

#[cfg(test)]
mod tests {
    /// Each op's example parses, verifies and prints back to itself.
    #[test]
    fn examples_round_trip() {
        let mut ctx = strata::context();
        super::register(&mut ctx);
        for spec in super::DIALECT.ops {
            let module = strata::parse(&ctx, spec.name, spec.example).unwrap_or_else(|e| panic!("{e}"));
            let printed = strata::print(&ctx, &module);
            let again = strata::parse(&ctx, spec.name, &printed).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(printed, strata::print(&ctx, &again), "{}", spec.name);
            assert!(printed.contains(spec.name), "{}: {printed}", spec.name);
        }
    }
}
