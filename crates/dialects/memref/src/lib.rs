//! The `memref` dialect of MLIR 22: allocation, loads and stores, views
//! (subview, reinterpret_cast, view, expand/collapse_shape, transpose),
//! casts, globals, atomics and metadata extraction.

#![forbid(unsafe_code)]

use strata_dialect_utils::segments::operand_group;
use strata_dialect_utils::static_value::{dim_speculatability, verify_dynamic_sizes};
use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, LogicalResult, OpDef, OpRef, OpTraits, OperationState,
    SymbolLookup, Type, TypeKind, ValueId, DYNAMIC,
};
use strata_ods::constraints::{attrs, types, AttrConstraint, EnumDef, EnumStorage, TypeConstraint};
use strata_ods::directives::DYNAMIC_INDEX_LIST;
use strata_ods::{AttrSpec, OpSpec, Predicate, RegionConstraint, RegionSpec, TraitCheck, ValueSpec};

pub(crate) mod canonicalize;
pub(crate) mod fold;
pub mod layout;
mod mem_slot;
pub mod reshape;
pub(crate) mod reshape_folds;
pub mod views;

#[cfg(test)]
mod tests;
pub mod typed;

pub use typed::*;

use layout::{memref_parts, strides_and_offset};

// ---- constraints -------------------------------------------------------------

use TypeConstraint as T;

const ANY_MEMREF: TypeConstraint = types::ANY_MEMREF;
const MEMREF_OR_UNRANKED: TypeConstraint = T::RankedOrUnrankedMemRef;
const INDEX: TypeConstraint = types::INDEX;

fn is_non0_ranked_or_unranked(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::UnrankedMemRef { .. } => true,
        TypeKind::MemRef { shape, .. } => !shape.is_empty(),
        _ => false,
    }
}

const NON0_MEMREF: TypeConstraint = T::Custom {
    summary: "unranked.memref of any type values or non-0-ranked.memref of any type values",
    check: is_non0_ranked_or_unranked,
};

fn is_strided(ctx: &Context, t: Type) -> bool {
    strides_and_offset(ctx, t).is_some()
}

const STRIDED_MEMREF: TypeConstraint = T::Custom {
    summary: "strided memref of any type values",
    check: is_strided,
};

const STRIDED_MEMREF_RANK0: TypeConstraint = T::Custom {
    summary: "strided memref of any type values of rank 0",
    check: |ctx, t| is_strided(ctx, t) && ctx.shape(t).is_some_and(|s| s.is_empty()),
};

fn is_1d_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { shape, .. } if shape.len() == 1)
}

const MEMREF_1D: TypeConstraint = T::Custom {
    summary: "1D memref of any type values",
    check: is_1d_memref,
};

const MEMREF_1D_I8: TypeConstraint = T::Custom {
    summary: "1D memref of 8-bit signless integer values",
    check: |ctx, t| is_1d_memref(ctx, t) && ctx.element_type(t) == Some(ctx.i8()),
};

const MEMREF_1D_INT_OR_INDEX: TypeConstraint = T::Custom {
    summary: "1D memref of signless integer or index values",
    check: |ctx, t| {
        is_1d_memref(ctx, t)
            && ctx
                .element_type(t)
                .is_some_and(|e| ctx.is_signless_integer(e) || ctx.is_index(e))
    },
};

const STATIC_MEMREF: TypeConstraint = T::Custom {
    summary: "statically shaped memref of any type values",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d != DYNAMIC)),
};

const INT_OR_FLOAT: TypeConstraint = T::AnyOf(&[T::AnySignlessInteger, T::AnyFloat]);
const INT_OR_FLOAT_MEMREF: TypeConstraint = T::MemRefOf(&[T::AnySignlessInteger, T::AnyFloat]);

fn int_value(ctx: &Context, a: Attribute) -> Option<i64> {
    ctx.integer_attr_value(a).map(|v| v.sext_i64())
}

const ALIGNMENT: AttrConstraint = AttrConstraint::Confined {
    base: &attrs::I64_ATTR,
    summary:
        "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    check: |ctx, a| int_value(ctx, a).is_some_and(|v| v > 0 && (v as u64).is_power_of_two()),
};

const POSITIVE_I32: AttrConstraint = AttrConstraint::Confined {
    base: &attrs::I32_ATTR,
    summary: "32-bit signless integer attribute whose value is positive",
    check: |ctx, a| int_value(ctx, a).is_some_and(|v| v > 0),
};

const LOCALITY: AttrConstraint = AttrConstraint::Confined {
    base: &attrs::I32_ATTR,
    summary: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    check: |ctx, a| int_value(ctx, a).is_some_and(|v| (0..=3).contains(&v)),
};

const MEMREF_TYPE_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "memref type attribute",
    check: |ctx, a| {
        ctx.type_attr_value(a)
            .is_some_and(|t| matches!(ctx.type_kind(t), TypeKind::MemRef { .. }))
    },
};

const AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "AffineMap attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::AffineMap(_)),
};

fn false_attr(ctx: &Context) -> Attribute {
    ctx.bool_attr(false)
}

