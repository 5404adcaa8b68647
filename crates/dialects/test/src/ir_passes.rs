//! Test passes over core IR APIs (MLIR's `test/lib/IR`): editing function
//! signatures through the function interface, moving a region's body,
//! comparing operations, cloning with insertion notifications, walks with
//! stages and interruptions.

use std::fmt::Write as _;

use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind};
use strata_ir::function_interface::{self as fi, ArgInsertion, CallableOpInterface, DEFAULT_NAMES};
use strata_ir::interfaces::{EffectKind, MemoryEffect, MemoryEffectOpInterface};
use strata_ir::op_equivalence::OperationEquivalence;
use strata_ir::symbol_table;
use strata_ir::walk::{walk_all, walk_blocks_or_regions, walk_with_stages};
use strata_ir::{
    AttrKind, Attribute, BlockOrRegion, Body, Context, Diagnostic, Ident, IrMapping, IsolatedOpMut,
    LogicalResult, OpId, OpRef, OpTraits, RegionId, SymbolTable, ValueDef, WalkOrder, WalkResult, WalkStage,
};
use strata_pass::Pass;

/// The function-like (callable) ops at the top of the module `module`.
/// The signature edits only handle builtin function types: on others
/// (`llvm.func`'s) they fail, as MLIR's do for a void LLVM function.
fn module_functions(ctx: &Context, module: &Body) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in module.root_regions() {
        for b in module.region_blocks(r) {
            out.extend(module.block_ops(b).filter(|&o| {
                ctx.op_def(module.op_name(o))
                    .is_some_and(|d| d.interfaces.get::<CallableOpInterface>().is_some())
            }));
        }
    }
    out
}

/// The elements of the array attribute `name` of `f`, removing it.
fn take_array(ctx: &Context, module: &mut Body, f: OpId, name: &str) -> Option<Vec<Attribute>> {
    let elems = ctx.array_attr_elements(module.op_attr(ctx, f, name)?)?.to_vec();
    if elems.is_empty() {
        return None;
    }
    module.set_op_attr(ctx, f, name, None);
    Some(elems)
}

/// `[index, type, {attrs}?, ...]` as MLIR's signature tests write an
/// insertion.
fn insertion_parts(
    ctx: &Context,
    a: Attribute,
) -> Option<(usize, strata_ir::Type, Option<Attribute>, &[Attribute])> {
    let parts = ctx.array_attr_elements(a)?;
    let index = usize::try_from(ctx.integer_attr_value(*parts.first()?)?.zext_u64()).ok()?;
    let ty = ctx.type_attr_value(*parts.get(1)?)?;
    let attrs = parts.get(2).copied().filter(|&d| !ctx.dict_entries(d).is_empty());
    Some((index, ty, attrs, parts.get(3..).unwrap_or(&[])))
}

/// One flag per entry: whether the entry's attribute dictionary (read with
/// `dict`) holds `name`.
fn marked(ctx: &Context, n: usize, name: &str, dict: impl Fn(usize) -> Option<Attribute>) -> Vec<bool> {
    (0..n)
        .map(|i| dict(i).is_some_and(|d| ctx.dict_get_str(d, name).is_some()))
        .collect()
}

macro_rules! module_test_pass {
    ($ty:ident, $arg:literal, $desc:literal, $name:literal) => {
        #[doc = concat!("`", $arg, "`.")]
        #[derive(Default)]
        pub struct $ty;

        impl Pass for $ty {
            fn argument(&self) -> &'static str {
                $arg
            }
            fn description(&self) -> &'static str {
                $desc
            }
            fn name(&self) -> &'static str {
                $name
            }
            fn anchor(&self) -> Option<&'static str> {
                Some("builtin.module")
            }
            fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
                let result = $ty::run_on_module(ctx, op.body());
                // An error at the module itself is reported here, where
                // the module can be shown as the current operation.
                result.map_err(|message| {
                    op.with_standalone(|body, module| OpRef::new(ctx, body, module).emit_error(message))
                })?
            }
        }
    };
}

module_test_pass!(
    TestFuncInsertArg,
    "test-func-insert-arg",
    "Test inserting func args.",
    "(anonymous namespace)::TestFuncInsertArg"
);
module_test_pass!(
    TestFuncInsertResult,
    "test-func-insert-result",
    "Test inserting func results.",
    "(anonymous namespace)::TestFuncInsertResult"
);
module_test_pass!(
    TestFuncEraseArg,
    "test-func-erase-arg",
    "Test erasing func args.",
    "(anonymous namespace)::TestFuncEraseArg"
);
module_test_pass!(
    TestFuncEraseResult,
    "test-func-erase-result",
    "Test erasing func results.",
    "(anonymous namespace)::TestFuncEraseResult"
);
module_test_pass!(
    TestFuncSetType,
    "test-func-set-type",
    "Test FunctionOpInterface::setType.",
    "(anonymous namespace)::TestFuncSetType"
);
module_test_pass!(
    TestTakeBody,
    "test-take-body",
    "Test Region's takeBody",
    "(anonymous namespace)::TakeBodyPass"
);
module_test_pass!(
    TestOperationsEquality,
    "test-operations-equality",
    "Test operations equality.",
    "(anonymous namespace)::TestOperationEqualPass"
);

