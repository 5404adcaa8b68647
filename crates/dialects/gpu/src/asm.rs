//! The gpu dialect's textual forms: its type and attribute syntax, the
//! `custom<...>` directives its formats use, and the hand-written forms of
//! `gpu.func` and `gpu.launch`.

use strata_dialect_utils::segments::operand_group;
use strata_ir::asm::{
    Argument, AsmParser, AsmPrinter, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, UnresolvedOperand,
};
use strata_ir::function_interface::{self as fi, PropKind, DEFAULT_NAMES};
use strata_ir::{AttrKind, Attribute, Body, NamedAttribute, OpRef, OperationState, Type, ValueId};
use strata_ods::constraints::EnumDef;
use strata_ods::directives::{CustomDirective, ParseArg, PrintArg};
use strata_ods::enum_attr::{parse_enum_body, parse_enum_keywords, print_enum_body};

use crate::{
    async_token_type, mma_matrix_type, ADDRESS_SPACE, ALL_REDUCE_OPERATION, ASYNC_TOKEN, BROADCAST_TYPE,
    DIMENSION, ENUM_ATTRS, KERNEL_ATTR, MAPPING_ATTRS, MASK, MMA_MATRIX, NUM_WORKGROUP_ATTRIBUTIONS_ATTR,
    SELECT_OBJECT, SHUFFLE_MODE,
};

// ---- types and attributes ---------------------------------------------------------------

pub(crate) fn parse_type(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let pos = p.current_pos();
    let keyword = p.parse_optional_any_keyword().unwrap_or_default();
    if keyword == ASYNC_TOKEN {
        return Ok(async_token_type(p.ctx()));
    }
    if keyword == MMA_MATRIX {
        return parse_mma_matrix(p, pos);
    }
    Err(p.emit_error_at(pos, &format!("unknown gpu type: {keyword}")))
}

/// `<16x16xf16, "COp">` of `!gpu.mma_matrix`; errors about the parameters
/// point at the mnemonic, as MLIR's.
fn parse_mma_matrix(p: &mut dyn AsmParser<'_>, pos: strata_ir::asm::SourcePos) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let shape = p.parse_dimension_list(false)?;
    let element = p.parse_type()?;
    p.parse_punct(",")?;
    let operand_pos = p.current_pos();
    let Some(operand) = p.parse_optional_string()? else {
        return Err(p.emit_error_at(operand_pos, "expected valid keyword"));
    };
    p.parse_punct(">")?;
    let operand = String::from_utf8_lossy(&operand).into_owned();
    let ctx = p.ctx();
    // Reported as the type's verifier does: at the type, not by the op
    // being parsed.
    mma_matrix_type(ctx, &shape, element, &operand).map_err(|msg| ctx.emit_error(p.location_of(pos), msg))
}

pub(crate) fn print_type(p: &mut dyn AsmPrinter<'_>, t: Type) {
    let ctx = p.ctx();
    let strata_ir::TypeKind::Dialect { mnemonic, params, .. } = ctx.type_kind(t) else {
        return;
    };
    let mnemonic = ctx.ident_str(*mnemonic);
    p.write_str(mnemonic);
    if let (MMA_MATRIX, [shape, element, operand]) = (mnemonic, &params[..]) {
        p.write_str("<");
        for d in ctx.array_attr_elements(*shape).unwrap_or(&[]) {
            let v = ctx.integer_attr_value(*d).map_or(0, |v| v.sext_i64());
            p.write_str(&format!("{v}x"));
        }
        if let Some(e) = ctx.type_attr_value(*element) {
            p.print_type(e);
        }
        p.write_str(", ");
        p.print_attribute(*operand);
        p.write_str(">");
    }
}

