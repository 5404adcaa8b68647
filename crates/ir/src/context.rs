//! The context: uniqued types, attributes, locations, identifiers and affine
//! expressions, and the registry of dialects.
//!
//! A `Context` is shared by reference between threads (`&Context` is all a
//! pass needs). Uniquing takes `&self`; registering dialects takes
//! `&mut self` and happens before the context is shared.

use std::sync::atomic::AtomicU64;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::affine::{AffineExpr, AffineExprKind};
use crate::diagnostics::DiagnosticEngine;
use crate::dialect::{DialectDef, Interfaces, OpDef};
use crate::intern::{Interner, StrInterner};
use crate::{AttrKind, Attribute, Location, LocationKind, Type, TypeKind};

/// An interned string: identifiers, attribute names, op names, file names.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Ident(pub(crate) u32);

impl Ident {
    /// The handle's index in the context's string table.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// The name of an operation, registered or not. Registered names carry
/// their [`OpDef`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(pub(crate) u32);

/// The owner of everything uniqued (MLIR's `MLIRContext`): identifiers,
/// types, attributes, locations and affine expressions, each a `Copy`
/// handle compared as an integer, plus the registry of dialects and ops,
/// the diagnostic handlers and dialect resources. Uniquing takes `&self`,
/// so one context is shared by reference between threads; registration
/// takes `&mut self` and happens before sharing.
pub struct Context {
    strings: StrInterner,
    types: Interner<TypeKind>,
    pub(crate) attrs: Interner<AttrKind>,
    locs: Interner<LocationKind>,
    /// Set once an attribute the printer may alias (builtin's alias
    /// interface: affine maps, integer sets, distinct attributes,
    /// locations used as attributes, tuples of more than 16 types) exists.
    pub(crate) has_aliasable_attrs: std::sync::atomic::AtomicBool,
    /// Parsed buffers, whose positions are locations without uniquing.
    pub(crate) sources: std::sync::RwLock<crate::location::SourceMap>,
    affine: Interner<AffineExprKind>,
    op_names: Interner<Ident>,
    /// Indexed by `OpName`; names interned after the last registration are
    /// past the end and unregistered.
    op_defs: Vec<Option<Arc<OpDef>>>,
    dialects: FxHashMap<Ident, Arc<DialectDef>>,
    /// The same, by name: looked up on hot paths without interning.
    dialects_by_name: FxHashMap<&'static str, Arc<DialectDef>>,
    dialect_order: Vec<Ident>,
    allow_unregistered: bool,
    pub(crate) distinct_counter: AtomicU64,
    pub(crate) diagnostics: DiagnosticEngine,
    pub(crate) op_note_printer: std::sync::OnceLock<crate::op_ref::OpNotePrinter>,
    /// Prints an op in custom form for diagnostic text (`<< *op` in MLIR).
    pub(crate) op_display_printer: std::sync::OnceLock<crate::op_ref::OpNotePrinter>,
    pub(crate) print_op_on_diagnostic: std::sync::atomic::AtomicBool,
    /// 0: no locations in quoted ops; 1: locations; 2: pretty locations.
    pub(crate) debuginfo_on_diagnostic: std::sync::atomic::AtomicU8,
    pub(crate) resources: crate::resources::ResourceLock,
    /// Handles of the most used types, so that asking for them takes no
    /// lock: i1, i8, i16, i32, i64, index, none, then every float kind.
    pub(crate) common_types: Vec<Type>,
    /// Distinguishes contexts in per-thread caches.
    id: u64,
    /// The unknown location, interned on first use.
    pub(crate) unknown_loc: std::sync::OnceLock<crate::Location>,
    pub(crate) display_printers:
        std::sync::OnceLock<(crate::op_ref::TypeDisplayFn, crate::op_ref::AttrDisplayFn)>,
    /// (dialect, name) -> the type first parsed under that name: what
    /// MLIR's mutable named types (LLVM's identified structs) hold.
    named_types: std::sync::Mutex<FxHashMap<(Ident, String), Type>>,
}

const IDENT_CACHE_SLOTS: usize = 1024;

/// (context id, (definition address, discriminator)).
type MemoKey = (u64, (usize, u64));

thread_local! {
    /// (context id, string address, length, ident) per slot.
    static IDENT_CACHE: std::cell::RefCell<Vec<(u64, usize, usize, u32)>> =
        const { std::cell::RefCell::new(Vec::new()) };
    static ATTR_MEMO: std::cell::RefCell<FxHashMap<MemoKey, Attribute>> =
        std::cell::RefCell::new(FxHashMap::default());
}

/// Gives each context a distinct id for the per-thread caches.
static NEXT_CONTEXT_ID: AtomicU64 = AtomicU64::new(0);

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context with the builtin dialect registered.
    pub fn new() -> Context {
        let mut ctx = Context {
            strings: StrInterner::new(),
            types: Interner::new(),
            attrs: Interner::new(),
            locs: Interner::new(),
            sources: Default::default(),
            has_aliasable_attrs: Default::default(),
            affine: Interner::new(),
            op_names: Interner::new(),
            op_defs: Vec::new(),
            dialects: FxHashMap::default(),
            dialects_by_name: FxHashMap::default(),
            dialect_order: Vec::new(),
            allow_unregistered: false,
            distinct_counter: AtomicU64::new(0),
            diagnostics: DiagnosticEngine::default(),
            op_note_printer: std::sync::OnceLock::new(),
            op_display_printer: std::sync::OnceLock::new(),
            print_op_on_diagnostic: std::sync::atomic::AtomicBool::new(true),
            debuginfo_on_diagnostic: std::sync::atomic::AtomicU8::new(0),
            resources: Default::default(),
            display_printers: std::sync::OnceLock::new(),
            named_types: Default::default(),
            common_types: Vec::new(),
            id: NEXT_CONTEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            unknown_loc: std::sync::OnceLock::new(),
        };
        let mut common: Vec<Type> = [1, 8, 16, 32, 64]
            .iter()
            .map(|&width| {
                ctx.intern_type(TypeKind::Integer {
                    width,
                    signedness: crate::Signedness::Signless,
                })
            })
            .collect();
        common.push(ctx.intern_type(TypeKind::Index));
        common.push(ctx.intern_type(TypeKind::None));
        for k in crate::FloatKind::ALL {
            common.push(ctx.intern_type(TypeKind::Float(k)));
        }
        ctx.common_types = common;
        ctx.register_dialect(crate::builtin::dialect());
        ctx
    }

