//! SSA value and block naming, computed in one pre-pass over the IR.
//!
//! Mirrors MLIR's rules: each region is numbered after its parent region
//! is complete; sibling regions restart from the counters their parent
//! left (so they reuse numbers), unless unique ids are requested (always
//! the case in generic form), where counters run on across a LIFO walk of
//! the regions. Names suggested by ops are uniqued against the names
//! visible in enclosing regions by appending `_N`.

use std::fmt::Write as _;

use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use strata_ir::{BlockId, Body, Context, Location, LocationKind, OpId, OpRef, RegionId, ValueDef, ValueId};

/// A value's printed name: `NUMBERED | n` prints `%n`, otherwise an index
/// into the name arena. `UNSET` for values not named (defined outside
/// what is printed, or non-leading results of a result group).
pub(crate) const UNSET: u32 = u32::MAX;
const NUMBERED: u32 = 1 << 31;

#[derive(Default, Clone)]
pub(crate) struct BodyNames {
    values: Vec<u32>,
    /// Position of each block in its region (`^bbN`).
    blocks: Vec<u32>,
    /// Start indices of result groups, for ops whose results were named
    /// in several groups.
    pub(crate) groups: FxHashMap<OpId, SmallVec<[u32; 4]>>,
    /// Numbers of ops without results (`--mlir-print-value-users`).
    pub(crate) op_ids: FxHashMap<OpId, u32>,
}

impl BodyNames {
    fn set_value(&mut self, v: ValueId, code: u32) {
        let i = v.as_u32() as usize;
        if self.values.len() <= i {
            self.values.resize(i + 1, UNSET);
        }
        self.values[i] = code;
    }

    pub(crate) fn value(&self, v: ValueId) -> u32 {
        self.values.get(v.as_u32() as usize).copied().unwrap_or(UNSET)
    }

    fn set_block(&mut self, b: BlockId, n: u32) {
        let i = b.as_u32() as usize;
        if self.blocks.len() <= i {
            self.blocks.resize(i + 1, u32::MAX);
        }
        self.blocks[i] = n;
    }

    pub(crate) fn block(&self, b: BlockId) -> Option<u32> {
        self.blocks
            .get(b.as_u32() as usize)
            .copied()
            .filter(|&n| n != u32::MAX)
    }
}

/// Names for every body reached from the printed op.
#[derive(Default, Clone)]
pub(crate) struct Names {
    bodies: FxHashMap<usize, usize>,
    pub(crate) tables: Vec<BodyNames>,
    arena: String,
    spans: Vec<(u32, u32)>,
}

pub(crate) fn body_key(b: &Body) -> usize {
    b as *const Body as usize
}

impl Names {
    /// The table of `body`, if it was named.
    pub(crate) fn table_of(&self, body: &Body) -> Option<usize> {
        self.bodies.get(&body_key(body)).copied()
    }

    pub(crate) fn table_index(&mut self, body: &Body) -> usize {
        let n = self.tables.len();
        let idx = *self.bodies.entry(body_key(body)).or_insert(n);
        if idx == n {
            self.tables.push(BodyNames::default());
        }
        idx
    }

    /// Takes in the names of other bodies, named apart.
    fn merge(&mut self, other: Names) {
        let span_base = self.spans.len() as u32;
        let arena_base = self.arena.len() as u32;
        self.arena.push_str(&other.arena);
        self.spans
            .extend(other.spans.iter().map(|&(s, l)| (s + arena_base, l)));
        let table_base = self.tables.len();
        for (key, idx) in other.bodies {
            self.bodies.insert(key, idx + table_base);
        }
        for mut t in other.tables {
            if span_base != 0 {
                for c in &mut t.values {
                    if *c != UNSET && *c & NUMBERED == 0 {
                        *c += span_base;
                    }
                }
            }
            self.tables.push(t);
        }
    }

    fn add_name(&mut self, s: &str) -> u32 {
        let start = self.arena.len() as u32;
        self.arena.push_str(s);
        self.spans.push((start, s.len() as u32));
        (self.spans.len() - 1) as u32
    }

    /// Appends the text of a name code (without `%`).
    pub(crate) fn write_code(&self, code: u32, out: &mut String) {
        if code & NUMBERED != 0 {
            push_u64(out, (code & !NUMBERED) as u64);
        } else {
            let (s, l) = self.spans[code as usize];
            out.push_str(&self.arena[s as usize..(s + l) as usize]);
        }
    }

