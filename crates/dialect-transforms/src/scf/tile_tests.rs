//! Tests of `tile_using_scf` against mlir-opt 22.
//!
//! Each `tile_data/NAME.mlir` is a function and the transform script that
//! tiles its op (`transform.structured.tile_using_for` or
//! `tile_using_forall`); `NAME.expected` is what
//! `mlir-opt --transform-interpreter NAME.mlir` prints, without the
//! transform module. A test reads the op name, tile sizes, interchange and
//! loop kind from the script, tiles the function with the library, and
//! compares the printed module with the expected text.

use strata_asm::{parse_source, print_top_level, ParseOptions, PrintOptions};
use strata_ir::{Context, OpId, WalkResult};

use strata_dialect_affine::ApplyValue;

use super::tile_using_interface::{tile_using_scf, LoopKind, ScfTilingOptions};

fn consts(l: &[i64]) -> Vec<ApplyValue> {
    l.iter().map(|&c| ApplyValue::Const(c)).collect()
}

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_affine::dialect());
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_linalg::dialect());
    ctx.register_dialect(strata_dialect_memref::dialect());
    ctx.register_dialect(strata_dialect_scf::dialect());
    ctx.register_dialect(strata_dialect_tensor::dialect());
    ctx
}

/// The integers of the list after `key` in `line` (`key [1, 2]`).
fn list_after(line: &str, key: &str) -> Vec<i64> {
    let Some(start) = line.find(key) else {
        return Vec::new();
    };
    let rest = &line[start + key.len()..];
    let open = rest.find('[').expect("a list");
    let close = rest.find(']').expect("a list");
    rest[open + 1..close]
        .split(',')
        .filter(|s| !s.trim().is_empty())
        .map(|s| s.trim().parse().expect("an integer"))
        .collect()
}

