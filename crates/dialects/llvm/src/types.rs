//! The types of the `llvm` dialect: `!llvm.ptr`, `!llvm.void`,
//! `!llvm.array`, `!llvm.struct` (literal and identified), `!llvm.func`,
//! `!llvm.token`, `!llvm.label`, `!llvm.metadata` and the target extension
//! type `!llvm.target<"name", types..., ints...>`.
//!
//! They are stored as dialect types (`TypeKind::Dialect`) with these
//! parameters:
//! - `ptr`: the address space as an `i32` integer attribute;
//! - `array`: the element type and the length (a 64-bit integer);
//! - `struct`, literal: `packed` (bool) and the body (array of types);
//!   identified: the name (string), `packed` and the body, or a unit
//!   attribute for an opaque struct;
//! - `func`: the result type, the parameter types (array) and `var_arg`;
//! - `target`: the name (string), the type parameters (array of types) and
//!   the integer parameters (array of `i32` integers).
//!
//! Inside an llvm type, nested llvm types are written without their
//! `!llvm.` prefix (`!llvm.struct<(ptr, array<2 x i64>)>`), as MLIR does;
//! builtin integer, float and vector types are used directly.

use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::{APInt, AttrKind, Attribute, Context, FloatKind, LogicalResult, OpRef, Type, TypeKind};

const DIALECT: &str = "llvm";

/// The data of an llvm dialect type, as [`llvm_type`] reads it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LlvmType {
    /// `!llvm.void`.
    Void,
    /// `!llvm.ptr` in an address space.
    Ptr {
        /// The address space (0 by default).
        address_space: u32,
    },
    /// `!llvm.array<len x element>`.
    Array {
        /// The element type.
        element: Type,
        /// The number of elements.
        len: u64,
    },
    /// A literal struct has no name; an identified one has a name and, when
    /// opaque, no body.
    Struct {
        /// The name of an identified struct; `None` for a literal one.
        name: Option<String>,
        /// Whether the struct is packed (no padding between fields).
        packed: bool,
        /// The field types; `None` for an opaque identified struct.
        body: Option<Vec<Type>>,
    },
    /// `!llvm.func<result (params...)>`.
    Func {
        /// The result type (`!llvm.void` for none).
        result: Type,
        /// The parameter types.
        params: Vec<Type>,
        /// Whether the function takes variadic arguments.
        var_arg: bool,
    },
    /// `!llvm.token`.
    Token,
    /// `!llvm.label`.
    Label,
    /// `!llvm.metadata`.
    Metadata,
    /// `!llvm.ppc_fp128`: PowerPC's 128-bit float (two doubles).
    PpcFp128,
    /// `!llvm.target<"name", types..., ints...>`: a target extension type.
    TargetExt {
        /// The name (`"spirv.Image"`).
        name: String,
        /// The type parameters.
        type_params: Vec<Type>,
        /// The integer parameters.
        int_params: Vec<u32>,
    },
}

fn make(ctx: &Context, mnemonic: &str, params: &[Attribute]) -> Type {
    ctx.intern_type(TypeKind::Dialect {
        dialect: ctx.ident(DIALECT),
        mnemonic: ctx.ident(mnemonic),
        params: params.into(),
    })
}

fn u64_attr(ctx: &Context, v: u64) -> Attribute {
    ctx.intern_attr(AttrKind::Integer {
        ty: ctx.i64(),
        value: APInt::from_u64(64, v),
    })
}

fn types_attr(ctx: &Context, ts: &[Type]) -> Attribute {
    let elems: Vec<Attribute> = ts.iter().map(|&t| ctx.type_attr(t)).collect();
    ctx.array_attr(&elems)
}

/// `!llvm.ptr` in `address_space` (`!llvm.ptr<3>`; 0 prints as `!llvm.ptr`).
pub fn ptr_type(ctx: &Context, address_space: u32) -> Type {
    make(
        ctx,
        "ptr",
        &[ctx.integer_attr(ctx.i32(), address_space as i32 as i64)],
    )
}

