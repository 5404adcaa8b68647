//! Chapter 6: the last `toy` op, `toy.print` on a buffer, becomes a loop
//! nest calling C's `printf` on each element (`"%f "`) and after each row
//! (`"\n"`), as in the tutorial (`toy-to-llvm`); the rest of the module is
//! then lowered to the LLVM dialect by Strata's standard pipeline (see
//! [`crate::driver::pipeline_to`]).
//!
//! `printf` and the two format strings are declared at the start of the
//! module before the functions are converted, since a function's
//! conversion may not add to the module (functions are converted in
//! parallel). Each string's address is taken as the tutorial takes it, with
//! a `getelementptr` to its first byte, before the loops.

use strata::conversions::llvm_common::symbols::{builder_at, declare_once, module_start, module_symbols};
use strata::dialects::affine;
use strata::dialects::llvm::{self, attrs::LINKAGE, types as llvm_types};
use strata::ir::affine::AffineMap;
use strata::ir::walk::walk_all;
use strata::ir::{
    AttrKind, Context, IsolatedOpMut, Location, LogicalResult, OpId, Type, TypeKind, ValueId, WalkResult,
};
use strata::ods::typed::BuildState;
use strata::pass::Pass;
use strata::rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, ConversionTarget, OpAdaptor,
};
use strata::rewrite::PatternRoot;

use crate::dialect::PRINT;

type Rw<'a> = ConversionPatternRewriter<'a>;

/// The format of one element.
const FORMAT: (&str, &str) = ("frmt_spec", "%f \0");
/// The end of a row.
const NEWLINE: (&str, &str) = ("nl", "\n\0");

/// `i32 (ptr, ...)`.
fn printf_type(ctx: &Context) -> Type {
    llvm_types::function_type(ctx, ctx.i32(), &[llvm_types::ptr_type(ctx, 0)], true)
}

/// Declares `printf` and the format strings at the start of the module
/// unless they are there.
fn declare_printf(ctx: &Context, module: &mut strata::ir::Body, loc: Location, allocates: bool) {
    let mut symbols = module_symbols(ctx, module);
    // The tutorial lowers buffers and printing in one conversion, which
    // declares `malloc` (for the first buffer) before `printf`; declaring
    // it here keeps the module's declarations in that order.
    if allocates {
        let ptr = llvm_types::ptr_type(ctx, 0);
        let malloc = llvm_types::function_type(ctx, ptr, &[ctx.i64()], false);
        declare_once(ctx, module, &mut symbols, "malloc", malloc, loc);
    }
    declare_once(ctx, module, &mut symbols, "printf", printf_type(ctx), loc);
    for (name, bytes) in [FORMAT, NEWLINE] {
        if symbols.iter().any(|s| s == name) {
            continue;
        }
        symbols.push(name.to_string());
        let Some(start) = module_start(module) else {
            return;
        };
        let array = llvm_types::array_type(ctx, ctx.i8(), bytes.len() as u64);
        let data = ctx.string_attr(bytes);
        let internal = LINKAGE.value_of("internal").unwrap_or(0);
        let mut b = builder_at(ctx, module, start);
        llvm::GlobalOp::build(
            &mut b,
            loc,
            array,
            true,
            internal,
            name,
            Some(data),
            None,
            0,
            None,
        );
    }
}

/// The address of the first character of global string `global`, taken at
/// the insertion point as the tutorial takes it: the global's address and
/// a `getelementptr` to its element 0 of element 0.
fn string_address(rw: &mut Rw<'_>, loc: Location, global: (&str, &str)) -> ValueId {
    let ctx = rw.ctx;
    let ptr = llvm_types::ptr_type(ctx, 0);
    let array = llvm_types::array_type(ctx, ctx.i8(), global.1.len() as u64);
    let addr = llvm::AddressOfOp::build(rw, loc, ptr, global.0).op();
    let addr = rw.body().result(addr, 0);
    let zero = llvm::ConstantOp::build(rw, loc, ctx.i64(), ctx.integer_attr(ctx.index_type(), 0)).op();
    let zero = rw.body().result(zero, 0);
    let raw = ctx.dense_i32_array_attr(&[i32::MIN, i32::MIN]);
    let gep = llvm::GEPOp::build(rw, loc, ptr, addr, &[zero, zero], raw, array, None).op();
    rw.body().result(gep, 0)
}

/// `printf(format, args...)` at the insertion point.
fn call_printf(rw: &mut Rw<'_>, loc: Location, format: ValueId, args: &[ValueId]) -> OpId {
    let ctx = rw.ctx;
    let mut operands = vec![format];
    operands.extend_from_slice(args);
    let call = llvm::CallOp::build_direct(rw, loc, Some(ctx.i32()), "printf", &operands).op();
    let fty = ctx.type_attr(printf_type(ctx));
    rw.modify_op_in_place(call, |b| b.set_op_attr(ctx, call, "var_callee_type", Some(fty)));
    call
}

