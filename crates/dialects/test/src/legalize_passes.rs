//! MLIR's test passes of the dialect conversion framework and of the
//! pattern drivers, over the ops of [`crate::legalize_ops`]:
//!
//! - `test-legalize-patterns`: the legalizer's patterns (rewrites of the
//!   illegal ops, fold-only legality, region and block rewrites, 1:N type
//!   conversion, rollback) in partial, full or analysis mode, with MLIR's
//!   folding modes and rollback option;
//! - `test-legalize-unknown-root-patterns`: a pattern matching any op that
//!   erases every op of the test dialect;
//! - `test-remapped-value`: patterns reading the values ops were replaced by;
//! - `test-target-materialization-with-no-uses`: a target materialization
//!   for a replacement that has no use yet;
//! - `test-rewrite-dynamic-op`: a rewrite of an op known only by name;
//! - `test-merge-blocks`: block merging, and its rollback;
//! - `test-pattern-selective-replacement`: replacing some uses of a value
//!   with the greedy driver.

use std::sync::Arc;

use strata_ir::{
    Body, Context, Diagnostic, FloatKind, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OpRef,
    OperationState, Type, ValueId, WalkResult,
};
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_analysis_conversion, apply_full_conversion, apply_partial_conversion,
    apply_partial_conversion_collecting, CallOpTypeConversion, ConversionConfig, ConversionPattern,
    ConversionPatternRewriter, ConversionPatternSet, ConversionTarget, FoldingMode,
    FuncOpSignatureConversion, NestedOps, OpAdaptor, TypeConversion, TypeConverter, ValueList,
};
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

use crate::legalize_ops::*;

// ---- helpers -------------------------------------------------------------------

type RewriteFn = fn(OpId, &OpAdaptor, &mut ConversionPatternRewriter<'_>) -> bool;

/// A conversion pattern given by a function, for the many small patterns
/// of these passes.
struct FnPattern {
    root: PatternRoot,
    name: &'static str,
    benefit: u16,
    generated: &'static [&'static str],
    converter: Option<Arc<TypeConverter>>,
    /// Whether the pattern applies whatever number of values an operand
    /// was replaced by (MLIR's plain rewrite patterns and conversion
    /// patterns taking `ValueRange`s); MLIR's 1:1 conversion patterns do
    /// not apply to an op with an operand replaced by several values or
    /// none.
    one_to_n: bool,
    f: RewriteFn,
}

impl FnPattern {
    fn new(root: &'static str, name: &'static str, f: RewriteFn) -> FnPattern {
        FnPattern {
            root: PatternRoot::Op(root),
            name,
            benefit: 1,
            generated: &[],
            converter: None,
            one_to_n: false,
            f,
        }
    }

    fn one_to_n(mut self) -> FnPattern {
        self.one_to_n = true;
        self
    }

    fn generating(mut self, ops: &'static [&'static str]) -> FnPattern {
        self.generated = ops;
        self
    }

    fn benefit(mut self, benefit: u16) -> FnPattern {
        self.benefit = benefit;
        self
    }

    fn with_converter(mut self, converter: &Arc<TypeConverter>) -> FnPattern {
        self.converter = Some(converter.clone());
        self
    }

    fn boxed(self) -> Box<dyn ConversionPattern> {
        Box::new(self)
    }
}

impl ConversionPattern for FnPattern {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn generated_ops(&self) -> &[&'static str] {
        self.generated
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.converter.as_ref()
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        if !self.one_to_n && adaptor.single_operands().is_none() {
            return false;
        }
        (self.f)(op, adaptor, rewriter)
    }
}

/// An op named `name` at `op`'s location, without operands or results.
fn state_at(rewriter: &ConversionPatternRewriter<'_>, op: OpId, name: &str) -> OperationState {
    OperationState::new(rewriter.ctx.op_name(name), rewriter.body().op_loc(op))
}

/// Replaces `op` by a new op named `name` with `operands` and
/// `result_types`.
fn replace_with(
    rewriter: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    name: &str,
    operands: Vec<ValueId>,
    result_types: Vec<Type>,
) -> OpId {
    let mut st = state_at(rewriter, op, name);
    st.operands = operands;
    st.result_types = result_types;
    rewriter.replace_op_with_new(op, st)
}

/// Whether an ancestor of `op` (in its body) is named `name`.
fn has_ancestor_named(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    let name = ctx.op_name(name);
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        if body.op_name(p) == name {
            return true;
        }
        cur = body.parent_op(p);
    }
    false
}

/// Emits `message(op)` as a remark on each op of `found`, walking `body`
/// (and the bodies of isolated ops) in IR order.
fn remark_ops(ctx: &Context, body: &Body, found: &NestedOps, message: &dyn Fn(&str) -> String) {
    let mut nested = Vec::new();
    body.walk_root_regions_forward(&mut |op| {
        if found.ops.contains(&op) {
            let r = OpRef::new(ctx, body, op);
            ctx.emit_op_diagnostic(r, Diagnostic::remark(r.loc(), message(r.name_str())));
        }
        if found.children.contains_key(&op) {
            nested.push(op);
        }
        WalkResult::Advance
    });
    for op in nested {
        if let (Some(child), Some(f)) = (body.child_body(op), found.children.get(&op)) {
            remark_ops(ctx, child, f, message);
        }
    }
}

/// Emits a remark on the op a pass runs on.
fn remark_on_root(ctx: &Context, op: &mut IsolatedOpMut<'_>, message: &str) {
    op.with_standalone(|body, root| {
        let r = OpRef::new(ctx, body, root);
        ctx.emit_op_diagnostic(r, Diagnostic::remark(r.loc(), message));
    });
}

fn parse_enum<T: Copy>(name: &str, value: &str, values: &[(&str, T)]) -> Result<T, String> {
    values
        .iter()
        .find(|(n, _)| *n == value)
        .map(|(_, v)| *v)
        .ok_or_else(|| format!("for the --{name} option: Cannot find option named '{value}'!"))
}

