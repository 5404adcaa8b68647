//! `bufferization-lower-deallocations`: `bufferization.dealloc` becomes
//! `memref.dealloc`s under `scf.if`s.
//!
//! Without memrefs the op's results are `false`. One memref without
//! retained values is freed under its condition. One memref with retained
//! values is compared by aligned pointer with each of them: it is freed
//! when it aliases none, and each result says whether it aliases that
//! retained value (and was owned). Several memrefs go through a helper
//! function, `dealloc_helper`, added once to each module that needs it:
//! the pointers and conditions are stored into buffers, the helper computes
//! which memrefs to free (no retained value and no earlier memref aliases
//! it) and the ownership of each retained value. Run on anything but a
//! module, the helper cannot be added and such deallocs are errors. As
//! in mlir-opt's conversion, the ops of other dialects are folded.

use strata_dialect_arith::{AndIOp, CmpIOp, ConstantOp, OrIOp, XOrIOp, CMPI_PREDICATE};
use strata_dialect_bufferization::DeallocOp;
use strata_dialect_func::{CallOp, FuncOp, ReturnOp};
use strata_dialect_memref::{
    AllocOp, CastOp, DeallocOp as MemRefDeallocOp, DimOp, ExtractAlignedPointerAsIndexOp, LoadOp, StoreOp,
};
use strata_dialect_scf::{ForOp, IfOp, YieldOp};
use strata_ir::symbol_table::{is_symbol_table, SymbolTable};
use strata_ir::{
    Body, Context, IsolatedOpMut, Location, LogicalResult, OpBuilder, OpId, OpRef, Type, ValueId, WalkResult,
};
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPatternSet, ConversionTarget,
};

/// The `bufferization-lower-deallocations` pass.
#[derive(Clone, Debug, Default)]
pub struct LowerDeallocations;

impl Pass for LowerDeallocations {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["bufferization.dealloc"],
            introduces: &[
                "arith.*",
                "memref.alloc",
                "memref.cast",
                "memref.dealloc",
                "memref.dim",
                "memref.extract_aligned_pointer_as_index",
                "memref.load",
                "memref.store",
                "scf.for",
                "scf.if",
                "scf.yield",
                "func.func",
                "func.call",
                "func.return",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "bufferization-lower-deallocations"
    }

    fn description(&self) -> &'static str {
        "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations"
    }

    fn name(&self) -> &'static str {
        "LowerDeallocationsPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let loc = op.loc();
        let name = op.name();
        let symbol_table = ctx
            .op_def(name)
            .is_some_and(|d| d.traits.contains(strata_ir::OpTraits::SYMBOL_TABLE));
        if symbol_table {
            lower_module(ctx, op.body(), loc)?;
        } else {
            lower_body(ctx, op.body(), None)?;
        }
        // mlir-opt lowers through a partial conversion, which also folds
        // every op of a dialect the lowering does not produce. The deallocs
        // became ops of those dialects only, so what remains of the
        // conversion is that folding.
        let mut target = ConversionTarget::default();
        for dialect in ["arith", "func", "memref", "scf"] {
            target.add_legal_dialect(dialect);
        }
        target.add_illegal_op("bufferization.dealloc");
        let patterns = ConversionPatternSet::new(ctx, Vec::new());
        apply_partial_conversion(ctx, op.body(), &target, &patterns, &ConversionConfig::default())
    }
}

/// Lowers the deallocs of the module whose body is `module` (and of the
/// modules nested in it), adding the helper function where needed.
pub(super) fn lower_deallocs(ctx: &Context, module: &mut Body, loc: Location) -> LogicalResult {
    lower_module(ctx, module, loc)
}

/// Lowers the deallocs of the module whose body is `module` and of the
/// modules nested in it; each module that needs the helper gets its own,
/// at its end, located at `loc` (the op the pass runs on).
fn lower_module(ctx: &Context, module: &mut Body, loc: Location) -> LogicalResult {
    let Some(&region) = module.root_regions().first() else {
        return Ok(());
    };
    let table = SymbolTable::from_region(ctx, module, region);
    let helper = unique_name(ctx, &table, "dealloc_helper");
    let mut needed = false;
    let children: Vec<OpId> = module
        .region_blocks(region)
        .flat_map(|b| module.block_ops(b).collect::<Vec<_>>())
        .filter(|&o| module.child_body(o).is_some())
        .collect();
    for o in children {
        let nested_table = is_symbol_table(ctx, module, o);
        let Some(child) = module.child_body_mut(o) else {
            continue;
        };
        if nested_table {
            lower_module(ctx, child, loc)?;
        } else {
            needed |= lower_body(ctx, child, Some(&helper))?;
        }
    }
    if needed {
        let Some(block) = module.region_last_block(region) else {
            return Ok(());
        };
        build_helper(ctx, module, block, &helper, loc);
    }
    Ok(())
}

