//! Dense, entity-indexed storage of the IR under one isolated-from-above op.
//!
//! A [`Body`] owns the ops, blocks, regions and values below an op that is
//! isolated from above (and the top level of a parsed file). Handles
//! ([`OpId`], [`BlockId`], [`RegionId`], [`ValueId`]) are `Copy` `u32`
//! indices valid within their body. An isolated op's record in its parent
//! body owns the body of its regions, so `&mut` to one function's body
//! borrows nothing else: disjoint functions can be mutated in parallel in
//! safe Rust.
//!
//! Op order within a block and block order within a region are intrusive
//! doubly linked lists; every value keeps a doubly linked list of its uses
//! (operand slots) and every block one of its predecessors (successor
//! slots), so all structural edits are O(1) and use queries O(uses).

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{entity_impl, EntityList, ListPool, PrimaryMap};

use crate::{Attribute, Context, Location, OpName, SymbolScope, Type};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// An operation within a [`Body`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpId(u32);
entity_impl!(OpId, "op");

/// A block within a [`Body`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(u32);
entity_impl!(BlockId, "block");

/// A region within a [`Body`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegionId(u32);
entity_impl!(RegionId, "region");

/// An SSA value (op result or block argument) within a [`Body`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueId(u32);
entity_impl!(ValueId, "value");

/// An operand slot: one use of a value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UseId(u32);
entity_impl!(UseId, "use");

/// A successor slot: one use of a block as a branch target.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockUseId(u32);
entity_impl!(BlockUseId, "blockuse");

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result(OpId, u32),
    /// Argument `index` of `block`.
    BlockArg(BlockId, u32),
    /// A forward reference not yet defined (parser), or a freed value.
    Placeholder,
}

/// A value record, 16 bytes: its [`ValueDef`] packed into `owner` and
/// `slot`. A result's location is its op's; block arguments keep theirs
/// in [`Body::arg_locs`].
#[derive(Clone, Debug)]
pub(crate) struct ValueData {
    ty: Type,
    first_use: PackedOption<UseId>,
    /// The defining op or block; [`NO_OWNER`] for a placeholder.
    owner: u32,
    /// The result or argument index, with [`ARG_BIT`] set for a block
    /// argument; a placeholder's location.
    slot: u32,
}

const NO_OWNER: u32 = u32::MAX;
const ARG_BIT: u32 = 1 << 31;

const _: () = assert!(std::mem::size_of::<ValueData>() == 16);

impl ValueData {
    fn new(ty: Type, def: ValueDef) -> ValueData {
        let mut d = ValueData {
            ty,
            first_use: None.into(),
            owner: NO_OWNER,
            slot: 0,
        };
        d.set_def(def);
        d
    }

    /// A placeholder of type `ty` at `loc`.
    fn placeholder(ty: Type, loc: Location) -> ValueData {
        ValueData {
            ty,
            first_use: None.into(),
            owner: NO_OWNER,
            slot: loc.0,
        }
    }

    #[inline]
    fn def(&self) -> ValueDef {
        if self.owner == NO_OWNER {
            ValueDef::Placeholder
        } else if self.slot & ARG_BIT != 0 {
            ValueDef::BlockArg(BlockId::from_u32(self.owner), self.slot & !ARG_BIT)
        } else {
            ValueDef::Result(OpId::from_u32(self.owner), self.slot)
        }
    }

    #[inline]
    fn set_def(&mut self, def: ValueDef) {
        (self.owner, self.slot) = match def {
            ValueDef::Result(op, i) => {
                assert!(i < ARG_BIT, "too many results");
                (op.as_u32(), i)
            }
            ValueDef::BlockArg(b, i) => {
                assert!(i < ARG_BIT, "too many block arguments");
                (b.as_u32(), i | ARG_BIT)
            }
            ValueDef::Placeholder => (NO_OWNER, 0),
        };
    }
}

#[derive(Clone, Debug)]
struct UseData {
    value: PackedOption<ValueId>,
    owner: PackedOption<OpId>,
    prev: PackedOption<UseId>,
    next: PackedOption<UseId>,
}

#[derive(Clone, Debug)]
struct BlockUseData {
    block: PackedOption<BlockId>,
    owner: PackedOption<OpId>,
    prev: PackedOption<BlockUseId>,
    next: PackedOption<BlockUseId>,
}

/// A contiguous run of slots in a pool.
#[derive(Copy, Clone, Debug, Default)]
struct SlotRange {
    start: u32,
    len: u32,
}

#[derive(Clone, Debug)]
pub(crate) struct OpData {
    name: OpName,
    loc: Location,
    /// Inherent attributes (MLIR's properties) as a dictionary, or
    /// [`NO_ATTR`] (not an `Option`, whose tag would cost the record 8
    /// bytes).
    props: Attribute,
    /// Discardable attributes, a dictionary or [`NO_ATTR`].
    attrs: Attribute,
    block: PackedOption<BlockId>,
    prev: PackedOption<OpId>,
    next: PackedOption<OpId>,
    operands: SlotRange,
    /// The header slot of the op's successors (see
    /// [`Body::successor_range`]); none for ops without successors, most
    /// ops, which so pay 4 bytes for them instead of 8.
    successors: PackedOption<BlockUseId>,
    first_result: PackedOption<ValueId>,
    /// [`ERASED`] once the op is erased (its results are freed then).
    num_results: u32,
    regions: EntityList<RegionId>,
    /// The body holding this op's regions, when the op is isolated from
    /// above; `regions` then index into it.
    child: Option<Box<Body>>,
    /// Position within the block, for `is_before_in_block`; valid while
    /// the block's `order_valid` is set.
    order: OrderCell,
}

/// [`OpData::num_results`] of an erased op.
const ERASED: u32 = u32::MAX;

impl OpData {
    #[inline]
    fn erased(&self) -> bool {
        self.num_results == ERASED
    }
}

/// The absent dictionary in [`OpData`]'s attribute fields.
const NO_ATTR: Attribute = Attribute(u32::MAX);

/// An attribute field of [`OpData`] as an `Option`.
#[inline]
fn unpack(a: Attribute) -> Option<Attribute> {
    (a != NO_ATTR).then_some(a)
}

// An op record is 64 bytes (MLIR's `Operation` is about 64 plus its
// operands): keep it so, it is most of the IR's memory.
const _: () = assert!(std::mem::size_of::<OpData>() <= 64);

/// Positions are spaced by this much when a block is numbered, so that an
/// op inserted between two others usually takes a position between theirs
/// and the block stays numbered (MLIR's `kOrderStride`).
const ORDER_STRIDE: u32 = 16;

/// An op's position in its block: a cache that [`Body::is_before_in_block`]
/// refreshes through `&self`, so that read-only users of a body (the
/// verifier, dominance) share it instead of numbering blocks themselves.
/// Threads verifying one body in parallel may renumber a block at the same
/// time; they store the same values.
#[derive(Debug, Default)]
struct OrderCell(AtomicU32);

impl Clone for OrderCell {
    fn clone(&self) -> OrderCell {
        OrderCell(AtomicU32::new(self.get()))
    }
}

impl OrderCell {
    #[inline]
    fn get(&self) -> u32 {
        self.0.load(Ordering::Relaxed)
    }
    #[inline]
    fn set(&self, v: u32) {
        self.0.store(v, Ordering::Relaxed)
    }
}

/// Whether the positions of a block's ops are up to date. Set (release)
/// after the positions are stored, read (acquire) before they are.
#[derive(Debug)]
struct ValidCell(AtomicBool);

impl Clone for ValidCell {
    fn clone(&self) -> ValidCell {
        ValidCell(AtomicBool::new(self.get()))
    }
}

impl ValidCell {
    fn new(v: bool) -> ValidCell {
        ValidCell(AtomicBool::new(v))
    }
    #[inline]
    fn get(&self) -> bool {
        self.0.load(Ordering::Acquire)
    }
    #[inline]
    fn set(&self, v: bool) {
        self.0.store(v, Ordering::Release)
    }
}

#[derive(Clone, Debug)]
struct BlockData {
    region: PackedOption<RegionId>,
    prev: PackedOption<BlockId>,
    next: PackedOption<BlockId>,
    first_op: PackedOption<OpId>,
    last_op: PackedOption<OpId>,
    args: EntityList<ValueId>,
    first_pred: PackedOption<BlockUseId>,
    order_valid: ValidCell,
    erased: bool,
}

#[derive(Clone, Debug)]
struct RegionData {
    /// `None` for the root regions of a body and for detached regions.
    parent: PackedOption<OpId>,
    first_block: PackedOption<BlockId>,
    last_block: PackedOption<BlockId>,
    erased: bool,
}

/// Size-classed free lists for contiguous slot runs.
#[derive(Default, Clone, Debug)]
struct RangeFreeList {
    classes: Vec<Vec<u32>>,
}

/// The capacity class of a run of `len` slots: exact up to 8, then powers
/// of two, so freed runs are reused by runs of similar length.
fn class_of(len: u32) -> (usize, u32) {
    if len <= 8 {
        (len as usize, len)
    } else {
        let cap = len.next_power_of_two();
        (8 + cap.trailing_zeros() as usize - 3, cap)
    }
}

impl RangeFreeList {
    fn take(&mut self, len: u32) -> Option<u32> {
        let (c, _) = class_of(len);
        self.classes.get_mut(c).and_then(|v| v.pop())
    }
    fn give(&mut self, start: u32, len: u32) {
        if len == 0 {
            return;
        }
        let (c, _) = class_of(len);
        if self.classes.len() <= c {
            self.classes.resize_with(c + 1, Vec::new);
        }
        self.classes[c].push(start);
    }
}

/// Everything needed to create an operation (MLIR's `OperationState`).
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The op's name.
    pub name: OpName,
    /// The op's location.
    pub loc: Location,
    /// The operands, in order.
    pub operands: Vec<ValueId>,
    /// The types of the results to create.
    pub result_types: Vec<Type>,
    /// Inherent attributes as a dictionary; `None` for none.
    pub properties: Option<Attribute>,
    /// Discardable attributes as a dictionary; `None` for none.
    pub attributes: Option<Attribute>,
    /// The successor blocks, in order.
    pub successors: Vec<BlockId>,
    /// Detached regions adopted by the op: in `child` if it is set,
    /// otherwise in the body the op is created in.
    pub regions: Vec<RegionId>,
    /// The body of an isolated-from-above op's regions.
    pub child: Option<Box<Body>>,
}

