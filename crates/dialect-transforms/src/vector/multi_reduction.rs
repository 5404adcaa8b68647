//! The lowering of `vector.multi_reduction` (MLIR's
//! `populateVectorMultiReductionLoweringPatterns`): the reduced dimensions
//! are transposed to the front (`innerparallel`) or the back
//! (`innerreduction`), the parallel and the reduced dimensions each
//! flattened into one by shape casts, and the 2-D reduction then becomes
//! elementwise combinations of its rows (`innerparallel`) or one
//! `vector.reduction` per row (`innerreduction`). A 1-D reduction is first
//! made 2-D. A reduction under `vector.mask` is lowered with its mask
//! transposed, cast and sliced alike, the mask op replaced.

use strata_dialect_utils::patterns;
use strata_dialect_vector::types_util::vector_parts;
use strata_dialect_vector::COMBINING_KIND;
use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId, OpRef, Type, ValueId};
use strata_ods::constraints::{EnumDef, EnumStorage};
use strata_ods::directives::{dense_i64_array, dense_i64_values};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, RewritePattern,
};

type Rw<'a> = PatternRewriter<'a>;
type Patterns = Vec<Box<dyn RewritePattern>>;

/// `VectorMultiReductionLowering`, the `lowering_strategy` of
/// `transform.apply_patterns.vector.lower_multi_reduction`.
pub static MULTI_REDUCTION_LOWERING: EnumDef = EnumDef {
    name: "::mlir::vector::VectorMultiReductionLowering",
    attr_name: "VectorMultiReductionLoweringAttr",
    summary: "control the lowering of `vector.multi_reduction`.",
    cases: &[("innerparallel", 0), ("innerreduction", 1)],
    storage: EnumStorage::Integer(32),
    bit_separator: None,
};

/// Adds the lowering patterns; `inner_reduction` selects the strategy.
pub fn populate_multi_reduction_lowering(inner_reduction: bool, out: &mut Patterns) {
    let transpose: patterns::ApplyFn = if inner_reduction {
        |op, rw| transpose_reduced_dims(op, rw, true)
    } else {
        |op, rw| transpose_reduced_dims(op, rw, false)
    };
    let flatten: patterns::ApplyFn = if inner_reduction {
        |op, rw| flatten_to_2d(op, rw, true)
    } else {
        |op, rw| flatten_to_2d(op, rw, false)
    };
    let two_d: (&'static str, patterns::ApplyFn) = if inner_reduction {
        ("TwoDimMultiReductionToReduction", rows_to_reductions)
    } else {
        ("TwoDimMultiReductionToElementWise", rows_to_elementwise)
    };
    patterns::add(
        out,
        "vector.multi_reduction",
        &[
            ("InnerOuterDimReductionConversion", 1, transpose),
            ("ReduceMultiDimReductionRank", 1, flatten),
            ("OneDimMultiReductionToTwoDim", 1, one_d_to_two_d),
            (two_d.0, 1, two_d.1),
        ],
    );
}

/// The parts of an unmasked `vector.multi_reduction` with a fixed or
/// scalable source: source, accumulator, source shape and scalability,
/// element type, which dimensions are reduced, and the kind's keyword.
struct Parts {
    source: ValueId,
    acc: ValueId,
    shape: Vec<i64>,
    scalable: Vec<bool>,
    elem: Type,
    reduced: Vec<bool>,
    kind: strata_ir::Attribute,
    kind_name: &'static str,
}

/// The `vector.mask` op holding `o`, if any.
fn masking_op(o: OpRef<'_>) -> Option<OpId> {
    o.parent().filter(|p| p.name_str() == "vector.mask").map(|p| p.id)
}

fn parts_even_masked(ctx: &Context, o: OpRef<'_>) -> Option<Parts> {
    // A mask with a pass-through value is not lowered.
    if masking_op(o).is_some_and(|m| o.body.num_operands(m) > 1) {
        return None;
    }
    let (shape, scalable, elem) = vector_parts(ctx, o.operand_type(0))?;
    let dims = dense_i64_values(ctx, o.attr("reduction_dims")?)?;
    let mut reduced = vec![false; shape.len()];
    for d in dims {
        *reduced.get_mut(usize::try_from(d).ok()?)? = true;
    }
    let kind = o.attr("kind")?;
    let kind_name = COMBINING_KIND.keyword(COMBINING_KIND.attr_value(ctx, kind)?)?;
    let mut scalable = scalable.to_vec();
    scalable.resize(shape.len(), false);
    Some(Parts {
        source: o.operand(0),
        acc: o.operand(1),
        shape: shape.to_vec(),
        scalable,
        elem,
        reduced,
        kind,
        kind_name,
    })
}

