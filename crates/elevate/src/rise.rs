//! Rise's rewrites as strategies: map fusion, map-reduce fusion, the
//! basic rules tiling is composed of (split-join, map fission, map
//! interchange), `separateConv`, and the removal of dead Rise ops.
//!
//! The rules match `rise.apply`s of patterns through their SSA operands
//! (an application's arguments may be spread over a chain of curried
//! applications) and replace the application by new ops; the ops they
//! no longer use stay until [`dead_rise_code`] removes them. Every rule
//! fails, leaving its input untouched, where it does not apply.

use std::cell::RefCell;

use rustc_hash::FxHashSet;
use strata_dialect_rise::types::{array_parts, fun_parts, scalar_inner, tuple_parts};
use strata_dialect_rise::{array_type, fun_type_n, nat_attr, nat_value, pattern_type, type_attr};
use strata_ir::{AttrKind, Attribute, Context, DenseData, Location, Type};

use crate::ir::{Block, Op, OpParts, Region, Value, ValueKey};
use crate::strategy::{seq, top_down, top_down_all, try_, Failure, Rewrite, Strategy};

type Res<T> = Result<T, Failure>;

fn fail<T>(why: &'static str) -> Res<T> {
    Err(Failure::new(why))
}

fn named(ctx: &Context, op: &Op, name: &str) -> bool {
    ctx.op_name_str(op.name()) == name
}

const MAPS: [&str; 3] = ["rise.map", "rise.mapSeq", "rise.mapPar"];
const REDUCES: [&str; 2] = ["rise.reduce", "rise.reduceSeq"];

/// The function at the head of the application chain computing `v` and
/// all the arguments applied to it, in order.
fn spine(ctx: &Context, v: &Value) -> Option<(Op, Vec<Value>)> {
    let mut segments: Vec<&[Value]> = Vec::new();
    let mut v = v;
    loop {
        let def = v.defining_op()?;
        if !named(ctx, def, "rise.apply") {
            let args = segments.iter().rev().flat_map(|s| s.iter().cloned()).collect();
            return Some((def.clone(), args));
        }
        let (f, args) = def.operands().split_first()?;
        segments.push(args);
        v = f;
    }
}

/// The pattern (one of `names`) and its `arity` arguments if `v` is such
/// a saturated application.
fn pattern_app(ctx: &Context, v: &Value, names: &[&str], arity: usize) -> Option<(Op, Vec<Value>)> {
    let (head, args) = spine(ctx, v)?;
    let name = ctx.op_name_str(head.name());
    (names.contains(&name) && args.len() == arity).then_some((head, args))
}

/// The application op `op` as a saturated pattern application.
fn op_app(ctx: &Context, op: &Op, names: &[&str], arity: usize) -> Res<(Op, Vec<Value>)> {
    if !named(ctx, op, "rise.apply") || op.num_results() != 1 {
        return fail("not a rise.apply");
    }
    pattern_app(ctx, &op.result(0), names, arity).ok_or_else(|| Failure::new("not the pattern to rewrite"))
}

/// A `#rise.nat` parameter of a pattern.
fn nat(ctx: &Context, op: &Op, name: &str) -> Option<i64> {
    nat_value(ctx, ctx.dict_get_str(op.properties()?, name)?)
}

/// A lambda's parameters, the ops of its body before the `rise.return`
/// and the value returned.
struct LambdaParts<'o> {
    params: &'o [Value],
    ops: &'o [Op],
    ret: Value,
}

fn lambda_parts<'o>(ctx: &Context, op: &'o Op) -> Option<LambdaParts<'o>> {
    if !named(ctx, op, "rise.lambda") {
        return None;
    }
    let block = op.regions().first()?.blocks().first()?;
    let (ret, ops) = block.ops().split_last()?;
    if !named(ctx, ret, "rise.return") {
        return None;
    }
    Some(LambdaParts {
        params: block.args(),
        ops,
        ret: ret.operand(0)?.clone(),
    })
}

fn lambda_of<'v>(ctx: &Context, v: &'v Value) -> Option<&'v Op> {
    v.defining_op().filter(|op| named(ctx, op, "rise.lambda"))
}

/// The map kind of `map` applications another rewrite makes from `op`.
fn map_name(ctx: &Context, op: &Op) -> &'static str {
    match ctx.op_name_str(op.name()) {
        "rise.mapSeq" => "rise.mapSeq",
        "rise.mapPar" => "rise.mapPar",
        _ => "rise.map",
    }
}

// ---- building ---------------------------------------------------------------------

/// Builds Rise ops in order (the immutable counterpart of
/// `strata_dialect_rise::builder`): types are computed from the values.
struct Rb<'c> {
    ctx: &'c Context,
    loc: Location,
    ops: Vec<Op>,
}

