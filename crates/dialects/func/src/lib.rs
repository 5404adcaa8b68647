//! The `func` dialect: functions (`func.func`), returns, direct and
//! indirect calls, and function constants, as in MLIR 22.

#![forbid(unsafe_code)]

use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, SourcePos, UnresolvedOperand};
use strata_ir::function_interface::{
    self as fi, CallOpInterface, CallableOpInterface, Callee, PropKind, DEFAULT_NAMES,
};
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, Interfaces, LogicalResult, NamedAttribute, OpDef, OpRef,
    OpTraits, OperationState, SymbolLookup, Type, TypeKind, ValueId,
};

mod fold;
mod inline;
#[cfg(test)]
mod tests;
pub mod typed;

pub use typed::{CallIndirectOp, CallOp, FuncOp, ReturnOp};

pub const FUNC: &str = "func.func";
pub const RETURN: &str = "func.return";
pub const CALL: &str = "func.call";
pub const CALL_INDIRECT: &str = "func.call_indirect";
pub const CONSTANT: &str = "func.constant";

const FUNC_ATTRS: &[&str] = &[
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
    "no_inline",
];
const CALL_ATTRS: &[&str] = &["callee", "arg_attrs", "res_attrs", "no_inline"];
const CALL_INDIRECT_ATTRS: &[&str] = &["arg_attrs", "res_attrs"];
const CONSTANT_ATTRS: &[&str] = &["value"];

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("func");
    d.interfaces = Interfaces::EMPTY.with(inline::INLINER);
    d.ops.push(OpDef {
        summary: "An operation with a name containing a single `SSACFG` region",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            | OpTraits::SYMBOL
            | OpTraits::AUTOMATIC_ALLOCATION_SCOPE
            | OpTraits::AFFINE_SCOPE
            | OpTraits::CALLABLE
            | OpTraits::FUNCTION
            | OpTraits::DEFAULT_DIALECT_IS_OWN,
        inherent_attrs: FUNC_ATTRS,
        verify_counts: Some(|op| counts(op, 1, Some(0), Some(0))),
        verify: Some(verify_func),
        verify_regions: Some(verify_func_returns),
        parse: Some(parse_func),
        print: Some(print_func),
        interfaces: Interfaces::EMPTY.with(CallableOpInterface {
            callable_region: fi::body_region,
            argument_types: func_argument_types,
            result_types: func_result_types,
        }),
        ..OpDef::new(FUNC)
    });
    d.ops.push(OpDef {
        summary: "Function return operation",
        traits: OpTraits::TERMINATOR | OpTraits::RETURN_LIKE | OpTraits::PURE,
        parents: &[FUNC],
        verify_counts: Some(|op| counts(op, 0, Some(0), None)),
        parse: Some(parse_return),
        print: Some(print_return),
        ..OpDef::new(RETURN)
    });
    d.ops.push(OpDef {
        summary: "call operation",
        traits: OpTraits::CALL,
        inherent_attrs: CALL_ATTRS,
        verify_counts: Some(|op| counts(op, 0, None, None)),
        verify: Some(verify_call),
        verify_symbol_uses: Some(verify_call_symbol_uses),
        parse: Some(parse_call),
        print: Some(print_call),
        interfaces: Interfaces::EMPTY.with(CallOpInterface {
            callee: |op| op.attr("callee").map(Callee::Symbol),
            arg_operands: |op| 0..op.num_operands(),
        }),
        ..OpDef::new(CALL)
    });
    d.ops.push(OpDef {
        summary: "indirect call operation",
        traits: OpTraits::CALL,
        inherent_attrs: CALL_INDIRECT_ATTRS,
        verify_counts: Some(|op| {
            counts(op, 0, None, None)?;
            if op.num_operands() == 0 {
                return Err(op.emit_op_error("expected 1 or more operands, but found 0"));
            }
            Ok(())
        }),
        verify: Some(verify_call_indirect),
        parse: Some(parse_call_indirect),
        print: Some(print_call_indirect),
        interfaces: Interfaces::EMPTY
            .with(CallOpInterface {
                callee: |op| (op.num_operands() > 0).then(|| Callee::Value(op.operand(0))),
                arg_operands: |op| 1.min(op.num_operands())..op.num_operands(),
            })
            .with(strata_rewrite::CanonicalizationPatterns(
                fold::call_indirect_patterns,
            )),
        ..OpDef::new(CALL_INDIRECT)
    });
    d.ops.push(OpDef {
        summary: "constant",
        traits: OpTraits::CONSTANT_LIKE | OpTraits::PURE,
        inherent_attrs: CONSTANT_ATTRS,
        verify_counts: Some(|op| counts(op, 0, Some(1), Some(0))),
        verify: Some(verify_constant),
        verify_symbol_uses: Some(verify_constant_symbol_uses),
        parse: Some(parse_constant),
        print: Some(print_constant),
        fold: Some(fold::fold_constant),
        result_names: Some(|op, set| {
            if op.num_results() == 1 {
                set(op.result(0), "f");
            }
        }),
        ..OpDef::new(CONSTANT)
    });
    d.materialize_constant = Some(fold::materialize_constant);
    d
}

