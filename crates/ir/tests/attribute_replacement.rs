//! `Context::replace_sub_attributes`: replacement through arrays,
//! dictionaries, dialect attribute parameters and distinct attributes.

use strata_ir::{AttrKind, Attribute, Context};

/// Replaces the string `"old"` by `"new"`.
fn old_to_new(ctx: &Context) -> impl Fn(Attribute) -> Option<Option<Attribute>> + '_ {
    move |a| (ctx.string_attr_value(a) == Some("old")).then(|| Some(ctx.string_attr("new")))
}

fn dialect(ctx: &Context, params: &[Attribute]) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident("d"),
        mnemonic: ctx.ident("m"),
        params: params.into(),
    })
}

#[test]
fn replaces_nested_attributes() {
    let ctx = Context::new();
    let f = old_to_new(&ctx);
    let (old, new, other) = (
        ctx.string_attr("old"),
        ctx.string_attr("new"),
        ctx.string_attr("x"),
    );
    let arr = ctx.array_attr(&[other, dialect(&ctx, &[old, other])]);
    let dict = ctx.dictionary_attr(&[(ctx.ident("a"), arr), (ctx.ident("b"), other)]);
    let got = ctx.replace_sub_attributes(dict, false, &f).expect("changed");
    let want_arr = ctx.array_attr(&[other, dialect(&ctx, &[new, other])]);
    let want = ctx.dictionary_attr(&[(ctx.ident("a"), want_arr), (ctx.ident("b"), other)]);
    assert_eq!(got, want);
    // Nothing to replace, or a replacement by itself: no change.
    assert_eq!(ctx.replace_sub_attributes(other, false, &f), None);
    assert_eq!(ctx.replace_sub_attributes(arr, false, &|_| Some(None)), None);
}

#[test]
fn stops_where_the_function_decides() {
    let ctx = Context::new();
    let old = ctx.string_attr("old");
    let inner = ctx.array_attr(&[old]);
    let outer = ctx.array_attr(&[inner]);
    // Keeping `inner` as it is: what is inside it is not visited.
    let keep_arrays_of_one = |a: Attribute| (a == inner).then_some(None).or_else(|| old_to_new(&ctx)(a));
    assert_eq!(
        ctx.replace_sub_attributes(outer, false, &keep_arrays_of_one),
        None
    );
}

#[test]
fn distinct_attributes_only_when_asked() {
    let ctx = Context::new();
    let f = old_to_new(&ctx);
    let d = ctx.distinct_attr(ctx.array_attr(&[ctx.string_attr("old")]));
    assert_eq!(ctx.replace_sub_attributes(d, false, &f), None);
    let got = ctx.replace_sub_attributes(d, true, &f).expect("changed");
    assert_ne!(got, d);
    match ctx.attr_kind(got) {
        AttrKind::Distinct { referenced, .. } => {
            assert_eq!(*referenced, ctx.array_attr(&[ctx.string_attr("new")]))
        }
        k => panic!("not distinct: {k:?}"),
    }
}
