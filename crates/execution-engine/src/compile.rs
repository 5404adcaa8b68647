//! Code generation of translated functions: Cranelift's `Context::compile`
//! for each function, on the calling thread or on rayon's worker threads
//! while the translator goes on with the next functions. The finished code
//! is defined in the module in the order the functions were handed in, so
//! the result does not depend on the number of threads or on which worker
//! finished first; the first failure in that order is the one reported.

use std::collections::BTreeMap;
use std::sync::mpsc::{channel, Receiver, Sender};

use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::Function;
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_module::{FuncId, Module, ModuleError, ModuleReloc};
use strata_ir::Location;

use crate::translate::Error;

/// A function translated to Cranelift IR, waiting for code generation.
pub(crate) struct Pending {
    pub id: FuncId,
    pub name: String,
    pub loc: Location,
    pub func: Function,
    /// Interleave accumulator chains after Cranelift's optimizations
    /// ([`crate::translate::interleave_chains`]).
    pub interleave: bool,
}

/// A function's machine code, ready to be placed in the module.
struct Compiled {
    id: FuncId,
    alignment: u64,
    bytes: Vec<u8>,
    relocs: Vec<ModuleReloc>,
    /// The optimized Cranelift IR, when it is to be printed.
    clif: Option<String>,
}

type Outcome = Result<Compiled, Error>;

thread_local! {
    /// Each thread's code generation context, reused from function to
    /// function (it keeps its allocations).
    static CONTEXT: std::cell::RefCell<cranelift_codegen::Context> =
        std::cell::RefCell::new(cranelift_codegen::Context::new());
}

/// Generates code for `p`. Cranelift reports what it cannot lower as an
/// error, but a few unsupported combinations still panic inside it: those
/// become a diagnostic too.
fn generate(isas: &Isas, p: Pending, print_clif: bool) -> Outcome {
    let Pending {
        id,
        name,
        loc,
        func,
        interleave,
    } = p;
    let failed = |message: String| Error { loc, message };
    CONTEXT.with(|cell| {
        let mut cctx = cell.borrow_mut();
        cctx.clear();
        cctx.func = func;
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            // Optimized first, then interleaved, then compiled without
            // optimizing again (which would undo the interleaving).
            let isa = match (&isas.late, interleave) {
                (Some(late), true) => {
                    if let Err(e) = cctx.optimize(&*isas.isa, &mut ControlPlane::default()) {
                        return Err(format!("{:?}", ModuleError::from(e)));
                    }
                    crate::translate::interleave_chains(&mut cctx.func);
                    &**late
                }
                _ => &*isas.isa,
            };
            if let Err(e) = cctx.compile(isa, &mut ControlPlane::default()) {
                return Err(format!("{:?}", ModuleError::from(e)));
            }
            let Some(code) = cctx.compiled_code() else {
                return Err("no code was generated".to_string());
            };
            let relocs = code
                .buffer
                .relocs()
                .iter()
                .map(|r| ModuleReloc::from_mach_reloc(r, &cctx.func, id))
                .collect();
            Ok((code.buffer.alignment as u64, code.code_buffer().to_vec(), relocs))
        }));
        match result {
            Ok(Ok((alignment, bytes, relocs))) => Ok(Compiled {
                id,
                alignment,
                bytes,
                relocs,
                clif: print_clif.then(|| format!("; {name}\n{}", cctx.func.display())),
            }),
            Ok(Err(e)) => Err(failed(format!("code generation failed: {e}"))),
            Err(_) => {
                // The context may be left half-way: start afresh.
                *cctx = cranelift_codegen::Context::new();
                Err(failed(
                    "code generation failed (internal error in the code generator)".into(),
                ))
            }
        }
    })
}

/// The target of code generation, and the same target without
/// Cranelift's optimizations (`late`, at the optimizing levels) for
/// functions already optimized.
#[derive(Clone)]
pub(crate) struct Isas {
    pub isa: OwnedTargetIsa,
    pub late: Option<OwnedTargetIsa>,
}

/// Places `c` in `module`.
fn define<M: Module>(module: &mut M, c: Compiled, loc: Location) -> Result<(), Error> {
    module
        .define_function_bytes(c.id, c.alignment, &c.bytes, &c.relocs)
        .map_err(|e| Error {
            loc,
            message: format!("code generation failed: {e:?}"),
        })?;
    if let Some(text) = c.clif {
        eprintln!("{text}");
    }
    Ok(())
}

/// Takes translated functions and generates their code, on worker threads
/// when there are some (`isa` given), else at once.
pub(crate) struct CodeGen {
    isas: Isas,
    parallel: bool,
    print_clif: bool,
    /// Functions handed in so far (the next one's sequence number).
    submitted: usize,
    /// The next function to place in the module, in sequence order.
    next: usize,
    /// Finished functions waiting for their predecessors, by sequence
    /// number; the first failure stops placing.
    ready: BTreeMap<usize, (Outcome, Location)>,
    failure: Option<Error>,
    tx: Sender<(usize, Outcome, Location)>,
    rx: Receiver<(usize, Outcome, Location)>,
}

