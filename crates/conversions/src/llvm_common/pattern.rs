//! Building LLVM ops in conversion patterns, and the one-to-one lowering
//! shared by the many ops that map to exactly one LLVM op (MLIR's
//! `OneToOneConvertToLLVMPattern` / `VectorConvertToLLVMPattern` with
//! their attribute converters).

use std::sync::Arc;

use strata_dialect_llvm::{ICmpOp, SelectOp};
use strata_ir::{Attribute, Body, Context, Location, OpId, OpName, OperationState, Type, TypeKind, ValueId};
use strata_rewrite::conversion::{ConversionPattern, ConversionPatternRewriter, OpAdaptor, TypeConverter};
use strata_rewrite::PatternRoot;

use super::LlvmTypeConverter;

/// How a one-to-one lowering carries the source op's attributes over.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpAttrs {
    /// Every attribute as it is (MLIR's `AttrConvertPassThrough`).
    PassThrough,
    /// `fastmath` becomes `fastmathFlags` (`#llvm.fastmath` with the same
    /// flags); the others pass through.
    FastMath,
    /// `overflowFlags` becomes `#llvm.overflow` with the same flags; the
    /// others pass through.
    Overflow,
}

/// The properties and discardable attributes of an op named `target`
/// given `attrs`: those the op declares go to its properties.
pub fn split_attrs(ctx: &Context, target: OpName, attrs: &[(strata_ir::Ident, Attribute)]) -> OpAttributes {
    let def = ctx.op_def(target);
    let mut props = Vec::new();
    let mut discardable = Vec::new();
    for &(name, value) in attrs {
        let n = ctx.ident_str(name);
        let inherent = matches!(n, "operandSegmentSizes" | "resultSegmentSizes")
            || def.is_some_and(|d| d.inherent_attrs.contains(&n));
        if inherent {
            props.push((name, value));
        } else {
            discardable.push((name, value));
        }
    }
    OpAttributes {
        properties: (!props.is_empty()).then(|| ctx.dictionary_attr(&props)),
        attributes: (!discardable.is_empty()).then(|| ctx.dictionary_attr(&discardable)),
    }
}

/// The two attribute dictionaries of an op.
#[derive(Copy, Clone, Debug, Default)]
pub struct OpAttributes {
    /// The properties dictionary, `None` when empty.
    pub properties: Option<Attribute>,
    /// The discardable attribute dictionary, `None` when empty.
    pub attributes: Option<Attribute>,
}

/// All attributes of `op`, properties first (MLIR's `getAttrs`).
pub fn all_attrs(ctx: &Context, body: &strata_ir::Body, op: OpId) -> Vec<(strata_ir::Ident, Attribute)> {
    let mut out = Vec::new();
    for dict in [body.op_properties(op), body.op_attr_dict(op)]
        .into_iter()
        .flatten()
    {
        out.extend_from_slice(ctx.dict_entries(dict));
    }
    out.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    out
}

/// Converts the attributes of `op` for an op named `target` as `how` says.
pub fn convert_attrs(
    ctx: &Context,
    body: &strata_ir::Body,
    op: OpId,
    target: OpName,
    how: OpAttrs,
) -> OpAttributes {
    let mut attrs = all_attrs(ctx, body, op);
    match how {
        OpAttrs::PassThrough => {}
        OpAttrs::FastMath => {
            if let Some(i) = attrs.iter().position(|(n, _)| ctx.ident_str(*n) == "fastmath") {
                let (_, a) = attrs.remove(i);
                if strata_dialect_arith::FASTMATH.attr_value(ctx, a).unwrap_or(0) != 0 {
                    if let Some(llvm) = super::arith_fastmath_to_llvm(ctx, a) {
                        attrs.push((ctx.ident("fastmathFlags"), llvm));
                    }
                }
            }
        }
        OpAttrs::Overflow => {
            if let Some(i) = attrs
                .iter()
                .position(|(n, _)| ctx.ident_str(*n) == "overflowFlags")
            {
                let (_, a) = attrs.remove(i);
                if strata_dialect_arith::OVERFLOW.attr_value(ctx, a).unwrap_or(0) != 0 {
                    if let Some(llvm) = super::arith_overflow_to_llvm(ctx, a) {
                        attrs.push((ctx.ident("overflowFlags"), llvm));
                    }
                }
            }
        }
    }
    split_attrs(ctx, target, &attrs)
}

/// Whether `t` is a vector type of more than one dimension, which the
/// one-to-one lowerings do not unroll.
fn is_nd_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { shape, .. } if shape.len() > 1)
}

