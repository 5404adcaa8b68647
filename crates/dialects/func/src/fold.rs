//! Folding and canonicalization of the func dialect, as in MLIR 22:
//! `func.constant` folds to its symbol, the dialect materializes function
//! constants, and an indirect call of a known function becomes a direct
//! call.

use strata_ir::fold::constant_value;
use strata_ir::{
    Attribute, Context, FoldOutput, Location, LogicalResult, OpBuilder, OpFoldResult, OpId, OpRef, Type,
};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use super::{CallIndirectOp, CallOp, ConstantOp, CALL_INDIRECT};

/// `func.constant` folds to its `value`.
pub(super) fn fold_constant(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let value = op.attr("value").ok_or(strata_ir::Failed)?;
    out.results.push(OpFoldResult::Attr(value));
    Ok(())
}

/// A `func.constant` for a flat symbol reference of function type.
pub(super) fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let ctx = b.ctx;
    let name = ctx.flat_symbol_ref_value(value)?;
    ctx.function_type_parts(ty)?;
    Some(ConstantOp::build(b, loc, ty, ctx.ident_str(name)).op())
}

/// `func.call_indirect %f(...)` where `%f` is a constant function becomes
/// `func.call @f(...)` (MLIR's `SimplifyIndirectCallWithKnownCallee`).
struct IndirectCallOfKnownCallee;

impl RewritePattern for IndirectCallOfKnownCallee {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(CALL_INDIRECT.name)
    }

    fn debug_name(&self) -> &str {
        strata_dialect_utils::patterns::UNNAMED
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(call) = CallIndirectOp::cast(rw, op) else {
            return false;
        };
        let body = rw.body();
        let Some(callee) = constant_value(ctx, body, call.callee(rw)) else {
            return false;
        };
        let Some(callee) = ctx.flat_symbol_ref_value(callee) else {
            return false;
        };
        let loc = body.op_loc(op);
        let args: Vec<_> = call.callee_operands(rw).collect();
        let results: Vec<_> = body.result_types(op).collect();
        rw.set_insertion_point(op);
        let direct = CallOp::build(rw, loc, &results, &args, ctx.ident_str(callee), None, None, false);
        let values: Vec<_> = direct.results(rw).collect();
        rw.replace_op(op, &values);
        true
    }
}

pub(super) fn call_indirect_patterns(_: &Context, patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(Box::new(IndirectCallOfKnownCallee));
}
