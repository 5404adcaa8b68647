use super::*;
use lexer::{Kind, Lexer};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_pdl::dialect());
    ctx.register_dialect(strata_dialect_irdl::dialect());
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx
}

fn tokens(src: &str) -> Vec<(Kind, String)> {
    let mut lx = Lexer::new(src);
    let mut out = Vec::new();
    loop {
        let (t, _) = lx.next_token();
        if t.kind == Kind::Eof {
            return out;
        }
        out.push((t.kind, t.text));
    }
}

fn compile_str(src: &str) -> Compiled {
    let mut ctx = context();
    compile(&mut ctx, "t.pdll", src, &[])
}

fn error_of(src: &str) -> String {
    let c = compile_str(src);
    assert!(c.module.is_none(), "expected an error for {src:?}");
    c.diagnostics
}

fn printed(src: &str) -> String {
    let mut ctx = context();
    let c = compile(&mut ctx, "t.pdll", src, &[]);
    let m = c.module.unwrap_or_else(|| panic!("{}", c.diagnostics));
    strata_asm::print_top_level(&ctx, &m, &strata_asm::PrintOptions::default())
}

#[test]
fn lexes_punctuation_keywords_and_literals() {
    let t = tokens("Pattern => -> ( ) // comment\n \"a\\\"b\\n\" 42 [{ code }] #include _x1");
    let kinds: Vec<Kind> = t.iter().map(|(k, _)| *k).collect();
    assert_eq!(
        kinds,
        [
            Kind::Ident,
            Kind::Punct,
            Kind::Punct,
            Kind::Punct,
            Kind::Punct,
            Kind::Str,
            Kind::Int,
            Kind::CodeBlock,
            Kind::Directive,
            Kind::Ident
        ]
    );
    assert_eq!(t[5].1, "a\"b\n");
    assert_eq!(t[7].1, " code ");
    assert_eq!(t[8].1, "include");
}

#[test]
fn lexer_errors_are_tokens_with_messages() {
    let mut lx = Lexer::new("\"abc");
    let (t, e) = lx.next_token();
    assert_eq!(t.kind, Kind::Error);
    assert_eq!(e, Some((4, "expected '\"' in string literal")));
    let mut lx = Lexer::new("[{ abc");
    assert_eq!(lx.next_token().1, Some((6, "expected '}]' in string literal")));
    let mut lx = Lexer::new("\u{1}");
    assert_eq!(lx.next_token().1, Some((0, "unexpected character")));
}

#[test]
fn diagnostics_are_located_with_the_source_line() {
    let d = error_of("Pattern {\n  let x = foo;\n}\n");
    assert_eq!(
        d,
        "t.pdll:2:11: error: undefined reference to `foo`\n  let x = foo;\n          ^\n"
    );
}

#[test]
fn lexer_errors_are_followed_by_the_parser_error() {
    let d = error_of("Constraint Cst() \"");
    assert!(
        d.starts_with("t.pdll:1:19: error: expected '\"' in string literal\n"),
        "{d}"
    );
    let d = error_of("Constraint Cst() [{");
    assert!(d.contains("error: expected '}]' in string literal"), "{d}");
}

#[test]
fn garbage_and_deep_nesting_give_diagnostics() {
    let garbage: String = (0u8..=255).map(char::from).collect();
    assert!(error_of(&garbage).contains("error: "));
    let deep = format!(
        "Pattern {{ let x = {}op<a.b>{}; erase x; }}",
        "(".repeat(5000),
        ")".repeat(5000)
    );
    assert!(error_of(&deep).contains("nesting is too deep"));
    let deep_calls = format!("Pattern {{ let x = {}; }}", "op<a.b>(".repeat(5000));
    assert!(error_of(&deep_calls).contains("nesting is too deep"));
}

#[test]
fn pattern_structure_errors() {
    assert!(error_of("Pattern { let x = op<a.b>; }").contains("expected Pattern body to terminate"));
    assert!(error_of("Pattern { erase op<a.b>; erase op<a.c>; }").contains("but found trailing statements"));
    assert!(error_of("Pattern with benefit(65536) { erase op<a.b>; }").contains("16-bit integer"));
    assert!(error_of("Pattern with foo { erase op<a.b>; }").contains("unknown pattern metadata"));
    let d = error_of("Pattern P { erase op<a.b>; }\nPattern P { erase op<a.b>; }");
    assert!(
        d.contains("t.pdll:2:9: error: `P` has already been defined"),
        "{d}"
    );
    assert!(
        d.contains("t.pdll:1:9: note: see previous definition here"),
        "{d}"
    );
}

#[test]
fn type_errors() {
    let d = error_of("Pattern { let a = attr<\"1\">; erase op<x.y>(a); }");
    assert!(
        d.contains("unable to convert expression of type `Attr` to the expected type of `ValueRange`"),
        "{d}"
    );
    let d = error_of("Constraint C(v: Value);\nPattern { let r = op<x.y>; C(attr<\"1\">); erase r; }");
    assert!(
        d.contains("unable to convert expression of type `Attr` to the expected type of `Value`"),
        "{d}"
    );
    let d = error_of("Rewrite R();\nPattern { R(); erase op<x.y>; }");
    assert!(
        d.contains("unable to invoke `Rewrite` within a match section"),
        "{d}"
    );
}