/// The count traits of the func ops, in MLIR's order (regions, results,
/// successors, operands); `None` is a variadic count. No func op has
/// successors.
fn counts(op: OpRef<'_>, regions: usize, results: Option<usize>, operands: Option<usize>) -> LogicalResult {
    if op.num_regions() != regions {
        return Err(op.emit_op_error(if regions == 0 {
            "requires zero regions"
        } else {
            "requires one region"
        }));
    }
    if let Some(n) = results {
        if op.num_results() != n {
            return Err(op.emit_op_error(if n == 0 {
                "requires zero results"
            } else {
                "requires one result"
            }));
        }
    }
    if op.num_successors() != 0 {
        return Err(op.emit_op_error("requires zero successors"));
    }
    if operands == Some(0) && op.num_operands() != 0 {
        return Err(op.emit_op_error("requires zero operands"));
    }
    Ok(())
}

fn func_argument_types<'a>(op: OpRef<'a>) -> &'a [Type] {
    fi::signature(op, DEFAULT_NAMES).0
}

fn func_result_types<'a>(op: OpRef<'a>) -> &'a [Type] {
    fi::signature(op, DEFAULT_NAMES).1
}

// ---- shared pieces ------------------------------------------------------------

/// The ODS checks of one inherent attribute: presence when required, then
/// its kind.
struct AttrConstraint {
    name: &'static str,
    required: bool,
    check: fn(&Context, Attribute) -> bool,
    summary: &'static str,
}

fn is_string(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::String { .. })
}

fn is_function_type_attr(ctx: &Context, a: Attribute) -> bool {
    ctx.type_attr_value(a)
        .is_some_and(|t| matches!(ctx.type_kind(t), TypeKind::Function { .. }))
}

fn is_dict_array(ctx: &Context, a: Attribute) -> bool {
    ctx.array_attr_elements(a).is_some_and(|e| {
        e.iter()
            .all(|&d| matches!(ctx.attr_kind(d), AttrKind::Dictionary(_)))
    })
}

fn is_unit(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Unit)
}

fn is_flat_symbol_ref(ctx: &Context, a: Attribute) -> bool {
    ctx.flat_symbol_ref_value(a).is_some()
}

const DICT_ARRAY: &str = "Array of dictionary attributes";

fn arg_res_attrs_constraints() -> [AttrConstraint; 2] {
    [
        AttrConstraint {
            name: "arg_attrs",
            required: false,
            check: is_dict_array,
            summary: DICT_ARRAY,
        },
        AttrConstraint {
            name: "res_attrs",
            required: false,
            check: is_dict_array,
            summary: DICT_ARRAY,
        },
    ]
}

