//! The lowering patterns of `convert-scf-to-cf`.

use strata_dialect_arith as arith;
use strata_dialect_cf as cf;
use strata_dialect_scf as scf;
use strata_dialect_utils::attrs::dense_i32_array;
use strata_ir::{BlockId, InsertPoint, Location, OpId, RegionId, Type, ValueId};
use strata_rewrite::conversion::{ConversionPattern, ConversionPatternRewriter, OpAdaptor};
use strata_rewrite::PatternRoot;

type Rw<'a> = ConversionPatternRewriter<'a>;
type LowerFn = for<'r> fn(OpId, &mut ConversionPatternRewriter<'r>) -> bool;

/// A lowering of one op, written as a function over the rewriter.
struct Lowering {
    root: &'static str,
    name: &'static str,
    benefit: u16,
    lower: LowerFn,
}

impl ConversionPattern for Lowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &OpAdaptor,
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        (self.lower)(op, rewriter)
    }
}

/// Adds the patterns lowering `scf` ops to `cf` (MLIR's
/// `populateSCFToControlFlowConversionPatterns`).
pub fn populate_scf_to_cf_patterns(out: &mut Vec<Box<dyn ConversionPattern>>) {
    let list: [(&'static str, &'static str, u16, LowerFn); 8] = [
        (scf::FORALL.name, "ForallLowering", 1, lower_forall),
        (scf::FOR.name, "ForLowering", 1, lower_for),
        (scf::IF.name, "IfLowering", 1, lower_if),
        (scf::PARALLEL.name, "ParallelLowering", 1, lower_parallel),
        (scf::WHILE.name, "WhileLowering", 1, lower_while),
        (
            scf::EXECUTE_REGION.name,
            "ExecuteRegionLowering",
            1,
            lower_execute_region,
        ),
        (
            scf::INDEX_SWITCH.name,
            "IndexSwitchLowering",
            1,
            lower_index_switch,
        ),
        (scf::WHILE.name, "DoWhileLowering", 2, lower_do_while),
    ];
    for (root, name, benefit, lower) in list {
        out.push(Box::new(Lowering {
            root,
            name,
            benefit,
            lower,
        }));
    }
}

// ---- building ----------------------------------------------------------------------

fn br(rw: &mut Rw<'_>, loc: Location, dest: BlockId, args: &[ValueId]) -> OpId {
    cf::BranchOp::build(rw, loc, args, dest).op()
}

fn cond_br(
    rw: &mut Rw<'_>,
    loc: Location,
    cond: ValueId,
    (t, targs): (BlockId, &[ValueId]),
    (f, fargs): (BlockId, &[ValueId]),
) -> OpId {
    cf::CondBranchOp::build(rw, loc, cond, targs, fargs, None, t, f).op()
}

/// The discardable attributes of `loop_op` whose values are the llvm
/// dialect's (`llvm.loop_annotation`, ...): the loop's latch branch
/// carries them, where LLVM wants loop metadata.
fn llvm_attrs(rw: &Rw<'_>, loop_op: OpId) -> Option<strata_ir::Attribute> {
    let ctx = rw.ctx;
    let llvm = ctx.ident("llvm");
    let dict = rw.body().op_attr_dict(loop_op)?;
    let kept: Vec<_> = ctx
        .dict_entries(dict)
        .iter()
        .filter(|(_, v)| matches!(ctx.attr_kind(*v), strata_ir::AttrKind::Dialect { dialect, .. } if *dialect == llvm))
        .copied()
        .collect();
    (!kept.is_empty()).then(|| ctx.dictionary_attr(&kept))
}

/// Gives the latch branch `latch` the llvm attributes of the loop.
fn move_llvm_attrs(rw: &mut Rw<'_>, attrs: Option<strata_ir::Attribute>, latch: OpId) {
    if let Some(dict) = attrs {
        rw.modify_op_in_place(latch, |b| b.set_op_attr_dict(latch, Some(dict)));
    }
}

fn operands(rw: &Rw<'_>, op: OpId) -> Vec<ValueId> {
    rw.body().operands(op).collect()
}

