//! Strategies: functions from an immutable op to a rewrite of it or a
//! failure, never changing their input; combinators, traversals and
//! predicates to compose them.
//!
//! A strategy applied to an op returns a [`Rewrite`]: the op is kept
//! ([`Rewrite::Unchanged`]) or replaced by a sequence of ops and values for
//! its results ([`Rewrite::Replace`]). Traversals splice replacements into
//! new blocks, regions and ops, rebuilding the users of replaced values
//! and sharing everything else with the input.

use std::borrow::Cow;
use std::ops::{BitOr, Shr};
use std::rc::Rc;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::Context;
use strata_pass::Pass;

use crate::convert::{isolated_op_to_body, op_from_body};
use crate::ir::{Block, Op, OpParts, Region, Value, ValueKey};

/// Why a strategy did not apply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure(pub Cow<'static, str>);

impl Failure {
    /// A failure explained by `why`.
    pub fn new(why: impl Into<Cow<'static, str>>) -> Failure {
        Failure(why.into())
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The ops replacing an op (most rewrites make one).
pub type Ops = SmallVec<[Op; 1]>;

/// The values replacing an op's results.
pub type Values = SmallVec<[Value; 1]>;

/// What a successful strategy did to the op it was applied to.
#[derive(Clone, Debug)]
pub enum Rewrite {
    /// Nothing: the op stays as it is.
    Unchanged,
    /// The op is replaced by `ops` (inserted where it was, in order) and
    /// its results by `results` (values of `ops` or defined before the op).
    Replace {
        /// The ops taking the op's place; may be empty.
        ops: Ops,
        /// One value per result of the replaced op.
        results: Values,
    },
}

impl Rewrite {
    /// Replaces the op by `op`, whose results replace the op's.
    pub fn op(op: Op) -> Rewrite {
        let results = op.results().collect();
        let mut ops = Ops::new();
        ops.push(op);
        Rewrite::Replace { ops, results }
    }

    /// Erases the op and replaces its results by existing values.
    pub fn values(results: impl IntoIterator<Item = Value>) -> Rewrite {
        Rewrite::Replace {
            ops: Ops::new(),
            results: results.into_iter().collect(),
        }
    }
}

/// What a strategy returns.
pub type StrategyResult = Result<Rewrite, Failure>;

/// A strategy: `Fn(&Op) -> Result<Rewrite, Failure>`, cheap to clone and
/// composable with `>>` (sequence, [`seq`]) and `|` (left choice,
/// [`lchoice`]):
///
/// ```
/// use strata_elevate::rewrites::{fold_andi, fold_ori};
/// use strata_elevate::{bottom_up_all, from_top_level, is, repeat, try_};
/// let ctx = strata::context();
/// let body = strata::parse(&ctx, "x.mlir", "%t = arith.constant true\n%a = arith.ori %t, %t : i1")?;
/// let module = from_top_level(&body).expect("converts").ops()[0].clone();
/// let fold = fold_andi(&ctx) | fold_ori(&ctx);
/// let everywhere = bottom_up_all(try_(repeat(fold)));
/// let new_module = everywhere.apply(&module).expect("try_ never fails");
/// assert!(!new_module.ptr_eq(&module));
/// // `>>` sequences: the module is not an `arith.ori`.
/// assert!((is(&ctx, "arith.ori") >> everywhere).apply(&module).is_err());
/// # Ok::<(), strata::Error>(())
/// ```
#[derive(Clone)]
pub struct Strategy<'a>(Rc<dyn Fn(&Op) -> StrategyResult + 'a>);

impl<'a> Strategy<'a> {
    /// A strategy from a function.
    pub fn new(f: impl Fn(&Op) -> StrategyResult + 'a) -> Strategy<'a> {
        Strategy(Rc::new(f))
    }

    /// Applies the strategy to `op`, returning its rewrite.
    pub fn rewrite(&self, op: &Op) -> StrategyResult {
        (self.0)(op)
    }

    /// Applies the strategy to a whole program rooted at `op` (a module):
    /// the new root, or a failure if the strategy failed or replaced the
    /// root by something other than one op.
    pub fn apply(&self, op: &Op) -> Result<Op, Failure> {
        match self.rewrite(op)? {
            Rewrite::Unchanged => Ok(op.clone()),
            Rewrite::Replace { ops, results } => match ops.as_slice() {
                [new]
                    if results.len() == op.num_results()
                        && results.iter().enumerate().all(|(i, v)| new.is_result(v, i)) =>
                {
                    Ok(new.clone())
                }
                _ => Err(Failure::new("the root op was not replaced by one op")),
            },
        }
    }
}

impl<'a> Shr for Strategy<'a> {
    type Output = Strategy<'a>;
    /// `s1 >> s2` is [`seq`]`(s1, s2)`.
    fn shr(self, rhs: Strategy<'a>) -> Strategy<'a> {
        seq(self, rhs)
    }
}

impl<'a> BitOr for Strategy<'a> {
    type Output = Strategy<'a>;
    /// `s1 | s2` is [`lchoice`]`(s1, s2)`.
    fn bitor(self, rhs: Strategy<'a>) -> Strategy<'a> {
        lchoice(self, rhs)
    }
}

// ---- combinators ---------------------------------------------------------

/// Succeeds without changing anything: `id().apply(&op) == Ok(op)`.
pub fn id<'a>() -> Strategy<'a> {
    Strategy::new(|_| Ok(Rewrite::Unchanged))
}

/// Always fails: `fail().apply(&op).is_err()`.
pub fn fail<'a>() -> Strategy<'a> {
    Strategy::new(|_| Err(Failure::new("fail")))
}

/// `s1 ; s2`: applies `s1`, then `s2` to what `s1` produced (the last op
/// of its replacement, where a multi-op expansion puts the op computing
/// the result); fails if either fails. If `s1` erased the op there is
/// nothing left for `s2`, and the erasure is the result.
///
/// `seq(is(&ctx, "arith.andi"), fold_andi(&ctx))` folds only `arith.andi`.
pub fn seq<'a>(s1: Strategy<'a>, s2: Strategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| {
        let r1 = s1.rewrite(op)?;
        then(r1, op, &*s2.0)
    })
}

/// Applies `s` after rewrite `r1` of `op` (see [`seq`]).
fn then(r1: Rewrite, op: &Op, s: &dyn Fn(&Op) -> StrategyResult) -> StrategyResult {
    match &r1 {
        Rewrite::Unchanged => s(op),
        Rewrite::Replace { ops, .. } => match ops.last() {
            None => Ok(r1),
            Some(last) => {
                let r2 = s(last)?;
                Ok(compose(r1, r2))
            }
        },
    }
}

/// Rewrite `r1` of an op followed by rewrite `r2` of the last op `r1`
/// produced (the op itself if `r1` kept it).
fn compose(r1: Rewrite, r2: Rewrite) -> Rewrite {
    match (r1, r2) {
        (r1, Rewrite::Unchanged) => r1,
        (Rewrite::Unchanged, r2) => r2,
        (
            Rewrite::Replace { mut ops, results },
            Rewrite::Replace {
                ops: more,
                results: last_results,
            },
        ) => {
            let Some(last) = ops.pop() else {
                return Rewrite::Replace { ops, results };
            };
            ops.extend(more);
            // A result of the op `r2` replaced: take its replacement (a
            // short list means a wrong rewrite; the value is then kept and
            // the conversion back reports it undefined).
            let results = results
                .into_iter()
                .map(|v| match &v {
                    Value::Result(d, i) if d.ptr_eq(&last) => {
                        last_results.get(*i as usize).cloned().unwrap_or(v)
                    }
                    _ => v,
                })
                .collect();
            Rewrite::Replace { ops, results }
        }
    }
}

/// `s1 <+ s2`: applies `s1`, and `s2` to the original op if `s1` failed.
///
/// `lchoice(fold_andi(&ctx), fold_ori(&ctx))` folds either op.
pub fn lchoice<'a>(s1: Strategy<'a>, s2: Strategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| s1.rewrite(op).or_else(|_| s2.rewrite(op)))
}

