//! The remaining `llvm` ops: atomics (`llvm.atomicrmw`, `llvm.cmpxchg`,
//! `llvm.fence`), variadic argument handling (`llvm.va_arg`,
//! `llvm.intr.vastart`, `llvm.intr.vacopy`, `llvm.intr.vaend`),
//! `llvm.inline_asm`, `llvm.resume`, `llvm.mlir.global_ctors`,
//! `llvm.mlir.global_dtors`, `llvm.comdat` and `llvm.comdat_selector`.

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::interfaces::{EffectKind, MemoryEffect, MemoryEffectOpInterface, DEFAULT_RESOURCE};
use strata_ir::{
    Context, DialectDef, Interfaces, LogicalResult, NamedAttribute, OpRef, OpTraits, OperationState, Type,
    TypeKind,
};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, AttrConstraint, TypeConstraint};
use strata_ods::{AttrSpec, OpSpec, Predicate, RegionConstraint, RegionSpec, ValueSpec};

use super::attrs::{tail_call_none, ASM_DIALECT, ATOMIC_BIN_OP, ATOMIC_ORDERING, COMDAT, TAIL_CALL_KIND};
use super::ops::{LLVM_TYPE, PTR};
use super::types::{is_compatible_float, is_ptr, llvm_type, struct_type, LlvmType};

use TypeConstraint as T;

const ORDERING: AttrConstraint = AttrConstraint::Enum(&ATOMIC_ORDERING);

const ALIAS_ATTRS: [AttrSpec; 4] = [
    AttrSpec::optional("access_groups", attrs::ARRAY_ATTR),
    AttrSpec::optional("alias_scopes", attrs::ARRAY_ATTR),
    AttrSpec::optional("noalias_scopes", attrs::ARRAY_ATTR),
    AttrSpec::optional("tbaa", attrs::ARRAY_ATTR),
];

fn is_fixed_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.iter().all(|s| !s))
}

fn is_rmw_type(ctx: &Context, t: Type) -> bool {
    is_compatible_float(ctx, t) || is_ptr(ctx, t) || ctx.is_signless_integer(t) || is_fixed_vector(ctx, t)
}

/// `LLVM_AtomicRMWType`.
const RMW_TYPE: T = T::Custom {
    summary: "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible \
              fixed-length vector type",
    check: is_rmw_type,
};

fn is_cmpxchg_type(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_integer(t) || is_ptr(ctx, t)
}

/// `LLVM_AtomicCmpXchgType`.
const CMPXCHG_TYPE: T = T::Custom {
    summary: "signless integer or LLVM pointer type",
    check: is_cmpxchg_type,
};

fn is_struct(ctx: &Context, t: Type) -> bool {
    matches!(llvm_type(ctx, t), Some(LlvmType::Struct { .. }))
}

const ANY_STRUCT: T = T::Custom {
    summary: "LLVM structure type",
    check: is_struct,
};

fn same(_: &Context, t: Type) -> Type {
    t
}

/// `!llvm.struct<(t, i1)>`, the result of `cmpxchg`.
pub fn cmpxchg_result_type(ctx: &Context, t: Type) -> Type {
    struct_type(ctx, &[t, ctx.i1()], false)
}

pub static ATOMICRMW: OpSpec = OpSpec {
    operands: &[ValueSpec::single("ptr", PTR), ValueSpec::single("val", RMW_TYPE)],
    results: &[ValueSpec::single("res", RMW_TYPE)],
    attributes: &[
        AttrSpec::required("bin_op", AttrConstraint::Enum(&ATOMIC_BIN_OP)),
        AttrSpec::required("ordering", ORDERING),
        AttrSpec::optional("syncscope", attrs::STR_ATTR),
        AttrSpec::optional("alignment", attrs::I64_ATTR),
        AttrSpec::optional("volatile_", attrs::UNIT_ATTR),
        ALIAS_ATTRS[0],
        ALIAS_ATTRS[1],
        ALIAS_ATTRS[2],
        ALIAS_ATTRS[3],
    ],
    format: Some(
        "(`volatile` $volatile_^)? $bin_op $ptr `,` $val \
         (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:` \
         qualified(type($ptr)) `,` type($val)",
    ),
    predicates: &[Predicate::TypesMatchWith {
        summary: "result #0 and operand #1 have the same type",
        from: "val",
        to: "res",
        transform: same,
    }],
    verify: Some(verify_atomicrmw),
    ..OpSpec::new("llvm.atomicrmw")
};

fn ordering(op: OpRef<'_>, name: &str) -> u64 {
    op.attr(name)
        .and_then(|a| ATOMIC_ORDERING.attr_value(op.ctx, a))
        .unwrap_or(0)
}

