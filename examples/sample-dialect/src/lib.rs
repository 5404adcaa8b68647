//! The `sample` dialect: an example of a dialect defined in its own crate
//! with the same declarative mechanism as Strata's core dialects, and
//! registered in its own mlir-opt-style tool (`sample-opt`, in main.rs).
//!
//! It shows an op with a declarative assembly format and type constraints
//! (`sample.add`), an op with a folder (`sample.identity`), an op with
//! memory effects and a hand-written verifier (`sample.print`), and a
//! terminator with a parent constraint inside a region-holding op
//! (`sample.scope` / `sample.yield`), a declarative parametric type
//! (`!sample.tile<4, f32>`) and attribute (`#sample.tag<"hot", priority = 2>`)
//! with typed constructors and accessors. Each op is one `op!`
//! definition, which also gives its typed wrapper (`AddOp::build`,
//! `add.lhs(..)`).

#![forbid(unsafe_code)]

use strata_ir::interfaces::EffectKind;
use strata_ir::{
    Attribute, Context, DialectDef, FoldOutput, LogicalResult, OpFoldResult, OpRef, OpTraits, Type,
};
use strata_ods::constraints::{attrs, types, TypeConstraint};
use strata_ods::typedef::{param, AttrDefSpec, DialectTypeDefs, Param, ParamKind, ParamSpec, TypeDefSpec};
use strata_ods::{DialectSpec, EffectSpec, RegionConstraint};

/// Integers or floats, or vectors of them.
const NUMBER: TypeConstraint = TypeConstraint::OrContainerOf(
    &TypeConstraint::AnyOf(&[TypeConstraint::AnyInteger, TypeConstraint::AnyFloat]),
    "number",
);

strata_ods::op! {
    /// Adds two integers or floats (or vectors of them) of the same type:
    /// an ordinary pure, commutative binary op with a declarative format.
    pub AddOp(ADD, "sample.add") {
        operands(lhs: single(NUMBER), rhs: single(NUMBER))
        results(result: single(NUMBER))
        build(infer)
        summary: "adds two numbers",
        example: "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = sample.add %a, %b : i32\n  return %0 : i32\n}",
        traits: OpTraits::PURE
            .union(OpTraits::COMMUTATIVE)
            .union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE),
        format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
    }

    /// Returns its operand unchanged; its folder replaces it by the
    /// operand, so canonicalization removes it.
    pub IdentityOp(IDENTITY, "sample.identity") {
        operands(input: single(types::ANY_TYPE))
        results(output: single(types::ANY_TYPE))
        build(infer)
        summary: "returns its operand",
        example: "func.func @f(%a: f32) -> f32 {\n  %0 = sample.identity %a : f32\n  return %0 : f32\n}",
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE),
        format: Some("$input attr-dict `:` type($output)"),
        fold: Some(fold_identity),
    }

    /// Prints a value, with an optional non-empty label. It writes to an
    /// output stream, so passes keep it even though it has no results.
    pub PrintOp(PRINT, "sample.print") {
        operands(value: single(types::ANY_TYPE))
        attributes(label: opt_str = optional(attrs::STR_ATTR))
        build(explicit)
        summary: "prints a value",
        example: "func.func @f(%a: i64) {\n  sample.print %a {label = \"a\"} : i64\n  return\n}",
        format: Some("$value attr-dict `:` type($value)"),
        effects: &[EffectSpec::new(EffectKind::Write)],
        verify: Some(verify_print),
    }

    /// A single-block region whose terminator, `sample.yield`, gives the
    /// op's results; the region's ops' effects are the op's.
    pub ScopeOp(SCOPE, "sample.scope") {
        results(results: variadic(types::ANY_TYPE))
        regions(body: single(RegionConstraint::Sized(1)))
        build(explicit)
        summary: "a scope yielding values",
        example: "func.func @f(%a: i32) -> i32 {\n  %0 = sample.scope {\n    sample.yield %a : i32\n  } : i32\n  return %0 : i32\n}",
        traits: OpTraits::SINGLE_BLOCK.union(OpTraits::RECURSIVE_MEMORY_EFFECTS),
        format: Some("$body attr-dict (`:` type($results)^)?"),
        verify_regions: Some(verify_scope),
    }

    /// Ends the region of a `sample.scope`, giving it its results.
    pub YieldOp(YIELD, "sample.yield") {
        operands(values: variadic(types::ANY_TYPE))
        build(explicit)
        summary: "yields the values of a scope",
        example: "func.func @f() {\n  sample.scope {\n    sample.yield\n  }\n  return\n}",
        traits: OpTraits::PURE
            .union(OpTraits::TERMINATOR)
            .union(OpTraits::RETURN_LIKE),
        parents: &["sample.scope"],
        format: Some("attr-dict ($values^ `:` type($values))?"),
    }
}

fn fold_identity(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    out.results.push(OpFoldResult::Value(op.operand(0)));
    Ok(())
}

fn verify_print(op: OpRef<'_>) -> LogicalResult {
    if let Some(label) = op.attr("label") {
        if op.ctx.string_attr_value(label).is_some_and(str::is_empty) {
            return Err(op.emit_op_error("label must not be empty"));
        }
    }
    Ok(())
}

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

// ---- types and attributes -------------------------------------------------------

static TYPES: [TypeDefSpec; 1] = [TypeDefSpec {
    cpp_name: "TileType",
    summary: "a fixed-width tile of elements",
    description: "A tile of `width` elements of `elementType`; the width is positive.",
    parameters: &[
        ParamSpec {
            cpp_type: "int64_t",
            summary: "number of elements",
            ..ParamSpec::new("width", ParamKind::Int)
        },
        ParamSpec {
            cpp_type: "Type",
            summary: "element type",
            ..ParamSpec::new("elementType", ParamKind::Type)
        },
    ],
    format: Some("`<` $width `,` $elementType `>`"),
    verify: Some(verify_tile),
    ..TypeDefSpec::new("tile")
}];

