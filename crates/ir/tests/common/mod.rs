//! Shared helpers: a small test dialect, diagnostic capture and IR builders.
#![allow(dead_code)]

use std::sync::{Arc, Mutex};

use strata_ir::{
    BlockId, Body, Context, Diagnostic, DialectDef, Location, LocationKind, OpDef, OpId, OpRef, OpTraits,
    OperationState, RegionId, Type, ValueId,
};

pub fn test_dialect() -> DialectDef {
    let mut d = DialectDef::new("test");
    d.ops.push(OpDef {
        traits: OpTraits::ISOLATED_FROM_ABOVE | OpTraits::SYMBOL,
        inherent_attrs: &["sym_name", "sym_visibility"],
        ..OpDef::new("test.func")
    });
    d.ops.push(OpDef {
        traits: OpTraits::TERMINATOR,
        parents: &["test.func"],
        ..OpDef::new("test.return")
    });
    d.ops.push(OpDef {
        traits: OpTraits::TERMINATOR,
        parents: &["test.single", "test.graph"],
        ..OpDef::new("test.yield")
    });
    d.ops.push(OpDef::new("test.op"));
    d.ops.push(OpDef {
        traits: OpTraits::TERMINATOR,
        ..OpDef::new("test.br")
    });
    d.ops.push(OpDef {
        traits: OpTraits::GRAPH_REGIONS | OpTraits::NO_TERMINATOR,
        ..OpDef::new("test.graph")
    });
    d.ops.push(OpDef {
        traits: OpTraits::SINGLE_BLOCK,
        implicit_terminator: Some("test.yield"),
        ..OpDef::new("test.single")
    });
    d.ops.push(OpDef {
        traits: OpTraits::NO_REGION_ARGUMENTS | OpTraits::NO_TERMINATOR,
        ..OpDef::new("test.noargs")
    });
    d.ops.push(OpDef {
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        ..OpDef::new("test.same")
    });
    d.ops.push(OpDef {
        traits: OpTraits::ISOLATED_FROM_ABOVE | OpTraits::NO_TERMINATOR,
        ..OpDef::new("test.iso")
    });
    d.ops.push(OpDef {
        traits: OpTraits::ISOLATED_FROM_ABOVE
            | OpTraits::SYMBOL_TABLE
            | OpTraits::SYMBOL
            | OpTraits::NO_TERMINATOR
            | OpTraits::SINGLE_BLOCK,
        inherent_attrs: &["sym_name", "sym_visibility"],
        ..OpDef::new("test.table")
    });
    d.ops.push(OpDef {
        verify: Some(|op: OpRef<'_>| {
            if op.num_operands() != 1 {
                return Err(op.emit_op_error("expects one operand"));
            }
            Ok(())
        }),
        ..OpDef::new("test.hooked")
    });
    d
}

fn note_printer(op: OpRef<'_>) -> String {
    format!("\"{}\"", op.name_str())
}

pub fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(test_dialect());
    ctx.set_allow_unregistered_dialects(true);
    ctx.set_op_note_printer(note_printer);
    ctx
}

fn loc_str(ctx: &Context, l: Location) -> String {
    match &ctx.loc_kind(l) {
        LocationKind::FileLineCol { line, col, .. } => format!("{line}:{col}"),
        _ => "?".into(),
    }
}

fn render(ctx: &Context, d: &Diagnostic, out: &mut Vec<String>) {
    out.push(format!(
        "{}: {}: {}",
        loc_str(ctx, d.loc),
        d.severity.as_str(),
        d.message
    ));
    for n in &d.notes {
        render(ctx, n, out);
    }
}

/// Runs `f` collecting the rendered diagnostics (`line:col: severity: msg`).
pub fn collect<R>(ctx: &Context, f: impl FnOnce() -> R) -> (R, Vec<String>) {
    let store: Arc<Mutex<Vec<String>>> = Arc::default();
    let s2 = store.clone();
    let id = ctx.push_diagnostic_handler(Box::new(move |ctx, d| {
        let mut v = Vec::new();
        render(ctx, d, &mut v);
        s2.lock().unwrap().extend(v);
    }));
    let r = f();
    ctx.remove_diagnostic_handler(id);
    let v = store.lock().unwrap().clone();
    (r, v)
}

/// An IR builder over one body, with ops located at `line:1`.
pub struct B<'c> {
    pub ctx: &'c Context,
    pub body: Body,
    pub top: BlockId,
}

