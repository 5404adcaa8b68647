//! Functions, calls, globals and constants of the `llvm` dialect:
//! `llvm.func`, `llvm.call`, `llvm.invoke`, `llvm.landingpad`,
//! `llvm.mlir.constant`, `llvm.mlir.addressof`, `llvm.mlir.global` and
//! `llvm.mlir.alias`.

use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::function_interface::{
    self as fi, CallOpInterface, CallableOpInterface, Callee, FunctionAttrNames, PropKind,
};
use strata_ir::interfaces::EffectKind;
use strata_ir::{
    AttrKind, Attribute, Body, Context, Location, LogicalResult, NamedAttribute, OpBuilder, OpRef, OpTraits,
    OperationState, SymbolLookup, Type, TypeKind, ValueId,
};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, AttrConstraint, EnumDef, TypeConstraint};
use strata_ods::typed::OpCreate;
use strata_ods::{EffectSpec, OpSpec, RegionConstraint, TraitCheck};

use super::attrs::{
    cconv_c, fastmath_none, tail_call_none, CCONV, FASTMATH, LINKAGE, TAIL_CALL_KIND, UNNAMED_ADDR,
    VISIBILITY,
};
use super::ops::{all_attrs, ReturnOp, LLVM_TYPE, PTR};
use super::types::{
    function_type, function_type_parts, is_compatible_type, is_ptr, llvm_kind, llvm_type, target_ext_name,
    void_type, LlvmKind, LlvmType,
};

const NAMES: FunctionAttrNames = fi::DEFAULT_NAMES;

fn is_llvm_func_type(ctx: &Context, t: Type) -> bool {
    function_type_parts(ctx, t).is_some()
}

/// `TypeAttrOf<LLVM_FunctionType>`.
const FUNC_TYPE_ATTR: AttrConstraint = AttrConstraint::TypeAttrOf(&TypeConstraint::Custom {
    summary: "LLVM function type",
    check: is_llvm_func_type,
});

fn external_linkage(ctx: &Context) -> Attribute {
    LINKAGE.attr(ctx, 0)
}
fn default_visibility(ctx: &Context) -> Attribute {
    VISIBILITY.attr(ctx, 0)
}

/// `#llvm.vscale_range<...>` (printed in the function's custom form).
const VSCALE_RANGE_ATTR: AttrConstraint = AttrConstraint::Class {
    summary: "",
    check: |ctx, a| super::attrs::vscale_range_value(ctx, a).is_some(),
};

const FUNC_CALLABLE: CallableOpInterface = CallableOpInterface {
    callable_region: fi::body_region,
    argument_types: func_argument_types,
    result_types: func_result_types,
};

strata_ods::op! {
    /// A function of LLVM IR: `function_type` is an `!llvm.func` type
    /// (at most one result, possibly variadic). Without a body the op
    /// declares an external function, which must have `external` or
    /// `extern_weak` linkage; with one, the entry block's arguments are the
    /// parameters and `llvm.return` returns. The other attributes carry
    /// LLVM's function attributes (calling convention, visibility, inlining
    /// hints, target features, ...).
    pub LLVMFuncOp(FUNC, "llvm.func") {
        attributes(
            sym_name: str = required(attrs::STR_ATTR),
            sym_visibility: opt_str = optional(attrs::STR_ATTR),
            function_type: type = required(FUNC_TYPE_ATTR),
            linkage: opt_enum = default_valued(AttrConstraint::Enum(&LINKAGE), external_linkage),
            dso_local: unit = optional(attrs::UNIT_ATTR),
            cconv "CConv": opt_enum = default_valued(AttrConstraint::Enum(&CCONV), cconv_c),
            comdat: opt_attr = optional(attrs::SYMBOL_REF_ATTR),
            convergent: unit = optional(attrs::UNIT_ATTR),
            personality: opt_attr = optional(attrs::FLAT_SYMBOL_REF_ATTR),
            garbage_collector "garbageCollector": opt_str = optional(attrs::STR_ATTR),
            passthrough: opt_attr = optional(attrs::ARRAY_ATTR),
            arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            function_entry_count: opt_int = optional(attrs::I64_ATTR),
            memory_effects: opt_attr = optional(attrs::ANY_ATTR),
            visibility_: opt_enum = default_valued(AttrConstraint::Enum(&VISIBILITY), default_visibility),
            arm_streaming: unit = optional(attrs::UNIT_ATTR),
            arm_locally_streaming: unit = optional(attrs::UNIT_ATTR),
            arm_streaming_compatible: unit = optional(attrs::UNIT_ATTR),
            arm_new_za: unit = optional(attrs::UNIT_ATTR),
            arm_in_za: unit = optional(attrs::UNIT_ATTR),
            arm_out_za: unit = optional(attrs::UNIT_ATTR),
            arm_inout_za: unit = optional(attrs::UNIT_ATTR),
            arm_preserves_za: unit = optional(attrs::UNIT_ATTR),
            section: opt_str = optional(attrs::STR_ATTR),
            unnamed_addr: opt_enum = optional(AttrConstraint::Enum(&UNNAMED_ADDR)),
            alignment: opt_int = optional(attrs::I64_ATTR),
            vscale_range: opt_attr = optional(VSCALE_RANGE_ATTR),
            frame_pointer: opt_attr = optional(attrs::ANY_ATTR),
            target_cpu: opt_str = optional(attrs::STR_ATTR),
            tune_cpu: opt_str = optional(attrs::STR_ATTR),
            reciprocal_estimates: opt_str = optional(attrs::STR_ATTR),
            prefer_vector_width: opt_str = optional(attrs::STR_ATTR),
            target_features: opt_attr = optional(attrs::ANY_ATTR),
            no_infs_fp_math: opt_bool = optional(attrs::BOOL_ATTR),
            no_nans_fp_math: opt_bool = optional(attrs::BOOL_ATTR),
            no_signed_zeros_fp_math: opt_bool = optional(attrs::BOOL_ATTR),
            denormal_fp_math: opt_str = optional(attrs::STR_ATTR),
            denormal_fp_math_f32: opt_str = optional(attrs::STR_ATTR),
            fp_contract: opt_str = optional(attrs::STR_ATTR),
            instrument_function_entry: opt_str = optional(attrs::STR_ATTR),
            instrument_function_exit: opt_str = optional(attrs::STR_ATTR),
            no_inline: unit = optional(attrs::UNIT_ATTR),
            always_inline: unit = optional(attrs::UNIT_ATTR),
            inline_hint: unit = optional(attrs::UNIT_ATTR),
            no_unwind: unit = optional(attrs::UNIT_ATTR),
            will_return: unit = optional(attrs::UNIT_ATTR),
            optimize_none: unit = optional(attrs::UNIT_ATTR),
            vec_type_hint: opt_attr = optional(attrs::ANY_ATTR),
            work_group_size_hint: opt_attr = optional(attrs::DENSE_I32_ARRAY_ATTR),
            reqd_work_group_size: opt_attr = optional(attrs::DENSE_I32_ARRAY_ATTR),
            intel_reqd_sub_group_size: opt_int = optional(attrs::I32_ATTR),
            uwtable_kind: opt_enum = optional(AttrConstraint::Enum(&super::attrs::UWTABLE_KIND)),
        )
        regions(body: single(RegionConstraint::Any))
        summary: "LLVM dialect function.",
        example: "llvm.func @callee(i32) -> i32 attributes {no_unwind}\nllvm.func internal @example(%arg0: i32) -> i32 {\n  %0 = llvm.call @callee(%arg0) : (i32) -> i32\n  llvm.return %0 : i32\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            .union(OpTraits::SYMBOL)
            .union(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
            .union(OpTraits::AFFINE_SCOPE)
            .union(OpTraits::CALLABLE)
            .union(OpTraits::FUNCTION),
        verify: Some(verify_func),
        verify_regions: Some(verify_func_returns),
        verify_symbol_uses: Some(verify_comdat_symbol_uses),
        parse: Some(parse_func),
        print: Some(print_func),
        interfaces: &[&FUNC_CALLABLE],
    }
}

impl LLVMFuncOp {
    /// An `llvm.func` `@name` of `function_type` (an `!llvm.func` type)
    /// with `linkage` and the other attributes at their defaults, and an
    /// empty body: a declaration (as an isolated op, its region lives in
    /// a body of its own).
    pub fn build<B: OpCreate + ?Sized>(
        b: &mut B,
        loc: Location,
        name: &str,
        function_type: Type,
        linkage: u64,
    ) -> LLVMFuncOp {
        let ctx = b.ir_ctx();
        let mut st = OperationState::new(ctx.op_name(FUNC.name), loc);
        st.properties = Some(ctx.dictionary_attr(&[
            (ctx.ident("sym_name"), ctx.string_attr(name)),
            (ctx.ident("function_type"), ctx.type_attr(function_type)),
            (ctx.ident("linkage"), LINKAGE.attr(ctx, linkage)),
        ]));
        isolated_region(ctx, &mut st, None);
        st.populate_default_properties(ctx);
        LLVMFuncOp(b.create_from_state(st))
    }
}

/// Fills the one block of a region (an initializer), creating its ops
/// with the builder given.
pub type FillRegion<'f> = &'f mut dyn FnMut(&mut OpBuilder<'_>);

/// Gives the isolated op of `st` its one region, in a body of its own,
/// with one block that `fill` fills if given (else no block).
fn isolated_region(ctx: &Context, st: &mut OperationState, fill: Option<FillRegion<'_>>) {
    let mut child = Body::new();
    let region = child.create_region();
    if let Some(fill) = fill {
        let block = child.create_block();
        child.append_block(region, block);
        fill(&mut OpBuilder::at_end(ctx, &mut child, block));
    }
    st.regions = vec![region];
    st.child = Some(Box::new(child));
}

/// The parameter and result types of an `llvm.func` (no result for void).
fn func_parts(op: OpRef<'_>) -> Option<(&[Type], &[Type], bool)> {
    let t = op.ctx.type_attr_value(op.attr("function_type")?)?;
    function_type_parts(op.ctx, t)
}

fn func_argument_types<'a>(op: OpRef<'a>) -> &'a [Type] {
    func_parts(op).map_or(&[], |p| p.0)
}

fn func_result_types<'a>(op: OpRef<'a>) -> &'a [Type] {
    func_parts(op).map_or(&[], |p| p.1)
}

fn enum_value(op: OpRef<'_>, e: &EnumDef, name: &str) -> u64 {
    op.attr(name).and_then(|a| e.attr_value(op.ctx, a)).unwrap_or(0)
}

/// `LLVMFuncOp::verify`: linkage rules of declarations and definitions.
fn verify_func(op: OpRef<'_>) -> LogicalResult {
    let linkage = LINKAGE.keyword(enum_value(op, &LINKAGE, "linkage")).unwrap_or("");
    if linkage == "common" {
        return Err(op.emit_op_error("functions cannot have 'common' linkage"));
    }
    let has = |name: &str| op.attr(name).is_some();
    if has("no_inline") && has("always_inline") {
        return Err(op.emit_error("no_inline and always_inline attributes are incompatible"));
    }
    if has("optimize_none") && !has("no_inline") {
        return Err(op.emit_op_error("with optimize_none must also be no_inline"));
    }
    let (inputs, results, _) = func_parts(op).unwrap_or((&[], &[], false));
    fi::verify_arg_and_result_attrs_for(op, NAMES, inputs.len(), results.len())?;
    if fi::is_external(op) {
        if linkage != "external" && linkage != "extern_weak" {
            return Err(op.emit_op_error("external functions must have 'external' or 'extern_weak' linkage"));
        }
        return Ok(());
    }
    super::control::verify_unique_block_tags(op)?;
    fi::verify_function_body(op, func_argument_types(op))
}

/// The type of argument (or result) `i` of a function-like op, from its
/// `CallableOpInterface`.
fn callable_type(op: OpRef<'_>, i: usize, result: bool) -> Option<Type> {
    let callable = op.def()?.interfaces.get::<CallableOpInterface>()?;
    let types = if result {
        (callable.result_types)(op)
    } else {
        (callable.argument_types)(op)
    };
    types.get(i).copied()
}