impl OperationState {
    /// The state of an op `name` at `loc` with nothing else yet.
    pub fn new(name: OpName, loc: Location) -> OperationState {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            properties: None,
            attributes: None,
            successors: Vec::new(),
            regions: Vec::new(),
            child: None,
        }
    }

    /// Sets the absent default-valued properties of a registered op to
    /// their defaults, as MLIR's builders do (the op definition's
    /// `populate_default_properties` hook).
    pub fn populate_default_properties(&mut self, ctx: &crate::Context) {
        if let Some(populate) = ctx.op_def(self.name).and_then(|d| d.populate_default_properties) {
            self.properties = populate(ctx, self.name, self.properties);
        }
    }
}

/// Where to insert an operation.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// At the end of a block.
    End(BlockId),
    /// At the start of a block.
    Start(BlockId),
    /// Before an op.
    Before(OpId),
    /// After an op.
    After(OpId),
}

/// The IR below one isolated-from-above op. See the module documentation.
#[derive(Clone, Debug)]
pub struct Body {
    ops: PrimaryMap<OpId, OpData>,
    blocks: PrimaryMap<BlockId, BlockData>,
    regions: PrimaryMap<RegionId, RegionData>,
    values: PrimaryMap<ValueId, ValueData>,
    uses: PrimaryMap<UseId, UseData>,
    block_uses: PrimaryMap<BlockUseId, BlockUseData>,
    region_lists: ListPool<RegionId>,
    value_lists: ListPool<ValueId>,
    free_ops: Vec<OpId>,
    free_blocks: Vec<BlockId>,
    free_regions: Vec<RegionId>,
    free_values: RangeFreeList,
    free_uses: RangeFreeList,
    free_block_uses: RangeFreeList,
    /// The locations of block arguments (results use their op's).
    arg_locs: FxHashMap<ValueId, Location>,
    /// The regions of the op that owns this body (or the top level).
    root_regions: Vec<RegionId>,
    live_ops: usize,
    /// What this body may read of the symbol table enclosing it, while a
    /// pass or driver that descended into it runs (see [`SymbolScope`]).
    symbol_scope: Option<Arc<SymbolScope>>,
    /// The `dlti.dl_spec` of the closest op enclosing this body that has
    /// one, while a pass that descended into it runs (see
    /// [`Body::enclosing_data_layout`]).
    enclosing_data_layout: Option<Attribute>,
    /// The `external_resources` of the file a top-level body was parsed
    /// from, as (group, key, value) in the file's order: kept for the
    /// printer, which writes them back (MLIR's fallback resource map).
    external_resources: Vec<(String, String, crate::ResourceValue)>,
}

/// Entity counts of a body (see [`Body::size`]).
#[derive(Copy, Clone, Default, Debug, PartialEq, Eq)]
pub struct BodySize {
    /// Op slots.
    pub ops: usize,
    /// Block slots.
    pub blocks: usize,
    /// Value slots.
    pub values: usize,
    /// Operand slots.
    pub uses: usize,
}

impl Default for Body {
    fn default() -> Self {
        Self::new()
    }
}

impl Body {
    /// An empty body with no root region.
    pub fn new() -> Body {
        Body {
            ops: PrimaryMap::new(),
            blocks: PrimaryMap::new(),
            regions: PrimaryMap::new(),
            values: PrimaryMap::new(),
            uses: PrimaryMap::new(),
            block_uses: PrimaryMap::new(),
            region_lists: ListPool::new(),
            value_lists: ListPool::new(),
            free_ops: Vec::new(),
            free_blocks: Vec::new(),
            free_regions: Vec::new(),
            free_values: RangeFreeList::default(),
            free_uses: RangeFreeList::default(),
            free_block_uses: RangeFreeList::default(),
            arg_locs: FxHashMap::default(),
            root_regions: Vec::new(),
            live_ops: 0,
            symbol_scope: None,
            enclosing_data_layout: None,
            external_resources: Vec::new(),
        }
    }

    /// The data layout specification (`dlti.dl_spec`) of the closest op
    /// around this body's owner that has one, as the pass manager records
    /// it before running passes on the owner: what MLIR's
    /// `DataLayout::closest` finds above the op a pass runs on, which a
    /// pass here cannot read directly.
    pub fn enclosing_data_layout(&self) -> Option<Attribute> {
        self.enclosing_data_layout
    }

    /// Records the data layout enclosing this body's owner (see
    /// [`Body::enclosing_data_layout`]); returns the previous one.
    pub fn set_enclosing_data_layout(&mut self, spec: Option<Attribute>) -> Option<Attribute> {
        std::mem::replace(&mut self.enclosing_data_layout, spec)
    }

    /// The snapshot of the enclosing symbol table this body was given.
    pub fn symbol_scope(&self) -> Option<&SymbolScope> {
        self.symbol_scope.as_deref()
    }

    /// [`Body::symbol_scope`], shared.
    pub fn symbol_scope_arc(&self) -> Option<Arc<SymbolScope>> {
        self.symbol_scope.clone()
    }

    /// Gives this body a snapshot of its enclosing symbol table (or takes
    /// it away); returns the previous one.
    pub fn set_symbol_scope(&mut self, scope: Option<Arc<SymbolScope>>) -> Option<Arc<SymbolScope>> {
        std::mem::replace(&mut self.symbol_scope, scope)
    }

    /// The external resources of the file this top-level body was parsed
    /// from (see [`Body::set_external_resources`]).
    pub fn external_resources(&self) -> &[(String, String, crate::ResourceValue)] {
        &self.external_resources
    }

    /// Records the `external_resources` entries of the file this top-level
    /// body was parsed from, as (group, key, value) in the file's order.
    pub fn set_external_resources(&mut self, entries: Vec<(String, String, crate::ResourceValue)>) {
        self.external_resources = entries;
    }

    /// How many ops, blocks, values and uses the body has allocated, as a
    /// capacity hint for a body of similar size.
    pub fn size(&self) -> BodySize {
        BodySize {
            ops: self.ops.len(),
            blocks: self.blocks.len(),
            values: self.values.len(),
            uses: self.uses.len(),
        }
    }

    /// Reserves room for `size` more entities, so that a body built op by
    /// op (the parser's) does not grow its tables step by step.
    pub fn reserve(&mut self, size: BodySize) {
        self.ops.reserve(size.ops);
        self.blocks.reserve(size.blocks);
        self.values.reserve(size.values);
        self.uses.reserve(size.uses);
    }

