//! `sample-opt`: strata-opt plus the `sample` dialect.

fn main() {
    let registry = strata::tool_registry()
        .named("sample-opt")
        .with_dialects(strata_example_sample::register);
    std::process::exit(strata::opt_main::opt_main(std::env::args().collect(), registry));
}