// ---- test-legalize-patterns -------------------------------------------------------

/// MLIR's `TestTypeConverter`: drops `i16` and `i24`, converts `i64` to
/// `f64` and `i42` to `i43`, splits `f32` into two `f16`, keeps the rest;
/// materializes with `test.cast`.
fn legalizer_type_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion_fn(|ctx, t| {
        let width = ctx.integer_width(t);
        let signless = ctx.is_signless_integer(t);
        let to = |types: &[Type]| TypeConversion::To(types.iter().copied().collect());
        if signless && width == Some(16) {
            return to(&[]);
        }
        if signless && width == Some(64) {
            return to(&[ctx.f64()]);
        }
        if width == Some(42) {
            return to(&[ctx.integer_type(43)]);
        }
        if t == ctx.f32() {
            let f16 = ctx.float_type(FloatKind::F16);
            return to(&[f16, f16]);
        }
        if width == Some(24) {
            return to(&[]);
        }
        to(&[t])
    });
    tc.add_source_materialization(|b, ty, inputs, loc| {
        let mut st = OperationState::new(b.ctx.op_name("test.cast"), loc);
        st.operands = inputs.to_vec();
        st.result_types = vec![ty];
        let op = b.create(st);
        Some(b.body().result(op, 0))
    });
    tc.add_target_materialization(|b, types, inputs, loc, _| {
        let [ty] = types else { return None };
        let mut st = OperationState::new(b.ctx.op_name("test.cast"), loc);
        st.operands = inputs.to_vec();
        st.result_types = vec![*ty];
        let op = b.create(st);
        Some(vec![b.body().result(op, 0)])
    });
    tc
}

/// Replaces `op` by a `test.legal_op_a` with the given status.
fn to_legal_a(rewriter: &mut ConversionPatternRewriter<'_>, op: OpId, status: &str) -> bool {
    let ctx = rewriter.ctx;
    let mut st = state_at(rewriter, op, LEGAL_OP_A.name);
    st.result_types = vec![ctx.i32()];
    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("status"), ctx.string_attr(status))]));
    rewriter.replace_op_with_new(op, st);
    true
}

