//! Outlining an op with one region into a function (MLIR's
//! `wrapInExecuteRegion` and `outlineSingleBlockRegion`), and the
//! transform op `transform.loop.outline` built on it.
//!
//! The op is first wrapped in an `scf.execute_region` yielding its
//! results; the region's content then moves into a new `func.func`, placed
//! before the enclosing function, taking the values the region uses from
//! above as arguments (in the order a post-order walk meets them); the
//! region calls it. Index constants among those values are also cloned at
//! the start of the function, where they replace the argument's uses.
//!
//! `outline_single_block_region` moves a region's single block into a new
//! function instead (MLIR's `outlineSingleBlockRegion`), the region keeping
//! a call to it; `test-scf-if-utils` applies it to `scf.if` regions.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_dialect_transform::ops::OP_HANDLE;
use strata_dialect_transform::{interpreter::consumes_first, Dsf, Interp, PayloadOp, TransformOpInterface};
use strata_ir::slice_analysis;
use strata_ir::{
    Body, Context, Diagnostic, InsertPoint, IrMapping, Location, OpId, OpRef, OperationState, RegionId, Type,
    ValueDef, ValueId, WalkOrder, WalkResult,
};
use strata_ods::constraints::attrs;

strata_ods::op! {
    /// Outlines each target op (any op with one region, a loop for
    /// instance) into a new function named after `func_name` (made unique
    /// in the symbol table, `name_0`, `name_1`, ...), placed before the
    /// enclosing function, and replaces it by an `scf.execute_region`
    /// calling it. Results: the functions and the calls, in target order.
    pub LoopOutlineOp(LOOP_OUTLINE, "transform.loop.outline") {
        operands(target: single(OP_HANDLE))
        results(function: single(OP_HANDLE), call: single(OP_HANDLE))
        attributes(func_name: str = required(attrs::STR_ATTR))
        summary: "Outlines a loop into a named function",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %f, %call = transform.loop.outline %loops {func_name = \"body\"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_outline,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &OUTLINE_CONDITIONS],
    }
}

/// What outlining one op produced.
pub struct Outlined {
    /// The new function, in the body holding the enclosing function.
    pub function: OpId,
    /// The call, in the body of the outlined op.
    pub call: OpId,
}

/// The values `root` or an op nested in it uses that are defined outside
/// it: those its regions use from above, then its own operands, each once.
fn used_values_defined_above(body: &Body, root: OpId) -> Vec<ValueId> {
    let mut out = slice_analysis::used_values_defined_above(body, root);
    let mut seen: FxHashSet<ValueId> = out.iter().copied().collect();
    out.extend(body.operands(root).filter(|&v| seen.insert(v)));
    out
}

/// Whether `v` is the result of an `arith.constant` of index type.
fn constant_index_op(ctx: &Context, body: &Body, v: ValueId) -> Option<OpId> {
    let d = body.defining_op(v)?;
    (ctx.op_name_str(body.op_name(d)) == "arith.constant" && body.value_type(v) == ctx.index_type())
        .then_some(d)
}

/// The function body holding a clone of `op` of `body`: its entry block
/// takes `captures`, index constants among them are cloned at its start,
/// and it returns the clone's results. Also returns the body's region.
fn function_body(
    ctx: &Context,
    body: &Body,
    op: OpId,
    captures: &[ValueId],
    loc: Location,
) -> (Body, strata_ir::RegionId) {
    let mut fb = Body::new();
    let region = fb.create_region();
    let entry = fb.create_block();
    fb.append_block(region, entry);
    let mut map = IrMapping::new();
    for &v in captures {
        let a = fb.add_block_arg(entry, body.value_type(v), body.value_loc(v));
        map.map_value(v, a);
    }
    // Each constant goes to the start of the block, so the last capture's
    // comes first, as in MLIR.
    for &v in captures {
        if let Some(c) = constant_index_op(ctx, body, v) {
            let copy = fb.clone_op_from(body, c, &mut IrMapping::new());
            fb.insert_op(InsertPoint::Start(entry), copy);
            map.map_value(v, fb.result(copy, 0));
        }
    }
    let clone = fb.clone_op_from(body, op, &mut map);
    fb.append_op(entry, clone);
    let mut ret = OperationState::new(ctx.op_name("func.return"), loc);
    ret.operands = fb.results(clone).collect();
    let r = fb.create_op(ret);
    fb.append_op(entry, r);
    (fb, region)
}

/// Wraps `op` (of `body`, with one region) in an `scf.execute_region`
/// whose region calls `callee` with `captures` and yields the results;
/// `op` is erased. Returns the call.
fn replace_by_call(ctx: &Context, body: &mut Body, op: OpId, callee: &str, captures: &[ValueId]) -> OpId {
    let loc = body.op_loc(op);
    let types: Vec<Type> = body.result_types(op).collect();
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    let mut exec = OperationState::new(ctx.op_name("scf.execute_region"), loc);
    exec.result_types = types.clone();
    exec.regions = vec![region];
    let exec = body.create_op(exec);
    body.insert_op(InsertPoint::Before(op), exec);
    let mut call = OperationState::new(ctx.op_name("func.call"), loc);
    call.operands = captures.to_vec();
    call.result_types = types;
    call.properties = Some(ctx.dictionary_attr(&[(ctx.ident("callee"), ctx.flat_symbol_ref_attr(callee))]));
    let call = body.create_op(call);
    body.append_op(block, call);
    let mut yield_ = OperationState::new(ctx.op_name("scf.yield"), loc);
    yield_.operands = body.results(call).collect();
    let y = body.create_op(yield_);
    body.append_op(block, y);
    let olds: Vec<ValueId> = body.results(op).collect();
    let news: Vec<ValueId> = body.results(exec).collect();
    for (o, n) in olds.into_iter().zip(news) {
        body.replace_all_uses_with(o, n);
    }
    body.erase_op(op);
    call
}

/// The symbol names of the ops of `module`'s top-level blocks.
fn symbol_names(ctx: &Context, module: &Body) -> FxHashSet<String> {
    let mut names = FxHashSet::default();
    for &r in module.root_regions() {
        for b in module.region_blocks(r) {
            for o in module.block_ops(b) {
                if let Some(n) = module
                    .op_attr(ctx, o, "sym_name")
                    .and_then(|a| ctx.string_attr_value(a))
                {
                    names.insert(n.to_string());
                }
            }
        }
    }
    names
}

/// A symbol name not in `taken`: `base`, or `base_N` with the first free
/// `N` from `counter` on (MLIR's symbol table renaming).
fn unique_name(base: &str, taken: &FxHashSet<String>, counter: &mut u32) -> String {
    if !taken.contains(base) {
        return base.to_string();
    }
    loop {
        let candidate = format!("{base}_{counter}");
        *counter += 1;
        if !taken.contains(&candidate) {
            return candidate;
        }
    }
}

fn apply_outline(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let base = script
        .op_attr(ctx, op, "func_name")
        .and_then(|a| ctx.string_attr_value(a))
        .unwrap_or("")
        .to_string();
    let mut functions = Vec::new();
    let mut calls = Vec::new();
    // Per symbol table (by the key of its body): the names taken and the
    // renaming counter, kept across targets.
    let mut tables: FxHashMap<strata_dialect_transform::BodyKey, (FxHashSet<String>, u32)> =
        FxHashMap::default();
    for t in it.operand_ops(script, op, 0) {
        let target_loc = it.op_loc(t);
        let failed = |msg: &str| {
            let mut d = Diagnostic::error(loc, msg);
            d.attach_note(target_loc, "target op");
            Dsf::Silenceable(vec![d])
        };
        // The enclosing function owns the target's body; the function's
        // body (the symbol table) receives the new function.
        let path = it.payload.path(t.body).to_vec();
        let Some((&func, outer)) = path.split_last() else {
            return failed("failed to outline");
        };
        let module_key = it.payload.key_of_path(outer);
        let Some(module) = it.payload.body_mut(module_key) else {
            continue;
        };
        if ctx.op_name_str(module.op_name(func)) != "func.func" {
            return failed("failed to outline");
        }
        let (taken, counter) = tables
            .entry(module_key)
            .or_insert_with(|| (symbol_names(ctx, module), 0));
        let name = unique_name(&base, taken, counter);
        let Some(outlined) = outline_op(ctx, module, func, t.op, &name) else {
            return failed("failed to outline");
        };
        taken.insert(name);
        functions.push(PayloadOp {
            body: module_key,
            op: outlined.function,
        });
        calls.push(PayloadOp {
            body: t.body,
            op: outlined.call,
        });
    }
    match it.set_result_ops(script, op, 0, functions) {
        Dsf::Success => it.set_result_ops(script, op, 1, calls),
        other => other,
    }
}

/// Outlines `op` of `body` as [`LoopOutlineOp`] does, into a function
/// named `name` created in `module` (the body holding `func`, the
/// function whose body `body` is), before `func`.
pub fn outline_op(ctx: &Context, module: &mut Body, func: OpId, op: OpId, name: &str) -> Option<Outlined> {
    let body = module.child_body(func)?;
    if body.regions_in_body(op).len() != 1 || body.child_body(op).is_some() {
        return None;
    }
    let loc = body.op_loc(op);
    let captures = used_values_defined_above(body, op);
    let result_types: Vec<Type> = body.result_types(op).collect();
    let input_types: Vec<Type> = captures.iter().map(|&v| body.value_type(v)).collect();
    let (fbody, region) = function_body(ctx, body, op, &captures, loc);
    let mut st = OperationState::new(ctx.op_name("func.func"), loc);
    st.properties = Some(ctx.dictionary_attr(&[
        (
            ctx.ident("function_type"),
            ctx.type_attr(ctx.function_type(&input_types, &result_types)),
        ),
        (ctx.ident("sym_name"), ctx.string_attr(name)),
    ]));
    st.regions = vec![region];
    st.child = Some(Box::new(fbody));
    let function = module.create_op(st);
    module.insert_op(InsertPoint::Before(func), function);
    let body = module.child_body_mut(func)?;
    let call = replace_by_call(ctx, body, op, name, &captures);
    Some(Outlined { function, call })
}

/// The outlined function and its call.
const OUTLINE_CONDITIONS: strata_pass::conditions::Conditions =
    strata_pass::conditions::Conditions::introducing(&[
        "func.func",
        "func.return",
        "func.call",
        "scf.execute_region",
        "scf.yield",
        "arith.constant",
    ]);

/// The values ops in `region` of `body` use that are defined outside it,
/// each once, in the order a post-order walk of the region meets them
/// (MLIR's `getUsedValuesDefinedAbove` on one region).
fn region_captures(body: &Body, region: RegionId) -> Vec<ValueId> {
    let inside = |r: Option<RegionId>| r.is_some_and(|r| body.is_region_ancestor(region, r));
    let defined_inside = |v: ValueId| match body.value_def(v) {
        ValueDef::Result(d, _) => inside(body.op_block(d).and_then(|b| body.block_region(b))),
        ValueDef::BlockArg(b, _) => inside(body.block_region(b)),
        ValueDef::Placeholder => false,
    };
    let mut seen = FxHashSet::default();
    let mut out = Vec::new();
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            body.walk(op, WalkOrder::PostOrder, &mut |o| {
                out.extend(body.operands(o).filter(|&v| !defined_inside(v) && seen.insert(v)));
                WalkResult::Advance
            });
        }
    }
    out
}

