//! Patterns with several roots (matched ops that no other matched op
//! consumes). Matching starts at one root; the others are reached upward,
//! from a value they share with an already matched op, by iterating over
//! that value's users. Which root to start from and in which order to
//! reach the others is a minimum spanning arborescence problem over the
//! roots: an edge `a -> b` costs how deep in `b`'s operand DAG the nearest
//! value shared with `a` is (each level is one upward step at match
//! time), with ties broken by the order the edges were found. It is
//! solved with Edmonds' algorithm (contracting cycles of cheapest
//! incoming edges).

use std::collections::{BTreeMap, VecDeque};

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::{Context, ValueId};

use super::predicate::{PosId, Position};
use super::tree::{def_name, group, int_attr, is_range, ListBuilder, PatternView};

/// How a value is reached from its parent in a root's operand DAG.
#[derive(Copy, Clone, Debug)]
struct Parent {
    /// The value consuming it (an op, or a `pdl.result(s)` for an op).
    parent: ValueId,
    /// The operand (or result) index; `None` for all operands (results).
    index: Option<u32>,
}

/// An edge of the root graph: its cost and the shared value.
#[derive(Copy, Clone, Debug)]
struct Edge {
    /// (depth of the connector below the target root, discovery order).
    cost: (u32, u32),
    connector: ValueId,
}

/// Graph over root indices: `graph[target][source]`.
type Graph = BTreeMap<usize, BTreeMap<usize, Edge>>;

/// The traversal plan of one pattern.
pub struct Plan {
    /// Where matching starts.
    pub root: ValueId,
    /// The other roots in visiting order: (root, connector, the parent map
    /// of the root's DAG).
    steps: Vec<(ValueId, ValueId)>,
    parent_maps: Vec<FxHashMap<ValueId, Parent>>,
    roots: Vec<ValueId>,
}

/// Chooses the starting root and the order of the others.
pub fn plan(ctx: &Context, pattern: &PatternView<'_>, roots: &[ValueId]) -> Result<Plan, String> {
    let given = pattern.rewrite_root(ctx);
    if roots.len() <= 1 && given.is_some_and(|g| roots.first().is_none_or(|&r| r == g))
        || roots.len() == 1 && given.is_none()
    {
        let root = given
            .or(roots.first().copied())
            .ok_or("the pattern has no operation to match")?;
        return Ok(Plan {
            root,
            steps: Vec::new(),
            parent_maps: Vec::new(),
            roots: vec![root],
        });
    }
    if roots.is_empty() {
        return Err("the pattern has no operation to match".into());
    }
    let (graph, parent_maps) = cost_graph(ctx, pattern, roots);
    if graph.len() != roots.len() {
        return Err("the pattern's roots are not connected".into());
    }
    let index_of = |v: ValueId| roots.iter().position(|&r| r == v);
    let (best, parents) = match given.and_then(index_of) {
        Some(r) => {
            let (_, parents) = solve(graph.clone(), r);
            (r, parents)
        }
        None => {
            let mut best: Option<(u32, usize, BTreeMap<usize, Option<usize>>)> = None;
            for r in 0..roots.len() {
                let (cost, parents) = solve(graph.clone(), r);
                if best.as_ref().is_none_or(|b| b.0 > cost) {
                    best = Some((cost, r, parents));
                }
            }
            let (_, r, parents) = best.expect("at least one root");
            (r, parents)
        }
    };
    // Breadth-first from the starting root, children in root order.
    let mut children: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for n in 0..roots.len() {
        if n != best {
            if let Some(Some(p)) = parents.get(&n) {
                children.entry(*p).or_default().push(n);
            }
        }
    }
    let mut order = vec![(best, None::<usize>)];
    let mut i = 0;
    while i < order.len() {
        let n = order[i].0;
        for &c in children.get(&n).map(Vec::as_slice).unwrap_or(&[]) {
            order.push((c, Some(n)));
        }
        i += 1;
    }
    let mut steps = Vec::new();
    for &(target, source) in &order[1..] {
        let source = source.expect("non-root nodes have a parent");
        let connector = graph[&target][&source].connector;
        steps.push((roots[target], connector));
    }
    Ok(Plan {
        root: roots[best],
        steps,
        parent_maps,
        roots: roots.to_vec(),
    })
}

