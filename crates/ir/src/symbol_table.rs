//! Symbols and symbol tables (MLIR's `SymbolTable`).
//!
//! A symbol is an op with a string `sym_name` attribute directly in the
//! single region of a symbol-table op (an op with
//! [`OpTraits::SYMBOL_TABLE`]). A symbol-table op is usually isolated from
//! above, so its symbols are ops of its child body: functions that take a
//! table op and its body resolve the body holding the symbols with
//! [`Body::op_regions`], and lookups of nested references (`@a::@b`)
//! descend through child bodies. Walking upward stops at the body's root:
//! a body does not know the body enclosing it, so code that descends
//! through bodies (like the verifier) keeps a [`SymbolTableStack`].

use rustc_hash::FxHashMap;

use crate::{
    AttrKind, Attribute, Body, Context, Ident, InsertPoint, OpId, OpRef, OpTraits, RegionId, WalkResult,
};

/// The name of the attribute holding a symbol's name.
pub const SYMBOL_ATTR_NAME: &str = "sym_name";
/// The name of the attribute holding a symbol's visibility.
pub const VISIBILITY_ATTR_NAME: &str = "sym_visibility";

/// The visibility of a symbol (`sym_visibility`, public when absent).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Visibility {
    /// Visible from outside its symbol table.
    Public,
    /// Visible only within its symbol table.
    Private,
    /// Visible from its symbol table's parent table, not beyond.
    Nested,
}

impl Visibility {
    /// The visibility as spelled in `sym_visibility` (`private`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::Public => "public",
            Visibility::Private => "private",
            Visibility::Nested => "nested",
        }
    }
}

/// An attribute of `op` by interned name, properties first.
pub(crate) fn op_attr_ident(ctx: &Context, body: &Body, op: OpId, name: Ident) -> Option<Attribute> {
    if let Some(p) = body.op_properties(op) {
        if let Some(a) = ctx.dict_get(p, name) {
            return Some(a);
        }
    }
    body.op_attr_dict(op).and_then(|d| ctx.dict_get(d, name))
}

/// The name of a symbol op: its `sym_name` if it is a (UTF-8) string.
pub fn symbol_name(ctx: &Context, body: &Body, op: OpId) -> Option<Ident> {
    let a = op_attr_ident(ctx, body, op, ctx.ident(SYMBOL_ATTR_NAME))?;
    ctx.string_attr_value(a).map(|s| ctx.ident(s))
}

/// Sets the `sym_name` of an op.
pub fn set_symbol_name(ctx: &Context, body: &mut Body, op: OpId, name: &str) {
    body.set_op_attr(ctx, op, SYMBOL_ATTR_NAME, Some(ctx.string_attr(name)));
}

/// The visibility of a symbol op; public when unset or invalid.
pub fn symbol_visibility(ctx: &Context, body: &Body, op: OpId) -> Visibility {
    match op_attr_ident(ctx, body, op, ctx.ident(VISIBILITY_ATTR_NAME)).and_then(|a| ctx.string_attr_value(a))
    {
        Some("private") => Visibility::Private,
        Some("nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Sets the visibility of a symbol op; public removes the attribute.
pub fn set_symbol_visibility(ctx: &Context, body: &mut Body, op: OpId, vis: Visibility) {
    let value = match vis {
        Visibility::Public => None,
        v => Some(ctx.string_attr(v.as_str())),
    };
    body.set_op_attr(ctx, op, VISIBILITY_ATTR_NAME, value);
}

/// Whether `op` is a registered op with the `SymbolTable` trait.
pub fn is_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE))
}

/// Whether `op` may define a symbol table we know nothing about (MLIR's
/// `isPotentiallyUnknownSymbolTable`): one region, and a dialect that is
/// not registered. Lookups stop there, and symbol uses below it cannot be
/// collected.
pub fn is_potentially_unknown_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    body.num_regions(op) == 1 && ctx.dialect_by_name(ctx.op_name_dialect(name)).is_none()
}