/// The input without its transform module, the matched op's name and the
/// tiling options of the script.
fn read_case(text: &str) -> (String, String, ScfTilingOptions) {
    let start = text
        .find("module attributes {transform.with_named_sequence}")
        .expect("a transform module");
    let script = &text[start..];
    let op_name = script
        .split("ops{[\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .expect("a matched op name")
        .to_string();
    let line = script
        .lines()
        .find(|l| l.contains("transform.structured.tile_using_"))
        .expect("a tiling op");
    let options = ScfTilingOptions {
        tile_sizes: list_after(line, "tile_sizes")
            .into_iter()
            .map(ApplyValue::Const)
            .collect(),
        interchange: list_after(line, "interchange ="),
        loop_kind: if line.contains("tile_using_forall") {
            LoopKind::Forall
        } else {
            LoopKind::For
        },
        num_threads: list_after(line, "num_threads"),
        forall_by_steps: false,
        scalable: Vec::new(),
        scalarize: false,
    };
    (text[..start].to_string(), op_name, options)
}

/// Tiles the op of `input` as its script says; returns the printed module
/// and the diagnostics of the tiling.
fn tile(text: &str) -> (String, Vec<strata_ir::Diagnostic>) {
    let (input, op_name, options) = read_case(text);
    let ctx = context();
    let mut top = parse_source(&ctx, &input, &ParseOptions::default()).expect("the input parses");
    let diagnostics = {
        let (_, module) = top.child_bodies_mut().into_iter().next().expect("a module");
        let (_, func) = module.child_bodies_mut().into_iter().next().expect("a function");
        let name = ctx.op_name(&op_name);
        let mut found: Option<OpId> = None;
        func.walk_root_regions(&mut |o| {
            if found.is_none() && func.op_name(o) == name {
                found = Some(o);
            }
            WalkResult::Advance
        });
        let op = found.expect("the op to tile");
        let (result, diagnostics) = ctx.capture_diagnostics(|| tile_using_scf(&ctx, func, op, &options));
        let result = result.expect("tiling succeeds");
        let results: Vec<_> = func.results(op).collect();
        assert_eq!(results.len(), result.replacements.len());
        for (r, v) in results.into_iter().zip(result.replacements) {
            func.replace_all_uses_with(r, v);
        }
        func.erase_op(op);
        diagnostics
    };
    top.check_invariants().expect("IR invariants hold");
    let (r, diags) = ctx.capture_diagnostics(|| strata_ir::verify_top_level(&ctx, &top));
    assert!(r.is_ok(), "the IR verifies: {diags:?}");
    (print_top_level(&ctx, &top, &PrintOptions::default()), diagnostics)
}

macro_rules! mlir_case {
    ($($name:ident),* $(,)?) => {$(
        #[test]
        fn $name() {
            let (out, _) = tile(include_str!(concat!("tile_data/", stringify!($name), ".mlir")));
            let expected = include_str!(concat!("tile_data/", stringify!($name), ".expected"));
            assert_eq!(out, expected, "\n--- got\n{out}\n--- expected\n{expected}");
        }
    )*};
}

mlir_case!(
    matmul_static,
    matmul_partial,
    matmul_dynamic,
    matmul_interchange,
    matmul_memref,
    matmul_whole_operand,
    generic_reduction_untiled,
    generic_index,
    conv_2d,
    forall_matmul,
    forall_dynamic_reduction,
    forall_index,
    forall_memref,
    forall_conv_strided,
    generic_two_results,
    fill_memref_dynamic,
    reduce_unit_tiles,
    forall_threads,
    forall_threads_dynamic,
    generic_constant_maps,
    generic_full_reduction,
    depthwise_conv_partial_window,
    forall_threads_single,
    forall_unit_tiles_dynamic,
    softmax_partial,
    softmax_memref,
    forall_softmax_threads,
);

/// As mlir-opt, tiling a reduction loop with `scf.forall` warns.
#[test]
fn forall_over_a_reduction_warns() {
    let (_, diagnostics) = tile(include_str!("tile_data/forall_dynamic_reduction.mlir"));
    let messages: Vec<_> = diagnostics
        .iter()
        .map(|d| (d.severity, d.message.as_str()))
        .collect();
    assert_eq!(
        messages,
        vec![(
            strata_ir::Severity::Warning,
            "tiling is not thread safe at axis #2"
        )]
    );
    let (_, diagnostics) = tile(include_str!("tile_data/forall_matmul.mlir"));
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
}

#[test]
fn bad_options_leave_the_op_alone() {
    let text = include_str!("tile_data/matmul_static.mlir");
    let (input, _, _) = read_case(text);
    let ctx = context();
    let mut top = parse_source(&ctx, &input, &ParseOptions::default()).expect("the input parses");
    let before = print_top_level(&ctx, &top, &PrintOptions::default());
    {
        let (_, module) = top.child_bodies_mut().into_iter().next().expect("a module");
        let (_, func) = module.child_bodies_mut().into_iter().next().expect("a function");
        let name = ctx.op_name("linalg.matmul");
        let mut found = None;
        func.walk_root_regions(&mut |o| {
            if func.op_name(o) == name {
                found = Some(o);
            }
            WalkResult::Advance
        });
        let op = found.expect("a matmul");
        for options in [
            ScfTilingOptions {
                tile_sizes: consts(&[1, 2, 3, 4]),
                ..Default::default()
            },
            ScfTilingOptions {
                tile_sizes: consts(&[-1]),
                ..Default::default()
            },
            ScfTilingOptions {
                tile_sizes: consts(&[4, 4]),
                interchange: vec![0, 0],
                ..Default::default()
            },
            ScfTilingOptions {
                num_threads: vec![4, 4],
                ..Default::default()
            },
            ScfTilingOptions {
                num_threads: vec![4, -4],
                loop_kind: LoopKind::Forall,
                ..Default::default()
            },
        ] {
            let (r, diags) = ctx.capture_diagnostics(|| tile_using_scf(&ctx, func, op, &options));
            assert!(r.is_err(), "{options:?}");
            assert_eq!(diags.len(), 1, "{diags:?}");
        }
        // An op without the interface.
        let ret = func.op_block(op).and_then(|b| func.last_op(b)).expect("a return");
        let (r, diags) =
            ctx.capture_diagnostics(|| tile_using_scf(&ctx, func, ret, &ScfTilingOptions::default()));
        assert!(r.is_err() && diags.len() == 1);
    }
    assert_eq!(before, print_top_level(&ctx, &top, &PrintOptions::default()));
}

/// `generate_result_tile_value`: the tile of a result is the op on the
/// slices that tile needs (whole along the loops the result does not
/// index).
#[test]
fn result_tile_of_a_matmul() {
    let text = include_str!("tile_data/matmul_static.mlir");
    let (input, _, _) = read_case(text);
    let ctx = context();
    let mut top = parse_source(&ctx, &input, &ParseOptions::default()).expect("the input parses");
    {
        let (_, module) = top.child_bodies_mut().into_iter().next().expect("a module");
        let (_, func) = module.child_bodies_mut().into_iter().next().expect("a function");
        let name = ctx.op_name("linalg.matmul");
        let mut found = None;
        func.walk_root_regions(&mut |o| {
            if func.op_name(o) == name {
                found = Some(o);
            }
            WalkResult::Advance
        });
        let op = found.expect("a matmul");
        let iface = *strata_ir::tiling::tiling_interface(strata_ir::OpRef::new(&ctx, func, op))
            .expect("structured ops implement TilingInterface");
        let c = |v: i64| strata_ir::tiling::index_attr(&ctx, v);
        let mut b = strata_ir::OpBuilder::new(&ctx, func);
        b.set_insertion_point_before(op);
        let tile = (iface.generate_result_tile_value)(&mut b, op, 0, &[c(16), c(8)], &[c(16), c(8)])
            .expect("the tile is built");
        assert_eq!(tile.tiled_ops.len(), 1);
        assert_eq!(tile.tiled_values.len(), 1);
        assert_eq!(tile.generated_slices.len(), 3);
    }
    let (r, diags) = ctx.capture_diagnostics(|| strata_ir::verify_top_level(&ctx, &top));
    assert!(r.is_ok(), "the IR verifies: {diags:?}");
    let out = print_top_level(&ctx, &top, &PrintOptions::default());
    for slice in [
        "tensor.extract_slice %arg0[16, 0] [16, 48] [1, 1] : tensor<64x48xf32> to tensor<16x48xf32>",
        "tensor.extract_slice %arg1[0, 8] [48, 8] [1, 1] : tensor<48x32xf32> to tensor<48x8xf32>",
        "tensor.extract_slice %arg2[16, 8] [16, 8] [1, 1] : tensor<64x32xf32> to tensor<16x8xf32>",
        "-> tensor<16x8xf32>",
    ] {
        assert!(out.contains(slice), "{slice} in\n{out}");
    }
}
