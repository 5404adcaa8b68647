//! The format interpreter on a test dialect: text is parsed with the
//! format, printed back, and compared with the form MLIR's generated
//! printers produce for the same format.

use std::sync::{Arc, Mutex};

use strata_asm::{parse_source, print_top_level, ParseOptions, PrintOptions};
use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::{Attribute, Context, DialectDef, OpTraits, Type};

use crate::constraints::{attrs, types, AttrConstraint, EnumDef, EnumStorage};
use crate::directives::{CustomDirective, ParseArg, DYNAMIC_INDEX_LIST};
use crate::enum_attr::{parse_dialect_enum_attr, print_dialect_enum_attr};
use crate::spec::{AttrSpec, OpSpec, Predicate, ValueSpec};

static FLAGS: EnumDef = EnumDef {
    name: "Flags",
    attr_name: "T_FlagsAttr",
    summary: "test flags",
    cases: &[("none", 0), ("a", 1), ("b", 2), ("all", 3)],
    storage: EnumStorage::Dialect {
        dialect: "t",
        mnemonic: "flags",
    },
    bit_separator: Some(", "),
};

static KIND: EnumDef = EnumDef {
    name: "Kind",
    attr_name: "T_KindAttr",
    summary: "",
    cases: &[("lt", 0), ("gt", 1)],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

fn flags_none(ctx: &Context) -> Attribute {
    FLAGS.attr(ctx, 0)
}

fn to_i1(ctx: &Context, _t: Type) -> Type {
    ctx.i1()
}

static OPS: [OpSpec; 10] = [
    OpSpec {
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        operands: &[
            ValueSpec::single("lhs", types::ANY_SIGNLESS_INTEGER),
            ValueSpec::single("rhs", types::ANY_SIGNLESS_INTEGER),
        ],
        results: &[ValueSpec::single("result", types::ANY_SIGNLESS_INTEGER)],
        attributes: &[
            AttrSpec::default_valued("flags", AttrConstraint::Enum(&FLAGS), flags_none),
            AttrSpec::optional("exact", attrs::UNIT_ATTR),
        ],
        format: Some("$lhs `,` $rhs (`flags` `` $flags^)? (`exact` $exact^)? attr-dict `:` type($result)"),
        ..OpSpec::new("t.add")
    },
    OpSpec {
        traits: OpTraits::SAME_OPERANDS_TYPE,
        operands: &[
            ValueSpec::single("lhs", types::ANY_SIGNLESS_INTEGER),
            ValueSpec::single("rhs", types::ANY_SIGNLESS_INTEGER),
        ],
        results: &[ValueSpec::single("result", types::I1)],
        attributes: &[AttrSpec::required("kind", AttrConstraint::Enum(&KIND))],
        format: Some("$kind `,` $lhs `,` $rhs attr-dict `:` type($lhs)"),
        predicates: &[Predicate::TypesMatchWith {
            summary: "result is i1",
            from: "lhs",
            to: "result",
            transform: to_i1,
        }],
        ..OpSpec::new("t.cmp")
    },
    OpSpec {
        attributes: &[AttrSpec::required("value", attrs::TYPED_ATTR)],
        results: &[ValueSpec::single("result", types::ANY_TYPE)],
        format: Some("attr-dict $value"),
        predicates: &[Predicate::AllTypesMatch(&["value", "result"])],
        ..OpSpec::new("t.const")
    },
    OpSpec {
        operands: &[ValueSpec::variadic("args", types::ANY_TYPE)],
        results: &[ValueSpec::variadic("res", types::ANY_TYPE)],
        attributes: &[AttrSpec::required("count", attrs::I64_ATTR)],
        format: Some("`[` $count `]` `(` $args `)` attr-dict `:` functional-type($args, $res)"),
        ..OpSpec::new("t.call")
    },
    OpSpec {
        operands: &[ValueSpec::optional("opt", types::ANY_TYPE)],
        format: Some("(`with` $opt^ `:` type($opt))? : (`without`) attr-dict"),
        ..OpSpec::new("t.maybe")
    },
    OpSpec {
        operands: &[ValueSpec::single("in", types::ANY_TYPE)],
        results: &[ValueSpec::single("out", types::ANY_TYPE)],
        format: Some("$in attr-dict `:` type($in) `to` type($out)"),
        ..OpSpec::new("t.cast")
    },
    OpSpec {
        operands: &[ValueSpec::single("i", types::INDEX)],
        results: &[ValueSpec::single("flag", types::I1)],
        attributes: &[
            AttrSpec::required("on", attrs::BOOL_ATTR),
            AttrSpec::optional("weights", attrs::DENSE_I32_ARRAY_ATTR),
        ],
        format: Some("$i $on (`weights` `(` $weights^ `)`)? attr-dict"),
        ..OpSpec::new("t.fixed")
    },
    OpSpec {
        operands: &[
            ValueSpec::single("src", types::ANY_TYPE),
            ValueSpec::variadic("idx", types::INDEX),
        ],
        attributes: &[AttrSpec::required("static_idx", attrs::DENSE_I64_ARRAY_ATTR)],
        format: Some("$src `` custom<DynamicIndexList>($idx, $static_idx) attr-dict `:` type($src)"),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        ..OpSpec::new("t.slice")
    },
    OpSpec {
        operands: &[ValueSpec::single("in", types::ANY_TYPE)],
        results: &[ValueSpec::single("out", types::ANY_TYPE)],
        format: Some("$in attr-dict `:` type($in) custom<SameOrTo>(ref(type($in)), type($out))"),
        custom_directives: &[&SAME_OR_TO],
        ..OpSpec::new("t.same_or_to")
    },
    OpSpec {
        attributes: &[AttrSpec::required("dims", attrs::DENSE_I64_ARRAY_ATTR)],
        format: Some("`dims` `(` $dims `)` attr-dict"),
        ..OpSpec::new("t.dims")
    },
];

/// `custom<SameOrTo>(ref(type($in)), type($out))`: prints `to T` only
/// when the result type differs from the operand type.
static SAME_OR_TO: CustomDirective = CustomDirective {
    name: "SameOrTo",
    parse: |p, args| {
        let input = args[0].types().to_vec();
        let t = if p.parse_optional_keyword("to") {
            p.parse_type()?
        } else {
            input[0]
        };
        args[1] = ParseArg::Types(vec![t]);
        Ok(())
    },
    print: |p, _op, args| {
        if args[0].types() != args[1].types() {
            p.write_str("to ");
            p.print_type(args[1].types()[0]);
        }
    },
};

fn parse_attr(p: &mut dyn AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    parse_dialect_enum_attr(p, "t", &[&FLAGS])
}

fn print_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    print_dialect_enum_attr(p, &[&FLAGS], a)
}

