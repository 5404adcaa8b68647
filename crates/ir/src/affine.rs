//! Affine expressions, maps and integer sets.
//!
//! Expressions are uniqued in the context ([`AffineExpr`] is a handle);
//! maps and sets are plain values that attributes hold. The constructors in
//! [`Context`] (`affine_add`, `affine_mul`, ...) apply the simplifications
//! MLIR applies when it builds an expression, so the printed form matches.

use crate::Context;

#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AffineExpr(pub(crate) u32);

impl AffineExpr {
    pub fn index(self) -> u32 {
        self.0
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinaryOp {
    Add,
    Mul,
    Mod,
    FloorDiv,
    CeilDiv,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExprKind {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Binary(AffineBinaryOp, AffineExpr, AffineExpr),
}

/// `(d0, d1)[s0] -> (d0 + s0, d1)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub results: Box<[AffineExpr]>,
}

/// `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub constraints: Box<[AffineExpr]>,
    /// `true` for `== 0`, `false` for `>= 0`, one per constraint.
    pub eq_flags: Box<[bool]>,
}

impl Context {
    pub fn affine_dim(&self, pos: u32) -> AffineExpr {
        self.intern_affine(AffineExprKind::Dim(pos))
    }

    pub fn affine_symbol(&self, pos: u32) -> AffineExpr {
        self.intern_affine(AffineExprKind::Symbol(pos))
    }

    pub fn affine_constant(&self, v: i64) -> AffineExpr {
        self.intern_affine(AffineExprKind::Constant(v))
    }

    /// A binary expression exactly as given, without simplification.
    pub fn affine_binary_raw(&self, op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.intern_affine(AffineExprKind::Binary(op, lhs, rhs))
    }
}

impl Context {
    pub fn affine_add(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.affine_binary_raw(AffineBinaryOp::Add, lhs, rhs)
    }

    pub fn affine_mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.affine_binary_raw(AffineBinaryOp::Mul, lhs, rhs)
    }

    pub fn affine_mod(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.affine_binary_raw(AffineBinaryOp::Mod, lhs, rhs)
    }

    pub fn affine_floor_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.affine_binary_raw(AffineBinaryOp::FloorDiv, lhs, rhs)
    }

    pub fn affine_ceil_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.affine_binary_raw(AffineBinaryOp::CeilDiv, lhs, rhs)
    }

    /// `-e`, built as `e * -1` as MLIR does.
    pub fn affine_neg(&self, e: AffineExpr) -> AffineExpr {
        let m1 = self.affine_constant(-1);
        self.affine_mul(e, m1)
    }

    /// `lhs - rhs`, built as `lhs + rhs * -1` as MLIR does.
    pub fn affine_sub(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let n = self.affine_neg(rhs);
        self.affine_add(lhs, n)
    }
}

/// Appends the textual form of an affine expression (`d0 + s0 * 2`).
pub fn print_affine_expr(ctx: &Context, e: AffineExpr, out: &mut String) {
    use std::fmt::Write;
    match ctx.affine_kind(e) {
        AffineExprKind::Dim(i) => write!(out, "d{i}").unwrap(),
        AffineExprKind::Symbol(i) => write!(out, "s{i}").unwrap(),
        AffineExprKind::Constant(c) => write!(out, "{c}").unwrap(),
        AffineExprKind::Binary(op, l, r) => {
            out.push('(');
            print_affine_expr(ctx, *l, out);
            out.push_str(match op {
                AffineBinaryOp::Add => " + ",
                AffineBinaryOp::Mul => " * ",
                AffineBinaryOp::Mod => " mod ",
                AffineBinaryOp::FloorDiv => " floordiv ",
                AffineBinaryOp::CeilDiv => " ceildiv ",
            });
            print_affine_expr(ctx, *r, out);
            out.push(')');
        }
    }
}

fn print_dims_and_symbols(num_dims: u32, num_symbols: u32, out: &mut String) {
    out.push('(');
    for i in 0..num_dims {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&format!("d{i}"));
    }
    out.push(')');
    if num_symbols > 0 {
        out.push('[');
        for i in 0..num_symbols {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(&format!("s{i}"));
        }
        out.push(']');
    }
}

/// Appends the textual form of a map, without `affine_map<>`:
/// `(d0)[s0] -> (d0 + s0)`.
pub fn print_affine_map(ctx: &Context, map: &AffineMap, out: &mut String) {
    print_dims_and_symbols(map.num_dims, map.num_symbols, out);
    out.push_str(" -> (");
    for (i, &e) in map.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_affine_expr(ctx, e, out);
    }
    out.push(')');
}

/// Appends the textual form of a set, without `affine_set<>`:
/// `(d0)[s0] : (d0 - s0 >= 0)`.
pub fn print_integer_set(ctx: &Context, set: &IntegerSet, out: &mut String) {
    print_dims_and_symbols(set.num_dims, set.num_symbols, out);
    out.push_str(" : (");
    for (i, (&e, &eq)) in set.constraints.iter().zip(set.eq_flags.iter()).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_affine_expr(ctx, e, out);
        out.push_str(if eq { " == 0" } else { " >= 0" });
    }
    out.push(')');
}
