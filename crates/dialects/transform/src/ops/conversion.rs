//! `transform.apply_conversion_patterns`: a dialect conversion of the
//! target ops, with the patterns its first region's descriptor ops name
//! and the type converter its second region's op builds.
//!
//! The descriptors and type converter builders are defined where the
//! patterns and converters are (the conversions, the test dialect); they
//! answer [`ConversionPatternDescriptorOpInterface`] and
//! [`TypeConverterBuilderOpInterface`], so this crate knows none of them.

use std::any::Any;
use std::sync::Arc;

use strata_ir::{Body, Diagnostic, LogicalResult, OpId, OpRef, OpTraits};
use strata_ods::constraints::attrs;
use strata_ods::RegionConstraint;
use strata_rewrite::conversion::{
    apply_conversion_to_op, ConversionConfig, ConversionPattern, ConversionPatternSet, ConversionTarget,
    Replacements, TypeConverter,
};

use super::{string_list, OP_HANDLE};
use crate::interpreter::{Dsf, Interp, Library, TransformOpInterface};
use crate::payload::{BodyKey, PayloadOp};
use crate::tracking::TrackingFailure;

/// A type converter built by a [`TypeConverterBuilderOpInterface`] op.
#[derive(Clone)]
pub struct BuiltTypeConverter {
    /// The converter the patterns remap operands with.
    pub converter: Arc<TypeConverter>,
    /// The richer converter it is part of, for patterns that need more
    /// than types (the LLVM type converter and its options); descriptors
    /// that require one downcast it.
    pub extra: Option<Arc<dyn Any + Send + Sync>>,
}

