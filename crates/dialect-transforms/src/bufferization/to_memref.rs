//! `convert-bufferization-to-memref`: `bufferization.clone` becomes an
//! allocation and a `memref.copy`, `bufferization.dealloc` is lowered as
//! `bufferization-lower-deallocations` does, and any other bufferization
//! op left is an error (MLIR's `ConvertBufferizationToMemRef`).
//!
//! A ranked clone allocates a buffer of the clone's shape with the
//! identity layout (its dynamic sizes read with `memref.dim`) and casts it
//! to the clone's type when that has another layout; a layout no
//! identity buffer casts to cannot be cloned this way. An unranked clone
//! stores the input's sizes in a stack buffer while multiplying them,
//! allocates that many elements and reshapes them to the input's shape.

use strata_dialect_arith::{ConstantOp, MulIOp};
use strata_dialect_memref::{AllocOp, AllocaOp, CastOp, CopyOp, DimOp, RankOp, ReshapeOp, StoreOp};
use strata_dialect_scf::{ForOp, YieldOp};
use strata_ir::{
    Context, IsolatedOpMut, Location, LogicalResult, OpBuilder, OpId, TypeKind, ValueId, WalkResult,
};
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPatternSet, ConversionTarget,
};

use super::lower_deallocations::lower_deallocs;

/// The `convert-bufferization-to-memref` pass.
#[derive(Clone, Debug, Default)]
pub struct ConvertBufferizationToMemRef;

impl Pass for ConvertBufferizationToMemRef {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["bufferization.clone", "bufferization.dealloc"],
            introduces: &[
                "arith.*",
                "memref.alloc",
                "memref.alloca",
                "memref.cast",
                "memref.copy",
                "memref.dealloc",
                "memref.dim",
                "memref.extract_aligned_pointer_as_index",
                "memref.load",
                "memref.rank",
                "memref.reshape",
                "memref.store",
                "scf.for",
                "scf.if",
                "scf.yield",
                "func.func",
                "func.call",
                "func.return",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "convert-bufferization-to-memref"
    }

    fn description(&self) -> &'static str {
        "Convert operations from the Bufferization dialect to the MemRef dialect"
    }

    fn name(&self) -> &'static str {
        "ConvertBufferizationToMemRefPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        lower_clones(ctx, op.body());
        let loc = op.loc();
        lower_deallocs(ctx, op.body(), loc)?;
        // What is left of the bufferization dialect (clones whose layout no
        // allocation has) fails to legalize, as in mlir-opt.
        let mut target = ConversionTarget::default();
        for dialect in ["arith", "func", "memref", "scf"] {
            target.add_legal_dialect(dialect);
        }
        target.add_illegal_dialect("bufferization");
        let patterns = ConversionPatternSet::new(ctx, Vec::new());
        apply_partial_conversion(ctx, op.body(), &target, &patterns, &ConversionConfig::default())
    }
}

/// Lowers the clones of `body` and of the bodies of the isolated ops in it.
fn lower_clones(ctx: &Context, body: &mut strata_ir::Body) {
    let mut clones = Vec::new();
    let mut nested = Vec::new();
    body.walk_root_regions(&mut |o| {
        if ctx.op_name_str(body.op_name(o)) == "bufferization.clone" {
            clones.push(o);
        }
        if body.child_body(o).is_some() {
            nested.push(o);
        }
        WalkResult::Advance
    });
    for c in clones {
        lower_clone(ctx, body, c);
    }
    for o in nested {
        if let Some(child) = body.child_body_mut(o) {
            lower_clones(ctx, child);
        }
    }
}

