//! The Toy tutorial's compiler on Strata: the Toy language's parser and
//! AST ([`ast`]), the `toy` dialect ([`dialect`]), the translation of the
//! AST to it ([`mlirgen`]), its canonicalization patterns, inliner
//! interface and shape inference, the partial lowering to affine loops
//! ([`lower_affine`]), and the command-line driver shared by the
//! `toyc-chN` binaries ([`driver`]).

// Unsafe code is denied, not forbidden, for the one documented call of
// the JIT-compiled `main` (`driver::run_main`).
#![deny(unsafe_code)]

pub mod ast;
pub mod canonicalize;
pub mod dialect;
pub mod driver;
pub mod inline;
pub mod lower_affine;
pub mod lower_llvm;
pub mod mlirgen;
pub mod shapes;
pub mod structs;
