//! The immutable IR: ops, regions, blocks and block arguments as
//! `Rc`-shared nodes that are never changed while anything holds them.
//!
//! A value refers to its defining op node (or its block-argument node), so
//! following an operand to its producer is a pointer dereference. A new
//! version of a program shares every node that did not change: replacing
//! an op rebuilds the blocks, regions and ops on the path to the root and
//! the users of values that now have a new definition, nothing else
//! ([`node_allocations`] counts what was built).
//!
//! Nodes are `Rc`, not `Arc`: strategies run on one thread, and atomic
//! reference counts cost about a tenth of a rewrite's time.

use std::cell::Cell;
use std::cell::OnceCell;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use strata_ir::{Attribute, Location, OpName, Type};

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

/// How many op, block, region and block-argument nodes this thread has
/// created so far: tests take the difference around a rewrite to check
/// that untouched parts were shared, not copied.
pub fn node_allocations() -> u64 {
    ALLOCATIONS.with(|c| c.get())
}

fn count_allocation() {
    ALLOCATIONS.with(|c| c.set(c.get() + 1));
}

/// Operands of an op (most have at most two).
pub type Operands = SmallVec<[Value; 2]>;

/// Result types of an op (most have one).
pub type ResultTypes = SmallVec<[Type; 1]>;

/// An operation node. Cloning an `Op` shares the node; equality is node
/// identity.
#[derive(Clone)]
pub struct Op(Rc<OpNode>);

/// The fields of an op node (see [`Op`]).
pub struct OpNode {
    name: OpName,
    loc: Location,
    operands: Operands,
    result_types: ResultTypes,
    properties: Option<Attribute>,
    attributes: Option<Attribute>,
    /// Successors and regions, `None` for the many ops without either:
    /// a smaller node is faster to build, and copies of the op with other
    /// operands share this part.
    nested: Option<Rc<Nested>>,
}

/// The successors and regions of an op node.
struct Nested {
    successors: Vec<u32>,
    regions: Vec<Region>,
    isolated: bool,
    /// Values used inside the regions but defined outside the op: a
    /// rewrite that replaces one of them must rebuild this op, and one
    /// that replaces none can skip the op's regions without looking.
    /// Computed when first needed: many rebuilt ops (an `scf.if` about to
    /// be inlined) never need it.
    captures: OnceCell<Vec<Value>>,
}

/// A block argument node.
pub struct ArgNode {
    ty: Type,
    loc: Location,
}

/// An SSA value: a result of an op node or a block argument node.
#[derive(Clone)]
pub enum Value {
    /// Result `index` of the op (`index < op.num_results()`; make them
    /// with [`Op::result`]).
    Result(Op, u32),
    /// A block argument.
    Arg(Rc<ArgNode>),
}

/// A block: its arguments and its ops, shared as one node.
#[derive(Clone)]
pub struct Block(Rc<BlockNode>);

/// The fields of a block node.
pub struct BlockNode {
    args: Vec<Value>,
    ops: Vec<Op>,
}

/// A region: its blocks, shared as one node.
#[derive(Clone)]
pub struct Region(Rc<RegionNode>);

/// The fields of a region node.
pub struct RegionNode {
    blocks: Vec<Block>,
}

/// The identity of a value (its node's address and result index), for
/// maps from old values to new ones. Only meaningful while the value's
/// node is alive.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ValueKey(usize, u32);

impl Value {
    /// The value's identity.
    pub fn key(&self) -> ValueKey {
        match self {
            Value::Result(op, i) => ValueKey(Rc::as_ptr(&op.0) as usize, *i),
            Value::Arg(a) => ValueKey(Rc::as_ptr(a) as usize, u32::MAX),
        }
    }

    /// The value's type.
    pub fn ty(&self) -> Type {
        match self {
            Value::Result(op, i) => op.0.result_types[*i as usize],
            Value::Arg(a) => a.ty,
        }
    }