    /// Gives back reserved room the body did not use.
    pub fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.values.shrink_to_fit();
        self.uses.shrink_to_fit();
    }

    /// A body with one root region holding one empty block, the shape of
    /// a parsed file's top level. Returns the body and the block.
    pub fn with_top_block() -> (Body, BlockId) {
        let mut body = Body::new();
        let r = body.create_region();
        body.root_regions.push(r);
        let b = body.create_block();
        body.append_block(r, b);
        (body, b)
    }

    /// The regions of the op owning this body.
    pub fn root_regions(&self) -> &[RegionId] {
        &self.root_regions
    }

    /// Number of live operations directly in this body (not in child bodies).
    pub fn num_ops(&self) -> usize {
        self.live_ops
    }

    // =====================================================================
    // Values
    // =====================================================================

    fn alloc_values(&mut self, n: u32) -> PackedOption<ValueId> {
        if n == 0 {
            return None.into();
        }
        if let Some(start) = self.free_values.take(n) {
            return Some(ValueId::from_u32(start)).into();
        }
        let (_, cap) = class_of(n);
        let start = self.values.len() as u32;
        for _ in 0..cap {
            self.values.push(ValueData::new(Type(0), ValueDef::Placeholder));
        }
        Some(ValueId::from_u32(start)).into()
    }

    /// Creates a placeholder value of type `ty`, e.g. for a forward
    /// reference; replace its uses and free it with [`Body::free_placeholder`].
    pub fn create_placeholder(&mut self, ty: Type, loc: Location) -> ValueId {
        let v = self.alloc_values(1).unwrap();
        self.values[v] = ValueData::placeholder(ty, loc);
        v
    }

    /// Frees a placeholder value, which must have no uses left.
    pub fn free_placeholder(&mut self, v: ValueId) {
        debug_assert!(self.values[v].first_use.is_none());
        debug_assert!(matches!(self.values[v].def(), ValueDef::Placeholder));
        self.free_values.give(v.as_u32(), 1);
    }

    /// The type of `v`.
    #[inline]
    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v].ty
    }

    /// Changes a value's type in place (`Value::setType`).
    pub fn set_value_type(&mut self, v: ValueId, ty: Type) {
        self.values[v].ty = ty;
    }

    /// Where `v` comes from.
    #[inline]
    pub fn value_def(&self, v: ValueId) -> ValueDef {
        self.values[v].def()
    }

    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v].def() {
            ValueDef::Result(op, _) => Some(op),
            _ => None,
        }
    }

    /// The location of a value: its op's for a result, its own for a
    /// block argument.
    pub fn value_loc(&self, v: ValueId) -> Location {
        let d = &self.values[v];
        match d.def() {
            ValueDef::Result(op, _) => self.ops[op].loc,
            ValueDef::BlockArg(..) => self.arg_locs.get(&v).copied().unwrap_or(Location(0)),
            ValueDef::Placeholder => Location(d.slot),
        }
    }

    /// Sets the location of block argument `v`.
    pub fn set_block_arg_loc(&mut self, v: ValueId, loc: Location) {
        self.arg_locs.insert(v, loc);
    }

    /// The block a value is defined in.
    pub fn value_parent_block(&self, v: ValueId) -> Option<BlockId> {
        match self.values[v].def() {
            ValueDef::Result(op, _) => self.ops[op].block.expand(),
            ValueDef::BlockArg(b, _) => Some(b),
            ValueDef::Placeholder => None,
        }
    }

    /// The uses of `v` as (user op, operand index), most recent first.
    pub fn uses(&self, v: ValueId) -> Uses<'_> {
        Uses {
            body: self,
            cur: self.values[v].first_use.expand(),
        }
    }

    /// Whether `v` has any use.
    pub fn has_uses(&self, v: ValueId) -> bool {
        self.values[v].first_use.is_some()
    }

    /// Whether `v` has exactly one use.
    pub fn has_one_use(&self, v: ValueId) -> bool {
        match self.values[v].first_use.expand() {
            Some(u) => self.uses[u].next.is_none(),
            None => false,
        }
    }

    /// The op and operand index of a use.
    pub fn use_info(&self, u: UseId) -> (OpId, usize) {
        let owner = self.uses[u].owner.unwrap();
        let idx = u.as_u32() - self.ops[owner].operands.start;
        (owner, idx as usize)
    }

    fn link_use(&mut self, u: UseId, v: ValueId) {
        let head = self.values[v].first_use;
        self.uses[u].value = Some(v).into();
        self.uses[u].prev = None.into();
        self.uses[u].next = head;
        if let Some(h) = head.expand() {
            self.uses[h].prev = Some(u).into();
        }
        self.values[v].first_use = Some(u).into();
    }

    fn unlink_use(&mut self, u: UseId) {
        let UseData {
            value, prev, next, ..
        } = self.uses[u].clone();
        let Some(v) = value.expand() else { return };
        match prev.expand() {
            Some(p) => self.uses[p].next = next,
            None => self.values[v].first_use = next,
        }
        if let Some(n) = next.expand() {
            self.uses[n].prev = prev;
        }
        self.uses[u].value = None.into();
        self.uses[u].prev = None.into();
        self.uses[u].next = None.into();
    }

    /// Replaces every use of `from` with `to`. O(uses of `from`).
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        while let Some(u) = self.values[from].first_use.expand() {
            self.unlink_use(u);
            self.link_use(u, to);
        }
    }

    /// Replaces the uses of `from` for which `pred(user, operand index)`
    /// holds.
    pub fn replace_uses_with_if(
        &mut self,
        from: ValueId,
        to: ValueId,
        mut pred: impl FnMut(&Body, OpId, usize) -> bool,
    ) {
        if from == to {
            return;
        }
        let mut cur = self.values[from].first_use.expand();
        while let Some(u) = cur {
            cur = self.uses[u].next.expand();
            let (owner, idx) = self.use_info(u);
            if pred(self, owner, idx) {
                self.unlink_use(u);
                self.link_use(u, to);
            }
        }
    }

    // =====================================================================
    // Operations
    // =====================================================================

    fn alloc_use_range(&mut self, n: u32) -> SlotRange {
        if n == 0 {
            return SlotRange::default();
        }
        let start = match self.free_uses.take(n) {
            Some(s) => s,
            None => {
                let (_, cap) = class_of(n);
                let s = self.uses.len() as u32;
                for _ in 0..cap {
                    self.uses.push(UseData {
                        value: None.into(),
                        owner: None.into(),
                        prev: None.into(),
                        next: None.into(),
                    });
                }
                s
            }
        };
        SlotRange { start, len: n }
    }

    /// The slots of `n` successors: a header slot, whose `prev` field
    /// holds `n` (it is never linked into a predecessor list), followed by
    /// the successors' slots. None when `n` is 0.
    fn alloc_successor_slots(&mut self, n: u32) -> Option<BlockUseId> {
        if n == 0 {
            return None;
        }
        let r = self.alloc_block_use_range(n + 1);
        let h = BlockUseId::from_u32(r.start);
        self.block_uses[h] = BlockUseData {
            block: None.into(),
            owner: None.into(),
            prev: Some(BlockUseId::from_u32(n)).into(),
            next: None.into(),
        };
        Some(h)
    }

    /// The successor slots of `op` (see [`Body::alloc_successor_slots`]).
    #[inline]
    fn successor_range(&self, op: OpId) -> SlotRange {
        match self.ops[op].successors.expand() {
            None => SlotRange::default(),
            Some(h) => SlotRange {
                start: h.as_u32() + 1,
                len: self.block_uses[h].prev.expand().map_or(0, |n| n.as_u32()),
            },
        }
    }

    fn alloc_block_use_range(&mut self, n: u32) -> SlotRange {
        if n == 0 {
            return SlotRange::default();
        }
        let start = match self.free_block_uses.take(n) {
            Some(s) => s,
            None => {
                let (_, cap) = class_of(n);
                let s = self.block_uses.len() as u32;
                for _ in 0..cap {
                    self.block_uses.push(BlockUseData {
                        block: None.into(),
                        owner: None.into(),
                        prev: None.into(),
                        next: None.into(),
                    });
                }
                s
            }
        };
        SlotRange { start, len: n }
    }

    /// Creates a detached operation. Its results are new values; its
    /// regions are adopted from `state`.
    pub fn create_op(&mut self, mut state: OperationState) -> OpId {
        self.create_op_reusing(&mut state)
    }

    /// [`Body::create_op`] leaving `state` empty (no operands, results,
    /// attributes, successors, regions or child body) with its lists'
    /// storage kept, so that a caller creating many ops (the parser)
    /// reuses it instead of allocating lists for each.
    pub fn create_op_reusing(&mut self, state: &mut OperationState) -> OpId {
        let name = state.name;
        let loc = state.loc;
        let properties = state.properties.take();
        let attributes = state.attributes.take();
        let regions = std::mem::take(&mut state.regions);
        let mut child = state.child.take();
        let (operands, result_types, successors) = (&state.operands, &state.result_types, &state.successors);
        let num_results = result_types.len() as u32;
        let first_result = self.alloc_values(num_results);
        let operand_range = self.alloc_use_range(operands.len() as u32);
        let succ_header = self.alloc_successor_slots(successors.len() as u32);
        let succ_range = succ_header.map_or(SlotRange::default(), |h| SlotRange {
            start: h.as_u32() + 1,
            len: successors.len() as u32,
        });
        let region_list = EntityList::from_slice(
            &regions,
            match child.as_deref_mut() {
                Some(c) => &mut c.region_lists,
                None => &mut self.region_lists,
            },
        );
        let data = OpData {
            name,
            loc,
            props: properties.unwrap_or(NO_ATTR),
            attrs: attributes.unwrap_or(NO_ATTR),
            block: None.into(),
            prev: None.into(),
            next: None.into(),
            operands: operand_range,
            successors: succ_header.into(),
            first_result,
            num_results,
            regions: region_list,
            child: None,
            order: OrderCell::default(),
        };
        let op = match self.free_ops.pop() {
            Some(op) => {
                self.ops[op] = data;
                op
            }
            None => self.ops.push(data),
        };
        self.live_ops += 1;
        if let Some(first) = first_result.expand() {
            for (i, &ty) in result_types.iter().enumerate() {
                let v = ValueId::from_u32(first.as_u32() + i as u32);
                self.values[v] = ValueData::new(ty, ValueDef::Result(op, i as u32));
            }
        }
        for (i, &v) in operands.iter().enumerate() {
            let u = UseId::from_u32(operand_range.start + i as u32);
            self.uses[u].owner = Some(op).into();
            self.link_use(u, v);
        }
        for (i, &b) in successors.iter().enumerate() {
            let u = BlockUseId::from_u32(succ_range.start + i as u32);
            self.block_uses[u].owner = Some(op).into();
            self.link_block_use(u, b);
        }
        state.operands.clear();
        state.result_types.clear();
        state.successors.clear();
        match child {
            Some(mut c) => {
                c.root_regions = regions;
                self.ops[op].child = Some(c);
            }
            None => {
                for &r in &regions {
                    debug_assert!(self.regions[r].parent.is_none());
                    self.regions[r].parent = Some(op).into();
                }
                // The (usually empty) list goes back for the next op.
                state.regions = regions;
                state.regions.clear();
            }
        }
        op
    }

    /// The name of `op`.
    #[inline]
    pub fn op_name(&self, op: OpId) -> OpName {
        self.ops[op].name
    }

    /// The location of `op`.
    #[inline]
    pub fn op_loc(&self, op: OpId) -> Location {
        self.ops[op].loc
    }

    /// Sets the location of `op`.
    pub fn set_op_loc(&mut self, op: OpId, loc: Location) {
        self.ops[op].loc = loc;
    }

    /// Whether `op` is a live (not erased) op of this body.
    pub fn is_live(&self, op: OpId) -> bool {
        self.ops.get(op).is_some_and(|o| !o.erased())
    }

    /// Inherent attributes (properties) as a dictionary, if the op has any.
    #[inline]
    pub fn op_properties(&self, op: OpId) -> Option<Attribute> {
        unpack(self.ops[op].props)
    }

    /// Replaces the properties of `op` (a dictionary, or `None`).
    pub fn set_op_properties(&mut self, op: OpId, props: Option<Attribute>) {
        self.ops[op].props = props.unwrap_or(NO_ATTR);
    }

    /// Discardable attributes as a dictionary attribute, or `None` if the
    /// op has none.
    #[inline]
    pub fn op_attr_dict(&self, op: OpId) -> Option<Attribute> {
        unpack(self.ops[op].attrs)
    }

    /// Replaces the discardable attributes (a dictionary, or `None`).
    pub fn set_op_attr_dict(&mut self, op: OpId, dict: Option<Attribute>) {
        self.ops[op].attrs = dict.unwrap_or(NO_ATTR);
    }

    /// Looks up an attribute by name: properties first, then discardable
    /// attributes (as MLIR's `Operation::getAttr`).
    pub fn op_attr(&self, ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
        if let Some(p) = unpack(self.ops[op].props) {
            if let Some(a) = ctx.dict_get_str(p, name) {
                return Some(a);
            }
        }
        self.op_attr_dict(op).and_then(|d| ctx.dict_get_str(d, name))
    }

    /// Sets an inherent attribute for registered ops that declare it (the
    /// segment sizes of ops with attribute-sized segments included) and a
    /// discardable one otherwise.
    pub fn set_op_attr(&mut self, ctx: &Context, op: OpId, name: &str, value: Option<Attribute>) {
        let id = ctx.ident(name);
        let inherent = ctx.op_def(self.ops[op].name).is_some_and(|d| {
            d.inherent_attrs.contains(&name)
                || (name == "operandSegmentSizes"
                    && d.traits.contains(crate::OpTraits::ATTR_SIZED_OPERAND_SEGMENTS))
                || (name == "resultSegmentSizes"
                    && d.traits.contains(crate::OpTraits::ATTR_SIZED_RESULT_SEGMENTS))
        });
        if inherent {
            let base = unpack(self.ops[op].props).unwrap_or_else(|| ctx.empty_dictionary());
            self.ops[op].props = ctx.dict_with(base, id, value);
        } else {
            let base = self.op_attr_dict(op).unwrap_or_else(|| ctx.empty_dictionary());
            let new = ctx.dict_with(base, id, value);
            let empty = ctx.dict_entries(new).is_empty();
            self.set_op_attr_dict(op, (!empty).then_some(new));
        }
    }

    /// The number of operands of `op`.
    #[inline]
    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op].operands.len as usize
    }

    /// Operand `i` of `op`; panics if there is none.
    #[inline]
    pub fn operand(&self, op: OpId, i: usize) -> ValueId {
        let r = self.ops[op].operands;
        assert!(i < r.len as usize, "operand index out of range");
        self.uses[UseId::from_u32(r.start + i as u32)].value.unwrap()
    }

    /// The operands of `op`.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + '_ {
        let r = self.ops[op].operands;
        (r.start..r.start + r.len).map(move |i| self.uses[UseId::from_u32(i)].value.unwrap())
    }

    /// The operand slot (use) of operand `i`.
    pub fn operand_use(&self, op: OpId, i: usize) -> UseId {
        let r = self.ops[op].operands;
        assert!(i < r.len as usize);
        UseId::from_u32(r.start + i as u32)
    }

    /// Replaces operand `i` of `op` by `v`, moving the use.
    pub fn set_operand(&mut self, op: OpId, i: usize, v: ValueId) {
        let u = self.operand_use(op, i);
        self.unlink_use(u);
        self.link_use(u, v);
    }

    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        let old = self.ops[op].operands;
        for i in 0..old.len {
            self.unlink_use(UseId::from_u32(old.start + i));
        }
        let new = if class_of(old.len).0 == class_of(values.len() as u32).0 {
            SlotRange {
                start: old.start,
                len: values.len() as u32,
            }
        } else {
            for i in 0..old.len {
                self.uses[UseId::from_u32(old.start + i)].owner = None.into();
            }
            self.free_uses.give(old.start, old.len);
            self.alloc_use_range(values.len() as u32)
        };
        self.ops[op].operands = new;
        for (i, &v) in values.iter().enumerate() {
            let u = UseId::from_u32(new.start + i as u32);
            self.uses[u].owner = Some(op).into();
            self.link_use(u, v);
        }
    }

    /// Inserts operands at position `at`.
    pub fn insert_operands(&mut self, op: OpId, at: usize, values: &[ValueId]) {
        let mut all: Vec<ValueId> = self.operands(op).collect();
        all.splice(at..at, values.iter().copied());
        self.set_operands(op, &all);
    }

    /// Erases the operands in `range`.
    pub fn erase_operands(&mut self, op: OpId, range: std::ops::Range<usize>) {
        let mut all: Vec<ValueId> = self.operands(op).collect();
        all.drain(range);
        self.set_operands(op, &all);
    }

    /// The number of results of `op`.
    #[inline]
    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op].num_results as usize
    }

    /// Result `i` of `op`; panics if there is none.
    #[inline]
    pub fn result(&self, op: OpId, i: usize) -> ValueId {
        let d = &self.ops[op];
        assert!(i < d.num_results as usize, "result index out of range");
        ValueId::from_u32(d.first_result.unwrap().as_u32() + i as u32)
    }

    /// The results of `op`, in order.
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + '_ {
        let d = &self.ops[op];
        let start = d.first_result.expand().map_or(0, |v| v.as_u32());
        (start..start + d.num_results).map(ValueId::from_u32)
    }

    /// The result types of `op`, in order.
    pub fn result_types(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.results(op).map(move |v| self.values[v].ty)
    }

    /// The operand types of `op`, in order.
    pub fn operand_types(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.operands(op).map(move |v| self.values[v].ty)
    }

    /// Whether any result of `op` is used.
    pub fn op_has_uses(&self, op: OpId) -> bool {
        self.results(op).any(|v| self.has_uses(v))
    }

    // ---- successors -----------------------------------------------------

    fn link_block_use(&mut self, u: BlockUseId, b: BlockId) {
        let head = self.blocks[b].first_pred;
        self.block_uses[u].block = Some(b).into();
        self.block_uses[u].prev = None.into();
        self.block_uses[u].next = head;
        if let Some(h) = head.expand() {
            self.block_uses[h].prev = Some(u).into();
        }
        self.blocks[b].first_pred = Some(u).into();
    }

    fn unlink_block_use(&mut self, u: BlockUseId) {
        let BlockUseData {
            block, prev, next, ..
        } = self.block_uses[u].clone();
        let Some(b) = block.expand() else { return };
        match prev.expand() {
            Some(p) => self.block_uses[p].next = next,
            None => self.blocks[b].first_pred = next,
        }
        if let Some(n) = next.expand() {
            self.block_uses[n].prev = prev;
        }
        self.block_uses[u].block = None.into();
    }

    /// The number of successor blocks of `op`.
    #[inline]
    pub fn num_successors(&self, op: OpId) -> usize {
        self.successor_range(op).len as usize
    }

    /// Successor `i` of `op`; panics if there is none.
    pub fn successor(&self, op: OpId, i: usize) -> BlockId {
        let r = self.successor_range(op);
        assert!(i < r.len as usize);
        self.block_uses[BlockUseId::from_u32(r.start + i as u32)]
            .block
            .unwrap()
    }

    /// The successors of `op`, in order.
    pub fn successors(&self, op: OpId) -> impl ExactSizeIterator<Item = BlockId> + '_ {
        let r = self.successor_range(op);
        (r.start..r.start + r.len).map(move |i| self.block_uses[BlockUseId::from_u32(i)].block.unwrap())
    }

    /// Replaces successor `i` of `op` by `b`.
    pub fn set_successor(&mut self, op: OpId, i: usize, b: BlockId) {
        let r = self.successor_range(op);
        assert!(i < r.len as usize);
        let u = BlockUseId::from_u32(r.start + i as u32);
        self.unlink_block_use(u);
        self.link_block_use(u, b);
    }

    /// The ops branching to `b` (one entry per successor slot).
    pub fn predecessors(&self, b: BlockId) -> Predecessors<'_> {
        Predecessors {
            body: self,
            cur: self.blocks[b].first_pred.expand(),
        }
    }

    /// Whether any op branches to `b`.
    pub fn has_predecessors(&self, b: BlockId) -> bool {
        self.blocks[b].first_pred.is_some()
    }

    /// Replaces every use of block `from` as a successor by `to`.
    pub fn replace_all_block_uses_with(&mut self, from: BlockId, to: BlockId) {
        while let Some(u) = self.blocks[from].first_pred.expand() {
            self.unlink_block_use(u);
            self.link_block_use(u, to);
        }
    }

    // ---- regions of an op -------------------------------------------------

    /// The body holding `op`'s regions (its child body if it is isolated,
    /// this body otherwise) and the regions.
    #[inline]
    pub fn op_regions(&self, op: OpId) -> (&Body, &[RegionId]) {
        let d = &self.ops[op];
        match &d.child {
            Some(c) => (c, d.regions.as_slice(&c.region_lists)),
            None => (self, d.regions.as_slice(&self.region_lists)),
        }
    }

    /// The number of regions of `op`.
    #[inline]
    pub fn num_regions(&self, op: OpId) -> usize {
        self.op_regions(op).1.len()
    }

    /// The regions of an op whose regions live in this body (not isolated).
    pub fn regions_in_body(&self, op: OpId) -> &[RegionId] {
        let d = &self.ops[op];
        debug_assert!(d.child.is_none());
        d.regions.as_slice(&self.region_lists)
    }

    /// The child body of an isolated-from-above op.
    pub fn child_body(&self, op: OpId) -> Option<&Body> {
        self.ops[op].child.as_deref()
    }

    /// The child body of an isolated-from-above op, mutably.
    pub fn child_body_mut(&mut self, op: OpId) -> Option<&mut Body> {
        self.ops[op].child.as_deref_mut()
    }

    /// Takes the child body out (e.g. to move it to another thread); put
    /// it back with [`Body::set_child_body`].
    pub fn take_child_body(&mut self, op: OpId) -> Option<Box<Body>> {
        self.ops[op].child.take()
    }

    /// Replaces the body of isolated `op` by one whose root regions are
    /// empty, freeing all that was in them (what MLIR's inliner leaves of
    /// a callable whose body it moved into the caller).
    pub fn clear_child_body(&mut self, op: OpId) {
        let d = &mut self.ops[op];
        let Some(old) = d.child.as_deref() else { return };
        let (regions, new) = Body::with_empty_regions_like(old);
        d.regions = regions;
        d.child = Some(new);
    }

    /// A body with as many empty root regions as `old` (and its symbol
    /// scope), with the region list its owner op refers to.
    fn with_empty_regions_like(old: &Body) -> (EntityList<RegionId>, Box<Body>) {
        let mut new = Body::new();
        new.symbol_scope = old.symbol_scope.clone();
        new.enclosing_data_layout = old.enclosing_data_layout;
        for _ in 0..old.root_regions.len() {
            let r = new.create_region();
            new.root_regions.push(r);
        }
        let regions = EntityList::from_slice(&new.root_regions, &mut new.region_lists);
        (regions, Box::new(new))
    }

    /// Moves the regions of isolated op `src` into isolated op `dest`,
    /// dropping what `dest`'s held and leaving `src`'s empty (MLIR's
    /// `Region::takeBody` between isolated ops' regions).
    pub fn move_child_body(&mut self, src: OpId, dest: OpId) {
        if src == dest || self.ops[src].child.is_none() {
            return;
        }
        let regions = self.ops[src].regions;
        let moved = self.ops[src].child.take();
        let d = &mut self.ops[dest];
        d.regions = regions;
        d.child = moved;
        // `src` gets a body like the one it gave away, with empty regions.
        if let Some(given) = self.ops[dest].child.as_deref() {
            let (regions, new) = Body::with_empty_regions_like(given);
            self.ops[src].regions = regions;
            self.ops[src].child = Some(new);
        }
    }

    /// Gives `op` a child body (or removes it with `None`).
    pub fn set_child_body(&mut self, op: OpId, child: Option<Box<Body>>) {
        self.ops[op].child = child;
    }

    /// Every live op of this body that owns a child body, with mutable
    /// access to it. The bodies are disjoint, so callers may process them
    /// in parallel (`into_par_iter`).
    pub fn child_bodies_mut(&mut self) -> Vec<(OpId, &mut Body)> {
        self.ops
            .iter_mut()
            .filter(|(_, d)| !d.erased())
            .filter_map(|(id, d)| d.child.as_deref_mut().map(|c| (id, c)))
            .collect()
    }

    /// [`Body::child_bodies_mut`] with the name of each owning op.
    pub fn named_child_bodies_mut(&mut self) -> Vec<(OpId, OpName, &mut Body)> {
        self.ops
            .iter_mut()
            .filter(|(_, d)| !d.erased())
            .filter_map(|(id, d)| d.child.as_deref_mut().map(|c| (id, d.name, c)))
            .collect()
    }

    /// The isolated ops placed directly in this body's root regions (the
    /// ops a nested pass manager runs on), in IR order, each with mutable
    /// access to its record and child body. They are disjoint, so callers
    /// may process them in parallel.
    pub fn isolated_children_mut(&mut self) -> Vec<IsolatedOpMut<'_>> {
        let mut order: Vec<OpId> = Vec::new();
        for &r in &self.root_regions {
            let mut b = self.regions[r].first_block.expand();
            while let Some(block) = b {
                let mut o = self.blocks[block].first_op.expand();
                while let Some(op) = o {
                    if self.ops[op].child.is_some() {
                        order.push(op);
                    }
                    o = self.ops[op].next.expand();
                }
                b = self.blocks[block].next.expand();
            }
        }
        let mut position: rustc_hash::FxHashMap<OpId, usize> = Default::default();
        for (i, &op) in order.iter().enumerate() {
            position.insert(op, i);
        }
        let mut out: Vec<(usize, IsolatedOpMut<'_>)> = self
            .ops
            .iter_mut()
            .filter_map(|(id, data)| position.get(&id).map(|&i| (i, IsolatedOpMut { id, data })))
            .collect();
        out.sort_unstable_by_key(|(i, _)| *i);
        out.into_iter().map(|(_, o)| o).collect()
    }

    /// Mutable access to one isolated op's record and child body.
    pub fn isolated_op_mut(&mut self, op: OpId) -> Option<IsolatedOpMut<'_>> {
        let data = &mut self.ops[op];
        data.child.as_ref()?;
        Some(IsolatedOpMut { id: op, data })
    }

    /// Appends a new empty region to a non-isolated `op`.
    pub fn add_region(&mut self, op: OpId) -> RegionId {
        let r = self.create_region();
        self.regions[r].parent = Some(op).into();
        let mut list = std::mem::take(&mut self.ops[op].regions);
        list.push(r, &mut self.region_lists);
        self.ops[op].regions = list;
        r
    }

    // ---- navigation ---------------------------------------------------------

    /// The block holding `op`; `None` if it is detached.
    #[inline]
    pub fn op_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op].block.expand()
    }

    /// The op after `op` in its block.
    #[inline]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].next.expand()
    }

    /// The op before `op` in its block.
    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].prev.expand()
    }

    /// The op whose region holds `op`, within this body.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let b = self.ops[op].block.expand()?;
        let r = self.blocks[b].region.expand()?;
        self.regions[r].parent.expand()
    }

    /// The op owning region `r`, within this body (`None` for a root
    /// region or a detached one).
    pub fn region_parent_op(&self, r: RegionId) -> Option<OpId> {
        self.regions[r].parent.expand()
    }

    /// The region holding block `b`; `None` if it is detached.
    pub fn block_region(&self, b: BlockId) -> Option<RegionId> {
        self.blocks[b].region.expand()
    }

    /// The op owning the region of block `b`, within this body.
    pub fn block_parent_op(&self, b: BlockId) -> Option<OpId> {
        self.region_parent_op(self.blocks[b].region.expand()?)
    }

    /// Whether `r` is one of this body's root regions.
    pub fn is_root_region(&self, r: RegionId) -> bool {
        self.root_regions.contains(&r)
    }

    /// Whether `op` is `ancestor` or nested in it, within this body.
    pub fn is_ancestor(&self, ancestor: OpId, mut op: OpId) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    /// Whether region `r` is `ancestor` or nested in it, within this body.
    pub fn is_region_ancestor(&self, ancestor: RegionId, mut r: RegionId) -> bool {
        loop {
            if r == ancestor {
                return true;
            }
            let Some(op) = self.regions[r].parent.expand() else {
                return false;
            };
            let Some(b) = self.ops[op].block.expand() else {
                return false;
            };
            let Some(pr) = self.blocks[b].region.expand() else {
                return false;
            };
            r = pr;
        }
    }

    // ---- insertion and removal ------------------------------------------------

    /// Inserts a detached op.
    pub fn insert_op(&mut self, at: InsertPoint, op: OpId) {
        debug_assert!(self.ops[op].block.is_none(), "op is already in a block");
        let (block, prev, next) = match at {
            InsertPoint::End(b) => (b, self.blocks[b].last_op.expand(), None),
            InsertPoint::Start(b) => (b, None, self.blocks[b].first_op.expand()),
            InsertPoint::Before(o) => (self.ops[o].block.unwrap(), self.ops[o].prev.expand(), Some(o)),
            InsertPoint::After(o) => (self.ops[o].block.unwrap(), Some(o), self.ops[o].next.expand()),
        };
        self.ops[op].block = Some(block).into();
        self.ops[op].prev = prev.into();
        self.ops[op].next = next.into();
        match prev {
            Some(p) => self.ops[p].next = Some(op).into(),
            None => self.blocks[block].first_op = Some(op).into(),
        }
        match next {
            Some(n) => self.ops[n].prev = Some(op).into(),
            None => self.blocks[block].last_op = Some(op).into(),
        }
        // Keep the block numbered when there is room between the
        // neighbours' positions; renumber lazily otherwise.
        if self.blocks[block].order_valid.get() {
            let lo = prev.map(|p| self.ops[p].order.get());
            let hi = next.map(|n| self.ops[n].order.get());
            let order = match (lo, hi) {
                (None, None) => Some(0),
                (Some(l), None) => l.checked_add(ORDER_STRIDE),
                (None, Some(h)) => (h > 0).then_some(h / 2),
                (Some(l), Some(h)) => (h - l > 1).then(|| l + (h - l) / 2),
            };
            match order {
                Some(o) => self.ops[op].order.set(o),
                None => self.blocks[block].order_valid.set(false),
            }
        }
    }

    /// Inserts a detached op at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        self.insert_op(InsertPoint::End(block), op);
    }

    /// Unlinks `op` from its block, keeping it alive.
    pub fn remove_op(&mut self, op: OpId) {
        let Some(block) = self.ops[op].block.expand() else {
            return;
        };
        let prev = self.ops[op].prev;
        let next = self.ops[op].next;
        match prev.expand() {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first_op = next,
        }
        match next.expand() {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last_op = prev,
        }
        let d = &mut self.ops[op];
        d.block = None.into();
        d.prev = None.into();
        d.next = None.into();
    }

    /// Moves `op` (attached or not) to `at`.
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) {
        self.remove_op(op);
        self.insert_op(at, op);
    }

    /// Erases `op` and everything nested in it. Its results must have no
    /// uses outside the erased ops.
    pub fn erase_op(&mut self, op: OpId) {
        self.remove_op(op);
        if self.ops[op].child.is_some() || self.regions_in_body(op).is_empty() {
            // Nothing nested in this body: no list to build.
            self.drop_op_references(op);
            self.free_op(op);
            return;
        }
        // Drop all references first so nested uses of nested values do not
        // keep each other alive, then free.
        let mut nested = Vec::new();
        self.collect_nested(op, &mut nested);
        for &o in &nested {
            self.drop_op_references(o);
        }
        for &o in nested.iter().rev() {
            self.free_op(o);
        }
    }

    /// `op` and every op nested below it in this body, pre-order.
    fn collect_nested(&self, op: OpId, out: &mut Vec<OpId>) {
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            out.push(o);
            if self.ops[o].child.is_some() {
                continue;
            }
            for &r in self.regions_in_body(o) {
                for b in self.region_blocks(r) {
                    for inner in self.block_ops(b) {
                        stack.push(inner);
                    }
                }
            }
        }
    }

    /// Removes `op`'s uses of values and blocks (`dropAllReferences`).
    pub fn drop_op_references(&mut self, op: OpId) {
        let r = self.ops[op].operands;
        for i in 0..r.len {
            self.unlink_use(UseId::from_u32(r.start + i));
        }
        let s = self.successor_range(op);
        for i in 0..s.len {
            self.unlink_block_use(BlockUseId::from_u32(s.start + i));
        }
    }

    fn free_op(&mut self, op: OpId) {
        debug_assert!(
            !self.op_has_uses(op),
            "erasing an op whose results still have uses"
        );
        let succs = self.successor_range(op);
        let d = &mut self.ops[op];
        let operands = d.operands;
        let first_result = d.first_result;
        let num_results = d.num_results;
        d.num_results = ERASED;
        let mut regions = std::mem::take(&mut d.regions);
        // An isolated op's region list lives in its child body's pool and
        // goes with it.
        if d.child.take().is_none() && !regions.as_slice(&self.region_lists).is_empty() {
            let rs: Vec<RegionId> = regions.as_slice(&self.region_lists).to_vec();
            regions.clear(&mut self.region_lists);
            for r in rs {
                self.free_region_storage(r);
            }
        }
        for i in 0..operands.len {
            self.uses[UseId::from_u32(operands.start + i)].owner = None.into();
        }
        self.free_uses.give(operands.start, operands.len);
        if succs.len > 0 {
            // With the header slot before them.
            self.free_block_uses.give(succs.start - 1, succs.len + 1);
        }
        if let Some(f) = first_result.expand() {
            for i in 0..num_results {
                self.values[ValueId::from_u32(f.as_u32() + i)].set_def(ValueDef::Placeholder);
            }
            self.free_values.give(f.as_u32(), num_results);
        }
        self.free_ops.push(op);
        self.live_ops -= 1;
    }

    fn free_region_storage(&mut self, r: RegionId) {
        let blocks: Vec<BlockId> = self.region_blocks(r).collect();
        for b in blocks {
            self.free_block_storage(b);
        }
        self.regions[r].erased = true;
        self.regions[r].first_block = None.into();
        self.regions[r].last_block = None.into();
        self.free_regions.push(r);
    }

    fn free_block_storage(&mut self, b: BlockId) {
        let args: Vec<ValueId> = self.block_args(b).to_vec();
        for v in args {
            self.values[v].set_def(ValueDef::Placeholder);
            self.arg_locs.remove(&v);
            self.free_values.give(v.as_u32(), 1);
        }
        let mut list = std::mem::take(&mut self.blocks[b].args);
        list.clear(&mut self.value_lists);
        self.blocks[b].erased = true;
        self.blocks[b].first_op = None.into();
        self.blocks[b].last_op = None.into();
        self.free_blocks.push(b);
    }

    // =====================================================================
    // Blocks and regions
    // =====================================================================

    /// Creates a detached, empty region.
    pub fn create_region(&mut self) -> RegionId {
        let data = RegionData {
            parent: None.into(),
            first_block: None.into(),
            last_block: None.into(),
            erased: false,
        };
        match self.free_regions.pop() {
            Some(r) => {
                self.regions[r] = data;
                r
            }
            None => self.regions.push(data),
        }
    }

    /// Frees a detached region with no blocks (one that was used to hold
    /// blocks on their way elsewhere).
    pub fn erase_empty_region(&mut self, r: RegionId) {
        debug_assert!(self.regions[r].parent.is_none(), "region is attached to an op");
        debug_assert!(self.regions[r].first_block.is_none(), "region has blocks");
        self.free_region_storage(r);
    }

    /// Creates a detached, empty block without arguments.
    pub fn create_block(&mut self) -> BlockId {
        let data = BlockData {
            region: None.into(),
            prev: None.into(),
            next: None.into(),
            first_op: None.into(),
            last_op: None.into(),
            args: EntityList::new(),
            first_pred: None.into(),
            order_valid: ValidCell::new(true),
            erased: false,
        };
        match self.free_blocks.pop() {
            Some(b) => {
                self.blocks[b] = data;
                b
            }
            None => self.blocks.push(data),
        }
    }

    /// Appends an argument of type `ty` to block `b`.
    pub fn add_block_arg(&mut self, b: BlockId, ty: Type, loc: Location) -> ValueId {
        let n = self.blocks[b].args.len(&self.value_lists) as u32;
        let v = self.alloc_values(1).unwrap();
        self.values[v] = ValueData::new(ty, ValueDef::BlockArg(b, n));
        self.arg_locs.insert(v, loc);
        let mut args = std::mem::take(&mut self.blocks[b].args);
        args.push(v, &mut self.value_lists);
        self.blocks[b].args = args;
        v
    }

    /// Inserts an argument at `index`, renumbering the following ones.
    pub fn insert_block_arg(&mut self, b: BlockId, index: usize, ty: Type, loc: Location) -> ValueId {
        let v = self.alloc_values(1).unwrap();
        self.values[v] = ValueData::new(ty, ValueDef::BlockArg(b, index as u32));
        self.arg_locs.insert(v, loc);
        let mut args = std::mem::take(&mut self.blocks[b].args);
        args.insert(index, v, &mut self.value_lists);
        self.blocks[b].args = args;
        self.renumber_args(b, index + 1);
        v
    }

    /// Erases argument `index`, which must have no uses.
    pub fn erase_block_arg(&mut self, b: BlockId, index: usize) {
        let v = self.block_args(b)[index];
        debug_assert!(!self.has_uses(v), "erasing a block argument with uses");
        let mut args = std::mem::take(&mut self.blocks[b].args);
        args.remove(index, &mut self.value_lists);
        self.blocks[b].args = args;
        self.values[v].set_def(ValueDef::Placeholder);
        self.arg_locs.remove(&v);
        self.free_values.give(v.as_u32(), 1);
        self.renumber_args(b, index);
    }

    fn renumber_args(&mut self, b: BlockId, from: usize) {
        let args: Vec<ValueId> = self.block_args(b)[from..].to_vec();
        for (i, v) in args.into_iter().enumerate() {
            self.values[v].set_def(ValueDef::BlockArg(b, (from + i) as u32));
        }
    }

    /// The arguments of block `b`, in order.
    #[inline]
    pub fn block_args(&self, b: BlockId) -> &[ValueId] {
        self.blocks[b].args.as_slice(&self.value_lists)
    }

    /// Argument `i` of block `b`; panics if there is none.
    pub fn block_arg(&self, b: BlockId, i: usize) -> ValueId {
        self.block_args(b)[i]
    }

    /// The first op of block `b`.
    pub fn first_op(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b].first_op.expand()
    }

    /// The last op of block `b` (its terminator, if it has one).
    pub fn last_op(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b].last_op.expand()
    }

    /// The ops of a block in order. Do not mutate the block while
    /// iterating; collect first.
    pub fn block_ops(&self, b: BlockId) -> BlockOps<'_> {
        BlockOps {
            body: self,
            cur: self.blocks[b].first_op.expand(),
        }
    }

    /// Whether block `b` holds no op.
    pub fn block_is_empty(&self, b: BlockId) -> bool {
        self.blocks[b].first_op.is_none()
    }

    /// The block after `b` in its region.
    pub fn next_block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks[b].next.expand()
    }

    /// The block before `b` in its region.
    pub fn prev_block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks[b].prev.expand()
    }

    /// Whether `a` comes before `b` in their common block. O(1) amortised:
    /// positions are kept through most insertions and recomputed lazily
    /// (once per block) when an insertion finds no room. Takes `&self`, so
    /// read-only users such as dominance queries share the positions.
    pub fn is_before_in_block(&self, a: OpId, b: OpId) -> bool {
        let block = self.ops[a].block.unwrap();
        debug_assert_eq!(Some(block), self.ops[b].block.expand());
        if !self.blocks[block].order_valid.get() {
            self.recompute_order(block);
        }
        self.ops[a].order.get() < self.ops[b].order.get()
    }

    /// The same as [`Body::is_before_in_block`] (kept for callers written
    /// when that needed `&mut self`).
    pub fn is_before_in_block_slow(&self, a: OpId, b: OpId) -> bool {
        self.is_before_in_block(a, b)
    }

    fn recompute_order(&self, block: BlockId) {
        let mut n: u64 = 0;
        let mut cur = self.blocks[block].first_op.expand();
        while let Some(c) = cur {
            n += 1;
            cur = self.ops[c].next.expand();
        }
        let stride = if n * u64::from(ORDER_STRIDE) < u64::from(u32::MAX) {
            ORDER_STRIDE
        } else {
            1
        };
        let mut cur = self.blocks[block].first_op.expand();
        let mut i: u32 = 0;
        while let Some(c) = cur {
            self.ops[c].order.set(i);
            i = i.wrapping_add(stride);
            cur = self.ops[c].next.expand();
        }
        self.blocks[block].order_valid.set(true);
    }

    /// The blocks of a region in order.
    pub fn region_blocks(&self, r: RegionId) -> RegionBlocks<'_> {
        RegionBlocks {
            body: self,
            cur: self.regions[r].first_block.expand(),
        }
    }

    /// The entry (first) block of region `r`.
    pub fn region_entry(&self, r: RegionId) -> Option<BlockId> {
        self.regions[r].first_block.expand()
    }

    /// The last block of region `r`.
    pub fn region_last_block(&self, r: RegionId) -> Option<BlockId> {
        self.regions[r].last_block.expand()
    }

    /// Whether region `r` has no block.
    pub fn region_is_empty(&self, r: RegionId) -> bool {
        self.regions[r].first_block.is_none()
    }

    /// Inserts a detached block before `before` (or at the end).
    pub fn insert_block(&mut self, r: RegionId, b: BlockId, before: Option<BlockId>) {
        debug_assert!(self.blocks[b].region.is_none());
        let (prev, next) = match before {
            Some(n) => (self.blocks[n].prev.expand(), Some(n)),
            None => (self.regions[r].last_block.expand(), None),
        };
        self.blocks[b].region = Some(r).into();
        self.blocks[b].prev = prev.into();
        self.blocks[b].next = next.into();
        match prev {
            Some(p) => self.blocks[p].next = Some(b).into(),
            None => self.regions[r].first_block = Some(b).into(),
        }
        match next {
            Some(n) => self.blocks[n].prev = Some(b).into(),
            None => self.regions[r].last_block = Some(b).into(),
        }
    }

    /// Exchanges the blocks of regions `a` and `b` (MLIR's splice of two
    /// regions' block lists, as `scf.if`'s folder does).
    pub fn swap_region_blocks(&mut self, a: RegionId, b: RegionId) {
        let (fa, la) = (self.regions[a].first_block, self.regions[a].last_block);
        let (fb, lb) = (self.regions[b].first_block, self.regions[b].last_block);
        self.regions[a].first_block = fb;
        self.regions[a].last_block = lb;
        self.regions[b].first_block = fa;
        self.regions[b].last_block = la;
        for (r, first) in [(a, fb), (b, fa)] {
            let mut cur = first.expand();
            while let Some(blk) = cur {
                self.blocks[blk].region = Some(r).into();
                cur = self.blocks[blk].next.expand();
            }
        }
    }

    /// Inserts a detached block at the end of region `r`.
    pub fn append_block(&mut self, r: RegionId, b: BlockId) {
        self.insert_block(r, b, None);
    }

    /// Unlinks a block from its region, keeping it alive.
    pub fn remove_block(&mut self, b: BlockId) {
        let Some(r) = self.blocks[b].region.expand() else {
            return;
        };
        let prev = self.blocks[b].prev;
        let next = self.blocks[b].next;
        match prev.expand() {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[r].first_block = next,
        }
        match next.expand() {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[r].last_block = prev,
        }
        self.blocks[b].region = None.into();
        self.blocks[b].prev = None.into();
        self.blocks[b].next = None.into();
    }

    /// Erases a block and its ops. Its arguments and results of its ops
    /// must have no uses outside the block, and no op may branch to it.
    pub fn erase_block(&mut self, b: BlockId) {
        self.remove_block(b);
        let ops: Vec<OpId> = self.block_ops(b).collect();
        let mut nested = Vec::new();
        for &op in &ops {
            self.collect_nested(op, &mut nested);
        }
        for &o in &nested {
            self.drop_op_references(o);
        }
        for &op in ops.iter() {
            self.remove_op(op);
        }
        for &o in nested.iter().rev() {
            self.free_op(o);
        }
        self.free_block_storage(b);
    }

    /// Splits `b` before `op`: `op` and the ops after it move to a new block
    /// inserted after `b`, which is returned (without arguments).
    pub fn split_block(&mut self, b: BlockId, op: OpId) -> BlockId {
        debug_assert_eq!(self.ops[op].block.expand(), Some(b));
        let new = self.create_block();
        let r = self.blocks[b].region.expand();
        if let Some(r) = r {
            let next = self.blocks[b].next.expand();
            self.insert_block(r, new, next);
        }
        let prev = self.ops[op].prev.expand();
        let last = self.blocks[b].last_op;
        match prev {
            Some(p) => self.ops[p].next = None.into(),
            None => self.blocks[b].first_op = None.into(),
        }
        self.blocks[b].last_op = prev.into();
        self.ops[op].prev = None.into();
        self.blocks[new].first_op = Some(op).into();
        self.blocks[new].last_op = last;
        // The moved ops keep their positions, which still increase.
        self.blocks[new].order_valid = self.blocks[b].order_valid.clone();
        let mut cur = Some(op);
        while let Some(c) = cur {
            self.ops[c].block = Some(new).into();
            cur = self.ops[c].next.expand();
        }
        new
    }

    /// Splits `b` before `op` as [`Body::split_block`] does, in time
    /// proportional to the shorter side rather than to the ops after `op`.
    /// Returns `(head, tail)`: `head` has `b`'s arguments, predecessors and
    /// the ops before `op`; `tail`, right after it and without arguments,
    /// has `op` and the ops after it. One of the two is `b`: when fewer ops
    /// come before `op` than after, they move to a new block inserted
    /// before `b`, which takes over `b`'s arguments and predecessors (in
    /// their order), and `b` becomes the tail. So splitting a long block at
    /// one point after another from its start costs the distance between
    /// the points, not the rest of the block each time.
    pub fn split_block_at(&mut self, b: BlockId, op: OpId) -> (BlockId, BlockId) {
        debug_assert_eq!(self.ops[op].block.expand(), Some(b));
        // Walk both ways from `op` until one side ends: the head is the
        // shorter side if the ops before `op` run out first.
        let (mut back, mut fwd) = (self.ops[op].prev.expand(), self.ops[op].next.expand());
        let head_shorter = loop {
            match (back, fwd) {
                (None, _) => break true,
                (Some(_), None) => break false,
                (Some(p), Some(n)) => {
                    back = self.ops[p].prev.expand();
                    fwd = self.ops[n].next.expand();
                }
            }
        };
        if !head_shorter {
            return (b, self.split_block(b, op));
        }
        let head = self.create_block();
        if let Some(r) = self.blocks[b].region.expand() {
            self.insert_block(r, head, Some(b));
        }
        self.move_block_front(b, head, Some(op));
        (head, b)
    }

    /// Undoes a [`Body::split_block_at`] that moved the head: the ops,
    /// arguments and predecessors of `head` go back to the front of
    /// `tail`, which must have none of the latter two, and `head` is
    /// erased. Takes time proportional to the ops of `head`.
    pub fn rejoin_split_head(&mut self, head: BlockId, tail: BlockId) {
        debug_assert!(self.block_args(tail).is_empty() && !self.has_predecessors(tail));
        self.move_block_front(head, tail, None);
        self.erase_block(head);
    }

    /// Moves the arguments and predecessors of `from` to `to` (which has
    /// neither), and the ops of `from` before `until` (all if `None`) to
    /// the front of `to`, keeping their positions: `to`'s ops must follow
    /// them in the order `from` had.
    fn move_block_front(&mut self, from: BlockId, to: BlockId, until: Option<OpId>) {
        let args = std::mem::take(&mut self.blocks[from].args);
        self.blocks[to].args = args;
        for i in 0..self.block_args(to).len() {
            let v = self.block_args(to)[i];
            self.values[v].set_def(ValueDef::BlockArg(to, i as u32));
        }
        // Predecessors, keeping the list's order.
        let preds = std::mem::take(&mut self.blocks[from].first_pred);
        self.blocks[to].first_pred = preds;
        let mut u = preds.expand();
        while let Some(c) = u {
            self.block_uses[c].block = Some(to).into();
            u = self.block_uses[c].next.expand();
        }
        let last = match until {
            Some(op) => self.ops[op].prev.expand(),
            None => self.blocks[from].last_op.expand(),
        };
        let Some(last) = last else { return };
        let first = self.blocks[from].first_op;
        let to_first = self.blocks[to].first_op.expand();
        match until {
            Some(op) => {
                self.ops[op].prev = None.into();
                self.blocks[from].first_op = Some(op).into();
            }
            None => {
                self.blocks[from].first_op = None.into();
                self.blocks[from].last_op = None.into();
            }
        }
        self.ops[last].next = to_first.into();
        match to_first {
            Some(f) => self.ops[f].prev = Some(last).into(),
            None => self.blocks[to].last_op = Some(last).into(),
        }
        self.blocks[to].first_op = first;
        // Both sides keep increasing positions only if `to` was empty.
        if to_first.is_some() {
            self.blocks[to].order_valid.set(false);
        } else {
            self.blocks[to].order_valid = self.blocks[from].order_valid.clone();
        }
        let mut cur = first.expand();
        while let Some(c) = cur {
            self.ops[c].block = Some(to).into();
            if c == last {
                break;
            }
            cur = self.ops[c].next.expand();
        }
    }

    /// Moves the ops of `src` to `at` (MLIR's `inlineBlockBefore` /
    /// `mergeBlocks`), replacing `src`'s arguments by `arg_values`, and
    /// erases `src`, which must have no predecessors.
    pub fn merge_block_into(&mut self, src: BlockId, at: InsertPoint, arg_values: &[ValueId]) {
        let args: Vec<ValueId> = self.block_args(src).to_vec();
        assert_eq!(
            args.len(),
            arg_values.len(),
            "wrong number of block argument replacements"
        );
        for (a, &v) in args.iter().zip(arg_values) {
            self.replace_all_uses_with(*a, v);
        }
        let ops: Vec<OpId> = self.block_ops(src).collect();
        let mut point = at;
        for op in ops {
            self.remove_op(op);
            self.insert_op(point, op);
            point = InsertPoint::After(op);
        }
        self.erase_block(src);
    }

    /// Moves all blocks of `src` into `dest` before `before` (or at the end).
    pub fn inline_region_before(&mut self, src: RegionId, dest: RegionId, before: Option<BlockId>) {
        let blocks: Vec<BlockId> = self.region_blocks(src).collect();
        for b in blocks {
            self.remove_block(b);
            self.insert_block(dest, b, before);
        }
    }

    // =====================================================================
    // Cloning
    // =====================================================================

    /// Clones `op` and its regions into this body, mapping operands and
    /// successors through `map` (unmapped values map to themselves) and
    /// recording the new results, blocks and block arguments in it. The
    /// clone is detached.
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let operands: Vec<ValueId> = self.operands(op).map(|v| map.lookup_value(v)).collect();
        let successors: Vec<BlockId> = self.successors(op).map(|b| map.lookup_block(b)).collect();
        let d = &self.ops[op];
        let mut state = OperationState::new(d.name, d.loc);
        state.operands = operands;
        state.result_types = self.result_types(op).collect();
        state.properties = unpack(d.props);
        state.attributes = self.op_attr_dict(op);
        state.successors = successors;
        if let Some(child) = &d.child {
            let child = child.clone();
            state.regions = child.root_regions.clone();
            state.child = Some(child);
            let new = self.create_op(state);
            self.map_results(op, new, map);
            return new;
        }
        let src_regions: Vec<RegionId> = self.regions_in_body(op).to_vec();
        let mut new_regions = Vec::with_capacity(src_regions.len());
        for &r in &src_regions {
            let nr = self.create_region();
            new_regions.push(nr);
            self.clone_region_into(r, nr, map);
        }
        state.regions = new_regions;
        let new = self.create_op(state);
        self.map_results(op, new, map);
        new
    }

    fn map_results(&self, old: OpId, new: OpId, map: &mut IrMapping) {
        for (a, b) in self.results(old).zip(self.results(new)) {
            map.map_value(a, b);
        }
    }

    /// Clones the blocks of `src` to the end of `dest` (both in this body).
    pub fn clone_region_into(&mut self, src: RegionId, dest: RegionId, map: &mut IrMapping) {
        let blocks: Vec<BlockId> = self.region_blocks(src).collect();
        // Create all blocks first so that forward successor references map.
        for &b in &blocks {
            let nb = self.create_block();
            map.map_block(b, nb);
            let args: Vec<ValueId> = self.block_args(b).to_vec();
            for a in args {
                let (ty, loc) = (self.values[a].ty, self.value_loc(a));
                let na = self.add_block_arg(nb, ty, loc);
                map.map_value(a, na);
            }
            self.append_block(dest, nb);
        }
        for &b in &blocks {
            let nb = map.lookup_block(b);
            let ops: Vec<OpId> = self.block_ops(b).collect();
            for op in ops {
                let c = self.clone_op(op, map);
                self.append_op(nb, c);
            }
        }
    }
}

