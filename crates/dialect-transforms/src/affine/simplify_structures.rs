//! `affine-simplify-structures`: simplifies the affine maps and integer
//! sets held by the ops of a function, then canonicalizes the
//! `affine.apply`, `affine.for` and `affine.if` ops (MLIR's
//! `SimplifyAffineStructures`).
//!
//! Maps are simplified as everywhere else ([`simplify_affine_map`]).
//! Integer sets whose constraints are linear are normalized as MLIR's
//! `simplifyIntegerSet` does: equalities divided by the GCD of their
//! coefficients, inequalities GCD-tightened, trivially true and dominated
//! inequalities dropped, and an empty set replaced by `1 == 0`. Sets with
//! `floordiv`, `ceildiv` or `mod` are left as they are (MLIR rebuilds
//! their division constraints, which this does not).

use strata_dialect_affine::{linear_coefficients, simplify_affine_map};
use strata_ir::affine::{AffineExpr, IntegerSet};
use strata_ir::{AttrKind, Attribute, Body, Context, IsolatedOpMut, LogicalResult, OpId, OpName};
use strata_pass::Pass;
use strata_presburger::IntegerRelation;
use strata_rewrite::{
    apply_op_patterns_greedily, op_canonicalization_patterns, FrozenPatternSet, GreedyConfig,
    RegionSimplifyLevel, Strictness,
};

/// The `affine-simplify-structures` pass.
#[derive(Clone, Debug, Default)]
pub struct SimplifyAffineStructures;

impl Pass for SimplifyAffineStructures {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["affine.apply", "arith.constant"])
    }

    fn argument(&self) -> &'static str {
        "affine-simplify-structures"
    }

    fn description(&self) -> &'static str {
        "Simplify affine expressions in maps/sets and normalize memrefs"
    }

    fn name(&self) -> &'static str {
        "SimplifyAffineStructures"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let ops = body.collect_root_regions_post_order();
        let mut to_simplify = Vec::new();
        for &o in &ops {
            simplify_op_attributes(ctx, body, o);
            if matches!(
                ctx.op_name_str(body.op_name(o)),
                "affine.for" | "affine.if" | "affine.apply"
            ) {
                to_simplify.push(o);
            }
        }
        let names: Vec<OpName> = ["affine.apply", "affine.for", "affine.if"]
            .iter()
            .map(|&n| ctx.op_name(n))
            .collect();
        let patterns = FrozenPatternSet::new(ctx, op_canonicalization_patterns(ctx, &names));
        let config = GreedyConfig {
            strictness: Strictness::ExistingAndNewOps,
            region_simplify: RegionSimplifyLevel::Disabled,
            ..GreedyConfig::default()
        };
        apply_op_patterns_greedily(ctx, body, &to_simplify, &patterns, config);
        Ok(())
    }
}

/// Simplifies the maps and sets among the properties and attributes of `op`.
fn simplify_op_attributes(ctx: &Context, body: &mut Body, op: OpId) {
    let simplify_dict = |dict: Attribute| -> Option<Attribute> {
        let entries = ctx.dict_entries(dict).to_vec();
        let mut changed = false;
        let new: Vec<_> = entries
            .iter()
            .map(|&(n, a)| {
                let s = simplify_attr(ctx, a);
                changed |= s != a;
                (n, s)
            })
            .collect();
        changed.then(|| ctx.dictionary_attr(&new))
    };
    if let Some(new) = body.op_properties(op).and_then(simplify_dict) {
        body.set_op_properties(op, Some(new));
    }
    if let Some(new) = body.op_attr_dict(op).and_then(simplify_dict) {
        body.set_op_attr_dict(op, Some(new));
    }
}

fn simplify_attr(ctx: &Context, a: Attribute) -> Attribute {
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => {
            let s = simplify_affine_map(ctx, m);
            if &s == m {
                a
            } else {
                ctx.intern_attr(AttrKind::AffineMap(s))
            }
        }
        AttrKind::IntegerSet(set) => {
            let s = simplify_integer_set(ctx, set);
            if &s == set {
                a
            } else {
                ctx.intern_attr(AttrKind::IntegerSet(s))
            }
        }
        _ => a,
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i64::try_from(a).unwrap_or(1)
}

/// The set with no points, as MLIR spells it.
fn empty_set(ctx: &Context, set: &IntegerSet) -> IntegerSet {
    IntegerSet {
        num_dims: set.num_dims,
        num_symbols: set.num_symbols,
        constraints: vec![ctx.affine_constant(1)].into(),
        eq_flags: vec![true].into(),
    }
}

