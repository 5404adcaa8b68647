//! Dialect conversion (MLIR's `DialectConversion`): a [`ConversionTarget`]
//! says which ops are legal, a [`TypeConverter`] how types convert, and
//! [`ConversionPattern`]s rewrite illegal ops through a
//! [`ConversionPatternRewriter`], receiving their operands already
//! remapped. The drivers ([`apply_partial_conversion`],
//! [`apply_full_conversion`], [`apply_analysis_conversion`]) legalize every
//! op of a body and of the bodies of the isolated ops nested in it, and
//! roll everything back on failure.

mod driver;
mod func;
mod reconcile;
mod rewriter;
mod target;
mod type_converter;

#[cfg(test)]
mod tests;

pub use driver::{
    apply_analysis_conversion, apply_conversion_to_op, apply_full_conversion, apply_partial_conversion,
    apply_partial_conversion_collecting, ConversionConfig, FoldingMode, NestedOps, ReplacedOp, Replacements,
};
pub use func::{
    convert_branch_op_types, func_signature_patterns, is_legal_for_branch_op_interface, CallOpTypeConversion,
    FuncOpSignatureConversion, ReturnOpTypeConversion,
};
pub use reconcile::{collect_unrealized_casts, reconcile_all_unrealized_casts, reconcile_unrealized_casts};
pub use rewriter::{ConversionPatternRewriter, OpAdaptor, ValueList};
pub use target::{ConversionTarget, LegalOpDetails, LegalityFn, LegalizationAction};
pub use type_converter::{
    cast_state, InputMapping, MaterializationBuilder, SignatureConversion, SourceMaterializationFn,
    TargetMaterializationFn, TypeConversion, TypeConverter, Types,
};

use std::sync::Arc;

use rustc_hash::FxHashMap;
use strata_ir::{Context, OpId, OpName};

use crate::PatternRoot;

/// A conversion pattern (MLIR's `ConversionPattern`): rooted on an op
/// name (or any op), with a benefit, and optionally a type converter that
/// the driver uses to remap the operands it receives.
pub trait ConversionPattern: Send + Sync {
    /// The ops the pattern is tried on.
    fn root(&self) -> PatternRoot;

    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }

    /// A name identifying the pattern, for filtering a pattern list
    /// (mostly the name of MLIR's pattern class).
    fn debug_name(&self) -> &str;

    /// The names of the ops the pattern may create, which order the
    /// patterns of an op by legalization depth (see
    /// `ConversionPatternSet::ordered_for`). Empty when unknown.
    fn generated_ops(&self) -> &[&'static str] {
        &[]
    }

    /// The type converter operands are converted with; without one, the
    /// pattern receives the most recent replacement of each operand.
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        None
    }

    /// Whether the driver hands the pattern its operands remapped (by the
    /// type converter, if any) in the adaptor. Patterns that remap what
    /// they need themselves (PDL patterns, through
    /// [`ConversionPatternRewriter::get_remapped_values`]) say no and get
    /// an empty adaptor: nothing is materialized for them up front.
    fn remaps_operands(&self) -> bool {
        true
    }

    /// Matches `op` and rewrites it through `rewriter`, returning true on
    /// success. A pattern that fails may leave changes behind: the driver
    /// rolls them back.
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool;
}

/// Conversion patterns indexed by root, each list sorted by decreasing
/// benefit (stable: among equal benefits, in the order given, op-specific
/// patterns before those matching any op).
#[derive(Clone, Default)]
pub struct ConversionPatternSet {
    by_name: FxHashMap<OpName, Vec<Arc<dyn ConversionPattern>>>,
    any: Vec<Arc<dyn ConversionPattern>>,
    all: Vec<Arc<dyn ConversionPattern>>,
}

/// The patterns of a conversion in the order the legalizer tries them for
/// a given target (MLIR's legalization graph and cost model).
pub(crate) struct OrderedPatterns {
    by_name: FxHashMap<OpName, Vec<Arc<dyn ConversionPattern>>>,
    any: Vec<Arc<dyn ConversionPattern>>,
}

impl OrderedPatterns {
    pub(crate) fn patterns_for(&self, name: OpName) -> &[Arc<dyn ConversionPattern>] {
        self.by_name.get(&name).map_or(&self.any, |v| v)
    }
}

impl ConversionPatternSet {
    /// Indexes `patterns` by root: each op name's list holds the patterns
    /// rooted on it and those rooted on any op, by decreasing benefit.
    pub fn new(ctx: &Context, patterns: Vec<Box<dyn ConversionPattern>>) -> ConversionPatternSet {
        let patterns: Vec<Arc<dyn ConversionPattern>> = patterns.into_iter().map(Arc::from).collect();
        let mut any: Vec<Arc<dyn ConversionPattern>> = patterns
            .iter()
            .filter(|p| p.root() == PatternRoot::Any)
            .cloned()
            .collect();
        any.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        let mut by_name: FxHashMap<OpName, Vec<Arc<dyn ConversionPattern>>> = FxHashMap::default();
        for p in &patterns {
            if let PatternRoot::Op(name) = p.root() {
                by_name.entry(ctx.op_name(name)).or_default().push(p.clone());
            }
        }
        for v in by_name.values_mut() {
            v.extend(any.iter().cloned());
            v.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        }
        ConversionPatternSet {
            by_name,
            any,
            all: patterns,
        }
    }