impl<'c> Rb<'c> {
    fn new(ctx: &'c Context, loc: Location) -> Rb<'c> {
        Rb {
            ctx,
            loc,
            ops: Vec::new(),
        }
    }

    fn push(&mut self, op: Op) -> Value {
        let v = op.result(0);
        self.ops.push(op);
        v
    }

    fn op(&mut self, name: &str, operands: Vec<Value>, ty: Type, props: Option<Attribute>) -> Value {
        let op = OpParts::new(self.ctx.op_name(name), self.loc)
            .operands(operands)
            .result_types([ty])
            .properties(props)
            .build();
        self.push(op)
    }

    /// The pattern `name` with these parameters (not applied).
    fn pattern(&mut self, name: &str, params: &[(&str, Attribute)]) -> Res<Value> {
        let ctx = self.ctx;
        let ty = pattern_type(ctx, name, &|n| {
            params.iter().find(|(k, _)| *k == n).map(|&(_, a)| a)
        })
        .map_err(|m| Failure::new(format!("{name}: {m}")))?;
        let entries: Vec<_> = params.iter().map(|&(k, v)| (ctx.ident(k), v)).collect();
        Ok(self.op(name, vec![], ty, Some(ctx.dictionary_attr(&entries))))
    }

    fn apply(&mut self, f: Value, args: &[Value]) -> Res<Value> {
        let mut t = f.ty();
        for a in args {
            match fun_parts(self.ctx, t) {
                Some((p, r)) if p == a.ty() => t = r,
                _ => return fail("an application of the wrong type"),
            }
        }
        let mut operands = vec![f];
        operands.extend_from_slice(args);
        Ok(self.op("rise.apply", operands, t, None))
    }

    fn apply_pattern(&mut self, name: &str, params: &[(&str, Attribute)], args: &[Value]) -> Res<Value> {
        let f = self.pattern(name, params)?;
        self.apply(f, args)
    }

    fn nat(&self, n: i64) -> Attribute {
        nat_attr(self.ctx, n)
    }

    fn data(&self, t: Type) -> Attribute {
        type_attr(self.ctx, t)
    }

    fn array(&self, v: &Value) -> Res<(i64, Type)> {
        array_parts(self.ctx, v.ty()).ok_or_else(|| Failure::new("expects an array"))
    }

    /// A lambda of parameters of types `params`, its body built by `body`.
    fn lambda(
        &mut self,
        params: &[Type],
        body: impl FnOnce(&mut Rb<'c>, &[Value]) -> Res<Value>,
    ) -> Res<Value> {
        let args: Vec<Value> = params.iter().map(|&t| Value::new_arg(t, self.loc)).collect();
        let mut inner = Rb::new(self.ctx, self.loc);
        let result = body(&mut inner, &args)?;
        let rt = result.ty();
        let ret = OpParts::new(self.ctx.op_name("rise.return"), self.loc)
            .operands([result])
            .build();
        inner.ops.push(ret);
        let region = Region::new(vec![Block::new(args, inner.ops)]);
        let op = OpParts::new(self.ctx.op_name("rise.lambda"), self.loc)
            .result_types([fun_type_n(self.ctx, params, rt)])
            .regions(vec![region])
            .build();
        Ok(self.push(op))
    }

    /// `name f xs` for a map kind `name`.
    fn map(&mut self, name: &str, f: Value, xs: Value) -> Res<Value> {
        let (n, s) = self.array(&xs)?;
        let Some((_, t)) = fun_parts(self.ctx, f.ty()) else {
            return fail("expects a function");
        };
        let params = [("n", self.nat(n)), ("s", self.data(s)), ("t", self.data(t))];
        self.apply_pattern(name, &params, &[f, xs])
    }

    fn reduce_seq(&mut self, f: Value, init: Value, xs: Value) -> Res<Value> {
        let (n, s) = self.array(&xs)?;
        let t = init.ty();
        let params = [("n", self.nat(n)), ("s", self.data(s)), ("t", self.data(t))];
        self.apply_pattern("rise.reduceSeq", &params, &[f, init, xs])
    }

    fn zip(&mut self, a: Value, b: Value) -> Res<Value> {
        let (n, s) = self.array(&a)?;
        let (_, t) = self.array(&b)?;
        let params = [("n", self.nat(n)), ("s", self.data(s)), ("t", self.data(t))];
        self.apply_pattern("rise.zip", &params, &[a, b])
    }

    /// `n` elements per row.
    fn split(&mut self, n: i64, xs: Value) -> Res<Value> {
        let (total, t) = self.array(&xs)?;
        let params = [
            ("n", self.nat(n)),
            ("m", self.nat(total / n)),
            ("t", self.data(t)),
        ];
        self.apply_pattern("rise.split", &params, &[xs])
    }

    fn two_d(&self, xss: &Value) -> Res<(i64, i64, Type)> {
        let (n, row) = self.array(xss)?;
        let (m, t) = array_parts(self.ctx, row).ok_or_else(|| Failure::new("expects an array of arrays"))?;
        Ok((n, m, t))
    }

    fn join(&mut self, xss: Value) -> Res<Value> {
        let (n, m, t) = self.two_d(&xss)?;
        let params = [("n", self.nat(n)), ("m", self.nat(m)), ("t", self.data(t))];
        self.apply_pattern("rise.join", &params, &[xss])
    }

    fn transpose(&mut self, xss: Value) -> Res<Value> {
        let (n, m, t) = self.two_d(&xss)?;
        let params = [("n", self.nat(n)), ("m", self.nat(m)), ("t", self.data(t))];
        self.apply_pattern("rise.transpose", &params, &[xss])
    }

    fn slide(&mut self, sz: i64, sp: i64, xs: Value) -> Res<Value> {
        let (total, t) = self.array(&xs)?;
        let params = [
            ("n", self.nat((total - sz) / sp + 1)),
            ("sz", self.nat(sz)),
            ("sp", self.nat(sp)),
            ("t", self.data(t)),
        ];
        self.apply_pattern("rise.slide", &params, &[xs])
    }
}

/// A copy of `op` with fresh nodes throughout (its regions too), its
/// operands looked up in `map` (kept where absent); records the copies of
/// its results in `map`. Two places in a program never share a node.
fn deep_clone(op: &Op, map: &mut rustc_hash::FxHashMap<ValueKey, Value>) -> Op {
    let look = |map: &rustc_hash::FxHashMap<ValueKey, Value>, v: &Value| {
        map.get(&v.key()).cloned().unwrap_or_else(|| v.clone())
    };
    let operands: Vec<Value> = op.operands().iter().map(|v| look(map, v)).collect();
    let regions = op
        .regions()
        .iter()
        .map(|r| {
            let blocks = r
                .blocks()
                .iter()
                .map(|b| {
                    let args: Vec<Value> = b
                        .args()
                        .iter()
                        .map(|a| {
                            let n = Value::new_arg(a.ty(), a.loc());
                            map.insert(a.key(), n.clone());
                            n
                        })
                        .collect();
                    let ops = b.ops().iter().map(|o| deep_clone(o, map)).collect();
                    Block::new(args, ops)
                })
                .collect();
            Region::new(blocks)
        })
        .collect();
    let new = OpParts {
        operands: operands.into_iter().collect(),
        regions,
        ..op.parts()
    }
    .build();
    for i in 0..op.num_results() {
        map.insert(op.result(i).key(), new.result(i));
    }
    new
}

/// The results and block arguments defined in `ops` and their regions,
/// to tell what a value computed there depends on.
fn defined_in(ops: &[Op]) -> FxHashSet<ValueKey> {
    let mut set = FxHashSet::default();
    let mut stack: Vec<&Op> = ops.iter().collect();
    while let Some(op) = stack.pop() {
        set.extend(op.results().map(|v| v.key()));
        for r in op.regions() {
            for b in r.blocks() {
                set.extend(b.args().iter().map(Value::key));
                stack.extend(b.ops());
            }
        }
    }
    set
}

/// `v` computed outside the lambda whose body ops are `inside` (their
/// results in `defined`): `v` itself if defined outside, else copies of
/// the region-free ops computing it, appended to `out`, if none uses
/// `params` (`split n ys` built inside a lambda from a captured `ys`).
fn hoist(v: &Value, defined: &FxHashSet<ValueKey>, params: &[Value], out: &mut Vec<Op>) -> Option<Value> {
    hoist_at(v, defined, params, out, 0)
}

/// How long a chain of ops [`hoist`] copies: the recursion follows it.
const MAX_HOIST: u32 = 1000;

fn hoist_at(
    v: &Value,
    defined: &FxHashSet<ValueKey>,
    params: &[Value],
    out: &mut Vec<Op>,
    depth: u32,
) -> Option<Value> {
    if params.contains(v) || depth > MAX_HOIST {
        return None;
    }
    if !defined.contains(&v.key()) {
        return Some(v.clone());
    }
    let Value::Result(def, i) = v else { return None };
    if !def.regions().is_empty() {
        return None;
    }
    let operands = def
        .operands()
        .iter()
        .map(|o| hoist_at(o, defined, params, out, depth + 1))
        .collect::<Option<Vec<Value>>>()?;
    let new = OpParts {
        operands: operands.into_iter().collect(),
        ..def.parts()
    }
    .build();
    let r = new.result(*i as usize);
    out.push(new);
    Some(r)
}

fn replace_with(rb: Rb<'_>, result: Value) -> Rewrite {
    Rewrite::Replace {
        ops: rb.ops.into_iter().collect(),
        results: [result].into_iter().collect(),
    }
}

// ---- fusion -------------------------------------------------------------------------

/// Map fusion: `map f (map g xs)` becomes `map (λx. f (g x)) xs`, for two
/// maps of the same kind (`map`, `mapSeq` or `mapPar`, which it keeps).
pub fn map_fusion(ctx: &Context) -> Strategy<'_> {
    Strategy::new(move |op| {
        let (outer, args) = op_app(ctx, op, &MAPS, 2)?;
        let (inner, inner_args) =
            pattern_app(ctx, &args[1], &MAPS, 2).ok_or_else(|| Failure::new("the input is not a map"))?;
        if outer.name() != inner.name() {
            return fail("maps of different kinds");
        }
        let (f, g, xs) = (args[0].clone(), inner_args[0].clone(), inner_args[1].clone());
        let Some((s, _)) = fun_parts(ctx, g.ty()) else {
            return fail("expects a function");
        };
        let mut rb = Rb::new(ctx, op.loc());
        let fused = rb.lambda(&[s], |r, x| {
            let y = r.apply(g, &[x[0].clone()])?;
            r.apply(f, &[y])
        })?;
        let result = rb.map(map_name(ctx, &outer), fused, xs)?;
        Ok(replace_with(rb, result))
    })
}

/// Map-reduce fusion: `reduce op z (map f xs)` (or `reduceSeq`) becomes
/// `reduceSeq (λx acc. op (f x) acc) z xs`.
pub fn map_reduce_fusion(ctx: &Context) -> Strategy<'_> {
    Strategy::new(move |op| {
        let (_, args) = op_app(ctx, op, &REDUCES, 3)?;
        let (_, map_args) =
            pattern_app(ctx, &args[2], &MAPS, 2).ok_or_else(|| Failure::new("the input is not a map"))?;
        let (red, init, f, xs) = (
            args[0].clone(),
            args[1].clone(),
            map_args[0].clone(),
            map_args[1].clone(),
        );
        let Some((s, _)) = fun_parts(ctx, f.ty()) else {
            return fail("expects a function");
        };
        let mut rb = Rb::new(ctx, op.loc());
        let fused = rb.lambda(&[s, init.ty()], |r, p| {
            let y = r.apply(f, &[p[0].clone()])?;
            r.apply(red, &[y, p[1].clone()])
        })?;
        let result = rb.reduce_seq(fused, init, xs)?;
        Ok(replace_with(rb, result))
    })
}

