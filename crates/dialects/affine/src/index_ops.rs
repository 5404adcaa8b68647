//! `affine.delinearize_index` and `affine.linearize_index`: conversions
//! between a linear index and a multi-dimensional one over a basis of
//! static and dynamic sizes.

use strata_dialect_utils::attrs::dense_i64_values;
use strata_dialect_utils::segments::operand_group;
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult, UnresolvedOperand};
use strata_ir::function_interface::merged_attrs;
use strata_ir::interfaces::{BoundRelation, ValueBound, ValueBoundsOpInterface};
use strata_ir::{
    AttrKind, Attribute, Context, Failed, FoldOutput, LogicalResult, OpFoldResult, OpRef, OpTraits,
    OperationState, ValueId, DYNAMIC,
};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, types, AttrConstraint};

const UNIT_OR_BOOL: AttrConstraint = AttrConstraint::Custom {
    summary: "unit or bool attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Unit | AttrKind::Bool(_)),
};

fn false_attr(ctx: &Context) -> Attribute {
    ctx.bool_attr(false)
}

strata_ods::op! {
    /// Splits a linear index into one index per element of a basis, the
    /// last varying fastest, as if the index ran over a row-major array of
    /// that shape. The basis may omit the outermost size, in which case
    /// there is one more result than basis elements and the first result
    /// is not bounded. Basis elements are constants or `index` operands,
    /// all positive.
    pub DelinearizeIndexOp(DELINEARIZE_INDEX, "affine.delinearize_index") {
        operands(linear_index: single(types::INDEX), dynamic_basis: variadic(types::INDEX))
        results(multi_index: variadic(types::INDEX))
        attributes(static_basis: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR))
        summary: "delinearize an index",
        example: "func.func @split(%i: index, %n: index) -> (index, index, index) {\n  %0:3 = affine.delinearize_index %i into (4, %n, 8) : index, index, index\n  return %0#0, %0#1, %0#2 : index, index, index\n}",
        traits: OpTraits::PURE,
        verify: Some(verify_delinearize),
        fold: Some(fold_delinearize),
        canonicalize: Some(crate::loops::delinearize_patterns),
        parse: Some(parse_delinearize),
        print: Some(print_delinearize),
        interfaces: &[&DELINEARIZE_BOUNDS],
    }
    /// Combines one index per basis element into a linear index, the last
    /// varying fastest (the inverse of `affine.delinearize_index`). The
    /// basis may omit the outermost size, which does not affect the
    /// result. `disjoint` asserts that each index is within its basis
    /// element.
    pub LinearizeIndexOp(LINEARIZE_INDEX, "affine.linearize_index") {
        operands(multi_index: variadic(types::INDEX), dynamic_basis: variadic(types::INDEX))
        results(linear_index: single(types::INDEX))
        attributes(
            static_basis: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            disjoint: opt_attr = default_valued(UNIT_OR_BOOL, false_attr),
        )
        summary: "linearize an index",
        example: "func.func @join(%i: index, %j: index, %n: index) -> index {\n  %0 = affine.linearize_index disjoint [%i, %j] by (%n, 8) : index\n  return %0 : index\n}",
        traits: OpTraits::PURE.union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        verify: Some(verify_linearize),
        fold: Some(fold_linearize),
        canonicalize: Some(crate::loops::linearize_patterns),
        parse: Some(parse_linearize),
        print: Some(print_linearize),
        interfaces: &[&LINEARIZE_BOUNDS],
    }
}

/// Parses `(4, %n, 8)`: the static basis with `DYNAMIC` for each operand.
fn parse_mixed_basis(p: &mut dyn OpAsmParser<'_>) -> ParseResult<(Vec<i64>, Vec<UnresolvedOperand>)> {
    let mut statics = Vec::new();
    let mut values = Vec::new();
    p.parse_punct("(")?;
    if p.parse_optional_punct(")") {
        return Ok((statics, values));
    }
    loop {
        if let Some(o) = p.parse_optional_operand()? {
            statics.push(DYNAMIC);
            values.push(o);
        } else {
            statics.push(p.parse_integer()?);
        }
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct(")")?;
    Ok((statics, values))
}

fn print_mixed_basis(p: &mut dyn OpAsmPrinter<'_>, statics: &[i64], values: &[ValueId]) {
    p.write_str("(");
    let mut next = 0;
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if s == DYNAMIC {
            match values.get(next) {
                Some(&v) => p.print_operand(v),
                None => p.write_str("<<missing>>"),
            }
            next += 1;
        } else {
            p.write_str(&s.to_string());
        }
    }
    p.write_str(")");
}