/// The expression of a row of coefficients (dims, symbols, constant).
fn row_expr(ctx: &Context, row: &[i64], nd: usize) -> AffineExpr {
    let last = row.len() - 1;
    let mut e = ctx.affine_constant(0);
    for (i, &c) in row[..last].iter().enumerate() {
        if c == 0 {
            continue;
        }
        let v = if i < nd {
            ctx.affine_dim(i as u32)
        } else {
            ctx.affine_symbol((i - nd) as u32)
        };
        e = ctx.affine_add(e, ctx.affine_mul(v, ctx.affine_constant(c)));
    }
    ctx.affine_add(e, ctx.affine_constant(row[last]))
}

/// MLIR's `simplifyIntegerSet` for linear sets (see the module docs).
pub fn simplify_integer_set(ctx: &Context, set: &IntegerSet) -> IntegerSet {
    let (nd, ns) = (set.num_dims as usize, set.num_symbols as usize);
    let width = nd + ns + 1;
    let rows: Option<Vec<Vec<i64>>> = set
        .constraints
        .iter()
        .map(|&e| linear_coefficients(ctx, e, nd, ns))
        .collect();
    let Some(rows) = rows else {
        // MLIR's emptiness check (Fourier-Motzkin, close to a rational
        // check) finds fewer empty sets than an exact one; a set with
        // divisions is otherwise left alone.
        return if semi_affine_empty(ctx, set) {
            empty_set(ctx, set)
        } else {
            set.clone()
        };
    };
    let last = width - 1;
    let mut eqs = Vec::new();
    let mut ineqs = Vec::new();
    for (row, &eq) in rows.into_iter().zip(set.eq_flags.iter()) {
        let g = row[..last].iter().fold(0, |g, &c| gcd(g, c));
        let mut row = row;
        if eq {
            if g == 0 {
                if row[last] != 0 {
                    return empty_set(ctx, set);
                }
            } else {
                if row[last] % g != 0 {
                    return empty_set(ctx, set);
                }
                row.iter_mut().for_each(|c| *c /= g);
            }
            eqs.push(row);
        } else {
            if g == 0 {
                if row[last] < 0 {
                    return empty_set(ctx, set);
                }
            } else if g > 1 {
                for c in row[..last].iter_mut() {
                    *c /= g;
                }
                row[last] = row[last].div_euclid(g);
            }
            ineqs.push(row);
        }
    }
    let mut rel = IntegerRelation::set(nd + ns, 0, 0);
    for r in &eqs {
        rel.add_eq(r);
    }
    for r in &ineqs {
        rel.add_ineq(r);
    }
    if rel.is_integer_empty().unwrap_or(false) {
        return empty_set(ctx, set);
    }
    // Trivially true rows, duplicates, and rows differing from another only
    // by a larger constant go.
    let mut keep = vec![true; ineqs.len()];
    let mut best: rustc_hash::FxHashMap<&[i64], usize> = rustc_hash::FxHashMap::default();
    for (r, row) in ineqs.iter().enumerate() {
        if row[..last].iter().all(|&c| c == 0) {
            keep[r] = false;
            continue;
        }
        match best.get(&row[..last]) {
            Some(&o) if ineqs[o][last] <= row[last] => keep[r] = false,
            Some(&o) => {
                keep[o] = false;
                best.insert(&row[..last], r);
            }
            None => {
                best.insert(&row[..last], r);
            }
        }
    }
    let mut constraints = Vec::new();
    let mut flags = Vec::new();
    for r in &eqs {
        constraints.push(row_expr(ctx, r, nd));
        flags.push(true);
    }
    for (r, row) in ineqs.iter().enumerate() {
        if keep[r] {
            constraints.push(row_expr(ctx, row, nd));
            flags.push(false);
        }
    }
    if constraints.is_empty() {
        // Always true, spelled `0 == 0` as MLIR does.
        constraints.push(ctx.affine_constant(0));
        flags.push(true);
    }
    IntegerSet {
        num_dims: set.num_dims,
        num_symbols: set.num_symbols,
        constraints: constraints.into(),
        eq_flags: flags.into(),
    }
}

/// Whether a set with divisions or modulos has no rational point.
fn semi_affine_empty(ctx: &Context, set: &IntegerSet) -> bool {
    use strata_dialect_affine::analysis::{Constraints, LinExpr, VarKind};
    let mut cst = Constraints::new();
    let vars: Vec<LinExpr> = (0..set.num_dims + set.num_symbols)
        .map(|_| LinExpr::var(cst.add_var(VarKind::Dim, None)))
        .collect();
    for (&e, &eq) in set.constraints.iter().zip(set.eq_flags.iter()) {
        let Some(f) = cst.flatten(ctx, e, set.num_dims, &vars) else {
            return false;
        };
        if eq {
            cst.add_eq(f);
        } else {
            cst.add_ineq(f);
        }
    }
    cst.is_rationally_empty()
}
