//! `convert-rise-to-affine`: Rise programs to affine loops.
//!
//! The lowering follows the two phases of strategy-preserving compilation,
//! interleaved per access rather than through an intermediate IR:
//!
//! 1. *Functional to imperative.* Starting from each `rise.out`, the stored
//!    value is evaluated symbolically: applications of `rise.lambda`s
//!    substitute their arguments (each application evaluates the body once,
//!    at the point it is applied), patterns collect their arguments until
//!    saturated, `map`s (all three) stay lazy until an element is asked for,
//!    and `reduce`/`reduceSeq` become an `affine.for` carrying the
//!    accumulator. The store walks the output array type with one
//!    `affine.for` per dimension (an `affine.parallel` for the elements of
//!    a `mapPar`) and stores each element.
//! 2. *Index resolution.* Asking a data-layout term for an element rewrites
//!    the index path (`split`: `i, j -> i * n + j`; `join`: `i -> i floordiv
//!    m, i mod m`; `transpose` swaps; `slide`: `i, j -> i * sp + j`; `pad`
//!    clamps `i - l` into `[0, n - 1]`; `zip`, `fst`, `snd` pick a side)
//!    until it reaches a `rise.in`, where an `affine.load` (or a
//!    `memref.load` behind a clamp, whose result is no affine dimension)
//!    reads it.
//!
//! `rise.embed` regions are cloned at the point of use with their
//! arguments loaded. What is not supported gets a diagnostic: reductions
//! over non-scalar accumulators, non-Rise ops inside lambdas, Rise ops
//! outside a function's top-level block, Rise values used by other ops,
//! and programs nesting deeper than `MAX_DEPTH` (the recursion would
//! exhaust a thread's stack).

use std::cell::RefCell;
use std::rc::Rc;

use rustc_hash::FxHashMap;
use strata_dialect_affine::{groups_attr, map_attr};
use strata_dialect_rise::types::{rise_type, scalar_inner};
use strata_dialect_rise::{nat_value, type_attr_value, RiseType};
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::{
    Attribute, BlockId, Body, Context, Diagnostic, InsertPoint, IrMapping, IsolatedOpMut, Location,
    LogicalResult, OpId, OperationState, Type, ValueId,
};
use strata_pass::Pass;

/// The `convert-rise-to-affine` pass.
pub struct ConvertRiseToAffine;

impl Pass for ConvertRiseToAffine {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["rise.*"],
            removes: &[],
            introduces: &[
                "affine.for",
                "affine.parallel",
                "affine.yield",
                "affine.load",
                "affine.store",
                "affine.min",
                "affine.max",
                "arith.constant",
                "memref.alloc",
                "memref.dealloc",
                "memref.load",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "convert-rise-to-affine"
    }

    fn description(&self) -> &'static str {
        "Lower Rise programs to affine loops, loads and stores"
    }

    fn name(&self) -> &'static str {
        "ConvertRiseToAffine"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        match lower_function(ctx, op.body()) {
            Ok(()) => Ok(()),
            Err((loc, message)) => {
                ctx.emit(Diagnostic::error(loc, message));
                Err(strata_ir::Failed)
            }
        }
    }
}

type Error = (Location, String);
type Result<T> = std::result::Result<T, Error>;

fn is_rise(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)).starts_with("rise.")
}

/// Lowers each `rise.out` of the function's top-level block, then erases
/// the Rise ops.
fn lower_function(ctx: &Context, body: &mut Body) -> Result<()> {
    let blocks: Vec<BlockId> = body
        .root_regions()
        .iter()
        .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
        .collect();
    // Refuse what cannot be lowered before changing anything: Rise ops
    // elsewhere (inside loops, say), and Rise values used by other ops
    // (they do not exist after the lowering).
    let top_blocks: rustc_hash::FxHashSet<BlockId> = blocks.iter().copied().collect();
    let mut refused: Option<Error> = None;
    strata_ir::walk::walk_all(body, &mut |b, op| {
        if refused.is_some() {
            return strata_ir::walk::WalkResult::Interrupt;
        }
        if is_rise(ctx, b, op) {
            let in_top = b.op_block(op).is_some_and(|blk| top_blocks.contains(&blk));
            let in_rise = b.parent_op(op).is_some_and(|p| is_rise(ctx, b, p));
            if !in_top && !in_rise {
                refused = Some((
                    b.op_loc(op),
                    "Rise ops are only lowered in a function's top-level block".into(),
                ));
            }
        } else if b
            .operands(op)
            .any(|v| b.defining_op(v).is_some_and(|d| is_rise(ctx, b, d)))
        {
            refused = Some((
                b.op_loc(op),
                "uses a Rise value, which does not exist after the lowering".into(),
            ));
        }
        strata_ir::walk::WalkResult::Advance
    });
    if let Some(e) = refused {
        return Err(e);
    }
    for &block in &blocks {
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let top = Rc::new(Frame::new(None));
        let mut l = Lowering {
            ctx,
            body: &mut *body,
            at: InsertPoint::End(block),
            dims: Vec::new(),
            terms: Vec::new(),
            depth: 0,
            entry: block,
            buffers: Vec::new(),
            par_depth: 0,
            views: Vec::new(),
        };
        for &op in &ops {
            if !is_rise(ctx, l.body, op) {
                continue;
            }
            l.at = InsertPoint::Before(op);
            if l.name(op) == "rise.out" {
                l.lower_out(op, &top)?;
            } else {
                l.eval_op(op, &top)?;
            }
        }
        // Users come after their definitions, and only Rise ops use Rise
        // values (checked above): erasing backwards leaves no dangling use.
        for &op in ops.iter().rev() {
            if is_rise(ctx, body, op) {
                body.erase_op(op);
            }
        }
    }
    Ok(())
}

