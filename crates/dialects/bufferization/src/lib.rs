//! The `bufferization` dialect of MLIR 22: the ops that stand between
//! tensors and buffers during and after bufferization (`to_tensor`,
//! `to_buffer`, `alloc_tensor`, `materialize_in_destination`,
//! `dealloc_tensor`) and the buffer ops of deallocation (`clone`,
//! `dealloc`), with the dialect's discardable attributes
//! (`bufferization.manual_deallocation`, ...).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::interfaces::{EffectKind, MemoryEffect, MemoryEffectOpInterface, DEFAULT_RESOURCE};
use strata_ir::{
    Context, DialectDef, LogicalResult, NamedAttribute, OpRef, OpTraits, OperationState, Type, TypeKind,
    DYNAMIC,
};
use strata_ods::constraints::{attrs, types, TypeConstraint};
use strata_ods::{DialectSpec, Predicate, TraitCheck};

use strata_dialect_utils::attrs::dense_i32_array;

mod bufferize;
mod canonicalize;

#[cfg(test)]
mod tests;

use TypeConstraint as T;

const INDEX: TypeConstraint = types::INDEX;
const ANY_TENSOR: TypeConstraint = types::ANY_TENSOR;
const MEMREF_OR_UNRANKED: TypeConstraint = T::RankedOrUnrankedMemRef;

/// `TensorLikeTypeInterface`: the builtin tensor types.
const TENSOR_LIKE: TypeConstraint = T::Custom {
    summary: "TensorLike type",
    check: |ctx, t| is_tensor(ctx, t),
};

/// `BufferLikeTypeInterface`: the builtin memref types.
const BUFFER_LIKE: TypeConstraint = T::Custom {
    summary: "BufferLike type",
    check: |ctx, t| is_memref(ctx, t),
};

/// Whether `t` is a ranked or unranked tensor.
pub fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// Whether `t` is a ranked or unranked memref.
pub fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// `TensorLikeType::verifyCompatibleBufferType` for builtin types: the
/// shapes (ranked or not) and the element types are the same; the
/// message when not.
fn tensor_buffer_mismatch(ctx: &Context, tensor: Type, buffer: Type) -> Option<&'static str> {
    if ctx.shape(tensor) != ctx.shape(buffer) {
        return Some("shapes do not match");
    }
    if ctx.element_type(tensor) != ctx.element_type(buffer) {
        return Some("element types do not match");
    }
    None
}

/// The `TensorAndBufferMatch` predicate of `to_tensor` and `to_buffer`:
/// the mismatch is reported on its own, before the predicate's failure.
fn tensor_and_buffer_match(op: OpRef<'_>, tensor: Type, buffer: Type) -> bool {
    match tensor_buffer_mismatch(op.ctx, tensor, buffer) {
        Some(message) => {
            let _ = op.emit_error(message);
            false
        }
        None => true,
    }
}

// ---- tensor ops ----------------------------------------------------------------