/// The nearest symbol-table op enclosing `from` (or `from` itself), within
/// `body`. `None` if there is none in this body or an unregistered
/// one-region op is met first.
pub fn nearest_symbol_table(ctx: &Context, body: &Body, from: OpId) -> Option<OpId> {
    let mut cur = from;
    loop {
        if is_potentially_unknown_symbol_table(ctx, body, cur) {
            return None;
        }
        if is_symbol_table(ctx, body, cur) {
            return Some(cur);
        }
        cur = body.parent_op(cur)?;
    }
}

/// The name → op map of one symbol table, for O(1) lookups.
///
/// The ops are ids of the body holding the table's region (the child body
/// of an isolated table op); methods that edit take that body.
#[derive(Clone, Debug, Default)]
pub struct SymbolTable {
    region: Option<RegionId>,
    map: FxHashMap<Ident, OpId>,
}

impl SymbolTable {
    /// The table of symbol-table op `op` of `body`. Returns the body
    /// holding the symbols with it.
    pub fn new<'a>(ctx: &Context, body: &'a Body, op: OpId) -> (SymbolTable, &'a Body) {
        let (rb, regions) = body.op_regions(op);
        match regions.first() {
            Some(&r) => (SymbolTable::from_region(ctx, rb, r), rb),
            None => (SymbolTable::default(), rb),
        }
    }

    /// The table of the symbols directly in `region` of `body`. The first
    /// definition of a name wins (duplicates are a verifier error).
    pub fn from_region(ctx: &Context, body: &Body, region: RegionId) -> SymbolTable {
        let mut map = FxHashMap::default();
        for b in body.region_blocks(region) {
            for op in body.block_ops(b) {
                if let Some(name) = symbol_name(ctx, body, op) {
                    map.entry(name).or_insert(op);
                }
            }
        }
        SymbolTable {
            region: Some(region),
            map,
        }
    }

    /// The region holding the symbols.
    pub fn region(&self) -> Option<RegionId> {
        self.region
    }

    /// The symbol op named `name`.
    pub fn lookup(&self, name: Ident) -> Option<OpId> {
        self.map.get(&name).copied()
    }

    /// The symbol op named `name`, given as a string.
    pub fn lookup_str(&self, ctx: &Context, name: &str) -> Option<OpId> {
        self.lookup(ctx.ident(name))
    }

    /// The number of symbols.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether the table holds no symbol.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// The symbols, in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (Ident, OpId)> + '_ {
        self.map.iter().map(|(&n, &o)| (n, o))
    }

    /// Inserts a detached symbol op into the table's region (at `at`, or at
    /// the end of the entry block, before its terminator if it has a
    /// registered one) and renames it `name_N` if its name is taken.
    /// Returns its name.
    pub fn insert(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        at: Option<InsertPoint>,
    ) -> Option<Ident> {
        let region = self.region?;
        let entry = body.region_entry(region)?;
        let at = at.unwrap_or_else(|| match body.last_op(entry) {
            Some(last)
                if ctx
                    .op_def(body.op_name(last))
                    .is_some_and(|d| d.traits.contains(OpTraits::TERMINATOR)) =>
            {
                InsertPoint::Before(last)
            }
            _ => InsertPoint::End(entry),
        });
        body.insert_op(at, op);
        let name = symbol_name(ctx, body, op)?;
        if self.map.get(&name).is_some_and(|&o| o != op) {
            let base = ctx.ident_str(name).to_string();
            let mut n = 0usize;
            let unique = loop {
                let candidate = ctx.ident(&format!("{base}_{n}"));
                n += 1;
                if !self.map.contains_key(&candidate) {
                    break candidate;
                }
            };
            set_symbol_name(ctx, body, op, ctx.ident_str(unique));
            self.map.insert(unique, op);
            return Some(unique);
        }
        self.map.insert(name, op);
        Some(name)
    }

    /// Removes `op` from the table without erasing it (it is detached).
    pub fn remove(&mut self, ctx: &Context, body: &mut Body, op: OpId) {
        if let Some(name) = symbol_name(ctx, body, op) {
            if self.map.get(&name) == Some(&op) {
                self.map.remove(&name);
            }
        }
        body.remove_op(op);
    }

    /// Removes `op` from the table and erases it.
    pub fn erase(&mut self, ctx: &Context, body: &mut Body, op: OpId) {
        self.remove(ctx, body, op);
        body.erase_op(op);
    }

    /// Renames symbol `op` to `to` and rewrites the references to it in the
    /// table's region (MLIR's `SymbolTable::rename`). Fails if `to` is
    /// taken by another symbol.
    pub fn rename(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        to: &str,
    ) -> Result<(), crate::Failed> {
        let Some(from) = symbol_name(ctx, body, op) else {
            return Err(crate::Failed);
        };
        let to_id = ctx.ident(to);
        if from == to_id {
            return Ok(());
        }
        if self.map.contains_key(&to_id) {
            return Err(crate::Failed);
        }
        if let Some(r) = self.region {
            replace_all_symbol_uses(ctx, body, &[r], from, to_id);
        }
        set_symbol_name(ctx, body, op, to);
        self.map.remove(&from);
        self.map.insert(to_id, op);
        Ok(())
    }
}