/// `try(s)`: `s`, or the unchanged op if `s` fails; never fails.
///
/// `try_(fold_andi(&ctx))` succeeds on any op.
pub fn try_<'a>(s: Strategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| s.rewrite(op).or(Ok(Rewrite::Unchanged)))
}

/// `repeat(s)`: applies `s` to its own result until it fails (or
/// succeeds without changing anything, where Elevate's `repeat` would not
/// terminate); never fails.
///
/// `repeat(fold_andi(&ctx))` folds an `andi` and then the constant it
/// made is not an `andi`: one step.
pub fn repeat<'a>(s: Strategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| {
        // The first step on `op` itself (most ops: the only one, a failure).
        let mut acc = match s.rewrite(op) {
            Err(_) | Ok(Rewrite::Unchanged) => return Ok(Rewrite::Unchanged),
            Ok(r) => r,
        };
        loop {
            let current = match &acc {
                Rewrite::Replace { ops, .. } => match ops.last() {
                    Some(last) => last.clone(),
                    None => return Ok(acc),
                },
                Rewrite::Unchanged => return Ok(acc),
            };
            match s.rewrite(&current) {
                Err(_) | Ok(Rewrite::Unchanged) => return Ok(acc),
                Ok(r) => acc = compose(acc, r),
            }
        }
    })
}

