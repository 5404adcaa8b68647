//! `toyc-ch5`: the Toy tutorial compiler of chapter 5 (partial lowering
//! to affine loops on buffers).

#![forbid(unsafe_code)]

fn main() {
    std::process::exit(strata_example_toy::driver::main(
        strata_example_toy::driver::Chapter::Ch5,
    ));
}