/// Required attributes are reported first in name order, then kinds in
/// declaration order, as the ODS-generated verifiers do.
fn verify_attr_constraints(op: OpRef<'_>, constraints: &[AttrConstraint]) -> LogicalResult {
    let mut required: Vec<&AttrConstraint> = constraints.iter().filter(|c| c.required).collect();
    required.sort_by_key(|c| c.name);
    for c in required {
        if op.attr(c.name).is_none() {
            return Err(op.emit_op_error(format!("requires attribute '{}'", c.name)));
        }
    }
    for c in constraints {
        if let Some(a) = op.attr(c.name) {
            if !(c.check)(op.ctx, a) {
                return Err(op.emit_op_error(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    c.name, c.summary
                )));
            }
        }
    }
    Ok(())
}

/// `@name` as MLIR prints a symbol in diagnostics (quoted unless it is a
/// bare identifier).
fn symbol_text(name: &str) -> String {
    let bare = name
        .bytes()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-'));
    if bare {
        format!("@{name}")
    } else {
        let mut s = String::from("@\"");
        for c in name.bytes() {
            match c {
                b'"' | b'\\' => {
                    s.push('\\');
                    s.push(c as char);
                }
                0x20..=0x7e => s.push(c as char),
                _ => s.push_str(&format!("\\{c:02X}")),
            }
        }
        s.push('"');
        s
    }
}

/// Parses the optional attribute dictionary of a declarative format,
/// moving inherent attributes into `props` (they replace what the format
/// parsed, as in MLIR) and the rest into the state's attributes.
fn parse_attr_dict(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    inherent: &[(&str, PropKind)],
    props: &mut Vec<NamedAttribute>,
) -> ParseResult<()> {
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let rest = fi::split_inherent_attrs(p.ctx(), attrs, inherent, props);
    if !rest.is_empty() {
        state.attributes = Some(p.ctx().dictionary_attr(&rest));
    }
    Ok(())
}

fn set_props(ctx: &Context, state: &mut OperationState, props: &[NamedAttribute]) {
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(props));
    }
}

fn resolve_operands(
    p: &mut dyn OpAsmParser<'_>,
    operands: &[UnresolvedOperand],
    types: &[Type],
    pos: SourcePos,
) -> ParseResult<Vec<ValueId>> {
    if operands.len() != types.len() {
        let at = operands.first().map_or(pos, |o| o.pos);
        return Err(p.emit_error_at(
            at,
            &format!(
                "number of operands and types do not match: got {} operands and {} types",
                operands.len(),
                types.len()
            ),
        ));
    }
    operands
        .iter()
        .zip(types)
        .map(|(o, &t)| p.resolve_operand(o, t))
        .collect()
}

/// Parses a type that must be a function type.
fn parse_function_type(p: &mut dyn OpAsmParser<'_>) -> ParseResult<(Type, Vec<Type>, Vec<Type>)> {
    let pos = p.current_pos();
    let t = p.parse_type()?;
    let ctx = p.ctx();
    match ctx.function_type_parts(t) {
        Some((inputs, results)) => Ok((t, inputs.to_vec(), results.to_vec())),
        None => Err(p.emit_error_at(
            pos,
            &format!(
                "invalid kind of type specified: expected builtin.function, but found '{}'",
                ctx.type_to_string(t)
            ),
        )),
    }
}

