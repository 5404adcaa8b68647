//! `buffer-results-to-out-params`: memref results of functions become
//! arguments the caller allocates.
//!
//! Each private function with a body (and, with
//! `modify-public-functions`, each public one) gets one argument more per
//! ranked memref result, after its arguments; its returns copy the value
//! into that argument (`memref.copy`) or, with `hoist-static-allocs` /
//! `hoist-dynamic-allocs`, let the argument replace a returned allocation.
//! Calls allocate the buffers (`memref.alloc`, cast to the result type
//! when that has a fully dynamic layout) and pass them. A dynamically
//! shaped result can only be allocated by callers when its allocation was
//! hoisted and its sizes are arguments of the function.

use rustc_hash::FxHashMap;
use strata_dialect_memref::layout::{memref_parts, strides_and_offset};
use strata_dialect_memref::{AllocOp, CastOp, CopyOp};
use strata_ir::bufferization::allocation;
use strata_ir::function_interface::{self, attr_dict_array, DEFAULT_NAMES, SYM_VISIBILITY};
use strata_ir::{
    AttrKind, Attribute, Body, Context, IsolatedOpMut, LogicalResult, OpBuilder, OpId, OpRef, OperationState,
    Type, TypeKind, ValueId, WalkResult, DYNAMIC,
};
use strata_pass::{parse_bool_option, Pass};

/// The `buffer-results-to-out-params` pass.
#[derive(Clone, Debug, Default)]
pub struct BufferResultsToOutParams {
    add_result_attr: bool,
    hoist_static_allocs: bool,
    hoist_dynamic_allocs: bool,
    modify_public_functions: bool,
}

impl Pass for BufferResultsToOutParams {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["memref.alloc", "memref.copy"])
    }

    fn argument(&self) -> &'static str {
        "buffer-results-to-out-params"
    }

    fn description(&self) -> &'static str {
        "Converts memref-typed function results to out-params"
    }

    fn name(&self) -> &'static str {
        "BufferResultsToOutParamsPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let flag = match name {
            "add-result-attr" => &mut self.add_result_attr,
            "hoist-static-allocs" => &mut self.hoist_static_allocs,
            "hoist-dynamic-allocs" => &mut self.hoist_dynamic_allocs,
            "modify-public-functions" => &mut self.modify_public_functions,
            _ => return Err(format!("no such option {name}")),
        };
        *flag = parse_bool_option(name, value)?;
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "add-result-attr={} hoist-dynamic-allocs={} hoist-static-allocs={} modify-public-functions={}",
            self.add_result_attr,
            self.hoist_dynamic_allocs,
            self.hoist_static_allocs,
            self.modify_public_functions
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let module = op.body();
        let funcs = module_funcs(ctx, module);
        // For each converted function, per out-param: the argument indices
        // of the dynamic sizes of its hoisted allocation, if all are
        // arguments.
        let mut converted: FxHashMap<String, Vec<Option<Vec<usize>>>> = FxHashMap::default();
        for (f, name) in &funcs {
            if !self.converts(ctx, module, *f) {
                continue;
            }
            let sizes = self.update_function(ctx, module, *f)?;
            converted.insert(name.clone(), sizes);
        }
        self.update_calls(ctx, module, &funcs, &converted)
    }
}

impl BufferResultsToOutParams {
    /// Whether `f` changes: it has a body and is private, unless public
    /// functions change too.
    fn converts(&self, ctx: &Context, module: &Body, f: OpId) -> bool {
        let public = module.op_attr(ctx, f, SYM_VISIBILITY).is_none();
        func_entry(module, f).is_some() && (!public || self.modify_public_functions)
    }

