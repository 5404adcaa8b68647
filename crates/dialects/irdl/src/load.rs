//! Dialects defined at run time: [`load_dialects`] registers each
//! `irdl.dialect` of a verified IRDL module in a context, as
//! `mlir-opt --irdl-file` does.
//!
//! A loaded dialect is an ordinary [`DialectDef`] whose names are leaked
//! (they live as long as the process, as the context that holds them
//! usually does) and whose hooks are shared functions: each finds the
//! dialect's definitions, a [`DynamicDialect`] attached to the dialect as
//! an interface, by the dialect's name (the op's name, or, for types and
//! attributes, [`AsmParser::dialect_namespace`]). Types and attributes are
//! [`TypeKind::Dialect`] / [`AttrKind::Dialect`] values whose parameters
//! are attributes (types as type attributes), checked against their
//! definition when parsed.
//!
//! Constraints follow IRDL's semantics: each SSA value of a definition is
//! a variable that takes the first attribute checked against it, so a
//! value used in several places requires them to be equal. `irdl.c_pred`
//! cannot be evaluated: it accepts everything (mlir-opt 22 loads such
//! dialects without a complaint, and its verifier reads past its
//! constraint list when it meets one).

use std::sync::Arc;

use rustc_hash::FxHashMap;
use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::{
    AttrKind, Attribute, Body, Context, DialectDef, Failed, Interfaces, LogicalResult, OpDef, OpId, OpRef,
    Type, TypeKind, ValueId,
};

use crate::{variadicity_array_values, Variadicity};
use strata_ods::directives::dense_i32_values;

/// How deeply constraints may nest (`any_of` of `all_of` of ...) before
/// the check gives up instead of exhausting the stack.
const MAX_DEPTH: usize = 512;

/// The failure past [`MAX_DEPTH`], which `irdl.any_of` passes on instead
/// of trying its next constraint.
const TOO_DEEP: &str = "constraints nest too deeply to be checked";

/// One constraint of a definition, indexed by the position of the SSA
/// value defining it.
#[derive(Clone, Debug)]
enum Constraint {
    /// `irdl.is`.
    Is(Attribute),
    /// `irdl.any`, and `irdl.c_pred`, which cannot be evaluated.
    Any,
    /// `irdl.any_of`.
    AnyOf(Vec<usize>),
    /// `irdl.all_of`.
    AllOf(Vec<usize>),
    /// `irdl.base`: the qualified name (`builtin.integer`, `dialect.type`)
    /// of a type (or attribute) base.
    Base { name: String, is_type: bool },
    /// `irdl.parametric`: an instance of a loaded definition whose
    /// parameters satisfy the constraints.
    Parametric {
        dialect: String,
        mnemonic: String,
        is_type: bool,
        params: Vec<usize>,
    },
}

/// The constraints of one definition.
#[derive(Clone, Debug, Default)]
struct Constraints(Vec<Constraint>);

