//! Small vector lowerings with their own test passes:
//! `extract_strided_slice` along the leading dimension as a chain of extracts and inserts (MLIR's
//! `populateVectorExtractStridedSliceToExtractInsertChainPatterns`) and
//! shuffles of 1-D operands of different sizes with the smaller operand
//! widened first (MLIR's `populateVectorShuffleLoweringPatterns`), and
//! reductions of few elements as arith ops on them, and chains of sum
//! reductions folded into one.

use strata_dialect_utils::attrs::zero_attr;
use strata_dialect_vector::lowering::create_one;
use strata_dialect_vector::types_util::vector_parts;
use strata_dialect_vector::COMBINING_KIND;
use strata_ir::{Attribute, Context, OpId, OpRef, ValueId};
use strata_ods::directives::{dense_i64_array, dense_i64_values};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

type Rw<'a> = PatternRewriter<'a>;

/// The pattern turning `extract_strided_slice` along the leading
/// dimension into extracts and inserts.
pub fn extract_strided_slice_to_extract_insert_chain() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(Convert1DExtractStridedSliceIntoExtractInsertChain)]
}

/// The pattern breaking reductions of at most `max_elements` elements
/// into arith ops on the extracted elements (MLIR's
/// `populateBreakDownVectorReductionPatterns`).
pub fn break_down_reduction(max_elements: i64) -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(BreakDownVectorReduction(max_elements))]
}

/// The patterns folding chains of sum reductions into one (MLIR's
/// `populateChainedVectorReductionFoldingPatterns`).
pub fn chained_reduction_folding() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ChainedReduction), Box::new(ReduceRedundantZero)]
}

/// The pattern widening the smaller operand of a 1-D shuffle.
pub fn shuffle_lowering() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(MixedSizeInputShuffleOpRewrite)]
}

/// The pattern turning a 1-D `vector.interleave` into a shuffle (MLIR's
/// `populateVectorInterleaveToShufflePatterns`).
pub fn interleave_to_shuffle() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(InterleaveToShuffle)]
}

/// The pattern folding a select between one-element all-true and
/// all-false masks into a broadcast of its condition (MLIR's
/// `FoldI1Select`, of `populateVectorMaskMaterializationPatterns`).
pub fn fold_i1_select() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(FoldI1Select)]
}

/// The pattern lowering an n-D `vector.create_mask` to masks of one
/// dimension less selected row by row (MLIR's `CreateMaskOpLowering`).
pub fn create_mask_nd() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(CreateMaskOpLowering)]
}

/// The pattern unrolling an n-D `vector.to_elements` along its leading
/// dimension (MLIR's `populateVectorToElementsUnrollPatterns`).
pub fn unroll_to_elements() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(UnrollToElements)]
}

/// The pattern lowering `vector.scan` to slices combined one by one
/// (MLIR's `populateVectorScanLoweringPatterns`).
pub fn scan_to_arith() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ScanToArithOps)]
}

fn int_list(ctx: &Context, o: OpRef<'_>, name: &str) -> Option<Vec<i64>> {
    ctx.array_attr_elements(o.attr(name)?)?
        .iter()
        .map(|&a| ctx.integer_attr_value(a).map(|v| v.sext_i64()))
        .collect()
}

/// An `extract_strided_slice` along its leading dimension only: each
/// element (or row) extracted, then inserted into a zero vector.
struct Convert1DExtractStridedSliceIntoExtractInsertChain;

