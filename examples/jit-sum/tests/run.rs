//! Runs the example as CI would a user: its output is the module it built
//! and the sum the compiled code returned.

use std::process::Command;

fn run(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_jit-sum"))
        .args(args)
        .output()
        .expect("the example runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn prints_the_module_and_the_sum() {
    let (ok, stdout, stderr) = run(&[]);
    assert!(ok, "{stderr}");
    for line in [
        "func.func @sum_of_squares(%arg0: i64) -> i64 {",
        "%0 = scf.for %arg1 = %c0_i64 to %arg0 step %c1_i64 iter_args(%arg2 = %c0_i64) -> (i64)  : i64 {",
        "%1 = arith.muli %arg1, %arg1 : i64",
        "%2 = arith.addi %arg2, %1 : i64",
        "scf.yield %2 : i64",
        "func.func @main() -> i64 {",
        "%0 = call @sum_of_squares(%c10_i64) : (i64) -> i64",
        "sum of i * i for i in 0..10 = 285",
    ] {
        assert!(stdout.contains(line), "missing {line:?} in:\n{stdout}");
    }
}

#[test]
fn takes_the_bound_as_argument() {
    let (ok, stdout, stderr) = run(&["100"]);
    assert!(ok, "{stderr}");
    assert!(
        stdout.ends_with("sum of i * i for i in 0..100 = 328350\n"),
        "{stdout}"
    );
    let (ok, _, stderr) = run(&["ten"]);
    assert!(!ok);
    assert!(stderr.contains("usage: jit-sum"), "{stderr}");
}
