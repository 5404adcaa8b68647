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
//! with typed constructors and accessors, and a typed op wrapper
//! (`AddOp`) with its builder.

use strata_ir::{
    Attribute, Context, DialectDef, FoldOutput, LogicalResult, OpFoldResult, OpRef, OpTraits, Type,
};
use strata_ods::constraints::{attrs, types, TypeConstraint};
use strata_ods::spec::RegionConstraint;
use strata_ods::typedef::{param, AttrDefSpec, DialectTypeDefs, Param, ParamKind, ParamSpec, TypeDefSpec};
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

strata_ods::typed_ops! {
    /// `sample.add`, typed.
    pub AddOp(ADD) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
}

/// The dialect's definition.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("sample");
    for spec in [&ADD, &IDENTITY, &PRINT, &SCOPE, &YIELD] {
        d.ops.push(spec.to_def());
    }
    d.parse_type = Some(|p| DEFS.parse_type(p));
    d.print_type = Some(|p, t| DEFS.print_type(p, t));
    d.parse_attr = Some(|p, t| DEFS.parse_attr(p, t));
    d.print_attr = Some(|p, a| DEFS.print_attr(p, a));
    DEFS.install(&mut d);
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