impl<'c> B<'c> {
    pub fn new(ctx: &'c Context) -> B<'c> {
        let (body, top) = Body::with_top_block();
        B { ctx, body, top }
    }

    pub fn loc(&self, line: u32) -> Location {
        self.ctx.file_loc("t.mlir", line, 1)
    }

    pub fn i32(&self) -> Type {
        self.ctx.i32()
    }

    /// Creates and appends an op to `block`.
    pub fn op(
        &mut self,
        block: BlockId,
        name: &str,
        line: u32,
        operands: &[ValueId],
        results: &[Type],
        successors: &[BlockId],
    ) -> OpId {
        let st = state(self.ctx, name, self.loc(line), operands, results, successors);
        let op = self.body.create_op(st);
        self.body.append_op(block, op);
        op
    }

    /// Creates an op with `n` regions (in this body), each with one block.
    pub fn region_op(
        &mut self,
        block: BlockId,
        name: &str,
        line: u32,
        operands: &[ValueId],
        n: usize,
    ) -> (OpId, Vec<BlockId>) {
        let mut st = state(self.ctx, name, self.loc(line), operands, &[], &[]);
        let mut blocks = Vec::new();
        for _ in 0..n {
            let r = self.body.create_region();
            let b = self.body.create_block();
            self.body.append_block(r, b);
            st.regions.push(r);
            blocks.push(b);
        }
        let op = self.body.create_op(st);
        self.body.append_op(block, op);
        (op, blocks)
    }

    pub fn block_in(&mut self, r: RegionId) -> BlockId {
        let b = self.body.create_block();
        self.body.append_block(r, b);
        b
    }
}

pub fn state(
    ctx: &Context,
    name: &str,
    loc: Location,
    operands: &[ValueId],
    results: &[Type],
    successors: &[BlockId],
) -> OperationState {
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = operands.to_vec();
    st.result_types = results.to_vec();
    st.successors = successors.to_vec();
    st
}

/// Builds an isolated op (`test.func`-like) named `name` with symbol `sym`,
/// whose child body has one region with one entry block; returns the op
/// and the entry block (in the child body).
pub fn isolated_op(
    ctx: &Context,
    body: &mut Body,
    at: BlockId,
    name: &str,
    sym: Option<&str>,
    line: u32,
) -> (OpId, BlockId) {
    let mut child = Body::new();
    let r = child.create_region();
    let b = child.create_block();
    child.append_block(r, b);
    let mut st = OperationState::new(ctx.op_name(name), ctx.file_loc("t.mlir", line, 1));
    if let Some(s) = sym {
        st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("sym_name"), ctx.string_attr(s))]));
    }
    st.regions = vec![r];
    st.child = Some(Box::new(child));
    let op = body.create_op(st);
    body.append_op(at, op);
    (op, b)
}

/// Creates and appends an op to `block` of `body`, located at `line:1`.
#[allow(clippy::too_many_arguments)]
pub fn add_op(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    name: &str,
    line: u32,
    operands: &[ValueId],
    results: &[Type],
    successors: &[BlockId],
) -> OpId {
    let st = state(
        ctx,
        name,
        ctx.file_loc("t.mlir", line, 1),
        operands,
        results,
        successors,
    );
    let op = body.create_op(st);
    body.append_op(block, op);
    op
}

/// A small deterministic RNG (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    pub fn pick<T: Copy>(&mut self, v: &[T]) -> Option<T> {
        if v.is_empty() {
            None
        } else {
            Some(v[self.below(v.len())])
        }
    }
}

/// The live ops, blocks and values reachable from the root regions of
/// `body` (not entering child bodies).
pub fn snapshot(body: &Body) -> (Vec<OpId>, Vec<BlockId>, Vec<ValueId>) {
    let (mut ops, mut blocks, mut values) = (Vec::new(), Vec::new(), Vec::new());
    let mut regions: Vec<RegionId> = body.root_regions().to_vec();
    while let Some(r) = regions.pop() {
        for b in body.region_blocks(r) {
            blocks.push(b);
            values.extend_from_slice(body.block_args(b));
            for op in body.block_ops(b) {
                ops.push(op);
                values.extend(body.results(op));
                if body.child_body(op).is_none() {
                    regions.extend_from_slice(body.regions_in_body(op));
                }
            }
        }
    }
    (ops, blocks, values)
}