fn result_types(rw: &Rw<'_>, op: OpId) -> Vec<Type> {
    let body = rw.body();
    body.results(op).map(|r| body.value_type(r)).collect()
}

fn block_args(rw: &Rw<'_>, b: BlockId) -> Vec<ValueId> {
    rw.body().block_args(b).to_vec()
}

/// The region `op`'s block belongs to.
fn parent_region(rw: &Rw<'_>, op: OpId) -> Option<RegionId> {
    let block = rw.body().op_block(op)?;
    rw.body().block_region(block)
}

/// The terminator of `block` (its last op) if it is the op `is` matches.
fn terminator_of(rw: &Rw<'_>, block: BlockId, is: fn(&Rw<'_>, OpId) -> bool) -> Option<OpId> {
    let t = rw.body().last_op(block)?;
    is(rw, t).then_some(t)
}

/// Replaces `terminator` by a `cf.br` to `dest` with its operands, at the
/// end of its block, located at `loc`.
fn branch_instead_of(rw: &mut Rw<'_>, terminator: OpId, dest: BlockId, loc: Location) {
    let block = rw.body().op_block(terminator).expect("terminator in a block");
    let args = operands(rw, terminator);
    rw.set_insertion_point_to_end(block);
    br(rw, loc, dest, &args);
    rw.erase_op(terminator);
}

// ---- scf.for -----------------------------------------------------------------------

fn lower_for(op: OpId, rw: &mut Rw<'_>) -> bool {
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(block) = body.op_block(op) else {
        return false;
    };
    let Some(parent) = parent_region(rw, op) else {
        return false;
    };
    let Some(for_op) = scf::ForOp::cast(rw, op) else {
        return false;
    };
    let region = for_op.region(rw);
    let Some(cond_block) = rw.body().region_entry(region) else {
        return false;
    };
    let Some(first) = rw.body().first_op(cond_block) else {
        return false;
    };
    let unsigned = for_op.unsigned_cmp(rw);
    let loop_attrs = llvm_attrs(rw, op);
    let (lb, ub, step) = (for_op.lower_bound(rw), for_op.upper_bound(rw), for_op.step(rw));
    let inits = for_op.init_args(rw).to_vec();

    let (init_block, end_block) = rw.split_block_at(block, op);
    let first_body = rw.split_block(cond_block, first);
    let last_body = rw.body().region_last_block(region).expect("loop body");
    rw.inline_region_before(region, parent, Some(end_block));
    let iv = rw.body().block_args(cond_block)[0];

    // Step the induction variable at the end of the body and loop back.
    let Some(terminator) = rw.body().last_op(last_body) else {
        return false;
    };
    let yielded = operands(rw, terminator);
    rw.set_insertion_point_to_end(last_body);
    let add = arith::AddIOp::build(rw, loc, iv, step, None);
    let mut carried = vec![add.result(rw)];
    carried.extend(yielded);
    let latch = br(rw, loc, cond_block, &carried);
    move_llvm_attrs(rw, loop_attrs, latch);
    rw.erase_op(terminator);

    // Enter the loop with the lower bound and the initial values.
    rw.set_insertion_point_to_end(init_block);
    let mut entry_args = vec![lb];
    entry_args.extend_from_slice(&inits);
    br(rw, loc, cond_block, &entry_args);

    // The header compares and enters the body or leaves.
    rw.set_insertion_point_to_end(cond_block);
    let predicate = arith::CMPI_PREDICATE
        .value_of(if unsigned { "ult" } else { "slt" })
        .expect("a cmpi predicate");
    let c = arith::CmpIOp::build(rw, loc, iv, ub, predicate).result(rw);
    cond_br(rw, loc, c, (first_body, &[]), (end_block, &[]));

    let results = block_args(rw, cond_block)[1..].to_vec();
    rw.replace_op(op, &results);
    true
}

// ---- scf.if ------------------------------------------------------------------------

