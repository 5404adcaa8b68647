//! The `llvm` dialect's declarative attributes: `#llvm.mmra_tag<"prefix":
//! "suffix">`, a tag of the memory model relaxation annotations of an op
//! (its discardable `llvm.mmra` attribute, a tag or an array of tags).

use strata_ir::{Attribute, Context};
use strata_ods::typedef::{AttrDefSpec, DialectTypeDefs, ParamKind, ParamSpec};

static ATTRS: [AttrDefSpec; 1] = [AttrDefSpec {
    cpp_name: "MMRATagAttr",
    summary: "a memory model relaxation annotation tag",
    description: "A `prefix:suffix` pair of the memory model relaxation annotations (MMRA) \
        of an op, held by its discardable `llvm.mmra` attribute (one tag or an array of \
        tags) and translated to `!mmra` metadata.",
    parameters: &[
        ParamSpec {
            summary: "the tag's prefix",
            ..ParamSpec::new("prefix", ParamKind::String)
        },
        ParamSpec {
            summary: "the tag's suffix",
            ..ParamSpec::new("suffix", ParamKind::String)
        },
    ],
    format: Some("`<` $prefix `` `:` `` $suffix `>`"),
    ..AttrDefSpec::new("mmra_tag")
}];

/// The dialect's declarative attributes.
pub static DEFS: DialectTypeDefs = DialectTypeDefs {
    dialect: "llvm",
    types: &[],
    attrs: &ATTRS,
    unknown_type: None,
};

/// The prefix and suffix of `#llvm.mmra_tag` `a`.
pub fn mmra_tag(ctx: &Context, a: Attribute) -> Option<(&str, &str)> {
    match DEFS.attr_params(ctx, a, "mmra_tag")? {
        [p, s] => Some((ctx.string_attr_value(*p)?, ctx.string_attr_value(*s)?)),
        _ => None,
    }
}

/// `#llvm.mmra_tag<"prefix":"suffix">`.
pub fn mmra_tag_attr(ctx: &Context, prefix: &str, suffix: &str) -> Attribute {
    ctx.note_aliasable_attr();
    crate::attrs::params_attr(
        ctx,
        "mmra_tag",
        &[ctx.string_attr(prefix), ctx.string_attr(suffix)],
    )
}

/// Whether the attribute after `#llvm.` is a declarative one.
pub(crate) fn is_next(p: &mut dyn strata_ir::asm::AsmParser<'_>) -> bool {
    DEFS.attrs.iter().any(|s| p.peek_keyword(s.mnemonic))
}

/// Whether `a` is a declarative attribute of the dialect.
pub(crate) fn is_def(ctx: &Context, a: Attribute) -> bool {
    DEFS.attrs
        .iter()
        .any(|s| DEFS.attr_params(ctx, a, s.mnemonic).is_some())
}
