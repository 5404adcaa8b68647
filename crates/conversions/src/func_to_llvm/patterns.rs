//! The lowering patterns of `convert-func-to-llvm`.

use strata_dialect_func as func;
use strata_dialect_llvm::attrs as llvm_attrs;
use strata_dialect_llvm::types as llvm_types;
use strata_dialect_llvm::{AddressOfOp, AllocaOp, CallOp, LLVMFuncOp, LoadOp, MemcpyOp, ReturnOp, StoreOp};
use strata_ir::function_interface::{function_type, DEFAULT_NAMES};
use strata_ir::{Attribute, Body, Context, OpBuilder, OpId, OpRef, OperationState, Type, TypeKind, ValueId};
use strata_rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, InputMapping, OpAdaptor, SignatureConversion,
};

use crate::llvm_common::descriptor::{
    self, extract_value, insert_value, poison, MemRefDescriptor, UnrankedMemRefDescriptor,
};
use crate::llvm_common::pattern::{all_attrs, split_attrs, FnPattern};
use crate::llvm_common::symbols::{declare_once, module_functions, module_symbols};
use crate::llvm_common::LlvmTypeConverter;
use strata_dialect_utils::attrs::dense_i32_array;
use strata_ods::typed::IrRead;

type Rw<'a> = ConversionPatternRewriter<'a>;
type LowerFn = for<'r> fn(&LlvmTypeConverter, OpId, &OpAdaptor, &mut Rw<'r>) -> bool;

/// Adds the patterns lowering `func` to LLVM (MLIR's
/// `populateFuncToLLVMConversionPatterns`).
pub fn populate_func_to_llvm_patterns(tc: &LlvmTypeConverter, out: &mut Vec<Box<dyn ConversionPattern>>) {
    let list: [(&'static str, &'static str, &'static [&'static str], LowerFn); 5] = [
        (func::FUNC.name, "FuncOpConversion", &["llvm.func"], lower_func),
        (
            func::CALL_INDIRECT.name,
            "CallIndirectOpLowering",
            &["llvm.call"],
            lower_call_indirect,
        ),
        (func::CALL.name, "CallOpLowering", &["llvm.call"], lower_call),
        (
            func::CONSTANT.name,
            "ConstantOpLowering",
            &["llvm.mlir.addressof"],
            lower_constant,
        ),
        (
            func::RETURN.name,
            "ReturnOpLowering",
            &["llvm.return"],
            lower_return,
        ),
    ];
    for (root, name, generated, lower) in list {
        out.push(Box::new(FnPattern {
            root,
            name,
            generated,
            converter: tc.clone(),
            lower,
        }));
    }
}

/// The attribute selecting the bare-pointer convention for one function.
const BARE_PTR_ATTR: &str = "llvm.bareptr";

/// Discardable attributes of `func.func` that do not carry over.
const DROPPED_FUNC_ATTRS: &[&str] = &["llvm.linkage", "func.varargs", "llvm.readnone"];

/// A converted signature: how the inputs map, the LLVM function type, and
/// the inputs passed through a pointer for `llvm.byval` or `llvm.byref`
/// with the converted types of the values they point to.
struct ConvertedSignature {
    conv: SignatureConversion,
    llvm: Type,
    passed: Vec<(usize, Type)>,
}

/// The signature conversion and LLVM function type of a function of type
/// `fty` (MLIR's `convertFunctionSignature`). `arg_attrs` is the
/// function's argument attribute array: an argument passed `llvm.byval` or
/// `llvm.byref` that converts to one value other than a pointer becomes a
/// pointer.
fn convert_signature(
    tc: &LlvmTypeConverter,
    ctx: &Context,
    fty: Type,
    var_arg: bool,
    arg_attrs: Option<Attribute>,
) -> Option<ConvertedSignature> {
    let (inputs, results) = ctx.function_type_parts(fty)?;
    let dicts = arg_attrs.and_then(|a| ctx.array_attr_elements(a)).unwrap_or(&[]);
    let mut passed = Vec::new();
    let mut conv = SignatureConversion::new(inputs.len());
    for (i, &t) in inputs.iter().enumerate() {
        let mut types = tc.convert_calling_convention_type(ctx, t)?;
        let pointee = dicts.get(i).and_then(|&d| {
            ["llvm.byval", "llvm.byref"]
                .iter()
                .find_map(|n| ctx.dict_get_str(d, n))
                .and_then(|a| ctx.type_attr_value(a))
        });
        if let (Some(pointee), [single]) = (pointee, types.as_slice()) {
            if llvm_types::ptr_address_space(ctx, *single).is_none() {
                types = vec![llvm_types::ptr_type(ctx, 0)];
                passed.push((i, tc.convert_type(ctx, pointee)?));
            }
        }
        conv.add_inputs_for(i, &types);
        // A memref passed as a bare pointer: its uses share one descriptor
        // of its static shape, built at the entry (MLIR's
        // `modifyFuncOpToUseBarePtrCallingConv`).
        if tc.options.use_bare_ptr_call_conv && matches!(ctx.type_kind(t), TypeKind::MemRef { .. }) {
            conv.materialize_through(i, tc.convert_type(ctx, t)?);
        }
    }
    let result = tc.pack_function_results(ctx, results)?;
    let llvm = llvm_types::function_type(ctx, result, conv.converted_types(), var_arg);
    Some(ConvertedSignature { conv, llvm, passed })
}