fn lower_if(op: OpId, rw: &mut Rw<'_>) -> bool {
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(block) = body.op_block(op) else {
        return false;
    };
    let Some(parent) = parent_region(rw, op) else {
        return false;
    };
    let Some(if_op) = scf::IfOp::cast(rw, op) else {
        return false;
    };
    let (then_region, else_region) = (if_op.then_region(rw), if_op.else_region(rw));
    let cond = if_op.condition(rw);
    let types = result_types(rw, op);

    let (cond_block, remaining) = rw.split_block_at(block, op);
    let continue_block = if types.is_empty() {
        remaining
    } else {
        let locs = vec![loc; types.len()];
        let b = rw.create_block(parent, Some(remaining), &types, &locs);
        br(rw, loc, remaining, &[]);
        b
    };

    let inline = |rw: &mut Rw<'_>, region: RegionId| -> Option<BlockId> {
        let entry = rw.body().region_entry(region)?;
        let last = rw.body().region_last_block(region)?;
        let terminator = rw.body().last_op(last)?;
        branch_instead_of(rw, terminator, continue_block, loc);
        rw.inline_region_before(region, parent, Some(continue_block));
        Some(entry)
    };
    let Some(then_block) = inline(rw, then_region) else {
        return false;
    };
    let else_block = if rw.body().region_is_empty(else_region) {
        continue_block
    } else {
        match inline(rw, else_region) {
            Some(b) => b,
            None => return false,
        }
    };

    rw.set_insertion_point_to_end(cond_block);
    cond_br(rw, loc, cond, (then_block, &[]), (else_block, &[]));
    let results = if types.is_empty() {
        Vec::new()
    } else {
        block_args(rw, continue_block)
    };
    rw.replace_op(op, &results);
    true
}

// ---- scf.execute_region ------------------------------------------------------------

fn lower_execute_region(op: OpId, rw: &mut Rw<'_>) -> bool {
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(cond_block) = body.op_block(op) else {
        return false;
    };
    let Some(parent) = parent_region(rw, op) else {
        return false;
    };
    let region = rw.body().regions_in_body(op)[0];
    let Some(entry) = rw.body().region_entry(region) else {
        return false;
    };
    let types = result_types(rw, op);

    let (cond_block, remaining) = rw.split_block_at(cond_block, op);
    rw.set_insertion_point_to_end(cond_block);
    br(rw, loc, entry, &[]);

    let blocks: Vec<BlockId> = rw.body().region_blocks(region).collect();
    for b in blocks {
        if let Some(y) = terminator_of(rw, b, |rw, t| scf::YieldOp::isa(rw, t)) {
            branch_instead_of(rw, y, remaining, loc);
        }
    }
    rw.inline_region_before(region, parent, Some(remaining));

    let results: Vec<ValueId> = types
        .iter()
        .map(|&t| rw.add_block_arg(remaining, t, loc))
        .collect();
    rw.replace_op(op, &results);
    true
}

// ---- scf.while ---------------------------------------------------------------------

fn lower_while(op: OpId, rw: &mut Rw<'_>) -> bool {
    let loop_attrs = llvm_attrs(rw, op);
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(current) = body.op_block(op) else {
        return false;
    };
    let Some(parent) = parent_region(rw, op) else {
        return false;
    };
    let regions = rw.body().regions_in_body(op).to_vec();
    let (before_r, after_r) = (regions[0], regions[1]);
    let b = rw.body();
    let (Some(before), Some(before_last), Some(after), Some(after_last)) = (
        b.region_entry(before_r),
        b.region_last_block(before_r),
        b.region_entry(after_r),
        b.region_last_block(after_r),
    ) else {
        return false;
    };
    let (Some(condition), Some(yield_op)) = (
        terminator_of(rw, before_last, |rw, t| scf::ConditionOp::isa(rw, t)),
        terminator_of(rw, after_last, |rw, t| scf::YieldOp::isa(rw, t)),
    ) else {
        return false;
    };
    let inits = operands(rw, op);

    let (current, continuation) = rw.split_block_at(current, op);
    rw.inline_region_before(after_r, parent, Some(continuation));
    rw.inline_region_before(before_r, parent, Some(after));

    rw.set_insertion_point_to_end(current);
    br(rw, loc, before, &inits);

    // The condition branches to the "after" region or out.
    let cond_operands = operands(rw, condition);
    let (flag, args) = (cond_operands[0], &cond_operands[1..]);
    let cond_loc = rw.body().op_loc(condition);
    rw.set_insertion_point(condition);
    cond_br(rw, cond_loc, flag, (after, args), (continuation, &[]));
    rw.erase_op(condition);

    // The "after" region loops back.
    let yielded = operands(rw, yield_op);
    let yield_loc = rw.body().op_loc(yield_op);
    rw.set_insertion_point(yield_op);
    let latch = br(rw, yield_loc, before, &yielded);
    move_llvm_attrs(rw, loop_attrs, latch);
    rw.erase_op(yield_op);

    rw.replace_op(op, args);
    true
}

