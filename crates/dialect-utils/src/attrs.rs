//! Dense array attributes (`array<i32: ...>`, `array<i64: ...>`).

use strata_ir::{AttrKind, Attribute, Context};

pub use strata_ods::directives::{dense_i64_array, dense_i64_values};

/// A dense i32 array attribute (`array<i32: ...>`), as operand segment
/// sizes are.
pub fn dense_i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.i32(),
        len: values.len() as u32,
        bytes: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
    })
}

/// The values of an `array<i32: ...>` attribute.
pub fn dense_i32_values(ctx: &Context, a: Attribute) -> Option<Vec<i32>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, bytes, .. } if ctx.integer_width(*element) == Some(32) => Some(
            bytes
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ),
        _ => None,
    }
}