/// Whether an operand or result of `op` is an N-D vector (lowered row by
/// row, see [`handle_multidimensional_vectors`]).
pub(crate) fn has_nd_vector(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.operand_types(op)
        .chain(body.result_types(op))
        .any(|t| is_nd_vector(ctx, t))
}

/// Lowers `source` to `target` with the same operands (converted), the
/// converted result types and the attributes converted as `attrs` says.
/// Fails on operands or results of N-D vector type.
pub struct OneToOne {
    /// The name of the op lowered.
    pub source: &'static str,
    /// The name of the op it is lowered to.
    pub target: &'static str,
    /// How the source op's attributes are converted.
    pub attrs: OpAttrs,
    /// The type converter of the results.
    pub converter: Arc<TypeConverter>,
    /// Whether the op is left alone when it has float operands or results
    /// of a type LLVM has no float for (MLIR's `FailOnUnsupportedFP`).
    pub fail_on_unsupported_fp: bool,
}

impl OneToOne {
    /// The pattern lowering `source` to `target` with `tc`'s type converter.
    pub fn new(source: &'static str, target: &'static str, attrs: OpAttrs, tc: &LlvmTypeConverter) -> Self {
        OneToOne {
            source,
            target,
            attrs,
            converter: tc.converter.clone(),
            fail_on_unsupported_fp: false,
        }
    }

    /// The same pattern, failing on float types LLVM does not have.
    pub fn failing_on_unsupported_fp(mut self) -> Self {
        self.fail_on_unsupported_fp = true;
        self
    }
}

/// Whether an operand or result of `op` is a float (or vector of floats)
/// of a type the converter turns into something other than an LLVM float
/// (the small float formats become integers): MLIR's
/// `opHasUnsupportedFloatingPointTypes`.
pub fn has_unsupported_fp(
    converter: &TypeConverter,
    ctx: &Context,
    body: &strata_ir::Body,
    op: OpId,
) -> bool {
    body.operand_types(op).chain(body.result_types(op)).any(|t| {
        let element = ctx.element_type(t).unwrap_or(t);
        matches!(ctx.type_kind(element), TypeKind::Float(_))
            && !converter
                .convert_type(ctx, element)
                .is_some_and(|c| matches!(ctx.type_kind(c), TypeKind::Float(_)))
    })
}

impl ConversionPattern for OneToOne {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.source)
    }

    fn debug_name(&self) -> &str {
        self.target
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn generated_ops(&self) -> &[&'static str] {
        std::slice::from_ref(&self.target)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let ctx = rw.ctx;
        let Some(operands) = adaptor.single_operands() else {
            return false;
        };
        let body = rw.body();
        if self.fail_on_unsupported_fp && has_unsupported_fp(&self.converter, ctx, body, op) {
            return false;
        }
        let mut results = Vec::new();
        for t in body.result_types(op) {
            let Some(c) = self.converter.convert_type(ctx, t) else {
                return false;
            };
            results.push(c);
        }
        let target = ctx.op_name(self.target);
        let attrs = convert_attrs(ctx, body, op, target, self.attrs);
        if has_nd_vector(ctx, body, op) {
            return unroll_nd(rw, op, &operands, target, attrs);
        }
        // A bitcast between types that convert to the same type folds
        // away, as the LLVM op's folder does once created.
        if self.target == "llvm.bitcast"
            && operands.len() == 1
            && results.len() == 1
            && body.value_type(operands[0]) == results[0]
        {
            rw.replace_op(op, &operands);
            return true;
        }
        let mut st = OperationState::new(target, body.op_loc(op));
        st.operands = operands;
        st.result_types = results;
        st.properties = attrs.properties;
        st.attributes = attrs.attributes;
        let new = rw.create(st);
        let values: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &values);
        true
    }
}

/// The leading dimensions of an n-D vector type (all but the last, which
/// alone may be scalable).
fn leading_dims(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. }
            if shape.len() > 1 && !scalable.iter().take(shape.len() - 1).any(|&s| s) =>
        {
            Some(shape[..shape.len() - 1].to_vec())
        }
        _ => None,
    }
}

/// The one-to-one lowering of an op on n-D vectors whose operands and
/// single result all have the same leading dimensions: the op on each
/// 1-D row.
fn unroll_nd(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    operands: &[ValueId],
    target: OpName,
    attrs: OpAttributes,
) -> bool {
    let loc = rw.body().op_loc(op);
    handle_multidimensional_vectors(rw, op, operands, &mut |rw, row, args| {
        let mut st = OperationState::new(target, loc);
        st.operands = args.to_vec();
        st.result_types = vec![row];
        st.properties = attrs.properties;
        st.attributes = attrs.attributes;
        let new = rw.create(st);
        rw.body().result(new, 0)
    })
}

