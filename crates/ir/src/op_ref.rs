//! [`OpRef`]: a read-only view of one operation with its context.

use crate::{
    Attribute, Body, Context, Diagnostic, Failed, Location, OpDef, OpId, OpName, OpTraits, RegionId, Type,
    ValueId,
};

/// An operation seen through its body and context. `Copy`, cheap, and what
/// op hooks (verifiers, printers) receive.
#[derive(Copy, Clone)]
pub struct OpRef<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub id: OpId,
}

impl<'a> OpRef<'a> {
    pub fn new(ctx: &'a Context, body: &'a Body, id: OpId) -> OpRef<'a> {
        OpRef { ctx, body, id }
    }

    pub fn name(self) -> OpName {
        self.body.op_name(self.id)
    }

    pub fn name_str(self) -> &'a str {
        self.ctx.op_name_str(self.body.op_name(self.id))
    }

    pub fn def(self) -> Option<&'a OpDef> {
        self.ctx.op_def(self.name())
    }

    /// Whether the op is registered and has trait `t`.
    pub fn has_trait(self, t: OpTraits) -> bool {
        self.def().is_some_and(|d| d.traits.contains(t))
    }

    pub fn loc(self) -> Location {
        self.body.op_loc(self.id)
    }

    pub fn num_operands(self) -> usize {
        self.body.num_operands(self.id)
    }

    pub fn operand(self, i: usize) -> ValueId {
        self.body.operand(self.id, i)
    }

    pub fn operands(self) -> impl ExactSizeIterator<Item = ValueId> + 'a {
        self.body.operands(self.id)
    }

    pub fn operand_type(self, i: usize) -> Type {
        self.body.value_type(self.operand(i))
    }

    pub fn operand_types(self) -> impl ExactSizeIterator<Item = Type> + 'a {
        self.body.operand_types(self.id)
    }

    pub fn num_results(self) -> usize {
        self.body.num_results(self.id)
    }

    pub fn result(self, i: usize) -> ValueId {
        self.body.result(self.id, i)
    }

    pub fn results(self) -> impl ExactSizeIterator<Item = ValueId> + 'a {
        self.body.results(self.id)
    }

    pub fn result_type(self, i: usize) -> Type {
        self.body.value_type(self.result(i))
    }

    pub fn result_types(self) -> impl ExactSizeIterator<Item = Type> + 'a {
        self.body.result_types(self.id)
    }

    pub fn value_type(self, v: ValueId) -> Type {
        self.body.value_type(v)
    }

    /// The body holding the op's regions and the regions.
    pub fn regions(self) -> (&'a Body, &'a [RegionId]) {
        self.body.op_regions(self.id)
    }

    pub fn num_regions(self) -> usize {
        self.body.num_regions(self.id)
    }

    pub fn num_successors(self) -> usize {
        self.body.num_successors(self.id)
    }

    /// An attribute by name, properties first.
    pub fn attr(self, name: &str) -> Option<Attribute> {
        self.body.op_attr(self.ctx, self.id, name)
    }

    pub fn properties(self) -> Option<Attribute> {
        self.body.op_properties(self.id)
    }

    /// The discardable attributes as a list.
    pub fn discardable_attrs(self) -> &'a [crate::NamedAttribute] {
        match self.body.op_attr_dict(self.id) {
            Some(d) => self.ctx.dict_entries(d),
            None => &[],
        }
    }

    /// The parent op within this body, if any.
    pub fn parent(self) -> Option<OpRef<'a>> {
        self.body
            .parent_op(self.id)
            .map(|p| OpRef::new(self.ctx, self.body, p))
    }

    /// An error diagnostic prefixed with `'op.name' op ` (MLIR's
    /// `emitOpError`), not yet emitted.
    pub fn op_error(self, message: impl std::fmt::Display) -> Diagnostic {
        Diagnostic::error(self.loc(), format!("'{}' op {}", self.name_str(), message))
    }

    /// Emits an `emitOpError` diagnostic and returns [`Failed`].
    pub fn emit_op_error(self, message: impl std::fmt::Display) -> Failed {
        self.ctx.emit_op_diagnostic(self, self.op_error(message));
        Failed
    }

    /// Emits an error at the op's location without the op-name prefix.
    pub fn emit_error(self, message: impl std::fmt::Display) -> Failed {
        self.ctx
            .emit_op_diagnostic(self, Diagnostic::error(self.loc(), message.to_string()));
        Failed
    }
}

/// Prints an op for the "see current operation" note MLIR attaches to
/// diagnostics reported on ops; installed by the text-format crate.
pub type OpNotePrinter = fn(OpRef<'_>) -> String;

impl Context {
    /// Installs the printer of the "see current operation" note.
    pub fn set_op_note_printer(&self, printer: OpNotePrinter) {
        let _ = self.op_note_printer.set(printer);
    }

    /// Emits a diagnostic reported on `op`, attaching the note with the op's
    /// generic form when a printer is installed (as mlir-opt's
    /// `-mlir-print-op-on-diagnostic`, on by default).
    pub fn emit_op_diagnostic(&self, op: OpRef<'_>, mut diag: Diagnostic) {
        if self
            .print_op_on_diagnostic
            .load(std::sync::atomic::Ordering::Relaxed)
        {
            if let Some(p) = self.op_note_printer.get() {
                let text = p(op);
                diag.attach_note(op.loc(), format!("see current operation: {text}"));
            }
        }
        self.emit(diag);
    }

    pub fn set_print_op_on_diagnostic(&self, on: bool) {
        self.print_op_on_diagnostic
            .store(on, std::sync::atomic::Ordering::Relaxed);
    }
}

/// Prints a type or an attribute as text; installed by the text-format
/// crate so that diagnostics of lower layers can quote IR.
pub type TypeDisplayFn = fn(&Context, crate::Type) -> String;
pub type AttrDisplayFn = fn(&Context, Attribute) -> String;

impl Context {
    /// Installs the functions that render types and attributes in
    /// diagnostics.
    pub fn set_display_printers(&self, ty: TypeDisplayFn, attr: AttrDisplayFn) {
        let _ = self.display_printers.set((ty, attr));
    }

    /// The textual form of a type (its debug form if no printer is
    /// installed).
    pub fn type_to_string(&self, t: crate::Type) -> String {
        match self.display_printers.get() {
            Some((p, _)) => p(self, t),
            None => format!("{:?}", self.type_kind(t)),
        }
    }

    /// The textual form of an attribute (its debug form if no printer is
    /// installed).
    pub fn attr_to_string(&self, a: Attribute) -> String {
        match self.display_printers.get() {
            Some((_, p)) => p(self, a),
            None => format!("{:?}", self.attr_kind(a)),
        }
    }
}
