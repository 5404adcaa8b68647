//! `linalg-generalize-named-ops`: rewrites each named structured op as
//! the `linalg.generic` it stands for: the same operands and results, its
//! indexing maps and iterator types spelled out, its region moved over.
//! Discardable attributes are dropped, as mlir-opt does.

use strata_dialect_linalg::structured::{indexing_maps, inputs, is_structured, iterator_types, outputs};
use strata_dialect_linalg::{iterator_type_attr, GENERIC};
use strata_ir::{
    AttrKind, Attribute, Context, IsolatedOpMut, LogicalResult, OpId, OpRef, OperationState, ValueId,
};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

/// Rewrites a named structured op into `linalg.generic`.
pub struct GeneralizeNamedOp;

impl RewritePattern for GeneralizeNamedOp {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "LinalgGeneralizationPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        generalize(rw, op).is_some()
    }
}

/// Replaces the named op `op` by its `linalg.generic`; `None` (changing
/// nothing) if `op` is not a named structured op.
pub fn generalize(rw: &mut PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    if !is_structured(o) || o.name_str() == GENERIC.name {
        return None;
    }
    let maps = indexing_maps(o)?;
    let iterators = iterator_types(o)?;
    let sizes = [inputs(o).len() as i32, outputs(o).len() as i32];
    let segments = ctx.dense_i32_array_attr(&sizes);
    let maps: Vec<Attribute> = maps
        .into_iter()
        .map(|m| ctx.intern_attr(AttrKind::AffineMap(m)))
        .collect();
    let iterators: Vec<Attribute> = iterators
        .into_iter()
        .map(|r| iterator_type_attr(ctx, r))
        .collect();
    let props = [
        (ctx.ident("indexing_maps"), ctx.array_attr(&maps)),
        (ctx.ident("iterator_types"), ctx.array_attr(&iterators)),
        (ctx.ident("operandSegmentSizes"), segments),
    ];
    let mut state = OperationState::new(ctx.op_name(GENERIC.name), o.loc());
    state.operands = o.operands().collect();
    state.result_types = o.result_types().collect();
    state.properties = Some(ctx.dictionary_attr(&props));
    let old_region = *o.regions().1.first()?;
    let region = rw.create_region();
    state.regions.push(region);
    rw.set_insertion_point(op);
    let generic = rw.create(state);
    rw.inline_region_before(old_region, region, None);
    let results: Vec<ValueId> = rw.body().results(generic).collect();
    rw.replace_op(op, &results);
    Some(generic)
}

/// The `linalg-generalize-named-ops` pass.
#[derive(Default)]
pub struct GeneralizeNamedOps {
    patterns: std::sync::OnceLock<FrozenPatternSet>,
}

impl Pass for GeneralizeNamedOps {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["linalg.*"],
            removes: &[],
            introduces: &["linalg.generic", "linalg.yield", "linalg.index"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "linalg-generalize-named-ops"
    }

    fn description(&self) -> &'static str {
        "Convert named ops into generic ops"
    }

    fn name(&self) -> &'static str {
        "LinalgGeneralizeNamedOpsPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns = self
            .patterns
            .get_or_init(|| FrozenPatternSet::new(ctx, vec![Box::new(GeneralizeNamedOp)]));
        let _ = apply_patterns_greedily_nested(ctx, op.body(), patterns, GreedyConfig::default(), true);
        Ok(())
    }
}
