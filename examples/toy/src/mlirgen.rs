//! MLIRGen: a Toy AST to a module of `toy` ops, every op located at the
//! Toy source position it comes from.

use std::collections::HashMap;

use strata::ir::{AttrKind, Attribute, Body, Context, DenseData, Location, OpBuilder, Type, ValueId};

use crate::ast::{Expr, Function, Loc, Module};
use crate::dialect::{
    unranked, AddOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp, TransposeOp,
};

/// Options of the translation.
#[derive(Clone, Copy, Debug, Default)]
pub struct GenOptions {
    /// Makes every function but `main` private (chapter 4 on, so that the
    /// inliner may drop them once inlined).
    pub private_callees: bool,
}

/// Translates `module` into a new top-level body holding one
/// `builtin.module`. Errors are rendered `file:line:col: error: message`.
pub fn mlir_gen(ctx: &Context, module: &Module, options: GenOptions) -> Result<Body, String> {
    let mut top = strata::empty_module(ctx);
    let arities: HashMap<&str, usize> = module
        .functions
        .iter()
        .map(|f| (f.proto.name.as_str(), f.proto.params.len()))
        .collect();
    let (body, block) = strata::module_body(&mut top).ok_or("no module to generate into")?;
    for f in &module.functions {
        gen_function(ctx, body, block, f, &arities, options)?;
    }
    strata::verify(ctx, &top).map_err(|e| e.to_string())?;
    Ok(top)
}

fn location(ctx: &Context, l: &Loc) -> Location {
    ctx.file_loc(&l.file, l.line, l.col)
}

fn error<T>(l: &Loc, message: impl std::fmt::Display) -> Result<T, String> {
    Err(format!("{l}: error: {message}"))
}

fn gen_function(
    ctx: &Context,
    body: &mut Body,
    block: strata::ir::BlockId,
    f: &Function,
    arities: &HashMap<&str, usize>,
    options: GenOptions,
) -> Result<(), String> {
    let loc = location(ctx, &f.proto.loc);
    let args = vec![unranked(ctx); f.proto.params.len()];
    let fty = ctx.function_type(&args, &[]);
    let private = options.private_callees && f.proto.name != "main";
    let func = FuncOp::build(
        &mut OpBuilder::at_end(ctx, body, block),
        loc,
        &f.proto.name,
        fty,
        private.then_some("private"),
        None,
        None,
    );
    let returns_value = {
        let (b, values) = strata::ods::typed::entry_block_builder(ctx, body, func.op())
            .ok_or("a function without a body")?;
        let mut gen = Gen {
            ctx,
            b,
            scope: HashMap::new(),
            arities,
            last_return: None,
        };
        for ((l, name), v) in f.proto.params.iter().zip(values) {
            gen.declare(l, name, v)?;
        }
        for e in &f.body {
            gen.statement(e)?;
        }
        match gen.last_return {
            Some(with_value) => with_value,
            None => {
                ReturnOp::build(&mut gen.b, loc, &[]);
                false
            }
        }
    };
    if returns_value {
        let fty = ctx.function_type(&args, &[unranked(ctx)]);
        body.set_op_attr(ctx, func.op(), "function_type", Some(ctx.type_attr(fty)));
    }
    Ok(())
}

struct Gen<'a, 'm> {
    ctx: &'a Context,
    b: OpBuilder<'a>,
    scope: HashMap<String, ValueId>,
    arities: &'a HashMap<&'m str, usize>,
    /// Whether the last statement was a return, and if so whether it
    /// returned a value.
    last_return: Option<bool>,
}

impl Gen<'_, '_> {
    fn declare(&mut self, l: &Loc, name: &str, v: ValueId) -> Result<(), String> {
        if self.scope.insert(name.to_string(), v).is_some() {
            return error(l, format!("variable '{name}' is already declared"));
        }
        Ok(())
    }

    fn value(&mut self, e: &Expr) -> Result<ValueId, String> {
        match self.expr(e)? {
            Some(v) => Ok(v),
            None => error(e.loc(), "this expression has no value"),
        }
    }

    fn result(&self, op: strata::ir::OpId) -> ValueId {
        self.b.body.result(op, 0)
    }

    /// Emits the statement `e`.
    fn statement(&mut self, e: &Expr) -> Result<(), String> {
        self.expr(e)?;
        self.last_return = match e {
            Expr::Return(_, value) => Some(value.is_some()),
            _ => None,
        };
        Ok(())
    }