fn basis_attr(ctx: &Context, statics: &[i64]) -> Attribute {
    strata_dialect_utils::attrs::dense_i64_array(ctx, statics)
}

fn parse_delinearize(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let linear = p.parse_operand()?;
    p.parse_keyword("into")?;
    let (statics, values) = parse_mixed_basis(p)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let mut result_types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        result_types.push(p.parse_type()?);
    }
    state.operands.push(p.resolve_operand(&linear, index)?);
    for v in &values {
        let v = p.resolve_operand(v, index)?;
        state.operands.push(v);
    }
    state.result_types = result_types;
    let props = vec![(ctx.ident("static_basis"), basis_attr(ctx, &statics))];
    set_parsed_attributes(ctx, state, props, attrs, &["static_basis"]);
    Ok(())
}

fn print_delinearize(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    let statics = op
        .attr("static_basis")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    let operands: Vec<ValueId> = op.operands().collect();
    p.write_str(" ");
    if let Some(&v) = operands.first() {
        p.print_operand(v);
    }
    p.write_str(" into ");
    print_mixed_basis(p, &statics, operands.get(1..).unwrap_or(&[]));
    p.print_optional_attr_dict(&merged_attrs(op), &["static_basis"]);
    p.write_str(" : ");
    for (i, t) in op.result_types().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
}

