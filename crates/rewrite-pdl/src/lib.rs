//! Rewrite patterns given as data: a `pdl_interp` pattern module compiled
//! to a compact bytecode ([`bytecode`]) and executed ([`exec`]) as an
//! ordinary [`RewritePattern`], so PDL patterns and Rust patterns mix in
//! one pattern set and run under the greedy driver (MLIR's
//! `PDLPatternModule` and `PDLByteCode`).
//!
//! Native constraints and rewrites (`pdl_interp.apply_constraint`,
//! `pdl_interp.apply_rewrite`) are Rust closures registered by name on
//! the [`PdlPatternModule`].

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod apply_pass;
pub mod bytecode;
pub mod exec;
pub mod options;
pub mod pdll_passes;
pub mod rewriter;
pub mod test_pass;
pub mod transform_ext;

#[cfg(test)]
mod tests;

use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::{Attribute, Body, Context, Diagnostic, OpId, OpName, Type, ValueId};
use strata_rewrite::conversion::{ConversionPattern, ConversionPatternRewriter, OpAdaptor, TypeConverter};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

pub use rewriter::PdlRewriter;

pub use bytecode::{ByteCode, CompileError};
pub use options::PdlOptions;

/// A value of the pattern interpreter: a handle to IR or a range of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdlValue {
    /// Nothing (a failed navigation).
    Null,
    /// An attribute.
    Attribute(Attribute),
    /// An op.
    Operation(OpId),
    /// A type.
    Type(Type),
    /// A value.
    Value(ValueId),
    /// Attributes.
    AttributeRange(Vec<Attribute>),
    /// Ops.
    OperationRange(Vec<OpId>),
    /// Types.
    TypeRange(Vec<Type>),
    /// Values.
    ValueRange(Vec<ValueId>),
}

impl PdlValue {
    /// The number of elements of a range (0 for anything else).
    pub fn range_len(&self) -> usize {
        match self {
            PdlValue::AttributeRange(v) => v.len(),
            PdlValue::OperationRange(v) => v.len(),
            PdlValue::TypeRange(v) => v.len(),
            PdlValue::ValueRange(v) => v.len(),
            _ => 0,
        }
    }

    /// Element `i` of a range, if it has one.
    pub fn range_element(&self, i: usize) -> Option<PdlValue> {
        match self {
            PdlValue::AttributeRange(v) => v.get(i).map(|&x| PdlValue::Attribute(x)),
            PdlValue::OperationRange(v) => v.get(i).map(|&x| PdlValue::Operation(x)),
            PdlValue::TypeRange(v) => v.get(i).map(|&x| PdlValue::Type(x)),
            PdlValue::ValueRange(v) => v.get(i).map(|&x| PdlValue::Value(x)),
            _ => None,
        }
    }
}

/// A native constraint: `Some(results)` when it holds, `None` when not.
pub type ConstraintFn = Arc<dyn Fn(&mut dyn PdlRewriter, &[PdlValue]) -> Option<Vec<PdlValue>> + Send + Sync>;
/// A native rewrite: `Some(results)` on success, `None` to fail the
/// rewrite.
pub type RewriteFn = Arc<dyn Fn(&mut dyn PdlRewriter, &[PdlValue]) -> Option<Vec<PdlValue>> + Send + Sync>;

/// The native functions patterns may call, by name.
#[derive(Clone, Default)]
pub struct Natives {
    /// Constraints.
    pub constraints: FxHashMap<String, ConstraintFn>,
    /// Rewrites.
    pub rewrites: FxHashMap<String, RewriteFn>,
}

/// A compiled pattern module with its native functions.
#[derive(Clone)]
pub struct PdlPatternModule {
    code: Arc<ByteCode>,
    natives: Natives,
}

impl PdlPatternModule {
    /// Compiles the pattern module whose top-level ops are in `body`:
    /// `pdl.pattern`s (converted to `pdl_interp` first, as MLIR's frozen
    /// pattern sets do) or an already converted module
    /// (`pdl_interp.func @matcher` and `module @rewriters`).
    pub fn new(ctx: &Context, body: &Body) -> Result<PdlPatternModule, CompileError> {
        PdlPatternModule::with_options(ctx, body, PdlOptions::default())
    }