impl TestFuncInsertArg {
    fn run_on_module(ctx: &Context, module: &mut Body) -> Result<LogicalResult, String> {
        for f in module_functions(ctx, module) {
            let Some(elems) = take_array(ctx, module, f, "test.insert_args") else {
                continue;
            };
            let inserts: Option<Vec<ArgInsertion>> = elems
                .iter()
                .map(|&a| {
                    let (index, ty, attrs, rest) = insertion_parts(ctx, a)?;
                    let loc = match rest.first().map(|&l| ctx.attr_kind(l)) {
                        Some(AttrKind::Location(l)) => *l,
                        _ => ctx.unknown_loc(),
                    };
                    Some(ArgInsertion {
                        index,
                        ty,
                        attrs,
                        loc,
                    })
                })
                .collect();
            if !inserts.is_some_and(|i| fi::insert_arguments(ctx, module, f, DEFAULT_NAMES, &i)) {
                return Ok(Err(ctx.emit_error(module.op_loc(f), "failed to insert arguments")));
            }
        }
        Ok(Ok(()))
    }
}

impl TestFuncInsertResult {
    fn run_on_module(ctx: &Context, module: &mut Body) -> Result<LogicalResult, String> {
        for f in module_functions(ctx, module) {
            let Some(elems) = take_array(ctx, module, f, "test.insert_results") else {
                continue;
            };
            let inserts: Option<Vec<_>> = elems
                .iter()
                .map(|&a| insertion_parts(ctx, a).map(|(i, t, d, _)| (i, t, d)))
                .collect();
            if !inserts.is_some_and(|i| fi::insert_results(ctx, module, f, DEFAULT_NAMES, &i)) {
                return Ok(Err(ctx.emit_error(module.op_loc(f), "failed to insert results")));
            }
        }
        Ok(Ok(()))
    }
}

impl TestFuncEraseArg {
    fn run_on_module(ctx: &Context, module: &mut Body) -> Result<LogicalResult, String> {
        Ok(erase_marked(ctx, module, false))
    }
}

impl TestFuncEraseResult {
    fn run_on_module(ctx: &Context, module: &mut Body) -> Result<LogicalResult, String> {
        Ok(erase_marked(ctx, module, true))
    }
}

/// Erases the arguments (or results) whose attributes hold
/// `test.erase_this_arg` (`test.erase_this_result`) from every function.
fn erase_marked(ctx: &Context, module: &mut Body, results: bool) -> LogicalResult {
    for f in module_functions(ctx, module) {
        let r = OpRef::new(ctx, module, f);
        let (inputs, outputs) = fi::signature(r, DEFAULT_NAMES);
        let erase = if results {
            marked(ctx, outputs.len(), "test.erase_this_result", |i| {
                fi::res_attrs(r, DEFAULT_NAMES, i)
            })
        } else {
            marked(ctx, inputs.len(), "test.erase_this_arg", |i| {
                fi::arg_attrs(r, DEFAULT_NAMES, i)
            })
        };
        let (erased, what) = if results {
            (
                fi::erase_results(ctx, module, f, DEFAULT_NAMES, &erase),
                "results",
            )
        } else {
            (
                fi::erase_arguments(ctx, module, f, DEFAULT_NAMES, &erase),
                "arguments",
            )
        };
        if !erased {
            return Err(ctx.emit_error(module.op_loc(f), format!("failed to erase {what}")));
        }
    }
    Ok(())
}

impl TestFuncSetType {
    fn run_on_module(ctx: &Context, module: &mut Body) -> Result<LogicalResult, String> {
        let Some(&region) = module.root_regions().first() else {
            return Ok(Ok(()));
        };
        let table = SymbolTable::from_region(ctx, module, region);
        for f in module_functions(ctx, module) {
            let Some(from) = module
                .op_attr(ctx, f, "test.set_type_from")
                .and_then(|a| ctx.flat_symbol_ref_value(a))
            else {
                continue;
            };
            let ty = table
                .lookup(from)
                .and_then(|src| fi::function_type(OpRef::new(ctx, module, src), DEFAULT_NAMES));
            if let Some(ty) = ty {
                fi::set_function_type(ctx, module, f, DEFAULT_NAMES, ty);
            }
        }
        Ok(Ok(()))
    }
}

