//! The tensor dialect's transform ops: the type conversion
//! `transform.type_conversion.tensor.cast_shape_dynamic_dims`.

pub mod transform_ops;
