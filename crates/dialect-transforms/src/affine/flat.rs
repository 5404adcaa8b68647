//! Affine expressions flattened to rows of an integer relation: the
//! shared step of every analysis that turns maps, bounds and subscripts
//! into constraints (dependences, memref regions, computation slices).

use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind};
use strata_ir::Context;
use strata_presburger::IntegerRelation;

/// An affine function of the system's variables (indexed by column,
/// growing with the locals) plus a constant.
#[derive(Clone, Debug)]
pub struct Flat {
    /// The coefficient of each column (missing trailing ones are zero).
    pub coeffs: Vec<i64>,
    /// The constant term.
    pub constant: i64,
}

impl Flat {
    /// The constant `c`.
    pub fn constant(c: i64) -> Flat {
        Flat {
            coeffs: Vec::new(),
            constant: c,
        }
    }

    /// Column `pos` with coefficient 1.
    pub fn var(pos: usize) -> Flat {
        let mut coeffs = vec![0; pos + 1];
        coeffs[pos] = 1;
        Flat { coeffs, constant: 0 }
    }

    /// `self * k`; `None` on overflow.
    pub fn scale(&self, k: i64) -> Option<Flat> {
        Some(Flat {
            coeffs: self
                .coeffs
                .iter()
                .map(|&c| c.checked_mul(k))
                .collect::<Option<_>>()?,
            constant: self.constant.checked_mul(k)?,
        })
    }

    /// `self + o`; `None` on overflow.
    pub fn add(&self, o: &Flat) -> Option<Flat> {
        let n = self.coeffs.len().max(o.coeffs.len());
        let mut coeffs = vec![0; n];
        for (i, c) in coeffs.iter_mut().enumerate() {
            *c = self
                .coeffs
                .get(i)
                .copied()
                .unwrap_or(0)
                .checked_add(o.coeffs.get(i).copied().unwrap_or(0))?;
        }
        Some(Flat {
            coeffs,
            constant: self.constant.checked_add(o.constant)?,
        })
    }

    /// The constant, if no column has a coefficient.
    pub fn as_constant(&self) -> Option<i64> {
        self.coeffs.iter().all(|&c| c == 0).then_some(self.constant)
    }

    /// The row over `num_vars` variables, constant last.
    pub fn row(&self, num_vars: usize) -> Vec<i64> {
        let mut r = vec![0; num_vars + 1];
        for (i, &c) in self.coeffs.iter().enumerate() {
            if i < num_vars {
                r[i] = c;
            }
        }
        r[num_vars] = self.constant;
        r
    }
}

/// Flattens `e` (of a map with `num_dims` dimensions whose operands are
/// in columns `cols`, dimensions then symbols) over the columns of `rel`,
/// adding a local to `rel` for each `floordiv`, `ceildiv` and `mod`.
/// `None` for semi-affine expressions or on overflow.
pub fn flatten_expr(
    ctx: &Context,
    rel: &mut IntegerRelation,
    e: AffineExpr,
    num_dims: u32,
    cols: &[usize],
) -> Option<Flat> {
    Some(match e.kind(ctx) {
        AffineExprKind::Constant(c) => Flat::constant(c),
        AffineExprKind::Dim(p) => Flat::var(*cols.get(p as usize)?),
        AffineExprKind::Symbol(p) => Flat::var(*cols.get((num_dims + p) as usize)?),
        AffineExprKind::Binary(op, l, r) => {
            let a = flatten_expr(ctx, rel, l, num_dims, cols)?;
            let b = flatten_expr(ctx, rel, r, num_dims, cols)?;
            match op {
                AffineBinaryOp::Add => a.add(&b)?,
                AffineBinaryOp::Mul => match (a.as_constant(), b.as_constant()) {
                    (_, Some(k)) => a.scale(k)?,
                    (Some(k), _) => b.scale(k)?,
                    _ => return None,
                },
                AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod => {
                    let d = b.as_constant().filter(|&d| d >= 1)?;
                    let row = a.row(rel.num_vars());
                    match op {
                        AffineBinaryOp::FloorDiv => Flat::var(rel.add_local_floor_div(&row, d).ok()?),
                        AffineBinaryOp::CeilDiv => Flat::var(rel.add_local_ceil_div(&row, d).ok()?),
                        _ => {
                            let r = rel.add_local_mod(&row, d).ok()?;
                            let n = rel.num_vars();
                            Flat {
                                coeffs: r[..n].to_vec(),
                                constant: r[n],
                            }
                        }
                    }
                }
            }
        }
    })
}
