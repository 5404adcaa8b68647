//! Prints a [`Module`] as LLVM's assembly writer does: the header, type
//! definitions, globals, functions with numbered values and blocks and
//! predecessor comments, attribute groups and metadata.

use std::collections::HashMap;
use std::fmt::Write;

use crate::float::format_float;
use crate::ir::*;

/// Whether `name` can be printed without quotes after `@` or `%`.
fn is_bare_name(name: &str) -> bool {
    !name.is_empty()
        && !name.as_bytes()[0].is_ascii_digit()
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_'))
}

/// LLVM's `printEscapedString`: printable characters but `\` and `"` as
/// they are, the rest as `\XX`.
pub fn escape(out: &mut String, bytes: &[u8]) {
    for &c in bytes {
        if (0x20..0x7f).contains(&c) && c != b'\\' && c != b'"' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
}

/// `@name`, `%name`: quoted when it has other characters.
pub fn llvm_name(out: &mut String, prefix: char, name: &str) {
    out.push(prefix);
    if is_bare_name(name) {
        out.push_str(name);
    } else {
        out.push('"');
        escape(out, name.as_bytes());
        out.push('"');
    }
}

/// Prints a type.
pub fn write_type(out: &mut String, ty: &Ty) {
    match ty {
        Ty::Void => out.push_str("void"),
        Ty::Int(w) => {
            let _ = write!(out, "i{w}");
        }
        Ty::Half => out.push_str("half"),
        Ty::BFloat => out.push_str("bfloat"),
        Ty::Float => out.push_str("float"),
        Ty::Double => out.push_str("double"),
        Ty::X86Fp80 => out.push_str("x86_fp80"),
        Ty::Fp128 => out.push_str("fp128"),
        Ty::PpcFp128 => out.push_str("ppc_fp128"),
        Ty::Ptr(0) => out.push_str("ptr"),
        Ty::Ptr(a) => {
            let _ = write!(out, "ptr addrspace({a})");
        }
        Ty::Array(e, n) => {
            let _ = write!(out, "[{n} x ");
            write_type(out, e);
            out.push(']');
        }
        Ty::Vector { scalable, len, elem } => {
            out.push('<');
            if *scalable {
                out.push_str("vscale x ");
            }
            let _ = write!(out, "{len} x ");
            write_type(out, elem);
            out.push('>');
        }
        Ty::Struct { name: Some(n), .. } => llvm_name(out, '%', n),
        Ty::Struct {
            name: None,
            packed,
            body,
        } => write_struct_body(out, *packed, body.as_deref()),
        Ty::Func { ret, params, var_arg } => {
            write_type(out, ret);
            out.push_str(" (");
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(out, p);
            }
            if *var_arg {
                out.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            out.push(')');
        }
        Ty::Label => out.push_str("label"),
        Ty::Metadata => out.push_str("metadata"),
        Ty::Token => out.push_str("token"),
        Ty::TargetExt(t) => {
            let TargetExtTy { name, types, ints } = &**t;
            out.push_str("target(");
            out.push('"');
            escape(out, name.as_bytes());
            out.push('"');
            for t in types {
                out.push_str(", ");
                write_type(out, t);
            }
            for i in ints {
                let _ = write!(out, ", {i}");
            }
            out.push(')');
        }
    }
}

fn write_struct_body(out: &mut String, packed: bool, body: Option<&[Ty]>) {
    let Some(body) = body else {
        out.push_str("opaque");
        return;
    };
    if packed {
        out.push('<');
    }
    if body.is_empty() {
        out.push_str("{}");
    } else {
        out.push_str("{ ");
        for (i, t) in body.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_type(out, t);
        }
        out.push_str(" }");
    }
    if packed {
        out.push('>');
    }
}

/// `ty` as LLVM's assembly writer prints it.
pub fn type_str(ty: &Ty) -> String {
    let mut s = String::new();
    write_type(&mut s, ty);
    s
}

