//! Verifier tests on IR built through the `Body` API. The expected texts
//! are what mlir-opt 22 reports for the same IR.

use std::sync::{Arc, Mutex};

use strata_ir::function_interface::{
    self as fi, CallOpInterface, CallableOpInterface, Callee, DEFAULT_NAMES,
};
use strata_ir::{
    Attribute, BlockId, Body, Context, Ident, LogicalResult, NamedAttribute, OpId, OpRef, OperationState,
    SymbolLookup, Type, ValueId,
};

use super::*;
use strata_ir::asm::AsmPrinter;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    ctx
}

/// Collects emitted diagnostics as `message` plus `note: message` lines.
fn capture(ctx: &Context) -> Arc<Mutex<Vec<String>>> {
    let out = Arc::new(Mutex::new(Vec::new()));
    let sink = out.clone();
    let _ = ctx.push_diagnostic_handler(Box::new(move |_, d| {
        let mut v = sink.lock().unwrap();
        v.push(d.message.clone());
        for n in &d.notes {
            v.push(format!("note: {}", n.message));
        }
    }));
    out
}

fn props(ctx: &Context, entries: &[(&str, Attribute)]) -> Attribute {
    let v: Vec<NamedAttribute> = entries.iter().map(|&(n, a)| (ctx.ident(n), a)).collect();
    ctx.dictionary_attr(&v)
}

/// The top-level body of a "module" holding functions, with a symbol
/// lookup over its top block.
struct Module {
    body: Body,
    block: BlockId,
}

impl Module {
    fn new() -> Module {
        let (body, block) = Body::with_top_block();
        Module { body, block }
    }

    fn op<'a>(&'a self, ctx: &'a Context, id: OpId) -> OpRef<'a> {
        OpRef::new(ctx, &self.body, id)
    }
}

struct Lookup<'a> {
    ctx: &'a Context,
    module: &'a Module,
}

impl SymbolLookup for Lookup<'_> {
    fn lookup_symbol(&self, name: Ident) -> Option<OpRef<'_>> {
        let want = self.ctx.ident_str(name);
        self.module.body.block_ops(self.module.block).find_map(|op| {
            let r = self.module.op(self.ctx, op);
            let n = r.attr("sym_name").and_then(|a| self.ctx.string_attr_value(a))?;
            (n == want).then_some(r)
        })
    }
}

/// What goes into a function body: ops built in the child body given the
/// entry block and its arguments.
type BodyBuilder<'b> = &'b dyn Fn(&Context, &mut Body, BlockId, &[ValueId]);

/// Adds a `func.func`; `body` is `None` for a declaration. `entry_args`
/// overrides the entry block's argument types.
fn add_func(
    ctx: &Context,
    m: &mut Module,
    properties: Attribute,
    entry_args: Option<&[Type]>,
    body: Option<BodyBuilder<'_>>,
) -> OpId {
    let mut child = Body::new();
    let r = child.create_region();
    if let Some(build) = body {
        let b = child.create_block();
        child.append_block(r, b);
        let inputs: Vec<Type> = match entry_args {
            Some(t) => t.to_vec(),
            None => {
                let ft = ctx.type_attr_value(ctx.dict_get(properties, ctx.ident("function_type")).unwrap());
                ctx.function_type_parts(ft.unwrap()).unwrap().0.to_vec()
            }
        };
        let args: Vec<ValueId> = inputs
            .iter()
            .map(|&t| child.add_block_arg(b, t, ctx.unknown_loc()))
            .collect();
        build(ctx, &mut child, b, &args);
    }
    let mut state = OperationState::new(ctx.op_name(FUNC.name), ctx.file_loc("t.mlir", 1, 1));
    state.properties = Some(properties);
    state.regions = vec![r];
    state.child = Some(Box::new(child));
    let op = m.body.create_op(state);
    m.body.append_op(m.block, op);
    op
}

fn func_props(
    ctx: &Context,
    name: &str,
    inputs: &[Type],
    results: &[Type],
) -> Vec<(&'static str, Attribute)> {
    vec![
        ("sym_name", ctx.string_attr(name)),
        ("function_type", ctx.type_attr(ctx.function_type(inputs, results))),
    ]
}

