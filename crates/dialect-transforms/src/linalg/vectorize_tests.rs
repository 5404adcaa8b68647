//! Tests of the vectorizer (and of the convolution decomposition) as a
//! library against mlir-opt 22.
//!
//! Each `vectorize_data/NAME.mlir` is a function with one structured op;
//! `NAME.expected` is what `mlir-opt --transform-interpreter` prints after
//! `transform.structured.vectorize` on that op (with the vector sizes the
//! test passes), or after `transform.structured.decompose` for
//! `decompose_nhwc`, without the transform module.

use strata_asm::{parse_source, print_top_level, ParseOptions, PrintOptions};
use strata_ir::{Context, OpId, OpRef, WalkResult};

use super::vectorize::{vectorize, vectorize_precondition, VectorizeOptions};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_linalg::dialect());
    ctx.register_dialect(strata_dialect_memref::dialect());
    ctx.register_dialect(strata_dialect_tensor::dialect());
    ctx.register_dialect(strata_dialect_ub::dialect());
    ctx.register_dialect(strata_dialect_vector::dialect());
    ctx
}

/// Vectorizes the first structured op of the function in `input`; the
/// printed module, or `None` when the vectorizer refuses the op.
fn run(input: &str, options: &VectorizeOptions) -> Option<String> {
    let ctx = context();
    let mut top = parse_source(&ctx, input, &ParseOptions::default()).expect("the input parses");
    {
        let (_, module) = top.child_bodies_mut().into_iter().next().expect("a module");
        let (_, func) = module.child_bodies_mut().into_iter().next().expect("a function");
        let mut found: Option<OpId> = None;
        func.walk_root_regions(&mut |o| {
            if found.is_none() && strata_dialect_linalg::structured::is_structured(OpRef::new(&ctx, func, o))
            {
                found = Some(o);
            }
            WalkResult::Advance
        });
        let op = found.expect("a structured op");
        if !vectorize_precondition(OpRef::new(&ctx, func, op), options) {
            return None;
        }
        let replacements = vectorize(&ctx, func, op, options).expect("vectorization succeeds");
        let results: Vec<_> = func.results(op).collect();
        assert_eq!(results.len(), replacements.len());
        for (r, v) in results.into_iter().zip(replacements) {
            func.replace_all_uses_with(r, v);
        }
        func.erase_op(op);
    }
    top.check_invariants().expect("IR invariants hold");
    let (r, diags) = ctx.capture_diagnostics(|| strata_ir::verify_top_level(&ctx, &top));
    assert!(r.is_ok(), "the IR verifies: {diags:?}");
    Some(print_top_level(&ctx, &top, &PrintOptions::default()))
}

#[test]
fn generic_index() {
    let out = run(
        include_str!("vectorize_data/generic_index.mlir"),
        &VectorizeOptions::default(),
    );
    let expected = include_str!("vectorize_data/generic_index.expected");
    assert_eq!(out.as_deref(), Some(expected));
}

#[test]
fn matmul_masked() {
    let options = VectorizeOptions {
        vector_sizes: vec![8, 16, 4],
        ..VectorizeOptions::default()
    };
    let out = run(include_str!("vectorize_data/matmul_masked.mlir"), &options);
    let expected = include_str!("vectorize_data/matmul_masked.expected");
    assert_eq!(out.as_deref(), Some(expected));
}

#[test]
fn refused() {
    let input = include_str!("vectorize_data/matmul_masked.mlir");
    // Dynamic shapes need vector sizes, one per loop.
    assert_eq!(run(input, &VectorizeOptions::default()), None);
    let wrong = VectorizeOptions {
        vector_sizes: vec![8, 16],
        ..VectorizeOptions::default()
    };
    assert_eq!(run(input, &wrong), None);
}

#[test]
fn conv_nwc_strided() {
    // A stride of 2: the output width unrolled, one contraction per
    // (filter column, output column).
    let out = run(
        include_str!("vectorize_data/conv_nwc_strided.mlir"),
        &VectorizeOptions::default(),
    );
    let expected = include_str!("vectorize_data/conv_nwc_strided.expected");
    assert_eq!(out.as_deref(), Some(expected));
    // With static shapes, vector sizes change nothing (as in mlir-opt).
    let sized = VectorizeOptions {
        vector_sizes: vec![2, 3, 4, 2, 3],
        ..VectorizeOptions::default()
    };
    assert_eq!(
        run(include_str!("vectorize_data/conv_nwc_strided.mlir"), &sized).as_deref(),
        Some(expected)
    );
}

#[test]
fn decompose_nhwc() {
    let ctx = context();
    let input = include_str!("vectorize_data/decompose_nhwc.mlir");
    let mut top = parse_source(&ctx, input, &ParseOptions::default()).expect("the input parses");
    {
        let (_, module) = top.child_bodies_mut().into_iter().next().expect("a module");
        let (_, func) = module.child_bodies_mut().into_iter().next().expect("a function");
        let mut found: Option<OpId> = None;
        func.walk_root_regions(&mut |o| {
            if found.is_none() && func.op_name(o) == ctx.op_name("linalg.conv_2d_nhwc_hwcf") {
                found = Some(o);
            }
            WalkResult::Advance
        });
        let op = found.expect("a convolution");
        let mut listener = strata_rewrite::NoListener;
        let mut rw = strata_rewrite::PatternRewriter::new(&ctx, func, &mut listener);
        let conv = super::decompose::downscale(&mut rw, op).expect("the convolution decomposes");
        assert_eq!(ctx.op_name_str(func.op_name(conv)), "linalg.conv_1d_nwc_wcf");
        // Decomposed ops do not decompose again.
        let mut rw = strata_rewrite::PatternRewriter::new(&ctx, func, &mut listener);
        assert_eq!(super::decompose::downscale(&mut rw, conv), None);
    }
    top.check_invariants().expect("IR invariants hold");
    let (r, diags) = ctx.capture_diagnostics(|| strata_ir::verify_top_level(&ctx, &top));
    assert!(r.is_ok(), "the IR verifies: {diags:?}");
    let out = print_top_level(&ctx, &top, &PrintOptions::default());
    assert_eq!(out, include_str!("vectorize_data/decompose_nhwc.expected"));
}