/// `!llvm.void`.
pub fn void_type(ctx: &Context) -> Type {
    make(ctx, "void", &[])
}

/// `!llvm.token`.
pub fn token_type(ctx: &Context) -> Type {
    make(ctx, "token", &[])
}

/// `!llvm.ppc_fp128`.
pub fn ppc_fp128_type(ctx: &Context) -> Type {
    make(ctx, "ppc_fp128", &[])
}

/// `!llvm.label`.
pub fn label_type(ctx: &Context) -> Type {
    make(ctx, "label", &[])
}

/// `!llvm.metadata`.
pub fn metadata_type(ctx: &Context) -> Type {
    make(ctx, "metadata", &[])
}

/// The target extension type `!llvm.target<"name", type_params...,
/// int_params...>`.
pub fn target_ext_type(ctx: &Context, name: &str, type_params: &[Type], int_params: &[u32]) -> Type {
    let ints: Vec<Attribute> = int_params
        .iter()
        .map(|&v| ctx.integer_attr(ctx.i32(), v as i32 as i64))
        .collect();
    make(
        ctx,
        "target",
        &[
            ctx.string_attr(name),
            types_attr(ctx, type_params),
            ctx.array_attr(&ints),
        ],
    )
}

/// The name of a target extension type, or `None` for other types.
pub fn target_ext_name(ctx: &Context, t: Type) -> Option<&str> {
    match llvm_kind(ctx, t)? {
        (LlvmKind::TargetExt, [name, ..]) => ctx.string_attr_value(*name),
        _ => None,
    }
}

/// `LLVMTargetExtType::hasProperty(HasZeroInit)`: the SPIR-V types.
pub fn target_ext_has_zero_init(ctx: &Context, t: Type) -> bool {
    target_ext_name(ctx, t).is_some_and(|n| n.starts_with("spirv."))
}

/// `LLVMTargetExtType::hasProperty(CanBeGlobal)`: the SPIR-V types and
/// `amdgcn.named.barrier`.
pub fn target_ext_can_be_global(ctx: &Context, t: Type) -> bool {
    target_ext_name(ctx, t).is_some_and(|n| n.starts_with("spirv.") || n == "amdgcn.named.barrier")
}

/// `LLVMTargetExtType::supportsMemOps`: the SPIR-V types and
/// `aarch64.svcount`.
pub fn target_ext_supports_mem_ops(ctx: &Context, t: Type) -> bool {
    target_ext_name(ctx, t).is_some_and(|n| n.starts_with("spirv.") || n == "aarch64.svcount")
}

/// `!llvm.array<len x element>`. The element type is not checked (see
/// [`is_valid_array_element`]).
pub fn array_type(ctx: &Context, element: Type, len: u64) -> Type {
    make(ctx, "array", &[ctx.type_attr(element), u64_attr(ctx, len)])
}

/// A literal struct: `!llvm.struct<(body)>` or `!llvm.struct<packed (body)>`.
pub fn struct_type(ctx: &Context, body: &[Type], packed: bool) -> Type {
    make(ctx, "struct", &[ctx.bool_attr(packed), types_attr(ctx, body)])
}

/// An identified struct: `!llvm.struct<"name", (body)>`, or with `None`
/// for the body the opaque `!llvm.struct<"name", opaque>`. Unlike MLIR,
/// where an identified struct is one mutable type per name, the name and
/// the body together identify the type; the parser keeps one body per
/// name (`Context::register_named_type`).
pub fn identified_struct_type(ctx: &Context, name: &str, body: Option<&[Type]>, packed: bool) -> Type {
    let body = match body {
        Some(b) => types_attr(ctx, b),
        None => ctx.unit_attr(),
    };
    make(
        ctx,
        "struct",
        &[ctx.string_attr(name), ctx.bool_attr(packed), body],
    )
}