/// The checks both ops make of their basis.
fn verify_basis(op: OpRef<'_>, statics: &[i64], num_dynamic: usize, check_positive: bool) -> LogicalResult {
    let markers = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if markers != num_dynamic {
        return Err(op.emit_op_error(
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    if check_positive && statics.iter().any(|&s| s != DYNAMIC && s <= 0) {
        return Err(op.emit_op_error("no basis element may be statically non-positive"));
    }
    Ok(())
}

fn verify_delinearize(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(statics) = op.attr("static_basis").and_then(|a| dense_i64_values(ctx, a)) else {
        return Ok(());
    };
    let n = statics.len();
    if op.num_results() != n && op.num_results() != n + 1 {
        return Err(
            op.emit_op_error("should return an index for each basis element and up to one extra index")
        );
    }
    verify_basis(op, &statics, op.num_operands().saturating_sub(1), true)
}

const LINEARIZE_INHERENT: &[&str] = &["static_basis", "disjoint", "operandSegmentSizes"];

fn parse_linearize(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let disjoint = p.parse_optional_keyword("disjoint");
    let indices = p.parse_operand_list(strata_ir::asm::Delimiter::Square)?;
    p.parse_keyword("by")?;
    let (statics, values) = parse_mixed_basis(p)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let ty = p.parse_type()?;
    for v in indices.iter().chain(&values) {
        let v = p.resolve_operand(v, index)?;
        state.operands.push(v);
    }
    state.result_types.push(ty);
    let segments =
        strata_dialect_utils::attrs::dense_i32_array(ctx, &[indices.len() as i32, values.len() as i32]);
    let disjoint = if disjoint {
        ctx.unit_attr()
    } else {
        ctx.bool_attr(false)
    };
    let props = vec![
        (ctx.ident("disjoint"), disjoint),
        (ctx.ident("operandSegmentSizes"), segments),
        (ctx.ident("static_basis"), basis_attr(ctx, &statics)),
    ];
    set_parsed_attributes(ctx, state, props, attrs, LINEARIZE_INHERENT);
    Ok(())
}

/// Whether a `linearize_index` is marked `disjoint`.
pub fn is_disjoint(op: OpRef<'_>) -> bool {
    op.attr("disjoint")
        .is_some_and(|a| matches!(op.ctx.attr_kind(a), AttrKind::Unit | AttrKind::Bool(true)))
}

fn print_linearize(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    let statics = op
        .attr("static_basis")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    if is_disjoint(op) {
        p.write_str(" disjoint");
    }
    let indices: Vec<ValueId> = operand_group(op, 0).map(|i| op.operand(i)).collect();
    let basis: Vec<ValueId> = operand_group(op, 1).map(|i| op.operand(i)).collect();
    p.write_str(" [");
    p.print_operands(&indices);
    p.write_str("] by ");
    print_mixed_basis(p, &statics, &basis);
    p.print_optional_attr_dict(&merged_attrs(op), LINEARIZE_INHERENT);
    p.write_str(" : ");
    if let Some(t) = op.result_types().next() {
        p.print_type(t);
    }
}

fn verify_linearize(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(statics) = op.attr("static_basis").and_then(|a| dense_i64_values(ctx, a)) else {
        return Ok(());
    };
    let n = operand_group(op, 0).len();
    if n != statics.len() && n != statics.len() + 1 {
        return Err(
            op.emit_op_error("should be passed a basis element for each index except possibly the first")
        );
    }
    verify_basis(op, &statics, operand_group(op, 1).len(), false)
}

// ---- folding ---------------------------------------------------------------------------------

fn const_operand(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    a.and_then(|a| ctx.integer_attr_value(a)).map(|v| v.sext_i64())
}

/// The products of the basis suffixes `inner[k..]`, if all are static.
fn static_strides(inner: &[i64]) -> Option<Vec<i64>> {
    if inner.contains(&DYNAMIC) {
        return None;
    }
    let mut out = vec![1i64; inner.len()];
    let mut acc = 1i64;
    for k in (0..inner.len()).rev() {
        acc = acc.checked_mul(inner[k])?;
        out[k] = acc;
    }
    Some(out)
}

/// A delinearization with one result is its operand; one of a constant
/// over a static basis is constant.
fn fold_delinearize(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let n = op.num_results();
    if n == 1 && op.num_operands() >= 1 {
        out.results.push(OpFoldResult::Value(op.operand(0)));
        return Ok(());
    }
    let statics = op
        .attr("static_basis")
        .and_then(|a| dense_i64_values(ctx, a))
        .ok_or(Failed)?;
    let x = const_operand(ctx, operands.first().copied().flatten()).ok_or(Failed)?;
    if n < 2 || (n != statics.len() && n != statics.len() + 1) {
        return Err(Failed);
    }
    let inner = if n == statics.len() {
        &statics[1..]
    } else {
        &statics[..]
    };
    let strides = static_strides(inner).ok_or(Failed)?;
    if strides.iter().any(|&s| s <= 0) {
        return Err(Failed);
    }
    let index = ctx.index_type();
    let mut values = vec![x.div_euclid(strides[0])];
    for k in 1..n {
        let m = x.rem_euclid(strides[k - 1]);
        values.push(if k == n - 1 { m } else { m / strides[k] });
    }
    out.results.extend(
        values
            .into_iter()
            .map(|v| OpFoldResult::Attr(ctx.integer_attr(index, v))),
    );
    Ok(())
}

/// A linearization of one index is that index; one of constants over a
/// static basis is constant.
fn fold_linearize(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let indices = operand_group(op, 0);
    let m = indices.len();
    if m == 1 {
        out.results.push(OpFoldResult::Value(op.operand(indices.start)));
        return Ok(());
    }
    let statics = op
        .attr("static_basis")
        .and_then(|a| dense_i64_values(ctx, a))
        .ok_or(Failed)?;
    if m < 2 || (m != statics.len() && m != statics.len() + 1) {
        return Err(Failed);
    }
    let inner = if m == statics.len() {
        &statics[1..]
    } else {
        &statics[..]
    };
    let strides = static_strides(inner).ok_or(Failed)?;
    let mut total = 0i64;
    for (k, i) in indices.enumerate() {
        let v = const_operand(ctx, operands.get(i).copied().flatten()).ok_or(Failed)?;
        let stride = strides.get(k).copied().unwrap_or(1);
        total = total
            .checked_add(v.checked_mul(stride).ok_or(Failed)?)
            .ok_or(Failed)?;
    }
    out.results
        .push(OpFoldResult::Attr(ctx.integer_attr(ctx.index_type(), total)));
    Ok(())
}

// ---- value bounds ----------------------------------------------------------------

/// Affine expressions over symbols standing for values, in the order the
/// values are first asked for.
struct SymbolExprs<'c> {
    ctx: &'c Context,
    operands: Vec<ValueId>,
}

impl SymbolExprs<'_> {
    fn value(&mut self, v: ValueId) -> AffineExpr {
        self.operands.push(v);
        self.ctx.affine_symbol(self.operands.len() as u32 - 1)
    }

    /// A basis element: its constant, or its operand's symbol.
    fn basis(&mut self, b: Result<i64, ValueId>) -> AffineExpr {
        match b {
            Ok(c) => self.ctx.affine_constant(c),
            Err(v) => self.value(v),
        }
    }

    fn bound(&self, relation: BoundRelation, e: AffineExpr) -> ValueBound {
        ValueBound::new(
            relation,
            AffineMap::new(0, self.operands.len() as u32, vec![e]),
            self.operands.clone(),
        )
    }
}

/// The basis of a delinearize or linearize op with `count` indices, each
/// element a constant or an operand (from operand `first` on), padded at
/// the front with `None` when the outermost size is omitted.
fn padded_basis(op: OpRef<'_>, first: usize, count: usize) -> Option<Vec<Option<Result<i64, ValueId>>>> {
    let statics = dense_i64_values(op.ctx, op.attr("static_basis")?)?;
    let mut dynamic = (first..op.num_operands()).map(|i| op.operand(i));
    let mut basis: Vec<Option<Result<i64, ValueId>>> = Vec::with_capacity(count);
    if statics.len() + 1 == count {
        basis.push(None);
    } else if statics.len() != count {
        return None;
    }
    for s in statics {
        basis.push(Some(if s == DYNAMIC { Err(dynamic.next()?) } else { Ok(s) }));
    }
    Some(basis)
}

/// `affine.delinearize_index`: result `i` is the linear index modulo the
/// product of the basis from `i` on, divided by the product from `i + 1`
/// on; the first result is below the first basis element.
const DELINEARIZE_BOUNDS: ValueBoundsOpInterface = ValueBoundsOpInterface(|op, v, out| {
    let Some(i) = op.results().position(|r| r == v) else {
        return;
    };
    let Some(basis) = padded_basis(op, 1, op.num_results()) else {
        return;
    };
    let ctx = op.ctx;
    let mut e = SymbolExprs {
        ctx,
        operands: Vec::new(),
    };
    let linear = e.value(op.operand(0));
    let mut divisor = ctx.affine_constant(1);
    for b in basis.iter().skip(i + 1) {
        let Some(b) = *b else { return };
        divisor = ctx.affine_mul(divisor, e.basis(b));
    }
    if i == 0 {
        out.push(e.bound(BoundRelation::Eq, ctx.affine_floor_div(linear, divisor)));
        if let Some(Some(b)) = basis.first() {
            let first = e.basis(*b);
            out.push(e.bound(BoundRelation::Le, ctx.affine_add(first, ctx.affine_constant(-1))));
        }
        return;
    }
    let Some(this) = basis[i] else { return };
    let this = e.basis(this);
    let rem = ctx.affine_mod(linear, ctx.affine_mul(this, divisor));
    out.push(e.bound(BoundRelation::Eq, ctx.affine_floor_div(rem, divisor)));
});

/// `affine.linearize_index`: the sum of the indices times the products of
/// the basis after them; below the product of the whole basis when
/// `disjoint`.
const LINEARIZE_BOUNDS: ValueBoundsOpInterface = ValueBoundsOpInterface(|op, v, out| {
    if op.num_results() != 1 || op.result(0) != v {
        return;
    }
    let indices = operand_group(op, 0);
    let n = indices.len();
    if n == 0 {
        return;
    }
    let Some(basis) = padded_basis(op, indices.end, n) else {
        return;
    };
    let ctx = op.ctx;
    let mut e = SymbolExprs {
        ctx,
        operands: Vec::new(),
    };
    let mut bound = ctx.affine_constant(0);
    let mut stride = ctx.affine_constant(1);
    for (rev, length) in basis.iter().rev().enumerate() {
        let arg = n - (rev + 1);
        if arg == 0 {
            break;
        }
        let index = e.value(op.operand(indices.start + arg));
        bound = ctx.affine_add(bound, ctx.affine_mul(index, stride));
        let Some(length) = *length else { return };
        stride = ctx.affine_mul(stride, e.basis(length));
    }
    let first = e.value(op.operand(indices.start));
    bound = ctx.affine_add(bound, ctx.affine_mul(first, stride));
    out.push(e.bound(BoundRelation::Eq, bound));
    if is_disjoint(op) {
        if let Some(Some(b)) = basis.first() {
            let total = ctx.affine_mul(e.basis(*b), stride);
            out.push(e.bound(BoundRelation::Le, ctx.affine_add(total, ctx.affine_constant(-1))));
        }
    }
});
