//! Memory slots for memref (what MLIR 22's memref dialect implements for
//! `mem2reg` and `sroa`): `memref.alloca` of a statically shaped memref of
//! one element is a promotable slot whose value before any store is
//! `ub.poison`; `memref.load` and `memref.store` of the whole slot are its
//! promotable accesses. An alloca of 2 to 16 elements may be split into
//! one rank-0 alloca per element used, when every access has constant,
//! in-bounds indices.

use strata_dialect_utils::matchers::const_i64;
use strata_ir::memory_slot::{
    DestructurableAccessorOpInterface, DestructurableAllocationOpInterface, DestructurableMemorySlot,
    MemorySlot, PromotableAllocationOpInterface, PromotableMemOpInterface,
};
use strata_ir::{Attribute, Body, Context, OpBuilder, OpId, OpRef, Type, TypeKind, ValueId};

use crate::{AllocaOp, LoadOp, StoreOp};

/// The largest memref `sroa` splits.
const MAX_DESTRUCTURED_ELEMENTS: i64 = 16;

pub(crate) const DESTRUCTURABLE_ALLOCA: DestructurableAllocationOpInterface =
    DestructurableAllocationOpInterface {
        destructurable_slots: alloca_destructurable_slots,
        destructure: alloca_destructure,
        destructuring_complete: |_, body, op, _| {
            body.erase_op(op);
            None
        },
    };

/// Loads (memref operand 0) and stores (memref operand 1) alike.
const fn accessor<const M: usize>() -> DestructurableAccessorOpInterface {
    DestructurableAccessorOpInterface {
        can_rewire: can_rewire::<M>,
        rewire: rewire::<M>,
    }
}

pub(crate) const LOAD_ACCESSOR: DestructurableAccessorOpInterface = accessor::<0>();
pub(crate) const STORE_ACCESSOR: DestructurableAccessorOpInterface = accessor::<1>();

/// The element a constant, in-bounds list of indices designates, as the
/// `i64` index of the flattened memref.
fn linear_index(op: OpRef<'_>, memref: usize) -> Option<Attribute> {
    let ctx = op.ctx;
    let ty = op.value_type(op.operand(memref));
    let shape = ctx.shape(ty)?;
    let indices: Vec<ValueId> = (memref + 1..op.num_operands()).map(|i| op.operand(i)).collect();
    if indices.len() != shape.len() {
        return None;
    }
    let mut linear: i64 = 0;
    for (&v, &dim) in indices.iter().zip(shape) {
        let c = const_i64(ctx, op.body, v)?;
        if c < 0 || c >= dim {
            return None;
        }
        linear = linear * dim + c;
    }
    Some(ctx.integer_attr(ctx.i64(), linear))
}

fn can_rewire<const M: usize>(
    op: OpRef<'_>,
    slot: &DestructurableMemorySlot,
    used: &mut Vec<Attribute>,
) -> bool {
    if op.num_operands() <= M || op.operand(M) != slot.slot.ptr {
        return false;
    }
    let Some(index) = linear_index(op, M) else {
        return false;
    };
    if !used.contains(&index) {
        used.push(index);
    }
    true
}

/// Points the access at the sub-slot of its index, without indices.
fn rewire<const M: usize>(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &DestructurableMemorySlot,
    subslots: &[(Attribute, MemorySlot)],
) -> bool {
    let Some(index) = linear_index(OpRef::new(ctx, body, op), M) else {
        return false;
    };
    let Some((_, sub)) = subslots.iter().find(|(i, _)| *i == index) else {
        return false;
    };
    body.set_operand(op, M, sub.ptr);
    let n = body.num_operands(op);
    body.erase_operands(op, M + 1..n);
    false
}

fn alloca_destructurable_slots(op: OpRef<'_>) -> Vec<DestructurableMemorySlot> {
    let ctx = op.ctx;
    let ptr = AllocaOp(op.id).memref(&op);
    let ty = op.value_type(ptr);
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(ty) else {
        return Vec::new();
    };
    if shape.iter().any(|&d| d < 0) {
        return Vec::new();
    }
    let n: i64 = shape.iter().product();
    if n <= 1 || n > MAX_DESTRUCTURED_ELEMENTS {
        return Vec::new();
    }
    let element = *element;
    vec![DestructurableMemorySlot {
        slot: MemorySlot { ptr, elem_type: ty },
        subelement_types: (0..n)
            .map(|i| (ctx.integer_attr(ctx.i64(), i), element))
            .collect(),
    }]
}

