//! `BufferizableOpInterface` of `scf.if`, `scf.index_switch`, `scf.for`,
//! `scf.while`, `scf.execute_region`, `scf.condition` and `scf.yield`: the
//! ops are rebuilt with memref results (and iteration arguments), their
//! regions moved in; terminators pass the buffers of what they yield.

use strata_ir::bufferization::{
    is_tensor, reverse_use_def_chain, AliasingValue, AnalysisIssue, BufferRelation, BufferizableOpInterface,
    BufferizationState,
};
use strata_ir::{
    AttrKind, Failed, InsertPoint, LogicalResult, OpBuilder, OpId, OperationState, Type, TypeKind, ValueId,
    DYNAMIC,
};

/// The first init operand of `scf.for` (after the bounds and the step).
const FOR_INITS: usize = 3;

/// `t` with a fully dynamic strided layout (the type two buffers of
/// different layouts meet at).
fn fully_dynamic(ctx: &strata_ir::Context, t: Type) -> Type {
    match ctx.type_kind(t).clone() {
        TypeKind::MemRef {
            shape,
            element,
            memory_space,
            ..
        } => fully_dynamic_memref(ctx, shape, element, memory_space),
        _ => t,
    }
}

/// The memref of `shape` and `element` in `memory_space` with a fully
/// dynamic strided layout.
fn fully_dynamic_memref(
    ctx: &strata_ir::Context,
    shape: Box<[i64]>,
    element: Type,
    memory_space: Option<strata_ir::Attribute>,
) -> Type {
    ctx.intern_type(TypeKind::MemRef {
        layout: Some(ctx.intern_attr(AttrKind::StridedLayout {
            offset: DYNAMIC,
            strides: vec![DYNAMIC; shape.len()].into(),
        })),
        shape,
        element,
        memory_space,
    })
}

/// The `scf.yield` ending the single block of `region`.
fn region_yield(b: &OpBuilder<'_>, region: strata_ir::RegionId) -> Option<OpId> {
    let block = b.body.region_entry(region)?;
    b.body.last_op(block)
}

/// The buffer type of result `k` of an `scf.if` (or `scf.index_switch`):
/// the type all branches yield, or the fully dynamic layout when they
/// differ.
fn if_result_type(
    b: &OpBuilder<'_>,
    state: &mut dyn BufferizationState,
    op: OpId,
    k: usize,
) -> Result<Type, Failed> {
    let regions = b.body.regions_in_body(op).to_vec();
    let mut types = Vec::new();
    for r in regions {
        let Some(y) = region_yield(b, r) else { continue };
        let Some(v) = b.body.operands(y).nth(k) else {
            continue;
        };
        types.push(state.buffer_type(b, v)?);
    }
    match types.as_slice() {
        [] => Err(Failed),
        [t] => Ok(*t),
        [t, rest @ ..] if rest.iter().all(|r| r == t) => Ok(*t),
        [t, rest @ ..]
            if rest
                .iter()
                .any(|&r| memory_space(b.ctx, r) != memory_space(b.ctx, *t)) =>
        {
            let o = strata_ir::OpRef::new(b.ctx, b.body, op);
            let what = if b.ctx.op_name_str(b.body.op_name(op)) == "scf.if" {
                "inconsistent memory space on then/else branches"
            } else {
                "inconsistent memory space on switch cases"
            };
            Err(o.emit_error(what))
        }
        [t, ..] => Ok(fully_dynamic(b.ctx, *t)),
    }
}

/// Creates `op`'s copy with `operands` and `results`, its regions moved
/// in, before `op`.
fn rebuild(b: &mut OpBuilder<'_>, op: OpId, operands: Vec<ValueId>, results: Vec<Type>) -> OpId {
    let body = &mut *b.body;
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.operands = operands;
    st.result_types = results;
    st.properties = body.op_properties(op);
    st.attributes = body.op_attr_dict(op);
    let old: Vec<_> = body.regions_in_body(op).to_vec();
    let new: Vec<_> = old.iter().map(|_| body.create_region()).collect();
    st.regions = new.clone();
    b.set_insertion_point_before(op);
    let created = b.create(st);
    for (&o, &n) in old.iter().zip(&new) {
        b.body.inline_region_before(o, n, None);
    }
    created
}