fn vector_type(ctx: &Context, shape: &[i64], scalable: &[bool], elem: Type) -> Type {
    ctx.intern_type(strata_ir::TypeKind::Vector {
        shape: shape.into(),
        scalable: if scalable.iter().any(|&s| s) {
            scalable.into()
        } else {
            Box::new([])
        },
        element: elem,
    })
}

fn create(
    rw: &mut Rw<'_>,
    at: OpId,
    name: &str,
    operands: &[ValueId],
    ty: Type,
    props: &[(&str, strata_ir::Attribute)],
) -> ValueId {
    let ctx = rw.ctx;
    let loc = rw.body().op_loc(at);
    let mut state = strata_ir::OperationState::new(ctx.op_name(name), loc);
    state.operands.extend_from_slice(operands);
    state.result_types.push(ty);
    if !props.is_empty() {
        let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
        state.properties = Some(ctx.dictionary_attr(&entries));
    }
    state.populate_default_properties(ctx);
    rw.set_insertion_point(at);
    let op = rw.create(state);
    patterns::result(rw, op)
}

/// A `vector.multi_reduction`, inside a `vector.mask` when `mask` is set.
#[allow(clippy::too_many_arguments)]
fn multi_reduction(
    rw: &mut Rw<'_>,
    at: OpId,
    source: ValueId,
    acc: ValueId,
    dims: &[i64],
    kind: strata_ir::Attribute,
    ty: Type,
    mask: Option<ValueId>,
) -> ValueId {
    let d = dense_i64_array(rw.ctx, dims);
    let props = [("kind", kind), ("reduction_dims", d)];
    match mask {
        None => create(rw, at, "vector.multi_reduction", &[source, acc], ty, &props),
        Some(m) => masked(rw, at, m, ty, |rw, y| {
            create(rw, y, "vector.multi_reduction", &[source, acc], ty, &props)
        }),
    }
}

/// `vector.mask %mask { op }` before `at`, `op` built by `build` before
/// the mask's `vector.yield`.
fn masked(
    rw: &mut Rw<'_>,
    at: OpId,
    mask: ValueId,
    ty: Type,
    build: impl FnOnce(&mut Rw<'_>, OpId) -> ValueId,
) -> ValueId {
    let ctx = rw.ctx;
    let loc = rw.body().op_loc(at);
    let region = rw.create_region();
    let mut st = strata_ir::OperationState::new(ctx.op_name("vector.mask"), loc);
    st.operands = vec![mask];
    st.result_types = vec![ty];
    st.regions = vec![region];
    rw.set_insertion_point(at);
    let mask_op = rw.create(st);
    let block = rw.create_block(region);
    rw.set_insertion_point_to_end(block);
    let y = rw.create(strata_ir::OperationState::new(ctx.op_name("vector.yield"), loc));
    let v = build(rw, y);
    rw.modify_op_in_place(y, |body| body.set_operands(y, &[v]));
    patterns::result(rw, mask_op)
}

/// The op a lowering replaces (the `vector.mask` holding the reduction,
/// if any, else the reduction) and the mask.
fn root_and_mask(o: OpRef<'_>) -> (OpId, Option<ValueId>) {
    match masking_op(o) {
        Some(m) => (m, Some(o.body.operand(m, 0))),
        None => (o.id, None),
    }
}

fn reduced_dims(reduced: &[bool]) -> Vec<i64> {
    (0..reduced.len() as i64)
        .filter(|&i| reduced[i as usize])
        .collect()
}

/// Transposes the source so that the reduced dimensions come last
/// (`inner_reduction`) or first, unless they already do.
fn transpose_reduced_dims(op: OpId, rw: &mut Rw<'_>, inner_reduction: bool) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(p) = parts_even_masked(ctx, o) else {
        return false;
    };
    let (root, mask) = root_and_mask(o);
    let res_t = o.result_type(0);
    let rank = p.shape.len() as i64;
    let parallel: Vec<i64> = (0..rank).filter(|&i| !p.reduced[i as usize]).collect();
    let reduction = reduced_dims(&p.reduced);
    let in_place: Vec<i64> = if inner_reduction {
        (0..parallel.len() as i64).collect()
    } else {
        (reduction.len() as i64..rank).collect()
    };
    if parallel == in_place {
        return false;
    }
    let perm: Vec<i64> = if inner_reduction {
        parallel.iter().chain(&reduction).copied().collect()
    } else {
        reduction.iter().chain(&parallel).copied().collect()
    };
    let shape: Vec<i64> = perm.iter().map(|&d| p.shape[d as usize]).collect();
    let scalable: Vec<bool> = perm.iter().map(|&d| p.scalable[d as usize]).collect();
    let t_ty = vector_type(ctx, &shape, &scalable, p.elem);
    let pa = dense_i64_array(ctx, &perm);
    let t_mask = match mask {
        Some(m) => {
            let Some((_, _, i1)) = vector_parts(ctx, rw.body().value_type(m)) else {
                return false;
            };
            let m_ty = vector_type(ctx, &shape, &scalable, i1);
            Some(create(
                rw,
                root,
                "vector.transpose",
                &[m],
                m_ty,
                &[("permutation", pa)],
            ))
        }
        None => None,
    };
    let t = create(
        rw,
        root,
        "vector.transpose",
        &[p.source],
        t_ty,
        &[("permutation", pa)],
    );
    let dims: Vec<i64> = if inner_reduction {
        (parallel.len() as i64..rank).collect()
    } else {
        (0..reduction.len() as i64).collect()
    };
    let r = multi_reduction(rw, root, t, p.acc, &dims, p.kind, res_t, t_mask);
    rw.replace_op(root, &[r]);
    true
}