// ---- predicates ----------------------------------------------------------

/// Succeeds (changing nothing) on ops named `name`, fails on the others.
///
/// `is(&ctx, "scf.for") >> s` applies `s` to `scf.for` ops only.
pub fn is<'a>(ctx: &'a Context, name: &str) -> Strategy<'a> {
    let name = ctx.op_name(name);
    Strategy::new(move |op| {
        if op.name() == name {
            Ok(Rewrite::Unchanged)
        } else {
            Err(Failure::new("the op has another name"))
        }
    })
}

/// Succeeds (changing nothing) on ops for which `pred` holds.
///
/// `pred(|op| op.num_results() == 1)` keeps single-result ops.
pub fn pred<'a>(pred: impl Fn(&Op) -> bool + 'a) -> Strategy<'a> {
    Strategy::new(move |op| {
        if pred(op) {
            Ok(Rewrite::Unchanged)
        } else {
            Err(Failure::new("the predicate does not hold"))
        }
    })
}

// ---- rebuilding ------------------------------------------------------------

/// Values replaced so far in a scope, and the rebuilding of the ops that
/// use them.
#[derive(Default)]
pub(crate) struct Rebuilder {
    subst: FxHashMap<ValueKey, Value>,
    /// A substituted copy a rewrite replaced, whose node the next copy
    /// may reuse.
    spare: Option<Op>,
}

impl Rebuilder {
    pub(crate) fn lookup(&self, v: &Value) -> Value {
        self.subst.get(&v.key()).cloned().unwrap_or_else(|| v.clone())
    }

    /// Records that the results of `old` are now those of `new`.
    pub(crate) fn replace_results(&mut self, old: &Op, new: &Op) {
        for k in 0..old.num_results() {
            self.subst.insert(old.result_key(k), new.result(k));
        }
    }

    fn touches(&self, v: &Value) -> bool {
        self.subst.contains_key(&v.key())
    }

    /// `op` with replaced values substituted, if it uses any (directly or
    /// in its regions). The caller records its results' replacements.
    pub(crate) fn remap_op(&mut self, op: &Op) -> Option<Op> {
        if self.subst.is_empty() {
            return None;
        }
        // One lookup per operand: clone the prefix at the first hit.
        let mut operands: Option<crate::ir::Operands> = None;
        for (i, v) in op.operands().iter().enumerate() {
            match (self.subst.get(&v.key()), &mut operands) {
                (Some(n), Some(out)) => out.push(n.clone()),
                (None, Some(out)) => out.push(v.clone()),
                (Some(n), None) => {
                    let mut out: crate::ir::Operands = op.operands()[..i].iter().cloned().collect();
                    out.push(n.clone());
                    operands = Some(out);
                }
                (None, None) => {}
            }
        }
        let in_regions = op.captures().iter().any(|v| self.touches(v));
        if !in_regions {
            return operands.map(|operands| op.with_operands_reusing(operands, &mut self.spare));
        }
        let operands = operands.unwrap_or_else(|| op.operands().iter().cloned().collect());
        let regions = op
            .regions()
            .iter()
            .map(|r| self.remap_region(r).unwrap_or_else(|| r.clone()))
            .collect();
        Some(
            OpParts {
                operands,
                regions,
                ..op.parts()
            }
            .build(),
        )
    }

