//! Mutable -> immutable -> mutable prints identically, on every chunk of
//! the arith and scf test files that parses.

use std::path::Path;

use strata_elevate::{from_top_level, to_top_level};

fn round_trip_dir(dir: &str) -> (usize, usize) {
    let ctx = strata::context();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests")
        .join(dir);
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .expect("the test directory exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    let (mut converted, mut refused) = (0, 0);
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        for chunk in text.split("\n// -----") {
            let Ok(body) = strata::parse(&ctx, "chunk.mlir", chunk) else {
                continue;
            };
            let before = strata::print(&ctx, &body);
            match from_top_level(&body) {
                Ok(top) => {
                    let back = to_top_level(&top).expect("converts back");
                    strata::verify(&ctx, &back).expect("the round trip verifies");
                    assert_eq!(before, strata::print(&ctx, &back), "in {}", file.display());
                    converted += 1;
                }
                // Only uses before definitions (graph regions) are refused.
                Err(e) => {
                    assert!(e.0.contains("before its definition"), "{e}");
                    refused += 1;
                }
            }
        }
    }
    (converted, refused)
}

#[test]
fn arith_files_round_trip() {
    let (converted, refused) = round_trip_dir("Dialect/arith");
    assert!(converted >= 12, "only {converted} chunks converted");
    assert_eq!(refused, 0);
}

#[test]
fn scf_files_round_trip() {
    let (converted, refused) = round_trip_dir("Dialect/scf");
    assert!(converted >= 20, "only {converted} chunks converted");
    assert_eq!(refused, 0);
}

#[test]
fn cf_files_round_trip() {
    // Branches: successors and block arguments across blocks.
    let (converted, refused) = round_trip_dir("Dialect/cf");
    assert!(converted >= 3, "only {converted} chunks converted");
    assert_eq!(refused, 0);
}