// ---- tiling -------------------------------------------------------------------------

/// Split-join: `map f xs` (of `N` elements, `n` dividing `N`, `N > n`)
/// becomes `join (map (map f) (split n xs))`, both maps of the
/// original kind: the loop over `xs` as a loop over tiles of `n`.
pub fn split_join(ctx: &Context, n: i64) -> Strategy<'_> {
    Strategy::new(move |op| {
        let (map, args) = op_app(ctx, op, &MAPS, 2)?;
        let (f, xs) = (args[0].clone(), args[1].clone());
        let Some((len, s)) = array_parts(ctx, xs.ty()) else {
            return fail("expects an array");
        };
        if n < 1 || len <= n || len % n != 0 {
            return fail("the tile size does not divide the length into several tiles");
        }
        let name = map_name(ctx, &map);
        let mut rb = Rb::new(ctx, op.loc());
        let tiles = rb.split(n, xs)?;
        let tile_fn = rb.lambda(&[array_type(ctx, n, s)], |r, tile| {
            r.map(name, f, tile[0].clone())
        })?;
        let mapped = rb.map(name, tile_fn, tiles)?;
        let result = rb.join(mapped)?;
        Ok(replace_with(rb, result))
    })
}

/// Map fission of a layout pattern: `map (λx. p e) xs`, where `p` is a
/// `join`, `split`, `transpose`, `slide` or `pad` applied to what the
/// lambda computes, becomes `map p (map (λx. e) xs)`.
pub fn map_fission(ctx: &Context) -> Strategy<'_> {
    const LAYOUT: [&str; 5] = [
        "rise.join",
        "rise.split",
        "rise.transpose",
        "rise.slide",
        "rise.pad",
    ];
    Strategy::new(move |op| {
        let (map, args) = op_app(ctx, op, &MAPS, 2)?;
        let lam = lambda_of(ctx, &args[0]).ok_or_else(|| Failure::new("the function is not a lambda"))?;
        let parts = lambda_parts(ctx, lam).ok_or_else(|| Failure::new("a malformed lambda"))?;
        let (layout, inner) = pattern_app(ctx, &parts.ret, &LAYOUT, 1)
            .ok_or_else(|| Failure::new("the lambda does not end with a layout pattern"))?;
        let [param] = parts.params else {
            return fail("a lambda of several parameters");
        };
        let e = inner[0].clone();
        if e == *param {
            return fail("the lambda is the layout pattern alone");
        }
        let name = map_name(ctx, &map);
        let mut rb = Rb::new(ctx, op.loc());
        // `λx. e`: the lambda's body up to `e`, copied.
        let mut vmap = rustc_hash::FxHashMap::default();
        let body_fn = rb.lambda(&[param.ty()], |r, x| {
            vmap.insert(param.key(), x[0].clone());
            for o in parts.ops {
                r.ops.push(deep_clone(o, &mut vmap));
            }
            Ok(vmap.get(&e.key()).cloned().unwrap_or(e.clone()))
        })?;
        let mid = rb.map(name, body_fn, args[1].clone())?;
        let p = rb.pattern(ctx.op_name_str(layout.name()), &props_list(ctx, &layout))?;
        let (_, elem) = rb.array(&mid)?;
        let lam_p = rb.lambda(&[elem], |r, y| r.apply(p, &[y[0].clone()]))?;
        let result = rb.map(name, lam_p, mid)?;
        Ok(replace_with(rb, result))
    })
}

/// A pattern's parameters, to copy it.
fn props_list<'c>(ctx: &'c Context, op: &Op) -> Vec<(&'c str, Attribute)> {
    let Some(props) = op.properties() else {
        return Vec::new();
    };
    let AttrKind::Dictionary(entries) = ctx.attr_kind(props) else {
        return Vec::new();
    };
    entries.iter().map(|&(k, v)| (ctx.ident_str(k), v)).collect()
}

/// Map interchange: `map (λx. map (λy. e) ys) xs`, `ys` not depending on
/// `x`, becomes `transpose (map (λy. map (λx. e) xs) ys)`: the two loops
/// swapped, the result transposed back.
pub fn map_interchange(ctx: &Context) -> Strategy<'_> {
    Strategy::new(move |op| {
        let (outer_map, args) = op_app(ctx, op, &MAPS, 2)?;
        let xs = args[1].clone();
        let outer = lambda_of(ctx, &args[0]).ok_or_else(|| Failure::new("the function is not a lambda"))?;
        let op_parts = lambda_parts(ctx, outer).ok_or_else(|| Failure::new("a malformed lambda"))?;
        let [x] = op_parts.params else {
            return fail("a lambda of several parameters");
        };
        let (inner_map, inner_args) = pattern_app(ctx, &op_parts.ret, &MAPS, 2)
            .ok_or_else(|| Failure::new("the lambda does not return a map"))?;
        let inner = lambda_of(ctx, &inner_args[0])
            .ok_or_else(|| Failure::new("the inner function is not a lambda"))?;
        let ip = lambda_parts(ctx, inner).ok_or_else(|| Failure::new("a malformed lambda"))?;
        let [y] = ip.params else {
            return fail("a lambda of several parameters");
        };
        // Only the inner lambda's own body may use `x` (besides `ys`).
        let defined = defined_in(op_parts.ops);
        let mut rb = Rb::new(ctx, op.loc());
        let ys = hoist(&inner_args[1], &defined, op_parts.params, &mut rb.ops)
            .ok_or_else(|| Failure::new("the inner map's input depends on the outer element"))?;
        // The ops of the outer body the inner lambda may use are copied
        // into the new innermost body (the unused copies are dead code);
        // those computing the returned map are not.
        let mut skip: FxHashSet<ValueKey> = FxHashSet::default();
        let mut v = op_parts.ret.clone();
        while let Some(def) = v.defining_op() {
            skip.insert(def.result(0).key());
            if !named(ctx, def, "rise.apply") {
                break;
            }
            v = def.operands()[0].clone();
        }
        skip.insert(inner.result(0).key());
        // Nor those using them.
        let mut outer_ops: Vec<&Op> = Vec::new();
        for o in op_parts.ops {
            let dead = o.results().any(|r| skip.contains(&r.key()))
                || o.operands()
                    .iter()
                    .chain(o.captures())
                    .any(|v| skip.contains(&v.key()));
            if dead {
                skip.extend(o.results().map(|r| r.key()));
            } else {
                outer_ops.push(o);
            }
        }
        let (outer_name, inner_name) = (map_name(ctx, &outer_map), map_name(ctx, &inner_map));
        let mut vmap = rustc_hash::FxHashMap::default();
        let swapped = rb.lambda(&[y.ty()], |r, yv| {
            let xs = xs.clone();
            let body = r.lambda(&[x.ty()], |r2, xv| {
                vmap.insert(x.key(), xv[0].clone());
                vmap.insert(y.key(), yv[0].clone());
                for o in outer_ops.iter().copied().chain(ip.ops) {
                    r2.ops.push(deep_clone(o, &mut vmap));
                }
                Ok(vmap.get(&ip.ret.key()).cloned().unwrap_or(ip.ret.clone()))
            })?;
            r.map(outer_name, body, xs)
        })?;
        let mapped = rb.map(inner_name, swapped, ys)?;
        let result = rb.transpose(mapped)?;
        Ok(replace_with(rb, result))
    })
}

