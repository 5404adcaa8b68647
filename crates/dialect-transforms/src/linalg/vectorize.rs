//! Vectorization of structured ops (MLIR's linalg vectorizer, the
//! "broadcast to the canonical vector shape" strategy): every operand is
//! read with one `vector.transfer_read` whose permutation map follows from
//! its indexing map, the payload is rebuilt op by op on vectors of the
//! iteration-space shape (reductions become `vector.multi_reduction`,
//! `linalg.index` a `vector.step` broadcast into place), and each yielded
//! value is written back with `vector.transfer_write`. With explicit
//! vector sizes larger than the iteration space (or dynamic shapes), the
//! transfers and reductions are masked with `vector.create_mask` +
//! `vector.mask`. The ops are created in the order mlir-opt creates them,
//! so that the output prints the same.

use rustc_hash::FxHashMap;
use strata_dialect_affine::ApplyValue;
use strata_dialect_linalg::structured::{
    indexing_maps, inputs, is_convolution, is_structured, iterator_types, operand_shape_of, outputs,
    payload_block, static_loop_ranges,
};
use strata_dialect_utils::segments::operand_group;
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::fold::{apply_fold_edits, fold_op};
use strata_ir::{
    AttrKind, Attribute, Body, Context, FoldOutput, IrMapping, Location, OpBuilder, OpFoldResult, OpId,
    OpRef, OpTraits, OperationState, Type, TypeKind, ValueId, DYNAMIC,
};
use strata_ods::directives::dense_i64_array;

/// The vector sizes to vectorize with: empty for the static loop ranges
/// ("regular vectorization"), one per loop otherwise ("masked
/// vectorization"), with the scalable flags (empty for none).
#[derive(Clone, Debug, Default)]
pub struct VectorizeOptions {
    /// One size per loop, or empty.
    pub vector_sizes: Vec<i64>,
    /// One flag per size, or empty.
    pub scalable: Vec<bool>,
    /// Take dynamic sizes to equal the vector sizes: no masks, dynamic
    /// transfer dimensions in bounds.
    pub assume_dynamic_dims_match_vec_sizes: bool,
    /// Vectorize contractions (ops of MLIR's `ContractionOpInterface`) as
    /// one `vector.contract` of their operands read with their own shapes.
    pub create_named_contraction: bool,
    /// Vectorize depthwise 1-D convolutions on vectors with the width and
    /// channel dimensions collapsed into one.
    pub flatten_1d_depthwise_conv: bool,
    /// Vectorize `tensor.extract`s of more than one index in bodies.
    pub vectorize_nd_extract: bool,
}

/// The loop of each result of a projected-permutation map, `None` for a
/// constant-0 result; `None` for other maps.
fn map_dims(ctx: &Context, map: &AffineMap) -> Option<Vec<Option<u32>>> {
    map.results
        .iter()
        .map(|&e| match e.kind(ctx) {
            AffineExprKind::Dim(d) => Some(Some(d)),
            AffineExprKind::Constant(0) => Some(None),
            _ => None,
        })
        .collect()
}

/// Whether the map is a projected permutation (constant-0 results
/// allowed when `allow_zero`).
fn is_projected_permutation(ctx: &Context, map: &AffineMap, allow_zero: bool) -> bool {
    let Some(dims) = map_dims(ctx, map) else {
        return false;
    };
    let mut seen = vec![false; map.num_dims as usize];
    for d in dims {
        match d {
            None if allow_zero => {}
            None => return false,
            Some(d) => {
                let Some(s) = seen.get_mut(d as usize) else {
                    return false;
                };
                if *s {
                    return false;
                }
                *s = true;
            }
        }
    }
    map.num_symbols == 0
}

/// Whether the op is `Elementwise`, `Scalarizable`, `Vectorizable` and
/// `Tensorizable` (MLIR's `ElementwiseMappable`).
fn is_elementwise_mappable(op: OpRef<'_>) -> bool {
    op.has_trait(OpTraits::ELEMENTWISE)
        && op.has_trait(OpTraits::SCALARIZABLE)
        && op.has_trait(OpTraits::VECTORIZABLE)
        && op.has_trait(OpTraits::TENSORIZABLE)
}

