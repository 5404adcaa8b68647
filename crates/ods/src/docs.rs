//! Dialect documentation generated from op specs (what MLIR's
//! `mlir-tblgen -gen-dialect-doc` does): per op its summary, description,
//! syntax, traits, and the constraints of its operands, results,
//! attributes, regions and successors.

use std::fmt::Write;

use strata_ir::{DialectDef, OpDef, OpTraits};

use crate::spec::{Arity, OpSpec, SpecRef};

/// MLIR's names of the trait bits, in the order the docs list them.
const TRAIT_NAMES: &[(OpTraits, &str)] = &[
    (OpTraits::PURE, "Pure"),
    (OpTraits::NO_MEMORY_EFFECT, "NoMemoryEffect"),
    (OpTraits::ALWAYS_SPECULATABLE, "AlwaysSpeculatable"),
    (OpTraits::RECURSIVELY_SPECULATABLE, "RecursivelySpeculatable"),
    (OpTraits::RECURSIVE_MEMORY_EFFECTS, "RecursiveMemoryEffects"),
    (OpTraits::TERMINATOR, "Terminator"),
    (OpTraits::RETURN_LIKE, "ReturnLike"),
    (OpTraits::NO_TERMINATOR, "NoTerminator"),
    (OpTraits::SINGLE_BLOCK, "SingleBlock"),
    (OpTraits::ISOLATED_FROM_ABOVE, "IsolatedFromAbove"),
    (OpTraits::SYMBOL_TABLE, "SymbolTable"),
    (OpTraits::SYMBOL, "Symbol"),
    (OpTraits::AUTOMATIC_ALLOCATION_SCOPE, "AutomaticAllocationScope"),
    (OpTraits::AFFINE_SCOPE, "AffineScope"),
    (OpTraits::COMMUTATIVE, "Commutative"),
    (OpTraits::IS_IDEMPOTENT, "Idempotent"),
    (OpTraits::IS_INVOLUTION, "Involution"),
    (OpTraits::CONSTANT_LIKE, "ConstantLike"),
    (
        OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        "SameOperandsAndResultType",
    ),
    (OpTraits::SAME_OPERANDS_TYPE, "SameTypeOperands"),
    (OpTraits::SAME_OPERANDS_SHAPE, "SameOperandsShape"),
    (
        OpTraits::SAME_OPERANDS_AND_RESULT_SHAPE,
        "SameOperandsAndResultShape",
    ),
    (OpTraits::SAME_OPERANDS_ELEMENT_TYPE, "SameOperandsElementType"),
    (
        OpTraits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
        "SameOperandsAndResultElementType",
    ),
    (OpTraits::ATTR_SIZED_OPERAND_SEGMENTS, "AttrSizedOperandSegments"),
    (OpTraits::ATTR_SIZED_RESULT_SEGMENTS, "AttrSizedResultSegments"),
    (OpTraits::ELEMENTWISE, "Elementwise"),
    (OpTraits::SCALARIZABLE, "Scalarizable"),
    (OpTraits::VECTORIZABLE, "Vectorizable"),
    (OpTraits::TENSORIZABLE, "Tensorizable"),
    (OpTraits::CALLABLE, "CallableOpInterface"),
    (OpTraits::CALL, "CallOpInterface"),
    (OpTraits::FUNCTION, "FunctionOpInterface"),
    (OpTraits::GRAPH_REGIONS, "RegionKindInterface (graph)"),
    (OpTraits::NO_REGION_ARGUMENTS, "NoRegionArguments"),
    (OpTraits::HAS_PARALLEL_REGION, "HasParallelRegion"),
];

/// The names of the traits in `traits`; `Pure` hides the two traits it
/// is made of.
pub fn trait_names(traits: OpTraits) -> Vec<&'static str> {
    let mut names = Vec::new();
    for &(t, name) in TRAIT_NAMES {
        let implied_by_pure = t == OpTraits::NO_MEMORY_EFFECT || t == OpTraits::ALWAYS_SPECULATABLE;
        if traits.contains(t) && !(implied_by_pure && traits.contains(OpTraits::PURE)) {
            names.push(name);
        }
    }
    names
}