impl Constraints {
    /// Checks `a` against variable `var`: equal to the attribute the
    /// variable took, or satisfying its constraint (and then taking it).
    fn verify(
        &self,
        ctx: &Context,
        a: Attribute,
        var: usize,
        assigned: &mut [Option<Attribute>],
        depth: usize,
    ) -> Result<(), String> {
        if let Some(prev) = assigned.get(var).copied().flatten() {
            if prev == a {
                return Ok(());
            }
            return Err(format!(
                "expected '{}' but got '{}'",
                ctx.attr_to_string(prev),
                ctx.attr_to_string(a)
            ));
        }
        if depth > MAX_DEPTH {
            return Err(TOO_DEEP.into());
        }
        let Some(c) = self.0.get(var) else {
            return Ok(());
        };
        match c {
            Constraint::Is(e) => {
                if *e != a {
                    return Err(format!(
                        "expected '{}' but got '{}'",
                        ctx.attr_to_string(*e),
                        ctx.attr_to_string(a)
                    ));
                }
            }
            Constraint::Any => {}
            Constraint::AnyOf(vs) => {
                let mut ok = false;
                for &v in vs {
                    match self.verify(ctx, a, v, assigned, depth + 1) {
                        Ok(()) => {
                            ok = true;
                            break;
                        }
                        Err(m) if m == TOO_DEEP => return Err(m),
                        Err(_) => {}
                    }
                }
                if !ok {
                    return Err(format!(
                        "'{}' does not satisfy the constraint",
                        ctx.attr_to_string(a)
                    ));
                }
            }
            Constraint::AllOf(vs) => {
                for &v in vs {
                    self.verify(ctx, a, v, assigned, depth + 1)?;
                }
            }
            Constraint::Base { name, is_type } => {
                if *is_type {
                    let Some(t) = ctx.type_attr_value(a) else {
                        return Err(format!("expected type, got attribute '{}", ctx.attr_to_string(a)));
                    };
                    let base = type_base_name(ctx, t);
                    if base != *name {
                        return Err(format!("expected base type '{name}' but got '{base}'"));
                    }
                } else {
                    let base = attr_base_name(ctx, a);
                    if base != *name {
                        return Err(format!("expected base attribute '{name}' but got '{base}'"));
                    }
                }
            }
            Constraint::Parametric {
                dialect,
                mnemonic,
                is_type,
                params,
            } => {
                let actual = if *is_type {
                    let Some(t) = ctx.type_attr_value(a) else {
                        return Err(format!("expected type, got attribute '{}", ctx.attr_to_string(a)));
                    };
                    match ctx.type_kind(t) {
                        TypeKind::Dialect {
                            dialect: d,
                            mnemonic: m,
                            params,
                        } if ctx.ident_str(*d) == dialect && ctx.ident_str(*m) == mnemonic => Some(params),
                        _ => None,
                    }
                } else {
                    match ctx.attr_kind(a) {
                        AttrKind::Dialect {
                            dialect: d,
                            mnemonic: m,
                            params,
                        } if ctx.ident_str(*d) == dialect && ctx.ident_str(*m) == mnemonic => Some(params),
                        _ => None,
                    }
                };
                let what = if *is_type { "type" } else { "attribute" };
                let Some(actual) = actual else {
                    // mlir-opt 22 names an attribute's mnemonic first.
                    let base = if *is_type {
                        format!("{dialect}.{mnemonic}")
                    } else {
                        format!("{mnemonic}.{dialect}")
                    };
                    return Err(format!(
                        "expected base {what} '{base}' but got '{}'",
                        ctx.attr_to_string(a)
                    ));
                };
                if actual.len() != params.len() {
                    // mlir-opt 22's words, "attribute" for types too.
                    return Err(format!(
                        "attribute '{dialect}.{mnemonic}' expects {} parameters but got {}",
                        actual.len(),
                        params.len()
                    ));
                }
                for (&p, &v) in actual.iter().zip(params) {
                    self.verify(ctx, p, v, assigned, depth + 1)?;
                }
            }
        }
        if let Some(slot) = assigned.get_mut(var) {
            *slot = Some(a);
        }
        Ok(())
    }

    fn fresh(&self) -> Vec<Option<Attribute>> {
        vec![None; self.0.len()]
    }
}

/// The qualified name of a type's base, as MLIR names its type classes
/// (`builtin.integer`, `builtin.f32`, `dialect.mnemonic`).
pub fn type_base_name(ctx: &Context, t: Type) -> String {
    let name = match ctx.type_kind(t) {
        TypeKind::Integer { .. } => "integer",
        TypeKind::Index => "index",
        TypeKind::Float(_) => return format!("builtin.{}", ctx.type_to_string(t)),
        TypeKind::None => "none",
        TypeKind::Complex(_) => "complex",
        TypeKind::Tuple(_) => "tuple",
        TypeKind::Function { .. } => "function",
        TypeKind::Vector { .. } => "vector",
        TypeKind::RankedTensor { .. } => "tensor",
        TypeKind::UnrankedTensor { .. } => "unranked_tensor",
        TypeKind::MemRef { .. } => "memref",
        TypeKind::UnrankedMemRef { .. } => "unranked_memref",
        TypeKind::Opaque { .. } => "opaque",
        TypeKind::Dialect {
            dialect, mnemonic, ..
        } => return format!("{}.{}", ctx.ident_str(*dialect), ctx.ident_str(*mnemonic)),
    };
    format!("builtin.{name}")
}

