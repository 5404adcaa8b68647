//! Transfers of more dimensions than the target rank lowered to loops
//! (the default, without `full-unroll`): the vector goes through a stack
//! buffer (`memref.alloca` of the vector type, viewed with
//! `vector.type_cast` as a memref of rows), one `scf.for` per leading
//! dimension reads or writes one row per iteration (a transfer of one
//! dimension less, or deeper loops), each under an `scf.if` checking the
//! index against the memref's size when the dimension may be out of
//! bounds; out-of-bounds rows of a read are the padding.

use strata_dialect_scf::{ForOp, IfOp, YieldOp};
use strata_ir::affine::AffineMap;
use strata_ir::{AttrKind, Context, OpId, OpRef, Type, TypeKind, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use super::transfer::{analyze, index_const, one, Parts};
use super::VectorToScfOptions;

type Rw<'a> = PatternRewriter<'a>;

/// Adds the loop lowerings of transfers.
pub(super) fn loop_patterns(options: VectorToScfOptions, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(Loops { options, read: true }));
    out.push(Box::new(Loops { options, read: false }));
}

struct Loops {
    options: VectorToScfOptions,
    read: bool,
}

impl RewritePattern for Loops {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(if self.read {
            "vector.transfer_read"
        } else {
            "vector.transfer_write"
        })
    }

    fn debug_name(&self) -> &str {
        "TransferOpConversion"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(t) = analyze(ctx, OpRef::new(ctx, rw.body(), op), self.read, self.options) else {
            return false;
        };
        // The loops are built for minor identity maps only.
        if ctx.element_type(t.base_t) != Some(t.elem) || !t.map.is_minor_identity(ctx) {
            return false;
        }
        lower(op, &t, self.read, self.options.target_rank as usize, rw)
    }
}

/// `memref<vector<shape x elem>>`.
fn buffer_type(ctx: &Context, shape: &[i64], elem: Type) -> Type {
    ctx.intern_type(TypeKind::MemRef {
        shape: Vec::new().into(),
        element: ctx.vector_type(shape, elem),
        layout: None,
        memory_space: None,
    })
}

/// The view of a buffer of `lead` rows of vectors of `rest`:
/// `memref<lead x vector<rest x elem>>`.
fn rows_type(ctx: &Context, lead: &[i64], rest: &[i64], elem: Type) -> Type {
    ctx.intern_type(TypeKind::MemRef {
        shape: lead.to_vec().into(),
        element: ctx.vector_type(rest, elem),
        layout: None,
        memory_space: None,
    })
}

/// `index + iv` (`affine.apply (d0)[s0] -> (d0 + s0)`).
fn moved(rw: &mut Rw<'_>, at: OpId, iv: ValueId, index: ValueId) -> ValueId {
    let ctx = rw.ctx;
    let e = ctx.affine_add(ctx.affine_dim(0), ctx.affine_symbol(0));
    super::composed_apply(rw, at, &AffineMap::new(1, 1, vec![e]), &[iv, index])
}

/// The condition that `index + iv` is inside dimension `dim` of the memref.
fn in_bounds_cond(rw: &mut Rw<'_>, at: OpId, t: &Parts, dim: usize, index: ValueId, iv: ValueId) -> ValueId {
    let ctx = rw.ctx;
    let size = ctx
        .shape(t.base_t)
        .and_then(|s| s.get(dim).copied())
        .unwrap_or(i64::MIN);
    let pred = |name: &str| {
        let v = strata_dialect_arith::CMPI_PREDICATE.value_of(name).unwrap_or(0);
        strata_dialect_arith::CMPI_PREDICATE.attr(ctx, v)
    };
    let i1 = ctx.integer_type(1);
    if size == i64::MIN {
        let c = index_const(rw, at, dim as i64);
        let d = one(
            rw,
            at,
            super::dim_op(ctx, t.base_t),
            &[t.base, c],
            ctx.index_type(),
            &[],
        );
        let idx = moved(rw, at, iv, index);
        one(rw, at, "arith.cmpi", &[d, idx], i1, &[("predicate", pred("sgt"))])
    } else {
        let idx = moved(rw, at, iv, index);
        let c = index_const(rw, at, size);
        one(rw, at, "arith.cmpi", &[idx, c], i1, &[("predicate", pred("slt"))])
    }
}