/// Finds `symbol` (a symbol reference attribute) starting in the table of
/// symbol-table op `table_op` of `body`, descending through nested tables
/// (and their child bodies) for `@a::@b`. Returns the body holding the
/// found op with it.
pub fn lookup_symbol_in<'a>(
    ctx: &Context,
    body: &'a Body,
    table_op: OpId,
    symbol: Attribute,
) -> Option<(&'a Body, OpId)> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(symbol) else {
        return None;
    };
    let mut cur = lookup_name_in(ctx, body, table_op, *root)?;
    for &n in nested.iter() {
        if !is_symbol_table(ctx, cur.0, cur.1) {
            return None;
        }
        cur = lookup_name_in(ctx, cur.0, cur.1, n)?;
    }
    Some(cur)
}

/// A linear scan of one table's region for `name`; use a [`SymbolTable`]
/// for repeated lookups.
fn lookup_name_in<'a>(
    ctx: &Context,
    body: &'a Body,
    table_op: OpId,
    name: Ident,
) -> Option<(&'a Body, OpId)> {
    let (rb, regions) = body.op_regions(table_op);
    let r = *regions.first()?;
    let attr_name = ctx.ident(SYMBOL_ATTR_NAME);
    let want = ctx.ident_str(name).as_bytes();
    for b in rb.region_blocks(r) {
        for op in rb.block_ops(b) {
            if let Some(a) = op_attr_ident(ctx, rb, op, attr_name) {
                if let AttrKind::String { value, .. } = ctx.attr_kind(a) {
                    if &**value == want {
                        return Some((rb, op));
                    }
                }
            }
        }
    }
    None
}

/// Caches [`SymbolTable`]s per table op for repeated lookups (MLIR's
/// `SymbolTableCollection`). Keys are the table op and the address of its
/// body, so the collection must not outlive edits of the bodies.
#[derive(Default)]
pub struct SymbolTableCollection {
    tables: FxHashMap<(usize, OpId), SymbolTable>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> SymbolTableCollection {
        SymbolTableCollection::default()
    }

    /// The table of `table_op` of `body`, built on first use.
    pub fn table(&mut self, ctx: &Context, body: &Body, table_op: OpId) -> &SymbolTable {
        let key = (body as *const Body as usize, table_op);
        self.tables
            .entry(key)
            .or_insert_with(|| SymbolTable::new(ctx, body, table_op).0)
    }