/// Outlines the single block of `region` (in `body`, a function's body)
/// into a new function named `name` at `loc` (MLIR's
/// `outlineSingleBlockRegion`): the function takes the block's arguments
/// and the values the region uses from above, runs the block's ops and
/// returns what its terminator passed on; the region keeps a call to it
/// and its terminator, which now passes on the call's results. Returns
/// the new function, for the caller to insert before the enclosing
/// function; `None` if the region has not exactly one block ending in a
/// terminator.
pub fn outline_single_block_region(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    name: &str,
    loc: Location,
) -> Option<OperationState> {
    let mut blocks = body.region_blocks(region);
    let (Some(block), None) = (blocks.next(), blocks.next()) else {
        return None;
    };
    let terminator = body.last_op(block)?;
    let captures = region_captures(body, region);
    let args: Vec<ValueId> = body.block_args(block).iter().copied().chain(captures).collect();
    let result_types: Vec<Type> = body.operands(terminator).map(|v| body.value_type(v)).collect();
    let input_types: Vec<Type> = args.iter().map(|&v| body.value_type(v)).collect();
    // The function: the block's ops cloned over the new arguments.
    let mut fb = Body::new();
    let fregion = fb.create_region();
    let entry = fb.create_block();
    fb.append_block(fregion, entry);
    let mut map = IrMapping::new();
    for &v in &args {
        let a = fb.add_block_arg(entry, body.value_type(v), body.value_loc(v));
        map.map_value(v, a);
    }
    let ops: Vec<OpId> = body.block_ops(block).filter(|&o| o != terminator).collect();
    for &o in &ops {
        let c = fb.clone_op_from(body, o, &mut map);
        fb.append_op(entry, c);
    }
    let mut ret = OperationState::new(ctx.op_name("func.return"), body.op_loc(terminator));
    ret.operands = body
        .operands(terminator)
        .map(|v| map.get_value(v).unwrap_or(v))
        .collect();
    let r = fb.create_op(ret);
    fb.append_op(entry, r);
    // The region: a call, its results passed on by the terminator.
    let mut call = OperationState::new(ctx.op_name("func.call"), loc);
    call.operands = args;
    call.result_types = result_types.clone();
    call.properties = Some(ctx.dictionary_attr(&[(ctx.ident("callee"), ctx.flat_symbol_ref_attr(name))]));
    let call = body.create_op(call);
    body.insert_op(InsertPoint::Before(terminator), call);
    for i in 0..result_types.len() {
        let v = body.result(call, i);
        body.set_operand(terminator, i, v);
    }
    for &o in ops.iter().rev() {
        body.erase_op(o);
    }
    let mut st = OperationState::new(ctx.op_name("func.func"), loc);
    st.properties = Some(ctx.dictionary_attr(&[
        (
            ctx.ident("function_type"),
            ctx.type_attr(ctx.function_type(&input_types, &result_types)),
        ),
        (ctx.ident("sym_name"), ctx.string_attr(name)),
    ]));
    st.regions = vec![fregion];
    st.child = Some(Box::new(fb));
    Some(st)
}

