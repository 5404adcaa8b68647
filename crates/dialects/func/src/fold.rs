//! Folding and canonicalization of the func dialect, as in MLIR 22:
//! `func.constant` folds to its symbol, the dialect materializes function
//! constants, and an indirect call of a known function becomes a direct
//! call.

use strata_ir::fold::constant_value;
use strata_ir::{
    Attribute, Context, FoldOutput, Location, LogicalResult, OpBuilder, OpFoldResult, OpId, OpRef,
    OperationState, Type,
};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use super::{CALL, CALL_INDIRECT, CONSTANT};

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
    ctx.flat_symbol_ref_value(value)?;
    ctx.function_type_parts(ty)?;
    let mut st = OperationState::new(ctx.op_name(CONSTANT), loc);
    st.result_types = vec![ty];
    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
    Some(b.create(st))
}

/// `func.call_indirect %f(...)` where `%f` is a constant function becomes
/// `func.call @f(...)` (MLIR's `SimplifyIndirectCallWithKnownCallee`).
struct IndirectCallOfKnownCallee;

impl RewritePattern for IndirectCallOfKnownCallee {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(CALL_INDIRECT)
    }

    fn debug_name(&self) -> &str {
        strata_dialect_utils::patterns::UNNAMED
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        if body.num_operands(op) == 0 {
            return false;
        }
        let Some(callee) = constant_value(ctx, body, body.operand(op, 0)) else {
            return false;
        };
        if ctx.flat_symbol_ref_value(callee).is_none() {
            return false;
        }
        let mut st = OperationState::new(ctx.op_name(CALL), body.op_loc(op));
        st.operands = body.operands(op).skip(1).collect();
        st.result_types = body.result_types(op).collect();
        st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("callee"), callee)]));
        rw.replace_op_with_new(op, st);
        true
    }
}

pub(super) fn call_indirect_patterns(_: &Context, patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(Box::new(IndirectCallOfKnownCallee));
}
