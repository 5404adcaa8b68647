//! Explicit copying of the memref regions a block range accesses into
//! buffers of a faster memory space (MLIR's `affineDataCopyGenerate`),
//! and the passes built on it: `affine-data-copy-generate` and
//! `test-affine-data-copy`.
//!
//! For each memref the `affine.load`s and `affine.store`s of a range of
//! ops in a block access (in the slow memory space), the region they
//! touch over the loops inside the range, parametric in the loops around
//! it, is computed ([`MemRefRegion`]); the regions of one memref are
//! united into one bounding box. Each gets a buffer of the box's constant
//! shape in the fast memory space: a copy-in before the range for read
//! regions and a copy-out after it for written ones, either point-wise
//! (a loop nest of loads and stores) or as an `affine.dma_start` and
//! `affine.dma_wait` pair, and the accesses inside the range are rewritten
//! to the buffer, their subscripts shifted by the box's lower bounds.
//! Copies are hoisted out of the loops around the range that the region
//! does not depend on.
//!
//! The pass walks each block of a function: every `affine.for` ends a
//! range (the loads and stores since the last one), and is a range of its
//! own when its memory footprint fits the fast memory capacity (or, with
//! `skip-non-unit-stride-loops`, when its step is one); otherwise the
//! walk recurses into its body. The copy nests are then promoted when
//! they run once and their loads and stores canonicalized.
//!
//! Cost: one region computation (a Fourier-Motzkin projection, see
//! [`MemRefRegion::compute`]) per access in a range, one bounding-box
//! union per further access of a memref, and one rewrite of the accesses
//! per copied memref: linear in the accesses for the usual one or two
//! buffers per range.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_dialect_affine::{
    self as affine, canonicalize_map_and_operands, compose_affine_map_and_operands, map_attr,
};
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{
    Attribute, BlockId, Body, Context, Diagnostic, InsertPoint, IsolatedOpMut, Location, LogicalResult,
    OpBuilder, OpId, OpName, OpRef, OperationState, Type, TypeKind, ValueId, WalkOrder, WalkResult,
};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::{
    apply_op_patterns_greedily, op_canonicalization_patterns, FrozenPatternSet, GreedyConfig,
    RegionSimplifyLevel, Strictness,
};

use super::dependence::enclosing_nest;
use super::loop_utils::{
    create_canonicalized_for, index_constant, promote_if_single_iteration, AffineFor, LoopOptions,
};
use super::memref_region::{footprint_bytes, memref_elt_size_in_bytes, MemRefRegion};
use super::memref_utils::{replace_memref_uses_within, IndexRemap, OtherUses};
use super::slice::affine_for_ivs;

const CAPACITY_WARNING: &str = "total size of all copy buffers' for this block exceeds fast memory capacity";

/// A warning on `op` of `body`, with the note quoting the op in its custom
/// form that MLIR's `emitWarning` attaches.
fn warning_on(ctx: &Context, body: &Body, op: OpId, msg: &str) -> Diagnostic {
    let mut diag = Diagnostic::warning(body.op_loc(op), msg);
    ctx.attach_custom_op_note(OpRef::new(ctx, body, op), &mut diag);
    diag
}

/// Reports the capacity warnings `copy` recorded for the blocks of the
/// function `op` itself, then promotes and canonicalizes the copy nests.
fn finish(
    ctx: &Context,
    op: &mut IsolatedOpMut<'_>,
    copy: (usize, Vec<OpId>),
    opts: AffineCopyOptions,
    last_kind_only: bool,
) {
    let (warnings, nests) = copy;
    for _ in 0..warnings {
        let diag = op.with_standalone(|body, id| warning_on(ctx, body, id, CAPACITY_WARNING));
        ctx.emit(diag);
    }
    let func_loc = op.loc();
    let mut copy = DataCopy::new(ctx, op.body(), opts, func_loc);
    copy.copy_nests = nests;
    copy.simplify_copy_nests(last_kind_only);
}

/// How copies are generated (MLIR's `AffineCopyOptions`).
#[derive(Clone, Copy, Debug)]
pub struct AffineCopyOptions {
    /// DMA transfers (`affine.dma_start`/`affine.dma_wait`) rather than
    /// point-wise copy loops.
    pub generate_dma: bool,
    /// The memory space accesses are copied from.
    pub slow_memory_space: u64,
    /// The memory space of the buffers.
    pub fast_memory_space: u64,
    /// The memory space of the DMA tags.
    pub tag_memory_space: u64,
    /// The capacity of the fast memory in bytes (`u64::MAX`: unlimited).
    pub fast_mem_capacity_bytes: u64,
}

/// The ops the copies and their loops are created with, and what they
/// produced.
pub struct DataCopy<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    opts: AffineCopyOptions,
    /// The location of the function (constants at its entry get it).
    func_loc: Location,
    /// The roots of the copy nests, in creation order.
    pub copy_nests: Vec<OpId>,
    nest_set: FxHashSet<OpId>,
    /// The capacity warnings due on the function's own blocks.
    pub func_warnings: usize,
}

/// Where a range's copies go: the op the copy-ins go before and the op
/// the copy-outs go before.
struct Placement {
    copy_in_at: OpId,
    copy_out_at: OpId,
}

/// What one region's copy produced.
struct Copied {
    size_bytes: u64,
    begin: OpId,
    end: OpId,
}