/// Whether `t` can be a vector's element type.
pub(super) fn is_valid_element(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

/// The combining kind (the `#vector.kind` case) of a reduction's combiner.
pub(super) fn combiner_kind(name: &str) -> Option<u64> {
    Some(match name {
        "arith.addf" | "arith.addi" => 0,
        "arith.mulf" | "arith.muli" => 1,
        "arith.minui" => 2,
        "arith.minsi" => 3,
        "arith.minnumf" => 4,
        "arith.maxui" => 5,
        "arith.maxsi" => 6,
        "arith.maxnumf" => 7,
        "arith.andi" => 8,
        "arith.ori" => 9,
        "arith.xori" => 10,
        "arith.minimumf" => 11,
        "arith.maximumf" => 12,
        _ => return None,
    })
}

/// The reduction of output `pos` (MLIR's `matchReduction`): its block
/// argument has one use, by a binary op whose result is yielded at `pos`;
/// the combiner and the other operand (the reduced value).
pub(super) fn match_reduction(op: OpRef<'_>, pos: usize) -> Option<(OpId, ValueId)> {
    let body = op.body;
    let block = payload_block(op)?;
    let ins = inputs(op).len();
    let arg = *body.block_args(block).get(ins + pos)?;
    if !body.has_one_use(arg) {
        return None;
    }
    let user = body.uses(arg).next()?.0;
    if body.num_operands(user) != 2 || body.op_block(user) != Some(block) {
        return None;
    }
    let reduced = if body.operand(user, 0) == arg {
        body.operand(user, 1)
    } else {
        body.operand(user, 0)
    };
    let terminator = body.last_op(block)?;
    if body.num_operands(terminator) <= pos || body.operand(terminator, pos) != body.result(user, 0) {
        return None;
    }
    Some((user, reduced))
}

/// MLIR's vectorization preconditions for a structured op; `false` when
/// the vectorizer cannot handle the op.
pub fn vectorize_precondition(op: OpRef<'_>, options: &VectorizeOptions) -> bool {
    let ctx = op.ctx;
    if !is_structured(op) {
        return false;
    }
    let (Some(maps), Some(iterators)) = (indexing_maps(op), iterator_types(op)) else {
        return false;
    };
    let loops = iterators.len();
    let n = op.num_operands();
    if maps.len() != n {
        return false;
    }
    // A dimension of size 0 cannot be vectorized.
    if (0..n).any(|i| operand_shape_of(ctx, op.operand_type(i)).is_some_and(|s| s.contains(&0))) {
        return false;
    }
    let Some(ranges) = static_loop_ranges(op, &maps, loops) else {
        return false;
    };
    if !options.vector_sizes.is_empty() {
        if options.vector_sizes.len() != loops
            || options.vector_sizes.iter().any(|&s| s == DYNAMIC || s <= 0)
            || ranges
                .iter()
                .zip(&options.vector_sizes)
                .any(|(&r, &s)| r != DYNAMIC && r > s)
        {
            return false;
        }
        if !options.scalable.is_empty() && options.scalable.len() != loops {
            return false;
        }
    } else if ranges.contains(&DYNAMIC) {
        return false;
    }
    if is_convolution(op.name_str()) {
        return super::vectorize_conv::conv_precondition(op, options);
    }
    // A dynamic loop's size is read from an operand a projected
    // permutation indexes with it.
    let sized = |d: usize| {
        maps.iter().any(|m| {
            is_projected_permutation(ctx, m, false)
                && map_dims(ctx, m).is_some_and(|dims| dims.contains(&Some(d as u32)))
        })
    };
    if ranges.iter().enumerate().any(|(d, &r)| r == DYNAMIC && !sized(d)) {
        return false;
    }
    if !scalable_precondition(op, options, &iterators, &maps) {
        return false;
    }
    // As one vector.contract: every loop indexes an input (broadcasts are
    // not expressible), the body reduces with a known combiner.
    if options.create_named_contraction && MASKABLE[2..].contains(&op.name_str()) {
        if maps.len() != 3 {
            return false;
        }
        let mut used = maps[0].used_dims(ctx);
        for (u, v) in used.iter_mut().zip(maps[1].used_dims(ctx)) {
            *u |= v;
        }
        if used.contains(&false) {
            return false;
        }
        let Some((combiner, _)) = match_reduction(op, 0) else {
            return false;
        };
        if combiner_kind(ctx.op_name_str(op.body.op_name(combiner))).is_none() {
            return false;
        }
    }
    let dynamic =
        (0..n).any(|i| operand_shape_of(ctx, op.operand_type(i)).is_some_and(|s| s.contains(&DYNAMIC)));
    if dynamic
        && !iterators.contains(&true)
        && !is_elementwise(op, &iterators, &maps)
        && !MASKABLE.contains(&op.name_str())
    {
        return false;
    }
    // Operands and payload ops on valid vector element types; payload ops
    // the generic vectorization handles.
    for i in 0..n {
        let t = op.operand_type(i);
        let elem = ctx.element_type_or_self(t);
        if !is_valid_element(ctx, elem) {
            return false;
        }
    }
    let Some(block) = payload_block(op) else {
        return false;
    };
    let body = op.body;
    for inner in body.block_ops(block) {
        let r = OpRef::new(ctx, body, inner);
        let name = r.name_str();
        if name == "linalg.index" || name == "linalg.yield" {
            continue;
        }
        // Constants are broadcast at their uses; `affine.apply`s are
        // expanded into `arith` ops first.
        if matches!(name, "arith.constant" | "func.constant" | "affine.apply") {
            continue;
        }
        if super::vectorize_extract::extract_precondition(r, options.vectorize_nd_extract) {
            continue;
        }
        if !is_elementwise_mappable(r) {
            return false;
        }
        if r.operand_types()
            .chain(r.result_types())
            .any(|t| !is_valid_element(ctx, t))
        {
            return false;
        }
    }
    if !maps.iter().all(|m| is_projected_permutation(ctx, m, true)) {
        return false;
    }
    let outs = outputs(op);
    if iterators.contains(&true) {
        for (pos, i) in outs.enumerate() {
            if maps[i].is_permutation(ctx) {
                continue;
            }
            let Some((combiner, _)) = match_reduction(op, pos) else {
                return false;
            };
            if combiner_kind(ctx.op_name_str(body.op_name(combiner))).is_none() {
                return false;
            }
        }
    }
    true
}

/// The ops other than elementwise ones that masked vectorization of
/// dynamic shapes handles: `linalg.generic`, `linalg.copy` and the
/// contractions.
const MASKABLE: &[&str] = &[
    "linalg.generic",
    "linalg.copy",
    "linalg.matmul",
    "linalg.batch_matmul",
    "linalg.batch_reduce_matmul",
    "linalg.matvec",
    "linalg.vecmat",
    "linalg.batch_matvec",
    "linalg.batch_vecmat",
    "linalg.dot",
    "linalg.contract",
    "linalg.mmt4d",
    "linalg.batch_mmt4d",
];

/// MLIR's `isElementwise`: all loops parallel, projected-permutation maps,
/// outputs indexed by permutations, a body of scalar elementwise ops.
fn is_elementwise(op: OpRef<'_>, iterators: &[bool], maps: &[AffineMap]) -> bool {
    let ctx = op.ctx;
    if iterators.contains(&true) || !maps.iter().all(|m| is_projected_permutation(ctx, m, true)) {
        return false;
    }
    if outputs(op).any(|i| !maps[i].is_permutation(ctx)) {
        return false;
    }
    let Some(block) = payload_block(op) else {
        return false;
    };
    op.body.block_ops(block).all(|inner| {
        let r = OpRef::new(ctx, op.body, inner);
        let allowed = matches!(
            r.name_str(),
            "arith.constant"
                | "func.constant"
                | "tensor.extract"
                | "linalg.yield"
                | "linalg.index"
                | "affine.apply"
        ) || is_elementwise_mappable(r);
        allowed && r.result_types().all(|t| is_valid_element(ctx, t))
    })
}

/// MLIR's conditions on scalable vector sizes: at most two scalable
/// dimensions, either the last non-unit parallel one (two: the last two
/// parallel ones, matmul-like) or the trailing reduction one (not of a
/// matmul), on elementwise ops, matmuls, matvecs, mmt4d, depthwise 1-D
/// convolutions or reductions.
fn scalable_precondition(
    op: OpRef<'_>,
    options: &VectorizeOptions,
    iterators: &[bool],
    maps: &[AffineMap],
) -> bool {
    let flags = &options.scalable;
    let count = flags.iter().filter(|&&f| f).count();
    if count == 0 {
        return true;
    }
    if count > 2 || flags.len() != options.vector_sizes.len() || flags.len() != iterators.len() {
        return false;
    }
    let mut iters = iterators.to_vec();
    let mut scalable = flags.clone();
    let mut seen_non_unit_parallel = false;
    while scalable.last() == Some(&false) {
        let idx = scalable.len() - 1;
        seen_non_unit_parallel |= !iters[idx] && options.vector_sizes[idx] != 1;
        iters.pop();
        scalable.pop();
    }
    let name = op.name_str();
    if iters.last() == Some(&true) {
        if iters.len() != options.vector_sizes.len() || name == "linalg.matmul" {
            return false;
        }
    } else if seen_non_unit_parallel {
        return false;
    }
    if count == 2 {
        if iters.last() == Some(&true) {
            return false;
        }
        scalable.pop();
        iters.pop();
        if scalable.last() != Some(&true) || iters.last() != Some(&false) {
            return false;
        }
    }
    // Matmuls with maps of their own (transposes, broadcasts) are not
    // handled.
    if strata_dialect_linalg::named::has_user_maps(name) {
        let default = strata_dialect_linalg::named::named_op(name).and_then(|n| n.default_maps(op));
        if default.as_deref() != Some(maps) {
            return false;
        }
    }
    is_elementwise(op, iterators, maps)
        || matches!(
            name,
            "linalg.matmul"
                | "linalg.depthwise_conv_1d_nwc_wc"
                | "linalg.matvec"
                | "linalg.mmt4d"
                | "linalg.batch_mmt4d"
        )
        || iterators.contains(&true)
}

/// What vectorizing one op needs to know (MLIR's `VectorizationState`).
struct State {
    /// The vector shape of the iteration space.
    canonical: Vec<i64>,
    /// Which of its dimensions are scalable.
    scalable: Vec<bool>,
    /// The static loop ranges ([`DYNAMIC`] where unknown).
    static_sizes: Vec<i64>,
    /// The loop ranges as values (constants or `dim` ops).
    value_sizes: Vec<ValueId>,
    /// The mask created for each masking map (its loops), `None` when the
    /// map needs none.
    masks: FxHashMap<Vec<u32>, Option<ValueId>>,
    /// The number of loops.
    loops: u32,
    /// Whether dynamic sizes may be taken to be the vector sizes (no
    /// masks for them).
    assume_dynamic_dims_match: bool,
}

impl State {
    /// A vector type of the canonical shape permuted by `dims` (one loop
    /// per dimension).
    fn vec_type(&self, ctx: &Context, elem: Type, dims: &[u32]) -> Type {
        let shape: Vec<i64> = dims.iter().map(|&d| self.canonical[d as usize]).collect();
        let scalable: Vec<bool> = dims.iter().map(|&d| self.scalable[d as usize]).collect();
        vector_type(ctx, &shape, &scalable, elem)
    }

    fn all_dims(&self) -> Vec<u32> {
        (0..self.loops).collect()
    }
}

/// A vector type, scalable where `scalable` says so.
pub(super) fn vector_type(ctx: &Context, shape: &[i64], scalable: &[bool], elem: Type) -> Type {
    if !scalable.contains(&true) {
        return ctx.vector_type(shape, elem);
    }
    ctx.intern_type(TypeKind::Vector {
        shape: shape.into(),
        scalable: scalable.into(),
        element: elem,
    })
}

/// Creates ops before the structured op, at its location.
pub(super) struct Builder<'a> {
    pub(super) b: OpBuilder<'a>,
    pub(super) loc: Location,
}

