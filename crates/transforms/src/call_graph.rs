//! The call graph of the callables directly in an op's regions (MLIR's
//! `CallGraph`): one node per callable op with a body, an external-caller
//! node with an edge to every callable, an unknown-callee node for calls
//! that resolve to nothing known, and call edges in the order the calls
//! appear. [`CallGraph::sccs`] lists the strongly connected components in
//! the post-order MLIR's SCC iterator visits them.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::function_interface::{CallOpInterface, CallableOpInterface, Callee};
use strata_ir::symbol_table::{is_symbol_table, symbol_name};
use strata_ir::{AttrKind, Attribute, Body, Context, Ident, OpId, OpRef, RegionId};

/// The node every callable is reachable from.
pub const EXTERNAL: usize = 0;
/// The node of calls whose callee is unknown.
pub const UNKNOWN: usize = 1;

/// The call graph of the callables directly in an op's regions, with the
/// external and unknown nodes (`EXTERNAL`, `UNKNOWN`) as nodes 0 and 1.
pub struct CallGraph {
    /// The callable op of node `i + 2`.
    callables: Vec<OpId>,
    /// Edges of every node, in insertion order, without duplicates.
    edges: Vec<Vec<usize>>,
    /// Symbol name to node (a declaration maps to [`UNKNOWN`]).
    by_name: FxHashMap<Ident, usize>,
    /// Callable op to node.
    by_op: FxHashMap<OpId, usize>,
}

/// The callable region of `op` (in its child body), if it is a callable
/// with a body.
pub fn callable_region(ctx: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    let def = ctx.op_def(body.op_name(op))?;
    let callable = def.interfaces.get::<CallableOpInterface>()?;
    (callable.callable_region)(OpRef::new(ctx, body, op))
}

/// Whether `op` is a call.
pub fn is_call(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| d.interfaces.get::<CallOpInterface>().is_some())
}

/// Pre-order walk of the ops in `regions` of `body`, not entering isolated
/// children (their regions are other bodies).
pub fn walk_ops(body: &Body, regions: &[RegionId], f: &mut dyn FnMut(OpId)) {
    for &r in regions {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                f(op);
                if body.child_body(op).is_none() {
                    walk_ops(body, body.regions_in_body(op), f);
                }
            }
        }
    }
}

/// Like [`walk_ops`], also entering the bodies of isolated children that
/// are neither callables nor symbol tables: the calls there belong to the
/// enclosing callable, as in MLIR's call graph. `f` gets the body holding
/// each op and the isolated ops (outermost first) leading to that body.
pub fn walk_ops_nested(
    ctx: &Context,
    body: &Body,
    regions: &[RegionId],
    path: &mut Vec<OpId>,
    f: &mut dyn FnMut(&Body, &[OpId], OpId),
) {
    for &r in regions {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                f(body, path, op);
                match body.child_body(op) {
                    None => walk_ops_nested(ctx, body, body.regions_in_body(op), path, f),
                    Some(child)
                        if callable_region(ctx, body, op).is_none() && !is_symbol_table(ctx, body, op) =>
                    {
                        path.push(op);
                        walk_ops_nested(ctx, child, child.root_regions(), path, f);
                        path.pop();
                    }
                    Some(_) => {}
                }
            }
        }
    }
}

/// The top-level ops of `body`'s root regions.
pub fn top_ops(body: &Body) -> Vec<OpId> {
    body.root_regions()
        .iter()
        .flat_map(|&r| body.region_blocks(r).flat_map(|b| body.block_ops(b)))
        .collect()
}

impl CallGraph {
    /// The graph of the callables in `root`'s root regions.
    pub fn build(ctx: &Context, root: &Body) -> CallGraph {
        let mut g = CallGraph {
            callables: Vec::new(),
            edges: vec![Vec::new(), Vec::new()],
            by_name: FxHashMap::default(),
            by_op: FxHashMap::default(),
        };
        for op in top_ops(root) {
            let is_node = root.child_body(op).is_some() && callable_region(ctx, root, op).is_some();
            let node = if is_node {
                g.callables.push(op);
                g.edges.push(Vec::new());
                let n = g.callables.len() + 1;
                g.edges[EXTERNAL].push(n);
                g.by_op.insert(op, n);
                n
            } else {
                UNKNOWN
            };
            if let Some(name) = symbol_name(ctx, root, op) {
                g.by_name.entry(name).or_insert(node);
            }
        }
        for n in 2..g.callables.len() + 2 {
            let op = g.callables[n - 2];
            let child = root.child_body(op).expect("callable node has a body");
            let mut targets = Vec::new();
            walk_ops_nested(
                ctx,
                child,
                child.root_regions(),
                &mut Vec::new(),
                &mut |b, _, o| {
                    if is_call(ctx, b, o) {
                        targets.push(g.resolve(ctx, b, o));
                    }
                },
            );
            let mut seen = FxHashSet::default();
            targets.retain(|&t| seen.insert(t));
            g.edges[n] = targets;
        }
        g
    }

    /// The number of nodes, the external and unknown ones included.
    pub fn len(&self) -> usize {
        self.edges.len()
    }

