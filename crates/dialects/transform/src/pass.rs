//! The `transform-interpreter` pass: finds the entry point, a
//! `transform.named_sequence` (`@__transform_main` unless told otherwise),
//! and applies it to the op the pass runs on.

use rustc_hash::FxHashMap;
use strata_ir::function_interface::{self as fi, DEFAULT_NAMES};
use strata_ir::{Body, Context, Diagnostic, IsolatedOpMut, LogicalResult, OpId, OpRef};
use strata_pass::Pass;

use crate::interpreter::{Interp, InterpreterOptions, Library, Sequence};
use crate::ops::structure::arg_has_attr;
use crate::payload::Payload;
use crate::state::{Mapping, TransformState};

/// `transform-interpreter`.
#[derive(Clone, Debug)]
pub struct InterpreterPass {
    entry_point: String,
    options: InterpreterOptions,
}

impl Default for InterpreterPass {
    fn default() -> Self {
        InterpreterPass {
            entry_point: "__transform_main".into(),
            options: InterpreterOptions::default(),
        }
    }
}

/// Creates the pass.
pub fn create_interpreter_pass() -> Box<dyn Pass> {
    Box::new(InterpreterPass::default())
}

impl Pass for InterpreterPass {
    fn argument(&self) -> &'static str {
        "transform-interpreter"
    }

    fn description(&self) -> &'static str {
        "transform dialect interpreter"
    }

    fn name(&self) -> &'static str {
        "InterpreterPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "entry-point" => self.entry_point = value.to_string(),
            "disable-expensive-checks" => {
                self.options.disable_expensive_checks = strata_pass::parse_bool_option(name, value)?;
            }
            "debug-payload-root-tag" | "debug-bind-trailing-args" => {
                return Err(format!("option '{name}' is not supported"));
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "debug-bind-trailing-args={{}} debug-payload-root-tag= disable-expensive-checks={} entry-point={}",
            self.options.disable_expensive_checks, self.entry_point
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        op.with_standalone_mut(|body, root| self.run_on_root(ctx, body, root))
    }
}

impl InterpreterPass {
    fn run_on_root(&self, ctx: &Context, body: &mut Body, root: OpId) -> LogicalResult {
        let Some((entry_loc, library)) = collect_library(ctx, body, root, &self.entry_point) else {
            let loc = body.op_loc(root);
            ctx.emit(Diagnostic::error(
                loc,
                format!(
                    "could not find a nested named sequence with name: {}",
                    self.entry_point
                ),
            ));
            return Err(strata_ir::Failed);
        };
        let Some(entry) = library.get(&self.entry_point) else {
            return Err(ctx.emit_error(entry_loc, "missing entry point"));
        };
        let n_args = entry.entry().map_or(0, |b| entry.body.block_args(b).len());
        if n_args == 0 {
            return Err(ctx.emit_error(
                entry.loc,
                "'transform.named_sequence' op expects the entry block to have at least one argument",
            ));
        }
        let mut payload = Payload::new(body, root);
        let mut state = TransformState::default();
        let root_op = payload.root_op();
        let mut it = Interp {
            ctx,
            library: &library,
            payload: &mut payload,
            state: &mut state,
            options: &self.options,
            call_stack: Vec::new(),
        };
        let mut args = vec![Mapping::Ops(vec![root_op])];
        for _ in 1..n_args {
            args.push(Mapping::Ops(Vec::new()));
        }
        match it.apply_named_sequence(&self.entry_point, args, entry_loc) {
            Ok(_) => Ok(()),
            Err(e) => match e.report(ctx) {
                crate::Dsf::Success => Ok(()),
                _ => Err(strata_ir::Failed),
            },
        }
    }
}

/// Finds the entry point `entry` (the first named sequence of that name in
/// pre-order under `root`) and copies it and the named sequences beside it
/// into a library.
fn collect_library(
    ctx: &Context,
    body: &Body,
    root: OpId,
    entry: &str,
) -> Option<(strata_ir::Location, Library)> {
    let (b, entry_op) = find_sequence(ctx, body, root, entry)?;
    let mut library = Library::default();
    let siblings: Vec<OpId> = match b.op_block(entry_op) {
        Some(block) => b.block_ops(block).collect(),
        None => vec![entry_op],
    };
    for s in siblings {
        if ctx.op_name_str(b.op_name(s)) != "transform.named_sequence" {
            continue;
        }
        let seq = copy_sequence(ctx, b, s);
        library.sequences.entry(seq.name.clone()).or_insert(seq);
    }
    Some((b.op_loc(entry_op), library))
}

/// The first named sequence called `name` under `op` (included), in
/// pre-order, with the body holding it.
fn find_sequence<'b>(ctx: &Context, body: &'b Body, op: OpId, name: &str) -> Option<(&'b Body, OpId)> {
    if ctx.op_name_str(body.op_name(op)) == "transform.named_sequence"
        && OpRef::new(ctx, body, op)
            .attr("sym_name")
            .and_then(|a| ctx.string_attr_value(a))
            == Some(name)
    {
        return Some((body, op));
    }
    let (rb, regions) = body.op_regions(op);
    for &r in regions {
        for b in rb.region_blocks(r) {
            for inner in rb.block_ops(b) {
                if let Some(found) = find_sequence(ctx, rb, inner, name) {
                    return Some(found);
                }
            }
        }
    }
    None
}

/// A named sequence copied out of the payload.
pub fn copy_sequence(ctx: &Context, body: &Body, op: OpId) -> Sequence {
    let opref = OpRef::new(ctx, body, op);
    let name = opref
        .attr("sym_name")
        .and_then(|a| ctx.string_attr_value(a))
        .unwrap_or("")
        .to_string();
    let (inputs, outputs) = fi::signature(opref, DEFAULT_NAMES);
    let consumed_args = (0..inputs.len())
        .map(|i| arg_has_attr(opref, i, "transform.consumed"))
        .collect();
    let child = body.child_body(op).cloned().unwrap_or_default();
    let is_declaration = child
        .root_regions()
        .first()
        .is_none_or(|&r| child.region_is_empty(r));
    Sequence {
        name,
        loc: body.op_loc(op),
        body: child,
        consumed_args,
        result_types: outputs.to_vec(),
        is_declaration,
    }
}

/// Named sequences by name, for tools that load libraries.
pub type SequenceMap = FxHashMap<String, Sequence>;
