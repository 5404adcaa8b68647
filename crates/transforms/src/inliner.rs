//! `inline`: inlines calls to callables with bodies, walking the call
//! graph's strongly connected components in post-order (MLIR's `Inliner`).
//!
//! For each component: run the simplification pipeline (`canonicalize` by
//! default, or the op's pipeline from `op-pipelines`) on its callables,
//! then inline the calls made in them, and repeat while something was
//! inlined, up to `max-iterations`. Calls that appear through inlining are
//! inlined too, except into a callee they came from (the inline history).
//! A call is not inlined into its own callee's SCC partner or itself, if
//! it is a terminator, when the callee has several blocks and the caller
//! region is single-block of another op kind, or when the callee's size
//! relative to the caller exceeds `inlining-threshold` percent. Private
//! callables whose uses are all gone are erased.

use std::cell::RefCell;
use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::function_interface::{CallOpInterface, CallableOpInterface, DEFAULT_NAMES};
use strata_ir::inlining::{ArgumentSite, HandleArgumentFn};

/// The callee dialect's argument hook with what it needs of the callee,
/// read before the callee's body is taken out of the module.
struct ArgumentHook {
    handle: HandleArgumentFn,
    callable_properties: Option<strata_ir::Attribute>,
    arg_attrs: Vec<Option<strata_ir::Attribute>>,
    caller_owner: strata_ir::OpName,
    caller_properties: Option<strata_ir::Attribute>,
}

/// The `dlti.dl_spec` of an op's attribute dictionary.
fn data_layout_in(ctx: &Context, attrs: Option<Attribute>) -> Option<Attribute> {
    attrs.and_then(|d| ctx.dict_get_str(d, "dlti.dl_spec"))
}

/// The name of the op owning the region `call` is in, `root_owner` for
/// the root regions of `caller`.
fn region_owner_name(caller: &Body, root_owner: strata_ir::OpName, call: OpId) -> strata_ir::OpName {
    match caller.parent_op(call) {
        Some(p) => caller.op_name(p),
        None => root_owner,
    }
}

/// The number of argument operands of `call` in `caller`.
fn call_iface_arg_count(ctx: &Context, caller: &Body, call: OpId) -> usize {
    ctx.op_def(caller.op_name(call))
        .and_then(|d| d.interfaces.get::<CallOpInterface>())
        .map_or(0, |i| (i.arg_operands)(OpRef::new(ctx, caller, call)).len())
}
use strata_ir::inlining::{inliner_interface, DialectInlinerInterface, RegionInlineQuery};
use strata_ir::symbol_table::{is_symbol_table, symbol_uses, symbol_visibility, walk_symbol_refs};
use strata_ir::{
    Attribute, BlockId, Body, Context, InsertPoint, IrMapping, IsolatedOpMut, Location, LocationKind,
    LogicalResult, OpId, OpRef, OpTraits, RegionId, SymbolScope, ValueId, Visibility,
};
use strata_pass::{parse_pipeline, OpPassManager, Pass, PassRegistry, RunOptions};

use crate::call_graph::{callable_region, is_call, top_ops, walk_ops, walk_ops_nested, CallGraph, UNKNOWN};

const DEFAULT_PIPELINE: &str = "canonicalize";
const NO_THRESHOLD: u32 = u32::MAX;

/// The `inline` pass: inlines calls to callables with bodies, walking the
/// call graph's strongly connected components in post-order and running the
/// simplification pipeline on each component's callables before inlining.
pub struct Inline {
    default_pipeline: String,
    op_pipelines: Vec<OpPassManager>,
    max_iterations: u32,
    threshold: u32,
}

impl Default for Inline {
    fn default() -> Self {
        Inline {
            default_pipeline: DEFAULT_PIPELINE.to_string(),
            op_pipelines: Vec::new(),
            max_iterations: 4,
            threshold: NO_THRESHOLD,
        }
    }
}

fn registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    crate::register_all(&mut r);
    r
}

pub(crate) fn parse_unsigned(name: &str, value: &str) -> Result<u32, String> {
    strata_pass::parse_int_option(name, value, "uint")
}

/// Splits `a(b),c(d)` at the top-level commas.
fn split_top(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' | '{' => depth += 1,
            ')' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&text[start..]);
    out.into_iter().map(str::trim).filter(|s| !s.is_empty()).collect()
}

impl Inline {
    fn default_manager(&self) -> Result<Option<OpPassManager>, String> {
        if self.default_pipeline.is_empty() {
            return Ok(None);
        }
        parse_pipeline(&format!("any({})", self.default_pipeline), &registry())
            .map(Some)
            .map_err(|e| e.0)
    }
}

