//! Ops that structure scripts: `named_sequence`, `sequence`, `include`,
//! `foreach`, `alternatives` and `yield`.

use strata_dialect_utils::asm::{
    ensure_terminator, parse_optional_arrow_types, print_result_types, print_types,
};
use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::function_interface::{self as fi, DEFAULT_NAMES};
use strata_ir::{
    BlockId, Body, Context, Diagnostic, Location, LogicalResult, NamedAttribute, OpBuilder, OpId, OpRef,
    OpTraits, OperationState, RegionId, Type, ValueId,
};
use strata_ods::constraints::attrs;
use strata_ods::RegionConstraint;

use super::{ANY_HANDLE_OR_PARAM, FAILURE_PROPAGATION_ATTR, OP_HANDLE};
use crate::interpreter::{consumes_nothing, Dsf, Interp, Library, TransformOpInterface};
use crate::state::Mapping;

/// The failure propagation modes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FailureMode {
    /// Silenceable failures stop the block and propagate.
    Propagate,
    /// Silenceable failures are silenced; the block goes on.
    Suppress,
}

fn failure_mode(op: OpRef<'_>) -> FailureMode {
    match super::int_value(op, "failure_propagation_mode") {
        Some(2) => FailureMode::Suppress,
        _ => FailureMode::Propagate,
    }
}

strata_ods::op! {
    /// A named, reusable sequence of transforms: the entry point of a
    /// script (`@__transform_main` by default) or a macro that
    /// `transform.include`, `foreach_match` and `collect_matching` apply.
    /// Arguments marked `transform.consumed` are consumed, those marked
    /// `transform.readonly` only read. It must be nested in a module with
    /// the `transform.with_named_sequence` attribute.
    pub NamedSequenceOp(NAMED_SEQUENCE, "transform.named_sequence") {
        attributes(
            sym_name: str = required(attrs::SYMBOL_NAME_ATTR),
            function_type: type = required(attrs::FUNCTION_TYPE_ATTR),
            sym_visibility: opt_str = optional(attrs::STR_ATTR),
            arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
        )
        regions(body: single(RegionConstraint::MaxSized(1)))
        build(explicit)
        entry_block_args: Some(strata_ods::typed::function_type_inputs),
        summary: "Named transform sequence that can be included elsewhere",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            .union(OpTraits::SYMBOL)
            .union(OpTraits::CALLABLE)
            .union(OpTraits::FUNCTION),
        verify: Some(verify_named_sequence),
        verify_symbol_uses: Some(verify_named_sequence_table),
        parse: Some(parse_named_sequence),
        print: Some(print_named_sequence),
        interfaces: &[&TransformOpInterface {
            apply: apply_named_sequence,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }

    /// Applies its body's transforms in order to the handles it is given
    /// (`root` and `extra_bindings`, bound to the block's arguments) and
    /// returns what the body yields. With `failures(suppress)`, a
    /// silenceable failure of a nested transform is silenced and the
    /// following ones still apply; with `failures(propagate)` it ends the
    /// sequence and is propagated.
    pub SequenceOp(SEQUENCE, "transform.sequence") {
        operands(root: optional(OP_HANDLE), extra_bindings: variadic(ANY_HANDLE_OR_PARAM))
        results(results: variadic(OP_HANDLE))
        attributes(failure_propagation_mode: enum = required(FAILURE_PROPAGATION_ATTR))
        regions(body: single(RegionConstraint::Sized(1)))
        summary: "Contains a sequence of other transform ops to apply",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.sequence %root : !transform.any_op failures(propagate) {\n    ^bb0(%arg0: !transform.any_op):\n      transform.yield\n    }\n    transform.yield\n  }\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS.union(OpTraits::DEFAULT_DIALECT_IS_OWN),
        implicit_terminator: Some("transform.yield"),
        verify: Some(verify_sequence),
        parse: Some(parse_sequence),
        print: Some(print_sequence),
        interfaces: &[&TransformOpInterface {
            apply: apply_sequence,
            consumed: consumed_by_body,
            allows_repeated_handles: false,
        }],
    }

    /// Terminates a transform region, yielding its handles to the parent
    /// op.
    pub YieldOp(YIELD, "transform.yield") {
        operands(operands: variadic(ANY_HANDLE_OR_PARAM))
        build(explicit)
        summary: "Yields operation handles from a transform IR region",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.yield\n  }\n}",
        traits: OpTraits::TERMINATOR,
        format: Some("operands attr-dict (`:` type($operands)^)?"),
    }

    /// Applies the named sequence `target` to the operands, as if its body
    /// were written here, and returns what it yields. The callee's
    /// `transform.consumed` arguments consume the corresponding operands.
    pub IncludeOp(INCLUDE, "transform.include") {
        operands(operands: variadic(ANY_HANDLE_OR_PARAM))
        results(results: variadic(ANY_HANDLE_OR_PARAM))
        attributes(
            target: symbol = required(attrs::SYMBOL_REF_ATTR),
            failure_propagation_mode: enum = required(FAILURE_PROPAGATION_ATTR),
            arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
        )
        summary: "Includes a named transform sequence",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @callee(%arg0: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.include @callee failures(propagate) (%root) : (!transform.any_op) -> ()\n    transform.yield\n  }\n}",
        format: Some("$target `failures` `(` $failure_propagation_mode `)``(` $operands `)` attr-dict `:` functional-type($operands, $results)"),
        verify_symbol_uses: Some(verify_include_symbol),
        interfaces: &[&TransformOpInterface {
            apply: apply_include,
            consumed: consumed_by_include,
            allows_repeated_handles: false,
        }],
    }

    /// Applies its body once per element of the targets' payloads, the
    /// block arguments bound to the i-th element of each target; each
    /// result concatenates the values yielded by every iteration.
    pub ForeachOp(FOREACH, "transform.foreach") {
        operands(targets: variadic(ANY_HANDLE_OR_PARAM))
        results(results: variadic(ANY_HANDLE_OR_PARAM))
        attributes(with_zip_shortest: unit = optional(attrs::UNIT_ATTR))
        regions(body: single(RegionConstraint::Sized(1)))
        summary: "Executes the body for each element of the payload",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.foreach %root : !transform.any_op {\n    ^bb0(%op: !transform.any_op):\n      transform.yield\n    }\n    transform.yield\n  }\n}",
        implicit_terminator: Some("transform.yield"),
        verify: Some(verify_foreach),
        parse: Some(parse_foreach),
        print: Some(print_foreach),
        interfaces: &[&TransformOpInterface {
            apply: apply_foreach,
            consumed: consumed_by_body,
            allows_repeated_handles: false,
        }],
    }

    /// Tries its regions in order on the payload op `scope`: the first
    /// region whose transforms all apply gives the results; a region that
    /// fails silenceably is undone (the scope is restored from a copy) and
    /// the next is tried.
    pub AlternativesOp(ALTERNATIVES, "transform.alternatives") {
        operands(scope: optional(OP_HANDLE))
        results(results: variadic(OP_HANDLE))
        regions(alternatives: variadic(RegionConstraint::Sized(1)))
        summary: "Attempts sequences of transforms until one succeeds",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.alternatives %root : !transform.any_op {\n    ^bb0(%arg0: !transform.any_op):\n      transform.yield\n    }\n    transform.yield\n  }\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE,
        implicit_terminator: Some("transform.yield"),
        format: Some("($scope^ `:` type($scope))? (`->` type($results)^)? attr-dict-with-keyword regions"),
        verify: Some(verify_alternatives),
        interfaces: &[&TransformOpInterface {
            apply: apply_alternatives,
            consumed: consumed_by_body,
            allows_repeated_handles: false,
        }],
    }
}