/// `AtomicRMWKind` (`I64EnumAttr`, declared in the arith dialect).
pub static ATOMIC_RMW_KIND: EnumDef = EnumDef {
    name: "::mlir::arith::AtomicRMWKind",
    attr_name: "AtomicRMWKindAttr",
    summary: "",
    cases: &[
        ("addf", 0),
        ("addi", 1),
        ("andi", 2),
        ("assign", 3),
        ("maximumf", 4),
        ("maxnumf", 5),
        ("maxs", 6),
        ("maxu", 7),
        ("minimumf", 8),
        ("minnumf", 9),
        ("mins", 10),
        ("minu", 11),
        ("mulf", 12),
        ("muli", 13),
        ("ori", 14),
        ("xori", 15),
    ],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

// ---- helpers ------------------------------------------------------------------

/// The element type of a memref operand.
fn element_of(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

pub(crate) fn memory_space(ctx: &Context, t: Type) -> Option<Attribute> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

fn rank_of(ctx: &Context, t: Type) -> Option<usize> {
    ctx.shape(t).map(<[i64]>::len)
}

pub(crate) fn ty(op: OpRef<'_>, t: Type) -> String {
    op.ctx.type_to_string(t)
}

fn result_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    let name = match op.name_str() {
        "memref.alloc" => "alloc",
        "memref.alloca" => "alloca",
        "memref.cast" => "cast",
        "memref.dim" => "dim",
        "memref.assume_alignment" => "assume_align",
        "memref.memory_space_cast" => "memspacecast",
        "memref.extract_aligned_pointer_as_index" => "intptr",
        "memref.reshape" => "reshape",
        "memref.view" => "view",
        "memref.subview" => "subview",
        "memref.reinterpret_cast" => "reinterpret_cast",
        "memref.expand_shape" => "expand_shape",
        "memref.collapse_shape" => "collapse_shape",
        "memref.transpose" => "transpose",
        _ => return,
    };
    if op.num_results() == 1 {
        set(op.result(0), name);
    }
}

// ---- alloc / alloca ------------------------------------------------------------

const ALLOC_OPERANDS: &[ValueSpec] = &[
    ValueSpec::variadic("dynamicSizes", INDEX),
    ValueSpec::variadic("symbolOperands", INDEX),
];

const ALLOC_RESULTS: &[ValueSpec] = &[ValueSpec::single("memref", ANY_MEMREF)];
const ALIGNMENT_ATTRS: &[AttrSpec] = &[AttrSpec::optional("alignment", ALIGNMENT)];

fn verify_alloc_like(op: OpRef<'_>) -> LogicalResult {
    let t = op.result_type(0);
    verify_dynamic_sizes(op, t, operand_group(op, 0).len())?;
    let symbols = layout::layout_num_symbols(op.ctx, t);
    let got = operand_group(op, 1).len();
    if got != symbols {
        return Err(op.emit_op_error(format!(
            "symbol operand count does not equal memref symbol count: expected {symbols}, got {got}"
        )));
    }
    Ok(())
}

fn verify_alloca(op: OpRef<'_>) -> LogicalResult {
    verify_alloc_like(op)?;
    // An op at the root of a body sits in an isolated op (a function);
    // within the body, look for an allocation scope among the parents.
    let mut cur = op.parent();
    let mut top = op;
    while let Some(p) = cur {
        if p.has_trait(OpTraits::AUTOMATIC_ALLOCATION_SCOPE) {
            return Ok(());
        }
        top = p;
        cur = p.parent();
    }
    if top.id == op.id || top.def().is_some() {
        return Ok(());
    }
    Err(op.emit_op_error("requires an ancestor op with AutomaticAllocationScope trait"))
}

const fn alloc_like(
    name: &'static str,
    summary: &'static str,
    verify: fn(OpRef<'_>) -> LogicalResult,
    canonicalize: strata_rewrite::PopulatePatternsFn,
) -> OpSpec {
    OpSpec {
        summary,
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: ALLOC_OPERANDS,
        results: ALLOC_RESULTS,
        attributes: ALIGNMENT_ATTRS,
        format: Some("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)"),
        verify: Some(verify),
        result_names: Some(result_names),
        canonicalize: Some(canonicalize),
        ..OpSpec::new(name)
    }
}

static ALLOC: OpSpec = alloc_like(
    "memref.alloc",
    "memory allocation operation",
    verify_alloc_like,
    canonicalize::memref_alloc,
);
static ALLOCA: OpSpec = alloc_like(
    "memref.alloca",
    "stack memory allocation operation",
    verify_alloca,
    canonicalize::memref_alloca,
);

// ---- realloc --------------------------------------------------------------------

fn verify_realloc(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (src, res) = (op.operand_type(0), op.result_type(0));
    let (Some(s), Some(r)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    if s.element != r.element {
        return Err(op.emit_error(format!(
            "different element types specified for source memref type '{}' and result memref type '{}'",
            ty(op, src),
            ty(op, res)
        )));
    }
    if s.memory_space != r.memory_space {
        return Err(op.emit_error(format!(
            "different memory spaces specified for source memref type '{}' and result memref type '{}'",
            ty(op, src),
            ty(op, res)
        )));
    }
    if !layout::is_identity_layout(ctx, s.layout) {
        return Err(op.emit_error(format!(
            "unsupported layout for source memref type '{}'",
            ty(op, src)
        )));
    }
    if !layout::is_identity_layout(ctx, r.layout) {
        return Err(op.emit_error(format!(
            "unsupported layout for result memref type '{}'",
            ty(op, res)
        )));
    }
    let dynamic = r.shape.first() == Some(&DYNAMIC);
    let has_operand = op.num_operands() > 1;
    if dynamic && !has_operand {
        return Err(op.emit_error(format!(
            "missing dimension operand for result type '{}'",
            ty(op, res)
        )));
    }
    if !dynamic && has_operand {
        return Err(op.emit_error(format!(
            "unnecessary dimension operand for result type '{}'",
            ty(op, res)
        )));
    }
    Ok(())
}

static REALLOC: OpSpec = OpSpec {
    summary: "memory reallocation operation",
    operands: &[
        ValueSpec::single("source", MEMREF_1D),
        ValueSpec::optional("dynamicResultSize", INDEX),
    ],
    results: &[ValueSpec::single("result", MEMREF_1D)],
    attributes: &[AttrSpec::optional("alignment", ALIGNMENT)],
    format: Some("$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)"),
    verify: Some(verify_realloc),
    canonicalize: Some(canonicalize::realloc),
    ..OpSpec::new("memref.realloc")
};

// ---- alloca_scope ------------------------------------------------------------------

const ALLOCA_SCOPE_RETURN: &str = "memref.alloca_scope.return";

static ALLOCA_SCOPE: OpSpec = OpSpec {
    summary: "explicitly delimited scope for stack allocation",
    traits: OpTraits::AUTOMATIC_ALLOCATION_SCOPE
        .union(OpTraits::SINGLE_BLOCK)
        .union(OpTraits::RECURSIVE_MEMORY_EFFECTS)
        .union(OpTraits::NO_REGION_ARGUMENTS),
    results: &[ValueSpec::variadic("results", types::ANY_TYPE)],
    regions: &[RegionSpec {
        name: "bodyRegion",
        variadic: false,
        constraint: RegionConstraint::Sized(1),
    }],
    implicit_terminator: Some(ALLOCA_SCOPE_RETURN),
    verify_regions: Some(verify_alloca_scope_edges),
    canonicalize: Some(canonicalize::alloca_scope),
    ..OpSpec::new("memref.alloca_scope")
};

/// `RegionBranchOpInterface`'s check of the edge from the terminator to
/// the parent: the returned values match the op's results.
fn verify_alloca_scope_edges(op: OpRef<'_>) -> LogicalResult {
    let (body, regions) = op.regions();
    let Some(last) = regions
        .first()
        .and_then(|&r| body.region_entry(r))
        .and_then(|b| body.last_op(b))
    else {
        return Ok(());
    };
    let term = OpRef::new(op.ctx, body, last);
    if term.name_str() != ALLOCA_SCOPE_RETURN {
        return Ok(());
    }
    let fail = |msg: String| {
        let mut d = op.op_error_with_op_note(format!(
            "along control flow edge from Operation {ALLOCA_SCOPE_RETURN} to parent: {msg}"
        ));
        d.attach_note(term.loc(), "region branch point");
        op.ctx.emit(d);
        Err(strata_ir::Failed)
    };
    if term.num_operands() != op.num_results() {
        return fail(format!(
            "region branch point has {} operands, but region successor needs {} inputs",
            term.num_operands(),
            op.num_results()
        ));
    }
    for (i, (a, b)) in term.operand_types().zip(op.result_types()).enumerate() {
        if a != b {
            return fail(format!(
                "successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                ty(op, a),
                ty(op, b)
            ));
        }
    }
    Ok(())
}

fn parse_alloca_scope(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    state
        .result_types
        .extend(strata_dialect_utils::asm::parse_optional_arrow_types(p)?);
    p.parse_region(state, &[], false)?;
    strata_ods::asm_format::ensure_terminator(p, state, 0, ALLOCA_SCOPE_RETURN);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    if !attrs.is_empty() {
        state.attributes = Some(p.ctx().dictionary_attr(&attrs));
    }
    Ok(())
}

fn print_alloca_scope(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    let mut print_terminators = false;
    if op.num_results() > 0 {
        p.write_str(" -> (");
        for (i, t) in op.result_types().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(t);
        }
        p.write_str(")");
        print_terminators = true;
    }
    p.write_str(" ");
    let (_, regions) = op.regions();
    if let Some(&r) = regions.first() {
        p.print_region(r, false, print_terminators, false);
    }
    let attrs: Vec<_> = op.discardable_attrs().to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
}

static ALLOCA_SCOPE_RETURN_OP: OpSpec = OpSpec {
    summary: "terminator for alloca_scope operation",
    traits: OpTraits::TERMINATOR
        .union(OpTraits::RETURN_LIKE)
        .union(OpTraits::PURE),
    parents: &["memref.alloca_scope"],
    operands: &[ValueSpec::variadic("results", types::ANY_TYPE)],
    format: Some("attr-dict ($results^ `:` type($results))?"),
    ..OpSpec::new(ALLOCA_SCOPE_RETURN)
};

// ---- dealloc, load, store, copy ---------------------------------------------------

static DEALLOC: OpSpec = OpSpec {
    summary: "memory deallocation operation",
    operands: &[ValueSpec::single("memref", MEMREF_OR_UNRANKED)],
    format: Some("$memref attr-dict `:` type($memref)"),
    fold: Some(fold::fold_operand_casts),
    ..OpSpec::new("memref.dealloc")
};

fn element_type_of(ctx: &Context, t: Type) -> Type {
    element_of(ctx, t)
}

fn verify_load(op: OpRef<'_>) -> LogicalResult {
    let rank = rank_of(op.ctx, op.operand_type(0)).unwrap_or(0);
    let n = op.num_operands() - 1;
    if n != rank {
        return Err(op.emit_op_error(format!(
            "incorrect number of indices for load, expected {rank} but got {n}"
        )));
    }
    Ok(())
}

static LOAD: OpSpec = OpSpec {
    summary: "load operation",
    operands: &[
        ValueSpec::single("memref", ANY_MEMREF),
        ValueSpec::variadic("indices", INDEX),
    ],
    results: &[ValueSpec::single("result", types::ANY_TYPE)],
    attributes: &[
        AttrSpec::default_valued_optional("nontemporal", attrs::BOOL_ATTR, false_attr),
        AttrSpec::optional("alignment", ALIGNMENT),
    ],
    predicates: &[Predicate::TypesMatchWith {
        summary: "result type matches element type of 'memref'",
        from: "memref",
        to: "result",
        transform: element_type_of,
    }],
    format: Some("$memref `[` $indices `]` attr-dict `:` type($memref)"),
    verify: Some(verify_load),
    fold: Some(fold::fold_operand_casts),
    ..OpSpec::new("memref.load")
};

fn verify_store(op: OpRef<'_>) -> LogicalResult {
    let rank = rank_of(op.ctx, op.operand_type(1)).unwrap_or(0);
    if op.num_operands() - 2 != rank {
        return Err(op.emit_op_error("store index operand count not equal to memref rank"));
    }
    Ok(())
}

static STORE: OpSpec = OpSpec {
    summary: "store operation",
    operands: &[
        ValueSpec::single("value", types::ANY_TYPE),
        ValueSpec::single("memref", ANY_MEMREF),
        ValueSpec::variadic("indices", INDEX),
    ],
    attributes: &[
        AttrSpec::default_valued_optional("nontemporal", attrs::BOOL_ATTR, false_attr),
        AttrSpec::optional("alignment", ALIGNMENT),
    ],
    predicates: &[Predicate::TypesMatchWith {
        summary: "type of 'value' matches element type of 'memref'",
        from: "memref",
        to: "value",
        transform: element_type_of,
    }],
    format: Some("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)"),
    verify: Some(verify_store),
    fold: Some(fold::fold_store),
    ..OpSpec::new("memref.store")
};

static COPY: OpSpec = OpSpec {
    summary: "",
    traits: OpTraits::SAME_OPERANDS_ELEMENT_TYPE,
    operands: &[
        ValueSpec::single("source", MEMREF_OR_UNRANKED),
        ValueSpec::single("target", MEMREF_OR_UNRANKED),
    ],
    trait_checks: &[TraitCheck::SameOperandsShape],
    format: Some("$source `,` $target attr-dict `:` type($source) `to` type($target)"),
    fold: Some(fold::fold_copy),
    canonicalize: Some(canonicalize::copy),
    ..OpSpec::new("memref.copy")
};

// ---- casts ---------------------------------------------------------------------------

/// `memref.cast`'s `areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (TypeKind::MemRef { .. }, TypeKind::MemRef { .. }) => {
            let (pa, pb) = (memref_parts(ctx, a).unwrap(), memref_parts(ctx, b).unwrap());
            if pa.element != pb.element {
                return false;
            }
            if pa.layout != pb.layout {
                let (Some((sa, oa)), Some((sb, ob))) =
                    (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
                else {
                    return false;
                };
                let ok = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
                if sa.len() != sb.len() || !ok(oa, ob) || !sa.iter().zip(&sb).all(|(&x, &y)| ok(x, y)) {
                    return false;
                }
            }
            pa.memory_space == pb.memory_space
                && pa.shape.len() == pb.shape.len()
                && pa
                    .shape
                    .iter()
                    .zip(pb.shape)
                    .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
        }
        (TypeKind::UnrankedMemRef { .. }, TypeKind::UnrankedMemRef { .. }) => false,
        (
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. },
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. },
        ) => element_of(ctx, a) == element_of(ctx, b) && memory_space(ctx, a) == memory_space(ctx, b),
        _ => false,
    }
}