    /// Gives the entry arguments of `r` the names of `values` (MLIR's
    /// `shadowRegionArgs`).
    pub(crate) fn shadow(
        &mut self,
        op_table: usize,
        region_table: usize,
        args: &[ValueId],
        values: &[ValueId],
    ) {
        for (&a, &v) in args.iter().zip(values) {
            let code = self.tables[op_table].value(v);
            self.tables[region_table].set_value(a, code);
        }
    }
}

pub(crate) fn push_u64(out: &mut String, mut v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    // ASCII digits, pushed as chars after one reservation: no UTF-8
    // check of the buffer.
    let digits = &buf[i..];
    out.reserve(digits.len());
    for &b in digits {
        out.push(char::from(b));
    }
}

/// Appends `v` in decimal: `push_u64` with a sign, for dimensions and
/// strides (printed on most lines, where `to_string` would allocate).
pub(crate) fn push_i64(out: &mut String, v: i64) {
    if v < 0 {
        out.push('-');
    }
    push_u64(out, v.unsigned_abs());
}

/// Replaces characters not allowed in SSA names by `_`, and prefixes a
/// leading digit with `_`.
fn sanitize(name: &str, buf: &mut String) {
    buf.clear();
    if name.as_bytes().first().is_some_and(|c| c.is_ascii_digit()) {
        buf.push('_');
    }
    // As MLIR: a space becomes `_`, any other invalid byte its upper-case
    // hex digits.
    for c in name.bytes() {
        if c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            buf.push(c as char);
        } else if c == b' ' {
            buf.push('_');
        } else {
            let _ = write!(buf, "{c:X}");
        }
    }
}

#[derive(Copy, Clone)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// The naming walk.
pub(crate) struct Namer<'a, 'c> {
    ctx: &'c Context,
    names: &'a mut Names,
    generic: bool,
    unique: bool,
    /// Whether ops without results are numbered too.
    op_ids: bool,
    /// Whether `NameLoc` locations name values.
    name_locs: bool,
    used: FxHashSet<Box<str>>,
    /// Names added in each open scope, for popping the scope.
    scope_log: Vec<Box<str>>,
    scope_marks: Vec<usize>,
    counters: Counters,
    buf: String,
    /// Set to name the bodies of isolated ops apart, in parallel (see
    /// [`Namer::parallel`]).
    deferred: Option<Vec<Deferred<'c>>>,
}

/// The regions of one isolated body, left to be named apart, with the
/// names visible where they start.
type Deferred<'c> = (SmallVec<[Pending<'c>; 1]>, FxHashSet<Box<str>>);

#[derive(Copy, Clone)]
struct Pending<'c> {
    body: &'c Body,
    region: RegionId,
    owner: Option<(&'c Body, OpId)>,
    value: u32,
    arg: u32,
    conflict: u32,
    parent_depth: usize,
}

impl<'a, 'c> Namer<'a, 'c> {
    pub(crate) fn new(ctx: &'c Context, names: &'a mut Names, generic: bool, unique: bool) -> Self {
        Namer {
            ctx,
            names,
            generic,
            unique: unique || generic,
            op_ids: false,
            name_locs: false,
            used: FxHashSet::default(),
            scope_log: Vec::new(),
            scope_marks: Vec::new(),
            counters: Counters {
                value: 0,
                arg: 0,
                conflict: 0,
            },
            buf: String::new(),
            deferred: None,
        }
    }

    /// Numbers ops without results as well (`--mlir-print-value-users`).
    pub(crate) fn op_ids(mut self, on: bool) -> Self {
        self.op_ids = on;
        self
    }

    /// Names values after the `NameLoc` in their locations
    /// (`--mlir-use-nameloc-as-prefix`).
    pub(crate) fn name_locs(mut self, on: bool) -> Self {
        self.name_locs = on;
        self
    }

    /// The first name found in `l` (a `NameLoc`, or one inside a call
    /// site or fused location), when names come from locations.
    fn loc_name(&self, l: Location) -> Option<String> {
        if !self.name_locs {
            return None;
        }
        fn find(ctx: &Context, l: Location) -> Option<String> {
            match ctx.loc_kind(l) {
                LocationKind::Name { name, .. } => Some(ctx.ident_str(name).to_string()),
                LocationKind::CallSite { callee, caller } => find(ctx, callee).or_else(|| find(ctx, caller)),
                LocationKind::Fused { locations, .. } => locations.iter().find_map(|&x| find(ctx, x)),
                _ => None,
            }
        }
        find(self.ctx, l)
    }

