//! `affine-parallelize`: rewrites each `affine.for` whose iterations are
//! independent into a one-dimensional `affine.parallel` (MLIR's
//! `AffineParallelize`).
//!
//! A loop is parallel when no memory dependence is carried by it (checked
//! on the affine loads and stores nested in it, except those of memrefs
//! allocated inside it), no other nested op has memory effects besides
//! allocation, and it has no iteration arguments, or, with
//! `parallel-reductions`, each of them is a reduction by a single `arith`
//! op. The reduction op then moves after the new loop, combining the
//! initial value with the loop's result. Loops are found outermost first
//! and at most `max-nested` `affine.parallel` ops are nested in each
//! other.

use strata_dialect_affine::{groups_attr, map_attr, REDUCTION_KINDS};
use strata_ir::{
    Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OpTraits, OperationState, ValueId,
    WalkOrder, WalkResult,
};
use strata_pass::{parse_bool_option, Pass};

use super::dependence::{check_memref_access_dependence, enclosing_nest, Dependence, MemRefAccess};
use super::loop_utils::AffineFor;

/// The `affine-parallelize` pass.
#[derive(Clone, Debug)]
pub struct AffineParallelize {
    /// The largest number of `affine.parallel` ops nested in each other.
    pub max_nested: u32,
    /// Whether loops with reductions in their iteration arguments are
    /// parallelized.
    pub parallel_reductions: bool,
}

impl Default for AffineParallelize {
    fn default() -> Self {
        AffineParallelize {
            max_nested: u32::MAX,
            parallel_reductions: false,
        }
    }
}

impl Pass for AffineParallelize {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["affine.for"],
            removes: &[],
            introduces: &["affine.parallel", "affine.yield"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "affine-parallelize"
    }

    fn description(&self) -> &'static str {
        "Convert affine.for ops into 1-D affine.parallel"
    }

    fn name(&self) -> &'static str {
        "AffineParallelize"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "max-nested" => {
                self.max_nested = value
                    .trim()
                    .parse()
                    .map_err(|_| format!("invalid value '{value}' for option max-nested"))?
            }
            "parallel-reductions" => self.parallel_reductions = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "max-nested={} parallel-reductions={}",
            self.max_nested, self.parallel_reductions
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let mut candidates: Vec<(OpId, Vec<Reduction>)> = Vec::new();
        {
            let body: &Body = body;
            let _ = body.walk_root_regions(&mut |o| {
                if let Some(f) = AffineFor::get(ctx, body, o) {
                    let mut reductions = Vec::new();
                    let red = self.parallel_reductions.then_some(&mut reductions);
                    if is_loop_parallel(ctx, body, &f, red) {
                        candidates.push((o, reductions));
                    }
                }
                WalkResult::Advance
            });
        }
        for (l, reductions) in candidates {
            let mut nested = 0u32;
            let mut cur = body.parent_op(l);
            while let Some(p) = cur {
                let def = ctx.op_def(body.op_name(p));
                if def.is_some_and(|d| d.traits.contains(OpTraits::AFFINE_SCOPE)) {
                    break;
                }
                if strata_dialect_affine::ParallelOp::isa(&(ctx, &*body), p) {
                    nested += 1;
                }
                cur = body.parent_op(p);
            }
            if nested < self.max_nested {
                affine_parallelize(ctx, body, l, &reductions);
            }
        }
        Ok(())
    }
}

/// A reduction in the iteration arguments of a loop: the value each
/// iteration combines and the kind of combination (a name of
/// [`REDUCTION_KINDS`]).
#[derive(Clone, Debug)]
pub struct Reduction {
    /// The position of the iteration argument.
    pub iter_arg: usize,
    /// The value combined into the accumulator in each iteration.
    pub value: ValueId,
    /// The reduction kind.
    pub kind: &'static str,
}

