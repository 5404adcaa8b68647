//! Types, attributes and locations, and the alias table.

use std::sync::Arc;

use rustc_hash::FxHashMap;
use strata_ir::affine::{print_affine_map, print_integer_set};
use strata_ir::{
    AttrKind, Attribute, FloatKind, Location, LocationKind, Signedness, Type, TypeKind, DYNAMIC,
};

use super::float::print_float;
use super::names::{push_i64, push_u64};
use super::Printer;

/// Something that may get an alias.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Key {
    Attr(Attribute),
    Type(Type),
    Loc(Location),
}

pub(crate) struct Visited {
    key: Key,
    alias: Option<&'static str>,
    depth: u32,
    deferrable: bool,
    children: Vec<u32>,
}

/// Collects what is printed (MLIR's alias initializer) and assigns the
/// aliases.
#[derive(Default)]
pub(crate) struct AliasState {
    pub(crate) collecting: bool,
    index: FxHashMap<Key, u32>,
    visited: Vec<Visited>,
    /// Children and max depth of the elements being visited.
    frames: Vec<(Vec<u32>, u32)>,
    /// The final aliases: key -> (name, suffix, deferrable). Shared, not
    /// copied, by the printers of parallel chunks (they only read it).
    pub(crate) aliases: Arc<FxHashMap<Key, (&'static str, u32, bool)>>,
    /// Keys with aliases in printing order.
    pub(crate) order: Vec<Key>,
}

impl AliasState {
    fn mark_non_deferrable(&mut self, i: u32) {
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            let v = &mut self.visited[i as usize];
            if v.deferrable {
                v.deferrable = false;
                stack.extend(v.children.iter().copied());
            }
        }
    }

    /// Adds what a dry run over the ops following those this state has
    /// seen collected, as if this state had collected it: keys are
    /// numbered in first-visit order, and a key visited non-deferrably
    /// anywhere is not deferrable (with all it contains). A key's depth
    /// and children depend on the key alone, so they carry over.
    pub(crate) fn merge(&mut self, other: AliasState) {
        let base = self.visited.len() as u32;
        let mut next = base;
        let map: Vec<u32> = other
            .visited
            .iter()
            .map(|v| match self.index.get(&v.key) {
                Some(&g) => g,
                None => {
                    next += 1;
                    next - 1
                }
            })
            .collect();
        let mut marks = Vec::new();
        for (v, &g) in other.visited.into_iter().zip(&map) {
            if g >= base {
                self.index.insert(v.key, g);
                let children = v.children.iter().map(|&c| map[c as usize]).collect();
                self.visited.push(Visited { children, ..v });
            } else if !v.deferrable {
                marks.push(g);
            }
        }
        for g in marks {
            self.mark_non_deferrable(g);
        }
    }

    pub(crate) fn finish(&mut self) {
        let mut order: Vec<u32> = (0..self.visited.len() as u32)
            .filter(|&i| self.visited[i as usize].alias.is_some())
            .collect();
        // Stable: first by depth, then types first, then by name.
        order.sort_by(|&a, &b| {
            let (x, y) = (&self.visited[a as usize], &self.visited[b as usize]);
            x.depth
                .cmp(&y.depth)
                .then_with(|| matches!(y.key, Key::Type(_)).cmp(&matches!(x.key, Key::Type(_))))
                .then_with(|| x.alias.cmp(&y.alias))
        });
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        let aliases = Arc::make_mut(&mut self.aliases);
        for i in order {
            let v = &self.visited[i as usize];
            let Some(name) = v.alias else { continue };
            let c = counts.entry(name).or_insert(0);
            aliases.insert(v.key, (name, *c, v.deferrable));
            self.order.push(v.key);
            *c += 1;
        }
        self.collecting = false;
    }
}

/// Whether `s` is a bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub(crate) fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Appends `"..."` with MLIR's escapes.
pub(crate) fn push_string_literal(out: &mut String, s: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('"');
    for &c in s {
        match c {
            b'"' => out.push_str("\\22"),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7E => out.push(c as char),
            _ => {
                out.push('\\');
                out.push(HEX[(c >> 4) as usize] as char);
                out.push(HEX[(c & 15) as usize] as char);
            }
        }
    }
    out.push('"');
}

