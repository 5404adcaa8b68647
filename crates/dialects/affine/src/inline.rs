//! The affine dialect's inliner interface: affine ops may only be inlined
//! where they stay valid, i.e. into an affine scope or an affine construct,
//! and a callee may only be inlined into the body of an `affine.for`,
//! `affine.parallel` or `affine.if` when the dimensions and symbols of its
//! affine ops remain valid dimensions and symbols there.

use strata_ir::interfaces::MemoryEffectOpInterface;
use strata_ir::{Body, Context, OpName, OpRef, OpTraits, RegionId, ValueDef, ValueId};

use strata_ir::inlining::{DialectInlinerInterface, RegionInlineQuery};

use crate::op_map;

/// The inliner interface of the affine dialect (MLIR's
/// `AffineInlinerInterface`).
pub const INLINER: DialectInlinerInterface = DialectInlinerInterface {
    is_legal_to_inline_region: legal_region,
    is_legal_to_inline_op: legal_op,
    ..DialectInlinerInterface::ALL_LEGAL
};

/// Limit on the depth of the value chains followed.
const MAX_DEPTH: u32 = 32;

fn is_affine_construct(name: &str) -> bool {
    matches!(name, "affine.for" | "affine.parallel" | "affine.if")
}

/// An affine op may land in an affine scope or in an affine construct.
fn legal_op(op: OpRef<'_>, dest_owner: OpName, _would_be_cloned: bool) -> bool {
    let ctx = op.ctx;
    is_affine_construct(ctx.op_name_str(dest_owner))
        || ctx
            .op_def(dest_owner)
            .is_some_and(|d| d.traits.contains(OpTraits::AFFINE_SCOPE))
}

/// Whether `op` declares that it has no memory effects by itself (nested
/// ops are not looked at: an op whose effects are only those of its
/// regions does not count).
fn declares_no_effect(op: OpRef<'_>) -> bool {
    let Some(def) = op.def() else { return false };
    if def.traits.contains(OpTraits::NO_MEMORY_EFFECT) {
        return true;
    }
    match def.interfaces.get::<MemoryEffectOpInterface>() {
        Some(i) => {
            let mut effects = Vec::new();
            (i.effects)(op, &mut effects);
            effects.is_empty()
        }
        None => false,
    }
}

fn legal_region(q: &RegionInlineQuery<'_>) -> bool {
    if !is_affine_construct(q.ctx.op_name_str(q.dest_owner)) {
        return false;
    }
    // Affine constructs hold a single block.
    let mut blocks = q.src_body.region_blocks(q.src_region);
    let (Some(block), None) = (blocks.next(), blocks.next()) else {
        return false;
    };
    let Some(dest) = q.dest_region() else {
        return false;
    };
    q.src_body.block_ops(block).all(|op| {
        let op = OpRef::new(q.ctx, q.src_body, op);
        if declares_no_effect(op) {
            return true;
        }
        match op.name_str() {
            "affine.apply" => {
                let as_dim = op
                    .results()
                    .next()
                    .is_some_and(|r| crate::is_valid_dim(q.ctx, q.src_body, r));
                op.operands().all(|v| stays_valid(q, dest, v, as_dim))
            }
            "affine.load" | "affine.vector_load" => access_stays_valid(q, dest, op, 1),
            "affine.store" | "affine.vector_store" => access_stays_valid(q, dest, op, 2),
            // Ops the affine dialect cannot reason about.
            _ => false,
        }
    })
}

/// Whether the map operands of an affine load or store (those from
/// `first`) stay valid dimensions and symbols once inlined.
fn access_stays_valid(q: &RegionInlineQuery<'_>, dest: RegionId, op: OpRef<'_>, first: usize) -> bool {
    let Some(map) = op_map(op) else { return false };
    let operands: Vec<ValueId> = op.operands().skip(first).collect();
    let num_dims = (map.num_dims as usize).min(operands.len());
    operands
        .iter()
        .enumerate()
        .all(|(i, &v)| stays_valid(q, dest, v, i < num_dims))
}

