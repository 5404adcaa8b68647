//! The other affine memory ops: `affine.vector_load`,
//! `affine.vector_store`, `affine.prefetch`, `affine.dma_start` and
//! `affine.dma_wait`, each addressing memrefs with affine maps written
//! over SSA values.

use strata_ir::affine::AffineMap;
use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::function_interface::merged_attrs;
use strata_ir::{AttrKind, Attribute, Context, LogicalResult, OpRef, OperationState, TypeKind, ValueId};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, types, AttrConstraint};

use crate::ops::{parse_access, print_access, verify_access};
use crate::ssa_map::{parse_ssa_map, print_ssa_map, SsaMap};
use crate::{is_valid_dim, is_valid_symbol, map_attr, AFFINE_MAP_ATTR};

const LOCALITY_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    check: |ctx, a| {
        ctx.integer_attr_value(a)
            .is_some_and(|v| (0..=3).contains(&v.sext_i64()))
    },
};

strata_ods::op! {
    /// Reads a vector of consecutive elements of a memref, starting at
    /// subscripts computed by an affine map of dimension and symbol
    /// operands (written inline as for `affine.load`). The vector's
    /// element type is the memref's.
    pub VectorLoadOp(VECTOR_LOAD, "affine.vector_load") {
        operands(memref: single(types::ANY_MEMREF) [Read], indices: variadic(types::INDEX))
        results(result: single(types::ANY_VECTOR))
        attributes(map: attr = required(AFFINE_MAP_ATTR))
        summary: "affine vector load operation",
        example: "func.func @read(%m: memref<64xf32>, %i: index) -> vector<8xf32> {\n  %0 = affine.vector_load %m[%i * 8] : memref<64xf32>, vector<8xf32>\n  return %0 : vector<8xf32>\n}",
        verify: Some(verify_vector_load),
        canonicalize: Some(crate::loops::vector_load_patterns),
        parse: Some(|p, s| parse_access(p, s, false, true)),
        print: Some(print_vector_load),
    }
    /// Writes a vector to consecutive elements of a memref, starting at
    /// subscripts computed by an affine map of dimension and symbol
    /// operands. The vector's element type is the memref's.
    pub VectorStoreOp(VECTOR_STORE, "affine.vector_store") {
        operands(
            value: single(types::ANY_VECTOR),
            memref: single(types::ANY_MEMREF) [Write],
            indices: variadic(types::INDEX),
        )
        attributes(map: attr = required(AFFINE_MAP_ATTR))
        summary: "affine vector store operation",
        example: "func.func @write(%m: memref<64xf32>, %i: index, %v: vector<8xf32>) {\n  affine.vector_store %v, %m[%i * 8] : memref<64xf32>, vector<8xf32>\n  return\n}",
        verify: Some(verify_vector_store),
        canonicalize: Some(crate::loops::vector_store_patterns),
        parse: Some(|p, s| parse_access(p, s, true, true)),
        print: Some(print_vector_store),
    }
    /// Hints that the memref element at affine subscripts will soon be
    /// read or written: `read`/`write`, a temporal locality from 0 (none)
    /// to 3 (keep in cache), and the cache (`data` or `instr`).
    pub PrefetchOp(PREFETCH, "affine.prefetch") {
        operands(memref: single(types::ANY_MEMREF), indices: variadic(types::INDEX))
        attributes(
            is_write "isWrite": attr = required(attrs::BOOL_ATTR),
            locality_hint "localityHint": attr = required(LOCALITY_ATTR),
            is_data_cache "isDataCache": attr = required(attrs::BOOL_ATTR),
            map: attr = required(AFFINE_MAP_ATTR),
        )
        summary: "affine prefetch operation",
        example: "func.func @hint(%m: memref<64xf32>, %i: index) {\n  affine.prefetch %m[%i + 8], read, locality<3>, data : memref<64xf32>\n  return\n}",
        verify: Some(verify_prefetch),
        fold: Some(strata_dialect_memref::fold_memref_cast),
        canonicalize: Some(crate::loops::prefetch_patterns),
        parse: Some(parse_prefetch),
        print: Some(print_prefetch),
    }
    /// Starts copying `num_elements` elements from a source memref to a
    /// destination memref (in another memory space), each at affine
    /// subscripts, and signals completion on the tag memref element at
    /// its subscripts; `affine.dma_wait` on the same tag waits for it. An
    /// optional stride and number of elements per stride describe a
    /// strided transfer. The maps are the attributes `src_map`, `dst_map`
    /// and `tag_map`.
    pub DmaStartOp(DMA_START, "affine.dma_start") {
        operands(operands "": variadic(types::ANY_TYPE))
        summary: "non-blocking DMA operation that starts a transfer",
        example: "func.func @copy(%src: memref<64xf32>, %dst: memref<64xf32, 2>, %tag: memref<1xi32>, %i: index, %n: index) {\n  affine.dma_start %src[%i], %dst[%i], %tag[0], %n : memref<64xf32>, memref<64xf32, 2>, memref<1xi32>\n  affine.dma_wait %tag[0], %n : memref<1xi32>\n  return\n}",
        verify: Some(verify_dma_start),
        fold: Some(strata_dialect_memref::fold_memref_cast),
        parse: Some(parse_dma_start),
        print: Some(print_dma_start),
    }
    /// Waits for the transfer of `num_elements` elements that the
    /// `affine.dma_start` with the same tag memref element started. The
    /// tag's subscripts are an affine map, the attribute `tag_map`.
    pub DmaWaitOp(DMA_WAIT, "affine.dma_wait") {
        operands(operands "": variadic(types::ANY_TYPE))
        summary: "blocking DMA operation that waits for transfer completion",
        example: "func.func @copy(%src: memref<64xf32>, %dst: memref<64xf32, 2>, %tag: memref<1xi32>, %i: index, %n: index) {\n  affine.dma_start %src[%i], %dst[%i], %tag[0], %n : memref<64xf32>, memref<64xf32, 2>, memref<1xi32>\n  affine.dma_wait %tag[0], %n : memref<1xi32>\n  return\n}",
        verify: Some(verify_dma_wait),
        fold: Some(strata_dialect_memref::fold_memref_cast),
        parse: Some(parse_dma_wait),
        print: Some(print_dma_wait),
    }
}

