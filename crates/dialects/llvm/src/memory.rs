//! Memory, aggregate and vector ops of the `llvm` dialect: `llvm.load`,
//! `llvm.store`, `llvm.alloca`, `llvm.getelementptr`, `llvm.extractvalue`,
//! `llvm.insertvalue`, `llvm.extractelement`, `llvm.insertelement` and
//! `llvm.shufflevector`.

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult, UnresolvedOperand};
use strata_ir::interfaces::{
    EffectKind, MemoryEffect, MemoryEffectOpInterface, AUTOMATIC_ALLOCATION_SCOPE_RESOURCE, DEFAULT_RESOURCE,
};
use strata_ir::{Attribute, Context, Location, LogicalResult, OpRef, OpTraits, Type, TypeKind, ValueId};
use strata_ods::asm_format::int_array_elements;
use strata_ods::constraints::{attrs, types, AttrConstraint, TypeConstraint};
use strata_ods::directives::{dense_i64_values, CustomDirective, ParseArg, PrintArg};
use strata_ods::typed::OpCreate;
use strata_ods::{OpSpec, Predicate};

use super::attrs::{ATOMIC_ORDERING, GEP_NO_WRAP};
use super::ops::{AGGREGATE, INT_SV, LLVM_TYPE, PRIMITIVE, PTR, PTR_SV, VECTOR};
use super::types::{is_compatible_type, llvm_kind, llvm_type, LlvmKind, LlvmType};

use TypeConstraint as T;

fn is_loadable(ctx: &Context, t: Type) -> bool {
    // `isLoadableType`: a compatible type with a size, not an opaque struct.
    is_compatible_type(ctx, t)
        && match llvm_kind(ctx, t) {
            Some((
                LlvmKind::Void | LlvmKind::Func | LlvmKind::Label | LlvmKind::Metadata | LlvmKind::Token,
                _,
            )) => false,
            // An identified struct is opaque when its body is unit.
            Some((LlvmKind::Struct, params)) => params
                .last()
                .is_none_or(|&b| !matches!(ctx.attr_kind(b), strata_ir::AttrKind::Unit)),
            Some((LlvmKind::TargetExt, _)) => super::types::target_ext_supports_mem_ops(ctx, t),
            _ => true,
        }
}

/// `LLVM_LoadableType`.
const LOADABLE: T = T::Custom {
    summary: "LLVM type with size",
    check: is_loadable,
};

fn not_atomic(ctx: &Context) -> Attribute {
    ATOMIC_ORDERING.attr(ctx, 0)
}

const ORDERING: AttrConstraint = AttrConstraint::Enum(&ATOMIC_ORDERING);

/// The effects of a load: they depend on its `volatile_` and `ordering`
/// attributes, so they are computed from the op rather than declared.
const LOAD_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface {
    effects: |op, out| access_effects(op, op.operand(0), EffectKind::Read, out),
};

/// The effects of a store (as [`LOAD_EFFECTS`]).
const STORE_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface {
    effects: |op, out| access_effects(op, op.operand(1), EffectKind::Write, out),
};

