//! End-to-end tests of the engine: parse LLVM-dialect text, compile, call.

use strata_ir::{Body, Context};

use crate::engine::{compile_jit, compile_object, CallError, CompileError, Options};
use crate::sys::{EntryKind, EntryResult};

pub(crate) fn parse(src: &str) -> (Context, Body) {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_llvm::dialect());
    let body = strata_asm::parse_source(&ctx, src, &Default::default()).expect("parses");
    strata_ir::verify_top_level(&ctx, &body).expect("verifies");
    (ctx, body)
}

fn run(src: &str, entry: &str, kind: EntryKind, opt_level: u8) -> EntryResult {
    let (ctx, body) = parse(src);
    let options = Options {
        opt_level,
        ..Default::default()
    };
    let jit = compile_jit(&ctx, &body, &options).unwrap_or_else(|e| panic!("{e:?}"));
    // SAFETY: the tests' programs are well-defined.
    unsafe { jit.call(entry, kind) }.unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn calls_check_the_signature() {
    let src = r#"
llvm.func @declared() -> i32
llvm.func @takes(%x: i64) -> i64 {
  llvm.return %x : i64
}
llvm.func @seven() -> i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %0 : i32
}
"#;
    let (ctx, body) = parse(src);
    let jit = compile_jit(&ctx, &body, &Options::default()).unwrap_or_else(|e| panic!("{e:?}"));
    // SAFETY: the only function that runs returns a constant.
    unsafe {
        assert_eq!(jit.call("seven", EntryKind::I32), Ok(EntryResult::I32(7)));
        assert_eq!(jit.call("seven", EntryKind::I64), Err(CallError::WrongResult));
        assert_eq!(jit.call("seven", EntryKind::Void), Err(CallError::WrongResult));
        assert_eq!(jit.call("takes", EntryKind::I64), Err(CallError::TakesArguments));
        assert_eq!(jit.call("declared", EntryKind::I32), Err(CallError::NotDefined));
        assert_eq!(jit.call("absent", EntryKind::Void), Err(CallError::NotFound));
    }
}

