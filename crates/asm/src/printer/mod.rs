//! The printer: writes IR in MLIR 22's textual form into one buffer.
//!
//! Printing runs in up to three linear passes: SSA/block naming
//! ([`names`]), a dry run that collects what gets an alias (as MLIR's
//! alias initializer does, by printing into a scratch buffer), and the
//! real print.

mod attrs;
mod float;
mod names;
#[cfg(test)]
mod tests;

use std::sync::Arc;

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use strata_ir::asm::{AsmPrinter, OpAsmPrinter};
use strata_ir::{
    Attribute, BlockId, Body, Context, NamedAttribute, OpId, OpRef, OpTraits, RegionId, ResourceValue, Type,
    ValueDef, ValueId,
};

use attrs::{push_string_literal, AliasState, Key};
use names::{Namer, Names, UNSET};

/// mlir-opt's printing flags.
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// `--mlir-pretty-debuginfo`.
    pub pretty_debug_info: bool,
    /// `--mlir-print-local-scope`.
    pub local_scope: bool,
    /// `--mlir-print-assume-verified`.
    pub assume_verified: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_attrs_if_larger: Option<u64>,
    /// `--mlir-elide-resource-strings-if-larger=N`: resources whose value
    /// prints longer than N characters are left out.
    pub elide_resource_strings_if_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N`: dense integer
    /// and float elements with more than N elements print as the hex of
    /// their storage; -1 never. `None` is mlir-opt's default, 100.
    pub elementsattrs_with_hex_if_larger: Option<i64>,
    /// `--mlir-print-unique-ssa-ids`.
    pub unique_ssa_ids: bool,
    /// `--mlir-print-skip-regions`: every region prints as `{...}`.
    pub skip_regions: bool,
    /// `--mlir-print-value-users`: the users of each value as a comment.
    pub value_users: bool,
    /// `--mlir-use-nameloc-as-prefix`: values named after their `NameLoc`.
    pub use_nameloc_as_prefix: bool,
}

/// How much text the top-level printer holds before handing it to its
/// sink between two op lines (small in unit tests, so that they stream
/// in many pieces).
const FLUSH_AT: usize = if cfg!(test) { 4096 } else { 1 << 20 };

pub(crate) struct Printer<'c> {
    ctx: &'c Context,
    opts: PrintOptions,
    out: String,
    indent: usize,
    alias: AliasState,
    /// Whether aliases visited now may be printed after the op (op
    /// locations) rather than before it.
    deferrable: bool,
    /// The alias whose definition is being printed.
    printing_alias: Option<Key>,
    distinct_ids: FxHashMap<u64, u64>,
    used_resources: Vec<String>,
    /// Shared with the printers of parallel chunks; a chunk that must
    /// change it (shadowed region arguments) gets its own copy.
    names: Arc<Names>,
    /// The body of the ops being printed and its name table.
    body: &'c Body,
    table: usize,
    /// The body holding the regions of the op whose custom printer runs.
    region_body: &'c Body,
    default_dialect: Vec<&'c str>,
    /// The default dialect in the regions of the op being custom-printed.
    custom_dialect: &'c str,
    /// Whether blocks of isolated-from-above ops may be printed in
    /// parallel (at the top of the printed IR only).
    parallel: bool,
    /// Where completed top-level text goes as it is produced (see
    /// [`print_top_level_to`]); `None` keeps everything in `out`.
    sink: Option<&'c mut (dyn std::io::Write + Send)>,
    /// The first error the sink returned; later text is dropped.
    sink_error: Option<std::io::Error>,
}

impl<'c> Printer<'c> {
    fn new(ctx: &'c Context, body: &'c Body, opts: &PrintOptions) -> Self {
        Printer {
            ctx,
            opts: opts.clone(),
            out: String::with_capacity(4096),
            indent: 0,
            alias: AliasState::default(),
            deferrable: false,
            printing_alias: None,
            distinct_ids: FxHashMap::default(),
            used_resources: Vec::new(),
            names: Arc::default(),
            body,
            table: 0,
            region_body: body,
            default_dialect: vec!["builtin"],
            custom_dialect: "",
            parallel: false,
            sink: None,
            sink_error: None,
        }
    }

    /// Hands the text printed so far to the sink, if there is one. Called
    /// only between op lines (text printed is never changed afterwards);
    /// the sink is set after the alias dry run.
    fn flush_to_sink(&mut self) {
        let Some(sink) = self.sink.as_mut() else {
            return;
        };
        if self.sink_error.is_none() {
            if let Err(e) = sink.write_all(self.out.as_bytes()) {
                self.sink_error = Some(e);
            }
        }
        self.out.clear();
    }

    fn names_mut(&mut self) -> &mut Names {
        Arc::make_mut(&mut self.names)
    }

    /// A printer continuing this one's state at the current block, for a
    /// chunk of its ops printed on another thread: a dry run collecting
    /// aliases of its own, or the real print with the aliases assigned.
    fn fork(&self) -> Printer<'c> {
        let mut alias = AliasState::default();
        if self.alias.collecting {
            alias.collecting = true;
        } else {
            alias.aliases = std::sync::Arc::clone(&self.alias.aliases);
        }
        Printer {
            ctx: self.ctx,
            opts: self.opts.clone(),
            out: String::new(),
            indent: self.indent,
            alias,
            deferrable: false,
            printing_alias: None,
            distinct_ids: self.distinct_ids.clone(),
            used_resources: Vec::new(),
            names: self.names.clone(),
            body: self.body,
            table: self.table,
            region_body: self.region_body,
            default_dialect: self.default_dialect.clone(),
            custom_dialect: self.custom_dialect,
            parallel: false,
            sink: None,
            sink_error: None,
        }
    }

    /// Prints `ops` (lines of the current block) in contiguous chunks on
    /// the rayon pool and joins the chunks in order, with the aliases,
    /// resources and output a sequential run gives. Chunks are printed a
    /// batch at a time, and each batch's text is handed to the sink (if
    /// any) before the next starts, so the output is never held whole.
    /// Returns how many of `ops` were printed: a batch whose chunks
    /// numbered new `distinct` attributes (whose ids follow the order of
    /// the whole output) is dropped, and the caller prints the rest
    /// sequentially.
    fn print_ops_parallel(&mut self, ops: &[OpId]) -> usize {
        /// Ops per chunk at most: bounds the text held per batch.
        const MAX_CHUNK: usize = 64;
        let threads = rayon::current_num_threads().max(1);
        let size = ops.len().div_ceil(threads * 4).clamp(1, MAX_CHUNK);
        let batch = size * threads * 4;
        let mut printed = 0;
        for ops in ops.chunks(batch) {
            let forks: Vec<Printer<'c>> = ops.chunks(size).map(|_| self.fork()).collect();
            let done: Vec<Printer<'c>> = forks
                .into_par_iter()
                .zip(ops.par_chunks(size))
                .map(|(mut p, chunk)| {
                    for &op in chunk {
                        p.print_op_line(op);
                        p.out.push('\n');
                    }
                    p
                })
                .collect();
            if self.alias.collecting {
                for p in done {
                    self.alias.merge(p.alias);
                }
                printed += ops.len();
                continue;
            }
            if done
                .iter()
                .any(|p| p.distinct_ids.len() != self.distinct_ids.len())
            {
                return printed;
            }
            if self.sink.is_some() {
                self.flush_to_sink();
                for p in &done {
                    if let (Some(sink), None) = (self.sink.as_mut(), &self.sink_error) {
                        if let Err(e) = sink.write_all(p.out.as_bytes()) {
                            self.sink_error = Some(e);
                        }
                    }
                }
            } else {
                self.out.reserve(done.iter().map(|p| p.out.len()).sum());
                for p in &done {
                    self.out.push_str(&p.out);
                }
            }
            for p in done {
                for r in p.used_resources {
                    if !self.used_resources.contains(&r) {
                        self.used_resources.push(r);
                    }
                }
            }
            printed += ops.len();
        }
        printed
    }

    /// The default dialect inside `op`'s regions (`OpAsmOpInterface`).
    fn own_dialect(&self, op: OpId) -> &'c str {
        let name = self.body.op_name(op);
        match self.ctx.op_def(name) {
            Some(d) if d.traits.contains(OpTraits::DEFAULT_DIALECT_IS_OWN) => self.ctx.op_name_dialect(name),
            _ => "",
        }
    }

    fn generic(&self) -> bool {
        self.opts.generic
    }

    fn set_body(&mut self, body: &'c Body) {
        self.body = body;
        self.table = match self.names.table_of(body) {
            Some(t) => t,
            None => self.names_mut().table_index(body),
        };
    }

    /// Runs `f` as a dry run collecting aliases, then assigns them.
    fn collect_aliases(&mut self, f: &mut dyn FnMut(&mut Printer<'c>)) {
        if self.opts.local_scope || !(self.opts.debug_info || self.ctx.has_aliasable_attributes()) {
            return;
        }
        self.alias.collecting = true;
        f(self);
        self.alias.finish();
        self.out.clear();
        self.distinct_ids.clear();
        self.used_resources.clear();
    }

    fn push_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    // ---- values and blocks ----------------------------------------------------

    fn push_name_code(&mut self, code: u32) {
        push_name_code(&self.names, code, &mut self.out);
    }

    fn print_value(&mut self, v: ValueId) {
        write_value_name(&self.names, self.table, self.body, v, &mut self.out);
    }

    fn print_block_name(&mut self, b: BlockId) {
        match self.names.tables[self.table].block(b) {
            Some(n) => {
                self.out.push_str("^bb");
                names::push_u64(&mut self.out, n as u64);
            }
            None => self.out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }

    fn print_results(&mut self, op: OpId) {
        let body = self.body;
        let n = body.num_results(op);
        if n == 0 {
            return;
        }
        let groups: smallvec::SmallVec<[u32; 4]> = match self.names.tables[self.table].groups.get(&op) {
            Some(g) => g.clone(),
            None => smallvec::smallvec![0],
        };
        for (k, &start) in groups.iter().enumerate() {
            if k > 0 {
                self.out.push_str(", ");
            }
            let end = groups.get(k + 1).copied().unwrap_or(n as u32);
            let code = self.names.tables[self.table].value(body.result(op, start as usize));
            self.push_name_code(code);
            if end - start > 1 {
                self.out.push(':');
                names::push_u64(&mut self.out, (end - start) as u64);
            }
        }
        self.out.push_str(" = ");
    }

    // ---- operations -------------------------------------------------------------

    /// An op at the current indentation with its trailing location.
    fn print_op_line(&mut self, op: OpId) {
        if self.alias.collecting {
            self.out.clear();
            if self.opts.debug_info {
                self.deferrable = true;
                self.print_loc(self.body.op_loc(op), true);
                self.deferrable = false;
            }
        }
        self.push_indent();
        self.print_op_inner(op);
        if self.opts.debug_info && !self.alias.collecting {
            self.out.push(' ');
            let l = self.body.op_loc(op);
            self.print_loc(l, true);
        }
        if self.opts.value_users && !self.alias.collecting {
            self.print_users_comment(op);
        }
    }

    /// Prints how `user` is named in a users comment: its results, or
    /// its number when it has none.
    fn print_user(&mut self, user: OpId) {
        let body = self.body;
        let n = body.num_results(user);
        if n == 0 {
            self.out.push('%');
            match self.names.tables[self.table].op_ids.get(&user) {
                Some(&id) => names::push_u64(&mut self.out, id as u64),
                None => self.out.push_str("<<UNKNOWN>>"),
            }
            return;
        }
        for i in 0..n {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(body.result(user, i));
        }
    }

    /// The distinct users of `v`, most recent use first.
    fn distinct_users(&self, v: ValueId) -> smallvec::SmallVec<[OpId; 4]> {
        let mut users: smallvec::SmallVec<[OpId; 4]> = smallvec::SmallVec::new();
        for (u, _) in self.body.uses(v) {
            if !users.contains(&u) {
                users.push(u);
            }
        }
        users
    }

    fn print_users_comment(&mut self, op: OpId) {
        let body = self.body;
        let n = body.num_results(op);
        if n == 0 {
            if body.num_operands(op) > 0 {
                self.out.push_str(" // id: ");
                let id = self.names.tables[self.table].op_ids.get(&op).copied();
                self.out.push('%');
                match id {
                    Some(id) => names::push_u64(&mut self.out, id as u64),
                    None => self.out.push_str("<<UNKNOWN>>"),
                }
            }
            return;
        }
        if n == 1 {
            let users = self.distinct_users(body.result(op, 0));
            match users.len() {
                0 => self.out.push_str(" // unused"),
                k => {
                    let one = k == 1 && body.num_results(users[0]) <= 1;
                    self.out.push_str(if one { " // user: " } else { " // users: " });
                    for (i, &u) in users.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.print_user(u);
                    }
                }
            }
            return;
        }
        if (0..n).all(|r| !body.has_uses(body.result(op, r))) {
            self.out.push_str(" // unused");
            return;
        }
        self.out.push_str(" // users: ");
        for r in 0..n {
            if r > 0 {
                self.out.push_str(", ");
            }
            let users = self.distinct_users(body.result(op, r));
            self.out.push('(');
            if users.is_empty() {
                self.out.push_str("unused");
            }
            for (i, &u) in users.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_user(u);
            }
            self.out.push(')');
        }
    }

    fn print_block_arg_users(&mut self, b: BlockId) {
        let body = self.body;
        for &a in body.block_args(b) {
            self.push_indent();
            self.out.push_str("// ");
            self.print_value(a);
            if !body.has_uses(a) {
                self.out.push_str(" is unused\n");
                continue;
            }
            self.out.push_str(" is used by ");
            let uses = self.distinct_users(a);
            for (i, &u) in uses.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_user(u);
            }
            self.out.push('\n');
        }
    }

    fn print_op_inner(&mut self, op: OpId) {
        self.print_results(op);
        self.print_op_without_results(op);
    }

    /// The op after its `%results = `: its custom or generic form.
    fn print_op_without_results(&mut self, op: OpId) {
        let ctx = self.ctx;
        let body = self.body;
        if !self.generic() {
            if let Some(hook) = ctx.op_def(body.op_name(op)).and_then(|d| d.print) {
                let name = ctx.op_name_str(body.op_name(op));
                let dd = self.default_dialect.last().copied().unwrap_or("");
                // The default dialect's prefix is dropped from a name with
                // no other dot (checked only under a default dialect).
                let short = match (!dd.is_empty())
                    .then(|| name.strip_prefix(dd)?.strip_prefix('.'))
                    .flatten()
                {
                    Some(rest) if !dd.contains('.') && !rest.contains('.') => rest,
                    _ => name,
                };
                self.out.push_str(short);
                let saved = (self.region_body, self.custom_dialect);
                self.region_body = body.op_regions(op).0;
                self.custom_dialect = self.own_dialect(op);
                hook(self, OpRef::new(ctx, body, op));
                (self.region_body, self.custom_dialect) = saved;
                self.set_body(body);
                return;
            }
        }
        self.print_generic_op(op);
    }

    fn print_generic_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        let body = self.body;
        let (rbody, regions) = body.op_regions(op);
        if self.alias.collecting {
            // Visit in the order MLIR's alias initializer does.
            let dd = self.own_dialect(op);
            for &r in regions {
                self.print_region_in(rbody, dd, r, true, true, true);
            }
            for t in body.operand_types(op) {
                self.print_type_impl(t);
            }
            for t in body.result_types(op) {
                self.print_type_impl(t);
            }
            if let Some(p) = body.op_properties(op) {
                self.print_attr(p, false);
            }
            if let Some(d) = body.op_attr_dict(op) {
                for &(_, a) in ctx.dict_entries(d) {
                    self.print_attr(a, false);
                }
            }
            return;
        }
        push_string_literal(&mut self.out, ctx.op_name_str(body.op_name(op)).as_bytes());
        self.out.push('(');
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(v);
        }
        self.out.push(')');
        if body.num_successors(op) > 0 {
            self.out.push('[');
            for (i, b) in body.successors(op).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_name(b);
            }
            self.out.push(']');
        }
        if let Some(p) = body.op_properties(op) {
            // An unregistered op keeps the properties it was written with,
            // even an empty dictionary; a registered op's empty properties
            // are not printed.
            if !ctx.dict_entries(p).is_empty()
                || !matches!(ctx.attr_kind(p), strata_ir::AttrKind::Dictionary(_))
                || ctx.op_def(body.op_name(op)).is_none()
            {
                self.out.push_str(" <");
                self.print_attr(p, false);
                self.out.push('>');
            }
        }
        if !regions.is_empty() {
            self.out.push_str(" (");
            let dd = self.own_dialect(op);
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region_in(rbody, dd, r, true, true, true);
            }
            self.out.push(')');
        }
        if let Some(d) = body.op_attr_dict(op) {
            let entries = ctx.dict_entries(d);
            if !entries.is_empty() {
                self.out.push_str(" {");
                self.print_named_attrs(entries.iter().copied());
                self.out.push('}');
            }
        }
        self.out.push_str(" : ");
        let ins: smallvec::SmallVec<[Type; 8]> = body.operand_types(op).collect();
        let outs: smallvec::SmallVec<[Type; 8]> = body.result_types(op).collect();
        self.print_function_type(&ins, &outs);
    }

    /// Prints region `r` of `owner` (an op of `self.body`); the region's
    /// blocks live in `rbody`.
    fn print_region_in(
        &mut self,
        rbody: &'c Body,
        dd: &'c str,
        r: RegionId,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
    ) {
        if self.opts.skip_regions {
            // Neither printed nor visited for aliases.
            if !self.alias.collecting {
                self.out.push_str("{...}");
            }
            return;
        }
        let outer = self.body;
        self.out.push_str("{\n");
        if let Some(entry) = rbody.region_entry(r) {
            self.default_dialect.push(dd);
            self.set_body(rbody);
            let header = (empty_block && rbody.block_is_empty(entry))
                || (entry_args && !rbody.block_args(entry).is_empty());
            self.print_block(entry, header, terminators);
            let mut b = rbody.next_block(entry);
            while let Some(blk) = b {
                self.print_block(blk, true, true);
                b = rbody.next_block(blk);
            }
            self.default_dialect.pop();
            self.set_body(outer);
        }
        self.push_indent();
        self.out.push('}');
    }

    fn print_block(&mut self, b: BlockId, header: bool, terminators: bool) {
        let body = self.body;
        if header {
            self.push_indent();
            self.print_block_name(b);
            let args = body.block_args(b);
            if !args.is_empty() {
                self.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_value(a);
                    self.out.push_str(": ");
                    self.print_type_impl(body.value_type(a));
                    if self.opts.debug_info {
                        self.out.push(' ');
                        self.print_loc(body.value_loc(a), false);
                    }
                }
                self.out.push(')');
            }
            self.out.push(':');
            self.print_pred_comment(b);
            self.out.push('\n');
        }
        self.indent += 2;
        if self.opts.value_users && !self.alias.collecting {
            self.print_block_arg_users(b);
        }
        let last = body.last_op(b);
        let skip_last = !terminators
            && last.is_some_and(|l| {
                self.ctx
                    .op_def(body.op_name(l))
                    .is_some_and(|d| d.traits.contains(OpTraits::TERMINATOR))
            });
        if self.parallel
            && body
                .block_ops(b)
                .filter(|&op| body.child_body(op).is_some())
                .nth(1)
                .is_some()
        {
            let mut ops: Vec<OpId> = body.block_ops(b).collect();
            if skip_last {
                ops.pop();
            }
            let done = self.print_ops_parallel(&ops);
            for &op in &ops[done..] {
                self.print_op_line(op);
                self.out.push('\n');
                if self.out.len() >= FLUSH_AT {
                    self.flush_to_sink();
                }
            }
            self.indent -= 2;
            return;
        }
        let mut cur = body.first_op(b);
        while let Some(op) = cur {
            cur = body.next_op(op);
            if skip_last && Some(op) == last {
                break;
            }
            self.print_op_line(op);
            self.out.push('\n');
            // Printed sequentially (one thread, ops that are not isolated,
            // `distinct` numbering), the top-level printer still streams.
            if self.out.len() >= FLUSH_AT {
                self.flush_to_sink();
            }
        }
        self.indent -= 2;
    }

    fn print_pred_comment(&mut self, b: BlockId) {
        let body = self.body;
        let mut preds: smallvec::SmallVec<[(u32, BlockId); 4]> = smallvec::SmallVec::new();
        for (op, _) in body.predecessors(b) {
            if let Some(pb) = body.op_block(op) {
                let n = self.names.tables[self.table].block(pb).unwrap_or(u32::MAX);
                preds.push((n, pb));
            }
        }
        let is_entry = body.block_region(b).and_then(|r| body.region_entry(r)) == Some(b);
        if preds.is_empty() {
            if !is_entry {
                self.out.push_str("  // no predecessors");
            }
            return;
        }
        // As MLIR's `getSinglePredecessor`: two edges from one block are two
        // predecessors.
        if preds.len() == 1 {
            self.out.push_str("  // pred: ");
            self.print_block_name(preds[0].1);
            return;
        }
        preds.sort_by_key(|p| p.0);
        self.out.push_str("  // ");
        names::push_u64(&mut self.out, preds.len() as u64);
        self.out.push_str(" preds: ");
        for (i, p) in preds.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_block_name(p.1);
        }
    }

    /// The `{-# ... #-}` section: the referenced dialect resources, then
    /// the file's external resources (`external`, as (group, key, value)),
    /// grouped by first appearance.
    fn print_resources(&mut self, external: &[(String, String, ResourceValue)]) {
        let mut entries: Vec<(String, ResourceValue)> = Vec::new();
        for key in std::mem::take(&mut self.used_resources) {
            if let Some(v) = self.ctx.resource("builtin", &key) {
                entries.push((key, v));
            }
        }
        if entries.is_empty() && external.is_empty() {
            return;
        }
        // `--mlir-elide-resource-strings-if-larger`: entries whose value
        // prints longer than the limit are left out (their groups too, if
        // emptied); the section itself stays.
        let limit = self.opts.elide_resource_strings_if_larger;
        let kept = |v: &ResourceValue| {
            let text = resource_value_text(v);
            limit.is_none_or(|n| text.len() as u64 <= n).then_some(text)
        };
        let entries: Vec<(String, String)> = entries
            .into_iter()
            .filter_map(|(k, v)| kept(&v).map(|text| (k, text)))
            .collect();
        let external: Vec<(&str, &str, String)> = external
            .iter()
            .filter_map(|(g, k, v)| kept(v).map(|text| (g.as_str(), k.as_str(), text)))
            .collect();
        self.out.push_str("\n{-#\n");
        if !entries.is_empty() {
            self.out.push_str("  dialect_resources: {\n    builtin: {\n");
            for (i, (k, text)) in entries.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(",\n");
                }
                self.push_resource_entry(k, text);
            }
            self.out.push_str("\n    }\n  }");
        }
        if !external.is_empty() {
            if !entries.is_empty() {
                self.out.push_str(",\n");
            }
            self.out.push_str("  external_resources: {\n");
            let mut groups: Vec<&str> = Vec::new();
            for &(g, _, _) in &external {
                if !groups.contains(&g) {
                    groups.push(g);
                }
            }
            for (n, group) in groups.iter().enumerate() {
                if n > 0 {
                    self.out.push_str(",\n");
                }
                self.out.push_str("    ");
                self.out.push_str(group);
                self.out.push_str(": {\n");
                let in_group = external.iter().filter(|(g, _, _)| g == group);
                for (i, (_, k, text)) in in_group.enumerate() {
                    if i > 0 {
                        self.out.push_str(",\n");
                    }
                    self.push_resource_entry(k, text);
                }
                self.out.push_str("\n    }");
            }
            self.out.push_str("\n  }");
        }
        self.out.push_str("\n#-}\n");
    }

    /// `      key: value` of a resource section, `value` already printed.
    fn push_resource_entry(&mut self, k: &str, value: &str) {
        self.out.push_str("      ");
        if attrs::is_bare_identifier(k) {
            self.out.push_str(k);
        } else {
            push_string_literal(&mut self.out, k.as_bytes());
        }
        self.out.push_str(": ");
        self.out.push_str(value);
    }
}

