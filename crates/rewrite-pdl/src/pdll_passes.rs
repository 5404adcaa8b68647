//! Test passes applying patterns written in PDLL and built into the tool
//! (compiled once, when a pass first runs):
//!
//! - `test-pdll-pass`: `patterns/test_pdll.pdll` applied greedily to the op
//!   the pass runs on;
//! - `test-dialect-conversion-pdll`: `patterns/test_dialect_conversion.pdll`
//!   (or the PDL or PDLL patterns of `file=`) applied by the
//!   dialect-conversion driver with a type converter that turns `i64`
//!   into `f64` (`builtin.unrealized_conversion_cast` materializing the
//!   rest). `func.func`, `func.return` and `builtin.module` are legal, and
//!   ops of the `test` dialect when their types are; the conversion is
//!   full unless `partial=true`. With `rust-pattern=true`, the set also
//!   holds a Rust pattern rewriting `test.rust_source` into a `test.cast`
//!   of the same types, which the PDL patterns then convert.

use std::sync::{Arc, OnceLock};

use strata_ir::{
    Body, Context, Diagnostic, IsolatedOpMut, Location, LogicalResult, OpId, OpRef, OperationState,
};
use strata_pass::{Pass, PassRegistry};
use strata_rewrite::conversion::{
    apply_full_conversion, apply_partial_conversion, ConversionConfig, ConversionPattern,
    ConversionPatternRewriter, ConversionPatternSet, ConversionTarget, OpAdaptor, TypeConverter,
};
use strata_rewrite::{apply_patterns_greedily_nested_owned, FrozenPatternSet, GreedyConfig, PatternRoot};

use crate::{emit_compile_error, PdlPatternModule, PdlValue};

const TEST_PDLL: &str = include_str!("patterns/test_pdll.pdll");
const TEST_CONVERSION_PDLL: &str = include_str!("patterns/test_dialect_conversion.pdll");

/// Registers the passes.
pub fn register(registry: &mut PassRegistry) {
    registry.register(|| Box::new(TestPdll::default()));
    registry.register(|| Box::new(TestDialectConversionPdll::default()));
}

/// Compiles PDLL text to a pattern module, reporting errors at `loc`.
fn compile_pdll(ctx: &Context, loc: Location, name: &str, text: &str) -> Option<PdlPatternModule> {
    let compiled = strata_pdll::compile_shared(ctx, name, text, &[]);
    let Some(top) = compiled.module else {
        ctx.emit(Diagnostic::error(
            loc,
            format!(
                "cannot compile the patterns of '{name}':\n{}",
                compiled.diagnostics
            ),
        ));
        return None;
    };
    module_of(ctx, loc, &top, name)
}

/// The pattern module held by the module of `top`.
fn module_of(ctx: &Context, loc: Location, top: &Body, name: &str) -> Option<PdlPatternModule> {
    let module = top
        .root_regions()
        .first()
        .and_then(|&r| top.region_entry(r))
        .and_then(|b| top.block_ops(b).next())
        .and_then(|m| top.child_body(m));
    let Some(module) = module else {
        ctx.emit(Diagnostic::error(loc, format!("'{name}' holds no module")));
        return None;
    };
    PdlPatternModule::new(ctx, module)
        .map_err(|e| emit_compile_error(ctx, &e))
        .ok()
}

/// Refuses a module calling natives nothing registered.
fn check_natives(ctx: &Context, loc: Location, m: &PdlPatternModule, name: &str) -> Option<()> {
    let missing = m.missing_natives();
    if missing.is_empty() {
        return Some(());
    }
    let names: Vec<String> = missing.iter().map(|(k, n)| format!("{k} '{n}'")).collect();
    ctx.emit(Diagnostic::error(
        loc,
        format!(
            "the patterns of '{name}' call native functions nothing registers: {}",
            names.join(", ")
        ),
    ));
    None
}

/// The ops implementing `CastOpInterface` among Strata's (the interface is
/// a verifier in Strata, not a property an op can be asked for).
const CAST_OPS: &[&str] = &[
    strata_ir::builtin::UNREALIZED_CONVERSION_CAST,
    "arith.bitcast",
    "arith.extf",
    "arith.extsi",
    "arith.extui",
    "arith.fptosi",
    "arith.fptoui",
    "arith.index_cast",
    "arith.index_castui",
    "arith.sitofp",
    "arith.truncf",
    "arith.trunci",
    "arith.uitofp",
    "index.casts",
    "index.castu",
    "memref.cast",
    "tensor.cast",
];

/// `test-pdll-pass`.
#[derive(Clone, Default)]
pub struct TestPdll {
    patterns: Arc<OnceLock<Option<FrozenPatternSet>>>,
}