impl RewritePattern for Convert1DExtractStridedSliceIntoExtractInsertChain {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.extract_strided_slice")
    }

    fn debug_name(&self) -> &str {
        "Convert1DExtractStridedSliceIntoExtractInsertChain"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let (Some(offsets), Some(sizes), Some(strides)) = (
            int_list(ctx, o, "offsets"),
            int_list(ctx, o, "sizes"),
            int_list(ctx, o, "strides"),
        ) else {
            return false;
        };
        let (&[offset], &[size], &[stride]) = (&offsets[..], &sizes[..], &strides[..]) else {
            return false;
        };
        let src_t = o.operand_type(0);
        let res_t = o.result_type(0);
        let Some((shape, _, elem)) = vector_parts(ctx, src_t) else {
            return false;
        };
        let sc = strata_dialect_vector::types_util::scalable_dims(ctx, src_t);
        // A scalable sliced dimension has no known number of elements.
        if sc.first().is_none_or(|&s| s) || stride <= 0 {
            return false;
        }
        // The elements: scalars of a 1-D source, rows of an n-D one.
        let elem = if shape.len() == 1 {
            elem
        } else {
            strata_dialect_vector::types_util::vector_type(ctx, &shape[1..], &sc[1..], elem)
        };
        let Some(zero) = zero_attr(ctx, res_t) else {
            return false;
        };
        let src = o.operand(0);
        let mut elements = Vec::new();
        let mut i = offset;
        while i < offset + size * stride {
            let pos = dense_i64_array(ctx, &[i]);
            elements.push(create_one(
                rw,
                op,
                "vector.extract",
                &[src],
                elem,
                &[("static_position", pos)],
            ));
            i += stride;
        }
        let mut result = create_one(rw, op, "arith.constant", &[], res_t, &[("value", zero)]);
        for (k, &e) in elements.iter().enumerate() {
            let pos = dense_i64_array(ctx, &[k as i64]);
            result = create_one(
                rw,
                op,
                "vector.insert",
                &[e, result],
                res_t,
                &[("static_position", pos)],
            );
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// A shuffle of 1-D operands of different sizes: the smaller one is
/// first widened to the larger size by a shuffle with itself (the new
/// lanes poison), and the mask's indices into the second operand moved.
struct MixedSizeInputShuffleOpRewrite;

impl RewritePattern for MixedSizeInputShuffleOpRewrite {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.shuffle")
    }

    fn debug_name(&self) -> &str {
        "MixedSizeInputShuffleOpRewrite"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let (lt, rt) = (o.operand_type(0), o.operand_type(1));
        let (Some((ls, _, elem)), Some((rs, _, _))) = (vector_parts(ctx, lt), vector_parts(ctx, rt)) else {
            return false;
        };
        let ([l], [r]) = (ls, rs) else {
            return false;
        };
        let (l, r) = (*l, *r);
        if l == r {
            return false;
        }
        let Some(mask) = o.attr("mask").and_then(|a| dense_i64_values(ctx, a)) else {
            return false;
        };
        let (mut lhs, mut rhs) = (o.operand(0), o.operand(1));
        let res_t = o.result_type(0);
        let n = l.max(r);
        let wide_t = strata_dialect_vector::types_util::vector_type(ctx, &[n], &[], elem);
        let small = l.min(r);
        let widen: Vec<i64> = (0..n).map(|i| if i < small { i } else { -1 }).collect();
        let widen = dense_i64_array(ctx, &widen);
        if l < r {
            lhs = create_one(rw, op, "vector.shuffle", &[lhs, lhs], wide_t, &[("mask", widen)]);
        } else {
            rhs = create_one(rw, op, "vector.shuffle", &[rhs, rhs], wide_t, &[("mask", widen)]);
        }
        // Indices into the second operand start at the widened size now.
        let new_mask: Vec<i64> = mask.iter().map(|&m| if m >= l { m - l + n } else { m }).collect();
        let new_mask = dense_i64_array(ctx, &new_mask);
        let v = create_one(
            rw,
            op,
            "vector.shuffle",
            &[lhs, rhs],
            res_t,
            &[("mask", new_mask)],
        );
        rw.replace_op(op, &[v]);
        true
    }
}

/// A reduction of a small fixed vector, not masked: its elements
/// extracted and combined in order, then with the accumulator.
struct BreakDownVectorReduction(i64);

impl RewritePattern for BreakDownVectorReduction {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.reduction")
    }

    fn debug_name(&self) -> &str {
        "BreakDownVectorReduction"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        if strata_dialect_vector::lowering::masked(ctx, rw.body(), op) {
            return false;
        }
        let o = OpRef::new(ctx, rw.body(), op);
        let Some((shape, sc, elem)) = vector_parts(ctx, o.operand_type(0)) else {
            return false;
        };
        if sc.iter().any(|&s| s) {
            return false;
        }
        let n: i64 = shape.iter().product();
        if n > self.0 || n < 1 {
            return false;
        }
        let Some(combine) = o
            .attr("kind")
            .and_then(|a| COMBINING_KIND.attr_value(ctx, a))
            .and_then(|v| COMBINING_KIND.keyword(v))
            .and_then(|k| strata_dialect_vector::combining_op(ctx, k, elem))
        else {
            return false;
        };
        // The combiners of floats take the reduction's fast-math flags.
        let props: Vec<(&str, Attribute)> = match o.attr("fastmath") {
            Some(f) if ctx.float_kind(elem).is_some() => vec![("fastmath", f)],
            _ => Vec::new(),
        };
        let src = o.operand(0);
        let acc = (o.num_operands() > 1).then(|| o.operand(1));
        let elements: Vec<ValueId> = (0..n)
            .map(|i| {
                let pos = dense_i64_array(ctx, &[i]);
                create_one(
                    rw,
                    op,
                    "vector.extract",
                    &[src],
                    elem,
                    &[("static_position", pos)],
                )
            })
            .collect();
        let mut res = elements[0];
        for &e in elements[1..].iter().chain(acc.iter()) {
            res = create_one(rw, op, combine, &[res, e], elem, &props);
        }
        rw.replace_op(op, &[res]);
        true
    }
}

