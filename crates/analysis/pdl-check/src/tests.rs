//! Unit tests of the analysis on patterns parsed from text.

use strata_ir::{Body, Context, OpId};

use super::*;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_pdl::dialect());
    ctx.register_dialect(strata_dialect_arith::dialect());
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
fn marked_wildcards_may_still_be_terminators() {
    let src = "pdl.pattern : benefit(1) {\n  %root = operation matches_terminator\n  rewrite %root {\n    erase %root\n  }\n}";
    let opt_in = Options {
        wildcards_exclude_terminators: true,
        ..Options::default()
    };
    assert_eq!(
        findings(src, opt_in),
        [(
            Severity::Violation,
            "erases an op that may be a terminator".to_string()
        )]
    );
}

const FUSE: &str = r#"pdl.pattern : benefit(1) {
  %t = type
  %x = operand
  %p = operation "arith.muli"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %pv = result 0 of %p
  %root = operation "arith.addi"(%pv, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  rewrite %root {
    %n = operation "arith.subi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    replace %root with %n
    erase %p
  }
}"#;

#[test]
fn check_unused_makes_erasing_consumed_producers_safe() {
    assert_eq!(
        findings(FUSE, Options::default()),
        [(
            Severity::Violation,
            "erases a matched op whose results may have uses outside the pattern".to_string()
        )]
    );
    let unused = Options {
        check_unused: true,
        ..Options::default()
    };
    assert_eq!(findings(FUSE, unused), []);
    // Erased before its consumer goes: still a violation.
    let early = FUSE.replace(
        "    replace %root with %n\n    erase %p\n",
        "    erase %p\n    replace %root with %n\n",
    );
    assert_eq!(
        findings(&early, unused),
        [(
            Severity::Violation,
            "erases a matched op whose results ops of the pattern still use".to_string()
        )]
    );
}

#[test]
fn check_unused_sees_uses_taken_over_by_replacements() {
    // The root's uses (outside the pattern) go to the producer's result,
    // which then may not be erased.
    let src = r#"pdl.pattern : benefit(1) {
  %t = type
  %x = operand
  %p = operation "arith.muli"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %pv = result 0 of %p
  %root = operation "arith.addi"(%pv, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  rewrite %root {
    replace %root with (%pv : !pdl.value)
    erase %p
  }
}"#;
    let unused = Options {
        check_unused: true,
        ..Options::default()
    };
    assert_eq!(
        findings(src, unused),
        [(
            Severity::Violation,
            "erases a matched op whose results may have uses outside the pattern".to_string()
        )]
    );
}