fn verify_tile(ctx: &Context, params: &[Attribute]) -> Result<(), String> {
    match params.first().and_then(|&a| param::int(ctx, a)) {
        Some(w) if w <= 0 => Err(format!("tile width must be positive, but got {w}")),
        _ => Ok(()),
    }
}

static ATTRS: [AttrDefSpec; 1] = [AttrDefSpec {
    cpp_name: "TagAttr",
    summary: "a named tag with a priority",
    parameters: &[
        ParamSpec {
            cpp_type: "std::string",
            summary: "the tag",
            ..ParamSpec::new("name", ParamKind::String)
        },
        ParamSpec {
            cpp_type: "int64_t",
            summary: "its priority",
            ..ParamSpec::new("priority", ParamKind::Int)
        },
    ],
    format: Some("`<` $name `,` `priority` `=` $priority `>`"),
    ..AttrDefSpec::new("tag")
}];

/// The dialect's declarative types and attributes.
pub static DEFS: DialectTypeDefs = DialectTypeDefs {
    dialect: "sample",
    types: &TYPES,
    attrs: &ATTRS,
    unknown_type: None,
};

/// `!sample.tile<width, elementType>`, checked.
pub fn tile_type(ctx: &Context, width: i64, element: Type) -> Result<Type, String> {
    DEFS.get_type(ctx, "tile", &[Param::Int(width), Param::Type(element)])
}

/// The width and element type of a `!sample.tile`.
pub fn tile_parts(ctx: &Context, t: Type) -> Option<(i64, Type)> {
    let p = DEFS.type_params(ctx, t, "tile")?;
    Some((param::int(ctx, p[0])?, param::ty(ctx, p[1])?))
}

/// `#sample.tag<"name", priority = p>`.
pub fn tag_attr(ctx: &Context, name: &str, priority: i64) -> Attribute {
    DEFS.get_attr(ctx, "tag", &[Param::Str(name), Param::Int(priority)])
        .expect("tag parameters have their kinds")
}

/// The name and priority of a `#sample.tag`.
pub fn tag_parts(ctx: &Context, a: Attribute) -> Option<(&str, i64)> {
    let p = DEFS.attr_params(ctx, a, "tag")?;
    Some((param::str(ctx, p[0])?, param::int(ctx, p[1])?))
}

/// The dialect: its ops, and its types and attributes.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "An example dialect defined outside Strata",
    description: "Shows every part of a dialect definition: ops with declarative \
        formats, a folder, memory effects, a verifier, a region with its \
        terminator, and a parametric type and attribute.",
    ops: &[&ADD, &IDENTITY, &PRINT, &SCOPE, &YIELD],
    type_defs: Some(&DEFS),
    parse_type: Some(|p| DEFS.parse_type(p)),
    print_type: Some(|p, t| DEFS.print_type(p, t)),
    parse_attr: Some(|p, t| DEFS.parse_attr(p, t)),
    print_attr: Some(|p, a| DEFS.print_attr(p, a)),
    ..DialectSpec::new("sample")
};

/// The dialect's definition.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
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

    #[test]
    fn definitions_are_well_formed() {
        DEFS.check();
    }

    #[test]
    fn typed_constructors_and_accessors() {
        let mut ctx = Context::new();
        register(&mut ctx);
        let t = tile_type(&ctx, 4, ctx.f32()).expect("a valid tile");
        assert_eq!(tile_parts(&ctx, t), Some((4, ctx.f32())));
        assert_eq!(tile_type(&ctx, 4, ctx.f32()), Ok(t), "uniqued");
        assert_eq!(
            tile_type(&ctx, 0, ctx.f32()),
            Err("tile width must be positive, but got 0".to_string())
        );
        assert_eq!(tile_parts(&ctx, ctx.f32()), None);
        let a = tag_attr(&ctx, "hot", 2);
        assert_eq!(tag_parts(&ctx, a), Some(("hot", 2)));
        assert!(DEFS
            .get_attr(&ctx, "tag", &[Param::Int(1), Param::Int(2)])
            .is_err());
    }

    #[test]
    fn typed_builder_infers_the_result_type() {
        let mut ctx = Context::new();
        register(&mut ctx);
        let (mut body, block) = strata_ir::Body::with_top_block();
        let x = body.add_block_arg(block, ctx.i32(), ctx.unknown_loc());
        let mut b = strata_ir::OpBuilder::at_end(&ctx, &mut body, block);
        let add = AddOp::build(&mut b, ctx.unknown_loc(), x, x);
        let ir = (&ctx, &*b.body);
        assert_eq!(ir.1.value_type(add.result(&ir)), ctx.i32());
        assert_eq!(AddOp::cast(&ir, add.op()), Some(add));
        assert_eq!((add.lhs(&ir), add.rhs(&ir)), (x, x));
    }
}

#[cfg(test)]
mod example_tests {
    /// Each op's example parses, verifies and prints back to itself.
    #[test]
    fn examples_round_trip() {
        let mut ctx = strata::context();
        super::register(&mut ctx);
        for spec in super::DIALECT.ops {
            let module = strata::parse(&ctx, spec.name, spec.example).unwrap_or_else(|e| panic!("{e}"));
            let printed = strata::print(&ctx, &module);
            let again = strata::parse(&ctx, spec.name, &printed).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(printed, strata::print(&ctx, &again), "{}", spec.name);
            assert!(printed.contains(spec.name), "{}: {printed}", spec.name);
        }
    }
}
