//! The patterns that sink `vector.transpose` and `vector.broadcast`
//! below elementwise ops and `vector.extract` above them (MLIR's
//! `populateSinkVectorOpsPatterns`), so that the elementwise op works on
//! the smaller vectors and the broadcasts, transposes and extracts meet
//! the ops that can absorb them.

use strata_dialect_arith::fold::{build, read, Elems};
use strata_ir::fold::constant_value;
use strata_ir::{Context, OpId, OpRef, OpTraits, OperationState, Type, TypeKind, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

/// The patterns, for a greedy driver.
pub fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(ReorderElementwiseOpsOnTranspose),
        Box::new(ReorderCastOpsOnBroadcast),
        Box::new(ReorderElementwiseOpsOnBroadcast),
        Box::new(ExtractOpFromElementwise),
    ]
}

/// The casts of `CastOpInterface` the patterns know.
const CASTS: &[&str] = &[
    "arith.extf",
    "arith.extsi",
    "arith.extui",
    "arith.truncf",
    "arith.trunci",
    "arith.fptosi",
    "arith.fptoui",
    "arith.sitofp",
    "arith.uitofp",
    "arith.index_cast",
    "arith.index_castui",
    "arith.bitcast",
];

pub(crate) fn is_elementwise_mappable(op: OpRef<'_>) -> bool {
    op.has_trait(OpTraits::ELEMENTWISE)
        && op.has_trait(OpTraits::SCALARIZABLE)
        && op.has_trait(OpTraits::VECTORIZABLE)
        && op.has_trait(OpTraits::TENSORIZABLE)
}

/// The op defining `v` if it is named `name`.
fn def_named(rw: &PatternRewriter<'_>, v: ValueId, name: &str) -> Option<OpId> {
    let body = rw.body();
    body.defining_op(v)
        .filter(|&d| rw.ctx.op_name_str(body.op_name(d)) == name)
}

/// `ty` with element type `elem` (`elem` itself for a scalar `ty`).
fn with_element(rw: &PatternRewriter<'_>, ty: Type, elem: Type) -> Type {
    let ctx = rw.ctx;
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, .. } => ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: elem,
        }),
        _ => elem,
    }
}

/// Creates `op`'s kind of op with new operands and result type, keeping
/// its attributes.
pub(crate) fn recreate(rw: &mut PatternRewriter<'_>, op: OpId, operands: Vec<ValueId>, ty: Type) -> ValueId {
    let body = rw.body();
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.operands = operands;
    st.result_types = vec![ty];
    st.properties = body.op_properties(op);
    st.attributes = body.op_attr_dict(op);
    rw.set_insertion_point(op);
    let n = rw.create(st);
    rw.body().result(n, 0)
}

/// Replaces `op` by `name` (a transpose or broadcast) of `v`.
fn replace_with(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    v: ValueId,
    props: &[(&str, strata_ir::Attribute)],
) {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut st = OperationState::new(ctx.op_name(name), body.op_loc(op));
    st.operands = vec![v];
    st.result_types = body.result_types(op).collect();
    if !props.is_empty() {
        let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
        st.properties = Some(ctx.dictionary_attr(&entries));
    }
    rw.replace_op_with_new(op, st);
}

/// `op(transpose(a), transpose(b))` with one permutation is
/// `transpose(op(a, b))`; constant operands get the inverse transpose.
pub struct ReorderElementwiseOpsOnTranspose;

impl RewritePattern for ReorderElementwiseOpsOnTranspose {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "ReorderElementwiseOpsOnTranspose"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        if !is_elementwise_mappable(o) || o.num_results() != 1 || o.num_regions() != 0 {
            return false;
        }
        let mut perm: Option<strata_ir::Attribute> = None;
        let mut src_t = None;
        let operands: Vec<ValueId> = o.operands().collect();
        for &v in &operands {
            if let Some(t) = def_named(rw, v, "vector.transpose") {
                let p = body.op_attr(ctx, t, "permutation");
                if perm.is_some_and(|q| Some(q) != p) {
                    return false;
                }
                perm = p;
                src_t = Some(body.value_type(body.operand(t, 0)));
            } else if constant_value(ctx, body, v).is_none() {
                return false;
            }
        }
        let (Some(perm), Some(src_t)) = (perm, src_t) else {
            return false;
        };
        let order = strata_ods::directives::dense_i64_values(ctx, perm).unwrap_or_default();
        let mut inverse = vec![0i64; order.len()];
        for (i, &p) in order.iter().enumerate() {
            inverse[p as usize] = i as i64;
        }
        let inverse = strata_ods::directives::dense_i64_array(ctx, &inverse);
        let mut sources = Vec::with_capacity(operands.len());
        for &v in &operands {
            if let Some(t) = def_named(rw, v, "vector.transpose") {
                sources.push(rw.body().operand(t, 0));
            } else {
                let elem = ctx.element_type_or_self(rw.body().value_type(v));
                let ty = with_element(rw, src_t, elem);
                let loc = rw.body().value_loc(v);
                let mut st = OperationState::new(ctx.op_name("vector.transpose"), loc);
                st.operands = vec![v];
                st.result_types = vec![ty];
                st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("permutation"), inverse)]));
                rw.set_insertion_point(op);
                let t = rw.create(st);
                sources.push(rw.body().result(t, 0));
            }
        }
        let res_elem = ctx.element_type_or_self(rw.body().result_types(op).next().unwrap_or(src_t));
        let ty = with_element(rw, src_t, res_elem);
        let new = recreate(rw, op, sources, ty);
        replace_with(rw, op, "vector.transpose", new, &[("permutation", perm)]);
        true
    }
}