/// Flattens the (contiguous) parallel dimensions into one and the reduced
/// ones into one, with shape casts of the source, the accumulator and
/// the result.
fn flatten_to_2d(op: OpId, rw: &mut Rw<'_>, inner_reduction: bool) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(p) = parts_even_masked(ctx, o) else {
        return false;
    };
    let (root, mask) = root_and_mask(o);
    // A mask is cast without scalable dimensions (as MLIR does), which
    // only fits fixed-size vectors.
    if mask.is_some() && p.scalable.iter().any(|&s| s) {
        return false;
    }
    let rank = p.shape.len();
    if rank < 2 || (rank == 2 && p.reduced[0] != p.reduced[1]) {
        return false;
    }
    let parallel: Vec<usize> = (0..rank).filter(|&i| !p.reduced[i]).collect();
    let reduction = reduced_dims(&p.reduced);
    let first = if inner_reduction { 0 } else { reduction.len() };
    if parallel.iter().enumerate().any(|(k, &d)| d != first + k) {
        return false;
    }
    let par_shape: Vec<i64> = parallel.iter().map(|&d| p.shape[d]).collect();
    let par_scalable: Vec<bool> = parallel.iter().map(|&d| p.scalable[d]).collect();
    let red_size: i64 = reduction.iter().map(|&d| p.shape[d as usize]).product();
    let red_scalable = reduction.iter().any(|&d| p.scalable[d as usize]);
    let par_size: i64 = par_shape.iter().product();
    let mut mask_dims = Vec::new();
    let mut shape = Vec::new();
    let mut scalable = Vec::new();
    if !parallel.is_empty() {
        mask_dims.push(false);
        shape.push(par_size);
        scalable.push(par_scalable.iter().any(|&s| s));
    }
    if !reduction.is_empty() {
        mask_dims.push(true);
        shape.push(red_size);
        scalable.push(red_scalable);
    }
    if !inner_reduction && shape.len() == 2 {
        mask_dims.swap(0, 1);
        shape.swap(0, 1);
        scalable.swap(0, 1);
    }
    let new_mask = match mask {
        Some(m) => {
            let Some((_, _, i1)) = vector_parts(ctx, rw.body().value_type(m)) else {
                return false;
            };
            let m_ty = ctx.vector_type(&shape, i1);
            Some(create(rw, root, "vector.shape_cast", &[m], m_ty, &[]))
        }
        None => None,
    };
    let cast_t = vector_type(ctx, &shape, &scalable, p.elem);
    let cast = create(rw, root, "vector.shape_cast", &[p.source], cast_t, &[]);
    let mut acc = p.acc;
    if !parallel.is_empty() {
        let acc_t = vector_type(ctx, &[par_size], &[par_scalable.iter().any(|&s| s)], p.elem);
        acc = create(rw, root, "vector.shape_cast", &[acc], acc_t, &[]);
    }
    let dims = reduced_dims(&mask_dims);
    if parallel.is_empty() {
        let r = multi_reduction(rw, root, cast, acc, &dims, p.kind, p.elem, new_mask);
        rw.replace_op(root, &[r]);
        return true;
    }
    let flat_t = vector_type(ctx, &[par_size], &[par_scalable.iter().any(|&s| s)], p.elem);
    let r = multi_reduction(rw, root, cast, acc, &dims, p.kind, flat_t, new_mask);
    let out_t = vector_type(ctx, &par_shape, &par_scalable, p.elem);
    let c = create(rw, root, "vector.shape_cast", &[r], out_t, &[]);
    rw.replace_op(root, &[c]);
    true
}