/// The legalizer's patterns (those of MLIR's test pass that Strata's test
/// ops support).
fn legalizer_patterns(tc: &Arc<TypeConverter>) -> Vec<Box<dyn ConversionPattern>> {
    const A: &[&str] = &["test.legal_op_a"];
    let mut patterns = vec![
        // MLIR's declarative rewrites of the illegal ops: D has two, the
        // shallower one wins whatever the benefits.
        FnPattern::new(ILLEGAL_OP_A.name, "LegalizeA", |op, _, rw| {
            to_legal_a(rw, op, "Success")
        })
        .generating(A)
        .boxed(),
        FnPattern::new(ILLEGAL_OP_B.name, "LegalizeB", |op, _, rw| {
            to_legal_a(rw, op, "Failure")
        })
        .generating(A)
        .boxed(),
        FnPattern::new(ILLEGAL_OP_C.name, "LegalizeC", |op, _, rw| {
            let i32 = rw.ctx.i32();
            replace_with(rw, op, ILLEGAL_OP_E.name, vec![], vec![i32]);
            true
        })
        .generating(&["test.illegal_op_e"])
        .boxed(),
        FnPattern::new(ILLEGAL_OP_D.name, "LegalizeDToE", |op, _, rw| {
            let i32 = rw.ctx.i32();
            replace_with(rw, op, ILLEGAL_OP_E.name, vec![], vec![i32]);
            true
        })
        .generating(&["test.illegal_op_e"])
        .benefit(10)
        .boxed(),
        FnPattern::new(ILLEGAL_OP_D.name, "LegalizeD", |op, _, rw| {
            to_legal_a(rw, op, "Failure")
        })
        .generating(A)
        .boxed(),
        FnPattern::new(ILLEGAL_OP_E.name, "LegalizeE", |op, _, rw| {
            to_legal_a(rw, op, "Success")
        })
        .generating(A)
        .boxed(),
        // Replaced by a constant: only folding keeps it (and legalizes it).
        FnPattern::new(OP_IN_PLACE_SELF_FOLD.name, "SelfFoldToConstant", |op, _, rw| {
            let ctx = rw.ctx;
            let mut st = state_at(rw, op, "test.constant");
            st.result_types = vec![ctx.i32()];
            st.properties =
                Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(ctx.i32(), 97))]));
            rw.replace_op_with_new(op, st);
            true
        })
        .generating(&["test.constant"])
        .boxed(),
        // `test.invalid` becomes `test.valid` of the converted operands, a
        // value converted to several cast back to one.
        FnPattern::new(INVALID.name, "TestPassthroughInvalidOp", |op, adaptor, rw| {
            let mut flat = Vec::with_capacity(adaptor.len());
            for i in 0..adaptor.len() {
                match adaptor.values(i) {
                    [v] => flat.push(*v),
                    many => {
                        let orig = rw.body().operand(op, i);
                        let ty = rw.body().value_type(orig);
                        let mut st = state_at(rw, op, "test.cast");
                        st.operands = many.to_vec();
                        st.result_types = vec![ty];
                        let cast = rw.create(st);
                        flat.push(rw.body().result(cast, 0));
                    }
                }
            }
            replace_with(rw, op, VALID.name, flat, vec![]);
            true
        })
        .with_converter(tc)
        .one_to_n()
        .boxed(),
        FnPattern::new(
            "test.drop_operands_and_replace_with_valid",
            "TestDropAndReplaceInvalidOp",
            |op, _, rw| {
                replace_with(rw, op, VALID.name, vec![], vec![]);
                true
            },
        )
        .with_converter(tc)
        .boxed(),
        // A `test.return` of one f32 returns the values it converted to.
        FnPattern::new(RETURN_NAME, "TestSplitReturnType", |op, adaptor, rw| {
            let body = rw.body();
            if body.num_operands(op) != 1 || body.value_type(body.operand(op, 0)) != rw.ctx.f32() {
                return false;
            }
            let values = adaptor.values(0).to_vec();
            replace_with(rw, op, RETURN_NAME, values, vec![]);
            true
        })
        .one_to_n()
        .boxed(),
        // Converts the region's block signatures, then drops the op (its
        // illegal ops need not legalize).
        FnPattern::new(
            "test.drop_region_op",
            "TestDropOpSignatureConversion",
            |op, _, rw| {
                let Some(tc) = rw.type_converter().cloned() else {
                    return false;
                };
                let body = rw.body();
                let Some(&region) = body.regions_in_body(op).first() else {
                    return false;
                };
                let Some(conv) = body
                    .region_entry(region)
                    .and_then(|entry| tc.convert_block_signature(rw.ctx, body, entry))
                else {
                    return false;
                };
                if rw.convert_region_types(region, &tc, Some(&conv)).is_err() {
                    return false;
                }
                rw.erase_op(op);
                true
            },
        )
        .with_converter(tc)
        .boxed(),
        // Moves the blocks of the op's region to the end of its parent
        // region, then erases it.
        FnPattern::new("test.region", "TestRegionRewriteBlockMovement", |op, _, rw| {
            let ctx = rw.ctx;
            let body = rw.body();
            let clone = body.op_attr(ctx, op, "legalizer.should_clone").is_some();
            let erase_old = body.op_attr(ctx, op, "legalizer.erase_old_blocks").is_some();
            let (Some(&region), Some(parent)) = (
                body.regions_in_body(op).first(),
                body.op_block(op).and_then(|b| body.block_region(b)),
            ) else {
                return false;
            };
            if clone {
                rw.clone_region_to_end(region, parent);
            } else {
                rw.inline_region_before(region, parent, None);
            }
            if erase_old {
                let blocks: Vec<_> = rw.body().region_blocks(region).collect();
                for b in blocks {
                    rw.erase_block(b);
                }
            }
            rw.erase_op(op);
            true
        })
        .boxed(),
        // Creates an op with an illegal op and drops the builder: the
        // conversion fails and must be undone.
        FnPattern::new("test.region_builder", "TestRegionRewriteUndo", |op, _, rw| {
            let ctx = rw.ctx;
            let mut st = state_at(rw, op, "test.region");
            let region = rw.create_region();
            st.regions = vec![region];
            rw.create(st);
            let loc = rw.body().op_loc(op);
            rw.create_block(region, None, &[ctx.integer_type(64)], &[loc]);
            let mut st = state_at(rw, op, ILLEGAL_OP_F.name);
            st.result_types = vec![ctx.i32()];
            rw.create(st);
            let st = state_at(rw, op, VALID.name);
            rw.create(st);
            rw.erase_op(op);
            true
        })
        .boxed(),
        // Adds a block of two i32 arguments to the parent region.
        FnPattern::new("test.create_block", "TestCreateBlock", |op, _, rw| {
            create_block(op, rw, false)
        })
        .boxed(),
        FnPattern::new(
            "test.create_illegal_block",
            "TestCreateIllegalBlock",
            |op, _, rw| create_block(op, rw, true),
        )
        .boxed(),
        FnPattern::new(
            TYPE_PRODUCER.name,
            "TestChangeProducerTypeI32ToF32",
            |op, _, rw| {
                let ctx = rw.ctx;
                let ty = rw.body().result_types(op).next();
                if ty != Some(ctx.i32()) {
                    return false;
                }
                replace_with(rw, op, TYPE_PRODUCER.name, vec![], vec![ctx.f32()]);
                true
            },
        )
        .boxed(),
        FnPattern::new(
            TYPE_PRODUCER.name,
            "TestChangeProducerTypeF32ToF64",
            change_producer_f32_to_f64,
        )
        .boxed(),
        FnPattern::new(
            TYPE_PRODUCER.name,
            "TestChangeProducerTypeF32ToInvalid",
            |op, _, rw| {
                let bf16 = rw.ctx.float_type(FloatKind::BF16);
                replace_with(rw, op, TYPE_PRODUCER.name, vec![], vec![bf16]);
                true
            },
        )
        .benefit(10)
        .boxed(),
        // Listed before `TestUpdateConsumerType`, which mlir-opt tries
        // first (Strata's legalizer tries patterns of equal depth and
        // benefit last listed first).
        FnPattern::new(TYPE_CONSUMER.name, "TestTypeConsumerOpPattern", |op, _, rw| {
            rw.erase_op(op);
            true
        })
        .with_converter(tc)
        .boxed(),
        FnPattern::new(TYPE_CONSUMER.name, "TestUpdateConsumerType", update_consumer_type).boxed(),
        // Creates an illegal op and replaces it at once: it need not
        // legalize.
        FnPattern::new("test.replace_non_root", "TestNonRootReplacement", |op, _, rw| {
            let Some(ty) = rw.body().result_types(op).next() else {
                return false;
            };
            let mut st = state_at(rw, op, ILLEGAL_OP_F.name);
            st.result_types = vec![ty];
            let illegal = rw.create(st);
            let mut st = state_at(rw, op, LEGAL_OP_B.name);
            st.result_types = vec![ty];
            let legal = rw.create(st);
            let legal_value = rw.body().result(legal, 0);
            rw.replace_op(illegal, &[legal_value]);
            let illegal_value = rw.body().result(illegal, 0);
            rw.replace_op(op, &[illegal_value]);
            true
        })
        .boxed(),
        // Erases a `test.blackhole` and then its operand's producer.
        FnPattern::new("test.blackhole", "TestReplaceEraseOp", |op, _, rw| {
            let body = rw.body();
            let Some(producer) = body.operands(op).next().and_then(|v| body.defining_op(v)) else {
                return false;
            };
            rw.erase_op(op);
            rw.erase_op(producer);
            true
        })
        .one_to_n()
        .boxed(),
        // Creates an op the target does not know (an `arith.constant`).
        FnPattern::new(ILLEGAL_OP_G.name, "TestCreateUnregisteredOp", |op, _, rw| {
            let ctx = rw.ctx;
            let mut st = state_at(rw, op, "arith.constant");
            st.result_types = vec![ctx.i32()];
            st.properties =
                Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(ctx.i32(), 0))]));
            let c = rw.create(st);
            let v = rw.body().result(c, 0);
            replace_with(rw, op, LEGAL_OP_C.name, vec![v], vec![ctx.i32()]);
            true
        })
        .boxed(),
        // Moves `test.hoist_me` before its parent, then replaces it by an
        // illegal op: the move must be undone.
        FnPattern::new("test.hoist_me", "TestUndoMoveOpBefore", |op, _, rw| {
            let Some(parent) = rw.body().parent_op(op) else {
                return false;
            };
            rw.set_insertion_point(parent);
            rw.move_op(op);
            let f32 = rw.ctx.f32();
            replace_with(rw, op, ILLEGAL_OP_F.name, vec![], vec![f32]);
            true
        })
        .boxed(),
        // Replaces the uses of the first operand (all, or with
        // `conditional` those by ops marked `replace_uses`) by the second
        // twice, and marks the op legal (unless `trigger_rollback`).
        FnPattern::new("test.value_replace", "TestValueReplace", |op, _, rw| {
            let ctx = rw.ctx;
            let body = rw.body();
            if body.num_operands(op) < 2 {
                return false;
            }
            let (from, repl) = (body.operand(op, 0), body.operand(op, 1));
            let conditional = body.op_attr(ctx, op, "conditional").is_some();
            rw.replace_uses_with_if(from, &[repl, repl], |b, user, _| {
                !conditional || b.op_attr(ctx, user, "replace_uses").is_some()
            });
            let keep_illegal = rw.body().op_attr(ctx, op, "trigger_rollback").is_some();
            rw.modify_op_in_place(op, |b| {
                if !keep_illegal {
                    b.set_op_attr(ctx, op, "is_legal", Some(ctx.unit_attr()));
                }
            });
            true
        })
        .with_converter(tc)
        .one_to_n()
        .boxed(),
        FnPattern::new("test.erase_op", "TestEraseOp", |op, _, rw| {
            rw.erase_op(op);
            true
        })
        .boxed(),
        FnPattern::new(
            "test.replace_with_valid_producer",
            "TestReplaceWithValidProducer",
            |op, _, rw| {
                let ctx = rw.ctx;
                let Some(ty) = rw
                    .body()
                    .op_attr(ctx, op, "type")
                    .and_then(|a| ctx.type_attr_value(a))
                else {
                    return false;
                };
                replace_with(rw, op, "test.valid_producer", vec![], vec![ty]);
                true
            },
        )
        .boxed(),
        FnPattern::new(
            "test.replace_with_valid_consumer",
            "TestReplaceWithValidConsumer",
            replace_with_valid_consumer,
        )
        .boxed(),
        FnPattern::new(
            "test.replace_with_valid_consumer",
            "TestReplaceWithValidConsumer",
            replace_with_valid_consumer,
        )
        .with_converter(tc)
        .boxed(),
        FnPattern::new(
            "test.repetitive_1_to_n_consumer",
            "TestRepetitive1ToNConsumer",
            |op, adaptor, rw| {
                if adaptor.len() != 1 {
                    return false;
                }
                let values = adaptor.values(0).to_vec();
                replace_with(rw, op, VALID.name, values, vec![]);
                true
            },
        )
        .one_to_n()
        .boxed(),
        // Two 1:2 replacements in a row, each result doubled.
        FnPattern::new(
            "test.multiple_1_to_n_replacement",
            "TestMultiple1ToNReplacement",
            |op, _, rw| {
                let step = replace_doubling(rw, op, "test.step_1");
                replace_doubling(rw, step, "test.legal_op");
                true
            },
        )
        .with_converter(tc)
        .one_to_n()
        .boxed(),
    ];
    // MLIR's test pass converts any function-like op (here: `func.func`)
    // and calls, not returns.
    patterns.push(Box::new(FuncOpSignatureConversion::new("func.func", tc.clone())));
    patterns.push(Box::new(CallOpTypeConversion {
        op_name: "func.call",
        converter: tc.clone(),
    }));
    patterns
}

