//! `loop-invariant-subset-hoisting`: hoists matching pairs of subset
//! extraction and insertion ops (`tensor.extract_slice` /
//! `tensor.insert_slice` on the same loop-invariant subset of a loop-carried
//! tensor) out of loops, carrying the extracted subset through a new
//! region iter_arg instead.
//!
//! For each region iter_arg of a loop, the SSA chain from the iter_arg to
//! its yielded value must consist only of subset ops (insertions continue
//! the chain through their updated destination) and nested loops (whose
//! subset ops are collected but not hoisted). Extraction and insertion ops
//! on equivalent subsets are paired; a pair is hoisted when the extracted
//! and inserted types match, every other subset op of the chain works on a
//! disjoint subset, and the ops use no value defined in the loop other than
//! the chain's. Subsets are compared as MLIR's value-bounds analysis does,
//! on offsets, sizes and strides reduced to linear forms over SSA values
//! (constants and `arith.addi`/`subi`/`muli`).

use rayon::prelude::*;
use strata_ir::interfaces::{
    AdditionalYields, HyperrectangularSlice, LoopBound, LoopLikeOpInterface, ReplaceWithAdditionalYields,
    SubsetExtractionOpInterface, SubsetInsertionOpInterface, SubsetOpInterface,
};
use strata_ir::{
    AttrKind, Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OpRef, OpTraits, ValueId,
};
use strata_pass::Pass;

/// The `loop-invariant-subset-hoisting` pass: hoists matching subset
/// extraction/insertion pairs on a loop-invariant subset of a loop-carried
/// value out of the loop.
pub struct LoopInvariantSubsetHoisting;

impl Pass for LoopInvariantSubsetHoisting {
    fn argument(&self) -> &'static str {
        "loop-invariant-subset-hoisting"
    }

    fn description(&self) -> &'static str {
        "Hoist loop invariant subset ops outside of the loop"
    }

    fn name(&self) -> &'static str {
        "LoopInvariantSubsetHoisting"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        run_on_body(ctx, op.body());
        Ok(())
    }
}

/// Hoists in the loops of `body` (inner loops first, as MLIR's post-order
/// walk), then in the isolated ops nested in it, in parallel.
fn run_on_body(ctx: &Context, body: &mut Body) {
    for op in body.collect_root_regions_post_order() {
        if body.is_live(op) && interface::<LoopLikeOpInterface>(ctx, body, op).is_some() {
            hoist_loop_invariant_subsets(ctx, body, op);
        }
    }
    body.child_bodies_mut()
        .into_par_iter()
        .for_each(|(_, child)| run_on_body(ctx, child));
}

fn interface<T: Copy + Send + Sync + 'static>(ctx: &Context, body: &Body, op: OpId) -> Option<T> {
    OpRef::new(ctx, body, op).def()?.interfaces.get::<T>().copied()
}

/// MLIR's `hoistLoopInvariantSubsets`: each hoisted pair adds a region
/// iter_arg, which is visited in turn.
pub fn hoist_loop_invariant_subsets(ctx: &Context, body: &mut Body, mut loop_op: OpId) {
    // Only loops that can grow loop-carried values can hoist anything.
    if interface::<ReplaceWithAdditionalYields>(ctx, body, loop_op).is_none() {
        return;
    }
    let mut index = 0;
    while let Some(looplike) = interface::<LoopLikeOpInterface>(ctx, body, loop_op) {
        let count = (looplike.region_iter_args)(OpRef::new(ctx, body, loop_op)).len();
        if index >= count {
            break;
        }
        loop_op = hoist_subsets_at_iter_arg(ctx, body, loop_op, index);
        index += 1;
    }
}

// ---- subsets --------------------------------------------------------------------------

/// A subset op of a chain with what the hoisting needs to know of it.
#[derive(Copy, Clone)]
struct Subset {
    op: OpId,
    iface: SubsetOpInterface,
}