    /// Names the regions of isolated ops (each in a body of its own) on
    /// the thread pool. Only without unique ids: each region then starts
    /// from the counters and names its parent left, whatever was named
    /// before it, so the names do not depend on the order.
    pub(crate) fn parallel(mut self) -> Self {
        if !self.unique && rayon::current_num_threads() > 1 {
            self.deferred = Some(Vec::new());
        }
        self
    }

    /// Names everything nested in `op` (of `body`), and `op`'s results
    /// when `with_op` is set (printing an op on its own).
    pub(crate) fn name_op_tree(&mut self, body: &'c Body, op: OpId, with_op: bool) {
        if with_op {
            self.scope_marks.push(self.scope_log.len());
            self.number_op(body, op);
        }
        let (rb, regions) = body.op_regions(op);
        let mut stack: Vec<Pending<'c>> = Vec::new();
        for &r in regions {
            stack.push(self.pending(rb, r, Some((body, op))));
        }
        self.run(stack);
    }

    /// Names the given root regions of `body` (a file's top level or the
    /// body of an op printed with its scope).
    pub(crate) fn name_regions(&mut self, body: &'c Body, regions: &[RegionId]) {
        let stack: Vec<Pending<'c>> = regions.iter().map(|&r| self.pending(body, r, None)).collect();
        self.run(stack);
    }

