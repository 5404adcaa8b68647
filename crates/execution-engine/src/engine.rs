//! The engine: compiles a parsed module with Cranelift, either in memory
//! (JIT, resolving external symbols from the runtime, the shared libraries
//! given and the process) or to an object file.

use cranelift_codegen::settings::{self, Configurable};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::default_libcall_names;
use cranelift_object::{ObjectBuilder, ObjectModule};
use strata_ir::{Body, Context, Location, OpRef};

use crate::layout::{Scalar, Shape};
use crate::sys::{EntryKind, EntryResult, SharedLib};
use crate::translate::{Error, FuncInfo, Translated, Translator};

/// Code generation options (`-O0`..`-O3`, `--shared-libs`).
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// 0 is Cranelift's `none`, anything else `speed`.
    pub opt_level: u8,
    /// Libraries the JIT resolves external symbols from (after the
    /// runtime, the last given first), loaded by the caller
    /// ([`SharedLib::open`]).
    pub shared_libs: Vec<SharedLib>,
    /// Print each function's optimized Cranelift IR on standard error.
    pub print_clif: bool,
    /// Generate the functions' code on rayon's worker threads (when there
    /// are several) while translating; the result is the same.
    pub parallel_codegen: bool,
}

/// The host target at `options`' level (`optimize` false: without
/// Cranelift's optimizations whatever the level).
fn isa(
    options: &Options,
    pic: bool,
    optimize: bool,
) -> Result<cranelift_codegen::isa::OwnedTargetIsa, String> {
    let mut flags = settings::builder();
    let level = if options.opt_level == 0 || !optimize {
        "none"
    } else {
        "speed"
    };
    let set = |f: &mut settings::Builder, k: &str, v: &str| f.set(k, v).map_err(|e| e.to_string());
    set(&mut flags, "opt_level", level)?;
    set(&mut flags, "enable_multi_ret_implicit_sret", "true")?;
    // `i128` (and the integers held in one, `i65` to `i127`) as function
    // parameters and results, passed as LLVM passes them.
    set(&mut flags, "enable_llvm_abi_extensions", "true")?;
    set(&mut flags, "use_colocated_libcalls", "false")?;
    set(&mut flags, "is_pic", if pic { "true" } else { "false" })?;
    // Cranelift's IR verifier checks the translator, not the input (which
    // the IR verifier has checked): off, as it costs a tenth of -O0's
    // code generation time.
    set(&mut flags, "enable_verifier", "false")?;
    // -O0 is for compile latency: the single-pass register allocator
    // compiles faster than the backtracking one, at the cost of spills.
    if options.opt_level == 0 {
        set(&mut flags, "regalloc_algorithm", "single_pass")?;
    }
    let builder = cranelift_native::builder().map_err(|e| format!("host machine is not supported: {e}"))?;
    builder
        .finish(settings::Flags::new(flags))
        .map_err(|e| e.to_string())
}

/// The target for code generation after the late rewrites of optimized
/// functions (at the optimizing levels).
fn late_isa(
    options: &Options,
    pic: bool,
) -> Result<Option<cranelift_codegen::isa::OwnedTargetIsa>, CompileError> {
    if options.opt_level == 0 {
        return Ok(None);
    }
    isa(options, pic, false).map(Some).map_err(CompileError::Other)
}

/// The `builtin.module` a parsed file holds (the top level's single op)
/// and the body and region of its contents.
fn module_region<'b>(ctx: &Context, top: &'b Body) -> Option<(&'b Body, strata_ir::RegionId)> {
    let root = *top.root_regions().first()?;
    let block = top.region_entry(root)?;
    let op = top
        .block_ops(block)
        .find(|&op| OpRef::new(ctx, top, op).name_str() == "builtin.module")?;
    let (body, regions) = top.op_regions(op);
    Some((body, *regions.first()?))
}

fn no_module(ctx: &Context) -> Error {
    Error {
        loc: ctx.unknown_loc(),
        message: "no 'builtin.module' to compile".into(),
    }
}

/// A compiled module in memory, ready to run.
pub struct JitModule {
    module: JITModule,
    translated: Translated,
    _resolver: std::sync::Arc<Resolver>,
}

/// A symbol no source could provide.
#[derive(Debug)]
pub enum CompileError {
    /// A diagnostic at a location in the IR.
    Ir(Error),
    /// External symbols that could not be resolved (mlir-runner's
    /// "Symbols not found").
    MissingSymbols(Vec<String>),
    /// Anything else (a shared library that does not load, ...).
    Other(String),
}

impl From<Error> for CompileError {
    fn from(e: Error) -> Self {
        CompileError::Ir(e)
    }
}

/// Finds external symbols: the runtime first, then the shared libraries
/// (the last given wins), then the process (the C library...).
struct Resolver {
    libs: Vec<SharedLib>,
    process: SharedLib,
    runtime: Vec<(&'static str, usize)>,
}

impl Resolver {
    fn resolve(&self, name: &str) -> Option<*const u8> {
        self.runtime
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, a)| a as *const u8)
            .or_else(|| self.libs.iter().rev().find_map(|l| l.symbol(name)))
            .or_else(|| self.process.symbol(name))
    }
}

