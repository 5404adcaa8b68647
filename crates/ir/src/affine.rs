//! Affine expressions, maps and integer sets.
//!
//! Expressions are uniqued in the context ([`AffineExpr`] is a handle);
//! maps and sets are plain values that attributes hold. The constructors in
//! [`Context`] (`affine_add`, `affine_mul`, ...) apply the simplifications
//! MLIR applies when it builds an expression, so the printed form matches.
//! Constant folding never overflows: when a fold would overflow (or divide by
//! zero) the expression is kept as written, as MLIR does.

use crate::Context;

mod utils;
pub use utils::get_used_dims;

#[cfg(test)]
mod tests;

/// An affine expression (MLIR's `AffineExpr`): a handle to an expression
/// uniqued in the [`Context`], so equal expressions have equal handles.
/// Its structure is read with [`AffineExpr::kind`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AffineExpr(pub(crate) u32);

impl AffineExpr {
    /// The handle's index in the context's table of expressions.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// The operator of a binary affine expression.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinaryOp {
    /// `lhs + rhs`.
    Add,
    /// `lhs * rhs`; one side must be symbolic or constant to stay affine.
    Mul,
    /// `lhs mod rhs`, the non-negative remainder for a positive `rhs`.
    Mod,
    /// `lhs floordiv rhs`, division rounding towards negative infinity.
    FloorDiv,
    /// `lhs ceildiv rhs`, division rounding towards positive infinity.
    CeilDiv,
}

impl AffineBinaryOp {
    /// The operator as it appears in the textual form (`+`, `floordiv`, ...).
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryOp::Add => "+",
            AffineBinaryOp::Mul => "*",
            AffineBinaryOp::Mod => "mod",
            AffineBinaryOp::FloorDiv => "floordiv",
            AffineBinaryOp::CeilDiv => "ceildiv",
        }
    }
}

/// The structure of an affine expression.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExprKind {
    /// Dimension `d<pos>`.
    Dim(u32),
    /// Symbol `s<pos>`.
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// `lhs <op> rhs`.
    Binary(AffineBinaryOp, AffineExpr, AffineExpr),
}

/// `(d0, d1)[s0] -> (d0 + s0, d1)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// The number of dimension inputs (`d0`, `d1`, ...).
    pub num_dims: u32,
    /// The number of symbol inputs (`s0`, ...).
    pub num_symbols: u32,
    /// The result expressions, over those dims and symbols.
    pub results: Box<[AffineExpr]>,
}

/// `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    /// The number of dimension inputs.
    pub num_dims: u32,
    /// The number of symbol inputs.
    pub num_symbols: u32,
    /// The constraint expressions, each compared with zero.
    pub constraints: Box<[AffineExpr]>,
    /// `true` for `== 0`, `false` for `>= 0`, one per constraint.
    pub eq_flags: Box<[bool]>,
}

impl Context {
    /// The dimension expression `d<pos>`.
    pub fn affine_dim(&self, pos: u32) -> AffineExpr {
        self.intern_affine(AffineExprKind::Dim(pos))
    }

    /// The symbol expression `s<pos>`.
    pub fn affine_symbol(&self, pos: u32) -> AffineExpr {
        self.intern_affine(AffineExprKind::Symbol(pos))
    }

    /// The constant expression `v`.
    pub fn affine_constant(&self, v: i64) -> AffineExpr {
        self.intern_affine(AffineExprKind::Constant(v))
    }

    /// A binary expression exactly as given, without simplification.
    pub fn affine_binary_raw(&self, op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.intern_affine(AffineExprKind::Binary(op, lhs, rhs))
    }

