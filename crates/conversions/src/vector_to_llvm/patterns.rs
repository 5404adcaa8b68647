//! The conversion patterns of `convert-vector-to-llvm`: vector ops on
//! 1-D vectors map onto LLVM's vector instructions and intrinsics; n-D
//! vectors are nested `!llvm.array`s of 1-D vectors, reached with
//! `llvm.extractvalue` / `llvm.insertvalue`.

use std::sync::Arc;

use strata_dialect_llvm::data_layout::{DataLayout, TypeShape};
use strata_dialect_llvm::types as llvm_types;
use strata_dialect_vector::types_util::vector_parts;
use strata_dialect_vector::{COMBINING_KIND, PUNCTUATION};
use strata_ir::{Attribute, Context, Location, OpId, OpRef, OperationState, Type, TypeKind, ValueId};
use strata_ods::directives::dense_i64_values;
use strata_rewrite::conversion::{ConversionPattern, ConversionPatternRewriter, OpAdaptor, TypeConverter};
use strata_rewrite::PatternRoot;

use crate::llvm_common::descriptor::{extract_value, index_constant, insert_value, int_constant, poison};
use crate::llvm_common::pattern::split_attrs;
use crate::llvm_common::{LlvmTypeConverter, MemRefDescriptor};
use crate::memref_to_llvm::strided_element_ptr_with;

type Rw<'a> = ConversionPatternRewriter<'a>;

/// MLIR's marker of a dynamic position in `static_position`.
const DYNAMIC: i64 = i64::MIN;

/// The options of the lowering that patterns read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VectorToLlvmOptions {
    /// `reassociate-fp-reductions`: float reductions get `reassoc`.
    pub reassociate_fp_reductions: bool,
    /// `force-32bit-vector-indices`.
    pub force_32bit_vector_indices: bool,
    /// `use-vector-alignment`: loads and stores are aligned as the vector
    /// type rather than its element type.
    pub use_vector_alignment: bool,
}

/// What a lowering function is given besides the op.
pub struct Cx<'a> {
    /// The LLVM type converter.
    pub tc: &'a LlvmTypeConverter,
    /// The pass options.
    pub opts: VectorToLlvmOptions,
}

type LowerFn = for<'r> fn(&Cx<'_>, OpId, &OpAdaptor, &mut Rw<'r>) -> bool;

/// One vector op's lowering.
struct VectorPattern {
    root: &'static str,
    name: &'static str,
    tc: LlvmTypeConverter,
    opts: VectorToLlvmOptions,
    lower: LowerFn,
}

impl ConversionPattern for VectorPattern {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.tc.converter)
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        // An op a `vector.mask` predicates is lowered with its mask (which
        // Strata does not do yet), not on its own.
        if strata_dialect_vector::lowering::masked(rw.ctx, rw.body(), op) {
            return false;
        }
        let cx = Cx {
            tc: &self.tc,
            opts: self.opts,
        };
        (self.lower)(&cx, op, adaptor, rw)
    }
}

/// Adds the patterns lowering vector ops to LLVM (MLIR's
/// `populateVectorToLLVMConversionPatterns`, the part Strata has).
pub fn populate_vector_to_llvm_patterns(
    tc: &LlvmTypeConverter,
    opts: VectorToLlvmOptions,
    out: &mut Vec<Box<dyn ConversionPattern>>,
) {
    let list: [(&'static str, &'static str, LowerFn); 27] = [
        ("vector.extract", "VectorExtractOpConversion", lower_extract),
        ("vector.insert", "VectorInsertOpConversion", lower_insert),
        (
            "vector.broadcast",
            "VectorBroadcastScalarToLowRankLowering",
            lower_broadcast,
        ),
        ("vector.shuffle", "VectorShuffleOpConversion", lower_shuffle),
        (
            "vector.from_elements",
            "VectorFromElementsLowering",
            lower_from_elements,
        ),
        ("vector.fma", "VectorFMAOpConversion", lower_fma),
        ("vector.reduction", "VectorReductionOpConversion", lower_reduction),
        ("vector.load", "VectorLoadStoreConversion", lower_load),
        ("vector.store", "VectorLoadStoreConversion", lower_store),
        (
            "vector.maskedload",
            "VectorLoadStoreConversion",
            lower_masked_load,
        ),
        (
            "vector.maskedstore",
            "VectorLoadStoreConversion",
            lower_masked_store,
        ),
        ("vector.bitcast", "VectorBitCastOpConversion", lower_bitcast),
        ("vector.type_cast", "VectorTypeCastOpConversion", lower_type_cast),
        ("vector.print", "VectorPrintOpConversion", lower_print),
        (
            "vector.mask",
            "MaskedReductionOpConversion",
            lower_masked_reduction,
        ),
        (
            "vector.create_mask",
            "VectorCreateMaskOpConversion",
            lower_create_mask_scalable,
        ),
        ("vector.step", "VectorStepOpLowering", lower_step_scalable),
        ("vector.vscale", "VectorScaleOpConversion", lower_vscale),
        (
            "vector.expandload",
            "VectorExpandLoadOpConversion",
            lower_expand_load,
        ),
        (
            "vector.compressstore",
            "VectorCompressStoreOpConversion",
            lower_compress_store,
        ),
        (
            "vector.scalable.insert",
            "VectorScalableInsertOpLowering",
            lower_scalable_insert,
        ),
        (
            "vector.scalable.extract",
            "VectorScalableExtractOpLowering",
            lower_scalable_extract,
        ),
        ("vector.gather", "VectorGatherOpConversion", lower_gather),
        ("vector.scatter", "VectorScatterOpConversion", lower_scatter),
        (
            "vector.to_elements",
            "VectorToElementsLowering",
            lower_to_elements,
        ),
        (
            "vector.interleave",
            "VectorInterleaveOpLowering",
            lower_interleave,
        ),
        (
            "vector.deinterleave",
            "VectorDeinterleaveOpLowering",
            lower_deinterleave,
        ),
    ];
    for (root, name, lower) in list {
        out.push(Box::new(VectorPattern {
            root,
            name,
            tc: tc.clone(),
            opts,
            lower,
        }));
    }
}

// ---- helpers ------------------------------------------------------------------------------

/// Creates the op `name` with `operands`, `results` and attributes `attrs`
/// (declared ones as properties).
fn create(
    rw: &mut Rw<'_>,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    attrs: &[(&str, Attribute)],
    loc: Location,
) -> OpId {
    let ctx = rw.ctx;
    let op_name = ctx.op_name(name);
    let named: Vec<_> = attrs.iter().map(|&(n, a)| (ctx.ident(n), a)).collect();
    let split = split_attrs(ctx, op_name, &named);
    let mut st = OperationState::new(op_name, loc);
    st.operands = operands.to_vec();
    st.result_types = results.to_vec();
    st.properties = split.properties;
    st.attributes = split.attributes;
    st.populate_default_properties(ctx);
    rw.create(st)
}

/// Creates `name` and returns its one result.
fn create1(
    rw: &mut Rw<'_>,
    name: &str,
    operands: &[ValueId],
    result: Type,
    attrs: &[(&str, Attribute)],
    loc: Location,
) -> ValueId {
    let op = create(rw, name, operands, &[result], attrs, loc);
    rw.body().result(op, 0)
}