/// The qualified name of an attribute's base, as MLIR names its attribute
/// classes (`builtin.integer`, `builtin.type`, `dialect.mnemonic`).
pub fn attr_base_name(ctx: &Context, a: Attribute) -> String {
    let name = match ctx.attr_kind(a) {
        AttrKind::Unit => "unit",
        AttrKind::Bool(_) | AttrKind::Integer { .. } => "integer",
        AttrKind::Float { .. } => "float",
        AttrKind::String { .. } => "string",
        AttrKind::Array(_) => "array",
        AttrKind::Dictionary(_) => "dictionary",
        AttrKind::Type(_) => "type",
        AttrKind::SymbolRef { .. } => "symbol_ref",
        AttrKind::DenseElements { .. } => "dense_int_or_fp_elements",
        AttrKind::DenseStringElements { .. } => "dense_string_elements",
        AttrKind::DenseArray { .. } => "dense_array",
        AttrKind::DenseResource { .. } => "dense_resource_elements",
        AttrKind::Sparse { .. } => "sparse_elements",
        AttrKind::AffineMap(_) => "affine_map",
        AttrKind::IntegerSet(_) => "integer_set",
        AttrKind::StridedLayout { .. } => "strided_layout",
        AttrKind::Distinct { .. } => "distinct",
        AttrKind::Opaque { .. } => "opaque",
        AttrKind::Location(l) => match ctx.loc_kind(*l) {
            strata_ir::LocationKind::Unknown => "unknown_loc",
            strata_ir::LocationKind::FileLineCol { .. } => "file_line_range",
            strata_ir::LocationKind::Name { .. } => "name_loc",
            strata_ir::LocationKind::CallSite { .. } => "call_site_loc",
            strata_ir::LocationKind::Fused { .. } => "fused_loc",
            strata_ir::LocationKind::Opaque(_) => "opaque_loc",
        },
        AttrKind::Dialect {
            dialect, mnemonic, ..
        } => return format!("{}.{}", ctx.ident_str(*dialect), ctx.ident_str(*mnemonic)),
    };
    format!("builtin.{name}")
}

/// A loaded type or attribute definition.
#[derive(Clone, Debug)]
struct ParamDef {
    cs: Constraints,
    params: Vec<usize>,
}

/// A region definition of a loaded operation.
#[derive(Clone, Debug)]
struct RegionDef {
    /// The constraints on the entry block's arguments, when constrained.
    args: Option<Vec<usize>>,
    /// The number of blocks, when given.
    blocks: Option<i64>,
}

/// A loaded operation definition.
#[derive(Clone, Debug, Default)]
struct OperationDef {
    cs: Constraints,
    operands: Vec<(usize, Variadicity)>,
    results: Vec<(usize, Variadicity)>,
    attributes: Vec<(String, usize)>,
    regions: Vec<RegionDef>,
}

/// The definitions of a dialect loaded from IRDL, attached to its
/// [`DialectDef`] as an interface.
#[derive(Clone, Debug, Default)]
pub struct DynamicDialect(Arc<Definitions>);

#[derive(Debug, Default)]
struct Definitions {
    types: FxHashMap<String, ParamDef>,
    attrs: FxHashMap<String, ParamDef>,
    ops: FxHashMap<String, OperationDef>,
}

fn definitions<'a>(ctx: &'a Context, dialect: &str) -> Option<&'a Definitions> {
    ctx.dialect_interface::<DynamicDialect>(dialect).map(|d| &*d.0)
}

/// What an `irdl.dialect` defines: each symbol's kind, by dialect and name.
#[derive(Copy, Clone, PartialEq, Eq)]
enum DefKind {
    Type,
    Attribute,
    Operation,
}

