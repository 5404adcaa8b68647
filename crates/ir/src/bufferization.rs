//! `BufferizableOpInterface`: what bufferization needs to know about an op
//! with tensor operands or results, and how the op becomes ops on buffers.
//!
//! The interface is a struct of function pointers that an op lists in its
//! definition's `interfaces`, like every interface of Strata. It lives here
//! so that any dialect (tensor, arith, scf, func, linalg, vector, ...)
//! implements it without depending on the bufferization dialect or on the
//! one-shot-bufferize pass: what the hooks need from the pass (the buffer
//! of a tensor value, new allocations, copies, constant buffers, replacing
//! an op by buffers) they ask through [`BufferizationState`], which the
//! pass implements.
//!
//! The analysis questions take an op operand by its index: does the op
//! read it, write it, which results alias its buffer after bufferization
//! (and are they the same buffer). Destination-style ops (whose results
//! bufferize into their `outs` operands) get all of them from
//! [`BufferizableOpInterface::DESTINATION_STYLE`] and write only
//! `bufferize`.

use std::ops::Range;

use crate::{Attribute, Failed, Location, LogicalResult, OpBuilder, OpId, OpRef, Type, ValueId};

/// How the buffer of an aliasing value relates to the operand's buffer
/// (MLIR's `BufferRelation`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum BufferRelation {
    /// The same buffer (the value is equivalent to the operand).
    Equivalent,
    /// Some alias of it (a subset, a view, or one of several buffers).
    Unknown,
}

/// A value that may alias an operand's buffer after bufferization, when
/// the operand bufferizes in place.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct AliasingValue {
    /// The aliasing value (a result of the op, or a region's argument).
    pub value: ValueId,
    /// How its buffer relates to the operand's.
    pub relation: BufferRelation,
    /// Whether it certainly aliases (not only may alias) the operand.
    pub definite: bool,
}

impl AliasingValue {
    /// A value that is certainly the operand's buffer.
    pub fn equivalent(value: ValueId) -> AliasingValue {
        AliasingValue {
            value,
            relation: BufferRelation::Equivalent,
            definite: true,
        }
    }
    /// A value that certainly aliases part of the operand's buffer.
    pub fn alias(value: ValueId) -> AliasingValue {
        AliasingValue {
            value,
            relation: BufferRelation::Unknown,
            definite: true,
        }
    }
}