/// The op defining `v` if it is named `name`.
fn def_named(rw: &Rw<'_>, v: ValueId, name: &str) -> Option<OpId> {
    let body = rw.body();
    body.defining_op(v)
        .filter(|&d| rw.ctx.op_name_str(body.op_name(d)) == name)
}

/// Whether `op` is an unmasked `<add>` reduction.
fn is_add_reduction(rw: &Rw<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    !strata_dialect_vector::lowering::masked(ctx, rw.body(), op)
        && rw
            .body()
            .op_attr(ctx, op, "kind")
            .and_then(|a| COMBINING_KIND.attr_value(ctx, a))
            == Some(0)
}

/// A new `<add>` reduction of `v` (with `acc`) replacing `op`.
fn replace_with_add_reduction(rw: &mut Rw<'_>, op: OpId, v: ValueId, acc: Option<ValueId>) {
    let ctx = rw.ctx;
    let t = rw.body().value_type(rw.body().result(op, 0));
    let mut operands = vec![v];
    operands.extend(acc);
    let kind = COMBINING_KIND.attr(ctx, 0);
    let r = create_one(rw, op, "vector.reduction", &operands, t, &[("kind", kind)]);
    rw.replace_op(op, &[r]);
}

/// A sum reduction whose accumulator is another sum reduction of a vector
/// of the same type reduces the sum of the two vectors.
struct ChainedReduction;

impl RewritePattern for ChainedReduction {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.reduction")
    }

    fn debug_name(&self) -> &str {
        "ChainedReduction"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        if !is_add_reduction(rw, op) || rw.body().num_operands(op) != 2 {
            return false;
        }
        let acc = rw.body().operand(op, 1);
        let acc_t = rw.body().value_type(acc);
        let int = matches!(ctx.type_kind(acc_t), strata_ir::TypeKind::Integer { .. });
        if !int && ctx.float_kind(acc_t).is_none() {
            return false;
        }
        // The parent must be a sum too (mlir-opt folds any kind, which
        // changes the result), of a vector of the same type.
        let Some(parent) = def_named(rw, acc, "vector.reduction").filter(|&p| is_add_reduction(rw, p)) else {
            return false;
        };
        let body = rw.body();
        let (pv, v) = (body.operand(parent, 0), body.operand(op, 0));
        let vt = body.value_type(v);
        if body.value_type(pv) != vt {
            return false;
        }
        let parent_acc = (body.num_operands(parent) > 1).then(|| body.operand(parent, 1));
        let sum = if int {
            let mut st = strata_ir::OperationState::new(ctx.op_name("arith.addi"), body.op_loc(op));
            st.operands = vec![pv, v];
            st.result_types = vec![vt];
            st.populate_default_properties(ctx);
            rw.set_insertion_point(op);
            match rw.create_or_fold(st).first() {
                Some(&s) => s,
                None => return false,
            }
        } else {
            create_one(rw, op, "arith.addf", &[pv, v], vt, &[])
        };
        replace_with_add_reduction(rw, op, sum, parent_acc);
        true
    }
}

