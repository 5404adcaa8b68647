use strata_opt_main::{translate_main, ToolRegistry, TranslationFlag};

const TRANSLATIONS: &[TranslationFlag] = &[TranslationFlag {
    flag: "mlir-to-llvmir",
    help: "Translate MLIR to LLVMIR",
    translate: strata_target_llvmir::translate_to_llvmir,
}];

fn main() {
    let registry = ToolRegistry {
        name: "strata-translate",
        dialects: vec![strata_target_llvmir::register_dialects],
        passes: Vec::new(),
    };
    std::process::exit(translate_main(std::env::args().collect(), registry, TRANSLATIONS));
}
