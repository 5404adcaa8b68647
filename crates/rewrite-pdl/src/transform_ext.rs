//! The PDL extension of the transform dialect (MLIR's
//! `Dialect/Transform/PDLExtension`): `transform.with_pdl_patterns` holds
//! named `pdl.pattern`s and one transform op, which it applies with the
//! patterns available; `transform.pdl_match` returns the payload ops,
//! nested in its operand's ops, that a pattern matches (walking each
//! payload op's nest in post-order, the op itself last).
//!
//! The patterns end with `pdl.rewrite %root with "transform.dialect"`, a
//! rewrite that does nothing: matching is the point. Native constraints
//! patterns may call are registered with [`register_pdl_match_constraint`]
//! (MLIR's `PDLMatchHooks`).

use std::sync::{Arc, OnceLock, RwLock};

use rustc_hash::FxHashMap;
use strata_dialect_transform::interpreter::consumes_nothing;
use strata_dialect_transform::ops::structure::{verify_possible_top_level, POSSIBLE_TOP_LEVEL};
use strata_dialect_transform::ops::OP_HANDLE;
use strata_dialect_transform::{Dsf, Interp, Mapping, TransformOpInterface};
use strata_ir::{Body, Context, Diagnostic, IrMapping, LogicalResult, OpId, OpRef, OpTraits};
use strata_ods::constraints::attrs;
use strata_ods::{DialectExtension, RegionConstraint};
use strata_rewrite::{NoListener, PatternRewriter};

use crate::{exec, ConstraintFn, PdlPatternModule};

