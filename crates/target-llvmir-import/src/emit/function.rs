//! Functions: signatures and attributes, blocks (converted in
//! mlir-translate's topological order, printed in LLVM's order, phis as
//! block arguments) and instructions.

use std::fmt::Write;

use super::metadata::{attr_dict, Target};
use super::{esc, int_value, Emitter, Region, R};
use crate::ast::*;
use crate::lexer::Pos;

const FMF: &[&str] = &["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"];

fn fastmath(flags: &[String]) -> Option<String> {
    if flags.iter().any(|f| f == "fast") {
        return Some("fast".into());
    }
    let set: Vec<&str> = FMF
        .iter()
        .copied()
        .filter(|f| flags.iter().any(|x| x == f))
        .collect();
    if set.is_empty() {
        None
    } else {
        Some(set.join(", "))
    }
}

fn has(flags: &[String], f: &str) -> bool {
    flags.iter().any(|x| x == f)
}

/// Keyword attributes of functions that MLIR's import maps to their own
/// attribute of `llvm.func`.
const FN_KEYWORDS: &[(&str, &str)] = &[
    ("noinline", "no_inline"),
    ("alwaysinline", "always_inline"),
    ("inlinehint", "inline_hint"),
    ("optnone", "optimize_none"),
    ("convergent", "convergent"),
    ("nounwind", "no_unwind"),
    ("willreturn", "will_return"),
];

/// String attributes of functions mapped to their own attribute, with the
/// value's kind.
const FN_STRINGS: &[(&str, &str, &str)] = &[
    ("target-cpu", "target_cpu", "str"),
    ("tune-cpu", "tune_cpu", "str"),
    ("prefer-vector-width", "prefer_vector_width", "str"),
    ("reciprocal-estimates", "reciprocal_estimates", "str"),
    ("no-infs-fp-math", "no_infs_fp_math", "bool"),
    ("no-nans-fp-math", "no_nans_fp_math", "bool"),
    ("no-signed-zeros-fp-math", "no_signed_zeros_fp_math", "bool"),
    ("denormal-fp-math", "denormal_fp_math", "str"),
    ("denormal-fp-math-f32", "denormal_fp_math_f32", "str"),
    ("fp-contract", "fp_contract", "str"),
    ("instrument-function-entry", "instrument_function_entry", "str"),
    ("instrument-function-exit", "instrument_function_exit", "str"),
    ("aarch64_pstate_sm_enabled", "arm_streaming", "unit"),
    ("aarch64_pstate_sm_body", "arm_locally_streaming", "unit"),
    ("aarch64_pstate_sm_compatible", "arm_streaming_compatible", "unit"),
    ("aarch64_new_za", "arm_new_za", "unit"),
    ("aarch64_in_za", "arm_in_za", "unit"),
    ("aarch64_out_za", "arm_out_za", "unit"),
    ("aarch64_inout_za", "arm_inout_za", "unit"),
    ("aarch64_preserves_za", "arm_preserves_za", "unit"),
];

/// String attributes kept in `passthrough` besides their own attribute.
const ALSO_PASSTHROUGH: &[&str] = &["target-cpu", "prefer-vector-width", "reciprocal-estimates"];