strata_ods::op! {
    /// Reads a value of the result type from the address `addr`. The
    /// access may be `volatile`, `atomic` (with an `ordering` and an
    /// optional `syncscope`; atomic loads need an alignment and a type of
    /// a power-of-two size of at least a byte), `nontemporal` or
    /// `invariant`; `dereferenceable` states how many bytes at a loaded
    /// pointer can be read. Reading memory that is not allocated is
    /// undefined behaviour.
    pub LoadOp(LOAD, "llvm.load") {
        operands(addr: single(PTR))
        results(res: single(LOADABLE))
        attributes(
            alignment: opt_int = optional(attrs::I64_ATTR),
            volatile_: unit = optional(attrs::UNIT_ATTR),
            nontemporal: unit = optional(attrs::UNIT_ATTR),
            invariant: unit = optional(attrs::UNIT_ATTR),
            invariant_group "invariantGroup": unit = optional(attrs::UNIT_ATTR),
            ordering: opt_enum = default_valued(ORDERING, not_atomic),
            syncscope: opt_str = optional(attrs::STR_ATTR),
            dereferenceable: opt_attr = optional(DEREFERENCEABLE_ATTR),
            access_groups: opt_attr = optional(super::attrs::ACCESS_GROUPS),
            alias_scopes: opt_attr = optional(super::attrs::ALIAS_SCOPES),
            noalias_scopes: opt_attr = optional(super::attrs::ALIAS_SCOPES),
            tbaa: opt_attr = optional(super::attrs::TBAA_TAGS),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: !llvm.ptr) -> i32 {\n  %0 = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32\n  %1 = llvm.load volatile %arg0 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32\n  %2 = llvm.add %0, %1 : i32\n  llvm.return %2 : i32\n}",
        format: Some(
            "(`volatile` $volatile_^)? $addr \
             (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? \
             (`invariant` $invariant^)? \
             (`invariant_group` $invariantGroup^)? \
             (`dereferenceable` `` custom<DereferenceableBody>($dereferenceable)^)? \
             attr-dict `:` qualified(type($addr)) `->` type($res)",
        ),
        custom_directives: &[&DEREFERENCEABLE_BODY],
        verify: Some(verify_load),
        interfaces: &[&LOAD_EFFECTS, &crate::mem_slot::PROMOTABLE_LOAD],
    }
    /// Writes `value` to the address `addr`. As for `llvm.load`, the
    /// access may be `volatile`, `atomic` (with an ordering other than
    /// `acquire` and `acq_rel`, an alignment and a suitable type) or
    /// `nontemporal`. Writing memory that is not allocated is undefined
    /// behaviour.
    pub StoreOp(STORE, "llvm.store") {
        operands(value: single(LOADABLE), addr: single(PTR))
        attributes(
            alignment: opt_int = optional(attrs::I64_ATTR),
            volatile_: unit = optional(attrs::UNIT_ATTR),
            nontemporal: unit = optional(attrs::UNIT_ATTR),
            invariant_group "invariantGroup": unit = optional(attrs::UNIT_ATTR),
            ordering: opt_enum = default_valued(ORDERING, not_atomic),
            syncscope: opt_str = optional(attrs::STR_ATTR),
            access_groups: opt_attr = optional(super::attrs::ACCESS_GROUPS),
            alias_scopes: opt_attr = optional(super::attrs::ALIAS_SCOPES),
            noalias_scopes: opt_attr = optional(super::attrs::ALIAS_SCOPES),
            tbaa: opt_attr = optional(super::attrs::TBAA_TAGS),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: f32, %arg1: !llvm.ptr) {\n  llvm.store %arg0, %arg1 {alignment = 4 : i64} : f32, !llvm.ptr\n  llvm.store %arg0, %arg1 atomic syncscope(\"agent\") release {alignment = 4 : i64} : f32, !llvm.ptr\n  llvm.return\n}",
        format: Some(
            "(`volatile` $volatile_^)? $value `,` $addr \
             (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? \
             (`invariant_group` $invariantGroup^)? \
             attr-dict `:` type($value) `,` qualified(type($addr))",
        ),
        verify: Some(verify_store),
        interfaces: &[&STORE_EFFECTS, &crate::mem_slot::PROMOTABLE_STORE],
    }
}

impl LoadOp {
    /// A plain (non-volatile, non-atomic) load of `ty` from `addr`,
    /// optionally aligned and nontemporal: MLIR's builder with its
    /// defaults.
    pub fn build_simple<B: OpCreate + ?Sized>(
        b: &mut B,
        loc: Location,
        ty: Type,
        addr: ValueId,
        alignment: Option<i64>,
        nontemporal: bool,
    ) -> LoadOp {
        LoadOp::build(
            b,
            loc,
            ty,
            addr,
            alignment,
            false,
            nontemporal,
            false,
            false,
            None,
            None,
            None,
            None,
            None,
            None,
            None,
        )
    }
}

impl StoreOp {
    /// A plain (non-volatile, non-atomic) store of `value` to `addr`,
    /// optionally aligned and nontemporal: MLIR's builder with its
    /// defaults.
    pub fn build_simple<B: OpCreate + ?Sized>(
        b: &mut B,
        loc: Location,
        value: ValueId,
        addr: ValueId,
        alignment: Option<i64>,
        nontemporal: bool,
    ) -> StoreOp {
        StoreOp::build(
            b,
            loc,
            value,
            addr,
            alignment,
            false,
            nontemporal,
            false,
            None,
            None,
            None,
            None,
            None,
            None,
        )
    }
}

fn ordering_of(op: OpRef<'_>) -> u64 {
    op.attr("ordering")
        .and_then(|a| ATOMIC_ORDERING.attr_value(op.ctx, a))
        .unwrap_or(0)
}

/// `isTypeCompatibleWithAtomicOp`: an integer, float or pointer whose size
/// in bits is a power of two of at least 8 (not `i1`, `i33` or `f80`).
pub(crate) fn is_atomic_compatible(ctx: &Context, t: Type) -> bool {
    super::types::is_ptr(ctx, t)
        || (super::types::is_compatible_float(ctx, t)
            && !matches!(
                ctx.type_kind(t),
                strata_ir::TypeKind::Float(strata_ir::FloatKind::F80)
            ))
        || ctx
            .integer_width(t)
            .is_some_and(|w| w >= 8 && w.is_power_of_two())
}

/// `LoadOp::verify` and `StoreOp::verify`: atomic accesses need a type
/// LLVM supports atomically and an alignment, and exclude some orderings.
fn verify_atomic(op: OpRef<'_>, value_type: Type, bad: &[u64]) -> LogicalResult {
    let ordering = ordering_of(op);
    if ordering == 0 {
        if op.attr("syncscope").is_some() {
            return Err(op.emit_op_error("expected syncscope to be null for non-atomic access"));
        }
        return Ok(());
    }
    let ctx = op.ctx;
    if !is_atomic_compatible(ctx, value_type) {
        return Err(op.emit_op_error(format!(
            "unsupported type '{}' for atomic access",
            ctx.type_to_string(value_type)
        )));
    }
    if bad.contains(&ordering) {
        return Err(op.emit_op_error(
            "unsupported ordering '".to_string() + ATOMIC_ORDERING.keyword(ordering).unwrap_or("") + "'",
        ));
    }
    if op.attr("alignment").is_none() {
        return Err(op.emit_op_error("expected alignment for atomic access"));
    }
    Ok(())
}

fn verify_load(op: OpRef<'_>) -> LogicalResult {
    // Release and acq_rel are not valid for loads.
    verify_atomic(op, op.result_type(0), &[5, 6])?;
    verify_dereferenceable(op)
}

/// `DereferenceableOpInterface`'s check: an op stating how many bytes
/// its result can access must return a single pointer.
pub(crate) fn verify_dereferenceable(op: OpRef<'_>) -> LogicalResult {
    if op.attr("dereferenceable").is_some()
        && !matches!(llvm_type(op.ctx, op.result_type(0)), Some(LlvmType::Ptr { .. }))
    {
        return Err(op.emit_op_error("expected op to return a single LLVM pointer type"));
    }
    Ok(())
}

/// `#llvm.dereferenceable<...>` (its properties store only those).
pub(crate) const DEREFERENCEABLE_ATTR: AttrConstraint = AttrConstraint::Class {
    summary: "LLVM dereferenceable attribute",
    check: |ctx, a| super::attrs::dereferenceable_value(ctx, a).is_some(),
};

/// `custom<DereferenceableBody>($dereferenceable)`: the attribute after
/// the `dereferenceable` keyword, without its `#llvm.dereferenceable`
/// prefix (MLIR prints the attributes of a known class stripped).
pub(crate) static DEREFERENCEABLE_BODY: CustomDirective = CustomDirective {
    name: "DereferenceableBody",
    parse: |p, args| {
        let a = super::attrs::parse_dereferenceable_body(p.as_asm_parser())?;
        args[0] = ParseArg::Attr(Some(a));
        Ok(())
    },
    print: |p, _op, args| {
        if let Some(a) = args.first().and_then(PrintArg::attr) {
            super::attrs::print_dereferenceable_body(p.as_asm_printer(), a);
        }
    },
};

fn verify_store(op: OpRef<'_>) -> LogicalResult {
    // Acquire and acq_rel are not valid for stores.
    verify_atomic(op, op.operand_type(0), &[4, 6])
}

/// Reads (load) or writes (store) the address; volatile and atomic
/// accesses other than unordered also read and write unknown memory.
fn access_effects(op: OpRef<'_>, addr: ValueId, kind: EffectKind, out: &mut Vec<MemoryEffect>) {
    out.push(MemoryEffect {
        kind,
        value: Some(addr),
        resource: DEFAULT_RESOURCE,
        symbol: None,
    });
    let ordering = ordering_of(op);
    if op.attr("volatile_").is_some() || (ordering != 0 && ordering != 1) {
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

// ---- alloca -----------------------------------------------------------------------

strata_ods::op! {
    /// Allocates `arraySize` elements of `elem_type` on the stack of the
    /// enclosing function and returns a pointer to them; the memory is
    /// released when the function returns. An `alignment` of zero or none
    /// leaves the choice to the target; `inalloca` marks an argument
    /// block for the `inalloca` calling convention.
    pub AllocaOp(ALLOCA, "llvm.alloca") {
        operands(array_size "arraySize": single(types::ANY_SIGNLESS_INTEGER))
        results(res: single(PTR) [Allocate in AUTOMATIC_ALLOCATION_SCOPE_RESOURCE])
        attributes(
            alignment: opt_int = optional(attrs::I64_ATTR),
            elem_type: type = required(attrs::TYPE_ATTR),
            inalloca: unit = optional(attrs::UNIT_ATTR),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: i64) -> !llvm.ptr {\n  %0 = llvm.alloca %arg0 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}",
        verify: Some(verify_alloca),
        parse: Some(parse_alloca),
        print: Some(print_alloca),
        interfaces: &[&crate::mem_slot::PROMOTABLE_ALLOCA],
    }
}

/// `AllocaOp::verify`: only target extension types that support memory
/// operations can be allocated.
fn verify_alloca(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    if let Some(t) = op.attr("elem_type").and_then(|a| ctx.type_attr_value(a)) {
        if super::types::target_ext_name(ctx, t).is_some()
            && !super::types::target_ext_supports_mem_ops(ctx, t)
        {
            return Err(op.emit_op_error("this target extension type cannot be used in alloca"));
        }
    }
    Ok(())
}

/// `(inalloca)? $arraySize x $elem_type attr-dict : (type($arraySize)) -> type($res)`.
pub(crate) fn parse_alloca(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut strata_ir::OperationState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let inalloca = p.parse_optional_keyword("inalloca");
    let size = p.parse_operand()?;
    p.parse_keyword("x")?;
    let elem = p.parse_type()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let alignment = attrs.iter().find(|(n, _)| ctx.ident_str(*n) == "alignment");
    if alignment.is_some_and(|&(_, a)| ctx.integer_attr_value(a).is_none()) {
        let at = p.name_pos();
        return Err(p.emit_error_at(at, "expected integer alignment"));
    }
    p.parse_punct(":")?;
    let fn_pos = p.current_pos();
    let fty = p.parse_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(fty).clone() else {
        return Err(p.emit_error_at(
            fn_pos,
            "expected trailing function type with one argument and one result",
        ));
    };
    if inputs.len() != 1 || results.len() != 1 {
        return Err(p.emit_error_at(
            fn_pos,
            "expected trailing function type with one argument and one result",
        ));
    }
    let v = p.resolve_operand(&size, inputs[0])?;
    state.operands.push(v);
    state.result_types.push(results[0]);
    let mut props = vec![(ctx.ident("elem_type"), ctx.type_attr(elem))];
    if inalloca {
        props.push((ctx.ident("inalloca"), ctx.unit_attr()));
    }
    strata_ods::asm_format::set_parsed_attributes(
        ctx,
        state,
        props,
        attrs,
        &["alignment", "elem_type", "inalloca"],
    );
    Ok(())
}

pub(crate) fn print_alloca(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    if op.attr("inalloca").is_some() {
        p.write_str("inalloca ");
    }
    p.print_operand(op.operand(0));
    p.write_str(" x ");
    if let Some(t) = op.attr("elem_type").and_then(|a| ctx.type_attr_value(a)) {
        p.print_type(t);
    }
    // A zero alignment is not printed.
    let mut elided = vec!["elem_type", "inalloca"];
    if op
        .attr("alignment")
        .and_then(|a| ctx.integer_attr_value(a))
        .is_some_and(|v| v.is_zero())
    {
        elided.push("alignment");
    }
    p.print_optional_attr_dict(&super::ops::all_attrs(op), &elided);
    p.write_str(" : (");
    p.print_type(op.operand_type(0));
    p.write_str(") -> ");
    p.print_type(op.result_type(0));
}

// ---- getelementptr --------------------------------------------------------------------

/// `GEPOp::kDynamicIndex`: the marker of a dynamic index.
pub const GEP_DYNAMIC_INDEX: i32 = i32::MIN;

fn i32_values(ctx: &Context, a: Attribute) -> Option<Vec<i32>> {
    let (w, v) = int_array_elements(ctx, a)?;
    (w == 32).then(|| v.into_iter().map(|x| x as i32).collect())
}

fn parse_gep_indices(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    let mut values: Vec<UnresolvedOperand> = Vec::new();
    let mut raw: Vec<i32> = Vec::new();
    loop {
        if let Some(v) = p.parse_optional_operand()? {
            values.push(v);
            raw.push(GEP_DYNAMIC_INDEX);
        } else if let Some(i) = p.parse_optional_integer()? {
            raw.push(i as i32);
        } else if raw.is_empty() {
            break;
        } else {
            return Err(p.emit_error("expected SSA value or integer"));
        }
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    let ctx = p.ctx();
    if let [ParseArg::Operands(v), ParseArg::Attr(a), ..] = args {
        *v = values;
        *a = Some(strata_dialect_utils::attrs::dense_i32_array(ctx, &raw));
    }
    Ok(())
}

fn print_gep_indices(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, args: &[PrintArg]) {
    let values = args.first().map(PrintArg::operands).unwrap_or_default();
    let raw = args
        .get(1)
        .and_then(PrintArg::attr)
        .and_then(|a| i32_values(op.ctx, a))
        .unwrap_or_default();
    let mut dynamic = values.iter();
    for (i, &n) in raw.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if n == GEP_DYNAMIC_INDEX {
            if let Some(&v) = dynamic.next() {
                p.print_operand(v);
            }
        } else {
            p.write_str(&n.to_string());
        }
    }
}

/// `custom<GEPIndices>($dynamicIndices, $rawConstantIndices)`.
pub static GEP_INDICES: CustomDirective = CustomDirective {
    name: "GEPIndices",
    parse: parse_gep_indices,
    print: print_gep_indices,
};

fn gep_no_wrap_none(ctx: &Context) -> Attribute {
    GEP_NO_WRAP.attr(ctx, 0)
}

strata_ods::op! {
    /// Computes the address of an element of `elem_type` relative to
    /// `base`, without accessing memory. The indices are constants or
    /// values (`rawConstantIndices` holds the constants, with a marker
    /// where a dynamic index comes); the first steps over whole
    /// `elem_type`s, the others go into arrays, vectors and structs
    /// (struct indices must be constants). `noWrapFlags` (`inbounds`,
    /// `nusw`, `nuw`) make an out-of-object or wrapping address poison.
    pub GEPOp(GEP, "llvm.getelementptr") {
        operands(base: single(PTR_SV), dynamic_indices "dynamicIndices": variadic(INT_SV))
        results(res: single(PTR_SV))
        attributes(
            raw_constant_indices "rawConstantIndices": attr = required(attrs::DENSE_I32_ARRAY_ATTR),
            elem_type: type = required(attrs::TYPE_ATTR),
            no_wrap_flags "noWrapFlags": opt_enum = default_valued(AttrConstraint::Enum(&GEP_NO_WRAP), gep_no_wrap_none),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr {\n  %0 = llvm.getelementptr inbounds %arg0[%arg1, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>\n  llvm.return %0 : !llvm.ptr\n}",
        traits: OpTraits::PURE,
        format: Some(
            "($noWrapFlags^)? $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` \
             attr-dict `:` functional-type(operands, results) `,` $elem_type",
        ),
        custom_directives: &[&GEP_INDICES],
        verify: Some(verify_gep),
        fold: Some(super::fold::fold_gep),
    }
}

/// `GEPOp::verify`: one dynamic index per dynamic marker, and indices into
/// structs constant and in bounds.
fn verify_gep(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(raw) = op.attr("rawConstantIndices").and_then(|a| i32_values(ctx, a)) else {
        return Ok(());
    };
    let flags = op
        .attr("noWrapFlags")
        .and_then(|a| GEP_NO_WRAP.attr_value(ctx, a));
    if flags.and_then(|v| GEP_NO_WRAP.keyword(v)) == Some("inbounds_flag") {
        return Err(op.emit_op_error("'inbounds_flag' cannot be used directly."));
    }
    let dynamic = raw.iter().filter(|&&i| i == GEP_DYNAMIC_INDEX).count();
    if dynamic != op.num_operands() - 1 {
        return Err(op.emit_op_error("expected as many dynamic indices as specified in 'rawConstantIndices'"));
    }
    let Some(mut ty) = op.attr("elem_type").and_then(|a| ctx.type_attr_value(a)) else {
        return Ok(());
    };
    // The first index steps over the pointer; the others go into the type.
    for (pos, &index) in raw.iter().enumerate().skip(1) {
        match llvm_type(ctx, ty) {
            Some(LlvmType::Struct { body, .. }) => {
                let body = body.unwrap_or_default();
                if index == GEP_DYNAMIC_INDEX {
                    return Err(
                        op.emit_op_error(format!("expected index {pos} indexing a struct to be constant"))
                    );
                }
                if index < 0 || index as usize >= body.len() {
                    return Err(op.emit_op_error(format!("index {pos} indexing a struct is out of bounds")));
                }
                ty = body[index as usize];
            }
            Some(LlvmType::Array { element, .. }) => ty = element,
            _ => match ctx.type_kind(ty) {
                TypeKind::Vector { element, .. } => ty = *element,
                _ => {
                    return Err(op.emit_op_error(format!(
                        "type '{}' cannot be indexed (index #{pos})",
                        ctx.type_to_string(ty)
                    )))
                }
            },
        }
    }
    Ok(())
}

// ---- aggregates ----------------------------------------------------------------------

/// The type at `position` inside `container`, or an error message.
fn value_type_at(ctx: &Context, container: Type, position: &[i64]) -> Result<Type, String> {
    let mut ty = container;
    for &p in position {
        match llvm_type(ctx, ty) {
            Some(LlvmType::Array { element, len }) => {
                if p < 0 || p as u64 >= len {
                    return Err(format!("position out of bounds: {p}"));
                }
                ty = element;
            }
            Some(LlvmType::Struct { body, .. }) => {
                let body = body.unwrap_or_default();
                if p < 0 || p as usize >= body.len() {
                    return Err(format!("position out of bounds: {p}"));
                }
                ty = body[p as usize];
            }
            _ if !is_compatible_type(ctx, ty) => {
                return Err(format!(
                    "expected LLVM IR Dialect type, got '{}'",
                    ctx.type_to_string(ty)
                ))
            }
            _ => {
                return Err(format!(
                    "expected LLVM IR structure/array type, got: '{}'",
                    ctx.type_to_string(ty)
                ))
            }
        }
    }
    Ok(ty)
}

fn parse_value_element_type(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    let ctx = p.ctx();
    let container = args.get(1).and_then(|a| a.types().first().copied());
    let position = args
        .get(2)
        .and_then(ParseArg::attr)
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    let Some(container) = container else {
        return Ok(());
    };
    match value_type_at(ctx, container, &position) {
        Ok(t) => {
            if let Some(ParseArg::Types(v)) = args.first_mut() {
                *v = vec![t];
            }
            Ok(())
        }
        Err(msg) => Err(p.emit_error(&msg)),
    }
}

fn print_value_element_type(_p: &mut dyn OpAsmPrinter<'_>, _op: OpRef<'_>, _args: &[PrintArg]) {}

/// `custom<InsertExtractValueElementType>(type($v), ref(type($container)),
/// ref($position))`: prints nothing; the value type follows from the
/// container type and the position.
pub static INSERT_EXTRACT_VALUE_ELEMENT_TYPE: CustomDirective = CustomDirective {
    name: "InsertExtractValueElementType",
    parse: parse_value_element_type,
    print: print_value_element_type,
};

fn verify_value_position(op: OpRef<'_>, value_type: Type) -> LogicalResult {
    let ctx = op.ctx;
    let position = op
        .attr("position")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    match value_type_at(ctx, op.operand_type(0), &position) {
        Err(msg) => Err(op.emit_op_error(msg)),
        Ok(t) if t != value_type => Err(op.emit_op_error(format!(
            "Type mismatch: extracting from '{}' should produce '{}' but this op returns '{}'",
            ctx.type_to_string(op.operand_type(0)),
            ctx.type_to_string(t),
            ctx.type_to_string(value_type)
        ))),
        Ok(_) => Ok(()),
    }
}

fn verify_extractvalue(op: OpRef<'_>) -> LogicalResult {
    verify_value_position(op, op.result_type(0))
}

fn verify_insertvalue(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let position = op
        .attr("position")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    match value_type_at(ctx, op.operand_type(0), &position) {
        Err(msg) => Err(op.emit_op_error(msg)),
        Ok(t) if t != op.operand_type(1) => Err(op.emit_op_error(format!(
            "Type mismatch: cannot insert '{}' into '{}'",
            ctx.type_to_string(op.operand_type(1)),
            ctx.type_to_string(op.operand_type(0))
        ))),
        Ok(_) => Ok(()),
    }
}

strata_ods::op! {
    /// Reads the element of the struct or array value `container` at
    /// `position`, one index per level of nesting. The result type is the
    /// element's, which the custom form does not print.
    pub ExtractValueOp(EXTRACTVALUE, "llvm.extractvalue") {
        operands(container: single(AGGREGATE))
        results(res: single(LLVM_TYPE))
        attributes(position: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR))
        build(explicit)
        example: "llvm.func @example(%arg0: !llvm.struct<(i32, array<2 x f32>)>) -> f32 {\n  %0 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(i32, array<2 x f32>)> \n  llvm.return %0 : f32\n}",
        traits: OpTraits::PURE,
        format: Some(
            "$container `` $position attr-dict `:` type($container) \
             custom<InsertExtractValueElementType>(type($res), ref(type($container)), ref($position))",
        ),
        custom_directives: &[&INSERT_EXTRACT_VALUE_ELEMENT_TYPE],
        verify: Some(verify_extractvalue),
        fold: Some(super::fold::fold_extractvalue),
    }
    /// Returns `container` (a struct or array value) with the element at
    /// `position` replaced by `value`, whose type must be the element's.
    pub InsertValueOp(INSERTVALUE, "llvm.insertvalue") {
        operands(container: single(AGGREGATE), value: single(PRIMITIVE))
        results(res: single(AGGREGATE))
        attributes(position: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR))
        build(infer)
        example: "llvm.func @example(%arg0: !llvm.struct<(i32, f32)>, %arg1: f32) -> !llvm.struct<(i32, f32)> {\n  %0 = llvm.insertvalue %arg1, %arg0[1] : !llvm.struct<(i32, f32)> \n  llvm.return %0 : !llvm.struct<(i32, f32)>\n}",
        traits: OpTraits::PURE,
        format: Some(
            "$value `,` $container `` $position attr-dict `:` type($container) \
             custom<InsertExtractValueElementType>(type($value), ref(type($container)), ref($position))",
        ),
        predicates: &[Predicate::AllTypesMatch(&["container", "res"])],
        custom_directives: &[&INSERT_EXTRACT_VALUE_ELEMENT_TYPE],
        verify: Some(verify_insertvalue),
    }
}

// ---- vectors ----------------------------------------------------------------------

fn vector_element_type(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

fn parse_shuffle_type(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    let ctx = p.ctx();
    let v1 = args.first().and_then(|a| a.types().first().copied());
    let mask = args
        .get(2)
        .and_then(ParseArg::attr)
        .and_then(|a| i32_values(ctx, a))
        .unwrap_or_default();
    let Some(v1) = v1 else { return Ok(()) };
    let TypeKind::Vector {
        scalable, element, ..
    } = ctx.type_kind(v1).clone()
    else {
        return Err(p.emit_error("expected an LLVM compatible vector type"));
    };
    let ty = ctx.intern_type(TypeKind::Vector {
        shape: vec![mask.len() as i64].into(),
        scalable,
        element,
    });
    if let Some(ParseArg::Types(v)) = args.get_mut(1) {
        *v = vec![ty];
    }
    Ok(())
}

/// `custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))`: the
/// result is a vector of the mask's length; nothing is printed.
pub static SHUFFLE_TYPE: CustomDirective = CustomDirective {
    name: "ShuffleType",
    parse: parse_shuffle_type,
    print: print_value_element_type,
};

strata_ods::op! {
    /// Reads the element of `vector` at the integer `position`; a
    /// position out of bounds gives poison.
    pub ExtractElementOp(EXTRACTELEMENT, "llvm.extractelement") {
        operands(vector: single(VECTOR), position: single(types::ANY_SIGNLESS_INTEGER))
        results(res: single(LLVM_TYPE))
        build(infer)
        example: "llvm.func @example(%arg0: vector<4xf32>, %arg1: i32) -> f32 {\n  %0 = llvm.extractelement %arg0[%arg1 : i32] : vector<4xf32>\n  llvm.return %0 : f32\n}",
        traits: OpTraits::PURE,
        format: Some("$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"),
        predicates: &[Predicate::TypesMatchWith {
            summary: "result type matches vector element type",
            from: "vector",
            to: "res",
            transform: vector_element_type,
        }],
    }
    /// Returns `vector` with its element at `position` replaced by
    /// `value`; a position out of bounds gives poison.
    pub InsertElementOp(INSERTELEMENT, "llvm.insertelement") {
        operands(vector: single(VECTOR), value: single(PRIMITIVE), position: single(types::ANY_SIGNLESS_INTEGER))
        results(res: single(VECTOR))
        build(infer)
        example: "llvm.func @example(%arg0: vector<4xf32>, %arg1: f32, %arg2: i32) -> vector<4xf32> {\n  %0 = llvm.insertelement %arg1, %arg0[%arg2 : i32] : vector<4xf32>\n  llvm.return %0 : vector<4xf32>\n}",
        traits: OpTraits::PURE,
        format: Some("$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"),
        predicates: &[
            Predicate::TypesMatchWith {
                summary: "argument type matches vector element type",
                from: "vector",
                to: "value",
                transform: vector_element_type,
            },
            Predicate::AllTypesMatch(&["res", "vector"]),
        ],
    }
    /// Builds a vector from the elements of `v1` and `v2` (two vectors of
    /// one type, numbered one after the other) as `mask` says: one index
    /// per result element, -1 for a poison element.
    pub ShuffleVectorOp(SHUFFLEVECTOR, "llvm.shufflevector") {
        operands(v1: single(VECTOR), v2: single(VECTOR))
        results(res: single(VECTOR))
        attributes(mask: attr = required(attrs::DENSE_I32_ARRAY_ATTR))
        build(explicit)
        example: "llvm.func @example(%arg0: vector<2xf32>, %arg1: vector<2xf32>) -> vector<3xf32> {\n  %0 = llvm.shufflevector %arg0, %arg1 [0, 3, -1] : vector<2xf32> \n  llvm.return %0 : vector<3xf32>\n}",
        traits: OpTraits::PURE,
        format: Some("$v1 `,` $v2 $mask attr-dict `:` type($v1) custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))"),
        predicates: &[Predicate::AllTypesMatch(&["v1", "v2"])],
        custom_directives: &[&SHUFFLE_TYPE],
        verify: Some(verify_shufflevector),
        fold: Some(super::fold::fold_shufflevector),
    }
}

/// `ShuffleVectorOp::verify`: a scalable vector can only be splat.
fn verify_shufflevector(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let scalable = matches!(ctx.type_kind(op.operand_type(0)), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let mask = op
        .attr("mask")
        .and_then(|a| i32_values(ctx, a))
        .unwrap_or_default();
    if scalable && mask.windows(2).any(|w| w[0] != w[1]) {
        return Err(op.emit_op_error("expected a splat operation for scalable vectors"));
    }
    Ok(())
}

/// The ops of this file.
pub(crate) const OPS: &[&OpSpec] = &[
    &LOAD,
    &STORE,
    &ALLOCA,
    &GEP,
    &EXTRACTVALUE,
    &INSERTVALUE,
    &EXTRACTELEMENT,
    &INSERTELEMENT,
    &SHUFFLEVECTOR,
];
