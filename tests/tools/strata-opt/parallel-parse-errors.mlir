// Errors in input parsed in parallel: the diagnostics are the sequential
// ones (same messages, order and locations), whatever the thread count.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect --mlir-disable-threading
// RUN: env RAYON_NUM_THREADS=8 strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not strata-opt %s --split-input-file --allow-unregistered-dialect --mlir-disable-threading 2> %t.seq
// RUN: env RAYON_NUM_THREADS=8 not strata-opt %s --split-input-file --allow-unregistered-dialect 2> %t.par
// RUN: diff %t.seq %t.par

// expected-note@+1 {{prior use here}}
func.func @a(%x: i32) -> i32 {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = arith.addi %x, %x : i64
  return %0 : i32
}
func.func @b(%y: i32) -> i32 {
  %0 = arith.addi %y, %y : i64
  return %0 : i32
}

// -----

%v = "test.value"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
func.func @c() {
  // expected-error@+1 {{using value defined outside the region}}
  %0 = arith.addi %v, %v : i32
  return
}
func.func @d() {
  return
}

// -----

func.func @e() {
  // expected-error@+1 {{undefined symbol alias id 'later'}}
  "test.op"() {a = #later} : () -> ()
  return
}
#later = 1 : i32
func.func @f() {
  return
}

// -----

func.func @g() -> i32 {
  %0 = arith.constant 1 : i32
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@g) returns 1}}
  return
}
func.func @h() {
  %0 = arith.constant 1 : i32
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@h) returns 0}}
  return %0 : i32
}

// -----

func.func @i() {
  "test.use"(%nope) : (i32) -> ()
  return
}
func.func @j() {
  // expected-error@+1 {{reference to an undefined block}}
  cf.br ^nowhere
}
