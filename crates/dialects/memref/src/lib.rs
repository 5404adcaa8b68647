//! The `memref` dialect of MLIR 22: allocation, loads and stores, views
//! (subview, reinterpret_cast, view, expand/collapse_shape, transpose),
//! casts, globals, atomics and metadata extraction.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_dialect_utils::asm::name_result;
use strata_dialect_utils::static_value::{verify_dynamic_sizes, DIM_SPECULATABLE};
use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::bufferization::AllocationOpInterface;
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::interfaces::AUTOMATIC_ALLOCATION_SCOPE_RESOURCE;
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, LogicalResult, OpRef, OpTraits, OperationState, SymbolLookup,
    Type, TypeKind, ValueId, DYNAMIC,
};
use strata_ods::constraints::{attrs, types, AttrConstraint, EnumDef, EnumStorage, TypeConstraint};
use strata_ods::directives::DYNAMIC_INDEX_LIST;
use strata_ods::{AttrSpec, DialectSpec, OpSpec, Predicate, RegionConstraint, TraitCheck};

pub(crate) mod canonicalize;
pub(crate) mod fold;
pub mod layout;
mod mem_slot;
pub mod memory_space_cast;
pub mod reify;
pub mod reshape;
pub(crate) mod reshape_folds;
pub mod views;

#[cfg(test)]
mod tests;

pub use fold::fold_operand_casts as fold_memref_cast;
pub use fold::fold_operand_casts_except as fold_memref_cast_except;
pub use reshape::{CollapseShapeOp, ExpandShapeOp, ReshapeOp};
pub use views::{ReinterpretCastOp, SubViewOp, TransposeOp, ViewOp};

use layout::{memref_parts, strides_and_offset};

/// The sizes of the dynamic dimensions of memref `buffer`, each a new
/// `memref.dim` with its index constant at the builder's insertion point.
pub fn dynamic_dims(
    b: &mut strata_ir::OpBuilder<'_>,
    loc: strata_ir::Location,
    buffer: ValueId,
) -> Vec<ValueId> {
    let ctx = b.ctx;
    let shape = ctx.shape(b.body.value_type(buffer)).unwrap_or(&[]).to_vec();
    let mut sizes = Vec::new();
    for (d, &s) in shape.iter().enumerate() {
        if s == DYNAMIC {
            let index = ctx.integer_attr(ctx.index_type(), d as i64);
            let c = strata_dialect_arith::ConstantOp::build(b, loc, index).result(b);
            sizes.push(DimOp::build(b, loc, buffer, c).result(b));
        }
    }
    sizes
}

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

/// `ViewLikeOpInterface` of the memref view ops: the view is of their
/// first operand.
pub(crate) const VIEW_LIKE: strata_ir::interfaces::ViewLikeOpInterface =
    strata_ir::interfaces::ViewLikeOpInterface {
        view_source: |op| op.operands().next(),
    };

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

// ---- alloc / alloca ------------------------------------------------------------