    fn remap_region(&mut self, r: &Region) -> Option<Region> {
        self.map_region(r, &mut |_, _| Ok(Rewrite::Unchanged))
            .ok()
            .flatten()
    }

    /// Applies `visit` to each op of `block` (after substitution), in
    /// order; `None` if nothing changed.
    fn map_block(
        &mut self,
        block: &Block,
        visit: &mut dyn FnMut(usize, &Op) -> StrategyResult,
    ) -> Result<Option<Block>, Failure> {
        Ok(self.map_ops(block.ops(), visit)?.map(|ops| block.with_ops(ops)))
    }

    /// [`Rebuilder::map_block`] on a sequence of ops.
    fn map_ops(
        &mut self,
        ops: &[Op],
        visit: &mut dyn FnMut(usize, &Op) -> StrategyResult,
    ) -> Result<Option<Vec<Op>>, Failure> {
        let mut out: Option<Vec<Op>> = None;
        for (i, op) in ops.iter().enumerate() {
            let remapped = self.remap_op(op);
            let target = remapped.as_ref().unwrap_or(op);
            match visit(i, target)? {
                Rewrite::Unchanged => match remapped {
                    Some(new) => {
                        for k in 0..op.num_results() {
                            self.subst.insert(op.result_key(k), new.result(k));
                        }
                        out.get_or_insert_with(|| ops[..i].to_vec()).push(new)
                    }
                    None => {
                        if let Some(out) = &mut out {
                            out.push(op.clone());
                        }
                    }
                },
                Rewrite::Replace {
                    ops: new_ops,
                    results,
                } => {
                    // The substituted copy was only looked at.
                    if remapped.is_some() {
                        self.spare = remapped;
                    }
                    if results.len() != op.num_results() {
                        return Err(Failure::new(
                            "a rewrite gave another number of values than the op has results",
                        ));
                    }
                    out.get_or_insert_with(|| ops[..i].to_vec()).extend(new_ops);
                    if self.subst.is_empty() {
                        // Replacements tend to come in runs (a chain of
                        // folds): size the map for the rest of the block.
                        self.subst.reserve(ops.len() - i);
                    }
                    for (k, v) in results.into_iter().enumerate() {
                        self.subst.insert(op.result_key(k), v);
                    }
                }
            }
        }
        Ok(out)
    }

    /// [`Rebuilder::map_block`] over the blocks of a region.
    fn map_region(
        &mut self,
        region: &Region,
        visit: &mut dyn FnMut(usize, &Op) -> StrategyResult,
    ) -> Result<Option<Region>, Failure> {
        let blocks = region.blocks();
        let mut out: Option<Vec<Block>> = None;
        for (j, block) in blocks.iter().enumerate() {
            match self.map_block(block, visit)? {
                Some(new) => out.get_or_insert_with(|| blocks[..j].to_vec()).push(new),
                None => {
                    if let Some(out) = &mut out {
                        out.push(block.clone());
                    }
                }
            }
        }
        Ok(out.map(Region::new))
    }
}

/// Applies `visit` to every op directly in `op`'s regions and rebuilds
/// `op` if anything changed.
fn map_children(op: &Op, visit: &mut dyn FnMut(usize, &Op) -> StrategyResult) -> StrategyResult {
    let mut rb = Rebuilder::default();
    let regions = op.regions();
    let mut out: Option<Vec<Region>> = None;
    for (k, region) in regions.iter().enumerate() {
        match rb.map_region(region, visit)? {
            Some(new) => out.get_or_insert_with(|| regions[..k].to_vec()).push(new),
            None => {
                if let Some(out) = &mut out {
                    out.push(region.clone());
                }
            }
        }
    }
    Ok(match out {
        Some(regions) => Rewrite::op(
            OpParts {
                regions,
                ..op.parts()
            }
            .build(),
        ),
        None => Rewrite::Unchanged,
    })
}

// ---- traversals -------------------------------------------------------------

/// `all(s)`: applies `s` to every op directly in the op's regions; fails
/// if `s` fails on any of them (an op without regions: succeeds).
///
/// `all(try_(fold_andi(&ctx)))` on a function folds the `andi`s of its
/// body (not those nested deeper).
pub fn all<'a>(s: Strategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| all_with(op, &*s.0))
}

