//! MLIRGen: a Toy AST to a module of `toy` ops, every op located at the
//! Toy source position it comes from.

use std::collections::HashMap;

use strata::ir::{AttrKind, Attribute, Body, Context, DenseData, Location, OpBuilder, Type, ValueId};

use crate::ast::{Expr, Function, Loc, Module, StructDef};
use crate::dialect::{
    unranked, AddOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp, TransposeOp,
};
use crate::structs::{struct_type, StructAccessOp, StructConstantOp};

/// Options of the translation.
#[derive(Clone, Copy, Debug, Default)]
pub struct GenOptions {
    /// Makes every function but `main` private (chapter 4 on, so that the
    /// inliner may drop them once inlined).
    pub private_callees: bool,
    /// Leaves out a function that fails to translate and goes on with the
    /// others (chapters 2 to 6; chapter 7's MLIRGen stops at the first).
    pub skip_failed_functions: bool,
}

// ANCHOR: mlir_gen
/// Translates `module` into a new top-level body holding one
/// `builtin.module`. Errors are rendered `file:line:col: error: message`.
pub fn mlir_gen(ctx: &Context, module: &Module, options: GenOptions) -> Result<Body, String> {
    let (top, errors) = mlir_gen_unverified(ctx, module, options)?;
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }
    strata::verify(ctx, &top).map_err(|e| e.to_string())?;
    Ok(top)
}

/// [`mlir_gen`] without verifying the result, for a caller that reports
/// the verifier's diagnostics its own way. The module comes with the
/// errors that did not stop the translation, as in the tutorial's MLIRGen:
/// a `print` whose operand fails ends its function's body there (the
/// function is kept), and with `skip_failed_functions` a function that
/// fails is left out.
pub fn mlir_gen_unverified(
    ctx: &Context,
    module: &Module,
    options: GenOptions,
) -> Result<(Body, Vec<String>), String> {
    let mut top = strata::empty_module(ctx);
    let arities: HashMap<&str, usize> = module
        .functions
        .iter()
        .map(|f| (f.proto.name.as_str(), f.proto.params.len()))
        .collect();
    let mut structs: HashMap<&str, &StructDef> = HashMap::new();
    for s in &module.structs {
        if structs.insert(s.name.as_str(), s).is_some() {
            return error(&s.loc, format!("struct '{}' is already declared", s.name));
        }
    }
    let mut results: HashMap<String, Type> = HashMap::new();
    let mut errors = Vec::new();
    let (body, block) = strata::module_body(&mut top).ok_or("no module to generate into")?;
    for f in &module.functions {
        let before = body.last_op(block);
        let generated = gen_function(
            ctx,
            body,
            block,
            f,
            &arities,
            &structs,
            &results,
            options,
            &mut errors,
        );
        match generated {
            Ok(t) => {
                results.insert(f.proto.name.clone(), t);
            }
            Err(e) if !options.skip_failed_functions => return Err(e),
            Err(e) => {
                if let Some(partial) = body.last_op(block).filter(|&op| Some(op) != before) {
                    body.erase_op(partial);
                }
                errors.push(e);
            }
        }
    }
    Ok((top, errors))
}
// ANCHOR_END: mlir_gen

fn location(ctx: &Context, l: &Loc) -> Location {
    ctx.file_loc(&l.file, l.line, l.col)
}

fn error<T>(l: &Loc, message: impl std::fmt::Display) -> Result<T, String> {
    Err(format!("{l}: error: {message}"))
}

/// The type of values of struct `s`: a struct of unranked tensors.
fn type_of_struct(ctx: &Context, s: &StructDef) -> Type {
    struct_type(ctx, &vec![unranked(ctx); s.fields.len()])
}

/// Generates `f`; the type of its result (a struct's, or an unranked
/// tensor). The error of a `print` that ends the body goes to `errors`.
#[allow(clippy::too_many_arguments)]
fn gen_function(
    ctx: &Context,
    body: &mut Body,
    block: strata::ir::BlockId,
    f: &Function,
    arities: &HashMap<&str, usize>,
    structs: &HashMap<&str, &StructDef>,
    results: &HashMap<String, Type>,
    options: GenOptions,
    errors: &mut Vec<String>,
) -> Result<Type, String> {
    let loc = location(ctx, &f.proto.loc);
    let mut args = Vec::new();
    let mut arg_structs = Vec::new();
    for ((l, _), s) in f.proto.params.iter().zip(&f.proto.param_structs) {
        match s {
            None => {
                args.push(unranked(ctx));
                arg_structs.push(None);
            }
            Some(name) => match structs.get(name.as_str()) {
                Some(&def) => {
                    args.push(type_of_struct(ctx, def));
                    arg_structs.push(Some(def));
                }
                None => return error(l, format!("unknown struct type '{name}'")),
            },
        }
    }
    let fty = ctx.function_type(&args, &[]);
    let private = options.private_callees && f.proto.name != "main";
    let func = FuncOp::build(
        &mut OpBuilder::at_end(ctx, body, block),
        loc,
        &f.proto.name,
        fty,
        None,
        None,
    );
    if private {
        // A discardable attribute, as in the tutorial's dialect, whose
        // `toy.func` does not declare it.
        strata::ir::symbol_table::set_symbol_visibility(
            ctx,
            body,
            func.op(),
            strata::ir::Visibility::Private,
        );
    }
    let returns_value = {
        let (b, values) = strata::ods::typed::entry_block_builder(ctx, body, func.op())
            .ok_or("a function without a body")?;
        let mut gen = Gen {
            ctx,
            b,
            scope: HashMap::new(),
            arities,
            structs,
            results,
            struct_of: HashMap::new(),
            last_return: None,
        };
        for (((l, name), v), s) in f.proto.params.iter().zip(values).zip(arg_structs) {
            gen.declare(l, name, v)?;
            if let Some(s) = s {
                gen.struct_of.insert(v, s);
            }
        }
        for e in &f.body {
            match gen.statement(e) {
                Ok(()) => {}
                Err(error) if matches!(e, Expr::Print(..)) => {
                    errors.push(error);
                    break;
                }
                Err(error) => return Err(error),
            }
        }
        match gen.last_return {
            Some(with_value) => with_value,
            None => {
                ReturnOp::build(&mut gen.b, loc, &[]);
                None
            }
        }
    };
    // A function returning a struct has that struct's type as its result;
    // other values are unranked tensors.
    let result = match returns_value {
        Some(t) if crate::structs::struct_elements(ctx, t).is_some() => t,
        _ => unranked(ctx),
    };
    if returns_value.is_some() {
        let fty = ctx.function_type(&args, &[result]);
        body.set_op_attr(ctx, func.op(), "function_type", Some(ctx.type_attr(fty)));
    }
    Ok(result)
}