    /// The op defining the value, `None` for a block argument.
    pub fn defining_op(&self) -> Option<&Op> {
        match self {
            Value::Result(op, _) => Some(op),
            Value::Arg(_) => None,
        }
    }

    /// A new block argument of type `ty`.
    pub fn new_arg(ty: Type, loc: Location) -> Value {
        count_allocation();
        Value::Arg(Rc::new(ArgNode { ty, loc }))
    }

    /// The value's location: a block argument's own, a result's op's.
    pub fn loc(&self) -> Location {
        match self {
            Value::Arg(a) => a.loc,
            Value::Result(op, _) => op.loc(),
        }
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Value) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Value {}

impl Hash for Value {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key().hash(state)
    }
}

impl std::fmt::Debug for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Result(op, i) => write!(f, "result {i} of {:?}", op),
            Value::Arg(a) => write!(f, "block argument {:p}", Rc::as_ptr(a)),
        }
    }
}

impl PartialEq for Op {
    fn eq(&self, other: &Op) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Op {}

impl std::fmt::Debug for Op {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "op {:p}", Rc::as_ptr(&self.0))
    }
}

impl Op {
    /// Creates an op node from its parts.
    pub fn new(parts: OpParts) -> Op {
        count_allocation();
        let OpParts {
            name,
            loc,
            operands,
            result_types,
            properties,
            attributes,
            successors,
            regions,
            isolated,
        } = parts;
        let nested = (!successors.is_empty() || !regions.is_empty() || isolated).then(|| {
            Rc::new(Nested {
                successors,
                regions,
                isolated,
                captures: OnceCell::new(),
            })
        });
        Op(Rc::new(OpNode {
            name,
            loc,
            operands,
            result_types,
            properties,
            attributes,
            nested,
        }))
    }

    /// An op with one result and no operands, regions or successors (a
    /// constant), built directly: folds make many of them.
    pub fn leaf(name: OpName, loc: Location, result_type: Type, properties: Option<Attribute>) -> Op {
        count_allocation();
        let mut result_types = ResultTypes::new();
        result_types.push(result_type);
        Op(Rc::new(OpNode {
            name,
            loc,
            operands: Operands::new(),
            result_types,
            properties,
            attributes: None,
            nested: None,
        }))
    }

    /// The op's name.
    pub fn name(&self) -> OpName {
        self.0.name
    }

    /// The op's location.
    pub fn loc(&self) -> Location {
        self.0.loc
    }

    /// The operands.
    pub fn operands(&self) -> &[Value] {
        &self.0.operands
    }

    /// Operand `i`, if there is one.
    pub fn operand(&self, i: usize) -> Option<&Value> {
        self.0.operands.get(i)
    }

    /// The number of results.
    pub fn num_results(&self) -> usize {
        self.0.result_types.len()
    }

    /// Result `i` (panics if out of range, as indexing does).
    pub fn result(&self, i: usize) -> Value {
        assert!(i < self.num_results(), "result index out of range");
        Value::Result(self.clone(), i as u32)
    }

    /// The identity of result `i` (without making the value).
    pub fn result_key(&self, i: usize) -> ValueKey {
        ValueKey(Rc::as_ptr(&self.0) as usize, i as u32)
    }

    /// Whether `v` is result `i` of this op (without making the value).
    pub fn is_result(&self, v: &Value, i: usize) -> bool {
        matches!(v, Value::Result(op, k) if *k as usize == i && op.ptr_eq(self))
    }

