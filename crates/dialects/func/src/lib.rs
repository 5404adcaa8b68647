//! The `func` dialect: functions (`func.func`), returns, direct and
//! indirect calls, and function constants, as in MLIR 22.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::function_interface::{
    self as fi, CallOpInterface, CallableOpInterface, Callee, PropKind, DEFAULT_NAMES,
};
use strata_ir::{
    Attribute, Body, Context, DialectDef, LogicalResult, NamedAttribute, OpBuilder, OpRef, OpTraits,
    OperationState, SymbolLookup, Type, ValueId,
};
use strata_ods::constraints::{attrs, types};
use strata_ods::{DialectSpec, Predicate, RegionConstraint};

mod fold;
mod inline;
#[cfg(test)]
mod tests;

const FUNC_CALLABLE: CallableOpInterface = CallableOpInterface {
    callable_region: fi::body_region,
    argument_types: func_argument_types,
    result_types: func_result_types,
};

const CALL_CALLEE: CallOpInterface = CallOpInterface {
    callee: |op| op.attr("callee").map(Callee::Symbol),
    arg_operands: |op| 0..op.num_operands(),
};

const CALL_INDIRECT_CALLEE: CallOpInterface = CallOpInterface {
    callee: |op| CallIndirectOp::from_ref(op).map(|call| Callee::Value(call.callee(&op))),
    arg_operands: |op| 1.min(op.num_operands())..op.num_operands(),
};

impl FuncOp {
    /// A builder at the end of the function's entry block (which
    /// [`FuncOp::build`] creates with the function's arguments), with those
    /// arguments; `None` for a function without a body. `body` is the one
    /// the function was built in.
    pub fn body_builder<'a>(
        self,
        ctx: &'a Context,
        body: &'a mut Body,
    ) -> Option<(OpBuilder<'a>, Vec<ValueId>)> {
        strata_ods::typed::entry_block_builder(ctx, body, self.0)
    }
}