strata_ods::op! {
    /// Holds named `pdl.pattern`s and exactly one other transform op (a
    /// possible top-level one), which it applies with the patterns
    /// available to the `transform.pdl_match` ops nested in it. Its block
    /// argument is bound to the operand's payload ops, or to the payload
    /// root without an operand.
    pub WithPdlPatternsOp(WITH_PDL_PATTERNS, "transform.with_pdl_patterns") {
        operands(root: optional(OP_HANDLE))
        regions(body: single(RegionConstraint::Sized(1)))
        summary: "Contains PDL patterns available for use in transforms",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.with_pdl_patterns %root : !transform.any_op {\n    ^bb0(%arg0: !transform.any_op):\n      pdl.pattern @calls : benefit(1) {\n        %op = pdl.operation \"func.call\"\n        pdl.rewrite %op with \"transform.dialect\"\n      }\n      transform.sequence %arg0 : !transform.any_op failures(propagate) {\n      ^bb0(%arg1: !transform.any_op):\n        %calls = transform.pdl_match @calls in %arg1 : (!transform.any_op) -> !transform.any_op\n        transform.yield\n      }\n    }\n    transform.yield\n  }\n}",
        traits: OpTraits::NO_TERMINATOR
            .union(OpTraits::SYMBOL_TABLE)
            .union(OpTraits::DEFAULT_DIALECT_IS_OWN),
        format: Some("($root^ `:` type($root))? attr-dict-with-keyword regions"),
        verify: Some(verify_with_pdl_patterns),
        interfaces: &[&TransformOpInterface {
            apply: apply_with_pdl_patterns,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }

    /// The payload ops nested in (or equal to) the operand's ops that the
    /// pattern `pattern_name` of the enclosing `transform.with_pdl_patterns`
    /// matches, in post-order walk order.
    pub PdlMatchOp(PDL_MATCH, "transform.pdl_match") {
        operands(root: single(OP_HANDLE))
        results(matched: single(OP_HANDLE))
        attributes(pattern_name: attr = required(attrs::SYMBOL_REF_ATTR))
        summary: "Finds ops that match the named PDL pattern",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.with_pdl_patterns %root : !transform.any_op {\n    ^bb0(%arg0: !transform.any_op):\n      pdl.pattern @returns : benefit(1) {\n        %op = pdl.operation \"func.return\"\n        pdl.rewrite %op with \"transform.dialect\"\n      }\n      transform.sequence %arg0 : !transform.any_op failures(propagate) {\n      ^bb0(%arg1: !transform.any_op):\n        %r = transform.pdl_match @returns in %arg1 : (!transform.any_op) -> !transform.any_op\n        transform.yield\n      }\n    }\n    transform.yield\n  }\n}",
        format: Some("$pattern_name `in` $root attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_pdl_match,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }
}

/// The extension's ops.
pub static EXTENSION: DialectExtension = DialectExtension {
    dialect: "transform",
    ops: &[&WITH_PDL_PATTERNS, &PDL_MATCH],
    type_defs: None,
};

/// Adds the ops to the transform dialect registered in `ctx`.
pub fn register(ctx: &mut Context) {
    EXTENSION.register(ctx);
}

fn hooks() -> &'static RwLock<FxHashMap<String, ConstraintFn>> {
    static HOOKS: OnceLock<RwLock<FxHashMap<String, ConstraintFn>>> = OnceLock::new();
    HOOKS.get_or_init(Default::default)
}

/// Makes the native constraint `name` available to the patterns of
/// `transform.pdl_match` (MLIR's `PDLMatchHooks`); a name registered
/// again keeps its first function.
pub fn register_pdl_match_constraint(name: &str, f: ConstraintFn) {
    if let Ok(mut h) = hooks().write() {
        h.entry(name.to_string()).or_insert(f);
    }
}

/// The constraint MLIR's test extension registers: a warning at the op,
/// and success.
pub fn register_test_hooks() {
    register_pdl_match_constraint(
        "verbose_constraint",
        Arc::new(|rw, args| {
            if let Some(crate::PdlValue::Operation(op)) = args.first() {
                let loc = rw.body().op_loc(*op);
                rw.ctx().emit(Diagnostic::warning(loc, "from PDL constraint"));
            }
            Some(Vec::new())
        }),
    );
}

fn verify_with_pdl_patterns(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let mut top: Option<OpId> = None;
    if let Some(block) = regions.first().and_then(|&r| body.region_entry(r)) {
        for o in body.block_ops(block) {
            let nested = OpRef::new(ctx, body, o);
            if nested.name_str() == "pdl.pattern" {
                continue;
            }
            if POSSIBLE_TOP_LEVEL.contains(&nested.name_str()) {
                if let Some(first) = top {
                    let mut d = op.op_error_with_op_note("expects only one non-pattern op in its body");
                    d.attach_note(body.op_loc(first), "first non-pattern op");
                    d.attach_note(nested.loc(), "second non-pattern op");
                    ctx.emit(d);
                    return Err(strata_ir::Failed);
                }
                top = Some(o);
                continue;
            }
            let mut d =
                op.op_error_with_op_note("expects only pattern and top-level transform ops in its body");
            d.attach_note(nested.loc(), "offending op");
            ctx.emit(d);
            return Err(strata_ir::Failed);
        }
    }
    let mut parent = op.parent();
    while let Some(p) = parent {
        if p.name_str() == "transform.with_pdl_patterns" {
            let mut d = op.op_error_with_op_note("cannot be nested");
            d.attach_note(p.loc(), "parent operation");
            ctx.emit(d);
            return Err(strata_ir::Failed);
        }
        parent = p.parent();
    }
    if top.is_none() {
        return Err(op.emit_op_error("expects at least one non-pattern op"));
    }
    verify_possible_top_level(op)
}

/// The compiled patterns of the `transform.with_pdl_patterns` being
/// applied, by name.
struct MatchPatterns(FxHashMap<String, PdlPatternModule>);

fn apply_with_pdl_patterns(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let Some(&region) = script.regions_in_body(op).first() else {
        return Dsf::Success;
    };
    let Some(entry) = script.region_entry(region) else {
        return Dsf::Success;
    };
    // Each pattern compiled on its own (as MLIR does), with the hooks and
    // the do-nothing rewrite "transform.dialect".
    let mut patterns = FxHashMap::default();
    let mut transform = None;
    for o in script.block_ops(entry).collect::<Vec<_>>() {
        let r = OpRef::new(ctx, script, o);
        if r.name_str() != "pdl.pattern" {
            transform.get_or_insert(o);
            continue;
        }
        let Some(name) = r.attr("sym_name").and_then(|a| ctx.string_attr_value(a)) else {
            continue;
        };
        let (mut module, block) = Body::with_top_block();
        let copy = module.clone_op_from(script, o, &mut IrMapping::default());
        module.append_op(block, copy);
        let mut compiled = match PdlPatternModule::new(ctx, &module) {
            Ok(m) => m,
            Err(e) => return Dsf::definite(ctx, e.loc, e.message),
        };
        if let Ok(h) = hooks().read() {
            for (n, f) in h.iter() {
                compiled.register_constraint(n, f.clone());
            }
        }
        compiled.register_rewrite("transform.dialect", Arc::new(|_, _| Some(Vec::new())));
        patterns.insert(name.to_string(), compiled);
    }
    let Some(transform) = transform else {
        return Dsf::Success;
    };
    let arg = match script.operands(op).next() {
        Some(v) => it.mapping(script, v),
        None => Mapping::Ops(vec![it.payload.root_op()]),
    };
    if let failure @ (Dsf::Definite | Dsf::Silenceable(_)) = it.bind_args(script, entry, vec![arg]) {
        it.forget_region(script, region);
        return failure;
    }
    it.state.add_extension(MatchPatterns(patterns));
    let r = it.apply_op(script, transform);
    it.state.remove_extension::<MatchPatterns>();
    it.forget_region(script, region);
    r
}

fn apply_pdl_match(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let name_attr = opref.attr("pattern_name");
    // The leaf of the reference names the pattern.
    let name = match name_attr.map(|a| ctx.attr_kind(a)) {
        Some(strata_ir::AttrKind::SymbolRef { root, nested }) => {
            ctx.ident_str(*nested.last().unwrap_or(root)).to_string()
        }
        _ => String::new(),
    };
    let Some(pattern) = it
        .state
        .extension::<MatchPatterns>()
        .and_then(|m| m.0.get(&name))
        .cloned()
    else {
        let shown = name_attr.map(|a| ctx.attr_to_string(a)).unwrap_or_default();
        return Dsf::definite(ctx, opref.loc(), format!("could not find pattern '{shown}'"));
    };
    let code = pattern.bytecode();
    let natives = pattern.natives();
    let mut matched = Vec::new();
    for root in it.operand_ops(script, op, 0) {
        for p in it.payload.nested_ops(root, true, true) {
            let Some(body) = it.payload.body_mut(p.body) else {
                continue;
            };
            let mut listener = NoListener;
            let mut rw = PatternRewriter::new(ctx, body, &mut listener);
            let matches = exec::run_matcher(ctx, code, natives, &mut rw, p.op);
            if matches
                .iter()
                .any(|m| exec::run_rewriter(ctx, code, natives, &mut rw, p.op, m).succeeded)
            {
                matched.push(p);
            }
        }
    }
    it.set_result_ops(script, op, 0, matched)
}
