//! Types and attributes quoted in parse errors, printed by the printer.

use strata_ir::{Attribute, Type};

use super::Parser;

impl Parser<'_, '_> {
    /// `'i32'`, quoted as MLIR quotes types in diagnostics.
    pub(crate) fn fmt_type(&self, t: Type) -> String {
        format!("'{}'", crate::printer::type_to_string(self.ctx, t))
    }

    pub(crate) fn fmt_attr(&self, a: Attribute) -> String {
        crate::printer::attr_to_string(self.ctx, a)
    }
}
