//! `toyc-ch2`: the Toy tutorial compiler of chapter 2.

#![forbid(unsafe_code)]

fn main() {
    std::process::exit(strata_example_toy::driver::main(
        strata_example_toy::driver::Chapter::Ch2,
    ));
}