    /// Like [`lookup_symbol_in`] with O(1) lookups per level.
    pub fn lookup_symbol_in<'a>(
        &mut self,
        ctx: &Context,
        body: &'a Body,
        table_op: OpId,
        symbol: Attribute,
    ) -> Option<(&'a Body, OpId)> {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(symbol) else {
            return None;
        };
        let mut cur_body = body;
        let mut cur_op = table_op;
        for (i, &name) in std::iter::once(root).chain(nested.iter()).enumerate() {
            if i > 0 && !is_symbol_table(ctx, cur_body, cur_op) {
                return None;
            }
            let rb = cur_body.op_regions(cur_op).0;
            let found = self.table(ctx, cur_body, cur_op).lookup(name)?;
            cur_body = rb;
            cur_op = found;
        }
        Some((cur_body, cur_op))
    }
}

/// The symbol tables enclosing a point of a walk that descends through
/// bodies, innermost last. Resolves names the way ops inside a child body
/// need (the verifier's `SymbolLookup`).
#[derive(Default)]
pub struct SymbolTableStack<'a> {
    frames: Vec<(&'a Body, OpId, SymbolTable)>,
}

impl<'a> SymbolTableStack<'a> {
    /// A stack with no table.
    pub fn new() -> SymbolTableStack<'a> {
        SymbolTableStack { frames: Vec::new() }
    }

    /// Enters symbol-table op `table_op` of `body`.
    pub fn push(&mut self, ctx: &Context, body: &'a Body, table_op: OpId) {
        let (table, _) = SymbolTable::new(ctx, body, table_op);
        self.frames.push((body, table_op, table));
    }

    /// Leaves the innermost table.
    pub fn pop(&mut self) {
        self.frames.pop();
    }

    /// The number of tables entered.
    pub fn depth(&self) -> usize {
        self.frames.len()
    }

    /// The op defining `@name` in the innermost table.
    pub fn lookup<'c>(&self, ctx: &'c Context, name: Ident) -> Option<OpRef<'a>>
    where
        'c: 'a,
    {
        let (body, op, table) = self.frames.last()?;
        let rb = body.op_regions(*op).0;
        table.lookup(name).map(|o| OpRef::new(ctx, rb, o))
    }

    /// Resolves a full reference (`@a::@b`) from the innermost table.
    pub fn lookup_ref<'c>(&self, ctx: &'c Context, symbol: Attribute) -> Option<OpRef<'a>>
    where
        'c: 'a,
    {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(symbol) else {
            return None;
        };
        let first = self.lookup(ctx, *root)?;
        let mut cur = (first.body, first.id);
        for &n in nested.iter() {
            if !is_symbol_table(ctx, cur.0, cur.1) {
                return None;
            }
            cur = lookup_name_in(ctx, cur.0, cur.1, n)?;
        }
        Some(OpRef::new(ctx, cur.0, cur.1))
    }
}

// ---- symbol uses -------------------------------------------------------------

/// One use of a symbol: a symbol reference attribute on an op.
#[derive(Copy, Clone, Debug)]
pub struct SymbolUse<'a> {
    /// The body of the user op.
    pub body: &'a Body,
    /// The op holding the reference.
    pub user: OpId,
    /// The `SymbolRef` attribute.
    pub symbol_ref: Attribute,
}

/// Calls `f` on every symbol reference nested in `attr` (through arrays,
/// dictionaries and dialect attribute parameters).
pub fn walk_symbol_refs(ctx: &Context, attr: Attribute, f: &mut dyn FnMut(Attribute)) {
    let mut stack = vec![attr];
    while let Some(a) = stack.pop() {
        match ctx.attr_kind(a) {
            AttrKind::SymbolRef { .. } => f(a),
            AttrKind::Array(elems) => stack.extend(elems.iter().rev()),
            AttrKind::Dictionary(entries) => stack.extend(entries.iter().rev().map(|e| e.1)),
            AttrKind::Dialect { params, .. } => stack.extend(params.iter().rev()),
            AttrKind::Distinct { referenced, .. } => stack.push(*referenced),
            _ => {}
        }
    }
}

