//! Bounds of index values and of dimension sizes computed from the facts
//! ops state (MLIR's `ValueBoundsConstraintSet::computeBound`,
//! `computeConstantBound` and `compare`), their materialization as
//! `affine.apply` or `arith` ops (MLIR's `affine::reifyValueBound` and
//! `arith::reifyValueBound`), and the `test-affine-reify-value-bounds`
//! pass that exercises them on `test.reify_bound` and `test.compare` ops.
//!
//! # Algorithm
//!
//! The facts are gathered into a [`ValueBoundsSet`] backwards from the
//! value, stopping at the values a stop condition holds for. The
//! variables it does not hold for (other than the value) are projected
//! out, and the value is solved for in terms of the others (MLIR's
//! `getSliceBounds`, `slice_bounds`): an equality gives an exact bound,
//! otherwise the lower and upper bounds without other unknowns, or a
//! constant bound when there are several.
//!
//! # Cost
//!
//! The set follows at most a bounded number of values (see
//! [`ValueBoundsSet`]); one projection and a few integer queries per
//! bound.

use strata_dialect_affine::analysis::{BoundVar, Comparison, LinExpr, ValueBoundsSet};
use strata_dialect_affine::{
    canonicalize_map_and_operands, compose_affine_map_and_operands, map_attr, ApplyOp,
};
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::{Body, Context, Diagnostic, IsolatedOpMut, LogicalResult, OpBuilder, OpId, OpRef, ValueId};
use strata_pass::Pass;

use super::slice::slice_bounds;

/// Which bound of a value is asked for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum BoundType {
    /// The value itself.
    Eq,
    /// A lower bound (inclusive).
    Lb,
    /// An upper bound (exclusive unless asked closed).
    Ub,
}

/// A computed bound: `map` (one result) over the values and sizes
/// `operands`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputedBound {
    /// The bound.
    pub map: AffineMap,
    /// The value or size each dimension then symbol of `map` stands for.
    pub operands: Vec<BoundVar>,
}

/// The bound `kind` of `var`, in terms of the values and sizes `stop`
/// holds for (MLIR's `ValueBoundsConstraintSet::computeBound`); `None`
/// when none is found.
pub fn compute_bound<'a>(
    ctx: &'a Context,
    body: &'a Body,
    enclosing: &'a [OpRef<'a>],
    kind: BoundType,
    var: BoundVar,
    stop: &'a dyn Fn(ValueId, Option<usize>) -> bool,
    closed_ub: bool,
) -> Option<ComputedBound> {
    let mut set = ValueBoundsSet::with_stop(ctx, body, stop).with_enclosing(enclosing);
    let target = set.insert_target(var);
    set.populate();
    let (mut rel, keys) = set.relation_for(target)?;
    // Project out the variables the stop condition does not hold for,
    // from the last so that the columns of the others stay.
    let mut kept = Vec::with_capacity(keys.len());
    let mut drop = Vec::new();
    for (i, &(v, d)) in keys.iter().enumerate() {
        if stop(v, d) {
            kept.push((v, d));
        } else {
            drop.push(i + 1);
        }
    }
    for &col in drop.iter().rev() {
        rel.project_out(col..col + 1).ok()?;
    }
    let (lbs, ubs) = slice_bounds(ctx, &rel, (1, 0, kept.len()), true);
    pick_bound(ctx, &lbs, &ubs, kind, closed_ub, &kept)
}