fn is_load_or_store(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(ctx.op_name_str(body.op_name(op)), "affine.load" | "affine.store")
}

/// `map` applied to `operands` as MLIR's `fullyComposeAffineMapAndOperands`
/// does: composed with the `affine.apply` ops defining the operands, if
/// any (and only then canonicalized).
fn fully_compose(ctx: &Context, body: &Body, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    let is_apply = |v: &ValueId| {
        body.defining_op(*v)
            .is_some_and(|d| ctx.op_name_str(body.op_name(d)) == "affine.apply")
    };
    if operands.iter().any(is_apply) {
        compose_affine_map_and_operands(ctx, body, map, operands);
    }
}

fn identity_map(ctx: &Context, n: usize) -> AffineMap {
    AffineMap::new(
        n as u32,
        0,
        (0..n).map(|i| ctx.affine_dim(i as u32)).collect::<Vec<_>>(),
    )
}

fn apply(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    loc: Location,
    map: AffineMap,
    operands: &[ValueId],
) -> ValueId {
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(at);
    affine::ApplyOp::build(&mut b, loc, operands, map_attr(ctx, map)).result(&b)
}

/// An `affine.load` or `affine.store` of `memref[map(operands)]` before
/// `at`; returns the loaded value for a load.
#[allow(clippy::too_many_arguments)]
fn access(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    loc: Location,
    stored: Option<ValueId>,
    memref: ValueId,
    map: AffineMap,
    operands: &[ValueId],
) -> Option<ValueId> {
    let name = if stored.is_some() {
        "affine.store"
    } else {
        "affine.load"
    };
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands.extend(stored);
    st.operands.push(memref);
    st.operands.extend_from_slice(operands);
    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("map"), map_attr(ctx, map))]));
    if stored.is_none() {
        let TypeKind::MemRef { element, .. } = ctx.type_kind(body.value_type(memref)).clone() else {
            return None;
        };
        st.result_types.push(element);
    }
    let op = body.create_op(st);
    body.insert_op(InsertPoint::Before(at), op);
    (stored.is_none()).then(|| body.result(op, 0))
}

/// Whether accesses to a memref of type `ty` are copied from memory space
/// `space`: those in the default memory space, or in a space that is not
/// an integer, always are (as in mlir-opt).
fn in_memory_space(ctx: &Context, ty: Type, space: u64) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::MemRef {
            memory_space: Some(a),
            ..
        } => ctx.integer_attr_value(*a).is_none_or(|v| v.zext_u64() == space),
        _ => true,
    }
}

/// The strides a DMA of a box of `buffer_shape` out of a memref of
/// `memref_shape` needs (MLIR's `getMultiLevelStrides`): `(stride,
/// elements per stride)`, innermost first.
pub(super) fn multi_level_strides(memref_shape: &[i64], buffer_shape: &[i64]) -> Vec<(i64, i64)> {
    let mut out = Vec::new();
    let (mut per_stride, mut stride) = (1i64, 1i64);
    for d in (1..buffer_shape.len()).rev() {
        let size = memref_shape[d];
        stride = stride.saturating_mul(size);
        per_stride = per_stride.saturating_mul(buffer_shape[d]);
        // A shorter extent than the memref's, with more than one row of
        // the next major dimension, needs a stride.
        if buffer_shape[d] < size && buffer_shape[d - 1] > 1 {
            out.push((stride, per_stride));
        }
    }
    out
}

impl<'a> DataCopy<'a> {
    /// A copy generator over `body` (a function's), whose location is
    /// `func_loc`.
    pub fn new(ctx: &'a Context, body: &'a mut Body, opts: AffineCopyOptions, func_loc: Location) -> Self {
        DataCopy {
            ctx,
            body,
            opts,
            func_loc,
            copy_nests: Vec::new(),
            nest_set: FxHashSet::default(),
            func_warnings: 0,
        }
    }

    fn record_nest(&mut self, op: OpId) {
        if self.nest_set.insert(op) {
            self.copy_nests.push(op);
        }
    }

    /// Whether `op` is the root of a copy nest.
    pub fn is_copy_nest(&self, op: OpId) -> bool {
        self.nest_set.contains(&op)
    }

    /// The function's entry block.
    fn entry_block(&self) -> Option<BlockId> {
        let r = *self.body.root_regions().first()?;
        self.body.region_entry(r)
    }

    /// A new `arith.constant 0 : index` at the start of the function, as
    /// each copy generation of mlir-opt creates one.
    fn new_zero_index(&mut self) -> Option<ValueId> {
        let entry = self.entry_block()?;
        let at = match self.body.first_op(entry) {
            Some(first) => InsertPoint::Before(first),
            None => InsertPoint::End(entry),
        };
        Some(index_constant(self.ctx, self.body, at, self.func_loc, 0))
    }

