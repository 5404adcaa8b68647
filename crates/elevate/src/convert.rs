//! Conversion between the immutable IR and Strata's mutable [`Body`], so
//! that the verifier, the printer and the passes serve both.

use rustc_hash::FxHashMap;
use strata_ir::{BlockId, Body, OpId, OperationState, RegionId, ValueId};

use crate::ir::{Block, Op, OpParts, Region, Value, ValueKey};

/// Why a mutable IR could not be converted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConversionError(pub String);

impl std::fmt::Display for ConversionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ConversionError {}

/// The top level of a parsed file (one region holding one block) as an
/// immutable block.
///
/// Fails on a value used before its definition in textual order (a graph
/// region's or a block's that a later block dominates): immutable nodes
/// can only point at nodes that already exist.
pub fn from_top_level(body: &Body) -> Result<Block, ConversionError> {
    let roots = body.root_regions();
    let region = match roots {
        [r] => *r,
        _ => return Err(ConversionError("the top level must have one region".into())),
    };
    let mut blocks = body.region_blocks(region);
    let (Some(b), None) = (blocks.next(), blocks.next()) else {
        return Err(ConversionError("the top level must have one block".into()));
    };
    let mut map = FxHashMap::default();
    convert_block(body, b, &[b], &mut map)
}

/// The root regions of `body` (the regions of the isolated op owning it)
/// as immutable regions.
pub fn regions_from_body(body: &Body) -> Result<Vec<Region>, ConversionError> {
    let mut map = FxHashMap::default();
    body.root_regions()
        .iter()
        .map(|&r| convert_region(body, r, &mut map))
        .collect()
}

/// One op of `body` (with everything nested in it) as an immutable op.
/// Its operands must be defined in `body` before the op; they become
/// fresh block arguments, since the immutable op stands alone.
pub fn op_from_body(body: &Body, op: OpId) -> Result<Op, ConversionError> {
    let mut map = FxHashMap::default();
    for v in body.operands(op) {
        map.entry(v)
            .or_insert_with(|| Value::new_arg(body.value_type(v), body.value_loc(v)));
    }
    convert_op(body, op, &[], &mut map)
}

fn convert_region(
    body: &Body,
    r: RegionId,
    map: &mut FxHashMap<ValueId, Value>,
) -> Result<Region, ConversionError> {
    let ids: Vec<BlockId> = body.region_blocks(r).collect();
    // Arguments first, so that a block may use the arguments of a block
    // listed before it.
    for &b in &ids {
        for &a in body.block_args(b) {
            map.insert(a, Value::new_arg(body.value_type(a), body.value_loc(a)));
        }
    }
    let blocks = ids
        .iter()
        .map(|&b| convert_block(body, b, &ids, map))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Region::new(blocks))
}

fn convert_block(
    body: &Body,
    b: BlockId,
    region_blocks: &[BlockId],
    map: &mut FxHashMap<ValueId, Value>,
) -> Result<Block, ConversionError> {
    let args = body
        .block_args(b)
        .iter()
        .map(|&a| {
            map.entry(a)
                .or_insert_with(|| Value::new_arg(body.value_type(a), body.value_loc(a)))
                .clone()
        })
        .collect();
    let ops = body
        .block_ops(b)
        .map(|op| convert_op(body, op, region_blocks, map))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Block::new(args, ops))
}

