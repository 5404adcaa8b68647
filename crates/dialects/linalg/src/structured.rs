//! The structured-op interface (MLIR's `LinalgOp` with
//! `DestinationStyleOpInterface`): what transformations ask of any
//! structured op — its inputs and outputs, indexing maps, iterator types,
//! loop ranges and body — and the verifier every structured op shares.

use std::ops::Range;

use strata_dialect_utils::segments::operand_group;
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::interfaces::{EffectKind, MemoryEffect, DEFAULT_RESOURCE};
use strata_ir::{
    AttrKind, Attribute, BlockId, Failed, FoldOutput, LogicalResult, OpFoldResult, OpRef, TypeKind, ValueId,
    DYNAMIC,
};

use crate::named::{has_user_maps, named_op};
use crate::{IndexOp, ITERATOR_TYPE};

/// The shape of a tensor or memref operand type; other types (vectors
/// included) are scalars to structured ops.
pub fn operand_shape_of(ctx: &strata_ir::Context, t: strata_ir::Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { .. } | TypeKind::MemRef { .. } => ctx.shape(t),
        _ => None,
    }
}

/// The type of the payload argument for an operand of type `t`: the
/// element type of a tensor or memref, `t` itself otherwise.
pub fn payload_type(ctx: &strata_ir::Context, t: strata_ir::Type) -> strata_ir::Type {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { .. }
        | TypeKind::UnrankedTensor { .. }
        | TypeKind::MemRef { .. }
        | TypeKind::UnrankedMemRef { .. } => ctx.element_type_or_self(t),
        _ => t,
    }
}

/// Whether `op` is a structured op (`linalg.generic` or a named op).
pub fn is_structured(op: OpRef<'_>) -> bool {
    let name = op.name_str();
    name == "linalg.generic"
        || named_op(name).is_some()
        || SPECIAL_FORMS.contains(&name)
        || MAP_ATTR_FORMS.contains(&name)
}

/// The ops whose maps are their `indexing_maps` attribute, as
/// `linalg.generic`'s, but whose body follows from their name.
pub const MAP_ATTR_FORMS: &[&str] = &["linalg.contract", "linalg.elementwise"];

/// Whether `name` is a convolution or pooling (MLIR's
/// `ConvolutionOpInterface`).
pub fn is_convolution(name: &str) -> bool {
    ["linalg.conv_", "linalg.depthwise_conv_", "linalg.pooling_"]
        .iter()
        .any(|p| name.starts_with(p))
}

/// The structured ops with a form of their own, whose maps follow from
/// their operands and attributes.
pub const SPECIAL_FORMS: &[&str] = &[
    "linalg.map",
    "linalg.reduce",
    "linalg.transpose",
    "linalg.broadcast",
];

/// The rank of operand `i` (0 for scalars).
fn rank(op: OpRef<'_>, i: usize) -> usize {
    operand_shape_of(op.ctx, op.operand_type(i)).map_or(0, |s| s.len())
}

/// The `dimensions` or `permutation` attribute of `op`.
pub fn i64_list(op: OpRef<'_>, name: &str) -> Option<Vec<i64>> {
    strata_ods::directives::dense_i64_values(op.ctx, op.attr(name)?)
}