impl TestTakeBody {
    fn run_on_module(ctx: &Context, module: &mut Body) -> Result<LogicalResult, String> {
        let func = ctx.op_name("func.func");
        let functions: Vec<OpId> = module_functions(ctx, module)
            .into_iter()
            .filter(|&f| module.op_name(f) == func)
            .collect();
        let [dest, src] = functions[..] else {
            return Err("Expected only two functions in test".to_string());
        };
        module.move_child_body(src, dest);
        Ok(Ok(()))
    }
}

impl TestOperationsEquality {
    fn run_on_module(ctx: &Context, module: &mut Body) -> Result<LogicalResult, String> {
        let ops: Vec<OpId> = module
            .root_regions()
            .first()
            .and_then(|&r| module.region_blocks(r).next())
            .map(|b| module.block_ops(b).collect())
            .unwrap_or_default();
        let [first, last] = ops[..] else {
            let message = format!("expected 2 top-level ops in the module, got {}", ops.len());
            return Err(message);
        };
        let dict = module
            .op_attr_dict(first)
            .unwrap_or_else(|| ctx.empty_dictionary());
        let mut eq = if module.op_attr(ctx, first, "strict_loc_check").is_some() {
            OperationEquivalence::with_locations()
        } else {
            OperationEquivalence::ignoring_locations()
        };
        let verdict = if eq.ops(module, first, module, last) {
            " compares equals."
        } else {
            " compares NOT equals!"
        };
        let out = format!(
            "{} with attr {}{verdict}\n",
            ctx.op_name_str(module.op_name(first)),
            ctx.attr_to_string(dict)
        );
        strata_pass::write_output(out);
        Ok(Ok(()))
    }
}

/// `test-clone`: in a function whose single block returns values matching
/// its arguments, clones the block's ops after themselves with the
/// arguments mapped to the returned values, reporting each inserted op
/// (the clone's nested ops included, in pre-order), then erases the
/// original terminator.
#[derive(Default)]
pub struct TestClone;

impl Pass for TestClone {
    fn argument(&self) -> &'static str {
        "test-clone"
    }
    fn description(&self) -> &'static str {
        "Test clone of op"
    }
    fn name(&self) -> &'static str {
        "(anonymous namespace)::ClonePass"
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let [region] = body.root_regions()[..] else {
            return Ok(());
        };
        let mut blocks = body.region_blocks(region);
        let (Some(entry), None) = (blocks.next(), blocks.next()) else {
            return Ok(());
        };
        let Some(terminator) = body.last_op(entry) else {
            return Ok(());
        };
        let args = body.block_args(entry).to_vec();
        let returned: Vec<_> = body.operands(terminator).collect();
        if returned.len() != args.len()
            || args
                .iter()
                .zip(&returned)
                .any(|(&a, &r)| body.value_type(a) != body.value_type(r))
        {
            return Ok(());
        }
        let mut map = IrMapping::new();
        for (&a, &r) in args.iter().zip(&returned) {
            map.map_value(a, r);
        }
        let originals: Vec<OpId> = body.block_ops(entry).collect();
        let mut out = String::new();
        for o in originals {
            let clone = body.clone_op(o, &mut map);
            body.append_op(entry, clone);
            report_inserted(ctx, body, clone, &mut out);
        }
        body.erase_op(terminator);
        strata_pass::write_output(out);
        Ok(())
    }
}

/// Appends a notification for `op` and every op nested in it, pre-order.
fn report_inserted(ctx: &Context, body: &Body, op: OpId, out: &mut String) {
    let mut stack = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        out.push_str("notifyOperationInserted: ");
        out.push_str(ctx.op_name_str(b.op_name(o)));
        out.push('\n');
        let (rb, regions) = b.op_regions(o);
        let inner: Vec<OpId> = regions
            .iter()
            .flat_map(|&r| rb.region_blocks(r))
            .flat_map(|blk| rb.block_ops(blk))
            .collect();
        stack.extend(inner.into_iter().rev().map(|i| (rb, i)));
    }
}

fn stage_description(stage: WalkStage) -> String {
    if stage.is_before_all_regions() {
        "before all regions".to_string()
    } else if stage.is_after_all_regions() {
        "after all regions".to_string()
    } else {
        format!("before region #{}", stage.next_region)
    }
}

/// Prints one walk step per stage of each op, numbering steps across the
/// untyped walk and the walk filtered to `test.two_region_op`.
struct StepPrinter<'c> {
    ctx: &'c Context,
    step: usize,
    out: String,
}