// ---- named_sequence ---------------------------------------------------------------------------

fn parse_named_sequence(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    fi::parse_function_op(p, state, DEFAULT_NAMES, false, |ctx, i, r, _| {
        ctx.function_type(i, r)
    })
}

fn print_named_sequence(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    fi::print_function_op(p, op, DEFAULT_NAMES, false);
}

/// Whether argument `i` of a named sequence is marked `attr`.
pub fn arg_has_attr(op: OpRef<'_>, i: usize, attr: &str) -> bool {
    fi::arg_attrs(op, DEFAULT_NAMES, i).is_some_and(|d| op.ctx.dict_get_str(d, attr).is_some())
}

fn verify_named_sequence(op: OpRef<'_>) -> LogicalResult {
    verify_named_sequence_with(op, true)
}

/// The named sequences of the symbol table `table` (the op carrying
/// `transform.with_named_sequence`), checked before the ops nested in it
/// as MLIR's dialect attribute verifier does: each sequence alone (without
/// warnings, which its own verifier gives later), then that no sequence
/// includes itself, directly or through others.
pub(crate) fn verify_named_sequence_table_early(table: OpRef<'_>) -> LogicalResult {
    let ctx = table.ctx;
    let (body, regions) = table.regions();
    let mut sequences: Vec<OpRef<'_>> = Vec::new();
    for &r in regions {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                let s = OpRef::new(ctx, body, o);
                if s.name_str() == "transform.named_sequence" {
                    sequences.push(s);
                }
            }
        }
    }
    for &s in &sequences {
        verify_named_sequence_with(s, false)?;
    }
    // The include graph between the sequences, by symbol name.
    let index: rustc_hash::FxHashMap<&str, usize> = sequences
        .iter()
        .enumerate()
        .filter_map(|(i, s)| {
            s.attr("sym_name")
                .and_then(|a| ctx.string_attr_value(a))
                .map(|n| (n, i))
        })
        .collect();
    let edges: Vec<Vec<usize>> = sequences
        .iter()
        .map(|s| {
            let mut out = Vec::new();
            if let Some(child) = s.body.child_body(s.id) {
                strata_ir::walk::walk_all(child, &mut |b, o| {
                    let u = OpRef::new(ctx, b, o);
                    if u.name_str() != "transform.include" {
                        return strata_ir::WalkResult::Advance;
                    }
                    let target = u
                        .attr("target")
                        .and_then(|t| ctx.flat_symbol_ref_value(t))
                        .and_then(|n| index.get(ctx.ident_str(n)).copied());
                    if let Some(t) = target {
                        out.push(t);
                    }
                    strata_ir::WalkResult::Advance
                });
            }
            out
        })
        .collect();
    if let Some(scc) = first_cyclic_scc(&edges) {
        let mut d = Diagnostic::error(
            sequences[scc[0]].loc(),
            "recursion not allowed in named sequences",
        );
        for &i in &scc[1..] {
            d.attach_note(sequences[i].loc(), "operation on recursion stack");
        }
        ctx.emit(d);
        return Err(strata_ir::Failed);
    }
    Ok(())
}

/// The first strongly connected component with a cycle that Tarjan's
/// algorithm completes, visiting nodes and edges in order; its nodes in the
/// order they leave the stack (the last visited first), as LLVM's SCC
/// iterator lists them.
fn first_cyclic_scc(edges: &[Vec<usize>]) -> Option<Vec<usize>> {
    let found = strata_ir::scc::visit_sccs(
        edges.len(),
        0..edges.len(),
        |v| &edges[v],
        |scc| {
            if scc.len() > 1 || edges[scc[0]].contains(&scc[0]) {
                std::ops::ControlFlow::Break(scc.to_vec())
            } else {
                std::ops::ControlFlow::Continue(())
            }
        },
    );
    match found {
        std::ops::ControlFlow::Break(scc) => Some(scc),
        std::ops::ControlFlow::Continue(()) => None,
    }
}

