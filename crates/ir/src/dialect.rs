//! Dialects, operation definitions, traits and interfaces.
//!
//! An [`OpDef`] describes a registered operation: its traits, its hooks
//! (verify, custom assembly, result names) and its interfaces. Generic code
//! asks the definition through [`Context::op_def`]; unregistered ops have
//! none and are treated conservatively.

use std::any::{Any, TypeId};
use std::sync::Arc;

use crate::asm::{AsmParser, AsmPrinter, OpAsmParser, OpAsmPrinter};
use crate::{
    Attribute, Context, Failed, Ident, LogicalResult, NamedAttribute, OpRef, OperationState, Type, ValueId,
};

/// A set of op traits (MLIR's `OpTrait`s without parameters).
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash, Debug)]
pub struct OpTraits(pub u64);

impl OpTraits {
    /// No trait.
    pub const NONE: OpTraits = OpTraits(0);
    /// `IsTerminator`: the op ends its block.
    pub const TERMINATOR: OpTraits = OpTraits(1 << 0);
    /// `IsolatedFromAbove`: the op's regions use no value defined outside
    /// them; its regions live in a child [`Body`](crate::Body) of its own.
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 1);
    /// `SymbolTable`: the op's single region holds symbols with unique
    /// names.
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 2);
    /// The op defines a symbol (`SymbolOpInterface`).
    pub const SYMBOL: OpTraits = OpTraits(1 << 3);
    /// `NoTerminator`: the blocks of the op's regions need no terminator.
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 4);
    /// `SingleBlock`: each region of the op has at most one block.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 5);
    /// `Commutative`: the order of the operands does not matter.
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 6);
    /// No memory effects (`NoMemoryEffect`).
    pub const NO_MEMORY_EFFECT: OpTraits = OpTraits(1 << 7);
    /// `AlwaysSpeculatableImplTrait`: the op may always be executed
    /// speculatively.
    pub const ALWAYS_SPECULATABLE: OpTraits = OpTraits(1 << 8);
    /// `Pure`: no memory effects and always speculatable.
    pub const PURE: OpTraits = OpTraits((1 << 7) | (1 << 8));
    /// `RecursiveMemoryEffects`: the op's effects are those of the ops in
    /// its regions (plus its own, if it lists any).
    pub const RECURSIVE_MEMORY_EFFECTS: OpTraits = OpTraits(1 << 9);
    /// `ReturnLike`: a terminator that returns control and its operands to
    /// the parent op or the caller.
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 10);
    /// `ConstantLike`: the op produces a constant, which it folds to.
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 11);
    /// `SameOperandsAndResultType`: every operand and result has the same
    /// type.
    pub const SAME_OPERANDS_AND_RESULT_TYPE: OpTraits = OpTraits(1 << 12);
    /// `AutomaticAllocationScope`: stack allocations made in the op's
    /// regions are freed when control leaves it.
    pub const AUTOMATIC_ALLOCATION_SCOPE: OpTraits = OpTraits(1 << 13);
    /// `AffineScope`: the op starts a new scope for affine symbols.
    pub const AFFINE_SCOPE: OpTraits = OpTraits(1 << 14);
    /// `Idempotent`: applying the op to its own result gives that result.
    pub const IS_IDEMPOTENT: OpTraits = OpTraits(1 << 15);
    /// `Involution`: applying the op to its own result gives the original
    /// operand.
    pub const IS_INVOLUTION: OpTraits = OpTraits(1 << 16);
    /// Regions are graph regions (`RegionKindInterface` returning Graph).
    pub const GRAPH_REGIONS: OpTraits = OpTraits(1 << 17);
    /// `AttrSizedOperandSegments`: the sizes of the operand groups are in
    /// the `operandSegmentSizes` property.
    pub const ATTR_SIZED_OPERAND_SEGMENTS: OpTraits = OpTraits(1 << 18);
    /// `AttrSizedResultSegments`: the sizes of the result groups are in the
    /// `resultSegmentSizes` property.
    pub const ATTR_SIZED_RESULT_SEGMENTS: OpTraits = OpTraits(1 << 19);
    /// `SameTypeOperands`: every operand has the same type.
    pub const SAME_OPERANDS_TYPE: OpTraits = OpTraits(1 << 20);
    /// `SameOperandsShape`: every operand has the same shape.
    pub const SAME_OPERANDS_SHAPE: OpTraits = OpTraits(1 << 21);
    /// `SameOperandsAndResultShape`: every operand and result has the same
    /// shape.
    pub const SAME_OPERANDS_AND_RESULT_SHAPE: OpTraits = OpTraits(1 << 22);
    /// `SameOperandsElementType`: every operand has the same element type.
    pub const SAME_OPERANDS_ELEMENT_TYPE: OpTraits = OpTraits(1 << 23);
    /// `SameOperandsAndResultElementType`: every operand and result has the
    /// same element type.
    pub const SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE: OpTraits = OpTraits(1 << 24);
    /// `Elementwise`: on vectors and tensors, the op applies to each element
    /// independently.
    pub const ELEMENTWISE: OpTraits = OpTraits(1 << 25);
    /// `Scalarizable`: an elementwise op that also applies to scalars.
    pub const SCALARIZABLE: OpTraits = OpTraits(1 << 26);
    /// `Vectorizable`: an elementwise op that also applies to vectors.
    pub const VECTORIZABLE: OpTraits = OpTraits(1 << 27);
    /// `Tensorizable`: an elementwise op that also applies to tensors.
    pub const TENSORIZABLE: OpTraits = OpTraits(1 << 28);
    /// The op implements `CallableOpInterface` (a function that can be
    /// called).
    pub const CALLABLE: OpTraits = OpTraits(1 << 29);
    /// The op implements `CallOpInterface` (a call).
    pub const CALL: OpTraits = OpTraits(1 << 30);
    /// The op implements `FunctionOpInterface`.
    pub const FUNCTION: OpTraits = OpTraits(1 << 31);
    /// `OpAsmOpInterface`'s default dialect is the op's own dialect: ops
    /// of the dialect in its regions print without the prefix.
    pub const DEFAULT_DIALECT_IS_OWN: OpTraits = OpTraits(1 << 32);
    /// `RecursivelySpeculatableImplTrait`: the op is speculatable when
    /// every op in its regions is.
    pub const RECURSIVELY_SPECULATABLE: OpTraits = OpTraits(1 << 33);
    /// `NoRegionArguments`: the op's regions have no block arguments.
    pub const NO_REGION_ARGUMENTS: OpTraits = OpTraits(1 << 34);
    /// With `SYMBOL`: the name is optional (MLIR's `isOptionalSymbol`), as
    /// for `builtin.module` and `pdl.pattern`.
    pub const OPTIONAL_SYMBOL: OpTraits = OpTraits(1 << 35);
    /// `HasParallelRegion`: the iterations of the op's region may run in
    /// parallel (`scf.parallel`, `scf.forall`, `affine.parallel`).
    pub const HAS_PARALLEL_REGION: OpTraits = OpTraits(1 << 36);

    /// Whether every trait of `other` is in `self`.
    #[inline]
    pub const fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }

    /// The traits of both sets; `|` usable in constants.
    pub const fn union(self, other: OpTraits) -> OpTraits {
        OpTraits(self.0 | other.0)
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, rhs: OpTraits) -> OpTraits {
        OpTraits(self.0 | rhs.0)
    }
}