    fn pending(&self, body: &'c Body, region: RegionId, owner: Option<(&'c Body, OpId)>) -> Pending<'c> {
        Pending {
            body,
            region,
            owner,
            value: self.counters.value,
            arg: self.counters.arg,
            conflict: self.counters.conflict,
            parent_depth: self.scope_marks.len(),
        }
    }

    fn run(&mut self, mut stack: Vec<Pending<'c>>) {
        while let Some(p) = stack.pop() {
            if !self.unique {
                self.counters = Counters {
                    value: p.value,
                    arg: p.arg,
                    conflict: p.conflict,
                };
            }
            while self.scope_marks.len() > p.parent_depth {
                let mark = self.scope_marks.pop().unwrap_or(0);
                for n in self.scope_log.drain(mark..) {
                    self.used.remove(&n);
                }
            }
            self.scope_marks.push(self.scope_log.len());
            // A top-level op is numbered after its regions are queued.
            let saved_ids = self.op_ids;
            self.op_ids = saved_ids && p.owner.is_some();
            self.number_region(p.body, p.region, p.owner);
            self.op_ids = saved_ids;
            for b in p.body.region_blocks(p.region) {
                for op in p.body.block_ops(b) {
                    let (rb, regions) = p.body.op_regions(op);
                    // Most ops have no regions: nothing to queue.
                    if regions.is_empty() {
                        continue;
                    }
                    let pending: SmallVec<[Pending<'c>; 1]> = regions
                        .iter()
                        .map(|&r| self.pending(rb, r, Some((p.body, op))))
                        .collect();
                    match &mut self.deferred {
                        // The regions of one body go together: one table.
                        Some(d) if !std::ptr::eq(rb, p.body) && !pending.is_empty() => {
                            d.push((pending, self.used.clone()));
                        }
                        _ => stack.extend(pending),
                    }
                }
            }
            if self.op_ids && p.owner.is_none() {
                let table = self.names.table_index(p.body);
                for b in p.body.region_blocks(p.region) {
                    for op in p.body.block_ops(b) {
                        if p.body.num_results(op) == 0 {
                            self.set_op_id(table, op);
                        }
                    }
                }
            }
        }
        let deferred = match &mut self.deferred {
            Some(d) if !d.is_empty() => std::mem::take(d),
            _ => return,
        };
        let (ctx, generic, unique, op_ids, name_locs) =
            (self.ctx, self.generic, self.unique, self.op_ids, self.name_locs);
        let named: Vec<Names> = deferred
            .into_par_iter()
            .map(|(pending, used)| {
                let mut names = Names::default();
                let mut sub = Namer::new(ctx, &mut names, generic, unique)
                    .op_ids(op_ids)
                    .name_locs(name_locs)
                    .parallel();
                sub.used = used;
                sub.run(
                    pending
                        .into_iter()
                        .map(|p| Pending { parent_depth: 0, ..p })
                        .collect(),
                );
                names
            })
            .collect();
        for n in named {
            self.names.merge(n);
        }
    }

    fn unique_name(&mut self, name: &str) -> u32 {
        let mut s = std::mem::take(&mut self.buf);
        sanitize(name, &mut s);
        if self.used.contains(s.as_str()) {
            let base = s.len();
            s.push('_');
            loop {
                push_u64(&mut s, self.counters.conflict as u64);
                self.counters.conflict += 1;
                if !self.used.contains(s.as_str()) {
                    break;
                }
                s.truncate(base + 1);
            }
        }
        let boxed: Box<str> = s.as_str().into();
        self.used.insert(boxed.clone());
        self.scope_log.push(boxed);
        let code = self.names.add_name(&s);
        self.buf = s;
        code
    }

    fn set_name(&mut self, table: usize, v: ValueId, name: &str) {
        let code = if name.is_empty() {
            let n = self.counters.value;
            self.counters.value += 1;
            NUMBERED | n
        } else {
            self.unique_name(name)
        };
        self.names.tables[table].set_value(v, code);
    }

    fn number_region(&mut self, body: &'c Body, r: RegionId, owner: Option<(&'c Body, OpId)>) {
        let table = self.names.table_index(body);
        if let (false, Some((ob, op))) = (self.generic, owner) {
            if let Some(hook) = self.ctx.op_def(ob.op_name(op)).and_then(|d| d.block_arg_names) {
                let mut hinted: Vec<(ValueId, String)> = Vec::new();
                hook(OpRef::new(self.ctx, ob, op), &mut |v, n| {
                    hinted.push((v, n.to_string()))
                });
                for (v, n) in hinted {
                    let in_region = match body.value_def(v) {
                        ValueDef::BlockArg(b, _) => body.block_region(b) == Some(r),
                        _ => false,
                    };
                    // A name location, when names come from locations,
                    // wins over the op's hint (as in MLIR).
                    if in_region
                        && self.names.tables[table].value(v) == UNSET
                        && self.loc_name(body.value_loc(v)).is_none()
                    {
                        self.set_name(table, v, &n);
                    }
                }
            }
        }
        let entry = body.region_entry(r);
        for (i, b) in body.region_blocks(r).enumerate() {
            self.names.tables[table].set_block(b, i as u32);
            let is_entry = Some(b) == entry;
            for &a in body.block_args(b) {
                if self.names.tables[table].value(a) != UNSET {
                    continue;
                }
                let from_loc = self.loc_name(body.value_loc(a));
                if is_entry {
                    let mut s = String::from("arg");
                    push_u64(&mut s, self.counters.arg as u64);
                    self.counters.arg += 1;
                    self.set_name(table, a, from_loc.as_deref().unwrap_or(&s));
                } else {
                    self.set_name(table, a, from_loc.as_deref().unwrap_or(""));
                }
            }
            for op in body.block_ops(b) {
                self.number_op(body, op);
            }
        }
    }

    fn set_op_id(&mut self, table: usize, op: OpId) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.names.tables[table].op_ids.entry(op) {
            e.insert(self.counters.value);
            self.counters.value += 1;
        }
    }

    fn number_op(&mut self, body: &'c Body, op: OpId) {
        let table = self.names.table_index(body);
        let n = body.num_results(op);
        let mut groups: SmallVec<[u32; 4]> = SmallVec::new();
        groups.push(0);
        if n > 0 {
            let first = body.result(op, 0);
            if self.names.tables[table].value(first) == UNSET {
                if let Some(name) = self.loc_name(body.op_loc(op)) {
                    self.set_name(table, first, &name);
                }
            }
        }
        if !self.generic {
            if let Some(hook) = self.ctx.op_def(body.op_name(op)).and_then(|d| d.result_names) {
                let mut hinted: Vec<(ValueId, String)> = Vec::new();
                hook(OpRef::new(self.ctx, body, op), &mut |v, s| {
                    hinted.push((v, s.to_string()))
                });
                for (v, s) in hinted {
                    let ValueDef::Result(o, i) = body.value_def(v) else {
                        continue;
                    };
                    if o != op || self.names.tables[table].value(v) != UNSET {
                        continue;
                    }
                    self.set_name(table, v, &s);
                    if i != 0 {
                        groups.push(i);
                    }
                }
            }
        }
        if n == 0 {
            if self.op_ids {
                self.set_op_id(table, op);
            }
            return;
        }
        let first = body.result(op, 0);
        if self.names.tables[table].value(first) == UNSET {
            self.set_name(table, first, "");
        }
        if groups.len() > 1 {
            groups.sort_unstable();
            groups.dedup();
            self.names.tables[table].groups.insert(op, groups);
        }
    }
}