fn parse_symbol_ref(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Attribute> {
    match p.parse_optional_symbol_name()? {
        Some(name) => Ok(p.ctx().symbol_ref_attr(name, &[])),
        // Not a symbol: the attribute parser reports what is there instead
        // (as MLIR's, without the custom-op prefix).
        None => {
            let pos = p.current_pos();
            p.parse_attribute(None)?;
            Err(p.emit_error_at(pos, "invalid kind of attribute specified"))
        }
    }
}

fn print_types(p: &mut dyn OpAsmPrinter<'_>, types: impl Iterator<Item = Type>) {
    for (i, t) in types.enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
}

// ---- func.func ----------------------------------------------------------------

fn build_function_type(ctx: &Context, inputs: &[Type], results: &[Type], _variadic: bool) -> Type {
    ctx.function_type(inputs, results)
}

fn parse_func(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    fi::parse_function_op(p, state, DEFAULT_NAMES, false, build_function_type)
}

fn print_func(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    fi::print_function_op(p, op, DEFAULT_NAMES, false);
}

fn verify_func(op: OpRef<'_>) -> LogicalResult {
    let [arg_attrs, res_attrs] = arg_res_attrs_constraints();
    verify_attr_constraints(
        op,
        &[
            AttrConstraint {
                name: "sym_name",
                required: true,
                check: is_string,
                summary: "string attribute",
            },
            AttrConstraint {
                name: "function_type",
                required: true,
                check: is_function_type_attr,
                summary: "type attribute of function type",
            },
            AttrConstraint {
                name: "sym_visibility",
                required: false,
                check: is_string,
                summary: "string attribute",
            },
            arg_attrs,
            res_attrs,
            AttrConstraint {
                name: "no_inline",
                required: false,
                check: is_unit,
                summary: "unit attribute",
            },
        ],
    )?;
    if op.num_regions() != 1 {
        return Err(op.emit_op_error("requires one region"));
    }
    fi::verify_declaration_visibility(op)?;
    fi::verify_function_like(op, DEFAULT_NAMES)
}

/// Checks each `func.return` of the body against the function's results.
/// The returns live in the function's child body, where they cannot see
/// the function, so the function checks them once its regions verified.
fn verify_func_returns(op: OpRef<'_>) -> LogicalResult {
    let Some(r) = fi::body_region(op) else {
        return Ok(());
    };
    let ctx = op.ctx;
    let results = func_result_types(op);
    let name = op
        .attr("sym_name")
        .and_then(|a| ctx.string_attr_value(a))
        .unwrap_or("");
    let (body, _) = op.regions();
    let ret_name = ctx.op_name(RETURN);
    for b in body.region_blocks(r) {
        for inner in body.block_ops(b) {
            if body.op_name(inner) == ret_name {
                verify_return(OpRef::new(ctx, body, inner), name, results)?;
            }
        }
    }
    Ok(())
}

/// The checks of `func.return` against the results of the function named
/// `func_name`.
pub fn verify_return(ret: OpRef<'_>, func_name: &str, results: &[Type]) -> LogicalResult {
    let ctx = ret.ctx;
    if ret.num_operands() != results.len() {
        return Err(ret.emit_op_error(format!(
            "has {} operands, but enclosing function ({}) returns {}",
            ret.num_operands(),
            symbol_text(func_name),
            results.len()
        )));
    }
    for (i, (actual, &expected)) in ret.operand_types().zip(results).enumerate() {
        if actual != expected {
            return Err(ret.emit_error(format!(
                "type of return operand {i} ('{}') doesn't match function result type ('{}') in function {}",
                ctx.type_to_string(actual),
                ctx.type_to_string(expected),
                symbol_text(func_name)
            )));
        }
    }
    Ok(())
}

// ---- func.return ----------------------------------------------------------------

fn parse_return(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let mut props = Vec::new();
    parse_attr_dict(p, state, &[], &mut props)?;
    let pos = p.current_pos();
    let operands = p.parse_operand_list(Delimiter::None)?;
    if operands.is_empty() {
        return Ok(());
    }
    p.parse_punct(":")?;
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    state.operands = resolve_operands(p, &operands, &types, pos)?;
    Ok(())
}

fn print_return(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.print_optional_attr_dict(&fi::merged_attrs(op), &[]);
    if op.num_operands() > 0 {
        p.write_str(" ");
        let operands: Vec<ValueId> = op.operands().collect();
        p.print_operands(&operands);
        p.write_str(" : ");
        print_types(p, op.operand_types());
    }
}

// ---- func.call ----------------------------------------------------------------

const CALL_INHERENT: &[(&str, PropKind)] = &[
    ("callee", PropKind::FlatSymbolRef),
    ("arg_attrs", PropKind::Array),
    ("res_attrs", PropKind::Array),
    ("no_inline", PropKind::Unit),
];

fn parse_call(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let callee = parse_symbol_ref(p)?;
    let mut props = vec![(ctx.ident("callee"), callee)];
    let pos = p.current_pos();
    let operands = p.parse_operand_list(Delimiter::Paren)?;
    parse_attr_dict(p, state, CALL_INHERENT, &mut props)?;
    p.parse_punct(":")?;
    let (_, inputs, results) = parse_function_type(p)?;
    state.operands = resolve_operands(p, &operands, &inputs, pos)?;
    state.result_types = results;
    set_props(ctx, state, &props);
    Ok(())
}

fn print_call(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    if let Some(c) = op.attr("callee") {
        p.print_attribute(c);
    }
    p.write_str("(");
    let operands: Vec<ValueId> = op.operands().collect();
    p.print_operands(&operands);
    p.write_str(")");
    p.print_optional_attr_dict(&fi::merged_attrs(op), &["callee"]);
    p.write_str(" : ");
    let inputs: Vec<Type> = op.operand_types().collect();
    let results: Vec<Type> = op.result_types().collect();
    p.print_type(op.ctx.function_type(&inputs, &results));
}

fn verify_call(op: OpRef<'_>) -> LogicalResult {
    let [arg_attrs, res_attrs] = arg_res_attrs_constraints();
    verify_attr_constraints(
        op,
        &[
            AttrConstraint {
                name: "callee",
                required: true,
                check: is_flat_symbol_ref,
                summary: "flat symbol reference attribute",
            },
            arg_attrs,
            res_attrs,
            AttrConstraint {
                name: "no_inline",
                required: false,
                check: is_unit,
                summary: "unit attribute",
            },
        ],
    )
}

/// Looks up a `func.func` by name.
fn lookup_func<'a>(st: &'a dyn SymbolLookup, op: OpRef<'_>, attr: &str) -> (Option<OpRef<'a>>, String) {
    let ctx = op.ctx;
    let Some(name) = op.attr(attr).and_then(|a| ctx.flat_symbol_ref_value(a)) else {
        return (None, String::new());
    };
    let f = st.lookup_symbol(name).filter(|f| f.name_str() == FUNC);
    (f, ctx.ident_str(name).to_string())
}