/// `!llvm.func<result (params, ...)>`; `result` is `!llvm.void` for none.
///
/// Stored as a builtin function type `(params) -> (result)` (no result for
/// `void`) and the `var_arg` flag, so that [`function_type_parts`] can lend
/// the parameter and result types as slices.
pub fn function_type(ctx: &Context, result: Type, params: &[Type], var_arg: bool) -> Type {
    let results: &[Type] = if is_void(ctx, result) {
        &[]
    } else {
        std::slice::from_ref(&result)
    };
    let inner = ctx.function_type(params, results);
    make(ctx, "func", &[ctx.type_attr(inner), ctx.bool_attr(var_arg)])
}

/// The parameter types, the result types (empty for `void`) and the
/// `var_arg` flag of an `!llvm.func` type.
pub fn function_type_parts(ctx: &Context, t: Type) -> Option<(&[Type], &[Type], bool)> {
    let TypeKind::Dialect {
        dialect,
        mnemonic,
        params,
    } = ctx.type_kind(t)
    else {
        return None;
    };
    if ctx.ident_str(*dialect) != DIALECT || ctx.ident_str(*mnemonic) != "func" {
        return None;
    }
    let [inner, var_arg] = &params[..] else {
        return None;
    };
    let (inputs, results) = ctx.function_type_parts(ctx.type_attr_value(*inner)?)?;
    Some((inputs, results, bool_of(ctx, *var_arg)?))
}

fn types_of(ctx: &Context, a: Attribute) -> Option<Vec<Type>> {
    ctx.array_attr_elements(a)?
        .iter()
        .map(|&e| ctx.type_attr_value(e))
        .collect()
}

fn bool_of(ctx: &Context, a: Attribute) -> Option<bool> {
    match ctx.attr_kind(a) {
        AttrKind::Bool(b) => Some(*b),
        _ => None,
    }
}

/// Which llvm dialect type `t` is, without reading its parameters.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LlvmKind {
    /// `!llvm.void`.
    Void,
    /// `!llvm.ptr`.
    Ptr,
    /// `!llvm.array`.
    Array,
    /// `!llvm.struct`.
    Struct,
    /// `!llvm.func`.
    Func,
    /// `!llvm.token`.
    Token,
    /// `!llvm.label`.
    Label,
    /// `!llvm.metadata`.
    Metadata,
    /// `!llvm.ppc_fp128`.
    PpcFp128,
    /// `!llvm.target`.
    TargetExt,
}

/// The kind of llvm dialect type `t` is, or `None` for other types; with
/// its parameters. Unlike [`llvm_type`] it allocates nothing: verifiers
/// ask it for every operand and result.
pub fn llvm_kind(ctx: &Context, t: Type) -> Option<(LlvmKind, &[Attribute])> {
    let TypeKind::Dialect {
        dialect,
        mnemonic,
        params,
    } = ctx.type_kind(t)
    else {
        return None;
    };
    if ctx.ident_str(*dialect) != DIALECT {
        return None;
    }
    let kind = match ctx.ident_str(*mnemonic) {
        "void" => LlvmKind::Void,
        "ptr" => LlvmKind::Ptr,
        "array" => LlvmKind::Array,
        "struct" => LlvmKind::Struct,
        "func" => LlvmKind::Func,
        "token" => LlvmKind::Token,
        "label" => LlvmKind::Label,
        "metadata" => LlvmKind::Metadata,
        "ppc_fp128" => LlvmKind::PpcFp128,
        "target" => LlvmKind::TargetExt,
        _ => return None,
    };
    Some((kind, params))
}

