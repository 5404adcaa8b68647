//! `finalize-memref-to-llvm`: lowers the `memref` ops that work on memref
//! descriptors to the LLVM dialect (MLIR's MemRefToLLVM), a subset:
//!
//! - `memref.load` / `memref.store`: the element address is the aligned
//!   pointer (plus the static offset) indexed by the sum of the indices
//!   times the strides (`nsw`/`nuw` arithmetic, an `inbounds|nuw`
//!   `getelementptr`), `nontemporal` when the op's flag is set.
//! - `memref.alloc` (`malloc`, over-allocating and aligning up with an
//!   `alignment` or for elements other than integers and floats; with
//!   `use-aligned-alloc`, `aligned_alloc`; with `use-generic-functions`,
//!   the `_mlir_memref_to_llvm_*` functions), `memref.alloca` (`llvm.alloca`), `memref.dealloc`
//!   (`free` of the allocated pointer); sizes and strides of identity
//!   layouts are computed as MLIR does. `malloc` and `free` are declared
//!   at the start of the module before the conversion (see
//!   [`crate::llvm_common::symbols`]).
//! - `memref.global` (`llvm.mlir.global` of nested arrays, the scalar at
//!   rank 0, an `llvm.mlir.undef` initializer when uninitialized) and
//!   `memref.get_global` (the global's address in a descriptor whose
//!   allocated pointer is the `0xdeadbeef` marker).
//! - `memref.cast` between ranked memrefs (the same descriptor), from
//!   ranked to unranked (the descriptor stored on the stack) and from
//!   unranked to ranked (the descriptor loaded).
//! - `memref.dim` (a non-constant index reads a stack copy of the sizes;
//!   unranked memrefs, the descriptor they point to), `memref.rank`,
//!   `memref.extract_aligned_pointer_as_index`, ranked or unranked.
//! - `memref.reinterpret_cast` (a new descriptor with the source's
//!   pointers, loaded from the ranked descriptor of an unranked source), `memref.extract_strided_metadata` (a rank-0
//!   descriptor of the base buffer and the descriptor's fields) and
//!   `memref.copy` (`llvm.intr.memcpy` between contiguous memrefs, else a
//!   call of the runtime's `memrefCopy`, declared with `malloc`/`free`).
//! - `memref.assume_alignment` (`llvm.intr.assume` with an `"align"`
//!   bundle), `memref.prefetch` (`llvm.intr.prefetch`) and
//!   `memref.memory_space_cast` (`llvm.addrspacecast` of both pointers;
//!   for unranked memrefs into a new descriptor on the stack).
//! - `memref.atomic_rmw` (an `acq_rel` `llvm.atomicrmw`; `mulf` and `muli`
//!   are left alone, as in MLIR).
//! - `memref.distinct_objects` (`llvm.intr.assume` with
//!   `"separate_storage"` bundles).
//! - `memref.generic_atomic_rmw` (a loop around `llvm.cmpxchg` holding
//!   copies of the body's ops).
//! - `memref.transpose` (the permuted sizes and strides).
//! - `memref.view` (a descriptor over the source buffer shifted by the
//!   byte offset, with offset 0 and row-major strides).
//! - `memref.alloca_scope` (its body inlined between
//!   `llvm.intr.stacksave` and `llvm.intr.stackrestore`).
//! - `memref.reshape` to a ranked identity-layout memref (dynamic sizes
//!   loaded from the shape operand) or to an unranked memref (a ranked
//!   descriptor on the stack filled by a loop over the shape operand).
//!
//! Other memref ops are left as they are (MLIR's pass does not mark the
//! dialect illegal either).

mod misc;
mod patterns;
mod views;

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternSet,
};

use crate::llvm_common::{
    data_layout_index_bitwidth, llvm_conversion_target, parse_index_bitwidth, LlvmTypeConverter,
    LowerToLlvmOptions,
};

pub(crate) use patterns::strided_element_ptr_with;
pub use patterns::{declare_allocation_functions, populate_memref_to_llvm_patterns};

/// The `finalize-memref-to-llvm` pass.
#[derive(Default)]
pub struct FinalizeMemRefToLlvm {
    /// `index-bitwidth`: the width `index` lowers to (0: the one of the
    /// module's data layout, 64 bits by default).
    pub index_bitwidth: u32,
    /// `use-aligned-alloc`: allocate heap memrefs with `aligned_alloc` rather
    /// than `malloc`.
    pub use_aligned_alloc: bool,
    /// `use-generic-functions`: call the `_mlir_memref_to_llvm_*` allocation
    /// functions rather than the C library's.
    pub use_generic_functions: bool,
}

impl Pass for FinalizeMemRefToLlvm {
    fn argument(&self) -> &'static str {
        "finalize-memref-to-llvm"
    }

    fn description(&self) -> &'static str {
        "Finalize MemRef dialect to LLVM dialect conversion"
    }

    fn name(&self) -> &'static str {
        "FinalizeMemRefToLLVMConversionPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "index-bitwidth" => self.index_bitwidth = parse_index_bitwidth(value)?,
            "use-aligned-alloc" => self.use_aligned_alloc = parse_bool_option(name, value)?,
            "use-generic-functions" => self.use_generic_functions = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "index-bitwidth={} use-aligned-alloc={} use-generic-functions={}",
            self.index_bitwidth, self.use_aligned_alloc, self.use_generic_functions
        )
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &[
                "memref.alloc",
                "memref.alloca",
                "memref.alloca_scope",
                "memref.alloca_scope.return",
                "memref.assume_alignment",
                "memref.atomic_rmw",
                "memref.cast",
                "memref.copy",
                "memref.dealloc",
                "memref.dim",
                "memref.extract_aligned_pointer_as_index",
                "memref.extract_strided_metadata",
                "memref.generic_atomic_rmw",
                "memref.atomic_yield",
                "memref.get_global",
                "memref.global",
                "memref.load",
                "memref.memory_space_cast",
                "memref.prefetch",
                "memref.rank",
                "memref.reinterpret_cast",
                "memref.reshape",
                "memref.store",
                "memref.view",
            ],
            introduces: &["llvm.*", "builtin.unrealized_conversion_cast"],
            introduces_if: &[],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let index_bitwidth = match self.index_bitwidth {
            0 => data_layout_index_bitwidth(ctx, op),
            n => n,
        };
        let tc = LlvmTypeConverter::new(LowerToLlvmOptions {
            index_bitwidth,
            use_aligned_alloc: self.use_aligned_alloc,
            use_generic_functions: self.use_generic_functions,
            ..Default::default()
        });
        let module_loc = op.loc();
        let conflicts = declare_allocation_functions(ctx, &tc, op.body(), module_loc);
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        populate_memref_to_llvm_patterns(&tc, &mut patterns);
        // The ops whose runtime function is declared with another type
        // stay (MLIR's patterns fail on them).
        let blocked: Vec<&str> = conflicts
            .iter()
            .map(|&f| {
                if f == tc.options.free_function() {
                    strata_dialect_memref::DEALLOC.name
                } else {
                    strata_dialect_memref::ALLOC.name
                }
            })
            .collect();
        patterns.retain(|p| !matches!(p.root(), strata_rewrite::PatternRoot::Op(n) if blocked.contains(&n)));
        let set = ConversionPatternSet::new(ctx, patterns);
        let mut target = llvm_conversion_target();
        target.add_legal_op(strata_dialect_func::FUNC.name);
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
    }
}
