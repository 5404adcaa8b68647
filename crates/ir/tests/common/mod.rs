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
    match ctx.loc_kind(l) {
        LocationKind::FileLineCol { line, col, .. } => format!("{line}:{col}"),
        _ => "?".into(),
    }
}

fn render(ctx: &Context, d: &Diagnostic, out: &mut Vec<String>) {
    out.push(format!("{}: {}: {}", loc_str(ctx, d.loc), d.severity.as_str(), d.message));
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
    pub fn region_op(&mut self, block: BlockId, name: &str, line: u32, operands: &[ValueId], n: usize) -> (OpId, Vec<BlockId>) {
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
pub fn isolated_op(ctx: &Context, body: &mut Body, at: BlockId, name: &str, sym: Option<&str>, line: u32) -> (OpId, BlockId) {
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
    let st = state(ctx, name, ctx.file_loc("t.mlir", line, 1), operands, results, successors);
    let op = body.create_op(st);
    body.append_op(block, op);
    op
}