/// Whether a dialect type/attribute body can be printed in the pretty
/// form `!dialect.body`: an identifier with optional `<...>` parameters.
fn is_pretty_body(s: &str) -> bool {
    let b = s.as_bytes();
    let n = b
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || c == b'_' || c == b'.'))
        .unwrap_or(b.len());
    if n == 0 || !b[0].is_ascii_alphabetic() {
        return false;
    }
    if n == b.len() {
        return true;
    }
    // As MLIR: past the identifier, the rest must be wrapped in `<>`.
    b[n] == b'<' && b.last() == Some(&b'>')
}

fn alias_name(kind: &AttrKind, ctx: &strata_ir::Context) -> Option<&'static str> {
    match kind {
        AttrKind::AffineMap(_) => Some("map"),
        AttrKind::IntegerSet(_) => Some("set"),
        AttrKind::Distinct { referenced, .. } => {
            (!matches!(ctx.attr_kind(*referenced), AttrKind::Unit)).then_some("distinct")
        }
        _ => None,
    }
}

/// The alias a dialect's `OpAsmDialectInterface` gives attribute `a`.
fn dialect_alias_name(ctx: &strata_ir::Context, a: Attribute) -> Option<&'static str> {
    let AttrKind::Dialect { .. } = ctx.attr_kind(a) else {
        return None;
    };
    (ctx.attr_interface::<strata_ir::OpAsmDialectInterface>(a)?
        .attr_alias?)(ctx, a)
}

impl<'c> Printer<'c> {
    /// Starts visiting `key` while collecting aliases; returns `false` if
    /// it was seen before (nothing more to do).
    fn visit_begin(&mut self, key: Key, alias: Option<&'static str>, deferrable: bool) -> bool {
        let st = &mut self.alias;
        if let Some(&i) = st.index.get(&key) {
            if !deferrable {
                st.mark_non_deferrable(i);
            }
            let d = st.visited[i as usize].depth;
            if let Some(f) = st.frames.last_mut() {
                f.0.push(i);
                f.1 = f.1.max(d);
            }
            return false;
        }
        let i = st.visited.len() as u32;
        st.index.insert(key, i);
        st.visited.push(Visited {
            key,
            alias,
            depth: alias.is_some() as u32,
            deferrable,
            children: Vec::new(),
        });
        st.frames.push((Vec::new(), 0));
        true
    }

    fn visit_end(&mut self, key: Key) {
        let st = &mut self.alias;
        let (children, max) = st.frames.pop().unwrap_or_default();
        let i = st.index[&key];
        let v = &mut st.visited[i as usize];
        if max > 0 {
            v.depth = max + 1;
        }
        v.children = children;
        let d = v.depth;
        if let Some(f) = st.frames.last_mut() {
            f.0.push(i);
            f.1 = f.1.max(d);
        }
    }

    fn use_alias(&mut self, key: Key) -> bool {
        if self.opts.local_scope || self.alias.collecting || self.printing_alias == Some(key) {
            return false;
        }
        if let Some(&(name, n, _)) = self.alias.aliases.get(&key) {
            self.out.push(if matches!(key, Key::Type(_)) { '!' } else { '#' });
            self.out.push_str(name);
            if n > 0 {
                push_u64(&mut self.out, n as u64);
            }
            return true;
        }
        false
    }

    // ---- types ------------------------------------------------------------

    pub(crate) fn print_type_impl(&mut self, t: Type) {
        let key = Key::Type(t);
        if self.alias.collecting {
            let deferrable = self.deferrable;
            // Builtin's alias interface: tuples of more than 16 types.
            let alias =
                matches!(self.ctx.type_kind(t), TypeKind::Tuple(ts) if ts.len() > 16).then_some("tuple");
            if !self.visit_begin(key, alias, deferrable) {
                return;
            }
            self.print_type_body(t);
            self.visit_end(key);
            return;
        }
        if self.use_alias(key) {
            return;
        }
        self.print_type_body(t);
    }