strata_ods::op! {
    /// Materializes a tensor of the result type that bufferizes to a new
    /// buffer allocation. Without `copy` its contents are undefined and
    /// `dynamic_sizes` gives the sizes of the dynamic dimensions; with
    /// `copy` the new tensor has that tensor's contents (and shape).
    /// `memory_space` is the memory space of the allocation, `size_hint`
    /// a hint for sparse tensors.
    pub AllocTensorOp(ALLOC_TENSOR, "bufferization.alloc_tensor") {
        operands(
            dynamic_sizes: variadic(INDEX),
            copy: optional(ANY_TENSOR),
            size_hint: optional(INDEX),
        )
        results(result: single(ANY_TENSOR))
        attributes(memory_space: opt_attr = optional(attrs::ANY_ATTR))
        build(explicit)
        summary: "allocate buffer for a tensor",
        example: "func.func @alloc_tensor(%n: index) -> tensor<?x8xf32> {\n  %0 = bufferization.alloc_tensor(%n) : tensor<?x8xf32>\n  return %0 : tensor<?x8xf32>\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        verify: Some(verify_alloc_tensor),
        canonicalize: Some(canonicalize::alloc_tensor),
        parse: Some(parse_alloc_tensor),
        print: Some(print_alloc_tensor),
        interfaces: &[&bufferize::ALLOC_TENSOR],
    }
    /// Gives the contents of `source` to `dest`: with a tensor `dest`, the
    /// result is a tensor equal to `source` that bufferizes into `dest`'s
    /// buffer; with a memref `dest` (then `writable`, and optionally
    /// `restrict`), the op writes `source` into it and has no result.
    pub MaterializeInDestinationOp(MATERIALIZE_IN_DESTINATION, "bufferization.materialize_in_destination") {
        operands(source: single(ANY_TENSOR), dest: single(T::AnyShaped))
        results(result: optional(ANY_TENSOR))
        attributes(
            restrict: unit = optional(attrs::UNIT_ATTR),
            writable: unit = optional(attrs::UNIT_ATTR),
        )
        build(explicit)
        summary: "copy a tensor",
        example: "func.func @materialize(%t: tensor<4xf32>, %m: memref<4xf32>) {\n  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()\n  return\n}",
        predicates: &[Predicate::Custom {
            summary: "all of {source, dest} have same element type",
            check: |op| {
                let m = MaterializeInDestinationOp(op.id);
                op.ctx.element_type(op.value_type(m.source(&op))) == op.ctx.element_type(op.value_type(m.dest(&op)))
            },
        }],
        format: Some("$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify_materialize_in_destination),
        interfaces: &[&bufferize::MATERIALIZE_IN_DESTINATION, &MATERIALIZE_EFFECTS],
    }
    /// Releases the storage of `tensor` (a deallocation in tensor land);
    /// the tensor must not be used afterwards.
    pub DeallocTensorOp(DEALLOC_TENSOR, "bufferization.dealloc_tensor") {
        operands(tensor: single(ANY_TENSOR))
        build(explicit)
        summary: "release underlying storage format of given tensor",
        example: "func.func @dealloc_tensor(%t: tensor<4xf32>) {\n  bufferization.dealloc_tensor %t : tensor<4xf32>\n  return\n}",
        format: Some("$tensor attr-dict `:` type($tensor)"),
        interfaces: &[&bufferize::DEALLOC_TENSOR],
    }
    /// A tensor with the contents of `buffer`, of the same shape and
    /// element type. `restrict` says no other value aliases the buffer,
    /// `writable` that bufferization may write into it.
    pub ToTensorOp(TO_TENSOR, "bufferization.to_tensor") {
        operands(buffer: single(BUFFER_LIKE) [Read])
        results(result: single(TENSOR_LIKE))
        attributes(
            restrict: unit = optional(attrs::UNIT_ATTR),
            writable: unit = optional(attrs::UNIT_ATTR),
        )
        build(explicit)
        summary: "create a tensor-like type from a buffer-like type",
        example: "func.func @to_tensor(%m: memref<4xf32>) -> tensor<4xf32> {\n  %0 = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>\n  return %0 : tensor<4xf32>\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
        predicates: &[Predicate::Custom {
            summary: "specified tensor and buffer types match",
            check: |op| {
                let t = ToTensorOp(op.id);
                tensor_and_buffer_match(op, op.value_type(t.result(&op)), op.value_type(t.buffer(&op)))
            },
        }],
        trait_checks: &[TraitCheck::SameOperandsAndResultShape],
        format: Some("$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)"),
        fold: Some(canonicalize::fold_to_tensor),
        canonicalize: Some(canonicalize::to_tensor),
        interfaces: &[&bufferize::TO_TENSOR],
    }
    /// The buffer of `tensor` (a cast across the bufferization boundary).
    /// `read_only` says the buffer and its aliases are not written.
    pub ToBufferOp(TO_BUFFER, "bufferization.to_buffer") {
        operands(tensor: single(TENSOR_LIKE))
        results(buffer: single(BUFFER_LIKE))
        attributes(read_only: unit = optional(attrs::UNIT_ATTR))
        build(explicit)
        summary: "cast a tensor-like type to buffer-like type",
        example: "func.func @to_buffer(%t: tensor<4xf32>) -> memref<4xf32> {\n  %0 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>\n  return %0 : memref<4xf32>\n}",
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
        predicates: &[Predicate::Custom {
            summary: "specified tensor and buffer types match",
            check: |op| {
                let t = ToBufferOp(op.id);
                tensor_and_buffer_match(op, op.value_type(t.tensor(&op)), op.value_type(t.buffer(&op)))
            },
        }],
        trait_checks: &[TraitCheck::SameOperandsAndResultShape],
        format: Some("$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)"),
        fold: Some(canonicalize::fold_to_buffer),
        canonicalize: Some(canonicalize::to_buffer),
        interfaces: &[&bufferize::TO_BUFFER],
    }
}

// ---- buffer ops ----------------------------------------------------------------

strata_ods::op! {
    /// A new buffer with the contents of `input`. Implementations may
    /// return `input` itself, so neither may be written afterwards.
    pub CloneOp(CLONE, "bufferization.clone") {
        operands(input: single(MEMREF_OR_UNRANKED) [Read])
        results(output: single(MEMREF_OR_UNRANKED) [Write, Allocate])
        build(explicit)
        summary: "clone a memref",
        example: "func.func @clone(%m: memref<?xf32>) -> memref<?xf32> {\n  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>\n  return %0 : memref<?xf32>\n}",
        format: Some("$input attr-dict `:` type($input) `to` type($output)"),
        fold: Some(canonicalize::fold_clone),
        canonicalize: Some(canonicalize::clone),
    }
    /// Deallocates each of `memrefs` whose condition holds, unless one of
    /// `retained` aliases it; each result tells whether the matching
    /// retained memref is now owned (MLIR's ownership-based deallocation).
    pub DeallocOp(DEALLOC, "bufferization.dealloc") {
        operands(
            memrefs: variadic(MEMREF_OR_UNRANKED),
            conditions: variadic(types::I1),
            retained: variadic(MEMREF_OR_UNRANKED),
        )
        results(updated_conditions "updatedConditions": variadic(types::I1))
        build(explicit)
        summary: "deallocates the given memrefs if no alias is retained",
        example: "func.func @dealloc(%m: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> i1 {\n  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)\n  return %0 : i1\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        verify: Some(verify_dealloc),
        canonicalize: Some(canonicalize::dealloc),
        parse: Some(parse_dealloc),
        print: Some(print_dealloc),
    }
}

/// `materialize_in_destination` writes its memref destination; with a
/// tensor destination it has no effect.
const MATERIALIZE_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface {
    effects: |op, out| {
        let dest = MaterializeInDestinationOp(op.id).dest(&op);
        if is_memref(op.ctx, op.value_type(dest)) {
            out.push(MemoryEffect {
                kind: EffectKind::Write,
                value: Some(dest),
                resource: DEFAULT_RESOURCE,
                symbol: None,
            });
        }
    },
};

// ---- verifiers -----------------------------------------------------------------

fn verify_alloc_tensor(op: OpRef<'_>) -> LogicalResult {
    let a = AllocTensorOp(op.id);
    let sizes = a.dynamic_sizes(&op).len();
    let ty = op.value_type(a.result(&op));
    if let Some(copy) = a.copy(&op) {
        if sizes != 0 {
            return Err(op.emit_error("dynamic sizes not needed when copying a tensor"));
        }
        if op.value_type(copy) != ty {
            return Err(op.emit_error("expected that `copy` and return type match"));
        }
        return Ok(());
    }
    let expected = op
        .ctx
        .shape(ty)
        .map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count());
    if sizes != expected {
        return Err(op.emit_op_error(format!(
            "incorrect number of dynamic sizes, has {sizes}, expected {expected}"
        )));
    }
    Ok(())
}