/// An empty-bodied block's terminator in `region`; ops go before it.
fn yield_in(rw: &mut Rw<'_>, region: strata_ir::RegionId, loc: strata_ir::Location) -> OpId {
    let block = rw.create_block(region);
    rw.set_insertion_point_to_end(block);
    YieldOp::build(rw, loc, &[]).op()
}

/// The discardable attribute marking a transfer created by this lowering
/// for one row of an outer transfer: its vector comes from (or goes to)
/// the outer transfer's buffer, through the `memref.load` (or
/// `memref.store`) next to it.
const MARKER: &str = "__vector_to_scf_lowering__";

/// A buffer of vectors and the indices of the transfer's vector in it.
struct Buffer {
    memref: ValueId,
    indices: Vec<ValueId>,
}

/// The buffer a marked transfer's vector (or mask) comes from: the
/// memref and indices of the `memref.load` defining `v`.
fn loaded_from(ctx: &Context, rw: &Rw<'_>, v: ValueId) -> Option<Buffer> {
    let body = rw.body();
    let def = body.defining_op(v)?;
    let o = OpRef::new(ctx, body, def);
    (o.name_str() == "memref.load").then(|| Buffer {
        memref: o.operand(0),
        indices: o.operands().skip(1).collect(),
    })
}

/// The buffer a marked read's vector goes to: its one use, a
/// `memref.store`.
fn stored_to(ctx: &Context, rw: &Rw<'_>, op: OpId) -> Option<(OpId, Buffer)> {
    let body = rw.body();
    let v = body.result(op, 0);
    let mut uses = body.uses(v);
    let (user, idx) = uses.next()?;
    if uses.next().is_some() || idx != 0 {
        return None;
    }
    let o = OpRef::new(ctx, body, user);
    (o.name_str() == "memref.store").then(|| {
        (
            user,
            Buffer {
                memref: o.operand(1),
                indices: o.operands().skip(2).collect(),
            },
        )
    })
}

/// A fresh buffer holding a vector of `shape x elem` (storing `value`
/// into it when given), at the start of the enclosing allocation scope
/// (`in_scope`, the transferred vector's) or before `at` (a mask's).
fn new_buffer(
    rw: &mut Rw<'_>,
    at: OpId,
    shape: &[i64],
    elem: Type,
    value: Option<ValueId>,
    in_scope: bool,
) -> Buffer {
    let ctx = rw.ctx;
    // At the start of the enclosing allocation scope, as MLIR allocates it.
    let body = rw.body();
    let mut scope_block = None;
    let mut cur = at;
    while let Some(p) = body.parent_op(cur) {
        let is_scope = ctx
            .op_def(body.op_name(p))
            .is_some_and(|d| d.traits.contains(strata_ir::OpTraits::AUTOMATIC_ALLOCATION_SCOPE));
        if is_scope {
            scope_block = body.op_regions(p).1.first().and_then(|&r| body.region_entry(r));
            break;
        }
        cur = p;
    }
    let scope_block = scope_block.or_else(|| body.op_block(cur));
    let mut st = strata_ir::OperationState::new(ctx.op_name("memref.alloca"), body.op_loc(at));
    st.result_types = vec![buffer_type(ctx, shape, elem)];
    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("operandSegmentSizes"), seg(ctx, &[0, 0]))]));
    st.populate_default_properties(ctx);
    match scope_block.filter(|_| in_scope) {
        Some(b) => rw.set_insertion_point_to_start(b),
        None => rw.set_insertion_point(at),
    }
    let alloca = rw.create(st);
    let m = rw.body().result(alloca, 0);
    if let Some(v) = value {
        strata_dialect_vector::lowering::create_op(rw, at, "memref.store", &[v, m], &[], &[]);
    }
    Buffer {
        memref: m,
        indices: Vec::new(),
    }
}

