//! End-to-end tests of the engine: parse LLVM-dialect text, compile, call.

use strata_ir::{Body, Context};

use crate::engine::{compile_jit, compile_object, CompileError, Options};
use crate::sys::{call_entry, EntryKind, EntryResult};

fn parse(src: &str) -> (Context, Body) {
    let mut ctx = Context::new();
    strata_dialects::register_all(&mut ctx);
    let body = strata_asm::parse_source(&ctx, src, &Default::default()).expect("parses");
    strata_ir::verify_top_level(&ctx, &body).expect("verifies");
    (ctx, body)
}

fn run(src: &str, entry: &str, kind: EntryKind, opt_level: u8) -> EntryResult {
    let (ctx, body) = parse(src);
    let options = Options {
        opt_level,
        shared_libs: Vec::new(),
    };
    let jit = compile_jit(&ctx, &body, &options).unwrap_or_else(|e| panic!("{e:?}"));
    let (info, addr) = jit.function(entry).expect("entry exists");
    assert!(info.is_definition);
    call_entry(addr, kind)
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
llvm.func @main() -> i17 {
  %0 = llvm.mlir.constant(1 : i17) : i17
  llvm.return %0 : i17
}
"#;
    let (ctx, body) = parse(src);
    match compile_jit(&ctx, &body, &Options::default()) {
        Err(CompileError::Ir(e)) => {
            assert!(e.message.contains("i17"), "{}", e.message);
            assert!(strata_ir::LocationKind::Unknown != *ctx.loc_kind(e.loc));
        }
        Err(e) => panic!("unexpected {e:?}"),
        Ok(_) => panic!("i17 is not supported"),
    }
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