impl<'a> Builder<'a> {
    pub(super) fn ctx(&self) -> &'a Context {
        self.b.ctx
    }

    pub(super) fn create(
        &mut self,
        name: &str,
        operands: &[ValueId],
        results: &[Type],
        props: &[(&str, Attribute)],
    ) -> OpId {
        let ctx = self.b.ctx;
        let mut st = OperationState::new(ctx.op_name(name), self.loc);
        st.operands = operands.to_vec();
        st.result_types = results.to_vec();
        if !props.is_empty() {
            let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
            st.properties = Some(ctx.dictionary_attr(&entries));
        }
        // As MLIR's `Operation::create` does (the generic form shows them).
        st.populate_default_properties(ctx);
        self.b.create(st)
    }

    pub(super) fn one(
        &mut self,
        name: &str,
        operands: &[ValueId],
        ty: Type,
        props: &[(&str, Attribute)],
    ) -> ValueId {
        let op = self.create(name, operands, &[ty], props);
        self.b.body.result(op, 0)
    }

    pub(super) fn index_constant(&mut self, v: i64) -> ValueId {
        let ctx = self.b.ctx;
        let ty = ctx.index_type();
        let a = ctx.integer_attr(ty, v);
        self.one("arith.constant", &[], ty, &[("value", a)])
    }

    /// `vector.broadcast` of `v` to `ty`, folded as mlir-opt's
    /// `createOrFold` does (the same type is `v`, a constant a splat).
    fn broadcast_or_fold(&mut self, v: ValueId, ty: Type) -> ValueId {
        let op = self.create("vector.broadcast", &[v], &[ty], &[]);
        let mut out = FoldOutput::default();
        let ctx = self.b.ctx;
        if fold_op(OpRef::new(ctx, self.b.body, op), &mut out).is_err() {
            return self.b.body.result(op, 0);
        }
        if !out.edits.is_empty() {
            apply_fold_edits(ctx, self.b.body, op, &out.edits);
            return self.b.body.result(op, 0);
        }
        match out.results.first() {
            Some(OpFoldResult::Value(r)) => {
                let r = *r;
                self.b.body.erase_op(op);
                r
            }
            Some(OpFoldResult::Attr(a)) => {
                let a = *a;
                self.b.set_insertion_point_before(op);
                let c = strata_dialect_arith::materialize_constant(&mut self.b, a, ty, self.loc);
                let Some(c) = c else {
                    self.b.set_insertion_point_after(op);
                    return self.b.body.result(op, 0);
                };
                self.b.body.erase_op(op);
                self.b.set_insertion_point_after(c);
                self.b.body.result(c, 0)
            }
            None => self.b.body.result(op, 0),
        }
    }
}

/// Broadcasts `v` to `ty` when numpy's rules allow it (MLIR's
/// `broadcastIfNeeded`); `v` otherwise.
pub(super) fn broadcast_if_needed(b: &mut Builder<'_>, v: ValueId, ty: Type) -> ValueId {
    let ctx = b.ctx();
    let Some(dst) = ctx.shape(ty).map(<[i64]>::to_vec) else {
        return v;
    };
    if dst.is_empty() {
        return v;
    }
    let src_t = b.b.body.value_type(v);
    if ctx.element_type_or_self(src_t) != ctx.element_type_or_self(ty) {
        return v;
    }
    let src: Vec<i64> = match ctx.type_kind(src_t) {
        TypeKind::Vector { shape, .. } => shape.to_vec(),
        _ => Vec::new(),
    };
    if src.len() > dst.len() {
        return v;
    }
    let lead = dst.len() - src.len();
    if src.iter().zip(&dst[lead..]).any(|(&s, &d)| s != 1 && s != d) {
        return v;
    }
    b.broadcast_or_fold(v, ty)
}

/// The masking map of an operand: its indexing map without constant
/// results, as the loops of its results.
fn masking_dims(ctx: &Context, map: &AffineMap) -> Vec<u32> {
    map_dims(ctx, map)
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect()
}

/// The mask for an op accessing the loops `dims`, created on first use;
/// `None` when the accessed sizes are the vector sizes.
fn get_or_create_mask(b: &mut Builder<'_>, state: &mut State, dims: Vec<u32>) -> Option<ValueId> {
    if let Some(m) = state.masks.get(&dims) {
        return *m;
    }
    let permuted: Vec<i64> = dims.iter().map(|&d| state.static_sizes[d as usize]).collect();
    let shape: Vec<i64> = dims.iter().map(|&d| state.canonical[d as usize]).collect();
    let matches = |assume: bool| {
        permuted
            .iter()
            .zip(&shape)
            .all(|(&p, &s)| p == s || (assume && p == DYNAMIC))
    };
    if matches(false) || dims.is_empty() || (state.assume_dynamic_dims_match && matches(true)) {
        state.masks.insert(dims, None);
        return None;
    }
    let i1 = b.ctx().integer_type(1);
    let ty = state.vec_type(b.ctx(), i1, &dims);
    let bounds: Vec<ValueId> = dims.iter().map(|&d| state.value_sizes[d as usize]).collect();
    let mask = b.one("vector.create_mask", &bounds, ty, &[]);
    state.masks.insert(dims, Some(mask));
    Some(mask)
}

/// Wraps `op` in a `vector.mask` when the loops `dims` it accesses need
/// one (MLIR's `maskOperation`); the op giving the results.
fn mask_operation(b: &mut Builder<'_>, state: &mut State, op: OpId, dims: Option<Vec<u32>>) -> OpId {
    let dims = dims.unwrap_or_else(|| state.all_dims());
    let ctx = b.ctx();
    let Some(mask) = get_or_create_mask(b, state, dims) else {
        if state.assume_dynamic_dims_match {
            assume_dynamic_in_bounds(ctx, b.b.body, op);
        }
        return op;
    };
    let results: Vec<Type> = b.b.body.result_types(op).collect();
    let mut st = OperationState::new(ctx.op_name("vector.mask"), b.loc);
    st.operands = vec![mask];
    st.result_types = results;
    let region = b.b.body.create_region();
    st.regions.push(region);
    let mask_op = b.b.create(st);
    let block = b.b.body.create_block();
    b.b.body.append_block(region, block);
    b.b.body.remove_op(op);
    b.b.body.insert_op(strata_ir::InsertPoint::End(block), op);
    let values: Vec<ValueId> = b.b.body.results(op).collect();
    let mut st = OperationState::new(ctx.op_name("vector.yield"), b.loc);
    st.operands = values;
    let y = b.b.body.create_op(st);
    b.b.body.insert_op(strata_ir::InsertPoint::End(block), y);
    // Masked transfers are in bounds.
    let name = ctx.op_name_str(b.b.body.op_name(op));
    if matches!(name, "vector.transfer_read" | "vector.transfer_write") {
        let vt = if name == "vector.transfer_read" {
            b.b.body.value_type(b.b.body.result(op, 0))
        } else {
            b.b.body.value_type(b.b.body.operand(op, 0))
        };
        let rank = ctx.shape(vt).map_or(0, |s| s.len());
        let flags: Vec<Attribute> = (0..rank).map(|_| ctx.bool_attr(true)).collect();
        let a = ctx.array_attr(&flags);
        b.b.body.set_op_attr(ctx, op, "in_bounds", Some(a));
    }
    mask_op
}

/// Marks the transfer dimensions of `op` that access a dynamic dimension
/// in bounds (an unmasked transfer when dynamic sizes are assumed to be
/// the vector sizes).
fn assume_dynamic_in_bounds(ctx: &Context, body: &mut Body, op: OpId) {
    let name = ctx.op_name_str(body.op_name(op));
    let base = match name {
        "vector.transfer_read" => body.operand(op, 0),
        "vector.transfer_write" => body.operand(op, 1),
        _ => return,
    };
    let Some(shape) = ctx.shape(body.value_type(base)).map(<[i64]>::to_vec) else {
        return;
    };
    let Some(map) = body
        .op_attr(ctx, op, "permutation_map")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
    else {
        return;
    };
    let Some(flags) = body
        .op_attr(ctx, op, "in_bounds")
        .and_then(|a| ctx.array_attr_elements(a))
    else {
        return;
    };
    let mut flags: Vec<Attribute> = flags.to_vec();
    for (i, e) in map.results.iter().enumerate() {
        if let AffineExprKind::Dim(d) = e.kind(ctx) {
            if shape.get(d as usize) == Some(&DYNAMIC) && i < flags.len() {
                flags[i] = ctx.bool_attr(true);
            }
        }
    }
    let a = ctx.array_attr(&flags);
    body.set_op_attr(ctx, op, "in_bounds", Some(a));
}

fn map_attr(ctx: &Context, map: AffineMap) -> Attribute {
    ctx.intern_attr(AttrKind::AffineMap(map))
}

