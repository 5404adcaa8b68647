//! A recursive-descent parser of LLVM IR's textual form (LangRef's
//! grammar) into [`crate::ast`].

use crate::ast::*;
use crate::lexer::{Pos, Tok, Token};

/// A parse error: where and what.
pub type Error = (Pos, String);

type R<T> = Result<T, Error>;

/// Parses the tokens of a module.
pub fn parse_module(tokens: Vec<Token>) -> R<Module> {
    let mut p = Parser {
        toks: tokens,
        at: 0,
        locals: Vec::new(),
        block_addresses: Vec::new(),
        block_order: None,
    };
    p.module()
}

struct Parser {
    toks: Vec<Token>,
    at: usize,
    /// The local values read since the current instruction started.
    locals: Vec<(String, Pos)>,
    /// The `blockaddress` constants read so far: function and block.
    block_addresses: Vec<(String, String)>,
    /// The function whose body is being read and its blocks in the order
    /// LLVM's parser creates them (see [`Function::block_order`]).
    block_order: Option<(String, Vec<String>)>,
}

const LINKAGES: &[&str] = &[
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];
const GLOBAL_KEYWORDS: &[&str] = &[
    "dso_local",
    "dso_preemptable",
    "default",
    "hidden",
    "protected",
    "dllimport",
    "dllexport",
    "unnamed_addr",
    "local_unnamed_addr",
    "externally_initialized",
    "thread_local",
];
const CCONVS: &[&str] = &[
    "ccc",
    "fastcc",
    "coldcc",
    "cc",
    "webkit_jscc",
    "anyregcc",
    "preserve_mostcc",
    "preserve_allcc",
    "preserve_nonecc",
    "cxx_fast_tlscc",
    "tailcc",
    "swiftcc",
    "swifttailcc",
    "cfguard_checkcc",
    "ghccc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "x86_thiscallcc",
    "x86_vectorcallcc",
    "x86_regcallcc",
    "x86_intrcc",
    "x86_64_sysvcc",
    "win64cc",
    "arm_apcscc",
    "arm_aapcscc",
    "arm_aapcs_vfpcc",
    "aarch64_vector_pcs",
    "aarch64_sve_vector_pcs",
    "msp430_intrcc",
    "avr_intrcc",
    "avr_signalcc",
    "ptx_kernel",
    "ptx_device",
    "spir_func",
    "spir_kernel",
    "intel_ocl_bicc",
    "amdgpu_kernel",
    "amdgpu_vs",
    "amdgpu_gs",
    "amdgpu_ps",
    "amdgpu_cs",
    "amdgpu_hs",
    "amdgpu_ls",
    "amdgpu_es",
    "riscv_vector_cc",
];
/// Attributes written `name(type)`.
const TYPE_ATTRS: &[&str] = &[
    "byval",
    "byref",
    "sret",
    "preallocated",
    "inalloca",
    "elementtype",
];
/// Keywords that start a value rather than an attribute.
const VALUE_WORDS: &[&str] = &[
    "true",
    "false",
    "null",
    "none",
    "undef",
    "poison",
    "zeroinitializer",
    "asm",
    "blockaddress",
    "dso_local_equivalent",
    "no_cfi",
    "getelementptr",
    "bitcast",
    "ptrtoint",
    "ptrtoaddr",
    "inttoptr",
    "addrspacecast",
    "trunc",
    "add",
    "sub",
    "mul",
    "xor",
    "shl",
    "icmp",
    "fcmp",
    "extractelement",
    "insertelement",
    "shufflevector",
    "select",
    "splat",
];

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.at].tok
    }

    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.at + k).min(self.toks.len() - 1)].tok
    }

    fn pos(&self) -> Pos {
        self.toks[self.at].pos
    }

    fn bump(&mut self) -> Tok {
        let t = self.toks[self.at].tok.clone();
        if self.at + 1 < self.toks.len() {
            self.at += 1;
        }
        t
    }

    fn err<T>(&self, msg: impl Into<String>) -> R<T> {
        Err((self.pos(), msg.into()))
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Word(x) if x == w)
    }

    fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn is_punct(&self, c: char) -> bool {
        *self.peek() == Tok::Punct(c)
    }

    fn eat_punct(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect_punct(&mut self, c: char) -> R<()> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            self.err(format!("expected '{c}'"))
        }
    }

    fn expect_word(&mut self, w: &str) -> R<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.err(format!("expected '{w}'"))
        }
    }

    fn word(&self) -> Option<&str> {
        match self.peek() {
            Tok::Word(w) => Some(w),
            _ => None,
        }
    }

    fn string(&mut self) -> R<Vec<u8>> {
        match self.bump() {
            Tok::Str(s) => Ok(s),
            _ => {
                self.at -= 1;
                self.err("expected string constant")
            }
        }
    }

    fn utf8(&mut self) -> R<String> {
        Ok(String::from_utf8_lossy(&self.string()?).into_owned())
    }

    fn uint(&mut self) -> R<u64> {
        match self.peek().clone() {
            Tok::Int(s) => match s.parse::<u64>() {
                Ok(v) => {
                    self.bump();
                    Ok(v)
                }
                Err(_) => self.err("expected unsigned integer"),
            },
            _ => self.err("expected integer"),
        }
    }

    fn module(&mut self) -> R<Module> {
        let mut m = Module::default();
        loop {
            let pos = self.pos();
            match self.peek().clone() {
                Tok::Eof => {
                    m.block_addresses = std::mem::take(&mut self.block_addresses);
                    return Ok(m);
                }
                Tok::Word(w) => match w.as_str() {
                    "source_filename" => {
                        self.bump();
                        self.expect_punct('=')?;
                        m.source_filename = Some(self.utf8()?);
                    }
                    "target" => {
                        self.bump();
                        let what = self.word().map(str::to_string);
                        self.bump();
                        self.expect_punct('=')?;
                        let s = self.utf8()?;
                        match what.as_deref() {
                            Some("datalayout") => m.datalayout = Some(s),
                            Some("triple") => m.triple = Some(s),
                            _ => return Err((pos, "unknown target property".into())),
                        }
                    }
                    "module" => {
                        self.bump();
                        self.expect_word("asm")?;
                        m.module_asm.push(self.string()?);
                    }
                    "declare" | "define" => {
                        self.bump();
                        let f = self.function(w == "define", pos)?;
                        m.functions.push(f);
                    }
                    "attributes" => {
                        self.bump();
                        let id = match self.bump() {
                            Tok::AttrGroup(k) => k,
                            _ => return Err((pos, "expected attribute group id".into())),
                        };
                        self.expect_punct('=')?;
                        self.expect_punct('{')?;
                        let attrs = self.attrs(true)?;
                        self.expect_punct('}')?;
                        m.attr_groups.push((id, attrs));
                    }
                    "uselistorder" | "uselistorder_bb" => {
                        return self.err("uselistorder directives are not supported");
                    }
                    _ => return self.err(format!("expected top-level entity, found '{w}'")),
                },
                Tok::Local(name) => {
                    self.bump();
                    self.expect_punct('=')?;
                    self.expect_word("type")?;
                    if self.eat_word("opaque") {
                        m.types.push((name, None));
                    } else {
                        let t = self.ty()?;
                        m.types.push((name, Some(t)));
                    }
                }
                Tok::Global(name) => {
                    self.bump();
                    self.expect_punct('=')?;
                    self.global(name, pos, &mut m)?;
                }
                Tok::Comdat(name) => {
                    self.bump();
                    self.expect_punct('=')?;
                    self.expect_word("comdat")?;
                    match self.bump() {
                        Tok::Word(kind) => m.comdats.push((name, kind)),
                        _ => return Err((pos, "expected comdat type".into())),
                    }
                }
                Tok::MetaName(name) => {
                    self.bump();
                    self.expect_punct('=')?;
                    if !matches!(self.bump(), Tok::Bang) {
                        return Err((pos, "expected '!' here".into()));
                    }
                    self.expect_punct('{')?;
                    let mut ids = Vec::new();
                    while !self.is_punct('}') {
                        match self.bump() {
                            Tok::MetaId(k) => ids.push(k),
                            _ => return Err((pos, "expected metadata node".into())),
                        }
                        if !self.eat_punct(',') {
                            break;
                        }
                    }
                    self.expect_punct('}')?;
                    m.named_metadata.push((name, ids));
                }
                Tok::MetaId(id) => {
                    self.bump();
                    self.expect_punct('=')?;
                    let distinct = self.eat_word("distinct");
                    match self.peek().clone() {
                        Tok::Bang => {
                            self.bump();
                            let ops = self.md_node()?;
                            m.metadata.push((id, ops));
                        }
                        Tok::MetaName(kind) => {
                            let pos = self.pos();
                            self.bump();
                            let node = self.di_node(kind, pos, distinct)?;
                            m.di_nodes.push((id, node));
                        }
                        _ => return self.err("expected metadata node"),
                    }
                }
                _ => return self.err("expected top-level entity"),
            }
        }
    }

    /// Skips a parenthesized group (specialized metadata).
    fn skip_balanced(&mut self) -> R<()> {
        let open = match self.peek() {
            Tok::Punct('(') => ')',
            Tok::Punct('{') => '}',
            _ => return self.err("expected '('"),
        };
        let _ = open;
        let mut depth = 0i32;
        loop {
            match self.bump() {
                Tok::Punct('(') | Tok::Punct('{') => depth += 1,
                Tok::Punct(')') | Tok::Punct('}') => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Tok::Eof => return self.err("unexpected end of file"),
                _ => {}
            }
        }
    }

    /// The text of a balanced parenthesized group, after the opening
    /// parenthesis was consumed.
    fn raw_group(&mut self) -> R<String> {
        let mut depth = 1;
        let mut parts = Vec::new();
        loop {
            let t = self.bump();
            match &t {
                Tok::Punct('(') => depth += 1,
                Tok::Punct(')') => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(parts.join(" "));
                    }
                }
                Tok::Eof => return self.err("unexpected end of file"),
                _ => {}
            }
            parts.push(match t {
                Tok::Word(w) | Tok::Int(w) | Tok::Float(w) => w,
                Tok::Label(w) => format!("{w}:"),
                Tok::Str(s) => format!("\"{}\"", String::from_utf8_lossy(&s)),
                Tok::Punct(c) => c.to_string(),
                Tok::Local(n) => format!("%{n}"),
                Tok::Global(n) => format!("@{n}"),
                _ => String::new(),
            });
        }
    }

    /// The operands of `!{...}` (after the `!`).
    fn md_node(&mut self) -> R<Vec<MdOperand>> {
        self.expect_punct('{')?;
        let mut ops = Vec::new();
        while !self.is_punct('}') {
            ops.push(self.md_operand()?);
            if !self.eat_punct(',') {
                break;
            }
        }
        self.expect_punct('}')?;
        Ok(ops)
    }

    fn md_operand(&mut self) -> R<MdOperand> {
        match self.peek().clone() {
            Tok::Bang => {
                self.bump();
                match self.peek() {
                    Tok::Str(_) => Ok(MdOperand::String(self.string()?)),
                    _ => Ok(MdOperand::Node(self.md_node()?)),
                }
            }
            Tok::MetaId(k) => {
                self.bump();
                Ok(MdOperand::Ref(k))
            }
            Tok::MetaName(kind) => {
                let pos = self.pos();
                self.bump();
                Ok(MdOperand::Special(Box::new(self.di_node(kind, pos, false)?)))
            }
            Tok::Word(w) if w == "null" => {
                self.bump();
                Ok(MdOperand::Null)
            }
            _ => Ok(MdOperand::Value(self.typed_value()?)),
        }
    }

    /// The fields of a specialized node `!Kind(...)`, after its name.
    fn di_node(&mut self, kind: String, pos: Pos, distinct: bool) -> R<DiNode> {
        self.expect_punct('(')?;
        let mut fields = Vec::new();
        while !self.is_punct(')') {
            let name = match self.peek().clone() {
                Tok::Label(n) => {
                    self.bump();
                    n
                }
                _ => String::new(),
            };
            let value = match self.peek().clone() {
                Tok::Str(s) => {
                    self.bump();
                    MdOperand::String(s)
                }
                Tok::Int(_) | Tok::Word(_) if kind != "DIArgList" || !name.is_empty() => {
                    if self.eat_word("null") {
                        MdOperand::Null
                    } else {
                        let mut lit = self.lit_token()?;
                        while self.eat_punct('|') {
                            lit.push('|');
                            lit.push_str(&self.lit_token()?);
                        }
                        MdOperand::Lit(lit)
                    }
                }
                _ => self.md_operand()?,
            };
            fields.push((name, value));
            if !self.eat_punct(',') {
                break;
            }
        }
        let close = self.pos();
        self.expect_punct(')')?;
        let node = DiNode {
            pos,
            kind,
            distinct,
            fields,
        };
        // The checks of LLVM's parser: required fields (the first missing
        // one in declaration order), and nodes that must be distinct.
        let required: &[&str] = match node.kind.as_str() {
            "DILocation" | "DILocalVariable" | "DILexicalBlock" | "DICommonBlock" | "DINamespace" => {
                &["scope"]
            }
            "DIFile" => &["filename", "directory"],
            "DILabel" => &["scope", "name", "file", "line"],
            "DIDerivedType" => &["tag", "baseType"],
            "DICompositeType" => &["tag"],
            "DISubroutineType" => &["types"],
            "DIGlobalVariableExpression" => &["var", "expr"],
            "DIModule" => &["scope", "name"],
            "DILexicalBlockFile" => &["scope", "discriminator"],
            "DIImportedEntity" => &["tag", "scope"],
            "DIEnumerator" => &["name", "value"],
            _ => &[],
        };
        if let Some(missing) = required.iter().find(|f| node.get(f).is_none()) {
            return Err((close, format!("missing required field '{missing}'")));
        }
        // `spFlags`, else `isDefinition` (true unless written otherwise).
        let definition = |n: &DiNode| match (n.get("spFlags"), n.get("isDefinition")) {
            (Some(MdOperand::Lit(f)), _) => f.split('|').any(|x| x.trim() == "DISPFlagDefinition"),
            (_, Some(MdOperand::Lit(f))) => f == "true",
            _ => true,
        };
        if !node.distinct {
            if node.kind == "DICompileUnit" {
                return Err((pos, "missing 'distinct', required for !DICompileUnit".into()));
            }
            if node.kind == "DISubprogram" && definition(&node) {
                return Err((
                    pos,
                    "missing 'distinct', required for !DISubprogram that is a Definition".into(),
                ));
            }
        }
        Ok(node)
    }

    fn lit_token(&mut self) -> R<String> {
        match self.bump() {
            Tok::Int(w) | Tok::Word(w) => Ok(w),
            _ => {
                self.at -= 1;
                self.err("expected metadata field value")
            }
        }
    }

    fn global(&mut self, name: String, pos: Pos, m: &mut Module) -> R<()> {
        let mut keywords = Vec::new();
        let mut addrspace = 0;
        loop {
            match self.word() {
                Some(w) if LINKAGES.contains(&w) || GLOBAL_KEYWORDS.contains(&w) => {
                    let w = w.to_string();
                    self.bump();
                    if w == "thread_local" && self.eat_punct('(') {
                        let model = self.raw_group()?;
                        keywords.push(format!("thread_local({model})"));
                    } else {
                        keywords.push(w);
                    }
                }
                Some("addrspace") => {
                    self.bump();
                    self.expect_punct('(')?;
                    addrspace = self.uint()? as u32;
                    self.expect_punct(')')?;
                }
                _ => break,
            }
        }
        if self.is_word("alias") || self.is_word("ifunc") {
            let ifunc = self.is_word("ifunc");
            self.bump();
            let ty = self.ty()?;
            self.expect_punct(',')?;
            let target = self.typed_value()?;
            while self.eat_punct(',') {
                self.skip_attachment()?;
            }
            m.aliases.push(Alias {
                pos,
                name,
                ifunc,
                keywords,
                ty,
                target,
            });
            return Ok(());
        }
        let constant = if self.eat_word("constant") {
            true
        } else if self.eat_word("global") {
            false
        } else {
            return self.err("expected 'global' or 'constant'");
        };
        let ty = self.ty()?;
        let external = keywords.iter().any(|k| k == "external" || k == "extern_weak");
        let init =
            if external || self.is_punct(',') || matches!(self.peek(), Tok::Eof) || self.starts_entity() {
                None
            } else {
                Some(self.value(&ty)?)
            };
        let mut g = Global {
            pos,
            name,
            keywords,
            addrspace,
            constant,
            ty,
            init,
            section: None,
            align: None,
            comdat: None,
            metadata: Vec::new(),
            attr_groups: Vec::new(),
        };
        while self.eat_punct(',') {
            match self.peek().clone() {
                Tok::Word(w) if w == "section" => {
                    self.bump();
                    g.section = Some(self.utf8()?);
                }
                Tok::Word(w) if w == "partition" => {
                    self.bump();
                    self.string()?;
                }
                Tok::Word(w) if w == "align" => {
                    self.bump();
                    g.align = Some(self.uint()?);
                }
                Tok::Word(w) if w == "comdat" => {
                    self.bump();
                    g.comdat = Some(self.comdat_ref(&g.name)?);
                }
                Tok::MetaName(kind) => {
                    self.bump();
                    let node = self.md_ref()?;
                    g.metadata.push((kind, node));
                }
                _ => return self.err("expected global attribute"),
            }
        }
        while let Tok::AttrGroup(k) = self.peek().clone() {
            self.bump();
            g.attr_groups.push(k);
        }
        m.globals.push(g);
        Ok(())
    }

    fn starts_entity(&self) -> bool {
        match self.peek() {
            Tok::Global(_) | Tok::MetaName(_) | Tok::MetaId(_) | Tok::Comdat(_) => {
                matches!(self.peek_at(1), Tok::Punct('='))
            }
            Tok::Word(w) => matches!(
                w.as_str(),
                "define" | "declare" | "attributes" | "target" | "source_filename" | "module"
            ),
            Tok::Local(_) => {
                matches!(self.peek_at(1), Tok::Punct('=')) && self.peek_at(2) == &Tok::Word("type".into())
            }
            _ => false,
        }
    }

    fn comdat_ref(&mut self, own: &str) -> R<String> {
        if self.eat_punct('(') {
            let name = match self.bump() {
                Tok::Comdat(c) => c,
                _ => return self.err("expected comdat name"),
            };
            self.expect_punct(')')?;
            Ok(name)
        } else {
            Ok(own.to_string())
        }
    }

    /// `!N` or an inline `!{...}` / `!DI...(...)` (kept as text).
    fn md_ref(&mut self) -> R<String> {
        match self.bump() {
            Tok::MetaId(k) => Ok(format!("!{k}")),
            Tok::Bang => {
                self.md_node()?;
                Ok("!{}".into())
            }
            Tok::MetaName(n) => {
                self.skip_balanced()?;
                Ok(format!("!{n}"))
            }
            _ => {
                self.at -= 1;
                self.err("expected metadata")
            }
        }
    }

    fn skip_attachment(&mut self) -> R<()> {
        match self.peek().clone() {
            Tok::MetaName(_) => {
                self.bump();
                self.md_ref()?;
                Ok(())
            }
            Tok::Word(w) if w == "partition" => {
                self.bump();
                self.string()?;
                Ok(())
            }
            _ => self.err("expected attachment"),
        }
    }

    fn function(&mut self, define: bool, pos: Pos) -> R<Function> {
        let mut f = Function {
            pos,
            ..Default::default()
        };
        loop {
            match self.word() {
                Some(w) if LINKAGES.contains(&w) || GLOBAL_KEYWORDS.contains(&w) => {
                    f.keywords.push(w.to_string());
                    self.bump();
                }
                Some(w) if CCONVS.contains(&w) => {
                    let w = w.to_string();
                    self.bump();
                    if w == "cc" {
                        f.cconv = Some(format!("cc {}", self.uint()?));
                    } else {
                        f.cconv = Some(w);
                    }
                }
                _ => break,
            }
        }
        while let Tok::MetaName(kind) = self.peek().clone() {
            self.bump();
            let node = self.md_ref()?;
            f.metadata.push((kind, node));
        }
        f.ret_attrs = self.attrs(false)?;
        f.ret = Some(self.ty()?);
        f.name = match self.bump() {
            Tok::Global(n) => n,
            _ => {
                self.at -= 1;
                return self.err("expected function name");
            }
        };
        self.expect_punct('(')?;
        while !self.is_punct(')') {
            if matches!(self.peek(), Tok::Ellipsis) {
                self.bump();
                f.vararg = true;
                break;
            }
            let ty = self.ty()?;
            let attrs = self.attrs(false)?;
            let name = match self.peek().clone() {
                Tok::Local(n) => {
                    self.bump();
                    Some(n)
                }
                _ => None,
            };
            f.params.push(Param { ty, attrs, name });
            if !self.eat_punct(',') {
                break;
            }
        }
        self.expect_punct(')')?;
        loop {
            match self.peek().clone() {
                Tok::Word(w) if w == "unnamed_addr" || w == "local_unnamed_addr" => {
                    self.bump();
                    f.unnamed_addr = Some(w);
                }
                Tok::Word(w) if w == "addrspace" => {
                    self.bump();
                    self.expect_punct('(')?;
                    self.uint()?;
                    self.expect_punct(')')?;
                }
                Tok::Word(w) if w == "section" => {
                    self.bump();
                    f.section = Some(self.utf8()?);
                }
                Tok::Word(w) if w == "partition" => {
                    self.bump();
                    self.string()?;
                }
                Tok::Word(w) if w == "comdat" => {
                    self.bump();
                    f.comdat = Some(self.comdat_ref(&f.name.clone())?);
                }
                Tok::Word(w) if w == "align" => {
                    self.bump();
                    f.align = Some(self.uint()?);
                }
                Tok::Word(w) if w == "gc" => {
                    self.bump();
                    f.gc = Some(self.utf8()?);
                }
                Tok::Word(w) if w == "personality" => {
                    self.bump();
                    f.personality = Some(self.typed_value()?);
                }
                Tok::Word(w) if w == "prefix" || w == "prologue" => {
                    self.bump();
                    self.typed_value()?;
                }
                Tok::MetaName(kind) if self.peek_at(1) != &Tok::Punct('=') => {
                    self.bump();
                    let node = self.md_ref()?;
                    f.metadata.push((kind, node));
                }
                Tok::Word(_) | Tok::Str(_) | Tok::AttrGroup(_) => {
                    let before = self.at;
                    let mut attrs = self.attrs(true)?;
                    if self.at == before {
                        break;
                    }
                    f.attrs.append(&mut attrs);
                }
                _ => break,
            }
        }
        // Unnamed parameters take the first numbers.
        let mut next = 0u32;
        for p in &mut f.params {
            match &p.name {
                None => {
                    p.name = Some(next.to_string());
                    next += 1;
                }
                Some(n) => {
                    if let Ok(k) = n.parse::<u32>() {
                        next = k + 1;
                    }
                }
            }
        }
        if define {
            self.expect_punct('{')?;
            // LLVM's parser first creates the blocks that earlier
            // `blockaddress`es named, in the order of their names.
            let mut early: Vec<String> = Vec::new();
            for (func, block) in &self.block_addresses {
                if *func == f.name && !early.contains(block) {
                    early.push(block.clone());
                }
            }
            early.sort_by(|a, b| match (a.parse::<u64>(), b.parse::<u64>()) {
                (Ok(x), Ok(y)) => x.cmp(&y),
                (Ok(_), Err(_)) => std::cmp::Ordering::Less,
                (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
                _ => a.cmp(b),
            });
            self.block_order = Some((f.name.clone(), early));
            let blocks = self.blocks(next);
            f.block_order = self
                .block_order
                .take()
                .map(|(_, order)| order)
                .unwrap_or_default();
            f.blocks = Some(blocks?);
        }
        Ok(f)
    }

    /// Attributes: keywords (not starting a value), `"k"="v"`, `#N`; with
    /// `fn_level`, words are taken until a non-attribute token.
    fn attrs(&mut self, fn_level: bool) -> R<Vec<Attr>> {
        let mut out = Vec::new();
        loop {
            match self.peek().clone() {
                Tok::AttrGroup(k) => {
                    self.bump();
                    out.push(Attr::Group(k));
                }
                Tok::Str(s) if fn_level => {
                    self.bump();
                    let key = String::from_utf8_lossy(&s).into_owned();
                    let value = if self.eat_punct('=') {
                        Some(self.utf8()?)
                    } else {
                        None
                    };
                    out.push(Attr::Str(key, value));
                }
                Tok::Word(w) => {
                    if VALUE_WORDS.contains(&w.as_str())
                        || is_type_word(&w)
                        || is_fn_trailer(&w)
                        || matches!(
                            w.as_str(),
                            "define" | "declare" | "attributes" | "target" | "source_filename" | "module"
                        )
                        || is_opcode(&w)
                    {
                        return Ok(out);
                    }
                    self.bump();
                    if TYPE_ATTRS.contains(&w.as_str()) && self.is_punct('(') {
                        self.bump();
                        let t = self.ty()?;
                        self.expect_punct(')')?;
                        out.push(Attr::Typed(w, t));
                    } else if self.eat_punct('(') {
                        let g = self.raw_group()?;
                        out.push(Attr::Word(w, Some(g)));
                    } else if (w == "align" || w == "dereferenceable" || w == "alignstack") && !fn_level {
                        let n = self.uint()?;
                        out.push(Attr::Word(w, Some(n.to_string())));
                    } else if w == "align" && fn_level {
                        // `align N` after function attributes is the
                        // function's alignment.
                        self.at -= 1;
                        return Ok(out);
                    } else {
                        out.push(Attr::Word(w, None));
                    }
                }
                _ => return Ok(out),
            }
        }
    }

    fn blocks(&mut self, first_number: u32) -> R<Vec<Block>> {
        let mut blocks = Vec::new();
        let mut next_num = first_number;
        let local_num = |name: &mut Option<String>, n: &mut u32| {
            if name.is_none() {
                *name = Some(n.to_string());
                *n += 1;
            } else if let Some(s) = name {
                if let Ok(k) = s.parse::<u32>() {
                    *n = k + 1;
                }
            }
        };
        loop {
            if self.is_punct('}') && blocks.is_empty() {
                return self.err("function body requires at least one basic block");
            }
            if self.eat_punct('}') {
                return Ok(blocks);
            }
            let mut label = match self.peek().clone() {
                Tok::Label(l) => {
                    self.bump();
                    Some(l)
                }
                _ => None,
            };
            local_num(&mut label, &mut next_num);
            if let Some(l) = &label {
                self.block_created(l);
            }
            let mut block = Block {
                name: label.unwrap_or_default(),
                insts: Vec::new(),
            };
            let mut records = Vec::new();
            loop {
                if self.is_punct('}') || matches!(self.peek(), Tok::Label(_)) {
                    // A block ends with its terminator.
                    return self.err("expected instruction opcode");
                }
                if matches!(self.peek(), Tok::Eof) {
                    return self.err("expected instruction opcode");
                }
                if let Some(kind) = self.word().and_then(|w| w.strip_prefix("#dbg_")) {
                    // Debug records belong to the instruction after them.
                    let record = DbgRecord {
                        pos: self.pos(),
                        kind: kind.to_string(),
                        ops: Vec::new(),
                    };
                    self.bump();
                    self.expect_punct('(')?;
                    let mut record = record;
                    while !self.is_punct(')') {
                        record.ops.push(self.md_operand()?);
                        if !self.eat_punct(',') {
                            break;
                        }
                    }
                    self.expect_punct(')')?;
                    records.push(record);
                    continue;
                }
                self.locals.clear();
                let mut inst = self.inst()?;
                inst.records = std::mem::take(&mut records);
                inst.locals = std::mem::take(&mut self.locals);
                if inst.result.is_none() && produces_value(&inst) {
                    inst.result = Some(next_num.to_string());
                    next_num += 1;
                } else if let Some(r) = &inst.result {
                    if let Ok(k) = r.parse::<u32>() {
                        next_num = k + 1;
                    }
                }
                let terminator = is_terminator(&inst.opcode);
                block.insts.push(inst);
                if terminator {
                    break;
                }
            }
            blocks.push(block);
        }
    }

    fn ty(&mut self) -> R<Type> {
        let mut t = self.base_ty()?;
        loop {
            if self.is_punct('(') {
                // A function type.
                self.bump();
                let mut params = Vec::new();
                let mut vararg = false;
                while !self.is_punct(')') {
                    if matches!(self.peek(), Tok::Ellipsis) {
                        self.bump();
                        vararg = true;
                        break;
                    }
                    params.push(self.ty()?);
                    self.attrs(false)?;
                    if !self.eat_punct(',') {
                        break;
                    }
                }
                self.expect_punct(')')?;
                t = Type::Func {
                    ret: Box::new(t),
                    params,
                    vararg,
                };
            } else if self.is_punct('*') {
                // Typed pointers read as opaque ones.
                self.bump();
                t = Type::Ptr(0);
            } else if self.is_word("addrspace") && self.peek_at(4) == &Tok::Punct('*') {
                self.bump();
                self.expect_punct('(')?;
                let space = self.uint()? as u32;
                self.expect_punct(')')?;
                self.expect_punct('*')?;
                t = Type::Ptr(space);
            } else {
                return Ok(t);
            }
        }
    }

    fn base_ty(&mut self) -> R<Type> {
        let pos = self.pos();
        match self.bump() {
            Tok::Word(w) => {
                let t = match w.as_str() {
                    "void" => Type::Void,
                    "half" => Type::Float("half"),
                    "bfloat" => Type::Float("bfloat"),
                    "float" => Type::Float("float"),
                    "double" => Type::Float("double"),
                    "fp128" => Type::Float("fp128"),
                    "x86_fp80" => Type::Float("x86_fp80"),
                    "ppc_fp128" => Type::Float("ppc_fp128"),
                    "x86_amx" => Type::X86Amx,
                    "label" => Type::Label,
                    "metadata" => Type::Metadata,
                    "token" => Type::Token,
                    "ptr" => {
                        let mut space = 0;
                        if self.eat_word("addrspace") {
                            self.expect_punct('(')?;
                            space = self.uint()? as u32;
                            self.expect_punct(')')?;
                        }
                        Type::Ptr(space)
                    }
                    "target" => {
                        self.expect_punct('(')?;
                        let name = self.utf8()?;
                        let mut types = Vec::new();
                        let mut ints = Vec::new();
                        while self.eat_punct(',') {
                            if let Tok::Int(_) = self.peek() {
                                ints.push(self.uint()?);
                            } else {
                                types.push(self.ty()?);
                            }
                        }
                        self.expect_punct(')')?;
                        Type::TargetExt { name, types, ints }
                    }
                    _ if w.starts_with('i') && w.len() > 1 && w[1..].bytes().all(|c| c.is_ascii_digit()) => {
                        match w[1..].parse::<u32>() {
                            Ok(n) if n > 0 && n < (1 << 23) => Type::Int(n),
                            _ => return Err((pos, "bitwidth for integer type out of range".into())),
                        }
                    }
                    _ => return Err((pos, format!("expected type, found '{w}'"))),
                };
                Ok(t)
            }
            Tok::Local(n) => Ok(Type::Named(n)),
            Tok::Punct('[') => {
                let len = self.uint()?;
                self.expect_word("x")?;
                let elem = self.ty()?;
                self.expect_punct(']')?;
                Ok(Type::Array(len, Box::new(elem)))
            }
            Tok::Punct('{') => {
                let fields = self.type_list('}')?;
                Ok(Type::Struct {
                    packed: false,
                    fields,
                })
            }
            Tok::Punct('<') => {
                if self.eat_punct('{') {
                    let fields = self.type_list('}')?;
                    self.expect_punct('>')?;
                    return Ok(Type::Struct { packed: true, fields });
                }
                let scalable = self.eat_word("vscale");
                if scalable {
                    self.expect_word("x")?;
                }
                let len = self.uint()?;
                self.expect_word("x")?;
                let elem = self.ty()?;
                self.expect_punct('>')?;
                Ok(Type::Vector {
                    scalable,
                    len,
                    elem: Box::new(elem),
                })
            }
            _ => Err((pos, "expected type".into())),
        }
    }

    fn type_list(&mut self, close: char) -> R<Vec<Type>> {
        let mut v = Vec::new();
        while !self.is_punct(close) {
            v.push(self.ty()?);
            if !self.eat_punct(',') {
                break;
            }
        }
        self.expect_punct(close)?;
        Ok(v)
    }

    fn typed_value(&mut self) -> R<TypedValue> {
        if let Some(w) = self.word() {
            if matches!(
                w,
                "getelementptr" | "bitcast" | "ptrtoint" | "inttoptr" | "addrspacecast"
            ) {
                // A constant expression whose type its operands give.
                let value = self.value(&Type::Ptr(0))?;
                let ty = match &value {
                    Value::Expr(e) => e.to.clone().unwrap_or(Type::Ptr(0)),
                    _ => Type::Ptr(0),
                };
                return Ok(TypedValue { ty, value });
            }
        }
        let ty = self.ty()?;
        let value = self.value(&ty)?;
        Ok(TypedValue { ty, value })
    }

    fn typed_values(&mut self, close: char) -> R<Vec<TypedValue>> {
        let mut v = Vec::new();
        while !self.is_punct(close) {
            v.push(self.typed_value()?);
            if !self.eat_punct(',') {
                break;
            }
        }
        self.expect_punct(close)?;
        Ok(v)
    }

    fn value(&mut self, ty: &Type) -> R<Value> {
        if *ty == Type::Metadata {
            return Ok(Value::Metadata(Box::new(self.md_operand()?)));
        }
        let pos = self.pos();
        let v = match self.bump() {
            Tok::Local(n) => {
                self.locals.push((n.clone(), pos));
                Value::Local(n)
            }
            Tok::Global(n) => Value::Global(n),
            Tok::Int(s) => Value::Int(s),
            Tok::Float(s) => Value::Float(s),
            Tok::CStr(s) => Value::CString(s),
            Tok::Punct('{') => Value::Struct(self.typed_values('}')?),
            Tok::Punct('[') => Value::Array(self.typed_values(']')?),
            Tok::Punct('<') => {
                if self.eat_punct('{') {
                    let v = self.typed_values('}')?;
                    self.expect_punct('>')?;
                    Value::Struct(v)
                } else {
                    Value::Vector(self.typed_values('>')?)
                }
            }
            Tok::Word(w) => match w.as_str() {
                "true" => Value::Bool(true),
                "false" => Value::Bool(false),
                "null" => Value::Null,
                "none" => Value::None,
                "undef" => Value::Undef,
                "poison" => Value::Poison,
                "zeroinitializer" => Value::Zero,
                "blockaddress" => {
                    self.expect_punct('(')?;
                    let f = match self.bump() {
                        Tok::Global(n) => n,
                        _ => return Err((pos, "expected function name in blockaddress".into())),
                    };
                    self.expect_punct(',')?;
                    let bb = match self.bump() {
                        Tok::Local(n) => n,
                        _ => return Err((pos, "expected basic block name in blockaddress".into())),
                    };
                    self.expect_punct(')')?;
                    if self.block_order.as_ref().is_some_and(|(cur, _)| *cur == f) {
                        self.block_created(&bb);
                    }
                    self.block_addresses.push((f.clone(), bb.clone()));
                    Value::BlockAddress(f, bb)
                }
                "asm" => {
                    let side_effects = self.eat_word("sideeffect");
                    let align_stack = self.eat_word("alignstack");
                    let intel = self.eat_word("inteldialect");
                    self.eat_word("unwind");
                    let asm = self.string()?;
                    self.expect_punct(',')?;
                    let constraints = self.string()?;
                    Value::InlineAsm {
                        side_effects,
                        align_stack,
                        intel,
                        asm,
                        constraints,
                    }
                }
                "splat" => {
                    self.expect_punct('(')?;
                    let v = self.typed_value()?;
                    self.expect_punct(')')?;
                    let n = match ty {
                        Type::Vector { len, .. } => *len as usize,
                        _ => return Err((pos, "splat requires a vector type".into())),
                    };
                    Value::Vector(vec![v; n])
                }
                "dso_local_equivalent" => match self.bump() {
                    Tok::Global(n) => Value::DsoLocalEquivalent(n),
                    _ => return Err((pos, "expected a global value".into())),
                },
                "no_cfi" => {
                    return Err((pos, format!("'{w}' constants are not supported")));
                }
                _ if VALUE_WORDS.contains(&w.as_str()) => {
                    let mut flags = Vec::new();
                    while let Some(f) = self.word() {
                        if matches!(f, "inbounds" | "nuw" | "nsw" | "nusw" | "exact") {
                            flags.push(f.to_string());
                            self.bump();
                        } else if f == "inrange" {
                            self.bump();
                            self.expect_punct('(')?;
                            self.raw_group()?;
                        } else {
                            break;
                        }
                    }
                    let mut pred = None;
                    if w == "icmp" || w == "fcmp" {
                        pred = self.word().map(str::to_string);
                        self.bump();
                    }
                    self.expect_punct('(')?;
                    let mut elem_ty = None;
                    if w == "getelementptr" {
                        elem_ty = Some(self.ty()?);
                        self.expect_punct(',')?;
                    }
                    let mut operands = Vec::new();
                    let mut to = None;
                    while !self.is_punct(')') {
                        operands.push(self.typed_value()?);
                        if self.eat_word("to") {
                            to = Some(self.ty()?);
                            break;
                        }
                        if !self.eat_punct(',') {
                            break;
                        }
                    }
                    self.expect_punct(')')?;
                    if let Some(p) = pred {
                        flags.insert(0, p);
                    }
                    Value::Expr(Box::new(ConstExpr {
                        opcode: w,
                        flags,
                        elem_ty,
                        operands,
                        to,
                    }))
                }
                _ => return Err((pos, format!("expected value token, found '{w}'"))),
            },
            _ => return Err((pos, "expected value token".into())),
        };
        Ok(v)
    }

    /// Records that LLVM's parser has created block `name` of the current
    /// function (at its first mention).
    fn block_created(&mut self, name: &str) {
        if let Some((_, order)) = &mut self.block_order {
            if !order.iter().any(|b| b == name) {
                order.push(name.to_string());
            }
        }
    }

    fn label(&mut self) -> R<String> {
        self.expect_word("label")?;
        match self.bump() {
            Tok::Local(n) => {
                self.block_created(&n);
                Ok(n)
            }
            _ => {
                self.at -= 1;
                self.err("expected basic block name")
            }
        }
    }

    fn align_and_metadata(&mut self, inst: &mut Inst) -> R<()> {
        while self.eat_punct(',') {
            match self.peek().clone() {
                Tok::Word(w) if w == "align" => {
                    self.bump();
                    inst.align = Some(self.uint()?);
                }
                Tok::Word(w) if w == "addrspace" => {
                    self.bump();
                    self.expect_punct('(')?;
                    let n = self.uint()?;
                    self.expect_punct(')')?;
                    inst.flags.push(format!("addrspace{n}"));
                }
                Tok::MetaName(kind) => {
                    self.bump();
                    let node = self.md_ref()?;
                    inst.metadata.push((kind, node));
                }
                _ => return self.err("expected instruction attachment"),
            }
        }
        Ok(())
    }

    fn flags(&mut self, inst: &mut Inst, allowed: &[&str]) {
        while let Some(w) = self.word() {
            if allowed.contains(&w) {
                inst.flags.push(w.to_string());
                self.bump();
            } else {
                break;
            }
        }
    }

    fn inst(&mut self) -> R<Inst> {
        let mut inst = Inst {
            pos: self.pos(),
            ..Default::default()
        };
        if let Tok::Local(n) = self.peek().clone() {
            if self.peek_at(1) == &Tok::Punct('=') {
                self.bump();
                self.bump();
                inst.result = Some(n);
            }
        }
        let opcode_pos = self.pos();
        let op = match self.bump() {
            Tok::Word(w) => w,
            _ => return Err((opcode_pos, "expected instruction opcode".into())),
        };
        inst.pos = opcode_pos;
        const FMF: &[&str] = &[
            "fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc",
        ];
        match op.as_str() {
            "tail" | "musttail" | "notail" => {
                inst.flags.push(op.clone());
                self.expect_word("call")?;
                inst.opcode = "call".into();
                self.call(&mut inst, false)?;
                return Ok(inst);
            }
            _ => {}
        }
        inst.opcode = op.clone();
        match op.as_str() {
            "ret" => {
                if !self.eat_word("void") {
                    inst.ops.push(self.typed_value()?);
                }
            }
            "br" => {
                if self.is_word("label") {
                    inst.targets.push(self.label()?);
                } else {
                    inst.ops.push(self.typed_value()?);
                    self.expect_punct(',')?;
                    inst.targets.push(self.label()?);
                    self.expect_punct(',')?;
                    inst.targets.push(self.label()?);
                }
            }
            "switch" => {
                inst.ops.push(self.typed_value()?);
                self.expect_punct(',')?;
                inst.targets.push(self.label()?);
                self.expect_punct('[')?;
                while !self.is_punct(']') {
                    let v = self.typed_value()?;
                    self.expect_punct(',')?;
                    let l = self.label()?;
                    inst.cases.push((v, l));
                }
                self.expect_punct(']')?;
            }
            "indirectbr" => {
                inst.ops.push(self.typed_value()?);
                self.expect_punct(',')?;
                self.expect_punct('[')?;
                while !self.is_punct(']') {
                    inst.targets.push(self.label()?);
                    if !self.eat_punct(',') {
                        break;
                    }
                }
                self.expect_punct(']')?;
            }
            "unreachable" => {}
            "resume" => inst.ops.push(self.typed_value()?),
            "invoke" => {
                self.call(&mut inst, true)?;
                return Ok(inst);
            }
            "call" => {
                self.call(&mut inst, false)?;
                return Ok(inst);
            }
            "fneg" => {
                self.flags(&mut inst, FMF);
                inst.ops.push(self.typed_value()?);
            }
            "add" | "sub" | "mul" | "shl" | "udiv" | "sdiv" | "lshr" | "ashr" | "urem" | "srem" | "and"
            | "or" | "xor" | "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => {
                self.flags(&mut inst, &["nsw", "nuw", "exact", "disjoint"]);
                self.flags(&mut inst, FMF);
                let a = self.typed_value()?;
                self.expect_punct(',')?;
                let b = self.value(&a.ty)?;
                let ty = a.ty.clone();
                inst.ops.push(a);
                inst.ops.push(TypedValue { ty, value: b });
            }
            "icmp" | "fcmp" => {
                self.flags(&mut inst, FMF);
                self.flags(&mut inst, &["samesign"]);
                inst.pred = self.word().map(str::to_string);
                self.bump();
                let a = self.typed_value()?;
                self.expect_punct(',')?;
                let b = self.value(&a.ty)?;
                let ty = a.ty.clone();
                inst.ops.push(a);
                inst.ops.push(TypedValue { ty, value: b });
            }
            "trunc" | "zext" | "sext" | "fptrunc" | "fpext" | "fptoui" | "fptosi" | "uitofp" | "sitofp"
            | "ptrtoint" | "ptrtoaddr" | "inttoptr" | "bitcast" | "addrspacecast" => {
                self.flags(&mut inst, &["nsw", "nuw", "nneg"]);
                self.flags(&mut inst, FMF);
                inst.ops.push(self.typed_value()?);
                self.expect_word("to")?;
                inst.ty = Some(self.ty()?);
            }
            "select" => {
                self.flags(&mut inst, FMF);
                for k in 0..3 {
                    if k > 0 {
                        self.expect_punct(',')?;
                    }
                    inst.ops.push(self.typed_value()?);
                }
            }
            "phi" => {
                self.flags(&mut inst, FMF);
                let ty = self.ty()?;
                loop {
                    self.expect_punct('[')?;
                    let v = self.value(&ty)?;
                    self.expect_punct(',')?;
                    let l = match self.bump() {
                        Tok::Local(n) => n,
                        _ => return self.err("expected basic block name"),
                    };
                    self.block_created(&l);
                    self.expect_punct(']')?;
                    inst.incoming.push((v, l));
                    if !(self.is_punct(',') && self.peek_at(1) == &Tok::Punct('[')) {
                        break;
                    }
                    self.bump();
                }
                inst.ty = Some(ty);
            }
            "alloca" => {
                self.flags(&mut inst, &["inalloca", "swifterror"]);
                inst.ty = Some(self.ty()?);
                if self.is_punct(',')
                    && !matches!(self.peek_at(1), Tok::Word(w) if w == "align" || w == "addrspace")
                    && !matches!(self.peek_at(1), Tok::MetaName(_))
                {
                    self.bump();
                    inst.ops.push(self.typed_value()?);
                }
            }
            "load" => {
                self.flags(&mut inst, &["atomic", "volatile"]);
                inst.ty = Some(self.ty()?);
                self.expect_punct(',')?;
                inst.ops.push(self.typed_value()?);
                self.atomic_tail(&mut inst)?;
            }
            "store" => {
                self.flags(&mut inst, &["atomic", "volatile"]);
                inst.ops.push(self.typed_value()?);
                self.expect_punct(',')?;
                inst.ops.push(self.typed_value()?);
                self.atomic_tail(&mut inst)?;
            }
            "fence" => {
                self.atomic_tail(&mut inst)?;
            }
            "atomicrmw" => {
                self.flags(&mut inst, &["volatile"]);
                inst.pred = self.word().map(str::to_string);
                self.bump();
                inst.ops.push(self.typed_value()?);
                self.expect_punct(',')?;
                inst.ops.push(self.typed_value()?);
                self.atomic_tail(&mut inst)?;
            }
            "cmpxchg" => {
                self.flags(&mut inst, &["weak", "volatile"]);
                for k in 0..3 {
                    if k > 0 {
                        self.expect_punct(',')?;
                    }
                    inst.ops.push(self.typed_value()?);
                }
                self.atomic_tail(&mut inst)?;
            }
            "getelementptr" => {
                self.flags(&mut inst, &["inbounds", "nusw", "nuw"]);
                inst.ty = Some(self.ty()?);
                while self.eat_punct(',') {
                    if matches!(self.peek(), Tok::MetaName(_)) || self.is_word("align") {
                        self.at -= 1;
                        break;
                    }
                    inst.ops.push(self.typed_value()?);
                }
            }
            "extractvalue" | "insertvalue" => {
                inst.ops.push(self.typed_value()?);
                if op == "insertvalue" {
                    self.expect_punct(',')?;
                    inst.ops.push(self.typed_value()?);
                }
                while self.is_punct(',') && matches!(self.peek_at(1), Tok::Int(_)) {
                    self.bump();
                    inst.indices.push(self.uint()? as i64);
                }
            }
            "extractelement" | "insertelement" => {
                let n = if op == "extractelement" { 2 } else { 3 };
                for k in 0..n {
                    if k > 0 {
                        self.expect_punct(',')?;
                    }
                    inst.ops.push(self.typed_value()?);
                }
            }
            "shufflevector" => {
                for k in 0..3 {
                    if k > 0 {
                        self.expect_punct(',')?;
                    }
                    inst.ops.push(self.typed_value()?);
                }
            }
            "freeze" => inst.ops.push(self.typed_value()?),
            "va_arg" => {
                inst.ops.push(self.typed_value()?);
                self.expect_punct(',')?;
                inst.ty = Some(self.ty()?);
            }
            "landingpad" => {
                inst.ty = Some(self.ty()?);
                loop {
                    if self.eat_word("cleanup") {
                        inst.flags.push("cleanup".into());
                    } else if self.is_word("catch") || self.is_word("filter") {
                        let kind = self.word().unwrap_or_default().to_string();
                        self.bump();
                        let v = self.typed_value()?;
                        inst.clauses.push((kind, v));
                    } else {
                        break;
                    }
                }
            }
            _ => return Err((opcode_pos, "expected instruction opcode".into())),
        }
        self.align_and_metadata(&mut inst)?;
        Ok(inst)
    }

    /// `[syncscope("s")] ordering [ordering]` then `, align N` and
    /// attachments.
    fn atomic_tail(&mut self, inst: &mut Inst) -> R<()> {
        if self.eat_word("syncscope") {
            self.expect_punct('(')?;
            inst.syncscope = Some(self.utf8()?);
            self.expect_punct(')')?;
        }
        while let Some(w) = self.word() {
            if matches!(
                w,
                "unordered" | "monotonic" | "acquire" | "release" | "acq_rel" | "seq_cst"
            ) {
                inst.orderings.push(w.to_string());
                self.bump();
            } else {
                break;
            }
        }
        self.align_and_metadata(inst)
    }

    fn call(&mut self, inst: &mut Inst, invoke: bool) -> R<()> {
        const FMF: &[&str] = &[
            "fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc",
        ];
        self.flags(inst, FMF);
        if let Some(w) = self.word() {
            if CCONVS.contains(&w) {
                let w = w.to_string();
                self.bump();
                inst.cconv = Some(if w == "cc" {
                    format!("cc {}", self.uint()?)
                } else {
                    w
                });
            }
        }
        inst.ret_attrs = self.attrs(false)?;
        if self.eat_word("addrspace") {
            self.expect_punct('(')?;
            self.uint()?;
            self.expect_punct(')')?;
        }
        let ty = self.ty()?;
        let callee = self.value(&Type::Ptr(0))?;
        inst.call_ty = Some(ty);
        inst.callee = Some(TypedValue {
            ty: Type::Ptr(0),
            value: callee,
        });
        self.expect_punct('(')?;
        while !self.is_punct(')') {
            let ty = self.ty()?;
            let attrs = self.attrs(false)?;
            let value = self.value(&ty)?;
            inst.args.push((TypedValue { ty, value }, attrs));
            if !self.eat_punct(',') {
                break;
            }
        }
        self.expect_punct(')')?;
        inst.fn_attrs = self.attrs(true)?;
        if self.eat_punct('[') {
            while !self.is_punct(']') {
                let tag = self.utf8()?;
                self.expect_punct('(')?;
                let g = self.raw_group()?;
                inst.bundles.push(format!("\"{tag}\"({g})"));
                if !self.eat_punct(',') {
                    break;
                }
            }
            self.expect_punct(']')?;
        }
        if invoke {
            self.expect_word("to")?;
            inst.targets.push(self.label()?);
            self.expect_word("unwind")?;
            inst.targets.push(self.label()?);
        }
        self.align_and_metadata(inst)
    }
}

