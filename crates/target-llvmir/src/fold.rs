//! The constant folding LLVM's IR builder applies when every operand of
//! an instruction is a constant (the subset the translation meets most:
//! integer and float arithmetic, integer comparisons, integer casts and
//! aggregate insertion/extraction). `None` means "not folded here": the
//! instruction is emitted.

use crate::ir::{Const, Ty};
use crate::translate::sext;

fn int(c: &Const) -> Option<i128> {
    match c {
        Const::Int(_, v) => Some(*v),
        Const::Zero => Some(0),
        _ => None,
    }
}

fn mask(v: i128, w: u32) -> u128 {
    if w >= 128 {
        v as u128
    } else {
        (v as u128) & ((1u128 << w) - 1)
    }
}

/// Folds a binary operation on scalar constants.
pub fn binary(op: &str, ty: &Ty, a: &Const, b: &Const) -> Option<Const> {
    if matches!(a, Const::Poison) || matches!(b, Const::Poison) {
        return Some(Const::Poison);
    }
    // `add`, `sub` and `xor` of addresses stay constant expressions.
    let symbolic = |c: &Const| {
        matches!(
            c,
            Const::Expr { .. } | Const::Global(_) | Const::DsoLocalEquivalent(_) | Const::BlockAddress { .. }
        )
    };
    let operand = |c: &Const| symbolic(c) || matches!(c, Const::Int(..));
    if matches!(ty, Ty::Int(_))
        && matches!(op, "add" | "sub" | "xor")
        && (symbolic(a) || symbolic(b))
        && operand(a)
        && operand(b)
    {
        return Some(Const::Expr {
            opcode: op.into(),
            flags: String::new(),
            source_ty: None,
            operands: vec![(ty.clone(), a.clone()), (ty.clone(), b.clone())],
            dest_ty: None,
        });
    }
    match ty {
        Ty::Int(w) if *w <= 64 => {
            let w = *w;
            let (x, y) = (int(a)?, int(b)?);
            let (ux, uy) = (mask(x, w), mask(y, w));
            let r: i128 = match op {
                "add" => x.wrapping_add(y),
                "sub" => x.wrapping_sub(y),
                "mul" => x.wrapping_mul(y),
                "and" => x & y,
                "or" => x | y,
                "xor" => x ^ y,
                "udiv" | "urem" | "sdiv" | "srem" if uy == 0 => return Some(Const::Poison),
                "udiv" => (ux / uy) as i128,
                "urem" => (ux % uy) as i128,
                "sdiv" => x.wrapping_div(y),
                "srem" => x.wrapping_rem(y),
                "shl" | "lshr" | "ashr" if uy >= w as u128 => return Some(Const::Poison),
                "shl" => x << uy,
                "lshr" => (ux >> uy) as i128,
                "ashr" => x >> uy,
                _ => return None,
            };
            Some(Const::Int(w, sext(r as u128, w)))
        }
        Ty::Float | Ty::Double => {
            let (Const::Float(_, x), Const::Float(_, y)) = (a, b) else {
                return None;
            };
            let r = if matches!(ty, Ty::Double) {
                let (x, y) = (f64::from_bits(*x as u64), f64::from_bits(*y as u64));
                let r = match op {
                    "fadd" => x + y,
                    "fsub" => x - y,
                    "fmul" => x * y,
                    "fdiv" => x / y,
                    "frem" => x % y,
                    _ => return None,
                };
                if r.is_nan() {
                    return None;
                }
                r.to_bits() as u128
            } else {
                let (x, y) = (f32::from_bits(*x as u32), f32::from_bits(*y as u32));
                let r = match op {
                    "fadd" => x + y,
                    "fsub" => x - y,
                    "fmul" => x * y,
                    "fdiv" => x / y,
                    "frem" => x % y,
                    _ => return None,
                };
                if r.is_nan() {
                    return None;
                }
                r.to_bits() as u128
            };
            Some(Const::Float(ty.clone(), r))
        }
        _ => None,
    }
}

/// Folds an integer comparison of constants.
pub fn icmp(pred: &str, ty: &Ty, a: &Const, b: &Const) -> Option<Const> {
    let Ty::Int(w) = ty else { return None };
    let (x, y) = (int(a)?, int(b)?);
    let (ux, uy) = (mask(x, *w), mask(y, *w));
    let r = match pred {
        "eq" => x == y,
        "ne" => x != y,
        "slt" => x < y,
        "sle" => x <= y,
        "sgt" => x > y,
        "sge" => x >= y,
        "ult" => ux < uy,
        "ule" => ux <= uy,
        "ugt" => ux > uy,
        "uge" => ux >= uy,
        _ => return None,
    };
    Some(Const::Int(1, if r { -1 } else { 0 }))
}

