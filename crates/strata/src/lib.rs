//! Strata, MLIR in Rust: the one crate to depend on.
//!
//! It parses, verifies and prints MLIR 22's textual IR, runs textual pass
//! pipelines, lowers to the LLVM dialect, exports LLVM IR and compiles
//! with Cranelift, with every dialect and pass of Strata registered by one
//! call:
//!
//! ```
//! let ctx = strata::context();
//! let mut module = strata::parse(&ctx, "example.mlir", r#"
//!     func.func @add(%a: i32) -> i32 {
//!       %zero = arith.constant 0 : i32
//!       %sum = arith.addi %a, %zero : i32
//!       return %sum : i32
//!     }"#)?;
//! strata::run_pipeline(&ctx, &mut module, "builtin.module(func.func(canonicalize))")?;
//! assert!(strata::print(&ctx, &module).contains("return %arg0 : i32"));
//! # Ok::<(), strata::Error>(())
//! ```
//!
//! Each lower crate is re-exported as a module ([`ir`] for the IR itself,
//! [`asm`], [`ods`] for defining dialects, [`rewrite`], [`pass`], ...;
//! the dialects under [`dialects`]) for what this page does not cover.
//! This crate and the tools are the only places that know the full list
//! of dialects and passes: the driver library ([`opt_main`]) is given them
//! through a [`opt_main::ToolRegistry`], as MLIR's `MlirOptMain` is given
//! a `DialectRegistry`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub use strata_asm as asm;
pub use strata_conversions as conversions;
pub use strata_dialect_transforms as dialect_transforms;
pub use strata_elevate as elevate;
pub use strata_execution_engine as execution_engine;
pub use strata_ir as ir;
pub use strata_ods as ods;
pub use strata_opt_main as opt_main;
pub use strata_pass as pass;
pub use strata_pdl_check as pdl_check;
pub use strata_pdll as pdll;
pub use strata_rewrite as rewrite;
pub use strata_rewrite_pdl as rewrite_pdl;
pub use strata_target_llvmir as target_llvmir;
pub use strata_target_llvmir_import as target_llvmir_import;
pub use strata_target_smtlib as target_smtlib;
pub use strata_transforms as transforms;

/// The dialects, one crate each, and the helpers they share.
pub mod dialects {
    pub use strata_dialect_affine as affine;
    pub use strata_dialect_arith as arith;
    pub use strata_dialect_bufferization as bufferization;
    pub use strata_dialect_cf as cf;
    pub use strata_dialect_complex as complex;
    pub use strata_dialect_dlti as dlti;
    pub use strata_dialect_func as func;
    pub use strata_dialect_gpu as gpu;
    pub use strata_dialect_index as index;
    pub use strata_dialect_irdl as irdl;
    pub use strata_dialect_linalg as linalg;
    pub use strata_dialect_llvm as llvm;
    pub use strata_dialect_math as math;
    pub use strata_dialect_memref as memref;
    pub use strata_dialect_pdl as pdl;
    pub use strata_dialect_pdl_interp as pdl_interp;
    pub use strata_dialect_quant as quant;
    pub use strata_dialect_rise as rise;
    pub use strata_dialect_scf as scf;
    pub use strata_dialect_smt as smt;
    pub use strata_dialect_tensor as tensor;
    pub use strata_dialect_test as test;
    pub use strata_dialect_transform as transform;
    pub use strata_dialect_ub as ub;
    pub use strata_dialect_utils as utils;
    pub use strata_dialect_vector as vector;
}

use std::sync::{Arc, Mutex};

use strata_ir::{BlockId, Body, Context, Diagnostic, OperationState};
use strata_opt_main::render::Renderer;
use strata_opt_main::source_mgr::{SourceBuffer, SourceMgr};
use strata_pass::PassRegistry;

/// A context with every dialect of Strata registered (and threading on:
/// work is spread over rayon's global pool).
pub fn context() -> Context {
    let mut ctx = Context::new();
    register_all_dialects(&mut ctx);
    ctx
}