fn memory_space_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (TypeKind::MemRef { .. }, TypeKind::MemRef { .. }) => {
            let (pa, pb) = (memref_parts(ctx, a).unwrap(), memref_parts(ctx, b).unwrap());
            pa.element == pb.element && pa.layout == pb.layout && pa.shape == pb.shape
        }
        (TypeKind::UnrankedMemRef { element: x, .. }, TypeKind::UnrankedMemRef { element: y, .. }) => x == y,
        _ => false,
    }
}

fn verify_cast_with(op: OpRef<'_>, compatible: fn(&Context, Type, Type) -> bool) -> LogicalResult {
    let (a, b) = (op.operand_type(0), op.result_type(0));
    if !compatible(op.ctx, a, b) {
        return Err(op.emit_op_error(format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            ty(op, a),
            ty(op, b)
        )));
    }
    Ok(())
}

const CAST_FORMAT: &str = "$source attr-dict `:` type($source) `to` type($dest)";

static CAST: OpSpec = OpSpec {
    summary: "memref cast operation",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::single("source", MEMREF_OR_UNRANKED)],
    results: &[ValueSpec::single("dest", MEMREF_OR_UNRANKED)],
    trait_checks: &[TraitCheck::Custom(|op| verify_cast_with(op, cast_compatible))],
    format: Some(CAST_FORMAT),
    result_names: Some(result_names),
    fold: Some(fold::fold_cast),
    ..OpSpec::new("memref.cast")
};

static MEMORY_SPACE_CAST: OpSpec = OpSpec {
    summary: "memref memory space cast operation",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::single("source", MEMREF_OR_UNRANKED)],
    results: &[ValueSpec::single("dest", MEMREF_OR_UNRANKED)],
    trait_checks: &[TraitCheck::Custom(|op| {
        verify_cast_with(op, memory_space_cast_compatible)
    })],
    format: Some(CAST_FORMAT),
    result_names: Some(result_names),
    fold: Some(fold::fold_memory_space_cast),
    ..OpSpec::new("memref.memory_space_cast")
};

