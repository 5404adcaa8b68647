//! Helpers on vector types: their parts, building them with scalable
//! dimensions, and the small shape computations several ops share.

use strata_ir::{Context, OpRef, Type, TypeKind};

/// Whether `t` is a vector type.
pub fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. })
}

/// The shape, scalable flags (empty when no dimension is scalable) and
/// element type of a vector type.
pub fn vector_parts(ctx: &Context, t: Type) -> Option<(&[i64], &[bool], Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => Some((shape, scalable, *element)),
        _ => None,
    }
}

/// The scalable flag of each dimension of a vector type, one per dimension.
pub fn scalable_dims(ctx: &Context, t: Type) -> Vec<bool> {
    match vector_parts(ctx, t) {
        Some((shape, sc, _)) => (0..shape.len())
            .map(|i| sc.get(i).copied().unwrap_or(false))
            .collect(),
        None => Vec::new(),
    }
}

/// `vector<shape x element>` with the dimensions flagged in `scalable`
/// scalable (`scalable` may be shorter than `shape`).
pub fn vector_type(ctx: &Context, shape: &[i64], scalable: &[bool], element: Type) -> Type {
    let mut sc: Vec<bool> = (0..shape.len())
        .map(|i| scalable.get(i).copied().unwrap_or(false))
        .collect();
    if !sc.iter().any(|&b| b) {
        sc.clear();
    }
    ctx.intern_type(TypeKind::Vector {
        shape: shape.into(),
        scalable: sc.into(),
        element,
    })
}

/// The number of elements of a vector type (of its fixed part for
/// scalable vectors).
pub fn num_elements(shape: &[i64]) -> i64 {
    shape.iter().product()
}

/// The vector type with the trailing dimension doubled (`vector.interleave`).
pub fn double_trailing(ctx: &Context, t: Type) -> Type {
    resize_trailing(ctx, t, |d| d * 2)
}

/// The vector type with the trailing dimension halved
/// (`vector.deinterleave`).
pub fn halve_trailing(ctx: &Context, t: Type) -> Type {
    resize_trailing(ctx, t, |d| d / 2)
}

fn resize_trailing(ctx: &Context, t: Type, f: fn(i64) -> i64) -> Type {
    let Some((shape, sc, e)) = vector_parts(ctx, t) else {
        return t;
    };
    let mut shape = shape.to_vec();
    match shape.last_mut() {
        Some(last) => *last = f(*last),
        // A 0-D vector has one element.
        None => shape.push(f(1)),
    }
    let sc = sc.to_vec();
    vector_type(ctx, &shape, &sc, e)
}

/// Whether the `pos` attribute of `op` is a multiple of the element count
/// of `t` (`vector.scalable.insert`/`extract`).
pub fn pos_multiple(op: OpRef<'_>, t: Type) -> bool {
    let Some(pos) = op
        .attr("pos")
        .and_then(|a| op.ctx.integer_attr_value(a))
        .map(|v| v.sext_i64())
    else {
        return true;
    };
    match vector_parts(op.ctx, t) {
        Some((shape, _, _)) => {
            let n = num_elements(shape);
            n == 0 || pos % n == 0
        }
        None => true,
    }
}
