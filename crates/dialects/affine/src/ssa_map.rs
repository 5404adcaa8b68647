//! Affine maps written over SSA values, as memory access subscripts are:
//! `%m[%i + 3, symbol(%n) * 2]`. A bare value is a dimension of the map
//! (a repeated value is the same dimension), `symbol(%v)` a symbol; the
//! map's operands are its dimensions then its symbols, each in order of
//! first appearance.

use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult, UnresolvedOperand};
use strata_ir::ValueId;

/// A map read from SSA subscripts and the operands it was written with.
pub(crate) struct SsaMap {
    pub map: AffineMap,
    pub dims: Vec<UnresolvedOperand>,
    pub syms: Vec<UnresolvedOperand>,
}

struct State<'p, 'c> {
    p: &'p mut dyn OpAsmParser<'c>,
    dims: Vec<UnresolvedOperand>,
    syms: Vec<UnresolvedOperand>,
}

fn position(list: &mut Vec<UnresolvedOperand>, o: UnresolvedOperand) -> u32 {
    if let Some(i) = list.iter().position(|x| x.name == o.name && x.number == o.number) {
        return i as u32;
    }
    list.push(o);
    (list.len() - 1) as u32
}

impl State<'_, '_> {
    fn expr(&mut self) -> ParseResult<AffineExpr> {
        let ctx = self.p.ctx();
        let mut lhs = self.term()?;
        loop {
            if self.p.parse_optional_punct("+") {
                let rhs = self.term()?;
                lhs = ctx.affine_add(lhs, rhs);
            } else if self.p.parse_optional_punct("-") {
                let rhs = self.term()?;
                lhs = ctx.affine_sub(lhs, rhs);
            } else {
                return Ok(lhs);
            }
        }
    }