    /// Generates copies for the accesses of the ops of `block` from
    /// `begin` up to (not including) `end` (MLIR's
    /// `affineDataCopyGenerate`), of `filter` only when given. Returns the
    /// bytes of fast buffers allocated; `None` when a copy could not be
    /// generated (the others are kept).
    pub fn generate(&mut self, begin: OpId, end: OpId, filter: Option<ValueId>) -> Option<u64> {
        if begin == end {
            return Some(0);
        }
        let (ctx, body) = (self.ctx, &*self.body);
        let block = body.op_block(begin)?;
        let copy_depth = enclosing_nest(ctx, body, begin).loops.len();
        let block_region = body.block_region(block);
        let mut read_regions: Vec<MemRefRegion> = Vec::new();
        let mut write_regions: Vec<MemRefRegion> = Vec::new();
        let mut error = false;
        let mut top = Some(begin);
        while let Some(t) = top.filter(|&t| t != end) {
            body.walk(t, WalkOrder::PostOrder, &mut |op| {
                if !is_load_or_store(ctx, body, op) {
                    return WalkResult::Advance;
                }
                let memref = body.operand(
                    op,
                    usize::from(ctx.op_name_str(body.op_name(op)) == "affine.store"),
                );
                if filter.is_some_and(|f| f != memref)
                    || !in_memory_space(ctx, body.value_type(memref), self.opts.slow_memory_space)
                {
                    return WalkResult::Advance;
                }
                // A memref defined inside the range cannot be copied
                // around it.
                let def_region = body.value_parent_block(memref).and_then(|b| body.block_region(b));
                let visible = match (def_region, block_region) {
                    (Some(d), Some(r)) => body.is_region_ancestor(d, r),
                    _ => false,
                };
                if !visible {
                    return WalkResult::Advance;
                }
                let Some(mut region) = MemRefRegion::compute(ctx, body, op, copy_depth, None, false)
                    .map(MemRefRegion::without_locals)
                    .or_else(|| MemRefRegion::full_memref(ctx, body, op, copy_depth))
                else {
                    error = true;
                    return WalkResult::Interrupt;
                };
                // One buffer per memref: a region united with the other
                // accesses' ones, reads and writes alike.
                let mut update = |target: &mut Vec<MemRefRegion>, region: &mut MemRefRegion| -> bool {
                    let Some(existing) = target.iter_mut().find(|r| r.memref == region.memref) else {
                        return false;
                    };
                    if existing.union_bounding_box(ctx, region).is_none() {
                        match MemRefRegion::full_memref(ctx, body, op, copy_depth) {
                            Some(full) => {
                                existing.copy_constraints_from(&full);
                                region.copy_constraints_from(&full);
                            }
                            None => error = true,
                        }
                    } else {
                        region.copy_constraints_from(existing);
                    }
                    true
                };
                let in_read = update(&mut read_regions, &mut region);
                let in_write = update(&mut write_regions, &mut region);
                if error {
                    return WalkResult::Interrupt;
                }
                if region.write && !in_write {
                    write_regions.push(region);
                } else if !region.write && !in_read {
                    read_regions.push(region);
                }
                WalkResult::Advance
            });
            if error {
                return None;
            }
            top = body.next_op(t);
        }
        let (mut begin, mut end) = (begin, end);
        let mut total: u64 = 0;
        let mut ok = true;
        let mut fast_buffers: FxHashMap<ValueId, ValueId> = FxHashMap::default();
        for region in read_regions.iter().chain(&write_regions) {
            let placement = self.highest_placement(region, block, begin, end);
            match self.generate_copy(region, block, begin, end, &placement, &mut fast_buffers) {
                Ok(c) => {
                    begin = c.begin;
                    end = c.end;
                    total = total.saturating_add(c.size_bytes);
                }
                Err(()) => ok = false,
            }
        }
        if !ok {
            return None;
        }
        if total > self.opts.fast_mem_capacity_bytes {
            match self.body.block_parent_op(block) {
                Some(parent) => {
                    let diag = self.op_diagnostic(parent, CAPACITY_WARNING);
                    self.ctx.emit(diag);
                }
                // The function's own blocks: the pass reports it once the
                // function can be printed.
                None => self.func_warnings += 1,
            }
        }
        Some(total)
    }

    /// A warning on `op`, quoting it as MLIR's `emitWarning` does.
    fn op_diagnostic(&self, op: OpId, msg: &str) -> Diagnostic {
        warning_on(self.ctx, self.body, op, msg)
    }

    /// Where the copies of `region` go (MLIR's
    /// `findHighestBlockForPlacement`): around the outermost of the loops
    /// enclosing `block` inside the innermost one whose induction variable
    /// the region depends on (or that is outside the memref's definition),
    /// or around the range.
    fn highest_placement(&self, region: &MemRefRegion, block: BlockId, begin: OpId, end: OpId) -> Placement {
        let (ctx, body) = (self.ctx, &*self.body);
        let params = region.parameters();
        let fors = body
            .first_op(block)
            .map(|first| affine_for_ivs(ctx, body, first))
            .unwrap_or_default();
        // Copies cannot leave the region defining the memref.
        let def_region = body
            .value_parent_block(region.memref)
            .and_then(|b| body.block_region(b));
        let mut idx = fors.len();
        while idx > 0 {
            let l = fors[idx - 1];
            let outside_def = match (def_region, body.op_block(l).and_then(|b| body.block_region(b))) {
                (Some(d), Some(r)) => !body.is_region_ancestor(d, r),
                _ => true,
            };
            let depends = AffineFor::get(ctx, body, l).is_some_and(|f| params.contains(&f.iv));
            if outside_def || depends {
                break;
            }
            idx -= 1;
        }
        if idx < fors.len() {
            let hoisted = fors[idx];
            if let Some(next) = body.next_op(hoisted) {
                return Placement {
                    copy_in_at: hoisted,
                    copy_out_at: next,
                };
            }
        }
        Placement {
            copy_in_at: begin,
            copy_out_at: end,
        }
    }

