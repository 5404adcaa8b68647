//! A Rust front end for transform scripts, in the style of the thesis'
//! Python one (Lücke, §6.4): handles are Rust values with methods
//! (`root.match_op("scf.for").unroll(4)`); a transform that consumes a
//! handle and returns a new one to the same role re-binds the Rust value to
//! it (after `loop.peel()` the value stands for the main loop, and the
//! remainder is returned), so user code keeps one value per role; a
//! consumed handle used again is reported when the script is finished,
//! not applied. Transforms that need a normal form get their enabling
//! transforms inserted: coalescing needs a perfect loop nest, so the
//! builder first hoists loop-invariant code out of the nest's loops.
//!
//! The script is built as transform IR text and parsed, so it is checked
//! by the same parser and verifier as a hand-written one:
//!
//! ```ignore
//! let script = ScriptBuilder::new();
//! let loops = script.root().match_op("scf.for");
//! let rest = loops.peel();
//! loops.unroll(4);
//! let text = script.finish()?; // a module with @__transform_main
//! ```

use std::cell::{Cell, RefCell};
use std::fmt::Write as _;

/// A script being built.
#[derive(Default)]
pub struct ScriptBuilder {
    lines: RefCell<Vec<String>>,
    next: Cell<usize>,
    /// The first misuse of a handle, reported by [`ScriptBuilder::finish`].
    error: RefCell<Option<String>>,
    /// Whether a transform consumed the root handle (its marker).
    root_consumed: Cell<bool>,
}

/// A handle to payload ops in a script being built.
pub struct OpHandle<'s> {
    script: &'s ScriptBuilder,
    /// The SSA name it currently stands for.
    name: RefCell<String>,
    /// Where it was consumed without a replacement, if it was.
    consumed_by: RefCell<Option<String>>,
}

impl ScriptBuilder {
    /// An empty script.
    pub fn new() -> ScriptBuilder {
        ScriptBuilder::default()
    }

    /// The handle to the payload root (the entry point's argument).
    pub fn root(&self) -> OpHandle<'_> {
        self.handle("%root".to_string())
    }

    fn handle(&self, name: String) -> OpHandle<'_> {
        OpHandle {
            script: self,
            name: RefCell::new(name),
            consumed_by: RefCell::new(None),
        }
    }

    fn fresh(&self) -> String {
        let n = self.next.get();
        self.next.set(n + 1);
        format!("%h{n}")
    }

    fn emit(&self, line: String) {
        self.lines.borrow_mut().push(line);
    }

    fn fail(&self, message: String) {
        let mut e = self.error.borrow_mut();
        if e.is_none() {
            *e = Some(message);
        }
    }

    /// The script as a module holding `@__transform_main`, or the first
    /// misuse of a handle.
    pub fn finish(&self) -> Result<String, String> {
        if let Some(e) = self.error.borrow().clone() {
            return Err(e);
        }
        let mut out = String::new();
        out.push_str("module attributes {transform.with_named_sequence} {\n");
        let marker = if self.root_consumed.get() {
            "transform.consumed"
        } else {
            "transform.readonly"
        };
        let _ = writeln!(
            out,
            "  transform.named_sequence @__transform_main(%root: !transform.any_op {{{marker}}}) {{"
        );
        for l in self.lines.borrow().iter() {
            let _ = writeln!(out, "    {l}");
        }
        out.push_str("    transform.yield\n  }\n}\n");
        Ok(out)
    }
}

const ANY: &str = "!transform.any_op";

impl<'s> OpHandle<'s> {
    /// The current SSA name, or the misuse recorded.
    fn use_name(&self, what: &str) -> String {
        if let Some(by) = self.consumed_by.borrow().as_ref() {
            self.script.fail(format!(
                "{what} uses a handle consumed by {by}, which gave no replacement"
            ));
        }
        self.name.borrow().clone()
    }

    fn consume(&self, by: &str) {
        self.note_root_consumed();
        *self.consumed_by.borrow_mut() = Some(by.to_string());
    }

    fn note_root_consumed(&self) {
        if *self.name.borrow() == "%root" {
            self.script.root_consumed.set(true);
        }
    }

    fn rebind(&self, name: String) {
        self.note_root_consumed();
        *self.name.borrow_mut() = name;
        *self.consumed_by.borrow_mut() = None;
    }