    fn term(&mut self) -> ParseResult<AffineExpr> {
        let ctx = self.p.ctx();
        let mut lhs = self.unary()?;
        loop {
            let pos = self.p.current_pos();
            let op = if self.p.parse_optional_punct("*") {
                AffineBinaryOp::Mul
            } else if self.p.parse_optional_keyword("floordiv") {
                AffineBinaryOp::FloorDiv
            } else if self.p.parse_optional_keyword("ceildiv") {
                AffineBinaryOp::CeilDiv
            } else if self.p.parse_optional_keyword("mod") {
                AffineBinaryOp::Mod
            } else {
                return Ok(lhs);
            };
            let rhs = self.unary()?;
            let symbolic = |e: AffineExpr| e.is_symbolic_or_constant(ctx);
            lhs = match op {
                AffineBinaryOp::Mul => {
                    if !symbolic(lhs) && !symbolic(rhs) {
                        return Err(self.p.emit_error_at(
                            pos,
                            "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                        ));
                    }
                    ctx.affine_mul(lhs, rhs)
                }
                _ => {
                    if !symbolic(rhs) {
                        let name = match op {
                            AffineBinaryOp::FloorDiv => "floordiv",
                            AffineBinaryOp::CeilDiv => "ceildiv",
                            _ => "mod",
                        };
                        return Err(self.p.emit_error_at(
                            pos,
                            &format!(
                                "non-affine expression: right operand of {name} has to be either a constant or symbolic"
                            ),
                        ));
                    }
                    match op {
                        AffineBinaryOp::FloorDiv => ctx.affine_floor_div(lhs, rhs),
                        AffineBinaryOp::CeilDiv => ctx.affine_ceil_div(lhs, rhs),
                        _ => ctx.affine_mod(lhs, rhs),
                    }
                }
            };
        }
    }

    fn unary(&mut self) -> ParseResult<AffineExpr> {
        let ctx = self.p.ctx();
        let pos = self.p.current_pos();
        if let Some(c) = self.p.parse_optional_big_integer()? {
            if !c.fits_i64_signed() {
                return Err(self.p.emit_plain_error_at(pos, "constant too large for index"));
            }
            return Ok(ctx.affine_constant(c.sext(64).sext_i64()));
        }
        if self.p.parse_optional_punct("-") {
            let e = self.unary()?;
            return Ok(ctx.affine_neg(e));
        }
        if self.p.parse_optional_punct("(") {
            let e = self.expr()?;
            self.p.parse_punct(")")?;
            return Ok(e);
        }
        if self.p.parse_optional_keyword("symbol") {
            self.p.parse_punct("(")?;
            let o = self.p.parse_operand()?;
            self.p.parse_punct(")")?;
            let i = position(&mut self.syms, o);
            return Ok(ctx.affine_symbol(i));
        }
        if let Some(o) = self.p.parse_optional_operand()? {
            let i = position(&mut self.dims, o);
            return Ok(ctx.affine_dim(i));
        }
        Err(self.p.emit_error("expected affine expression"))
    }
}

/// Parses `[expr, ...]` (the brackets included; an empty list is allowed).
pub(crate) fn parse_ssa_map(p: &mut dyn OpAsmParser<'_>) -> ParseResult<SsaMap> {
    p.parse_punct("[")?;
    let mut st = State {
        p,
        dims: Vec::new(),
        syms: Vec::new(),
    };
    let mut exprs = Vec::new();
    if !st.p.parse_optional_punct("]") {
        loop {
            exprs.push(st.expr()?);
            if !st.p.parse_optional_punct(",") {
                break;
            }
        }
        st.p.parse_punct("]")?;
    }
    let (nd, ns) = (st.dims.len() as u32, st.syms.len() as u32);
    // Dims are numbered before the symbols are known: the map's symbols
    // follow them, so the expressions are already right.
    Ok(SsaMap {
        map: AffineMap::new(nd, ns, exprs),
        dims: st.dims,
        syms: st.syms,
    })
}

/// Prints the results of `map` with its dimensions and symbols replaced by
/// `operands` (`symbol(%v)` for symbols), separated by commas.
pub(crate) fn print_ssa_map(p: &mut dyn OpAsmPrinter<'_>, map: &AffineMap, operands: &[ValueId]) {
    let nd = (map.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    for (i, &e) in map.results.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_expr(p, e, false, dims, syms);
    }
}

fn print_expr(p: &mut dyn OpAsmPrinter<'_>, e: AffineExpr, strong: bool, dims: &[ValueId], syms: &[ValueId]) {
    let ctx = p.ctx();
    let (op, lhs, rhs) = match e.kind(ctx) {
        AffineExprKind::Dim(i) => {
            match dims.get(i as usize) {
                Some(&v) => p.print_operand(v),
                None => p.write_str(&format!("d{i}")),
            }
            return;
        }
        AffineExprKind::Symbol(i) => {
            match syms.get(i as usize) {
                Some(&v) => {
                    p.write_str("symbol(");
                    p.print_operand(v);
                    p.write_str(")");
                }
                None => p.write_str(&format!("s{i}")),
            }
            return;
        }
        AffineExprKind::Constant(c) => return p.write_str(&c.to_string()),
        AffineExprKind::Binary(op, l, r) => (op, l, r),
    };
    if strong {
        p.write_str("(");
    }
    let rhs_const = rhs.as_constant(ctx);
    let neg_factor = match rhs.kind(ctx) {
        AffineExprKind::Binary(AffineBinaryOp::Mul, f, c) => {
            c.as_constant(ctx).filter(|&c| c < 0).map(|c| (f, c))
        }
        _ => None,
    };
    if op != AffineBinaryOp::Add {
        if op == AffineBinaryOp::Mul && rhs_const == Some(-1) {
            p.write_str("-");
            print_expr(p, lhs, true, dims, syms);
        } else {
            print_expr(p, lhs, true, dims, syms);
            p.write_str(&format!(" {} ", op.spelling()));
            print_expr(p, rhs, true, dims, syms);
        }
    } else if let Some((factor, c)) = neg_factor {
        print_expr(p, lhs, false, dims, syms);
        p.write_str(" - ");
        if c == -1 {
            let is_add = matches!(factor.kind(ctx), AffineExprKind::Binary(AffineBinaryOp::Add, ..));
            print_expr(p, factor, is_add, dims, syms);
        } else {
            print_expr(p, factor, true, dims, syms);
            p.write_str(&format!(" * {}", c.wrapping_neg()));
        }
    } else if let Some(c) = rhs_const.filter(|&c| c < 0) {
        print_expr(p, lhs, false, dims, syms);
        p.write_str(&format!(" - {}", c.wrapping_neg()));
    } else {
        print_expr(p, lhs, false, dims, syms);
        p.write_str(" + ");
        print_expr(p, rhs, false, dims, syms);
    }
    if strong {
        p.write_str(")");
    }
}

/// Parses `(bound, ...)` where each bound is an expression or
/// `keyword(expr, ...)` (`max` for lower bounds, `min` for upper ones): one
/// map for all bounds, and the number of its results each bound takes.
pub(crate) fn parse_ssa_bound_list(
    p: &mut dyn OpAsmParser<'_>,
    keyword: &str,
) -> ParseResult<(SsaMap, Vec<i32>)> {
    p.parse_punct("(")?;
    let mut st = State {
        p,
        dims: Vec::new(),
        syms: Vec::new(),
    };
    let mut exprs = Vec::new();
    let mut groups = Vec::new();
    if !st.p.parse_optional_punct(")") {
        loop {
            if st.p.parse_optional_keyword(keyword) {
                st.p.parse_punct("(")?;
                let mut n = 0;
                if st.p.parse_optional_punct(")") {
                    groups.push(0);
                    if !st.p.parse_optional_punct(",") {
                        break;
                    }
                    continue;
                }
                loop {
                    exprs.push(st.expr()?);
                    n += 1;
                    if !st.p.parse_optional_punct(",") {
                        break;
                    }
                }
                st.p.parse_punct(")")?;
                groups.push(n);
            } else {
                exprs.push(st.expr()?);
                groups.push(1);
            }
            if !st.p.parse_optional_punct(",") {
                break;
            }
        }
        st.p.parse_punct(")")?;
    }
    let (nd, ns) = (st.dims.len() as u32, st.syms.len() as u32);
    Ok((
        SsaMap {
            map: AffineMap::new(nd, ns, exprs),
            dims: st.dims,
            syms: st.syms,
        },
        groups,
    ))
}

/// Prints bounds as [`parse_ssa_bound_list`] reads them, without the
/// parentheses around the list.
pub(crate) fn print_ssa_bound_list(
    p: &mut dyn OpAsmPrinter<'_>,
    map: &AffineMap,
    groups: &[i32],
    operands: &[ValueId],
    keyword: &str,
) {
    let nd = (map.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut next = 0usize;
    for (i, &g) in groups.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let g = g.max(0) as usize;
        let exprs = map.results.get(next..next + g).unwrap_or(&[]);
        next += g;
        if exprs.len() == 1 {
            print_expr(p, exprs[0], false, dims, syms);
            continue;
        }
        p.write_str(keyword);
        p.write_str("(");
        for (j, &e) in exprs.iter().enumerate() {
            if j > 0 {
                p.write_str(", ");
            }
            print_expr(p, e, false, dims, syms);
        }
        p.write_str(")");
    }
}
