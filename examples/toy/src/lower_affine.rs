//! Chapter 5: the partial lowering of `toy` to the `affine`, `arith`,
//! `memref` and `func` dialects (`toy-to-affine`), with the dialect
//! conversion framework.
//!
//! Besides the tutorial's ops, a `toy.reshape` left after canonicalization
//! (of a computed value) is lowered too: a loop nest copying each element
//! to the same row-major position.
//!
//! Each tensor value becomes a buffer: a `memref.alloc` at the start of
//! its block, freed by a `memref.dealloc` before the block's terminator.
//! `toy.constant` stores its elements one by one; element-wise ops and
//! `toy.transpose` become a nest of `affine.for` loops, one per dimension,
//! loading their operands and storing the result. `toy.print` stays, now
//! reading the buffer; `toy.func` (only `main`, without arguments or
//! results, which is all inlining leaves) becomes `func.func` and
//! `toy.return` `func.return`.

use strata::dialects::{affine, arith, func, memref};
use strata::ir::affine::{AffineBinaryOp, AffineExpr, AffineMap};
use strata::ir::{
    AttrKind, Context, IsolatedOpMut, Location, LogicalResult, OpId, OpRef, OperationState, Type, TypeKind,
    ValueId,
};
use strata::ods::typed::BuildState;
use strata::pass::Pass;
use strata::rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, ConversionTarget, OpAdaptor,
};
use strata::rewrite::PatternRoot;

use crate::dialect::{shape_of, ADD, CONSTANT, FUNC, MUL, PRINT, RESHAPE, RETURN, TRANSPOSE};

type Rw<'a> = ConversionPatternRewriter<'a>;

/// The buffer type of a ranked tensor type.
fn memref_of(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, element, .. } => Some(ctx.memref_type(shape, *element)),
        _ => None,
    }
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
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

/// A `memref.alloc` of `ty` at the start of `op`'s block and its
/// `memref.dealloc` before the block's last op (its terminator).
fn alloc_and_dealloc(rw: &mut Rw<'_>, op: OpId, ty: Type, loc: Location) -> Option<ValueId> {
    let ctx = rw.ctx;
    let block = rw.body().op_block(op)?;
    let last = rw.body().last_op(block)?;
    rw.set_insertion_point_to_start(block);
    let mut alloc = BuildState::new(ctx, &memref::ALLOC, loc);
    alloc.operands(&[]);
    alloc.operands(&[]);
    alloc.results(&[ty]);
    let alloc = alloc.finish(rw);
    let v = rw.body().result(alloc, 0);
    rw.set_insertion_point(last);
    let mut dealloc = BuildState::new(ctx, &memref::DEALLOC, loc);
    dealloc.operands(&[v]);
    dealloc.finish(rw);
    Some(v)
}

fn f64_constant(rw: &mut Rw<'_>, loc: Location, v: f64) -> ValueId {
    let ctx = rw.ctx;
    let attr = ctx.intern_attr(AttrKind::Float {
        ty: ctx.f64(),
        bits: u128::from(v.to_bits()),
    });
    let c = arith::ConstantOp::build(rw, loc, attr);
    rw.body().result(c.op(), 0)
}

/// The identity map of the rank of memref `v`.
fn identity_of(rw: &Rw<'_>, v: ValueId) -> strata::ir::Attribute {
    let ctx = rw.ctx;
    let rank = match ctx.type_kind(rw.body().value_type(v)) {
        TypeKind::MemRef { shape, .. } => shape.len() as u32,
        _ => 0,
    };
    let dims: Vec<_> = (0..rank).map(|d| ctx.affine_dim(d)).collect();
    map_attr(ctx, rank, &dims)
}