/// The properties of a transfer op: its map, `in_bounds` all false and the
/// operand segments.
pub(super) fn transfer_props(
    ctx: &Context,
    map: AffineMap,
    rank: usize,
    indices: usize,
    read: bool,
) -> Vec<(&'static str, Attribute)> {
    let flags: Vec<Attribute> = (0..rank).map(|_| ctx.bool_attr(false)).collect();
    let n = indices as i32;
    let segments = if read { [1, n, 1, 0] } else { [1, 1, n, 0] };
    vec![
        ("in_bounds", ctx.array_attr(&flags)),
        (
            "operandSegmentSizes",
            strata_dialect_utils::attrs::dense_i32_array(ctx, &segments),
        ),
        ("permutation_map", map_attr(ctx, map)),
    ]
}

/// The properties of a transfer of a whole `rank`-dimensional value at
/// indices that are all zero: the identity map and `in_bounds` all true.
pub(super) fn in_bounds_identity_transfer_props(
    ctx: &Context,
    rank: usize,
    read: bool,
) -> Vec<(&'static str, Attribute)> {
    let mut props = transfer_props(
        ctx,
        AffineMap::multi_dim_identity(ctx, rank as u32),
        rank,
        rank,
        read,
    );
    props[0].1 = ctx.array_attr(&vec![ctx.bool_attr(true); rank]);
    props
}

/// The loops an output's map uses, in loop order, and the map from the
/// operand's dimensions to them (MLIR's
/// `inversePermutation(reindexIndexingMap(map))`).
fn output_access(ctx: &Context, map: &AffineMap) -> (Vec<u32>, AffineMap) {
    let dims = map_dims(ctx, map).unwrap_or_default();
    let mut used: Vec<u32> = dims.iter().flatten().copied().collect();
    used.sort_unstable();
    let rank = map.num_results() as u32;
    let results: Vec<AffineExpr> = used
        .iter()
        .map(|&u| {
            let j = dims.iter().position(|&d| d == Some(u)).unwrap_or(0);
            ctx.affine_dim(j as u32)
        })
        .collect();
    (used, AffineMap::new(rank, 0, results))
}

/// Vectorizes the structured op `op` (checked with
/// [`vectorize_precondition`] first): creates the vector ops before it and
/// returns the values replacing its results. The op itself is left for
/// the caller to replace and erase.
pub fn vectorize(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    options: &VectorizeOptions,
) -> Option<Vec<ValueId>> {
    let o = OpRef::new(ctx, body, op);
    if !vectorize_precondition(o, options) {
        return None;
    }
    let maps = indexing_maps(o)?;
    let iterators = iterator_types(o)?;
    let loops = iterators.len();
    let static_sizes = static_loop_ranges(o, &maps, loops)?;
    let (ins, outs) = (inputs(o), outputs(o));
    let block = payload_block(o)?;
    let loc = o.loc();
    let pure_tensor =
        (0..o.num_operands()).all(|i| !matches!(ctx.type_kind(o.operand_type(i)), TypeKind::MemRef { .. }));
    let (canonical, scalable) = if options.vector_sizes.is_empty() {
        (static_sizes.clone(), vec![false; loops])
    } else {
        let scalable = if options.scalable.is_empty() {
            vec![false; loops]
        } else {
            options.scalable.clone()
        };
        (options.vector_sizes.clone(), scalable)
    };
    let operands: Vec<ValueId> = o.operands().collect();
    let operand_types: Vec<Type> = o.operand_types().collect();
    let block_args: Vec<ValueId> = body.block_args(block).to_vec();

    let mut b = Builder {
        b: OpBuilder::new(ctx, body),
        loc,
    };
    b.b.set_insertion_point_before(op);

    // The loop ranges as values, for masks.
    let mut value_sizes = Vec::with_capacity(loops);
    for (d, &s) in static_sizes.iter().enumerate() {
        if s != DYNAMIC {
            value_sizes.push(b.index_constant(s));
            continue;
        }
        // The first operand with a projected permutation (no zero
        // results) indexing the loop.
        let (i, pos) = maps.iter().enumerate().find_map(|(i, m)| {
            if !is_projected_permutation(ctx, m, false) {
                return None;
            }
            let dims = map_dims(ctx, m)?;
            dims.iter().position(|&x| x == Some(d as u32)).map(|p| (i, p))
        })?;
        let c = b.index_constant(pos as i64);
        let name = if pure_tensor { "tensor.dim" } else { "memref.dim" };
        let index = ctx.index_type();
        value_sizes.push(b.one(name, &[operands[i], c], index, &[]));
    }
    let mut state = State {
        canonical,
        scalable,
        static_sizes,
        value_sizes,
        masks: FxHashMap::default(),
        loops: loops as u32,
        assume_dynamic_dims_match: options.assume_dynamic_dims_match_vec_sizes,
    };

    if is_convolution(o_name(ctx, b.b.body, op)) {
        return super::vectorize_conv::vectorize_conv(&mut b, op, options);
    }
    if options.create_named_contraction && MASKABLE[2..].contains(&o_name(ctx, b.b.body, op)) {
        return vectorize_as_contraction(&mut b, &mut state, op, &maps, &iterators, &operands);
    }

    expand_affine_applies(&mut b, block);
    b.b.set_insertion_point_before(op);
    let payload: Vec<OpId> = b.b.body.block_ops(block).collect();

    // Values defined above the payload stand for themselves.
    let mut bvm = IrMapping::default();

    // Read every operand.
    let zero = b.index_constant(0);
    for i in 0..operands.len() {
        let t = operand_types[i];
        let Some(shape) = operand_shape_of(ctx, t).map(<[i64]>::to_vec) else {
            bvm.map_value(block_args[i], operands[i]);
            continue;
        };
        let elem = ctx.element_type_or_self(t);
        let map = &maps[i];
        let (read_map, read_type) = if ins.contains(&i) {
            // Inputs are read broadcast to the whole iteration space.
            let dims = map_dims(ctx, map)?;
            let results: Vec<AffineExpr> = (0..loops as u32)
                .map(|l| match dims.iter().position(|&d| d == Some(l)) {
                    Some(j) => ctx.affine_dim(j as u32),
                    None => ctx.affine_constant(0),
                })
                .collect();
            let all = state.all_dims();
            (
                AffineMap::new(shape.len() as u32, 0, results),
                state.vec_type(ctx, elem, &all),
            )
        } else {
            let (used, read_map) = output_access(ctx, map);
            (read_map, state.vec_type(ctx, elem, &used))
        };
        let rank = ctx.shape(read_type).map_or(0, |s| s.len());
        let poison = strata_dialect_ub::poison_attr(ctx);
        let pad = b.one("ub.poison", &[], elem, &[("value", poison)]);
        let mut read_operands = vec![operands[i]];
        read_operands.extend(std::iter::repeat_n(zero, shape.len()));
        read_operands.push(pad);
        let props = transfer_props(ctx, read_map, rank, shape.len(), true);
        let read = b.create("vector.transfer_read", &read_operands, &[read_type], &props);
        let read = mask_operation(&mut b, &mut state, read, Some(masking_dims(ctx, map)));
        let mut value = b.b.body.result(read, 0);
        if rank == 0 {
            let p = dense_i64_array(ctx, &[]);
            value = b.one("vector.extract", &[value], elem, &[("static_position", p)]);
        }
        bvm.map_value(block_args[i], value);
        bvm.map_value(operands[i], value);
    }

    let lookup = |bvm: &IrMapping, v: ValueId| bvm.lookup_value(v);
    let mut results = Vec::new();
    for &inner in &payload {
        let r = OpRef::new(ctx, b.b.body, inner);
        let name = r.name_str().to_owned();
        match name.as_str() {
            "linalg.yield" => {
                let yielded: Vec<ValueId> = r.operands().collect();
                for (k, v) in yielded.into_iter().enumerate() {
                    let i = outs.start + k;
                    let value = lookup(&bvm, v);
                    if let Some(w) = build_write(&mut b, &mut state, value, operands[i], &maps[i]) {
                        results.push(w);
                    }
                }
            }
            "linalg.index" => {
                let old = r.result(0);
                let dim = r
                    .attr("dim")
                    .and_then(|a| ctx.integer_attr_value(a))
                    .map(|v| v.sext_i64())? as usize;
                let index = ctx.index_type();
                let step_t = vector_type(ctx, &[state.canonical[dim]], &[state.scalable[dim]], index);
                let step = b.create("vector.step", &[], &[step_t], &[]);
                let mut value = b.b.body.result(step, 0);
                if dim + 1 != loops {
                    // Broadcast with the index loop last, then transpose it
                    // into place.
                    let mut perm: Vec<u32> = (0..loops as u32).collect();
                    perm.swap(dim, loops - 1);
                    let bt = state.vec_type(ctx, index, &perm);
                    value = b.one("vector.broadcast", &[value], bt, &[]);
                    let tt = state.vec_type(ctx, index, &state.all_dims());
                    let p: Vec<i64> = perm.iter().map(|&x| x as i64).collect();
                    let pa = dense_i64_array(ctx, &p);
                    value = b.one("vector.transpose", &[value], tt, &[("permutation", pa)]);
                }
                bvm.map_value(old, value);
            }
            "tensor.extract" => {
                let i1 = ctx.integer_type(1);
                let all = state.all_dims();
                let old = r.result(0);
                let elem = r.result_type(0);
                let (vec_t, mask_t) = (state.vec_type(ctx, elem, &all), state.vec_type(ctx, i1, &all));
                let new = super::vectorize_extract::vectorize_extract(
                    &mut b,
                    inner,
                    &bvm,
                    block,
                    &block_args,
                    &state.static_sizes.clone(),
                    vec_t,
                    mask_t,
                )?;
                let new = mask_operation_if_maskable(&mut b, &mut state, new);
                let v = b.b.body.result(new, 0);
                bvm.map_value(old, v);
            }
            "arith.constant" | "func.constant" => {
                let old = r.result(0);
                let clone = b.b.clone(inner, &mut IrMapping::default());
                let v = b.b.body.result(clone, 0);
                bvm.map_value(old, v);
            }
            _ => {
                let new = vectorize_elementwise(&mut b, inner, &bvm, &block_args, ins.len(), &iterators)?;
                let new = mask_operation_if_maskable(&mut b, &mut state, new);
                let old: Vec<ValueId> = b.b.body.results(inner).collect();
                let new_results: Vec<ValueId> = b.b.body.results(new).collect();
                for (o, n) in old.into_iter().zip(new_results) {
                    bvm.map_value(o, n);
                }
            }
        }
    }
    if pure_tensor {
        Some(results)
    } else {
        Some(Vec::new())
    }
}