impl StepPrinter<'_> {
    fn step(&mut self, body: &Body, op: OpId, stage: WalkStage) {
        let name = self.ctx.op_name_str(body.op_name(op));
        let _ = writeln!(
            self.out,
            "step {} op '{name}' {}",
            self.step,
            stage_description(stage)
        );
        self.step += 1;
    }

    fn interrupted(&mut self, result: WalkResult) {
        if result == WalkResult::Interrupt {
            let _ = writeln!(self.out, "step {} walk was interrupted", self.step);
            self.step += 1;
        }
    }
}

/// `test-generic-ir-visitors`.
#[derive(Default)]
pub struct TestGenericIrVisitors;

impl Pass for TestGenericIrVisitors {
    fn argument(&self) -> &'static str {
        "test-generic-ir-visitors"
    }
    fn description(&self) -> &'static str {
        "Test generic IR visitors."
    }
    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestGenericIRVisitorPass"
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let two_region = ctx.op_name("test.two_region_op");
        let mut p = StepPrinter {
            ctx,
            step: 0,
            out: String::new(),
        };
        op.with_standalone(|body, root| {
            walk_with_stages(body, root, &mut |b, o, stage| {
                p.step(b, o, stage);
                WalkResult::Advance
            });
            walk_with_stages(body, root, &mut |b, o, stage| {
                if b.op_name(o) == two_region {
                    p.step(b, o, stage);
                }
                WalkResult::Advance
            });
        });
        strata_pass::write_output(p.out);
        Ok(())
    }
}

/// `test-generic-ir-visitors-interrupt`: the walk obeys `interrupt_*` and
/// `skip_*` attributes on the ops it visits.
#[derive(Default)]
pub struct TestGenericIrVisitorsInterrupt;

impl TestGenericIrVisitorsInterrupt {
    fn decide(ctx: &Context, body: &Body, op: OpId, stage: WalkStage) -> Option<WalkResult> {
        let flag =
            |name: &str| body.op_attr(ctx, op, name).map(|a| ctx.attr_kind(a)) == Some(&AttrKind::Bool(true));
        let after_region = |name: &str| {
            body.op_attr(ctx, op, name)
                .and_then(|a| ctx.integer_attr_value(a))
                .and_then(|v| usize::try_from(v.sext_i64()).ok())
                .is_some_and(|i| stage.is_after_region(i))
        };
        if (flag("interrupt_before_all") && stage.is_before_all_regions())
            || (flag("interrupt_after_all") && stage.is_after_all_regions())
            || after_region("interrupt_after_region")
        {
            return Some(WalkResult::Interrupt);
        }
        if (flag("skip_before_all") && stage.is_before_all_regions())
            || (flag("skip_after_all") && stage.is_after_all_regions())
            || after_region("skip_after_region")
        {
            return Some(WalkResult::Skip);
        }
        None
    }
}

impl Pass for TestGenericIrVisitorsInterrupt {
    fn argument(&self) -> &'static str {
        "test-generic-ir-visitors-interrupt"
    }
    fn description(&self) -> &'static str {
        "Test generic IR visitors with interrupts."
    }
    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestGenericIRVisitorInterruptPass"
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let two_region = ctx.op_name("test.two_region_op");
        let mut p = StepPrinter {
            ctx,
            step: 0,
            out: String::new(),
        };
        op.with_standalone(|body, root| {
            let walker = |p: &mut StepPrinter<'_>, b: &Body, o: OpId, stage: WalkStage| {
                Self::decide(ctx, b, o, stage).unwrap_or_else(|| {
                    p.step(b, o, stage);
                    WalkResult::Advance
                })
            };
            let r = walk_with_stages(body, root, &mut |b, o, stage| walker(&mut p, b, o, stage));
            p.interrupted(r);
            let r = walk_with_stages(body, root, &mut |b, o, stage| {
                if b.op_name(o) == two_region {
                    walker(&mut p, b, o, stage)
                } else {
                    WalkResult::Advance
                }
            });
            p.interrupted(r);
        });
        strata_pass::write_output(p.out);
        Ok(())
    }
}

/// `test-generic-ir-block-visitors-interrupt` and
/// `test-generic-ir-region-visitors-interrupt`: a post-order walk over
/// blocks or regions, interrupted at the first holding an op with an
/// `interrupt` attribute.
pub struct TestGenericIrBlockOrRegionVisitorsInterrupt {
    regions: bool,
}

impl TestGenericIrBlockOrRegionVisitorsInterrupt {
    /// The block walk.
    pub fn blocks() -> Self {
        TestGenericIrBlockOrRegionVisitorsInterrupt { regions: false }
    }
    /// The region walk.
    pub fn regions() -> Self {
        TestGenericIrBlockOrRegionVisitorsInterrupt { regions: true }
    }
}

