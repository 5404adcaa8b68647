//! The `llvm` dialect of MLIR 22: LLVM IR's types, attributes and
//! instructions as MLIR operations, the target of the lowerings to LLVM.
//!
//! - [`types`]: `!llvm.ptr`, `!llvm.array`, `!llvm.struct`, `!llvm.func`, ...
//!   with their public constructors and [`types::llvm_type`];
//! - [`attrs`]: the enum attributes (linkage, predicates, fastmath, ...);
//! - [`ops`]: the operations.

#![forbid(unsafe_code)]

pub mod attrs;
pub mod control;
mod fold;
pub mod func;
mod inline;
pub mod intrinsics;
pub mod memory;
pub mod ops;
pub mod other;
pub mod types;

#[cfg(test)]
mod tests;

pub use types::{
    array_type, function_type, identified_struct_type, is_compatible_type, llvm_type, ptr_type, struct_type,
    void_type, LlvmType,
};

use strata_ir::DialectDef;

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("llvm");
    d.interfaces =
        d.interfaces
            .clone()
            .with(inline::INLINER)
            .with(strata_ir::interfaces::VectorElementTypeInterface {
                is_vector_element: types::is_ptr,
            });
    d.parse_type = Some(types::parse_type);
    d.print_type = Some(types::print_type);
    d.parse_attr = Some(attrs::parse_attr);
    d.print_attr = Some(attrs::print_attr);
    d.materialize_constant = Some(ops::materialize_constant);
    ops::register(&mut d);
    memory::register(&mut d);
    control::register(&mut d);
    func::register(&mut d);
    intrinsics::register(&mut d);
    other::register(&mut d);
    d
}