#[test]
fn ods_groups_of_registered_ops_are_checked() {
    let d = error_of("Pattern { erase op<arith.addi>(x: Value, y: Value, z: Value); }");
    assert!(
        d.contains("invalid number of operand groups for `arith.addi`; expected 2, but got 3"),
        "{d}"
    );
    let d = error_of("Pattern { let c = op<arith.constant>; let v = c.nope; erase c; }");
    assert!(
        d.contains("invalid member access `nope` on expression of type `Op<arith.constant>`"),
        "{d}"
    );
}

#[test]
fn td_includes_are_refused_with_the_alternatives() {
    let d = error_of("#include \"Ops.td\"\n");
    assert!(d.contains("ODS (.td) files are not read"), "{d}");
}

#[test]
fn generates_a_pattern() {
    let p = printed("Pattern Zero with benefit(3) {\n  let root = op<arith.addi>(x: Value, op<arith.constant>.result);\n  replace root with x;\n}\n");
    assert!(p.contains("pdl.pattern @Zero : benefit(3) {"), "{p}");
    assert!(p.contains("results 0 of %"), "{p}");
    assert!(p.contains("replace %"), "{p}");
}

#[test]
fn native_and_inlined_callables() {
    let p = printed(
        "Constraint Native(v: Value);\nConstraint Inl(v: Value) { Native(v); }\n\
         Pattern { let r = op<a.b>(x: Value); Inl(x); not Native(x); erase r; }",
    );
    assert_eq!(p.matches("apply_native_constraint \"Native\"").count(), 2, "{p}");
    assert!(p.contains("{isNegated = true}"), "{p}");
}

#[test]
fn inlining_depth_is_bounded() {
    let mut src = String::from("Constraint C0(v: Value);\n");
    for i in 1..3000 {
        src.push_str(&format!(
            "Constraint C{i}(v: Value) {{ let x: C{} = v; }}\n",
            i - 1
        ));
    }
    src.push_str("Pattern { let r = op<a.b>(x: C2999); erase r; }\n");
    assert!(error_of(&src).contains("nested too deeply"));
}

#[test]
fn one_element_tuples_and_type_constraint_order() {
    let d = error_of("Pattern { let t = (op<a.b>); erase t; }");
    assert!(d.contains("error: expected `Op` expression"), "{d}");
    let d = error_of("Pattern { let v: ValueRange<_: Type> = _: Op; erase op<a.b>; }");
    assert!(
        d.contains("type constraints are not permitted on variables with initializers"),
        "{d}"
    );
    let d = error_of("Pattern { let v: ValueRange<_: Type>; erase op<a.b>; }");
    assert!(
        d.contains("expected expression of `TypeRange` in type constraint"),
        "{d}"
    );
}

#[test]
fn keywords_are_reserved_but_attr_type_op_only_before_angle() {
    let d = error_of("Pattern { let with = op<a.b>; erase with; }");
    assert!(
        d.contains("expected identifier after `let` to name a new variable"),
        "{d}"
    );
    // `op` names a variable when no `<` follows.
    let p = printed("Pattern { let op: Op; erase op; }");
    assert!(p.contains("erase %"), "{p}");
    let d = error_of("Constraint attr(v: Value);");
    assert!(d.contains("expected identifier name"), "{d}");
}

#[test]
fn anonymous_constraints_are_inlined() {
    let p = printed(
        "Constraint Native(v: Value);\n\
         Pattern { let x: [Value, Constraint(v: Value) { Native(v); }]; erase op<a.b>(x); }",
    );
    assert!(p.contains("apply_native_constraint \"Native\""), "{p}");
}

#[test]
fn replacement_ops_are_not_warned_about() {
    let mut ctx = context();
    let c = compile(
        &mut ctx,
        "t.pdll",
        "Pattern { let r = op<a.b>(x: Value); rewrite r with { let s = op<a.side>(x); replace r with op<a.new>(x); }; }",
        &[],
    );
    assert!(c.module.is_some(), "{}", c.diagnostics);
    assert!(c.diagnostics.contains("`a.side` is unknown"), "{}", c.diagnostics);
    assert!(!c.diagnostics.contains("`a.new`"), "{}", c.diagnostics);
}

#[test]
fn included_file_diagnostics_name_the_including_file() {
    let dir = std::env::temp_dir().join(format!("strata-pdll-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_default();
    let inner = dir.join("inner.pdll");
    std::fs::write(&inner, "Pattern { let x = y; erase op<a.b>; }\n").unwrap_or_default();
    let mut ctx = context();
    let dirs = [dir.to_string_lossy().into_owned()];
    let c = compile(&mut ctx, "outer.pdll", "#include \"inner.pdll\"\n", &dirs);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        c.diagnostics.starts_with("Included from outer.pdll:1:\n"),
        "{}",
        c.diagnostics
    );
    assert!(
        c.diagnostics
            .contains("inner.pdll:1:19: error: undefined reference to `y`"),
        "{}",
        c.diagnostics
    );
}

#[test]
fn bad_literals_are_located_errors() {
    let d = error_of("Pattern { erase op<a.b> {v = attr<\"1 : i32 extra\">}; }");
    assert!(
        d.starts_with(
            "t.pdll:1:30: error: invalid MLIR attribute `1 : i32 extra`: found trailing characters: 'extra'"
        ),
        "{d}"
    );
    let d = error_of("Pattern { erase op<a.b> -> (type<\"notatype\">); }");
    assert!(d.contains("error: invalid MLIR type `notatype`"), "{d}");
}