/// The do-while form: the "after" region only yields its arguments, so
/// the condition loops back to the "before" region directly.
fn lower_do_while(op: OpId, rw: &mut Rw<'_>) -> bool {
    let loop_attrs = llvm_attrs(rw, op);
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(current) = body.op_block(op) else {
        return false;
    };
    let Some(parent) = parent_region(rw, op) else {
        return false;
    };
    let regions = body.regions_in_body(op).to_vec();
    let (before_r, after_r) = (regions[0], regions[1]);
    let Some(after) = body.region_entry(after_r) else {
        return false;
    };
    let Some(first) = body.first_op(after) else {
        return false;
    };
    if body.last_op(after) != Some(first) || !scf::YieldOp::isa(rw, first) {
        return false;
    }
    if !body.operands(first).eq(body.block_args(after).iter().copied()) {
        return false;
    }
    let (Some(before), Some(before_last)) = (body.region_entry(before_r), body.region_last_block(before_r))
    else {
        return false;
    };
    let Some(condition) = terminator_of(rw, before_last, |rw, t| scf::ConditionOp::isa(rw, t)) else {
        return false;
    };
    let inits = operands(rw, op);

    let (current, continuation) = rw.split_block_at(current, op);
    rw.inline_region_before(before_r, parent, Some(continuation));

    rw.set_insertion_point_to_end(current);
    br(rw, loc, before, &inits);

    let cond_operands = operands(rw, condition);
    let (flag, args) = (cond_operands[0], &cond_operands[1..]);
    let cond_loc = rw.body().op_loc(condition);
    rw.set_insertion_point(condition);
    let latch = cond_br(rw, cond_loc, flag, (before, args), (continuation, &[]));
    move_llvm_attrs(rw, loop_attrs, latch);
    rw.erase_op(condition);

    rw.replace_op(op, args);
    true
}

// ---- scf.index_switch --------------------------------------------------------------

fn lower_index_switch(op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(cond_block) = body.op_block(op) else {
        return false;
    };
    let Some(parent) = parent_region(rw, op) else {
        return false;
    };
    let Some(switch) = scf::IndexSwitchOp::cast(rw, op) else {
        return false;
    };
    let Some(cases) = switch.cases(rw) else {
        return false;
    };
    let case_regions = switch.case_regions(rw).to_vec();
    if case_regions.len() != cases.len() {
        return false;
    }
    let default_region = switch.default_region(rw);
    let arg = switch.arg(rw);
    let types = result_types(rw, op);

    let (cond_block, continue_block) = rw.split_block_at(cond_block, op);
    let results: Vec<ValueId> = types
        .iter()
        .map(|&t| rw.add_block_arg(continue_block, t, loc))
        .collect();

    let convert = |rw: &mut Rw<'_>, region: RegionId| -> Option<BlockId> {
        let entry = rw.body().region_entry(region)?;
        let y = terminator_of(rw, entry, |rw, t| scf::YieldOp::isa(rw, t))?;
        let yloc = rw.body().op_loc(y);
        let args = operands(rw, y);
        rw.set_insertion_point(y);
        br(rw, yloc, continue_block, &args);
        rw.erase_op(y);
        rw.inline_region_before(region, parent, Some(continue_block));
        Some(entry)
    };
    let mut successors = Vec::with_capacity(cases.len() + 1);
    for &region in &case_regions {
        match convert(rw, region) {
            Some(b) => successors.push(b),
            None => return false,
        }
    }
    let Some(default) = convert(rw, default_region) else {
        return false;
    };
    successors.insert(0, default);

    rw.set_insertion_point_to_end(cond_block);
    let i32_ty = ctx.i32();
    let flag = arith::IndexCastOp::build(rw, loc, i32_ty, arg).out(rw);
    // The case values are 32-bit, as MLIR's builder takes them.
    let values: Vec<i64> = cases.iter().map(|&v| v as i32 as i64).collect();
    let case_values = (!values.is_empty()).then(|| cf::case_values_attr(ctx, i32_ty, &values));
    let segments = dense_i32_array(ctx, &vec![0; cases.len()]);
    let (default, case_dests) = successors.split_first().expect("the default destination");
    cf::SwitchOp::build(
        rw,
        loc,
        flag,
        &[],
        &[],
        case_values,
        segments,
        *default,
        case_dests,
    );
    rw.replace_op(op, &results);
    true
}

