//! What the pattern interpreter needs of a rewriter, so that the same
//! bytecode runs under the greedy driver ([`PatternRewriter`]) and the
//! dialect-conversion driver ([`ConversionPatternRewriter`], whose changes
//! are journaled and may be rolled back), and native functions see the
//! rewriter they run under (MLIR passes the `ConversionPatternRewriter`
//! as a `PatternRewriter` and its conversion natives cast it back).

use std::sync::Arc;

use strata_ir::{Body, Context, InsertPoint, OpId, OperationState, Type, ValueId};
use strata_rewrite::conversion::{ConversionPatternRewriter, TypeConverter};
use strata_rewrite::PatternRewriter;

/// A rewriter the interpreter changes the IR through.
pub trait PdlRewriter {
    /// The context the IR lives in.
    fn ctx(&self) -> &Context;
    /// The body being rewritten, for reading.
    fn body(&self) -> &Body;
    /// New ops go right before `op`.
    fn set_insertion_point(&mut self, op: OpId);
    /// Creates an op at the insertion point.
    fn create(&mut self, state: OperationState) -> OpId;
    /// Replaces `op`'s results by `values` and erases it.
    fn replace_op(&mut self, op: OpId, values: &[ValueId]);
    /// Replaces the uses of `from` by `to`.
    fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId);
    /// Erases `op`.
    fn erase_op(&mut self, op: OpId);
    /// The type converter of the conversion pattern being applied (none
    /// outside a conversion).
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        None
    }
    /// The values `values` stand for after the conversion so far, of the
    /// types the type converter gives (materialized before the op at the
    /// insertion point if needed); `None` if a type does not convert.
    /// Outside a conversion, the values themselves.
    fn remapped_values(&mut self, values: &[ValueId]) -> Option<Vec<ValueId>> {
        Some(values.to_vec())
    }
    /// `t` converted by the type converter (itself without one); `None`
    /// if it does not convert.
    fn convert_types(&self, types: &[Type]) -> Option<Vec<Type>> {
        match self.type_converter() {
            Some(tc) => tc.convert_types(self.ctx(), types.iter().copied()),
            None => Some(types.to_vec()),
        }
    }
}

impl PdlRewriter for PatternRewriter<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn body(&self) -> &Body {
        PatternRewriter::body(self)
    }
    fn set_insertion_point(&mut self, op: OpId) {
        PatternRewriter::set_insertion_point(self, op)
    }
    fn create(&mut self, state: OperationState) -> OpId {
        PatternRewriter::create(self, state)
    }
    fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        PatternRewriter::replace_op(self, op, values)
    }
    fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        PatternRewriter::replace_all_uses_with(self, from, to)
    }
    fn erase_op(&mut self, op: OpId) {
        PatternRewriter::erase_op(self, op)
    }
}

impl PdlRewriter for ConversionPatternRewriter<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn body(&self) -> &Body {
        ConversionPatternRewriter::body(self)
    }
    fn set_insertion_point(&mut self, op: OpId) {
        ConversionPatternRewriter::set_insertion_point(self, op)
    }
    fn create(&mut self, state: OperationState) -> OpId {
        ConversionPatternRewriter::create(self, state)
    }
    fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        ConversionPatternRewriter::replace_op(self, op, values)
    }
    fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        ConversionPatternRewriter::replace_all_uses_with(self, from, to)
    }
    fn erase_op(&mut self, op: OpId) {
        ConversionPatternRewriter::erase_op(self, op)
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        ConversionPatternRewriter::type_converter(self)
    }
    fn remapped_values(&mut self, values: &[ValueId]) -> Option<Vec<ValueId>> {
        let anchor = match self.insertion_point()? {
            InsertPoint::Before(op) | InsertPoint::After(op) => op,
            InsertPoint::Start(_) | InsertPoint::End(_) => return None,
        };
        self.get_remapped_values(values, anchor)
    }
}