/// The diagnostics explaining why an operation failed, rendered as
/// mlir-opt prints them (`file:line:col: error: message`, with the source
/// line and a caret when the source is known).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// One rendered diagnostic (with its notes) per entry, in order.
    pub diagnostics: Vec<String>,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.diagnostics.is_empty() {
            return f.write_str("failed without a diagnostic");
        }
        f.write_str(self.diagnostics.join("").trim_end())
    }
}

impl std::error::Error for Error {}

/// Runs `f` with the context's diagnostics captured; on failure they make
/// the error, rendered against `source` (a file name and its text) when
/// given.
fn capture<T>(
    ctx: &Context,
    source: Option<(&str, &str)>,
    f: impl FnOnce() -> Result<T, strata_ir::Failed>,
) -> Result<T, Error> {
    let diags: Arc<Mutex<Vec<Diagnostic>>> = Arc::default();
    let sink = diags.clone();
    let handler = ctx.push_diagnostic_handler(Box::new(move |_, d| {
        sink.lock().unwrap_or_else(|e| e.into_inner()).push(d.clone())
    }));
    let result = f();
    ctx.remove_diagnostic_handler(handler);
    result.map_err(|_| {
        let mut sm = SourceMgr::new();
        if let Some((name, text)) = source {
            sm.add_buffer(SourceBuffer::new(name, text.to_string()));
        }
        let renderer = Renderer { ctx, sm: &sm };
        let diags = diags.lock().unwrap_or_else(|e| e.into_inner());
        Error {
            diagnostics: diags.iter().map(|d| renderer.render(d)).collect(),
        }
    })
}

/// Parses `source` (named `file_name` in locations and diagnostics) and
/// verifies it. The result is the top level of the file: one
/// `builtin.module`, implicit when the text has several top-level ops or
/// none, as mlir-opt reads files.
pub fn parse(ctx: &Context, file_name: &str, source: &str) -> Result<Body, Error> {
    capture(ctx, Some((file_name, source)), || {
        let options = strata_asm::ParseOptions {
            file_name,
            ..Default::default()
        };
        let body = strata_asm::parse_source(ctx, source, &options)?;
        strata_ir::verify_top_level(ctx, &body)?;
        Ok(body)
    })
}

/// An empty module (`module {}`) at the top level, as [`parse`] returns
/// one, to fill with ops made by the typed builders (see
/// [`module_body`]).
pub fn empty_module(ctx: &Context) -> Body {
    let (mut top, block) = Body::with_top_block();
    let (inner, _) = Body::with_top_block();
    let mut state = OperationState::new(ctx.op_name(strata_ir::builtin::MODULE), ctx.unknown_loc());
    state.regions = inner.root_regions().to_vec();
    state.child = Some(Box::new(inner));
    let module = top.create_op(state);
    top.append_op(block, module);
    top
}

/// The body of the module at the top level of `top` (as [`parse`] and
/// [`empty_module`] return it), where its functions live, with the
/// module's block: where typed builders add ops
/// (`FuncOp::build(&mut OpBuilder::at_end(ctx, body, block), loc, "name", ...)`),
/// and the body to give `FuncOp::body_builder` to fill a function. `None`
/// if the top level holds no module.
///
/// ```
/// use strata::dialects::func::{FuncOp, ReturnOp};
/// use strata::ir::OpBuilder;
/// let ctx = strata::context();
/// let mut top = strata::empty_module(&ctx);
/// let loc = ctx.unknown_loc();
/// let (body, block) = strata::module_body(&mut top).expect("a module");
/// let fty = ctx.function_type(&[ctx.i32()], &[ctx.i32()]);
/// let f = FuncOp::build(&mut OpBuilder::at_end(&ctx, body, block), loc, "id", fty, None, None, None, false);
/// let (mut b, args) = f.body_builder(&ctx, body).expect("an entry block");
/// ReturnOp::build(&mut b, loc, &args);
/// strata::verify(&ctx, &top)?;
/// assert!(strata::print(&ctx, &top).contains("func.func @id(%arg0: i32) -> i32 {"));
/// # Ok::<(), strata::Error>(())
/// ```
pub fn module_body(top: &mut Body) -> Option<(&mut Body, BlockId)> {
    let block = top.region_entry(*top.root_regions().first()?)?;
    let module = top.block_ops(block).next()?;
    let body = top.child_body_mut(module)?;
    let block = body.region_entry(*body.root_regions().first()?)?;
    Some((body, block))
}

