//! Pre- and post-conditions of passes and transforms, as sets of op kinds
//! (Lücke, "Precise Control of Compilers", §6.3.3).
//!
//! A transformation declares the ops it needs (at least one of them must
//! be able to exist in the payload for it to make sense: a loop transform
//! needs loops), the ops it removes (none is left after it), and the ops it
//! may introduce, possibly only when some input op is present. Op kinds are
//! op names, optionally narrowed by a *variant* of the op that a predicate
//! on the op decides without changing the op (a `memref.subview` whose
//! offsets, sizes and strides are all static is `memref.subview[static]`,
//! any other `memref.subview[dynamic]`). Patterns over kinds are op names
//! (matching every variant), `name[variant]`, dialect wildcards (`scf.*`)
//! and op interfaces (`interface:LoopLikeOpInterface`).
//!
//! With declarations, a static checker follows the set of op kinds that may
//! be present through a script or a pipeline, and a dynamic check compares
//! what a pass actually produced with what it declared.

use std::collections::BTreeSet;

use strata_ir::interfaces::OpVariant;
use strata_ir::{Body, Context, OpId, OpRef};

/// The conditions of one pass or transform. A transformation that declares
/// none is taken to remove nothing and introduce nothing outside the kinds
/// already present (an optimization within its dialects).
#[derive(Copy, Clone, Debug, Default)]
pub struct Conditions {
    /// Patterns of which at least one must match a kind that may be present
    /// (empty: no requirement).
    pub requires: &'static [&'static str],
    /// Patterns of the kinds no longer present after it.
    pub removes: &'static [&'static str],
    /// The kinds (or dialect wildcards) it may introduce.
    pub introduces: &'static [&'static str],
    /// Kinds it introduces only when a kind matching the first patterns is
    /// present before it.
    pub introduces_if: &'static [(&'static [&'static str], &'static [&'static str])],
}

/// What a simplification (canonicalization, folding, constant propagation)
/// may introduce: ops of the dialects already present, arithmetic where
/// structured ops fold to selects or constants, and poison where folding
/// meets undefined values, casts where a type gets more static, and the
/// buffers of bufferization ops; it does not lower to another dialect.
pub const WITHIN_DIALECTS: &[(&[&str], &[&str])] = &[
    (&["affine.*"], &["affine.*"]),
    (&["arith.*"], &["arith.*"]),
    (&["bufferization.*"], &["bufferization.*", "memref.*"]),
    (&["cf.*"], &["cf.*"]),
    (&["complex.*"], &["complex.*"]),
    (&["func.*"], &["func.*"]),
    (&["index.*"], &["index.*"]),
    (&["linalg.*"], &["linalg.*", "tensor.cast", "memref.cast"]),
    (&["llvm.*"], &["llvm.*"]),
    (&["math.*"], &["math.*"]),
    (&["memref.*"], &["memref.*"]),
    (&["scf.*"], &["scf.*"]),
    (&["tensor.*"], &["tensor.*", "affine.apply"]),
    (&["test.*"], &["test.*"]),
    (&["ub.*"], &["ub.*"]),
    (&["vector.*"], &["vector.*"]),
    (
        &[
            "affine.*",
            "bufferization.*",
            "index.*",
            "linalg.*",
            "memref.*",
            "scf.*",
            "tensor.*",
            "test.*",
            "vector.*",
        ],
        &["arith.*"],
    ),
    (&["arith.*", "vector.*"], &["ub.poison"]),
];

impl Conditions {
    /// The conditions of a transformation that only introduces `kinds`.
    pub const fn introducing(kinds: &'static [&'static str]) -> Self {
        Self {
            requires: &[],
            removes: &[],
            introduces: kinds,
            introduces_if: &[],
        }
    }

    /// The conditions of a simplification: it stays within the dialects
    /// present ([`WITHIN_DIALECTS`]).
    pub const fn within_dialects() -> Self {
        Self {
            requires: &[],
            removes: &[],
            introduces: &[],
            introduces_if: WITHIN_DIALECTS,
        }
    }
}

/// A set of op kinds (`name` or `name[variant]`), or dialect wildcards
/// standing for "some ops of that dialect".
pub type OpKinds = BTreeSet<String>;

/// The op name of a kind (`memref.subview` of `memref.subview[static]`).
pub fn kind_name(kind: &str) -> &str {
    kind.split('[').next().unwrap_or(kind)
}

