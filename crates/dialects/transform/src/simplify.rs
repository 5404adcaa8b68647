//! `transform-simplify`: simplifies transform scripts without touching
//! the payload (Lücke, §6.3.4): `transform.include`s of sequences that
//! propagate failures are inlined (recursion is not allowed, so this ends),
//! transforms that do nothing are dropped (unrolling by 1), comparisons of
//! constant parameters that hold are dropped, and navigation and matching
//! ops whose results are unused are erased.

use rustc_hash::FxHashMap;
use strata_ir::{Body, Context, InsertPoint, IrMapping, IsolatedOpMut, LogicalResult, OpId, OpRef};
use strata_pass::Pass;

/// Ops that only compute handles or parameters: erased when unused.
const PURE: &[&str] = &[
    "transform.cast",
    "transform.get_consumers_of_result",
    "transform.get_defining_op",
    "transform.get_operand",
    "transform.get_parent_op",
    "transform.get_producer_of_operand",
    "transform.get_result",
    "transform.get_type",
    "transform.merge_handles",
    "transform.num_associations",
    "transform.param.constant",
    "transform.select",
    "transform.structured.match",
];

/// `transform-simplify`.
#[derive(Clone, Debug, Default)]
pub struct SimplifyPass;

/// Creates the pass.
pub fn create_simplify_pass() -> Box<dyn Pass> {
    Box::new(SimplifyPass)
}

impl Pass for SimplifyPass {
    fn argument(&self) -> &'static str {
        "transform-simplify"
    }

    fn description(&self) -> &'static str {
        "Inline included named sequences and fold no-op transforms in transform scripts"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        simplify_tables(ctx, op.body());
        Ok(())
    }
}

/// Simplifies the named sequences of every symbol table in `body` and
/// the bodies below it.
fn simplify_tables(ctx: &Context, body: &mut Body) {
    let tops: Vec<OpId> = body
        .root_regions()
        .iter()
        .flat_map(|&r| body.region_blocks(r).flat_map(|b| body.block_ops(b)))
        .collect();
    // The sequences of this table, as they are before simplification.
    let mut callees: FxHashMap<String, Body> = FxHashMap::default();
    for &s in &tops {
        if ctx.op_name_str(body.op_name(s)) == "transform.named_sequence" {
            let name = OpRef::new(ctx, body, s)
                .attr("sym_name")
                .and_then(|a| ctx.string_attr_value(a))
                .unwrap_or("")
                .to_string();
            if let Some(child) = body.child_body(s) {
                callees.insert(name, child.clone());
            }
        }
    }
    for &s in &tops {
        let is_sequence = ctx.op_name_str(body.op_name(s)) == "transform.named_sequence";
        if let Some(child) = body.child_body_mut(s) {
            if is_sequence {
                simplify_sequence(ctx, child, &callees);
            } else {
                simplify_tables(ctx, child);
            }
        } else {
            // Non-isolated modules keep their symbol tables in this body.
            let regions = body.regions_in_body(s).to_vec();
            if !regions.is_empty() && ctx.op_name_str(body.op_name(s)) == "builtin.module" {
                simplify_tables_in_regions(ctx, body, &regions);
            }
        }
    }
}

fn simplify_tables_in_regions(ctx: &Context, body: &mut Body, regions: &[strata_ir::RegionId]) {
    let ops: Vec<OpId> = regions
        .iter()
        .flat_map(|&r| body.region_blocks(r).flat_map(|b| body.block_ops(b)))
        .collect();
    for op in ops {
        if let Some(child) = body.child_body_mut(op) {
            simplify_tables(ctx, child);
        }
    }
}

fn simplify_sequence(ctx: &Context, body: &mut Body, callees: &FxHashMap<String, Body>) {
    // Inline until no include is left that can be (bounded: a chain of
    // includes is at most as long as the number of sequences).
    for _ in 0..=callees.len() {
        if !inline_one_round(ctx, body, callees) {
            break;
        }
    }
    fold_and_erase(ctx, body);
}