impl Pass for Inline {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &[],
            introduces: &["cf.br"],
            introduces_if: strata_pass::conditions::WITHIN_DIALECTS,
        }
    }

    fn argument(&self) -> &'static str {
        "inline"
    }

    fn description(&self) -> &'static str {
        "Inline function calls"
    }

    fn name(&self) -> &'static str {
        "Inliner"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "default-pipeline" => {
                // As in mlir-opt, a malformed default pipeline is reported
                // and the pass then runs without one.
                self.default_pipeline = value.to_string();
                if let Err(e) = self.default_manager() {
                    eprint!("{e}");
                }
                Ok(())
            }
            "op-pipelines" => {
                let v = value
                    .strip_prefix('{')
                    .and_then(|v| v.strip_suffix('}'))
                    .unwrap_or(value);
                let reg = registry();
                self.op_pipelines = split_top(v)
                    .into_iter()
                    .map(|p| parse_pipeline(p, &reg).map_err(|e| e.0))
                    .collect::<Result<_, _>>()?;
                Ok(())
            }
            "max-iterations" => {
                self.max_iterations = parse_unsigned(name, value)?;
                Ok(())
            }
            "inlining-threshold" => {
                self.threshold = parse_unsigned(name, value)?;
                Ok(())
            }
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        let mut s = format!(
            "default-pipeline={} inlining-threshold={} max-iterations={} ",
            self.default_pipeline, self.threshold, self.max_iterations
        );
        if !self.op_pipelines.is_empty() {
            let list: Vec<String> = self.op_pipelines.iter().map(|p| p.to_pipeline_string()).collect();
            s.push_str(&format!("op-pipelines={{{}}}", list.join(",")));
        }
        s
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let default = self.default_manager().ok().flatten();
        let layout = data_layout_in(ctx, op.attr_dict()).or(op.body_ref().enclosing_data_layout());
        self.inline_table(ctx, op.body(), layout, default.as_ref())
    }
}

impl Inline {
    /// Inlines in the callables of `body`'s regions, then in those of the
    /// symbol tables nested there (each table's calls resolve in it).
    /// `layout` is the data layout in effect in `body`.
    fn inline_table(
        &self,
        ctx: &Context,
        body: &mut Body,
        layout: Option<Attribute>,
        default: Option<&OpPassManager>,
    ) -> LogicalResult {
        let cg = CallGraph::build(ctx, body);
        let uses = UseList::new(ctx, body, &cg);
        let mut inliner = Inliner {
            ctx,
            pass: self,
            default,
            cg,
            uses,
            dead: Vec::new(),
            dead_set: FxHashSet::default(),
            scratch: RefCell::default(),
            nests: RefCell::new(vec![Box::default()]),
            nest_ids: RefCell::default(),
            symbols: RefCell::default(),
            layout,
        };
        for mut scc in inliner.cg.sccs() {
            inliner.inline_scc(body, &mut scc)?;
        }
        for node in std::mem::take(&mut inliner.dead) {
            if let Some(c) = inliner.cg.callable(node) {
                body.erase_op(c);
            }
        }
        for op in top_ops(body) {
            if inliner.cg.node_of(op).is_some() || !is_symbol_table(ctx, body, op) {
                continue;
            }
            let layout = data_layout_in(ctx, body.op_attr_dict(op)).or(layout);
            if let Some(child) = body.child_body_mut(op) {
                self.inline_table(ctx, child, layout, default)?;
            }
        }
        Ok(())
    }
}

/// Per-node counts of the references to discardable (private) callables
/// (MLIR's `CGUseList`).
#[derive(Default)]
struct UseList {
    /// Discardable node -> references to it still in the IR.
    discardable: FxHashMap<usize, usize>,
    /// Node -> discardable node -> references made inside the node.
    inner: FxHashMap<usize, FxHashMap<usize, usize>>,
}

/// The symbol references made by `op` (its own attributes and everything
/// nested in its child body or regions), resolved to nodes, with whether
/// each comes from the op itself.
fn referenced_nodes(ctx: &Context, body: &Body, op: OpId, cg: &CallGraph) -> Vec<(usize, bool)> {
    let mut out = Vec::new();
    for d in [body.op_properties(op), body.op_attr_dict(op)]
        .into_iter()
        .flatten()
    {
        walk_symbol_refs(ctx, d, &mut |a| out.push((cg.resolve_symbol(ctx, a), true)));
    }
    let (rb, regions) = body.op_regions(op);
    for u in symbol_uses(ctx, rb, regions) {
        out.push((cg.resolve_symbol(ctx, u.symbol_ref), false));
    }
    out.retain(|&(n, _)| n > UNKNOWN);
    out
}

