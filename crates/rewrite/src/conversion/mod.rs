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
    apply_analysis_conversion, apply_full_conversion, apply_partial_conversion, ConversionConfig, Legalizable,
};
pub use func::{
    convert_branch_op_types, func_signature_patterns, is_legal_for_branch_op_interface, CallOpTypeConversion,
    FuncOpSignatureConversion, ReturnOpTypeConversion,
};
pub use reconcile::{collect_unrealized_casts, reconcile_all_unrealized_casts, reconcile_unrealized_casts};
pub use rewriter::{ConversionPatternRewriter, OpAdaptor, ValueList};
pub use target::{ConversionTarget, LegalOpDetails, LegalityFn};
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
    fn root(&self) -> PatternRoot;

    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }

    fn debug_name(&self) -> &str;

    /// The type converter operands are converted with; without one, the
    /// pattern receives the most recent replacement of each operand.
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        None
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
}

impl ConversionPatternSet {
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
        ConversionPatternSet { by_name, any }
    }

    /// The patterns to try on an op named `name`, best first.
    pub fn patterns_for(&self, name: OpName) -> &[Arc<dyn ConversionPattern>] {
        self.by_name.get(&name).map_or(&self.any, |v| v)
    }
}
