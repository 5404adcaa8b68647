//! `strata-opt`: mlir-opt's command line over every dialect and pass of
//! Strata.

#![forbid(unsafe_code)]

// The system allocator: measured against mimalloc on the parse/print and
// canonicalize/cse benchmarks, it is as fast single-threaded and within a
// few percent threaded, with 35-40% lower peak memory.
fn main() {
    let code = strata::opt_main::opt_main(std::env::args().collect(), strata::tool_registry());
    std::process::exit(code);
}