impl UseList {
    fn new(ctx: &Context, root: &Body, cg: &CallGraph) -> UseList {
        let mut u = UseList::default();
        let mut always_live = FxHashSet::default();
        for op in top_ops(root) {
            if let Some(node) = cg.node_of(op) {
                if symbol_visibility(ctx, root, op) == Visibility::Private {
                    u.discardable.insert(node, 0);
                }
                continue;
            }
            always_live.extend(referenced_nodes(ctx, root, op, cg).into_iter().map(|(n, _)| n));
        }
        for n in always_live {
            u.discardable.remove(&n);
        }
        for node in 2..cg.len() {
            u.recompute(ctx, root, cg, node);
        }
        u
    }

    fn decrement_inner(&mut self, node: usize) {
        if let Some(inner) = self.inner.remove(&node) {
            for (n, c) in inner {
                if let Some(d) = self.discardable.get_mut(&n) {
                    *d = d.saturating_sub(c);
                }
            }
        }
    }

    fn recompute(&mut self, ctx: &Context, root: &Body, cg: &CallGraph, node: usize) {
        let Some(op) = cg.callable(node) else { return };
        self.decrement_inner(node);
        let mut inner: FxHashMap<usize, usize> = FxHashMap::default();
        let mut top_level = FxHashSet::default();
        for (n, from_op) in referenced_nodes(ctx, root, op, cg) {
            let Some(d) = self.discardable.get_mut(&n) else {
                continue;
            };
            if from_op {
                if !top_level.insert(n) {
                    continue;
                }
            } else {
                *inner.entry(n).or_default() += 1;
            }
            *d += 1;
        }
        self.inner.insert(node, inner);
    }

    fn is_dead(&self, node: usize) -> bool {
        self.discardable.get(&node) == Some(&0)
    }

    fn has_one_use_and_discardable(&self, node: usize) -> bool {
        self.discardable.get(&node) == Some(&1)
    }

    /// After `from` was inlined into `to`, `to` holds copies of `from`'s
    /// references.
    fn merge_after_inlining(&mut self, from: usize, to: usize) {
        let copied: Vec<(usize, usize)> = self
            .inner
            .get(&from)
            .map(|m| m.iter().map(|(&n, &c)| (n, c)).collect())
            .unwrap_or_default();
        let to_inner = self.inner.entry(to).or_default();
        for (n, c) in copied {
            *to_inner.entry(n).or_default() += c;
            if let Some(d) = self.discardable.get_mut(&n) {
                *d += c;
            }
        }
    }

    fn erase_node(&mut self, node: usize) {
        self.decrement_inner(node);
        self.discardable.remove(&node);
    }
}

#[derive(Copy, Clone)]
struct ResolvedCall {
    source: usize,
    /// The isolated ops inside the source callable whose body holds the
    /// call: an index into [`Inliner::nests`], 0 for none.
    nest: usize,
    call: OpId,
    target: usize,
}

struct Inliner<'a> {
    ctx: &'a Context,
    pass: &'a Inline,
    default: Option<&'a OpPassManager>,
    cg: CallGraph,
    uses: UseList,
    /// Callables to erase once every SCC is done, in the order found.
    dead: Vec<usize>,
    dead_set: FxHashSet<usize>,
    /// Tables reused by every inlined call.
    scratch: RefCell<Scratch>,
    /// Paths of nested isolated ops to the bodies holding calls (see
    /// [`ResolvedCall::nest`]); the first is empty.
    nests: RefCell<Vec<Box<[OpId]>>>,
    /// The index in `nests` of each non-empty path.
    nest_ids: RefCell<FxHashMap<Box<[OpId]>, usize>>,
    /// The symbols of the table, for argument hooks (made when first needed).
    symbols: RefCell<Option<Arc<SymbolScope>>>,
    /// The data layout in effect in the table.
    layout: Option<Attribute>,
}

/// The tables one inlined call fills, kept between calls so that they are
/// cleared rather than grown again from empty each time.
#[derive(Default)]
struct Scratch {
    /// Callee values and blocks to their copies.
    map: IrMapping,
    /// Callee locations to their call-site locations.
    locations: FxHashMap<Location, Location>,
}