/// Loads, at the entry of converted function `func`, the values its
/// `llvm.byval` and `llvm.byref` arguments point to, and has the
/// arguments' other uses see them (MLIR's `restoreByValRefArgumentType`).
fn load_passed_values(rw: &mut Rw<'_>, func: OpId, conv: &SignatureConversion, passed: &[(usize, Type)]) {
    if passed.is_empty() {
        return;
    }
    rw.in_child_body(func, |rw| {
        let Some(entry) = rw
            .body()
            .root_regions()
            .first()
            .and_then(|&r| rw.body().region_entry(r))
        else {
            return;
        };
        rw.set_insertion_point_to_start(entry);
        for &(i, ty) in passed {
            let Some(&InputMapping::Inputs { input_no, .. }) = conv.input_mapping(i) else {
                continue;
            };
            let arg = rw.body().block_args(entry)[input_no];
            let loc = rw.body().value_loc(arg);
            let value = LoadOp::build_simple(rw, loc, ty, arg, None, false).res(rw);
            let load = rw.body().defining_op(value);
            let uses: Vec<(OpId, usize)> = rw.body().uses(arg).filter(|&(u, _)| Some(u) != load).collect();
            for (user, index) in uses {
                rw.modify_op_in_place(user, |b| b.set_operand(user, index, value));
            }
        }
    });
}

/// The `arg_attrs` of the converted function for the original `arg_attrs`
/// array `a` (kept, as MLIR keeps it, even when every dictionary comes out
/// empty); `None` when a type in them does not convert.
fn convert_arg_attrs(
    tc: &LlvmTypeConverter,
    ctx: &Context,
    a: Attribute,
    conv: &SignatureConversion,
) -> Option<Attribute> {
    let dicts = ctx.array_attr_elements(a)?;
    let empty = ctx.dictionary_attr(&[]);
    let mut out = vec![empty; conv.converted_types().len()];
    for (i, &d) in dicts.iter().enumerate() {
        let Some(InputMapping::Inputs { input_no, size }) = conv.input_mapping(i) else {
            continue;
        };
        if *size != 1 {
            continue;
        }
        let mut entries = Vec::new();
        for &(n, v) in ctx.dict_entries(d) {
            let typed = matches!(
                ctx.ident_str(n),
                "llvm.byval" | "llvm.byref" | "llvm.sret" | "llvm.inalloca"
            );
            match ctx.type_attr_value(v) {
                Some(t) if typed => entries.push((n, ctx.type_attr(tc.convert_type(ctx, t)?))),
                _ => entries.push((n, v)),
            }
        }
        out[*input_no] = ctx.dictionary_attr(&entries);
    }
    Some(ctx.array_attr(&out))
}

/// The converter for a function with the `llvm.bareptr` attribute when
/// `bare` is set: it uses the bare-pointer convention whatever the pass
/// options say.
fn bare_ptr_converter(tc: &LlvmTypeConverter, bare: bool) -> std::borrow::Cow<'_, LlvmTypeConverter> {
    if bare && !tc.options.use_bare_ptr_call_conv {
        let mut local = tc.clone();
        local.options.use_bare_ptr_call_conv = true;
        std::borrow::Cow::Owned(local)
    } else {
        std::borrow::Cow::Borrowed(tc)
    }
}

