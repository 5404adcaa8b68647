//! `convert-vector-to-scf`: lowers vector ops that need loops or
//! branches to `scf` (MLIR's VectorToSCF), applied greedily.
//!
//! `vector.print` of a vector becomes loops printing its elements between
//! brackets and commas (n-D vectors are flattened with a `shape_cast`).
//! With `full-unroll`, transfers of more dimensions than `target-rank` are
//! unrolled along their leading dimension into transfers of one dimension
//! less, each guarded by a bounds check when that dimension may be out of
//! bounds (see the `transfer` module).

mod loops;
mod scalable;
mod transfer;

use strata_dialect_scf::{ForOp, IfOp};
use strata_dialect_utils::patterns::{self as pat};
use strata_dialect_vector::types_util::vector_parts;
use strata_dialect_vector::PUNCTUATION;
use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId, OpRef, ValueId};
use strata_ods::directives::dense_i64_array;
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, PatternRewriter, PatternRoot, RewritePattern,
};

type Rw<'a> = PatternRewriter<'a>;

/// The options of the pass (MLIR's `VectorTransferToSCFOptions`).
#[derive(Clone, Copy, Debug)]
pub struct VectorToScfOptions {
    /// `full-unroll`: unroll transfers rather than loop over them.
    pub full_unroll: bool,
    /// `target-rank`: the rank transfers are lowered to.
    pub target_rank: u32,
    /// `lower-tensors`: also lower transfers on tensors.
    pub lower_tensors: bool,
    /// `lower-scalable`: lowerings of scalable vectors (writes of
    /// transposed ones).
    pub lower_scalable: bool,
}

impl Default for VectorToScfOptions {
    fn default() -> Self {
        VectorToScfOptions {
            full_unroll: false,
            target_rank: 1,
            lower_tensors: false,
            lower_scalable: false,
        }
    }
}

/// The `convert-vector-to-scf` pass.
#[derive(Default)]
pub struct ConvertVectorToScf {
    /// The options.
    pub options: VectorToScfOptions,
}

impl Pass for ConvertVectorToScf {
    fn argument(&self) -> &'static str {
        "convert-vector-to-scf"
    }

    fn description(&self) -> &'static str {
        "Lower the operations from the vector dialect into the SCF dialect"
    }

    fn name(&self) -> &'static str {
        "ConvertVectorToSCFPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "full-unroll" => self.options.full_unroll = parse_bool_option(name, value)?,
            "lower-tensors" => self.options.lower_tensors = parse_bool_option(name, value)?,
            "lower-scalable" => self.options.lower_scalable = parse_bool_option(name, value)?,
            "target-rank" => {
                self.options.target_rank = value
                    .parse()
                    .map_err(|_| format!("Invalid argument '{value}' for option 'target-rank'"))?
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "full-unroll={} lower-scalable={} lower-tensors={} target-rank={}",
            self.options.full_unroll,
            self.options.lower_scalable,
            self.options.lower_tensors,
            self.options.target_rank
        )
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["vector.transfer_read", "vector.transfer_write", "vector.print"],
            introduces: &[
                "scf.for",
                "scf.if",
                "scf.yield",
                "memref.alloca",
                "memref.load",
                "memref.store",
                "memref.cast",
                "memref.dim",
                "tensor.dim",
                "affine.apply",
                "vector.*",
                "arith.*",
            ],
            introduces_if: &[],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        // Permutation maps first, as MLIR's pass does (in a greedy run of
        // their own).
        let mut first = Vec::new();
        transfer::permutation_patterns(&mut first);
        let frozen = FrozenPatternSet::new(ctx, first);
        apply_patterns_greedily_nested(ctx, op.body(), &frozen, crate::vector_to_llvm::bottom_up(), true);
        let frozen = FrozenPatternSet::new(ctx, vector_to_scf_patterns(self.options));
        apply_patterns_greedily_nested(ctx, op.body(), &frozen, crate::vector_to_llvm::bottom_up(), true);
        Ok(())
    }
}

/// The patterns of `convert-vector-to-scf` (MLIR's
/// `populateVectorToSCFConversionPatterns`, the part Strata has).
pub fn vector_to_scf_patterns(options: VectorToScfOptions) -> Vec<Box<dyn RewritePattern>> {
    let mut out: Vec<Box<dyn RewritePattern>> = vec![Box::new(DecomposePrintOpConversion)];
    if options.target_rank == 1 {
        loops::one_d_patterns(&mut out);
    }
    if options.full_unroll {
        transfer::unroll_patterns(options, &mut out);
    } else {
        loops::loop_patterns(options, &mut out);
    }
    if options.lower_scalable {
        scalable::scalable_patterns(options, &mut out);
    }
    out
}