/// Prints a constant of type `ty` (without the type).
pub fn write_const(out: &mut String, ty: &Ty, c: &Const) {
    let aggregate = matches!(ty, Ty::Array(..) | Ty::Struct { .. } | Ty::Vector { .. });
    if aggregate && c.is_zero() && !matches!(c, Const::Undef | Const::Poison) {
        out.push_str("zeroinitializer");
        return;
    }
    // LLVM folds an aggregate of undefs (poisons) to one.
    if let (Const::Aggregate(_), Some(poison)) = (c, undef_kind(c)) {
        out.push_str(if poison { "poison" } else { "undef" });
        return;
    }
    match c {
        Const::Int(1, v) if matches!(ty, Ty::Int(1)) => {
            out.push_str(if *v & 1 != 0 { "true" } else { "false" })
        }
        Const::Int(_, v) => {
            let _ = write!(out, "{v}");
        }
        Const::Float(t, bits) => out.push_str(&format_float(t, *bits)),
        Const::Null => out.push_str("null"),
        Const::Undef => out.push_str("undef"),
        Const::Poison => out.push_str("poison"),
        Const::Zero => out.push_str(match ty {
            Ty::Ptr(_) => "null",
            Ty::Int(1) => "false",
            Ty::Int(_) => "0",
            t if t.is_float() => {
                out.push_str(&format_float(t, 0));
                return;
            }
            Ty::Token => "none",
            _ => "zeroinitializer",
        }),
        Const::Bytes(b) => {
            out.push_str("c\"");
            escape(out, b);
            out.push('"');
        }
        Const::Global(n) => llvm_name(out, '@', n),
        Const::DsoLocalEquivalent(n) => {
            out.push_str("dso_local_equivalent ");
            llvm_name(out, '@', n);
        }
        Const::BlockAddress { function, slot, .. } => {
            out.push_str("blockaddress(");
            llvm_name(out, '@', function);
            match slot {
                Some(n) => {
                    let _ = write!(out, ", %{n})");
                }
                None => out.push_str(", <badref>)"),
            }
        }
        Const::Splat(t, v) => {
            out.push_str("splat (");
            write_typed_const(out, t, v);
            out.push(')');
        }
        // Arrays of `i8` integers are data arrays, printed as strings;
        // vectors of one repeated integer or float are splats.
        Const::Aggregate(elems)
            if matches!(ty, Ty::Array(e, _) if **e == Ty::Int(8))
                && elems.iter().all(|(_, c)| matches!(c, Const::Int(..))) =>
        {
            let bytes: Vec<u8> = elems
                .iter()
                .map(|(_, c)| match c {
                    Const::Int(_, v) => *v as u8,
                    _ => 0,
                })
                .collect();
            write_const(out, ty, &Const::Bytes(bytes));
        }
        Const::Aggregate(elems)
            if matches!(ty, Ty::Vector { .. })
                && elems.len() > 1
                && elems
                    .iter()
                    .all(|(_, c)| matches!(c, Const::Int(..) | Const::Float(..)) && *c == elems[0].1) =>
        {
            let (t, c) = &elems[0];
            write_const(out, ty, &Const::Splat(t.clone(), Box::new(c.clone())));
        }
        Const::Aggregate(elems) => {
            let (open, close) = match ty {
                Ty::Array(..) => ("[", "]"),
                Ty::Vector { .. } => ("<", ">"),
                Ty::Struct { packed: true, .. } => ("<{ ", " }>"),
                _ => ("{ ", " }"),
            };
            if elems.is_empty() && matches!(ty, Ty::Struct { .. }) {
                out.push_str(if open == "{ " { "{}" } else { "<{}>" });
                return;
            }
            out.push_str(open);
            for (i, (t, e)) in elems.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_typed_const(out, t, e);
            }
            out.push_str(close);
        }
        Const::Expr {
            opcode,
            flags,
            source_ty,
            operands,
            dest_ty,
        } => {
            out.push_str(opcode);
            out.push_str(flags);
            out.push_str(" (");
            if let Some(s) = source_ty {
                write_type(out, s);
                out.push_str(", ");
            }
            for (i, (t, e)) in operands.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_typed_const(out, t, e);
            }
            if let Some(d) = dest_ty {
                out.push_str(" to ");
                write_type(out, d);
            }
            out.push(')');
        }
    }
}

