//! `affine_map<...>` and `affine_set<...>`.

use rustc_hash::FxHashMap;
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap, IntegerSet};
use strata_ir::{AttrKind, Attribute};

use super::{PResult, Parser};
use crate::lexer::TokenKind;

#[derive(Copy, Clone, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// How deep an affine expression tree may grow.
const MAX_AFFINE_DEPTH: u32 = 1000;

/// What the parser knows about an affine expression it built.
#[derive(Copy, Clone, Debug)]
pub(crate) struct AffineInfo {
    depth: u32,
    /// Free of dimensions (only symbols and constants).
    symbolic: bool,
}

enum MapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

pub(crate) struct AffineNames<'s> {
    ids: FxHashMap<&'s str, AffineExpr>,
}

impl<'c, 's> Parser<'c, 's> {
    pub(crate) fn parse_affine_attr(&mut self) -> PResult<Attribute> {
        let is_map = self.tok_text() == "affine_map";
        self.consume();
        self.expect(
            TokenKind::Less,
            if is_map {
                "expected '<' in affine map"
            } else {
                "expected '<' in integer set"
            },
        )?;
        let a = if is_map {
            let m = self.parse_affine_map_body()?;
            self.ctx.intern_attr(AttrKind::AffineMap(m))
        } else {
            let s = self.parse_integer_set_body()?;
            self.ctx.intern_attr(AttrKind::IntegerSet(s))
        };
        self.expect(TokenKind::Greater, "expected '>'")?;
        Ok(a)
    }

    fn parse_affine_ids(&mut self, names: &mut AffineNames<'s>, dims: bool) -> PResult<u32> {
        let (delim, what) = if dims {
            (super::Delim::Paren, " in dimensional identifier list")
        } else {
            (super::Delim::Square, " in symbol list")
        };
        let mut n = 0u32;
        let ctx = self.ctx;
        self.parse_comma_list(delim, what, &mut |p| {
            if !p.at(TokenKind::BareIdent) {
                return Err(p.wrong_token("expected bare identifier"));
            }
            let name = p.tok_text();
            let e = if dims {
                ctx.affine_dim(n)
            } else {
                ctx.affine_symbol(n)
            };
            if names.ids.insert(name, e).is_some() {
                return Err(p.error_here(format!("redefinition of identifier '{name}'")));
            }
            n += 1;
            p.consume();
            Ok(())
        })?;
        Ok(n)
    }

    fn parse_dims_and_symbols(&mut self, names: &mut AffineNames<'s>) -> PResult<(u32, u32)> {
        let nd = self.parse_affine_ids(names, true)?;
        let ns = if self.at(TokenKind::LSquare) {
            self.parse_affine_ids(names, false)?
        } else {
            0
        };
        Ok((nd, ns))
    }

    /// `(d0)[s0] -> (exprs)`.
    pub(crate) fn parse_affine_map_body(&mut self) -> PResult<AffineMap> {
        let start = self.tok.start;
        match self.parse_map_or_set_body()? {
            MapOrSet::Map(m) => Ok(m),
            MapOrSet::Set(_) => Err(self.error_at(start, "expected AffineMap, but got IntegerSet")),
        }
    }

    /// `(d0)[s0] : (constraints)`.
    pub(crate) fn parse_integer_set_body(&mut self) -> PResult<IntegerSet> {
        let start = self.tok.start;
        match self.parse_map_or_set_body()? {
            MapOrSet::Set(s) => Ok(s),
            MapOrSet::Map(_) => Err(self.error_at(start, "expected IntegerSet, but got AffineMap")),
        }
    }

