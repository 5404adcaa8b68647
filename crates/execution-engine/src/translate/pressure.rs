//! Register pressure of SIMD code, on the translated Cranelift function
//! before code generation (at the optimizing levels).
//!
//! The vector lowerings give loop-carried tiles (a `vector<8x16xf32>`
//! accumulator is 32 `F32X4` block parameters) and load every operand of
//! a loop step before the first use. x64 has 16 SIMD registers; with more
//! values live, Cranelift spills, and a loop-carried value spilled around
//! an `fma` (whose result is tied to a multiplied operand, so the addend
//! interferes with the result) gets a stack slot of its own in each
//! iteration, copied memory to memory on the back edge. Two rewrites:
//!
//! - [`sink_loads`]: a load with a single use later in its block moves to
//!   just before that use when only loads and arithmetic lie between
//!   (no store, call or other effect), so it is live for no longer than
//!   needed and can become the use's memory operand (`vbroadcastss` of a
//!   splat, the addend of an `fma`). Not in functions with volatile
//!   accesses (the translator keeps their loads in order).
//! - [`demote_vector_params`]: a block with more than [`MAX_SIMD_PARAMS`]
//!   SIMD parameters keeps the first [`KEEP_SIMD_PARAMS`] and passes the
//!   others that are accumulators updated once per trip (see
//!   [`accumulates_once`]) through a stack slot (one per function, a place per
//!   parameter): each branch to the block stores its
//!   argument (right after the argument's definition when that is in the
//!   branching block and the slot is not read after it there), and each
//!   use loads the slot just before it (a memory operand of the use).
//!   Every entry into the block stores last, so a use dominated by the
//!   block reads the value of the latest entry, as the parameter held.
//!   Only blocks whose predecessors all branch to them with `jump` are
//!   rewritten (a conditional branch's store would be seen on its other
//!   edge).
//!
//! Both are linear in the function's size.

use std::collections::HashMap;

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::{
    BlockArg, Function, Inst, InstBuilder, MemFlagsData, Opcode, StackSlot, StackSlotData, StackSlotKind,
    Value, ValueDef,
};

/// Blocks with more SIMD parameters than this have some demoted.
const MAX_SIMD_PARAMS: usize = 12;
/// How many SIMD parameters a block with too many keeps in registers
/// (the rest of the 16 registers hold a step's operands).
const KEEP_SIMD_PARAMS: usize = 8;

/// Whether `inst` must keep its place relative to memory reads.
fn is_barrier(func: &Function, inst: Inst) -> bool {
    let op = func.dfg.insts[inst].opcode();
    op.can_store() || op.is_call() || op.other_side_effects() || (op.can_trap() && !op.can_load())
}

/// Whether `inst` is kept for its effect, whether or not its results are
/// used.
fn is_root(func: &Function, inst: Inst) -> bool {
    let op = func.dfg.insts[inst].opcode();
    is_barrier(func, inst) || op.can_load() || op.is_branch() || op.is_terminator()
}

/// How many times each value is used by instructions that are not dead
/// (Cranelift removes those later), and the last such user.
fn live_uses(func: &Function) -> HashMap<Value, (u32, Inst)> {
    let mut live = std::collections::HashSet::new();
    let mut work = Vec::new();
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            if is_root(func, inst) && live.insert(inst) {
                work.push(inst);
            }
        }
    }
    while let Some(inst) = work.pop() {
        for v in func.dfg.inst_values(inst) {
            if let ValueDef::Result(def, _) = func.dfg.value_def(v) {
                if live.insert(def) {
                    work.push(def);
                }
            }
        }
    }
    let mut uses: HashMap<Value, (u32, Inst)> = HashMap::new();
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            if !live.contains(&inst) {
                continue;
            }
            for v in func.dfg.inst_values(inst) {
                let e = uses.entry(v).or_insert((0, inst));
                e.0 += 1;
                e.1 = inst;
            }
        }
    }
    uses
}