const RETURN_NAME: &str = "test.return";

/// Appends a block of two `i32` arguments to the region holding `op`,
/// ending in `test.finish` (after an illegal op with `illegal`), and
/// erases `op`.
fn create_block(op: OpId, rw: &mut ConversionPatternRewriter<'_>, illegal: bool) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(region) = body.op_block(op).and_then(|b| body.block_region(b)) else {
        return false;
    };
    let loc = body.op_loc(op);
    let i32 = ctx.i32();
    rw.create_block(region, None, &[i32, i32], &[loc, loc]);
    if illegal {
        let mut st = state_at(rw, op, ILLEGAL_OP_F.name);
        st.result_types = vec![i32];
        rw.create(st);
    }
    let st = state_at(rw, op, "test.finish");
    rw.create(st);
    rw.erase_op(op);
    true
}

/// Replaces `op` by an op named `name` after it whose results are each of
/// `op`'s results twice, each result replaced by its pair.
fn replace_doubling(rw: &mut ConversionPatternRewriter<'_>, op: OpId, name: &str) -> OpId {
    rw.set_insertion_point_after(op);
    let types: Vec<Type> = rw.body().result_types(op).flat_map(|t| [t, t]).collect();
    let mut st = state_at(rw, op, name);
    st.result_types = types;
    st.attributes = rw.body().op_attr_dict(op);
    st.properties = rw.body().op_properties(op);
    let new = rw.create(st);
    let results: Vec<ValueId> = rw.body().results(new).collect();
    let lists: Vec<ValueList> = results.chunks(2).map(|c| c.iter().copied().collect()).collect();
    rw.replace_op_with_multiple(op, &lists);
    new
}

