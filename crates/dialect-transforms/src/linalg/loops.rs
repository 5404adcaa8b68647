//! `convert-linalg-to-loops`, `convert-linalg-to-affine-loops` and
//! `convert-linalg-to-parallel-loops`: each structured op on buffers
//! becomes the loop nest it describes. Every loop runs from 0 to the size
//! of the first operand dimension indexed by exactly that loop; the
//! innermost body loads one element of each input (and of each output the
//! body reads) at the indices the op's maps give, computes the payload and
//! stores the yielded values. Ops on tensors are left alone.
//!
//! The loops are `scf.for`, `affine.for`, or `scf.parallel` for each run of
//! consecutive parallel loops with `scf.for` for the reductions. Cost:
//! linear in the size of the ops lowered.

use strata_dialect_linalg::structured::{
    indexing_maps, inputs, is_structured, iterator_types, operand_shape_of, outputs, payload_block,
    payload_uses_operand,
};
use strata_dialect_linalg::YIELD;
use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::{
    AttrKind, Attribute, BlockId, Context, IrMapping, IsolatedOpMut, Location, LogicalResult, OpId, OpRef,
    OperationState, Type, TypeKind, ValueId, DYNAMIC,
};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested, op_canonicalization_patterns, FrozenPatternSet, GreedyConfig,
    PatternRewriter, PatternRoot, RewritePattern,
};

/// The kind of loops a structured op is lowered to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LoopKind {
    /// `scf.for`.
    Scf,
    /// `affine.for`, with `affine.load` and `affine.store`.
    Affine,
    /// `scf.parallel` for parallel loops, `scf.for` for reductions.
    Parallel,
}

/// Lowers structured ops on buffers to loops of one kind.
pub struct LinalgToLoops(pub LoopKind);

impl RewritePattern for LinalgToLoops {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "LinalgRewritePattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        lower_to_loops(rw, op, self.0).is_some()
    }
}

fn create(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    loc: Location,
) -> OpId {
    create_with(rw, name, operands, results, &[], loc)
}

fn create_with(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
    loc: Location,
) -> OpId {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = operands.to_vec();
    st.result_types = results.to_vec();
    if !props.is_empty() {
        let entries: Vec<_> = props.iter().map(|&(n, a)| (ctx.ident(n), a)).collect();
        st.properties = Some(ctx.dictionary_attr(&entries));
    }
    st.populate_default_properties(ctx);
    rw.create(st)
}

fn index_constant(rw: &mut PatternRewriter<'_>, v: i64, loc: Location) -> ValueId {
    let ctx = rw.ctx;
    let value = ctx.integer_attr(ctx.index_type(), v);
    let op = create_with(
        rw,
        "arith.constant",
        &[],
        &[ctx.index_type()],
        &[("value", value)],
        loc,
    );
    rw.body().result(op, 0)
}

fn map_attr(ctx: &Context, m: AffineMap) -> Attribute {
    ctx.intern_attr(AttrKind::AffineMap(m))
}

/// One loop of the nest: its upper bound (static or a value).
#[derive(Copy, Clone)]
enum Bound {
    Static(i64),
    Value(ValueId),
}