/// The reduction of iteration argument `pos` of `f`, if its yielded value
/// is one supported `arith` op combining the argument (used only there)
/// with another value.
fn supported_reduction(ctx: &Context, body: &Body, f: &AffineFor, pos: usize) -> Option<Reduction> {
    let arg = f.iter_args[pos];
    let yielded = body.operand(f.terminator, pos);
    let combiner = body.defining_op(yielded)?;
    if body.op_block(combiner) != Some(f.block) || body.num_operands(combiner) != 2 {
        return None;
    }
    let kind = match ctx.op_name_str(body.op_name(combiner)) {
        "arith.addf" => "addf",
        "arith.mulf" => "mulf",
        "arith.addi" => "addi",
        "arith.andi" => "andi",
        "arith.ori" => "ori",
        "arith.muli" => "muli",
        "arith.minimumf" => "minimumf",
        "arith.maximumf" => "maximumf",
        "arith.minsi" => "mins",
        "arith.maxsi" => "maxs",
        "arith.minui" => "minu",
        "arith.maxui" => "maxu",
        "arith.xori" => "xori",
        "arith.maxnumf" => "maxnumf",
        "arith.minnumf" => "minnumf",
        _ => return None,
    };
    let (a, b) = (body.operand(combiner, 0), body.operand(combiner, 1));
    let value = if a == arg {
        b
    } else if b == arg {
        a
    } else {
        return None;
    };
    // The accumulator feeds only the combiner, whose result only the
    // terminator uses.
    if value == arg || body.uses(arg).count() != 1 || body.uses(yielded).count() != 1 {
        return None;
    }
    Some(Reduction {
        iter_arg: pos,
        value,
        kind,
    })
}

/// Ops whose result is a view of their first operand (MLIR's
/// `ViewLikeOpInterface` implementations in the memref dialect).
const VIEW_LIKE: &[&str] = &[
    "memref.cast",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.memory_space_cast",
    "memref.reinterpret_cast",
    "memref.subview",
    "memref.transpose",
    "memref.view",
];

/// Whether `v` is, or is a view of, a memref allocated inside `within`.
fn is_locally_allocated(ctx: &Context, body: &Body, v: ValueId, within: OpId) -> bool {
    let Some(def) = body.defining_op(v) else {
        return false;
    };
    if VIEW_LIKE.contains(&ctx.op_name_str(body.op_name(def))) && body.num_operands(def) > 0 {
        return is_locally_allocated(ctx, body, body.operand(def, 0), within);
    }
    def != within
        && body.is_ancestor(within, def)
        && strata_ir::interfaces::memory_effects(strata_ir::OpRef::new(ctx, body, def)).is_some_and(|e| {
            !e.is_empty()
                && e.iter()
                    .all(|e| e.kind == strata_ir::interfaces::EffectKind::Allocate && e.value == Some(v))
        })
}

fn has_only_alloc_effects(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(def) = ctx.op_def(body.op_name(op)) else {
        return false;
    };
    let Some(i) = def
        .interfaces
        .get::<strata_ir::interfaces::MemoryEffectOpInterface>()
    else {
        return false;
    };
    let mut effects = Vec::new();
    (i.effects)(strata_ir::OpRef::new(ctx, body, op), &mut effects);
    !effects.is_empty()
        && effects
            .iter()
            .all(|e| e.kind == strata_ir::interfaces::EffectKind::Allocate)
}

/// MLIR's `isLoopParallel`: whether the iterations of `f` are independent.
/// With `reductions`, iteration arguments that are supported reductions
/// are allowed and collected there.
pub fn is_loop_parallel(
    ctx: &Context,
    body: &Body,
    f: &AffineFor,
    reductions: Option<&mut Vec<Reduction>>,
) -> bool {
    let n = f.iter_args.len();
    match reductions {
        None if n > 0 => return false,
        None => {}
        Some(out) => {
            out.extend((0..n).filter_map(|i| supported_reduction(ctx, body, f, i)));
            if out.len() != n {
                return false;
            }
        }
    }
    is_loop_memory_parallel(ctx, body, f)
}

/// MLIR's `isLoopParallelAndContainsReduction`: whether `f` is parallel
/// but for supported reductions in its iteration arguments, and has some.
pub fn is_parallel_reduction_loop(ctx: &Context, body: &Body, f: &AffineFor) -> bool {
    let mut reductions = Vec::new();
    is_loop_parallel(ctx, body, f, Some(&mut reductions)) && !reductions.is_empty()
}

