//! A nested pipeline gives the same IR and the same diagnostics, in the
//! same order, with and without threads.

use std::sync::{Arc, Mutex};

use strata_ir::{
    Body, Context, DialectDef, IsolatedOpMut, LogicalResult, OpDef, OpTraits, OperationState, Severity,
};
use strata_pass::{OpPassManager, Pass, RunOptions};

/// Appends `n` ops to the first block of each function and warns once.
struct Grow(usize);

impl Pass for Grow {
    fn argument(&self) -> &'static str {
        "grow"
    }
    fn description(&self) -> &'static str {
        "test pass"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("t.func")
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let loc = op.loc();
        let body = op.body();
        let r = body.root_regions()[0];
        let b = body.region_entry(r).unwrap();
        for _ in 0..self.0 {
            let mut st = OperationState::new(ctx.op_name("u.x"), loc);
            st.result_types = vec![ctx.i32()];
            let o = body.create_op(st);
            body.append_op(b, o);
        }
        ctx.emit(strata_ir::Diagnostic::warning(
            loc,
            format!("grew {}", body.num_ops()),
        ));
        Ok(())
    }
}

fn module(ctx: &Context, functions: usize) -> Body {
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
        for _ in 0..i {
            let o = fbody.create_op(OperationState::new(ctx.op_name("u.y"), ctx.unknown_loc()));
            fbody.append_op(fb, o);
        }
        let mut st = OperationState::new(ctx.op_name("t.func"), ctx.file_loc("m", i as u32 + 1, 1));
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

fn run(threading: bool) -> (Vec<usize>, Vec<String>) {
    let mut ctx = Context::new();
    let mut d = DialectDef::new("t");
    d.ops.push(OpDef {
        traits: OpTraits::ISOLATED_FROM_ABOVE | OpTraits::NO_TERMINATOR,
        ..OpDef::new("t.func")
    });
    ctx.register_dialect(d);
    ctx.set_allow_unregistered_dialects(true);
    let seen = Arc::new(Mutex::new(Vec::new()));
    let s2 = seen.clone();
    ctx.push_diagnostic_handler(Box::new(move |ctx, d| {
        if d.severity == Severity::Warning {
            let line = match &ctx.loc_kind(d.loc) {
                strata_ir::LocationKind::FileLineCol { line, .. } => *line,
                _ => 0,
            };
            s2.lock().unwrap().push(format!("{line}: {}", d.message));
        }
    }));
    let mut top = module(&ctx, 64);
    let mut pm = OpPassManager::new(strata_ir::builtin::MODULE);
    pm.add_pass(Box::new(Grow(3)));
    pm.add_pass(Box::new(Grow(2)));
    assert_eq!(pm.to_pipeline_string(), "builtin.module(t.func(grow,grow))");
    pm.run_on_top(
        &ctx,
        &mut top,
        &RunOptions {
            threading,
            verify_each: true,
            timing: false,
            ..Default::default()
        },
    )
    .unwrap();
    let m = top
        .first_op(top.region_entry(top.root_regions()[0]).unwrap())
        .unwrap();
    let mbody = top.child_body(m).unwrap();
    let sizes = mbody
        .block_ops(mbody.region_entry(mbody.root_regions()[0]).unwrap())
        .map(|f| mbody.child_body(f).unwrap().num_ops())
        .collect();
    let diags = seen.lock().unwrap().clone();
    (sizes, diags)
}

#[test]
fn threads_do_not_change_results_or_diagnostic_order() {
    let seq = run(false);
    let par = run(true);
    assert_eq!(seq, par);
    assert_eq!(seq.0[0], 5);
    assert_eq!(seq.0[63], 63 + 5);
    assert_eq!(seq.1.len(), 128);
    assert_eq!(seq.1[0], "1: grew 3");
    assert_eq!(seq.1[1], "1: grew 5");
    assert_eq!(seq.1[127], "64: grew 68");
}