fn private(ctx: &Context, mut p: Vec<(&'static str, Attribute)>) -> Vec<(&'static str, Attribute)> {
    p.push(("sym_visibility", ctx.string_attr("private")));
    p
}

/// Creates an op in `body` at the end of `b`.
fn build_op(
    ctx: &Context,
    body: &mut Body,
    b: BlockId,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    properties: Option<Attribute>,
) -> OpId {
    let mut s = OperationState::new(ctx.op_name(name), ctx.file_loc("t.mlir", 2, 3));
    s.operands = operands.to_vec();
    s.result_types = results.to_vec();
    s.properties = properties;
    let op = body.create_op(s);
    body.append_op(b, op);
    op
}

/// The op's own checks, in the verifier's order: counts, declared
/// invariants, then its verifier.
fn verify_op(op: OpRef<'_>) -> LogicalResult {
    let Some(def) = op.def() else { return Ok(()) };
    for v in [def.verify_counts, def.verify_invariants, def.verify]
        .into_iter()
        .flatten()
    {
        v(op)?;
    }
    Ok(())
}

/// Runs the op checks, the region checks and the symbol-use checks of
/// every op of the module and of each function body, stopping at the
/// first failure as MLIR's verifier does.
fn verify_module(ctx: &Context, m: &Module) -> LogicalResult {
    let lookup = Lookup { ctx, module: m };
    for f in m.body.block_ops(m.block) {
        let fref = m.op(ctx, f);
        let def = fref.def().unwrap();
        verify_op(fref)?;
        let (child, regions) = fref.regions();
        for &r in regions {
            for b in child.region_blocks(r) {
                for inner in child.block_ops(b) {
                    verify_op(OpRef::new(ctx, child, inner))?;
                }
            }
        }
        if let Some(v) = def.verify_regions {
            v(fref)?;
        }
    }
    for f in m.body.block_ops(m.block) {
        let (child, regions) = m.op(ctx, f).regions();
        for &r in regions {
            for b in child.region_blocks(r) {
                for inner in child.block_ops(b) {
                    let iref = OpRef::new(ctx, child, inner);
                    if let Some(v) = iref.def().and_then(|d| d.verify_symbol_uses) {
                        v(iref, &lookup)?;
                    }
                }
            }
        }
    }
    Ok(())
}

fn errors_of(ctx: &Context, m: &Module) -> Vec<String> {
    let out = capture(ctx);
    let res = verify_module(ctx, m);
    let v = out.lock().unwrap().clone();
    assert_eq!(
        res.is_err(),
        !v.is_empty(),
        "failure must come with a diagnostic: {v:?}"
    );
    v
}

fn ret_body(ctx: &Context, body: &mut Body, b: BlockId, args: &[ValueId]) {
    build_op(ctx, body, b, RETURN.name, args, &[], None);
}

#[test]
fn valid_functions_verify() {
    let ctx = context();
    let i32t = ctx.i32();
    let mut m = Module::new();
    let p = props(&ctx, &private(&ctx, func_props(&ctx, "decl", &[i32t], &[i32t])));
    add_func(&ctx, &mut m, p, None, None);
    let p = props(&ctx, &func_props(&ctx, "id", &[i32t], &[i32t]));
    add_func(
        &ctx,
        &mut m,
        p,
        None,
        Some(&|ctx, body, b, args| {
            let callee = Some(props(ctx, &[("callee", ctx.flat_symbol_ref_attr("decl"))]));
            let c = build_op(ctx, body, b, CALL.name, args, &[ctx.i32()], callee);
            let fty = ctx.function_type(&[ctx.i32()], &[ctx.i32()]);
            let value = Some(props(ctx, &[("value", ctx.flat_symbol_ref_attr("id"))]));
            let k = build_op(ctx, body, b, CONSTANT.name, &[], &[fty], value);
            let kv = body.result(k, 0);
            let cr = body.result(c, 0);
            let ci = build_op(ctx, body, b, CALL_INDIRECT.name, &[kv, cr], &[ctx.i32()], None);
            let r = body.result(ci, 0);
            build_op(ctx, body, b, RETURN.name, &[r], &[], None);
        }),
    );
    assert_eq!(errors_of(&ctx, &m), Vec::<String>::new());
}

#[test]
fn public_declaration_is_rejected() {
    let ctx = context();
    let mut m = Module::new();
    let p = props(&ctx, &func_props(&ctx, "decl", &[ctx.i32()], &[]));
    add_func(&ctx, &mut m, p, None, None);
    assert_eq!(
        errors_of(&ctx, &m),
        ["'func.func' op symbol declaration cannot have public visibility"]
    );
    // `nested` declarations are fine.
    let mut m = Module::new();
    let mut p = func_props(&ctx, "decl", &[ctx.i32()], &[]);
    p.push(("sym_visibility", ctx.string_attr("nested")));
    add_func(&ctx, &mut m, props(&ctx, &p), None, None);
    assert_eq!(errors_of(&ctx, &m), Vec::<String>::new());
}

#[test]
fn entry_block_must_match_signature() {
    let ctx = context();
    let mut m = Module::new();
    let p = props(&ctx, &func_props(&ctx, "e", &[ctx.i32()], &[]));
    add_func(
        &ctx,
        &mut m,
        p,
        Some(&[]),
        Some(&|ctx, body, b, _| ret_body(ctx, body, b, &[])),
    );
    assert_eq!(
        errors_of(&ctx, &m),
        ["'func.func' op entry block must have 1 arguments to match function signature"]
    );

    let mut m = Module::new();
    let p = props(&ctx, &func_props(&ctx, "e", &[ctx.i32()], &[]));
    add_func(
        &ctx,
        &mut m,
        p,
        Some(&[ctx.i64()]),
        Some(&|ctx, body, b, _| ret_body(ctx, body, b, &[])),
    );
    assert_eq!(
        errors_of(&ctx, &m),
        [
            "'func.func' op type of entry block argument #0('i64') must match the type of the corresponding \
          argument in function signature('i32')"
        ]
    );
}

#[test]
fn argument_and_result_attributes_are_checked() {
    let ctx = context();
    let i32t = ctx.i32();
    let cases: Vec<(&str, Attribute, &str)> = vec![
        (
            "arg_attrs",
            ctx.array_attr(&[]),
            "'func.func' op expects argument attribute array to have the same number of elements as the \
             number of function arguments, got 0, but expected 1",
        ),
        (
            "res_attrs",
            ctx.array_attr(&[ctx.empty_dictionary(), ctx.empty_dictionary()]),
            "'func.func' op expects result attribute array to have the same number of elements as the number \
             of function results, got 2, but expected 1",
        ),
        (
            "arg_attrs",
            ctx.array_attr(&[props(&ctx, &[("a", ctx.unit_attr())])]),
            "'func.func' op arguments may only have dialect attributes",
        ),
        (
            "res_attrs",
            ctx.array_attr(&[props(&ctx, &[("a", ctx.unit_attr())])]),
            "'func.func' op results may only have dialect attributes",
        ),
        (
            "arg_attrs",
            ctx.array_attr(&[ctx.unit_attr()]),
            "'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes",
        ),
        (
            "no_inline",
            ctx.bool_attr(true),
            "'func.func' op attribute 'no_inline' failed to satisfy constraint: unit attribute",
        ),
    ];
    for (name, value, expected) in cases {
        let mut m = Module::new();
        let mut p = private(&ctx, func_props(&ctx, "e", &[i32t], &[i32t]));
        p.push((name, value));
        add_func(&ctx, &mut m, props(&ctx, &p), None, None);
        assert_eq!(errors_of(&ctx, &m), [expected], "{name}");
    }
    // Dialect attributes pass.
    let mut m = Module::new();
    let mut p = private(&ctx, func_props(&ctx, "e", &[i32t], &[i32t]));
    p.push((
        "arg_attrs",
        ctx.array_attr(&[props(&ctx, &[("foo.a", ctx.unit_attr())])]),
    ));
    add_func(&ctx, &mut m, props(&ctx, &p), None, None);
    assert_eq!(errors_of(&ctx, &m), Vec::<String>::new());
}

#[test]
fn required_attributes() {
    let ctx = context();
    let mut m = Module::new();
    add_func(&ctx, &mut m, props(&ctx, &[]), Some(&[]), None);
    assert_eq!(
        errors_of(&ctx, &m),
        ["'func.func' op requires attribute 'function_type'"]
    );

    let mut m = Module::new();
    let p = props(
        &ctx,
        &[
            ("sym_name", ctx.string_attr("e")),
            ("function_type", ctx.type_attr(ctx.i32())),
        ],
    );
    add_func(&ctx, &mut m, p, Some(&[]), None);
    assert_eq!(
        errors_of(&ctx, &m),
        ["'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type"]
    );
}

#[test]
fn return_must_match_results() {
    let ctx = context();
    let mut m = Module::new();
    let p = props(&ctx, &func_props(&ctx, "r", &[], &[ctx.i32()]));
    add_func(
        &ctx,
        &mut m,
        p,
        None,
        Some(&|ctx, body, b, _| ret_body(ctx, body, b, &[])),
    );
    assert_eq!(
        errors_of(&ctx, &m),
        ["'func.return' op has 0 operands, but enclosing function (@r) returns 1"]
    );

    let mut m = Module::new();
    let p = props(&ctx, &func_props(&ctx, "r", &[ctx.i64()], &[ctx.i32()]));
    add_func(
        &ctx,
        &mut m,
        p,
        None,
        Some(&|ctx, body, b, args| ret_body(ctx, body, b, args)),
    );
    assert_eq!(
        errors_of(&ctx, &m),
        ["type of return operand 0 ('i64') doesn't match function result type ('i32') in function @r"]
    );

    // Names that are not bare identifiers are quoted.
    let mut m = Module::new();
    let p = props(&ctx, &func_props(&ctx, "q x", &[], &[ctx.i32()]));
    add_func(
        &ctx,
        &mut m,
        p,
        None,
        Some(&|ctx, body, b, _| ret_body(ctx, body, b, &[])),
    );
    assert_eq!(
        errors_of(&ctx, &m),
        ["'func.return' op has 0 operands, but enclosing function (@\"q x\") returns 1"]
    );
}

/// A module with `func.func private @d(i32) -> (i32, i64)` and a function
/// `@c(%a: i32, %b: i64)` whose body `build` makes (plus a return).
fn call_module(ctx: &Context, build: BodyBuilder<'_>) -> Module {
    let mut m = Module::new();
    let p = props(
        ctx,
        &private(ctx, func_props(ctx, "d", &[ctx.i32()], &[ctx.i32(), ctx.i64()])),
    );
    add_func(ctx, &mut m, p, None, None);
    let p = props(ctx, &func_props(ctx, "c", &[ctx.i32(), ctx.i64()], &[]));
    add_func(
        ctx,
        &mut m,
        p,
        None,
        Some(&|ctx, body, b, args| {
            build(ctx, body, b, args);
            ret_body(ctx, body, b, &[]);
        }),
    );
    m
}

fn callee(ctx: &Context, name: &str) -> Option<Attribute> {
    Some(props(ctx, &[("callee", ctx.flat_symbol_ref_attr(name))]))
}

#[test]
fn call_checks_callee() {
    let ctx = context();
    let m = call_module(&ctx, &|ctx, body, b, args| {
        build_op(
            ctx,
            body,
            b,
            CALL.name,
            &args[..1],
            &[ctx.i32(), ctx.i64()],
            callee(ctx, "d"),
        );
    });
    assert_eq!(errors_of(&ctx, &m), Vec::<String>::new());

    let m = call_module(&ctx, &|ctx, body, b, _| {
        build_op(ctx, body, b, CALL.name, &[], &[], callee(ctx, "nope"));
    });
    assert_eq!(
        errors_of(&ctx, &m),
        ["'func.call' op 'nope' does not reference a valid function"]
    );

    let m = call_module(&ctx, &|ctx, body, b, _| {
        build_op(ctx, body, b, CALL.name, &[], &[], callee(ctx, "d"));
    });
    assert_eq!(
        errors_of(&ctx, &m),
        ["'func.call' op incorrect number of operands for callee"]
    );

    let m = call_module(&ctx, &|ctx, body, b, args| {
        build_op(ctx, body, b, CALL.name, &args[1..], &[], callee(ctx, "d"));
    });
    assert_eq!(
        errors_of(&ctx, &m),
        ["'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand \
          number 0"]
    );

    let m = call_module(&ctx, &|ctx, body, b, args| {
        build_op(
            ctx,
            body,
            b,
            CALL.name,
            &args[..1],
            &[ctx.i32()],
            callee(ctx, "d"),
        );
    });
    assert_eq!(
        errors_of(&ctx, &m),
        ["'func.call' op incorrect number of results for callee"]
    );

    let m = call_module(&ctx, &|ctx, body, b, args| {
        build_op(
            ctx,
            body,
            b,
            CALL.name,
            &args[..1],
            &[ctx.i64(), ctx.i64()],
            callee(ctx, "d"),
        );
    });
    assert_eq!(
        errors_of(&ctx, &m),
        [
            "'func.call' op result type mismatch at index 0",
            "note:       op result types: 'i64', 'i64'",
            "note: function result types: 'i32', 'i64'",
        ]
    );

    // A missing callee is reported by the op verifier.
    let m = call_module(&ctx, &|ctx, body, b, _| {
        build_op(ctx, body, b, CALL.name, &[], &[], None);
    });
    assert_eq!(
        errors_of(&ctx, &m),
        ["'func.call' op requires attribute 'callee'"]
    );
}

#[test]
fn call_indirect_checks_types() {
    let ctx = context();
    let make = |inputs: Vec<Type>, results: Vec<Type>, args_from: usize| {
        let mut m = Module::new();
        let fty = ctx.function_type(&[ctx.i32()], &[ctx.i64()]);
        let p = props(&ctx, &func_props(&ctx, "c", &[fty, ctx.i32(), ctx.i64()], &[]));
        add_func(
            &ctx,
            &mut m,
            p,
            None,
            Some(&|ctx, body, b, args| {
                let mut ops = vec![args[0]];
                ops.extend(inputs.iter().map(|_| args[args_from]));
                build_op(ctx, body, b, CALL_INDIRECT.name, &ops, &results, None);
                ret_body(ctx, body, b, &[]);
            }),
        );
        m
    };
    assert_eq!(
        errors_of(&ctx, &make(vec![ctx.i32()], vec![ctx.i64()], 1)),
        Vec::<String>::new()
    );
    assert_eq!(
        errors_of(&ctx, &make(vec![ctx.i32()], vec![ctx.i32()], 1)),
        ["'func.call_indirect' op failed to verify that callee result types match result types"]
    );
    assert_eq!(
        errors_of(&ctx, &make(vec![ctx.i64()], vec![ctx.i64()], 2)),
        ["'func.call_indirect' op failed to verify that callee input types match argument types"]
    );

    let mut m = Module::new();
    let p = props(&ctx, &func_props(&ctx, "c", &[ctx.i32()], &[]));
    add_func(
        &ctx,
        &mut m,
        p,
        None,
        Some(&|ctx, body, b, args| {
            build_op(ctx, body, b, CALL_INDIRECT.name, args, &[], None);
            build_op(ctx, body, b, CALL_INDIRECT.name, &[], &[], None);
            ret_body(ctx, body, b, &[]);
        }),
    );
    assert_eq!(
        errors_of(&ctx, &m),
        ["'func.call_indirect' op operand #0 must be function type, but got 'i32'"]
    );
}

#[test]
fn constant_checks_reference() {
    let ctx = context();
    let fty = ctx.function_type(&[ctx.i32()], &[ctx.i32(), ctx.i64()]);
    let make = |name: &'static str, ty: Type| {
        call_module(&ctx, &move |ctx, body, b, _| {
            let value = Some(props(ctx, &[("value", ctx.flat_symbol_ref_attr(name))]));
            build_op(ctx, body, b, CONSTANT.name, &[], &[ty], value);
        })
    };
    assert_eq!(errors_of(&ctx, &make("d", fty)), Vec::<String>::new());
    assert_eq!(
        errors_of(&ctx, &make("nope", fty)),
        ["'func.constant' op reference to undefined function 'nope'"]
    );
    assert_eq!(
        errors_of(&ctx, &make("d", ctx.i32())),
        ["'func.constant' op reference to function with mismatched type"]
    );

    let m = call_module(&ctx, &|ctx, body, b, _| {
        let value = Some(props(ctx, &[("value", ctx.flat_symbol_ref_attr("d"))]));
        build_op(ctx, body, b, CONSTANT.name, &[], &[], value);
    });
    assert_eq!(errors_of(&ctx, &m), ["'func.constant' op requires one result"]);
}