/// The bound `kind` among the solutions `lbs`/`ubs` (closed) of the first
/// column of a system whose other columns are `kept`, as a map over the
/// `kept` it uses.
fn pick_bound(
    ctx: &Context,
    lbs: &[Option<AffineMap>],
    ubs: &[Option<AffineMap>],
    kind: BoundType,
    closed_ub: bool,
    kept: &[BoundVar],
) -> Option<ComputedBound> {
    let single = |m: &Option<AffineMap>| m.clone().filter(|m| m.results.len() == 1);
    let (lb, ub) = (single(lbs.first()?), single(ubs.first()?));
    let bound = match kind {
        BoundType::Eq => {
            let (lb, ub) = (lb?, ub?);
            if lb != ub {
                return None;
            }
            lb
        }
        BoundType::Lb => lb?,
        BoundType::Ub => {
            let ub = ub?;
            let adj = if closed_ub { 0 } else { 1 };
            AffineMap::new(
                0,
                ub.num_symbols,
                vec![ctx.affine_add(ub.results[0], ctx.affine_constant(adj))],
            )
        }
    };
    // Keep the symbols the bound uses, in order.
    let e = bound.results[0];
    let mut used = vec![false; kept.len()];
    e.walk(ctx, &mut |x| {
        if let AffineExprKind::Symbol(s) = x.kind(ctx) {
            if let Some(u) = used.get_mut(s as usize) {
                *u = true;
            }
        }
    });
    let mut replacements = Vec::with_capacity(kept.len());
    let mut operands = Vec::new();
    for (i, &k) in kept.iter().enumerate() {
        if used[i] {
            replacements.push(ctx.affine_symbol(operands.len() as u32));
            operands.push(k);
        } else {
            replacements.push(ctx.affine_constant(0));
        }
    }
    let e = e.replace_dims_and_symbols(ctx, &[], &replacements);
    Some(ComputedBound {
        map: AffineMap::new(0, operands.len() as u32, vec![e]),
        operands,
    })
}

/// A bound in terms of vscale only (MLIR's
/// `ScalableValueBoundsConstraintSet::computeScalableBound`, the upper
/// bound closed): every value the analysis reaches is projected out except
/// the `vector.vscale` values, one variable in `[vscale_min, vscale_max]`;
/// semi-affine modulos are bounded assuming a positive divisor, and a bound
/// whose assumptions contradict the facts is refused. The map has no
/// operand, or one: the first `vector.vscale` reached, kept even when the
/// bound turns out constant.
pub fn compute_scalable_bound<'a>(
    ctx: &'a Context,
    body: &'a Body,
    enclosing: &'a [OpRef<'a>],
    kind: BoundType,
    var: BoundVar,
    (vscale_min, vscale_max): (i64, i64),
) -> Option<ComputedBound> {
    let is_vscale = |v: ValueId| match body.value_def(v) {
        strata_ir::ValueDef::Result(op, _) => strata_dialect_vector::VectorScaleOp::isa(&(ctx, body), op),
        _ => false,
    };
    let mut set = ValueBoundsSet::new(ctx, body)
        .with_enclosing(enclosing)
        .with_scalable(&is_vscale, vscale_min, vscale_max);
    let target = set.insert_target(var);
    set.populate();
    let vscale = set.vscale_var().and_then(|j| set.key(j));
    let (mut rel, keys) = set.relation_for(target)?;
    if rel.is_integer_empty().unwrap_or(true) {
        return None;
    }
    let mut kept = Vec::with_capacity(1);
    let mut drop = Vec::new();
    for (i, &k) in keys.iter().enumerate() {
        if Some(k) == vscale {
            kept.push(k);
        } else {
            drop.push(i + 1);
        }
    }
    for &col in drop.iter().rev() {
        rel.project_out(col..col + 1).ok()?;
    }
    let locals = rel.offset_of(strata_presburger::VarKind::Local);
    rel.project_out(locals..rel.num_vars()).ok()?;
    if rel.is_integer_empty().unwrap_or(true) {
        return None;
    }
    let (lbs, ubs) = slice_bounds(ctx, &rel, (1, 0, kept.len()), true);
    let mut bound = pick_bound(ctx, &lbs, &ubs, kind, true, &kept)?;
    // The map keeps vscale as its operand when the system did, even if the
    // bound does not use it (MLIR then still materializes a vscale).
    if bound.operands.is_empty() && !kept.is_empty() {
        bound.map = AffineMap::new(0, 1, bound.map.results);
        bound.operands = kept;
    }
    Some(bound)
}

