//! Chapter 7: the `!toy.struct<...>` type, a tuple of Toy values (tensors
//! or structs), with its two ops: `toy.struct_constant`, a struct of
//! constants written as a (nested) array of dense elements attributes,
//! and `toy.struct_access`, one element of a struct. An access to an
//! element of a constant struct canonicalizes to that element's constant
//! (with a `toy.cast` when the element's declared type is less precise
//! than its value's, which shape inference then refines).

use strata::ir::asm::{AsmParser, AsmPrinter, Delimiter};
use strata::ir::{AttrKind, Context, Failed, LogicalResult, OpId, OpRef, Type, TypeKind};
use strata::ods::constraints::{attrs, TypeConstraint};
use strata::ods::DialectSpec;
use strata::rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use crate::dialect::{CastOp, ConstantOp};

/// `!toy.struct<...>`.
pub const TOY_STRUCT: TypeConstraint = TypeConstraint::Custom {
    summary: "Toy struct type",
    check: |ctx, t| struct_elements(ctx, t).is_some(),
};

/// The struct type of `elements`.
pub fn struct_type(ctx: &Context, elements: &[Type]) -> Type {
    ctx.intern_type(TypeKind::Dialect {
        dialect: ctx.ident("toy"),
        mnemonic: ctx.ident("struct"),
        params: elements.iter().map(|&t| ctx.type_attr(t)).collect(),
    })
}

/// The element types of a struct type; `None` for other types.
pub fn struct_elements(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    match ctx.type_kind(t) {
        TypeKind::Dialect {
            dialect,
            mnemonic,
            params,
        } if ctx.ident_str(*dialect) == "toy" && ctx.ident_str(*mnemonic) == "struct" => {
            params.iter().map(|&p| ctx.type_attr_value(p)).collect()
        }
        _ => None,
    }
}

/// Parses `struct<type, ...>` (after `!toy.`): at least one element, each
/// a tensor of f64 or a struct.
pub fn parse_type(p: &mut dyn AsmParser<'_>) -> Result<Type, Failed> {
    let pos = p.current_pos();
    if !p.parse_optional_keyword("struct") {
        return Err(p.emit_error_at(pos, "unknown toy type"));
    }
    let mut elements = Vec::new();
    p.parse_comma_separated_list(Delimiter::LessGreater, &mut |p| {
        let pos = p.current_pos();
        let t = p.parse_type()?;
        if !crate::dialect::TOY_TYPE.check(p.ctx(), t) {
            return Err(p.emit_error_at(
                pos,
                "element type for a struct must either be a TensorType or a StructType",
            ));
        }
        elements.push(t);
        Ok(())
    })?;
    if elements.is_empty() {
        return Err(p.emit_error_at(pos, "expected at least one element type in a struct"));
    }
    Ok(struct_type(p.ctx(), &elements))
}

/// Prints `struct<type, ...>`.
pub fn print_type(p: &mut dyn AsmPrinter<'_>, t: Type) {
    let elements = struct_elements(p.ctx(), t).unwrap_or_default();
    p.write_str("struct<");
    for (i, &e) in elements.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(e);
    }
    p.write_str(">");
}

// ANCHOR: ops
strata::ods::op! {
    /// A struct of constants: an array attribute holding, for each element
    /// of the struct type, a dense elements attribute of f64 (for a tensor
    /// element) or a nested array (for a struct element).
    pub StructConstantOp(STRUCT_CONSTANT, "toy.struct_constant") {
        results(output: single(TOY_STRUCT))
        attributes(value: attr = required(attrs::ARRAY_ATTR))
        build(explicit)
        summary: "a constant struct",
        example: "toy.func @main() {\n  %0 = toy.struct_constant [dense<1.000000e+00> : tensor<2xf64>] : !toy.struct<tensor<*xf64>>\n  toy.return\n}",
        traits: strata::ir::OpTraits::CONSTANT_LIKE.union(strata::ir::OpTraits::PURE),
        format: Some("$value attr-dict `:` type($output)"),
        verify: Some(verify_struct_constant),
        fold: Some(fold_to_value),
    }

    /// Chapter 7's `toy.constant`: chapter 2's, with a folder (its value),
    /// so that canonicalization treats it as a constant, gathering the
    /// constants at the start of the function and merging equal ones, as
    /// the tutorial's chapter 7 does once its constants fold.
    pub FoldingConstantOp(CONSTANT_CH7, "toy.constant") {
        results(output: single(crate::dialect::F64_TENSOR))
        attributes(value: attr = required(crate::dialect::F64_ELEMENTS_ATTR))
        build(infer)
        summary: "a constant tensor",
        example: "toy.func @main() {\n  %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>\n  toy.print %0 : tensor<2xf64>\n  toy.return\n}",
        traits: strata::ir::OpTraits::CONSTANT_LIKE.union(strata::ir::OpTraits::PURE),
        format: Some("attr-dict $value"),
        predicates: &[strata::ods::Predicate::AllTypesMatch(&["value", "output"])],
        verify: Some(crate::dialect::verify_constant),
        fold: Some(fold_to_value),
    }

    /// Element `index` of a struct value.
    pub StructAccessOp(STRUCT_ACCESS, "toy.struct_access") {
        operands(input: single(TOY_STRUCT))
        results(output: single(crate::dialect::TOY_TYPE))
        attributes(index: int = required(attrs::I64_ATTR))
        build(explicit)
        summary: "reads one element of a struct",
        example: "toy.func @f(%s: !toy.struct<tensor<*xf64>, tensor<*xf64>>) -> tensor<*xf64> {\n  %0 = toy.struct_access %s[1] : !toy.struct<tensor<*xf64>, tensor<*xf64>> -> tensor<*xf64>\n  toy.return %0 : tensor<*xf64>\n}",
        traits: strata::ir::OpTraits::PURE,
        format: Some("$input `[` $index `]` attr-dict `:` type($input) `->` type($output)"),
        verify: Some(verify_struct_access),
        canonicalize: Some(struct_access_patterns),
    }
}
// ANCHOR_END: ops