    /// Emits `e`; its value, if it has one.
    fn expr(&mut self, e: &Expr) -> Result<Option<ValueId>, String> {
        let ctx = self.ctx;
        let loc = location(ctx, e.loc());
        let u = unranked(ctx);
        let v = match e {
            Expr::Number(_, v) => {
                let attr = dense(ctx, &[], &[*v]);
                let op = ConstantOp::build(&mut self.b, loc, attr);
                self.result(op.op())
            }
            Expr::Literal(_, shape, _) => {
                let mut values = Vec::new();
                flatten(e, &mut values);
                let attr = dense(ctx, shape, &values);
                let op = ConstantOp::build(&mut self.b, loc, attr);
                self.result(op.op())
            }
            Expr::Var(l, name) => match self.scope.get(name) {
                Some(&v) => v,
                None => return error(l, format!("unknown variable '{name}'")),
            },
            Expr::VarDecl(l, name, shape, init) => {
                let mut v = self.value(init)?;
                if !shape.is_empty() {
                    let t = ctx.ranked_tensor_type(shape, ctx.f64());
                    let op = ReshapeOp::build(&mut self.b, loc, t, v);
                    v = self.result(op.op());
                }
                self.declare(l, name, v)?;
                v
            }
            Expr::Return(_, value) => {
                let operands = match value {
                    Some(x) => vec![self.value(x)?],
                    None => Vec::new(),
                };
                ReturnOp::build(&mut self.b, loc, &operands);
                return Ok(None);
            }
            Expr::BinOp(l, op, lhs, rhs) => {
                let lhs = self.value(lhs)?;
                let rhs = self.value(rhs)?;
                let op = match op {
                    '+' => AddOp::build(&mut self.b, loc, u, lhs, rhs).op(),
                    '*' => MulOp::build(&mut self.b, loc, u, lhs, rhs).op(),
                    other => return error(l, format!("invalid binary operator '{other}'")),
                };
                self.result(op)
            }
            Expr::Call(l, callee, args) => {
                let mut operands = Vec::new();
                for a in args {
                    operands.push(self.value(a)?);
                }
                if callee == "transpose" {
                    if operands.len() != 1 {
                        return error(l, "transpose takes exactly one argument");
                    }
                    let op = TransposeOp::build(&mut self.b, loc, u, operands[0]);
                    self.result(op.op())
                } else {
                    match self.arities.get(callee.as_str()) {
                        None => return error(l, format!("call to unknown function '{callee}'")),
                        Some(&n) if n != operands.len() => {
                            return error(
                                l,
                                format!(
                                    "'{callee}' takes {n} arguments but is called with {}",
                                    operands.len()
                                ),
                            )
                        }
                        _ => {}
                    }
                    let op = GenericCallOp::build(&mut self.b, loc, u, &operands, callee);
                    self.result(op.op())
                }
            }
            Expr::Print(_, arg) => {
                let v = self.value(arg)?;
                PrintOp::build(&mut self.b, loc, v);
                return Ok(None);
            }
        };
        Ok(Some(v))
    }
}

fn flatten(e: &Expr, out: &mut Vec<f64>) {
    match e {
        Expr::Number(_, v) => out.push(*v),
        Expr::Literal(_, _, values) => values.iter().for_each(|v| flatten(v, out)),
        _ => {}
    }
}

/// `dense<values> : tensor<shape x f64>`, a splat when all values are one.
pub fn dense(ctx: &Context, shape: &[i64], values: &[f64]) -> Attribute {
    let ty: Type = ctx.ranked_tensor_type(shape, ctx.f64());
    let splat = values.windows(2).all(|w| w[0].to_bits() == w[1].to_bits()) && !values.is_empty();
    let stored = if splat { &values[..1] } else { values };
    let bytes: Vec<u8> = stored.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.intern_attr(AttrKind::DenseElements {
        ty,
        data: DenseData {
            splat,
            bytes: bytes.into(),
        },
    })
}

/// The f64 values of a dense elements attribute, expanded to
/// `num_elements` if it is a splat.
pub fn dense_values(ctx: &Context, a: Attribute, num_elements: usize) -> Option<Vec<f64>> {
    let AttrKind::DenseElements { data, .. } = ctx.attr_kind(a) else {
        return None;
    };
    let values: Vec<f64> = data
        .bytes
        .chunks_exact(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
        .collect();
    if data.splat {
        return Some(vec![*values.first()?; num_elements]);
    }
    Some(values)
}
