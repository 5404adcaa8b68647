//! Interfaces of memory slot promotion (MLIR's `MemorySlotInterfaces`):
//! what `mem2reg` needs to know about the ops that allocate a slot and
//! those that load from and store to it. Dialects implement them (the
//! memref dialect for `memref.alloca`, `memref.load`, `memref.store`); the
//! pass is dialect-independent.

use crate::{Body, Context, OpId, OpRef, Type, ValueId};

/// A slot of memory: the pointer to it and the type of what it holds
/// (MLIR's `MemorySlot`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct MemorySlot {
    pub ptr: ValueId,
    pub elem_type: Type,
}

/// An op allocating slots that may be replaced by SSA values (MLIR's
/// `PromotableAllocationOpInterface`).
#[derive(Copy, Clone)]
pub struct PromotableAllocationOpInterface {
    /// The slots the op allocates that promotion may consider.
    pub promotable_slots: fn(OpRef<'_>) -> Vec<MemorySlot>,
    /// Creates the value the slot holds before any store, at the start of
    /// the allocator's block (`getDefaultValue`).
    pub default_value: fn(&Context, &mut Body, OpId, &MemorySlot) -> ValueId,
    /// Called once every use of the slot is gone: erases the allocator,
    /// and the default value if nothing uses it (`handlePromotionComplete`).
    pub promotion_complete: fn(&Context, &mut Body, OpId, &MemorySlot, ValueId),
}

/// An op loading from or storing to a slot (MLIR's
/// `PromotableMemOpInterface`).
#[derive(Copy, Clone)]
pub struct PromotableMemOpInterface {
    /// Whether the op reads the slot (`loadsFrom`).
    pub loads_from: fn(OpRef<'_>, &MemorySlot) -> bool,
    /// Whether the op writes the slot (`storesTo`).
    pub stores_to: fn(OpRef<'_>, &MemorySlot) -> bool,
    /// The value the op writes to the slot, given the slot's value before
    /// it (`getStored`).
    pub stored: fn(&Context, &mut Body, OpId, &MemorySlot, ValueId) -> ValueId,
    /// Whether the op's uses of the slot (its operand indices in
    /// `blocking`) can be removed (`canUsesBeRemoved`).
    pub can_uses_be_removed: fn(OpRef<'_>, &MemorySlot, blocking: &[usize]) -> bool,
    /// Removes the op's uses of the slot, whose value at the op is
    /// `reaching`; returns whether the op is to be erased
    /// (`removeBlockingUses`).
    pub remove_blocking_uses: fn(&Context, &mut Body, OpId, &MemorySlot, ValueId) -> bool,
}
