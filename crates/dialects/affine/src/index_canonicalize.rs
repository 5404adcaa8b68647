//! The canonicalizations that cancel `affine.linearize_index` against
//! `affine.delinearize_index` (MLIR 22's patterns of the same names), and
//! the cancellation of a delinearization's results recombined in an affine
//! map (used when maps are composed).
//!
//! A basis is handled "padded": one entry per index, the first `None` when
//! the op leaves its outer bound unspecified.

use strata_dialect_utils::attrs::{dense_i32_array, dense_i64_array, dense_i64_values};
use strata_dialect_utils::matchers::const_i64;
use strata_dialect_utils::patterns::{create_at, op_ref};
use strata_dialect_utils::segments::operand_group;
use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use strata_ir::{Context, Location, OpId, OpRef, ValueDef, ValueId, DYNAMIC};
use strata_rewrite::PatternRewriter;

use crate::canonicalize::{split_mixed, summands, ApplyValue};
use crate::index_ops::is_disjoint;

/// A padded basis entry: a known bound (constant or value) or none.
type Bound = Option<ApplyValue>;

/// The basis of an index op as written: its static entries with the
/// dynamic ones filled in from `dynamic`, in order.
fn mixed_basis(op: OpRef<'_>, dynamic: &[ValueId]) -> Option<Vec<ApplyValue>> {
    let statics = dense_i64_values(op.ctx, op.attr("static_basis")?)?;
    let mut next = dynamic.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                next.next().map(|&v| ApplyValue::Value(v))
            } else {
                Some(ApplyValue::Const(s))
            }
        })
        .collect()
}

/// A `linearize_index`'s indices, basis and whether it is disjoint.
struct Linearize {
    indices: Vec<ValueId>,
    basis: Vec<ApplyValue>,
    disjoint: bool,
}

impl Linearize {
    fn of(op: OpRef<'_>) -> Option<Linearize> {
        if op.name_str() != "affine.linearize_index" {
            return None;
        }
        let indices: Vec<ValueId> = operand_group(op, 0).map(|i| op.operand(i)).collect();
        let dynamic: Vec<ValueId> = operand_group(op, 1).map(|i| op.operand(i)).collect();
        let basis = mixed_basis(op, &dynamic)?;
        Some(Linearize {
            indices,
            basis,
            disjoint: is_disjoint(op),
        })
    }

    fn has_outer_bound(&self) -> bool {
        self.indices.len() == self.basis.len()
    }

    fn padded_basis(&self) -> Vec<Bound> {
        let mut padded: Vec<Bound> = Vec::with_capacity(self.indices.len());
        if !self.has_outer_bound() {
            padded.push(None);
        }
        padded.extend(self.basis.iter().map(|&b| Some(b)));
        padded
    }
}

/// A `delinearize_index`'s operand and basis.
struct Delinearize {
    linear: ValueId,
    basis: Vec<ApplyValue>,
    num_results: usize,
}

impl Delinearize {
    fn of(op: OpRef<'_>) -> Option<Delinearize> {
        if op.name_str() != "affine.delinearize_index" {
            return None;
        }
        let operands: Vec<ValueId> = op.operands().collect();
        let (&linear, dynamic) = operands.split_first()?;
        Some(Delinearize {
            linear,
            basis: mixed_basis(op, dynamic)?,
            num_results: op.num_results(),
        })
    }

    fn has_outer_bound(&self) -> bool {
        self.num_results == self.basis.len()
    }

    fn padded_basis(&self) -> Vec<Bound> {
        let mut padded: Vec<Bound> = Vec::with_capacity(self.num_results);
        if !self.has_outer_bound() {
            padded.push(None);
        }
        padded.extend(self.basis.iter().map(|&b| Some(b)));
        padded
    }
}

