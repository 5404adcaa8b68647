//! `drop-equivalent-buffer-results`: a private function stops returning a
//! result that every return gives as the same argument (through
//! `memref.cast`s); its callers use the argument they passed instead,
//! cast to the result type when it differs.

use rustc_hash::FxHashMap;
use strata_dialect_memref::CastOp;
use strata_ir::function_interface::{attr_dict_array, SYM_VISIBILITY};
use strata_ir::{
    Body, Context, IsolatedOpMut, LogicalResult, OpBuilder, OpId, OperationState, ValueId, WalkResult,
};
use strata_pass::Pass;

use super::buffer_results_to_out_params::{func_entry, func_type, module_funcs, res_attrs};

/// The `drop-equivalent-buffer-results` pass.
#[derive(Clone, Debug, Default)]
pub struct DropEquivalentBufferResults;

impl Pass for DropEquivalentBufferResults {
    fn argument(&self) -> &'static str {
        "drop-equivalent-buffer-results"
    }

    fn description(&self) -> &'static str {
        "Remove MemRef return values that are equivalent to a bbArg"
    }

    fn name(&self) -> &'static str {
        "DropEquivalentBufferResultsPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let module = op.body();
        let funcs = module_funcs(ctx, module);
        // The calls of each function, gathered before any changes.
        let mut calls: FxHashMap<String, Vec<(OpId, OpId)>> = FxHashMap::default();
        for (f, _) in &funcs {
            let Some(body) = module.child_body(*f) else {
                continue;
            };
            body.walk_root_regions(&mut |o| {
                if ctx.op_name_str(body.op_name(o)) == "func.call" {
                    if let Some(n) = body
                        .op_attr(ctx, o, "callee")
                        .and_then(|a| ctx.flat_symbol_ref_value(a))
                    {
                        calls
                            .entry(ctx.ident_str(n).to_string())
                            .or_default()
                            .push((*f, o));
                    }
                }
                WalkResult::Advance
            });
        }
        for (f, name) in &funcs {
            let public = module.op_attr(ctx, *f, SYM_VISIBILITY).is_none();
            if public || func_entry(module, *f).is_none() {
                continue;
            }
            let Some((_, results)) = func_type(ctx, module, *f) else {
                continue;
            };
            let Some(erased) = drop_results(ctx, module, *f) else {
                continue;
            };
            for &(caller, call) in calls.get(name).map(Vec::as_slice).unwrap_or(&[]) {
                let Some(body) = module.child_body_mut(caller) else {
                    continue;
                };
                rewrite_call(ctx, body, call, &erased, &results);
            }
        }
        Ok(())
    }
}

/// Drops the results of `f` that are the same argument at every return;
/// returns, per old result, the argument it was, or `None` if `f` has no
/// return.
fn drop_results(ctx: &Context, module: &mut Body, f: OpId) -> Option<Vec<Option<usize>>> {
    let (inputs, results) = func_type(ctx, module, f)?;
    let entry = func_entry(module, f)?;
    let body = module.child_body_mut(f)?;
    let args: Vec<ValueId> = body.block_args(entry).to_vec();
    let mut returns = Vec::new();
    body.walk_root_regions(&mut |o| {
        if ctx.op_name_str(body.op_name(o)) == "func.return" {
            returns.push(o);
        }
        WalkResult::Advance
    });
    if returns.is_empty() {
        return None;
    }
    let arg_of = |v: ValueId| {
        let mut v = v;
        while let Some(d) = body
            .defining_op(v)
            .filter(|&d| ctx.op_name_str(body.op_name(d)) == "memref.cast")
        {
            v = body.operand(d, 0);
        }
        args.iter().position(|&a| a == v)
    };
    let erased: Vec<Option<usize>> = (0..results.len())
        .map(|i| {
            let first = arg_of(body.operand(returns[0], i))?;
            returns[1..]
                .iter()
                .all(|&r| arg_of(body.operand(r, i)) == Some(first))
                .then_some(first)
        })
        .collect();
    for &r in &returns {
        let keep: Vec<ValueId> = body
            .operands(r)
            .enumerate()
            .filter(|(i, _)| erased[*i].is_none())
            .map(|(_, v)| v)
            .collect();
        body.set_operands(r, &keep);
    }
    let kept: Vec<usize> = (0..results.len()).filter(|&i| erased[i].is_none()).collect();
    let res_attrs: Vec<_> = kept.iter().map(|&i| res_attrs(ctx, module, f, i)).collect();
    let new_results: Vec<_> = kept.iter().map(|&i| results[i]).collect();
    module.set_op_attr(
        ctx,
        f,
        "function_type",
        Some(ctx.type_attr(ctx.function_type(&inputs, &new_results))),
    );
    module.set_op_attr(ctx, f, "res_attrs", attr_dict_array(ctx, &res_attrs));
    Some(erased)
}

/// Replaces `call` by a call of the new signature (mlir-opt rebuilds every
/// call, without its other attributes); dropped results become the
/// operands they were.
fn rewrite_call(
    ctx: &Context,
    body: &mut Body,
    call: OpId,
    erased: &[Option<usize>],
    old_results: &[strata_ir::Type],
) {
    let loc = body.op_loc(call);
    let operands: Vec<ValueId> = body.operands(call).collect();
    let results: Vec<ValueId> = body.results(call).collect();
    let mut st = OperationState::new(ctx.op_name("func.call"), loc);
    st.operands = operands.clone();
    st.result_types = (0..old_results.len())
        .filter(|&i| erased.get(i).copied().flatten().is_none())
        .map(|i| old_results[i])
        .collect();
    let callee = body.op_attr(ctx, call, "callee").expect("the call has a callee");
    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("callee"), callee)]));
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(call);
    let new = b.create(st);
    let mut next = 0;
    for (i, &r) in results.iter().enumerate() {
        let replacement = match erased.get(i).copied().flatten() {
            Some(a) if a < operands.len() => {
                let v = operands[a];
                let ty = b.body.value_type(r);
                if b.body.value_type(v) != ty {
                    CastOp::build(&mut b, loc, ty, v).dest(&b)
                } else {
                    v
                }
            }
            _ => {
                let n = b.body.result(new, next);
                next += 1;
                n
            }
        };
        b.body.replace_all_uses_with(r, replacement);
    }
    b.body.erase_op(call);
}
