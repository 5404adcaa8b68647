//! The hand-written assembly forms of the scf ops.

use strata_dialect_utils::asm::ensure_terminator;
use strata_ir::asm::{
    region_body, Argument, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, UnresolvedOperand,
};
use strata_ir::function_interface::{merged_attrs, split_inherent_attrs, PropKind};
use strata_ir::{
    Attribute, Location, NamedAttribute, OpBuilder, OpRef, OperationState, RegionId, Type, TypeKind, ValueId,
};

use strata_dialect_utils::asm::{
    parse_optional_arrow_types, parse_result_types, print_result_types, print_types,
};
use strata_dialect_utils::attrs::{dense_i32_array, dense_i64_array, dense_i64_values};
use strata_dialect_utils::segments::operand_group;
use strata_ir::interfaces::LoopBound;

use super::{
    bound_is, entry_args, forall_bounds, forall_rank, InParallelOp, ReduceOp, YieldOp, FORALL_STATIC, YIELD,
};

// ---- shared parsing pieces --------------------------------------------------------------

/// Parses an optional attribute dictionary (after `attributes` when
/// `keyword`), moving inherent attributes into `props`.
fn parse_attrs(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    inherent: &[(&str, PropKind)],
    props: &mut Vec<NamedAttribute>,
    keyword: bool,
) -> ParseResult<()> {
    if keyword && !p.parse_optional_keyword("attributes") {
        return Ok(());
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let rest = split_inherent_attrs(p.ctx(), attrs, inherent, props);
    if !rest.is_empty() {
        state.attributes = Some(p.ctx().dictionary_attr(&rest));
    }
    Ok(())
}

fn set_props(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState, props: &[NamedAttribute]) {
    if !props.is_empty() {
        state.properties = Some(p.ctx().dictionary_attr(props));
    }
}

fn prop(p: &mut dyn OpAsmParser<'_>, props: &mut Vec<NamedAttribute>, name: &str, value: Attribute) {
    let id = p.ctx().ident(name);
    props.retain(|(n, _)| *n != id);
    props.push((id, value));
}

/// `type, type, ...` (at least one).
fn parse_type_list(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Vec<Type>> {
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    Ok(types)
}

/// `(%arg = %value, ...)`: the region arguments and the values they are
/// initialized with.
fn parse_assignment_list(
    p: &mut dyn OpAsmParser<'_>,
) -> ParseResult<(Vec<Argument>, Vec<UnresolvedOperand>)> {
    p.parse_punct("(")?;
    parse_assignment_rest(p)
}

/// The rest of an assignment list after its `(`.
fn parse_assignment_rest(
    p: &mut dyn OpAsmParser<'_>,
) -> ParseResult<(Vec<Argument>, Vec<UnresolvedOperand>)> {
    let mut args = Vec::new();
    let mut values = Vec::new();
    if p.parse_optional_punct(")") {
        return Ok((args, values));
    }
    loop {
        args.push(p.parse_argument(false, false)?);
        p.parse_punct("=")?;
        values.push(p.parse_operand()?);
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct(")")?;
    Ok((args, values))
}

fn typed(args: &mut [Argument], types: impl IntoIterator<Item = Type>) {
    for (a, t) in args.iter_mut().zip(types) {
        a.ty = Some(t);
    }
}

/// The implicit `scf.yield` (without operands).
fn implicit_yield(b: &mut OpBuilder<'_>, loc: Location) {
    YieldOp::build(b, loc, &[]);
}

/// The implicit `scf.reduce` (without operands).
fn implicit_reduce(b: &mut OpBuilder<'_>, loc: Location) {
    ReduceOp::build(b, loc, &[], 0);
}

/// The implicit `scf.forall.in_parallel`, with its region's empty block.
fn implicit_in_parallel(b: &mut OpBuilder<'_>, loc: Location) {
    let op = InParallelOp::build(b, loc);
    let region = op.region(&*b);
    let block = b.body.create_block();
    b.body.append_block(region, block);
}

// ---- shared printing pieces ---------------------------------------------------------------

fn print_values(p: &mut dyn OpAsmPrinter<'_>, values: impl Iterator<Item = ValueId>) {
    let vs: Vec<ValueId> = values.collect();
    p.print_operands(&vs);
}

/// `prefix(%arg = %value, ...)`.
fn print_assignment_list(p: &mut dyn OpAsmPrinter<'_>, prefix: &str, args: &[ValueId], values: &[ValueId]) {
    p.write_str(prefix);
    p.write_str("(");
    for (i, (&a, &v)) in args.iter().zip(values).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(a);
        p.write_str(" = ");
        p.print_operand(v);
    }
    p.write_str(")");
}

fn region_at(op: OpRef<'_>, index: usize) -> Option<RegionId> {
    op.regions().1.get(index).copied()
}

/// Whether the region's terminator is the implicit `name` with no
/// operands and no attributes, which custom forms leave out.
fn terminator_elidable(op: OpRef<'_>, index: usize, name: &str) -> bool {
    let ctx = op.ctx;
    super::terminator(op, index).is_some_and(|t| {
        t.name_str() == name
            && t.num_operands() == 0
            && t.num_results() == 0
            && t.discardable_attrs().is_empty()
            && t.properties().is_none_or(|d| ctx.dict_entries(d).is_empty())
    })
}

fn print_attrs(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, elided: &[&str]) {
    p.print_optional_attr_dict(&merged_attrs(op), elided);
}

// ---- scf.for ----------------------------------------------------------------------------------

const FOR_INHERENT: &[(&str, PropKind)] = &[("unsignedCmp", PropKind::Unit)];

pub(super) fn parse_for(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props = Vec::new();
    if p.parse_optional_keyword("unsigned") {
        props.push((ctx.ident("unsignedCmp"), ctx.unit_attr()));
    }
    let iv = p.parse_argument(false, false)?;
    p.parse_punct("=")?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut iter_args = Vec::new();
    let mut inits = Vec::new();
    let mut result_types = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        (iter_args, inits) = parse_assignment_list(p)?;
        p.parse_punct("->")?;
        result_types = parse_result_types(p)?;
        if result_types.len() != inits.len() {
            let pos = p.name_pos();
            return Err(p.emit_error_at(
                pos,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
    }
    let iv_type = if p.parse_optional_punct(":") {
        p.parse_type()?
    } else {
        ctx.index_type()
    };
    let mut args = vec![iv];
    args.extend(iter_args);
    typed(
        &mut args,
        std::iter::once(iv_type).chain(result_types.iter().copied()),
    );
    p.parse_region(state, &args, false)?;
    ensure_terminator(p, state, 0, implicit_yield);
    // Resolved after the region, as MLIR does, so that an operand defined
    // only inside the region is reported as undeclared.
    let mut operands = vec![
        p.resolve_operand(&lb, iv_type)?,
        p.resolve_operand(&ub, iv_type)?,
        p.resolve_operand(&step, iv_type)?,
    ];
    for (v, &t) in inits.iter().zip(&result_types) {
        operands.push(p.resolve_operand(v, t)?);
    }
    parse_attrs(p, state, FOR_INHERENT, &mut props, false)?;
    state.operands = operands;
    state.result_types = result_types;
    set_props(p, state, &props);
    Ok(())
}

pub(super) fn print_for(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    if op.attr("unsignedCmp").is_some() {
        p.write_str(" unsigned");
    }
    let args = entry_args(op, 0);
    let rb = op.regions().0;
    p.write_str(" ");
    if let Some(&iv) = args.first() {
        p.print_operand(iv);
    }
    p.write_str(" = ");
    let operands: Vec<ValueId> = op.operands().collect();
    if operands.len() >= 3 {
        p.print_operand(operands[0]);
        p.write_str(" to ");
        p.print_operand(operands[1]);
        p.write_str(" step ");
        p.print_operand(operands[2]);
    }
    let inits = operands.get(3..).unwrap_or(&[]);
    if !inits.is_empty() {
        print_assignment_list(p, " iter_args", args.get(1..).unwrap_or(&[]), inits);
        p.write_str(" -> (");
        print_types(p, inits.iter().map(|&v| op.value_type(v)));
        p.write_str(")");
    }
    p.write_str(" ");
    if let Some(&iv) = args.first() {
        let t = rb.value_type(iv);
        if !matches!(op.ctx.type_kind(t), TypeKind::Index) {
            p.write_str(" : ");
            p.print_type(t);
            p.write_str(" ");
        }
    }
    if let Some(r) = region_at(op, 0) {
        p.print_region(r, false, !inits.is_empty(), false);
    }
    print_attrs(p, op, &["unsignedCmp"]);
}

// ---- scf.forall ---------------------------------------------------------------------------------

const FORALL_INHERENT: &[(&str, PropKind)] = &[
    ("staticLowerBound", PropKind::Any),
    ("staticUpperBound", PropKind::Any),
    ("staticStep", PropKind::Any),
    ("mapping", PropKind::Array),
    ("operandSegmentSizes", PropKind::Any),
];

/// `(%v, 4, ...)`: dynamic values and static integers; returns the static
/// values (dynamic ones as `DYNAMIC`) and the values. As MLIR, a failure
/// is followed by a second error at the op.
fn parse_mixed_list(p: &mut dyn OpAsmParser<'_>) -> ParseResult<(Vec<i64>, Vec<UnresolvedOperand>)> {
    let mut statics = Vec::new();
    let mut values = Vec::new();
    let result = (|| -> ParseResult<()> {
        p.parse_punct("(")?;
        if p.parse_optional_punct(")") {
            return Ok(());
        }
        loop {
            if let Some(v) = p.parse_optional_operand()? {
                values.push(v);
                statics.push(strata_ir::DYNAMIC);
            } else {
                statics.push(p.parse_integer()?);
            }
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")
    })();
    if result.is_err() {
        let pos = p.name_pos();
        return Err(p.emit_error_at(pos, "expected SSA value or integer"));
    }
    Ok((statics, values))
}

pub(super) fn parse_forall(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    let rank = ivs.len();
    // As MLIR, the parser checks the upper bounds and steps only (the
    // verifier checks the rest), reporting at the op without the prefix.
    let check = |p: &mut dyn OpAsmParser<'_>, name: &str, list: &[i64]| -> ParseResult<()> {
        if list.len() != rank {
            let loc = p.location_of(p.name_pos());
            let message = format!("expected {rank} {name} values, got {}", list.len());
            p.ctx().emit(strata_ir::Diagnostic::error(loc, message));
            return Err(strata_ir::Failed);
        }
        Ok(())
    };
    let (lbs, ubs, steps) = if p.parse_optional_keyword("in") {
        let ubs = parse_mixed_list(p)?;
        ((vec![0; rank], Vec::new()), ubs, (vec![1; rank], Vec::new()))
    } else {
        p.parse_punct("=")?;
        let lbs = parse_mixed_list(p)?;
        p.parse_keyword("to")?;
        let ubs = parse_mixed_list(p)?;
        p.parse_keyword("step")?;
        let steps = parse_mixed_list(p)?;
        (lbs, ubs, steps)
    };
    let mut out_args = Vec::new();
    let mut outs = Vec::new();
    let outs_pos = p.current_pos();
    if p.parse_optional_keyword("shared_outs") {
        (out_args, outs) = parse_assignment_list(p)?;
    }
    let result_types = parse_optional_arrow_types(p)?;
    let mut operands = Vec::new();
    for list in [&lbs.1, &ubs.1, &steps.1] {
        for v in list {
            operands.push(p.resolve_operand(v, index)?);
        }
    }
    operands.extend(p.resolve_operands(&outs, &result_types, outs_pos)?);
    typed(&mut ivs, std::iter::repeat(index));
    typed(&mut out_args, result_types.iter().copied());
    ivs.extend(out_args);
    p.parse_region(state, &ivs, false)?;
    ensure_terminator(p, state, 0, implicit_in_parallel);
    let mut props = Vec::new();
    parse_attrs(p, state, FORALL_INHERENT, &mut props, false)?;
    check(p, "upper bound", &ubs.0)?;
    check(p, "step", &steps.0)?;
    for (name, list) in FORALL_STATIC.iter().zip([&lbs.0, &ubs.0, &steps.0]) {
        let a = dense_i64_array(ctx, list);
        prop(p, &mut props, name, a);
    }
    let segments = [lbs.1.len(), ubs.1.len(), steps.1.len(), outs.len()].map(|n| n as i32);
    let a = dense_i32_array(ctx, &segments);
    prop(p, &mut props, "operandSegmentSizes", a);
    state.operands = operands;
    state.result_types = result_types;
    set_props(p, state, &props);
    Ok(())
}

fn print_mixed_list(p: &mut dyn OpAsmPrinter<'_>, bounds: &[LoopBound]) {
    p.write_str("(");
    for (i, b) in bounds.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        match *b {
            LoopBound::Value(v) => p.print_operand(v),
            LoopBound::Constant(c) => p.write_str(&c.to_string()),
        }
    }
    p.write_str(")");
}

pub(super) fn print_forall(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let rank = forall_rank(op);
    let args = entry_args(op, 0);
    p.write_str(" (");
    print_values(p, args.iter().take(rank).copied());
    p.write_str(")");
    let lbs = forall_bounds(op, 0);
    let ubs = forall_bounds(op, 1);
    let steps = forall_bounds(op, 2);
    // As MLIR, bounds that are constant ops count as constants here.
    let normalized = lbs.iter().all(|&b| bound_is(op, b, 0)) && steps.iter().all(|&b| bound_is(op, b, 1));
    if normalized {
        p.write_str(" in ");
        print_mixed_list(p, &ubs);
    } else {
        p.write_str(" = ");
        print_mixed_list(p, &lbs);
        p.write_str(" to ");
        print_mixed_list(p, &ubs);
        p.write_str(" step ");
        print_mixed_list(p, &steps);
    }
    let outs: Vec<ValueId> = operand_group(op, 3).map(|i| op.operand(i)).collect();
    if !outs.is_empty() {
        print_assignment_list(p, " shared_outs", args.get(rank..).unwrap_or(&[]), &outs);
    }
    if op.num_results() > 0 {
        p.write_str(" -> (");
        print_types(p, op.result_types());
        p.write_str(")");
    }
    p.write_str(" ");
    if let Some(r) = region_at(op, 0) {
        p.print_region(r, false, op.num_results() > 0, false);
    }
    print_attrs(
        p,
        op,
        &[
            "operandSegmentSizes",
            FORALL_STATIC[0],
            FORALL_STATIC[1],
            FORALL_STATIC[2],
        ],
    );
}

// ---- scf.forall.in_parallel ------------------------------------------------------------------------

pub(super) fn parse_in_parallel(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_region(state, &[], false)?;
    strata_ir::asm::ensure_region_block(p, state, 0);
    let mut props = Vec::new();
    parse_attrs(p, state, &[], &mut props, false)?;
    Ok(())
}

pub(super) fn print_in_parallel(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    if let Some(r) = region_at(op, 0) {
        p.print_region(r, false, false, false);
    }
    print_attrs(p, op, &[]);
}

// ---- scf.if ------------------------------------------------------------------------------------------

pub(super) fn parse_if(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    let cond = p.resolve_operand(&cond, ctx.i1())?;
    let result_types = parse_optional_arrow_types(p)?;
    p.parse_region(state, &[], false)?;
    ensure_terminator(p, state, 0, implicit_yield);
    if p.parse_optional_keyword("else") {
        p.parse_region(state, &[], false)?;
        ensure_terminator(p, state, 1, implicit_yield);
    } else {
        let r = region_body(p, state).create_region();
        state.regions.push(r);
    }
    let mut props = Vec::new();
    parse_attrs(p, state, &[], &mut props, false)?;
    state.operands = vec![cond];
    state.result_types = result_types;
    Ok(())
}

pub(super) fn print_if(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    if op.num_operands() > 0 {
        p.print_operand(op.operand(0));
    }
    let has_results = op.num_results() > 0;
    if has_results {
        p.write_str(" -> (");
        print_types(p, op.result_types());
        p.write_str(")");
    }
    p.write_str(" ");
    if let Some(r) = region_at(op, 0) {
        p.print_region(r, false, has_results, false);
    }
    if let Some(r) = region_at(op, 1).filter(|&r| !op.regions().0.region_is_empty(r)) {
        p.write_str(" else ");
        p.print_region(r, false, has_results, false);
    }
    print_attrs(p, op, &[]);
}

// ---- scf.execute_region -------------------------------------------------------------------------------

const EXECUTE_REGION_INHERENT: &[(&str, PropKind)] = &[("no_inline", PropKind::Unit)];

pub(super) fn parse_execute_region(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let result_types = parse_optional_arrow_types(p)?;
    let mut props = Vec::new();
    if p.parse_optional_keyword("no_inline") {
        props.push((ctx.ident("no_inline"), ctx.unit_attr()));
    }
    p.parse_region(state, &[], false)?;
    parse_attrs(p, state, EXECUTE_REGION_INHERENT, &mut props, false)?;
    state.result_types = result_types;
    set_props(p, state, &props);
    Ok(())
}

pub(super) fn print_execute_region(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    if op.num_results() > 0 {
        p.write_str(" -> ");
        let types: Vec<Type> = op.result_types().collect();
        print_result_types(p, &types);
    }
    if op.attr("no_inline").is_some() {
        p.write_str(" no_inline");
    }
    p.write_str(" ");
    if let Some(r) = region_at(op, 0) {
        p.print_region(r, false, true, false);
    }
    print_attrs(p, op, &["no_inline"]);
}

// ---- scf.index_switch ------------------------------------------------------------------------------------

const INDEX_SWITCH_INHERENT: &[(&str, PropKind)] = &[("cases", PropKind::Any)];

pub(super) fn parse_index_switch(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let arg = p.parse_operand()?;
    let mut props = Vec::new();
    parse_attrs(p, state, INDEX_SWITCH_INHERENT, &mut props, false)?;
    let result_types = if p.parse_optional_punct("->") {
        parse_type_list(p)?
    } else {
        Vec::new()
    };
    let mut cases = Vec::new();
    while p.parse_optional_keyword("case") {
        cases.push(p.parse_integer()?);
        p.parse_region(state, &[], false)?;
    }
    p.parse_keyword("default")?;
    p.parse_region(state, &[], false)?;
    // The default region is written last but is the op's first region.
    state.regions.rotate_right(1);
    ensure_terminator(p, state, 0, implicit_yield);
    let arg = p.resolve_operand(&arg, ctx.index_type())?;
    let cases_attr = dense_i64_array(ctx, &cases);
    if !props.iter().any(|(n, _)| ctx.ident_str(*n) == "cases") {
        prop(p, &mut props, "cases", cases_attr);
    }
    state.operands = vec![arg];
    state.result_types = result_types;
    set_props(p, state, &props);
    Ok(())
}

pub(super) fn print_index_switch(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    if op.num_operands() > 0 {
        p.print_operand(op.operand(0));
    }
    print_attrs(p, op, &["cases"]);
    if op.num_results() > 0 {
        p.write_str(" -> ");
        print_types(p, op.result_types());
    }
    p.write_str(" ");
    let cases = op
        .attr("cases")
        .and_then(|a| dense_i64_values(op.ctx, a))
        .unwrap_or_default();
    for (i, c) in cases.iter().enumerate() {
        let Some(r) = region_at(op, i + 1) else { break };
        p.print_new_line();
        p.write_str(&format!("case {c} "));
        p.print_region(r, false, true, false);
    }
    p.print_new_line();
    p.write_str("default ");
    if let Some(r) = region_at(op, 0) {
        p.print_region(r, false, !terminator_elidable(op, 0, YIELD.name), false);
    }
}

// ---- scf.parallel and scf.reduce ------------------------------------------------------------------------------

const PARALLEL_INHERENT: &[(&str, PropKind)] = &[("operandSegmentSizes", PropKind::Any)];

pub(super) fn parse_parallel(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    let n = ivs.len();
    let mut bounds = Vec::new();
    for (i, keyword) in ["=", "to", "step"].into_iter().enumerate() {
        if i == 0 {
            p.parse_punct(keyword)?;
        } else {
            p.parse_keyword(keyword)?;
        }
        let pos = p.current_pos();
        let list = p.parse_operand_list(Delimiter::Paren)?;
        if list.len() != n {
            return Err(p.emit_error_at(pos, &format!("expected {n} operands")));
        }
        for v in &list {
            bounds.push(p.resolve_operand(v, index)?);
        }
    }
    let mut inits = Vec::new();
    if p.parse_optional_keyword("init") {
        inits = p.parse_operand_list(Delimiter::Paren)?;
    }
    let result_types = parse_optional_arrow_types(p)?;
    let name_pos = p.name_pos();
    let init_values = p.resolve_operands(&inits, &result_types, name_pos)?;
    typed(&mut ivs, std::iter::repeat(index));
    p.parse_region(state, &ivs, false)?;
    ensure_terminator(p, state, 0, implicit_reduce);
    let mut props = Vec::new();
    parse_attrs(p, state, PARALLEL_INHERENT, &mut props, false)?;
    let a = dense_i32_array(p.ctx(), &[n, n, n, init_values.len()].map(|n| n as i32));
    prop(p, &mut props, "operandSegmentSizes", a);
    state.operands = bounds;
    state.operands.extend(init_values);
    state.result_types = result_types;
    set_props(p, state, &props);
    Ok(())
}

pub(super) fn print_parallel(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" (");
    print_values(p, entry_args(op, 0).iter().copied());
    p.write_str(") = (");
    print_values(p, operand_group(op, 0).map(|i| op.operand(i)));
    p.write_str(") to (");
    print_values(p, operand_group(op, 1).map(|i| op.operand(i)));
    p.write_str(") step (");
    print_values(p, operand_group(op, 2).map(|i| op.operand(i)));
    p.write_str(")");
    let inits = operand_group(op, 3);
    if !inits.is_empty() {
        p.write_str(" init (");
        print_values(p, inits.map(|i| op.operand(i)));
        p.write_str(")");
    }
    if op.num_results() > 0 {
        p.write_str(" -> ");
        let types: Vec<Type> = op.result_types().collect();
        print_result_types(p, &types);
    }
    p.write_str(" ");
    if let Some(r) = region_at(op, 0) {
        p.print_region(r, false, true, false);
    }
    print_attrs(p, op, &["operandSegmentSizes"]);
}

pub(super) fn parse_reduce(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    if p.parse_optional_punct("(") {
        let pos = p.current_pos();
        let operands = p.parse_operand_list(Delimiter::None)?;
        p.parse_punct(":")?;
        let types = parse_type_list(p)?;
        p.parse_punct(")")?;
        state.operands = p.resolve_operands(&operands, &types, pos)?;
    }
    if p.parse_optional_region(state, &[], false)? {
        while p.parse_optional_punct(",") {
            p.parse_region(state, &[], false)?;
        }
    }
    let mut props = Vec::new();
    parse_attrs(p, state, &[], &mut props, false)?;
    Ok(())
}

pub(super) fn print_reduce(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    if op.num_operands() > 0 {
        p.write_str("(");
        print_values(p, op.operands());
        p.write_str(" : ");
        print_types(p, op.operand_types());
        p.write_str(")");
    }
    p.write_str(" ");
    let regions = op.regions().1.to_vec();
    for (i, r) in regions.into_iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_region(r, true, true, false);
    }
    print_attrs(p, op, &[]);
}

// ---- scf.while ------------------------------------------------------------------------------------------------

pub(super) fn parse_while(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let mut args = Vec::new();
    let mut inits = Vec::new();
    if p.parse_optional_punct("(") {
        (args, inits) = parse_assignment_rest(p)?;
    }
    let type_pos = p.current_pos();
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    let ctx = p.ctx();
    let Some((inputs, results)) = ctx.function_type_parts(t) else {
        return Err(p.emit_error_at(
            type_pos,
            &format!(
                "invalid kind of type specified: expected builtin.function, but found '{}'",
                ctx.type_to_string(t)
            ),
        ));
    };
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    if inputs.len() != inits.len() {
        return Err(p.emit_error_at(
            type_pos,
            &format!(
                "expected as many input types as operands (expected {} got {})",
                inits.len(),
                inputs.len()
            ),
        ));
    }
    let mut operands = Vec::new();
    for (v, &ty) in inits.iter().zip(&inputs) {
        operands.push(p.resolve_operand(v, ty)?);
    }
    typed(&mut args, inputs.iter().copied());
    p.parse_region(state, &args, false)?;
    p.parse_keyword("do")?;
    p.parse_region(state, &[], false)?;
    let mut props = Vec::new();
    parse_attrs(p, state, &[], &mut props, true)?;
    state.operands = operands;
    state.result_types = results;
    Ok(())
}

pub(super) fn print_while(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let inits: Vec<ValueId> = op.operands().collect();
    if !inits.is_empty() {
        print_assignment_list(p, " ", entry_args(op, 0), &inits);
    }
    p.write_str(" : ");
    let inputs: Vec<Type> = op.operand_types().collect();
    let results: Vec<Type> = op.result_types().collect();
    p.print_type(op.ctx.function_type(&inputs, &results));
    p.write_str(" ");
    if let Some(r) = region_at(op, 0) {
        p.print_region(r, false, true, false);
    }
    p.write_str(" do ");
    if let Some(r) = region_at(op, 1) {
        p.print_region(r, true, true, false);
    }
    p.print_optional_attr_dict_with_keyword(&merged_attrs(op), &[]);
}

// ---- scf.condition --------------------------------------------------------------------------------------------

pub(super) fn parse_condition(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    p.parse_punct("(")?;
    let cond = p.parse_operand()?;
    p.parse_punct(")")?;
    let mut props = Vec::new();
    parse_attrs(p, state, &[], &mut props, false)?;
    let cond = p.resolve_operand(&cond, ctx.i1())?;
    state.operands = vec![cond];
    let pos = p.current_pos();
    let args = p.parse_operand_list(Delimiter::None)?;
    if !args.is_empty() {
        p.parse_punct(":")?;
        let types = parse_type_list(p)?;
        let values = p.resolve_operands(&args, &types, pos)?;
        state.operands.extend(values);
    }
    Ok(())
}

pub(super) fn print_condition(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str("(");
    if op.num_operands() > 0 {
        p.print_operand(op.operand(0));
    }
    p.write_str(")");
    print_attrs(p, op, &[]);
    if op.num_operands() > 1 {
        p.write_str(" ");
        print_values(p, op.operands().skip(1));
        p.write_str(" : ");
        print_types(p, op.operand_types().skip(1));
    }
}