/// The constant bound `kind` of `var` (MLIR's `computeConstantBound`,
/// without a stop condition), the upper bound exclusive.
pub fn compute_constant_bound<'a>(
    ctx: &'a Context,
    body: &'a Body,
    enclosing: &'a [OpRef<'a>],
    kind: BoundType,
    var: BoundVar,
) -> Option<i64> {
    let mut set = ValueBoundsSet::new(ctx, body).with_enclosing(enclosing);
    let target = set.insert_target(var);
    set.populate();
    constant_bound_of(&set, target, kind)
}

fn constant_bound_of(set: &ValueBoundsSet<'_>, var: usize, kind: BoundType) -> Option<i64> {
    let (lb, ub) = set.const_bounds(var);
    match kind {
        BoundType::Eq => (lb? == ub?).then_some(lb?),
        BoundType::Lb => lb,
        BoundType::Ub => ub?.checked_add(1),
    }
}

/// A side of a comparison: a value, or a map (one result) applied to
/// values.
#[derive(Clone, Debug)]
pub enum Operand {
    /// An index value.
    Value(ValueId),
    /// `map(operands)`.
    Map(AffineMap, Vec<ValueId>),
}

/// The comparison operators of [`compare`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Cmp {
    /// `==`.
    Eq,
    /// `<`.
    Lt,
    /// `<=`.
    Le,
    /// `>`.
    Gt,
    /// `>=`.
    Ge,
}

/// Whether `lhs cmp rhs` is proven to hold (MLIR's
/// `ValueBoundsConstraintSet::compare`).
pub fn compare<'a>(
    ctx: &'a Context,
    body: &'a Body,
    enclosing: &'a [OpRef<'a>],
    lhs: &Operand,
    cmp: Cmp,
    rhs: &Operand,
) -> bool {
    let mut set = ValueBoundsSet::new(ctx, body).with_enclosing(enclosing);
    let side = |set: &mut ValueBoundsSet<'_>, o: &Operand| -> Option<LinExpr> {
        match o {
            Operand::Value(v) => Some(LinExpr::var(set.value_var(*v))),
            Operand::Map(m, operands) => set.map_expr(m, 0, operands),
        }
    };
    let (Some(l), Some(r)) = (side(&mut set, lhs), side(&mut set, rhs)) else {
        return false;
    };
    set.populate();
    let holds = |c| set.strong_compare(&l, c, &r) == Some(true);
    match cmp {
        Cmp::Eq => holds(Comparison::Le) && holds(Comparison::Ge),
        Cmp::Lt => holds(Comparison::Lt),
        Cmp::Le => holds(Comparison::Le),
        Cmp::Gt => holds(Comparison::Gt),
        Cmp::Ge => holds(Comparison::Ge),
    }
}

/// The constant difference `a - b` after composing the `affine.apply` ops
/// defining them (MLIR's `fullyComposeAndComputeConstantDelta`).
pub fn composed_constant_delta(ctx: &Context, body: &Body, a: ValueId, b: ValueId) -> Option<i64> {
    let mut map = AffineMap::new(
        0,
        2,
        vec![ctx.affine_sub(ctx.affine_symbol(0), ctx.affine_symbol(1))],
    );
    let mut operands = vec![a, b];
    // Each composition folds one level of `affine.apply` producers.
    for _ in 0..body.num_ops().max(1) {
        let is_apply = |v: ValueId| {
            matches!(body.value_def(v), strata_ir::ValueDef::Result(op, _)
                if ctx.op_name_str(body.op_name(op)) == "affine.apply")
        };
        if !operands.iter().any(|&v| is_apply(v)) {
            break;
        }
        compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
    }
    canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
    if let Some(c) = map.results.first().and_then(|e| e.as_constant(ctx)) {
        return Some(c);
    }
    let mut set = ValueBoundsSet::new(ctx, body);
    let e = set.map_expr(&map, 0, &operands)?;
    let x = set.insert_expr(&e);
    set.populate();
    constant_bound_of(&set, x, BoundType::Eq)
}