/// JIT-compiles the module in `top` (a parsed and verified file).
pub fn compile_jit(ctx: &Context, top: &Body, options: &Options) -> Result<JitModule, CompileError> {
    let resolver = std::sync::Arc::new(Resolver {
        libs: options.shared_libs.clone(),
        process: SharedLib::this(),
        runtime: crate::runtime::symbols()
            .into_iter()
            .map(|(n, a)| (n, a as usize))
            .collect(),
    });
    let isa = isa(options, false, true).map_err(CompileError::Other)?;
    let late = late_isa(options, false)?;
    let mut builder = JITBuilder::with_isa(isa.clone(), default_libcall_names());
    let r = resolver.clone();
    builder.symbol_lookup_fn(Box::new(move |name| r.resolve(name)));
    let (mbody, region) = module_region(ctx, top).ok_or_else(|| no_module(ctx))?;
    let mut module = JITModule::new(builder);
    let translated = Translator::new(ctx, &mut module, isa)
        .with_variadic_helpers()
        .with_parallel_codegen(options.parallel_codegen)
        .with_clif_printing(options.print_clif)
        .with_vectorization(options.opt_level >= 2)
        .with_simd_values(options.opt_level >= 1)
        .with_late_isa(late)
        .translate_module(mbody, region)?;
    let missing: Vec<String> = translated
        .imports
        .iter()
        .filter(|n| resolver.resolve(n).is_none())
        .cloned()
        .collect();
    if !missing.is_empty() {
        return Err(CompileError::MissingSymbols(missing));
    }
    module
        .finalize_definitions()
        .map_err(|e| CompileError::Other(e.to_string()))?;
    Ok(JitModule {
        module,
        translated,
        _resolver: resolver,
    })
}

/// Why [`JitModule::call`] did not call a function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallError {
    /// The module has no function of that name.
    NotFound,
    /// The function is only declared in the module.
    NotDefined,
    /// The function takes arguments.
    TakesArguments,
    /// The function's result is not the kind asked for.
    WrongResult,
}

impl JitModule {
    /// The function named `name` with its compiled address (null for a
    /// declaration), if the module defines or declares it.
    pub fn function(&self, name: &str) -> Option<(&FuncInfo, *const u8)> {
        let info = self.translated.funcs.get(name)?;
        let addr = if info.is_definition {
            self.module.get_finalized_function(info.id)
        } else {
            std::ptr::null()
        };
        Some((info, addr))
    }

    /// Calls the function `name`, which must be defined in the module,
    /// take no arguments and return `kind` (`i32`, `i64`, `f32` or
    /// nothing), and returns its result. What the engine relies on is
    /// checked: the function's signature, and that its code is alive (the
    /// call borrows the module).
    ///
    /// # Safety
    /// This runs native code compiled from the module, and whatever that
    /// code calls (the runtime, the shared libraries, the C library): the
    /// program must not have undefined behaviour when run (as LLVM defines
    /// it for the module), and the functions it calls must be sound to
    /// call as it calls them. The engine cannot check what a program does;
    /// `mlir-runner` trusts the program it runs in the same way.
    pub unsafe fn call(&self, name: &str, kind: EntryKind) -> Result<EntryResult, CallError> {
        let (info, addr) = self.function(name).ok_or(CallError::NotFound)?;
        if !info.is_definition {
            return Err(CallError::NotDefined);
        }
        if !info.params.is_empty() {
            return Err(CallError::TakesArguments);
        }
        let returns = match kind {
            EntryKind::Void => info.result == Shape::Void,
            EntryKind::I32 => info.result == Shape::Scalar(Scalar::Int(32)),
            EntryKind::I64 => info.result == Shape::Scalar(Scalar::Int(64)),
            EntryKind::F32 => info.result == Shape::Scalar(Scalar::F32),
        };
        if !returns {
            return Err(CallError::WrongResult);
        }
        // SAFETY: `addr` is the finalized code of a definition whose
        // signature was just checked to be `() -> kind` in the C calling
        // convention, alive while `self` is borrowed; the caller vouches
        // for what the program does.
        Ok(unsafe { crate::sys::call_entry(addr, kind) })
    }

    /// Runs the module's static constructors (`llvm.mlir.global_ctors`),
    /// or its destructors, in the order they run; entries that are not
    /// definitions taking and returning nothing are skipped.
    ///
    /// # Safety
    /// As for [`JitModule::call`]: this runs the module's code.
    pub unsafe fn run_structors(&self, destructors: bool) {
        let names = if destructors {
            &self.translated.dtors
        } else {
            &self.translated.ctors
        };
        for name in names {
            // SAFETY: the caller vouches for the program; `call` checks the
            // signature (a mismatch skips the entry).
            let _ = unsafe { self.call(name, EntryKind::Void) };
        }
    }
}

/// Compiles the module in `top` to a relocatable object file's bytes.
pub fn compile_object(
    ctx: &Context,
    top: &Body,
    options: &Options,
    name: &str,
) -> Result<Vec<u8>, CompileError> {
    let isa = isa(options, true, true).map_err(CompileError::Other)?;
    let late = late_isa(options, true)?;
    let builder = ObjectBuilder::new(isa.clone(), name, default_libcall_names())
        .map_err(|e| CompileError::Other(e.to_string()))?;
    let mut module = ObjectModule::new(builder);
    let (mbody, region) = module_region(ctx, top).ok_or_else(|| no_module(ctx))?;
    Translator::new(ctx, &mut module, isa)
        .with_parallel_codegen(options.parallel_codegen)
        .with_clif_printing(options.print_clif)
        .with_vectorization(options.opt_level >= 2)
        .with_simd_values(options.opt_level >= 1)
        .with_late_isa(late)
        .translate_module(mbody, region)?;
    let product = module.finish();
    product.emit().map_err(|e| CompileError::Other(e.to_string()))
}

/// Where a diagnostic points, for callers that render errors themselves.
pub fn error_location(e: &Error) -> Location {
    e.loc
}
