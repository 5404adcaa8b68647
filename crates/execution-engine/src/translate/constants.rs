//! Constants: `llvm.mlir.constant`, `undef`/`poison`/`zero`,
//! `addressof`, and the bits of constant attributes, which global
//! initializers use too.

use cranelift_codegen::ir::{types, InstBuilder, Value};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::Module;
use strata_ir::{AttrKind, Attribute, Context, DenseData};

use super::dispatch::OpCx;
use super::{ints, symbol_name, wide, Translator, R};
use crate::layout::{Scalar, Shape};

impl<M: Module> Translator<'_, M> {
    pub(super) fn constant(&mut self, b: &mut FunctionBuilder, cx: &OpCx) -> R<Vec<Value>> {
        let shape = cx.result_shape()?;
        let Some(a) = cx.attr("value") else {
            return cx.error("constant without value");
        };
        let Some(bits) = constant_leaves(cx.ctx, a, &shape) else {
            return cx.error("unsupported constant value");
        };
        Ok(shape
            .leaves()
            .iter()
            .zip(bits)
            .map(|(&(s, _), v)| const_leaf(b, s, v))
            .collect())
    }

    /// `undef`, `poison` and `zero`: zeros.
    pub(super) fn zero_value(&mut self, b: &mut FunctionBuilder, cx: &OpCx) -> R<Vec<Value>> {
        let shape = cx.result_shape()?;
        Ok(shape.leaves().iter().map(|&(s, _)| const_leaf(b, s, 0)).collect())
    }

    /// The address of a function or global.
    pub(super) fn address_of(&mut self, b: &mut FunctionBuilder, cx: &OpCx) -> R<Vec<Value>> {
        let sym = cx
            .attr("global_name")
            .and_then(|a| symbol_name(cx.ctx, a))
            .unwrap_or_default();
        self.mark_used(&sym);
        if let Some(f) = self.out.funcs.get(&sym) {
            let fr = self.module.declare_func_in_func(f.id, b.func);
            Ok(vec![b.ins().func_addr(types::I64, fr)])
        } else if let Some(&d) = self.out.globals.get(&sym) {
            let gv = self.module.declare_data_in_func(d, b.func);
            Ok(vec![b.ins().symbol_value(types::I64, gv)])
        } else {
            cx.error(format!("unknown symbol '{sym}'"))
        }
    }
}

/// A leaf of scalar `s` with the (low) bits `bits`.
pub(super) fn const_leaf(b: &mut FunctionBuilder, s: Scalar, bits: u128) -> Value {
    match s {
        Scalar::F32 => b.ins().f32const(f32::from_bits(bits as u32)),
        Scalar::F64 => b.ins().f64const(f64::from_bits(bits as u64)),
        _ => ints::int_const(b, s.clif(), bits & ints::low_bits(s.bits())),
    }
}

/// A constant's leaves as raw bit patterns (integers sign-extended to 128
/// bits, or as limbs for wider ones; floats as their bits), for both code
/// and global data.
pub(super) fn constant_leaves(ctx: &Context, a: Attribute, shape: &Shape) -> Option<Vec<u128>> {
    let leaves = shape.leaves();
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(match *shape {
            Shape::Wide(w) => wide::constant_limbs(w, value.sext(w).words()),
            _ => {
                let v = if value.width() <= 64 {
                    value.sext_i64() as i128 as u128
                } else {
                    let w = value.words();
                    w[0] as u128 | (w.get(1).copied().unwrap_or(0) as u128) << 64
                };
                vec![v; leaves.len()]
            }
        }),
        AttrKind::Bool(b) => Some(vec![*b as u128; leaves.len()]),
        AttrKind::Float { bits, .. } => Some(vec![*bits; leaves.len()]),
        AttrKind::String { value, .. } => {
            let mut v: Vec<u128> = value.iter().map(|&b| b as u128).collect();
            v.resize(leaves.len(), 0);
            Some(v)
        }
        AttrKind::DenseElements { data, .. } => dense_leaves(data, shape, &leaves),
        AttrKind::Array(items) => {
            let mut out = Vec::new();
            for (i, &item) in items.iter().enumerate() {
                let (sub, _) = shape.element(i as u64)?;
                out.extend(constant_leaves(ctx, item, sub)?);
            }
            (out.len() == leaves.len()).then_some(out)
        }
        _ => None,
    }
}

/// The leaves of a dense elements attribute's data for a value of
/// `shape`: its elements are stored in whole bytes (`i1` in one).
fn dense_leaves(data: &DenseData, shape: &Shape, leaves: &[(Scalar, u64)]) -> Option<Vec<u128>> {
    let n = leaves.len();
    if n == 0 {
        return Some(Vec::new());
    }
    if let Some(w) = wide_element(shape) {
        // Elements of more than 128 bits: their bytes as limbs.
        let bytes = w.div_ceil(8) as usize;
        let count = n / w.div_ceil(64) as usize;
        let mut out = Vec::with_capacity(n);
        for i in 0..count {
            let at = if data.splat { 0 } else { i * bytes };
            let elem = data.bytes.get(at..at + bytes)?;
            let words: Vec<u64> = elem
                .chunks(8)
                .map(|c| {
                    let mut b = [0u8; 8];
                    b[..c.len()].copy_from_slice(c);
                    u64::from_le_bytes(b)
                })
                .collect();
            out.extend(wide::constant_limbs(w, &words));
        }
        return Some(out);
    }
    let w = leaves[0].0.store_size() as usize;
    let elem = |i: usize| -> u128 {
        let c = &data.bytes[i * w..(i + 1) * w];
        let mut b = [0u8; 16];
        b[..w].copy_from_slice(c);
        u128::from_le_bytes(b)
    };
    if data.splat {
        Some(vec![elem(0); n])
    } else if data.bytes.len() >= n * w {
        Some((0..n).map(elem).collect())
    } else {
        None
    }
}

/// The width of the integers of more than 128 bits an array (of arrays)
/// holds, if it does.
fn wide_element(shape: &Shape) -> Option<u32> {
    match shape {
        Shape::Wide(w) => Some(*w),
        Shape::Array(e, _) => wide_element(e),
        _ => None,
    }
}
