//! `linalg-specialize-generic-ops`: the inverse of generalization. A
//! `linalg.generic` whose maps, iterators and body are those of a named
//! op becomes that op: copies, fills, the elementwise unary and binary
//! ops, transposes, broadcasts, and matrix products (`matmul`,
//! `batch_matmul`) with the canonical maps. Anything else stays generic.
//! First, an elementwise generic on static tensors whose inputs are
//! transposed or broadcast by their maps gets those inputs through a
//! `linalg.transpose` and a `linalg.broadcast`, so that it may become an
//! elementwise named op.

use strata_dialect_linalg::named::{named_op, Cast, Ix, NamedOp, Payload, NAMED_OPS};
use strata_dialect_linalg::payload::{build_region, create_named};
use strata_dialect_linalg::structured::{
    indexing_maps, inputs, is_convolution, iterator_types, operand_shape_of, outputs, payload_block,
    static_loop_ranges,
};
use strata_dialect_linalg::{GENERIC, TYPE_FN, YIELD};
use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::{
    Attribute, Body, Context, IsolatedOpMut, LogicalResult, OpId, OpRef, OperationState, Type, ValueId,
};
use strata_ods::directives::dense_i64_array;
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

/// Rewrites a `linalg.generic` that is a named op in disguise.
pub struct SpecializeGenericOp;

impl RewritePattern for SpecializeGenericOp {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "LinalgSpecializationPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        if o.name_str() != GENERIC.name {
            return false;
        }
        let Some(target) = match_named(o) else {
            return false;
        };
        replace_with_named(rw, op, target).is_some()
    }
}

