//! Generation of `pdl` IR from a checked PDLL module: one `pdl.pattern`
//! per pattern, user constraints and rewrites written in PDLL inlined
//! where they are called, native ones applied by name.

use rustc_hash::FxHashMap;
use strata_dialect_pdl as pdl;
use strata_dialect_pdl::types as pdl_types;
use strata_ir::{
    Attribute, BlockId, Body, Context, Failed, Location, OpBuilder, OpId, OperationState, Type, ValueId,
};
use strata_ods::typed::BuildState;
use strata_ods::OpSpec;

use crate::ast::*;
use crate::source::{Diag, Sources};

/// Generates the module: a top-level body holding one `builtin.module`.
/// Errors (literals that do not parse) are added to `sources`.
pub fn generate(ctx: &Context, m: &Module, sources: &mut Sources) -> Result<Body, Failed> {
    let (mut top, top_block) = Body::with_top_block();
    let (inner, module_block) = Body::with_top_block();
    let module_loc = match m.first_loc {
        Some(l) => location(ctx, sources, l),
        None => ctx.unknown_loc(),
    };
    let mut state = OperationState::new(ctx.op_name(strata_ir::builtin::MODULE), module_loc);
    state.regions = inner.root_regions().to_vec();
    state.child = Some(Box::new(inner));
    let module = top.create_op(state);
    top.append_op(top_block, module);
    let body = top.child_body_mut(module).ok_or(Failed)?;
    let mut locs = FxHashMap::default();
    for p in &m.patterns {
        let loc = location_cached(ctx, sources, &mut locs, p.loc);
        let mut b = OpBuilder::at_end(ctx, body, module_block);
        let mut bs = BuildState::new(ctx, &pdl::PATTERN, loc);
        let benefit = ctx.integer_attr(ctx.integer_type(16), p.benefit.into());
        set_attr(ctx, &mut bs, &pdl::PATTERN, "benefit", Some(benefit));
        set_attr(
            ctx,
            &mut bs,
            &pdl::PATTERN,
            "sym_name",
            p.name.as_deref().map(|n| ctx.string_attr(n)),
        );
        bs.regions(&mut b, 1);
        let region = bs.state.regions[0];
        let op = bs.finish(&mut b);
        let pbody = body.child_body_mut(op).ok_or(Failed)?;
        let block = pbody.create_block();
        pbody.append_block(region, block);
        let mut g = Gen {
            ctx,
            m,
            sources,
            locs: &mut locs,
            body: pbody,
            block,
            in_rewrite: false,
            frames: vec![Frame::default()],
            depth: 0,
        };
        for s in &p.body {
            g.stmt(s)?;
        }
    }
    Ok(top)
}

fn location(ctx: &Context, sources: &Sources, l: Loc) -> Location {
    let (line, col) = sources.line_col(l);
    ctx.file_loc(sources.name(l.file), line, col)
}

fn location_cached(
    ctx: &Context,
    sources: &Sources,
    cache: &mut FxHashMap<(u32, u32), Location>,
    l: Loc,
) -> Location {
    *cache
        .entry((l.file, l.off))
        .or_insert_with(|| location(ctx, sources, l))
}

/// Sets attribute `name` of `spec` in `bs` (nothing for `None`).
fn set_attr(ctx: &Context, bs: &mut BuildState, spec: &OpSpec, name: &str, value: Option<Attribute>) {
    if let Some(i) = spec.attributes.iter().position(|a| a.name == name) {
        bs.attr(ctx, i, value);
    }
}

/// The values of the variables of one pattern or one inlined call, and
/// the value the call returns.
#[derive(Default)]
struct Frame {
    vars: FxHashMap<VarId, Vec<ValueId>>,
    ret: Option<Vec<ValueId>>,
}

struct Gen<'a> {
    ctx: &'a Context,
    m: &'a Module,
    sources: &'a mut Sources,
    locs: &'a mut FxHashMap<(u32, u32), Location>,
    body: &'a mut Body,
    block: BlockId,
    in_rewrite: bool,
    frames: Vec<Frame>,
    /// How deeply expressions and inlined calls are nested now.
    depth: u32,
}

type GResult<T> = Result<T, Failed>;

/// How deeply expressions and inlined calls may nest while generating
/// (each body was parsed with a bound, but inlining stacks them).
const MAX_GEN_DEPTH: u32 = 1024;