/// The llvm dialect type `t` is, or `None` for other types.
pub fn llvm_type(ctx: &Context, t: Type) -> Option<LlvmType> {
    use LlvmKind as K;
    let (kind, params) = llvm_kind(ctx, t)?;
    Some(match (kind, params) {
        (K::Void, []) => LlvmType::Void,
        (K::Token, []) => LlvmType::Token,
        (K::Label, []) => LlvmType::Label,
        (K::Metadata, []) => LlvmType::Metadata,
        (K::PpcFp128, []) => LlvmType::PpcFp128,
        (K::Ptr, [a]) => LlvmType::Ptr {
            address_space: ctx.integer_attr_value(*a)?.zext_u64() as u32,
        },
        (K::Array, [e, n]) => LlvmType::Array {
            element: ctx.type_attr_value(*e)?,
            len: ctx.integer_attr_value(*n)?.zext_u64(),
        },
        (K::Struct, [packed, body]) => LlvmType::Struct {
            name: None,
            packed: bool_of(ctx, *packed)?,
            body: Some(types_of(ctx, *body)?),
        },
        (K::Struct, [name, packed, body]) => LlvmType::Struct {
            name: Some(ctx.string_attr_value(*name)?.to_string()),
            packed: bool_of(ctx, *packed)?,
            body: match ctx.attr_kind(*body) {
                AttrKind::Unit => None,
                _ => Some(types_of(ctx, *body)?),
            },
        },
        (K::TargetExt, [name, types, ints]) => LlvmType::TargetExt {
            name: ctx.string_attr_value(*name)?.to_string(),
            type_params: types_of(ctx, *types)?,
            int_params: ctx
                .array_attr_elements(*ints)?
                .iter()
                .map(|&i| Some(ctx.integer_attr_value(i)?.zext_u64() as u32))
                .collect::<Option<_>>()?,
        },
        (K::Func, [_, _]) => {
            let (params, results, var_arg) = function_type_parts(ctx, t)?;
            LlvmType::Func {
                result: results.first().copied().unwrap_or_else(|| void_type(ctx)),
                params: params.to_vec(),
                var_arg,
            }
        }
        _ => return None,
    })
}

/// Whether `t` is `!llvm.ptr` (in any address space).
pub fn is_ptr(ctx: &Context, t: Type) -> bool {
    matches!(llvm_kind(ctx, t), Some((LlvmKind::Ptr, _)))
}

/// Whether `t` may be the element of a builtin vector: `!llvm.ptr` and
/// `!llvm.ppc_fp128`.
pub fn is_vector_element(ctx: &Context, t: Type) -> bool {
    matches!(llvm_kind(ctx, t), Some((LlvmKind::Ptr | LlvmKind::PpcFp128, _)))
}

/// The address space of a `!llvm.ptr`.
pub fn ptr_address_space(ctx: &Context, t: Type) -> Option<u32> {
    match llvm_type(ctx, t) {
        Some(LlvmType::Ptr { address_space }) => Some(address_space),
        _ => None,
    }
}

/// Whether `t` is `!llvm.void`.
pub fn is_void(ctx: &Context, t: Type) -> bool {
    matches!(llvm_kind(ctx, t), Some((LlvmKind::Void, _)))
}

/// `LLVM::isCompatibleFloatingPointType`.
pub fn is_compatible_float(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Float(
            FloatKind::BF16
                | FloatKind::F16
                | FloatKind::F32
                | FloatKind::F64
                | FloatKind::F80
                | FloatKind::F128
        )
    )
}

/// `LLVM::isCompatibleType`: signless integers, the LLVM-compatible
/// floats, vectors of those and of pointers, and the llvm dialect types
/// whose nested types are compatible.
pub fn is_compatible_type(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Integer { .. } => ctx.is_signless_integer(t),
        TypeKind::Float(_) => is_compatible_float(ctx, t),
        // Only 1-D vectors: LLVM has no multi-dimensional vectors.
        TypeKind::Vector { element, shape, .. } => {
            let e = *element;
            shape.len() == 1
                && (ctx.is_signless_integer(e) || is_compatible_float(ctx, e) || is_vector_element(ctx, e))
        }
        _ => match llvm_kind(ctx, t) {
            None => false,
            Some((LlvmKind::Array, [e, _])) => ctx
                .type_attr_value(*e)
                .is_some_and(|e| is_compatible_type(ctx, e)),
            Some((LlvmKind::Struct, params)) => {
                // The body is the last parameter: a list of types, or unit
                // for an opaque identified struct.
                let Some(&body) = params.last() else { return false };
                match ctx.array_attr_elements(body) {
                    Some(fields) => fields
                        .iter()
                        .all(|&f| ctx.type_attr_value(f).is_some_and(|f| is_compatible_type(ctx, f))),
                    None => matches!(ctx.attr_kind(body), AttrKind::Unit),
                }
            }
            Some((LlvmKind::Func, _)) => match function_type_parts(ctx, t) {
                Some((params, results, _)) => {
                    results.iter().chain(params).all(|&p| is_compatible_type(ctx, p))
                }
                None => false,
            },
            Some((LlvmKind::Array, _)) => false,
            Some(_) => true,
        },
    }
}