/// `address_space<workgroup>` has a format of angle brackets; the other
/// enums print as `mnemonic keyword` (so `#gpu<dim x>`).
pub(crate) fn parse_attr(p: &mut dyn AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    let mnemonic = p.parse_optional_any_keyword().unwrap_or_default();
    if mnemonic == "address_space" {
        return parse_enum_body(p, &ADDRESS_SPACE, "");
    }
    if let Some(e) = MAPPING_ATTRS.iter().find(|e| enum_mnemonic(e) == mnemonic) {
        return parse_mapping_attr(p, e);
    }
    if mnemonic == SELECT_OBJECT {
        // MLIR reports a bad parameter at the `<`.
        let target_pos = p.current_pos();
        p.parse_punct("<")?;
        let target = p.parse_attribute(None)?;
        let ctx = p.ctx();
        // An object's index, or the target whose object is embedded.
        if ctx.integer_attr_value(target).is_none() && !crate::is_target_attr(ctx, target) {
            return Err(p.emit_error_at(target_pos, "the target attribute must be a GPU Target attribute"));
        }
        p.parse_punct(">")?;
        return Ok(ctx.intern_attr(AttrKind::Dialect {
            dialect: ctx.ident("gpu"),
            mnemonic: ctx.ident(SELECT_OBJECT),
            params: vec![target].into(),
        }));
    }
    if mnemonic == MASK {
        p.parse_punct("<")?;
        let bits = parse_mask_bits(p)?;
        p.parse_punct(">")?;
        let ctx = p.ctx();
        return Ok(ctx.intern_attr(AttrKind::Dialect {
            dialect: ctx.ident("gpu"),
            mnemonic: ctx.ident(MASK),
            params: vec![ctx.integer_attr(ctx.i64(), bits as i64)].into(),
        }));
    }
    let found = ENUM_ATTRS.iter().find(|e| {
        !std::ptr::eq(**e, &ADDRESS_SPACE)
            && matches!(e.storage, strata_ods::constraints::EnumStorage::Dialect { mnemonic: m, .. } if m == mnemonic)
    });
    match found {
        Some(e) => {
            let v = parse_enum_keywords(p, e, "")?;
            Ok(e.attr(p.ctx(), v))
        }
        None => Err(p.emit_error_at(pos, &format!("unknown attribute `{mnemonic}` in dialect `gpu`"))),
    }
}

pub(crate) fn print_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    let ctx = p.ctx();
    let AttrKind::Dialect { mnemonic, .. } = ctx.attr_kind(a) else {
        return;
    };
    let mnemonic = ctx.ident_str(*mnemonic);
    p.write_str(mnemonic);
    if mnemonic == "address_space" {
        print_enum_body(p, &ADDRESS_SPACE, a);
        return;
    }
    if let Some(e) = MAPPING_ATTRS.iter().find(|e| enum_mnemonic(e) == mnemonic) {
        print_enum_body(p, e, a);
        return;
    }
    if mnemonic == SELECT_OBJECT {
        if let AttrKind::Dialect { params, .. } = ctx.attr_kind(a) {
            if let Some(&target) = params.first() {
                p.write_str("<");
                p.print_attribute(target);
                p.write_str(">");
            }
        }
        return;
    }
    if mnemonic == MASK {
        if let AttrKind::Dialect { params, .. } = ctx.attr_kind(a) {
            if let Some(bits) = params.first().and_then(|&b| ctx.integer_attr_value(b)) {
                p.write_str(&format!("<{}>", bits.zext_u64()));
            }
        }
        return;
    }
    for e in ENUM_ATTRS {
        if let Some(v) = e.attr_value(ctx, a) {
            p.write_str(" ");
            p.write_str(&e.to_keywords(v));
            return;
        }
    }
}

fn enum_mnemonic(e: &EnumDef) -> &'static str {
    match e.storage {
        strata_ods::constraints::EnumStorage::Dialect { mnemonic, .. } => mnemonic,
        strata_ods::constraints::EnumStorage::Integer(_) => "",
    }
}

/// `<id>` of a mapping attribute; its one parameter is named after the
/// mnemonic in MLIR's errors.
fn parse_mapping_attr(p: &mut dyn AsmParser<'_>, e: &EnumDef) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let pos = p.current_pos();
    let keyword = strata_ods::enum_attr::parse_optional_keyword_or_string(p)?;
    let Some(v) = keyword.as_deref().and_then(|k| e.value_of(k)) else {
        let cases: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
        let msg = match keyword {
            None => "expected valid keyword or string".to_string(),
            Some(_) => format!("expected {} to be one of: {}", e.name, cases.join(", ")),
        };
        p.emit_error_at(pos, &msg);
        return Err(p.emit_error(&format!(
            "failed to parse {} parameter '{}' which is to be a `{}`",
            e.attr_name,
            enum_mnemonic(e),
            e.name
        )));
    };
    p.parse_punct(">")?;
    Ok(e.attr(p.ctx(), v))
}

/// The bits of `#gpu.mask<...>`, decimal or hexadecimal.
fn parse_mask_bits(p: &mut dyn AsmParser<'_>) -> ParseResult<u64> {
    let pos = p.current_pos();
    match p.parse_optional_big_integer()? {
        Some(v) if !v.is_negative() && v.active_bits() <= 64 => Ok(v.zext_u64()),
        _ => {
            p.emit_error_at(pos, "expected integer value");
            Err(p.emit_error(
                "failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`",
            ))
        }
    }
}