/// `test-scf-if-utils`: outlines the then and (non-empty) else regions of
/// every `scf.if` of the module's functions, numbered through the module
/// in post-order, into `outlined_then<N>` and `outlined_else<N>`, placed
/// before the enclosing function (MLIR's `outlineIfOp`).
#[derive(Default)]
pub struct TestScfIfUtils;

impl strata_pass::Pass for TestScfIfUtils {
    fn argument(&self) -> &'static str {
        "test-scf-if-utils"
    }
    fn description(&self) -> &'static str {
        "test scf.if utils"
    }
    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestSCFIfUtilsPass"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn run(&self, ctx: &Context, op: &mut strata_ir::IsolatedOpMut<'_>) -> strata_ir::LogicalResult {
        let module = op.body();
        let functions: Vec<OpId> = module
            .root_regions()
            .iter()
            .flat_map(|&r| module.region_blocks(r))
            .flat_map(|b| module.block_ops(b))
            .filter(|&o| module.child_body(o).is_some())
            .collect();
        let if_name = ctx.op_name("scf.if");
        let mut count = 0;
        for f in functions {
            let Some(fbody) = module.child_body_mut(f) else {
                continue;
            };
            // MLIR's walk is post-order: nested ifs first.
            let mut order = Vec::new();
            for &r in fbody.root_regions() {
                for b in fbody.region_blocks(r) {
                    for top in fbody.block_ops(b) {
                        order.extend(
                            fbody
                                .collect_post_order(top)
                                .into_iter()
                                .filter(|&o| fbody.op_name(o) == if_name),
                        );
                    }
                }
            }
            let mut created = Vec::new();
            for i in order {
                let loc = fbody.op_loc(i);
                let regions = fbody.regions_in_body(i).to_vec();
                let names = [format!("outlined_then{count}"), format!("outlined_else{count}")];
                count += 1;
                for (k, &r) in regions.iter().enumerate().take(2) {
                    if k == 1 && fbody.region_blocks(r).next().is_none() {
                        continue;
                    }
                    match outline_single_block_region(ctx, fbody, r, &names[k], loc) {
                        Some(st) => created.push(st),
                        None => {
                            let at = OpRef::new(ctx, fbody, i);
                            return Err(at.emit_error("could not outline the region"));
                        }
                    }
                }
            }
            for st in created {
                let new = module.create_op(st);
                module.insert_op(InsertPoint::Before(f), new);
            }
        }
        Ok(())
    }
}