fn is_one_of(
    ctx: &Context,
    t: Type,
    void: bool,
    func: bool,
    label: bool,
    metadata: bool,
    token: bool,
) -> bool {
    match llvm_kind(ctx, t) {
        Some((LlvmKind::Void, _)) => void,
        Some((LlvmKind::Func, _)) => func,
        Some((LlvmKind::Label, _)) => label,
        Some((LlvmKind::Metadata, _)) => metadata,
        Some((LlvmKind::Token, _)) => token,
        _ => false,
    }
}

/// `LLVMArrayType::isValidElementType`.
pub fn is_valid_array_element(ctx: &Context, t: Type) -> bool {
    !is_one_of(ctx, t, true, true, true, true, true)
}

/// `LLVMStructType::isValidElementType`.
pub fn is_valid_struct_element(ctx: &Context, t: Type) -> bool {
    !is_one_of(ctx, t, true, true, true, true, true)
}

/// `LLVMFunctionType::isValidArgumentType`.
pub fn is_valid_argument_type(ctx: &Context, t: Type) -> bool {
    !is_one_of(ctx, t, true, true, false, false, false)
}

/// `LLVMFunctionType::isValidResultType`.
pub fn is_valid_result_type(ctx: &Context, t: Type) -> bool {
    !is_one_of(ctx, t, false, true, true, true, false)
}

// ---- parsing -------------------------------------------------------------------

const MNEMONICS: [&str; 10] = [
    "ptr",
    "void",
    "array",
    "struct",
    "func",
    "token",
    "label",
    "metadata",
    "ppc_fp128",
    "target",
];

/// The dialect's type parser, positioned on the mnemonic.
pub(crate) fn parse_type(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let pos = p.current_pos();
    // A builtin type (`!llvm.f32`, `!llvm.tensor<...>`) is valid only nested
    // inside an llvm type.
    if p.parse_optional_type()?.is_some() {
        return Err(p.emit_error_at(pos, "unexpected type, expected keyword"));
    }
    let Some(mnemonic) = p.parse_optional_any_keyword() else {
        return Err(p.emit_error_at(pos, "expected type mnemonic"));
    };
    parse_type_body(p, &mnemonic, pos, &mut Vec::new())
}

/// A type nested in an llvm type: an llvm type without its prefix, or any
/// other type. `enclosing` holds the names of the identified structs being
/// parsed around it.
fn parse_nested(p: &mut dyn AsmParser<'_>, enclosing: &mut Vec<String>) -> ParseResult<Type> {
    let pos = p.current_pos();
    for m in MNEMONICS {
        if p.peek_keyword(m) {
            p.parse_keyword(m)?;
            return parse_type_body(p, m, pos, enclosing);
        }
    }
    p.parse_type()
}

fn parse_u64(p: &mut dyn AsmParser<'_>) -> ParseResult<u64> {
    Ok(p.parse_integer()? as u64)
}

