//! The attention matcher of the thesis (§7.4.2): small matchers written as
//! strategies, composed along use-def edges into the three attention
//! variants, and a rewrite replacing each matched subgraph by one
//! `func.call` to a declared library function.
//!
//! The atomic matchers ([`Matchers`]) succeed, changing nothing, on one
//! kind of op (`Matmul`: `linalg.matmul` or `linalg.batch_matmul`;
//! `Softmax`: `linalg.softmax` over the last dimension; `Squeeze`: a
//! `tensor.collapse_shape` dropping one dimension; `Unsqueeze`: a
//! `tensor.expand_shape` adding one; `add`: `linalg.add` or
//! `arith.addf`; `tanh`: `linalg.tanh` or `math.tanh`), and record the op
//! in the match's trail. [`operand`] moves a matcher to an operand's
//! producer, so a variant is a strategy on its last op, read from the
//! result back to the inputs:
//!
//! - dot-product (Luong): `Matmul ; operand(0, Softmax ; operand(0,
//!   Matmul))`, i.e. `softmax(Q·Kᵀ)·V`;
//! - additive (Bahdanau): `Matmul(Unsqueeze(Softmax(Squeeze(Linear'(tanh(
//!   add(add(Linear, Linear), Bias)))))), V)`, where `Linear = add(Matmul,
//!   Bias)` and `Linear'` is a `Linear` whose matmul takes the `tanh`;
//! - location-aware (Chorowski et al.): the additive form with a third
//!   `Linear` in the sum, `add(add(add(Linear, Linear), Linear), Bias)`,
//!   the projection of the location features (the convolution of the
//!   previous alignment, an input of the subgraph).
//!
//! A bias is any value (a leaf). Every op of a match but the last must
//! have its one result used once, by the match: a value used elsewhere
//! keeps the subgraph. The call takes the subgraph's inputs in program
//! order (each once) and is named `attention_dot_product`,
//! `attention_additive` or `attention_location_aware`.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::{Attribute, Context, OpName, Type};

use crate::arith_expand::make_op;
use crate::ir::{Block, Op, OpParts, Region, Value, ValueKey};
use crate::strategy::{lchoice, operand, seq, Failure, Rebuilder, Rewrite, Strategy};

/// An op of a match and the indices of its operands that are data inputs
/// (not the `outs` a linalg op writes into).
type Matched = (Op, &'static [usize]);

/// State shared by the atomic matchers of one match attempt.
#[derive(Default)]
struct State {
    /// The ops matched so far, the last op of the subgraph first.
    trail: RefCell<Vec<Matched>>,
    /// How many times each value is used in the region being searched;
    /// `None` (matchers used on their own) checks no uses.
    uses: RefCell<Option<FxHashMap<ValueKey, usize>>>,
    /// The variant that matched last.
    variant: Cell<Option<&'static str>>,
}

/// The atomic matchers and the variants composed from them. Cheap to
/// clone; clones share the trail of the current match.
#[derive(Clone)]
pub struct Matchers<'a> {
    ctx: &'a Context,
    state: Rc<State>,
    /// `tensor.empty`, whose results a subgraph writes into.
    empty: OpName,
    /// `builtin.module`: a nested module is its own symbol table, where
    /// the declarations would be missing, so it is left alone.
    module: OpName,
}

impl<'a> Matchers<'a> {
    /// Matchers for ops of `ctx`. On their own they check the shape of a
    /// subgraph only; the rewrite ([`match_attention_in_module`]) also
    /// checks that its intermediate values have no other users.
    pub fn new(ctx: &'a Context) -> Matchers<'a> {
        Matchers {
            ctx,
            state: Rc::new(State::default()),
            empty: ctx.op_name("tensor.empty"),
            module: ctx.op_name("builtin.module"),
        }
    }

    /// An atomic matcher: succeeds on ops named one of `names` for which
    /// `check` holds, recording them with their data inputs `inputs`.
    fn atom(
        &self,
        names: &[&str],
        inputs: &'static [usize],
        check: fn(&Context, &Op) -> bool,
    ) -> Strategy<'a> {
        let names: Vec<OpName> = names.iter().map(|n| self.ctx.op_name(n)).collect();
        let (ctx, state) = (self.ctx, self.state.clone());
        Strategy::new(move |op| {
            if !names.contains(&op.name()) || op.num_results() != 1 || !check(ctx, op) {
                return Err(Failure::new("not the op this matcher matches"));
            }
            let mut trail = state.trail.borrow_mut();
            // Inside the subgraph, a value must feed only the subgraph.
            if let (false, Some(uses)) = (trail.is_empty(), &*state.uses.borrow()) {
                if uses.get(&op.result_key(0)).copied().unwrap_or(0) != 1 {
                    return Err(Failure::new("an intermediate value has other users"));
                }
            }
            trail.push((op.clone(), inputs));
            Ok(Rewrite::Unchanged)
        })
    }