/// 2-D tiling by `n`×`n` tiles of a nest `map (λx. map f ys) xs` in the
/// op (a function), composed of the basic rules: split-join of the outer
/// map (the first 2-D nest in pre-order), split-join of the first map
/// that can be split then (the inner one, in the row lambda, which comes
/// before the nest's application), map fission of the `join` this leaves
/// at the end of the row lambda, and interchange of the map over the rows
/// of a tile with the map over the column tiles. For matmul the result is
/// `join (map (λrows. map join (transpose (map (λcols. map (λx. map f
/// cols) rows) (split n ys)))) (split n xs))`: row tiles, column tiles,
/// then the elements of a tile.
pub fn tile_2d(ctx: &Context, n: i64) -> Strategy<'_> {
    let nest = crate::strategy::pred(move |op| {
        op_app(ctx, op, &MAPS, 2).is_ok_and(|(_, args)| {
            lambda_of(ctx, &args[0])
                .and_then(|l| lambda_parts(ctx, l))
                .is_some_and(|p| pattern_app(ctx, &p.ret, &MAPS, 2).is_some())
        })
    });
    let outer = top_down(seq(nest, split_join(ctx, n)));
    let inner = top_down(split_join(ctx, n));
    let fission = top_down(map_fission(ctx));
    let interchange = top_down(map_interchange(ctx));
    seq(outer, seq(inner, seq(fission, interchange)))
}

// ---- separateConv -------------------------------------------------------------------

/// A separable `k`×`k` kernel `w = wv × wh` (`w[a][b] = wv[a] * wh[b]`):
/// the factors, or `None` if the kernel's rank is not one.
pub fn separate_kernel(w: &[Vec<f64>]) -> Option<(Vec<f64>, Vec<f64>)> {
    let k = w.len();
    if k == 0 || w.iter().any(|r| r.len() != k) {
        return None;
    }
    // The largest entry as the pivot: its row is `wh`, its column scaled
    // by it `wv`.
    let (mut p, mut q) = (0, 0);
    for a in 0..k {
        for b in 0..k {
            if w[a][b].abs() > w[p][q].abs() {
                (p, q) = (a, b);
            }
        }
    }
    let pivot = w[p][q];
    if pivot == 0.0 || !pivot.is_finite() {
        return None;
    }
    let wh: Vec<f64> = w[p].clone();
    let wv: Vec<f64> = (0..k).map(|a| w[a][q] / pivot).collect();
    let tolerance = pivot.abs() * 1e-6;
    for a in 0..k {
        for b in 0..k {
            if (wv[a] * wh[b] - w[a][b]).abs() > tolerance {
                return None;
            }
        }
    }
    Some((wv, wh))
}

/// The `k`×`k` `f32` values of a constant `memref.global`'s initial
/// value.
fn global_kernel(ctx: &Context, global: &Op) -> Option<(String, Vec<Vec<f64>>)> {
    if !named(ctx, global, "memref.global") {
        return None;
    }
    let props = global.properties()?;
    ctx.dict_get_str(props, "constant")?;
    let name = ctx
        .string_attr_value(ctx.dict_get_str(props, "sym_name")?)?
        .to_string();
    let init = ctx.dict_get_str(props, "initial_value")?;
    let AttrKind::DenseElements {
        ty,
        data: DenseData { splat, bytes },
    } = ctx.attr_kind(init)
    else {
        return None;
    };
    let shape = ctx.shape(*ty)?;
    let &[k, k2] = shape else { return None };
    if k != k2 || k < 1 || ctx.element_type(*ty)? != ctx.f32() {
        return None;
    }
    let k = k as usize;
    let values: Vec<f64> = bytes
        .chunks_exact(4)
        .map(|c| f64::from(f32::from_le_bytes([c[0], c[1], c[2], c[3]])))
        .collect();
    let at = |i: usize| {
        if *splat {
            values.first().copied()
        } else {
            values.get(i).copied()
        }
    };
    let w = (0..k)
        .map(|a| (0..k).map(|b| at(a * k + b)).collect::<Option<Vec<f64>>>())
        .collect::<Option<Vec<_>>>()?;
    Some((name, w))
}

/// The separated factors of a kernel global: `(wv, wh)` and the names of
/// the globals that hold them.
#[derive(Clone)]
struct Separated {
    wv: Vec<f64>,
    wh: Vec<f64>,
    names: (String, String),
}

/// A constant `memref.global` holding `values` as `memref<kxf32>`.
fn vector_global(ctx: &Context, name: &str, values: &[f64], loc: Location) -> Op {
    let k = values.len() as i64;
    let bytes: Vec<u8> = values.iter().flat_map(|&v| (v as f32).to_le_bytes()).collect();
    let init = ctx.intern_attr(AttrKind::DenseElements {
        ty: ctx.ranked_tensor_type(&[k], ctx.f32()),
        data: DenseData {
            splat: false,
            bytes: bytes.into(),
        },
    });
    let props = ctx.dictionary_attr(&[
        (ctx.ident("constant"), ctx.unit_attr()),
        (ctx.ident("initial_value"), init),
        (ctx.ident("sym_name"), ctx.string_attr(name)),
        (ctx.ident("sym_visibility"), ctx.string_attr("private")),
        (ctx.ident("type"), ctx.type_attr(ctx.memref_type(&[k], ctx.f32()))),
    ]);
    OpParts::new(ctx.op_name("memref.global"), loc)
        .properties(Some(props))
        .build()
}

