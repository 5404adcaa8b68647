//! The `transform-interpreter` pass: finds the entry point, a
//! `transform.named_sequence` (`@__transform_main` unless told otherwise),
//! and applies it to the op the pass runs on.

use strata_ir::function_interface::{self as fi, DEFAULT_NAMES};
use strata_ir::{Body, Context, Diagnostic, IsolatedOpMut, LogicalResult, OpId, OpRef};
use strata_pass::Pass;

use crate::interpreter::{Interp, InterpreterOptions, Library, Sequence};
use crate::ops::structure::arg_has_attr;
use crate::payload::Payload;
use crate::state::{Mapping, TransformState};
use crate::types::HandleKind;

/// `transform-interpreter`.
#[derive(Clone, Debug)]
pub struct InterpreterPass {
    entry_point: String,
    options: InterpreterOptions,
    /// What the entry point's arguments after the first are bound to
    /// (`debug-bind-trailing-args`): `#1;2` parameters, `^name` the
    /// results of the ops named `name`, `name` those ops.
    trailing_args: Vec<String>,
    /// The payload root is the first op (in pre-order) whose
    /// `transform.target_tag` is this, when set.
    payload_root_tag: String,
}

impl Default for InterpreterPass {
    fn default() -> Self {
        InterpreterPass {
            entry_point: "__transform_main".into(),
            options: InterpreterOptions::default(),
            trailing_args: Vec::new(),
            payload_root_tag: String::new(),
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
                self.trailing_args = strata_pass::split_option_list(value)
                    .into_iter()
                    .map(str::to_string)
                    .collect();
            }
            "debug-payload-root-tag" => self.payload_root_tag = value.to_string(),
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "debug-bind-trailing-args={{{}}} debug-payload-root-tag={} disable-expensive-checks={} entry-point={}",
            self.trailing_args.join(","),
            self.payload_root_tag,
            self.options.disable_expensive_checks,
            self.entry_point
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        op.with_standalone_mut(|body, root| self.run_on_root(ctx, body, root))
    }
}

impl InterpreterPass {
    fn run_on_root(&self, ctx: &Context, body: &mut Body, root: OpId) -> LogicalResult {
        // The payload's own sequences first; preloaded libraries define
        // what it does not (or only declares).
        let local = collect_library(ctx, body, root, &self.entry_point);
        let found = crate::preload::with_preloaded(ctx, |libraries| {
            let mut preloaded = Library::default();
            for lib in libraries {
                add_script_sequences(ctx, lib, &mut preloaded);
            }
            let (loc, mut library) = match local {
                Some(found) => found,
                None => {
                    let seq = preloaded.get(&self.entry_point)?;
                    (seq.loc, Library::default())
                }
            };
            for (k, seq) in preloaded.sequences {
                match library.get(&k) {
                    Some(existing) if !existing.is_declaration && !seq.is_declaration => {
                        // Two public definitions cannot be merged; a
                        // private one of the library stays out.
                        if !existing.private && !seq.private {
                            let mut d =
                                Diagnostic::error(existing.loc, format!("doubly defined symbol @{k}"));
                            d.attach_note(seq.loc, "previously defined here");
                            ctx.emit(d);
                            return Some(Err(()));
                        }
                    }
                    Some(existing) if !existing.is_declaration => {}
                    _ => {
                        library.payload_paths.remove(&k);
                        library.sequences.insert(k, seq);
                    }
                }
            }
            Some(Ok((loc, library)))
        });
        let found = match found {
            Some(Err(())) => {
                return Err(ctx.emit_error(body.op_loc(root), "failed to merge symbols"));
            }
            Some(Ok(found)) => Some(found),
            None => None,
        };
        let Some((entry_loc, library)) = found else {
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
        let mut root_op = payload.root_op();
        if !self.payload_root_tag.is_empty() {
            root_op = self.tagged_root(ctx, &mut payload, root_op)?;
        }
        let mut args = vec![Mapping::Ops(vec![root_op])];
        args.extend(self.trailing_bindings(ctx, &mut payload, root_op)?);
        check_entry_bindings(ctx, entry, &args)?;
        run_entry(
            ctx,
            &library,
            &mut payload,
            &self.options,
            &self.entry_point,
            args,
            entry_loc,
        )
    }
}

impl InterpreterPass {
    /// The op under `root` (included) tagged with
    /// `debug-payload-root-tag`; more than one is an error.
    fn tagged_root(
        &self,
        ctx: &Context,
        payload: &mut Payload<'_>,
        root: crate::PayloadOp,
    ) -> Result<crate::PayloadOp, strata_ir::Failed> {
        let tag = self.payload_root_tag.as_str();
        let loc = |payload: &Payload<'_>, p: crate::PayloadOp| {
            payload
                .body(p.body)
                .map_or_else(|| ctx.unknown_loc(), |b| b.op_loc(p.op))
        };
        let mut found: Option<crate::PayloadOp> = None;
        // In post-order, as MLIR walks: an op is found after those nested
        // in it.
        for p in payload.nested_ops(root, true, true) {
            let tagged = payload.body(p.body).is_some_and(|b| {
                b.op_attr(ctx, p.op, "transform.target_tag")
                    .and_then(|a| ctx.string_attr_value(a))
                    == Some(tag)
            });
            if !tagged {
                continue;
            }
            if let Some(previous) = found {
                let mut d = Diagnostic::error(
                    loc(payload, p),
                    format!("repeated operation with the target tag '{tag}'"),
                );
                d.attach_note(loc(payload, previous), "previously seen operation");
                ctx.emit(d);
                return Err(strata_ir::Failed);
            }
            found = Some(p);
        }
        found.ok_or_else(|| {
            ctx.emit_error(
                loc(payload, root),
                format!("could not find the operation with transform.target_tag=\"{tag}\" attribute"),
            )
        })
    }

