//! `toyc-ch6`: the Toy tutorial compiler of chapter 6 (lowering
//! to the LLVM dialect, LLVM IR and the JIT).

#![forbid(unsafe_code)]

fn main() {
    std::process::exit(strata_example_toy::driver::main(
        strata_example_toy::driver::Chapter::Ch6,
    ));
}