// ---- custom directives ---------------------------------------------------------------

fn set_types(args: &mut [ParseArg], i: usize, types: Vec<Type>) {
    if let Some(ParseArg::Types(v)) = args.get_mut(i) {
        *v = types;
    }
}

/// An enum attribute without a format of its own, as its keyword (in
/// `custom<Dimension>` and `custom<ShuffleMode>`): MLIR prints it after a
/// space of its own.
fn parse_enum_keyword(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg], e: &EnumDef) -> ParseResult<()> {
    let v = parse_enum_keywords(p.as_asm_parser(), e, "")?;
    if let Some(a) = args.first_mut() {
        *a = ParseArg::Attr(Some(e.attr(p.ctx(), v)));
    }
    Ok(())
}

fn print_enum_keyword(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, args: &[PrintArg], e: &EnumDef) {
    if let Some(a) = args.first().and_then(PrintArg::attr) {
        match e.attr_value(op.ctx, a) {
            Some(v) => {
                p.write_str(" ");
                p.write_str(&e.to_keywords(v));
            }
            None => p.print_attribute(a),
        }
    }
}

pub(crate) static DIMENSION_DIRECTIVE: CustomDirective = CustomDirective {
    name: "Dimension",
    parse: |p, args| parse_enum_keyword(p, args, &DIMENSION),
    print: |p, op, args| print_enum_keyword(p, op, args, &DIMENSION),
};

pub(crate) static SHUFFLE_MODE_DIRECTIVE: CustomDirective = CustomDirective {
    name: "ShuffleMode",
    parse: |p, args| parse_enum_keyword(p, args, &SHUFFLE_MODE),
    print: |p, op, args| print_enum_keyword(p, op, args, &SHUFFLE_MODE),
};

pub(crate) static BROADCAST_TYPE_DIRECTIVE: CustomDirective = CustomDirective {
    name: "BroadcastType",
    parse: |p, args| parse_enum_keyword(p, args, &BROADCAST_TYPE),
    print: |p, op, args| print_enum_keyword(p, op, args, &BROADCAST_TYPE),
};

/// `custom<AsyncDependencies>(type($asyncToken), $asyncDependencies,
/// type($asyncDependencies))`: `async` when the op returns a token, then
/// the dependencies in square brackets if there are any. The third
/// argument gives the dependencies their token type.
fn parse_async_dependencies(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    let (token_type, deps) = parse_async_dependency_list(p)?;
    let token = async_token_type(p.ctx());
    set_types(args, 0, token_type.into_iter().collect());
    set_types(args, 2, vec![token; deps.len()]);
    if let Some(a) = args.get_mut(1) {
        *a = ParseArg::Operands(deps);
    }
    Ok(())
}

/// `async`? `[` deps `]`?: the token type if `async` was written, and the
/// dependencies.
fn parse_async_dependency_list(
    p: &mut dyn OpAsmParser<'_>,
) -> ParseResult<(Option<Type>, Vec<UnresolvedOperand>)> {
    let pos = p.current_pos();
    let token = p
        .parse_optional_keyword("async")
        .then(|| async_token_type(p.ctx()));
    if token.is_some() && p.num_results() == 0 {
        return Err(p.emit_error_at(pos, "needs to be named when marked 'async'"));
    }
    let deps = p.parse_operand_list(Delimiter::OptionalSquare)?;
    Ok((token, deps))
}

fn print_async_dependencies(p: &mut dyn OpAsmPrinter<'_>, _op: OpRef<'_>, args: &[PrintArg]) {
    let has_token = args.first().is_some_and(|a| !a.types().is_empty());
    let deps = args.get(1).map_or(&[][..], PrintArg::operands);
    print_async_dependency_list(p, has_token, deps);
}

fn print_async_dependency_list(p: &mut dyn OpAsmPrinter<'_>, has_token: bool, deps: &[ValueId]) {
    if has_token {
        p.write_str("async");
    }
    if deps.is_empty() {
        return;
    }
    if has_token {
        p.write_str(" ");
    }
    p.write_str("[");
    p.print_operands(deps);
    p.write_str("]");
}

pub(crate) static ASYNC_DEPENDENCIES_DIRECTIVE: CustomDirective = CustomDirective {
    name: "AsyncDependencies",
    parse: parse_async_dependencies,
    print: print_async_dependencies,
};