#[test]
fn constant_result_is_named_f() {
    let ctx = context();
    let mut body = Body::new();
    let r = body.create_region();
    let b = body.create_block();
    body.append_block(r, b);
    let fty = ctx.function_type(&[], &[]);
    let k = build_op(&ctx, &mut body, b, CONSTANT.name, &[], &[fty], None);
    let op = OpRef::new(&ctx, &body, k);
    let mut names = Vec::new();
    (op.def().unwrap().result_names.unwrap())(op, &mut |v, n| names.push((v, n.to_string())));
    assert_eq!(names, [(body.result(k, 0), "f".to_string())]);
}

#[test]
fn interfaces_are_registered() {
    let ctx = context();
    let i32t = ctx.i32();
    let mut m = Module::new();
    let p = props(&ctx, &private(&ctx, func_props(&ctx, "d", &[i32t], &[i32t])));
    let decl = add_func(&ctx, &mut m, p, None, None);
    let p = props(&ctx, &func_props(&ctx, "c", &[i32t], &[]));
    let f = add_func(
        &ctx,
        &mut m,
        p,
        None,
        Some(&|ctx, body, b, args| {
            build_op(ctx, body, b, CALL.name, args, &[ctx.i32()], callee(ctx, "d"));
            ret_body(ctx, body, b, &[]);
        }),
    );
    let callable = |id| {
        let op = m.op(&ctx, id);
        let i = op.def().unwrap().interfaces.get::<CallableOpInterface>().unwrap();
        (
            (i.callable_region)(op),
            (i.argument_types)(op).to_vec(),
            (i.result_types)(op).to_vec(),
        )
    };
    assert_eq!(callable(decl), (None, vec![i32t], vec![i32t]));
    let (region, args, results) = callable(f);
    assert!(region.is_some());
    assert_eq!((args, results), (vec![i32t], vec![]));

    let fref = m.op(&ctx, f);
    let (child, regions) = fref.regions();
    let entry = child.region_entry(regions[0]).unwrap();
    let call = child.first_op(entry).unwrap();
    let cref = OpRef::new(&ctx, child, call);
    let ci = cref.def().unwrap().interfaces.get::<CallOpInterface>().unwrap();
    assert_eq!(
        (ci.callee)(cref),
        Some(Callee::Symbol(ctx.flat_symbol_ref_attr("d")))
    );
    assert_eq!(ci.arg_operand_values(cref), child.block_args(entry).to_vec());
    assert_eq!(
        fi::function_type(fref, DEFAULT_NAMES),
        Some(ctx.function_type(&[i32t], &[]))
    );
}