/// Whether `c` is `undef` (`Some(false)`) or `poison` (`Some(true)`), as
/// LLVM's constant aggregates fold: one of all-poison elements is poison,
/// one of all-undef (not poison) elements undef.
fn undef_kind(c: &Const) -> Option<bool> {
    match c {
        Const::Undef => Some(false),
        Const::Poison => Some(true),
        Const::Aggregate(elems) => {
            let kinds: Option<Vec<bool>> = elems.iter().map(|(_, e)| undef_kind(e)).collect();
            match kinds?.as_slice() {
                [] => None,
                k if k.iter().all(|&p| p) => Some(true),
                k if k.iter().all(|&p| !p) => Some(false),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Writes `ty` followed by the constant `c` (`i32 1`).
pub fn write_typed_const(out: &mut String, ty: &Ty, c: &Const) {
    write_type(out, ty);
    out.push(' ');
    write_const(out, ty, c);
}

/// Attribute groups: each distinct function attribute list gets a number
/// in order of first appearance.
#[derive(Default)]
struct AttrGroups {
    groups: Vec<Vec<String>>,
    index: HashMap<Vec<String>, usize>,
}

impl AttrGroups {
    fn slot(&mut self, attrs: &[String]) -> usize {
        if let Some(&i) = self.index.get(attrs) {
            return i;
        }
        let i = self.groups.len();
        self.groups.push(attrs.to_vec());
        self.index.insert(attrs.to_vec(), i);
        i
    }
}

/// Collects the identified struct types used by the module, in order of
/// first appearance, with their bodies.
fn collect_struct(ty: &Ty, seen: &mut Vec<(String, Ty)>) {
    match ty {
        Ty::Struct { name, body, .. } => {
            if let Some(n) = name {
                if seen.iter().any(|(s, _)| s == n) {
                    return;
                }
                seen.push((n.clone(), ty.clone()));
            }
            for t in body.as_deref().unwrap_or(&[]) {
                collect_struct(t, seen);
            }
        }
        Ty::Array(e, _) => collect_struct(e, seen),
        Ty::Vector { elem, .. } => collect_struct(elem, seen),
        Ty::Func { ret, params, .. } => {
            collect_struct(ret, seen);
            for p in params {
                collect_struct(p, seen);
            }
        }
        _ => {}
    }
}

/// Prints the module.
pub fn write_module(m: &Module, named_structs: &[Ty]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "; ModuleID = '{}'", m.id);
    out.push_str("source_filename = \"");
    escape(&mut out, m.source_filename.as_bytes());
    out.push_str("\"\n");
    if let Some(dl) = &m.data_layout {
        let _ = writeln!(out, "target datalayout = \"{dl}\"");
    }
    if let Some(t) = &m.target_triple {
        let _ = writeln!(out, "target triple = \"{t}\"");
    }
    if !m.module_asm.is_empty() {
        out.push('\n');
        for line in &m.module_asm {
            out.push_str("module asm \"");
            escape(&mut out, line.as_bytes());
            out.push_str("\"\n");
        }
    }
    let mut structs = Vec::new();
    for t in named_structs {
        collect_struct(t, &mut structs);
    }
    if !structs.is_empty() {
        out.push('\n');
        for (name, ty) in &structs {
            llvm_name(&mut out, '%', name);
            out.push_str(" = type ");
            if let Ty::Struct { packed, body, .. } = ty {
                write_struct_body(&mut out, *packed, body.as_deref());
            }
            out.push('\n');
        }
    }
    // The comdats the module's objects use, in order of first use by the
    // functions, then the globals; separated by empty lines.
    let mut comdats: Vec<&(String, String)> = Vec::new();
    let users = m.functions.iter().filter_map(|f| f.comdat.as_ref());
    for c in users.chain(m.globals.iter().filter_map(|g| g.comdat.as_ref())) {
        if !comdats.iter().any(|x| x.0 == c.0) {
            comdats.push(c);
        }
    }
    if !comdats.is_empty() {
        out.push('\n');
    }
    for (i, (name, kind)) in comdats.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        llvm_name(&mut out, '$', name);
        let _ = writeln!(out, " = comdat {kind}");
    }
    // Metadata nodes: those of the globals' attachments first, then
    // those of the named metadata, then those attached to functions and
    // instructions, in order of appearance (LLVM's slot tracker).
    let mut nodes = MdNumbering {
        nodes: Vec::new(),
        di: &m.di,
        di_slots: vec![None; m.di.len()],
        entries: Vec::new(),
    };
    for g in &m.globals {
        for d in &g.dbg {
            nodes.reach(d);
        }
    }
    for (_, list) in &m.named_metadata {
        for node in list {
            nodes.slot(node);
        }
    }
    if !m.globals.is_empty() {
        out.push('\n');
    }
    // Attribute groups are numbered in order of use: the globals', then
    // the functions', then the call sites'.
    let mut groups = AttrGroups::default();
    for g in &m.globals {
        write_global(&mut out, g);
        for d in &g.dbg {
            out.push_str(", !dbg ");
            write_md_operand(&mut out, d, &nodes);
        }
        if !g.attrs.is_empty() {
            let _ = write!(out, " #{}", groups.slot(&g.attrs));
        }
        out.push('\n');
    }
    for list in [&m.aliases, &m.ifuncs] {
        if !list.is_empty() {
            out.push('\n');
        }
        for a in list {
            write_alias(&mut out, a);
            out.push('\n');
        }
    }
    let slots: Vec<Option<usize>> = m
        .functions
        .iter()
        .map(|f| (!f.attrs.is_empty()).then(|| groups.slot(&f.attrs)))
        .collect();
    for (f, slot) in m.functions.iter().zip(slots) {
        out.push('\n');
        write_function(&mut out, f, slot, &mut nodes, &mut groups);
    }
    if !groups.groups.is_empty() {
        out.push('\n');
        for (i, g) in groups.groups.iter().enumerate() {
            let _ = writeln!(out, "attributes #{i} = {{ {} }}", g.join(" "));
        }
    }
    if !m.named_metadata.is_empty() {
        out.push('\n');
    }
    for (name, list) in &m.named_metadata {
        let _ = write!(out, "!{name} = !{{");
        for (i, node) in list.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let k = nodes.lookup(node);
            let _ = write!(out, "!{k}");
        }
        out.push_str("}\n");
    }
    if !nodes.nodes.is_empty() {
        out.push('\n');
        for (k, node) in nodes.nodes.iter().enumerate() {
            let _ = write!(out, "!{k} = ");
            if let (Entry::Di, [MdOperand::Di(i)]) = (nodes.entries[k], &node[..]) {
                let i = *i;
                write_di_node(&mut out, &m.di[i], &nodes);
                out.push('\n');
                continue;
            }
            let ops: &[MdOperand] = match (nodes.entries[k], &node[..]) {
                (Entry::Distinct, [MdOperand::Distinct { self_ref, ops, .. }]) => {
                    out.push_str("distinct !{");
                    if *self_ref {
                        let _ = write!(out, "!{k}");
                        if !ops.is_empty() {
                            out.push_str(", ");
                        }
                    }
                    ops
                }
                _ => {
                    out.push_str("!{");
                    node
                }
            };
            for (i, op) in ops.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_md_operand(&mut out, op, &nodes);
            }
            out.push_str("}\n");
        }
    }
    out
}