/// Moves single-use loads down to their use (see the module comment).
pub(super) fn sink_loads(func: &mut Function) {
    func.dfg.resolve_all_aliases();
    let uses = live_uses(func);
    let blocks: Vec<_> = func.layout.blocks().collect();
    let mut moves = Vec::new();
    for block in blocks {
        // Instructions of the block, and the number of barriers before each.
        let insts: Vec<Inst> = func.layout.block_insts(block).collect();
        let mut index = HashMap::with_capacity(insts.len());
        let mut barriers = Vec::with_capacity(insts.len() + 1);
        barriers.push(0u32);
        for (i, &inst) in insts.iter().enumerate() {
            index.insert(inst, i);
            let n = barriers[i] + u32::from(is_barrier(func, inst));
            barriers.push(n);
        }
        for (i, &inst) in insts.iter().enumerate() {
            if func.dfg.insts[inst].opcode() != Opcode::Load {
                continue;
            }
            let [v] = func.dfg.inst_results(inst) else {
                continue;
            };
            let Some(&(1, user)) = uses.get(v) else {
                continue;
            };
            let Some(&j) = index.get(&user) else {
                continue;
            };
            // Between the load and its use (exclusive): no barrier.
            if j > i + 1 && barriers[j] == barriers[i + 1] {
                moves.push((inst, user));
            }
        }
    }
    for (load, user) in moves {
        func.layout.remove_inst(load);
        func.layout.insert_inst(load, user);
    }
}

/// Passes the SIMD parameters of blocks with too many through stack slots
/// (see the module comment).
pub(super) fn demote_vector_params(func: &mut Function) {
    demote_vector_params_with(func, MAX_SIMD_PARAMS, KEEP_SIMD_PARAMS);
}