/// Whether `v`, a valid dimension (`as_dim`) or symbol in the callee, is
/// still one after inlining into region `dest` of the caller.
fn stays_valid(q: &RegionInlineQuery<'_>, dest: RegionId, v: ValueId, as_dim: bool) -> bool {
    let src = q.src_body;
    match src.value_def(v) {
        // A callee argument: what the call passes must be valid in `dest`.
        ValueDef::BlockArg(b, _) if src.block_region(b) == Some(q.src_region) => {
            q.mapped_arg(v).is_some_and(|m| {
                if as_dim {
                    valid_dim_in(q.ctx, q.dest_body, m, dest, 0)
                } else {
                    valid_symbol_in(q.ctx, q.dest_body, m, dest, 0)
                }
            })
        }
        // Defined at the callee's top level: only constants and dimension
        // sizes stay valid once they are no longer at the top level.
        ValueDef::Result(op, _)
            if src.op_block(op).and_then(|b| src.block_region(b)) == Some(q.src_region) =>
        {
            strata_ir::fold::constant_value(q.ctx, src, v).is_some()
                || matches!(q.ctx.op_name_str(src.op_name(op)), "memref.dim" | "tensor.dim")
        }
        // Values nested deeper keep their category.
        _ => true,
    }
}

/// Whether `v` is defined directly in `region`.
fn defined_in(body: &Body, v: ValueId, region: RegionId) -> bool {
    match body.value_def(v) {
        ValueDef::BlockArg(b, _) => body.block_region(b) == Some(region),
        ValueDef::Result(op, _) => body.op_block(op).and_then(|b| body.block_region(b)) == Some(region),
        _ => false,
    }
}

/// The region holding the op that owns `region`, within the body.
fn enclosing_region(body: &Body, region: RegionId) -> Option<RegionId> {
    let owner = body.region_parent_op(region)?;
    body.block_region(body.op_block(owner)?)
}

/// `v` is a valid symbol for uses in `region` (MLIR's region-relative
/// `isValidSymbol`): defined directly in `region`, a constant, a pure op of
/// such symbols, a dimension size that is a symbol, or otherwise a value
/// that is a valid symbol in the region enclosing `region`'s owner (values
/// dominating the owner).
fn valid_symbol_in(ctx: &Context, body: &Body, v: ValueId, region: RegionId, depth: u32) -> bool {
    if !ctx.is_index(body.value_type(v)) || depth > MAX_DEPTH {
        return false;
    }
    if defined_in(body, v, region) {
        return true;
    }
    let outer = |depth: u32| {
        enclosing_region(body, region).is_some_and(|r| valid_symbol_in(ctx, body, v, r, depth + 1))
    };
    let Some(def) = body.defining_op(v) else {
        return outer(depth);
    };
    if strata_ir::fold::constant_value(ctx, body, v).is_some() {
        return true;
    }
    let op = OpRef::new(ctx, body, def);
    if op.has_trait(OpTraits::PURE)
        && op.num_regions() == 0
        && op
            .operands()
            .all(|o| valid_symbol_in(ctx, body, o, region, depth + 1))
    {
        return true;
    }
    if matches!(op.name_str(), "memref.dim" | "tensor.dim") {
        return body.num_operands(def) == 2
            && (defined_in(body, body.operand(def, 0), region) || crate::is_valid_symbol(ctx, body, v));
    }
    outer(depth)
}

/// `v` is a valid dimension for uses in `region` (MLIR's region-relative
/// `isValidDim`): a valid symbol there, an induction variable of an
/// `affine.for` or `affine.parallel`, an `affine.apply` of such
/// dimensions, or the size of a dimension of a top-level value.
fn valid_dim_in(ctx: &Context, body: &Body, v: ValueId, region: RegionId, depth: u32) -> bool {
    if !ctx.is_index(body.value_type(v)) || depth > MAX_DEPTH {
        return false;
    }
    if valid_symbol_in(ctx, body, v, region, depth) {
        return true;
    }
    match body.value_def(v) {
        ValueDef::BlockArg(b, _) => body
            .block_parent_op(b)
            .is_some_and(|o| matches!(ctx.op_name_str(body.op_name(o)), "affine.for" | "affine.parallel")),
        ValueDef::Result(op, _) => match ctx.op_name_str(body.op_name(op)) {
            "affine.apply" => body
                .operands(op)
                .all(|o| valid_dim_in(ctx, body, o, region, depth + 1)),
            "memref.dim" | "tensor.dim" => {
                body.num_operands(op) == 2
                    && body
                        .root_regions()
                        .iter()
                        .any(|&r| defined_in(body, body.operand(op, 0), r))
            }
            _ => false,
        },
        _ => false,
    }
}
