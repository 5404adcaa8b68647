//! The compact form of a `pdl_interp` pattern module: each function's ops
//! become a flat list of instructions over numbered registers, with
//! branches as instruction indices, so execution never looks at the IR
//! of the patterns again (no name lookups or attribute decoding per step).

use rustc_hash::FxHashMap;
use strata_ir::{AttrKind, Attribute, BlockId, Body, Context, Ident, OpId, OpName, OpRef, Type, ValueId};

/// A register of a function's frame.
pub type Reg = u32;
/// An instruction index within a function.
pub type Addr = u32;

/// What a range register holds (for ranges built from parts).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RangeKind {
    /// Values.
    Value,
    /// Types.
    Type,
}

/// One instruction, one per `pdl_interp` op of the same name (fields:
/// `dst` the result register, `t`/`f` a predicate's targets, `dests` and
/// `default` a switch's). Predicates carry their two targets; switches
/// their case targets and default.
#[allow(missing_docs)]
#[derive(Clone, Debug)]
pub enum Instr {
    /// Calls a native constraint; results go to `results` when it holds.
    ApplyConstraint {
        name: Box<str>,
        args: Box<[Reg]>,
        results: Box<[Reg]>,
        negated: bool,
        t: Addr,
        f: Addr,
    },
    /// Calls a native rewrite.
    ApplyRewrite {
        name: Box<str>,
        args: Box<[Reg]>,
        results: Box<[Reg]>,
    },
    AreEqual {
        lhs: Reg,
        rhs: Reg,
        t: Addr,
        f: Addr,
    },
    Branch(Addr),
    CheckAttribute {
        attr: Reg,
        value: Attribute,
        t: Addr,
        f: Addr,
    },
    CheckOperandCount {
        op: Reg,
        count: u32,
        at_least: bool,
        t: Addr,
        f: Addr,
    },
    CheckOperationName {
        op: Reg,
        name: OpName,
        t: Addr,
        f: Addr,
    },
    CheckResultCount {
        op: Reg,
        count: u32,
        at_least: bool,
        t: Addr,
        f: Addr,
    },
    CheckType {
        ty: Reg,
        value: Type,
        t: Addr,
        f: Addr,
    },
    CheckTypes {
        tys: Reg,
        value: Box<[Type]>,
        t: Addr,
        f: Addr,
    },
    /// Ends an iteration of the innermost `Foreach`.
    Continue,
    CreateAttribute {
        dst: Reg,
        value: Attribute,
    },
    CreateOperation {
        dst: Reg,
        name: OpName,
        operands: Box<[Reg]>,
        attrs: Box<[(Ident, Reg)]>,
        types: Box<[Reg]>,
        inferred: bool,
    },
    CreateRange {
        dst: Reg,
        args: Box<[Reg]>,
        kind: RangeKind,
    },
    CreateType {
        dst: Reg,
        value: Type,
    },
    CreateTypes {
        dst: Reg,
        value: Box<[Type]>,
    },
    Erase {
        op: Reg,
    },
    Extract {
        dst: Reg,
        range: Reg,
        index: u32,
    },
    /// Ends the function.
    Finalize,
    /// Runs `body` once per element of `range` (bound to `var`), then
    /// continues at `next`.
    Foreach {
        range: Reg,
        var: Reg,
        body: Addr,
        next: Addr,
    },
    GetAttribute {
        dst: Reg,
        op: Reg,
        name: Ident,
    },
    GetAttributeType {
        dst: Reg,
        attr: Reg,
    },
    GetDefiningOp {
        dst: Reg,
        value: Reg,
    },
    GetOperand {
        dst: Reg,
        op: Reg,
        index: u32,
    },
    GetOperands {
        dst: Reg,
        op: Reg,
        index: Option<u32>,
        range: bool,
    },
    GetResult {
        dst: Reg,
        op: Reg,
        index: u32,
    },
    GetResults {
        dst: Reg,
        op: Reg,
        index: Option<u32>,
        range: bool,
    },
    GetUsers {
        dst: Reg,
        value: Reg,
    },
    GetValueType {
        dst: Reg,
        value: Reg,
    },
    IsNotNull {
        value: Reg,
        t: Addr,
        f: Addr,
    },
    RecordMatch {
        pattern: u32,
        rewriter: u32,
        inputs: Box<[Reg]>,
        next: Addr,
    },
    Replace {
        op: Reg,
        values: Box<[Reg]>,
        /// Replace the uses only and keep the op (`{keep}`).
        keep: bool,
    },
    SwitchAttribute {
        attr: Reg,
        cases: Box<[Attribute]>,
        dests: Box<[Addr]>,
        default: Addr,
    },
    SwitchOperandCount {
        op: Reg,
        cases: Box<[u32]>,
        dests: Box<[Addr]>,
        default: Addr,
    },
    SwitchOperationName {
        op: Reg,
        cases: Box<[OpName]>,
        dests: Box<[Addr]>,
        default: Addr,
    },
    SwitchResultCount {
        op: Reg,
        cases: Box<[u32]>,
        dests: Box<[Addr]>,
        default: Addr,
    },
    SwitchType {
        ty: Reg,
        cases: Box<[Type]>,
        dests: Box<[Addr]>,
        default: Addr,
    },
    SwitchTypes {
        tys: Reg,
        cases: Box<[Box<[Type]>]>,
        dests: Box<[Addr]>,
        default: Addr,
    },
}