/// A float sum reduction of `(x + 0) + y` reduces `x + y`.
struct ReduceRedundantZero;

impl RewritePattern for ReduceRedundantZero {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.reduction")
    }

    fn debug_name(&self) -> &str {
        "ReduceRedundantZero"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        if !is_add_reduction(rw, op) {
            return false;
        }
        let body = rw.body();
        let src = body.operand(op, 0);
        let Some((_, _, elem)) = vector_parts(ctx, body.value_type(src)) else {
            return false;
        };
        if ctx.float_kind(elem).is_none() {
            return false;
        }
        let Some(add) = def_named(rw, src, "arith.addf") else {
            return false;
        };
        let Some(lhs_add) = def_named(rw, body.operand(add, 0), "arith.addf") else {
            return false;
        };
        // Either zero: x + 0 and x + -0 are both taken as x.
        let zero = strata_ir::fold::constant_value(ctx, body, body.operand(lhs_add, 1));
        if !strata_dialect_arith::fold::splat_value(ctx, zero)
            .is_some_and(|v| v.is_zero() || v.is_signed_min())
        {
            return false;
        }
        let (x, y) = (body.operand(lhs_add, 0), body.operand(add, 1));
        let t = body.value_type(src);
        let acc = (body.num_operands(op) > 1).then(|| body.operand(op, 1));
        let mut st = strata_ir::OperationState::new(ctx.op_name("arith.addf"), body.op_loc(add));
        st.operands = vec![x, y];
        st.result_types = vec![t];
        st.populate_default_properties(ctx);
        rw.set_insertion_point(op);
        let n = rw.create(st);
        let sum = rw.body().result(n, 0);
        replace_with_add_reduction(rw, op, sum, acc);
        true
    }
}

/// A 1-D fixed-size `vector.interleave`: a shuffle taking the lanes of
/// both operands in turn.
struct InterleaveToShuffle;

impl RewritePattern for InterleaveToShuffle {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.interleave")
    }

    fn debug_name(&self) -> &str {
        "InterleaveToShuffle"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some((&[n], scalable, _)) = vector_parts(ctx, o.operand_type(0)) else {
            return false;
        };
        if scalable.iter().any(|&s| s) || o.num_operands() != 2 {
            return false;
        }
        let mask: Vec<i64> = (0..n).flat_map(|i| [i, n + i]).collect();
        let (lhs, rhs) = (o.operand(0), o.operand(1));
        let res_t = o.result_type(0);
        let v = create_one(
            rw,
            op,
            "vector.shuffle",
            &[lhs, rhs],
            res_t,
            &[("mask", dense_i64_array(ctx, &mask))],
        );
        rw.replace_op(op, &[v]);
        true
    }
}

/// A `vector.to_elements` of an n-D vector: each row along the leading
/// dimension extracted, then its elements.
struct UnrollToElements;

impl RewritePattern for UnrollToElements {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.to_elements")
    }

    fn debug_name(&self) -> &str {
        "UnrollToElements"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let src = o.operand(0);
        let src_t = o.operand_type(0);
        let Some((shape, scalable, elem)) = vector_parts(ctx, src_t) else {
            return false;
        };
        if shape.len() < 2 || scalable.first() == Some(&true) {
            return false;
        }
        let row_t = strata_dialect_vector::types_util::vector_type(
            ctx,
            &shape[1..],
            scalable.get(1..).unwrap_or_default(),
            elem,
        );
        let row_len: usize = shape[1..].iter().map(|&d| d.max(0) as usize).product();
        if row_len * shape[0].max(0) as usize != o.num_results() {
            return false;
        }
        let rows: Vec<ValueId> = (0..shape[0])
            .map(|i| {
                create_one(
                    rw,
                    op,
                    "vector.extract",
                    &[src],
                    row_t,
                    &[("static_position", dense_i64_array(ctx, &[i]))],
                )
            })
            .collect();
        let mut results = Vec::with_capacity(rows.len() * row_len);
        for row in rows {
            let types = vec![elem; row_len];
            let e =
                strata_dialect_vector::lowering::create_op(rw, op, "vector.to_elements", &[row], &types, &[]);
            results.extend(rw.body().results(e));
        }
        rw.replace_op(op, &results);
        true
    }
}