fn all_with(op: &Op, s: &dyn Fn(&Op) -> StrategyResult) -> StrategyResult {
    if op.regions().is_empty() {
        // Most ops: nothing to visit.
        return Ok(Rewrite::Unchanged);
    }
    map_children(op, &mut |_, child| s(child))
}

/// `one(s)`: applies `s` to the first op directly in the op's regions on
/// which it succeeds; fails if there is none.
///
/// `one(fold_andi(&ctx))` folds the first foldable `andi` of a body.
pub fn one<'a>(s: Strategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| one_with(op, &*s.0))
}

/// A visitor applying `s` to each op it is given until it succeeds once
/// (recorded in `done`), leaving the others unchanged: the `one`
/// traversals.
fn first_success<'v>(
    s: &'v dyn Fn(&Op) -> StrategyResult,
    done: &'v mut bool,
) -> impl FnMut(usize, &Op) -> StrategyResult + 'v {
    move |_, op| {
        if *done {
            return Ok(Rewrite::Unchanged);
        }
        match s(op) {
            Ok(r) => {
                *done = true;
                Ok(r)
            }
            Err(_) => Ok(Rewrite::Unchanged),
        }
    }
}

fn one_with(op: &Op, s: &dyn Fn(&Op) -> StrategyResult) -> StrategyResult {
    let mut done = false;
    let r = map_children(op, &mut first_success(s, &mut done))?;
    if done {
        Ok(r)
    } else {
        Err(Failure::new("the strategy applies to no child"))
    }
}

/// `topDown(s)`: applies `s` once, at the first op in pre-order (the op
/// itself, then its children depth first) where it succeeds.
///
/// `top_down(fold_if(&ctx))` folds the outermost foldable `scf.if`.
pub fn top_down<'a>(s: Strategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| top_down_with(op, &*s.0))
}

fn top_down_with(op: &Op, s: &dyn Fn(&Op) -> StrategyResult) -> StrategyResult {
    s(op).or_else(|_| one_with(op, &|c| top_down_with(c, s)))
}

/// `bottomUp(s)`: applies `s` once, at the first op in post-order (the
/// children depth first, then the op) where it succeeds.
///
/// `bottom_up(fold_if(&ctx))` folds the innermost first foldable `scf.if`.
pub fn bottom_up<'a>(s: Strategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| bottom_up_with(op, &*s.0))
}

fn bottom_up_with(op: &Op, s: &dyn Fn(&Op) -> StrategyResult) -> StrategyResult {
    one_with(op, &|c| bottom_up_with(c, s)).or_else(|_| s(op))
}

/// `innermost(s)`: `repeat(bottomUp(s))`, a normal form of `s`. Each step
/// searches from the root again; prefer [`bottom_up_all`] when one pass
/// suffices.
///
/// `innermost(fold_andi(&ctx))` folds every `andi` chain of constants.
pub fn innermost<'a>(s: Strategy<'a>) -> Strategy<'a> {
    repeat(bottom_up(s))
}

/// Applies `s` at every op, children before parents, in one pass
/// (Stratego's `bottomup`: `all(bottom_up_all(s)) ; s`); fails if `s`
/// fails anywhere.
///
/// `bottom_up_all(try_(repeat(fold_andi(&ctx) | fold_if(&ctx))))` folds a
/// program of nested `scf.if`s on `andi` chains of constants.
pub fn bottom_up_all<'a>(s: Strategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| bottom_up_all_with(op, &*s.0))
}

fn bottom_up_all_with(op: &Op, s: &dyn Fn(&Op) -> StrategyResult) -> StrategyResult {
    let r = all_with(op, &|c| bottom_up_all_with(c, s))?;
    then(r, op, s)
}

/// Applies `s` at every op, parents before children, in one pass
/// (Stratego's `topdown`: `s ; all(top_down_all(s))`). Where `s` turns
/// an op into several (inlining a region, expanding an op), each of them
/// is visited as a new position: `s` first, then its children.
///
/// `top_down_all(try_(fold_if(&ctx)))` folds every `scf.if` whose
/// condition is already a constant.
pub fn top_down_all<'a>(s: Strategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| top_down_all_with(op, &*s.0))
}