/// What an op's `bufferize` hook asks of the bufferization driver (MLIR's
/// `BufferizationOptions` and `BufferizationState` with the helpers of
/// `BufferizableOpInterface.cpp`). New ops go at the builder's insertion
/// point unless said otherwise.
pub trait BufferizationState {
    /// The buffer of tensor value `v` (MLIR's `getBuffer`): the buffer of
    /// its bufferized definition, or a `bufferization.to_buffer` of it
    /// placed right after its definition.
    fn buffer(&mut self, b: &mut OpBuilder<'_>, v: ValueId) -> Result<ValueId, Failed>;

    /// The type of the buffer tensor value `v` will have (MLIR's
    /// `getBufferType`).
    fn buffer_type(&mut self, b: &OpBuilder<'_>, v: ValueId) -> Result<Type, Failed>;

    /// Replaces the results of `op` by `values`, buffers for its tensor
    /// results (seen by the tensor users through `bufferization.to_tensor`)
    /// and the values themselves for the others, and erases `op` (MLIR's
    /// `replaceOpWithBufferizedValues`).
    fn replace_op(&mut self, b: &mut OpBuilder<'_>, op: OpId, values: &[ValueId]);

    /// A new buffer of memref type `ty` with `dynamic_sizes` (MLIR's
    /// `BufferizationOptions::createAlloc`).
    fn allocate(
        &mut self,
        b: &mut OpBuilder<'_>,
        loc: Location,
        ty: Type,
        dynamic_sizes: &[ValueId],
    ) -> Result<ValueId, Failed>;

    /// Copies buffer `from` into buffer `to` (MLIR's
    /// `BufferizationOptions::createMemCpy`).
    fn copy(&mut self, b: &mut OpBuilder<'_>, loc: Location, from: ValueId, to: ValueId);

    /// A read-only buffer holding the constant `value` of tensor type,
    /// in memref type `ty` (MLIR's `getGlobalFor`).
    fn constant_buffer(
        &mut self,
        b: &mut OpBuilder<'_>,
        loc: Location,
        value: Attribute,
        ty: Type,
    ) -> Result<ValueId, Failed>;

    /// `v` with memref type `ty`, through a `memref.cast` when its type
    /// differs.
    fn cast_buffer(&mut self, b: &mut OpBuilder<'_>, loc: Location, v: ValueId, ty: Type) -> ValueId;

    /// Gives the tensor arguments of `block` (not an entry block) their
    /// buffer types, computed from the operands branches pass to them,
    /// and makes those branches pass buffers (MLIR's
    /// `bufferizeBlockSignatures`).
    fn bufferize_block_signature(&mut self, _b: &mut OpBuilder<'_>, _block: crate::BlockId) -> LogicalResult {
        Err(Failed)
    }

    /// The memory space of a new buffer for tensor type `t` when nothing
    /// else gives one (MLIR's `defaultMemorySpaceFn`): `None` when there
    /// is no default (a new buffer is then an error), `Some(None)` for
    /// the default memory space.
    fn default_memory_space(&self, _t: Type) -> Option<Option<Attribute>> {
        Some(None)
    }

    /// How many of the buffer type computations under way are for `v`
    /// (MLIR's invocation stack): a loop's iteration argument whose type
    /// depends on what the loop yields, which depends on the argument,
    /// stops there.
    fn invocation_count(&self, _v: ValueId) -> usize {
        0
    }
}

/// The `bufferize` hook: rewrites the op (at the builder's insertion
/// point, which is the op) into ops on buffers.
pub type BufferizeFn = fn(&mut OpBuilder<'_>, &mut dyn BufferizationState, OpId) -> LogicalResult;

/// The `buffer_type` hook: the buffer type of a result or region argument
/// `v` of the op.
pub type BufferTypeFn =
    fn(&OpBuilder<'_>, &mut dyn BufferizationState, OpId, ValueId) -> Result<Type, Failed>;

/// The `is_equivalent_subset` hook of a [`SubsetInsertion`]: the op, a
/// candidate value, and whether two values are equivalent.
pub type EquivalentSubsetFn = fn(OpRef<'_>, ValueId, &dyn Fn(ValueId, ValueId) -> bool) -> bool;

/// An op that inserts its source into a subset of its destination (MLIR's
/// `SubsetInsertionOpInterface`): it reads its destination only outside
/// that subset, so the analysis does not count writes into exactly that
/// subset as conflicting with the read.
#[derive(Copy, Clone)]
pub struct SubsetInsertion {
    /// The index of the source operand.
    pub source: usize,
    /// The index of the destination operand.
    pub dest: usize,
    /// Whether `candidate` is the subset the op overwrites, of a value
    /// equivalent to its destination (an extraction at the same place).
    pub is_equivalent_subset: EquivalentSubsetFn,
    /// Whether a source that is the destination itself, updated in place
    /// (every value it comes from equivalent to the destination), is no
    /// conflict with writes to the destination (`parallel_insert_slice`
    /// writing back a `scf.forall`'s shared output, as mlir-opt decides).
    pub source_may_be_dest: bool,
}

/// `BufferizableOpInterface` (see the module documentation). Start from
/// [`BufferizableOpInterface::DEFAULT`] or
/// [`BufferizableOpInterface::DESTINATION_STYLE`] and set what differs.
#[derive(Copy, Clone)]
pub struct BufferizableOpInterface {
    /// Whether the op reads the buffer of tensor operand `i`.
    pub reads: fn(OpRef<'_>, usize) -> bool,
    /// Whether the op writes the buffer of tensor operand `i` (when it
    /// bufferizes in place).
    pub writes: fn(OpRef<'_>, usize) -> bool,
    /// The values aliasing the buffer of tensor operand `i` when it
    /// bufferizes in place.
    pub aliasing_values: fn(OpRef<'_>, usize, &mut Vec<AliasingValue>),
    /// Whether tensor result `v` is a new allocation.
    pub bufferizes_to_allocation: fn(OpRef<'_>, ValueId) -> bool,
    /// Whether the buffer of `v` (a result or a region argument) may be
    /// written.
    pub is_writable: fn(OpRef<'_>, ValueId) -> bool,
    /// Whether tensor operand `i` must bufferize in place (never copied).
    pub must_bufferize_in_place: fn(OpRef<'_>, usize) -> bool,
    /// Whether region `i` may run more than once for one execution of the
    /// op (a loop body).
    pub is_repetitive_region: fn(OpRef<'_>, usize) -> bool,
    /// Whether region `i` may run concurrently with itself (the body of a
    /// parallel loop): a write there to a buffer defined outside of it
    /// would race with the other iterations, so it bufferizes out of
    /// place.
    pub is_parallel_region: fn(OpRef<'_>, usize) -> bool,
    /// The buffer type of `v` (a result or region argument of the op), if
    /// not the default (the type of the aliasing operand's buffer, else a
    /// memref with the identity layout).
    pub buffer_type: Option<BufferTypeFn>,
    /// The op as an insertion into a subset of its destination, if it is
    /// one.
    pub subset_insertion: Option<SubsetInsertion>,
    /// Checks the analysis' result for the op, given which values are
    /// equivalent (MLIR's `verifyAnalysis` and the copies of its
    /// `resolveConflicts`): a loop whose yielded buffers are not its
    /// iteration arguments' gives an error, or, when the pass allows loops
    /// to return new allocations, the operands to copy instead.
    pub verify_analysis: Option<VerifyAnalysisFn>,
    /// The results that are equivalent to an operand once the analysis
    /// knows which other values are equivalent (MLIR's `bufferRelation`
    /// computed from the analysis state): (result, operand index) pairs,
    /// taken when that operand bufferizes in place.
    pub equivalent_results: Option<EquivalentResultsFn>,
    /// Whether the op accesses the buffers of the given tensor operands
    /// elementwise (each iteration reads and writes one element at the
    /// same index), so that reading one of them and writing another in
    /// place cannot conflict within the op (MLIR's
    /// `bufferizesToElementwiseAccess`).
    pub bufferizes_to_elementwise_access: fn(OpRef<'_>, &[usize]) -> bool,
    /// Whether the ops in the op's regions must bufferize in place (no
    /// copy of their operands may be made inside, as the masked op of
    /// `vector.mask`).
    pub body_in_place: bool,
    /// Rewrites the op into ops on buffers.
    pub bufferize: BufferizeFn,
}

/// What a `verify_analysis` hook finds wrong with the analysis' result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisIssue {
    /// An error unless loops may return new allocations.
    Error {
        /// The op the error is reported on.
        op: OpId,
        /// The error.
        message: String,
    },
    /// An error whatever the options: the op cannot bufferize (reported
    /// with the op's name).
    Unsupported {
        /// The op.
        op: OpId,
        /// The error.
        message: String,
    },
    /// An operand copied when loops may return new allocations.
    Copy {
        /// The op (the op itself or one in its regions).
        op: OpId,
        /// The operand's index.
        operand: usize,
    },
}

/// The `verify_analysis` hook: the op and whether two values are
/// equivalent; appends what it finds, errors in the order to report them.
pub type VerifyAnalysisFn = fn(OpRef<'_>, &dyn Fn(ValueId, ValueId) -> bool, &mut Vec<AnalysisIssue>);

/// The `equivalent_results` hook: the op and whether two values are
/// equivalent; appends (result, operand index) pairs.
pub type EquivalentResultsFn = fn(OpRef<'_>, &dyn Fn(ValueId, ValueId) -> bool, &mut Vec<(ValueId, usize)>);

fn always(_: OpRef<'_>, _: usize) -> bool {
    true
}

fn never(_: OpRef<'_>, _: usize) -> bool {
    false
}

/// Whether operand `i` is an unranked tensor: its buffer cannot be copied
/// (the copy's shape is unknown), so it always bufferizes in place.
fn unranked_operand(op: OpRef<'_>, i: usize) -> bool {
    matches!(
        op.ctx.type_kind(op.operand_type(i)),
        crate::TypeKind::UnrankedTensor { .. }
    )
}

fn no_aliases(_: OpRef<'_>, _: usize, _: &mut Vec<AliasingValue>) {}

fn not_bufferizable(_: &mut OpBuilder<'_>, _: &mut dyn BufferizationState, _: OpId) -> LogicalResult {
    Err(Failed)
}

/// `DestinationStyleOpInterface`: an op whose results are the updated
/// values of its `outs` (init) operands, one result per tensor init, in
/// order.
#[derive(Copy, Clone)]
pub struct DestinationStyleOpInterface {
    /// The range of the init operands among the op's operands.
    pub inits: fn(OpRef<'_>) -> Range<usize>,
}

/// `RelayoutOpInterface`: a destination-style op that moves its source's
/// elements into another layout (linalg's pack and unpack). Generic
/// destination-style rewrites that change operand types leave these to
/// their own patterns, since their attributes depend on the types.
#[derive(Copy, Clone)]
pub struct RelayoutOpInterface;

/// The init operands of a destination-style op.
fn dps_inits(op: OpRef<'_>) -> Range<usize> {
    op.def()
        .and_then(|d| d.interfaces.get::<DestinationStyleOpInterface>())
        .map_or(0..0, |i| (i.inits)(op))
}

/// The init operand tied to result `result` of a destination-style op
/// (MLIR's `getDpsInitOperand` of the result), if `op` is one.
pub fn dps_tied_init(op: OpRef<'_>, result: usize) -> Option<crate::ValueId> {
    let inits = op.def()?.interfaces.get::<DestinationStyleOpInterface>()?.inits;
    (inits)(op)
        .filter(|&k| is_tensor(op.ctx, op.operand_type(k)))
        .nth(result)
        .map(|k| op.operand(k))
}

impl BufferizableOpInterface {
    /// An op that reads its tensor operands, writes none, creates no
    /// aliases, bufferizes unranked operands in place, and cannot
    /// bufferize: the base of real implementations.
    pub const DEFAULT: BufferizableOpInterface = BufferizableOpInterface {
        reads: always,
        writes: never,
        aliasing_values: no_aliases,
        bufferizes_to_allocation: |_, _| false,
        is_writable: |_, _| true,
        must_bufferize_in_place: unranked_operand,
        is_repetitive_region: never,
        is_parallel_region: never,
        buffer_type: None,
        subset_insertion: None,
        verify_analysis: None,
        equivalent_results: None,
        bufferizes_to_elementwise_access: |_, _| false,
        body_in_place: false,
        bufferize: not_bufferizable,
    };

    /// A destination-style op (with [`DestinationStyleOpInterface`]): it
    /// reads every operand, writes its inits, and result `k` is init `k`'s
    /// buffer (MLIR's `DstBufferizableOpInterfaceExternalModel`).
    pub const DESTINATION_STYLE: BufferizableOpInterface = BufferizableOpInterface {
        writes: |op, i| dps_inits(op).contains(&i),
        aliasing_values: |op, i, out| {
            let inits = dps_inits(op);
            if !inits.contains(&i) {
                return;
            }
            // Inits of other types (scalars) have no result.
            let tensor_inits = inits
                .take_while(|&k| k < i)
                .filter(|&k| is_tensor(op.ctx, op.operand_type(k)))
                .count();
            if let Some(r) = op.results().nth(tensor_inits) {
                out.push(AliasingValue::equivalent(r));
            }
        },
        ..BufferizableOpInterface::DEFAULT
    };
}

/// Whether `t` is a ranked or unranked tensor type.
pub fn is_tensor(ctx: &crate::Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        crate::TypeKind::RankedTensor { .. } | crate::TypeKind::UnrankedTensor { .. }
    )
}

/// The values found walking back from `v` through the operands its
/// definitions alias (MLIR's `findValueInReverseUseDefChain`): each stops
/// where `stop` holds or where there is nothing to follow (a block
/// argument, an op that is not bufferizable or aliases no operand).
pub fn reverse_use_def_chain(op: OpRef<'_>, v: ValueId, stop: &dyn Fn(ValueId) -> bool) -> Vec<ValueId> {
    let (mut work, mut seen, mut found) = (vec![v], vec![v], Vec::new());
    let mut aliasing = Vec::new();
    while let Some(c) = work.pop() {
        if stop(c) {
            found.push(c);
            continue;
        }
        let Some(d) = op.body.defining_op(c) else {
            found.push(c);
            continue;
        };
        let def = OpRef::new(op.ctx, op.body, d);
        let before = work.len();
        if let Some(iface) = bufferizable(def) {
            for (i, o) in def.operands().enumerate() {
                aliasing.clear();
                (iface.aliasing_values)(def, i, &mut aliasing);
                if aliasing.iter().any(|a| a.value == c) && !seen.contains(&o) {
                    seen.push(o);
                    work.push(o);
                }
            }
        }
        if work.len() == before {
            found.push(c);
        }
    }
    found
}

/// The interface of `op`, if it has one.
pub fn bufferizable(op: OpRef<'_>) -> Option<&BufferizableOpInterface> {
    op.def()?.interfaces.get::<BufferizableOpInterface>()
}

/// `AllocationOpInterface`: an op whose result is a new buffer that the
/// buffer passes may move, hoist or replace (`memref.alloc`,
/// `memref.alloca`, `memref.realloc`).
#[derive(Copy, Clone, Debug)]
pub struct AllocationOpInterface {
    /// Whether the allocation may be hoisted out of loops.
    pub hoist_out_of_loops: bool,
    /// Whether it may be moved to a dominating block.
    pub hoist_to_dominator: bool,
}

/// The allocation interface of `op`, if it has one.
pub fn allocation(op: OpRef<'_>) -> Option<&AllocationOpInterface> {
    op.def()?.interfaces.get::<AllocationOpInterface>()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Context, TypeKind};

    #[test]
    fn aliasing_value_constructors() {
        let v = <ValueId as cranelift_entity::EntityRef>::new(3);
        assert_eq!(AliasingValue::equivalent(v).relation, BufferRelation::Equivalent);
        assert!(AliasingValue::alias(v).definite);
        assert_eq!(AliasingValue::alias(v).relation, BufferRelation::Unknown);
    }

    #[test]
    fn tensor_types() {
        let ctx = Context::new();
        let f32 = ctx.f32();
        let ranked = ctx.intern_type(TypeKind::RankedTensor {
            shape: vec![2].into(),
            element: f32,
            encoding: None,
        });
        let unranked = ctx.intern_type(TypeKind::UnrankedTensor { element: f32 });
        assert!(is_tensor(&ctx, ranked) && is_tensor(&ctx, unranked));
        assert!(!is_tensor(&ctx, ctx.memref_type(&[2], f32)));
        assert!(!is_tensor(&ctx, f32));
    }
}
