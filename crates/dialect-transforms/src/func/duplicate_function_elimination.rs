//! `duplicate-function-elimination`: of the `func.func` ops of a module
//! with bodies that are equal but for their name (same properties
//! otherwise, same discardable attributes, bodies equal up to locations),
//! the first stays; every use of the others' symbols (calls,
//! `func.constant`) names it instead, and the others are erased (MLIR's
//! `DuplicateFunctionEliminationPass`). Declarations are left alone.
//!
//! Cost: one structural hash per function, then full comparisons only
//! within a hash bucket, so the pass is linear in the module's size for
//! distinct functions.

use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHasher};
use strata_ir::op_equivalence::OperationEquivalence;
use strata_ir::{
    Attribute, Body, Context, IsolatedOpMut, LogicalResult, NamedAttribute, OpId, RegionId, WalkResult,
};
use strata_pass::Pass;

/// The `duplicate-function-elimination` pass.
pub struct DuplicateFunctionElimination;

impl Pass for DuplicateFunctionElimination {
    fn argument(&self) -> &'static str {
        "duplicate-function-elimination"
    }

    fn description(&self) -> &'static str {
        "Deduplicate functions"
    }

    fn name(&self) -> &'static str {
        "DuplicateFunctionEliminationPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        eliminate_duplicates(ctx, op.body());
        Ok(())
    }
}

/// The properties of a function without its name.
fn props_without_name(ctx: &Context, body: &Body, op: OpId) -> Vec<NamedAttribute> {
    body.op_properties(op)
        .map(|p| {
            ctx.dict_entries(p)
                .iter()
                .copied()
                .filter(|(n, _)| ctx.ident_str(*n) != "sym_name")
                .collect()
        })
        .unwrap_or_default()
}

/// A hash of what [`equivalent`] compares: properties but the name,
/// discardable attributes, and the names of the body's ops.
fn function_hash(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let mut h = FxHasher::default();
    props_without_name(ctx, body, op).hash(&mut h);
    body.op_attr_dict(op).hash(&mut h);
    if let Some(child) = body.child_body(op) {
        child.walk_root_regions(&mut |o| {
            child.op_name(o).hash(&mut h);
            WalkResult::Advance
        });
    }
    h.finish()
}

fn equivalent(ctx: &Context, body: &Body, a: OpId, b: OpId) -> bool {
    if body.op_attr_dict(a) != body.op_attr_dict(b)
        || props_without_name(ctx, body, a) != props_without_name(ctx, body, b)
    {
        return false;
    }
    match (body.child_body(a), body.child_body(b)) {
        (Some(x), Some(y)) => {
            let (rx, ry) = (x.root_regions(), y.root_regions());
            let external =
                |bd: &Body, rs: &[RegionId]| rs.iter().all(|&r| bd.region_blocks(r).next().is_none());
            if external(x, rx) != external(y, ry) {
                return false;
            }
            rx.len() == ry.len() && {
                let mut eq = OperationEquivalence::ignoring_locations();
                rx.iter().zip(ry).all(|(&r1, &r2)| eq.regions(x, r1, y, r2))
            }
        }
        (None, None) => true,
        _ => false,
    }
}

fn sym_name(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    body.op_attr(ctx, op, "sym_name")
}

fn eliminate_duplicates(ctx: &Context, body: &mut Body) {
    let func = ctx.op_name("func.func");
    let mut funcs = Vec::new();
    body.walk_root_regions(&mut |o| {
        if body.op_name(o) == func {
            funcs.push(o);
        }
        WalkResult::Advance
    });
    // Representatives by hash, in order; each function's representative.
    let mut buckets: FxHashMap<u64, Vec<OpId>> = FxHashMap::default();
    let mut renamed: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    let mut erase = Vec::new();
    for &f in &funcs {
        // Declarations stay, even when equal.
        let external = body.child_body(f).is_none_or(|c| {
            c.root_regions()
                .iter()
                .all(|&r| c.region_blocks(r).next().is_none())
        });
        if external {
            continue;
        }
        let h = function_hash(ctx, body, f);
        let bucket = buckets.entry(h).or_default();
        match bucket.iter().copied().find(|&r| equivalent(ctx, body, r, f)) {
            Some(r) => {
                if let (Some(from), Some(to)) = (sym_name(ctx, body, f), sym_name(ctx, body, r)) {
                    renamed.insert(from, to);
                }
                erase.push(f);
            }
            None => bucket.push(f),
        }
    }
    if erase.is_empty() {
        return;
    }
    // Every use of an erased function's symbol (calls, `func.constant`)
    // now names its representative.
    let regions = body.root_regions().to_vec();
    for (&from, &to) in &renamed {
        let (Some(from), Some(to)) = (ctx.string_attr_value(from), ctx.string_attr_value(to)) else {
            continue;
        };
        let (from, to) = (ctx.ident(from), ctx.ident(to));
        strata_ir::symbol_table::replace_all_symbol_uses(ctx, body, &regions, from, to);
    }
    for f in erase {
        body.erase_op(f);
    }
}
