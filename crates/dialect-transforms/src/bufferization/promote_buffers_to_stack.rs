//! `promote-buffers-to-stack`: small heap allocations become stack
//! allocations. A `memref.alloc` is replaced, in place, by a
//! `memref.alloca` of the same type, operands and attributes when
//!
//! - it is small: a static shape of at most `max-alloc-size-in-bytes`
//!   bytes, or a rank of at most `max-rank-of-allocated-memref` with every
//!   size given by a `memref.rank` (ranks are small);
//! - nothing frees it (a freed buffer is managed already);
//! - it does not leave its allocation scope: no value that may be its
//!   buffer is returned by a terminator of the region of the enclosing
//!   automatic allocation scope (a function's `return`), and the ops
//!   between the two are region branch ops (loops, conditionals) whose
//!   control flow is known.

use strata_ir::interfaces::{memory_effects, EffectKind, RegionBranchOpInterface};
use strata_ir::{
    Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OpRef, OpTraits, OperationState,
    RegionId, Type, TypeKind, WalkResult,
};
use strata_pass::Pass;

use super::optimize_allocation_liveness::aliases;

/// The `promote-buffers-to-stack` pass.
#[derive(Clone, Debug)]
pub struct PromoteBuffersToStack {
    max_alloc_size_in_bytes: u64,
    max_rank_of_allocated_memref: u64,
}

impl Default for PromoteBuffersToStack {
    fn default() -> Self {
        PromoteBuffersToStack {
            max_alloc_size_in_bytes: 1024,
            max_rank_of_allocated_memref: 1,
        }
    }
}

fn parse_uint(name: &str, value: &str) -> Result<u64, String> {
    strata_pass::parse_int_option(name, value, "uint")
}

impl Pass for PromoteBuffersToStack {
    fn argument(&self) -> &'static str {
        "promote-buffers-to-stack"
    }

    fn description(&self) -> &'static str {
        "Promotes heap-based allocations to automatically managed stack-based allocations"
    }

    fn name(&self) -> &'static str {
        "PromoteBuffersToStackPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "max-alloc-size-in-bytes" => self.max_alloc_size_in_bytes = parse_uint(name, value)?,
            "max-rank-of-allocated-memref" => self.max_rank_of_allocated_memref = parse_uint(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "max-alloc-size-in-bytes={} max-rank-of-allocated-memref={}",
            self.max_alloc_size_in_bytes, self.max_rank_of_allocated_memref
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let index_bits = u64::from(strata_dialect_dlti::DataLayout::closest(ctx, op).index_bitwidth());
        let body = op.body();
        let alloc_name = ctx.op_name("memref.alloc");
        let mut allocs = Vec::new();
        body.walk_root_regions(&mut |o| {
            if body.op_name(o) == alloc_name && body.num_results(o) == 1 {
                allocs.push(o);
            }
            WalkResult::Advance
        });
        let promoted: Vec<OpId> = allocs
            .into_iter()
            .filter(|&a| {
                self.is_small(ctx, body, a, index_bits)
                    && !is_freed(ctx, body, a)
                    && !leaves_scope(ctx, body, a)
            })
            .collect();
        for alloc in promoted {
            let mut st = OperationState::new(ctx.op_name("memref.alloca"), body.op_loc(alloc));
            st.operands = body.operands(alloc).collect();
            st.result_types = body.result_types(alloc).collect();
            st.properties = body.op_properties(alloc);
            st.attributes = body.op_attr_dict(alloc);
            let alloca = body.create_op(st);
            body.insert_op(InsertPoint::Before(alloc), alloca);
            let (old, new) = (body.result(alloc, 0), body.result(alloca, 0));
            body.replace_all_uses_with(old, new);
            body.erase_op(alloc);
        }
        Ok(())
    }
}

