// A small module: `cargo run --release -p strata-opt -- examples/hello.mlir`
// parses, verifies and prints it in MLIR's custom form.
module {
  func.func private @external(i32) -> i32
  func.func @call_twice(%a: i32) -> i32 {
    %0 = func.call @external(%a) : (i32) -> i32
    %1 = "func.call"(%0) {callee = @external} : (i32) -> i32
    return %1 : i32
  }
}
