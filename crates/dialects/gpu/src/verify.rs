//! The verifiers of the gpu ops, with mlir-opt 22's messages.

use std::collections::HashMap;
use strata_ir::function_interface::{self as fi, CallableOpInterface, DEFAULT_NAMES};

use strata_ir::{
    AttrKind, Diagnostic, LogicalResult, NamedAttribute, OpRef, Severity, SymbolLookup, Type, TypeKind,
    ValueId,
};

use crate::asm::attributions;
use crate::{address_space, ADDRESS_SPACE, CONTAINER_MODULE_ATTR, KERNEL_ATTR};

pub(crate) const FUNC_CALLABLE: CallableOpInterface = CallableOpInterface {
    callable_region: fi::body_region,
    argument_types: |op| fi::signature(op, DEFAULT_NAMES).0,
    result_types: |op| fi::signature(op, DEFAULT_NAMES).1,
};

/// Address space values of [`ADDRESS_SPACE`].
const WORKGROUP: u64 = 2;
const PRIVATE: u64 = 3;

/// Attributions are memrefs; those whose memory space is still a
/// `#gpu.address_space` must be in `space`.
fn verify_attributions(op: OpRef<'_>, values: &[ValueId], space: u64) -> LogicalResult {
    let ctx = op.ctx;
    // Attributions are block arguments of the op's region, which may live
    // in a body of its own.
    let (body, _) = op.regions();
    for &v in values {
        let TypeKind::MemRef { memory_space, .. } = ctx.type_kind(body.value_type(v)) else {
            return Err(op.emit_op_error("expected memref type in attribution"));
        };
        let Some(found) = memory_space.and_then(|s| address_space(ctx, s)) else {
            continue;
        };
        if found != space {
            let name = ADDRESS_SPACE.to_keywords(space);
            return Err(op.emit_op_error(format!("expected memory space {name} in attribution")));
        }
    }
    Ok(())
}

// ---- gpu.func ---------------------------------------------------------------------

/// `FunctionOpInterface`'s checks with `gpu.func`'s own type and body
/// checks: the entry block holds the inputs, then the attributions.
pub(crate) fn func(op: OpRef<'_>) -> LogicalResult {
    fi::verify_arg_and_result_attrs(op, DEFAULT_NAMES)?;
    let (inputs, results) = fi::signature(op, DEFAULT_NAMES);
    if op.attr(KERNEL_ATTR).is_some() && !results.is_empty() {
        return Err(op.emit_op_error("expected void return type for kernel function"));
    }
    let (body, regions) = op.regions();
    let Some(entry) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return Err(op.emit_op_error("expected body with at least one block"));
    };
    let args = body.block_args(entry);
    let expected = inputs.len() + crate::asm::num_workgroup_attributions(op);
    if args.len() < expected {
        return Err(op.emit_op_error(format!("expected at least {expected} arguments to body region")));
    }
    for (i, (&v, &t)) in args.iter().zip(inputs).enumerate() {
        let actual = body.value_type(v);
        if actual != t {
            let ctx = op.ctx;
            return Err(op.emit_op_error(format!(
                "expected body region argument #{i} to be of type {}, got {}",
                ctx.type_to_string(t),
                ctx.type_to_string(actual)
            )));
        }
    }
    let (workgroup, private) = attributions(op, inputs.len());
    verify_attributions(op, workgroup, WORKGROUP)?;
    verify_attributions(op, private, PRIVATE)
}

/// Checks each `gpu.return` of the body against the function's results
/// (the returns cannot see the function: it owns the body they live in).
pub(crate) fn func_returns(op: OpRef<'_>) -> LogicalResult {
    let Some(r) = fi::body_region(op) else {
        return Ok(());
    };
    let ctx = op.ctx;
    let results = fi::signature(op, DEFAULT_NAMES).1;
    let (body, _) = op.regions();
    for b in body.region_blocks(r) {
        for inner in body.block_ops(b) {
            if crate::ReturnOp::isa(&(ctx, body), inner) {
                verify_return(OpRef::new(ctx, body, inner), op, results)?;
            }
        }
    }
    Ok(())
}

