//! Op interfaces that generic code (verifier, passes) queries.
//!
//! An interface is a Rust struct of function pointers stored in an op's
//! [`crate::Interfaces`] map and looked up by type
//! (`def.interfaces.get::<MemoryEffectOpInterface>()`). Queries that MLIR
//! answers through traits (region kind, purity) are free functions here
//! that combine the trait bits with the interfaces.

use crate::{Body, Context, LogicalResult, OpId, OpRef, OpTraits, ValueId};

/// The kind of a memory effect (MLIR's `MemoryEffects::Effect`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum EffectKind {
    Allocate,
    Free,
    Read,
    Write,
}

/// One memory effect of an op: what it does, on which value if known, on
/// which resource.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MemoryEffect {
    pub kind: EffectKind,
    /// The value affected (an operand or result), if the effect is on one.
    pub value: Option<ValueId>,
    /// The resource name; MLIR's default resource is `"<Default>"`.
    pub resource: &'static str,
}

pub const DEFAULT_RESOURCE: &str = "<Default>";
pub const AUTOMATIC_ALLOCATION_SCOPE_RESOURCE: &str = "AutomaticAllocationScopeResource";

/// `MemoryEffectOpInterface`: lists the effects of an op (without those of
/// nested ops; see [`OpTraits::RECURSIVE_MEMORY_EFFECTS`]).
#[derive(Copy, Clone)]
pub struct MemoryEffectOpInterface {
    pub effects: fn(OpRef<'_>, &mut Vec<MemoryEffect>),
}

/// The kind of a region (MLIR's `RegionKind`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RegionKind {
    /// Dominance-ordered control flow graph.
    SSACFG,
    /// A graph: no dominance requirement, at most one block.
    Graph,
}

/// The kind of region `index` of `op`. Registered ops declare graph
/// regions with [`OpTraits::GRAPH_REGIONS`]; unregistered ops are treated
/// as SSACFG, as MLIR does.
pub fn region_kind(ctx: &Context, body: &Body, op: OpId, _index: usize) -> RegionKind {
    match ctx.op_def(body.op_name(op)) {
        Some(d) if d.traits.contains(OpTraits::GRAPH_REGIONS) => RegionKind::Graph,
        _ => RegionKind::SSACFG,
    }
}

/// Whether a registered op may have regions that are not SSACFG.
pub fn has_ssa_dominance(ctx: &Context, body: &Body, op: OpId, index: usize) -> bool {
    region_kind(ctx, body, op, index) == RegionKind::SSACFG
}

/// The memory effects of `op` if they are known: `None` when the op is
/// unregistered or declares nothing (unknown effects). With
/// `RECURSIVE_MEMORY_EFFECTS`, effects of nested ops are included.
pub fn memory_effects(op: OpRef<'_>) -> Option<Vec<MemoryEffect>> {
    let def = op.def()?;
    let mut out = Vec::new();
    let mut known = false;
    if def.traits.contains(OpTraits::NO_MEMORY_EFFECT) {
        known = true;
    }
    if let Some(i) = def.interfaces.get::<MemoryEffectOpInterface>() {
        (i.effects)(op, &mut out);
        known = true;
    }
    if def.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        known = true;
        let (rb, regions) = op.regions();
        for &r in regions {
            for b in rb.region_blocks(r) {
                for inner in rb.block_ops(b) {
                    let nested = memory_effects(OpRef::new(op.ctx, rb, inner))?;
                    out.extend(nested);
                }
            }
        }
    }
    known.then_some(out)
}

/// Whether `op` has no memory effects, including those of nested ops
/// (`isMemoryEffectFree`).
pub fn is_memory_effect_free(op: OpRef<'_>) -> bool {
    memory_effects(op).is_some_and(|e| e.is_empty())
}

/// Whether `op` can be removed when its results are unused
/// (`wouldOpBeTriviallyDead` without the use check): it has no effects
/// other than allocating results, and is not a terminator or a symbol.
pub fn is_trivially_removable(op: OpRef<'_>) -> bool {
    let Some(def) = op.def() else { return false };
    if def.traits.contains(OpTraits::TERMINATOR) || def.traits.contains(OpTraits::SYMBOL) {
        return false;
    }
    let Some(effects) = memory_effects(op) else {
        return false;
    };
    effects
        .iter()
        .all(|e| e.kind == EffectKind::Allocate && e.value.is_some_and(|v| op.results().any(|r| r == v)))
}