    /// `Matmul`: `linalg.matmul` or `linalg.batch_matmul` on tensors.
    pub fn matmul(&self) -> Strategy<'a> {
        self.atom(&["linalg.matmul", "linalg.batch_matmul"], &[0, 1], |_, op| {
            op.operands().len() == 3
        })
    }

    /// `Softmax`: `linalg.softmax` over the last dimension.
    pub fn softmax(&self) -> Strategy<'a> {
        self.atom(&["linalg.softmax"], &[0], |ctx, op| {
            let rank = ctx.shape(op.result_types()[0]).map(|s| s.len());
            let dim = op
                .properties()
                .and_then(|p| ctx.dict_get_str(p, "dimension"))
                .and_then(|a| ctx.integer_attr_value(a))
                .map(|v| v.zext_u64() as usize);
            matches!((rank, dim), (Some(r), Some(d)) if r > 0 && d == r - 1)
        })
    }

    /// `Squeeze`: a `tensor.collapse_shape` dropping one dimension.
    pub fn squeeze(&self) -> Strategy<'a> {
        self.atom(&["tensor.collapse_shape"], &[0], |ctx, op| {
            rank_change(ctx, op) == Some(-1)
        })
    }

    /// `Unsqueeze`: a `tensor.expand_shape` adding one dimension.
    pub fn unsqueeze(&self) -> Strategy<'a> {
        self.atom(&["tensor.expand_shape"], &[0], |ctx, op| {
            rank_change(ctx, op) == Some(1)
        })
    }

    /// `add(lhs, rhs)`: an elementwise addition (`linalg.add`,
    /// `arith.addf`) whose operands' producers match `lhs` and `rhs`;
    /// `None` leaves an operand unconstrained (a leaf, such as a bias).
    pub fn add(&self, lhs: Option<Strategy<'a>>, rhs: Option<Strategy<'a>>) -> Strategy<'a> {
        let mut s = self.atom(&["linalg.add", "arith.addf"], &[0, 1], |ctx, op| {
            let linalg = ctx.op_name_str(op.name()) == "linalg.add";
            op.operands().len() == if linalg { 3 } else { 2 }
        });
        if let Some(l) = lhs {
            s = seq(s, operand(0, l));
        }
        if let Some(r) = rhs {
            s = seq(s, operand(1, r));
        }
        s
    }

    /// `tanh(s)`: `linalg.tanh` or `math.tanh` of what `s` matches.
    pub fn tanh(&self, s: Strategy<'a>) -> Strategy<'a> {
        let t = self.atom(&["linalg.tanh", "math.tanh"], &[0], |ctx, op| {
            let linalg = ctx.op_name_str(op.name()) == "linalg.tanh";
            op.operands().len() == if linalg { 2 } else { 1 }
        });
        seq(t, operand(0, s))
    }

    /// `Linear = add(Matmul, Bias)`.
    pub fn linear(&self) -> Strategy<'a> {
        self.add(Some(self.matmul()), None)
    }

    /// `Matmul(s, _)`: a matmul whose left operand `s` matches.
    fn matmul_of(&self, s: Strategy<'a>) -> Strategy<'a> {
        seq(self.matmul(), operand(0, s))
    }

    /// Starts a match attempt: empties the trail.
    fn start(&self) -> Strategy<'a> {
        let state = self.state.clone();
        Strategy::new(move |_| {
            state.trail.borrow_mut().clear();
            Ok(Rewrite::Unchanged)
        })
    }

    /// Ends a successful attempt of `variant`.
    fn mark(&self, variant: &'static str) -> Strategy<'a> {
        let state = self.state.clone();
        Strategy::new(move |_| {
            state.variant.set(Some(variant));
            Ok(Rewrite::Unchanged)
        })
    }

    /// `DotProductAttention = Matmul ; Softmax ; Matmul`.
    pub fn dot_product_attention(&self) -> Strategy<'a> {
        let pattern = self.matmul_of(seq(self.softmax(), operand(0, self.matmul())));
        self.start() >> pattern >> self.mark("attention_dot_product")
    }

    /// The common part of the additive variants: `Matmul(Unsqueeze(
    /// Softmax(Squeeze(Linear'(tanh(sum))))), V)`.
    fn scored(&self, sum: Strategy<'a>) -> Strategy<'a> {
        let energy = self.add(Some(self.matmul_of(self.tanh(sum))), None);
        let squeezed = seq(self.squeeze(), operand(0, energy));
        let weights = seq(self.softmax(), operand(0, squeezed));
        self.matmul_of(seq(self.unsqueeze(), operand(0, weights)))
    }

    /// `AdditiveAttention`: the sum is `add(add(Linear, Linear), Bias)`.
    pub fn additive_attention(&self) -> Strategy<'a> {
        let sum = self.add(Some(self.add(Some(self.linear()), Some(self.linear()))), None);
        self.start() >> self.scored(sum) >> self.mark("attention_additive")
    }

    /// `LocationAwareAttention`: the sum is `add(add(add(Linear, Linear),
    /// Linear), Bias)`, the third `Linear` projecting location features.
    pub fn location_aware_attention(&self) -> Strategy<'a> {
        let pair = self.add(Some(self.linear()), Some(self.linear()));
        let sum = self.add(Some(self.add(Some(pair), Some(self.linear()))), None);
        self.start() >> self.scored(sum) >> self.mark("attention_location_aware")
    }

    /// `matchAttention = DotProductAttention <+ AdditiveAttention <+
    /// LocationAwareAttention`: succeeds, changing nothing, on the last op
    /// of an attention subgraph; [`Matchers::matched`] then tells which.
    pub fn match_attention(&self) -> Strategy<'a> {
        lchoice(
            lchoice(self.dot_product_attention(), self.additive_attention()),
            self.location_aware_attention(),
        )
    }

    /// The variant and ops of the last successful match (its last op
    /// first).
    pub fn matched(&self) -> Option<(&'static str, Vec<Op>)> {
        let variant = self.state.variant.get()?;
        Some((
            variant,
            self.state.trail.borrow().iter().map(|(o, _)| o.clone()).collect(),
        ))
    }

    /// Sets the use counts the matchers check, from the ops of `region`.
    fn count_uses(&self, region: &Region) {
        let mut borrowed = self.state.uses.borrow_mut();
        let uses = borrowed.get_or_insert_with(FxHashMap::default);
        uses.clear();
        for block in region.blocks() {
            for op in block.ops() {
                for v in op.operands().iter().chain(op.captures()) {
                    *uses.entry(v.key()).or_insert(0) += 1;
                }
            }
        }
    }
}