/// Replaces each `affine.apply` of `block` by the `arith` ops computing
/// it (MLIR's `convertAffineApply`), so that it vectorizes like them.
fn expand_affine_applies(b: &mut Builder<'_>, block: strata_ir::BlockId) {
    let ctx = b.ctx();
    let applies: Vec<OpId> =
        b.b.body
            .block_ops(block)
            .filter(|&o| o_name(ctx, b.b.body, o) == "affine.apply")
            .collect();
    for apply in applies {
        let o = OpRef::new(ctx, b.b.body, apply);
        let Some(map) = strata_dialect_affine::op_map(o) else {
            continue;
        };
        let Some(&expr) = map.results.first() else {
            continue;
        };
        let operands: Vec<ValueId> = o.operands().collect();
        let loc = o.loc();
        let nd = (map.num_dims as usize).min(operands.len());
        b.b.set_insertion_point_before(apply);
        let Some(v) = strata_dialect_affine::expand::expand_affine_expr(
            &mut b.b,
            loc,
            expr,
            &operands[..nd],
            &operands[nd..],
        ) else {
            continue;
        };
        let old = b.b.body.result(apply, 0);
        b.b.body.replace_all_uses_with(old, v);
        b.b.body.erase_op(apply);
    }
}

fn o_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// The sizes of each dimension of the shaped value `v`: `tensor.dim` /
/// `memref.dim` for dynamic ones (created now, in order), the constants
/// for static ones (created by [`materialize_sizes`]).
pub(super) fn mixed_sizes(b: &mut Builder<'_>, v: ValueId) -> Vec<Result<ValueId, i64>> {
    let ctx = b.ctx();
    let t = b.b.body.value_type(v);
    let shape = ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default();
    let tensor = !matches!(ctx.type_kind(t), TypeKind::MemRef { .. });
    let name = if tensor { "tensor.dim" } else { "memref.dim" };
    shape
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            if s != DYNAMIC {
                return Err(s);
            }
            let c = b.index_constant(i as i64);
            Ok(b.one(name, &[v, c], ctx.index_type(), &[]))
        })
        .collect()
}

pub(super) fn materialize_sizes(b: &mut Builder<'_>, sizes: Vec<Result<ValueId, i64>>) -> Vec<ValueId> {
    sizes
        .into_iter()
        .map(|s| match s {
            Ok(v) => v,
            Err(c) => b.index_constant(c),
        })
        .collect()
}

/// Wraps `op` in `vector.mask %mask` and marks it in bounds.
pub(super) fn wrap_in_mask(b: &mut Builder<'_>, op: OpId, mask: ValueId) -> OpId {
    let ctx = b.ctx();
    let results: Vec<Type> = b.b.body.result_types(op).collect();
    let mut st = OperationState::new(ctx.op_name("vector.mask"), b.loc);
    st.operands = vec![mask];
    st.result_types = results;
    let region = b.b.body.create_region();
    st.regions.push(region);
    let mask_op = b.b.create(st);
    let block = b.b.body.create_block();
    b.b.body.append_block(region, block);
    b.b.body.remove_op(op);
    b.b.body.insert_op(strata_ir::InsertPoint::End(block), op);
    let values: Vec<ValueId> = b.b.body.results(op).collect();
    let mut st = OperationState::new(ctx.op_name("vector.yield"), b.loc);
    st.operands = values;
    let y = b.b.body.create_op(st);
    b.b.body.insert_op(strata_ir::InsertPoint::End(block), y);
    mask_op
}

/// MLIR's `vectorizeAsLinalgContraction`: each operand read with its own
/// vector shape (the canonical shape through its map; zero padding, in
/// bounds, masked to its sizes when they differ), one `vector.contract`
/// with the op's maps and kind (masked by the iteration space), and the
/// result written back (masked likewise).
fn vectorize_as_contraction(
    b: &mut Builder<'_>,
    state: &mut State,
    op: OpId,
    maps: &[AffineMap],
    iterators: &[bool],
    operands: &[ValueId],
) -> Option<Vec<ValueId>> {
    let ctx = b.ctx();
    let o = OpRef::new(ctx, b.b.body, op);
    let outs = outputs(o);
    let (combiner, _) = match_reduction(o, 0)?;
    let kind = combiner_kind(ctx.op_name_str(b.b.body.op_name(combiner)))?;
    let mut reads = Vec::with_capacity(operands.len());
    for (i, &v) in operands.iter().enumerate() {
        let t = b.b.body.value_type(v);
        let elem = ctx.element_type_or_self(t);
        let dims = map_dims(ctx, &maps[i])?
            .into_iter()
            .collect::<Option<Vec<u32>>>()?;
        let vec_shape: Vec<i64> = dims.iter().map(|&d| state.canonical[d as usize]).collect();
        let zero_attr = match ctx.type_kind(elem) {
            TypeKind::Float(_) => ctx.intern_attr(AttrKind::Float { ty: elem, bits: 0 }),
            _ => ctx.integer_attr(elem, 0),
        };
        let pad = b.one("arith.constant", &[], elem, &[("value", zero_attr)]);
        let scalable: Vec<bool> = dims.iter().map(|&d| state.scalable[d as usize]).collect();
        reads.push(read_or_masked_read(b, v, &vec_shape, &scalable, Some(pad), false));
    }
    if reads.len() != 3 {
        return None;
    }
    let out = outs.start;
    let acc_t = b.b.body.value_type(reads[2]);
    let maps_attr: Vec<Attribute> = maps.iter().map(|m| map_attr(ctx, m.clone())).collect();
    let iters: Vec<Attribute> = iterators
        .iter()
        .map(|&r| strata_dialect_vector::ITERATOR_TYPE.attr(ctx, u64::from(r)))
        .collect();
    let props = [
        ("indexing_maps", ctx.array_attr(&maps_attr)),
        ("iterator_types", ctx.array_attr(&iters)),
        ("kind", strata_dialect_vector::COMBINING_KIND.attr(ctx, kind)),
    ];
    let contract = b.create("vector.contract", &reads, &[acc_t], &props);
    let contract = mask_operation(b, state, contract, None);
    let value = b.b.body.result(contract, 0);
    // The write, masked to the destination's sizes when they differ.
    let dest = operands[out];
    let dest_t = b.b.body.value_type(dest);
    let dest_shape = ctx.shape(dest_t).map(<[i64]>::to_vec).unwrap_or_default();
    let vec_shape = ctx.shape(acc_t).map(<[i64]>::to_vec).unwrap_or_default();
    let rank = vec_shape.len();
    let zero = b.index_constant(0);
    let mut write_operands = vec![value, dest];
    write_operands.extend(std::iter::repeat_n(zero, dest_shape.len()));
    let mut props = transfer_props(
        ctx,
        AffineMap::minor_identity(ctx, dest_shape.len() as u32, rank as u32)?,
        rank,
        dest_shape.len(),
        false,
    );
    let flags: Vec<Attribute> = (0..rank).map(|_| ctx.bool_attr(true)).collect();
    props[0].1 = ctx.array_attr(&flags);
    let results: Vec<Type> = match ctx.type_kind(dest_t) {
        TypeKind::RankedTensor { .. } => vec![dest_t],
        _ => Vec::new(),
    };
    let write = b.create("vector.transfer_write", &write_operands, &results, &props);
    let write = if dest_shape[dest_shape.len() - rank..] == vec_shape[..] {
        write
    } else {
        let sizes = mixed_sizes(b, dest);
        let sizes = materialize_sizes(b, sizes[dest_shape.len() - rank..].to_vec());
        let i1 = ctx.integer_type(1);
        let mask_t = ctx.intern_type(TypeKind::Vector {
            shape: vec_shape.clone().into(),
            scalable: match ctx.type_kind(acc_t) {
                TypeKind::Vector { scalable, .. } => scalable.clone(),
                _ => Box::new([]),
            },
            element: i1,
        });
        let mask = b.one("vector.create_mask", &sizes, mask_t, &[]);
        wrap_in_mask(b, write, mask)
    };
    Some(if results.is_empty() {
        Vec::new()
    } else {
        vec![b.b.body.result(write, 0)]
    })
}