/// The Markdown documentation of a dialect, ops sorted by name.
pub fn dialect_markdown(dialect: &DialectDef) -> String {
    let mut out = format!(
        "# '{}' Dialect\n\n<!-- Generated from the dialect's op specs by `STRATA_UPDATE_DOCS=1 cargo test -p strata docs`; do not edit. -->\n",
        dialect.name
    );
    if let Some(spec) = dialect.interfaces.get::<crate::dialect::DialectSpecRef>() {
        if !spec.0.summary.is_empty() {
            let _ = writeln!(out, "\n_{}_", spec.0.summary);
        }
        if !spec.0.description.is_empty() {
            let _ = writeln!(out, "\n{}", spec.0.description.trim());
        }
    }
    let mut ops: Vec<&OpDef> = dialect.ops.iter().collect();
    ops.sort_by_key(|o| o.name);
    for op in ops {
        if !out.ends_with("\n\n") {
            out.push('\n');
        }
        match op.interfaces.get::<SpecRef>() {
            Some(spec) => op_markdown(&mut out, op, spec.0),
            None => {
                let _ = writeln!(out, "## `{}`\n", op.name);
                if !op.summary.is_empty() {
                    let _ = writeln!(out, "_{}_\n", op.summary);
                }
                write_traits(&mut out, op.traits);
                out.push_str("Defined by hand-written hooks.\n");
            }
        }
    }
    if let Some(defs) = dialect.interfaces.get::<crate::typedef::TypeDefsRef>() {
        if !out.ends_with("\n\n") {
            out.push('\n');
        }
        out.push_str(&crate::typedef::markdown(defs.0));
    }
    out
}

fn op_markdown(out: &mut String, op: &OpDef, spec: &OpSpec) {
    let _ = writeln!(out, "## `{}`\n", spec.name);
    if !spec.summary.is_empty() {
        let _ = writeln!(out, "_{}_\n", spec.summary);
    }
    let description = description_text(spec.description);
    if !description.is_empty() {
        let _ = writeln!(out, "{description}\n");
    }
    match spec.format {
        Some(f) if op.parse.is_some() => {
            let _ = writeln!(out, "Syntax:\n\n```\n{} {}\n```\n", spec.name, f);
        }
        _ if op.parse.is_some() => out.push_str("Syntax: custom (hand-written parser and printer).\n\n"),
        _ => out.push_str("Syntax: generic form only.\n\n"),
    }
    if !spec.example.is_empty() {
        let _ = writeln!(out, "Example:\n\n```mlir\n{}\n```\n", spec.example.trim());
    }
    write_traits(out, op.traits);
    if !spec.parents.is_empty() {
        let _ = writeln!(out, "Parents: {}\n", quoted_list(spec.parents));
    }
    if let Some(t) = spec.implicit_terminator {
        let _ = writeln!(out, "Implicit terminator: `{t}`\n");
    }
    match (spec.fold.is_some(), spec.canonicalize.is_some()) {
        (true, true) => out.push_str("Has a folder and canonicalization patterns.\n\n"),
        (true, false) => out.push_str("Has a folder.\n\n"),
        (false, true) => out.push_str("Has canonicalization patterns.\n\n"),
        (false, false) => {}
    }
    if !spec.attributes.is_empty() {
        out.push_str("Attributes:\n\n| Attribute | Constraint | Presence |\n| --- | --- | --- |\n");
        for a in spec.attributes {
            let presence = if a.default.is_some() {
                "default-valued"
            } else if a.optional {
                "optional"
            } else {
                "required"
            };
            let _ = writeln!(
                out,
                "| `{}` | {} | {} |",
                a.name,
                a.constraint.summary(),
                presence
            );
        }
        out.push('\n');
    }
    for (title, groups) in [("Operands", spec.operands), ("Results", spec.results)] {
        if groups.is_empty() {
            continue;
        }
        let with_effects = groups.iter().any(|g| !g.effects.is_empty());
        let _ = write!(out, "{title}:\n\n| Name | Constraint | Arity |");
        out.push_str(if with_effects {
            " Effects |\n| --- | --- | --- | --- |\n"
        } else {
            "\n| --- | --- | --- |\n"
        });
        for g in groups {
            let arity = match g.arity {
                Arity::Single => "single",
                Arity::Optional => "optional",
                Arity::Variadic => "variadic",
            };
            let _ = write!(out, "| `{}` | {} | {} |", g.name, g.constraint.summary(), arity);
            if with_effects {
                let effects: Vec<String> = g.effects.iter().map(effect_name).collect();
                let _ = write!(out, " {} |", effects.join(", "));
            }
            out.push('\n');
        }
        out.push('\n');
    }
    if !spec.regions.is_empty() {
        out.push_str("Regions:\n\n| Name | Constraint |\n| --- | --- |\n");
        for r in spec.regions {
            let variadic = if r.variadic { " (variadic)" } else { "" };
            let _ = writeln!(out, "| `{}` | {}{} |", r.name, r.constraint.summary(), variadic);
        }
        out.push('\n');
    }
    if !spec.successors.is_empty() {
        out.push_str("Successors:\n\n| Name | Arity |\n| --- | --- |\n");
        for s in spec.successors {
            let arity = if s.variadic { "variadic" } else { "single" };
            let _ = writeln!(out, "| `{}` | {} |", s.name, arity);
        }
        out.push('\n');
    }
}