impl Gen<'_> {
    fn loc(&mut self, l: Loc) -> Location {
        location_cached(self.ctx, self.sources, self.locs, l)
    }

    fn builder(&mut self) -> OpBuilder<'_> {
        OpBuilder::at_end(self.ctx, self.body, self.block)
    }

    /// Creates an op of `spec` from operand groups, attributes and result
    /// types.
    fn create(
        &mut self,
        spec: &'static OpSpec,
        loc: Loc,
        operands: &[&[ValueId]],
        attrs: &[(&str, Option<Attribute>)],
        results: &[Type],
    ) -> OpId {
        let loc = self.loc(loc);
        let ctx = self.ctx;
        let mut bs = BuildState::new(ctx, spec, loc);
        for g in operands {
            bs.operands(g);
        }
        for (name, value) in attrs {
            set_attr(ctx, &mut bs, spec, name, *value);
        }
        if !spec.results.is_empty() {
            bs.results(results);
        }
        bs.finish(&mut self.builder())
    }

    fn create1(
        &mut self,
        spec: &'static OpSpec,
        loc: Loc,
        operands: &[&[ValueId]],
        attrs: &[(&str, Option<Attribute>)],
        result: Type,
    ) -> ValueId {
        let op = self.create(spec, loc, operands, attrs, &[result]);
        self.body.result(op, 0)
    }

    fn frame(&mut self) -> &mut Frame {
        if self.frames.is_empty() {
            self.frames.push(Frame::default());
        }
        let last = self.frames.len() - 1;
        &mut self.frames[last]
    }

    fn pdl_type(&self, t: &Ty) -> Vec<Type> {
        let ctx = self.ctx;
        match t {
            Ty::Attr => vec![pdl_types::attribute(ctx)],
            Ty::Value => vec![pdl_types::value(ctx)],
            Ty::ValueRange => vec![pdl_types::range(ctx, pdl_types::value(ctx))],
            Ty::Type => vec![pdl_types::type_(ctx)],
            Ty::TypeRange => vec![pdl_types::range(ctx, pdl_types::type_(ctx))],
            Ty::Op(_) => vec![pdl_types::operation(ctx)],
            Ty::Tuple(elts) => elts.iter().flat_map(|(_, t)| self.pdl_type(t)).collect(),
            Ty::Constraint | Ty::Rewrite => Vec::new(),
        }
    }

    // ---- statements ----------------------------------------------------------------------

    fn stmt(&mut self, s: &Stmt) -> GResult<()> {
        match s {
            Stmt::Let(v) => {
                self.var(*v)?;
            }
            Stmt::Expr(e) => {
                self.expr(e)?;
            }
            Stmt::Compound(stmts) => {
                for s in stmts {
                    self.stmt(s)?;
                }
            }
            Stmt::Return(e, _) => {
                let values = self.expr(e)?;
                self.frame().ret = Some(values);
            }
            Stmt::Erase(op, loc) => {
                let root = self.root(op)?;
                self.in_rewrite_region(root, *loc, |g| {
                    g.create(&pdl::ERASE, *loc, &[&[root]], &[], &[]);
                    Ok(())
                })?;
            }
            Stmt::Replace(op, with, loc) => {
                let root = self.root(op)?;
                self.in_rewrite_region(root, *loc, |g| {
                    if with.len() == 1 && with[0].ty.is_op() {
                        let new = g.single(&with[0])?;
                        g.create(&pdl::REPLACE, *loc, &[&[root], &[new], &[]], &[], &[]);
                    } else {
                        let mut values = Vec::new();
                        for w in with {
                            values.extend(g.expr(w)?);
                        }
                        g.create(&pdl::REPLACE, *loc, &[&[root], &[], &values], &[], &[]);
                    }
                    Ok(())
                })?;
            }
            Stmt::Rewrite(op, body, loc) => {
                let root = self.root(op)?;
                self.in_rewrite_region(root, *loc, |g| {
                    for s in body {
                        g.stmt(s)?;
                    }
                    Ok(())
                })?;
            }
        }
        Ok(())
    }

    fn root(&mut self, op: &Expr) -> GResult<ValueId> {
        self.single(op)
    }

    /// Runs `f` in the rewrite region of the pattern, creating the
    /// `pdl.rewrite` of `root` first when still in the matcher.
    fn in_rewrite_region(
        &mut self,
        root: ValueId,
        loc: Loc,
        f: impl FnOnce(&mut Self) -> GResult<()>,
    ) -> GResult<()> {
        if self.in_rewrite {
            return f(self);
        }
        let l = self.loc(loc);
        let ctx = self.ctx;
        let mut b = self.builder();
        let mut bs = BuildState::new(ctx, &pdl::REWRITE, l);
        bs.operands(&[root]);
        bs.operands(&[]);
        bs.regions(&mut b, 1);
        let region = bs.state.regions[0];
        bs.finish(&mut b);
        let block = self.body.create_block();
        self.body.append_block(region, block);
        let saved = (self.block, self.in_rewrite);
        self.block = block;
        self.in_rewrite = true;
        let r = f(self);
        (self.block, self.in_rewrite) = saved;
        r
    }

    // ---- variables -----------------------------------------------------------------------

    fn var(&mut self, v: VarId) -> GResult<Vec<ValueId>> {
        if let Some(values) = self.frame().vars.get(&v) {
            return Ok(values.clone());
        }
        let m = self.m;
        let decl = &m.vars[v];
        let values = match &decl.init {
            Some(e) => self.expr(e)?,
            None => vec![self.unbound_var(decl)?],
        };
        self.frame().vars.insert(v, values.clone());
        for (c, cloc) in &decl.constraints {
            if let Constraint::User(id) = c {
                self.call(*id, values.clone(), false, *cloc)?;
            }
        }
        Ok(values)
    }

    /// The op matching a variable declared without a value, from its
    /// first builtin constraint, or its type.
    fn unbound_var(&mut self, decl: &VarDecl) -> GResult<ValueId> {
        let ctx = self.ctx;
        let loc = decl.loc;
        let builtin = decl
            .constraints
            .iter()
            .map(|(c, _)| c)
            .find(|c| !matches!(c, Constraint::User(_)));
        let by_type;
        let c = match builtin {
            Some(c) => c,
            None => {
                by_type = match &decl.ty {
                    Ty::Attr => Constraint::Attr(None),
                    Ty::Op(n) => Constraint::Op(n.clone()),
                    Ty::Type => Constraint::Type,
                    Ty::TypeRange => Constraint::TypeRange,
                    Ty::ValueRange => Constraint::ValueRange(None),
                    _ => Constraint::Value(None),
                };
                &by_type
            }
        };
        let inner = |g: &mut Self, e: &Option<Expr>| -> GResult<Vec<ValueId>> {
            match e {
                Some(e) => g.expr(e),
                None => Ok(Vec::new()),
            }
        };
        Ok(match c {
            Constraint::Attr(t) => {
                let t = inner(self, t)?;
                self.create1(&pdl::ATTRIBUTE_OP, loc, &[&t], &[], pdl_types::attribute(ctx))
            }
            Constraint::Value(t) => {
                let t = inner(self, t)?;
                self.create1(&pdl::OPERAND, loc, &[&t], &[], pdl_types::value(ctx))
            }
            Constraint::ValueRange(t) => {
                let t = inner(self, t)?;
                let ty = pdl_types::range(ctx, pdl_types::value(ctx));
                self.create1(&pdl::OPERANDS, loc, &[&t], &[], ty)
            }
            Constraint::Type => self.create1(&pdl::TYPE_OP, loc, &[], &[], pdl_types::type_(ctx)),
            Constraint::TypeRange => {
                let ty = pdl_types::range(ctx, pdl_types::type_(ctx));
                self.create1(&pdl::TYPES, loc, &[], &[], ty)
            }
            Constraint::Op(name) => {
                let op = OpExpr {
                    name: name.clone(),
                    operands: None,
                    attrs: Vec::new(),
                    results: None,
                };
                self.op(&op, loc)?
            }
            Constraint::User(_) => return Err(Failed),
        })
    }

    // ---- expressions ---------------------------------------------------------------------

    fn single(&mut self, e: &Expr) -> GResult<ValueId> {
        self.expr(e)?.first().copied().ok_or(Failed)
    }

    fn expr(&mut self, e: &Expr) -> GResult<Vec<ValueId>> {
        self.depth += 1;
        let r = if self.depth > MAX_GEN_DEPTH {
            self.sources.diags.push(Diag::error(
                e.loc,
                "expressions and inlined constraint or rewrite calls are nested too deeply",
            ));
            Err(Failed)
        } else {
            self.expr_inner(e)
        };
        self.depth -= 1;
        r
    }

    fn expr_inner(&mut self, e: &Expr) -> GResult<Vec<ValueId>> {
        let ctx = self.ctx;
        Ok(match &e.kind {
            ExprKind::AttrLit(text) => {
                let a = self.parse_literal(text, e.loc, true)?;
                vec![self.create1(
                    &pdl::ATTRIBUTE_OP,
                    e.loc,
                    &[&[]],
                    &[("value", Some(a))],
                    pdl_types::attribute(ctx),
                )]
            }
            ExprKind::TypeLit(text) => {
                let a = self.parse_literal(text, e.loc, false)?;
                vec![self.create1(
                    &pdl::TYPE_OP,
                    e.loc,
                    &[],
                    &[("constantType", Some(a))],
                    pdl_types::type_(ctx),
                )]
            }
            ExprKind::Var(v) => self.var(*v)?,
            ExprKind::Callable(_) => Vec::new(),
            ExprKind::Call {
                callee,
                args,
                negated,
            } => {
                let mut values = Vec::new();
                for a in args {
                    values.extend(self.expr(a)?);
                }
                self.call(*callee, values, *negated, e.loc)?
            }
            ExprKind::Result(base, i) => {
                let b = self.single(base)?;
                let index = ctx.integer_attr(ctx.i32(), (*i).into());
                vec![self.create1(
                    &pdl::RESULT,
                    e.loc,
                    &[&[b]],
                    &[("index", Some(index))],
                    pdl_types::value(ctx),
                )]
            }
            ExprKind::ResultGroup(base, i, variadic) => {
                let b = self.single(base)?;
                let index = ctx.integer_attr(ctx.i32(), (*i).into());
                let ty = if *variadic {
                    pdl_types::range(ctx, pdl_types::value(ctx))
                } else {
                    pdl_types::value(ctx)
                };
                vec![self.create1(&pdl::RESULTS, e.loc, &[&[b]], &[("index", Some(index))], ty)]
            }
            ExprKind::AllResults(base) => {
                let b = self.single(base)?;
                let ty = pdl_types::range(ctx, pdl_types::value(ctx));
                vec![self.create1(&pdl::RESULTS, e.loc, &[&[b]], &[], ty)]
            }
            ExprKind::TupleElement(base, i) => {
                let values = self.expr(base)?;
                vec![values.get(*i).copied().ok_or(Failed)?]
            }
            ExprKind::Op(op) => vec![self.op(op, e.loc)?],
            ExprKind::Tuple(es) => {
                let mut values = Vec::new();
                for x in es {
                    values.extend(self.expr(x)?);
                }
                values
            }
            ExprKind::Range(es) => {
                // Element `i` of the range is element `i` of the tuple, the
                // whole tuple generated for each (as mlir-pdll does).
                let mut values = Vec::new();
                for i in 0..es.len() {
                    let mut all = Vec::new();
                    for x in es {
                        all.extend(self.expr(x)?);
                    }
                    values.push(all.get(i).copied().ok_or(Failed)?);
                }
                let element = if e.ty == Ty::TypeRange {
                    pdl_types::type_(ctx)
                } else {
                    pdl_types::value(ctx)
                };
                vec![self.create1(
                    &pdl::RANGE,
                    e.loc,
                    &[&values],
                    &[],
                    pdl_types::range(ctx, element),
                )]
            }
        })
    }

    fn parse_literal(&mut self, text: &str, loc: Loc, is_attr: bool) -> GResult<Attribute> {
        let ctx = self.ctx;
        let messages = std::sync::Arc::new(std::sync::Mutex::new(Vec::<String>::new()));
        let sink = messages.clone();
        let handler = ctx.push_diagnostic_handler(Box::new(move |_, d| {
            if let Ok(mut m) = sink.lock() {
                m.push(d.message.clone());
            }
        }));
        let parsed = if is_attr {
            strata_asm::parse_attribute_str(ctx, text)
        } else {
            strata_asm::parse_type_str(ctx, text).map(|t| ctx.type_attr(t))
        };
        ctx.remove_diagnostic_handler(handler);
        match parsed {
            Ok(a) => Ok(a),
            Err(_) => {
                let what = if is_attr { "attribute" } else { "type" };
                let detail = messages
                    .lock()
                    .ok()
                    .and_then(|m| m.first().cloned())
                    .unwrap_or_default();
                self.sources.diags.push(Diag::error(
                    loc,
                    format!("invalid MLIR {what} `{text}`: {detail}"),
                ));
                Err(Failed)
            }
        }
    }

    fn op(&mut self, op: &OpExpr, loc: Loc) -> GResult<ValueId> {
        let ctx = self.ctx;
        let mut operands = Vec::new();
        match &op.operands {
            Some(list) => {
                for o in list {
                    operands.extend(self.expr(o)?);
                }
            }
            None if !self.in_rewrite => {
                let ty = pdl_types::range(ctx, pdl_types::value(ctx));
                operands.push(self.create1(&pdl::OPERANDS, loc, &[&[]], &[], ty));
            }
            None => {}
        }
        let mut names = Vec::new();
        let mut attrs = Vec::new();
        for (name, value, aloc) in &op.attrs {
            let v = match value {
                Some(v) => self.single(v)?,
                None => {
                    let unit = ctx.unit_attr();
                    self.create1(
                        &pdl::ATTRIBUTE_OP,
                        *aloc,
                        &[&[]],
                        &[("value", Some(unit))],
                        pdl_types::attribute(ctx),
                    )
                }
            };
            names.push(ctx.string_attr(name));
            attrs.push(v);
        }
        let mut types = Vec::new();
        match &op.results {
            Some(list) => {
                for t in list {
                    types.extend(self.expr(t)?);
                }
            }
            None if !self.in_rewrite => {
                let ty = pdl_types::range(ctx, pdl_types::type_(ctx));
                types.push(self.create1(&pdl::TYPES, loc, &[], &[], ty));
            }
            None => {}
        }
        let op_attrs = [
            ("opName", op.name.as_deref().map(|n| ctx.string_attr(n))),
            ("attributeValueNames", Some(ctx.array_attr(&names))),
        ];
        Ok(self.create1(
            &pdl::OPERATION_OP,
            loc,
            &[&operands, &attrs, &types],
            &op_attrs,
            pdl_types::operation(ctx),
        ))
    }

    /// A call of callable `id` with `args`: inlined when written in PDLL,
    /// applied by name when native.
    fn call(&mut self, id: CallableId, args: Vec<ValueId>, negated: bool, loc: Loc) -> GResult<Vec<ValueId>> {
        self.depth += 1;
        let r = if self.depth > MAX_GEN_DEPTH {
            self.sources.diags.push(Diag::error(
                loc,
                "expressions and inlined constraint or rewrite calls are nested too deeply",
            ));
            Err(Failed)
        } else {
            self.call_inner(id, args, negated, loc)
        };
        self.depth -= 1;
        r
    }

    fn call_inner(
        &mut self,
        id: CallableId,
        args: Vec<ValueId>,
        negated: bool,
        loc: Loc,
    ) -> GResult<Vec<ValueId>> {
        let ctx = self.ctx;
        let m = self.m;
        let c = &m.callables[id];
        if let Some(body) = &c.body {
            let mut frame = Frame::default();
            for (&a, &v) in c.args.iter().zip(&args) {
                frame.vars.insert(a, vec![v]);
            }
            self.frames.push(frame);
            // The constraints of the arguments hold on what they are given.
            let mut r = Ok(());
            for (&a, &v) in c.args.iter().zip(&args) {
                for (constraint, cloc) in &m.vars[a].constraints {
                    if let (Constraint::User(id), Ok(())) = (constraint, &r) {
                        r = self.call(*id, vec![v], false, *cloc).map(|_| ());
                    }
                }
            }
            // The statements before the `return` are generated in a scope
            // of their own, and the returned expression after it, in the
            // scope of the arguments only: what it names of the body is
            // generated again (as mlir-pdll does).
            let (stmts, ret_expr) = match body.split_last() {
                Some((Stmt::Return(e, _), rest)) => (rest, Some(e)),
                _ => (&body[..], None),
            };
            if r.is_ok() && !stmts.is_empty() {
                let inner = Frame {
                    vars: self.frame().vars.clone(),
                    ret: None,
                };
                self.frames.push(inner);
                for s in stmts {
                    r = self.stmt(s);
                    if r.is_err() {
                        break;
                    }
                }
                self.frames.pop();
            }
            if let (Ok(()), Some(e)) = (&r, ret_expr) {
                match self.expr(e) {
                    Ok(values) => self.frame().ret = Some(values),
                    Err(f) => r = Err(f),
                }
            }
            let frame = self.frames.pop().unwrap_or_default();
            r?;
            let ret = frame.ret.unwrap_or_default();
            for (id, cloc) in &c.result_constraints {
                self.call(*id, ret.clone(), false, *cloc)?;
            }
            return Ok(ret);
        }
        let results = self.pdl_type(&c.result);
        let name = Some(ctx.string_attr(&c.name));
        let op = match c.kind {
            CallableKind::Constraint => {
                let neg = negated.then(|| ctx.bool_attr(true));
                self.create(
                    &pdl::APPLY_NATIVE_CONSTRAINT,
                    loc,
                    &[&args],
                    &[("name", name), ("isNegated", neg)],
                    &results,
                )
            }
            CallableKind::Rewrite => self.create(
                &pdl::APPLY_NATIVE_REWRITE,
                loc,
                &[&args],
                &[("name", name)],
                &results,
            ),
        };
        Ok(self.body.results(op).collect())
    }
}