/// `AtomicRMWOp::verify`, in part: the operation suits the value type and
/// the ordering is atomic.
fn verify_atomicrmw(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let t = op.operand_type(1);
    let bin_op = op
        .attr("bin_op")
        .and_then(|a| ATOMIC_BIN_OP.attr_value(ctx, a))
        .and_then(|v| ATOMIC_BIN_OP.keyword(v))
        .unwrap_or("");
    let is_float_op = matches!(
        bin_op,
        "fadd" | "fsub" | "fmax" | "fmin" | "fmaximum" | "fminimum"
    );
    if is_float_op {
        let element = ctx.element_type(t).unwrap_or(t);
        if !is_compatible_float(ctx, element) {
            return Err(op.emit_op_error("expected LLVM IR floating point type for vector element"));
        }
    } else if bin_op == "xchg" {
        if !is_rmw_type(ctx, t) {
            return Err(op.emit_op_error("unexpected LLVM IR type for 'xchg' bin_op"));
        }
    } else if !ctx.is_signless_integer(t) {
        return Err(op.emit_op_error("expected LLVM IR integer type"));
    }
    if ordering(op, "ordering") < 2 {
        return Err(op.emit_op_error("expected at least 'monotonic' ordering"));
    }
    Ok(())
}

pub static CMPXCHG: OpSpec = OpSpec {
    operands: &[
        ValueSpec::single("ptr", PTR),
        ValueSpec::single("cmp", CMPXCHG_TYPE),
        ValueSpec::single("val", CMPXCHG_TYPE),
    ],
    results: &[ValueSpec::single("res", ANY_STRUCT)],
    attributes: &[
        AttrSpec::required("success_ordering", ORDERING),
        AttrSpec::required("failure_ordering", ORDERING),
        AttrSpec::optional("syncscope", attrs::STR_ATTR),
        AttrSpec::optional("alignment", attrs::I64_ATTR),
        AttrSpec::optional("weak", attrs::UNIT_ATTR),
        AttrSpec::optional("volatile_", attrs::UNIT_ATTR),
        ALIAS_ATTRS[0],
        ALIAS_ATTRS[1],
        ALIAS_ATTRS[2],
        ALIAS_ATTRS[3],
    ],
    format: Some(
        "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val \
         (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering \
         attr-dict `:` qualified(type($ptr)) `,` type($val)",
    ),
    predicates: &[
        Predicate::TypesMatchWith {
            summary: "operand #1 and operand #2 have the same type",
            from: "val",
            to: "cmp",
            transform: same,
        },
        Predicate::TypesMatchWith {
            summary: "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool",
            from: "val",
            to: "res",
            transform: cmpxchg_result_type,
        },
    ],
    verify: Some(verify_cmpxchg),
    ..OpSpec::new("llvm.cmpxchg")
};

/// `AtomicCmpXchgOp::verify`, in part: the orderings are atomic, the
/// failure ordering is not a release.
fn verify_cmpxchg(op: OpRef<'_>) -> LogicalResult {
    let success = ordering(op, "success_ordering");
    let failure = ordering(op, "failure_ordering");
    if success < 2 || failure < 2 {
        return Err(op.emit_op_error("ordering must be at least 'monotonic'"));
    }
    if failure == 5 || failure == 6 {
        return Err(op.emit_op_error("failure ordering cannot be 'release' or 'acq_rel'"));
    }
    Ok(())
}

pub static FENCE: OpSpec = OpSpec {
    attributes: &[
        AttrSpec::required("ordering", ORDERING),
        AttrSpec::optional("syncscope", attrs::STR_ATTR),
    ],
    format: Some("(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict"),
    verify: Some(verify_fence),
    ..OpSpec::new("llvm.fence")
};

fn verify_fence(op: OpRef<'_>) -> LogicalResult {
    let o = ordering(op, "ordering");
    if o == 0 || o == 1 || o == 2 {
        return Err(op.emit_op_error("can be given only acquire, release, acq_rel, and seq_cst orderings"));
    }
    Ok(())
}

pub static VA_ARG: OpSpec = OpSpec {
    operands: &[ValueSpec::single("arg", PTR)],
    results: &[ValueSpec::single("res", LLVM_TYPE)],
    format: Some("$arg attr-dict `:` functional-type($arg, $res)"),
    ..OpSpec::new("llvm.va_arg")
};

const ARG_LIST: &[ValueSpec] = &[ValueSpec::single("arg_list", PTR)];

const fn va_list_op(name: &'static str) -> OpSpec {
    OpSpec {
        operands: ARG_LIST,
        format: Some("$arg_list attr-dict `:` qualified(type($arg_list))"),
        ..OpSpec::new(name)
    }
}

