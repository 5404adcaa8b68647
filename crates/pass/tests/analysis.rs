//! The pass manager keeps each isolated op's analyses from one pass to the
//! next when the pass preserved them, and recomputes them otherwise, with
//! nested ops running in parallel.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use strata_ir::{
    Body, Context, DialectDef, IsolatedOpMut, LogicalResult, OpDef, OpName, OpTraits, OperationState,
};
use strata_pass::{Analysis, AnalysisManager, OpPassManager, Pass, RunOptions};

static NEXT: AtomicUsize = AtomicUsize::new(0);

/// An analysis with a distinct number each time it is computed.
struct Numbered(usize);

impl Analysis for Numbered {
    fn compute(_: &Context, _: OpName, _: &Body) -> Self {
        Numbered(NEXT.fetch_add(1, Ordering::SeqCst))
    }
}

static SEEN: Mutex<Vec<(u32, usize, usize)>> = Mutex::new(Vec::new());

/// Records the analysis it gets (by function line and pass index).
struct Probe {
    index: usize,
    preserve: bool,
}

impl Pass for Probe {
    fn argument(&self) -> &'static str {
        "probe"
    }
    fn description(&self) -> &'static str {
        "test pass"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("t.func")
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        self.run_with_analyses(ctx, op, &mut AnalysisManager::new())
    }
    fn run_with_analyses(
        &self,
        ctx: &Context,
        op: &mut IsolatedOpMut<'_>,
        am: &mut AnalysisManager,
    ) -> LogicalResult {
        let line = match &ctx.loc_kind(op.loc()) {
            strata_ir::LocationKind::FileLineCol { line, .. } => *line,
            _ => 0,
        };
        let name = op.name();
        let a = am.get::<Numbered>(ctx, name, op.body_ref());
        SEEN.lock().unwrap().push((line, self.index, a.0));
        if self.preserve {
            am.mark_preserved::<Numbered>();
        }
        Ok(())
    }
}

fn module(ctx: &Context, functions: u32) -> Body {
    let (mut top, tb) = Body::with_top_block();
    let mut mbody = Body::new();
    let mr = mbody.create_region();
    let mb = mbody.create_block();
    mbody.append_block(mr, mb);
    for i in 0..functions {
        let mut fbody = Body::new();
        let fr = fbody.create_region();
        let fb = fbody.create_block();
        fbody.append_block(fr, fb);
        let mut st = OperationState::new(ctx.op_name("t.func"), ctx.file_loc("m", i + 1, 1));
        st.regions = vec![fr];
        st.child = Some(Box::new(fbody));
        let f = mbody.create_op(st);
        mbody.append_op(mb, f);
    }
    let mut st = OperationState::new(ctx.op_name(strata_ir::builtin::MODULE), ctx.unknown_loc());
    st.regions = vec![mr];
    st.child = Some(Box::new(mbody));
    let m = top.create_op(st);
    top.append_op(tb, m);
    top
}

#[test]
fn analyses_are_kept_only_when_preserved() {
    let mut ctx = Context::new();
    let mut d = DialectDef::new("t");
    d.ops.push(OpDef {
        traits: OpTraits::ISOLATED_FROM_ABOVE | OpTraits::NO_TERMINATOR,
        ..OpDef::new("t.func")
    });
    ctx.register_dialect(d);
    let mut top = module(&ctx, 16);
    let mut pm = OpPassManager::new(strata_ir::builtin::MODULE);
    // Passes 0 and 1 share one function pipeline; pass 2 is in another,
    // run after a module-level boundary, and sees the analysis pass 1
    // preserved; pass 3 sees a recomputed one (pass 2 preserved nothing).
    pm.add_pass(Box::new(Probe {
        index: 0,
        preserve: true,
    }));
    pm.add_pass(Box::new(Probe {
        index: 1,
        preserve: true,
    }));
    pm.entries
        .push(strata_pass::PassEntry::Nested(OpPassManager::new("t.func")));
    if let Some(strata_pass::PassEntry::Nested(inner)) = pm.entries.last_mut() {
        inner.add_pass(Box::new(Probe {
            index: 2,
            preserve: false,
        }));
        inner.add_pass(Box::new(Probe {
            index: 3,
            preserve: false,
        }));
    }
    pm.run_on_top(&ctx, &mut top, &RunOptions::default()).unwrap();
    let seen = SEEN.lock().unwrap().clone();
    assert_eq!(seen.len(), 16 * 4);
    for line in 1..=16 {
        let of = |i: usize| seen.iter().find(|(l, p, _)| *l == line && *p == i).unwrap().2;
        assert_eq!(of(0), of(1), "cached between passes");
        assert_eq!(of(1), of(2), "kept across nested pipelines");
        assert_ne!(of(2), of(3), "recomputed after a pass that did not preserve it");
    }
}