    /// The payload `debug-bind-trailing-args` names, in the payload under
    /// `root` (the ops in post-order, as MLIR walks them).
    fn trailing_bindings(
        &self,
        ctx: &Context,
        payload: &mut Payload<'_>,
        root: crate::PayloadOp,
    ) -> Result<Vec<Mapping>, strata_ir::Failed> {
        if self.trailing_args.is_empty() {
            return Ok(Vec::new());
        }
        let ops = payload.nested_ops(root, true, true);
        let named = |payload: &Payload<'_>, name: &str| -> Vec<crate::PayloadOp> {
            ops.iter()
                .copied()
                .filter(|p| {
                    payload
                        .body(p.body)
                        .is_some_and(|b| ctx.op_name_str(b.op_name(p.op)) == name)
                })
                .collect()
        };
        let mut out = Vec::new();
        for arg in &self.trailing_args {
            if let Some(list) = arg.strip_prefix('#') {
                let mut params = Vec::new();
                for v in list.split(';') {
                    let Ok(n) = v.trim().parse::<i64>() else {
                        return Err(ctx.emit_error(
                            ctx.unknown_loc(),
                            format!("expected an integer parameter in '{arg}'"),
                        ));
                    };
                    params.push(ctx.integer_attr(ctx.i64(), n));
                }
                out.push(Mapping::Params(params));
            } else if let Some(name) = arg.strip_prefix('^') {
                let values = named(payload, name)
                    .into_iter()
                    .flat_map(|p| {
                        payload
                            .body(p.body)
                            .map(|b| b.results(p.op).collect::<Vec<_>>())
                            .unwrap_or_default()
                            .into_iter()
                            .map(move |value| crate::PayloadValue { body: p.body, value })
                    })
                    .collect();
                out.push(Mapping::Values(values));
            } else {
                out.push(Mapping::Ops(named(payload, arg)));
            }
        }
        Ok(out)
    }
}

/// Checks that the entry point takes one argument per binding, each of
/// the binding's kind.
fn check_entry_bindings(ctx: &Context, entry: &Sequence, args: &[Mapping]) -> LogicalResult {
    let Some(block) = entry.entry() else {
        return Ok(());
    };
    let params = entry.body.block_args(block);
    if params.len() != args.len() {
        return Err(ctx.emit_error(
            entry.loc,
            format!(
                "operation expects {} extra value bindings, but {} were provided to the interpreter",
                params.len().saturating_sub(1),
                args.len() - 1
            ),
        ));
    }
    for (&p, m) in params.iter().zip(args).skip(1) {
        let message = match (crate::types::handle_kind(ctx, entry.body.value_type(p)), m) {
            (HandleKind::Op, Mapping::Ops(_))
            | (HandleKind::Param, Mapping::Params(_))
            | (HandleKind::Value, Mapping::Values(_)) => continue,
            (HandleKind::Op, _) => "wrong kind of value provided for top-level operation handle",
            (HandleKind::Param, _) => "wrong kind of value provided for top-level parameter",
            (HandleKind::Value, _) => "wrong kind of value provided for the top-level value handle",
        };
        return Err(ctx.emit_error(entry.body.value_loc(p), message));
    }
    Ok(())
}

