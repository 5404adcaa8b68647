//! Module-level symbols of the lowerings to LLVM: the runtime functions
//! (`malloc`, `free`, `puts`, `abort`) and globals some lowerings need.
//!
//! A function's body is converted on its own (possibly in parallel with
//! its siblings), so a pattern cannot add a declaration to the module.
//! The passes that need one declare it before the conversion, walking the
//! functions in IR order and inserting at the start of the module as
//! MLIR's patterns do, so that the declarations come out in MLIR's order.

use strata_dialect_llvm::attrs as llvm_attrs;
use strata_ir::{Attribute, Body, Context, InsertPoint, Location, OpId, OperationState, Type, ValueId};

use strata_dialect_utils::attrs::dense_i32_array;

/// Creates `state` at `at` in `body`.
pub fn create_at(ctx: &Context, body: &mut Body, at: InsertPoint, mut state: OperationState) -> OpId {
    state.populate_default_properties(ctx);
    let op = body.create_op(state);
    body.insert_op(at, op);
    op
}

pub fn props(ctx: &Context, entries: &[(&str, Attribute)]) -> Option<Attribute> {
    let e: Vec<_> = entries.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
    Some(ctx.dictionary_attr(&e))
}

/// The symbol names defined directly in the module body.
pub fn module_symbols(ctx: &Context, body: &Body) -> Vec<String> {
    let mut out = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                if let Some(n) = body
                    .op_attr(ctx, op, "sym_name")
                    .and_then(|a| ctx.string_attr_value(a))
                {
                    out.push(n.to_string());
                }
            }
        }
    }
    out
}

/// The start of the module body's block.
pub fn module_start(body: &Body) -> Option<InsertPoint> {
    let r = *body.root_regions().first()?;
    let b = body.region_entry(r)?;
    Some(match body.first_op(b) {
        Some(op) => InsertPoint::Before(op),
        None => InsertPoint::End(b),
    })
}

/// Gives the isolated op of `st` one empty region.
pub fn with_empty_region(st: &mut OperationState) {
    let mut child = Body::new();
    let r = child.create_region();
    st.regions = vec![r];
    st.child = Some(Box::new(child));
}

/// `llvm.func @name` declaration of type `fty`.
pub fn declare_func(ctx: &Context, name: &str, fty: strata_ir::Type, loc: Location) -> OperationState {
    let mut st = OperationState::new(ctx.op_name("llvm.func"), loc);
    st.properties = props(
        ctx,
        &[
            ("CConv", llvm_attrs::cconv_c(ctx)),
            ("function_type", ctx.type_attr(fty)),
            (
                "linkage",
                llvm_attrs::LINKAGE.attr(ctx, llvm_attrs::LINKAGE.value_of("external").unwrap_or(0)),
            ),
            ("sym_name", ctx.string_attr(name)),
            ("visibility_", ctx.integer_attr(ctx.i64(), 0)),
        ],
    );
    with_empty_region(&mut st);
    st
}

/// `llvm.call @callee(args)` without results.
pub fn call_state(ctx: &Context, callee: &str, args: &[ValueId], loc: Location) -> OperationState {
    let mut st = OperationState::new(ctx.op_name("llvm.call"), loc);
    st.operands = args.to_vec();
    st.properties = props(
        ctx,
        &[
            ("CConv", llvm_attrs::cconv_c(ctx)),
            ("TailCallKind", llvm_attrs::tail_call_none(ctx)),
            ("callee", ctx.flat_symbol_ref_attr(callee)),
            ("fastmathFlags", llvm_attrs::fastmath_none(ctx)),
            ("op_bundle_sizes", dense_i32_array(ctx, &[])),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[args.len() as i32, 0]),
            ),
        ],
    );
    st
}

/// The isolated ops directly in the module body (its functions), in order.
pub fn module_functions(body: &Body) -> Vec<OpId> {
    let mut funcs = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                if body.child_body(op).is_some() {
                    funcs.push(op);
                }
            }
        }
    }
    funcs
}

/// Declares `llvm.func @name` of type `fty` at the start of the module
/// unless `symbols` (the module's symbol names) has it.
pub fn declare_once(
    ctx: &Context,
    module: &mut Body,
    symbols: &mut Vec<String>,
    name: &str,
    fty: Type,
    loc: Location,
) {
    if symbols.iter().any(|s| s == name) {
        return;
    }
    symbols.push(name.to_string());
    if let Some(start) = module_start(module) {
        create_at(ctx, module, start, declare_func(ctx, name, fty, loc));
    }
}
