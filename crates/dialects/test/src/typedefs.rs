//! Types and attributes of MLIR's test dialect, defined declaratively:
//! `!test.test_type`, `!test.test_type_with_trait`, `!test.smpla`,
//! `!test.int<signedness, width>`, `#test.cmpnd_a<width, type, [ints]>`
//! `#test.attr_with_trait` and `#test.sub_elements_access<a, b, c>`.

use strata_ods::typedef::{AttrDefSpec, DialectTypeDefs, ParamKind, ParamSpec, TypeDefSpec};

static TYPES: [TypeDefSpec; 4] = [
    TypeDefSpec {
        summary: "a type without parameters",
        ..TypeDefSpec::new("test_type")
    },
    TypeDefSpec {
        summary: "a type with a trait",
        interfaces: &[&TestTypeTrait],
        ..TypeDefSpec::new("test_type_with_trait")
    },
    TypeDefSpec {
        summary: "a simple type A",
        ..TypeDefSpec::new("smpla")
    },
    TypeDefSpec {
        cpp_name: "TestIntegerType",
        summary: "an integer type with its signedness",
        parameters: &[
            ParamSpec::new(
                "signedness",
                ParamKind::Keyword {
                    cases: &["signed", "unsigned", "none"],
                    error: "expected signed, unsigned, or none",
                },
            ),
            ParamSpec::new("width", ParamKind::Int),
        ],
        format: Some("`<` $signedness `,` $width `>`"),
        verify: Some(verify_int),
        ..TypeDefSpec::new("int")
    },
];

/// MLIR's test integers are at most 8 bits wide (MLIR rejects wider ones
/// without a message; Strata says why).
fn verify_int(ctx: &strata_ir::Context, params: &[strata_ir::Attribute]) -> Result<(), String> {
    match params
        .get(1)
        .and_then(|&a| strata_ods::typedef::param::int(ctx, a))
    {
        Some(w) if w > 8 => Err(format!("test integer types are at most 8 bits wide, but got {w}")),
        _ => Ok(()),
    }
}

/// MLIR's `TestTypeTrait`: a trait marker `test.result_type_with_trait`
/// checks its result type for.
#[derive(Debug)]
pub struct TestTypeTrait;

/// MLIR's `TestAttrTrait`: a trait marker `test.attr_with_trait` checks
/// its attribute for.
#[derive(Debug)]
pub struct TestAttrTrait;

static ATTRS: [AttrDefSpec; 3] = [
    AttrDefSpec {
        cpp_name: "CompoundAAttr",
        summary: "an attribute with an integer, a type and a list of integers",
        parameters: &[
            ParamSpec::new("widthOfSomething", ParamKind::Int),
            ParamSpec::new("oneType", ParamKind::Type),
            ParamSpec::new("arrayOfInts", ParamKind::IntList),
        ],
        format: Some("`<` $widthOfSomething `,` $oneType `,` `[` $arrayOfInts `]` `>`"),
        ..AttrDefSpec::new("cmpnd_a")
    },
    AttrDefSpec {
        cpp_name: "AttrWithTraitAttr",
        summary: "an attribute without parameters that has a trait",
        interfaces: &[&TestAttrTrait],
        ..AttrDefSpec::new("attr_with_trait")
    },
    AttrDefSpec {
        cpp_name: "TestSubElementsAccessAttr",
        summary: "an attribute of three attributes, whose nested symbol references passes see",
        parameters: &[
            ParamSpec::new("first", ParamKind::Attr),
            ParamSpec::new("second", ParamKind::Attr),
            ParamSpec::new("third", ParamKind::Attr),
        ],
        format: Some("`<` $first `,` $second `,` $third `>`"),
        ..AttrDefSpec::new("sub_elements_access")
    },
];

/// The test dialect's declarative types and attributes.
pub static DEFS: DialectTypeDefs = DialectTypeDefs {
    dialect: "test",
    types: &TYPES,
    attrs: &ATTRS,
    unknown_type: Some("unknown type!"),
};

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ods::typedef::{param, Param};

    #[test]
    fn definitions_are_well_formed() {
        DEFS.check();
    }

    #[test]
    fn typed_construction_checks_parameters() {
        let ctx = strata_ir::Context::new();
        let t = DEFS
            .get_type(&ctx, "int", &[Param::Str("signed"), Param::Int(8)])
            .expect("a valid type");
        let p = DEFS.type_params(&ctx, t, "int").expect("a test.int");
        assert_eq!(
            (param::str(&ctx, p[0]), param::int(&ctx, p[1])),
            (Some("signed"), Some(8))
        );
        assert!(DEFS
            .get_type(&ctx, "int", &[Param::Str("signless"), Param::Int(8)])
            .is_err());
        assert!(DEFS
            .get_type(&ctx, "int", &[Param::Str("signed"), Param::Int(9)])
            .is_err());
        let a = DEFS
            .get_attr(
                &ctx,
                "cmpnd_a",
                &[Param::Int(1), Param::Type(ctx.i32()), Param::IntList(&[1, 2])],
            )
            .expect("a valid attribute");
        let p = DEFS.attr_params(&ctx, a, "cmpnd_a").expect("a test.cmpnd_a");
        assert_eq!(param::int_list(&ctx, p[2]), Some(vec![1, 2]));
    }
}