/// The text of a resource value: a blob's hex (alignment first), a bool,
/// or a string literal.
fn resource_value_text(v: &ResourceValue) -> String {
    let mut out = String::new();
    match v {
        ResourceValue::Blob { alignment, data } => {
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            out.push_str("\"0x");
            // mlir-opt does not keep the alignment of an empty blob.
            let alignment = if data.is_empty() { 0 } else { *alignment };
            for b in alignment.to_le_bytes().iter().chain(data.iter()) {
                out.push(HEX[(b >> 4) as usize] as char);
                out.push(HEX[(b & 15) as usize] as char);
            }
            out.push('"');
        }
        ResourceValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        ResourceValue::String(s) => push_string_literal(&mut out, s.as_bytes()),
    }
    out
}

impl<'c> AsmPrinter<'c> for Printer<'c> {
    fn ctx(&self) -> &'c Context {
        self.ctx
    }
    fn write_str(&mut self, s: &str) {
        self.out.push_str(s);
    }
    fn print_type(&mut self, t: Type) {
        self.print_type_impl(t);
    }
    fn print_attribute(&mut self, a: Attribute) {
        self.print_attr(a, false);
    }
    fn print_stripped_attribute(&mut self, a: Attribute) {
        self.print_stripped_attr(a);
    }
    fn print_attribute_without_type(&mut self, a: Attribute) {
        // Print the literal alone: print it in full, then cut the suffix.
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            strata_ir::AttrKind::Integer { .. }
            | strata_ir::AttrKind::Float { .. }
            | strata_ir::AttrKind::String { .. } => {
                let start = self.out.len();
                self.print_attr_body(a, false);
                if let Some(p) = self.out[start..].find(" : ") {
                    self.out.truncate(start + p);
                }
            }
            // Elements attributes end with ` : type`, where the type may
            // hold ` : ` itself (an encoding): cut the type as printed.
            strata_ir::AttrKind::DenseElements { ty, .. }
            | strata_ir::AttrKind::DenseStringElements { ty, .. }
            | strata_ir::AttrKind::DenseResource { ty, .. }
            | strata_ir::AttrKind::Sparse { ty, .. } => {
                let ty = *ty;
                let start = self.out.len();
                self.print_attr(a, false);
                let end = self.out.len();
                self.print_type(ty);
                let suffix = format!(" : {}", &self.out[end..]);
                self.out.truncate(end);
                if self.out[start..].ends_with(&suffix) {
                    self.out.truncate(end - suffix.len());
                }
            }
            _ => self.print_attr(a, false),
        }
    }
    fn print_string_literal(&mut self, s: &[u8]) {
        push_string_literal(&mut self.out, s);
    }
    fn print_keyword_or_string(&mut self, s: &str) {
        if attrs::is_bare_identifier(s) {
            self.out.push_str(s);
        } else {
            push_string_literal(&mut self.out, s.as_bytes());
        }
    }
    fn print_symbol_name(&mut self, s: &str) {
        self.push_symbol(s);
    }
    fn print_dimension_list(&mut self, dims: &[i64]) {
        self.print_dims(dims);
        // `print_dims` ends every dimension with `x`; a list has no trailing one.
        if !dims.is_empty() {
            self.out.pop();
        }
    }
}

