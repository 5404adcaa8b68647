//! Dialect-independent passes, one module each (MLIR's `lib/Transforms`).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod call_graph;
mod canonicalize;
mod control_flow_sink;
mod cse;
pub mod dataflow;
mod inliner;
mod loop_invariant_code_motion;
mod loop_invariant_subset_hoisting;
mod mem2reg;
mod print_op_stats;
mod reconcile_unrealized_casts;
mod remove_dead_values;
mod sccp;
mod sroa;
mod strip_debuginfo;
mod symbol_dce;
mod symbol_privatize;
mod test_passes;
mod test_single_fold;
mod topological_sort;
mod view_op_graph;

pub use call_graph::CallGraph;
pub use canonicalize::Canonicalize;
pub use control_flow_sink::{control_flow_sink, ControlFlowSink, ShouldSinkFn, SinkFn, TestControlFlowSink};
pub use cse::{eliminate_common_subexpressions, Cse};
pub use inliner::Inline;
pub use loop_invariant_code_motion::{move_loop_invariant_code, LoopInvariantCodeMotion};
pub use loop_invariant_subset_hoisting::{hoist_loop_invariant_subsets, LoopInvariantSubsetHoisting};
pub use mem2reg::Mem2Reg;
pub use print_op_stats::PrintOpStats;
pub use reconcile_unrealized_casts::ReconcileUnrealizedCasts;
pub use remove_dead_values::RemoveDeadValues;
pub use sccp::Sccp;
pub use sroa::Sroa;
pub use strip_debuginfo::StripDebugInfo;
pub use symbol_dce::SymbolDce;
pub use symbol_privatize::SymbolPrivatize;
pub use test_passes::{TestOptionsPass, TestOptionsPassPipeline, TestPassFailure};
pub use test_single_fold::TestSingleFold;
pub use topological_sort::TopologicalSort;
pub use view_op_graph::ViewOpGraph;

use strata_pass::PassRegistry;

/// Registers every pass of this crate.
pub fn register_all(registry: &mut PassRegistry) {
    registry.register(|| Box::new(Canonicalize::default()));
    registry.register(|| Box::new(ControlFlowSink));
    registry.register(|| Box::new(TestControlFlowSink));
    registry.register(|| Box::new(Cse));
    registry.register(|| Box::new(TestSingleFold::default()));
    registry.register(|| Box::new(Inline::default()));
    registry.register(|| Box::new(LoopInvariantCodeMotion));
    registry.register(|| Box::new(LoopInvariantSubsetHoisting));
    registry.register(|| Box::new(Mem2Reg::default()));
    registry.register(|| Box::new(StripDebugInfo));
    registry.register(|| Box::new(PrintOpStats::default()));
    registry.register(|| Box::new(SymbolDce));
    registry.register(|| Box::new(SymbolPrivatize::default()));
    registry.register(|| Box::new(TestPassFailure::default()));
    registry.register(|| Box::new(TestOptionsPass::default()));
    registry.register(|| Box::new(TestOptionsPassPipeline::default()));
    registry.register(|| Box::new(TopologicalSort));
    registry.register(|| Box::new(ReconcileUnrealizedCasts));
    registry.register(|| Box::new(RemoveDeadValues::default()));
    registry.register(|| Box::new(Sccp));
    registry.register(|| Box::new(Sroa));
    registry.register(|| Box::new(ViewOpGraph::default()));
}