/// `BranchOpInterface`: which operands a branching terminator forwards to
/// each of its successors. The forwarded operands become the successor
/// block's arguments, in order.
#[derive(Copy, Clone)]
pub struct BranchOpInterface {
    /// The ranges of operand indices forwarded to each successor, in
    /// successor order (one call for all, so that ops with many successors
    /// are handled in linear time), or `None` when the op's own attributes
    /// are too inconsistent to say (its verifier reports that).
    pub successor_operands: fn(OpRef<'_>) -> Option<Vec<std::ops::Range<usize>>>,
}

/// The operands `op` forwards to each of its successors, if `op`
/// implements [`BranchOpInterface`] and they can be determined.
pub fn all_successor_operands(op: OpRef<'_>) -> Option<Vec<std::ops::Range<usize>>> {
    let i = op.def()?.interfaces.get::<BranchOpInterface>()?;
    (i.successor_operands)(op)
}

/// The operands `op` forwards to successor `index` (see
/// [`all_successor_operands`]).
pub fn successor_operands(op: OpRef<'_>, index: usize) -> Option<std::ops::Range<usize>> {
    all_successor_operands(op)?.get(index).cloned()
}

/// The verifier of [`BranchOpInterface`]: each successor receives as many
/// operands as it has arguments, of the same types.
pub fn verify_branch_successor_operands(op: OpRef<'_>) -> LogicalResult {
    let Some(ranges) = all_successor_operands(op) else {
        return Ok(());
    };
    for (s, range) in ranges.into_iter().enumerate().take(op.num_successors()) {
        let block = op.body.successor(op.id, s);
        let args = op.body.block_args(block);
        if range.len() != args.len() {
            return Err(op.emit_error(format!(
                "branch has {} operands for successor #{s}, but target block has {}",
                range.len(),
                args.len()
            )));
        }
        for (k, (o, &a)) in range.zip(args).enumerate() {
            if op.operand_type(o) != op.body.value_type(a) {
                return Err(op.emit_error(format!("type mismatch for bb argument #{k} of successor #{s}")));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{DialectDef, Interfaces, OpDef, OperationState};

    fn alloc_effects(op: OpRef<'_>, out: &mut Vec<MemoryEffect>) {
        out.push(MemoryEffect {
            kind: EffectKind::Allocate,
            value: Some(op.result(0)),
            resource: DEFAULT_RESOURCE,
        });
    }

    fn forward_all(op: OpRef<'_>) -> Option<Vec<std::ops::Range<usize>>> {
        Some(std::iter::once(0..op.num_operands()).collect())
    }

    #[test]
    fn branch_operands_match_block_arguments() {
        let mut ctx = Context::new();
        let mut d = DialectDef::new("fx");
        d.ops.push(OpDef {
            traits: OpTraits::TERMINATOR,
            interfaces: Interfaces::EMPTY.with(BranchOpInterface {
                successor_operands: forward_all,
            }),
            ..OpDef::new("fx.br")
        });
        ctx.register_dialect(d);
        let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let s2 = seen.clone();
        ctx.push_diagnostic_handler(Box::new(move |_, d| s2.lock().unwrap().push(d.message.clone())));

        let (mut body, _) = Body::with_top_block();
        let loc = ctx.unknown_loc();
        let target = body.create_block();
        body.add_block_arg(target, ctx.i32(), loc);
        let mut st = OperationState::new(ctx.op_name("fx.def"), loc);
        st.result_types = vec![ctx.i32(), ctx.i64()];
        let def = body.create_op(st);
        let (a, b) = (body.result(def, 0), body.result(def, 1));
        let mut br = |operands: Vec<ValueId>| {
            let mut st = OperationState::new(ctx.op_name("fx.br"), loc);
            st.operands = operands;
            st.successors = vec![target];
            body.create_op(st)
        };
        let (good, none, wrong) = (br(vec![a]), br(vec![]), br(vec![b]));
        let check = |op| verify_branch_successor_operands(OpRef::new(&ctx, &body, op));
        assert!(check(good).is_ok());
        assert!(check(none).is_err());
        assert!(check(wrong).is_err());
        assert_eq!(successor_operands(OpRef::new(&ctx, &body, good), 0), Some(0..1));
        assert_eq!(successor_operands(OpRef::new(&ctx, &body, def), 0), None);
        assert_eq!(
            *seen.lock().unwrap(),
            [
                "branch has 0 operands for successor #0, but target block has 1",
                "type mismatch for bb argument #0 of successor #0",
            ]
        );
    }

    #[test]
    fn effects_combine_traits_and_interfaces() {
        let mut ctx = Context::new();
        let mut d = DialectDef::new("fx");
        d.ops.push(OpDef {
            traits: OpTraits::PURE,
            ..OpDef::new("fx.pure")
        });
        d.ops.push(OpDef {
            interfaces: Interfaces::EMPTY.with(MemoryEffectOpInterface {
                effects: alloc_effects,
            }),
            ..OpDef::new("fx.alloc")
        });
        d.ops.push(OpDef {
            traits: OpTraits::RECURSIVE_MEMORY_EFFECTS,
            ..OpDef::new("fx.wrap")
        });
        ctx.register_dialect(d);
        let (mut body, block) = Body::with_top_block();
        let mk = |body: &mut Body, name: &str, results: usize| {
            let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
            st.result_types = vec![ctx.i32(); results];
            body.create_op(st)
        };
        let pure = mk(&mut body, "fx.pure", 1);
        let alloc = mk(&mut body, "fx.alloc", 1);
        let unknown = mk(&mut body, "fx.unregistered", 0);
        for o in [pure, alloc, unknown] {
            body.append_op(block, o);
        }
        assert!(is_memory_effect_free(OpRef::new(&ctx, &body, pure)));
        assert!(!is_memory_effect_free(OpRef::new(&ctx, &body, alloc)));
        assert!(is_trivially_removable(OpRef::new(&ctx, &body, alloc)));
        assert!(memory_effects(OpRef::new(&ctx, &body, unknown)).is_none());

        // A wrapper is effect free exactly when its nested ops are.
        let r = body.create_region();
        let b = body.create_block();
        body.append_block(r, b);
        let inner = mk(&mut body, "fx.pure", 1);
        body.append_op(b, inner);
        let mut st = OperationState::new(ctx.op_name("fx.wrap"), ctx.unknown_loc());
        st.regions = vec![r];
        let wrap = body.create_op(st);
        body.append_op(block, wrap);
        assert!(is_memory_effect_free(OpRef::new(&ctx, &body, wrap)));
        let bad = mk(&mut body, "fx.other", 0);
        body.append_op(b, bad);
        assert!(!is_memory_effect_free(OpRef::new(&ctx, &body, wrap)));
    }
}