fn context() -> (Context, Arc<Mutex<Vec<String>>>) {
    let mut ctx = Context::new();
    let mut d = DialectDef::new("t");
    for s in &OPS {
        d.ops.push(s.to_def());
    }
    d.parse_attr = Some(parse_attr);
    d.print_attr = Some(print_attr);
    ctx.register_dialect(d);
    let errors = Arc::new(Mutex::new(Vec::new()));
    let sink = errors.clone();
    ctx.push_diagnostic_handler(Box::new(move |_, d| sink.lock().unwrap().push(d.message.clone())));
    (ctx, errors)
}

/// Parses `src` (ops in a block with arguments `%a: i32` and `%b: i64`,
/// printed back as `%arg0` and `%arg1`) and prints it in custom or
/// generic form.
fn round_trip(src: &str, generic: bool) -> Result<String, Vec<String>> {
    let (ctx, errors) = context();
    let text = format!("\"t.def\"() ({{\n^bb0(%a: i32, %b: i64):\n{src}\n}}) : () -> ()");
    let mut ctx = ctx;
    ctx.set_allow_unregistered_dialects(true);
    match parse_source(&ctx, &text, &ParseOptions::default()) {
        Ok(body) => {
            let opts = PrintOptions {
                generic,
                ..PrintOptions::default()
            };
            Ok(print_top_level(&ctx, &body, &opts))
        }
        Err(_) => Err(errors.lock().unwrap().clone()),
    }
}

/// The printed op lines (without the wrapper op and block header).
fn lines(src: &str, generic: bool) -> Vec<String> {
    let out = round_trip(src, generic).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    out.lines()
        .map(str::trim)
        .filter(|l| {
            !l.starts_with("\"t.def\"")
                && (l.starts_with('%') || l.starts_with("\"t.") || l.starts_with("t."))
        })
        .map(String::from)
        .collect()
}