    /// Moves the memref results of `f` to new arguments and rewrites its
    /// returns; returns what callers need to allocate dynamic out-params.
    fn update_function(
        &self,
        ctx: &Context,
        module: &mut Body,
        f: OpId,
    ) -> Result<Vec<Option<Vec<usize>>>, strata_ir::Failed> {
        let Some((inputs, results)) = func_type(ctx, module, f) else {
            return Ok(Vec::new());
        };
        let mut moved = Vec::new();
        for (i, &t) in results.iter().enumerate() {
            if memref_parts(ctx, t).is_none() {
                continue;
            }
            // Callers can allocate identity layouts and cast them to a
            // fully dynamic layout, nothing else.
            if !has_identity_layout(ctx, t) && !has_fully_dynamic_layout(ctx, t) {
                return Err(OpRef::new(ctx, module, f)
                    .emit_error("cannot create out param for result with unsupported layout"));
            }
            moved.push(i);
        }
        let res_attr = |i: usize| res_attrs(ctx, module, f, i);
        let mut arg_attrs: Vec<Option<Attribute>> =
            (0..inputs.len()).map(|i| arg_attrs(ctx, module, f, i)).collect();
        for &i in &moved {
            let mut d = res_attr(i);
            if self.add_result_attr {
                let base = d.unwrap_or_else(|| ctx.empty_dictionary());
                d = Some(ctx.dict_with(base, ctx.ident("bufferize.result"), Some(ctx.unit_attr())));
            }
            arg_attrs.push(d);
        }
        let kept: Vec<usize> = (0..results.len()).filter(|i| !moved.contains(i)).collect();
        let res_attrs: Vec<Option<Attribute>> = kept.iter().map(|&i| res_attr(i)).collect();
        let new_inputs: Vec<Type> = inputs
            .iter()
            .copied()
            .chain(moved.iter().map(|&i| results[i]))
            .collect();
        let new_results: Vec<Type> = kept.iter().map(|&i| results[i]).collect();
        module.set_op_attr(
            ctx,
            f,
            "function_type",
            Some(ctx.type_attr(ctx.function_type(&new_inputs, &new_results))),
        );
        module.set_op_attr(ctx, f, "arg_attrs", attr_dict_array(ctx, &arg_attrs));
        module.set_op_attr(ctx, f, "res_attrs", attr_dict_array(ctx, &res_attrs));
        let loc = module.op_loc(f);
        let Some(entry) = func_entry(module, f) else {
            return Ok(Vec::new());
        };
        let body = module
            .child_body_mut(f)
            .expect("a function with an entry block has a body");
        let out_params: Vec<ValueId> = moved
            .iter()
            .map(|&i| body.add_block_arg(entry, results[i], loc))
            .collect();
        let args: Vec<ValueId> = body.block_args(entry).to_vec();
        let mut returns = Vec::new();
        body.walk_root_regions(&mut |o| {
            if ctx.op_name_str(body.op_name(o)) == "func.return" {
                returns.push(o);
            }
            WalkResult::Advance
        });
        let mut sizes: Vec<Option<Vec<usize>>> = vec![None; moved.len()];
        for ret in returns {
            let positions: Vec<usize> = (0..body.num_operands(ret))
                .filter(|&j| memref_parts(ctx, body.value_type(body.operand(ret, j))).is_some())
                .collect();
            let ret_loc = body.op_loc(ret);
            for (k, (&j, &out)) in positions.iter().zip(&out_params).enumerate() {
                // Read the operand now: a hoisted allocation returned twice
                // is the first out-param by the time of its second use.
                let v = body.operand(ret, j);
                let is_static =
                    memref_parts(ctx, body.value_type(v)).is_some_and(|p| !p.shape.contains(&DYNAMIC));
                let hoist = if is_static {
                    self.hoist_static_allocs
                } else {
                    self.hoist_dynamic_allocs
                };
                let alloc = body
                    .defining_op(v)
                    .filter(|&d| allocation(OpRef::new(ctx, body, d)).is_some());
                match alloc {
                    Some(d) if hoist => {
                        if !is_static {
                            sizes[k] = size_arguments(ctx, body, d, &args);
                        }
                        body.replace_all_uses_with(v, out);
                        body.erase_op(d);
                    }
                    _ => {
                        let mut b = OpBuilder::new(ctx, body);
                        b.set_insertion_point_before(ret);
                        CopyOp::build(&mut b, ret_loc, v, out);
                    }
                }
            }
            let keep: Vec<ValueId> = body
                .operands(ret)
                .filter(|&v| memref_parts(ctx, body.value_type(v)).is_none())
                .collect();
            body.set_operands(ret, &keep);
            // mlir-opt builds a new return, without the old one's attributes.
            body.set_op_attr_dict(ret, None);
        }
        Ok(sizes)
    }