// ---- materialization ---------------------------------------------------------------------

/// Creates the `tensor.dim` / `memref.dim` ops of the sizes among
/// `operands`, and returns the values of all of them.
fn materialize_operands(
    b: &mut OpBuilder<'_>,
    loc: strata_ir::Location,
    operands: &[BoundVar],
) -> Vec<ValueId> {
    let ctx = b.ctx;
    operands
        .iter()
        .map(|&(v, dim)| match dim {
            None => v,
            Some(d) => {
                let index = strata_dialect_arith::ConstantOp::build(
                    b,
                    loc,
                    ctx.integer_attr(ctx.index_type(), d as i64),
                )
                .result(b);
                if matches!(
                    ctx.type_kind(b.body.value_type(v)),
                    strata_ir::TypeKind::MemRef { .. }
                ) {
                    strata_dialect_memref::DimOp::build(b, loc, v, index).result(b)
                } else {
                    strata_dialect_tensor::DimOp::build(b, loc, v, index).result(b)
                }
            }
        })
        .collect()
}

/// A materialized bound: a constant or a value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reified {
    /// A constant.
    Constant(i64),
    /// A value.
    Value(ValueId),
}

/// The bound as a constant, one of its operands, or an `affine.apply`
/// (MLIR's `affine::materializeComputedBound`).
pub fn materialize_affine(b: &mut OpBuilder<'_>, loc: strata_ir::Location, bound: &ComputedBound) -> Reified {
    let ctx = b.ctx;
    let mut operands = materialize_operands(b, loc, &bound.operands);
    let mut map = bound.map.clone();
    canonicalize_map_and_operands(ctx, b.body, &mut map, &mut operands);
    if let Some(r) = trivial(ctx, &map, &operands) {
        return r;
    }
    Reified::Value(ApplyOp::build(b, loc, &operands, map_attr(ctx, map)).result(b))
}

/// A map that is a constant or one of its operands.
fn trivial(ctx: &Context, map: &AffineMap, operands: &[ValueId]) -> Option<Reified> {
    let e = *map.results.first()?;
    match e.kind(ctx) {
        AffineExprKind::Constant(c) => Some(Reified::Constant(c)),
        AffineExprKind::Dim(d) => operands.get(d as usize).map(|&v| Reified::Value(v)),
        AffineExprKind::Symbol(s) => operands
            .get((map.num_dims + s) as usize)
            .map(|&v| Reified::Value(v)),
        AffineExprKind::Binary(..) => None,
    }
}

/// The bound as a constant, one of its operands, or `arith` ops (MLIR's
/// `arith::reifyValueBound`).
pub fn materialize_arith(b: &mut OpBuilder<'_>, loc: strata_ir::Location, bound: &ComputedBound) -> Reified {
    let ctx = b.ctx;
    let operands = materialize_operands(b, loc, &bound.operands);
    if let Some(r) = trivial(ctx, &bound.map, &operands) {
        return r;
    }
    Reified::Value(build_arith(
        b,
        loc,
        bound.map.results[0],
        bound.map.num_dims,
        &operands,
    ))
}