fn convert_op(
    body: &Body,
    op: OpId,
    region_blocks: &[BlockId],
    map: &mut FxHashMap<ValueId, Value>,
) -> Result<Op, ConversionError> {
    let operands = body
        .operands(op)
        .map(|v| {
            map.get(&v)
                .cloned()
                .ok_or_else(|| ConversionError("a value is used before its definition".into()))
        })
        .collect::<Result<_, _>>()?;
    let successors = body
        .successors(op)
        .map(|s| {
            region_blocks
                .iter()
                .position(|&b| b == s)
                .map(|i| i as u32)
                .ok_or_else(|| ConversionError("a successor outside the op's region".into()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let (regions, isolated) = match body.child_body(op) {
        Some(child) => (regions_from_body(child)?, true),
        None => {
            let rs = body.regions_in_body(op).to_vec();
            let regions = rs
                .into_iter()
                .map(|r| convert_region(body, r, map))
                .collect::<Result<Vec<_>, _>>()?;
            (regions, false)
        }
    };
    let new = Op::new(OpParts {
        name: body.op_name(op),
        loc: body.op_loc(op),
        operands,
        result_types: body.result_types(op).collect(),
        properties: body.op_properties(op),
        attributes: body.op_attr_dict(op),
        successors,
        regions,
        isolated,
    });
    for (i, r) in body.results(op).enumerate() {
        map.insert(r, new.result(i));
    }
    Ok(new)
}

/// The immutable top-level block as a mutable top level (one region, one
/// block), as the parser returns it. Fails on IR a strategy built wrongly:
/// a value used where its definition does not come first, or a successor
/// index outside the region.
pub fn to_top_level(block: &Block) -> Result<Body, ConversionError> {
    let (mut body, b) = Body::with_top_block();
    let mut map = FxHashMap::default();
    for a in block.args() {
        let id = body.add_block_arg(b, a.ty(), a.loc());
        map.insert(a.key(), id);
    }
    fill_block(&mut body, b, block, &[b], &mut map)?;
    Ok(body)
}

/// Creates `op` (with its regions) in `body`, detached; returns its id.
/// Its operands must already be in `map`.
pub(crate) fn build_op(
    body: &mut Body,
    op: &Op,
    region_blocks: &[BlockId],
    map: &mut FxHashMap<ValueKey, ValueId>,
) -> Result<OpId, ConversionError> {
    let mut state = OperationState::new(op.name(), op.loc());
    state.operands = op
        .operands()
        .iter()
        .map(|v| {
            map.get(&v.key())
                .copied()
                .ok_or_else(|| ConversionError("a value is used where it is not defined before".into()))
        })
        .collect::<Result<_, _>>()?;
    state.result_types = op.result_types().to_vec();
    state.properties = op.properties();
    state.attributes = op.attributes();
    state.successors = op
        .successors()
        .iter()
        .map(|&i| {
            region_blocks
                .get(i as usize)
                .copied()
                .ok_or_else(|| ConversionError("a successor index outside the region".into()))
        })
        .collect::<Result<_, _>>()?;
    if op.is_isolated() {
        let mut child = Body::new();
        let mut child_map = FxHashMap::default();
        state.regions = op
            .regions()
            .iter()
            .map(|r| build_region(&mut child, r, &mut child_map))
            .collect::<Result<_, _>>()?;
        state.child = Some(Box::new(child));
    } else {
        state.regions = op
            .regions()
            .iter()
            .map(|r| build_region(body, r, map))
            .collect::<Result<_, _>>()?;
    }
    let id = body.create_op(state);
    for (i, r) in body.results(id).enumerate() {
        map.insert(op.result(i).key(), r);
    }
    Ok(id)
}

fn build_region(
    body: &mut Body,
    region: &Region,
    map: &mut FxHashMap<ValueKey, ValueId>,
) -> Result<RegionId, ConversionError> {
    let r = body.create_region();
    let mut ids = Vec::with_capacity(region.blocks().len());
    for block in region.blocks() {
        let b = body.create_block();
        body.append_block(r, b);
        for a in block.args() {
            let loc = a.loc();
            let id = body.add_block_arg(b, a.ty(), loc);
            map.insert(a.key(), id);
        }
        ids.push(b);
    }
    for (block, &b) in region.blocks().iter().zip(&ids) {
        fill_block(body, b, block, &ids, map)?;
    }
    Ok(r)
}

fn fill_block(
    body: &mut Body,
    b: BlockId,
    block: &Block,
    region_blocks: &[BlockId],
    map: &mut FxHashMap<ValueKey, ValueId>,
) -> Result<(), ConversionError> {
    for op in block.ops() {
        let id = build_op(body, op, region_blocks, map)?;
        body.append_op(b, id);
    }
    Ok(())
}

/// An isolated op as the only op of a mutable top level, with the
/// op's id there: the shape a pass runs on.
pub fn isolated_op_to_body(op: &Op) -> Result<(Body, OpId), ConversionError> {
    let (mut body, b) = Body::with_top_block();
    let mut map = FxHashMap::default();
    let id = build_op(&mut body, op, &[b], &mut map)?;
    body.append_op(b, id);
    Ok((body, id))
}