    /// [`PdlPatternModule::new`] with the matching options of
    /// [`PdlOptions`]. They apply to `pdl.pattern`s (an already converted
    /// module is taken as it is): each is given the constraints the
    /// options ask for before it is converted.
    pub fn with_options(
        ctx: &Context,
        body: &Body,
        options: PdlOptions,
    ) -> Result<PdlPatternModule, CompileError> {
        let has_patterns = body
            .root_regions()
            .first()
            .and_then(|&r| body.region_entry(r))
            .is_some_and(|b| {
                body.block_ops(b)
                    .any(|o| ctx.op_name_str(body.op_name(o)) == "pdl.pattern")
            });
        let code = if has_patterns {
            let mut converted = body.clone();
            options.constrain(ctx, &mut converted);
            strata_conversions::pdl_to_pdl_interp::convert_module(ctx, &mut converted, ctx.unknown_loc())
                .map_err(|(loc, message)| CompileError { loc, message })?;
            bytecode::compile(ctx, &converted)?
        } else {
            bytecode::compile(ctx, body)?
        };
        let mut m = PdlPatternModule {
            code: Arc::new(code),
            natives: Natives::default(),
        };
        options::register_natives(&mut m);
        Ok(m)
    }

    /// Registers the rewrites giving PDL patterns the type converter of
    /// the conversion they run in (MLIR's `registerConversionPDLFunctions`):
    /// `convertValue` and `convertValues` (the values operands stand for at
    /// this point of the conversion, of the converted types, materialized
    /// if needed), `convertType` and `convertTypes` (types converted; as
    /// they are without a type converter). Each fails the rewrite when a
    /// type does not convert.
    pub fn register_conversion_functions(&mut self) {
        self.register_rewrite(
            "convertValue",
            Arc::new(|rw, args| match args {
                [PdlValue::Value(v)] => {
                    let out = rw.remapped_values(&[*v])?;
                    Some(vec![PdlValue::Value(*out.first()?)])
                }
                _ => None,
            }),
        );
        self.register_rewrite(
            "convertValues",
            Arc::new(|rw, args| match args {
                [PdlValue::ValueRange(vs)] => Some(vec![PdlValue::ValueRange(rw.remapped_values(vs)?)]),
                [PdlValue::Value(v)] => Some(vec![PdlValue::ValueRange(rw.remapped_values(&[*v])?)]),
                _ => None,
            }),
        );
        self.register_rewrite(
            "convertType",
            Arc::new(|rw, args| match args {
                [PdlValue::Type(t)] => match rw.type_converter() {
                    Some(tc) => Some(vec![PdlValue::Type(tc.convert_type(rw.ctx(), *t)?)]),
                    None => Some(vec![PdlValue::Type(*t)]),
                },
                _ => None,
            }),
        );
        self.register_rewrite(
            "convertTypes",
            Arc::new(|rw, args| match args {
                [PdlValue::TypeRange(ts)] => Some(vec![PdlValue::TypeRange(rw.convert_types(ts)?)]),
                [PdlValue::Type(t)] => Some(vec![PdlValue::TypeRange(rw.convert_types(&[*t])?)]),
                _ => None,
            }),
        );
    }

    /// The compiled code.
    pub fn bytecode(&self) -> &ByteCode {
        &self.code
    }

    /// The registered native functions.
    pub fn natives(&self) -> &Natives {
        &self.natives
    }

    /// Registers a constraint; registering a name again keeps the first.
    pub fn register_constraint(&mut self, name: &str, f: ConstraintFn) {
        self.natives.constraints.entry(name.to_string()).or_insert(f);
    }

    /// Registers a rewrite; registering a name again keeps the first.
    pub fn register_rewrite(&mut self, name: &str, f: RewriteFn) {
        self.natives.rewrites.entry(name.to_string()).or_insert(f);
    }

