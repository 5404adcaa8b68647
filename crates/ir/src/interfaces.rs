//! Op interfaces that generic code (verifier, passes) queries.
//!
//! An interface is a Rust struct of function pointers stored in an op's
//! [`crate::Interfaces`] map and looked up by type
//! (`def.interfaces.get::<MemoryEffectOpInterface>()`). Queries that MLIR
//! answers through traits (region kind, purity) are free functions here
//! that combine the trait bits with the interfaces.

use crate::{Body, Context, OpId, OpRef, OpTraits, ValueId};

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

/// The check of MLIR's `setPropertiesFromAttr` on an op's properties
/// written in generic form (`<{...}>`): each inherent attribute must be of
/// the attribute class its property stores (a string where an integer
/// attribute is stored fails). `check` returns the name of the first
/// attribute of the op (named) that does not convert.
#[derive(Copy, Clone)]
pub struct PropertiesConversion {
    pub check: fn(&Context, crate::OpName, crate::Attribute) -> Option<crate::Ident>,
}
