//! The `llvm` dialect of MLIR 22: LLVM IR's types, attributes and
//! instructions as MLIR operations, the target of the lowerings to LLVM.
//!
//! - [`types`]: `!llvm.ptr`, `!llvm.array`, `!llvm.struct`, `!llvm.func`, ...
//!   with their public constructors and [`types::llvm_type`];
//! - [`attrs`]: the enum attributes (linkage, predicates, fastmath, ...);
//! - [`data_layout`]: sizes, alignments and field offsets of LLVM types
//!   under a data layout, shared by the LLVM IR exporter and the JIT;
//! - the operations, each defined once with `strata_ods::op!` with its
//!   typed wrapper (MLIR's names: [`AddOp`], [`LoadOp`], [`CallOp`],
//!   [`LLVMFuncOp`], ...), in [`ops`] (arithmetic, casts, comparisons),
//!   [`memory`], [`control`], [`func`] (functions, calls, globals,
//!   constants), [`intrinsics`] and [`other`] (atomics, variadic
//!   arguments, inline assembly, comdats, ...).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod attrs;
pub mod control;
pub mod data_layout;
pub mod debuginfo;
pub mod defs;
pub mod dwarf;
mod fold;
pub mod func;
mod inline;
pub mod intrinsics;
pub mod loops;
mod mem_slot;
pub mod memory;
pub mod ops;
pub mod other;
pub mod scopes;
pub mod tbaa;
pub mod types;

#[cfg(test)]
mod tests;

pub use control::*;
pub use func::*;
pub use intrinsics::*;
pub use memory::*;
pub use ops::*;
pub use other::*;
pub use types::{
    array_type, function_type, identified_struct_type, is_compatible_type, llvm_type, ptr_type, struct_type,
    void_type, LlvmType,
};

use strata_ir::interfaces::{DataLayoutTypeInterface, VectorElementTypeInterface};
use strata_ir::DialectDef;
use strata_ods::{DialectSpec, OpSpec};

/// The op lists of the files, in registration order.
const OP_LISTS: &[&[&OpSpec]] = &[
    ops::OPS,
    memory::OPS,
    control::OPS,
    func::OPS,
    intrinsics::OPS,
    other::OPS,
];

const OP_COUNT: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < OP_LISTS.len() {
        n += OP_LISTS[i].len();
        i += 1;
    }
    n
};

/// The op lists, one after the other.
const fn concat<const N: usize>(lists: &[&[&'static OpSpec]]) -> [&'static OpSpec; N] {
    let mut out = [lists[0][0]; N];
    let (mut i, mut k) = (0, 0);
    while i < lists.len() {
        let mut j = 0;
        while j < lists[i].len() {
            out[k] = lists[i][j];
            k += 1;
            j += 1;
        }
        i += 1;
    }
    out
}

static ALL_OPS: [&OpSpec; OP_COUNT] = concat(OP_LISTS);

/// LLVM pointers are valid vector elements.
const VECTOR_ELEMENT: VectorElementTypeInterface = VectorElementTypeInterface {
    is_vector_element: types::is_vector_element,
};

/// The layouts a data layout spec may give LLVM types.
const DATA_LAYOUT_TYPE: DataLayoutTypeInterface = DataLayoutTypeInterface {
    verify_entry: types::verify_layout_entry,
};

/// The alias of a debug info (`#di_file`, ...), TBAA (`#tbaa_tag`, ...)
/// or alias analysis (`#alias_scope`, ...) attribute.
fn attr_alias(ctx: &strata_ir::Context, a: strata_ir::Attribute) -> Option<&'static str> {
    debuginfo::alias_of(ctx, a)
        .or_else(|| tbaa::alias_of(ctx, a))
        .or_else(|| scopes::alias_of(ctx, a))
        .or_else(|| loops::alias_of(ctx, a))
        .or_else(|| defs::mmra_tag(ctx, a).map(|_| "mmra_tag"))
}

/// The aliases of the debug info and TBAA attributes.
const ASM_INTERFACE: strata_ir::OpAsmDialectInterface = strata_ir::OpAsmDialectInterface {
    type_alias: None,
    attr_alias: Some(attr_alias),
};

/// The `llvm` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "LLVM IR as MLIR operations",
    description: "The types, attributes and instructions of LLVM IR, with the intrinsics the \
        lowerings use: the dialect the conversions to LLVM produce and the LLVM IR \
        translation and the JIT consume. Functions, globals and comdats are symbols of the \
        enclosing module; control flow is between blocks, as in LLVM IR.",
    ops: &ALL_OPS,
    interfaces: &[
        &inline::INLINER,
        &VECTOR_ELEMENT,
        &DATA_LAYOUT_TYPE,
        &ASM_INTERFACE,
    ],
    parse_type: Some(types::parse_type),
    print_type: Some(types::print_type),
    type_defs: Some(&defs::DEFS),
    parse_attr: Some(attrs::parse_attr),
    print_attr: Some(attrs::print_attr),
    materialize_constant: Some(ops::materialize_constant),
    verify_op_attribute: Some(verify_op_attribute),
    verify_region_arg_attribute: Some(func::verify_region_arg_attribute),
    verify_region_result_attribute: Some(func::verify_region_result_attribute),
    ..DialectSpec::new("llvm")
};

/// `LLVMDialect::verifyOperationAttribute`, for the data layout: a
/// string LLVM can parse.
fn verify_op_attribute(
    op: strata_ir::OpRef<'_>,
    (name, value): strata_ir::NamedAttribute,
) -> strata_ir::LogicalResult {
    let ctx = op.ctx;
    if ctx.ident_str(name) != "llvm.data_layout" {
        return Ok(());
    }
    let Some(text) = ctx.string_attr_value(value) else {
        return Err(op.emit_op_error("expected 'llvm.data_layout' to be a string attributes"));
    };
    data_layout::DataLayout::validate(text)
        .map_err(|msg| op.emit_op_error(format!("invalid data layout descriptor: {msg}")))
}

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