#[test]
fn kept_replacements_keep_the_op() {
    let src = r#"pdl.pattern : benefit(1) {
  %t = type
  %x = operand
  %root = operation(%x : !pdl.value) -> (%t : !pdl.type)
  rewrite %root {
    replace %root with (%x : !pdl.value) {keep}
    %n = operation "arith.subi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  }
}"#;
    assert_eq!(findings(src, Options::default()), []);
    let erasing = src.replace(" {keep}", "");
    assert_eq!(
        findings(&erasing, Options::default()),
        [
            (
                Severity::Violation,
                "replaces an op that may be a terminator by values, leaving its block without one"
                    .to_string()
            ),
            (
                Severity::Violation,
                "creates an op after the root was erased or replaced: no insertion point remains".to_string()
            ),
        ]
    );
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

// ---- the SMT check of dialect constraints ------------------------------------------------

mod smt_encoding {
    use rustc_hash::FxHashMap;
    use strata_dialect_irdl::export::{Constraint, OpConstraints};
    use strata_ir::{Context, FloatKind, Signedness};

    use crate::smt::{Codes, Field, Term};

    /// The value of a term when every variable's fields are given.
    fn eval(t: &Term, values: &FxHashMap<Field, i64>) -> bool {
        let get = |f: &Field| values.get(f).copied().unwrap_or(0);
        match t {
            Term::Const(b) => *b,
            Term::Is(f, k) => get(f) == *k,
            Term::Same(f, g) => get(f) == get(g),
            Term::Within(f, lo, hi) => (*lo..=*hi).contains(&get(f)),
            Term::And(ts) => ts.iter().all(|t| eval(t, values)),
            Term::Or(ts) => ts.iter().any(|t| eval(t, values)),
            Term::Not(t) => !eval(t, values),
        }
    }

    fn context() -> Context {
        let ctx = Context::new();
        strata_asm::install_note_printer(&ctx);
        ctx
    }

    #[test]
    fn types_round_trip_through_their_encoding() {
        let ctx = context();
        let mut codes = Codes::new_for_tests();
        let i8 = ctx.integer_type(8);
        let types = [
            ctx.integer_type(32),
            ctx.integer_type_signed(7, Signedness::Unsigned),
            ctx.index_type(),
            ctx.float_type(FloatKind::F16),
            ctx.vector_type(&[4], i8),
            ctx.ranked_tensor_type(&[strata_ir::DYNAMIC, 3], ctx.index_type()),
        ];
        let encoded: Vec<_> = types.iter().map(|&t| codes.encode_type(&ctx, t)).collect();
        for (t, f) in types.iter().zip(&encoded) {
            assert_eq!(codes.decode_type(&ctx, f), ctx.type_to_string(*t));
        }
        // Distinct types, distinct encodings.
        for i in 0..encoded.len() {
            for j in i + 1..encoded.len() {
                assert_ne!(encoded[i], encoded[j]);
            }
        }
    }

    #[test]
    fn constraints_hold_exactly_for_their_types() {
        let ctx = context();
        let mut enc_ctx = crate::smt::tests_support::encoder(&ctx);
        let enc = &mut enc_ctx.encoder;
        let v = enc.new_type_var_for_tests();
        // %0 = base integer, %1 = is index, %2 = base vector,
        // %3 = any_of(%0, %1, %2): signless-integer-or-index-like.
        let cs = OpConstraints {
            constraints: vec![
                Constraint::Base {
                    name: "builtin.integer".into(),
                    is_type: true,
                },
                Constraint::IsType(ctx.index_type()),
                Constraint::Base {
                    name: "builtin.vector".into(),
                    is_type: true,
                },
                Constraint::AnyOf(vec![0, 1, 2]),
                // A reference forward is not followed.
                Constraint::AnyOf(vec![5]),
            ],
            ..OpConstraints::default()
        };
        let like = enc.satisfies(&cs, 3, v, true);
        let forward = enc.satisfies(&cs, 4, v, true);
        let cases = [
            (ctx.integer_type(1), true),
            (ctx.index_type(), true),
            (ctx.vector_type(&[2], ctx.float_type(FloatKind::F32)), true),
            (ctx.float_type(FloatKind::F32), false),
            (ctx.ranked_tensor_type(&[2], ctx.integer_type(8)), false),
        ];
        for (t, expected) in cases {
            let f = enc.codes.encode_type(&ctx, t);
            let values = (0..f.len()).map(|i| (Field::new(v, i), f[i])).collect();
            assert_eq!(eval(&like, &values), expected, "{}", ctx.type_to_string(t));
            assert!(!eval(&forward, &values));
            // Every real type is well formed.
            assert!(enc.well_formed().iter().all(|w| eval(w, &values)));
        }
        // Attributes: a code per attribute, its base an interval.
        let a = enc.new_attr_var_for_tests();
        let (seven, eight) = (
            ctx.integer_attr(ctx.integer_type(64), 7),
            ctx.integer_attr(ctx.integer_type(64), 8),
        );
        let cs = OpConstraints {
            constraints: vec![
                Constraint::Base {
                    name: "builtin.integer".into(),
                    is_type: false,
                },
                Constraint::IsAttr(seven),
            ],
            ..OpConstraints::default()
        };
        let (integer, is_seven) = (enc.satisfies(&cs, 0, a, false), enc.satisfies(&cs, 1, a, false));
        for (attr, expected_seven) in [(seven, true), (eight, false)] {
            let code = enc.codes.encode_attr_for_tests(&ctx, attr);
            let values = [(Field::new(a, 0), code)].into_iter().collect();
            assert!(eval(&integer, &values));
            assert_eq!(eval(&is_seven, &values), expected_seven);
            assert_eq!(
                enc.codes.decode_attr_for_tests(&ctx, code),
                ctx.attr_to_string(attr)
            );
        }
        let text = enc.codes.encode_attr_for_tests(&ctx, ctx.string_attr("x"));
        let values = [(Field::new(a, 0), text)].into_iter().collect();
        assert!(!eval(&integer, &values));
        // A type constraint never holds for an attribute.
        let cs = OpConstraints {
            constraints: vec![Constraint::IsType(ctx.index_type())],
            ..OpConstraints::default()
        };
        assert_eq!(enc.satisfies(&cs, 0, a, false), Term::Const(false));
        // A made-up integer of width 0 is not.
        let mut bad = enc.codes.encode_type(&ctx, ctx.integer_type(8));
        bad[1] = 0;
        let values = (0..bad.len()).map(|i| (Field::new(v, i), bad[i])).collect();
        assert!(!enc.well_formed().iter().all(|w| eval(w, &values)));
    }
}

/// The thesis' example, decided by z3: `arith.extsi` does not take
/// `index`, which `arith.mulsi_extended` does.
#[test]
fn created_op_constraints_are_checked_with_z3() {
    if std::process::Command::new("z3").arg("-version").output().is_err() {
        eprintln!("z3 is not installed; skipped");
        return;
    }
    let src = |ty: &str| {
        format!(
            r#"pdl.pattern : benefit(1) {{
  %t = type{ty}
  %x = operand : %t
  %y = operand : %t
  %root = operation "arith.mulsi_extended"(%x, %y : !pdl.value, !pdl.value) -> (%t, %t : !pdl.type, !pdl.type)
  rewrite %root {{
    %i1 = type : i1
    %p = attribute = 2 : i64
    %cmp = operation "arith.cmpi"(%x, %y : !pdl.value, !pdl.value) {{"predicate" = %p}} -> (%i1 : !pdl.type)
    %b = result 0 of %cmp
    %ext = operation "arith.extsi"(%b : !pdl.value) -> (%t : !pdl.type)
    %e = result 0 of %ext
    replace %root with (%x, %e : !pdl.value, !pdl.value)
  }}
}}"#
        )
    };
    let mut ctx = context();
    ctx.register_dialect(strata_dialect_arith::dialect());
    strata_asm::install_note_printer(&ctx);
    let options = Options {
        dialect_constraints: true,
        ..Options::default()
    };
    let run = |src: &str| {
        let top = strata_asm::parse_source(&ctx, src, &strata_asm::ParseOptions::default()).expect("parses");
        let module = top.child_body(first(&top)).expect("module");
        let pattern = module.child_body(first(module)).expect("pattern");
        check_pattern(&ctx, pattern, options)
    };
    let bad = run(&src(""));
    let errors: Vec<_> = bad.iter().filter(|f| f.severity == Severity::Violation).collect();
    assert_eq!(errors.len(), 1, "{bad:?}");
    assert_eq!(
        errors[0].message,
        "'arith.extsi' created here may be invalid: result #0 must be signless-fixed-width-integer-like, but can be 'index'"
    );
    assert_eq!(errors[0].notes.len(), 1);
    assert_eq!(errors[0].notes[0].1, "counterexample: this type is 'index'");
    let good = run(&src(" : i32"));
    assert!(good.iter().all(|f| f.severity != Severity::Violation), "{good:?}");
}