/// The parameters of `!llvm.target` after `<`: a name, then types, then
/// integers, each after a comma.
fn parse_target_ext(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let at = p.current_pos();
    let Some(name) = p.parse_optional_string()? else {
        p.emit_error_at(at, "expected string");
        return Err(p.emit_error_at(
            at,
            "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`",
        ));
    };
    let mut types = Vec::new();
    let mut ints = Vec::new();
    while p.parse_optional_punct(",") {
        let at = p.current_pos();
        if let Some(v) = p.parse_optional_integer()? {
            // An `unsigned` parameter: negative values wrap, as in MLIR.
            if v > i64::from(u32::MAX) || v < i64::from(i32::MIN) {
                // MLIR's parser then tries a type where the integer ended.
                p.emit_error_at(at, "integer value too large");
                let after = p.current_pos();
                p.emit_error_at(after, "expected valid keyword");
                return Err(
                    p.emit_error_at(after, "failed to parse parameter list for target extension type")
                );
            }
            ints.push(v as u32);
            continue;
        }
        // Type parameters come before the integer ones.
        if !ints.is_empty() {
            return Err(p.emit_error_at(at, "failed to parse parameter list for target extension type"));
        }
        types.push(p.parse_type()?);
    }
    p.parse_punct(">")?;
    Ok(target_ext_type(
        p.ctx(),
        &String::from_utf8_lossy(&name),
        &types,
        &ints,
    ))
}

fn parse_type_body(
    p: &mut dyn AsmParser<'_>,
    mnemonic: &str,
    mnemonic_pos: strata_ir::asm::SourcePos,
    enclosing: &mut Vec<String>,
) -> ParseResult<Type> {
    let ctx = p.ctx();
    // The verifier's errors point after the mnemonic.
    let pos = p.current_pos();
    let ty_str = |ctx: &Context, t: Type| format!("'{}'", ctx.type_to_string(t));
    match mnemonic {
        "void" => Ok(void_type(ctx)),
        "token" => Ok(token_type(ctx)),
        "label" => Ok(label_type(ctx)),
        "metadata" => Ok(metadata_type(ctx)),
        "ppc_fp128" => Ok(ppc_fp128_type(ctx)),
        "ptr" => {
            let mut space = 0;
            if p.parse_optional_punct("<") {
                let at = p.current_pos();
                match p.parse_optional_integer()? {
                    Some(v) => space = v as u32,
                    None => {
                        p.emit_error_at(at, "expected integer value");
                        return Err(p.emit_error_at(
                            at,
                            "failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`",
                        ));
                    }
                }
                p.parse_punct(">")?;
            }
            Ok(ptr_type(ctx, space))
        }
        "target" => {
            p.parse_punct("<")?;
            parse_target_ext(p)
        }
        "array" => {
            p.parse_punct("<")?;
            let len = parse_u64(p)?;
            p.parse_keyword("x")?;
            let element = parse_nested(p, enclosing)?;
            p.parse_punct(">")?;
            if !is_valid_array_element(ctx, element) {
                return Err(p.emit_error_at(
                    pos,
                    &format!("invalid array element type: {}", ty_str(ctx, element)),
                ));
            }
            Ok(array_type(ctx, element, len))
        }
        "func" => {
            p.parse_punct("<")?;
            let result = parse_nested(p, enclosing)?;
            p.parse_punct("(")?;
            let mut params = Vec::new();
            let mut var_arg = false;
            if !p.parse_optional_punct(")") {
                loop {
                    if p.parse_optional_punct("...") {
                        var_arg = true;
                        p.parse_punct(")")?;
                        break;
                    }
                    params.push(parse_nested(p, enclosing)?);
                    if p.parse_optional_punct(")") {
                        break;
                    }
                    p.parse_punct(",")?;
                }
            }
            p.parse_punct(">")?;
            if !is_valid_result_type(ctx, result) {
                return Err(p.emit_error_at(
                    pos,
                    &format!("invalid function result type: {}", ty_str(ctx, result)),
                ));
            }
            if let Some(&bad) = params.iter().find(|&&t| !is_valid_argument_type(ctx, t)) {
                return Err(p.emit_error_at(
                    pos,
                    &format!("invalid function argument type: {}", ty_str(ctx, bad)),
                ));
            }
            Ok(function_type(ctx, result, &params, var_arg))
        }
        "struct" => {
            p.parse_punct("<")?;
            let name = p
                .parse_optional_string()?
                .map(|s| String::from_utf8_lossy(&s).into_owned());
            if let Some(n) = &name {
                if !p.peek_punct(",") {
                    let at = p.current_pos();
                    // `struct<"a">` refers to an enclosing struct of that
                    // name, which this representation (a struct is its
                    // name and body) cannot express.
                    let msg = if enclosing.contains(n) {
                        "recursive identified structs are not supported"
                    } else {
                        "struct without a body only allowed in a recursive struct"
                    };
                    return Err(p.emit_error_at(at, msg));
                }
                p.parse_punct(",")?;
                if enclosing.contains(n) {
                    let at = p.current_pos();
                    return Err(p.emit_error_at(at, "identifier already used for an enclosing struct"));
                }
            }
            let at = p.current_pos();
            if p.parse_optional_keyword("opaque") {
                let Some(n) = name else {
                    return Err(p.emit_error_at(at, "only identified structs can be opaque"));
                };
                p.parse_punct(">")?;
                let t = identified_struct_type(ctx, &n, None, false);
                if ctx.register_named_type(DIALECT, &n, t).is_some() {
                    return Err(p.emit_error_at(at, "redeclaring defined struct as opaque"));
                }
                return Ok(t);
            }
            let packed = p.parse_optional_keyword("packed");
            p.parse_punct("(")?;
            let mut body = Vec::new();
            let pushed = name.is_some();
            if let Some(n) = &name {
                enclosing.push(n.clone());
            }
            let parsed = (|| -> ParseResult<()> {
                if !p.parse_optional_punct(")") {
                    loop {
                        body.push(parse_nested(p, enclosing)?);
                        if p.parse_optional_punct(")") {
                            break;
                        }
                        p.parse_punct(",")?;
                    }
                }
                Ok(())
            })();
            if pushed {
                enclosing.pop();
            }
            parsed?;
            p.parse_punct(">")?;
            if let Some(&bad) = body.iter().find(|&&t| !is_valid_struct_element(ctx, t)) {
                return Err(p.emit_error_at(
                    pos,
                    &format!("invalid LLVM structure element type: {}", ty_str(ctx, bad)),
                ));
            }
            let Some(n) = name else {
                return Ok(struct_type(ctx, &body, packed));
            };
            let t = identified_struct_type(ctx, &n, Some(&body), packed);
            // One body per name, as MLIR's identified structs are mutable
            // types set once.
            if ctx.register_named_type(DIALECT, &n, t).is_some() {
                return Err(p.emit_error_at(at, "identified type already used with a different body"));
            }
            Ok(t)
        }
        other => Err(p.emit_error_at(mnemonic_pos, &format!("unknown LLVM type: {other}"))),
    }
}