fn change_producer_f32_to_f64(op: OpId, _: &OpAdaptor, rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body().result_types(op).next() != Some(ctx.f32()) {
        return false;
    }
    replace_with(rw, op, TYPE_PRODUCER.name, vec![], vec![ctx.f64()]);
    true
}

fn update_consumer_type(op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(v) = adaptor.operand(0) else {
        return false;
    };
    if rw.body().value_type(v) != rw.ctx.f64() {
        return false;
    }
    replace_with(rw, op, TYPE_CONSUMER.name, vec![v], vec![]);
    true
}

/// `with_converter` on the op says which of the two patterns (with and
/// without a type converter) applies.
fn replace_with_valid_consumer(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionPatternRewriter<'_>,
) -> bool {
    let ctx = rw.ctx;
    if rw.body().op_attr(ctx, op, "with_converter").is_some() != rw.type_converter().is_some() {
        return false;
    }
    // The op is known by name only: it may have no operand.
    let Some(v) = (!adaptor.is_empty()).then(|| adaptor.operand(0)).flatten() else {
        return false;
    };
    replace_with(rw, op, "test.valid_consumer", vec![v], vec![]);
    true
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum LegalizeMode {
    Analysis,
    Full,
    Partial,
}

/// `test-legalize-patterns`.
#[derive(Clone)]
pub struct TestLegalizePatterns {
    mode: LegalizeMode,
    folding: FoldingMode,
    allow_pattern_rollback: bool,
    build_materializations: bool,
    attach_debug_materialization_kind: bool,
}

impl Default for TestLegalizePatterns {
    fn default() -> Self {
        TestLegalizePatterns {
            mode: LegalizeMode::Partial,
            folding: FoldingMode::BeforePatterns,
            allow_pattern_rollback: true,
            build_materializations: true,
            attach_debug_materialization_kind: false,
        }
    }
}

impl TestLegalizePatterns {
    fn target(tc: &Arc<TypeConverter>, full: bool) -> ConversionTarget {
        let mut target = ConversionTarget::new();
        target.add_legal_op("builtin.module");
        for name in [
            LEGAL_OP_A.name,
            LEGAL_OP_B.name,
            LEGAL_OP_C.name,
            "test.cast",
            VALID.name,
            "test.finish",
            "test.constant",
            "test.one_region_op",
            "test.valid_producer",
            "test.valid_consumer",
            "test.legal_op",
        ] {
            target.add_legal_op(name);
        }
        for name in [
            ILLEGAL_OP_F.name,
            "test.region_builder",
            "test.op_with_region_fold",
        ] {
            target.add_illegal_op(name);
        }
        target.add_dynamically_legal_op(RETURN_NAME, |op: OpRef<'_>| {
            let f32 = op.ctx.f32();
            op.body.operands(op.id).all(|v| op.body.value_type(v) != f32)
        });
        let converter = tc.clone();
        target.add_dynamically_legal_op("func.func", move |op: OpRef<'_>| {
            FuncOpSignatureConversion::is_legal(&converter, op)
        });
        let converter = tc.clone();
        target.add_dynamically_legal_op("func.call", move |op: OpRef<'_>| converter.is_legal_op(op));
        for name in ["test.block_arg_replace", "test.value_replace"] {
            target.add_dynamically_legal_op(name, |op: OpRef<'_>| op.attr("is_legal").is_some());
        }
        target.add_dynamically_legal_op(ILLEGAL_OP_G.name, |_| false);
        target.add_dynamically_legal_op(TYPE_PRODUCER.name, |op: OpRef<'_>| {
            op.body.result_types(op.id).next() == Some(op.ctx.f64())
        });
        target.add_dynamically_legal_op(TYPE_CONSUMER.name, |op: OpRef<'_>| {
            op.body.operands(op.id).next().map(|v| op.body.value_type(v)) == Some(op.ctx.f64())
        });
        let recursively: strata_rewrite::conversion::LegalityFn =
            Arc::new(|op: OpRef<'_>| op.attr("test.recursively_legal").is_some());
        target.mark_op_recursively_legal("func.func", Some(recursively.clone()));
        target.mark_op_recursively_legal("builtin.module", Some(recursively));
        target.add_dynamically_legal_op("test.recursive_rewrite", |op: OpRef<'_>| {
            op.attr("depth")
                .and_then(|a| op.ctx.integer_attr_value(a))
                .is_some_and(|v| v.is_zero())
        });
        target.add_dynamically_legal_op(OP_IN_PLACE_SELF_FOLD.name, |op: OpRef<'_>| {
            op.attr("folded").is_some()
        });
        target.add_dynamically_legal_op("test.convert_block_args", |op: OpRef<'_>| {
            op.attr("is_legal").is_some()
        });
        if full {
            target.mark_unknown_ops_dynamically_legal(|op: OpRef<'_>| {
                op.attr("test.dynamically_legal").is_some()
            });
        }
        target
    }
}