impl PromoteBuffersToStack {
    /// MLIR's `isSmallAlloc`, with `index` elements of `index_bits` bits
    /// (the data layout's).
    fn is_small(&self, ctx: &Context, body: &Body, alloc: OpId, index_bits: u64) -> bool {
        let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(body.value_type(body.result(alloc, 0)))
        else {
            return false;
        };
        if shape.contains(&strata_ir::DYNAMIC) {
            let rank_name = ctx.op_name("memref.rank");
            return shape.len() as u64 <= self.max_rank_of_allocated_memref
                && body
                    .operands(alloc)
                    .all(|v| body.defining_op(v).is_some_and(|d| body.op_name(d) == rank_name));
        }
        let Some(bits) = size_in_bits(ctx, *element, index_bits) else {
            return false;
        };
        let elements = shape.iter().try_fold(1u64, |n, &d| n.checked_mul(d as u64));
        elements.and_then(|n| n.checked_mul(bits)).is_some_and(|total| {
            self.max_alloc_size_in_bytes
                .checked_mul(8)
                .is_none_or(|max| total <= max)
        })
    }
}

/// The size in bits of a memref element of builtin type as MLIR's data
/// layout gives it (an index is `index_bits`; a vector rounds its
/// innermost dimension up to a power of two); `None` for other types.
fn size_in_bits(ctx: &Context, t: Type, index_bits: u64) -> Option<u64> {
    match ctx.type_kind(t) {
        TypeKind::Index => Some(index_bits),
        TypeKind::Integer { width, .. } => Some(u64::from(*width)),
        TypeKind::Float(kind) => Some(u64::from(kind.width())),
        TypeKind::Complex(element) => size_in_bits(ctx, *element, index_bits).map(|b| 2 * b),
        TypeKind::Vector { shape, element, .. } => {
            let (&last, outer) = shape.split_last()?;
            let outer = outer.iter().try_fold(1u64, |n, &d| n.checked_mul(d as u64))?;
            outer
                .checked_mul((last as u64).next_power_of_two())?
                .checked_mul(size_in_bits(ctx, *element, index_bits)?)
        }
        _ => None,
    }
}

/// Whether a user of the allocation frees it.
fn is_freed(ctx: &Context, body: &Body, alloc: OpId) -> bool {
    let v = body.result(alloc, 0);
    body.uses(v).any(|(user, _)| {
        memory_effects(OpRef::new(ctx, body, user)).is_some_and(|effects| {
            effects
                .iter()
                .any(|e| e.kind == EffectKind::Free && e.value == Some(v))
        })
    })
}

/// Whether a value that may be the allocation's buffer is returned from
/// the region of its automatic allocation scope (or the allocation sits
/// in a region of unknown control flow below it).
fn leaves_scope(ctx: &Context, body: &Body, alloc: OpId) -> bool {
    let Some(scope) = allocation_scope_region(ctx, body, alloc) else {
        return true;
    };
    aliases(ctx, body, body.result(alloc, 0)).into_iter().any(|a| {
        body.uses(a).any(|(user, _)| {
            ctx.op_def(body.op_name(user))
                .is_some_and(|d| d.traits.contains(OpTraits::RETURN_LIKE))
                && body.op_block(user).and_then(|b| body.block_region(b)) == Some(scope)
        })
    })
}

/// The region, holding `op`, of its nearest ancestor that is an automatic
/// allocation scope, or the body's root region holding it; `None` when an
/// op between them has regions whose control flow is unknown (it does not
/// implement the region branch interface), as MLIR promotes nothing there.
fn allocation_scope_region(ctx: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    let mut region = body.block_region(body.op_block(op)?)?;
    loop {
        let Some(parent) = body.region_parent_op(region) else {
            return Some(region);
        };
        let def = ctx.op_def(body.op_name(parent))?;
        if def.traits.contains(OpTraits::AUTOMATIC_ALLOCATION_SCOPE) {
            return Some(region);
        }
        def.interfaces.get::<RegionBranchOpInterface>()?;
        region = body.block_region(body.op_block(parent)?)?;
    }
}