fn verify_named_sequence_with(op: OpRef<'_>, warn: bool) -> LogicalResult {
    let ctx = op.ctx;
    fi::verify_function_like(op, DEFAULT_NAMES)?;
    // The enclosing symbol table (in this body) must allow named sequences.
    let mut ancestor = op.parent();
    while let Some(a) = ancestor {
        if a.def().is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE)) {
            if a.attr("transform.with_named_sequence").is_none() {
                let mut d = Diagnostic::error(
                    op.loc(),
                    "expects the parent symbol table to have the 'transform.with_named_sequence' attribute",
                );
                d.attach_note(a.loc(), "symbol table operation");
                ctx.emit(d);
                return Err(strata_ir::Failed);
            }
            break;
        }
        ancestor = a.parent();
    }
    let mut ancestor = op.parent();
    while let Some(a) = ancestor {
        if is_transform_op(a) {
            let mut d = Diagnostic::error(op.loc(), "cannot be defined inside another transform op");
            d.attach_note(a.loc(), "ancestor transform op");
            ctx.emit(d);
            return Err(strata_ir::Failed);
        }
        ancestor = a.parent();
    }
    let (body, regions) = op.regions();
    let Some(entry) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return verify_consume_annotations(op, warn, false);
    };
    let Some(terminator) = body.last_op(entry) else {
        return Err(ctx.emit_error(op.loc(), "expected a non-empty body block"));
    };
    let t = OpRef::new(ctx, body, terminator);
    if t.name_str() != "transform.yield" {
        let mut d = Diagnostic::error(op.loc(), "expected 'transform.yield' as terminator");
        d.attach_note(t.loc(), "terminator");
        ctx.emit(d);
        return Err(strata_ir::Failed);
    }
    let (_, outputs) = fi::signature(op, DEFAULT_NAMES);
    if t.num_operands() != outputs.len() {
        return Err(ctx.emit_error(
            t.loc(),
            "expected terminator to have as many operands as the parent op has results",
        ));
    }
    for (i, (v, &rt)) in t.operands().zip(outputs.iter()).enumerate() {
        let vt = t.value_type(v);
        if vt != rt {
            return Err(ctx.emit_error(
                t.loc(),
                format!(
                    "the type of the terminator operand #{i} must match the type of the corresponding parent op result ({} vs {})",
                    ctx.type_to_string(vt),
                    ctx.type_to_string(rt)
                ),
            ));
        }
    }
    verify_consume_annotations(op, warn, false)
}

/// The consumption markers of a named sequence's arguments (MLIR's
/// `verifyFunctionLikeConsumeAnnotations`): never both; present on every
/// argument of an external sequence (or of any, with `also_internal`);
/// `transform.readonly` only on arguments the body does not consume, and
/// (with `warn`) a warning for `transform.consumed` ones it does not.
pub(crate) fn verify_consume_annotations(op: OpRef<'_>, warn: bool, also_internal: bool) -> LogicalResult {
    let ctx = op.ctx;
    let (inputs, _) = fi::signature(op, DEFAULT_NAMES);
    let (body, regions) = op.regions();
    let entry = regions.first().and_then(|&r| body.region_entry(r));
    let library = Library::default();
    for i in 0..inputs.len() {
        let consumed = arg_has_attr(op, i, "transform.consumed");
        let readonly = arg_has_attr(op, i, "transform.readonly");
        if consumed && readonly {
            return Err(ctx.emit_error(
                op.loc(),
                format!("argument #{i} cannot be both readonly and consumed"),
            ));
        }
        if (entry.is_none() || also_internal) && !consumed && !readonly {
            return Err(ctx.emit_error(
                op.loc(),
                "must provide consumed/readonly status for arguments of external or called ops",
            ));
        }
        let Some(entry) = entry else { continue };
        let Some(&arg) = body.block_args(entry).get(i) else {
            continue;
        };
        let used_consumed = body.uses(arg).any(|(user, idx)| {
            // An op's effects include those of the ops nested in it only
            // for sequences (MLIR's `getPotentialTopLevelEffects`);
            // `foreach` and `tune.alternatives` do not forward them.
            let mut parent = body.parent_op(user);
            while let Some(p) = parent {
                if ctx.op_name_str(body.op_name(p)) != "transform.sequence" {
                    return false;
                }
                parent = body.parent_op(p);
            }
            let u = OpRef::new(ctx, body, user);
            u.def()
                .and_then(|d| d.interfaces.get::<TransformOpInterface>())
                .is_some_and(|iface| (iface.consumed)(&library, u).contains(&idx))
        });
        if used_consumed && !consumed && readonly {
            return Err(ctx.emit_error(
                op.loc(),
                format!("argument #{i} is consumed in the body but is not marked as such"),
            ));
        }
        if warn && !used_consumed && consumed {
            ctx.emit(strata_ir::Diagnostic::warning(
                op.loc(),
                format!("op argument #{i} is not consumed in the body but is marked as consumed"),
            ));
        }
    }
    Ok(())
}

/// A named sequence's symbol table must be marked
/// `transform.with_named_sequence` (checked with the symbol uses, where
/// the table is in reach).
fn verify_named_sequence_table(op: OpRef<'_>, st: &dyn strata_ir::SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    let Some(table) = st.table_op() else {
        return Ok(());
    };
    let marked = table
        .discardable_attrs()
        .iter()
        .any(|(n, _)| ctx.ident_str(*n) == "transform.with_named_sequence");
    if !marked {
        let mut d = Diagnostic::error(
            op.loc(),
            "expects the parent symbol table to have the 'transform.with_named_sequence' attribute",
        );
        d.attach_note(table.loc(), "symbol table operation");
        ctx.emit(d);
        return Err(strata_ir::Failed);
    }
    Ok(())
}

fn apply_named_sequence(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    Dsf::definite(
        it.ctx,
        script.op_loc(op),
        "'transform.named_sequence' op applies only as an entry point or through transform.include",
    )
}

// ---- sequence ---------------------------------------------------------------------------------