impl Pass for TestLegalizePatterns {
    fn argument(&self) -> &'static str {
        "test-legalize-patterns"
    }

    fn description(&self) -> &'static str {
        "Run test dialect legalization patterns"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestLegalizePatternDriver"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "test-legalize-mode" => {
                self.mode = parse_enum(
                    name,
                    value,
                    &[
                        ("analysis", LegalizeMode::Analysis),
                        ("full", LegalizeMode::Full),
                        ("partial", LegalizeMode::Partial),
                    ],
                )?
            }
            "test-legalize-folding-mode" => {
                self.folding = parse_enum(
                    name,
                    value,
                    &[
                        ("never", FoldingMode::Never),
                        ("before-patterns", FoldingMode::BeforePatterns),
                        ("after-patterns", FoldingMode::AfterPatterns),
                    ],
                )?
            }
            "allow-pattern-rollback" => {
                self.allow_pattern_rollback = strata_pass::parse_bool_option(name, value)?
            }
            "build-materializations" => {
                self.build_materializations = strata_pass::parse_bool_option(name, value)?
            }
            "attach-debug-materialization-kind" => {
                self.attach_debug_materialization_kind = strata_pass::parse_bool_option(name, value)?
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        let mode = match self.mode {
            LegalizeMode::Analysis => "analysis",
            LegalizeMode::Full => "full",
            LegalizeMode::Partial => "partial",
        };
        let folding = match self.folding {
            FoldingMode::Never => "never",
            FoldingMode::BeforePatterns => "before-patterns",
            FoldingMode::AfterPatterns => "after-patterns",
        };
        format!(
            "allow-pattern-rollback={} attach-debug-materialization-kind={} build-materializations={} \
             test-legalize-folding-mode={folding} test-legalize-mode={mode}",
            self.allow_pattern_rollback, self.attach_debug_materialization_kind, self.build_materializations
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let tc = Arc::new(legalizer_type_converter());
        let patterns = ConversionPatternSet::new(ctx, legalizer_patterns(&tc));
        let target = Self::target(&tc, self.mode == LegalizeMode::Full);
        let config = ConversionConfig {
            folding_mode: self.folding,
            allow_pattern_rollback: self.allow_pattern_rollback,
            build_materializations: self.build_materializations,
            attach_debug_materialization_kind: self.attach_debug_materialization_kind,
            ..ConversionConfig::default()
        };
        match self.mode {
            LegalizeMode::Partial => {
                match apply_partial_conversion_collecting(ctx, op.body(), &target, &patterns, &config) {
                    Ok(found) => remark_ops(ctx, op.body_ref(), &found, &|name| {
                        format!("op '{name}' is not legalizable")
                    }),
                    Err(_) => remark_on_root(ctx, op, "applyPartialConversion failed"),
                }
            }
            LegalizeMode::Full => {
                if apply_full_conversion(ctx, op.body(), &target, &patterns, &config).is_err() {
                    remark_on_root(ctx, op, "applyFullConversion failed");
                }
            }
            LegalizeMode::Analysis => {
                let found = apply_analysis_conversion(ctx, op.body(), &target, &patterns, &config)?;
                let root_legal =
                    op.with_standalone(|body, root| target.is_legal(OpRef::new(ctx, body, root)).is_some());
                if root_legal {
                    remark_on_root(
                        ctx,
                        op,
                        &format!("op '{}' is legalizable", ctx.op_name_str(op.name())),
                    );
                }
                remark_ops(ctx, op.body_ref(), &found, &|name| {
                    format!("op '{name}' is legalizable")
                });
            }
        }
        Ok(())
    }
}

// ---- test-legalize-unknown-root-patterns --------------------------------------------

/// `test-legalize-unknown-root-patterns`: every op of the test dialect is
/// illegal and erased by a pattern that matches any op.
#[derive(Default)]
pub struct TestLegalizeUnknownRootPatterns;

impl Pass for TestLegalizeUnknownRootPatterns {
    fn argument(&self) -> &'static str {
        "test-legalize-unknown-root-patterns"
    }

    fn description(&self) -> &'static str {
        "Test public remapped value mechanism in ConversionPatternRewriter"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestUnknownRootOpDriver"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let erase = FnPattern {
            root: PatternRoot::Any,
            name: "RemoveTestDialectOps",
            benefit: 1,
            generated: &[],
            converter: None,
            one_to_n: true,
            f: |op, _, rw| {
                let name = rw.body().op_name(op);
                if rw.ctx.op_name_dialect(name) != "test" {
                    return false;
                }
                rw.erase_op(op);
                true
            },
        };
        let patterns = ConversionPatternSet::new(ctx, vec![erase.boxed()]);
        let mut target = ConversionTarget::new();
        target.add_illegal_dialect("test");
        apply_partial_conversion(ctx, op.body(), &target, &patterns, &ConversionConfig::default())
    }
}

// ---- test-remapped-value --------------------------------------------------------

/// `test-remapped-value`.
#[derive(Default)]
pub struct TestRemappedValue;

