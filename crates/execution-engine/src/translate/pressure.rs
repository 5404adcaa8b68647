//! Register pressure of SIMD code, on the translated Cranelift function
//! before code generation (at the optimizing levels): two rewrites before
//! Cranelift's optimizations, one after.
//!
//! The vector lowerings give loop-carried tiles (a `vector<8x16xf32>`
//! accumulator is 32 `F32X4` block parameters) and load every operand of
//! a loop step before the first use. x64 has 16 SIMD registers; with more
//! values live, Cranelift spills, and a loop-carried value spilled around
//! an `fma` (whose result is tied to a multiplied operand, so the addend
//! interferes with the result) gets a stack slot of its own in each
//! iteration, copied memory to memory on the back edge. The rewrites:
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
//! - [`interleave_chains`]: after Cranelift's optimizations, chains of
//!   `fma`s accumulating a straight-line reduction are advanced a group
//!   at a time, step by step, instead of one whole chain after another.
//!
//! All are linear in the function's size.

use std::collections::HashMap;

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::{
    BlockArg, Function, Inst, InstBuilder, InstructionData, MemFlagsData, Opcode, StackSlot, StackSlotData,
    StackSlotKind, Value, ValueDef,
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

/// How many accumulator chains [`interleave_chains`] advances together:
/// their accumulators stay in registers (x64 has 16 SIMD registers; the
/// rest hold a step's operands), and there are enough independent `fma`s
/// to cover one's latency on two units (groups of 4 spill less on some
/// convolution tiles but run slower; groups of 12 spill more).
const CHAIN_GROUP: usize = 8;

/// Whether `inst` may move within its block among the others that may:
/// pure instructions and plain loads (the translator's loads are not
/// volatile in the functions this runs on).
fn movable(func: &Function, inst: Inst) -> bool {
    let op = func.dfg.insts[inst].opcode();
    op == Opcode::Load
        || func.dfg.inst_results(inst).len() == 1
            && !(op.can_load()
                || op.can_store()
                || op.can_trap()
                || op.is_call()
                || op.is_branch()
                || op.is_terminator()
                || op.is_return()
                || op.other_side_effects())
}

/// The stack slot place a load or store accesses through a `stack_addr`
/// of a slot whose address goes nowhere but into loads and stores
/// (`private` slots), so that no other memory access reaches it.
fn slot_place(func: &Function, private: &HashMap<StackSlot, bool>, inst: Inst) -> Option<(StackSlot, i64)> {
    let (addr, off) = match func.dfg.insts[inst] {
        InstructionData::Load {
            opcode: Opcode::Load,
            arg,
            offset,
            ..
        } => (arg, offset),
        InstructionData::Store {
            opcode: Opcode::Store,
            args: [_, addr],
            offset,
            ..
        } => (addr, offset),
        _ => return None,
    };
    let ValueDef::Result(def, _) = func.dfg.value_def(addr) else {
        return None;
    };
    match func.dfg.insts[def] {
        InstructionData::StackAddr {
            opcode: Opcode::StackAddr,
            stack_slot,
            offset: base,
        } if private.get(&stack_slot) == Some(&true) => Some((stack_slot, i64::from(base) + i64::from(off))),
        _ => None,
    }
}

/// The stack slots whose addresses only reach loads and stores as their
/// address, each place (offset) accessed at one size and no two places
/// overlapping (true: an access conflicts only with those at its place),
/// or not (false).
fn private_slots(func: &Function) -> HashMap<StackSlot, bool> {
    let mut addr_of: HashMap<Value, StackSlot> = HashMap::new();
    let mut private: HashMap<StackSlot, bool> = HashMap::new();
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            if let InstructionData::StackAddr {
                opcode: Opcode::StackAddr,
                stack_slot,
                ..
            } = func.dfg.insts[inst]
            {
                addr_of.insert(func.dfg.first_result(inst), stack_slot);
                private.entry(stack_slot).or_insert(true);
            }
        }
    }
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            let address = match func.dfg.insts[inst] {
                InstructionData::Load {
                    opcode: Opcode::Load,
                    arg,
                    ..
                } => Some(arg),
                InstructionData::Store {
                    opcode: Opcode::Store,
                    args: [_, addr],
                    ..
                } => Some(addr),
                _ => None,
            };
            let mut escaping: Vec<Value> = func.dfg.inst_values(inst).collect();
            if let Some(a) = address {
                if let Some(i) = escaping.iter().position(|&v| v == a) {
                    escaping.remove(i);
                }
            }
            for v in escaping {
                if let Some(&s) = addr_of.get(&v) {
                    private.insert(s, false);
                }
            }
        }
    }
    // The places of each slot and their sizes.
    let mut places: HashMap<StackSlot, Vec<(i64, u32)>> = HashMap::new();
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            if let Some((slot, at)) = slot_place(func, &private, inst) {
                let ty = match func.dfg.insts[inst] {
                    InstructionData::Store { args: [v, _], .. } => func.dfg.value_type(v),
                    _ => func.dfg.value_type(func.dfg.first_result(inst)),
                };
                places.entry(slot).or_default().push((at, ty.bytes()));
            }
        }
    }
    for (slot, mut list) in places {
        list.sort_unstable();
        list.dedup();
        let disjoint = list
            .windows(2)
            .all(|w| w[0].0 != w[1].0 && w[0].0 + i64::from(w[0].1) <= w[1].0);
        if !disjoint {
            private.insert(slot, false);
        }
    }
    private
}