fn verify_return(ret: OpRef<'_>, func: OpRef<'_>, results: &[Type]) -> LogicalResult {
    let ctx = ret.ctx;
    if ret.num_operands() != results.len() {
        let mut diag = ret.op_error(format!("expected {} result operands", results.len()));
        diag.attach_note(func.loc(), "return type declared here");
        ctx.emit(diag);
        return Err(strata_ir::Failed);
    }
    for (i, (actual, &expected)) in ret.operand_types().zip(results).enumerate() {
        if actual != expected {
            return Err(ret.emit_op_error(format!(
                "unexpected type `'{}'' for operand #{i}",
                ctx.type_to_string(actual)
            )));
        }
    }
    Ok(())
}

// ---- gpu.launch ---------------------------------------------------------------------

pub(crate) fn launch(op: OpRef<'_>) -> LogicalResult {
    let present = (7..10)
        .filter(|&g| !strata_dialect_utils::segments::operand_group(op, g).is_empty())
        .count();
    if present != 0 && present != 3 {
        return Err(op.emit_op_error("cluster size must be all present"));
    }
    Ok(())
}

pub(crate) fn launch_regions(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let Some(&r) = regions.first() else {
        return Ok(());
    };
    let has_cluster = !strata_dialect_utils::segments::operand_group(op, 7).is_empty();
    let leading = if has_cluster { 18 } else { 12 };
    if let Some(entry) = body.region_entry(r) {
        if body.block_args(entry).len() < leading + crate::asm::num_workgroup_attributions(op) {
            return Err(op.emit_op_error("unexpected number of region arguments"));
        }
    }
    let (workgroup, private) = attributions(op, leading);
    verify_attributions(op, workgroup, WORKGROUP)?;
    verify_attributions(op, private, PRIVATE)?;
    for b in body.region_blocks(r) {
        let Some(last) = body.last_op(b) else {
            continue;
        };
        if body.num_successors(last) != 0 || crate::TerminatorOp::isa(&(ctx, body), last) {
            continue;
        }
        let mut diag = Diagnostic::new(
            Severity::Error,
            body.op_loc(last),
            "expected 'gpu.terminator' or a terminator with successors",
        );
        diag.attach_note(op.loc(), "in 'gpu.launch' body region");
        ctx.emit(diag);
        return Err(strata_ir::Failed);
    }
    if op.num_results() == 0 && !strata_dialect_utils::segments::operand_group(op, 0).is_empty() {
        return Err(op.emit_op_error("needs to be named when async keyword is specified"));
    }
    Ok(())
}

// ---- gpu.launch_func ------------------------------------------------------------------

pub(crate) fn launch_func(op: OpRef<'_>) -> LogicalResult {
    let groups = |g: usize| strata_dialect_utils::segments::operand_group(op, g);
    if !groups(7).is_empty() {
        let ty = |g: usize| groups(g).next().map(|i| op.operand_type(i));
        if ty(8) != ty(7) || ty(9) != ty(7) {
            return Err(op.emit_op_error("expects types of the cluster dimensions must be the same"));
        }
    }
    Ok(())
}

/// `LaunchFuncOp`'s check that its module is a container. The op cannot
/// see its ancestors, so the check runs with the symbol uses, from the
/// nearest symbol table.
pub(crate) fn launch_func_symbol_uses(op: OpRef<'_>, st: &dyn SymbolLookup) -> LogicalResult {
    let Some(module) = st.table_op().filter(|m| m.name_str() == "builtin.module") else {
        return Ok(());
    };
    if module.attr(CONTAINER_MODULE_ATTR).is_none() {
        return Err(op.emit_op_error(format!(
            "expected the closest surrounding module to have the '{CONTAINER_MODULE_ATTR}' attribute"
        )));
    }
    Ok(())
}