impl Pass for TestRemappedValue {
    fn argument(&self) -> &'static str {
        "test-remapped-value"
    }

    fn description(&self) -> &'static str {
        "Test public remapped value mechanism in ConversionPatternRewriter"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestRemappedValue"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut tc = TypeConverter::new();
        tc.add_identity_conversion();
        tc.add_conversion(|ctx, t| (t == ctx.f32()).then(|| ctx.f64()));
        let tc = Arc::new(tc);
        let patterns: Vec<Box<dyn ConversionPattern>> = vec![
            // Doubles the single operand, read as its latest replacement.
            FnPattern::new(
                ONE_VARIADIC_OUT_ONE_VARIADIC_IN1.name,
                "OneVResOneVOperandOp1Converter",
                |op, _, rw| {
                    let body = rw.body();
                    if body.num_operands(op) != 1 {
                        return false;
                    }
                    let orig = body.operand(op, 0);
                    let types: Vec<Type> = body.result_types(op).collect();
                    let remapped = rw.get_remapped_value(orig);
                    let &[v] = remapped.as_slice() else {
                        return false;
                    };
                    replace_with(rw, op, ONE_VARIADIC_OUT_ONE_VARIADIC_IN1.name, vec![v, v], types);
                    true
                },
            )
            .boxed(),
            FnPattern::new(
                TYPE_PRODUCER.name,
                "TestChangeProducerTypeF32ToF64",
                change_producer_f32_to_f64,
            )
            .boxed(),
            FnPattern::new(TYPE_CONSUMER.name, "TestUpdateConsumerType", update_consumer_type).boxed(),
            // Inlines the region in place of the op, which its
            // terminator's operands (remapped) replace.
            FnPattern::new(
                REMAPPED_VALUE_REGION.name,
                "TestRemapValueInRegion",
                |op, _, rw| {
                    let body = rw.body();
                    let Some(block) = body
                        .regions_in_body(op)
                        .first()
                        .and_then(|&r| body.region_entry(r))
                    else {
                        return false;
                    };
                    let Some(terminator) = body.block_ops(block).last() else {
                        return false;
                    };
                    let Some(parent_block) = body.op_block(op) else {
                        return false;
                    };
                    let operands: Vec<ValueId> = body.operands(terminator).collect();
                    let final_block = rw.split_block(parent_block, op);
                    rw.inline_block_before(block, InsertPoint::End(parent_block), &[]);
                    rw.inline_block_before(final_block, InsertPoint::End(parent_block), &[]);
                    let Some(values) = rw.get_remapped_values(&operands, op) else {
                        return false;
                    };
                    rw.erase_op(terminator);
                    rw.replace_op(op, &values);
                    true
                },
            )
            .with_converter(&tc)
            .boxed(),
        ];
        let patterns = ConversionPatternSet::new(ctx, patterns);
        let mut target = ConversionTarget::new();
        target
            .add_legal_op("builtin.module")
            .add_legal_op("func.func")
            .add_legal_op(RETURN_NAME);
        target.add_dynamically_legal_op(TYPE_PRODUCER.name, |op: OpRef<'_>| {
            op.body.result_types(op.id).next() == Some(op.ctx.f64())
        });
        target.add_dynamically_legal_op(TYPE_CONSUMER.name, |op: OpRef<'_>| {
            op.body.operands(op.id).next().map(|v| op.body.value_type(v)) == Some(op.ctx.f64())
        });
        target.add_dynamically_legal_op(ONE_VARIADIC_OUT_ONE_VARIADIC_IN1.name, |op: OpRef<'_>| {
            op.body.num_operands(op.id) > 1
        });
        apply_full_conversion(ctx, op.body(), &target, &patterns, &ConversionConfig::default())
    }
}

// ---- test-target-materialization-with-no-uses --------------------------------------

/// `test-target-materialization-with-no-uses`.
#[derive(Default)]
pub struct TestTargetMaterializationWithNoUses;

impl Pass for TestTargetMaterializationWithNoUses {
    fn argument(&self) -> &'static str {
        "test-target-materialization-with-no-uses"
    }

    fn description(&self) -> &'static str {
        "Test a special case of target materialization in DialectConversion"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestTargetMaterializationWithNoUses"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut tc = TypeConverter::new();
        tc.add_identity_conversion();
        tc.add_conversion(|ctx, t| {
            let w = ctx.integer_width(t)?;
            Some(if w == 16 { ctx.integer_type(64) } else { t })
        });
        tc.add_target_materialization(|b, types, inputs, loc, _| {
            let [ty] = types else { return None };
            let mut st = OperationState::new(b.ctx.op_name("test.cast"), loc);
            st.operands = inputs.to_vec();
            st.result_types = vec![*ty];
            let op = b.create(st);
            Some(vec![b.body().result(op, 0)])
        });
        let tc = Arc::new(tc);
        let forward = FnPattern::new(TYPE_CHANGER.name, "ForwardOperandPattern", |op, adaptor, rw| {
            let values = adaptor.flat_operands();
            if values.len() != rw.body().num_results(op) {
                return false;
            }
            rw.replace_op(op, &values);
            true
        })
        .with_converter(&tc);
        let patterns = ConversionPatternSet::new(ctx, vec![forward.boxed()]);
        let mut target = ConversionTarget::new();
        target.add_illegal_op(TYPE_CHANGER.name);
        apply_partial_conversion(ctx, op.body(), &target, &patterns, &ConversionConfig::default())
    }
}

// ---- test-rewrite-dynamic-op ------------------------------------------------------

/// `test-rewrite-dynamic-op`: `test.dynamic_one_operand_two_results`
/// becomes `test.dynamic_generic`, ops known only by name.
#[derive(Default)]
pub struct TestRewriteDynamicOp;

impl Pass for TestRewriteDynamicOp {
    fn argument(&self) -> &'static str {
        "test-rewrite-dynamic-op"
    }

    fn description(&self) -> &'static str {
        "Test rewritting on dynamic operations"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestRewriteDynamicOpDriver"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let rewrite = FnPattern::new(
            "test.dynamic_one_operand_two_results",
            "RewriteDynamicOp",
            |op, _, rw| {
                let body = rw.body();
                let mut st = state_at(rw, op, "test.dynamic_generic");
                st.operands = body.operands(op).collect();
                st.result_types = body.result_types(op).collect();
                st.properties = body.op_properties(op);
                st.attributes = body.op_attr_dict(op);
                rw.replace_op_with_new(op, st);
                true
            },
        );
        let patterns = ConversionPatternSet::new(ctx, vec![rewrite.one_to_n().boxed()]);
        let mut target = ConversionTarget::new();
        target.add_illegal_op("test.dynamic_one_operand_two_results");
        target.add_legal_op("test.dynamic_generic");
        apply_partial_conversion(ctx, op.body(), &target, &patterns, &ConversionConfig::default())
    }
}

// ---- test-merge-blocks ------------------------------------------------------------