/// Interleaves chains of `fma`s (each adding to the previous one's
/// result, used only there: an accumulator over the steps of a
/// straight-line reduction) [`CHAIN_GROUP`] at a time, step by step, on
/// the optimized function right before code generation.
///
/// Cranelift places pure instructions where they are first needed, so an
/// accumulator wanted by a branch or a store is computed whole before the
/// next one: one dependent `fma` after another (bound by its latency),
/// with the operands shared between the chains kept live (spilled) until
/// the last chain. Here each run of movable instructions (pure ones,
/// loads, and the loads and stores of private stack slots, which no other
/// access reaches, kept in order per place) of a block that has such
/// chains is emitted again: the chains in groups in the order their ends
/// came, each group one step of every chain at a time, every instruction
/// placed just after what it needs (depth first), a private-slot store
/// of a chain's result right after it, and loads (and splats of loaded
/// scalars) a group needs that an earlier group placed loaded again, so
/// that they are not live across groups; the rest follows in its order.
/// Runs without chains are left as they are. Linear in the function's
/// size (each instruction is placed once, a reload at most once per
/// group that uses it).
pub(crate) fn interleave_chains(func: &mut Function) {
    // The optimizations leave instructions out of the layout whose
    // operands may be placeholders, which code generation's alias
    // resolution would follow: they become `nop`s. (Aliases in use were
    // resolved before the optimizations.)
    let laid_out: std::collections::HashSet<Inst> = func
        .layout
        .blocks()
        .flat_map(|b| func.layout.block_insts(b))
        .collect();
    for i in 0..func.dfg.num_insts() {
        let inst = Inst::from_u32(i as u32);
        if !laid_out.contains(&inst) {
            func.dfg.insts[inst] = InstructionData::NullAry { opcode: Opcode::Nop };
        }
    }
    let mut uses: HashMap<Value, u32> = HashMap::new();
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            for v in func.dfg.inst_values(inst) {
                *uses.entry(v).or_default() += 1;
            }
        }
    }
    let private = private_slots(func);
    let blocks: Vec<_> = func.layout.blocks().collect();
    for block in blocks {
        let insts: Vec<Inst> = func.layout.block_insts(block).collect();
        let mut start = 0;
        for i in 0..=insts.len() {
            let cut = insts
                .get(i)
                .is_none_or(|&inst| !movable(func, inst) && slot_place(func, &private, inst).is_none());
            if cut {
                if i > start + 2 {
                    schedule_run(func, &insts[start..i], &uses, &private);
                }
                start = i + 1;
            }
        }
    }
}

/// The `fma` before `inst` in its chain (see [`interleave_chains`]).
fn chain_pred(
    func: &Function,
    index: &HashMap<Inst, usize>,
    uses: &HashMap<Value, u32>,
    inst: Inst,
) -> Option<Inst> {
    let InstructionData::Ternary {
        opcode: Opcode::Fma,
        args: [_, _, z],
    } = func.dfg.insts[inst]
    else {
        return None;
    };
    let ValueDef::Result(def, 0) = func.dfg.value_def(z) else {
        return None;
    };
    (func.dfg.insts[def].opcode() == Opcode::Fma && index.contains_key(&def) && uses.get(&z) == Some(&1))
        .then_some(def)
}