fn top_down_all_with(op: &Op, s: &dyn Fn(&Op) -> StrategyResult) -> StrategyResult {
    let recurse = |c: &Op| top_down_all_with(c, s);
    match s(op)? {
        Rewrite::Unchanged => all_with(op, &recurse),
        Rewrite::Replace { ops, results } => {
            let one_for_one = matches!(ops.as_slice(), [new] if results.len() == new.num_results()
                && results.iter().enumerate().all(|(i, v)| new.is_result(v, i)));
            if one_for_one {
                // The op was rewritten: continue with its children.
                let r2 = all_with(&ops[0], &recurse)?;
                return Ok(compose(Rewrite::Replace { ops, results }, r2));
            }
            // The op became a sequence (an inlined body, an expansion):
            // each op of it is a new position to rewrite, itself first.
            let mut rb = Rebuilder::default();
            let Some(new_ops) = rb.map_ops(&ops, &mut |_, c| recurse(c))? else {
                return Ok(Rewrite::Replace { ops, results });
            };
            let results = results.iter().map(|v| rb.lookup(v)).collect();
            Ok(Rewrite::Replace {
                ops: new_ops.into(),
                results,
            })
        }
    }
}

// ---- MLIR's nesting -----------------------------------------------------------

/// A strategy on the ops of a block (made by [`op_n`]), placed by
/// [`block_n`].
#[derive(Clone)]
pub struct BlockStrategy<'a>(Rc<BlockFn<'a>>);

/// What a [`BlockStrategy`] runs: the new block, `None` if unchanged.
type BlockFn<'a> = dyn Fn(&Block, &mut Rebuilder) -> Result<Option<Block>, Failure> + 'a;

/// What a [`RegionStrategy`] runs: the new region, `None` if unchanged.
type RegionFn<'a> = dyn Fn(&Region, &mut Rebuilder) -> Result<Option<Region>, Failure> + 'a;

/// A strategy on the blocks of a region (made by [`block_n`]), placed by
/// [`region_n`].
#[derive(Clone)]
pub struct RegionStrategy<'a>(Rc<RegionFn<'a>>);

/// `opN(i, s)`: applies `s` to op `i` (from 0) of a block; fails if there
/// is no such op or `s` fails.
///
/// `region_n(0, block_n(0, op_n(1, s)))` applies `s` to the second op of
/// the first block of the first region.
pub fn op_n<'a>(i: usize, s: Strategy<'a>) -> BlockStrategy<'a> {
    BlockStrategy(Rc::new(move |block, rb| {
        if i >= block.ops().len() {
            return Err(Failure::new("no op at this index"));
        }
        rb.map_block(block, &mut |k, op| {
            if k == i {
                s.rewrite(op)
            } else {
                Ok(Rewrite::Unchanged)
            }
        })
    }))
}

/// `opOne(s)`: applies `s` to the ops of a block in order until it
/// succeeds on one; fails if it succeeds on none.
///
/// `region_n(0, block_n(0, op_one(fold_andi(&ctx))))` folds the first
/// foldable `andi` of a function's entry block.
pub fn op_one<'a>(s: Strategy<'a>) -> BlockStrategy<'a> {
    BlockStrategy(Rc::new(move |block, rb| {
        let mut done = false;
        let out = rb.map_block(block, &mut first_success(&*s.0, &mut done))?;
        if done {
            Ok(out)
        } else {
            Err(Failure::new("the strategy applies to no op of the block"))
        }
    }))
}

/// `opAll(s)`: applies `s` to every op of a block, in order; fails if it
/// fails on one.
pub fn op_all<'a>(s: Strategy<'a>) -> BlockStrategy<'a> {
    BlockStrategy(Rc::new(move |block, rb| {
        rb.map_block(block, &mut |_, op| s.rewrite(op))
    }))
}

/// Rebuilds `blocks` with the changed ones of `changed` (indexed like
/// `blocks`), substituting replaced values in the others; `None` if
/// nothing changed.
fn splice_blocks(
    blocks: &[Block],
    mut changed: Vec<Option<Block>>,
    rb: &mut Rebuilder,
    settled: &[bool],
) -> Result<Option<Region>, Failure> {
    for (j, block) in blocks.iter().enumerate() {
        if !settled[j] {
            changed[j] = rb.map_block(block, &mut |_, _| Ok(Rewrite::Unchanged))?;
        }
    }
    if changed.iter().all(Option::is_none) {
        return Ok(None);
    }
    let blocks = blocks
        .iter()
        .zip(changed)
        .map(|(old, new)| new.unwrap_or_else(|| old.clone()))
        .collect();
    Ok(Some(Region::new(blocks)))
}