#[test]
fn structors_run_in_priority_order() {
    // The constructors append their digit to a global: 2 (priority 1)
    // before 1 (priority 5); the destructor doubles it.
    let src = r#"
llvm.mlir.global internal @acc(0 : i64) {addr_space = 0 : i32} : i64
llvm.mlir.global_ctors ctors = [@one, @two], priorities = [5 : i32, 1 : i32], data = [#llvm.zero, #llvm.zero]
llvm.mlir.global_dtors dtors = [@twice], priorities = [0 : i32], data = [#llvm.zero]
llvm.func @append(%d: i64) {
  %p = llvm.mlir.addressof @acc : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  %ten = llvm.mlir.constant(10 : i64) : i64
  %m = llvm.mul %v, %ten : i64
  %s = llvm.add %m, %d : i64
  llvm.store %s, %p : i64, !llvm.ptr
  llvm.return
}
llvm.func @one() {
  %d = llvm.mlir.constant(1 : i64) : i64
  llvm.call @append(%d) : (i64) -> ()
  llvm.return
}
llvm.func @two() {
  %d = llvm.mlir.constant(2 : i64) : i64
  llvm.call @append(%d) : (i64) -> ()
  llvm.return
}
llvm.func @twice() {
  %p = llvm.mlir.addressof @acc : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  %s = llvm.add %v, %v : i64
  llvm.store %s, %p : i64, !llvm.ptr
  llvm.return
}
llvm.func @get() -> i64 {
  %p = llvm.mlir.addressof @acc : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}
"#;
    let (ctx, body) = parse(src);
    let jit = compile_jit(&ctx, &body, &Options::default()).unwrap_or_else(|e| panic!("{e:?}"));
    // SAFETY: the functions only read and write the global.
    unsafe {
        jit.run_structors(false);
        assert_eq!(jit.call("get", EntryKind::I64), Ok(EntryResult::I64(21)));
        jit.run_structors(true);
        assert_eq!(jit.call("get", EntryKind::I64), Ok(EntryResult::I64(42)));
    }
}

const GCD: &str = r#"
llvm.func @gcd(%a: i64, %b: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %z = llvm.icmp "eq" %b, %c0 : i64
  llvm.cond_br %z, ^done, ^step
^done:
  llvm.return %a : i64
^step:
  %r = llvm.urem %a, %b : i64
  %g = llvm.call @gcd(%b, %r) : (i64, i64) -> i64
  llvm.return %g : i64
}
llvm.func @main() -> i64 {
  %a = llvm.mlir.constant(1071 : i64) : i64
  %b = llvm.mlir.constant(462 : i64) : i64
  %g = llvm.call @gcd(%a, %b) : (i64, i64) -> i64
  llvm.return %g : i64
}
"#;

#[test]
fn recursion_at_every_opt_level() {
    for level in [0, 3] {
        assert_eq!(run(GCD, "main", EntryKind::I64, level), EntryResult::I64(21));
    }
}

#[test]
fn aggregates_travel_through_calls_and_memory() {
    let src = r#"
llvm.func @make(%x: i32, %y: f32) -> !llvm.struct<(i32, array<2 x f32>)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, array<2 x f32>)>
  %a = llvm.insertvalue %x, %u[0] : !llvm.struct<(i32, array<2 x f32>)>
  %b = llvm.insertvalue %y, %a[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return %b : !llvm.struct<(i32, array<2 x f32>)>
}
llvm.func @main() -> f32 {
  %x = llvm.mlir.constant(3 : i32) : i32
  %y = llvm.mlir.constant(2.5 : f32) : f32
  %s = llvm.call @make(%x, %y) : (i32, f32) -> !llvm.struct<(i32, array<2 x f32>)>
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %c1 x !llvm.struct<(i32, array<2 x f32>)> : (i64) -> !llvm.ptr
  llvm.store %s, %p : !llvm.struct<(i32, array<2 x f32>)>, !llvm.ptr
  %q = llvm.getelementptr %p[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<2 x f32>)>
  %v = llvm.load %q : !llvm.ptr -> f32
  %n = llvm.extractvalue %s[0] : !llvm.struct<(i32, array<2 x f32>)>
  %nf = llvm.sitofp %n : i32 to f32
  %r = llvm.fmul %v, %nf : f32
  llvm.return %r : f32
}
"#;
    assert_eq!(run(src, "main", EntryKind::F32, 2), EntryResult::F32(7.5));
}

#[test]
fn unsupported_input_is_a_diagnostic() {
    let src = r#"
llvm.func @main() -> f128 {
  %0 = llvm.mlir.constant(1.0 : f128) : f128
  llvm.return %0 : f128
}
"#;
    let (ctx, body) = parse(src);
    match compile_jit(&ctx, &body, &Options::default()) {
        Err(CompileError::Ir(e)) => {
            assert!(e.message.contains("f128"), "{}", e.message);
            assert!(strata_ir::LocationKind::Unknown != ctx.loc_kind(e.loc));
        }
        Err(e) => panic!("unexpected {e:?}"),
        Ok(_) => panic!("f128 is not supported"),
    }
}

#[test]
fn odd_width_integers_wrap_and_extend_at_their_width() {
    // i5: 15 + 3 wraps to -14; -14 >> 1 (arithmetic) is -7; i1 true is -1
    // when sign-extended; ctlz of an i1 false is 1; a signed compare of
    // i3 -1 < 1 holds. The result packs them: -7 * 1000 + (-1) * 100 +
    // 1 * 10 + 1.
    let src = r#"
llvm.func @main() -> i64 {
  %x = llvm.mlir.constant(15 : i5) : i5
  %y = llvm.mlir.constant(3 : i5) : i5
  %one = llvm.mlir.constant(1 : i5) : i5
  %s = llvm.add %x, %y : i5
  %h = llvm.ashr %s, %one : i5
  %he = llvm.sext %h : i5 to i64
  %t = llvm.mlir.constant(true) : i1
  %te = llvm.sext %t : i1 to i64
  %f = llvm.mlir.constant(false) : i1
  %lz = "llvm.intr.ctlz"(%f) <{is_zero_poison = false}> : (i1) -> i1
  %lze = llvm.zext %lz : i1 to i64
  %m = llvm.mlir.constant(-1 : i3) : i3
  %p = llvm.mlir.constant(1 : i3) : i3
  %lt = llvm.icmp "slt" %m, %p : i3
  %lte = llvm.zext %lt : i1 to i64
  %k1000 = llvm.mlir.constant(1000 : i64) : i64
  %k100 = llvm.mlir.constant(100 : i64) : i64
  %k10 = llvm.mlir.constant(10 : i64) : i64
  %a = llvm.mul %he, %k1000 : i64
  %b = llvm.mul %te, %k100 : i64
  %c = llvm.mul %lze, %k10 : i64
  %ab = llvm.add %a, %b : i64
  %abc = llvm.add %ab, %c : i64
  %r = llvm.add %abc, %lte : i64
  llvm.return %r : i64
}
"#;
    for level in [0, 3] {
        assert_eq!(
            run(src, "main", EntryKind::I64, level),
            EntryResult::I64(-7000 - 100 + 10 + 1)
        );
    }
}

#[test]
fn wide_integers_multiply_divide_and_shift() {
    // (2^100 + 7) * (2^90 + 3), in i256, divided by (2^90 + 3) gives back
    // 2^100 + 7; its bits 64.. shifted down are 2^36; the low limb is 7.
    let src = r#"
llvm.func @main() -> i64 {
  %a = llvm.mlir.constant(1267650600228229401496703205383 : i256) : i256
  %b = llvm.mlir.constant(1237940039285380274899124227 : i256) : i256
  %p = llvm.mul %a, %b : i256
  %q = llvm.udiv %p, %b : i256
  %r = llvm.urem %p, %b : i256
  %k64 = llvm.mlir.constant(64 : i256) : i256
  %hi = llvm.lshr %q, %k64 : i256
  %hit = llvm.trunc %hi : i256 to i64
  %lot = llvm.trunc %q : i256 to i64
  %rt = llvm.trunc %r : i256 to i64
  %s = llvm.add %hit, %lot : i64
  %t = llvm.add %s, %rt : i64
  llvm.return %t : i64
}
"#;
    for level in [0, 2] {
        assert_eq!(
            run(src, "main", EntryKind::I64, level),
            EntryResult::I64((1i64 << 36) + 7)
        );
    }
}

#[test]
fn i128_division_calls_the_runtime() {
    let src = r#"
llvm.func @main() -> i64 {
  %a = llvm.mlir.constant(-170141183460469231731687303715884105727 : i128) : i128
  %b = llvm.mlir.constant(1000000000000 : i128) : i128
  %q = llvm.sdiv %a, %b : i128
  %r = llvm.srem %a, %b : i128
  %qt = llvm.trunc %q : i128 to i64
  %rt = llvm.trunc %r : i128 to i64
  %s = llvm.add %qt, %rt : i64
  llvm.return %s : i64
}
"#;
    let a = -170141183460469231731687303715884105727i128;
    let b = 1000000000000i128;
    let expect = ((a / b) as i64).wrapping_add((a % b) as i64);
    assert_eq!(run(src, "main", EntryKind::I64, 0), EntryResult::I64(expect));
}

#[test]
fn missing_symbols_are_listed() {
    let src = r#"
llvm.func @nowhere_to_be_found(i32)
llvm.func @unused_declaration()
llvm.func @main() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @nowhere_to_be_found(%0) : (i32) -> ()
  llvm.return
}
"#;
    let (ctx, body) = parse(src);
    match compile_jit(&ctx, &body, &Options::default()) {
        Err(CompileError::MissingSymbols(names)) => {
            assert_eq!(names, vec!["nowhere_to_be_found".to_string()])
        }
        Err(e) => panic!("unexpected {e:?}"),
        Ok(_) => panic!("the symbol does not exist"),
    }
}