/// The symbol uses on `op` itself and nested in it (not inside nested
/// symbol tables), or `None` if `op` or an op below it may be an unknown
/// symbol table (MLIR's `SymbolTable::getSymbolUses(Operation *)`).
pub fn symbol_uses_in_op<'a>(ctx: &Context, body: &'a Body, op: OpId) -> Option<Vec<SymbolUse<'a>>> {
    if is_potentially_unknown_symbol_table(ctx, body, op) {
        return None;
    }
    let mut out = Vec::new();
    op_symbol_refs(ctx, body, op, &mut |a| {
        out.push(SymbolUse {
            body,
            user: op,
            symbol_ref: a,
        })
    });
    if !is_symbol_table(ctx, body, op) {
        let (rb, regions) = body.op_regions(op);
        out.extend(checked_symbol_uses(ctx, rb, regions)?);
    }
    Some(out)
}

/// All symbol uses in `regions` of `body`, or `None` if an op there may be
/// an unknown symbol table (MLIR's `SymbolTable::getSymbolUses(Region *)`).
pub fn checked_symbol_uses<'a>(
    ctx: &Context,
    body: &'a Body,
    regions: &[RegionId],
) -> Option<Vec<SymbolUse<'a>>> {
    let mut out = Vec::new();
    let mut unknown = false;
    walk_symbol_scope(ctx, body, regions, &mut |b, op| {
        if is_potentially_unknown_symbol_table(ctx, b, op) {
            unknown = true;
            return WalkResult::Interrupt;
        }
        op_symbol_refs(ctx, b, op, &mut |a| {
            out.push(SymbolUse {
                body: b,
                user: op,
                symbol_ref: a,
            })
        });
        WalkResult::Advance
    });
    (!unknown).then_some(out)
}

/// Whether reference `prefix` names `reference` or a symbol table on its
/// path (same root, nested names a prefix of its nested names).
pub fn is_reference_prefix_of(ctx: &Context, prefix: Attribute, reference: Attribute) -> bool {
    match (ctx.attr_kind(prefix), ctx.attr_kind(reference)) {
        (AttrKind::SymbolRef { root: r1, nested: n1 }, AttrKind::SymbolRef { root: r2, nested: n2 }) => {
            r1 == r2 && n1.len() <= n2.len() && n1[..] == n2[..n1.len()]
        }
        _ => false,
    }
}

fn op_symbol_refs(ctx: &Context, body: &Body, op: OpId, f: &mut dyn FnMut(Attribute)) {
    if let Some(p) = body.op_properties(op) {
        walk_symbol_refs(ctx, p, f);
    }
    if let Some(d) = body.op_attr_dict(op) {
        walk_symbol_refs(ctx, d, f);
    }
}

/// Visits the ops of `regions` of `body` the way MLIR's `walkSymbolTable`
/// does: every op, but not the inside of nested symbol tables; entering the
/// child bodies of isolated ops.
fn walk_symbol_scope<'a>(
    ctx: &Context,
    body: &'a Body,
    regions: &[RegionId],
    f: &mut dyn FnMut(&'a Body, OpId) -> WalkResult,
) -> WalkResult {
    let mut stack: Vec<(&'a Body, RegionId)> = regions.iter().rev().map(|&r| (body, r)).collect();
    while let Some((b, r)) = stack.pop() {
        for block in b.region_blocks(r) {
            for op in b.block_ops(block) {
                if f(b, op) == WalkResult::Interrupt {
                    return WalkResult::Interrupt;
                }
                if is_symbol_table(ctx, b, op) {
                    continue;
                }
                let (rb, rs) = b.op_regions(op);
                stack.extend(rs.iter().rev().map(|&r| (rb, r)));
            }
        }
    }
    WalkResult::Advance
}

/// All symbol uses in `regions` of `body` (and the bodies below).
pub fn symbol_uses<'a>(ctx: &Context, body: &'a Body, regions: &[RegionId]) -> Vec<SymbolUse<'a>> {
    let mut out = Vec::new();
    walk_symbol_scope(ctx, body, regions, &mut |b, op| {
        op_symbol_refs(ctx, b, op, &mut |a| {
            out.push(SymbolUse {
                body: b,
                user: op,
                symbol_ref: a,
            })
        });
        WalkResult::Advance
    });
    out
}