/// Verifies an op; reports failures through the context.
pub type VerifyFn = fn(OpRef<'_>) -> LogicalResult;
/// Parses an op's custom form after its name.
pub type ParseFn = fn(&mut dyn OpAsmParser<'_>, &mut OperationState) -> Result<(), Failed>;
/// Prints an op's custom form after its name.
pub type PrintFn = fn(&mut dyn OpAsmPrinter<'_>, OpRef<'_>);
/// Verifies the symbol references of an op against the symbol tables
/// enclosing it (MLIR's `SymbolUserOpInterface::verifySymbolUses`).
pub type VerifySymbolUsesFn = fn(OpRef<'_>, &dyn SymbolLookup) -> LogicalResult;

/// Resolves symbol names for [`OpDef::verify_symbol_uses`]. An op inside
/// an isolated op's child body cannot reach the symbol tables above it, so
/// the verifier, which descends through the bodies, answers for it.
pub trait SymbolLookup {
    /// The op defining `@name` in the nearest symbol table (an op with
    /// [`OpTraits::SYMBOL_TABLE`]) enclosing the op being verified, or
    /// `None` if that table has no such symbol.
    fn lookup_symbol(&self, name: Ident) -> Option<OpRef<'_>>;

    /// The symbol table op itself, if known (ops that check an attribute
    /// of their enclosing module, as `gpu.launch_func` does).
    fn table_op(&self) -> Option<OpRef<'_>> {
        None
    }
}

/// Suggests names for results (`OpAsmOpInterface::getAsmResultNames`).
pub type ResultNamesFn = fn(OpRef<'_>, &mut dyn FnMut(ValueId, &str));
/// Adds the default values of absent default-valued inherent attributes
/// to an op's properties (MLIR's `populateDefaultProperties`), given the
/// op's name and its properties as parsed.
pub type PopulateDefaultsFn = fn(&Context, crate::OpName, Option<Attribute>) -> Option<Attribute>;

/// Suggests names for the arguments of the blocks of an op's regions.
pub type BlockArgNamesFn = fn(OpRef<'_>, &mut dyn FnMut(ValueId, &str));

/// One folded result of an op: a constant value or an existing SSA value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    /// A constant, to be materialized by the op's dialect.
    Attr(Attribute),
    /// An existing value.
    Value(ValueId),
}

/// Folds an op (MLIR's `fold`). `operands[i]` is the constant value of
/// operand `i` when its defining op is constant-like. Folding only reads
/// the IR: on success the hook fills `out` with either one result per op
/// result (the op is to be replaced by them) or in-place edits of the op,
/// which the caller applies. See [`crate::fold`].
pub type FoldFn = fn(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult;

/// An in-place change a folder asks for (MLIR folds that update the op
/// and return itself).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldEdit {
    /// Replace operand `index` by a value.
    SetOperand(u32, ValueId),
    /// Set (or remove, with `None`) an inherent or discardable attribute.
    SetAttr(Ident, Option<Attribute>),
    /// Drop the operands from this index on (after `SetOperand`s moved the
    /// ones to keep in front).
    TruncateOperands(u32),
    /// Exchange the blocks of the op's regions with these indices.
    SwapRegions(u32, u32),
}

/// What a successful fold produced: replacement results, or edits of the
/// op itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FoldOutput {
    /// One replacement per op result, or empty.
    pub results: Vec<OpFoldResult>,
    /// In-place edits of the op, or empty.
    pub edits: Vec<FoldEdit>,
}

impl FoldOutput {
    /// Empties both lists, for reuse.
    pub fn clear(&mut self) {
        self.results.clear();
        self.edits.clear();
    }
}

/// Builds a constant op of `ty` holding `value` at the builder's insertion
/// point (MLIR's `Dialect::materializeConstant`), or returns `None` if the
/// dialect cannot.
pub type MaterializeConstantFn =
    fn(&mut crate::OpBuilder<'_>, Attribute, Type, crate::Location) -> Option<crate::OpId>;

/// Typed interface implementations of an op, looked up by type.
#[derive(Clone, Default)]
pub struct Interfaces(Option<Arc<[InterfaceEntry]>>);

type InterfaceEntry = (TypeId, Arc<dyn Any + Send + Sync>);

impl Interfaces {
    /// No interface.
    pub const EMPTY: Interfaces = Interfaces(None);

    /// A map of the given implementations, each keyed by the type id of
    /// its interface type.
    pub fn new(items: Vec<(TypeId, Arc<dyn Any + Send + Sync>)>) -> Interfaces {
        Interfaces(Some(items.into()))
    }

    /// Adds (or replaces) the implementation of interface `I`.
    pub fn with<I: Any + Send + Sync>(self, imp: I) -> Interfaces {
        let mut v: Vec<(TypeId, Arc<dyn Any + Send + Sync>)> = self.0.map(|a| a.to_vec()).unwrap_or_default();
        v.retain(|(t, _)| *t != TypeId::of::<I>());
        v.push((TypeId::of::<I>(), Arc::new(imp)));
        Interfaces::new(v)
    }

    /// The implementation of interface `I`, if the op has it.
    pub fn get<I: Any + Send + Sync>(&self) -> Option<&I> {
        let id = TypeId::of::<I>();
        self.0
            .as_deref()?
            .iter()
            .find(|(t, _)| *t == id)
            .and_then(|(_, v)| v.downcast_ref::<I>())
    }
}

/// An interface implementation that an op or dialect declaration lists
/// (`interfaces: &[&LOOP_LIKE, ...]` in a static spec) and that is added
/// to its [`Interfaces`] at registration. Every `Clone + Send + Sync`
/// value is one: the interface is looked up later by its type.
pub trait AttachInterface: Sync {
    /// `interfaces` with this implementation added (or replacing one of
    /// the same type).
    fn attach(&self, interfaces: Interfaces) -> Interfaces;
}

impl<I: Any + Clone + Send + Sync> AttachInterface for I {
    fn attach(&self, interfaces: Interfaces) -> Interfaces {
        interfaces.with(self.clone())
    }
}

impl Interfaces {
    /// `self` with each of `items` attached, in order.
    pub fn with_all(self, items: &[&dyn AttachInterface]) -> Interfaces {
        items.iter().fold(self, |acc, &i| i.attach(acc))
    }
}

impl std::fmt::Debug for Interfaces {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Interfaces({})", self.0.as_deref().map_or(0, |v| v.len()))
    }
}

/// The definition of a registered operation.
#[derive(Clone, Debug)]
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// One line describing the op, as in MLIR's ODS `summary`.
    pub summary: &'static str,
    /// The op's traits.
    pub traits: OpTraits,
    /// `HasParent<...>`: the ops this op may be nested directly in.
    pub parents: &'static [&'static str],
    /// `SingleBlockImplicitTerminator<...>`: the terminator the parser adds
    /// and the printer elides.
    pub implicit_terminator: Option<&'static str>,
    /// Names of inherent attributes, stored as properties.
    pub inherent_attrs: &'static [&'static str],
    /// The identifiers of `inherent_attrs`, then of `operandSegmentSizes`
    /// and `resultSegmentSizes`, interned when the dialect is registered
    /// (empty before), so that typed accessors find properties by index
    /// without comparing strings.
    pub attr_idents: Vec<Ident>,
    /// Checks of the op's declared operand, result, region and successor
    /// counts, run first.
    pub verify_counts: Option<VerifyFn>,
    /// Checks of the op's declared constraints (types, attributes,
    /// regions), run after the structural traits.
    pub verify_invariants: Option<VerifyFn>,
    /// The op's own verifier, run after the traits.
    pub verify: Option<VerifyFn>,
    /// Verification that needs the regions verified first.
    pub verify_regions: Option<VerifyFn>,
    /// Parses the custom form; `None` when the op has only the generic
    /// form.
    pub parse: Option<ParseFn>,
    /// Prints the custom form; `None` when the op has only the generic
    /// form.
    pub print: Option<PrintFn>,
    /// Suggests the SSA names the printer gives the results.
    pub result_names: Option<ResultNamesFn>,
    /// Suggests the SSA names the printer gives the block arguments of the
    /// op's regions.
    pub block_arg_names: Option<BlockArgNamesFn>,
    /// Checks the op's symbol references; run by the verifier once the
    /// symbol tables are known (after the ops of the table are verified).
    pub verify_symbol_uses: Option<VerifySymbolUsesFn>,
    /// Fills in default-valued properties when the op is created.
    pub populate_default_properties: Option<PopulateDefaultsFn>,
    /// Folds the op (constant folding and simplifications that create no
    /// new op); constant-like ops fold to their value.
    pub fold: Option<FoldFn>,
    /// The op's interface implementations.
    pub interfaces: Interfaces,
}