/// A rank-0 `memref.alloca` per used index, right after the alloca.
fn alloca_destructure(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    slot: &DestructurableMemorySlot,
    used: &[Attribute],
) -> Vec<(Attribute, MemorySlot, OpId)> {
    let loc = body.op_loc(op);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_after(op);
    let mut out = Vec::new();
    for &index in used {
        let Some(&(_, elem)) = slot.subelement_types.iter().find(|(i, _)| *i == index) else {
            continue;
        };
        let ty: Type = ctx.memref_type(&[], elem);
        let alloca = AllocaOp::build(&mut b, loc, ty, &[], &[], None);
        let ptr = alloca.memref(&b);
        out.push((index, MemorySlot { ptr, elem_type: elem }, alloca.op()));
    }
    out
}

pub(crate) const PROMOTABLE_ALLOCA: PromotableAllocationOpInterface = PromotableAllocationOpInterface {
    promotable_slots: alloca_slots,
    default_value: alloca_default_value,
    promotion_complete: alloca_promotion_complete,
    handle_block_argument: |_, _, _, _, _| {},
};

pub(crate) const PROMOTABLE_LOAD: PromotableMemOpInterface = PromotableMemOpInterface {
    loads_from: |op, slot| LoadOp(op.id).memref(&op) == slot.ptr,
    stores_to: |_, _| false,
    stored: |_, _, _, _, reaching| reaching,
    can_uses_be_removed: |op, slot, blocking| {
        let load = LoadOp(op.id);
        blocking == [0] && load.memref(&op) == slot.ptr && op.value_type(load.result(&op)) == slot.elem_type
    },
    remove_blocking_uses: |ctx, body, op, _, reaching| {
        let r = LoadOp(op).result(&(ctx, &*body));
        body.replace_all_uses_with(r, reaching);
        true
    },
    visit_replaced_values: None,
};

/// `memref.store %value, %memref[...]`: blocking uses are those of the
/// memref operand (1).
pub(crate) const PROMOTABLE_STORE: PromotableMemOpInterface = PromotableMemOpInterface {
    loads_from: |_, _| false,
    stores_to: |op, slot| StoreOp::from_ref(op).is_some_and(|s| s.memref(&op) == slot.ptr),
    stored: |ctx, body, op, _, _| StoreOp(op).value(&(ctx, &*body)),
    can_uses_be_removed: |op, slot, blocking| {
        let store = StoreOp(op.id);
        let value = store.value(&op);
        blocking == [1]
            && store.memref(&op) == slot.ptr
            && value != slot.ptr
            && op.value_type(value) == slot.elem_type
    },
    remove_blocking_uses: |_, _, _, _, _| true,
    visit_replaced_values: None,
};

fn alloca_slots(op: OpRef<'_>) -> Vec<MemorySlot> {
    let ptr = AllocaOp(op.id).memref(&op);
    let TypeKind::MemRef { shape, element, .. } = op.ctx.type_kind(op.value_type(ptr)) else {
        return Vec::new();
    };
    if shape.iter().any(|&d| d < 0) || shape.iter().product::<i64>() != 1 {
        return Vec::new();
    }
    vec![MemorySlot {
        ptr,
        elem_type: *element,
    }]
}

/// `ub.poison` of the element type at the start of the alloca's block.
fn alloca_default_value(ctx: &Context, body: &mut Body, op: OpId, slot: &MemorySlot) -> ValueId {
    let loc = body.op_loc(op);
    let block = body.op_block(op).expect("an alloca in a block");
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_to_start(block);
    let value = strata_dialect_ub::poison_attr(ctx);
    let poison = strata_dialect_ub::PoisonOp::build(&mut b, loc, slot.elem_type, Some(value));
    poison.result(&b)
}

fn alloca_promotion_complete(_: &Context, body: &mut Body, op: OpId, _: &MemorySlot, default: ValueId) {
    if !body.has_uses(default) {
        if let Some(d) = body.defining_op(default) {
            body.erase_op(d);
        }
    }
    body.erase_op(op);
}