impl Body {
    /// Checks the internal consistency of the storage: list links, parent
    /// links, use and predecessor lists, value definitions, free lists and
    /// the live-op count. For tests; O(size of the body).
    #[doc(hidden)]
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut live = 0usize;
        let mut operand_slots = 0usize;
        let mut successor_slots = 0usize;
        for (op, d) in self.ops.iter() {
            if d.erased() {
                continue;
            }
            live += 1;
            operand_slots += d.operands.len as usize;
            let succs = self.successor_range(op);
            successor_slots += succs.len as usize;
            if let Some(b) = d.block.expand() {
                if self.blocks[b].erased {
                    return Err(format!("{op} is in erased {b}"));
                }
            } else if d.prev.is_some() || d.next.is_some() {
                return Err(format!("detached {op} has list links"));
            }
            for i in 0..d.operands.len {
                let u = UseId::from_u32(d.operands.start + i);
                if self.uses[u].owner.expand() != Some(op) || self.uses[u].value.is_none() {
                    return Err(format!("operand {i} of {op} is not linked"));
                }
            }
            for i in 0..succs.len {
                let u = BlockUseId::from_u32(succs.start + i);
                if self.block_uses[u].owner.expand() != Some(op) || self.block_uses[u].block.is_none() {
                    return Err(format!("successor {i} of {op} is not linked"));
                }
            }
            for (i, v) in self.results(op).enumerate() {
                if self.values[v].def() != ValueDef::Result(op, i as u32) {
                    return Err(format!("result {i} of {op} has a wrong definition"));
                }
            }
            match &d.child {
                Some(c) => {
                    c.check_invariants()
                        .map_err(|e| format!("in the body of {op}: {e}"))?;
                    let rs = d.regions.as_slice(&c.region_lists);
                    if rs != c.root_regions.as_slice() {
                        return Err(format!("{op}'s regions differ from its body's roots"));
                    }
                }
                None => {
                    for &r in d.regions.as_slice(&self.region_lists) {
                        if self.regions[r].erased || self.regions[r].parent.expand() != Some(op) {
                            return Err(format!("{r} of {op} has a wrong parent"));
                        }
                    }
                }
            }
        }
        if live != self.live_ops {
            return Err(format!("live op count {} but {live} live ops", self.live_ops));
        }
        for &op in &self.free_ops {
            if !self.ops[op].erased() {
                return Err(format!("free {op} is live"));
            }
        }
        for &b in &self.free_blocks {
            if !self.blocks[b].erased {
                return Err(format!("free {b} is live"));
            }
        }
        for &r in &self.free_regions {
            if !self.regions[r].erased {
                return Err(format!("free {r} is live"));
            }
        }
        // Op lists of blocks.
        for (b, bd) in self.blocks.iter() {
            if bd.erased {
                continue;
            }
            let mut prev: Option<OpId> = None;
            let mut cur = bd.first_op.expand();
            let mut last_order: Option<u32> = None;
            while let Some(op) = cur {
                let d = &self.ops[op];
                if d.erased() || d.block.expand() != Some(b) || d.prev.expand() != prev {
                    return Err(format!("op list of {b} is broken at {op}"));
                }
                if bd.order_valid.get() {
                    if last_order.is_some_and(|o| o >= d.order.get()) {
                        return Err(format!("order of {b} is marked valid but not increasing"));
                    }
                    last_order = Some(d.order.get());
                }
                prev = Some(op);
                cur = d.next.expand();
            }
            if bd.last_op.expand() != prev {
                return Err(format!("last op of {b} is wrong"));
            }
            for (i, &v) in self.block_args(b).iter().enumerate() {
                if self.values[v].def() != ValueDef::BlockArg(b, i as u32) {
                    return Err(format!("argument {i} of {b} has a wrong definition"));
                }
            }
            // Predecessor lists.
            let mut prev_u: Option<BlockUseId> = None;
            let mut cur = bd.first_pred.expand();
            while let Some(u) = cur {
                let ud = &self.block_uses[u];
                if ud.block.expand() != Some(b) || ud.prev.expand() != prev_u {
                    return Err(format!("predecessor list of {b} is broken"));
                }
                let owner = ud
                    .owner
                    .expand()
                    .ok_or_else(|| format!("ownerless predecessor of {b}"))?;
                if self.ops[owner].erased() {
                    return Err(format!("{b} has an erased predecessor {owner}"));
                }
                successor_slots = successor_slots
                    .checked_sub(1)
                    .ok_or_else(|| "more predecessor entries than successor slots".to_string())?;
                prev_u = Some(u);
                cur = ud.next.expand();
            }
        }
        if successor_slots != 0 {
            return Err(format!(
                "{successor_slots} successor slots are in no predecessor list"
            ));
        }
        // Block lists of regions.
        for (r, rd) in self.regions.iter() {
            if rd.erased {
                continue;
            }
            let mut prev: Option<BlockId> = None;
            let mut cur = rd.first_block.expand();
            while let Some(b) = cur {
                let bd = &self.blocks[b];
                if bd.erased || bd.region.expand() != Some(r) || bd.prev.expand() != prev {
                    return Err(format!("block list of {r} is broken at {b}"));
                }
                prev = Some(b);
                cur = bd.next.expand();
            }
            if rd.last_block.expand() != prev {
                return Err(format!("last block of {r} is wrong"));
            }
        }
        // Use lists: every linked use belongs to a live op's operand slot.
        for (v, vd) in self.values.iter() {
            let mut prev: Option<UseId> = None;
            let mut cur = vd.first_use.expand();
            while let Some(u) = cur {
                let ud = &self.uses[u];
                if ud.value.expand() != Some(v) || ud.prev.expand() != prev {
                    return Err(format!("use list of {v} is broken"));
                }
                let owner = ud.owner.expand().ok_or_else(|| format!("ownerless use of {v}"))?;
                let od = &self.ops[owner];
                if od.erased()
                    || u.as_u32() < od.operands.start
                    || u.as_u32() >= od.operands.start + od.operands.len
                {
                    return Err(format!("use of {v} is not an operand slot of live {owner}"));
                }
                if matches!(vd.def(), ValueDef::Placeholder) && od.block.is_some() {
                    // Placeholders may be used by detached ops (parser) only
                    // transiently; attached users of freed values are bugs.
                    return Err(format!("attached {owner} uses freed or placeholder {v}"));
                }
                operand_slots = operand_slots
                    .checked_sub(1)
                    .ok_or_else(|| "more uses than operand slots".to_string())?;
                prev = Some(u);
                cur = ud.next.expand();
            }
        }
        if operand_slots != 0 {
            return Err(format!("{operand_slots} operand slots are in no use list"));
        }
        Ok(())
    }
}