/// `custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX),
/// type($clusterSizeX), type($clusterSizeY), type($clusterSizeZ))`: `: type`
/// of the launch sizes unless they are `index`; the cluster sizes, when
/// present, have the same type.
fn parse_launch_dim_type(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    let ty = if p.parse_optional_punct(":") {
        p.parse_type()?
    } else {
        p.ctx().index_type()
    };
    set_types(args, 0, vec![ty]);
    let has_cluster = args.get(1).is_some_and(|a| !a.operands().is_empty());
    if has_cluster {
        for i in 2..5 {
            set_types(args, i, vec![ty]);
        }
    }
    Ok(())
}

fn print_launch_dim_type(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, args: &[PrintArg]) {
    if let Some(&t) = args.first().and_then(|a| a.types().first()) {
        if t != op.ctx.index_type() {
            p.write_str(": ");
            p.print_type(t);
        }
    }
}

pub(crate) static LAUNCH_DIM_TYPE_DIRECTIVE: CustomDirective = CustomDirective {
    name: "LaunchDimType",
    parse: parse_launch_dim_type,
    print: print_launch_dim_type,
};

/// `custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands))`:
/// `args(%a : t, ...)`, absent without kernel operands.
fn parse_launch_func_operands(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    if !p.parse_optional_keyword("args") {
        return Ok(());
    }
    let mut operands = Vec::new();
    let mut types = Vec::new();
    p.parse_punct("(")?;
    if !p.parse_optional_punct(")") {
        loop {
            operands.push(p.parse_operand()?);
            p.parse_punct(":")?;
            types.push(p.parse_type()?);
            if p.parse_optional_punct(")") {
                break;
            }
            if !p.parse_optional_punct(",") {
                return Err(p.emit_error("expected ')' in argument list"));
            }
        }
    }
    if let Some(a) = args.first_mut() {
        *a = ParseArg::Operands(operands);
    }
    set_types(args, 1, types);
    Ok(())
}

fn print_launch_func_operands(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, args: &[PrintArg]) {
    let operands = args.first().map_or(&[][..], PrintArg::operands);
    if operands.is_empty() {
        return;
    }
    p.write_str("args(");
    for (i, &v) in operands.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(v);
        p.write_str(" : ");
        p.print_type(op.value_type(v));
    }
    p.write_str(")");
}

pub(crate) static LAUNCH_FUNC_OPERANDS_DIRECTIVE: CustomDirective = CustomDirective {
    name: "LaunchFuncOperands",
    parse: parse_launch_func_operands,
    print: print_launch_func_operands,
};

/// `custom<AllReduceOperation>($op)`: the reduction's keyword, if any.
fn parse_all_reduce_operation(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    let Some(keyword) = p.parse_optional_any_keyword() else {
        return Ok(());
    };
    let Some(v) = ALL_REDUCE_OPERATION.value_of(&keyword) else {
        return Err(p.emit_error("invalid op kind"));
    };
    if let Some(a) = args.first_mut() {
        *a = ParseArg::Attr(Some(ALL_REDUCE_OPERATION.attr(p.ctx(), v)));
    }
    Ok(())
}

fn print_all_reduce_operation(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, args: &[PrintArg]) {
    print_enum_keyword(p, op, args, &ALL_REDUCE_OPERATION);
}

pub(crate) static ALL_REDUCE_OPERATION_DIRECTIVE: CustomDirective = CustomDirective {
    name: "AllReduceOperation",
    parse: parse_all_reduce_operation,
    print: print_all_reduce_operation,
};

// ---- memory attributions --------------------------------------------------------------

/// Parses `keyword(%a : t {attrs}, ...)` if `keyword` is next, appending the
/// arguments to `args`; returns their attribute array (`None` when none
/// has attributes).
fn parse_attributions(
    p: &mut dyn OpAsmParser<'_>,
    keyword: &str,
    args: &mut Vec<Argument>,
) -> ParseResult<Option<Attribute>> {
    if !p.parse_optional_keyword(keyword) {
        return Ok(None);
    }
    let parsed = p.parse_argument_list(Delimiter::Paren, true, true)?;
    let dicts: Vec<Option<Attribute>> = parsed.iter().map(|a| a.attrs).collect();
    args.extend(parsed);
    Ok(fi::attr_dict_array(p.ctx(), &dicts))
}