#[test]
fn type_text_fallback() {
    let ctx = context();
    let f = ctx.function_type(&[ctx.i32(), ctx.index_type()], &[ctx.f32()]);
    assert_eq!(ctx.type_to_string(f), "(i32, index) -> f32");
    let g = ctx.function_type(&[], &[f]);
    assert_eq!(ctx.type_to_string(g), "() -> ((i32, index) -> f32)");
    assert_eq!(ctx.quoted_types([ctx.i1(), ctx.f64()]), "'i1', 'f64'");
}

#[test]
fn attr_dict_arrays_are_omitted_when_empty() {
    let ctx = context();
    assert_eq!(fi::attr_dict_array(&ctx, &[None, None]), None);
    let d = props(&ctx, &[("a.b", ctx.unit_attr())]);
    assert_eq!(
        fi::attr_dict_array(&ctx, &[None, Some(d)]),
        Some(ctx.array_attr(&[ctx.empty_dictionary(), d]))
    );
}

/// A printer for the custom forms: types through the context's fallback,
/// values as `%v<index>`, dictionaries and symbol references spelled out.
struct TestPrinter<'c> {
    ctx: &'c Context,
    body: &'c Body,
    out: String,
}

impl<'c> TestPrinter<'c> {
    fn attr_text(&self, a: Attribute) -> String {
        match self.ctx.attr_kind(a) {
            strata_ir::AttrKind::Unit => "unit".into(),
            strata_ir::AttrKind::SymbolRef { root, .. } => format!("@{}", self.ctx.ident_str(*root)),
            strata_ir::AttrKind::Dictionary(e) => {
                let items: Vec<String> = e
                    .iter()
                    .map(|&(n, v)| match self.ctx.attr_kind(v) {
                        strata_ir::AttrKind::Unit => self.ctx.ident_str(n).to_string(),
                        _ => format!("{} = {}", self.ctx.ident_str(n), self.attr_text(v)),
                    })
                    .collect();
                format!("{{{}}}", items.join(", "))
            }
            other => format!("{other:?}"),
        }
    }
}