/// The access kinds `memory(...)` gives: to argument memory,
/// inaccessible memory, errno, target memories 0 and 1, and other memory.
fn memory_kinds(arg: &str) -> [&'static str; 6] {
    let mut other = "none";
    let mut locs: [Option<&'static str>; 5] = [None; 5];
    for t in arg.split(',').map(str::trim) {
        let parts: Vec<&str> = t.split(':').map(str::trim).collect();
        let kind = |k: &str| match k {
            "read" => "read",
            "write" => "write",
            "readwrite" => "readwrite",
            _ => "none",
        };
        match parts.as_slice() {
            [k] => other = kind(k),
            [loc, k] => {
                let i = match *loc {
                    "argmem" => 0,
                    "inaccessiblemem" => 1,
                    "errnomem" => 2,
                    "target_mem0" => 3,
                    "target_mem1" => 4,
                    _ => continue,
                };
                locs[i] = Some(kind(k));
            }
            _ => {}
        }
    }
    let l = locs.map(|k| k.unwrap_or(other));
    [l[0], l[1], l[2], l[3], l[4], other]
}

/// `memory(...)` as `#llvm.memory_effects<...>`.
fn memory_effects(arg: &str) -> Option<String> {
    let all = memory_kinds(arg);
    if all.iter().all(|k| *k == "readwrite") {
        // No restriction: LLVM's default.
        return None;
    }
    Some(format!(
        "#llvm.memory_effects<other = {}, argMem = {}, inaccessibleMem = {}, errnoMem = {}, targetMem0 = {}, targetMem1 = {}>",
        all[5], all[0], all[1], all[2], all[3], all[4]
    ))
}

/// `memory(...)` as LLVM encodes it: two bits (read 1, write 2) for each
/// of argument, inaccessible, errno, other, target 0 and target 1 memory.
pub(super) fn memory_bits(arg: &str) -> u64 {
    let [argmem, inacc, errno, t0, t1, other] = memory_kinds(arg);
    let bits = |k: &str| match k {
        "read" => 1,
        "write" => 2,
        "readwrite" => 3,
        _ => 0,
    };
    [argmem, inacc, errno, other, t0, t1]
        .iter()
        .enumerate()
        .fold(0, |v, (i, k)| v | (bits(k) << (2 * i)))
}

fn cconv_name(c: &str) -> String {
    match c {
        "ccc" => "ccc".into(),
        c if c.starts_with("cc ") => format!("cc_{}", &c[3..]),
        c if c.ends_with("cc") => c.to_string(),
        c => format!("{c}cc"),
    }
}

impl<'m> Emitter<'m> {
    /// The attributes of a list, with groups expanded.
    pub(super) fn expand(&self, attrs: &[Attr]) -> Vec<Attr> {
        let mut out = Vec::new();
        for a in attrs {
            match a {
                Attr::Group(k) => {
                    if let Some(g) = self.attr_groups.get(k) {
                        out.extend(g.iter().cloned());
                    }
                }
                a => out.push(a.clone()),
            }
        }
        out
    }

    /// Parameter or result attributes as `{llvm.x, ...}` entries.
    fn param_attrs(&mut self, attrs: &[Attr], ty: &Type) -> R<Vec<String>> {
        let mut out = Vec::new();
        for a in self.expand(attrs) {
            match a {
                Attr::Word(w, None) => match w.as_str() {
                    "noalias" | "nonnull" | "noundef" | "signext" | "zeroext" | "inreg" | "nofree"
                    | "readonly" | "writeonly" | "returned" | "swiftself" | "swifterror" | "allocalign"
                    | "allocptr" | "nest" | "immarg" | "readnone" | "nocapture" => {
                        out.push(format!("llvm.{w}"))
                    }
                    _ => {}
                },
                Attr::Word(w, Some(arg)) => match w.as_str() {
                    "align" | "dereferenceable" | "dereferenceable_or_null" | "alignstack" => {
                        out.push(format!("llvm.{w} = {arg} : i64"))
                    }
                    "captures" if arg == "none" => out.push("llvm.nocapture".into()),
                    "range" => {
                        let parts: Vec<&str> = arg.split([' ', ',']).filter(|s| !s.is_empty()).collect();
                        if let [t, lo, hi] = parts.as_slice() {
                            let w: u32 = t.trim_start_matches('i').parse().unwrap_or(64);
                            let lo = int_value(lo, w).unwrap_or(0);
                            let hi = int_value(hi, w).unwrap_or(0);
                            out.push(format!("llvm.range = #llvm.constant_range<{t}, {lo}, {hi}>"));
                        }
                    }
                    _ => {}
                },
                Attr::Typed(w, t) => {
                    let ts = self.ty(&t)?;
                    let key = if w == "sret" { "sret" } else { w.as_str() };
                    out.push(format!("llvm.{key} = {ts}"));
                }
                _ => {}
            }
        }
        let _ = ty;
        Ok(out)
    }

    pub(super) fn function(&mut self, f: &'m Function) -> R<()> {
        let linkage = Self::keywords_linkage(&f.keywords);
        let has_kw = |k: &str| f.keywords.iter().any(|x| x == k);
        let mut head = String::from("  llvm.func");
        if linkage != "external" {
            let _ = write!(head, " {linkage}");
        }
        if has_kw("hidden") {
            head.push_str(" hidden");
        } else if has_kw("protected") {
            head.push_str(" protected");
        }
        if let Some(u) = f.unnamed_addr.as_deref() {
            let _ = write!(head, " {u}");
        }
        if let Some(c) = &f.cconv {
            if c != "ccc" {
                let _ = write!(head, " {}", cconv_name(c));
            }
        }
        let _ = write!(head, " @{}(", self.gsym(&f.name));
        let define = f.blocks.is_some();
        // The subprogram is translated before the body, as MLIR does.
        let loc = self.function_loc(f);
        let mut params = Vec::new();
        for (i, p) in f.params.iter().enumerate() {
            let t = self.ty(&p.ty)?;
            let attrs = self.param_attrs(&p.attrs, &p.ty)?;
            let attrs = if attrs.is_empty() {
                String::new()
            } else {
                format!(" {{{}}}", attrs.join(", "))
            };
            params.push(if define {
                format!("%arg{i}: {t}{attrs}{loc}")
            } else {
                format!("{t}{attrs}")
            });
        }
        if f.vararg {
            params.push("...".into());
        }
        head.push_str(&params.join(", "));
        head.push(')');
        let ret = f.ret.clone().unwrap_or(Type::Void);
        if ret != Type::Void {
            let t = self.ty(&ret)?;
            let attrs = self.param_attrs(&f.ret_attrs, &ret)?;
            if attrs.is_empty() {
                let _ = write!(head, " -> {t}");
            } else {
                let _ = write!(head, " -> ({t} {{{}}})", attrs.join(", "));
            }
        }
        if let Some(c) = &f.comdat {
            let _ = write!(head, " comdat(@__llvm_global_comdat::@{})", super::sym(c));
        }
        let attrs = self.fn_attrs(f)?;
        if !attrs.is_empty() {
            let _ = write!(head, " attributes {{{}}}", attrs.join(", "));
        }
        self.out.push_str(&head);
        match &f.blocks {
            None => {
                self.out.push_str(&loc);
                self.out.push('\n');
            }
            Some(blocks) => {
                let body = self.body(f, blocks)?;
                self.out.push_str(" {\n");
                self.out.push_str(&body);
                let _ = writeln!(self.out, "  }}{loc}");
            }
        }
        Ok(())
    }

    fn fn_attrs(&mut self, f: &Function) -> R<Vec<String>> {
        let mut out = Vec::new();
        let linkage = Self::keywords_linkage(&f.keywords);
        let has_kw = |k: &str| f.keywords.iter().any(|x| x == k);
        if has_kw("dso_local")
            || matches!(linkage, "private" | "internal")
            || has_kw("hidden")
            || has_kw("protected")
        {
            out.push("dso_local".to_string());
        }
        if let Some(gc) = &f.gc {
            out.push(format!("garbageCollector = {}", esc(gc)));
        }
        if let Some(s) = &f.section {
            out.push(format!("section = {}", esc(s)));
        }
        if let Some(a) = f.align {
            out.push(format!("alignment = {a} : i64"));
        }
        for (kind, node) in &f.metadata {
            let Some(ops) = self.md(node).map(<[MdOperand]>::to_vec) else {
                continue;
            };
            let ints: Vec<String> = ops
                .iter()
                .filter_map(|o| match o {
                    MdOperand::Value(TypedValue {
                        value: Value::Int(v), ..
                    }) => Some(v.clone()),
                    _ => None,
                })
                .collect();
            match kind.as_str() {
                "vec_type_hint" => {
                    if let Some(MdOperand::Value(tv)) = ops.first() {
                        let hint = self.ty(&tv.ty)?;
                        let signed = matches!(ops.get(1), Some(MdOperand::Value(TypedValue { value: Value::Int(v), .. })) if v != "0");
                        let signed = if signed { ", is_signed = true" } else { "" };
                        out.push(format!(
                            "vec_type_hint = #llvm.vec_type_hint<hint = {hint}{signed}>"
                        ));
                    }
                }
                "work_group_size_hint" | "reqd_work_group_size" => {
                    out.push(format!("{kind} = array<i32: {}>", ints.join(", ")));
                }
                "prof" => {
                    if let (Some(MdOperand::String(k)), Some(v)) = (ops.first(), ints.first()) {
                        if k == b"function_entry_count" {
                            out.push(format!("function_entry_count = {v} : i64"));
                        }
                    }
                }
                "intel_reqd_sub_group_size" => {
                    if let Some(v) = ints.first() {
                        out.push(format!("{kind} = {v} : i32"));
                    }
                }
                _ => {}
            }
        }
        if let Some(p) = &f.personality {
            if let Value::Global(g) = &p.value {
                out.push(format!("personality = @{}", self.gsym(g)));
            }
        }
        let mut passthrough: Vec<(u8, String, String)> = Vec::new();
        for a in self.expand(&f.attrs) {
            match a {
                Attr::Word(w, None) if matches!(w.as_str(), "readnone" | "readonly" | "writeonly") => {
                    // The legacy spellings of `memory(...)`.
                    let kind = match w.as_str() {
                        "readnone" => "none",
                        "readonly" => "read",
                        _ => "write",
                    };
                    out.extend(memory_effects(kind).map(|m| format!("memory_effects = {m}")));
                }
                Attr::Typed(w, _) => {
                    self.warnings.push(format!(
                        "'{w}' attribute is invalid on current operation, skipping it"
                    ));
                }
                Attr::Word(w, None) if w == "uwtable" => {
                    out.push("uwtable_kind = #llvm.uwtableKind<async>".into());
                }
                Attr::Word(w, None) => {
                    if let Some((_, m)) = FN_KEYWORDS.iter().find(|(k, _)| *k == w) {
                        out.push(m.to_string());
                    } else {
                        passthrough.push((0, w.clone(), esc(&w)));
                    }
                }
                Attr::Word(w, Some(arg)) => match w.as_str() {
                    "memory" => out.extend(memory_effects(&arg).map(|m| format!("memory_effects = {m}"))),
                    "uwtable" => match arg.trim() {
                        kind @ ("sync" | "async") => {
                            out.push(format!("uwtable_kind = #llvm.uwtableKind<{kind}>"))
                        }
                        kind => return Err((f.pos, format!("invalid uwtable kind '{kind}'"))),
                    },
                    "vscale_range" => {
                        let parts: Vec<&str> = arg.split(',').map(str::trim).collect();
                        let min = parts.first().copied().unwrap_or("1");
                        let max = parts.get(1).copied().unwrap_or(min);
                        out.push(format!(
                            "vscale_range = #llvm.vscale_range<minRange = {min} : i32, maxRange = {max} : i32>"
                        ));
                    }
                    _ => passthrough.push((1, w.clone(), format!("[{}, {}]", esc(&w), esc(&arg)))),
                },
                Attr::Group(_) => {}
                Attr::Str(k, v) => {
                    if let Some((_, m, kind)) = FN_STRINGS.iter().find(|(s, _, _)| *s == k) {
                        if ALSO_PASSTHROUGH.contains(&k.as_str()) {
                            let text = match &v {
                                Some(v) => format!("[{}, {}]", esc(&k), esc(v)),
                                None => esc(&k),
                            };
                            passthrough.push((2, k.clone(), text));
                        }
                        let v = v.unwrap_or_default();
                        match *kind {
                            "bool" => out.push(format!("{m} = {}", v == "true")),
                            "unit" => out.push(m.to_string()),
                            _ => out.push(format!("{m} = {}", esc(&v))),
                        }
                    } else if k == "frame-pointer" {
                        let v = v.unwrap_or_default();
                        out.push(format!("frame_pointer = #llvm.framePointerKind<{}>", esc(&v)));
                    } else if k == "target-features" {
                        let v = v.unwrap_or_default();
                        let feats: Vec<String> = v.split(',').filter(|s| !s.is_empty()).map(esc).collect();
                        out.push(format!(
                            "target_features = #llvm.target_features<[{}]>",
                            feats.join(", ")
                        ));
                    } else {
                        let text = match &v {
                            Some(v) => format!("[{}, {}]", esc(&k), esc(v)),
                            None => esc(&k),
                        };
                        passthrough.push((2, k.clone(), text));
                    }
                }
            }
        }
        if !passthrough.is_empty() {
            passthrough.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
            let items: Vec<String> = passthrough.into_iter().map(|p| p.2).collect();
            out.push(format!("passthrough = [{}]", items.join(", ")));
        }
        Ok(out)
    }

    /// The blocks in mlir-translate's conversion order: reverse post-order
    /// from the entry block; unreachable blocks are dropped.
    fn topological(blocks: &[Block], index: &std::collections::HashMap<String, usize>) -> Vec<usize> {
        let succs = |b: usize| -> Vec<usize> {
            match blocks[b].insts.last() {
                Some(t) => {
                    let mut v: Vec<usize> = Vec::new();
                    let mut names: Vec<&String> = Vec::new();
                    if t.opcode == "switch" {
                        names.extend(t.targets.iter());
                        names.extend(t.cases.iter().map(|c| &c.1));
                    } else {
                        names.extend(t.targets.iter());
                    }
                    for n in names {
                        if let Some(&k) = index.get(n) {
                            v.push(k);
                        }
                    }
                    v
                }
                None => Vec::new(),
            }
        };
        let mut order = Vec::new();
        let mut placed = vec![false; blocks.len()];
        // Only the blocks reachable from the entry are converted.
        for start in 0..blocks.len().min(1) {
            if placed[start] {
                continue;
            }
            // Post-order DFS from `start`.
            let mut visited = vec![false; blocks.len()];
            let mut post = Vec::new();
            let mut stack: Vec<(usize, Vec<usize>, usize)> = vec![(start, succs(start), 0)];
            visited[start] = true;
            while let Some((b, ss, i)) = stack.last_mut() {
                if *i < ss.len() {
                    let s = ss[*i];
                    *i += 1;
                    if !visited[s] {
                        visited[s] = true;
                        let next = succs(s);
                        stack.push((s, next, 0));
                    }
                } else {
                    post.push(*b);
                    stack.pop();
                }
            }
            for &b in post.iter().rev() {
                if !placed[b] {
                    placed[b] = true;
                    order.push(b);
                }
            }
        }
        order
    }

    fn body(&mut self, f: &'m Function, blocks: &'m [Block]) -> R<String> {
        let mut r = Region::default();
        for (i, p) in f.params.iter().enumerate() {
            let name = p.name.clone().unwrap_or_default();
            r.values.insert(name, (format!("%arg{i}"), p.ty.clone()));
        }
        let mut index = std::collections::HashMap::new();
        for (i, b) in blocks.iter().enumerate() {
            index.insert(b.name.clone(), i);
        }
        // Block arguments for phis; results typed for later lookups.
        let mut block_args: Vec<Vec<(String, String)>> = Vec::new();
        let mut block_arg_of = std::collections::HashMap::new();
        for (bi, b) in blocks.iter().enumerate() {
            let mut args = Vec::new();
            for inst in b.insts.iter().take_while(|i| i.opcode == "phi") {
                let name = inst.result.clone().unwrap_or_default();
                let ssa = r.fresh();
                block_arg_of.insert(ssa.clone(), bi);
                let ty = inst.ty.clone().unwrap_or(Type::Void);
                args.push((ssa.clone(), self.ty(&ty)?));
                r.values.insert(name, (ssa, ty));
            }
            block_args.push(args);
        }
        // Names of all results, so that uses in blocks converted earlier
        // than their definitions resolve.
        for b in blocks {
            for inst in &b.insts {
                if inst.opcode == "phi" {
                    continue;
                }
                if let Some(n) = &inst.result {
                    let ssa = r.fresh();
                    let ty = self.result_type(inst)?;
                    r.values.insert(n.clone(), (ssa, ty));
                }
            }
        }
        let order = Self::topological(blocks, &index);
        let mut ops: Vec<Vec<String>> = vec![Vec::new(); blocks.len()];
        r.extra = vec![String::new(); blocks.len()];
        let ctx = BodyCtx {
            blocks,
            index: &index,
        };
        let mut deferred = Vec::new();
        for &b in &order {
            // Block arguments are located at their phi.
            let phis = blocks[b].insts.iter().take_while(|i| i.opcode == "phi");
            for (k, phi) in phis.enumerate() {
                let loc = self.inst_loc(phi);
                block_args[b][k].1.push_str(&loc);
            }
            let mut text = String::new();
            // A block some `blockaddress` names starts with its tag.
            if self
                .m
                .block_addresses
                .iter()
                .any(|(func, block)| *func == f.name && *block == blocks[b].name)
            {
                if let Some(id) = f.block_order.iter().position(|n| *n == blocks[b].name) {
                    let _ = writeln!(text, "    llvm.blocktag <id = {id}>");
                }
            }
            push_ops(&mut ops[b], &text, "");
            for inst in blocks[b].insts.iter().filter(|i| i.opcode != "phi") {
                for rec in &inst.records {
                    let rec = DbgUse::of_record(rec);
                    self.debug_use(rec, b, &mut ops[b], &mut deferred);
                }
                if let Some(u) = DbgUse::of_call(inst) {
                    self.debug_use(u, b, &mut ops[b], &mut deferred);
                    continue;
                }
                let mut text = String::new();
                self.inst(&mut r, &ctx, b, inst, &mut text)?;
                let loc = self.inst_loc(inst);
                push_ops(&mut ops[b], &text, &loc);
            }
        }
        // The constants start the entry block.
        let mut consts = Vec::new();
        push_ops(&mut consts, &std::mem::take(&mut r.consts), "");
        let mut const_end = consts.len();
        if let Some(&entry) = order.first() {
            consts.append(&mut ops[entry]);
            ops[entry] = consts;
        }
        // Debug intrinsics of values, each placed after its value's
        // definition (and those at a block's start in reverse order).
        for d in deferred {
            self.place_debug_value(&mut r, &ctx, &order, &block_arg_of, d, &mut ops, &mut const_end)?;
        }
        let mut out = String::new();
        let reachable: std::collections::HashSet<usize> = order.iter().copied().collect();
        for (i, block_ops) in ops.iter().enumerate() {
            if !reachable.contains(&i) {
                continue;
            }
            out.push_str(&r.extra[i]);
            if i > 0 {
                let args = &block_args[i];
                if args.is_empty() {
                    let _ = writeln!(out, "  ^bb{i}:");
                } else {
                    let a: Vec<String> = args.iter().map(|(v, t)| format!("{v}: {t}")).collect();
                    let _ = writeln!(out, "  ^bb{i}({}):", a.join(", "));
                }
            }
            for op in block_ops {
                out.push_str(op);
            }
        }
        Ok(out)
    }

    /// Converts a debug record or intrinsic call: a label in place, a
    /// value or declaration later (once all values are defined).
    fn debug_use(
        &mut self,
        u: DbgUse<'m>,
        b: usize,
        ops: &mut Vec<String>,
        deferred: &mut Vec<(usize, DbgUse<'m>)>,
    ) {
        // Ignored debug information has no variables or labels.
        if !self.debug_info() {
            return;
        }
        if u.kind != "label" {
            deferred.push((b, u));
            return;
        }
        let Some(label) = u.var.and_then(|v| self.di_of(v, "DILabel")) else {
            return;
        };
        let loc = self.use_loc(&u);
        ops.push(format!("    llvm.intr.dbg.label {label}{loc}\n"));
    }

    /// Places the `llvm.intr.dbg.value` / `llvm.intr.dbg.declare` of `u`
    /// (from block `b`) after the definition of its value, as MLIR does:
    /// at the start of the block of a block argument (after a landing
    /// pad), before the terminator of a block the defining terminator
    /// dominates, else right after the defining op. Uses MLIR does not
    /// import (kill locations, argument lists, assignments) are dropped.
    #[allow(clippy::too_many_arguments)]
    fn place_debug_value(
        &mut self,
        r: &mut Region,
        ctx: &BodyCtx<'_>,
        order: &[usize],
        block_arg_of: &std::collections::HashMap<String, usize>,
        (_, u): (usize, DbgUse<'m>),
        ops: &mut [Vec<String>],
        const_end: &mut usize,
    ) -> R<()> {
        if u.kind != "value" && u.kind != "declare" {
            return Ok(());
        }
        let Some(MdOperand::Value(tv)) = u.value else {
            return Ok(());
        };
        let Some(var) = u.var.and_then(|v| self.di_of(v, "DILocalVariable")) else {
            return Ok(());
        };
        let expr = u.expr.and_then(|e| self.di_expr_of(e)).unwrap_or_default();
        let loc = self.use_loc(&u);
        let entry = order.first().copied().unwrap_or(0);
        let before = r.consts.len();
        let v = self.value(r, tv, u.pos)?;
        // Constants materialized now go after the last constant.
        let mut fresh = Vec::new();
        push_ops(&mut fresh, &r.consts[before..], "");
        for c in fresh {
            ops[entry].insert(*const_end, c);
            *const_end += 1;
        }
        let ty = self.ty(&tv.ty)?;
        let expr = if expr.is_empty() || expr == "#llvm.di_expression<>" {
            String::new()
        } else {
            format!(" {expr}")
        };
        let op = format!("    llvm.intr.dbg.{} {var}{expr} = {v} : {ty}{loc}\n", u.kind);
        let def = format!("    {v} = ");
        let (block, at) = if let Some(&bb) = block_arg_of.get(&v).or(v.starts_with("%arg").then_some(&entry))
        {
            let first_is_pad = ops[bb].first().is_some_and(|o| o.contains(" = llvm.landingpad "));
            (bb, usize::from(first_is_pad))
        } else {
            let found = order
                .iter()
                .find_map(|&bb| ops[bb].iter().position(|o| o.starts_with(&def)).map(|i| (bb, i)));
            let Some((bb, i)) = found else {
                return Ok(());
            };
            if i + 1 == ops[bb].len() && ops[bb][i].contains("llvm.invoke ") {
                // Defined by a terminator: before the terminator of the
                // first successor it dominates (its only predecessor).
                let Some(s) = self.dominated_successor(ctx, bb) else {
                    return Ok(());
                };
                (s, ops[s].len().saturating_sub(1))
            } else {
                (bb, i + 1)
            }
        };
        if block == entry && at < *const_end {
            *const_end += 1;
        }
        ops[block].insert(at, op);
        Ok(())
    }

    /// ` loc(...)` of a debug record or intrinsic call, or nothing.
    fn use_loc(&mut self, u: &DbgUse<'m>) -> String {
        match (u.loc, u.attached) {
            (Some(l), _) => self.loc_of_operand(l),
            (None, Some(a)) => self.loc_of(a),
            (None, None) => String::new(),
        }
    }

    /// The first successor of block `b` whose only predecessor is `b`.
    fn dominated_successor(&self, ctx: &BodyCtx<'_>, b: usize) -> Option<usize> {
        let succs = |i: usize| -> Vec<usize> {
            ctx.blocks[i]
                .insts
                .last()
                .map(|t| {
                    t.targets
                        .iter()
                        .chain(t.cases.iter().map(|c| &c.1))
                        .filter_map(|n| ctx.index.get(n).copied())
                        .collect()
                })
                .unwrap_or_default()
        };
        succs(b).into_iter().find(|&s| {
            (0..ctx.blocks.len())
                .filter(|&p| succs(p).contains(&s))
                .all(|p| p == b)
        })
    }

    /// The LLVM type of an instruction's result.
    fn result_type(&self, inst: &Inst) -> R<Type> {
        let first = inst.ops.first().map(|o| o.ty.clone()).unwrap_or(Type::Void);
        Ok(match inst.opcode.as_str() {
            "icmp" | "fcmp" => match self.resolve(&first) {
                Type::Vector { scalable, len, .. } => Type::Vector {
                    scalable: *scalable,
                    len: *len,
                    elem: Box::new(Type::Int(1)),
                },
                _ => Type::Int(1),
            },
            "select" => inst.ops.get(1).map(|o| o.ty.clone()).unwrap_or(Type::Void),
            "getelementptr" => first,
            "extractvalue" => {
                let mut t = first;
                for &i in &inst.indices {
                    t = match self.resolve(&t) {
                        Type::Struct { fields, .. } => fields.get(i as usize).cloned().unwrap_or(Type::Void),
                        Type::Array(_, e) => (**e).clone(),
                        _ => return Err((inst.pos, "invalid extractvalue index".into())),
                    };
                }
                t
            }
            "extractelement" => match self.resolve(&first) {
                Type::Vector { elem, .. } => (**elem).clone(),
                _ => return Err((inst.pos, "extractelement of a non-vector".into())),
            },
            "shufflevector" => {
                let len = match inst.ops.get(2).map(|o| self.resolve(&o.ty)) {
                    Some(Type::Vector { len, .. }) => *len,
                    _ => 0,
                };
                let scalable = matches!(
                    inst.ops.get(2).map(|o| &o.ty),
                    Some(Type::Vector { scalable: true, .. })
                );
                match self.resolve(&first) {
                    Type::Vector { elem, .. } => Type::Vector {
                        scalable,
                        len,
                        elem: elem.clone(),
                    },
                    _ => return Err((inst.pos, "shufflevector of a non-vector".into())),
                }
            }
            "cmpxchg" => Type::Struct {
                packed: false,
                fields: vec![
                    inst.ops.get(1).map(|o| o.ty.clone()).unwrap_or(Type::Void),
                    Type::Int(1),
                ],
            },
            "atomicrmw" => inst.ops.get(1).map(|o| o.ty.clone()).unwrap_or(Type::Void),
            "alloca" => Type::Ptr(
                inst.flags
                    .iter()
                    .find_map(|f| f.strip_prefix("addrspace")?.parse().ok())
                    .unwrap_or(0),
            ),
            "call" | "invoke" => match inst.call_ty.clone() {
                Some(Type::Func { ret, .. }) => *ret,
                Some(t) => t,
                None => Type::Void,
            },
            "load" | "phi" | "va_arg" | "landingpad" | "trunc" | "zext" | "sext" | "fptrunc" | "fpext"
            | "fptoui" | "fptosi" | "uitofp" | "sitofp" | "ptrtoint" | "ptrtoaddr" | "inttoptr"
            | "bitcast" | "addrspacecast" => inst.ty.clone().unwrap_or(Type::Void),
            _ => first,
        })
    }
}

/// A debug record, or a call of a debug intrinsic: `#dbg_value(value,
/// var, expr, loc)`, `#dbg_declare(...)`, `#dbg_assign(...)`,
/// `#dbg_label(label, loc)`.
struct DbgUse<'m> {
    pos: Pos,
    /// `value`, `declare`, `assign` or `label`.
    kind: &'m str,
    value: Option<&'m MdOperand>,
    /// The variable, or the label.
    var: Option<&'m MdOperand>,
    expr: Option<&'m MdOperand>,
    /// The `!DILocation` operand of a record.
    loc: Option<&'m MdOperand>,
    /// The `!dbg` attachment of a call.
    attached: Option<&'m str>,
}

impl<'m> DbgUse<'m> {
    fn of_record(rec: &'m DbgRecord) -> DbgUse<'m> {
        let op = |i: usize| rec.ops.get(i);
        if rec.kind == "label" {
            return DbgUse {
                pos: rec.pos,
                kind: &rec.kind,
                value: None,
                var: op(0),
                expr: None,
                loc: op(1),
                attached: None,
            };
        }
        DbgUse {
            pos: rec.pos,
            kind: &rec.kind,
            value: op(0),
            var: op(1),
            expr: op(2),
            loc: rec.ops.last(),
            attached: None,
        }
    }

    /// The use a call of `llvm.dbg.value` / `declare` / `label` / `assign`
    /// makes (LLVM reads these calls as records).
    fn of_call(inst: &'m Inst) -> Option<DbgUse<'m>> {
        if inst.opcode != "call" {
            return None;
        }
        let Some(TypedValue {
            value: Value::Global(name),
            ..
        }) = &inst.callee
        else {
            return None;
        };
        let kind = match name.as_str() {
            "llvm.dbg.value" => "value",
            "llvm.dbg.declare" => "declare",
            "llvm.dbg.assign" => "assign",
            "llvm.dbg.label" => "label",
            _ => return None,
        };
        let arg = |i: usize| match inst.args.get(i) {
            Some((
                TypedValue {
                    value: Value::Metadata(m),
                    ..
                },
                _,
            )) => Some(&**m),
            _ => None,
        };
        let label = kind == "label";
        Some(DbgUse {
            pos: inst.pos,
            kind,
            value: if label { None } else { arg(0) },
            var: arg(usize::from(!label)),
            expr: if label { None } else { arg(2) },
            loc: None,
            attached: inst
                .metadata
                .iter()
                .find(|(k, _)| k == "dbg")
                .map(|(_, n)| n.as_str()),
        })
    }
}

/// Appends the ops of `text` (one per line, continuation lines indented
/// deeper or closing a list) to `ops`, each located at `loc`.
fn push_ops(ops: &mut Vec<String>, text: &str, loc: &str) {
    for line in text.split_inclusive('\n') {
        let starts_op = line.starts_with("    ") && !line[4..].starts_with([' ', ']']);
        match ops.last_mut() {
            Some(last) if !starts_op => last.push_str(line),
            _ => ops.push(line.to_string()),
        }
    }
    if loc.is_empty() {
        return;
    }
    // The location goes at the end of each op of `text`.
    let n = text
        .split_inclusive('\n')
        .filter(|l| l.starts_with("    ") && !l[4..].starts_with([' ', ']']))
        .count();
    let len = ops.len();
    for op in &mut ops[len - n..] {
        let end = op.trim_end_matches('\n').len();
        op.insert_str(end, loc);
    }
}

struct BodyCtx<'a> {
    blocks: &'a [Block],
    index: &'a std::collections::HashMap<String, usize>,
}

impl Emitter<'_> {
    /// `^bbN` or `^bbN(%a, %b : T, U)`, converting the phi values of the
    /// successor for an edge from block `from`.
    fn successor(
        &mut self,
        r: &mut Region,
        ctx: &BodyCtx<'_>,
        from: usize,
        target: &str,
        pos: Pos,
    ) -> R<String> {
        let to = *ctx
            .index
            .get(target)
            .ok_or((pos, format!("use of undefined value '%{target}'")))?;
        let from_name = &ctx.blocks[from].name;
        let mut vals = Vec::new();
        let mut tys = Vec::new();
        for phi in ctx.blocks[to].insts.iter().take_while(|i| i.opcode == "phi") {
            let ty = phi.ty.clone().unwrap_or(Type::Void);
            let inc = phi.incoming.iter().find(|(_, b)| b == from_name).ok_or((
                phi.pos,
                "PHINode should have one entry for each predecessor of its parent basic block!".to_string(),
            ))?;
            let v = self.value(
                r,
                &TypedValue {
                    ty: ty.clone(),
                    value: inc.0.clone(),
                },
                phi.pos,
            )?;
            vals.push(v);
            tys.push(self.ty(&ty)?);
        }
        Ok(if vals.is_empty() {
            format!("^bb{to}")
        } else {
            format!("^bb{to}({} : {})", vals.join(", "), tys.join(", "))
        })
    }

    fn inst(&mut self, r: &mut Region, ctx: &BodyCtx<'_>, b: usize, inst: &Inst, out: &mut String) -> R<()> {
        let pos = inst.pos;
        for (name, at) in &inst.locals {
            if !r.values.contains_key(name) {
                return Err((*at, format!("use of undefined value '%{name}'")));
            }
        }
        let res = match &inst.result {
            Some(n) => r.values.get(n).map(|v| v.0.clone()).unwrap_or_default(),
            None => String::new(),
        };
        match inst.opcode.as_str() {
            "ret" => match inst.ops.first() {
                Some(v) => {
                    let s = self.value(r, v, pos)?;
                    let t = self.ty(&v.ty)?;
                    let _ = writeln!(out, "    llvm.return {s} : {t}");
                }
                None => out.push_str("    llvm.return\n"),
            },
            "br" => {
                let mut succ = Vec::new();
                for t in &inst.targets {
                    succ.push(self.successor(r, ctx, b, t, pos)?);
                }
                let attrs = attr_dict(self.loop_annotation_attr(inst));
                match inst.ops.first() {
                    None => {
                        let _ = writeln!(out, "    llvm.br {}{attrs}", succ[0]);
                    }
                    Some(c) => {
                        let c = self.value(r, c, pos)?;
                        let w = self
                            .branch_weights(inst)
                            .map(|w| format!(" weights([{}])", w.join(", ")))
                            .unwrap_or_default();
                        let _ = writeln!(out, "    llvm.cond_br {c}{w}, {}, {}{attrs}", succ[0], succ[1]);
                    }
                }
            }
            "switch" => {
                let c = self.value(r, &inst.ops[0], pos)?;
                let t = self.ty(&inst.ops[0].ty)?;
                let default = self.successor(r, ctx, b, &inst.targets[0], pos)?;
                let mut cases = Vec::new();
                for (v, l) in &inst.cases {
                    let w = match &v.ty {
                        Type::Int(w) => *w,
                        _ => 64,
                    };
                    let val = match &v.value {
                        Value::Int(s) => int_value(s, w).unwrap_or(0).to_string(),
                        Value::Bool(x) => (*x as i32).to_string(),
                        _ => return Err((pos, "switch case values must be integer constants".into())),
                    };
                    let s = self.successor(r, ctx, b, l, pos)?;
                    cases.push(format!("      {val}: {s}"));
                }
                let weights = self
                    .branch_weights(inst)
                    .map(|w| format!(" {{branch_weights = array<i32: {}>}}", w.join(", ")))
                    .unwrap_or_default();
                let _ = writeln!(
                    out,
                    "    llvm.switch {c} : {t}, {default} [\n{}\n    ]{weights}",
                    cases.join(",\n")
                );
            }
            "unreachable" => out.push_str("    llvm.unreachable\n"),
            "indirectbr" => {
                let addr = self.value(r, &inst.ops[0], pos)?;
                let t = self.ty(&inst.ops[0].ty)?;
                let mut succ = Vec::new();
                for l in &inst.targets {
                    succ.push(format!("    {}", self.successor(r, ctx, b, l, pos)?));
                }
                let list = if succ.is_empty() {
                    String::new()
                } else {
                    format!("\n{}\n    ", succ.join(",\n"))
                };
                let _ = writeln!(out, "    llvm.indirectbr {addr} : {t}, [{list}]");
            }
            "resume" => {
                let v = self.value(r, &inst.ops[0], pos)?;
                let t = self.ty(&inst.ops[0].ty)?;
                let _ = writeln!(out, "    llvm.resume {v} : {t}");
            }
            "call" | "invoke" => self.call(r, ctx, b, inst, &res, out)?,
            "alloca" => {
                let size = match inst.ops.first() {
                    Some(v) => v.clone(),
                    None => TypedValue {
                        ty: Type::Int(32),
                        value: Value::Int("1".into()),
                    },
                };
                let n = self.value(r, &size, pos)?;
                let elem = inst.ty.clone().unwrap_or(Type::Void);
                let align = inst.align.unwrap_or_else(|| self.pref_align(&elem));
                let et = self.ty(&elem)?;
                let st = self.ty(&size.ty)?;
                let rt = self.ty(&self.result_type(inst)?)?;
                let inalloca = if has(&inst.flags, "inalloca") {
                    "inalloca "
                } else {
                    ""
                };
                let _ = writeln!(
                    out,
                    "    {res} = llvm.alloca {inalloca}{n} x {et} {{alignment = {align} : i64}} : ({st}) -> {rt}"
                );
            }
            "landingpad" => {
                let t = self.ty(inst.ty.as_ref().unwrap_or(&Type::Void))?;
                let mut parts = Vec::new();
                if has(&inst.flags, "cleanup") {
                    parts.push("cleanup".to_string());
                }
                for (kind, v) in &inst.clauses {
                    let s = self.value(r, v, pos)?;
                    let vt = self.ty(&v.ty)?;
                    parts.push(format!("({kind} {s} : {vt})"));
                }
                let _ = writeln!(out, "    {res} = llvm.landingpad {} : {t}", parts.join(" "));
            }
            _ => {
                let mut ops = Vec::new();
                // The mask of a shuffle is not an operand.
                let n = if inst.opcode == "shufflevector" {
                    2
                } else {
                    inst.ops.len()
                };
                for o in &inst.ops[..n.min(inst.ops.len())] {
                    ops.push(self.value(r, o, pos)?);
                }
                self.simple_op(inst, &ops, &res, out)?;
            }
        }
        Ok(())
    }

    fn call(
        &mut self,
        r: &mut Region,
        ctx: &BodyCtx<'_>,
        b: usize,
        inst: &Inst,
        res: &str,
        out: &mut String,
    ) -> R<()> {
        let pos = inst.pos;
        let callee = inst.callee.as_ref().ok_or((pos, "expected callee".to_string()))?;
        let call_ty = inst.call_ty.clone().unwrap_or(Type::Void);
        let (ret, fn_ty_written) = match &call_ty {
            Type::Func { ret, .. } => ((**ret).clone(), true),
            t => (t.clone(), false),
        };
        if let Value::InlineAsm { .. } = &callee.value {
            return self.inline_asm(r, inst, callee, res, &ret, out);
        }
        // Intrinsics.
        if let Value::Global(name) = &callee.value {
            if let Some(rest) = name.strip_prefix("llvm.") {
                if inst.opcode == "call" {
                    let known = strata_target_llvmir::intrinsics::lookup_by_llvm_name(rest)
                        .filter(|_| !self.options.prefer_unregistered_intrinsics);
                    if self.metadata_intrinsic(inst, rest, out)? {
                        return Ok(());
                    }
                    if let Some(intr) = known {
                        return self.intrinsic_call(r, inst, intr, res, &ret, out);
                    }
                    return self.call_intrinsic(r, inst, name, res, &ret, out);
                }
            }
        }
        let mut args = Vec::new();
        let mut arg_tys = Vec::new();
        let mut arg_types_llvm = Vec::new();
        for (a, attrs) in &inst.args {
            args.push(self.value(r, a, pos)?);
            let t = self.ty(&a.ty)?;
            let at = self.param_attrs(attrs, &a.ty)?;
            arg_tys.push(if at.is_empty() {
                t
            } else {
                format!("{t} {{{}}}", at.join(", "))
            });
            arg_types_llvm.push(a.ty.clone());
        }
        // The callee's function type.
        let fn_ty = if fn_ty_written {
            call_ty.clone()
        } else {
            Type::Func {
                ret: Box::new(ret.clone()),
                params: arg_types_llvm.clone(),
                vararg: false,
            }
        };
        let direct = match &callee.value {
            Value::Global(g) => match self.functions.get(g.as_str()) {
                Some(f) => {
                    let decl_ty = Type::Func {
                        ret: Box::new(f.ret.clone().unwrap_or(Type::Void)),
                        params: f.params.iter().map(|p| p.ty.clone()).collect(),
                        vararg: f.vararg,
                    };
                    let call_matches = match &fn_ty {
                        Type::Func {
                            ret: cr, params: cp, ..
                        } => {
                            let Type::Func {
                                ret: dr,
                                params: dp,
                                vararg: dv,
                            } = &decl_ty
                            else {
                                unreachable!()
                            };
                            cr == dr
                                && (cp == dp || (*dv && cp.len() >= dp.len() && cp[..dp.len()] == dp[..]))
                        }
                        _ => false,
                    };
                    if call_matches {
                        Some((g.clone(), decl_ty))
                    } else {
                        let (a, b) = (
                            super::nested(&self.ty(&fn_ty)?),
                            super::nested(&self.ty(&decl_ty)?),
                        );
                        self.warnings
                            .push(format!("incompatible call and callee types: '{a}' and '{b}'"));
                        None
                    }
                }
                None => self
                    .m
                    .aliases
                    .iter()
                    .find(|a| a.ifunc && a.name == *g && a.ty == fn_ty)
                    .map(|a| (g.clone(), a.ty.clone())),
            },
            _ => None,
        };
        let ret_s = if ret == Type::Void {
            "()".to_string()
        } else {
            self.ty(&ret)?
        };
        let ret_attrs = self.param_attrs(&inst.ret_attrs, &ret)?;
        let ret_s = if ret_attrs.is_empty() || ret == Type::Void {
            ret_s
        } else {
            format!("({ret_s} {{{}}})", ret_attrs.join(", "))
        };
        let mut head = String::new();
        if !res.is_empty() && ret != Type::Void {
            let _ = write!(head, "{res} = ");
        }
        let mut prefix = String::new();
        if let Some(c) = &inst.cconv {
            if c != "ccc" {
                let _ = write!(prefix, "{} ", cconv_name(c));
            }
        }
        for k in ["tail", "musttail", "notail"] {
            if has(&inst.flags, k) {
                let _ = write!(prefix, "{k} ");
            }
        }
        let (callee_s, callee_ty_prefix, vararg_ty) = match &direct {
            Some((g, decl)) => {
                let va = match decl {
                    Type::Func { vararg: true, .. } => Some(self.ty(decl)?),
                    _ => None,
                };
                (format!("@{}", self.gsym(g)), String::new(), va)
            }
            None => {
                let c = self.value(r, callee, pos)?;
                let va = match &fn_ty {
                    Type::Func { vararg: true, .. } => Some(self.ty(&fn_ty)?),
                    _ => None,
                };
                let pt = self.ty(&callee.ty)?;
                let pt = match &callee.value {
                    Value::Local(n) => r
                        .values
                        .get(n)
                        .map(|v| v.1.clone())
                        .map(|t| self.ty(&t))
                        .transpose()?
                        .unwrap_or(pt),
                    _ => pt,
                };
                (c, format!("{pt}, "), va)
            }
        };
        let mut attrs = Vec::new();
        if let Some(fm) = fastmath(&inst.flags) {
            attrs.push(format!("fastmathFlags = #llvm.fastmath<{fm}>"));
        }
        for a in self.expand(&inst.fn_attrs) {
            match a {
                Attr::Word(w, None) => match w.as_str() {
                    "convergent" => attrs.push("convergent".into()),
                    "nounwind" => attrs.push("no_unwind".into()),
                    "willreturn" => attrs.push("will_return".into()),
                    "noinline" => attrs.push("no_inline".into()),
                    "alwaysinline" => attrs.push("always_inline".into()),
                    "inlinehint" => attrs.push("inline_hint".into()),
                    _ => {}
                },
                Attr::Word(w, Some(arg)) if w == "memory" => {
                    attrs.extend(memory_effects(&arg).map(|m| format!("memory_effects = {m}")))
                }
                _ => {}
            }
        }
        attrs.extend(self.metadata_attrs(inst, Target::Memory));
        if inst.opcode == "invoke" {
            if let Some(w) = self.branch_weights(inst) {
                attrs.push(format!("branch_weights = array<i32: {}>", w.join(", ")));
            }
        }
        let attrs_s = if attrs.is_empty() {
            String::new()
        } else {
            format!(" {{{}}}", attrs.join(", "))
        };
        let va = vararg_ty.map(|t| format!(" vararg({t})")).unwrap_or_default();
        if inst.opcode == "invoke" {
            let unwind = self.successor(r, ctx, b, &inst.targets[1], pos)?;
            let dest = ctx.index.get(&inst.targets[0]).copied();
            let dest_has_phis = dest
                .and_then(|d| ctx.blocks[d].insts.first())
                .is_some_and(|i| i.opcode == "phi");
            let normal = if dest_has_phis {
                // The phis of the normal destination may use the invoke's
                // result: their values are passed from a block of their
                // own after this one.
                let branch = self.successor(r, ctx, b, &inst.targets[0], pos)?;
                let label = format!("^bbx{b}_{}", r.next);
                r.next += 1;
                let d = dest.unwrap_or(b);
                let _ = write!(r.extra[d], "  {label}:\n    llvm.br {branch}\n");
                label
            } else {
                self.successor(r, ctx, b, &inst.targets[0], pos)?
            };
            let _ = writeln!(
                out,
                "    {head}llvm.invoke {prefix}{callee_s}({}) to {normal} unwind {unwind}{va}{attrs_s} : {callee_ty_prefix}({}) -> {ret_s}",
                args.join(", "),
                arg_tys.join(", ")
            );
        } else {
            let _ = writeln!(
                out,
                "    {head}llvm.call {prefix}{callee_s}({}){va}{attrs_s} : {callee_ty_prefix}({}) -> {ret_s}",
                args.join(", "),
                arg_tys.join(", ")
            );
        }
        Ok(())
    }

    /// A call of an intrinsic no `llvm.intr.*` op stands for.
    fn call_intrinsic(
        &mut self,
        r: &mut Region,
        inst: &Inst,
        name: &str,
        res: &str,
        ret: &Type,
        out: &mut String,
    ) -> R<()> {
        let mut args = Vec::new();
        let mut tys = Vec::new();
        for (a, attrs) in &inst.args {
            args.push(self.value(r, a, inst.pos)?);
            let t = self.ty(&a.ty)?;
            let at = self.param_attrs(attrs, &a.ty)?;
            tys.push(if at.is_empty() {
                t
            } else {
                format!("{t} {{{}}}", at.join(", "))
            });
        }
        let ret_s = if *ret == Type::Void {
            "()".to_string()
        } else {
            self.ty(ret)?
        };
        let result = if *ret != Type::Void && !res.is_empty() {
            format!("{res} = ")
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "    {result}llvm.call_intrinsic {}({}) : ({}) -> {ret_s}",
            esc(name),
            args.join(", "),
            tys.join(", ")
        );
        Ok(())
    }

    fn inline_asm(
        &mut self,
        r: &mut Region,
        inst: &Inst,
        callee: &TypedValue,
        res: &str,
        ret: &Type,
        out: &mut String,
    ) -> R<()> {
        let Value::InlineAsm {
            side_effects,
            align_stack,
            intel,
            asm,
            constraints,
        } = &callee.value
        else {
            return Err((inst.pos, "expected inline assembly".into()));
        };
        let mut args = Vec::new();
        let mut tys = Vec::new();
        let mut operand_attrs = Vec::new();
        let mut any_attr = false;
        for (a, attrs) in &inst.args {
            args.push(self.value(r, a, inst.pos)?);
            tys.push(self.ty(&a.ty)?);
            let mut entry = String::from("{}");
            for at in attrs {
                if let Attr::Typed(k, t) = at {
                    if k == "elementtype" {
                        entry = format!("{{elementtype = {}}}", self.ty(t)?);
                        any_attr = true;
                    }
                }
            }
            operand_attrs.push(entry);
        }
        let mut head = String::new();
        if *side_effects {
            head.push_str("has_side_effects ");
        }
        if *align_stack {
            head.push_str("is_align_stack ");
        }
        if has(&inst.flags, "tail") {
            head.push_str("tail_call_kind = <tail> ");
        } else if has(&inst.flags, "notail") {
            head.push_str("tail_call_kind = <notail> ");
        } else if has(&inst.flags, "musttail") {
            head.push_str("tail_call_kind = <musttail> ");
        }
        let _ = write!(head, "asm_dialect = {} ", if *intel { "intel" } else { "att" });
        if any_attr {
            let _ = write!(head, "operand_attrs = [{}] ", operand_attrs.join(", "));
        }
        let ret_s = self.ty(ret)?;
        let result = if *ret != Type::Void && !res.is_empty() {
            format!("{res} = ")
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "    {result}llvm.inline_asm {head}{}, {} {} : ({}) -> {ret_s}",
            super::escape(asm),
            super::escape(constraints),
            args.join(", "),
            tys.join(", ")
        );
        Ok(())
    }

    fn intrinsic_call(
        &mut self,
        r: &mut Region,
        inst: &Inst,
        intr: &strata_target_llvmir::intrinsics::Intrinsic,
        res: &str,
        ret: &Type,
        out: &mut String,
    ) -> R<()> {
        let pos = inst.pos;
        let n_imm = intr.immargs.len();
        let n = inst.args.len().saturating_sub(n_imm);
        let mut args = Vec::new();
        let mut tys = Vec::new();
        for (a, _) in &inst.args[..n] {
            args.push(self.value(r, a, pos)?);
            tys.push(self.ty(&a.ty)?);
        }
        // MLIR builds the matrix ops from all the call's operands
        // converted, the constant ones that become attributes included.
        if intr.op.starts_with("matrix.") {
            for (a, _) in &inst.args[n..] {
                self.value(r, a, pos)?;
            }
        }
        let mut props = Vec::new();
        for ((name, width), (a, _)) in intr.immargs.iter().zip(&inst.args[n..]) {
            let v = match (&a.value, width) {
                (Value::Bool(b), _) => b.to_string(),
                (Value::Int(s), 1) => (s != "0").to_string(),
                (Value::Int(s), w) => format!("{} : i{w}", int_value(s, *w).unwrap_or(0)),
                (Value::Float(s), _) => {
                    format!("{} : f64", super::float_literal(s, "double").unwrap_or_default())
                }
                _ => return Err((pos, "immediate argument must be a constant".into())),
            };
            props.push(format!("{name} = {v}"));
        }
        if let Some(fm) = fastmath(&inst.flags) {
            props.push(format!("fastmathFlags = #llvm.fastmath<{fm}>"));
        }
        let target = if intr.op.starts_with("mem") {
            Target::Memory
        } else {
            Target::Other
        };
        let (md, mmra): (Vec<String>, Vec<String>) = self
            .metadata_attrs(inst, target)
            .into_iter()
            .partition(|a| !a.starts_with("llvm.mmra"));
        props.extend(md);
        let mmra = attr_dict(mmra);
        let props = if props.is_empty() {
            String::new()
        } else {
            format!(" <{{{}}}>", props.join(", "))
        };
        let ret_s = if *ret == Type::Void {
            "()".to_string()
        } else {
            self.ty(ret)?
        };
        let head = if *ret != Type::Void && !res.is_empty() {
            format!("{res} = ")
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "    {head}\"llvm.intr.{}\"({}){props}{mmra} : ({}) -> {ret_s}",
            intr.op,
            args.join(", "),
            tys.join(", ")
        );
        Ok(())
    }

    /// The ops of instructions and constant expressions without control
    /// flow, given their operands' SSA values.
    pub(super) fn simple_op(&mut self, inst: &Inst, ops: &[String], res: &str, out: &mut String) -> R<()> {
        let pos = inst.pos;
        let op = inst.opcode.as_str();
        let t0 = inst.ops.first().map(|o| o.ty.clone()).unwrap_or(Type::Void);
        let ts0 = self.ty(&t0)?;
        let fm = fastmath(&inst.flags)
            .map(|f| format!(" {{fastmathFlags = #llvm.fastmath<{f}>}}"))
            .unwrap_or_default();
        let need = |k: usize| -> R<()> {
            if ops.len() < k {
                Err((pos, format!("expected {k} operands")))
            } else {
                Ok(())
            }
        };
        match op {
            "add" | "sub" | "mul" | "shl" => {
                need(2)?;
                let mut ov = Vec::new();
                if has(&inst.flags, "nsw") {
                    ov.push("nsw");
                }
                if has(&inst.flags, "nuw") {
                    ov.push("nuw");
                }
                let ov = if ov.is_empty() {
                    String::new()
                } else {
                    format!(" overflow<{}>", ov.join(", "))
                };
                let _ = writeln!(out, "    {res} = llvm.{op} {}, {}{ov} : {ts0}", ops[0], ops[1]);
            }
            "udiv" | "sdiv" | "lshr" | "ashr" | "or" | "urem" | "srem" | "and" | "xor" => {
                need(2)?;
                let flag = if has(&inst.flags, "exact") {
                    "exact "
                } else if has(&inst.flags, "disjoint") {
                    "disjoint "
                } else {
                    ""
                };
                let _ = writeln!(out, "    {res} = llvm.{op} {flag}{}, {} : {ts0}", ops[0], ops[1]);
            }
            "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => {
                need(2)?;
                let _ = writeln!(out, "    {res} = llvm.{op} {}, {}{fm} : {ts0}", ops[0], ops[1]);
            }
            "fneg" | "freeze" => {
                need(1)?;
                let _ = writeln!(out, "    {res} = llvm.{op} {}{fm} : {ts0}", ops[0]);
            }
            "icmp" | "fcmp" => {
                need(2)?;
                let p = inst.pred.clone().unwrap_or_default();
                let p = match p.as_str() {
                    "false" => "_false".to_string(),
                    "true" => "_true".to_string(),
                    _ => p,
                };
                let _ = writeln!(
                    out,
                    "    {res} = llvm.{op} \"{p}\" {}, {}{fm} : {ts0}",
                    ops[0], ops[1]
                );
            }
            "trunc" | "zext" | "sext" | "fptrunc" | "fpext" | "fptoui" | "fptosi" | "uitofp" | "sitofp"
            | "ptrtoint" | "ptrtoaddr" | "inttoptr" | "bitcast" | "addrspacecast" => {
                need(1)?;
                let to = self.ty(inst.ty.as_ref().unwrap_or(&Type::Void))?;
                let mut flags = String::new();
                if has(&inst.flags, "nneg") {
                    flags.push_str(" nneg");
                }
                let mut ov = Vec::new();
                if has(&inst.flags, "nsw") {
                    ov.push("nsw");
                }
                if has(&inst.flags, "nuw") {
                    ov.push("nuw");
                }
                let ov = if ov.is_empty() {
                    String::new()
                } else {
                    format!(" overflow<{}>", ov.join(", "))
                };
                let deref = if op == "inttoptr" {
                    self.dereferenceable(inst)
                } else {
                    String::new()
                };
                let _ = writeln!(
                    out,
                    "    {res} = llvm.{op}{flags} {}{deref}{ov}{fm} : {ts0} to {to}",
                    ops[0]
                );
            }
            "select" => {
                need(3)?;
                let t1 = self.ty(&inst.ops[1].ty)?;
                let _ = writeln!(
                    out,
                    "    {res} = llvm.select {}, {}, {}{fm} : {ts0}, {t1}",
                    ops[0], ops[1], ops[2]
                );
            }
            "load" => {
                need(1)?;
                let t = inst.ty.clone().unwrap_or(Type::Void);
                let ts = self.ty(&t)?;
                let vol = if has(&inst.flags, "volatile") {
                    "volatile "
                } else {
                    ""
                };
                let atomic = self.atomic_suffix(inst);
                let align = inst.align.unwrap_or_else(|| self.abi_align(&t));
                let mut attrs = vec![format!("alignment = {align} : i64")];
                let mut kw = String::new();
                for (k, _) in &inst.metadata {
                    match k.as_str() {
                        "nontemporal" => attrs.push("nontemporal".into()),
                        "invariant.load" => kw.push_str(" invariant"),
                        "invariant.group" => kw.push_str(" invariant_group"),
                        _ => {}
                    }
                }
                attrs.extend(self.metadata_attrs(inst, Target::Memory));
                let _ = writeln!(
                    out,
                    "    {res} = llvm.load {vol}{}{atomic}{kw}{} {{{}}} : {ts0} -> {ts}",
                    ops[0],
                    self.dereferenceable(inst),
                    attrs.join(", ")
                );
            }
            "store" => {
                need(2)?;
                let t1 = self.ty(&inst.ops[1].ty)?;
                let vol = if has(&inst.flags, "volatile") {
                    "volatile "
                } else {
                    ""
                };
                let atomic = self.atomic_suffix(inst);
                let align = inst.align.unwrap_or_else(|| self.abi_align(&t0));
                let mut attrs = vec![format!("alignment = {align} : i64")];
                let mut kw = String::new();
                for (k, _) in &inst.metadata {
                    match k.as_str() {
                        "nontemporal" => attrs.push("nontemporal".into()),
                        "invariant.group" => kw.push_str(" invariant_group"),
                        _ => {}
                    }
                }
                attrs.extend(self.metadata_attrs(inst, Target::Memory));
                let _ = writeln!(
                    out,
                    "    llvm.store {vol}{}, {}{atomic}{kw} {{{}}} : {ts0}, {t1}",
                    ops[0],
                    ops[1],
                    attrs.join(", ")
                );
            }
            "fence" => {
                let s = inst
                    .syncscope
                    .as_ref()
                    .filter(|s| !s.is_empty())
                    .map(|s| format!("syncscope({}) ", esc(s)))
                    .unwrap_or_default();
                let attrs = attr_dict(self.metadata_attrs(inst, Target::Other));
                let _ = writeln!(
                    out,
                    "    llvm.fence {s}{}{attrs}",
                    inst.orderings.first().cloned().unwrap_or_default()
                );
            }
            "atomicrmw" => {
                need(2)?;
                let t1 = inst.ops[1].ty.clone();
                let ts1 = self.ty(&t1)?;
                let kind = match inst.pred.as_deref() {
                    Some("and") => "_and",
                    Some("or") => "_or",
                    Some("xor") => "_xor",
                    Some(k) => k,
                    None => "",
                };
                let vol = if has(&inst.flags, "volatile") {
                    "volatile "
                } else {
                    ""
                };
                let s = inst
                    .syncscope
                    .as_ref()
                    .filter(|s| !s.is_empty())
                    .map(|s| format!(" syncscope({})", esc(s)))
                    .unwrap_or_default();
                let align = inst.align.unwrap_or_else(|| self.store_size(&t1));
                let mut attrs = vec![format!("alignment = {align} : i64")];
                attrs.extend(self.metadata_attrs(inst, Target::Memory));
                let attrs = attrs.join(", ");
                let _ = writeln!(
                    out,
                    "    {res} = llvm.atomicrmw {vol}{kind} {}, {}{s} {} {{{attrs}}} : {ts0}, {ts1}",
                    ops[0],
                    ops[1],
                    inst.orderings.first().cloned().unwrap_or_default()
                );
            }
            "cmpxchg" => {
                need(3)?;
                let t1 = inst.ops[1].ty.clone();
                let ts1 = self.ty(&t1)?;
                let mut kw = String::new();
                if has(&inst.flags, "weak") {
                    kw.push_str("weak ");
                }
                if has(&inst.flags, "volatile") {
                    kw.push_str("volatile ");
                }
                let s = inst
                    .syncscope
                    .as_ref()
                    .filter(|s| !s.is_empty())
                    .map(|s| format!(" syncscope({})", esc(s)))
                    .unwrap_or_default();
                let align = inst.align.unwrap_or_else(|| self.store_size(&t1));
                let mut attrs = vec![format!("alignment = {align} : i64")];
                attrs.extend(self.metadata_attrs(inst, Target::Memory));
                let attrs = attrs.join(", ");
                let _ = writeln!(
                    out,
                    "    {res} = llvm.cmpxchg {kw}{}, {}, {}{s} {} {{{attrs}}} : {ts0}, {ts1}",
                    ops[0],
                    ops[1],
                    ops[2],
                    inst.orderings.join(" ")
                );
            }
            "getelementptr" => {
                need(1)?;
                let elem = inst.ty.clone().unwrap_or(Type::Void);
                let es = self.ty(&elem)?;
                let mut flags = Vec::new();
                if has(&inst.flags, "inbounds") {
                    flags.push("inbounds");
                } else if has(&inst.flags, "nusw") {
                    flags.push("nusw");
                }
                if has(&inst.flags, "nuw") {
                    flags.push("nuw");
                }
                let flags = if flags.is_empty() {
                    String::new()
                } else {
                    format!("{} ", flags.join("|"))
                };
                let mut idx = Vec::new();
                let mut dyn_tys = Vec::new();
                let mut cur: Option<Type> = None;
                for (k, o) in inst.ops.iter().enumerate().skip(1) {
                    let is_struct =
                        matches!(cur.as_ref().map(|t| self.resolve(t)), Some(Type::Struct { .. }));
                    if is_struct {
                        let v = match &o.value {
                            Value::Int(s) => int_value(s, 32).unwrap_or(0),
                            _ => return Err((pos, "struct index must be a constant".into())),
                        };
                        idx.push(v.to_string());
                        cur = match cur.as_ref().map(|t| self.resolve(t)) {
                            Some(Type::Struct { fields, .. }) => fields.get(v as usize).cloned(),
                            _ => None,
                        };
                    } else {
                        idx.push(ops[k].clone());
                        dyn_tys.push(self.ty(&o.ty)?);
                        cur = match &cur {
                            None => Some(elem.clone()),
                            Some(t) => match self.resolve(t) {
                                Type::Array(_, e) => Some((**e).clone()),
                                Type::Vector { elem, .. } => Some((**elem).clone()),
                                _ => None,
                            },
                        };
                    }
                }
                let mut in_tys = vec![ts0.clone()];
                in_tys.extend(dyn_tys);
                let _ = writeln!(
                    out,
                    "    {res} = llvm.getelementptr {flags}{}[{}] : ({}) -> {ts0}, {es}",
                    ops[0],
                    idx.join(", "),
                    in_tys.join(", ")
                );
            }
            "extractvalue" => {
                need(1)?;
                let idx: Vec<String> = inst.indices.iter().map(|i| i.to_string()).collect();
                let _ = writeln!(
                    out,
                    "    {res} = llvm.extractvalue {}[{}] : {ts0}",
                    ops[0],
                    idx.join(", ")
                );
            }
            "insertvalue" => {
                need(2)?;
                let idx: Vec<String> = inst.indices.iter().map(|i| i.to_string()).collect();
                let _ = writeln!(
                    out,
                    "    {res} = llvm.insertvalue {}, {}[{}] : {ts0}",
                    ops[1],
                    ops[0],
                    idx.join(", ")
                );
            }
            "extractelement" => {
                need(2)?;
                let it = self.ty(&inst.ops[1].ty)?;
                let _ = writeln!(
                    out,
                    "    {res} = llvm.extractelement {}[{} : {it}] : {ts0}",
                    ops[0], ops[1]
                );
            }
            "insertelement" => {
                need(3)?;
                let it = self.ty(&inst.ops[2].ty)?;
                let _ = writeln!(
                    out,
                    "    {res} = llvm.insertelement {}, {}[{} : {it}] : {ts0}",
                    ops[1], ops[0], ops[2]
                );
            }
            "shufflevector" => {
                need(2)?;
                let mask: Vec<String> = match &inst.ops.get(2).map(|m| self.canon(m).value) {
                    Some(Value::Vector(elems)) => elems
                        .iter()
                        .map(|e| match &e.value {
                            Value::Int(s) => s.clone(),
                            _ => "-1".into(),
                        })
                        .collect(),
                    Some(Value::Zero) => {
                        let n = match inst.ops[2].ty {
                            Type::Vector { len, .. } => len,
                            _ => 0,
                        };
                        vec!["0".to_string(); n as usize]
                    }
                    Some(Value::Undef) | Some(Value::Poison) => {
                        let n = match inst.ops[2].ty {
                            Type::Vector { len, .. } => len,
                            _ => 0,
                        };
                        vec!["-1".to_string(); n as usize]
                    }
                    _ => return Err((pos, "invalid shufflevector mask".into())),
                };
                let _ = writeln!(
                    out,
                    "    {res} = llvm.shufflevector {}, {} [{}] : {ts0}",
                    ops[0],
                    ops[1],
                    mask.join(", ")
                );
            }
            "va_arg" => {
                need(1)?;
                let t = self.ty(inst.ty.as_ref().unwrap_or(&Type::Void))?;
                let _ = writeln!(out, "    {res} = llvm.va_arg {} : ({ts0}) -> {t}", ops[0]);
            }
            other => return Err((pos, format!("unhandled instruction '{other}'"))),
        }
        Ok(())
    }

    /// The operands of the generic metadata node `!N`.
    fn md(&self, node: &str) -> Option<&[MdOperand]> {
        let id: u32 = node.strip_prefix('!')?.parse().ok()?;
        self.m
            .metadata
            .iter()
            .find(|(k, _)| *k == id)
            .map(|(_, ops)| ops.as_slice())
    }

    /// ` dereferenceable<bytes = N>` of a `!dereferenceable` or
    /// `!dereferenceable_or_null` attachment.
    fn dereferenceable(&self, inst: &Inst) -> String {
        for (kind, node) in &inst.metadata {
            let null = match kind.as_str() {
                "dereferenceable" => "",
                "dereferenceable_or_null" => ", mayBeNull = true",
                _ => continue,
            };
            if let Some(
                [MdOperand::Value(TypedValue {
                    value: Value::Int(n), ..
                })],
            ) = self.md(node)
            {
                return format!(" dereferenceable<bytes = {n}{null}>");
            }
        }
        String::new()
    }

    /// The weights of a `!prof !{!"branch_weights", [!"expected",] ...}`
    /// attachment.
    fn branch_weights(&self, inst: &Inst) -> Option<Vec<String>> {
        let (_, node) = inst.metadata.iter().find(|(k, _)| k == "prof")?;
        let id: u32 = node.strip_prefix('!')?.parse().ok()?;
        let (_, ops) = self.m.metadata.iter().find(|(k, _)| *k == id)?;
        match ops.first()? {
            MdOperand::String(s) if s == b"branch_weights" => {}
            _ => return None,
        }
        let mut weights = Vec::new();
        for op in &ops[1..] {
            match op {
                MdOperand::String(s) if s == b"expected" => {}
                MdOperand::Value(TypedValue {
                    value: Value::Int(v), ..
                }) => weights.push(v.clone()),
                _ => return None,
            }
        }
        Some(weights)
    }

    fn atomic_suffix(&self, inst: &Inst) -> String {
        if !has(&inst.flags, "atomic") {
            return String::new();
        }
        let s = inst
            .syncscope
            .as_ref()
            .filter(|s| !s.is_empty())
            .map(|s| format!(" syncscope({})", esc(s)))
            .unwrap_or_default();
        format!(
            " atomic{s} {}",
            inst.orderings.first().cloned().unwrap_or_default()
        )
    }
}
