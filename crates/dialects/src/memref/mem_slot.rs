//! Memory slot promotion for memref (what MLIR 22's memref dialect
//! implements for `mem2reg`): `memref.alloca` of a statically shaped
//! memref of one element is a promotable slot whose value before any
//! store is `ub.poison`; `memref.load` and `memref.store` of the whole
//! slot are its promotable accesses.

use strata_ir::memory_slot::{MemorySlot, PromotableAllocationOpInterface, PromotableMemOpInterface};
use strata_ir::{Body, Context, InsertPoint, OpId, OpRef, OperationState, TypeKind, ValueId};

pub(crate) const ALLOCA: PromotableAllocationOpInterface = PromotableAllocationOpInterface {
    promotable_slots: alloca_slots,
    default_value: alloca_default_value,
    promotion_complete: alloca_promotion_complete,
};

pub(crate) const LOAD: PromotableMemOpInterface = PromotableMemOpInterface {
    loads_from: |op, slot| op.operand(0) == slot.ptr,
    stores_to: |_, _| false,
    stored: |_, _, _, _, reaching| reaching,
    can_uses_be_removed: |op, slot, blocking| {
        blocking == [0] && op.operand(0) == slot.ptr && op.result_type(0) == slot.elem_type
    },
    remove_blocking_uses: |_, body, op, _, reaching| {
        let r = body.result(op, 0);
        body.replace_all_uses_with(r, reaching);
        true
    },
};

/// `memref.store %value, %memref[...]`: operand 0 is the value, 1 the
/// memref.
pub(crate) const STORE: PromotableMemOpInterface = PromotableMemOpInterface {
    loads_from: |_, _| false,
    stores_to: |op, slot| op.num_operands() > 1 && op.operand(1) == slot.ptr,
    stored: |_, body, op, _, _| body.operand(op, 0),
    can_uses_be_removed: |op, slot, blocking| {
        blocking == [1]
            && op.operand(1) == slot.ptr
            && op.operand(0) != slot.ptr
            && op.value_type(op.operand(0)) == slot.elem_type
    },
    remove_blocking_uses: |_, _, _, _, _| true,
};

fn alloca_slots(op: OpRef<'_>) -> Vec<MemorySlot> {
    let ptr = op.result(0);
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
    let mut st = OperationState::new(ctx.op_name("ub.poison"), body.op_loc(op));
    st.result_types = vec![slot.elem_type];
    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), crate::ub::poison_attr(ctx))]));
    let poison = body.create_op(st);
    let block = body.op_block(op).expect("an alloca in a block");
    body.insert_op(InsertPoint::Start(block), poison);
    body.result(poison, 0)
}

fn alloca_promotion_complete(_: &Context, body: &mut Body, op: OpId, _: &MemorySlot, default: ValueId) {
    if !body.has_uses(default) {
        if let Some(d) = body.defining_op(default) {
            body.erase_op(d);
        }
    }
    body.erase_op(op);
}