fn parse_sequence(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let operands = p.parse_operand_list(Delimiter::None)?;
    let mut types = Vec::new();
    if !operands.is_empty() {
        p.parse_punct(":")?;
        // The parentheses around the types are optional, each on its own
        // (as in MLIR).
        p.parse_optional_punct("(");
        types.push(p.parse_type()?);
        if operands.len() > 1 {
            p.parse_punct(",")?;
            loop {
                types.push(p.parse_type()?);
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
        }
        if types.len() != operands.len() {
            let pos = p.name_pos();
            return Err(p.emit_error_at(pos, "expected types to be provided for all operands"));
        }
        p.parse_optional_punct(")");
    }
    let results = parse_optional_arrow_types(p)?;
    p.parse_keyword("failures")?;
    p.parse_punct("(")?;
    let mode = strata_ods::enum_attr::parse_enum_keyword_attr(
        p.as_asm_parser(),
        &super::FAILURE_PROPAGATION_MODE,
        "failure_propagation_mode",
        "",
    )?;
    p.parse_punct(")")?;
    let mut props: Vec<NamedAttribute> = vec![(ctx.ident("failure_propagation_mode"), mode)];
    if p.parse_optional_keyword("attributes") {
        let mut attrs = Vec::new();
        p.parse_optional_attr_dict(&mut attrs)?;
        let rest = fi::split_inherent_attrs(
            ctx,
            attrs,
            &[
                ("failure_propagation_mode", fi::PropKind::Any),
                ("operandSegmentSizes", fi::PropKind::Any),
            ],
            &mut props,
        );
        if !rest.is_empty() {
            state.attributes = Some(ctx.dictionary_attr(&rest));
        }
    }
    for (o, &t) in operands.iter().zip(&types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    let segments = [
        i32::from(!operands.is_empty()),
        operands.len().saturating_sub(1) as i32,
    ];
    props.push((
        ctx.ident("operandSegmentSizes"),
        ctx.dense_i32_array_attr(&segments),
    ));
    state.properties = Some(ctx.dictionary_attr(&props));
    state.result_types = results;
    p.parse_region(state, &[], false)?;
    ensure_terminator(p, state, 0, build_yield);
    Ok(())
}

fn build_yield(b: &mut OpBuilder<'_>, loc: Location) {
    YieldOp::build(b, loc, &[]);
}

fn print_sequence(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    if operands.is_empty() {
        // The space before the (empty) operands, as MLIR prints it.
        p.write_str(" ");
    } else {
        p.write_str(" ");
        p.print_operands(&operands);
        p.write_str(" : ");
        let types: Vec<Type> = operands.iter().map(|&v| op.value_type(v)).collect();
        if types.len() > 1 {
            p.write_str("(");
            print_types(p, types.iter().copied());
            p.write_str(")");
        } else {
            print_types(p, types.iter().copied());
        }
    }
    if op.num_results() > 0 {
        p.write_str(" -> ");
        let types: Vec<Type> = op.result_types().collect();
        print_result_types(p, &types);
    }
    p.write_str(" failures(");
    p.write_str(if failure_mode(op) == FailureMode::Suppress {
        "suppress"
    } else {
        "propagate"
    });
    p.write_str(")");
    p.print_optional_attr_dict_with_keyword(
        &fi::merged_attrs(op),
        &["failure_propagation_mode", "operandSegmentSizes"],
    );
    p.write_str(" ");
    if let Some(&r) = op.regions().1.first() {
        let elide = yield_is_empty(op, r);
        p.print_region(r, true, !elide, true);
    }
}

fn yield_is_empty(op: OpRef<'_>, r: RegionId) -> bool {
    let (body, _) = op.regions();
    body.region_entry(r)
        .and_then(|b| body.last_op(b))
        .is_some_and(|t| {
            let t = OpRef::new(op.ctx, body, t);
            t.name_str() == "transform.yield" && t.num_operands() == 0 && t.discardable_attrs().is_empty()
        })
}

fn verify_sequence(op: OpRef<'_>) -> LogicalResult {
    verify_possible_top_level(op)?;
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let Some(entry) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return Ok(());
    };
    let args = body.block_args(entry);
    let operands: Vec<Type> = super::operand_types(op);
    let has_root = match op
        .attr("operandSegmentSizes")
        .and_then(|a| strata_dialect_utils::attrs::dense_i32_values(ctx, a))
    {
        Some(sizes) => sizes.first() == Some(&1),
        None => !operands.is_empty(),
    };
    if !has_root && !operands.is_empty() {
        return Err(op.emit_op_error("does not expect extra operands when used as top-level"));
    }
    for (i, &a) in args.iter().enumerate() {
        check_double_consume(op, a, || op.op_error_with_op_note(format!("block argument #{i}")))?;
    }
    verify_children_and_results(op, entry)?;
    if !operands.is_empty() && args.len() != operands.len() {
        return Err(op.emit_op_error(format!("expected the body to have {} arguments", operands.len())));
    }
    for (i, (&a, &t)) in args.iter().zip(&operands).enumerate().skip(1) {
        if body.value_type(a) != t {
            return Err(op.emit_op_error(format!(
                "expects argument #{i} of the entry block to match the type of operand #{i}"
            )));
        }
    }
    let ends_with_terminator = body.last_op(entry).is_some_and(|t| {
        OpRef::new(ctx, body, t)
            .def()
            .is_some_and(|d| d.traits.contains(OpTraits::TERMINATOR))
    });
    if !ends_with_terminator {
        return Err(op.emit_op_error("expects to have a terminator in the body"));
    }
    verify_yield_types(op, op.result_types().collect())
}

/// Whether the op implements `TransformOpInterface`.
fn is_transform_op(op: OpRef<'_>) -> bool {
    op.def()
        .is_some_and(|d| d.interfaces.get::<TransformOpInterface>().is_some())
}

/// MLIR's `checkDoubleConsume`: at most one use of `value` may consume it
/// (a use by an op that is not a transform op may). `report` starts the
/// error, which goes on with " has more than one potential consumer" and
/// notes on both uses.
fn check_double_consume(op: OpRef<'_>, value: ValueId, report: impl Fn() -> Diagnostic) -> LogicalResult {
    let body = op.body;
    let library = Library::default();
    let consumes = |user: OpId, idx: usize| {
        let u = OpRef::new(op.ctx, body, user);
        if u.name_str() == "transform.include" {
            // Consumption follows the callee's argument markers.
            return include_callee(u).is_some_and(|c| arg_has_attr(c, idx, "transform.consumed"));
        }
        match u.def().and_then(|d| d.interfaces.get::<TransformOpInterface>()) {
            Some(iface) => (iface.consumed)(&library, u).contains(&idx),
            None => true,
        }
    };
    // The use list, newest first as in MLIR, decides which uses the notes
    // name.
    let mut first: Option<(OpId, usize)> = None;
    for (user, idx) in body.uses(value) {
        if !consumes(user, idx) {
            continue;
        }
        let Some((f, fi)) = first else {
            first = Some((user, idx));
            continue;
        };
        let mut d = report();
        d.message.push_str(" has more than one potential consumer");
        d.attach_note(body.op_loc(f), format!("used here as operand #{fi}"));
        d.attach_note(body.op_loc(user), format!("used here as operand #{idx}"));
        op.ctx.emit(d);
        return Err(strata_ir::Failed);
    }
    Ok(())
}

/// The checks a transform region's parent makes on its ops: every op but
/// the last implements `TransformOpInterface`, and no result of them has
/// more than one potential consumer.
fn verify_children_and_results(op: OpRef<'_>, block: BlockId) -> LogicalResult {
    let ctx = op.ctx;
    let body = op.body;
    let last = body.last_op(block);
    for child in body.block_ops(block) {
        let c = OpRef::new(ctx, body, child);
        if Some(child) != last && !is_transform_op(c) {
            let mut d = op.op_error_with_op_note("expected children ops to implement TransformOpInterface");
            d.attach_note(c.loc(), "op without interface");
            ctx.emit(d);
            return Err(strata_ir::Failed);
        }
        for (i, r) in c.results().enumerate() {
            check_double_consume(op, r, || Diagnostic::error(c.loc(), format!("result #{i}")))?;
        }
    }
    Ok(())
}

/// Checks the region's terminator yields values of the op's result types.
fn verify_yield_types(op: OpRef<'_>, results: Vec<Type>) -> LogicalResult {
    let (body, regions) = op.regions();
    for &r in regions {
        let Some(t) = body.region_entry(r).and_then(|b| body.last_op(b)) else {
            continue;
        };
        let t = OpRef::new(op.ctx, body, t);
        if t.name_str() != "transform.yield" {
            continue;
        }
        if t.num_operands() != results.len() {
            let mut d = op.op_error_with_op_note(
                "expects the types of the terminator operands to match the types of the result",
            );
            d.attach_note(t.loc(), "terminator");
            op.ctx.emit(d);
            return Err(strata_ir::Failed);
        }
        for (v, &rt) in t.operands().zip(&results) {
            if t.value_type(v) != rt {
                let mut d = op.op_error_with_op_note(
                    "expects the types of the terminator operands to match the types of the result",
                );
                d.attach_note(t.loc(), "terminator");
                op.ctx.emit(d);
                return Err(strata_ir::Failed);
            }
        }
    }
    Ok(())
}

/// The operands a region-holding op consumes: those its body's
/// transforms consume through the block arguments.
fn consumed_by_body(library: &Library, op: OpRef<'_>) -> Vec<usize> {
    let (body, regions) = op.regions();
    let mut out = Vec::new();
    for &r in regions {
        let Some(entry) = body.region_entry(r) else {
            continue;
        };
        for (i, &a) in body.block_args(entry).iter().enumerate() {
            let consumed = body.uses(a).any(|(user, idx)| {
                let u = OpRef::new(op.ctx, body, user);
                u.def()
                    .and_then(|d| d.interfaces.get::<TransformOpInterface>())
                    .is_some_and(|iface| (iface.consumed)(library, u).contains(&idx))
            });
            // The scope of alternatives is not among the block arguments'
            // operands; the arguments line up with the operands otherwise.
            if consumed && i < op.num_operands() && !out.contains(&i) {
                out.push(i);
            }
        }
    }
    out
}

fn apply_sequence(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let opref = OpRef::new(it.ctx, script, op);
    let mode = failure_mode(opref);
    let Some(&region) = script.regions_in_body(op).first() else {
        return Dsf::Success;
    };
    let Some(entry) = script.region_entry(region) else {
        return Dsf::Success;
    };
    let args: Vec<Mapping> = script.operands(op).map(|v| it.mapping(script, v)).collect();
    let r = match it.bind_args(script, entry, args) {
        Dsf::Success => it.apply_block_with_mode(script, entry, mode),
        failure => failure,
    };
    if r.succeeded() {
        let yielded = it.yielded(script, entry);
        for (i, m) in yielded.into_iter().enumerate() {
            let v = script.result(op, i);
            it.set(script, v, m);
        }
    }
    it.forget_region(script, region);
    r
}

// ---- include ----------------------------------------------------------------------------------

fn verify_include_symbol(op: OpRef<'_>, st: &dyn strata_ir::SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    let Some(target) = op.attr("target") else {
        return Err(op.emit_op_error("expects a 'target' symbol reference attribute"));
    };
    // Nested references (`@module::@sequence`) are resolved when the
    // include runs.
    let Some(name) = ctx.flat_symbol_ref_value(target) else {
        return Ok(());
    };
    let Some(callee) = st
        .lookup_symbol(name)
        .filter(|c| c.name_str() == "transform.named_sequence")
    else {
        return Err(op.emit_op_error("does not reference a named transform sequence"));
    };
    // What the op's memory effects need: a consumed or readonly marker on
    // each callee argument (MLIR falls back to reading every operand when
    // the callee is itself invalid, which its own verifier reports).
    if verify_named_sequence_quietly(callee) {
        for i in 0..op.num_operands() {
            if !arg_has_attr(callee, i, "transform.consumed")
                && !arg_has_attr(callee, i, "transform.readonly")
            {
                let mut d = Diagnostic::error(
                    op.loc(),
                    "TransformOpInterface requires memory effects on operands to be specified",
                );
                d.attach_note(op.loc(), format!("no effects specified for operand #{i}"));
                ctx.emit(d);
                return Err(strata_ir::Failed);
            }
        }
    }
    let (inputs, outputs) = fi::signature(callee, DEFAULT_NAMES);
    let operands = super::operand_types(op);
    if inputs.len() != operands.len() {
        return Err(ctx.emit_error(op.loc(), "incorrect number of operands for callee"));
    }
    for (i, (&a, &b)) in operands.iter().zip(inputs).enumerate() {
        if a != b {
            return Err(op.emit_op_error(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                ctx.type_to_string(b),
                ctx.type_to_string(a)
            )));
        }
    }
    let results: Vec<Type> = op.result_types().collect();
    if outputs.len() != results.len() {
        return Err(ctx.emit_error(op.loc(), "incorrect number of results for callee"));
    }
    for (i, (&a, &b)) in results.iter().zip(outputs).enumerate() {
        if !compatible_handle_types(ctx, b, a) {
            return Err(op.emit_op_error(format!(
                "type of result #{i} must implement the same transform dialect interface as the corresponding callee result"
            )));
        }
    }
    verify_consume_annotations(callee, false, true)
}