/// A 1-D reduction as the element of a 2-D one over a `1 x n` source.
fn one_d_to_two_d(op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(p) = parts_even_masked(ctx, o) else {
        return false;
    };
    let (root, mask) = root_and_mask(o);
    if p.shape.len() != 1 || !p.reduced[0] || vector_parts(ctx, o.result_type(0)).is_some() {
        return false;
    }
    let cast_t = vector_type(ctx, &[1, p.shape[0]], &[false, p.scalable[0]], p.elem);
    let acc_t = ctx.vector_type(&[1], p.elem);
    let cast = create(rw, root, "vector.shape_cast", &[p.source], cast_t, &[]);
    let acc = create(rw, root, "vector.broadcast", &[p.acc], acc_t, &[]);
    let new_mask = match mask {
        Some(m) => {
            let Some((_, m_scalable, i1)) = vector_parts(ctx, rw.body().value_type(m)) else {
                return false;
            };
            let last = m_scalable.last().copied().unwrap_or(false);
            let m_ty = vector_type(ctx, &[1, p.shape[0]], &[false, last], i1);
            Some(create(rw, root, "vector.broadcast", &[m], m_ty, &[]))
        }
        None => None,
    };
    let r = multi_reduction(rw, root, cast, acc, &[1], p.kind, acc_t, new_mask);
    let pos = dense_i64_array(ctx, &[0]);
    let e = create(
        rw,
        root,
        "vector.extract",
        &[r],
        p.elem,
        &[("static_position", pos)],
    );
    rw.replace_op(root, &[e]);
    true
}

/// The arith op combining values of `elem` the way the kind does.
fn combining_op(ctx: &Context, kind: &str, elem: Type) -> Option<&'static str> {
    strata_dialect_vector::combining_op(ctx, kind, elem)
}

/// A 2-D reduction over its leading dimension as the rows combined one by
/// one into the accumulator.
fn rows_to_elementwise(op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(p) = parts_even_masked(ctx, o) else {
        return false;
    };
    let (root, mask) = root_and_mask(o);
    if p.shape.len() != 2 || p.reduced != [true, false] {
        return false;
    }
    let Some(combine) = combining_op(ctx, p.kind_name, p.elem) else {
        return false;
    };
    let row_t = vector_type(ctx, &p.shape[1..], &p.scalable[1..], p.elem);
    let mask_row_t = match mask {
        Some(m) => match vector_parts(ctx, rw.body().value_type(m)) {
            Some((_, _, i1)) => Some(vector_type(ctx, &p.shape[1..], &p.scalable[1..], i1)),
            None => return false,
        },
        None => None,
    };
    let mut result = p.acc;
    for i in 0..p.shape[0] {
        let pos = dense_i64_array(ctx, &[i]);
        let row = create(
            rw,
            root,
            "vector.extract",
            &[p.source],
            row_t,
            &[("static_position", pos)],
        );
        let row_mask = match (mask, mask_row_t) {
            (Some(m), Some(t)) => Some(create(
                rw,
                root,
                "vector.extract",
                &[m],
                t,
                &[("static_position", pos)],
            )),
            _ => None,
        };
        let combined = create(rw, root, combine, &[row, result], row_t, &[]);
        // Masked-off lanes keep the accumulated value.
        result = match row_mask {
            Some(m) => create(rw, root, "arith.select", &[m, combined, result], row_t, &[]),
            None => combined,
        };
    }
    rw.replace_op(root, &[result]);
    true
}