// ---- affine.vector_load / affine.vector_store ----------------------------------------------------

fn print_vector_load(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    print_access(p, op, 1);
    p.write_str(", ");
    p.print_type(op.result_type(0));
}

fn print_vector_store(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(", ");
    print_access(p, op, 2);
    p.write_str(", ");
    p.print_type(op.operand_type(0));
}

fn same_element(ctx: &Context, memref: strata_ir::Type, vector: strata_ir::Type) -> bool {
    ctx.element_type(memref).is_some() && ctx.element_type(memref) == ctx.element_type(vector)
}

fn verify_vector_load(op: OpRef<'_>) -> LogicalResult {
    verify_access(op, 1)?;
    if !same_element(op.ctx, op.operand_type(0), op.result_type(0)) {
        return Err(op.emit_op_error("requires memref and vector types of the same elemental type"));
    }
    Ok(())
}

fn verify_vector_store(op: OpRef<'_>) -> LogicalResult {
    verify_access(op, 2)?;
    if !same_element(op.ctx, op.operand_type(1), op.operand_type(0)) {
        return Err(op.emit_op_error("requires memref and vector types of the same elemental type"));
    }
    Ok(())
}

// ---- affine.prefetch ---------------------------------------------------------------------------

const PREFETCH_INHERENT: &[&str] = &["isWrite", "localityHint", "isDataCache", "map"];