fn ref_root(ctx: &Context, a: Attribute) -> Option<Ident> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => Some(*root),
        _ => None,
    }
}

/// The uses in `regions` of `body` of the symbol named `name` (references
/// whose root is `name`).
pub fn symbol_uses_of<'a>(
    ctx: &Context,
    body: &'a Body,
    regions: &[RegionId],
    name: Ident,
) -> Vec<SymbolUse<'a>> {
    let mut uses = symbol_uses(ctx, body, regions);
    uses.retain(|u| ref_root(ctx, u.symbol_ref) == Some(name));
    uses
}

/// Whether `name` is known to have no use in `regions` of `body`; stops at
/// the first use.
pub fn symbol_known_use_empty(ctx: &Context, body: &Body, regions: &[RegionId], name: Ident) -> bool {
    let mut found = false;
    walk_symbol_scope(ctx, body, regions, &mut |b, op| {
        op_symbol_refs(ctx, b, op, &mut |a| found |= ref_root(ctx, a) == Some(name));
        if found {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    !found
}

/// `attr` with each symbol reference nested in it (through arrays,
/// dictionaries, dialect attribute parameters and distinct attributes)
/// replaced by what `f` returns for it, or `None` if nothing changed.
fn map_refs(ctx: &Context, attr: Attribute, f: &dyn Fn(Attribute) -> Option<Attribute>) -> Option<Attribute> {
    let only_refs = |a: Attribute| match ctx.attr_kind(a) {
        AttrKind::SymbolRef { .. } => Some(f(a)),
        _ => None,
    };
    ctx.replace_sub_attributes(attr, true, &only_refs)
}

/// Re-roots every reference to `old` in `regions` of `body` (and the
/// bodies below, not inside nested symbol tables) at `new`. Returns the
/// number of ops changed.
pub fn replace_all_symbol_uses(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    old: Ident,
    new: Ident,
) -> usize {
    map_symbol_uses(ctx, body, regions, &|r| match ctx.attr_kind(r) {
        AttrKind::SymbolRef { root, nested } if *root == old => {
            let nested = nested.clone();
            Some(ctx.symbol_ref_attr(new, &nested))
        }
        _ => None,
    })
}

/// Replaces each symbol reference in `regions` of `body` (and the bodies
/// below, not inside nested symbol tables) by what `f` returns for it.
/// Returns the number of ops changed.
pub fn map_symbol_uses(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    f: &dyn Fn(Attribute) -> Option<Attribute>,
) -> usize {
    // Collect the ops of this body first, then edit, then recurse into the
    // child bodies of the non-symbol-table isolated ops found.
    let mut ops = Vec::new();
    let mut stack: Vec<RegionId> = regions.to_vec();
    while let Some(r) = stack.pop() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                ops.push(op);
                if is_symbol_table(ctx, body, op) || body.child_body(op).is_some() {
                    continue;
                }
                stack.extend_from_slice(body.regions_in_body(op));
            }
        }
    }
    let mut changed = 0;
    for &op in &ops {
        let mut any = false;
        if let Some(p) = body.op_properties(op) {
            if let Some(n) = map_refs(ctx, p, f) {
                body.set_op_properties(op, Some(n));
                any = true;
            }
        }
        if let Some(d) = body.op_attr_dict(op) {
            if let Some(n) = map_refs(ctx, d, f) {
                body.set_op_attr_dict(op, Some(n));
                any = true;
            }
        }
        changed += any as usize;
        if !is_symbol_table(ctx, body, op) {
            if let Some(child) = body.child_body_mut(op) {
                let roots = child.root_regions().to_vec();
                changed += map_symbol_uses(ctx, child, &roots, f);
            }
        }
    }
    changed
}