pub static VA_START: OpSpec = va_list_op("llvm.intr.vastart");
pub static VA_END: OpSpec = va_list_op("llvm.intr.vaend");
pub static VA_COPY: OpSpec = OpSpec {
    operands: &[
        ValueSpec::single("dest_list", PTR),
        ValueSpec::single("src_list", PTR),
    ],
    format: Some("$src_list `to` $dest_list attr-dict `:` type(operands)"),
    ..OpSpec::new("llvm.intr.vacopy")
};

pub static INLINE_ASM: OpSpec = OpSpec {
    operands: &[ValueSpec::variadic("operands", LLVM_TYPE)],
    results: &[ValueSpec::optional("res", LLVM_TYPE)],
    attributes: &[
        AttrSpec::required("asm_string", attrs::STR_ATTR),
        AttrSpec::required("constraints", attrs::STR_ATTR),
        AttrSpec::optional("has_side_effects", attrs::UNIT_ATTR),
        AttrSpec::optional("is_align_stack", attrs::UNIT_ATTR),
        AttrSpec::default_valued(
            "tail_call_kind",
            AttrConstraint::Enum(&TAIL_CALL_KIND),
            tail_call_none,
        ),
        AttrSpec::optional("asm_dialect", AttrConstraint::Enum(&ASM_DIALECT)),
        AttrSpec::optional("operand_attrs", attrs::ARRAY_ATTR),
    ],
    format: Some(
        "(`has_side_effects` $has_side_effects^)? \
         (`is_align_stack` $is_align_stack^)? \
         (`tail_call_kind` `=` $tail_call_kind^)? \
         (`asm_dialect` `=` $asm_dialect^)? \
         (`operand_attrs` `=` $operand_attrs^)? \
         attr-dict $asm_string `,` $constraints operands `:` functional-type(operands, results)",
    ),
    ..OpSpec::new("llvm.inline_asm")
};

/// Side-effecting inline assembly reads and writes unknown memory; the
/// rest has no effect.
fn inline_asm_effects(op: OpRef<'_>, out: &mut Vec<MemoryEffect>) {
    if op.attr("has_side_effects").is_some() {
        for kind in [EffectKind::Read, EffectKind::Write] {
            out.push(MemoryEffect {
                kind,
                value: None,
                resource: DEFAULT_RESOURCE,
            });
        }
    }
}

pub static RESUME: OpSpec = OpSpec {
    traits: OpTraits::TERMINATOR,
    operands: &[ValueSpec::single("value", LLVM_TYPE)],
    format: Some("$value attr-dict `:` type($value)"),
    ..OpSpec::new("llvm.resume")
};

fn is_flat_symbol_array(ctx: &Context, a: strata_ir::Attribute) -> bool {
    ctx.array_attr_elements(a)
        .is_some_and(|v| v.iter().all(|&e| ctx.flat_symbol_ref_value(e).is_some()))
}

fn is_i32_array(ctx: &Context, a: strata_ir::Attribute) -> bool {
    ctx.array_attr_elements(a)
        .is_some_and(|v| v.iter().all(|&e| attrs::I32_ATTR.check(ctx, e)))
}

const FLAT_SYMBOL_ARRAY: AttrConstraint = AttrConstraint::Custom {
    summary: "flat symbol ref array attribute",
    check: is_flat_symbol_array,
};
const I32_ARRAY: AttrConstraint = AttrConstraint::Custom {
    summary: "32-bit integer array attribute",
    check: is_i32_array,
};

const CTORS_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("ctors", FLAT_SYMBOL_ARRAY),
    AttrSpec::required("priorities", I32_ARRAY),
    AttrSpec::required("data", attrs::ARRAY_ATTR),
];
const DTORS_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("dtors", FLAT_SYMBOL_ARRAY),
    AttrSpec::required("priorities", I32_ARRAY),
    AttrSpec::required("data", attrs::ARRAY_ATTR),
];

const fn structors(name: &'static str, attributes: &'static [AttrSpec], format: &'static str) -> OpSpec {
    OpSpec {
        attributes,
        format: Some(format),
        verify: Some(verify_structors),
        ..OpSpec::new(name)
    }
}

pub static GLOBAL_CTORS: OpSpec = structors(
    "llvm.mlir.global_ctors",
    CTORS_ATTRS,
    "`ctors` `=` $ctors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
);
pub static GLOBAL_DTORS: OpSpec = structors(
    "llvm.mlir.global_dtors",
    DTORS_ATTRS,
    "`dtors` `=` $dtors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
);