/// The dialect's check of its discardable attributes: a
/// `gpu.container_module` is a `builtin.module` whose functions launch
/// kernels that exist, are kernels, and take the operands given.
pub(crate) fn verify_op_attribute(op: OpRef<'_>, (name, value): NamedAttribute) -> LogicalResult {
    let ctx = op.ctx;
    let name = ctx.ident_str(name);
    if let Some(hint) = name.strip_prefix("gpu.known_") {
        if matches!(hint, "block_size" | "grid_size" | "cluster_size") {
            return verify_dim_size_hint(op, name, value);
        }
    }
    if name != CONTAINER_MODULE_ATTR || !matches!(ctx.attr_kind(value), AttrKind::Unit) {
        return Ok(());
    }
    if op.name_str() != "builtin.module" {
        return Err(op.emit_error(format!(
            "expected '{CONTAINER_MODULE_ATTR}' attribute to be attached to 'builtin.module'"
        )));
    }
    let (body, regions) = op.regions();
    let mut symbols: Option<HashMap<&str, OpRef<'_>>> = None;
    for &r in regions {
        for b in body.region_blocks(r) {
            for f in body.block_ops(b) {
                // Only launches directly in the module's functions are
                // checked, as in MLIR.
                let (fb, fregions) = body.op_regions(f);
                for &fr in fregions {
                    for fblock in fb.region_blocks(fr) {
                        for l in fb.block_ops(fblock) {
                            if !crate::LaunchFuncOp::isa(&(ctx, fb), l) {
                                continue;
                            }
                            let symbols = symbols.get_or_insert_with(|| module_symbols(op));
                            check_launch(OpRef::new(ctx, fb, l), symbols)?;
                        }
                    }
                }
            }
        }
    }
    Ok(())
}

/// `gpu.known_block_size` and its kin on functions other than `gpu.func`:
/// three i32s.
fn verify_dim_size_hint(op: OpRef<'_>, name: &str, value: strata_ir::Attribute) -> LogicalResult {
    match op.ctx.attr_kind(value) {
        AttrKind::DenseArray { element, len, .. } if *element == op.ctx.i32() => {
            if *len != 3 {
                return Err(op.emit_op_error(format!("{name} must contain exactly 3 elements")));
            }
            Ok(())
        }
        _ => Err(op.emit_op_error(format!("{name} must be a dense i32 array"))),
    }
}

/// The symbols of the module `op`'s block, by name.
fn module_symbols<'a>(op: OpRef<'a>) -> HashMap<&'a str, OpRef<'a>> {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let mut map = HashMap::new();
    for &r in regions {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                let o = OpRef::new(ctx, body, o);
                if let Some(name) = o.attr(fi::SYM_NAME).and_then(|a| ctx.string_attr_value(a)) {
                    map.entry(name).or_insert(o);
                }
            }
        }
    }
    map
}

fn check_launch(op: OpRef<'_>, symbols: &HashMap<&str, OpRef<'_>>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(kernel) = op.attr("kernel") else {
        return Ok(());
    };
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(kernel) else {
        return Ok(());
    };
    let root_name = ctx.ident_str(*root);
    let Some(&container) = symbols.get(root_name) else {
        return Err(op.emit_op_error(format!("kernel container '{root_name}' is undefined")));
    };
    if container.name_str() == "gpu.binary" {
        return Ok(());
    }
    if crate::GpuModuleOp::from_ref(container).is_none() {
        return Err(op.emit_op_error(format!("kernel module '{root_name}' is undefined")));
    }
    let kernel_text = ctx.attr_to_string(kernel);
    let func = match nested[..] {
        [name] => find_symbol(container, name),
        _ => None,
    };
    let Some(func) = func else {
        return Err(op.emit_op_error(format!("kernel function '{kernel_text}' is undefined")));
    };
    if !func.has_trait(strata_ir::OpTraits::FUNCTION) {
        let mut diag = op.op_error(format!("referenced kernel '{kernel_text}' is not a function"));
        diag.attach_note(func.loc(), "see the kernel definition here");
        ctx.emit(diag);
        return Err(strata_ir::Failed);
    }
    if func.attr(KERNEL_ATTR).is_none() {
        return Err(op.emit_op_error(format!(
            "kernel function is missing the '{KERNEL_ATTR}' attribute"
        )));
    }
    if crate::GpuFuncOp::from_ref(func).is_none() {
        return Ok(());
    }
    let inputs = fi::signature(func, DEFAULT_NAMES).0;
    let operands = strata_dialect_utils::segments::operand_group(op, 11);
    if operands.len() != inputs.len() {
        return Err(op.emit_op_error(format!(
            "got {} kernel operands but expected {}",
            operands.len(),
            inputs.len()
        )));
    }
    for (i, (o, &t)) in operands.zip(inputs).enumerate() {
        if op.operand_type(o) != t {
            return Err(op.emit_op_error(format!("type of function argument {i} does not match")));
        }
    }
    Ok(())
}

