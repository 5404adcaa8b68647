//! The remaining `llvm` ops: atomics (`llvm.atomicrmw`, `llvm.cmpxchg`,
//! `llvm.fence`), variadic argument handling (`llvm.va_arg`,
//! `llvm.intr.vastart`, `llvm.intr.vacopy`, `llvm.intr.vaend`),
//! `llvm.inline_asm`, `llvm.resume`, `llvm.mlir.global_ctors`,
//! `llvm.mlir.global_dtors`, `llvm.module_flags`, `llvm.linker_options`,
//! `llvm.comdat` and `llvm.comdat_selector`.

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::interfaces::{EffectKind, MemoryEffect, MemoryEffectOpInterface, DEFAULT_RESOURCE};
use strata_ir::{Context, LogicalResult, NamedAttribute, OpRef, OpTraits, OperationState, Type, TypeKind};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, AttrConstraint, TypeConstraint};
use strata_ods::{OpSpec, Predicate, RegionConstraint};

use super::attrs::{tail_call_none, ASM_DIALECT, ATOMIC_BIN_OP, ATOMIC_ORDERING, COMDAT, TAIL_CALL_KIND};
use super::ops::{LLVM_TYPE, PTR};
use super::types::{is_compatible_float, is_ptr, llvm_kind, struct_type, LlvmKind};

use TypeConstraint as T;

const ORDERING: AttrConstraint = AttrConstraint::Enum(&ATOMIC_ORDERING);

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
    matches!(llvm_kind(ctx, t), Some((LlvmKind::Struct, _)))
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

strata_ods::op! {
    /// Atomically replaces the value at `ptr` by `bin_op` applied to it
    /// and `val` (`xchg`, `add`, `max`, `fadd`, ...), and returns the old
    /// value. The `ordering` is at least `monotonic`; integer operations
    /// need an integer `val`, float ones a float (or vector of floats).
    pub AtomicRMWOp(ATOMICRMW, "llvm.atomicrmw") {
        operands(ptr: single(PTR), val: single(RMW_TYPE))
        results(res: single(RMW_TYPE))
        attributes(
            bin_op: enum = required(AttrConstraint::Enum(&ATOMIC_BIN_OP)),
            ordering: enum = required(ORDERING),
            syncscope: opt_str = optional(attrs::STR_ATTR),
            alignment: opt_int = optional(attrs::I64_ATTR),
            volatile_: unit = optional(attrs::UNIT_ATTR),
            access_groups: opt_attr = optional(super::attrs::ACCESS_GROUPS),
            alias_scopes: opt_attr = optional(super::attrs::ALIAS_SCOPES),
            noalias_scopes: opt_attr = optional(super::attrs::ALIAS_SCOPES),
            tbaa: opt_attr = optional(super::attrs::TBAA_TAGS),
        )
        build(infer)
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: i32) -> i32 {\n  %0 = llvm.atomicrmw add %arg0, %arg1 seq_cst : !llvm.ptr, i32\n  llvm.return %0 : i32\n}",
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
    }
}

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
        if !super::memory::is_atomic_compatible(ctx, t) {
            return Err(op.emit_op_error("unexpected LLVM IR type for 'xchg' bin_op"));
        }
    } else if !ctx
        .integer_width(t)
        .is_some_and(|w| matches!(w, 8 | 16 | 32 | 64))
    {
        return Err(op.emit_op_error("expected LLVM IR integer type"));
    }
    if ordering(op, "ordering") < 2 {
        return Err(op.emit_op_error("expected at least 'monotonic' ordering"));
    }
    Ok(())
}