/// Masks `op` with the iteration-space mask if it is a maskable op (of
/// the ops the payload vectorization creates: `vector.multi_reduction`,
/// and the reads of `tensor.extract`).
fn mask_operation_if_maskable(b: &mut Builder<'_>, state: &mut State, op: OpId) -> OpId {
    if matches!(
        b.ctx().op_name_str(b.b.body.op_name(op)),
        "vector.multi_reduction" | "vector.transfer_read" | "vector.gather"
    ) {
        return mask_operation(b, state, op, None);
    }
    op
}

/// One payload op on vectors: a reduction of its output's block argument
/// as `vector.multi_reduction`, other ops on their operands broadcast to
/// the operand of highest rank.
fn vectorize_elementwise(
    b: &mut Builder<'_>,
    inner: OpId,
    bvm: &IrMapping,
    block_args: &[ValueId],
    num_inputs: usize,
    iterators: &[bool],
) -> Option<OpId> {
    let ctx = b.b.ctx;
    let lookup = |v: ValueId| bvm.lookup_value(v);
    let body = &*b.b.body;
    let operands: Vec<ValueId> = body.operands(inner).collect();
    // A reduction into an output?
    let parent = body.parent_op(inner)?;
    for &v in &operands {
        let Some(arg_pos) = block_args.iter().position(|&a| a == v) else {
            continue;
        };
        if arg_pos < num_inputs {
            continue;
        }
        let parent_ref = OpRef::new(ctx, body, parent);
        let Some((combiner, reduced)) = match_reduction(parent_ref, arg_pos - num_inputs) else {
            continue;
        };
        if combiner != inner {
            continue;
        }
        let reduce_vec = lookup(reduced);
        let output_vec = lookup(v);
        let reduce_t = body.value_type(reduce_vec);
        let output_t = body.value_type(output_vec);
        let TypeKind::Vector { shape: rshape, .. } = ctx.type_kind(reduce_t) else {
            break;
        };
        if let TypeKind::Vector { shape: oshape, .. } = ctx.type_kind(output_t) {
            if oshape == rshape {
                break;
            }
        }
        let kind = combiner_kind(ctx.op_name_str(body.op_name(inner)))?;
        let dims: Vec<i64> = iterators
            .iter()
            .enumerate()
            .filter(|(_, &r)| r)
            .map(|(i, _)| i as i64)
            .collect();
        let kind_attr = strata_dialect_vector::COMBINING_KIND.attr(ctx, kind);
        let props = [
            ("kind", kind_attr),
            ("reduction_dims", dense_i64_array(ctx, &dims)),
        ];
        return Some(b.create(
            "vector.multi_reduction",
            &[reduce_vec, output_vec],
            &[output_t],
            &props,
        ));
    }
    // The first operand of highest rank gives the shape.
    let mut max: Option<(Vec<i64>, Vec<bool>)> = None;
    for &v in &operands {
        let t = b.b.body.value_type(lookup(v));
        if let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(t) {
            if max.as_ref().is_none_or(|(s, _)| s.len() < shape.len()) {
                let sc = if scalable.is_empty() {
                    vec![false; shape.len()]
                } else {
                    scalable.to_vec()
                };
                max = Some((shape.to_vec(), sc));
            }
        }
    }
    let mut vec_operands = Vec::with_capacity(operands.len());
    for &v in &operands {
        let nv = lookup(v);
        match &max {
            Some((shape, sc)) => {
                let elem = ctx.element_type_or_self(b.b.body.value_type(nv));
                let ty = vector_type(ctx, shape, sc, elem);
                vec_operands.push(broadcast_if_needed(b, nv, ty));
            }
            None => vec_operands.push(nv),
        }
    }
    let result_types: Vec<Type> =
        b.b.body
            .result_types(inner)
            .map(|t| match &max {
                Some((shape, sc)) => vector_type(ctx, shape, sc, t),
                None => t,
            })
            .collect();
    let mut st = OperationState::new(b.b.body.op_name(inner), b.b.body.op_loc(inner));
    st.operands = vec_operands;
    st.result_types = result_types;
    st.properties = b.b.body.op_properties(inner);
    st.attributes = b.b.body.op_attr_dict(inner);
    Some(b.b.create(st))
}

/// Writes `value` to the output `dest` (MLIR's `buildVectorWrite`): the
/// value broadcast to the loops the output's map uses, in loop order,
/// written with the map from those loops to the output's dimensions. The
/// new tensor, if `dest` is one.
fn build_write(
    b: &mut Builder<'_>,
    state: &mut State,
    value: ValueId,
    dest: ValueId,
    map: &AffineMap,
) -> Option<ValueId> {
    let ctx = b.b.ctx;
    let dest_t = b.b.body.value_type(dest);
    let elem = ctx.element_type_or_self(dest_t);
    let (used, write_map) = output_access(ctx, map);
    let vec_t = state.vec_type(ctx, elem, &used);
    let rank = used.len();
    let tensor_result: Vec<Type> = match ctx.type_kind(dest_t) {
        TypeKind::RankedTensor { .. } => vec![dest_t],
        _ => Vec::new(),
    };
    // mlir-opt creates the zero index even when a 0-d write needs none.
    let zero = b.index_constant(0);
    let write = if rank > 0 {
        let dest_rank = map.num_results();
        let value = broadcast_if_needed(b, value, vec_t);
        let mut ops = vec![value, dest];
        ops.extend(std::iter::repeat_n(zero, dest_rank));
        let props = transfer_props(ctx, write_map, rank, dest_rank, false);
        b.create("vector.transfer_write", &ops, &tensor_result, &props)
    } else {
        let mut value = value;
        if !matches!(ctx.type_kind(b.b.body.value_type(value)), TypeKind::Vector { .. }) {
            value = b.one("vector.broadcast", &[value], vec_t, &[]);
        }
        // A 0-d vector written at the origin of the output.
        let dest_rank = map.num_results();
        let mut ops = vec![value, dest];
        ops.extend(std::iter::repeat_n(zero, dest_rank));
        let props = transfer_props(
            ctx,
            AffineMap::new(dest_rank as u32, 0, Vec::new()),
            0,
            dest_rank,
            false,
        );
        b.create("vector.transfer_write", &ops, &tensor_result, &props)
    };
    let write = mask_operation(b, state, write, Some(masking_dims(ctx, map)));
    (b.b.body.num_results(write) > 0).then(|| b.b.body.result(write, 0))
}

