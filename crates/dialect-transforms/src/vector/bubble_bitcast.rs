//! The patterns moving `vector.bitcast` across extracts and inserts
//! (MLIR's `populateBubbleVectorBitCastOpPatterns`): a bitcast feeding an
//! extract or a strided-slice extract goes below it, working on the
//! extracted part only; a bitcast of an insert or a strided-slice insert
//! goes above it, on the inserted value and the destination. A 1-D
//! bitcast to fewer elements can also be broken into bitcasts of slices.

use strata_dialect_utils::attrs::zero_attr;
use strata_dialect_vector::lowering::create_one;
use strata_dialect_vector::types_util::{vector_parts, vector_type};
use strata_ir::{Attribute, Context, OpId, OpRef, Type, ValueId};
use strata_ods::directives::{dense_i64_array, dense_i64_values};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

type Rw<'a> = PatternRewriter<'a>;

/// The patterns, for a greedy driver.
pub fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(BubbleDownVectorBitCastForExtract),
        Box::new(BubbleDownBitCastForStridedSliceExtract),
        Box::new(BubbleUpBitCastForInsert),
        Box::new(BubbleUpBitCastForStridedSliceInsert),
    ]
}

/// The pattern breaking a 1-D bitcast to fewer elements, of a source of
/// more than `min_elements` elements, into bitcasts of slices (MLIR's
/// `populateBreakDownVectorBitCastOpPatterns` with the control function
/// of its test pass).
pub fn break_down(min_elements: i64) -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(BreakDownVectorBitCast(min_elements))]
}

/// The `vector.bitcast` defining `v`, if any.
fn bitcast_of(o: OpRef<'_>, v: ValueId) -> Option<OpRef<'_>> {
    strata_dialect_utils::matchers::def(o, v).filter(|d| d.name_str() == "vector.bitcast")
}

/// The integers of the array attribute `name` of `o`.
fn int_list(ctx: &Context, o: OpRef<'_>, name: &str) -> Option<Vec<i64>> {
    ctx.array_attr_elements(o.attr(name)?)?
        .iter()
        .map(|&a| ctx.integer_attr_value(a).map(|v| v.sext_i64()))
        .collect()
}

fn i64_array_attr(ctx: &Context, values: &[i64]) -> Attribute {
    let elems: Vec<Attribute> = values
        .iter()
        .map(|&v| ctx.integer_attr(ctx.integer_type(64), v))
        .collect();
    ctx.array_attr(&elems)
}

/// `t` (a fixed-size vector) with its last dimension `last`.
fn with_last_dim(ctx: &Context, t: Type, last: i64, elem: Type) -> Option<Type> {
    let (shape, scalable, _) = vector_parts(ctx, t)?;
    let mut shape = shape.to_vec();
    *shape.last_mut()? = last;
    Some(vector_type(ctx, &shape, scalable, elem))
}

/// `extract(bitcast(%src))[i]` of a 1-D bitcast to more elements: the
/// source element holding lane `i` extracted, put in a one-element
/// vector, bitcast, and lane `i` of it extracted.
struct BubbleDownVectorBitCastForExtract;

impl RewritePattern for BubbleDownVectorBitCastForExtract {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.extract")
    }

    fn debug_name(&self) -> &str {
        "BubbleDownVectorBitCastForExtract"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(cast) = bitcast_of(o, o.operand(0)) else {
            return false;
        };
        let (Some((src_shape, src_sc, src_elem)), Some((dst_shape, _, dst_elem))) = (
            vector_parts(ctx, cast.operand_type(0)),
            vector_parts(ctx, cast.result_type(0)),
        ) else {
            return false;
        };
        // A source of one element is what this pattern produces.
        if src_shape.len() != 1 || src_sc.iter().any(|&s| s) || src_shape[0] <= 1 {
            return false;
        }
        let (src_n, dst_n) = (src_shape[0], dst_shape[0]);
        if dst_n < src_n || dst_n % src_n != 0 || o.num_operands() != 1 {
            return false;
        }
        let Some(&[index]) = o
            .attr("static_position")
            .and_then(|a| dense_i64_values(ctx, a))
            .as_deref()
        else {
            return false;
        };
        if index < 0 {
            return false;
        }
        let ratio = dst_n / src_n;
        let src = cast.operand(0);
        let res_t = o.result_type(0);
        let packed_t = vector_type(ctx, &[1], &[], src_elem);
        let Some(zero) = zero_attr(ctx, packed_t) else {
            return false;
        };
        let zero = create_one(rw, op, "arith.constant", &[], packed_t, &[("value", zero)]);
        let element = create_one(
            rw,
            op,
            "vector.extract",
            &[src],
            src_elem,
            &[("static_position", dense_i64_array(ctx, &[index / ratio]))],
        );
        let packed = create_one(
            rw,
            op,
            "vector.insert",
            &[element, zero],
            packed_t,
            &[("static_position", dense_i64_array(ctx, &[0]))],
        );
        let cast_t = vector_type(ctx, &[ratio], &[], dst_elem);
        let casted = create_one(rw, op, "vector.bitcast", &[packed], cast_t, &[]);
        let v = create_one(
            rw,
            op,
            "vector.extract",
            &[casted],
            res_t,
            &[("static_position", dense_i64_array(ctx, &[index % ratio]))],
        );
        rw.replace_op(op, &[v]);
        true
    }
}