    /// A binary expression built with the construction-time simplifications
    /// of the matching `affine_*` constructor.
    pub fn affine_binary(&self, op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            AffineBinaryOp::Add => self.affine_add(lhs, rhs),
            AffineBinaryOp::Mul => self.affine_mul(lhs, rhs),
            AffineBinaryOp::Mod => self.affine_mod(lhs, rhs),
            AffineBinaryOp::FloorDiv => self.affine_floor_div(lhs, rhs),
            AffineBinaryOp::CeilDiv => self.affine_ceil_div(lhs, rhs),
        }
    }

    fn const_of(&self, e: AffineExpr) -> Option<i64> {
        match *self.affine_kind(e) {
            AffineExprKind::Constant(c) => Some(c),
            _ => None,
        }
    }

    /// `(op, lhs, rhs)` when `e` is a binary expression of kind `op`.
    fn binary_of(&self, e: AffineExpr, op: AffineBinaryOp) -> Option<(AffineExpr, AffineExpr)> {
        match *self.affine_kind(e) {
            AffineExprKind::Binary(o, l, r) if o == op => Some((l, r)),
            _ => None,
        }
    }

    /// `(lhs, c)` when `e` is `lhs <op> c` with a constant right operand.
    fn binary_with_const(&self, e: AffineExpr, op: AffineBinaryOp) -> Option<(AffineExpr, i64)> {
        let (l, r) = self.binary_of(e, op)?;
        Some((l, self.const_of(r)?))
    }

    /// Whether `lhs` and `rhs` are both dims or symbols with `lhs` after
    /// `rhs` (dims before symbols, then by position): commutative ops put
    /// such operands in order.
    fn leaves_out_of_order(&self, lhs: AffineExpr, rhs: AffineExpr) -> bool {
        let key = |e| match *self.affine_kind(e) {
            AffineExprKind::Dim(p) => Some((0, p)),
            AffineExprKind::Symbol(p) => Some((1, p)),
            _ => None,
        };
        matches!((key(lhs), key(rhs)), (Some(a), Some(b)) if a > b)
    }
}

impl Context {
    /// `lhs + rhs`. Folds constants, keeps constants and then symbolic terms
    /// on the right, merges `e * c1 + e * c2`, and recognizes
    /// `e - (e floordiv q) * q` as `e mod q`.
    pub fn affine_add(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        use AffineBinaryOp::*;
        let lc = self.const_of(lhs);
        let rc = self.const_of(rhs);
        if let (Some(a), Some(b)) = (lc, rc) {
            return match a.checked_add(b) {
                Some(s) => self.affine_constant(s),
                None => self.affine_binary_raw(Add, lhs, rhs),
            };
        }
        if lc.is_some()
            || (lhs.is_symbolic_or_constant(self) && !rhs.is_symbolic_or_constant(self))
            || self.leaves_out_of_order(lhs, rhs)
        {
            return self.affine_add(rhs, lhs);
        }
        if rc == Some(0) {
            return lhs;
        }
        let lhs_plus_const = self.binary_with_const(lhs, Add);
        // (e + c1) + c2 -> e + (c1 + c2); the sum wraps like MLIR's.
        if let (Some((e, c1)), Some(c2)) = (lhs_plus_const, rc) {
            let c = self.affine_constant(c1.wrapping_add(c2));
            return self.affine_add(e, c);
        }
        // e * c1 + e * c2 -> e * (c1 + c2), where a bare `e` counts as `e * 1`.
        let (first, c1) = self.binary_with_const(lhs, Mul).unwrap_or((lhs, 1));
        let (second, c2) = self.binary_with_const(rhs, Mul).unwrap_or((rhs, 1));
        if first == second {
            let c = self.affine_constant(c1.wrapping_add(c2));
            return self.affine_mul(first, c);
        }
        // (e + c) + f -> (e + f) + c.
        if let Some((e, c)) = lhs_plus_const {
            let sum = self.affine_add(e, rhs);
            let c = self.affine_constant(c);
            return self.affine_add(sum, c);
        }
        if let Some(m) = self.match_mod_pattern(lhs, rhs) {
            return m;
        }
        // (a + e) + (e floordiv q) * -q -> a + e mod q, as MLIR 22 does when
        // an expression is rebuilt from its flat form.
        if let Some((a, e)) = self.binary_of(lhs, Add) {
            if let Some(m) = self.match_mod_pattern(e, rhs) {
                return self.affine_add(a, m);
            }
        }
        self.affine_binary_raw(Add, lhs, rhs)
    }