// ---- scf.parallel ------------------------------------------------------------------

/// Creates an `scf.for` at the insertion point with an empty body block
/// (induction variable and iteration arguments), plus an `scf.yield` when
/// it has no iteration arguments. Returns the op and its body block.
fn create_for(
    rw: &mut Rw<'_>,
    loc: Location,
    (lb, ub, step): (ValueId, ValueId, ValueId),
    inits: &[ValueId],
) -> (OpId, BlockId) {
    let types: Vec<Type> = inits.iter().map(|&v| rw.body().value_type(v)).collect();
    let for_op = scf::ForOp::build(rw, loc, &types, lb, ub, step, inits, false);
    let region = for_op.region(rw);
    let after = rw.insertion_point();
    let mut arg_types = vec![rw.body().value_type(lb)];
    arg_types.extend_from_slice(&types);
    let mut locs = vec![loc];
    locs.extend(inits.iter().map(|&v| rw.body().value_loc(v)));
    let block = rw.create_block(region, None, &arg_types, &locs);
    if inits.is_empty() {
        scf::YieldOp::build(rw, loc, &[]);
    }
    if let Some(p) = after {
        match p {
            InsertPoint::Before(o) => rw.set_insertion_point(o),
            InsertPoint::After(o) => rw.set_insertion_point_after(o),
            InsertPoint::Start(b) => rw.set_insertion_point_to_start(b),
            InsertPoint::End(b) => rw.set_insertion_point_to_end(b),
        }
    }
    (for_op.op(), block)
}