/// `arith.select %c, dense<true>, dense<false> : i1, vector<1xi1>` is
/// `vector.broadcast %c`.
struct FoldI1Select;

impl RewritePattern for FoldI1Select {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.select")
    }

    fn debug_name(&self) -> &str {
        "FoldI1Select"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        let res_t = o.result_type(0);
        let Some((&[1], scalable, elem)) = vector_parts(ctx, res_t) else {
            return false;
        };
        if scalable.iter().any(|&s| s) || ctx.integer_width(elem) != Some(1) || o.num_operands() != 3 {
            return false;
        }
        let cond = o.operand(0);
        if vector_parts(ctx, o.operand_type(0)).is_some() {
            return false;
        }
        // The one value of a constant mask.
        let value_of = |v: ValueId| {
            let d = strata_dialect_utils::matchers::def(o, v).filter(|d| d.name_str() == "arith.constant")?;
            match strata_dialect_arith::fold::read(ctx, d.attr("value")?)? {
                strata_dialect_arith::fold::Elems::Splat(x) => Some(x.sext_i64() != 0),
                strata_dialect_arith::fold::Elems::Dense(xs) if xs.len() == 1 => Some(xs[0].sext_i64() != 0),
                _ => None,
            }
        };
        if value_of(o.operand(1)) != Some(true) || value_of(o.operand(2)) != Some(false) {
            return false;
        }
        let v = create_one(rw, op, "vector.broadcast", &[cond], res_t, &[]);
        rw.replace_op(op, &[v]);
        true
    }
}

/// An n-D `vector.create_mask` whose leading dimension is fixed: row `d`
/// is the mask of the other bounds where `d` is below the first bound,
/// else all false.
struct CreateMaskOpLowering;