/// Registers the dialects `module` defines (every `irdl.dialect` in it, at
/// any depth) in `ctx`. The module must have been verified. Reports an
/// error and fails on a dialect whose name is already registered.
pub fn load_dialects(ctx: &mut Context, module: &Body) -> LogicalResult {
    // The dialect ops, and the kind of every definition, first: references
    // between definitions may point forward and across dialects.
    let mut dialects: Vec<(&Body, OpId)> = Vec::new();
    let mut stack: Vec<&Body> = vec![module];
    while let Some(body) = stack.pop() {
        for &r in body.root_regions() {
            collect_dialects(ctx, body, r, &mut dialects, &mut stack);
        }
    }
    let mut kinds: FxHashMap<(String, String), DefKind> = FxHashMap::default();
    for &(body, op) in &dialects {
        let dname = sym_name(ctx, body, op);
        for (db, def) in definitions_of(body, op) {
            let kind = match ctx.op_name_str(db.op_name(def)) {
                "irdl.type" => DefKind::Type,
                "irdl.attribute" => DefKind::Attribute,
                "irdl.operation" => DefKind::Operation,
                _ => continue,
            };
            kinds.insert((dname.clone(), sym_name(ctx, db, def)), kind);
        }
    }
    // Dialects of one name (in different symbol tables) are merged, as
    // mlir-opt does; a name defined twice in the merged dialect is refused.
    let mut defs: Vec<(String, Definitions)> = Vec::new();
    let mut index: FxHashMap<String, usize> = FxHashMap::default();
    for &(body, op) in &dialects {
        let dname = sym_name(ctx, body, op);
        if ctx.dialect_by_name(&dname).is_some() {
            let loc = body.op_loc(op);
            return Err(ctx.emit_error(loc, format!("a dialect named '{dname}' is already registered")));
        }
        let i = *index.entry(dname.clone()).or_insert_with(|| {
            defs.push((dname.clone(), Definitions::default()));
            defs.len() - 1
        });
        let d = &mut defs[i].1;
        for (db, def) in definitions_of(body, op) {
            let name = sym_name(ctx, db, def);
            let (kind, fresh) = match ctx.op_name_str(db.op_name(def)) {
                "irdl.type" => (
                    "type",
                    d.types
                        .insert(name.clone(), param_def(ctx, db, def, &kinds))
                        .is_none(),
                ),
                "irdl.attribute" => (
                    "attribute",
                    d.attrs
                        .insert(name.clone(), param_def(ctx, db, def, &kinds))
                        .is_none(),
                ),
                "irdl.operation" => (
                    "operation",
                    d.ops
                        .insert(name.clone(), operation_def(ctx, db, def, &kinds))
                        .is_none(),
                ),
                _ => continue,
            };
            if !fresh {
                let loc = db.op_loc(def);
                return Err(ctx.emit_error(
                    loc,
                    format!("{kind} '{name}' is defined twice in dialect '{dname}'"),
                ));
            }
        }
    }
    for (dname, d) in defs {
        let name: &'static str = Box::leak(dname.into_boxed_str());
        let mut def = DialectDef::new(name);
        let mut op_names: Vec<&String> = d.ops.keys().collect();
        op_names.sort();
        for op in op_names {
            let full: &'static str = Box::leak(format!("{name}.{op}").into_boxed_str());
            let mut od = OpDef::new(full);
            od.verify = Some(verify_op);
            od.verify_regions = Some(verify_op_regions);
            def.ops.push(od);
        }
        def.parse_type = Some(parse_type);
        def.print_type = Some(print_params);
        def.parse_attr = Some(parse_attr);
        def.print_attr = Some(print_attr_params);
        def.interfaces = Interfaces::EMPTY.with(DynamicDialect(Arc::new(d)));
        ctx.register_dialect(def);
    }
    Ok(())
}

fn collect_dialects<'a>(
    ctx: &Context,
    body: &'a Body,
    region: strata_ir::RegionId,
    out: &mut Vec<(&'a Body, OpId)>,
    stack: &mut Vec<&'a Body>,
) {
    let mut regions = vec![region];
    while let Some(r) = regions.pop() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                if ctx.op_name_str(body.op_name(op)) == "irdl.dialect" {
                    out.push((body, op));
                    continue;
                }
                let (ob, rs) = body.op_regions(op);
                if std::ptr::eq(ob, body) {
                    regions.extend(rs.iter().copied());
                } else {
                    stack.push(ob);
                }
            }
        }
    }
}

fn sym_name(ctx: &Context, body: &Body, op: OpId) -> String {
    body.op_attr(ctx, op, "sym_name")
        .and_then(|a| ctx.string_attr_value(a))
        .unwrap_or("")
        .to_string()
}

/// The ops directly in the single block of `op`'s region, with the body
/// holding them.
fn definitions_of(body: &Body, op: OpId) -> Vec<(&Body, OpId)> {
    let (b, regions) = body.op_regions(op);
    regions
        .iter()
        .flat_map(|&r| b.region_blocks(r))
        .flat_map(|blk| b.block_ops(blk))
        .map(|o| (b, o))
        .collect()
}

/// The constraints of a definition's region, by defining value, and the
/// region definitions (`irdl.region` values), by value.
struct DefScope {
    cs: Constraints,
    vars: FxHashMap<ValueId, usize>,
    regions: FxHashMap<ValueId, RegionDef>,
}

fn def_scope(
    ctx: &Context,
    body: &Body,
    def: OpId,
    kinds: &FxHashMap<(String, String), DefKind>,
) -> (DefScope, Vec<OpId>) {
    let (b, regions) = body.op_regions(def);
    let ops: Vec<OpId> = regions
        .iter()
        .flat_map(|&r| b.region_blocks(r))
        .flat_map(|blk| b.block_ops(blk))
        .collect();
    let mut scope = DefScope {
        cs: Constraints::default(),
        vars: FxHashMap::default(),
        regions: FxHashMap::default(),
    };
    for &o in &ops {
        let r = OpRef::new(ctx, b, o);
        let vars_of = |scope: &DefScope| -> Vec<usize> {
            r.operands().filter_map(|v| scope.vars.get(&v).copied()).collect()
        };
        let c = match r.name_str() {
            "irdl.is" => Constraint::Is(r.attr("expected").unwrap_or_else(|| ctx.unit_attr())),
            "irdl.any" | "irdl.c_pred" => Constraint::Any,
            "irdl.any_of" => Constraint::AnyOf(vars_of(&scope)),
            "irdl.all_of" => Constraint::AllOf(vars_of(&scope)),
            "irdl.base" => base_constraint(ctx, r, kinds),
            "irdl.parametric" => {
                let (dialect, mnemonic, kind) = resolve_ref(ctx, r.attr("base_type"), kinds);
                Constraint::Parametric {
                    dialect,
                    mnemonic,
                    is_type: kind != Some(DefKind::Attribute),
                    params: vars_of(&scope),
                }
            }
            "irdl.region" => {
                let args = r.attr("constrainedArguments").map(|_| vars_of(&scope));
                let blocks = r
                    .attr("numberOfBlocks")
                    .and_then(|a| ctx.integer_attr_value(a))
                    .map(|n| n.sext_i64());
                if r.num_results() == 1 {
                    scope.regions.insert(r.result(0), RegionDef { args, blocks });
                }
                continue;
            }
            _ => continue,
        };
        if r.num_results() == 1 {
            scope.vars.insert(r.result(0), scope.cs.0.len());
            scope.cs.0.push(c);
        }
    }
    (scope, ops)
}