strata_ods::op! {
    /// Atomically compares the value at `ptr` with `cmp` and, if they are
    /// equal, stores `val` there. Returns the old value and whether the
    /// exchange happened, as a struct. A `weak` exchange may fail even
    /// when the values are equal; the failure ordering cannot be a
    /// release.
    pub AtomicCmpXchgOp(CMPXCHG, "llvm.cmpxchg") {
        operands(ptr: single(PTR), cmp: single(CMPXCHG_TYPE), val: single(CMPXCHG_TYPE))
        results(res: single(ANY_STRUCT))
        attributes(
            success_ordering: enum = required(ORDERING),
            failure_ordering: enum = required(ORDERING),
            syncscope: opt_str = optional(attrs::STR_ATTR),
            alignment: opt_int = optional(attrs::I64_ATTR),
            weak: unit = optional(attrs::UNIT_ATTR),
            volatile_: unit = optional(attrs::UNIT_ATTR),
            access_groups: opt_attr = optional(super::attrs::ACCESS_GROUPS),
            alias_scopes: opt_attr = optional(super::attrs::ALIAS_SCOPES),
            noalias_scopes: opt_attr = optional(super::attrs::ALIAS_SCOPES),
            tbaa: opt_attr = optional(super::attrs::TBAA_TAGS),
        )
        build(infer)
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32) -> !llvm.struct<(i32, i1)> {\n  %0 = llvm.cmpxchg %arg0, %arg1, %arg2 acq_rel monotonic : !llvm.ptr, i32\n  llvm.return %0 : !llvm.struct<(i32, i1)>\n}",
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
    }
}