/// Folds a cast of a constant.
pub fn cast(op: &str, from: &Ty, to: &Ty, a: &Const) -> Option<Const> {
    if matches!(a, Const::Poison) {
        return Some(Const::Poison);
    }
    match (op, from, to) {
        ("trunc" | "sext", Ty::Int(_), Ty::Int(tw)) if int(a).is_some() => {
            Some(Const::Int(*tw, sext(mask(int(a)?, *tw), *tw)))
        }
        ("zext", Ty::Int(fw), Ty::Int(tw)) if int(a).is_some() => {
            Some(Const::Int(*tw, sext(mask(int(a)?, *fw), *tw)))
        }
        ("bitcast", f, t) if f == t => Some(a.clone()),
        ("fptosi" | "fptoui", Ty::Float | Ty::Double, Ty::Int(w)) => {
            let x = float_value(from, a)?.trunc();
            let w = *w as i32;
            let (lo, hi) = if op == "fptosi" {
                (-(2f64.powi(w - 1)), 2f64.powi(w - 1))
            } else {
                (0.0, 2f64.powi(w))
            };
            if x.is_nan() || x < lo || x >= hi || w > 64 {
                return Some(Const::Poison);
            }
            let v = if op == "fptosi" {
                x as i64 as i128
            } else {
                x as u64 as i128
            };
            Some(Const::Int(w as u32, sext(v as u128, w as u32)))
        }
        ("sitofp" | "uitofp", Ty::Int(w), Ty::Float | Ty::Double) if *w <= 64 => {
            let v = int(a)?;
            let x = if op == "sitofp" {
                v as f64
            } else {
                mask(v, *w) as f64
            };
            let xf = if op == "sitofp" {
                v as f32
            } else {
                mask(v, *w) as f32
            };
            Some(float_const(to, x, xf))
        }
        ("fpext" | "fptrunc", Ty::Float | Ty::Double, Ty::Float | Ty::Double) => {
            let x = float_value(from, a)?;
            if x.is_nan() {
                return None;
            }
            Some(float_const(to, x, x as f32))
        }
        ("ptrtoint", Ty::Ptr(_), Ty::Int(_))
            if matches!(
                a,
                Const::Global(_) | Const::DsoLocalEquivalent(_) | Const::BlockAddress { .. }
            ) =>
        {
            Some(Const::Expr {
                opcode: "ptrtoint".into(),
                flags: String::new(),
                source_ty: None,
                operands: vec![(from.clone(), a.clone())],
                dest_ty: Some(to.clone()),
            })
        }
        ("ptrtoint", Ty::Ptr(_), Ty::Int(w)) if matches!(a, Const::Null | Const::Zero) => {
            Some(Const::Int(*w, 0))
        }
        // `ptrtoint (inttoptr N)` is N at the new width.
        ("ptrtoint", Ty::Ptr(_), Ty::Int(w)) => match a {
            Const::Expr { opcode, operands, .. } if opcode == "inttoptr" => match operands.first() {
                Some((_, Const::Int(_, v))) => Some(Const::Int(*w, sext(*v as u128, *w))),
                _ => None,
            },
            _ => None,
        },
        ("inttoptr", Ty::Int(_), Ty::Ptr(_)) if int(a) == Some(0) => Some(Const::Null),
        // `inttoptr (ptrtoint X)` through an integer as wide as a pointer
        // is X.
        ("inttoptr", Ty::Int(64), Ty::Ptr(to_space))
            if matches!(a, Const::Expr { opcode, operands, .. }
                if opcode == "ptrtoint" && matches!(operands.first(), Some((Ty::Ptr(s), _)) if s == to_space)) =>
        {
            match a {
                Const::Expr { operands, .. } => operands.first().map(|(_, x)| x.clone()),
                _ => None,
            }
        }
        // A truncated address is a constant expression.
        ("trunc", Ty::Int(_), Ty::Int(_)) if matches!(a, Const::Expr { .. }) => Some(Const::Expr {
            opcode: "trunc".into(),
            flags: String::new(),
            source_ty: None,
            operands: vec![(from.clone(), a.clone())],
            dest_ty: Some(to.clone()),
        }),
        // The address of a global in another address space.
        ("addrspacecast", Ty::Ptr(_), Ty::Ptr(_)) if matches!(a, Const::Global(_) | Const::Expr { .. }) => {
            Some(Const::Expr {
                opcode: "addrspacecast".into(),
                flags: String::new(),
                source_ty: None,
                operands: vec![(from.clone(), a.clone())],
                dest_ty: Some(to.clone()),
            })
        }
        // Of a constant expression (`add (ptrtoint ...)`): still one.
        ("inttoptr", Ty::Int(_), Ty::Ptr(_)) if matches!(a, Const::Expr { .. }) => Some(Const::Expr {
            opcode: "inttoptr".into(),
            flags: String::new(),
            source_ty: None,
            operands: vec![(from.clone(), a.clone())],
            dest_ty: Some(to.clone()),
        }),
        ("inttoptr", Ty::Int(_), Ty::Ptr(_)) if int(a).is_some() => Some(Const::Expr {
            opcode: "inttoptr".into(),
            flags: String::new(),
            source_ty: None,
            operands: vec![(from.clone(), a.clone())],
            dest_ty: Some(to.clone()),
        }),
        ("trunc", Ty::Int(_), Ty::Int(_)) => match a {
            Const::Expr { opcode, operands, .. } if opcode == "ptrtoint" => Some(Const::Expr {
                opcode: opcode.clone(),
                flags: String::new(),
                source_ty: None,
                operands: operands.clone(),
                dest_ty: Some(to.clone()),
            }),
            _ => None,
        },
        _ => None,
    }
}