/// Inlines the includes of `body` once; whether any was inlined.
fn inline_one_round(ctx: &Context, body: &mut Body, callees: &FxHashMap<String, Body>) -> bool {
    let mut includes = Vec::new();
    for op in all_ops(body) {
        if ctx.op_name_str(body.op_name(op)) == "transform.include" {
            includes.push(op);
        }
    }
    let mut changed = false;
    for inc in includes {
        let opref = OpRef::new(ctx, body, inc);
        // Suppressing failures is a scope of its own: left as it is.
        if opref
            .attr("failure_propagation_mode")
            .and_then(|a| ctx.integer_attr_value(a))
            .map(|v| v.sext_i64())
            != Some(1)
        {
            continue;
        }
        let Some(name) = opref
            .attr("target")
            .and_then(|a| ctx.flat_symbol_ref_value(a))
            .map(|i| ctx.ident_str(i).to_string())
        else {
            continue;
        };
        let Some(callee) = callees.get(&name) else {
            continue;
        };
        let Some(entry) = callee
            .root_regions()
            .first()
            .and_then(|&r| callee.region_entry(r))
        else {
            continue;
        };
        if callee.region_blocks(callee.root_regions()[0]).count() != 1 {
            continue;
        }
        let mut map = IrMapping::new();
        let operands: Vec<_> = body.operands(inc).collect();
        for (&a, &v) in callee.block_args(entry).iter().zip(&operands) {
            map.map_value(a, v);
        }
        let ops: Vec<OpId> = callee.block_ops(entry).collect();
        let Some((&terminator, rest)) = ops.split_last() else {
            continue;
        };
        for &o in rest {
            let new = body.clone_op_from(callee, o, &mut map);
            body.insert_op(InsertPoint::Before(inc), new);
        }
        let yielded: Vec<_> = callee.operands(terminator).map(|v| map.lookup_value(v)).collect();
        let results: Vec<_> = body.results(inc).collect();
        for (r, v) in results.into_iter().zip(yielded) {
            body.replace_all_uses_with(r, v);
        }
        body.erase_op(inc);
        changed = true;
    }
    changed
}

/// Drops no-op transforms and unused pure ops, repeatedly.
fn fold_and_erase(ctx: &Context, body: &mut Body) {
    loop {
        let mut erase = Vec::new();
        {
            for op in all_ops(body) {
                let opref = OpRef::new(ctx, body, op);
                let name = opref.name_str();
                let factor = opref
                    .attr("factor")
                    .and_then(|a| ctx.integer_attr_value(a))
                    .map(|v| v.sext_i64());
                let no_op = match name {
                    "transform.loop.unroll" | "transform.loop.unroll_and_jam" => factor == Some(1),
                    "transform.match.param.cmpi" => constant_comparison_holds(ctx, body, op),
                    _ => PURE.contains(&name) && !body.op_has_uses(op),
                };
                if no_op {
                    erase.push(op);
                }
            }
        }
        if erase.is_empty() {
            break;
        }
        for op in erase {
            if body.is_live(op) && !body.op_has_uses(op) {
                body.erase_op(op);
            }
        }
    }
}

/// Whether a `match.param.cmpi` compares two `param.constant`s and holds.
fn constant_comparison_holds(ctx: &Context, body: &Body, op: OpId) -> bool {
    let constant = |v| {
        let d = body.defining_op(v)?;
        let d = OpRef::new(ctx, body, d);
        if d.name_str() != "transform.param.constant" {
            return None;
        }
        d.attr("value")
            .and_then(|a| ctx.integer_attr_value(a))
            .map(|x| x.sext_i64())
    };
    let (Some(a), Some(b)) = (constant(body.operand(op, 0)), constant(body.operand(op, 1))) else {
        return false;
    };
    let pred = OpRef::new(ctx, body, op)
        .attr("predicate")
        .and_then(|p| ctx.integer_attr_value(p))
        .map_or(0, |v| v.sext_i64());
    match pred {
        0 => a == b,
        1 => a != b,
        2 => a < b,
        3 => a <= b,
        4 => a > b,
        _ => a >= b,
    }
}

/// The ops of `body`'s root regions and those nested in them, in
/// post-order.
fn all_ops(body: &Body) -> Vec<OpId> {
    let tops: Vec<OpId> = body
        .root_regions()
        .iter()
        .flat_map(|&r| body.region_blocks(r).flat_map(|b| body.block_ops(b)))
        .collect();
    tops.into_iter()
        .flat_map(|t| body.collect_post_order(t))
        .collect()
}
