//! `test-pdl-bytecode-pass`: the pattern module `@patterns` of the input
//! (in the `pdl_interp` dialect) is compiled, removed, and applied
//! greedily to the module `@ir`, with a fixed set of native constraints
//! and rewrites for tests (as MLIR's test pass of the same name).

use std::sync::Arc;

use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId, OperationState};
use strata_pass::{Pass, PassRegistry};
use strata_rewrite::FrozenPatternSet;
use strata_rewrite::{apply_patterns_greedily_nested_owned, GreedyConfig};

use crate::{emit_compile_error, PdlOptions, PdlPatternModule, PdlRewriter, PdlValue};

/// The pass, with the matching options of [`PdlOptions`]
/// (`wildcards-exclude-terminators`, `check-unused`), off by default.
#[derive(Clone, Default)]
pub struct TestPdlByteCode {
    options: PdlOptions,
}

/// Registers the pass.
pub fn register(registry: &mut PassRegistry) {
    registry.register(|| Box::new(TestPdlByteCode::default()));
}

fn op_name_is(rw: &dyn PdlRewriter, v: &PdlValue, name: &str) -> bool {
    matches!(v, PdlValue::Operation(op) if rw.ctx().op_name_str(rw.body().op_name(*op)) == name)
}

/// The native functions the tests call.
fn register_test_natives(m: &mut PdlPatternModule) {
    m.register_constraint(
        "multi_entity_constraint",
        Arc::new(|rw, args| op_name_is(rw, args.get(1)?, "test.op").then(Vec::new)),
    );
    m.register_constraint(
        "single_entity_constraint",
        Arc::new(|rw, args| op_name_is(rw, args.first()?, "test.op").then(Vec::new)),
    );
    m.register_constraint(
        "multi_entity_var_constraint",
        Arc::new(|_, args| match args {
            [PdlValue::ValueRange(vs), PdlValue::TypeRange(ts)] => {
                (vs.len() == 2 && ts.len() == 2).then(Vec::new)
            }
            _ => None,
        }),
    );
    m.register_constraint(
        "op_constr_return_attr",
        Arc::new(|rw, args| {
            op_name_is(rw, args.first()?, "test.success_op")
                .then(|| vec![PdlValue::Attribute(rw.ctx().string_attr("test.success"))])
        }),
    );
    m.register_constraint(
        "op_constr_return_type",
        Arc::new(|rw, args| {
            op_name_is(rw, args.first()?, "test.success_op").then(|| vec![PdlValue::Type(rw.ctx().f32())])
        }),
    );
    m.register_constraint("op_multiple_returns_failure", Arc::new(|_, _| None));
    m.register_constraint(
        "op_constr_return_type_range",
        Arc::new(|rw, args| {
            let n = match args.get(1)? {
                PdlValue::Attribute(a) => rw.ctx().integer_attr_value(*a)?.sext_i64(),
                _ => return None,
            };
            let n = usize::try_from(n).ok()?;
            op_name_is(rw, args.first()?, "test.success_op")
                .then(|| vec![PdlValue::TypeRange(vec![rw.ctx().f32(); n])])
        }),
    );
    m.register_rewrite(
        "creator",
        Arc::new(|rw, args| {
            let PdlValue::Operation(op) = args.first()? else {
                return None;
            };
            let loc = rw.body().op_loc(*op);
            let state = OperationState::new(rw.ctx().op_name("test.success"), loc);
            Some(vec![PdlValue::Operation(rw.create(state))])
        }),
    );
    m.register_rewrite(
        "var_creator",
        Arc::new(|rw, args| {
            let PdlValue::Operation(op) = args.first()? else {
                return None;
            };
            let values: Vec<_> = rw.body().operands(*op).collect();
            let types = values.iter().map(|&v| rw.body().value_type(v)).collect();
            Some(vec![PdlValue::ValueRange(values), PdlValue::TypeRange(types)])
        }),
    );
    m.register_rewrite(
        "type_creator",
        Arc::new(|rw, _| Some(vec![PdlValue::Type(rw.ctx().f32())])),
    );
    m.register_rewrite(
        "str_creator",
        Arc::new(|rw, _| Some(vec![PdlValue::Attribute(rw.ctx().string_attr("test.str"))])),
    );
    m.register_rewrite(
        "rewriter",
        Arc::new(|rw, args| {
            let (PdlValue::Operation(root), PdlValue::Value(input)) = (args.first()?, args.get(1)?) else {
                return None;
            };
            let root = *root;
            let mut state = OperationState::new(rw.ctx().op_name("test.success"), rw.body().op_loc(root));
            state.operands.push(*input);
            rw.create(state);
            rw.erase_op(root);
            Some(Vec::new())
        }),
    );
}

/// The module `@name` among the top-level ops of `body`.
fn module_named(ctx: &Context, body: &strata_ir::Body, name: &str) -> Option<OpId> {
    let region = *body.root_regions().first()?;
    let op = strata_ir::symbol_table::SymbolTable::from_region(ctx, body, region).lookup(ctx.ident(name))?;
    (ctx.op_name_str(body.op_name(op)) == "builtin.module").then_some(op)
}

impl Pass for TestPdlByteCode {
    fn argument(&self) -> &'static str {
        "test-pdl-bytecode-pass"
    }

    fn description(&self) -> &'static str {
        "Test PDL ByteCode functionality"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        self.options.set(name, value)
    }

    fn options_text(&self) -> String {
        self.options.text()
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let (Some(patterns), Some(ir)) = (module_named(ctx, body, "patterns"), module_named(ctx, body, "ir"))
        else {
            return Ok(());
        };
        let Some(pattern_body) = body.child_body(patterns) else {
            return Ok(());
        };
        let mut module = match PdlPatternModule::with_options(ctx, pattern_body, self.options) {
            Ok(m) => m,
            Err(e) => {
                emit_compile_error(ctx, &e);
                return Err(strata_ir::Failed);
            }
        };
        register_test_natives(&mut module);
        body.erase_op(patterns);
        let set = FrozenPatternSet::new(ctx, module.into_patterns());
        let owner = Some(body.op_name(ir));
        if let Some(ir_body) = body.child_body_mut(ir) {
            // MLIR's test pass uses the driver's default configuration, which
            // visits ops bottom-up (unlike canonicalize).
            let config = GreedyConfig {
                top_down: false,
                ..GreedyConfig::default()
            };
            apply_patterns_greedily_nested_owned(ctx, owner, ir_body, &set, config, false);
        }
        Ok(())
    }
}