/// Creates `affine.linearize_index` of `indices` by `basis` (a leading
/// `None` means no outer bound) before `at`.
fn create_linearize(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: Location,
    indices: &[ValueId],
    basis: &[Bound],
    disjoint: bool,
) -> ValueId {
    let basis: Vec<ApplyValue> = match basis.split_first() {
        Some((None, rest)) => rest
            .iter()
            .map(|b| b.expect("only the first bound may be unknown"))
            .collect(),
        _ => basis
            .iter()
            .map(|b| b.expect("only the first bound may be unknown"))
            .collect(),
    };
    linearize_index(rw, at, loc, indices, &basis, disjoint)
}

/// Creates `affine.linearize_index [indices] by (basis)` (`disjoint` if
/// asked) before `at`, at `loc`; its result.
pub fn linearize_index(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: Location,
    indices: &[ValueId],
    basis: &[ApplyValue],
    disjoint: bool,
) -> ValueId {
    let ctx = rw.ctx;
    let (statics, dynamic) = split_mixed(basis);
    let mut operands = indices.to_vec();
    operands.extend(&dynamic);
    let disjoint = if disjoint {
        ctx.unit_attr()
    } else {
        ctx.bool_attr(false)
    };
    let props = [
        ("disjoint", disjoint),
        (
            "operandSegmentSizes",
            dense_i32_array(ctx, &[indices.len() as i32, dynamic.len() as i32]),
        ),
        ("static_basis", dense_i64_array(ctx, &statics)),
    ];
    let index = ctx.index_type();
    let op = create_at(rw, at, loc, "affine.linearize_index", &operands, &[index], &props);
    rw.body().result(op, 0)
}

/// Creates `affine.delinearize_index` of `linear` into `basis` (a leading
/// `None`, or `has_outer_bound` false, means no outer bound) before `at`;
/// its results.
fn create_delinearize(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: Location,
    linear: ValueId,
    basis: &[Bound],
    mut has_outer_bound: bool,
) -> Vec<ValueId> {
    let ctx = rw.ctx;
    let basis: Vec<ApplyValue> = match basis.split_first() {
        Some((None, rest)) => {
            has_outer_bound = false;
            rest.iter()
                .map(|b| b.expect("only the first bound may be unknown"))
                .collect()
        }
        _ => basis
            .iter()
            .map(|b| b.expect("only the first bound may be unknown"))
            .collect(),
    };
    let (statics, dynamic) = split_mixed(&basis);
    let mut operands = vec![linear];
    operands.extend(&dynamic);
    let n = basis.len() + usize::from(!has_outer_bound);
    let index = ctx.index_type();
    let op = create_at(
        rw,
        at,
        loc,
        "affine.delinearize_index",
        &operands,
        &vec![index; n],
        &[("static_basis", dense_i64_array(ctx, &statics))],
    );
    rw.body().results(op).collect()
}

/// The product of `terms` (MLIR's `computeProduct`): a constant, or an
/// `affine.apply` of the values' product created before `at`; `None` if a
/// term is unknown.
fn compute_product(rw: &mut PatternRewriter<'_>, at: OpId, loc: Location, terms: &[Bound]) -> Bound {
    let ctx = rw.ctx;
    let mut expr = ctx.affine_constant(1);
    let mut values = Vec::new();
    for t in terms {
        match (*t)? {
            ApplyValue::Const(c) => expr = ctx.affine_mul(expr, ctx.affine_constant(c)),
            ApplyValue::Value(v) => {
                expr = ctx.affine_mul(expr, ctx.affine_symbol(values.len() as u32));
                values.push(v);
            }
        }
    }
    if let Some(c) = expr.as_constant(ctx) {
        return Some(ApplyValue::Const(c));
    }
    let map = AffineMap::new(0, values.len() as u32, vec![expr]);
    let index = ctx.index_type();
    let apply = create_at(
        rw,
        at,
        loc,
        "affine.apply",
        &values,
        &[index],
        &[("map", crate::map_attr(ctx, map))],
    );
    Some(ApplyValue::Value(rw.body().result(apply, 0)))
}

/// The op defining `v` and the result number, if `v` is an op result.
fn result_of(op: OpRef<'_>, v: ValueId) -> Option<(OpId, usize)> {
    match op.body.value_def(v) {
        ValueDef::Result(def, i) => Some((def, i as usize)),
        _ => None,
    }
}

