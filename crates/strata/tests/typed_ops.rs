//! The typed op wrappers of arith, cf, func, memref and scf: casts,
//! accessors (single, optional and variadic groups, with and without
//! segment sizes), typed attributes, regions and successors, and builders
//! with and without result type inference.

use strata::asm::{parse_source, ParseOptions, PrintOptions};
use strata::ir::{Body, Context, OpBuilder, OpId, WalkResult};

use strata::dialects::{arith, cf, func, memref, scf};

fn context() -> Context {
    let mut ctx = Context::new();
    strata::register_all_dialects(&mut ctx);
    ctx
}

fn first_op(b: &Body) -> OpId {
    b.block_ops(b.region_blocks(b.root_regions()[0]).next().expect("block"))
        .next()
        .expect("op")
}

/// Parses `src` (one function in a module) and returns the module.
fn parse(ctx: &Context, src: &str) -> Body {
    parse_source(ctx, src, &ParseOptions::default()).expect("test input parses")
}

/// The body of the first function of a parsed module, and the function.
fn function(top: &mut Body) -> (OpId, &mut Body) {
    let module = first_op(top);
    let mbody = top.child_body_mut(module).expect("module body");
    let f = first_op(mbody);
    (f, mbody.child_body_mut(f).expect("function body"))
}

/// The ops of `body` named `name`, pre-order.
fn ops_named(ctx: &Context, body: &Body, name: &str) -> Vec<OpId> {
    let want = ctx.op_name(name);
    let mut out = Vec::new();
    body.walk_root_regions(&mut |op| {
        if body.op_name(op) == want {
            out.push(op);
        }
        WalkResult::Advance
    });
    out
}

const LOOPS: &str = r#"
func.func @f(%lb: index, %ub: index, %m: memref<?x4xf32>, %c: i1, %x: i32) -> f32 {
  %init = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %ub step %ub iter_args(%acc = %init) -> (f32) {
    %v = memref.load %m[%i, %lb] {nontemporal = true} : memref<?x4xf32>
    %s = arith.addf %acc, %v fastmath<fast> : f32
    scf.yield %s : f32
  }
  %a = memref.alloc(%ub) {alignment = 64 : i64} : memref<?xf32>
  scf.if %c {
    memref.store %r, %a[%lb] : memref<?xf32>
  }
  %y = arith.addi %x, %x overflow<nsw> : i32
  %p = arith.cmpi slt, %x, %y : i32
  %q = func.call @g(%y) : (i32) -> f32
  cf.cond_br %p, ^bb1(%y : i32), ^bb2
^bb1(%z: i32):
  return %q : f32
^bb2:
  return %r : f32
}
func.func private @g(i32) -> f32
"#;