fn verify_call_symbol_uses(op: OpRef<'_>, st: &dyn SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    if op
        .attr("callee")
        .and_then(|a| ctx.flat_symbol_ref_value(a))
        .is_none()
    {
        // Reported by the op's verifier.
        return Ok(());
    }
    let (f, name) = lookup_func(st, op, "callee");
    let Some(f) = f else {
        return Err(op.emit_op_error(format!("'{name}' does not reference a valid function")));
    };
    let (inputs, results) = fi::signature(f, DEFAULT_NAMES);
    if inputs.len() != op.num_operands() {
        return Err(op.emit_op_error("incorrect number of operands for callee"));
    }
    for (i, (actual, &expected)) in op.operand_types().zip(inputs).enumerate() {
        if actual != expected {
            return Err(op.emit_op_error(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                ctx.type_to_string(expected),
                ctx.type_to_string(actual)
            )));
        }
    }
    if results.len() != op.num_results() {
        return Err(op.emit_op_error("incorrect number of results for callee"));
    }
    for (i, (actual, &expected)) in op.result_types().zip(results).enumerate() {
        if actual != expected {
            let mut diag = op.op_error_with_op_note(format!("result type mismatch at index {i}"));
            diag.attach_note(
                op.loc(),
                format!("      op result types: {}", ctx.quoted_types(op.result_types())),
            );
            diag.attach_note(
                op.loc(),
                format!(
                    "function result types: {}",
                    ctx.quoted_types(results.iter().copied())
                ),
            );
            ctx.emit(diag);
            return Err(strata_ir::Failed);
        }
    }
    Ok(())
}

// ---- func.call_indirect -------------------------------------------------------------

const CALL_INDIRECT_INHERENT: &[(&str, PropKind)] =
    &[("arg_attrs", PropKind::Array), ("res_attrs", PropKind::Array)];