/// Rewrites each `extractlane` of a vector loaded in `run` as a load of
/// the lane (a splat of it becomes a broadcast load, and the vector need
/// not stay live); returns the vector loads left without uses, which are
/// dropped (a load of an invalid address is undefined behaviour in the
/// LLVM dialect, not a trap to keep).
fn lanes_as_loads(
    func: &mut Function,
    run: &[Inst],
    index: &HashMap<Inst, usize>,
    uses: &HashMap<Value, u32>,
    private: &HashMap<StackSlot, bool>,
) -> std::collections::HashSet<Inst> {
    let mut rewritten: HashMap<Inst, u32> = HashMap::new();
    for &inst in run {
        let InstructionData::BinaryImm8 {
            opcode: Opcode::Extractlane,
            arg,
            imm,
        } = func.dfg.insts[inst]
        else {
            continue;
        };
        let ValueDef::Result(load, _) = func.dfg.value_def(arg) else {
            continue;
        };
        let InstructionData::Load {
            opcode: Opcode::Load,
            arg: addr,
            flags,
            offset,
        } = func.dfg.insts[load]
        else {
            continue;
        };
        if !index.contains_key(&load) || slot_place(func, private, load).is_some() {
            continue;
        }
        let lane = func.dfg.value_type(arg).lane_type();
        let at = i64::from(offset) + i64::from(imm) * i64::from(lane.bytes());
        let Ok(at) = i32::try_from(at) else {
            continue;
        };
        let flags = func.dfg.mem_flags[flags];
        func.replace(inst).load(lane, flags, addr, at);
        *rewritten.entry(load).or_default() += 1;
    }
    rewritten
        .into_iter()
        .filter(|&(load, n)| uses.get(&func.dfg.first_result(load)) == Some(&n))
        .map(|(load, _)| load)
        .collect()
}

/// The emission of one run (see [`interleave_chains`]).
struct RunSchedule {
    /// The run's instructions and their places in it.
    index: HashMap<Inst, usize>,
    /// For each instruction, the group that placed it.
    placed: HashMap<Inst, usize>,
    /// The previous access to the same private-slot place, for each
    /// such access.
    slot_before: HashMap<Inst, Inst>,
    /// Reloads made for the current group: original and copy.
    copies: HashMap<Inst, Inst>,
    group: usize,
    order: Vec<Inst>,
}

