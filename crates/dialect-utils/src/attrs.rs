//! Dense array attributes (`array<i32: ...>`, `array<i64: ...>`).

use strata_ir::{AttrKind, Attribute, Context, DenseData, Type, TypeKind};

pub use strata_ods::directives::{dense_i32_array, dense_i32_values, dense_i64_array, dense_i64_values};

/// The zero of `t` (MLIR's `Builder::getZeroAttr`): `0` for integers and
/// index, `0.0` for floats, a zero splat for vectors and ranked tensors of
/// those; `None` for other types.
pub fn zero_attr(ctx: &Context, t: Type) -> Option<Attribute> {
    let scalar_bytes = |e: Type| -> Option<usize> {
        if let Some(k) = ctx.float_kind(e) {
            return Some(k.width().div_ceil(8) as usize);
        }
        match ctx.type_kind(e) {
            TypeKind::Index => Some(8),
            TypeKind::Integer { width, .. } => Some((*width).div_ceil(8).max(1) as usize),
            _ => None,
        }
    };
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. } | TypeKind::RankedTensor { element, .. } => {
            let n = scalar_bytes(*element)?;
            Some(ctx.intern_attr(AttrKind::DenseElements {
                ty: t,
                data: DenseData {
                    splat: true,
                    bytes: vec![0; n].into(),
                },
            }))
        }
        _ if ctx.float_kind(t).is_some() => Some(ctx.intern_attr(AttrKind::Float { ty: t, bits: 0 })),
        TypeKind::Index | TypeKind::Integer { .. } => Some(ctx.integer_attr(t, 0)),
        _ => None,
    }
}