/// `blockOne(s)`: applies the block strategy `s` to the blocks of a
/// region in order until it succeeds on one; fails if it succeeds on
/// none.
pub fn block_one<'a>(s: BlockStrategy<'a>) -> RegionStrategy<'a> {
    RegionStrategy(Rc::new(move |region, rb| {
        let blocks = region.blocks();
        let mut changed = vec![None; blocks.len()];
        let mut settled = vec![false; blocks.len()];
        for (j, block) in blocks.iter().enumerate() {
            if let Ok(new) = (s.0)(block, rb) {
                changed[j] = new;
                settled[j] = true;
                // The blocks before `j` are rebuilt with the values
                // replaced so far (none, unless the caller replaced some).
                return splice_blocks(blocks, changed, rb, &settled);
            }
        }
        Err(Failure::new("the strategy applies to no block of the region"))
    }))
}

/// The blocks of `region` reachable from its entry, in the order
/// `blockCFG` visits them: breadth first along successors, in the order
/// terminators list them, each block once (so a block comes after every
/// block dominating it).
pub fn cfg_order(region: &Region) -> Vec<usize> {
    let blocks = region.blocks();
    if blocks.is_empty() {
        return Vec::new();
    }
    let mut seen = vec![false; blocks.len()];
    let mut order = vec![0];
    seen[0] = true;
    let mut next = 0;
    while next < order.len() {
        let b = &blocks[order[next]];
        next += 1;
        let Some(term) = b.ops().last() else { continue };
        for &s in term.successors() {
            let s = s as usize;
            if s < blocks.len() && !seen[s] {
                seen[s] = true;
                order.push(s);
            }
        }
    }
    order
}

/// `blockCFG(s)`: applies the block strategy `s` to the blocks of a
/// region in control-flow order from the entry ([`cfg_order`]); blocks
/// no path reaches are skipped (only values replaced elsewhere are
/// substituted in them). Fails if `s` fails on a reachable block.
///
/// `region_n(0, block_cfg(op_all(try_(fold_andi(&ctx)))))` folds along
/// the control flow of a function.
pub fn block_cfg<'a>(s: BlockStrategy<'a>) -> RegionStrategy<'a> {
    RegionStrategy(Rc::new(move |region, rb| {
        let blocks = region.blocks();
        let mut changed = vec![None; blocks.len()];
        let mut settled = vec![false; blocks.len()];
        for j in cfg_order(region) {
            changed[j] = (s.0)(&blocks[j], rb)?;
            settled[j] = true;
        }
        splice_blocks(blocks, changed, rb, &settled)
    }))
}

/// `blockN(j, s)`: applies the block strategy `s` to block `j` (from 0) of
/// a region; fails if there is no such block.
pub fn block_n<'a>(j: usize, s: BlockStrategy<'a>) -> RegionStrategy<'a> {
    RegionStrategy(Rc::new(move |region, rb| {
        let blocks = region.blocks();
        let Some(target) = blocks.get(j) else {
            return Err(Failure::new("no block at this index"));
        };
        let changed = (s.0)(target, rb)?;
        let mut out: Option<Vec<Block>> = changed.map(|b| {
            let mut v = blocks[..j].to_vec();
            v.push(b);
            v
        });
        // Later blocks may use values the rewrite replaced.
        for (k, block) in blocks.iter().enumerate().skip(j + 1) {
            match rb.map_block(block, &mut |_, _| Ok(Rewrite::Unchanged))? {
                Some(new) => out.get_or_insert_with(|| blocks[..k].to_vec()).push(new),
                None => {
                    if let Some(out) = &mut out {
                        out.push(block.clone());
                    }
                }
            }
        }
        Ok(out.map(Region::new))
    }))
}

/// `regionN(k, s)`: applies the region strategy `s` to region `k` (from
/// 0) of the op; fails if there is no such region.
pub fn region_n<'a>(k: usize, s: RegionStrategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| {
        let regions = op.regions();
        let Some(target) = regions.get(k) else {
            return Err(Failure::new("no region at this index"));
        };
        let mut rb = Rebuilder::default();
        Ok(match (s.0)(target, &mut rb)? {
            Some(new) => {
                let mut regions = regions.to_vec();
                regions[k] = new;
                Rewrite::op(
                    OpParts {
                        regions,
                        ..op.parts()
                    }
                    .build(),
                )
            }
            None => Rewrite::Unchanged,
        })
    })
}

