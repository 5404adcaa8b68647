//! The patterns that sink `vector.transpose` and `vector.broadcast`
//! below elementwise ops and `vector.extract` above them (MLIR's
//! `populateSinkVectorOpsPatterns`), so that the elementwise op works on
//! the smaller vectors and the broadcasts, transposes and extracts meet
//! the ops that can absorb them.

use strata_dialect_arith::fold::{build, read, Elems};
use strata_ir::fold::constant_value;
use strata_ir::{OpId, OpRef, OpTraits, OperationState, Type, TypeKind, ValueId};
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
