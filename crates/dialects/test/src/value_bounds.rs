//! The test dialect's ops for value-bounds analysis: `test.reify_bound`
//! (asks for a bound of an index value or of a dimension of a shaped
//! value) and `test.compare` (asks whether a comparison between two
//! values, or affine maps of values, holds). `test-affine-reify-value-bounds`
//! answers them.

use strata_ir::{AttrKind, Context, LogicalResult, OpRef, OpTraits, TypeKind};
use strata_ods::constraints::{attrs, types, AttrConstraint, TypeConstraint};

const AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "AffineMap attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::AffineMap(_)),
};

fn eq_str(ctx: &Context) -> strata_ir::Attribute {
    ctx.string_attr("EQ")
}

strata_ods::op! {
    /// Stands for a bound of `var` (an index value, or dimension `dim` of a
    /// shaped value): its lower bound (`type = "LB"`), upper bound (`"UB"`)
    /// or exact value (`"EQ"`). With `constant` the bound must be a
    /// constant; with `scalable` it may be given in terms of
    /// `vector.vscale`, which lies in `[vscale_min, vscale_max]`.
    pub ReifyBoundOp(REIFY_BOUND, "test.reify_bound") {
        operands(var: single(TypeConstraint::Any))
        results(result: single(types::INDEX))
        attributes(
            dim: opt_int = optional(attrs::I64_ATTR),
            r#type "type": opt_str = default_valued(attrs::STR_ATTR, eq_str),
            constant: unit = optional(attrs::UNIT_ATTR),
            scalable: unit = optional(attrs::UNIT_ATTR),
            vscale_min: opt_int = optional(attrs::I64_ATTR),
            vscale_max: opt_int = optional(attrs::I64_ATTR),
        )
        example: "func.func @size(%t: tensor<?xf32>) -> index {\n  %0 = \"test.reify_bound\"(%t) <{dim = 0 : i64, type = \"EQ\"}> : (tensor<?xf32>) -> index\n  return %0 : index\n}",
        traits: OpTraits::PURE,
        verify: Some(verify_reify_bound),
    }

    /// Asks whether `lhs cmp rhs` holds (`cmp` is `EQ`, `LT`, `LE`, `GT` or
    /// `GE`). Each side is one operand, or the operands of `lhs_map` /
    /// `rhs_map` when given. With `compose`, the two operands are compared
    /// after composing the affine ops that define them.
    pub CompareOp(COMPARE, "test.compare") {
        operands(var_operands: variadic(types::INDEX))
        attributes(
            cmp: opt_str = default_valued(attrs::STR_ATTR, eq_str),
            lhs_map: opt_attr = optional(AFFINE_MAP_ATTR),
            rhs_map: opt_attr = optional(AFFINE_MAP_ATTR),
            compose: unit = optional(attrs::UNIT_ATTR),
        )
        example: "func.func @cmp(%a: index, %b: index) {\n  \"test.compare\"(%a, %b) <{cmp = \"LE\"}> : (index, index) -> ()\n  return\n}",
        verify: Some(verify_compare),
    }
}

fn verify_reify_bound(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let ty = op.body.value_type(op.operand(0));
    let has_dim = op.attr("dim").is_some();
    if ctx.element_type(ty).is_some() {
        if !has_dim {
            return Err(op.emit_op_error("expected 'dim' attribute for shaped type variable"));
        }
    } else if matches!(ctx.type_kind(ty), TypeKind::Index) {
        if has_dim {
            return Err(op.emit_op_error("unexpected 'dim' attribute for index variable"));
        }
    } else {
        return Err(op.emit_op_error("expected index-typed variable or shape type variable"));
    }
    let scalable = op.attr("scalable").is_some();
    if op.attr("constant").is_some() && scalable {
        return Err(op.emit_op_error("'scalable' and 'constant' are mutually exlusive"));
    }
    // MLIR names `vscale_min` in both messages.
    if scalable != op.attr("vscale_min").is_some() || scalable != op.attr("vscale_max").is_some() {
        return Err(op.emit_op_error("expected 'vscale_min' if and only if 'scalable'"));
    }
    Ok(())
}

/// The number of inputs of the affine map in attribute `name`, or 1 when
/// the side is a single operand.
fn side_inputs(op: OpRef<'_>, name: &str) -> usize {
    match op.attr(name).map(|a| op.ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(m)) => (m.num_dims + m.num_symbols) as usize,
        _ => 1,
    }
}

fn verify_compare(op: OpRef<'_>) -> LogicalResult {
    if op.attr("compose").is_some() && (op.attr("lhs_map").is_some() || op.attr("rhs_map").is_some()) {
        return Err(op.emit_op_error("'compose' not supported when 'lhs_map' or 'rhs_map' is present"));
    }
    let expected = side_inputs(op, "lhs_map") + side_inputs(op, "rhs_map");
    let n = op.num_operands();
    if n != expected {
        return Err(op.emit_op_error(format!("expected {expected} operands, but got {n}")));
    }
    Ok(())
}