/// Result rank minus operand rank, for reshapes.
fn rank_change(ctx: &Context, op: &Op) -> Option<i64> {
    let from = ctx.shape(op.operand(0)?.ty())?.len() as i64;
    let to = ctx.shape(op.result_types()[0])?.len() as i64;
    Some(to - from)
}

/// What a match turns into: the call's callee and operands, and the ops to
/// erase (the subgraph and the `tensor.empty`s only it used).
struct Replacement {
    variant: &'static str,
    inputs: Vec<Value>,
    erased: Vec<usize>,
}

/// The declarations the calls need: (variant, function type) → symbol.
struct Declarations {
    taken: FxHashSet<String>,
    /// Function declarations already in the module, reused.
    existing: FxHashSet<(String, Type)>,
    made: Vec<(String, Type)>,
    by_key: FxHashMap<(&'static str, Type), String>,
}

impl Declarations {
    /// The symbol to call for `variant` at type `ty`: an existing
    /// declaration of that type, or a new one named after the variant
    /// (with a suffix if the name is taken).
    fn symbol(&mut self, variant: &'static str, ty: Type) -> String {
        if let Some(s) = self.by_key.get(&(variant, ty)) {
            return s.clone();
        }
        let mut k = 0;
        let name = loop {
            let name = if k == 0 {
                variant.to_string()
            } else {
                format!("{variant}_{k}")
            };
            k += 1;
            if self.existing.contains(&(name.clone(), ty)) {
                break name;
            }
            if self.taken.insert(name.clone()) {
                self.made.push((name.clone(), ty));
                break name;
            }
        };
        self.by_key.insert((variant, ty), name.clone());
        name
    }
}

/// Searches the blocks of `region` for attention subgraphs and replaces
/// each by a call; recurses into nested regions. `None` if nothing changed.
fn rewrite_region(m: &Matchers<'_>, decls: &mut Declarations, region: &Region) -> Option<Region> {
    m.count_uses(region);
    let matcher = m.match_attention();
    let uses = m.state.uses.borrow().clone().unwrap_or_default();
    // Matches first, on the unchanged ops, last ops first so that the
    // largest subgraph ending at an op wins over ones inside it.
    let mut plans: Vec<FxHashMap<usize, Replacement>> = Vec::new();
    for block in region.blocks() {
        let index: FxHashMap<usize, usize> = block
            .ops()
            .iter()
            .enumerate()
            .map(|(i, o)| (o.node_key(), i))
            .collect();
        let mut erased: FxHashSet<usize> = FxHashSet::default();
        let mut plan = FxHashMap::default();
        for (i, op) in block.ops().iter().enumerate().rev() {
            if erased.contains(&i) || matcher.rewrite(op).is_err() {
                continue;
            }
            let Some((variant, _)) = m.matched() else {
                continue;
            };
            let trail = m.state.trail.borrow().clone();
            if let Some(r) = plan_replacement(m.empty, variant, &trail, &index, &uses, &erased) {
                erased.extend(r.erased.iter().copied());
                plan.insert(i, r);
            }
        }
        plans.push(plan);
    }
    let mut rb = Rebuilder::default();
    let mut changed = false;
    let mut blocks = Vec::with_capacity(region.blocks().len());
    for (block, plan) in region.blocks().iter().zip(&plans) {
        let erased: FxHashSet<usize> = plan.values().flat_map(|r| r.erased.iter().copied()).collect();
        let mut ops = Vec::with_capacity(block.ops().len());
        let mut block_changed = false;
        for (i, op) in block.ops().iter().enumerate() {
            if erased.contains(&i) {
                block_changed = true;
                continue;
            }
            if let Some(r) = plan.get(&i) {
                let inputs: Vec<Value> = r.inputs.iter().map(|v| rb.lookup(v)).collect();
                let types: Vec<Type> = inputs.iter().map(Value::ty).collect();
                let fn_ty = m.ctx.function_type(&types, op.result_types());
                let callee = decls.symbol(r.variant, fn_ty);
                let call = make_op(
                    m.ctx,
                    "func.call",
                    inputs,
                    op.result_types().to_vec(),
                    &[("callee", m.ctx.flat_symbol_ref_attr(&callee))],
                    op.loc(),
                );
                rb.replace_results(op, &call);
                ops.push(call);
                block_changed = true;
                continue;
            }
            let remapped = rb.remap_op(op);
            let target = remapped.clone().unwrap_or_else(|| op.clone());
            let nested = if target.name() == m.module {
                None
            } else {
                rewrite_nested(m, decls, &target)
            };
            match nested.or(remapped) {
                Some(new) => {
                    rb.replace_results(op, &new);
                    ops.push(new);
                    block_changed = true;
                }
                None => ops.push(op.clone()),
            }
        }
        changed |= block_changed;
        blocks.push(if block_changed {
            block.with_ops(ops)
        } else {
            block.clone()
        });
    }
    changed.then(|| Region::new(blocks))
}

/// `op` with attention subgraphs replaced in its regions, if any.
fn rewrite_nested(m: &Matchers<'_>, decls: &mut Declarations, op: &Op) -> Option<Op> {
    if op.regions().is_empty() {
        return None;
    }
    let mut out: Option<Vec<Region>> = None;
    for (k, r) in op.regions().iter().enumerate() {
        match rewrite_region(m, decls, r) {
            Some(new) => out.get_or_insert_with(|| op.regions()[..k].to_vec()).push(new),
            None => {
                if let Some(out) = &mut out {
                    out.push(r.clone());
                }
            }
        }
    }
    out.map(|regions| {
        OpParts {
            regions,
            ..op.parts()
        }
        .build()
    })
}

/// The replacement of a match whose ops (last first) are `trail`, or
/// `None` if some op of it is outside the block or already replaced.
fn plan_replacement(
    empty: OpName,
    variant: &'static str,
    trail: &[Matched],
    index: &FxHashMap<usize, usize>,
    uses: &FxHashMap<ValueKey, usize>,
    erased: &FxHashSet<usize>,
) -> Option<Replacement> {
    let mut positions = Vec::with_capacity(trail.len());
    for (op, _) in trail {
        let &i = index.get(&op.node_key())?;
        if erased.contains(&i) {
            return None;
        }
        positions.push(i);
    }
    let inside: FxHashSet<ValueKey> = trail.iter().map(|(o, _)| o.result_key(0)).collect();
    let mut order: Vec<usize> = (0..trail.len()).collect();
    order.sort_by_key(|&k| positions[k]);
    let mut inputs: Vec<Value> = Vec::new();
    let mut seen: FxHashSet<ValueKey> = FxHashSet::default();
    // `tensor.empty`s written into only by the subgraph die with it: each
    // with the number of the subgraph's uses.
    let mut init_uses: FxHashMap<usize, (Op, usize)> = FxHashMap::default();
    for &k in &order {
        let (op, data) = &trail[k];
        for (j, v) in op.operands().iter().enumerate() {
            if data.contains(&j) {
                if !inside.contains(&v.key()) && seen.insert(v.key()) {
                    inputs.push(v.clone());
                }
            } else if let Some(def) = v.defining_op() {
                if def.name() == empty {
                    if let Some(&d) = index.get(&def.node_key()) {
                        init_uses.entry(d).or_insert_with(|| (def.clone(), 0)).1 += 1;
                    }
                }
            }
        }
    }
    let mut erased_ops: Vec<usize> = positions[1..].to_vec();
    for (d, (def, n)) in init_uses {
        let total = uses.get(&def.result_key(0)).copied().unwrap_or(0);
        if total == n && !erased.contains(&d) {
            erased_ops.push(d);
        }
    }
    erased_ops.sort_unstable();
    Some(Replacement {
        variant,
        inputs,
        erased: erased_ops,
    })
}

/// The attention rewrite on a module: every attention subgraph, in every
/// function, replaced by a call to `@attention_<variant>`, declared
/// `private` at the end of the module (an existing declaration with the
/// same name and type is reused); nested modules are left alone. Fails,
/// changing nothing, where there is no attention.
pub fn match_attention_in_module(ctx: &Context) -> Strategy<'_> {
    Strategy::new(move |module| {
        let m = Matchers::new(ctx);
        let mut decls = scan_symbols(ctx, module);
        let Some(new) = rewrite_nested(&m, &mut decls, module) else {
            return Err(Failure::new("no attention subgraph"));
        };
        if decls.made.is_empty() {
            return Ok(Rewrite::op(new));
        }
        let Some(block) = new.regions().first().and_then(|r| r.blocks().first()) else {
            return Err(Failure::new("the op has no block to declare functions in"));
        };
        let mut ops = block.ops().to_vec();
        for (name, ty) in &decls.made {
            ops.push(declaration(ctx, name, *ty, module.loc()));
        }
        let mut blocks = new.regions()[0].blocks().to_vec();
        blocks[0] = Block::new(block.args().to_vec(), ops);
        let mut regions = new.regions().to_vec();
        regions[0] = Region::new(blocks);
        Ok(Rewrite::op(
            OpParts {
                regions,
                ..new.parts()
            }
            .build(),
        ))
    })
}

