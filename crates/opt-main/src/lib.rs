//! The mlir-opt style driver. (Skeleton.)

/// Runs strata-opt with the given arguments; returns the exit code.
pub fn opt_main(args: Vec<String>) -> i32 {
    let _ = args;
    todo!("driver")
}