fn is_type_word(w: &str) -> bool {
    matches!(
        w,
        "void"
            | "half"
            | "bfloat"
            | "float"
            | "double"
            | "fp128"
            | "x86_fp80"
            | "ppc_fp128"
            | "x86_amx"
            | "label"
            | "metadata"
            | "token"
            | "ptr"
            | "target"
    ) || (w.starts_with('i') && w.len() > 1 && w[1..].bytes().all(|c| c.is_ascii_digit()))
}

fn is_fn_trailer(w: &str) -> bool {
    matches!(
        w,
        "section" | "partition" | "comdat" | "gc" | "prefix" | "prologue" | "personality" | "to"
    )
}

fn is_opcode(w: &str) -> bool {
    matches!(
        w,
        "ret"
            | "br"
            | "switch"
            | "indirectbr"
            | "invoke"
            | "resume"
            | "unreachable"
            | "callbr"
            | "call"
            | "tail"
            | "musttail"
            | "notail"
            | "fneg"
            | "udiv"
            | "sdiv"
            | "lshr"
            | "ashr"
            | "urem"
            | "srem"
            | "and"
            | "or"
            | "fadd"
            | "fsub"
            | "fmul"
            | "fdiv"
            | "frem"
            | "zext"
            | "sext"
            | "fptrunc"
            | "fpext"
            | "fptoui"
            | "fptosi"
            | "uitofp"
            | "sitofp"
            | "phi"
            | "alloca"
            | "load"
            | "store"
            | "fence"
            | "atomicrmw"
            | "cmpxchg"
            | "extractvalue"
            | "insertvalue"
            | "freeze"
            | "va_arg"
            | "landingpad"
    )
}