impl Pass for TestGenericIrBlockOrRegionVisitorsInterrupt {
    fn argument(&self) -> &'static str {
        if self.regions {
            "test-generic-ir-region-visitors-interrupt"
        } else {
            "test-generic-ir-block-visitors-interrupt"
        }
    }
    fn description(&self) -> &'static str {
        if self.regions {
            "Test generic IR visitors with interrupts, starting with Regions."
        } else {
            "Test generic IR visitors with interrupts, starting with Blocks."
        }
    }
    fn name(&self) -> &'static str {
        if self.regions {
            "(anonymous namespace)::TestGenericIRRegionVisitorInterruptPass"
        } else {
            "(anonymous namespace)::TestGenericIRBlockVisitorInterruptPass"
        }
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut step = 0;
        let mut out = String::new();
        let interrupt = |b: &Body, o: OpId| {
            b.op_attr(ctx, o, "interrupt")
                .map(|a| ctx.attr_kind(a))
                .is_some_and(|k| matches!(k, AttrKind::Bool(_)))
        };
        let result = op.with_standalone(|body, root| {
            walk_blocks_or_regions(body, root, self.regions, WalkOrder::PostOrder, &mut |b, x| {
                let mut ops = match x {
                    BlockOrRegion::Block(blk) => b.block_ops(blk).collect::<Vec<_>>(),
                    BlockOrRegion::Region(r) => b.region_blocks(r).flat_map(|blk| b.block_ops(blk)).collect(),
                }
                .into_iter();
                if ops.any(|o| interrupt(b, o)) {
                    return WalkResult::Interrupt;
                }
                let _ = writeln!(out, "step {step}");
                step += 1;
                WalkResult::Advance
            })
        });
        if result == WalkResult::Interrupt {
            let _ = writeln!(out, "step {step} walk was interrupted");
        }
        strata_pass::write_output(out);
        Ok(())
    }
}

/// `test-distinct-attrs`: for each op of a function with a distinct
/// `distinct.input` attribute, a new distinct attribute referencing the
/// same value as `distinct.output` (functions run in parallel, so distinct
/// attributes are created from several threads).
#[derive(Default)]
pub struct TestDistinctAttrs;

impl Pass for TestDistinctAttrs {
    fn argument(&self) -> &'static str {
        "test-distinct-attrs"
    }
    fn description(&self) -> &'static str {
        "Test parallel creation of distinct attributes"
    }
    fn name(&self) -> &'static str {
        "(anonymous namespace)::DistinctAttributesPass"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let mut outputs = Vec::new();
        body.walk_root_regions(&mut |o| {
            let input = body.op_attr(ctx, o, "distinct.input");
            if let Some(&AttrKind::Distinct { referenced, .. }) = input.map(|a| ctx.attr_kind(a)) {
                outputs.push((o, referenced));
            }
            WalkResult::Advance
        });
        for (o, referenced) in outputs {
            body.set_op_attr(ctx, o, "distinct.output", Some(ctx.distinct_attr(referenced)));
        }
        Ok(())
    }
}

/// `test-symbol-uses`: reports, for each symbol nested in the module, the
/// references it holds and the uses of it found from the module, then
/// erases the external functions nobody uses.
#[derive(Default)]
pub struct TestSymbolUses;

impl Pass for TestSymbolUses {
    fn argument(&self) -> &'static str {
        "test-symbol-uses"
    }
    fn description(&self) -> &'static str {
        "Test detection of symbol uses"
    }
    fn name(&self) -> &'static str {
        "(anonymous namespace)::SymbolUsesPass"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let module = op.body();
        let dead = report_symbol_uses(ctx, module);
        let Some(&region) = module.root_regions().first() else {
            return Ok(());
        };
        let mut table = SymbolTable::from_region(ctx, module, region);
        let mut names = Vec::new();
        for f in dead {
            names.push(symbol_table::symbol_name(ctx, module, f));
            table.erase(ctx, module, f);
        }
        op.with_standalone(|body, m| {
            for name in names.into_iter().flatten() {
                let message = format!("{} function successfully erased", ctx.ident_str(name));
                remark(ctx, body, m, message);
            }
        });
        Ok(())
    }
}

fn remark(ctx: &Context, body: &Body, op: OpId, message: String) {
    ctx.emit_op_diagnostic(
        OpRef::new(ctx, body, op),
        Diagnostic::remark(body.op_loc(op), message),
    );
}

