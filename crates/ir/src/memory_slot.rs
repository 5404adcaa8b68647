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
    /// The value pointing to the slot.
    pub ptr: ValueId,
    /// The type of the value the slot holds.
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
    /// Called when promotion adds block argument `arg` to a block where
    /// several values of the slot meet (`handleBlockArgument`); ops it
    /// creates go at the start of the argument's block.
    pub handle_block_argument: fn(&Context, &mut Body, OpId, &MemorySlot, ValueId),
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
    /// For an op that follows the slot's values (debug info), called once
    /// the slot's stores are known with each storing op and the value it
    /// stored (`requiresReplacedValues` and `visitReplacedValues`), before
    /// the ops that drop their uses are erased.
    pub visit_replaced_values: Option<VisitReplacedValuesFn>,
}

/// [`PromotableMemOpInterface::visit_replaced_values`]: the op, and each
/// storing op with the value it stored.
pub type VisitReplacedValuesFn = fn(&Context, &mut Body, OpId, &[(OpId, ValueId)]);

/// A slot that may be split into sub-slots, one per index of its
/// aggregate type (MLIR's `DestructurableMemorySlot`).
#[derive(Clone, Debug)]
pub struct DestructurableMemorySlot {
    /// The slot itself.
    pub slot: MemorySlot,
    /// The type at each index.
    pub subelement_types: Vec<(crate::Attribute, Type)>,
}

/// Creates the sub-slots of a slot for the used indices.
pub type DestructureFn = fn(
    &Context,
    &mut Body,
    OpId,
    &DestructurableMemorySlot,
    &[crate::Attribute],
) -> Vec<(crate::Attribute, MemorySlot, OpId)>;

/// Rewires an accessor to the sub-slots (index, sub-slot).
pub type RewireFn =
    fn(&Context, &mut Body, OpId, &DestructurableMemorySlot, &[(crate::Attribute, MemorySlot)]) -> bool;

/// An op allocating slots that may be split (MLIR's
/// `DestructurableAllocationOpInterface`).
#[derive(Copy, Clone)]
pub struct DestructurableAllocationOpInterface {
    /// The slots the op allocates that may be split.
    pub destructurable_slots: fn(OpRef<'_>) -> Vec<DestructurableMemorySlot>,
    /// Creates a sub-slot for each index in `used` (in that order): each
    /// sub-slot's index, the slot, and the op allocating it (`destructure`).
    pub destructure: DestructureFn,
    /// Called once the slot has no more uses: erases the op, or returns
    /// the op that replaces it (`handleDestructuringComplete`).
    pub destructuring_complete: fn(&Context, &mut Body, OpId, &DestructurableMemorySlot) -> Option<OpId>,
}

/// An op accessing a slot that can be made to access one of its
/// sub-slots instead (MLIR's `DestructurableAccessorOpInterface`).
#[derive(Copy, Clone)]
pub struct DestructurableAccessorOpInterface {
    /// Whether the op can be rewired; adds the indices it uses to `used`
    /// (kept in first-use order, without repeats) (`canRewire`).
    pub can_rewire: fn(OpRef<'_>, &DestructurableMemorySlot, used: &mut Vec<crate::Attribute>) -> bool,
    /// Makes the op use the sub-slots; returns whether the op is to be
    /// erased (`rewire`).
    pub rewire: RewireFn,
}