/// The value of an `f32` or `f64` constant.
fn float_value(ty: &Ty, c: &Const) -> Option<f64> {
    match (ty, c) {
        (Ty::Double, Const::Float(_, b)) => Some(f64::from_bits(*b as u64)),
        (Ty::Float, Const::Float(_, b)) => Some(f32::from_bits(*b as u32) as f64),
        (_, Const::Zero) => Some(0.0),
        _ => None,
    }
}

/// A float constant of type `ty` (`f32` takes `xf`, rounded from the
/// exact value, not from `x`).
fn float_const(ty: &Ty, x: f64, xf: f32) -> Const {
    match ty {
        Ty::Float => Const::Float(Ty::Float, xf.to_bits() as u128),
        _ => Const::Float(Ty::Double, x.to_bits() as u128),
    }
}

/// The element of an aggregate constant at `pos`.
pub fn extract_value(ty: &Ty, c: &Const, pos: &[i64]) -> Option<Const> {
    let Some((&first, rest)) = pos.split_first() else {
        return Some(c.clone());
    };
    let i = usize::try_from(first).ok()?;
    let elem_ty = element_type(ty, i)?;
    let elem = match c {
        Const::Aggregate(elems) => elems.get(i)?.1.clone(),
        Const::Zero => Const::Zero,
        Const::Undef => Const::Undef,
        Const::Poison => Const::Poison,
        _ => return None,
    };
    extract_value(&elem_ty, &elem, rest)
}

/// The aggregate constant `c` with `v` inserted at `pos`.
pub fn insert_value(ty: &Ty, c: Const, pos: &[i64], v: Const) -> Option<Const> {
    let Some((&first, rest)) = pos.split_first() else {
        return Some(v);
    };
    let i = usize::try_from(first).ok()?;
    let mut elems = explode(ty, c)?;
    let (et, old) = elems.get(i)?.clone();
    elems[i] = (et.clone(), insert_value(&et, old, rest, v)?);
    Some(Const::Aggregate(elems))
}

fn element_type(ty: &Ty, i: usize) -> Option<Ty> {
    match ty {
        Ty::Struct { body: Some(b), .. } => b.get(i).cloned(),
        Ty::Array(e, _) => Some((**e).clone()),
        _ => None,
    }
}

/// An aggregate constant as its elements.
fn explode(ty: &Ty, c: Const) -> Option<Vec<(Ty, Const)>> {
    let n = match ty {
        Ty::Struct { body: Some(b), .. } => b.len(),
        Ty::Array(_, n) => *n as usize,
        _ => return None,
    };
    let each = |c: Const| -> Option<Vec<(Ty, Const)>> {
        (0..n).map(|i| Some((element_type(ty, i)?, c.clone()))).collect()
    };
    match c {
        Const::Aggregate(e) => Some(e),
        Const::Zero | Const::Undef | Const::Poison => each(c),
        Const::Bytes(b) => Some(
            b.iter()
                .map(|&x| (Ty::Int(8), Const::Int(8, x as i8 as i128)))
                .collect(),
        ),
        _ => None,
    }
}