struct Gen<'a, 'm> {
    ctx: &'a Context,
    b: OpBuilder<'a>,
    scope: HashMap<String, ValueId>,
    arities: &'a HashMap<&'m str, usize>,
    structs: &'a HashMap<&'m str, &'m StructDef>,
    /// The result types of the functions generated so far.
    results: &'a HashMap<String, Type>,
    /// The struct declared for values of struct type (parameters and
    /// variables), which names their fields.
    struct_of: HashMap<ValueId, &'m StructDef>,
    /// Whether the last statement was a return, and if so the type of the
    /// value it returned, if any.
    last_return: Option<Option<Type>>,
}

impl<'m> Gen<'_, 'm> {
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
            Expr::Return(_, value) => Some(match value {
                Some(_) => self
                    .b
                    .body
                    .last_op(self.b.insertion_block().ok_or("no insertion block")?)
                    .map(|r| self.b.body.value_type(self.b.body.operand(r, 0))),
                None => None,
            }),
            _ => None,
        };
        Ok(())
    }

    /// Emits `e`; its value, if it has one.
    // ANCHOR: expr
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
                let Some(init) = init else {
                    return error(l, "missing initializer in variable declaration");
                };
                let mut v = self.value(init)?;
                if !shape.is_empty() {
                    let t = ctx.ranked_tensor_type(shape, ctx.f64());
                    let op = ReshapeOp::build(&mut self.b, loc, t, v);
                    v = self.result(op.op());
                }
                self.declare(l, name, v)?;
                v
            }
            // ANCHOR_END: expr
            Expr::Return(_, value) => {
                let operands = match value {
                    Some(x) => vec![self.value(x)?],
                    None => Vec::new(),
                };
                ReturnOp::build(&mut self.b, loc, &operands);
                return Ok(None);
            }
            Expr::BinOp(l, '.', lhs, rhs) => {
                let s = self.value(lhs)?;
                // The tutorial's message, for a value that is not a struct
                // as for a field the struct does not have.
                let invalid = "invalid access into struct expression";
                let Some(&def) = self.struct_of.get(&s) else {
                    return error(l, invalid);
                };
                let Expr::Var(_, field) = &**rhs else {
                    return error(rhs.loc(), "expected a field name after '.'");
                };
                let Some(index) = def.fields.iter().position(|(_, n)| n == field) else {
                    return error(l, invalid);
                };
                let op = StructAccessOp::build(&mut self.b, loc, u, s, index as i64);
                self.result(op.op())
            }
            Expr::StructLiteral(..) => {
                let (attr, ty) = struct_constant(ctx, e)?;
                let op = StructConstantOp::build(&mut self.b, loc, ty, attr);
                self.result(op.op())
            }
            Expr::StructVarDecl(l, name, ty, init) => {
                let Some(&def) = self.structs.get(ty.as_str()) else {
                    return error(l, format!("unknown struct type '{ty}'"));
                };
                let v = self.value(init)?;
                let (got, expected) = (self.b.body.value_type(v), type_of_struct(ctx, def));
                if got != expected {
                    return error(
                        l,
                        format!(
                            "struct type of initializer is different than the variable declaration. \
                             Got '{}', but expected '{}'",
                            ctx.type_to_string(got),
                            ctx.type_to_string(expected)
                        ),
                    );
                }
                self.declare(l, name, v)?;
                self.struct_of.insert(v, def);
                v
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
                    let t = self.results.get(callee.as_str()).copied().unwrap_or(u);
                    let op = GenericCallOp::build(&mut self.b, loc, t, &operands, callee);
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

/// A struct literal's constant (an array of dense elements attributes and
/// nested arrays) and its type (a struct of unranked tensors and nested
/// structs).
fn struct_constant(ctx: &Context, e: &Expr) -> Result<(Attribute, Type), String> {
    let Expr::StructLiteral(_, values) = e else {
        return error(e.loc(), "expected a struct literal");
    };
    let mut attrs = Vec::new();
    let mut types = Vec::new();
    for v in values {
        match v {
            Expr::StructLiteral(..) => {
                let (a, t) = struct_constant(ctx, v)?;
                attrs.push(a);
                types.push(t);
            }
            Expr::Number(_, x) => {
                attrs.push(dense(ctx, &[], &[*x]));
                types.push(unranked(ctx));
            }
            Expr::Literal(_, shape, _) => {
                let mut xs = Vec::new();
                flatten(v, &mut xs);
                attrs.push(dense(ctx, shape, &xs));
                types.push(unranked(ctx));
            }
            other => return error(other.loc(), "expected a constant in a struct literal"),
        }
    }
    Ok((ctx.array_attr(&attrs), struct_type(ctx, &types)))
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