/// Whether the named sequence `op` passes its own checks, without
/// reporting anything (MLIR's early verification of a callee).
fn verify_named_sequence_quietly(op: OpRef<'_>) -> bool {
    let (inputs, _) = fi::signature(op, DEFAULT_NAMES);
    let external = op
        .regions()
        .1
        .first()
        .and_then(|&r| op.body.region_entry(r))
        .is_none();
    (0..inputs.len()).all(|i| {
        let consumed = arg_has_attr(op, i, "transform.consumed");
        let readonly = arg_has_attr(op, i, "transform.readonly");
        !(consumed && readonly) && (!external || consumed || readonly)
    })
}

/// The named sequence an include in `op`'s body refers to, when it is
/// defined in the same body.
fn include_callee<'a>(op: OpRef<'a>) -> Option<OpRef<'a>> {
    let ctx = op.ctx;
    let target = op.attr("target")?;
    let (body, id) = match strata_ir::symbol_table::nearest_symbol_table(ctx, op.body, op.id) {
        Some(table) => strata_ir::symbol_table::lookup_symbol_in(ctx, op.body, table, target)?,
        // The body is that of an isolated symbol table (a module): its
        // top-level ops are the table's symbols.
        None => {
            let name = ctx.flat_symbol_ref_value(target)?;
            let body = op.body;
            let found = body.root_regions().iter().find_map(|&r| {
                body.region_blocks(r).find_map(|b| {
                    body.block_ops(b).find(|&o| {
                        OpRef::new(ctx, body, o)
                            .attr("sym_name")
                            .and_then(|a| ctx.string_attr_value(a))
                            .is_some_and(|n| n == ctx.ident_str(name))
                    })
                })
            })?;
            (body, found)
        }
    };
    let callee = OpRef::new(ctx, body, id);
    (callee.name_str() == "transform.named_sequence").then_some(callee)
}