fn lower_parallel(op: OpId, rw: &mut Rw<'_>) -> bool {
    let body = rw.body();
    let loc = body.op_loc(op);
    let region = body.regions_in_body(op)[0];
    let Some(par_body) = body.region_entry(region) else {
        return false;
    };
    let Some(reduce) = terminator_of(rw, par_body, |rw, t| scf::ReduceOp::isa(rw, t)) else {
        return false;
    };
    let all = operands(rw, op);
    let num_results = rw.body().num_results(op);
    let n = rw.body().block_args(par_body).len();
    if all.len() != 3 * n + num_results {
        return false;
    }
    let (lbs, ubs, steps) = (&all[..n], &all[n..2 * n], &all[2 * n..3 * n]);
    let mut iter_args: Vec<ValueId> = all[3 * n..].to_vec();
    let mut loop_results = iter_args.clone();
    let mut ivs = Vec::with_capacity(n);
    let mut innermost: Option<BlockId> = None;
    for i in 0..n {
        let (for_op, block) = create_for(rw, loc, (lbs[i], ubs[i], steps[i]), &iter_args);
        let args = block_args(rw, block);
        ivs.push(args[0]);
        iter_args = args[1..].to_vec();
        let results: Vec<ValueId> = rw.body().results(for_op).collect();
        if i == 0 {
            loop_results = results;
        } else if !results.is_empty() {
            let outer = innermost.expect("outer loop body");
            rw.set_insertion_point_to_end(outer);
            scf::YieldOp::build(rw, loc, &results);
        }
        rw.set_insertion_point_to_start(block);
        innermost = Some(block);
    }

    // Inline the reductions before the `scf.reduce`, combining the
    // iteration arguments with the reduced values.
    let reduce_operands = operands(rw, reduce);
    let reductions = rw.body().regions_in_body(reduce).to_vec();
    if reductions.len() != num_results || reduce_operands.len() != num_results {
        return false;
    }
    let mut yielded = Vec::with_capacity(num_results);
    for (i, &r) in reductions.iter().enumerate() {
        let Some(rb) = rw.body().region_entry(r) else {
            return false;
        };
        let Some(ret) = terminator_of(rw, rb, |rw, t| scf::ReduceReturnOp::isa(rw, t)) else {
            return false;
        };
        yielded.push(scf::ReduceReturnOp(ret).result(rw));
        rw.erase_op(ret);
        rw.inline_block_before(
            rb,
            InsertPoint::Before(reduce),
            &[iter_args[i], reduce_operands[i]],
        );
    }
    rw.erase_op(reduce);

    // Then the loop body, without its terminator.
    let Some(new_body) = innermost else {
        // No loops: the body runs once, in place.
        rw.inline_block_before(par_body, InsertPoint::Before(op), &[]);
        rw.replace_op(op, &loop_results);
        return true;
    };
    match rw.body().last_op(new_body) {
        None => rw.inline_block_before(par_body, InsertPoint::End(new_body), &ivs),
        Some(t) => rw.inline_block_before(par_body, InsertPoint::Before(t), &ivs),
    }
    if !yielded.is_empty() {
        rw.set_insertion_point_to_end(new_body);
        scf::YieldOp::build(rw, loc, &yielded);
    }
    rw.replace_op(op, &loop_results);
    true
}

// ---- scf.forall --------------------------------------------------------------------

fn lower_forall(op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    if body.num_results(op) != 0 {
        // Only forall ops without outputs (fully bufferized) lower.
        return false;
    }
    let Some(forall) = scf::ForallOp::cast(rw, op) else {
        return false;
    };
    let (Some(lbs), Some(ubs), Some(steps)) = (
        forall.static_lower_bound(rw),
        forall.static_upper_bound(rw),
        forall.static_step(rw),
    ) else {
        return false;
    };
    let statics = [lbs, ubs, steps];
    let dynamic: Vec<ValueId> = operands(rw, op);
    let region = forall.region(rw);
    let Some(entry) = rw.body().region_entry(region) else {
        return false;
    };
    let Some(terminator) = terminator_of(rw, entry, |rw, t| scf::InParallelOp::isa(rw, t)) else {
        return false;
    };
    let expected: usize = statics.iter().flatten().filter(|&&v| v == i64::MIN).count();
    if expected != dynamic.len() {
        return false;
    }

    // Bounds and steps as values: static ones become constants.
    let index = ctx.index_type();
    let mut next_dynamic = dynamic.into_iter();
    let mut values = Vec::new();
    for list in &statics {
        for &v in list {
            if v == i64::MIN {
                values.push(next_dynamic.next().expect("counted dynamic operand"));
            } else {
                let c = arith::ConstantOp::build(rw, loc, ctx.integer_attr(index, v));
                values.push(c.result(rw));
            }
        }
    }
    let n = values.len() / 3;
    let (lbs, rest) = values.split_at(n);
    let (ubs, steps) = rest.split_at(n);
    let parallel = scf::ParallelOp::build(rw, loc, &[], lbs, ubs, steps, &[]);
    let new_region = parallel.region(rw);
    rw.inline_region_before(region, new_region, None);
    rw.set_insertion_point_to_end(entry);
    scf::ReduceOp::build(rw, loc, &[], 0);
    rw.erase_op(terminator);
    rw.replace_op(op, &[]);
    true
}