#[test]
fn optional_groups_enums_and_unit_attributes() {
    let got = lines(
        "%0 = t.add %a, %a : i32\n\
         %1 = t.add %a, %a flags<b,a> exact : i32\n\
         %2 = t.add %a, %a flags<none> : i32\n\
         %3 = t.add %a, %a flags<a> {x = 1} : i32",
        false,
    );
    assert_eq!(
        got,
        [
            "%0 = t.add %arg0, %arg0 : i32",
            "%1 = t.add %arg0, %arg0 flags<all> exact : i32",
            "%2 = t.add %arg0, %arg0 : i32",
            "%3 = t.add %arg0, %arg0 flags<a> {x = 1 : i64} : i32",
        ]
    );
}

#[test]
fn default_valued_attributes_are_populated() {
    let got = lines("%0 = t.add %a, %a : i32", true);
    assert_eq!(
        got,
        ["%0 = \"t.add\"(%arg0, %arg0) <{flags = #t.flags<none>}> : (i32, i32) -> i32"]
    );
}

#[test]
fn keyword_enums_and_inferred_types() {
    let got = lines("%0 = t.cmp gt, %b, %b : i64", false);
    assert_eq!(got, ["%0 = t.cmp gt, %arg1, %arg1 : i64"]);
    let got = lines("%0 = t.cmp \"lt\", %b, %b : i64", true);
    assert_eq!(
        got,
        ["%0 = \"t.cmp\"(%arg1, %arg1) <{kind = 0 : i64}> : (i64, i64) -> i1"]
    );
}

#[test]
fn result_type_from_attribute() {
    let got = lines(
        "%0 = t.const 7 : i16\n%1 = t.const {n} dense<1> : vector<2xi8>",
        false,
    );
    assert_eq!(
        got,
        ["%0 = t.const 7 : i16", "%1 = t.const {n} dense<1> : vector<2xi8>"]
    );
}

/// `[` after a value-less op name takes no space; `(` after `]` takes one
/// (MLIR's rule: only `)`, `]`, `,`, `>`, `}` hug preceding punctuation).
#[test]
fn punctuation_spacing_and_functional_type() {
    let got = lines(
        "%0:2 = t.call [3] (%a, %b) : (i32, i64) -> (f32, f32)\nt.call[0]() : () -> ()",
        false,
    );
    assert_eq!(
        got,
        [
            "%0:2 = t.call[3] (%arg0, %arg1) : (i32, i64) -> (f32, f32)",
            "t.call[0] () : () -> ()",
        ]
    );
}

#[test]
fn optional_group_with_else_branch() {
    let got = lines("t.maybe with %a : i32\nt.maybe without", false);
    assert_eq!(got, ["t.maybe with %arg0 : i32", "t.maybe without"]);
}

#[test]
fn keyword_literals_and_enum_errors() {
    let e = round_trip("%0 = t.cast %a : i32 i64", false).unwrap_err();
    assert_eq!(e, ["custom op 't.cast' expected 'to'"]);
    let e = round_trip("%0 = t.cmp foo, %b, %b : i64", false).unwrap_err();
    assert_eq!(
        e,
        ["custom op 't.cmp' expected string or keyword containing one of the following enum values for attribute 'kind' [lt, gt]"]
    );
    let e = round_trip("%0 = t.add %a, %a flags<c> : i32", false).unwrap_err();
    assert_eq!(
        e,
        [
            "custom op 't.add' expected Flags to be one of: none, a, b, all",
            "custom op 't.add' failed to parse T_FlagsAttr parameter 'value' which is to be a `Flags`",
        ]
    );
}

#[test]
fn bit_enum_keywords() {
    assert_eq!(FLAGS.to_keywords(0), "none");
    assert_eq!(FLAGS.to_keywords(2), "b");
    assert_eq!(FLAGS.to_keywords(3), "all");
    assert!(FLAGS.is_valid(3) && !FLAGS.is_valid(4));
    assert_eq!(KIND.summary(), "allowed 64-bit signless integer cases: 0, 1");
    assert_eq!(AttrConstraint::Enum(&FLAGS).summary(), "test flags");
}