/// Whether a handle of type `from` may be passed where `to` is expected
/// (both op handles, both value handles or both parameters).
pub fn compatible_handle_types(ctx: &Context, from: Type, to: Type) -> bool {
    use crate::types::{is_op_handle_type, is_param_type, is_value_handle_type};
    (is_op_handle_type(ctx, from) && is_op_handle_type(ctx, to))
        || (is_value_handle_type(ctx, from) && is_value_handle_type(ctx, to))
        || (is_param_type(ctx, from) && is_param_type(ctx, to))
}

fn include_target(library: &Library, op: OpRef<'_>) -> Option<String> {
    library.resolve_anywhere(op.ctx, op.attr("target")?)
}

/// The operands an include consumes: those its callee's arguments
/// marked `transform.consumed` receive.
fn consumed_by_include(library: &Library, op: OpRef<'_>) -> Vec<usize> {
    include_target(library, op)
        .and_then(|name| library.get(&name))
        .map(|seq| {
            seq.consumed_args
                .iter()
                .enumerate()
                .filter(|(_, c)| **c)
                .map(|(i, _)| i)
                .collect()
        })
        .unwrap_or_default()
}

fn apply_include(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let opref = OpRef::new(it.ctx, script, op);
    let Some(name) = opref.attr("target").and_then(|a| it.resolve(a)) else {
        return Dsf::definite(it.ctx, script.op_loc(op), "expected a symbol reference");
    };
    let args: Vec<Mapping> = script.operands(op).map(|v| it.mapping(script, v)).collect();
    let mode = failure_mode(opref);
    match it.apply_named_sequence(&name, args, script.op_loc(op)) {
        Ok(results) => {
            for (i, m) in results.into_iter().enumerate() {
                let v = script.result(op, i);
                it.set(script, v, m);
            }
            Dsf::Success
        }
        Err(Dsf::Silenceable(d)) if mode == FailureMode::Suppress => {
            drop(d);
            Dsf::Success
        }
        Err(e) => e,
    }
}

// ---- foreach ----------------------------------------------------------------------------------