/// Verifies IR built or changed through the lower crates' APIs.
pub fn verify(ctx: &Context, module: &Body) -> Result<(), Error> {
    capture(ctx, None, || strata_ir::verify_top_level(ctx, module))
}

/// Prints the IR in MLIR's custom form, as mlir-opt prints it.
pub fn print(ctx: &Context, module: &Body) -> String {
    strata_asm::print_top_level(ctx, module, &strata_asm::PrintOptions::default())
}

/// Runs a textual pass pipeline (mlir-opt's `--pass-pipeline` syntax, for
/// example `builtin.module(func.func(canonicalize,cse),symbol-dce)`) on
/// the module, verifying the IR after each pass.
pub fn run_pipeline(ctx: &Context, module: &mut Body, pipeline: &str) -> Result<(), Error> {
    let mut registry = PassRegistry::new();
    register_all_passes(&mut registry);
    let pm = strata_pass::parse_pipeline(pipeline, &registry).map_err(|e| Error {
        diagnostics: vec![format!("{}\n", e.0)],
    })?;
    capture(ctx, None, || {
        pm.run_on_top(ctx, module, &strata_pass::RunOptions::default())
    })
}

/// The pipeline [`lower_to_llvm`] runs: memref views to their metadata,
/// affine and scf to arith and cf, then everything to the LLVM dialect.
pub const LOWER_TO_LLVM_PIPELINE: &str = "builtin.module(expand-strided-metadata,lower-affine,\
     convert-scf-to-cf,finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)";

/// Lowers a module of Strata's dialects to the LLVM dialect
/// ([`LOWER_TO_LLVM_PIPELINE`]).
pub fn lower_to_llvm(ctx: &Context, module: &mut Body) -> Result<(), Error> {
    run_pipeline(ctx, module, LOWER_TO_LLVM_PIPELINE)
}

pub use strata_execution_engine::engine::CallError;
pub use strata_execution_engine::sys::{EntryKind, EntryResult};
pub use strata_execution_engine::JitModule;

/// Compiles a module in the LLVM dialect to machine code in memory with
/// Cranelift, at `opt_level` 0 to 3 (as mlir-runner's `-O`), with MLIR's
/// runner utilities (`printMemrefF32`, `printI64`, ...) linked in.
///
/// Run an entry function with [`JitModule::call`], which checks that the
/// function exists, takes no arguments and returns the [`EntryKind`]
/// asked for. The call is `unsafe`: compiled code is only as sound as the
/// program (an out-of-bounds store is undefined behaviour), which the
/// caller vouches for, as mlir-runner trusts the program it runs.
///
/// ```
/// let ctx = strata::context();
/// let mut module = strata::parse(&ctx, "answer.mlir", r#"
///     func.func @answer() -> i64 {
///       %a = arith.constant 40 : i64
///       %b = arith.constant 2 : i64
///       %s = arith.addi %a, %b : i64
///       return %s : i64
///     }"#)?;
/// strata::lower_to_llvm(&ctx, &mut module)?;
/// let jit = strata::jit(&ctx, &module, 2)?;
/// // SAFETY: the program only adds two constants.
/// let result = unsafe { jit.call("answer", strata::EntryKind::I64) };
/// assert_eq!(result, Ok(strata::EntryResult::I64(42)));
/// # Ok::<(), strata::Error>(())
/// ```
pub fn jit(ctx: &Context, module: &Body, opt_level: u8) -> Result<JitModule, Error> {
    let options = strata_execution_engine::Options {
        opt_level,
        parallel_codegen: true,
        ..Default::default()
    };
    strata_execution_engine::compile_jit(ctx, module, &options).map_err(|e| Error {
        diagnostics: vec![match e {
            strata_execution_engine::CompileError::Ir(e) => {
                let d = Diagnostic::error(e.loc, e.message);
                Renderer {
                    ctx,
                    sm: &SourceMgr::new(),
                }
                .render(&d)
            }
            strata_execution_engine::CompileError::MissingSymbols(names) => {
                format!("error: symbols not found: {}\n", names.join(", "))
            }
            strata_execution_engine::CompileError::Other(message) => format!("error: {message}\n"),
        }],
    })
}