    /// The results, in order.
    pub fn results(&self) -> impl ExactSizeIterator<Item = Value> + '_ {
        (0..self.num_results() as u32).map(move |i| Value::Result(self.clone(), i))
    }

    /// The result types.
    pub fn result_types(&self) -> &[Type] {
        &self.0.result_types
    }

    /// Inherent attributes (MLIR's properties) as a dictionary.
    pub fn properties(&self) -> Option<Attribute> {
        self.0.properties
    }

    /// Discardable attributes as a dictionary.
    pub fn attributes(&self) -> Option<Attribute> {
        self.0.attributes
    }

    /// The successors, as indices of blocks in the region holding the op.
    pub fn successors(&self) -> &[u32] {
        self.0.nested.as_ref().map_or(&[], |n| &n.successors)
    }

    /// The regions.
    pub fn regions(&self) -> &[Region] {
        self.0.nested.as_ref().map_or(&[], |n| &n.regions)
    }

    /// Whether the op's regions are isolated from above (they become a
    /// separate body in the mutable IR).
    pub fn is_isolated(&self) -> bool {
        self.0.nested.as_ref().is_some_and(|n| n.isolated)
    }

    /// The values used in the op's regions and defined outside it.
    pub fn captures(&self) -> &[Value] {
        match &self.0.nested {
            Some(n) if !n.regions.is_empty() => n.captures.get_or_init(|| compute_captures(&n.regions)),
            _ => &[],
        }
    }

    /// The node's identity (its address), for maps keyed by op; only
    /// meaningful while the node is alive.
    pub fn node_key(&self) -> usize {
        Rc::as_ptr(&self.0) as usize
    }

    /// Whether `self` and `other` are the same node.
    pub fn ptr_eq(&self, other: &Op) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }

    /// The op's parts, to change some and build a new op
    /// ([`from_op`]).
    pub fn parts(&self) -> OpParts {
        OpParts {
            name: self.0.name,
            loc: self.0.loc,
            operands: self.0.operands.clone(),
            result_types: self.0.result_types.clone(),
            properties: self.0.properties,
            attributes: self.0.attributes,
            successors: self.successors().to_vec(),
            regions: self.regions().to_vec(),
            isolated: self.is_isolated(),
        }
    }

    /// A copy of the op with other operands; the regions (and what they
    /// capture) are shared.
    pub fn with_operands(&self, operands: Operands) -> Op {
        count_allocation();
        let n = &self.0;
        Op(Rc::new(OpNode {
            name: n.name,
            loc: n.loc,
            operands,
            result_types: n.result_types.clone(),
            properties: n.properties,
            attributes: n.attributes,
            // Same regions, same captures: shared.
            nested: n.nested.clone(),
        }))
    }
}

impl Op {
    /// [`Op::with_operands`], building the copy in the node `spare` holds
    /// if nothing else holds that node any more (a copy a rewrite looked
    /// at and dropped), which saves an allocation per rewritten user.
    /// Whoever still holds a node keeps it as it is: `Rc::get_mut` only
    /// grants a node no one else can see.
    pub(crate) fn with_operands_reusing(&self, operands: Operands, spare: &mut Option<Op>) -> Op {
        if let Some(mut node) = spare.take() {
            if let Some(fields) = Rc::get_mut(&mut node.0) {
                count_allocation();
                let n = &self.0;
                fields.name = n.name;
                fields.loc = n.loc;
                fields.operands = operands;
                fields.result_types.clone_from(&n.result_types);
                fields.properties = n.properties;
                fields.attributes = n.attributes;
                fields.nested.clone_from(&n.nested);
                return node;
            }
        }
        self.with_operands(operands)
    }
}

/// The fields of an op, to build one with [`Op::new`] or change some of
/// an existing op's with [`from_op`]. Regions are shared, not copied.
#[derive(Clone)]
pub struct OpParts {
    /// The name.
    pub name: OpName,
    /// The location.
    pub loc: Location,
    /// The operands.
    pub operands: Operands,
    /// The result types.
    pub result_types: ResultTypes,
    /// Inherent attributes as a dictionary.
    pub properties: Option<Attribute>,
    /// Discardable attributes as a dictionary.
    pub attributes: Option<Attribute>,
    /// Successor block indices in the enclosing region.
    pub successors: Vec<u32>,
    /// The regions.
    pub regions: Vec<Region>,
    /// Whether the regions are isolated from above.
    pub isolated: bool,
}