/// The named op a generic op is, with the attributes it needs.
pub(crate) struct Target {
    name: &'static str,
    props: Vec<(&'static str, Attribute)>,
    /// Whether the two inputs trade places (a body computing `b - a`).
    swap: bool,
}

fn target(name: &'static str) -> Option<Target> {
    Some(Target {
        name,
        props: Vec::new(),
        swap: false,
    })
}

/// The body's ops other than the terminator, and the yielded values.
fn body_parts(o: OpRef<'_>) -> Option<(Vec<OpId>, Vec<ValueId>, Vec<ValueId>)> {
    let block = payload_block(o)?;
    let (body, _) = o.regions();
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let (&last, rest) = ops.split_last()?;
    if body.op_name(last) != o.ctx.op_name(YIELD) {
        return None;
    }
    Some((
        rest.to_vec(),
        body.operands(last).collect(),
        body.block_args(block).to_vec(),
    ))
}

fn is_identity(ctx: &Context, m: &AffineMap) -> bool {
    m.is_identity(ctx)
}

pub(crate) fn match_named(o: OpRef<'_>) -> Option<Target> {
    let ctx = o.ctx;
    let (ins, outs) = (inputs(o), outputs(o));
    let maps = indexing_maps(o)?;
    let iterators = iterator_types(o)?;
    let (ops, yielded, args) = body_parts(o)?;
    if outs.len() != 1 || yielded.len() != 1 {
        return None;
    }
    let all_parallel = iterators.iter().all(|&r| !r);
    let out_map = maps.last()?;
    let in_types: Vec<Type> = ins.clone().map(|i| o.operand_type(i)).collect();
    // A fill with its value inlined: no input, the body yields a value
    // from outside it.
    if ins.is_empty()
        && ops.is_empty()
        && all_parallel
        && is_identity(ctx, out_map)
        && !args.contains(&yielded[0])
    {
        return target("linalg.fill");
    }
    // Ops with just a yield of an input: copy, fill, transpose, broadcast.
    if ops.is_empty() && ins.len() == 1 && all_parallel && yielded[0] == args[0] && is_identity(ctx, out_map)
    {
        let in_map = &maps[0];
        let scalar = operand_shape_of(ctx, in_types[0]).is_none();
        if scalar {
            return target("linalg.fill");
        }
        if is_identity(ctx, in_map) {
            return target("linalg.copy");
        }
        let dims: Option<Vec<u32>> = in_map
            .results
            .iter()
            .map(|e| match e.kind(ctx) {
                AffineExprKind::Dim(d) => Some(d),
                _ => None,
            })
            .collect();
        let dims = dims?;
        if in_map.is_permutation(ctx) {
            // init dim i is input dim perm[i]; the input map gives, for
            // each input dim, the loop (= init dim) indexing it.
            let mut perm = vec![0i64; dims.len()];
            for (j, &d) in dims.iter().enumerate() {
                perm[d as usize] = j as i64;
            }
            return Some(Target {
                name: "linalg.transpose",
                props: vec![("permutation", dense_i64_array(ctx, &perm))],
                swap: false,
            });
        }
        if dims.windows(2).all(|w| w[0] < w[1]) && dims.len() < out_map.num_results() {
            let added: Vec<i64> = (0..out_map.num_results() as u32)
                .filter(|d| !dims.contains(d))
                .map(i64::from)
                .collect();
            return Some(Target {
                name: "linalg.broadcast",
                props: vec![("dimensions", dense_i64_array(ctx, &added))],
                swap: false,
            });
        }
        return None;
    }
    // Float elementwise ops of one body op on the inputs' arguments (in
    // either order for binary ones; the op's flags are not kept, as
    // mlir-opt does).
    let (body, _) = o.regions();
    let all_identity = maps.iter().all(|m| m.is_identity(ctx));
    if ops.len() == 1
        && all_parallel
        && all_identity
        && body.num_results(ops[0]) == 1
        && body.result(ops[0], 0) == yielded[0]
    {
        let op = ops[0];
        let operands: Vec<ValueId> = body.operands(op).collect();
        let float = |v: ValueId| ctx.float_kind(body.value_type(v)).is_some();
        let out_ty = body.value_type(args[args.len() - 1]);
        let same_types = args.iter().all(|&a| body.value_type(a) == out_ty);
        let name = match (ins.len(), ctx.op_name_str(body.op_name(op))) {
            (1, "math.exp") => "linalg.exp",
            (2, "arith.addf") => "linalg.add",
            (2, "arith.subf") => "linalg.sub",
            (2, "arith.mulf") => "linalg.mul",
            (2, "arith.divf") => "linalg.div",
            _ => return None,
        };
        if !same_types || !float(yielded[0]) {
            return None;
        }
        let swap = ins.len() == 2 && operands == [args[1], args[0]];
        if operands != args[..ins.len()] && !swap {
            return None;
        }
        return Some(Target {
            name,
            props: Vec::new(),
            swap,
        });
    }
    // Named ops whose maps and body the generic op has exactly.
    // A matrix product over `i1` (and, or) is no contraction to mlir-opt.
    let boolean = ctx.integer_width(ctx.element_type_or_self(o.operand_type(outs.start))) == Some(1);
    let candidates = NAMED_OPS.iter().filter(|n| {
        (matches!(n.name, "linalg.matmul" | "linalg.batch_matmul") && !boolean) || is_convolution(n.name)
    });
    for named in candidates {
        if named.inputs as usize != ins.len()
            || (!named.maps.is_empty() && named.iterators.len() != iterators.len())
        {
            continue;
        }
        if let Some(t) = equivalent(o, named, &maps, &iterators) {
            return Some(t);
        }
    }
    None
}

/// The attributes under which the named op `named` has the maps,
/// iterators and body of `o`, if there are such.
fn equivalent(
    o: OpRef<'_>,
    named: &'static NamedOp,
    maps: &[AffineMap],
    iterators: &[bool],
) -> Option<Target> {
    let ctx = o.ctx;
    let mut props = Vec::new();
    if named.maps.is_empty() {
        if !maps.iter().all(|m| m.is_identity(ctx)) || iterators.iter().any(|&r| r) {
            return None;
        }
    } else {
        // Strides and dilations: the coefficients of the window accesses.
        let w = named.window as usize;
        let (mut strides, mut dilations) = (vec![1i64; w], vec![1i64; w]);
        for (spec, map) in named.maps.iter().zip(maps) {
            for (ix, &e) in spec.iter().zip(map.results.iter()) {
                if let Ix::Win(out, win, k) = *ix {
                    let coefficient = |d: u8| {
                        let mut dims = vec![0i64; map.num_dims as usize];
                        *dims.get_mut(d as usize)? = 1;
                        e.constant_fold(ctx, &dims, &[])
                    };
                    strides[k as usize] = coefficient(out)?;
                    dilations[k as usize] = coefficient(win)?;
                }
            }
        }
        if named.maps_with(ctx, &strides, &dilations) != maps {
            return None;
        }
        let expected: Vec<bool> = named.iterators.bytes().map(|c| c == b'r').collect();
        if expected != iterators {
            return None;
        }
        if w > 0 {
            let ty = ctx.ranked_tensor_type(&[w as i64], ctx.integer_type(64));
            props.push(("dilations", dense_i64(ctx, ty, &dilations)));
            props.push(("strides", dense_i64(ctx, ty, &strides)));
        }
    }
    let types: Vec<Type> = o.operand_types().collect();
    let casts: &[Option<Attribute>] = if named.payload == Payload::MulAdd(Cast::Attr) {
        &[None, Some(TYPE_FN.attr(ctx, 1))]
    } else {
        &[None]
    };
    for &cast in casts {
        if same_body(o, named, &types, cast) {
            if let Some(c) = cast {
                props.push(("cast", c));
            }
            return Some(Target {
                name: named.name,
                props,
                swap: false,
            });
        }
    }
    None
}

fn dense_i64(ctx: &Context, ty: Type, values: &[i64]) -> Attribute {
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    let splat = values.windows(2).all(|w| w[0] == w[1]) && !values.is_empty();
    let bytes = if splat { bytes[..8].to_vec() } else { bytes };
    ctx.intern_attr(strata_ir::AttrKind::DenseElements {
        ty,
        data: strata_ir::DenseData {
            splat,
            bytes: bytes.into(),
        },
    })
}

/// Whether `o`'s body is, op for op, the body `named` builds.
fn same_body(o: OpRef<'_>, named: &NamedOp, types: &[Type], cast: Option<Attribute>) -> bool {
    let ctx = o.ctx;
    let mut scratch = Body::new();
    let region = scratch.create_region();
    let loc = ctx.unknown_loc();
    if build_region(ctx, &mut scratch, region, named, types, cast, loc).is_err() {
        return false;
    }
    let Some(expected) = scratch.region_entry(region) else {
        return false;
    };
    let Some(actual) = payload_block(o) else {
        return false;
    };
    let (body, _) = o.regions();
    let mut map: rustc_hash::FxHashMap<ValueId, ValueId> = rustc_hash::FxHashMap::default();
    let (ea, aa) = (scratch.block_args(expected), body.block_args(actual));
    if ea.len() != aa.len() {
        return false;
    }
    for (&e, &a) in ea.iter().zip(aa) {
        if scratch.value_type(e) != body.value_type(a) {
            return false;
        }
        map.insert(e, a);
    }
    let (e_ops, a_ops): (Vec<OpId>, Vec<OpId>) = (
        scratch.block_ops(expected).collect(),
        body.block_ops(actual).collect(),
    );
    if e_ops.len() != a_ops.len() {
        return false;
    }
    for (&e, &a) in e_ops.iter().zip(&a_ops) {
        let same = scratch.op_name(e) == body.op_name(a)
            && scratch.op_properties(e) == body.op_properties(a)
            && body
                .op_attr_dict(a)
                .is_none_or(|d| ctx.dict_entries(d).is_empty())
            && scratch.num_operands(e) == body.num_operands(a)
            && scratch
                .operands(e)
                .zip(body.operands(a))
                .all(|(x, y)| map.get(&x) == Some(&y))
            && scratch.result_types(e).eq(body.result_types(a))
            && body.num_regions(a) == 0;
        if !same {
            return false;
        }
        for (x, y) in scratch.results(e).zip(body.results(a)) {
            map.insert(x, y);
        }
    }
    true
}

/// Replaces `op` by the named op `target` on the same operands, its
/// region built from the named op's body.
pub(crate) fn replace_with_named(rw: &mut PatternRewriter<'_>, op: OpId, target: Target) -> Option<OpId> {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let (ins, outs) = (inputs(o), outputs(o));
    let mut operands: Vec<ValueId> = o.operands().collect();
    let mut types: Vec<Type> = o.operand_types().collect();
    if target.swap {
        operands.swap(0, 1);
        types.swap(0, 1);
    }
    let mut num_ins = ins.len();
    if target.name == "linalg.fill" && num_ins == 0 {
        // The inlined value becomes the fill's input.
        let (_, yielded, _) = body_parts(o)?;
        let value = *yielded.first()?;
        operands.insert(0, value);
        types.insert(0, o.value_type(value));
        num_ins = 1;
    }
    let results: Vec<Type> = o.result_types().collect();
    let loc = o.loc();
    let mut props: Vec<(strata_ir::Ident, Attribute)> =
        target.props.iter().map(|&(n, a)| (ctx.ident(n), a)).collect();
    if target.name == "linalg.matmul" || target.name == "linalg.batch_matmul" {
        let named = named_op(target.name)?;
        let maps: Vec<Attribute> = named
            .maps_with(ctx, &[], &[])
            .into_iter()
            .map(|m| ctx.intern_attr(strata_ir::AttrKind::AffineMap(m)))
            .collect();
        props.push((ctx.ident("indexing_maps"), ctx.array_attr(&maps)));
    }
    let new_op = if matches!(target.name, "linalg.transpose" | "linalg.broadcast") {
        let mut state = OperationState::new(ctx.op_name(target.name), loc);
        state.operands = operands;
        state.result_types = results;
        state.properties = Some(ctx.dictionary_attr(&props));
        let region = rw.create_region();
        state.regions.push(region);
        rw.set_insertion_point(op);
        let new_op = rw.create(state);
        rw.modify_op_in_place(new_op, |body| {
            strata_dialect_linalg::payload::build_copy_like_region(ctx, body, region, &types, loc)
        });
        new_op
    } else {
        let (i, o) = operands.split_at(num_ins);
        debug_assert_eq!(o.len(), outs.len());
        create_named(rw, op, target.name, i, o, &results, &props)?
    };
    let values: Vec<ValueId> = rw.body().results(new_op).collect();
    rw.replace_op(op, &values);
    Some(new_op)
}

/// The `linalg-specialize-generic-ops` pass.
#[derive(Default)]
pub struct SpecializeGenericOps {
    patterns: std::sync::OnceLock<FrozenPatternSet>,
}

impl Pass for SpecializeGenericOps {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["linalg.generic"],
            removes: &[],
            introduces: &["linalg.*", "tensor.empty"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "linalg-specialize-generic-ops"
    }