    /// The natives the code calls that are not registered, as
    /// `(kind, name)`.
    pub fn missing_natives(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        let funcs = std::iter::once(&self.code.matcher).chain(&self.code.rewriters);
        for f in funcs {
            for i in &f.code {
                match i {
                    bytecode::Instr::ApplyConstraint { name, .. }
                        if !self.natives.constraints.contains_key(&**name) =>
                    {
                        out.push(("constraint", name.to_string()))
                    }
                    bytecode::Instr::ApplyRewrite { name, .. }
                        if !self.natives.rewrites.contains_key(&**name) =>
                    {
                        out.push(("rewrite", name.to_string()))
                    }
                    _ => {}
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// The module as rewrite patterns for a pattern set: one per benefit
    /// its patterns have, each applying the best match of its benefit, so
    /// that PDL patterns take their places among Rust patterns by benefit
    /// (as MLIR's pattern applicator merges the bytecode's matches with
    /// the other patterns).
    pub fn into_patterns(self) -> Vec<Box<dyn RewritePattern>> {
        self.bytecode_patterns()
            .into_iter()
            .map(|p| Box::new(p) as Box<dyn RewritePattern>)
            .collect()
    }

    fn bytecode_patterns(self) -> Vec<PdlBytecodePattern> {
        let mut benefits: Vec<u16> = self.code.patterns.iter().map(|p| p.benefit).collect();
        benefits.sort_unstable_by(|a, b| b.cmp(a));
        benefits.dedup();
        let natives = Arc::new(self.natives);
        benefits
            .into_iter()
            .map(|benefit| {
                // The ops the patterns of this benefit can match, when all
                // of them name their root: others are not worth a run.
                let roots: Option<FxHashSet<OpName>> = self
                    .code
                    .patterns
                    .iter()
                    .filter(|p| p.benefit == benefit)
                    .map(|p| p.root)
                    .collect();
                PdlBytecodePattern {
                    code: self.code.clone(),
                    natives: natives.clone(),
                    benefit,
                    roots,
                }
            })
            .collect()
    }

    /// The module as conversion patterns, for a pattern set of the
    /// dialect-conversion driver beside Rust patterns (grouped by benefit
    /// as [`PdlPatternModule::into_patterns`]). `converter` is the type
    /// converter the conversion natives use while these patterns rewrite
    /// (MLIR's `PDLConversionConfig`); the patterns receive their
    /// operands unconverted, as MLIR's PDL patterns do.
    pub fn into_conversion_patterns(
        self,
        converter: Option<Arc<TypeConverter>>,
    ) -> Vec<Box<dyn ConversionPattern>> {
        self.bytecode_patterns()
            .into_iter()
            .map(|p| {
                Box::new(PdlConversionPattern {
                    inner: p,
                    converter: converter.clone(),
                }) as Box<dyn ConversionPattern>
            })
            .collect()
    }
}

/// A pattern of the bytecode applied by the dialect-conversion driver.
struct PdlConversionPattern {
    inner: PdlBytecodePattern,
    converter: Option<Arc<TypeConverter>>,
}

impl ConversionPattern for PdlConversionPattern {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn benefit(&self) -> u16 {
        self.inner.benefit()
    }

    fn debug_name(&self) -> &str {
        "PDLByteCodePattern"
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.converter.as_ref()
    }

    fn remaps_operands(&self) -> bool {
        false
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &OpAdaptor,
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        self.inner.apply(rewriter.ctx, op, rewriter)
    }
}

struct PdlBytecodePattern {
    code: Arc<ByteCode>,
    natives: Arc<Natives>,
    benefit: u16,
    roots: Option<FxHashSet<OpName>>,
}

impl RewritePattern for PdlBytecodePattern {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn debug_name(&self) -> &str {
        "PDLByteCodePattern"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        self.apply(rewriter.ctx, op, rewriter)
    }
}

impl PdlBytecodePattern {
    /// Matches `op` and applies the best match of the pattern's benefit
    /// that rewrites.
    fn apply<R: PdlRewriter>(&self, ctx: &Context, op: OpId, rewriter: &mut R) -> bool {
        if self
            .roots
            .as_ref()
            .is_some_and(|r| !r.contains(&rewriter.body().op_name(op)))
        {
            return false;
        }
        let matches = exec::run_matcher(ctx, &self.code, &self.natives, rewriter, op);
        for m in matches.iter().filter(|m| m.benefit == self.benefit) {
            let r = exec::run_rewriter(ctx, &self.code, &self.natives, rewriter, op, m);
            // A rewrite that failed after changing the IR still changed it
            // (and counts as a rewrite, so the driver's limits hold).
            if r.succeeded || r.changed {
                return true;
            }
        }
        false
    }
}

/// Reports a compile error through the context.
pub fn emit_compile_error(ctx: &Context, e: &CompileError) {
    ctx.emit(Diagnostic::error(e.loc, e.message.clone()));
}