/// MLIR's `MatchingSubsets`: the subset ops met along a chain, and the
/// extraction and insertion ops paired by equivalent subsets.
#[derive(Default)]
struct MatchingSubsets {
    extractions: Vec<Option<OpId>>,
    insertions: Vec<Option<OpId>>,
    all: Vec<Subset>,
}

impl MatchingSubsets {
    fn insert(&mut self, ctx: &Context, body: &Body, s: Subset, collect_hoistable: bool) {
        self.all.push(s);
        if !collect_hoistable {
            return;
        }
        if interface::<SubsetExtractionOpInterface>(ctx, body, s.op).is_some() {
            match equivalent_entry(ctx, body, s, &self.insertions) {
                Some(k) => self.extractions[k] = Some(s.op),
                None => {
                    self.extractions.push(Some(s.op));
                    self.insertions.push(None);
                }
            }
        }
        if interface::<SubsetInsertionOpInterface>(ctx, body, s.op).is_some() {
            match equivalent_entry(ctx, body, s, &self.extractions) {
                Some(k) => self.insertions[k] = Some(s.op),
                None => {
                    self.extractions.push(None);
                    self.insertions.push(Some(s.op));
                }
            }
        }
    }

    /// Whether the subsets of `extraction` and `insertion` are disjoint from
    /// those of every other subset op met.
    fn all_disjoint(
        &self,
        ctx: &Context,
        body: &Body,
        extraction: Option<OpId>,
        insertion: Option<OpId>,
    ) -> bool {
        self.all.iter().all(|other| {
            if Some(other.op) == extraction || Some(other.op) == insertion {
                return true;
            }
            [extraction, insertion]
                .into_iter()
                .flatten()
                .all(|op| operates_on_disjoint_subset(ctx, body, *other, op))
        })
    }

    /// MLIR's `populateSubsetOpsAtIterArg`: follows the single chain of uses
    /// from region iter_arg `index` of `loop_op` to the loop's yield. Returns
    /// false if the chain has other ops, branches, or does not end in the
    /// tied yielded value.
    fn populate(&mut self, ctx: &Context, body: &Body, loop_op: OpId, index: usize, collect: bool) -> bool {
        let Some(looplike) = interface::<LoopLikeOpInterface>(ctx, body, loop_op) else {
            return false;
        };
        let loop_ref = OpRef::new(ctx, body, loop_op);
        let Some(&iter_arg) = (looplike.region_iter_args)(loop_ref).get(index) else {
            return false;
        };
        let mut value = iter_arg;
        let (terminator, position) = loop {
            if let Some(u) = single_terminator_use(ctx, body, value) {
                break u;
            }
            let mut next = None;
            let uses: Vec<(OpId, usize)> = body.uses(value).collect();
            for (user, operand) in uses {
                if let Some(nested) = interface::<LoopLikeOpInterface>(ctx, body, user) {
                    let nested_ref = OpRef::new(ctx, body, user);
                    let inits = (nested.inits)(nested_ref);
                    if !inits.contains(&operand) {
                        return false;
                    }
                    let k = operand - inits.start;
                    if !self.populate(ctx, body, user, k, false) {
                        return false;
                    }
                    if !nested.results_are_loop_results || k >= body.num_results(user) {
                        return false;
                    }
                    next = Some(body.result(user, k));
                    continue;
                }
                let Some(iface) = interface::<SubsetOpInterface>(ctx, body, user) else {
                    return false;
                };
                self.insert(ctx, body, Subset { op: user, iface }, collect);
                if let Some(ins) = interface::<SubsetInsertionOpInterface>(ctx, body, user) {
                    let user_ref = OpRef::new(ctx, body, user);
                    // Only destination-style ops with pure tensor semantics
                    // continue the chain, through their destination.
                    let Some(updated) = (ins.updated_destination)(user_ref) else {
                        return false;
                    };
                    if operand != (ins.destination_operand)(user_ref) || next.is_some() {
                        return false;
                    }
                    next = Some(updated);
                }
            }
            match next {
                Some(v) => value = v,
                None => return false,
            }
        };
        // The chain must end in the yielded value tied to the iter_arg.
        let yielded = (looplike.yielded_values)(loop_ref).unwrap_or_default();
        let Some(&tied) = yielded.get(index) else {
            return false;
        };
        let offset = body.num_operands(terminator).saturating_sub(yielded.len());
        tied == value
            && position == offset + index
            && body
                .op_block(terminator)
                .and_then(|b| body.block_parent_op(b))
                .is_some_and(|p| p == loop_op)
    }
}

