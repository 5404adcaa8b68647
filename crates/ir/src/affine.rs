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