impl<'c> OpAsmPrinter<'c> for Printer<'c> {
    fn as_asm_printer(&mut self) -> &mut dyn AsmPrinter<'c> {
        self
    }
    fn print_nested_op(&mut self, op: OpId) {
        let outer = self.body;
        let saved = (self.region_body, self.custom_dialect);
        let rb = self.region_body;
        self.set_body(rb);
        self.print_op_without_results(op);
        (self.region_body, self.custom_dialect) = saved;
        self.set_body(outer);
    }
    fn print_operand(&mut self, v: ValueId) {
        self.print_value(v);
    }
    fn value_name(&mut self, v: ValueId) -> String {
        let mut name = String::new();
        write_value_name(&self.names, self.table, self.body, v, &mut name);
        name
    }
    fn print_operands(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(v);
        }
    }
    fn print_successor(&mut self, b: BlockId) {
        self.print_block_name(b);
    }
    fn print_successor_and_use_list(&mut self, b: BlockId, operands: &[ValueId]) {
        self.print_block_name(b);
        if operands.is_empty() {
            return;
        }
        self.out.push('(');
        self.print_operands(operands);
        self.out.push_str(" : ");
        for (i, &v) in operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type_impl(self.body.value_type(v));
        }
        self.out.push(')');
    }
    fn print_region(
        &mut self,
        r: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        let rbody = self.region_body;
        let saved = (self.region_body, self.custom_dialect);
        let dd = self.custom_dialect;
        self.print_region_in(
            rbody,
            dd,
            r,
            print_entry_block_args,
            print_block_terminators,
            print_empty_block,
        );
        (self.region_body, self.custom_dialect) = saved;
    }
    fn print_region_argument(&mut self, v: ValueId, attrs: Option<Attribute>, omit_type: bool) {
        let saved = self.body;
        let rb = self.region_body;
        self.set_body(rb);
        self.print_value(v);
        if !omit_type {
            self.out.push_str(": ");
            self.print_type_impl(rb.value_type(v));
        }
        // MLIR's alias collection does not visit a region argument's
        // attributes: they get aliases only from uses elsewhere.
        if let Some(a) = attrs.filter(|_| !self.alias.collecting) {
            let entries = self.ctx.dict_entries(a);
            if !entries.is_empty() {
                self.out.push_str(" {");
                self.print_named_attrs(entries.iter().copied());
                self.out.push('}');
            }
        }
        if self.opts.debug_info {
            self.out.push(' ');
            self.print_loc(rb.value_loc(v), false);
        }
        self.set_body(saved);
    }
    fn print_optional_attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        // Most ops have no discardable attributes: nothing to filter.
        if attrs.is_empty() {
            return;
        }
        let ctx = self.ctx;
        let mut kept: smallvec::SmallVec<[NamedAttribute; 8]> = attrs
            .iter()
            .copied()
            .filter(|(n, _)| !elided.contains(&ctx.ident_str(*n)))
            .collect();
        if kept.is_empty() {
            return;
        }
        kept.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
        self.out.push_str(" {");
        self.print_named_attrs(kept.into_iter());
        self.out.push('}');
    }
    fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        let ctx = self.ctx;
        if attrs.iter().any(|(n, _)| !elided.contains(&ctx.ident_str(*n))) {
            self.out.push_str(" attributes");
        }
        self.print_optional_attr_dict(attrs, elided);
    }
    fn print_new_line(&mut self) {
        self.out.push('\n');
        self.push_indent();
    }
    fn increase_indent(&mut self) {
        self.indent += 2;
    }
    fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }
    fn shadow_region_args(&mut self, r: RegionId, names: &[ValueId]) {
        let rb = self.region_body;
        let Some(entry) = rb.region_entry(r) else { return };
        let args: Vec<ValueId> = rb.block_args(entry).to_vec();
        let table = self.table;
        let names_mut = self.names_mut();
        let region_table = names_mut.table_index(rb);
        names_mut.shadow(table, region_table, &args, names);
    }
}