/// `cast(broadcast(x))` is `broadcast(cast(x))`.
pub struct ReorderCastOpsOnBroadcast;

impl RewritePattern for ReorderCastOpsOnBroadcast {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "ReorderCastOpsOnBroadcast"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        if !CASTS.contains(&ctx.op_name_str(body.op_name(op))) || body.num_operands(op) != 1 {
            return false;
        }
        let Some(b) = def_named(rw, body.operand(op, 0), "vector.broadcast") else {
            return false;
        };
        let src = body.operand(b, 0);
        let res_t = body.value_type(body.result(op, 0));
        let elem = ctx.element_type_or_self(res_t);
        let ty = with_element(rw, body.value_type(src), elem);
        let new = recreate(rw, op, vec![src], ty);
        replace_with(rw, op, "vector.broadcast", new, &[]);
        true
    }
}

/// `op(broadcast(a), broadcast(b))` with sources of one shape is
/// `broadcast(op(a, b))`; splat constant operands are resized.
pub struct ReorderElementwiseOpsOnBroadcast;

impl RewritePattern for ReorderElementwiseOpsOnBroadcast {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "ReorderElementwiseOpsOnBroadcast"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        if o.num_results() != 1 || !matches!(ctx.type_kind(o.result_type(0)), TypeKind::Vector { .. }) {
            return false;
        }
        if !is_elementwise_mappable(o) || o.num_operands() == 0 {
            return false;
        }
        let name = o.name_str();
        if name == "vector.fma" || name == "arith.select" {
            return false;
        }
        let operands: Vec<ValueId> = o.operands().collect();
        let mut source_t = None;
        for &v in &operands {
            let Some(d) = body.defining_op(v) else {
                return false;
            };
            if OpRef::new(ctx, body, d).has_trait(OpTraits::CONSTANT_LIKE) {
                continue;
            }
            source_t = def_named(rw, v, "vector.broadcast").map(|b| body.value_type(body.operand(b, 0)));
            break;
        }
        let Some(source_t) = source_t else {
            return false;
        };
        let shape_of = |t: Type| match ctx.type_kind(t) {
            TypeKind::Vector { shape, scalable, .. } => Some((shape.clone(), scalable.clone())),
            _ => None,
        };
        let source_shape = shape_of(source_t);
        let splat = |v: ValueId| {
            constant_value(ctx, body, v)
                .and_then(|a| read(ctx, a))
                .and_then(|e| match e {
                    Elems::Splat(x) => Some(x),
                    _ => None,
                })
        };
        // Each operand: the broadcast's source, or a splat's value.
        let mut plan = Vec::with_capacity(operands.len());
        for &v in &operands {
            if let Some(b) = def_named(rw, v, "vector.broadcast") {
                let src = body.operand(b, 0);
                if shape_of(body.value_type(src)) != source_shape {
                    return false;
                }
                plan.push((v, Ok(src)));
            } else if let Some(x) = splat(v) {
                plan.push((v, Err(x)));
            } else {
                return false;
            }
        }
        let result_elem = ctx.element_type_or_self(o.result_type(0));
        let unbroadcast = with_element(rw, source_t, result_elem);
        let mut sources = Vec::with_capacity(operands.len());
        for (v, p) in plan {
            let x = match p {
                Ok(src) => {
                    sources.push(src);
                    continue;
                }
                Err(x) => x,
            };
            let elem = ctx.element_type_or_self(rw.body().value_type(v));
            let ty = with_element(rw, unbroadcast, elem);
            let Some(attr) = build(ctx, ty, &[x]) else {
                return false;
            };
            let loc = rw.body().value_loc(v);
            let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
            st.result_types = vec![ty];
            st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), attr)]));
            rw.set_insertion_point(op);
            let c = rw.create(st);
            sources.push(rw.body().result(c, 0));
        }
        let new = recreate(rw, op, sources, unbroadcast);
        replace_with(rw, op, "vector.broadcast", new, &[]);
        true
    }
}

