//! The `transform` dialect of MLIR 22 and its interpreter.
//!
//! A transform script is IR whose ops act on other IR, the payload,
//! through handles: values of the script associated with lists of payload
//! ops, payload values or parameters. [`interpreter`] runs a script;
//! [`state`] holds the associations, invalidates handles when a transform
//! consumes them and tracks payload ops through rewrites; [`payload`] names
//! payload ops across Strata's per-isolated-op bodies. Each transform op
//! declares what it consumes and how it applies in its definition
//! ([`TransformOpInterface`]); ops of other dialects' transform extensions
//! are added with [`strata_ods::DialectExtension`].

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod builder;
pub mod check_uses;
pub mod conditions;
pub mod infer_effects;
pub mod interpreter;
pub mod ops;
pub mod pass;
pub mod payload;
pub mod preload;
pub mod simplify;
pub mod state;
pub mod tracking;
pub mod types;

#[cfg(test)]
mod tests;

pub use interpreter::{Dsf, Interp, InterpreterOptions, Library, Sequence, TransformOpInterface};
pub use payload::{BodyKey, Payload, PayloadOp, PayloadValue};
pub use state::{Handle, Mapping, TransformState};

use strata_ir::DialectDef;
use strata_ods::DialectSpec;

/// The `transform` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Fine-grain transformation control dialect",
    description: "Ops that drive transformations of other IR (the payload) \
        through handles to payload ops, values and parameters. A script is \
        run by the `transform-interpreter` pass from a \
        `transform.named_sequence` entry point.",
    ops: ops::ALL,
    type_defs: Some(&types::DEFS),
    parse_type: Some(|p| types::DEFS.parse_type(p)),
    print_type: Some(|p, t| types::DEFS.print_type(p, t)),
    parse_attr: Some(|p, t| types::DEFS.parse_attr(p, t)),
    print_attr: Some(|p, a| types::DEFS.print_attr(p, a)),
    verify_op_attribute: Some(ops::verify_dialect_attribute),
    ..DialectSpec::new("transform")
};

/// The dialect's registry definition.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}

/// Registers the dialect's passes (`transform-interpreter`).
pub fn register_passes(registry: &mut strata_pass::PassRegistry) {
    registry.register(pass::create_interpreter_pass);
    registry.register(conditions::create_check_conditions_pass);
    registry.register(preload::create_preload_library_pass);
    registry.register(check_uses::create_check_uses_pass);
    registry.register(infer_effects::create_infer_effects_pass);
    registry.register(simplify::create_simplify_pass);
}