/// `%` and the name of `code`.
fn push_name_code(names: &names::Names, code: u32, out: &mut String) {
    if code == UNSET {
        out.push_str("<<UNKNOWN SSA VALUE>>");
    } else {
        out.push('%');
        names.write_code(code, out);
    }
}

/// `v` as an operand (`%0`, `%0#1`, `%arg2`) with the names of `table`.
fn write_value_name(names: &names::Names, table: usize, body: &Body, v: ValueId, out: &mut String) {
    let table_names = &names.tables[table];
    let push_code = |code: u32, out: &mut String| push_name_code(names, code, out);
    match body.value_def(v) {
        ValueDef::Result(op, i) => {
            let n = body.num_results(op);
            if n == 1 {
                push_code(table_names.value(v), out);
                return;
            }
            let (start, size) = match table_names.groups.get(&op) {
                Some(g) => {
                    let k = g.partition_point(|&s| s <= i) - 1;
                    let end = g.get(k + 1).copied().unwrap_or(n as u32);
                    (g[k], end - g[k])
                }
                None => (0, n as u32),
            };
            let code = table_names.value(body.result(op, start as usize));
            push_code(code, out);
            if size != 1 && code != UNSET {
                out.push('#');
                names::push_u64(out, (i - start) as u64);
            }
        }
        _ => push_code(table_names.value(v), out),
    }
}