/// `base`, or `base_N` for the first `N` not taken, as a symbol table
/// renames an inserted symbol.
fn unique_name(ctx: &Context, table: &SymbolTable, base: &str) -> String {
    if table.lookup_str(ctx, base).is_none() {
        return base.to_string();
    }
    (0..)
        .map(|n| format!("{base}_{n}"))
        .find(|c| table.lookup_str(ctx, c).is_none())
        .expect("some suffix is free")
}

/// Lowers the deallocs of `body`; returns whether one called the helper
/// `helper` (errors if one needs it and there is none).
fn lower_body(ctx: &Context, body: &mut Body, helper: Option<&str>) -> Result<bool, strata_ir::Failed> {
    let mut deallocs = Vec::new();
    body.walk_root_regions(&mut |o| {
        if ctx.op_name_str(body.op_name(o)) == "bufferization.dealloc" {
            deallocs.push(o);
        }
        WalkResult::Advance
    });
    let mut used = false;
    for d in deallocs {
        let (memrefs, conditions, retained) = {
            let r = OpRef::new(ctx, body, d);
            let op = DeallocOp(d);
            (
                op.memrefs(&r).collect::<Vec<_>>(),
                op.conditions(&r).collect::<Vec<_>>(),
                op.retained(&r).collect::<Vec<_>>(),
            )
        };
        let loc = body.op_loc(d);
        let mut b = OpBuilder::new(ctx, body);
        b.set_insertion_point_before(d);
        let results = match (memrefs.len(), retained.len()) {
            (0, _) => {
                let f = ConstantOp::build(&mut b, loc, ctx.bool_attr(false)).result(&b);
                vec![f; retained.len()]
            }
            (1, 0) => {
                dealloc_if(&mut b, loc, conditions[0], memrefs[0]);
                Vec::new()
            }
            (1, _) => lower_one_memref(&mut b, loc, memrefs[0], conditions[0], &retained),
            _ => {
                let Some(helper) = helper else {
                    let r = OpRef::new(ctx, b.body, d);
                    r.emit_error(
                        "library function required for generic lowering, but cannot be automatically inserted when operating on functions",
                    );
                    r.emit_error("failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal");
                    return Err(strata_ir::Failed);
                };
                used = true;
                lower_general(&mut b, loc, helper, &memrefs, &conditions, &retained)
            }
        };
        let old: Vec<ValueId> = body.results(d).collect();
        for (o, n) in old.into_iter().zip(results) {
            body.replace_all_uses_with(o, n);
        }
        body.erase_op(d);
    }
    Ok(used)
}

fn index_constant(b: &mut OpBuilder<'_>, loc: Location, v: i64) -> ValueId {
    let ctx = b.ctx;
    ConstantOp::build(b, loc, ctx.integer_attr(ctx.index_type(), v)).result(b)
}

fn bool_constant(b: &mut OpBuilder<'_>, loc: Location, v: bool) -> ValueId {
    let ctx = b.ctx;
    ConstantOp::build(b, loc, ctx.bool_attr(v)).result(b)
}

fn cmpi(b: &mut OpBuilder<'_>, loc: Location, pred: &str, lhs: ValueId, rhs: ValueId) -> ValueId {
    let p = CMPI_PREDICATE.value_of(pred).expect("a cmpi predicate");
    CmpIOp::build(b, loc, lhs, rhs, p).result(b)
}

fn andi(b: &mut OpBuilder<'_>, loc: Location, lhs: ValueId, rhs: ValueId) -> ValueId {
    AndIOp::build(b, loc, lhs, rhs).result(b)
}

fn pointer(b: &mut OpBuilder<'_>, loc: Location, m: ValueId) -> ValueId {
    ExtractAlignedPointerAsIndexOp::build(b, loc, m).aligned_pointer(b)
}

/// `scf.if cond { memref.dealloc m }`, continuing after it.
fn dealloc_if(b: &mut OpBuilder<'_>, loc: Location, cond: ValueId, m: ValueId) {
    let iff = IfOp::build(b, loc, &[], cond);
    let then_region = iff.then_region(b);
    let block = b.create_block(then_region, &[], loc);
    b.set_insertion_point_to_end(block);
    MemRefDeallocOp::build(b, loc, m);
    YieldOp::build(b, loc, &[]);
    b.set_insertion_point_after(iff.op());
}