/// A 2-D reduction over its trailing dimension as one `vector.reduction`
/// per row, inserted into a zero vector; under a mask, each reduction is
/// masked by the mask's row.
fn rows_to_reductions(op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(p) = parts_even_masked(ctx, o) else {
        return false;
    };
    if p.shape.len() != 2 || p.reduced != [false, true] {
        return false;
    }
    // The ops replace the mask op, if any, and are built before it.
    let (root, mask) = root_and_mask(o);
    let res_t = o.result_type(0);
    let Some(zero) = strata_dialect_utils::attrs::zero_attr(ctx, res_t) else {
        return false;
    };
    let mut result = create(rw, root, "arith.constant", &[], res_t, &[("value", zero)]);
    let row_t = vector_type(ctx, &p.shape[1..], &p.scalable[1..], p.elem);
    for i in 0..p.shape[0] {
        let pos = dense_i64_array(ctx, &[i]);
        let row = create(
            rw,
            root,
            "vector.extract",
            &[p.source],
            row_t,
            &[("static_position", pos)],
        );
        let acc = create(
            rw,
            root,
            "vector.extract",
            &[p.acc],
            p.elem,
            &[("static_position", pos)],
        );
        let r = match mask {
            None => create(
                rw,
                root,
                "vector.reduction",
                &[row, acc],
                p.elem,
                &[("kind", p.kind)],
            ),
            Some(m) => {
                let m_t = rw.body().value_type(m);
                let Some((_, m_scalable, i1)) = vector_parts(ctx, m_t) else {
                    return false;
                };
                let row_mask_t = vector_type(ctx, &p.shape[1..], &m_scalable[1.min(m_scalable.len())..], i1);
                let row_mask = create(
                    rw,
                    root,
                    "vector.extract",
                    &[m],
                    row_mask_t,
                    &[("static_position", pos)],
                );
                let kind = p.kind;
                masked(rw, root, row_mask, p.elem, |rw, y| {
                    create(rw, y, "vector.reduction", &[row, acc], p.elem, &[("kind", kind)])
                })
            }
        };
        result = create(
            rw,
            root,
            "vector.insert",
            &[r, result],
            res_t,
            &[("static_position", pos)],
        );
    }
    rw.replace_op(root, &[result]);
    true
}

const LOWERING_ATTR: strata_ods::constraints::AttrConstraint =
    strata_ods::constraints::AttrConstraint::Enum(&MULTI_REDUCTION_LOWERING);

fn inner_parallel(ctx: &Context) -> strata_ir::Attribute {
    MULTI_REDUCTION_LOWERING.attr(ctx, 0)
}

strata_ods::op! {
    /// Names the lowering patterns of `vector.multi_reduction` in an
    /// `apply_patterns` region, with the strategy `lowering_strategy`
    /// (`innerparallel` by default).
    pub ApplyLowerMultiReductionPatternsOp(APPLY_LOWER_MULTI_REDUCTION, "transform.apply_patterns.vector.lower_multi_reduction") {
        attributes(lowering_strategy: opt_enum = default_valued(LOWERING_ATTR, inner_parallel))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = innerreduction\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("(`lowering_strategy` `=` $lowering_strategy^)? attr-dict"),
        interfaces: &[&strata_dialect_transform::ops::apply::PatternDescriptorOpInterface {
            populate: |op, patterns| {
                let inner_reduction = op
                    .attr("lowering_strategy")
                    .and_then(|a| MULTI_REDUCTION_LOWERING.attr_value(op.ctx, a))
                    == Some(1);
                populate_multi_reduction_lowering(inner_reduction, patterns);
            },
        }],
    }
}

/// The `lower-vector-multi-reduction` pass.
#[derive(Default)]
pub struct LowerVectorMultiReduction {
    inner_reduction: bool,
}

impl Pass for LowerVectorMultiReduction {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["vector.multi_reduction"],
            introduces: &[
                "vector.broadcast",
                "vector.extract",
                "vector.insert",
                "vector.reduction",
                "vector.shape_cast",
                "vector.transpose",
                "arith.*",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "lower-vector-multi-reduction"
    }

    fn description(&self) -> &'static str {
        "Lower 'vector.multi_reduction' operations"
    }

    fn name(&self) -> &'static str {
        "LowerVectorMultiReduction"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match (name, value) {
            ("lowering-strategy", "inner-parallel") => self.inner_reduction = false,
            ("lowering-strategy", "inner-reduction") => self.inner_reduction = true,
            ("lowering-strategy", _) => return Err(format!("Cannot find option named '{value}'!")),
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "lowering-strategy={}",
            if self.inner_reduction {
                "inner-reduction"
            } else {
                "inner-parallel"
            }
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut patterns = Vec::new();
        populate_multi_reduction_lowering(self.inner_reduction, &mut patterns);
        let frozen = FrozenPatternSet::new(ctx, patterns);
        let _ = apply_patterns_greedily_nested(ctx, op.body(), &frozen, GreedyConfig::default(), true);
        Ok(())
    }
}