// ---- dim, rank ------------------------------------------------------------------------

static DIM: OpSpec = OpSpec {
    summary: "dimension index operation",
    traits: OpTraits::NO_MEMORY_EFFECT,
    operands: &[
        ValueSpec::single("source", NON0_MEMREF),
        ValueSpec::single("index", INDEX),
    ],
    results: &[ValueSpec::single("result", INDEX)],
    format: Some("attr-dict $source `,` $index `:` type($source)"),
    result_names: Some(result_names),
    fold: Some(fold::fold_dim),
    canonicalize: Some(canonicalize::dim),
    ..OpSpec::new("memref.dim")
};

static RANK: OpSpec = OpSpec {
    summary: "rank operation",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::single("memref", MEMREF_OR_UNRANKED)],
    results: &[ValueSpec::single("result", INDEX)],
    format: Some("$memref attr-dict `:` type($memref)"),
    fold: Some(fold::fold_rank),
    ..OpSpec::new("memref.rank")
};

// ---- globals ---------------------------------------------------------------------------

static GET_GLOBAL: OpSpec = OpSpec {
    summary: "get the memref pointing to a global variable",
    traits: OpTraits::PURE,
    results: &[ValueSpec::single("result", STATIC_MEMREF)],
    attributes: &[AttrSpec::required("name", attrs::FLAT_SYMBOL_REF_ATTR)],
    format: Some("$name `:` type($result) attr-dict"),
    ..OpSpec::new("memref.get_global")
};

fn verify_get_global_symbol_uses(op: OpRef<'_>, st: &dyn SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    let Some(name) = op.attr("name").and_then(|a| ctx.flat_symbol_ref_value(a)) else {
        return Ok(());
    };
    let text = ctx.ident_str(name);
    let global = st.lookup_symbol(name).filter(|g| g.name_str() == GLOBAL.name);
    let Some(global) = global else {
        return Err(op.emit_op_error(format!("'{text}' does not reference a valid global memref")));
    };
    let Some(gt) = global.attr("type").and_then(|a| ctx.type_attr_value(a)) else {
        return Ok(());
    };
    let rt = op.result_type(0);
    if gt != rt {
        return Err(op.emit_op_error(format!(
            "result type '{}' does not match type '{}' of the global memref @{text}",
            ty(op, rt),
            ty(op, gt)
        )));
    }
    Ok(())
}

/// The tensor type with the shape and element type of a memref type
/// (`getTensorTypeFromMemRefType`).
fn tensor_of_memref(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, element, .. } => ctx.ranked_tensor_type(shape, *element),
        TypeKind::UnrankedMemRef { element, .. } => {
            ctx.intern_type(TypeKind::UnrankedTensor { element: *element })
        }
        _ => ctx.none_type(),
    }
}

fn is_static_memref(ctx: &Context, t: Type) -> bool {
    STATIC_MEMREF.check(ctx, t)
}

fn is_elements_attr(ctx: &Context, a: Attribute) -> bool {
    attrs::ELEMENTS_ATTR.check(ctx, a)
}

fn verify_global(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(t) = op.attr("type").and_then(|a| ctx.type_attr_value(a)) else {
        return Ok(());
    };
    if !is_static_memref(ctx, t) {
        return Err(op.emit_op_error(format!(
            "type should be static shaped memref, but got '{}'",
            ty(op, t)
        )));
    }
    let Some(init) = op.attr("initial_value") else {
        return Ok(());
    };
    if matches!(ctx.attr_kind(init), AttrKind::Unit) {
        return Ok(());
    }
    if !is_elements_attr(ctx, init) {
        return Err(op.emit_op_error(format!(
            "initial value should be a unit or elements attribute, but got {}",
            ctx.attr_to_string(init)
        )));
    }
    let Some(init_type) = strata_ods::constraints::attr_type(ctx, init) else {
        return Ok(());
    };
    let (ie, me) = (element_of(ctx, init_type), element_of(ctx, t));
    if ie != me {
        return Err(op.emit_op_error(format!(
            "initial value element expected to be of type '{}', but was of type '{}'",
            ty(op, me),
            ty(op, ie)
        )));
    }
    let (is, ms) = (ctx.shape(init_type).unwrap_or(&[]), ctx.shape(t).unwrap_or(&[]));
    if is != ms {
        let list = |s: &[i64]| s.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        return Err(op.emit_op_error(format!(
            "initial value shape expected to be {} but was {}",
            list(ms),
            list(is)
        )));
    }
    Ok(())
}

static GLOBAL: OpSpec = OpSpec {
    summary: "declare or define a global memref variable",
    traits: OpTraits::SYMBOL,
    attributes: &[
        AttrSpec::required("sym_name", attrs::SYMBOL_NAME_ATTR),
        AttrSpec::optional("sym_visibility", attrs::STR_ATTR),
        AttrSpec::required("type", MEMREF_TYPE_ATTR),
        AttrSpec::optional("initial_value", attrs::ANY_ATTR),
        AttrSpec::optional("constant", attrs::UNIT_ATTR),
        AttrSpec::optional("alignment", ALIGNMENT),
    ],
    verify: Some(verify_global),
    ..OpSpec::new("memref.global")
};

fn parse_global(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props = Vec::new();
    if let Some(vis) = p.parse_optional_string()? {
        let vis = String::from_utf8_lossy(&vis).into_owned();
        props.push((ctx.ident("sym_visibility"), ctx.string_attr(&vis)));
    }
    if p.parse_optional_keyword("constant") {
        props.push((ctx.ident("constant"), ctx.unit_attr()));
    }
    let Some(name) = p.parse_optional_symbol_name()? else {
        return Err(p.emit_error("expected valid '@'-identifier for symbol name"));
    };
    props.push((ctx.ident("sym_name"), ctx.string_attr(ctx.ident_str(name))));
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    if !is_static_memref(ctx, t) {
        let pos = p.name_pos();
        return Err(p.emit_error_at(
            pos,
            &format!(
                "type should be static shaped memref, but got '{}'",
                ctx.type_to_string(t)
            ),
        ));
    }
    props.push((ctx.ident("type"), ctx.type_attr(t)));
    if p.parse_optional_punct("=") {
        let init = if p.parse_optional_keyword("uninitialized") {
            ctx.unit_attr()
        } else {
            let a = p.parse_attribute(Some(tensor_of_memref(ctx, t)))?;
            if !is_elements_attr(ctx, a) {
                let pos = p.name_pos();
                return Err(p.emit_error_at(pos, "initial value should be a unit or elements attribute"));
            }
            a
        };
        props.push((ctx.ident("initial_value"), init));
    }
    let mut attrs = Vec::new();
    let pos = p.current_pos();
    p.parse_optional_attr_dict(&mut attrs)?;
    strata_ods::asm_format::verify_inherent_attrs(p, &GLOBAL, &attrs, pos)?;
    split_attrs(p, state, props, attrs, GLOBAL.attributes)
}

