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
