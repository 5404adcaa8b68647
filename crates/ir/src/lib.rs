//! Strata's core IR: the context (uniqued types, attributes, locations and
//! the dialect registry), the storage of operations, blocks, regions and
//! values, traits and interfaces, and the builtin dialect.
//!
//! See ARCHITECTURE.md at the repository root for the ownership and
//! threading model.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod affine;
mod apint;
pub mod asm;
mod attributes;
mod body;
#[cfg(test)]
mod body_tests;
pub mod bufferization;
mod builder;
pub mod builtin;
mod context;
mod diagnostics;
mod dialect;
pub mod dominance;
mod entity_set;
pub mod fold;
pub mod function_interface;
pub mod inlining;
pub mod int_range;
pub mod interfaces;
mod intern;
mod location;
pub mod memory_slot;
pub mod op_equivalence;
mod op_ref;
mod resources;
pub mod scc;
pub mod slice_analysis;
pub mod symbol_scope;
pub mod symbol_table;
pub mod tiling;
mod types;
mod verifier;
pub mod walk;

pub use apint::APInt;
pub use attributes::{AttrKind, Attribute, DenseData, NamedAttribute};
pub use body::{
    BlockId, BlockOps, Body, BodySize, InsertPoint, IrMapping, IsolatedOpMut, OpId, OperationState,
    Predecessors, RegionBlocks, RegionId, UseId, Uses, ValueDef, ValueId,
};
pub use builder::OpBuilder;
pub use context::{Context, Ident, OpName};
pub use diagnostics::{Diagnostic, DiagnosticHandler, Failed, HandlerId, LogicalResult, Severity};
pub use dialect::{
    AttachInterface, BlockArgNamesFn, DialectDef, FoldEdit, FoldFn, FoldOutput, Interfaces,
    MaterializeConstantFn, OpAsmDialectInterface, OpDef, OpFoldResult, OpTraits, ParseAttrFn, ParseFn,
    ParseTypeFn, PopulateDefaultsFn, PrintAttrFn, PrintFn, PrintTypeFn, ResultNamesFn, SymbolLookup,
    VerifyFn, VerifyOpAttributeFn, VerifyRegionArgAttributeFn, VerifySymbolUsesFn,
};
pub use dominance::{DominanceCache, DominanceInfo, PostDominanceCache, PostDominanceInfo};
pub use entity_set::EntitySet;
pub use location::{Location, LocationKind, SourceId};
pub use op_ref::{AttrDisplayFn, OpNotePrinter, OpRef, TypeDisplayFn};
pub use resources::ResourceValue;
pub use symbol_scope::{child_symbol_scopes, SymbolScope};
pub use symbol_table::{SymbolTable, SymbolTableCollection, SymbolTableStack, Visibility};
pub use types::{FloatKind, Signedness, Type, TypeKind, DYNAMIC};
pub use verifier::{verify, verify_ops_with_owner, verify_shallow, verify_top_level, verify_with_owner};
pub use walk::{BlockOrRegion, WalkOrder, WalkResult, WalkStage};