/// The names the printer gives the values of a body and of the bodies
/// nested in it, for tools that refer to values as mlir-opt prints them
/// (MLIR's `Value::printAsOperand` with an `AsmState`).
pub struct ValueNames {
    names: names::Names,
}

impl ValueNames {
    /// Names the values under `body`'s root regions as printing the op
    /// owning `body` would.
    pub fn new(ctx: &Context, body: &Body) -> ValueNames {
        let mut names = names::Names::default();
        {
            let mut namer = Namer::new(ctx, &mut names, false, false);
            namer.name_regions(body, body.root_regions());
        }
        ValueNames { names }
    }

    /// `v` of `body` (the named body or one nested in it) as an operand:
    /// `%0`, `%0#1`, `%arg2`.
    pub fn value(&self, body: &Body, v: ValueId) -> String {
        let mut out = String::new();
        match self.names.table_of(body) {
            Some(t) => write_value_name(&self.names, t, body, v, &mut out),
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
        out
    }
}

/// Prints one op (and everything nested in it) as mlir-opt prints an op.
pub fn print_op(ctx: &Context, body: &Body, op: OpId, options: &PrintOptions) -> String {
    let mut p = Printer::new(ctx, body, options);
    {
        let mut namer = Namer::new(ctx, p.names_mut(), options.generic, options.unique_ssa_ids)
            .op_ids(options.value_users)
            .name_locs(options.use_nameloc_as_prefix);
        namer.name_op_tree(body, op, true);
    }
    p.set_body(body);
    p.collect_aliases(&mut |p| p.print_op_line(op));
    p.print_alias_defs(false);
    p.print_op_line(op);
    if p.alias.aliases.values().any(|a| a.2) {
        p.out.push('\n');
        p.print_alias_defs(true);
        p.out.pop();
    }
    p.out
}

/// Prints the top level of a parsed file: the alias section, every
/// top-level op, and the `{-# ... #-}` resource section, exactly as
/// mlir-opt prints its output.
pub fn print_top_level(ctx: &Context, body: &Body, options: &PrintOptions) -> String {
    print_top_level_impl(ctx, body, options, None).0
}

/// [`print_top_level`] written to `out` as it is produced: the text of
/// completed top-level ops (and of batches of isolated ops printed in
/// parallel) is written in order and dropped, so the printed IR is never
/// held whole in memory. The bytes written are those `print_top_level`
/// returns. Returns the first error `out` gave (printing then completes
/// without writing).
pub fn print_top_level_to(
    ctx: &Context,
    body: &Body,
    options: &PrintOptions,
    out: &mut (dyn std::io::Write + Send),
) -> std::io::Result<()> {
    match print_top_level_impl(ctx, body, options, Some(out)).1 {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

fn print_top_level_impl<'c>(
    ctx: &'c Context,
    body: &'c Body,
    options: &PrintOptions,
    sink: Option<&'c mut (dyn std::io::Write + Send)>,
) -> (String, Option<std::io::Error>) {
    let mut p = Printer::new(ctx, body, options);
    {
        let mut namer = Namer::new(ctx, p.names_mut(), options.generic, options.unique_ssa_ids)
            .op_ids(options.value_users)
            .name_locs(options.use_nameloc_as_prefix)
            .parallel();
        namer.name_regions(body, body.root_regions());
    }
    p.set_body(body);
    p.parallel = rayon::current_num_threads() > 1;
    let tops: Vec<OpId> = body
        .root_regions()
        .iter()
        .flat_map(|&r| body.region_blocks(r).flat_map(|b| body.block_ops(b)))
        .collect();
    p.collect_aliases(&mut |p| {
        for &op in &tops {
            p.print_op_line(op);
        }
    });
    p.sink = sink;
    p.print_alias_defs(false);
    for &op in &tops {
        p.print_op_line(op);
        p.out.push('\n');
        p.flush_to_sink();
    }
    p.print_alias_defs(true);
    // Like mlir-opt, local scope prints neither the resource section nor
    // the blank line that ends the file-level output.
    if !options.local_scope {
        p.print_resources(body.external_resources());
        p.out.push('\n');
    }
    p.flush_to_sink();
    (std::mem::take(&mut p.out), p.sink_error.take())
}

/// Prints an op as MLIR does after "see current operation:" in
/// diagnostics: the generic form, with names from its enclosing scope.
pub fn print_op_for_note(op: OpRef<'_>) -> String {
    print_op_in_local_scope(op, true)
}

/// Prints an op as MLIR quotes it in diagnostic text (`<< *op`): the
/// custom form, in local scope.
pub fn print_op_for_display(op: OpRef<'_>) -> String {
    print_op_in_local_scope(op, false)
}

fn print_op_in_local_scope(op: OpRef<'_>, generic: bool) -> String {
    let ctx = op.ctx;
    let body = op.body;
    // mlir-opt quotes ops in local scope, with elements attributes of more
    // than 16 elements elided, and locations under `--mlir-print-debuginfo`.
    let (debug_info, pretty_debug_info) = ctx.debuginfo_on_diagnostic();
    let options = PrintOptions {
        generic,
        local_scope: true,
        debug_info,
        pretty_debug_info,
        elide_elements_attrs_if_larger: Some(16),
        ..PrintOptions::default()
    };
    let mut p = Printer::new(ctx, body, &options);
    {
        // Region arguments are numbered per region, as in a full print
        // (the generic form numbers every value uniquely anyway).
        let mut namer = Namer::new(ctx, p.names_mut(), generic, false);
        // An isolated-from-above op is its own printing root, so values
        // from outside (its operands) are unknown there.
        let isolated = op
            .def()
            .is_some_and(|d| d.traits.contains(strata_ir::OpTraits::ISOLATED_FROM_ABOVE));
        if isolated
            || body.root_regions().is_empty()
            || !body.is_live(op.id)
            || body.op_block(op.id).is_none()
        {
            namer.name_op_tree(body, op.id, true);
        } else {
            namer.name_regions(body, body.root_regions());
        }
    }
    p.set_body(body);
    p.print_op_line(op.id);
    p.out
}

/// A type as the text format prints it (without aliases), for
/// diagnostics.
pub fn type_to_string(ctx: &Context, t: strata_ir::Type) -> String {
    let body = Body::new();
    let options = PrintOptions {
        local_scope: true,
        ..PrintOptions::default()
    };
    let mut p = Printer::new(ctx, &body, &options);
    p.print_type_impl(t);
    p.out
}

/// An attribute as the text format prints it (without aliases), for
/// diagnostics.
pub fn attr_to_string(ctx: &Context, a: strata_ir::Attribute) -> String {
    let body = Body::new();
    let options = PrintOptions {
        local_scope: true,
        ..PrintOptions::default()
    };
    let mut p = Printer::new(ctx, &body, &options);
    strata_ir::asm::AsmPrinter::print_attribute(&mut p, a);
    p.out
}

/// A location as the text format prints it in local scope: `loc(...)`, or
/// the bare pretty form of `--mlir-pretty-debuginfo`.
pub fn location_to_string(ctx: &Context, l: strata_ir::Location, pretty: bool) -> String {
    let body = Body::new();
    let options = PrintOptions {
        local_scope: true,
        debug_info: true,
        pretty_debug_info: pretty,
        ..PrintOptions::default()
    };
    let mut p = Printer::new(ctx, &body, &options);
    p.print_loc(l, false);
    p.out
}

/// Installs the printers the context uses in diagnostics: the "see
/// current operation" note ([`print_op_for_note`]) and the rendering of
/// types and attributes.
pub fn install_note_printer(ctx: &Context) {
    ctx.set_op_note_printer(print_op_for_note);
    ctx.set_op_display_printer(print_op_for_display);
    ctx.set_display_printers(type_to_string, attr_to_string);
}