/// The dialect of a kind or wildcard.
pub fn kind_dialect(kind: &str) -> &str {
    kind.split('.').next().unwrap_or(kind)
}

/// Whether pattern `pattern` matches kind `kind`. `interface` answers
/// whether the op named by its first argument implements the interface
/// named by its second.
pub fn matches(pattern: &str, kind: &str, interface: &dyn Fn(&str, &str) -> bool) -> bool {
    if let Some(iface) = pattern.strip_prefix("interface:") {
        return interface(kind_name(kind), iface);
    }
    if let Some(dialect) = pattern.strip_suffix(".*") {
        return kind_dialect(kind) == dialect;
    }
    if kind.ends_with(".*") {
        // A wildcard kind ("some ops of the dialect") may contain the op.
        return kind_dialect(kind) == kind_dialect(pattern);
    }
    if pattern.contains('[') {
        return pattern == kind;
    }
    pattern == kind_name(kind)
}

/// Whether some kind of `kinds` matches one of `patterns`.
pub fn any_matches(patterns: &[&str], kinds: &OpKinds, interface: &dyn Fn(&str, &str) -> bool) -> bool {
    kinds
        .iter()
        .any(|k| patterns.iter().any(|p| matches(p, k, interface)))
}

impl Conditions {
    /// Whether the conditions declare anything.
    pub fn is_declared(&self) -> bool {
        !(self.requires.is_empty()
            && self.removes.is_empty()
            && self.introduces.is_empty()
            && self.introduces_if.is_empty())
    }

    /// The kinds after the transformation, given those before: what it
    /// removes goes, what it introduces (unconditionally, or because its
    /// trigger is present) comes, each introduced kind with the transform
    /// that introduced it recorded by the caller.
    pub fn apply(&self, before: &OpKinds, interface: &dyn Fn(&str, &str) -> bool) -> (OpKinds, Vec<String>) {
        let mut introduced: Vec<String> = self.introduces.iter().map(|s| s.to_string()).collect();
        for (trigger, kinds) in self.introduces_if {
            if any_matches(trigger, before, interface) {
                introduced.extend(kinds.iter().map(|s| s.to_string()));
            }
        }
        let mut after: OpKinds = before
            .iter()
            .filter(|k| !self.removes.iter().any(|p| matches(p, k, interface)))
            .cloned()
            .collect();
        for k in &introduced {
            after.insert(k.clone());
        }
        (after, introduced)
    }
}

/// The kind of payload op `op`: its name, with the variant it satisfies
/// when its definition declares variants (`memref.subview[static]`).
pub fn op_kind(op: OpRef<'_>) -> String {
    let name = op.name_str().to_string();
    match op.def().and_then(|d| d.interfaces.get::<OpVariant>()) {
        Some(v) => format!("{name}[{}]", if (v.check)(op) { v.holds } else { v.otherwise }),
        None => name,
    }
}

/// The kinds of the ops under `op` (included), leaving out transform
/// scripts (modules marked `transform.with_named_sequence`).
pub fn payload_kinds(ctx: &Context, body: &Body, op: OpId, out: &mut OpKinds) {
    let opref = OpRef::new(ctx, body, op);
    if opref
        .discardable_attrs()
        .iter()
        .any(|(n, _)| ctx.ident_str(*n) == "transform.with_named_sequence")
    {
        return;
    }
    out.insert(op_kind(opref));
    let (rb, regions) = body.op_regions(op);
    for &r in regions {
        for b in rb.region_blocks(r) {
            for inner in rb.block_ops(b) {
                payload_kinds(ctx, rb, inner, out);
            }
        }
    }
}

/// Whether the op named `name` implements the interface named `iface`.
pub fn implements(ctx: &Context, name: &str, iface: &str) -> bool {
    let Some(def) = ctx.op_def(ctx.op_name(name)) else {
        return false;
    };
    match iface {
        "LoopLikeOpInterface" => def
            .interfaces
            .get::<strata_ir::interfaces::LoopLikeOpInterface>()
            .is_some(),
        "DestinationStyleOpInterface" => def
            .interfaces
            .get::<strata_ir::bufferization::DestinationStyleOpInterface>()
            .is_some(),
        "TilingInterface" => def
            .interfaces
            .get::<strata_ir::tiling::TilingInterface>()
            .is_some(),
        _ => false,
    }
}