#[test]
fn object_files_are_elf() {
    let (ctx, body) = parse(GCD);
    let obj = compile_object(&ctx, &body, &Options::default(), "gcd").expect("compiles");
    assert_eq!(&obj[..4], b"\x7fELF");
}

#[test]
fn address_constants_fold_into_offsets() {
    // Element addresses with constant parts: (i - 1) * 3 + j + 2, a
    // struct field, an index far out of range taken back by a second
    // getelementptr, and i32 arithmetic that wraps before it is extended.
    const SRC: &str = r#"
llvm.func @main() -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %far = llvm.mlir.constant(1099511627776 : i64) : i64
  %back = llvm.mlir.constant(-1099511627776 : i64) : i64
  %buf = llvm.alloca %c16 x i64 : (i64) -> !llvm.ptr
  llvm.br ^fill(%c1 : i64)
^fill(%k: i64):
  %k0 = llvm.sub %k, %c1 : i64
  %kp = llvm.getelementptr %buf[%k0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %kv = llvm.mul %k, %k : i64
  llvm.store %kv, %kp : i64, !llvm.ptr
  %k1 = llvm.add %k, %c1 : i64
  %more = llvm.icmp "sle" %k1, %c16 : i64
  llvm.cond_br %more, ^fill(%k1 : i64), ^use
^use:
  %i = llvm.add %c1, %c2 : i64
  %j = llvm.sub %c3, %c2 : i64
  %im = llvm.sub %i, %c1 : i64
  %row = llvm.mul %im, %c3 : i64
  %rj = llvm.add %row, %j : i64
  %idx = llvm.add %rj, %c2 : i64
  %p = llvm.getelementptr %buf[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %a = llvm.load %p : !llvm.ptr -> i64
  %s = llvm.getelementptr %buf[1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, array<3 x i64>)>
  %b = llvm.load %s : !llvm.ptr -> i64
  %q = llvm.getelementptr %buf[%far] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %q2 = llvm.getelementptr %q[%back] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %q3 = llvm.getelementptr %q2[%c3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %c = llvm.load %q3 : !llvm.ptr -> i64
  %max = llvm.mlir.constant(2147483647 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %w = llvm.add %max, %one : i32
  %m = llvm.mlir.constant(2147483644 : i32) : i32
  %w2 = llvm.sub %w, %m : i32
  %d4 = llvm.getelementptr %buf[%w2] : (!llvm.ptr, i32) -> !llvm.ptr, i64
  %d = llvm.load %d4 : !llvm.ptr -> i64
  %ab = llvm.add %a, %b : i64
  %abc = llvm.add %ab, %c : i64
  %r = llvm.add %abc, %d : i64
  llvm.return %r : i64
}
"#;
    // buf[k] = (k + 1)^2. a = buf[(3 - 1) * 3 + 1 + 2] = buf[9] = 100;
    // b = buf[(32 + 8) / 8] = buf[5] = 36; c = buf[3] = 16; w2 =
    // i32::MIN - 2147483644 wraps to 4: d = buf[4] = 25.
    for level in [0, 3] {
        assert_eq!(
            run(SRC, "main", EntryKind::I64, level),
            EntryResult::I64(100 + 36 + 16 + 25)
        );
    }
}

/// `@main(shift)`: fills a[0..11] with i (i32), then runs the vectorizable
/// loop a[i + shift] = a[i] * a[i] + 3 for i in [0, 10) (unsigned bound),
/// and returns the sum of a[k] * (k + 1).
const SQUARES: &str = r#"
llvm.func @square(%src: !llvm.ptr, %dst: !llvm.ptr, %n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %k3 = llvm.mlir.constant(3 : i32) : i32
  llvm.br ^h(%c0 : i64)
^h(%i: i64):
  %c = llvm.icmp "ult" %i, %n : i64
  llvm.cond_br %c, ^body, ^exit
^body:
  %p = llvm.getelementptr %src[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %x = llvm.load %p : !llvm.ptr -> i32
  %y = llvm.mul %x, %x : i32
  %z = llvm.add %y, %k3 : i32
  %q = llvm.getelementptr %dst[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %z, %q : i32, !llvm.ptr
  %next = llvm.add %i, %c1 : i64
  llvm.br ^h(%next : i64)
^exit:
  llvm.return
}
llvm.func @run(%shift: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c10 = llvm.mlir.constant(10 : i64) : i64
  %c11 = llvm.mlir.constant(11 : i64) : i64
  %a = llvm.alloca %c11 x i32 : (i64) -> !llvm.ptr
  llvm.br ^fill(%c0 : i64)
^fill(%i: i64):
  %more = llvm.icmp "slt" %i, %c11 : i64
  llvm.cond_br %more, ^fill_body, ^work
^fill_body:
  %v = llvm.trunc %i : i64 to i32
  %p = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %v, %p : i32, !llvm.ptr
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^fill(%i1 : i64)
^work:
  %dst = llvm.getelementptr %a[%shift] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.call @square(%a, %dst, %c10) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.br ^sum(%c0, %c0 : i64, i64)
^sum(%k: i64, %s: i64):
  %go = llvm.icmp "slt" %k, %c11 : i64
  llvm.cond_br %go, ^sum_body, ^done
^sum_body:
  %pk = llvm.getelementptr %a[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %x = llvm.load %pk : !llvm.ptr -> i32
  %xw = llvm.sext %x : i32 to i64
  %k1 = llvm.add %k, %c1 : i64
  %t = llvm.mul %xw, %k1 : i64
  %s1 = llvm.add %s, %t : i64
  llvm.br ^sum(%k1, %s1 : i64, i64)
^done:
  llvm.return %s : i64
}
"#;

#[test]
fn vectorized_loops_agree_with_scalar_ones() {
    // The same computation in Rust, element by element.
    let expect = |shift: usize| {
        let mut a: Vec<i64> = (0..11).collect();
        for i in 0..10 {
            a[i + shift] = (a[i] as i32).wrapping_mul(a[i] as i32).wrapping_add(3) as i64;
        }
        a.iter().enumerate().map(|(k, x)| x * (k as i64 + 1)).sum::<i64>()
    };
    // Shift 0 writes what it reads, shift 1 feeds each iteration's store
    // to the next one's load (the runtime check must send it to the
    // scalar loop).
    for shift in [0, 1] {
        let src = format!(
            "{SQUARES}\nllvm.func @main() -> i64 {{\n  %s = llvm.mlir.constant({shift} : i64) : i64\n  %r = llvm.call @run(%s) : (i64) -> i64\n  llvm.return %r : i64\n}}\n"
        );
        for level in [0, 3] {
            assert_eq!(
                run(&src, "main", EntryKind::I64, level),
                EntryResult::I64(expect(shift)),
                "shift {shift} at -O{level}"
            );
        }
    }
}

/// Vector values carried around a loop (block arguments), multiplied and
/// added as `i32x4` parts, rotated across parts by a shuffle, gathered
/// into an array of rows, reinterpreted as `i16` lanes, updated at a
/// constant position and read lane by lane.
const VECTOR_LOOP: &str = r#"
llvm.func @main() -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %v0 = llvm.mlir.constant(dense<[1, 2, 3, 4, 5, 6, 7, 8]> : vector<8xi32>) : vector<8xi32>
  %w = llvm.mlir.constant(dense<[10, 20, 30, 40, 50, 60, 70, 80]> : vector<8xi32>) : vector<8xi32>
  %one = llvm.mlir.constant(dense<1> : vector<8xi32>) : vector<8xi32>
  llvm.br ^loop(%c0, %one, %v0 : i64, vector<8xi32>, vector<8xi32>)
^loop(%i: i64, %acc: vector<8xi32>, %v: vector<8xi32>):
  %go = llvm.icmp "slt" %i, %c5 : i64
  llvm.cond_br %go, ^body, ^done
^body:
  %m = llvm.mul %acc, %v : vector<8xi32>
  %a = llvm.add %m, %w : vector<8xi32>
  %r = llvm.shufflevector %v, %v [1, 2, 3, 4, 5, 6, 7, 0] : vector<8xi32>
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i1, %a, %r : i64, vector<8xi32>, vector<8xi32>)
^done:
  %rows0 = llvm.mlir.poison : !llvm.array<2 x vector<8xi32>>
  %rows1 = llvm.insertvalue %acc, %rows0[0] : !llvm.array<2 x vector<8xi32>>
  %rows2 = llvm.insertvalue %v, %rows1[1] : !llvm.array<2 x vector<8xi32>>
  %x = llvm.extractvalue %rows2[0] : !llvm.array<2 x vector<8xi32>>
  %y = llvm.extractvalue %rows2[1] : !llvm.array<2 x vector<8xi32>>
  %z = llvm.xor %x, %y : vector<8xi32>
  %h = llvm.bitcast %z : vector<8xi32> to vector<16xi16>
  %h2 = llvm.add %h, %h : vector<16xi16>
  %b = llvm.bitcast %h2 : vector<16xi16> to vector<8xi32>
  %seven = llvm.mlir.constant(7 : i32) : i32
  %p3 = llvm.mlir.constant(3 : i32) : i32
  %e = llvm.insertelement %seven, %b[%p3 : i32] : vector<8xi32>
  %wide = llvm.sext %e : vector<8xi32> to vector<8xi64>
  %s = "llvm.intr.vector.reduce.add"(%wide) : (vector<8xi64>) -> i64
  %l5 = llvm.mlir.constant(5 : i32) : i32
  %x5 = llvm.extractelement %e[%l5 : i32] : vector<8xi32>
  %x5w = llvm.sext %x5 : i32 to i64
  %k = llvm.mlir.constant(1000003 : i64) : i64
  %t = llvm.mul %s, %k : i64
  %res = llvm.add %t, %x5w : i64
  llvm.return %res : i64
}
"#;

#[test]
fn simd_vector_values_agree_with_per_element_ones() {
    // The same computation in Rust, lane by lane.
    let mut acc = [1i32; 8];
    let mut v: [i32; 8] = [1, 2, 3, 4, 5, 6, 7, 8];
    let w: [i32; 8] = [10, 20, 30, 40, 50, 60, 70, 80];
    for _ in 0..5 {
        for k in 0..8 {
            acc[k] = acc[k].wrapping_mul(v[k]).wrapping_add(w[k]);
        }
        v.rotate_left(1);
    }
    let mut e = [0i32; 8];
    for k in 0..8 {
        let z = (acc[k] ^ v[k]) as u32;
        let lo = (z as u16).wrapping_add(z as u16) as u32;
        let hi = ((z >> 16) as u16).wrapping_add((z >> 16) as u16) as u32;
        e[k] = (hi << 16 | lo) as i32;
    }
    e[3] = 7;
    let sum: i64 = e.iter().map(|&x| x as i64).sum();
    let expect = sum.wrapping_mul(1000003).wrapping_add(e[5] as i64);
    // -O0 holds vectors per element, -O1 and above as SIMD values.
    for level in [0, 1, 3] {
        assert_eq!(
            run(VECTOR_LOOP, "main", EntryKind::I64, level),
            EntryResult::I64(expect),
            "-O{level}"
        );
    }
}

/// A loop carrying more SIMD values than the registers hold (a 4x16 f32
/// tile: 16 `F32X4` parts), whose first rows read other rows and whose
/// last rows accumulate in place, and which the exit reads: at -O3 the
/// last rows go through a stack slot, with the same result as -O0 and as
/// computed here.
#[test]
fn loop_carried_tiles_through_stack_slots() {
    let src = r#"
llvm.func @main() -> f32 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(10 : i64) : i64
  %z = llvm.mlir.constant(0 : i32) : i32
  %lane = llvm.mlir.constant(5 : i64) : i64
  %poison = llvm.mlir.poison : vector<16xf32>
  %ones = llvm.mlir.constant(dense<1.0> : vector<16xf32>) : vector<16xf32>
  %twos = llvm.mlir.constant(dense<2.0> : vector<16xf32>) : vector<16xf32>
  %init = llvm.mlir.constant(dense<1.0> : vector<4x16xf32>) : !llvm.array<4 x vector<16xf32>>
  llvm.br ^head(%c0, %init : i64, !llvm.array<4 x vector<16xf32>>)
^head(%i: i64, %a: !llvm.array<4 x vector<16xf32>>):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^exit
^body:
  %x0 = llvm.extractvalue %a[0] : !llvm.array<4 x vector<16xf32>>
  %x1 = llvm.extractvalue %a[1] : !llvm.array<4 x vector<16xf32>>
  %x2 = llvm.extractvalue %a[2] : !llvm.array<4 x vector<16xf32>>
  %x3 = llvm.extractvalue %a[3] : !llvm.array<4 x vector<16xf32>>
  %f = llvm.sitofp %i : i64 to f32
  %v = llvm.insertelement %f, %poison[%z : i32] : vector<16xf32>
  %s = llvm.shufflevector %v, %poison [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
  %n0 = llvm.intr.fmuladd(%s, %ones, %x1) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  %n1 = llvm.fadd %x0, %x2 : vector<16xf32>
  %n2 = llvm.intr.fmuladd(%s, %twos, %x2) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  %n3 = llvm.fadd %x3, %s : vector<16xf32>
  %b0 = llvm.insertvalue %n0, %a[0] : !llvm.array<4 x vector<16xf32>>
  %b1 = llvm.insertvalue %n1, %b0[1] : !llvm.array<4 x vector<16xf32>>
  %b2 = llvm.insertvalue %n2, %b1[2] : !llvm.array<4 x vector<16xf32>>
  %b3 = llvm.insertvalue %n3, %b2[3] : !llvm.array<4 x vector<16xf32>>
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^head(%i1, %b3 : i64, !llvm.array<4 x vector<16xf32>>)
^exit:
  %r0 = llvm.extractvalue %a[0] : !llvm.array<4 x vector<16xf32>>
  %r1 = llvm.extractvalue %a[1] : !llvm.array<4 x vector<16xf32>>
  %r3 = llvm.extractvalue %a[3] : !llvm.array<4 x vector<16xf32>>
  %e0 = llvm.extractelement %r0[%lane : i64] : vector<16xf32>
  %e1 = llvm.extractelement %r1[%lane : i64] : vector<16xf32>
  %e3 = llvm.extractelement %r3[%lane : i64] : vector<16xf32>
  %t = llvm.fadd %e0, %e1 : f32
  %u = llvm.fmul %e3, %t : f32
  llvm.return %u : f32
}
"#;
    let mut a = [1.0f32; 4];
    for i in 0..10 {
        let f = i as f32;
        a = [f + a[1], a[0] + a[2], f * 2.0 + a[2], a[3] + f];
    }
    let expected = EntryResult::F32(a[3] * (a[0] + a[1]));
    for level in [0, 3] {
        assert_eq!(run(src, "main", EntryKind::F32, level), expected, "-O{level}");
    }
}

/// A load used after a store to its address keeps its place: it reads
/// the value from before the store.
#[test]
fn loads_do_not_sink_past_stores() {
    let src = r#"
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %seven = llvm.mlir.constant(7 : i32) : i32
  %nine = llvm.mlir.constant(9 : i32) : i32
  %p = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.store %seven, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.store %nine, %p : i32, !llvm.ptr
  %w = llvm.add %v, %seven : i32
  llvm.return %w : i32
}
"#;
    for level in [0, 3] {
        assert_eq!(
            run(src, "main", EntryKind::I32, level),
            EntryResult::I32(14),
            "-O{level}"
        );
    }
}

/// Accumulator chains of `fmuladd`s on broadcast lanes of loaded vectors
/// (interleaved a group at a time before code generation), more chains
/// than one group holds, with a store between two of them whose address a
/// later load reads: the same result at every level.
#[test]
fn interleaved_accumulator_chains_agree() {
    let value = |k: usize| (k % 7) as f32 * 0.5 - 1.0;
    let mut src = String::from(
        "llvm.func @main() -> f32 {\n  %n = llvm.mlir.constant(64 : i64) : i64\n  \
         %z = llvm.mlir.constant(0 : i32) : i32\n  %poison = llvm.mlir.poison : vector<4xf32>\n  \
         %p = llvm.alloca %n x f32 : (i64) -> !llvm.ptr\n",
    );
    for q in 0..4 {
        let elems: Vec<String> = (0..16).map(|k| format!("{:?}", value(16 * q + k))).collect();
        src += &format!(
            "  %c{q} = llvm.mlir.constant(dense<[{}]> : vector<16xf32>) : vector<16xf32>\n  \
             %q{q} = llvm.getelementptr %p[{}] : (!llvm.ptr) -> !llvm.ptr, f32\n  \
             llvm.store %c{q}, %q{q} : vector<16xf32>, !llvm.ptr\n",
            elems.join(", "),
            16 * q
        );
    }
    for r in 0..16 {
        src += &format!(
            "  %a{r} = llvm.getelementptr %p[{}] : (!llvm.ptr) -> !llvm.ptr, f32\n  \
             %row{r} = llvm.load %a{r} : !llvm.ptr -> vector<4xf32>\n",
            4 * r
        );
    }
    let mut rows: Vec<[f32; 4]> = (0..16)
        .map(|r| std::array::from_fn(|l| value(4 * r + l)))
        .collect();
    let chains = 10;
    let mut accs = Vec::new();
    let chain = |src: &mut String, rows: &[[f32; 4]], j: usize, tag: &str, init: &str| -> [f32; 4] {
        let mut acc = rows[j];
        let mut cur = init.to_string();
        for s in 0..3 {
            let (src_row, w) = ((j + s + 1) % 16, (s + 5) % 16);
            *src += &format!(
                "  %k{tag}_{s} = llvm.mlir.constant({s} : i64) : i64\n  \
                 %e{tag}_{s} = llvm.extractelement %row{src_row}[%k{tag}_{s} : i64] : vector<4xf32>\n  \
                 %i{tag}_{s} = llvm.insertelement %e{tag}_{s}, %poison[%z : i32] : vector<4xf32>\n  \
                 %b{tag}_{s} = llvm.shufflevector %i{tag}_{s}, %poison [0, 0, 0, 0] : vector<4xf32>\n  \
                 %s{tag}_{s} = llvm.intr.fmuladd(%b{tag}_{s}, %row{w}, {cur}) : \
                 (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>\n"
            );
            cur = format!("%s{tag}_{s}");
            let b = rows[src_row][s];
            acc = std::array::from_fn(|l| b * rows[w][l] + acc[l]);
        }
        acc
    };
    for j in 0..chains {
        accs.push(chain(&mut src, &rows, j, &j.to_string(), &format!("%row{j}")));
    }
    // Chain 0's result stored over row 0, which is read again after.
    src += "  llvm.store %s0_2, %a0 : vector<4xf32>, !llvm.ptr\n  \
            %again = llvm.load %a0 : !llvm.ptr -> vector<4xf32>\n";
    rows[0] = accs[0];
    let last = chain(&mut src, &rows, 0, "x", "%again");
    let one = "  %one = llvm.mlir.constant(1 : i64) : i64\n";
    src += one;
    let mut sum = "%again_1".to_string();
    src += "  %again_1 = llvm.extractelement %sx_2[%one : i64] : vector<4xf32>\n";
    let mut expected = last[1];
    for (j, acc) in accs.iter().enumerate() {
        src += &format!(
            "  %l{j} = llvm.extractelement %s{j}_2[%one : i64] : vector<4xf32>\n  \
             %t{j} = llvm.fadd {sum}, %l{j} : f32\n"
        );
        sum = format!("%t{j}");
        expected += acc[1];
    }
    src += &format!("  llvm.return {sum} : f32\n}}\n");
    for level in [0, 3] {
        assert_eq!(
            run(&src, "main", EntryKind::F32, level),
            EntryResult::F32(expected),
            "-O{level}"
        );
    }
}

/// Accesses to one stack allocation at overlapping places keep their
/// order when accumulator chains around them are interleaved: a vector
/// load after a store of one of its lanes reads the stored lane.
#[test]
fn overlapping_stack_accesses_keep_their_order() {
    let src = r#"
llvm.func @main() -> f32 {
  %four = llvm.mlir.constant(4 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %five = llvm.mlir.constant(5.0 : f32) : f32
  %ones = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %twos = llvm.mlir.constant(dense<2.0> : vector<4xf32>) : vector<4xf32>
  %p = llvm.alloca %four x f32 : (i64) -> !llvm.ptr
  llvm.store %ones, %p : vector<4xf32>, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> vector<4xf32>
  %a0 = llvm.intr.fmuladd(%v, %twos, %ones) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %five, %q : f32, !llvm.ptr
  %w = llvm.load %p : !llvm.ptr -> vector<4xf32>
  %a1 = llvm.intr.fmuladd(%w, %twos, %a0) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %a2 = llvm.intr.fmuladd(%w, %w, %a1) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %r = llvm.extractelement %a2[%one : i64] : vector<4xf32>
  llvm.return %r : f32
}
"#;
    // 1 * 2 + 1, then 5 * 2 + 3, then 5 * 5 + 13.
    for level in [0, 3] {
        assert_eq!(
            run(src, "main", EntryKind::F32, level),
            EntryResult::F32(38.0),
            "-O{level}"
        );
    }
}