/// The first entry of `others` (ops of the opposite kind) on a subset
/// equivalent to that of `s`.
fn equivalent_entry(ctx: &Context, body: &Body, s: Subset, others: &[Option<OpId>]) -> Option<usize> {
    others.iter().position(|other| {
        other
            .and_then(|o| interface::<SubsetOpInterface>(ctx, body, o).map(|iface| Subset { op: o, iface }))
            .is_some_and(|o| operates_on_equivalent_subset(ctx, body, o, s))
    })
}

/// The use of `v` if it has exactly one, by a terminator.
fn single_terminator_use(ctx: &Context, body: &Body, v: ValueId) -> Option<(OpId, usize)> {
    if !body.has_one_use(v) {
        return None;
    }
    let (owner, index) = body.uses(v).next()?;
    OpRef::new(ctx, body, owner)
        .has_trait(OpTraits::TERMINATOR)
        .then_some((owner, index))
}

fn slice_of(ctx: &Context, body: &Body, s: Subset) -> Option<HyperrectangularSlice> {
    (s.iface.slice)(OpRef::new(ctx, body, s.op))
}

/// The default `operatesOnEquivalentSubset`: the slices are provably equal.
fn operates_on_equivalent_subset(ctx: &Context, body: &Body, a: Subset, b: Subset) -> bool {
    let (Some(x), Some(y)) = (slice_of(ctx, body, a), slice_of(ctx, body, b)) else {
        return false;
    };
    equivalent_slices(ctx, body, &x, &y) == Some(true)
}

/// The default `operatesOnDisjointSubset`: the slices provably do not
/// overlap.
fn operates_on_disjoint_subset(ctx: &Context, body: &Body, a: Subset, b: OpId) -> bool {
    let Some(b_iface) = interface::<SubsetOpInterface>(ctx, body, b) else {
        return false;
    };
    let (Some(x), Some(y)) = (
        slice_of(ctx, body, a),
        slice_of(
            ctx,
            body,
            Subset {
                op: b,
                iface: b_iface,
            },
        ),
    ) else {
        return false;
    };
    overlapping_slices(ctx, body, &x, &y) == Some(false)
}

// ---- value bounds on linear forms ------------------------------------------------------

/// `constant + Σ coefficient · value`, terms sorted by value, without zero
/// coefficients.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Linear {
    constant: i64,
    terms: Vec<(ValueId, i64)>,
}

impl Linear {
    fn constant(c: i64) -> Linear {
        Linear {
            constant: c,
            terms: Vec::new(),
        }
    }

    fn as_constant(&self) -> Option<i64> {
        self.terms.is_empty().then_some(self.constant)
    }

    fn add(&self, other: &Linear, sign: i64) -> Option<Linear> {
        let mut terms = self.terms.clone();
        for &(v, c) in &other.terms {
            let c = c.checked_mul(sign)?;
            match terms.binary_search_by_key(&v, |&(w, _)| w) {
                Ok(i) => terms[i].1 = terms[i].1.checked_add(c)?,
                Err(i) => terms.insert(i, (v, c)),
            }
        }
        terms.retain(|&(_, c)| c != 0);
        Some(Linear {
            constant: self.constant.checked_add(other.constant.checked_mul(sign)?)?,
            terms,
        })
    }