/// Stores parsed attributes: the op's inherent ones (`inherent`) as
/// properties, the others as discardable attributes.
pub(crate) fn split_attrs(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    mut props: Vec<strata_ir::NamedAttribute>,
    attrs: Vec<strata_ir::NamedAttribute>,
    inherent: &[AttrSpec],
) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut rest = Vec::new();
    for (n, v) in attrs {
        if inherent.iter().any(|a| a.name == ctx.ident_str(n)) {
            props.push((n, v));
        } else {
            rest.push((n, v));
        }
    }
    if !props.is_empty() {
        match ctx.dictionary_attr_checked(&props) {
            Ok(d) => state.properties = Some(d),
            Err(dup) => {
                return Err(p.emit_error(&format!(
                    "attribute '{}' occurs more than once in the attribute list",
                    ctx.ident_str(dup)
                )))
            }
        }
    }
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    Ok(())
}

/// The properties and attributes of `op` except `elided`, for
/// `print_optional_attr_dict`.
fn all_attrs(op: OpRef<'_>) -> Vec<strata_ir::NamedAttribute> {
    let mut v: Vec<_> = op
        .properties()
        .map(|p| op.ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    v.extend_from_slice(op.discardable_attrs());
    v
}

fn print_global(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    if let Some(vis) = op.attr("sym_visibility").and_then(|a| ctx.string_attr_value(a)) {
        p.write_str(" ");
        p.print_string_literal(vis.as_bytes());
    }
    if op.attr("constant").is_some() {
        p.write_str(" constant");
    }
    p.write_str(" ");
    if let Some(name) = op.attr("sym_name").and_then(|a| ctx.string_attr_value(a)) {
        p.print_symbol_name(name);
    }
    p.write_str(" : ");
    if let Some(t) = op.attr("type").and_then(|a| ctx.type_attr_value(a)) {
        p.print_type(t);
    }
    if let Some(init) = op.attr("initial_value") {
        p.write_str(" = ");
        if matches!(ctx.attr_kind(init), AttrKind::Unit) {
            p.write_str("uninitialized");
        } else {
            p.print_attribute_without_type(init);
        }
    }
    p.print_optional_attr_dict(
        &all_attrs(op),
        &["sym_name", "sym_visibility", "type", "initial_value", "constant"],
    );
}

// ---- small ops --------------------------------------------------------------------------

fn verify_assume_alignment(op: OpRef<'_>) -> LogicalResult {
    let a = op
        .attr("alignment")
        .and_then(|a| int_value(op.ctx, a))
        .unwrap_or(1);
    if a <= 0 || !(a as u64).is_power_of_two() {
        return Err(op.emit_op_error("alignment must be power of 2"));
    }
    Ok(())
}

static ASSUME_ALIGNMENT: OpSpec = OpSpec {
    summary: "assumption that gives alignment information to the input memref",
    traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE),
    operands: &[ValueSpec::single("memref", ANY_MEMREF)],
    results: &[ValueSpec::single("result", ANY_MEMREF)],
    attributes: &[AttrSpec::required("alignment", POSITIVE_I32)],
    format: Some("$memref `,` $alignment attr-dict `:` type($memref)"),
    verify: Some(verify_assume_alignment),
    result_names: Some(result_names),
    fold: Some(fold::fold_assume_alignment),
    ..OpSpec::new("memref.assume_alignment")
};

fn verify_distinct_objects(op: OpRef<'_>) -> LogicalResult {
    if op.num_operands() != op.num_results() {
        return Err(op.emit_op_error("operand types and result types must match"));
    }
    if op.operand_types().zip(op.result_types()).any(|(a, b)| a != b) {
        return Err(op.emit_op_error("operand types and result types must match"));
    }
    if op.num_operands() == 0 {
        return Err(op.emit_op_error("expected at least one operand"));
    }
    Ok(())
}

static DISTINCT_OBJECTS: OpSpec = OpSpec {
    summary: "assumption that acesses to specific memrefs will never alias",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::variadic("operands", ANY_MEMREF)],
    results: &[ValueSpec::variadic("results", ANY_MEMREF)],
    verify: Some(verify_distinct_objects),
    ..OpSpec::new("memref.distinct_objects")
};

fn parse_distinct_objects(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let mut types = Vec::new();
    if let Some(t) = p.parse_optional_type()? {
        types.push(t);
        while p.parse_optional_punct(",") {
            types.push(p.parse_type()?);
        }
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
    state.result_types = types;
    if !attrs.is_empty() {
        state.attributes = Some(p.ctx().dictionary_attr(&attrs));
    }
    Ok(())
}

fn print_distinct_objects(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    let vs: Vec<ValueId> = op.operands().collect();
    p.print_operands(&vs);
    p.print_optional_attr_dict(op.discardable_attrs(), &[]);
    p.write_str(" : ");
    for (i, t) in op.operand_types().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
}

static EXTRACT_ALIGNED_POINTER: OpSpec = OpSpec {
    summary: "Extracts a memref's underlying aligned pointer as an index",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::single("source", MEMREF_OR_UNRANKED)],
    results: &[ValueSpec::single("aligned_pointer", INDEX)],
    format: Some("$source `:` type($source) `->` type(results) attr-dict"),
    result_names: Some(result_names),
    ..OpSpec::new("memref.extract_aligned_pointer_as_index")
};

