//! MLIR's ExecutionEngine for Strata: translates LLVM-dialect modules to
//! Cranelift IR, JIT-compiles (or writes an object file) and runs them.

pub mod runtime;
pub mod sys;
