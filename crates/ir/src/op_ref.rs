//! [`OpRef`]: a read-only view of one operation with its context.

use crate::{
    Attribute, Body, Context, Diagnostic, Failed, Location, OpDef, OpId, OpName, OpTraits, RegionId, Type,
    ValueId,
};

/// An operation seen through its body and context. `Copy`, cheap, and what
/// op hooks (verifiers, printers) receive.
#[derive(Copy, Clone)]
pub struct OpRef<'a> {
    /// The context the IR lives in.
    pub ctx: &'a Context,
    /// The body holding the op.
    pub body: &'a Body,
    /// The op.
    pub id: OpId,
}

impl<'a> OpRef<'a> {
    /// A view of op `id` of `body`.
    pub fn new(ctx: &'a Context, body: &'a Body, id: OpId) -> OpRef<'a> {
        OpRef { ctx, body, id }
    }

    /// The op's name.
    pub fn name(self) -> OpName {
        self.body.op_name(self.id)
    }

    /// The op's name as a string (`dialect.op`).
    pub fn name_str(self) -> &'a str {
        self.ctx.op_name_str(self.body.op_name(self.id))
    }

    /// The op's definition, if it is registered.
    pub fn def(self) -> Option<&'a OpDef> {
        self.ctx.op_def(self.name())
    }

    /// Whether the op is registered and has trait `t`.
    pub fn has_trait(self, t: OpTraits) -> bool {
        self.def().is_some_and(|d| d.traits.contains(t))
    }

    /// The op's location.
    pub fn loc(self) -> Location {
        self.body.op_loc(self.id)
    }

    /// The number of operands.
    pub fn num_operands(self) -> usize {
        self.body.num_operands(self.id)
    }

    /// Operand `i`.
    pub fn operand(self, i: usize) -> ValueId {
        self.body.operand(self.id, i)
    }

    /// The operands, in order.
    pub fn operands(self) -> impl ExactSizeIterator<Item = ValueId> + 'a {
        self.body.operands(self.id)
    }

    /// The type of operand `i`.
    pub fn operand_type(self, i: usize) -> Type {
        self.body.value_type(self.operand(i))
    }

    /// The operand types, in order.
    pub fn operand_types(self) -> impl ExactSizeIterator<Item = Type> + 'a {
        self.body.operand_types(self.id)
    }

    /// The number of results.
    pub fn num_results(self) -> usize {
        self.body.num_results(self.id)
    }

    /// Result `i`.
    pub fn result(self, i: usize) -> ValueId {
        self.body.result(self.id, i)
    }

    /// The results, in order.
    pub fn results(self) -> impl ExactSizeIterator<Item = ValueId> + 'a {
        self.body.results(self.id)
    }

    /// The type of result `i`.
    pub fn result_type(self, i: usize) -> Type {
        self.body.value_type(self.result(i))
    }

    /// The result types, in order.
    pub fn result_types(self) -> impl ExactSizeIterator<Item = Type> + 'a {
        self.body.result_types(self.id)
    }

    /// The type of value `v` of the op's body.
    pub fn value_type(self, v: ValueId) -> Type {
        self.body.value_type(v)
    }

    /// The body holding the op's regions and the regions.
    pub fn regions(self) -> (&'a Body, &'a [RegionId]) {
        self.body.op_regions(self.id)
    }

    /// The number of regions.
    pub fn num_regions(self) -> usize {
        self.body.num_regions(self.id)
    }

    /// The number of successor blocks.
    pub fn num_successors(self) -> usize {
        self.body.num_successors(self.id)
    }

    /// An attribute by name, properties first.
    pub fn attr(self, name: &str) -> Option<Attribute> {
        self.body.op_attr(self.ctx, self.id, name)
    }

    /// The properties (inherent attributes) as a dictionary attribute, if
    /// the op has any.
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

    /// Like [`OpRef::op_error`], with the "see current operation" note
    /// already attached (when enabled), for diagnostics that attach more
    /// notes after it, as MLIR does; emit it with [`Context::emit`].
    pub fn op_error_with_op_note(self, message: impl std::fmt::Display) -> Diagnostic {
        let mut diag = self.op_error(message);
        self.ctx.attach_op_note(self, &mut diag);
        diag
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

    /// Emits an error at the op's location, without the op-name prefix
    /// and without the "see current operation" note: MLIR's
    /// `emitError(op->getLoc())`, as checks given only a location report.
    pub fn emit_error_at_loc(self, message: impl std::fmt::Display) -> Failed {
        self.ctx.emit(Diagnostic::error(self.loc(), message.to_string()));
        Failed
    }
}

