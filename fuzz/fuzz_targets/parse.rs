//! Feeds arbitrary bytes to the parser; IR that parses and verifies is
//! printed (custom and generic form) and must parse again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use strata_asm::{parse_source, print_top_level, ParseOptions, PrintOptions};
use strata_ir::Context;

fuzz_target!(|data: &[u8]| {
    // strata-opt rejects non-UTF-8 input before parsing.
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut ctx = Context::new();
    strata_dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    // Diagnostics are expected for bad input; only panics and hangs count.
    let _handler = ctx.push_diagnostic_handler(Box::new(|_, _| {}));
    let options = ParseOptions {
        file_name: "fuzz.mlir",
        line_offset: 0,
        implicit_module: true,
        module_loc: (0, 0),
    };
    let Ok(body) = parse_source(&ctx, text, &options) else {
        return;
    };
    if strata_ir::verify_top_level(&ctx, &body).is_err() {
        return;
    }
    for generic in [false, true] {
        let printed = print_top_level(&ctx, &body, &PrintOptions { generic, ..PrintOptions::default() });
        assert!(
            parse_source(&ctx, &printed, &options).is_ok(),
            "printed IR does not parse again:\n{printed}"
        );
    }
});