    /// Generates the buffer and copies of one region (MLIR's
    /// `generateCopy`) and rewrites the accesses of `[begin, end)` to it.
    /// Returns the buffer's size and the range's new ends.
    fn generate_copy(
        &mut self,
        region: &MemRefRegion,
        block: BlockId,
        begin: OpId,
        end: OpId,
        placement: &Placement,
        fast_buffers: &mut FxHashMap<ValueId, ValueId>,
    ) -> Result<Copied, ()> {
        let ctx = self.ctx;
        let mut out = Copied {
            size_bytes: 0,
            begin,
            end,
        };
        let zero = self.new_zero_index().ok_or(())?;
        let zero_op = self.body.defining_op(zero).ok_or(())?;
        if begin == end {
            return Ok(out);
        }
        // The last op of the range: accesses up to it are rewritten, not
        // those of the copies added after it.
        let last = self.body.prev_op(end).ok_or(())?;
        let copy_out_at_end = end == placement.copy_out_at;
        let write = region.write;
        let memref = region.memref;
        let loc = region.loc;
        let memref_ty = self.body.value_type(memref);
        let TypeKind::MemRef {
            shape: memref_shape,
            element,
            layout,
            ..
        } = ctx.type_kind(memref_ty).clone()
        else {
            return Err(());
        };
        if !strata_dialect_memref::layout::is_identity_layout(ctx, layout) {
            return Err(());
        }
        let rank = memref_shape.len();
        // Rank-0 memrefs are not copied (as in mlir-opt).
        if rank == 0 {
            return Err(());
        }
        let bbox = region.constant_bounding_box(ctx, self.body).ok_or(())?;
        if bbox.num_elements == 0 {
            return Ok(out);
        }
        let mut lb_maps = Vec::with_capacity(rank);
        let mut ub_maps = Vec::with_capacity(rank);
        for d in 0..rank {
            let (lb, ub) = region.lower_and_upper_bound(ctx, d);
            if lb.results.is_empty() || ub.results.is_empty() {
                return Err(());
            }
            lb_maps.push(lb);
            ub_maps.push(ub);
        }
        let symbols = region.parameters();
        let np = symbols.len();
        // Where the copy-in (or, for a write, the copy-out) goes.
        let copy_at = if write {
            placement.copy_out_at
        } else {
            placement.copy_in_at
        };
        // Constants go to the function's start, after those created
        // before this region's zero (as mlir-opt's builders do).
        let top = InsertPoint::Before(zero_op);
        let offsets: Vec<AffineExpr> = bbox.lbs.iter().map(|lb| lb.to_expr(ctx)).collect();
        let mut mem_indices = Vec::with_capacity(rank);
        for off in &offsets {
            let v = match off.as_constant(ctx) {
                Some(0) => zero,
                Some(c) => index_constant(ctx, self.body, top, loc, c),
                None => apply(
                    ctx,
                    self.body,
                    copy_at,
                    loc,
                    AffineMap::new(np as u32, 0, vec![*off]),
                    &symbols,
                ),
            };
            mem_indices.push(v);
        }
        let buf_indices = vec![zero; rank];
        let existing = fast_buffers.get(&memref).copied();
        let fast = match existing {
            Some(f) => f,
            None => {
                let space: Option<Attribute> = (self.opts.fast_memory_space != 0)
                    .then(|| ctx.integer_attr(ctx.integer_type(64), self.opts.fast_memory_space as i64));
                let ty = ctx.intern_type(TypeKind::MemRef {
                    shape: bbox.shape.clone().into(),
                    element,
                    layout: None,
                    memory_space: space,
                });
                let mut b = OpBuilder::new(ctx, self.body);
                b.set_insertion_point_before(placement.copy_in_at);
                let f = strata_dialect_memref::AllocOp::build(&mut b, loc, ty, &[], &[], None).memref(&b);
                fast_buffers.insert(memref, f);
                // Only buffers of integers and floats count (MLIR's
                // `getIntOrFloatMemRefSizeInBytes`).
                if matches!(
                    ctx.type_kind(element),
                    TypeKind::Integer { .. } | TypeKind::Float(_)
                ) {
                    out.size_bytes = memref_elt_size_in_bytes(ctx, ty)
                        .and_then(|s| s.checked_mul(bbox.num_elements as u64))
                        .unwrap_or(0);
                }
                f
            }
        };
        let num_elements = index_constant(ctx, self.body, top, loc, bbox.num_elements);
        let mut stride = None;
        if self.opts.generate_dma {
            let strides = multi_level_strides(&memref_shape, &bbox.shape);
            if strides.len() > 1 {
                return Err(());
            }
            if let Some(&(s, n)) = strides.first() {
                let s = index_constant(ctx, self.body, top, loc, s);
                let n = index_constant(ctx, self.body, top, loc, n);
                stride = Some((s, n));
            }
        }
        let mut mem_map = identity_map(ctx, rank);
        fully_compose(ctx, self.body, &mut mem_map, &mut mem_indices);
        let mut buf_map = identity_map(ctx, rank);
        let mut buf_indices = buf_indices;
        fully_compose(ctx, self.body, &mut buf_map, &mut buf_indices);
        if !self.opts.generate_dma {
            let nest = self.point_wise_copy(
                loc,
                memref,
                fast,
                (&lb_maps, &ub_maps, &symbols),
                &offsets,
                write,
                copy_at,
            )?;
            self.record_nest(nest);
            if write && copy_out_at_end {
                out.end = nest;
            }
        } else {
            let tag_space: Option<Attribute> = (self.opts.tag_memory_space != 0)
                .then(|| ctx.integer_attr(ctx.integer_type(64), self.opts.tag_memory_space as i64));
            let tag_ty = ctx.intern_type(TypeKind::MemRef {
                shape: vec![1].into(),
                element: ctx.integer_type(32),
                layout: None,
                memory_space: tag_space,
            });
            let tag = {
                let mut b = OpBuilder::new(ctx, self.body);
                b.set_insertion_point_before(placement.copy_in_at);
                strata_dialect_memref::AllocOp::build(&mut b, loc, tag_ty, &[], &[], None).memref(&b)
            };
            let mut tag_map = identity_map(ctx, 1);
            let mut tag_indices = vec![zero];
            fully_compose(ctx, self.body, &mut tag_map, &mut tag_indices);
            let (src, dst) = if write {
                ((fast, &buf_map, &buf_indices), (memref, &mem_map, &mem_indices))
            } else {
                ((memref, &mem_map, &mem_indices), (fast, &buf_map, &buf_indices))
            };
            let mut operands = vec![src.0];
            operands.extend(src.2.iter().copied());
            operands.push(dst.0);
            operands.extend(dst.2.iter().copied());
            operands.push(tag);
            operands.extend(tag_indices.iter().copied());
            operands.push(num_elements);
            if let Some((s, n)) = stride {
                operands.push(s);
                operands.push(n);
            }
            let mut st = OperationState::new(ctx.op_name("affine.dma_start"), loc);
            st.operands = operands;
            st.attributes = Some(ctx.dictionary_attr(&[
                (ctx.ident("dst_map"), map_attr(ctx, dst.1.clone())),
                (ctx.ident("src_map"), map_attr(ctx, src.1.clone())),
                (ctx.ident("tag_map"), map_attr(ctx, tag_map.clone())),
            ]));
            let start = self.body.create_op(st);
            self.body.insert_op(InsertPoint::Before(copy_at), start);
            if write && copy_out_at_end {
                out.end = start;
            }
            // The wait's tag subscript is always the zero index.
            let mut st = OperationState::new(ctx.op_name("affine.dma_wait"), loc);
            st.operands = vec![tag, zero, num_elements];
            st.attributes = Some(ctx.dictionary_attr(&[(ctx.ident("tag_map"), map_attr(ctx, tag_map))]));
            let wait = self.body.create_op(st);
            self.body.insert_op(InsertPoint::Before(copy_at), wait);
            let dealloc = self.dealloc(tag, placement.copy_out_at, loc);
            if out.end == end && copy_out_at_end {
                out.end = dealloc;
            }
        }
        if existing.is_none() {
            let dealloc = self.dealloc(fast, placement.copy_out_at, loc);
            if !self.opts.generate_dma && out.end == end && copy_out_at_end {
                out.end = dealloc;
            }
        }
        // Accesses of the range index the buffer relative to the box's
        // lower bounds: (symbols, indices) -> indices - offsets.
        let remap_exprs: Vec<AffineExpr> = offsets
            .iter()
            .enumerate()
            .map(|(i, &off)| {
                ctx.affine_add(
                    ctx.affine_dim((np + i) as u32),
                    ctx.affine_mul(off, ctx.affine_constant(-1)),
                )
            })
            .collect();
        let remap = AffineMap::new((np + rank) as u32, 0, remap_exprs);
        let prev_of_begin = self.body.prev_op(begin);
        self.replace_accesses(memref, fast, &remap, &symbols, begin, last);
        out.begin = match prev_of_begin {
            Some(p) => self.body.next_op(p).ok_or(())?,
            None => self.body.first_op(block).ok_or(())?,
        };
        Ok(out)
    }