strata_ods::op! {
    /// Defines a function: a symbol named `sym_name` whose signature is
    /// `function_type` and whose one region is its body, the entry block
    /// taking the arguments. Without a body it declares an external
    /// function, which may not be public. `arg_attrs` and `res_attrs` hold
    /// per-argument and per-result attributes; `no_inline` keeps calls to
    /// the function from being inlined.
    pub FuncOp(FUNC, "func.func") {
        attributes(
            sym_name: str = required(attrs::SYMBOL_NAME_ATTR),
            function_type: type = required(attrs::FUNCTION_TYPE_ATTR),
            sym_visibility: opt_str = optional(attrs::STR_ATTR),
            arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            no_inline: unit = optional(attrs::UNIT_ATTR),
        )
        regions(body: single(RegionConstraint::Any))
        build(explicit)
        entry_block_args: Some(strata_ods::typed::function_type_inputs),
        summary: "An operation with a name containing a single `SSACFG` region",
        example: "func.func @add(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            .union(OpTraits::SYMBOL)
            .union(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
            .union(OpTraits::AFFINE_SCOPE)
            .union(OpTraits::CALLABLE)
            .union(OpTraits::FUNCTION)
            .union(OpTraits::DEFAULT_DIALECT_IS_OWN),
        verify: Some(verify_func),
        verify_regions: Some(verify_func_returns),
        parse: Some(parse_func),
        print: Some(print_func),
        interfaces: &[&FUNC_CALLABLE],
    }
    /// Returns from the enclosing `func.func` with its operands as the
    /// function's results; their number and types must be the function's
    /// result types. It terminates a block of the function's body.
    pub ReturnOp(RETURN, "func.return") {
        operands(operands: variadic(types::ANY_TYPE))
        build(explicit)
        summary: "Function return operation",
        example: "func.func @identity(%x: f32) -> f32 {\n  return %x : f32\n}",
        traits: OpTraits::TERMINATOR.union(OpTraits::RETURN_LIKE).union(OpTraits::PURE),
        parents: &[FUNC.name],
        parse: Some(parse_return),
        print: Some(print_return),
        interfaces: &[&RETURN_BUFFERIZATION],
    }
    /// Calls the function named by the symbol `callee` with the operands as
    /// its arguments and returns the function's results. The operand and
    /// result types must match the signature of the `func.func` the symbol
    /// refers to. `no_inline` keeps this call from being inlined.
    pub CallOp(CALL, "func.call") {
        operands(operands: variadic(types::ANY_TYPE))
        results(results: variadic(types::ANY_TYPE))
        attributes(
            callee: symbol = required(attrs::FLAT_SYMBOL_REF_ATTR),
            arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            no_inline: unit = optional(attrs::UNIT_ATTR),
        )
        build(explicit)
        summary: "call operation",
        example: "module {\n  func.func private @square(i32) -> i32\n  func.func @caller(%x: i32) -> i32 {\n    %0 = call @square(%x) : (i32) -> i32\n    return %0 : i32\n  }\n}",
        traits: OpTraits::CALL,
        verify_symbol_uses: Some(verify_call_symbol_uses),
        parse: Some(parse_call),
        print: Some(print_call),
        interfaces: &[&CALL_CALLEE, &CALL_BUFFERIZATION],
    }
    /// Calls the function held by the SSA value `callee`, of function type,
    /// with the other operands as arguments. The argument and result types
    /// must be those of the callee's function type.
    pub CallIndirectOp(CALL_INDIRECT, "func.call_indirect") {
        operands(callee: single(types::FUNCTION_TYPE), callee_operands: variadic(types::ANY_TYPE))
        results(results: variadic(types::ANY_TYPE))
        attributes(
            arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
        )
        build(explicit)
        summary: "indirect call operation",
        example: "func.func @apply(%f: (i32) -> i32, %x: i32) -> i32 {\n  %0 = call_indirect %f(%x) : (i32) -> i32\n  return %0 : i32\n}",
        traits: OpTraits::CALL,
        predicates: &[
            Predicate::Custom {
                summary: "callee input types match argument types",
                check: callee_inputs_match,
            },
            Predicate::Custom {
                summary: "callee result types match result types",
                check: callee_results_match,
            },
        ],
        canonicalize: Some(fold::call_indirect_patterns),
        parse: Some(parse_call_indirect),
        print: Some(print_call_indirect),
        interfaces: &[&CALL_INDIRECT_CALLEE],
    }
    /// A value of function type referring to the function named by the
    /// symbol `value`; its type must be that function's type. It can be
    /// passed around and called with `func.call_indirect`.
    pub ConstantOp(CONSTANT, "func.constant") {
        results(result: single(types::ANY_TYPE))
        attributes(value: symbol = required(attrs::FLAT_SYMBOL_REF_ATTR))
        build(explicit)
        summary: "constant",
        example: "module {\n  func.func private @square(i32) -> i32\n  func.func @get() -> ((i32) -> i32) {\n    %f = constant @square : (i32) -> i32\n    return %f : (i32) -> i32\n  }\n}",
        traits: OpTraits::CONSTANT_LIKE.union(OpTraits::PURE),
        verify_symbol_uses: Some(verify_constant_symbol_uses),
        parse: Some(parse_constant),
        print: Some(print_constant),
        fold: Some(fold::fold_constant),
        result_names: Some(constant_result_names),
    }
}

/// `func.return` reads what it returns. With function boundaries, the
/// one-shot-bufferize pass rewrites returns, calls and signatures itself,
/// since they need the whole module (the callees' bufferized types).
const RETURN_BUFFERIZATION: strata_ir::bufferization::BufferizableOpInterface =
    strata_ir::bufferization::BufferizableOpInterface::DEFAULT;

/// `func.call` reads its tensor arguments; the callee's writes are not
/// analyzed, so its results are new buffers.
const CALL_BUFFERIZATION: strata_ir::bufferization::BufferizableOpInterface =
    strata_ir::bufferization::BufferizableOpInterface {
        bufferizes_to_allocation: |_, _| true,
        ..strata_ir::bufferization::BufferizableOpInterface::DEFAULT
    };

/// The `func` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Functions, calls and returns",
    description: "Function definitions and declarations, direct calls by \
        symbol, indirect calls through values of function type, references to \
        functions as values, and the return from a function.",
    ops: &[&FUNC, &RETURN, &CALL, &CALL_INDIRECT, &CONSTANT],
    interfaces: &[&inline::INLINER],
    materialize_constant: Some(fold::materialize_constant),
    ..DialectSpec::new("func")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}

fn func_argument_types<'a>(op: OpRef<'a>) -> &'a [Type] {
    fi::signature(op, DEFAULT_NAMES).0
}

fn func_result_types<'a>(op: OpRef<'a>) -> &'a [Type] {
    fi::signature(op, DEFAULT_NAMES).1
}