fn load(
    rw: &mut Rw<'_>,
    loc: Location,
    memref: ValueId,
    map: strata::ir::Attribute,
    ivs: &[ValueId],
) -> ValueId {
    let ctx = rw.ctx;
    let element = ctx
        .element_type(rw.body().value_type(memref))
        .unwrap_or_else(|| ctx.f64());
    let mut st = BuildState::new(ctx, &affine::LOAD, loc);
    st.operands(&[memref]);
    st.operands(ivs);
    st.results(&[element]);
    st.attr(ctx, 0, Some(map));
    let op = st.finish(rw);
    rw.body().result(op, 0)
}

fn store(
    rw: &mut Rw<'_>,
    loc: Location,
    value: ValueId,
    memref: ValueId,
    map: strata::ir::Attribute,
    ivs: &[ValueId],
) {
    let ctx = rw.ctx;
    let mut st = BuildState::new(ctx, &affine::STORE, loc);
    st.operands(&[value]);
    st.operands(&[memref]);
    st.operands(ivs);
    st.attr(ctx, 0, Some(map));
    st.finish(rw);
}

/// Builds a nest of `affine.for` loops from 0 to each of `shape`'s
/// dimensions (step 1) at the insertion point; inside the innermost
/// loop, `body` gets the induction variables. The insertion point is
/// left after the nest.
fn loop_nest(
    rw: &mut Rw<'_>,
    at: OpId,
    loc: Location,
    shape: &[i64],
    body: impl FnOnce(&mut Rw<'_>, &[ValueId]),
) {
    let ctx = rw.ctx;
    let mut ivs = Vec::new();
    rw.set_insertion_point(at);
    let mut before = at;
    for &d in shape {
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
        let yield_op = affine::YieldOp::build(rw, loc, &[]);
        before = yield_op.op();
        rw.set_insertion_point(before);
    }
    rw.set_insertion_point(before);
    body(rw, &ivs);
}

/// Lowers `toy.func @main()` to `func.func @main()`.
struct FuncLowering;

impl ConversionPattern for FuncLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(FUNC.name)
    }

    fn debug_name(&self) -> &str {
        "FuncOpLowering"
    }

    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let r = OpRef::new(ctx, body, op);
        let (Some(name), Some(fty)) = (r.attr("sym_name"), r.attr("function_type")) else {
            return false;
        };
        let empty = ctx
            .type_attr_value(fty)
            .and_then(|t| ctx.function_type_parts(t))
            .is_some_and(|(i, o)| i.is_empty() && o.is_empty());
        // Anything else stays illegal, and the conversion reports it.
        if ctx.string_attr_value(name) != Some("main") || !empty {
            return false;
        }
        let mut st = OperationState::new(ctx.op_name(func::FUNC.name), body.op_loc(op));
        st.properties =
            Some(ctx.dictionary_attr(&[(ctx.ident("function_type"), fty), (ctx.ident("sym_name"), name)]));
        rw.set_insertion_point(op);
        rw.create_taking_regions(st, op);
        rw.erase_op(op);
        true
    }
}

/// `toy.return` (without operands: only `main` is lowered) to
/// `func.return`.
struct ReturnLowering;

impl ConversionPattern for ReturnLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(RETURN.name)
    }

    fn debug_name(&self) -> &str {
        "ReturnOpLowering"
    }

    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        if rw.body().num_operands(op) != 0 {
            return false;
        }
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        func::ReturnOp::build(rw, loc, &[]);
        rw.erase_op(op);
        true
    }
}

/// `toy.constant` to a buffer and a store of each element.
struct ConstantLowering;

