//! The `sample` dialect: an example of a dialect defined in its own crate
//! with the same declarative mechanism as Strata's core dialects, and
//! registered in its own mlir-opt-style tool (`sample-opt`, in main.rs).
//!
//! It shows an op with a declarative assembly format and type constraints
//! (`sample.add`), an op with a folder (`sample.identity`), an op with
//! memory effects and a hand-written verifier (`sample.print`), and a
//! terminator with a parent constraint inside a region-holding op
//! (`sample.scope` / `sample.yield`).

use strata_ir::{Attribute, Context, DialectDef, FoldOutput, LogicalResult, OpFoldResult, OpRef, OpTraits};
use strata_ods::constraints::{attrs, types, TypeConstraint};
use strata_ods::spec::RegionConstraint;
use strata_ods::{AttrSpec, OpSpec, RegionSpec, ValueSpec};

/// Integers or floats, or vectors of them.
const NUMBER: TypeConstraint = TypeConstraint::OrContainerOf(
    &TypeConstraint::AnyOf(&[TypeConstraint::AnyInteger, TypeConstraint::AnyFloat]),
    "number",
);

/// `sample.add %a, %b : T`: an ordinary pure, commutative binary op.
pub static ADD: OpSpec = OpSpec {
    summary: "adds two numbers",
    description: "Adds two integers or floats (or vectors of them) of the same type.",
    traits: OpTraits::PURE
        .union(OpTraits::COMMUTATIVE)
        .union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE),
    operands: &[ValueSpec::single("lhs", NUMBER), ValueSpec::single("rhs", NUMBER)],
    results: &[ValueSpec::single("result", NUMBER)],
    format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
    ..OpSpec::new("sample.add")
};

/// `sample.identity %x : T` returns its operand; it folds away.
pub static IDENTITY: OpSpec = OpSpec {
    summary: "returns its operand",
    traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE),
    operands: &[ValueSpec::single("input", types::ANY_TYPE)],
    results: &[ValueSpec::single("output", types::ANY_TYPE)],
    format: Some("$input attr-dict `:` type($output)"),
    fold: Some(fold_identity),
    ..OpSpec::new("sample.identity")
};

fn fold_identity(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    out.results.push(OpFoldResult::Value(op.operand(0)));
    Ok(())
}

/// `sample.print %x {label = "x"} : T`: has side effects, so it stays.
pub static PRINT: OpSpec = OpSpec {
    summary: "prints a value",
    operands: &[ValueSpec::single("value", types::ANY_TYPE)],
    attributes: &[AttrSpec::optional("label", attrs::STR_ATTR)],
    format: Some("$value attr-dict `:` type($value)"),
    verify: Some(verify_print),
    ..OpSpec::new("sample.print")
};

fn verify_print(op: OpRef<'_>) -> LogicalResult {
    if let Some(label) = op.attr("label") {
        if op.ctx.string_attr_value(label).is_some_and(str::is_empty) {
            return Err(op.emit_op_error("label must not be empty"));
        }
    }
    Ok(())
}

/// `sample.scope { ... sample.yield %v : T } : T`: a single-block region
/// whose terminator gives the op's results.
pub static SCOPE: OpSpec = OpSpec {
    summary: "a scope yielding values",
    traits: OpTraits::SINGLE_BLOCK.union(OpTraits::RECURSIVE_MEMORY_EFFECTS),
    results: &[ValueSpec::variadic("results", types::ANY_TYPE)],
    regions: &[RegionSpec {
        name: "body",
        variadic: false,
        constraint: RegionConstraint::Sized(1),
    }],
    format: Some("$body attr-dict (`:` type($results)^)?"),
    verify_regions: Some(verify_scope),
    ..OpSpec::new("sample.scope")
};

fn verify_scope(op: OpRef<'_>) -> LogicalResult {
    let (body, regions) = op.regions();
    let Some(block) = body.region_blocks(regions[0]).next() else {
        return Ok(());
    };
    let Some(term) = body.block_ops(block).last() else {
        return Err(op.emit_op_error("expects a 'sample.yield' terminator"));
    };
    let yielded: Vec<_> = body.operand_types(term).collect();
    let results: Vec<_> = op.result_types().collect();
    if yielded != results {
        return Err(op.emit_op_error(format!(
            "yields {} values but has {} results",
            yielded.len(),
            results.len()
        )));
    }
    Ok(())
}

/// `sample.yield %v : T`, the terminator of `sample.scope`.
pub static YIELD: OpSpec = OpSpec {
    summary: "yields the values of a scope",
    traits: OpTraits::PURE
        .union(OpTraits::TERMINATOR)
        .union(OpTraits::RETURN_LIKE),
    operands: &[ValueSpec::variadic("values", types::ANY_TYPE)],
    parents: &["sample.scope"],
    format: Some("attr-dict ($values^ `:` type($values))?"),
    ..OpSpec::new("sample.yield")
};

/// The dialect's definition.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("sample");
    for spec in [&ADD, &IDENTITY, &PRINT, &SCOPE, &YIELD] {
        d.ops.push(spec.to_def());
    }
    d
}

/// Registers the dialect, as tools' registries expect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(dialect());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_and_folds() {
        let mut ctx = Context::new();
        register(&mut ctx);
        assert!(ctx.dialect_by_name("sample").is_some());
        let def = ctx.op_def(ctx.op_name("sample.identity")).expect("registered");
        assert!(def.fold.is_some());
        assert!(ctx
            .op_def(ctx.op_name("sample.add"))
            .unwrap()
            .has_trait(OpTraits::COMMUTATIVE));
    }
}