fn verify_alloc_like(op: OpRef<'_>) -> LogicalResult {
    // `memref.alloc` and `memref.alloca` have the same operands.
    let alloc = AllocOp(op.id);
    let t = op.value_type(alloc.memref(&op));
    verify_dynamic_sizes(op, t, alloc.dynamic_sizes(&op).len())?;
    let symbols = layout::layout_num_symbols(op.ctx, t);
    let got = alloc.symbol_operands(&op).len();
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

/// A heap buffer: movable anywhere it stays dominated.
const HEAP_ALLOCATION: AllocationOpInterface = AllocationOpInterface {
    hoist_out_of_loops: true,
    hoist_to_dominator: true,
};

/// A stack buffer: freed with its scope, so only moved out of loops.
const STACK_ALLOCATION: AllocationOpInterface = AllocationOpInterface {
    hoist_out_of_loops: true,
    hoist_to_dominator: false,
};

/// A reallocation: tied to its source, so never moved.
const REALLOCATION: AllocationOpInterface = AllocationOpInterface {
    hoist_out_of_loops: false,
    hoist_to_dominator: false,
};

/// What `memref.alloc` and `memref.alloca` share (MLIR's `AllocLikeOp`).
const fn alloc_like(summary: &'static str) -> OpSpec {
    OpSpec {
        summary,
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        format: Some("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)"),
        ..OpSpec::new("memref.alloc")
    }
}

strata_ods::op! {
    /// Allocates a buffer on the heap and returns a memref to it. The
    /// operands give the sizes of the result's dynamic dimensions, in
    /// order, then (in square brackets) the values of the symbols of its
    /// layout map. The optional `alignment`, a power of two, asks for a
    /// buffer aligned to that many bytes. The buffer lives until a
    /// `memref.dealloc` frees it.
    pub AllocOp(ALLOC, "memref.alloc") {
        operands(
            dynamic_sizes "dynamicSizes": variadic(INDEX),
            symbol_operands "symbolOperands": variadic(INDEX),
        )
        results(memref: single(ANY_MEMREF) [Allocate])
        attributes(alignment: opt_int = optional(ALIGNMENT))
        build(explicit)
        example: "func.func @alloc(%n: index) {\n  %alloc = memref.alloc(%n) {alignment = 64 : i64} : memref<?x8xf32>\n  memref.dealloc %alloc : memref<?x8xf32>\n  return\n}",
        verify: Some(verify_alloc_like),
        result_names: Some(|op, set| name_result(op, set, "alloc")),
        canonicalize: Some(canonicalize::memref_alloc),
        interfaces: &[&HEAP_ALLOCATION, &DYNAMIC_SIZES_BOUNDS],
        ..alloc_like("memory allocation operation")
    }
    /// Allocates a buffer on the stack of the closest enclosing op with
    /// an automatic allocation scope (a function, `memref.alloca_scope`,
    /// ...), which frees it when control leaves that scope; the op must
    /// have such an ancestor. Operands and `alignment` are those of
    /// `memref.alloc`.
    pub AllocaOp(ALLOCA, "memref.alloca") {
        operands(
            dynamic_sizes "dynamicSizes": variadic(INDEX),
            symbol_operands "symbolOperands": variadic(INDEX),
        )
        results(memref: single(ANY_MEMREF) [Allocate in AUTOMATIC_ALLOCATION_SCOPE_RESOURCE])
        attributes(alignment: opt_int = optional(ALIGNMENT))
        build(explicit)
        example: "func.func @alloca(%n: index) {\n  %alloca = memref.alloca(%n) : memref<?xf32>\n  return\n}",
        verify: Some(verify_alloca),
        result_names: Some(|op, set| name_result(op, set, "alloca")),
        canonicalize: Some(canonicalize::memref_alloca),
        interfaces: &[
            &mem_slot::PROMOTABLE_ALLOCA,
            &mem_slot::DESTRUCTURABLE_ALLOCA,
            &STACK_ALLOCATION,
            &DYNAMIC_SIZES_BOUNDS,
        ],
        ..alloc_like("stack memory allocation operation")
    }
}

/// The sizes of an allocation: its dynamic size operands.
const DYNAMIC_SIZES_BOUNDS: strata_ir::interfaces::ShapedDimBoundsOpInterface =
    strata_ir::interfaces::ShapedDimBoundsOpInterface(|op, v, dim, out| {
        strata_dialect_utils::value_bounds::dynamic_sizes_bounds(op, v, dim, 0, out)
    });
/// The sizes of a cast: its source's.
const SAME_SHAPE_BOUNDS: strata_ir::interfaces::ShapedDimBoundsOpInterface =
    strata_ir::interfaces::ShapedDimBoundsOpInterface(|op, _, dim, out| {
        strata_dialect_utils::value_bounds::same_shape_bounds(op, dim, 0, out)
    });
/// A rank: the rank of the operand's type.
const RANK_BOUNDS: strata_ir::interfaces::ValueBoundsOpInterface =
    strata_ir::interfaces::ValueBoundsOpInterface(strata_dialect_utils::value_bounds::rank_bounds);

// ---- realloc --------------------------------------------------------------------

fn verify_realloc(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let realloc = ReallocOp(op.id);
    let (src, res) = (
        op.value_type(realloc.source(&op)),
        op.value_type(realloc.result(&op)),
    );
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
    let has_operand = realloc.dynamic_result_size(&op).is_some();
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

strata_ods::op! {
    /// Resizes a one-dimensional buffer: allocates a buffer of the result
    /// type, copies as many leading elements of `source` as fit into it
    /// and frees `source`, which must not be used afterwards. The size of a
    /// dynamic result dimension is `dynamicResultSize`. Both types have the
    /// identity layout, the same element type and memory space; elements
    /// past the old size are uninitialized.
    pub ReallocOp(REALLOC, "memref.realloc") {
        operands(
            source: single(MEMREF_1D) [Free],
            dynamic_result_size "dynamicResultSize": optional(INDEX),
        )
        results(result: single(MEMREF_1D) [Allocate])
        attributes(alignment: opt_int = optional(ALIGNMENT))
        build(explicit)
        summary: "memory reallocation operation",
        example: "func.func @realloc(%m: memref<4xf32>, %n: index) -> memref<?xf32> {\n  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>\n  return %0 : memref<?xf32>\n}",
        format: Some("$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)"),
        verify: Some(verify_realloc),
        canonicalize: Some(canonicalize::realloc),
        interfaces: &[&REALLOCATION],
    }
}

// ---- alloca_scope ------------------------------------------------------------------

const ALLOCA_SCOPE_RETURN: &str = "memref.alloca_scope.return";

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

strata_ods::op! {
    /// Delimits an automatic allocation scope within a region: the stack
    /// buffers `memref.alloca` allocates in its body are freed when control
    /// leaves it. The body is one block ending with
    /// `memref.alloca_scope.return`, whose operands become the op's
    /// results.
    pub AllocaScopeOp(ALLOCA_SCOPE, "memref.alloca_scope") {
        results(results: variadic(types::ANY_TYPE))
        regions(body_region "bodyRegion": single(RegionConstraint::Sized(1)))
        build(explicit)
        summary: "explicitly delimited scope for stack allocation",
        example: "func.func @scope(%n: index) -> index {\n  %0 = memref.alloca_scope  -> (index) {\n    %alloca = memref.alloca(%n) : memref<?xf32>\n    memref.alloca_scope.return %n : index\n  }\n  return %0 : index\n}",
        traits: OpTraits::AUTOMATIC_ALLOCATION_SCOPE
            .union(OpTraits::SINGLE_BLOCK)
            .union(OpTraits::RECURSIVE_MEMORY_EFFECTS)
            .union(OpTraits::NO_REGION_ARGUMENTS),
        implicit_terminator: Some(ALLOCA_SCOPE_RETURN),
        verify_regions: Some(verify_alloca_scope_edges),
        canonicalize: Some(canonicalize::alloca_scope),
        parse: Some(parse_alloca_scope),
        print: Some(print_alloca_scope),
    }
    /// Ends the body of a `memref.alloca_scope`, returning its operands as
    /// the scope's results. It may be left out of the custom form when the
    /// scope has no results.
    pub AllocaScopeReturnOp(ALLOCA_SCOPE_RETURN_OP, ALLOCA_SCOPE_RETURN) {
        operands(results: variadic(types::ANY_TYPE))
        build(explicit)
        summary: "terminator for alloca_scope operation",
        example: "func.func @scope() -> f32 {\n  %0 = memref.alloca_scope  -> (f32) {\n    %cst = arith.constant 1.000000e+00 : f32\n    memref.alloca_scope.return %cst : f32\n  }\n  return %0 : f32\n}",
        traits: OpTraits::TERMINATOR
            .union(OpTraits::RETURN_LIKE)
            .union(OpTraits::PURE),
        parents: &["memref.alloca_scope"],
        format: Some("attr-dict ($results^ `:` type($results))?"),
    }
}

// ---- dealloc, load, store, copy ---------------------------------------------------

fn element_type_of(ctx: &Context, t: Type) -> Type {
    element_of(ctx, t)
}

fn verify_load(op: OpRef<'_>) -> LogicalResult {
    let load = LoadOp(op.id);
    let rank = rank_of(op.ctx, op.value_type(load.memref(&op))).unwrap_or(0);
    let n = load.indices(&op).len();
    if n != rank {
        return Err(op.emit_op_error(format!(
            "incorrect number of indices for load, expected {rank} but got {n}"
        )));
    }
    Ok(())
}

fn verify_store(op: OpRef<'_>) -> LogicalResult {
    let store = StoreOp(op.id);
    let rank = rank_of(op.ctx, op.value_type(store.memref(&op))).unwrap_or(0);
    if store.indices(&op).len() != rank {
        return Err(op.emit_op_error("store index operand count not equal to memref rank"));
    }
    Ok(())
}

strata_ods::op! {
    /// Frees a buffer `memref.alloc` allocated. Using the memref, or any
    /// view of it, afterwards is undefined behaviour, as is freeing a
    /// buffer twice or one that was not allocated on the heap.
    pub DeallocOp(DEALLOC, "memref.dealloc") {
        operands(memref: single(MEMREF_OR_UNRANKED) [Free])
        build(explicit)
        summary: "memory deallocation operation",
        example: "func.func @dealloc(%m: memref<8x?xf32>) {\n  memref.dealloc %m : memref<8x?xf32>\n  return\n}",
        format: Some("$memref attr-dict `:` type($memref)"),
        fold: Some(fold::fold_operand_casts),
    }
    /// Reads the element of `memref` at `indices`, one index per
    /// dimension; the result has the memref's element type. An index out
    /// of bounds makes the behaviour undefined. `nontemporal` hints that
    /// the element will not be reused soon; `alignment` is the byte
    /// alignment the access may assume.
    pub LoadOp(LOAD, "memref.load") {
        operands(memref: single(ANY_MEMREF) [Read], indices: variadic(INDEX))
        results(result: single(types::ANY_TYPE))
        attributes(
            nontemporal: opt_bool = default_valued_optional(attrs::BOOL_ATTR, false_attr),
            alignment: opt_int = optional(ALIGNMENT),
        )
        build(infer)
        summary: "load operation",
        example: "func.func @load(%m: memref<4x4xf32>, %i: index, %j: index) -> f32 {\n  %0 = memref.load %m[%i, %j] : memref<4x4xf32>\n  return %0 : f32\n}",
        predicates: &[Predicate::TypesMatchWith {
            summary: "result type matches element type of 'memref'",
            from: "memref",
            to: "result",
            transform: element_type_of,
        }],
        format: Some("$memref `[` $indices `]` attr-dict `:` type($memref)"),
        verify: Some(verify_load),
        fold: Some(fold::fold_operand_casts),
        interfaces: &[&crate::memory_space_cast::CONSUMER, &mem_slot::PROMOTABLE_LOAD, &mem_slot::LOAD_ACCESSOR],
    }
    /// Writes `value`, of the memref's element type, to the element of
    /// `memref` at `indices`, one index per dimension. An index out of
    /// bounds makes the behaviour undefined. `nontemporal` and `alignment`
    /// are hints, as for `memref.load`.
    pub StoreOp(STORE, "memref.store") {
        operands(
            value: single(types::ANY_TYPE),
            memref: single(ANY_MEMREF) [Write],
            indices: variadic(INDEX),
        )
        attributes(
            nontemporal: opt_bool = default_valued_optional(attrs::BOOL_ATTR, false_attr),
            alignment: opt_int = optional(ALIGNMENT),
        )
        build(explicit)
        summary: "store operation",
        example: "func.func @store(%m: memref<4xf32>, %i: index, %v: f32) {\n  memref.store %v, %m[%i] {nontemporal = true} : memref<4xf32>\n  return\n}",
        predicates: &[Predicate::TypesMatchWith {
            summary: "type of 'value' matches element type of 'memref'",
            from: "memref",
            to: "value",
            transform: element_type_of,
        }],
        format: Some("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)"),
        verify: Some(verify_store),
        fold: Some(fold::fold_store),
        interfaces: &[&crate::memory_space_cast::CONSUMER, &mem_slot::PROMOTABLE_STORE, &mem_slot::STORE_ACCESSOR],
    }
    /// Copies every element of `source` into `target`. The two have the
    /// same shape and element type but may differ in layout. Overlapping
    /// source and target make the behaviour undefined.
    pub CopyOp(COPY, "memref.copy") {
        operands(
            source: single(MEMREF_OR_UNRANKED) [Read],
            target: single(MEMREF_OR_UNRANKED) [Write],
        )
        build(explicit)
        summary: "",
        example: "func.func @copy(%a: memref<4xf32>, %b: memref<4xf32, strided<[2]>>) {\n  memref.copy %a, %b : memref<4xf32> to memref<4xf32, strided<[2]>>\n  return\n}",
        traits: OpTraits::SAME_OPERANDS_ELEMENT_TYPE,
        trait_checks: &[TraitCheck::SameOperandsShape],
        format: Some("$source `,` $target attr-dict `:` type($source) `to` type($target)"),
        fold: Some(fold::fold_copy),
        canonicalize: Some(canonicalize::copy),
    }
}

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

/// `CastOpInterface`'s check that the cast from `a` to `b` is allowed.
fn verify_cast_with(
    op: OpRef<'_>,
    (a, b): (Type, Type),
    compatible: fn(&Context, Type, Type) -> bool,
) -> LogicalResult {
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

strata_ods::op! {
    /// Converts a memref to a compatible memref type without touching the
    /// data: static sizes, strides or offset may become dynamic and the
    /// other way round, and a ranked memref may become unranked or the
    /// reverse; element type and memory space stay. Casting to a static
    /// size, stride or offset that does not hold at run time is undefined
    /// behaviour.
    pub CastOp(CAST, "memref.cast") {
        operands(source: single(MEMREF_OR_UNRANKED))
        results(dest: single(MEMREF_OR_UNRANKED))
        build(explicit)
        summary: "memref cast operation",
        example: "func.func @cast(%m: memref<4x?xf32>) -> memref<*xf32> {\n  %cast = memref.cast %m : memref<4x?xf32> to memref<?x4xf32>\n  %cast_0 = memref.cast %cast : memref<?x4xf32> to memref<*xf32>\n  return %cast_0 : memref<*xf32>\n}",
        traits: OpTraits::PURE,
        trait_checks: &[TraitCheck::Custom(|op| {
            let cast = CastOp(op.id);
            let types = (op.value_type(cast.source(&op)), op.value_type(cast.dest(&op)));
            verify_cast_with(op, types, cast_compatible)
        })],
        format: Some(CAST_FORMAT),
        result_names: Some(|op, set| name_result(op, set, "cast")),
        fold: Some(fold::fold_cast),
        interfaces: &[&crate::memory_space_cast::CONSUMER, &crate::VIEW_LIKE, &SAME_SHAPE_BOUNDS],
    }
    /// Moves a memref to another memory space, keeping its element type,
    /// shape and layout (or, unranked, its element type). Whether the
    /// buffer can be reached from the new space depends on the target;
    /// accessing it through the result when it cannot is undefined
    /// behaviour.
    pub MemorySpaceCastOp(MEMORY_SPACE_CAST, "memref.memory_space_cast") {
        operands(source: single(MEMREF_OR_UNRANKED))
        results(dest: single(MEMREF_OR_UNRANKED))
        build(explicit)
        summary: "memref memory space cast operation",
        example: "func.func @memory_space_cast(%m: memref<4xf32, 1>) -> memref<4xf32> {\n  %memspacecast = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>\n  return %memspacecast : memref<4xf32>\n}",
        traits: OpTraits::PURE,
        trait_checks: &[TraitCheck::Custom(|op| {
            let cast = MemorySpaceCastOp(op.id);
            let types = (op.value_type(cast.source(&op)), op.value_type(cast.dest(&op)));
            verify_cast_with(op, types, memory_space_cast_compatible)
        })],
        format: Some(CAST_FORMAT),
        result_names: Some(|op, set| name_result(op, set, "memspacecast")),
        fold: Some(fold::fold_memory_space_cast),
        interfaces: &[&crate::memory_space_cast::CONSUMER, &crate::VIEW_LIKE],
    }
}

// ---- dim, rank ------------------------------------------------------------------------

strata_ods::op! {
    /// Returns the size of dimension `index` of a memref. An index
    /// outside the rank makes the result undefined.
    pub DimOp(DIM, "memref.dim") {
        operands(source: single(NON0_MEMREF), index: single(INDEX))
        results(result: single(INDEX))
        build(infer)
        summary: "dimension index operation",
        example: "func.func @dim(%m: memref<4x?xf32>) -> index {\n  %c1 = arith.constant 1 : index\n  %dim = memref.dim %m, %c1 : memref<4x?xf32>\n  return %dim : index\n}",
        traits: OpTraits::NO_MEMORY_EFFECT,
        format: Some("attr-dict $source `,` $index `:` type($source)"),
        result_names: Some(|op, set| name_result(op, set, "dim")),
        fold: Some(fold::fold_dim),
        canonicalize: Some(canonicalize::dim),
        interfaces: &[&strata_ir::int_range::SHAPED_DIM_RANGE, &DIM_SPECULATABLE, &strata_ir::interfaces::SHAPED_DIM_BOUNDS],
    }
    /// Returns the number of dimensions of a memref, ranked or not.
    pub RankOp(RANK, "memref.rank") {
        operands(memref: single(MEMREF_OR_UNRANKED))
        results(result: single(INDEX))
        build(infer)
        summary: "rank operation",
        example: "func.func @rank(%m: memref<*xf32>) -> index {\n  %0 = memref.rank %m : memref<*xf32>\n  return %0 : index\n}",
        traits: OpTraits::PURE,
        format: Some("$memref attr-dict `:` type($memref)"),
        fold: Some(fold::fold_rank),
        interfaces: &[&RANK_BOUNDS],
    }
}

// ---- globals ---------------------------------------------------------------------------

fn verify_get_global_symbol_uses(op: OpRef<'_>, st: &dyn SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    let get = GetGlobalOp(op.id);
    let Some(name) = get.name(&op).map(|n| ctx.ident(n)) else {
        return Ok(());
    };
    let text = ctx.ident_str(name);
    let global = st.lookup_symbol(name).filter(|g| g.name_str() == GLOBAL.name);
    let Some(global) = global else {
        return Err(op.emit_op_error(format!("'{text}' does not reference a valid global memref")));
    };
    let Some(gt) = GlobalOp(global.id).ty(&global) else {
        return Ok(());
    };
    let rt = op.value_type(get.result(&op));
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
    let global = GlobalOp(op.id);
    let Some(t) = global.ty(&op) else {
        return Ok(());
    };
    if !is_static_memref(ctx, t) {
        return Err(op.emit_op_error(format!(
            "type should be static shaped memref, but got '{}'",
            ty(op, t)
        )));
    }
    let Some(init) = global.initial_value(&op) else {
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

strata_ods::op! {
    /// Returns a memref to the buffer of the `memref.global` named `name`,
    /// whose type is the result type.
    pub GetGlobalOp(GET_GLOBAL, "memref.get_global") {
        results(result: single(STATIC_MEMREF))
        attributes(name: symbol = required(attrs::FLAT_SYMBOL_REF_ATTR))
        build(explicit)
        summary: "get the memref pointing to a global variable",
        example: "memref.global \"private\" constant @lut : memref<2xi32> = dense<[1, 2]>\nfunc.func @get_global() -> memref<2xi32> {\n  %0 = memref.get_global @lut : memref<2xi32>\n  return %0 : memref<2xi32>\n}",
        traits: OpTraits::PURE,
        format: Some("$name `:` type($result) attr-dict"),
        verify_symbol_uses: Some(verify_get_global_symbol_uses),
    }
    /// Declares or defines a named global buffer (a symbol) of a statically
    /// shaped memref type. Without an initial value it is a declaration;
    /// `= uninitialized` defines it without a value, and `= dense<...>`
    /// with a value of its shape and element type. `constant` makes it
    /// read-only (writing to it is undefined behaviour) and `alignment`
    /// gives its byte alignment.
    pub GlobalOp(GLOBAL, "memref.global") {
        attributes(
            sym_name: str = required(attrs::SYMBOL_NAME_ATTR),
            sym_visibility: opt_str = optional(attrs::STR_ATTR),
            ty "type": type = required(MEMREF_TYPE_ATTR),
            initial_value: opt_attr = optional(attrs::ANY_ATTR),
            constant: unit = optional(attrs::UNIT_ATTR),
            alignment: opt_int = optional(ALIGNMENT),
        )
        build(explicit)
        summary: "declare or define a global memref variable",
        example: "memref.global @counters : memref<4xi64> = uninitialized\nmemref.global \"private\" constant @table : memref<2x2xf32> = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> {alignment = 16 : i64}\nmemref.global @external : memref<8xi8>",
        traits: OpTraits::SYMBOL,
        verify: Some(verify_global),
        parse: Some(parse_global),
        print: Some(print_global),
    }
}

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
    let a = AssumeAlignmentOp(op.id).alignment(&op).unwrap_or(1);
    if a <= 0 || !(a as u64).is_power_of_two() {
        return Err(op.emit_op_error("alignment must be power of 2"));
    }
    Ok(())
}

strata_ods::op! {
    /// Returns `memref` unchanged, stating that its aligned pointer is a
    /// multiple of `alignment` bytes (a power of two), which later code
    /// may rely on. If the pointer is not so aligned, the result is
    /// poison.
    pub AssumeAlignmentOp(ASSUME_ALIGNMENT, "memref.assume_alignment") {
        operands(memref: single(ANY_MEMREF))
        results(result: single(ANY_MEMREF))
        attributes(alignment: int = required(POSITIVE_I32))
        build(infer)
        summary: "assumption that gives alignment information to the input memref",
        example: "func.func @assume_alignment(%m: memref<128xf32>) -> memref<128xf32> {\n  %assume_align = memref.assume_alignment %m, 16 : memref<128xf32>\n  return %assume_align : memref<128xf32>\n}",
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE),
        format: Some("$memref `,` $alignment attr-dict `:` type($memref)"),
        verify: Some(verify_assume_alignment),
        result_names: Some(|op, set| name_result(op, set, "assume_align")),
        fold: Some(fold::fold_assume_alignment),
        interfaces: &[&crate::memory_space_cast::CONSUMER, &crate::VIEW_LIKE, &reify::ASSUME_ALIGNMENT],
    }
}

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

strata_ods::op! {
    /// Returns its operands unchanged, stating that they refer to
    /// distinct buffers: no access through one of them aliases an access
    /// through another. If the buffers do overlap, the behaviour is
    /// undefined.
    pub DistinctObjectsOp(DISTINCT_OBJECTS, "memref.distinct_objects") {
        operands(operands: variadic(ANY_MEMREF))
        results(results: variadic(ANY_MEMREF))
        build(explicit)
        summary: "assumption that acesses to specific memrefs will never alias",
        example: "func.func @distinct(%a: memref<?xf32>, %b: memref<?xf32>) -> (memref<?xf32>, memref<?xf32>) {\n  %0:2 = memref.distinct_objects %a, %b : memref<?xf32>, memref<?xf32>\n  return %0#0, %0#1 : memref<?xf32>, memref<?xf32>\n}",
        traits: OpTraits::PURE,
        verify: Some(verify_distinct_objects),
        parse: Some(parse_distinct_objects),
        print: Some(print_distinct_objects),
    }
}

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

strata_ods::op! {
    /// Returns the aligned pointer of a memref's buffer as an index, for
    /// handing the buffer to code outside MLIR. Turning the index back
    /// into a memref is not supported.
    pub ExtractAlignedPointerAsIndexOp(EXTRACT_ALIGNED_POINTER, "memref.extract_aligned_pointer_as_index") {
        operands(source: single(MEMREF_OR_UNRANKED))
        results(aligned_pointer: single(INDEX))
        build(infer)
        summary: "Extracts a memref's underlying aligned pointer as an index",
        example: "func.func @pointer(%m: memref<4x4xf32>) -> index {\n  %intptr = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index\n  return %intptr : index\n}",
        traits: OpTraits::PURE,
        format: Some("$source `:` type($source) `->` type(results) attr-dict"),
        result_names: Some(|op, set| name_result(op, set, "intptr")),
    }
}

fn verify_extract_strided_metadata(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.value_type(ExtractStridedMetadataOp(op.id).source(&op));
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

strata_ods::op! {
    /// Splits a strided memref into its parts: the base buffer (a rank-0
    /// memref of the same element type and memory space), the offset,
    /// and one size and one stride per dimension. `memref.reinterpret_cast`
    /// of the base with these values gives back the source.
    pub ExtractStridedMetadataOp(EXTRACT_STRIDED_METADATA, "memref.extract_strided_metadata") {
        operands(source: single(STRIDED_MEMREF))
        results(
            base_buffer: single(STRIDED_MEMREF_RANK0),
            offset: single(INDEX),
            sizes: variadic(INDEX),
            strides: variadic(INDEX),
        )
        build(explicit)
        summary: "Extracts a buffer base with offset and strides",
        example: "func.func @metadata(%m: memref<?x8xf32, strided<[8, 1], offset: ?>>) -> (memref<f32>, index) {\n  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x8xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index\n  return %base_buffer, %offset : memref<f32>, index\n}",
        traits: OpTraits::PURE,
        format: Some("$source `:` type($source) `->` type(results) attr-dict"),
        verify: Some(verify_extract_strided_metadata),
        fold: Some(fold::fold_extract_strided_metadata),
        canonicalize: Some(canonicalize::extract_strided_metadata),
        interfaces: &[&crate::VIEW_LIKE],
    }
}

// ---- atomics -----------------------------------------------------------------------------

fn verify_atomic_rmw(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let rmw = AtomicRmwOp(op.id);
    let rank = rank_of(ctx, op.value_type(rmw.memref(&op))).unwrap_or(0);
    if rank != rmw.indices(&op).len() {
        return Err(op.emit_op_error("expects the number of subscripts to be equal to memref rank"));
    }
    let Some(kind) = rmw.kind(&op) else {
        return Ok(());
    };
    let keyword = ATOMIC_RMW_KIND.keyword(kind).unwrap_or("");
    let vt = op.value_type(rmw.value(&op));
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

strata_ods::op! {
    /// Atomically reads the element of `memref` at `indices`, combines it
    /// with `value` by `kind` (`addf`, `maxs`, `ori`, ...), writes the
    /// combination back and returns the element's previous value. Float
    /// kinds take a float element type, integer kinds an integer one.
    pub AtomicRmwOp(ATOMIC_RMW, "memref.atomic_rmw") {
        operands(
            value: single(INT_OR_FLOAT),
            memref: single(INT_OR_FLOAT_MEMREF) [Read, Write],
            indices: variadic(INDEX),
        )
        results(result: single(INT_OR_FLOAT))
        attributes(kind: enum = required(AttrConstraint::Enum(&ATOMIC_RMW_KIND)))
        build(infer)
        summary: "atomic read-modify-write operation",
        example: "func.func @atomic_rmw(%m: memref<10xf32>, %i: index, %v: f32) -> f32 {\n  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32\n  return %0 : f32\n}",
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
        interfaces: &[&crate::memory_space_cast::CONSUMER],
    }
}

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
    if body.value_type(args[0]) != op.value_type(GenericAtomicRmwOp(op.id).result(&op)) {
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

strata_ods::op! {
    /// Atomically replaces the element of `memref` at `indices` by what
    /// its body computes from it: the body's one argument is the current
    /// value, and its `memref.atomic_yield` gives the new one. The body
    /// must be free of side effects (it may run several times). Returns
    /// the element's previous value.
    pub GenericAtomicRmwOp(GENERIC_ATOMIC_RMW, "memref.generic_atomic_rmw") {
        operands(memref: single(INT_OR_FLOAT_MEMREF) [Read, Write], indices: variadic(INDEX))
        results(result: single(INT_OR_FLOAT))
        regions(atomic_body: single(RegionConstraint::Any))
        build(infer)
        summary: "atomic read-modify-write operation with a region",
        example: "func.func @generic_atomic_rmw(%m: memref<10xf32>, %i: index) -> f32 {\n  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {\n  ^bb0(%current: f32):\n    %cst = arith.constant 1.000000e+00 : f32\n    %1 = arith.addf %current, %cst : f32\n    memref.atomic_yield %1 : f32\n  }\n  return %0 : f32\n}",
        traits: OpTraits::SINGLE_BLOCK,
        implicit_terminator: Some(ATOMIC_YIELD),
        predicates: &[Predicate::TypesMatchWith {
            summary: "result type matches element type of memref",
            from: "memref",
            to: "result",
            transform: element_type_of,
        }],
        verify: Some(verify_generic_atomic_rmw),
        parse: Some(parse_generic_atomic_rmw),
        print: Some(print_generic_atomic_rmw),
    }
}

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
    let rt = op.value_type(AtomicYieldOp(op.id).result(&op));
    if pt != rt {
        return Err(op.emit_op_error(format!(
            "types mismatch between yield op: '{}' and its parent: '{}'",
            ty(op, rt),
            ty(op, pt)
        )));
    }
    Ok(())
}

strata_ods::op! {
    /// Ends the body of a `memref.generic_atomic_rmw`, giving the value to
    /// store, of the parent's result type.
    pub AtomicYieldOp(ATOMIC_YIELD_OP, ATOMIC_YIELD) {
        operands(result: single(types::ANY_TYPE))
        build(explicit)
        summary: "yield operation for GenericAtomicRMWOp",
        example: "func.func @atomic_yield(%m: memref<4xi32>, %i: index) -> i32 {\n  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {\n  ^bb0(%current: i32):\n    %c1_i32 = arith.constant 1 : i32\n    %1 = arith.muli %current, %c1_i32 : i32\n    memref.atomic_yield %1 : i32\n  }\n  return %0 : i32\n}",
        traits: OpTraits::PURE
            .union(OpTraits::TERMINATOR)
            .union(OpTraits::RETURN_LIKE),
        parents: &["memref.generic_atomic_rmw"],
        format: Some("$result attr-dict `:` type($result)"),
        verify: Some(verify_atomic_yield),
    }
}

// ---- prefetch, dma_wait --------------------------------------------------------------------

fn verify_prefetch(op: OpRef<'_>) -> LogicalResult {
    let prefetch = PrefetchOp(op.id);
    let rank = rank_of(op.ctx, op.value_type(prefetch.memref(&op))).unwrap_or(0);
    if prefetch.indices(&op).len() != rank {
        return Err(op.emit_op_error("too few indices"));
    }
    Ok(())
}

strata_ods::op! {
    /// Hints that the element of `memref` at `indices` will soon be read
    /// or written (`read`/`write`), with a temporal locality from
    /// `locality<0>` (none) to `locality<3>` (keep in cache), through the
    /// data or the instruction cache (`data`/`instr`). It changes no
    /// value.
    pub PrefetchOp(PREFETCH, "memref.prefetch") {
        operands(memref: single(ANY_MEMREF) [Write], indices: variadic(INDEX))
        attributes(
            is_write "isWrite": bool = required(attrs::BOOL_ATTR),
            locality_hint "localityHint": int = required(LOCALITY),
            is_data_cache "isDataCache": bool = required(attrs::BOOL_ATTR),
        )
        build(explicit)
        summary: "prefetch operation",
        example: "func.func @prefetch(%m: memref<400x400xf32>, %i: index) {\n  memref.prefetch %m[%i, %i], write, locality<1>, data : memref<400x400xf32>\n  return\n}",
        verify: Some(verify_prefetch),
        fold: Some(fold::fold_operand_casts),
        parse: Some(parse_prefetch),
        print: Some(print_prefetch),
    }
}

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
    let wait = DmaWaitOp(op.id);
    let rank = rank_of(op.ctx, op.value_type(wait.tag_mem_ref(&op))).unwrap_or(0);
    let n = wait.tag_indices(&op).len();
    if n != rank {
        return Err(op.emit_op_error(format!(
            "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
        )));
    }
    Ok(())
}

strata_ods::op! {
    /// Waits until the DMA transfer whose tag is the element of
    /// `tagMemRef` at `tagIndices` has completed; `numElements` is the
    /// size of that transfer.
    pub DmaWaitOp(DMA_WAIT, "memref.dma_wait") {
        operands(
            tag_mem_ref "tagMemRef": single(ANY_MEMREF),
            tag_indices "tagIndices": variadic(INDEX),
            num_elements "numElements": single(INDEX),
        )
        build(explicit)
        summary: "blocking DMA operation that waits for transfer completion",
        example: "func.func @dma_wait(%tag: memref<1xi32>, %i: index, %n: index) {\n  memref.dma_wait %tag[%i], %n : memref<1xi32>\n  return\n}",
        format: Some("$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)"),
        verify: Some(verify_dma_wait),
        fold: Some(fold::fold_operand_casts),
    }
}

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

strata_ods::op! {
    /// Starts an asynchronous transfer of a number of elements from a
    /// source memref, at its indices, to a destination memref, at its
    /// indices, usually between memory spaces. The element of the tag
    /// memref at the tag indices tracks the transfer, which
    /// `memref.dma_wait` waits for. Two optional trailing operands give a
    /// stride and the number of elements moved per stride. The operands
    /// form one list, split by the ranks of the memrefs.
    pub DmaStartOp(DMA_START, "memref.dma_start") {
        operands(operands: variadic(types::ANY_TYPE))
        build(explicit)
        summary: "non-blocking DMA operation that starts a transfer",
        example: "func.func @dma_start(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {\n  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>\n  memref.dma_wait %tag[%i], %n : memref<1xi32>\n  return\n}",
        verify: Some(verify_dma_start),
        fold: Some(fold::fold_operand_casts),
        parse: Some(parse_dma_start),
        print: Some(print_dma_start),
    }
}

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

/// The `memref` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Buffers in memory: allocation, access, views and globals",
    description: "Ops on memrefs, typed references to buffers with a shape and a \
        layout mapping indices to memory: heap and stack allocation, element \
        loads, stores and atomic updates, copies, views that reinterpret a \
        buffer without copying (subviews, reshapes, casts), global buffers \
        and the extraction of a memref's pointer and strided metadata.",
    ops: &[
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
        &views::SUBVIEW,
        &views::REINTERPRET_CAST,
        &views::VIEW,
        &views::TRANSPOSE,
        &reshape::RESHAPE,
        &reshape::EXPAND_SHAPE,
        &reshape::COLLAPSE_SHAPE,
    ],
    interfaces: &[&DialectInlinerInterface::ALL_LEGAL],
    materialize_constant: Some(strata_dialect_arith::materialize_constant),
    ..DialectSpec::new("memref")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