/// One memref and retained values: freed when it aliases none of them;
/// each result is whether it aliases that one, and was owned.
fn lower_one_memref(
    b: &mut OpBuilder<'_>,
    loc: Location,
    m: ValueId,
    cond: ValueId,
    retained: &[ValueId],
) -> Vec<ValueId> {
    let ptr = pointer(b, loc, m);
    let differ: Vec<ValueId> = retained
        .iter()
        .map(|&r| {
            let rp = pointer(b, loc, r);
            cmpi(b, loc, "ne", ptr, rp)
        })
        .collect();
    let mut not_retained = differ[0];
    for &d in &differ[1..] {
        not_retained = andi(b, loc, not_retained, d);
    }
    let should = andi(b, loc, not_retained, cond);
    dealloc_if(b, loc, should, m);
    let t = bool_constant(b, loc, true);
    differ
        .iter()
        .map(|&d| {
            let same = XOrIOp::build(b, loc, d, t).result(b);
            andi(b, loc, same, cond)
        })
        .collect()
}

/// A static buffer of `n` elements of `elem`, and its cast to `?`.
fn buffer(b: &mut OpBuilder<'_>, loc: Location, n: usize, elem: Type) -> ValueId {
    let ty = b.ctx.memref_type(&[n as i64], elem);
    AllocOp::build(b, loc, ty, &[], &[], None).memref(b)
}

fn to_dynamic(b: &mut OpBuilder<'_>, loc: Location, m: ValueId, elem: Type) -> ValueId {
    let ty = b.ctx.memref_type(&[strata_ir::DYNAMIC], elem);
    CastOp::build(b, loc, ty, m).dest(b)
}

/// Several memrefs: through the helper function.
fn lower_general(
    b: &mut OpBuilder<'_>,
    loc: Location,
    helper: &str,
    memrefs: &[ValueId],
    conditions: &[ValueId],
    retained: &[ValueId],
) -> Vec<ValueId> {
    let ctx = b.ctx;
    let (index, i1) = (ctx.index_type(), ctx.i1());
    let to_dealloc = buffer(b, loc, memrefs.len(), index);
    let conds = buffer(b, loc, memrefs.len(), i1);
    let to_retain = buffer(b, loc, retained.len(), index);
    for (i, &m) in memrefs.iter().enumerate() {
        let p = pointer(b, loc, m);
        let c = index_constant(b, loc, i as i64);
        StoreOp::build(b, loc, p, to_dealloc, &[c], Some(false), None);
    }
    for (i, &v) in conditions.iter().enumerate() {
        let c = index_constant(b, loc, i as i64);
        StoreOp::build(b, loc, v, conds, &[c], Some(false), None);
    }
    for (i, &m) in retained.iter().enumerate() {
        let p = pointer(b, loc, m);
        let c = index_constant(b, loc, i as i64);
        StoreOp::build(b, loc, p, to_retain, &[c], Some(false), None);
    }
    let to_dealloc_dyn = to_dynamic(b, loc, to_dealloc, index);
    let conds_dyn = to_dynamic(b, loc, conds, i1);
    let to_retain_dyn = to_dynamic(b, loc, to_retain, index);
    let dealloc_out = buffer(b, loc, memrefs.len(), i1);
    let retain_out = buffer(b, loc, retained.len(), i1);
    let dealloc_out_dyn = to_dynamic(b, loc, dealloc_out, i1);
    let retain_out_dyn = to_dynamic(b, loc, retain_out, i1);
    CallOp::build(
        b,
        loc,
        &[],
        &[
            to_dealloc_dyn,
            to_retain_dyn,
            conds_dyn,
            dealloc_out_dyn,
            retain_out_dyn,
        ],
        helper,
        None,
        None,
        false,
    );
    for (i, &m) in memrefs.iter().enumerate() {
        let c = index_constant(b, loc, i as i64);
        let should = LoadOp::build(b, loc, dealloc_out, &[c], Some(false), None).result(b);
        dealloc_if(b, loc, should, m);
    }
    let results: Vec<ValueId> = (0..retained.len())
        .map(|i| {
            let c = index_constant(b, loc, i as i64);
            LoadOp::build(b, loc, retain_out, &[c], Some(false), None).result(b)
        })
        .collect();
    for m in [to_dealloc, to_retain, conds, dealloc_out, retain_out] {
        MemRefDeallocOp::build(b, loc, m);
    }
    results
}