fn parse_foreach(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let operands = p.parse_operand_list(Delimiter::None)?;
    let mut props: Vec<NamedAttribute> = Vec::new();
    if p.parse_optional_keyword("with_zip_shortest") {
        props.push((ctx.ident("with_zip_shortest"), ctx.unit_attr()));
    }
    p.parse_punct(":")?;
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    if types.len() != operands.len() {
        return Err(p.emit_error(&format!(
            "{} operands present, but expected {}",
            operands.len(),
            types.len()
        )));
    }
    for (o, &t) in operands.iter().zip(&types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    // `-> type, type`: the result types are a plain list (MLIR's
    // `type($results)`), not parenthesized.
    if p.parse_optional_punct("->") {
        state.result_types.push(p.parse_type()?);
        while p.parse_optional_punct(",") {
            state.result_types.push(p.parse_type()?);
        }
    }
    p.parse_region(state, &[], false)?;
    ensure_terminator(p, state, 0, build_yield);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let rest = fi::split_inherent_attrs(
        ctx,
        attrs,
        &[("with_zip_shortest", fi::PropKind::Unit)],
        &mut props,
    );
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(&props));
    }
    Ok(())
}

fn print_foreach(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    if op.attr("with_zip_shortest").is_some() {
        p.write_str(" with_zip_shortest");
    }
    p.write_str(" : ");
    print_types(p, operands.iter().map(|&v| op.value_type(v)));
    if op.num_results() > 0 {
        p.write_str(" -> ");
        print_types(p, op.result_types());
    }
    p.write_str(" ");
    if let Some(&r) = op.regions().1.first() {
        let elide = yield_is_empty(op, r);
        p.print_region(r, true, !elide, true);
    }
    p.print_optional_attr_dict(&fi::merged_attrs(op), &["with_zip_shortest"]);
}

fn verify_foreach(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let Some(entry) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return Ok(());
    };
    let args = body.block_args(entry);
    if args.len() != op.num_operands() {
        return Err(op.emit_op_error("expects the same number of targets as the body has block arguments"));
    }
    for (&a, v) in args.iter().zip(op.operands()) {
        if body.value_type(a) != op.value_type(v) {
            return Err(op.emit_op_error(
                "expects co-indexed targets and the body's block arguments to have the same op/value/param type",
            ));
        }
    }
    let Some(t) = body.last_op(entry).map(|t| OpRef::new(ctx, body, t)) else {
        return Ok(());
    };
    if t.name_str() != "transform.yield" {
        return Ok(());
    }
    if t.num_operands() != op.num_results() {
        return Err(
            op.emit_op_error("expects the same number of results as the yield terminator has operands")
        );
    }
    for (v, rt) in t.operands().zip(op.result_types()) {
        if t.value_type(v) != rt {
            return Err(op.emit_op_error(
                "expects co-indexed results and yield operands to have the same op/value/param type",
            ));
        }
    }
    Ok(())
}

fn apply_foreach(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let zip_shortest = opref.attr("with_zip_shortest").is_some();
    let targets: Vec<Mapping> = script.operands(op).map(|v| it.mapping(script, v)).collect();
    let mut n = targets.first().map_or(0, Mapping::len);
    for (i, t) in targets.iter().enumerate().skip(1) {
        if zip_shortest {
            n = n.min(t.len());
        } else if t.len() != n {
            return Dsf::silenceable(
                script.op_loc(op),
                format!(
                    "prior targets' payload size ({n}) differs from payload size ({}) of target {}",
                    t.len(),
                    i
                ),
            );
        }
    }
    let Some(&region) = script.regions_in_body(op).first() else {
        return Dsf::Success;
    };
    let Some(entry) = script.region_entry(region) else {
        return Dsf::Success;
    };
    let mut results: Vec<Mapping> = script
        .results(op)
        .map(|v| crate::interpreter::empty_mapping(ctx, script.value_type(v)))
        .collect();
    for k in 0..n {
        let args: Vec<Mapping> = targets.iter().map(|t| nth(t, k)).collect();
        let r = match it.bind_args(script, entry, args) {
            Dsf::Success => it.apply_block(script, entry),
            failure => failure,
        };
        if !r.succeeded() {
            it.forget_region(script, region);
            return r;
        }
        for (acc, m) in results.iter_mut().zip(it.yielded(script, entry)) {
            append(acc, m);
        }
        it.forget_region(script, region);
    }
    for (i, m) in results.into_iter().enumerate() {
        let v = script.result(op, i);
        it.set(script, v, m);
    }
    Dsf::Success
}

/// The `k`-th element of a mapping, as a mapping of one.
fn nth(m: &Mapping, k: usize) -> Mapping {
    match m {
        Mapping::Ops(v) => Mapping::Ops(vec![v[k]]),
        Mapping::Values(v) => Mapping::Values(vec![v[k]]),
        Mapping::Params(v) => Mapping::Params(vec![v[k]]),
    }
}

/// Appends `m` to `acc` (of the same kind).
pub(crate) fn append(acc: &mut Mapping, m: Mapping) {
    match (acc, m) {
        (Mapping::Ops(a), Mapping::Ops(b)) => a.extend(b),
        (Mapping::Values(a), Mapping::Values(b)) => a.extend(b),
        (Mapping::Params(a), Mapping::Params(b)) => a.extend(b),
        _ => {}
    }
}

// ---- alternatives -----------------------------------------------------------------------------

fn verify_alternatives(op: OpRef<'_>) -> LogicalResult {
    verify_possible_top_level(op)?;
    let (body, regions) = op.regions();
    let results: Vec<Type> = op.result_types().collect();
    for &r in regions {
        let Some(t) = body.region_entry(r).and_then(|b| body.last_op(b)) else {
            continue;
        };
        let t = OpRef::new(op.ctx, body, t);
        let types: Vec<Type> = t.operands().map(|v| t.value_type(v)).collect();
        if types != results {
            let mut d = op.op_error_with_op_note(
                "expects terminator operands to have the same type as results of the operation",
            );
            d.attach_note(t.loc(), "terminator");
            op.ctx.emit(d);
            return Err(strata_ir::Failed);
        }
    }
    Ok(())
}

