//! Declarative operation definitions: Strata's equivalent of MLIR's ODS.
//!
//! An op is described once as static data ([`OpSpec`]): its operands,
//! results, attributes, regions and successors with their constraints, its
//! traits, and its assembly format. From that description Strata derives
//! the registry definition with a verifier that emits MLIR's diagnostics.
//!
//! Ops are defined with [`op!`] (the spec and its typed wrapper from one
//! declaration) and dialects with a [`DialectSpec`] listing their ops.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod asm_format;
pub mod constraints;
pub mod dialect;
pub mod directives;
pub mod docs;
pub mod enum_attr;
pub mod format;
mod op_macro;
pub mod spec;
pub mod typed;
mod typed_macro;
pub mod typedef;
pub mod verify;

pub use constraints::{AttrConstraint, TypeConstraint};
pub use constraints::{EnumDef, EnumStorage};
pub use dialect::{DialectExtension, DialectSpec};
pub use directives::{CustomDirective, ParseArg, PrintArg};
pub use spec::{
    group_sizes, spec_of, Arity, AttrSpec, EffectSpec, EntryBlockArgsFn, OpSpec, Predicate, RegionConstraint,
    RegionSpec, SpecRef, SuccessorSpec, TraitCheck, ValueSpec,
};

#[doc(hidden)]
pub use smallvec::SmallVec as __SmallVec;
#[doc(hidden)]
pub use strata_ir as __strata_ir;