/// `AtomicCmpXchgOp::verify`, in part: the orderings are atomic, the
/// failure ordering is not a release.
fn verify_cmpxchg(op: OpRef<'_>) -> LogicalResult {
    if op.num_operands() == 3 && !super::memory::is_atomic_compatible(op.ctx, op.operand_type(1)) {
        return Err(op.emit_op_error("unexpected LLVM IR type"));
    }
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

strata_ods::op! {
    /// A memory fence: orders the memory accesses before and after it as
    /// its `ordering` (`acquire`, `release`, `acq_rel` or `seq_cst`) says,
    /// among the threads of `syncscope`.
    pub FenceOp(FENCE, "llvm.fence") {
        attributes(
            ordering: enum = required(ORDERING),
            syncscope: opt_str = optional(attrs::STR_ATTR),
        )
        build(explicit)
        example: "llvm.func @example() {\n  llvm.fence acquire\n  llvm.fence syncscope(\"agent\") seq_cst\n  llvm.return\n}",
        format: Some("(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict"),
        verify: Some(verify_fence),
    }
}

fn verify_fence(op: OpRef<'_>) -> LogicalResult {
    let o = ordering(op, "ordering");
    if o == 0 || o == 1 || o == 2 {
        return Err(op.emit_op_error("can be given only acquire, release, acq_rel, and seq_cst orderings"));
    }
    Ok(())
}

strata_ods::op! {
    /// Reads the next variadic argument, of the result type, from the
    /// `va_list` at `arg` and advances the list.
    pub VaArgOp(VA_ARG, "llvm.va_arg") {
        operands(arg: single(PTR))
        results(res: single(LLVM_TYPE))
        build(explicit)
        example: VA_EXAMPLE,
        format: Some("$arg attr-dict `:` functional-type($arg, $res)"),
    }
}

/// A variadic function reading its first variadic argument.
const VA_EXAMPLE: &str = "llvm.func @example(%arg0: i32, ...) -> i32 {\n  %0 = llvm.mlir.constant(1 : i32) : i32\n  %1 = llvm.alloca %0 x !llvm.array<24 x i8> : (i32) -> !llvm.ptr\n  %2 = llvm.alloca %0 x !llvm.array<24 x i8> : (i32) -> !llvm.ptr\n  llvm.intr.vastart %1 : !llvm.ptr\n  llvm.intr.vacopy %1 to %2 : !llvm.ptr, !llvm.ptr\n  %3 = llvm.va_arg %2 : (!llvm.ptr) -> i32\n  llvm.intr.vaend %2 : !llvm.ptr\n  llvm.intr.vaend %1 : !llvm.ptr\n  llvm.return %3 : i32\n}";

/// `llvm.va_start` and `llvm.va_end`: one `va_list` operand.
const fn va_list_intr() -> OpSpec {
    OpSpec {
        format: Some("$arg_list attr-dict `:` qualified(type($arg_list))"),
        ..OpSpec::new("")
    }
}

strata_ods::op! {
    /// `llvm.va_start`: initializes the `va_list` at `arg_list` to the
    /// variadic arguments of the enclosing function.
    pub VaStartOp(VA_START, "llvm.intr.vastart") {
        operands(arg_list: single(PTR))
        build(explicit)
        example: VA_EXAMPLE,
        ..va_list_intr()
    }
    /// `llvm.va_end`: ends the use of the `va_list` at `arg_list`, which
    /// `llvm.intr.vastart` or `llvm.intr.vacopy` initialized.
    pub VaEndOp(VA_END, "llvm.intr.vaend") {
        operands(arg_list: single(PTR))
        build(explicit)
        example: VA_EXAMPLE,
        ..va_list_intr()
    }
}

strata_ods::op! {
    /// `llvm.va_copy`: initializes the `va_list` at `dest_list` to the
    /// position the one at `src_list` has reached.
    pub VaCopyOp(VA_COPY, "llvm.intr.vacopy") {
        operands(dest_list: single(PTR), src_list: single(PTR))
        build(explicit)
        example: VA_EXAMPLE,
        format: Some("$src_list `to` $dest_list attr-dict `:` type(operands)"),
    }
}

const INLINE_ASM_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface {
    effects: inline_asm_effects,
};

strata_ods::op! {
    /// Inline assembly: `asm_string` with `$0`, `$1`, ... referring to
    /// the result and operands as `constraints` (LLVM's constraint string)
    /// binds them. With `has_side_effects` it may read and write any
    /// memory; otherwise it has no effect besides its result.
    pub InlineAsmOp(INLINE_ASM, "llvm.inline_asm") {
        operands(operands: variadic(LLVM_TYPE))
        results(res: optional(LLVM_TYPE))
        attributes(
            asm_string: str = required(attrs::STR_ATTR),
            constraints: str = required(attrs::STR_ATTR),
            has_side_effects: unit = optional(attrs::UNIT_ATTR),
            is_align_stack: unit = optional(attrs::UNIT_ATTR),
            tail_call_kind: opt_enum = default_valued(AttrConstraint::Enum(&TAIL_CALL_KIND), tail_call_none),
            asm_dialect: opt_enum = optional(AttrConstraint::Enum(&ASM_DIALECT)),
            operand_attrs: opt_attr = optional(attrs::ARRAY_ATTR),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: i32) -> i32 {\n  %0 = llvm.inline_asm has_side_effects \"mov $1, $0\", \"=r,r\" %arg0 : (i32) -> i32\n  llvm.return %0 : i32\n}",
        format: Some(
            "(`has_side_effects` $has_side_effects^)? \
             (`is_align_stack` $is_align_stack^)? \
             (`tail_call_kind` `=` $tail_call_kind^)? \
             (`asm_dialect` `=` $asm_dialect^)? \
             (`operand_attrs` `=` $operand_attrs^)? \
             attr-dict $asm_string `,` $constraints operands `:` functional-type(operands, results)",
        ),
        verify: Some(verify_inline_asm),
        interfaces: &[&INLINE_ASM_EFFECTS],
    }
}

/// `InlineAsmOp::verify`: inline assembly cannot be a `musttail` call.
fn verify_inline_asm(op: OpRef<'_>) -> LogicalResult {
    let kind = op
        .attr("tail_call_kind")
        .and_then(|a| TAIL_CALL_KIND.attr_value(op.ctx, a))
        .and_then(|v| TAIL_CALL_KIND.keyword(v));
    if kind == Some("musttail") {
        return Err(op.emit_op_error("tail call kind 'musttail' is not supported by this operation"));
    }
    Ok(())
}

/// Side-effecting inline assembly reads and writes unknown memory; the
/// rest has no effect. The effects depend on `has_side_effects`, so they
/// are computed from the op rather than declared.
fn inline_asm_effects(op: OpRef<'_>, out: &mut Vec<MemoryEffect>) {
    if op.attr("has_side_effects").is_some() {
        for kind in [EffectKind::Read, EffectKind::Write] {
            out.push(MemoryEffect {
                kind,
                value: None,
                resource: DEFAULT_RESOURCE,
                symbol: None,
            });
        }
    }
}

strata_ods::op! {
    /// Resumes the propagation of the exception `value` (the result of an
    /// `llvm.landingpad`) to the caller. It terminates its block.
    pub ResumeOp(RESUME, "llvm.resume") {
        operands(value: single(LLVM_TYPE))
        build(explicit)
        example: "llvm.func @__gxx_personality_v0(...) -> i32\nllvm.func @example() attributes {personality = @__gxx_personality_v0} {\n  llvm.return\n^bb1:  // no predecessors\n  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>\n  llvm.resume %0 : !llvm.struct<(ptr, i32)>\n}",
        traits: OpTraits::TERMINATOR,
        format: Some("$value attr-dict `:` type($value)"),
    }
}

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

/// `llvm.mlir.global_ctors` and `llvm.mlir.global_dtors`: three lists of
/// one entry per function.
const fn structors(format: &'static str) -> OpSpec {
    OpSpec {
        format: Some(format),
        verify: Some(verify_structors),
        verify_symbol_uses: Some(verify_structor_symbol_uses),
        ..OpSpec::new("")
    }
}

strata_ods::op! {
    /// Lists functions to run when the program starts, in increasing
    /// order of `priorities`, each with a `data` pointer (or
    /// `#llvm.zero`) that says which global it initializes.
    pub GlobalCtorsOp(GLOBAL_CTORS, "llvm.mlir.global_ctors") {
        attributes(
            ctors: attr = required(FLAT_SYMBOL_ARRAY),
            priorities: attr = required(I32_ARRAY),
            data: attr = required(attrs::ARRAY_ATTR),
        )
        build(explicit)
        example: "llvm.func @init() {\n  llvm.return\n}\nllvm.mlir.global_ctors ctors = [@init], priorities = [0 : i32], data = [#llvm.zero]",
        ..structors("`ctors` `=` $ctors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict")
    }
    /// Lists functions to run when the program ends, in increasing order
    /// of `priorities`, each with a `data` pointer (or `#llvm.zero`).
    pub GlobalDtorsOp(GLOBAL_DTORS, "llvm.mlir.global_dtors") {
        attributes(
            dtors: attr = required(FLAT_SYMBOL_ARRAY),
            priorities: attr = required(I32_ARRAY),
            data: attr = required(attrs::ARRAY_ATTR),
        )
        build(explicit)
        example: "llvm.func @fini() {\n  llvm.return\n}\nllvm.mlir.global_dtors dtors = [@fini], priorities = [0 : i32], data = [#llvm.zero]",
        ..structors("`dtors` `=` $dtors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict")
    }
}

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
    let data = op
        .attr("data")
        .and_then(|a| ctx.array_attr_elements(a))
        .unwrap_or(&[]);
    let zero = super::attrs::zero_attr(ctx);
    if data
        .iter()
        .any(|&d| d != zero && ctx.flat_symbol_ref_value(d).is_none())
    {
        return Err(op.emit_error("data element must be symbol or #llvm.zero"));
    }
    Ok(())
}

/// Each constructor or destructor is an `llvm.func` with a body.
fn verify_structor_symbol_uses(op: OpRef<'_>, st: &dyn strata_ir::SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    let list = if op.attr("ctors").is_some() {
        "ctors"
    } else {
        "dtors"
    };
    let names = op
        .attr(list)
        .and_then(|a| ctx.array_attr_elements(a))
        .unwrap_or(&[]);
    for name in names.iter().filter_map(|&a| ctx.flat_symbol_ref_value(a)) {
        let n = ctx.ident_str(name);
        let Some(f) = st
            .lookup_symbol(name)
            .filter(|f| super::func::LLVMFuncOp::from_ref(*f).is_some())
        else {
            return Err(op.emit_op_error(format!("'{n}' does not reference a valid LLVM function")));
        };
        if strata_ir::function_interface::is_external(f) {
            return Err(op.emit_op_error(format!("'{n}' does not have a definition")));
        }
    }
    Ok(())
}