/// Prints an op for the "see current operation" note MLIR attaches to
/// diagnostics reported on ops; installed by the text-format crate.
pub type OpNotePrinter = fn(OpRef<'_>) -> String;

impl Context {
    /// The printer of the "see current operation" note, if installed and
    /// enabled.
    pub fn op_note_printer(&self) -> Option<OpNotePrinter> {
        if !self
            .print_op_on_diagnostic
            .load(std::sync::atomic::Ordering::Relaxed)
        {
            return None;
        }
        self.op_note_printer.get().copied()
    }

    /// Installs the printer of the "see current operation" note.
    pub fn set_op_note_printer(&self, printer: OpNotePrinter) {
        let _ = self.op_note_printer.set(printer);
    }

    /// Installs the printer of ops quoted in diagnostic text.
    pub fn set_op_display_printer(&self, printer: OpNotePrinter) {
        let _ = self.op_display_printer.set(printer);
    }

    /// An op as MLIR quotes it in diagnostic text (`<< *op`): its custom
    /// form in local scope; its name alone if no printer is installed.
    pub fn op_to_string(&self, op: OpRef<'_>) -> String {
        match self.op_display_printer.get() {
            Some(p) => p(op),
            None => format!("'{}'", op.name_str()),
        }
    }

    /// Emits a diagnostic reported on `op`, attaching the note with the op's
    /// generic form when a printer is installed (as mlir-opt's
    /// `-mlir-print-op-on-diagnostic`, on by default).
    pub fn emit_op_diagnostic(&self, op: OpRef<'_>, mut diag: Diagnostic) {
        self.attach_op_note(op, &mut diag);
        self.emit(diag);
    }

    fn attach_op_note(&self, op: OpRef<'_>, diag: &mut Diagnostic) {
        if self
            .print_op_on_diagnostic
            .load(std::sync::atomic::Ordering::Relaxed)
        {
            if let Some(p) = self.op_note_printer.get() {
                let text = p(op);
                // As MLIR's `appendOp`: a multi-line op starts on a new line.
                let sep = if text.contains('\n') { "\n" } else { "" };
                diag.attach_note(op.loc(), format!("see current operation: {sep}{text}"));
            }
        }
    }

    /// Attaches the note MLIR's `Operation::emitWarning` and `emitRemark`
    /// attach (when enabled): the op in its custom form, quoted as
    /// [`Context::op_to_string`] does, a multi-line op starting on a new
    /// line.
    pub fn attach_custom_op_note(&self, op: OpRef<'_>, diag: &mut Diagnostic) {
        if self.op_note_printer().is_some() {
            let text = self.op_to_string(op);
            let sep = if text.contains('\n') { "\n" } else { "" };
            diag.attach_note(op.loc(), format!("see current operation: {sep}{text}"));
        }
    }

    /// Sets whether diagnostics reported on ops get the "see current
    /// operation" note (`--mlir-print-op-on-diagnostic`).
    pub fn set_print_op_on_diagnostic(&self, on: bool) {
        self.print_op_on_diagnostic
            .store(on, std::sync::atomic::Ordering::Relaxed);
    }

    /// Whether ops quoted in diagnostics print their locations, and in the
    /// pretty form (as mlir-opt's `--mlir-print-debuginfo` and
    /// `--mlir-pretty-debuginfo` do for them too).
    pub fn debuginfo_on_diagnostic(&self) -> (bool, bool) {
        let v = self
            .debuginfo_on_diagnostic
            .load(std::sync::atomic::Ordering::Relaxed);
        (v > 0, v > 1)
    }

    /// Sets whether ops quoted in diagnostics print their locations, and
    /// in the pretty form.
    pub fn set_debuginfo_on_diagnostic(&self, on: bool, pretty: bool) {
        let v = match (on, pretty) {
            (false, _) => 0,
            (true, false) => 1,
            (true, true) => 2,
        };
        self.debuginfo_on_diagnostic
            .store(v, std::sync::atomic::Ordering::Relaxed);
    }
}

/// Prints a type or an attribute as text; installed by the text-format
/// crate so that diagnostics of lower layers can quote IR (`'i32'`).
pub type TypeDisplayFn = fn(&Context, Type) -> String;
/// Prints an attribute as text; see [`TypeDisplayFn`].
pub type AttrDisplayFn = fn(&Context, Attribute) -> String;

impl Context {
    /// Installs the functions that render types and attributes in
    /// diagnostics.
    pub fn set_display_printers(&self, ty: TypeDisplayFn, attr: AttrDisplayFn) {
        let _ = self.display_printers.set((ty, attr));
    }

    /// A type as text, for diagnostics. Without an installed printer,
    /// common builtin types are spelled as MLIR spells them and others
    /// get a debug rendering.
    pub fn type_to_string(&self, t: Type) -> String {
        if let Some((p, _)) = self.display_printers.get() {
            return p(self, t);
        }
        let mut out = String::new();
        self.fallback_type_text(t, &mut out);
        out
    }

    /// The textual form of an attribute (its debug form if no printer is
    /// installed).
    pub fn attr_to_string(&self, a: Attribute) -> String {
        match self.display_printers.get() {
            Some((_, p)) => p(self, a),
            None => format!("{:?}", self.attr_kind(a)),
        }
    }

    /// Types joined as in MLIR's diagnostics: `'i32', 'i64'`.
    pub fn quoted_types(&self, types: impl IntoIterator<Item = Type>) -> String {
        let mut out = String::new();
        for (i, t) in types.into_iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push('\'');
            out.push_str(&self.type_to_string(t));
            out.push('\'');
        }
        out
    }

    fn fallback_type_text(&self, t: Type, out: &mut String) {
        use crate::{Signedness, TypeKind};
        use std::fmt::Write;
        let list = |ctx: &Context, ts: &[Type], out: &mut String| {
            for (i, &t) in ts.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                ctx.fallback_type_text(t, out);
            }
        };
        match self.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(out, "{prefix}{width}");
            }
            TypeKind::Index => out.push_str("index"),
            TypeKind::Float(k) => out.push_str(k.keyword()),
            TypeKind::None => out.push_str("none"),
            TypeKind::Complex(e) => {
                out.push_str("complex<");
                self.fallback_type_text(*e, out);
                out.push('>');
            }
            TypeKind::Tuple(ts) => {
                out.push_str("tuple<");
                list(self, ts, out);
                out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                out.push('(');
                list(self, inputs, out);
                out.push_str(") -> ");
                let single =
                    results.len() == 1 && !matches!(self.type_kind(results[0]), TypeKind::Function { .. });
                if single {
                    self.fallback_type_text(results[0], out);
                } else {
                    out.push('(');
                    list(self, results, out);
                    out.push(')');
                }
            }
            other => {
                let _ = write!(out, "{other:?}");
            }
        }
    }
}