fn write_md_operand(out: &mut String, op: &MdOperand, nodes: &MdNumbering) {
    match op {
        MdOperand::Const(t, c) => write_typed_const(out, t, c),
        MdOperand::Node(k) => {
            let _ = write!(out, "!{k}");
        }
        MdOperand::Nested(n) => {
            let _ = write!(out, "!{}", nodes.tuple_lookup(n));
        }
        MdOperand::Di(i) => {
            let _ = write!(out, "!{}", nodes.di_slots[*i].unwrap_or(0));
        }
        MdOperand::Null => out.push_str("null"),
        MdOperand::Distinct { .. } => {
            let k = nodes.find(Entry::Distinct, std::slice::from_ref(op));
            let _ = write!(out, "!{}", k.unwrap_or(0));
        }
        MdOperand::String(s) => {
            out.push_str("!\"");
            escape(out, s.as_bytes());
            out.push('"');
        }
    }
}

/// `[distinct ]!DIKind(field: value, ...)`.
fn write_di_node(out: &mut String, n: &DiNode, nodes: &MdNumbering) {
    if n.distinct {
        out.push_str("distinct ");
    }
    let _ = write!(out, "!{}(", n.kind);
    for (i, (name, v)) in n.fields.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{name}: ");
        match v {
            DiField::Text(t) => out.push_str(t),
            DiField::Md(op) => write_md_operand(out, op, nodes),
        }
    }
    out.push(')');
}