    /// Rewrites the calls to converted functions to pass out-params.
    fn update_calls(
        &self,
        ctx: &Context,
        module: &mut Body,
        funcs: &[(OpId, String)],
        converted: &FxHashMap<String, Vec<Option<Vec<usize>>>>,
    ) -> LogicalResult {
        let mut failed = false;
        let holders: Vec<OpId> = funcs.iter().map(|(f, _)| *f).collect();
        for f in holders {
            let Some(body) = module.child_body_mut(f) else {
                continue;
            };
            let mut calls = Vec::new();
            body.walk_root_regions(&mut |o| {
                if ctx.op_name_str(body.op_name(o)) == "func.call" {
                    calls.push(o);
                }
                WalkResult::Advance
            });
            for call in calls {
                let callee = body
                    .op_attr(ctx, call, "callee")
                    .and_then(|a| ctx.flat_symbol_ref_value(a))
                    .map(|n| ctx.ident_str(n).to_string());
                let Some(sizes) = callee.as_ref().and_then(|c| converted.get(c)) else {
                    continue;
                };
                if !rewrite_call(ctx, body, call, sizes) {
                    failed = true;
                }
            }
        }
        if failed {
            Err(strata_ir::Failed)
        } else {
            Ok(())
        }
    }
}

/// Replaces `call` by a call passing allocated out-params; `false` (with
/// an error) when a dynamically shaped result cannot be allocated.
fn rewrite_call(ctx: &Context, body: &mut Body, call: OpId, sizes: &[Option<Vec<usize>>]) -> bool {
    let results: Vec<ValueId> = body.results(call).collect();
    let memrefs: Vec<ValueId> = results
        .iter()
        .copied()
        .filter(|&r| memref_parts(ctx, body.value_type(r)).is_some())
        .collect();
    let operands: Vec<ValueId> = body.operands(call).collect();
    let loc = body.op_loc(call);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(call);
    // Out-params are made result by result: the ones before a result that
    // cannot be allocated stay, as in mlir-opt.
    let mut out_params = Vec::new();
    for (k, &r) in memrefs.iter().enumerate() {
        let ty = b.body.value_type(r);
        let Some(p) = memref_parts(ctx, ty) else { continue };
        let dyn_sizes: Vec<ValueId> = if p.shape.contains(&DYNAMIC) {
            match sizes.get(k).cloned().flatten() {
                Some(indices) if indices.iter().all(|&i| i < operands.len()) => {
                    indices.iter().map(|&i| operands[i]).collect()
                }
                _ => {
                    OpRef::new(ctx, b.body, call)
                        .emit_error("cannot create out param for dynamically shaped result");
                    return false;
                }
            }
        } else {
            Vec::new()
        };
        let alloc_ty = ctx.intern_type(TypeKind::MemRef {
            shape: p.shape.into(),
            element: p.element,
            layout: None,
            memory_space: p.memory_space,
        });
        let mut out = AllocOp::build(&mut b, loc, alloc_ty, &dyn_sizes, &[], None).memref(&b);
        if alloc_ty != ty {
            out = CastOp::build(&mut b, loc, ty, out).dest(&b);
        }
        b.body.replace_all_uses_with(r, out);
        out_params.push(out);
    }
    let mut st = OperationState::new(ctx.op_name("func.call"), loc);
    st.operands = operands.into_iter().chain(out_params).collect();
    st.result_types = results
        .iter()
        .filter(|&&r| memref_parts(ctx, b.body.value_type(r)).is_none())
        .map(|&r| b.body.value_type(r))
        .collect();
    let callee = b
        .body
        .op_attr(ctx, call, "callee")
        .expect("the call has a callee");
    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("callee"), callee)]));
    let new = b.create(st);
    let kept: Vec<ValueId> = results
        .iter()
        .copied()
        .filter(|&r| memref_parts(ctx, b.body.value_type(r)).is_none())
        .collect();
    for (k, r) in kept.into_iter().enumerate() {
        let n = b.body.result(new, k);
        b.body.replace_all_uses_with(r, n);
    }
    b.body.erase_op(call);
    true
}