/// MLIR's `isLoopMemoryParallel`: no memory dependence between the
/// accesses nested in `f` is carried by it.
pub fn is_loop_memory_parallel(ctx: &Context, body: &Body, f: &AffineFor) -> bool {
    if body.results(f.op).any(|r| {
        matches!(
            ctx.type_kind(body.value_type(r)),
            strata_ir::TypeKind::MemRef { .. } | strata_ir::TypeKind::UnrankedMemRef { .. }
        )
    }) {
        return false;
    }
    let mut accesses = Vec::new();
    let interrupted = body.walk(f.op, WalkOrder::PreOrder, &mut |o| {
        if let Some(a) = access(ctx, body, o) {
            if !is_locally_allocated(ctx, body, a.memref, f.op) {
                accesses.push(a);
            }
        } else if !matches!(
            ctx.op_name_str(body.op_name(o)),
            "affine.for" | "affine.yield" | "affine.if"
        ) && !has_only_alloc_effects(ctx, body, o)
            && !strata_ir::interfaces::is_memory_effect_free(strata_ir::OpRef::new(ctx, body, o))
        {
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    }) == WalkResult::Interrupt;
    if interrupted {
        return false;
    }
    let depth = enclosing_nest(ctx, body, f.op).loops.len() + 1;
    // Only pairs on the same memref with a store can depend.
    let mut by_memref: rustc_hash::FxHashMap<ValueId, Vec<usize>> = rustc_hash::FxHashMap::default();
    for (i, a) in accesses.iter().enumerate() {
        by_memref.entry(a.memref).or_default().push(i);
    }
    for group in by_memref.values() {
        if !group.iter().any(|&i| accesses[i].is_store) {
            continue;
        }
        for &s in group {
            for &d in group {
                if check_memref_access_dependence(ctx, body, &accesses[s], &accesses[d], depth)
                    != Dependence::None
                {
                    return false;
                }
            }
        }
    }
    true
}

fn access(ctx: &Context, body: &Body, op: OpId) -> Option<MemRefAccess> {
    MemRefAccess::get_with_vectors(ctx, body, op)
}

/// MLIR's `affineParallelize`: replaces the `affine.for` `op` by a
/// one-dimensional `affine.parallel` with its bounds, step and body; each
/// iteration argument must be one of `reductions`. Returns the new op.
pub fn affine_parallelize(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    reductions: &[Reduction],
) -> Option<OpId> {
    let f = AffineFor::get(ctx, body, op)?;
    if reductions.len() != f.iter_args.len() {
        return None;
    }
    let mut reductions = reductions.to_vec();
    reductions.sort_by_key(|r| r.iter_arg);
    let loc = body.op_loc(op);
    let i64t = ctx.integer_type(64);
    let kinds: Vec<_> = reductions
        .iter()
        .map(|r| {
            let k = REDUCTION_KINDS.iter().position(|&n| n == r.kind).unwrap_or(0);
            ctx.integer_attr(i64t, k as i64)
        })
        .collect();
    let mut st = OperationState::new(ctx.op_name("affine.parallel"), loc);
    st.operands = f.lb_operands.iter().chain(&f.ub_operands).copied().collect();
    st.result_types = reductions.iter().map(|r| body.value_type(r.value)).collect();
    st.properties = Some(ctx.dictionary_attr(&[
        (
            ctx.ident("lowerBoundsGroups"),
            groups_attr(ctx, &[f.lb_map.results.len() as i32]),
        ),
        (ctx.ident("lowerBoundsMap"), map_attr(ctx, f.lb_map.clone())),
        (ctx.ident("reductions"), ctx.array_attr(&kinds)),
        (
            ctx.ident("steps"),
            ctx.array_attr(&[ctx.integer_attr(i64t, f.step)]),
        ),
        (
            ctx.ident("upperBoundsGroups"),
            groups_attr(ctx, &[f.ub_map.results.len() as i32]),
        ),
        (ctx.ident("upperBoundsMap"), map_attr(ctx, f.ub_map.clone())),
    ]));
    let region = body.create_region();
    st.regions = vec![region];
    let par = body.create_op(st);
    body.insert_op(InsertPoint::Before(op), par);
    let for_region = *body.op_regions(op).1.first()?;
    body.inline_region_before(for_region, region, None);
    // Each reduction op moves after the new loop, combining the initial
    // value with the loop's result.
    let par_results: Vec<ValueId> = body.results(par).collect();
    let for_results: Vec<ValueId> = body.results(op).collect();
    for (i, r) in reductions.iter().enumerate() {
        let combiner = body.defining_op(body.operand(f.terminator, r.iter_arg))?;
        body.move_op(combiner, InsertPoint::Before(op));
        body.set_operands(combiner, &[f.inits[r.iter_arg], par_results[i]]);
        let res = body.results(combiner).next()?;
        body.replace_all_uses_with(for_results[r.iter_arg], res);
    }
    let values: Vec<ValueId> = reductions.iter().map(|r| r.value).collect();
    body.set_operands(f.terminator, &values);
    for _ in 0..f.iter_args.len() {
        body.erase_block_arg(f.block, 1);
    }
    body.erase_op(op);
    Some(par)
}
