//! Transform ops changing a function's signature together with its calls:
//! `transform.func.replace_func_signature` (arguments and results
//! permuted) and `transform.func.deduplicate_func_args` (arguments its one
//! call passes the same value for merged). Both work on a module handle
//! and the function named in it; the function keeps its place and its
//! other attributes, argument and result attributes follow their
//! arguments and results.

use strata_dialect_transform::ops::OP_HANDLE;
use strata_dialect_transform::{interpreter::consumes_first, Dsf, Interp, PayloadOp, TransformOpInterface};
use strata_ir::{AttrKind, Attribute, Body, Context, OpId, OpRef, OperationState, Type, ValueId, WalkResult};
use strata_ods::constraints::attrs;

strata_ods::op! {
    /// Permutes the arguments and results of the function `function_name`
    /// of the one module given: new argument `i` is old argument
    /// `args_interchange[i]`, likewise for results. With
    /// `adjust_func_calls`, the calls of the function in the module are
    /// permuted the same way. Consumes the module handle; returns the
    /// module and the function.
    pub ReplaceFuncSignatureOp(REPLACE_FUNC_SIGNATURE, "transform.func.replace_func_signature") {
        operands(module: single(OP_HANDLE))
        results(transformed_module: single(OP_HANDLE), transformed_function: single(OP_HANDLE))
        attributes(
            function_name: attr = required(attrs::SYMBOL_REF_ATTR),
            args_interchange: attr = required(attrs::DENSE_I32_ARRAY_ATTR),
            results_interchange: attr = required(attrs::DENSE_I32_ARRAY_ATTR),
            adjust_func_calls: unit = optional(attrs::UNIT_ATTR),
        )
        summary: "Replace the function signature of a function by permuting its arguments and results",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %m, %f = transform.func.replace_func_signature @callee args_interchange = [1, 0] results_interchange = [] at %root {adjust_func_calls} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}",
        format: Some("$function_name `args_interchange` `=` $args_interchange `results_interchange` `=` $results_interchange `at` $module attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_replace_func_signature,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }],
    }

    /// Merges the arguments of the function `function_name` of the one
    /// module given that its single call passes the same value for, and
    /// updates the call. Fails when the function has no single call or
    /// nothing to merge. Consumes the module handle; returns the module
    /// and the function.
    pub DeduplicateFuncArgsOp(DEDUPLICATE_FUNC_ARGS, "transform.func.deduplicate_func_args") {
        operands(module: single(OP_HANDLE))
        results(transformed_module: single(OP_HANDLE), transformed_function: single(OP_HANDLE))
        attributes(function_name: attr = required(attrs::SYMBOL_REF_ATTR))
        summary: "Deduplicate the arguments of a function",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %m, %f = transform.func.deduplicate_func_args @callee at %root : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}",
        format: Some("$function_name `at` $module attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_deduplicate_func_args,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }],
    }
}

/// The module and the `func.func` named by the op's `function_name` in
/// it, or the failure to report (`missing` is the message's ending when
/// the function is not there).
fn target_function(
    it: &mut Interp<'_, '_, '_>,
    script: &Body,
    op: OpId,
    missing: &str,
) -> Result<(PayloadOp, PayloadOp), Dsf> {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let opref = OpRef::new(ctx, script, op);
    let targets = it.operand_ops(script, op, 0);
    let [module] = targets[..] else {
        return Err(Dsf::definite(ctx, loc, "requires a single module to operate on"));
    };
    let is_module = it
        .payload
        .body(module.body)
        .is_some_and(|b| ctx.op_name_str(b.op_name(module.op)) == "builtin.module");
    if !is_module {
        return Err(Dsf::silenceable(loc, "target is expected to be module operation"));
    }
    let name_attr = opref.attr("function_name");
    let name_text = name_attr.map_or_else(String::new, |a| ctx.attr_to_string(a));
    let name = name_attr.and_then(|a| match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.ident_str(*root).to_string()),
        _ => None,
    });
    let key = it.payload.regions_key(module);
    let found = name.and_then(|name| {
        let body = it.payload.body(key)?;
        body.root_regions().iter().find_map(|&r| {
            body.region_blocks(r).find_map(|b| {
                body.block_ops(b).find(|&o| {
                    ctx.op_name_str(body.op_name(o)) == "func.func"
                        && body
                            .op_attr(ctx, o, "sym_name")
                            .and_then(|a| ctx.string_attr_value(a))
                            == Some(name.as_str())
                })
            })
        })
    });
    match found {
        Some(f) => Ok((module, PayloadOp { body: key, op: f })),
        None => Err(Dsf::silenceable(
            loc,
            format!("function with name '{name_text}' {missing}"),
        )),
    }
}

