use super::*;

fn export(src: &str, inline: bool) -> Result<String, Failed> {
    let mut ctx = Context::new();
    register_dialects(&mut ctx);
    let top = strata_asm::parse_source(&ctx, src, &Default::default()).expect("parses");
    export_smtlib(
        &ctx,
        &top,
        &ExportOptions {
            inline_single_use_values: inline,
        },
    )
}

#[test]
fn exports_declarations_and_asserts() {
    let src = "smt.solver () : () -> () {\n  %a = smt.declare_fun \"a\" : !smt.bv<8>\n  %c = smt.bv.constant #smt.bv<3> : !smt.bv<8>\n  %e = smt.eq %a, %c : !smt.bv<8>\n  smt.assert %e\n  smt.check sat {} unknown {} unsat {}\n}\n";
    let text = export(src, true).expect("exports");
    assert_eq!(
        text,
        "; solver scope 0\n(declare-const a (_ BitVec 8))\n(assert (= a #x03))\n(check-sat)\n(reset)\n"
    );
    let text = export(src, false).expect("exports");
    assert!(
        text.contains("(assert (let ((tmp (= a #x03)))\n        tmp))"),
        "{text}"
    );
}

/// A query written in the dialect, exported and decided by z3.
#[test]
fn exported_queries_are_decided() {
    use crate::solver::{Outcome, Solver, Value};
    if std::process::Command::new("z3").arg("-version").output().is_err() {
        eprintln!("z3 is not installed; skipped");
        return;
    }
    let sat = "smt.solver () : () -> () {\n  %x = smt.declare_fun \"x\" : !smt.bv<8>\n  %y = smt.declare_fun \"y\" : !smt.int\n  %c = smt.bv.constant #smt.bv<200> : !smt.bv<8>\n  %s = smt.bv.add %x, %x : !smt.bv<8>\n  %e = smt.eq %s, %c : !smt.bv<8>\n  %lt = smt.bv.cmp ult %x, %c : !smt.bv<8>\n  %k = smt.int.constant -4\n  %m = smt.int.mul %y, %y\n  %d = smt.eq %y, %k : !smt.int\n  %both = smt.and %e, %lt, %d\n  smt.assert %both\n  smt.check sat {} unknown {} unsat {}\n}\n";
    let script = export(sat, false).expect("exports");
    let Ok(Outcome::Sat(model)) = Solver::z3().check(&script) else {
        panic!("expected sat for\n{script}");
    };
    assert_eq!(
        model.get("x"),
        Some(&Value::BitVector(strata_ir::APInt::from_u64(8, 100)))
    );
    assert_eq!(model.get("y"), Some(&Value::Int(-4)));

    let unsat = "smt.solver () : () -> () {\n  %p = smt.declare_fun \"p\" : !smt.bool\n  %n = smt.not %p\n  %a = smt.and %p, %n\n  smt.assert %a\n  smt.check sat {} unknown {} unsat {}\n}\n";
    let script = export(unsat, true).expect("exports");
    assert_eq!(Solver::z3().check(&script), Ok(Outcome::Unsat));
}