    /// The ops named `name` nested in this handle's ops.
    pub fn match_op(&self, name: &str) -> OpHandle<'s> {
        self.match_ops(&[name])
    }

    /// The ops with one of `names` nested in this handle's ops.
    pub fn match_ops(&self, names: &[&str]) -> OpHandle<'s> {
        let target = self.use_name("match");
        let out = self.script.fresh();
        let list = names
            .iter()
            .map(|n| format!("{n:?}"))
            .collect::<Vec<_>>()
            .join(", ");
        self.script.emit(format!(
            "{out} = transform.structured.match ops{{[{list}]}} in {target} : ({ANY}) -> {ANY}"
        ));
        self.script.handle(out)
    }

    /// The closest ancestors named `name` of this handle's ops.
    pub fn parent(&self, name: &str) -> OpHandle<'s> {
        let target = self.use_name("parent");
        let out = self.script.fresh();
        self.script.emit(format!(
            "{out} = transform.get_parent_op {target} {{op_name = {name:?}, deduplicate}} : ({ANY}) -> {ANY}"
        ));
        self.script.handle(out)
    }

    /// Unrolls the loops by `factor`; the handle is consumed.
    pub fn unroll(&self, factor: u64) {
        let target = self.use_name("unroll");
        self.script.emit(format!(
            "transform.loop.unroll {target} {{factor = {factor}}} : {ANY}"
        ));
        self.consume("unroll");
    }

    /// Peels the last partial iteration of the loops (`scf.for`): this
    /// handle is re-bound to the main loops; the remainders are returned.
    pub fn peel(&self) -> OpHandle<'s> {
        let target = self.use_name("peel");
        let cast = self.script.fresh();
        let (main, rest) = (self.script.fresh(), self.script.fresh());
        self.script.emit(format!(
            "{cast} = transform.cast {target} : {ANY} to !transform.op<\"scf.for\">"
        ));
        self.script.emit(format!(
            "{main}, {rest} = transform.loop.peel {cast} : (!transform.op<\"scf.for\">) -> ({ANY}, {ANY})"
        ));
        self.rebind(main);
        self.script.handle(rest)
    }

    /// Coalesces the loop nests rooted at the loops into single loops;
    /// this handle is re-bound to them. Coalescing needs perfectly nested
    /// loops, so loop-invariant code is first hoisted out of the nests'
    /// loops (the enabling transform of that normal form).
    pub fn coalesce(&self) {
        let target = self.use_name("coalesce");
        let inner = self.script.fresh();
        self.script.emit(format!(
            "{inner} = transform.structured.match interface{{LoopLikeInterface}} in {target} : ({ANY}) -> {ANY}"
        ));
        self.script
            .emit(format!("transform.apply_licm to {inner} : {ANY}"));
        let out = self.script.fresh();
        self.script.emit(format!(
            "{out} = transform.loop.coalesce {target} : ({ANY}) -> {ANY}"
        ));
        self.rebind(out);
    }

    /// Tiles the structured ops with `sizes` (`scf.for` loops): this handle
    /// is re-bound to the tiled ops; the loops are returned, outermost
    /// first.
    pub fn tile(&self, sizes: &[i64]) -> Vec<OpHandle<'s>> {
        let target = self.use_name("tile");
        let tiled = self.script.fresh();
        let n = sizes.iter().filter(|&&s| s != 0).count();
        let loops: Vec<String> = (0..n).map(|_| self.script.fresh()).collect();
        let mut results = vec![tiled.clone()];
        results.extend(loops.iter().cloned());
        let list = sizes.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(", ");
        let types = vec![ANY; n + 1].join(", ");
        self.script.emit(format!(
            "{} = transform.structured.tile_using_for {target} tile_sizes [{list}] : ({ANY}) -> ({types})",
            results.join(", ")
        ));
        self.rebind(tiled);
        loops.into_iter().map(|l| self.script.handle(l)).collect()
    }

    /// Runs the registered pass `name` on the ops (which must be isolated
    /// from above); the handle is re-bound to the same ops.
    pub fn apply_pass(&self, name: &str) {
        let target = self.use_name("apply_pass");
        let out = self.script.fresh();
        self.script.emit(format!(
            "{out} = transform.apply_registered_pass {name:?} to {target} : ({ANY}) -> {ANY}"
        ));
        self.rebind(out);
    }

    /// Applies the canonicalization patterns to the ops' bodies.
    pub fn canonicalize(&self) {
        let target = self.use_name("canonicalize");
        self.script.emit(format!(
            "transform.apply_patterns to {target} {{\n      transform.apply_patterns.canonicalization\n    }} : {ANY}"
        ));
    }

    /// Emits a remark with `message` at each of the ops.
    pub fn remark(&self, message: &str) {
        let target = self.use_name("remark");
        self.script.emit(format!(
            "transform.debug.emit_remark_at {target}, {message:?} : {ANY}"
        ));
    }
}