fn verify_materialize_in_destination(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let m = MaterializeInDestinationOp(op.id);
    let dest_ty = op.value_type(m.dest(&op));
    let dest_is_memref = is_memref(ctx, dest_ty);
    if !is_tensor(ctx, dest_ty) && !dest_is_memref {
        return Err(op.emit_op_error("'dest' must be a tensor or a memref"));
    }
    if dest_is_memref {
        if op.num_results() != 0 {
            return Err(op.emit_op_error("memref 'dest' implies zero results"));
        }
    } else {
        let Some(result) = m.result(&op) else {
            return Err(op.emit_op_error("tensor 'dest' implies exactly one tensor result"));
        };
        if op.value_type(result) != dest_ty {
            return Err(op.emit_op_error("result and 'dest' types must match"));
        }
    }
    if m.restrict(&op) && !dest_is_memref {
        return Err(op.emit_op_error("'restrict' is valid only for memref destinations"));
    }
    if m.writable(&op) != dest_is_memref {
        return Err(
            op.emit_op_error("'writable' must be specified if and only if the destination is of memref type")
        );
    }
    let (src, dst) = (ctx.shape(op.value_type(m.source(&op))), ctx.shape(dest_ty));
    match (src, dst) {
        (Some(s), Some(d)) => {
            if s.len() != d.len() {
                return Err(op.emit_op_error("rank mismatch between source and destination shape"));
            }
            if s.iter()
                .zip(d)
                .any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b)
            {
                return Err(op.emit_op_error("source/destination shapes are incompatible"));
            }
        }
        (None, None) => {}
        _ => return Err(op.emit_op_error("source/destination shapes are incompatible")),
    }
    Ok(())
}