/// The maps and iterator types of the ops with a form of their own.
fn special_maps(op: OpRef<'_>) -> Option<(Vec<AffineMap>, Vec<bool>)> {
    let ctx = op.ctx;
    let n = op.num_operands();
    let last = n.checked_sub(1)?;
    let identity = |r: usize| AffineMap::multi_dim_identity(ctx, r as u32);
    match op.name_str() {
        "linalg.map" => {
            let r = rank(op, last);
            Some(((0..n).map(|_| identity(r)).collect(), vec![false; r]))
        }
        "linalg.reduce" => {
            let dims = i64_list(op, "dimensions")?;
            let r = rank(op, 0);
            let kept: Vec<AffineExpr> = (0..r as u32)
                .filter(|d| !dims.contains(&(*d as i64)))
                .map(|d| ctx.affine_dim(d))
                .collect();
            let ins = inputs(op).len();
            let maps = (0..n)
                .map(|i| {
                    if i < ins {
                        identity(r)
                    } else {
                        AffineMap::new(r as u32, 0, kept.clone())
                    }
                })
                .collect();
            Some((maps, (0..r as i64).map(|d| dims.contains(&d)).collect()))
        }
        "linalg.transpose" => {
            let perm = i64_list(op, "permutation")?;
            let r = rank(op, last);
            let input: Vec<AffineExpr> = (0..perm.len() as i64)
                .map(|j| {
                    perm.iter()
                        .position(|&p| p == j)
                        .map(|i| ctx.affine_dim(i as u32))
                })
                .collect::<Option<_>>()?;
            Some((
                vec![AffineMap::new(r as u32, 0, input), identity(r)],
                vec![false; r],
            ))
        }
        "linalg.broadcast" => {
            let dims = i64_list(op, "dimensions")?;
            let r = rank(op, last);
            let input: Vec<AffineExpr> = (0..r as u32)
                .filter(|d| !dims.contains(&(*d as i64)))
                .map(|d| ctx.affine_dim(d))
                .collect();
            Some((
                vec![AffineMap::new(r as u32, 0, input), identity(r)],
                vec![false; r],
            ))
        }
        _ => None,
    }
}

/// The operand indices of the inputs.
pub fn inputs(op: OpRef<'_>) -> Range<usize> {
    operand_group(op, 0)
}

/// The operand indices of the outputs (MLIR's "DPS inits").
pub fn outputs(op: OpRef<'_>) -> Range<usize> {
    operand_group(op, 1)
}