/// Lowers one dimension of the transfer `op`: a loop over its leading
/// dimension whose body transfers one row (a transfer of one dimension
/// less, marked when it is still above the target rank so that it is
/// lowered in turn with the same buffers).
fn lower(op: OpId, t: &Parts, read: bool, target_rank: usize, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let n = t.shape.len();
    let rank = t.indices.len();
    if rank < n || (!read && t.value.is_none()) {
        return false;
    }
    // A minor identity map: the leading vector dimension runs along
    // memref dimension `rank - n`.
    let dim = rank - n;
    let i1 = ctx.integer_type(1);
    let marked = rw.body().op_attr(ctx, op, MARKER).is_some();
    // The buffers: the outer transfer's when marked, else new ones.
    let (buffer, store) = if marked {
        let found = if read {
            stored_to(ctx, rw, op).map(|(s, b)| (b, Some(s)))
        } else {
            t.value.and_then(|v| loaded_from(ctx, rw, v)).map(|b| (b, None))
        };
        let Some(found) = found else { return false };
        found
    } else {
        (new_buffer(rw, op, &t.shape, t.elem, None, true), None)
    };
    let mask_buffer = t.mask.map(|m| {
        if marked {
            if let Some(b) = loaded_from(ctx, rw, m) {
                return b;
            }
        }
        new_buffer(rw, op, &t.shape, i1, Some(m), false)
    });
    if let (false, false, Some(v)) = (read, marked, t.value) {
        strata_dialect_vector::lowering::create_op(rw, op, "memref.store", &[v, buffer.memref], &[], &[]);
    }
    // The buffers viewed with the leading dimension out of the vector.
    let view = |rw: &mut Rw<'_>, b: &Buffer, elem: Type| {
        let lead: Vec<i64> = b.indices.iter().map(|_| 0).collect();
        let outer = match ctx.type_kind(rw.body().value_type(b.memref)) {
            TypeKind::MemRef { shape, .. } => shape.to_vec(),
            _ => lead,
        };
        let mut lead = outer;
        lead.push(t.shape[0]);
        one(
            rw,
            op,
            "vector.type_cast",
            &[b.memref],
            rows_type(ctx, &lead, &t.shape[1..], elem),
            &[],
        )
    };
    let rows = view(rw, &buffer, t.elem);
    let mask_rows = mask_buffer.as_ref().map(|b| view(rw, b, i1));
    let loc = rw.body().op_loc(op);
    let lb = index_const(rw, op, 0);
    let ub = index_const(rw, op, t.shape[0]);
    let step = index_const(rw, op, 1);
    // A write to a tensor carries the tensor through the loop.
    let tensor = if read {
        None
    } else {
        rw.body().results(op).next().map(|r| rw.body().value_type(r))
    };
    let carried: Vec<Type> = tensor.into_iter().collect();
    let inits: Vec<ValueId> = tensor.map(|_| t.base).into_iter().collect();
    rw.set_insertion_point(op);
    let for_op = ForOp::build(rw, loc, &carried, lb, ub, step, &inits, false);
    let region = for_op.region(rw);
    let block = rw.create_block(region);
    let iv = rw.add_block_arg(block, ctx.index_type(), loc);
    let state = tensor.map(|tt| rw.add_block_arg(block, tt, loc));
    let dest = state.unwrap_or(t.base);
    rw.set_insertion_point_to_end(block);
    let y = YieldOp::build(rw, loc, &state.into_iter().collect::<Vec<_>>()).op();
    let index = t.indices[dim];
    let mut at_row = buffer.indices.clone();
    at_row.push(iv);
    let mut mask_at = mask_buffer
        .as_ref()
        .map(|b| b.indices.clone())
        .unwrap_or_default();
    mask_at.push(iv);
    let (body_at, else_at) = if t.in_bounds[0] {
        (y, None)
    } else {
        let cond = in_bounds_cond(rw, y, t, dim, index, iv);
        rw.set_insertion_point(y);
        let iff = IfOp::build(rw, loc, &carried, cond);
        let (then_r, else_r) = (iff.then_region(rw), iff.else_region(rw));
        let then_y = yield_in(rw, then_r, loc);
        let else_y = yield_in(rw, else_r, loc);
        if let Some(st) = state {
            // Out of bounds, the tensor is unchanged.
            rw.modify_op_in_place(else_y, |body| body.set_operands(else_y, &[st]));
            let r = rw.body().result(iff.op(), 0);
            rw.modify_op_in_place(y, |body| body.set_operands(y, &[r]));
        }
        (then_y, Some(else_y))
    };
    let mut inner = t.indices.clone();
    inner[dim] = moved(rw, body_at, iv, index);
    let rest = &t.shape[1..];
    let row_t = ctx.vector_type(rest, t.elem);
    let map = AffineMap::new(t.map.num_dims, t.map.num_symbols, t.map.results[1..].to_vec());
    let in_bounds: Vec<_> = t.in_bounds[1..].iter().map(|&b| ctx.bool_attr(b)).collect();
    let n_idx = inner.len() as i32;
    let has_mask = i32::from(mask_rows.is_some());
    let mut props = vec![
        ("in_bounds", ctx.array_attr(&in_bounds)),
        ("permutation_map", ctx.intern_attr(AttrKind::AffineMap(map))),
    ];
    if rest.len() > target_rank {
        props.push((MARKER, ctx.unit_attr()));
    }
    let load_mask = |rw: &mut Rw<'_>| {
        mask_rows.map(|m| {
            let mut ops = vec![m];
            ops.extend_from_slice(&mask_at);
            one(
                rw,
                body_at,
                "memref.load",
                &ops,
                ctx.vector_type(rest, i1),
                &[("nontemporal", ctx.bool_attr(false))],
            )
        })
    };
    if read {
        let mask = load_mask(rw);
        let mut ops = vec![t.base];
        ops.extend_from_slice(&inner);
        if let Some(pad) = t.padding {
            ops.push(pad);
        }
        ops.extend(mask);
        props.push(("operandSegmentSizes", seg(ctx, &[1, n_idx, 1, has_mask])));
        let r = one(rw, body_at, "vector.transfer_read", &ops, row_t, &props);
        let mut sops = vec![r, rows];
        sops.extend_from_slice(&at_row);
        memref_store(rw, body_at, &sops);
    } else {
        let mut lops = vec![rows];
        lops.extend_from_slice(&at_row);
        let v = one(
            rw,
            body_at,
            "memref.load",
            &lops,
            row_t,
            &[("nontemporal", ctx.bool_attr(false))],
        );
        let mask = load_mask(rw);
        let mut ops = vec![v, dest];
        ops.extend_from_slice(&inner);
        ops.extend(mask);
        props.push(("operandSegmentSizes", seg(ctx, &[1, 1, n_idx, has_mask])));
        let w = strata_dialect_vector::lowering::create_op(
            rw,
            body_at,
            "vector.transfer_write",
            &ops,
            &carried,
            &props,
        );
        if tensor.is_some() {
            // The written tensor is what the branch (or the loop) yields.
            let written = rw.body().result(w, 0);
            rw.modify_op_in_place(body_at, |body| body.set_operands(body_at, &[written]));
        }
    }
    // Out of bounds: the row of a read is padding.
    if let (Some(else_y), true, Some(pad)) = (else_at, read, t.padding) {
        let splat = one(rw, else_y, "vector.broadcast", &[pad], row_t, &[]);
        let mut ops = vec![splat, rows];
        ops.extend_from_slice(&at_row);
        memref_store(rw, else_y, &ops);
    }
    match (read, marked) {
        (true, false) => {
            let v = one(rw, op, "memref.load", &[buffer.memref], t.vector, &[]);
            rw.replace_op(op, &[v]);
        }
        (true, true) => {
            if let Some(s) = store {
                rw.erase_op(s);
            }
            rw.erase_op(op);
        }
        (false, _) if tensor.is_some() => {
            let r = rw.body().result(for_op.op(), 0);
            rw.replace_op(op, &[r]);
        }
        (false, _) => rw.erase_op(op),
    }
    true
}