/// The shape and element type of a vector type.
fn vshape(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    let (shape, scalable, elem) = vector_parts(ctx, t)?;
    if scalable.iter().any(|&s| s) {
        return None;
    }
    Some((shape.to_vec(), elem))
}

/// The shape and element type of a vector type whose only scalable
/// dimension, if any, is the trailing one (which LLVM's vectors have).
fn vshape_scalable(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    let (shape, scalable, elem) = vector_parts(ctx, t)?;
    let last = scalable.len().saturating_sub(1);
    if scalable.iter().take(last).any(|&s| s) {
        return None;
    }
    Some((shape.to_vec(), elem))
}

/// The innermost (1-D vector) type of a converted n-D vector type.
fn innermost(ctx: &Context, t: Type) -> Type {
    let mut t = t;
    while let Some(llvm_types::LlvmType::Array { element, .. }) = llvm_types::llvm_type(ctx, t) {
        t = element;
    }
    t
}

fn i64_type(ctx: &Context) -> Type {
    ctx.integer_type(64)
}

fn i32_type(ctx: &Context) -> Type {
    ctx.integer_type(32)
}

/// `llvm.extractelement v[idx]`.
fn extract_element(rw: &mut Rw<'_>, v: ValueId, idx: ValueId, loc: Location) -> ValueId {
    strata_dialect_llvm::ExtractElementOp::build(rw, loc, v, idx).res(rw)
}

/// `llvm.insertelement s, v[idx]`.
fn insert_element(rw: &mut Rw<'_>, v: ValueId, s: ValueId, idx: ValueId, loc: Location) -> ValueId {
    let t = rw.body().value_type(v);
    create1(rw, "llvm.insertelement", &[v, s, idx], t, &[], loc)
}

/// `llvm.shufflevector a, b mask`.
fn shuffle(rw: &mut Rw<'_>, a: ValueId, b: ValueId, mask: &[i32], elem: Type, loc: Location) -> ValueId {
    let ctx = rw.ctx;
    let t = ctx.vector_type(&[mask.len() as i64], elem);
    let m = strata_dialect_utils::attrs::dense_i32_array(ctx, mask);
    create1(rw, "llvm.shufflevector", &[a, b], t, &[("mask", m)], loc)
}

/// Converts `t`, failing the pattern when it does not convert.
fn convert(cx: &Cx<'_>, ctx: &Context, t: Type) -> Option<Type> {
    cx.tc.convert_type(ctx, t)
}

/// Every position of the leading `dims` in row-major order.
fn positions(dims: &[i64]) -> Vec<Vec<i64>> {
    let mut out = vec![Vec::new()];
    for &d in dims {
        let mut next = Vec::with_capacity(out.len() * d.max(0) as usize);
        for p in &out {
            for i in 0..d {
                let mut q = p.clone();
                q.push(i);
                next.push(q);
            }
        }
        out = next;
    }
    out
}

/// A float attribute of type `t` (f16, bf16, f32 or f64) with value `v`.
fn float_attr(ctx: &Context, t: Type, v: f64) -> Option<Attribute> {
    use strata_ir::FloatKind;
    let bits: u128 = match ctx.float_kind(t)? {
        FloatKind::F64 => u128::from(v.to_bits()),
        FloatKind::F32 => u128::from((v as f32).to_bits()),
        FloatKind::F16 if v == 0.0 => 0,
        FloatKind::F16 => 0x3c00,
        FloatKind::BF16 if v == 0.0 => 0,
        FloatKind::BF16 => 0x3f80,
        _ => return None,
    };
    Some(ctx.intern_attr(strata_ir::AttrKind::Float { ty: t, bits }))
}

// ---- extract / insert ---------------------------------------------------------------------

/// The static and dynamic positions of an extract or insert: each entry is
/// a constant or a converted index value.
fn position_list(ctx: &Context, o: OpRef<'_>, dynamic: &[ValueId]) -> Option<Vec<Result<i64, ValueId>>> {
    let stat = dense_i64_values(ctx, o.attr("static_position")?)?;
    // The original dynamic operands: a constant one is a static position
    // (as MLIR's folders make it before the patterns apply).
    let fixed = o.num_operands() - dynamic.len();
    let mut dyn_iter = dynamic.iter().zip(o.operands().skip(fixed));
    stat.into_iter()
        .map(|p| {
            if p == DYNAMIC {
                let (&converted, original) = dyn_iter.next()?;
                let constant = o
                    .body
                    .defining_op(original)
                    .map(|d| OpRef::new(ctx, o.body, d))
                    .filter(|d| d.name_str() == "arith.constant")
                    .and_then(|d| d.attr("value"))
                    .and_then(|a| ctx.integer_attr_value(a))
                    .map(|v| v.sext_i64());
                Some(constant.ok_or(converted))
            } else if p < 0 {
                None
            } else {
                Some(Ok(p))
            }
        })
        .collect()
}

/// The constant prefix of `pos` (all of it must be constant).
fn static_prefix(pos: &[Result<i64, ValueId>]) -> Option<Vec<i64>> {
    pos.iter().map(|p| p.ok()).collect()
}

/// The index value of the last position of a 1-D access.
fn element_index(rw: &mut Rw<'_>, p: Result<i64, ValueId>, loc: Location) -> ValueId {
    match p {
        Ok(c) => {
            let t = i64_type(rw.ctx);
            int_constant(rw, t, c, loc)
        }
        Err(v) => v,
    }
}

fn lower_extract(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let src_t = o.operand_type(0);
    let res_t = o.result_type(0);
    let Some((shape, _)) = vshape_scalable(ctx, src_t) else {
        return false;
    };
    let Some(pos) = position_list(ctx, o, &operands[1..]) else {
        return false;
    };
    let Some(res_ll) = convert(cx, ctx, res_t) else {
        return false;
    };
    let src = operands[0];
    let rank = shape.len().max(1);
    let scalar_result = vector_parts(ctx, res_t).is_none();
    if !scalar_result && shape.len() == 1 && pos.len() == 1 {
        // A one-element vector of a 1-D vector: its element.
        let idx = element_index(rw, pos[0], loc);
        let v = extract_element(rw, src, idx, loc);
        rw.replace_op(op, &[v]);
        return true;
    }
    if !scalar_result {
        // A sub-vector: one aggregate extraction.
        let Some(p) = static_prefix(&pos) else {
            return false;
        };
        if p.is_empty() || shape.len() < 2 {
            return false;
        }
        let v = extract_value(rw, src, &p, res_ll, loc);
        rw.replace_op(op, &[v]);
        return true;
    }
    if shape.is_empty() {
        if !pos.is_empty() {
            return false;
        }
        let idx = element_index(rw, Ok(0), loc);
        let v = extract_element(rw, src, idx, loc);
        rw.replace_op(op, &[v]);
        return true;
    }
    if pos.len() != rank {
        return false;
    }
    let Some(prefix) = static_prefix(&pos[..rank - 1]) else {
        return false;
    };
    let mut vec = src;
    if !prefix.is_empty() {
        let inner = innermost(ctx, rw.body().value_type(src));
        vec = extract_value(rw, src, &prefix, inner, loc);
    }
    let idx = element_index(rw, pos[rank - 1], loc);
    let v = extract_element(rw, vec, idx, loc);
    rw.replace_op(op, &[v]);
    true
}

