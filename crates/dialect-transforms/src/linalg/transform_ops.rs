//! The transform ops that tile structured ops (MLIR's linalg transform
//! ops `structured.tile_using_for` and `structured.tile_using_forall`),
//! part of this crate's transform dialect extension
//! ([`crate::transform_ops::EXTENSION`]), applying [`tile_using_scf`] to
//! each payload op of their target handle.

use strata_dialect_affine::ApplyValue;
use strata_dialect_transform::interpreter::consumes_first;
use strata_dialect_transform::ops::{ANY_HANDLE_OR_PARAM, OP_HANDLE};
use strata_dialect_transform::{Dsf, Interp, Mapping, PayloadOp, TransformOpInterface};
use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult, UnresolvedOperand};
use strata_ir::tiling::tiling_interface;
use strata_ir::{Attribute, Body, Diagnostic, OpId, OpRef, OperationState, TypeKind, DYNAMIC};
use strata_ods::constraints::attrs;
use strata_ods::directives::{
    dense_bool_values, dense_i64_array, dense_i64_values, parse_dynamic_index_list, print_dynamic_index_list,
    DYNAMIC_INDEX_LIST,
};

use crate::scf::tile_using_interface::{tile_using_scf, LoopKind, ScfTilingOptions};

/// What tiling needs (an op with `TilingInterface`) and may create.
const TILE_USING_FOR_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["interface:TilingInterface"],
    removes: &[],
    introduces: TILING_INTRODUCES,
    introduces_if: &[],
};

/// The ops tiling into `scf.for` may create.
pub(crate) const TILING_INTRODUCES: &[&str] = &[
    "scf.for",
    "scf.yield",
    "affine.min",
    "affine.apply",
    "arith.constant",
    "tensor.dim",
    "tensor.extract_slice",
    "tensor.insert_slice",
    "memref.dim",
    "memref.subview",
];

const TILE_USING_FORALL_CONDITIONS: strata_pass::conditions::Conditions =
    strata_pass::conditions::Conditions {
        requires: &["interface:TilingInterface"],
        removes: &[],
        introduces: &[
            "scf.forall",
            "scf.forall.in_parallel",
            "affine.min",
            "affine.max",
            "affine.apply",
            "arith.constant",
            "tensor.dim",
            "tensor.extract_slice",
            "tensor.parallel_insert_slice",
            "memref.dim",
            "memref.subview",
        ],
        introduces_if: &[],
    };