/// Finds the entry point `entry` (the first named sequence of that name in
/// pre-order under `root`) and copies it and the named sequences beside it
/// into a library.
pub fn collect_library(
    ctx: &Context,
    body: &Body,
    root: OpId,
    entry: &str,
) -> Option<(strata_ir::Location, Library)> {
    let mut path = Vec::new();
    let (b, entry_op) = find_entry(ctx, body, root, entry, &mut path)?;
    let mut library = Library::default();
    let siblings: Vec<OpId> = match b.op_block(entry_op) {
        Some(block) => b.block_ops(block).collect(),
        None => vec![entry_op],
    };
    collect_sequences(ctx, b, &siblings, "", &path, &mut library);
    Some((b.op_loc(entry_op), library))
}

/// Copies the named sequences among `ops` (of body `b`, under the
/// isolated ops of `path`) into `library`, and those of the symbol tables
/// among them under the names nested references give them
/// (`table::name`).
fn collect_sequences(
    ctx: &Context,
    b: &Body,
    ops: &[OpId],
    prefix: &str,
    path: &[OpId],
    library: &mut Library,
) {
    for &s in ops {
        let opref = OpRef::new(ctx, b, s);
        let Some(name) = opref.attr("sym_name").and_then(|a| ctx.string_attr_value(a)) else {
            continue;
        };
        let qualified = format!("{prefix}{name}");
        if opref.name_str() == "transform.named_sequence" {
            if library.sequences.contains_key(&qualified) {
                continue;
            }
            let mut seq = copy_sequence(ctx, b, s);
            seq.name = qualified.clone();
            seq.scope = prefix
                .split("::")
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect();
            let mut p = path.to_vec();
            p.push(s);
            library.payload_paths.insert(qualified.clone(), p);
            library.sequences.insert(qualified, seq);
        } else if opref
            .def()
            .is_some_and(|d| d.traits.contains(strata_ir::OpTraits::SYMBOL_TABLE))
        {
            let (rb, regions) = b.op_regions(s);
            let inner: Vec<OpId> = regions
                .iter()
                .flat_map(|&r| rb.region_blocks(r).flat_map(|blk| rb.block_ops(blk)))
                .collect();
            let mut p = path.to_vec();
            if b.child_body(s).is_some() {
                p.push(s);
            }
            collect_sequences(ctx, rb, &inner, &format!("{qualified}::"), &p, library);
        }
    }
}

/// The entry point `name`: a named sequence directly in `op`'s regions
/// takes precedence (MLIR looks the symbol up there first), then the
/// first one under `op` in pre-order.
fn find_entry<'b>(
    ctx: &Context,
    body: &'b Body,
    op: OpId,
    name: &str,
    path: &mut Vec<OpId>,
) -> Option<(&'b Body, OpId)> {
    let (rb, regions) = body.op_regions(op);
    for &r in regions {
        for blk in rb.region_blocks(r) {
            for inner in rb.block_ops(blk) {
                let o = OpRef::new(ctx, rb, inner);
                if o.name_str() == "transform.named_sequence"
                    && o.attr("sym_name").and_then(|a| ctx.string_attr_value(a)) == Some(name)
                {
                    if body.child_body(op).is_some() {
                        path.push(op);
                    }
                    return Some((rb, inner));
                }
            }
        }
    }
    find_sequence(ctx, body, op, name, path)
}