    fn print_type_list(&mut self, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type_impl(t);
        }
    }

    pub(crate) fn print_dims(&mut self, dims: &[i64]) {
        for &d in dims {
            if d == DYNAMIC {
                self.out.push('?');
            } else {
                push_i64(&mut self.out, d);
            }
            self.out.push('x');
        }
    }

    /// `(a, b) -> c` with MLIR's rules for parenthesising results.
    pub(crate) fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        self.print_type_list(inputs);
        self.out.push_str(") -> ");
        let wrap = results.len() != 1 || matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if wrap {
            self.out.push('(');
        }
        self.print_type_list(results);
        if wrap {
            self.out.push(')');
        }
    }

    fn print_type_body(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                self.out.push_str(match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                });
                push_u64(&mut self.out, *width as u64);
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::Float(k) => self.out.push_str(k.keyword()),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.print_type_impl(*e);
                self.out.push('>');
            }
            TypeKind::Tuple(ts) => {
                self.out.push_str("tuple<");
                self.print_type_list(ts);
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => self.print_function_type(inputs, results),
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                for (i, &d) in shape.iter().enumerate() {
                    let sc = scalable.get(i).copied().unwrap_or(false);
                    if sc {
                        self.out.push('[');
                    }
                    push_i64(&mut self.out, d);
                    if sc {
                        self.out.push(']');
                    }
                    self.out.push('x');
                }
                self.print_type_impl(*element);
                self.out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.print_dims(shape);
                self.print_type_impl(*element);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.print_attr(*e, false);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { element } => {
                self.out.push_str("tensor<*x");
                self.print_type_impl(*element);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.print_dims(shape);
                self.print_type_impl(*element);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.print_attr(*l, false);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr(*m, true);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.print_type_impl(*element);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr(*m, true);
                }
                self.out.push('>');
            }
            TypeKind::Opaque { dialect, data } => {
                self.out.push('!');
                self.print_opaque(ctx.ident_str(*dialect), ctx.ident_str(*data));
            }
            TypeKind::Dialect {
                dialect,
                mnemonic,
                params,
            } => {
                let d = ctx.ident_str(*dialect);
                self.out.push('!');
                self.out.push_str(d);
                self.out.push('.');
                match ctx.dialect(*dialect).and_then(|dd| dd.print_type) {
                    Some(hook) => hook(self, t),
                    None => {
                        self.out.push_str(ctx.ident_str(*mnemonic));
                        self.print_param_list(params);
                    }
                }
            }
        }
    }

    fn print_param_list(&mut self, params: &[Attribute]) {
        if params.is_empty() {
            return;
        }
        self.out.push('<');
        for (i, &p) in params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_attr(p, false);
        }
        self.out.push('>');
    }

    /// `dialect.body` when the body is pretty, `dialect<"body">` otherwise.
    fn print_opaque(&mut self, dialect: &str, data: &str) {
        self.out.push_str(dialect);
        if is_pretty_body(data) {
            self.out.push('.');
            self.out.push_str(data);
        } else {
            // The body is kept verbatim, quotes included (`!foo<"x">`).
            self.out.push('<');
            self.out.push_str(data);
            self.out.push('>');
        }
    }

    // ---- attributes ---------------------------------------------------------

    /// Prints an attribute; `elide_type` drops the `: type` of literals
    /// whose type is the default (i64 integers, f64 floats), as in arrays.
    pub(crate) fn print_attr(&mut self, a: Attribute, elide_type: bool) {
        if let AttrKind::Location(l) = self.ctx.attr_kind(a) {
            // A location attribute is the location itself: one alias.
            let l = *l;
            if self.alias.collecting || !self.use_alias(Key::Loc(l)) {
                // `--mlir-pretty-debuginfo` drops `loc(...)` here too.
                let pretty = self.opts.pretty_debug_info;
                if !pretty {
                    self.out.push_str("loc(");
                }
                self.print_loc_inner_noalias(l);
                if !pretty {
                    self.out.push(')');
                }
            }
            return;
        }
        self.print_attr_aliased(a, elide_type, false);
    }

    /// Prints `a` as its alias if it has one, else its body (without
    /// the dialect prefix and mnemonic if `stripped`).
    fn print_attr_aliased(&mut self, a: Attribute, elide_type: bool, stripped: bool) {
        let key = Key::Attr(a);
        if self.alias.collecting {
            let alias =
                alias_name(self.ctx.attr_kind(a), self.ctx).or_else(|| dialect_alias_name(self.ctx, a));
            let deferrable = self.deferrable;
            if !self.visit_begin(key, alias, deferrable) {
                return;
            }
            self.print_attr_body_maybe_stripped(a, elide_type, stripped);
            self.visit_end(key);
            return;
        }
        if self.use_alias(key) {
            return;
        }
        self.print_attr_body_maybe_stripped(a, elide_type, stripped);
    }

    /// `printStrippedAttrOrType`: a dialect attribute's alias, or its
    /// body after the mnemonic.
    pub(crate) fn print_stripped_attr(&mut self, a: Attribute) {
        if let AttrKind::Location(_) = self.ctx.attr_kind(a) {
            return self.print_attr(a, false);
        }
        self.print_attr_aliased(a, false, true);
    }

    fn print_attr_body_maybe_stripped(&mut self, a: Attribute, elide_type: bool, stripped: bool) {
        let ctx = self.ctx;
        if stripped {
            if let AttrKind::Dialect { dialect, .. } = ctx.attr_kind(a) {
                if let Some(hook) = ctx.dialect(*dialect).and_then(|dd| dd.print_attr) {
                    let start = self.out.len();
                    hook(self, a);
                    let name_len = self.out[start..]
                        .bytes()
                        .take_while(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.')
                        .count();
                    self.out.replace_range(start..start + name_len, "");
                    return;
                }
            }
        }
        self.print_attr_body(a, elide_type);
    }

    fn print_int_value(&mut self, ty: Type, value: &strata_ir::APInt) {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } => self.out.push_str(if value.is_zero() { "false" } else { "true" }),
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            } => self.out.push_str(&value.to_string_unsigned()),
            _ => self.out.push_str(&value.to_string_signed()),
        }
    }

    pub(crate) fn print_attr_body(&mut self, a: Attribute, elide_type: bool) {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrKind::Integer { ty, value } => {
                self.print_int_value(*ty, value);
                let is_bool = matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless
                    }
                );
                let default = matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                );
                if !(is_bool || (elide_type && default)) {
                    self.out.push_str(" : ");
                    self.print_type_impl(*ty);
                }
            }
            AttrKind::Float { ty, bits } => {
                let kind = ctx.float_kind(*ty).unwrap_or(FloatKind::F64);
                let start = self.out.len();
                print_float(kind, *bits, &mut self.out);
                // A hex bit pattern would read back as an integer without
                // its type, so MLIR keeps the type then.
                let hex = self.out[start..].trim_start_matches('-').starts_with("0x");
                if !(elide_type && kind == FloatKind::F64 && !hex) {
                    self.out.push_str(" : ");
                    self.print_type_impl(*ty);
                }
            }
            AttrKind::String { value, ty } => {
                push_string_literal(&mut self.out, value);
                if let Some(t) = ty {
                    self.out.push_str(" : ");
                    self.print_type_impl(*t);
                }
            }
            AttrKind::Array(elems) => {
                self.out.push('[');
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attr(e, true);
                }
                self.out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                self.out.push('{');
                self.print_named_attrs(entries.iter().copied());
                self.out.push('}');
            }
            AttrKind::Type(t) => self.print_type_impl(*t),
            AttrKind::SymbolRef { root, nested } => {
                self.push_symbol(ctx.ident_str(*root));
                for n in nested.iter() {
                    self.out.push_str("::");
                    self.push_symbol(ctx.ident_str(*n));
                }
            }
            AttrKind::DenseElements { ty, data } => {
                if self.should_elide(*ty, data.splat) {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("dense<");
                    self.print_dense(*ty, data);
                    self.out.push('>');
                }
                self.out.push_str(" : ");
                self.print_type_impl(*ty);
            }
            AttrKind::DenseStringElements { ty, splat, values } => {
                if self.should_elide(*ty, *splat) {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("dense<");
                    self.print_dense_strings(*ty, *splat, values);
                    self.out.push('>');
                }
                self.out.push_str(" : ");
                self.print_type_impl(*ty);
            }
            AttrKind::DenseArray { element, len, bytes } => {
                self.out.push_str("array<");
                self.print_type_impl(*element);
                if *len > 0 {
                    self.out.push_str(": ");
                }
                let (width, kind) = self.element_layout(*element);
                let stride = width.div_ceil(8).max(1) as usize;
                for i in 0..*len as usize {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let bits = read_le(bytes, i * stride, stride);
                    self.print_element(*element, kind, width, bits);
                }
                self.out.push('>');
            }
            AttrKind::DenseResource { ty, key } => {
                self.out.push_str("dense_resource<");
                let k = ctx.ident_str(*key);
                if is_bare_identifier(k) {
                    self.out.push_str(k);
                } else {
                    push_string_literal(&mut self.out, k.as_bytes());
                }
                self.out.push_str("> : ");
                self.print_type_impl(*ty);
                if !self.alias.collecting && !self.used_resources.contains(&k.to_string()) {
                    self.used_resources.push(k.to_string());
                }
            }
            AttrKind::Sparse { ty, indices, values } => {
                if self.should_elide_part(*indices) || self.should_elide_part(*values) {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("sparse<");
                    let empty = |x: Attribute| match ctx.attr_kind(x) {
                        AttrKind::DenseElements { ty, .. } => ctx.shape(*ty).is_some_and(|s| s.contains(&0)),
                        _ => false,
                    };
                    if !(empty(*indices) && empty(*values)) {
                        self.print_dense_inner(*indices);
                        self.out.push_str(", ");
                        self.print_dense_inner(*values);
                    }
                    self.out.push('>');
                }
                self.out.push_str(" : ");
                self.print_type_impl(*ty);
            }
            AttrKind::AffineMap(m) => {
                self.out.push_str("affine_map<");
                print_affine_map(ctx, m, &mut self.out);
                self.out.push('>');
            }
            AttrKind::IntegerSet(s) => {
                self.out.push_str("affine_set<");
                print_integer_set(ctx, s, &mut self.out);
                self.out.push('>');
            }
            AttrKind::StridedLayout { offset, strides } => {
                self.out.push_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.push_dyn(s);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    self.push_dyn(*offset);
                }
                self.out.push('>');
            }
            AttrKind::Distinct { id, referenced } => {
                self.out.push_str("distinct[");
                let n = if self.alias.collecting {
                    0
                } else {
                    let next = self.distinct_ids.len() as u64;
                    *self.distinct_ids.entry(*id).or_insert(next)
                };
                push_u64(&mut self.out, n);
                self.out.push_str("]<");
                if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) {
                    self.print_attr(*referenced, false);
                }
                self.out.push('>');
            }
            AttrKind::Opaque { dialect, data, ty } => {
                self.out.push('#');
                self.print_opaque(ctx.ident_str(*dialect), ctx.ident_str(*data));
                if let Some(t) = ty {
                    self.out.push_str(" : ");
                    self.print_type_impl(*t);
                }
            }
            AttrKind::Location(l) => {
                self.out.push_str("loc(");
                self.print_loc_inner(*l);
                self.out.push(')');
            }
            AttrKind::Dialect {
                dialect,
                mnemonic,
                params,
            } => {
                self.out.push('#');
                self.out.push_str(ctx.ident_str(*dialect));
                match ctx.dialect(*dialect).and_then(|dd| dd.print_attr) {
                    Some(hook) => {
                        // `#dialect.body` when the hook's body is pretty,
                        // `#dialect<body>` otherwise (as MLIR).
                        let start = self.out.len();
                        hook(self, a);
                        if is_pretty_body(&self.out[start..]) {
                            self.out.insert(start, '.');
                        } else {
                            self.out.insert(start, '<');
                            self.out.push('>');
                        }
                    }
                    None => {
                        self.out.push('.');
                        self.out.push_str(ctx.ident_str(*mnemonic));
                        self.print_param_list(params);
                    }
                }
                // A typed attribute's type follows its body (MLIR's
                // `TypedAttr`), whether or not types may be elided.
                if let Some(t) = ctx
                    .attr_interface::<strata_ir::interfaces::TypedAttrInterface>(a)
                    .and_then(|i| (i.attr_type)(ctx, a))
                {
                    self.out.push_str(" : ");
                    self.print_type_impl(t);
                }
            }
        }
    }

    fn push_dyn(&mut self, v: i64) {
        if v == DYNAMIC {
            self.out.push('?');
        } else {
            push_i64(&mut self.out, v);
        }
    }

    pub(crate) fn push_symbol(&mut self, s: &str) {
        self.out.push('@');
        if is_bare_identifier(s) {
            self.out.push_str(s);
        } else {
            push_string_literal(&mut self.out, s.as_bytes());
        }
    }

    /// Entries `a = 1, b` (unit values print as the bare name).
    pub(crate) fn print_named_attrs(&mut self, entries: impl Iterator<Item = (strata_ir::Ident, Attribute)>) {
        for (i, (n, v)) in entries.enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let name = self.ctx.ident_str(n);
            if is_bare_identifier(name) {
                self.out.push_str(name);
            } else {
                push_string_literal(&mut self.out, name.as_bytes());
            }
            if !matches!(self.ctx.attr_kind(v), AttrKind::Unit) {
                self.out.push_str(" = ");
                self.print_attr(v, false);
            }
        }
    }

    /// Whether `--mlir-elide-elementsattrs-if-larger` elides an elements
    /// attribute of type `ty`: splats never are.
    fn should_elide(&self, ty: Type, splat: bool) -> bool {
        match self.opts.elide_elements_attrs_if_larger {
            Some(limit) if !splat => {
                let n: i64 = self.ctx.shape(ty).map_or(1, |s| s.iter().product());
                n > limit as i64
            }
            _ => false,
        }
    }

    /// Whether the indices or values of a sparse attribute are elided (which
    /// elides the whole attribute).
    fn should_elide_part(&self, a: Attribute) -> bool {
        match self.ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, data } => self.should_elide(*ty, data.splat),
            AttrKind::DenseStringElements { ty, splat, .. } => self.should_elide(*ty, *splat),
            _ => false,
        }
    }

    /// The contents of a dense attribute without `dense<>` (for sparse).
    fn print_dense_inner(&mut self, a: Attribute) {
        match self.ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, data } => self.print_dense(*ty, data),
            AttrKind::DenseStringElements { ty, splat, values } => {
                self.print_dense_strings(*ty, *splat, values)
            }
            _ => self.print_attr(a, false),
        }
    }

    /// The contents of a dense string attribute: a splat or nested lists.
    fn print_dense_strings(&mut self, ty: Type, splat: bool, values: &'c [Box<[u8]>]) {
        if splat {
            if let Some(v) = values.first() {
                push_string_literal(&mut self.out, v);
            }
            return;
        }
        let shape = self.ctx.shape(ty).unwrap_or(&[]);
        self.print_nested(shape, values.len(), &mut |p, i| {
            push_string_literal(&mut p.out, &values[i]);
        });
    }

    /// Bit width of stored elements and whether they are integers (0),
    /// floats (1) or indices (2).
    fn element_layout(&self, el: Type) -> (u32, u8) {
        match self.ctx.type_kind(el) {
            TypeKind::Integer { width, .. } => (*width, 0),
            TypeKind::Index => (64, 2),
            TypeKind::Float(k) => (k.width(), 1),
            _ => (64, 0),
        }
    }

    fn print_element(&mut self, el: Type, kind: u8, width: u32, bits: u128) {
        match kind {
            1 => {
                let k = self.ctx.float_kind(el).unwrap_or(FloatKind::F64);
                print_float(k, bits, &mut self.out);
            }
            _ => {
                let v = strata_ir::APInt::from_words(width, &[bits as u64, (bits >> 64) as u64]);
                if width == 1 && matches!(self.ctx.type_kind(el), TypeKind::Integer { .. }) {
                    self.out.push_str(if v.is_zero() { "false" } else { "true" });
                } else {
                    self.print_int_value(el, &v);
                }
            }
        }
    }

    fn print_dense(&mut self, ty: Type, data: &strata_ir::DenseData) {
        let ctx = self.ctx;
        let shape: Vec<i64> = ctx.shape(ty).unwrap_or(&[]).to_vec();
        let el = ctx.element_type(ty).unwrap_or(ty);
        let (complex, base) = match ctx.type_kind(el) {
            TypeKind::Complex(inner) => (true, *inner),
            _ => (false, el),
        };
        let (width, kind) = self.element_layout(base);
        let stride = width.div_ceil(8).max(1) as usize;
        let per = if complex { 2 * stride } else { stride };
        let num: usize = shape.iter().product::<i64>().max(0) as usize;
        let bytes: &[u8] = &data.bytes;
        let mut print_one = |p: &mut Printer<'c>, i: usize| {
            let at = i * per;
            if complex {
                p.out.push('(');
                p.print_element(base, kind, width, read_le(bytes, at, stride));
                p.out.push(',');
                p.print_element(base, kind, width, read_le(bytes, at + stride, stride));
                p.out.push(')');
            } else {
                p.print_element(base, kind, width, read_le(bytes, at, stride));
            }
        };
        if data.splat {
            // MLIR prints the splat value even of a zero-sized shape.
            if !bytes.is_empty() {
                print_one(self, 0);
            }
            return;
        }
        // Like mlir-opt, more than 100 elements (by default) print as the
        // hex of their storage; `i1` storage is bit-packed, least
        // significant bit first.
        let hex = match self.opts.elementsattrs_with_hex_if_larger {
            None => num > 100,
            Some(limit) => limit >= 0 && num as u64 > limit as u64,
        };
        if hex {
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            let push_byte = |out: &mut String, b: u8| {
                out.push(HEX[(b >> 4) as usize] as char);
                out.push(HEX[(b & 15) as usize] as char);
            };
            self.out.push_str("\"0x");
            if width == 1 && !complex {
                for chunk in data.bytes.chunks(8) {
                    let packed = chunk
                        .iter()
                        .enumerate()
                        .fold(0u8, |acc, (i, b)| acc | (u8::from(*b != 0) << i));
                    push_byte(&mut self.out, packed);
                }
            } else {
                for b in data.bytes.iter() {
                    push_byte(&mut self.out, *b);
                }
            }
            self.out.push('"');
            return;
        }
        self.print_nested(&shape, num, &mut print_one);
    }

    /// Prints `num` elements nested by `shape` (`[[a, b], [c, d]]`).
    fn print_nested(&mut self, shape: &[i64], num: usize, f: &mut dyn FnMut(&mut Printer<'c>, usize)) {
        if shape.is_empty() {
            if num > 0 {
                f(self, 0);
            }
            return;
        }
        let rank = shape.len();
        let mut counter = vec![0i64; rank];
        if num == 0 {
            // Empty elements print as `dense<>`.
            return;
        }
        for _ in 0..rank {
            self.out.push('[');
        }
        for idx in 0..num {
            if idx > 0 {
                // Close the finished dimensions, then reopen them.
                let mut d = rank - 1;
                counter[d] += 1;
                let mut closed = 0;
                while counter[d] == shape[d] && d > 0 {
                    counter[d] = 0;
                    d -= 1;
                    counter[d] += 1;
                    closed += 1;
                }
                for _ in 0..closed {
                    self.out.push(']');
                }
                self.out.push_str(", ");
                for _ in 0..closed {
                    self.out.push('[');
                }
            }
            f(self, idx);
        }
        for _ in 0..rank {
            self.out.push(']');
        }
    }

    // ---- locations ------------------------------------------------------------

    /// `loc(...)`, using an alias if there is one and `allow_alias`.
    pub(crate) fn print_loc(&mut self, l: Location, allow_alias: bool) {
        let key = Key::Loc(l);
        if self.alias.collecting {
            self.out.push_str("loc(");
            self.print_loc_inner(l);
            self.out.push(')');
            return;
        }
        if self.opts.pretty_debug_info {
            // `--mlir-pretty-debuginfo`: no `loc(...)` and no alias at the
            // top level; nested locations still use aliases.
            self.print_loc_body(l);
            return;
        }
        if allow_alias {
            self.out.push_str("loc(");
            if !self.use_alias(key) {
                self.print_loc_body(l);
            }
            self.out.push(')');
        } else {
            self.out.push_str("loc(");
            self.print_loc_body(l);
            self.out.push(')');
        }
    }

    /// A nested location: an alias or the body.
    pub(crate) fn print_loc_inner(&mut self, l: Location) {
        let key = Key::Loc(l);
        if self.alias.collecting {
            let deferrable = self.deferrable;
            if !self.visit_begin(key, Some("loc"), deferrable) {
                return;
            }
            self.print_loc_body(l);
            self.visit_end(key);
            return;
        }
        if self.use_alias(key) {
            return;
        }
        self.print_loc_body(l);
    }

    /// Like `print_loc_inner` without using `l`'s own alias.
    fn print_loc_inner_noalias(&mut self, l: Location) {
        if self.alias.collecting {
            self.print_loc_inner(l);
        } else {
            self.print_loc_body(l);
        }
    }

    pub(crate) fn print_loc_body(&mut self, l: Location) {
        let ctx = self.ctx;
        let pretty = self.opts.pretty_debug_info;
        match &ctx.loc_kind(l) {
            LocationKind::Unknown if pretty => self.out.push_str("[unknown]"),
            LocationKind::Unknown => self.out.push_str("unknown"),
            LocationKind::FileLineCol { file, line, col, end } => {
                if pretty {
                    self.out.push_str(ctx.ident_str(*file));
                } else {
                    push_string_literal(&mut self.out, ctx.ident_str(*file).as_bytes());
                }
                self.out.push(':');
                push_u64(&mut self.out, *line as u64);
                self.out.push(':');
                push_u64(&mut self.out, *col as u64);
                // A range that starts where it ends prints as its start.
                if let Some((el, ec)) = end.filter(|&(el, ec)| (el, ec) != (*line, *col)) {
                    self.out.push_str(" to ");
                    if el != *line {
                        push_u64(&mut self.out, el as u64);
                    }
                    self.out.push(':');
                    push_u64(&mut self.out, ec as u64);
                }
            }
            LocationKind::Name { name, child } => {
                push_string_literal(&mut self.out, ctx.ident_str(*name).as_bytes());
                if let Some(c) = child {
                    if !matches!(ctx.loc_kind(*c), LocationKind::Unknown) {
                        self.out.push('(');
                        self.print_loc_inner(*c);
                        self.out.push(')');
                    }
                }
            }
            LocationKind::CallSite { callee, caller } if pretty => {
                self.print_loc_inner(*callee);
                // mlir-opt breaks the line (without indentation) unless a
                // named callee is called from a file location.
                let same_line = matches!(ctx.loc_kind(*callee), LocationKind::Name { .. })
                    && matches!(ctx.loc_kind(*caller), LocationKind::FileLineCol { .. });
                self.out.push_str(if same_line { " at " } else { "\n at " });
                self.print_loc_inner(*caller);
            }
            LocationKind::CallSite { callee, caller } => {
                self.out.push_str("callsite(");
                self.print_loc_inner(*callee);
                self.out.push_str(" at ");
                self.print_loc_inner(*caller);
                self.out.push(')');
            }
            LocationKind::Fused { locations, metadata } => {
                if !pretty {
                    self.out.push_str("fused");
                }
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attr(*m, false);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &x) in locations.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_loc_inner(x);
                }
                self.out.push(']');
            }
            LocationKind::Opaque(a) => self.print_attr(*a, false),
        }
    }

    /// Prints the definitions of the aliases that are (not) deferred.
    pub(crate) fn print_alias_defs(&mut self, deferred: bool) {
        let order = std::mem::take(&mut self.alias.order);
        for &key in &order {
            let Some(&(name, n, d)) = self.alias.aliases.get(&key) else {
                continue;
            };
            if d != deferred {
                continue;
            }
            self.out.push(if matches!(key, Key::Type(_)) { '!' } else { '#' });
            self.out.push_str(name);
            if n > 0 {
                push_u64(&mut self.out, n as u64);
            }
            self.out.push_str(" = ");
            self.printing_alias = Some(key);
            match key {
                Key::Attr(a) => self.print_attr(a, false),
                Key::Type(t) => self.print_type_impl(t),
                Key::Loc(l) => self.print_loc(l, true),
            }
            self.printing_alias = None;
            self.out.push('\n');
        }
        self.alias.order = order;
    }
}

/// Reads `n` little-endian bytes at `at` (missing bytes read as zero).
fn read_le(bytes: &[u8], at: usize, n: usize) -> u128 {
    let mut v = 0u128;
    for i in (0..n.min(16)).rev() {
        v = (v << 8) | bytes.get(at + i).copied().unwrap_or(0) as u128;
    }
    v
}