fn verify_extract_strided_metadata(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.operand_type(0);
    let Some(parts) = memref_parts(ctx, src) else {
        return Ok(());
    };
    let rank = parts.shape.len();
    let base = ctx.intern_type(TypeKind::MemRef {
        shape: Box::new([]),
        element: parts.element,
        layout: None,
        memory_space: parts.memory_space,
    });
    let mut inferred = vec![base, ctx.index_type()];
    inferred.extend(std::iter::repeat_n(ctx.index_type(), 2 * rank));
    let actual: Vec<Type> = op.result_types().collect();
    if inferred != actual {
        let list = |ts: &[Type]| {
            ts.iter()
                .map(|&t| format!("'{}'", ty(op, t)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let _ = op.emit_op_error(format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            list(&inferred),
            list(&actual)
        ));
        return Err(op.emit_op_error("failed to infer returned types"));
    }
    Ok(())
}

static EXTRACT_STRIDED_METADATA: OpSpec = OpSpec {
    summary: "Extracts a buffer base with offset and strides",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::single("source", STRIDED_MEMREF)],
    results: &[
        ValueSpec::single("base_buffer", STRIDED_MEMREF_RANK0),
        ValueSpec::single("offset", INDEX),
        ValueSpec::variadic("sizes", INDEX),
        ValueSpec::variadic("strides", INDEX),
    ],
    format: Some("$source `:` type($source) `->` type(results) attr-dict"),
    verify: Some(verify_extract_strided_metadata),
    fold: Some(fold::fold_extract_strided_metadata),
    canonicalize: Some(canonicalize::extract_strided_metadata),
    ..OpSpec::new("memref.extract_strided_metadata")
};

// ---- atomics -----------------------------------------------------------------------------

fn verify_atomic_rmw(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let rank = rank_of(ctx, op.operand_type(1)).unwrap_or(0);
    if rank != op.num_operands() - 2 {
        return Err(op.emit_op_error("expects the number of subscripts to be equal to memref rank"));
    }
    let Some(kind) = op.attr("kind").and_then(|a| ATOMIC_RMW_KIND.attr_value(ctx, a)) else {
        return Ok(());
    };
    let keyword = ATOMIC_RMW_KIND.keyword(kind).unwrap_or("");
    let vt = op.operand_type(0);
    let float = matches!(
        keyword,
        "addf" | "maximumf" | "maxnumf" | "minimumf" | "minnumf" | "mulf"
    );
    let int = matches!(
        keyword,
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "andi" | "xori"
    );
    if float && ctx.float_kind(vt).is_none() {
        return Err(op.emit_op_error(format!("with kind '{keyword}' expects a floating-point type")));
    }
    if int && ctx.integer_width(vt).is_none() {
        return Err(op.emit_op_error(format!("with kind '{keyword}' expects an integer type")));
    }
    Ok(())
}

static ATOMIC_RMW: OpSpec = OpSpec {
    summary: "atomic read-modify-write operation",
    operands: &[
        ValueSpec::single("value", INT_OR_FLOAT),
        ValueSpec::single("memref", INT_OR_FLOAT_MEMREF),
        ValueSpec::variadic("indices", INDEX),
    ],
    results: &[ValueSpec::single("result", INT_OR_FLOAT)],
    attributes: &[AttrSpec::required("kind", AttrConstraint::Enum(&ATOMIC_RMW_KIND))],
    predicates: &[
        Predicate::AllTypesMatch(&["value", "result"]),
        Predicate::TypesMatchWith {
            summary: "value type matches element type of memref",
            from: "memref",
            to: "value",
            transform: element_type_of,
        },
    ],
    format: Some(
        "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
    ),
    verify: Some(verify_atomic_rmw),
    fold: Some(fold::fold_operand_casts),
    ..OpSpec::new("memref.atomic_rmw")
};

const ATOMIC_YIELD: &str = "memref.atomic_yield";

/// Whether `op` and everything nested in it have no memory effects.
fn memory_effect_free(op: OpRef<'_>) -> bool {
    if op.has_trait(OpTraits::NO_MEMORY_EFFECT) {
        return true;
    }
    if !op.has_trait(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    let (body, regions) = op.regions();
    regions.iter().all(|&r| {
        body.region_blocks(r).all(|b| {
            body.block_ops(b)
                .all(|o| memory_effect_free(OpRef::new(op.ctx, body, o)))
        })
    })
}

fn verify_generic_atomic_rmw(op: OpRef<'_>) -> LogicalResult {
    let (body, regions) = op.regions();
    let Some(entry) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return Err(op.emit_op_error("expected single number of entry block arguments"));
    };
    let args = body.block_args(entry);
    if args.len() != 1 {
        return Err(op.emit_op_error("expected single number of entry block arguments"));
    }
    if body.value_type(args[0]) != op.result_type(0) {
        return Err(op.emit_op_error("expected block argument of the same type result type"));
    }
    for &r in regions {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                let nested = OpRef::new(op.ctx, body, o);
                if !memory_effect_free(nested) {
                    return Err(nested.emit_error(
                        "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
                    ));
                }
            }
        }
    }
    Ok(())
}

static GENERIC_ATOMIC_RMW: OpSpec = OpSpec {
    summary: "atomic read-modify-write operation with a region",
    traits: OpTraits::SINGLE_BLOCK,
    operands: &[
        ValueSpec::single("memref", INT_OR_FLOAT_MEMREF),
        ValueSpec::variadic("indices", INDEX),
    ],
    results: &[ValueSpec::single("result", INT_OR_FLOAT)],
    regions: &[RegionSpec {
        name: "atomic_body",
        variadic: false,
        constraint: RegionConstraint::Any,
    }],
    implicit_terminator: Some(ATOMIC_YIELD),
    predicates: &[Predicate::TypesMatchWith {
        summary: "result type matches element type of memref",
        from: "memref",
        to: "result",
        transform: element_type_of,
    }],
    verify: Some(verify_generic_atomic_rmw),
    ..OpSpec::new("memref.generic_atomic_rmw")
};

fn parse_generic_atomic_rmw(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    let v = p.resolve_operand(&memref, t)?;
    state.operands.push(v);
    for i in &indices {
        let v = p.resolve_operand(i, ctx.index_type())?;
        state.operands.push(v);
    }
    p.parse_region(state, &[], false)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    if !attrs.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&attrs));
    }
    state.result_types.push(element_of(ctx, t));
    Ok(())
}

fn print_generic_atomic_rmw(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    // Malformed ops (printed unverified) have nothing to show here.
    if op.num_operands() == 0 || op.num_results() == 0 {
        return;
    }
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str("[");
    let idx: Vec<ValueId> = op.operands().skip(1).collect();
    p.print_operands(&idx);
    p.write_str("] : ");
    p.print_type(op.operand_type(0));
    p.write_str(" ");
    let (_, regions) = op.regions();
    if let Some(&r) = regions.first() {
        p.print_region(r, true, true, false);
    }
    p.print_optional_attr_dict(&all_attrs(op), &[]);
}

fn verify_atomic_yield(op: OpRef<'_>) -> LogicalResult {
    let Some(parent) = op.parent() else { return Ok(()) };
    let Some(pt) = parent.result_types().next() else {
        return Ok(());
    };
    let rt = op.operand_type(0);
    if pt != rt {
        return Err(op.emit_op_error(format!(
            "types mismatch between yield op: '{}' and its parent: '{}'",
            ty(op, rt),
            ty(op, pt)
        )));
    }
    Ok(())
}

static ATOMIC_YIELD_OP: OpSpec = OpSpec {
    summary: "yield operation for GenericAtomicRMWOp",
    traits: OpTraits::PURE
        .union(OpTraits::TERMINATOR)
        .union(OpTraits::RETURN_LIKE),
    parents: &["memref.generic_atomic_rmw"],
    operands: &[ValueSpec::single("result", types::ANY_TYPE)],
    format: Some("$result attr-dict `:` type($result)"),
    verify: Some(verify_atomic_yield),
    ..OpSpec::new(ATOMIC_YIELD)
};

// ---- prefetch, dma_wait --------------------------------------------------------------------

fn verify_prefetch(op: OpRef<'_>) -> LogicalResult {
    let rank = rank_of(op.ctx, op.operand_type(0)).unwrap_or(0);
    if op.num_operands() != 1 + rank {
        return Err(op.emit_op_error("too few indices"));
    }
    Ok(())
}

static PREFETCH: OpSpec = OpSpec {
    summary: "prefetch operation",
    operands: &[
        ValueSpec::single("memref", ANY_MEMREF),
        ValueSpec::variadic("indices", INDEX),
    ],
    attributes: &[
        AttrSpec::required("isWrite", attrs::BOOL_ATTR),
        AttrSpec::required("localityHint", LOCALITY),
        AttrSpec::required("isDataCache", attrs::BOOL_ATTR),
    ],
    verify: Some(verify_prefetch),
    fold: Some(fold::fold_operand_casts),
    ..OpSpec::new("memref.prefetch")
};

fn parse_prefetch(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(",")?;
    let Some(rw) = p.parse_optional_any_keyword() else {
        return Err(p.emit_error("expected valid keyword"));
    };
    p.parse_punct(",")?;
    p.parse_keyword("locality")?;
    p.parse_punct("<")?;
    let hint = p.parse_attribute(Some(ctx.i32()))?;
    p.parse_punct(">")?;
    p.parse_punct(",")?;
    let Some(cache) = p.parse_optional_any_keyword() else {
        return Err(p.emit_error("expected valid keyword"));
    };
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    let v = p.resolve_operand(&memref, t)?;
    state.operands.push(v);
    for i in &indices {
        let v = p.resolve_operand(i, ctx.index_type())?;
        state.operands.push(v);
    }
    let pos = p.name_pos();
    if rw != "read" && rw != "write" {
        return Err(p.emit_error_at(pos, "rw specifier has to be 'read' or 'write'"));
    }
    if cache != "data" && cache != "instr" {
        return Err(p.emit_error_at(pos, "cache type has to be 'data' or 'instr'"));
    }
    let props = vec![
        (ctx.ident("localityHint"), hint),
        (ctx.ident("isWrite"), ctx.bool_attr(rw == "write")),
        (ctx.ident("isDataCache"), ctx.bool_attr(cache == "data")),
    ];
    split_attrs(p, state, props, Vec::new(), PREFETCH.attributes)
}