/// The dialect, name and kind a symbol reference `@dialect::@name` names.
fn resolve_ref(
    ctx: &Context,
    a: Option<Attribute>,
    kinds: &FxHashMap<(String, String), DefKind>,
) -> (String, String, Option<DefKind>) {
    if let Some(AttrKind::SymbolRef { root, nested }) = a.map(|a| ctx.attr_kind(a)) {
        if let [name] = &nested[..] {
            let key = (ctx.ident_str(*root).to_string(), ctx.ident_str(*name).to_string());
            let kind = kinds.get(&key).copied();
            return (key.0, key.1, kind);
        }
    }
    (String::new(), String::new(), None)
}

fn base_constraint(ctx: &Context, r: OpRef<'_>, kinds: &FxHashMap<(String, String), DefKind>) -> Constraint {
    if let Some(name) = r.attr("base_name").and_then(|a| ctx.string_attr_value(a)) {
        let is_type = name.starts_with('!');
        return Constraint::Base {
            name: name.get(1..).unwrap_or("").to_string(),
            is_type,
        };
    }
    let (dialect, name, kind) = resolve_ref(ctx, r.attr("base_ref"), kinds);
    Constraint::Base {
        name: format!("{dialect}.{name}"),
        is_type: kind != Some(DefKind::Attribute),
    }
}

fn param_def(
    ctx: &Context,
    body: &Body,
    def: OpId,
    kinds: &FxHashMap<(String, String), DefKind>,
) -> ParamDef {
    let (scope, ops) = def_scope(ctx, body, def, kinds);
    let (b, _) = body.op_regions(def);
    let mut params = Vec::new();
    for &o in &ops {
        if ctx.op_name_str(b.op_name(o)) == "irdl.parameters" {
            params = b
                .operands(o)
                .filter_map(|v| scope.vars.get(&v).copied())
                .collect();
        }
    }
    ParamDef { cs: scope.cs, params }
}

fn operation_def(
    ctx: &Context,
    body: &Body,
    def: OpId,
    kinds: &FxHashMap<(String, String), DefKind>,
) -> OperationDef {
    let (scope, ops) = def_scope(ctx, body, def, kinds);
    let (b, _) = body.op_regions(def);
    let mut out = OperationDef::default();
    for &o in &ops {
        let r = OpRef::new(ctx, b, o);
        let with_variadicity = || -> Vec<(usize, Variadicity)> {
            let vs = r
                .attr("variadicity")
                .and_then(|a| variadicity_array_values(ctx, a))
                .unwrap_or_default();
            r.operands()
                .enumerate()
                .filter_map(|(i, v)| {
                    let var = scope.vars.get(&v).copied()?;
                    Some((var, vs.get(i).copied().unwrap_or(Variadicity::Single)))
                })
                .collect()
        };
        match r.name_str() {
            "irdl.operands" => out.operands = with_variadicity(),
            "irdl.results" => out.results = with_variadicity(),
            "irdl.attributes" => {
                let names = r
                    .attr("attributeValueNames")
                    .and_then(|a| ctx.array_attr_elements(a))
                    .unwrap_or(&[]);
                out.attributes = names
                    .iter()
                    .zip(r.operands())
                    .filter_map(|(&n, v)| {
                        Some((
                            ctx.string_attr_value(n)?.to_string(),
                            scope.vars.get(&v).copied()?,
                        ))
                    })
                    .collect();
            }
            "irdl.regions" => {
                out.regions = r
                    .operands()
                    .filter_map(|v| scope.regions.get(&v).cloned())
                    .collect();
            }
            _ => {}
        }
    }
    out.cs = scope.cs;
    out
}