/// The numbers of the metadata nodes, given in order of appearance
/// (LLVM's slot tracker): tuples by contents, debug info nodes by index.
struct MdNumbering<'m> {
    /// The numbered nodes; a debug info node is `[MdOperand::Di(i)]`.
    nodes: Vec<Vec<MdOperand>>,
    di: &'m [DiNode],
    di_slots: Vec<Option<usize>>,
    /// What each numbered node is.
    entries: Vec<Entry>,
}

/// What a numbered metadata node is.
#[derive(Clone, Copy, PartialEq)]
enum Entry {
    /// A tuple of its operands.
    Tuple,
    /// A debug info node (`[MdOperand::Di(i)]`).
    Di,
    /// A distinct node (`[MdOperand::Distinct { .. }]`).
    Distinct,
}

impl MdNumbering<'_> {
    /// The number of node `node`: its first one, or a new one followed by
    /// those of the nodes it first reaches (depth first).
    fn slot(&mut self, node: &[MdOperand]) -> usize {
        if let [MdOperand::Di(i)] = node {
            return self.di_slot(*i);
        }
        self.tuple_slot(node)
    }

    /// The number of tuple `node` (even of one debug info node).
    fn tuple_slot(&mut self, node: &[MdOperand]) -> usize {
        if let Some(k) = self.find_tuple(node) {
            return k;
        }
        self.nodes.push(node.to_vec());
        self.entries.push(Entry::Tuple);
        let k = self.nodes.len() - 1;
        for op in node {
            self.reach(op);
        }
        k
    }

    /// The number of a distinct node, followed by those it reaches.
    fn distinct_slot(&mut self, op: &MdOperand) -> usize {
        if let Some(k) = self.find(Entry::Distinct, std::slice::from_ref(op)) {
            return k;
        }
        self.nodes.push(vec![op.clone()]);
        self.entries.push(Entry::Distinct);
        let k = self.nodes.len() - 1;
        if let MdOperand::Distinct { ops, .. } = op {
            for o in ops {
                self.reach(o);
            }
        }
        k
    }

    fn reach(&mut self, op: &MdOperand) {
        match op {
            MdOperand::Nested(n) => {
                self.tuple_slot(n);
            }
            MdOperand::Distinct { .. } => {
                self.distinct_slot(op);
            }
            MdOperand::Di(i) => {
                self.di_slot(*i);
            }
            _ => {}
        }
    }

    fn di_slot(&mut self, i: usize) -> usize {
        if let Some(k) = self.di_slots[i] {
            return k;
        }
        self.nodes.push(vec![MdOperand::Di(i)]);
        self.entries.push(Entry::Di);
        let k = self.nodes.len() - 1;
        self.di_slots[i] = Some(k);
        let di = self.di;
        for op in &di[i].operands {
            self.reach(op);
        }
        k
    }

    /// The number of a node already numbered.
    fn lookup(&self, node: &[MdOperand]) -> usize {
        if let [MdOperand::Di(i)] = node {
            return self.di_slots[*i].unwrap_or(0);
        }
        self.tuple_lookup(node)
    }

    /// The number of a tuple already numbered.
    fn tuple_lookup(&self, node: &[MdOperand]) -> usize {
        self.find_tuple(node).unwrap_or(0)
    }

    fn find(&self, entry: Entry, node: &[MdOperand]) -> Option<usize> {
        self.nodes
            .iter()
            .zip(&self.entries)
            .position(|(n, &e)| e == entry && n == node)
    }

    fn find_tuple(&self, node: &[MdOperand]) -> Option<usize> {
        self.nodes
            .iter()
            .zip(&self.entries)
            .position(|(n, &e)| e == Entry::Tuple && n == node)
    }
}