    /// Always `false`: the graph has at least the external and unknown nodes.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The callable op of `node`, `None` for the external and unknown
    /// nodes.
    pub fn callable(&self, node: usize) -> Option<OpId> {
        node.checked_sub(2).map(|i| self.callables[i])
    }

    /// The node of callable op `op`.
    pub fn node_of(&self, op: OpId) -> Option<usize> {
        self.by_op.get(&op).copied()
    }

    /// The nodes `node` has an edge to, in the order the edges were added,
    /// without duplicates.
    pub fn edges(&self, node: usize) -> &[usize] {
        &self.edges[node]
    }

    /// The node a symbol reference names (only flat references to
    /// callables of the root are known).
    pub fn resolve_symbol(&self, ctx: &Context, sym: Attribute) -> usize {
        match ctx.attr_kind(sym) {
            AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
                self.by_name.get(root).copied().unwrap_or(UNKNOWN)
            }
            _ => UNKNOWN,
        }
    }

    /// The node call `call` (in `body`) calls.
    pub fn resolve(&self, ctx: &Context, body: &Body, call: OpId) -> usize {
        let Some(iface) = ctx
            .op_def(body.op_name(call))
            .and_then(|d| d.interfaces.get::<CallOpInterface>())
        else {
            return UNKNOWN;
        };
        match (iface.callee)(OpRef::new(ctx, body, call)) {
            Some(Callee::Symbol(s)) => self.resolve_symbol(ctx, s),
            _ => UNKNOWN,
        }
    }

    /// The strongly connected components reachable from the external node,
    /// in post-order (callees before callers), each listed as LLVM's SCC
    /// iterator lists it (the last visited node first).
    pub fn sccs(&self) -> Vec<Vec<usize>> {
        strata_ir::scc::sccs(&self.edges, [EXTERNAL])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn tarjan_post_order_on_raw_edges() {
        // external -> a(2), b(3); a -> b; b -> a; a -> c(4); c -> c.
        let g = CallGraph {
            callables: vec![OpId::from_u32(10), OpId::from_u32(11), OpId::from_u32(12)],
            edges: vec![vec![2, 3, 4], vec![], vec![3, 4], vec![2], vec![4, UNKNOWN]],
            by_name: FxHashMap::default(),
            by_op: [
                (OpId::from_u32(10), 2),
                (OpId::from_u32(11), 3),
                (OpId::from_u32(12), 4),
            ]
            .into_iter()
            .collect(),
        };
        // DFS: ext, a, b (back edge to a), c (self loop, then unknown).
        // b finishes without closing; c's subtree: unknown closes first,
        // then c; then a closes {b, a}; finally the external node.
        assert_eq!(g.sccs(), vec![vec![UNKNOWN], vec![4], vec![3, 2], vec![EXTERNAL]]);
        assert_eq!(g.callable(3), Some(OpId::from_u32(11)));
        assert_eq!(g.node_of(OpId::from_u32(12)), Some(4));
        assert_eq!(g.callable(EXTERNAL), None);
    }

    fn parsed(src: &str) -> (Context, Body) {
        let mut ctx = Context::new();
        ctx.register_dialect(strata_dialect_func::dialect());
        let top = strata_asm::parse_source(&ctx, src, &strata_asm::ParseOptions::default()).expect("parses");
        (ctx, top)
    }

    #[test]
    fn graph_of_a_module() {
        let (ctx, top) = parsed(
            r#"
            func.func @a(%x: i32) -> i32 {
              %0 = call @b(%x) : (i32) -> i32
              %1 = call @ext(%0) : (i32) -> i32
              %2 = call @b(%1) : (i32) -> i32
              return %2 : i32
            }
            func.func private @b(%x: i32) -> i32 {
              %0 = call @c(%x) : (i32) -> i32
              return %0 : i32
            }
            func.func private @c(%x: i32) -> i32 {
              %0 = call @b(%x) : (i32) -> i32
              return %0 : i32
            }
            func.func private @ext(i32) -> i32
            func.func @lone() {
              return
            }
            "#,
        );
        let module = top_ops(&top)[0];
        let body = top.child_body(module).expect("module body");
        let g = CallGraph::build(&ctx, body);
        let ops = top_ops(body);
        // a, b, c and lone are nodes; the declaration is not.
        assert_eq!(g.len(), 6);
        assert_eq!(g.node_of(ops[0]), Some(2));
        assert_eq!(g.node_of(ops[3]), None);
        assert_eq!(g.callable(5), Some(ops[4]));
        assert_eq!(g.edges(EXTERNAL), &[2, 3, 4, 5]);
        // Duplicate calls give one edge; the declaration is unknown.
        assert_eq!(g.edges(2), &[3, UNKNOWN]);
        assert_eq!(g.edges(3), &[4]);
        assert_eq!(g.edges(4), &[3]);
        assert_eq!(g.edges(5), &[] as &[usize]);
        // Post-order: the b/c cycle (c visited last, listed first) before
        // the unknown node and a; lone after a; the external node last.
        assert_eq!(
            g.sccs(),
            vec![vec![4, 3], vec![UNKNOWN], vec![2], vec![5], vec![EXTERNAL]]
        );
    }
}
