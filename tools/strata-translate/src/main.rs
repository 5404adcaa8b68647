#![forbid(unsafe_code)]
use strata::opt_main::{translate_main, ToolRegistry, Translation, TranslationFlag, TranslationOption};
use strata::target_llvmir_import::ImportOptions;
use strata::target_smtlib::ExportOptions;

const INLINE_SINGLE_USE: &str = "smtlibexport-inline-single-use-values";
const STRUCTS_AS_LITERALS: &str = "import-structs-as-literals";
const PREFER_UNREGISTERED: &str = "prefer-unregistered-intrinsics";
const DROP_DI_ELEMENTS: &str = "drop-di-composite-type-elements";

const TRANSLATIONS: &[TranslationFlag] = &[
    TranslationFlag {
        flag: "mlir-to-llvmir",
        help: "Translate MLIR to LLVMIR",
        translate: Translation::Export(|ctx, body, _, out| {
            *out = strata::target_llvmir::translate_to_llvmir(ctx, body)?;
            Ok(())
        }),
        options: &[],
    },
    TranslationFlag {
        flag: "import-llvm",
        help: "Translate LLVMIR to MLIR",
        translate: Translation::Import(|ctx, src, options| {
            let options = ImportOptions {
                structs_as_literals: options.is_set(STRUCTS_AS_LITERALS),
                prefer_unregistered_intrinsics: options.is_set(PREFER_UNREGISTERED),
                drop_di_composite_type_elements: options.is_set(DROP_DI_ELEMENTS),
            };
            let source = strata::target_llvmir_import::Source {
                text: src.text,
                file_name: src.file_name,
                line_offset: src.line_offset,
                module_loc_name: src.module_loc_name,
            };
            strata::target_llvmir_import::import_llvm(ctx, &source, options)
        }),
        options: &[
            TranslationOption {
                flag: STRUCTS_AS_LITERALS,
                help: "Controls if structs should be imported as literal structs, i.e., nameless structs.",
            },
            TranslationOption {
                flag: PREFER_UNREGISTERED,
                help: "Prefer translating all intrinsics into llvm.call_intrinsic instead of using dialect supported intrinsics",
            },
            TranslationOption {
                flag: DROP_DI_ELEMENTS,
                help: "Avoid translating the elements of DICompositeTypes during the LLVM IR import (discouraged: testing only!)",
            },
        ],
    },
    TranslationFlag {
        flag: "export-smtlib",
        help: "export SMT-LIB",
        translate: Translation::Export(|ctx, body, options, out| {
            let options = ExportOptions {
                inline_single_use_values: options.is_set(INLINE_SINGLE_USE),
            };
            strata::target_smtlib::export_smtlib_to(ctx, body, &options, out)
        }),
        options: &[TranslationOption {
            flag: INLINE_SINGLE_USE,
            help: "Inline expressions that are used only once rather than generating a let-binding",
        }],
    },
];

fn main() {
    // As mlir-translate: only the dialects the translations know, not
    // strata-opt's registry.
    let registry = ToolRegistry::new("strata-translate").with_dialects(|ctx| {
        strata::target_llvmir::register_dialects(ctx);
        strata::target_smtlib::register_dialects(ctx);
    });
    std::process::exit(translate_main(std::env::args().collect(), registry, TRANSLATIONS));
}