    /// A map or a set, told apart by `->` or `:` after the identifiers
    /// (MLIR parses both through one grammar and checks the kind after).
    fn parse_map_or_set_body(&mut self) -> PResult<MapOrSet> {
        let mut names = AffineNames {
            ids: FxHashMap::default(),
        };
        let (num_dims, num_symbols) = self.parse_dims_and_symbols(&mut names)?;
        if self.consume_if(TokenKind::Arrow) {
            let mut results = Vec::new();
            self.parse_comma_list(super::Delim::Paren, " in affine map range", &mut |p| {
                results.push(p.parse_affine_expr(&names)?);
                Ok(())
            })?;
            return Ok(MapOrSet::Map(AffineMap {
                num_dims,
                num_symbols,
                results: results.into(),
            }));
        }
        self.expect(TokenKind::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        let mut eq_flags = Vec::new();
        self.parse_comma_list(super::Delim::Paren, " in integer set constraint list", &mut |p| {
            let (e, eq) = p.parse_affine_constraint(&names)?;
            constraints.push(e);
            eq_flags.push(eq);
            Ok(())
        })?;
        if constraints.is_empty() {
            // MLIR represents the empty constraint list as `0 == 0`.
            constraints.push(self.ctx.affine_constant(0));
            eq_flags.push(true);
        }
        Ok(MapOrSet::Set(IntegerSet {
            num_dims,
            num_symbols,
            constraints: constraints.into(),
            eq_flags: eq_flags.into(),
        }))
    }

    fn parse_affine_constraint(&mut self, names: &AffineNames<'s>) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_affine_expr(names)?;
        let ctx = self.ctx;
        if self.consume_if(TokenKind::Greater) {
            self.expect(TokenKind::Equal, "expected '>=' or '<=' or '=='")?;
            let rhs = self.parse_affine_expr(names)?;
            return Ok((ctx.affine_sub(lhs, rhs), false));
        }
        if self.consume_if(TokenKind::Less) {
            self.expect(TokenKind::Equal, "expected '>=' or '<=' or '=='")?;
            let rhs = self.parse_affine_expr(names)?;
            return Ok((ctx.affine_sub(rhs, lhs), false));
        }
        if self.consume_if(TokenKind::Equal) {
            self.expect(TokenKind::Equal, "expected '>=' or '<=' or '=='")?;
            let rhs = self.parse_affine_expr(names)?;
            return Ok((ctx.affine_sub(lhs, rhs), true));
        }
        Err(self.wrong_token("expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))
    }

    /// The depth of `e` and whether it is free of dimensions, memoized
    /// per file so that long chains of operators stay linear.
    fn affine_info(&mut self, e: AffineExpr) -> AffineInfo {
        if let Some(&i) = self.affine_info.get(&e) {
            return i;
        }
        // Post-order over the nodes not seen yet, without recursion.
        let mut stack = vec![(e, false)];
        while let Some((x, children_done)) = stack.pop() {
            if self.affine_info.contains_key(&x) {
                continue;
            }
            let info = match *self.ctx.affine_kind(x) {
                AffineExprKind::Dim(_) => AffineInfo {
                    depth: 1,
                    symbolic: false,
                },
                AffineExprKind::Symbol(_) | AffineExprKind::Constant(_) => AffineInfo {
                    depth: 1,
                    symbolic: true,
                },
                AffineExprKind::Binary(_, l, r) => {
                    if !children_done {
                        stack.push((x, true));
                        stack.push((l, false));
                        stack.push((r, false));
                        continue;
                    }
                    let (li, ri) = (self.affine_info[&l], self.affine_info[&r]);
                    AffineInfo {
                        depth: 1 + li.depth.max(ri.depth),
                        symbolic: li.symbolic && ri.symbolic,
                    }
                }
            };
            self.affine_info.insert(x, info);
        }
        self.affine_info[&e]
    }

    fn is_symbolic_or_constant(&mut self, e: AffineExpr) -> bool {
        self.affine_info(e).symbolic
    }

    /// Rejects expressions deeper than the IR's recursive walks (printing,
    /// simplification) can take: `d0 mod s0 mod s0 ...` builds one level
    /// per operator.
    fn check_affine_depth(&mut self, e: AffineExpr, pos: u32) -> PResult<AffineExpr> {
        if self.affine_info(e).depth > MAX_AFFINE_DEPTH {
            return Err(self.error_at(pos, "nesting too deep"));
        }
        Ok(e)
    }

    fn affine_high(&mut self, op: HighOp, lhs: AffineExpr, rhs: AffineExpr, pos: u32) -> PResult<AffineExpr> {
        let ctx = self.ctx;
        match op {
            HighOp::Mul => {
                if !self.is_symbolic_or_constant(lhs) && !self.is_symbolic_or_constant(rhs) {
                    return Err(self.error_at(
                        pos,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    ));
                }
                Ok(ctx.affine_mul(lhs, rhs))
            }
            _ => {
                let name = match op {
                    HighOp::FloorDiv => "floordiv",
                    HighOp::CeilDiv => "ceildiv",
                    _ => "mod",
                };
                if !self.is_symbolic_or_constant(rhs) {
                    return Err(self.error_at(
                        pos,
                        format!("non-affine expression: right operand of {name} has to be either a constant or symbolic"),
                    ));
                }
                Ok(match op {
                    HighOp::FloorDiv => ctx.affine_floor_div(lhs, rhs),
                    HighOp::CeilDiv => ctx.affine_ceil_div(lhs, rhs),
                    _ => ctx.affine_mod(lhs, rhs),
                })
            }
        }
    }

    fn low_op(&self) -> Option<LowOp> {
        match self.tok.kind {
            TokenKind::Plus => Some(LowOp::Add),
            TokenKind::Minus => Some(LowOp::Sub),
            _ => None,
        }
    }

    fn high_op(&self) -> Option<HighOp> {
        match self.tok.kind {
            TokenKind::Star => Some(HighOp::Mul),
            TokenKind::BareIdent => match self.tok_text() {
                "floordiv" => Some(HighOp::FloorDiv),
                "ceildiv" => Some(HighOp::CeilDiv),
                "mod" => Some(HighOp::Mod),
                _ => None,
            },
            _ => None,
        }
    }

    pub(crate) fn parse_affine_expr(&mut self, names: &AffineNames<'s>) -> PResult<AffineExpr> {
        self.enter()?;
        let r = self.parse_affine_low(names);
        self.leave();
        r
    }

    fn parse_affine_low(&mut self, names: &AffineNames<'s>) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_high(names, false)?;
        while let Some(op) = self.low_op() {
            let pos = self.tok.start;
            self.consume();
            let rhs = self.parse_affine_high(names, true)?;
            lhs = match op {
                LowOp::Add => self.ctx.affine_add(lhs, rhs),
                LowOp::Sub => self.ctx.affine_sub(lhs, rhs),
            };
            lhs = self.check_affine_depth(lhs, pos)?;
        }
        Ok(lhs)
    }

    /// `after_op`: the expression follows a binary operator, so a missing
    /// operand is its right operand (MLIR's `lhs` argument).
    fn parse_affine_high(&mut self, names: &AffineNames<'s>, after_op: bool) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_operand(names, after_op)?;
        while let Some(op) = self.high_op() {
            let pos = self.tok.start;
            self.consume();
            let rhs = self.parse_affine_operand(names, true)?;
            lhs = self.affine_high(op, lhs, rhs, pos)?;
            lhs = self.check_affine_depth(lhs, pos)?;
        }
        Ok(lhs)
    }

    fn parse_affine_operand(&mut self, names: &AffineNames<'s>, after_op: bool) -> PResult<AffineExpr> {
        let missing = if after_op {
            "missing right operand of binary operator"
        } else {
            "missing left operand of binary operator"
        };
        let ctx = self.ctx;
        match self.tok.kind {
            TokenKind::LParen => {
                self.consume();
                if self.at(TokenKind::RParen) {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                let e = self.parse_affine_expr(names)?;
                self.expect(TokenKind::RParen, "expected ')'")?;
                Ok(e)
            }
            TokenKind::Minus => {
                self.consume();
                // `-9223372036854775808` is i64::MIN, which the printer
                // writes for such constants; MLIR's parser rejects it (so it
                // cannot re-read its own output) but Strata reads it back.
                if self.at(TokenKind::Integer) && self.tok_text() == "9223372036854775808" {
                    self.consume();
                    return Ok(ctx.affine_constant(i64::MIN));
                }
                self.enter()?;
                let r = self.parse_affine_operand(names, after_op);
                self.leave();
                // MLIR adds this to the operand's own error.
                let Ok(e) = r else {
                    return Err(self.error_here("missing operand of negation"));
                };
                Ok(ctx.affine_neg(e))
            }
            TokenKind::Integer => {
                let v = self.tok_text().parse::<i64>();
                match v {
                    Ok(v) => {
                        self.consume();
                        Ok(ctx.affine_constant(v))
                    }
                    Err(_) => Err(self.error_here("constant too large for index")),
                }
            }
            TokenKind::BareIdent => {
                let name = self.tok_text();
                match names.ids.get(name) {
                    Some(&e) => {
                        self.consume();
                        Ok(e)
                    }
                    None => Err(self.error_here("use of undeclared identifier")),
                }
            }
            TokenKind::Plus | TokenKind::Star => Err(self.error_here(missing)),
            _ if after_op => Err(self.wrong_token(missing)),
            _ => Err(self.wrong_token("expected affine expression")),
        }
    }
}
