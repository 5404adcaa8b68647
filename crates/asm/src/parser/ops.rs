//! Operations, regions, blocks and SSA values, and the `AsmParser` /
//! `OpAsmParser` implementations custom op formats parse through.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::asm::{
    Argument, AsmParser, Delimiter, OpAsmParser, ParseResult, SourcePos, UnresolvedOperand,
};
use strata_ir::{
    APInt, Attribute, BlockId, Body, Context, Diagnostic, Failed, Ident, Location, NamedAttribute, OpId,
    OpTraits, OperationState, RegionId, Type, ValueId,
};

use super::{Delim, PResult, Parser};
use crate::lexer::TokenKind;

#[derive(Copy, Clone)]
struct ValueEntry {
    value: Option<ValueId>,
    pos: u32,
}

/// The SSA names visible in one isolated-from-above region (MLIR's
/// `IsolatedSSANameScope`).
#[derive(Default)]
struct IsolatedScope<'s> {
    values: FxHashMap<&'s str, SmallVec<[ValueEntry; 1]>>,
    /// Forward references `%name#N` far beyond the results seen so far
    /// for `name`, kept apart so that a huge `N` costs no memory.
    far: FxHashMap<(&'s str, u32), ValueEntry>,
    /// Names defined in each nested region, removed when it ends.
    defs_per_scope: Vec<Vec<&'s str>>,
    /// Placeholders of forward references and the position of their
    /// first use.
    forward: FxHashMap<ValueId, u32>,
    /// The location of the isolated op owning the scope (none at the top).
    owner_loc: Option<Location>,
}

/// How far past the known results of a name a forward reference
/// `%name#N` may go before it is stored sparsely.
const MAX_DENSE_GAP: usize = 1024;

impl<'s> IsolatedScope<'s> {
    /// The entry of `%name#n`, if it was defined or used.
    fn get(&self, name: &str, n: usize) -> Option<ValueEntry> {
        if let Some(e) = self.values.get(name).and_then(|e| e.get(n)) {
            if e.value.is_some() {
                return Some(*e);
            }
        }
        if self.far.is_empty() {
            return None;
        }
        let n = u32::try_from(n).ok()?;
        self.far.get(&(name, n)).copied()
    }

    fn set(&mut self, name: &'s str, n: usize, entry: ValueEntry) {
        let entries = self.values.entry(name).or_default();
        if n >= entries.len() + MAX_DENSE_GAP {
            if let Ok(k) = u32::try_from(n) {
                self.far.insert((name, k), entry);
                return;
            }
        }
        if entries.len() <= n {
            entries.resize(n + 1, ValueEntry { value: None, pos: 0 });
        }
        entries[n] = entry;
        if !self.far.is_empty() {
            if let Ok(k) = u32::try_from(n) {
                self.far.remove(&(name, k));
            }
        }
    }

    /// Forgets `name` (its defining region ended).
    fn remove(&mut self, name: &str) {
        self.values.remove(name);
        if !self.far.is_empty() {
            self.far.retain(|k, _| k.0 != name);
        }
    }

    /// Every value entry with its name.
    fn all_values(&self) -> impl Iterator<Item = (&'s str, ValueId)> + '_ {
        let dense = self
            .values
            .iter()
            .flat_map(|(&name, es)| es.iter().filter_map(move |e| e.value.map(|v| (name, v))));
        let far = self
            .far
            .iter()
            .filter_map(|(&(name, _), e)| e.value.map(|v| (name, v)));
        dense.chain(far)
    }
}

/// The block names of one region.
#[derive(Default)]
struct RegionScope<'s> {
    blocks: FxHashMap<&'s str, BlockId>,
    /// Blocks referenced but not yet defined, with the reference position.
    forward: FxHashMap<BlockId, u32>,
}

/// A parsed `%name#number` use, keyed by its source slice.
#[derive(Copy, Clone)]
pub(crate) struct SsaUse<'s> {
    name: &'s str,
    number: u32,
    pos: u32,
}

pub(crate) struct OpState<'c, 's> {
    /// The body ops are currently created in; swapped with an isolated
    /// op's child body while its regions are parsed.
    pub(crate) body: Body,
    isolated: Vec<IsolatedScope<'s>>,
    regions: Vec<RegionScope<'s>>,
    /// Positions of forward references never defined in their isolated
    /// scope, reported when the file is done.
    pub(crate) unresolved: Vec<u32>,
    default_dialect: Vec<&'c str>,
    /// The result names of the custom-form ops being parsed, innermost
    /// last: each `%name` or `%name:count` group (MLIR's `getNumResults`
    /// and `getResultName`).
    result_names: Vec<SmallVec<[(&'s str, u32); 2]>>,
    /// The custom-form ops being parsed, innermost last: their parsers'
    /// own errors are prefixed with `custom op '<name>'` as in MLIR.
    pub(crate) custom_ops: Vec<(strata_ir::OpName, u32)>,
    /// The location of the isolated op whose region is about to be parsed.
    next_owner_loc: Option<Location>,
    /// The size of the last isolated body parsed: the next one reserves as
    /// much (neighbouring functions tend to be alike), instead of growing
    /// its tables op by op.
    body_hint: strata_ir::BodySize,
    /// Name tables of finished isolated scopes, cleared, for the next ones.
    spare_values: Vec<FxHashMap<&'s str, SmallVec<[ValueEntry; 1]>>>,
    /// Emptied states of created ops, whose lists the next ops reuse
    /// (one per nesting level at most).
    spare_states: Vec<OperationState>,
}

impl<'c, 's> OpState<'c, 's> {
    pub(crate) fn new() -> Self {
        OpState {
            body: Body::new(),
            isolated: Vec::new(),
            regions: Vec::new(),
            unresolved: Vec::new(),
            default_dialect: vec!["builtin"],
            result_names: Vec::new(),
            custom_ops: Vec::new(),
            next_owner_loc: None,
            body_hint: Default::default(),
            spare_values: Vec::new(),
            spare_states: Vec::new(),
        }
    }

    /// The state of a new op `name` at `loc`, reusing an emptied one.
    fn fresh_state(&mut self, name: strata_ir::OpName, loc: Location) -> OperationState {
        match self.spare_states.pop() {
            Some(mut s) => {
                s.name = name;
                s.loc = loc;
                s
            }
            None => OperationState::new(name, loc),
        }
    }

    /// Starts parsing another top-level op, keeping what is reusable.
    pub(crate) fn reset(&mut self) {
        let body_hint = self.body_hint;
        let spare_values = std::mem::take(&mut self.spare_values);
        let spare_states = std::mem::take(&mut self.spare_states);
        *self = OpState::new();
        self.body_hint = body_hint;
        self.spare_values = spare_values;
        self.spare_states = spare_states;
    }

    pub(crate) fn push_isolated_scope(&mut self) {
        let owner_loc = self.next_owner_loc.take();
        self.isolated.push(IsolatedScope {
            values: self.spare_values.pop().unwrap_or_default(),
            defs_per_scope: vec![Vec::new()],
            owner_loc,
            ..Default::default()
        });
    }

    /// The dialect unqualified custom op names are tried in.
    pub(crate) fn default_dialect(&self) -> &'c str {
        self.default_dialect.last().copied().unwrap_or("")
    }

    pub(crate) fn push_region_scope(&mut self) {
        self.regions.push(RegionScope::default());
    }
}

const DIALECT_FAQ: &str =
    "for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management";

fn to_delim(d: Delimiter) -> Delim {
    match d {
        Delimiter::None => Delim::None,
        Delimiter::Paren => Delim::Paren,
        Delimiter::Square => Delim::Square,
        Delimiter::LessGreater => Delim::Less,
        Delimiter::Braces => Delim::Brace,
        Delimiter::OptionalParen => Delim::OptParen,
        Delimiter::OptionalSquare => Delim::OptSquare,
        Delimiter::OptionalLessGreater => Delim::OptLess,
        Delimiter::OptionalBraces => Delim::OptBrace,
    }
}

impl<'c, 's> Parser<'c, 's> {
    // ---- scopes ------------------------------------------------------------