/// Whether `value` can be a constant of type `t`: a dense elements
/// attribute of f64 for a tensor, an array of matching elements for a
/// struct.
fn matches_type(ctx: &Context, value: strata::ir::Attribute, t: Type) -> bool {
    if let Some(elements) = struct_elements(ctx, t) {
        return ctx.array_attr_elements(value).is_some_and(|vs| {
            vs.len() == elements.len() && vs.iter().zip(&elements).all(|(&v, &e)| matches_type(ctx, v, e))
        });
    }
    match ctx.attr_kind(value) {
        AttrKind::DenseElements { ty, .. } => {
            ctx.element_type(*ty) == Some(ctx.f64()) && crate::dialect::cast_compatible(ctx, *ty, t)
        }
        _ => false,
    }
}

fn verify_struct_constant(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(value) = op.attr("value") else {
        return Ok(());
    };
    if !matches_type(ctx, value, op.result_type(0)) {
        return Err(op.emit_op_error("the value does not match the struct type's elements"));
    }
    Ok(())
}

fn access_index(op: OpRef<'_>) -> Option<i64> {
    let ctx = op.ctx;
    op.attr("index")
        .and_then(|a| ctx.integer_attr_value(a))
        .map(|v| v.sext_i64())
}

fn verify_struct_access(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let elements = struct_elements(ctx, op.operand_type(0)).unwrap_or_default();
    let Some(index) = access_index(op) else {
        return Ok(());
    };
    let Some(&element) = usize::try_from(index).ok().and_then(|i| elements.get(i)) else {
        return Err(op.emit_op_error("index should be within the range of the input struct type"));
    };
    if element != op.result_type(0) {
        return Err(op.emit_op_error(format!(
            "must have the same result type as the struct element referred to by the index: {}",
            ctx.type_to_string(element)
        )));
    }
    Ok(())
}

/// `struct_access(struct_constant)` → the element's constant.
// ANCHOR: access_of_constant
struct AccessOfConstant;

impl RewritePattern for AccessOfConstant {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(STRUCT_ACCESS.name)
    }

    fn debug_name(&self) -> &str {
        "StructAccessOfConstant"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let r = OpRef::new(ctx, body, op);
        let Some(index) = access_index(r).and_then(|i| usize::try_from(i).ok()) else {
            return false;
        };
        let Some(constant) = body
            .defining_op(body.operand(op, 0))
            .and_then(|d| StructConstantOp::cast(rw, d))
        else {
            return false;
        };
        let Some(&value) = constant
            .value(rw)
            .and_then(|a| ctx.array_attr_elements(a))
            .and_then(|vs| vs.get(index))
        else {
            return false;
        };
        let body = rw.body();
        let ty = body.value_type(body.result(op, 0));
        let loc = body.op_loc(op);
        rw.set_insertion_point(op);
        let v = if struct_elements(ctx, ty).is_some() {
            let c = StructConstantOp::build(rw, loc, ty, value).op();
            rw.body().result(c, 0)
        } else {
            let c = ConstantOp::build(rw, loc, value).op();
            let v = rw.body().result(c, 0);
            if rw.body().value_type(v) == ty {
                v
            } else {
                let cast = CastOp::build(rw, loc, ty, v).op();
                rw.body().result(cast, 0)
            }
        };
        rw.replace_op(op, &[v]);
        true
    }
}
// ANCHOR_END: access_of_constant

/// A constant folds to its `value`.
fn fold_to_value(
    op: OpRef<'_>,
    _: &[Option<strata::ir::Attribute>],
    out: &mut strata::ir::FoldOutput,
) -> LogicalResult {
    let value = op.attr("value").ok_or(strata::ir::Failed)?;
    out.results.push(strata::ir::OpFoldResult::Attr(value));
    Ok(())
}

fn struct_access_patterns(_: &Context, patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(Box::new(AccessOfConstant));
}

/// The `toy` dialect of chapter 7: chapter 4's with the struct type and
/// its ops.
pub static DIALECT_CH7: DialectSpec = DialectSpec {
    ops: &[
        &CONSTANT_CH7,
        &crate::dialect::ADD,
        &crate::dialect::MUL,
        &crate::dialect::TRANSPOSE,
        &crate::dialect::RESHAPE,
        &crate::dialect::PRINT,
        &crate::dialect::RETURN,
        &crate::dialect::GENERIC_CALL,
        &crate::dialect::FUNC,
        &crate::dialect::CAST,
        &STRUCT_CONSTANT,
        &STRUCT_ACCESS,
    ],
    parse_type: Some(parse_type),
    print_type: Some(print_type),
    ..crate::dialect::DIALECT
};

#[cfg(test)]
mod tests {
    #[test]
    fn examples_round_trip() {
        let mut ctx = strata::context();
        ctx.register_dialect(super::DIALECT_CH7.to_def());
        for spec in super::DIALECT_CH7.ops {
            let module = strata::parse(&ctx, spec.name, spec.example).unwrap_or_else(|e| panic!("{e}"));
            let printed = strata::print(&ctx, &module);
            let again = strata::parse(&ctx, spec.name, &printed).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(printed, strata::print(&ctx, &again), "{}", spec.name);
        }
    }
}