// ---- printing ------------------------------------------------------------------

/// The dialect's type printer (after `!llvm.`).
pub(crate) fn print_type(p: &mut dyn AsmPrinter<'_>, t: Type) {
    let ctx = p.ctx();
    match llvm_type(ctx, t) {
        Some(lt) => print_body(p, &lt),
        None => p.write_str("<<invalid llvm type>>"),
    }
}

fn print_nested(p: &mut dyn AsmPrinter<'_>, t: Type) {
    let ctx = p.ctx();
    match llvm_type(ctx, t) {
        // Printed with its dialect prefix, as MLIR prints it.
        Some(LlvmType::PpcFp128) | None => p.print_type(t),
        Some(lt) => print_body(p, &lt),
    }
}

fn print_list(p: &mut dyn AsmPrinter<'_>, ts: &[Type]) {
    for (i, &t) in ts.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_nested(p, t);
    }
}

fn print_body(p: &mut dyn AsmPrinter<'_>, t: &LlvmType) {
    match t {
        LlvmType::Void => p.write_str("void"),
        LlvmType::Token => p.write_str("token"),
        LlvmType::Label => p.write_str("label"),
        LlvmType::Metadata => p.write_str("metadata"),
        LlvmType::PpcFp128 => p.write_str("ppc_fp128"),
        LlvmType::Ptr { address_space } => {
            p.write_str("ptr");
            if *address_space != 0 {
                p.write_str(&format!("<{address_space}>"));
            }
        }
        LlvmType::Array { element, len } => {
            p.write_str(&format!("array<{len} x "));
            print_nested(p, *element);
            p.write_str(">");
        }
        LlvmType::Func {
            result,
            params,
            var_arg,
        } => {
            p.write_str("func<");
            print_nested(p, *result);
            p.write_str(" (");
            print_list(p, params);
            if *var_arg {
                if !params.is_empty() {
                    p.write_str(", ");
                }
                p.write_str("...");
            }
            p.write_str(")>");
        }
        LlvmType::Struct { name, packed, body } => {
            p.write_str("struct<");
            if let Some(n) = name {
                p.print_string_literal(n.as_bytes());
                p.write_str(", ");
            }
            match body {
                None => p.write_str("opaque"),
                Some(b) => {
                    if *packed {
                        p.write_str("packed ");
                    }
                    p.write_str("(");
                    print_list(p, b);
                    p.write_str(")");
                }
            }
            p.write_str(">");
        }
        LlvmType::TargetExt {
            name,
            type_params,
            int_params,
        } => {
            p.write_str("target<");
            p.print_string_literal(name.as_bytes());
            for &t in type_params {
                p.write_str(", ");
                p.print_type(t);
            }
            for i in int_params {
                p.write_str(&format!(", {i}"));
            }
            p.write_str(">");
        }
    }
}

