#![forbid(unsafe_code)]
use strata::opt_main::{translate_main, ToolRegistry, TranslationFlag};

const TRANSLATIONS: &[TranslationFlag] = &[TranslationFlag {
    flag: "mlir-to-llvmir",
    help: "Translate MLIR to LLVMIR",
    translate: strata::target_llvmir::translate_to_llvmir,
}];

fn main() {
    // As mlir-translate: only the dialects the translation knows, not
    // strata-opt's registry.
    let registry =
        ToolRegistry::new("strata-translate").with_dialects(strata::target_llvmir::register_dialects);
    std::process::exit(translate_main(std::env::args().collect(), registry, TRANSLATIONS));
}