/// The values of one lambda application (or of the function's block).
struct Frame {
    vals: RefCell<FxHashMap<ValueId, T>>,
    parent: Option<Rc<Frame>>,
}

impl Frame {
    fn new(parent: Option<Rc<Frame>>) -> Frame {
        Frame {
            vals: RefCell::new(FxHashMap::default()),
            parent,
        }
    }

    fn lookup(self: &Rc<Frame>, v: ValueId) -> Option<T> {
        let mut f = Some(self);
        while let Some(fr) = f {
            if let Some(t) = fr.vals.borrow().get(&v) {
                return Some(*t);
            }
            f = fr.parent.as_ref();
        }
        None
    }
}

/// A term: its index in [`Lowering::terms`]. Terms live in that arena
/// rather than behind `Rc`s so that no chain of them, however long, is
/// dropped recursively.
type T = u32;

/// How deep applications, element accesses and stores may nest: each level
/// takes a few stack frames, and passes run on threads of 2 MiB of stack.
const MAX_DEPTH: u32 = 1000;

/// A Rise value during the lowering.
#[derive(Clone)]
enum Term {
    /// A computed scalar.
    Scalar(ValueId),
    /// The part of a memref at the index prefix `idx`.
    Mem { memref: ValueId, idx: Vec<AffineExpr> },
    /// A pair.
    Tuple(T, T),
    /// A lambda with the arguments applied so far.
    Lambda { op: OpId, env: Rc<Frame>, bound: Vec<T> },
    /// A pattern with the arguments applied so far.
    Pattern { op: OpId, args: Vec<T> },
    /// `map f xs`: element `i` is `f (xs i)`; `par` for `mapPar`, whose
    /// elements are stored by an `affine.parallel`, `seq` for `mapSeq`.
    Map { f: T, xs: T, par: bool, seq: bool },
    /// `zip a b`: element `i` is `(a i, b i)`.
    Zip(T, T),
    /// Element `j` is `xs (start + j)` (a row of `split`, a window of
    /// `slide`).
    Window { xs: T, start: AffineExpr },
    /// `split n xs`: row `i` starts at `i * n`.
    Split { xs: T, n: i64 },
    /// `slide sp xs`: window `i` starts at `i * sp`.
    Slide { xs: T, sp: i64 },
    /// `join m xs`: element `i` is `xs (i floordiv m) (i mod m)`.
    Join { xs: T, m: i64 },
    /// `transpose xs`: element `i` is the column `i`.
    Transpose(T),
    /// Element `j` is `xs j i`.
    Column { xs: T, i: AffineExpr },
    /// `pad l xs` (of `n` elements): element `i` is `xs (clamp (i - l))`.
    Pad { xs: T, n: i64, l: i64 },
}

struct Lowering<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    /// Where new ops go.
    at: InsertPoint,
    /// The values the dimensions of index expressions stand for, and
    /// whether each is a valid affine dimension (a loop's induction
    /// variable, not a clamp's result).
    dims: Vec<(ValueId, bool)>,
    /// Every term made.
    terms: Vec<Term>,
    /// The current nesting of applications, accesses and stores.
    depth: u32,
    /// The top-level block being lowered, whose start holds the
    /// intermediate buffers' allocations.
    entry: BlockId,
    /// The intermediate buffers of the `rise.out` being lowered, freed
    /// after its loop nest.
    buffers: Vec<ValueId>,
    /// How many `affine.parallel`s enclose the insertion point: a buffer
    /// shared by their iterations would be a race, so none is made there.
    par_depth: u32,
    /// The layouts the value being stored goes through to reach its
    /// memref, outermost first: each at the position in the index path
    /// where it applies.
    views: Vec<(usize, View)>,
}

/// A layout a stored value goes through: the value's index path is
/// rewritten into its destination's (the store side of index
/// resolution).
#[derive(Clone, Copy)]
enum View {
    /// `join` of rows of `m`: `i, j -> i * m + j`.
    Join(i64),
    /// `transpose`: `i, j -> j, i`.
    Transpose,
}