/// `comdat` when the comdat has the object's name, else `comdat($c)`.
fn write_comdat_ref(out: &mut String, sep: &str, comdat: &str, object: &str) {
    out.push_str(sep);
    out.push_str("comdat");
    if comdat != object {
        out.push('(');
        llvm_name(out, '$', comdat);
        out.push(')');
    }
}

/// Local linkage, or a non-default visibility without `extern_weak`,
/// makes a symbol dso_local without saying so.
fn implicit_dso_local(linkage: &str, visibility: &str) -> bool {
    matches!(linkage, "private" | "internal") || (!visibility.is_empty() && linkage != "extern_weak")
}

fn write_alias(out: &mut String, a: &Alias) {
    llvm_name(out, '@', &a.name);
    out.push_str(" = ");
    out.push_str(linkage_prefix(&a.linkage));
    if a.dso_local && !implicit_dso_local(&a.linkage, &a.visibility) {
        out.push_str("dso_local ");
    }
    if !a.visibility.is_empty() {
        out.push_str(&a.visibility);
        out.push(' ');
    }
    if a.thread_local {
        out.push_str("thread_local ");
    }
    if !a.unnamed_addr.is_empty() {
        out.push_str(&a.unnamed_addr);
        out.push(' ');
    }
    out.push_str(a.kind);
    out.push(' ');
    write_type(out, &a.ty);
    out.push_str(", ");
    // A constant expression aliasee is printed without its type.
    if matches!(a.target.1, Const::Expr { .. }) {
        write_const(out, &a.target.0, &a.target.1);
    } else {
        write_typed_const(out, &a.target.0, &a.target.1);
    }
}

fn write_global(out: &mut String, g: &Global) {
    llvm_name(out, '@', &g.name);
    out.push_str(" = ");
    if g.init.is_none() && linkage_prefix(&g.linkage).is_empty() {
        out.push_str("external ");
    }
    out.push_str(linkage_prefix(&g.linkage));
    if g.dso_local && !implicit_dso_local(&g.linkage, &g.visibility) {
        out.push_str("dso_local ");
    }
    if !g.visibility.is_empty() {
        out.push_str(&g.visibility);
        out.push(' ');
    }
    if g.thread_local {
        out.push_str("thread_local ");
    }
    if !g.unnamed_addr.is_empty() {
        out.push_str(&g.unnamed_addr);
        out.push(' ');
    }
    if g.addr_space != 0 {
        let _ = write!(out, "addrspace({}) ", g.addr_space);
    }
    if g.externally_initialized {
        out.push_str("externally_initialized ");
    }
    out.push_str(if g.constant { "constant " } else { "global " });
    let ty = g.ty.clone().unwrap_or(Ty::Void);
    write_type(out, &ty);
    if let Some(init) = &g.init {
        out.push(' ');
        write_const(out, &ty, init);
    }
    if let Some(s) = &g.section {
        out.push_str(", section \"");
        escape(out, s.as_bytes());
        out.push('"');
    }
    if let Some((c, _)) = &g.comdat {
        write_comdat_ref(out, ", ", c, &g.name);
    }
    if let Some(a) = g.alignment {
        let _ = write!(out, ", align {a}");
    }
}

/// Value numbering of one function, as LLVM's slot tracker does it:
/// arguments, then each block and the values of its instructions.
struct Slots {
    insts: HashMap<InstId, u32>,
    blocks: Vec<u32>,
}