    fn description(&self) -> &'static str {
        "Convert generic ops back to named ops"
    }

    fn name(&self) -> &'static str {
        "LinalgSpecializeGenericOpsPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns = self.patterns.get_or_init(|| {
            FrozenPatternSet::new(
                ctx,
                vec![
                    Box::new(DecomposeProjectedPermutation),
                    Box::new(SpecializeGenericOp),
                ],
            )
        });
        let _ = apply_patterns_greedily_nested(ctx, op.body(), patterns, GreedyConfig::default(), true);
        Ok(())
    }
}

/// Unfolds the transposing and broadcasting input maps of an elementwise
/// `linalg.generic` on static tensors into a `linalg.transpose` and a
/// `linalg.broadcast` of the input, leaving identity maps (MLIR's
/// `DecomposeProjectedPermutation`), so that the generic can become a
/// named elementwise op.
pub struct DecomposeProjectedPermutation;

impl RewritePattern for DecomposeProjectedPermutation {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("linalg.generic")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::DecomposeProjectedPermutation"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let (ins, outs) = (inputs(o), outputs(o));
        let (Some(maps), Some(iterators), Some(block)) =
            (indexing_maps(o), iterator_types(o), payload_block(o))
        else {
            return false;
        };
        let single_yield = rw.body().block_ops(block).count() == 1;
        let tensors = o
            .operand_types()
            .chain(o.result_types())
            .all(|t| matches!(ctx.type_kind(t), strata_ir::TypeKind::RankedTensor { .. }));
        if !tensors || (ins.len() == 1 && outs.len() == 1) || single_yield || iterators.contains(&true) {
            return false;
        }
        if maps.len() != o.num_operands() || !maps.iter().all(|m| m.is_projected_permutation(ctx, false)) {
            return false;
        }
        // The empty tensors need static shapes.
        let static_shape =
            |t: Type| operand_shape_of(ctx, t).is_some_and(|s| !s.contains(&strata_ir::DYNAMIC));
        if !o.operand_types().all(static_shape) {
            return false;
        }
        let Some(loop_shape) = static_loop_ranges(o, &maps, iterators.len()) else {
            return false;
        };
        let loc = o.loc();
        let operands: Vec<ValueId> = o.operands().collect();
        let result_types: Vec<Type> = o.result_types().collect();
        let iterator_attr = o.attr("iterator_types");
        let mut new_inputs: Vec<ValueId> = operands[ins.clone()].to_vec();
        let mut new_maps = maps.clone();
        let mut changed = false;
        for (i, map) in new_maps.iter_mut().enumerate().take(ins.len()) {
            if map.is_identity(ctx) {
                continue;
            }
            let ty = rw.body().value_type(new_inputs[i]);
            let (Some(shape), Some(element)) = (
                operand_shape_of(ctx, ty).map(<[i64]>::to_vec),
                element_of(ctx, ty),
            ) else {
                return false;
            };
            let (permutation, broadcast) = transpose_and_broadcast(ctx, map);
            rw.set_insertion_point(op);
            if !permutation.is_empty() {
                let transposed: Vec<i64> = permutation.iter().map(|&p| shape[p as usize]).collect();
                let empty_ty = ctx.ranked_tensor_type(&transposed, element);
                let empty = strata_dialect_tensor::EmptyOp::build(rw, loc, empty_ty, &[]).result(rw);
                let t = strata_dialect_linalg::payload::create_transpose(
                    rw,
                    loc,
                    new_inputs[i],
                    empty,
                    &permutation,
                );
                new_inputs[i] = rw.body().result(t, 0);
                changed = true;
            }
            if !broadcast.is_empty() {
                let empty_ty = ctx.ranked_tensor_type(&loop_shape, element);
                rw.set_insertion_point(op);
                let empty = strata_dialect_tensor::EmptyOp::build(rw, loc, empty_ty, &[]).result(rw);
                let input_ty = rw.body().value_type(new_inputs[i]);
                let mut state = OperationState::new(ctx.op_name("linalg.broadcast"), loc);
                state.operands = vec![new_inputs[i], empty];
                state.result_types = vec![empty_ty];
                state.properties =
                    Some(ctx.dictionary_attr(&[(ctx.ident("dimensions"), dense_i64_array(ctx, &broadcast))]));
                let region = rw.create_region();
                state.regions.push(region);
                rw.set_insertion_point(op);
                let b = rw.create(state);
                rw.modify_op_in_place(b, |body| {
                    strata_dialect_linalg::payload::build_copy_like_region(
                        ctx,
                        body,
                        region,
                        &[input_ty, empty_ty],
                        loc,
                    )
                });
                new_inputs[i] = rw.body().result(b, 0);
                changed = true;
            }
            *map = AffineMap::multi_dim_identity(ctx, map.num_dims);
        }
        if !changed {
            return false;
        }
        let map_attrs: Vec<Attribute> = new_maps
            .iter()
            .map(|m| ctx.intern_attr(strata_ir::AttrKind::AffineMap(m.clone())))
            .collect();
        let mut props = vec![
            (ctx.ident("indexing_maps"), ctx.array_attr(&map_attrs)),
            (
                ctx.ident("operandSegmentSizes"),
                ctx.dense_i32_array_attr(&[ins.len() as i32, outs.len() as i32]),
            ),
        ];
        if let Some(it) = iterator_attr {
            props.push((ctx.ident("iterator_types"), it));
        }
        let mut state = OperationState::new(ctx.op_name(GENERIC.name), loc);
        state.operands = new_inputs
            .into_iter()
            .chain(operands[outs].iter().copied())
            .collect();
        state.result_types = result_types;
        state.properties = Some(ctx.dictionary_attr(&props));
        let region = rw.create_region();
        state.regions.push(region);
        rw.set_insertion_point(op);
        let new = rw.create(state);
        if let Some(&old) = rw.body().regions_in_body(op).first() {
            rw.inline_region_before(old, region, None);
        }
        let results: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// The element type of a shaped type.
fn element_of(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        strata_ir::TypeKind::RankedTensor { element, .. } => Some(*element),
        _ => None,
    }
}

/// For a projected permutation `map` of an input: the permutation of a
/// `linalg.transpose` putting the input's dimensions in loop order (empty
/// when they are), and the loops a `linalg.broadcast` adds.
fn transpose_and_broadcast(ctx: &Context, map: &AffineMap) -> (Vec<i64>, Vec<i64>) {
    let used: Vec<i64> = map
        .results
        .iter()
        .filter_map(|e| match e.kind(ctx) {
            AffineExprKind::Dim(d) => Some(i64::from(d)),
            _ => None,
        })
        .collect();
    let mut sorted = used.clone();
    sorted.sort_unstable();
    let broadcast: Vec<i64> = (0..i64::from(map.num_dims))
        .filter(|d| !sorted.contains(d))
        .collect();
    if used == sorted {
        return (Vec::new(), broadcast);
    }
    // The rank of each used loop among the used loops: the transposed
    // input's dimension `rank[k]` is the input's dimension `k`.
    let mut permutation = vec![0; used.len()];
    for (k, d) in used.iter().enumerate() {
        let rank = sorted.iter().position(|s| s == d).unwrap_or(0);
        permutation[rank] = k as i64;
    }
    (permutation, broadcast)
}