/// A canonical text of a body's structure, independent of entity ids.
pub fn dump(ctx: &Context, body: &Body) -> String {
    use std::collections::HashMap;
    use std::fmt::Write;
    let mut out = String::new();
    let mut vnum: HashMap<ValueId, usize> = HashMap::new();
    let mut bnum: HashMap<BlockId, usize> = HashMap::new();
    let (_, blocks, _) = snapshot(body);
    for (i, b) in blocks.iter().enumerate() {
        bnum.insert(*b, i);
    }
    fn region(
        ctx: &Context,
        body: &Body,
        r: RegionId,
        depth: usize,
        out: &mut String,
        vnum: &mut HashMap<ValueId, usize>,
        bnum: &HashMap<BlockId, usize>,
    ) {
        for b in body.region_blocks(r) {
            let args: Vec<String> = body
                .block_args(b)
                .iter()
                .map(|&a| {
                    let n = vnum.len();
                    vnum.insert(a, n);
                    format!("%{n}")
                })
                .collect();
            let _ = writeln!(out, "{:1$}^bb{2}({3})", "", depth, bnum[&b], args.join(","));
            for op in body.block_ops(b) {
                let operands: Vec<String> = body
                    .operands(op)
                    .map(|v| vnum.get(&v).map_or("?".to_string(), |n| format!("%{n}")))
                    .collect();
                let results: Vec<String> = body
                    .results(op)
                    .map(|v| {
                        let n = vnum.len();
                        vnum.insert(v, n);
                        format!("%{n}")
                    })
                    .collect();
                let succs: Vec<String> = body.successors(op).map(|s| format!("^bb{}", bnum[&s])).collect();
                let _ = writeln!(
                    out,
                    "{:1$}{2} = {3}({4})[{5}] {6:?} {7:?}",
                    "",
                    depth + 1,
                    results.join(","),
                    ctx.op_name_str(body.op_name(op)),
                    operands.join(","),
                    succs.join(","),
                    body.op_properties(op),
                    body.op_attr_dict(op),
                );
                if body.child_body(op).is_none() {
                    for &r in body.regions_in_body(op) {
                        region(ctx, body, r, depth + 2, out, vnum, bnum);
                    }
                }
            }
        }
    }
    // Values used before their definition print as `?`, which is fine for a
    // comparison as long as both sides do the same.
    for &r in body.root_regions() {
        region(ctx, body, r, 0, &mut out, &mut vnum, &bnum);
    }
    out
}

