//! The transform dialect's types: handles to payload ops
//! (`!transform.any_op`, `!transform.op<"name">`), to payload values
//! (`!transform.any_value`) and parameters (`!transform.param<T>`,
//! `!transform.any_param`, `!transform.type`, `!transform.affine_map`).

use strata_ir::{AttrKind, Attribute, Context, Diagnostic, Location, OpRef, Type, TypeKind};
use strata_ods::typedef::{param, AttrDefSpec, DialectTypeDefs, ParamKind, ParamSpec, TypeDefSpec};

/// A payload op check: the error, at the handle's location, if the op
/// does not fit a handle of the type.
pub type CheckOpFn = fn(&Context, Type, OpRef<'_>, Location) -> Option<Diagnostic>;

/// A parameter check: the error if the attribute does not fit.
pub type CheckParamFn = fn(&Context, Type, Attribute, Location) -> Option<Diagnostic>;

/// MLIR's `TransformHandleTypeInterface`, `TransformValueHandleTypeInterface`
/// and `TransformParamTypeInterface`, declared in a transform type's
/// definition (`interfaces`): what a value of the type stands for and
/// which payload it admits. Extensions declare their types with it too.
#[derive(Copy, Clone, Debug)]
pub struct TransformTypeInterface {
    /// Payload ops, values or parameters.
    pub kind: HandleKind,
    /// MLIR's `checkPayload` for payload ops: the error (at the handle's
    /// location) if op does not fit a handle of the type.
    pub check_op: Option<CheckOpFn>,
    /// MLIR's `checkPayload` for parameters: the error if the attribute
    /// does not fit.
    pub check_param: Option<CheckParamFn>,
}

impl TransformTypeInterface {
    /// A type of handles of `kind` admitting any payload.
    pub const fn any(kind: HandleKind) -> TransformTypeInterface {
        TransformTypeInterface {
            kind,
            check_op: None,
            check_param: None,
        }
    }
}

static OP_HANDLE: TransformTypeInterface = TransformTypeInterface::any(HandleKind::Op);
static VALUE_HANDLE: TransformTypeInterface = TransformTypeInterface::any(HandleKind::Value);
static PARAM: TransformTypeInterface = TransformTypeInterface::any(HandleKind::Param);
static NAMED_OP_HANDLE: TransformTypeInterface = TransformTypeInterface {
    check_op: Some(check_op_name),
    ..TransformTypeInterface::any(HandleKind::Op)
};
static TYPE_PARAM: TransformTypeInterface = TransformTypeInterface {
    check_param: Some(|ctx, _, a, loc| {
        ctx.type_attr_value(a).is_none().then(|| {
            Diagnostic::error(
                loc,
                format!("expected type attribute, got {}", ctx.attr_to_string(a)),
            )
        })
    }),
    ..TransformTypeInterface::any(HandleKind::Param)
};
static AFFINE_MAP_PARAM: TransformTypeInterface = TransformTypeInterface {
    check_param: Some(|ctx, _, a, loc| {
        (!matches!(ctx.attr_kind(a), AttrKind::AffineMap(_))).then(|| {
            Diagnostic::error(
                loc,
                format!("expected affine map attribute, got {}", ctx.attr_to_string(a)),
            )
        })
    }),
    ..TransformTypeInterface::any(HandleKind::Param)
};
static INTEGER_PARAM: TransformTypeInterface = TransformTypeInterface {
    check_param: Some(check_integer_param),
    ..TransformTypeInterface::any(HandleKind::Param)
};

/// `!transform.op<"name">` admits ops of that name.
fn check_op_name(ctx: &Context, ty: Type, op: OpRef<'_>, loc: Location) -> Option<Diagnostic> {
    let expected = op_type_name(ctx, ty)?;
    let name = op.name_str();
    (name != expected).then(|| {
        // An op in an error's text is in its generic form, on a new line
        // when it spans several (MLIR's `appendOp`).
        let text = ctx
            .op_note_printer()
            .map_or_else(|| ctx.op_to_string(op), |p| p(op));
        let sep = if text.contains('\n') { "\n" } else { "" };
        Diagnostic::error(
            loc,
            format!("incompatible payload operation name expected {expected} vs {name} -> {sep}{text}"),
        )
        .with_note(op.loc(), "payload operation")
    })
}

/// `!transform.param<T>` admits integer attributes of type `T`.
fn check_integer_param(ctx: &Context, ty: Type, a: Attribute, loc: Location) -> Option<Diagnostic> {
    let expected = param_type_element(ctx, ty)?;
    let AttrKind::Integer { ty: actual, .. } = ctx.attr_kind(a) else {
        return Some(Diagnostic::error(
            loc,
            format!(
                "expected parameter to be an integer attribute, got {}",
                ctx.attr_to_string(a)
            ),
        ));
    };
    (*actual != expected).then(|| {
        Diagnostic::error(
            loc,
            format!(
                "expected the type of the parameter attribute ('{}') to match the parameter type ('{}')",
                ctx.type_to_string(*actual),
                ctx.type_to_string(expected)
            ),
        )
    })
}

static TYPES: [TypeDefSpec; 7] = [
    TypeDefSpec {
        cpp_name: "AffineMapParamType",
        summary: "affine_map",
        description: "A parameter whose values are affine maps.",
        interfaces: &[&AFFINE_MAP_PARAM],
        ..TypeDefSpec::new("affine_map")
    },
    TypeDefSpec {
        cpp_name: "AnyOpType",
        summary: "any transform op type",
        description: "A handle to any list of payload operations.",
        interfaces: &[&OP_HANDLE],
        ..TypeDefSpec::new("any_op")
    },
    TypeDefSpec {
        cpp_name: "AnyParamType",
        summary: "any transform param type",
        description: "A parameter whose values are any attributes.",
        interfaces: &[&PARAM],
        ..TypeDefSpec::new("any_param")
    },
    TypeDefSpec {
        cpp_name: "AnyValueType",
        summary: "any transform value type",
        description: "A handle to any list of payload values.",
        interfaces: &[&VALUE_HANDLE],
        ..TypeDefSpec::new("any_value")
    },
    TypeDefSpec {
        cpp_name: "OperationType",
        summary: "a handle to payload ops of one name",
        description: "A handle to payload operations that all have the given name.",
        parameters: &[ParamSpec::new("operation_name", ParamKind::String)],
        format: Some("`<` $operation_name `>`"),
        interfaces: &[&NAMED_OP_HANDLE],
        ..TypeDefSpec::new("op")
    },
    TypeDefSpec {
        cpp_name: "ParamType",
        summary: "a parameter of one integer type",
        description: "A parameter whose values are integer attributes of the given type.",
        parameters: &[ParamSpec::new("type", ParamKind::Type)],
        format: Some("`<` $type `>`"),
        verify: Some(verify_param),
        interfaces: &[&INTEGER_PARAM],
        ..TypeDefSpec::new("param")
    },
    TypeDefSpec {
        cpp_name: "TypeParamType",
        summary: "a parameter of types",
        description: "A parameter whose values are type attributes.",
        interfaces: &[&TYPE_PARAM],
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
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
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

/// The transform type interface of `ty`, if it has one (the transform
/// dialect's types and those extensions add to it).
pub fn type_interface(ctx: &Context, ty: Type) -> Option<&'static TransformTypeInterface> {
    strata_ods::typedef::type_def_interface::<TransformTypeInterface>(ctx, ty)
}

/// The kind of handle a type is: the kind its transform type interface
/// declares; of the PDL types, which the transform dialect also accepts,
/// `!pdl.value` is a value handle and `!pdl.attribute` a parameter;
/// everything else an op handle.
pub fn handle_kind(ctx: &Context, ty: Type) -> HandleKind {
    if let Some(i) = type_interface(ctx, ty) {
        return i.kind;
    }
    match mnemonic(ctx, ty) {
        Some(("pdl", "value")) => HandleKind::Value,
        Some(("pdl", "attribute")) => HandleKind::Param,
        _ => HandleKind::Op,
    }
}

/// Whether `ty` implements `TransformHandleTypeInterface` (op handles).
pub fn is_op_handle_type(ctx: &Context, ty: Type) -> bool {
    type_interface(ctx, ty).is_some_and(|i| i.kind == HandleKind::Op)
        || mnemonic(ctx, ty) == Some(("pdl", "operation"))
}

/// Whether `ty` implements `TransformValueHandleTypeInterface`.
pub fn is_value_handle_type(ctx: &Context, ty: Type) -> bool {
    type_interface(ctx, ty).is_some_and(|i| i.kind == HandleKind::Value)
        || mnemonic(ctx, ty) == Some(("pdl", "value"))
}

/// Whether `ty` implements `TransformParamTypeInterface`.
pub fn is_param_type(ctx: &Context, ty: Type) -> bool {
    type_interface(ctx, ty).is_some_and(|i| i.kind == HandleKind::Param)
}

/// MLIR's `checkPayload`: the error if `m` does not fit a handle of type
/// `ty` defined at `loc`. `payload_op` gives the payload op a handle
/// names (`None` for an erased one, which is not checked).
pub fn check_payload<'b>(
    ctx: &Context,
    ty: Type,
    m: &crate::Mapping,
    loc: Location,
    payload_op: impl Fn(crate::PayloadOp) -> Option<OpRef<'b>>,
) -> Option<Diagnostic> {
    let iface = type_interface(ctx, ty)?;
    match m {
        crate::Mapping::Ops(ops) => {
            let check = iface.check_op?;
            ops.iter()
                .find_map(|&p| payload_op(p).and_then(|op| check(ctx, ty, op, loc)))
        }
        crate::Mapping::Params(params) => {
            let check = iface.check_param?;
            params.iter().find_map(|&a| check(ctx, ty, a, loc))
        }
        crate::Mapping::Values(_) => None,
    }
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