/// `extract(op(a, b))[p]` at a constant position, of an elementwise op
/// used only there whose operands have one type, is
/// `op(extract(a)[p], extract(b)[p])`.
pub struct ExtractOpFromElementwise;

impl RewritePattern for ExtractOpFromElementwise {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.extract")
    }

    fn debug_name(&self) -> &str {
        "ExtractOpFromElementwise"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        // A dynamic position may not dominate the elementwise op.
        if o.num_operands() != 1 {
            return false;
        }
        let Some(eltwise) = body.defining_op(o.operand(0)) else {
            return false;
        };
        let e = OpRef::new(ctx, body, eltwise);
        // `vector.fma` claims to be elementwise but takes no scalars.
        if !is_elementwise_mappable(e) || e.name_str() == "vector.fma" || e.num_results() != 1 {
            return false;
        }
        if !body.has_one_use(e.result(0)) {
            return false;
        }
        let types: Vec<Type> = e.operand_types().collect();
        if types.windows(2).any(|w| w[0] != w[1]) {
            return false;
        }
        let Some(position) = o.attr("static_position") else {
            return false;
        };
        let Some(rank) = strata_ods::directives::dense_i64_values(ctx, position).map(|p| p.len()) else {
            return false;
        };
        let operands: Vec<ValueId> = e.operands().collect();
        let result_t = o.result_type(0);
        let loc = e.loc();
        let mut extracted = Vec::with_capacity(operands.len());
        rw.set_insertion_point(eltwise);
        for v in operands {
            let t = rw.body().value_type(v);
            let part = match ctx.type_kind(t) {
                TypeKind::Vector {
                    shape,
                    scalable,
                    element,
                } if rank <= shape.len() => {
                    if rank == shape.len() {
                        *element
                    } else {
                        ctx.intern_type(TypeKind::Vector {
                            shape: shape[rank..].into(),
                            scalable: scalable.get(rank..).unwrap_or_default().into(),
                            element: *element,
                        })
                    }
                }
                _ => return false,
            };
            let mut st = OperationState::new(ctx.op_name("vector.extract"), loc);
            st.operands = vec![v];
            st.result_types = vec![part];
            st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("static_position"), position)]));
            st.populate_default_properties(ctx);
            let n = rw.create(st);
            extracted.push(rw.body().result(n, 0));
        }
        let new = recreate(rw, eltwise, extracted, result_t);
        rw.replace_op(op, &[new]);
        rw.erase_op(eltwise);
        true
    }
}

/// The patterns folding an extract of a load into a smaller load and a
/// store of a broadcast into a store of its source (MLIR's
/// `populateSinkVectorMemOpsPatterns`).
pub fn mem_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ExtractOpFromLoad), Box::new(StoreOpFromBroadcast)]
}

/// Whether the memref element type `t` is one whose elements loads and
/// stores of part of a vector can address: index, or an integer or float
/// of whole bytes.
fn byte_addressable(ctx: &strata_ir::Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Index => true,
        TypeKind::Integer { width, .. } => width % 8 == 0,
        TypeKind::Float(kind) => kind.width() % 8 == 0,
        _ => false,
    }
}

/// `vector.extract(vector.load)` of a load used only there is a load of
/// the extracted part: a `memref.load` of a scalar, a smaller
/// `vector.load` of a vector, at the load's indices moved by the
/// position (`arith.addi ... overflow<nsw>`). The new load is made where
/// the old one was, since stores may come between it and the extract.
pub struct ExtractOpFromLoad;

