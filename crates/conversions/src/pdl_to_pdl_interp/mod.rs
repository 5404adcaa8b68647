//! `convert-pdl-to-pdl-interp`: compiles the `pdl.pattern`s of a module
//! into one `pdl_interp.func @matcher`, which checks a candidate root op
//! against all patterns at once (shared checks are done once) and records
//! each match, and a `module @rewriters` with one rewriter function per
//! pattern. The output is what mlir-opt 22 produces for the same input:
//! the same checks in the same order and the same blocks.
//!
//! `tree` turns patterns into predicate lists and merges them into a
//! matcher tree (`multi_root` plans patterns with several roots);
//! `lowering` emits the `pdl_interp` IR.

mod lowering;
mod multi_root;
mod predicate;
mod tree;

use rustc_hash::FxHashMap;
use strata_ir::{Body, Context, Diagnostic, IsolatedOpMut, LogicalResult, OpId, OpRef, OperationState};
use strata_pass::Pass;

use lowering::{Lowered, Lowering};
use predicate::Predicates;
use tree::PatternView;

/// The pass.
#[derive(Clone, Copy, Default)]
pub struct ConvertPdlToPdlInterp;

impl Pass for ConvertPdlToPdlInterp {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["pdl.pattern"],
            removes: &["pdl.*"],
            introduces: &["pdl_interp.*", "builtin.module"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "convert-pdl-to-pdl-interp"
    }

    fn description(&self) -> &'static str {
        "Convert PDL ops to PDL interpreter ops"
    }

    fn name(&self) -> &'static str {
        "ConvertPDLToPDLInterpPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some(strata_ir::builtin::MODULE)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let loc = op.loc();
        let body = op.body();
        match convert_module(ctx, body, loc) {
            Ok(()) => Ok(()),
            Err((loc, message)) => {
                ctx.emit(Diagnostic::error(loc, message));
                Err(strata_ir::Failed)
            }
        }
    }
}

/// Converts the patterns at the top level of `module` (a module's body).
pub fn convert_module(
    ctx: &Context,
    module: &mut Body,
    loc: strata_ir::Location,
) -> Result<(), (strata_ir::Location, String)> {
    let Some(block) = module
        .root_regions()
        .first()
        .and_then(|&r| module.region_entry(r))
    else {
        return Ok(());
    };
    let pattern_ops: Vec<OpId> = module
        .block_ops(block)
        .filter(|&o| ctx.op_name_str(module.op_name(o)) == "pdl.pattern")
        .collect();
    let (matcher, rewriters) = {
        let module_ref: &Body = module;
        let mut preds = Predicates::default();
        let mut lowered = Vec::with_capacity(pattern_ops.len());
        let mut lists = Vec::with_capacity(pattern_ops.len());
        for &p in &pattern_ops {
            let r = OpRef::new(ctx, module_ref, p);
            let ploc = r.loc();
            let body = module_ref
                .child_body(p)
                .ok_or((ploc, "a pattern without a body".to_string()))?;
            let pblock = body
                .root_regions()
                .first()
                .and_then(|&r| body.region_entry(r))
                .ok_or((ploc, "a pattern without a block".to_string()))?;
            let ops: Vec<OpId> = body.block_ops(pblock).collect();
            let rewrite = *ops
                .last()
                .filter(|&&o| ctx.op_name_str(body.op_name(o)) == "pdl.rewrite")
                .ok_or((ploc, "a pattern must end with a 'pdl.rewrite'".to_string()))?;
            let view = PatternView { body, ops, rewrite };
            let mut inputs = FxHashMap::default();
            let mut list = Vec::new();
            let root = tree::build_predicate_list(ctx, &view, &mut preds, &mut inputs, &mut list)
                .map_err(|m| (ploc, m))?;
            lists.push((root, list));
            let benefit = r
                .attr("benefit")
                .unwrap_or_else(|| ctx.integer_attr(ctx.integer_type(16), 0));
            lowered.push(Lowered {
                view,
                inputs,
                benefit,
                loc: ploc,
            });
        }
        // The root position exists even without patterns.
        let root = preds.root();
        let tree = tree::matcher_tree(&preds, &lists);
        let out = Lowering::new(ctx, &preds, &lowered, root, loc)
            .lower(&tree)
            .map_err(|m| (loc, m))?;
        (out.matcher, out.rewriters)
    };

    // `@matcher` and `module @rewriters` go first, the patterns away.
    let op_ty = strata_dialect_pdl::types::operation(ctx);
    let mut st = OperationState::new(ctx.op_name("pdl_interp.func"), loc);
    st.properties = Some(ctx.dictionary_attr(&[
        (ctx.ident("sym_name"), ctx.string_attr("matcher")),
        (
            ctx.ident("function_type"),
            ctx.type_attr(ctx.function_type(&[op_ty], &[])),
        ),
    ]));
    st.regions = matcher.root_regions().to_vec();
    st.child = Some(Box::new(matcher));
    let matcher_op = module.create_op(st);
    let mut st = OperationState::new(ctx.op_name(strata_ir::builtin::MODULE), loc);
    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("sym_name"), ctx.string_attr("rewriters"))]));
    st.regions = rewriters.root_regions().to_vec();
    st.child = Some(Box::new(rewriters));
    let rewriters_op = module.create_op(st);
    match module.first_op(block) {
        Some(first) => {
            module.insert_op(strata_ir::InsertPoint::Before(first), matcher_op);
        }
        None => module.append_op(block, matcher_op),
    }
    module.insert_op(strata_ir::InsertPoint::After(matcher_op), rewriters_op);
    for p in pattern_ops {
        module.erase_op(p);
    }
    Ok(())
}