/// The variadicity of each operand group and of each result group of op
/// `name` (`dialect.op`) of a dialect loaded from IRDL, for tools that
/// need an op's shape without an instance (PDLL's op expressions).
pub fn op_value_groups(ctx: &Context, name: &str) -> Option<(Vec<Variadicity>, Vec<Variadicity>)> {
    let (dialect, op) = name.split_once('.')?;
    let def = definitions(ctx, dialect)?.ops.get(op)?;
    let groups = |v: &[(usize, Variadicity)]| v.iter().map(|&(_, var)| var).collect();
    Some((groups(&def.operands), groups(&def.results)))
}

// ---- verification of the ops of loaded dialects -------------------------------------

fn op_definition<'a>(op: OpRef<'a>) -> Option<&'a OperationDef> {
    let (dialect, name) = op.name_str().split_once('.')?;
    definitions(op.ctx, dialect)?.ops.get(name)
}

/// The number of values in each group of `defs`, given `n` values, or the
/// error mlir-opt reports.
fn group_sizes(
    op: OpRef<'_>,
    defs: &[(usize, Variadicity)],
    n: usize,
    results: bool,
) -> Result<Vec<usize>, String> {
    let (what, attr) = if results {
        ("result", "resultSegmentSizes")
    } else {
        ("operand", "operandSegmentSizes")
    };
    let singles = defs.iter().filter(|d| d.1 == Variadicity::Single).count();
    let others: Vec<usize> = (0..defs.len())
        .filter(|&i| defs[i].1 != Variadicity::Single)
        .collect();
    match others[..] {
        [] => {
            if n != defs.len() {
                return Err(format!("op expects exactly {} {what}s, but got {n}", defs.len()));
            }
            Ok(vec![1; defs.len()])
        }
        [k] => {
            if n < singles {
                return Err(format!("op expects at least {singles} {what}s, but got {n}"));
            }
            if defs[k].1 == Variadicity::Optional && n > singles + 1 {
                return Err(format!("op expects at most {} {what}s, but got {n}", singles + 1));
            }
            let mut sizes = vec![1; defs.len()];
            sizes[k] = n - singles;
            Ok(sizes)
        }
        _ => {
            let Some(a) = op.attr(attr) else {
                return Err(format!("'{attr}' attribute is expected but not provided"));
            };
            let Some(sizes) = dense_i32_values(op.ctx, a) else {
                return Err(format!("'{attr}' attribute is expected to be a dense i32 array"));
            };
            if sizes.len() != defs.len() {
                return Err(format!(
                    "'{attr}' attribute for specifying {what} segments must have {} elements, but got {}",
                    defs.len(),
                    sizes.len()
                ));
            }
            if sizes.iter().any(|&s| s < 0) {
                return Err(format!(
                    "'{attr}' attribute for specifying {what} segments must have non-negative values"
                ));
            }
            for (i, (&s, d)) in sizes.iter().zip(defs).enumerate() {
                match d.1 {
                    Variadicity::Single if s != 1 => {
                        return Err(format!("element {i} in '{attr}' attribute must be equal to 1"));
                    }
                    Variadicity::Optional if s > 1 => {
                        return Err(format!(
                            "element {i} in '{attr}' attribute must be equal to 0 or 1"
                        ));
                    }
                    _ => {}
                }
            }
            let sum: i64 = sizes.iter().map(|&s| i64::from(s)).sum();
            if usize::try_from(sum).ok() != Some(n) {
                return Err(format!(
                    "sum of elements in '{attr}' attribute must be equal to the number of {what}s"
                ));
            }
            Ok(sizes.iter().map(|&s| s as usize).collect())
        }
    }
}

/// The op's own verifier: value counts, regions, then the constraints of
/// its attributes, operands and results, in that order.
fn verify_op(op: OpRef<'_>) -> LogicalResult {
    let Some(def) = op_definition(op) else {
        return Ok(());
    };
    let operand_sizes =
        group_sizes(op, &def.operands, op.num_operands(), false).map_err(|m| op.emit_error(m))?;
    let result_sizes = group_sizes(op, &def.results, op.num_results(), true).map_err(|m| op.emit_error(m))?;
    if op.num_regions() != def.regions.len() {
        return Err(op.emit_op_error(format!(
            "unexpected number of regions: expected {} but got {}",
            def.regions.len(),
            op.num_regions()
        )));
    }
    let mut assigned = def.cs.fresh();
    for (name, _) in &def.attributes {
        if op.attr(name).is_none() {
            return Err(op.emit_op_error(format!("attribute \"{name}\" is expected but not provided")));
        }
    }
    verify_values(op, def, &operand_sizes, &result_sizes, &mut assigned).map_err(|m| op.emit_error(m))
}