    fn dealloc(&mut self, memref: ValueId, at: OpId, loc: Location) -> OpId {
        let mut b = OpBuilder::new(self.ctx, self.body);
        b.set_insertion_point_before(at);
        strata_dialect_memref::DeallocOp::build(&mut b, loc, memref).op()
    }

    /// Rewrites the accesses to `memref` in the ops from `first` to `last`
    /// (of one block) to `fast` (MLIR's `replaceAllMemRefUsesWith` with
    /// dominance filters), walking just those ops: nothing when one of
    /// them uses the memref other than through an affine access
    /// (deallocations aside).
    fn replace_accesses(
        &mut self,
        memref: ValueId,
        fast: ValueId,
        remap: &AffineMap,
        symbols: &[ValueId],
        first: OpId,
        last: OpId,
    ) {
        let ctx = self.ctx;
        let mut roots = Vec::new();
        let mut op = Some(first);
        while let Some(o) = op {
            roots.push(o);
            if o == last {
                break;
            }
            op = self.body.next_op(o);
        }
        let remap = IndexRemap {
            map: Some(remap),
            extra_operands: symbols,
            ..IndexRemap::default()
        };
        replace_memref_uses_within(ctx, self.body, (memref, fast), remap, OtherUses::Fail, &roots);
    }