/// Lowers `op`; `None` (changing nothing) if it is not a structured op
/// on buffers.
pub fn lower_to_loops(rw: &mut PatternRewriter<'_>, op: OpId, kind: LoopKind) -> Option<()> {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    if !is_structured(o) {
        return None;
    }
    let is_memref = |t: Type| matches!(ctx.type_kind(t), TypeKind::MemRef { .. });
    let shaped = |t: Type| operand_shape_of(ctx, t).is_some();
    if o.num_results() != 0 || !o.operand_types().all(|t| !shaped(t) || is_memref(t)) {
        return None;
    }
    let maps = indexing_maps(o)?;
    let iterators = iterator_types(o)?;
    let block = payload_block(o)?;
    let loops = iterators.len();
    let loc = o.loc();
    let operands: Vec<ValueId> = o.operands().collect();
    let types: Vec<Type> = o.operand_types().collect();
    let (ins, outs) = (inputs(o), outputs(o));
    let reads: Vec<bool> = (0..operands.len())
        .map(|i| ins.contains(&i) || payload_uses_operand(o, i))
        .collect();
    // The operand dimension giving each loop's size.
    let mut source: Vec<Option<(usize, usize)>> = vec![None; loops];
    for (i, map) in maps.iter().enumerate() {
        for (j, &e) in map.results.iter().enumerate() {
            if let AffineExprKind::Dim(d) = e.kind(ctx) {
                if let Some(slot) = source.get_mut(d as usize) {
                    slot.get_or_insert((i, j));
                }
            }
        }
    }
    let source: Vec<(usize, usize)> = source.into_iter().collect::<Option<_>>()?;

    rw.set_insertion_point(op);
    // Every dynamic operand dimension, in order (an index constant and a
    // `memref.dim`, as mlir-opt creates them); the unused ones die. Static
    // sizes become constants with the loops.
    let mut dims: Vec<Vec<Bound>> = Vec::with_capacity(types.len());
    for (i, &t) in types.iter().enumerate() {
        let shape = operand_shape_of(ctx, t).unwrap_or(&[]).to_vec();
        let mut sizes = Vec::with_capacity(shape.len());
        for (j, &size) in shape.iter().enumerate() {
            sizes.push(if size != DYNAMIC {
                Bound::Static(size)
            } else {
                let index = index_constant(rw, j as i64, loc);
                let dim = create(rw, "memref.dim", &[operands[i], index], &[ctx.index_type()], loc);
                Bound::Value(rw.body().result(dim, 0))
            });
        }
        dims.push(sizes);
    }
    let bounds: Vec<Bound> = source.iter().map(|&(i, j)| dims[i][j]).collect();

    // The loop nest; `ivs[l]` is loop `l`'s induction variable.
    let (ivs, innermost) = build_nest(rw, kind, &bounds, &iterators, loc)?;

    // Loads of the operands the body reads.
    let mut mapping = IrMapping::default();
    let args: Vec<ValueId> = rw.body().block_args(block).to_vec();
    let mut indices: Vec<Vec<ValueId>> = Vec::with_capacity(operands.len());
    for i in 0..operands.len() {
        let idx = if shaped(types[i]) {
            access_indices(rw, &maps[i], &ivs, kind, loc)
        } else {
            Vec::new()
        };
        if reads[i] {
            let value = if shaped(types[i]) {
                access(
                    rw,
                    kind,
                    None,
                    operands[i],
                    &idx,
                    ctx.element_type(types[i])?,
                    loc,
                )?
            } else {
                operands[i]
            };
            mapping.map_value(args[i], value);
        }
        indices.push(idx);
    }
    // The payload, with `linalg.index` replaced by the induction variables.
    let body_ops: Vec<OpId> = rw.body().block_ops(block).collect();
    let index_name = ctx.op_name("linalg.index");
    let yield_name = ctx.op_name(YIELD);
    for &b_op in &body_ops {
        let name = rw.body().op_name(b_op);
        if name == yield_name {
            let yielded: Vec<ValueId> = rw
                .body()
                .operands(b_op)
                .map(|v| mapping.lookup_value(v))
                .collect();
            for (k, i) in outs.clone().enumerate() {
                let value = *yielded.get(k)?;
                access(rw, kind, Some(value), operands[i], &indices[i], types[i], loc);
            }
            continue;
        }
        if name == index_name {
            let dim = OpRef::new(ctx, rw.body(), b_op)
                .attr("dim")
                .and_then(|a| ctx.integer_attr_value(a).map(|v| v.sext_i64()))?;
            let result = rw.body().result(b_op, 0);
            mapping.map_value(result, *ivs.get(dim as usize)?);
            continue;
        }
        rw.clone_op(b_op, &mut mapping);
    }
    let _ = innermost;
    rw.erase_op(op);
    Some(())
}

/// The indices of an access through `map`: the induction variable for a
/// result that is a loop dimension, an `affine.apply` of the dimensions
/// it uses otherwise.
fn access_indices(
    rw: &mut PatternRewriter<'_>,
    map: &AffineMap,
    ivs: &[ValueId],
    _kind: LoopKind,
    loc: Location,
) -> Vec<ValueId> {
    let ctx = rw.ctx;
    let mut out = Vec::with_capacity(map.num_results());
    for &e in map.results.iter() {
        if let AffineExprKind::Dim(d) = e.kind(ctx) {
            out.push(ivs[d as usize]);
            continue;
        }
        // Keep only the dimensions the expression uses, renumbered.
        let mut used = vec![false; map.num_dims as usize];
        e.collect_used_dims(ctx, &mut used);
        let kept: Vec<usize> = (0..used.len()).filter(|&d| used[d]).collect();
        let mut replacement = vec![ctx.affine_constant(0); map.num_dims as usize];
        for (k, &d) in kept.iter().enumerate() {
            replacement[d] = ctx.affine_dim(k as u32);
        }
        let expr = e.replace_dims_and_symbols(ctx, &replacement, &[]);
        let m = AffineMap::new(kept.len() as u32, 0, vec![expr]);
        let operands: Vec<ValueId> = kept.iter().map(|&d| ivs[d]).collect();
        let apply = create_with(
            rw,
            "affine.apply",
            &operands,
            &[ctx.index_type()],
            &[("map", map_attr(ctx, m))],
            loc,
        );
        out.push(rw.body().result(apply, 0));
    }
    out
}