/// Reads `source` at its origin into a vector of `vec_shape` (MLIR's
/// `createReadOrMaskedRead`): padded with `pad` (`ub.poison` when
/// `None`); with `use_in_bounds`, unmasked and in bounds where the source
/// is statically as large as the vector, otherwise in bounds and masked to
/// the source's sizes unless the shapes agree.
pub(super) fn read_or_masked_read(
    b: &mut Builder<'_>,
    source: ValueId,
    vec_shape: &[i64],
    scalable: &[bool],
    pad: Option<ValueId>,
    use_in_bounds: bool,
) -> ValueId {
    let ctx = b.ctx();
    let source_t = b.b.body.value_type(source);
    let elem = ctx.element_type_or_self(source_t);
    let source_shape = ctx.shape(source_t).map(<[i64]>::to_vec).unwrap_or_default();
    let rank = vec_shape.len();
    let zero = b.index_constant(0);
    let pad = pad.unwrap_or_else(|| {
        let poison = strata_dialect_ub::poison_attr(ctx);
        b.one("ub.poison", &[], elem, &[("value", poison)])
    });
    let mut operands = vec![source];
    operands.extend(std::iter::repeat_n(zero, rank));
    operands.push(pad);
    let mut props = transfer_props(
        ctx,
        AffineMap::multi_dim_identity(ctx, rank as u32),
        rank,
        rank,
        true,
    );
    let in_bounds: Vec<Attribute> = (0..rank)
        .map(|i| {
            let s = source_shape.get(i).copied().unwrap_or(DYNAMIC);
            ctx.bool_attr(!use_in_bounds || (s == vec_shape[i] && s != DYNAMIC))
        })
        .collect();
    props[0].1 = ctx.array_attr(&in_bounds);
    let vec_t = vector_type(ctx, vec_shape, scalable, elem);
    let read = b.create("vector.transfer_read", &operands, &[vec_t], &props);
    let read = if use_in_bounds || vec_shape == source_shape.as_slice() {
        read
    } else {
        let sizes = mixed_sizes(b, source);
        let sizes = materialize_sizes(b, sizes);
        let mask_t = vector_type(ctx, vec_shape, scalable, ctx.integer_type(1));
        let mask = b.one("vector.create_mask", &sizes, mask_t, &[]);
        wrap_in_mask(b, read, mask)
    };
    b.b.body.result(read, 0)
}

/// Writes the vector `value` into `dest` at `indices` (the origin when
/// `None`) (MLIR's `createWriteOrMaskedWrite`): with `use_in_bounds`,
/// unmasked and in bounds where the destination is statically large
/// enough; otherwise in bounds and masked to the destination's trailing
/// sizes unless the shapes agree or the mask is trivially all true. The
/// write op (or its mask).
pub(super) fn write_or_masked_write(
    b: &mut Builder<'_>,
    value: ValueId,
    dest: ValueId,
    indices: Option<Vec<ValueId>>,
    use_in_bounds: bool,
) -> Option<OpId> {
    let ctx = b.ctx();
    let dest_t = b.b.body.value_type(dest);
    let dest_shape = ctx.shape(dest_t)?.to_vec();
    let dest_rank = dest_shape.len();
    let value_t = b.b.body.value_type(value);
    let (vec_shape, scalable) = match ctx.type_kind(value_t) {
        TypeKind::Vector { shape, scalable, .. } => (shape.to_vec(), scalable.to_vec()),
        _ => return None,
    };
    let rank = vec_shape.len();
    let lead = dest_rank.checked_sub(rank)?;
    let indices = match indices {
        Some(i) => i,
        None => vec![b.index_constant(0); dest_rank],
    };
    let mut operands = vec![value, dest];
    operands.extend(indices.iter().copied());
    let mut props = transfer_props(
        ctx,
        AffineMap::minor_identity(ctx, dest_rank as u32, rank as u32)?,
        rank,
        dest_rank,
        false,
    );
    let in_bounds: Vec<Attribute> = (0..rank)
        .map(|i| {
            let d = dest_shape[lead + i];
            ctx.bool_attr(!use_in_bounds || (d != DYNAMIC && d >= vec_shape[i]))
        })
        .collect();
    props[0].1 = ctx.array_attr(&in_bounds);
    let results: Vec<Type> = match ctx.type_kind(dest_t) {
        TypeKind::RankedTensor { .. } => vec![dest_t],
        _ => Vec::new(),
    };
    let write = b.create("vector.transfer_write", &operands, &results, &props);
    if use_in_bounds || dest_shape[lead..] == vec_shape[..] {
        return Some(write);
    }
    let sizes = mixed_sizes(b, dest);
    let mask_sizes = sizes[lead..].to_vec();
    let constant = |v: ValueId, b: &Builder<'_>| {
        strata_ir::fold::constant_value(ctx, b.b.body, v)
            .and_then(|a| ctx.integer_attr_value(a))
            .map(|v| v.sext_i64())
    };
    // The mask is all true when every size and index is constant and the
    // vector fits at its index.
    let trivially_foldable = !dest_shape.contains(&DYNAMIC)
        && mask_sizes.iter().all(|s| s.is_err())
        && indices.iter().all(|&v| constant(v, b).is_some())
        && mask_sizes.iter().enumerate().all(|(i, s)| {
            let size = s.err().unwrap_or(0);
            let index = constant(indices[lead + i], b).unwrap_or(0);
            vec_shape[i] <= dest_shape[lead + i]
                && dest_shape[lead + i] >= size.clamp(0, vec_shape[i]) + index
        });
    if trivially_foldable {
        return Some(write);
    }
    let sizes = materialize_sizes(b, mask_sizes);
    let mask_t = vector_type(ctx, &vec_shape, &scalable, ctx.integer_type(1));
    let mask = b.one("vector.create_mask", &sizes, mask_t, &[]);
    Some(wrap_in_mask(b, write, mask))
}

/// Whether [`vectorize_insert_slice`] handles `op`: a `tensor.insert_slice`
/// of unit strides and a valid element type whose source is static or
/// read with the given vector sizes (one per source dimension).
pub fn insert_slice_precondition(o: OpRef<'_>, options: &VectorizeOptions) -> bool {
    let ctx = o.ctx;
    if o.name_str() != "tensor.insert_slice" {
        return false;
    }
    let strides = o
        .attr("static_strides")
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    if strides.iter().any(|&s| s != 1) {
        return false;
    }
    let source_t = o.operand_type(0);
    if !is_valid_element(ctx, ctx.element_type_or_self(source_t)) {
        return false;
    }
    let (Some(source_shape), Some(dest_shape)) = (ctx.shape(source_t), ctx.shape(o.operand_type(1))) else {
        return false;
    };
    if dest_shape.len() < source_shape.len() {
        return false;
    }
    if options.vector_sizes.is_empty() {
        // Dynamic source sizes are read with the destination's (static)
        // sizes, padded with a value known to fill the destination.
        let dynamic = source_shape.contains(&DYNAMIC);
        return (!dynamic || static_pad_value(o).is_some())
            && insert_slice_vector_shape(o, options).is_some();
    }
    options.vector_sizes.len() == source_shape.len() && !options.vector_sizes.contains(&DYNAMIC)
}

/// The padding value of a read of an insert_slice's source (MLIR's
/// `getStaticPadVal`): the scalar that fills its destination, through
/// broadcasts, fills, transfer writes and insert_slices.
fn static_pad_value(o: OpRef<'_>) -> Option<ValueId> {
    let mut op = o.body.defining_op(o.operand(1))?;
    loop {
        let r = OpRef::new(o.ctx, o.body, op);
        match r.name_str() {
            "vector.broadcast" => {
                let src = r.operand(0);
                return (!matches!(o.ctx.type_kind(r.value_type(src)), TypeKind::Vector { .. }))
                    .then_some(src);
            }
            "linalg.fill" => return Some(r.operand(0)),
            "vector.transfer_write" => op = o.body.defining_op(r.operand(0))?,
            "tensor.insert_slice" => op = o.body.defining_op(r.operand(1))?,
            _ => return None,
        }
    }
}