impl RewritePattern for CreateMaskOpLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.create_mask")
    }

    fn debug_name(&self) -> &str {
        "CreateMaskOpLowering"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let t = o.result_type(0);
        let Some((shape, scalable, elem)) = vector_parts(ctx, t) else {
            return false;
        };
        if shape.len() < 2 || scalable.first() == Some(&true) || o.num_operands() != shape.len() {
            return false;
        }
        let rows = shape[0];
        let row_t = strata_dialect_vector::types_util::vector_type(
            ctx,
            &shape[1..],
            scalable.get(1..).unwrap_or_default(),
            elem,
        );
        let bounds: Vec<ValueId> = o.operands().collect();
        let (Some(row_zero), Some(zero)) = (zero_attr(ctx, row_t), zero_attr(ctx, t)) else {
            return false;
        };
        let set = create_one(rw, op, "vector.create_mask", &bounds[1..], row_t, &[]);
        let clear = create_one(rw, op, "arith.constant", &[], row_t, &[("value", row_zero)]);
        let mut result = create_one(rw, op, "arith.constant", &[], t, &[("value", zero)]);
        let index = ctx.index_type();
        let slt = strata_dialect_arith::CMPI_PREDICATE.attr(ctx, 2);
        for d in 0..rows {
            let c = ctx.integer_attr(index, d);
            let bound = create_one(rw, op, "arith.constant", &[], index, &[("value", c)]);
            let i1 = ctx.integer_type(1);
            let below = create_one(
                rw,
                op,
                "arith.cmpi",
                &[bound, bounds[0]],
                i1,
                &[("predicate", slt)],
            );
            let row = create_one(rw, op, "arith.select", &[below, set, clear], row_t, &[]);
            result = create_one(
                rw,
                op,
                "vector.insert",
                &[row, result],
                t,
                &[("static_position", dense_i64_array(ctx, &[d]))],
            );
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// `[v, ...]` of `i64` integers.
fn i64_list_attr(ctx: &Context, values: &[i64]) -> Attribute {
    let elems: Vec<Attribute> = values
        .iter()
        .map(|&v| ctx.integer_attr(ctx.integer_type(64), v))
        .collect();
    ctx.array_attr(&elems)
}

/// A `vector.scan` along a fixed-size dimension: each unit slice along
/// it, combined with the previous output (inclusive: the slice itself
/// first; exclusive: the initial value first, then the previous slices),
/// inserted into a zero vector; the last output reshaped to the
/// accumulated value.
struct ScanToArithOps;

impl RewritePattern for ScanToArithOps {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.scan")
    }

    fn debug_name(&self) -> &str {
        "ScanToArithOps"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let dest_t = o.result_type(0);
        let init_t = o.result_type(1);
        let Some((shape, scalable, elem)) = vector_parts(ctx, dest_t) else {
            return false;
        };
        let (shape, scalable) = (shape.to_vec(), scalable.to_vec());
        let Some(kind) = o
            .attr("kind")
            .and_then(|a| COMBINING_KIND.attr_value(ctx, a))
            .and_then(|v| COMBINING_KIND.keyword(v))
        else {
            return false;
        };
        // The kind must suit the element type.
        let is_int = matches!(
            ctx.type_kind(elem),
            strata_ir::TypeKind::Integer { .. } | strata_ir::TypeKind::Index
        );
        let float_kind = matches!(kind, "minnumf" | "minimumf" | "maxnumf" | "maximumf");
        let either = matches!(kind, "add" | "mul");
        if !(either || float_kind != is_int) {
            return false;
        }
        let Some(combine) = strata_dialect_vector::combining_op(ctx, kind, elem) else {
            return false;
        };
        let Some(dim) = o
            .attr("reduction_dim")
            .and_then(|a| ctx.integer_attr_value(a))
            .and_then(|v| usize::try_from(v.sext_i64()).ok())
            .filter(|&d| d < shape.len())
        else {
            return false;
        };
        // Scanning a scalable dimension is not supported.
        if scalable.get(dim) == Some(&true) || shape[dim] < 1 {
            return false;
        }
        let inclusive = o.attr("inclusive") == Some(ctx.bool_attr(true));
        let (source, init) = (o.operand(0), o.operand(1));
        let init_rank = vector_parts(ctx, init_t).map_or(0, |(s, _, _)| s.len());
        let Some(zero) = zero_attr(ctx, dest_t) else {
            return false;
        };
        let mut result = create_one(rw, op, "arith.constant", &[], dest_t, &[("value", zero)]);
        let mut sizes = shape.clone();
        sizes[dim] = 1;
        let slice_t = strata_dialect_vector::types_util::vector_type(ctx, &sizes, &scalable, elem);
        let strides = vec![1; shape.len()];
        let mut offsets = vec![0; shape.len()];
        let (mut last_output, mut last_input) = (None, None);
        for i in 0..shape[dim] {
            offsets[dim] = i;
            let input = create_one(
                rw,
                op,
                "vector.extract_strided_slice",
                &[source],
                slice_t,
                &[
                    ("offsets", i64_list_attr(ctx, &offsets)),
                    ("sizes", i64_list_attr(ctx, &sizes)),
                    ("strides", i64_list_attr(ctx, &strides)),
                ],
            );
            let output = match (last_output, last_input) {
                (Some(prev), Some(prev_input)) => {
                    let y = if inclusive { input } else { prev_input };
                    create_one(rw, op, combine, &[prev, y], slice_t, &[])
                }
                _ if inclusive => input,
                // A 0-d initial value cannot be shape cast.
                _ if init_rank == 0 => create_one(rw, op, "vector.broadcast", &[init], slice_t, &[]),
                _ => create_one(rw, op, "vector.shape_cast", &[init], slice_t, &[]),
            };
            result = create_one(
                rw,
                op,
                "vector.insert_strided_slice",
                &[output, result],
                dest_t,
                &[
                    ("offsets", i64_list_attr(ctx, &offsets)),
                    ("strides", i64_list_attr(ctx, &strides)),
                ],
            );
            last_output = Some(output);
            last_input = Some(input);
        }
        let Some(last) = last_output else {
            return false;
        };
        let reduction = if init_rank == 0 {
            let v = strata_dialect_vector::lowering::extract(rw, op, last, &[0], elem);
            create_one(rw, op, "vector.broadcast", &[v], init_t, &[])
        } else {
            create_one(rw, op, "vector.shape_cast", &[last], init_t, &[])
        };
        rw.replace_op(op, &[result, reduction]);
        true
    }
}