/// The helper: `(to_dealloc, to_retain, conditions, dealloc_out,
/// retain_out)`, all one-dimensional. A memref is freed when its condition
/// holds and neither a retained value nor an earlier memref has its
/// pointer; a retained value is owned when some memref with its pointer
/// had its condition.
fn build_helper(ctx: &Context, module: &mut Body, block: strata_ir::BlockId, name: &str, loc: Location) {
    let (index, i1) = (ctx.index_type(), ctx.i1());
    let idx_buf = ctx.memref_type(&[strata_ir::DYNAMIC], index);
    let bool_buf = ctx.memref_type(&[strata_ir::DYNAMIC], i1);
    let fty = ctx.function_type(&[idx_buf, idx_buf, bool_buf, bool_buf, bool_buf], &[]);
    let f = FuncOp::build(
        &mut OpBuilder::at_end(ctx, module, block),
        loc,
        name,
        fty,
        Some("private"),
        None,
        None,
        false,
    );
    let Some((mut b, args)) = f.body_builder(ctx, module) else {
        return;
    };
    let b = &mut b;
    let (to_dealloc, to_retain, conds, dealloc_out, retain_out) =
        (args[0], args[1], args[2], args[3], args[4]);
    let c0 = index_constant(b, loc, 0);
    let c1 = index_constant(b, loc, 1);
    let t = bool_constant(b, loc, true);
    let f = bool_constant(b, loc, false);
    let n_dealloc = DimOp::build(b, loc, to_dealloc, c0).result(b);
    let n_retain = DimOp::build(b, loc, to_retain, c0).result(b);
    // Retained values start unowned.
    let (i, after) = for_loop(b, loc, c0, n_retain, c1, None);
    StoreOp::build(b, loc, f, retain_out, &[i], Some(false), None);
    YieldOp::build(b, loc, &[]);
    b.set_insertion_point_after(after);
    let (outer, after_outer) = for_loop(b, loc, c0, n_dealloc, c1, None);
    let p = LoadOp::build(b, loc, to_dealloc, &[outer], Some(false), None).result(b);
    let cond = LoadOp::build(b, loc, conds, &[outer], Some(false), None).result(b);
    // Against the retained values: mark the ones it aliases as owned.
    let (j, acc, no_retained_alias) = {
        let (j, for_op) = for_loop(b, loc, c0, n_retain, c1, Some(t));
        let acc = b.body.block_args(b.insertion_block().expect("in the loop"))[1];
        (j, acc, for_op)
    };
    let r = LoadOp::build(b, loc, to_retain, &[j], Some(false), None).result(b);
    let same = cmpi(b, loc, "eq", r, p);
    let iff = IfOp::build(b, loc, &[], same);
    let then_region = iff.then_region(b);
    let then_block = b.create_block(then_region, &[], loc);
    b.set_insertion_point_to_end(then_block);
    let owned = LoadOp::build(b, loc, retain_out, &[j], Some(false), None).result(b);
    let owned = OrIOp::build(b, loc, owned, cond).result(b);
    StoreOp::build(b, loc, owned, retain_out, &[j], Some(false), None);
    YieldOp::build(b, loc, &[]);
    b.set_insertion_point_after(iff.op());
    let differ = cmpi(b, loc, "ne", r, p);
    let acc = andi(b, loc, acc, differ);
    YieldOp::build(b, loc, &[acc]);
    b.set_insertion_point_after(no_retained_alias);
    let no_retained_alias = b.body.result(no_retained_alias, 0);
    // Against the earlier memrefs: only the first of equal pointers frees.
    let (k, earlier) = for_loop(b, loc, c0, outer, c1, Some(no_retained_alias));
    let acc = b.body.block_args(b.insertion_block().expect("in the loop"))[1];
    let q = LoadOp::build(b, loc, to_dealloc, &[k], Some(false), None).result(b);
    let differ = cmpi(b, loc, "ne", q, p);
    let acc = andi(b, loc, acc, differ);
    YieldOp::build(b, loc, &[acc]);
    b.set_insertion_point_after(earlier);
    let unique = b.body.result(earlier, 0);
    let should = andi(b, loc, unique, cond);
    StoreOp::build(b, loc, should, dealloc_out, &[outer], Some(false), None);
    YieldOp::build(b, loc, &[]);
    b.set_insertion_point_after(after_outer);
    ReturnOp::build(b, loc, &[]);
}

/// An `scf.for` from `lb` to `ub` by `step`, with one i1 iteration value
/// starting at `init` if given; the builder is left at the end of its
/// body. Returns the induction variable and the loop.
fn for_loop(
    b: &mut OpBuilder<'_>,
    loc: Location,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
    init: Option<ValueId>,
) -> (ValueId, OpId) {
    let ctx = b.ctx;
    let inits: Vec<ValueId> = init.into_iter().collect();
    let types: Vec<Type> = inits.iter().map(|_| ctx.i1()).collect();
    let for_op = ForOp::build(b, loc, &types, lb, ub, step, &inits, false);
    let region = for_op.region(b);
    let mut arg_types = vec![ctx.index_type()];
    arg_types.extend(types);
    let block = b.create_block(region, &arg_types, loc);
    b.set_insertion_point_to_end(block);
    (b.body.block_args(block)[0], for_op.op())
}