impl Lowering<'_> {
    fn add(&mut self, t: Term) -> T {
        self.terms.push(t);
        (self.terms.len() - 1) as T
    }

    fn term(&self, t: T) -> Term {
        self.terms[t as usize].clone()
    }

    /// One level deeper, or a diagnostic where the stack would run out.
    fn enter(&mut self, loc: Location) -> Result<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err((
                loc,
                format!("the program nests more than {MAX_DEPTH} applications or element accesses deep"),
            ));
        }
        Ok(())
    }

    fn name(&self, op: OpId) -> &str {
        self.ctx.op_name_str(self.body.op_name(op))
    }

    fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.body.op_attr(self.ctx, op, name)
    }

    fn nat(&self, op: OpId, name: &str) -> Result<i64> {
        self.attr(op, name)
            .and_then(|a| nat_value(self.ctx, a))
            .ok_or_else(|| {
                (
                    self.body.op_loc(op),
                    format!("expects a '#rise.nat' parameter '{name}'"),
                )
            })
    }

    fn data_type(&self, op: OpId, name: &str) -> Result<Type> {
        self.attr(op, name)
            .and_then(|a| type_attr_value(self.ctx, a))
            .ok_or_else(|| {
                (
                    self.body.op_loc(op),
                    format!("expects a data type parameter '{name}'"),
                )
            })
    }

    fn create(
        &mut self,
        name: &str,
        operands: &[ValueId],
        results: &[Type],
        props: &[(&str, Attribute)],
        loc: Location,
    ) -> OpId {
        let ctx = self.ctx;
        let mut st = OperationState::new(ctx.op_name(name), loc);
        st.operands = operands.to_vec();
        st.result_types = results.to_vec();
        if !props.is_empty() {
            let entries: Vec<_> = props.iter().map(|&(k, v)| (ctx.ident(k), v)).collect();
            st.properties = Some(ctx.dictionary_attr(&entries));
        }
        let op = self.body.create_op(st);
        self.body.insert_op(self.at, op);
        op
    }

    fn dim(&mut self, v: ValueId, affine: bool) -> AffineExpr {
        self.dims.push((v, affine));
        self.ctx.affine_dim(self.dims.len() as u32 - 1)
    }

    /// The map of `exprs` over the dims they use, and those dims' values.
    fn compress(&self, exprs: &[AffineExpr]) -> (AffineMap, Vec<ValueId>, bool) {
        let ctx = self.ctx;
        let mut used: Vec<u32> = Vec::new();
        for e in exprs {
            e.walk(ctx, &mut |s| {
                if let AffineExprKind::Dim(i) = *ctx.affine_kind(s) {
                    if !used.contains(&i) {
                        used.push(i);
                    }
                }
            });
        }
        let n = self.dims.len();
        let mut repl: Vec<ValueId> = Vec::with_capacity(used.len());
        // Only the used dims are renumbered: a table of all of them would
        // grow with every clamp of the program.
        let mut sparse: FxHashMap<u32, AffineExpr> = FxHashMap::default();
        for (k, &i) in used.iter().enumerate() {
            sparse.insert(i, ctx.affine_dim(k as u32));
        }
        let results: Vec<AffineExpr> = exprs.iter().map(|e| replace_dims(ctx, *e, &sparse)).collect();
        repl.extend(used.iter().map(|&i| self.dims[i as usize].0));
        let affine = used.iter().all(|&i| (i as usize) < n && self.dims[i as usize].1);
        (AffineMap::new(used.len() as u32, 0, results), repl, affine)
    }

    /// The value of an index expression.
    fn index_value(&mut self, e: AffineExpr, loc: Location) -> ValueId {
        if let AffineExprKind::Dim(i) = *self.ctx.affine_kind(e) {
            return self.dims[i as usize].0;
        }
        let (map, operands, _) = self.compress(&[e]);
        let index = self.ctx.index_type();
        let op = self.create(
            "affine.apply",
            &operands,
            &[index],
            &[("map", map_attr(self.ctx, map))],
            loc,
        );
        self.body.result(op, 0)
    }

    /// `e` clamped into `[0, n - 1]`, as a new (non-affine) dimension.
    fn clamp(&mut self, e: AffineExpr, n: i64, loc: Location) -> AffineExpr {
        let ctx = self.ctx;
        let index = ctx.index_type();
        let (map, operands, _) = self.compress(&[e]);
        let max_map = AffineMap::new(map.num_dims, 0, vec![map.results[0], ctx.affine_constant(0)]);
        let max = self.create(
            "affine.max",
            &operands,
            &[index],
            &[("map", map_attr(ctx, max_map))],
            loc,
        );
        let maxv = self.body.result(max, 0);
        let d0 = ctx.affine_dim(0);
        let min_map = AffineMap::new(1, 0, vec![d0, ctx.affine_constant(n - 1)]);
        let min = self.create(
            "affine.min",
            &[maxv],
            &[index],
            &[("map", map_attr(ctx, min_map))],
            loc,
        );
        let minv = self.body.result(min, 0);
        self.dim(minv, false)
    }

    fn load(&mut self, memref: ValueId, idx: &[AffineExpr], loc: Location) -> Result<ValueId> {
        let ctx = self.ctx;
        let mt = self.body.value_type(memref);
        let element = ctx
            .element_type(mt)
            .ok_or_else(|| (loc, "expects a memref".to_string()))?;
        let rank = ctx.shape(mt).map_or(0, <[i64]>::len);
        if idx.len() != rank {
            return Err((loc, "loads a part of a memref that is not a scalar".into()));
        }
        let (map, operands, affine) = self.compress(idx);
        let op = if affine {
            let mut all = vec![memref];
            all.extend(operands);
            self.create(
                "affine.load",
                &all,
                &[element],
                &[("map", map_attr(ctx, map))],
                loc,
            )
        } else {
            let mut all = vec![memref];
            for &e in idx {
                let v = self.index_value(e, loc);
                all.push(v);
            }
            self.create("memref.load", &all, &[element], &[], loc)
        };
        Ok(self.body.result(op, 0))
    }

    /// The builtin value of a scalar term.
    fn force(&mut self, t: T, loc: Location) -> Result<ValueId> {
        match self.term(t) {
            Term::Scalar(v) => Ok(v),
            Term::Mem { memref, idx } => self.load(memref, &idx, loc),
            _ => Err((loc, "expects a scalar value here".into())),
        }
    }

    /// Element `i` of an array term.
    fn index(&mut self, t: T, i: AffineExpr, loc: Location) -> Result<T> {
        self.enter(loc)?;
        let r = self.index_inner(t, i, loc);
        self.depth -= 1;
        r
    }

    fn index_inner(&mut self, t: T, i: AffineExpr, loc: Location) -> Result<T> {
        let ctx = self.ctx;
        Ok(match self.term(t) {
            Term::Mem { memref, mut idx } => {
                idx.push(i);
                self.add(Term::Mem { memref, idx })
            }
            Term::Map { f, xs, .. } => {
                let x = self.index(xs, i, loc)?;
                self.apply(f, vec![x], loc)?
            }
            Term::Zip(a, b) => {
                let x = self.index(a, i, loc)?;
                let y = self.index(b, i, loc)?;
                self.add(Term::Tuple(x, y))
            }
            Term::Window { xs, start } => {
                let j = ctx.affine_add(start, i);
                self.index(xs, j, loc)?
            }
            Term::Split { xs, n } => self.add(Term::Window {
                xs,
                start: ctx.affine_mul(i, ctx.affine_constant(n)),
            }),
            Term::Slide { xs, sp } => self.add(Term::Window {
                xs,
                start: ctx.affine_mul(i, ctx.affine_constant(sp)),
            }),
            Term::Join { xs, m } => {
                let c = ctx.affine_constant(m);
                let row = self.index(xs, ctx.affine_floor_div(i, c), loc)?;
                self.index(row, ctx.affine_mod(i, c), loc)?
            }
            Term::Transpose(xs) => self.add(Term::Column { xs, i }),
            Term::Column { xs, i: col } => {
                let row = self.index(xs, i, loc)?;
                self.index(row, col, loc)?
            }
            Term::Pad { xs, n, l } => {
                let shifted = ctx.affine_sub(i, ctx.affine_constant(l));
                let j = if n == 1 {
                    ctx.affine_constant(0)
                } else {
                    self.clamp(shifted, n, loc)
                };
                self.index(xs, j, loc)?
            }
            _ => return Err((loc, "expects an array value here".into())),
        })
    }

    fn pair_part(&mut self, t: T, first: bool, loc: Location) -> Result<T> {
        match self.term(t) {
            Term::Tuple(a, b) => Ok(if first { a } else { b }),
            _ => Err((loc, "expects a pair value here".into())),
        }
    }

    /// `f` applied to `args`, one at a time.
    fn apply(&mut self, f: T, args: Vec<T>, loc: Location) -> Result<T> {
        let mut f = f;
        for a in args {
            self.enter(loc)?;
            let r = self.apply1(f, a, loc);
            self.depth -= 1;
            f = r?;
        }
        Ok(f)
    }

    fn apply1(&mut self, f: T, a: T, loc: Location) -> Result<T> {
        match self.term(f) {
            Term::Lambda { op, env, mut bound } => {
                bound.push(a);
                let block = self
                    .body
                    .regions_in_body(op)
                    .first()
                    .and_then(|&r| self.body.region_entry(r))
                    .ok_or_else(|| (self.body.op_loc(op), "expects a body".to_string()))?;
                let params = self.body.block_args(block).to_vec();
                if bound.len() < params.len() {
                    return Ok(self.add(Term::Lambda {
                        op,
                        env: env.clone(),
                        bound,
                    }));
                }
                let frame = Rc::new(Frame::new(Some(env.clone())));
                for (&p, t) in params.iter().zip(bound) {
                    frame.vals.borrow_mut().insert(p, t);
                }
                self.eval_block(block, &frame)
            }
            Term::Pattern { op, mut args } => {
                args.push(a);
                let arity = match self.name(op) {
                    "rise.reduce" | "rise.reduceSeq" => 3,
                    "rise.map" | "rise.mapSeq" | "rise.mapPar" | "rise.zip" | "rise.tuple" => 2,
                    _ => 1,
                };
                if args.len() < arity {
                    return Ok(self.add(Term::Pattern { op, args }));
                }
                self.saturate(op, args)
            }
            _ => Err((loc, "applies a value that is not a function".into())),
        }
    }

    /// The value of the pattern `op` applied to all its arguments.
    fn saturate(&mut self, op: OpId, args: Vec<T>) -> Result<T> {
        let loc = self.body.op_loc(op);
        let name = self.name(op).to_string();
        let mut it = args.into_iter();
        let mut next = || it.next().expect("saturated pattern");
        let term = match name.as_str() {
            "rise.map" | "rise.mapSeq" | "rise.mapPar" => {
                let (f, mut xs) = (next(), next());
                // `mapSeq f (mapSeq g ys)`: the thesis' mapSeq writes its
                // result to memory, and so does this one when another
                // mapSeq reads it.
                if name == "rise.mapSeq" && matches!(self.terms[xs as usize], Term::Map { seq: true, .. }) {
                    let (n, s) = (self.nat(op, "n")?, self.data_type(op, "s")?);
                    xs = self.materialize(xs, strata_dialect_rise::array_type(self.ctx, n, s), loc)?;
                }
                Term::Map {
                    f,
                    xs,
                    par: name == "rise.mapPar",
                    seq: name == "rise.mapSeq",
                }
            }
            "rise.reduce" | "rise.reduceSeq" => {
                let (f, init, xs) = (next(), next(), next());
                return self.reduce(op, f, init, xs);
            }
            "rise.zip" => Term::Zip(next(), next()),
            "rise.tuple" => Term::Tuple(next(), next()),
            "rise.fst" => return self.pair_part(next(), true, loc),
            "rise.snd" => return self.pair_part(next(), false, loc),
            "rise.split" => Term::Split {
                xs: next(),
                n: self.nat(op, "n")?,
            },
            "rise.join" => Term::Join {
                xs: next(),
                m: self.nat(op, "m")?,
            },
            "rise.transpose" => Term::Transpose(next()),
            "rise.slide" => {
                let (n, sz, sp) = (self.nat(op, "n")?, self.nat(op, "sz")?, self.nat(op, "sp")?);
                // Windows overlap: each element of a computed input would be
                // computed once per window reading it.
                let ty =
                    strata_dialect_rise::array_type(self.ctx, (n - 1) * sp + sz, self.data_type(op, "t")?);
                let xs = if sz > sp {
                    self.materialize(next(), ty, loc)?
                } else {
                    next()
                };
                Term::Slide { xs, sp }
            }
            "rise.pad" => Term::Pad {
                xs: next(),
                n: self.nat(op, "n")?,
                l: self.nat(op, "l")?,
            },
            _ => return Err((loc, format!("'{name}' is not a pattern the lowering knows"))),
        };
        Ok(self.add(term))
    }

    /// `reduce f init xs` as an `affine.for` carrying the accumulator.
    fn reduce(&mut self, op: OpId, f: T, init: T, xs: T) -> Result<T> {
        let ctx = self.ctx;
        let loc = self.body.op_loc(op);
        let n = self.nat(op, "n")?;
        let t = self.data_type(op, "t")?;
        let Some(acc_ty) = scalar_inner(ctx, t) else {
            return Err((
                loc,
                format!(
                    "reductions are lowered with a scalar accumulator only, not {}",
                    ctx.quoted_types([t])
                ),
            ));
        };
        let init = self.force(init, loc)?;
        let region = self.body.create_region();
        let block = self.body.create_block();
        self.body.append_block(region, block);
        let index = ctx.index_type();
        let iv = self.body.add_block_arg(block, index, loc);
        let acc = self.body.add_block_arg(block, acc_ty, loc);
        let mut st = OperationState::new(ctx.op_name("affine.for"), loc);
        st.operands = vec![init];
        st.result_types = vec![acc_ty];
        st.regions.push(region);
        st.properties = Some(for_props(ctx, n, 1));
        let for_op = self.body.create_op(st);
        self.body.insert_op(self.at, for_op);
        let outer = std::mem::replace(&mut self.at, InsertPoint::End(block));
        let i = self.dim(iv, true);
        let elem = self.index(xs, i, loc)?;
        let acc = self.add(Term::Scalar(acc));
        let r = self.apply(f, vec![elem, acc], loc)?;
        let r = self.force(r, loc)?;
        self.create("affine.yield", &[r], &[], &[], loc);
        self.at = outer;
        Ok(self.add(Term::Scalar(self.body.result(for_op, 0))))
    }

    /// An `affine.for` (an `affine.parallel` if `par`) from 0 to `n` at
    /// the insertion point; returns its induction variable and the
    /// insertion point it replaced, and moves the insertion point into its
    /// body.
    fn open_loop(&mut self, n: i64, par: bool, loc: Location) -> (ValueId, InsertPoint) {
        let ctx = self.ctx;
        let region = self.body.create_region();
        let block = self.body.create_block();
        self.body.append_block(region, block);
        let iv = self.body.add_block_arg(block, ctx.index_type(), loc);
        let name = if par { "affine.parallel" } else { "affine.for" };
        let mut st = OperationState::new(ctx.op_name(name), loc);
        st.regions.push(region);
        st.properties = Some(if par {
            parallel_props(ctx, n)
        } else {
            for_props(ctx, n, 0)
        });
        let for_op = self.body.create_op(st);
        self.body.insert_op(self.at, for_op);
        let outer = std::mem::replace(&mut self.at, InsertPoint::End(block));
        let y = self.create("affine.yield", &[], &[], &[], loc);
        self.at = InsertPoint::Before(y);
        (iv, outer)
    }

    /// Stores the value `t` of type `ty` into `memref` at `idx`, one loop
    /// per array dimension.
    fn store(
        &mut self,
        t: T,
        ty: Type,
        memref: ValueId,
        idx: &mut Vec<AffineExpr>,
        loc: Location,
    ) -> Result<()> {
        // A `join`, a `transpose` or a map of one is stored by storing its
        // input through the layout, so that the loops follow the input's
        // structure (a tiled program gives tiled loops).
        if let Some((xs, xs_ty, at, view)) = self.layout_store(t, ty, idx.len()) {
            self.enter(loc)?;
            self.views.push((at, view));
            let r = self.store(xs, xs_ty, memref, idx, loc);
            self.views.pop();
            self.depth -= 1;
            return r;
        }
        match rise_type(self.ctx, ty) {
            Some(RiseType::Array(n, elem)) => {
                let par = matches!(self.terms[t as usize], Term::Map { par: true, .. });
                let (iv, outer) = self.open_loop(n, par, loc);
                self.par_depth += u32::from(par);
                let i = self.dim(iv, true);
                let e = self.index(t, i, loc)?;
                idx.push(i);
                self.enter(loc)?;
                self.store(e, elem, memref, idx, loc)?;
                self.depth -= 1;
                idx.pop();
                self.at = outer;
                self.par_depth -= u32::from(par);
                Ok(())
            }
            Some(RiseType::Scalar(_)) => {
                let v = self.force(t, loc)?;
                let mut path = idx.clone();
                for &(at, view) in self.views.iter().rev() {
                    match view {
                        View::Join(m) => {
                            let j = path.remove(at + 1);
                            let i = self.ctx.affine_mul(path[at], self.ctx.affine_constant(m));
                            path[at] = self.ctx.affine_add(i, j);
                        }
                        View::Transpose => path.swap(at, at + 1),
                    }
                }
                let (map, operands, _) = self.compress(&path);
                let mut all = vec![v, memref];
                all.extend(operands);
                self.create(
                    "affine.store",
                    &all,
                    &[],
                    &[("map", map_attr(self.ctx, map))],
                    loc,
                );
                Ok(())
            }
            _ => Err((
                loc,
                format!("cannot store a value of type {}", self.ctx.quoted_types([ty])),
            )),
        }
    }

    /// If `t` (of type `ty`, stored at depth `depth` of the index path)
    /// is a `join` or `transpose` of `xs`, or a map of one of them over
    /// `xs`: `xs`, its type, and the layout to store it through at its
    /// depth.
    fn layout_store(&self, t: T, ty: Type, depth: usize) -> Option<(T, Type, usize, View)> {
        let ctx = self.ctx;
        let arr = |n, e| strata_dialect_rise::array_type(ctx, n, e);
        let two_d = |t: Type| match rise_type(ctx, t)? {
            RiseType::Array(n, row) => match rise_type(ctx, row)? {
                RiseType::Array(m, e) => Some((n, m, e)),
                _ => None,
            },
            _ => None,
        };
        match self.terms[t as usize] {
            Term::Join { xs, m } => {
                let Some(RiseType::Array(total, e)) = rise_type(ctx, ty) else {
                    return None;
                };
                Some((xs, arr(total / m, arr(m, e)), depth, View::Join(m)))
            }
            Term::Transpose(xs) => {
                let (m, n, e) = two_d(ty)?;
                Some((xs, arr(n, arr(m, e)), depth, View::Transpose))
            }
            Term::Map {
                f, xs, par: false, ..
            } => {
                let (op, args) = self.layout_fn(f)?;
                if !args.is_empty() {
                    return None;
                }
                let Some(RiseType::Array(len, _)) = rise_type(ctx, ty) else {
                    return None;
                };
                let (n, m, e) = (
                    self.nat(op, "n").ok()?,
                    self.nat(op, "m").ok()?,
                    self.data_type(op, "t").ok()?,
                );
                let view = match self.name(op) {
                    "rise.join" => View::Join(m),
                    _ => View::Transpose,
                };
                Some((xs, arr(len, arr(n, arr(m, e))), depth + 1, view))
            }
            _ => None,
        }
    }

    /// The `join` or `transpose` pattern `f` is, unapplied or as the only
    /// thing a lambda of one parameter does (`λy. join y`).
    fn layout_fn(&self, f: T) -> Option<(OpId, Vec<T>)> {
        let is_layout = |op: OpId| matches!(self.name(op), "rise.join" | "rise.transpose");
        match &self.terms[f as usize] {
            Term::Pattern { op, args } if is_layout(*op) => Some((*op, args.clone())),
            Term::Lambda { op, env, bound } if bound.is_empty() => {
                let block = self
                    .body
                    .regions_in_body(*op)
                    .first()
                    .and_then(|&r| self.body.region_entry(r))?;
                let [param] = self.body.block_args(block) else {
                    return None;
                };
                let ops: Vec<OpId> = self.body.block_ops(block).collect();
                // `λy. p y`, the pattern made in the lambda or outside it.
                let (pattern, apply, ret) = match ops[..] {
                    [pattern, apply, ret] => (Some(pattern), apply, ret),
                    [apply, ret] => (None, apply, ret),
                    _ => return None,
                };
                let operands: Vec<ValueId> = self.body.operands(apply).collect();
                let [fv, arg] = operands[..] else { return None };
                let returned = self.name(ret) == "rise.return"
                    && self.body.operand(ret, 0) == self.body.result(apply, 0);
                if self.name(apply) != "rise.apply" || arg != *param || !returned {
                    return None;
                }
                let pattern = match pattern {
                    Some(p) if self.body.result(p, 0) == fv => p,
                    Some(_) => return None,
                    None => match env.lookup(fv).map(|t| &self.terms[t as usize]) {
                        Some(Term::Pattern { op, args }) if args.is_empty() => *op,
                        _ => return None,
                    },
                };
                is_layout(pattern).then(|| (pattern, Vec::new()))
            }
            _ => None,
        }
    }

    fn lower_out(&mut self, op: OpId, frame: &Rc<Frame>) -> Result<()> {
        let loc = self.body.op_loc(op);
        let memref = self.body.operand(op, 0);
        let value = self.body.operand(op, 1);
        let ty = self.body.value_type(value);
        let t = self.value(value, frame, loc)?;
        self.views.clear();
        self.store(t, ty, memref, &mut Vec::new(), loc)?;
        for buffer in std::mem::take(&mut self.buffers) {
            self.create("memref.dealloc", &[buffer], &[], &[], loc);
        }
        Ok(())
    }

    /// A computed 1-D array (a sequential or lazy `map` of scalars) `t` of
    /// type `ty` stored into a new buffer by its own loop, read from there
    /// instead of recomputed by each reader: the buffer is allocated at
    /// the start of the function (once, reused by each iteration of the
    /// loops around) and freed after the loop nest of the `rise.out`.
    /// Other terms, and any term inside an `affine.parallel`, stay as
    /// they are.
    fn materialize(&mut self, t: T, ty: Type, loc: Location) -> Result<T> {
        let ctx = self.ctx;
        if !matches!(self.terms[t as usize], Term::Map { par: false, .. }) || self.par_depth > 0 {
            return Ok(t);
        }
        let Some(RiseType::Array(n, elem)) = rise_type(ctx, ty) else {
            return Ok(t);
        };
        let Some(scalar) = scalar_inner(ctx, elem) else {
            return Ok(t);
        };
        let mt = ctx.memref_type(&[n], scalar);
        let at = std::mem::replace(&mut self.at, InsertPoint::Start(self.entry));
        let segments = ctx.dense_i32_array_attr(&[0, 0]);
        let alloc = self.create(
            "memref.alloc",
            &[],
            &[mt],
            &[("operandSegmentSizes", segments)],
            loc,
        );
        self.at = at;
        let buffer = self.body.result(alloc, 0);
        // The buffer is written as it is, whatever layout the value that
        // reads it goes through.
        let views = std::mem::take(&mut self.views);
        let r = self.store(t, ty, buffer, &mut Vec::new(), loc);
        self.views = views;
        r?;
        self.buffers.push(buffer);
        Ok(self.add(Term::Mem {
            memref: buffer,
            idx: Vec::new(),
        }))
    }

    fn value(&mut self, v: ValueId, frame: &Rc<Frame>, loc: Location) -> Result<T> {
        frame.lookup(v).ok_or_else(|| {
            (
                loc,
                "uses a value that is not a Rise value the lowering has evaluated".to_string(),
            )
        })
    }

    /// Evaluates the ops of a lambda's block; returns what it returns.
    fn eval_block(&mut self, block: BlockId, frame: &Rc<Frame>) -> Result<T> {
        let ops: Vec<OpId> = self.body.block_ops(block).collect();
        for &op in &ops {
            if self.name(op) == "rise.return" {
                let loc = self.body.op_loc(op);
                let v = self.body.operand(op, 0);
                return self.value(v, frame, loc);
            }
            if !is_rise(self.ctx, self.body, op) {
                return Err((
                    self.body.op_loc(op),
                    "only Rise ops are lowered inside a 'rise.lambda' (put others in a 'rise.embed')".into(),
                ));
            }
            self.eval_op(op, frame)?;
        }
        Err((
            self.body.op_loc(block_parent(self.body, block)),
            "expects a 'rise.return'".into(),
        ))
    }

    /// Evaluates one op into `frame`.
    fn eval_op(&mut self, op: OpId, frame: &Rc<Frame>) -> Result<()> {
        let ctx = self.ctx;
        let loc = self.body.op_loc(op);
        let name = self.name(op).to_string();
        let t = match name.as_str() {
            "rise.lambda" => self.add(Term::Lambda {
                op,
                env: frame.clone(),
                bound: Vec::new(),
            }),
            "rise.apply" => {
                let operands: Vec<ValueId> = self.body.operands(op).collect();
                let f = self.value(operands[0], frame, loc)?;
                let args = operands[1..]
                    .iter()
                    .map(|&a| self.value(a, frame, loc))
                    .collect::<Result<Vec<_>>>()?;
                self.apply(f, args, loc)?
            }
            "rise.in" => self.add(Term::Mem {
                memref: self.body.operand(op, 0),
                idx: Vec::new(),
            }),
            "rise.literal" => {
                let value = self
                    .attr(op, "value")
                    .ok_or_else(|| (loc, "expects a 'value'".to_string()))?;
                let ty = self.body.value_type(self.body.result(op, 0));
                let inner = scalar_inner(ctx, ty).ok_or_else(|| (loc, "expects a scalar".to_string()))?;
                let c = self.create("arith.constant", &[], &[inner], &[("value", value)], loc);
                self.add(Term::Scalar(self.body.result(c, 0)))
            }
            "rise.embed" => {
                let operands: Vec<ValueId> = self.body.operands(op).collect();
                let mut map = IrMapping::new();
                let block = self
                    .body
                    .regions_in_body(op)
                    .first()
                    .and_then(|&r| self.body.region_entry(r))
                    .ok_or_else(|| (loc, "expects a body".to_string()))?;
                let params = self.body.block_args(block).to_vec();
                for (&a, &p) in operands.iter().zip(&params) {
                    let t = self.value(a, frame, loc)?;
                    let v = self.force(t, loc)?;
                    map.map_value(p, v);
                }
                let ops: Vec<OpId> = self.body.block_ops(block).collect();
                let mut result = None;
                for &inner in &ops {
                    if self.name(inner) == "rise.return" {
                        result = Some(map.lookup_value(self.body.operand(inner, 0)));
                        break;
                    }
                    let c = self.body.clone_op(inner, &mut map);
                    self.body.insert_op(self.at, c);
                }
                self.add(Term::Scalar(
                    result.ok_or_else(|| (loc, "expects a 'rise.return'".to_string()))?,
                ))
            }
            "rise.out" => {
                return Err((
                    loc,
                    "'rise.out' is lowered only in a function's top-level block".into(),
                ));
            }
            _ if strata_dialect_rise::pattern_params(&name).is_some() => {
                self.add(Term::Pattern { op, args: Vec::new() })
            }
            _ => return Err((loc, format!("'{name}' is not lowered"))),
        };
        if let Some(r) = self.body.results(op).next() {
            frame.vals.borrow_mut().insert(r, t);
        }
        Ok(())
    }
}