/// The uses from the module's region of symbol `op` (in `body`, below the
/// ops of `path`, outermost first), as MLIR's `getSymbolUses(symbol,
/// region)` finds them: in each symbol table on the way out, the
/// references naming the symbol from there. `None` if a potentially
/// unknown symbol table hides some.
fn uses_from_module<'a>(
    ctx: &Context,
    module: &'a Body,
    path: &[(&'a Body, OpId)],
    name: Ident,
) -> Option<Vec<symbol_table::SymbolUse<'a>>> {
    let mut reference = ctx.symbol_ref_attr(name, &[]);
    let mut scopes: Vec<(Attribute, &'a Body, &'a [RegionId])> = Vec::new();
    let mut reaches_module = true;
    for &(b, a) in path.iter().rev() {
        if !symbol_table::is_symbol_table(ctx, b, a) {
            continue;
        }
        let (inner, regions) = b.op_regions(a);
        scopes.push((reference, inner, regions));
        match symbol_table::symbol_name(ctx, b, a) {
            Some(table) => {
                let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(reference) else {
                    unreachable!("a symbol reference was built");
                };
                let nested: Vec<Ident> = std::iter::once(*root).chain(nested.iter().copied()).collect();
                reference = ctx.symbol_ref_attr(table, &nested);
            }
            None => {
                reaches_module = false;
                break;
            }
        }
    }
    if reaches_module {
        scopes.push((reference, module, module.root_regions()));
    }
    let mut uses = Vec::new();
    for (reference, b, regions) in scopes {
        let found = symbol_table::checked_symbol_uses(ctx, b, regions)?;
        uses.extend(
            found
                .into_iter()
                .filter(|u| symbol_table::is_reference_prefix_of(ctx, reference, u.symbol_ref)),
        );
    }
    Some(uses)
}

/// The remarks of `test-symbol-uses`, symbol by symbol in post-order;
/// returns the external functions without uses.
fn report_symbol_uses(ctx: &Context, module: &Body) -> Vec<OpId> {
    let func = ctx.op_name("func.func");
    let mut dead = Vec::new();
    let ops: Vec<OpId> = module
        .root_regions()
        .iter()
        .flat_map(|&r| module.region_blocks(r))
        .flat_map(|b| module.block_ops(b))
        .collect();
    // The ops enclosing the one visited, outermost first.
    let mut path: Vec<(&Body, OpId)> = Vec::new();
    for top in ops {
        let result = walk_with_stages(module, top, &mut |b, o, stage| {
            if !stage.is_after_all_regions() {
                if stage.is_before_all_regions() {
                    path.push((b, o));
                }
                return WalkResult::Advance;
            }
            if stage.num_regions > 0 {
                path.pop();
            }
            let is_symbol = ctx
                .op_def(b.op_name(o))
                .is_some_and(|d| d.traits.contains(OpTraits::SYMBOL));
            let Some(name) = is_symbol.then(|| symbol_table::symbol_name(ctx, b, o)).flatten() else {
                return WalkResult::Advance;
            };
            let Some(nested) = symbol_table::symbol_uses_in_op(ctx, b, o) else {
                remark(
                    ctx,
                    b,
                    o,
                    "symbol contains an unknown nested operation that 'may' define a new symbol table"
                        .to_string(),
                );
                return WalkResult::Interrupt;
            };
            if !nested.is_empty() {
                remark(
                    ctx,
                    b,
                    o,
                    format!("symbol contains {} nested references", nested.len()),
                );
            }
            let Some(uses) = uses_from_module(ctx, module, &path, name) else {
                return WalkResult::Advance;
            };
            if uses.is_empty() {
                if std::ptr::eq(b, module) && b.op_name(o) == func && fi::is_external(OpRef::new(ctx, b, o)) {
                    dead.push(o);
                }
                remark(ctx, b, o, "symbol has no uses".to_string());
                return WalkResult::Advance;
            }
            for u in &uses {
                let message = format!(
                    "found use of symbol : {} : \"{}\"",
                    ctx.attr_to_string(u.symbol_ref),
                    ctx.ident_str(name)
                );
                remark(ctx, u.body, u.user, message);
            }
            remark(ctx, b, o, format!("symbol has {} uses", uses.len()));
            WalkResult::Advance
        });
        if result == WalkResult::Interrupt {
            break;
        }
    }
    dead
}

/// `test-symbol-rauw`: renames each symbol with a `sym.new_name` string
/// attribute (in post-order) and every reference naming it from the
/// module, nested references included. Nothing changes if the module holds
/// a potentially unknown symbol table.
#[derive(Default)]
pub struct TestSymbolRauw;