    // ---- identifiers ---------------------------------------------------

    /// Interns `s` as an identifier.
    pub fn ident(&self, s: &str) -> Ident {
        // Most calls pass the same few names (static strings of op and
        // attribute definitions): a small per-thread cache keyed by the
        // string's address answers them without the interner's lock. A
        // hit is confirmed by comparing contents, so a reused address can
        // never return a wrong identifier.
        let key = (s.as_ptr() as usize, s.len());
        let slot = ((key.0 >> 3) ^ key.1.wrapping_mul(0x9e37_79b9)) % IDENT_CACHE_SLOTS;
        let hit = IDENT_CACHE.with(|c| {
            let c = c.borrow();
            match c.get(slot) {
                Some(&(ctx, ptr, len, id)) if ctx == self.id && ptr == key.0 && len == key.1 => {
                    Some(Ident(id))
                }
                _ => None,
            }
        });
        if let Some(id) = hit {
            if self.ident_str(id) == s {
                return id;
            }
        }
        let id = Ident(self.strings.intern(s));
        IDENT_CACHE.with(|c| {
            let mut c = c.borrow_mut();
            if c.is_empty() {
                c.resize(IDENT_CACHE_SLOTS, (u64::MAX, 0, 0, 0));
            }
            c[slot] = (self.id, key.0, key.1, id.0);
        });
        id
    }

    /// An attribute computed once per context and thread for `key` (the
    /// address of a static definition, such as a default value, and a
    /// discriminator), so that hot paths do not rebuild and re-intern it.
    pub fn memo_attr(&self, key: (usize, u64), make: impl FnOnce(&Context) -> Attribute) -> Attribute {
        if let Some(a) = ATTR_MEMO.with(|m| m.borrow().get(&(self.id, key)).copied()) {
            return a;
        }
        let a = make(self);
        ATTR_MEMO.with(|m| m.borrow_mut().insert((self.id, key), a));
        a
    }

    /// The string of an identifier.
    #[inline]
    pub fn ident_str(&self, id: Ident) -> &str {
        self.strings.get(id.0)
    }

    // ---- uniquing --------------------------------------------------------

    /// The uniqued type of `kind`: equal kinds give the same handle.
    pub fn intern_type(&self, kind: TypeKind) -> Type {
        // Builtin's alias interface names tuples of more than 16 types.
        if matches!(&kind, TypeKind::Tuple(ts) if ts.len() > 16) {
            self.note_aliasable_attr();
        }
        Type(self.types.intern(kind))
    }