impl<'c> strata_ir::asm::AsmPrinter<'c> for TestPrinter<'c> {
    fn ctx(&self) -> &'c Context {
        self.ctx
    }
    fn write_str(&mut self, s: &str) {
        self.out.push_str(s);
    }
    fn print_type(&mut self, t: Type) {
        let s = self.ctx.type_to_string(t);
        self.out.push_str(&s);
    }
    fn print_attribute(&mut self, a: Attribute) {
        let s = self.attr_text(a);
        self.out.push_str(&s);
    }
    fn print_attribute_without_type(&mut self, a: Attribute) {
        self.print_attribute(a);
    }
    fn print_string_literal(&mut self, s: &[u8]) {
        self.out.push_str(&format!("{:?}", String::from_utf8_lossy(s)));
    }
    fn print_keyword_or_string(&mut self, s: &str) {
        self.out.push_str(s);
    }
    fn print_symbol_name(&mut self, s: &str) {
        self.out.push('@');
        self.out.push_str(s);
    }
    fn print_dimension_list(&mut self, _dims: &[i64]) {}
}

impl<'c> strata_ir::asm::OpAsmPrinter<'c> for TestPrinter<'c> {
    fn as_asm_printer(&mut self) -> &mut dyn strata_ir::asm::AsmPrinter<'c> {
        self
    }
    fn print_operand(&mut self, v: ValueId) {
        let name = self.value_name(v);
        self.out.push_str(&name);
    }
    fn value_name(&mut self, v: ValueId) -> String {
        format!("%v{}", v.as_u32())
    }
    fn print_operands(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(v);
        }
    }
    fn print_successor(&mut self, _b: BlockId) {}
    fn print_successor_and_use_list(&mut self, _b: BlockId, _operands: &[ValueId]) {}
    fn print_region(&mut self, _r: strata_ir::RegionId, entry_args: bool, terminators: bool, empty: bool) {
        self.out
            .push_str(&format!("{{region {entry_args} {terminators} {empty}}}"));
    }
    fn print_region_argument(&mut self, v: ValueId, attrs: Option<Attribute>, omit_type: bool) {
        self.print_operand(v);
        if !omit_type {
            self.out.push_str(": ");
            let t = self.body.value_type(v);
            self.print_type(t);
        }
        if let Some(a) = attrs {
            self.out.push(' ');
            self.print_attribute(a);
        }
    }
    fn print_optional_attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        let kept: Vec<NamedAttribute> = attrs
            .iter()
            .copied()
            .filter(|(n, _)| !elided.contains(&self.ctx.ident_str(*n)))
            .collect();
        if !kept.is_empty() {
            self.out.push(' ');
            let d = self.ctx.dictionary_attr(&kept);
            self.print_attribute(d);
        }
    }
    fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        let before = self.out.len();
        self.print_optional_attr_dict(attrs, elided);
        if self.out.len() > before {
            self.out.insert_str(before, " attributes");
        }
    }
    fn print_new_line(&mut self) {
        self.out.push('\n');
    }
    fn shadow_region_args(&mut self, _r: strata_ir::RegionId, _names: &[ValueId]) {}
}