/// Breadth-first walks of each root's operand DAG, recording each value's
/// parent and depth; values reached from several roots become edges.
fn cost_graph(
    ctx: &Context,
    pattern: &PatternView<'_>,
    roots: &[ValueId],
) -> (Graph, Vec<FxHashMap<ValueId, Parent>>) {
    let body = pattern.body;
    let mut parent_maps = Vec::with_capacity(roots.len());
    // Values in first-reached order, with the (root, depth) reaching them.
    let mut connectors: Vec<(ValueId, Vec<(usize, u32)>)> = Vec::new();
    let mut connector_index: FxHashMap<ValueId, usize> = FxHashMap::default();
    for (ri, &root) in roots.iter().enumerate() {
        let mut map: FxHashMap<ValueId, Parent> = FxHashMap::default();
        let mut queue = VecDeque::from([(root, None::<Parent>, 0u32)]);
        let mut seen = FxHashSet::default();
        while let Some((v, parent, depth)) = queue.pop_front() {
            if !seen.insert(v) {
                continue;
            }
            if let Some(p) = parent {
                map.insert(v, p);
            }
            let ci = *connector_index.entry(v).or_insert_with(|| {
                connectors.push((v, Vec::new()));
                connectors.len() - 1
            });
            connectors[ci].1.push((ri, depth));
            let Some(op) = body.defining_op(v) else {
                continue;
            };
            match def_name(ctx, body, v) {
                Some("pdl.operation") => {
                    let operands = group(ctx, body, op, 0);
                    if operands.len() == 1 && is_range(ctx, body, operands[0]) {
                        queue.push_back((
                            operands[0],
                            Some(Parent {
                                parent: v,
                                index: None,
                            }),
                            depth + 1,
                        ));
                    } else {
                        for (i, &o) in operands.iter().enumerate() {
                            queue.push_back((
                                o,
                                Some(Parent {
                                    parent: v,
                                    index: Some(i as u32),
                                }),
                                depth + 1,
                            ));
                        }
                    }
                }
                Some("pdl.result" | "pdl.results") => {
                    let index = int_attr(ctx, body, op, "index").map(|i| i as u32);
                    queue.push_back((body.operand(op, 0), Some(Parent { parent: v, index }), depth));
                }
                _ => {}
            }
        }
        parent_maps.push(map);
    }
    let mut graph: Graph = BTreeMap::new();
    let mut next_id = 0;
    for (value, reached) in &connectors {
        if reached.len() == 1 {
            continue;
        }
        for (a, &(p_root, _)) in reached.iter().enumerate() {
            for (b, &(q_root, q_depth)) in reached.iter().enumerate() {
                if a == b {
                    continue;
                }
                let entries = graph.entry(q_root).or_default();
                match entries.get_mut(&p_root) {
                    None => {
                        entries.insert(
                            p_root,
                            Edge {
                                cost: (q_depth, next_id),
                                connector: *value,
                            },
                        );
                        next_id += 1;
                    }
                    Some(e) if e.cost.0 > q_depth => {
                        e.cost.0 = q_depth;
                        e.connector = *value;
                    }
                    Some(_) => {}
                }
            }
        }
    }
    (graph, parent_maps)
}

/// Edmonds' algorithm: the cheapest arborescence rooted at `root`, as
/// each node's parent, and its cost (sum of depths).
fn solve(mut graph: Graph, root: usize) -> (u32, BTreeMap<usize, Option<usize>>) {
    let mut parents: BTreeMap<usize, Option<usize>> = BTreeMap::new();
    parents.insert(root, None);
    let mut total = 0;
    let targets: Vec<usize> = graph.keys().copied().collect();
    for start in targets {
        if parents.contains_key(&start) {
            continue;
        }
        let mut parent_depths: BTreeMap<usize, u32> = BTreeMap::new();
        let mut node = start;
        loop {
            let Some(entries) = graph.get(&node) else {
                return (total, parents);
            };
            let Some((&best, edge)) = entries.iter().min_by_key(|(_, e)| e.cost) else {
                return (total, parents);
            };
            parents.insert(node, Some(best));
            parent_depths.insert(node, edge.cost.0);
            total += edge.cost.0;
            node = best;
            if parents.contains_key(&node) {
                break;
            }
        }
        if !parent_depths.contains_key(&node) {
            continue;
        }
        // A cycle through `node`: contract it into `node` and solve again.
        let mut cycle = vec![node];
        let mut n = parents[&node].expect("cycle");
        while n != node {
            cycle.push(n);
            n = parents[&n].expect("cycle");
        }
        let in_cycle: FxHashSet<usize> = cycle.iter().copied().collect();
        let mut actual_source: BTreeMap<usize, usize> = BTreeMap::new();
        let mut actual_target: BTreeMap<usize, usize> = BTreeMap::new();
        let mut rep_entries: BTreeMap<usize, Edge> = BTreeMap::new();
        let keys: Vec<usize> = graph.keys().copied().collect();
        for target in keys {
            if in_cycle.contains(&target) {
                let depth = parent_depths.get(&target).copied().unwrap_or(0);
                let entries = graph.remove(&target).unwrap_or_default();
                for (source, e) in entries {
                    if in_cycle.contains(&source) {
                        continue;
                    }
                    let cost = (e.cost.0.saturating_sub(depth), e.cost.1);
                    if rep_entries.get(&source).is_none_or(|r| r.cost > cost) {
                        actual_target.insert(source, target);
                        rep_entries.insert(
                            source,
                            Edge {
                                cost,
                                connector: e.connector,
                            },
                        );
                    }
                }
            } else {
                let entries = graph.get_mut(&target).expect("key");
                let mut best: Option<(usize, (u32, u32))> = None;
                let leaving: Vec<usize> = entries.keys().copied().filter(|s| in_cycle.contains(s)).collect();
                for s in leaving {
                    let e = entries.remove(&s).expect("key");
                    if best.is_none_or(|b| b.1 > e.cost) {
                        best = Some((s, e.cost));
                    }
                }
                if let Some((s, cost)) = best {
                    entries.insert(
                        node,
                        Edge {
                            cost,
                            connector: ValueId::from_u32(0),
                        },
                    );
                    actual_source.insert(target, s);
                }
            }
        }
        graph.insert(node, rep_entries);
        let (sub_total, mut sub_parents) = solve(graph, root);
        total = sub_total;
        for (child, p) in sub_parents.iter_mut() {
            if *p == Some(node) {
                *p = actual_source.get(child).copied().or(Some(node));
            }
        }
        let parent = sub_parents.get(&node).copied().flatten();
        let entry = parent.and_then(|p| actual_target.get(&p).copied());
        cycle.push(node);
        for w in 0..cycle.len() - 1 {
            total += parent_depths.get(&cycle[w]).copied().unwrap_or(0);
            if Some(cycle[w]) == entry {
                sub_parents.insert(cycle[w], parent);
            } else {
                sub_parents.insert(cycle[w], Some(cycle[w + 1]));
            }
        }
        return (total, sub_parents);
    }
    (total, parents)
}

