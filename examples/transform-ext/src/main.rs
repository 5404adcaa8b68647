//! `transform-ext-opt`: strata-opt plus the example transform extension.

fn main() {
    let registry = strata::tool_registry()
        .named("transform-ext-opt")
        .with_dialects(strata_example_transform_ext::register);
    std::process::exit(strata::opt_main::opt_main(std::env::args().collect(), registry));
}