/// `memref.store` before `at` (`operands`: value, memref, indices), with
/// `nontemporal = false` as MLIR's builder of the loops' stores sets it
/// (the whole-buffer stores have none).
fn memref_store(rw: &mut Rw<'_>, at: OpId, operands: &[ValueId]) {
    let f = rw.ctx.bool_attr(false);
    strata_dialect_vector::lowering::create_op(rw, at, "memref.store", operands, &[], &[("nontemporal", f)]);
}

fn seg(ctx: &Context, v: &[i32]) -> strata_ir::Attribute {
    strata_dialect_utils::attrs::dense_i32_array(ctx, v)
}

/// Adds the lowering of 1-D reads along a memref dimension other than the
/// innermost (MLIR's `TransferOp1dConversion`, for reads without masks).
pub(super) fn one_d_patterns(out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(Read1d));
}

struct Read1d;

impl RewritePattern for Read1d {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transfer_read")
    }

    fn debug_name(&self) -> &str {
        "TransferOp1dConversion"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        lower_read_1d(op, rw)
    }
}

/// A 1-D read along memref dimension `d` (not the innermost): a loop
/// loading one element per iteration into the vector, starting from the
/// padding; elements past the end of the dimension stay padding.
fn lower_read_1d(op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let vec_t = o.result_type(0);
    let Some((shape, scalable, elem)) = strata_dialect_vector::types_util::vector_parts(ctx, vec_t) else {
        return false;
    };
    let (&[n], false) = (shape, scalable.iter().any(|&s| s)) else {
        return false;
    };
    let base = o.operand(0);
    let base_t = o.value_type(base);
    let TypeKind::MemRef { shape: mshape, .. } = ctx.type_kind(base_t) else {
        return false;
    };
    let rank = mshape.len();
    if ctx.element_type(base_t) != Some(elem) || o.num_operands() != rank + 2 {
        return false;
    }
    let Some(map) = o.attr("permutation_map").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }) else {
        return false;
    };
    let Some(strata_ir::affine::AffineExprKind::Dim(d)) = map.results.first().map(|e| e.kind(ctx)) else {
        return false;
    };
    let d = d as usize;
    if map.is_minor_identity(ctx) || d >= rank {
        return false;
    }
    let in_bounds = o
        .attr("in_bounds")
        .and_then(|a| ctx.array_attr_elements(a))
        .and_then(|f| f.first().copied())
        .is_some_and(|a| a == ctx.bool_attr(true));
    let indices: Vec<ValueId> = o.operands().skip(1).take(rank).collect();
    let pad = o.operand(rank + 1);
    let loc = o.loc();
    let lb = index_const(rw, op, 0);
    let ub = index_const(rw, op, n);
    let step = index_const(rw, op, 1);
    let init = one(rw, op, "vector.broadcast", &[pad], vec_t, &[]);
    rw.set_insertion_point(op);
    let for_op = ForOp::build(rw, loc, &[vec_t], lb, ub, step, &[init], false);
    let region = for_op.region(rw);
    let block = rw.create_block(region);
    let iv = rw.add_block_arg(block, ctx.index_type(), loc);
    let acc = rw.add_block_arg(block, vec_t, loc);
    rw.set_insertion_point_to_end(block);
    // The loop's yield gets its value once the body is built.
    let y = YieldOp::build(rw, loc, &[acc]).op();
    let moved_index = moved(rw, y, iv, indices[d]);
    let mut at_indices = indices.clone();
    at_indices[d] = moved_index;
    let load_insert = |rw: &mut Rw<'_>, at: OpId| {
        let mut ops = vec![base];
        ops.extend_from_slice(&at_indices);
        let e = one(
            rw,
            at,
            "memref.load",
            &ops,
            elem,
            &[("nontemporal", ctx.bool_attr(false))],
        );
        let p = strata_ods::directives::dense_i64_array(ctx, &[i64::MIN]);
        one(
            rw,
            at,
            "vector.insert",
            &[e, acc, iv],
            vec_t,
            &[("static_position", p)],
        )
    };
    let result = if in_bounds {
        load_insert(rw, y)
    } else {
        let t = Parts {
            base,
            base_t,
            indices: indices.clone(),
            padding: Some(pad),
            mask: None,
            value: None,
            vector: vec_t,
            shape: vec![n],
            elem,
            map: map.clone(),
            in_bounds: vec![false],
            dim: d,
        };
        let cond = in_bounds_cond(rw, y, &t, d, indices[d], iv);
        rw.set_insertion_point(y);
        let iff = IfOp::build(rw, loc, &[vec_t], cond);
        let (then_r, else_r) = (iff.then_region(rw), iff.else_region(rw));
        let tb = rw.create_block(then_r);
        rw.set_insertion_point_to_end(tb);
        let then_y = YieldOp::build(rw, loc, &[acc]).op();
        let inserted = load_insert(rw, then_y);
        rw.modify_op_in_place(then_y, |body| body.set_operands(then_y, &[inserted]));
        let eb = rw.create_block(else_r);
        rw.set_insertion_point_to_end(eb);
        YieldOp::build(rw, loc, &[acc]);
        rw.body().result(iff.op(), 0)
    };
    rw.modify_op_in_place(y, |body| body.set_operands(y, &[result]));
    let out = rw.body().result(for_op.op(), 0);
    rw.replace_op(op, &[out]);
    true
}