    fn mul(&self, other: &Linear) -> Option<Linear> {
        let (k, form) = match (self.as_constant(), other.as_constant()) {
            (Some(k), _) => (k, other),
            (_, Some(k)) => (k, self),
            _ => return None,
        };
        let mut terms = Vec::with_capacity(form.terms.len());
        for &(v, c) in &form.terms {
            let c = c.checked_mul(k)?;
            if c != 0 {
                terms.push((v, c));
            }
        }
        Some(Linear {
            constant: form.constant.checked_mul(k)?,
            terms,
        })
    }
}

/// Depth limit for looking through arithmetic, so that long chains cost
/// a bounded amount per query.
const MAX_DEPTH: usize = 8;

fn linear_of_value(ctx: &Context, body: &Body, v: ValueId, depth: usize) -> Linear {
    let atom = || Linear {
        constant: 0,
        terms: vec![(v, 1)],
    };
    if let Some(a) = strata_ir::fold::constant_value(ctx, body, v) {
        if let AttrKind::Integer { value, .. } = ctx.attr_kind(a) {
            if value.fits_i64_signed() {
                return Linear::constant(value.sext_i64());
            }
        }
        return atom();
    }
    let Some(def) = body.defining_op(v) else {
        return atom();
    };
    if depth == 0 || body.num_operands(def) != 2 {
        return atom();
    }
    let name = OpRef::new(ctx, body, def).name_str();
    let (l, r) = (body.operand(def, 0), body.operand(def, 1));
    let combined = match name {
        "arith.addi" | "arith.subi" | "arith.muli" => {
            let a = linear_of_value(ctx, body, l, depth - 1);
            let b = linear_of_value(ctx, body, r, depth - 1);
            match name {
                "arith.addi" => a.add(&b, 1),
                "arith.subi" => a.add(&b, -1),
                _ => a.mul(&b),
            }
        }
        _ => None,
    };
    combined.unwrap_or_else(atom)
}

fn linear(ctx: &Context, body: &Body, b: LoopBound) -> Linear {
    match b {
        LoopBound::Constant(c) => Linear::constant(c),
        LoopBound::Value(v) => linear_of_value(ctx, body, v, MAX_DEPTH),
    }
}

/// `a - b` as a constant, if it is one.
fn constant_difference(ctx: &Context, body: &Body, a: &Linear, b: LoopBound) -> Option<i64> {
    a.add(&linear(ctx, body, b), -1)?.as_constant()
}

/// MLIR's `areEquivalentSlices`: `Some(true)` if every offset, size and
/// stride is provably equal, `Some(false)` if one provably differs,
/// `None` if undecided.
fn equivalent_slices(
    ctx: &Context,
    body: &Body,
    x: &HyperrectangularSlice,
    y: &HyperrectangularSlice,
) -> Option<bool> {
    let lists = [
        (&x.offsets, &y.offsets),
        (&x.sizes, &y.sizes),
        (&x.strides, &y.strides),
    ];
    for (a, b) in lists {
        if a.len() != b.len() {
            return Some(false);
        }
        for (&p, &q) in a.iter().zip(b.iter()) {
            match constant_difference(ctx, body, &linear(ctx, body, p), q)? {
                0 => {}
                _ => return Some(false),
            }
        }
    }
    Some(true)
}

/// MLIR's `areOverlappingSlices`: `Some(false)` if in some dimension one
/// slice provably ends (`offset + size * stride`) at or before the other's
/// offset, `Some(true)` if every such bound is known and none applies,
/// `None` otherwise.
fn overlapping_slices(
    ctx: &Context,
    body: &Body,
    x: &HyperrectangularSlice,
    y: &HyperrectangularSlice,
) -> Option<bool> {
    if x.offsets.len() != y.offsets.len()
        || x.sizes.len() != x.offsets.len()
        || y.sizes.len() != y.offsets.len()
        || x.strides.len() != x.offsets.len()
        || y.strides.len() != y.offsets.len()
    {
        return None;
    }
    let mut unknown = false;
    for i in 0..x.offsets.len() {
        for (s1, s2) in [(x, y), (y, x)] {
            let end = linear(ctx, body, s1.sizes[i])
                .mul(&linear(ctx, body, s1.strides[i]))
                .and_then(|e| e.add(&linear(ctx, body, s1.offsets[i]), 1));
            match end.and_then(|e| constant_difference(ctx, body, &e, s2.offsets[i])) {
                Some(d) if d <= 0 => return Some(false),
                Some(_) => {}
                None => unknown = true,
            }
        }
    }
    (!unknown).then_some(true)
}