/// `vector.print` of a vector: its elements printed in loops.
struct DecomposePrintOpConversion;

impl RewritePattern for DecomposePrintOpConversion {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.print")
    }

    fn debug_name(&self) -> &str {
        "DecomposePrintOpConversion"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        decompose_print(op, rw)
    }
}

fn index_const(rw: &mut Rw<'_>, at: OpId, v: i64) -> ValueId {
    let ctx = rw.ctx;
    let a = ctx.integer_attr(ctx.index_type(), v);
    let op = strata_dialect_vector::lowering::create_op(
        rw,
        at,
        "arith.constant",
        &[],
        &[ctx.index_type()],
        &[("value", a)],
    );
    pat::result(rw, op)
}

/// `vector.print punctuation <p>` before `at`.
fn print_punct(rw: &mut Rw<'_>, at: OpId, p: &str) {
    let ctx = rw.ctx;
    if p == "newline" {
        strata_dialect_vector::lowering::create_op(rw, at, "vector.print", &[], &[], &[]);
        return;
    }
    let v = PUNCTUATION.value_of(p).unwrap_or(0);
    strata_dialect_vector::lowering::create_op(
        rw,
        at,
        "vector.print",
        &[],
        &[],
        &[("punctuation", PUNCTUATION.attr(ctx, v))],
    );
}

/// A block's terminator `scf.yield` at its end (the ops are then built
/// before it).
fn yield_at_end(rw: &mut Rw<'_>, block: strata_ir::BlockId, loc: strata_ir::Location) -> OpId {
    rw.set_insertion_point_to_end(block);
    strata_dialect_scf::YieldOp::build(rw, loc, &[]).op()
}

/// `scf.if cond { vector.print punctuation <comma> }` before `at`.
fn comma_if(rw: &mut Rw<'_>, at: OpId, cond: ValueId) {
    let loc = rw.body().op_loc(at);
    rw.set_insertion_point(at);
    let iff = IfOp::build(rw, loc, &[], cond);
    let then_r = iff.then_region(rw);
    let block = rw.create_block(then_r);
    let y = yield_at_end(rw, block, loc);
    print_punct(rw, y, "comma");
}

