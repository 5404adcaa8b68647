//! `affine-simplify-min-max`: drops the results of `affine.min` and
//! `affine.max` ops that bounds on their operands show can never be the
//! op's value, and simplifies `affine.apply` ops of such bounded values
//! (MLIR's `SimplifyAffineMinMaxPass`).
//!
//! The bounds come from the ops defining the operands, followed back
//! through the IR ([`ValueBoundsSet`]: constants, `arith` index arithmetic
//! and `select`, `affine.apply`/`min`/`max`, `scf.for` induction variables,
//! `memref.dim`/`tensor.dim`), and are decided exactly over the integers by
//! `strata-presburger`.
//!
//! The results of an op are grouped as follows, in order: each result not
//! yet grouped starts a group and is compared with the later results (with
//! the best result of their group, when they have one); a result that is
//! always strictly smaller (for `affine.min`; larger for `affine.max`) than
//! the other stays the group's best, one that is never smaller gives way to
//! the other, and either way the two groups merge; an undecided comparison
//! leaves them apart. The op keeps the best result of each group. Ties thus
//! resolve in favour of the later result, and a result equal to a later one
//! only on part of the range is kept.
//!
//! This runs, with the canonicalization patterns of `affine.min` and
//! `affine.max` and with folding, through the greedy driver over the
//! function, so dead ops go and constants fold too. `affine.apply` ops of
//! `affine.apply` or `affine.min` results are composed and canonicalized;
//! other applies are left as they are, as in mlir-opt.
//!
//! Cost: each simplification attempt builds one constraint system over the
//! op's operands and what defines them (at most a fixed number of values,
//! see [`ValueBoundsSet`]) and runs an integer emptiness check per pair of
//! results compared, so a pass over a function is linear in its size times
//! the square of the widest min/max map.

use strata_dialect_affine::analysis::{Comparison, LinExpr, ValueBoundsSet};
use strata_dialect_affine::{
    canonicalize_map_and_operands, compose_affine_map_and_operands, map_attr, op_map, simplify_affine_map,
    ApplyOp, APPLY, MAX, MIN,
};
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId, OpRef, ValueDef, ValueId};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested, CanonicalizationPatterns, FrozenPatternSet, GreedyConfig,
    PatternRewriter, PatternRoot, RewritePattern,
};

/// The `affine-simplify-min-max` pass.
#[derive(Clone, Debug, Default)]
pub struct SimplifyAffineMinMax;

impl Pass for SimplifyAffineMinMax {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["affine.apply", "arith.constant"])
    }

    fn argument(&self) -> &'static str {
        "affine-simplify-min-max"
    }

    fn description(&self) -> &'static str {
        "Simplify affine min/max/apply"
    }

    fn name(&self) -> &'static str {
        "SimplifyAffineMinMaxPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns = FrozenPatternSet::new(ctx, simplify_min_max_patterns(ctx));
        // MLIR's default configuration: bottom-up.
        let config = GreedyConfig {
            top_down: false,
            ..GreedyConfig::default()
        };
        apply_patterns_greedily_nested(ctx, op.body(), &patterns, config, false);
        Ok(())
    }
}

/// The patterns of the pass: the canonicalizations of `affine.max` and
/// `affine.min`, then the bound-based simplifications of both and of
/// `affine.apply` (which is not canonicalized otherwise).
pub fn simplify_min_max_patterns(ctx: &Context) -> Vec<Box<dyn RewritePattern>> {
    let mut out: Vec<Box<dyn RewritePattern>> = Vec::new();
    let canonical = |name: &str, out: &mut Vec<Box<dyn RewritePattern>>| {
        if let Some(p) = ctx
            .op_def(ctx.op_name(name))
            .and_then(|d| d.interfaces.get::<CanonicalizationPatterns>())
        {
            (p.0)(ctx, out);
        }
    };
    canonical("affine.max", &mut out);
    canonical("affine.min", &mut out);
    out.push(Box::new(SimplifyMinMax(MAX.name)));
    out.push(Box::new(SimplifyMinMax(MIN.name)));
    out.push(Box::new(SimplifyApplyOfMin));
    // What MLIR's folders of affine.for and affine.if do (bounds and
    // conditions canonicalized in place, loops that never run or only pass
    // their values on replaced by them), which Strata's dialect states as
    // patterns; the greedy driver applies folders whatever the pattern set.
    let mut folds = Vec::new();
    canonical("affine.for", &mut folds);
    canonical("affine.if", &mut folds);
    out.extend(folds.into_iter().filter(|p| {
        matches!(
            p.debug_name(),
            "(anonymous namespace)::AffineForCanonicalizeBounds"
                | "(anonymous namespace)::AffineForEmptyLoopFolder"
                | "(anonymous namespace)::AffineIfCanonicalizeCondition"
        )
    }));
    out
}