fn apply_alternatives(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let scope: Vec<_> = if script.num_operands(op) > 0 {
        it.operand_ops(script, op, 0)
    } else {
        Vec::new()
    };
    if scope.len() > 1 {
        return Dsf::definite(ctx, loc, "alternatives scope must be a single op");
    }
    let scope = scope.first().copied();
    // The regions live in the op's own body (it is isolated).
    let (rb, regions) = script.op_regions(op);
    let regions: Vec<RegionId> = regions.to_vec();
    // The scope (the payload root without one) must not hold the script
    // itself: when the running sequence was read from the payload, its
    // path there must not go through the scope.
    let original = scope.unwrap_or_else(|| it.payload.root_op());
    let script_path = it.call_stack.last().and_then(|k| it.library.payload_paths.get(k));
    if let Some(path) = script_path {
        let mut scope_path = it.payload.path(original.body).to_vec();
        scope_path.push(original.op);
        if path.starts_with(&scope_path) {
            let mut d = Diagnostic::error(loc, "scope must not contain the transforms being applied");
            d.attach_note(it.op_loc(original), "scope");
            ctx.emit(d);
            return Dsf::Definite;
        }
    }
    let scope_key = scope.map(|s| it.payload.regions_key(s));
    if let (Some(s), Some(k)) = (scope, scope_key) {
        if k == s.body {
            let mut d = Diagnostic::error(loc, "only isolated-from-above ops can be alternative scopes");
            d.attach_note(it.op_loc(s), "scope");
            ctx.emit(d);
            return Dsf::Definite;
        }
    }
    for (idx, &r) in regions.iter().enumerate() {
        let Some(entry) = rb.region_entry(r) else {
            continue;
        };
        // A copy of the scope, to restore it if this alternative fails.
        let backup = scope_key.and_then(|k| it.payload.body(k).cloned());
        let args: Vec<Mapping> = scope.map(|s| vec![Mapping::Ops(vec![s])]).unwrap_or_default();
        let res = match it.bind_args(rb, entry, args) {
            Dsf::Success => it.apply_block(rb, entry),
            failure => failure,
        };
        match res {
            Dsf::Success => {
                let yielded = it.yielded(rb, entry);
                for (i, m) in yielded.into_iter().enumerate() {
                    let v = script.result(op, i);
                    it.set(script, v, m);
                }
                it.forget_region(rb, r);
                return Dsf::Success;
            }
            Dsf::Definite => {
                it.forget_region(rb, r);
                return Dsf::Definite;
            }
            // A failed alternative's diagnostics are dropped (silenced),
            // as MLIR does.
            Dsf::Silenceable(_) => {
                it.forget_region(rb, r);
                if let (Some(k), Some(b)) = (scope_key, backup) {
                    if let Some(slot) = it.payload.body_mut(k) {
                        *slot = b;
                    }
                }
                let _ = idx;
            }
        }
    }
    Dsf::Silenceable(vec![Diagnostic::error(loc, "all alternatives failed")])
}

/// The interpreter's support for the structural ops.
impl Interp<'_, '_, '_> {
    /// Applies the ops of `block` with failure propagation `mode`.
    pub fn apply_block_with_mode(
        &mut self,
        script: &Body,
        block: strata_ir::BlockId,
        mode: FailureMode,
    ) -> Dsf {
        if mode == FailureMode::Propagate {
            return self.apply_block(script, block);
        }
        let ops: Vec<OpId> = script.block_ops(block).collect();
        let last = script.last_op(block);
        for &op in &ops {
            if Some(op) == last && OpRef::new(self.ctx, script, op).name_str() == "transform.yield" {
                break;
            }
            match self.apply_op(script, op) {
                Dsf::Definite => return Dsf::Definite,
                Dsf::Silenceable(_) | Dsf::Success => {}
            }
        }
        Dsf::Success
    }
}

// ---- possible top-level ops -----------------------------------------------------------------

/// The ops that may be a script's top level (MLIR's
/// `PossibleTopLevelTransformOpTrait`).
pub const POSSIBLE_TOP_LEVEL: &[&str] = &[
    "transform.sequence",
    "transform.with_pdl_patterns",
    "transform.test_transform_unrestricted_op_no_interface",
];

/// MLIR's `PossibleTopLevelTransformOpTrait` checks: one single-block
/// region whose entry block takes an op handle first (and handles or
/// params after), and operands for each argument when nested in another
/// possible top-level op.
pub fn verify_possible_top_level(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let Some(&region) = regions.first() else {
        return Err(op.emit_op_error("expects at least one region"));
    };
    let mut blocks = body.region_blocks(region);
    let (Some(entry), None) = (blocks.next(), blocks.next()) else {
        return Err(op.emit_op_error("expects a single-block region"));
    };
    let args = body.block_args(entry);
    let Some(&first) = args.first() else {
        return Err(op.emit_op_error("expects the entry block to have at least one argument"));
    };
    if !crate::types::is_op_handle_type(ctx, body.value_type(first)) {
        return Err(op.emit_op_error(
            "expects the first entry block argument to be of type implementing TransformHandleTypeInterface",
        ));
    }
    if op.num_operands() != 0 && body.value_type(first) != op.operand_type(0) {
        return Err(
            op.emit_op_error("expects the type of the block argument to match the type of the operand")
        );
    }
    for (i, &a) in args.iter().enumerate().skip(1) {
        if !super::ANY_HANDLE_OR_PARAM.check(ctx, body.value_type(a)) {
            let mut d = op.op_error_with_op_note(
                "expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface",
            );
            d.attach_note(op.loc(), format!("argument #{i} does not"));
            ctx.emit(d);
            return Err(strata_ir::Failed);
        }
    }
    let mut ancestor = op.parent();
    while let Some(a) = ancestor {
        if POSSIBLE_TOP_LEVEL.contains(&a.name_str()) {
            if op.num_operands() != args.len() {
                let mut d = op.op_error_with_op_note("expects operands to be provided for a nested op");
                d.attach_note(a.loc(), "nested in another possible top-level op");
                ctx.emit(d);
                return Err(strata_ir::Failed);
            }
            break;
        }
        ancestor = a.parent();
    }
    Ok(())
}
