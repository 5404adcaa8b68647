//! Strided layouts of memref types: strides and offset of a layout
//! (identity, `strided<...>` or a single-result affine map), and the
//! result types of the view-like ops computed from them.

use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind};
use strata_ir::{AttrKind, Attribute, Context, Type, TypeKind, DYNAMIC};

/// A stride or offset: a known value or [`DYNAMIC`].
fn mul(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.saturating_mul(b)
    }
}

/// `SaturatedInteger` multiplication: 0 absorbs, then dynamic absorbs.
pub fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else {
        mul(a, b)
    }
}

fn add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.saturating_add(b)
    }
}

/// The strides of the row-major (identity) layout of `shape`: suffix
/// products; outside a dynamic or zero size they are dynamic
/// (`makeCanonicalStridedLayoutExpr`).
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; shape.len()];
    let mut running = 1i64;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        running = if shape[i] > 0 {
            mul(running, shape[i])
        } else {
            DYNAMIC
        };
    }
    strides
}

/// The parts of a memref type.
pub struct MemRefParts<'a> {
    /// The dimension sizes (`DYNAMIC` for `?`).
    pub shape: &'a [i64],
    /// The element type.
    pub element: Type,
    /// The layout attribute, if not the default identity.
    pub layout: Option<Attribute>,
    /// The memory space attribute, if any.
    pub memory_space: Option<Attribute>,
}

/// The parts of the memref type `t`, or `None` if `t` is not a ranked memref.
pub fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts<'_>> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some(MemRefParts {
            shape,
            element: *element,
            layout: *layout,
            memory_space: *memory_space,
        }),
        _ => None,
    }
}

/// Whether a layout attribute is the identity (absent or an identity map).
pub fn is_identity_layout(ctx: &Context, layout: Option<Attribute>) -> bool {
    match layout.map(|l| ctx.attr_kind(l)) {
        None => true,
        Some(AttrKind::AffineMap(m)) => m.is_identity(ctx),
        _ => false,
    }
}

/// Accumulates the linear form of `e` scaled by `factor` into `strides`
/// and `offset`; fails on `mod`, `floordiv`, `ceildiv` of dimensions and
/// products of dimensions.
fn extract_strides(ctx: &Context, e: AffineExpr, factor: i64, strides: &mut [i64], offset: &mut i64) -> bool {
    match e.kind(ctx) {
        AffineExprKind::Dim(d) => match strides.get_mut(d as usize) {
            Some(s) => {
                *s = add(*s, factor);
                true
            }
            None => false,
        },
        AffineExprKind::Symbol(_) => {
            *offset = DYNAMIC;
            true
        }
        AffineExprKind::Constant(c) => {
            *offset = add(*offset, mul(c, factor));
            true
        }
        AffineExprKind::Binary(AffineBinaryOp::Add, l, r) => {
            extract_strides(ctx, l, factor, strides, offset)
                && extract_strides(ctx, r, factor, strides, offset)
        }
        AffineExprKind::Binary(AffineBinaryOp::Mul, l, r) => {
            let scale = |x: AffineExpr| x.as_constant(ctx).unwrap_or(DYNAMIC);
            if l.is_symbolic_or_constant(ctx) {
                extract_strides(ctx, r, mul(factor, scale(l)), strides, offset)
            } else if r.is_symbolic_or_constant(ctx) {
                extract_strides(ctx, l, mul(factor, scale(r)), strides, offset)
            } else {
                false
            }
        }
        AffineExprKind::Binary(_, _, _) => {
            if e.is_symbolic_or_constant(ctx) {
                *offset = DYNAMIC;
                true
            } else {
                false
            }
        }
    }
}

/// The strides and offset of a ranked memref type (`getStridesAndOffset`),
/// or `None` if its layout is not strided.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let parts = memref_parts(ctx, t)?;
    let Some(layout) = parts.layout else {
        return Some((canonical_strides(parts.shape), 0));
    };
    match ctx.attr_kind(layout) {
        AttrKind::StridedLayout { offset, strides } => Some((strides.to_vec(), *offset)),
        AttrKind::AffineMap(m) if m.is_identity(ctx) => Some((canonical_strides(parts.shape), 0)),
        AttrKind::AffineMap(m) => {
            if m.results.len() != 1 || m.num_dims as usize != parts.shape.len() {
                return None;
            }
            let mut strides = vec![0; parts.shape.len()];
            let mut offset = 0;
            extract_strides(ctx, m.results[0], 1, &mut strides, &mut offset).then_some((strides, offset))
        }
        _ => None,
    }
}

/// The number of symbols of a memref type's layout map.
pub fn layout_num_symbols(ctx: &Context, t: Type) -> usize {
    let Some(layout) = memref_parts(ctx, t).and_then(|p| p.layout) else {
        return 0;
    };
    match ctx.attr_kind(layout) {
        AttrKind::AffineMap(m) if !m.is_identity(ctx) => m.num_symbols as usize,
        AttrKind::StridedLayout { offset, strides } => {
            strides.iter().filter(|&&s| s == DYNAMIC).count() + usize::from(*offset == DYNAMIC)
        }
        _ => 0,
    }
}