/// Values of a `pdl.operation` go to the op's operands or results by
/// position, a variadic or optional group taking what the singles leave.
#[test]
fn values_are_assigned_to_operand_groups() {
    use crate::smt::{assign, Assign};
    use strata_dialect_irdl::export::ValueConstraint;
    use strata_ods::Arity;
    let v = |arity| ValueConstraint {
        name: "v",
        arity,
        var: 0,
        summary: String::new(),
    };
    let singles = [v(Arity::Single), v(Arity::Single)];
    assert_eq!(assign(&singles, 2), Ok(vec![0, 1]));
    assert_eq!(assign(&singles, 3), Err(Assign::Count(2)));
    let mid = [v(Arity::Single), v(Arity::Variadic), v(Arity::Single)];
    assert_eq!(assign(&mid, 4), Ok(vec![0, 1, 1, 2]));
    assert_eq!(assign(&mid, 2), Ok(vec![0, 2]));
    assert_eq!(assign(&mid, 1), Err(Assign::AtLeast(2)));
    let opt = [v(Arity::Optional), v(Arity::Single)];
    assert_eq!(assign(&opt, 2), Ok(vec![0, 1]));
    assert_eq!(assign(&opt, 3), Err(Assign::Count(2)));
    let two = [v(Arity::Variadic), v(Arity::Variadic)];
    assert_eq!(assign(&two, 3), Err(Assign::Unknown));
}
