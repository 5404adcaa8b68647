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
    /// `debug-bind-trailing-args`: what the entry point's arguments after
    /// the first are bound to.
    trailing: Vec<String>,
}

impl Default for InterpreterPass {
    fn default() -> Self {
        InterpreterPass {
            entry_point: "__transform_main".into(),
            options: InterpreterOptions::default(),
            trailing: Vec::new(),
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
            "debug-bind-trailing-args" => {
                self.trailing = strata_pass::split_option_list(value)
                    .into_iter()
                    .map(str::to_string)
                    .collect();
            }
            "debug-payload-root-tag" => {
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
            ctx.emit_op_diagnostic(
                OpRef::new(ctx, body, root),
                Diagnostic::error(
                    loc,
                    format!(
                        "could not find a nested named sequence with name: {}",
                        self.entry_point
                    ),
                ),
            );
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
            scope: Vec::new(),
        };
        let mut args = vec![Mapping::Ops(vec![root_op])];
        if n_args - 1 != self.trailing.len() {
            return Err(ctx.emit_error(
                entry.loc,
                format!(
                    "operation expects {} extra value bindings, but {} were provided to the interpreter",
                    n_args - 1,
                    self.trailing.len()
                ),
            ));
        }
        let entry_args: Vec<strata_ir::ValueId> = entry
            .entry()
            .map(|b| entry.body.block_args(b).to_vec())
            .unwrap_or_default();
        for (spec, &arg) in self.trailing.iter().zip(entry_args.iter().skip(1)) {
            let m = bind_trailing(ctx, it.payload, spec);
            let kind = crate::types::handle_kind(ctx, entry.body.value_type(arg));
            let wrong = match (kind, &m) {
                (crate::types::HandleKind::Op, Mapping::Ops(_))
                | (crate::types::HandleKind::Param, Mapping::Params(_))
                | (crate::types::HandleKind::Value, Mapping::Values(_)) => None,
                (crate::types::HandleKind::Op, _) => {
                    Some("wrong kind of value provided for top-level operation handle")
                }
                (crate::types::HandleKind::Param, _) => {
                    Some("wrong kind of value provided for top-level parameter")
                }
                (crate::types::HandleKind::Value, _) => {
                    Some("wrong kind of value provided for the top-level value handle")
                }
            };
            if let Some(msg) = wrong {
                return Err(ctx.emit_error(entry.body.value_loc(arg), msg));
            }
            args.push(m);
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

/// What a `debug-bind-trailing-args` entry binds: `#1;2` parameters,
/// `^name` the results of the payload ops named `name`, `name` those ops.
fn bind_trailing(ctx: &Context, payload: &mut Payload<'_>, spec: &str) -> Mapping {
    if let Some(ints) = spec.strip_prefix('#') {
        return Mapping::Params(
            ints.split(';')
                .filter_map(|v| v.trim().parse::<i64>().ok())
                .map(|v| ctx.integer_attr(ctx.i64(), v))
                .collect(),
        );
    }
    let (values, name) = match spec.strip_prefix('^') {
        Some(n) => (true, n),
        None => (false, spec),
    };
    let root = payload.root_op();
    let ops: Vec<crate::PayloadOp> = payload
        .nested_ops(root, true, true)
        .into_iter()
        .filter(|p| {
            payload
                .body(p.body)
                .is_some_and(|b| ctx.op_name_str(b.op_name(p.op)) == name)
        })
        .collect();
    if !values {
        return Mapping::Ops(ops);
    }
    let mut out = Vec::new();
    for p in ops {
        if let Some(b) = payload.body(p.body) {
            out.extend(b.results(p.op).map(|v| crate::PayloadValue {
                body: p.body,
                value: v,
            }));
        }
    }
    Mapping::Values(out)
}

/// Finds the entry point `entry` (in the root's own symbol table, or else
/// the first named sequence of that name under the root, in pre-order)
/// and copies it and the named sequences of its symbol table, with those of
/// the modules nested in it, into a library.
pub fn collect_library(
    ctx: &Context,
    body: &Body,
    root: OpId,
    entry: &str,
) -> Option<(strata_ir::Location, Library)> {
    let (b, entry_op) =
        find_in_table(ctx, body, root, entry).or_else(|| find_sequence(ctx, body, root, entry))?;
    let mut library = Library::default();
    match b.op_block(entry_op) {
        Some(block) => add_table(ctx, b, block, &[], &mut library),
        None => {
            let seq = copy_sequence(ctx, b, entry_op, Vec::new());
            library.sequences.insert(seq.name.clone(), seq);
        }
    }
    Some((b.op_loc(entry_op), library))
}

/// Adds the named sequences of symbol-table block `block` (under module
/// path `scope`) and of the named modules in it.
fn add_table(ctx: &Context, body: &Body, block: strata_ir::BlockId, scope: &[String], library: &mut Library) {
    for s in body.block_ops(block) {
        let opref = OpRef::new(ctx, body, s);
        let name = opref.attr("sym_name").and_then(|a| ctx.string_attr_value(a));
        match opref.name_str() {
            "transform.named_sequence" => {
                let seq = copy_sequence(ctx, body, s, scope.to_vec());
                let mut key: Vec<&str> = scope.iter().map(String::as_str).collect();
                key.push(&seq.name);
                library.sequences.entry(key.join("::")).or_insert(seq);
            }
            "builtin.module" => {
                let Some(name) = name else {
                    continue;
                };
                let (rb, regions) = body.op_regions(s);
                let Some(inner) = regions.first().and_then(|&r| rb.region_entry(r)) else {
                    continue;
                };
                let mut inner_scope = scope.to_vec();
                inner_scope.push(name.to_string());
                add_table(ctx, rb, inner, &inner_scope, library);
            }
            _ => {}
        }
    }
}

/// The named sequence `name` directly in the symbol table `op`, if `op`
/// is one.
fn find_in_table<'b>(ctx: &Context, body: &'b Body, op: OpId, name: &str) -> Option<(&'b Body, OpId)> {
    let (rb, regions) = body.op_regions(op);
    let block = rb.region_entry(*regions.first()?)?;
    rb.block_ops(block)
        .find(|&s| {
            ctx.op_name_str(rb.op_name(s)) == "transform.named_sequence"
                && OpRef::new(ctx, rb, s)
                    .attr("sym_name")
                    .and_then(|a| ctx.string_attr_value(a))
                    == Some(name)
        })
        .map(|s| (rb, s))
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
pub fn copy_sequence(ctx: &Context, body: &Body, op: OpId, scope: Vec<String>) -> Sequence {
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
        scope,
    }
}

/// Named sequences by name, for tools that load libraries.
pub type SequenceMap = FxHashMap<String, Sequence>;