fn parse_call_indirect(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let callee = p.parse_operand()?;
    let pos = p.current_pos();
    let operands = p.parse_operand_list(Delimiter::Paren)?;
    let mut props = Vec::new();
    parse_attr_dict(p, state, CALL_INDIRECT_INHERENT, &mut props)?;
    p.parse_punct(":")?;
    let (fn_type, inputs, results) = parse_function_type(p)?;
    let callee = p.resolve_operand(&callee, fn_type)?;
    let args = resolve_operands(p, &operands, &inputs, pos)?;
    state.operands.push(callee);
    state.operands.extend(args);
    state.result_types = results;
    set_props(ctx, state, &props);
    Ok(())
}

fn print_call_indirect(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let operands: Vec<ValueId> = op.operands().collect();
    let Some((&callee, args)) = operands.split_first() else {
        return;
    };
    p.write_str(" ");
    p.print_operand(callee);
    p.write_str("(");
    p.print_operands(args);
    p.write_str(")");
    p.print_optional_attr_dict(&fi::merged_attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(op.value_type(callee));
}

fn verify_call_indirect(op: OpRef<'_>) -> LogicalResult {
    verify_attr_constraints(op, &arg_res_attrs_constraints())?;
    let ctx = op.ctx;
    if op.num_operands() == 0 {
        return Err(op.emit_op_error("expected 1 or more operands, but found 0"));
    }
    let callee_type = op.operand_type(0);
    let Some((inputs, results)) = ctx.function_type_parts(callee_type) else {
        return Err(op.emit_op_error(format!(
            "operand #0 must be function type, but got '{}'",
            ctx.type_to_string(callee_type)
        )));
    };
    if !op.operand_types().skip(1).eq(inputs.iter().copied()) {
        return Err(op.emit_op_error("failed to verify that callee input types match argument types"));
    }
    if !op.result_types().eq(results.iter().copied()) {
        return Err(op.emit_op_error("failed to verify that callee result types match result types"));
    }
    Ok(())
}

// ---- func.constant ----------------------------------------------------------------

fn parse_constant(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props = Vec::new();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let value = parse_symbol_ref(p)?;
    props.push((ctx.ident("value"), value));
    // The dictionary comes first in this format but, as in MLIR, an
    // inherent `value` written there still wins.
    let rest = fi::split_inherent_attrs(ctx, attrs, &[("value", PropKind::FlatSymbolRef)], &mut props);
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    p.parse_punct(":")?;
    state.result_types.push(p.parse_type()?);
    set_props(ctx, state, &props);
    Ok(())
}

fn print_constant(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.print_optional_attr_dict(&fi::merged_attrs(op), &["value"]);
    p.write_str(" ");
    if let Some(v) = op.attr("value") {
        p.print_attribute(v);
    }
    p.write_str(" : ");
    print_types(p, op.result_types());
}

fn verify_constant(op: OpRef<'_>) -> LogicalResult {
    verify_attr_constraints(
        op,
        &[AttrConstraint {
            name: "value",
            required: true,
            check: is_flat_symbol_ref,
            summary: "flat symbol reference attribute",
        }],
    )?;
    if op.num_results() != 1 {
        return Err(op.emit_op_error("requires one result"));
    }
    Ok(())
}

fn verify_constant_symbol_uses(op: OpRef<'_>, st: &dyn SymbolLookup) -> LogicalResult {
    if op
        .attr("value")
        .and_then(|a| op.ctx.flat_symbol_ref_value(a))
        .is_none()
    {
        // Reported by the op's verifier.
        return Ok(());
    }
    let (f, name) = lookup_func(st, op, "value");
    let Some(f) = f else {
        return Err(op.emit_op_error(format!("reference to undefined function '{name}'")));
    };
    if op.num_results() != 1 || fi::function_type(f, DEFAULT_NAMES) != Some(op.result_type(0)) {
        return Err(op.emit_op_error("reference to function with mismatched type"));
    }
    Ok(())
}