fn print_custom(ctx: &Context, body: &Body, op: OpId) -> String {
    let r = OpRef::new(ctx, body, op);
    let mut p = TestPrinter {
        ctx,
        body: r.regions().0,
        out: String::new(),
    };
    (r.def().unwrap().print.unwrap())(&mut p, r);
    let _ = body;
    p.out
}

#[test]
fn custom_forms_print() {
    let ctx = context();
    let i32t = ctx.i32();
    let mut m = Module::new();
    let fty = ctx.function_type(&[i32t], &[i32t]);
    let mut p = private(&ctx, func_props(&ctx, "d", &[i32t, ctx.i64()], &[fty, i32t]));
    p.push((
        "arg_attrs",
        ctx.array_attr(&[ctx.empty_dictionary(), props(&ctx, &[("foo.a", ctx.unit_attr())])]),
    ));
    let decl = add_func(&ctx, &mut m, props(&ctx, &p), None, None);
    assert_eq!(
        print_custom(&ctx, &m.body, decl),
        " private @d(i32, i64 {foo.a}) -> ((i32) -> i32, i32)"
    );

    let mut p = private(&ctx, func_props(&ctx, "g", &[], &[fty]));
    p.push((
        "res_attrs",
        ctx.array_attr(&[props(&ctx, &[("foo.z", ctx.unit_attr())])]),
    ));
    let g = add_func(&ctx, &mut m, props(&ctx, &p), None, None);
    assert_eq!(
        print_custom(&ctx, &m.body, g),
        " private @g() -> ((i32) -> i32 {foo.z})"
    );

    let mut p = func_props(&ctx, "c", &[i32t], &[]);
    p.push(("no_inline", ctx.unit_attr()));
    p.push((
        "arg_attrs",
        ctx.array_attr(&[props(&ctx, &[("foo.b", ctx.unit_attr())])]),
    ));
    let c = add_func(
        &ctx,
        &mut m,
        props(&ctx, &p),
        None,
        Some(&|ctx, body, b, args| {
            let call = build_op(ctx, body, b, CALL.name, args, &[ctx.i32()], callee(ctx, "d"));
            let d = props(ctx, &[("zz", ctx.unit_attr())]);
            body.set_op_attr_dict(call, Some(d));
            ret_body(ctx, body, b, &[]);
        }),
    );
    let (child, regions) = m.body.op_regions(c);
    let entry = child.region_entry(regions[0]).unwrap();
    let arg = child.block_arg(entry, 0).as_u32();
    assert_eq!(
        print_custom(&ctx, &m.body, c),
        format!(" @c(%v{arg}: i32 {{foo.b}}) attributes {{no_inline}} {{region false true false}}")
    );
    let call = child.first_op(entry).unwrap();
    assert_eq!(
        print_custom(&ctx, child, call),
        format!(" @d(%v{arg}) {{zz}} : (i32) -> i32")
    );
    let ret = child.last_op(entry).unwrap();
    assert_eq!(print_custom(&ctx, child, ret), "");
}