// ---- shared pieces ------------------------------------------------------------

/// `@name` as MLIR prints a symbol in diagnostics (quoted unless it is a
/// bare identifier).
fn symbol_text(name: &str) -> String {
    let bare = name
        .bytes()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-'));
    if bare {
        format!("@{name}")
    } else {
        let mut s = String::from("@\"");
        for c in name.bytes() {
            match c {
                b'"' | b'\\' => {
                    s.push('\\');
                    s.push(c as char);
                }
                0x20..=0x7e => s.push(c as char),
                _ => s.push_str(&format!("\\{c:02X}")),
            }
        }
        s.push('"');
        s
    }
}

/// Parses the optional attribute dictionary of a declarative format,
/// moving inherent attributes into `props` (they replace what the format
/// parsed, as in MLIR) and the rest into the state's attributes.
fn parse_attr_dict(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    inherent: &[(&str, PropKind)],
    props: &mut Vec<NamedAttribute>,
) -> ParseResult<()> {
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let rest = fi::split_inherent_attrs(p.ctx(), attrs, inherent, props);
    if !rest.is_empty() {
        state.attributes = Some(p.ctx().dictionary_attr(&rest));
    }
    Ok(())
}

fn set_props(ctx: &Context, state: &mut OperationState, props: &[NamedAttribute]) {
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(props));
    }
}

/// Parses a type that must be a function type.
fn parse_function_type(p: &mut dyn OpAsmParser<'_>) -> ParseResult<(Type, Vec<Type>, Vec<Type>)> {
    let pos = p.current_pos();
    let t = p.parse_type()?;
    let ctx = p.ctx();
    match ctx.function_type_parts(t) {
        Some((inputs, results)) => Ok((t, inputs.to_vec(), results.to_vec())),
        None => Err(p.emit_error_at(
            pos,
            &format!(
                "invalid kind of type specified: expected builtin.function, but found '{}'",
                ctx.type_to_string(t)
            ),
        )),
    }
}