impl ConversionPattern for ConstantLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(CONSTANT.name)
    }

    fn debug_name(&self) -> &str {
        "ConstantOpLowering"
    }

    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let loc = body.op_loc(op);
        let ty = body.value_type(body.result(op, 0));
        let (Some(shape), Some(mty), Some(value)) = (
            shape_of(ctx, ty),
            memref_of(ctx, ty),
            OpRef::new(ctx, body, op).attr("value"),
        ) else {
            return false;
        };
        let Ok(count) = usize::try_from(shape.iter().product::<i64>()) else {
            return false;
        };
        let Some(values) = crate::mlirgen::dense_values(ctx, value, count) else {
            return false;
        };
        let Some(alloc) = alloc_and_dealloc(rw, op, mty, loc) else {
            return false;
        };
        rw.set_insertion_point(op);
        // One constant per distinct value, in order of first use.
        let mut constants: Vec<(u64, ValueId)> = Vec::new();
        for (i, v) in values.iter().enumerate() {
            let c = match constants.iter().find(|(bits, _)| *bits == v.to_bits()) {
                Some(&(_, c)) => c,
                None => {
                    let c = f64_constant(rw, loc, *v);
                    constants.push((v.to_bits(), c));
                    c
                }
            };
            // The element's indices, row-major.
            let mut rest = i as i64;
            let mut index = vec![0i64; shape.len()];
            for (d, &n) in shape.iter().enumerate().rev() {
                index[d] = rest % n.max(1);
                rest /= n.max(1);
            }
            let exprs: Vec<_> = index.iter().map(|&x| ctx.affine_constant(x)).collect();
            store(rw, loc, c, alloc, map_attr(ctx, 0, &exprs), &[]);
        }
        rw.replace_op(op, &[alloc]);
        true
    }
}

// ANCHOR: loop_lowering
/// Element-wise binary ops and `toy.transpose` to loop nests.
struct LoopLowering {
    root: &'static str,
    name: &'static str,
}

impl ConversionPattern for LoopLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let loc = body.op_loc(op);
        let ty = body.value_type(body.result(op, 0));
        let (Some(shape), Some(mty)) = (shape_of(ctx, ty), memref_of(ctx, ty)) else {
            return false;
        };
        let Some(operands) = adaptor.single_operands() else {
            return false;
        };
        if !operands.iter().all(|&v| is_memref(ctx, rw.body().value_type(v))) {
            return false;
        }
        let Some(alloc) = alloc_and_dealloc(rw, op, mty, loc) else {
            return false;
        };
        let rank = shape.len() as u32;
        let dims: Vec<_> = (0..rank).map(|d| ctx.affine_dim(d)).collect();
        let identity = map_attr(ctx, rank, &dims);
        let root = self.root;
        // A reshape reads the source element at the same row-major
        // position: its indices are the position's digits in the source's
        // shape.
        let source_shape = shape_of(ctx, rw.body().value_type(operands[0]))
            .or_else(|| match ctx.type_kind(rw.body().value_type(operands[0])) {
                TypeKind::MemRef { shape, .. } => Some(shape.to_vec()),
                _ => None,
            })
            .unwrap_or_default();
        if root == RESHAPE.name && source_shape.iter().any(|&d| d < 0) {
            return false;
        }
        let reshaped = reshape_map(ctx, &shape, &source_shape);
        loop_nest(rw, op, loc, &shape, |rw, ivs| {
            let value = if root == RESHAPE.name {
                load(rw, loc, operands[0], reshaped, ivs)
            } else if root == TRANSPOSE.name {
                let reversed: Vec<_> = dims.iter().rev().copied().collect();
                load(rw, loc, operands[0], map_attr(ctx, rank, &reversed), ivs)
            } else {
                // Each operand is read through the identity map of its own
                // rank, as the tutorial's lowering does; operands whose
                // shape is not the result's fail the load's verifier.
                let lhs = load(rw, loc, operands[0], identity_of(rw, operands[0]), ivs);
                let rhs = load(rw, loc, operands[1], identity_of(rw, operands[1]), ivs);
                let r = if root == ADD.name {
                    arith::AddFOp::build(rw, loc, lhs, rhs, None).op()
                } else {
                    arith::MulFOp::build(rw, loc, lhs, rhs, None).op()
                };
                rw.body().result(r, 0)
            };
            store(rw, loc, value, alloc, identity, ivs);
        });
        rw.replace_op(op, &[alloc]);
        true
    }
}
// ANCHOR_END: loop_lowering

