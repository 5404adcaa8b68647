//! `symbol-dce`: erases private and nested symbols that nothing live
//! references, in the op's symbol table and the tables nested in it.

use crate::dataflow::AnalysisRoot;
use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::symbol_table::{
    is_symbol_table, symbol_name, symbol_uses, symbol_visibility, walk_symbol_refs, SymbolTableCollection,
    Visibility,
};
use strata_ir::{Body, Context, Ident, IsolatedOpMut, LogicalResult, OpId};
use strata_pass::Pass;

/// The `symbol-dce` pass: erases private and nested symbols that nothing
/// live references.
pub struct SymbolDce;

/// An op identified across bodies: the body's address and the op. Bodies
/// are boxed and are not moved while the pass runs.
type Key = (usize, OpId);

fn key(body: &Body, op: OpId) -> Key {
    (body as *const Body as usize, op)
}

impl Pass for SymbolDce {
    fn argument(&self) -> &'static str {
        "symbol-dce"
    }

    fn description(&self) -> &'static str {
        "Eliminate dead symbols"
    }

    fn name(&self) -> &'static str {
        "SymbolDCE"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let root = AnalysisRoot::of(ctx, op);
        if !root.is_symbol_table {
            return Err(ctx.emit_error(
                op.loc(),
                "symbol-dce: expected an operation with the SymbolTable trait",
            ));
        }
        // The table is hidden from above (its nested symbols are not
        // visible from outside) unless it is a non-private symbol with a
        // parent: then its `nested` symbols may be used from there.
        let hidden = root.all_uses_visible;
        let mut live: FxHashSet<Key> = FxHashSet::default();
        compute_liveness(ctx, op.body_ref(), hidden, &mut live)?;
        erase_dead(ctx, op.body(), &live);
        Ok(())
    }
}

/// Marks live what the table with region body `root` keeps: public symbols
/// and non-symbol ops of it and of the tables nested in live ops, and
/// every symbol they reference, transitively.
fn compute_liveness(ctx: &Context, root: &Body, hidden: bool, live: &mut FxHashSet<Key>) -> LogicalResult {
    let mut tables = Tables::default();
    let mut worklist: Vec<(&Body, OpId)> = Vec::new();
    let mut refs = Vec::new();
    // Whether each table body seen is hidden from above.
    let mut hidden_of: FxHashMap<usize, bool> = FxHashMap::default();
    hidden_of.insert(root as *const Body as usize, hidden);
    seed(ctx, root, hidden, live, &mut worklist);
    while let Some((body, op)) = worklist.pop() {
        let table_op = is_symbol_table(ctx, body, op);
        if table_op {
            if let Some(child) = body.child_body(op) {
                // A nested table is hidden if its parent is, or if it is
                // not a symbol or a private one.
                let parent_hidden = hidden_of
                    .get(&(body as *const Body as usize))
                    .copied()
                    .unwrap_or(true);
                let h = parent_hidden
                    || symbol_name(ctx, body, op).is_none()
                    || symbol_visibility(ctx, body, op) == Visibility::Private;
                hidden_of.insert(child as *const Body as usize, h);
                seed(ctx, child, h, live, &mut worklist);
            }
        }
        refs.clear();
        if let Some(p) = body.op_properties(op) {
            walk_symbol_refs(ctx, p, &mut |a| refs.push(a));
        }
        if let Some(d) = body.op_attr_dict(op) {
            walk_symbol_refs(ctx, d, &mut |a| refs.push(a));
        }
        // Uses inside a nested table are resolved in that table, when its
        // own ops are processed.
        if !table_op {
            let (rb, regions) = body.op_regions(op);
            if potentially_unknown_table(ctx, body, op) || has_unknown_table(ctx, rb, regions) {
                return Err(ctx.emit_error(
                    body.op_loc(op),
                    "operation contains potentially unknown symbol table, meaning that we can't reliable \
                     compute symbol uses",
                ));
            }
            refs.extend(symbol_uses(ctx, rb, regions).into_iter().map(|u| u.symbol_ref));
            // The symbol tables nested in the op (outside other tables) are
            // live: their symbols are computed as theirs.
            let h = hidden_of
                .get(&(body as *const Body as usize))
                .copied()
                .unwrap_or(true);
            for (tb, t) in nested_tables(ctx, rb, regions) {
                hidden_of.entry(tb as *const Body as usize).or_insert(h);
                if live.insert(key(tb, t)) {
                    worklist.push((tb, t));
                }
            }
        }
        for &r in &refs {
            tables.resolve_path(ctx, body, r, &mut |b, found| {
                if live.insert(key(b, found)) {
                    worklist.push((b, found));
                }
            });
        }
    }
    Ok(())
}

/// An op of an unregistered dialect with one region may be a symbol table
/// whose uses cannot be known (MLIR's `isPotentiallyUnknownSymbolTable`).
fn potentially_unknown_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.op_regions(op).1.len() == 1
        && ctx
            .dialect_by_name(ctx.op_name_dialect(body.op_name(op)))
            .is_none()
}

/// Whether `regions` hold a potentially unknown symbol table, outside the
/// known symbol tables (whose uses are their own).
fn has_unknown_table(ctx: &Context, body: &Body, regions: &[strata_ir::RegionId]) -> bool {
    let mut stack: Vec<(&Body, strata_ir::RegionId)> = regions.iter().map(|&r| (body, r)).collect();
    while let Some((b, r)) = stack.pop() {
        for block in b.region_blocks(r) {
            for op in b.block_ops(block) {
                if potentially_unknown_table(ctx, b, op) {
                    return true;
                }
                if !is_symbol_table(ctx, b, op) {
                    let (rb, inner) = b.op_regions(op);
                    stack.extend(inner.iter().map(|&ir| (rb, ir)));
                }
            }
        }
    }
    false
}

