//! Strongly connected components of a graph over dense node indices
//! (Tarjan's algorithm, iterative so that deep graphs cannot overflow the
//! stack), for the analyses that need them (call graphs, recursion checks,
//! alias sets). Nodes and edges are visited in the order given, and each
//! component is reported as LLVM's SCC iterator lists it: its nodes in the
//! order they leave the stack (the last visited first), components in
//! post-order (a component before those that reach it).

use std::ops::ControlFlow;

/// Visits the strongly connected components of the graph with nodes
/// `0..num_nodes` reachable from `roots` (in order; roots already visited
/// are skipped), calling `on_scc` with each as it completes. `successors(v)`
/// lists the targets of `v`'s edges; every target must be below
/// `num_nodes`. Returns early with the value `on_scc` breaks with.
pub fn visit_sccs<'g, B>(
    num_nodes: usize,
    roots: impl IntoIterator<Item = usize>,
    successors: impl Fn(usize) -> &'g [usize],
    mut on_scc: impl FnMut(&[usize]) -> ControlFlow<B>,
) -> ControlFlow<B> {
    const UNVISITED: usize = usize::MAX;
    let mut index = vec![UNVISITED; num_nodes];
    let mut low = vec![0usize; num_nodes];
    let mut on_stack = vec![false; num_nodes];
    let mut stack: Vec<usize> = Vec::new();
    let mut scc: Vec<usize> = Vec::new();
    let mut next = 0usize;
    // The depth-first path: (node, position of the next edge to follow).
    let mut path: Vec<(usize, usize)> = Vec::new();
    for root in roots {
        if index[root] != UNVISITED {
            continue;
        }
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        path.push((root, 0));
        while let Some(&mut (v, ref mut pos)) = path.last_mut() {
            if let Some(&w) = successors(v).get(*pos) {
                *pos += 1;
                if index[w] == UNVISITED {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    path.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            path.pop();
            if let Some(&(parent, _)) = path.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                scc.clear();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    scc.push(w);
                    if w == v {
                        break;
                    }
                }
                on_scc(&scc)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The strongly connected components of the graph whose node `v` has the
/// edges `edges[v]`, reachable from `roots`, in the order [`visit_sccs`]
/// reports them.
pub fn sccs(edges: &[Vec<usize>], roots: impl IntoIterator<Item = usize>) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let _ = visit_sccs(
        edges.len(),
        roots,
        |v| &edges[v],
        |scc| {
            out.push(scc.to_vec());
            ControlFlow::<()>::Continue(())
        },
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn post_order_and_stack_order() {
        // 0 -> 1 -> 2 -> 1, 2 -> 3; 4 is unreachable from 0.
        let edges = vec![vec![1], vec![2], vec![1, 3], vec![], vec![0]];
        assert_eq!(sccs(&edges, [0]), vec![vec![3], vec![2, 1], vec![0]]);
        assert_eq!(
            sccs(&edges, 0..edges.len()),
            vec![vec![3], vec![2, 1], vec![0], vec![4]]
        );
    }

    #[test]
    fn early_exit_on_first_cycle() {
        let edges = [vec![1], vec![1], vec![0, 2]];
        let first = visit_sccs(
            edges.len(),
            0..3,
            |v| &edges[v],
            |scc| {
                if scc.len() > 1 || edges[scc[0]].contains(&scc[0]) {
                    ControlFlow::Break(scc.to_vec())
                } else {
                    ControlFlow::Continue(())
                }
            },
        );
        assert_eq!(first, ControlFlow::Break(vec![1]));
    }

    #[test]
    fn deep_chain_does_not_recurse() {
        let n = 200_000;
        let edges: Vec<Vec<usize>> = (0..n)
            .map(|i| if i + 1 < n { vec![i + 1] } else { vec![] })
            .collect();
        assert_eq!(sccs(&edges, [0]).len(), n);
    }
}