    /// A loop nest copying the box between `memref` and `fast` before
    /// `at` (MLIR's `generatePointWiseCopy`): one loop per dimension over
    /// the region's bounds, loading from one memref and storing to the
    /// other at the subscripts shifted by the box's lower bounds. Returns
    /// the outermost loop.
    #[allow(clippy::too_many_arguments)]
    fn point_wise_copy(
        &mut self,
        loc: Location,
        memref: ValueId,
        fast: ValueId,
        (lb_maps, ub_maps, operands): (&[AffineMap], &[AffineMap], &[ValueId]),
        offsets: &[AffineExpr],
        copy_out: bool,
        at: OpId,
    ) -> Result<OpId, ()> {
        let ctx = self.ctx;
        let rank = lb_maps.len();
        let np = operands.len();
        let mut at = at;
        let mut root = None;
        let mut mem_indices = Vec::with_capacity(rank);
        let mut fast_exprs = Vec::with_capacity(rank);
        let mut fast_operands = Vec::with_capacity(2 * rank);
        let mut maybe_dead = Vec::with_capacity(rank);
        for d in 0..rank {
            let for_op = create_canonicalized_for(
                ctx,
                self.body,
                at,
                loc,
                (&lb_maps[d], operands),
                (&ub_maps[d], operands),
                1,
            );
            root.get_or_insert(for_op);
            let f = AffineFor::get(ctx, self.body, for_op).ok_or(())?;
            at = f.terminator;
            let offset = apply(
                ctx,
                self.body,
                at,
                loc,
                AffineMap::new(np as u32, 0, vec![offsets[d]]),
                operands,
            );
            fast_exprs.push(ctx.affine_add(
                ctx.affine_dim((2 * d + 1) as u32),
                ctx.affine_mul(ctx.affine_dim((2 * d) as u32), ctx.affine_constant(-1)),
            ));
            fast_operands.push(offset);
            fast_operands.push(f.iv);
            maybe_dead.push(offset);
            mem_indices.push(f.iv);
        }
        let mut fast_map = AffineMap::new((2 * rank) as u32, 0, fast_exprs);
        fully_compose(ctx, self.body, &mut fast_map, &mut fast_operands);
        fast_map = affine::simplify_affine_map(ctx, &fast_map);
        canonicalize_map_and_operands(ctx, self.body, &mut fast_map, &mut fast_operands);
        for v in maybe_dead {
            if !self.body.has_uses(v) {
                if let Some(d) = self.body.defining_op(v) {
                    self.body.erase_op(d);
                }
            }
        }
        let id = identity_map(ctx, rank);
        if copy_out {
            let v = access(ctx, self.body, at, loc, None, fast, fast_map, &fast_operands).ok_or(())?;
            access(ctx, self.body, at, loc, Some(v), memref, id, &mem_indices);
        } else {
            let v = access(ctx, self.body, at, loc, None, memref, id, &mem_indices).ok_or(())?;
            access(ctx, self.body, at, loc, Some(v), fast, fast_map, &fast_operands);
        }
        root.ok_or(())
    }

    /// Promotes the copy loops that run once and canonicalizes the loads
    /// and stores of the copy nests (as mlir-opt does after generating
    /// copies). With `last_kind_only`, only the patterns of the last
    /// access's op apply (mlir-opt's test pass keeps only those).
    pub fn simplify_copy_nests(&mut self, last_kind_only: bool) {
        let (ctx, body) = (self.ctx, &mut *self.body);
        let mut loops = Vec::new();
        let mut accesses = Vec::new();
        for &nest in &self.copy_nests {
            if !body.is_live(nest) {
                continue;
            }
            body.walk(nest, WalkOrder::PostOrder, &mut |op| {
                if AffineFor::get(ctx, body, op).is_some() {
                    loops.push(op);
                } else if is_load_or_store(ctx, body, op) {
                    accesses.push(op);
                }
                WalkResult::Advance
            });
        }
        let opts = LoopOptions {
            constants_at_entry: true,
        };
        for l in loops {
            promote_if_single_iteration(ctx, body, l, opts);
        }
        let kinds: Vec<OpName> = match accesses.last() {
            Some(&last) if last_kind_only => vec![body.op_name(last)],
            _ => vec![ctx.op_name("affine.load"), ctx.op_name("affine.store")],
        };
        let patterns = FrozenPatternSet::new(ctx, op_canonicalization_patterns(ctx, &kinds));
        let config = GreedyConfig {
            strictness: Strictness::ExistingAndNewOps,
            region_simplify: RegionSimplifyLevel::Disabled,
            ..GreedyConfig::default()
        };
        apply_op_patterns_greedily(ctx, body, &accesses, &patterns, config);
    }