// ---- affine.delinearize_index ------------------------------------------------------------------

/// A delinearization whose operand is a `disjoint` linearization: both,
/// with the linearization's op.
fn delinearize_of_disjoint_linearize(o: OpRef<'_>) -> Option<(Delinearize, OpRef<'_>, Linearize)> {
    let delin = Delinearize::of(o)?;
    let lin_ref = OpRef::new(o.ctx, o.body, o.body.defining_op(delin.linear)?);
    let lin = Linearize::of(lin_ref).filter(|l| l.disjoint)?;
    Some((delin, lin_ref, lin))
}

/// `delinearize(linearize disjoint [xs] by B) into D`: the trailing results
/// whose basis elements equal the linearization's are its trailing indices;
/// what remains is the delinearization of the linearization of the rest
/// (MLIR's `CancelDelinearizeOfLinearizeDisjointExactTail`).
pub(crate) fn cancel_delinearize_of_linearize(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some((delin, lin_ref, lin)) = delinearize_of_disjoint_linearize(o) else {
        return false;
    };
    let matches = lin
        .basis
        .iter()
        .rev()
        .zip(delin.basis.iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    if matches == 0 {
        return false;
    }
    if matches == lin.basis.len() && matches == delin.basis.len() && lin.indices.len() == delin.num_results {
        rw.replace_op(op, &lin.indices);
        return true;
    }
    let (lin_loc, loc) = (lin_ref.loc(), o.loc());
    let has_outer = delin.has_outer_bound();
    let lin_basis: Vec<Bound> = lin.basis[..lin.basis.len() - matches]
        .iter()
        .map(|&b| Some(b))
        .collect();
    let head = create_linearize(
        rw,
        op,
        lin_loc,
        &lin.indices[..lin.indices.len() - matches],
        &lin_basis,
        lin.disjoint,
    );
    let delin_basis: Vec<Bound> = delin.basis[..delin.basis.len() - matches]
        .iter()
        .map(|&b| Some(b))
        .collect();
    let mut results = create_delinearize(rw, op, loc, head, &delin_basis, has_outer);
    results.extend_from_slice(&lin.indices[lin.indices.len() - matches..]);
    rw.replace_op(op, &results);
    true
}

/// `delinearize(linearize disjoint [.., x] by (.., N)) into (.., a, b, c)`
/// where `a * b * c == N` (all static): the last elements are a
/// delinearization of `x` alone (MLIR's
/// `SplitDelinearizeSpanningLastLinearizeArg`).
pub(crate) fn split_delinearize_spanning_last_linearize_arg(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some((delin, lin_ref, lin)) = delinearize_of_disjoint_linearize(o) else {
        return false;
    };
    let Some(&ApplyValue::Const(target)) = lin.basis.last() else {
        return false;
    };
    let mut size: i64 = 1;
    let mut split = 0;
    for b in delin.basis.iter().rev() {
        let ApplyValue::Const(c) = *b else { return false };
        let Some(s) = size.checked_mul(c) else {
            return false;
        };
        size = s;
        split += 1;
        if size > target {
            return false;
        }
        if size == target {
            break;
        }
    }
    if size < target || split < 2 {
        return false;
    }
    let (lin_loc, loc) = (lin_ref.loc(), o.loc());
    let has_outer = delin.has_outer_bound();
    let (&last, rest) = lin
        .indices
        .split_last()
        .expect("a linearization with a basis has indices");
    let lin_basis: Vec<Bound> = lin.basis[..lin.basis.len() - 1]
        .iter()
        .map(|&b| Some(b))
        .collect();
    let head = create_linearize(rw, op, lin_loc, rest, &lin_basis, lin.disjoint);
    let keep = delin.basis.len() - split;
    let head_basis: Vec<Bound> = delin.basis[..keep].iter().map(|&b| Some(b)).collect();
    let mut results = create_delinearize(rw, op, loc, head, &head_basis, has_outer);
    let tail_basis: Vec<Bound> = delin.basis[keep..].iter().map(|&b| Some(b)).collect();
    results.extend(create_delinearize(rw, op, loc, last, &tail_basis, true));
    rw.replace_op(op, &results);
    true
}

// ---- affine.linearize_index --------------------------------------------------------------------

/// A run of `length` linearization indices from `lin_start` that are the
/// results `delin_start..` of one delinearization, with equal bounds.
struct Run {
    delinearize: OpId,
    lin_start: usize,
    delin_start: usize,
    length: usize,
}

/// `linearize [.., d#k, .., d#m, ..]` of consecutive results of a
/// delinearization `d` with the same bounds: the run becomes one index,
/// the delinearization's result for the merged bounds (or its operand when
/// the run covers it all), and `d` is rebuilt with the merged bound and a
/// residual delinearization for its other users (MLIR's
/// `CancelLinearizeOfDelinearizePortion`).
pub(crate) fn cancel_linearize_of_delinearize_portion(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(lin) = Linearize::of(o) else { return false };
    let lin_basis = lin.padded_basis();
    let n = lin.indices.len();
    let mut runs: Vec<Run> = Vec::new();
    let mut i = 0;
    while i < n {
        let Some((def, k)) = result_of(o, lin.indices[i]) else {
            i += 1;
            continue;
        };
        let Some(delin) = Delinearize::of(OpRef::new(o.ctx, o.body, def)) else {
            i += 1;
            continue;
        };
        let delin_basis = delin.padded_basis();
        let first_delin = delin_basis[k];
        let bounds_match = first_delin == lin_basis[i];
        let both_at_front = i == 0 && k == 0;
        let known_by_disjoint = lin.disjoint && k == 0 && first_delin.is_none();
        if !bounds_match && !both_at_front && !known_by_disjoint {
            i += 1;
            continue;
        }
        let mut j = 1;
        while i + j < n && k + j < delin.num_results {
            if lin.indices[i + j] != o.body.result(def, k + j) || lin_basis[i + j] != delin_basis[k + j] {
                break;
            }
            j += 1;
        }
        // One run per delinearization per application: the others are for
        // the next rounds, once this one is rewritten.
        if j <= 1 || runs.iter().any(|r| r.delinearize == def) {
            i += 1;
            continue;
        }
        runs.push(Run {
            delinearize: def,
            lin_start: i,
            delin_start: k,
            length: j,
        });
        i += j;
    }
    if runs.is_empty() {
        return false;
    }
    let lin_loc = o.loc();
    let mut replacements: Vec<Option<(OpId, Vec<ValueId>)>> = Vec::new();
    let mut new_indices = Vec::with_capacity(n);
    let mut new_basis: Vec<Bound> = Vec::with_capacity(n);
    let mut prev_end = 0;
    for run in &runs {
        new_indices.extend_from_slice(&lin.indices[prev_end..run.lin_start]);
        new_basis.extend_from_slice(&lin_basis[prev_end..run.lin_start]);
        prev_end = run.lin_start + run.length;
        let d = op_ref(rw, run.delinearize);
        let delin = Delinearize::of(d).expect("matched above");
        let delin_loc = d.loc();
        let to_merge = &lin_basis[run.lin_start..run.lin_start + run.length];
        // The linearization's bounds, for the bound implied by `disjoint`.
        let size = compute_product(rw, run.delinearize, lin_loc, to_merge);
        if run.length == delin.num_results {
            new_indices.push(delin.linear);
            new_basis.push(size);
            replacements.push(None);
            continue;
        }
        let mut basis = delin.padded_basis();
        basis.splice(run.delin_start..run.delin_start + run.length, [size]);
        let merged = create_delinearize(rw, run.delinearize, delin_loc, delin.linear, &basis, true);
        let combined = merged[run.delin_start];
        let residual = create_delinearize(rw, run.delinearize, delin_loc, combined, to_merge, true);
        let mut results = merged[..run.delin_start].to_vec();
        results.extend(residual);
        results.extend_from_slice(&merged[run.delin_start + 1..]);
        replacements.push(Some((run.delinearize, results)));
        new_indices.push(combined);
        new_basis.push(size);
    }
    new_indices.extend_from_slice(&lin.indices[prev_end..]);
    new_basis.extend_from_slice(&lin_basis[prev_end..]);
    let new = create_linearize(rw, op, lin_loc, &new_indices, &new_basis, lin.disjoint);
    rw.replace_op(op, &[new]);
    for (delinearize, results) in replacements.into_iter().flatten() {
        rw.replace_op(delinearize, &results);
    }
    true
}

/// A leading constant 0 index contributes nothing: it is dropped with its
/// bound (MLIR's `DropLinearizeLeadingZero`).
pub(crate) fn drop_linearize_leading_zero(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(lin) = Linearize::of(o) else { return false };
    let Some(&first) = lin.indices.first() else {
        return false;
    };
    if const_i64(o.ctx, o.body, first) != Some(0) {
        return false;
    }
    if lin.indices.len() == 1 {
        rw.replace_op(op, &[first]);
        return true;
    }
    let basis: Vec<Bound> = if lin.has_outer_bound() {
        lin.basis[1..].iter().map(|&b| Some(b)).collect()
    } else {
        lin.basis.iter().map(|&b| Some(b)).collect()
    };
    let loc = o.loc();
    let new = create_linearize(rw, op, loc, &lin.indices[1..], &basis, lin.disjoint);
    rw.replace_op(op, &[new]);
    true
}

/// Indices whose bound is 1 are 0 when the op is `disjoint`, or may be
/// known to be 0: either way they are dropped with their bound (MLIR's
/// `DropLinearizeUnitComponentsIfDisjointOrZero`).
pub(crate) fn drop_linearize_unit_components(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(lin) = Linearize::of(o) else { return false };
    let mut indices = lin.indices.as_slice();
    let mut new_indices = Vec::with_capacity(indices.len());
    let mut new_basis: Vec<Bound> = Vec::with_capacity(indices.len());
    if !lin.has_outer_bound() {
        let (&first, rest) = indices.split_first().expect("more indices than bounds");
        new_indices.push(first);
        new_basis.push(None);
        indices = rest;
    }
    for (&index, &bound) in indices.iter().zip(&lin.basis) {
        let unit = bound == ApplyValue::Const(1);
        if unit && (lin.disjoint || const_i64(o.ctx, o.body, index) == Some(0)) {
            continue;
        }
        new_indices.push(index);
        new_basis.push(Some(bound));
    }
    if new_indices.len() == lin.indices.len() {
        return false;
    }
    let ctx = rw.ctx;
    let loc = o.loc();
    if new_indices.is_empty() {
        let index = ctx.index_type();
        let zero = ctx.integer_attr(index, 0);
        let c = create_at(rw, op, loc, "arith.constant", &[], &[index], &[("value", zero)]);
        let v = rw.body().result(c, 0);
        rw.replace_op(op, &[v]);
        return true;
    }
    let new = create_linearize(rw, op, loc, &new_indices, &new_basis, lin.disjoint);
    rw.replace_op(op, &[new]);
    true
}

// ---- affine maps over delinearized indices -------------------------------------------------------

/// Where `last` (a value of `dims` or `syms`) is the last result of an
/// `affine.delinearize_index` with a static basis all of whose results are
/// operands of `map`, replaces each sum of the results times their strides
/// (`r_n + r_(n-1) * b_n + ...`, the terms in any order within one sum) by
/// the delinearized index, appended as a new dim (if all the results are
/// dims) or symbol. False when nothing was replaced.
pub(crate) fn replace_delinearize_inverse(
    ctx: &Context,
    body: &strata_ir::Body,
    last: ValueId,
    map: &mut AffineMap,
    dims: &mut Vec<Option<ValueId>>,
    syms: &mut Vec<Option<ValueId>>,
) -> bool {
    let ValueDef::Result(def, k) = body.value_def(last) else {
        return false;
    };
    let Some(delin) = Delinearize::of(OpRef::new(ctx, body, def)) else {
        return false;
    };
    if k as usize + 1 != delin.num_results {
        return false;
    }
    let mut strides_rev = Vec::with_capacity(delin.num_results);
    let mut stride: i64 = 1;
    for i in (0..delin.num_results).rev() {
        strides_rev.push(stride);
        let bound = if delin.has_outer_bound() {
            delin.basis.get(i)
        } else {
            i.checked_sub(1).and_then(|j| delin.basis.get(j))
        };
        match bound {
            Some(ApplyValue::Const(c)) => stride = stride.saturating_mul(*c),
            Some(ApplyValue::Value(_)) => return false,
            None => {}
        }
    }
    // The expression of each result among the map's inputs.
    let mut exprs: Vec<Option<AffineExpr>> = vec![None; delin.num_results];
    let mut all_dims = true;
    for (pos, v) in dims.iter().enumerate() {
        if let Some(ValueDef::Result(d, r)) = v.map(|v| body.value_def(v)) {
            if d == def {
                exprs[r as usize] = Some(ctx.affine_dim(pos as u32));
            }
        }
    }
    for (pos, v) in syms.iter().enumerate() {
        if let Some(ValueDef::Result(d, r)) = v.map(|v| body.value_def(v)) {
            if d == def {
                exprs[r as usize] = Some(ctx.affine_symbol(pos as u32));
                all_dims = false;
            }
        }
    }
    let Some(exprs) = exprs.into_iter().collect::<Option<Vec<_>>>() else {
        return false;
    };
    let terms: Vec<AffineExpr> = exprs
        .iter()
        .zip(strides_rev.iter().rev())
        .map(|(&e, &s)| {
            if s == 1 {
                e
            } else {
                ctx.affine_mul(e, ctx.affine_constant(s))
            }
        })
        .collect();
    let replacement = if all_dims {
        ctx.affine_dim(dims.len() as u32)
    } else {
        ctx.affine_symbol(syms.len() as u32)
    };
    let mut replaced = false;
    let results: Vec<AffineExpr> = map
        .results
        .iter()
        .map(|&e| {
            replace_sums(ctx, e, &terms, replacement)
                .inspect(|_| replaced = true)
                .unwrap_or(e)
        })
        .collect();
    if !replaced {
        return false;
    }
    if all_dims {
        dims.push(Some(delin.linear));
    } else {
        syms.push(Some(delin.linear));
    }
    *map = AffineMap::new(dims.len() as u32, syms.len() as u32, results);
    true
}

/// `e` with every sum holding all of `terms` among its summands rewritten
/// to the other summands plus `replacement`; `None` if there is none.
fn replace_sums(
    ctx: &Context,
    e: AffineExpr,
    terms: &[AffineExpr],
    replacement: AffineExpr,
) -> Option<AffineExpr> {
    let AffineExprKind::Binary(op, l, r) = e.kind(ctx) else {
        return None;
    };
    if op != AffineBinaryOp::Add {
        let l2 = replace_sums(ctx, l, terms, replacement);
        let r2 = replace_sums(ctx, r, terms, replacement);
        if l2.is_none() && r2.is_none() {
            return None;
        }
        return Some(ctx.affine_binary(op, l2.unwrap_or(l), r2.unwrap_or(r)));
    }
    let mut parts = Vec::new();
    summands(ctx, e, &mut parts);
    let mut changed = false;
    for p in &mut parts {
        if let Some(q) = replace_sums(ctx, *p, terms, replacement) {
            *p = q;
            changed = true;
        }
    }
    let mut rest = parts.clone();
    let all_found = terms.iter().all(|t| match rest.iter().position(|p| p == t) {
        Some(i) => {
            rest.remove(i);
            true
        }
        None => false,
    });
    let kept = if all_found {
        rest.push(replacement);
        rest
    } else if changed {
        parts
    } else {
        return None;
    };
    kept.into_iter().reduce(|acc, p| ctx.affine_add(acc, p))
}