fn map_attr(
    ctx: &Context,
    num_dims: u32,
    results: &[strata::ir::affine::AffineExpr],
) -> strata::ir::Attribute {
    ctx.intern_attr(AttrKind::AffineMap(AffineMap {
        num_dims,
        num_symbols: 0,
        results: results.into(),
    }))
}

/// `toy.print %buffer` → loops over its dimensions printing each element,
/// and a newline at the end of each inner dimension's loop.
// ANCHOR: print_lowering
struct PrintLowering;

impl ConversionPattern for PrintLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(PRINT.name)
    }

    fn debug_name(&self) -> &str {
        "PrintOpLowering"
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(buffer) = adaptor.operand(0) else {
            return false;
        };
        let shape = match ctx.type_kind(rw.body().value_type(buffer)) {
            TypeKind::MemRef { shape, .. } => shape.to_vec(),
            _ => return false,
        };
        if shape.iter().any(|&d| d < 0) {
            return false;
        }
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        let format = string_address(rw, loc, FORMAT);
        let newline_str = string_address(rw, loc, NEWLINE);
        let mut ivs = Vec::new();
        for (i, &d) in shape.iter().enumerate() {
            let mut st = BuildState::new(ctx, &affine::FOR, loc);
            st.operands(&[]);
            st.operands(&[]);
            st.operands(&[]);
            st.results(&[]);
            st.attr(ctx, 0, Some(map_attr(ctx, 0, &[ctx.affine_constant(0)])));
            st.attr(ctx, 1, Some(map_attr(ctx, 0, &[ctx.affine_constant(d)])));
            st.attr(ctx, 2, Some(ctx.integer_attr(ctx.index_type(), 1)));
            st.regions(rw, 1);
            let for_op = st.finish(rw);
            let region = rw.body().op_regions(for_op).1[0];
            let block = rw.create_block(region, None, &[ctx.index_type()], &[loc]);
            ivs.push(rw.body().block_args(block)[0]);
            let yield_op = affine::YieldOp::build(rw, loc, &[]).op();
            rw.set_insertion_point(yield_op);
            if i + 1 != shape.len() {
                let newline = call_printf(rw, loc, newline_str, &[]);
                rw.set_insertion_point(newline);
            }
        }
        let rank = shape.len() as u32;
        let dims: Vec<_> = (0..rank).map(|d| ctx.affine_dim(d)).collect();
        let mut st = BuildState::new(ctx, &affine::LOAD, loc);
        st.operands(&[buffer]);
        st.operands(&ivs);
        st.results(&[ctx.f64()]);
        st.attr(ctx, 0, Some(map_attr(ctx, rank, &dims)));
        let load = st.finish(rw);
        let element = rw.body().result(load, 0);
        call_printf(rw, loc, format, &[element]);
        rw.erase_op(op);
        true
    }
}
// ANCHOR_END: print_lowering

/// `toy-to-llvm`: lowers `toy.print` to `printf` calls.
#[derive(Default)]
pub struct ToyPrintToLlvmPass;

impl Pass for ToyPrintToLlvmPass {
    fn conditions(&self) -> strata::pass::conditions::Conditions {
        // Printing loops over the buffer calling `printf` on globals.
        strata::pass::conditions::Conditions {
            requires: &["toy.print"],
            removes: &["toy.print"],
            introduces: &[
                "affine.for",
                "affine.yield",
                "affine.load",
                "memref.load",
                "llvm.*",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "toy-to-llvm"
    }

    fn description(&self) -> &'static str {
        "Lower toy.print to loops calling printf"
    }

    fn name(&self) -> &'static str {
        "ToyToLLVMLoweringPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let loc = op.loc();
        let body = op.body();
        let (mut prints, mut allocates) = (false, false);
        let (print, alloc) = (ctx.op_name(PRINT.name), ctx.op_name("memref.alloc"));
        walk_all(body, &mut |b, o| {
            prints |= b.op_name(o) == print;
            allocates |= b.op_name(o) == alloc;
            WalkResult::Advance
        });
        if !prints {
            return Ok(());
        }
        declare_printf(ctx, body, loc, allocates);
        let patterns: Vec<Box<dyn ConversionPattern>> = vec![Box::new(PrintLowering)];
        let set = ConversionPatternSet::new(ctx, patterns);
        let mut target = ConversionTarget::new();
        target.add_illegal_op(PRINT.name);
        target.mark_unknown_ops_dynamically_legal(|_| true);
        apply_partial_conversion(ctx, body, &target, &set, &ConversionConfig::default())
    }
}