impl OpParts {
    /// Parts of an op `name` at `loc` with nothing else.
    pub fn new(name: OpName, loc: Location) -> OpParts {
        OpParts {
            name,
            loc,
            operands: Operands::new(),
            result_types: ResultTypes::new(),
            properties: None,
            attributes: None,
            successors: Vec::new(),
            regions: Vec::new(),
            isolated: false,
        }
    }

    /// Sets the operands.
    pub fn operands(mut self, operands: impl IntoIterator<Item = Value>) -> OpParts {
        self.operands = operands.into_iter().collect();
        self
    }

    /// Sets the result types.
    pub fn result_types(mut self, types: impl IntoIterator<Item = Type>) -> OpParts {
        self.result_types = types.into_iter().collect();
        self
    }

    /// Sets the properties.
    pub fn properties(mut self, properties: Option<Attribute>) -> OpParts {
        self.properties = properties;
        self
    }

    /// Sets the discardable attributes.
    pub fn attributes(mut self, attributes: Option<Attribute>) -> OpParts {
        self.attributes = attributes;
        self
    }

    /// Sets the regions.
    pub fn regions(mut self, regions: Vec<Region>) -> OpParts {
        self.regions = regions;
        self
    }

    /// Sets the location.
    pub fn loc(mut self, loc: Location) -> OpParts {
        self.loc = loc;
        self
    }

    /// Builds the op.
    pub fn build(self) -> Op {
        Op::new(self)
    }
}

/// The parts of `op`, to override some fields and build a new op that
/// keeps the rest (types, attributes, regions), whatever the op is:
///
/// ```
/// use strata_elevate::{from_op, OpParts, Value};
/// let ctx = strata::context();
/// let loc = ctx.unknown_loc();
/// let (a, b) = (Value::new_arg(ctx.i32(), loc), Value::new_arg(ctx.i32(), loc));
/// let add = OpParts::new(ctx.op_name("arith.addi"), loc)
///     .operands([a.clone(), b.clone()])
///     .result_types([ctx.i32()])
///     .build();
/// // Swap the operands of the commutative op; the rest is kept.
/// let swapped = from_op(&add).operands([b.clone(), a.clone()]).build();
/// assert_eq!(swapped.operands(), &[b, a]);
/// assert_eq!(swapped.result_types(), add.result_types());
/// ```
pub fn from_op(op: &Op) -> OpParts {
    op.parts()
}

impl Block {
    /// A block node with these arguments (made by [`Value::new_arg`]) and
    /// ops.
    pub fn new(args: Vec<Value>, ops: Vec<Op>) -> Block {
        count_allocation();
        Block(Rc::new(BlockNode { args, ops }))
    }

    /// The arguments.
    pub fn args(&self) -> &[Value] {
        &self.0.args
    }

    /// The ops, in order.
    pub fn ops(&self) -> &[Op] {
        &self.0.ops
    }

    /// A block with the same arguments and other ops.
    pub fn with_ops(&self, ops: Vec<Op>) -> Block {
        Block::new(self.0.args.clone(), ops)
    }