fn parse_symbol_ref(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Attribute> {
    match p.parse_optional_symbol_name()? {
        Some(name) => Ok(p.ctx().symbol_ref_attr(name, &[])),
        // Not a symbol: the attribute parser reports what is there instead
        // (as MLIR's, without the custom-op prefix).
        None => {
            let pos = p.current_pos();
            p.parse_attribute(None)?;
            Err(p.emit_error_at(pos, "invalid kind of attribute specified"))
        }
    }
}

fn print_types(p: &mut dyn OpAsmPrinter<'_>, types: impl Iterator<Item = Type>) {
    for (i, t) in types.enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
}

// ---- func.func ----------------------------------------------------------------

fn build_function_type(ctx: &Context, inputs: &[Type], results: &[Type], _variadic: bool) -> Type {
    ctx.function_type(inputs, results)
}

fn parse_func(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    fi::parse_function_op(p, state, DEFAULT_NAMES, false, build_function_type)
}

fn print_func(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    fi::print_function_op(p, op, DEFAULT_NAMES, false);
}

fn verify_func(op: OpRef<'_>) -> LogicalResult {
    fi::verify_declaration_visibility(op)?;
    fi::verify_function_like(op, DEFAULT_NAMES)
}

/// Checks each `func.return` of the body against the function's results.
/// The returns live in the function's child body, where they cannot see
/// the function, so the function checks them once its regions verified.
fn verify_func_returns(op: OpRef<'_>) -> LogicalResult {
    let Some(r) = fi::body_region(op) else {
        return Ok(());
    };
    let ctx = op.ctx;
    let results = func_result_types(op);
    let name = op
        .attr("sym_name")
        .and_then(|a| ctx.string_attr_value(a))
        .unwrap_or("");
    let (body, _) = op.regions();
    for b in body.region_blocks(r) {
        for inner in body.block_ops(b) {
            if ReturnOp::isa(&(ctx, body), inner) {
                verify_return(OpRef::new(ctx, body, inner), name, results)?;
            }
        }
    }
    Ok(())
}

/// The checks of `func.return` against the results of the function named
/// `func_name`.
pub fn verify_return(ret: OpRef<'_>, func_name: &str, results: &[Type]) -> LogicalResult {
    let ctx = ret.ctx;
    if ret.num_operands() != results.len() {
        return Err(ret.emit_op_error(format!(
            "has {} operands, but enclosing function ({}) returns {}",
            ret.num_operands(),
            symbol_text(func_name),
            results.len()
        )));
    }
    for (i, (actual, &expected)) in ret.operand_types().zip(results).enumerate() {
        if actual != expected {
            return Err(ret.emit_error(format!(
                "type of return operand {i} ('{}') doesn't match function result type ('{}') in function {}",
                ctx.type_to_string(actual),
                ctx.type_to_string(expected),
                symbol_text(func_name)
            )));
        }
    }
    Ok(())
}

// ---- func.return ----------------------------------------------------------------

fn parse_return(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let mut props = Vec::new();
    parse_attr_dict(p, state, &[], &mut props)?;
    let pos = p.current_pos();
    let operands = p.parse_operand_list(Delimiter::None)?;
    if operands.is_empty() {
        return Ok(());
    }
    p.parse_punct(":")?;
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    state.operands = p.resolve_operands(&operands, &types, operands.first().map_or(pos, |o| o.pos))?;
    Ok(())
}

fn print_return(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.print_optional_attr_dict(&fi::merged_attrs(op), &[]);
    if op.num_operands() > 0 {
        p.write_str(" ");
        let operands: Vec<ValueId> = op.operands().collect();
        p.print_operands(&operands);
        p.write_str(" : ");
        print_types(p, op.operand_types());
    }
}

// ---- func.call ----------------------------------------------------------------

const CALL_INHERENT: &[(&str, PropKind)] = &[
    ("callee", PropKind::FlatSymbolRef),
    ("arg_attrs", PropKind::Array),
    ("res_attrs", PropKind::Array),
    ("no_inline", PropKind::Unit),
];

fn parse_call(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let callee = parse_symbol_ref(p)?;
    let mut props = vec![(ctx.ident("callee"), callee)];
    let pos = p.current_pos();
    let operands = p.parse_operand_list(Delimiter::Paren)?;
    parse_attr_dict(p, state, CALL_INHERENT, &mut props)?;
    p.parse_punct(":")?;
    let (_, inputs, results) = parse_function_type(p)?;
    state.operands = p.resolve_operands(&operands, &inputs, operands.first().map_or(pos, |o| o.pos))?;
    state.result_types = results;
    set_props(ctx, state, &props);
    Ok(())
}

fn print_call(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    if let Some(c) = op.attr("callee") {
        p.print_attribute(c);
    }
    p.write_str("(");
    let operands: Vec<ValueId> = op.operands().collect();
    p.print_operands(&operands);
    p.write_str(")");
    p.print_optional_attr_dict(&fi::merged_attrs(op), &["callee"]);
    p.write_str(" : ");
    let inputs: Vec<Type> = op.operand_types().collect();
    let results: Vec<Type> = op.result_types().collect();
    p.print_type(op.ctx.function_type(&inputs, &results));
}

/// Looks up a `func.func` by name.
fn lookup_func<'a>(st: &'a dyn SymbolLookup, op: OpRef<'_>, attr: &str) -> (Option<OpRef<'a>>, String) {
    let ctx = op.ctx;
    let Some(name) = op.attr(attr).and_then(|a| ctx.flat_symbol_ref_value(a)) else {
        return (None, String::new());
    };
    let f = st.lookup_symbol(name).filter(|f| FuncOp::from_ref(*f).is_some());
    (f, ctx.ident_str(name).to_string())
}

fn verify_call_symbol_uses(op: OpRef<'_>, st: &dyn SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    if op
        .attr("callee")
        .and_then(|a| ctx.flat_symbol_ref_value(a))
        .is_none()
    {
        // Reported by the op's verifier.
        return Ok(());
    }
    let (f, name) = lookup_func(st, op, "callee");
    let Some(f) = f else {
        return Err(op.emit_op_error(format!("'{name}' does not reference a valid function")));
    };
    let (inputs, results) = fi::signature(f, DEFAULT_NAMES);
    if inputs.len() != op.num_operands() {
        return Err(op.emit_op_error("incorrect number of operands for callee"));
    }
    for (i, (actual, &expected)) in op.operand_types().zip(inputs).enumerate() {
        if actual != expected {
            return Err(op.emit_op_error(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                ctx.type_to_string(expected),
                ctx.type_to_string(actual)
            )));
        }
    }
    if results.len() != op.num_results() {
        return Err(op.emit_op_error("incorrect number of results for callee"));
    }
    for (i, (actual, &expected)) in op.result_types().zip(results).enumerate() {
        if actual != expected {
            let mut diag = op.op_error_with_op_note(format!("result type mismatch at index {i}"));
            diag.attach_note(
                op.loc(),
                format!("      op result types: {}", ctx.quoted_types(op.result_types())),
            );
            diag.attach_note(
                op.loc(),
                format!(
                    "function result types: {}",
                    ctx.quoted_types(results.iter().copied())
                ),
            );
            ctx.emit(diag);
            return Err(strata_ir::Failed);
        }
    }
    Ok(())
}

