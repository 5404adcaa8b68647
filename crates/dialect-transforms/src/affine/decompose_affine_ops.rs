//! Decomposition of `affine.apply` ops for loop-invariant code motion
//! (MLIR's `reorderOperandsByHoistability` and `decompose`): the operands
//! become symbols ordered from the most to the least hoistable, and a
//! top-level sum (or product) is split into one `affine.apply` per term,
//! combined two at a time from the most hoistable terms on, so that each
//! partial result depends on as few loops as possible.

use strata_dialect_affine::{canonicalize_map_and_operands, map_attr, op_map, simplify_affine_expr};
use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use strata_ir::interfaces::LoopLikeOpInterface;
use strata_ir::{Body, Context, OpBuilder, OpId, OpRef, ValueId};

use super::loop_utils::NotApplicable;

/// Whether `v` is defined inside `op` (in one of its regions, at any depth).
fn defined_inside(body: &Body, v: ValueId, op: OpId) -> bool {
    let mut cur = match body.value_def(v) {
        strata_ir::ValueDef::BlockArg(b, _) => body.block_parent_op(b),
        strata_ir::ValueDef::Result(d, _) => body.parent_op(d),
        _ => None,
    };
    while let Some(p) = cur {
        if p == op {
            return true;
        }
        cur = body.parent_op(p);
    }
    false
}

/// How many loops (ops with `LoopLikeOpInterface`) around `user`, innermost
/// first, `v` is defined outside of.
fn num_enclosing_invariant_loops(ctx: &Context, body: &Body, user: OpId, v: ValueId) -> usize {
    let mut count = 0;
    let mut cur = user;
    while let Some(p) = body.parent_op(cur) {
        cur = p;
        let is_loop = ctx
            .op_def(body.op_name(p))
            .is_some_and(|d| d.interfaces.get::<LoopLikeOpInterface>().is_some());
        if !is_loop {
            continue;
        }
        if defined_inside(body, v, p) {
            break;
        }
        count += 1;
    }
    count
}

/// Rewrites the `affine.apply` `op` so that its operands are all symbols,
/// those defined outside more of the loops around it first (stable
/// otherwise), with its expression simplified and canonicalized with them.
pub fn reorder_operands_by_hoistability(ctx: &Context, body: &mut Body, op: OpId) -> Option<()> {
    let map = op_map(OpRef::new(ctx, body, op))?;
    let operands: Vec<ValueId> = body.operands(op).collect();
    let n = operands.len();
    if map.results.len() != 1 || (map.num_dims + map.num_symbols) as usize != n {
        return None;
    }
    let hoistable: Vec<usize> = operands
        .iter()
        .map(|&v| num_enclosing_invariant_loops(ctx, body, op, v))
        .collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| hoistable[b].cmp(&hoistable[a]));
    let mut replacements = vec![ctx.affine_constant(0); n];
    let mut new_operands = Vec::with_capacity(n);
    for (i, &pos) in order.iter().enumerate() {
        new_operands.push(operands[pos]);
        replacements[pos] = ctx.affine_symbol(i as u32);
    }
    let nd = map.num_dims as usize;
    let e = map.results[0].replace_dims_and_symbols(ctx, &replacements[..nd], &replacements[nd..]);
    let e = simplify_affine_expr(ctx, e, 0, n as u32);
    let mut new_map = AffineMap::new(0, n as u32, vec![e]);
    canonicalize_map_and_operands(ctx, body, &mut new_map, &mut new_operands);
    body.set_op_attr(ctx, op, "map", Some(map_attr(ctx, new_map)));
    body.set_operands(op, &new_operands);
    Some(())
}

/// The highest symbol position `e` uses, `None` for none.
fn max_symbol(ctx: &Context, e: AffineExpr) -> Option<u32> {
    let mut max = None;
    e.walk(ctx, &mut |x| {
        if let AffineExprKind::Symbol(p) = x.kind(ctx) {
            max = max.max(Some(p));
        }
    });
    max
}

/// Splits the `affine.apply` `op`, whose map has no dimensions and whose
/// expression is a sum (or product) with a compound term, into one
/// `affine.apply` per term (each with only the operands it uses), inserted
/// before it and combined two at a time in the order of the highest
/// symbol each term uses (see [`reorder_operands_by_hoistability`]);
/// `op` is replaced by the last combination, which is returned.
pub fn decompose(ctx: &Context, body: &mut Body, op: OpId) -> Result<ValueId, NotApplicable> {
    let map = op_map(OpRef::new(ctx, body, op)).ok_or(NotApplicable("not an affine.apply"))?;
    if map.num_dims > 0 {
        return Err(NotApplicable("expected no dims"));
    }
    let &[root] = &*map.results else {
        return Err(NotApplicable("expected one result"));
    };
    let AffineExprKind::Binary(kind, lhs, rhs) = root.kind(ctx) else {
        return Err(NotApplicable("terminal affine.apply"));
    };
    let is_binary = |e: AffineExpr| matches!(e.kind(ctx), AffineExprKind::Binary(..));
    if !is_binary(lhs) && !is_binary(rhs) {
        return Err(NotApplicable("too shallow"));
    }
    if !matches!(kind, AffineBinaryOp::Add | AffineBinaryOp::Mul) {
        return Err(NotApplicable("not an add or a mul"));
    }
    // The terms of the left-leaning chain, last term first.
    let mut terms = Vec::new();
    let mut rest = root;
    while let AffineExprKind::Binary(k, l, r) = rest.kind(ctx) {
        if k != kind {
            break;
        }
        terms.push(r);
        rest = l;
    }
    terms.push(rest);
    // `None` (constants) sorts first; the sort is stable.
    terms.sort_by_key(|&t| max_symbol(ctx, t));

    let operands: Vec<ValueId> = body.operands(op).collect();
    let loc = body.op_loc(op);
    let (s0, s1) = (ctx.affine_symbol(0), ctx.affine_symbol(1));
    let combine = match kind {
        AffineBinaryOp::Mul => ctx.affine_mul(s0, s1),
        _ => ctx.affine_add(s0, s1),
    };
    let combine = AffineMap::new(0, 2, vec![combine]);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);
    let term_apply = |b: &mut OpBuilder<'_>, t: AffineExpr| {
        let mut m = AffineMap::new(0, map.num_symbols, vec![t]);
        let mut ops = operands.clone();
        canonicalize_map_and_operands(ctx, b.body, &mut m, &mut ops);
        strata_dialect_affine::ApplyOp::build(b, loc, &ops, map_attr(ctx, m)).result(&*b)
    };
    let mut acc = term_apply(&mut b, terms[0]);
    for &t in &terms[1..] {
        let v = term_apply(&mut b, t);
        acc = strata_dialect_affine::ApplyOp::build(&mut b, loc, &[acc, v], map_attr(ctx, combine.clone()))
            .result(&b);
    }
    body.replace_all_uses_with(body.result(op, 0), acc);
    body.erase_op(op);
    Ok(acc)
}