impl RewritePattern for ExtractOpFromLoad {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.extract")
    }

    fn debug_name(&self) -> &str {
        "ExtractOpFromLoad"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        let Some(load) = def_named(rw, o.operand(0), "vector.load") else {
            return false;
        };
        let l = OpRef::new(ctx, body, load);
        if !body.has_one_use(l.result(0)) {
            return false;
        }
        let Some((vec_shape, scalable, _)) =
            strata_dialect_vector::types_util::vector_parts(ctx, l.result_type(0))
        else {
            return false;
        };
        if scalable.iter().any(|&s| s) {
            return false;
        }
        let mem_t = l.operand_type(0);
        let (Some(mem_shape), elem) = (ctx.shape(mem_t), ctx.element_type_or_self(mem_t)) else {
            return false;
        };
        if !byte_addressable(ctx, elem) || mem_shape.len() < vec_shape.len() {
            return false;
        }
        let rank_offset = mem_shape.len() - vec_shape.len();
        let result_t = o.result_type(0);
        let final_rank =
            strata_dialect_vector::types_util::vector_parts(ctx, result_t).map_or(0, |(s, _, _)| s.len());
        let Some(position) = o
            .attr("static_position")
            .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        else {
            return false;
        };
        // Each position: a constant or the next dynamic operand.
        let dynamic_operands: Vec<ValueId> = o.operands().skip(1).collect();
        let mut dynamic = dynamic_operands.into_iter();
        let mut offsets = Vec::with_capacity(position.len());
        for &p in &position {
            if p == strata_ir::DYNAMIC {
                let Some(v) = dynamic.next() else {
                    return false;
                };
                let zero = constant_value(ctx, body, v)
                    .and_then(|a| ctx.integer_attr_value(a))
                    .is_some_and(|x| x.sext_i64() == 0);
                offsets.push((!zero).then_some(Err(v)));
            } else if p < 0 {
                return false;
            } else {
                offsets.push((p != 0).then_some(Ok(p)));
            }
        }
        let mut indices: Vec<ValueId> = l.operands().skip(1).collect();
        let base = l.operand(0);
        let loc = l.loc();
        if indices.len() != mem_shape.len() || offsets.len() + final_rank != vec_shape.len() {
            return false;
        }
        let nsw = strata_dialect_arith::OVERFLOW.attr(ctx, 1);
        for (k, off) in offsets.into_iter().enumerate() {
            let Some(off) = off else { continue };
            rw.set_insertion_point(load);
            let off = match off {
                Ok(c) => strata_dialect_affine::expand::index_constant(rw, loc, c),
                Err(v) => v,
            };
            let i = rank_offset + k;
            let index = ctx.index_type();
            let add = strata_dialect_utils::patterns::create_at(
                rw,
                load,
                loc,
                "arith.addi",
                &[indices[i], off],
                &[index],
                &[("overflowFlags", nsw)],
            );
            indices[i] = rw.body().result(add, 0);
        }
        let (name, ty) = if final_rank == 0 {
            ("memref.load", elem)
        } else {
            ("vector.load", result_t)
        };
        let mut st = OperationState::new(ctx.op_name(name), loc);
        st.operands = std::iter::once(base).chain(indices).collect();
        st.result_types = vec![ty];
        set_nontemporal_default(ctx, &mut st);
        rw.set_insertion_point(load);
        let new = rw.create(st);
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        rw.erase_op(load);
        true
    }
}

/// `vector.store` of a one-element broadcast used only there stores the
/// broadcast's source: with `memref.store` for a scalar.
pub struct StoreOpFromBroadcast;

impl RewritePattern for StoreOpFromBroadcast {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.store")
    }

    fn debug_name(&self) -> &str {
        "StoreOpFromSplatOrBroadcast"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        let Some((shape, scalable, _)) =
            strata_dialect_vector::types_util::vector_parts(ctx, o.operand_type(0))
        else {
            return false;
        };
        if scalable.iter().any(|&s| s) || shape.iter().product::<i64>() != 1 {
            return false;
        }
        let mem_t = o.operand_type(1);
        if matches!(
            ctx.type_kind(ctx.element_type_or_self(mem_t)),
            TypeKind::Vector { .. }
        ) {
            return false;
        }
        let value = o.operand(0);
        let Some(splat) = body.defining_op(value) else {
            return false;
        };
        let Some(source) = strata_dialect_vector::broadcast_like_source(OpRef::new(ctx, body, splat)) else {
            return false;
        };
        if !body.has_one_use(value) {
            return false;
        }
        let name = if matches!(ctx.type_kind(body.value_type(source)), TypeKind::Vector { .. }) {
            "vector.store"
        } else {
            "memref.store"
        };
        let mut st = OperationState::new(ctx.op_name(name), o.loc());
        st.operands = std::iter::once(source).chain(o.operands().skip(1)).collect();
        set_nontemporal_default(ctx, &mut st);
        rw.set_insertion_point(op);
        rw.create(st);
        rw.erase_op(op);
        rw.erase_op(splat);
        true
    }
}

/// The default properties of a new load or store, with `nontemporal`
/// stated as MLIR's builders state it.
pub(crate) fn set_nontemporal_default(ctx: &Context, st: &mut OperationState) {
    st.populate_default_properties(ctx);
    let props = st.properties.unwrap_or_else(|| ctx.empty_dictionary());
    st.properties = Some(ctx.dict_with(props, ctx.ident("nontemporal"), Some(ctx.bool_attr(false))));
}