/// Prints ` keyword(%a : t {attrs}, ...)` unless `values` is empty.
fn print_attributions(
    p: &mut dyn OpAsmPrinter<'_>,
    op: OpRef<'_>,
    keyword: &str,
    values: &[ValueId],
    attrs: Option<Attribute>,
) {
    if values.is_empty() {
        return;
    }
    let ctx = op.ctx;
    let (body, _) = op.regions();
    let dicts = attrs.and_then(|a| ctx.array_attr_elements(a)).unwrap_or(&[]);
    p.write_str(" ");
    p.write_str(keyword);
    p.write_str("(");
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        // A region argument: of the function's own body for `gpu.func`.
        p.print_region_argument(v, None, true);
        p.write_str(" : ");
        p.print_type(body.value_type(v));
        if let Some(&d) = dicts.get(i) {
            p.print_optional_attr_dict(ctx.dict_entries(d), &[]);
        }
    }
    p.write_str(")");
}

/// The entry block arguments of `op`'s region (empty without one).
fn entry_args<'a>(op: OpRef<'a>) -> &'a [ValueId] {
    let (body, regions) = op.regions();
    regions
        .first()
        .and_then(|&r| body.region_entry(r))
        .map_or(&[], |b| body.block_args(b))
}

/// The number of workgroup attributions recorded on `op`.
pub(crate) fn num_workgroup_attributions(op: OpRef<'_>) -> usize {
    op.attr(NUM_WORKGROUP_ATTRIBUTIONS_ATTR)
        .and_then(|a| op.ctx.integer_attr_value(a))
        .map_or(0, |v| v.zext_u64() as usize)
}

/// The workgroup and private attributions of `op`, whose entry block
/// starts with `leading` other arguments.
pub(crate) fn attributions<'a>(op: OpRef<'a>, leading: usize) -> (&'a [ValueId], &'a [ValueId]) {
    let args = entry_args(op);
    let rest = args.get(leading..).unwrap_or(&[]);
    let n = num_workgroup_attributions(op).min(rest.len());
    rest.split_at(n)
}

fn set_attrs(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState, attrs: &[NamedAttribute]) {
    if !attrs.is_empty() {
        state.attributes = Some(p.ctx().dictionary_attr(attrs));
    }
}

// ---- gpu.module -------------------------------------------------------------------

const MODULE_INHERENT: &[(&str, PropKind)] = &[
    ("sym_name", PropKind::String),
    ("targets", PropKind::Array),
    ("offloadingHandler", PropKind::Any),
];

