//! `expand-realloc` (MLIR's memref pass, which the buffer deallocation
//! pipeline runs first): each `memref.realloc` becomes an `scf.if` that
//! allocates a bigger buffer and copies the old one into it when the old
//! one is smaller (freeing it with `emit-deallocs`), and otherwise
//! reinterprets the old buffer with the new size.

use strata_dialect_arith::{CmpIOp, ConstantOp, CMPI_PREDICATE};
use strata_dialect_memref::layout::{memref_parts, subview_result_type};
use strata_dialect_memref::{AllocOp, CopyOp, DeallocOp, DimOp, ReallocOp, ReinterpretCastOp, SubViewOp};
use strata_dialect_scf::{IfOp, YieldOp};
use strata_ir::{
    Body, Context, IsolatedOpMut, LogicalResult, OpBuilder, OpId, OpRef, ValueId, WalkResult, DYNAMIC,
};
use strata_pass::{parse_bool_option, Pass};

/// The `expand-realloc` pass.
#[derive(Clone, Debug)]
pub struct ExpandRealloc {
    /// Free the old buffer after copying it.
    pub emit_deallocs: bool,
}

impl Default for ExpandRealloc {
    fn default() -> Self {
        ExpandRealloc { emit_deallocs: true }
    }
}

impl Pass for ExpandRealloc {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["memref.realloc"],
            introduces: &[
                "arith.cmpi",
                "arith.constant",
                "memref.alloc",
                "memref.copy",
                "memref.dealloc",
                "memref.dim",
                "memref.reinterpret_cast",
                "memref.subview",
                "scf.if",
                "scf.yield",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "expand-realloc"
    }

    fn description(&self) -> &'static str {
        "Expand memref.realloc operations into its components"
    }

    fn name(&self) -> &'static str {
        "ExpandReallocPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "emit-deallocs" => self.emit_deallocs = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("emit-deallocs={}", self.emit_deallocs)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        expand_body(ctx, op.body(), self.emit_deallocs);
        Ok(())
    }
}

/// Expands the reallocs of `body` and of the isolated ops nested in it.
fn expand_body(ctx: &Context, body: &mut Body, emit_deallocs: bool) {
    let mut reallocs = Vec::new();
    let mut isolated = Vec::new();
    body.walk_root_regions(&mut |o| {
        if ctx.op_name_str(body.op_name(o)) == "memref.realloc" {
            reallocs.push(o);
        }
        if body.child_body(o).is_some() {
            isolated.push(o);
        }
        WalkResult::Advance
    });
    for o in reallocs {
        expand(ctx, body, o, emit_deallocs);
    }
    for o in isolated {
        if let Some(child) = body.child_body_mut(o) {
            expand_body(ctx, child, emit_deallocs);
        }
    }
}

fn index_constant(b: &mut OpBuilder<'_>, loc: strata_ir::Location, v: i64) -> ValueId {
    let ctx = b.ctx;
    ConstantOp::build(b, loc, ctx.integer_attr(ctx.index_type(), v)).result(b)
}

/// Replaces realloc `op` by its expansion.
fn expand(ctx: &Context, body: &mut Body, op: OpId, emit_deallocs: bool) {
    let (source, dynamic_size, alignment, result_t) = {
        let r = OpRef::new(ctx, body, op);
        let re = ReallocOp(op);
        (
            re.source(&r),
            re.dynamic_result_size(&r),
            re.alignment(&r),
            body.value_type(body.result(op, 0)),
        )
    };
    let source_t = body.value_type(source);
    let (Some(src), Some(res)) = (memref_parts(ctx, source_t), memref_parts(ctx, result_t)) else {
        return;
    };
    let (in_size, out_size) = (src.shape[0], res.shape[0]);
    let loc = body.op_loc(op);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);
    // The old size, as a constant or a `memref.dim`.
    let current = if in_size == DYNAMIC {
        let zero = index_constant(&mut b, loc, 0);
        DimOp::build(&mut b, loc, source, zero).result(&b)
    } else {
        index_constant(&mut b, loc, in_size)
    };
    let target = match dynamic_size {
        Some(v) if out_size == DYNAMIC => v,
        _ => index_constant(&mut b, loc, out_size),
    };
    let pred = CMPI_PREDICATE.value_of("ult").expect("a cmpi predicate");
    let cond = CmpIOp::build(&mut b, loc, current, target, pred).result(&b);
    let iff = IfOp::build(&mut b, loc, &[result_t], cond);
    let (then_r, else_r) = (iff.then_region(&b), iff.else_region(&b));
    let tb = b.create_block(then_r, &[], loc);
    b.set_insertion_point_to_end(tb);
    let sizes: Vec<ValueId> = dynamic_size.into_iter().collect();
    let alloc = AllocOp::build(&mut b, loc, result_t, &sizes, &[], alignment).memref(&b);
    // The copy needs both sides of the same shape: a view of the new
    // buffer with the old size.
    let (dyn_sizes, static_size) = if in_size == DYNAMIC {
        (vec![current], DYNAMIC)
    } else {
        (Vec::new(), in_size)
    };
    let view_t = subview_result_type(ctx, result_t, &[0], &[static_size], &[1]).unwrap_or(result_t);
    let view = SubViewOp::build(
        &mut b,
        loc,
        view_t,
        alloc,
        &[],
        &dyn_sizes,
        &[],
        &[0],
        &[static_size],
        &[1],
    )
    .result(&b);
    CopyOp::build(&mut b, loc, source, view);
    if emit_deallocs {
        DeallocOp::build(&mut b, loc, source);
    }
    YieldOp::build(&mut b, loc, &[alloc]);
    let eb = b.create_block(else_r, &[], loc);
    b.set_insertion_point_to_end(eb);
    let (dyn_target, static_target) = if out_size == DYNAMIC {
        (vec![target], DYNAMIC)
    } else {
        (Vec::new(), out_size)
    };
    let cast = ReinterpretCastOp::build(
        &mut b,
        loc,
        result_t,
        source,
        &[],
        &dyn_target,
        &[],
        &[0],
        &[static_target],
        &[1],
    )
    .result(&b);
    YieldOp::build(&mut b, loc, &[cast]);
    let new = body.result(iff.op(), 0);
    let old = body.result(op, 0);
    body.replace_all_uses_with(old, new);
    body.erase_op(op);
}