/// A compiled function: its code and the size of its frame; its
/// arguments are registers `0..num_args`.
#[derive(Clone, Debug, Default)]
pub struct Function {
    /// The function's symbol name.
    pub name: String,
    /// The instructions; execution starts at 0.
    pub code: Vec<Instr>,
    /// The number of registers.
    pub num_regs: u32,
    /// The number of arguments.
    pub num_args: u32,
}

/// The metadata of one `record_match` site: one pattern.
#[derive(Clone, Debug)]
pub struct PatternInfo {
    /// The benefit.
    pub benefit: u16,
    /// The name of the root op, if the pattern has one.
    pub root_kind: Option<String>,
    /// The same, interned.
    pub root: Option<OpName>,
    /// The rewriter's symbol name.
    pub rewriter_name: String,
}

/// A compiled pattern module.
#[derive(Clone, Debug, Default)]
pub struct ByteCode {
    /// `@matcher`.
    pub matcher: Function,
    /// The functions of `@rewriters`, by index.
    pub rewriters: Vec<Function>,
    /// One entry per `record_match` of the matcher.
    pub patterns: Vec<PatternInfo>,
}

/// Why a pattern module does not compile; `loc` is where.
#[derive(Clone, Debug)]
pub struct CompileError {
    /// Where the problem is.
    pub loc: strata_ir::Location,
    /// What it is.
    pub message: String,
}

struct FnCompiler<'a> {
    ctx: &'a Context,
    body: &'a Body,
    regs: FxHashMap<ValueId, Reg>,
    blocks: FxHashMap<BlockId, Addr>,
    /// Branch targets to patch once every block has its address.
    fixups: Vec<(usize, BlockId)>,
    code: Vec<Instr>,
}

const PLACEHOLDER: Addr = Addr::MAX;

impl FnCompiler<'_> {
    fn reg(&mut self, v: ValueId) -> Reg {
        let n = self.regs.len() as Reg;
        *self.regs.entry(v).or_insert(n)
    }

    fn regs(&mut self, vs: impl Iterator<Item = ValueId>) -> Box<[Reg]> {
        vs.map(|v| self.reg(v)).collect()
    }

    fn error(&self, op: OpId, message: impl Into<String>) -> CompileError {
        CompileError {
            loc: self.body.op_loc(op),
            message: message.into(),
        }
    }
}

fn str_attr<'c>(ctx: &'c Context, op: OpRef<'c>, name: &str) -> Option<&'c str> {
    op.attr(name).and_then(|a| ctx.string_attr_value(a))
}

fn int_attr(ctx: &Context, op: OpRef<'_>, name: &str) -> Option<u32> {
    op.attr(name)
        .and_then(|a| ctx.integer_attr_value(a))
        .and_then(|v| u32::try_from(v.sext_i64()).ok())
}

fn type_list(ctx: &Context, a: Option<Attribute>) -> Box<[Type]> {
    a.and_then(|a| ctx.array_attr_elements(a))
        .map(|es| es.iter().filter_map(|&e| ctx.type_attr_value(e)).collect())
        .unwrap_or_default()
}

fn i32_elements(ctx: &Context, a: Option<Attribute>) -> Box<[u32]> {
    let Some(a) = a else {
        return Box::default();
    };
    // `I32ElementsAttr`: four little-endian bytes per element, one for a
    // splat.
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
        return Box::default();
    };
    let values: Vec<u32> = data
        .bytes
        .chunks_exact(4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect();
    if data.splat {
        let n: i64 = ctx.shape(*ty).map_or(1, |s| s.iter().product());
        let v = values.first().copied().unwrap_or(0);
        return vec![v; usize::try_from(n).unwrap_or(0)].into_boxed_slice();
    }
    values.into_boxed_slice()
}