/// `@name [<handler>] [[targets]] [attributes {...}] { ... }`.
pub(crate) fn parse_module(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let Some(name) = p.parse_optional_symbol_name()? else {
        return Err(p.emit_error("expected valid '@'-identifier for symbol name"));
    };
    let mut props: Vec<NamedAttribute> =
        vec![(ctx.ident(fi::SYM_NAME), ctx.string_attr(ctx.ident_str(name)))];
    if p.parse_optional_punct("<") {
        let handler = p.parse_attribute(None)?;
        p.parse_punct(">")?;
        props.push((ctx.ident("offloadingHandler"), handler));
    }
    if p.parse_optional_punct("[") {
        let mut targets = Vec::new();
        if !p.parse_optional_punct("]") {
            loop {
                targets.push(p.parse_attribute(None)?);
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
            p.parse_punct("]")?;
        }
        props.push((ctx.ident("targets"), ctx.array_attr(&targets)));
    }
    let mut attrs = Vec::new();
    if p.parse_optional_keyword("attributes") {
        p.parse_optional_attr_dict(&mut attrs)?;
    }
    let rest = fi::split_inherent_attrs(ctx, attrs, MODULE_INHERENT, &mut props);
    set_attrs(p, state, &rest);
    state.properties = Some(ctx.dictionary_attr(&props));
    if state.child.is_none() {
        state.child = Some(Box::new(Body::new()));
    }
    p.parse_region(state, &[], false)?;
    strata_ir::asm::ensure_region_block(p, state, 0);
    Ok(())
}

pub(crate) fn print_module(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    let name = op.attr(fi::SYM_NAME).and_then(|a| ctx.string_attr_value(a));
    p.print_symbol_name(name.unwrap_or(""));
    if let Some(h) = op.attr("offloadingHandler") {
        p.write_str("<");
        p.print_attribute(h);
        p.write_str(">");
    }
    if let Some(t) = op.attr("targets") {
        p.write_str(" ");
        p.print_attribute(t);
    }
    p.print_optional_attr_dict_with_keyword(
        &fi::merged_attrs(op),
        &[fi::SYM_NAME, "targets", "offloadingHandler"],
    );
    let (_, regions) = op.regions();
    if let Some(&r) = regions.first() {
        p.write_str(" ");
        p.print_region(r, false, false, false);
    }
}

// ---- gpu.func ---------------------------------------------------------------------

const FUNC_INHERENT: &[(&str, PropKind)] = &[
    ("function_type", PropKind::Any),
    ("arg_attrs", PropKind::Array),
    ("res_attrs", PropKind::Array),
    ("workgroup_attrib_attrs", PropKind::Array),
    ("private_attrib_attrs", PropKind::Array),
    ("known_block_size", PropKind::Any),
    ("known_grid_size", PropKind::Any),
    ("known_cluster_size", PropKind::Any),
];

/// `@name(args) [-> results] [workgroup(...)] [private(...)] [kernel]
/// [attributes {...}] body`. The symbol name and the number of workgroup
/// attributions are discardable attributes, as in MLIR.
pub(crate) fn parse_func(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let Some(name) = p.parse_optional_symbol_name()? else {
        return Err(p.emit_error("expected valid '@'-identifier for symbol name"));
    };
    let mut attrs: Vec<NamedAttribute> =
        vec![(ctx.ident(fi::SYM_NAME), ctx.string_attr(ctx.ident_str(name)))];
    let sig_pos = p.current_pos();
    let sig = fi::parse_function_signature(p, false)?;
    if sig.arguments.is_empty() && !sig.arg_types.is_empty() {
        return Err(p.emit_error_at(sig_pos, "gpu.func requires named arguments"));
    }
    let fn_type = ctx.function_type(&sig.arg_types, &sig.result_types);
    let mut props: Vec<NamedAttribute> = vec![(ctx.ident("function_type"), ctx.type_attr(fn_type))];
    if let Some(a) = fi::attr_dict_array(ctx, &sig.arg_attrs) {
        props.push((ctx.ident("arg_attrs"), a));
    }
    if let Some(a) = fi::attr_dict_array(ctx, &sig.result_attrs) {
        props.push((ctx.ident("res_attrs"), a));
    }
    let mut args = sig.arguments;
    let num_inputs = args.len();
    if let Some(a) = parse_attributions(p, "workgroup", &mut args)? {
        props.push((ctx.ident("workgroup_attrib_attrs"), a));
    }
    let num_workgroup = (args.len() - num_inputs) as i64;
    attrs.push((
        ctx.ident(NUM_WORKGROUP_ATTRIBUTIONS_ATTR),
        ctx.integer_attr(ctx.i64(), num_workgroup),
    ));
    if let Some(a) = parse_attributions(p, "private", &mut args)? {
        props.push((ctx.ident("private_attrib_attrs"), a));
    }
    if p.parse_optional_keyword("kernel") {
        attrs.push((ctx.ident(KERNEL_ATTR), ctx.unit_attr()));
    }
    if p.parse_optional_keyword("attributes") {
        let mut dict = Vec::new();
        p.parse_optional_attr_dict(&mut dict)?;
        attrs.extend(dict);
    }
    let rest = fi::split_inherent_attrs(ctx, attrs, FUNC_INHERENT, &mut props);
    set_attrs(p, state, &rest);
    state.properties = Some(ctx.dictionary_attr(&props));
    if state.child.is_none() {
        state.child = Some(Box::new(Body::new()));
    }
    p.parse_region(state, &args, false)
}

pub(crate) fn print_func(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    let name = op.attr(fi::SYM_NAME).and_then(|a| ctx.string_attr_value(a));
    p.print_symbol_name(name.unwrap_or(""));
    fi::print_function_signature(p, op, DEFAULT_NAMES, false);
    let num_inputs = fi::signature(op, DEFAULT_NAMES).0.len();
    let (workgroup, private) = attributions(op, num_inputs);
    print_attributions(p, op, "workgroup", workgroup, op.attr("workgroup_attrib_attrs"));
    print_attributions(p, op, "private", private, op.attr("private_attrib_attrs"));
    if op.attr(KERNEL_ATTR).is_some() {
        p.write_str(" kernel");
    }
    fi::print_function_attributes(
        p,
        op,
        DEFAULT_NAMES,
        &[
            NUM_WORKGROUP_ATTRIBUTIONS_ATTR,
            KERNEL_ATTR,
            "workgroup_attrib_attrs",
            "private_attrib_attrs",
        ],
    );
    let (_, regions) = op.regions();
    if let Some(&r) = regions.first() {
        p.write_str(" ");
        p.print_region(r, false, true, false);
    }
}

// ---- gpu.launch ----------------------------------------------------------------------

/// The number of entry block arguments for the ids and sizes, without and
/// with clusters.
const NUM_CONFIG_ARGS: usize = 12;
const NUM_CONFIG_ARGS_WITH_CLUSTERS: usize = 18;

/// Parses `(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)`: the three ids,
/// the three sizes (region arguments) and the three operands.
fn parse_size_assignment(
    p: &mut dyn OpAsmParser<'_>,
) -> ParseResult<(
    [UnresolvedOperand; 3],
    [UnresolvedOperand; 3],
    [UnresolvedOperand; 3],
)> {
    let pos = p.current_pos();
    let ids = p.parse_operand_list(Delimiter::Paren)?;
    let Ok(ids) = <[UnresolvedOperand; 3]>::try_from(ids) else {
        return Err(p.emit_error_at(pos, "expected 3 identifiers"));
    };
    p.parse_keyword("in")?;
    p.parse_punct("(")?;
    let mut sizes = Vec::with_capacity(3);
    let mut operands = Vec::with_capacity(3);
    for i in 0..3 {
        if i > 0 {
            p.parse_punct(",")?;
        }
        sizes.push(p.parse_operand()?);
        p.parse_punct("=")?;
        operands.push(p.parse_operand()?);
    }
    p.parse_punct(")")?;
    let (Ok(sizes), Ok(operands)) = (sizes.try_into(), operands.try_into()) else {
        unreachable!("three elements were parsed");
    };
    Ok((ids, sizes, operands))
}

fn index_argument(p: &mut dyn OpAsmParser<'_>, ssa: UnresolvedOperand) -> Argument {
    Argument {
        ssa,
        ty: Some(p.ctx().index_type()),
        attrs: None,
        loc: None,
    }
}

fn flat_symbol_in_parens(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Attribute> {
    p.parse_punct("(")?;
    let pos = p.current_pos();
    let a = p.parse_attribute(None)?;
    if p.ctx().flat_symbol_ref_value(a).is_none() {
        return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
    }
    p.parse_punct(")")?;
    Ok(a)
}

pub(crate) fn parse_launch(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let (token_type, deps) = parse_async_dependency_list(p)?;
    let token = async_token_type(ctx);
    for d in &deps {
        let v = p.resolve_operand(d, token)?;
        state.operands.push(v);
    }
    if p.num_results() > 0 {
        let Some(t) = token_type else {
            return Err(p.emit_error_at(
                p.name_pos(),
                "gpu.launch requires 'async' keyword to return a value",
            ));
        };
        state.result_types.push(t);
    }
    let clusters = if p.parse_optional_keyword("clusters") {
        Some(parse_size_assignment(p)?)
    } else {
        None
    };
    p.parse_keyword("blocks")?;
    let (block_ids, grid_sizes, grid_operands) = parse_size_assignment(p)?;
    p.parse_keyword("threads")?;
    let (thread_ids, block_sizes, block_operands) = parse_size_assignment(p)?;
    let cluster_operands = clusters.as_ref().map(|c| c.2.clone());
    for o in grid_operands
        .iter()
        .chain(&block_operands)
        .chain(cluster_operands.iter().flatten())
    {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    let mut has_dynamic_shared_memory = false;
    if p.parse_optional_keyword("dynamic_shared_memory_size") {
        let o = p.parse_operand()?;
        let v = p.resolve_operand(&o, ctx.i32())?;
        state.operands.push(v);
        has_dynamic_shared_memory = true;
    }
    let mut props: Vec<NamedAttribute> = Vec::new();
    for name in ["module", "function"] {
        if p.parse_optional_keyword(name) {
            let a = flat_symbol_in_parens(p)?;
            props.push((ctx.ident(name), a));
        }
    }
    // Block ids, thread ids, grid sizes, block sizes, then cluster ids and
    // sizes.
    let mut config: Vec<UnresolvedOperand> = Vec::with_capacity(NUM_CONFIG_ARGS_WITH_CLUSTERS);
    config.extend(block_ids);
    config.extend(thread_ids);
    config.extend(grid_sizes);
    config.extend(block_sizes);
    if let Some((cluster_ids, cluster_sizes, _)) = clusters {
        config.extend(cluster_ids);
        config.extend(cluster_sizes);
    }
    let num_config = config.len();
    let mut args: Vec<Argument> = config.into_iter().map(|o| index_argument(p, o)).collect();
    parse_attributions(p, "workgroup", &mut args)?;
    let num_workgroup = (args.len() - num_config) as i64;
    parse_attributions(p, "private", &mut args)?;
    p.parse_region(state, &args, false)?;
    let mut attrs = vec![(
        ctx.ident(NUM_WORKGROUP_ATTRIBUTIONS_ATTR),
        ctx.integer_attr(ctx.i64(), num_workgroup),
    )];
    let mut dict = Vec::new();
    p.parse_optional_attr_dict(&mut dict)?;
    attrs.extend(dict);
    let inherent = [
        ("module", PropKind::FlatSymbolRef),
        ("function", PropKind::FlatSymbolRef),
        ("operandSegmentSizes", PropKind::Any),
    ];
    let rest = fi::split_inherent_attrs(ctx, attrs, &inherent, &mut props);
    let cluster = i32::from(num_config == NUM_CONFIG_ARGS_WITH_CLUSTERS);
    let segments = [
        deps.len() as i32,
        1,
        1,
        1,
        1,
        1,
        1,
        cluster,
        cluster,
        cluster,
        i32::from(has_dynamic_shared_memory),
    ];
    props.retain(|(n, _)| ctx.ident_str(*n) != "operandSegmentSizes");
    props.push((
        ctx.ident("operandSegmentSizes"),
        ctx.dense_i32_array_attr(&segments),
    ));
    set_attrs(p, state, &rest);
    state.properties = Some(ctx.dictionary_attr(&props));
    Ok(())
}

/// The operands of the launch's operand group `group`.
fn launch_operands(op: OpRef<'_>, group: usize) -> Vec<ValueId> {
    operand_group(op, group).map(|i| op.operand(i)).collect()
}

fn print_size_assignment(
    p: &mut dyn OpAsmPrinter<'_>,
    ids: &[ValueId],
    sizes: &[ValueId],
    operands: &[ValueId],
) {
    p.write_str("(");
    p.print_operands(ids);
    p.write_str(") in (");
    for (i, (&s, &o)) in sizes.iter().zip(operands).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(s);
        p.write_str(" = ");
        p.print_operand(o);
    }
    p.write_str(")");
}

pub(crate) fn print_launch(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    if op.num_results() > 0 {
        p.write_str(" ");
        print_async_dependency_list(p, true, &launch_operands(op, 0));
    }
    let args = entry_args(op);
    let group = |g: usize| launch_operands(op, g);
    let operands: Vec<ValueId> = [1, 2, 3, 4, 5, 6, 7, 8, 9]
        .iter()
        .flat_map(|&g| group(g))
        .collect();
    let has_cluster = operands.len() == 9 && args.len() >= NUM_CONFIG_ARGS_WITH_CLUSTERS;
    if args.len() >= NUM_CONFIG_ARGS && operands.len() >= 6 {
        if has_cluster {
            p.write_str(" clusters");
            print_size_assignment(p, &args[12..15], &args[15..18], &operands[6..9]);
        }
        p.write_str(" blocks");
        print_size_assignment(p, &args[0..3], &args[6..9], &operands[0..3]);
        p.write_str(" threads");
        print_size_assignment(p, &args[3..6], &args[9..12], &operands[3..6]);
    }
    if let Some(&v) = group(10).first() {
        p.write_str(" dynamic_shared_memory_size ");
        p.print_operand(v);
    }
    for name in ["module", "function"] {
        if let Some(a) = op.attr(name).and_then(|a| ctx.flat_symbol_ref_value(a)) {
            p.write_str(" ");
            p.write_str(name);
            p.write_str("(");
            p.print_symbol_name(ctx.ident_str(a));
            p.write_str(")");
        }
    }
    let leading = if has_cluster {
        NUM_CONFIG_ARGS_WITH_CLUSTERS
    } else {
        NUM_CONFIG_ARGS
    };
    let (workgroup, private) = attributions(op, leading);
    print_attributions(p, op, "workgroup", workgroup, None);
    print_attributions(p, op, "private", private, None);
    let (_, regions) = op.regions();
    if let Some(&r) = regions.first() {
        p.write_str(" ");
        p.print_region(r, false, true, false);
    }
    p.print_optional_attr_dict(
        &fi::merged_attrs(op),
        &[
            "operandSegmentSizes",
            NUM_WORKGROUP_ATTRIBUTIONS_ATTR,
            "module",
            "function",
        ],
    );
}
