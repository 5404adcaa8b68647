use super::*;

#[test]
fn data_layout_queries() {
    let ctx = Context::new();
    let index = ctx.type_attr(ctx.index_type());
    let entries = [
        entry_attr(&ctx, index, ctx.integer_attr(ctx.i64(), 32)),
        entry_attr(&ctx, ctx.string_attr("dlti.endianness"), ctx.string_attr("big")),
        entry_attr(
            &ctx,
            ctx.string_attr("dlti.alloca_memory_space"),
            ctx.integer_attr(ctx.i32(), 5),
        ),
    ];
    let spec = data_layout_spec_attr(&ctx, &entries);
    let dl = DataLayout::new(&ctx, Some(spec));
    assert_eq!(dl.index_bitwidth(), 32);
    assert_eq!(dl.endianness(), Endianness::Big);
    assert_eq!(dl.alloca_memory_space(), 5);
    assert_eq!(dl.global_memory_space(), 0);

    let default = DataLayout::new(&ctx, None);
    assert_eq!(default.index_bitwidth(), 64);
    assert_eq!(default.endianness(), Endianness::Little);
}

#[test]
fn entry_lists_reject_repeated_and_empty_keys() {
    let ctx = Context::new();
    let one = ctx.integer_attr(ctx.i64(), 1);
    let a = entry_attr(&ctx, ctx.string_attr("a"), one);
    assert!(verify_entries(&ctx, ListKind::Map, &[a]).is_ok());
    assert_eq!(
        verify_entries(&ctx, ListKind::Map, &[a, a]),
        Err("repeated DLTI key: \"a\"".to_string())
    );
    let empty = entry_attr(&ctx, ctx.string_attr(""), one);
    assert_eq!(
        verify_entries(&ctx, ListKind::DataLayout, &[empty]),
        Err("empty string as DLTI key is not allowed".to_string())
    );
    assert!(verify_entries(&ctx, ListKind::TargetSystem, &[a]).is_err());
}
