//! Symbol tables: lookup, nested references across bodies, visibility,
//! uses, replacement and renaming.

mod common;

use common::*;
use strata_ir::symbol_table::{
    self, lookup_symbol_in, nearest_symbol_table, replace_all_symbol_uses, set_symbol_visibility,
    symbol_known_use_empty, symbol_uses, symbol_uses_of, symbol_visibility,
};
use strata_ir::{Body, OpId, SymbolTable, SymbolTableCollection, SymbolTableStack, Visibility};

/// top: test.table @outer { test.table @inner { test.func @leaf }
///                          test.func @f { foo.call {callee = @inner::@leaf} } }
fn build(ctx: &strata_ir::Context) -> (Body, OpId) {
    let (mut body, top) = Body::with_top_block();
    let (outer, oe) = isolated_op(ctx, &mut body, top, "test.table", Some("outer"), 1);
    let ob = body.child_body_mut(outer).unwrap();
    let (inner, ie) = isolated_op(ctx, ob, oe, "test.table", Some("inner"), 2);
    let ib = ob.child_body_mut(inner).unwrap();
    let (leaf, le) = isolated_op(ctx, ib, ie, "test.func", Some("leaf"), 3);
    add_op(
        ctx,
        ib.child_body_mut(leaf).unwrap(),
        le,
        "test.return",
        4,
        &[],
        &[],
        &[],
    );
    let (f, fe) = isolated_op(ctx, ob, oe, "test.func", Some("f"), 5);
    let fb = ob.child_body_mut(f).unwrap();
    let call = add_op(ctx, fb, fe, "foo.call", 6, &[], &[], &[]);
    let callee = ctx.symbol_ref_attr(ctx.ident("inner"), &[ctx.ident("leaf")]);
    let list = ctx.array_attr(&[ctx.flat_symbol_ref_attr("f"), ctx.unit_attr()]);
    fb.set_op_attr(ctx, call, "callee", Some(callee));
    fb.set_op_attr(ctx, call, "others", Some(list));
    add_op(ctx, fb, fe, "test.return", 7, &[], &[], &[]);
    (body, outer)
}

#[test]
fn lookup_and_nested_references() {
    let ctx = context();
    let (body, outer) = build(&ctx);
    let (table, ob) = SymbolTable::new(&ctx, &body, outer);
    assert_eq!(table.len(), 2);
    let inner = table.lookup_str(&ctx, "inner").unwrap();
    let f = table.lookup_str(&ctx, "f").unwrap();
    assert_eq!(ob.op_name(f), ctx.op_name("test.func"));
    assert!(table.lookup_str(&ctx, "leaf").is_none());
    let r = ctx.symbol_ref_attr(ctx.ident("inner"), &[ctx.ident("leaf")]);
    let (lb, leaf) = lookup_symbol_in(&ctx, &body, outer, r).unwrap();
    assert_eq!(symbol_table::symbol_name(&ctx, lb, leaf), Some(ctx.ident("leaf")));
    // Through a non-table op, nested references fail.
    let bad = ctx.symbol_ref_attr(ctx.ident("f"), &[ctx.ident("leaf")]);
    assert!(lookup_symbol_in(&ctx, &body, outer, bad).is_none());
    let mut coll = SymbolTableCollection::new();
    let (cb, cl) = coll.lookup_symbol_in(&ctx, &body, outer, r).unwrap();
    assert!(std::ptr::eq(cb, lb) && cl == leaf);
    assert!(coll.lookup_symbol_in(&ctx, &body, outer, bad).is_none());
    // The stack answers for ops inside child bodies.
    let mut stack = SymbolTableStack::new();
    stack.push(&ctx, &body, outer);
    let found = stack.lookup_ref(&ctx, r).unwrap();
    assert_eq!(found.id, leaf);
    assert_eq!(stack.lookup(&ctx, ctx.ident("inner")).unwrap().id, inner);
    stack.push(&ctx, ob, inner);
    assert_eq!(stack.lookup(&ctx, ctx.ident("leaf")).unwrap().id, leaf);
    assert!(stack.lookup(&ctx, ctx.ident("f")).is_none());
    stack.pop();
    assert_eq!(stack.depth(), 1);
    // Nearest symbol table within a body.
    assert_eq!(nearest_symbol_table(&ctx, &body, outer), Some(outer));
    assert_eq!(nearest_symbol_table(&ctx, ob, f), None);
}