fn build_arith(
    b: &mut OpBuilder<'_>,
    loc: strata_ir::Location,
    e: AffineExpr,
    num_dims: u32,
    operands: &[ValueId],
) -> ValueId {
    use strata_dialect_arith as arith;
    use strata_ir::affine::AffineBinaryOp;
    let ctx = b.ctx;
    match e.kind(ctx) {
        AffineExprKind::Constant(c) => {
            arith::ConstantOp::build(b, loc, ctx.integer_attr(ctx.index_type(), c)).result(b)
        }
        AffineExprKind::Dim(d) => operands[d as usize],
        AffineExprKind::Symbol(s) => operands[(num_dims + s) as usize],
        AffineExprKind::Binary(op, l, r) => {
            let lhs = build_arith(b, loc, l, num_dims, operands);
            let rhs = build_arith(b, loc, r, num_dims, operands);
            match op {
                AffineBinaryOp::Add => arith::AddIOp::build(b, loc, lhs, rhs, None).result(b),
                AffineBinaryOp::Mul => arith::MulIOp::build(b, loc, lhs, rhs, None).result(b),
                AffineBinaryOp::FloorDiv => arith::DivSIOp::build(b, loc, lhs, rhs, false).result(b),
                AffineBinaryOp::CeilDiv => arith::CeilDivSIOp::build(b, loc, lhs, rhs).result(b),
                AffineBinaryOp::Mod => arith::RemSIOp::build(b, loc, lhs, rhs).result(b),
            }
        }
    }
}

// ---- the test pass ---------------------------------------------------------------------------

/// The `test-affine-reify-value-bounds` pass: replaces each
/// `test.reify_bound` with the bound it asks for, in terms of the values
/// its operand is computed from (or, with `reify-to-func-args`, of the
/// function's arguments), and reports for each `test.compare` whether its
/// comparison is proven to hold or not to.
#[derive(Clone, Debug, Default)]
pub struct TestReifyValueBounds {
    /// `reify-to-func-args`.
    pub reify_to_func_args: bool,
    /// `use-arith-ops`.
    pub use_arith_ops: bool,
}

fn str_attr<'a>(op: OpRef<'a>, name: &str) -> Option<&'a str> {
    op.ctx.string_attr_value(op.attr(name)?)
}

fn int_attr(op: OpRef<'_>, name: &str) -> Option<i64> {
    op.ctx
        .integer_attr_value(op.attr(name)?)
        .filter(|v| v.fits_i64_signed())
        .map(|v| v.sext_i64())
}

/// What a `test.reify_bound` asks for, once checked.
struct ReifyRequest {
    kind: BoundType,
    var: BoundVar,
    constant: bool,
    /// `scalable`: the range of vscale.
    scalable: Option<(i64, i64)>,
}

/// A bound computed for a `test.reify_bound`, before it is materialized.
enum Computed {
    Constant(i64),
    Bound(ComputedBound),
    /// A bound over (at most) one `vector.vscale`, rebuilt where it is
    /// materialized.
    Scalable(ComputedBound),
}

impl TestReifyValueBounds {
    /// Checks one `test.reify_bound`; `Err` after reporting an error.
    fn request(ctx: &Context, body: &Body, op: OpId) -> Result<ReifyRequest, ()> {
        let r = OpRef::new(ctx, body, op);
        let value = r.operand(0);
        let dim = int_attr(r, "dim");
        let shape = ctx.shape(r.operand_type(0)).map(<[i64]>::len);
        let shaped = shape.is_some() || !ctx.is_index(r.operand_type(0));
        if !shaped && dim.is_some() {
            r.emit_op_error("dim specified for non-shaped type");
            return Err(());
        }
        if shaped && dim.is_none() {
            r.emit_op_error("dim not specified for shaped type");
            return Err(());
        }
        if let (Some(rank), Some(d)) = (shape, dim) {
            if d < 0 {
                r.emit_op_error("dim must be non-negative");
                return Err(());
            }
            if d as usize >= rank {
                r.emit_op_error("invalid dim for shaped type rank");
                return Err(());
            }
        }
        let kind = match str_attr(r, "type").unwrap_or("EQ") {
            "LB" => BoundType::Lb,
            "UB" => BoundType::Ub,
            _ => BoundType::Eq,
        };
        Ok(ReifyRequest {
            kind,
            var: (value, dim.map(|d| d as usize)),
            constant: r.attr("constant").is_some(),
            scalable: r
                .attr("scalable")
                .and(int_attr(r, "vscale_min").zip(int_attr(r, "vscale_max"))),
        })
    }