fn i32_array(op: OpRef<'_>, name: &str) -> Vec<i32> {
    op.attr(name)
        .and_then(|a| strata_dialect_utils::attrs::dense_i32_values(op.ctx, a))
        .unwrap_or_default()
}

fn function_type(ctx: &Context, body: &Body, f: OpId) -> (Vec<Type>, Vec<Type>) {
    body.op_attr(ctx, f, "function_type")
        .and_then(|a| ctx.type_attr_value(a))
        .and_then(|t| ctx.function_type_parts(t))
        .map(|(i, r)| (i.to_vec(), r.to_vec()))
        .unwrap_or_default()
}

/// Sets the function type and the argument and result attribute arrays
/// of `f`.
fn set_signature(
    ctx: &Context,
    body: &mut Body,
    f: OpId,
    (inputs, results): (&[Type], &[Type]),
    (arg_attrs, res_attrs): (Option<Attribute>, Option<Attribute>),
) {
    let ft = ctx.type_attr(ctx.function_type(inputs, results));
    let props = body.op_properties(f).unwrap_or_else(|| ctx.dictionary_attr(&[]));
    let props = ctx.dict_with(props, ctx.ident("function_type"), Some(ft));
    let props = ctx.dict_with(props, ctx.ident("arg_attrs"), arg_attrs);
    let props = ctx.dict_with(props, ctx.ident("res_attrs"), res_attrs);
    body.set_op_properties(f, Some(props));
}

/// The array attribute `name` of `f` with its elements picked by `order`
/// (new position to old), absent when it was or when every picked
/// element is an empty dictionary.
fn permuted_attrs(ctx: &Context, body: &Body, f: OpId, name: &str, order: &[usize]) -> Option<Attribute> {
    let a = body.op_attr(ctx, f, name)?;
    let AttrKind::Array(elems) = ctx.attr_kind(a) else {
        return None;
    };
    let empty = ctx.dictionary_attr(&[]);
    let picked: Vec<Attribute> = order
        .iter()
        .map(|&i| elems.get(i).copied().unwrap_or(empty))
        .collect();
    let all_empty = picked
        .iter()
        .all(|&d| matches!(ctx.attr_kind(d), AttrKind::Dictionary(e) if e.is_empty()));
    (!all_empty).then(|| ctx.array_attr(&picked))
}

/// Rewrites the function `f` of `module` (its entry block's arguments and
/// its returns) so that new argument `i` is old argument `args[i]` (old
/// arguments not picked are replaced by the picked one `merged[old]`) and
/// new result `j` is old result `results[j]`.
fn rewrite_function(
    ctx: &Context,
    module: &mut Body,
    f: OpId,
    args: &[usize],
    merged: &[usize],
    results: &[usize],
) {
    let (inputs, outputs) = function_type(ctx, module, f);
    // A verified function's entry block has one argument per input.
    let entry_args = module.child_body(f).and_then(|b| {
        b.root_regions()
            .first()
            .and_then(|&r| b.region_entry(r))
            .map(|e| b.block_args(e).len())
    });
    if entry_args.is_some_and(|n| n != inputs.len()) {
        return;
    }
    let new_inputs: Vec<Type> = args.iter().map(|&i| inputs[i]).collect();
    let new_outputs: Vec<Type> = results.iter().map(|&i| outputs[i]).collect();
    let arg_attrs = permuted_attrs(ctx, module, f, "arg_attrs", args);
    let res_attrs = permuted_attrs(ctx, module, f, "res_attrs", results);
    set_signature(
        ctx,
        module,
        f,
        (&new_inputs, &new_outputs),
        (arg_attrs, res_attrs),
    );
    let Some(fbody) = module.child_body_mut(f) else {
        return;
    };
    let Some(entry) = fbody.root_regions().first().and_then(|&r| fbody.region_entry(r)) else {
        return;
    };
    // New arguments go after the old ones, which then go.
    let old: Vec<ValueId> = fbody.block_args(entry).to_vec();
    let n = old.len();
    let new: Vec<ValueId> = args
        .iter()
        .map(|&i| {
            let loc = fbody.value_loc(old[i]);
            fbody.add_block_arg(entry, inputs[i], loc)
        })
        .collect();
    // The new position of each picked old argument.
    let mut position = vec![0; n];
    for (j, &a) in args.iter().enumerate() {
        position[a] = j;
    }
    for (i, &o) in old.iter().enumerate() {
        fbody.replace_all_uses_with(o, new[position[merged[i]]]);
    }
    for k in (0..n).rev() {
        fbody.erase_block_arg(entry, k);
    }
    let mut returns = Vec::new();
    fbody.walk_root_regions(&mut |o| {
        if ctx.op_name_str(fbody.op_name(o)) == "func.return" {
            returns.push(o);
        }
        WalkResult::Advance
    });
    for r in returns {
        let vals: Vec<ValueId> = fbody.operands(r).collect();
        if vals.len() == outputs.len() {
            let permuted: Vec<ValueId> = results.iter().map(|&i| vals[i]).collect();
            fbody.set_operands(r, &permuted);
        }
    }
}

