use super::*;

#[test]
fn registers_every_op() {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    for name in ["affine.apply", "affine.min", "affine.max"] {
        let def = ctx.op_def(ctx.op_name(name)).expect("registered");
        assert!(def.has_trait(OpTraits::PURE), "{name} is pure");
        assert!(def.fold.is_some(), "{name} folds");
    }
}

#[test]
fn evaluates_with_partial_operands() {
    let ctx = Context::new();
    let (d0, s0) = (ctx.affine_dim(0), ctx.affine_symbol(0));
    let e = ctx.affine_add(ctx.affine_mul(d0, ctx.affine_constant(4)), s0);
    assert!(matches!(eval_expr(&ctx, e, &[Some(2)], &[Some(3)]), Ok(Some(11))));
    assert!(matches!(eval_expr(&ctx, e, &[Some(2)], &[None]), Ok(None)));
    let m = ctx.affine_binary_raw(AffineBinaryOp::Mod, d0, ctx.affine_constant(0));
    assert!(
        eval_expr(&ctx, m, &[Some(2)], &[]).is_err(),
        "modulo by zero is poison"
    );
}

#[test]
fn simplifies_through_the_flat_form() {
    let ctx = Context::new();
    let (d0, s0, s1) = (ctx.affine_dim(0), ctx.affine_symbol(0), ctx.affine_symbol(1));
    let c = |v| ctx.affine_constant(v);
    // s1 + d0 * 2 + s0 + d0 -> d0 * 3 + s0 + s1
    let e = ctx.affine_binary_raw(
        AffineBinaryOp::Add,
        ctx.affine_binary_raw(
            AffineBinaryOp::Add,
            ctx.affine_binary_raw(AffineBinaryOp::Add, s1, ctx.affine_mul(d0, c(2))),
            s0,
        ),
        d0,
    );
    let s = simplify_affine_expr(&ctx, e, 1, 2);
    assert_eq!(
        strata_ir::affine::affine_expr_to_string(&ctx, s),
        "d0 * 3 + s0 + s1"
    );
    // (d0 * 4) floordiv 2 -> d0 * 2
    let f = ctx.affine_binary_raw(AffineBinaryOp::FloorDiv, ctx.affine_mul(d0, c(4)), c(2));
    let s = simplify_affine_expr(&ctx, f, 1, 0);
    assert_eq!(strata_ir::affine::affine_expr_to_string(&ctx, s), "d0 * 2");
    // A semi-affine expression with nothing to simplify is kept.
    let p = ctx.affine_mul(s0, s1);
    assert_eq!(simplify_affine_expr(&ctx, p, 0, 2), p);
}

#[test]
fn cancels_divisions_by_symbols() {
    use AffineBinaryOp::*;
    let ctx = Context::new();
    let (s0, s1) = (ctx.affine_symbol(0), ctx.affine_symbol(1));
    let c = |v| ctx.affine_constant(v);
    let b = |op, l, r| ctx.affine_binary_raw(op, l, r);
    let show = |e| strata_ir::affine::affine_expr_to_string(&ctx, simplify_affine_expr(&ctx, e, 0, 2));
    // (s1 * s0 + s0) floordiv s0 -> s1 + 1
    let e = b(FloorDiv, b(Add, b(Mul, s1, s0), s0), s0);
    assert_eq!(show(e), "s1 + 1");
    // (s0 * s1) mod s1 -> 0
    assert_eq!(show(b(Mod, b(Mul, s0, s1), s1)), "0");
    // ((s0 * 4) mod (s0 * 6)) floordiv s0 -> 4 mod 6 = 4
    let e = b(FloorDiv, b(Mod, b(Mul, s0, c(4)), b(Mul, s0, c(6))), s0);
    assert_eq!(show(e), "4");
    // (s0 floordiv s0) floordiv s0 -> 1 floordiv s0
    assert_eq!(show(b(FloorDiv, b(FloorDiv, s0, s0), s0)), "1 floordiv s0");
    // s0 mod (s0 * 2 - s0) -> 0: the divisor simplifies to s0 first.
    let e = b(Mod, s0, b(Add, b(Mul, s0, c(2)), b(Mul, s0, c(-1))));
    assert_eq!(show(e), "0");
    // A division below a product is not a multiple of the divisor.
    let e = b(FloorDiv, b(Mul, b(FloorDiv, s0, c(3)), c(7)), s0);
    assert_eq!(show(e), "((s0 floordiv 3) * 7) floordiv s0");
    // Divisions of the same kind commute: ((s0 * 2) ceildiv 4) ceildiv s0 -> 1.
    let e = b(CeilDiv, b(CeilDiv, b(Mul, s0, c(2)), c(4)), s0);
    assert_eq!(show(e), "1");
}

