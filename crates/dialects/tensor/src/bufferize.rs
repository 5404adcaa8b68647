//! `BufferizableOpInterface` of the tensor ops: element access becomes
//! `memref.load`/`memref.store`, slices become `memref.subview`s (with a
//! `memref.copy` for insertions), `empty` and `from_elements` new
//! allocations, `cast` and `dim` their memref counterparts.

use strata_ir::bufferization::{AliasingValue, BufferizableOpInterface, BufferizationState, SubsetInsertion};
use strata_ir::{AttrKind, Attribute, Failed, OpBuilder, OpId, OpRef, Type, TypeKind, ValueId, DYNAMIC};

use strata_dialect_memref as memref;
use strata_dialect_utils::segments::operand_group;
use strata_dialect_utils::slice::rank_reduction_mask;
use strata_dialect_utils::static_value::static_list;

use strata_dialect_affine::{map_attr, split_mixed, ApplyOp, ApplyValue};
use strata_ir::affine::AffineMap;
use strata_ir::OpFoldResult;

use super::tiling::{dim_size, index_value, pad_result_shape_of, paddings};
use super::{
    CastOp, CollapseShapeOp, DimOp, EmptyOp, ExpandShapeOp, ExtractOp, ExtractSliceOp, FromElementsOp,
    GenerateOp, InsertOp, InsertSliceOp, PadOp, ParallelInsertSliceOp, RankOp, ReshapeOp, SplatOp,
};

/// The identity-layout memref type of tensor type `t` in `memory_space`
/// (what new allocations get).
fn identity_buffer(
    ctx: &strata_ir::Context,
    t: Type,
    memory_space: Option<Attribute>,
) -> Result<Type, Failed> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, element, .. } => Ok(ctx.intern_type(TypeKind::MemRef {
            shape: shape.clone(),
            element: *element,
            layout: None,
            memory_space,
        })),
        _ => Err(Failed),
    }
}

/// The identity-layout memref type of a new buffer for tensor type `t`,
/// in the default memory space; an error on `op` when there is none.
fn new_buffer_type(
    b: &OpBuilder<'_>,
    state: &dyn BufferizationState,
    op: OpId,
    t: Type,
) -> Result<Type, Failed> {
    let Some(space) = state.default_memory_space(t) else {
        return Err(op_ref(b, op).emit_error("could not infer memory space"));
    };
    identity_buffer(b.ctx, t, space)
}

/// The memory space of buffer type `t`.
fn memory_space_of(ctx: &strata_ir::Context, t: Type) -> Option<Attribute> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

fn op_ref<'a>(b: &'a OpBuilder<'_>, op: OpId) -> OpRef<'a> {
    OpRef::new(b.ctx, b.body, op)
}

