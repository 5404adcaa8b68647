//! Dialect declarations: a dialect is its list of op specs plus the
//! dialect-level hooks, declared once as static data.

use strata_ir::{
    AttachInterface, DialectDef, MaterializeConstantFn, ParseAttrFn, ParseTypeFn, PrintAttrFn, PrintTypeFn,
};

use crate::spec::OpSpec;
use crate::typedef::{DialectTypeDefs, ExtensionTypeDefs, TypeDefsRef};

/// The declaration of a dialect (MLIR's `Dialect` def in ODS). Its ops
/// are registered from their specs and nothing else: every hook and
/// interface of an op lives in the op's [`OpSpec`].
pub struct DialectSpec {
    /// The dialect's namespace (`arith`).
    pub name: &'static str,
    /// A one-line summary, for the documentation.
    pub summary: &'static str,
    /// The longer description, for the documentation.
    pub description: &'static str,
    /// The dialect's ops, in registration order.
    pub ops: &'static [&'static OpSpec],
    /// Dialect interfaces (inliner, asm aliases, constant materialization
    /// helpers, ...), and the interfaces of the dialect's types.
    pub interfaces: &'static [&'static dyn AttachInterface],
    /// Declarative types and attributes (for the documentation; the
    /// parse and print hooks below dispatch to them).
    pub type_defs: Option<&'static DialectTypeDefs>,
    /// Parses the body of a type of the dialect (`!dialect.<body>`).
    pub parse_type: Option<ParseTypeFn>,
    /// Prints a type of the dialect.
    pub print_type: Option<PrintTypeFn>,
    /// Parses the body of an attribute of the dialect (`#dialect.<body>`).
    pub parse_attr: Option<ParseAttrFn>,
    /// Prints an attribute of the dialect.
    pub print_attr: Option<PrintAttrFn>,
    /// Makes a constant op of the dialect for a folded value.
    pub materialize_constant: Option<MaterializeConstantFn>,
    /// MLIR's `allowsUnknownOperations`.
    pub allows_unknown_operations: bool,
    /// MLIR's `verifyOperationAttribute` (`hasOperationAttrVerify`).
    pub verify_op_attribute: Option<strata_ir::VerifyOpAttributeFn>,
    /// MLIR's `verifyRegionArgAttribute` (see
    /// [`strata_ir::DialectDef::verify_region_arg_attribute`]).
    pub verify_region_arg_attribute: Option<strata_ir::VerifyRegionArgAttributeFn>,
    /// MLIR's `verifyRegionResultAttribute` (see
    /// [`strata_ir::DialectDef::verify_region_result_attribute`]).
    pub verify_region_result_attribute: Option<strata_ir::VerifyRegionArgAttributeFn>,
}

impl DialectSpec {
    /// A dialect with no ops and no hooks.
    pub const fn new(name: &'static str) -> DialectSpec {
        DialectSpec {
            name,
            summary: "",
            description: "",
            ops: &[],
            interfaces: &[],
            type_defs: None,
            parse_type: None,
            print_type: None,
            parse_attr: None,
            print_attr: None,
            materialize_constant: None,
            allows_unknown_operations: false,
            verify_op_attribute: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
        }
    }

    /// The registry definition: each op's definition derived from its
    /// spec, in declaration order.
    ///
    /// # Panics
    /// If an op's name is not in this dialect or appears twice, or a spec
    /// is malformed (definition errors, caught by each dialect's
    /// registration test).
    pub fn to_def(&'static self) -> DialectDef {
        let mut d = DialectDef::new(self.name);
        d.interfaces = d.interfaces.with(DialectSpecRef(self)).with_all(self.interfaces);
        if let Some(defs) = self.type_defs {
            d.interfaces = d.interfaces.with(TypeDefsRef(defs));
        }
        d.parse_type = self.parse_type;
        d.print_type = self.print_type;
        d.parse_attr = self.parse_attr;
        d.print_attr = self.print_attr;
        d.materialize_constant = self.materialize_constant;
        d.allows_unknown_operations = self.allows_unknown_operations;
        d.verify_op_attribute = self.verify_op_attribute;
        d.verify_region_arg_attribute = self.verify_region_arg_attribute;
        d.verify_region_result_attribute = self.verify_region_result_attribute;
        let mut seen = std::collections::HashSet::new();
        for spec in self.ops {
            let in_dialect = spec
                .name
                .strip_prefix(self.name)
                .is_some_and(|rest| rest.starts_with('.'));
            assert!(in_dialect, "op {} is not in dialect {}", spec.name, self.name);
            assert!(seen.insert(spec.name), "op {} is declared twice", spec.name);
            d.ops.push(spec.to_def());
        }
        d
    }
}

/// The declaration a registered dialect came from (for its docs).
#[derive(Copy, Clone, Debug)]
pub struct DialectSpecRef(pub &'static DialectSpec);

impl std::fmt::Debug for DialectSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DialectSpec")
            .field("name", &self.name)
            .field("ops", &self.ops.len())
            .finish_non_exhaustive()
    }
}

/// Ops added to a dialect from outside its crate (MLIR's dialect
/// extensions: the loop, structured or func transform ops extend the
/// transform dialect from the crates that know loops, structured ops or
/// functions).
#[derive(Debug)]
pub struct DialectExtension {
    /// The dialect extended.
    pub dialect: &'static str,
    /// The ops added.
    pub ops: &'static [&'static OpSpec],
    /// The types added (their `dialect` is the extended dialect's).
    pub type_defs: Option<&'static DialectTypeDefs>,
}

impl DialectExtension {
    /// Adds the ops to the dialect registered in `ctx` (which must be
    /// registered first).
    ///
    /// # Panics
    /// If an op is not in the extended dialect (a definition error).
    pub fn register(&'static self, ctx: &mut strata_ir::Context) {
        let defs = self
            .ops
            .iter()
            .map(|spec| {
                assert!(
                    spec.name
                        .strip_prefix(self.dialect)
                        .is_some_and(|rest| rest.starts_with('.')),
                    "op {} is not in dialect {}",
                    spec.name,
                    self.dialect
                );
                spec.to_def()
            })
            .collect();
        ctx.extend_dialect(self.dialect, defs);
        if let Some(types) = self.type_defs {
            assert_eq!(
                types.dialect, self.dialect,
                "types of another dialect in an extension"
            );
            ctx.extend_dialect_interfaces(self.dialect, |interfaces| {
                let mut all = interfaces.get::<ExtensionTypeDefs>().cloned().unwrap_or_default();
                if !all.0.iter().any(|d| std::ptr::eq(*d, types)) {
                    all.0.push(types);
                }
                interfaces.with(all)
            });
        }
    }
}