/// `LLVMDialect::verifyParameterAttribute`: the value an `llvm.*`
/// parameter attribute holds (unit, type or integer) and, for a parameter
/// of an LLVM-compatible type, the kind of type it applies to. Other
/// `llvm.*` names are accepted.
fn verify_parameter_attribute(
    op: OpRef<'_>,
    ty: Option<Type>,
    (name, value): NamedAttribute,
) -> LogicalResult {
    let ctx = op.ctx;
    let name = ctx.ident_str(name);
    let check_value = ty.is_some_and(|t| super::types::is_compatible_type(ctx, t));
    let kind = ctx.attr_kind(value);
    let fail = |what: &str| Err(op.emit_error(format!("\"{name}\" {what}")));
    let unit = || {
        if matches!(kind, AttrKind::Unit) {
            Ok(())
        } else {
            fail("should be a unit attribute")
        }
    };
    let pointer = || {
        if !check_value || ty.is_some_and(|t| super::types::is_ptr(ctx, t)) {
            Ok(())
        } else {
            fail("attribute attached to non-pointer LLVM type")
        }
    };
    let short = name.strip_prefix("llvm.").unwrap_or(name);
    match short {
        "noalias" | "readonly" | "readnone" | "writeonly" | "nest" | "nocapture" | "nofree" | "nonnull" => {
            unit()?;
            pointer()
        }
        "sret" | "byval" | "byref" | "elementtype" | "inalloca" | "preallocated" => {
            if !matches!(kind, AttrKind::Type(_)) {
                return fail("should be a type attribute");
            }
            pointer()
        }
        "signext" | "zeroext" => {
            unit()?;
            if check_value && ty.is_none_or(|t| ctx.integer_width(t).is_none()) {
                return fail("attribute attached to non-integer LLVM type");
            }
            Ok(())
        }
        "align" | "dereferenceable" | "dereferenceable_or_null" | "alignstack" => {
            if !matches!(kind, AttrKind::Integer { .. }) {
                return fail("should be an integer attribute");
            }
            if short == "alignstack" {
                Ok(())
            } else {
                pointer()
            }
        }
        "noundef" | "inreg" | "returned" => unit(),
        _ => Ok(()),
    }
}

/// The dialect's check of its attributes on function arguments.
pub(crate) fn verify_region_arg_attribute(
    op: OpRef<'_>,
    _region: usize,
    arg: usize,
    attr: NamedAttribute,
) -> LogicalResult {
    verify_parameter_attribute(op, callable_type(op, arg, false), attr)
}

/// The dialect's check of its attributes on function results: some
/// parameter attributes have no meaning on a result.
pub(crate) fn verify_region_result_attribute(
    op: OpRef<'_>,
    _region: usize,
    result: usize,
    attr: NamedAttribute,
) -> LogicalResult {
    let ctx = op.ctx;
    let ty = callable_type(op, result, true);
    if ty.is_some_and(|t| super::types::is_void(ctx, t)) {
        return Err(op.emit_error("cannot attach result attributes to functions with a void return"));
    }
    let name = ctx.ident_str(attr.0);
    if matches!(
        name.strip_prefix("llvm.").unwrap_or(""),
        "allocalign"
            | "allocptr"
            | "byval"
            | "byref"
            | "inalloca"
            | "nest"
            | "nocapture"
            | "nofree"
            | "preallocated"
            | "readnone"
            | "readonly"
            | "alignstack"
            | "sret"
            | "writeonly"
    ) {
        return Err(op.emit_error(format!("\"{name}\" is not a valid result attribute")));
    }
    verify_parameter_attribute(op, ty, attr)
}

/// The keyword of an enum case at the parser's position, if any.
fn parse_optional_case(p: &mut dyn OpAsmParser<'_>, e: &EnumDef) -> Option<u64> {
    let case = e.cases.iter().find(|c| !c.0.is_empty() && p.peek_keyword(c.0))?;
    p.parse_optional_keyword(case.0);
    Some(case.1)
}

fn build_type(ctx: &Context, results: &[Type], inputs: &[Type], var_arg: bool) -> Type {
    let result = results.first().copied().unwrap_or_else(|| void_type(ctx));
    function_type(ctx, result, inputs, var_arg)
}

/// `[linkage] [visibility] [unnamed_addr] [cconv] @name(args) [-> result]
/// [attributes {...}] [body]`.
fn parse_func(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let linkage = parse_optional_case(p, &LINKAGE).unwrap_or(0);
    let visibility = parse_optional_case(p, &VISIBILITY).unwrap_or(0);
    let unnamed = parse_optional_case(p, &UNNAMED_ADDR).unwrap_or(0);
    let cconv = parse_optional_case(p, &CCONV).unwrap_or(0);
    let name_pos = p.current_pos();
    let Some(name) = p.parse_optional_symbol_name()? else {
        return Err(p.emit_error("expected valid '@'-identifier for symbol name"));
    };
    let sig = fi::parse_function_signature(p, true)?;
    // The signature must make an `!llvm.func` type; errors point at the name.
    let type_error = if !sig.arg_types.iter().all(|&t| is_compatible_type(ctx, t)) {
        Some("expected LLVM type for function arguments".to_string())
    } else if sig.result_types.len() > 1 {
        Some("expected zero or one function result".to_string())
    } else {
        sig.result_types
            .iter()
            .find(|&&t| !is_compatible_type(ctx, t))
            .map(|&t| {
                format!(
                    "expected LLVM type for function results'{}'",
                    ctx.type_to_string(t)
                )
            })
    };
    if let Some(msg) = type_error {
        return Err(p.emit_error_at(name_pos, &format!("failed to construct function type: {msg}")));
    }
    let fn_type = build_type(ctx, &sig.result_types, &sig.arg_types, sig.is_variadic);
    let mut props: Vec<NamedAttribute> = vec![
        (ctx.ident("sym_name"), ctx.string_attr(ctx.ident_str(name))),
        (ctx.ident("function_type"), ctx.type_attr(fn_type)),
        (ctx.ident("linkage"), LINKAGE.attr(ctx, linkage)),
        (ctx.ident("visibility_"), VISIBILITY.attr(ctx, visibility)),
        (ctx.ident("unnamed_addr"), UNNAMED_ADDR.attr(ctx, unnamed)),
        (ctx.ident("CConv"), CCONV.attr(ctx, cconv)),
    ];
    if let Some(a) = fi::attr_dict_array(ctx, &sig.arg_attrs) {
        props.push((ctx.ident("arg_attrs"), a));
    }
    if let Some(a) = fi::attr_dict_array(ctx, &sig.result_attrs) {
        props.push((ctx.ident("res_attrs"), a));
    }
    if p.parse_optional_keyword("vscale_range") {
        p.parse_punct("(")?;
        let min = p.parse_integer()?;
        p.parse_punct(",")?;
        let max = p.parse_integer()?;
        p.parse_punct(")")?;
        props.push((
            ctx.ident("vscale_range"),
            super::attrs::vscale_range_attr(ctx, min, max),
        ));
    }
    if p.parse_optional_keyword("comdat") {
        p.parse_punct("(")?;
        let c = p.parse_attribute(None)?;
        p.parse_punct(")")?;
        props.push((ctx.ident("comdat"), c));
    }
    let mut attrs = Vec::new();
    if p.parse_optional_keyword("attributes") {
        p.parse_optional_attr_dict(&mut attrs)?;
    }
    let inherent: Vec<(&str, PropKind)> = FUNC.attributes.iter().map(|a| (a.name, PropKind::Any)).collect();
    let rest = fi::split_inherent_attrs(ctx, attrs, &inherent, &mut props);
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    state.properties = Some(ctx.dictionary_attr(&props));
    if state.child.is_none() {
        state.child = Some(Box::new(Body::new()));
    }
    // Unlike `func.func`, an empty body (`{}`) is allowed: it declares
    // the function.
    if !p.parse_optional_region(state, &sig.arguments, false)? {
        let body = state.child.as_deref_mut().expect("child body created above");
        let r = body.create_region();
        state.regions.push(r);
    }
    Ok(())
}

fn print_func(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    let linkage = enum_value(op, &LINKAGE, "linkage");
    if linkage != 0 {
        p.write_str(LINKAGE.keyword(linkage).unwrap_or(""));
        p.write_str(" ");
    }
    for (e, name) in [(&VISIBILITY, "visibility_"), (&UNNAMED_ADDR, "unnamed_addr")] {
        let kw = e.keyword(enum_value(op, e, name)).unwrap_or("");
        if !kw.is_empty() {
            p.write_str(kw);
            p.write_str(" ");
        }
    }
    let cconv = enum_value(op, &CCONV, "CConv");
    if cconv != 0 {
        p.write_str(CCONV.keyword(cconv).unwrap_or(""));
        p.write_str(" ");
    }
    match op.attr("sym_name").and_then(|a| ctx.string_attr_value(a)) {
        Some(name) => p.print_symbol_name(name),
        None => p.print_symbol_name(""),
    }
    let (inputs, results, var_arg) = func_parts(op).unwrap_or((&[], &[], false));
    fi::print_function_signature_of(p, op, NAMES, inputs, results, var_arg);
    if let Some((min, max)) = op
        .attr("vscale_range")
        .and_then(|a| super::attrs::vscale_range_value(ctx, a))
    {
        p.write_str(&format!(" vscale_range({min}, {max})"));
    }
    if let Some(c) = op.attr("comdat") {
        p.write_str(" comdat(");
        p.print_attribute(c);
        p.write_str(")");
    }
    fi::print_function_attributes(
        p,
        op,
        NAMES,
        &[
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ],
    );
    if let Some(r) = fi::body_region(op) {
        p.write_str(" ");
        p.print_region(r, false, true, false);
    }
}

// ---- llvm.call ----------------------------------------------------------------------

const SEGMENTS: &str = "operandSegmentSizes";

const CALL_INTERFACE: CallOpInterface = CallOpInterface {
    callee: call_callee,
    arg_operands: call_arg_operands,
};

strata_ods::op! {
    /// Calls the function `callee` names, or the function pointer that is
    /// the first of `callee_operands`, with the other callee operands as
    /// arguments. A variadic callee needs `var_callee_type`, its function
    /// type. The call may carry a calling convention, a tail call kind,
    /// fastmath flags, operand bundles and argument and result attributes;
    /// it may read and write any memory.
    pub CallOp(CALL, "llvm.call") {
        operands(callee_operands: variadic(LLVM_TYPE), op_bundle_operands: variadic(LLVM_TYPE))
        results(result: optional(LLVM_TYPE))
        attributes(
            var_callee_type: opt_attr = optional(FUNC_TYPE_ATTR),
            callee: opt_attr = optional(attrs::FLAT_SYMBOL_REF_ATTR),
            fastmath_flags "fastmathFlags": opt_enum = default_valued(AttrConstraint::Enum(&FASTMATH), fastmath_none),
            cconv "CConv": opt_enum = default_valued(AttrConstraint::Enum(&CCONV), cconv_c),
            tail_call_kind "TailCallKind": opt_enum = default_valued(AttrConstraint::Enum(&TAIL_CALL_KIND), tail_call_none),
            memory_effects: opt_attr = optional(attrs::ANY_ATTR),
            convergent: unit = optional(attrs::UNIT_ATTR),
            no_unwind: unit = optional(attrs::UNIT_ATTR),
            will_return: unit = optional(attrs::UNIT_ATTR),
            op_bundle_sizes: attr = required(attrs::DENSE_I32_ARRAY_ATTR),
            op_bundle_tags: opt_attr = optional(attrs::ARRAY_ATTR),
            arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            no_inline: unit = optional(attrs::UNIT_ATTR),
            always_inline: unit = optional(attrs::UNIT_ATTR),
            inline_hint: unit = optional(attrs::UNIT_ATTR),
            access_groups: opt_attr = optional(super::attrs::ACCESS_GROUPS),
            alias_scopes: opt_attr = optional(super::attrs::ALIAS_SCOPES),
            noalias_scopes: opt_attr = optional(super::attrs::ALIAS_SCOPES),
            tbaa: opt_attr = optional(super::attrs::TBAA_TAGS),
        )
        build(explicit)
        summary: "Call to an LLVM function.",
        example: "llvm.func @callee(i32) -> i32\nllvm.func @example(%arg0: i32, %arg1: !llvm.ptr) -> i32 {\n  %0 = llvm.call @callee(%arg0) : (i32) -> i32\n  %1 = llvm.call tail %arg1(%0) : !llvm.ptr, (i32) -> i32\n  llvm.return %1 : i32\n}",
        traits: OpTraits::CALL.union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        effects: &[EffectSpec::new(EffectKind::Read), EffectSpec::new(EffectKind::Write)],
        parse: Some(parse_call),
        print: Some(print_call),
        verify: Some(verify_call),
        verify_symbol_uses: Some(verify_call_symbol_uses),
        interfaces: &[&CALL_INTERFACE],
    }
}

impl CallOp {
    /// A direct call of the function `callee` with `args`, without
    /// operand bundles or other attributes.
    pub fn build_direct<B: OpCreate + ?Sized>(
        b: &mut B,
        loc: Location,
        result: Option<Type>,
        callee: &str,
        args: &[ValueId],
    ) -> CallOp {
        let ctx = b.ir_ctx();
        let callee = ctx.flat_symbol_ref_attr(callee);
        let bundle_sizes = strata_dialect_utils::attrs::dense_i32_array(ctx, &[]);
        CallOp::build(
            b,
            loc,
            result,
            args,
            &[],
            None,
            Some(callee),
            None,
            None,
            None,
            None,
            false,
            false,
            false,
            bundle_sizes,
            None,
            None,
            None,
            false,
            false,
            false,
            None,
            None,
            None,
            None,
        )
    }
}