/// MLIR's `TypeConverterBuilderOpInterface`: an op of the type converter
/// region of `apply_conversion_patterns`.
#[derive(Copy, Clone)]
pub struct TypeConverterBuilderOpInterface {
    /// Builds the converter the op describes.
    pub build: fn(OpRef<'_>) -> BuiltTypeConverter,
    /// The kind of converter built (MLIR's `getTypeConverterType`):
    /// `"TypeConverter"`, or `"LLVMTypeConverter"` for those the LLVM
    /// lowering patterns require.
    pub type_converter_type: &'static str,
    /// Adds the op's materializations to a converter (what
    /// `transform.func.cast_and_call` casts with); `None` adds none.
    pub populate_materializations: Option<fn(OpRef<'_>, &mut TypeConverter)>,
}

/// MLIR's `ConversionPatternDescriptorOpInterface`: an op of the pattern
/// region of `apply_conversion_patterns`.
#[derive(Copy, Clone)]
pub struct ConversionPatternDescriptorOpInterface {
    /// Adds the op's patterns, built with the given converter.
    pub populate: fn(OpRef<'_>, &BuiltTypeConverter, &mut Vec<Box<dyn ConversionPattern>>),
    /// Adds the op's rules to the conversion target (for structural
    /// conversions, whose legality depends on the converter).
    pub populate_target_rules: Option<fn(OpRef<'_>, &BuiltTypeConverter, &mut ConversionTarget)>,
    /// The op's own type converter; without one, the enclosing op's
    /// default converter is used.
    pub type_converter: Option<fn(OpRef<'_>) -> BuiltTypeConverter>,
    /// Checks the kind of the default type converter (given as its
    /// `type_converter_type`), emitting an error on the op if it does not
    /// fit.
    pub verify_type_converter: Option<fn(OpRef<'_>, &str) -> LogicalResult>,
    /// Prepares the module holding the target before the conversion (the
    /// body of its top-level ops, and the module's location): declares
    /// the module-level symbols the patterns refer to.
    pub prepare_module: Option<fn(OpRef<'_>, &BuiltTypeConverter, &mut Body, strata_ir::Location)>,
}

strata_ods::op! {
    /// Applies a dialect conversion (full, or partial with
    /// `partial_conversion`) to each target op and the ops nested in it:
    /// the patterns of the descriptor ops of the first region, each with
    /// its own type converter or the default one the op of the second
    /// region builds; the conversion target from `legal_ops`,
    /// `illegal_ops`, `legal_dialects` and `illegal_dialects`. Consumes the
    /// target handle, unless `preserve_handles`, which keeps handles in
    /// step with the replacements instead.
    pub ApplyConversionPatternsOp(APPLY_CONVERSION_PATTERNS, "transform.apply_conversion_patterns") {
        operands(target: single(OP_HANDLE))
        attributes(
            legal_ops: opt_attr = optional(attrs::STR_ARRAY_ATTR),
            illegal_ops: opt_attr = optional(attrs::STR_ARRAY_ATTR),
            legal_dialects: opt_attr = optional(attrs::STR_ARRAY_ATTR),
            illegal_dialects: opt_attr = optional(attrs::STR_ARRAY_ATTR),
            partial_conversion: unit = optional(attrs::UNIT_ATTR),
            preserve_handles: unit = optional(attrs::UNIT_ATTR),
        )
        regions(
            patterns: single(RegionConstraint::MaxSized(1)),
            default_type_converter_region: variadic(RegionConstraint::MaxSized(1)),
        )
        summary: "Applies conversion patterns to the body of the targeted op",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.apply_conversion_patterns to %f {\n      transform.apply_conversion_patterns.dialect_to_llvm \"arith\"\n    } with type_converter {\n      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter\n    } {legal_dialects = [\"llvm\"], partial_conversion} : !transform.any_op\n    transform.yield\n  }\n}",
        traits: OpTraits::NO_TERMINATOR.union(OpTraits::GRAPH_REGIONS),
        format: Some("`to` $target $patterns (`with` `type_converter` $default_type_converter_region^)? attr-dict `:` type($target)"),
        verify: Some(verify_apply_conversion_patterns),
        interfaces: &[&TransformOpInterface {
            apply: apply_conversion_patterns,
            consumed: consumes_unless_preserving,
            allows_repeated_handles: false,
        }],
    }
}

fn consumes_unless_preserving(_: &Library, op: OpRef<'_>) -> Vec<usize> {
    if op.attr("preserve_handles").is_some() {
        Vec::new()
    } else {
        vec![0]
    }
}

/// The ops of the first block of `op`'s region `index`.
fn region_ops(body: &Body, op: OpId, index: usize) -> Vec<OpId> {
    body.regions_in_body(op)
        .get(index)
        .and_then(|&r| body.region_blocks(r).next())
        .map(|b| body.block_ops(b).collect())
        .unwrap_or_default()
}

fn descriptor(op: OpRef<'_>) -> Option<&ConversionPatternDescriptorOpInterface> {
    op.def()
        .and_then(|d| d.interfaces.get::<ConversionPatternDescriptorOpInterface>())
}

fn converter_builder(op: OpRef<'_>) -> Option<&TypeConverterBuilderOpInterface> {
    op.def()
        .and_then(|d| d.interfaces.get::<TypeConverterBuilderOpInterface>())
}

fn verify_apply_conversion_patterns(op: OpRef<'_>) -> LogicalResult {
    let (body, regions) = op.regions();
    if regions.len() != 1 && regions.len() != 2 {
        return Err(op.emit_op_error("expected 1 or 2 regions"));
    }
    let patterns = region_ops(body, op.id, 0);
    for &p in &patterns {
        let p = OpRef::new(op.ctx, body, p);
        if descriptor(p).is_none() {
            let mut d = op.op_error_with_op_note(
                "expected pattern children ops to implement ConversionPatternDescriptorOpInterface",
            );
            d.attach_note(p.loc(), "op without interface");
            op.ctx.emit(d);
            return Err(strata_ir::Failed);
        }
    }
    if regions.len() == 2 {
        let converters = region_ops(body, op.id, 1);
        let [converter] = converters.as_slice() else {
            return Err(op.emit_op_error("expected exactly one op in default type converter region"));
        };
        let converter = OpRef::new(op.ctx, body, *converter);
        let Some(builder) = converter_builder(converter) else {
            let mut d = op.op_error_with_op_note(
                "expected default converter child op to implement TypeConverterBuilderOpInterface",
            );
            d.attach_note(converter.loc(), "op without interface");
            op.ctx.emit(d);
            return Err(strata_ir::Failed);
        };
        for &p in &patterns {
            let p = OpRef::new(op.ctx, body, p);
            if let Some(check) = descriptor(p).and_then(|d| d.verify_type_converter) {
                check(p, builder.type_converter_type)?;
            }
        }
    }
    Ok(())
}

fn apply_conversion_patterns(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let loc = script.op_loc(op);
    let default_converter = region_ops(script, op, 1)
        .first()
        .map(|&c| OpRef::new(ctx, script, c))
        .and_then(|c| converter_builder(c).map(|b| (b.build)(c)));

    let mut target = ConversionTarget::new();
    let list = |name: &str| {
        opref
            .attr(name)
            .map(|a| string_list(opref, a))
            .unwrap_or_default()
    };
    for name in list("legal_ops") {
        target.add_legal_op(&name);
    }
    for name in list("illegal_ops") {
        target.add_illegal_op(&name);
    }
    for name in list("legal_dialects") {
        target.add_legal_dialect(&name);
    }
    for name in list("illegal_dialects") {
        target.add_illegal_dialect(&name);
    }

    let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
    type Prepare<'s> = (OpRef<'s>, BuiltTypeConverter, PrepareFn);
    let mut prepares: Vec<Prepare<'_>> = Vec::new();
    for d in region_ops(script, op, 0) {
        let dref = OpRef::new(ctx, script, d);
        let Some(iface) = descriptor(dref) else { continue };
        let converter = match iface
            .type_converter
            .map(|f| f(dref))
            .or_else(|| default_converter.clone())
        {
            Some(c) => c,
            None => {
                let mut diag = Diagnostic::error(
                    loc,
                    "pattern descriptor does not specify type converter and apply_conversion_patterns op has no default type converter",
                );
                diag.attach_note(dref.loc(), "pattern descriptor op");
                ctx.emit(diag);
                return Dsf::Definite;
            }
        };
        if let Some(rules) = iface.populate_target_rules {
            rules(dref, &converter, &mut target);
        }
        (iface.populate)(dref, &converter, &mut patterns);
        if let Some(prepare) = iface.prepare_module {
            prepares.push((dref, converter, prepare));
        }
    }
    let patterns = ConversionPatternSet::new(ctx, patterns);
    let full = opref.attr("partial_conversion").is_none();
    let preserve = opref.attr("preserve_handles").is_some();
    let config = ConversionConfig::default();
    for t in it.operand_ops(script, op, 0) {
        if let Some(d) = it.ensure_separate_from_transform(script, op, t) {
            return d;
        }
        let target_loc = it.op_loc(t);
        if !prepares.is_empty() {
            if let Some((key, module_loc)) = it.enclosing_module(t) {
                if let Some(module) = it.payload.body_mut(key) {
                    for (d, converter, prepare) in &prepares {
                        prepare(*d, converter, module, module_loc);
                    }
                }
            }
        }
        let Some(body) = it.payload.body_mut(t.body) else {
            continue;
        };
        match apply_conversion_to_op(ctx, body, t.op, &target, &patterns, &config, full) {
            Err(_) => {
                let mut d = Diagnostic::error(loc, "dialect conversion failed");
                d.attach_note(target_loc, "target op");
                return Dsf::Silenceable(vec![d]);
            }
            Ok(replacements) => {
                if preserve {
                    if let Some(failure) = it.follow_replacements(t.body, &replacements) {
                        if let Some(d) = it.tracking_failure(script, op, &failure) {
                            return d;
                        }
                    }
                } else {
                    // The target handle is consumed: handles to what the
                    // conversion freed are gone with it; drop the rest.
                    it.forget_dead_ops(t.body);
                }
            }
        }
    }
    Dsf::Success
}

type PrepareFn = fn(OpRef<'_>, &BuiltTypeConverter, &mut Body, strata_ir::Location);

impl Interp<'_, '_, '_> {
    /// The body of the top-level ops of the module `t` is or is directly
    /// nested in, and the module's location.
    fn enclosing_module(&mut self, t: PayloadOp) -> Option<(BodyKey, strata_ir::Location)> {
        let module = self.ctx.op_name("builtin.module");
        let is_module =
            |it: &Self, p: PayloadOp| it.payload.body(p.body).is_some_and(|b| b.op_name(p.op) == module);
        let m = if is_module(self, t) {
            t
        } else {
            self.payload.parent(t)?
        };
        if !is_module(self, m) {
            return None;
        }
        let loc = self.op_loc(m);
        Some((self.payload.regions_key(m), loc))
    }

    /// Re-points the handles to the ops a conversion of body `key`
    /// replaced (to the one op defining all replacement values, whatever
    /// its name) or erased; the first replacement it cannot follow for a
    /// tracked op.
    fn follow_replacements(&mut self, key: BodyKey, replacements: &Replacements) -> Option<TrackingFailure> {
        let mut failure = None;
        for r in &replacements.ops {
            let old = PayloadOp { body: key, op: r.op };
            if self.state.handles_of(old).is_empty() {
                continue;
            }
            let mut defs: Vec<Option<OpId>> = Vec::new();
            for &(d, _) in &r.values {
                if !defs.contains(&d) {
                    defs.push(d);
                }
            }
            match defs.as_slice() {
                [] => self.state.replace_payload_op(old, None),
                [Some(d)] => self
                    .state
                    .replace_payload_op(old, Some(PayloadOp { body: key, op: *d })),
                _ => {
                    failure.get_or_insert(TrackingFailure {
                        op_loc: r.loc,
                        op_name: self.ctx.op_name_str(r.name).to_string(),
                        value_locs: r.values.iter().map(|v| v.1).collect(),
                        op: r.op,
                        handles: self.state.handles_of(old).to_vec(),
                    });
                }
            }
        }
        for (&owner, child) in &replacements.children {
            let child_key = self.payload.regions_key(PayloadOp { body: key, op: owner });
            if let Some(f) = self.follow_replacements(child_key, child) {
                failure.get_or_insert(f);
            }
        }
        failure
    }
}