/// `extract_strided_slice(bitcast(%src))` with unit strides, of a bitcast
/// to more elements, whose last-dimension offset and size are multiples
/// of the ratio: the slice of `%src`, bitcast.
struct BubbleDownBitCastForStridedSliceExtract;

impl RewritePattern for BubbleDownBitCastForStridedSliceExtract {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.extract_strided_slice")
    }

    fn debug_name(&self) -> &str {
        "BubbleDownBitCastForStridedSliceExtract"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(cast) = bitcast_of(o, o.operand(0)) else {
            return false;
        };
        let (Some((src_shape, _, src_elem)), Some((dst_shape, _, _))) = (
            vector_parts(ctx, cast.operand_type(0)),
            vector_parts(ctx, cast.result_type(0)),
        ) else {
            return false;
        };
        let (Some(&src_last), Some(&dst_last)) = (src_shape.last(), dst_shape.last()) else {
            return false;
        };
        if src_last > dst_last || src_last <= 0 || dst_last % src_last != 0 {
            return false;
        }
        let (Some(mut offsets), Some(mut sizes), Some(strides)) = (
            int_list(ctx, o, "offsets"),
            int_list(ctx, o, "sizes"),
            int_list(ctx, o, "strides"),
        ) else {
            return false;
        };
        if strides.iter().any(|&s| s != 1) {
            return false;
        }
        let ratio = dst_last / src_last;
        let rank = dst_shape.len();
        // Fewer offsets than dimensions take the whole last dimension.
        if offsets.len() == rank {
            let Some(last) = offsets.last_mut() else {
                return false;
            };
            if *last % ratio != 0 {
                return false;
            }
            *last /= ratio;
        }
        if sizes.len() == rank {
            let Some(last) = sizes.last_mut() else {
                return false;
            };
            if *last % ratio != 0 {
                return false;
            }
            *last /= ratio;
        }
        let res_t = o.result_type(0);
        let Some(res_last) = vector_parts(ctx, res_t).and_then(|(s, _, _)| s.last().copied()) else {
            return false;
        };
        let Some(slice_t) = with_last_dim(ctx, res_t, res_last / ratio, src_elem) else {
            return false;
        };
        let src = cast.operand(0);
        let strides_attr = o.attr("strides");
        let Some(strides_attr) = strides_attr else {
            return false;
        };
        let slice = create_one(
            rw,
            op,
            "vector.extract_strided_slice",
            &[src],
            slice_t,
            &[
                ("offsets", i64_array_attr(ctx, &offsets)),
                ("sizes", i64_array_attr(ctx, &sizes)),
                ("strides", strides_attr),
            ],
        );
        let v = create_one(rw, op, "vector.bitcast", &[slice], res_t, &[]);
        rw.replace_op(op, &[v]);
        true
    }
}