fn parse_prefetch(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let memref = p.parse_operand()?;
    let access = parse_ssa_map(p)?;
    p.parse_punct(",")?;
    let rw = p.parse_optional_any_keyword();
    let is_write = match rw.as_deref() {
        Some("read") => false,
        Some("write") => true,
        _ => {
            let pos = p.name_pos();
            return Err(p.emit_error_at(pos, "rw specifier has to be 'read' or 'write'"));
        }
    };
    p.parse_punct(",")?;
    p.parse_keyword("locality")?;
    p.parse_punct("<")?;
    let hint = p.parse_integer()?;
    p.parse_punct(">")?;
    p.parse_punct(",")?;
    let cache = p.parse_optional_any_keyword();
    let is_data = match cache.as_deref() {
        Some("data") => true,
        Some("instr") => false,
        _ => {
            let pos = p.name_pos();
            return Err(p.emit_error_at(pos, "cache type has to be 'data' or 'instr'"));
        }
    };
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let ty = p.parse_type()?;
    state.operands.push(p.resolve_operand(&memref, ty)?);
    for o in access.dims.iter().chain(&access.syms) {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    let props = vec![
        (ctx.ident("isDataCache"), ctx.bool_attr(is_data)),
        (ctx.ident("isWrite"), ctx.bool_attr(is_write)),
        (ctx.ident("localityHint"), ctx.integer_attr(ctx.i32(), hint)),
        (ctx.ident("map"), map_attr(ctx, access.map)),
    ];
    set_parsed_attributes(ctx, state, props, attrs, PREFETCH_INHERENT);
    Ok(())
}

fn bool_prop(op: OpRef<'_>, name: &str) -> bool {
    op.attr(name)
        .is_some_and(|a| matches!(op.ctx.attr_kind(a), AttrKind::Bool(true)))
}

fn print_prefetch(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let operands: Vec<ValueId> = op.operands().collect();
    p.write_str(" ");
    p.print_operand(operands[0]);
    p.write_str("[");
    if let Some(map) = attr_map(op.ctx, op.attr("map")) {
        print_ssa_map(p, &map, &operands[1..]);
    }
    p.write_str("], ");
    p.write_str(if bool_prop(op, "isWrite") { "write" } else { "read" });
    let hint = op
        .attr("localityHint")
        .and_then(|a| op.ctx.integer_attr_value(a))
        .map_or(0, |v| v.sext_i64());
    p.write_str(&format!(", locality<{hint}>, "));
    p.write_str(if bool_prop(op, "isDataCache") {
        "data"
    } else {
        "instr"
    });
    p.print_optional_attr_dict(&merged_attrs(op), PREFETCH_INHERENT);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

fn verify_prefetch(op: OpRef<'_>) -> LogicalResult {
    let Some(map) = attr_map(op.ctx, op.attr("map")) else {
        return Ok(());
    };
    let rank = op.ctx.shape(op.operand_type(0)).map_or(0, |s| s.len());
    if map.results.len() != rank {
        return Err(op.emit_op_error("affine.prefetch affine map num results must equal memref rank"));
    }
    let indices: Vec<ValueId> = op.operands().skip(1).collect();
    if indices.len() != (map.num_dims + map.num_symbols) as usize {
        return Err(op.emit_op_error("too few operands"));
    }
    for (i, &v) in indices.iter().enumerate() {
        let ok = if i < map.num_dims as usize {
            is_valid_dim(op.ctx, op.body, v)
        } else {
            is_valid_symbol(op.ctx, op.body, v)
        };
        if !ok {
            return Err(op.emit_op_error("index must be a valid dimension or symbol identifier"));
        }
    }
    Ok(())
}

// ---- affine.dma_start / affine.dma_wait -----------------------------------------------------

fn attr_map(ctx: &Context, a: Option<Attribute>) -> Option<AffineMap> {
    match ctx.attr_kind(a?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

fn memref_at(p: &mut dyn OpAsmParser<'_>) -> ParseResult<(strata_ir::asm::UnresolvedOperand, SsaMap)> {
    let m = p.parse_operand()?;
    let access = parse_ssa_map(p)?;
    Ok((m, access))
}

fn resolve_access(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    memref: &strata_ir::asm::UnresolvedOperand,
    ty: strata_ir::Type,
    access: &SsaMap,
) -> ParseResult<()> {
    let index = p.ctx().index_type();
    state.operands.push(p.resolve_operand(memref, ty)?);
    for o in access.dims.iter().chain(&access.syms) {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    Ok(())
}

fn map_inputs(m: &AffineMap) -> usize {
    (m.num_dims + m.num_symbols) as usize
}

fn parse_dma_start(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let (src, src_map) = memref_at(p)?;
    p.parse_punct(",")?;
    let (dst, dst_map) = memref_at(p)?;
    p.parse_punct(",")?;
    let (tag, tag_map) = memref_at(p)?;
    p.parse_punct(",")?;
    let mut sizes = vec![p.parse_operand()?];
    // The stride operands are a trailing list that may be empty after its
    // comma, as in mlir-opt.
    if p.parse_optional_punct(",") {
        if let Some(first) = p.parse_optional_operand()? {
            sizes.push(first);
            while p.parse_optional_punct(",") {
                sizes.push(p.parse_operand()?);
            }
        }
    }
    if sizes.len() != 1 && sizes.len() != 3 {
        let pos = p.name_pos();
        return Err(p.emit_error_at(pos, "expected three stride related operands"));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let pos = p.current_pos();
    let mut tys = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        tys.push(p.parse_type()?);
    }
    if tys.len() != 3 {
        return Err(p.emit_error_at(pos, "expected three types"));
    }
    resolve_access(p, state, &src, tys[0], &src_map)?;
    resolve_access(p, state, &dst, tys[1], &dst_map)?;
    resolve_access(p, state, &tag, tys[2], &tag_map)?;
    for s in &sizes {
        let v = p.resolve_operand(s, index)?;
        state.operands.push(v);
    }
    attrs.push((ctx.ident("src_map"), map_attr(ctx, src_map.map)));
    attrs.push((ctx.ident("dst_map"), map_attr(ctx, dst_map.map)));
    attrs.push((ctx.ident("tag_map"), map_attr(ctx, tag_map.map)));
    set_parsed_attributes(ctx, state, Vec::new(), attrs, &[]);
    Ok(())
}

/// The operand positions of an `affine.dma_start`: the source memref,
/// destination memref, tag memref and element count, if its maps are
/// well formed.
pub fn dma_start_layout(op: OpRef<'_>) -> Option<(usize, usize, usize, usize)> {
    let ctx = op.ctx;
    let src = attr_map(ctx, op.attr("src_map"))?;
    let dst = attr_map(ctx, op.attr("dst_map"))?;
    let tag = attr_map(ctx, op.attr("tag_map"))?;
    let dst_at = 1 + map_inputs(&src);
    let tag_at = dst_at + 1 + map_inputs(&dst);
    let num_at = tag_at + 1 + map_inputs(&tag);
    (num_at < op.num_operands()).then_some((0, dst_at, tag_at, num_at))
}

fn print_dma_start(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    let operands: Vec<ValueId> = op.operands().collect();
    let Some((src_at, dst_at, tag_at, num_at)) = dma_start_layout(op) else {
        return;
    };
    p.write_str(" ");
    for (i, (at, end, name)) in [
        (src_at, dst_at, "src_map"),
        (dst_at, tag_at, "dst_map"),
        (tag_at, num_at, "tag_map"),
    ]
    .into_iter()
    .enumerate()
    {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(operands[at]);
        p.write_str("[");
        if let Some(map) = attr_map(ctx, op.attr(name)) {
            print_ssa_map(p, &map, &operands[at + 1..end]);
        }
        p.write_str("]");
    }
    for &v in &operands[num_at..] {
        p.write_str(", ");
        p.print_operand(v);
    }
    p.print_optional_attr_dict(&merged_attrs(op), &["src_map", "dst_map", "tag_map"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(src_at));
    p.write_str(", ");
    p.print_type(op.operand_type(dst_at));
    p.write_str(", ");
    p.print_type(op.operand_type(tag_at));
}

fn is_memref(ctx: &Context, t: strata_ir::Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}

/// Checks the subscripts of one memref of a DMA op.
fn verify_dma_indices(op: OpRef<'_>, indices: &[ValueId], map: &AffineMap, what: &str) -> LogicalResult {
    for (i, &v) in indices.iter().enumerate() {
        let ok = if i < map.num_dims as usize {
            is_valid_dim(op.ctx, op.body, v)
        } else {
            is_valid_symbol(op.ctx, op.body, v)
        };
        if !ok {
            return Err(op.emit_op_error(format!(
                "{what}index must be a valid dimension or symbol identifier"
            )));
        }
    }
    Ok(())
}

fn verify_dma_start(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some((src_at, dst_at, tag_at, num_at)) = dma_start_layout(op) else {
        return Err(
            op.emit_op_error("expected src_map, dst_map and tag_map attributes matching the operands")
        );
    };
    let operands: Vec<ValueId> = op.operands().collect();
    if !is_memref(ctx, op.operand_type(src_at)) {
        return Err(op.emit_op_error("expected DMA source to be of memref type"));
    }
    if !is_memref(ctx, op.operand_type(dst_at)) {
        return Err(op.emit_op_error("expected DMA destination to be of memref type"));
    }
    if !is_memref(ctx, op.operand_type(tag_at)) {
        return Err(op.emit_op_error("expected DMA tag to be of memref type"));
    }
    let rest = operands.len() - num_at;
    if rest != 1 && rest != 3 {
        return Err(op.emit_op_error("incorrect number of operands"));
    }
    for (at, end, name, what) in [
        (src_at, dst_at, "src_map", "src "),
        (dst_at, tag_at, "dst_map", "dst "),
        (tag_at, num_at, "tag_map", "tag "),
    ] {
        let Some(map) = attr_map(ctx, op.attr(name)) else {
            continue;
        };
        let rank = ctx.shape(op.operand_type(at)).map_or(0, |s| s.len());
        if map.results.len() != rank {
            return Err(op.emit_op_error(format!("{what}map results must match the memref rank")));
        }
        verify_dma_indices(op, &operands[at + 1..end], &map, what)?;
    }
    if operands[num_at..]
        .iter()
        .any(|&v| !ctx.is_index(op.value_type(v)))
    {
        return Err(op.emit_op_error("expected index type for the number of elements and strides"));
    }
    Ok(())
}

fn parse_dma_wait(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let (tag, tag_map) = memref_at(p)?;
    p.parse_punct(",")?;
    let num = p.parse_operand()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let ty = p.parse_type()?;
    resolve_access(p, state, &tag, ty, &tag_map)?;
    let v = p.resolve_operand(&num, index)?;
    state.operands.push(v);
    attrs.push((ctx.ident("tag_map"), map_attr(ctx, tag_map.map)));
    set_parsed_attributes(ctx, state, Vec::new(), attrs, &[]);
    Ok(())
}

fn print_dma_wait(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let operands: Vec<ValueId> = op.operands().collect();
    let Some(map) = attr_map(op.ctx, op.attr("tag_map")) else {
        return;
    };
    let n = map_inputs(&map);
    if operands.len() < n + 2 {
        return;
    }
    p.write_str(" ");
    p.print_operand(operands[0]);
    p.write_str("[");
    print_ssa_map(p, &map, &operands[1..1 + n]);
    p.write_str("], ");
    p.print_operand(operands[1 + n]);
    p.print_optional_attr_dict(&merged_attrs(op), &["tag_map"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

fn verify_dma_wait(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(map) = attr_map(ctx, op.attr("tag_map")) else {
        return Err(op.emit_op_error("expected a tag_map attribute"));
    };
    let operands: Vec<ValueId> = op.operands().collect();
    let n = map_inputs(&map);
    if operands.len() != n + 2 {
        return Err(op.emit_op_error("incorrect number of operands"));
    }
    if !is_memref(ctx, op.operand_type(0)) {
        return Err(op.emit_op_error("expected DMA tag to be of memref type"));
    }
    verify_dma_indices(op, &operands[1..1 + n], &map, "")?;
    if !ctx.is_index(op.value_type(operands[1 + n])) {
        return Err(op.emit_op_error("expected index type for the number of elements"));
    }
    Ok(())
}