// ---- func.call_indirect -------------------------------------------------------------

const CALL_INDIRECT_INHERENT: &[(&str, PropKind)] =
    &[("arg_attrs", PropKind::Array), ("res_attrs", PropKind::Array)];

fn parse_call_indirect(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let callee = p.parse_operand()?;
    let pos = p.current_pos();
    let operands = p.parse_operand_list(Delimiter::Paren)?;
    let mut props = Vec::new();
    parse_attr_dict(p, state, CALL_INDIRECT_INHERENT, &mut props)?;
    p.parse_punct(":")?;
    let (fn_type, inputs, results) = parse_function_type(p)?;
    let callee = p.resolve_operand(&callee, fn_type)?;
    let args = p.resolve_operands(&operands, &inputs, operands.first().map_or(pos, |o| o.pos))?;
    state.operands.push(callee);
    state.operands.extend(args);
    state.result_types = results;
    set_props(ctx, state, &props);
    Ok(())
}

fn print_call_indirect(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let operands: Vec<ValueId> = op.operands().collect();
    let Some((&callee, args)) = operands.split_first() else {
        return;
    };
    p.write_str(" ");
    p.print_operand(callee);
    p.write_str("(");
    p.print_operands(args);
    p.write_str(")");
    p.print_optional_attr_dict(&fi::merged_attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(op.value_type(callee));
}

/// The argument and result types of an indirect call's callee.
fn callee_signature<'a>(op: OpRef<'a>) -> Option<(CallIndirectOp, &'a [Type], &'a [Type])> {
    let call = CallIndirectOp::from_ref(op)?;
    let (inputs, results) = op.ctx.function_type_parts(op.value_type(call.callee(&op)))?;
    Some((call, inputs, results))
}

/// The types of the call's arguments are the callee's input types.
fn callee_inputs_match(op: OpRef<'_>) -> bool {
    callee_signature(op).is_some_and(|(call, inputs, _)| {
        call.callee_operands(&op)
            .map(|v| op.value_type(v))
            .eq(inputs.iter().copied())
    })
}

/// The types of the call's results are the callee's result types.
fn callee_results_match(op: OpRef<'_>) -> bool {
    callee_signature(op).is_some_and(|(_, _, results)| op.result_types().eq(results.iter().copied()))
}

// ---- func.constant ----------------------------------------------------------------

fn parse_constant(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props = Vec::new();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let value = parse_symbol_ref(p)?;
    props.push((ctx.ident("value"), value));
    // The dictionary comes first in this format but, as in MLIR, an
    // inherent `value` written there still wins.
    let rest = fi::split_inherent_attrs(ctx, attrs, &[("value", PropKind::FlatSymbolRef)], &mut props);
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    p.parse_punct(":")?;
    state.result_types.push(p.parse_type()?);
    set_props(ctx, state, &props);
    Ok(())
}

fn print_constant(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.print_optional_attr_dict(&fi::merged_attrs(op), &["value"]);
    p.write_str(" ");
    if let Some(v) = op.attr("value") {
        p.print_attribute(v);
    }
    p.write_str(" : ");
    print_types(p, op.result_types());
}

/// Function constants are named `%f`.
fn constant_result_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    if op.num_results() == 1 {
        set(op.result(0), "f");
    }
}

fn verify_constant_symbol_uses(op: OpRef<'_>, st: &dyn SymbolLookup) -> LogicalResult {
    if op
        .attr("value")
        .and_then(|a| op.ctx.flat_symbol_ref_value(a))
        .is_none()
    {
        // Reported by the op's verifier.
        return Ok(());
    }
    let (f, name) = lookup_func(st, op, "value");
    let Some(f) = f else {
        return Err(op.emit_op_error(format!("reference to undefined function '{name}'")));
    };
    if op.num_results() != 1 || fi::function_type(f, DEFAULT_NAMES) != Some(op.result_type(0)) {
        return Err(op.emit_op_error("reference to function with mismatched type"));
    }
    Ok(())
}