impl Pass for TestSymbolRauw {
    fn argument(&self) -> &'static str {
        "test-symbol-rauw"
    }
    fn description(&self) -> &'static str {
        "Test replacement of symbol uses"
    }
    fn name(&self) -> &'static str {
        "(anonymous namespace)::SymbolReplacementPass"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let module = op.body();
        if symbol_table::checked_symbol_uses(ctx, module, module.root_regions()).is_none() {
            return Ok(());
        }
        // Each renamed op with the ops enclosing it, outermost first (ids
        // stay valid while names change).
        let mut renames: Vec<(Vec<OpId>, OpId, Ident)> = Vec::new();
        let mut path: Vec<OpId> = Vec::new();
        let tops: Vec<OpId> = module
            .root_regions()
            .iter()
            .flat_map(|&r| module.region_blocks(r))
            .flat_map(|b| module.block_ops(b))
            .collect();
        for top in tops {
            walk_with_stages(module, top, &mut |b, o, stage| {
                if !stage.is_after_all_regions() {
                    if stage.is_before_all_regions() {
                        path.push(o);
                    }
                    return WalkResult::Advance;
                }
                if stage.num_regions > 0 {
                    path.pop();
                }
                let new_name = b
                    .op_attr(ctx, o, "sym.new_name")
                    .and_then(|a| ctx.string_attr_value(a));
                if let Some(new_name) = new_name {
                    renames.push((path.clone(), o, ctx.ident(new_name)));
                }
                WalkResult::Advance
            });
        }
        for (path, symbol, new_name) in renames {
            rename_symbol(ctx, module, &path, symbol, new_name);
        }
        Ok(())
    }
}

/// The body holding the regions of the op at the end of `path` (ops from
/// `module` down, each in the body its predecessor's regions are in), and
/// those regions; `module`'s root regions for an empty path.
fn regions_at<'a>(module: &'a mut Body, path: &[OpId]) -> (&'a mut Body, Vec<RegionId>) {
    let mut body = module;
    for (i, &op) in path.iter().enumerate() {
        let last = i + 1 == path.len();
        if body.child_body(op).is_some() {
            body = body.child_body_mut(op).expect("checked");
            if last {
                let regions = body.root_regions().to_vec();
                return (body, regions);
            }
        } else if last {
            let regions = body.regions_in_body(op).to_vec();
            return (body, regions);
        }
    }
    let regions = body.root_regions().to_vec();
    (body, regions)
}

/// Renames `symbol` (below the ops of `path`) and, in each symbol table on
/// the way out to the module, the references naming it from there.
fn rename_symbol(ctx: &Context, module: &mut Body, path: &[OpId], symbol: OpId, new_name: Ident) {
    let (holder, _) = regions_at(module, path);
    let Some(old_name) = symbol_table::symbol_name(ctx, holder, symbol) else {
        return;
    };
    // (depth of the table in `path`, reference naming the symbol from it)
    let mut scopes: Vec<(usize, Attribute)> = Vec::new();
    let mut names = vec![old_name];
    let mut reaches_module = true;
    for depth in (0..path.len()).rev() {
        let (b, _) = regions_at(module, &path[..depth]);
        let table = path[depth];
        if !symbol_table::is_symbol_table(ctx, b, table) {
            continue;
        }
        scopes.push((depth + 1, ctx.symbol_ref_attr(names[0], &names[1..])));
        match symbol_table::symbol_name(ctx, b, table) {
            Some(n) => names.insert(0, n),
            None => {
                reaches_module = false;
                break;
            }
        }
    }
    if reaches_module {
        scopes.push((0, ctx.symbol_ref_attr(names[0], &names[1..])));
    }
    for (depth, reference) in scopes {
        let AttrKind::SymbolRef { nested, .. } = ctx.attr_kind(reference) else {
            continue;
        };
        // The component naming the symbol in references from this scope.
        let position = nested.len();
        let (b, regions) = regions_at(module, &path[..depth]);
        symbol_table::map_symbol_uses(ctx, b, &regions, &|r| {
            if !symbol_table::is_reference_prefix_of(ctx, reference, r) {
                return None;
            }
            let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(r) else {
                return None;
            };
            let mut parts: Vec<Ident> = std::iter::once(*root).chain(nested.iter().copied()).collect();
            parts[position] = new_name;
            Some(ctx.symbol_ref_attr(parts[0], &parts[1..]))
        });
    }
    let (holder, _) = regions_at(module, path);
    symbol_table::set_symbol_name(ctx, holder, symbol, ctx.ident_str(new_name));
}

/// Calls `f` on every op nested in `body`'s root regions, across
/// isolated ops, in post-order (an op after everything nested in it).
fn for_each_op_post_order(body: &Body, f: &mut dyn FnMut(&Body, OpId)) {
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                for_each_op_below(body, op, f);
            }
        }
    }
}

