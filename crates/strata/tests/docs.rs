//! The dialect documentation under docs/dialects/ is generated from the op
//! specs; this test fails when it is out of date.
//! Regenerate with `STRATA_UPDATE_DOCS=1 cargo test -p strata docs`.

use std::path::PathBuf;

#[test]
fn docs_are_current() {
    let mut ctx = strata::ir::Context::new();
    strata::register_all_dialects(&mut ctx);
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/dialects");
    let update = std::env::var_os("STRATA_UPDATE_DOCS").is_some();
    if update {
        std::fs::create_dir_all(&dir).expect("create docs/dialects");
    }
    let mut stale = Vec::new();
    for dialect in ctx.dialects() {
        let path = dir.join(format!("{}.md", dialect.name));
        let text = strata::ods::docs::dialect_markdown(dialect);
        if update {
            std::fs::write(&path, &text).expect("write docs");
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "out of date (run STRATA_UPDATE_DOCS=1 cargo test -p strata docs): {stale:?}"
    );
}