fn lower_insert(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let val_t = o.operand_type(0);
    let dest_t = o.operand_type(1);
    let Some((shape, _)) = vshape_scalable(ctx, dest_t) else {
        return false;
    };
    let Some(pos) = position_list(ctx, o, &operands[2..]) else {
        return false;
    };
    if convert(cx, ctx, dest_t).is_none() {
        return false;
    }
    let (value, dest) = (operands[0], operands[1]);
    if vector_parts(ctx, val_t).is_some() {
        let Some(p) = static_prefix(&pos) else {
            return false;
        };
        if p.is_empty() || shape.len() < 2 {
            return false;
        }
        let v = insert_value(rw, dest, value, &p, loc);
        rw.replace_op(op, &[v]);
        return true;
    }
    if shape.is_empty() {
        if !pos.is_empty() {
            return false;
        }
        let idx = element_index(rw, Ok(0), loc);
        let v = insert_element(rw, dest, value, idx, loc);
        rw.replace_op(op, &[v]);
        return true;
    }
    let rank = shape.len();
    if pos.len() != rank {
        return false;
    }
    let Some(prefix) = static_prefix(&pos[..rank - 1]) else {
        return false;
    };
    if prefix.is_empty() {
        let idx = element_index(rw, pos[0], loc);
        let v = insert_element(rw, dest, value, idx, loc);
        rw.replace_op(op, &[v]);
        return true;
    }
    let inner = innermost(ctx, rw.body().value_type(dest));
    let row = extract_value(rw, dest, &prefix, inner, loc);
    let idx = element_index(rw, pos[rank - 1], loc);
    let row = insert_element(rw, row, value, idx, loc);
    let v = insert_value(rw, dest, row, &prefix, loc);
    rw.replace_op(op, &[v]);
    true
}

// ---- broadcast, shuffle, from_elements ----------------------------------------------------

/// A scalar broadcast to a 1-D vector of `n` elements of `elem`; with
/// `self_shuffle`, the shuffle's second operand is the inserted vector
/// (as MLIR's n-D lowering builds it), otherwise the poison vector.
fn splat_1d(rw: &mut Rw<'_>, s: ValueId, vt: Type, self_shuffle: bool, loc: Location) -> ValueId {
    let ctx = rw.ctx;
    let n = vector_parts(ctx, vt)
        .and_then(|(sh, _, _)| sh.first().copied())
        .unwrap_or(1);
    let scalable = vector_parts(ctx, vt).is_some_and(|(_, sc, _)| sc.iter().any(|&x| x));
    let undef = poison(rw, vt, loc);
    let zero = int_constant(rw, i32_type(ctx), 0, loc);
    let ins = insert_element(rw, undef, s, zero, loc);
    if n == 1 && !scalable {
        return ins;
    }
    let second = if self_shuffle { ins } else { undef };
    // The splat keeps the vector's type (scalable ones included).
    let m = strata_dialect_utils::attrs::dense_i32_array(ctx, &vec![0; n as usize]);
    create1(rw, "llvm.shufflevector", &[ins, second], vt, &[("mask", m)], loc)
}

fn lower_broadcast(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    if vector_parts(ctx, o.operand_type(0)).is_some() {
        return false;
    }
    let res_t = o.result_type(0);
    let Some((shape, _)) = vshape_scalable(ctx, res_t) else {
        return false;
    };
    let Some(res_ll) = convert(cx, ctx, res_t) else {
        return false;
    };
    let s = operands[0];
    if shape.len() <= 1 {
        let v = splat_1d(rw, s, res_ll, false, loc);
        rw.replace_op(op, &[v]);
        return true;
    }
    let rank = shape.len();
    let mut acc = poison(rw, res_ll, loc);
    let row = splat_1d(rw, s, innermost(ctx, res_ll), true, loc);
    for p in positions(&shape[..rank - 1]) {
        acc = insert_value(rw, acc, row, &p, loc);
    }
    rw.replace_op(op, &[acc]);
    true
}

fn lower_shuffle(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let (t1, t2, res_t) = (o.operand_type(0), o.operand_type(1), o.result_type(0));
    let Some(mask) = o.attr("mask").and_then(|a| dense_i64_values(ctx, a)) else {
        return false;
    };
    let (Some((s1, elem)), Some((res_shape, _))) = (vshape(ctx, t1), vshape(ctx, res_t)) else {
        return false;
    };
    let Some(elem) = convert(cx, ctx, elem) else {
        return false;
    };
    let Some(res_ll) = convert(cx, ctx, res_t) else {
        return false;
    };
    let rank = res_shape.len();
    if rank == 1 && t1 == t2 {
        let m: Vec<i32> = mask.iter().map(|&m| m as i32).collect();
        let v = shuffle(rw, operands[0], operands[1], &m, elem, loc);
        rw.replace_op(op, &[v]);
        return true;
    }
    // Element by element (or row by row for n-D vectors).
    let len1 = s1.first().copied().unwrap_or(1);
    let row_t = if rank > 1 {
        let Some(t) = convert(cx, ctx, ctx.vector_type(&res_shape[1..], elem)) else {
            return false;
        };
        Some(t)
    } else {
        None
    };
    let mut acc = poison(rw, res_ll, loc);
    for (i, &m) in mask.iter().enumerate() {
        if m < 0 {
            continue;
        }
        let (src, j) = if m < len1 {
            (operands[0], m)
        } else {
            (operands[1], m - len1)
        };
        acc = match row_t {
            Some(rt) => {
                let row = extract_value(rw, src, &[j], rt, loc);
                insert_value(rw, acc, row, &[i as i64], loc)
            }
            None => {
                let idx_t = cx.tc.index_type(ctx);
                let jc = index_constant(rw, idx_t, j, loc);
                let e = extract_element(rw, src, jc, loc);
                let ic = index_constant(rw, idx_t, i as i64, loc);
                insert_element(rw, acc, e, ic, loc)
            }
        };
    }
    rw.replace_op(op, &[acc]);
    true
}

fn lower_from_elements(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let res_t = o.result_type(0);
    let Some((shape, _)) = vshape(ctx, res_t) else {
        return false;
    };
    if shape.len() > 1 {
        return false;
    }
    let Some(res_ll) = convert(cx, ctx, res_t) else {
        return false;
    };
    let mut acc = poison(rw, res_ll, loc);
    for (i, &e) in operands.iter().enumerate() {
        let idx = int_constant(rw, i64_type(ctx), i as i64, loc);
        acc = insert_element(rw, acc, e, idx, loc);
    }
    rw.replace_op(op, &[acc]);
    true
}

// ---- arithmetic -----------------------------------------------------------------------------

fn lower_fma(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let res_t = o.result_type(0);
    let Some((shape, _)) = vshape_scalable(ctx, res_t) else {
        return false;
    };
    if shape.len() <= 1 {
        let Some(t) = convert(cx, ctx, res_t) else {
            return false;
        };
        let v = create1(rw, "llvm.intr.fmuladd", &operands, t, &[], loc);
        rw.replace_op(op, &[v]);
        return true;
    }
    false
}