impl RunSchedule {
    /// Whether `inst` is a load, or a splat of a scalar loaded in the
    /// run, worth loading again rather than keeping live.
    fn reloadable(&self, func: &Function, inst: Inst) -> bool {
        match func.dfg.insts[inst] {
            InstructionData::Load {
                opcode: Opcode::Load, ..
            } => !self.slot_before.contains_key(&inst),
            InstructionData::Unary {
                opcode: Opcode::Splat,
                arg,
            } => match func.dfg.value_def(arg) {
                ValueDef::Result(def, _) => {
                    self.index.contains_key(&def)
                        && func.dfg.insts[def].opcode() == Opcode::Load
                        && !self.slot_before.contains_key(&def)
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// A copy of `inst` (a reload) for the current group, placed now.
    fn copy(&mut self, func: &mut Function, inst: Inst) -> Inst {
        if let Some(&c) = self.copies.get(&inst) {
            return c;
        }
        let c = func.dfg.clone_inst(inst);
        if func.dfg.insts[inst].opcode() == Opcode::Splat {
            if let ValueDef::Result(load, _) = func.dfg.value_def(func.dfg.inst_args(inst)[0]) {
                let l = self.copy(func, load);
                let v = func.dfg.first_result(l);
                func.dfg.inst_args_mut(c)[0] = v;
            }
        }
        self.order.push(c);
        self.copies.insert(inst, c);
        c
    }

    /// Places `root` after what it needs, depth first.
    fn place(&mut self, func: &mut Function, root: Inst) {
        if self.placed.contains_key(&root) {
            return;
        }
        let mut stack = vec![root];
        while let Some(&inst) = stack.last() {
            if self.placed.contains_key(&inst) {
                stack.pop();
                continue;
            }
            let mut needs = None;
            let args: Vec<Value> = func.dfg.inst_values(inst).collect();
            for (k, v) in args.into_iter().enumerate() {
                let ValueDef::Result(def, _) = func.dfg.value_def(v) else {
                    continue;
                };
                if !self.index.contains_key(&def) {
                    continue;
                }
                match self.placed.get(&def) {
                    Some(&g) if g != self.group && self.reloadable(func, def) => {
                        let c = self.copy(func, def);
                        let r = func.dfg.first_result(c);
                        func.dfg.inst_args_mut(inst)[k] = r;
                    }
                    Some(_) => {}
                    None => {
                        needs = Some(def);
                        break;
                    }
                }
            }
            if needs.is_none() {
                needs = self
                    .slot_before
                    .get(&inst)
                    .copied()
                    .filter(|b| !self.placed.contains_key(b));
            }
            match needs {
                Some(def) => stack.push(def),
                None => {
                    self.placed.insert(inst, self.group);
                    self.order.push(inst);
                    stack.pop();
                }
            }
        }
    }
}

/// Emits one run of movable instructions again (see
/// [`interleave_chains`]).
fn schedule_run(
    func: &mut Function,
    run: &[Inst],
    uses: &HashMap<Value, u32>,
    private: &HashMap<StackSlot, bool>,
) {
    let index: HashMap<Inst, usize> = run.iter().enumerate().map(|(i, &inst)| (inst, i)).collect();
    let mut pred: HashMap<Inst, Inst> = HashMap::new();
    for &inst in run {
        if let Some(p) = chain_pred(func, &index, uses, inst) {
            pred.insert(inst, p);
        }
    }
    if pred.is_empty() {
        return;
    }
    let dropped = lanes_as_loads(func, run, &index, uses, private);
    let has_next: std::collections::HashSet<Inst> = pred.values().copied().collect();
    let mut slot_before = HashMap::new();
    let mut last_at: HashMap<(StackSlot, i64), Inst> = HashMap::new();
    // Private-slot stores of each value, to place right after it.
    let mut stores_of: HashMap<Value, Vec<Inst>> = HashMap::new();
    for &inst in run {
        if let Some(place) = slot_place(func, private, inst) {
            if let Some(prev) = last_at.insert(place, inst) {
                slot_before.insert(inst, prev);
            }
            if func.dfg.insts[inst].opcode() == Opcode::Store {
                stores_of
                    .entry(func.dfg.inst_args(inst)[0])
                    .or_default()
                    .push(inst);
            }
        }
    }
    let mut s = RunSchedule {
        index,
        placed: HashMap::new(),
        slot_before,
        copies: HashMap::new(),
        group: 0,
        order: Vec::with_capacity(run.len()),
    };
    // The chains, first step first, grouped in the order of their ends.
    let mut groups: Vec<Vec<Vec<Inst>>> = vec![Vec::new()];
    for &inst in run {
        if !pred.contains_key(&inst) || has_next.contains(&inst) {
            continue;
        }
        let mut chain = vec![inst];
        let mut cur = inst;
        while let Some(&p) = pred.get(&cur) {
            chain.push(p);
            cur = p;
        }
        chain.reverse();
        let last = groups.len() - 1;
        if groups[last].len() == CHAIN_GROUP {
            groups.push(Vec::new());
        }
        let last = groups.len() - 1;
        groups[last].push(chain);
    }
    for (g, group) in groups.iter().enumerate() {
        s.group = g;
        s.copies.clear();
        let steps = group.iter().map(Vec::len).max().unwrap_or(0);
        for step in 0..steps {
            for chain in group {
                let Some(&inst) = chain.get(step) else {
                    continue;
                };
                s.place(func, inst);
                if step + 1 == chain.len() {
                    let r = func.dfg.first_result(inst);
                    for &st in stores_of.get(&r).map(Vec::as_slice).unwrap_or(&[]) {
                        s.place(func, st);
                    }
                }
            }
        }
    }
    s.group = groups.len();
    s.copies.clear();
    for &inst in run {
        if !dropped.contains(&inst) {
            s.place(func, inst);
        }
    }
    // Lay the run out again in the new order, before what follows it.
    let after = func.layout.next_inst(run[run.len() - 1]);
    let block = func.layout.inst_block(run[0]);
    for &inst in run {
        func.layout.remove_inst(inst);
    }

    for &inst in &s.order {
        match (after, block) {
            (Some(next), _) => func.layout.insert_inst(inst, next),
            (None, Some(b)) => func.layout.append_inst(inst, b),
            (None, None) => {}
        }
    }
}