/// The `func.call` ops of `name` in `body` and the bodies nested in it,
/// each with the path of isolated ops leading to its body.
fn collect_calls(
    ctx: &Context,
    body: &Body,
    name: &str,
    path: &mut Vec<OpId>,
    out: &mut Vec<(Vec<OpId>, OpId)>,
) {
    body.walk_root_regions_forward(&mut |o| {
        if ctx.op_name_str(body.op_name(o)) == "func.call"
            && body
                .op_attr(ctx, o, "callee")
                .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::SymbolRef { root, nested } if nested.is_empty() && ctx.ident_str(*root) == name))
        {
            out.push((path.clone(), o));
        }
        if let Some(child) = body.child_body(o) {
            path.push(o);
            collect_calls(ctx, child, name, path, out);
            path.pop();
        }
        WalkResult::Advance
    });
}

fn body_at<'b>(mut body: &'b mut Body, path: &[OpId]) -> Option<&'b mut Body> {
    for &o in path {
        body = body.child_body_mut(o)?;
    }
    Some(body)
}

/// Replaces `call` by a call passing `operands` (old positions) and
/// returning its results permuted by `results` (new position to old).
fn rewrite_call(body: &mut Body, call: OpId, operands: &[usize], results: &[usize]) {
    let old_operands: Vec<ValueId> = body.operands(call).collect();
    let old_results: Vec<ValueId> = body.results(call).collect();
    if operands.iter().any(|&i| i >= old_operands.len()) || results.iter().any(|&i| i >= old_results.len()) {
        return;
    }
    let mut st = OperationState::new(body.op_name(call), body.op_loc(call));
    st.operands = operands.iter().map(|&i| old_operands[i]).collect();
    st.result_types = results.iter().map(|&i| body.value_type(old_results[i])).collect();
    st.properties = body.op_properties(call);
    st.attributes = body.op_attr_dict(call);
    let new = body.create_op(st);
    body.insert_op(strata_ir::InsertPoint::Before(call), new);
    let new_results: Vec<ValueId> = body.results(new).collect();
    for (j, &old) in results.iter().enumerate() {
        body.replace_all_uses_with(old_results[old], new_results[j]);
    }
    body.erase_op(call);
}

fn set_results(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId, module: PayloadOp, f: PayloadOp) -> Dsf {
    match it.set_result_ops(script, op, 0, vec![module]) {
        Dsf::Success => it.set_result_ops(script, op, 1, vec![f]),
        other => other,
    }
}