/// A description as written in a doc comment: each line without the one
/// space that follows `///`, trimmed as a whole.
pub fn description_text(description: &str) -> String {
    let lines: Vec<&str> = description
        .lines()
        .map(|l| l.strip_prefix(' ').unwrap_or(l))
        .collect();
    lines.join("\n").trim().to_string()
}

/// MLIR's name of a declared effect (`MemRead`, ...), with its resource
/// when not the default one.
fn effect_name(e: &crate::EffectSpec) -> String {
    use strata_ir::interfaces::{EffectKind, DEFAULT_RESOURCE};
    let kind = match e.kind {
        EffectKind::Allocate => "MemAlloc",
        EffectKind::Free => "MemFree",
        EffectKind::Read => "MemRead",
        EffectKind::Write => "MemWrite",
    };
    if e.resource == DEFAULT_RESOURCE {
        kind.to_string()
    } else {
        format!("{kind} on {}", e.resource)
    }
}

fn write_traits(out: &mut String, traits: OpTraits) {
    let names = trait_names(traits);
    if !names.is_empty() {
        let _ = writeln!(out, "Traits: {}\n", names.join(", "));
    }
}

fn quoted_list(items: &[&str]) -> String {
    items
        .iter()
        .map(|i| format!("`{i}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pure_hides_its_parts() {
        let names = trait_names(OpTraits::PURE.union(OpTraits::COMMUTATIVE));
        assert_eq!(names, ["Pure", "Commutative"]);
        assert_eq!(trait_names(OpTraits::NO_MEMORY_EFFECT), ["NoMemoryEffect"]);
    }

    #[test]
    fn documents_an_op_spec() {
        static ADD: OpSpec = OpSpec {
            summary: "adds",
            traits: OpTraits::PURE,
            operands: &[crate::ValueSpec::single("lhs", crate::constraints::types::I32)],
            results: &[crate::ValueSpec::single("out", crate::constraints::types::I32)],
            format: Some("$lhs attr-dict `:` type($out)"),
            ..OpSpec::new("doc.add")
        };
        let mut d = DialectDef::new("doc");
        d.ops.push(ADD.to_def());
        let md = dialect_markdown(&d);
        assert!(md.starts_with("# 'doc' Dialect\n"), "{md}");
        assert!(md.contains("## `doc.add`\n\n_adds_\n"), "{md}");
        assert!(
            md.contains("```\ndoc.add $lhs attr-dict `:` type($out)\n```"),
            "{md}"
        );
        assert!(
            md.contains("| `lhs` | 32-bit signless integer | single |"),
            "{md}"
        );
        assert!(md.contains("Traits: Pure\n"), "{md}");
    }
}
