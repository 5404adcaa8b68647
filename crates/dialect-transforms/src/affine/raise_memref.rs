//! `affine-raise-from-memref`: turns `memref.load` and `memref.store`
//! into `affine.load` and `affine.store` when every index is an affine
//! expression, through `arith.addi`, `arith.muli` and constants, of valid
//! affine dims and symbols.

use strata_dialect_affine::{is_valid_dim, is_valid_symbol, map_attr};
use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use strata_ir::{
    Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OperationState, ValueDef, ValueId,
    WalkResult,
};
use strata_pass::Pass;

/// The dims and symbols an index computation is expressed over.
#[derive(Default)]
struct Inputs {
    dims: Vec<ValueId>,
    syms: Vec<ValueId>,
}

fn is_symbolic_or_constant(ctx: &Context, e: AffineExpr) -> bool {
    let mut ok = true;
    e.walk(ctx, &mut |x| {
        if matches!(x.kind(ctx), AffineExprKind::Dim(_)) {
            ok = false;
        }
    });
    ok
}

/// MLIR's `isValidDim`: unlike a loop's induction variable, its
/// loop-carried values are not dims.
fn is_dim(ctx: &Context, body: &Body, v: ValueId) -> bool {
    if let ValueDef::BlockArg(block, i) = body.value_def(v) {
        let for_owner = body
            .block_parent_op(block)
            .is_some_and(|o| ctx.op_name_str(body.op_name(o)) == "affine.for");
        if for_owner && i != 0 {
            return false;
        }
    }
    is_valid_dim(ctx, body, v)
}

/// `v` as an affine expression over `inputs` (symbols are looked for
/// before dims, as mlir-opt does), adding the values it needs; `None` when
/// it is not affine.
fn to_affine_expr(
    ctx: &Context,
    body: &Body,
    v: ValueId,
    inputs: &mut Inputs,
    depth: u32,
) -> Option<AffineExpr> {
    // Deep chains are given up rather than recursed into without bound.
    if depth > 256 {
        return None;
    }
    if let Some(c) = strata_ir::fold::constant_value(ctx, body, v).and_then(|a| ctx.integer_attr_value(a)) {
        return Some(ctx.affine_constant(c.sext_i64()));
    }
    if let Some(def) = body.defining_op(v) {
        let name = ctx.op_name_str(body.op_name(def));
        if (name == "arith.addi" || name == "arith.muli") && body.num_operands(def) == 2 {
            let operands: Vec<ValueId> = body.operands(def).collect();
            let l = to_affine_expr(ctx, body, operands[0], inputs, depth + 1)?;
            let r = to_affine_expr(ctx, body, operands[1], inputs, depth + 1)?;
            return if name == "arith.addi" {
                Some(ctx.affine_binary(AffineBinaryOp::Add, l, r))
            } else if is_symbolic_or_constant(ctx, l) || is_symbolic_or_constant(ctx, r) {
                Some(ctx.affine_binary(AffineBinaryOp::Mul, l, r))
            } else {
                None
            };
        }
    }
    if let Some(i) = inputs.syms.iter().position(|&s| s == v) {
        return Some(ctx.affine_symbol(i as u32));
    }
    if is_valid_symbol(ctx, body, v) {
        inputs.syms.push(v);
        return Some(ctx.affine_symbol(inputs.syms.len() as u32 - 1));
    }
    if let Some(i) = inputs.dims.iter().position(|&d| d == v) {
        return Some(ctx.affine_dim(i as u32));
    }
    if is_dim(ctx, body, v) {
        inputs.dims.push(v);
        return Some(ctx.affine_dim(inputs.dims.len() as u32 - 1));
    }
    None
}

/// The access map of `indices` and its operands (dims, then symbols), if
/// every index is affine.
pub fn affine_map_of_indices(
    ctx: &Context,
    body: &Body,
    indices: &[ValueId],
) -> Option<(AffineMap, Vec<ValueId>)> {
    let mut inputs = Inputs::default();
    let mut results = Vec::with_capacity(indices.len());
    for &i in indices {
        results.push(to_affine_expr(ctx, body, i, &mut inputs, 0)?);
    }
    let map = AffineMap::new(inputs.dims.len() as u32, inputs.syms.len() as u32, results);
    let mut operands = inputs.dims;
    operands.extend(inputs.syms);
    Some((map, operands))
}

/// Replaces the `memref.load` or `memref.store` `op` by its affine form
/// when its indices are affine; returns whether it did.
pub fn raise_memref_access(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let (store, name) = match ctx.op_name_str(body.op_name(op)) {
        "memref.load" => (false, "affine.load"),
        "memref.store" => (true, "affine.store"),
        _ => return false,
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    let first = if store { 2 } else { 1 };
    if operands.len() < first {
        return false;
    }
    let Some((map, map_operands)) = affine_map_of_indices(ctx, body, &operands[first..]) else {
        return false;
    };
    let mut st = OperationState::new(ctx.op_name(name), body.op_loc(op));
    st.operands = operands[..first].to_vec();
    st.operands.extend(map_operands);
    st.result_types = body.results(op).map(|r| body.value_type(r)).collect();
    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("map"), map_attr(ctx, map))]));
    let new = body.create_op(st);
    body.insert_op(InsertPoint::Before(op), new);
    let old: Vec<ValueId> = body.results(op).collect();
    let new_results: Vec<ValueId> = body.results(new).collect();
    for (o, n) in old.into_iter().zip(new_results) {
        body.replace_all_uses_with(o, n);
    }
    body.erase_op(op);
    true
}

/// The `affine-raise-from-memref` pass.
#[derive(Clone, Debug, Default)]
pub struct RaiseMemrefDialect;

impl Pass for RaiseMemrefDialect {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["affine.load", "affine.store"])
    }

    fn argument(&self) -> &'static str {
        "affine-raise-from-memref"
    }

    fn description(&self) -> &'static str {
        "Turn some memref operators to affine operators where supported"
    }

    fn name(&self) -> &'static str {
        "RaiseMemrefDialect"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let mut accesses = Vec::new();
        body.walk_root_regions(&mut |o| {
            let name = ctx.op_name_str(body.op_name(o));
            if name == "memref.load" || name == "memref.store" {
                accesses.push(o);
            }
            WalkResult::Advance
        });
        for o in accesses {
            raise_memref_access(ctx, body, o);
        }
        Ok(())
    }
}
