use super::*;

#[test]
fn registers_every_op() {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    for spec in DIALECT.ops {
        assert!(ctx.op_def(ctx.op_name(spec.name)).is_some(), "{}", spec.name);
    }
    let d = ctx.op_def(ctx.op_name("irdl.dialect")).expect("registered");
    assert!(d.has_trait(OpTraits::ISOLATED_FROM_ABOVE.union(OpTraits::SYMBOL_TABLE)));
}

#[test]
fn names_follow_irdl_rules() {
    assert!(check_name("type", "vec_2d").is_ok());
    assert_eq!(check_name("type", "").unwrap_err(), "name of type is empty");
    assert!(check_name("type", "_a")
        .unwrap_err()
        .contains("leading or double underscores"));
    assert!(check_name("type", "a__b")
        .unwrap_err()
        .contains("leading or double underscores"));
    assert!(check_name("type", "a$B")
        .unwrap_err()
        .contains("only lowercase letters"));
    assert!(check_name("type", "aB").unwrap_err().contains("uppercase"));
}

#[test]
fn variadicity_attributes_round_trip_their_values() {
    let ctx = Context::new();
    let vs = [Variadicity::Single, Variadicity::Variadic, Variadicity::Optional];
    let a = variadicity_array_attr(&ctx, &vs);
    assert_eq!(variadicity_array_values(&ctx, a).as_deref(), Some(&vs[..]));
    assert_eq!(variadicity_value(&ctx, a), None);
}

mod loading {
    use std::sync::{Arc, Mutex};

    use strata_asm::{parse_source, print_top_level, ParseOptions, PrintOptions};
    use strata_ir::Context;

    use crate::load::load_dialects;

    const DEFS: &str = r#"
        irdl.dialect @pix {
          irdl.type @rgb {
            %c = irdl.c_pred "::llvm::isa<::mlir::IntegerType>($_self)"
            irdl.parameters(depth: %c)
          }
          irdl.operation @blend {
            %p = irdl.c_pred "false"
            %t = irdl.base @pix::@rgb
            irdl.operands(a: %t, b: %t)
            irdl.results(r: %p)
          }
        }"#;

    /// A context with the dialects of `DEFS` loaded, and a sink of the
    /// diagnostics' messages.
    fn loaded() -> (Context, Arc<Mutex<Vec<String>>>) {
        let mut ctx = Context::new();
        ctx.register_dialect(crate::dialect());
        let diags: Arc<Mutex<Vec<String>>> = Arc::default();
        let sink = diags.clone();
        let _ =
            ctx.push_diagnostic_handler(Box::new(move |_, d| sink.lock().unwrap().push(d.message.clone())));
        let body = parse_source(&ctx, DEFS, &ParseOptions::default()).expect("parses");
        strata_ir::verify_top_level(&ctx, &body).expect("verifies");
        load_dialects(&mut ctx, &body).expect("loads");
        (ctx, diags)
    }

    fn check(ctx: &Context, text: &str) -> Result<String, ()> {
        let body = parse_source(ctx, text, &ParseOptions::default()).map_err(|_| ())?;
        strata_ir::verify_top_level(ctx, &body).map_err(|_| ())?;
        Ok(print_top_level(ctx, &body, &PrintOptions::default()))
    }

    #[test]
    fn c_pred_accepts_everything() {
        let (mut ctx, diags) = loaded();
        ctx.set_allow_unregistered_dialects(true);
        let out = check(
            &ctx,
            r#"%0 = "x.src"() : () -> !pix.rgb<"not a type">
               %1 = "pix.blend"(%0, %0) : (!pix.rgb<"not a type">, !pix.rgb<"not a type">) -> f16"#,
        );
        assert!(diags.lock().unwrap().is_empty(), "{:?}", diags.lock().unwrap());
        assert!(out
            .expect("verifies")
            .contains(r#""pix.blend"(%0, %0) : (!pix.rgb<"not a type">, !pix.rgb<"not a type">) -> f16"#));
    }

    #[test]
    fn loaded_types_parse_print_and_check_their_parameters() {
        let (ctx, diags) = loaded();
        let out = check(&ctx, r#""pix.blend"() : () -> ()"#);
        assert!(out.is_err());
        assert_eq!(
            diags.lock().unwrap().as_slice(),
            ["op expects exactly 2 operands, but got 0"]
        );
        let out = check(&ctx, "func.func private @f(!pix.rgb<i8>) -> !pix.rgb<3 : i4>");
        // `func` is not registered here; the types parsed before that.
        assert!(out.is_err());
        diags.lock().unwrap().clear();
        let out = check(&ctx, r#"%0 = "pix.blend"() : () -> !pix.rgb<i8, i8>"#);
        assert!(out.is_err());
        assert_eq!(
            diags.lock().unwrap().as_slice(),
            ["expected 1 type arguments, but had 2"]
        );
    }

    #[test]
    fn a_registered_dialect_is_not_replaced() {
        let (mut ctx, diags) = loaded();
        let body = parse_source(&ctx, DEFS, &ParseOptions::default()).expect("parses");
        assert!(load_dialects(&mut ctx, &body).is_err());
        assert_eq!(
            diags.lock().unwrap().last().map(String::as_str),
            Some("a dialect named 'pix' is already registered")
        );
    }
}