    /// Whether `self` and `other` are the same node.
    pub fn ptr_eq(&self, other: &Block) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Region {
    /// A region node with these blocks.
    pub fn new(blocks: Vec<Block>) -> Region {
        count_allocation();
        Region(Rc::new(RegionNode { blocks }))
    }

    /// The blocks, in order.
    pub fn blocks(&self) -> &[Block] {
        &self.0.blocks
    }

    /// Whether `self` and `other` are the same node.
    pub fn ptr_eq(&self, other: &Region) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The values used in `regions` (directly or by nested ops) and defined
/// outside them. Linear in the number of ops directly in the regions plus
/// what their own summaries hold.
fn compute_captures(regions: &[Region]) -> Vec<Value> {
    if regions.is_empty() {
        return Vec::new();
    }
    let size: usize = regions
        .iter()
        .flat_map(|r| r.blocks())
        .map(|b| b.args().len() + b.ops().len())
        .sum();
    let mut defined: FxHashSet<ValueKey> = FxHashSet::with_capacity_and_hasher(size, Default::default());
    for r in regions {
        for b in r.blocks() {
            defined.extend(b.args().iter().map(Value::key));
            for op in b.ops() {
                let p = Rc::as_ptr(&op.0) as usize;
                defined.extend((0..op.num_results() as u32).map(|i| ValueKey(p, i)));
            }
        }
    }
    let mut captures: Vec<Value> = Vec::new();
    // Few values are usually captured: a linear check until there are
    // many, then a set (so that many captures stay linear).
    let mut seen: Option<FxHashSet<ValueKey>> = None;
    for r in regions {
        for b in r.blocks() {
            for op in b.ops() {
                for v in op.operands().iter().chain(op.captures()) {
                    let k = v.key();
                    if defined.contains(&k) {
                        continue;
                    }
                    let new = match &mut seen {
                        Some(set) => set.insert(k),
                        None => !captures.contains(v),
                    };
                    if new {
                        captures.push(v.clone());
                        if seen.is_none() && captures.len() > 16 {
                            seen = Some(captures.iter().map(Value::key).collect());
                        }
                    }
                }
            }
        }
    }
    captures
}

/// Dropping a program drops its nodes one at a time from a worklist: a
/// value holds its defining op, so the default recursive drop of a chain
/// of ops (each using the previous one) would nest as deep as the chain
/// and overflow the stack on long programs.
impl Drop for OpNode {
    fn drop(&mut self) {
        let mut ops: Vec<Op> = Vec::new();
        self.release(&mut ops);
        while let Some(op) = ops.pop() {
            // The last reference: take the node's children here, so that
            // its own drop finds nothing left to recurse into.
            if let Ok(mut node) = Rc::try_unwrap(op.0) {
                node.release(&mut ops);
            }
        }
    }
}

impl OpNode {
    /// Moves into `ops` the ops this node holds the last reference to
    /// (through operands, captures and regions); the others only lose a
    /// reference, which recurses nowhere. Most nodes hold none (their
    /// operands are used elsewhere too) and allocate nothing.
    fn release(&mut self, ops: &mut Vec<Op>) {
        fn last(v: &Value) -> bool {
            matches!(v, Value::Result(op, _) if Rc::strong_count(&op.0) == 1)
        }
        fn take_last(values: &mut Operands, ops: &mut Vec<Op>) {
            if values.iter().any(last) {
                ops.extend(std::mem::take(values).into_iter().filter_map(|v| match v {
                    Value::Result(op, _) if Rc::strong_count(&op.0) == 1 => Some(op),
                    _ => None,
                }));
            }
        }
        take_last(&mut self.operands, ops);
        // The nested part is shared by copies of the op with other
        // operands: only its last holder releases what it holds.
        let Some(nested) = self.nested.take() else {
            return;
        };
        let Ok(mut nested) = Rc::try_unwrap(nested) else {
            return;
        };
        if let Some(captures) = nested.captures.get_mut() {
            if captures.iter().any(last) {
                ops.extend(std::mem::take(captures).into_iter().filter_map(|v| match v {
                    Value::Result(op, _) if Rc::strong_count(&op.0) == 1 => Some(op),
                    _ => None,
                }));
            }
        }
        for region in std::mem::take(&mut nested.regions) {
            let Ok(region) = Rc::try_unwrap(region.0) else {
                continue;
            };
            for block in region.blocks {
                if let Ok(block) = Rc::try_unwrap(block.0) {
                    ops.extend(block.ops);
                }
            }
        }
    }
}
