//! `symbol-dce`: erases private and nested symbols that nothing live
//! references, in the op's symbol table and the tables nested in it.

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
        let is_table = ctx
            .op_def(op.name())
            .is_some_and(|d| d.traits.contains(strata_ir::OpTraits::SYMBOL_TABLE));
        if !is_table {
            return Err(ctx.emit_error(
                op.loc(),
                "symbol-dce: expected an operation with the SymbolTable trait",
            ));
        }
        let mut live: FxHashSet<Key> = FxHashSet::default();
        compute_liveness(ctx, op.body_ref(), &mut live);
        erase_dead(ctx, op.body(), &live);
        Ok(())
    }
}

/// Marks live what the table with region body `root` keeps: public symbols
/// and non-symbol ops of it and of the tables nested in live ops, and
/// every symbol they reference, transitively.
fn compute_liveness(ctx: &Context, root: &Body, live: &mut FxHashSet<Key>) {
    let mut tables = Tables::default();
    let mut worklist: Vec<(&Body, OpId)> = Vec::new();
    let mut refs = Vec::new();
    seed(ctx, root, live, &mut worklist);
    while let Some((body, op)) = worklist.pop() {
        let table_op = is_symbol_table(ctx, body, op);
        if table_op {
            if let Some(child) = body.child_body(op) {
                seed(ctx, child, live, &mut worklist);
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
            refs.extend(symbol_uses(ctx, rb, regions).into_iter().map(|u| u.symbol_ref));
        }
        for &r in &refs {
            tables.resolve_path(ctx, body, r, &mut |b, found| {
                if live.insert(key(b, found)) {
                    worklist.push((b, found));
                }
            });
        }
    }
}

/// Public symbols and non-symbol ops of a table's region are live.
fn seed<'a>(ctx: &Context, table: &'a Body, live: &mut FxHashSet<Key>, worklist: &mut Vec<(&'a Body, OpId)>) {
    for &r in table.root_regions() {
        for b in table.region_blocks(r) {
            for op in table.block_ops(b) {
                let is_symbol = symbol_name(ctx, table, op).is_some();
                if (!is_symbol || symbol_visibility(ctx, table, op) == Visibility::Public)
                    && live.insert(key(table, op))
                {
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
        }
    }
}