fn decompose_print(op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    if o.num_operands() == 0 {
        return false;
    }
    let t = o.operand_type(0);
    let Some((shape, scalable, elem)) = vector_parts(ctx, t) else {
        return false;
    };
    if scalable.iter().any(|&s| s) {
        return false;
    }
    let shape = shape.to_vec();
    let loc = o.loc();
    let punct = o
        .attr("punctuation")
        .and_then(|a| PUNCTUATION.attr_value(ctx, a))
        .and_then(|v| PUNCTUATION.keyword(v))
        .unwrap_or("newline");
    let mut value = o.operand(0);
    let rank = shape.len();
    // Booleans print as integers of a printable width.
    let mut elem = elem;
    if ctx.integer_width(elem) == Some(1) {
        elem = ctx.integer_type(8);
        let wide = ctx.vector_type(&shape, elem);
        let ext = strata_dialect_vector::lowering::create_op(rw, op, "arith.extui", &[value], &[wide], &[]);
        value = pat::result(rw, ext);
    }
    let dims: Vec<i64> = if rank == 0 { vec![1] } else { shape.clone() };
    let total: i64 = dims.iter().product();
    if rank > 1 {
        let flat_t = ctx.vector_type(&[total], elem);
        let sc =
            strata_dialect_vector::lowering::create_op(rw, op, "vector.shape_cast", &[value], &[flat_t], &[]);
        value = pat::result(rw, sc);
    }
    // The loops, outermost first; `at` is where the next op goes. Each
    // level's constants (bounds, step, last index) come before its opening
    // bracket, as MLIR builds them (which decides the order of the hoisted
    // constants).
    let mut at = op;
    let mut ivs = Vec::with_capacity(dims.len());
    let mut afters: Vec<(OpId, ValueId, ValueId)> = Vec::new();
    for &d in &dims {
        let lb = index_const(rw, at, 0);
        let ub = index_const(rw, at, d);
        let step = index_const(rw, at, 1);
        let last_index = index_const(rw, at, d - 1);
        print_punct(rw, at, "open");
        rw.set_insertion_point(at);
        let for_op = ForOp::build(rw, loc, &[], lb, ub, step, &[], false);
        let region = for_op.region(rw);
        let block = rw.create_block(region);
        let iv = rw.add_block_arg(block, ctx.index_type(), loc);
        let y = yield_at_end(rw, block, loc);
        ivs.push(iv);
        // The separator after each element but the last, built once the
        // body is complete.
        afters.push((y, iv, last_index));
        at = y;
    }
    // The element: its index in the flattened vector.
    let last = dims.len() - 1;
    let mut index = ivs[last];
    let mut stride = 1;
    for k in (0..last).rev() {
        stride *= dims[k + 1];
        let s = index_const(rw, at, stride);
        let m = strata_dialect_vector::lowering::create_op(
            rw,
            at,
            "arith.muli",
            &[ivs[k], s],
            &[ctx.index_type()],
            &[],
        );
        let m = pat::result(rw, m);
        let a = strata_dialect_vector::lowering::create_op(
            rw,
            at,
            "arith.addi",
            &[index, m],
            &[ctx.index_type()],
            &[],
        );
        index = pat::result(rw, a);
    }
    let e = if rank == 0 {
        let p = dense_i64_array(ctx, &[]);
        strata_dialect_vector::lowering::create_op(
            rw,
            at,
            "vector.extract",
            &[value],
            &[elem],
            &[("static_position", p)],
        )
    } else {
        let p = dense_i64_array(ctx, &[i64::MIN]);
        strata_dialect_vector::lowering::create_op(
            rw,
            at,
            "vector.extract",
            &[value, index],
            &[elem],
            &[("static_position", p)],
        )
    };
    let e = pat::result(rw, e);
    let none = PUNCTUATION.value_of("no_punctuation").unwrap_or(0);
    strata_dialect_vector::lowering::create_op(
        rw,
        at,
        "vector.print",
        &[e],
        &[],
        &[("punctuation", PUNCTUATION.attr(ctx, none))],
    );
    for (k, &(y, iv, c)) in afters.iter().enumerate().rev() {
        if k + 1 < dims.len() {
            print_punct(rw, y, "close");
        }
        let ult = strata_dialect_arith::CMPI_PREDICATE.value_of("ult").unwrap_or(6);
        let pred = strata_dialect_arith::CMPI_PREDICATE.attr(ctx, ult);
        let cmp = strata_dialect_vector::lowering::create_op(
            rw,
            y,
            "arith.cmpi",
            &[iv, c],
            &[ctx.integer_type(1)],
            &[("predicate", pred)],
        );
        let cmp = pat::result(rw, cmp);
        comma_if(rw, y, cmp);
    }
    print_punct(rw, op, "close");
    print_punct(rw, op, punct);
    rw.erase_op(op);
    true
}

/// `map` (one result) applied to `operands` as MLIR's
/// `makeComposedAffineApply` builds it: composed with the `affine.apply`
/// ops defining the operands, constants folded in and operands placed as
/// dimensions or symbols by what they are; no op when the result is one
/// of the operands.
fn composed_apply(
    rw: &mut Rw<'_>,
    at: OpId,
    map: &strata_ir::affine::AffineMap,
    operands: &[ValueId],
) -> ValueId {
    use strata_dialect_affine::{canonicalize_map_and_operands, fold_and_compose_apply, ApplyValue};
    use strata_ir::affine::AffineExprKind;
    let ctx = rw.ctx;
    let ops: Vec<ApplyValue> = operands.iter().map(|&v| ApplyValue::Value(v)).collect();
    let (mut m, mut values) = fold_and_compose_apply(ctx, rw.body(), map, &ops);
    canonicalize_map_and_operands(ctx, rw.body(), &mut m, &mut values);
    match m.results.first().map(|e| e.kind(ctx)) {
        Some(AffineExprKind::Dim(d)) => return values[d as usize],
        Some(AffineExprKind::Symbol(s)) => return values[(m.num_dims + s) as usize],
        _ => {}
    }
    let a = ctx.intern_attr(strata_ir::AttrKind::AffineMap(m));
    let op = strata_dialect_vector::lowering::create_op(
        rw,
        at,
        "affine.apply",
        &values,
        &[ctx.index_type()],
        &[("map", a)],
    );
    pat::result(rw, op)
}

/// The op giving a dimension's size of a memref or tensor.
fn dim_op(ctx: &Context, t: strata_ir::Type) -> &'static str {
    if matches!(ctx.type_kind(t), strata_ir::TypeKind::RankedTensor { .. }) {
        "tensor.dim"
    } else {
        "memref.dim"
    }
}
