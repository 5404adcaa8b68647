//! Type conversion patterns for functions, calls, returns and branches
//! (MLIR's `FuncConversions` and function-interface type conversion): the
//! building blocks of lowerings that change types.

use std::ops::Range;
use std::sync::Arc;

use strata_ir::function_interface::{function_type, DEFAULT_NAMES};
use strata_ir::{Failed, LogicalResult, OpId, OpRef, OperationState, ValueId};

use super::rewriter::{ConversionPatternRewriter, OpAdaptor, ValueList};
use super::type_converter::{SignatureConversion, TypeConverter};
use super::ConversionPattern;
use crate::PatternRoot;

/// Converts the signature of a function-like op (one keeping its type in
/// a `function_type` property, its body in region 0): the function type
/// and the entry block arguments, in place. Other blocks are left to the
/// patterns of their terminators' successors, as in MLIR.
pub struct FuncOpSignatureConversion {
    /// The function op the pattern is rooted on (`func.func`).
    pub op_name: &'static str,
    /// The converter of the argument and result types.
    pub converter: Arc<TypeConverter>,
}

impl FuncOpSignatureConversion {
    /// The pattern for functions named `op_name`.
    pub fn new(op_name: &'static str, converter: Arc<TypeConverter>) -> Self {
        FuncOpSignatureConversion { op_name, converter }
    }

    /// Whether `op`'s signature and block argument types are legal for
    /// `converter` (the legality that goes with this pattern).
    pub fn is_legal(converter: &TypeConverter, op: OpRef<'_>) -> bool {
        let Some(t) = function_type(op, DEFAULT_NAMES) else {
            return false;
        };
        let (body, regions) = op.regions();
        converter.is_signature_legal(op.ctx, t)
            && regions
                .iter()
                .all(|&r| converter.is_region_legal(op.ctx, body, r))
    }
}

impl ConversionPattern for FuncOpSignatureConversion {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.op_name)
    }

    fn debug_name(&self) -> &str {
        "function-signature-conversion"
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rw: &mut ConversionPatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let r = OpRef::new(ctx, rw.body(), op);
        let Some(t) = function_type(r, DEFAULT_NAMES) else {
            return false;
        };
        let Some((inputs, results)) = ctx.function_type_parts(t) else {
            return false;
        };
        let mut conv = SignatureConversion::new(inputs.len());
        if self
            .converter
            .convert_signature_args(ctx, inputs, &mut conv, 0)
            .is_err()
        {
            return false;
        }
        let Some(new_results) = self.converter.convert_types(ctx, results.iter().copied()) else {
            return false;
        };
        let new_type = ctx.function_type(conv.converted_types(), &new_results);
        let has_body = {
            let (b, regions) = rw.body().op_regions(op);
            regions.first().is_some_and(|&r| !b.region_is_empty(r))
        };
        if has_body && rw.apply_op_entry_signature_conversion(op, 0, &conv).is_err() {
            return false;
        }
        rw.modify_op_in_place(op, |body| {
            body.set_op_attr(
                ctx,
                op,
                DEFAULT_NAMES.function_type,
                Some(ctx.type_attr(new_type)),
            );
        });
        true
    }
}

/// Converts the operand and result types of a call (`func.call` by
/// default): a new call to the same `callee`, with the converted operands
/// and result types, replaces it (other attributes are not carried over,
/// as in MLIR), each original result by the results it converts to.
pub struct CallOpTypeConversion {
    /// The call op the pattern is rooted on (`func.call`).
    pub op_name: &'static str,
    /// The converter of the operand and result types.
    pub converter: Arc<TypeConverter>,
}

impl ConversionPattern for CallOpTypeConversion {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.op_name)
    }

    fn debug_name(&self) -> &str {
        "call-op-type-conversion"
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let mut result_types = Vec::new();
        let mut counts = Vec::new();
        for t in body.result_types(op) {
            let Some(ts) = self.converter.convert_type_n(ctx, t) else {
                return false;
            };
            counts.push(ts.len());
            result_types.extend(ts);
        }
        let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
        st.operands = adaptor.flat_operands();
        st.result_types = result_types;
        st.properties = body
            .op_attr(ctx, op, "callee")
            .map(|c| ctx.dictionary_attr(&[(ctx.ident("callee"), c)]));
        let new = rw.create(st);
        let new_results: Vec<ValueId> = rw.body().results(new).collect();
        let mut lists = Vec::with_capacity(counts.len());
        let mut at = 0;
        for n in counts {
            lists.push(new_results[at..at + n].iter().copied().collect::<ValueList>());
            at += n;
        }
        rw.replace_op_with_multiple(op, &lists);
        true
    }
}

/// Converts the operand types of a return-like terminator (`func.return`
/// by default) in place.
pub struct ReturnOpTypeConversion {
    /// The terminator the pattern is rooted on (`func.return`).
    pub op_name: &'static str,
    /// The converter of the operand types.
    pub converter: Arc<TypeConverter>,
}

impl ConversionPattern for ReturnOpTypeConversion {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.op_name)
    }

    fn debug_name(&self) -> &str {
        "return-op-type-conversion"
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let operands = adaptor.flat_operands();
        rw.modify_op_in_place(op, |body| body.set_operands(op, &operands));
        true
    }
}

/// The patterns converting `func.func` signatures, `func.call` and
/// `func.return` through `converter`.
pub fn func_signature_patterns(converter: &Arc<TypeConverter>) -> Vec<Box<dyn ConversionPattern>> {
    vec![
        Box::new(FuncOpSignatureConversion::new("func.func", converter.clone())),
        Box::new(CallOpTypeConversion {
            op_name: "func.call",
            converter: converter.clone(),
        }),
        Box::new(ReturnOpTypeConversion {
            op_name: "func.return",
            converter: converter.clone(),
        }),
    ]
}

/// Rewrites the operands a branch op forwards to its successors to their
/// converted values (from `adaptor`), in place. `successor_operands(op, i)`
/// gives the operand indices forwarded to successor `i`. Fails if a
/// forwarded operand converts to other than one value.
pub fn convert_branch_op_types(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    successor_operands: impl Fn(OpRef<'_>, usize) -> Range<usize>,
) -> LogicalResult {
    let body = rw.body();
    let mut operands: Vec<ValueId> = body.operands(op).collect();
    for s in 0..body.num_successors(op) {
        for i in successor_operands(OpRef::new(rw.ctx, body, op), s) {
            operands[i] = adaptor.operand(i).ok_or(Failed)?;
        }
    }
    rw.modify_op_in_place(op, |body| body.set_operands(op, &operands));
    Ok(())
}

/// Whether the operands a branch op forwards to its successors have legal
/// types for `converter`.
pub fn is_legal_for_branch_op_interface(
    converter: &TypeConverter,
    op: OpRef<'_>,
    successor_operands: impl Fn(OpRef<'_>, usize) -> Range<usize>,
) -> bool {
    (0..op.num_successors())
        .all(|s| successor_operands(op, s).all(|i| converter.is_legal(op.ctx, op.operand_type(i))))
}