/// Buildable types (`index`, `i1`) are not printed; dense arrays print
/// stripped; bools read from integers; the attribute dictionary wins over
/// the written value.
#[test]
fn buildable_types_dense_arrays_and_bools() {
    let src = "%i = \"t.idx\"() : () -> index\n\
               %0 = t.fixed %i true weights([1, -2])\n\
               %1 = t.fixed %i 0\n\
               %2 = t.fixed %i true {on = false, x}";
    assert_eq!(
        lines(src, false),
        [
            "%0 = \"t.idx\"() : () -> index",
            "%1 = t.fixed %0 true weights([1, -2])",
            "%2 = t.fixed %0 false",
            "%3 = t.fixed %0 false {x}",
        ]
    );
    assert_eq!(
        lines(src, true)[1],
        "%1 = \"t.fixed\"(%0) <{on = true, weights = array<i32: 1, -2>}> : (index) -> i1"
    );
    let e = round_trip(
        "%i = \"t.idx\"() : () -> index\n%0 = t.fixed %i true weights([2147483648, 1])",
        false,
    )
    .unwrap_err();
    assert_eq!(e, ["custom op 't.fixed' integer value too large", "expected ']'"]);
    let e = round_trip("%i = \"t.idx\"() : () -> index\n%0 = t.fixed %i unit", false).unwrap_err();
    assert_eq!(e, ["custom op 't.fixed' invalid kind of attribute specified"]);
}

#[test]
fn custom_dynamic_index_list() {
    let src = "%i = \"t.idx\"() : () -> index\n\
               t.slice %a[0, %i, 4, %i] : i32\n\
               t.slice %b[] {x} : i64";
    let got = lines(src, false);
    assert_eq!(
        got,
        [
            "%0 = \"t.idx\"() : () -> index",
            "t.slice %arg0[0, %0, 4, %0] : i32",
            "t.slice %arg1[] {x} : i64",
        ]
    );
    let got = lines(src, true);
    assert_eq!(
        got[1],
        "\"t.slice\"(%arg0, %0, %0) <{static_idx = array<i64: 0, -9223372036854775808, 4, -9223372036854775808>}> : (i32, index, index) -> ()"
    );
    let e = round_trip("t.slice %a[0, x] : i32", false).unwrap_err();
    assert_eq!(
        e,
        [
            "custom op 't.slice' expected integer value",
            "custom op 't.slice' expected SSA value or integer"
        ]
    );
}

#[test]
fn custom_directive_with_ref_arguments() {
    let got = lines(
        "%0 = t.same_or_to %a : i32\n%1 = t.same_or_to %a : i32 to f32",
        false,
    );
    assert_eq!(
        got,
        [
            "%0 = t.same_or_to %arg0 : i32",
            "%1 = t.same_or_to %arg0 : i32 to f32"
        ]
    );
    let got = lines("%0 = t.same_or_to %a : i32", true);
    assert_eq!(got, ["%0 = \"t.same_or_to\"(%arg0) : (i32) -> i32"]);
}

static BAD_NAME: OpSpec = OpSpec {
    operands: &[ValueSpec::variadic("idx", types::INDEX)],
    format: Some("custom<Nope>($idx) attr-dict"),
    ..OpSpec::new("t.bad")
};

static BAD_ARG: OpSpec = OpSpec {
    operands: &[ValueSpec::variadic("idx", types::INDEX)],
    format: Some("custom<DynamicIndexList>($idx, `x`) attr-dict"),
    custom_directives: &[&DYNAMIC_INDEX_LIST],
    ..OpSpec::new("t.bad")
};

#[test]
fn undeclared_custom_directives_are_rejected() {
    let e = crate::format::Format::parse(BAD_NAME.format.unwrap(), &BAD_NAME).unwrap_err();
    assert!(e.contains("custom directive 'Nope' is not declared"), "{e}");
    let e = crate::format::Format::parse(BAD_ARG.format.unwrap(), &BAD_ARG).unwrap_err();
    assert!(e.contains("custom directive arguments"), "{e}");
}

#[test]
fn dense_i64_arrays_print_stripped() {
    let got = lines("t.dims dims([0, -2, 5])\nt.dims dims([])", false);
    assert_eq!(got, ["t.dims dims([0, -2, 5])", "t.dims dims([])"]);
    let got = lines("t.dims dims([3])", true);
    assert_eq!(got, ["\"t.dims\"() <{dims = array<i64: 3>}> : () -> ()"]);
}