/// LLVM IR text of a module in the LLVM dialect, as
/// `mlir-translate --mlir-to-llvmir` writes it.
pub fn translate_to_llvm_ir(ctx: &Context, module: &Body) -> Result<String, Error> {
    capture(ctx, None, || {
        strata_target_llvmir::translate_to_llvmir(ctx, module)
    })
}

/// Registers every dialect of Strata, and the interfaces the lowering to
/// the LLVM dialect attaches to them (`ConvertToLLVMPatternInterface`).
pub fn register_all_dialects(ctx: &mut Context) {
    use dialects::*;
    ctx.register_dialect(affine::dialect());
    ctx.register_dialect(arith::dialect());
    ctx.register_dialect(cf::dialect());
    ctx.register_dialect(func::dialect());
    ctx.register_dialect(scf::dialect());
    ctx.register_dialect(index::dialect());
    ctx.register_dialect(ub::dialect());
    ctx.register_dialect(dlti::dialect());
    ctx.register_dialect(smt::dialect());
    ctx.register_dialect(rise::dialect());
    ctx.register_dialect(memref::dialect());
    ctx.register_dialect(tensor::dialect());
    ctx.register_dialect(bufferization::dialect());
    ctx.register_dialect(math::dialect());
    ctx.register_dialect(complex::dialect());
    ctx.register_dialect(quant::dialect());
    ctx.register_dialect(vector::dialect());
    ctx.register_dialect(linalg::dialect());
    ctx.register_dialect(gpu::dialect());
    ctx.register_dialect(llvm::dialect());
    ctx.register_dialect(test::dialect());
    ctx.register_dialect(transform::dialect());
    ctx.register_dialect(pdl::dialect());
    ctx.register_dialect(pdl_interp::dialect());
    ctx.register_dialect(irdl::dialect());
    strata_dialect_transforms::transform_ops::register_transform_extension(ctx);
    test::transform_ext::register(ctx);
    strata_rewrite_pdl::transform_ext::register(ctx);
    strata_rewrite_pdl::transform_ext::register_test_hooks();
    strata_conversions::register_convert_to_llvm_interfaces(ctx);
    strata_conversions::transform_ops::register_transform_extension(ctx);
}