#[test]
fn accessors_read_parsed_ops() {
    let ctx = context();
    let mut top = parse(&ctx, LOOPS);
    let (fop, body) = function(&mut top);
    let body: &Body = body;
    let ir = (&ctx, body);
    let args: Vec<_> = body
        .block_args(body.region_entry(body.root_regions()[0]).unwrap())
        .to_vec();

    // scf.for: three single operands, then the variadic init values.
    let for_op = ops_named(&ctx, body, "scf.for")[0];
    let f = scf::ForOp::cast(&ir, for_op).expect("an scf.for");
    assert_eq!(f.lower_bound(&ir), args[0]);
    assert_eq!(f.upper_bound(&ir), args[1]);
    assert_eq!(f.step(&ir), args[1]);
    let inits = f.init_args(&ir);
    assert_eq!(inits.range(), 3..4);
    assert_eq!(inits.to_vec(), vec![body.operand(for_op, 3)]);
    assert_eq!(f.results(&ir).to_vec(), vec![body.result(for_op, 0)]);
    assert!(!f.unsigned_cmp(&ir));
    let entry = body.region_entry(f.region(&ir)).expect("loop body");
    assert_eq!(body.block_args(entry).len(), 2);
    assert!(scf::IfOp::cast(&ir, for_op).is_none(), "name is checked");

    // The yield inside, read through an OpRef.
    let y = ops_named(&ctx, body, "scf.yield")[0];
    let yref = strata::ir::OpRef::new(&ctx, body, y);
    let yield_op = scf::YieldOp::from_ref(yref).expect("an scf.yield");
    assert_eq!(yield_op.results(&yref).len(), 1);

    // memref.load: a default-valued optional bool and an absent int.
    let load = memref::LoadOp::cast(&ir, ops_named(&ctx, body, "memref.load")[0]).unwrap();
    assert_eq!(load.memref(&ir), args[2]);
    assert_eq!(load.indices(&ir).len(), 2);
    assert_eq!(load.nontemporal(&ir), Some(true));
    assert_eq!(load.alignment(&ir), None);

    // memref.alloc: two variadic groups split by operandSegmentSizes.
    let alloc = memref::AllocOp::cast(&ir, ops_named(&ctx, body, "memref.alloc")[0]).unwrap();
    assert_eq!(alloc.dynamic_sizes(&ir).to_vec(), vec![args[1]]);
    assert_eq!(alloc.symbol_operands(&ir).len(), 0);
    assert_eq!(alloc.alignment(&ir), Some(64));

    // scf.if: both regions, the else one empty.
    let if_op = scf::IfOp::cast(&ir, ops_named(&ctx, body, "scf.if")[0]).unwrap();
    assert_eq!(if_op.condition(&ir), args[3]);
    assert!(body.region_entry(if_op.then_region(&ir)).is_some());
    assert!(body.region_entry(if_op.else_region(&ir)).is_none());

    // arith: enums (set and defaulted).
    let addi = arith::AddIOp::cast(&ir, ops_named(&ctx, body, "arith.addi")[0]).unwrap();
    assert_eq!(addi.lhs(&ir), args[4]);
    assert_eq!(addi.overflow_flags(&ir), arith::OVERFLOW.value_of("nsw"));
    let addf = arith::AddFOp::cast(&ir, ops_named(&ctx, body, "arith.addf")[0]).unwrap();
    assert_eq!(addf.fastmath(&ir), arith::FASTMATH.value_of("fast"));
    let cmpi = arith::CmpIOp::cast(&ir, ops_named(&ctx, body, "arith.cmpi")[0]).unwrap();
    assert_eq!(cmpi.predicate(&ir), arith::CMPI_PREDICATE.value_of("slt"));
    let cst = arith::ConstantOp::cast(&ir, ops_named(&ctx, body, "arith.constant")[0]).unwrap();
    let value = cst.value(&ir).expect("a value");
    assert_eq!(strata::ods::constraints::attr_type(&ctx, value), Some(ctx.f32()));

    // func.call and func.func (hand-written definitions).
    let call = func::CallOp::cast(&ir, ops_named(&ctx, body, "func.call")[0]).unwrap();
    assert_eq!(call.callee(&ir), Some("g"));
    assert_eq!(call.operands(&ir).len(), 1);
    assert_eq!(call.results(&ir).len(), 1);
    let returns = ops_named(&ctx, body, "func.return");
    assert_eq!(
        func::ReturnOp::cast(&ir, returns[0]).unwrap().operands(&ir).len(),
        1
    );

    // cf.cond_br: segments and successors.
    let br = cf::CondBranchOp::cast(&ir, ops_named(&ctx, body, "cf.cond_br")[0]).unwrap();
    assert_eq!(br.true_dest_operands(&ir).len(), 1);
    assert_eq!(br.false_dest_operands(&ir).len(), 0);
    assert_ne!(br.true_dest(&ir), br.false_dest(&ir));
    assert_eq!(br.branch_weights(&ir), None);

    // The function itself, read in the module body.
    let _ = fop;
    let mbody = top.child_body(first_op(&top)).unwrap();
    let fir = (&ctx, mbody);
    let funcs: Vec<_> = mbody
        .block_ops(mbody.region_entry(mbody.root_regions()[0]).unwrap())
        .collect();
    let f0 = func::FuncOp::cast(&fir, funcs[0]).unwrap();
    assert_eq!(f0.sym_name(&fir), Some("f"));
    assert_eq!(f0.sym_visibility(&fir), None);
    assert!(f0.function_type(&fir).is_some());
    let f1 = func::FuncOp::cast(&fir, funcs[1]).unwrap();
    assert_eq!(f1.sym_visibility(&fir), Some("private"));
}

#[test]
fn cast_rejects_ops_whose_shape_does_not_fit() {
    let mut ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    // Generic forms the verifier would reject: wrong counts.
    let src = r#"
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a) : (i32) -> i32
  "cf.cond_br"(%a) [^bb1, ^bb1] : (i32) -> ()
^bb1:
  return
}
"#;
    let mut top = parse_source(&ctx, src, &ParseOptions::default()).expect("parses");
    let (_, body) = function(&mut top);
    let body: &Body = body;
    let ir = (&ctx, body);
    let addi = ops_named(&ctx, body, "arith.addi")[0];
    assert!(arith::AddIOp::cast(&ir, addi).is_none());
    let br = ops_named(&ctx, body, "cf.cond_br")[0];
    assert!(cf::CondBranchOp::cast(&ir, br).is_none(), "no segment sizes");
}