/// The map from indices into a tensor of shape `to` to the indices of the
/// element at the same row-major position in a tensor of shape `from`
/// (a scalar `from` is read for every element).
fn reshape_map(ctx: &Context, to: &[i64], from: &[i64]) -> strata::ir::Attribute {
    let bin = |op, a, b| ctx.affine_binary(op, a, b);
    let mut linear: AffineExpr = ctx.affine_constant(0);
    for (k, _) in to.iter().enumerate() {
        let stride: i64 = to[k + 1..].iter().product();
        let term = bin(
            AffineBinaryOp::Mul,
            ctx.affine_dim(k as u32),
            ctx.affine_constant(stride),
        );
        linear = bin(AffineBinaryOp::Add, linear, term);
    }
    let results: Vec<AffineExpr> = (0..from.len())
        .map(|m| {
            let stride: i64 = from[m + 1..].iter().product();
            let q = bin(
                AffineBinaryOp::FloorDiv,
                linear,
                ctx.affine_constant(stride.max(1)),
            );
            if m == 0 {
                q
            } else {
                bin(AffineBinaryOp::Mod, q, ctx.affine_constant(from[m].max(1)))
            }
        })
        .collect();
    map_attr(ctx, to.len() as u32, &results)
}

/// `toy.print` of a tensor now held in a buffer prints the buffer.
struct PrintLowering;

impl ConversionPattern for PrintLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(PRINT.name)
    }

    fn debug_name(&self) -> &str {
        "PrintOpLowering"
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let Some(v) = adaptor.operand(0) else {
            return false;
        };
        if !is_memref(rw.ctx, rw.body().value_type(v)) {
            return false;
        }
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, v));
        true
    }
}

/// `toy-to-affine`: the partial lowering of a module of `toy` ops.
#[derive(Default)]
pub struct ToyToAffinePass;

impl Pass for ToyToAffinePass {
    fn conditions(&self) -> strata::pass::conditions::Conditions {
        // Every Toy op but `toy.print` (left on buffers) is converted.
        strata::pass::conditions::Conditions {
            requires: &["toy.*"],
            removes: &[
                "toy.add",
                "toy.constant",
                "toy.func",
                "toy.mul",
                "toy.reshape",
                "toy.return",
                "toy.transpose",
            ],
            introduces: &[
                "affine.for",
                "affine.yield",
                "affine.load",
                "affine.store",
                "arith.constant",
                "arith.addf",
                "arith.mulf",
                "memref.alloc",
                "memref.dealloc",
                "func.func",
                "func.return",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "toy-to-affine"
    }

    fn description(&self) -> &'static str {
        "Lower Toy ops on tensors to affine loops on buffers"
    }

    fn name(&self) -> &'static str {
        "ToyToAffineLoweringPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    // ANCHOR: pass_run
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns: Vec<Box<dyn ConversionPattern>> = vec![
            Box::new(FuncLowering),
            Box::new(ReturnLowering),
            Box::new(ConstantLowering),
            Box::new(LoopLowering {
                root: ADD.name,
                name: "AddOpLowering",
            }),
            Box::new(LoopLowering {
                root: MUL.name,
                name: "MulOpLowering",
            }),
            Box::new(LoopLowering {
                root: TRANSPOSE.name,
                name: "TransposeOpLowering",
            }),
            Box::new(LoopLowering {
                root: RESHAPE.name,
                name: "ReshapeOpLowering",
            }),
            Box::new(PrintLowering),
        ];
        let set = ConversionPatternSet::new(ctx, patterns);
        let mut target = ConversionTarget::new();
        for d in ["affine", "arith", "func", "memref", "builtin"] {
            target.add_legal_dialect(d);
        }
        target.add_illegal_dialect("toy");
        target.add_dynamically_legal_op(PRINT.name, |op| op.operand_types().all(|t| is_memref(op.ctx, t)));
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
    }
    // ANCHOR_END: pass_run
}