    /// Ends an isolated scope. Forward references still undefined are
    /// reported at the end of the file, except those naming a value of an
    /// enclosing scope: MLIR's parser resolves those and its verifier
    /// rejects the use, so they get the verifier's error here.
    pub(crate) fn pop_isolated_scope(&mut self) -> PResult<()> {
        let Some(scope) = self.ops.isolated.pop() else {
            return Ok(());
        };
        let mut outside: Vec<(u32, ValueId)> = Vec::new();
        if scope.owner_loc.is_some() && !scope.forward.is_empty() {
            for (name, v) in scope.all_values() {
                let Some(&pos) = scope.forward.get(&v) else {
                    continue;
                };
                let defined_outside = self.ops.isolated.iter().any(|s| {
                    s.values.get(name).is_some_and(|es| {
                        es.iter()
                            .any(|e| e.value.is_some_and(|ov| !s.forward.contains_key(&ov)))
                    })
                });
                if defined_outside {
                    outside.push((pos, v));
                }
            }
        }
        if let Some(&(_, v)) = outside.iter().min_by_key(|(pos, _)| *pos) {
            let body = &self.ops.body;
            let key = |op: OpId| match &self.ctx.loc_kind(body.op_loc(op)) {
                strata_ir::LocationKind::FileLineCol { line, col, .. } => (*line, *col),
                _ => (u32::MAX, u32::MAX),
            };
            if let Some(user) = body.uses(v).map(|(op, _)| op).min_by_key(|&op| key(op)) {
                let r = strata_ir::OpRef::new(self.ctx, body, user);
                let mut diag = r.op_error("using value defined outside the region");
                let owner = scope.owner_loc.unwrap_or_else(|| self.ctx.unknown_loc());
                if let Some(p) = self.ctx.op_note_printer() {
                    diag.attach_note(r.loc(), format!("see current operation: {}", p(r)));
                }
                diag.attach_note(owner, "required by region isolation constraints");
                self.ctx.emit(diag);
                return Err(Failed);
            }
        }
        self.ops.unresolved.extend(scope.forward.values().copied());
        let mut values = scope.values;
        values.clear();
        self.ops.spare_values.push(values);
        Ok(())
    }

    fn push_value_scope(&mut self, isolated: bool) {
        if isolated || self.ops.isolated.is_empty() {
            self.ops.push_isolated_scope();
        } else if let Some(s) = self.ops.isolated.last_mut() {
            s.defs_per_scope.push(Vec::new());
        }
    }

    fn pop_value_scope(&mut self, isolated: bool) -> PResult<()> {
        if isolated {
            return self.pop_isolated_scope();
        }
        if let Some(s) = self.ops.isolated.last_mut() {
            if let Some(names) = s.defs_per_scope.pop() {
                for n in names {
                    s.remove(n);
                }
            }
        }
        Ok(())
    }

    /// Ends a region's block scope, reporting blocks referenced but never
    /// defined.
    pub(crate) fn pop_region_scope(&mut self) -> PResult<()> {
        let Some(scope) = self.ops.regions.pop() else {
            return Ok(());
        };
        if scope.forward.is_empty() {
            return Ok(());
        }
        let mut v: Vec<u32> = scope.forward.values().copied().collect();
        v.sort_unstable();
        for pos in v {
            self.error_at(pos, "reference to an undefined block");
        }
        Err(Failed)
    }

    // ---- SSA values ---------------------------------------------------------

    pub(crate) fn parse_ssa_use(&mut self, allow_number: bool) -> PResult<SsaUse<'s>> {
        let t = self.tok;
        if !self.at(TokenKind::PercentIdent) {
            return Err(self.wrong_token("expected SSA operand"));
        }
        let name = &self.text_of(t)[1..];
        self.consume();
        let mut number = 0;
        if self.at(TokenKind::HashIdent) {
            if !allow_number {
                return Err(self.error_here("result number not allowed in argument list"));
            }
            match self.tok_text()[1..].parse::<u32>() {
                Ok(n) => number = n,
                Err(_) => return Err(self.error_here("invalid SSA value result number")),
            }
            self.consume();
        }
        Ok(SsaUse {
            name,
            number,
            pos: t.start,
        })
    }