fn is_terminator(op: &str) -> bool {
    matches!(
        op,
        "ret" | "br" | "switch" | "indirectbr" | "invoke" | "resume" | "unreachable" | "callbr"
    )
}

/// Whether an unnamed instruction takes a slot number.
fn produces_value(inst: &Inst) -> bool {
    match inst.opcode.as_str() {
        "store" | "fence" | "ret" | "br" | "switch" | "indirectbr" | "resume" | "unreachable" => false,
        "call" | "invoke" => inst.call_ty.as_ref().is_some_and(|t| {
            !matches!(t, Type::Void) && !matches!(t, Type::Func { ret, .. } if **ret == Type::Void)
        }),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Module {
        parse_module(crate::lexer::lex(s).unwrap()).unwrap()
    }

    #[test]
    fn parses_functions_and_blocks() {
        let m = parse("define internal i32 @f(i32 %a) #0 {\nentry:\n  %x = add nsw i32 %a, 1\n  br label %next\nnext:\n  ret i32 %x\n}\nattributes #0 = { nounwind \"k\"=\"v\" }\n");
        let f = &m.functions[0];
        assert_eq!(f.name, "f");
        assert_eq!(f.keywords, vec!["internal"]);
        let blocks = f.blocks.as_ref().unwrap();
        assert_eq!(blocks.len(), 2);
        assert_eq!(blocks[0].insts[0].flags, vec!["nsw"]);
        assert_eq!(blocks[1].name, "next");
        assert_eq!(m.attr_groups[0].1.len(), 2);
    }

    #[test]
    fn numbers_unnamed_values() {
        let m = parse("define void @f() {\n  %1 = alloca i32\n  ret void\n}\n");
        let blocks = m.functions[0].blocks.as_ref().unwrap();
        assert_eq!(blocks[0].name, "0");
        assert_eq!(blocks[0].insts[0].result.as_deref(), Some("1"));
    }

    #[test]
    fn reports_unknown_opcodes() {
        let toks = crate::lexer::lex("define void @f() {\n  frob i32 0\n}\n").unwrap();
        let err = parse_module(toks).unwrap_err();
        assert_eq!((err.0.line, err.0.col), (2, 3));
    }
}