/// The symbols of the module's top level, and its function declarations.
fn scan_symbols(ctx: &Context, module: &Op) -> Declarations {
    let mut decls = Declarations {
        taken: FxHashSet::default(),
        existing: FxHashSet::default(),
        made: Vec::new(),
        by_key: FxHashMap::default(),
    };
    let func = ctx.op_name("func.func");
    for op in module
        .regions()
        .iter()
        .flat_map(|r| r.blocks())
        .flat_map(|b| b.ops())
    {
        let Some(props) = op.properties() else { continue };
        let Some(name) = ctx
            .dict_get_str(props, "sym_name")
            .and_then(|a| ctx.string_attr_value(a))
        else {
            continue;
        };
        decls.taken.insert(name.to_string());
        let declared = op.name() == func && op.regions().iter().all(|r| r.blocks().is_empty());
        let ty = ctx
            .dict_get_str(props, "function_type")
            .and_then(|a| ctx.type_attr_value(a));
        if let (true, Some(ty)) = (declared, ty) {
            decls.existing.insert((name.to_string(), ty));
        }
    }
    decls
}

/// `func.func private @name` of type `ty`, without a body.
fn declaration(ctx: &Context, name: &str, ty: Type, loc: strata_ir::Location) -> Op {
    let props: [(&str, Attribute); 3] = [
        ("sym_name", ctx.string_attr(name)),
        ("function_type", ctx.type_attr(ty)),
        ("sym_visibility", ctx.string_attr("private")),
    ];
    let op = make_op(ctx, "func.func", vec![], vec![], &props, loc);
    let mut parts = op.parts();
    parts.regions = vec![Region::new(vec![])];
    parts.isolated = true;
    parts.build()
}