/// Merges the second block of `op`'s region into the first, in place of
/// the first block's terminator (whose operands replace the second
/// block's arguments); with `illegal`, first creates an illegal op in
/// the second block, so that the conversion must roll back.
fn merge_first_blocks(op: OpId, rw: &mut ConversionPatternRewriter<'_>, illegal: bool) -> bool {
    let body = rw.body();
    let Some(&region) = body.regions_in_body(op).first() else {
        return false;
    };
    let mut blocks = body.region_blocks(region);
    let (Some(first), Some(second)) = (blocks.next(), blocks.next()) else {
        return false;
    };
    let Some(branch) = body.block_ops(first).last() else {
        return false;
    };
    let args: Vec<ValueId> = body.operands(branch).collect();
    if args.len() != body.block_args(second).len() {
        return false;
    }
    if illegal {
        rw.set_insertion_point_to_start(second);
        let f32 = rw.ctx.f32();
        let mut st = state_at(rw, op, ILLEGAL_OP_F.name);
        st.result_types = vec![f32];
        rw.create(st);
    }
    rw.erase_op(branch);
    rw.inline_block_before(second, InsertPoint::End(first), &args);
    rw.modify_op_in_place(op, |_| {});
    true
}

/// `test-merge-blocks`.
#[derive(Default)]
pub struct TestMergeBlocks;

impl Pass for TestMergeBlocks {
    fn argument(&self) -> &'static str {
        "test-merge-blocks"
    }

    fn description(&self) -> &'static str {
        "Test Merging operation in ConversionPatternRewriter"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestMergeBlocksPatternDriver"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns: Vec<Box<dyn ConversionPattern>> = vec![
            FnPattern::new(MERGE_BLOCKS.name, "TestMergeBlock", |op, _, rw| {
                merge_first_blocks(op, rw, false)
            })
            .boxed(),
            FnPattern::new("test.undo_blocks_merge", "TestUndoBlocksMerge", |op, _, rw| {
                merge_first_blocks(op, rw, true)
            })
            .boxed(),
            // Inlines a single-block op nested in another into it.
            FnPattern::new(
                "test.SingleBlockImplicitTerminator",
                "TestMergeSingleBlockOps",
                |op, _, rw| {
                    let ctx = rw.ctx;
                    let body = rw.body();
                    if !has_ancestor_named(ctx, body, op, "test.SingleBlockImplicitTerminator") {
                        return false;
                    }
                    let Some(block) = body
                        .regions_in_body(op)
                        .first()
                        .and_then(|&r| body.region_entry(r))
                    else {
                        return false;
                    };
                    let Some(terminator) = body.block_ops(block).last() else {
                        return false;
                    };
                    if body.op_name(terminator) != ctx.op_name("test.finish") {
                        return false;
                    }
                    rw.inline_block_before(block, InsertPoint::Before(op), &[]);
                    rw.erase_op(terminator);
                    rw.erase_op(op);
                    true
                },
            )
            .boxed(),
        ];
        let patterns = ConversionPatternSet::new(ctx, patterns);
        let mut target = ConversionTarget::new();
        for name in [
            "func.func",
            "builtin.module",
            "test.finish",
            "test.br",
            TYPE_CONSUMER.name,
            TYPE_PRODUCER.name,
            RETURN_NAME,
        ] {
            target.add_legal_op(name);
        }
        target.add_illegal_op(ILLEGAL_OP_F.name);
        target.add_dynamically_legal_op(MERGE_BLOCKS.name, |op: OpRef<'_>| {
            op.body
                .regions_in_body(op.id)
                .first()
                .is_some_and(|&r| op.body.region_blocks(r).count() == 1)
        });
        target.add_dynamically_legal_op("test.br", |op: OpRef<'_>| {
            has_ancestor_named(op.ctx, op.body, op.id, MERGE_BLOCKS.name)
        });
        target.add_dynamically_legal_op("test.SingleBlockImplicitTerminator", |op: OpRef<'_>| {
            !has_ancestor_named(op.ctx, op.body, op.id, "test.SingleBlockImplicitTerminator")
        });
        if let Ok(found) = apply_partial_conversion_collecting(
            ctx,
            op.body(),
            &target,
            &patterns,
            &ConversionConfig::default(),
        ) {
            remark_ops(ctx, op.body_ref(), &found, &|name| {
                format!("op '{name}' is not legalizable")
            });
        }
        Ok(())
    }
}

// ---- test-pattern-selective-replacement -----------------------------------------------

/// Replaces the uses of a two-operand `test.cast` by terminators with its
/// first operand, and its other uses with its second.
struct SelectiveOpReplacement;

impl RewritePattern for SelectiveOpReplacement {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("test.cast")
    }

    fn debug_name(&self) -> &str {
        "TestSelectiveOpReplacementPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx;
        let body = rewriter.body();
        if body.num_operands(op) != 2 {
            return false;
        }
        let (first, second) = (body.operand(op, 0), body.operand(op, 1));
        let result = body.result(op, 0);
        let terminator_uses: Vec<(OpId, usize)> = body
            .uses(result)
            .filter(|&(user, _)| OpRef::new(ctx, body, user).has_trait(strata_ir::OpTraits::TERMINATOR))
            .collect();
        for (user, index) in terminator_uses {
            rewriter.modify_op_in_place(user, |b| b.set_operand(user, index, first));
        }
        rewriter.replace_op(op, &[second]);
        true
    }
}

/// `test-pattern-selective-replacement`.
#[derive(Default)]
pub struct TestPatternSelectiveReplacement;

impl Pass for TestPatternSelectiveReplacement {
    fn argument(&self) -> &'static str {
        "test-pattern-selective-replacement"
    }

    fn description(&self) -> &'static str {
        "Test selective replacement in the PatternRewriter"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestSelectiveReplacementPatternDriver"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns = FrozenPatternSet::new(ctx, vec![Box::new(SelectiveOpReplacement)]);
        apply_patterns_greedily_nested(ctx, op.body(), &patterns, GreedyConfig::default(), false);
        Ok(())
    }
}