fn demote_vector_params_with(func: &mut Function, max: usize, keep: usize) {
    func.dfg.resolve_all_aliases();
    let entry = func.layout.entry_block();
    // The parameters to demote: their place in the slot, and their
    // positions (to remove them last first).
    let mut demote: HashMap<Value, (StackSlot, i32)> = HashMap::new();
    let mut by_block: Vec<(usize, Value)> = Vec::new();
    let blocks: Vec<_> = func.layout.blocks().collect();
    let uses = live_uses(func);
    // The branches to each block: `jump`s, or any other (which rules the
    // block out).
    let mut into: HashMap<cranelift_codegen::ir::Block, (Vec<Inst>, bool)> = HashMap::new();
    for &block in &blocks {
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        let data = &func.dfg.insts[term];
        for c in data.branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables) {
            let e = into.entry(c.block(&func.dfg.value_lists)).or_default();
            e.0.push(term);
            e.1 |= data.opcode() != Opcode::Jump;
        }
    }
    let mut candidates = HashMap::new();
    let mut jumps = Vec::new();
    for &block in &blocks {
        if Some(block) == entry {
            continue;
        }
        let Some((preds, other)) = into.get(&block) else {
            continue;
        };
        if *other {
            continue;
        }
        let params = func.dfg.block_params(block);
        let simd: Vec<(usize, Value)> = params
            .iter()
            .enumerate()
            .filter(|(_, &p)| func.dfg.value_type(p).is_vector())
            .map(|(i, &p)| (i, p))
            .collect();
        if simd.len() <= max {
            continue;
        }
        let args: Vec<Vec<Option<Value>>> = preds
            .iter()
            .map(|&j| {
                func.dfg.insts[j]
                    .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables)
                    .first()
                    .map(|c| c.args(&func.dfg.value_lists).map(|a| a.as_value()).collect())
                    .unwrap_or_default()
            })
            .collect();
        let demoted: Vec<(usize, Value)> = simd[keep..]
            .iter()
            .copied()
            .filter(|&(i, p)| accumulates_once(func, &uses, &args, i, p))
            .collect();
        if !demoted.is_empty() {
            candidates.insert(block, demoted);
            jumps.extend(preds.iter().map(|&j| (j, block)));
        }
    }
    if candidates.is_empty() {
        return;
    }
    // One slot for all: its address is one register (Cranelift computes
    // it once), each parameter at its own offset.
    let mut offsets: HashMap<Value, i32> = HashMap::new();
    let mut size = 0u32;
    for params in candidates.values() {
        for &(i, p) in params {
            let bytes = func.dfg.value_type(p).bytes();
            size = size.next_multiple_of(bytes.max(1));
            let Ok(off) = i32::try_from(size) else {
                return;
            };
            offsets.insert(p, off);
            size += bytes;
            by_block.push((i, p));
        }
    }
    let slot = func.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, size, 4));
    for (&p, &off) in &offsets {
        demote.insert(p, (slot, off));
    }
    let flags = MemFlagsData::trusted();
    // Each use of a demoted parameter loads its slot just before it; the
    // last load of each slot in each block is remembered.
    let mut last_load: HashMap<(cranelift_codegen::ir::Block, Value), Inst> = HashMap::new();
    for &block in &blocks {
        let insts: Vec<Inst> = func.layout.block_insts(block).collect();
        for inst in insts {
            let used: Vec<Value> = func
                .dfg
                .inst_values(inst)
                .filter(|v| demote.contains_key(v))
                .collect();
            if used.is_empty() {
                continue;
            }
            let mut loaded: HashMap<Value, Value> = HashMap::new();
            for p in used {
                if loaded.contains_key(&p) {
                    continue;
                }
                let (slot, off) = demote[&p];
                let ty = func.dfg.value_type(p);
                let mut pos = FuncCursor::new(func).at_inst(inst);
                let addr = pos.ins().stack_addr(cranelift_codegen::ir::types::I64, slot, 0);
                let l = pos.ins().load(ty, flags, addr, off);
                if let ValueDef::Result(load_inst, _) = pos.func.dfg.value_def(l) {
                    last_load.insert((block, p), load_inst);
                }
                loaded.insert(p, l);
            }
            func.dfg
                .map_inst_values(inst, |v| loaded.get(&v).copied().unwrap_or(v));
        }
    }
    // Each jump stores its arguments of demoted parameters and no longer
    // passes them.
    for &(jump, dest) in &jumps {
        let Some(params) = candidates.get(&dest) else {
            continue;
        };
        let Some(jblock) = func.layout.inst_block(jump) else {
            continue;
        };
        let call = func.dfg.insts[jump]
            .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables)
            .first()
            .copied();
        let Some(call) = call else {
            continue;
        };
        let args: Vec<BlockArg> = call.args(&func.dfg.value_lists).collect();
        for &(i, p) in params {
            let Some(v) = args.get(i).and_then(|a| a.as_value()) else {
                continue;
            };
            let (slot, off) = demote[&p];
            // After the argument's definition when it is in this block and
            // the slot is not read after it here; else before the jump.
            let after = match func.dfg.value_def(v) {
                ValueDef::Result(def, _) if func.layout.inst_block(def) == Some(jblock) => {
                    match last_load.get(&(jblock, p)) {
                        Some(&l) => (func.layout.pp_cmp(l, def) == std::cmp::Ordering::Less).then_some(def),
                        None => Some(def),
                    }
                }
                _ => None,
            };
            let mut pos = FuncCursor::new(func);
            match after {
                Some(def) => pos.goto_after_inst(def),
                None => pos.goto_inst(jump),
            }
            let addr = pos.ins().stack_addr(cranelift_codegen::ir::types::I64, slot, 0);
            pos.ins().store(flags, v, addr, off);
        }
    }
    // Drop the arguments and the parameters, last first.
    for &(jump, dest) in &jumps {
        let Some(params) = candidates.get(&dest) else {
            continue;
        };
        let dfg = &mut func.dfg;
        if let Some(call) = dfg.insts[jump]
            .branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables)
            .first_mut()
        {
            for &(i, _) in params.iter().rev() {
                call.remove(i, &mut dfg.value_lists);
            }
        }
    }
    by_block.sort_by_key(|e| std::cmp::Reverse(e.0));
    for (_, p) in by_block {
        func.dfg.remove_block_param(p);
    }
}

/// Whether block parameter `p` (the `i`th of its block) is an accumulator
/// updated once per trip: one of the jumps to its block (whose arguments
/// are `jump_args`) passes, in its place, the result of an instruction that reads `p` and is used only
/// there. Values updated several times per trip (a tile over several k
/// steps) would be spilled within the trip anyway, and a slot adds a load
/// and a store to that.
fn accumulates_once(
    func: &Function,
    uses: &HashMap<Value, (u32, Inst)>,
    jump_args: &[Vec<Option<Value>>],
    i: usize,
    p: Value,
) -> bool {
    jump_args.iter().any(|args| {
        let Some(Some(r)) = args.get(i).copied() else {
            return false;
        };
        let ValueDef::Result(update, _) = func.dfg.value_def(r) else {
            return false;
        };
        uses.get(&r).is_some_and(|&(n, _)| n == 1)
            && !func.dfg.insts[update].opcode().is_branch()
            && func.dfg.inst_values(update).any(|v| v == p)
    })
}