fn print_prefetch(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    // Malformed ops (printed unverified) have nothing to show here.
    if op.num_operands() == 0 {
        return;
    }
    let ctx = op.ctx;
    let flag = |name: &str| {
        op.attr(name)
            .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)))
    };
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str("[");
    let idx: Vec<ValueId> = op.operands().skip(1).collect();
    p.print_operands(&idx);
    p.write_str("], ");
    p.write_str(if flag("isWrite") { "write" } else { "read" });
    p.write_str(", locality<");
    if let Some(h) = op.attr("localityHint") {
        p.print_attribute_without_type(h);
    }
    p.write_str(">, ");
    p.write_str(if flag("isDataCache") { "data" } else { "instr" });
    p.print_optional_attr_dict(&all_attrs(op), &["localityHint", "isWrite", "isDataCache"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

fn verify_dma_wait(op: OpRef<'_>) -> LogicalResult {
    let rank = rank_of(op.ctx, op.operand_type(0)).unwrap_or(0);
    let n = op.num_operands() - 2;
    if n != rank {
        return Err(op.emit_op_error(format!(
            "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
        )));
    }
    Ok(())
}

static DMA_WAIT: OpSpec = OpSpec {
    summary: "blocking DMA operation that waits for transfer completion",
    operands: &[
        ValueSpec::single("tagMemRef", ANY_MEMREF),
        ValueSpec::variadic("tagIndices", INDEX),
        ValueSpec::single("numElements", INDEX),
    ],
    format: Some("$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)"),
    verify: Some(verify_dma_wait),
    fold: Some(fold::fold_operand_casts),
    ..OpSpec::new("memref.dma_wait")
};

// ---- dma_start ------------------------------------------------------------------------------------

fn verify_dma_start(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let n = op.num_operands();
    if n < 4 {
        return Err(op.emit_op_error("expected at least 4 operands"));
    }
    let is_memref = |t: Type| matches!(ctx.type_kind(t), TypeKind::MemRef { .. });
    let all_index = |r: std::ops::Range<usize>| r.into_iter().all(|i| ctx.is_index(op.operand_type(i)));
    // Source memref and indices.
    let src = op.operand_type(0);
    if !is_memref(src) {
        return Err(op.emit_op_error("expected source to be of memref type"));
    }
    let src_rank = rank_of(ctx, src).unwrap_or(0);
    if n < src_rank + 4 {
        return Err(op.emit_op_error(format!("expected at least {} operands", src_rank + 4)));
    }
    if !all_index(1..1 + src_rank) {
        return Err(op.emit_op_error("expected source indices to be of index type"));
    }
    // Destination memref and indices.
    let dst_pos = 1 + src_rank;
    let dst = op.operand_type(dst_pos);
    if !is_memref(dst) {
        return Err(op.emit_op_error("expected destination to be of memref type"));
    }
    let dst_rank = rank_of(ctx, dst).unwrap_or(0);
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return Err(op.emit_op_error(format!("expected at least {expected} operands")));
    }
    if !all_index(dst_pos + 1..dst_pos + 1 + dst_rank) {
        return Err(op.emit_op_error("expected destination indices to be of index type"));
    }
    let num_pos = dst_pos + 1 + dst_rank;
    if !ctx.is_index(op.operand_type(num_pos)) {
        return Err(op.emit_op_error("expected num elements to be of index type"));
    }
    let tag = op.operand_type(num_pos + 1);
    if !is_memref(tag) {
        return Err(op.emit_op_error("expected tag to be of memref type"));
    }
    let tag_rank = rank_of(ctx, tag).unwrap_or(0);
    expected += tag_rank;
    if n < expected {
        return Err(op.emit_op_error(format!("expected at least {expected} operands")));
    }
    if !all_index(num_pos + 2..num_pos + 2 + tag_rank) {
        return Err(op.emit_op_error("expected tag indices to be of index type"));
    }
    if n != expected && n != expected + 2 {
        return Err(op.emit_op_error("incorrect number of operands"));
    }
    if n == expected + 2 && !all_index(expected..n) {
        return Err(op.emit_op_error("expected stride and num elements per stride to be of type index"));
    }
    Ok(())
}

static DMA_START: OpSpec = OpSpec {
    summary: "non-blocking DMA operation that starts a transfer",
    operands: &[ValueSpec::variadic("operands", types::ANY_TYPE)],
    verify: Some(verify_dma_start),
    fold: Some(fold::fold_operand_casts),
    ..OpSpec::new("memref.dma_start")
};

fn parse_dma_start(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    let src_indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(",")?;
    let dst = p.parse_operand()?;
    let dst_indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(",")?;
    let num = p.parse_operand()?;
    p.parse_punct(",")?;
    let tag = p.parse_operand()?;
    let tag_indices = p.parse_operand_list(Delimiter::Square)?;
    let mut strides = Vec::new();
    if p.parse_optional_punct(",") {
        strides = p.parse_operand_list(Delimiter::None)?;
    }
    let pos = p.name_pos();
    if !strides.is_empty() && strides.len() != 2 {
        return Err(p.emit_error_at(pos, "expected two stride related operands"));
    }
    p.parse_punct(":")?;
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    if types.len() != 3 {
        return Err(p.emit_error_at(pos, "fewer/more types expected"));
    }
    let index = ctx.index_type();
    let groups: [(&[strata_ir::asm::UnresolvedOperand], Type); 8] = [
        (std::slice::from_ref(&src), types[0]),
        (&src_indices, index),
        (std::slice::from_ref(&dst), types[1]),
        (&dst_indices, index),
        (std::slice::from_ref(&num), index),
        (std::slice::from_ref(&tag), types[2]),
        (&tag_indices, index),
        (&strides, index),
    ];
    for (list, t) in groups {
        for o in list {
            let v = p.resolve_operand(o, t)?;
            state.operands.push(v);
        }
    }
    Ok(())
}

fn print_dma_start(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    // Malformed ops (printed unverified) have nothing to show here.
    if op.num_operands() == 0 {
        return;
    }
    let ctx = op.ctx;
    let n = op.num_operands();
    let rank = |i: usize| {
        if i < n {
            rank_of(ctx, op.operand_type(i)).unwrap_or(0)
        } else {
            0
        }
    };
    let src_rank = rank(0);
    let dst_pos = 1 + src_rank;
    let dst_rank = rank(dst_pos);
    let num_pos = dst_pos + 1 + dst_rank;
    let tag_pos = num_pos + 1;
    let tag_rank = rank(tag_pos);
    let end = (tag_pos + 1 + tag_rank).min(n);
    let list = |from: usize, to: usize| -> Vec<ValueId> {
        (from.min(n)..to.min(n)).map(|i| op.operand(i)).collect()
    };
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str("[");
    p.print_operands(&list(1, dst_pos));
    p.write_str("], ");
    p.print_operands(&list(dst_pos, dst_pos + 1));
    p.write_str("[");
    p.print_operands(&list(dst_pos + 1, num_pos));
    p.write_str("], ");
    p.print_operands(&list(num_pos, num_pos + 1));
    p.write_str(", ");
    p.print_operands(&list(tag_pos, tag_pos + 1));
    p.write_str("[");
    p.print_operands(&list(tag_pos + 1, end));
    p.write_str("]");
    if n == end + 2 {
        p.write_str(", ");
        p.print_operands(&list(end, n));
    }
    p.print_optional_attr_dict(&all_attrs(op), &[]);
    p.write_str(" : ");
    for (k, i) in [0, dst_pos, tag_pos].into_iter().enumerate() {
        if k > 0 {
            p.write_str(", ");
        }
        if i < n {
            p.print_type(op.operand_type(i));
        }
    }
}

// ---- the dialect ------------------------------------------------------------------------------

/// Every op spec of the dialect.
pub fn specs() -> impl Iterator<Item = &'static OpSpec> {
    [
        &ALLOC,
        &ALLOCA,
        &REALLOC,
        &ALLOCA_SCOPE,
        &ALLOCA_SCOPE_RETURN_OP,
        &DEALLOC,
        &LOAD,
        &STORE,
        &COPY,
        &CAST,
        &MEMORY_SPACE_CAST,
        &DIM,
        &RANK,
        &GET_GLOBAL,
        &GLOBAL,
        &ASSUME_ALIGNMENT,
        &DISTINCT_OBJECTS,
        &EXTRACT_ALIGNED_POINTER,
        &EXTRACT_STRIDED_METADATA,
        &ATOMIC_RMW,
        &GENERIC_ATOMIC_RMW,
        &ATOMIC_YIELD_OP,
        &PREFETCH,
        &DMA_WAIT,
        &DMA_START,
    ]
    .into_iter()
    .chain(views::SPECS.iter().copied())
    .chain(reshape::SPECS.iter().copied())
}