/// The three lists have one entry per constructor or destructor.
fn verify_structors(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let len = |n: &str| {
        op.attr(n)
            .and_then(|a| ctx.array_attr_elements(a))
            .map_or(0, |v| v.len())
    };
    let list = if op.attr("ctors").is_some() {
        "ctors"
    } else {
        "dtors"
    };
    if len(list) != len("priorities") || len(list) != len("data") {
        return Err(op.emit_op_error(format!(
            "{list}, priorities, and data must have the same number of elements"
        )));
    }
    Ok(())
}

pub static COMDAT_OP: OpSpec = OpSpec {
    summary: "LLVM dialect comdat region",
    traits: OpTraits::NO_TERMINATOR
        .union(OpTraits::NO_REGION_ARGUMENTS)
        .union(OpTraits::SYMBOL_TABLE)
        .union(OpTraits::SYMBOL),
    attributes: &[AttrSpec::required("sym_name", attrs::STR_ATTR)],
    regions: &[RegionSpec {
        name: "body",
        variadic: false,
        constraint: RegionConstraint::Sized(1),
    }],
    ..OpSpec::new("llvm.comdat")
};

pub static COMDAT_SELECTOR: OpSpec = OpSpec {
    summary: "LLVM dialect comdat selector declaration",
    traits: OpTraits::SYMBOL,
    attributes: &[
        AttrSpec::required("sym_name", attrs::STR_ATTR),
        AttrSpec::required("comdat", AttrConstraint::Enum(&COMDAT)),
    ],
    ..OpSpec::new("llvm.comdat_selector")
};

/// `@name` as the `sym_name` property (`SymbolNameAttr` in a format).
fn parse_sym_name(p: &mut dyn OpAsmParser<'_>) -> ParseResult<NamedAttribute> {
    let ctx = p.ctx();
    match p.parse_optional_symbol_name()? {
        Some(n) => Ok((ctx.ident("sym_name"), ctx.string_attr(ctx.ident_str(n)))),
        None => Err(p.emit_error("expected valid '@'-identifier for symbol name")),
    }
}

fn print_sym_name(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    let name = op
        .attr("sym_name")
        .and_then(|a| op.ctx.string_attr_value(a))
        .unwrap_or("");
    p.print_symbol_name(name);
}

/// `$sym_name $body attr-dict`.
fn parse_comdat(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = parse_sym_name(p)?;
    p.parse_region(state, &[], false)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    set_parsed_attributes(ctx, state, vec![name], attrs, &["sym_name"]);
    Ok(())
}

fn print_comdat(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    print_sym_name(p, op);
    let (_, regions) = op.regions();
    if let Some(&r) = regions.first() {
        p.write_str(" ");
        p.print_region(r, false, false, false);
    }
    p.print_optional_attr_dict(&super::ops::all_attrs(op), &["sym_name"]);
}

/// `$sym_name $comdat attr-dict`.
fn parse_comdat_selector(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = parse_sym_name(p)?;
    let kind = strata_ods::enum_attr::parse_enum_keyword_attr(p.as_asm_parser(), &COMDAT, "comdat", "")?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    set_parsed_attributes(
        ctx,
        state,
        vec![name, (ctx.ident("comdat"), kind)],
        attrs,
        &["sym_name", "comdat"],
    );
    Ok(())
}

fn print_comdat_selector(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    print_sym_name(p, op);
    let kind = op
        .attr("comdat")
        .and_then(|a| COMDAT.attr_value(op.ctx, a))
        .and_then(|v| COMDAT.keyword(v))
        .unwrap_or("");
    p.write_str(" ");
    p.write_str(kind);
    p.print_optional_attr_dict(&super::ops::all_attrs(op), &["sym_name", "comdat"]);
}

/// The specs of this file.
pub fn specs() -> [&'static OpSpec; 13] {
    [
        &ATOMICRMW,
        &CMPXCHG,
        &FENCE,
        &VA_ARG,
        &VA_START,
        &VA_END,
        &VA_COPY,
        &INLINE_ASM,
        &RESUME,
        &GLOBAL_CTORS,
        &GLOBAL_DTORS,
        &COMDAT_OP,
        &COMDAT_SELECTOR,
    ]
}

/// Registers the ops.
pub fn register(d: &mut DialectDef) {
    for spec in specs() {
        let mut def = spec.to_def();
        if spec.name == INLINE_ASM.name {
            let interfaces = std::mem::replace(&mut def.interfaces, Interfaces::EMPTY);
            def.interfaces = interfaces.with(MemoryEffectOpInterface {
                effects: inline_asm_effects,
            });
        }
        match spec.name {
            "llvm.comdat" => {
                def.parse = Some(parse_comdat);
                def.print = Some(print_comdat);
            }
            "llvm.comdat_selector" => {
                def.parse = Some(parse_comdat_selector);
                def.print = Some(print_comdat_selector);
            }
            _ => {}
        }
        d.ops.push(def);
    }
}