/// Whether `lam` is the dot product's step `λp acc. acc + fst p * snd p`
/// (the product in either order, the sum too) on `f32`.
fn is_multiply_add(ctx: &Context, lam: &Op) -> bool {
    let Some(parts) = lambda_parts(ctx, lam) else {
        return false;
    };
    let [p, acc] = parts.params else { return false };
    let Some(embed) = parts.ret.defining_op().filter(|o| named(ctx, o, "rise.embed")) else {
        return false;
    };
    let component = |v: &Value| -> Option<bool> {
        let (head, args) = spine(ctx, v)?;
        if args.as_slice() != [p.clone()] {
            return None;
        }
        match ctx.op_name_str(head.name()) {
            "rise.fst" => Some(true),
            "rise.snd" => Some(false),
            _ => None,
        }
    };
    let ops = embed.operands();
    let mut kinds = Vec::new();
    for v in ops {
        if v == acc {
            kinds.push(2u8);
        } else {
            match component(v) {
                Some(true) => kinds.push(0),
                Some(false) => kinds.push(1),
                None => return false,
            }
        }
    }
    let Some(block) = embed.regions().first().and_then(|r| r.blocks().first()) else {
        return false;
    };
    let role = |v: &Value| block.args().iter().position(|a| a == v).map(|i| kinds[i]);
    let [mul, add, ret] = block.ops() else {
        return false;
    };
    if !named(ctx, mul, "arith.mulf") || !named(ctx, add, "arith.addf") || !named(ctx, ret, "rise.return") {
        return false;
    }
    let (Some(m0), Some(m1)) = (role(&mul.operands()[0]), role(&mul.operands()[1])) else {
        return false;
    };
    let product = mul.result(0);
    let sum_ok = matches!(add.operands(), [a, b] if (*a == product && role(b) == Some(2)) || (*b == product && role(a) == Some(2)));
    let is_f32 = tuple_parts(ctx, p.ty()).is_some_and(|(a, b)| {
        scalar_inner(ctx, a) == Some(ctx.f32()) && scalar_inner(ctx, b) == Some(ctx.f32())
    });
    m0 != m1 && m0 < 2 && m1 < 2 && sum_ok && ret.operand(0) == Some(&add.result(0)) && is_f32
}

/// Whether `v` is a `rise.literal` of `0.0`.
fn is_zero_literal(ctx: &Context, v: &Value) -> bool {
    let Some(def) = v.defining_op().filter(|o| named(ctx, o, "rise.literal")) else {
        return false;
    };
    let Some(value) = def.properties().and_then(|p| ctx.dict_get_str(p, "value")) else {
        return false;
    };
    matches!(ctx.attr_kind(value), AttrKind::Float { bits, .. } if *bits == 0)
}

/// The pattern `p` if `v` is a lambda `λx. p x` with `p` named `name`.
fn lambda_is_pattern(ctx: &Context, v: &Value, name: &str) -> Option<Op> {
    let lam = lambda_of(ctx, v)?;
    let parts = lambda_parts(ctx, lam)?;
    let (head, args) = spine(ctx, &parts.ret)?;
    (named(ctx, &head, name) && args.len() == 1 && parts.params.first() == Some(&args[0])).then_some(head)
}

/// `(a, b)` if `v` is `join (zip2D a b)` (`zip2D a b = map (λq. zip (fst
/// q) (snd q)) (zip a b)`).
fn joined_zip_2d(ctx: &Context, v: &Value) -> Option<(Value, Value)> {
    let (_, join_args) = pattern_app(ctx, v, &["rise.join"], 1)?;
    let (_, z_args) = pattern_app(ctx, &join_args[0], &MAPS, 2)?;
    let zl = lambda_of(ctx, &z_args[0])?;
    let zp = lambda_parts(ctx, zl)?;
    let (_, pair) = pattern_app(ctx, &zp.ret, &["rise.zip"], 2)?;
    let is_part = |v: &Value, name: &str| {
        pattern_app(ctx, v, &[name], 1).is_some_and(|(_, a)| zp.params.first() == Some(&a[0]))
    };
    if !is_part(&pair[0], "rise.fst") || !is_part(&pair[1], "rise.snd") {
        return None;
    }
    let (_, outer_zip) = pattern_app(ctx, &z_args[1], &["rise.zip"], 2)?;
    Some((outer_zip[0].clone(), outer_zip[1].clone()))
}

/// The name of the global `v` reads: `rise.in (memref.get_global @g)`.
fn kernel_global(ctx: &Context, v: &Value) -> Option<String> {
    let input = v.defining_op().filter(|o| named(ctx, o, "rise.in"))?;
    let get = input
        .operand(0)
        .and_then(|v| v.defining_op())
        .filter(|o| named(ctx, o, "memref.get_global"))?;
    let name = ctx.flat_symbol_ref_value(ctx.dict_get_str(get.properties()?, "name")?)?;
    Some(ctx.ident_str(name).to_string())
}

/// `dot xs w` with a copy of a matched multiply-add `step` and its
/// `zero`, zipping the kernel first if `kernel_first`.
fn dot_like(r: &mut Rb<'_>, step: &Op, zero: &Op, kernel_first: bool, xs: Value, w: Value) -> Res<Value> {
    let mut m = rustc_hash::FxHashMap::default();
    let s = deep_clone(step, &mut m);
    let z = deep_clone(zero, &mut m);
    let (s, z) = (r.push(s), r.push(z));
    let pairs = if kernel_first {
        r.zip(w, xs)?
    } else {
        r.zip(xs, w)?
    };
    r.reduce_seq(s, z, pairs)
}

/// What the matcher of a 2-D convolution found.
struct Conv {
    outer_map: Op,
    inner_map: Op,
    /// The padded image (`H + k - 1` rows of `W + k - 1`).
    image: Value,
    /// The multiply-add step and the zero of the dot product.
    step: Op,
    zero: Op,
    /// Whether the kernel is the first of the zipped pair.
    kernel_first: bool,
    k: i64,
    global: String,
}

