//! Every registered dialect exported as IRDL (`--dialect-to-irdl`) is a
//! valid IRDL module that loads, renamed, next to the dialect itself.

use strata::asm::{parse_source, ParseOptions};
use strata::dialects::irdl::{export::dialect_to_irdl, load::load_dialects};

#[test]
fn every_dialect_exports_to_loadable_irdl() {
    let names: Vec<String> = strata::context()
        .dialect_names()
        .iter()
        .map(|s| s.to_string())
        .collect();
    for name in names {
        let mut ctx = strata::context();
        // Types and attributes are written as the text format shows them.
        strata::asm::install_note_printer(&ctx);
        let text = dialect_to_irdl(&ctx, &name).expect("registered");
        let renamed = text.replacen(
            &format!("irdl.dialect @{name} "),
            &format!("irdl.dialect @exported_{name} "),
            1,
        );
        let body = parse_source(&ctx, &renamed, &ParseOptions::default())
            .unwrap_or_else(|_| panic!("the export of {name} does not parse"));
        strata::ir::verify_top_level(&ctx, &body)
            .unwrap_or_else(|_| panic!("the export of {name} does not verify"));
        load_dialects(&mut ctx, &body).unwrap_or_else(|_| panic!("the export of {name} does not load"));
        assert!(ctx.dialect_by_name(&format!("exported_{name}")).is_some());
    }
}

#[test]
fn unknown_dialects_are_reported() {
    let ctx = strata::context();
    assert_eq!(
        dialect_to_irdl(&ctx, "nope").unwrap_err(),
        "no dialect named 'nope' is registered"
    );
}