impl OpDef {
    /// A definition with no traits and no hooks.
    pub const fn new(name: &'static str) -> OpDef {
        OpDef {
            name,
            summary: "",
            traits: OpTraits::NONE,
            parents: &[],
            implicit_terminator: None,
            inherent_attrs: &[],
            attr_idents: Vec::new(),
            verify_counts: None,
            verify_invariants: None,
            verify: None,
            verify_regions: None,
            parse: None,
            print: None,
            result_names: None,
            block_arg_names: None,
            verify_symbol_uses: None,
            populate_default_properties: None,
            fold: None,
            interfaces: Interfaces::EMPTY,
        }
    }

    /// Whether the op has every trait of `t`.
    #[inline]
    pub fn has_trait(&self, t: OpTraits) -> bool {
        self.traits.contains(t)
    }
}

/// Parses a dialect type or attribute after `!dialect.` / `#dialect.`:
/// the parser is positioned on the mnemonic.
pub type ParseTypeFn = fn(&mut dyn AsmParser<'_>) -> Result<Type, Failed>;
/// Prints a dialect type after `!dialect.`, from the mnemonic on.
pub type PrintTypeFn = fn(&mut dyn AsmPrinter<'_>, Type);
/// Parses a dialect attribute after `#dialect.` (see [`ParseTypeFn`]),
/// given the type the attribute is expected to have, if known.
pub type ParseAttrFn = fn(&mut dyn AsmParser<'_>, Option<Type>) -> Result<Attribute, Failed>;
/// Prints the body of a dialect attribute, from the mnemonic on; the
/// printer writes `#dialect.` before a pretty body and `#dialect<...>`
/// around another.
pub type PrintAttrFn = fn(&mut dyn AsmPrinter<'_>, Attribute);

/// A registered dialect.
#[derive(Clone, Debug)]
pub struct DialectDef {
    /// The namespace (`arith`).
    pub name: &'static str,
    /// The dialect's operations.
    pub ops: Vec<OpDef>,
    /// Parses the dialect's types.
    pub parse_type: Option<ParseTypeFn>,
    /// Prints the dialect's types; without it, the mnemonic and the
    /// parameter list are printed.
    pub print_type: Option<PrintTypeFn>,
    /// Parses the dialect's attributes.
    pub parse_attr: Option<ParseAttrFn>,
    /// Prints the dialect's attributes; without it, the mnemonic and the
    /// parameter list are printed.
    pub print_attr: Option<PrintAttrFn>,
    /// Builds constant ops for folded values of this dialect's ops.
    pub materialize_constant: Option<MaterializeConstantFn>,
    /// Dialect interfaces (MLIR's `DialectInterface`s), and the interfaces
    /// of the dialect's types and attributes, looked up by type: see
    /// [`crate::Context::dialect_interface`] and
    /// [`crate::Context::type_interface`].
    pub interfaces: Interfaces,
    /// Whether ops of this dialect that it does not register are accepted
    /// (MLIR's `allowsUnknownOperations`).
    pub allows_unknown_operations: bool,
    /// MLIR's `verifyOperationAttribute`: checks a discardable attribute
    /// of the dialect (named `dialect.name`) on any op, when the op is
    /// entered, before the op's own invariants and its regions.
    pub verify_op_attribute: Option<VerifyOpAttributeFn>,
    /// MLIR's `verifyRegionArgAttribute`: checks an attribute of the
    /// dialect on an argument of a function-like op (the argument's entry
    /// of `arg_attrs`), with the region and argument index.
    pub verify_region_arg_attribute: Option<VerifyRegionArgAttributeFn>,
    /// MLIR's `verifyRegionResultAttribute`: as
    /// [`DialectDef::verify_region_arg_attribute`], for a result's entry of
    /// `res_attrs`.
    pub verify_region_result_attribute: Option<VerifyRegionArgAttributeFn>,
}

/// See [`DialectDef::verify_op_attribute`].
pub type VerifyOpAttributeFn = fn(OpRef<'_>, NamedAttribute) -> LogicalResult;

/// See [`DialectDef::verify_region_arg_attribute`]: the op, the region
/// index, the argument index and the attribute.
pub type VerifyRegionArgAttributeFn = fn(OpRef<'_>, usize, usize, NamedAttribute) -> LogicalResult;

impl DialectDef {
    /// A dialect named `name` with no op, hook or interface.
    pub fn new(name: &'static str) -> DialectDef {
        DialectDef {
            name,
            ops: Vec::new(),
            parse_type: None,
            print_type: None,
            parse_attr: None,
            print_attr: None,
            materialize_constant: None,
            interfaces: Interfaces::EMPTY,
            allows_unknown_operations: false,
            verify_op_attribute: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
        }
    }
}

/// `OpAsmDialectInterface`: alias names the printer uses for a dialect's
/// types and attributes (`!name = ...` / `#name = ...` at the top of the
/// output).
#[derive(Copy, Clone)]
pub struct OpAsmDialectInterface {
    /// The alias name for a type of the dialect, if it gets one.
    pub type_alias: Option<fn(&crate::Context, Type) -> Option<&'static str>>,
    /// The alias name for an attribute of the dialect, if it gets one.
    pub attr_alias: Option<fn(&crate::Context, Attribute) -> Option<&'static str>>,
}