fn for_each_op_below(body: &Body, op: OpId, f: &mut dyn FnMut(&Body, OpId)) {
    let (rb, regions) = body.op_regions(op);
    for &r in regions {
        for b in rb.region_blocks(r) {
            for inner in rb.block_ops(b) {
                for_each_op_below(rb, inner, f);
            }
        }
    }
    f(body, op);
}

/// `test-side-effects`: reports, as remarks, the memory effects of every
/// op that declares them (terminators excepted) and its parametric test
/// effects.
#[derive(Default)]
pub struct TestSideEffects;

impl Pass for TestSideEffects {
    fn argument(&self) -> &'static str {
        "test-side-effects"
    }
    fn description(&self) -> &'static str {
        "Test side effects interfaces"
    }
    fn name(&self) -> &'static str {
        "(anonymous namespace)::SideEffectsPass"
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        for_each_op_post_order(op.body(), &mut |body, o| {
            let r = OpRef::new(ctx, body, o);
            if r.def().is_some_and(|d| d.traits.contains(OpTraits::TERMINATOR)) {
                return;
            }
            if let Some(effects) = declared_memory_effects(r) {
                if effects.is_empty() {
                    remark(ctx, body, o, "operation has no memory effects".into());
                }
                for e in effects {
                    remark(ctx, body, o, describe_effect(r, &e));
                }
            }
            for parameter in crate::test_effects(r).unwrap_or_default() {
                let text = ctx.attr_to_string(parameter);
                remark(ctx, body, o, format!("found a parametric effect with {text}"));
            }
        });
        Ok(())
    }
}

/// The effects an op declares itself (MLIR's `MemoryEffectOpInterface`,
/// which `NoMemoryEffect` implements with none), without those of nested
/// ops: `None` if it declares nothing.
fn declared_memory_effects(op: OpRef<'_>) -> Option<Vec<MemoryEffect>> {
    let def = op.def()?;
    let mut out = Vec::new();
    match def.interfaces.get::<MemoryEffectOpInterface>() {
        Some(i) => (i.effects)(op, &mut out),
        None if def.traits.contains(OpTraits::NO_MEMORY_EFFECT) => {}
        None => return None,
    }
    Some(out)
}

fn describe_effect(op: OpRef<'_>, e: &MemoryEffect) -> String {
    let kind = match e.kind {
        EffectKind::Allocate => "allocate",
        EffectKind::Free => "free",
        EffectKind::Read => "read",
        EffectKind::Write => "write",
    };
    let mut text = format!("found an instance of '{kind}'");
    if let Some(v) = e.value {
        if let Some(i) = op.operands().position(|o| o == v) {
            let _ = write!(text, " on op operand {i},");
        } else {
            match op.body.value_def(v) {
                ValueDef::Result(_, i) => {
                    let _ = write!(text, " on op result {i},");
                }
                ValueDef::BlockArg(_, i) => {
                    let _ = write!(text, " on block argument {i},");
                }
                ValueDef::Placeholder => {}
            }
        }
    } else if let Some(symbol) = e.symbol {
        let _ = write!(text, " on a symbol '{}',", op.ctx.attr_to_string(symbol));
    }
    let _ = write!(text, " on resource '{}'", e.resource);
    text
}

/// `test-affine-walk`: for each affine map attribute of each op, remarks
/// on the first `mod` of each result expression in post-order (a walk
/// interrupted there).
#[derive(Default)]
pub struct TestAffineWalk;

impl Pass for TestAffineWalk {
    fn argument(&self) -> &'static str {
        "test-affine-walk"
    }
    fn description(&self) -> &'static str {
        "Test affine walk method."
    }
    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestAffineWalk"
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        walk_all(op.body(), &mut |body, o| {
            let Some(dict) = body.op_attr_dict(o) else {
                return WalkResult::Advance;
            };
            for &(_, a) in ctx.dict_entries(dict) {
                let AttrKind::AffineMap(map) = ctx.attr_kind(a) else {
                    continue;
                };
                for &e in map.results.iter() {
                    if first_mod_post_order(ctx, e) {
                        remark(ctx, body, o, "mod expression: ".into());
                    }
                }
            }
            WalkResult::Advance
        });
        Ok(())
    }
}

/// Whether `e` holds a `mod`, found by a post-order walk that stops at the
/// first one.
fn first_mod_post_order(ctx: &Context, e: AffineExpr) -> bool {
    match *ctx.affine_kind(e) {
        AffineExprKind::Binary(op, l, r) => {
            first_mod_post_order(ctx, l) || first_mod_post_order(ctx, r) || op == AffineBinaryOp::Mod
        }
        _ => false,
    }
}