/// A load (`value` absent) or a store of an element of `memref`:
/// `affine.load`/`affine.store` with the identity map, or
/// `memref.load`/`memref.store` with the default `nontemporal` that
/// mlir-opt's builders state.
fn access(
    rw: &mut PatternRewriter<'_>,
    kind: LoopKind,
    value: Option<ValueId>,
    memref: ValueId,
    indices: &[ValueId],
    element: Type,
    loc: Location,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let mut operands: Vec<ValueId> = value.into_iter().collect();
    operands.push(memref);
    operands.extend_from_slice(indices);
    let results: &[Type] = if value.is_some() {
        &[]
    } else {
        std::slice::from_ref(&element)
    };
    let (dialect, prop) = if kind == LoopKind::Affine {
        let m = AffineMap::multi_dim_identity(ctx, indices.len() as u32);
        ("affine", ("map", map_attr(ctx, m)))
    } else {
        ("memref", ("nontemporal", ctx.bool_attr(false)))
    };
    let name = format!("{dialect}.{}", if value.is_some() { "store" } else { "load" });
    let op = create_with(rw, &name, &operands, results, &[prop], loc);
    rw.body().results(op).next()
}

/// Builds the loops at the insertion point, outermost first, and leaves
/// the insertion point before the innermost body's terminator. Returns the
/// induction variables and the innermost block.
fn build_nest(
    rw: &mut PatternRewriter<'_>,
    kind: LoopKind,
    bounds: &[Bound],
    reductions: &[bool],
    loc: Location,
) -> Option<(Vec<ValueId>, Option<BlockId>)> {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let n = bounds.len();
    let mut ivs = Vec::with_capacity(n);
    let mut innermost = None;
    // A lower bound, upper bound and step per loop, as mlir-opt creates
    // them (affine loops take static bounds as constant maps instead).
    let mut zeros = Vec::with_capacity(n);
    let mut ones = Vec::with_capacity(n);
    let mut uppers = Vec::with_capacity(n);
    for &b in bounds {
        zeros.push(index_constant(rw, 0, loc));
        let value = match b {
            Bound::Value(v) => v,
            Bound::Static(s) => index_constant(rw, s, loc),
        };
        uppers.push(if kind == LoopKind::Affine {
            b
        } else {
            Bound::Value(value)
        });
        ones.push(index_constant(rw, 1, loc));
    }
    let bounds = &uppers[..];
    let mut l = 0;
    while l < n {
        // The loops one op covers: a run of parallel loops for
        // `scf.parallel`, one loop otherwise.
        let run = if kind == LoopKind::Parallel && !reductions[l] {
            (l..n).take_while(|&k| !reductions[k]).count()
        } else {
            1
        };
        let region = rw.create_region();
        let block = rw.create_block(region);
        for _ in 0..run {
            ivs.push(rw.add_block_arg(block, index, loc));
        }
        let upper = |b: Bound, rw: &mut PatternRewriter<'_>| match b {
            Bound::Value(v) => v,
            Bound::Static(s) => index_constant(rw, s, loc),
        };
        let loop_op = match kind {
            LoopKind::Affine => {
                let lb = map_attr(ctx, AffineMap::constant_map(ctx, 0));
                let (ub, ub_operands) = match bounds[l] {
                    Bound::Static(s) => (map_attr(ctx, AffineMap::constant_map(ctx, s)), vec![]),
                    Bound::Value(v) => (
                        map_attr(ctx, AffineMap::new(0, 1, vec![ctx.affine_symbol(0)])),
                        vec![v],
                    ),
                };
                let segments = ctx.dense_i32_array_attr(&[0, ub_operands.len() as i32, 0]);
                let step = ctx.integer_attr(index, 1);
                let mut st = OperationState::new(ctx.op_name("affine.for"), loc);
                st.operands = ub_operands;
                let props = [
                    (ctx.ident("lowerBoundMap"), lb),
                    (ctx.ident("operandSegmentSizes"), segments),
                    (ctx.ident("step"), step),
                    (ctx.ident("upperBoundMap"), ub),
                ];
                st.properties = Some(ctx.dictionary_attr(&props));
                st.regions.push(region);
                rw.create(st)
            }
            LoopKind::Scf | LoopKind::Parallel if run == 1 && (kind == LoopKind::Scf || reductions[l]) => {
                let ub = upper(bounds[l], rw);
                let mut st = OperationState::new(ctx.op_name("scf.for"), loc);
                st.operands = vec![zeros[l], ub, ones[l]];
                st.regions.push(region);
                rw.create(st)
            }
            _ => {
                let ubs: Vec<ValueId> = (l..l + run).map(|k| upper(bounds[k], rw)).collect();
                let mut st = OperationState::new(ctx.op_name("scf.parallel"), loc);
                st.operands = zeros[l..l + run].to_vec();
                st.operands.extend(ubs);
                st.operands.extend_from_slice(&ones[l..l + run]);
                let segments = ctx.dense_i32_array_attr(&[run as i32, run as i32, run as i32, 0]);
                st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("operandSegmentSizes"), segments)]));
                st.regions.push(region);
                rw.create(st)
            }
        };
        let terminator = match kind {
            LoopKind::Affine => "affine.yield",
            _ if rw.body().op_name(loop_op) == ctx.op_name("scf.parallel") => "scf.reduce",
            _ => "scf.yield",
        };
        rw.set_insertion_point_to_end(block);
        let t = create(rw, terminator, &[], &[], loc);
        rw.set_insertion_point(t);
        innermost = Some(block);
        l += run;
    }
    Some((ivs, innermost))
}