    /// Generates copies for the ranges of `block` (MLIR's
    /// `AffineDataCopyGeneration::runOnBlock`): each `affine.for` ends the
    /// range of loads and stores before it and is copied for as a whole
    /// unless its footprint exceeds the capacity (or, with
    /// `skip_non_unit_stride`, its step is not one), in which case its body
    /// is visited instead.
    pub fn run_on_block(&mut self, block: BlockId, skip_non_unit_stride: bool) {
        let ctx = self.ctx;
        let starts_range = |this: &Self, op: OpId| {
            let name = ctx.op_name_str(this.body.op_name(op));
            matches!(name, "affine.load" | "affine.store" | "affine.for") && !this.is_copy_nest(op)
        };
        let first_from = |this: &Self, mut op: Option<OpId>| {
            while let Some(o) = op {
                if starts_range(this, o) {
                    return Some(o);
                }
                op = this.body.next_op(o);
            }
            None
        };
        let mut cur_begin = first_from(self, self.body.first_op(block));
        let mut it = cur_begin;
        while let Some(op) = it {
            let is_for = AffineFor::get(ctx, self.body, op);
            let Some(f) = is_for.filter(|_| !self.is_copy_nest(op)) else {
                it = self.body.next_op(op);
                continue;
            };
            // Copies for the range up to this loop first.
            if let Some(b) = cur_begin {
                let _ = self.generate(b, op, None);
            }
            let recurse = if skip_non_unit_stride {
                f.step != 1
            } else {
                footprint_bytes(ctx, self.body, op).is_some_and(|fp| fp > self.opts.fast_mem_capacity_bytes)
            };
            if recurse {
                if let Some(inner) = self
                    .body
                    .op_regions(op)
                    .1
                    .first()
                    .and_then(|&r| self.body.region_entry(r))
                {
                    self.run_on_block(inner, skip_non_unit_stride);
                }
            } else if let Some(next) = self.body.next_op(op) {
                let _ = self.generate(op, next, None);
            }
            cur_begin = first_from(self, self.body.next_op(op));
            it = cur_begin;
        }
        // The final range, up to the terminator.
        if let Some(b) = cur_begin {
            if let Some(term) = self.body.last_op(block) {
                if b != term {
                    let _ = self.generate(b, term, None);
                }
            }
        }
    }
}

/// The `affine-data-copy-generate` pass.
#[derive(Clone, Debug)]
pub struct AffineDataCopyGenerate {
    /// `fast-mem-capacity`: the fast memory's capacity in KiB.
    pub fast_mem_capacity: u64,
    /// `fast-mem-space`.
    pub fast_mem_space: u64,
    /// `generate-dma`.
    pub generate_dma: bool,
    /// `min-dma-transfer`: the minimum DMA transfer size in bytes.
    pub min_dma_transfer: i64,
    /// `skip-non-unit-stride-loops`.
    pub skip_non_unit_stride_loops: bool,
    /// `slow-mem-space`.
    pub slow_mem_space: u64,
    /// `tag-mem-space`.
    pub tag_mem_space: u64,
}

impl Default for AffineDataCopyGenerate {
    fn default() -> Self {
        AffineDataCopyGenerate {
            fast_mem_capacity: u64::MAX,
            fast_mem_space: 1,
            generate_dma: false,
            min_dma_transfer: 1024,
            skip_non_unit_stride_loops: false,
            slow_mem_space: 0,
            tag_mem_space: 0,
        }
    }
}

fn parse_num<T: std::str::FromStr>(name: &str, value: &str, kind: &str) -> Result<T, String> {
    value
        .trim()
        .parse()
        .map_err(|_| format!("for the --{name} option: '{value}' value invalid for {kind} argument!"))
}

/// What both data copy passes may introduce.
const DATA_COPY_INTRODUCES: &[&str] = &[
    "affine.apply",
    "affine.dma_start",
    "affine.dma_wait",
    "affine.for",
    "affine.yield",
    "affine.load",
    "affine.store",
    "arith.constant",
    "memref.alloc",
    "memref.dealloc",
];

impl Pass for AffineDataCopyGenerate {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(DATA_COPY_INTRODUCES)
    }

    fn argument(&self) -> &'static str {
        "affine-data-copy-generate"
    }

    fn description(&self) -> &'static str {
        "Generate explicit copying for affine memory operations"
    }

    fn name(&self) -> &'static str {
        "AffineDataCopyGeneration"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "fast-mem-capacity" => self.fast_mem_capacity = parse_num(name, value, "ulong")?,
            "fast-mem-space" => self.fast_mem_space = parse_num::<u32>(name, value, "uint")?.into(),
            "generate-dma" => self.generate_dma = parse_bool_option(name, value)?,
            "min-dma-transfer" => self.min_dma_transfer = parse_num(name, value, "int")?,
            "skip-non-unit-stride-loops" => self.skip_non_unit_stride_loops = parse_bool_option(name, value)?,
            "slow-mem-space" => self.slow_mem_space = parse_num::<u32>(name, value, "uint")?.into(),
            "tag-mem-space" => self.tag_mem_space = parse_num::<u32>(name, value, "uint")?.into(),
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "fast-mem-capacity={} fast-mem-space={} generate-dma={} min-dma-transfer={} skip-non-unit-stride-loops={} slow-mem-space={} tag-mem-space={}",
            self.fast_mem_capacity,
            self.fast_mem_space,
            self.generate_dma,
            self.min_dma_transfer,
            self.skip_non_unit_stride_loops,
            self.slow_mem_space,
            self.tag_mem_space
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let func_loc = op.loc();
        let opts = AffineCopyOptions {
            generate_dma: self.generate_dma,
            slow_memory_space: self.slow_mem_space,
            fast_memory_space: self.fast_mem_space,
            tag_memory_space: self.tag_mem_space,
            fast_mem_capacity_bytes: self.fast_mem_capacity.saturating_mul(1024),
        };
        let body = op.body();
        let mut copy = DataCopy::new(ctx, body, opts, func_loc);
        // mlir-opt creates one zero index up front.
        copy.new_zero_index();
        let blocks: Vec<BlockId> = copy
            .body
            .root_regions()
            .iter()
            .flat_map(|&r| copy.body.region_blocks(r).collect::<Vec<_>>())
            .collect();
        for b in blocks {
            if !copy.body.block_is_empty(b) {
                copy.run_on_block(b, self.skip_non_unit_stride_loops);
            }
        }
        let done = (copy.func_warnings, std::mem::take(&mut copy.copy_nests));
        finish(ctx, op, done, opts, false);
        Ok(())
    }
}

