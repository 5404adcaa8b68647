//! Rise programs written with the builder: they verify, round-trip
//! through text, and lower to affine loops and on to LLVM. The reference
//! computations at the end give the values the runner tests
//! (tests/mlir-runner/rise-*.mlir) check.

use strata::dialects::func::{FuncOp, ReturnOp};
use strata::dialects::rise::builder::{examples, RiseBuilder};
use strata::dialects::rise::types::{array_type, fun_type, rise_type, scalar_type};
use strata::dialects::rise::RiseType;
use strata::ir::{Body, Context, Location, OpBuilder, Type, ValueId};

/// A module with one function `name` of memref arguments `args`, whose
/// body `build` fills before the return.
fn program(
    ctx: &Context,
    args: &[Type],
    build: impl FnOnce(&mut OpBuilder<'_>, Location, &[ValueId]),
) -> Body {
    let mut top = strata::empty_module(ctx);
    let loc = ctx.unknown_loc();
    let (body, block) = strata::module_body(&mut top).expect("a module");
    let fty = ctx.function_type(args, &[]);
    let f = FuncOp::build(
        &mut OpBuilder::at_end(ctx, body, block),
        loc,
        "f",
        fty,
        None,
        None,
        None,
        false,
    );
    let (mut b, args) = f.body_builder(ctx, body).expect("an entry block");
    build(&mut b, loc, &args);
    ReturnOp::build(&mut b, loc, &[]);
    top
}

fn memref(ctx: &Context, shape: &[i64]) -> Type {
    ctx.memref_type(shape, ctx.f32())
}

/// Verifies, checks that the printed form reads back to itself (custom
/// and generic), lowers with `convert-rise-to-affine` and returns the
/// lowered text; then lowers that on to LLVM.
fn check_and_lower(ctx: &Context, mut module: Body) -> String {
    strata::verify(ctx, &module).expect("the built program verifies");
    let printed = strata::print(ctx, &module);
    let reparsed = strata::parse(ctx, "built.mlir", &printed).expect("the printed program parses");
    assert_eq!(strata::print(ctx, &reparsed), printed);
    let generic_options = strata::asm::PrintOptions {
        generic: true,
        ..Default::default()
    };
    let generic = strata::asm::print_top_level(ctx, &module, &generic_options);
    let from_generic = strata::parse(ctx, "generic.mlir", &generic).expect("the generic form parses");
    assert_eq!(strata::print(ctx, &from_generic), printed);
    strata::run_pipeline(
        ctx,
        &mut module,
        "builtin.module(func.func(convert-rise-to-affine))",
    )
    .expect("the program lowers");
    let lowered = strata::print(ctx, &module);
    assert!(!lowered.contains("rise."), "{lowered}");
    strata::lower_to_llvm(ctx, &mut module).expect("the loops lower to LLVM");
    lowered
}

#[test]
fn builder_infers_types_and_inserts_applications() {
    let ctx = strata::context();
    let module = program(&ctx, &[memref(&ctx, &[6])], |b, loc, args| {
        let mut r = RiseBuilder { b, loc };
        let xs = r.input(args[0]);
        let rows = r.split(3, xs);
        let t = r.transpose(rows);
        let sums = r.map(
            |r, col| {
                let zero = r.literal(strata::dialects::rise::builder::f32_attr(r.b.ctx, 0.0));
                r.reduce_seq(|r, x, acc| examples::multiply_add(r, x, x, acc), zero, col)
            },
            t,
        );
        let ctx = r.b.ctx;
        let f32s = scalar_type(ctx, ctx.f32());
        assert_eq!(
            r.b.body.value_type(rows),
            array_type(ctx, 2, array_type(ctx, 3, f32s))
        );
        assert_eq!(
            r.b.body.value_type(t),
            array_type(ctx, 3, array_type(ctx, 2, f32s))
        );
        assert_eq!(r.b.body.value_type(sums), array_type(ctx, 3, f32s));
        let id = r.lambda(&[f32s], |_, a| a[0]);
        assert_eq!(r.b.body.value_type(id), fun_type(ctx, f32s, f32s));
        assert_eq!(
            rise_type(ctx, r.b.body.value_type(id)),
            Some(RiseType::Fun(f32s, f32s))
        );
    });
    strata::verify(&ctx, &module).expect("verifies");
    let text = strata::print(&ctx, &module);
    // Each pattern is applied right after it is created.
    assert!(
        text.contains("rise.split #rise.nat<3> #rise.nat<2> #rise.scalar<f32>"),
        "{text}"
    );
    assert!(
        text.contains("rise.transpose #rise.nat<2> #rise.nat<3> #rise.scalar<f32>"),
        "{text}"
    );
    assert!(
        text.contains("rise.map #rise.nat<3> #rise.array<2, scalar<f32>> #rise.scalar<f32>"),
        "{text}"
    );
    assert_eq!(text.matches("rise.apply").count(), 4, "{text}");
}

#[test]
fn builder_matmul_lowers_to_one_reduction_loop_nest() {
    let ctx = strata::context();
    let args = [
        memref(&ctx, &[2, 3]),
        memref(&ctx, &[3, 2]),
        memref(&ctx, &[2, 2]),
    ];
    let module = program(&ctx, &args, |b, loc, a| {
        examples::matmul(b, loc, a[0], a[1], a[2])
    });
    let lowered = check_and_lower(&ctx, module);
    assert_eq!(lowered.matches("affine.for").count(), 3, "{lowered}");
    assert!(lowered.contains("iter_args"), "{lowered}");
    // Row i of A, column j of B (row j of its transpose).
    assert!(lowered.contains("affine.load %arg0[%arg3, %arg5]"), "{lowered}");
    assert!(lowered.contains("affine.load %arg1[%arg5, %arg4]"), "{lowered}");
    assert!(
        lowered.contains("affine.store %0, %arg2[%arg3, %arg4]"),
        "{lowered}"
    );
}

#[test]
fn builder_conv2d_lowers_with_clamped_accesses() {
    let ctx = strata::context();
    let args = [
        memref(&ctx, &[4, 4]),
        memref(&ctx, &[3, 3]),
        memref(&ctx, &[4, 4]),
    ];
    let module = program(&ctx, &args, |b, loc, a| {
        examples::conv2d(b, loc, a[0], a[1], a[2])
    });
    let lowered = check_and_lower(&ctx, module);
    // The padding clamps rows and columns: loads behind a clamp are
    // memref.loads; the weights are read with affine loads.
    assert!(lowered.contains("affine.max"), "{lowered}");
    assert!(lowered.contains("affine.min"), "{lowered}");
    assert!(lowered.contains("memref.load %arg0"), "{lowered}");
    assert!(lowered.contains("affine.load %arg1"), "{lowered}");
}

#[test]
fn builder_separated_conv2d_lowers() {
    let ctx = strata::context();
    let args = [
        memref(&ctx, &[4, 4]),
        memref(&ctx, &[3]),
        memref(&ctx, &[3]),
        memref(&ctx, &[4, 4]),
    ];
    let module = program(&ctx, &args, |b, loc, a| {
        examples::separated_conv2d(b, loc, a[0], a[1], a[2], a[3])
    });
    let lowered = check_and_lower(&ctx, module);
    // Two nested reductions: the horizontal one over the vertical one.
    assert_eq!(lowered.matches("iter_args").count(), 2, "{lowered}");
}

// ---- reference computations -------------------------------------------------------------------

fn clamp(i: i64, n: usize) -> usize {
    i.clamp(0, n as i64 - 1) as usize
}

/// The 3×3 convolution of `image` padded by one with clamping.
fn conv2d(image: &[Vec<f32>], w: &[[f32; 3]; 3]) -> Vec<Vec<f32>> {
    let (n, m) = (image.len(), image[0].len());
    (0..n)
        .map(|i| {
            (0..m)
                .map(|j| {
                    let mut acc = 0.0;
                    for (di, wrow) in w.iter().enumerate() {
                        for (dj, &wv) in wrow.iter().enumerate() {
                            let x =
                                image[clamp(i as i64 + di as i64 - 1, n)][clamp(j as i64 + dj as i64 - 1, m)];
                            acc += x * wv;
                        }
                    }
                    acc
                })
                .collect()
        })
        .collect()
}

/// The image of the 2-D runner test: `image[i][j] = i * i + 2 * j`.
fn image4() -> Vec<Vec<f32>> {
    (0..4)
        .map(|i| (0..4).map(|j| (i * i + 2 * j) as f32).collect())
        .collect()
}

#[test]
fn reference_matmul() {
    // a[i][j] = 3i + j + 1 and b = transpose a, as the runner test fills them.
    let a: Vec<Vec<f32>> = (0..2)
        .map(|i| (0..3).map(|j| (3 * i + j + 1) as f32).collect())
        .collect();
    let c: Vec<Vec<f32>> = (0..2)
        .map(|i| (0..2).map(|j| (0..3).map(|k| a[i][k] * a[j][k]).sum()).collect())
        .collect();
    assert_eq!(c, vec![vec![14.0, 32.0], vec![32.0, 77.0]]);
}

#[test]
fn reference_conv1d() {
    // x[i] = i * i, weights (1, 2, 1), padded by one with clamping.
    let x: Vec<f32> = (0..6).map(|i| (i * i) as f32).collect();
    let w = [1.0, 2.0, 1.0];
    let y: Vec<f32> = (0..6)
        .map(|i| (0..3).map(|k| x[clamp(i as i64 + k as i64 - 1, 6)] * w[k]).sum())
        .collect();
    assert_eq!(y, vec![1.0, 6.0, 18.0, 38.0, 66.0, 91.0]);
}

#[test]
fn reference_conv2d() {
    // The Sobel kernel of the thesis and its separated form.
    let w = [[1.0, 2.0, 1.0], [0.0, 0.0, 0.0], [-1.0, -2.0, -1.0]];
    let out = conv2d(&image4(), &w);
    let expected = vec![
        vec![-4.0, -4.0, -4.0, -4.0],
        vec![-16.0, -16.0, -16.0, -16.0],
        vec![-32.0, -32.0, -32.0, -32.0],
        vec![-20.0, -20.0, -20.0, -20.0],
    ];
    assert_eq!(out, expected);
    // The separated convolution (vertical (1, 0, -1), horizontal (1, 2, 1))
    // gives the same.
    let (wv, wh) = ([1.0, 0.0, -1.0], [1.0, 2.0, 1.0]);
    let outer: [[f32; 3]; 3] = std::array::from_fn(|i| std::array::from_fn(|j| wv[i] * wh[j]));
    assert_eq!(conv2d(&image4(), &outer), expected);
    // A kernel that is not symmetric, for the 2-D runner test.
    let w = [[1.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 3.0]];
    assert_eq!(
        conv2d(&image4(), &w),
        vec![
            vec![9.0, 19.0, 31.0, 37.0],
            vec![20.0, 30.0, 42.0, 48.0],
            vec![42.0, 52.0, 64.0, 70.0],
            vec![55.0, 65.0, 77.0, 83.0],
        ]
    );
}

#[test]
fn reference_transpose_and_reductions() {
    // x[i][j] = 4i + j (3×4): its transpose, the sums of its rows, the sums
    // of its columns doubled, and the sum of all its elements.
    let x: Vec<Vec<f32>> = (0..3)
        .map(|i| (0..4).map(|j| (4 * i + j) as f32).collect())
        .collect();
    let t: Vec<Vec<f32>> = (0..4).map(|j| (0..3).map(|i| x[i][j]).collect()).collect();
    assert_eq!(
        t,
        vec![
            vec![0.0, 4.0, 8.0],
            vec![1.0, 5.0, 9.0],
            vec![2.0, 6.0, 10.0],
            vec![3.0, 7.0, 11.0]
        ]
    );
    let rows: Vec<f32> = x.iter().map(|r| r.iter().sum()).collect();
    assert_eq!(rows, vec![6.0, 22.0, 38.0]);
    let columns: Vec<f32> = t.iter().map(|c| c.iter().map(|v| 2.0 * v).sum()).collect();
    assert_eq!(columns, vec![24.0, 30.0, 36.0, 42.0]);
    let total: f32 = x.iter().flatten().sum();
    assert_eq!(total, 66.0);
}
