//! Module-level symbols of the lowerings to LLVM: the runtime functions
//! (`malloc`, `free`, `puts`, `abort`) and globals some lowerings need.
//!
//! A function's body is converted on its own (possibly in parallel with
//! its siblings), so a pattern cannot add a declaration to the module.
//! The passes that need one declare it before the conversion, walking the
//! functions in IR order and inserting at the start of the module as
//! MLIR's patterns do, so that the declarations come out in MLIR's order.

use strata_dialect_llvm::attrs::LINKAGE;
use strata_dialect_llvm::LLVMFuncOp;
use strata_ir::{Body, Context, InsertPoint, Location, OpBuilder, OpId, OperationState, Type};

/// Creates `state` at `at` in `body`.
pub fn create_at(ctx: &Context, body: &mut Body, at: InsertPoint, mut state: OperationState) -> OpId {
    state.populate_default_properties(ctx);
    let op = body.create_op(state);
    body.insert_op(at, op);
    op
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

/// Declares `func.func private @name` of type `fty` (a function type) at
/// the start of the module; the declaration, or `None` for a module
/// without a block.
pub fn declare_private_function(ctx: &Context, module: &mut Body, name: &str, fty: Type) -> Option<OpId> {
    let start = module_start(module)?;
    let mut st = OperationState::new(ctx.op_name("func.func"), ctx.unknown_loc());
    let props = [
        (ctx.ident("function_type"), ctx.type_attr(fty)),
        (ctx.ident("sym_name"), ctx.string_attr(name)),
        (ctx.ident("sym_visibility"), ctx.string_attr("private")),
    ];
    st.properties = Some(ctx.dictionary_attr(&props));
    let mut child = Body::new();
    st.regions = vec![child.create_region()];
    st.child = Some(Box::new(child));
    Some(create_at(ctx, module, start, st))
}

/// A builder creating ops at `at` in `body`.
pub fn builder_at<'a>(ctx: &'a Context, body: &'a mut Body, at: InsertPoint) -> OpBuilder<'a> {
    let mut b = OpBuilder::new(ctx, body);
    match at {
        InsertPoint::End(block) => b.set_insertion_point_to_end(block),
        InsertPoint::Start(block) => b.set_insertion_point_to_start(block),
        InsertPoint::Before(op) => b.set_insertion_point_before(op),
        InsertPoint::After(op) => b.set_insertion_point_after(op),
    }
    b
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
        let external = LINKAGE.value_of("external").unwrap_or(0);
        LLVMFuncOp::build(&mut builder_at(ctx, module, start), loc, name, fty, external);
    }
}