fn block_parent(body: &Body, block: BlockId) -> OpId {
    body.block_parent_op(block)
        .expect("a lambda's block has a parent")
}

fn replace_dims(ctx: &Context, e: AffineExpr, sparse: &FxHashMap<u32, AffineExpr>) -> AffineExpr {
    match *ctx.affine_kind(e) {
        AffineExprKind::Dim(i) => sparse.get(&i).copied().unwrap_or(e),
        AffineExprKind::Binary(op, l, r) => {
            let nl = replace_dims(ctx, l, sparse);
            let nr = replace_dims(ctx, r, sparse);
            ctx.affine_binary(op, nl, nr)
        }
        _ => e,
    }
}

/// The properties of `affine.parallel (%i) = (0) to (n)` without
/// reductions.
fn parallel_props(ctx: &Context, n: i64) -> Attribute {
    let lb = map_attr(ctx, AffineMap::constant_map(ctx, 0));
    let ub = map_attr(ctx, AffineMap::constant_map(ctx, n));
    let one = ctx.integer_attr(ctx.integer_type(64), 1);
    ctx.dictionary_attr(&[
        (ctx.ident("lowerBoundsGroups"), groups_attr(ctx, &[1])),
        (ctx.ident("lowerBoundsMap"), lb),
        (ctx.ident("reductions"), ctx.array_attr(&[])),
        (ctx.ident("steps"), ctx.array_attr(&[one])),
        (ctx.ident("upperBoundsGroups"), groups_attr(ctx, &[1])),
        (ctx.ident("upperBoundsMap"), ub),
    ])
}

/// The properties of `affine.for %i = 0 to n` with `inits` loop-carried
/// values.
fn for_props(ctx: &Context, n: i64, inits: i32) -> Attribute {
    let index = ctx.index_type();
    let lb = map_attr(ctx, AffineMap::constant_map(ctx, 0));
    let ub = map_attr(ctx, AffineMap::constant_map(ctx, n));
    let segments = ctx.dense_i32_array_attr(&[0, 0, inits]);
    ctx.dictionary_attr(&[
        (ctx.ident("lowerBoundMap"), lb),
        (ctx.ident("operandSegmentSizes"), segments),
        (ctx.ident("step"), ctx.integer_attr(index, 1)),
        (ctx.ident("upperBoundMap"), ub),
    ])
}
