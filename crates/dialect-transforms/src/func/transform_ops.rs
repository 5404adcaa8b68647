//! The func dialect's transform ops: `transform.func.cast_and_call`.

use strata_dialect_transform::ops::conversion::TypeConverterBuilderOpInterface;
use strata_dialect_transform::ops::{OP_HANDLE, VALUE_HANDLE};
use strata_dialect_transform::{
    interpreter::consumes_nothing, BodyKey, Dsf, Interp, PayloadOp, TransformOpInterface,
};
use strata_ir::{
    Body, Context, DominanceInfo, InsertPoint, LogicalResult, OpId, OpRef, OpTraits, OperationState, Type,
    TypeKind, ValueId,
};
use strata_ods::constraints::attrs;
use strata_ods::RegionConstraint;
use strata_rewrite::conversion::{MaterializationBuilder, TypeConverter};

strata_ods::op! {
    /// Inserts a call of a function (named by `function_name` or given as
    /// a handle) before (or `after`) the one insertion point op, passing
    /// it the `inputs` values and replacing the uses of the `outputs`
    /// values by its results. Values whose types differ from the
    /// function's are cast with the materializations of the type
    /// converters in the region. Returns the call; consumes nothing.
    pub CastAndCallOp(CAST_AND_CALL, "transform.func.cast_and_call") {
        operands(
            insertion_point: single(OP_HANDLE),
            inputs: optional(VALUE_HANDLE),
            outputs: optional(VALUE_HANDLE),
            function: optional(OP_HANDLE),
        )
        results(result: single(OP_HANDLE))
        attributes(
            insert_after: unit = optional(attrs::UNIT_ATTR),
            function_name: opt_attr = optional(attrs::SYMBOL_REF_ATTR),
        )
        regions(conversions: single(RegionConstraint::MaxSized(1)))
        summary: "Casts values to the signature of a function and replaces them with a call",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %op = transform.structured.match ops{[\"test.op\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %call = transform.func.cast_and_call @callee before %op : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS.union(OpTraits::NO_TERMINATOR).union(OpTraits::GRAPH_REGIONS),
        format: Some("($function_name^)? ($function^)? ( `(` $inputs^ `)` )? ( `->` $outputs^ )? (`after` $insert_after^):(`before`)? $insertion_point ($conversions^)? attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify_cast_and_call),
        interfaces: &[&TransformOpInterface {
            apply: apply_cast_and_call,
            consumed: consumes_nothing,
            allows_repeated_handles: true,
        }, &CAST_AND_CALL_CONDITIONS],
    }
}

fn region_ops(body: &Body, op: OpId) -> Vec<OpId> {
    body.regions_in_body(op)
        .first()
        .and_then(|&r| body.region_blocks(r).next())
        .map(|b| body.block_ops(b).collect())
        .unwrap_or_default()
}

fn converter_builder(op: OpRef<'_>) -> Option<&TypeConverterBuilderOpInterface> {
    op.def()
        .and_then(|d| d.interfaces.get::<TypeConverterBuilderOpInterface>())
}

fn verify_cast_and_call(op: OpRef<'_>) -> LogicalResult {
    let (body, _) = op.regions();
    for c in region_ops(body, op.id) {
        let c = OpRef::new(op.ctx, body, c);
        if converter_builder(c).is_none() {
            let mut d = op
                .op_error_with_op_note("expected children ops to implement TypeConverterBuilderOpInterface");
            d.attach_note(c.loc(), "op without interface");
            op.ctx.emit(d);
            return Err(strata_ir::Failed);
        }
    }
    let sizes = operand_segments(op.ctx, op);
    let has_function = sizes[3] > 0;
    let has_name = op.attr("function_name").is_some();
    if !has_function && !has_name {
        return Err(op.emit_op_error("expected a function handle or name to call"));
    }
    if has_function && has_name {
        return Err(op.emit_op_error("function handle and name are mutually exclusive"));
    }
    Ok(())
}

/// The sizes of the four operand groups (insertion point, inputs,
/// outputs, function).
fn operand_segments(ctx: &Context, op: OpRef<'_>) -> [usize; 4] {
    let (body, _) = op.regions();
    match strata_ods::typed::segment_sizes(ctx, body, op.id, 0) {
        Some(s) if s.len() == 4 => [s[0], s[1], s[2], s[3]],
        _ => [1, 0, 0, 0],
    }
}

/// A payload value as MLIR prints it in messages: its defining op, or
/// its block argument position.
fn value_text(it: &Interp<'_, '_, '_>, v: strata_dialect_transform::PayloadValue) -> String {
    let Some(body) = it.payload.body(v.body) else {
        return "<<erased>>".into();
    };
    match body.value_def(v.value) {
        strata_ir::ValueDef::Result(op, _) => it.op_text(PayloadOp { body: v.body, op }),
        strata_ir::ValueDef::BlockArg(_, i) => format!(
            "<block argument> of type '{}' at index: {i}",
            it.ctx.type_to_string(body.value_type(v.value))
        ),
        strata_ir::ValueDef::Placeholder => "<<erased>>".into(),
    }
}

/// The key of the body of the nearest symbol table (a `builtin.module`,
/// say) around the ops of body `key`.
pub fn nearest_symbol_table(it: &mut Interp<'_, '_, '_>, key: BodyKey) -> Option<BodyKey> {
    let ctx = it.ctx;
    let path = it.payload.path(key).to_vec();
    for k in (1..=path.len()).rev() {
        let owner_key = it.payload.key_of_path(&path[..k - 1]);
        let owner = it.payload.body(owner_key)?;
        let is_table = ctx
            .op_def(owner.op_name(path[k - 1]))
            .is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE));
        if is_table {
            return Some(it.payload.key_of_path(&path[..k]));
        }
    }
    None
}

/// The `func.func` named `name` in the nearest symbol table around the
/// ops of body `key`, with the key of the body holding it.
fn lookup_function(it: &mut Interp<'_, '_, '_>, key: BodyKey, name: &str) -> Option<PayloadOp> {
    let ctx = it.ctx;
    let table_key = nearest_symbol_table(it, key)?;
    let table = it.payload.body(table_key)?;
    for &r in table.root_regions() {
        for b in table.region_blocks(r) {
            for o in table.block_ops(b) {
                let named = table
                    .op_attr(ctx, o, "sym_name")
                    .and_then(|a| ctx.string_attr_value(a))
                    == Some(name);
                if named {
                    let is_func = ctx.op_name_str(table.op_name(o)) == "func.func";
                    return is_func.then_some(PayloadOp {
                        body: table_key,
                        op: o,
                    });
                }
            }
        }
    }
    None
}

/// The input and result types of function `f`.
fn function_signature(ctx: &Context, body: &Body, f: OpId) -> (Vec<Type>, Vec<Type>) {
    let ty = body
        .op_attr(ctx, f, "function_type")
        .and_then(|a| ctx.type_attr_value(a));
    match ty.map(|t| ctx.type_kind(t)) {
        Some(TypeKind::Function { inputs, results }) => (inputs.to_vec(), results.to_vec()),
        _ => (Vec::new(), Vec::new()),
    }
}

fn apply_cast_and_call(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let loc = script.op_loc(op);
    let sizes = operand_segments(ctx, opref);
    let mut index = 1;
    let inputs = if sizes[1] > 0 {
        it.operand_values(script, op, index)
    } else {
        Vec::new()
    };
    index += sizes[1];
    let outputs = if sizes[2] > 0 {
        it.operand_values(script, op, index)
    } else {
        Vec::new()
    };
    index += sizes[2];
    let function_handle = (sizes[3] > 0).then_some(index);

    let mut unique = Vec::new();
    for &v in &outputs {
        if !unique.contains(&v) {
            unique.push(v);
        }
    }
    if unique.len() != outputs.len() {
        return Dsf::silenceable(loc, "cast and call output values must be unique");
    }
    let points = it.operand_ops(script, op, 0);
    let [point] = points.as_slice() else {
        return Dsf::silenceable(loc, "Only one op can be specified as an insertion point");
    };
    let point = *point;
    let after = opref.attr("insert_after").is_some();

    // Dominance: the values and their users must be in the insertion
    // point's body.
    let owner_name = {
        let path = it.payload.path(point.body).to_vec();
        match path.split_last() {
            Some((&owner, outer)) => {
                let outer = it.payload.key_of_path(outer);
                it.payload.body(outer).map(|b| b.op_name(owner))
            }
            None => None,
        }
    };
    {
        let Some(body) = it.payload.body(point.body) else {
            return Dsf::definite(ctx, loc, "insertion point is gone");
        };
        let dom = DominanceInfo::new(ctx, body, owner_name);
        for v in &outputs {
            if v.body != point.body {
                return Dsf::definite(ctx, loc, "output value is not in the insertion point's function");
            }
            for (user, _) in body.uses(v.value) {
                let ok = if after {
                    dom.properly_dominates(point.op, user)
                } else {
                    dom.dominates(point.op, user)
                };
                if !ok {
                    return Dsf::definite(
                        ctx,
                        loc,
                        format!(
                            "User {} is not dominated by insertion point {}",
                            it.op_text(PayloadOp {
                                body: point.body,
                                op: user
                            }),
                            it.op_text(point)
                        ),
                    );
                }
            }
        }
        for v in &inputs {
            let ok = v.body == point.body
                && if after {
                    dom.dominates_value(v.value, point.op)
                } else {
                    dom.properly_dominates_value(v.value, point.op)
                };
            if !ok {
                return Dsf::definite(
                    ctx,
                    loc,
                    format!(
                        "input {} does not dominate insertion point {}",
                        value_text(it, *v),
                        it.op_text(point)
                    ),
                );
            }
        }
    }

    let function = if let Some(name) = opref.attr("function_name") {
        let text = ctx
            .flat_symbol_ref_value(name)
            .map(|i| ctx.ident_str(i).to_string())
            .unwrap_or_default();
        match lookup_function(it, point.body, &text) {
            Some(f) => f,
            None => {
                return Dsf::definite(
                    ctx,
                    loc,
                    format!("unresolved symbol {}", ctx.attr_to_string(name)),
                )
            }
        }
    } else {
        let ops = function_handle
            .map(|i| it.operand_ops(script, op, i))
            .unwrap_or_default();
        let [f] = ops.as_slice() else {
            return Dsf::definite(ctx, loc, "requires a single function to call");
        };
        let is_func = it
            .payload
            .body(f.body)
            .is_some_and(|b| ctx.op_name_str(b.op_name(f.op)) == "func.func");
        if !is_func {
            return Dsf::definite(ctx, loc, "invalid non-function callee");
        }
        *f
    };
    let Some(fbody) = it.payload.body(function.body) else {
        return Dsf::definite(ctx, loc, "invalid non-function callee");
    };
    let (arg_types, result_types) = function_signature(ctx, fbody, function.op);
    let callee = fbody
        .op_attr(ctx, function.op, "sym_name")
        .and_then(|a| ctx.string_attr_value(a))
        .unwrap_or("")
        .to_string();
    let function_loc = fbody.op_loc(function.op);
    if arg_types.len() != inputs.len() {
        return Dsf::silenceable(
            function_loc,
            format!(
                "mismatch between number of function arguments {} and number of inputs {}",
                arg_types.len(),
                inputs.len()
            ),
        );
    }
    if result_types.len() != outputs.len() {
        return Dsf::silenceable(
            function_loc,
            format!(
                "mismatch between number of function results {} and number of outputs {}",
                result_types.len(),
                outputs.len()
            ),
        );
    }

    // The materializations of the region's ops, in one converter (later
    // ones tried first, as in MLIR).
    let mut converter = TypeConverter::new();
    for c in region_ops(script, op) {
        let c = OpRef::new(ctx, script, c);
        if let Some(populate) = converter_builder(c).and_then(|b| b.populate_materializations) {
            populate(c, &mut converter);
        }
    }
    let input_texts: Vec<String> = inputs.iter().map(|&v| value_text(it, v)).collect();
    let Some(body) = it.payload.body_mut(point.body) else {
        return Dsf::definite(ctx, loc, "insertion point is gone");
    };
    let call_loc = body.op_loc(point.op);
    let mut at = if after {
        InsertPoint::After(point.op)
    } else {
        InsertPoint::Before(point.op)
    };
    let mut operands: Vec<ValueId> = Vec::with_capacity(inputs.len());
    for ((v, &ty), text) in inputs.iter().zip(&arg_types).zip(&input_texts) {
        let value = v.value;
        if body.value_type(value) == ty {
            operands.push(value);
            continue;
        }
        let vloc = body.value_loc(value);
        let built = converter.materialize_source(
            &mut MaterializationBuilder::new(ctx, body, at),
            ty,
            &[value],
            vloc,
        );
        let Some(r) = built else {
            let ty = ctx.type_to_string(ty);
            return Dsf::definite(
                ctx,
                loc,
                format!("Failed to materialize conversion of {text} to type '{ty}'"),
            );
        };
        if let Some(d) = body.defining_op(r) {
            if matches!(at, InsertPoint::After(_)) {
                at = InsertPoint::After(d);
            }
        }
        operands.push(r);
    }
    let mut st = OperationState::new(ctx.op_name("func.call"), call_loc);
    st.operands = operands;
    st.result_types = result_types.clone();
    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("callee"), ctx.flat_symbol_ref_attr(&callee))]));
    let call = body.create_op(st);
    body.insert_op(at, call);
    for (i, v) in outputs.iter().enumerate() {
        let result = body.result(call, i);
        let out_ty = body.value_type(v.value);
        let mut converted = result;
        if out_ty != result_types[i] {
            let vloc = body.value_loc(v.value);
            let mut b = MaterializationBuilder::new(ctx, body, InsertPoint::After(call));
            let built = converter
                .materialize_target(&mut b, &[out_ty], &[result], vloc, None)
                .and_then(|r| r.first().copied());
            let Some(r) = built else {
                let ty = ctx.type_to_string(out_ty);
                let text = ctx.op_to_string(OpRef::new(ctx, body, call));
                return Dsf::definite(
                    ctx,
                    loc,
                    format!("Failed to materialize conversion of {text} to type '{ty}'"),
                );
            };
            converted = r;
        }
        body.replace_uses_with_if(v.value, converted, |_, user, _| user != call);
    }
    it.set_result_ops(
        script,
        op,
        0,
        vec![PayloadOp {
            body: point.body,
            op: call,
        }],
    )
}

/// A call to the given function (casts come from the conversion patterns given).
const CAST_AND_CALL_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["func.func"],
    removes: &[],
    introduces: &["func.call"],
    introduces_if: &[],
};