/// An isolated-from-above op seen from a pass anchored on it: its name,
/// location and attributes, and the body of its regions, mutably. Its
/// operands and results belong to the parent body and are out of reach, as
/// MLIR's pass rules require.
pub struct IsolatedOpMut<'a> {
    id: OpId,
    data: &'a mut OpData,
}

impl IsolatedOpMut<'_> {
    /// The op's id in its parent body.
    pub fn id(&self) -> OpId {
        self.id
    }
    /// The op's name.
    pub fn name(&self) -> OpName {
        self.data.name
    }
    /// The op's location.
    pub fn loc(&self) -> Location {
        self.data.loc
    }
    /// Sets the op's location.
    pub fn set_loc(&mut self, loc: Location) {
        self.data.loc = loc;
    }
    /// The properties (a dictionary), if any.
    pub fn properties(&self) -> Option<Attribute> {
        unpack(self.data.props)
    }
    /// Replaces the properties (a dictionary, or `None`).
    pub fn set_properties(&mut self, props: Option<Attribute>) {
        self.data.props = props.unwrap_or(NO_ATTR);
    }
    /// The discardable attributes (a dictionary), if any.
    pub fn attr_dict(&self) -> Option<Attribute> {
        unpack(self.data.attrs)
    }
    /// Replaces the discardable attributes (a dictionary, or `None`).
    pub fn set_attr_dict(&mut self, dict: Option<Attribute>) {
        self.data.attrs = dict.unwrap_or(NO_ATTR);
    }
    /// The body of the op's regions.
    pub fn body(&mut self) -> &mut Body {
        self.data
            .child
            .as_deref_mut()
            .expect("isolated op without a body")
    }
    /// The body of the op's regions, for reading.
    pub fn body_ref(&self) -> &Body {
        self.data.child.as_deref().expect("isolated op without a body")
    }

    /// Calls `f` with a scratch body holding a stand-in for this op: the
    /// same name, location, attributes and regions (moved in and back, not
    /// copied), without operands or results, which belong to the parent
    /// body. For printing the op a pass runs on.
    pub fn with_standalone<R>(&mut self, f: impl FnOnce(&Body, OpId) -> R) -> R {
        self.with_standalone_mut(|body, op| f(body, op))
    }

    /// Like [`IsolatedOpMut::with_standalone`], with the scratch body
    /// mutable: the stand-in's attributes, properties and location are
    /// copied back, with its regions. For passes that treat the op they
    /// run on as part of the IR they change (the transform interpreter's
    /// payload root).
    pub fn with_standalone_mut<R>(&mut self, f: impl FnOnce(&mut Body, OpId) -> R) -> R {
        let mut scratch = Body::new();
        let mut state = OperationState::new(self.data.name, self.data.loc);
        state.properties = unpack(self.data.props);
        state.attributes = self.attr_dict();
        state.child = self.data.child.take();
        state.regions = state
            .child
            .as_ref()
            .map(|c| c.root_regions.clone())
            .unwrap_or_default();
        let op = scratch.create_op(state);
        let r = f(&mut scratch, op);
        let d = &mut scratch.ops[op];
        self.data.child = d.child.take();
        self.data.props = d.props;
        self.data.attrs = d.attrs;
        self.data.loc = d.loc;
        r
    }
}