struct SimplifyMinMax(&'static str);

impl RewritePattern for SimplifyMinMax {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn debug_name(&self) -> &str {
        if self.0 == MIN.name {
            "SimplifyAffineMinOp"
        } else {
            "SimplifyAffineMaxOp"
        }
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(map) = simplify_min_max_map(rw.ctx, rw.body(), op) else {
            return false;
        };
        let attr = map_attr(rw.ctx, map);
        let ctx = rw.ctx;
        rw.modify_op_in_place(op, |b| b.set_op_attr(ctx, op, "map", Some(attr)));
        true
    }
}

/// The map of the `affine.min` (`affine.max`) `op` without the results
/// that never give its value (see the module documentation), or `None`
/// when every result stays.
pub fn simplify_min_max_map(ctx: &Context, body: &strata_ir::Body, op: OpId) -> Option<AffineMap> {
    let r = OpRef::new(ctx, body, op);
    let cmp = match r.name_str() {
        "affine.min" => Comparison::Lt,
        "affine.max" => Comparison::Gt,
        _ => return None,
    };
    let map = op_map(r)?;
    let operands: Vec<ValueId> = r.operands().collect();
    let n = map.results.len();
    if n < 2 {
        return None;
    }
    let mut set = ValueBoundsSet::new(ctx, body);
    let exprs: Vec<Option<LinExpr>> = (0..n).map(|i| set.map_expr(&map, i, &operands)).collect();
    set.populate();
    let compare = |a: usize, b: usize| match (&exprs[a], &exprs[b]) {
        (Some(x), Some(y)) => set.strong_compare(x, cmp, y),
        _ => None,
    };
    // Groups as a union-find whose representative is the smallest member.
    let mut parent: Vec<usize> = (0..n).collect();
    fn find(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let mut best: Vec<Option<usize>> = vec![None; n];
    let mut merged = false;
    for i in 0..n {
        let gi = find(&mut parent, i);
        if best[gi].is_some() {
            continue;
        }
        let mut cur = i;
        for j in i + 1..n {
            let gi = find(&mut parent, i);
            let gj = find(&mut parent, j);
            if gi == gj {
                continue;
            }
            let other = best[gj].unwrap_or(j);
            match compare(cur, other) {
                None => continue,
                Some(true) => {}
                Some(false) => cur = other,
            }
            let (lo, hi) = (gi.min(gj), gi.max(gj));
            parent[hi] = lo;
            best[hi] = None;
            merged = true;
        }
        let gi = find(&mut parent, i);
        best[gi] = Some(cur);
    }
    if !merged {
        return None;
    }
    // The kept results over symbols only (the dims become the first
    // symbols), as MLIR's value-bound variables state them; the
    // canonicalization turns the symbols that are not valid ones back into
    // dims.
    let symbols: Vec<AffineExpr> = (0..map.num_dims + map.num_symbols)
        .map(|i| ctx.affine_symbol(i))
        .collect();
    let results: Vec<AffineExpr> = (0..n)
        .filter(|&i| find(&mut parent, i) == i)
        .filter_map(|g| best[g].map(|b| map.results[b]))
        .map(|e| {
            e.replace_dims_and_symbols(
                ctx,
                &symbols[..map.num_dims as usize],
                &symbols[map.num_dims as usize..],
            )
        })
        .collect();
    Some(AffineMap::new(0, map.num_dims + map.num_symbols, results))
}

/// An `affine.apply` of `affine.apply` or `affine.min` results: the
/// applies are composed into it (and its map and operands canonicalized),
/// and `x ceildiv c` and `(x + c - 1) floordiv c` become 1 when `x` is an
/// `affine.min` whose value is at least 1 and that has `c` among its
/// results (then `1 <= x <= c`). Applies of other values are left alone.
struct SimplifyApplyOfMin;

impl RewritePattern for SimplifyApplyOfMin {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(APPLY.name)
    }

    fn debug_name(&self) -> &str {
        "SimplifyAffineApplyOp"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rw.ctx, rw.body());
        let r = OpRef::new(ctx, body, op);
        let Some(old_map) = op_map(r) else { return false };
        let mut operands: Vec<ValueId> = r.operands().collect();
        if operands.len() != (old_map.num_dims + old_map.num_symbols) as usize {
            return false;
        }
        let defined_by = |v: ValueId, name: &str| match body.value_def(v) {
            ValueDef::Result(d, _) => ctx.op_name_str(body.op_name(d)) == name,
            _ => false,
        };
        if !operands
            .iter()
            .any(|&v| defined_by(v, APPLY.name) || defined_by(v, MIN.name))
        {
            return false;
        }
        let mut map = old_map.clone();
        compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
        map = replace_bounded_divisions(ctx, body, &map, &operands);
        canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
        let map = simplify_affine_map(ctx, &map);
        if map == old_map {
            return false;
        }
        let loc = r.loc();
        rw.set_insertion_point(op);
        let v = ApplyOp::build(rw, loc, &operands, map_attr(ctx, map)).result(rw);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `map` with `x ceildiv c` and `(x + c - 1) floordiv c` replaced by 1 for
/// each operand `x` that is a positive `affine.min` with a constant result
/// `c`.
fn replace_bounded_divisions(
    ctx: &Context,
    body: &strata_ir::Body,
    map: &AffineMap,
    operands: &[ValueId],
) -> AffineMap {
    let mut results = map.results.to_vec();
    for (pos, &v) in operands.iter().enumerate() {
        let ValueDef::Result(min, _) = body.value_def(v) else {
            continue;
        };
        let m = OpRef::new(ctx, body, min);
        if m.name_str() != MIN.name {
            continue;
        }
        let Some(min_map) = op_map(m) else { continue };
        let constants: Vec<i64> = min_map
            .results
            .iter()
            .filter_map(|e| e.as_constant(ctx))
            .filter(|&c| c > 0)
            .collect();
        if constants.is_empty() || !min_is_positive(ctx, body, min, &min_map) {
            continue;
        }
        let x = if pos < map.num_dims as usize {
            ctx.affine_dim(pos as u32)
        } else {
            ctx.affine_symbol((pos - map.num_dims as usize) as u32)
        };
        let one = ctx.affine_constant(1);
        for c in constants {
            let k = ctx.affine_constant(c);
            let ceil = ctx.affine_ceil_div(x, k);
            let floor = ctx.affine_floor_div(ctx.affine_add(x, ctx.affine_constant(c - 1)), k);
            for e in results.iter_mut() {
                *e = e.replace(ctx, ceil, one).replace(ctx, floor, one);
            }
        }
    }
    AffineMap::new(map.num_dims, map.num_symbols, results)
}

/// Whether every result of the `affine.min` `min` is at least 1.
fn min_is_positive(ctx: &Context, body: &strata_ir::Body, min: OpId, map: &AffineMap) -> bool {
    let operands: Vec<ValueId> = body.operands(min).collect();
    let mut set = ValueBoundsSet::new(ctx, body);
    let exprs: Vec<Option<LinExpr>> = (0..map.results.len())
        .map(|i| set.map_expr(map, i, &operands))
        .collect();
    set.populate();
    let one = LinExpr::constant(1);
    exprs.iter().all(|e| {
        e.as_ref()
            .and_then(|e| set.strong_compare(e, Comparison::Ge, &one))
            == Some(true)
    })
}
