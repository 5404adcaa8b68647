//! `toyc-ch1`: the Toy tutorial compiler of chapter 1.

#![forbid(unsafe_code)]

fn main() {
    std::process::exit(strata_example_toy::driver::main(
        strata_example_toy::driver::Chapter::Ch1,
    ));
}