/// Matches `map (λrow. map (λnbh. reduce (λp acc. acc + fst p * snd p) 0
/// (join (zip2D nbh w))) row) (slide2D k 1 image)` with `w = rise.in
/// (memref.get_global @g)`, the builder's 2-D convolution.
fn match_conv(ctx: &Context, op: &Op) -> Res<Conv> {
    let no = |why: &'static str| Failure::new(why);
    let (outer_map, args) = op_app(ctx, op, &MAPS, 2)?;
    // The neighbourhoods: map transpose (slide k 1 (map (slide k 1) image)).
    let (_, nb_args) = pattern_app(ctx, &args[1], &MAPS, 2).ok_or_else(|| no("the input is not slide2D"))?;
    lambda_is_pattern(ctx, &nb_args[0], "rise.transpose").ok_or_else(|| no("the input is not slide2D"))?;
    let (slide, sl_args) =
        pattern_app(ctx, &nb_args[1], &["rise.slide"], 1).ok_or_else(|| no("the input is not slide2D"))?;
    let (_, rows_args) =
        pattern_app(ctx, &sl_args[0], &MAPS, 2).ok_or_else(|| no("the input is not slide2D"))?;
    let row_slide =
        lambda_is_pattern(ctx, &rows_args[0], "rise.slide").ok_or_else(|| no("the input is not slide2D"))?;
    let image = rows_args[1].clone();
    let k = nat(ctx, &slide, "sz").ok_or_else(|| no("no window size"))?;
    if nat(ctx, &slide, "sp") != Some(1)
        || nat(ctx, &row_slide, "sp") != Some(1)
        || nat(ctx, &row_slide, "sz") != Some(k)
    {
        return fail("the windows are not k×k with step 1");
    }
    // The rows: λrow. map (λnbh. dot) row.
    let row_fn = lambda_of(ctx, &args[0]).ok_or_else(|| no("the function is not a lambda"))?;
    let rp = lambda_parts(ctx, row_fn).ok_or_else(|| no("a malformed lambda"))?;
    let (inner_map, inner_args) =
        pattern_app(ctx, &rp.ret, &MAPS, 2).ok_or_else(|| no("the rows are not mapped"))?;
    if rp.params.first() != Some(&inner_args[1]) {
        return fail("the inner map is not over the row");
    }
    let nbh_fn = lambda_of(ctx, &inner_args[0]).ok_or_else(|| no("the function is not a lambda"))?;
    let np = lambda_parts(ctx, nbh_fn).ok_or_else(|| no("a malformed lambda"))?;
    let [nbh] = np.params else {
        return fail("a lambda of several parameters");
    };
    // dot: reduce step 0 (join (zip2D nbh w)).
    let (_, red_args) =
        pattern_app(ctx, &np.ret, &REDUCES, 3).ok_or_else(|| no("the neighbourhood is not reduced"))?;
    let step = lambda_of(ctx, &red_args[0])
        .ok_or_else(|| no("the reduction is not a lambda"))?
        .clone();
    if !is_multiply_add(ctx, &step) || !is_zero_literal(ctx, &red_args[1]) {
        return fail("the reduction is not a dot product");
    }
    let zero = red_args[1].defining_op().cloned().ok_or_else(|| no("no zero"))?;
    let (a, b) = joined_zip_2d(ctx, &red_args[2]).ok_or_else(|| no("not a joined zip2D"))?;
    let (kernel, kernel_first) = if a == *nbh {
        (b, false)
    } else if b == *nbh {
        (a, true)
    } else {
        return fail("the neighbourhood is not zipped with a kernel");
    };
    let global = kernel_global(ctx, &kernel).ok_or_else(|| no("the kernel is not a global"))?;
    Ok(Conv {
        outer_map,
        inner_map,
        image,
        step,
        zero,
        kernel_first,
        k,
        global,
    })
}

/// `separateConv` at one convolution, with the separable kernels by
/// global name: the convolution `map2D (λnbh. dot (join nbh) (join w))
/// (slide2D k 1 image)` becomes a vertical then a horizontal pass per
/// band of `k` rows: `map (λband. map (dot wh) (slide k 1 (mapSeq (dot
/// wv) (transpose band)))) (slide k 1 image)`, so that each vertical dot
/// product is computed once per band (`k` multiplications) and shared by
/// the `k` windows that read it.
fn separate_conv_at<'a>(
    ctx: &'a Context,
    kernels: &'a RefCell<Vec<(String, Separated, bool)>>,
) -> Strategy<'a> {
    Strategy::new(move |op| {
        let conv = match_conv(ctx, op)?;
        let mut table = kernels.borrow_mut();
        let Some(entry) = table.iter_mut().find(|(g, _, _)| *g == conv.global) else {
            return fail("the kernel is not a separable constant");
        };
        entry.2 = true;
        let sep = entry.1.clone();
        drop(table);
        if sep.wv.len() as i64 != conv.k {
            return fail("the kernel's size is not the window's");
        }
        let loc = op.loc();
        let mut rb = Rb::new(ctx, loc);
        let vec_ty = ctx.memref_type(&[conv.k], ctx.f32());
        let factor = |rb: &mut Rb<'_>, name: &str| -> Res<Value> {
            let props = ctx.dictionary_attr(&[(ctx.ident("name"), ctx.flat_symbol_ref_attr(name))]);
            let get = rb.op("memref.get_global", vec![], vec_ty, Some(props));
            let rt = strata_dialect_rise::memref_rise_type(ctx, vec_ty)
                .ok_or_else(|| Failure::new("no rise type"))?;
            Ok(rb.op("rise.in", vec![get], rt, None))
        };
        let wv = factor(&mut rb, &sep.names.0)?;
        let wh = factor(&mut rb, &sep.names.1)?;
        let (step, zero, first) = (conv.step.clone(), conv.zero.clone(), conv.kernel_first);
        let dot = |r: &mut Rb<'_>, xs: Value, w: Value| dot_like(r, &step, &zero, first, xs, w);
        let k = conv.k;
        let bands = rb.slide(k, 1, conv.image.clone())?;
        let (_, band_ty) = rb.array(&bands)?;
        let inner_name = map_name(ctx, &conv.inner_map);
        let band_fn = rb.lambda(&[band_ty], |r, band| {
            let cols = r.transpose(band[0].clone())?;
            let (_, col_ty) = r.array(&cols)?;
            let wv = wv.clone();
            let vfn = r.lambda(&[col_ty], |r, col| dot(r, col[0].clone(), wv))?;
            // Sequential, so that the lowering stores it once per band.
            let vertical = r.map("rise.mapSeq", vfn, cols)?;
            let windows = r.slide(k, 1, vertical)?;
            let (_, w_ty) = r.array(&windows)?;
            let wh = wh.clone();
            let hfn = r.lambda(&[w_ty], |r, w| dot(r, w[0].clone(), wh))?;
            r.map(inner_name, hfn, windows)
        })?;
        let result = rb.map(map_name(ctx, &conv.outer_map), band_fn, bands)?;
        if result.ty() != op.result_types()[0] {
            return fail("the separated convolution has another type");
        }
        Ok(replace_with(rb, result))
    })
}

/// `separateConv` on a module: each 2-D convolution (as the builder
/// writes it, in a function's top-level block) whose kernel is a constant
/// `memref.global` of rank one (checked) becomes a vertical and a
/// horizontal pass with the kernel's factors, held in two new globals
/// (`@<kernel>_v`, `@<kernel>_h`), the vertical pass once per band of
/// rows (see `separate_conv_at`). Fails if there is no such
/// convolution. Dead Rise ops are left for [`dead_rise_code`].
pub fn separate_conv(ctx: &Context) -> Strategy<'_> {
    Strategy::new(move |module| {
        let kernels = separable_kernels(ctx, module)?;
        let new = top_down_all(try_(separate_conv_at(ctx, &kernels))).apply(module)?;
        add_factor_globals(ctx, module, &new, kernels)
    })
}

/// The thesis' rule `separateConv` as it is written, per neighbourhood:
/// `dot (join w) (join nbh)` (a `reduceSeq` of multiply-adds from zero
/// over `join (zip2D nbh w)`) with `w` a constant global of rank one
/// becomes `nbh |> transpose |> map (dot wv) |> dot wh`, inside whatever
/// computes the neighbourhoods. The factors' globals are read at the
/// start of each function using the kernel. Each output still costs `k`
/// vertical dot products, `k * k + k` multiplications (12 for 3×3, against
/// 9): [`separate_conv`] rewrites the whole convolution instead.
pub fn separate_conv_nbh(ctx: &Context) -> Strategy<'_> {
    Strategy::new(move |module| {
        let kernels = separable_kernels(ctx, module)?;
        let in_funcs = seq(
            crate::strategy::is(ctx, "func.func"),
            separate_nbh_in_func(ctx, &kernels),
        );
        let new = top_down_all(try_(in_funcs)).apply(module)?;
        add_factor_globals(ctx, module, &new, kernels)
    })
}

/// The separable constant kernels of a module, their factors and whether
/// a rewrite used them.
type Kernels = RefCell<Vec<(String, Separated, bool)>>;