const TILE_EXAMPLE: &str = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %mm = transform.structured.match ops{[\"linalg.matmul\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %tiled, %loops:2 = transform.structured.tile_using_for %mm tile_sizes [8, 0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}";

const FORALL_EXAMPLE: &str = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %mm = transform.structured.match ops{[\"linalg.matmul\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %tiled, %forall = transform.structured.tile_using_forall %mm num_threads [4, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}";

strata_ods::op! {
    /// Tiles each target op with `tile_sizes` (0 for a loop not tiled)
    /// into a nest of `scf.for`, ordered by `interchange`. A size may be a
    /// parameter or a handle to ops of one `index` result, with one entry
    /// per target op. The results are the tiled ops and, per tiled loop,
    /// the loops. The target is consumed; ops without `TilingInterface`
    /// are a silenceable failure. Scalable sizes (`[[8]]`) are parsed
    /// but cannot be applied.
    pub TileUsingForOp(TILE_USING_FOR, "transform.structured.tile_using_for") {
        operands(target: single(OP_HANDLE), dynamic_sizes: variadic(ANY_HANDLE_OR_PARAM))
        results(tiled_linalg_op: single(OP_HANDLE), loops: variadic(OP_HANDLE))
        attributes(
            static_sizes: opt_attr = optional(attrs::DENSE_I64_ARRAY_ATTR),
            interchange: opt_attr = optional(attrs::DENSE_I64_ARRAY_ATTR),
            scalable_sizes: opt_attr = optional(attrs::DENSE_BOOL_ARRAY_ATTR),
        )
        summary: "",
        example: TILE_EXAMPLE,
        format: Some("$target `tile_sizes` custom<DynamicIndexList>($dynamic_sizes, $static_sizes, $scalable_sizes) (`interchange` `=` $interchange^)? attr-dict `:` functional-type(operands, results)"),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify_tile_using_for),
        result_names: Some(|op, set| {
            if let Some(r) = op.results().next() {
                set(r, "tiled_linalg_op");
            }
            if let Some(r) = op.results().nth(1) {
                set(r, "loops");
            }
        }),
        interfaces: &[&TransformOpInterface {
            apply: apply_tile_using_for,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &TILE_USING_FOR_CONDITIONS],
    }

    /// Tiles each target op into one `scf.forall`, by `tile_sizes` or by
    /// `num_threads` (the tile size is then the loop's range divided by
    /// it, rounded up), 0 for a loop not tiled; `mapping` is set on the
    /// loop. Tile sizes may be parameters or handles to ops of one `index`
    /// result (one per target op), or all come from one packed handle
    /// (`*(%sizes)`); numbers of threads must be constants. The results
    /// are the tiled ops and the loops. The target is consumed; ops
    /// without `TilingInterface` are a silenceable failure.
    pub TileUsingForallOp(TILE_USING_FORALL, "transform.structured.tile_using_forall") {
        operands(
            target: single(OP_HANDLE),
            num_threads: variadic(ANY_HANDLE_OR_PARAM),
            tile_sizes: variadic(ANY_HANDLE_OR_PARAM),
            packed_num_threads: optional(ANY_HANDLE_OR_PARAM),
            packed_tile_sizes: optional(ANY_HANDLE_OR_PARAM),
        )
        results(tiled_op: single(OP_HANDLE), forall_op: single(OP_HANDLE))
        attributes(
            static_num_threads: opt_attr = optional(attrs::DENSE_I64_ARRAY_ATTR),
            static_tile_sizes: opt_attr = optional(attrs::DENSE_I64_ARRAY_ATTR),
            mapping: opt_attr = optional(attrs::ARRAY_ATTR),
        )
        summary: "",
        example: FORALL_EXAMPLE,
        traits: strata_ir::OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        verify: Some(verify_tile_using_forall),
        parse: Some(parse_tile_using_forall),
        print: Some(print_tile_using_forall),
        result_names: Some(|op, set| {
            if let Some(r) = op.results().next() {
                set(r, "tiled_op");
            }
            if let Some(r) = op.results().nth(1) {
                set(r, "forall_op");
            }
        }),
        interfaces: &[&TransformOpInterface {
            apply: apply_tile_using_forall,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &TILE_USING_FORALL_CONDITIONS],
    }
}

fn i64_list(op: OpRef<'_>, name: &str) -> Vec<i64> {
    op.attr(name)
        .and_then(|a| dense_i64_values(op.ctx, a))
        .unwrap_or_default()
}

fn verify_tile_using_for(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let sizes = i64_list(op, "static_sizes");
    let loops = sizes.iter().filter(|&&s| s != 0).count();
    let results = op.num_results().saturating_sub(1);
    if loops != results {
        return Err(op.emit_op_error(format!(
            "expected number of loops to tile ({loops}) to match number of `loops` results ({results})"
        )));
    }
    Ok(())
}

fn verify_tile_using_forall(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let non_empty = |g: usize| !strata_dialect_utils::segments::operand_group(op, g).is_empty();
    let given = |name: &str, (list, packed): (usize, usize)| {
        !i64_list(op, name).is_empty() || non_empty(list) || non_empty(packed)
    };
    if !given("static_num_threads", (1, 3)) && !given("static_tile_sizes", (2, 4)) {
        return Err(op.emit_op_error("either (packed_)num_threads or (packed_)tile_sizes must be specified"));
    }
    Ok(())
}

/// Where a tile size comes from.
#[derive(Clone)]
enum SizeSource {
    /// The same constant for every target.
    Static(i64),
    /// One entry per target: a parameter's integer or an op's result.
    PerTarget(Vec<ApplyValue>, Vec<strata_dialect_transform::BodyKey>),
}

/// How a size operand's payload gives tile sizes.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum SizeOperand {
    /// One entry per target op (`tile_using_for`).
    PerTarget,
    /// Exactly one entry, for every target (`tile_using_forall`).
    One,
    /// Every entry is a size (`tile_using_forall`'s packed sizes).
    Packed,
}

/// The payload of operand `i` as tile sizes, one per payload entry:
/// integers of parameters, the one `index` result of ops; with the body
/// of each op. The failures are mlir-opt's.
pub(crate) fn payload_sizes(
    it: &Interp<'_, '_, '_>,
    script: &Body,
    op: OpId,
    i: usize,
    kind: SizeOperand,
    targets: usize,
) -> Result<(Vec<ApplyValue>, Vec<strata_dialect_transform::BodyKey>), Dsf> {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let handle = script.operand(op, i);
    let handle_loc = script.value_loc(handle);
    let mapping = it.mapping(script, handle);
    let count_error = |what: &str, found: usize, note: &str| {
        let mut d = Diagnostic::error(
            loc,
            format!("expected as many {what} ({found}) as target ops ({targets})"),
        );
        d.attach_note(handle_loc, note);
        Err(Dsf::Silenceable(vec![d]))
    };
    match mapping {
        Mapping::Params(attrs) => {
            match kind {
                // mlir-opt counts the size-producing ops here, which for a
                // parameter are none: its message says 0.
                SizeOperand::PerTarget if attrs.len() != targets => {
                    return count_error("parameter values", 0, "for this parameter")
                }
                SizeOperand::One if attrs.len() != 1 => {
                    return Err(Dsf::silenceable(loc, "requires exactly one parameter associated"))
                }
                _ => {}
            }
            let values: Option<Vec<ApplyValue>> = attrs
                .iter()
                .map(|&a| ctx.integer_attr_value(a).map(|v| ApplyValue::Const(v.sext_i64())))
                .collect();
            let values = values.ok_or_else(|| {
                Dsf::silenceable(
                    loc,
                    "expected the parameter to be associated with an integer attribute",
                )
            })?;
            Ok((values, Vec::new()))
        }
        Mapping::Ops(ops) => {
            match kind {
                SizeOperand::PerTarget if ops.len() != targets => {
                    return count_error("dynamic size-producing operations", ops.len(), "for this handle")
                }
                SizeOperand::One if ops.len() != 1 => {
                    let mut d = Diagnostic::error(loc, "handle must be mapped to exactly one payload op");
                    d.attach_note(handle_loc, format!("mapped to {} payload ops", ops.len()));
                    return Err(Dsf::Silenceable(vec![d]));
                }
                _ => {}
            }
            let mut values = Vec::with_capacity(ops.len());
            let mut keys = Vec::with_capacity(ops.len());
            for p in ops {
                let body = it.payload.body(p.body).ok_or(Dsf::Definite)?;
                let n = body.num_results(p.op);
                let result = (n == 1)
                    .then(|| body.result(p.op, 0))
                    .filter(|&r| ctx.is_index(body.value_type(r)));
                let Some(r) = result else {
                    let d = if kind == SizeOperand::PerTarget {
                        let mut d = Diagnostic::error(
                            loc,
                            "expected sizes to be produced by ops with a single index-type result",
                        );
                        d.attach_note(body.op_loc(p.op), "size producer op");
                        d.attach_note(handle_loc, "for this handle");
                        d
                    } else {
                        let mut d = Diagnostic::error(loc, "payload op must have exactly 1 index result");
                        d.attach_note(body.op_loc(p.op), format!("has {n} results"));
                        d
                    };
                    return Err(Dsf::Silenceable(vec![d]));
                };
                values.push(ApplyValue::Value(r));
                keys.push(p.body);
            }
            Ok((values, keys))
        }
        Mapping::Values(_) => Err(Dsf::silenceable(loc, "expected sizes given by parameters or ops")),
    }
}

/// The sources of the tile sizes: `statics` with each dynamic entry
/// taken, in order, from operands `dynamic` (`kind` says how), or all
/// from the payload of operand `packed`.
fn size_sources(
    it: &Interp<'_, '_, '_>,
    script: &Body,
    op: OpId,
    statics: &[i64],
    (dynamic, kind): (std::ops::Range<usize>, SizeOperand),
    packed: Option<usize>,
    targets: usize,
) -> Result<Vec<SizeSource>, Dsf> {
    let loc = script.op_loc(op);
    let spread = |(values, keys): (Vec<ApplyValue>, Vec<strata_dialect_transform::BodyKey>)| {
        values
            .into_iter()
            .enumerate()
            .map(|(k, v)| match v {
                ApplyValue::Const(c) => SizeSource::Static(c),
                ApplyValue::Value(_) => SizeSource::PerTarget(
                    vec![v; targets],
                    keys.get(k).map(|&key| vec![key; targets]).unwrap_or_default(),
                ),
            })
            .collect::<Vec<_>>()
    };
    if let Some(i) = packed {
        return Ok(spread(payload_sizes(
            it,
            script,
            op,
            i,
            SizeOperand::Packed,
            targets,
        )?));
    }
    let mut operands = dynamic;
    let mut out = Vec::with_capacity(statics.len());
    for &s in statics {
        if s != DYNAMIC {
            out.push(SizeSource::Static(s));
            continue;
        }
        let Some(i) = operands.next() else {
            return Err(Dsf::definite(
                it.ctx,
                loc,
                "expected an operand for each dynamic size",
            ));
        };
        let sizes = payload_sizes(it, script, op, i, kind, targets)?;
        match kind {
            SizeOperand::PerTarget => out.push(SizeSource::PerTarget(sizes.0, sizes.1)),
            _ => out.extend(spread(sizes)),
        }
    }
    Ok(out)
}

/// Tiles each target op as `options` says, with the tile sizes of
/// `sizes` for that target; the tiled ops and each op's loops, or the
/// failure.
fn tile_targets(
    it: &mut Interp<'_, '_, '_>,
    script: &Body,
    op: OpId,
    options: &ScfTilingOptions,
    sizes: &[SizeSource],
    scalable: &[bool],
    unsupported: &str,
) -> Result<(Vec<PayloadOp>, Vec<Vec<PayloadOp>>), Dsf> {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let mut tiled = Vec::new();
    let mut loops = Vec::new();
    for (k, target) in it.operand_ops(script, op, 0).into_iter().enumerate() {
        let mut options = options.clone();
        options.scalable = scalable.to_vec();
        for s in sizes {
            options.tile_sizes.push(match s {
                SizeSource::Static(c) => ApplyValue::Const(*c),
                SizeSource::PerTarget(values, keys) => {
                    // A size computed in another body cannot be used.
                    if keys.get(k).is_some_and(|&key| key != target.body) {
                        return Err(Dsf::silenceable(
                            loc,
                            "expected the size producers to be in the target's body",
                        ));
                    }
                    let Some(&v) = values.get(k) else {
                        return Err(Dsf::silenceable(loc, "expected a size for each target op"));
                    };
                    v
                }
            });
        }
        // An op listed twice (with the expensive checks off) is tiled once.
        let Some(body) = it.payload.body_mut(target.body).filter(|b| b.is_live(target.op)) else {
            continue;
        };
        let target_op = OpRef::new(ctx, body, target.op);
        let Some(iface) = tiling_interface(target_op) else {
            let mut d = Diagnostic::error(loc, unsupported);
            d.attach_note(body.op_loc(target.op), "target op");
            return Err(Dsf::Silenceable(vec![d]));
        };
        let num_loops = (iface.loop_iterator_types)(target_op).len();
        let given = options.tile_sizes.len().max(options.num_threads.len());
        if given > num_loops {
            let mut d = Diagnostic::error(
                loc,
                format!("too many tiles provided, expected at most {num_loops} found {given}"),
            );
            d.attach_note(body.op_loc(target.op), "target op");
            return Err(Dsf::Silenceable(vec![d]));
        }
        let Ok(result) = tile_using_scf(ctx, body, target.op, &options) else {
            return Err(Dsf::Definite);
        };
        // Without tiled loops the op is its own tile and stays.
        if result.tiled_ops != [target.op] {
            let old: Vec<_> = body.results(target.op).collect();
            for (r, v) in old.into_iter().zip(&result.replacements) {
                body.replace_all_uses_with(r, *v);
            }
            body.erase_op(target.op);
            it.state.replace_payload_op(target, None);
        }
        let at = |op: OpId| PayloadOp {
            body: target.body,
            op,
        };
        tiled.extend(result.tiled_ops.iter().map(|&o| at(o)));
        loops.push(result.loops.iter().map(|&o| at(o)).collect());
    }
    Ok((tiled, loops))
}

fn apply_tile_using_for(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let o = OpRef::new(it.ctx, script, op);
    let options = ScfTilingOptions {
        tile_sizes: Vec::new(),
        interchange: i64_list(o, "interchange"),
        loop_kind: LoopKind::For,
        num_threads: Vec::new(),
        forall_by_steps: false,
        scalable: Vec::new(),
        scalarize: false,
    };
    let scalable = o
        .attr("scalable_sizes")
        .and_then(|a| dense_bool_values(it.ctx, a))
        .unwrap_or_default();
    let targets = it.operand_ops(script, op, 0).len();
    let statics = i64_list(o, "static_sizes");
    let sizes = match size_sources(
        it,
        script,
        op,
        &statics,
        (1..script.num_operands(op), SizeOperand::PerTarget),
        None,
        targets,
    ) {
        Ok(s) => s,
        Err(d) => return d,
    };
    let (tiled, loops) = match tile_targets(
        it,
        script,
        op,
        &options,
        &sizes,
        &scalable,
        "only ops implementing TilingInterface are supported",
    ) {
        Ok(r) => r,
        Err(d) => return d,
    };
    let d = it.set_result_ops(script, op, 0, tiled);
    if !d.succeeded() {
        return d;
    }
    // Loop result `i` holds the `i`-th loop of each target.
    for i in 1..script.num_results(op) {
        let nth: Vec<PayloadOp> = loops
            .iter()
            .filter_map(|l: &Vec<PayloadOp>| l.get(i - 1).copied())
            .collect();
        let d = it.set_result_ops(script, op, i, nth);
        if !d.succeeded() {
            return d;
        }
    }
    Dsf::Success
}

fn apply_tile_using_forall(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let o = OpRef::new(it.ctx, script, op);
    let group = |g: usize| strata_dialect_utils::segments::operand_group(o, g);
    if !group(1).is_empty() || !group(3).is_empty() {
        return Dsf::definite(
            it.ctx,
            script.op_loc(op),
            "numbers of threads given by handles or parameters are not supported",
        );
    }
    let options = ScfTilingOptions {
        tile_sizes: Vec::new(),
        interchange: Vec::new(),
        loop_kind: LoopKind::Forall,
        num_threads: i64_list(o, "static_num_threads"),
        forall_by_steps: false,
        scalable: Vec::new(),
        scalarize: false,
    };
    let targets = it.operand_ops(script, op, 0).len();
    let statics = i64_list(o, "static_tile_sizes");
    let sizes = if options.num_threads.is_empty() {
        match size_sources(
            it,
            script,
            op,
            &statics,
            (group(2), SizeOperand::One),
            group(4).next(),
            targets,
        ) {
            Ok(s) => s,
            Err(d) => return d,
        }
    } else {
        Vec::new()
    };
    let mapping = o.attr("mapping");
    let (tiled, loops) = match tile_targets(
        it,
        script,
        op,
        &options,
        &sizes,
        &[],
        "only TilingInterface ops are supported",
    ) {
        Ok(r) => r,
        Err(d) => return d,
    };
    let foralls: Vec<PayloadOp> = loops.iter().filter_map(|l| l.first().copied()).collect();
    if let Some(m) = mapping {
        for f in &foralls {
            if let Some(body) = it.payload.body_mut(f.body) {
                body.set_op_attr(it.ctx, f.op, "mapping", Some(m));
            }
        }
    }
    let d = it.set_result_ops(script, op, 0, tiled);
    if !d.succeeded() {
        return d;
    }
    it.set_result_ops(script, op, 1, foralls)
}

// ---- tile_using_forall's form ---------------------------------------------------------------

/// A list after `num_threads` or `tile_sizes`: `*(%packed)` or a
/// bracketed list of integers and handles.
#[derive(Default)]
struct IndexList {
    packed: Option<UnresolvedOperand>,
    values: Vec<UnresolvedOperand>,
    statics: Vec<i64>,
}

fn parse_index_list(p: &mut dyn OpAsmParser<'_>) -> ParseResult<IndexList> {
    let mut l = IndexList::default();
    if p.parse_optional_punct("*") {
        p.parse_punct("(")?;
        l.packed = Some(p.parse_operand()?);
        p.parse_punct(")")?;
    } else {
        parse_dynamic_index_list(p, &mut l.values, &mut l.statics)?;
    }
    Ok(l)
}

fn parse_tile_using_forall(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let target = p.parse_operand()?;
    let (mut threads, mut sizes) = (None, None);
    loop {
        if threads.is_none() && p.parse_optional_keyword("num_threads") {
            threads = Some(parse_index_list(p)?);
        } else if sizes.is_none() && p.parse_optional_keyword("tile_sizes") {
            sizes = Some(parse_index_list(p)?);
        } else {
            break;
        }
    }
    let mut props: Vec<(strata_ir::Ident, Attribute)> = Vec::new();
    if p.parse_optional_punct("(") {
        p.parse_keyword("mapping")?;
        p.parse_punct("=")?;
        props.push((ctx.ident("mapping"), p.parse_attribute(None)?));
        p.parse_punct(")")?;
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let fty = p.parse_type()?;
    let (inputs, results) = match ctx.type_kind(fty) {
        TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => return Err(p.emit_error("expected a function type")),
    };
    let (has_threads, has_sizes) = (threads.is_some(), sizes.is_some());
    let (threads, sizes) = (threads.unwrap_or_default(), sizes.unwrap_or_default());
    let mut operands = vec![target];
    operands.extend(threads.values.iter().cloned());
    operands.extend(sizes.values.iter().cloned());
    operands.extend(threads.packed.iter().cloned());
    operands.extend(sizes.packed.iter().cloned());
    if inputs.len() != operands.len() {
        return Err(p.emit_error(&format!(
            "{} operands present, but expected {}",
            operands.len(),
            inputs.len()
        )));
    }
    for (o, &t) in operands.iter().zip(&inputs) {
        state.operands.push(p.resolve_operand(o, t)?);
    }
    let segments = [
        1,
        threads.values.len() as i32,
        sizes.values.len() as i32,
        threads.packed.is_some() as i32,
        sizes.packed.is_some() as i32,
    ];
    props.push((
        ctx.ident("operandSegmentSizes"),
        ctx.dense_i32_array_attr(&segments),
    ));
    // A list given (packed or not) sets its static part, as mlir-opt's
    // parser does.
    if has_threads {
        props.push((
            ctx.ident("static_num_threads"),
            dense_i64_array(ctx, &threads.statics),
        ));
    }
    if has_sizes {
        props.push((
            ctx.ident("static_tile_sizes"),
            dense_i64_array(ctx, &sizes.statics),
        ));
    }
    let inherent = ["mapping", "static_num_threads", "static_tile_sizes"];
    let rest = strata_ir::function_interface::split_inherent_attrs(
        ctx,
        attrs,
        &inherent.map(|n| (n, strata_ir::function_interface::PropKind::Any)),
        &mut props,
    );
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    props.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    state.properties = Some(ctx.dictionary_attr(&props));
    state.result_types = results;
    Ok(())
}

fn print_index_list(
    p: &mut dyn OpAsmPrinter<'_>,
    op: OpRef<'_>,
    keyword: &str,
    groups: (usize, usize),
    name: &str,
) {
    let values: Vec<_> = strata_dialect_utils::segments::operand_group(op, groups.0)
        .map(|i| op.operand(i))
        .collect();
    let packed = strata_dialect_utils::segments::operand_group(op, groups.1).next();
    let statics = i64_list(op, name);
    if values.is_empty() && statics.is_empty() && packed.is_none() {
        return;
    }
    p.write_str(" ");
    p.write_str(keyword);
    p.write_str(" ");
    match packed {
        Some(i) => {
            p.write_str("*(");
            p.print_operand(op.operand(i));
            p.write_str(")");
        }
        None => print_dynamic_index_list(p, &values, &statics),
    }
}

fn print_tile_using_forall(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    p.print_operand(op.operand(0));
    print_index_list(p, op, "num_threads", (1, 3), "static_num_threads");
    print_index_list(p, op, "tile_sizes", (2, 4), "static_tile_sizes");
    if let Some(m) = op.attr("mapping") {
        // No space before the group, as mlir-opt prints it.
        p.write_str("(mapping = ");
        p.print_attribute(m);
        p.write_str(")");
    }
    p.print_optional_attr_dict(
        &strata_ir::function_interface::merged_attrs(op),
        &[
            "operandSegmentSizes",
            "static_num_threads",
            "static_tile_sizes",
            "mapping",
        ],
    );
    p.write_str(" : ");
    let inputs: Vec<_> = op.operands().map(|v| op.value_type(v)).collect();
    let results: Vec<_> = op.result_types().collect();
    p.print_type(ctx.function_type(&inputs, &results));
}

// ---- vectorization ------------------------------------------------------------------------------

const VECTORIZE_CONDITIONS: strata_pass::conditions::Conditions =
    strata_pass::conditions::Conditions::introducing(&[
        "vector.transfer_read",
        "vector.transfer_write",
        "vector.broadcast",
        "vector.transpose",
        "vector.multi_reduction",
        "vector.step",
        "vector.extract",
        "vector.create_mask",
        "vector.mask",
        "vector.yield",
        "vector.contract",
        "ub.poison",
        "arith.constant",
        "arith.addi",
        "affine.apply",
        "tensor.dim",
        "tensor.empty",
        "tensor.extract",
        "tensor.insert_slice",
        "linalg.fill",
        "memref.dim",
        "memref.load",
    ]);

const VECTORIZE_EXAMPLE: &str = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %mm = transform.structured.match ops{[\"linalg.matmul\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.structured.vectorize %mm vector_sizes [8, 16, 4] : !transform.any_op\n    transform.yield\n  }\n}";

const VECTORIZE_CHILDREN_EXAMPLE: &str = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %v = transform.structured.vectorize_children_and_apply_patterns %f : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}";

strata_ods::op! {
    /// Vectorizes each target structured op (see
    /// [`crate::linalg::vectorize`]): with `vector_sizes` (one per loop,
    /// each static, a parameter or a handle to a constant) the vectors
    /// have those sizes and the accesses are masked, otherwise the static
    /// loop ranges. The target is consumed; an op the vectorizer cannot
    /// handle is a silenceable failure.
    pub VectorizeOp(VECTORIZE, "transform.structured.vectorize") {
        operands(target: single(OP_HANDLE), vector_sizes: variadic(ANY_HANDLE_OR_PARAM))
        attributes(
            static_vector_sizes: opt_attr = optional(attrs::DENSE_I64_ARRAY_ATTR),
            vectorize_nd_extract: opt_attr = optional(attrs::UNIT_ATTR),
            assume_dynamic_dims_match_vec_sizes: opt_attr = optional(attrs::UNIT_ATTR),
            create_named_contraction: opt_attr = optional(attrs::UNIT_ATTR),
            scalable_sizes: opt_attr = optional(attrs::DENSE_BOOL_ARRAY_ATTR),
        )
        summary: "",
        example: VECTORIZE_EXAMPLE,
        verify: Some(verify_vectorize),
        parse: Some(parse_vectorize),
        print: Some(print_vectorize),
        interfaces: &[&TransformOpInterface {
            apply: apply_vectorize,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &VECTORIZE_CONDITIONS],
    }

    /// Vectorizes every structured op nested in each target (an op
    /// isolated from above), then applies the clean-up patterns; returns
    /// the targets. The target is consumed.
    pub VectorizeChildrenAndApplyPatternsOp(VECTORIZE_CHILDREN_AND_APPLY_PATTERNS, "transform.structured.vectorize_children_and_apply_patterns") {
        operands(target: single(OP_HANDLE))
        results(transformed: single(OP_HANDLE))
        attributes(
            fold_type_extensions_into_contract: opt_attr = optional(attrs::UNIT_ATTR),
            vectorize_padding: opt_attr = optional(attrs::UNIT_ATTR),
            vectorize_nd_extract: opt_attr = optional(attrs::UNIT_ATTR),
            flatten_1d_depthwise_conv: opt_attr = optional(attrs::UNIT_ATTR),
            disable_multi_reduction_to_contract_patterns: opt_attr = optional(attrs::UNIT_ATTR),
            disable_transfer_permutation_map_lowering_patterns: opt_attr = optional(attrs::UNIT_ATTR),
        )
        summary: "",
        example: VECTORIZE_CHILDREN_EXAMPLE,
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_vectorize_children,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &VECTORIZE_CONDITIONS],
    }
}

fn verify_vectorize(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let sizes = i64_list(op, "static_vector_sizes").len();
    let scalable = op
        .attr("scalable_sizes")
        .and_then(|a| dense_bool_values(op.ctx, a))
        .unwrap_or_default()
        .len();
    if sizes != scalable {
        return Err(op.emit_op_error(format!(
            "expected same number of vector sizes ({sizes}) and scalable sizes ({scalable})"
        )));
    }
    Ok(())
}

fn parse_vectorize(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let target = p.parse_operand()?;
    let mut values = Vec::new();
    let mut statics = Vec::new();
    let mut scalable = Vec::new();
    let mut props: Vec<(strata_ir::Ident, Attribute)> = Vec::new();
    let mut sizes_pos = p.current_pos();
    if p.parse_optional_keyword("vector_sizes") {
        sizes_pos = p.current_pos();
        strata_ods::directives::parse_scalable_dynamic_index_list(
            p,
            &mut values,
            &mut statics,
            &mut scalable,
        )?;
        props.push((ctx.ident("static_vector_sizes"), dense_i64_array(ctx, &statics)));
        props.push((
            ctx.ident("scalable_sizes"),
            strata_ods::directives::dense_bool_array(ctx, &scalable),
        ));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let target_t = p.parse_type()?;
    let mut types = Vec::new();
    if p.parse_optional_punct(",") {
        loop {
            types.push(p.parse_type()?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
    }
    if types.len() != values.len() {
        return Err(p.emit_error_at(
            sizes_pos,
            &format!(
                "number of operands and types do not match: got {} operands and {} types",
                values.len(),
                types.len()
            ),
        ));
    }
    state.operands.push(p.resolve_operand(&target, target_t)?);
    for (v, &t) in values.iter().zip(&types) {
        state.operands.push(p.resolve_operand(v, t)?);
    }
    let inherent = [
        "static_vector_sizes",
        "scalable_sizes",
        "vectorize_nd_extract",
        "assume_dynamic_dims_match_vec_sizes",
        "create_named_contraction",
    ];
    let rest = strata_ir::function_interface::split_inherent_attrs(
        ctx,
        attrs,
        &inherent.map(|n| (n, strata_ir::function_interface::PropKind::Any)),
        &mut props,
    );
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    props.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(&props));
    }
    Ok(())
}

fn print_vectorize(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    let statics = i64_list(op, "static_vector_sizes");
    let values: Vec<_> = op.operands().skip(1).collect();
    if !statics.is_empty() || !values.is_empty() {
        let scalable = op
            .attr("scalable_sizes")
            .and_then(|a| dense_bool_values(op.ctx, a))
            .unwrap_or_default();
        p.write_str(" vector_sizes ");
        strata_ods::directives::print_scalable_dynamic_index_list(p, &values, &statics, &scalable);
    }
    p.print_optional_attr_dict(
        &strata_ir::function_interface::merged_attrs(op),
        &["static_vector_sizes", "scalable_sizes"],
    );
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    for v in values {
        p.write_str(", ");
        p.print_type(op.value_type(v));
    }
}

/// The vector sizes of `vectorize`: its static sizes, each dynamic one
/// read from its parameter or from the constant its handle's one payload
/// op gives (the failures are mlir-opt's).
fn reify_vector_sizes(it: &Interp<'_, '_, '_>, script: &Body, op: OpId) -> Result<Vec<i64>, Dsf> {
    let o = OpRef::new(it.ctx, script, op);
    let statics = i64_list(o, "static_vector_sizes");
    reify_mixed_params(it, script, op, &statics, 1..script.num_operands(op))
}

/// The integers of a mixed list (MLIR's
/// `reifyMixedParamAndHandleResults`): `statics`, each `DYNAMIC` entry
/// read, in order, from operands `operands`: a parameter's one integer,
/// or the constant the one payload op of a handle gives.
pub(crate) fn reify_mixed_params(
    it: &Interp<'_, '_, '_>,
    script: &Body,
    op: OpId,
    statics: &[i64],
    mut operands: std::ops::Range<usize>,
) -> Result<Vec<i64>, Dsf> {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let mut sizes = Vec::new();
    for &s in statics {
        if s != DYNAMIC {
            sizes.push(s);
            continue;
        }
        let Some(i) = operands.next() else {
            return Err(Dsf::silenceable(loc, "expected an operand for each dynamic size"));
        };
        match it.mapping(script, script.operand(op, i)) {
            Mapping::Params(attrs) => {
                if attrs.len() != 1 {
                    return Err(Dsf::silenceable(loc, "expected a single param"));
                }
                let v = ctx
                    .integer_attr_value(attrs[0])
                    .ok_or_else(|| Dsf::silenceable(loc, "expected an integer param"))?;
                sizes.push(v.sext_i64());
            }
            Mapping::Ops(ops) => {
                if ops.len() != 1 {
                    return Err(Dsf::silenceable(
                        loc,
                        "requires param or handle that is mapped to 1 payload op",
                    ));
                }
                let p = ops[0];
                let body = it.payload.body(p.body).ok_or(Dsf::Definite)?;
                if body.num_results(p.op) != 1 || !ctx.is_index(body.value_type(body.result(p.op, 0))) {
                    return Err(Dsf::silenceable(
                        loc,
                        "requires param or handle to be result of op with 1 index result",
                    ));
                }
                let value = strata_ir::fold::constant_value(ctx, body, body.result(p.op, 0))
                    .and_then(|a| ctx.integer_attr_value(a))
                    .ok_or_else(|| {
                        Dsf::silenceable(
                            loc,
                            "requires param or handle to be the result of a constant like op",
                        )
                    })?;
                sizes.push(value.sext_i64());
            }
            Mapping::Values(_) => return Err(Dsf::silenceable(loc, "unexpected value handle")),
        }
    }
    Ok(sizes)
}

fn apply_vectorize(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let targets = it.operand_ops(script, op, 0);
    if targets.is_empty() {
        return Dsf::Success;
    }
    let sizes = match reify_vector_sizes(it, script, op) {
        Ok(s) => s,
        Err(d) => return d,
    };
    let o = OpRef::new(ctx, script, op);
    let scalable = o
        .attr("scalable_sizes")
        .and_then(|a| dense_bool_values(ctx, a))
        .unwrap_or_default();
    let options = crate::linalg::vectorize::VectorizeOptions {
        vector_sizes: sizes,
        scalable,
        assume_dynamic_dims_match_vec_sizes: o.attr("assume_dynamic_dims_match_vec_sizes").is_some(),
        create_named_contraction: o.attr("create_named_contraction").is_some(),
        flatten_1d_depthwise_conv: false,
        vectorize_nd_extract: o.attr("vectorize_nd_extract").is_some(),
    };
    for target in targets {
        let Some(body) = it.payload.body_mut(target.body).filter(|b| b.is_live(target.op)) else {
            continue;
        };
        let loc = body.op_loc(target.op);
        let name = ctx.op_name_str(body.op_name(target.op));
        let structured = strata_dialect_linalg::structured::is_structured(OpRef::new(ctx, body, target.op));
        // The ops mlir-opt can vectorize; of the non-structured ones
        // `tensor.insert_slice` and `tensor.pad` are handled here.
        let known = [
            "tensor.pad",
            "tensor.insert_slice",
            "linalg.pack",
            "linalg.unpack",
        ];
        if !structured && !known.contains(&name) {
            return Dsf::silenceable(loc, "Unsupported Op, cannot vectorize");
        }
        let results = if structured {
            crate::linalg::vectorize::vectorize(ctx, body, target.op, &options)
        } else {
            vectorize_non_structured(ctx, body, target.op, &options)
        };
        let Some(results) = results else {
            return Dsf::silenceable(loc, "Attempted to vectorize, but failed");
        };
        let old: Vec<_> = body.results(target.op).collect();
        for (r, v) in old.into_iter().zip(results) {
            body.replace_all_uses_with(r, v);
        }
        body.erase_op(target.op);
        it.state.replace_payload_op(target, None);
    }
    Dsf::Success
}

/// Vectorizes one of the non-structured ops the vectorizer handles;
/// `None` when it cannot.
fn vectorize_non_structured(
    ctx: &strata_ir::Context,
    body: &mut Body,
    op: OpId,
    options: &crate::linalg::vectorize::VectorizeOptions,
) -> Option<Vec<strata_ir::ValueId>> {
    use crate::linalg::{vectorize, vectorize_pack};
    match ctx.op_name_str(body.op_name(op)) {
        "tensor.pad" => vectorize::vectorize_pad(ctx, body, op, options),
        "tensor.insert_slice" => vectorize::vectorize_insert_slice(ctx, body, op, options),
        "linalg.pack" => vectorize_pack::vectorize_pack(ctx, body, op, options),
        "linalg.unpack" => vectorize_pack::vectorize_unpack(ctx, body, op, options),
        _ => None,
    }
}

/// Vectorizes any structured op it is applied to (MLIR's
/// `VectorizationPattern` of `vectorize_children_and_apply_patterns`).
struct VectorizationPattern {
    /// `flatten_1d_depthwise_conv`.
    flatten: bool,
    /// `vectorize_nd_extract`.
    nd_extract: bool,
}

impl strata_rewrite::RewritePattern for VectorizationPattern {
    fn root(&self) -> strata_rewrite::PatternRoot {
        strata_rewrite::PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "VectorizationPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut strata_rewrite::PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let options = crate::linalg::vectorize::VectorizeOptions {
            flatten_1d_depthwise_conv: self.flatten,
            vectorize_nd_extract: self.nd_extract,
            ..Default::default()
        };
        let name = ctx.op_name_str(rw.body().op_name(op));
        let non_structured = matches!(name, "tensor.insert_slice" | "linalg.pack" | "linalg.unpack");
        let o = OpRef::new(ctx, rw.body(), op);
        let handled = match name {
            "tensor.insert_slice" => crate::linalg::vectorize::insert_slice_precondition(o, &options),
            "linalg.pack" => crate::linalg::vectorize_pack::pack_precondition(o, &options),
            "linalg.unpack" => crate::linalg::vectorize_pack::unpack_precondition(o, &options),
            _ => crate::linalg::vectorize::vectorize_precondition(o, &options),
        };
        if !handled {
            return false;
        }
        let first_before = rw.body().prev_op(op);
        let mut results = None;
        rw.modify_op_in_place(op, |body| {
            results = if non_structured {
                vectorize_non_structured(ctx, body, op, &options)
            } else {
                crate::linalg::vectorize::vectorize(ctx, body, op, &options)
            };
        });
        let Some(results) = results else {
            return false;
        };
        // Report the new ops to the driver: move each into place again.
        let mut created = Vec::new();
        let mut cur = rw.body().prev_op(op);
        while cur.is_some() && cur != first_before {
            let Some(c) = cur else { break };
            created.push(c);
            cur = rw.body().prev_op(c);
        }
        rw.set_insertion_point(op);
        for &c in created.iter().rev() {
            rw.move_op(c);
        }
        rw.replace_op(op, &results);
        true
    }
}

/// A `memref.copy` between static shapes: a transfer read of the whole
/// source and a transfer write of it (MLIR's `vectorizeCopy`).
struct CopyVectorizationPattern;

impl strata_rewrite::RewritePattern for CopyVectorizationPattern {
    fn root(&self) -> strata_rewrite::PatternRoot {
        strata_rewrite::PatternRoot::Op("memref.copy")
    }

    fn debug_name(&self) -> &str {
        "CopyVectorizationPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut strata_rewrite::PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let (src, dst) = (body.operand(op, 0), body.operand(op, 1));
        let (src_t, dst_t) = (body.value_type(src), body.value_type(dst));
        let static_shape = |t| {
            matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
                && ctx.shape(t).is_some_and(|s| !s.contains(&DYNAMIC))
        };
        let valid = |t| {
            matches!(
                ctx.type_kind(ctx.element_type_or_self(t)),
                TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
            )
        };
        if !static_shape(src_t) || !static_shape(dst_t) || !valid(src_t) || !valid(dst_t) {
            return false;
        }
        let shape = ctx.shape(src_t).unwrap_or(&[]).to_vec();
        let src_elem = ctx.element_type_or_self(src_t);
        let read_t = ctx.vector_type(&shape, src_elem);
        let write_t = ctx.vector_type(ctx.shape(dst_t).unwrap_or(&[]), ctx.element_type_or_self(dst_t));
        let rank = shape.len();
        let loc = body.op_loc(op);
        let map = strata_ir::affine::AffineMap::multi_dim_identity(ctx, rank as u32);
        let map_attr = ctx.intern_attr(strata_ir::AttrKind::AffineMap(map));
        let flags = |n: usize| ctx.array_attr(&vec![ctx.bool_attr(false); n]);
        let create = |rw: &mut strata_rewrite::PatternRewriter<'_>,
                      name: &str,
                      operands: Vec<strata_ir::ValueId>,
                      results: Vec<strata_ir::Type>,
                      props: &[(&str, Attribute)]| {
            let mut st = OperationState::new(ctx.op_name(name), loc);
            st.operands = operands;
            st.result_types = results;
            if !props.is_empty() {
                let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
                st.properties = Some(ctx.dictionary_attr(&entries));
            }
            rw.set_insertion_point(op);
            let o = rw.create(st);
            (rw.body().num_results(o) > 0).then(|| rw.body().result(o, 0))
        };
        let index = ctx.index_type();
        let zero_attr = ctx.integer_attr(index, 0);
        let Some(zero) = create(rw, "arith.constant", vec![], vec![index], &[("value", zero_attr)]) else {
            return false;
        };
        let poison = strata_dialect_ub::poison_attr(ctx);
        let Some(pad) = create(rw, "ub.poison", vec![], vec![src_elem], &[("value", poison)]) else {
            return false;
        };
        let n = rank as i32;
        let mut operands = vec![src];
        operands.extend(std::iter::repeat_n(zero, rank));
        operands.push(pad);
        let segments = strata_dialect_utils::attrs::dense_i32_array(ctx, &[1, n, 1, 0]);
        let props = [
            ("in_bounds", flags(rank)),
            ("operandSegmentSizes", segments),
            ("permutation_map", map_attr),
        ];
        let Some(mut value) = create(rw, "vector.transfer_read", operands, vec![read_t], &props) else {
            return false;
        };
        if rank == 0 {
            let p = dense_i64_array(ctx, &[]);
            let Some(e) = create(
                rw,
                "vector.extract",
                vec![value],
                vec![src_elem],
                &[("static_position", p)],
            ) else {
                return false;
            };
            let Some(b) = create(rw, "vector.broadcast", vec![e], vec![write_t], &[]) else {
                return false;
            };
            value = b;
        }
        let mut operands = vec![value, dst];
        operands.extend(std::iter::repeat_n(zero, rank));
        let segments = strata_dialect_utils::attrs::dense_i32_array(ctx, &[1, 1, n, 0]);
        let props = [
            ("in_bounds", flags(rank)),
            ("operandSegmentSizes", segments),
            ("permutation_map", map_attr),
        ];
        create(rw, "vector.transfer_write", operands, vec![], &props);
        rw.erase_op(op);
        true
    }
}

/// A `tensor.pad` as a `tensor.empty` of the result's sizes filled with
/// the padding value (`linalg.fill`; a `tensor.generate` with the pad's
/// body when the value is computed there) and the source inserted at the
/// low padding (MLIR's `DecomposePadOpPattern`, applied with
/// `vectorize_padding`; the fill and the insert are then vectorized).
struct DecomposePadOpPattern;

/// Whether `v` is defined by an op of `block`.
fn body_defines(body: &strata_ir::Body, v: strata_ir::ValueId, block: strata_ir::BlockId) -> bool {
    body.defining_op(v).is_some() && body.value_parent_block(v) == Some(block)
}

impl strata_rewrite::RewritePattern for DecomposePadOpPattern {
    fn root(&self) -> strata_rewrite::PatternRoot {
        strata_rewrite::PatternRoot::Op("tensor.pad")
    }

    fn debug_name(&self) -> &str {
        "DecomposePadOpPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut strata_rewrite::PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        // The padding value must be usable outside the pad's body.
        let (body, regions) = o.regions();
        let Some(block) = regions.first().and_then(|&r| body.region_entry(r)) else {
            return false;
        };
        let Some(terminator) = body.last_op(block) else {
            return false;
        };
        if body.num_operands(terminator) != 1 {
            return false;
        }
        let pad = body.operand(terminator, 0);
        let pad_region = regions[0];
        // A padding value computed in the body fills the result through a
        // `tensor.generate` holding the body; a constant is moved out.
        let constant_pad = body
            .defining_op(pad)
            .is_some_and(|d| strata_ir::fold::constant_op_value(OpRef::new(ctx, body, d)).is_some());
        let generated = body.value_parent_block(pad) == Some(block) && !constant_pad;
        let source = o.operand(0);
        let result_t = o.result_type(0);
        let (Some(result_shape), Some(source_shape)) = (ctx.shape(result_t), ctx.shape(o.value_type(source)))
        else {
            return false;
        };
        let (result_shape, source_shape) = (result_shape.to_vec(), source_shape.to_vec());
        let mixed = |name: &str, g: usize| -> Vec<Result<strata_ir::ValueId, i64>> {
            let mut dynamic = strata_dialect_utils::segments::operand_group(o, g).map(|i| o.operand(i));
            i64_list(o, name)
                .into_iter()
                .map(|s| {
                    if s == DYNAMIC {
                        dynamic.next().ok_or(0)
                    } else {
                        Err(s)
                    }
                })
                .collect()
        };
        let (low, high) = (mixed("static_low", 1), mixed("static_high", 2));
        let loc = o.loc();
        let index = ctx.index_type();
        let create = |rw: &mut strata_rewrite::PatternRewriter<'_>,
                      name: &str,
                      operands: Vec<strata_ir::ValueId>,
                      ty: strata_ir::Type,
                      props: &[(&str, Attribute)]| {
            let mut st = OperationState::new(ctx.op_name(name), loc);
            st.operands = operands;
            st.result_types = vec![ty];
            if !props.is_empty() {
                let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
                st.properties = Some(ctx.dictionary_attr(&entries));
            }
            rw.set_insertion_point(op);
            let c = rw.create(st);
            rw.body().result(c, 0)
        };
        let constant = |rw: &mut strata_rewrite::PatternRewriter<'_>, v: i64| {
            create(
                rw,
                "arith.constant",
                vec![],
                index,
                &[("value", ctx.integer_attr(index, v))],
            )
        };
        let value = |rw: &mut strata_rewrite::PatternRewriter<'_>, x: Result<strata_ir::ValueId, i64>| match x
        {
            Ok(v) => v,
            Err(c) => constant(rw, c),
        };
        // `a + b`, folded as mlir-opt's createOrFold does for zeros.
        let add =
            |rw: &mut strata_rewrite::PatternRewriter<'_>, a: strata_ir::ValueId, b: strata_ir::ValueId| {
                let zero = |rw: &strata_rewrite::PatternRewriter<'_>, v: strata_ir::ValueId| {
                    strata_ir::fold::constant_value(ctx, rw.body(), v)
                        .and_then(|a| ctx.integer_attr_value(a))
                        .is_some_and(|x| x.sext_i64() == 0)
                };
                if zero(rw, b) {
                    return a;
                }
                create(
                    rw,
                    "arith.addi",
                    vec![a, b],
                    index,
                    &[("overflowFlags", strata_dialect_arith::OVERFLOW.attr(ctx, 0))],
                )
            };
        let mut dyn_sizes = Vec::new();
        for (d, &r) in result_shape.iter().enumerate() {
            if r != DYNAMIC {
                continue;
            }
            let src = if source_shape[d] == DYNAMIC {
                let c = constant(rw, d as i64);
                create(rw, "tensor.dim", vec![source, c], index, &[])
            } else {
                constant(rw, source_shape[d])
            };
            let l = value(rw, low[d]);
            let plus_low = add(rw, src, l);
            let h = value(rw, high[d]);
            dyn_sizes.push(add(rw, plus_low, h));
        }
        let empty = create(rw, "tensor.empty", dyn_sizes.clone(), result_t, &[]);
        let fill = if generated {
            let region = rw.create_region();
            let mut st = OperationState::new(ctx.op_name("tensor.generate"), loc);
            st.operands = dyn_sizes;
            st.result_types = vec![result_t];
            st.regions = vec![region];
            rw.set_insertion_point(op);
            let g = rw.create(st);
            // The pad is replaced: its body moves rather than being cloned.
            rw.inline_region_before(pad_region, region, None);
            rw.body().result(g, 0)
        } else {
            if body_defines(rw.body(), pad, block) {
                if let Some(d) = rw.body().defining_op(pad) {
                    rw.set_insertion_point(op);
                    rw.move_op(d);
                }
            }
            let Some(fill) = strata_dialect_linalg::payload::create_named(
                rw,
                op,
                "linalg.fill",
                &[pad],
                &[empty],
                &[result_t],
                &[],
            ) else {
                return false;
            };
            rw.body().result(fill, 0)
        };
        // The source's sizes: dims for dynamic ones.
        let mut sizes = Vec::with_capacity(source_shape.len());
        for (d, &s) in source_shape.iter().enumerate() {
            if s == DYNAMIC {
                let c = constant(rw, d as i64);
                sizes.push(Ok(create(rw, "tensor.dim", vec![source, c], index, &[])));
            } else {
                sizes.push(Err(s));
            }
        }
        let statics = |l: &[Result<strata_ir::ValueId, i64>]| -> Vec<i64> {
            l.iter().map(|x| x.err().unwrap_or(DYNAMIC)).collect()
        };
        let dynamics = |l: &[Result<strata_ir::ValueId, i64>]| -> Vec<strata_ir::ValueId> {
            l.iter().filter_map(|x| x.ok()).collect()
        };
        let mut operands = vec![source, fill];
        operands.extend(dynamics(&low));
        operands.extend(dynamics(&sizes));
        let segments = [
            1,
            1,
            dynamics(&low).len() as i32,
            dynamics(&sizes).len() as i32,
            0,
        ];
        let props = [
            (
                "operandSegmentSizes",
                strata_dialect_utils::attrs::dense_i32_array(ctx, &segments),
            ),
            ("static_offsets", dense_i64_array(ctx, &statics(&low))),
            ("static_sizes", dense_i64_array(ctx, &statics(&sizes))),
            (
                "static_strides",
                dense_i64_array(ctx, &vec![1; source_shape.len()]),
            ),
        ];
        let inserted = create(rw, "tensor.insert_slice", operands, result_t, &props);
        rw.replace_op(op, &[inserted]);
        true
    }
}

/// `vector.step` as the constant `[0, 1, ..., n-1]` (MLIR's step lowering
/// for fixed-size vectors).
struct StepToConstant;

impl strata_rewrite::RewritePattern for StepToConstant {
    fn root(&self) -> strata_rewrite::PatternRoot {
        strata_rewrite::PatternRoot::Op("vector.step")
    }

    fn debug_name(&self) -> &str {
        "StepToArithConstantOpRewrite"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut strata_rewrite::PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let ty = rw.body().result_types(op).next();
        let Some(ty) = ty else { return false };
        let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(ty) else {
            return false;
        };
        if scalable.contains(&true) || shape.len() != 1 {
            return false;
        }
        let mut bytes = Vec::with_capacity(shape[0] as usize * 8);
        for v in 0..shape[0] {
            bytes.extend_from_slice(&v.to_le_bytes());
        }
        let value = ctx.intern_attr(strata_ir::AttrKind::DenseElements {
            ty,
            // One element is a splat, as MLIR stores it.
            data: strata_ir::DenseData {
                splat: shape[0] == 1,
                bytes: bytes.into(),
            },
        });
        let mut st = OperationState::new(ctx.op_name("arith.constant"), rw.body().op_loc(op));
        st.result_types.push(ty);
        st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
        rw.replace_op_with_new(op, st);
        true
    }
}

fn apply_vectorize_children(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let o = OpRef::new(ctx, script, op);
    let flatten = o.attr("flatten_1d_depthwise_conv").is_some();
    let nd_extract = o.attr("vectorize_nd_extract").is_some();
    let mut list: Vec<Box<dyn strata_rewrite::RewritePattern>> =
        vec![Box::new(VectorizationPattern { flatten, nd_extract })];
    if o.attr("disable_transfer_permutation_map_lowering_patterns")
        .is_none()
    {
        list.extend(crate::vector::transfer_permutation::patterns());
    }
    if o.attr("disable_multi_reduction_to_contract_patterns").is_none() {
        list.extend(crate::vector::contract::patterns());
    }
    list.extend(crate::vector::sink::patterns());
    list.push(Box::new(CopyVectorizationPattern));
    if o.attr("vectorize_padding").is_some() {
        list.push(Box::new(DecomposePadOpPattern));
    }
    let transfers = [
        ctx.op_name("vector.transfer_read"),
        ctx.op_name("vector.transfer_write"),
    ];
    list.extend(strata_rewrite::op_canonicalization_patterns(ctx, &transfers));
    // MLIR's greedy driver folds all-true `vector.mask`s away (a fold that
    // moves the masked op out, which Strata's `vector.mask` has as its
    // unnamed canonicalization).
    list.extend(
        strata_rewrite::op_canonicalization_patterns(ctx, &[ctx.op_name("vector.mask")])
            .into_iter()
            .filter(|p| p.debug_name().is_empty()),
    );
    list.extend(crate::vector::subset_folding::patterns());
    if o.attr("fold_type_extensions_into_contract").is_some() {
        list.extend(crate::vector::contract::fold_arith_extension_patterns());
    }
    list.push(Box::new(StepToConstant));
    let patterns = strata_rewrite::FrozenPatternSet::new(ctx, list);
    let mut out = Vec::new();
    for target in it.operand_ops(script, op, 0) {
        let Some(body) = it.payload.body(target.body) else {
            continue;
        };
        if body.child_body(target.op).is_none() {
            let mut d =
                OpRef::new(ctx, script, op).op_error_with_op_note("requires isolated-from-above targets");
            d.attach_note(body.op_loc(target.op), "non-isolated target");
            ctx.emit(d);
            return Dsf::Definite;
        }
        let key = it.payload.regions_key(target);
        // MLIR's default configuration: bottom-up, so that the ops of a
        // structured op's body fold (a `linalg.index` of a unit loop is 0)
        // before the op is vectorized.
        let config = strata_rewrite::GreedyConfig {
            top_down: false,
            ..strata_rewrite::GreedyConfig::default()
        };
        match it.greedy_tracked(key, &patterns, config) {
            Ok(true) => {}
            Ok(false) => return Dsf::definite(ctx, loc, "failed to apply"),
            Err(failure) => {
                if let Some(d) = it.tracking_failure(script, op, &failure) {
                    return d;
                }
            }
        }
        out.push(target);
    }
    it.set_result_ops(script, op, 0, out)
}

strata_ods::op! {
    /// Names the pattern decomposing a `tensor.pad` whose padding value is
    /// defined outside it into a filled `tensor.empty` with the source
    /// inserted (MLIR's `DecomposePadOpPattern`), in an `apply_patterns`
    /// region. Pads computing their padding in their body stay.
    pub ApplyDecomposeTensorPadPatternsOp(APPLY_DECOMPOSE_PAD, "transform.apply_patterns.linalg.decompose_pad") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.linalg.decompose_pad\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&strata_dialect_transform::ops::apply::PatternDescriptorOpInterface {
            populate: |_, patterns| patterns.push(Box::new(DecomposePadOpPattern)),
        }],
    }
}
