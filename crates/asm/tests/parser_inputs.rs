//! Every file under `tests/inputs/` (accepted by mlir-opt 22 with
//! `--allow-unregistered-dialect`) parses without diagnostics.

use std::sync::{Arc, Mutex};

use strata_asm::{parse_source, ParseOptions};
use strata_ir::Context;

#[test]
fn corpus_parses() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for path in files {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let diags: Arc<Mutex<Vec<String>>> = Arc::default();
        let d2 = diags.clone();
        let _h =
            ctx.push_diagnostic_handler(Box::new(move |_, d| d2.lock().unwrap().push(d.message.clone())));
        let src = std::fs::read_to_string(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let opts = ParseOptions {
            file_name: &name,
            line_offset: 0,
            implicit_module: true,
            module_loc: (0, 0),
        };
        let r = parse_source(&ctx, &src, &opts);
        assert!(r.is_ok(), "{name}: {:?}", diags.lock().unwrap());
        assert!(diags.lock().unwrap().is_empty());
    }
}