#[test]
fn builders_infer_types_and_fill_properties() {
    let ctx = context();
    let src = r#"
func.func @f(%x: i32, %v: vector<4xf32>, %m: memref<8xf32>, %i: index) {
  return
}
"#;
    let mut top = parse(&ctx, src);
    let (_, body) = function(&mut top);
    let entry = body.region_entry(body.root_regions()[0]).unwrap();
    let args = body.block_args(entry).to_vec();
    let ret = body.last_op(entry).unwrap();
    let loc = ctx.unknown_loc();
    let mut b = OpBuilder::new(&ctx, body);
    b.set_insertion_point_before(ret);

    let add = arith::AddIOp::build(
        &mut b,
        loc,
        args[0],
        args[0],
        Some(arith::OVERFLOW.value_of("nuw").unwrap()),
    );
    let sum = add.result(&b);
    let cmp = arith::CmpFOp::build(
        &mut b,
        loc,
        args[1],
        args[1],
        arith::CMPF_PREDICATE.value_of("olt").unwrap(),
        None,
    );
    let cst = arith::ConstantOp::build(&mut b, loc, ctx.integer_attr(ctx.index_type(), 3));
    let load = memref::LoadOp::build(&mut b, loc, args[2], &[args[3]], None, Some(16));
    let ext = arith::ExtSIOp::build(&mut b, loc, ctx.i64(), sum);
    let alloc = memref::AllocOp::build(
        &mut b,
        loc,
        ctx.memref_type(&[strata::ir::DYNAMIC], ctx.f32()),
        &[args[3]],
        &[],
        None,
    );
    let for_op = scf::ForOp::build(&mut b, loc, &[ctx.i32()], args[3], args[3], args[3], &[sum], true);
    let ir = (&ctx, &*b.body);
    assert_eq!(
        ctx.type_kind(ir.1.value_type(cmp.result(&ir))),
        ctx.type_kind(ctx.vector_type(&[4], ctx.i1()))
    );
    assert!(
        memref::AllocOp::cast(&ir, alloc.op()).is_some(),
        "segment sizes are set"
    );
    let f = scf::ForOp::cast(&ir, for_op.op()).expect("shape fits");
    assert!(f.unsigned_cmp(&ir));
    assert_eq!(f.init_args(&ir).to_vec(), vec![sum]);
    assert!(ir.1.region_entry(f.region(&ir)).is_none(), "regions start empty");
    let _ = (cst, load, ext);
    // Give the loop a body so that the module prints.
    let region = f.region(&ir);
    let block = b.create_block(region, &[ctx.index_type(), ctx.i32()], loc);
    let iter = b.body.block_args(block)[1];
    scf::YieldOp::build(&mut b, loc, &[iter]);
    let module = first_op(&top);
    assert!(
        strata::ir::verify(&ctx, &top, module).is_ok(),
        "the built ops verify"
    );
    let out = strata::asm::print_top_level(&ctx, &top, &PrintOptions::default());
    for line in [
        "%0 = arith.addi %arg0, %arg0 overflow<nuw> : i32",
        "%1 = arith.cmpf olt, %arg1, %arg1 : vector<4xf32>",
        "%c3 = arith.constant 3 : index",
        "%2 = memref.load %arg2[%arg3] {alignment = 16 : i64} : memref<8xf32>",
        "%3 = arith.extsi %0 : i32 to i64",
        "%alloc = memref.alloc(%arg3) : memref<?xf32>",
        "%4 = scf.for unsigned %arg4 = %arg3 to %arg3 step %arg3 iter_args(%arg5 = %0) -> (i32) {",
        "scf.yield %arg5 : i32",
    ] {
        assert!(out.contains(line), "missing {line:?} in:\n{out}");
    }
}

#[test]
fn builders_work_inside_rewrites() {
    use strata_rewrite::{NoListener, PatternRewriter};
    let ctx = context();
    let src = r#"
func.func @f(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}
"#;
    let mut top = parse(&ctx, src);
    let (_, body) = function(&mut top);
    let mul = ops_named(&ctx, body, "arith.muli")[0];
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(&ctx, body, &mut listener);
    let m = arith::MulIOp::cast(&rw, mul).expect("an arith.muli");
    let (lhs, rhs) = (m.lhs(&rw), m.rhs(&rw));
    rw.set_insertion_point(mul);
    let add = arith::AddIOp::build(&mut rw, ctx.unknown_loc(), lhs, rhs, None);
    let new = add.result(&rw);
    rw.replace_op(mul, &[new]);
    let out = strata::asm::print_top_level(&ctx, &top, &PrintOptions::default());
    assert!(
        out.contains("%0 = arith.addi %arg0, %arg0 : i32\n    return %0 : i32"),
        "{out}"
    );
}