/// A mapping from values and blocks to replacements, for cloning.
#[derive(Default, Debug, Clone)]
pub struct IrMapping {
    values: rustc_hash::FxHashMap<ValueId, ValueId>,
    blocks: rustc_hash::FxHashMap<BlockId, BlockId>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> IrMapping {
        IrMapping::default()
    }
    /// Maps value `from` to `to`.
    pub fn map_value(&mut self, from: ValueId, to: ValueId) {
        self.values.insert(from, to);
    }
    /// Maps block `from` to `to`.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }
    /// The value `v` maps to, or `v` itself if unmapped (MLIR's
    /// `lookupOrDefault`).
    pub fn lookup_value(&self, v: ValueId) -> ValueId {
        self.values.get(&v).copied().unwrap_or(v)
    }
    /// The block `b` maps to, or `b` itself if unmapped.
    pub fn lookup_block(&self, b: BlockId) -> BlockId {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
    /// The value `v` maps to, if it is mapped.
    pub fn get_value(&self, v: ValueId) -> Option<ValueId> {
        self.values.get(&v).copied()
    }

    /// Empties the mapping for reuse with room for `values` and `blocks`
    /// entries: a mapping reused across many clones is cleared instead of
    /// grown again from empty each time. Tables much larger than asked for
    /// are dropped, so that clearing stays proportional to the next use.
    pub fn reset(&mut self, values: usize, blocks: usize) {
        fn reset<K: std::hash::Hash + Eq, V>(m: &mut rustc_hash::FxHashMap<K, V>, n: usize) {
            if m.capacity() > 4 * n + 64 {
                *m = rustc_hash::FxHashMap::default();
            } else {
                m.clear();
            }
            m.reserve(n);
        }
        reset(&mut self.values, values);
        reset(&mut self.blocks, blocks);
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    body: &'a Body,
    cur: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    #[inline]
    fn next(&mut self) -> Option<OpId> {
        let c = self.cur?;
        self.cur = self.body.ops[c].next.expand();
        Some(c)
    }
}

/// Iterator over the blocks of a region.
pub struct RegionBlocks<'a> {
    body: &'a Body,
    cur: Option<BlockId>,
}

impl Iterator for RegionBlocks<'_> {
    type Item = BlockId;
    #[inline]
    fn next(&mut self) -> Option<BlockId> {
        let c = self.cur?;
        self.cur = self.body.blocks[c].next.expand();
        Some(c)
    }
}

/// Iterator over the uses of a value: (user op, operand index).
pub struct Uses<'a> {
    body: &'a Body,
    cur: Option<UseId>,
}

impl Iterator for Uses<'_> {
    type Item = (OpId, usize);
    #[inline]
    fn next(&mut self) -> Option<(OpId, usize)> {
        let c = self.cur?;
        self.cur = self.body.uses[c].next.expand();
        Some(self.body.use_info(c))
    }
}

/// Iterator over the predecessors of a block: (branching op, successor index).
pub struct Predecessors<'a> {
    body: &'a Body,
    cur: Option<BlockUseId>,
}

impl Iterator for Predecessors<'_> {
    type Item = (OpId, usize);
    fn next(&mut self) -> Option<(OpId, usize)> {
        let c = self.cur?;
        let d = &self.body.block_uses[c];
        self.cur = d.next.expand();
        let owner = d.owner.unwrap();
        let idx = c.as_u32() - self.body.successor_range(owner).start;
        Some((owner, idx as usize))
    }
}
