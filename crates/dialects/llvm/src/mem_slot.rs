//! Memory slot promotion (`mem2reg`) of the LLVM dialect: a `llvm.alloca`
//! in the entry block is a slot; `llvm.load` and `llvm.store` of the
//! slot's type (not volatile) read and write it; `llvm.intr.dbg.declare`
//! of the slot becomes an `llvm.intr.dbg.value` of each value stored, and
//! an `llvm.intr.dbg.value` of its address one of `llvm.mlir.undef`.
//! Loads and stores of another type than the slot's (which MLIR converts)
//! keep the slot in memory.

use strata_ir::memory_slot::{MemorySlot, PromotableAllocationOpInterface, PromotableMemOpInterface};
use strata_ir::{Body, Context, OpBuilder, OpId, OpRef, ValueId};

use crate::intrinsics::{DbgDeclareOp, DbgValueOp};
use crate::memory::{AllocaOp, LoadOp, StoreOp};
use crate::ops::UndefOp;

pub(crate) const PROMOTABLE_ALLOCA: PromotableAllocationOpInterface = PromotableAllocationOpInterface {
    promotable_slots: |op| {
        let in_entry = op
            .body
            .op_block(op.id)
            .is_some_and(|b| op.body.block_region(b).and_then(|r| op.body.region_entry(r)) == Some(b));
        let alloca = AllocaOp(op.id);
        match (in_entry, alloca.elem_type(&op)) {
            (true, Some(elem_type)) => vec![MemorySlot {
                ptr: alloca.res(&op),
                elem_type,
            }],
            _ => Vec::new(),
        }
    },
    // `llvm.mlir.undef` at the start of the alloca's block.
    default_value: |ctx, body, op, slot| {
        let block = body.op_block(op).expect("alloca in a block");
        let loc = body.op_loc(op);
        let mut b = OpBuilder::new(ctx, body);
        b.set_insertion_point_to_start(block);
        UndefOp::build(&mut b, loc, slot.elem_type).res(&b)
    },
    promotion_complete: |_, body, op, _, default| {
        if body.uses(default).next().is_none() {
            if let Some(d) = body.defining_op(default) {
                body.erase_op(d);
            }
        }
        body.erase_op(op);
    },
    // Each variable declared at the slot takes the block argument's value.
    handle_block_argument: |ctx, body, _, slot, arg| {
        let Some(block) = body.value_parent_block(arg) else {
            return;
        };
        let declares = declares_of(ctx, body, slot.ptr);
        let mut b = OpBuilder::new(ctx, body);
        b.set_insertion_point_to_start(block);
        for declare in declares {
            dbg_value_like(&mut b, declare, arg);
        }
    },
};

/// The `llvm.intr.dbg.declare`s of `ptr`, the last created first (the
/// order of MLIR's use lists).
fn declares_of(ctx: &Context, body: &Body, ptr: ValueId) -> Vec<OpId> {
    let mut declares: Vec<OpId> = body
        .uses(ptr)
        .map(|(user, _)| user)
        .filter(|&user| DbgDeclareOp::from_ref(OpRef::new(ctx, body, user)).is_some())
        .collect();
    declares.sort_unstable();
    declares.dedup();
    declares.reverse();
    declares
}

/// An `llvm.intr.dbg.value` of `value` for the variable of `declare`.
fn dbg_value_like(b: &mut OpBuilder<'_>, declare: OpId, value: ValueId) {
    let d = DbgDeclareOp(declare);
    let (var, expr, loc) = (d.var_info(&*b), d.location_expr(&*b), b.body.op_loc(declare));
    if let Some(var) = var {
        DbgValueOp::build(b, loc, value, var, expr);
    }
}

/// `llvm.load`: its blocking use is the address (0).
pub(crate) const PROMOTABLE_LOAD: PromotableMemOpInterface = PromotableMemOpInterface {
    loads_from: |op, slot| LoadOp(op.id).addr(&op) == slot.ptr,
    stores_to: |_, _| false,
    stored: |_, _, _, _, reaching| reaching,
    can_uses_be_removed: |op, slot, blocking| {
        let load = LoadOp(op.id);
        blocking == [0]
            && load.addr(&op) == slot.ptr
            && op.value_type(load.res(&op)) == slot.elem_type
            && !load.volatile_(&op)
    },
    remove_blocking_uses: |ctx, body, op, _, reaching| {
        let r = LoadOp(op).res(&(ctx, &*body));
        body.replace_all_uses_with(r, reaching);
        true
    },
    visit_replaced_values: None,
};

/// `llvm.store %value, %addr`: its blocking use is the address (1).
pub(crate) const PROMOTABLE_STORE: PromotableMemOpInterface = PromotableMemOpInterface {
    loads_from: |_, _| false,
    stores_to: |op, slot| StoreOp(op.id).addr(&op) == slot.ptr,
    stored: |ctx, body, op, _, _| StoreOp(op).value(&(ctx, &*body)),
    can_uses_be_removed: |op, slot, blocking| {
        let store = StoreOp(op.id);
        let value = store.value(&op);
        blocking == [1]
            && store.addr(&op) == slot.ptr
            && value != slot.ptr
            && op.value_type(value) == slot.elem_type
            && !store.volatile_(&op)
    },
    remove_blocking_uses: |_, _, _, _, _| true,
    visit_replaced_values: None,
};

/// `llvm.intr.dbg.declare` of the slot: erased, and each stored value
/// gets an `llvm.intr.dbg.value` right after its store.
pub(crate) const PROMOTABLE_DBG_DECLARE: PromotableMemOpInterface = PromotableMemOpInterface {
    loads_from: |_, _| false,
    stores_to: |_, _| false,
    stored: |_, _, _, _, reaching| reaching,
    can_uses_be_removed: |_, _, _| true,
    remove_blocking_uses: |_, _, _, _, _| true,
    visit_replaced_values: Some(|ctx, body, op, replaced| {
        let mut b = OpBuilder::new(ctx, body);
        for &(store, value) in replaced {
            b.set_insertion_point_after(store);
            dbg_value_like(&mut b, op, value);
        }
    }),
};

/// `llvm.intr.dbg.value` of the slot's address: the address becomes
/// `llvm.mlir.undef`, created right before it.
pub(crate) const PROMOTABLE_DBG_VALUE: PromotableMemOpInterface = PromotableMemOpInterface {
    loads_from: |_, _| false,
    stores_to: |_, _| false,
    stored: |_, _, _, _, reaching| reaching,
    can_uses_be_removed: |_, _, blocking| blocking == [0],
    remove_blocking_uses: |ctx, body, op, slot, _| {
        let ty = body.value_type(slot.ptr);
        let loc = body.value_loc(slot.ptr);
        let mut b = OpBuilder::new(ctx, body);
        b.set_insertion_point_before(op);
        let undef = UndefOp::build(&mut b, loc, ty).res(&b);
        body.set_operand(op, 0, undef);
        false
    },
    visit_replaced_values: None,
};
