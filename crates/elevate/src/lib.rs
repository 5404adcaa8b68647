//! Elevate: rewriting strategies on an immutable, structurally shared IR.
//!
//! A strategy takes an op and returns a rewrite of it or a failure; it
//! never changes its input, so a strategy that fails halfway leaves no
//! trace and backtracking (`s1 <+ s2`) needs no copy. The immutable IR
//! ([`ir`]) shares every node a rewrite does not touch between the old
//! and the new version; [`convert`] moves between it and Strata's mutable
//! [`Body`](strata_ir::Body) so that the verifier, the printer and the
//! passes serve both; [`strategy`] holds the combinators, traversals and
//! predicates, and [`rewrites`] the first rewrites written with them.
//!
//! ```
//! use strata_elevate::rewrites::{fold_andi, fold_if};
//! use strata_elevate::{bottom_up_all, from_top_level, repeat, to_top_level, try_, Block};
//!
//! let ctx = strata::context();
//! let body = strata::parse(&ctx, "example.mlir", r#"
//!     func.func @f() -> i1 {
//!       %t = arith.constant true
//!       %a = arith.andi %t, %t : i1
//!       return %a : i1
//!     }"#)?;
//! let top = from_top_level(&body).expect("no use before definition");
//! let module = &top.ops()[0];
//! let fold = bottom_up_all(try_(repeat(fold_andi(&ctx) | fold_if(&ctx))));
//! let folded = fold.apply(module).expect("try_ never fails");
//! let text = strata::print(&ctx, &to_top_level(&Block::new(vec![], vec![folded])).expect("well formed"));
//! assert!(text.contains("return %true_0 : i1"));
//! // `module` is unchanged: strategies never mutate their input.
//! let unchanged = strata::print(&ctx, &to_top_level(&top).expect("well formed"));
//! assert!(unchanged.contains("arith.andi"));
//! # Ok::<(), strata::Error>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod arith_expand;
pub mod attention;
pub mod convert;
pub mod ir;
pub mod passes;
pub mod rewrites;
pub mod rise;
pub mod strategy;

pub use convert::{from_top_level, to_top_level, ConversionError};
pub use ir::{from_op, node_allocations, Block, Op, OpParts, Region, Value};
pub use strategy::{
    all, block_cfg, block_n, block_one, bottom_up, bottom_up_all, cfg_order, fail, id, innermost, is,
    lchoice, one, op_all, op_n, op_one, operand, operand_one, pass, pred, region_n, region_one, repeat, seq,
    top_down, top_down_all, try_, BlockStrategy, Failure, RegionStrategy, Rewrite, Strategy, StrategyResult,
};