/// The symbol table ops in `regions`, not looking into tables.
fn nested_tables<'a>(
    ctx: &Context,
    body: &'a Body,
    regions: &[strata_ir::RegionId],
) -> Vec<(&'a Body, OpId)> {
    let mut out = Vec::new();
    let mut stack: Vec<(&Body, strata_ir::RegionId)> = regions.iter().map(|&r| (body, r)).collect();
    while let Some((b, r)) = stack.pop() {
        for block in b.region_blocks(r) {
            for op in b.block_ops(block) {
                if is_symbol_table(ctx, b, op) {
                    out.push((b, op));
                } else {
                    let (rb, inner) = b.op_regions(op);
                    stack.extend(inner.iter().map(|&ir| (rb, ir)));
                }
            }
        }
    }
    out
}

/// Public symbols and non-symbol ops of a table's region are live, and its
/// `nested` symbols when the table is not hidden from above.
fn seed<'a>(
    ctx: &Context,
    table: &'a Body,
    hidden: bool,
    live: &mut FxHashSet<Key>,
    worklist: &mut Vec<(&'a Body, OpId)>,
) {
    for &r in table.root_regions() {
        for b in table.region_blocks(r) {
            for op in table.block_ops(b) {
                let is_symbol = symbol_name(ctx, table, op).is_some();
                let keep = !is_symbol
                    || match symbol_visibility(ctx, table, op) {
                        Visibility::Public => true,
                        Visibility::Nested => !hidden,
                        Visibility::Private => false,
                    };
                if keep && live.insert(key(table, op)) {
                    worklist.push((table, op));
                }
            }
        }
    }
}

/// The name maps of the tables references are resolved in, built once
/// per table: a reference costs a lookup per level instead of a scan of
/// the table.
#[derive(Default)]
struct Tables {
    /// Table region body (by address) -> the first op of each name in its
    /// root regions.
    roots: FxHashMap<usize, FxHashMap<Ident, OpId>>,
    /// The tables of the symbol ops nested references go through.
    nested: SymbolTableCollection,
}

impl Tables {
    /// Calls `f` on the ops a reference `@a::@b::@c` made in the table
    /// with region body `table` resolves to along its path: `@a`, then
    /// `@b` in `@a`, then `@c`.
    fn resolve_path<'a>(
        &mut self,
        ctx: &Context,
        table: &'a Body,
        r: strata_ir::Attribute,
        f: &mut dyn FnMut(&'a Body, OpId),
    ) {
        let strata_ir::AttrKind::SymbolRef { root, nested } = ctx.attr_kind(r) else {
            return;
        };
        let names = self
            .roots
            .entry(table as *const Body as usize)
            .or_insert_with(|| {
                let mut names = FxHashMap::default();
                for &r in table.root_regions() {
                    for b in table.region_blocks(r) {
                        for op in table.block_ops(b) {
                            if let Some(name) = symbol_name(ctx, table, op) {
                                names.entry(name).or_insert(op);
                            }
                        }
                    }
                }
                names
            });
        let Some(&first) = names.get(root) else {
            return;
        };
        f(table, first);
        let mut cur = (table, first);
        for &n in nested.iter() {
            let Some(next) = self.nested.table(ctx, cur.0, cur.1).lookup(n) else {
                break;
            };
            cur = (cur.0.op_regions(cur.1).0, next);
            f(cur.0, cur.1);
        }
    }
}

/// Erases the dead symbols of the table with region body `table` and of
/// the live tables nested in it.
fn erase_dead(ctx: &Context, table: &mut Body, live: &FxHashSet<Key>) {
    let ops: Vec<OpId> = table
        .root_regions()
        .to_vec()
        .iter()
        .flat_map(|&r| {
            table
                .region_blocks(r)
                .flat_map(|b| table.block_ops(b))
                .collect::<Vec<_>>()
        })
        .collect();
    for op in ops {
        if !live.contains(&key(table, op)) {
            table.erase_op(op);
        } else if is_symbol_table(ctx, table, op) {
            if let Some(child) = table.child_body_mut(op) {
                erase_dead(ctx, child, live);
            }
        } else {
            erase_in_nested_tables(ctx, table, op, live);
        }
    }
}

/// Erases the dead symbols of the live tables nested in the regions of
/// the non-table op `op` (not its own ops: they are not symbols of a table).
fn erase_in_nested_tables(ctx: &Context, body: &mut Body, op: OpId, live: &FxHashSet<Key>) {
    if let Some(child) = body.child_body_mut(op) {
        let regions = child.root_regions().to_vec();
        erase_in_regions(ctx, child, &regions, live);
    } else {
        let regions = body.op_regions(op).1.to_vec();
        erase_in_regions(ctx, body, &regions, live);
    }
}

fn erase_in_regions(ctx: &Context, body: &mut Body, regions: &[strata_ir::RegionId], live: &FxHashSet<Key>) {
    let ops: Vec<OpId> = regions
        .iter()
        .flat_map(|&r| {
            body.region_blocks(r)
                .flat_map(|b| body.block_ops(b))
                .collect::<Vec<_>>()
        })
        .collect();
    for op in ops {
        if is_symbol_table(ctx, body, op) {
            if live.contains(&key(body, op)) {
                if let Some(child) = body.child_body_mut(op) {
                    erase_dead(ctx, child, live);
                }
            }
        } else if !body.op_regions(op).1.is_empty() {
            erase_in_nested_tables(ctx, body, op, live);
        }
    }
}
