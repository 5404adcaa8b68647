//! The `ub` dialect of MLIR 22: undefined behaviour, that is poison values
//! (`ub.poison` with the `#ub.poison` attribute) and `ub.unreachable`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, Failed, FoldOutput, Location, LogicalResult, OpBuilder,
    OpFoldResult, OpId, OpRef, OpTraits, Type,
};
use strata_ods::constraints::{types, AttrConstraint};
use strata_ods::DialectSpec;

#[cfg(test)]
mod tests;

/// `#ub.poison`.
pub fn poison_attr(ctx: &Context) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident("ub"),
        mnemonic: ctx.ident("poison"),
        params: Box::new([]),
    })
}

fn is_poison(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dialect { dialect, mnemonic, params }
        if ctx.ident_str(*dialect) == "ub" && ctx.ident_str(*mnemonic) == "poison" && params.is_empty())
}

/// `PoisonAttrInterface`, which `#ub.poison` implements.
const POISON_ATTR: AttrConstraint = AttrConstraint::Class {
    summary: "PoisonAttrInterface instance",
    check: is_poison,
};

strata_ods::op! {
    /// Produces a poison value of any type: a value that behaves as if
    /// undefined, and whose use by an op with undefined behaviour on it
    /// makes the whole program undefined. The `value` attribute names the
    /// kind of poison (`#ub.poison` unless a dialect supplies its own) and
    /// is omitted from the custom form when it is the default.
    pub PoisonOp(POISON, "ub.poison") {
        results(result: single(types::ANY_TYPE))
        attributes(value: opt_attr = default_valued(POISON_ATTR, poison_attr))
        build(explicit)
        summary: "Poisoned constant operation.",
        example: "func.func @poison() -> (i32, vector<4xf32>) {\n  %0 = ub.poison : i32\n  %1 = ub.poison : vector<4xf32>\n  return %0, %1 : i32, vector<4xf32>\n}",
        traits: OpTraits::CONSTANT_LIKE.union(OpTraits::PURE),
        format: Some("attr-dict (`<` $value^ `>`)? `:` type($result)"),
        fold: Some(fold_poison),
    }
    /// Marks a point that execution never reaches: reaching it is
    /// undefined behaviour. It terminates its block, so code after it can
    /// be removed and branches to it can be assumed not taken.
    pub UnreachableOp(UNREACHABLE, "ub.unreachable") {
        build(explicit)
        summary: "Unreachable operation.",
        example: "func.func @never(%c: i1) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  ub.unreachable\n^bb2:\n  return\n}",
        traits: OpTraits::TERMINATOR,
        format: Some("attr-dict"),
    }
}

/// The dialect's attribute parser, positioned on the mnemonic.
fn parse_attr(p: &mut dyn AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    match p.parse_optional_any_keyword().as_deref() {
        Some("poison") => Ok(poison_attr(p.ctx())),
        other => Err(p.emit_error_at(
            pos,
            &format!("unknown attribute `{}` in dialect `ub`", other.unwrap_or("")),
        )),
    }
}

fn print_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    let ctx = p.ctx();
    // The dialect's one attribute, `poison`, has no parameters.
    if let AttrKind::Dialect { mnemonic, .. } = ctx.attr_kind(a) {
        p.write_str(ctx.ident_str(*mnemonic));
    }
}

/// `ub.poison` folds to its value.
fn fold_poison(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let value = op.attr("value").unwrap_or_else(|| poison_attr(op.ctx));
    if !is_poison(op.ctx, value) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Attr(value));
    Ok(())
}

/// `Dialect::materializeConstant`: `ub.poison` for a poison attribute.
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if !is_poison(b.ctx, value) {
        return None;
    }
    Some(PoisonOp::build(b, loc, ty, Some(value)).op())
}

/// The `ub` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Undefined behaviour: poison values and unreachable code",
    description: "Ops that make undefined behaviour explicit in the IR, so that \
        transformations can reason about it instead of each dialect inventing \
        its own notion of an undefined value.",
    ops: &[&POISON, &UNREACHABLE],
    interfaces: &[&DialectInlinerInterface::ALL_LEGAL],
    parse_attr: Some(parse_attr),
    print_attr: Some(print_attr),
    materialize_constant: Some(materialize_constant),
    ..DialectSpec::new("ub")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