/// The slot number of block `b` of `f`, as the writer prints it.
pub(crate) fn block_slot(f: &Function, b: BlockIdx) -> Option<u32> {
    number(f).blocks.get(b.0 as usize).copied()
}

fn number(f: &Function) -> Slots {
    let mut next = f.params.len() as u32;
    let mut insts = HashMap::new();
    let mut blocks = Vec::with_capacity(f.blocks.len());
    for b in &f.blocks {
        blocks.push(next);
        next += 1;
        for &i in &b.insts {
            if f.insts[i.0 as usize]
                .result
                .as_ref()
                .is_some_and(|t| !t.is_void())
            {
                insts.insert(i, next);
                next += 1;
            }
        }
    }
    Slots { insts, blocks }
}

fn write_val(out: &mut String, v: &Val, slots: &Slots, ty_hint: Option<&Ty>) {
    match v {
        Val::Arg(i) => {
            let _ = write!(out, "%{i}");
        }
        Val::Inst(id) => match slots.insts.get(id) {
            Some(n) => {
                let _ = write!(out, "%{n}");
            }
            None => out.push_str("<badref>"),
        },
        Val::Const(c) => write_const(out, ty_hint.unwrap_or(&Ty::Void), c),
    }
}

/// Pads `out`'s last line to column `col` (at least one space).
fn pad_to_column(out: &mut String, col: usize) {
    let line_start = out.rfind('\n').map_or(0, |p| p + 1);
    let cur = out.len() - line_start;
    let n = if cur < col { col - cur } else { 1 };
    out.extend(std::iter::repeat_n(' ', n));
}