fn lower_func(tc: &LlvmTypeConverter, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let converter = bare_ptr_converter(tc, body.op_attr(ctx, op, BARE_PTR_ATTR).is_some());
    let tc = &*converter;
    let r = OpRef::new(ctx, body, op);
    let Some(fty) = function_type(r, DEFAULT_NAMES) else {
        return false;
    };
    let var_arg = body
        .op_attr(ctx, op, "func.varargs")
        .is_some_and(|a| a == ctx.bool_attr(true));
    let arg_attrs = body.op_attr(ctx, op, "arg_attrs");
    let Some(ConvertedSignature {
        conv,
        llvm: llvm_fty,
        passed,
    }) = convert_signature(tc, ctx, fty, var_arg, arg_attrs)
    else {
        return false;
    };
    let linkage = match body.op_attr(ctx, op, "llvm.linkage") {
        Some(a) => {
            if llvm_attrs::LINKAGE.attr_value(ctx, a).is_none() {
                // MLIR reports it and leaves the function.
                let _ = r.emit_error("Contains llvm.linkage attribute not of type LLVM::LinkageAttr");
                return false;
            }
            a
        }
        None => llvm_attrs::LINKAGE.attr(ctx, llvm_attrs::LINKAGE.value_of("external").unwrap_or(0)),
    };
    let Some(name) = body.op_attr(ctx, op, "sym_name") else {
        return false;
    };
    let mut attrs: Vec<(strata_ir::Ident, Attribute)> = Vec::new();
    if let Some(d) = body.op_attr_dict(op) {
        for &(n, a) in ctx.dict_entries(d) {
            if !DROPPED_FUNC_ATTRS.contains(&ctx.ident_str(n)) {
                attrs.push((n, a));
            }
        }
    }
    // `llvm.readnone`: the function accesses no memory.
    if body.op_attr(ctx, op, "llvm.readnone").is_some() {
        attrs.push((
            ctx.ident("memory_effects"),
            llvm_attrs::memory_effects_attr(ctx, [0; 6]),
        ));
    }
    attrs.push((ctx.ident("sym_name"), name));
    attrs.push((ctx.ident("function_type"), ctx.type_attr(llvm_fty)));
    attrs.push((ctx.ident("linkage"), linkage));
    attrs.push((ctx.ident("CConv"), llvm_attrs::cconv_c(ctx)));
    attrs.push((ctx.ident("visibility_"), ctx.integer_attr(ctx.i64(), 0)));
    if let Some(v) = body.op_attr(ctx, op, "sym_visibility") {
        attrs.push((ctx.ident("sym_visibility"), v));
    }
    // Argument attributes carry over to arguments that map to one LLVM
    // value (with the types of `byval` and the like converted); those of
    // an argument that expands (a memref descriptor) are dropped, as they
    // may not apply to the pieces. Result attributes carry over for one
    // result.
    let (inputs, results) = ctx.function_type_parts(fty).unwrap_or((&[], &[]));
    if let Some(a) = body.op_attr(ctx, op, "arg_attrs") {
        let Some(new) = convert_arg_attrs(tc, ctx, a, &conv) else {
            return false;
        };
        attrs.push((ctx.ident("arg_attrs"), new));
    }
    if let Some(a) = body.op_attr(ctx, op, "res_attrs") {
        if results.len() == 1 {
            attrs.push((ctx.ident("res_attrs"), a));
        }
    }
    let llvm_func = ctx.op_name(LLVMFuncOp::SPEC.name);
    let split = split_attrs(ctx, llvm_func, &attrs);
    let mut st = OperationState::new(llvm_func, body.op_loc(op));
    st.properties = split.properties;
    st.attributes = split.attributes;
    let has_body = {
        let (b, regions) = body.op_regions(op);
        regions.first().is_some_and(|&r| !b.region_is_empty(r))
    };
    let c_interface = body.op_attr(ctx, op, "llvm.emit_c_interface").is_some();
    // Under the bare-pointer convention the function itself is C-callable:
    // no wrapper.
    if c_interface && !tc.options.use_bare_ptr_call_conv {
        if var_arg {
            let _ = r.emit_error("C interface for variadic functions is not supported yet.");
            return false;
        }
        let Some((wrapper_fty, result_struct)) = c_wrapper_type(tc, ctx, fty) else {
            return false;
        };
        let Some(sym) = ctx.string_attr_value(name).map(str::to_string) else {
            return false;
        };
        let loc = body.op_loc(op);
        let wrapper_name = format!("_mlir_ciface_{sym}");
        let external = llvm_attrs::LINKAGE.attr(ctx, llvm_attrs::LINKAGE.value_of("external").unwrap_or(0));
        let mut wrapper_attrs: Vec<_> = attrs
            .iter()
            .filter(|&&(n, _)| !matches!(ctx.ident_str(n), "arg_attrs" | "res_attrs"))
            .map(|&(n, a)| match ctx.ident_str(n) {
                "sym_name" => (n, ctx.string_attr(&wrapper_name)),
                "function_type" => (n, ctx.type_attr(wrapper_fty)),
                "linkage" => (n, external),
                _ => (n, a),
            })
            .collect();
        // The wrapper keeps the original argument and result attributes;
        // a result returned through a pointer argument loses its own and
        // shifts the arguments' by one.
        let arg_attrs = body.op_attr(ctx, op, "arg_attrs");
        if result_struct.is_none() {
            if let Some(a) = arg_attrs {
                wrapper_attrs.push((ctx.ident("arg_attrs"), a));
            }
            if let Some(a) = body.op_attr(ctx, op, "res_attrs") {
                wrapper_attrs.push((ctx.ident("res_attrs"), a));
            }
        } else if let Some(a) = arg_attrs {
            let mut shifted = vec![ctx.dictionary_attr(&[])];
            shifted.extend_from_slice(ctx.array_attr_elements(a).unwrap_or(&[]));
            wrapper_attrs.push((ctx.ident("arg_attrs"), ctx.array_attr(&shifted)));
        }
        let sig = CWrapperSignature {
            inputs,
            callee_fty: llvm_fty,
            wrapper_fty,
            result_struct,
        };
        if has_body {
            let Some(wrapper) =
                wrapper_for_external_callers(tc, ctx, llvm_func, &wrapper_attrs, &sig, &sym, loc)
            else {
                return false;
            };
            let new = rw.create_taking_regions(st, op);
            if rw.apply_op_entry_signature_conversion(new, 0, &conv).is_err() {
                return false;
            }
            rw.create(wrapper);
        } else {
            // The declaration becomes a private function that packs its
            // arguments and calls the declared `_mlir_ciface_<name>`.
            let private = llvm_attrs::LINKAGE.attr(ctx, llvm_attrs::LINKAGE.value_of("private").unwrap_or(0));
            let own: Vec<_> = attrs
                .iter()
                .map(|&(n, a)| {
                    if ctx.ident_str(n) == "linkage" {
                        (n, private)
                    } else {
                        (n, a)
                    }
                })
                .collect();
            let Some(def) = wrapper_of_external_function(tc, ctx, llvm_func, &own, &sig, &wrapper_name, loc)
            else {
                return false;
            };
            rw.create(def);
            let split = split_attrs(ctx, llvm_func, &wrapper_attrs);
            let mut decl = OperationState::new(llvm_func, loc);
            decl.properties = split.properties;
            decl.attributes = split.attributes;
            let mut child = Body::new();
            decl.regions = vec![child.create_region()];
            decl.child = Some(Box::new(child));
            rw.create(decl);
        }
        rw.erase_op(op);
        return true;
    }
    let new = rw.create_taking_regions(st, op);
    // Only the entry block: the other blocks are converted with the
    // branches that lead to them (ControlFlowToLLVM).
    if has_body {
        if rw.apply_op_entry_signature_conversion(new, 0, &conv).is_err() {
            return false;
        }
        load_passed_values(rw, new, &conv, &passed);
    }
    rw.erase_op(op);
    true
}

