//! The arith dialect's transformations: the passes built on integer range
//! inference (`strata_transforms::dataflow::int_range`), the expansion of
//! arith ops into simpler ones, and the emulation of unsupported floats
//! and of wide integers.

pub mod emulate_unsupported_floats;
pub mod emulate_wide_int;
pub mod expand;
pub mod int_range_narrowing;
pub mod int_range_optimizations;
pub mod unsigned_when_equivalent;

use std::sync::{Arc, Mutex, MutexGuard};

use rustc_hash::FxHashMap;
use strata_ir::int_range::{ConstantIntRanges, IntegerValueRange};
use strata_ir::{Body, OpId, ValueId};
use strata_pass::PassRegistry;
use strata_rewrite::RewriteListener;

/// Registers the passes of this module.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(int_range_optimizations::IntRangeOptimizations));
    registry.register(|| Box::new(unsigned_when_equivalent::UnsignedWhenEquivalent));
    registry.register(|| Box::new(int_range_narrowing::IntRangeNarrowing::default()));
    registry.register(|| Box::new(emulate_unsupported_floats::EmulateUnsupportedFloats::default()));
    registry.register(|| Box::new(expand::ArithExpand::default()));
    registry.register(|| Box::new(emulate_wide_int::ArithEmulateWideInt::default()));
    registry.register(|| Box::new(emulate_wide_int::TestArithEmulateWideInt::default()));
}

/// The ranges of the values of one body, shared by the patterns rewriting
/// it and the listener keeping them current (MLIR's `DataFlowSolver` with
/// its `DataFlowListener`).
#[derive(Clone, Default)]
pub(crate) struct Ranges(Arc<Mutex<FxHashMap<ValueId, IntegerValueRange>>>);

impl Ranges {
    pub(crate) fn new(map: FxHashMap<ValueId, IntegerValueRange>) -> Ranges {
        Ranges(Arc::new(Mutex::new(map)))
    }

    fn lock(&self) -> MutexGuard<'_, FxHashMap<ValueId, IntegerValueRange>> {
        // A pattern that panicked poisons nothing worth keeping apart.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The ranges of `v`, if the analysis reached it.
    pub(crate) fn get(&self, v: ValueId) -> Option<ConstantIntRanges> {
        self.lock().get(&v).and_then(|l| l.0.clone())
    }

    /// Gives `to` the element of `from` (MLIR's `copyIntegerRange`).
    pub(crate) fn copy(&self, from: ValueId, to: ValueId) {
        let mut m = self.lock();
        match m.get(&from).cloned() {
            Some(l) => m.insert(to, l),
            None => m.remove(&to),
        };
    }

    /// A listener forgetting the values of erased ops (their ids may be
    /// reused).
    pub(crate) fn listener(&self) -> RangesListener {
        RangesListener(self.clone())
    }
}

/// Forgets the ranges of the results of erased ops.
pub(crate) struct RangesListener(Ranges);

impl RewriteListener for RangesListener {
    fn op_erased(&mut self, body: &Body, op: OpId) {
        let mut m = self.0.lock();
        for r in body.results(op) {
            m.remove(&r);
        }
    }
}