impl CodeGen {
    /// Code generation for `isa`, on rayon's workers if `parallel` and the
    /// current pool has more than one thread.
    pub fn new(isas: Isas, parallel: bool, print_clif: bool) -> Self {
        let (tx, rx) = channel();
        CodeGen {
            isas,
            parallel: parallel && rayon::current_num_threads() > 1,
            print_clif,
            submitted: 0,
            next: 0,
            ready: BTreeMap::new(),
            failure: None,
            tx,
            rx,
        }
    }

    /// Generates `p`'s code (or starts to) and places what has finished.
    pub fn submit<M: Module>(&mut self, module: &mut M, p: Pending) -> Result<(), Error> {
        let seq = self.submitted;
        self.submitted += 1;
        let loc = p.loc;
        if !self.parallel {
            let outcome = generate(&self.isas, p, self.print_clif);
            self.ready.insert(seq, (outcome, loc));
            return self.place(module);
        }
        let isas = self.isas.clone();
        let tx = self.tx.clone();
        let print_clif = self.print_clif;
        rayon::spawn(move || {
            let outcome = generate(&isas, p, print_clif);
            // The receiver lives until every function has come back.
            let _ = tx.send((seq, outcome, loc));
        });
        while let Ok((seq, outcome, loc)) = self.rx.try_recv() {
            self.ready.insert(seq, (outcome, loc));
        }
        self.place(module)
    }

    /// Places the finished functions that come next in order; the first
    /// failure is kept and reported.
    fn place<M: Module>(&mut self, module: &mut M) -> Result<(), Error> {
        if let Some(e) = &self.failure {
            return Err(e.clone());
        }
        while let Some((outcome, loc)) = self.ready.remove(&self.next) {
            self.next += 1;
            if let Err(e) = outcome.and_then(|c| define(module, c, loc)) {
                self.failure = Some(e.clone());
                return Err(e);
            }
        }
        Ok(())
    }

    /// Waits for every function handed in and places them all: the first
    /// failure in order, if any.
    pub fn finish<M: Module>(mut self, module: &mut M) -> Result<(), Error> {
        while self.next + self.ready.len() < self.submitted && self.failure.is_none() {
            let Ok((seq, outcome, loc)) = self.rx.recv() else {
                break;
            };
            self.ready.insert(seq, (outcome, loc));
            self.place(module)?;
        }
        self.place(module)
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{compile_jit, compile_object, CompileError, Options};
    use crate::sys::{EntryKind, EntryResult};
    use crate::tests::parse;

    /// `n` functions, each calling the one before and adding its index:
    /// `@f{n-1}` returns the sum of 0..n.
    fn chain(n: usize) -> String {
        let mut src = String::from(
            "llvm.func @f0() -> i64 {\n  %0 = llvm.mlir.constant(0 : i64) : i64\n  llvm.return %0 : i64\n}\n",
        );
        for i in 1..n {
            src += &format!(
                "llvm.func @f{i}() -> i64 {{\n  %k = llvm.mlir.constant({i} : i64) : i64\n  \
                 %p = llvm.call @f{}() : () -> i64\n  %s = llvm.add %p, %k : i64\n  llvm.return %s : i64\n}}\n",
                i - 1
            );
        }
        src
    }

    fn options(parallel: bool, opt_level: u8) -> Options {
        Options {
            opt_level,
            parallel_codegen: parallel,
            ..Default::default()
        }
    }

    fn pool(threads: usize) -> rayon::ThreadPool {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("thread pool")
    }

    #[test]
    fn code_does_not_depend_on_the_thread_count() {
        let (ctx, body) = parse(&chain(200));
        for level in [0, 3] {
            let one = compile_object(&ctx, &body, &options(false, level), "m").expect("compiles");
            let many = pool(4)
                .install(|| compile_object(&ctx, &body, &options(true, level), "m"))
                .expect("compiles");
            assert!(one == many, "-O{level}: the object files differ");
        }
    }

    #[test]
    fn functions_compiled_on_workers_run() {
        let (ctx, body) = parse(&chain(300));
        let jit = pool(3).install(|| compile_jit(&ctx, &body, &options(true, 0)));
        let jit = jit.unwrap_or_else(|e| panic!("{e:?}"));
        // SAFETY: the chain of additions is well-defined.
        let r = unsafe { jit.call("f299", EntryKind::I64) };
        assert_eq!(r, Ok(EntryResult::I64(299 * 300 / 2)));
    }

    #[test]
    fn the_first_failure_in_order_is_reported() {
        // Valid functions around two the engine rejects: the first of the
        // two is reported, however the work was spread.
        let mut src = chain(40);
        for (name, ty) in [("bad_a", "f128"), ("bad_b", "f80")] {
            src += &format!(
                "llvm.func @{name}() {{\n  %0 = llvm.mlir.constant(1.0 : {ty}) : {ty}\n  llvm.return\n}}\n"
            );
            src += &chain(40).replace("@f", &format!("@{name}_f"));
        }
        let (ctx, body) = parse(&src);
        for threads in [1, 4] {
            let result = pool(threads).install(|| compile_jit(&ctx, &body, &options(true, 0)).map(|_| ()));
            match result {
                Err(CompileError::Ir(e)) => assert!(e.message.contains("f128"), "{}", e.message),
                other => panic!("unexpected {other:?}"),
            }
        }
    }
}