/// Replaces `op` by its copy whose tensor results have the buffer types
/// `result_type` gives (its other results keep their types).
fn rebuild_with_buffer_results(
    b: &mut OpBuilder<'_>,
    state: &mut dyn BufferizationState,
    op: OpId,
    result_type: fn(&OpBuilder<'_>, &mut dyn BufferizationState, OpId, usize) -> Result<Type, Failed>,
) -> Result<(), Failed> {
    let n = b.body.num_results(op);
    let mut types = Vec::with_capacity(n);
    for k in 0..n {
        let t = b.body.value_type(b.body.result(op, k));
        types.push(if is_tensor(b.ctx, t) {
            result_type(b, state, op, k)?
        } else {
            t
        });
    }
    let operands: Vec<ValueId> = b.body.operands(op).collect();
    let new = rebuild(b, op, operands, types);
    let values: Vec<ValueId> = b.body.results(new).collect();
    b.set_insertion_point_before(op);
    state.replace_op(b, op, &values);
    Ok(())
}

/// `scf.if` and `scf.index_switch`: rebuilt with buffer results, of the
/// type all branches yield (or the fully dynamic layout).
pub(crate) const IF: BufferizableOpInterface = BufferizableOpInterface {
    buffer_type: Some(|b, state, op, v| {
        let k = b.body.results(op).position(|r| r == v).ok_or(Failed)?;
        if_result_type(b, state, op, k)
    }),
    bufferize: |b, state, op| rebuild_with_buffer_results(b, state, op, if_result_type),
    ..BufferizableOpInterface::DEFAULT
};

/// The `scf.yield` of an `scf.execute_region`'s region, if it has exactly
/// one (its other blocks branch to it).
fn unique_yield(ctx: &strata_ir::Context, body: &strata_ir::Body, op: OpId) -> Option<OpId> {
    let region = *body.regions_in_body(op).first()?;
    let mut found = None;
    for block in body.region_blocks(region) {
        let Some(last) = body.last_op(block) else {
            continue;
        };
        if ctx.op_name_str(body.op_name(last)) == "scf.yield" {
            if found.is_some() {
                return None;
            }
            found = Some(last);
        }
    }
    found
}

/// The buffer type of result `k` of an `scf.execute_region`: that of the
/// value its yield gives.
fn execute_region_result_type(
    b: &OpBuilder<'_>,
    state: &mut dyn BufferizationState,
    op: OpId,
    k: usize,
) -> Result<Type, Failed> {
    let y = unique_yield(b.ctx, b.body, op).ok_or(Failed)?;
    let v = b.body.operands(y).nth(k).ok_or(Failed)?;
    state.buffer_type(b, v)
}

/// `scf.execute_region`: rebuilt with buffer results, which are the
/// buffers its yield gives.
pub(crate) const EXECUTE_REGION: BufferizableOpInterface = BufferizableOpInterface {
    buffer_type: Some(|b, state, op, v| {
        let k = b.body.results(op).position(|r| r == v).ok_or(Failed)?;
        execute_region_result_type(b, state, op, k)
    }),
    // Its results are what its one yield gives.
    verify_analysis: Some(|op, _, out| {
        if unique_yield(op.ctx, op.body, op.id).is_none() {
            out.push(AnalysisIssue::Unsupported {
                op: op.id,
                message: "op without unique scf.yield is not supported".to_string(),
            });
        }
    }),
    bufferize: |b, state, op| {
        let region = *b.body.regions_in_body(op).first().ok_or(Failed)?;
        let blocks: Vec<strata_ir::BlockId> = b.body.region_blocks(region).skip(1).collect();
        rebuild_with_buffer_results(b, state, op, execute_region_result_type)?;
        // Its blocks (moved into the new op) branch to each other with
        // buffers.
        for block in blocks {
            state.bufferize_block_signature(b, block)?;
        }
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `scf.for`: its tensor inits are written (the body updates them) and
/// are the buffers of the matching iter_args and results; they are read
/// if the body reads the iter_args, or if the loop may not run (its
/// results are then its inits).
pub(crate) const FOR: BufferizableOpInterface = BufferizableOpInterface {
    reads: |op, i| {
        let Some(k) = i.checked_sub(FOR_INITS) else {
            return true;
        };
        let bound = |j: usize| strata_dialect_utils::matchers::const_i64(op.ctx, op.body, op.operand(j));
        if !matches!((bound(0), bound(1)), (Some(lb), Some(ub)) if lb < ub) {
            return true;
        }
        let (body, regions) = op.regions();
        regions
            .first()
            .and_then(|&r| body.region_entry(r))
            .and_then(|e| body.block_args(e).get(k + 1).copied())
            .is_none_or(|arg| is_value_read(op, arg))
    },
    writes: |_, i| i >= FOR_INITS,
    aliasing_values: |op, i, out| {
        let Some(k) = i.checked_sub(FOR_INITS) else { return };
        // The result is the init's buffer only if each iteration yields
        // its argument's buffer (`equivalent_results`, once the body's
        // equivalences are known).
        if let Some(r) = op.results().nth(k) {
            out.push(AliasingValue::alias(r));
        }
        let (body, regions) = op.regions();
        if let Some(arg) = regions
            .first()
            .and_then(|&r| body.region_entry(r))
            .and_then(|e| body.block_args(e).get(k + 1).copied())
        {
            out.push(AliasingValue::equivalent(arg));
        }
    },
    is_repetitive_region: |_, _| true,
    equivalent_results: Some(|op, equivalent, out| {
        let (body, regions) = op.regions();
        let Some(entry) = regions.first().and_then(|&r| body.region_entry(r)) else {
            return;
        };
        // The body's arguments follow the induction variable.
        let yields = equivalent_yields(op, entry, 0, 1, equivalent);
        for (k, (eq, r)) in yields.into_iter().zip(op.results()).enumerate() {
            if eq {
                out.push((r, FOR_INITS + k));
            }
        }
    }),
    buffer_type: Some(for_buffer_type),
    // Each iteration must yield its iteration arguments' buffers.
    verify_analysis: Some(|op, equivalent, out| {
        let (body, regions) = op.regions();
        let Some(entry) = regions.first().and_then(|&r| body.region_entry(r)) else {
            return;
        };
        let Some(yield_op) = body.last_op(entry) else {
            return;
        };
        let args = body.block_args(entry);
        for (k, v) in body.operands(yield_op).enumerate() {
            let Some(&arg) = args.get(k + 1) else { break };
            if is_tensor(op.ctx, body.value_type(v)) && !equivalent(v, arg) {
                out.push(AnalysisIssue::Error {
                    op: yield_op,
                    message: format!("Yield operand #{k} is not equivalent to the corresponding iter bbArg"),
                });
                // Yielding a new buffer (or a view of the argument itself)
                // is fine when loops may return allocations; a value that
                // may be another argument or a value from outside the loop
                // is copied (MLIR's `ForOp::resolveConflicts`).
                let external = |c: ValueId| {
                    c != arg
                        && match body.value_def(c) {
                            strata_ir::ValueDef::BlockArg(block, _) => body
                                .block_parent_op(block)
                                .is_none_or(|p| p == op.id || !body.is_ancestor(op.id, p)),
                            strata_ir::ValueDef::Result(d, _) => !body.is_ancestor(op.id, d),
                            _ => true,
                        }
                };
                if reverse_use_def_chain(op, v, &|c| c == arg)
                    .into_iter()
                    .any(external)
                {
                    out.push(AnalysisIssue::Copy {
                        op: yield_op,
                        operand: k,
                    });
                }
            }
        }
    }),
    bufferize: |b, state, op| bufferize_for(b, state, op),
    ..BufferizableOpInterface::DEFAULT
};

/// The buffer type of an `scf.for`'s iteration argument or result: that
/// of a loop's iteration argument, from its init and what the body yields
/// for it.
fn for_buffer_type(
    b: &OpBuilder<'_>,
    state: &mut dyn BufferizationState,
    op: OpId,
    v: ValueId,
) -> Result<Type, Failed> {
    let body = &*b.body;
    let entry = body
        .regions_in_body(op)
        .first()
        .and_then(|&r| body.region_entry(r))
        .ok_or(Failed)?;
    let k = match body.value_def(v) {
        strata_ir::ValueDef::BlockArg(block, k) if block == entry && k > 0 => k as usize - 1,
        strata_ir::ValueDef::Result(_, k) => k as usize,
        _ => return Err(Failed),
    };
    let arg = *body.block_args(entry).get(k + 1).ok_or(Failed)?;
    let init = body.operands(op).nth(FOR_INITS + k).ok_or(Failed)?;
    let yield_op = body.last_op(entry).ok_or(Failed)?;
    let yielded = body.operands(yield_op).nth(k).ok_or(Failed)?;
    loop_iter_arg_type(b, state, op, arg, init, yielded)
}

fn bufferize_for(b: &mut OpBuilder<'_>, state: &mut dyn BufferizationState, op: OpId) -> LogicalResult {
    let ctx = b.ctx;
    let operands: Vec<ValueId> = b.body.operands(op).collect();
    let mut new_operands = operands.clone();
    let mut types = Vec::new();
    let entry = b
        .body
        .regions_in_body(op)
        .first()
        .and_then(|&r| b.body.region_entry(r))
        .ok_or(Failed)?;
    let iter_args: Vec<ValueId> = b.body.block_args(entry).iter().skip(1).copied().collect();
    let loc = b.body.op_loc(op);
    for (i, &v) in operands.iter().enumerate().skip(FOR_INITS) {
        if !is_tensor(ctx, b.body.value_type(v)) {
            types.push(b.body.value_type(v));
            continue;
        }
        let ty = state.buffer_type(b, *iter_args.get(i - FOR_INITS).ok_or(Failed)?)?;
        b.set_insertion_point_before(op);
        let buffer = state.buffer(b, v)?;
        b.set_insertion_point_before(op);
        types.push(ty);
        new_operands[i] = state.cast_buffer(b, loc, buffer, ty);
    }
    let old_results: Vec<ValueId> = b.body.results(op).collect();
    let new = rebuild(b, op, new_operands, types.clone());
    // The iter_args become buffers; the body sees them as tensors.
    let entry = b
        .body
        .regions_in_body(new)
        .first()
        .and_then(|&r| b.body.region_entry(r));
    if let Some(entry) = entry {
        let mut arg_types = vec![None];
        arg_types.extend(types.iter().map(|&t| Some(t)));
        retype_block_args(b, entry, &arg_types);
    }
    let values: Vec<ValueId> = b.body.results(new).collect();
    debug_assert_eq!(values.len(), old_results.len());
    b.set_insertion_point_before(op);
    state.replace_op(b, op, &values);
    Ok(())
}

/// Gives the tensor arguments of `block` the buffer types `types` (`None`
/// keeps an argument); their users see them through a
/// `bufferization.to_tensor` at the start of the block.
fn retype_block_args(b: &mut OpBuilder<'_>, block: strata_ir::BlockId, types: &[Option<Type>]) {
    let ctx = b.ctx;
    let args: Vec<ValueId> = b.body.block_args(block).to_vec();
    for (&arg, &t) in args.iter().zip(types) {
        let Some(t) = t else { continue };
        let old_ty = b.body.value_type(arg);
        if !is_tensor(ctx, old_ty) {
            continue;
        }
        b.body.set_value_type(arg, t);
        let loc = b.body.value_loc(arg);
        let mut st = OperationState::new(ctx.op_name("bufferization.to_tensor"), loc);
        st.operands.push(arg);
        st.result_types.push(old_ty);
        let tt = b.body.create_op(st);
        b.body.insert_op(InsertPoint::Start(block), tt);
        let tensor = b.body.result(tt, 0);
        let uses: Vec<(OpId, usize)> = b.body.uses(arg).filter(|&(u, _)| u != tt).collect();
        for (u, j) in uses {
            b.body.set_operand(u, j, tensor);
        }
    }
}

/// The entry blocks of an `scf.while`'s `before` and `after` regions.
fn while_blocks(body: &strata_ir::Body, op: OpId) -> Option<(strata_ir::BlockId, strata_ir::BlockId)> {
    let regions = body.regions_in_body(op);
    let before = body.region_entry(*regions.first()?)?;
    let after = body.region_entry(*regions.get(1)?)?;
    Some((before, after))
}

/// For each index, whether the value a terminator passes on (its operand
/// at `offset + k`) is equivalent to argument `arg_offset + k` of the
/// block it ends (MLIR's `getEquivalentBuffers`).
fn equivalent_yields(
    op: strata_ir::OpRef<'_>,
    block: strata_ir::BlockId,
    offset: usize,
    arg_offset: usize,
    equivalent: &dyn Fn(ValueId, ValueId) -> bool,
) -> Vec<bool> {
    let body = op.body;
    let Some(term) = body.last_op(block) else {
        return Vec::new();
    };
    let args = body.block_args(block);
    body.operands(term)
        .skip(offset)
        .enumerate()
        .map(|(k, v)| {
            args.get(arg_offset + k).is_some_and(|&arg| {
                is_tensor(op.ctx, body.value_type(v))
                    && is_tensor(op.ctx, body.value_type(arg))
                    && equivalent(v, arg)
            })
        })
        .collect()
}

/// The buffer type of an iteration argument of a loop: its init's, when
/// what the loop yields for it has the same type, else the fully dynamic
/// layout in the same memory space (MLIR's
/// `computeLoopRegionIterArgBufferType`).
fn loop_iter_arg_type(
    b: &OpBuilder<'_>,
    state: &mut dyn BufferizationState,
    op: OpId,
    arg: ValueId,
    init: ValueId,
    yielded: ValueId,
) -> Result<Type, Failed> {
    let init_type = state.buffer_type(b, init)?;
    // The argument is being computed already (through the value yielded):
    // its init's type stands for it.
    if state.invocation_count(arg) >= 2 {
        return Ok(init_type);
    }
    let yielded_type = match b.body.value_type(yielded) {
        t if !is_tensor(b.ctx, t) => t,
        _ => state.buffer_type(b, yielded)?,
    };
    if init_type == yielded_type {
        return Ok(yielded_type);
    }
    if memory_space(b.ctx, init_type) != memory_space(b.ctx, yielded_type) {
        strata_ir::OpRef::new(b.ctx, b.body, op)
            .emit_op_error("init_arg and yielded value bufferize to inconsistent memory spaces");
        return Err(Failed);
    }
    // The argument's own shape: the yielded buffer may be a reshape's.
    let arg_type = b.body.value_type(arg);
    let ctx = b.ctx;
    match (
        ctx.type_kind(arg_type).clone(),
        ctx.type_kind(yielded_type).clone(),
    ) {
        (TypeKind::RankedTensor { shape, element, .. }, TypeKind::MemRef { memory_space, .. }) => {
            Ok(fully_dynamic_memref(ctx, shape, element, memory_space))
        }
        _ => Ok(fully_dynamic(ctx, yielded_type)),
    }
}

fn memory_space(ctx: &strata_ir::Context, t: Type) -> Option<strata_ir::Attribute> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

/// The buffer type of `v`, a result of an `scf.while` or an argument of
/// one of its regions: a `before` argument as a loop's iteration argument
/// (its init, and what the `after` region yields); a result or an `after`
/// argument, that of the value the condition passes on.
fn while_buffer_type(
    b: &OpBuilder<'_>,
    state: &mut dyn BufferizationState,
    op: OpId,
    v: ValueId,
) -> Result<Type, Failed> {
    let body = &*b.body;
    let (before, after) = while_blocks(body, op).ok_or(Failed)?;
    let k = match body.value_def(v) {
        strata_ir::ValueDef::BlockArg(block, k) if block == before => {
            let k = k as usize;
            let init = body.operands(op).nth(k).ok_or(Failed)?;
            let yield_op = body.last_op(after).ok_or(Failed)?;
            let yielded = body.operands(yield_op).nth(k).ok_or(Failed)?;
            return loop_iter_arg_type(b, state, op, v, init, yielded);
        }
        strata_ir::ValueDef::BlockArg(block, k) if block == after => k as usize,
        strata_ir::ValueDef::Result(_, k) => k as usize,
        _ => return Err(Failed),
    };
    let condition = body.last_op(before).ok_or(Failed)?;
    let passed = body.operands(condition).nth(k + 1).ok_or(Failed)?;
    match body.value_type(passed) {
        t if !is_tensor(b.ctx, t) => Ok(t),
        _ => state.buffer_type(b, passed),
    }
}

/// `scf.while`: each tensor init is read and written (the loop updates
/// it) and is the buffer of the matching `before` argument; a result may
/// alias the init of the same index, and is its buffer when each
/// iteration passes the buffers of its arguments on (checked after the
/// analysis, as for `scf.for`, in both regions).
pub(crate) const WHILE: BufferizableOpInterface = BufferizableOpInterface {
    writes: |_, _| true,
    aliasing_values: |op, i, out| {
        let Some((before, _)) = while_blocks(op.body, op.id) else {
            return;
        };
        if let Some(&arg) = op.body.block_args(before).get(i) {
            out.push(AliasingValue::equivalent(arg));
        }
        // The results and inits may differ in number and types.
        if let Some(r) = op.results().nth(i) {
            if op.body.value_type(r) == op.operand_type(i) {
                out.push(AliasingValue {
                    value: r,
                    relation: BufferRelation::Unknown,
                    definite: true,
                });
            }
        }
    },
    is_repetitive_region: |_, _| true,
    buffer_type: Some(while_buffer_type),
    verify_analysis: Some(|op, equivalent, out| {
        let Some((before, after)) = while_blocks(op.body, op.id) else {
            return;
        };
        let (Some(condition), Some(yield_op)) = (op.body.last_op(before), op.body.last_op(after)) else {
            return;
        };
        let eq_before = equivalent_yields(op, before, 1, 0, equivalent);
        let eq_after = equivalent_yields(op, after, 0, 0, equivalent);
        let tensor = |v: ValueId| is_tensor(op.ctx, op.body.value_type(v));
        for (k, v) in op.body.operands(condition).skip(1).enumerate() {
            if tensor(v) && !eq_before.get(k).copied().unwrap_or(false) {
                out.push(AnalysisIssue::Error {
                    op: condition,
                    message: format!("Condition arg #{k} is not equivalent to the corresponding iter bbArg"),
                });
            }
        }
        for (k, v) in op.body.operands(yield_op).enumerate() {
            if tensor(v) && !eq_after.get(k).copied().unwrap_or(false) {
                out.push(AnalysisIssue::Error {
                    op: yield_op,
                    message: format!("Yield operand #{k} is not equivalent to the corresponding iter bbArg"),
                });
            }
        }
        // A value passed on to the `after` region that is not both the
        // `before` argument's buffer and what the `after` region yields
        // back is a new buffer.
        for (k, v) in op.body.operands(condition).skip(1).enumerate() {
            let both =
                eq_before.get(k).copied().unwrap_or(false) && eq_after.get(k).copied().unwrap_or(false);
            if tensor(v) && !both {
                out.push(AnalysisIssue::Copy {
                    op: condition,
                    operand: k + 1,
                });
            }
        }
    }),
    equivalent_results: Some(|op, equivalent, out| {
        let Some((before, after)) = while_blocks(op.body, op.id) else {
            return;
        };
        let eq_before = equivalent_yields(op, before, 1, 0, equivalent);
        let eq_after = equivalent_yields(op, after, 0, 0, equivalent);
        let before_args = op.body.block_args(before);
        for (k, r) in op.results().enumerate() {
            let same_type = before_args
                .get(k)
                .is_some_and(|&a| op.body.value_type(a) == op.body.value_type(r));
            if same_type
                && k < op.num_operands()
                && eq_before.get(k).copied().unwrap_or(false)
                && eq_after.get(k).copied().unwrap_or(false)
            {
                out.push((r, k));
            }
        }
    }),
    bufferize: |b, state, op| bufferize_while(b, state, op),
    ..BufferizableOpInterface::DEFAULT
};

fn bufferize_while(b: &mut OpBuilder<'_>, state: &mut dyn BufferizationState, op: OpId) -> LogicalResult {
    let ctx = b.ctx;
    let (before, after) = while_blocks(b.body, op).ok_or(Failed)?;
    let tensor_type = |b: &OpBuilder<'_>, v: ValueId| is_tensor(ctx, b.body.value_type(v));
    let before_args: Vec<ValueId> = b.body.block_args(before).to_vec();
    let after_args: Vec<ValueId> = b.body.block_args(after).to_vec();
    let mut before_types = Vec::with_capacity(before_args.len());
    for &a in &before_args {
        before_types.push(if tensor_type(b, a) {
            Some(state.buffer_type(b, a)?)
        } else {
            None
        });
    }
    let mut after_types = Vec::with_capacity(after_args.len());
    for &a in &after_args {
        after_types.push(if tensor_type(b, a) {
            Some(state.buffer_type(b, a)?)
        } else {
            None
        });
    }
    let loc = b.body.op_loc(op);
    let operands: Vec<ValueId> = b.body.operands(op).collect();
    let mut new_operands = Vec::with_capacity(operands.len());
    for (k, &v) in operands.iter().enumerate() {
        let target = before_types.get(k).copied().flatten();
        match target {
            Some(t) if tensor_type(b, v) => {
                b.set_insertion_point_before(op);
                let buffer = state.buffer(b, v)?;
                b.set_insertion_point_before(op);
                new_operands.push(state.cast_buffer(b, loc, buffer, t));
            }
            _ => new_operands.push(v),
        }
    }
    // The results have the `after` arguments' types.
    let result_types: Vec<Type> = after_args
        .iter()
        .zip(&after_types)
        .map(|(&a, t)| t.unwrap_or(b.body.value_type(a)))
        .collect();
    let new = rebuild(b, op, new_operands, result_types);
    let (before, after) = while_blocks(b.body, new).ok_or(Failed)?;
    retype_block_args(b, before, &before_types);
    retype_block_args(b, after, &after_types);
    let values: Vec<ValueId> = b.body.results(new).collect();
    b.set_insertion_point_before(op);
    state.replace_op(b, op, &values);
    Ok(())
}

/// `scf.condition`: always in place (a copy would be a new buffer passed
/// on each iteration); it passes the buffers of the types of the `after`
/// arguments of its (already bufferized) `scf.while`.
pub(crate) const CONDITION: BufferizableOpInterface = BufferizableOpInterface {
    must_bufferize_in_place: |_, _| true,
    bufferize: |b, state, op| {
        let parent = b.body.parent_op(op).ok_or(Failed)?;
        let (_, after) = while_blocks(b.body, parent).ok_or(Failed)?;
        let expected: Vec<Type> = b
            .body
            .block_args(after)
            .iter()
            .map(|&a| b.body.value_type(a))
            .collect();
        let operands: Vec<ValueId> = b.body.operands(op).collect();
        let mut new = operands.clone();
        let loc = b.body.op_loc(op);
        for (i, &v) in operands.iter().enumerate().skip(1) {
            if !is_tensor(b.ctx, b.body.value_type(v)) {
                continue;
            }
            let Some(&ty) = expected.get(i - 1).filter(|&&t| !is_tensor(b.ctx, t)) else {
                continue;
            };
            b.set_insertion_point_before(op);
            let buffer = state.buffer(b, v)?;
            b.set_insertion_point_before(op);
            new[i] = state.cast_buffer(b, loc, buffer, ty);
        }
        b.body.set_operands(op, &new);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `scf.yield`: always in place; it yields buffers of the types its
/// (already bufferized) parent expects.
pub(crate) const YIELD: BufferizableOpInterface = BufferizableOpInterface {
    must_bufferize_in_place: |_, _| true,
    aliasing_values: |op, i, out| {
        let Some(parent) = op.body.parent_op(op.id) else {
            return;
        };
        // A branch's yield is one of the values the result may be. A
        // loop's yield aliases nothing by itself: the loop's results are
        // its inits' buffers, and the loop checks that each iteration
        // yields its arguments (`verify_analysis`).
        match op.ctx.op_name_str(op.body.op_name(parent)) {
            "scf.if" | "scf.index_switch" => {}
            // The region's one yield gives the results.
            "scf.execute_region" => {
                if let Some(r) = op.body.results(parent).nth(i) {
                    out.push(AliasingValue::equivalent(r));
                }
                return;
            }
            _ => return,
        }
        if let Some(r) = op.body.results(parent).nth(i) {
            out.push(AliasingValue {
                value: r,
                relation: strata_ir::bufferization::BufferRelation::Unknown,
                definite: false,
            });
        }
    },
    bufferize: |b, state, op| {
        let Some(parent) = b.body.parent_op(op) else {
            return Err(Failed);
        };
        // A loop's `after` region yields the `before` arguments.
        let expected: Vec<Type> = match b.ctx.op_name_str(b.body.op_name(parent)) {
            "scf.while" => {
                let (before, _) = while_blocks(b.body, parent).ok_or(Failed)?;
                b.body
                    .block_args(before)
                    .iter()
                    .map(|&a| b.body.value_type(a))
                    .collect()
            }
            _ => b.body.results(parent).map(|r| b.body.value_type(r)).collect(),
        };
        let operands: Vec<ValueId> = b.body.operands(op).collect();
        let mut new = operands.clone();
        let loc = b.body.op_loc(op);
        for (i, &v) in operands.iter().enumerate() {
            if !is_tensor(b.ctx, b.body.value_type(v)) {
                continue;
            }
            // A parent left on tensors (an unknown op, with unknown ops
            // allowed) still takes the tensor.
            if expected.get(i).is_some_and(|&t| is_tensor(b.ctx, t)) {
                continue;
            }
            b.set_insertion_point_before(op);
            let buffer = state.buffer(b, v)?;
            let ty = expected.get(i).copied().unwrap_or(b.body.value_type(buffer));
            b.set_insertion_point_before(op);
            new[i] = state.cast_buffer(b, loc, buffer, ty);
        }
        b.body.set_operands(op, &new);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// The operand group of an `scf.forall`'s shared outputs.
const FORALL_OUTPUTS: usize = 3;

/// The constant of a loop bound, if it is one.
fn constant_bound(op: strata_ir::OpRef<'_>, b: strata_ir::interfaces::LoopBound) -> Option<i64> {
    match b {
        strata_ir::interfaces::LoopBound::Constant(c) => Some(c),
        strata_ir::interfaces::LoopBound::Value(v) => {
            strata_dialect_utils::matchers::const_i64(op.ctx, op.body, v)
        }
    }
}

/// Whether some dimension of an `scf.forall` may have more than one
/// iteration (a bound or step is not constant, or a second step stays
/// below the upper bound): the body then runs repeatedly, in parallel.
fn forall_is_repetitive(op: strata_ir::OpRef<'_>) -> bool {
    let bounds = [0, 1, 2].map(|k| super::forall_bounds(op, k));
    (0..bounds[0].len()).any(|d| {
        let c = |k: usize| bounds[k].get(d).and_then(|&b| constant_bound(op, b));
        match (c(0), c(1), c(2)) {
            (Some(lb), Some(ub), Some(step)) => lb.saturating_add(step) < ub,
            _ => true,
        }
    })
}

/// The shared output of an `scf.forall` tied to `v`, one of its results
/// or one of its region's shared-output arguments.
fn forall_tied_output(op: strata_ir::OpRef<'_>, v: ValueId) -> Option<ValueId> {
    let rank = super::forall_rank(op);
    let k = match op.body.value_def(v) {
        strata_ir::ValueDef::Result(_, k) => k as usize,
        strata_ir::ValueDef::BlockArg(_, k) => (k as usize).checked_sub(rank)?,
        _ => return None,
    };
    let i = strata_dialect_utils::segments::operand_group(op, FORALL_OUTPUTS).nth(k)?;
    Some(op.operand(i))
}

/// Whether the buffer of `v` may be read: by a use that reads it, or
/// through the values aliasing uses that neither read nor write it
/// (MLIR's `isValueRead`, before any in-place decision).
fn is_value_read(op: strata_ir::OpRef<'_>, v: ValueId) -> bool {
    let body = op.body;
    let mut work = vec![v];
    let mut seen = std::collections::HashSet::new();
    while let Some(x) = work.pop() {
        if !seen.insert(x) {
            continue;
        }
        for (u, j) in body.uses(x) {
            let user = strata_ir::OpRef::new(op.ctx, body, u);
            let Some(iface) = strata_ir::bufferization::bufferizable(user) else {
                return true;
            };
            if (iface.reads)(user, j) {
                return true;
            }
            // A write overwrites what the aliases would read.
            if (iface.writes)(user, j) {
                continue;
            }
            let mut aliases = Vec::new();
            (iface.aliasing_values)(user, j, &mut aliases);
            work.extend(aliases.into_iter().map(|a| a.value));
        }
    }
    false
}

/// `scf.forall`: each shared output is written (by the
/// `parallel_insert_slice` ops of the terminator) and is the buffer of the
/// matching region argument and result; it is read (as mlir-opt 22
/// decides, whatever the body does). The body runs in parallel when it
/// runs more than once.
pub(crate) const FORALL: BufferizableOpInterface = BufferizableOpInterface {
    writes: |_, _| true,
    aliasing_values: |op, i, out| {
        let Some(k) = strata_dialect_utils::segments::operand_group(op, FORALL_OUTPUTS).position(|j| j == i)
        else {
            return;
        };
        if let Some(r) = op.results().nth(k) {
            out.push(AliasingValue::equivalent(r));
        }
        let rank = super::forall_rank(op);
        let (body, regions) = op.regions();
        if let Some(arg) = regions
            .first()
            .and_then(|&r| body.region_entry(r))
            .and_then(|e| body.block_args(e).get(rank + k).copied())
        {
            out.push(AliasingValue::equivalent(arg));
        }
    },
    is_repetitive_region: |op, _| forall_is_repetitive(op),
    is_parallel_region: |op, _| forall_is_repetitive(op),
    buffer_type: Some(|b, state, op, v| {
        let out = forall_tied_output(strata_ir::OpRef::new(b.ctx, b.body, op), v).ok_or(Failed)?;
        state.buffer_type(b, out)
    }),
    bufferize: |b, state, op| bufferize_forall(b, state, op),
    ..BufferizableOpInterface::DEFAULT
};

/// Rebuilds an `scf.forall` without shared outputs nor results: its body
/// sees the outputs' buffers (as tensors) in place of its shared-output
/// arguments, and its results are those buffers.
fn bufferize_forall(b: &mut OpBuilder<'_>, state: &mut dyn BufferizationState, op: OpId) -> LogicalResult {
    let ctx = b.ctx;
    let r = strata_ir::OpRef::new(ctx, b.body, op);
    let rank = super::forall_rank(r);
    let outputs: Vec<usize> = strata_dialect_utils::segments::operand_group(r, FORALL_OUTPUTS).collect();
    let first_output = outputs.first().copied().unwrap_or(b.body.num_operands(op));
    let bounds: Vec<ValueId> = b.body.operands(op).take(first_output).collect();
    let mut buffers = Vec::with_capacity(outputs.len());
    for &i in &outputs {
        let v = b.body.operand(op, i);
        b.set_insertion_point_before(op);
        buffers.push(state.buffer(b, v)?);
    }
    let entry = b
        .body
        .regions_in_body(op)
        .first()
        .and_then(|&rg| b.body.region_entry(rg))
        .ok_or(Failed)?;
    // The shared-output arguments give way to the buffers, seen as tensors
    // at the start of the body.
    let args: Vec<ValueId> = b.body.block_args(entry).to_vec();
    for (k, &buffer) in buffers.iter().enumerate().rev() {
        let Some(&arg) = args.get(rank + k) else {
            return Err(Failed);
        };
        let loc = b.body.value_loc(arg);
        let mut st = OperationState::new(ctx.op_name("bufferization.to_tensor"), loc);
        st.operands.push(buffer);
        st.result_types.push(b.body.value_type(arg));
        let tt = b.body.create_op(st);
        b.body.insert_op(InsertPoint::Start(entry), tt);
        let tensor = b.body.result(tt, 0);
        let uses: Vec<(OpId, usize)> = b.body.uses(arg).collect();
        for (u, j) in uses {
            b.body.set_operand(u, j, tensor);
        }
        b.body.erase_block_arg(entry, rank + k);
    }
    // Only the bounds remain as operands.
    let mut sizes: Vec<i32> = (0..FORALL_OUTPUTS)
        .map(|g| {
            strata_dialect_utils::segments::operand_group(strata_ir::OpRef::new(ctx, b.body, op), g).count()
                as i32
        })
        .collect();
    sizes.push(0);
    let base = b.body.op_properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    let segments = strata_dialect_utils::attrs::dense_i32_array(ctx, &sizes);
    b.body.set_op_properties(
        op,
        Some(ctx.dict_with(base, ctx.ident("operandSegmentSizes"), Some(segments))),
    );
    rebuild(b, op, bounds, Vec::new());
    b.set_insertion_point_before(op);
    state.replace_op(b, op, &buffers);
    Ok(())
}