    /// `e + ((e floordiv q) * q) * -1` (symbolic `q`) or
    /// `e + (e floordiv c) * -c` (constant `c > 0`) is `e mod q`.
    fn match_mod_pattern(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        use AffineBinaryOp::*;
        let (rl, rr) = self.binary_of(rhs, Mul)?;
        if self.const_of(rr) == Some(-1) {
            if let Some((fd, q)) = self.binary_of(rl, Mul) {
                let (e, q2) = self.binary_of(fd, FloorDiv)?;
                if q2 == q && e == lhs {
                    return Some(self.affine_mod(lhs, q));
                }
                return None;
            }
        }
        let (e, q) = self.binary_of(rl, FloorDiv)?;
        let qc = self.const_of(q)?;
        let neg = self.const_of(rr)?.checked_neg()?;
        if qc > 0 && e == lhs && neg == qc {
            return Some(self.affine_mod(lhs, q));
        }
        None
    }

    /// `lhs * rhs`. Folds constants, puts the constant (or symbolic) factor
    /// on the right and merges successive constant factors.
    pub fn affine_mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        use AffineBinaryOp::*;
        let lc = self.const_of(lhs);
        let rc = self.const_of(rhs);
        if let (Some(a), Some(b)) = (lc, rc) {
            return match a.checked_mul(b) {
                Some(p) => self.affine_constant(p),
                None => self.affine_binary_raw(Mul, lhs, rhs),
            };
        }
        let l_sym = lhs.is_symbolic_or_constant(self);
        let r_sym = rhs.is_symbolic_or_constant(self);
        if !l_sym && !r_sym {
            return self.affine_binary_raw(Mul, lhs, rhs);
        }
        if !r_sym || lc.is_some() || self.leaves_out_of_order(lhs, rhs) {
            return self.affine_mul(rhs, lhs);
        }
        match rc {
            Some(1) => return lhs,
            Some(0) => return rhs,
            _ => {}
        }
        if let Some((e, c1)) = self.binary_with_const(lhs, Mul) {
            return match rc {
                // (e * c1) * c2 -> e * (c1 * c2); the product wraps like MLIR's.
                Some(c2) => {
                    let c = self.affine_constant(c1.wrapping_mul(c2));
                    self.affine_mul(e, c)
                }
                // (e * c) * f -> (e * f) * c.
                None => {
                    let p = self.affine_mul(e, rhs);
                    let c = self.affine_constant(c1);
                    self.affine_mul(p, c)
                }
            };
        }
        self.affine_binary_raw(Mul, lhs, rhs)
    }

    /// `lhs floordiv rhs`. Only constant, non-zero divisors simplify.
    pub fn affine_floor_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        use AffineBinaryOp::*;
        let raw = || self.affine_binary_raw(FloorDiv, lhs, rhs);
        let Some(d) = self.const_of(rhs).filter(|&d| d != 0) else {
            return raw();
        };
        if let Some(n) = self.const_of(lhs) {
            return match floor_div(n, d) {
                Some(q) => self.affine_constant(q),
                None => raw(),
            };
        }
        if d == 1 {
            return lhs;
        }
        if let Some(m) = self.div_exact_multiple(lhs, d) {
            return m;
        }
        // (a + b) floordiv d distributes when a or b is a multiple of d.
        if let Some((a, b)) = self.binary_of(lhs, Add) {
            if divides(d, a.largest_known_divisor(self)) || divides(d, b.largest_known_divisor(self)) {
                let qa = self.affine_floor_div(a, rhs);
                let qb = self.affine_floor_div(b, rhs);
                return self.affine_add(qa, qb);
            }
        }
        raw()
    }

    /// `(e * c) floordiv d` or `ceildiv d` is `e * (c / d)` when `d` divides `c`.
    fn div_exact_multiple(&self, lhs: AffineExpr, d: i64) -> Option<AffineExpr> {
        let (e, c) = self.binary_with_const(lhs, AffineBinaryOp::Mul)?;
        if c.checked_rem(d)? != 0 {
            return None;
        }
        let q = self.affine_constant(c.checked_div(d)?);
        Some(self.affine_mul(e, q))
    }

    /// `lhs ceildiv rhs`. Only constant, non-zero divisors simplify.
    pub fn affine_ceil_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let raw = || self.affine_binary_raw(AffineBinaryOp::CeilDiv, lhs, rhs);
        let Some(d) = self.const_of(rhs).filter(|&d| d != 0) else {
            return raw();
        };
        if let Some(n) = self.const_of(lhs) {
            return match ceil_div(n, d) {
                Some(q) => self.affine_constant(q),
                None => raw(),
            };
        }
        if d == 1 {
            return lhs;
        }
        self.div_exact_multiple(lhs, d).unwrap_or_else(raw)
    }

    /// `lhs mod rhs`. Only constant, positive moduli simplify.
    pub fn affine_mod(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        use AffineBinaryOp::*;
        let raw = || self.affine_binary_raw(Mod, lhs, rhs);
        let Some(m) = self.const_of(rhs).filter(|&m| m >= 1) else {
            return raw();
        };
        if let Some(n) = self.const_of(lhs) {
            return self.affine_constant(n.rem_euclid(m));
        }
        if divides(m, lhs.largest_known_divisor(self)) {
            return self.affine_constant(0);
        }
        // (a + b) mod m drops the term that is a multiple of m.
        if let Some((a, b)) = self.binary_of(lhs, Add) {
            if divides(m, a.largest_known_divisor(self)) {
                return self.affine_mod(b, rhs);
            }
            if divides(m, b.largest_known_divisor(self)) {
                return self.affine_mod(a, rhs);
            }
        }
        // (e mod c) mod m -> e mod m when m divides c.
        if let Some((e, c)) = self.binary_with_const(lhs, Mod) {
            if c >= 1 && c % m == 0 {
                return self.affine_mod(e, rhs);
            }
        }
        raw()
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

/// Whether `d` divides `n` (`n` may be 0, which every `d` divides); `false`
/// when the remainder is not representable (`i64::MIN % -1`).
fn divides(d: i64, n: i64) -> bool {
    n.checked_rem(d) == Some(0)
}

/// Floor division; `None` on division by zero or overflow.
pub fn floor_div(n: i64, d: i64) -> Option<i64> {
    let q = n.checked_div(d)?;
    let r = n % d;
    Some(if r != 0 && ((r < 0) != (d < 0)) { q - 1 } else { q })
}

/// Ceiling division; `None` on division by zero or overflow.
pub fn ceil_div(n: i64, d: i64) -> Option<i64> {
    let q = n.checked_div(d)?;
    let r = n % d;
    Some(if r != 0 && ((r < 0) == (d < 0)) { q + 1 } else { q })
}

impl AffineExpr {
    /// The expression's structure.
    pub fn kind(self, ctx: &Context) -> AffineExprKind {
        *ctx.affine_kind(self)
    }

    /// The value if this is a constant expression.
    pub fn as_constant(self, ctx: &Context) -> Option<i64> {
        ctx.const_of(self)
    }

    /// True when the expression only involves symbols and constants.
    pub fn is_symbolic_or_constant(self, ctx: &Context) -> bool {
        match *ctx.affine_kind(self) {
            AffineExprKind::Dim(_) => false,
            AffineExprKind::Symbol(_) | AffineExprKind::Constant(_) => true,
            AffineExprKind::Binary(_, l, r) => {
                l.is_symbolic_or_constant(ctx) && r.is_symbolic_or_constant(ctx)
            }
        }
    }

    /// True when the expression is affine in dims and symbols: products have
    /// a constant factor and divisors/moduli are constants.
    pub fn is_pure_affine(self, ctx: &Context) -> bool {
        match *ctx.affine_kind(self) {
            AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) | AffineExprKind::Constant(_) => true,
            AffineExprKind::Binary(op, l, r) => match op {
                AffineBinaryOp::Add => l.is_pure_affine(ctx) && r.is_pure_affine(ctx),
                AffineBinaryOp::Mul => {
                    l.is_pure_affine(ctx)
                        && r.is_pure_affine(ctx)
                        && (ctx.const_of(l).is_some() || ctx.const_of(r).is_some())
                }
                AffineBinaryOp::Mod | AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => {
                    l.is_pure_affine(ctx) && ctx.const_of(r).is_some()
                }
            },
        }
    }

    /// The largest integer known to divide every value of the expression
    /// (the absolute value for a constant, so 0 for the constant 0).
    /// Arithmetic wraps on overflow, matching MLIR.
    pub fn largest_known_divisor(self, ctx: &Context) -> i64 {
        match *ctx.affine_kind(self) {
            AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) => 1,
            AffineExprKind::Constant(c) => c.wrapping_abs(),
            AffineExprKind::Binary(op, l, r) => match op {
                AffineBinaryOp::Mul => l
                    .largest_known_divisor(ctx)
                    .wrapping_mul(r.largest_known_divisor(ctx)),
                AffineBinaryOp::Add | AffineBinaryOp::Mod => gcd(
                    l.largest_known_divisor(ctx) as u64,
                    r.largest_known_divisor(ctx) as u64,
                ) as i64,
                AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => match ctx.const_of(r) {
                    Some(d) if d != 0 => {
                        let ld = l.largest_known_divisor(ctx);
                        if divides(d, ld) {
                            ld.checked_div(d).map_or(1, i64::wrapping_abs)
                        } else {
                            1
                        }
                    }
                    _ => 1,
                },
            },
        }
    }

    /// True when `largest_known_divisor` is a multiple of `factor`.
    pub fn is_multiple_of(self, ctx: &Context, factor: i64) -> bool {
        divides(factor, self.largest_known_divisor(ctx))
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Appends the textual form of an affine expression (`d0 + s0 * 2`).
pub fn print_affine_expr(ctx: &Context, e: AffineExpr, out: &mut String) {
    print_expr(ctx, e, false, out);
}

/// The textual form of an affine expression as a new string.
pub fn affine_expr_to_string(ctx: &Context, e: AffineExpr) -> String {
    let mut s = String::new();
    print_affine_expr(ctx, e, &mut s);
    s
}

/// Prints `e`; `strong` is set when the enclosing operator binds tighter
/// than `+`, in which case any binary expression gets parentheses.
fn print_expr(ctx: &Context, e: AffineExpr, strong: bool, out: &mut String) {
    use std::fmt::Write;
    let (op, lhs, rhs) = match *ctx.affine_kind(e) {
        AffineExprKind::Dim(i) => return write!(out, "d{i}").unwrap(),
        AffineExprKind::Symbol(i) => return write!(out, "s{i}").unwrap(),
        AffineExprKind::Constant(c) => return write!(out, "{c}").unwrap(),
        AffineExprKind::Binary(op, l, r) => (op, l, r),
    };
    if strong {
        out.push('(');
    }
    let rhs_const = ctx.const_of(rhs);
    if op != AffineBinaryOp::Add {
        if op == AffineBinaryOp::Mul && rhs_const == Some(-1) {
            out.push('-');
            print_expr(ctx, lhs, true, out);
        } else {
            print_expr(ctx, lhs, true, out);
            write!(out, " {} ", op.spelling()).unwrap();
            print_expr(ctx, rhs, true, out);
        }
    } else if let Some((factor, c)) = ctx
        .binary_with_const(rhs, AffineBinaryOp::Mul)
        .filter(|&(_, c)| c < 0)
    {
        // `a + b * -1` prints as `a - b`, `a + b * -c` as `a - b * c`.
        print_expr(ctx, lhs, false, out);
        out.push_str(" - ");
        if c == -1 {
            let is_add = ctx.binary_of(factor, AffineBinaryOp::Add).is_some();
            print_expr(ctx, factor, is_add, out);
        } else {
            print_expr(ctx, factor, true, out);
            // Negation wraps for i64::MIN, as in MLIR's output.
            write!(out, " * {}", c.wrapping_neg()).unwrap();
        }
    } else if let Some(c) = rhs_const.filter(|&c| c < 0) {
        print_expr(ctx, lhs, false, out);
        write!(out, " - {}", c.wrapping_neg()).unwrap();
    } else {
        print_expr(ctx, lhs, false, out);
        out.push_str(" + ");
        print_expr(ctx, rhs, false, out);
    }
    if strong {
        out.push(')');
    }
}

fn print_dims_and_symbols(num_dims: u32, num_symbols: u32, out: &mut String) {
    use std::fmt::Write;
    out.push('(');
    for i in 0..num_dims {
        if i > 0 {
            out.push_str(", ");
        }
        write!(out, "d{i}").unwrap();
    }
    out.push(')');
    if num_symbols > 0 {
        out.push('[');
        for i in 0..num_symbols {
            if i > 0 {
                out.push_str(", ");
            }
            write!(out, "s{i}").unwrap();
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