/// The last dimension of a vector of last dimension `n` bitcast as a
/// vector of last dimension `src_last` is to one of `dst_last`, if whole.
fn scaled_last(n: i64, src_last: i64, dst_last: i64) -> Option<i64> {
    if src_last >= dst_last {
        let ratio = src_last.checked_div(dst_last)?;
        (dst_last > 0 && src_last % dst_last == 0 && n % ratio == 0).then(|| n / ratio)
    } else {
        let ratio = dst_last.checked_div(src_last)?;
        (src_last > 0 && dst_last % src_last == 0).then(|| n * ratio)
    }
}

/// `bitcast(insert(%v, %dst)[p])` of a vector `%v`: `insert(bitcast(%v),
/// bitcast(%dst))[p]`.
struct BubbleUpBitCastForInsert;

impl RewritePattern for BubbleUpBitCastForInsert {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.bitcast")
    }

    fn debug_name(&self) -> &str {
        "BubbleUpBitCastForInsert"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(insert) =
            strata_dialect_utils::matchers::def(o, o.operand(0)).filter(|d| d.name_str() == "vector.insert")
        else {
            return false;
        };
        let (Some((src_shape, _, _)), Some((dst_shape, _, dst_elem))) = (
            vector_parts(ctx, o.operand_type(0)),
            vector_parts(ctx, o.result_type(0)),
        ) else {
            return false;
        };
        let (Some(&src_last), Some(&dst_last)) = (src_shape.last(), dst_shape.last()) else {
            return false;
        };
        let value = insert.operand(0);
        let value_t = insert.operand_type(0);
        let Some(value_last) = vector_parts(ctx, value_t).and_then(|(s, _, _)| s.last().copied()) else {
            return false;
        };
        let Some(new_last) = scaled_last(value_last, src_last, dst_last) else {
            return false;
        };
        let Some(new_value_t) = with_last_dim(ctx, value_t, new_last, dst_elem) else {
            return false;
        };
        let dest = insert.operand(1);
        let dynamic: Vec<ValueId> = insert.operands().skip(2).collect();
        let Some(position) = insert.attr("static_position") else {
            return false;
        };
        let res_t = o.result_type(0);
        let new_value = create_one(rw, op, "vector.bitcast", &[value], new_value_t, &[]);
        let new_dest = create_one(rw, op, "vector.bitcast", &[dest], res_t, &[]);
        let mut operands = vec![new_value, new_dest];
        operands.extend(dynamic);
        let v = create_one(
            rw,
            op,
            "vector.insert",
            &operands,
            res_t,
            &[("static_position", position)],
        );
        rw.replace_op(op, &[v]);
        true
    }
}

/// `bitcast(insert_strided_slice(%v, %dst))` to fewer elements, of equal
/// ranks and unit strides, whose last-dimension offset and inserted size
/// are multiples of the ratio: the insertion of the bitcast `%v` into the
/// bitcast `%dst`.
struct BubbleUpBitCastForStridedSliceInsert;