/// Checks the op's attributes, operands and results against their
/// constraints, in that order, recording what each variable takes; the
/// first failure's message.
fn verify_values(
    op: OpRef<'_>,
    def: &OperationDef,
    operand_sizes: &[usize],
    result_sizes: &[usize],
    assigned: &mut [Option<Attribute>],
) -> Result<(), String> {
    let ctx = op.ctx;
    for (name, var) in &def.attributes {
        if let Some(a) = op.attr(name) {
            def.cs.verify(ctx, a, *var, assigned, 0)?;
        }
    }
    let mut check_group =
        |types: Vec<Type>, defs: &[(usize, Variadicity)], sizes: &[usize]| -> Result<(), String> {
            let mut types = types.into_iter();
            for (&(var, _), &size) in defs.iter().zip(sizes) {
                for t in types.by_ref().take(size) {
                    def.cs.verify(ctx, ctx.type_attr(t), var, assigned, 0)?;
                }
            }
            Ok(())
        };
    check_group(op.operand_types().collect(), &def.operands, operand_sizes)?;
    check_group(op.result_types().collect(), &def.results, result_sizes)
}

/// The checks of the op's regions: block counts, entry block arguments.
fn verify_op_regions(op: OpRef<'_>) -> LogicalResult {
    let Some(def) = op_definition(op) else {
        return Ok(());
    };
    let ctx = op.ctx;
    // The constraints shared with the operands, results and attributes
    // take what those (already verified) take.
    let mut assigned = def.cs.fresh();
    let sizes =
        |defs: &[(usize, Variadicity)], n: usize, results: bool| group_sizes(op, defs, n, results).ok();
    if let (Some(os), Some(rs)) = (
        sizes(&def.operands, op.num_operands(), false),
        sizes(&def.results, op.num_results(), true),
    ) {
        let _ = verify_values(op, def, &os, &rs, &mut assigned);
    }
    check_regions(op, def, &mut assigned).map_err(|e| match e {
        RegionError::Op(msg) => ctx.emit_error(op.loc(), msg),
        RegionError::Args(v, msg) => {
            let diag = strata_ir::Diagnostic::error(op.regions().0.value_loc(v), msg)
                .with_note(op.loc(), "see the operation");
            ctx.emit(diag);
            Failed
        }
    })
}

/// Why an op's regions do not fit its definition: a message for the op,
/// or for the entry block argument given.
enum RegionError {
    Op(String),
    Args(ValueId, String),
}

/// The block counts and entry block arguments of `op`'s regions against
/// `def`, the constraints' variables taking what `assigned` holds.
fn check_regions(
    op: OpRef<'_>,
    def: &OperationDef,
    assigned: &mut [Option<Attribute>],
) -> Result<(), RegionError> {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    for (i, (&r, rd)) in regions.iter().zip(&def.regions).enumerate() {
        if let Some(n) = rd.blocks {
            let count = body.region_blocks(r).count();
            if usize::try_from(n).ok() != Some(count) {
                return Err(RegionError::Op(format!(
                    "expected region {i} to have {n} block(s) but got {count}"
                )));
            }
        }
        let Some(args) = &rd.args else {
            continue;
        };
        let block_args: &[ValueId] = match body.region_entry(r) {
            Some(b) => body.block_args(b),
            None => &[],
        };
        // Reported at the entry block's arguments, with a note on the op.
        let report = |msg: String| match block_args.first() {
            Some(&v) => RegionError::Args(v, msg),
            None => RegionError::Op(msg),
        };
        if block_args.len() != args.len() {
            return Err(report(format!(
                "expected region {i} to have {} arguments but got {}",
                args.len(),
                block_args.len()
            )));
        }
        for (&v, &var) in block_args.iter().zip(args) {
            def.cs
                .verify(ctx, ctx.type_attr(body.value_type(v)), var, assigned, 0)
                .map_err(report)?;
        }
    }
    Ok(())
}

/// An `irdl.operation` definition used to match ops of any name without
/// registering a dialect (what `transform.irdl.collect_matching` needs).
pub struct OperationMatcher(OperationDef);