/// Walks from each connector up to the root it leads to, matching the ops
/// on the way through the users of the values already matched.
pub fn visit_upward(b: &mut ListBuilder<'_>, plan: &Plan) {
    for (step, &(target, connector)) in plan.steps.iter().enumerate() {
        if b.inputs.contains_key(&target) {
            continue;
        }
        let Some(ti) = plan.roots.iter().position(|&r| r == target) else {
            continue;
        };
        let parent_map = &plan.parent_maps[ti];
        let Some(&start) = b.inputs.get(&connector) else {
            continue;
        };
        let mut pos = start;
        let mut value = connector;
        // The loop id of the edge is its index in the visiting order,
        // the starting root being edge 0.
        let loop_id = step as u32 + 1;
        while value != target {
            let Some(&Parent { parent, index }) = parent_map.get(&value) else {
                break;
            };
            pos = up(b, parent, index, pos, loop_id);
            value = parent;
        }
    }
}

fn up(b: &mut ListBuilder<'_>, value: ValueId, index: Option<u32>, pos: PosId, loop_id: u32) -> PosId {
    let ctx = b.ctx;
    let body = b.body;
    match def_name(ctx, body, value) {
        Some("pdl.operation") => {
            let users = b.preds.pos(Position::Users {
                of: pos,
                representative: true,
            });
            let each = b.preds.pos(Position::ForEach {
                of: users,
                id: loop_id,
            });
            let op_pos = b.preds.op_at(each);
            let op = body.defining_op(value).expect("an op");
            let operands = group(ctx, body, op, 0);
            let operand_pos = match index {
                None => b.preds.pos(Position::OperandGroup {
                    op: op_pos,
                    group: None,
                    variadic: true,
                }),
                Some(i) => {
                    let grouped = operands
                        .iter()
                        .take(i as usize + 1)
                        .any(|&o| is_range(ctx, body, o));
                    if grouped {
                        let variadic = operands.get(i as usize).is_some_and(|&o| is_range(ctx, body, o));
                        b.preds.pos(Position::OperandGroup {
                            op: op_pos,
                            group: Some(i),
                            variadic,
                        })
                    } else {
                        b.preds.pos(Position::Operand { op: op_pos, index: i })
                    }
                }
            };
            b.equal_to(operand_pos, pos);
            b.inputs.insert(value, op_pos);
            b.operation(value, op_pos, index.map(|i| i as usize));
            op_pos
        }
        Some("pdl.result") => {
            let p = b.preds.pos(Position::Result {
                op: pos,
                index: index.unwrap_or(0),
            });
            b.inputs.entry(value).or_insert(p);
            p
        }
        Some("pdl.results") => {
            let p = match index {
                Some(i) => {
                    let variadic = is_range(ctx, body, value);
                    b.preds.pos(Position::ResultGroup {
                        op: pos,
                        group: Some(i),
                        variadic,
                    })
                }
                None => b.preds.pos(Position::ResultGroup {
                    op: pos,
                    group: None,
                    variadic: true,
                }),
            };
            b.inputs.entry(value).or_insert(p);
            p
        }
        _ => pos,
    }
}