/// The first named sequence called `name` under `op` (included), in
/// pre-order, with the body holding it; `path` ends as the isolated ops
/// leading to that body.
fn find_sequence<'b>(
    ctx: &Context,
    body: &'b Body,
    op: OpId,
    name: &str,
    path: &mut Vec<OpId>,
) -> Option<(&'b Body, OpId)> {
    if ctx.op_name_str(body.op_name(op)) == "transform.named_sequence"
        && OpRef::new(ctx, body, op)
            .attr("sym_name")
            .and_then(|a| ctx.string_attr_value(a))
            == Some(name)
    {
        return Some((body, op));
    }
    // Named sequences live directly in symbol tables (their verifier
    // requires it), so only symbol tables are searched: function bodies,
    // most of a payload, are skipped.
    let is_table = OpRef::new(ctx, body, op)
        .def()
        .is_none_or(|d| d.traits.contains(strata_ir::OpTraits::SYMBOL_TABLE));
    if !is_table {
        return None;
    }
    let (rb, regions) = body.op_regions(op);
    let isolated = body.child_body(op).is_some();
    if isolated {
        path.push(op);
    }
    for &r in regions {
        for b in rb.region_blocks(r) {
            for inner in rb.block_ops(b) {
                if let Some(found) = find_sequence(ctx, rb, inner, name, path) {
                    return Some(found);
                }
            }
        }
    }
    if isolated {
        path.pop();
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
    let (inputs, _) = fi::signature(opref, DEFAULT_NAMES);
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
        scope: Vec::new(),
        private: opref
            .attr("sym_visibility")
            .and_then(|a| ctx.string_attr_value(a))
            == Some("private"),
        consumed_args,
        is_declaration,
    }
}

/// Applies the named sequence `entry` of the script `script` (a parsed
/// module holding `transform.with_named_sequence` modules, or named
/// sequences at its top) to the payload root: the first top-level op of
/// `top` (a parsed payload module). Diagnostics go to the context.
pub fn apply_script(ctx: &Context, top: &mut Body, script: &Body, entry: &str) -> LogicalResult {
    let mut library = Library::default();
    add_script_sequences(ctx, script, &mut library);
    let Some(seq) = library.get(entry) else {
        return Err(ctx.emit_error(
            ctx.unknown_loc(),
            format!("could not find a nested named sequence with name: {entry}"),
        ));
    };
    let loc = seq.loc;
    let Some(root) = top
        .root_regions()
        .first()
        .and_then(|&r| top.region_entry(r))
        .and_then(|b| top.first_op(b))
    else {
        return Err(ctx.emit_error(loc, "the payload is empty"));
    };
    let options = InterpreterOptions::default();
    let run = |body: &mut Body, root: OpId| -> LogicalResult {
        let mut payload = Payload::new(body, root);
        let args = vec![Mapping::Ops(vec![payload.root_op()])];
        run_entry(ctx, &library, &mut payload, &options, entry, args, loc)
    };
    match top.isolated_op_mut(root) {
        Some(mut iso) => iso.with_standalone_mut(|body, op| run(body, op)),
        None => run(top, root),
    }
}

/// Applies the library's sequence `entry` to `args` on `payload`,
/// reporting a failure that is left.
fn run_entry(
    ctx: &Context,
    library: &Library,
    payload: &mut Payload<'_>,
    options: &InterpreterOptions,
    entry: &str,
    args: Vec<Mapping>,
    loc: strata_ir::Location,
) -> LogicalResult {
    let mut state = TransformState::default();
    let mut it = Interp {
        ctx,
        library,
        payload,
        state: &mut state,
        options,
        call_stack: Vec::new(),
        scope: Vec::new(),
        running: Vec::new(),
    };
    match it.apply_named_sequence(entry, args, loc) {
        Ok(_) => Ok(()),
        Err(e) => match e.report(ctx) {
            crate::Dsf::Success => Ok(()),
            _ => Err(strata_ir::Failed),
        },
    }
}

/// Adds to `library` the named sequences of a parsed script or library
/// file: those at its top and those of its top-level modules.
fn add_script_sequences(ctx: &Context, script: &Body, library: &mut Library) {
    for &r in script.root_regions() {
        for b in script.region_blocks(r) {
            let tops: Vec<OpId> = script.block_ops(b).collect();
            collect_sequences(ctx, script, &tops, "", &[], library);
            for t in tops {
                let (rb, regions) = script.op_regions(t);
                let inner: Vec<OpId> = regions
                    .iter()
                    .flat_map(|&r| rb.region_blocks(r).flat_map(|blk| rb.block_ops(blk)))
                    .collect();
                collect_sequences(ctx, rb, &inner, "", &[], library);
            }
        }
    }
}