fn write_function(
    out: &mut String,
    f: &Function,
    attr_slot: Option<usize>,
    nodes: &mut MdNumbering,
    groups: &mut AttrGroups,
) {
    let comment: Vec<String> = f
        .attrs
        .iter()
        .filter(|a| !a.starts_with('"'))
        .map(|a| match a.split_once('=') {
            // `alignstack=16` in a group reads `alignstack(16)` elsewhere,
            // `align=8` reads `align 8`.
            Some(("align", v)) => format!("align {v}"),
            Some((k, v)) => format!("{k}({v})"),
            None => a.clone(),
        })
        .collect();
    if !comment.is_empty() {
        let _ = writeln!(out, "; Function Attrs: {}", comment.join(" "));
    }
    out.push_str(if f.is_declaration() { "declare " } else { "define " });
    // A declaration's attachments follow `declare`, a definition's its
    // signature.
    if f.is_declaration() {
        if let Some(sp) = &f.dbg {
            let _ = write!(out, "!dbg !{} ", nodes.slot(std::slice::from_ref(sp)));
        }
        for (kind, node) in &f.md {
            let _ = write!(out, "!{kind} !{} ", nodes.slot(node));
        }
    }
    out.push_str(linkage_prefix(&f.linkage));
    if f.dso_local && !implicit_dso_local(&f.linkage, &f.visibility) {
        out.push_str("dso_local ");
    }
    if !f.visibility.is_empty() {
        out.push_str(&f.visibility);
        out.push(' ');
    }
    if !f.cconv.is_empty() {
        out.push_str(&f.cconv);
        out.push(' ');
    }
    if !f.ret_attrs.is_empty() {
        out.push_str(&f.ret_attrs);
        out.push(' ');
    }
    write_type(out, f.ret.as_ref().unwrap_or(&Ty::Void));
    out.push(' ');
    llvm_name(out, '@', &f.name);
    out.push('(');
    for (i, (t, attrs)) in f.params.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_type(out, t);
        if !attrs.is_empty() {
            out.push(' ');
            out.push_str(attrs);
        }
        if !f.is_declaration() {
            let _ = write!(out, " %{i}");
        }
    }
    if f.var_arg {
        out.push_str(if f.params.is_empty() { "..." } else { ", ..." });
    }
    out.push(')');
    if !f.unnamed_addr.is_empty() {
        out.push(' ');
        out.push_str(&f.unnamed_addr);
    }
    if let Some(s) = attr_slot {
        let _ = write!(out, " #{s}");
    }
    if let Some(s) = &f.section {
        out.push_str(" section \"");
        escape(out, s.as_bytes());
        out.push('"');
    }
    if let Some((c, _)) = &f.comdat {
        write_comdat_ref(out, " ", c, &f.name);
    }
    if let Some(a) = f.alignment {
        let _ = write!(out, " align {a}");
    }
    if let Some(g) = &f.gc {
        let _ = write!(out, " gc \"{g}\"");
    }
    if let Some(p) = &f.personality {
        out.push_str(" personality ptr ");
        llvm_name(out, '@', p);
    }
    if f.is_declaration() {
        out.push('\n');
        return;
    }
    if let Some(sp) = &f.dbg {
        let _ = write!(out, " !dbg !{}", nodes.slot(std::slice::from_ref(sp)));
    }
    for (kind, node) in &f.md {
        let _ = write!(out, " !{kind} !{}", nodes.slot(node));
    }
    out.push_str(" {");
    let slots = number(f);
    // Predecessors: LLVM lists the users of a block, the newest first.
    let mut preds: Vec<Vec<u32>> = vec![Vec::new(); f.blocks.len()];
    for (from, inst) in f.branch_order.iter().rev() {
        for p in f.insts[inst.0 as usize].pieces.iter().rev() {
            if let Piece::Block(b) = p {
                preds[b.0 as usize].push(slots.blocks[from.0 as usize]);
            }
        }
    }
    for (bi, b) in f.blocks.iter().enumerate() {
        if bi > 0 {
            let _ = write!(out, "\n{}:", slots.blocks[bi]);
            pad_to_column(out, 50);
            out.push(';');
            if preds[bi].is_empty() {
                out.push_str(" No predecessors!");
            } else {
                out.push_str(" preds = ");
                let list: Vec<String> = preds[bi].iter().map(|p| format!("%{p}")).collect();
                out.push_str(&list.join(", "));
            }
        }
        out.push('\n');
        for &id in &b.insts {
            let inst = &f.insts[id.0 as usize];
            out.push_str("  ");
            if let Some(n) = slots.insts.get(&id) {
                let _ = write!(out, "%{n} = ");
            }
            if inst.is_record {
                out.push_str("  ");
            }
            match &inst.dbg {
                // `!dbg` is the first attachment.
                Some(loc) => {
                    let at = inst
                        .pieces
                        .windows(2)
                        .position(|w| {
                            matches!(&w[0], Piece::Text(t) if t.starts_with(", !"))
                                && matches!(w[1], Piece::Md(_) | Piece::MdRef(_))
                        })
                        .unwrap_or(inst.pieces.len());
                    write_pieces(out, &inst.pieces[..at], &slots, nodes, groups);
                    let _ = write!(out, ", !dbg !{}", nodes.slot(std::slice::from_ref(loc)));
                    write_pieces(out, &inst.pieces[at..], &slots, nodes, groups);
                }
                None => write_pieces(out, &inst.pieces, &slots, nodes, groups),
            }
            out.push('\n');
        }
    }
    out.push_str("}\n");
}

fn write_pieces(
    out: &mut String,
    pieces: &[Piece],
    slots: &Slots,
    nodes: &mut MdNumbering,
    groups: &mut AttrGroups,
) {
    for p in pieces {
        match p {
            Piece::AttrGroup(attrs) => {
                let _ = write!(out, "#{}", groups.slot(attrs));
            }
            Piece::MdRef(op) => {
                nodes.reach(op);
                write_md_operand(out, op, nodes);
            }
            Piece::Md(node) => {
                let k = nodes.slot(node);
                let _ = write!(out, "!{k}");
            }
            Piece::Text(t) => out.push_str(t),
            Piece::Const(ty, c) => write_const(out, ty, c),
            Piece::Val(v) => write_val(out, v, slots, None),
            Piece::Block(b) => {
                let _ = write!(out, "%{}", slots.blocks[b.0 as usize]);
            }
        }
    }
}