/// The separable constant kernels of a module, with fresh names for the
/// globals of their factors.
fn separable_kernels(ctx: &Context, module: &Op) -> Res<Kernels> {
    let Some(block) = module.regions().first().and_then(|r| r.blocks().first()) else {
        return fail("not a module");
    };
    let existing: FxHashSet<String> = block
        .ops()
        .iter()
        .filter_map(|o| o.properties().and_then(|p| ctx.dict_get_str(p, "sym_name")))
        .filter_map(|a| ctx.string_attr_value(a).map(str::to_string))
        .collect();
    let fresh = |base: String| {
        let mut name = base.clone();
        let mut i = 0;
        while existing.contains(&name) {
            i += 1;
            name = format!("{base}_{i}");
        }
        name
    };
    let table: Vec<(String, Separated, bool)> = block
        .ops()
        .iter()
        .filter_map(|o| global_kernel(ctx, o))
        .filter_map(|(name, w)| {
            let (wv, wh) = separate_kernel(&w)?;
            let names = (fresh(format!("{name}_v")), fresh(format!("{name}_h")));
            Some((name, Separated { wv, wh, names }, false))
        })
        .collect();
    if table.is_empty() {
        return fail("no separable constant kernel");
    }
    Ok(RefCell::new(table))
}

/// `new_module` (a rewrite of `module`) with the globals of the kernel
/// factors the rewrite used; fails if it used none.
fn add_factor_globals(
    ctx: &Context,
    module: &Op,
    new_module: &Op,
    kernels: Kernels,
) -> crate::strategy::StrategyResult {
    let used: Vec<Separated> = kernels
        .into_inner()
        .into_iter()
        .filter(|e| e.2)
        .map(|e| e.1)
        .collect();
    if used.is_empty() || new_module.ptr_eq(module) {
        return fail("no convolution with a separable constant kernel");
    }
    let nb = &new_module.regions()[0].blocks()[0];
    let mut ops: Vec<Op> = Vec::with_capacity(nb.ops().len() + 2 * used.len());
    for s in &used {
        ops.push(vector_global(ctx, &s.names.0, &s.wv, module.loc()));
        ops.push(vector_global(ctx, &s.names.1, &s.wh, module.loc()));
    }
    ops.extend(nb.ops().iter().cloned());
    let mut regions = new_module.regions().to_vec();
    regions[0] = Region::new(vec![nb.with_ops(ops)]);
    Ok(Rewrite::op(
        OpParts {
            regions,
            ..new_module.parts()
        }
        .build(),
    ))
}

/// [`separate_conv_nbh`] in one function: reads the factors of the
/// kernels it uses at its start, then rewrites each dot product of a
/// neighbourhood with one of them.
fn separate_nbh_in_func<'a>(ctx: &'a Context, kernels: &'a Kernels) -> Strategy<'a> {
    Strategy::new(move |func| {
        let Some(block) = func.regions().first().and_then(|r| r.blocks().first()) else {
            return fail("a declaration");
        };
        let table = kernels.borrow().clone();
        let mut rb = Rb::new(ctx, func.loc());
        // (kernel, wv, wh, index in the table) for each kernel read here.
        let mut factors: Vec<(String, Value, Value, usize)> = Vec::new();
        for op in block.ops() {
            if !named(ctx, op, "memref.get_global") {
                continue;
            }
            let Some(g) = op
                .properties()
                .and_then(|p| ctx.dict_get_str(p, "name"))
                .and_then(|a| ctx.flat_symbol_ref_value(a))
                .map(|i| ctx.ident_str(i).to_string())
            else {
                continue;
            };
            let Some(index) = table.iter().position(|e| e.0 == g) else {
                continue;
            };
            if factors.iter().any(|f| f.0 == g) {
                continue;
            }
            let k = table[index].1.wv.len() as i64;
            let vec_ty = ctx.memref_type(&[k], ctx.f32());
            let rt = strata_dialect_rise::memref_rise_type(ctx, vec_ty)
                .ok_or_else(|| Failure::new("no rise type"))?;
            let mut read = |name: &str| {
                let props = ctx.dictionary_attr(&[(ctx.ident("name"), ctx.flat_symbol_ref_attr(name))]);
                let get = rb.op("memref.get_global", vec![], vec_ty, Some(props));
                rb.op("rise.in", vec![get], rt, None)
            };
            let (wv, wh) = (read(&table[index].1.names.0), read(&table[index].1.names.1));
            factors.push((g, wv, wh, index));
        }
        if factors.is_empty() {
            return fail("the function reads no separable kernel");
        }
        let mut ops = rb.ops;
        ops.extend(block.ops().iter().cloned());
        let mut regions = func.regions().to_vec();
        regions[0] = Region::new(vec![block.with_ops(ops)]);
        let with_factors = OpParts {
            regions,
            ..func.parts()
        }
        .build();
        let used: RefCell<Vec<usize>> = RefCell::new(Vec::new());
        let rule = Strategy::new(|op: &Op| {
            let (_, args) = op_app(ctx, op, &REDUCES, 3)?;
            let step =
                lambda_of(ctx, &args[0]).ok_or_else(|| Failure::new("the reduction is not a lambda"))?;
            if !is_multiply_add(ctx, step) || !is_zero_literal(ctx, &args[1]) {
                return fail("the reduction is not a dot product");
            }
            let zero = args[1].defining_op().ok_or_else(|| Failure::new("no zero"))?;
            let (a, b) = joined_zip_2d(ctx, &args[2]).ok_or_else(|| Failure::new("not a joined zip2D"))?;
            let found = |v: &Value| kernel_global(ctx, v).and_then(|g| factors.iter().find(|f| f.0 == g));
            let (nbh, f, kernel_first) = match (found(&a), found(&b)) {
                (_, Some(f)) => (a.clone(), f, false),
                (Some(f), None) => (b.clone(), f, true),
                (None, None) => return fail("no separable kernel"),
            };
            let mut rb = Rb::new(ctx, op.loc());
            let cols = rb.transpose(nbh)?;
            let (_, col_ty) = rb.array(&cols)?;
            let wv = f.1.clone();
            let vfn = rb.lambda(&[col_ty], |r, col| {
                dot_like(r, step, zero, kernel_first, col[0].clone(), wv)
            })?;
            let vertical = rb.map("rise.map", vfn, cols)?;
            let result = dot_like(&mut rb, step, zero, kernel_first, vertical, f.2.clone())?;
            if result.ty() != op.result_types()[0] {
                return fail("the separated dot product has another type");
            }
            used.borrow_mut().push(f.3);
            Ok(replace_with(rb, result))
        });
        let new = top_down_all(try_(rule)).apply(&with_factors)?;
        let used = used.into_inner();
        if used.is_empty() {
            return fail("no dot product with a separable kernel");
        }
        for i in used {
            kernels.borrow_mut()[i].2 = true;
        }
        Ok(Rewrite::op(new))
    })
}

// ---- dead code ------------------------------------------------------------------------

/// Removes the Rise ops (patterns, applications, lambdas, literals,
/// embeds, `rise.in`) whose results nothing uses, in every region of the
/// op, and the `memref.get_global`s only they used; succeeds unchanged
/// if there are none. Rewrites leave the ops they replaced in place.
pub fn dead_rise_code(ctx: &Context) -> Strategy<'_> {
    Strategy::new(move |op| {
        Ok(match prune_op(ctx, op) {
            Some(new) => Rewrite::op(new),
            None => Rewrite::Unchanged,
        })
    })
}

fn removable(ctx: &Context, op: &Op) -> bool {
    let name = ctx.op_name_str(op.name());
    (name.starts_with("rise.") && !matches!(name, "rise.out" | "rise.return")) || name == "memref.get_global"
}

