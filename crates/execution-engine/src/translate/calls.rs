//! Calls: `llvm.call` of a symbol (direct, or variadic), of a function
//! pointer, and the calls the translator makes itself to the C library
//! and the C compiler's runtime ([`Translator::call_libc`]).

use cranelift_codegen::ir::{types, AbiParam, Inst, InstBuilder, Value};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::{FuncId, Linkage, Module};
use strata_ir::ValueId;

use super::dispatch::OpCx;
use super::{dense_array, ints, leaf_sig, symbol_name, FnState, FuncInfo, Translator, R};
use crate::layout::{Scalar, Shape};

impl<M: Module> Translator<'_, M> {
    /// `llvm.call`: the result's leaves come back as the call's results.
    /// Results of callees not compiled here are normalized (narrow
    /// integers zero-extended, see `ints`).
    pub(super) fn call(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let seg = cx
            .attr("operandSegmentSizes")
            .and_then(|a| dense_array(cx.ctx, a));
        let n_call = seg
            .as_ref()
            .and_then(|s| s.first().copied())
            .map_or(cx.body.num_operands(cx.op), |n| n as usize);
        let operands: Vec<ValueId> = cx.operands().take(n_call).collect();
        let result_shape = cx.result_shape()?;
        let callee = cx.attr("callee").and_then(|a| symbol_name(cx.ctx, a));
        // A call without a callee symbol takes the function pointer first.
        let call_args = if callee.is_some() {
            &operands[..]
        } else {
            &operands[1..]
        };
        let mut args = Vec::new();
        let mut arg_shapes = Vec::new();
        for &a in call_args {
            args.extend(st.get(a));
            arg_shapes.push(cx.value_shape(a)?);
        }
        let (inst, defined_here) = match callee {
            Some(name) => {
                self.mark_used(&name);
                let Some(info) = self.out.funcs.get(&name).cloned() else {
                    return cx.error(format!("unknown callee '{name}'"));
                };
                if info.var_arg && self.variadic_helpers {
                    if let Some(vals) = self.variadic_through_helper(b, info.id, &args, &result_shape) {
                        return Ok(vals);
                    }
                }
                let inst = if info.var_arg {
                    self.variadic_call(b, &info, &args, &result_shape)
                } else {
                    let fr = self.module.declare_func_in_func(info.id, b.func);
                    b.ins().call(fr, &args)
                };
                (inst, info.is_definition)
            }
            None => {
                let callee = st.one(operands[0], cx.loc)?;
                let mut sig = self.module.make_signature();
                leaf_sig(&mut sig, &arg_shapes, &result_shape);
                let sref = b.import_signature(sig);
                (b.ins().call_indirect(sref, callee, &args), false)
            }
        };
        let mut vals = b.inst_results(inst).to_vec();
        if !defined_here {
            for ((s, _), v) in result_shape.leaves().into_iter().zip(vals.iter_mut()) {
                *v = ints::norm(b, s, *v);
            }
        }
        Ok(vals)
    }

    /// A direct call of a variadic function: the extra arguments are
    /// passed as in a call with a signature that names them, after C's
    /// default argument promotions.
    fn variadic_call(
        &mut self,
        b: &mut FunctionBuilder,
        info: &FuncInfo,
        args: &[Value],
        result: &Shape,
    ) -> Inst {
        let fr = self.module.declare_func_in_func(info.id, b.func);
        let addr = b.ins().func_addr(types::I64, fr);
        let args = promote_varargs(b, args, info.params.iter().map(Shape::leaf_count).sum());
        let mut sig = self.module.make_signature();
        for &a in &args {
            sig.params.push(AbiParam::new(b.func.dfg.value_type(a)));
        }
        for (s, _) in result.leaves() {
            sig.returns.push(AbiParam::new(s.clif()));
        }
        let sref = b.import_signature(sig);
        b.ins().call_indirect(sref, addr, &args)
    }

    /// A variadic call through the runtime's helper: up to six integer and
    /// eight floating point arguments, in registers, and a scalar or no
    /// result. `None` when the call does not fit (it is then made
    /// directly).
    fn variadic_through_helper(
        &mut self,
        b: &mut FunctionBuilder,
        callee: FuncId,
        args: &[Value],
        result: &Shape,
    ) -> Option<Vec<Value>> {
        let float_result = match result {
            Shape::Void | Shape::Scalar(Scalar::Int(1..=64) | Scalar::Ptr) => false,
            Shape::Scalar(Scalar::F64) => true,
            _ => return None,
        };
        let mut ints = Vec::new();
        let mut floats = Vec::new();
        for &a in args {
            let ty = b.func.dfg.value_type(a);
            match ty {
                types::F32 => floats.push(b.ins().fpromote(types::F64, a)),
                types::F64 => floats.push(a),
                types::I64 => ints.push(a),
                types::I8 | types::I16 | types::I32 => ints.push(b.ins().sextend(types::I64, a)),
                _ => return None,
            }
        }
        if ints.len() > 6 || floats.len() > 8 {
            return None;
        }
        while ints.len() < 6 {
            ints.push(b.ins().iconst(types::I64, 0));
        }
        while floats.len() < 8 {
            floats.push(b.ins().f64const(0.0));
        }
        let fr = self.module.declare_func_in_func(callee, b.func);
        let target = b.ins().func_addr(types::I64, fr);
        let mut params = vec![types::I64; 7];
        params.extend([types::F64; 8]);
        let (name, ret) = if float_result {
            (crate::runtime::VARIADIC_CALL_F64, types::F64)
        } else {
            (crate::runtime::VARIADIC_CALL_INT, types::I64)
        };
        let mut call_args = vec![target];
        call_args.extend(ints);
        call_args.extend(floats);
        let id = self.libc_func(name, &params, Some(ret));
        let helper = self.module.declare_func_in_func(id, b.func);
        let call = b.ins().call(helper, &call_args);
        let r = b.inst_results(call)[0];
        Some(match result {
            Shape::Void => Vec::new(),
            Shape::Scalar(s) => {
                let ty = s.clif();
                vec![if ty == types::I64 || ty == types::F64 {
                    r
                } else {
                    let v = b.ins().ireduce(ty, r);
                    ints::norm(b, *s, v)
                }]
            }
            _ => unreachable!("checked above"),
        })
    }

    /// Records that code refers to `sym`, so an external one must resolve.
    pub(super) fn mark_used(&mut self, sym: &str) {
        if self.out.declared_imports.remove(sym) {
            self.out.imports.push(sym.to_string());
        }
    }

    /// The import of a C library (or runtime) function, declared once.
    fn libc_func(&mut self, name: &'static str, params: &[types::Type], ret: Option<types::Type>) -> FuncId {
        if let Some(&id) = self.libc.get(name) {
            return id;
        }
        let mut sig = self.module.make_signature();
        sig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
        sig.returns.extend(ret.map(AbiParam::new));
        let id = self
            .module
            .declare_function(name, Linkage::Import, &sig)
            .expect("C library functions have one signature each");
        self.libc.insert(name, id);
        self.out.imports.push(name.to_string());
        id
    }

    /// Calls the C library function `name` with `args`; its result, if it
    /// returns one.
    pub(super) fn call_libc(
        &mut self,
        b: &mut FunctionBuilder,
        name: &'static str,
        args: &[Value],
        ret: Option<types::Type>,
    ) -> Option<Value> {
        let params: Vec<types::Type> = args.iter().map(|&a| b.func.dfg.value_type(a)).collect();
        let id = self.libc_func(name, &params, ret);
        let fr = self.module.declare_func_in_func(id, b.func);
        let call = b.ins().call(fr, args);
        b.inst_results(call).first().copied()
    }
}

/// C's default argument promotions for the variadic part of a call: floats
/// become doubles.
fn promote_varargs(b: &mut FunctionBuilder, args: &[Value], fixed: usize) -> Vec<Value> {
    args.iter()
        .enumerate()
        .map(|(i, &a)| {
            if i < fixed {
                return a;
            }
            let ty = b.func.dfg.value_type(a);
            if ty == types::F32 {
                b.ins().fpromote(types::F64, a)
            } else {
                a
            }
        })
        .collect()
}