/// The op named `name` in the symbol table `table`'s block.
fn find_symbol<'a>(table: OpRef<'a>, name: strata_ir::Ident) -> Option<OpRef<'a>> {
    let ctx = table.ctx;
    let (body, regions) = table.regions();
    let block = regions.first().and_then(|&r| body.region_entry(r))?;
    body.block_ops(block).map(|o| OpRef::new(ctx, body, o)).find(|o| {
        o.attr(fi::SYM_NAME)
            .and_then(|a| ctx.string_attr_value(a))
            .is_some_and(|s| s == ctx.ident_str(name))
    })
}

// ---- memory ops ---------------------------------------------------------------------------

pub(crate) fn alloc(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(op.result_type(0)) else {
        return Ok(());
    };
    let dynamic = shape.iter().filter(|&&d| d == strata_ir::DYNAMIC).count();
    let sizes = strata_dialect_utils::segments::operand_group(op, 1).len();
    if sizes != dynamic {
        return Err(op.emit_op_error(format!(
            "incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"
        )));
    }
    let symbols = match layout.map(|l| ctx.attr_kind(l)) {
        Some(strata_ir::AttrKind::AffineMap(m)) => m.num_symbols as usize,
        _ => 0,
    };
    if strata_dialect_utils::segments::operand_group(op, 2).len() != symbols {
        return Err(op.emit_op_error("symbol operand count does not equal memref symbol count"));
    }
    Ok(())
}

pub(crate) fn memcpy(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let n = op.num_operands();
    if n < 2 {
        return Ok(());
    }
    let (dst, src) = (op.operand_type(n - 2), op.operand_type(n - 1));
    if ctx.element_type_or_self(dst) != ctx.element_type_or_self(src) {
        return Err(op.emit_op_error("arguments have incompatible element type"));
    }
    let shape = |t| match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.clone()),
        _ => None,
    };
    let compatible = match (shape(dst), shape(src)) {
        (Some(a), Some(b)) => {
            a.len() == b.len()
                && a.iter()
                    .zip(b.iter())
                    .all(|(&x, &y)| x == y || x == strata_ir::DYNAMIC || y == strata_ir::DYNAMIC)
        }
        _ => true,
    };
    if !compatible {
        return Err(op.emit_op_error("arguments have incompatible shape"));
    }
    Ok(())
}

// ---- gpu.all_reduce ---------------------------------------------------------------------

pub(crate) fn all_reduce_regions(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let Some(&r) = regions.first() else {
        return Ok(());
    };
    let empty = body.region_is_empty(r);
    if empty == op.attr("op").is_none() {
        return Err(op.emit_error("expected either an op attribute or a non-empty body"));
    }
    let ty = op.result_type(0);
    if empty {
        let kind = op
            .attr("op")
            .and_then(|a| crate::ALL_REDUCE_OPERATION.attr_value(ctx, a));
        return match kind {
            Some(kind) if !reduction_fits(ctx, kind, ty) => Err(reduction_error(op, kind)),
            _ => Ok(()),
        };
    }
    if let Some(entry) = body.region_entry(r) {
        let args = body.block_args(entry);
        if args.len() != 2 {
            return Err(op.emit_error("expected two region arguments"));
        }
        if args.iter().any(|&a| body.value_type(a) != ty) {
            return Err(op.emit_error("incorrect region argument type"));
        }
    }
    let mut yields = 0;
    for b in body.region_blocks(r) {
        let Some(last) = body.last_op(b) else {
            continue;
        };
        if crate::YieldOp::isa(&(ctx, body), last) {
            if body.num_operands(last) != 1 {
                return Err(op.emit_error("expected one gpu.yield operand"));
            }
            if body.operand_types(last).next() != Some(ty) {
                return Err(op.emit_error("incorrect gpu.yield type"));
            }
            yields += 1;
        }
    }
    if yields == 0 {
        return Err(op.emit_error("expected gpu.yield op in region"));
    }
    Ok(())
}