macro_rules! loops_pass {
    ($Name:ident, $kind:expr, $arg:literal, $desc:literal, $pass_name:literal, $introduces:expr) => {
        #[doc = concat!("The `", $arg, "` pass.")]
        #[derive(Default)]
        pub struct $Name {
            patterns: std::sync::OnceLock<FrozenPatternSet>,
        }

        impl Pass for $Name {
            fn argument(&self) -> &'static str {
                $arg
            }

            fn description(&self) -> &'static str {
                $desc
            }

            fn name(&self) -> &'static str {
                $pass_name
            }

            fn conditions(&self) -> strata_pass::conditions::Conditions {
                // Ops on tensors stay: nothing is removed for certain. The
                // bodies' ops are already present (named ops carry theirs).
                strata_pass::conditions::Conditions {
                    requires: &["linalg.*"],
                    removes: &[],
                    introduces: $introduces,
                    introduces_if: &[],
                }
            }

            fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
                let patterns = self.patterns.get_or_init(|| {
                    let mut list: Vec<Box<dyn RewritePattern>> = vec![Box::new(LinalgToLoops($kind))];
                    let names: Vec<_> = ["memref.dim", "tensor.dim", "affine.apply"]
                        .iter()
                        .map(|n| ctx.op_name(n))
                        .collect();
                    list.extend(op_canonicalization_patterns(ctx, &names));
                    FrozenPatternSet::new(ctx, list)
                });
                let _ =
                    apply_patterns_greedily_nested(ctx, op.body(), patterns, GreedyConfig::default(), true);
                Ok(())
            }
        }
    };
}

loops_pass!(
    ConvertLinalgToLoops,
    LoopKind::Scf,
    "convert-linalg-to-loops",
    "Convert the operations from the linalg dialect into loops",
    "ConvertLinalgToLoopsPass",
    &[
        "scf.for",
        "scf.yield",
        "memref.load",
        "memref.store",
        "memref.dim",
        "affine.apply",
        "arith.constant"
    ]
);
loops_pass!(
    ConvertLinalgToAffineLoops,
    LoopKind::Affine,
    "convert-linalg-to-affine-loops",
    "Lower the operations from the linalg dialect into affine loops",
    "ConvertLinalgToAffineLoopsPass",
    &[
        "affine.for",
        "affine.yield",
        "affine.load",
        "affine.store",
        "affine.apply",
        "memref.dim",
        "arith.constant"
    ]
);
loops_pass!(
    ConvertLinalgToParallelLoops,
    LoopKind::Parallel,
    "convert-linalg-to-parallel-loops",
    "Lower the operations from the linalg dialect into parallel loops",
    "ConvertLinalgToParallelLoopsPass",
    &[
        "scf.parallel",
        "scf.reduce",
        "scf.for",
        "scf.yield",
        "memref.load",
        "memref.store",
        "memref.dim",
        "affine.apply",
        "arith.constant"
    ]
);