    fn scope(&mut self) -> &mut IsolatedScope<'s> {
        if self.ops.isolated.is_empty() {
            self.ops.push_isolated_scope();
        }
        let n = self.ops.isolated.len();
        &mut self.ops.isolated[n - 1]
    }

    /// The value a use refers to, creating a forward-reference placeholder
    /// if it is not defined yet.
    pub(crate) fn resolve_ssa_use(&mut self, u: SsaUse<'s>, ty: Type) -> PResult<ValueId> {
        let n = u.number as usize;
        let existing = self.scope().get(u.name, n);
        if let Some(ValueEntry { value: Some(v), pos }) = existing {
            let vt = self.ops.body.value_type(v);
            if vt == ty {
                return Ok(v);
            }
            let msg = format!(
                "use of value '%{}' expects different type than prior uses: {} vs {}",
                u.name,
                self.fmt_type(ty),
                self.fmt_type(vt)
            );
            return Err(self.error_with_note(u.pos, msg, pos, "prior use here"));
        }
        let first_defined = {
            let s = self.scope();
            s.values
                .get(u.name)
                .and_then(|e| e.first().copied())
                .and_then(|e| e.value)
                .filter(|v| !s.forward.contains_key(v))
        };
        if first_defined.is_some() {
            return Err(self.error_at(u.pos, "reference to invalid result number"));
        }
        let loc = self.loc_at(u.pos);
        let v = self.ops.body.create_placeholder(ty, loc);
        let s = self.scope();
        s.set(
            u.name,
            n,
            ValueEntry {
                value: Some(v),
                pos: u.pos,
            },
        );
        s.forward.insert(v, u.pos);
        Ok(v)
    }

    /// Records the definition of `%name#number`, resolving a forward
    /// reference to it.
    pub(crate) fn add_definition(&mut self, u: SsaUse<'s>, value: ValueId) -> PResult<()> {
        let n = u.number as usize;
        // Fast path, one hash lookup: a name not seen before (or not this
        // result of it), and no sparse forward references.
        {
            let s = self.scope();
            if s.far.is_empty() {
                let entries = s.values.entry(u.name).or_default();
                if n <= entries.len() && entries.get(n).is_none_or(|e| e.value.is_none()) {
                    let entry = ValueEntry {
                        value: Some(value),
                        pos: u.pos,
                    };
                    if n == entries.len() {
                        entries.push(entry);
                    } else {
                        entries[n] = entry;
                    }
                    if let Some(d) = s.defs_per_scope.last_mut() {
                        d.push(u.name);
                    }
                    return Ok(());
                }
            }
        }
        let existing = self.scope().get(u.name, n);
        if let Some(ValueEntry {
            value: Some(old),
            pos,
        }) = existing
        {
            if !self.scope().forward.contains_key(&old) {
                let msg = format!("redefinition of SSA value '%{}'", u.name);
                return Err(self.error_with_note(u.pos, msg, pos, "previously defined here"));
            }
            let (ot, nt) = (self.ops.body.value_type(old), self.ops.body.value_type(value));
            if ot != nt {
                let msg = format!(
                    "definition of SSA value '%{}#{}' has type {}",
                    u.name,
                    u.number,
                    self.fmt_type(nt)
                );
                let note = format!("previously used here with type {}", self.fmt_type(ot));
                return Err(self.error_with_note(u.pos, msg, pos, &note));
            }
            self.ops.body.replace_all_uses_with(old, value);
            self.scope().forward.remove(&old);
            self.ops.body.free_placeholder(old);
        }
        let s = self.scope();
        s.set(
            u.name,
            n,
            ValueEntry {
                value: Some(value),
                pos: u.pos,
            },
        );
        if let Some(d) = s.defs_per_scope.last_mut() {
            d.push(u.name);
        }
        Ok(())
    }

    /// The position a name was defined or first used at, if known.
    fn reference_pos(&mut self, u: SsaUse<'s>) -> Option<u32> {
        self.scope().get(u.name, u.number as usize).map(|e| e.pos)
    }

    /// The source slice of an operand a custom parser hands back.
    fn ssa_use_of(&mut self, o: &UnresolvedOperand) -> PResult<SsaUse<'s>> {
        let start = o.pos.0 as usize + 1;
        let slice = self.src.get(start..start + o.name.len());
        match slice {
            Some(s) if s == o.name => Ok(SsaUse {
                name: s,
                number: o.number,
                pos: o.pos.0,
            }),
            _ => Err(self.error_at(o.pos.0, format!("invalid SSA operand '%{}'", o.name))),
        }
    }

    // ---- blocks ----------------------------------------------------------

    fn block_named(&mut self, name: &'s str, pos: u32) -> BlockId {
        if self.ops.regions.is_empty() {
            self.ops.push_region_scope();
        }
        let n = self.ops.regions.len();
        if let Some(&b) = self.ops.regions[n - 1].blocks.get(name) {
            return b;
        }
        let b = self.ops.body.create_block();
        let scope = &mut self.ops.regions[n - 1];
        scope.blocks.insert(name, b);
        scope.forward.insert(b, pos);
        b
    }

    pub(crate) fn parse_successor_block(&mut self) -> PResult<BlockId> {
        let t = self.tok;
        if !self.at(TokenKind::CaretIdent) {
            return Err(self.wrong_token("expected block name"));
        }
        let name = self.text_of(t);
        self.consume();
        Ok(self.block_named(name, t.start))
    }

    /// Parses a block (label optional for `existing`, the entry block) and
    /// returns it; the caller appends it to the region.
    fn parse_block(&mut self, existing: Option<BlockId>) -> PResult<BlockId> {
        if let Some(b) = existing {
            if !self.at(TokenKind::CaretIdent) {
                self.parse_block_body(b)?;
                return Ok(b);
            }
        }
        let t = self.tok;
        if !self.at(TokenKind::CaretIdent) {
            return Err(self.wrong_token("expected block name"));
        }
        let name = self.text_of(t);
        self.consume();
        if self.ops.regions.is_empty() {
            self.ops.push_region_scope();
        }
        let n = self.ops.regions.len();
        let block = match self.ops.regions[n - 1].blocks.get(name).copied() {
            None => {
                let b = match existing {
                    Some(b) => b,
                    None => self.ops.body.create_block(),
                };
                self.ops.regions[n - 1].blocks.insert(name, b);
                b
            }
            Some(b) => {
                if self.ops.regions[n - 1].forward.remove(&b).is_none() {
                    return Err(self.error_at(t.start, format!("redefinition of block '{name}'")));
                }
                b
            }
        };
        if self.at(TokenKind::LParen) {
            self.parse_block_arg_list(block)?;
        }
        self.expect(TokenKind::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)?;
        Ok(block)
    }

    fn parse_block_arg_list(&mut self, block: BlockId) -> PResult<()> {
        let defining_existing = !self.ops.body.block_args(block).is_empty();
        let mut next = 0usize;
        self.parse_comma_list(Delim::Paren, "", &mut |p| {
            let u = p.parse_ssa_use(false)?;
            p.expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
            let ty = p.parse_type()?;
            let v = if defining_existing {
                let args = p.ops.body.block_args(block);
                if next >= args.len() {
                    return Err(p.error_here("too many arguments specified in argument list"));
                }
                let v = args[next];
                next += 1;
                if p.ops.body.value_type(v) != ty {
                    return Err(p.error_here("argument and block argument type mismatch"));
                }
                v
            } else {
                let loc = p.loc_at(u.pos);
                p.ops.body.add_block_arg(block, ty, loc)
            };
            if let Some(l) = p.parse_optional_trailing_loc()? {
                p.ops.body.set_block_arg_loc(v, l);
            }
            p.add_definition(u, v)
        })
    }

    fn parse_block_body(&mut self, block: BlockId) -> PResult<()> {
        while !self.at(TokenKind::CaretIdent) && !self.at(TokenKind::RBrace) {
            self.parse_operation(block)?;
        }
        Ok(())
    }

    // ---- regions -----------------------------------------------------------

    /// Parses `{...}` into a new region of `state` (in its child body for
    /// an isolated op). `args` become the entry block's arguments.
    /// With `shadowing` (a custom parser's `enableNameShadowing`), the
    /// region's names are a scope of their own: outer names are not
    /// visible there, so using one is a use of an undeclared name.
    pub(crate) fn parse_region_into(
        &mut self,
        state: &mut OperationState,
        args: &[(SsaUse<'s>, Type, Option<Location>)],
        shadowing: bool,
    ) -> PResult<()> {
        match state.child.take() {
            Some(mut child) => {
                self.ops.next_owner_loc = (!shadowing).then_some(state.loc);
                let first = child.size() == strata_ir::BodySize::default();
                if first {
                    child.reserve(self.ops.body_hint);
                }
                std::mem::swap(&mut self.ops.body, &mut *child);
                let r = self.parse_region_here(args, true);
                std::mem::swap(&mut self.ops.body, &mut *child);
                if first {
                    let size = child.size();
                    // A small body after a large one keeps no large tables.
                    if size.ops * 2 < self.ops.body_hint.ops {
                        child.shrink_to_fit();
                    }
                    self.ops.body_hint = size;
                }
                state.child = Some(child);
                state.regions.push(r?);
            }
            None => {
                let r = self.parse_region_here(args, false)?;
                state.regions.push(r);
            }
        }
        Ok(())
    }

    fn parse_region_here(
        &mut self,
        args: &[(SsaUse<'s>, Type, Option<Location>)],
        isolated: bool,
    ) -> PResult<RegionId> {
        self.enter_region()?;
        let r = self.parse_region_inner(args, isolated);
        self.leave_region();
        r
    }

    fn parse_region_inner(
        &mut self,
        args: &[(SsaUse<'s>, Type, Option<Location>)],
        isolated: bool,
    ) -> PResult<RegionId> {
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        let region = self.ops.body.create_region();
        if args.is_empty() && self.consume_if(TokenKind::RBrace) {
            return Ok(region);
        }
        self.push_value_scope(isolated);
        self.ops.push_region_scope();
        let r = self.parse_region_body(region, args);
        // After a parse error, blocks referenced but not yet defined are
        // not reported: parsing stopped before their definitions.
        let popped = if r.is_ok() {
            self.pop_region_scope()
        } else {
            self.ops.regions.pop();
            Ok(())
        };
        let isolation = self.pop_value_scope(isolated);
        r?;
        popped?;
        isolation?;
        self.expect(TokenKind::RBrace, "expected '}' to end a region")?;
        Ok(region)
    }

    fn parse_region_body(
        &mut self,
        region: RegionId,
        args: &[(SsaUse<'s>, Type, Option<Location>)],
    ) -> PResult<()> {
        let entry = self.ops.body.create_block();
        if !args.is_empty() {
            if self.at(TokenKind::CaretIdent) {
                return Err(self.error_here("invalid block name in region with named arguments"));
            }
            for &(u, ty, loc) in args {
                if let Some(prev) = self.reference_pos(u) {
                    let msg = format!("region entry argument '%{}' is already in use", u.name);
                    return Err(self.error_with_note(u.pos, msg, prev, "previously referenced here"));
                }
                let loc = loc.unwrap_or_else(|| self.loc_at(u.pos));
                let v = self.ops.body.add_block_arg(entry, ty, loc);
                self.add_definition(u, v)?;
            }
        }
        let first = self.parse_block(Some(entry))?;
        if !args.is_empty() && self.ops.body.block_args(first).len() > args.len() {
            return Err(self.error_here("entry block arguments were already defined"));
        }
        self.ops.body.append_block(region, first);
        while !self.at(TokenKind::RBrace) {
            let b = self.parse_block(None)?;
            self.ops.body.append_block(region, b);
        }
        Ok(())
    }

    // ---- operations --------------------------------------------------------

    /// Parses an op's name and everything after it (not its result
    /// names), returning what creates it.
    pub(crate) fn parse_op_state(
        &mut self,
        result_names: SmallVec<[(&'s str, u32); 2]>,
    ) -> PResult<OperationState> {
        match self.tok.kind {
            // MLIR lexes `i32` as an integer type, not as an op name.
            TokenKind::BareIdent if super::types::int_type_spelling(self.tok_text()).is_some() => {
                Err(self.wrong_token("expected operation name in quotes"))
            }
            TokenKind::BareIdent => self.parse_custom_operation(result_names),
            TokenKind::String => self.parse_generic_operation(),
            _ => Err(self.wrong_token("expected operation name in quotes")),
        }
    }

    pub(crate) fn parse_operation(&mut self, block: BlockId) -> PResult<()> {
        let start = self.tok.start;
        if self.use_preparsed(block) {
            return Ok(());
        }
        let mut result_ids: SmallVec<[(SsaUse<'s>, u32); 2]> = SmallVec::new();
        let mut num_expected = 0usize;
        if self.at(TokenKind::PercentIdent) {
            loop {
                let t = self.tok;
                if !self.at(TokenKind::PercentIdent) {
                    return Err(self.wrong_token("expected valid ssa identifier"));
                }
                let name = &self.text_of(t)[1..];
                self.consume();
                let mut count = 1u32;
                if self.consume_if(TokenKind::Colon) {
                    let ct = self.tok;
                    let v = if self.at(TokenKind::Integer) {
                        self.tok_text().parse::<u32>().ok()
                    } else {
                        None
                    };
                    let Some(v) = v else {
                        return Err(self.wrong_token("expected integer number of results"));
                    };
                    if v < 1 {
                        return Err(
                            self.error_at(ct.start, "expected named operation to have at least 1 result")
                        );
                    }
                    self.consume();
                    count = v;
                }
                num_expected += count as usize;
                result_ids.push((
                    SsaUse {
                        name,
                        number: 0,
                        pos: t.start,
                    },
                    count,
                ));
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Equal, "expected '=' after SSA name")?;
        }
        let names: SmallVec<[(&'s str, u32); 2]> =
            result_ids.iter().map(|(u, count)| (u.name, *count)).collect();
        let mut state = self.parse_op_state(names)?;
        let op = self.ops.body.create_op_reusing(&mut state);
        self.ops.spare_states.push(state);
        self.ops.body.append_op(block, op);
        if !result_ids.is_empty() {
            let n = self.ops.body.num_results(op);
            if n == 0 {
                return Err(self.error_at(start, "cannot name an operation with no results"));
            }
            if n != num_expected {
                return Err(self.error_at(
                    start,
                    format!("operation defines {n} results but was provided {num_expected} to bind"),
                ));
            }
            let mut idx = 0;
            for (u, count) in result_ids {
                for i in 0..count {
                    let v = self.ops.body.result(op, idx);
                    idx += 1;
                    self.add_definition(SsaUse { number: i, ..u }, v)?;
                }
            }
        }
        Ok(())
    }

    /// Moves entries named in the op's inherent attributes from `attrs`
    /// to the properties, as MLIR 22 does for registered ops.
    fn split_properties(
        &self,
        name: strata_ir::OpName,
        props: &mut Vec<NamedAttribute>,
        attrs: &mut Vec<NamedAttribute>,
    ) {
        let Some(def) = self.ctx.op_def(name) else {
            return;
        };
        // The segment sizes are inherent to ops with the traits that use
        // them, as MLIR's generated `setPropertiesFromAttr` has them.
        let segments = |n: &str| {
            (n == "operandSegmentSizes" && def.traits.contains(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS))
                || (n == "resultSegmentSizes" && def.traits.contains(OpTraits::ATTR_SIZED_RESULT_SEGMENTS))
        };
        let has_segments = def.traits.contains(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
            || def.traits.contains(OpTraits::ATTR_SIZED_RESULT_SEGMENTS);
        if def.inherent_attrs.is_empty() && !has_segments {
            return;
        }
        attrs.retain(|&(n, a)| {
            let name = self.ctx.ident_str(n);
            if def.inherent_attrs.contains(&name) || segments(name) {
                if !props.iter().any(|(p, _)| *p == n) {
                    props.push((n, a));
                }
                false
            } else {
                true
            }
        });
    }

    fn parse_generic_operation(&mut self) -> PResult<OperationState> {
        let ctx = self.ctx;
        let name_tok = self.tok;
        let text = self.text_of(name_tok);
        let op_name = match self.op_name_cache.get(&("", text)) {
            Some(&n) => n,
            None => {
                let name = String::from_utf8_lossy(&self.string_value(name_tok)).into_owned();
                if name.is_empty() {
                    return Err(self.error_at(name_tok.start, "empty operation name is invalid"));
                }
                let n = ctx.op_name(&name);
                self.op_name_cache.insert(("", text), n);
                n
            }
        };
        self.consume();
        let def = ctx.op_def(op_name);
        // Unknown ops of a registered dialect parse; the verifier rejects
        // them. Ops of unknown dialects need the opt-in.
        if def.is_none()
            && !ctx.allow_unregistered_dialects()
            && ctx.dialect_by_name(ctx.op_name_dialect(op_name)).is_none()
        {
            return Err(self.error_here(
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
            ));
        }
        let isolated = def.is_some_and(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE));
        let loc = self.loc_at(name_tok.start);
        let mut state = self.ops.fresh_state(op_name, loc);
        if isolated {
            state.child = Some(Box::default());
        }
        self.expect(TokenKind::LParen, "expected '(' to start operand list")?;
        let mut operands: SmallVec<[SsaUse<'s>; 4]> = SmallVec::new();
        // As MLIR: the list is optional, so anything but an SSA name ends it.
        if self.at(TokenKind::PercentIdent) {
            loop {
                operands.push(self.parse_ssa_use(true)?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RParen, "expected ')' to end operand list")?;
        if self.at(TokenKind::LSquare) {
            if def.is_some_and(|d| !d.traits.contains(OpTraits::TERMINATOR)) {
                return Err(self.error_here("successors in non-terminator"));
            }
            self.consume();
            if self.at(TokenKind::RSquare) {
                return Err(self.wrong_token("expected list element"));
            }
            let mut succs = Vec::new();
            self.parse_list_until(TokenKind::RSquare, "]", &mut |p| {
                succs.push(p.parse_successor_block()?);
                Ok(())
            })?;
            state.successors = succs;
        }
        let mut props: Vec<NamedAttribute> = Vec::new();
        let mut explicit_props = None;
        if self.consume_if(TokenKind::Less) {
            let a = self.parse_attribute(None)?;
            self.expect(TokenKind::Greater, "expected '>' to close properties")?;
            explicit_props = Some(a);
            props.extend_from_slice(ctx.dict_entries(a));
        }
        if self.consume_if(TokenKind::LParen) {
            loop {
                self.parse_region_into(&mut state, &[], false)?;
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RParen, "expected ')' to end region list")?;
        }
        let mut attrs = Vec::new();
        if self.at(TokenKind::LBrace) {
            self.parse_attribute_dict(&mut attrs)?;
        }
        if !self.consume_if(TokenKind::Colon) {
            return Err(self.wrong_token("expected ':' followed by operation type"));
        }
        let type_pos = self.tok.start;
        let fty = self.parse_type()?;
        let Some((inputs, results)) = ctx.function_type_parts(fty) else {
            return Err(self.error_at(type_pos, "expected function type"));
        };
        if inputs.len() != operands.len() {
            let n = operands.len();
            let msg = if n == 1 {
                format!("expected 1 operand type  but had {}", inputs.len())
            } else {
                format!("expected {n} operand types but had {}", inputs.len())
            };
            return Err(self.error_at(type_pos, msg));
        }
        for (u, &t) in operands.iter().zip(inputs.iter()) {
            let v = self.resolve_ssa_use(*u, t)?;
            state.operands.push(v);
        }
        state.result_types = results.to_vec();
        // Properties written for a registered op are converted to its
        // inherent attributes (MLIR's `setPropertiesFromAttr`), at the
        // op's name: entries of the wrong attribute class, or any entry
        // for an op without properties, are errors; other names are
        // dropped.
        if let (Some(d), Some(written)) = (def, explicit_props) {
            let name_loc = state.loc;
            let no_properties = d.inherent_attrs.is_empty()
                && !d.traits.contains(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
                && !d.traits.contains(OpTraits::ATTR_SIZED_RESULT_SEGMENTS);
            let problem = if no_properties {
                Some("this operation does not support properties".to_string())
            } else {
                d.interfaces
                    .get::<strata_ir::interfaces::PropertiesConversion>()
                    .and_then(|conv| (conv.check)(ctx, state.name, written))
                    .map(|bad| {
                        let value = ctx.dict_entries(written).iter().find(|e| e.0 == bad).map(|e| e.1);
                        format!(
                            "Invalid attribute `{}` in property conversion: {}",
                            ctx.ident_str(bad),
                            value.map(|v| ctx.attr_to_string(v)).unwrap_or_default()
                        )
                    })
            };
            if let Some(problem) = problem {
                let message = format!(
                    "invalid properties {} for op {}: {problem}",
                    ctx.attr_to_string(written),
                    ctx.op_name_str(state.name),
                );
                return Err(ctx.emit_error(name_loc, message));
            }
            props.retain(|(n, _)| {
                let n = ctx.ident_str(*n);
                d.inherent_attrs.contains(&n) || n == "operandSegmentSizes" || n == "resultSegmentSizes"
            });
        }
        self.split_properties(op_name, &mut props, &mut attrs);
        state.properties = match explicit_props {
            Some(a) if def.is_none() => Some(a),
            _ if props.is_empty() => None,
            _ => Some(ctx.dictionary_attr(&props)),
        };
        if !attrs.is_empty() {
            state.attributes = Some(ctx.dictionary_attr(&attrs));
        }
        if let Some(l) = self.parse_optional_trailing_loc()? {
            state.loc = l;
        }
        if let Some(populate) = ctx.op_def(state.name).and_then(|d| d.populate_default_properties) {
            state.properties = populate(ctx, state.name, state.properties);
        }
        drop_unused_child(&mut state);
        Ok(state)
    }

    /// The op a custom-form name refers to, trying the default dialect's
    /// prefix as MLIR does.
    fn resolve_custom_op_name(
        &mut self,
        t: crate::lexer::Token,
        name: &str,
        default: &str,
    ) -> PResult<strata_ir::OpName> {
        let ctx = self.ctx;
        let direct = ctx.op_name(name);
        if ctx.is_registered(direct) {
            Ok(direct)
        } else if let Some((dialect, _)) = name.split_once('.') {
            if ctx.dialect_by_name(dialect).is_none() {
                let loc = self.loc_at(t.start);
                let names = ctx.dialect_names().join(", ");
                ctx.emit(
                    Diagnostic::error(
                        loc,
                        format!("Dialect `{dialect}' not found for custom op '{name}' "),
                    )
                    .with_note(loc, format!("Available dialects: {names} ; {DIALECT_FAQ}")),
                );
                return Err(Failed);
            }
            Err(self.error_at(t.start, format!("custom op '{name}' is unknown")))
        } else {
            let prefixed = if default.is_empty() {
                None
            } else {
                Some(ctx.op_name(&format!("{default}.{name}")))
            };
            match prefixed {
                Some(p) if ctx.is_registered(p) => Ok(p),
                Some(_) => Err(self.error_at(
                    t.start,
                    format!("custom op '{name}' is unknown (tried '{default}.{name}' as well)"),
                )),
                None => Err(self.error_at(t.start, format!("custom op '{name}' is unknown"))),
            }
        }
    }

    fn parse_custom_operation(
        &mut self,
        result_names: SmallVec<[(&'s str, u32); 2]>,
    ) -> PResult<OperationState> {
        let ctx = self.ctx;
        let t = self.tok;
        let name = self.text_of(t);
        let default = self.ops.default_dialect.last().copied().unwrap_or("");
        let op_name = match self.op_name_cache.get(&(default, name)) {
            Some(&n) => n,
            None => {
                let n = self.resolve_custom_op_name(t, name, default)?;
                self.op_name_cache.insert((default, name), n);
                n
            }
        };
        let Some(def) = ctx.op_def(op_name) else {
            return Err(self.error_at(t.start, format!("custom op '{name}' is unknown")));
        };
        let Some(parse) = def.parse else {
            return Err(self.error_at(t.start, format!("custom op '{name}' has no custom assembly form")));
        };
        let traits = def.traits;
        self.consume();
        let loc = self.loc_at(t.start);
        let mut state = self.ops.fresh_state(op_name, loc);
        if traits.contains(OpTraits::ISOLATED_FROM_ABOVE) {
            state.child = Some(Box::default());
        }
        let own: &'c str = if traits.contains(OpTraits::DEFAULT_DIALECT_IS_OWN) {
            ctx.op_name_dialect(op_name)
        } else {
            ""
        };
        self.ops.default_dialect.push(own);
        self.ops.result_names.push(result_names);
        self.ops.custom_ops.push((op_name, t.start));
        let r = parse(self, &mut state);
        self.ops.custom_ops.pop();
        self.ops.result_names.pop();
        self.ops.default_dialect.pop();
        r?;
        if let Some(l) = self.parse_optional_trailing_loc()? {
            state.loc = l;
        }
        if let Some(populate) = ctx.op_def(state.name).and_then(|d| d.populate_default_properties) {
            state.properties = populate(ctx, state.name, state.properties);
        }
        drop_unused_child(&mut state);
        Ok(state)
    }

    fn args_of(&mut self, arguments: &[Argument]) -> PResult<Vec<(SsaUse<'s>, Type, Option<Location>)>> {
        let mut v = Vec::with_capacity(arguments.len());
        for a in arguments {
            if a.ssa.name.is_empty() {
                continue;
            }
            let u = self.ssa_use_of(&a.ssa)?;
            let Some(ty) = a.ty else {
                return Err(self.error_at(a.ssa.pos.0, "expected type for region argument"));
            };
            v.push((u, ty, a.loc));
        }
        Ok(v)
    }
}

/// An isolated op written without regions owns no child body: its
/// regions would live there, and there are none.
fn drop_unused_child(state: &mut OperationState) {
    if state.regions.is_empty() {
        state.child = None;
    }
}

fn punct_kind(p: &str) -> Option<TokenKind> {
    use TokenKind::*;
    Some(match p {
        "->" => Arrow,
        ":" => Colon,
        "," => Comma,
        "..." => Ellipsis,
        "=" => Equal,
        ">" => Greater,
        "{" => LBrace,
        "(" => LParen,
        "[" => LSquare,
        "<" => Less,
        "-" => Minus,
        "+" => Plus,
        "?" => Question,
        "}" => RBrace,
        ")" => RParen,
        "]" => RSquare,
        "*" => Star,
        "|" => VerticalBar,
        _ => return None,
    })
}

impl<'c, 's> AsmParser<'c> for Parser<'c, 's> {
    fn ctx(&self) -> &'c Context {
        self.ctx
    }

    fn dialect_namespace(&self) -> &str {
        self.dialect_namespace
    }

    fn current_pos(&self) -> SourcePos {
        SourcePos(self.tok.start)
    }

    fn location_of(&self, pos: SourcePos) -> Location {
        self.loc_at(pos.0)
    }

    fn emit_plain_error_at(&mut self, pos: SourcePos, message: &str) -> Failed {
        self.error_at(pos.0, message)
    }

    fn emit_wrong_token_error(&mut self, message: &str) -> Failed {
        self.wrong_token(message)
    }

    fn emit_error_at(&mut self, pos: SourcePos, message: &str) -> Failed {
        match self.ops.custom_ops.last() {
            Some(&(op, _)) => {
                let name = self.ctx.op_name_str(op);
                self.error_at(pos.0, format!("custom op '{name}' {message}"))
            }
            None => self.error_at(pos.0, message),
        }
    }

    fn parse_optional_punct(&mut self, punct: &str) -> bool {
        match punct_kind(punct) {
            Some(k) => self.consume_if(k),
            None => false,
        }
    }

    fn parse_punct(&mut self, punct: &str) -> ParseResult<()> {
        if self.parse_optional_punct(punct) {
            Ok(())
        } else {
            Err(self.wrong_token(format!("expected '{punct}'")))
        }
    }

    fn parse_optional_keyword(&mut self, keyword: &str) -> bool {
        self.consume_keyword(keyword)
    }

    fn parse_optional_any_keyword(&mut self) -> Option<String> {
        if self.at(TokenKind::BareIdent) {
            let s = self.tok_text().to_string();
            self.consume();
            Some(s)
        } else {
            None
        }
    }

    fn peek_keyword(&self, keyword: &str) -> bool {
        self.at_keyword(keyword)
    }

    fn peek_any_keyword(&self) -> bool {
        self.tok.kind == TokenKind::BareIdent
    }

    fn peek_punct(&self, punct: &str) -> bool {
        punct_kind(punct).is_some_and(|k| self.at(k))
    }

    fn peek_hash_identifier(&self) -> bool {
        self.at(TokenKind::HashIdent)
    }

    fn parse_optional_string(&mut self) -> ParseResult<Option<Vec<u8>>> {
        if self.at(TokenKind::String) {
            let v = self.string_value(self.tok);
            self.consume();
            Ok(Some(v))
        } else {
            Ok(None)
        }
    }

    fn parse_optional_integer(&mut self) -> ParseResult<Option<i64>> {
        let Some(v) = self.parse_optional_big_integer()? else {
            return Ok(None);
        };
        if !v.fits_i64_signed() {
            return Err(self.error_here("integer value too large"));
        }
        Ok(Some(v.sext(64).sext_i64()))
    }

    fn parse_optional_big_integer(&mut self) -> ParseResult<Option<APInt>> {
        let start = self.tok;
        let neg = self.at(TokenKind::Minus);
        if neg {
            // Only a minus followed by an integer is an integer.
            let save = self.tok.start;
            self.consume();
            if !self.at(TokenKind::Integer) {
                self.reset_to(save);
                return Ok(None);
            }
        } else if !self.at(TokenKind::Integer) {
            return Ok(None);
        }
        let s = self.tok_text();
        let Some(words) = super::attrs::literal_magnitude(s) else {
            return Err(self.error_at(start.start, "expected integer value"));
        };
        let bits = words
            .iter()
            .enumerate()
            .rev()
            .find(|(_, &w)| w != 0)
            .map_or(0, |(i, &w)| i as u32 * 64 + 64 - w.leading_zeros());
        self.consume();
        let v = APInt::from_words(bits + 1, &words);
        Ok(Some(if neg { v.neg() } else { v }))
    }

    fn parse_optional_symbol_name(&mut self) -> ParseResult<Option<Ident>> {
        if self.at(TokenKind::AtIdent) {
            self.parse_symbol_name_token().map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_type(&mut self) -> ParseResult<Type> {
        Parser::parse_type(self)
    }

    fn parse_optional_type(&mut self) -> ParseResult<Option<Type>> {
        Parser::parse_optional_type(self)
    }

    fn parse_attribute(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        Parser::parse_attribute(self, ty)
    }

    fn parse_float(&mut self, kind: strata_ir::FloatKind) -> ParseResult<u128> {
        let start = self.tok.start;
        if self.at(TokenKind::Minus) {
            self.consume();
        }
        if !self.at(TokenKind::Float) && !self.at(TokenKind::Integer) {
            return Err(self.error_here("expected floating point literal"));
        }
        self.reset_to(start);
        let a = Parser::parse_attribute(self, Some(self.ctx.float_type(kind)))?;
        match self.ctx.attr_kind(a) {
            strata_ir::AttrKind::Float { bits, .. } => Ok(*bits),
            _ => Err(self.error_at(start, "expected floating point literal")),
        }
    }

    fn parse_optional_attribute(&mut self, ty: Option<Type>) -> ParseResult<Option<Attribute>> {
        Parser::parse_optional_attribute(self, ty)
    }

    fn parse_optional_attr_dict(&mut self, out: &mut Vec<NamedAttribute>) -> ParseResult<()> {
        if self.at(TokenKind::LBrace) {
            self.parse_attribute_dict(out)?;
        }
        Ok(())
    }

    fn parse_dimension_list(&mut self, allow_dynamic: bool) -> ParseResult<Vec<i64>> {
        self.parse_dimension_list_ranked(allow_dynamic, true)
    }

    fn parse_affine_map(&mut self) -> ParseResult<strata_ir::affine::AffineMap> {
        self.parse_affine_map_body()
    }

    fn parse_optional_location_specifier(&mut self) -> ParseResult<Option<Location>> {
        self.parse_optional_trailing_loc()
    }

    fn parse_comma_separated_list(
        &mut self,
        delimiter: Delimiter,
        element: &mut dyn FnMut(&mut dyn AsmParser<'c>) -> ParseResult<()>,
    ) -> ParseResult<()> {
        self.parse_comma_list(to_delim(delimiter), "", &mut |p| element(p))
    }
}

impl<'c, 's> OpAsmParser<'c> for Parser<'c, 's> {
    fn name_pos(&self) -> SourcePos {
        SourcePos(self.ops.custom_ops.last().map_or(self.tok.start, |&(_, pos)| pos))
    }

    fn as_asm_parser(&mut self) -> &mut dyn AsmParser<'c> {
        self
    }

    fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand> {
        let u = self.parse_ssa_use(true)?;
        Ok(UnresolvedOperand {
            name: u.name.into(),
            number: u.number,
            pos: SourcePos(u.pos),
        })
    }

    fn peek_result_definition(&mut self) -> bool {
        if !self.at(TokenKind::PercentIdent) {
            return false;
        }
        let start = self.tok.start;
        self.consume();
        let defines = self.at(TokenKind::Equal);
        self.reset_to(start);
        defines
    }

    fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand>> {
        if self.at(TokenKind::PercentIdent) {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_operand_list(&mut self, delimiter: Delimiter) -> ParseResult<Vec<UnresolvedOperand>> {
        let mut v = Vec::new();
        if delimiter == Delimiter::None && !self.at(TokenKind::PercentIdent) {
            return Ok(v);
        }
        self.parse_comma_list(to_delim(delimiter), " in operand list", &mut |p| {
            v.push(p.parse_operand()?);
            Ok(())
        })?;
        Ok(v)
    }

    fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> ParseResult<ValueId> {
        let u = self.ssa_use_of(operand)?;
        self.resolve_ssa_use(u, ty)
    }

    fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> ParseResult<Argument> {
        let u = self.parse_ssa_use(false)?;
        let ssa = UnresolvedOperand {
            name: u.name.into(),
            number: u.number,
            pos: SourcePos(u.pos),
        };
        let mut ty = None;
        if allow_type {
            self.expect(TokenKind::Colon, "expected ':'")?;
            ty = Some(Parser::parse_type(self)?);
        }
        let mut attrs = None;
        if allow_attrs && self.at(TokenKind::LBrace) {
            let mut v = Vec::new();
            self.parse_attribute_dict(&mut v)?;
            attrs = Some(self.ctx.dictionary_attr(&v));
        }
        let loc = self.parse_optional_trailing_loc()?;
        Ok(Argument { ssa, ty, attrs, loc })
    }

    fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Option<Argument>> {
        if self.at(TokenKind::PercentIdent) {
            self.parse_argument(allow_type, allow_attrs).map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_argument_list(
        &mut self,
        delimiter: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Vec<Argument>> {
        let mut v = Vec::new();
        if delimiter == Delimiter::None && !self.at(TokenKind::PercentIdent) {
            return Ok(v);
        }
        self.parse_comma_list(to_delim(delimiter), "", &mut |p| {
            v.push(p.parse_argument(allow_type, allow_attrs)?);
            Ok(())
        })?;
        Ok(v)
    }

    fn parse_region(
        &mut self,
        state: &mut OperationState,
        arguments: &[Argument],
        enable_name_shadowing: bool,
    ) -> ParseResult<()> {
        let args = self.args_of(arguments)?;
        self.parse_region_into(state, &args, enable_name_shadowing)
    }

    fn parse_optional_region(
        &mut self,
        state: &mut OperationState,
        arguments: &[Argument],
        enable_name_shadowing: bool,
    ) -> ParseResult<bool> {
        if !self.at(TokenKind::LBrace) {
            return Ok(false);
        }
        self.parse_region(state, arguments, enable_name_shadowing)?;
        Ok(true)
    }

    fn parse_successor(&mut self) -> ParseResult<BlockId> {
        self.parse_successor_block()
    }

    fn parse_optional_successor(&mut self) -> ParseResult<Option<BlockId>> {
        if self.at(TokenKind::CaretIdent) {
            self.parse_successor_block().map(Some)
        } else {
            Ok(None)
        }
    }

    fn num_results(&self) -> usize {
        self.ops
            .result_names
            .last()
            .map_or(0, |names| names.iter().map(|&(_, count)| count as usize).sum())
    }

    fn result_name(&self, mut index: usize) -> Option<(String, u32)> {
        for &(name, count) in self.ops.result_names.last()? {
            if index < count as usize {
                return Some((name.to_string(), index as u32));
            }
            index -= count as usize;
        }
        None
    }

    fn current_body(&mut self) -> &mut Body {
        &mut self.ops.body
    }
}