// ---- hoisting -----------------------------------------------------------------------------

/// Whether `v` is defined outside `loop_op` (MLIR's `isDefinedOutsideOfLoop`).
fn defined_outside(body: &Body, loop_op: OpId, v: ValueId) -> bool {
    match body.value_parent_block(v).and_then(|b| body.block_parent_op(b)) {
        Some(owner) => !body.is_ancestor(loop_op, owner),
        None => true,
    }
}

/// Whether every operand of `op` but those in `except` is defined outside
/// the loop.
fn operands_invariant(body: &Body, loop_op: OpId, op: OpId, except: &[usize]) -> bool {
    body.operands(op)
        .enumerate()
        .all(|(i, v)| except.contains(&i) || defined_outside(body, loop_op, v))
}

/// MLIR's `hoistSubsetAtIterArg`: hoists the hoistable pairs on region
/// iter_arg `index` of `loop_op`, one by one, each through a new
/// loop-carried value. Returns the loop, replaced if anything was hoisted.
fn hoist_subsets_at_iter_arg(ctx: &Context, body: &mut Body, mut loop_op: OpId, index: usize) -> OpId {
    let mut subsets = MatchingSubsets::default();
    if !subsets.populate(ctx, body, loop_op, index, true) {
        return loop_op;
    }
    let pairs: Vec<(Option<OpId>, Option<OpId>)> = subsets
        .extractions
        .iter()
        .copied()
        .zip(subsets.insertions.iter().copied())
        .collect();
    for (extraction, insertion) in pairs {
        // Hoist only if the extracted and inserted values have the same type
        // and no other subset op may touch the same elements.
        if let (Some(e), Some(i)) = (extraction, insertion) {
            let Some(ins) = interface::<SubsetInsertionOpInterface>(ctx, body, i) else {
                continue;
            };
            let src = body.operand(i, (ins.source_operand)(OpRef::new(ctx, body, i)));
            if body.num_results(e) != 1 || body.value_type(body.result(e, 0)) != body.value_type(src) {
                continue;
            }
        }
        if !subsets.all_disjoint(ctx, body, extraction, insertion) {
            continue;
        }
        let (Some(e), Some(i)) = (extraction, insertion) else {
            continue;
        };
        let (Some(ext), Some(ins)) = (
            interface::<SubsetExtractionOpInterface>(ctx, body, e),
            interface::<SubsetInsertionOpInterface>(ctx, body, i),
        ) else {
            continue;
        };
        let e_source = (ext.source_operand)(OpRef::new(ctx, body, e));
        let i_ref = OpRef::new(ctx, body, i);
        let (i_source, i_dest) = ((ins.source_operand)(i_ref), (ins.destination_operand)(i_ref));
        if !operands_invariant(body, loop_op, e, &[e_source])
            || !operands_invariant(body, loop_op, i, &[i_source, i_dest])
        {
            continue;
        }
        match hoist_pair(ctx, body, loop_op, index, (e, e_source), (i, i_source, i_dest)) {
            Some(new) => loop_op = new,
            None => return loop_op,
        }
    }
    loop_op
}