impl OperationMatcher {
    /// The matcher of the `irdl.operation` `op` of `body`, defined in the
    /// `irdl.dialect` `dialect` of `dialect_body` (whose definitions its
    /// references may name).
    pub fn new(ctx: &Context, dialect_body: &Body, dialect: OpId, body: &Body, op: OpId) -> OperationMatcher {
        let dname = sym_name(ctx, dialect_body, dialect);
        let mut kinds: FxHashMap<(String, String), DefKind> = FxHashMap::default();
        for (db, def) in definitions_of(dialect_body, dialect) {
            let kind = match ctx.op_name_str(db.op_name(def)) {
                "irdl.type" => DefKind::Type,
                "irdl.attribute" => DefKind::Attribute,
                "irdl.operation" => DefKind::Operation,
                _ => continue,
            };
            kinds.insert((dname.clone(), sym_name(ctx, db, def)), kind);
        }
        OperationMatcher(operation_def(ctx, body, op, &kinds))
    }

    /// Whether `op` satisfies the definition (value counts, regions,
    /// required attributes, constraints), whatever its name; nothing is
    /// reported.
    pub fn matches(&self, op: OpRef<'_>) -> bool {
        let def = &self.0;
        let (Ok(os), Ok(rs)) = (
            group_sizes(op, &def.operands, op.num_operands(), false),
            group_sizes(op, &def.results, op.num_results(), true),
        ) else {
            return false;
        };
        if op.num_regions() != def.regions.len() || def.attributes.iter().any(|(n, _)| op.attr(n).is_none()) {
            return false;
        }
        let mut assigned = def.cs.fresh();
        verify_values(op, def, &os, &rs, &mut assigned).is_ok()
            && check_regions(op, def, &mut assigned).is_ok()
    }
}

// ---- types and attributes of loaded dialects ------------------------------------------

/// `<param, ...>` after a mnemonic, or nothing.
fn parse_param_list(p: &mut dyn AsmParser<'_>) -> ParseResult<Vec<Attribute>> {
    let mut params = Vec::new();
    if p.parse_optional_punct("<") && !p.parse_optional_punct(">") {
        loop {
            params.push(p.parse_attribute(None)?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(">")?;
    }
    Ok(params)
}

/// Checks parameters against a definition; the message of the first
/// failure.
fn verify_params(ctx: &Context, def: &ParamDef, params: &[Attribute], what: &str) -> Result<(), String> {
    if params.len() != def.params.len() {
        return Err(format!(
            "expected {} {what} arguments, but had {}",
            def.params.len(),
            params.len()
        ));
    }
    let mut assigned = def.cs.fresh();
    for (&a, &var) in params.iter().zip(&def.params) {
        def.cs.verify(ctx, a, var, &mut assigned, 0)?;
    }
    Ok(())
}

fn parse_type(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let ctx = p.ctx();
    let dialect = p.dialect_namespace().to_string();
    let pos = p.current_pos();
    let mnemonic = p.parse_optional_any_keyword().unwrap_or_default();
    let Some(def) = definitions(ctx, &dialect).and_then(|d| d.types.get(&mnemonic)) else {
        return Err(p.emit_error_at(pos, "expected dynamic type"));
    };
    let params = parse_param_list(p)?;
    verify_params(ctx, def, &params, "type").map_err(|m| p.emit_error_at(pos, &m))?;
    Ok(ctx.intern_type(TypeKind::Dialect {
        dialect: ctx.ident(&dialect),
        mnemonic: ctx.ident(&mnemonic),
        params: params.into(),
    }))
}

fn parse_attr(p: &mut dyn AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    let dialect = p.dialect_namespace().to_string();
    let pos = p.current_pos();
    let mnemonic = p.parse_optional_any_keyword().unwrap_or_default();
    let Some(def) = definitions(ctx, &dialect).and_then(|d| d.attrs.get(&mnemonic)) else {
        return Err(p.emit_error_at(pos, "expected dynamic attribute"));
    };
    let params = parse_param_list(p)?;
    // mlir-opt 22 calls an attribute's parameters type arguments too.
    verify_params(ctx, def, &params, "type").map_err(|m| p.emit_error_at(pos, &m))?;
    Ok(ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident(&dialect),
        mnemonic: ctx.ident(&mnemonic),
        params: params.into(),
    }))
}

fn print_param_list(p: &mut dyn AsmPrinter<'_>, mnemonic: strata_ir::Ident, params: &[Attribute]) {
    let ctx = p.ctx();
    p.write_str(ctx.ident_str(mnemonic));
    if params.is_empty() {
        return;
    }
    p.write_str("<");
    for (i, &a) in params.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_attribute(a);
    }
    p.write_str(">");
}

fn print_params(p: &mut dyn AsmPrinter<'_>, t: Type) {
    if let TypeKind::Dialect { mnemonic, params, .. } = p.ctx().type_kind(t) {
        print_param_list(p, *mnemonic, params);
    }
}

fn print_attr_params(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    if let AttrKind::Dialect { mnemonic, params, .. } = p.ctx().attr_kind(a) {
        print_param_list(p, *mnemonic, params);
    }
}
