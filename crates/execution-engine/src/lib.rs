//! MLIR's ExecutionEngine for Strata: translates LLVM-dialect modules to
//! Cranelift IR, JIT-compiles them (or writes an object file) and runs
//! them, with the runner utilities' runtime functions built in.
//!
//! The `unsafe` code is in [`sys`] (memref descriptors, C strings, C's
//! `stdout`, shared libraries, calls by address), in the runtime
//! functions compiled code calls with pointers (`unsafe extern "C" fn`s
//! reading them through `sys`), and in [`JitModule::call`]. Every
//! function that dereferences a pointer it is given is `unsafe` with a
//! `# Safety` contract, or checks what it relies on; running a compiled
//! program ([`JitModule::call`]) and loading a library
//! ([`sys::SharedLib::open`]) are `unsafe` for their callers, as they run
//! code the engine cannot check.
#![deny(unsafe_op_in_unsafe_fn)]
#![deny(clippy::undocumented_unsafe_blocks)]
#![warn(missing_docs)]

mod compile;
pub mod engine;
pub mod layout;
pub mod runtime;
pub mod sys;
pub mod translate;

#[cfg(test)]
mod tests;

pub use engine::{compile_jit, compile_object, CallError, CompileError, JitModule, Options};