/// The memory effects the memref ops declare in MLIR 22 (on the default
/// resource unless said otherwise), as `(kind, operand index)` pairs in
/// operand order; `None` for the operand index means the op's result.
/// (`memref.dma_start` and `memref.dma_wait` define effect methods but do
/// not declare the interface: their effects are unknown, as in MLIR.)
fn declared_effects(op: OpRef<'_>, out: &mut Vec<strata_ir::interfaces::MemoryEffect>) {
    use strata_ir::interfaces::{
        EffectKind::{Allocate, Free, Read, Write},
        MemoryEffect, AUTOMATIC_ALLOCATION_SCOPE_RESOURCE, DEFAULT_RESOURCE,
    };
    let effects: &[(_, Option<usize>)] = match op.ctx.op_name_str(op.name()) {
        "memref.alloc" | "memref.alloca" => &[(Allocate, None)],
        "memref.realloc" => &[(Free, Some(0)), (Allocate, None)],
        "memref.dealloc" => &[(Free, Some(0))],
        "memref.load" => &[(Read, Some(0))],
        "memref.store" => &[(Write, Some(1))],
        "memref.copy" => &[(Read, Some(0)), (Write, Some(1))],
        "memref.atomic_rmw" => &[(Read, Some(1)), (Write, Some(1))],
        "memref.generic_atomic_rmw" => &[(Read, Some(0)), (Write, Some(0))],
        "memref.prefetch" => &[(Write, Some(0))],
        // Pure otherwise, but reads its shape operand.
        "memref.reshape" => &[(Read, Some(1))],
        _ => &[],
    };
    let resource = if op.ctx.op_name_str(op.name()) == "memref.alloca" {
        AUTOMATIC_ALLOCATION_SCOPE_RESOURCE
    } else {
        DEFAULT_RESOURCE
    };
    for &(kind, operand) in effects {
        let value = match operand {
            Some(i) => op.operand(i),
            None => op.result(0),
        };
        out.push(MemoryEffect {
            kind,
            value: Some(value),
            resource,
        });
    }
}

const DECLARED_EFFECTS: strata_ir::interfaces::MemoryEffectOpInterface =
    strata_ir::interfaces::MemoryEffectOpInterface {
        effects: declared_effects,
    };

/// The ops whose effects [`declared_effects`] lists.
const OPS_WITH_DECLARED_EFFECTS: &[&str] = &[
    "memref.alloc",
    "memref.alloca",
    "memref.realloc",
    "memref.dealloc",
    "memref.load",
    "memref.store",
    "memref.copy",
    "memref.atomic_rmw",
    "memref.generic_atomic_rmw",
    "memref.prefetch",
    "memref.reshape",
];

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("memref");
    d.interfaces = d
        .interfaces
        .clone()
        .with(strata_ir::inlining::DialectInlinerInterface::ALL_LEGAL);
    d.materialize_constant = Some(strata_dialect_arith::materialize_constant);
    for spec in specs() {
        let def = spec.to_def();
        let def = match spec.name {
            "memref.alloca_scope" => OpDef {
                parse: Some(parse_alloca_scope),
                print: Some(print_alloca_scope),
                ..def
            },
            "memref.global" => OpDef {
                parse: Some(parse_global),
                print: Some(print_global),
                ..def
            },
            "memref.get_global" => OpDef {
                verify_symbol_uses: Some(verify_get_global_symbol_uses),
                ..def
            },
            "memref.distinct_objects" => OpDef {
                parse: Some(parse_distinct_objects),
                print: Some(print_distinct_objects),
                ..def
            },
            "memref.generic_atomic_rmw" => OpDef {
                parse: Some(parse_generic_atomic_rmw),
                print: Some(print_generic_atomic_rmw),
                ..def
            },
            "memref.dma_start" => OpDef {
                parse: Some(parse_dma_start),
                print: Some(print_dma_start),
                ..def
            },
            "memref.prefetch" => OpDef {
                parse: Some(parse_prefetch),
                print: Some(print_prefetch),
                ..def
            },
            _ => views::custom_hooks(spec.name, def),
        };
        let def = match spec.name {
            "memref.alloca" => OpDef {
                interfaces: def
                    .interfaces
                    .clone()
                    .with(mem_slot::ALLOCA)
                    .with(mem_slot::DESTRUCTURABLE_ALLOCA),
                ..def
            },
            "memref.load" => OpDef {
                interfaces: def
                    .interfaces
                    .clone()
                    .with(mem_slot::LOAD)
                    .with(mem_slot::accessor(0)),
                ..def
            },
            "memref.store" => OpDef {
                interfaces: def
                    .interfaces
                    .clone()
                    .with(mem_slot::STORE)
                    .with(mem_slot::accessor(1)),
                ..def
            },
            _ => def,
        };
        let def =
            if spec.name == "memref.dim" {
                OpDef {
                    interfaces: def.interfaces.clone().with(
                        strata_ir::interfaces::ConditionallySpeculatable(dim_speculatability),
                    ),
                    ..def
                }
            } else {
                def
            };
        let def = if OPS_WITH_DECLARED_EFFECTS.contains(&spec.name) {
            OpDef {
                interfaces: def.interfaces.clone().with(DECLARED_EFFECTS),
                ..def
            }
        } else {
            def
        };
        d.ops.push(def);
    }
    d
}