impl Inliner<'_> {
    fn inline_scc(&mut self, root: &mut Body, scc: &mut Vec<usize>) -> LogicalResult {
        let mut iteration = 0;
        loop {
            self.optimize_scc(root, scc)?;
            if !self.inline_calls_in_scc(root, scc) {
                break;
            }
            iteration += 1;
            if iteration >= self.pass.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// Runs the simplification pipeline on every callable of the SCC.
    fn optimize_scc(&mut self, root: &mut Body, scc: &[usize]) -> LogicalResult {
        let nodes: Vec<usize> = scc.iter().copied().filter(|&n| n > UNKNOWN).collect();
        if nodes.is_empty() {
            return Ok(());
        }
        let ctx = self.ctx;
        for &n in &nodes {
            let op = self.cg.callable(n).expect("callable node");
            let name = ctx.op_name_str(root.op_name(op)).to_string();
            let pm = self
                .pass
                .op_pipelines
                .iter()
                .find(|p| p.to_pipeline_string().starts_with(&format!("{name}(")))
                .or(self.default);
            let Some(pm) = pm else { continue };
            let Some(mut iso) = root.isolated_op_mut(op) else {
                continue;
            };
            let options = RunOptions {
                threading: false,
                ..RunOptions::default()
            };
            let mut am = strata_pass::AnalysisManager::new();
            pm.run_on(ctx, &mut iso, &mut am, false, &options, &mut Vec::new())?;
        }
        for &n in &nodes {
            self.uses.recompute(ctx, root, &self.cg, n);
        }
        Ok(())
    }

    /// The calls made directly in the callable of `node` (also in nested
    /// regions that are not callables).
    fn collect_calls(
        &self,
        body: &Body,
        regions: &[RegionId],
        source: usize,
        nest: usize,
        out: &mut Vec<ResolvedCall>,
    ) {
        let base: Vec<OpId> = self.nests.borrow()[nest].to_vec();
        let mut path = base.clone();
        walk_ops_nested(self.ctx, body, regions, &mut path, &mut |b, p, op| {
            let nest = if p.len() == base.len() {
                nest
            } else {
                self.nest_index(p)
            };
            self.collect_call(b, op, source, nest, out)
        });
    }

    /// The index of `path` in [`Inliner::nests`], added if new.
    fn nest_index(&self, path: &[OpId]) -> usize {
        let mut ids = self.nest_ids.borrow_mut();
        if let Some(&i) = ids.get(path) {
            return i;
        }
        let mut nests = self.nests.borrow_mut();
        nests.push(path.into());
        ids.insert(path.into(), nests.len() - 1);
        nests.len() - 1
    }

    /// Appends `op` to `out` if it is a call to a known callable.
    fn collect_call(&self, body: &Body, op: OpId, source: usize, nest: usize, out: &mut Vec<ResolvedCall>) {
        let ctx = self.ctx;
        if is_call(ctx, body, op) {
            let target = self.cg.resolve(ctx, body, op);
            if target > UNKNOWN {
                out.push(ResolvedCall {
                    source,
                    nest,
                    call: op,
                    target,
                });
            }
        }
    }

    /// The body holding call `it`, and the name and properties of the op
    /// owning its root regions.
    fn caller_body<'b>(
        &self,
        root: &'b Body,
        it: ResolvedCall,
    ) -> (&'b Body, strata_ir::OpName, Option<Attribute>) {
        let src_op = self.cg.callable(it.source).expect("callable node");
        let mut body = root.child_body(src_op).expect("callable body");
        let (mut owner, mut properties) = (root.op_name(src_op), root.op_properties(src_op));
        for &op in self.nests.borrow()[it.nest].iter() {
            (owner, properties) = (body.op_name(op), body.op_properties(op));
            body = body.child_body(op).expect("isolated op body");
        }
        (body, owner, properties)
    }

    /// [`Inliner::caller_body`], mutable.
    fn caller_body_mut<'b>(&self, root: &'b mut Body, it: ResolvedCall) -> &'b mut Body {
        let src_op = self.cg.callable(it.source).expect("callable node");
        let mut body = root.child_body_mut(src_op).expect("callable body");
        for &op in self.nests.borrow()[it.nest].iter() {
            body = body.child_body_mut(op).expect("isolated op body");
        }
        body
    }

    fn inline_calls_in_scc(&mut self, root: &mut Body, scc: &mut Vec<usize>) -> bool {
        let ctx = self.ctx;
        let mut dead_here: FxHashSet<usize> = FxHashSet::default();
        let mut dead_order: Vec<usize> = Vec::new();
        let mut calls = Vec::new();
        for &n in scc.iter() {
            if n <= UNKNOWN {
                continue;
            }
            if self.uses.is_dead(n) {
                if dead_here.insert(n) {
                    dead_order.push(n);
                }
                continue;
            }
            let op = self.cg.callable(n).expect("callable node");
            let child = root.child_body(op).expect("callable body");
            self.collect_calls(child, child.root_regions(), n, 0, &mut calls);
        }
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut history: Vec<(usize, Option<usize>)> = Vec::new();
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let it: ResolvedCall = calls[i];
            let hist = call_history[i];
            i += 1;
            if dead_here.contains(&it.source) {
                continue;
            }
            let mut h = hist;
            let mut in_history = false;
            while let Some(id) = h {
                if history[id].0 == it.target {
                    in_history = true;
                    break;
                }
                h = history[id].1;
            }
            if in_history || !self.should_inline(root, it) {
                continue;
            }
            let in_place = self.uses.has_one_use_and_discardable(it.target);
            let drop_refs = {
                let (caller, ..) = self.caller_body(root, it);
                referenced_nodes(ctx, caller, it.call, &self.cg)
            };
            if !self.inline_call(root, it, &mut calls) {
                continue;
            }
            inlined_any = true;
            let id = history.len();
            history.push((it.target, hist));
            call_history.resize(calls.len(), Some(id));
            self.uses.drop_refs(it.source, &drop_refs);
            self.uses.merge_after_inlining(it.target, it.source);
            if in_place {
                // Its only use is gone: free the callee's body now (MLIR moves
                // it into the caller, leaving the callable empty) so that
                // inlining never holds two copies of it.
                if let Some(op) = self.cg.callable(it.target) {
                    root.clear_child_body(op);
                }
                self.uses.erase_node(it.target);
                if dead_here.insert(it.target) {
                    dead_order.push(it.target);
                }
            }
        }
        scc.retain(|x| !dead_here.contains(x));
        for n in dead_order {
            if self.dead_set.insert(n) {
                self.dead.push(n);
            }
        }
        inlined_any
    }

    fn should_inline(&self, root: &Body, it: ResolvedCall) -> bool {
        let ctx = self.ctx;
        let src_op = self.cg.callable(it.source).expect("callable node");
        let tgt_op = self.cg.callable(it.target).expect("callable node");
        let (call_body, root_owner, _) = self.caller_body(root, it);
        if ctx
            .op_def(call_body.op_name(it.call))
            .is_some_and(|d| d.traits.contains(OpTraits::TERMINATOR))
        {
            return false;
        }
        if self
            .cg
            .edges(it.target)
            .iter()
            .any(|&e| e == it.target || e == it.source)
        {
            return false;
        }
        if it.target == it.source {
            return false;
        }
        let Some(callee_region) = callable_region(ctx, root, tgt_op) else {
            return false;
        };
        let callee = root.child_body(tgt_op).expect("callable body");
        let multi_block = callee.region_blocks(callee_region).nth(1).is_some();
        if multi_block {
            let owner = region_owner_name(call_body, root_owner, it.call);
            let single_block = ctx
                .op_def(owner)
                .is_some_and(|d| d.traits.contains(OpTraits::SINGLE_BLOCK));
            if owner != root.op_name(tgt_op) && single_block {
                return false;
            }
        }
        self.profitable(root.child_body(src_op).expect("callable body"), callee)
    }

    fn profitable(&self, caller: &Body, callee: &Body) -> bool {
        match self.pass.threshold {
            0 => return false,
            NO_THRESHOLD => return true,
            _ => {}
        }
        let caller_ops = count_ops(caller, caller.root_regions());
        if caller_ops == 0 {
            return true;
        }
        let ratio = count_ops(callee, callee.root_regions()) as u64 * 100 / caller_ops as u64;
        ratio <= self.pass.threshold as u64
    }

    /// Whether every op of `regions` (and what is nested in them) may be
    /// inlined.
    fn ops_legal(
        &self,
        body: &Body,
        regions: &[RegionId],
        dest_owner: strata_ir::OpName,
        cloned: bool,
    ) -> bool {
        let ctx = self.ctx;
        let mut legal = true;
        walk_ops(body, regions, &mut |op| {
            if !legal {
                return;
            }
            let name = body.op_name(op);
            legal = inliner_interface(ctx, name)
                .is_some_and(|i| (i.is_legal_to_inline_op)(OpRef::new(ctx, body, op), dest_owner, cloned));
            if legal {
                if let Some(child) = body.child_body(op) {
                    legal = self.ops_legal(child, child.root_regions(), dest_owner, cloned);
                }
            }
        });
        legal
    }

    /// Inlines call `it`; new calls found in the inlined code are appended
    /// to `calls`. Returns false (changing nothing) if it cannot.
    fn inline_call(&self, root: &mut Body, it: ResolvedCall, calls: &mut Vec<ResolvedCall>) -> bool {
        let ctx = self.ctx;
        let src_op = self.cg.callable(it.source).expect("callable node");
        let tgt_op = self.cg.callable(it.target).expect("callable node");
        let cloned = true;
        let Some(callee_region) = callable_region(ctx, root, tgt_op) else {
            return false;
        };
        // Legality, with everything read-only.
        let call_iface = {
            let (caller, root_owner, _) = self.caller_body(root, it);
            let callee = root.child_body(tgt_op).expect("callable body");
            let Some(entry) = callee.region_entry(callee_region) else {
                return false;
            };
            let call_name = caller.op_name(it.call);
            let Some(call_iface) = inliner_interface(ctx, call_name) else {
                return false;
            };
            let Some(call_op_iface) = ctx
                .op_def(call_name)
                .and_then(|d| d.interfaces.get::<CallOpInterface>())
            else {
                return false;
            };
            let call_ref = OpRef::new(ctx, caller, it.call);
            if (call_op_iface.arg_operands)(call_ref).len() != callee.block_args(entry).len() {
                return false;
            }
            if !(call_iface.is_legal_to_inline_call)(call_ref, OpRef::new(ctx, root, tgt_op), cloned) {
                return false;
            }
            let owner = region_owner_name(caller, root_owner, it.call);
            let call_args = call_op_iface.arg_operand_values(call_ref);
            let query = RegionInlineQuery {
                ctx,
                dest_owner: owner,
                dest_body: caller,
                call: it.call,
                call_args: &call_args,
                src_body: callee,
                src_region: callee_region,
                would_be_cloned: cloned,
            };
            let region_ok =
                inliner_interface(ctx, owner).is_some_and(|i| (i.is_legal_to_inline_region)(&query));
            if !region_ok || !self.ops_legal(callee, &[callee_region], owner, cloned) {
                return false;
            }
            *call_iface
        };
        let callable_iface = ctx
            .op_def(root.op_name(tgt_op))
            .and_then(|d| d.interfaces.get::<CallableOpInterface>())
            .copied();
        let Some(callable_iface) = callable_iface else {
            return false;
        };
        let callee_results: Vec<strata_ir::Type> =
            (callable_iface.result_types)(OpRef::new(ctx, root, tgt_op)).to_vec();
        // The callee's dialect may rewrite arguments carrying attributes
        // (an `llvm.byval` copy, say).
        let arg_hook = inliner_interface(ctx, root.op_name(tgt_op))
            .and_then(|i| i.handle_argument)
            .map(|f| {
                let callee = OpRef::new(ctx, root, tgt_op);
                let n = call_iface_arg_count(ctx, self.caller_body(root, it).0, it.call);
                let attrs: Vec<Option<strata_ir::Attribute>> = (0..n)
                    .map(|i| strata_ir::function_interface::arg_attrs(callee, DEFAULT_NAMES, i))
                    .collect();
                let (_, caller_owner, caller_properties) = self.caller_body(root, it);
                self.symbols
                    .borrow_mut()
                    .get_or_insert_with(|| Arc::new(SymbolScope::of_regions(ctx, root, root.root_regions())));
                ArgumentHook {
                    handle: f,
                    callable_properties: callee.properties(),
                    arg_attrs: attrs,
                    caller_owner,
                    caller_properties,
                }
            });
        // The callee's body is read while the caller's is edited: take it
        // out of its op for that time rather than copying it.
        let callee_body = root.take_child_body(tgt_op).expect("callable body");
        let caller_loc = root.op_loc(src_op);
        let caller = self.caller_body_mut(root, it);
        // Argument hooks read the symbols and data layout around the caller.
        let outer = arg_hook.as_ref().map(|_| {
            (
                caller.set_symbol_scope(self.symbols.borrow().clone()),
                caller.set_enclosing_data_layout(self.layout),
            )
        });
        let mut scratch = std::mem::take(&mut *self.scratch.borrow_mut());
        let done = self.inline_body(
            caller,
            caller_loc,
            &callee_body,
            callee_region,
            &callee_results,
            &call_iface,
            arg_hook.as_ref(),
            it,
            calls,
            &mut scratch,
        );
        *self.scratch.borrow_mut() = scratch;
        if let Some((symbols, layout)) = outer {
            let caller = self.caller_body_mut(root, it);
            caller.set_symbol_scope(symbols);
            caller.set_enclosing_data_layout(layout);
        }
        root.set_child_body(tgt_op, Some(callee_body));
        done
    }

    /// The part of [`Inliner::inline_call`] that edits the caller: copies
    /// `callee_region` of `callee_body` in place of call `it`.
    #[allow(clippy::too_many_arguments)]
    fn inline_body(
        &self,
        caller: &mut Body,
        caller_loc: Location,
        callee_body: &Body,
        callee_region: RegionId,
        callee_results: &[strata_ir::Type],
        call_iface: &DialectInlinerInterface,
        arg_hook: Option<&ArgumentHook>,
        it: ResolvedCall,
        calls: &mut Vec<ResolvedCall>,
        scratch: &mut Scratch,
    ) -> bool {
        let ctx = self.ctx;
        let call_iface_op = ctx
            .op_def(caller.op_name(it.call))
            .and_then(|d| d.interfaces.get::<CallOpInterface>())
            .copied()
            .expect("call interface");
        let entry = callee_body.region_entry(callee_region).expect("entry block");
        let call_loc = caller.op_loc(it.call);
        // Type conversions of mismatched arguments and results.
        let mut operands = call_iface_op.arg_operand_values(OpRef::new(ctx, caller, it.call));
        if callee_results.len() != caller.num_results(it.call) {
            return false;
        }
        let mut created = Vec::new();
        let mut ok = true;
        for (i, &a) in callee_body.block_args(entry).iter().enumerate() {
            let ty = callee_body.value_type(a);
            if caller.value_type(operands[i]) == ty {
                continue;
            }
            match convert(
                call_iface,
                ctx,
                caller,
                InsertPoint::Before(it.call),
                operands[i],
                ty,
                call_loc,
            ) {
                Some(v) => {
                    if let Some(d) = caller.defining_op(v) {
                        created.push(d);
                    }
                    operands[i] = v;
                }
                None => {
                    ok = false;
                    break;
                }
            }
        }
        let results: Vec<ValueId> = caller.results(it.call).collect();
        let mut result_casts = Vec::new();
        if ok {
            for (i, &r) in results.iter().enumerate() {
                let ty = caller.value_type(r);
                if ty == callee_results[i] {
                    continue;
                }
                match convert(
                    call_iface,
                    ctx,
                    caller,
                    InsertPoint::After(it.call),
                    r,
                    ty,
                    call_loc,
                ) {
                    Some(v) => {
                        if let Some(d) = caller.defining_op(v) {
                            created.push(d);
                            result_casts.push((r, v, d));
                        }
                    }
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
        }
        if !ok {
            for d in created.into_iter().rev() {
                caller.erase_op(d);
            }
            return false;
        }
        for (r, v, d) in result_casts {
            caller.replace_uses_with_if(r, v, |_, user, _| user != d);
        }
        if let Some(hook) = arg_hook {
            for (i, operand) in operands.iter_mut().enumerate() {
                if let Some(&Some(arg_attrs)) = hook.arg_attrs.get(i) {
                    let site = ArgumentSite {
                        call: it.call,
                        arg_attrs,
                        callable_properties: hook.callable_properties,
                        caller_owner: hook.caller_owner,
                        caller_properties: hook.caller_properties,
                    };
                    *operand = (hook.handle)(ctx, caller, &site, *operand);
                }
            }
        }

        // Clone the callee's blocks into a detached region.
        let tmp = caller.create_region();
        let map = &mut scratch.map;
        let size = callee_body.size();
        map.reset(size.values, size.blocks);
        caller.reserve(size);
        caller.clone_region_from(callee_body, callee_region, tmp, map);
        let new_blocks: Vec<BlockId> = caller.region_blocks(tmp).collect();
        if !matches!(ctx.loc_kind(call_loc), LocationKind::Unknown) {
            let memo = &mut scratch.locations;
            memo.clear();
            if memo.capacity() > 4 * size.ops + 64 {
                *memo = FxHashMap::default();
            }
            for &b in &new_blocks {
                remap_block_locations(ctx, caller, b, call_loc, memo);
            }
        }
        if let Some(process) = call_iface.process_inlined_call_blocks {
            process(ctx, caller, it.call, caller_loc, &new_blocks);
        }
        self.collect_calls(caller, &[tmp], it.source, it.nest, calls);
        let first = new_blocks[0];
        let single_block_allowed = caller
            .first_op(first)
            .and_then(|op| inliner_interface(ctx, caller.op_name(op)))
            .and_then(|i| i.allow_single_block_optimization)
            .is_none_or(|allow| allow(ctx, caller, first));
        if new_blocks.len() == 1 && single_block_allowed {
            // One block: its ops go before the call, which is erased. The
            // rest of the caller's block stays where it is (MLIR splits the
            // block and merges it back, moving the rest twice), so a block
            // with many calls costs the size of the callees, not calls
            // times the block.
            let term = caller.last_op(first).expect("callee block has a terminator");
            let iface = inliner_interface(ctx, caller.op_name(term)).and_then(|i| i.handle_terminator);
            let values = iface.map(|f| f(ctx, caller, term)).unwrap_or_default();
            for (&r, &v) in results.iter().zip(&values) {
                caller.replace_all_uses_with(r, v);
            }
            caller.erase_op(term);
            caller.remove_block(first);
            caller.erase_empty_region(tmp);
            caller.merge_block_into(first, InsertPoint::Before(it.call), &operands);
            caller.erase_op(it.call);
            return true;
        }
        // Several blocks: they go between the call's block and the rest of
        // it, split off into a block taking the results as arguments.
        // Splitting moves the shorter side of the block, so that inlining
        // the calls of a long block one after the other does not move the
        // rest of the block each time.
        let block = caller.op_block(it.call).expect("call in a block");
        let region = caller.block_region(block).expect("block in a region");
        let (block, post) = match caller.next_op(it.call) {
            Some(next) => caller.split_block_at(block, next),
            None => {
                let b = caller.create_block();
                caller.insert_block(region, b, caller.next_block(block));
                (block, b)
            }
        };
        caller.inline_region_before(tmp, region, Some(post));
        caller.erase_empty_region(tmp);
        for (i, &r) in results.iter().enumerate() {
            let loc = caller.value_loc(r);
            let arg = caller.add_block_arg(post, callee_results[i], loc);
            caller.replace_all_uses_with(r, arg);
        }
        for &b in &new_blocks {
            if let Some(term) = caller.last_op(b) {
                if let Some(f) =
                    inliner_interface(ctx, caller.op_name(term)).and_then(|i| i.handle_terminator_branch)
                {
                    f(ctx, caller, term, post);
                }
            }
        }
        caller.merge_block_into(first, InsertPoint::End(block), &operands);
        caller.erase_op(it.call);
        true
    }
}

impl UseList {
    /// Drops references `refs` (made by a call of `user` now inlined).
    fn drop_refs(&mut self, user: usize, refs: &[(usize, bool)]) {
        let Some(inner) = self.inner.get_mut(&user) else {
            return;
        };
        for &(n, _) in refs {
            if let Some(c) = inner.get_mut(&n) {
                *c = c.saturating_sub(1);
                if let Some(d) = self.discardable.get_mut(&n) {
                    *d = d.saturating_sub(1);
                }
            }
        }
    }
}

fn convert(
    iface: &DialectInlinerInterface,
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    v: ValueId,
    ty: strata_ir::Type,
    loc: Location,
) -> Option<ValueId> {
    (iface.materialize_call_conversion?)(ctx, body, at, v, ty, loc)
}

/// The number of ops in `regions` of `body`, nested ones included.
fn count_ops(body: &Body, regions: &[RegionId]) -> usize {
    let mut n = 0;
    walk_ops(body, regions, &mut |op| {
        n += 1;
        if let Some(child) = body.child_body(op) {
            n += count_ops(child, child.root_regions());
        }
    });
    n
}

/// `loc` as seen from a call at `caller`: `callsite(loc at caller)`, with
/// call-site chains stacked on the innermost caller. `memo` holds the
/// locations already stacked on `caller`, inner links of chains included,
/// so that code inlined many levels deep costs one lookup per location
/// rather than one interning per level of its chain.
fn remap(
    ctx: &Context,
    loc: Location,
    caller: Location,
    memo: &mut FxHashMap<Location, Location>,
) -> Location {
    if let Some(&l) = memo.get(&loc) {
        return l;
    }
    let stacked = if let Some((callee, inner)) = ctx.loc_callsite(loc) {
        let stacked = remap(ctx, inner, caller, memo);
        ctx.intern_loc(LocationKind::CallSite {
            callee,
            caller: stacked,
        })
    } else {
        ctx.intern_loc(LocationKind::CallSite { callee: loc, caller })
    };
    memo.insert(loc, stacked);
    stacked
}

fn remap_block_locations(
    ctx: &Context,
    body: &mut Body,
    b: BlockId,
    caller: Location,
    memo: &mut FxHashMap<Location, Location>,
) {
    for a in body.block_args(b).to_vec() {
        let l = remap(ctx, body.value_loc(a), caller, memo);
        body.set_block_arg_loc(a, l);
    }
    for op in body.block_ops(b).collect::<Vec<_>>() {
        remap_op_locations(ctx, body, op, caller, memo);
    }
}

fn remap_op_locations(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    caller: Location,
    memo: &mut FxHashMap<Location, Location>,
) {
    let l = remap(ctx, body.op_loc(op), caller, memo);
    body.set_op_loc(op, l);
    if let Some(child) = body.child_body_mut(op) {
        for r in child.root_regions().to_vec() {
            for b in child.region_blocks(r).collect::<Vec<_>>() {
                remap_block_locations(ctx, child, b, caller, memo);
            }
        }
        return;
    }
    for r in body.regions_in_body(op).to_vec() {
        for b in body.region_blocks(r).collect::<Vec<_>>() {
            remap_block_locations(ctx, body, b, caller, memo);
        }
    }
}