/// `tensor.extract`: reads its tensor, a `memref.load`.
pub(crate) const EXTRACT: BufferizableOpInterface = BufferizableOpInterface {
    bufferize: |b, state, op| {
        let e = ExtractOp(op);
        let (tensor, indices): (ValueId, Vec<ValueId>) = (e.tensor(b), e.indices(b).collect());
        let buffer = state.buffer(b, tensor)?;
        let loc = b.body.op_loc(op);
        let v = memref::LoadOp::build(b, loc, buffer, &indices, Some(false), None).result(b);
        state.replace_op(b, op, &[v]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `tensor.insert`: writes one element of its destination in place.
pub(crate) const INSERT: BufferizableOpInterface = BufferizableOpInterface {
    writes: |_, i| i == 1,
    aliasing_values: |op, i, out| {
        if i == 1 {
            if let Some(r) = op.results().next() {
                out.push(AliasingValue::equivalent(r));
            }
        }
    },
    bufferize: |b, state, op| {
        let ins = InsertOp(op);
        let (scalar, dest, indices): (ValueId, ValueId, Vec<ValueId>) =
            (ins.scalar(b), ins.dest(b), ins.indices(b).collect());
        let buffer = state.buffer(b, dest)?;
        let loc = b.body.op_loc(op);
        memref::StoreOp::build(b, loc, scalar, buffer, &indices, Some(false), None);
        state.replace_op(b, op, &[buffer]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `tensor.dim`: reads only the shape, a `memref.dim`.
pub(crate) const DIM: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _| false,
    bufferize: |b, state, op| {
        let d = DimOp(op);
        let (source, index) = (d.source(b), d.index(b));
        let buffer = state.buffer(b, source)?;
        let loc = b.body.op_loc(op);
        let v = memref::DimOp::build(b, loc, buffer, index).result(b);
        state.replace_op(b, op, &[v]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `tensor.rank`: `memref.rank` of its tensor's buffer (whose contents it
/// does not read).
pub(crate) const RANK: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _| false,
    bufferize: |b, state, op| {
        let source = RankOp(op).tensor(b);
        let buffer = state.buffer(b, source)?;
        let loc = b.body.op_loc(op);
        let v = memref::RankOp::build(b, loc, buffer).result(b);
        state.replace_op(b, op, &[v]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `tensor.empty`: a new allocation.
pub(crate) const EMPTY: BufferizableOpInterface = BufferizableOpInterface {
    bufferizes_to_allocation: |_, _| true,
    bufferize: |b, state, op| {
        let e = EmptyOp(op);
        let result = e.result(b);
        if b.body.uses(result).next().is_none() {
            b.body.erase_op(op);
            return Ok(());
        }
        let sizes: Vec<ValueId> = e.dynamic_sizes(b).collect();
        let ty = new_buffer_type(b, state, op, b.body.value_type(result))?;
        let loc = b.body.op_loc(op);
        let m = state.allocate(b, loc, ty, &sizes)?;
        state.replace_op(b, op, &[m]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `tensor.from_elements`: a new buffer filled by stores.
pub(crate) const FROM_ELEMENTS: BufferizableOpInterface = BufferizableOpInterface {
    bufferizes_to_allocation: |_, _| true,
    bufferize: |b, state, op| {
        let f = FromElementsOp(op);
        let result = f.result(b);
        let elements: Vec<ValueId> = f.elements(b).collect();
        let ty = new_buffer_type(b, state, op, b.body.value_type(result))?;
        let shape = b.ctx.shape(ty).unwrap_or(&[]).to_vec();
        let loc = b.body.op_loc(op);
        let m = state.allocate(b, loc, ty, &[])?;
        // One index constant per value used, created before the stores.
        let max = shape.iter().copied().max().unwrap_or(0).max(1);
        let index = b.ctx.index_type();
        let constants: Vec<ValueId> = (0..max)
            .map(|i| strata_dialect_arith::ConstantOp::build(b, loc, b.ctx.integer_attr(index, i)).result(b))
            .collect();
        if shape.is_empty() {
            if let Some(&e) = elements.first() {
                memref::StoreOp::build(b, loc, e, m, &[], Some(false), None);
            }
        } else {
            let mut idx = vec![0i64; shape.len()];
            for &e in &elements {
                let indices: Vec<ValueId> = idx.iter().map(|&i| constants[i as usize]).collect();
                memref::StoreOp::build(b, loc, e, m, &indices, Some(false), None);
                for d in (0..shape.len()).rev() {
                    idx[d] += 1;
                    if idx[d] < shape[d] {
                        break;
                    }
                    idx[d] = 0;
                }
            }
        }
        state.replace_op(b, op, &[m]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// A `linalg.map` (created by name: linalg depends on tensor) writing
/// buffer `m`, with an empty region, at the builder's insertion point.
fn create_map(b: &mut OpBuilder<'_>, loc: strata_ir::Location, m: ValueId) -> strata_ir::RegionId {
    let region = b.body.create_region();
    let mut st = strata_ir::OperationState::new(b.ctx.op_name("linalg.map"), loc);
    st.operands.push(m);
    st.regions.push(region);
    b.create(st);
    region
}

/// Fills buffer `m` by a `linalg.map` whose body is `op`'s (a `generate`'s
/// or `pad`'s), its indices read with `linalg.index`.
fn fill_with_body(b: &mut OpBuilder<'_>, op: OpId, m: ValueId, element: Type) -> Result<(), Failed> {
    let loc = b.body.op_loc(op);
    let &[old] = b.body.regions_in_body(op) else {
        return Err(Failed);
    };
    b.set_insertion_point_before(op);
    let region = create_map(b, loc, m);
    b.body.inline_region_before(old, region, None);
    let entry = b.body.region_entry(region).ok_or(Failed)?;
    let args = b.body.block_args(entry).to_vec();
    let (index_name, i64_type, index) = (
        b.ctx.op_name("linalg.index"),
        b.ctx.integer_type(64),
        b.ctx.index_type(),
    );
    for (d, &arg) in args.iter().enumerate() {
        let dim = b.ctx.integer_attr(i64_type, d as i64);
        let props = b.ctx.dictionary_attr(&[(b.ctx.ident("dim"), dim)]);
        if d == 0 {
            b.set_insertion_point_to_start(entry);
        }
        let i = b.create_op(index_name, loc, &[], &[index], Some(props));
        b.set_insertion_point_after(i);
        let v = b.body.result(i, 0);
        b.body.replace_all_uses_with(arg, v);
    }
    for d in (0..args.len()).rev() {
        b.body.erase_block_arg(entry, d);
    }
    b.body.add_block_arg(entry, element, loc);
    let terminator = b.body.last_op(entry).ok_or(Failed)?;
    let yielded: Vec<ValueId> = b.body.operands(terminator).collect();
    b.set_insertion_point_before(terminator);
    b.create_op(b.ctx.op_name("linalg.yield"), loc, &yielded, &[], None);
    b.body.erase_op(terminator);
    b.set_insertion_point_before(op);
    Ok(())
}

/// `tensor.generate`: a new allocation, filled by its body.
pub(crate) const GENERATE: BufferizableOpInterface = BufferizableOpInterface {
    bufferizes_to_allocation: |_, _| true,
    bufferize: |b, state, op| {
        let g = GenerateOp(op);
        let result = g.result(b);
        let extents: Vec<ValueId> = g.dynamic_extents(b).to_vec();
        let t = b.body.value_type(result);
        // Only the default memory space is supported (as by mlir-opt),
        // also where there is none.
        if state.default_memory_space(t) != Some(None) {
            return Err(op_ref(b, op).emit_error("memory space not implemented yet"));
        }
        let ty = identity_buffer(b.ctx, t, None)?;
        let element = b.ctx.element_type(ty).ok_or(Failed)?;
        let loc = b.body.op_loc(op);
        let m = state.allocate(b, loc, ty, &extents)?;
        fill_with_body(b, op, m, element)?;
        state.replace_op(b, op, &[m]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `tensor.splat`: a new allocation filled with its value by a
/// `linalg.map`.
pub(crate) const SPLAT: BufferizableOpInterface = BufferizableOpInterface {
    bufferizes_to_allocation: |_, _| true,
    bufferize: |b, state, op| {
        let s = SplatOp(op);
        let (input, result) = (s.input(b), s.aggregate(b));
        let sizes: Vec<ValueId> = s.dynamic_sizes(b).collect();
        let ty = new_buffer_type(b, state, op, b.body.value_type(result))?;
        // Only the default memory space is supported (as by mlir-opt).
        if memory_space_of(b.ctx, ty).is_some() {
            return Err(op_ref(b, op).emit_error("memory space not implemented yet"));
        }
        let element = b.ctx.element_type(ty).ok_or(Failed)?;
        let loc = b.body.op_loc(op);
        b.set_insertion_point_before(op);
        let m = state.allocate(b, loc, ty, &sizes)?;
        let region = create_map(b, loc, m);
        b.create_block(region, &[element], loc);
        b.create_op(b.ctx.op_name("linalg.yield"), loc, &[input], &[], None);
        b.set_insertion_point_before(op);
        state.replace_op(b, op, &[m]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// The buffer type of a `tensor.reshape`'s result: the identity layout
/// (`memref.reshape` makes one) in the source buffer's memory space.
fn reshape_buffer_type(ctx: &strata_ir::Context, source_buffer: Type, result: Type) -> Type {
    let memory_space = memory_space_of(ctx, source_buffer);
    match ctx.type_kind(result) {
        TypeKind::RankedTensor { shape, element, .. } => ctx.intern_type(TypeKind::MemRef {
            shape: shape.clone(),
            element: *element,
            layout: None,
            memory_space,
        }),
        TypeKind::UnrankedTensor { element } => ctx.intern_type(TypeKind::UnrankedMemRef {
            element: *element,
            memory_space,
        }),
        _ => result,
    }
}

/// `tensor.reshape`: a `memref.reshape` of its source's buffer, which
/// must have the identity layout (else a copy of it that has) and is
/// not read; the shape is.
pub(crate) const RESHAPE: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, i| i == 1,
    aliasing_values: |op, i, out| {
        if i == 0 {
            if let Some(r) = op.results().next() {
                out.push(AliasingValue::equivalent(r));
            }
        }
    },
    buffer_type: Some(|b, state, op, _| {
        let r = ReshapeOp(op);
        let (source, result) = (r.source(b), r.result(b));
        let buffer = state.buffer_type(b, source)?;
        Ok(reshape_buffer_type(b.ctx, buffer, b.body.value_type(result)))
    }),
    bufferize: |b, state, op| {
        let r = ReshapeOp(op);
        let (source, shape, result) = (r.source(b), r.shape(b), r.result(b));
        let mut source_buffer = state.buffer(b, source)?;
        let shape_buffer = state.buffer(b, shape)?;
        let ctx = b.ctx;
        let source_ty = b.body.value_type(source_buffer);
        let ty = reshape_buffer_type(ctx, source_ty, b.body.value_type(result));
        let loc = b.body.op_loc(op);
        b.set_insertion_point_before(op);
        if let TypeKind::MemRef {
            shape,
            element,
            layout: Some(_),
            memory_space,
        } = ctx.type_kind(source_ty)
        {
            let identity = ctx.intern_type(TypeKind::MemRef {
                shape: shape.clone(),
                element: *element,
                layout: None,
                memory_space: *memory_space,
            });
            let sizes = memref::dynamic_dims(b, loc, source_buffer);
            let copy = state.allocate(b, loc, identity, &sizes)?;
            state.copy(b, loc, source_buffer, copy);
            source_buffer = copy;
        }
        let v = memref::ReshapeOp::build(b, loc, ty, source_buffer, shape_buffer).result(b);
        state.replace_op(b, op, &[v]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// Makes the `tensor.dim`s of `source` among the ops from after `before`
/// (the block's start if `None`) up to `op` `memref.dim`s of its buffer
/// `buffer`, as bufferizing them would; returns each replaced size with
/// its replacement.
fn dims_of_buffer(
    b: &mut OpBuilder<'_>,
    before: Option<OpId>,
    op: OpId,
    source: ValueId,
    buffer: ValueId,
) -> Vec<(ValueId, ValueId)> {
    let mut cur = match before {
        Some(p) => b.body.next_op(p),
        None => b.body.op_block(op).and_then(|blk| b.body.first_op(blk)),
    };
    let mut replaced = Vec::new();
    while let Some(o) = cur.filter(|&o| o != op) {
        cur = b.body.next_op(o);
        let Some(d) = DimOp::cast(&op_ref(b, o), o) else {
            continue;
        };
        let (dim_source, index, old) = (d.source(b), d.index(b), d.result(b));
        if dim_source != source {
            continue;
        }
        let loc = b.body.op_loc(o);
        b.set_insertion_point_before(o);
        let new = memref::DimOp::build(b, loc, buffer, index).result(b);
        b.body.replace_all_uses_with(old, new);
        b.body.erase_op(o);
        replaced.push((old, new));
    }
    b.set_insertion_point_before(op);
    replaced
}

/// The buffer type of a `tensor.pad`'s result: a new allocation in its
/// source buffer's memory space.
fn pad_buffer_type(b: &OpBuilder<'_>, state: &mut dyn BufferizationState, op: OpId) -> Result<Type, Failed> {
    let p = PadOp(op);
    let source_buffer = state.buffer_type(b, p.source(b))?;
    identity_buffer(
        b.ctx,
        b.body.value_type(p.result(b)),
        memory_space_of(b.ctx, source_buffer),
    )
}

/// `tensor.pad`: a new allocation of the result's reified shape, filled by
/// its body, its source copied into the view at the low padding.
pub(crate) const PAD: BufferizableOpInterface = BufferizableOpInterface {
    bufferizes_to_allocation: |_, _| true,
    buffer_type: Some(|b, state, op, _| pad_buffer_type(b, state, op)),
    bufferize: |b, state, op| {
        let p = PadOp(op);
        let r = op_ref(b, op);
        let (source, result) = (p.source(&r), p.result(&r));
        let [low, high] = paddings(r);
        let ctx = b.ctx;
        let rank = ctx.shape(b.body.value_type(source)).ok_or(Failed)?.len();
        let result_shape = ctx.shape(b.body.value_type(result)).ok_or(Failed)?.to_vec();
        if low.len() != rank || high.len() != rank || result_shape.len() != rank {
            return Err(Failed);
        }
        let ty = pad_buffer_type(&*b, state, op)?;
        let element = ctx.element_type(ty).ok_or(Failed)?;
        let loc = b.body.op_loc(op);
        let source_buffer = state.buffer(b, source)?;
        let before = b.body.prev_op(op);
        b.set_insertion_point_before(op);
        // mlir-opt sums each dynamic size and its paddings here too and
        // leaves the sums unused (the allocation's sizes are reified below);
        // they are made alike so that the output is the same.
        let (s0, s1, s2) = (ctx.affine_symbol(0), ctx.affine_symbol(1), ctx.affine_symbol(2));
        let sum = AffineMap::new(0, 3, vec![ctx.affine_add(ctx.affine_add(s0, s1), s2)]);
        for (i, _) in result_shape.iter().enumerate().filter(|(_, &s)| s == DYNAMIC) {
            let index =
                strata_dialect_arith::ConstantOp::build(b, loc, ctx.integer_attr(ctx.index_type(), i as i64))
                    .result(b);
            let dim = memref::DimOp::build(b, loc, source_buffer, index).result(b);
            let (l, h) = (index_value(b, loc, low[i]), index_value(b, loc, high[i]));
            ApplyOp::build(b, loc, &[dim, l, h], map_attr(ctx, sum.clone()));
        }
        // Sizes are read from the source tensor (folded as tensors), then
        // from its buffer.
        let sizes = pad_result_shape_of(b, op, source)?;
        let dynamic: Vec<ValueId> = sizes
            .iter()
            .filter_map(|s| match s {
                OpFoldResult::Value(v) => Some(*v),
                OpFoldResult::Attr(_) => None,
            })
            .collect();
        let m = state.allocate(b, loc, ty, &dynamic)?;
        fill_with_body(b, op, m, element)?;
        let slice_sizes: Vec<ApplyValue> = (0..rank).map(|j| dim_size(b, loc, source, j)).collect();
        let replaced = dims_of_buffer(b, before, op, source, source_buffer);
        let slice_sizes: Vec<ApplyValue> = slice_sizes
            .into_iter()
            .map(|s| match s {
                ApplyValue::Value(v) => ApplyValue::Value(
                    replaced
                        .iter()
                        .find(|&&(old, _)| old == v)
                        .map_or(v, |&(_, new)| new),
                ),
                c => c,
            })
            .collect();
        let (static_offsets, offsets) = split_mixed(&low);
        let (static_sizes, sizes) = split_mixed(&slice_sizes);
        let ones = vec![1; rank];
        let view_ty = subview_type(ctx, ty, &static_offsets, &static_sizes, &ones, &static_sizes)?;
        let view = memref::SubViewOp::build(
            b,
            loc,
            view_ty,
            m,
            &offsets,
            &sizes,
            &[],
            &static_offsets,
            &static_sizes,
            &ones,
        )
        .result(b);
        state.copy(b, loc, source_buffer, view);
        state.replace_op(b, op, &[m]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// The buffer type of a cast to tensor type `to` of a buffer of type
/// `from`: the same memory space; a ranked buffer's layout is kept (offsets
/// and strides do not change), an unranked one's becomes fully dynamic.
fn cast_buffer_type(ctx: &strata_ir::Context, from: Type, to: Type) -> Type {
    let (kept, memory_space) = match ctx.type_kind(from) {
        TypeKind::MemRef {
            layout, memory_space, ..
        } => (Some(*layout), *memory_space),
        TypeKind::UnrankedMemRef { memory_space, .. } => (None, *memory_space),
        _ => (Some(None), None),
    };
    match ctx.type_kind(to) {
        TypeKind::RankedTensor { shape, element, .. } => {
            let layout = kept.unwrap_or_else(|| {
                Some(ctx.intern_attr(AttrKind::StridedLayout {
                    offset: DYNAMIC,
                    strides: vec![DYNAMIC; shape.len()].into(),
                }))
            });
            ctx.intern_type(TypeKind::MemRef {
                shape: shape.clone(),
                element: *element,
                layout,
                memory_space,
            })
        }
        TypeKind::UnrankedTensor { element } => ctx.intern_type(TypeKind::UnrankedMemRef {
            element: *element,
            memory_space,
        }),
        _ => to,
    }
}

/// `tensor.cast`: the same buffer, a `memref.cast`.
pub(crate) const CAST: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _| false,
    aliasing_values: |op, _, out| {
        if let Some(r) = op.results().next() {
            out.push(AliasingValue::equivalent(r));
        }
    },
    buffer_type: Some(|b, state, op, _| {
        let c = CastOp(op);
        let (source, result) = (c.source(b), c.dest(b));
        let buffer = state.buffer_type(b, source)?;
        Ok(cast_buffer_type(b.ctx, buffer, b.body.value_type(result)))
    }),
    bufferize: |b, state, op| {
        let c = CastOp(op);
        let (source, result) = (c.source(b), c.dest(b));
        let buffer = state.buffer(b, source)?;
        let ty = cast_buffer_type(b.ctx, b.body.value_type(buffer), b.body.value_type(result));
        let loc = b.body.op_loc(op);
        let v = state.cast_buffer(b, loc, buffer, ty);
        state.replace_op(b, op, &[v]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// The memref type of a subview of `source` with the static parts of
/// `offsets`, `sizes` and `strides`, reduced to `shape` (the slice
/// tensor's) when it has fewer dimensions.
fn subview_type(
    ctx: &strata_ir::Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
    shape: &[i64],
) -> Result<Type, Failed> {
    let full = memref::layout::subview_result_type(ctx, source, offsets, sizes, strides).ok_or(Failed)?;
    if shape.len() == sizes.len() {
        return Ok(full);
    }
    let mask = rank_reduction_mask(sizes, shape).ok_or(Failed)?;
    let (full_strides, offset) = memref::layout::strides_and_offset(ctx, full).ok_or(Failed)?;
    let kept_strides: Vec<i64> = full_strides
        .iter()
        .zip(&mask)
        .filter(|(_, &dropped)| !dropped)
        .map(|(&s, _)| s)
        .collect();
    let element = ctx.element_type(full).ok_or(Failed)?;
    let memory_space = match ctx.type_kind(full) {
        TypeKind::MemRef { memory_space, .. } => *memory_space,
        _ => None,
    };
    Ok(memref::layout::strided_memref(
        ctx,
        shape,
        element,
        &kept_strides,
        offset,
        memory_space,
    ))
}

/// The `memref.subview` of `buffer` that the slice op `op` describes:
/// its offsets, sizes and strides are operand groups `first..first + 3`
/// and the `static_*` lists; `shape` is the slice's (possibly rank-reduced)
/// shape.
fn slice_subview(
    b: &mut OpBuilder<'_>,
    op: OpId,
    first: usize,
    buffer: ValueId,
    shape: &[i64],
) -> Result<ValueId, Failed> {
    let r = op_ref(b, op);
    let group = |k: usize| -> Vec<ValueId> { operand_group(r, first + k).map(|i| r.operand(i)).collect() };
    let (offsets, sizes, strides) = (group(0), group(1), group(2));
    let (so, ss, st) = (
        static_list(r, "static_offsets"),
        static_list(r, "static_sizes"),
        static_list(r, "static_strides"),
    );
    let ty = subview_type(b.ctx, b.body.value_type(buffer), &so, &ss, &st, shape)?;
    let loc = b.body.op_loc(op);
    Ok(memref::SubViewOp::build(b, loc, ty, buffer, &offsets, &sizes, &strides, &so, &ss, &st).result(b))
}

/// `tensor.extract_slice`: a view of its source's buffer.
pub(crate) const EXTRACT_SLICE: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _| false,
    aliasing_values: |op, i, out| {
        if i == 0 {
            if let Some(r) = op.results().next() {
                out.push(AliasingValue::alias(r));
            }
        }
    },
    // The subview's type, from its source's buffer type.
    buffer_type: Some(|b, state, op, _| {
        let s = ExtractSliceOp(op);
        let r = op_ref(b, op);
        let (source, result) = (s.source(&r), s.result(&r));
        let shape = b.ctx.shape(b.body.value_type(result)).unwrap_or(&[]).to_vec();
        let buffer = state.buffer_type(b, source)?;
        subview_type(
            b.ctx,
            buffer,
            &static_list(r, "static_offsets"),
            &static_list(r, "static_sizes"),
            &static_list(r, "static_strides"),
            &shape,
        )
    }),
    bufferize: |b, state, op| {
        let s = ExtractSliceOp(op);
        let r = op_ref(b, op);
        let (source, result) = (s.source(&r), s.result(&r));
        let shape = b.ctx.shape(b.body.value_type(result)).unwrap_or(&[]).to_vec();
        let buffer = state.buffer(b, source)?;
        let v = slice_subview(b, op, 1, buffer, &shape)?;
        state.replace_op(b, op, &[v]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// Whether `v` is a `tensor.extract_slice` of a value equivalent to
/// `insert`'s destination, at the same offsets, sizes and strides: the
/// slice the insertion overwrites.
fn is_matching_slice(insert: OpRef<'_>, v: ValueId, equivalent: &dyn Fn(ValueId, ValueId) -> bool) -> bool {
    let ins = InsertSliceOp(insert.id);
    let dest = ins.dest(&insert);
    let Some(d) = insert.body.defining_op(v) else {
        return false;
    };
    let Some(ext) = ExtractSliceOp::cast(&insert, d) else {
        return false;
    };
    let e = OpRef::new(insert.ctx, insert.body, d);
    equivalent(ext.source(&e), dest)
        && ext.offsets(&e).eq(ins.offsets(&insert))
        && ext.sizes(&e).eq(ins.sizes(&insert))
        && ext.strides(&e).eq(ins.strides(&insert))
        && ext.static_offsets(&e) == ins.static_offsets(&insert)
        && ext.static_sizes(&e) == ins.static_sizes(&insert)
        && ext.static_strides(&e) == ins.static_strides(&insert)
}

/// `insert_slice` and `parallel_insert_slice` as subset insertions.
const SLICE_INSERTION: SubsetInsertion = SubsetInsertion {
    source: 0,
    dest: 1,
    is_equivalent_subset: is_matching_slice,
    source_may_be_dest: false,
};

/// Whether an insertion (`insert_slice` or `parallel_insert_slice`: source,
/// dest, offsets, sizes, strides) overwrites all of its destination: zero
/// offsets, unit strides and the destination's sizes, all constant. It
/// then does not read the destination.
fn overwrites_dest(op: OpRef<'_>) -> bool {
    let Some(shape) = op.ctx.shape(op.operand_type(1)) else {
        return false;
    };
    // The static entries, with the dynamic ones that are constants.
    let mixed = |group: usize, name: &str| -> Vec<Option<i64>> {
        let mut dynamic = operand_group(op, group).map(|i| op.operand(i));
        static_list(op, name)
            .into_iter()
            .map(|s| match s {
                DYNAMIC => dynamic
                    .next()
                    .and_then(|v| strata_dialect_utils::matchers::const_i64(op.ctx, op.body, v)),
                s => Some(s),
            })
            .collect()
    };
    let offsets = mixed(2, "static_offsets");
    let sizes = mixed(3, "static_sizes");
    let strides = mixed(4, "static_strides");
    offsets.iter().all(|&o| o == Some(0))
        && strides.iter().all(|&s| s == Some(1))
        && sizes.len() == shape.len()
        && sizes
            .iter()
            .zip(shape)
            .all(|(&s, &d)| d != DYNAMIC && s == Some(d))
}

/// `tensor.insert_slice`: copies its source into a view of its
/// destination's buffer, in place.
pub(crate) const INSERT_SLICE: BufferizableOpInterface = BufferizableOpInterface {
    reads: |op, i| i != 1 || !overwrites_dest(op),
    writes: |_, i| i == 1,
    subset_insertion: Some(SLICE_INSERTION),
    aliasing_values: |op, i, out| {
        if i == 1 {
            if let Some(r) = op.results().next() {
                out.push(AliasingValue::equivalent(r));
            }
        }
    },
    bufferize: |b, state, op| {
        let s = InsertSliceOp(op);
        let r = op_ref(b, op);
        let (source, dest) = (s.source(&r), s.dest(&r));
        let shape = b.ctx.shape(b.body.value_type(source)).unwrap_or(&[]).to_vec();
        let dest_buffer = state.buffer(b, dest)?;
        let view = slice_subview(b, op, 2, dest_buffer, &shape)?;
        let loc = b.body.op_loc(op);
        let source_buffer = state.buffer(b, source)?;
        state.copy(b, loc, source_buffer, view);
        state.replace_op(b, op, &[dest_buffer]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `tensor.parallel_insert_slice`: like `insert_slice`, a copy of its
/// source into a view of its destination's buffer (which it updates, so
/// reads), made before the `scf.forall.in_parallel` terminator holding
/// it. Both operands bufferize in place: the loop's shared output is
/// written by every iteration by design, and a copy of it would lose the
/// other iterations' parts.
pub(crate) const PARALLEL_INSERT_SLICE: BufferizableOpInterface = BufferizableOpInterface {
    // The destination is a shared output that each thread writes a part
    // of: no thread reads it through this op.
    reads: |_, i| i != 1,
    writes: |_, i| i == 1,
    must_bufferize_in_place: |_, i| i <= 1,
    subset_insertion: Some(SubsetInsertion {
        source_may_be_dest: true,
        ..SLICE_INSERTION
    }),
    bufferize: |b, state, op| {
        let s = ParallelInsertSliceOp(op);
        let r = op_ref(b, op);
        let (source, dest) = (s.source(&r), s.dest(&r));
        let shape = b.ctx.shape(b.body.value_type(source)).unwrap_or(&[]).to_vec();
        // Outside the terminator, whose region only combines results.
        let terminator = b.body.parent_op(op).ok_or(Failed)?;
        b.set_insertion_point_before(terminator);
        let dest_buffer = state.buffer(b, dest)?;
        let source_buffer = state.buffer(b, source)?;
        let view = slice_subview(b, op, 2, dest_buffer, &shape)?;
        let loc = b.body.op_loc(op);
        state.copy(b, loc, source_buffer, view);
        state.replace_op(b, op, &[]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `tensor.expand_shape`: a `memref.expand_shape` view of its source's
/// buffer.
pub(crate) const EXPAND_SHAPE: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _| false,
    aliasing_values: |op, _, out| {
        if let Some(r) = op.results().next() {
            out.push(AliasingValue::equivalent(r));
        }
    },
    buffer_type: Some(|b, state, op, _| {
        let e = ExpandShapeOp(op);
        let (src, result) = (e.src(b), e.result(b));
        let reassociation = e.reassociation(b).ok_or(Failed)?;
        let groups = strata_dialect_utils::reshape::reassociation(b.ctx, reassociation).ok_or(Failed)?;
        let groups: Vec<Vec<i64>> = groups.iter().map(|g| g.to_vec()).collect();
        let buffer = state.buffer_type(b, src)?;
        let shape = b.ctx.shape(b.body.value_type(result)).unwrap_or(&[]).to_vec();
        memref::reshape::expanded_type(b.ctx, buffer, &shape, &groups).ok_or(Failed)
    }),
    bufferize: |b, state, op| {
        let e = ExpandShapeOp(op);
        let (src, result) = (e.src(b), e.result(b));
        let output_shape: Vec<ValueId> = e.output_shape(b).collect();
        let reassociation = e.reassociation(b).ok_or(Failed)?;
        let static_shape = e.static_output_shape(b).ok_or(Failed)?;
        let groups = strata_dialect_utils::reshape::reassociation(b.ctx, reassociation).ok_or(Failed)?;
        let buffer = state.buffer(b, src)?;
        let shape = b.ctx.shape(b.body.value_type(result)).unwrap_or(&[]).to_vec();
        let groups: Vec<Vec<i64>> = groups.iter().map(|g| g.to_vec()).collect();
        let ty = memref::reshape::expanded_type(b.ctx, b.body.value_type(buffer), &shape, &groups)
            .ok_or(Failed)?;
        let loc = b.body.op_loc(op);
        let v = memref::ExpandShapeOp::build(b, loc, ty, buffer, &output_shape, reassociation, &static_shape)
            .result(b);
        state.replace_op(b, op, &[v]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// The layout of a collapse of `buffer` type by `groups`, when the
/// collapse is certainly possible (the grouped dimensions are contiguous
/// with static strides): `Some(None)` for the identity layout.
fn collapsed_layout(
    ctx: &strata_ir::Context,
    buffer: Type,
    shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<Option<strata_ir::Attribute>> {
    let identity = matches!(ctx.type_kind(buffer), TypeKind::MemRef { layout: None, .. });
    if identity {
        return Some(None);
    }
    let (strides, _) = memref::layout::strides_and_offset(ctx, buffer)?;
    if strides.contains(&DYNAMIC) {
        return None;
    }
    let (result, offset) = memref::reshape::collapsed_layout(ctx, buffer, groups)?;
    Some(memref::layout::layout_for(ctx, shape, &result, offset))
}

/// `tensor.collapse_shape`: a `memref.collapse_shape` view of its
/// source's buffer, or of a contiguous copy of it when its layout may not
/// collapse.
pub(crate) const COLLAPSE_SHAPE: BufferizableOpInterface = BufferizableOpInterface {
    // It may copy its source (when the layout does not collapse), so it
    // counts as reading it.
    reads: |_, _| true,
    aliasing_values: |op, _, out| {
        if let Some(r) = op.results().next() {
            out.push(AliasingValue::equivalent(r));
        }
    },
    buffer_type: Some(|b, state, op, _| {
        let c = CollapseShapeOp(op);
        let (src, result) = (c.src(b), c.result(b));
        let reassociation = c.reassociation(b).ok_or(Failed)?;
        let groups = strata_dialect_utils::reshape::reassociation(b.ctx, reassociation).ok_or(Failed)?;
        let groups: Vec<Vec<i64>> = groups.iter().map(|g| g.to_vec()).collect();
        let shape = b.ctx.shape(b.body.value_type(result)).unwrap_or(&[]).to_vec();
        let buffer = state.buffer_type(b, src)?;
        let TypeKind::MemRef {
            element,
            memory_space,
            ..
        } = b.ctx.type_kind(buffer).clone()
        else {
            return Err(Failed);
        };
        // A layout that may not collapse is copied into an identity buffer.
        let layout = collapsed_layout(b.ctx, buffer, &shape, &groups).flatten();
        Ok(b.ctx.intern_type(TypeKind::MemRef {
            shape: shape.into(),
            element,
            layout,
            memory_space,
        }))
    }),
    bufferize: |b, state, op| {
        let c = CollapseShapeOp(op);
        let (src, result) = (c.src(b), c.result(b));
        let reassociation = c.reassociation(b).ok_or(Failed)?;
        let groups = strata_dialect_utils::reshape::reassociation(b.ctx, reassociation).ok_or(Failed)?;
        let groups: Vec<Vec<i64>> = groups.iter().map(|g| g.to_vec()).collect();
        let shape = b.ctx.shape(b.body.value_type(result)).unwrap_or(&[]).to_vec();
        let loc = b.body.op_loc(op);
        let mut buffer = state.buffer(b, src)?;
        let layout = match collapsed_layout(b.ctx, b.body.value_type(buffer), &shape, &groups) {
            Some(layout) => layout,
            None => {
                // Copy into a new contiguous buffer first.
                let memory_space = memory_space_of(b.ctx, b.body.value_type(buffer));
                let ty = identity_buffer(b.ctx, b.body.value_type(src), memory_space)?;
                let sizes = memref::dynamic_dims(b, loc, buffer);
                let alloc = state.allocate(b, loc, ty, &sizes)?;
                state.copy(b, loc, buffer, alloc);
                buffer = alloc;
                None
            }
        };
        let (element, memory_space) = match b.ctx.type_kind(b.body.value_type(buffer)) {
            TypeKind::MemRef {
                element,
                memory_space,
                ..
            } => (*element, *memory_space),
            _ => return Err(Failed),
        };
        let ty = b.ctx.intern_type(TypeKind::MemRef {
            shape: shape.into(),
            element,
            layout,
            memory_space,
        });
        let v = memref::CollapseShapeOp::build(b, loc, ty, buffer, reassociation).result(b);
        state.replace_op(b, op, &[v]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};