#[test]
fn orders_semi_affine_terms() {
    use AffineBinaryOp::*;
    let ctx = Context::new();
    let (d0, s0, s1, s2) = (
        ctx.affine_dim(0),
        ctx.affine_symbol(0),
        ctx.affine_symbol(1),
        ctx.affine_symbol(2),
    );
    let c = |v| ctx.affine_constant(v);
    let b = |op, l, r| ctx.affine_binary_raw(op, l, r);
    let show =
        |e, nd, ns| strata_ir::affine::affine_expr_to_string(&ctx, simplify_affine_expr(&ctx, e, nd, ns));
    // s1 * s0 + s0 * 5 + s1 -> s0 * 5 + s0 * s1 + s1
    let e = b(Add, b(Add, b(Mul, s1, s0), b(Mul, s0, c(5))), s1);
    assert_eq!(show(e, 0, 2), "s0 * 5 + s0 * s1 + s1");
    // Products with a non-leaf operand come after the ordered terms.
    let e = b(
        Add,
        b(Add, b(Add, s2, b(Mul, s0, b(Mul, s1, s2))), b(Mul, s1, s2)),
        s0,
    );
    assert_eq!(show(e, 0, 3), "s0 + s1 * s2 + s2 + s0 * (s1 * s2)");
    // Dims, then the terms led by the same dim, then symbols.
    let e = b(
        Add,
        b(Add, b(Add, s1, b(FloorDiv, d0, s0)), b(Mul, d0, s1)),
        b(Add, d0, b(Mod, d0, c(4))),
    );
    assert_eq!(
        show(e, 1, 2),
        "d0 * 2 - (d0 floordiv 4) * 4 + d0 floordiv s0 + d0 * s1 + s1"
    );
}

#[test]
fn composed_folded_min_max_orders_operands_per_result() {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(dialect());
    let mut body = strata_ir::Body::new();
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    let (index, loc) = (ctx.index_type(), ctx.unknown_loc());
    let x = body.add_block_arg(block, index, loc);
    let y = body.add_block_arg(block, index, loc);
    let mut b = strata_ir::OpBuilder::new(&ctx, &mut body);
    b.set_insertion_point_to_end(block);
    let (d0, d1) = (ctx.affine_dim(0), ctx.affine_dim(1));
    let pair = AffineMap::new(2, 0, vec![d0, d1]);
    // Constants fold without creating an op.
    let c = build_composed_folded_min_max(
        &mut b,
        loc,
        &pair,
        &[ApplyValue::Const(2), ApplyValue::Const(5)],
        false,
    );
    assert_eq!(c, ApplyValue::Const(2));
    assert!(b.body.first_op(block).is_none());
    // min(10 - y, x): the apply of `y` is composed into the first result,
    // whose operands come first.
    let sub = AffineMap::new(1, 0, vec![ctx.affine_sub(ctx.affine_constant(10), d0)]);
    let rest = build_composed_folded_apply(&mut b, loc, &sub, &[ApplyValue::Value(y)]);
    let ApplyValue::Value(m) =
        build_composed_folded_min_max(&mut b, loc, &pair, &[rest, ApplyValue::Value(x)], false)
    else {
        panic!("expected an affine.min");
    };
    let min = b.body.defining_op(m).expect("an op");
    let o = OpRef::new(&ctx, b.body, min);
    assert!(MinOp::isa(&(&ctx, &*b.body), min));
    assert_eq!(o.operands().collect::<Vec<_>>(), vec![y, x]);
    let map = op_map(o).expect("a map");
    assert_eq!(
        strata_ir::affine::affine_expr_to_string(&ctx, map.results[0]),
        "-s0 + 10"
    );
    // (Values of a block outside any op are symbols.)
    assert_eq!(
        strata_ir::affine::affine_expr_to_string(&ctx, map.results[1]),
        "s1"
    );
}
