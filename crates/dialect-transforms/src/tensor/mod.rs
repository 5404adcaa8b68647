//! The tensor dialect's transformations: moving slices above reshapes,
//! and the transform ops (the type conversion
//! `transform.type_conversion.tensor.cast_shape_dynamic_dims`, the
//! bubble-up pattern set).

pub mod bubble_up;
pub mod decompose_concat;
pub mod empty;
pub mod fold_subset_ops;
pub mod transform_ops;