#[test]
fn visibility() {
    let ctx = context();
    let (mut body, outer) = build(&ctx);
    let ob = body.child_body_mut(outer).unwrap();
    let roots = ob.root_regions().to_vec();
    let t = SymbolTable::from_region(&ctx, ob, roots[0]);
    let f = t.lookup_str(&ctx, "f").unwrap();
    assert_eq!(symbol_visibility(&ctx, ob, f), Visibility::Public);
    set_symbol_visibility(&ctx, ob, f, Visibility::Private);
    assert_eq!(symbol_visibility(&ctx, ob, f), Visibility::Private);
    assert_eq!(
        ob.op_attr(&ctx, f, "sym_visibility"),
        Some(ctx.string_attr("private"))
    );
    set_symbol_visibility(&ctx, ob, f, Visibility::Nested);
    assert_eq!(symbol_visibility(&ctx, ob, f), Visibility::Nested);
    set_symbol_visibility(&ctx, ob, f, Visibility::Public);
    assert_eq!(ob.op_attr(&ctx, f, "sym_visibility"), None);
}

#[test]
fn uses_replace_and_rename() {
    let ctx = context();
    let (mut body, outer) = build(&ctx);
    let (ob, roots) = body.op_regions(outer);
    let roots = roots.to_vec();
    let uses = symbol_uses(&ctx, ob, &roots);
    // The call's two references; the symbols' own names are strings.
    assert_eq!(uses.len(), 2);
    assert!(uses
        .iter()
        .all(|u| ob.op_name(u.user) != ctx.op_name("test.func")));
    assert_eq!(symbol_uses_of(&ctx, ob, &roots, ctx.ident("inner")).len(), 1);
    assert!(!symbol_known_use_empty(&ctx, ob, &roots, ctx.ident("f")));
    assert!(symbol_known_use_empty(&ctx, ob, &roots, ctx.ident("inner2")));
    // References inside the nested table are not uses of the outer scope.
    assert!(symbol_known_use_empty(&ctx, ob, &roots, ctx.ident("leaf")));

    let ob = body.child_body_mut(outer).unwrap();
    let n = replace_all_symbol_uses(&ctx, ob, &roots, ctx.ident("inner"), ctx.ident("inner2"));
    assert_eq!(n, 1);
    assert!(symbol_known_use_empty(&ctx, ob, &roots, ctx.ident("inner")));
    let uses = symbol_uses_of(&ctx, ob, &roots, ctx.ident("inner2"));
    assert_eq!(uses.len(), 1);
    assert_eq!(
        uses[0].symbol_ref,
        ctx.symbol_ref_attr(ctx.ident("inner2"), &[ctx.ident("leaf")])
    );

    // Rename `f`: the reference in the array follows.
    let mut t = SymbolTable::from_region(&ctx, ob, roots[0]);
    let f = t.lookup_str(&ctx, "f").unwrap();
    assert!(t.rename(&ctx, ob, f, "inner").is_err(), "name taken");
    t.rename(&ctx, ob, f, "g").unwrap();
    assert_eq!(t.lookup_str(&ctx, "g"), Some(f));
    assert!(t.lookup_str(&ctx, "f").is_none());
    assert_eq!(symbol_table::symbol_name(&ctx, ob, f), Some(ctx.ident("g")));
    assert_eq!(symbol_uses_of(&ctx, ob, &roots, ctx.ident("g")).len(), 1);
    assert!(symbol_known_use_empty(&ctx, ob, &roots, ctx.ident("f")));
}

#[test]
fn insert_uniquifies_and_erase_removes() {
    let ctx = context();
    let (mut body, outer) = build(&ctx);
    let ob = body.child_body_mut(outer).unwrap();
    let roots = ob.root_regions().to_vec();
    let mut t = SymbolTable::from_region(&ctx, ob, roots[0]);
    let mut st = state(&ctx, "foo.sym", ctx.unknown_loc(), &[], &[], &[]);
    st.attributes = Some(ctx.dictionary_attr(&[(ctx.ident("sym_name"), ctx.string_attr("f"))]));
    let op = ob.create_op(st.clone());
    let name = t.insert(&ctx, ob, op, None).unwrap();
    assert_eq!(ctx.ident_str(name), "f_0");
    let op2 = ob.create_op(st);
    assert_eq!(ctx.ident_str(t.insert(&ctx, ob, op2, None).unwrap()), "f_1");
    assert_eq!(t.len(), 4);
    // Rebuilding from the IR agrees.
    let again = SymbolTable::from_region(&ctx, ob, roots[0]);
    assert_eq!(again.lookup_str(&ctx, "f_1"), Some(op2));
    t.erase(&ctx, ob, op);
    assert!(t.lookup_str(&ctx, "f_0").is_none());
    assert!(!ob.is_live(op));
    ob.check_invariants().unwrap();
}