/// Replaces the clone `op` by an allocation and a copy, unless its type
/// has a layout an identity-layout buffer does not cast to.
fn lower_clone(ctx: &Context, body: &mut strata_ir::Body, op: OpId) {
    let input = body.operand(op, 0);
    let result = body
        .results(op)
        .next()
        .expect("bufferization.clone has one result");
    let ty = body.value_type(result);
    let loc = body.op_loc(op);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);
    let buffer = match ctx.type_kind(ty).clone() {
        TypeKind::UnrankedMemRef { element, .. } => {
            let index = ctx.index_type();
            let zero = index_constant(&mut b, loc, 0);
            let one = index_constant(&mut b, loc, 1);
            let rank = RankOp::build(&mut b, loc, input).result(&b);
            let shape_ty = ctx.memref_type(&[strata_ir::DYNAMIC], index);
            let shape = AllocaOp::build(&mut b, loc, shape_ty, &[rank], &[], None).memref(&b);
            let for_op = ForOp::build(&mut b, loc, &[index], zero, rank, one, &[one], false);
            let region = for_op.region(&b);
            let block = b.create_block(region, &[index, index], loc);
            let (i, acc) = (b.body.block_args(block)[0], b.body.block_args(block)[1]);
            b.set_insertion_point_to_end(block);
            let dim = DimOp::build(&mut b, loc, input, i).result(&b);
            StoreOp::build(&mut b, loc, dim, shape, &[i], Some(false), None);
            let product = MulIOp::build(&mut b, loc, acc, dim, None).result(&b);
            YieldOp::build(&mut b, loc, &[product]);
            b.set_insertion_point_before(op);
            let size = b
                .body
                .results(for_op.op())
                .next()
                .expect("scf.for with one iteration value");
            let flat_ty = ctx.memref_type(&[strata_ir::DYNAMIC], element);
            let flat = AllocOp::build(&mut b, loc, flat_ty, &[size], &[], None).memref(&b);
            ReshapeOp::build(&mut b, loc, ty, flat, shape).result(&b)
        }
        TypeKind::MemRef {
            shape,
            element,
            memory_space,
            ..
        } => {
            let alloc_ty = ctx.intern_type(TypeKind::MemRef {
                shape: shape.clone(),
                element,
                layout: None,
                memory_space,
            });
            if !strata_dialect_memref::cast_compatible(ctx, alloc_ty, ty) {
                return;
            }
            let sizes: Vec<ValueId> = shape
                .iter()
                .enumerate()
                .filter(|(_, &s)| s == strata_ir::DYNAMIC)
                .map(|(i, _)| dim_of(&mut b, loc, input, i))
                .collect();
            let alloc = AllocOp::build(&mut b, loc, alloc_ty, &sizes, &[], None).memref(&b);
            if alloc_ty == ty {
                alloc
            } else {
                CastOp::build(&mut b, loc, ty, alloc).dest(&b)
            }
        }
        _ => return,
    };
    CopyOp::build(&mut b, loc, input, buffer);
    b.body.replace_all_uses_with(result, buffer);
    b.body.erase_op(op);
}

/// The size of dimension `i` of `m`: the allocation's size operand when
/// `m` is allocated here (as `memref.dim` folds), else a `memref.dim`.
fn dim_of(b: &mut OpBuilder<'_>, loc: Location, m: ValueId, i: usize) -> ValueId {
    let ctx = b.ctx;
    // The index constant stays even when the dimension folds (mlir-opt
    // builds it before folding).
    let c = index_constant(b, loc, i as i64);
    if let Some(def) = b.body.defining_op(m) {
        if matches!(
            ctx.op_name_str(b.body.op_name(def)),
            "memref.alloc" | "memref.alloca"
        ) {
            if let Some(shape) = ctx.shape(b.body.value_type(m)) {
                let k = shape[..i].iter().filter(|&&s| s == strata_ir::DYNAMIC).count();
                if let Some(v) = b.body.operands(def).nth(k) {
                    return v;
                }
            }
        }
    }
    DimOp::build(b, loc, m, c).result(b)
}

fn index_constant(b: &mut OpBuilder<'_>, loc: Location, v: i64) -> ValueId {
    let ctx = b.ctx;
    ConstantOp::build(b, loc, ctx.integer_attr(ctx.index_type(), v)).result(b)
}