/// Registers every pass of Strata: the dialect-independent ones, the
/// dialect-specific ones and the conversions.
pub fn register_all_passes(registry: &mut PassRegistry) {
    strata_transforms::register_all(registry);
    strata_dialect_transforms::register_all(registry);
    strata_conversions::register_all(registry);
    registry.register(|| Box::new(strata_elevate::rise::RiseElevate::default()));
    strata_dialect_transform::register_passes(registry);
    strata_rewrite_pdl::test_pass::register(registry);
    strata_rewrite_pdl::apply_pass::register(registry);
    strata_rewrite_pdl::pdll_passes::register(registry);
    strata_pdl_check::pass::register(registry);
    strata_elevate::passes::register(registry);
    registry.register(|| Box::new(dialects::test::greedy::TestGreedyPatterns::default()));
    registry.register(|| Box::new(dialects::test::legalize_passes::TestLegalizePatterns::default()));
    registry.register(|| Box::new(dialects::test::legalize_passes::TestLegalizeUnknownRootPatterns));
    registry.register(|| Box::new(dialects::test::legalize_passes::TestRemappedValue));
    registry.register(|| Box::new(dialects::test::legalize_passes::TestTargetMaterializationWithNoUses));
    registry.register(|| Box::new(dialects::test::legalize_passes::TestRewriteDynamicOp));
    registry.register(|| Box::new(dialects::test::legalize_passes::TestMergeBlocks));
    registry.register(|| Box::new(dialects::test::legalize_passes::TestPatternSelectiveReplacement));
    registry.register(|| Box::new(strata_conversions::func_to_llvm::test_passes::TestConvertCallOp));
    registry.register(|| Box::new(strata_conversions::func_to_llvm::test_passes::TestConvertFuncOp));
    registry.register(|| Box::new(dialects::test::print_passes::TestPrintDefUse));
    registry.register(|| Box::new(dialects::test::print_passes::TestPrintNesting));
    registry.register(|| Box::new(dialects::test::tensor_passes::TestTensorTransformPatterns::default()));
    registry.register(|| Box::new(dialects::test::scf_passes::TestScfForUtils::default()));
    registry.register(|| Box::new(dialects::test::scf_passes::TestScfWhileOpBuilder));
    registry.register(|| Box::new(dialects::test::scf_passes::TestMappingToProcessingElements));
    registry.register(|| Box::new(dialects::test::scf_passes::TestScfUpliftWhileToFor));
    registry.register(|| Box::new(dialects::test::scf_passes::TestWrapWhileLoopInZeroTripCheck::default()));
    registry.register(|| Box::new(dialects::test::ir_passes::TestFuncInsertArg));
    registry.register(|| Box::new(dialects::test::ir_passes::TestFuncInsertResult));
    registry.register(|| Box::new(dialects::test::ir_passes::TestFuncEraseArg));
    registry.register(|| Box::new(dialects::test::ir_passes::TestFuncEraseResult));
    registry.register(|| Box::new(dialects::test::ir_passes::TestFuncSetType));
    registry.register(|| Box::new(dialects::test::ir_passes::TestTakeBody));
    registry.register(|| Box::new(dialects::test::ir_passes::TestOperationsEquality));
    registry.register(|| Box::new(dialects::test::ir_passes::TestClone));
    registry.register(|| Box::new(dialects::test::ir_passes::TestSymbolUses));
    registry.register(|| Box::new(dialects::test::ir_passes::TestSymbolRauw));
    registry.register(|| Box::new(dialects::test::ir_passes::TestSideEffects));
    registry.register(|| Box::new(dialects::test::ir_passes::TestAffineWalk));
    registry.register(|| Box::new(dialects::test::visitors::TestIrVisitors));
    registry.register(|| Box::new(dialects::test::slicing::TestSliceAnalysis::default()));
    registry.register(|| Box::new(dialects::test::ir_passes::TestDistinctAttrs));
    registry.register(|| Box::new(dialects::test::ir_passes::TestGenericIrVisitors));
    registry.register(|| Box::new(dialects::test::ir_passes::TestGenericIrVisitorsInterrupt));
    registry.register(|| {
        Box::new(dialects::test::ir_passes::TestGenericIrBlockOrRegionVisitorsInterrupt::blocks())
    });
    registry.register(|| {
        Box::new(dialects::test::ir_passes::TestGenericIrBlockOrRegionVisitorsInterrupt::regions())
    });
}

/// strata-opt's registry: every dialect and pass of Strata.
pub fn tool_registry() -> strata_opt_main::ToolRegistry {
    strata_opt_main::ToolRegistry::new("strata-opt")
        .with_dialects(register_all_dialects)
        .with_passes(register_all_passes)
        .with_irdl_loader(dialects::irdl::load::load_dialects)
        .with_irdl_exporter(dialects::irdl::export::dialect_to_irdl)
}