/// `--verify-conditions`: runs each pass and checks that the op kinds it
/// left match its declaration: an error for a kind it introduced without
/// declaring it, a warning for a kind it declares to remove that is still
/// there. Passes that declare nothing are not checked.
pub struct VerifyConditions;

impl crate::PassInstrumentation for VerifyConditions {
    fn run_pass(
        &self,
        ctx: &Context,
        pass: &dyn crate::Pass,
        op: &mut strata_ir::IsolatedOpMut<'_>,
        _top_level: bool,
        run: &mut dyn FnMut(&mut strata_ir::IsolatedOpMut<'_>) -> strata_ir::LogicalResult,
        _out: &mut dyn FnMut(String),
    ) -> strata_ir::LogicalResult {
        let c = pass.conditions();
        if !c.is_declared() {
            return run(op);
        }
        let kinds = |op: &mut strata_ir::IsolatedOpMut<'_>| {
            op.with_standalone(|body, root| {
                let mut k = OpKinds::new();
                payload_kinds(ctx, body, root, &mut k);
                (k, body.op_loc(root))
            })
        };
        let (before, _) = kinds(op);
        run(op)?;
        let (after, loc) = kinds(op);
        let iface = |n: &str, i: &str| implements(ctx, n, i);
        let (expected, _) = c.apply(&before, &iface);
        let mut failed = false;
        for k in &after {
            if before.contains(k) {
                if c.removes.iter().any(|p| matches(p, k, &iface)) {
                    ctx.emit(strata_ir::Diagnostic::warning(
                        loc,
                        format!(
                            "'{}' declares that it removes '{k}', but '{k}' is still present after it",
                            pass.argument()
                        ),
                    ));
                }
                continue;
            }
            let declared = expected.iter().any(|e| matches(e, k, &iface) || e == k);
            if !declared {
                ctx.emit(strata_ir::Diagnostic::error(
                    loc,
                    format!(
                        "'{}' introduced '{k}', which its declared conditions do not list",
                        pass.argument()
                    ),
                ));
                failed = true;
            }
        }
        if failed {
            Err(strata_ir::Failed)
        } else {
            Ok(())
        }
    }

    fn write(&self, _text: &str) {}
}

/// Two instrumentations, `outer` around `inner`.
pub struct Chain(
    pub std::sync::Arc<dyn crate::PassInstrumentation>,
    pub std::sync::Arc<dyn crate::PassInstrumentation>,
);

impl crate::PassInstrumentation for Chain {
    fn run_pass(
        &self,
        ctx: &Context,
        pass: &dyn crate::Pass,
        op: &mut strata_ir::IsolatedOpMut<'_>,
        top_level: bool,
        run: &mut dyn FnMut(&mut strata_ir::IsolatedOpMut<'_>) -> strata_ir::LogicalResult,
        out: &mut dyn FnMut(String),
    ) -> strata_ir::LogicalResult {
        let inner = &self.1;
        let mut texts: Vec<String> = Vec::new();
        let r = self.0.run_pass(
            ctx,
            pass,
            op,
            top_level,
            &mut |op| inner.run_pass(ctx, pass, op, top_level, run, &mut |t| texts.push(t)),
            out,
        );
        for t in texts {
            out(t);
        }
        r
    }

    fn write(&self, text: &str) {
        self.0.write(text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_iface(_: &str, _: &str) -> bool {
        false
    }

    #[test]
    fn patterns_match_names_variants_and_wildcards() {
        assert!(matches("scf.*", "scf.for", &no_iface));
        assert!(matches("memref.subview", "memref.subview[static]", &no_iface));
        assert!(!matches(
            "memref.subview[dynamic]",
            "memref.subview[static]",
            &no_iface
        ));
        assert!(matches("llvm.add", "llvm.*", &no_iface));
        assert!(!matches("arith.addi", "llvm.*", &no_iface));
    }

    #[test]
    fn applying_removes_then_introduces() {
        const C: Conditions = Conditions {
            requires: &[],
            removes: &["scf.*"],
            introduces: &["cf.br"],
            introduces_if: &[(&["scf.while"], &["cf.cond_br"])],
        };
        let before: OpKinds = ["scf.for", "arith.addi"].iter().map(|s| s.to_string()).collect();
        let (after, introduced) = C.apply(&before, &no_iface);
        assert_eq!(after.into_iter().collect::<Vec<_>>(), vec!["arith.addi", "cf.br"]);
        assert_eq!(introduced, vec!["cf.br"]);
    }
}
