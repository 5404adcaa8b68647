//! `toyc-ch7`: the Toy tutorial compiler of chapter 7 (structs, lowered
//! as in chapter 6).

#![forbid(unsafe_code)]

fn main() {
    std::process::exit(strata_example_toy::driver::main(
        strata_example_toy::driver::Chapter::Ch7,
    ));
}