/// The llvm intrinsic reducing a vector with `kind`, and how an
/// accumulator combines with its result.
enum Combine {
    /// An integer op (`acc op r`).
    IntOp(&'static str),
    /// `icmp pred acc, r; select`.
    IntCmp(u64),
    /// A float binary intrinsic (`op(r, acc)`).
    FloatOp(&'static str),
}

fn lower_reduction(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let src_t = o.operand_type(0);
    let res_t = o.result_type(0);
    let Some((shape, _)) = vshape_scalable(ctx, src_t) else {
        return false;
    };
    if shape.len() > 1 {
        return false;
    }
    let Some(kind) = o
        .attr("kind")
        .and_then(|a| COMBINING_KIND.attr_value(ctx, a))
        .and_then(|v| COMBINING_KIND.keyword(v))
    else {
        return false;
    };
    let Some(res_ll) = convert(cx, ctx, res_t) else {
        return false;
    };
    let v = operands[0];
    let acc = operands.get(1).copied();
    let float = ctx.float_kind(res_ll).is_some();
    let fm_attr = o
        .attr("fastmath")
        .and_then(|a| crate::llvm_common::arith_fastmath_to_llvm(ctx, a));
    if float && matches!(kind, "add" | "mul") {
        let start = match acc {
            Some(a) => a,
            None => {
                let c = if kind == "add" { 0.0 } else { 1.0 };
                let Some(a) = float_attr(ctx, res_ll, c) else {
                    return false;
                };
                create1(rw, "llvm.mlir.constant", &[], res_ll, &[("value", a)], loc)
            }
        };
        // The op's flags, with `reassoc` when reductions may reassociate.
        let fm = &strata_dialect_llvm::attrs::FASTMATH;
        let mut bits = fm_attr.and_then(|f| fm.attr_value(ctx, f)).unwrap_or(0);
        if cx.opts.reassociate_fp_reductions {
            bits |= fm.value_of("reassoc").unwrap_or(0);
        }
        let flags = fm.attr(ctx, bits);
        let name = if kind == "add" {
            "llvm.intr.vector.reduce.fadd"
        } else {
            "llvm.intr.vector.reduce.fmul"
        };
        let r = create1(rw, name, &[start, v], res_ll, &[("fastmathFlags", flags)], loc);
        rw.replace_op(op, &[r]);
        return true;
    }
    let (intr, combine) = match (kind, float) {
        ("add", false) => ("add", Combine::IntOp("llvm.add")),
        ("mul", false) => ("mul", Combine::IntOp("llvm.mul")),
        ("and", false) => ("and", Combine::IntOp("llvm.and")),
        ("or", false) => ("or", Combine::IntOp("llvm.or")),
        ("xor", false) => ("xor", Combine::IntOp("llvm.xor")),
        ("minsi", false) => ("smin", Combine::IntCmp(3)),
        ("maxsi", false) => ("smax", Combine::IntCmp(5)),
        ("minui", false) => ("umin", Combine::IntCmp(7)),
        ("maxui", false) => ("umax", Combine::IntCmp(9)),
        ("minnumf", true) => ("fmin", Combine::FloatOp("llvm.intr.minnum")),
        ("maxnumf", true) => ("fmax", Combine::FloatOp("llvm.intr.maxnum")),
        ("minimumf", true) => ("fminimum", Combine::FloatOp("llvm.intr.minimum")),
        ("maximumf", true) => ("fmaximum", Combine::FloatOp("llvm.intr.maximum")),
        _ => return false,
    };
    let name = format!("llvm.intr.vector.reduce.{intr}");
    let mut attrs = Vec::new();
    if float {
        let fm = &strata_dialect_llvm::attrs::FASTMATH;
        let mut bits = fm_attr.and_then(|f| fm.attr_value(ctx, f)).unwrap_or(0);
        if cx.opts.reassociate_fp_reductions {
            bits |= fm.value_of("reassoc").unwrap_or(0);
        }
        if bits != 0 {
            attrs.push(("fastmathFlags", fm.attr(ctx, bits)));
        }
    }
    let r = create1(rw, &name, &[v], res_ll, &attrs, loc);
    let out = match (acc, combine) {
        (None, _) => r,
        (Some(a), Combine::IntOp(n)) => create1(rw, n, &[a, r], res_ll, &[], loc),
        (Some(a), Combine::IntCmp(pred)) => {
            let c = crate::llvm_common::pattern::icmp(rw, pred, a, r, loc);
            crate::llvm_common::pattern::select(rw, c, a, r, loc)
        }
        (Some(a), Combine::FloatOp(n)) => create1(rw, n, &[r, a], res_ll, &[], loc),
    };
    rw.replace_op(op, &[out]);
    true
}

fn lower_bitcast(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let res_t = o.result_type(0);
    let Some((shape, _)) = vshape_scalable(ctx, res_t) else {
        return false;
    };
    if shape.len() > 1 {
        return false;
    }
    let Some(t) = convert(cx, ctx, res_t) else {
        return false;
    };
    let v = create1(rw, "llvm.bitcast", &operands, t, &[], o.loc());
    rw.replace_op(op, &[v]);
    true
}

// ---- memory ---------------------------------------------------------------------------------

/// The alignment of an access to a memref of type `mem_t` as a vector of
/// type `vec_t`: the op's `alignment`, else the vector's or the element's
/// ABI alignment.
fn access_alignment(cx: &Cx<'_>, ctx: &Context, o: OpRef<'_>, mem_t: Type, vec_ll: Type) -> Option<i64> {
    if let Some(a) = o.attr("alignment").and_then(|a| ctx.integer_attr_value(a)) {
        return Some(a.sext_i64());
    }
    let layout = DataLayout::x86_64();
    let bits = cx.tc.options.index_bits();
    let t = if cx.opts.use_vector_alignment {
        vec_ll
    } else {
        convert(cx, ctx, ctx.element_type(mem_t)?)?
    };
    Some(layout.abi_align(&TypeShape::of(ctx, t, bits)?) as i64)
}

/// Whether a vector access to `mem_t` lowers: a strided memref whose
/// innermost stride is 1 (or a 0-D memref), of a converted element type.
fn accessible(ctx: &Context, mem_t: Type) -> bool {
    let Some((strides, _)) = strata_dialect_memref::layout::strides_and_offset(ctx, mem_t) else {
        return false;
    };
    strides.last().is_none_or(|&s| s == 1)
}

/// The address of a 1-D vector access: base, indices (converted).
fn access_ptr(
    cx: &Cx<'_>,
    rw: &mut Rw<'_>,
    mem_t: Type,
    desc: ValueId,
    indices: &[ValueId],
    loc: Location,
) -> Option<ValueId> {
    strided_element_ptr_with(rw, cx.tc, mem_t, desc, indices, 0, 0, loc)
}

/// Common checks of a vector memory op: the memref type, 1-D vector type
/// converted, alignment.
fn memory_access(cx: &Cx<'_>, ctx: &Context, o: OpRef<'_>, mem_t: Type, vec_t: Type) -> Option<(Type, i64)> {
    let (shape, _) = vshape_scalable(ctx, vec_t)?;
    if shape.len() > 1 || !accessible(ctx, mem_t) {
        return None;
    }
    let vec_ll = convert(cx, ctx, vec_t)?;
    let align = access_alignment(cx, ctx, o, mem_t, vec_ll)?;
    Some((vec_ll, align))
}

fn lower_load(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let mem_t = o.operand_type(0);
    let nontemporal = o.attr("nontemporal").is_some_and(|a| a == ctx.bool_attr(true));
    let Some((vec_ll, align)) = memory_access(cx, ctx, o, mem_t, o.result_type(0)) else {
        return false;
    };
    let Some(ptr) = access_ptr(cx, rw, mem_t, operands[0], &operands[1..], loc) else {
        return false;
    };
    let v = strata_dialect_llvm::LoadOp::build_simple(rw, loc, vec_ll, ptr, Some(align), nontemporal).res(rw);
    rw.replace_op(op, &[v]);
    true
}

fn lower_store(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let mem_t = o.operand_type(1);
    let nontemporal = o.attr("nontemporal").is_some_and(|a| a == ctx.bool_attr(true));
    let Some((_, align)) = memory_access(cx, ctx, o, mem_t, o.operand_type(0)) else {
        return false;
    };
    let Some(ptr) = access_ptr(cx, rw, mem_t, operands[1], &operands[2..], loc) else {
        return false;
    };
    strata_dialect_llvm::StoreOp::build_simple(rw, loc, operands[0], ptr, Some(align), nontemporal);
    rw.erase_op(op);
    true
}

fn lower_masked_load(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let mem_t = o.operand_type(0);
    let Some((vec_ll, align)) = memory_access(cx, ctx, o, mem_t, o.result_type(0)) else {
        return false;
    };
    let n = operands.len();
    let (mask, pass) = (operands[n - 2], operands[n - 1]);
    let Some(ptr) = access_ptr(cx, rw, mem_t, operands[0], &operands[1..n - 2], loc) else {
        return false;
    };
    let a = ctx.integer_attr(i32_type(ctx), align);
    let v = create1(
        rw,
        "llvm.intr.masked.load",
        &[ptr, mask, pass],
        vec_ll,
        &[("alignment", a)],
        loc,
    );
    rw.replace_op(op, &[v]);
    true
}

fn lower_masked_store(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let mem_t = o.operand_type(0);
    let n = operands.len();
    let Some((_, align)) = memory_access(cx, ctx, o, mem_t, o.operand_type(n - 1)) else {
        return false;
    };
    let (mask, value) = (operands[n - 2], operands[n - 1]);
    let Some(ptr) = access_ptr(cx, rw, mem_t, operands[0], &operands[1..n - 2], loc) else {
        return false;
    };
    let a = ctx.integer_attr(i32_type(ctx), align);
    create(
        rw,
        "llvm.intr.masked.store",
        &[value, ptr, mask],
        &[],
        &[("alignment", a)],
        loc,
    );
    rw.erase_op(op);
    true
}

fn lower_type_cast(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let src_t = o.operand_type(0);
    let res_t = o.result_type(0);
    // Only identity layouts (contiguous memory) reinterpret as one vector.
    let contiguous = |t: Type| matches!(ctx.type_kind(t), TypeKind::MemRef { layout: None, .. });
    if !contiguous(src_t) || !contiguous(res_t) {
        return false;
    }
    let Some(res_ll) = convert(cx, ctx, res_t) else {
        return false;
    };
    let src = MemRefDescriptor::new(rw.body(), operands[0]);
    let mut out = MemRefDescriptor::poison(rw, res_ll, loc);
    let p = src.allocated_ptr(rw, loc);
    out.set_allocated_ptr(rw, p, loc);
    let p = src.aligned_ptr(rw, loc);
    out.set_aligned_ptr(rw, p, loc);
    let idx_t = cx.tc.index_type(ctx);
    let zero = index_constant(rw, idx_t, 0, loc);
    out.set_offset(rw, zero, loc);
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(res_t) else {
        return false;
    };
    let shape = shape.to_vec();
    let Some((strides, _)) = strata_dialect_memref::layout::strides_and_offset(ctx, res_t) else {
        return false;
    };
    for (i, &s) in shape.iter().enumerate() {
        let c = index_constant(rw, idx_t, s, loc);
        out.set_size(rw, i, c, loc);
        let c = index_constant(rw, idx_t, strides[i], loc);
        out.set_stride(rw, i, c, loc);
    }
    let v = out.value;
    rw.replace_op(op, &[v]);
    true
}

// ---- print ----------------------------------------------------------------------------------

/// What `vector.print` of a scalar calls: the runtime function and how
/// the value is widened to its parameter type.
pub(super) enum PrintCall {
    /// `printI64` / `printU64` of the value extended to 64 bits (`None`:
    /// already 64 bits).
    Int {
        function: &'static str,
        extend: Option<&'static str>,
    },
    /// `printF32`, `printF64`, `printF16`, `printBF16`.
    Float(&'static str),
}

/// The print call of a scalar of type `t`, `None` for types the runtime
/// cannot print.
pub(super) fn print_call(ctx: &Context, t: Type) -> Option<PrintCall> {
    use strata_ir::FloatKind;
    match ctx.type_kind(t) {
        TypeKind::Index => Some(PrintCall::Int {
            function: "printU64",
            extend: None,
        }),
        TypeKind::Integer { width, signedness } => {
            let unsigned = matches!(signedness, strata_ir::Signedness::Unsigned);
            if *width > 64 {
                return None;
            }
            let function = if unsigned { "printU64" } else { "printI64" };
            // Booleans print as 0 and 1.
            let zero_extend = unsigned || *width == 1;
            let extend = (*width < 64).then_some(if zero_extend { "arith.extui" } else { "arith.extsi" });
            Some(PrintCall::Int { function, extend })
        }
        TypeKind::Float(FloatKind::F32) => Some(PrintCall::Float("printF32")),
        TypeKind::Float(FloatKind::F64) => Some(PrintCall::Float("printF64")),
        _ => None,
    }
}

/// The runtime function printing a punctuation keyword.
pub(super) fn punctuation_function(keyword: &str) -> Option<&'static str> {
    Some(match keyword {
        "newline" => "printNewline",
        "comma" => "printComma",
        "open" => "printOpen",
        "close" => "printClose",
        _ => return None,
    })
}

/// The punctuation keyword of a `vector.print`.
pub(super) fn punctuation(ctx: &Context, o: OpRef<'_>) -> &'static str {
    o.attr("punctuation")
        .and_then(|a| PUNCTUATION.attr_value(ctx, a))
        .and_then(|v| PUNCTUATION.keyword(v))
        .unwrap_or("newline")
}

fn call(rw: &mut Rw<'_>, callee: &str, args: &[ValueId], loc: Location) {
    strata_dialect_llvm::CallOp::build_direct(rw, loc, None, callee, args);
}

fn lower_print(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    if let Some(s) = o.attr("stringLiteral") {
        let Some(text) = ctx.string_attr_value(s) else {
            return false;
        };
        let Some(sym) = o.attr(super::PRINT_GLOBAL_ATTR) else {
            return false;
        };
        let ptr_t = llvm_types::ptr_type(ctx, 0);
        let addr = create1(
            rw,
            "llvm.mlir.addressof",
            &[],
            ptr_t,
            &[("global_name", sym)],
            loc,
        );
        let arr = llvm_types::array_type(ctx, ctx.integer_type(8), text.len() as u64 + 1);
        let raw = strata_dialect_utils::attrs::dense_i32_array(ctx, &[0]);
        let gep = strata_dialect_llvm::GEPOp::build(rw, loc, ptr_t, addr, &[], raw, arr, Some(0)).res(rw);
        call(rw, "printString", &[gep], loc);
        rw.erase_op(op);
        return true;
    }
    let punct = punctuation_function(punctuation(ctx, o));
    let value = match operands.first() {
        Some(&v) => {
            let t = o.operand_type(0);
            if vector_parts(ctx, t).is_some() {
                return false;
            }
            let Some(pc) = print_call(ctx, t) else {
                return false;
            };
            Some((v, pc))
        }
        None => None,
    };
    if let Some((v, pc)) = value {
        match pc {
            PrintCall::Int { function, extend } => {
                let arg = match extend {
                    Some(ext) => create1(rw, ext, &[v], i64_type(ctx), &[], loc),
                    None => v,
                };
                call(rw, function, &[arg], loc);
            }
            PrintCall::Float(function) => call(rw, function, &[v], loc),
        }
    }
    if let Some(f) = punct {
        call(rw, f, &[], loc);
    }
    let _ = cx;
    rw.erase_op(op);
    true
}

/// `to_elements`: the rows of an n-D vector, then each element.
fn lower_to_elements(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let Some((shape, elem)) = vshape(ctx, o.operand_type(0)) else {
        return false;
    };
    let Some(elem_ll) = convert(cx, ctx, elem) else {
        return false;
    };
    let n = shape.last().copied().unwrap_or(1);
    let rows: Vec<Vec<i64>> = if shape.len() > 1 {
        positions(&shape[..shape.len() - 1])
    } else {
        vec![Vec::new()]
    };
    let row_t = ctx.vector_type(&[n], elem_ll);
    let row_values: Vec<ValueId> = rows
        .iter()
        .map(|p| {
            if p.is_empty() {
                operands[0]
            } else {
                extract_value(rw, operands[0], p, row_t, loc)
            }
        })
        .collect();
    // Only the elements that are used are extracted.
    let used: Vec<bool> = rw
        .body()
        .results(op)
        .map(|v| rw.body().uses(v).next().is_some())
        .collect();
    let mut out: Vec<Option<ValueId>> = Vec::new();
    for r in row_values {
        for i in 0..n {
            if !used.get(out.len()).copied().unwrap_or(false) {
                out.push(None);
                continue;
            }
            let idx = int_constant(rw, i64_type(ctx), i, loc);
            out.push(Some(extract_element(rw, r, idx, loc)));
        }
    }
    // Dead results take any element (they have no uses).
    let Some(any) = out.iter().flatten().next().copied() else {
        rw.erase_op(op);
        return true;
    };
    let values: Vec<ValueId> = out.iter().map(|v| v.unwrap_or(any)).collect();
    rw.replace_op(op, &values);
    true
}

/// A 1-D `interleave`: one shuffle of the two vectors.
fn lower_interleave(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let Some((shape, elem)) = vshape_scalable(ctx, o.operand_type(0)) else {
        return false;
    };
    let n = shape.first().copied().unwrap_or(1);
    let (true, Some(elem)) = (shape.len() <= 1, convert(cx, ctx, elem)) else {
        return false;
    };
    if vector_parts(ctx, o.operand_type(0)).is_some_and(|(_, sc, _)| sc.iter().any(|&x| x)) {
        // Scalable vectors have no fixed mask: LLVM's interleave intrinsic.
        let Some(res_ll) = convert(cx, ctx, o.result_type(0)) else {
            return false;
        };
        let v = create1(
            rw,
            "llvm.intr.vector.interleave2",
            &operands,
            res_ll,
            &[],
            o.loc(),
        );
        rw.replace_op(op, &[v]);
        return true;
    }
    let mask: Vec<i32> = (0..n as i32).flat_map(|i| [i, i + n as i32]).collect();
    let v = shuffle(rw, operands[0], operands[1], &mask, elem, o.loc());
    rw.replace_op(op, &[v]);
    true
}

/// A 1-D `deinterleave`: the even and the odd elements, each a shuffle
/// with a poison second operand.
fn lower_deinterleave(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let src_t = o.operand_type(0);
    let Some((shape, elem)) = vshape_scalable(ctx, src_t) else {
        return false;
    };
    let (Some(&n), 1, Some(elem), Some(src_ll)) = (
        shape.first(),
        shape.len(),
        convert(cx, ctx, elem),
        convert(cx, ctx, src_t),
    ) else {
        return false;
    };
    if vector_parts(ctx, src_t).is_some_and(|(_, sc, _)| sc.iter().any(|&x| x)) {
        // Scalable vectors: LLVM's deinterleave intrinsic, giving a struct.
        let Some(half) = convert(cx, ctx, o.result_type(0)) else {
            return false;
        };
        let st = llvm_types::struct_type(ctx, &[half, half], false);
        let d = create1(rw, "llvm.intr.vector.deinterleave2", &operands, st, &[], loc);
        let a = extract_value(rw, d, &[0], half, loc);
        let b = extract_value(rw, d, &[1], half, loc);
        rw.replace_op(op, &[a, b]);
        return true;
    }
    let undef = poison(rw, src_ll, loc);
    let even: Vec<i32> = (0..n as i32).step_by(2).collect();
    let odd: Vec<i32> = (1..n as i32).step_by(2).collect();
    let a = shuffle(rw, operands[0], undef, &even, elem, loc);
    let b = shuffle(rw, operands[0], undef, &odd, elem, loc);
    rw.replace_op(op, &[a, b]);
    true
}

/// The vector of addresses of a gather or scatter: the base address at
/// `offsets`, then one element per lane of `indices`.
fn lane_addresses(
    cx: &Cx<'_>,
    rw: &mut Rw<'_>,
    mem_t: Type,
    desc: ValueId,
    offsets: &[ValueId],
    indices: ValueId,
    loc: Location,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let (idx_shape, idx_scalable, _) = vector_parts(ctx, rw.body().value_type(indices))?;
    let (idx_shape, idx_scalable) = (idx_shape.to_vec(), idx_scalable.to_vec());
    let base = access_ptr(cx, rw, mem_t, desc, offsets, loc)?;
    let elem = convert(cx, ctx, ctx.element_type(mem_t)?)?;
    let ptr_t = rw.body().value_type(base);
    let ptrs_t = strata_dialect_vector::types_util::vector_type(ctx, &idx_shape, &idx_scalable, ptr_t);
    let raw = strata_dialect_utils::attrs::dense_i32_array(ctx, &[i32::MIN]);
    Some(strata_dialect_llvm::GEPOp::build(rw, loc, ptrs_t, base, &[indices], raw, elem, None).res(rw))
}

/// Checks of a gather or scatter: a memref with unit innermost stride, a
/// 1-D vector; gives the vector's length and the alignment.
fn gather_scatter(cx: &Cx<'_>, ctx: &Context, o: OpRef<'_>, mem_t: Type, vec_t: Type) -> Option<(i64, i64)> {
    if !matches!(ctx.type_kind(mem_t), TypeKind::MemRef { .. }) {
        return None;
    }
    let (shape, _) = vshape_scalable(ctx, vec_t)?;
    let &[n] = shape.as_slice() else { return None };
    if !accessible(ctx, mem_t) {
        return None;
    }
    let vec_ll = convert(cx, ctx, vec_t)?;
    let align = access_alignment(cx, ctx, o, mem_t, vec_ll)?;
    Some((n, align))
}

fn lower_gather(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let mem_t = o.operand_type(0);
    let res_t = o.result_type(0);
    let Some((_, align)) = gather_scatter(cx, ctx, o, mem_t, res_t) else {
        return false;
    };
    let Some(res_ll) = convert(cx, ctx, res_t) else {
        return false;
    };
    let k = operands.len();
    let (indices, mask, pass) = (operands[k - 3], operands[k - 2], operands[k - 1]);
    let Some(ptrs) = lane_addresses(cx, rw, mem_t, operands[0], &operands[1..k - 3], indices, loc) else {
        return false;
    };
    let a = ctx.integer_attr(i32_type(ctx), align);
    let v = create1(
        rw,
        "llvm.intr.masked.gather",
        &[ptrs, mask, pass],
        res_ll,
        &[("alignment", a)],
        loc,
    );
    rw.replace_op(op, &[v]);
    true
}

fn lower_scatter(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    if o.num_results() != 0 {
        return false;
    }
    let loc = o.loc();
    let mem_t = o.operand_type(0);
    let k = operands.len();
    let Some((_, align)) = gather_scatter(cx, ctx, o, mem_t, o.operand_type(k - 1)) else {
        return false;
    };
    let (indices, mask, value) = (operands[k - 3], operands[k - 2], operands[k - 1]);
    let Some(ptrs) = lane_addresses(cx, rw, mem_t, operands[0], &operands[1..k - 3], indices, loc) else {
        return false;
    };
    let a = ctx.integer_attr(i32_type(ctx), align);
    create(
        rw,
        "llvm.intr.masked.scatter",
        &[value, ptrs, mask],
        &[],
        &[("alignment", a)],
        loc,
    );
    rw.erase_op(op);
    true
}

/// A `vector.mask` of a reduction: LLVM's vector-predicated reductions
/// over the mask (all lanes counted), starting from the accumulator or
/// the kind's neutral element; `minimumf` / `maximumf`, which have none,
/// reduce the lanes with the masked-off ones replaced by a neutral value.
fn lower_masked_reduction(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let body = rw.body();
    let loc = body.op_loc(op);
    // The one op the mask predicates.
    let (rbody, regions) = body.op_regions(op);
    let Some(inner) = regions
        .first()
        .and_then(|&r| rbody.region_entry(r))
        .and_then(|b| rbody.first_op(b))
    else {
        return false;
    };
    let o = OpRef::new(ctx, body, inner);
    if o.name_str() != "vector.reduction" || operands.len() != 1 {
        return false;
    }
    let vec = o.operand(0);
    let vec_t = o.operand_type(0);
    let acc = (o.num_operands() > 1).then(|| o.operand(1));
    let res_t = o.result_type(0);
    let Some((shape, _)) = vshape_scalable(ctx, vec_t) else {
        return false;
    };
    let &[n] = shape.as_slice() else { return false };
    // Only types that are their own LLVM types (no conversion needed).
    if convert(cx, ctx, vec_t) != Some(vec_t) || convert(cx, ctx, res_t) != Some(res_t) {
        return false;
    }
    let Some(kind) = o
        .attr("kind")
        .and_then(|a| COMBINING_KIND.attr_value(ctx, a))
        .and_then(|v| COMBINING_KIND.keyword(v))
    else {
        return false;
    };
    let mask = operands[0];
    let float = ctx.float_kind(res_t);
    let width = match float {
        Some(k) => k.width(),
        None => ctx.integer_width(res_t).unwrap_or(0),
    };
    if width == 0 || width > 64 || float.is_some_and(|k| !matches!(k.width(), 32 | 64)) {
        return false;
    }
    let f64_ = width == 64;
    // The neutral element's bits.
    let int_bits = |v: i64| {
        v as u64
            & if width == 64 {
                u64::MAX
            } else {
                (1u64 << width) - 1
            }
    };
    let (name, neutral): (&str, u64) = match (kind, float.is_some()) {
        ("add", true) => ("fadd", 0),
        ("mul", true) => (
            "fmul",
            if f64_ {
                1f64.to_bits()
            } else {
                u64::from(1f32.to_bits())
            },
        ),
        ("minnumf", true) => ("fmin", if f64_ { 0xFFF8_0000_0000_0000 } else { 0xFFC0_0000 }),
        ("maxnumf", true) => ("fmax", if f64_ { 0x7FF8_0000_0000_0000 } else { 0x7FC0_0000 }),
        ("maximumf", true) => ("fmaximum", if f64_ { 0x8000_0000_0000_0001 } else { 0x8000_0001 }),
        ("minimumf", true) => (
            "fminimum",
            if f64_ {
                f64::MAX.to_bits()
            } else {
                u64::from(f32::MAX.to_bits())
            },
        ),
        ("add", false) => ("add", 0),
        ("mul", false) => ("mul", 1),
        ("and", false) => ("and", int_bits(-1)),
        ("or", false) => ("or", 0),
        ("xor", false) => ("xor", 0),
        ("minsi", false) => ("smin", int_bits(i64::MAX >> (64 - width))),
        ("maxsi", false) => ("smax", int_bits(i64::MIN >> (64 - width))),
        ("minui", false) => ("umin", int_bits(-1)),
        ("maxui", false) => ("umax", 0),
        _ => return false,
    };
    let scalar_attr = |bits: u64, ty: Type| -> Attribute {
        match float {
            Some(_) => ctx.intern_attr(strata_ir::AttrKind::Float {
                ty,
                bits: u128::from(bits),
            }),
            None => ctx.integer_attr(ty, bits as i64),
        }
    };
    let result = if matches!(name, "fmaximum" | "fminimum") {
        let splat = ctx.intern_attr(strata_ir::AttrKind::DenseElements {
            ty: vec_t,
            data: strata_ir::DenseData {
                splat: true,
                bytes: neutral.to_le_bytes()[..(width / 8) as usize].to_vec().into(),
            },
        });
        let c = create1(rw, "llvm.mlir.constant", &[], vec_t, &[("value", splat)], loc);
        let sel = crate::llvm_common::pattern::select(rw, mask, vec, c, loc);
        let r = create1(
            rw,
            &format!("llvm.intr.vector.reduce.{name}"),
            &[sel],
            res_t,
            &[],
            loc,
        );
        match acc {
            Some(a) => {
                let comb = if name == "fmaximum" {
                    "llvm.intr.maximum"
                } else {
                    "llvm.intr.minimum"
                };
                create1(rw, comb, &[r, a], res_t, &[], loc)
            }
            None => r,
        }
    } else {
        let start = match acc {
            Some(a) => a,
            None => {
                let a = scalar_attr(neutral, res_t);
                create1(rw, "llvm.mlir.constant", &[], res_t, &[("value", a)], loc)
            }
        };
        let mut evl = int_constant(rw, i32_type(ctx), n, loc);
        if vector_parts(ctx, vec_t).is_some_and(|(_, sc, _)| sc.iter().any(|&x| x)) {
            // A scalable vector has `n * vscale` lanes.
            let index = ctx.index_type();
            let vscale = create1(rw, "vector.vscale", &[], index, &[], loc);
            let n32 = create1(rw, "arith.index_cast", &[vscale], i32_type(ctx), &[], loc);
            evl = create1(rw, "arith.muli", &[evl, n32], i32_type(ctx), &[], loc);
        }
        create1(
            rw,
            &format!("llvm.intr.vp.reduce.{name}"),
            &[start, vec, mask, evl],
            res_t,
            &[],
            loc,
        )
    };
    rw.replace_op(op, &[result]);
    true
}

/// `vector.vscale`: `llvm.intr.vscale` of the index type.
fn lower_vscale(cx: &Cx<'_>, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let loc = rw.body().op_loc(op);
    let t = cx.tc.index_type(ctx);
    let v = create1(rw, "llvm.intr.vscale", &[], t, &[], loc);
    rw.replace_op(op, &[v]);
    true
}

/// A 1-D scalable `create_mask` (fixed ones become constants and
/// comparisons before the conversion): the lane indices
/// (`llvm.intr.stepvector`) compared with the broadcast bound.
fn lower_create_mask_scalable(cx: &Cx<'_>, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res_t = o.result_type(0);
    let Some((shape, scalable, _)) = vector_parts(ctx, res_t) else {
        return false;
    };
    let (&[n], &[true]) = (shape, scalable) else {
        return false;
    };
    if o.num_operands() != 1 {
        return false;
    }
    let loc = o.loc();
    let bound = o.operand(0);
    let idx_t = ctx.integer_type(if cx.opts.force_32bit_vector_indices {
        32
    } else {
        64
    });
    let vt = strata_dialect_vector::types_util::vector_type(ctx, &[n], &[true], idx_t);
    let step = create1(rw, "llvm.intr.stepvector", &[], vt, &[], loc);
    let b = create1(rw, "arith.index_cast", &[bound], idx_t, &[], loc);
    let splat = create1(rw, "vector.broadcast", &[b], vt, &[], loc);
    let slt = strata_dialect_arith::CMPI_PREDICATE.value_of("slt").unwrap_or(2);
    let pred = strata_dialect_arith::CMPI_PREDICATE.attr(ctx, slt);
    let v = create1(
        rw,
        "arith.cmpi",
        &[step, splat],
        res_t,
        &[("predicate", pred)],
        loc,
    );
    rw.replace_op(op, &[v]);
    true
}

/// A scalable `step` (fixed ones become constants before the
/// conversion): `llvm.intr.stepvector`.
fn lower_step_scalable(cx: &Cx<'_>, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(t) = body.result_types(op).next() else {
        return false;
    };
    if !vector_parts(ctx, t).is_some_and(|(_, sc, _)| sc.iter().any(|&x| x)) {
        return false;
    }
    let Some(t_ll) = convert(cx, ctx, t) else {
        return false;
    };
    let v = create1(rw, "llvm.intr.stepvector", &[], t_ll, &[], loc);
    rw.replace_op(op, &[v]);
    true
}

/// The `arg_attrs` of an expanding load or compressing store: the
/// pointer (argument `ptr_arg`) aligned as the op's `alignment` says.
fn align_arg_attrs(ctx: &Context, o: OpRef<'_>, ptr_arg: usize) -> Option<Attribute> {
    let align = ctx.integer_attr_value(o.attr("alignment")?)?.sext_i64();
    let a = ctx.integer_attr(i64_type(ctx), align);
    let dicts: Vec<Attribute> = (0..3)
        .map(|i| {
            if i == ptr_arg {
                ctx.dictionary_attr(&[(ctx.ident("llvm.align"), a)])
            } else {
                ctx.empty_dictionary()
            }
        })
        .collect();
    Some(ctx.array_attr(&dicts))
}

fn lower_expand_load(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let mem_t = o.operand_type(0);
    let res_t = o.result_type(0);
    if !accessible(ctx, mem_t) {
        return false;
    }
    let Some(res_ll) = convert(cx, ctx, res_t) else {
        return false;
    };
    let attrs = align_arg_attrs(ctx, o, 0);
    let k = operands.len();
    let Some(ptr) = access_ptr(cx, rw, mem_t, operands[0], &operands[1..k - 2], loc) else {
        return false;
    };
    let props: Vec<(&str, Attribute)> = attrs.map(|a| ("arg_attrs", a)).into_iter().collect();
    let v = create1(
        rw,
        "llvm.intr.masked.expandload",
        &[ptr, operands[k - 2], operands[k - 1]],
        res_ll,
        &props,
        loc,
    );
    rw.replace_op(op, &[v]);
    true
}

fn lower_compress_store(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let mem_t = o.operand_type(0);
    if !accessible(ctx, mem_t) {
        return false;
    }
    let attrs = align_arg_attrs(ctx, o, 1);
    let k = operands.len();
    let Some(ptr) = access_ptr(cx, rw, mem_t, operands[0], &operands[1..k - 2], loc) else {
        return false;
    };
    let props: Vec<(&str, Attribute)> = attrs.map(|a| ("arg_attrs", a)).into_iter().collect();
    create(
        rw,
        "llvm.intr.masked.compressstore",
        &[operands[k - 1], ptr, operands[k - 2]],
        &[],
        &props,
        loc,
    );
    rw.erase_op(op);
    true
}

/// The `pos` of a `scalable.insert` / `scalable.extract`, as an `i64`
/// attribute.
fn scalable_pos(ctx: &Context, o: OpRef<'_>) -> Option<Attribute> {
    let pos = ctx.integer_attr_value(o.attr("pos")?)?.sext_i64();
    Some(ctx.integer_attr(i64_type(ctx), pos))
}

/// `scalable.insert`: `llvm.intr.vector.insert` at the position.
fn lower_scalable_insert(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let (Some(p), Some(res_ll)) = (scalable_pos(ctx, o), convert(cx, ctx, o.result_type(0))) else {
        return false;
    };
    // The LLVM op's operands: the destination, then the inserted vector.
    let v = create1(
        rw,
        "llvm.intr.vector.insert",
        &[operands[1], operands[0]],
        res_ll,
        &[("pos", p)],
        o.loc(),
    );
    rw.replace_op(op, &[v]);
    true
}

/// `scalable.extract`: `llvm.intr.vector.extract` at the position.
fn lower_scalable_extract(cx: &Cx<'_>, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let o = OpRef::new(ctx, rw.body(), op);
    let (Some(p), Some(res_ll)) = (scalable_pos(ctx, o), convert(cx, ctx, o.result_type(0))) else {
        return false;
    };
    let v = create1(
        rw,
        "llvm.intr.vector.extract",
        &operands,
        res_ll,
        &[("pos", p)],
        o.loc(),
    );
    rw.replace_op(op, &[v]);
    true
}
