//! [`ConversionTarget`]: which ops are legal after a conversion (MLIR's
//! `ConversionTarget`).

use std::sync::Arc;

use rustc_hash::FxHashMap;
use strata_ir::OpRef;

/// A legality callback: whether a given op is legal.
pub type LegalityFn = Arc<dyn Fn(OpRef<'_>) -> bool + Send + Sync>;

/// How an op (or dialect) is legalized.
#[derive(Clone)]
enum Action {
    Legal,
    /// Legal when the callback says so; without one, the dialect's or the
    /// unknown-op callback decides.
    Dynamic(Option<LegalityFn>),
    Illegal,
}

/// The legalization action that applies to an op name (MLIR's
/// `LegalizationAction`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LegalizationAction {
    /// Always legal.
    Legal,
    /// Legal when a callback accepts the op.
    Dynamic,
    /// Never legal: the op must be converted.
    Illegal,
}

/// What [`ConversionTarget::is_legal`] reports about a legal op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LegalOpDetails {
    /// The ops nested in the op are legal too and are not visited.
    pub recursively_legal: bool,
}

/// The target of a conversion: ops and dialects marked legal, dynamically
/// legal (decided per op by a callback) or illegal; other ops are of
/// unknown legality unless [`ConversionTarget::mark_unknown_ops_dynamically_legal`]
/// gives a callback for them.
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Action>,
    dialects: FxHashMap<String, Action>,
    recursive: FxHashMap<String, Option<LegalityFn>>,
    unknown: Option<LegalityFn>,
}

impl ConversionTarget {
    /// A target with no legal or illegal op: every op is of unknown
    /// legality.
    pub fn new() -> ConversionTarget {
        ConversionTarget::default()
    }

    /// Marks the ops named `name` legal, whatever their dialect's action.
    pub fn add_legal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Action::Legal);
        self
    }

    /// Marks the ops named `name` illegal, whatever their dialect's action.
    pub fn add_illegal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Action::Illegal);
        self
    }

    /// Marks `name` dynamically legal, decided by `f`.
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        f: impl Fn(OpRef<'_>) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.ops
            .insert(name.to_string(), Action::Dynamic(Some(Arc::new(f))));
        self
    }

    /// Marks the ops of `dialect` legal, except those with an action of
    /// their own.
    pub fn add_legal_dialect(&mut self, dialect: &str) -> &mut Self {
        self.dialects.insert(dialect.to_string(), Action::Legal);
        self
    }

    /// Marks the ops of `dialect` illegal, except those with an action of
    /// their own.
    pub fn add_illegal_dialect(&mut self, dialect: &str) -> &mut Self {
        self.dialects.insert(dialect.to_string(), Action::Illegal);
        self
    }

    /// Marks the ops of `dialect` dynamically legal, decided by `f` unless
    /// an op has its own callback.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        dialect: &str,
        f: impl Fn(OpRef<'_>) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.dialects
            .insert(dialect.to_string(), Action::Dynamic(Some(Arc::new(f))));
        self
    }

    /// Ops with no legality of their own nor of their dialect are legal
    /// when `f` says so, and illegal otherwise.
    pub fn mark_unknown_ops_dynamically_legal(
        &mut self,
        f: impl Fn(OpRef<'_>) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.unknown = Some(Arc::new(f));
        self
    }

    /// When an op named `name` is legal, the ops nested in it are legal
    /// too (if `f` is given: when `f` holds for the op).
    pub fn mark_op_recursively_legal(&mut self, name: &str, f: Option<LegalityFn>) -> &mut Self {
        self.recursive.insert(name.to_string(), f);
        self
    }

    /// The action and legality callback that apply to an op named `name`.
    fn info(&self, name: &str) -> Option<(LegalizationAction, Option<&LegalityFn>)> {
        let dialect = name.split_once('.').map_or("", |(d, _)| d);
        let dialect_action = self.dialects.get(dialect);
        let fallback = || match dialect_action {
            Some(Action::Dynamic(Some(f))) => Some(f),
            _ => self.unknown.as_ref(),
        };
        let kind = |a: &Action| match a {
            Action::Legal => LegalizationAction::Legal,
            Action::Dynamic(_) => LegalizationAction::Dynamic,
            Action::Illegal => LegalizationAction::Illegal,
        };
        if let Some(a) = self.ops.get(name) {
            return Some(match a {
                Action::Dynamic(Some(f)) => (kind(a), Some(f)),
                Action::Dynamic(None) => (kind(a), fallback()),
                _ => (kind(a), None),
            });
        }
        if let Some(a) = dialect_action {
            return Some(match a {
                Action::Dynamic(f) => (kind(a), f.as_ref().or(self.unknown.as_ref())),
                _ => (kind(a), None),
            });
        }
        self.unknown
            .as_ref()
            .map(|f| (LegalizationAction::Dynamic, Some(f)))
    }

    /// The action for ops named `name`, if any applies.
    pub fn op_action(&self, name: &str) -> Option<LegalizationAction> {
        self.info(name).map(|(a, _)| a)
    }

    /// `Some` if `op` is legal (with whether it is recursively legal),
    /// `None` if it is illegal or of unknown legality.
    pub fn is_legal(&self, op: OpRef<'_>) -> Option<LegalOpDetails> {
        let name = op.name_str();
        let (action, f) = self.info(name)?;
        let legal = match action {
            LegalizationAction::Legal => true,
            LegalizationAction::Illegal => false,
            LegalizationAction::Dynamic => f.is_some_and(|f| f(op)),
        };
        if !legal {
            return None;
        }
        let recursively_legal = match self.recursive.get(name) {
            Some(None) => true,
            Some(Some(f)) => f(op),
            None => false,
        };
        Some(LegalOpDetails { recursively_legal })
    }

    /// Whether `op` is explicitly illegal: marked illegal, or dynamically
    /// legal with a callback that rejects it.
    pub fn is_illegal(&self, op: OpRef<'_>) -> bool {
        match self.info(op.name_str()) {
            Some((LegalizationAction::Illegal, _)) => true,
            Some((LegalizationAction::Dynamic, Some(f))) => !f(op),
            _ => false,
        }
    }
}