/// The argument positions of the dynamic sizes of allocation `alloc`, if
/// they are all arguments of the function.
fn size_arguments(ctx: &Context, body: &Body, alloc: OpId, args: &[ValueId]) -> Option<Vec<usize>> {
    let name = ctx.op_name_str(body.op_name(alloc));
    let operands: Vec<ValueId> = match name {
        // The dynamic sizes of alloc and alloca come before the symbols.
        "memref.alloc" | "memref.alloca" => {
            let ty = body.value_type(body.result(alloc, 0));
            let n = memref_parts(ctx, ty).map_or(0, |p| p.shape.iter().filter(|&&d| d == DYNAMIC).count());
            body.operands(alloc).take(n).collect()
        }
        "memref.realloc" => body.operands(alloc).skip(1).collect(),
        _ => body.operands(alloc).collect(),
    };
    operands
        .iter()
        .map(|v| args.iter().position(|a| a == v))
        .collect()
}

/// The `func.func` ops directly in the module, with their names.
pub(super) fn module_funcs(ctx: &Context, module: &Body) -> Vec<(OpId, String)> {
    let mut out = Vec::new();
    for &r in module.root_regions() {
        for b in module.region_blocks(r) {
            for o in module.block_ops(b) {
                if ctx.op_name_str(module.op_name(o)) != "func.func" {
                    continue;
                }
                let name = module
                    .op_attr(ctx, o, "sym_name")
                    .and_then(|a| ctx.string_attr_value(a).map(str::to_string))
                    .unwrap_or_default();
                out.push((o, name));
            }
        }
    }
    out
}

/// The entry block of function `f`, unless it is a declaration.
pub(super) fn func_entry(module: &Body, f: OpId) -> Option<strata_ir::BlockId> {
    let body = module.child_body(f)?;
    body.root_regions().first().and_then(|&r| body.region_entry(r))
}

/// The inputs and results of function `f`'s type.
pub(super) fn func_type(ctx: &Context, module: &Body, f: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let r = OpRef::new(ctx, module, f);
    function_interface::function_type(r, DEFAULT_NAMES)?;
    let (i, o) = function_interface::signature(r, DEFAULT_NAMES);
    Some((i.to_vec(), o.to_vec()))
}

/// The attributes of argument `i` of `f`, if any.
pub(super) fn arg_attrs(ctx: &Context, module: &Body, f: OpId, i: usize) -> Option<Attribute> {
    function_interface::arg_attrs(OpRef::new(ctx, module, f), DEFAULT_NAMES, i)
}

/// The attributes of result `i` of `f`, if any.
pub(super) fn res_attrs(ctx: &Context, module: &Body, f: OpId, i: usize) -> Option<Attribute> {
    function_interface::res_attrs(OpRef::new(ctx, module, f), DEFAULT_NAMES, i)
}

/// Whether memref type `t`'s layout is the identity map.
fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    let Some(p) = memref_parts(ctx, t) else {
        return false;
    };
    match p.layout.map(|l| ctx.attr_kind(l)) {
        None => true,
        Some(AttrKind::AffineMap(m)) => m.is_identity(ctx),
        // A strided layout is the identity map only in one dimension with
        // unit stride and no offset.
        Some(AttrKind::StridedLayout { offset, strides }) => *offset == 0 && strides[..] == [1],
        _ => false,
    }
}

/// Whether memref type `t` has a layout with dynamic offset and strides.
fn has_fully_dynamic_layout(ctx: &Context, t: Type) -> bool {
    strides_and_offset(ctx, t)
        .is_some_and(|(strides, offset)| offset == DYNAMIC && strides.iter().all(|&s| s == DYNAMIC))
}