// ---- reductions -------------------------------------------------------------------------

/// Whether the reduction `op` (an [`crate::ALL_REDUCE_OPERATION`] value)
/// applies to elements of type `t`: the bitwise and signed or unsigned
/// ones to integers, the NaN-aware min/max to floats.
fn reduction_fits(ctx: &strata_ir::Context, op: u64, t: Type) -> bool {
    let float = ctx.float_kind(t).is_some();
    match op {
        2 | 3 | 5 | 6 | 8..=10 => !float,
        4 | 7 | 11 | 12 => float,
        _ => true,
    }
}

fn reduction_error(op: OpRef<'_>, kind: u64) -> strata_ir::Failed {
    op.emit_error(format!(
        "`{}` reduction operation is not compatible with type '{}'",
        crate::ALL_REDUCE_OPERATION.to_keywords(kind),
        op.ctx.type_to_string(op.result_type(0))
    ))
}

pub(crate) fn subgroup_reduce(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let mut element = op.result_type(0);
    if let TypeKind::Vector {
        scalable, element: e, ..
    } = ctx.type_kind(element)
    {
        if scalable.iter().any(|&s| s) {
            return Err(op.emit_op_error("is not compatible with scalable vector types"));
        }
        element = *e;
    }
    let Some(kind) = op
        .attr("op")
        .and_then(|a| crate::ALL_REDUCE_OPERATION.attr_value(ctx, a))
    else {
        return Ok(());
    };
    if !reduction_fits(ctx, kind, element) {
        return Err(reduction_error(op, kind));
    }
    let int = |name| {
        op.attr(name)
            .and_then(|a| ctx.integer_attr_value(a))
            .map(|v| v.zext_u64() as u32)
    };
    let size = int("cluster_size");
    if let Some(size) = size {
        if !size.is_power_of_two() {
            return Err(op.emit_op_error(format!("cluster size {size} is not a power of two")));
        }
    }
    let stride = int("cluster_stride").unwrap_or(1);
    if stride != 1 && size.is_none() {
        return Err(op.emit_op_error("cluster stride can only be specified if cluster size is specified"));
    }
    if !stride.is_power_of_two() {
        return Err(op.emit_op_error(format!("cluster stride {stride} is not a power of two")));
    }
    Ok(())
}

pub(crate) fn rotate(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let int = |name| {
        op.attr(name)
            .and_then(|a| ctx.integer_attr_value(a))
            .map(|v| v.zext_u64() as u32)
    };
    if let (Some(offset), Some(width)) = (int("offset"), int("width")) {
        if offset >= width {
            return Err(op.emit_op_error(format!("offset must be in the range [0, {width})")));
        }
    }
    Ok(())
}

/// The result is a dynamically sized buffer in workgroup memory. (MLIR
/// also requires a symbol table ancestor, which an op cannot see here;
/// every parsed op has one, the top-level module.)
pub(crate) fn dynamic_shared_memory(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let TypeKind::MemRef {
        shape, memory_space, ..
    } = ctx.type_kind(op.result_type(0))
    else {
        return Ok(());
    };
    if memory_space.and_then(|s| address_space(ctx, s)) != Some(WORKGROUP) {
        return Err(op.emit_op_error("address space must be address_space<workgroup>"));
    }
    if !shape.contains(&strata_ir::DYNAMIC) {
        return Err(
            op.emit_op_error("result memref type must be memref<?xi8, #gpu.address_space<workgroup>>")
        );
    }
    Ok(())
}

/// A lane operand exactly for `specific_lane` broadcasts.
pub(crate) fn subgroup_broadcast(op: OpRef<'_>) -> LogicalResult {
    let specific = op
        .attr("broadcast_type")
        .and_then(|a| crate::BROADCAST_TYPE.attr_value(op.ctx, a))
        == Some(1);
    let has_lane = op.num_operands() > 1;
    if specific && !has_lane {
        return Err(op.emit_op_error("lane must be specified for `specific_lane` broadcast"));
    }
    if !specific && has_lane {
        return Err(op.emit_op_error("lane can only be specified for `specific_lane` broadcast"));
    }
    Ok(())
}