impl RewritePattern for BubbleUpBitCastForStridedSliceInsert {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.bitcast")
    }

    fn debug_name(&self) -> &str {
        "BubbleUpBitCastForStridedSliceInsert"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(insert) = strata_dialect_utils::matchers::def(o, o.operand(0))
            .filter(|d| d.name_str() == "vector.insert_strided_slice")
        else {
            return false;
        };
        let (Some((src_shape, _, _)), Some((dst_shape, _, dst_elem))) = (
            vector_parts(ctx, o.operand_type(0)),
            vector_parts(ctx, o.result_type(0)),
        ) else {
            return false;
        };
        let (Some(&src_last), Some(&dst_last)) = (src_shape.last(), dst_shape.last()) else {
            return false;
        };
        if src_last < dst_last || dst_last <= 0 || src_last % dst_last != 0 {
            return false;
        }
        let ratio = src_last / dst_last;
        let (Some(mut offsets), Some(strides)) =
            (int_list(ctx, insert, "offsets"), int_list(ctx, insert, "strides"))
        else {
            return false;
        };
        let value = insert.operand(0);
        let value_t = insert.operand_type(0);
        let Some((value_shape, _, _)) = vector_parts(ctx, value_t) else {
            return false;
        };
        if strides.iter().any(|&s| s != 1) || value_shape.len() != src_shape.len() {
            return false;
        }
        let Some(last) = offsets.last_mut() else {
            return false;
        };
        if *last % ratio != 0 {
            return false;
        }
        *last /= ratio;
        let Some(&value_last) = value_shape.last() else {
            return false;
        };
        if value_last % ratio != 0 {
            return false;
        }
        let Some(new_value_t) = with_last_dim(ctx, value_t, value_last / ratio, dst_elem) else {
            return false;
        };
        let Some(strides_attr) = insert.attr("strides") else {
            return false;
        };
        let dest = insert.operand(1);
        let res_t = o.result_type(0);
        let new_value = create_one(rw, op, "vector.bitcast", &[value], new_value_t, &[]);
        let new_dest = create_one(rw, op, "vector.bitcast", &[dest], res_t, &[]);
        let v = create_one(
            rw,
            op,
            "vector.insert_strided_slice",
            &[new_value, new_dest],
            res_t,
            &[
                ("offsets", i64_array_attr(ctx, &offsets)),
                ("strides", strides_attr),
            ],
        );
        rw.replace_op(op, &[v]);
        true
    }
}

/// A 1-D fixed-size bitcast to fewer elements (more than one), of a
/// source of more than the given number of elements: each slice of as
/// many source elements as the result has is bitcast on its own and
/// inserted into a zero vector.
struct BreakDownVectorBitCast(i64);

impl RewritePattern for BreakDownVectorBitCast {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.bitcast")
    }

    fn debug_name(&self) -> &str {
        "BreakDownVectorBitCast"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let (Some((&[src_n], src_sc, src_elem)), Some((&[dst_n], _, dst_elem))) = (
            vector_parts(ctx, o.operand_type(0)),
            vector_parts(ctx, o.result_type(0)),
        ) else {
            return false;
        };
        if src_n <= self.0 || src_sc.iter().any(|&s| s) || src_n < dst_n || dst_n <= 0 || src_n % dst_n != 0 {
            return false;
        }
        let ratio = src_n / dst_n;
        // A result of one element is not broken further; each slice must
        // bitcast to whole elements.
        // A bitcast between equal numbers of elements is one slice: it
        // would be rebuilt as it is, forever.
        if src_n == ratio || ratio < 2 || dst_n % ratio != 0 {
            return false;
        }
        let res_t = o.result_type(0);
        let src = o.operand(0);
        let Some(zero) = zero_attr(ctx, res_t) else {
            return false;
        };
        let mut result = create_one(rw, op, "arith.constant", &[], res_t, &[("value", zero)]);
        let slice_t = vector_type(ctx, &[dst_n], &[], src_elem);
        let piece_t = vector_type(ctx, &[dst_n / ratio], &[], dst_elem);
        let one = i64_array_attr(ctx, &[1]);
        for i in 0..ratio {
            let slice = create_one(
                rw,
                op,
                "vector.extract_strided_slice",
                &[src],
                slice_t,
                &[
                    ("offsets", i64_array_attr(ctx, &[i * dst_n])),
                    ("sizes", i64_array_attr(ctx, &[dst_n])),
                    ("strides", one),
                ],
            );
            let piece = create_one(rw, op, "vector.bitcast", &[slice], piece_t, &[]);
            result = create_one(
                rw,
                op,
                "vector.insert_strided_slice",
                &[piece, result],
                res_t,
                &[
                    ("offsets", i64_array_attr(ctx, &[i * dst_n / ratio])),
                    ("strides", one),
                ],
            );
        }
        rw.replace_op(op, &[result]);
        true
    }
}