fn apply_replace_func_signature(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let opref = OpRef::new(ctx, script, op);
    let (module, f) = match target_function(it, script, op, "not found") {
        Ok(t) => t,
        Err(e) => return e,
    };
    let name_text = opref
        .attr("function_name")
        .map_or_else(String::new, |a| ctx.attr_to_string(a));
    let args = i32_array(opref, "args_interchange");
    let results = i32_array(opref, "results_interchange");
    let Some(mbody) = it.payload.body_mut(f.body) else {
        return Dsf::Success;
    };
    let (inputs, outputs) = function_type(ctx, mbody, f.op);
    if inputs.len() != args.len() {
        return Dsf::silenceable(
            loc,
            format!(
                "function with name '{name_text}' has {} arguments, but {} args interchange were given",
                inputs.len(),
                args.len()
            ),
        );
    }
    if outputs.len() != results.len() {
        return Dsf::silenceable(
            loc,
            format!(
                "function with name '{name_text}' has {} results, but {} results interchange were given",
                outputs.len(),
                results.len()
            ),
        );
    }
    let unique = |v: &[i32]| {
        let mut s: Vec<i32> = v.to_vec();
        s.sort_unstable();
        s.dedup();
        s.len() == v.len()
    };
    if !unique(&args) {
        return Dsf::silenceable(loc, "args interchange must be unique");
    }
    if !unique(&results) {
        return Dsf::silenceable(loc, "results interchange must be unique");
    }
    for &i in &args {
        if i < 0 || i as usize >= inputs.len() {
            return Dsf::silenceable(
                loc,
                format!(
                    "args interchange index {} is out of bounds for function with name '{name_text}' with {} arguments",
                    i as u32,
                    inputs.len()
                ),
            );
        }
    }
    for &i in &results {
        if i < 0 || i as usize >= outputs.len() {
            return Dsf::silenceable(
                loc,
                format!(
                    "results interchange index {} is out of bounds for function with name '{name_text}' with {} results",
                    i as u32,
                    outputs.len()
                ),
            );
        }
    }
    let args: Vec<usize> = args.iter().map(|&i| i as usize).collect();
    let results: Vec<usize> = results.iter().map(|&i| i as usize).collect();
    let identity: Vec<usize> = (0..args.len()).collect();
    rewrite_function(ctx, mbody, f.op, &args, &identity, &results);
    if opref.attr("adjust_func_calls").is_some() {
        let name = mbody
            .op_attr(ctx, f.op, "sym_name")
            .and_then(|a| ctx.string_attr_value(a))
            .unwrap_or_default()
            .to_string();
        let mut calls = Vec::new();
        collect_calls(ctx, mbody, &name, &mut Vec::new(), &mut calls);
        for (path, call) in calls {
            if let Some(b) = body_at(mbody, &path) {
                rewrite_call(b, call, &args, &results);
            }
        }
    }
    set_results(it, script, op, module, f)
}

fn apply_deduplicate_func_args(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let (module, f) = match target_function(it, script, op, "is not found") {
        Ok(t) => t,
        Err(e) => return e,
    };
    let Some(mbody) = it.payload.body_mut(f.body) else {
        return Dsf::Success;
    };
    let name = mbody
        .op_attr(ctx, f.op, "sym_name")
        .and_then(|a| ctx.string_attr_value(a))
        .unwrap_or_default()
        .to_string();
    let failure = || {
        Dsf::silenceable(
            loc,
            format!("failed to deduplicate function arguments of function {name}"),
        )
    };
    let mut calls = Vec::new();
    collect_calls(ctx, mbody, &name, &mut Vec::new(), &mut calls);
    let [(path, call)] = &calls[..] else {
        return failure();
    };
    let Some(cbody) = body_at(mbody, path) else {
        return failure();
    };
    let operands: Vec<ValueId> = cbody.operands(*call).collect();
    let (inputs, outputs) = function_type(ctx, mbody, f.op);
    if operands.len() != inputs.len() {
        return failure();
    }
    // The first position passing each value, in order.
    let mut kept: Vec<usize> = Vec::new();
    let mut merged: Vec<usize> = Vec::with_capacity(operands.len());
    let mut first: rustc_hash::FxHashMap<ValueId, usize> = rustc_hash::FxHashMap::default();
    for (i, &v) in operands.iter().enumerate() {
        let k = *first.entry(v).or_insert_with(|| {
            kept.push(i);
            i
        });
        merged.push(k);
    }
    if kept.len() == operands.len() {
        return failure();
    }
    let results: Vec<usize> = (0..outputs.len()).collect();
    rewrite_function(ctx, mbody, f.op, &kept, &merged, &results);
    if let Some(cbody) = body_at(mbody, path) {
        rewrite_call(cbody, *call, &kept, &results);
    }
    set_results(it, script, op, module, f)
}