/// The `test-affine-data-copy` pass: copy generation on the single loop
/// nest of a function, for the first memref loaded in its innermost loop
/// (`memref-filter`), for that load's region alone (`for-memref-region`),
/// or with a capacity (`capacity-kib`).
#[derive(Clone, Debug, Default)]
pub struct TestAffineDataCopy {
    /// `memref-filter`.
    pub memref_filter: bool,
    /// `for-memref-region`.
    pub for_memref_region: bool,
    /// `capacity-kib`.
    pub capacity_kib: Option<u64>,
}

impl Pass for TestAffineDataCopy {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(DATA_COPY_INTRODUCES)
    }

    fn argument(&self) -> &'static str {
        "test-affine-data-copy"
    }

    fn description(&self) -> &'static str {
        "Tests affine data copy utility functions."
    }

    fn name(&self) -> &'static str {
        "TestAffineDataCopy"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "memref-filter" => self.memref_filter = parse_bool_option(name, value)?,
            "for-memref-region" => self.for_memref_region = parse_bool_option(name, value)?,
            "capacity-kib" => self.capacity_kib = Some(parse_num(name, value, "ulong")?),
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "capacity-kib={} for-memref-region={} memref-filter={}",
            self.capacity_kib.unwrap_or(u64::MAX),
            self.for_memref_region,
            self.memref_filter
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let func_loc = op.loc();
        let body = op.body();
        // The loops of the function by depth.
        let mut by_depth: Vec<Vec<OpId>> = Vec::new();
        let blocks: Vec<BlockId> = body
            .root_regions()
            .iter()
            .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
            .collect();
        for b in blocks {
            gather_loops(ctx, body, b, 0, &mut by_depth);
        }
        let (Some(outer), Some(inner)) = (by_depth.first(), by_depth.last()) else {
            return Ok(());
        };
        if outer.len() != 1 || inner.len() != 1 {
            return Ok(());
        }
        let (nest, innermost) = (outer[0], inner[0]);
        let load = AffineFor::get(ctx, body, innermost).and_then(|f| {
            f.body_ops(body)
                .into_iter()
                .find(|&o| ctx.op_name_str(body.op_name(o)) == "affine.load")
        });
        let opts = AffineCopyOptions {
            generate_dma: false,
            slow_memory_space: 0,
            fast_memory_space: 0,
            tag_memory_space: 0,
            fast_mem_capacity_bytes: self
                .capacity_kib
                // mlir-opt's test pass takes the "KiB" as bytes.
                .unwrap_or(u64::MAX),
        };
        if (self.memref_filter || self.for_memref_region) && load.is_none() {
            return Ok(());
        }
        let mut copy = DataCopy::new(ctx, body, opts, func_loc);
        if self.for_memref_region && !self.memref_filter {
            let Some(l) = load else { return Ok(()) };
            let Some(region) =
                MemRefRegion::compute(ctx, copy.body, l, 0, None, true).map(MemRefRegion::without_locals)
            else {
                return Ok(());
            };
            let mut buffers = FxHashMap::default();
            let (Some(block), Some(end)) = (copy.body.op_block(nest), copy.body.next_op(nest)) else {
                return Ok(());
            };
            let placement = Placement {
                copy_in_at: nest,
                copy_out_at: end,
            };
            // The copy nest of this mode is neither promoted nor simplified.
            let _ = copy.generate_copy(&region, block, nest, end, &placement, &mut buffers);
            return Ok(());
        }
        let filter = if self.memref_filter {
            load.map(|l| copy.body.operand(l, 0))
        } else {
            None
        };
        let Some(f) = AffineFor::get(ctx, copy.body, nest) else {
            return Ok(());
        };
        if let Some(first) = copy.body.first_op(f.block) {
            if copy.generate(first, f.terminator, filter).is_none() {
                return Ok(());
            }
        }
        let done = (copy.func_warnings, std::mem::take(&mut copy.copy_nests));
        finish(ctx, op, done, opts, true);
        Ok(())
    }
}

/// Adds the `affine.for` loops among the ops of `block` to `out` by
/// depth, with those directly in their bodies (MLIR's `gatherLoops`:
/// loops under other ops are not visited).
fn gather_loops(ctx: &Context, body: &Body, block: BlockId, depth: usize, out: &mut Vec<Vec<OpId>>) {
    for o in body.block_ops(block).collect::<Vec<_>>() {
        if let Some(f) = AffineFor::get(ctx, body, o) {
            if out.len() <= depth {
                out.resize(depth + 1, Vec::new());
            }
            out[depth].push(o);
            gather_loops(ctx, body, f.block, depth + 1, out);
        }
    }
}
