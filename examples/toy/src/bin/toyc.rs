//! `toyc`: the whole Toy compiler, chapter 7's (structs, every `-emit`
//! target down to LLVM IR and the JIT), under one name.

#![forbid(unsafe_code)]

fn main() {
    std::process::exit(strata_example_toy::driver::main(
        strata_example_toy::driver::Chapter::Ch7,
    ));
}