/// Moves extraction `e` before the loop and insertion `i` after it; the
/// extracted subset becomes a new loop-carried value yielded as the
/// inserted source.
fn hoist_pair(
    ctx: &Context,
    body: &mut Body,
    loop_op: OpId,
    index: usize,
    (e, e_source): (OpId, usize),
    (i, i_source, i_dest): (OpId, usize, usize),
) -> Option<OpId> {
    let replace = interface::<ReplaceWithAdditionalYields>(ctx, body, loop_op)?;
    let ins = interface::<SubsetInsertionOpInterface>(ctx, body, i)?;
    let updated = (ins.updated_destination)(OpRef::new(ctx, body, i))?;
    let extracted = body.result(e, 0);
    let inserted_source = body.operand(i, i_source);
    let yielded = move |_: &Body, _: &[ValueId]| vec![inserted_source];
    let extra = AdditionalYields {
        inits: &[extracted],
        replace_init_uses_in_loop: true,
        yielded: &yielded,
    };
    let new_loop = (replace.0)(ctx, body, loop_op, &extra)?;
    let looplike = interface::<LoopLikeOpInterface>(ctx, body, new_loop)?;
    let loop_ref = OpRef::new(ctx, body, new_loop);
    let init = body.operand(new_loop, (looplike.inits)(loop_ref).start + index);
    let loop_result = body.result(new_loop, index);
    let new_result = body.result(new_loop, body.num_results(new_loop) - 1);
    body.move_op(e, InsertPoint::Before(new_loop));
    body.move_op(i, InsertPoint::After(new_loop));
    let dest = body.operand(i, i_dest);
    body.replace_all_uses_with(updated, dest);
    body.set_operand(e, e_source, init);
    body.replace_all_uses_with(loop_result, updated);
    body.set_operand(i, i_source, new_result);
    body.set_operand(i, i_dest, loop_result);
    Some(new_loop)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slice(offset: i64, size: i64, stride: i64) -> HyperrectangularSlice {
        HyperrectangularSlice {
            offsets: vec![LoopBound::Constant(offset)],
            sizes: vec![LoopBound::Constant(size)],
            strides: vec![LoopBound::Constant(stride)],
        }
    }

    #[test]
    fn constant_slices() {
        let ctx = Context::new();
        let body = Body::new();
        // [0, 5) and [5, 10) touch but do not overlap; [0, 5) and [3, 8) do.
        assert_eq!(
            overlapping_slices(&ctx, &body, &slice(0, 5, 1), &slice(5, 5, 1)),
            Some(false)
        );
        assert_eq!(
            overlapping_slices(&ctx, &body, &slice(0, 5, 1), &slice(3, 5, 1)),
            Some(true)
        );
        // A strided slice ends at offset + size * stride.
        assert_eq!(
            overlapping_slices(&ctx, &body, &slice(0, 4, 2), &slice(8, 4, 1)),
            Some(false)
        );
        assert_eq!(
            overlapping_slices(&ctx, &body, &slice(0, 4, 2), &slice(7, 4, 1)),
            Some(true)
        );
        assert_eq!(
            equivalent_slices(&ctx, &body, &slice(1, 3, 1), &slice(1, 3, 1)),
            Some(true)
        );
        assert_eq!(
            equivalent_slices(&ctx, &body, &slice(1, 3, 1), &slice(2, 3, 1)),
            Some(false)
        );
    }

    #[test]
    fn linear_forms() {
        let v = ValueId::from_u32(7);
        let w = ValueId::from_u32(3);
        let x = Linear {
            constant: 2,
            terms: vec![(v, 1)],
        };
        let y = Linear {
            constant: -1,
            terms: vec![(w, 2), (v, 1)],
        };
        let d = x.add(&y, -1).expect("no overflow");
        assert_eq!(d.constant, 3);
        assert_eq!(d.terms, vec![(w, -2)]);
        assert_eq!(x.add(&x, -1).and_then(|l| l.as_constant()), Some(0));
        // Products of two non-constant forms are not linear.
        assert!(x.mul(&y).is_none());
        assert_eq!(x.mul(&Linear::constant(3)).map(|l| l.terms), Some(vec![(v, 3)]));
    }
}