/// The vector shape of an insert_slice: the vector sizes, or each source
/// dimension's static size, else the destination's trailing one.
fn insert_slice_vector_shape(o: OpRef<'_>, options: &VectorizeOptions) -> Option<Vec<i64>> {
    let ctx = o.ctx;
    let source_shape = ctx.shape(o.operand_type(0))?;
    let dest_shape = ctx.shape(o.operand_type(1))?;
    if !options.vector_sizes.is_empty() {
        return Some(options.vector_sizes.clone());
    }
    let lead = dest_shape.len().checked_sub(source_shape.len())?;
    source_shape
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            if s != DYNAMIC {
                Some(s)
            } else if dest_shape[lead + i] != DYNAMIC {
                Some(dest_shape[lead + i])
            } else {
                None
            }
        })
        .collect()
}

/// Vectorizes a `tensor.insert_slice` of unit strides (MLIR's
/// `vectorizeAsInsertSliceOp`): a read of the whole source (zero padding;
/// with `vector_sizes`, of those sizes and masked to the source's sizes)
/// and a write of it into the destination at the slice's offsets (masked
/// to the destination's sizes when it may not fit). The new tensor, or
/// `None` (nothing changed) when the op is not handled.
pub fn vectorize_insert_slice(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    options: &VectorizeOptions,
) -> Option<Vec<ValueId>> {
    let o = OpRef::new(ctx, body, op);
    if !insert_slice_precondition(o, options) {
        return None;
    }
    let list = |name: &str| {
        o.attr(name)
            .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    if list("static_strides").iter().any(|&s| s != 1) {
        return None;
    }
    let (source, dest) = (o.operand(0), o.operand(1));
    let source_t = o.value_type(source);
    let dest_t = o.value_type(dest);
    let elem = ctx.element_type_or_self(source_t);
    if !is_valid_element(ctx, elem) {
        return None;
    }
    ctx.shape(source_t)?;
    ctx.shape(dest_t)?;
    let sizes_given = !options.vector_sizes.is_empty();
    let vec_shape = insert_slice_vector_shape(o, options)?;
    let known_pad = static_pad_value(o);
    let scalable = if options.scalable.len() == vec_shape.len() {
        options.scalable.clone()
    } else {
        vec![false; vec_shape.len()]
    };
    // The dynamic offsets, in order.
    let mut dynamic_offsets = operand_group(o, 2)
        .map(|i| o.operand(i))
        .collect::<Vec<_>>()
        .into_iter();
    let offsets: Vec<Result<ValueId, i64>> = list("static_offsets")
        .into_iter()
        .map(|s| {
            if s == DYNAMIC {
                dynamic_offsets.next().ok_or(0)
            } else {
                Err(s)
            }
        })
        .collect();
    let loc = o.loc();
    let mut b = Builder {
        b: OpBuilder::new(ctx, body),
        loc,
    };
    b.b.set_insertion_point_before(op);
    let pad = match known_pad {
        Some(p) => p,
        None => {
            let zero_attr = match ctx.type_kind(elem) {
                TypeKind::Float(_) => ctx.intern_attr(AttrKind::Float { ty: elem, bits: 0 }),
                _ => ctx.integer_attr(elem, 0),
            };
            b.one("arith.constant", &[], elem, &[("value", zero_attr)])
        }
    };
    // mlir-opt creates read indices it does not use.
    b.index_constant(0);
    let value = read_or_masked_read(&mut b, source, &vec_shape, &scalable, Some(pad), !sizes_given);
    let write_indices = materialize_sizes(&mut b, offsets);
    let write = write_or_masked_write(&mut b, value, dest, Some(write_indices), !sizes_given)?;
    Some(vec![b.b.body.result(write, 0)])
}

/// The padding value of a `tensor.pad` if it is defined outside its body
/// (MLIR's `getConstantPaddingValue`, for values usable after the pad).
fn pad_value(o: OpRef<'_>) -> Option<ValueId> {
    let body = o.body;
    let block = body.region_entry(*o.regions().1.first()?)?;
    let terminator = body.last_op(block)?;
    if body.num_operands(terminator) != 1 {
        return None;
    }
    let v = body.operand(terminator, 0);
    (body.value_parent_block(v) != Some(block)).then_some(v)
}

/// Whether [`vectorize_pad`] handles `op`: a `tensor.pad` with a padding
/// value defined outside it, vector sizes (one per dimension) no smaller
/// than the static result sizes, and no low padding except on dimensions
/// of size 1.
pub fn pad_precondition(o: OpRef<'_>, options: &VectorizeOptions) -> bool {
    let ctx = o.ctx;
    if o.name_str() != "tensor.pad" || pad_value(o).is_none() {
        return false;
    }
    let Some(result) = ctx.shape(o.result_type(0)) else {
        return false;
    };
    let sizes = &options.vector_sizes;
    if sizes.len() != result.len()
        || sizes.iter().zip(result).any(|(&s, &r)| s == DYNAMIC || r > s)
        || options.scalable.contains(&true)
    {
        return false;
    }
    let low = o
        .attr("static_low")
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let mut dynamic_low = operand_group(o, 1).map(|i| o.operand(i));
    low.iter().enumerate().all(|(d, &l)| {
        let value = if l == DYNAMIC {
            dynamic_low.next().and_then(|v| {
                strata_ir::fold::constant_value(ctx, o.body, v)
                    .and_then(|a| ctx.integer_attr_value(a))
                    .map(|v| v.sext_i64())
            })
        } else {
            Some(l)
        };
        value == Some(0) || result.get(d) == Some(&1)
    })
}

/// Vectorizes a `tensor.pad` with vector sizes (MLIR's
/// `vectorizeAsTensorPadOp`): the source read with the padding value,
/// masked to its sizes, written into a new `tensor.empty` of the result's
/// sizes (for dynamic ones the source size plus the padding), masked to
/// them unless the vector fits the static result.
pub fn vectorize_pad(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    options: &VectorizeOptions,
) -> Option<Vec<ValueId>> {
    let o = OpRef::new(ctx, body, op);
    if !pad_precondition(o, options) {
        return None;
    }
    let pad = pad_value(o)?;
    let source = o.operand(0);
    let source_shape = ctx.shape(o.value_type(source))?.to_vec();
    let result_t = o.result_type(0);
    let result_shape = ctx.shape(result_t)?.to_vec();
    let vec_shape = options.vector_sizes.clone();
    let loc = o.loc();
    let mixed = |name: &str, g: usize| -> Vec<ApplyValue> {
        let mut dynamic = operand_group(o, g).map(|i| o.operand(i));
        o.attr(name)
            .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
            .unwrap_or_default()
            .into_iter()
            .map(|s| {
                if s == DYNAMIC {
                    dynamic.next().map_or(ApplyValue::Const(0), ApplyValue::Value)
                } else {
                    ApplyValue::Const(s)
                }
            })
            .collect()
    };
    let (low, high) = (mixed("static_low", 1), mixed("static_high", 2));
    let mut b = Builder {
        b: OpBuilder::new(ctx, body),
        loc,
    };
    b.b.set_insertion_point_before(op);
    // The result's dynamic sizes (MLIR's `reifyResultShapes`): source size
    // plus low and high padding, composed and folded.
    let mut dyn_sizes = Vec::new();
    for (d, &r) in result_shape.iter().enumerate() {
        if r != DYNAMIC {
            continue;
        }
        let dim = if source_shape[d] == DYNAMIC {
            let c = b.index_constant(d as i64);
            ApplyValue::Value(b.one("tensor.dim", &[source, c], ctx.index_type(), &[]))
        } else {
            ApplyValue::Const(source_shape[d])
        };
        let sum = ctx.affine_add(
            ctx.affine_add(ctx.affine_dim(0), ctx.affine_dim(1)),
            ctx.affine_dim(2),
        );
        let map = AffineMap::new(3, 0, vec![sum]);
        let size =
            strata_dialect_affine::build_composed_folded_apply(&mut b.b, loc, &map, &[dim, low[d], high[d]]);
        dyn_sizes.push(match size {
            ApplyValue::Value(v) => v,
            ApplyValue::Const(c) => b.index_constant(c),
        });
    }
    let value = read_or_masked_read(&mut b, source, &vec_shape, &[], Some(pad), false);
    let dest = b.one("tensor.empty", &dyn_sizes, result_t, &[]);
    let write = write_or_masked_write(&mut b, value, dest, None, false)?;
    Some(vec![b.b.body.result(write, 0)])
}