/// The indexing maps, one per operand (inputs then outputs); `None` when
/// malformed (the verifier reports why).
pub fn indexing_maps(op: OpRef<'_>) -> Option<Vec<AffineMap>> {
    let name = op.name_str();
    let from_attr = || -> Option<Vec<AffineMap>> {
        let ctx = op.ctx;
        ctx.array_attr_elements(op.attr("indexing_maps")?)?
            .iter()
            .map(|&a| match ctx.attr_kind(a) {
                AttrKind::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
            .collect()
    };
    if name == "linalg.generic"
        || MAP_ATTR_FORMS.contains(&name)
        || (has_user_maps(name) && op.attr("indexing_maps").is_some())
    {
        return from_attr();
    }
    if SPECIAL_FORMS.contains(&name) {
        return special_maps(op).map(|m| m.0);
    }
    // mlir-opt reads back the maps it cached on the op.
    if let Some(cached) = op.attr("linalg.memoized_indexing_maps") {
        let ctx = op.ctx;
        let maps: Option<Vec<AffineMap>> = ctx.array_attr_elements(cached).and_then(|es| {
            es.iter()
                .map(|&a| match ctx.attr_kind(a) {
                    AttrKind::AffineMap(m) => Some(m.clone()),
                    _ => None,
                })
                .collect()
        });
        if maps.is_some() {
            return maps;
        }
    }
    named_op(name)?.default_maps(op)
}

/// The iterator types, `true` for a reduction loop.
pub fn iterator_types(op: OpRef<'_>) -> Option<Vec<bool>> {
    let name = op.name_str();
    if name == "linalg.generic" {
        let ctx = op.ctx;
        return ctx
            .array_attr_elements(op.attr("iterator_types")?)?
            .iter()
            .map(|&a| ITERATOR_TYPE.attr_value(ctx, a).map(|v| v == 1))
            .collect();
    }
    if SPECIAL_FORMS.contains(&name) {
        return special_maps(op).map(|m| m.1);
    }
    if name == "linalg.elementwise" {
        let out = outputs(op);
        let rank = operand_shape_of(op.ctx, op.operand_type(out.start)).map_or(0, |s| s.len());
        return Some(vec![false; rank]);
    }
    if name == "linalg.contract" {
        // A dimension the output does not index is reduced.
        let maps = indexing_maps(op)?;
        let out = maps.last()?;
        let used = out.used_dims(op.ctx);
        return Some(used.iter().map(|&u| !u).collect());
    }
    let named = named_op(name)?;
    if named.maps.is_empty() {
        let out = outputs(op);
        let rank = operand_shape_of(op.ctx, op.operand_type(out.start)).map_or(0, |s| s.len());
        return Some(vec![false; rank]);
    }
    Some(named.iterators.bytes().map(|c| c == b'r').collect())
}

/// The number of loops.
pub fn num_loops(op: OpRef<'_>) -> usize {
    iterator_types(op).map_or(0, |i| i.len())
}

/// The block of the op's region ("payload"), if it has one.
pub fn payload_block(op: OpRef<'_>) -> Option<BlockId> {
    let (body, regions) = op.regions();
    body.region_entry(*regions.first()?)
}

/// The shape of operand `i` (empty for scalars and unranked).
fn operand_shape(op: OpRef<'_>, i: usize) -> &[i64] {
    operand_shape_of(op.ctx, op.operand_type(i)).unwrap_or(&[])
}

/// The static size of each loop, read off the first operand dimension
/// indexed by exactly that loop ([`DYNAMIC`] where that dimension is
/// dynamic); `None` when some loop indexes no dimension directly.
pub fn static_loop_ranges(op: OpRef<'_>, maps: &[AffineMap], loops: usize) -> Option<Vec<i64>> {
    let ctx = op.ctx;
    let mut ranges: Vec<Option<i64>> = vec![None; loops];
    for (i, map) in maps.iter().enumerate() {
        let shape = operand_shape(op, i);
        for (j, &e) in map.results.iter().enumerate() {
            if let AffineExprKind::Dim(d) = e.kind(ctx) {
                let slot = ranges.get_mut(d as usize)?;
                if slot.is_none() {
                    *slot = Some(shape.get(j).copied().unwrap_or(DYNAMIC));
                }
            }
        }
    }
    ranges.into_iter().collect()
}

/// The checks that come before the op's regions are verified: the fill
/// interface's and those of the ops with a form of their own.
pub fn verify(op: OpRef<'_>) -> LogicalResult {
    match op.name_str() {
        "linalg.fill" => verify_fill(op),
        "linalg.matmul" => crate::verify::matmul_maps(op),
        "linalg.batch_matmul" | "linalg.batch_reduce_matmul" => crate::verify::batch_matmul_maps(op),
        "linalg.contract" => crate::verify::contract(op),
        "linalg.map" => crate::verify::map(op),
        "linalg.reduce" => crate::verify::reduce(op),
        "linalg.transpose" => crate::verify::transpose(op),
        "linalg.broadcast" => crate::verify::broadcast(op),
        name if is_convolution(name) => crate::verify::convolution(op),
        _ => Ok(()),
    }
}

/// The verifier all structured ops share (MLIR's destination-style and
/// structured-op interface verifiers), after their regions' ops: the
/// region's arguments, then the operands against the maps.
pub fn verify_regions(op: OpRef<'_>) -> LogicalResult {
    verify_interface(op)
}

fn verify_interface(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (ins, outs) = (inputs(op), outputs(op));
    // Destination style: one tensor result per tensor output, same types.
    let tensor_outs: Vec<usize> = outs
        .clone()
        .filter(|&i| matches!(ctx.type_kind(op.operand_type(i)), TypeKind::RankedTensor { .. }))
        .collect();
    if tensor_outs.len() != op.num_results() {
        return Err(op.emit_op_error(format!(
            "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
            op.num_results(),
            tensor_outs.len()
        )));
    }
    for (r, &i) in tensor_outs.iter().enumerate() {
        if op.operand_type(i) != op.result_type(r) {
            return Err(op.emit_op_error(format!(
                "expected type of operand #{i} ('{}') to match type of corresponding result ('{}')",
                ctx.type_to_string(op.operand_type(i)),
                ctx.type_to_string(op.result_type(r))
            )));
        }
    }
    let is_tensor = |i: usize| {
        matches!(
            ctx.type_kind(op.operand_type(i)),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    };
    let is_memref = |i: usize| {
        matches!(
            ctx.type_kind(op.operand_type(i)),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    };
    let all = ins.start..outs.end;
    let pure_tensor = all.clone().all(|i| !is_memref(i));
    let pure_buffer = all.clone().all(|i| !is_tensor(i));
    if !pure_tensor && !pure_buffer {
        return Err(op.emit_op_error("expected to have pure tensor or buffer semantics"));
    }

    let Some(maps) = indexing_maps(op) else {
        return Err(op.emit_op_error("expected indexing_maps to be an array of affine maps"));
    };
    let Some(iterators) = iterator_types(op) else {
        return Err(op.emit_op_error("expected iterator_types to be an array of iterator types"));
    };
    let n = all.len();
    if maps.len() != n {
        return Err(op.emit_op_error(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({n})",
            maps.len()
        )));
    }
    let loops = iterators.len();
    for (i, map) in maps.iter().enumerate() {
        let rank = operand_shape(op, i).len();
        if map.num_results() != rank {
            return Err(op.emit_op_error(format!(
                "expected operand #{i} rank ({rank}) to match the result rank of indexing_map ({})",
                map.num_results()
            )));
        }
    }
    for (i, map) in maps.iter().enumerate() {
        if map.num_symbols != 0 {
            return Err(op.emit_op_error(format!("unexpected symbols in indexing_map #{i}")));
        }
        if map.num_dims as usize != loops {
            return Err(op.emit_op_error(format!(
                "expected indexing_map #{i} to have {loops} dim(s) to match the number of loops"
            )));
        }
    }
    verify_region_args(op)?;
    if static_loop_ranges(op, &maps, loops).is_none() {
        let results: Vec<_> = maps.iter().flat_map(|m| m.results.iter().copied()).collect();
        let concat = AffineMap::new(loops as u32, 0, results);
        return Err(op.emit_op_error(format!(
            "invalid indexing maps are non-invertible: ({})",
            map_to_string(op, &concat)
        )));
    }
    verify_static_shapes(op, &maps, loops)
}

/// `linalg.fill`: a scalar of the output's element type.
fn verify_fill(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (ins, outs) = (inputs(op), outputs(op));
    let (Some(i), Some(o)) = (ins.clone().next(), outs.clone().next()) else {
        return Ok(());
    };
    let value = op.operand_type(i);
    let buffer_or_tensor = matches!(
        ctx.type_kind(value),
        TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
    );
    if buffer_or_tensor {
        return Err(op.emit_error("expected op with scalar input"));
    }
    let element = payload_type(ctx, op.operand_type(o));
    if value != element {
        return Err(op.emit_op_error(format!(
            "expected fill value type ('{}') to match output element type ('{}')",
            ctx.type_to_string(value),
            ctx.type_to_string(element)
        )));
    }
    Ok(())
}

/// Checks the static operand shapes against the loop ranges they imply:
/// a dimension indexed by a loop must have the loop's size; one indexed by
/// an expression must hold the expression's largest value.
fn verify_static_shapes(op: OpRef<'_>, maps: &[AffineMap], loops: usize) -> LogicalResult {
    let ctx = op.ctx;
    let Some(ranges) = static_loop_ranges(op, maps, loops) else {
        return Ok(());
    };
    if ranges.contains(&DYNAMIC) {
        return Ok(());
    }
    let first = vec![0; loops];
    let last: Vec<i64> = ranges.iter().map(|&r| r - 1).collect();
    for (i, map) in maps.iter().enumerate() {
        let shape = operand_shape(op, i);
        let (Some(lo), Some(hi)) = (map.constant_fold(ctx, &first), map.constant_fold(ctx, &last)) else {
            continue;
        };
        for (d, &size) in shape.iter().enumerate() {
            if size == DYNAMIC || size == 0 {
                continue;
            }
            let inferred = lo[d].max(hi[d]) + 1;
            if lo[d].min(hi[d]) < 0 {
                return Err(op.emit_op_error(format!(
                    "unexpected result less than 0 at expression #{d} in {}",
                    map_to_string(op, map)
                )));
            }
            if matches!(map.results[d].kind(ctx), AffineExprKind::Dim(_)) {
                if inferred != size {
                    return Err(op.emit_op_error(format!(
                        "inferred input/output operand #{i} has shape's dimension #{d} to be {inferred}, but found {size}"
                    )));
                }
            } else if inferred > size {
                return Err(op.emit_op_error(format!(
                    "inferred input/output operand #{i} has shape's dimension #{d} to be greater than or equal to {inferred}, but found {size}"
                )));
            }
        }
    }
    Ok(())
}

fn map_to_string(op: OpRef<'_>, map: &AffineMap) -> String {
    let mut s = String::new();
    strata_ir::affine::print_affine_map(op.ctx, map, &mut s);
    s
}

/// The region checks: one block, one argument per operand of the
/// operand's element type (or the operand's type for scalars).
fn verify_region_args(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let Some(&region) = regions.first() else {
        return Ok(());
    };
    let Some(block) = body.region_entry(region) else {
        return Err(op.emit_op_error("expects to have 1 region with 1 block"));
    };
    let args = body.block_args(block);
    let n = op.num_operands();
    if args.len() != n {
        return Err(op.emit_op_error(
            "expected as many non-induction variable region arguments as the number of input/output operands",
        ));
    }
    for (i, &a) in args.iter().enumerate() {
        let operand = op.operand_type(i);
        let expected = payload_type(ctx, operand);
        if body.value_type(a) != expected {
            return Err(op.emit_op_error(format!(
                "expected type of bb argument #{i} ('{}') to match element or self type of the corresponding operand ('{}')",
                ctx.type_to_string(body.value_type(a)),
                ctx.type_to_string(expected)
            )));
        }
    }
    Ok(())
}

/// The structured op `op` is directly nested in, if any.
fn enclosing_structured(op: OpRef<'_>) -> Option<OpRef<'_>> {
    op.parent().filter(|p| is_structured(*p))
}

/// `linalg.yield`: one value per output, of the output's element type.
pub fn verify_yield(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(parent) = enclosing_structured(op) else {
        return Err(op.emit_op_error("expected parent op with LinalgOp interface"));
    };
    let outs = outputs(parent);
    if op.num_operands() != outs.len() {
        return Err(op.emit_op_error(format!(
            "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
            op.num_operands(),
            outs.len()
        )));
    }
    for (k, i) in outs.enumerate() {
        let expected = payload_type(ctx, parent.operand_type(i));
        let got = op.operand_type(k);
        if got != expected {
            return Err(op.emit_op_error(format!(
                "type of yield operand {} ('{}') doesn't match the element type of the enclosing linalg.generic op ('{}')",
                k + 1,
                ctx.type_to_string(got),
                ctx.type_to_string(expected)
            )));
        }
    }
    Ok(())
}

/// `linalg.index`: inside a structured op, below its number of loops.
pub fn verify_index(op: OpRef<'_>) -> LogicalResult {
    let dim = IndexOp(op.id).dim(&op).unwrap_or(-1);
    if dim < 0 {
        return Err(op.emit_op_error(
            "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0",
        ));
    }
    let Some(parent) = enclosing_structured(op) else {
        return Err(op.emit_op_error("expected parent op with LinalgOp interface"));
    };
    let loops = num_loops(parent);
    if dim as usize >= loops {
        return Err(op.emit_op_error(format!(
            "expected dim ({dim}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp"
        )));
    }
    Ok(())
}

/// `linalg.index` of a loop of static size 1 is 0.
pub fn fold_index(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let dim = IndexOp(op.id)
        .dim(&op)
        .and_then(|d| usize::try_from(d).ok())
        .ok_or(Failed)?;
    let parent = enclosing_structured(op).ok_or(Failed)?;
    let maps = indexing_maps(parent).ok_or(Failed)?;
    let ranges = static_loop_ranges(parent, &maps, num_loops(parent)).ok_or(Failed)?;
    if ranges.get(dim) != Some(&1) {
        return Err(Failed);
    }
    let ctx = op.ctx;
    out.results
        .push(OpFoldResult::Attr(ctx.integer_attr(ctx.index_type(), 0)));
    Ok(())
}

/// Names the block arguments `%in` and `%out`, as MLIR's printer does.
pub fn block_arg_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    let Some(block) = payload_block(op) else {
        return;
    };
    let (body, _) = op.regions();
    let ins = inputs(op).len();
    let out = if SPECIAL_FORMS.contains(&op.name_str()) {
        "init"
    } else {
        "out"
    };
    for (i, &a) in body.block_args(block).iter().enumerate() {
        set(a, if i < ins { "in" } else { out });
    }
}

/// Whether the body reads the block argument of operand `i` (an output's
/// old value is read only if the body uses it).
pub fn payload_uses_operand(op: OpRef<'_>, i: usize) -> bool {
    let Some(block) = payload_block(op) else {
        return false;
    };
    let (body, _) = op.regions();
    body.block_args(block).get(i).is_some_and(|&a| body.has_uses(a))
}

/// Memory effects: reads of memref inputs, reads of memref outputs the
/// body uses, writes of memref outputs. Tensor operands have none.
pub fn memory_effects(op: OpRef<'_>, out: &mut Vec<MemoryEffect>) {
    let ctx = op.ctx;
    let is_memref = |i: usize| matches!(ctx.type_kind(op.operand_type(i)), TypeKind::MemRef { .. });
    for i in inputs(op) {
        if is_memref(i) {
            out.push(effect(EffectKind::Read, op.operand(i)));
        }
    }
    for i in outputs(op) {
        if is_memref(i) {
            if payload_uses_operand(op, i) {
                out.push(effect(EffectKind::Read, op.operand(i)));
            }
            out.push(effect(EffectKind::Write, op.operand(i)));
        }
    }
}

fn effect(kind: EffectKind, v: ValueId) -> MemoryEffect {
    MemoryEffect {
        kind,
        value: Some(v),
        resource: DEFAULT_RESOURCE,
        symbol: None,
    }
}

/// The value bounds of `linalg.index`: at least 0, below the size of the
/// first operand dimension its loop indexes directly.
pub(crate) const INDEX_BOUNDS: strata_ir::interfaces::ValueBoundsOpInterface =
    strata_ir::interfaces::ValueBoundsOpInterface(|op, v, out| {
        use strata_ir::interfaces::{BoundRelation, ValueBound};
        if op.num_results() != 1 || op.result(0) != v {
            return;
        }
        let ctx = op.ctx;
        let Some(dim) = IndexOp(op.id).dim(&op).and_then(|d| u32::try_from(d).ok()) else {
            return;
        };
        let Some(parent) = enclosing_structured(op) else {
            return;
        };
        let Some(maps) = indexing_maps(parent) else { return };
        let found = maps.iter().enumerate().find_map(|(i, map)| {
            let j = map
                .results
                .iter()
                .position(|&e| e.kind(ctx) == AffineExprKind::Dim(dim))?;
            Some((i, j))
        });
        if let Some((i, j)) = found {
            out.push(ValueBound {
                relation: BoundRelation::Le,
                map: AffineMap::new(
                    0,
                    1,
                    vec![ctx.affine_add(ctx.affine_symbol(0), ctx.affine_constant(-1))],
                ),
                operands: vec![parent.operand(i)],
                dims: vec![Some(j)],
            });
        }
        out.push(ValueBound::new(
            BoundRelation::Ge,
            AffineMap::new(0, 0, vec![ctx.affine_constant(0)]),
            Vec::new(),
        ));
    });