    /// What type `t` is. Takes no lock.
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.get(t.0)
    }

    /// The uniqued attribute of `kind`: equal kinds give the same handle.
    pub fn intern_attr(&self, kind: AttrKind) -> Attribute {
        if matches!(
            kind,
            AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) | AttrKind::Location(_)
        ) {
            self.note_aliasable_attr();
        }
        Attribute(self.attrs.intern(kind))
    }

    /// What attribute `a` is. Takes no lock.
    #[inline]
    pub fn attr_kind(&self, a: Attribute) -> &AttrKind {
        self.attrs.get(a.0)
    }

    /// The uniqued location of `kind`. A `file:line:col` (not a range)
    /// naming a position of a registered source buffer gives that
    /// position's handle, the one the parser attached (see
    /// [`Context::register_source`]).
    pub fn intern_loc(&self, kind: LocationKind) -> Location {
        if let LocationKind::FileLineCol {
            file,
            line,
            col,
            end: None,
        } = kind
        {
            if let Some(l) = self.source_position(file, line, col) {
                return l;
            }
        }
        Location(self.locs.intern(kind))
    }

    /// What `l` is. Positions of parsed buffers are decoded (see
    /// [`Context::register_source`]), hence a value rather than a reference.
    pub fn loc_kind(&self, l: Location) -> LocationKind {
        match self.source_loc_kind(l) {
            Some(k) => k,
            None => self.locs.get(l.0).clone(),
        }
    }

    /// The callee and caller of a call-site location, without decoding
    /// other kinds (a parsed position is known not to be one from its
    /// handle alone).
    pub fn loc_callsite(&self, l: Location) -> Option<(Location, Location)> {
        if l.0 >= crate::location::SOURCE_BIT {
            return None;
        }
        match self.locs.get(l.0) {
            LocationKind::CallSite { callee, caller } => Some((*callee, *caller)),
            _ => None,
        }
    }

    /// The uniqued affine expression of `kind`, exactly as given (the
    /// `affine_*` constructors simplify first).
    pub fn intern_affine(&self, kind: AffineExprKind) -> AffineExpr {
        AffineExpr(self.affine.intern(kind))
    }

    /// What expression `e` is.
    #[inline]
    pub fn affine_kind(&self, e: AffineExpr) -> &AffineExprKind {
        self.affine.get(e.0)
    }

    // ---- dialects and operation names ------------------------------------

    /// Registers a dialect and its operations. Registering a dialect twice
    /// replaces the first registration.
    pub fn register_dialect(&mut self, dialect: DialectDef) {
        let name = self.ident(dialect.name);
        let dialect = Arc::new(dialect);
        for op in &dialect.ops {
            let op_name = self.op_name(op.name);
            let idx = op_name.0 as usize;
            if self.op_defs.len() <= idx {
                self.op_defs.resize(idx + 1, None);
            }
            let mut def = op.clone();
            def.attr_idents = (def.inherent_attrs.iter().copied())
                .chain(["operandSegmentSizes", "resultSegmentSizes"])
                .map(|n| self.ident(n))
                .collect();
            self.op_defs[idx] = Some(Arc::new(def));
        }
        self.dialects_by_name.insert(dialect.name, dialect.clone());
        if self.dialects.insert(name, dialect).is_none() {
            self.dialect_order.push(name);
        }
    }

    /// Adds `ops` to the registered dialect `name` (MLIR's dialect
    /// extensions: ops defined outside the dialect's own crate, such as
    /// the transform ops of other dialects). The dialect keeps its hooks
    /// and interfaces. Does nothing if the dialect is not registered.
    pub fn extend_dialect(&mut self, name: &str, ops: Vec<OpDef>) {
        let Some(existing) = self.dialects_by_name.get(name) else {
            return;
        };
        let mut dialect = (**existing).clone();
        dialect.ops.retain(|o| !ops.iter().any(|n| n.name == o.name));
        dialect.ops.extend(ops);
        self.register_dialect(dialect);
    }

    /// Replaces the interfaces of registered dialect `name` by `f` of
    /// them (an extension adding to a dialect's interfaces); nothing if
    /// the dialect is not registered.
    pub fn extend_dialect_interfaces(&mut self, name: &str, f: impl FnOnce(Interfaces) -> Interfaces) {
        let Some(existing) = self.dialects_by_name.get(name) else {
            return;
        };
        let mut dialect = (**existing).clone();
        dialect.interfaces = f(dialect.interfaces);
        self.register_dialect(dialect);
    }

    /// A number identifying this context among the process's contexts
    /// (for data kept per context outside it, such as preloaded
    /// transform libraries).
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Records `ty` as the type named `name` in `dialect` unless another
    /// type has that name, which is returned. MLIR's identified types are
    /// mutable, one per name and context; here each body is its own
    /// interned type, and this registry keeps one body per name.
    pub fn register_named_type(&self, dialect: &str, name: &str, ty: Type) -> Option<Type> {
        let mut map = self.named_types.lock().unwrap_or_else(|e| e.into_inner());
        let prev = *map.entry((self.ident(dialect), name.to_string())).or_insert(ty);
        (prev != ty).then_some(prev)
    }

    /// Forgets the names [`Context::register_named_type`] recorded: the
    /// driver starts each `--split-input-file` chunk with none, as MLIR
    /// gives each chunk its own context.
    pub fn clear_named_types(&self) {
        self.named_types.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    /// The registered dialects, in registration order.
    pub fn dialects(&self) -> impl Iterator<Item = &DialectDef> + '_ {
        self.dialect_order.iter().filter_map(|n| self.dialect(*n))
    }

    /// The registered dialect with namespace `name`.
    pub fn dialect(&self, name: Ident) -> Option<&DialectDef> {
        self.dialects.get(&name).map(|d| &**d)
    }

    /// The registered dialect with namespace `name`, without interning it.
    pub fn dialect_by_name(&self, name: &str) -> Option<&DialectDef> {
        self.dialects_by_name.get(name).map(|d| &**d)
    }

    /// Interface `I` of the dialect named `name`.
    pub fn dialect_interface<I: std::any::Any + Send + Sync>(&self, name: &str) -> Option<&I> {
        self.dialect_by_name(name)?.interfaces.get::<I>()
    }

    /// Interface `I` of a type: the interfaces of its dialect (builtin for
    /// builtin types), which dispatch on the type's kind or mnemonic.
    pub fn type_interface<I: std::any::Any + Send + Sync>(&self, t: Type) -> Option<&I> {
        let dialect = match self.type_kind(t) {
            TypeKind::Dialect { dialect, .. } => self.ident_str(*dialect),
            TypeKind::Opaque { .. } => return None,
            _ => "builtin",
        };
        self.dialect_interface::<I>(dialect)
    }

    /// Interface `I` of an attribute, as [`Context::type_interface`].
    pub fn attr_interface<I: std::any::Any + Send + Sync>(&self, a: Attribute) -> Option<&I> {
        let dialect = match self.attr_kind(a) {
            AttrKind::Dialect { dialect, .. } => self.ident_str(*dialect),
            AttrKind::Opaque { .. } => return None,
            _ => "builtin",
        };
        self.dialect_interface::<I>(dialect)
    }

    /// Registered dialect names, sorted (as `--show-dialects` lists them).
    pub fn dialect_names(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self.dialect_order.iter().map(|&d| self.ident_str(d)).collect();
        v.sort_unstable();
        v
    }

    /// Interns an operation name (`dialect.op`).
    pub fn op_name(&self, name: &str) -> OpName {
        OpName(self.op_names.intern(self.ident(name)))
    }

    /// The full name of an op (`dialect.op`).
    pub fn op_name_str(&self, name: OpName) -> &str {
        self.ident_str(*self.op_names.get(name.0))
    }

    /// The full name of an op as an identifier.
    pub fn op_name_ident(&self, name: OpName) -> Ident {
        *self.op_names.get(name.0)
    }

    /// The dialect namespace of an op name: the part before the first dot.
    pub fn op_name_dialect(&self, name: OpName) -> &str {
        let s = self.op_name_str(name);
        s.split_once('.').map_or("", |(d, _)| d)
    }

    /// The definition of a registered operation.
    #[inline]
    pub fn op_def(&self, name: OpName) -> Option<&OpDef> {
        self.op_defs.get(name.0 as usize).and_then(|d| d.as_deref())
    }

    /// Whether `name` is an op of a registered dialect.
    pub fn is_registered(&self, name: OpName) -> bool {
        self.op_def(name).is_some()
    }

    /// Whether ops of unregistered dialects are accepted
    /// (`--allow-unregistered-dialect`).
    pub fn allow_unregistered_dialects(&self) -> bool {
        self.allow_unregistered
    }

    /// Sets whether ops of unregistered dialects are accepted.
    pub fn set_allow_unregistered_dialects(&mut self, allow: bool) {
        self.allow_unregistered = allow;
    }

    /// Notes that an attribute the printer may give an alias exists (for
    /// dialects whose `OpAsmDialectInterface` names some of theirs).
    pub fn note_aliasable_attr(&self) {
        self.has_aliasable_attrs
            .store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// Whether the context ever held an attribute the printer may give an
    /// alias (an affine map, integer set, distinct attribute or location
    /// attribute; locations of ops get aliases only with debug info): if not,
    /// printing needs no pass to collect aliases.
    pub fn has_aliasable_attributes(&self) -> bool {
        self.has_aliasable_attrs
            .load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Number of uniqued objects, for statistics and benchmarks.
    pub fn interned_counts(&self) -> [(&'static str, usize); 4] {
        [
            ("types", self.types.len()),
            ("attributes", self.attrs.len()),
            ("locations", self.locs.len()),
            ("affine expressions", self.affine.len()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_sync<T: Send + Sync>() {}

    #[test]
    fn context_is_shareable() {
        assert_sync::<Context>();
    }

    #[test]
    fn types_are_uniqued() {
        let ctx = Context::new();
        assert_eq!(ctx.i32(), ctx.integer_type(32));
        assert_ne!(ctx.i32(), ctx.i64());
        let f = ctx.function_type(&[ctx.i32()], &[ctx.f32()]);
        assert_eq!(f, ctx.function_type(&[ctx.i32()], &[ctx.f32()]));
        assert_eq!(ctx.function_type_parts(f).unwrap().0, &[ctx.i32()]);
    }

    #[test]
    fn dictionaries_are_sorted() {
        let ctx = Context::new();
        let b = ctx.ident("b");
        let a = ctx.ident("a");
        let d = ctx.dictionary_attr(&[(b, ctx.unit_attr()), (a, ctx.bool_attr(true))]);
        let names: Vec<&str> = ctx
            .dict_entries(d)
            .iter()
            .map(|(n, _)| ctx.ident_str(*n))
            .collect();
        assert_eq!(names, ["a", "b"]);
        assert_eq!(ctx.dict_get(d, a), Some(ctx.bool_attr(true)));
        assert!(ctx
            .dictionary_attr_checked(&[(a, ctx.unit_attr()), (a, ctx.unit_attr())])
            .is_err());
    }

    #[test]
    fn named_types_keep_their_first_type_until_cleared() {
        let ctx = Context::new();
        assert_eq!(ctx.register_named_type("d", "n", ctx.i32()), None);
        assert_eq!(ctx.register_named_type("d", "n", ctx.i32()), None);
        assert_eq!(ctx.register_named_type("d", "n", ctx.i64()), Some(ctx.i32()));
        // Names are per dialect.
        assert_eq!(ctx.register_named_type("e", "n", ctx.i64()), None);
        ctx.clear_named_types();
        assert_eq!(ctx.register_named_type("d", "n", ctx.i64()), None);
    }

    #[test]
    fn distinct_attributes_are_not_uniqued() {
        let ctx = Context::new();
        let u = ctx.unit_attr();
        assert_ne!(ctx.distinct_attr(u), ctx.distinct_attr(u));
    }
}

#[cfg(test)]
mod interface_tests {
    use super::*;
    use crate::{DialectDef, Interfaces};

    /// A type interface implemented by a dialect for its types.
    struct Width(fn(&Context, Type) -> Option<u32>);

    fn toy_width(ctx: &Context, t: Type) -> Option<u32> {
        match ctx.type_kind(t) {
            TypeKind::Dialect { mnemonic, .. } if ctx.ident_str(*mnemonic) == "word" => Some(16),
            _ => None,
        }
    }

    #[test]
    fn type_interfaces_dispatch_through_the_dialect() {
        let mut ctx = Context::new();
        let mut d = DialectDef::new("toy");
        d.interfaces = Interfaces::EMPTY.with(Width(toy_width));
        ctx.register_dialect(d);
        let word = ctx.intern_type(TypeKind::Dialect {
            dialect: ctx.ident("toy"),
            mnemonic: ctx.ident("word"),
            params: Box::new([]),
        });
        let w = ctx
            .type_interface::<Width>(word)
            .expect("toy types have the interface");
        assert_eq!((w.0)(&ctx, word), Some(16));
        assert!(
            ctx.type_interface::<Width>(ctx.i32()).is_none(),
            "builtin does not implement it"
        );
    }
}