/// `regionOne(s)`: applies the region strategy `s` to the op's regions in
/// order until it succeeds on one; fails if it succeeds on none.
///
/// `region_one(block_one(op_one(s)))` is the thesis' nested `one`.
pub fn region_one<'a>(s: RegionStrategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| {
        for (k, region) in op.regions().iter().enumerate() {
            let mut rb = Rebuilder::default();
            if let Ok(changed) = (s.0)(region, &mut rb) {
                return Ok(match changed {
                    Some(new) => {
                        let mut regions = op.regions().to_vec();
                        regions[k] = new;
                        Rewrite::op(
                            OpParts {
                                regions,
                                ..op.parts()
                            }
                            .build(),
                        )
                    }
                    None => Rewrite::Unchanged,
                });
            }
        }
        Err(Failure::new("the strategy applies to no region of the op"))
    })
}

/// `operandOne(s)`: [`operand`]`(i, s)` for the first operand `i` on whose
/// producer `s` succeeds; fails if there is none.
pub fn operand_one<'a>(s: Strategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| {
        for i in 0..op.operands().len() {
            if let Ok(r) = operand(i, s.clone()).rewrite(op) {
                return Ok(r);
            }
        }
        Err(Failure::new("the strategy applies to no operand's producer"))
    })
}

/// `operand(i, s)`: applies `s` to the op defining operand `i` and makes
/// the op use the rewritten producer, which is inserted before it; the
/// original producer stays for its other users. Fails on a block
/// argument.
///
/// `operand(0, fold_andi(&ctx))` on an `scf.if` folds the `andi` computing
/// its condition.
pub fn operand<'a>(i: usize, s: Strategy<'a>) -> Strategy<'a> {
    Strategy::new(move |op| {
        let Some(v) = op.operand(i) else {
            return Err(Failure::new("no operand at this index"));
        };
        let Value::Result(def, index) = v else {
            return Err(Failure::new("the operand is a block argument"));
        };
        match s.rewrite(def)? {
            Rewrite::Unchanged => Ok(Rewrite::Unchanged),
            Rewrite::Replace { mut ops, results } => {
                let Some(new_value) = results.get(*index as usize) else {
                    return Err(Failure::new("the rewrite of the producer gave too few values"));
                };
                let mut operands = op.operands().iter().cloned().collect::<crate::ir::Operands>();
                operands[i] = new_value.clone();
                let new = op.with_operands(operands);
                let results = new.results().collect();
                ops.push(new);
                Ok(Rewrite::Replace { ops, results })
            }
        }
    })
}

// ---- mutable passes -------------------------------------------------------------

/// Runs a mutable pass on a copy of the op (isolated from above, such as
/// `func.func` or `builtin.module`, and of the pass's anchor if it has
/// one): succeeds with the transformed copy, fails (input untouched) if
/// the op does not fit or the pass fails.
///
/// `top_down(is(&ctx, "func.func") >> pass(&ctx, Rc::new(Canonicalize::default())))`.
pub fn pass<'a>(ctx: &'a Context, pass: Rc<dyn Pass + 'a>) -> Strategy<'a> {
    Strategy::new(move |op| {
        if !op.is_isolated() || !op.operands().is_empty() || !op.successors().is_empty() {
            return Err(Failure::new("a pass runs on an isolated op without operands"));
        }
        if let Some(anchor) = pass.anchor() {
            if ctx.op_name_str(op.name()) != anchor {
                return Err(Failure::new("the op is not the pass's anchor"));
            }
        }
        let (mut body, id) = isolated_op_to_body(op).map_err(|e| Failure::new(e.0))?;
        let Some(mut iso) = body.isolated_op_mut(id) else {
            return Err(Failure::new("the op has no body"));
        };
        if pass.run(ctx, &mut iso).is_err() {
            return Err(Failure::new(format!("pass {} failed", pass.argument())));
        }
        let new = op_from_body(&body, id).map_err(|e| Failure::new(e.0))?;
        Ok(Rewrite::op(new))
    })
}