const CALL_PRINTED: &[&str] = &[
    "callee",
    "var_callee_type",
    "CConv",
    "TailCallKind",
    "op_bundle_sizes",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
    SEGMENTS,
];

/// The number of callee operands (the indirect callee and the arguments).
fn callee_operand_count(op: OpRef<'_>) -> usize {
    op.attr(SEGMENTS)
        .and_then(|a| strata_ods::asm_format::int_array_elements(op.ctx, a))
        .and_then(|(_, v)| v.first().copied())
        .map_or(op.num_operands(), |n| n as usize)
}

fn call_arg_operands(op: OpRef<'_>) -> std::ops::Range<usize> {
    let first = if op.attr("callee").is_some() { 0 } else { 1 };
    first.min(op.num_operands())..callee_operand_count(op).min(op.num_operands())
}

fn call_callee(op: OpRef<'_>) -> Option<Callee> {
    match op.attr("callee") {
        Some(c) => Some(Callee::Symbol(c)),
        None => (op.num_operands() > 0).then(|| Callee::Value(op.operand(0))),
    }
}

fn parse_type_list_with_attrs(
    p: &mut dyn OpAsmParser<'_>,
    types: &mut Vec<Type>,
    dicts: &mut Vec<Option<Attribute>>,
) -> ParseResult<()> {
    p.parse_punct("(")?;
    if p.parse_optional_punct(")") {
        return Ok(());
    }
    loop {
        types.push(p.parse_type()?);
        let mut a = Vec::new();
        p.parse_optional_attr_dict(&mut a)?;
        dicts.push((!a.is_empty()).then(|| p.ctx().dictionary_attr(&a)));
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct(")")
}

/// `[cconv] [tailcallkind] (@callee | %ptr) (args) [vararg(type)]
/// attr-dict : [ptr-type,] (arg types) -> result`.
fn parse_call(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_call_like(p, state, false)
}

/// `llvm.invoke`: [`parse_call`]'s form with `to ^normal(...) unwind
/// ^unwind(...)` after the arguments, and no tail call kind.
fn parse_invoke(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_call_like(p, state, true)
}

fn parse_call_like(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    is_invoke: bool,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut dest_operands = Vec::new();
    let cconv = parse_optional_case(p, &CCONV).unwrap_or(0);
    let tail = if is_invoke {
        0
    } else {
        parse_optional_case(p, &TAIL_CALL_KIND).unwrap_or(0)
    };
    let callee = p.parse_optional_symbol_name()?;
    let indirect = match callee {
        Some(_) => None,
        None => Some(p.parse_operand()?),
    };
    let args_pos = p.current_pos();
    let args = p.parse_operand_list(Delimiter::Paren)?;
    // `to ^normal(...) unwind ^unwind(...)` of llvm.invoke, resolved
    // after the callee operands.
    let mut dests = Vec::new();
    if is_invoke {
        let mut scratch = OperationState::new(state.name, state.loc);
        p.parse_keyword("to")?;
        let pos = p.current_pos();
        let (normal, n) = strata_dialect_cf::parse_successor_and_operands(p, &mut scratch, pos)?;
        dests.push((normal, n));
        p.parse_keyword("unwind")?;
        let pos = p.current_pos();
        let (unwind, m) = strata_dialect_cf::parse_successor_and_operands(p, &mut scratch, pos)?;
        dests.push((unwind, m));
        state.successors.push(normal);
        state.successors.push(unwind);
        dest_operands = scratch.operands;
    }
    let mut var_callee_type = None;
    if p.parse_optional_keyword("vararg") {
        p.parse_punct("(")?;
        var_callee_type = Some(p.parse_type()?);
        p.parse_punct(")")?;
    }
    let mut bundle_state = OperationState::new(state.name, state.loc);
    let bundles = super::intrinsics::parse_op_bundles(p, &mut bundle_state)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    // Errors about the trailing types point at the colon.
    let types_pos = p.current_pos();
    p.parse_punct(":")?;
    let mut callee_type = None;
    if indirect.is_some() {
        if p.peek_punct("(") {
            return Err(p.emit_error_at(types_pos, "expected indirect call to have 2 trailing types"));
        }
        callee_type = Some(p.parse_type()?);
        p.parse_punct(",")?;
    }
    if !p.peek_punct("(") {
        let err = p.parse_punct("(");
        let msg = if indirect.is_some() {
            "expected trailing function type"
        } else {
            "expected direct call to have 1 trailing types"
        };
        let _ = p.emit_error_at(types_pos, msg);
        err?;
    }
    let mut arg_types = Vec::new();
    let mut arg_dicts = Vec::new();
    parse_type_list_with_attrs(p, &mut arg_types, &mut arg_dicts)?;
    p.parse_punct("->")?;
    let mut sig = fi::ParsedSignature::default();
    fi::parse_function_result_list(p, &mut sig)?;
    if sig.result_types.len() > 1 {
        return Err(p.emit_error_at(types_pos, "expected function with 0 or 1 result"));
    }
    if sig.result_types.iter().any(|&t| super::types::is_void(ctx, t)) {
        return Err(p.emit_error_at(types_pos, "expected a non-void result type"));
    }
    if args.len() != arg_types.len() {
        return Err(p.emit_error_at(
            args_pos,
            &format!(
                "number of operands and types do not match: got {} operands and {} types",
                args.len(),
                arg_types.len()
            ),
        ));
    }
    if let (Some(f), Some(t)) = (&indirect, callee_type) {
        let v = p.resolve_operand(f, t)?;
        state.operands.push(v);
    }
    for (o, &t) in args.iter().zip(&arg_types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types.extend(sig.result_types.iter().copied());
    let n = state.operands.len() as i32;
    let (tags, sizes) = bundles.unwrap_or_default();
    let num_bundle = bundle_state.operands.len() as i32;
    let mut props = vec![
        (ctx.ident("CConv"), CCONV.attr(ctx, cconv)),
        (
            ctx.ident("op_bundle_sizes"),
            strata_dialect_utils::attrs::dense_i32_array(ctx, &sizes),
        ),
    ];
    if !tags.is_empty() {
        let tags: Vec<_> = tags.iter().map(|t| ctx.string_attr(t)).collect();
        props.push((ctx.ident("op_bundle_tags"), ctx.array_attr(&tags)));
    }
    if is_invoke {
        state.operands.extend(dest_operands);
        let (a, b) = (dests[0].1 as i32, dests[1].1 as i32);
        props.push((
            ctx.ident(SEGMENTS),
            strata_dialect_utils::attrs::dense_i32_array(ctx, &[n, a, b, num_bundle]),
        ));
    } else {
        props.push((ctx.ident("TailCallKind"), TAIL_CALL_KIND.attr(ctx, tail)));
        props.push((ctx.ident("fastmathFlags"), fastmath_none(ctx)));
        props.push((
            ctx.ident(SEGMENTS),
            strata_dialect_utils::attrs::dense_i32_array(ctx, &[n, num_bundle]),
        ));
    }
    state.operands.extend(bundle_state.operands);
    if let Some(name) = callee {
        props.push((ctx.ident("callee"), ctx.symbol_ref_attr(name, &[])));
    }
    if let Some(t) = var_callee_type {
        props.push((ctx.ident("var_callee_type"), ctx.type_attr(t)));
    }
    if let Some(a) = fi::attr_dict_array(ctx, &arg_dicts) {
        props.push((ctx.ident("arg_attrs"), a));
    }
    if let Some(a) = fi::attr_dict_array(ctx, &sig.result_attrs) {
        props.push((ctx.ident("res_attrs"), a));
    }
    let spec = if is_invoke { &INVOKE } else { &CALL };
    let inherent: Vec<&str> = spec.attributes.iter().map(|a| a.name).collect();
    set_parsed_attributes(ctx, state, props, attrs, &inherent);
    Ok(())
}

fn print_call(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    print_call_like(p, op, false)
}

fn print_invoke(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    print_call_like(p, op, true)
}

fn print_call_like(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, is_invoke: bool) {
    let ctx = op.ctx;
    p.write_str(" ");
    let cconv = enum_value(op, &CCONV, "CConv");
    if cconv != 0 {
        p.write_str(CCONV.keyword(cconv).unwrap_or(""));
        p.write_str(" ");
    }
    let tail = enum_value(op, &TAIL_CALL_KIND, "TailCallKind");
    if tail != 0 {
        p.write_str(TAIL_CALL_KIND.keyword(tail).unwrap_or(""));
        p.write_str(" ");
    }
    let direct = op.attr("callee").and_then(|a| ctx.flat_symbol_ref_value(a));
    match direct {
        Some(name) => p.print_symbol_name(ctx.ident_str(name)),
        None => {
            if op.num_operands() > 0 {
                p.print_operand(op.operand(0));
            }
        }
    }
    let args: Vec<_> = call_arg_operands(op).map(|i| op.operand(i)).collect();
    p.write_str("(");
    p.print_operands(&args);
    p.write_str(")");
    if is_invoke {
        let ranges = invoke_successor_operands(op).unwrap_or_default();
        for (i, kw) in [" to ", " unwind "].into_iter().enumerate() {
            p.write_str(kw);
            let vals: Vec<_> = ranges
                .get(i)
                .map(|r| r.clone().map(|k| op.operand(k)).collect())
                .unwrap_or_default();
            p.print_successor_and_use_list(op.body.successor(op.id, i), &vals);
        }
    }
    if let Some(t) = op.attr("var_callee_type").and_then(|a| ctx.type_attr_value(a)) {
        p.write_str(" vararg(");
        p.print_type(t);
        p.write_str(")");
    }
    // The bundle operands are the last operand group.
    if let Some(start) =
        strata_dialect_utils::segments::operand_groups(op).and_then(|g| g.last().map(|r| r.start))
    {
        super::intrinsics::print_op_bundles(p, op, start);
    }
    let mut elided: Vec<&str> = CALL_PRINTED.to_vec();
    if op.attr("fastmathFlags") == Some(fastmath_none(ctx)) {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(&all_attrs(op), &elided);
    p.write_str(" : ");
    if direct.is_none() && op.num_operands() > 0 {
        p.print_type(op.operand_type(0));
        p.write_str(", ");
    }
    print_call_signature(p, op, &args);
}

/// `(arg types with their attributes) -> result`, the end of the call-like
/// ops' custom forms.
fn print_call_signature(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, args: &[ValueId]) {
    let ctx = op.ctx;
    let dict = |name: &str, i: usize| -> Option<Attribute> {
        let arr = ctx.array_attr_elements(op.attr(name)?)?;
        let d = *arr.get(i)?;
        (!ctx.dict_entries(d).is_empty()).then_some(d)
    };
    p.write_str("(");
    for (i, &v) in args.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(op.body.value_type(v));
        if let Some(d) = dict("arg_attrs", i) {
            p.write_str(" ");
            p.print_attribute(d);
        }
    }
    p.write_str(") -> ");
    let res_dict = dict("res_attrs", 0);
    match (op.num_results(), res_dict) {
        (0, _) => p.write_str("()"),
        (_, Some(d)) => {
            p.write_str("(");
            p.print_type(op.result_type(0));
            p.write_str(" ");
            p.print_attribute(d);
            p.write_str(")");
        }
        _ => p.print_type(op.result_type(0)),
    }
}

// ---- llvm.invoke and llvm.landingpad ---------------------------------------------------

const INVOKE_BRANCH: strata_ir::interfaces::BranchOpInterface = strata_ir::interfaces::BranchOpInterface {
    successor_operands: invoke_successor_operands,
    produced_operands: None,
};

strata_ods::op! {
    /// Calls a function as `llvm.call` does, then continues at
    /// `normalDest` if the callee returns and at `unwindDest` if it
    /// unwinds (throws an exception). The unwind destination must start
    /// with an `llvm.landingpad`. It terminates its block.
    pub InvokeOp(INVOKE, "llvm.invoke") {
        operands(
            callee_operands: variadic(LLVM_TYPE),
            normal_dest_operands "normalDestOperands": variadic(LLVM_TYPE),
            unwind_dest_operands "unwindDestOperands": variadic(LLVM_TYPE),
            op_bundle_operands: variadic(LLVM_TYPE),
        )
        results(result: optional(LLVM_TYPE))
        attributes(
            var_callee_type: opt_attr = optional(FUNC_TYPE_ATTR),
            callee: opt_attr = optional(attrs::FLAT_SYMBOL_REF_ATTR),
            arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            branch_weights: opt_attr = optional(attrs::DENSE_I32_ARRAY_ATTR),
            cconv "CConv": opt_enum = default_valued(AttrConstraint::Enum(&CCONV), cconv_c),
            op_bundle_sizes: attr = required(attrs::DENSE_I32_ARRAY_ATTR),
            op_bundle_tags: opt_attr = optional(attrs::ARRAY_ATTR),
        )
        successors(normal_dest "normalDest": single, unwind_dest "unwindDest": single)
        build(explicit)
        summary: "Call to an LLVM function with an unwind destination.",
        example: INVOKE_EXAMPLE,
        traits: OpTraits::CALL
            .union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
            .union(OpTraits::TERMINATOR),
        trait_checks: &[
            TraitCheck::Custom(strata_ir::interfaces::verify_branch_successor_operands),
            TraitCheck::Custom(strata_dialect_cf::verify_branch_weights),
        ],
        verify: Some(verify_invoke),
        parse: Some(parse_invoke),
        print: Some(print_invoke),
        verify_symbol_uses: Some(verify_call_symbol_uses),
        interfaces: &[&CALL_INTERFACE, &INVOKE_BRANCH],
    }
}

/// A function that may throw, called with `llvm.invoke`, whose exception
/// lands in an `llvm.landingpad`.
const INVOKE_EXAMPLE: &str = "llvm.func @__gxx_personality_v0(...) -> i32\nllvm.func @may_throw(i32)\nllvm.func @example(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {\n  llvm.invoke @may_throw(%arg0) to ^bb1 unwind ^bb2 : (i32) -> ()\n^bb1:  // pred: ^bb0\n  llvm.return %arg0 : i32\n^bb2:  // pred: ^bb0\n  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>\n  llvm.resume %0 : !llvm.struct<(ptr, i32)>\n}";

/// The normal and unwind destinations' operand groups.
fn invoke_successor_operands(op: OpRef<'_>) -> Option<Vec<std::ops::Range<usize>>> {
    let groups = strata_dialect_utils::segments::operand_groups(op)?;
    Some(groups[1..3].to_vec())
}

/// The checks `llvm.call` and `llvm.invoke` share: the operand bundles'
/// tags match their groups, and `var_callee_type` is a variadic function
/// type that agrees with the arguments and the result.
fn verify_call(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let bundles = op
        .attr("op_bundle_sizes")
        .and_then(|a| strata_ods::asm_format::int_array_elements(ctx, a))
        .map_or(0, |(_, v)| v.len());
    if let Some(tags) = op.attr("op_bundle_tags").and_then(|a| ctx.array_attr_elements(a)) {
        if tags.len() != bundles {
            return Err(op.emit_error(format!(
                "expected {bundles} operand bundle tags, but actually got {}",
                tags.len()
            )));
        }
    }
    let Some(var) = op.attr("var_callee_type").and_then(|a| ctx.type_attr_value(a)) else {
        return Ok(());
    };
    let Some((params, results, var_arg)) = function_type_parts(ctx, var) else {
        return Ok(());
    };
    if !var_arg {
        return Err(op.emit_op_error("expected var_callee_type to be a variadic function type"));
    }
    let args: Vec<Type> = call_arg_operands(op).map(|i| op.operand_type(i)).collect();
    if params.len() > args.len() {
        return Err(op.emit_op_error(format!(
            "expected var_callee_type to have at most {} parameters",
            args.len()
        )));
    }
    for (&p, &a) in params.iter().zip(&args) {
        if p != a {
            return Err(op.emit_op_error(format!(
                "var_callee_type parameter type mismatch: '{}' != '{}'",
                ctx.type_to_string(p),
                ctx.type_to_string(a)
            )));
        }
    }
    let ret = results.first().copied().unwrap_or_else(|| void_type(ctx));
    if op.num_results() == 0 {
        if !results.is_empty() {
            return Err(op.emit_op_error("expected var_callee_type to return void"));
        }
    } else if op.result_type(0) != ret {
        return Err(op.emit_op_error(format!(
            "var_callee_type return type mismatch: '{}' != '{}'",
            ctx.type_to_string(ret),
            ctx.type_to_string(op.result_type(0))
        )));
    }
    Ok(())
}

/// `InvokeOp::verify`: [`verify_call`]'s checks, and the unwind
/// destination starts with a landingpad.
fn verify_invoke(op: OpRef<'_>) -> LogicalResult {
    verify_call(op)?;
    if op.num_successors() < 2 {
        return Ok(());
    }
    let unwind = op.body.successor(op.id, 1);
    let first = op.body.block_ops(unwind).next();
    let is_pad = first.is_some_and(|f| LandingpadOp::isa(&op, f));
    if !is_pad {
        return Err(
            op.emit_op_error("first operation in unwind destination should be a llvm.landingpad operation")
        );
    }
    Ok(())
}

strata_ods::op! {
    /// Marks the block where an `llvm.invoke` lands when its callee
    /// unwinds, and returns the exception's value. The operands are the
    /// `catch` (non-array) and `filter` (array) clauses the personality
    /// function matches; `cleanup` makes it land whatever the exception.
    /// The function needs a personality.
    pub LandingpadOp(LANDINGPAD, "llvm.landingpad") {
        operands(operands: variadic(LLVM_TYPE))
        results(res: single(LLVM_TYPE))
        attributes(cleanup: unit = optional(attrs::UNIT_ATTR))
        build(explicit)
        example: INVOKE_EXAMPLE,
        parse: Some(parse_landingpad),
        print: Some(print_landingpad),
    }
}

/// `LandingpadOp::verify`, in part, run by the enclosing `llvm.func` (the
/// landingpad cannot see it from the function's body): the function has a
/// personality, and the landingpad clauses or is a cleanup.
fn verify_landingpad(pad: OpRef<'_>, func: OpRef<'_>) -> LogicalResult {
    if func.attr("personality").is_none() {
        return Err(pad.emit_error("llvm.landingpad needs to be in a function with a personality"));
    }
    if pad.attr("cleanup").is_none() && pad.num_operands() == 0 {
        return Err(
            pad.emit_op_error("landingpad instruction expects at least one clause or cleanup attribute")
        );
    }
    // A catch clause (not an array, which is a filter) is a constant:
    // null, a global's address, or a bitcast of one.
    let ctx = pad.ctx;
    let def = |v: ValueId| pad.body.defining_op(v).map(|o| OpRef::new(ctx, pad.body, o));
    for i in 0..pad.num_operands() {
        let v = pad.operand(i);
        if matches!(
            super::types::llvm_kind(ctx, pad.body.value_type(v)),
            Some((LlvmKind::Array, _))
        ) {
            continue;
        }
        let d = def(v);
        if let Some(cast) = d.filter(|d| d.name_str() == "llvm.bitcast") {
            if def(cast.operand(0)).is_some_and(|a| a.name_str() == "llvm.mlir.addressof") {
                continue;
            }
            let mut diag = strata_ir::Diagnostic::error(pad.loc(), "constant clauses expected");
            diag.attach_note(
                cast.loc(),
                "global addresses expected as operand to bitcast used in clauses for landingpad",
            );
            ctx.emit(diag);
            return Err(strata_ir::Failed);
        }
        if d.is_some_and(|d| matches!(d.name_str(), "llvm.mlir.zero" | "llvm.mlir.addressof")) {
            continue;
        }
        return Err(pad.emit_error(format!(
            "clause #{i} is not a known constant - null, addressof, bitcast"
        )));
    }
    Ok(())
}

/// `[cleanup] ((catch|filter) %v : type)* : type`.
fn parse_landingpad(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let cleanup = p.parse_optional_keyword("cleanup");
    while p.parse_optional_punct("(") {
        if !p.parse_optional_keyword("catch") {
            p.parse_keyword("filter")?;
        }
        let v = p.parse_operand()?;
        p.parse_punct(":")?;
        let t = p.parse_type()?;
        p.parse_punct(")")?;
        let v = p.resolve_operand(&v, t)?;
        state.operands.push(v);
    }
    // As MLIR's, the custom form takes no attribute dictionary.
    p.parse_punct(":")?;
    state.result_types.push(p.parse_type()?);
    let mut props = Vec::new();
    if cleanup {
        props.push((ctx.ident("cleanup"), ctx.unit_attr()));
    }
    set_parsed_attributes(ctx, state, props, Vec::new(), &["cleanup"]);
    Ok(())
}

fn print_landingpad(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    if op.attr("cleanup").is_some() {
        p.write_str(" cleanup");
    }
    for v in op.operands() {
        let t = op.body.value_type(v);
        let is_array = matches!(
            super::types::llvm_type(ctx, t),
            Some(super::types::LlvmType::Array { .. })
        );
        p.write_str(if is_array { " (filter " } else { " (catch " });
        p.print_operand(v);
        p.write_str(" : ");
        p.print_type(t);
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_optional_attr_dict(&all_attrs(op), &["cleanup"]);
    p.write_str(": ");
    p.print_type(op.result_type(0));
}

/// `CallOp::verifySymbolUses` and the checks of the callee type.
/// The `llvm.func` of the symbol table `st` whose body holds `op`.
fn enclosing_function<'a>(op: OpRef<'_>, st: &'a dyn SymbolLookup) -> Option<OpRef<'a>> {
    let table = st.table_op()?;
    let (mb, regions) = table.body.op_regions(table.id);
    for &r in regions {
        for b in mb.region_blocks(r) {
            for o in mb.block_ops(b) {
                if mb.child_body(o).is_some_and(|cb| std::ptr::eq(cb, op.body)) {
                    let f = OpRef::new(table.ctx, mb, o);
                    return LLVMFuncOp::from_ref(f).is_some().then_some(f);
                }
            }
        }
    }
    None
}

fn verify_call_symbol_uses(op: OpRef<'_>, st: &dyn SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    let var_callee = op.attr("var_callee_type").and_then(|a| ctx.type_attr_value(a));
    let callee_type: Type;
    if let Some(name) = op.attr("callee").and_then(|a| ctx.flat_symbol_ref_value(a)) {
        let n = ctx.ident_str(name);
        let Some(f) = st.lookup_symbol(name) else {
            return Err(op.emit_op_error(format!("'{n}' does not reference a symbol in the current scope")));
        };
        let type_attr = if LLVMFuncOp::from_ref(f).is_some() {
            // As LLVM's verifier: an inlinable call between functions with
            // debug info needs a location. (The enclosing function is
            // searched for only in that rare case.)
            let has_sp = |l| crate::debuginfo::subprogram_of_loc(ctx, l).is_some();
            let (fb, fr) = f.body.op_regions(f.id);
            let inlinable = fr.first().is_some_and(|&r| !fb.region_is_empty(r));
            if matches!(ctx.loc_kind(op.loc()), strata_ir::LocationKind::Unknown)
                && inlinable
                && has_sp(f.loc())
                && enclosing_function(op, st).is_some_and(|p| has_sp(p.loc()))
            {
                return Err(op.emit_error(
                    "inlinable function call in a function with a DISubprogram location must have a debug location",
                ));
            }
            "function_type"
        } else if IFuncOp::from_ref(f).is_some() {
            "i_func_type"
        } else {
            return Err(op.emit_op_error(format!("'{n}' does not reference a valid LLVM function or IFunc")));
        };
        let Some(t) = f.attr(type_attr).and_then(|a| ctx.type_attr_value(a)) else {
            return Ok(());
        };
        callee_type = t;
    } else {
        if op.num_operands() == 0 {
            return Err(op.emit_op_error("must have either a `callee` attribute or at least an operand"));
        }
        let t = op.operand_type(0);
        if !is_ptr(ctx, t) {
            return Err(op.emit_op_error(format!(
                "indirect call expects a pointer as callee: '{}'",
                ctx.type_to_string(t)
            )));
        }
        let args: Vec<Type> = call_arg_operands(op).map(|i| op.operand_type(i)).collect();
        let result = op.result_types().next().unwrap_or_else(|| void_type(ctx));
        callee_type = var_callee.unwrap_or_else(|| function_type(ctx, result, &args, false));
    }
    let callee_type = var_callee.unwrap_or(callee_type);
    let Some((params, results, var_arg)) = function_type_parts(ctx, callee_type) else {
        return Ok(());
    };
    if var_arg && var_callee.is_none() {
        return Err(op.emit_op_error("missing var_callee_type attribute for vararg call"));
    }
    let args: Vec<Type> = call_arg_operands(op).map(|i| op.operand_type(i)).collect();
    let count_ok = if var_arg {
        args.len() >= params.len()
    } else {
        args.len() == params.len()
    };
    if !count_ok {
        return Err(op.emit_op_error(format!(
            "incorrect number of operands ({}) for callee (expecting: {})",
            args.len(),
            params.len()
        )));
    }
    for (i, (&a, &e)) in args.iter().zip(params).enumerate() {
        if a != e {
            return Err(op.emit_op_error(format!(
                "operand type mismatch for operand {i}: '{}' != '{}'",
                ctx.type_to_string(a),
                ctx.type_to_string(e)
            )));
        }
    }
    match (op.num_results(), results.first()) {
        (0, Some(_)) => Err(op.emit_op_error("expected function call to produce a value")),
        (1, None) => Err(op.emit_op_error("calling function with void result must not produce values")),
        (1, Some(&r)) if r != op.result_type(0) => Err(op.emit_op_error(format!(
            "result type mismatch: '{}' != '{}'",
            ctx.type_to_string(op.result_type(0)),
            ctx.type_to_string(r)
        ))),
        _ => Ok(()),
    }
}

// ---- constants and addresses --------------------------------------------------------

strata_ods::op! {
    /// A constant of an LLVM-compatible type: `value` is an integer, float,
    /// string (for an `i8` array of its length) or elements attribute
    /// whose element count matches the result's.
    pub ConstantOp(CONSTANT, "llvm.mlir.constant") {
        results(res: single(LLVM_TYPE))
        attributes(value: attr = required(attrs::ANY_ATTR))
        build(explicit)
        summary: "Defines a constant of LLVM type.",
        example: "llvm.func @example() -> vector<2xf32> {\n  %0 = llvm.mlir.constant(42 : i32) : i32\n  %1 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>) : vector<2xf32>\n  llvm.return %1 : vector<2xf32>\n}",
        traits: OpTraits::PURE.union(OpTraits::CONSTANT_LIKE),
        format: Some("`(` $value `)` attr-dict `:` type($res)"),
        verify: Some(verify_constant),
        fold: Some(fold_constant),
    }
}

/// `ConstantOp::verify`, in part: the attribute kinds, string constants
/// as i8 arrays of their length, and element counts.
fn verify_constant(op: OpRef<'_>) -> LogicalResult {
    use strata_ir::AttrKind;
    let ctx = op.ctx;
    let Some(value) = op.attr("value") else {
        return Ok(());
    };
    let ty = op.result_type(0);
    if target_ext_name(ctx, ty).is_some() {
        return Err(op.emit_op_error("does not support target extension type."));
    }
    match ctx.attr_kind(value) {
        AttrKind::String { value: bytes, .. } => {
            let ok = matches!(super::types::llvm_type(ctx, ty),
                Some(super::types::LlvmType::Array { element, len }) if element == ctx.i8() && len == bytes.len() as u64);
            if !ok {
                return Err(op.emit_op_error(format!(
                    "expected array type of {} i8 elements for the string constant",
                    bytes.len()
                )));
            }
            Ok(())
        }
        _ if matches!(
            super::types::llvm_kind(ctx, ty),
            Some((super::types::LlvmKind::Struct, _))
        ) =>
        {
            verify_struct_constant(op, value, ty)
        }
        AttrKind::Integer { .. } | AttrKind::Bool(_) => {
            if ctx.integer_width(ty).is_none() {
                return Err(op.emit_op_error("expected integer type"));
            }
            Ok(())
        }
        AttrKind::Float { ty: attr_ty, .. } => verify_float_semantics(op, *attr_ty, ty),
        AttrKind::DenseElements { ty: attr_ty, data } => {
            let attr_ty = *attr_ty;
            let is_vector = matches!(ctx.type_kind(ty), TypeKind::Vector { .. });
            let scalable =
                matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
            if scalable && !data.splat {
                return Err(op.emit_op_error("scalable vector type requires a splat attribute"));
            }
            let is_array = matches!(
                super::types::llvm_kind(ctx, ty),
                Some((super::types::LlvmKind::Array, _))
            );
            if !is_vector && !is_array {
                return Err(op.emit_op_error("expected vector or array type"));
            }
            verify_constant_count(op, ty, attr_ty)?;
            let attr_elem = ctx.element_type(attr_ty).unwrap_or(attr_ty);
            let res_elem = constant_element_type(ctx, ty);
            if matches!(ctx.type_kind(attr_elem), TypeKind::Float(_)) {
                return verify_float_semantics(op, attr_elem, res_elem);
            }
            if ctx.integer_width(attr_elem).is_some() && ctx.integer_width(res_elem).is_none() {
                return Err(op.emit_op_error("expected integer element type for integer elements attribute"));
            }
            Ok(())
        }
        AttrKind::DenseResource { ty: attr_ty, .. } => verify_constant_count(op, ty, *attr_ty),
        AttrKind::Array(items) => {
            if !matches!(
                super::types::llvm_kind(ctx, ty),
                Some((super::types::LlvmKind::Array, _))
            ) {
                return Err(op.emit_op_error("expected array or struct type for array attribute"));
            }
            verify_array_constant(op, ty, items, 0)
        }
        AttrKind::DenseStringElements { .. } | AttrKind::Sparse { .. } => Ok(()),
        AttrKind::Dialect { .. } => Ok(()),
        _ => Err(op.emit_op_error("only supports integer, float, string or elements attributes")),
    }
}

/// The element count of a constant's type: vectors' and (nested) arrays'
/// elements, 1 for anything else.
fn constant_count(ctx: &Context, t: Type) -> i64 {
    match llvm_type(ctx, t) {
        Some(LlvmType::Array { element, len }) => len as i64 * constant_count(ctx, element),
        _ => ctx.shape(t).map_or(1, |s| s.iter().product()),
    }
}

fn verify_constant_count(op: OpRef<'_>, ty: Type, attr_ty: Type) -> LogicalResult {
    let (a, b) = (constant_count(op.ctx, ty), constant_count(op.ctx, attr_ty));
    if a != b {
        return Err(op.emit_op_error(format!(
            "type and attribute have a different number of elements: {a} vs. {b}"
        )));
    }
    Ok(())
}

/// The scalar type under (nested) arrays, or a vector's element type.
fn constant_element_type(ctx: &Context, mut t: Type) -> Type {
    while let Some(LlvmType::Array { element, .. }) = llvm_type(ctx, t) {
        t = element;
    }
    ctx.element_type(t).unwrap_or(t)
}

/// A float value initializes the same float type, or an integer of its
/// width (for floats LLVM lacks).
fn verify_float_semantics(op: OpRef<'_>, attr_ty: Type, ty: Type) -> LogicalResult {
    let ctx = op.ctx;
    let TypeKind::Float(kind) = ctx.type_kind(attr_ty) else {
        return Ok(());
    };
    match ctx.type_kind(ty) {
        TypeKind::Float(k) if k != kind => {
            Err(op.emit_op_error("attribute and type have different float semantics"))
        }
        TypeKind::Integer { width, .. } if *width != kind.width() => {
            Err(op.emit_op_error(format!("expected integer type of width {}", kind.width())))
        }
        _ => Ok(()),
    }
}

/// A struct constant: one integer or float attribute of each field's type.
fn verify_struct_constant(op: OpRef<'_>, value: Attribute, ty: Type) -> LogicalResult {
    let ctx = op.ctx;
    let Some(items) = ctx.array_attr_elements(value) else {
        return Err(op.emit_op_error("expected array attribute for struct type"));
    };
    let Some(LlvmType::Struct {
        body: Some(fields), ..
    }) = llvm_type(ctx, ty)
    else {
        return Ok(());
    };
    if items.len() != fields.len() {
        return Err(op.emit_op_error(format!("expected array attribute of size {}", fields.len())));
    }
    for (i, (&item, &field)) in items.iter().zip(&fields).enumerate() {
        let scalar = ctx.is_signless_integer(field)
            || matches!(ctx.type_kind(field), TypeKind::Index | TypeKind::Float(_));
        if !scalar {
            return Err(
                op.emit_op_error("expected struct element types to be floating point type or integer type")
            );
        }
        let item_ty = match ctx.attr_kind(item) {
            AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
            AttrKind::Bool(_) => ctx.i1(),
            _ => {
                return Err(
                    op.emit_op_error("expected element of array attribute to be floating point or integer")
                )
            }
        };
        if item_ty != field {
            return Err(op.emit_op_error(format!("struct element at index {i} is of wrong type")));
        }
    }
    Ok(())
}

/// An array constant given as an array attribute: nested array attributes
/// down to arrays of structs, whose elements are array attributes of the
/// struct's size (or `#llvm.zero`/`#llvm.undef`).
fn verify_array_constant(op: OpRef<'_>, ty: Type, items: &[Attribute], dim: usize) -> LogicalResult {
    let ctx = op.ctx;
    let Some(LlvmType::Array { element, len }) = llvm_type(ctx, ty) else {
        return Ok(());
    };
    if items.len() as u64 != len {
        return Err(op.emit_op_error(format!(
            "array attribute size does not match array type size in dimension {dim}: {} vs. {len}",
            items.len()
        )));
    }
    let zero_or_undef =
        |a: Attribute| a == super::attrs::zero_attr(ctx) || a == super::attrs::undef_attr(ctx);
    let mut seen = std::collections::HashSet::new();
    let is_sub_array = matches!(llvm_kind(ctx, element), Some((LlvmKind::Array, _)));
    let struct_size = match llvm_type(ctx, element) {
        Some(LlvmType::Struct { body, .. }) => Some(body.map_or(0, |b| b.len())),
        _ => None,
    };
    if !is_sub_array && struct_size.is_none() {
        return Err(op.emit_op_error("for array with an array attribute must have a struct element type"));
    }
    for (i, &item) in items.iter().enumerate() {
        // Equal elements are checked once.
        if !seen.insert(item) || zero_or_undef(item) {
            continue;
        }
        let sub = ctx.array_attr_elements(item);
        match (is_sub_array, sub) {
            (true, Some(sub)) => verify_array_constant(op, element, sub, dim + 1)?,
            (true, None) => {
                return Err(op.emit_op_error(format!(
                    "nested attribute for sub-array in dimension {dim} at index {i} must be a zero, or undef, or array attribute"
                )))
            }
            (false, None) => {
                return Err(op.emit_op_error(format!(
                    "nested attribute for struct element at index {i} must be a zero, undef, or array attribute"
                )))
            }
            (false, Some(sub)) => {
                let n = struct_size.unwrap_or(0);
                if sub.len() != n {
                    return Err(op.emit_op_error(format!(
                        "nested array attribute size for struct element at index {i} must match struct size: {} vs. {n}",
                        sub.len()
                    )));
                }
            }
        }
    }
    Ok(())
}

fn fold_constant(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut strata_ir::FoldOutput) -> LogicalResult {
    let v = op.attr("value").ok_or(strata_ir::Failed)?;
    out.results.push(strata_ir::OpFoldResult::Attr(v));
    Ok(())
}

strata_ods::op! {
    /// The address of the global, alias or function `global_name`
    /// references, as a pointer in the global's address space.
    pub AddressOfOp(ADDRESSOF, "llvm.mlir.addressof") {
        results(res: single(PTR))
        attributes(global_name: symbol = required(attrs::FLAT_SYMBOL_REF_ATTR))
        build(explicit)
        summary: "Creates a pointer pointing to a global, alias or a function",
        example: "llvm.mlir.global internal constant @answer(42 : i32) {addr_space = 0 : i32} : i32\nllvm.func @example() -> !llvm.ptr {\n  %0 = llvm.mlir.addressof @answer : !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}",
        traits: OpTraits::PURE.union(OpTraits::CONSTANT_LIKE),
        format: Some("$global_name attr-dict `:` qualified(type($res))"),
        fold: Some(fold_addressof),
        verify_symbol_uses: Some(verify_addressof_symbol_uses),
    }
}

/// `llvm.mlir.addressof` folds to the symbol it references, which
/// [`super::ops::materialize_constant`] turns back into an addressof.
fn fold_addressof(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut strata_ir::FoldOutput) -> LogicalResult {
    let v = op.attr("global_name").ok_or(strata_ir::Failed)?;
    out.results.push(strata_ir::OpFoldResult::Attr(v));
    Ok(())
}

fn verify_addressof_symbol_uses(op: OpRef<'_>, st: &dyn SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    let Some(name) = op.attr("global_name").and_then(|a| ctx.flat_symbol_ref_value(a)) else {
        return Ok(());
    };
    let target = st.lookup_symbol(name);
    match target {
        Some(t) if GlobalOp::from_ref(t).is_some() => {
            let space = t
                .attr("addr_space")
                .and_then(|a| ctx.integer_attr_value(a))
                .map_or(0, |v| v.zext_u64() as u32);
            if super::types::ptr_address_space(ctx, op.result_type(0)) != Some(space) {
                return Err(op.emit_op_error(
                    "pointer address space must match address space of the referenced global or alias",
                ));
            }
            Ok(())
        }
        Some(t)
            if LLVMFuncOp::from_ref(t).is_some() || AliasOp::from_ref(t).is_some() || IFuncOp::from_ref(t).is_some() =>
        {
            Ok(())
        }
        _ => Err(op.emit_op_error("must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'")),
    }
}

strata_ods::op! {
    /// A pointer to a function (or an alias of one) that behaves as the
    /// function but is always defined in the current linkage unit (LLVM's
    /// `dso_local_equivalent`).
    pub DSOLocalEquivalentOp(DSO_LOCAL_EQUIVALENT, "llvm.dso_local_equivalent") {
        results(res: single(PTR))
        attributes(function_name: symbol = required(attrs::FLAT_SYMBOL_REF_ATTR))
        build(explicit)
        summary: "Creates a LLVM dso_local_equivalent ptr",
        example: "llvm.func @callee()\nllvm.func @example() -> !llvm.ptr {\n  %0 = llvm.dso_local_equivalent @callee : !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}",
        traits: OpTraits::PURE.union(OpTraits::CONSTANT_LIKE),
        format: Some("$function_name attr-dict `:` qualified(type($res))"),
        fold: Some(fold_dso_local_equivalent),
        verify_symbol_uses: Some(verify_dso_local_equivalent_symbol_uses),
    }
}

/// `llvm.dso_local_equivalent` folds to `#llvm.dso_local_equivalent<@f>`,
/// which [`super::ops::materialize_constant`] turns back into the op.
fn fold_dso_local_equivalent(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut strata_ir::FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let name = op
        .attr("function_name")
        .and_then(|a| ctx.flat_symbol_ref_value(a))
        .ok_or(strata_ir::Failed)?;
    out.results.push(strata_ir::OpFoldResult::Attr(
        super::attrs::dso_local_equivalent_attr(ctx, ctx.ident_str(name)),
    ));
    Ok(())
}

/// `DSOLocalEquivalentOp::verifySymbolUses`: a function, or an alias
/// whose initializer takes the address of functions, neither
/// `extern_weak`.
fn verify_dso_local_equivalent_symbol_uses(op: OpRef<'_>, st: &dyn SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    let Some(name) = op
        .attr("function_name")
        .and_then(|a| ctx.flat_symbol_ref_value(a))
    else {
        return Ok(());
    };
    let extern_weak =
        |t: OpRef<'_>| LINKAGE.keyword(enum_value(t, &LINKAGE, "linkage")) == Some("extern_weak");
    match st.lookup_symbol(name) {
        Some(t) if LLVMFuncOp::from_ref(t).is_some() => {
            if extern_weak(t) {
                return Err(op.emit_op_error("target function with 'extern_weak' linkage not allowed"));
            }
            Ok(())
        }
        Some(t) if AliasOp::from_ref(t).is_some() => {
            if extern_weak(t) {
                return Err(op.emit_op_error("target alias with 'extern_weak' linkage not allowed"));
            }
            let mut targets = Vec::new();
            strata_ir::walk::walk_all_from(t.body, t.id, &mut |body, o| {
                let inner = OpRef::new(ctx, body, o);
                if AddressOfOp::from_ref(inner).is_some() {
                    targets.extend(
                        inner
                            .attr("global_name")
                            .and_then(|a| ctx.flat_symbol_ref_value(a)),
                    );
                }
                strata_ir::WalkResult::Advance
            });
            let all_functions = targets.iter().all(|&n| {
                st.lookup_symbol(n)
                    .is_some_and(|f| LLVMFuncOp::from_ref(f).is_some())
            });
            if !all_functions {
                return Err(op.emit_op_error("must reference an alias to a function"));
            }
            Ok(())
        }
        _ => Err(op.emit_op_error("must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'")),
    }
}

// ---- llvm.call_intrinsic ------------------------------------------------------------

strata_ods::op! {
    /// Calls the LLVM intrinsic named `intrin` (`"llvm.*"`, with the type
    /// suffixes of an overloaded intrinsic inferred from the types), with
    /// operand bundles, fastmath flags and argument and result attributes.
    pub CallIntrinsicOp(CALL_INTRINSIC, "llvm.call_intrinsic") {
        operands(args: variadic(LLVM_TYPE), op_bundle_operands: variadic(LLVM_TYPE))
        results(results: optional(LLVM_TYPE))
        attributes(
            intrin: str = required(attrs::STR_ATTR),
            fastmath_flags "fastmathFlags": opt_enum = default_valued(AttrConstraint::Enum(&FASTMATH), fastmath_none),
            op_bundle_sizes: attr = required(attrs::DENSE_I32_ARRAY_ATTR),
            op_bundle_tags: opt_attr = optional(attrs::ARRAY_ATTR),
            arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
        )
        summary: "Call to an LLVM intrinsic function.",
        example: "llvm.func @example(%arg0: f32) -> f32 {\n  %0 = llvm.call_intrinsic \"llvm.round\"(%arg0) : (f32) -> f32\n  llvm.return %0 : f32\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        verify: Some(verify_call_intrinsic),
        parse: Some(parse_call_intrinsic),
        print: Some(print_call_intrinsic),
    }
}

/// `CallIntrinsicOp::verify`: an `llvm.` name, and the bundle tags of
/// [`verify_call`].
fn verify_call_intrinsic(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    if !op
        .attr("intrin")
        .and_then(|a| ctx.string_attr_value(a))
        .is_some_and(|n| n.starts_with("llvm."))
    {
        return Err(op.emit_op_error("intrinsic name must start with 'llvm.'"));
    }
    verify_call(op)
}

/// `"name" (args) [bundles] attr-dict : (arg types) -> result`.
fn parse_call_intrinsic(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let Some(name) = p.parse_optional_string()? else {
        return Err(p.emit_error_at(pos, "expected string"));
    };
    let args_pos = p.current_pos();
    let args = p.parse_operand_list(Delimiter::Paren)?;
    let mut bundle_state = OperationState::new(state.name, state.loc);
    let bundles = super::intrinsics::parse_op_bundles(p, &mut bundle_state)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let types_pos = p.current_pos();
    p.parse_punct(":")?;
    let mut arg_types = Vec::new();
    let mut arg_dicts = Vec::new();
    parse_type_list_with_attrs(p, &mut arg_types, &mut arg_dicts)?;
    p.parse_punct("->")?;
    let mut sig = fi::ParsedSignature::default();
    fi::parse_function_result_list(p, &mut sig)?;
    if sig.result_types.len() > 1 {
        return Err(p.emit_error_at(types_pos, "expected function with 0 or 1 result"));
    }
    let values = p.resolve_operands(&args, &arg_types, args_pos)?;
    state.operands.extend(values);
    let n = state.operands.len() as i32;
    let num_bundle = bundle_state.operands.len() as i32;
    state.operands.extend(bundle_state.operands);
    state.result_types.extend(sig.result_types.iter().copied());
    let (tags, sizes) = bundles.unwrap_or_default();
    let mut props = vec![
        (
            ctx.ident("intrin"),
            ctx.string_attr(&String::from_utf8_lossy(&name)),
        ),
        (ctx.ident("fastmathFlags"), fastmath_none(ctx)),
        (
            ctx.ident("op_bundle_sizes"),
            strata_dialect_utils::attrs::dense_i32_array(ctx, &sizes),
        ),
        (
            ctx.ident(SEGMENTS),
            strata_dialect_utils::attrs::dense_i32_array(ctx, &[n, num_bundle]),
        ),
    ];
    if !tags.is_empty() {
        let tags: Vec<_> = tags.iter().map(|t| ctx.string_attr(t)).collect();
        props.push((ctx.ident("op_bundle_tags"), ctx.array_attr(&tags)));
    }
    if let Some(a) = fi::attr_dict_array(ctx, &arg_dicts) {
        props.push((ctx.ident("arg_attrs"), a));
    }
    if let Some(a) = fi::attr_dict_array(ctx, &sig.result_attrs) {
        props.push((ctx.ident("res_attrs"), a));
    }
    let inherent: Vec<&str> = CALL_INTRINSIC.attributes.iter().map(|a| a.name).collect();
    set_parsed_attributes(ctx, state, props, attrs, &inherent);
    Ok(())
}

fn print_call_intrinsic(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    let name = op
        .attr("intrin")
        .and_then(|a| ctx.string_attr_value(a))
        .unwrap_or("");
    p.print_string_literal(name.as_bytes());
    let groups = strata_dialect_utils::segments::operand_groups(op).unwrap_or_default();
    let args: Vec<ValueId> = groups
        .first()
        .map(|r| r.clone().map(|i| op.operand(i)).collect())
        .unwrap_or_default();
    p.write_str("(");
    p.print_operands(&args);
    p.write_str(")");
    if let Some(start) = groups.get(1).map(|r| r.start) {
        super::intrinsics::print_op_bundles(p, op, start);
    }
    let mut elided = vec![
        "intrin",
        "op_bundle_sizes",
        "op_bundle_tags",
        "arg_attrs",
        "res_attrs",
        SEGMENTS,
    ];
    if op.attr("fastmathFlags") == Some(fastmath_none(ctx)) {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(&all_attrs(op), &elided);
    p.write_str(" : ");
    print_call_signature(p, op, &args);
}

// ---- llvm.mlir.ifunc ---------------------------------------------------------------

strata_ods::op! {
    /// A function whose address a resolver function (`resolver`, a
    /// definition returning a pointer) computes when the program is
    /// loaded. It is called as a function of type `i_func_type`.
    pub IFuncOp(IFUNC, "llvm.mlir.ifunc") {
        attributes(
            sym_name: str = required(attrs::STR_ATTR),
            i_func_type: type = required(attrs::TYPE_ATTR),
            resolver: symbol = required(attrs::FLAT_SYMBOL_REF_ATTR),
            resolver_type: type = required(attrs::TYPE_ATTR),
            linkage: enum = required(AttrConstraint::Enum(&LINKAGE)),
            dso_local: unit = optional(attrs::UNIT_ATTR),
            address_space: opt_int = default_valued(attrs::NON_NEGATIVE_I32_ATTR, zero_i32),
            unnamed_addr: opt_enum = default_valued(AttrConstraint::Enum(&UNNAMED_ADDR), default_unnamed_addr),
            visibility_: opt_enum = default_valued(AttrConstraint::Enum(&VISIBILITY), default_visibility),
        )
        summary: "LLVM dialect ifunc",
        example: "llvm.func @resolver() -> !llvm.ptr {\n  %0 = llvm.mlir.zero : !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}\nllvm.mlir.ifunc external @chosen : !llvm.func<void (i32)>, !llvm.ptr @resolver",
        traits: OpTraits::ISOLATED_FROM_ABOVE.union(OpTraits::SYMBOL),
        verify: Some(verify_ifunc),
        verify_symbol_uses: Some(verify_ifunc_symbol_uses),
        parse: Some(parse_ifunc),
        print: Some(print_ifunc),
    }
}

fn default_unnamed_addr(ctx: &Context) -> Attribute {
    UNNAMED_ADDR.attr(ctx, 0)
}

/// `linkage [visibility] [unnamed_addr] @name : type, type @resolver
/// attr-dict`.
fn parse_ifunc(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props = parse_global_prefix(p, false)?;
    p.parse_punct(":")?;
    let ty = p.parse_type()?;
    p.parse_punct(",")?;
    let resolver_type = p.parse_type()?;
    let Some(resolver) = p.parse_optional_symbol_name()? else {
        return Err(p.emit_error("expected valid '@'-identifier for symbol name"));
    };
    props.push((ctx.ident("i_func_type"), ctx.type_attr(ty)));
    props.push((ctx.ident("resolver_type"), ctx.type_attr(resolver_type)));
    props.push((ctx.ident("resolver"), ctx.symbol_ref_attr(resolver, &[])));
    props.push((ctx.ident("address_space"), zero_i32(ctx)));
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let inherent: Vec<&str> = IFUNC.attributes.iter().map(|a| a.name).collect();
    set_parsed_attributes(ctx, state, props, attrs, &inherent);
    Ok(())
}

fn print_ifunc(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    print_global_prefix(p, op);
    p.write_str(" : ");
    for (i, name) in ["i_func_type", "resolver_type"].into_iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if let Some(t) = op.attr(name).and_then(|a| ctx.type_attr_value(a)) {
            p.print_type(t);
        }
    }
    p.write_str(" ");
    if let Some(r) = op.attr("resolver") {
        p.print_attribute(r);
    }
    let mut elided = vec![
        "sym_name",
        "i_func_type",
        "resolver",
        "resolver_type",
        "linkage",
        "visibility_",
        "unnamed_addr",
    ];
    if op.attr("address_space") == Some(zero_i32(ctx)) {
        elided.push("address_space");
    }
    p.print_optional_attr_dict(&all_attrs(op), &elided);
}

/// `IFuncOp::verify`: the linkages LLVM allows for ifuncs.
fn verify_ifunc(op: OpRef<'_>) -> LogicalResult {
    let linkage = LINKAGE.keyword(enum_value(op, &LINKAGE, "linkage")).unwrap_or("");
    if !matches!(
        linkage,
        "external" | "internal" | "private" | "weak" | "weak_odr" | "linkonce" | "linkonce_odr"
    ) {
        return Err(op.emit_op_error(format!(
            "'{linkage}' linkage not supported in ifuncs, available options: private, internal, linkonce, \
             weak, linkonce_odr, weak_odr, or external linkage"
        )));
    }
    Ok(())
}

/// `IFuncOp::verifySymbolUses`: the resolver (seen through aliases of its
/// address) is a function definition returning a pointer of the ifunc's
/// address space.
fn verify_ifunc_symbol_uses(op: OpRef<'_>, st: &dyn SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    let Some(name) = op.attr("resolver").and_then(|a| ctx.flat_symbol_ref_value(a)) else {
        return Ok(());
    };
    let mut target = st.lookup_symbol(name);
    // An alias whose initializer returns the address of a symbol stands
    // for that symbol; a longer chain than the symbol count is a cycle.
    let mut steps = 0;
    while let Some(alias) = target.filter(|t| AliasOp::from_ref(*t).is_some()) {
        steps += 1;
        let (body, regions) = alias.regions();
        let Some(block) = regions.first().and_then(|&r| body.region_entry(r)) else {
            return Ok(());
        };
        let Some(ret) = body.block_ops(block).last().map(|o| OpRef::new(ctx, body, o)) else {
            return Ok(());
        };
        let def = (ret.num_operands() == 1)
            .then(|| body.defining_op(ret.operand(0)))
            .flatten()
            .map(|o| OpRef::new(ctx, body, o));
        let Some(next) = def
            .filter(|d| d.name_str() == "llvm.mlir.addressof")
            .and_then(|d| d.attr("global_name"))
            .and_then(|a| ctx.flat_symbol_ref_value(a))
        else {
            // A more complex initializer is not looked through, as in MLIR.
            return Ok(());
        };
        if steps > 64 {
            return Ok(());
        }
        target = st.lookup_symbol(next);
    }
    let Some(resolver) = target.filter(|t| LLVMFuncOp::from_ref(*t).is_some()) else {
        return Err(op.emit_op_error("must have a function resolver"));
    };
    let linkage = LINKAGE
        .keyword(enum_value(resolver, &LINKAGE, "linkage"))
        .unwrap_or("");
    if fi::is_external(resolver) || linkage == "available_externally" {
        return Err(op.emit_op_error("resolver must be a definition"));
    }
    let returns_ptr =
        func_parts(resolver).is_some_and(|(_, results, _)| results.first().is_some_and(|&r| is_ptr(ctx, r)));
    if !returns_ptr {
        return Err(op.emit_op_error("resolver must return a pointer"));
    }
    let space = op
        .attr("address_space")
        .and_then(|a| ctx.integer_attr_value(a))
        .map_or(0, |v| v.zext_u64() as u32);
    let resolver_type = op.attr("resolver_type").and_then(|a| ctx.type_attr_value(a));
    if resolver_type.and_then(|t| super::types::ptr_address_space(ctx, t)) != Some(space) {
        return Err(op.emit_op_error("resolver has incorrect type"));
    }
    Ok(())
}

// ---- llvm.mlir.global --------------------------------------------------------------

fn zero_i32(ctx: &Context) -> Attribute {
    ctx.integer_attr(ctx.i32(), 0)
}

strata_ods::op! {
    /// A global variable of type `global_type` in address space
    /// `addr_space`, initialized by the attribute `value` or by the
    /// initializer region (which returns the value with `llvm.return`), or
    /// external without either. `constant` globals are read-only; the
    /// type may be omitted for a string value. `llvm.mlir.addressof` takes
    /// its address.
    pub GlobalOp(GLOBAL, "llvm.mlir.global") {
        attributes(
            global_type: type = required(attrs::TYPE_ATTR),
            constant: unit = optional(attrs::UNIT_ATTR),
            sym_name: str = required(attrs::STR_ATTR),
            linkage: enum = required(AttrConstraint::Enum(&LINKAGE)),
            dso_local: unit = optional(attrs::UNIT_ATTR),
            thread_local_: unit = optional(attrs::UNIT_ATTR),
            externally_initialized: unit = optional(attrs::UNIT_ATTR),
            value: opt_attr = optional(attrs::ANY_ATTR),
            alignment: opt_int = optional(attrs::I64_ATTR),
            addr_space: opt_int = default_valued(attrs::NON_NEGATIVE_I32_ATTR, zero_i32),
            unnamed_addr: opt_enum = optional(AttrConstraint::Enum(&UNNAMED_ADDR)),
            section: opt_str = optional(attrs::STR_ATTR),
            comdat: opt_attr = optional(attrs::SYMBOL_REF_ATTR),
            dbg_exprs: opt_attr = optional(attrs::ARRAY_ATTR),
            visibility_: opt_enum = default_valued(AttrConstraint::Enum(&VISIBILITY), default_visibility),
            target_specific_attrs: opt_attr = optional(attrs::ARRAY_ATTR),
        )
        regions(initializer: single(RegionConstraint::Any))
        summary: "LLVM dialect global.",
        example: "llvm.mlir.global private constant @greeting(\"hello\\00\") {addr_space = 0 : i32}\nllvm.mlir.global external @counter() {addr_space = 0 : i32} : i64 {\n  %0 = llvm.mlir.constant(7 : i64) : i64\n  llvm.return %0 : i64\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE.union(OpTraits::SYMBOL),
        verify: Some(verify_global),
        verify_regions: Some(verify_global_initializer),
        verify_symbol_uses: Some(verify_comdat_symbol_uses),
        parse: Some(parse_global),
        print: Some(print_global),
    }
}

impl GlobalOp {
    /// An `llvm.mlir.global` `@name` of `global_type` with `linkage`,
    /// read-only if `constant`, in address space `addr_space`, initialized
    /// by `value` or by the ops `initializer` creates in its initializer
    /// region's block (which it ends with an `llvm.return`); the other
    /// attributes at their defaults.
    #[allow(clippy::too_many_arguments)]
    pub fn build<B: OpCreate + ?Sized>(
        b: &mut B,
        loc: Location,
        global_type: Type,
        constant: bool,
        linkage: u64,
        name: &str,
        value: Option<Attribute>,
        alignment: Option<i64>,
        addr_space: u32,
        initializer: Option<FillRegion<'_>>,
    ) -> GlobalOp {
        let ctx = b.ir_ctx();
        let mut props = vec![
            (ctx.ident("global_type"), ctx.type_attr(global_type)),
            (ctx.ident("sym_name"), ctx.string_attr(name)),
            (ctx.ident("linkage"), LINKAGE.attr(ctx, linkage)),
            (
                ctx.ident("addr_space"),
                ctx.integer_attr(ctx.i32(), i64::from(addr_space)),
            ),
        ];
        if constant {
            props.push((ctx.ident("constant"), ctx.unit_attr()));
        }
        if let Some(v) = value {
            props.push((ctx.ident("value"), v));
        }
        if let Some(a) = alignment {
            props.push((ctx.ident("alignment"), ctx.integer_attr(ctx.i64(), a)));
        }
        let mut st = OperationState::new(ctx.op_name(GLOBAL.name), loc);
        st.properties = Some(ctx.dictionary_attr(&props));
        isolated_region(ctx, &mut st, initializer);
        st.populate_default_properties(ctx);
        GlobalOp(b.create_from_state(st))
    }
}

const GLOBAL_PRINTED: &[&str] = &[
    "sym_name",
    "global_type",
    "constant",
    "value",
    "linkage",
    "unnamed_addr",
    "thread_local_",
    "visibility_",
    "comdat",
];

/// `!llvm.array<len x i8>` for a string value of `len` bytes.
fn string_global_type(ctx: &Context, value: Attribute) -> Option<Type> {
    match ctx.attr_kind(value) {
        strata_ir::AttrKind::String { value, ty: None } => {
            Some(super::types::array_type(ctx, ctx.i8(), value.len() as u64))
        }
        _ => None,
    }
}

/// `[linkage] [visibility] [thread_local] [unnamed_addr] [constant] @name`
/// of globals and aliases, as properties.
fn parse_global_prefix(
    p: &mut dyn OpAsmParser<'_>,
    allow_constant: bool,
) -> ParseResult<Vec<NamedAttribute>> {
    let ctx = p.ctx();
    let linkage = parse_optional_case(p, &LINKAGE).unwrap_or(0);
    let visibility = parse_optional_case(p, &VISIBILITY).unwrap_or(0);
    let thread_local = p.parse_optional_keyword("thread_local");
    let unnamed = parse_optional_case(p, &UNNAMED_ADDR).unwrap_or(0);
    let constant = allow_constant && p.parse_optional_keyword("constant");
    let Some(name) = p.parse_optional_symbol_name()? else {
        return Err(p.emit_error("expected valid '@'-identifier for symbol name"));
    };
    let mut props: Vec<NamedAttribute> = vec![
        (ctx.ident("sym_name"), ctx.string_attr(ctx.ident_str(name))),
        (ctx.ident("linkage"), LINKAGE.attr(ctx, linkage)),
        (ctx.ident("visibility_"), VISIBILITY.attr(ctx, visibility)),
        (ctx.ident("unnamed_addr"), UNNAMED_ADDR.attr(ctx, unnamed)),
    ];
    if thread_local {
        props.push((ctx.ident("thread_local_"), ctx.unit_attr()));
    }
    if constant {
        props.push((ctx.ident("constant"), ctx.unit_attr()));
    }
    Ok(props)
}

/// Prints what [`parse_global_prefix`] reads.
fn print_global_prefix(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    p.write_str(LINKAGE.keyword(enum_value(op, &LINKAGE, "linkage")).unwrap_or(""));
    p.write_str(" ");
    let vis = VISIBILITY
        .keyword(enum_value(op, &VISIBILITY, "visibility_"))
        .unwrap_or("");
    if !vis.is_empty() {
        p.write_str(vis);
        p.write_str(" ");
    }
    if op.attr("thread_local_").is_some() {
        p.write_str("thread_local ");
    }
    let unnamed = UNNAMED_ADDR
        .keyword(enum_value(op, &UNNAMED_ADDR, "unnamed_addr"))
        .unwrap_or("");
    if !unnamed.is_empty() {
        p.write_str(unnamed);
        p.write_str(" ");
    }
    if op.attr("constant").is_some() {
        p.write_str("constant ");
    }
    match op.attr("sym_name").and_then(|a| ctx.string_attr_value(a)) {
        Some(name) => p.print_symbol_name(name),
        None => p.print_symbol_name(""),
    }
}

/// `linkage [visibility] [thread_local] [unnamed_addr] [constant] @name
/// `(` [value] `)` attr-dict [`:` type] [initializer]`.
fn parse_global(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props = parse_global_prefix(p, true)?;
    p.parse_punct("(")?;
    let mut value = None;
    if !p.parse_optional_punct(")") {
        value = Some(p.parse_attribute(None)?);
        p.parse_punct(")")?;
    }
    props.push((ctx.ident("addr_space"), zero_i32(ctx)));
    if let Some(v) = value {
        props.push((ctx.ident("value"), v));
    }
    if p.parse_optional_keyword("comdat") {
        p.parse_punct("(")?;
        let c = p.parse_attribute(None)?;
        p.parse_punct(")")?;
        props.push((ctx.ident("comdat"), c));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let ty = if p.parse_optional_punct(":") {
        let t = p.parse_type()?;
        if p.peek_punct(",") {
            let at = p.name_pos();
            return Err(p.emit_error_at(at, "expected zero or one type"));
        }
        Some(t)
    } else {
        None
    };
    if state.child.is_none() {
        state.child = Some(Box::new(Body::new()));
    }
    let parsed_region = p.parse_optional_region(state, &[], false)?;
    if !parsed_region {
        let body = state.child.as_deref_mut().expect("child body created above");
        let r = body.create_region();
        state.regions.push(r);
    }
    let ty = match ty.or_else(|| value.and_then(|v| string_global_type(ctx, v))) {
        Some(t) => t,
        None => {
            let at = p.name_pos();
            return Err(p.emit_error_at(at, "type can only be omitted for string globals"));
        }
    };
    props.push((ctx.ident("global_type"), ctx.type_attr(ty)));
    let inherent: Vec<&str> = GLOBAL.attributes.iter().map(|a| a.name).collect();
    set_parsed_attributes(ctx, state, props, attrs, &inherent);
    Ok(())
}

fn print_global(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    print_global_prefix(p, op);
    p.write_str("(");
    let value = op.attr("value");
    if let Some(v) = value {
        p.print_attribute(v);
    }
    p.write_str(")");
    if let Some(c) = op.attr("comdat") {
        p.write_str(" comdat(");
        p.print_attribute(c);
        p.write_str(")");
    }
    p.print_optional_attr_dict(&all_attrs(op), GLOBAL_PRINTED);
    let ty = op.attr("global_type").and_then(|a| ctx.type_attr_value(a));
    let inferred = value.and_then(|v| string_global_type(ctx, v));
    if let Some(t) = ty {
        if inferred != Some(t) {
            p.write_str(" : ");
            p.print_type(t);
        }
    }
    let (body, regions) = op.regions();
    if let Some(&r) = regions.first() {
        if !body.region_is_empty(r) {
            p.write_str(" ");
            p.print_region(r, false, true, false);
        }
    }
}

/// `GlobalOp::verify`, in part: the global's type, alignment and its
/// initialization (a value or a region, not both).
fn verify_global(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    if let Some(t) = op.attr("global_type").and_then(|a| ctx.type_attr_value(a)) {
        if !super::types::is_valid_array_element(ctx, t) {
            return Err(op.emit_op_error("expects type to be a valid element type for an LLVM global"));
        }
    }
    let ty = op.attr("global_type").and_then(|a| ctx.type_attr_value(a));
    let value = op.attr("value");
    let string_len = value.and_then(|v| match ctx.attr_kind(v) {
        AttrKind::String { value, .. } => Some(value.len() as u64),
        _ => None,
    });
    if let (Some(n), Some(t)) = (string_len, ty) {
        let ok = matches!(llvm_type(ctx, t), Some(LlvmType::Array { element, len })
            if len == n && ctx.integer_width(element) == Some(8));
        if !ok {
            return Err(op.emit_op_error(
                "requires an i8 array type of the length equal to that of the string attribute",
            ));
        }
    }
    if let Some(t) = ty.filter(|&t| target_ext_name(ctx, t).is_some()) {
        if !super::types::target_ext_can_be_global(ctx, t) {
            return Err(op.emit_op_error("this target extension type cannot be used in a global"));
        }
        if value.is_some() {
            return Err(op.emit_op_error(
                "global with target extension type can only be initialized with zero-initializer",
            ));
        }
    }
    let linkage = op.attr("linkage").and_then(|a| LINKAGE.attr_value(ctx, a));
    let linkage_name = linkage.and_then(|l| LINKAGE.keyword(l)).unwrap_or("");
    if linkage_name == "common" && value.is_some_and(|v| !is_zero_attr(ctx, v)) {
        return Err(op.emit_op_error("expected zero value for 'common' linkage"));
    }
    if linkage_name == "appending"
        && !ty.is_some_and(|t| matches!(llvm_kind(ctx, t), Some((LlvmKind::Array, _))))
    {
        return Err(op.emit_op_error("expected array type for 'appending' linkage"));
    }
    let (body, regions) = op.regions();
    let has_region = regions.first().is_some_and(|&r| !body.region_is_empty(r));
    if value.is_some() && has_region {
        return Err(op.emit_op_error("cannot have both initializer value and region"));
    }
    if let Some(a) = op.attr("alignment").and_then(|a| ctx.integer_attr_value(a)) {
        let v = a.zext_u64();
        if !v.is_power_of_two() {
            return Err(op.emit_op_error("alignment attribute is not a power of 2"));
        }
    }
    Ok(())
}

/// The initializer's `llvm.return` returns a value of the global's type.
fn verify_global_initializer(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let Some(&r) = regions.first() else { return Ok(()) };
    let Some(entry) = body.region_entry(r) else {
        return Ok(());
    };
    let Some(term) = body.block_ops(entry).last() else {
        return Ok(());
    };
    let ret = OpRef::new(ctx, body, term);
    if ReturnOp::from_ref(ret).is_none() {
        return Ok(());
    }
    let ty = op.attr("global_type").and_then(|a| ctx.type_attr_value(a));
    if ret.num_operands() == 1 && Some(ret.operand_type(0)) != ty {
        let ty_str = ty.map(|t| ctx.type_to_string(t)).unwrap_or_default();
        return Err(op.emit_op_error(format!(
            "initializer region type '{}' does not match global type '{ty_str}'",
            ctx.type_to_string(ret.operand_type(0))
        )));
    }
    verify_initializer_effects(
        op,
        entry,
        "ops with side effects not allowed in global initializers",
    )
}

/// The ops of a global's or alias's initializer have no memory effects.
fn verify_initializer_effects(op: OpRef<'_>, entry: strata_ir::BlockId, msg: &str) -> LogicalResult {
    let (body, _) = op.regions();
    for o in body.block_ops(entry) {
        let inner = OpRef::new(op.ctx, body, o);
        if !strata_ir::interfaces::is_memory_effect_free(inner) {
            return Err(inner.emit_error(msg));
        }
    }
    Ok(())
}

// ---- llvm.mlir.alias ----------------------------------------------------------------

strata_ods::op! {
    /// Another name for a global or function: the one-block initializer
    /// returns the aliased address (built from `llvm.mlir.addressof` and
    /// constant expressions) as a value of `alias_type`.
    pub AliasOp(ALIAS, "llvm.mlir.alias") {
        attributes(
            alias_type: type = required(attrs::TYPE_ATTR),
            sym_name: str = required(attrs::STR_ATTR),
            linkage: enum = required(AttrConstraint::Enum(&LINKAGE)),
            dso_local: unit = optional(attrs::UNIT_ATTR),
            thread_local_: unit = optional(attrs::UNIT_ATTR),
            unnamed_addr: opt_enum = optional(AttrConstraint::Enum(&UNNAMED_ADDR)),
            visibility_: opt_enum = default_valued(AttrConstraint::Enum(&VISIBILITY), default_visibility),
        )
        regions(initializer: single(RegionConstraint::Sized(1)))
        summary: "LLVM dialect alias.",
        example: "llvm.mlir.global external @target(1 : i32) {addr_space = 0 : i32} : i32\nllvm.mlir.alias external @other : i32 {\n  %0 = llvm.mlir.addressof @target : !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE.union(OpTraits::SYMBOL),
        verify: Some(verify_alias),
        verify_regions: Some(verify_alias_initializer),
        parse: Some(parse_alias),
        print: Some(print_alias),
    }
}

/// `AliasOp::verify`: a type a global can have, and a linkage LLVM
/// allows for aliases.
fn verify_alias(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    if let Some(t) = op.attr("alias_type").and_then(|a| ctx.type_attr_value(a)) {
        // Function types are valid here, unlike in globals.
        let is_func = function_type_parts(ctx, t).is_some();
        if !is_func && !super::types::is_valid_array_element(ctx, t) {
            return Err(op.emit_op_error("expects type to be a valid element type for an LLVM global alias"));
        }
    }
    let linkage = LINKAGE.keyword(enum_value(op, &LINKAGE, "linkage")).unwrap_or("");
    if !matches!(
        linkage,
        "external"
            | "internal"
            | "private"
            | "weak"
            | "weak_odr"
            | "linkonce"
            | "linkonce_odr"
            | "available_externally"
    ) {
        return Err(op.emit_op_error(format!(
            "'{linkage}' linkage not supported in aliases, available options: private, internal, linkonce, \
             weak, linkonce_odr, weak_odr, external or available_externally"
        )));
    }
    Ok(())
}

/// `AliasOp::verifyRegions`: the initializer returns a pointer and has no
/// memory effects.
fn verify_alias_initializer(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let Some(entry) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return Ok(());
    };
    let Some(term) = body.block_ops(entry).last().map(|o| OpRef::new(ctx, body, o)) else {
        return Ok(());
    };
    if ReturnOp::from_ref(term).is_some() && !(term.num_operands() == 1 && is_ptr(ctx, term.operand_type(0)))
    {
        return Err(op.emit_op_error("initializer region must always return a pointer"));
    }
    verify_initializer_effects(
        op,
        entry,
        "ops with side effects are not allowed in alias initializers",
    )
}

/// `linkage [visibility] [thread_local] [unnamed_addr] @name attr-dict
/// : type initializer`.
fn parse_alias(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props = parse_global_prefix(p, false)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let ty = p.parse_type()?;
    props.push((ctx.ident("alias_type"), ctx.type_attr(ty)));
    if state.child.is_none() {
        state.child = Some(Box::new(Body::new()));
    }
    p.parse_region(state, &[], false)?;
    let inherent: Vec<&str> = ALIAS.attributes.iter().map(|a| a.name).collect();
    set_parsed_attributes(ctx, state, props, attrs, &inherent);
    Ok(())
}

fn print_alias(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    print_global_prefix(p, op);
    p.print_optional_attr_dict(
        &all_attrs(op),
        &[
            "sym_name",
            "alias_type",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
        ],
    );
    p.write_str(" : ");
    if let Some(t) = op.attr("alias_type").and_then(|a| ctx.type_attr_value(a)) {
        p.print_type(t);
    }
    let (_, regions) = op.regions();
    if let Some(&r) = regions.first() {
        p.write_str(" ");
        p.print_region(r, false, true, false);
    }
}

/// The checks of `llvm.return` against the enclosing `llvm.func`, run by
/// the function (the return cannot see it from the function's body).
fn verify_func_returns(op: OpRef<'_>) -> LogicalResult {
    let Some(r) = fi::body_region(op) else {
        return Ok(());
    };
    let ctx = op.ctx;
    let results = func_result_types(op);
    let (body, _) = op.regions();
    // The landingpads' results and the resumes' operands share one type.
    let mut pad_type = None;
    let mut check_pad_type = |t: Type, msg: &str| -> LogicalResult {
        match pad_type {
            Some(first) if first != t => Err(op.emit_error(msg)),
            _ => {
                pad_type = Some(t);
                Ok(())
            }
        }
    };
    for b in body.region_blocks(r) {
        for inner in body.block_ops(b) {
            let ret = OpRef::new(ctx, body, inner);
            if LandingpadOp::from_ref(ret).is_some() {
                check_pad_type(
                    ret.result_type(0),
                    "'llvm.landingpad' should have a consistent result type inside a function",
                )?;
                verify_landingpad(ret, op)?;
                continue;
            }
            if super::other::ResumeOp::from_ref(ret).is_some() && ret.num_operands() == 1 {
                check_pad_type(
                    ret.operand_type(0),
                    "'llvm.resume' should have a consistent input type inside a function",
                )?;
                continue;
            }
            if ReturnOp::from_ref(ret).is_none() {
                continue;
            }
            let msg = match (ret.num_operands(), results.first()) {
                (0, Some(_)) => "expected 1 operand",
                (n, None) if n > 0 => "expected no operands",
                (1, Some(&t)) if ret.operand_type(0) != t => "mismatching result types",
                _ => continue,
            };
            let mut diag = ret.op_error_with_op_note(msg);
            diag.attach_note(op.loc(), "when returning from function");
            ctx.emit(diag);
            return Err(strata_ir::Failed);
        }
    }
    Ok(())
}

/// The ops of this file.
pub(crate) const OPS: &[&OpSpec] = &[
    &FUNC,
    &IFUNC,
    &CALL_INTRINSIC,
    &CALL,
    &CONSTANT,
    &ADDRESSOF,
    &DSO_LOCAL_EQUIVALENT,
    &GLOBAL,
    &INVOKE,
    &LANDINGPAD,
    &ALIAS,
];

/// `isZeroAttribute`: an integer or float zero (either sign), or a splat
/// of one.
fn is_zero_attr(ctx: &Context, a: Attribute) -> bool {
    let is_float = match ctx.attr_kind(a) {
        AttrKind::Float { .. } => true,
        AttrKind::DenseElements { ty, .. } => ctx
            .element_type(*ty)
            .is_some_and(|t| matches!(ctx.type_kind(t), strata_ir::TypeKind::Float(_))),
        _ => false,
    };
    strata_dialect_arith::fold::splat_value(ctx, Some(a)).is_some_and(|v| {
        // A float's sign bit does not make it non-zero.
        if is_float {
            v.shl(1).is_zero()
        } else {
            v.is_zero()
        }
    })
}

/// `verifyComdat`: a function's or global's `comdat` names an
/// `llvm.comdat_selector` (`@comdat::@selector`).
fn verify_comdat_symbol_uses(op: OpRef<'_>, st: &dyn SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    let Some(attr) = op.attr("comdat") else {
        return Ok(());
    };
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(attr) else {
        return Ok(());
    };
    let mut found = st.lookup_symbol(*root);
    for &name in nested.iter() {
        found = found.and_then(|table| {
            let (body, regions) = table.regions();
            let block = body.region_entry(*regions.first()?)?;
            body.block_ops(block).map(|o| OpRef::new(ctx, body, o)).find(|o| {
                o.attr("sym_name").and_then(|a| ctx.string_attr_value(a)) == Some(ctx.ident_str(name))
            })
        });
    }
    if found.is_none_or(|o| super::other::ComdatSelectorOp::from_ref(o).is_none()) {
        return Err(op.emit_error("expected comdat symbol"));
    }
    Ok(())
}
