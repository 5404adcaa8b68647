//! Strata used from Rust, through the `strata` crate alone: builds a
//! module with the typed op builders, verifies and prints it, lowers it to
//! the LLVM dialect with the standard pipeline, compiles it with the JIT
//! and calls it.
//!
//! ```text
//! cargo run -p strata-example-jit-sum -- [N]
//! ```
//!
//! prints the module it built, then the sum of the squares of the
//! integers below `N` (10 by default), computed by the compiled code:
//!
//! ```mlir
//! func.func @sum_of_squares(%n: i64) -> i64 {
//!   // for i in 0..n: acc += i * i
//!   %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i64) { ... }
//!   return %sum : i64
//! }
//! func.func @main() -> i64 {
//!   %r = call @sum_of_squares(%cN) : (i64) -> i64
//!   return %r : i64
//! }
//! ```

use strata::dialects::arith::{AddIOp, ConstantOp, MulIOp};
use strata::dialects::func::{CallOp, FuncOp, ReturnOp};
use strata::dialects::scf::{ForOp, YieldOp};
use strata::ir::{Body, Context, OpBuilder, ValueId};
use strata::{EntryKind, EntryResult};

/// An `i64` constant at `b`'s insertion point.
fn constant(ctx: &Context, b: &mut OpBuilder<'_>, value: i64) -> ValueId {
    let loc = ctx.unknown_loc();
    ConstantOp::build(b, loc, ctx.integer_attr(ctx.i64(), value)).result(b)
}

/// The module: `@sum_of_squares(%n)` and `@main()`, which calls it with `n`.
fn build_module(ctx: &Context, n: i64) -> Body {
    let loc = ctx.unknown_loc();
    let i64t = ctx.i64();
    let mut top = strata::empty_module(ctx);
    let (module, block) = strata::module_body(&mut top).expect("an empty module has a body");

    // The two functions, with empty entry blocks taking their arguments.
    let mut b = OpBuilder::at_end(ctx, module, block);
    let sum_type = ctx.function_type(&[i64t], &[i64t]);
    let sum_of_squares = FuncOp::build(&mut b, loc, "sum_of_squares", sum_type, None, None, None, false);
    let main_type = ctx.function_type(&[], &[i64t]);
    let main = FuncOp::build(&mut b, loc, "main", main_type, None, None, None, false);

    // @sum_of_squares: a loop from 0 to %n carrying the sum.
    let (mut b, args) = sum_of_squares
        .body_builder(ctx, module)
        .expect("the builder gives functions an entry block");
    let zero = constant(ctx, &mut b, 0);
    let one = constant(ctx, &mut b, 1);
    let for_op = ForOp::build(&mut b, loc, &[i64t], zero, args[0], one, &[zero], false);
    let region = for_op.region(&b);
    // The loop body takes the induction variable and the running sum.
    let block = b.create_block(region, &[i64t, i64t], loc);
    let (i, acc) = (b.body.block_args(block)[0], b.body.block_args(block)[1]);
    let square = MulIOp::build(&mut b, loc, i, i, None).result(&b);
    let next = AddIOp::build(&mut b, loc, acc, square, None).result(&b);
    YieldOp::build(&mut b, loc, &[next]);
    b.set_insertion_point_after(for_op.op());
    let sum: Vec<ValueId> = for_op.results(&b).collect();
    ReturnOp::build(&mut b, loc, &sum);

    // @main: calls @sum_of_squares with `n`.
    let (mut b, _) = main.body_builder(ctx, module).expect("an entry block");
    let n = constant(ctx, &mut b, n);
    let call = CallOp::build(&mut b, loc, &[i64t], &[n], "sum_of_squares", None, None, false);
    let result: Vec<ValueId> = call.results(&b).collect();
    ReturnOp::build(&mut b, loc, &result);
    top
}

fn run(n: i64) -> Result<i64, String> {
    let ctx = strata::context();
    let mut module = build_module(&ctx, n);
    strata::verify(&ctx, &module).map_err(|e| e.to_string())?;
    print!("{}", strata::print(&ctx, &module));

    strata::lower_to_llvm(&ctx, &mut module).map_err(|e| e.to_string())?;
    let jit = strata::jit(&ctx, &module, 2).map_err(|e| e.to_string())?;
    // SAFETY: `@main` takes no arguments and returns an i64 (`call` checks
    // both against the IR); the code it runs only does integer arithmetic
    // on values in registers, with no memory access.
    match unsafe { jit.call("main", EntryKind::I64) } {
        Ok(EntryResult::I64(sum)) => Ok(sum),
        other => Err(format!("calling @main failed: {other:?}")),
    }
}

fn main() {
    let n = match std::env::args().nth(1) {
        None => 10,
        Some(arg) => match arg.parse::<i64>() {
            Ok(n) => n,
            Err(_) => {
                eprintln!("usage: jit-sum [N]   (N: an integer, 10 by default)");
                std::process::exit(2);
            }
        },
    };
    match run(n) {
        Ok(sum) => println!("sum of i * i for i in 0..{n} = {sum}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
