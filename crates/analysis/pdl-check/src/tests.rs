//! Unit tests of the analysis on patterns parsed from text.

use strata_ir::{Body, Context, OpId};

use super::*;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_pdl::dialect());
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn first(body: &Body) -> OpId {
    body.block_ops(body.region_blocks(body.root_regions()[0]).next().expect("block"))
        .next()
        .expect("op")
}

/// The findings of the one pattern in `src`, as (severity, message).
fn findings(src: &str, options: Options) -> Vec<(Severity, String)> {
    let ctx = context();
    let top = strata_asm::parse_source(&ctx, src, &strata_asm::ParseOptions::default()).expect("parses");
    let module = top.child_body(first(&top)).expect("module");
    let pattern = module.child_body(first(module)).expect("pattern");
    check_pattern(&ctx, pattern, options)
        .into_iter()
        .map(|f| (f.severity, f.message))
        .collect()
}

const ERASE_USER: &str = r#"pdl.pattern : benefit(1) {
  %t = type
  %x = operand
  %root = operation "builtin.unrealized_conversion_cast"(%x : !pdl.value) -> (%t : !pdl.type)
  rewrite %root {
    %new = operation "builtin.unrealized_conversion_cast"(%x : !pdl.value) -> (%t : !pdl.type)
    replace %root with %new
  }
}"#;

#[test]
fn sound_pattern_has_no_findings() {
    assert_eq!(findings(ERASE_USER, Options::default()), []);
}

#[test]
fn insertion_after_root_is_configurable() {
    // Inserted after the root, new ops must not follow a terminator; the
    // root here is none.
    let after = Options {
        insertion_point: InsertionPoint::AfterRoot,
        ..Options::default()
    };
    assert_eq!(findings(ERASE_USER, after), []);
    let wildcard = ERASE_USER.replace(
        "%root = operation \"builtin.unrealized_conversion_cast\"",
        "%root = operation",
    );
    let f = findings(&wildcard, after);
    assert!(f.contains(&(
        Severity::Violation,
        "creates an op after the root, which may be a terminator".to_string()
    )));
}

#[test]
fn wildcards_can_exclude_terminators() {
    let src = "pdl.pattern : benefit(1) {\n  %root = operation\n  rewrite %root {\n    erase %root\n  }\n}";
    assert_eq!(
        findings(src, Options::default()),
        [(
            Severity::Violation,
            "erases an op that may be a terminator".to_string()
        )]
    );
    let opt_in = Options {
        wildcards_exclude_terminators: true,
        ..Options::default()
    };
    assert_eq!(findings(src, opt_in), []);
}

#[test]
fn double_erase_and_dead_results() {
    let src = r#"pdl.pattern : benefit(1) {
  %root = operation "my.op"
  rewrite %root {
    %t = type : i32
    %a = operation "my.a" -> (%t : !pdl.type)
    %av = result 0 of %a
    %b = operation "my.b"(%av : !pdl.value)
    erase %b
    erase %b
  }
}"#;
    let f = findings(src, Options::default());
    assert!(f.contains(&(
        Severity::Violation,
        "the op was already erased or replaced".to_string()
    )));
}