/// The signatures involved in a C interface wrapper.
struct CWrapperSignature<'a> {
    /// The original (builtin) argument types.
    inputs: &'a [Type],
    /// The LLVM type of the converted function.
    callee_fty: Type,
    /// The LLVM type of the wrapper.
    wrapper_fty: Type,
    /// The struct the results are returned in, through a pointer passed
    /// as the wrapper's first argument.
    result_struct: Option<Type>,
}

/// The LLVM type of the C wrapper of a function of type `fty` (MLIR's
/// `convertFunctionTypeCWrapper`): memrefs are passed as pointers to their
/// descriptors, and a struct result (several results, or a memref) is
/// returned through a pointer given as the first argument, since structs
/// do not cross C calls safely. The second value is that struct.
fn c_wrapper_type(tc: &LlvmTypeConverter, ctx: &Context, fty: Type) -> Option<(Type, Option<Type>)> {
    let (inputs, results) = ctx.function_type_parts(fty)?;
    let ptr = llvm_types::ptr_type(ctx, 0);
    let mut result = tc.pack_function_results(ctx, results)?;
    let mut params = Vec::with_capacity(inputs.len() + 1);
    let mut result_struct = None;
    if crate::llvm_common::struct_fields(ctx, result).is_some() {
        params.push(ptr);
        result_struct = Some(result);
        result = llvm_types::void_type(ctx);
    }
    for &t in inputs {
        let converted = tc.convert_type(ctx, t)?;
        params.push(if is_memref(ctx, t) { ptr } else { converted });
    }
    Some((
        llvm_types::function_type(ctx, result, &params, false),
        result_struct,
    ))
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// The parameter and result types of an LLVM function type.
fn llvm_signature(ctx: &Context, fty: Type) -> (Vec<Type>, Type) {
    match llvm_types::llvm_type(ctx, fty) {
        Some(llvm_types::LlvmType::Func { result, params, .. }) => (params, result),
        _ => (Vec::new(), llvm_types::void_type(ctx)),
    }
}

/// An `llvm.func` state with attributes `attrs` whose body, built by
/// `fill` from the entry block arguments (typed as `fty`'s parameters),
/// is its one block.
fn function_with_body(
    ctx: &Context,
    llvm_func: strata_ir::OpName,
    attrs: &[(strata_ir::Ident, Attribute)],
    fty: Type,
    loc: strata_ir::Location,
    fill: impl FnOnce(&mut OpBuilder<'_>, &[ValueId]) -> Option<()>,
) -> Option<OperationState> {
    let split = split_attrs(ctx, llvm_func, attrs);
    let mut st = OperationState::new(llvm_func, loc);
    st.properties = split.properties;
    st.attributes = split.attributes;
    let (params, _) = llvm_signature(ctx, fty);
    let mut child = Body::new();
    let region = child.create_region();
    let block = child.create_block();
    child.append_block(region, block);
    let args: Vec<ValueId> = params
        .iter()
        .map(|&t| child.add_block_arg(block, t, loc))
        .collect();
    let mut b = OpBuilder::at_end(ctx, &mut child, block);
    fill(&mut b, &args)?;
    st.regions = vec![region];
    st.child = Some(Box::new(child));
    Some(st)
}

/// `_mlir_ciface_<callee>`, the C wrapper of a defined function (MLIR's
/// `wrapForExternalCallers`): it loads the memref descriptors its pointer
/// arguments point to, calls `callee` with their fields, and returns the
/// result or stores it through its first argument.
fn wrapper_for_external_callers(
    tc: &LlvmTypeConverter,
    ctx: &Context,
    llvm_func: strata_ir::OpName,
    attrs: &[(strata_ir::Ident, Attribute)],
    sig: &CWrapperSignature<'_>,
    callee: &str,
    loc: strata_ir::Location,
) -> Option<OperationState> {
    let (_, callee_result) = llvm_signature(ctx, sig.callee_fty);
    function_with_body(ctx, llvm_func, attrs, sig.wrapper_fty, loc, |b, params| {
        let offset = usize::from(sig.result_struct.is_some());
        let mut args = Vec::new();
        for (i, &t) in sig.inputs.iter().enumerate() {
            let arg = *params.get(i + offset)?;
            match ctx.type_kind(t) {
                TypeKind::MemRef { shape, .. } => {
                    let ty = tc.convert_type(ctx, t)?;
                    let value = LoadOp::build_simple(b, loc, ty, arg, None, false).res(b);
                    args.extend(MemRefDescriptor { value, ty }.unpack(b, shape.len(), loc));
                }
                TypeKind::UnrankedMemRef { .. } => {
                    let ty = tc.convert_type(ctx, t)?;
                    let value = LoadOp::build_simple(b, loc, ty, arg, None, false).res(b);
                    args.extend(UnrankedMemRefDescriptor { value, ty }.unpack(b, loc));
                }
                _ => args.push(arg),
            }
        }
        let void = llvm_types::is_void(ctx, callee_result);
        let call = CallOp::build_direct(b, loc, (!void).then_some(callee_result), callee, &args);
        let value = call.result(b);
        match (sig.result_struct, value) {
            (Some(_), Some(v)) => {
                StoreOp::build_simple(b, loc, v, params[0], None, false);
                ReturnOp::build(b, loc, None);
            }
            _ => {
                ReturnOp::build(b, loc, value);
            }
        }
        Some(())
    })
}

/// The body given to an external function with a C interface (MLIR's
/// `wrapExternalFunction`): it packs its descriptor arguments into
/// descriptors on the stack and calls the declared `wrapper` with
/// pointers to them, loading a struct result from a stack slot passed
/// first.
fn wrapper_of_external_function(
    tc: &LlvmTypeConverter,
    ctx: &Context,
    llvm_func: strata_ir::OpName,
    attrs: &[(strata_ir::Ident, Attribute)],
    sig: &CWrapperSignature<'_>,
    wrapper: &str,
    loc: strata_ir::Location,
) -> Option<OperationState> {
    let (_, wrapper_result) = llvm_signature(ctx, sig.wrapper_fty);
    let ptr = llvm_types::ptr_type(ctx, 0);
    let index = tc.index_type(ctx);
    function_with_body(ctx, llvm_func, attrs, sig.callee_fty, loc, |b, params| {
        let mut args = Vec::new();
        if let Some(st) = sig.result_struct {
            let one = descriptor::index_constant(b, index, 1, loc);
            args.push(AllocaOp::build(b, loc, ptr, one, None, st, false).res(b));
        }
        let mut rest = params;
        for &t in sig.inputs {
            let (packed, n) = match ctx.type_kind(t) {
                TypeKind::MemRef { shape, .. } => {
                    let n = 3 + 2 * shape.len();
                    (MemRefDescriptor::pack(b, &tc.options, t, rest.get(..n)?, loc)?, n)
                }
                TypeKind::UnrankedMemRef { .. } => (
                    UnrankedMemRefDescriptor::pack(b, &tc.options, t, rest.get(..2)?, loc)?,
                    2,
                ),
                _ => {
                    args.push(*rest.first()?);
                    rest = &rest[1..];
                    continue;
                }
            };
            let one = descriptor::index_constant(b, index, 1, loc);
            let packed_ty = b.ir_body().value_type(packed);
            let slot = AllocaOp::build(b, loc, ptr, one, None, packed_ty, false).res(b);
            StoreOp::build_simple(b, loc, packed, slot, None, false);
            args.push(slot);
            rest = &rest[n..];
        }
        let void = llvm_types::is_void(ctx, wrapper_result);
        let call = CallOp::build_direct(b, loc, (!void).then_some(wrapper_result), wrapper, &args);
        let value = match sig.result_struct {
            Some(st) => Some(LoadOp::build_simple(b, loc, st, args[0], None, false).res(b)),
            None => call.result(b),
        };
        ReturnOp::build(b, loc, value);
        Some(())
    })
}

/// The operands of a call, memrefs expanded into their descriptor fields
/// (or their aligned pointer under the bare-pointer convention), as MLIR's
/// `promoteOperands`.
fn promote_operands(
    tc: &LlvmTypeConverter,
    rw: &mut Rw<'_>,
    originals: &[Type],
    converted: &[ValueId],
    loc: strata_ir::Location,
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let mut out = Vec::new();
    for (&t, &v) in originals.iter().zip(converted) {
        match ctx.type_kind(t) {
            TypeKind::MemRef { shape, .. } => {
                let d = MemRefDescriptor::new(rw.body(), v);
                if tc.options.use_bare_ptr_call_conv {
                    out.push(d.aligned_ptr(rw, loc));
                } else {
                    let rank = shape.len();
                    out.extend(d.unpack(rw, rank, loc));
                }
            }
            TypeKind::UnrankedMemRef { .. } => {
                if tc.options.use_bare_ptr_call_conv {
                    return None;
                }
                let d = UnrankedMemRefDescriptor::new(rw.body(), v);
                out.extend(d.unpack(rw, loc));
            }
            _ => out.push(v),
        }
    }
    Some(out)
}

/// Lowers a call (direct with `callee`, or indirect through the first
/// operand) to `llvm.call`.
fn lower_any_call(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
    indirect: bool,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let result_types: Vec<Type> = body.result_types(op).collect();
    let packed = if result_types.is_empty() {
        None
    } else {
        match tc.pack_function_results(ctx, &result_types) {
            Some(t) => Some(t),
            None => return false,
        }
    };
    let Some(converted) = adaptor.single_operands() else {
        return false;
    };
    let originals: Vec<Type> = body.operand_types(op).collect();
    let skip = usize::from(indirect);
    let Some(mut operands) = promote_operands(tc, rw, &originals[skip..], &converted[skip..], loc) else {
        return false;
    };
    if indirect {
        operands.insert(0, converted[0]);
    }
    let body = rw.body();
    let mut attrs: Vec<(strata_ir::Ident, Attribute)> = all_attrs(ctx, body, op);
    attrs.push((ctx.ident("CConv"), llvm_attrs::cconv_c(ctx)));
    attrs.push((ctx.ident("TailCallKind"), llvm_attrs::tail_call_none(ctx)));
    attrs.push((ctx.ident("fastmathFlags"), llvm_attrs::fastmath_none(ctx)));
    attrs.push((ctx.ident("op_bundle_sizes"), dense_i32_array(ctx, &[])));
    attrs.push((
        ctx.ident("operandSegmentSizes"),
        dense_i32_array(ctx, &[operands.len() as i32, 0]),
    ));
    let call = ctx.op_name(CallOp::SPEC.name);
    let split = split_attrs(ctx, call, &attrs);
    let mut st = OperationState::new(call, loc);
    st.operands = operands;
    st.result_types.extend(packed);
    st.properties = split.properties;
    st.attributes = split.attributes;
    let new = rw.create(st);
    let mut results: Vec<ValueId> = rw.body().results(new).collect();
    if result_types.len() > 1 {
        let packed_value = results[0];
        let fields = crate::llvm_common::struct_fields(ctx, packed.expect("results")).unwrap_or_default();
        results = (0..result_types.len())
            .map(|i| extract_value(rw, packed_value, &[i as i64], fields[i], loc))
            .collect();
    }
    if tc.options.use_bare_ptr_call_conv {
        for (i, &t) in result_types.iter().enumerate() {
            if matches!(ctx.type_kind(t), TypeKind::MemRef { .. }) {
                let Some(d) = descriptor::from_static_shape(rw, &tc.options, t, results[i], loc) else {
                    return false;
                };
                results[i] = d;
            }
        }
    } else {
        copy_unranked_descriptors(tc, rw, &result_types, &mut results, false, loc);
    }
    rw.replace_op(op, &results);
    true
}

fn lower_call(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    lower_any_call(tc, op, adaptor, rw, false)
}

fn lower_call_indirect(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    lower_any_call(tc, op, adaptor, rw, true)
}

fn lower_constant(tc: &LlvmTypeConverter, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(t) = body.result_types(op).next() else {
        return false;
    };
    let Some(ty) = tc.convert_type(ctx, t) else {
        return false;
    };
    if !llvm_types::is_compatible_type(ctx, ty) {
        return false;
    }
    let Some(value) = body.op_attr(ctx, op, "value") else {
        return false;
    };
    let mut attrs: Vec<(strata_ir::Ident, Attribute)> = all_attrs(ctx, body, op)
        .into_iter()
        .filter(|(n, _)| ctx.ident_str(*n) != "value")
        .collect();
    attrs.push((ctx.ident("global_name"), value));
    let name = ctx.op_name(AddressOfOp::SPEC.name);
    let split = split_attrs(ctx, name, &attrs);
    let mut st = OperationState::new(name, body.op_loc(op));
    st.result_types.push(ty);
    st.properties = split.properties;
    st.attributes = split.attributes;
    let new = rw.create(st);
    let v = rw.body().result(new, 0);
    rw.replace_op(op, &[v]);
    true
}

fn lower_return(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let converter = bare_ptr_converter(tc, rw.owner_attr(BARE_PTR_ATTR).is_some());
    let tc = &*converter;
    let body = rw.body();
    let loc = body.op_loc(op);
    let originals: Vec<Type> = body.operand_types(op).collect();
    let Some(mut operands) = adaptor.single_operands() else {
        return false;
    };
    if tc.options.use_bare_ptr_call_conv {
        for (i, &t) in originals.iter().enumerate() {
            match ctx.type_kind(t) {
                TypeKind::MemRef { .. } if tc.can_convert_to_bare_ptr(ctx, t) => {
                    let d = MemRefDescriptor::new(rw.body(), operands[i]);
                    operands[i] = d.allocated_ptr(rw, loc);
                }
                TypeKind::UnrankedMemRef { .. } => return false,
                _ => {}
            }
        }
    } else {
        copy_unranked_descriptors(tc, rw, &originals, &mut operands, true, loc);
    }
    let body = rw.body();
    let attrs = all_attrs(ctx, body, op);
    if operands.len() > 1 {
        let Some(packed_type) = tc.pack_function_results(ctx, &originals) else {
            return false;
        };
        let mut packed = poison(rw, packed_type, loc);
        for (i, &v) in operands.iter().enumerate() {
            packed = insert_value(rw, packed, v, &[i as i64], loc);
        }
        operands = vec![packed];
    }
    let ret = ctx.op_name(ReturnOp::SPEC.name);
    let split = split_attrs(ctx, ret, &attrs);
    let mut st = OperationState::new(ret, loc);
    st.operands = operands;
    st.properties = split.properties;
    st.attributes = split.attributes;
    rw.create(st);
    rw.erase_op(op);
    true
}

/// Copies the ranked descriptors the unranked memrefs among `values` (of
/// the original `types`) point to, as MLIR's `copyUnrankedDescriptors`
/// does: to the heap (`malloc`) for returned values, which must outlive the
/// callee's stack, and to the stack for values a call returned, freeing the
/// callee's heap copy.
fn copy_unranked_descriptors(
    tc: &LlvmTypeConverter,
    rw: &mut Rw<'_>,
    types: &[Type],
    values: &mut [ValueId],
    to_heap: bool,
    loc: strata_ir::Location,
) {
    let ctx = rw.ctx;
    let ptr = llvm_types::ptr_type(ctx, 0);
    for (value, &t) in values.iter_mut().zip(types) {
        if !matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. }) {
            continue;
        }
        let d = UnrankedMemRefDescriptor::new(rw.body(), *value);
        let size = d.ranked_size(rw, &tc.options, loc);
        let memory = if to_heap {
            let call = CallOp::build_direct(rw, loc, Some(ptr), "malloc", &[size]);
            rw.body().result(call.op(), 0)
        } else {
            AllocaOp::build(rw, loc, ptr, size, None, ctx.i8(), false).res(rw)
        };
        let source = d.memref_desc_ptr(rw, loc);
        MemcpyOp::build(
            rw, loc, memory, source, size, false, None, None, None, None, None, None,
        );
        if !to_heap {
            CallOp::build_direct(rw, loc, None, "free", &[source]);
        }
        let copy = poison(rw, d.ty, loc);
        let rank = d.rank(rw, loc);
        let copy = insert_value(rw, copy, rank, &[0], loc);
        *value = insert_value(rw, copy, memory, &[1], loc);
    }
}