/// `memref<shape x element, strided<strides, offset: offset>, space>`.
pub fn strided_memref(
    ctx: &Context,
    shape: &[i64],
    element: Type,
    strides: &[i64],
    offset: i64,
    memory_space: Option<Attribute>,
) -> Type {
    let layout = ctx.intern_attr(AttrKind::StridedLayout {
        offset,
        strides: strides.into(),
    });
    ctx.intern_type(TypeKind::MemRef {
        shape: shape.into(),
        element,
        layout: Some(layout),
        memory_space,
    })
}

/// A memref type with another shape and layout, keeping the element type
/// and memory space of `like`.
pub fn memref_like(ctx: &Context, like: &MemRefParts<'_>, shape: &[i64], layout: Option<Attribute>) -> Type {
    ctx.intern_type(TypeKind::MemRef {
        shape: shape.into(),
        element: like.element,
        layout,
        memory_space: like.memory_space,
    })
}

/// The layout of a result with `strides` and `offset`: the identity when
/// they are the canonical ones of `shape`, `strided<...>` otherwise.
pub fn layout_for(ctx: &Context, shape: &[i64], strides: &[i64], offset: i64) -> Option<Attribute> {
    if offset == 0 && strides == canonical_strides(shape).as_slice() {
        None
    } else {
        Some(ctx.intern_attr(AttrKind::StridedLayout {
            offset,
            strides: strides.into(),
        }))
    }
}

/// The result type of `memref.subview` of `source` with static offsets,
/// sizes and strides (`SubViewOp::inferResultType`).
pub fn subview_result_type(
    ctx: &Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let parts = memref_parts(ctx, source)?;
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    let mut offset = src_offset;
    for (&o, &s) in offsets.iter().zip(&src_strides) {
        offset = add(offset, sat_mul(o, s));
    }
    let target: Vec<i64> = src_strides
        .iter()
        .zip(strides)
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    Some(strided_memref(
        ctx,
        sizes,
        parts.element,
        &target,
        offset,
        parts.memory_space,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_strides_stop_at_dynamic_sizes() {
        assert_eq!(canonical_strides(&[2, 3, 4]), [12, 4, 1]);
        assert_eq!(canonical_strides(&[2, DYNAMIC, 4]), [DYNAMIC, 4, 1]);
        assert_eq!(canonical_strides(&[4, 0, 3]), [DYNAMIC, 3, 1]);
        assert_eq!(canonical_strides(&[]), Vec::<i64>::new());
    }

    #[test]
    fn strides_of_layouts() {
        let ctx = Context::new();
        let f32 = ctx.f32();
        let t = ctx.memref_type(&[4, 5], f32);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![5, 1], 0)));
        let s = strided_memref(&ctx, &[4, 5], f32, &[10, 2], DYNAMIC, None);
        assert_eq!(strides_and_offset(&ctx, s), Some((vec![10, 2], DYNAMIC)));
        assert_eq!(layout_num_symbols(&ctx, s), 1);
        // (d0, d1)[s0] -> (d0 * 7 + d1 * s0 + 3)
        let (d0, d1, s0) = (ctx.affine_dim(0), ctx.affine_dim(1), ctx.affine_symbol(0));
        let e = ctx.affine_add(
            ctx.affine_add(ctx.affine_mul(d0, ctx.affine_constant(7)), ctx.affine_mul(d1, s0)),
            ctx.affine_constant(3),
        );
        let map = strata_ir::affine::AffineMap::new(2, 1, vec![e]);
        let layout = ctx.intern_attr(AttrKind::AffineMap(map));
        let t = ctx.intern_type(TypeKind::MemRef {
            shape: vec![4, 5].into(),
            element: f32,
            layout: Some(layout),
            memory_space: None,
        });
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![7, DYNAMIC], 3)));
        let m = ctx.affine_mod(d0, ctx.affine_constant(2));
        let map = strata_ir::affine::AffineMap::new(2, 0, vec![ctx.affine_add(m, d1)]);
        let layout = ctx.intern_attr(AttrKind::AffineMap(map));
        let t = ctx.intern_type(TypeKind::MemRef {
            shape: vec![4, 5].into(),
            element: f32,
            layout: Some(layout),
            memory_space: None,
        });
        assert_eq!(strides_and_offset(&ctx, t), None);
    }

    #[test]
    fn subview_type_composes_offsets_and_strides() {
        let ctx = Context::new();
        let src = ctx.memref_type(&[8, 16], ctx.f32());
        let t = subview_result_type(&ctx, src, &[2, 4], &[4, 4], &[1, 2]).unwrap();
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![16, 2], 36)));
        let t = subview_result_type(&ctx, src, &[DYNAMIC, 4], &[4, 4], &[1, 1]).unwrap();
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![16, 1], DYNAMIC)));
    }
}