/// MLIR's `DataLayoutTypeInterface::verifyEntries` of the LLVM types that
/// implement it: a pointer's layout is `[size, abi, preferred(, index)?]`,
/// an empty literal struct's `[abi(, preferred)?]` (other structs take no
/// entry), an array's anything; other LLVM types have no layout entries.
pub(crate) fn verify_layout_entry(op: OpRef<'_>, key: Type, value: Attribute) -> Option<LogicalResult> {
    let ctx = op.ctx;
    let quoted = || format!("'{}'", op.ctx.type_to_string(key));
    // A dense integer elements attribute: its element type and values.
    let dense = match ctx.attr_kind(value) {
        AttrKind::DenseElements { ty, .. } => ctx
            .element_type(*ty)
            .filter(|&e| matches!(ctx.type_kind(e), TypeKind::Integer { .. } | TypeKind::Index))
            .zip(strata_dialect_dlti::layout_values(ctx, value)),
        _ => None,
    };
    let is_i64 = |e: Type| matches!(ctx.type_kind(e), TypeKind::Integer { width: 64, .. });
    let misaligned = || {
        Err(op.emit_error_at_loc("preferred alignment is expected to be at least as large as ABI alignment"))
    };
    Some(match llvm_type(ctx, key)? {
        LlvmType::Ptr { .. } => match dense {
            Some((e, v)) if matches!(v.len(), 3 | 4) => {
                if !is_i64(e) {
                    Err(op.emit_error_at_loc(format!("expected i64 parameters for {}", quoted())))
                } else if v[1] as u64 > v[2] as u64 {
                    misaligned()
                } else {
                    Ok(())
                }
            }
            _ => Err(op.emit_error_at_loc(format!(
                "expected layout attribute for {} to be a dense integer elements attribute with 3 or 4 elements",
                quoted()
            ))),
        },
        LlvmType::Struct { name, body, .. } => match dense {
            Some((e, v)) if matches!(v.len(), 1 | 2) => {
                if !is_i64(e) {
                    Err(op.emit_error_at_loc(format!("expected i64 entries for {}", quoted())))
                } else if name.is_some() || body.is_some_and(|b| !b.is_empty()) {
                    Err(op.emit_error_at_loc(format!("unexpected layout attribute for struct {}", quoted())))
                } else if v.len() == 2 && v[0] as u64 > v[1] as u64 {
                    misaligned()
                } else {
                    Ok(())
                }
            }
            _ => Err(op.emit_error_at_loc(format!(
                "expected layout attribute for {} to be a dense integer elements attribute of 1 or 2 elements",
                quoted()
            ))),
        },
        LlvmType::Array { .. } => Ok(()),
        _ => return None,
    })
}