    /// The order in which the legalizer tries the patterns for `target`,
    /// as MLIR's: patterns rooted on ops the target always accepts are
    /// dropped; unless some pattern matches any op, so are patterns whose
    /// generated ops can neither be legal nor be legalized. Each op's
    /// patterns are sorted by legalization depth (1 + the deepest depth
    /// of the ops they generate; 0 for an op without patterns), then by
    /// decreasing benefit; patterns matching any op are merged in by
    /// benefit relative to their position.
    pub(crate) fn ordered_for(&self, ctx: &Context, target: &ConversionTarget) -> OrderedPatterns {
        type P = Arc<dyn ConversionPattern>;
        let key = |p: &P| Arc::as_ptr(p) as *const () as usize;
        let mut any: Vec<P> = Vec::new();
        let mut rooted: Vec<P> = Vec::new();
        let mut parents: FxHashMap<&'static str, Vec<&'static str>> = FxHashMap::default();
        let mut invalid: FxHashMap<&'static str, Vec<P>> = FxHashMap::default();
        for p in &self.all {
            match p.root() {
                PatternRoot::Any => any.push(p.clone()),
                PatternRoot::Op(root) => {
                    if target.op_action(root) == Some(LegalizationAction::Legal) {
                        continue;
                    }
                    invalid.entry(root).or_default().push(p.clone());
                    for &g in p.generated_ops() {
                        parents.entry(g).or_default().push(root);
                    }
                    rooted.push(p.clone());
                }
            }
        }
        let root_of = |p: &P| match p.root() {
            PatternRoot::Op(r) => r,
            PatternRoot::Any => unreachable!("rooted pattern"),
        };
        let mut legalizer: FxHashMap<&'static str, Vec<P>> = FxHashMap::default();
        if !any.is_empty() {
            for p in &rooted {
                legalizer.entry(root_of(p)).or_default().push(p.clone());
            }
        } else {
            // A set-vector worklist, popped from the back.
            let mut worklist: Vec<P> = rooted.clone();
            let mut queued: rustc_hash::FxHashSet<usize> = worklist.iter().map(key).collect();
            while let Some(p) = worklist.pop() {
                queued.remove(&key(&p));
                let blocked = p.generated_ops().iter().any(|g| {
                    !legalizer.contains_key(g)
                        && matches!(target.op_action(g), None | Some(LegalizationAction::Illegal))
                });
                if blocked {
                    continue;
                }
                let root = root_of(&p);
                legalizer.entry(root).or_default().push(p.clone());
                if let Some(v) = invalid.get_mut(root) {
                    v.retain(|q| key(q) != key(&p));
                }
                for parent in parents.get(root).cloned().unwrap_or_default() {
                    for q in invalid.get(parent).cloned().unwrap_or_default() {
                        if queued.insert(key(&q)) {
                            worklist.push(q);
                        }
                    }
                }
            }
        }
        // Legalization depths, memoized; ops in progress count as
        // unreachable to cut cycles.
        let mut depth: FxHashMap<&'static str, usize> = FxHashMap::default();
        let roots: Vec<&'static str> = legalizer.keys().copied().collect();
        for r in roots {
            op_depth(r, &mut legalizer, &mut depth);
        }
        // Merge with the any-op patterns (in the order given) by
        // positional benefit.
        let mut by_name = FxHashMap::default();
        for (root, list) in legalizer {
            let n = list.len();
            let m = any.len();
            let (mut i, mut j) = (0, 0);
            let mut merged = Vec::with_capacity(n + m);
            while i < n || j < m {
                let take_any = j < m && (i >= n || n - i < m - j);
                if take_any {
                    merged.push(any[j].clone());
                    j += 1;
                } else {
                    merged.push(list[i].clone());
                    i += 1;
                }
            }
            by_name.insert(ctx.op_name(root), merged);
        }
        OrderedPatterns { by_name, any }
    }

    /// The patterns to try on an op named `name`, best first.
    pub fn patterns_for(&self, name: OpName) -> &[Arc<dyn ConversionPattern>] {
        self.by_name.get(&name).map_or(&self.any, |v| v)
    }
}

/// The legalization depth of `op`, sorting its patterns on the way.
fn op_depth(
    op: &'static str,
    legalizer: &mut FxHashMap<&'static str, Vec<Arc<dyn ConversionPattern>>>,
    depth: &mut FxHashMap<&'static str, usize>,
) -> usize {
    if let Some(&d) = depth.get(op) {
        return d;
    }
    let Some(patterns) = legalizer.get(op).filter(|v| !v.is_empty()).cloned() else {
        return 0;
    };
    depth.insert(op, usize::MAX);
    let mut by_depth = Vec::with_capacity(patterns.len());
    let mut min = usize::MAX;
    for p in patterns {
        let mut d = 1usize;
        for &g in p.generated_ops() {
            d = d.max(op_depth(g, legalizer, depth).saturating_add(1));
        }
        min = min.min(d);
        by_depth.push((p, d));
    }
    if by_depth.len() > 1 {
        by_depth.sort_by(|a, b| a.1.cmp(&b.1).then(b.0.benefit().cmp(&a.0.benefit())));
        legalizer.insert(op, by_depth.into_iter().map(|(p, _)| p).collect());
    }
    depth.insert(op, min);
    min
}