impl Pass for TestPdll {
    fn argument(&self) -> &'static str {
        "test-pdll-pass"
    }

    fn description(&self) -> &'static str {
        "Test PDLL functionality"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let loc = op.loc();
        let set = self
            .patterns
            .get_or_init(|| {
                let mut m = compile_pdll(ctx, loc, "test_pdll.pdll", TEST_PDLL)?;
                m.register_constraint(
                    "CastOpInterface",
                    Arc::new(|rw, args| match args {
                        [PdlValue::Operation(op)] => CAST_OPS
                            .contains(&rw.ctx().op_name_str(rw.body().op_name(*op)))
                            .then(Vec::new),
                        _ => None,
                    }),
                );
                check_natives(ctx, loc, &m, "test_pdll.pdll")?;
                Some(FrozenPatternSet::new(ctx, m.into_patterns()))
            })
            .as_ref()
            .ok_or(strata_ir::Failed)?;
        let owner = Some(op.name());
        apply_patterns_greedily_nested_owned(ctx, owner, op.body(), set, GreedyConfig::default(), false);
        Ok(())
    }
}

/// `test-dialect-conversion-pdll`.
#[derive(Clone, Default)]
pub struct TestDialectConversionPdll {
    file: String,
    partial: bool,
    rust_pattern: bool,
    patterns: Arc<OnceLock<Option<Loaded>>>,
}

/// The compiled pattern set of the conversion pass and its type converter.
type Loaded = (ConversionPatternSet, Arc<TypeConverter>);

/// The type converter of the pass: `i64` to `f64`, every other type to
/// itself; results replaced by values of other types are cast back.
fn test_type_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| (t == ctx.integer_type(64)).then(|| ctx.f64()));
    tc.add_source_materialization(|b, ty, inputs, loc| {
        let op = b.create(strata_rewrite::conversion::cast_state(b.ctx, inputs, &[ty], loc));
        Some(b.body().result(op, 0))
    });
    tc
}

/// The Rust pattern of `rust-pattern=true`: `test.rust_source` becomes a
/// `test.cast` of the same operands and result types.
struct RustSourceToCast;

impl ConversionPattern for RustSourceToCast {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("test.rust_source")
    }

    fn debug_name(&self) -> &str {
        "RustSourceToCast"
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let body = rewriter.body();
        let mut state = OperationState::new(rewriter.ctx.op_name("test.cast"), body.op_loc(op));
        state.operands = adaptor.flat_operands();
        state.result_types = body.result_types(op).collect();
        rewriter.replace_op_with_new(op, state);
        true
    }
}

impl TestDialectConversionPdll {
    fn load(&self, ctx: &Context, loc: Location, tc: &Arc<TypeConverter>) -> Option<ConversionPatternSet> {
        let mut m = if self.file.is_empty() {
            compile_pdll(ctx, loc, "test_dialect_conversion.pdll", TEST_CONVERSION_PDLL)?
        } else {
            let text = std::fs::read_to_string(&self.file)
                .map_err(|e| {
                    ctx.emit(Diagnostic::error(
                        loc,
                        format!("cannot open pattern file '{}': {e}", self.file),
                    ))
                })
                .ok()?;
            if self.file.ends_with(".pdll") {
                compile_pdll(ctx, loc, &self.file, &text)?
            } else {
                let options = strata_asm::ParseOptions {
                    file_name: &self.file,
                    ..Default::default()
                };
                let top = strata_asm::parse_source(ctx, &text, &options).ok()?;
                strata_ir::verify_top_level(ctx, &top).ok()?;
                module_of(ctx, loc, &top, &self.file)?
            }
        };
        m.register_conversion_functions();
        check_natives(ctx, loc, &m, "the patterns")?;
        let mut patterns = m.into_conversion_patterns(Some(tc.clone()));
        if self.rust_pattern {
            patterns.push(Box::new(RustSourceToCast));
        }
        Some(ConversionPatternSet::new(ctx, patterns))
    }
}

impl Pass for TestDialectConversionPdll {
    fn argument(&self) -> &'static str {
        "test-dialect-conversion-pdll"
    }

    fn description(&self) -> &'static str {
        "Test DialectConversion PDLL functionality"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "file" => self.file = value.to_string(),
            "partial" => self.partial = strata_pass::parse_bool_option(name, value)?,
            "rust-pattern" => self.rust_pattern = strata_pass::parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        self.patterns = Arc::default();
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "file={} partial={} rust-pattern={}",
            self.file, self.partial, self.rust_pattern
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let loc = op.loc();
        let (patterns, tc) = self
            .patterns
            .get_or_init(|| {
                let tc = Arc::new(test_type_converter());
                let set = self.load(ctx, loc, &tc)?;
                Some((set, tc))
            })
            .as_ref()
            .ok_or(strata_ir::Failed)?;
        let mut target = ConversionTarget::new();
        target
            .add_legal_op("builtin.module")
            .add_legal_op("func.func")
            .add_legal_op("func.return");
        let legal_types = tc.clone();
        target.add_dynamically_legal_dialect("test", move |o: OpRef<'_>| legal_types.is_legal_op(o));
        let config = ConversionConfig::default();
        if self.partial {
            apply_partial_conversion(ctx, op.body(), &target, patterns, &config)
        } else {
            apply_full_conversion(ctx, op.body(), &target, patterns, &config)
        }
    }
}