/// Applies `steps` random structural edits to `body`, checking the
/// storage invariants after each one when `check` is set.
pub fn random_edits(ctx: &Context, body: &mut Body, seed: u64, steps: usize, check: bool) {
    use strata_ir::{InsertPoint, IrMapping};
    let mut rng = Rng(seed | 1);
    let i32 = ctx.i32();
    for step in 0..steps {
        let (ops, blocks, values) = snapshot(body);
        // Plain ops (no regions, no successors) are safe to move and erase.
        let plain: Vec<OpId> = ops
            .iter()
            .copied()
            .filter(|&o| body.num_regions(o) == 0 && body.num_successors(o) == 0)
            .collect();
        let kind = rng.below(11);
        match kind {
            0 | 1 => {
                // Create an op with random operands at a random point.
                let Some(b) = rng.pick(&blocks) else { continue };
                let n = rng.below(12);
                let operands: Vec<ValueId> = (0..n).filter_map(|_| rng.pick(&values)).collect();
                let nres = rng.below(3);
                let st = state(ctx, "foo.op", ctx.unknown_loc(), &operands, &vec![i32; nres], &[]);
                let op = body.create_op(st);
                let at = match body.first_op(b) {
                    Some(first) if rng.below(2) == 0 => InsertPoint::Before(first),
                    _ => InsertPoint::End(b),
                };
                body.insert_op(at, op);
            }
            2 => {
                // Move a plain op before another op or to a block's start.
                let (Some(op), Some(b)) = (rng.pick(&plain), rng.pick(&blocks)) else {
                    continue;
                };
                match rng.pick(&ops) {
                    Some(t) if t != op && rng.below(2) == 0 => body.move_op(op, InsertPoint::Before(t)),
                    _ => body.move_op(op, InsertPoint::Start(b)),
                }
            }
            3 => {
                // Erase a plain op after redirecting its results' uses.
                let Some(op) = rng.pick(&plain) else { continue };
                let results: Vec<ValueId> = body.results(op).collect();
                let others: Vec<ValueId> = values.iter().copied().filter(|v| !results.contains(v)).collect();
                let Some(repl) = rng.pick(&others) else { continue };
                for r in results {
                    body.replace_all_uses_with(r, repl);
                }
                body.erase_op(op);
            }
            4 => {
                let (Some(a), Some(b)) = (rng.pick(&values), rng.pick(&values)) else {
                    continue;
                };
                body.replace_all_uses_with(a, b);
            }
            5 => {
                // Split a block at one of its ops.
                let Some(op) = rng.pick(&ops) else { continue };
                let b = body.op_block(op).unwrap();
                if body.block_region(b).is_some() {
                    body.split_block(b, op);
                }
            }
            6 => {
                // Merge a predecessor-free, non-entry block into its
                // previous block.
                let cands: Vec<BlockId> = blocks
                    .iter()
                    .copied()
                    .filter(|&b| body.prev_block(b).is_some() && !body.has_predecessors(b))
                    .collect();
                let Some(src) = rng.pick(&cands) else { continue };
                let prev = body.prev_block(src).unwrap();
                let nargs = body.block_args(src).len();
                let outside: Vec<ValueId> = values
                    .iter()
                    .copied()
                    .filter(|&v| body.value_parent_block(v) != Some(src))
                    .collect();
                let Some(fill) = rng.pick(&outside) else { continue };
                body.merge_block_into(src, InsertPoint::End(prev), &vec![fill; nargs]);
            }
            7 => {
                // Clone a plain op next to itself.
                let Some(op) = rng.pick(&plain) else { continue };
                let mut map = IrMapping::new();
                let c = body.clone_op(op, &mut map);
                body.insert_op(InsertPoint::After(op), c);
            }
            8 => {
                // Change an op's operand count (exercises slot reuse).
                let Some(op) = rng.pick(&ops) else { continue };
                let n = rng.below(20);
                let operands: Vec<ValueId> = (0..n).filter_map(|_| rng.pick(&values)).collect();
                body.set_operands(op, &operands);
            }
            9 => {
                // A branch at the end of a block to a block of its region.
                let Some(b) = rng.pick(&blocks) else { continue };
                let Some(r) = body.block_region(b) else { continue };
                let targets: Vec<BlockId> = body.region_blocks(r).collect();
                let t = rng.pick(&targets).unwrap();
                let st = state(ctx, "foo.br", ctx.unknown_loc(), &[], &[], &[t]);
                let op = body.create_op(st);
                body.append_op(b, op);
            }
            _ => {
                // Add a block argument, or erase an unused one.
                let Some(b) = rng.pick(&blocks) else { continue };
                let args = body.block_args(b).to_vec();
                match args.iter().position(|&a| !body.has_uses(a)) {
                    Some(i) if rng.below(2) == 0 => body.erase_block_arg(b, i),
                    _ => {
                        let at = rng.below(args.len() + 1);
                        body.insert_block_arg(b, at, i32, ctx.unknown_loc());
                    }
                }
            }
        }
        if check {
            if let Err(e) = body.check_invariants() {
                panic!("invariant broken after step {step} (edit kind {kind}): {e}");
            }
        }
    }
}

/// A region holding op with two blocks, appended to `block`: a start for
/// random edits with nested regions.
pub fn seed_ir(ctx: &Context, body: &mut Body, block: BlockId) {
    let i32 = ctx.i32();
    let a = add_op(ctx, body, block, "foo.a", 1, &[], &[i32, i32], &[]);
    let mut st = state(
        ctx,
        "foo.region",
        ctx.unknown_loc(),
        &[body.result(a, 0)],
        &[i32],
        &[],
    );
    let r = body.create_region();
    let b1 = body.create_block();
    body.append_block(r, b1);
    let b2 = body.create_block();
    body.append_block(r, b2);
    body.add_block_arg(b2, i32, ctx.unknown_loc());
    st.regions.push(r);
    let reg = body.create_op(st);
    body.append_op(block, reg);
    let x = add_op(ctx, body, b1, "foo.x", 2, &[body.result(a, 1)], &[i32], &[]);
    add_op(ctx, body, b2, "foo.y", 3, &[body.result(x, 0)], &[], &[]);
    add_op(ctx, body, block, "foo.z", 4, &[body.result(reg, 0)], &[], &[]);
}