strata_ods::op! {
    /// The module flags of the LLVM module (`!llvm.module.flags`): a list
    /// of `#llvm.mlir.module_flag<behavior, "key", value>`.
    pub ModuleFlagsOp(MODULE_FLAGS, "llvm.module_flags") {
        attributes(flags: attr = required(attrs::ARRAY_ATTR))
        summary: "Information about module properties",
        example: "llvm.module_flags [#llvm.mlir.module_flag<error, \"wchar_size\", 4 : i32>]",
        format: Some("$flags attr-dict"),
        verify: Some(verify_module_flags),
    }
}

/// `ModuleFlagsOp::verify`, in part: the list holds module flags (where
/// the op sits is not checked).
fn verify_module_flags(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let flags = op
        .attr("flags")
        .and_then(|a| ctx.array_attr_elements(a))
        .unwrap_or(&[]);
    if !flags.iter().all(|&f| super::attrs::is_module_flag(ctx, f)) {
        return Err(op.emit_op_error("expected a module flag attribute"));
    }
    Ok(())
}

fn is_string_array(ctx: &Context, a: strata_ir::Attribute) -> bool {
    ctx.array_attr_elements(a)
        .is_some_and(|v| v.iter().all(|&e| attrs::STR_ATTR.check(ctx, e)))
}