fn verify_dealloc(op: OpRef<'_>) -> LogicalResult {
    let d = DeallocOp(op.id);
    if d.memrefs(&op).len() != d.conditions(&op).len() {
        return Err(op.emit_op_error("must have the same number of conditions as memrefs to deallocate"));
    }
    if d.retained(&op).len() != d.updated_conditions(&op).len() {
        return Err(op.emit_op_error(
            "must have the same number of updated conditions (results) as retained operands",
        ));
    }
    Ok(())
}

// ---- custom forms --------------------------------------------------------------

/// The op's properties and discardable attributes, for `attr-dict`.
fn all_attrs(op: OpRef<'_>) -> Vec<NamedAttribute> {
    let mut attrs: Vec<_> = op
        .properties()
        .map(|d| op.ctx.dict_entries(d).to_vec())
        .unwrap_or_default();
    attrs.extend_from_slice(op.discardable_attrs());
    attrs
}

/// `(` sizes `)` (`copy` `(` copy `)`)? (`size_hint` `=` hint)? attr-dict `:` type
fn parse_alloc_tensor(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let sizes = p.parse_operand_list(Delimiter::Paren)?;
    let copy = if p.parse_optional_keyword("copy") {
        p.parse_punct("(")?;
        let c = p.parse_operand()?;
        p.parse_punct(")")?;
        Some(c)
    } else {
        None
    };
    let hint = if p.parse_optional_keyword("size_hint") {
        p.parse_punct("=")?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    let attr_pos = p.current_pos();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    strata_ods::asm_format::verify_inherent_attrs(p, &ALLOC_TENSOR, &attrs, attr_pos)?;
    p.parse_punct(":")?;
    let ty = p.parse_type()?;
    let index = ctx.index_type();
    for s in &sizes {
        let v = p.resolve_operand(s, index)?;
        state.operands.push(v);
    }
    if let Some(c) = &copy {
        let v = p.resolve_operand(c, ty)?;
        state.operands.push(v);
    }
    if let Some(h) = &hint {
        let v = p.resolve_operand(h, index)?;
        state.operands.push(v);
    }
    state.result_types.push(ty);
    let segments = dense_i32_array(
        ctx,
        &[
            sizes.len() as i32,
            i32::from(copy.is_some()),
            i32::from(hint.is_some()),
        ],
    );
    strata_ods::asm_format::set_parsed_attributes(
        ctx,
        state,
        vec![(ctx.ident("operandSegmentSizes"), segments)],
        attrs,
        &["memory_space", "operandSegmentSizes"],
    );
    Ok(())
}

fn print_alloc_tensor(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let a = AllocTensorOp(op.id);
    p.write_str("(");
    let sizes: Vec<_> = a.dynamic_sizes(&op).collect();
    p.print_operands(&sizes);
    p.write_str(")");
    if let Some(c) = a.copy(&op) {
        p.write_str(" copy(");
        p.print_operand(c);
        p.write_str(")");
    }
    if let Some(h) = a.size_hint(&op) {
        p.write_str(" size_hint=");
        p.print_operand(h);
    }
    p.print_optional_attr_dict(&all_attrs(op), &["operandSegmentSizes"]);
    p.write_str(" : ");
    p.print_type(op.value_type(a.result(&op)));
}

/// Operands and their types in parentheses: `(` a, b `:` t1, t2 `)`.
fn parse_typed_operands(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<usize> {
    p.parse_punct("(")?;
    parse_typed_operands_after_paren(p, state)
}

/// [`parse_typed_operands`] after its opening parenthesis.
fn parse_typed_operands_after_paren(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<usize> {
    let pos = p.current_pos();
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(":")?;
    let mut tys = Vec::new();
    loop {
        tys.push(p.parse_type()?);
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct(")")?;
    if operands.len() != tys.len() {
        return Err(p.emit_error_at(
            pos,
            &format!("{} operands present, but expected {}", operands.len(), tys.len()),
        ));
    }
    for (o, &t) in operands.iter().zip(&tys) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    Ok(operands.len())
}

/// `(` memrefs `:` types `)` `if` `(` conditions `)`, then `retain` `(`
/// retained `:` types `)`, each optional, then attr-dict; one `i1` result
/// per retained memref.
fn parse_dealloc(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let (mut memrefs, mut conditions) = (0, 0);
    if p.parse_optional_punct("(") {
        memrefs = parse_typed_operands_after_paren(p, state)?;
        p.parse_keyword("if")?;
        let conds = p.parse_operand_list(Delimiter::Paren)?;
        let i1 = ctx.i1();
        for c in &conds {
            let v = p.resolve_operand(c, i1)?;
            state.operands.push(v);
        }
        conditions = conds.len();
    }
    let mut retained = 0;
    if p.parse_optional_keyword("retain") {
        retained = parse_typed_operands(p, state)?;
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let segments = dense_i32_array(ctx, &[memrefs as i32, conditions as i32, retained as i32]);
    strata_ods::asm_format::set_parsed_attributes(
        ctx,
        state,
        vec![(ctx.ident("operandSegmentSizes"), segments)],
        attrs,
        &["operandSegmentSizes"],
    );
    state.result_types.extend(std::iter::repeat_n(ctx.i1(), retained));
    Ok(())
}

fn print_typed_operands(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, values: &[strata_ir::ValueId]) {
    p.write_str("(");
    p.print_operands(values);
    p.write_str(" : ");
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(op.value_type(v));
    }
    p.write_str(")");
}

fn print_dealloc(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let d = DeallocOp(op.id);
    let memrefs: Vec<_> = d.memrefs(&op).collect();
    if !memrefs.is_empty() {
        p.write_str(" ");
        print_typed_operands(p, op, &memrefs);
        p.write_str(" if (");
        let conds: Vec<_> = d.conditions(&op).collect();
        p.print_operands(&conds);
        p.write_str(")");
    }
    let retained: Vec<_> = d.retained(&op).collect();
    if !retained.is_empty() {
        p.write_str(" retain ");
        print_typed_operands(p, op, &retained);
    }
    p.print_optional_attr_dict(&all_attrs(op), &["operandSegmentSizes"]);
}

// ---- the dialect ---------------------------------------------------------------

/// `bufferization.manual_deallocation`: an op allocating or freeing a
/// buffer that the deallocation passes must leave alone.
pub const MANUAL_DEALLOCATION_ATTR: &str = "bufferization.manual_deallocation";
/// `bufferization.writable`: on a function argument, whether bufferization
/// may write into its buffer.
pub const WRITABLE_ATTR: &str = "bufferization.writable";
/// `bufferization.access`: on a function argument, how the function uses
/// its buffer ("none", "read", "write", "read-write").
pub const ACCESS_ATTR: &str = "bufferization.access";

/// The dialect's check of its discardable attributes on ops (MLIR's
/// `verifyOperationAttribute`).
fn verify_op_attribute(op: OpRef<'_>, (name, value): NamedAttribute) -> LogicalResult {
    let ctx = op.ctx;
    let name = ctx.ident_str(name);
    if name == MANUAL_DEALLOCATION_ATTR {
        let has = strata_ir::interfaces::memory_effects(op).is_some_and(|effects| {
            effects
                .iter()
                .any(|e| matches!(e.kind, EffectKind::Allocate | EffectKind::Free))
        });
        if !has {
            return Err(op.emit_op_error(format!(
                "attribute '{MANUAL_DEALLOCATION_ATTR}' can be used only on ops that have an allocation and/or free side effect"
            )));
        }
        if !matches!(ctx.attr_kind(value), strata_ir::AttrKind::Unit) {
            return Err(op.emit_op_error(format!(
                "expected '{MANUAL_DEALLOCATION_ATTR}' to be a unit attribute"
            )));
        }
        return Ok(());
    }
    Err(op.emit_error(format!(
        "attribute '\"{name}\"' not supported as an op attribute by the bufferization dialect"
    )))
}

/// `bufferization.buffer_layout`: on a function argument, the layout of
/// its buffer after bufferization.
pub const BUFFER_LAYOUT_ATTR: &str = "bufferization.buffer_layout";

/// The dialect's check of its attributes on function arguments (MLIR's
/// `verifyRegionArgAttribute`).
fn verify_region_arg_attribute(
    op: OpRef<'_>,
    _region: usize,
    _arg: usize,
    (name, value): NamedAttribute,
) -> LogicalResult {
    use strata_ir::AttrKind;
    let ctx = op.ctx;
    let kind = ctx.attr_kind(value);
    match ctx.ident_str(name) {
        WRITABLE_ATTR => {
            if !matches!(kind, AttrKind::Bool(_)) {
                return Err(op.emit_error(format!("'{WRITABLE_ATTR}' is expected to be a boolean attribute")));
            }
            if strata_ir::function_interface::is_external(op) {
                return Err(op.emit_error(format!("'{WRITABLE_ATTR}' is invalid on external functions")));
            }
            Ok(())
        }
        ACCESS_ATTR => {
            let Some(access) = ctx.string_attr_value(value) else {
                return Err(op.emit_error(format!("'{ACCESS_ATTR}' is expected to be a string attribute")));
            };
            if !matches!(access, "none" | "read" | "write" | "read-write") {
                return Err(op.emit_error(format!("invalid value for '{ACCESS_ATTR}'")));
            }
            Ok(())
        }
        BUFFER_LAYOUT_ATTR => {
            if !matches!(kind, AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. }) {
                return Err(op.emit_error(format!(
                    "'{BUFFER_LAYOUT_ATTR}' is expected to be a memref layout attribute"
                )));
            }
            Ok(())
        }
        // mlir-opt names the layout attribute here, whatever the attribute.
        _ => Err(op.emit_error(format!(
            "attribute '{BUFFER_LAYOUT_ATTR}' not supported as a region arg attribute by the bufferization dialect"
        ))),
    }
}

/// The `bufferization` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Bufferization: the ops between tensors and buffers",
    description: "Ops that connect tensor values and the buffers they become: \
        casts across the bufferization boundary, tensors that bufferize to new \
        allocations or into given destinations, and the buffer ops of \
        ownership-based deallocation.",
    ops: &[
        &ALLOC_TENSOR,
        &CLONE,
        &MATERIALIZE_IN_DESTINATION,
        &DEALLOC_TENSOR,
        &TO_TENSOR,
        &TO_BUFFER,
        &DEALLOC,
    ],
    interfaces: &[&DialectInlinerInterface::ALL_LEGAL],
    verify_op_attribute: Some(verify_op_attribute),
    verify_region_arg_attribute: Some(verify_region_arg_attribute),
    ..DialectSpec::new("bufferization")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