/// Compiles the pattern module `module` (a `builtin.module` body holding
/// `pdl_interp.func @matcher` and `module @rewriters`).
pub fn compile(ctx: &Context, body: &Body) -> Result<ByteCode, CompileError> {
    let mut matcher = None;
    let mut rewriter_bodies: Vec<(String, &Body, OpId)> = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                let opref = OpRef::new(ctx, body, op);
                match opref.name_str() {
                    "pdl_interp.func" if str_attr(ctx, opref, "sym_name") == Some("matcher") => {
                        matcher = Some(op)
                    }
                    "builtin.module" if str_attr(ctx, opref, "sym_name") == Some("rewriters") => {
                        let Some(child) = body.child_body(op) else {
                            continue;
                        };
                        for &cr in child.root_regions() {
                            for cb in child.region_blocks(cr) {
                                for f in child.block_ops(cb) {
                                    let fref = OpRef::new(ctx, child, f);
                                    if fref.name_str() == "pdl_interp.func" {
                                        let name = str_attr(ctx, fref, "sym_name").unwrap_or("").to_string();
                                        rewriter_bodies.push((name, child, f));
                                    }
                                }
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    let Some(matcher_op) = matcher else {
        return Err(CompileError {
            loc: ctx.unknown_loc(),
            message: "expected a `pdl_interp.func @matcher` in the pattern module".into(),
        });
    };
    let mut code = ByteCode::default();
    let rewriter_index: FxHashMap<String, u32> = rewriter_bodies
        .iter()
        .enumerate()
        .map(|(i, (n, _, _))| (n.clone(), i as u32))
        .collect();
    for (name, b, f) in &rewriter_bodies {
        code.rewriters.push(compile_function(
            ctx,
            b,
            *f,
            name,
            &rewriter_index,
            &mut Vec::new(),
        )?);
    }
    let mut patterns = Vec::new();
    code.matcher = compile_function(ctx, body, matcher_op, "matcher", &rewriter_index, &mut patterns)?;
    code.patterns = patterns;
    Ok(code)
}

fn compile_function(
    ctx: &Context,
    outer: &Body,
    func: OpId,
    name: &str,
    rewriters: &FxHashMap<String, u32>,
    patterns: &mut Vec<PatternInfo>,
) -> Result<Function, CompileError> {
    let Some(body) = outer.child_body(func) else {
        return Ok(Function {
            name: name.into(),
            code: vec![Instr::Finalize],
            ..Function::default()
        });
    };
    let mut c = FnCompiler {
        ctx,
        body,
        regs: FxHashMap::default(),
        blocks: FxHashMap::default(),
        fixups: Vec::new(),
        code: Vec::new(),
    };
    let Some(&region) = body.root_regions().first() else {
        return Err(CompileError {
            loc: outer.op_loc(func),
            message: format!("pattern function '{name}' has no body"),
        });
    };
    let Some(entry) = body.region_entry(region) else {
        return Err(CompileError {
            loc: outer.op_loc(func),
            message: format!("pattern function '{name}' has no body"),
        });
    };
    let num_args = body.block_args(entry).len() as u32;
    for &a in body.block_args(entry) {
        c.reg(a);
    }
    compile_region(&mut c, region, rewriters, patterns)?;
    for (at, block) in std::mem::take(&mut c.fixups) {
        let addr = c.blocks[&block];
        patch(&mut c.code[at], addr);
    }
    Ok(Function {
        name: name.into(),
        code: c.code,
        num_regs: c.regs.len() as u32,
        num_args,
    })
}

/// Replaces the first placeholder target of `instr` by `addr`.
fn patch(instr: &mut Instr, addr: Addr) {
    let mut targets: Vec<&mut Addr> = match instr {
        Instr::ApplyConstraint { t, f, .. }
        | Instr::AreEqual { t, f, .. }
        | Instr::CheckAttribute { t, f, .. }
        | Instr::CheckOperandCount { t, f, .. }
        | Instr::CheckOperationName { t, f, .. }
        | Instr::CheckResultCount { t, f, .. }
        | Instr::CheckType { t, f, .. }
        | Instr::CheckTypes { t, f, .. }
        | Instr::IsNotNull { t, f, .. } => vec![t, f],
        Instr::Branch(d) => vec![d],
        Instr::Foreach { next, .. } | Instr::RecordMatch { next, .. } => vec![next],
        Instr::SwitchAttribute { dests, default, .. }
        | Instr::SwitchOperandCount { dests, default, .. }
        | Instr::SwitchOperationName { dests, default, .. }
        | Instr::SwitchResultCount { dests, default, .. }
        | Instr::SwitchType { dests, default, .. }
        | Instr::SwitchTypes { dests, default, .. } => {
            let mut v: Vec<&mut Addr> = dests.iter_mut().collect();
            v.push(default);
            v
        }
        _ => Vec::new(),
    };
    if let Some(t) = targets.iter_mut().find(|t| ***t == PLACEHOLDER) {
        **t = addr;
    }
}

fn compile_region(
    c: &mut FnCompiler<'_>,
    region: strata_ir::RegionId,
    rewriters: &FxHashMap<String, u32>,
    patterns: &mut Vec<PatternInfo>,
) -> Result<(), CompileError> {
    let blocks: Vec<BlockId> = c.body.region_blocks(region).collect();
    for b in blocks {
        c.blocks.insert(b, c.code.len() as Addr);
        let ops: Vec<OpId> = c.body.block_ops(b).collect();
        for op in ops {
            compile_op(c, op, rewriters, patterns)?;
        }
    }
    Ok(())
}

fn compile_op(
    c: &mut FnCompiler<'_>,
    op: OpId,
    rewriters: &FxHashMap<String, u32>,
    patterns: &mut Vec<PatternInfo>,
) -> Result<(), CompileError> {
    let ctx = c.ctx;
    let body = c.body;
    let r = OpRef::new(ctx, body, op);
    let at = c.code.len();
    let succ: Vec<BlockId> = body.successors(op).collect();
    for &s in &succ {
        c.fixups.push((at, s));
    }
    let p = PLACEHOLDER;
    let operand = |c: &mut FnCompiler<'_>, i: usize| c.reg(body.operand(op, i));
    let result = |c: &mut FnCompiler<'_>| c.reg(body.result(op, 0));
    let cases = || vec![p; succ.len().saturating_sub(1)].into_boxed_slice();
    let name = r.name_str();
    let instr = match name {
        "pdl_interp.apply_constraint" => Instr::ApplyConstraint {
            name: str_attr(ctx, r, "name").unwrap_or("").into(),
            args: c.regs(body.operands(op)),
            results: c.regs(body.results(op)),
            negated: r
                .attr("isNegated")
                .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true))),
            t: p,
            f: p,
        },
        "pdl_interp.apply_rewrite" => Instr::ApplyRewrite {
            name: str_attr(ctx, r, "name").unwrap_or("").into(),
            args: c.regs(body.operands(op)),
            results: c.regs(body.results(op)),
        },
        "pdl_interp.are_equal" => Instr::AreEqual {
            lhs: operand(c, 0),
            rhs: operand(c, 1),
            t: p,
            f: p,
        },
        "pdl_interp.branch" => Instr::Branch(p),
        "pdl_interp.check_attribute" => Instr::CheckAttribute {
            attr: operand(c, 0),
            value: r.attr("constantValue").unwrap_or_else(|| ctx.unit_attr()),
            t: p,
            f: p,
        },
        "pdl_interp.check_operand_count" | "pdl_interp.check_result_count" => {
            let (o, count, at_least) = (
                operand(c, 0),
                int_attr(ctx, r, "count").unwrap_or(0),
                r.attr("compareAtLeast").is_some(),
            );
            if name == "pdl_interp.check_operand_count" {
                Instr::CheckOperandCount {
                    op: o,
                    count,
                    at_least,
                    t: p,
                    f: p,
                }
            } else {
                Instr::CheckResultCount {
                    op: o,
                    count,
                    at_least,
                    t: p,
                    f: p,
                }
            }
        }
        "pdl_interp.check_operation_name" => Instr::CheckOperationName {
            op: operand(c, 0),
            name: ctx.op_name(str_attr(ctx, r, "name").unwrap_or("")),
            t: p,
            f: p,
        },
        "pdl_interp.check_type" => Instr::CheckType {
            ty: operand(c, 0),
            value: r
                .attr("type")
                .and_then(|a| ctx.type_attr_value(a))
                .unwrap_or_else(|| ctx.none_type()),
            t: p,
            f: p,
        },
        "pdl_interp.check_types" => Instr::CheckTypes {
            tys: operand(c, 0),
            value: type_list(ctx, r.attr("types")),
            t: p,
            f: p,
        },
        "pdl_interp.continue" => Instr::Continue,
        "pdl_interp.create_attribute" => Instr::CreateAttribute {
            dst: result(c),
            value: r.attr("value").unwrap_or_else(|| ctx.unit_attr()),
        },
        "pdl_interp.create_operation" => {
            let groups = strata_dialect_utils::segments::operand_groups(r).unwrap_or_default();
            let group = |c: &mut FnCompiler<'_>, i: usize| -> Box<[Reg]> {
                let range = groups.get(i).cloned().unwrap_or(0..0);
                range.map(|k| c.reg(body.operand(op, k))).collect()
            };
            let operands = group(c, 0);
            let attr_values = group(c, 1);
            let types = group(c, 2);
            let names: Vec<Ident> = r
                .attr("inputAttributeNames")
                .and_then(|a| ctx.array_attr_elements(a))
                .map(|es| {
                    es.iter()
                        .map(|&e| ctx.ident(ctx.string_attr_value(e).unwrap_or("")))
                        .collect()
                })
                .unwrap_or_default();
            Instr::CreateOperation {
                dst: result(c),
                name: ctx.op_name(str_attr(ctx, r, "name").unwrap_or("")),
                operands,
                attrs: names.into_iter().zip(attr_values.iter().copied()).collect(),
                types,
                inferred: r.attr("inferredResultTypes").is_some(),
            }
        }
        "pdl_interp.create_range" => {
            let kind =
                match strata_dialect_pdl::types::range_element(ctx, body.value_type(body.result(op, 0)))
                    .and_then(|e| strata_dialect_pdl::types::kind(ctx, e))
                {
                    Some(strata_dialect_pdl::types::Kind::Type) => RangeKind::Type,
                    _ => RangeKind::Value,
                };
            Instr::CreateRange {
                args: c.regs(body.operands(op)),
                dst: result(c),
                kind,
            }
        }
        "pdl_interp.create_type" => Instr::CreateType {
            dst: result(c),
            value: r
                .attr("value")
                .and_then(|a| ctx.type_attr_value(a))
                .unwrap_or_else(|| ctx.none_type()),
        },
        "pdl_interp.create_types" => Instr::CreateTypes {
            dst: result(c),
            value: type_list(ctx, r.attr("value")),
        },
        "pdl_interp.erase" => Instr::Erase { op: operand(c, 0) },
        "pdl_interp.extract" => Instr::Extract {
            range: operand(c, 0),
            dst: result(c),
            index: int_attr(ctx, r, "index").unwrap_or(0),
        },
        "pdl_interp.finalize" => Instr::Finalize,
        "pdl_interp.foreach" => {
            let range = operand(c, 0);
            let (_, regions) = body.op_regions(op);
            let region = regions.first().copied();
            let var = region
                .and_then(|rg| body.region_entry(rg))
                .and_then(|b| body.block_args(b).first().copied());
            let Some((region, var)) = region.zip(var) else {
                return Err(c.error(op, "'pdl_interp.foreach' needs a body with one argument"));
            };
            let var = c.reg(var);
            c.code.push(Instr::Foreach {
                range,
                var,
                body: (at + 1) as Addr,
                next: p,
            });
            return compile_region(c, region, rewriters, patterns);
        }
        "pdl_interp.get_attribute" => Instr::GetAttribute {
            op: operand(c, 0),
            dst: result(c),
            name: ctx.ident(str_attr(ctx, r, "name").unwrap_or("")),
        },
        "pdl_interp.get_attribute_type" => Instr::GetAttributeType {
            attr: operand(c, 0),
            dst: result(c),
        },
        "pdl_interp.get_defining_op" => Instr::GetDefiningOp {
            value: operand(c, 0),
            dst: result(c),
        },
        "pdl_interp.get_operand" => Instr::GetOperand {
            op: operand(c, 0),
            dst: result(c),
            index: int_attr(ctx, r, "index").unwrap_or(0),
        },
        "pdl_interp.get_operands" | "pdl_interp.get_results" => {
            let range =
                strata_dialect_pdl::types::range_element(ctx, body.value_type(body.result(op, 0))).is_some();
            let (o, dst, index) = (operand(c, 0), result(c), int_attr(ctx, r, "index"));
            if name == "pdl_interp.get_operands" {
                Instr::GetOperands {
                    dst,
                    op: o,
                    index,
                    range,
                }
            } else {
                Instr::GetResults {
                    dst,
                    op: o,
                    index,
                    range,
                }
            }
        }
        "pdl_interp.get_result" => Instr::GetResult {
            op: operand(c, 0),
            dst: result(c),
            index: int_attr(ctx, r, "index").unwrap_or(0),
        },
        "pdl_interp.get_users" => Instr::GetUsers {
            value: operand(c, 0),
            dst: result(c),
        },
        "pdl_interp.get_value_type" => Instr::GetValueType {
            value: operand(c, 0),
            dst: result(c),
        },
        "pdl_interp.is_not_null" => Instr::IsNotNull {
            value: operand(c, 0),
            t: p,
            f: p,
        },
        "pdl_interp.record_match" => {
            let groups = strata_dialect_utils::segments::operand_groups(r).unwrap_or_default();
            let inputs: Box<[Reg]> = groups
                .first()
                .cloned()
                .unwrap_or(0..0)
                .map(|k| c.reg(body.operand(op, k)))
                .collect();
            let rewriter_name = match r.attr("rewriter").map(|a| ctx.attr_kind(a)) {
                Some(AttrKind::SymbolRef { nested, root }) => {
                    ctx.ident_str(*nested.last().unwrap_or(root)).to_string()
                }
                _ => String::new(),
            };
            let Some(&rewriter) = rewriters.get(&rewriter_name) else {
                return Err(c.error(op, format!("unknown rewriter function '{rewriter_name}'")));
            };
            patterns.push(PatternInfo {
                benefit: int_attr(ctx, r, "benefit").unwrap_or(0) as u16,
                root_kind: str_attr(ctx, r, "rootKind").map(String::from),
                root: str_attr(ctx, r, "rootKind").map(|n| ctx.op_name(n)),
                rewriter_name,
            });
            Instr::RecordMatch {
                pattern: (patterns.len() - 1) as u32,
                rewriter,
                inputs,
                next: p,
            }
        }
        "pdl_interp.replace" => Instr::Replace {
            op: operand(c, 0),
            values: c.regs(body.operands(op).skip(1)),
            keep: body.op_attr(ctx, op, "keep").is_some(),
        },
        "pdl_interp.switch_attribute" => Instr::SwitchAttribute {
            attr: operand(c, 0),
            cases: r
                .attr("caseValues")
                .and_then(|a| ctx.array_attr_elements(a))
                .map(Box::from)
                .unwrap_or_default(),
            dests: cases(),
            default: p,
        },
        "pdl_interp.switch_operand_count" => Instr::SwitchOperandCount {
            op: operand(c, 0),
            cases: i32_elements(ctx, r.attr("caseValues")),
            dests: cases(),
            default: p,
        },
        "pdl_interp.switch_result_count" => Instr::SwitchResultCount {
            op: operand(c, 0),
            cases: i32_elements(ctx, r.attr("caseValues")),
            dests: cases(),
            default: p,
        },
        "pdl_interp.switch_operation_name" => Instr::SwitchOperationName {
            op: operand(c, 0),
            cases: r
                .attr("caseValues")
                .and_then(|a| ctx.array_attr_elements(a))
                .map(|es| {
                    es.iter()
                        .map(|&e| ctx.op_name(ctx.string_attr_value(e).unwrap_or("")))
                        .collect()
                })
                .unwrap_or_default(),
            dests: cases(),
            default: p,
        },
        "pdl_interp.switch_type" => Instr::SwitchType {
            ty: operand(c, 0),
            cases: type_list(ctx, r.attr("caseValues")),
            dests: cases(),
            default: p,
        },
        "pdl_interp.switch_types" => Instr::SwitchTypes {
            tys: operand(c, 0),
            cases: r
                .attr("caseValues")
                .and_then(|a| ctx.array_attr_elements(a))
                .map(|es| es.iter().map(|&e| type_list(ctx, Some(e))).collect())
                .unwrap_or_default(),
            dests: cases(),
            default: p,
        },
        other => return Err(c.error(op, format!("unexpected op '{other}' in a pattern function"))),
    };
    c.code.push(instr);
    // Switches list their default first among the successors; the
    // fixups go in successor order, so the default is patched last.
    if let Some(
        Instr::SwitchAttribute { .. }
        | Instr::SwitchOperandCount { .. }
        | Instr::SwitchOperationName { .. }
        | Instr::SwitchResultCount { .. }
        | Instr::SwitchType { .. }
        | Instr::SwitchTypes { .. },
    ) = c.code.last()
    {
        let n = c.fixups.len();
        if let Some(first) = n.checked_sub(succ.len()) {
            c.fixups[first..].rotate_left(1);
        }
    }
    Ok(())
}