#[test]
fn typed_builder_gives_functions_an_entry_block() {
    let ctx = context();
    let (mut module, top) = Body::with_top_block();
    let loc = ctx.unknown_loc();
    let (i32t, i64t) = (ctx.i32(), ctx.i64());
    let fty = ctx.function_type(&[i32t, i64t], &[i32t]);
    let mut b = strata_ir::OpBuilder::at_end(&ctx, &mut module, top);
    let first = FuncOp::build(&mut b, loc, "first", fty, Some("private"), None, None, false);
    let caller = FuncOp::build(&mut b, loc, "caller", fty, None, None, None, true);
    assert_eq!(first.sym_name(&b), Some("first"));
    assert_eq!(caller.function_type(&b), Some(fty));
    assert!(caller.no_inline(&b));

    // @first returns its first argument.
    let (mut inner, args) = first.body_builder(&ctx, &mut module).expect("an entry block");
    let types: Vec<Type> = args.iter().map(|&a| inner.body.value_type(a)).collect();
    assert_eq!(types, [i32t, i64t], "the entry block takes the inputs");
    ReturnOp::build(&mut inner, loc, &args[..1]);

    // @caller returns what @first returns for its arguments.
    let (mut inner, args) = caller.body_builder(&ctx, &mut module).expect("an entry block");
    let call = CallOp::build(&mut inner, loc, &[i32t], &args, "first", None, None, false);
    let result: Vec<ValueId> = call.results(&inner).collect();
    ReturnOp::build(&mut inner, loc, &result);

    let diags = capture(&ctx);
    let ok = strata_ir::verify_top_level(&ctx, &module).is_ok();
    assert!(ok, "{:?}", diags.lock().unwrap());
    let (inner, regions) = module.op_regions(caller.op());
    assert_eq!(regions, [caller.body(&(&ctx, &module))]);
    assert_eq!(inner.region_blocks(regions[0]).count(), 1);
}