const STRING_ARRAY: AttrConstraint = AttrConstraint::Custom {
    summary: "string array attribute",
    check: is_string_array,
};

strata_ods::op! {
    /// Options the linker gets when it links the object file
    /// (`!llvm.linker.options`), such as the libraries to link against.
    pub LinkerOptionsOp(LINKER_OPTIONS, "llvm.linker_options") {
        attributes(options: attr = required(STRING_ARRAY))
        build(explicit)
        summary: "Options to pass to the linker when the object file is linked",
        example: "llvm.linker_options [\"-l\", \"m\"]",
        format: Some("$options attr-dict"),
        verify: Some(verify_linker_options),
    }
}

/// `LinkerOptionsOp::verify`, in part: the op is directly in a module
/// (checked when its parent is in the same body: the top block of an
/// isolated op's body, such as a function's, is not told apart from a
/// nested module's).
fn verify_linker_options(op: OpRef<'_>) -> LogicalResult {
    let at_module = op.parent().is_none_or(|p| p.name_str() == "builtin.module");
    if !at_module {
        return Err(op.emit_op_error("must appear at the module level"));
    }
    Ok(())
}

strata_ods::op! {
    /// A symbol table of comdat selectors (`llvm.comdat_selector`), which
    /// globals and functions name to be placed in a COMDAT group of the
    /// object file.
    pub ComdatOp(COMDAT_OP, "llvm.comdat") {
        attributes(sym_name: str = required(attrs::STR_ATTR))
        regions(body: single(RegionConstraint::Sized(1)))
        summary: "LLVM dialect comdat region",
        example: COMDAT_EXAMPLE,
        traits: OpTraits::NO_TERMINATOR
            .union(OpTraits::NO_REGION_ARGUMENTS)
            .union(OpTraits::SYMBOL_TABLE)
            .union(OpTraits::SYMBOL),
        verify_regions: Some(verify_comdat),
        parse: Some(parse_comdat),
        print: Some(print_comdat),
    }
}

/// `ComdatOp::verifyRegions`: the body holds only selectors.
fn verify_comdat(op: OpRef<'_>) -> LogicalResult {
    let (body, regions) = op.regions();
    let Some(block) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return Ok(());
    };
    for o in body.block_ops(block) {
        let inner = OpRef::new(op.ctx, body, o);
        if ComdatSelectorOp::from_ref(inner).is_none() {
            return Err(inner.emit_error("only comdat selector symbols can appear in a comdat region"));
        }
    }
    Ok(())
}

strata_ods::op! {
    /// A COMDAT group and how the linker chooses among its definitions
    /// (`any`, `exactmatch`, `largest`, `nodeduplicate`, `samesize`).
    pub ComdatSelectorOp(COMDAT_SELECTOR, "llvm.comdat_selector") {
        attributes(
            sym_name: str = required(attrs::STR_ATTR),
            comdat: enum = required(AttrConstraint::Enum(&COMDAT)),
        )
        build(explicit)
        summary: "LLVM dialect comdat selector declaration",
        example: COMDAT_EXAMPLE,
        traits: OpTraits::SYMBOL,
        parse: Some(parse_comdat_selector),
        print: Some(print_comdat_selector),
    }
}

/// A comdat with one selector, used by a global.
const COMDAT_EXAMPLE: &str = "llvm.comdat @comdats {\n  llvm.comdat_selector @any_group any\n}\nllvm.mlir.global external @shared(0 : i32) comdat(@comdats::@any_group) {addr_space = 0 : i32} : i32";

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

/// The ops of this file.
pub(crate) const OPS: &[&OpSpec] = &[
    &MODULE_FLAGS,
    &LINKER_OPTIONS,
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
];