/// Declares `malloc` and `free` at the start of the module for the
/// `func.return` ops that return unranked memrefs and the calls that
/// return them, in IR order, as MLIR's patterns declare them when they
/// first need them.
pub fn declare_unranked_copy_functions(
    ctx: &Context,
    tc: &LlvmTypeConverter,
    module: &mut Body,
    loc: strata_ir::Location,
) {
    if tc.options.use_bare_ptr_call_conv {
        return;
    }
    let unranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. });
    let mut needed: Vec<&'static str> = Vec::new();
    for f in module_functions(module) {
        let Some(child) = module.child_body(f) else {
            continue;
        };
        child.walk_root_regions(&mut |o| {
            let ir = (ctx, child);
            let returns = func::ReturnOp::isa(&ir, o);
            let calls = func::CallOp::isa(&ir, o) || func::CallIndirectOp::isa(&ir, o);
            let func = if returns && child.operand_types(o).any(unranked) {
                Some("malloc")
            } else if calls && child.result_types(o).any(unranked) {
                Some("free")
            } else {
                None
            };
            if let Some(func) = func.filter(|f| !needed.contains(f)) {
                needed.push(func);
            }
            strata_ir::WalkResult::Advance
        });
    }
    let mut symbols = module_symbols(ctx, module);
    let ptr = llvm_types::ptr_type(ctx, 0);
    for func in needed {
        let fty = if func == "malloc" {
            llvm_types::function_type(ctx, ptr, &[tc.index_type(ctx)], false)
        } else {
            llvm_types::function_type(ctx, llvm_types::void_type(ctx), &[ptr], false)
        };
        declare_once(ctx, module, &mut symbols, func, fty, loc);
    }
}
