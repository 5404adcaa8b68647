//! `sample-opt`: strata-opt plus the `sample` dialect.

fn main() {
    let registry = strata_opt_main::ToolRegistry::core()
        .named("sample-opt")
        .with_dialects(strata_example_sample::register);
    std::process::exit(strata_opt_main::opt_main_with(
        std::env::args().collect(),
        registry,
    ));
}
