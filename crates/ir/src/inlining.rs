//! The dialect interface the inliner consults (MLIR's
//! `DialectInlinerInterface`): whether calls, regions and ops of a dialect
//! may be inlined, how the dialect's terminators are rewritten once a
//! callee's blocks sit in the caller, and how a value is converted when a
//! call's types differ from its callee's.
//!
//! A dialect registers it in `DialectDef::interfaces`; the inliner looks it
//! up with [`inliner_interface`] by the dialect of the op in question. A
//! dialect without the interface allows nothing to be inlined.

use crate::{BlockId, Body, Context, InsertPoint, Location, OpId, OpName, OpRef, RegionId, Type, ValueId};

/// Returns the values that replace a call's results, read from the
/// terminator of a single-block callee.
pub type HandleTerminatorFn = fn(ctx: &Context, body: &Body, terminator: OpId) -> Vec<ValueId>;

/// Converts `value` to `ty` with ops created at `at`, returning the
/// converted value.
pub type MaterializeCallConversionFn = fn(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    value: ValueId,
    ty: Type,
    loc: Location,
) -> Option<ValueId>;

/// A call argument as [`HandleArgumentFn`] sees it.
#[derive(Copy, Clone, Debug)]
pub struct ArgumentSite {
    /// The call.
    pub call: OpId,
    /// The callee's attribute dictionary of the argument.
    pub arg_attrs: crate::Attribute,
    /// The callee op's properties.
    pub callable_properties: Option<crate::Attribute>,
    /// The name and properties of the op owning the root regions of the
    /// body holding the call (the caller function, unless the call is in
    /// a nested isolated op): what describes the body's own arguments.
    pub caller_owner: OpName,
    /// See [`ArgumentSite::caller_owner`].
    pub caller_properties: Option<crate::Attribute>,
}

/// Returns the value the inlined body uses for a callee argument (MLIR's
/// `handleArgument`): `argument` itself, or a value made from it with ops
/// created in `body` (before the call, or at the start of the entry block
/// of the region defining `argument`). The body's symbol scope and data
/// layout are those around the caller.
pub type HandleArgumentFn =
    fn(ctx: &Context, body: &mut Body, site: &ArgumentSite, argument: ValueId) -> ValueId;

/// What the inliner knows when it asks whether a callee region may be
/// inlined in place of a call (MLIR's `isLegalToInline(Region*, Region*,
/// ...)` hook and its value mapping).
#[derive(Copy, Clone)]
pub struct RegionInlineQuery<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The name of the op owning the region that holds the call (an op of
    /// the dialect asked).
    pub dest_owner: OpName,
    /// The body holding the call.
    pub dest_body: &'a Body,
    /// The call being inlined, in `dest_body`.
    pub call: OpId,
    /// The values the call passes for the callee's entry block arguments,
    /// in order.
    pub call_args: &'a [ValueId],
    /// The body holding the callee region.
    pub src_body: &'a Body,
    /// The callee region to inline.
    pub src_region: RegionId,
    /// False when the callee body is moved rather than copied.
    pub would_be_cloned: bool,
}

impl RegionInlineQuery<'_> {
    /// The region of `dest_body` holding the call.
    pub fn dest_region(&self) -> Option<RegionId> {
        self.dest_body.block_region(self.dest_body.op_block(self.call)?)
    }

    /// The caller value that replaces `v`, an entry block argument of the
    /// callee region, once inlined.
    pub fn mapped_arg(&self, v: ValueId) -> Option<ValueId> {
        let entry = self.src_body.region_entry(self.src_region)?;
        let i = self.src_body.block_args(entry).iter().position(|&a| a == v)?;
        self.call_args.get(i).copied()
    }
}

/// [`DialectInlinerInterface::process_inlined_call_blocks`].
pub type ProcessInlinedCallBlocksFn =
    fn(ctx: &Context, body: &mut Body, call: OpId, caller_loc: Location, blocks: &[BlockId]);

/// How a dialect takes part in inlining.
#[derive(Copy, Clone, Debug)]
pub struct DialectInlinerInterface {
    /// Whether call `call` (an op of this dialect) may be inlined with the
    /// body of `callable`; `would_be_cloned` is false when the callee body
    /// is moved.
    pub is_legal_to_inline_call: fn(call: OpRef<'_>, callable: OpRef<'_>, would_be_cloned: bool) -> bool,
    /// Whether a callee region may be inlined into a region owned by an op
    /// of this dialect (`query.dest_owner`).
    pub is_legal_to_inline_region: fn(query: &RegionInlineQuery<'_>) -> bool,
    /// Whether op `op` (of this dialect) may be inlined into a region owned
    /// by an op named `dest_owner`.
    pub is_legal_to_inline_op: fn(op: OpRef<'_>, dest_owner: OpName, would_be_cloned: bool) -> bool,
    /// Single-block callee: the values that replace the call's results,
    /// taken from `terminator` (which the inliner then erases).
    pub handle_terminator: Option<HandleTerminatorFn>,
    /// Multi-block callee: replaces `terminator` by a branch to `dest`,
    /// whose arguments stand for the call's results.
    pub handle_terminator_branch: Option<fn(ctx: &Context, body: &mut Body, terminator: OpId, dest: BlockId)>,
    /// Converts `value` to type `ty` with new ops at `at`, for a call whose
    /// operand or result types differ from the callee's (MLIR's
    /// `materializeCallConversion`); `None` if the dialect cannot.
    pub materialize_call_conversion: Option<MaterializeCallConversionFn>,
    /// Rewrites the call's arguments before the callee's body uses them,
    /// for callees of this dialect; `None` uses them as they are.
    pub handle_argument: Option<HandleArgumentFn>,
    /// Whether a single inlined block (whose first op is of this dialect)
    /// may be merged into the call's block (MLIR's
    /// `allowSingleBlockOptimization`); `None` allows it. When it may not,
    /// the call's block is split as for several blocks.
    pub allow_single_block_optimization: Option<fn(ctx: &Context, body: &Body, block: BlockId) -> bool>,
    /// Post-processes the blocks inlined for call `call` (an op of this
    /// dialect) in a function at `caller_loc`, their locations already
    /// remapped (MLIR's `processInlinedCallBlocks`).
    pub process_inlined_call_blocks: Option<ProcessInlinedCallBlocksFn>,
}

fn legal_call(_: OpRef<'_>, _: OpRef<'_>, _: bool) -> bool {
    true
}

fn legal_region(_: &RegionInlineQuery<'_>) -> bool {
    true
}

fn legal_op(_: OpRef<'_>, _: OpName, _: bool) -> bool {
    true
}

impl DialectInlinerInterface {
    /// Everything of the dialect may be inlined; terminators are not
    /// handled (the dialect has no terminator that returns from a callable).
    pub const ALL_LEGAL: DialectInlinerInterface = DialectInlinerInterface {
        is_legal_to_inline_call: legal_call,
        is_legal_to_inline_region: legal_region,
        is_legal_to_inline_op: legal_op,
        handle_terminator: None,
        handle_terminator_branch: None,
        materialize_call_conversion: None,
        handle_argument: None,
        allow_single_block_optimization: None,
        process_inlined_call_blocks: None,
    };
}

/// The inliner interface of the dialect of op `name`, if it has one.
pub fn inliner_interface(ctx: &Context, name: OpName) -> Option<&DialectInlinerInterface> {
    ctx.dialect_interface::<DialectInlinerInterface>(ctx.op_name_dialect(name))
}