/// Lowers an op on n-D vectors whose operands and single result all have
/// the same leading dimensions row by row: each 1-D row of the (converted)
/// operands is taken with `llvm.extractvalue`, `build` computes the row of
/// the result (given its LLVM type), and the rows are put together with
/// `llvm.insertvalue` (MLIR's `handleMultidimensionalVectors`).
pub fn handle_multidimensional_vectors(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    operands: &[ValueId],
    build: &mut dyn FnMut(&mut ConversionPatternRewriter<'_>, Type, &[ValueId]) -> ValueId,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let results: Vec<Type> = body.result_types(op).collect();
    let [result] = results.as_slice() else {
        return false;
    };
    let Some(dims) = leading_dims(ctx, *result) else {
        return false;
    };
    if body
        .operand_types(op)
        .any(|t| leading_dims(ctx, t).as_ref() != Some(&dims))
    {
        return false;
    }
    // The converted row types: the innermost element of each array.
    let row = |t: Type| {
        let mut t = t;
        while let Some(strata_dialect_llvm::types::LlvmType::Array { element, .. }) =
            strata_dialect_llvm::types::llvm_type(ctx, t)
        {
            t = element;
        }
        t
    };
    let operand_rows: Vec<Type> = operands.iter().map(|&v| row(body.value_type(v))).collect();
    let Some(res_ll) = rw.type_converter().and_then(|tc| tc.convert_type(ctx, *result)) else {
        return false;
    };
    let res_row = row(res_ll);
    let mut acc = super::descriptor::poison(rw, res_ll, loc);
    let mut positions: Vec<Vec<i64>> = vec![Vec::new()];
    for &d in &dims {
        positions = positions
            .into_iter()
            .flat_map(|p| {
                (0..d).map(move |i| {
                    let mut q = p.clone();
                    q.push(i);
                    q
                })
            })
            .collect();
    }
    for pos in positions {
        let args: Vec<ValueId> = operands
            .iter()
            .zip(&operand_rows)
            .map(|(&v, &t)| super::descriptor::extract_value(rw, v, &pos, t, loc))
            .collect();
        let v = build(rw, res_row, &args);
        acc = super::descriptor::insert_value(rw, acc, v, &pos, loc);
    }
    rw.replace_op(op, &[acc]);
    true
}

/// A pattern written as a function, for lowerings that build more than one
/// op.
pub struct FnPattern {
    /// The name of the op the pattern matches.
    pub root: &'static str,
    /// The pattern's debug name.
    pub name: &'static str,
    /// The names of the ops the pattern may create.
    pub generated: &'static [&'static str],
    /// The type converter passed to `lower`.
    pub converter: LlvmTypeConverter,
    /// Rewrites the matched op; returns whether it did.
    pub lower: for<'r> fn(&LlvmTypeConverter, OpId, &OpAdaptor, &mut ConversionPatternRewriter<'r>) -> bool,
}

impl ConversionPattern for FnPattern {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter.converter)
    }

    fn generated_ops(&self) -> &[&'static str] {
        self.generated
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        (self.lower)(&self.converter, op, adaptor, rw)
    }
}

// ---- building blocks of expansions -------------------------------------------------

/// `llvm.icmp` predicate `eq`.
pub const EQ: u64 = 0;
/// `llvm.icmp` predicate `ne`.
pub const NE: u64 = 1;
/// `llvm.icmp` predicate `slt`.
pub const SLT: u64 = 2;
/// `llvm.icmp` predicate `sgt`.
pub const SGT: u64 = 4;

/// `llvm.icmp` with predicate `pred` (`ICmpPredicate`'s value).
pub fn icmp(
    rw: &mut ConversionPatternRewriter<'_>,
    pred: u64,
    a: ValueId,
    b: ValueId,
    loc: Location,
) -> ValueId {
    ICmpOp::build(rw, loc, a, b, pred).res(rw)
}

/// `llvm.select c, a, b`.
pub fn select(
    rw: &mut ConversionPatternRewriter<'_>,
    c: ValueId,
    a: ValueId,
    b: ValueId,
    loc: Location,
) -> ValueId {
    SelectOp::build(rw, loc, c, a, b, None).res(rw)
}