/// `op` with the dead Rise ops of its regions removed, `None` if there
/// were none.
fn prune_op(ctx: &Context, op: &Op) -> Option<Op> {
    if op.regions().is_empty() {
        return None;
    }
    let mut changed = false;
    let regions: Vec<Region> = op
        .regions()
        .iter()
        .map(|r| {
            let blocks: Vec<Block> = r
                .blocks()
                .iter()
                .map(|b| match prune_block(ctx, b) {
                    Some(nb) => {
                        changed = true;
                        nb
                    }
                    None => b.clone(),
                })
                .collect();
            if blocks.iter().zip(r.blocks()).all(|(a, b)| a.ptr_eq(b)) {
                r.clone()
            } else {
                Region::new(blocks)
            }
        })
        .collect();
    changed.then(|| {
        OpParts {
            regions,
            ..op.parts()
        }
        .build()
    })
}

fn prune_block(ctx: &Context, block: &Block) -> Option<Block> {
    let mut used: FxHashSet<ValueKey> = FxHashSet::default();
    // The ops kept, last first, as they were and as pruned.
    let mut kept: Vec<(Op, Op)> = Vec::with_capacity(block.ops().len());
    let mut changed = false;
    for op in block.ops().iter().rev() {
        if removable(ctx, op) && op.results().all(|v| !used.contains(&v.key())) {
            changed = true;
            continue;
        }
        let new = match prune_op(ctx, op) {
            Some(new) => {
                changed = true;
                new
            }
            None => op.clone(),
        };
        used.extend(new.operands().iter().map(Value::key));
        used.extend(new.captures().iter().map(Value::key));
        kept.push((op.clone(), new));
    }
    if !changed {
        return None;
    }
    // A pruned op is a new node: the ops after it that use its results
    // are rebuilt to use the new ones.
    let mut map: rustc_hash::FxHashMap<ValueKey, Value> = rustc_hash::FxHashMap::default();
    let mut ops = Vec::with_capacity(kept.len());
    for (orig, new) in kept.into_iter().rev() {
        let touches = !map.is_empty()
            && new
                .operands()
                .iter()
                .chain(new.captures())
                .any(|v| map.contains_key(&v.key()));
        let last = if touches { deep_clone(&new, &mut map) } else { new };
        if !last.ptr_eq(&orig) {
            for i in 0..orig.num_results() {
                map.insert(orig.result(i).key(), last.result(i));
            }
        }
        ops.push(last);
    }
    Some(block.with_ops(ops))
}

/// A rewrite rule applied everywhere it matches (parents first, the ops
/// a rewrite makes included), then the dead Rise ops removed: what
/// `strata-opt --rise-elevate` runs for the local rules.
pub fn everywhere<'a>(ctx: &'a Context, rule: Strategy<'a>) -> Strategy<'a> {
    seq(top_down_all(try_(rule)), dead_rise_code(ctx))
}

// ---- the pass -----------------------------------------------------------------------

/// `rise-elevate{strategy=...}`: applies one of the rewrites above to a
/// module and removes the dead Rise ops: `map-fusion`,
/// `map-reduce-fusion` and `fuse` (both fusions) everywhere they apply;
/// `split-join` (by `tile-size`), `map-fission` and `map-interchange` at
/// the first place they apply (in pre-order); `tile` (the 2-D tiling by
/// `tile-size`×`tile-size`, once per function); `separate-conv` on the
/// module. Fails, leaving the module
/// unchanged, where the strategy does not apply.
#[derive(Clone)]
pub struct RiseElevate {
    strategy: String,
    tile_size: i64,
}

impl Default for RiseElevate {
    fn default() -> RiseElevate {
        RiseElevate {
            strategy: String::new(),
            tile_size: 32,
        }
    }
}

const STRATEGIES: &str =
    "map-fusion, map-reduce-fusion, fuse, split-join, map-fission, map-interchange, tile, \
     separate-conv, separate-conv-nbh";

impl RiseElevate {
    fn strategy<'a>(&self, ctx: &'a Context) -> Option<Strategy<'a>> {
        let n = self.tile_size;
        Some(match self.strategy.as_str() {
            "map-fusion" => everywhere(ctx, map_fusion(ctx)),
            "map-reduce-fusion" => everywhere(ctx, map_reduce_fusion(ctx)),
            "fuse" => everywhere(ctx, map_fusion(ctx) | map_reduce_fusion(ctx)),
            // Once: applied again to what they make, these would not stop
            // (interchange undoes itself, split-join splits the tiles).
            "split-join" => seq(top_down(split_join(ctx, n)), dead_rise_code(ctx)),
            "map-fission" => seq(top_down(map_fission(ctx)), dead_rise_code(ctx)),
            "map-interchange" => seq(top_down(map_interchange(ctx)), dead_rise_code(ctx)),
            "tile" => seq(
                top_down_all(try_(seq(crate::strategy::is(ctx, "func.func"), tile_2d(ctx, n)))),
                dead_rise_code(ctx),
            ),
            "separate-conv" => seq(separate_conv(ctx), dead_rise_code(ctx)),
            "separate-conv-nbh" => seq(separate_conv_nbh(ctx), dead_rise_code(ctx)),
            _ => return None,
        })
    }
}

impl strata_pass::Pass for RiseElevate {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["rise.*"],
            removes: &[],
            introduces: &["rise.*"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "rise-elevate"
    }

    fn description(&self) -> &'static str {
        "Apply a Rise rewrite written as an Elevate strategy"
    }

    fn name(&self) -> &'static str {
        "RiseElevate"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "strategy" => {
                self.strategy = value.to_string();
                Ok(())
            }
            "tile-size" => match value.parse::<i64>() {
                Ok(n) if n > 0 => {
                    self.tile_size = n;
                    Ok(())
                }
                _ => Err(format!(
                    "for the --tile-size option: '{value}' is not a positive integer"
                )),
            },
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        format!("strategy={} tile-size={}", self.strategy, self.tile_size)
    }

    fn run(&self, ctx: &Context, op: &mut strata_ir::IsolatedOpMut<'_>) -> strata_ir::LogicalResult {
        let loc = op.loc();
        let error = |m: String| {
            ctx.emit(strata_ir::Diagnostic::error(loc, m));
            Err(strata_ir::Failed)
        };
        let Some(strategy) = self.strategy(ctx) else {
            return error(format!(
                "rise-elevate: unknown strategy '{}' (one of {STRATEGIES})",
                self.strategy
            ));
        };
        let regions = match crate::convert::regions_from_body(op.body_ref()) {
            Ok(r) => r,
            Err(e) => return error(format!("rise-elevate: {}", e.0)),
        };
        let module = OpParts {
            regions,
            isolated: true,
            ..OpParts::new(op.name(), loc)
        }
        .build();
        let new = match strategy.apply(&module) {
            Ok(new) => new,
            Err(f) => {
                return error(format!(
                    "rise-elevate: the strategy '{}' does not apply: {f}",
                    self.strategy
                ))
            }
        };
        let (mut body, id) = match crate::convert::isolated_op_to_body(&new) {
            Ok(b) => b,
            Err(e) => return error(format!("rise-elevate: {}", e.0)),
        };
        let Some(mut iso) = body.isolated_op_mut(id) else {
            return error("rise-elevate: the module has no body".into());
        };
        *op.body() = std::mem::replace(iso.body(), strata_ir::Body::new());
        Ok(())
    }
}
