//! MLIR's ExecutionEngine for Strata: translates LLVM-dialect modules to
//! Cranelift IR, JIT-compiles them (or writes an object file) and runs
//! them, with the runner utilities' runtime functions built in.

mod compile;
pub mod engine;
pub mod layout;
pub mod runtime;
pub mod sys;
pub mod translate;

#[cfg(test)]
mod tests;

pub use engine::{compile_jit, compile_object, CompileError, JitModule, Options};