    /// The bound a checked `test.reify_bound` asks for.
    fn compute<'a>(
        &self,
        ctx: &'a Context,
        body: &'a Body,
        enclosing: &'a [OpRef<'a>],
        req: &ReifyRequest,
    ) -> Option<Computed> {
        if req.constant {
            return compute_constant_bound(ctx, body, enclosing, req.kind, req.var).map(Computed::Constant);
        }
        if let Some(range) = req.scalable {
            return compute_scalable_bound(ctx, body, enclosing, req.kind, req.var, range)
                .map(Computed::Scalable);
        }
        let value = req.var.0;
        let func_args = |v: ValueId, _: Option<usize>| is_function_argument(body, v);
        let others = |v: ValueId, _: Option<usize>| v != value;
        let stop: &dyn Fn(ValueId, Option<usize>) -> bool = if self.reify_to_func_args {
            &func_args
        } else {
            &others
        };
        compute_bound(ctx, body, enclosing, req.kind, req.var, stop, false).map(Computed::Bound)
    }

    /// Replaces a `test.reify_bound` with its bound.
    fn replace(&self, ctx: &Context, body: &mut Body, op: OpId, computed: Computed) {
        let loc = body.op_loc(op);
        let mut b = OpBuilder::new(ctx, body);
        b.set_insertion_point_after(op);
        let reified = match computed {
            Computed::Constant(c) => Reified::Constant(c),
            Computed::Scalable(mut bound) => {
                if !bound.operands.is_empty() {
                    let vscale =
                        strata_dialect_vector::VectorScaleOp::build(&mut b, loc, ctx.index_type()).res(&b);
                    bound.operands = vec![(vscale, None)];
                }
                materialize_affine(&mut b, loc, &bound)
            }
            Computed::Bound(bound) if self.use_arith_ops => materialize_arith(&mut b, loc, &bound),
            Computed::Bound(bound) => materialize_affine(&mut b, loc, &bound),
        };
        let result = match reified {
            Reified::Value(v) => v,
            Reified::Constant(c) => {
                strata_dialect_arith::ConstantOp::build(&mut b, loc, ctx.integer_attr(ctx.index_type(), c))
                    .result(&b)
            }
        };
        let old = body.result(op, 0);
        body.replace_all_uses_with(old, result);
        body.erase_op(op);
    }

    /// Reports on one `test.compare`; `Err` after reporting an error.
    fn check<'a>(ctx: &'a Context, body: &'a Body, enclosing: &'a [OpRef<'a>], op: OpId) -> Result<(), ()> {
        let r = OpRef::new(ctx, body, op);
        let loc = r.loc();
        let cmp = match str_attr(r, "cmp").unwrap_or("EQ") {
            "LT" => Cmp::Lt,
            "LE" => Cmp::Le,
            "GT" => Cmp::Gt,
            "GE" => Cmp::Ge,
            _ => Cmp::Eq,
        };
        let remark = |msg: &str| ctx.emit_op_diagnostic(r, Diagnostic::remark(loc, msg));
        let error = |msg: &str| ctx.emit_op_diagnostic(r, Diagnostic::error(loc, msg));
        if r.attr("compose").is_some() {
            if cmp != Cmp::Eq {
                r.emit_op_error("comparison operator must be EQ when 'composed' is specified");
                return Err(());
            }
            match composed_constant_delta(ctx, body, r.operand(0), r.operand(1)) {
                None => error("could not determine equality"),
                Some(0) => remark("equal"),
                Some(_) => remark("different"),
            }
            return Ok(());
        }
        let map_of = |name: &str| match r.attr(name).map(|a| ctx.attr_kind(a)) {
            Some(strata_ir::AttrKind::AffineMap(m)) => Some(m.clone()),
            _ => None,
        };
        let operands: Vec<ValueId> = r.operands().collect();
        let mut at = 0;
        let mut side = |m: Option<AffineMap>| match m {
            Some(m) => {
                let n = (m.num_dims + m.num_symbols) as usize;
                let vs = operands[at.min(operands.len())..(at + n).min(operands.len())].to_vec();
                at += n;
                Operand::Map(m, vs)
            }
            None => {
                let v = operands.get(at).copied();
                at += 1;
                v.map_or_else(
                    || Operand::Map(AffineMap::new(0, 0, Vec::new()), Vec::new()),
                    Operand::Value,
                )
            }
        };
        let lhs = side(map_of("lhs_map"));
        let rhs = side(map_of("rhs_map"));
        let holds = |c| compare(ctx, body, enclosing, &lhs, c, &rhs);
        let inverse = match cmp {
            Cmp::Lt => Some(Cmp::Ge),
            Cmp::Le => Some(Cmp::Gt),
            Cmp::Gt => Some(Cmp::Le),
            Cmp::Ge => Some(Cmp::Lt),
            Cmp::Eq => None,
        };
        if holds(cmp) {
            remark("true");
        } else if inverse.is_some_and(holds) || (cmp == Cmp::Eq && (holds(Cmp::Lt) || holds(Cmp::Gt))) {
            remark("false");
        } else {
            error("unknown");
        }
        Ok(())
    }

    /// The pass on the body of the function `func` of `scratch`.
    fn run_on(&self, ctx: &Context, scratch: &mut Body, func: OpId) -> LogicalResult {
        let named = |body: &Body, name: &str| -> Vec<OpId> {
            body.collect_root_regions_post_order()
                .into_iter()
                .filter(|&o| ctx.op_name_str(body.op_name(o)) == name)
                .collect()
        };
        let Some(body) = scratch.child_body(func) else {
            return Ok(());
        };
        let mut failed = false;
        for o in named(body, "test.reify_bound") {
            let computed = {
                let Some(body) = scratch.child_body(func) else {
                    break;
                };
                let enclosing = [OpRef::new(ctx, scratch, func)];
                let Ok(req) = Self::request(ctx, body, o) else {
                    failed = true;
                    break;
                };
                let computed = self.compute(ctx, body, &enclosing, &req);
                if computed.is_none() {
                    OpRef::new(ctx, body, o).emit_op_error("could not reify bound");
                    failed = true;
                    break;
                }
                computed
            };
            let (Some(body), Some(computed)) = (scratch.child_body_mut(func), computed) else {
                break;
            };
            self.replace(ctx, body, o, computed);
        }
        let Some(body) = scratch.child_body(func) else {
            return Ok(());
        };
        let enclosing = [OpRef::new(ctx, scratch, func)];
        for o in named(body, "test.compare") {
            if Self::check(ctx, body, &enclosing, o).is_err() {
                failed = true;
                break;
            }
        }
        if failed {
            Err(strata_ir::Failed)
        } else {
            Ok(())
        }
    }
}

/// Whether `v` is an argument of the function whose body `body` is (a
/// block argument of its root region's entry block).
fn is_function_argument(body: &Body, v: ValueId) -> bool {
    let strata_ir::ValueDef::BlockArg(block, _) = body.value_def(v) else {
        return false;
    };
    body.block_region(block).is_some_and(|r| body.is_root_region(r))
}

impl Pass for TestReifyValueBounds {
    fn argument(&self) -> &'static str {
        "test-affine-reify-value-bounds"
    }

    fn description(&self) -> &'static str {
        "Tests ValueBoundsOpInterface with affine dialect reification"
    }

    fn name(&self) -> &'static str {
        "TestReifyValueBounds"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "reify-to-func-args" => self.reify_to_func_args = strata_pass::parse_bool_option(name, value)?,
            "use-arith-ops" => self.use_arith_ops = strata_pass::parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "reify-to-func-args={} use-arith-ops={}",
            self.reify_to_func_args, self.use_arith_ops
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        op.with_standalone_mut(|scratch, func| self.run_on(ctx, scratch, func))
    }
}
