//! The transform dialect's types: handles to payload ops
//! (`!transform.any_op`, `!transform.op<"name">`), to payload values
//! (`!transform.any_value`) and parameters (`!transform.param<T>`,
//! `!transform.any_param`, `!transform.type`, `!transform.affine_map`).

use strata_ir::{Context, Type, TypeKind};
use strata_ods::typedef::{param, AttrDefSpec, DialectTypeDefs, ParamKind, ParamSpec, TypeDefSpec};

static TYPES: [TypeDefSpec; 7] = [
    TypeDefSpec {
        cpp_name: "AffineMapParamType",
        summary: "affine_map",
        description: "A parameter whose values are affine maps.",
        ..TypeDefSpec::new("affine_map")
    },
    TypeDefSpec {
        cpp_name: "AnyOpType",
        summary: "any transform op type",
        description: "A handle to any list of payload operations.",
        ..TypeDefSpec::new("any_op")
    },
    TypeDefSpec {
        cpp_name: "AnyParamType",
        summary: "any transform param type",
        description: "A parameter whose values are any attributes.",
        ..TypeDefSpec::new("any_param")
    },
    TypeDefSpec {
        cpp_name: "AnyValueType",
        summary: "any transform value type",
        description: "A handle to any list of payload values.",
        ..TypeDefSpec::new("any_value")
    },
    TypeDefSpec {
        cpp_name: "OperationType",
        summary: "a handle to payload ops of one name",
        description: "A handle to payload operations that all have the given name.",
        parameters: &[ParamSpec::new("operation_name", ParamKind::String)],
        format: Some("`<` $operation_name `>`"),
        ..TypeDefSpec::new("op")
    },
    TypeDefSpec {
        cpp_name: "ParamType",
        summary: "a parameter of one integer type",
        description: "A parameter whose values are integer attributes of the given type.",
        parameters: &[ParamSpec::new("type", ParamKind::Type)],
        format: Some("`<` $type `>`"),
        verify: Some(verify_param),
        ..TypeDefSpec::new("param")
    },
    TypeDefSpec {
        cpp_name: "TypeParamType",
        summary: "a parameter of types",
        description: "A parameter whose values are type attributes.",
        ..TypeDefSpec::new("type")
    },
];

fn verify_param(ctx: &Context, params: &[strata_ir::Attribute]) -> Result<(), String> {
    let ty = params.first().and_then(|&a| param::ty(ctx, a));
    match ty.map(|t| ctx.type_kind(t)) {
        Some(TypeKind::Integer { width, .. }) if *width <= 64 => Ok(()),
        _ => Err("only supports integer types with width <=64".into()),
    }
}

static ATTRS: [AttrDefSpec; 1] = [AttrDefSpec {
    cpp_name: "ParamOperandAttr",
    summary: "the index of a parameter operand",
    description: "In the options of `apply_registered_pass`: the option's value is the parameter operand at this index among the dynamic options.",
    parameters: &[ParamSpec::new("index", ParamKind::Attr)],
    format: Some("`<` `index` `=` $index `>`"),
    ..AttrDefSpec::new("param_operand")
}];

/// The transform dialect's types and attributes.
pub static DEFS: DialectTypeDefs = DialectTypeDefs {
    dialect: "transform",
    types: &TYPES,
    attrs: &ATTRS,
    unknown_type: None,
};

/// What a script value stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HandleKind {
    /// Payload ops.
    Op,
    /// Payload values.
    Value,
    /// Attributes.
    Param,
}

fn mnemonic(ctx: &Context, ty: Type) -> Option<(&str, &str)> {
    match ctx.type_kind(ty) {
        TypeKind::Dialect {
            dialect, mnemonic, ..
        } => Some((ctx.ident_str(*dialect), ctx.ident_str(*mnemonic))),
        _ => None,
    }
}

/// The kind of handle a type is: `!transform.any_value` is a value handle,
/// parameter types are parameters, everything else (the op handle types,
/// `!pdl.operation`) an op handle.
pub fn handle_kind(ctx: &Context, ty: Type) -> HandleKind {
    match mnemonic(ctx, ty) {
        Some(("transform", "any_value")) | Some(("pdl", "value")) => HandleKind::Value,
        Some(("transform", "param" | "any_param" | "type" | "affine_map")) | Some(("pdl", "attribute")) => {
            HandleKind::Param
        }
        _ => HandleKind::Op,
    }
}

/// Whether `ty` implements `TransformHandleTypeInterface` (op handles).
pub fn is_op_handle_type(ctx: &Context, ty: Type) -> bool {
    matches!(
        mnemonic(ctx, ty),
        Some(("transform", "any_op" | "op")) | Some(("pdl", "operation"))
    )
}

/// Whether `ty` implements `TransformValueHandleTypeInterface`.
pub fn is_value_handle_type(ctx: &Context, ty: Type) -> bool {
    matches!(
        mnemonic(ctx, ty),
        Some(("transform", "any_value")) | Some(("pdl", "value"))
    )
}

/// Whether `ty` implements `TransformParamTypeInterface`.
pub fn is_param_type(ctx: &Context, ty: Type) -> bool {
    matches!(
        mnemonic(ctx, ty),
        Some(("transform", "param" | "any_param" | "type" | "affine_map"))
    )
}

/// The op name of a `!transform.op<"name">`.
pub fn op_type_name(ctx: &Context, ty: Type) -> Option<&str> {
    if mnemonic(ctx, ty)? != ("transform", "op") {
        return None;
    }
    let params = DEFS.type_params(ctx, ty, "op")?;
    param::str(ctx, *params.first()?)
}

/// The element type of a `!transform.param<T>`.
pub fn param_type_element(ctx: &Context, ty: Type) -> Option<Type> {
    let params = DEFS.type_params(ctx, ty, "param")?;
    param::ty(ctx, *params.first()?)
}

/// `!transform.any_op`.
pub fn any_op(ctx: &Context) -> Type {
    DEFS.get_type(ctx, "any_op", &[])
        .expect("a type without parameters")
}

/// `!transform.param<i64>`.
pub fn param_i64(ctx: &Context) -> Type {
    DEFS.get_type(ctx, "param", &[strata_ods::typedef::Param::Type(ctx.i64())])
        .expect("an integer parameter type")
}
