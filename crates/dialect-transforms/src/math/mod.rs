//! The math dialect's transformations (MLIR's `Dialect/Math/Transforms`):
//! expansions of math ops into simpler ones, the uplift of multiply-adds
//! to `math.fma`, the fusion of `math.sin`/`math.cos` pairs, and the
//! extension of math ops on small float types to a supported one.

pub mod expand_ops;
pub mod extend_to_supported_types;
pub mod sincos_fusion;
pub mod test_algebraic_simplification;
pub mod uplift_to_fma;

use strata_dialect_arith::FASTMATH;
use strata_ir::{Attribute, Body, Context, Location, OpId, OperationState, Type, ValueId};
use strata_ods::typed::OpCreate;
use strata_pass::PassRegistry;

/// Registers the passes of this module.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(uplift_to_fma::UpliftToFma));
    registry.register(|| Box::new(sincos_fusion::SincosFusion));
    registry.register(|| Box::new(extend_to_supported_types::ExtendToSupportedTypes::default()));
    registry.register(|| Box::new(expand_ops::ExpandOps::default()));
    registry.register(|| Box::new(test_algebraic_simplification::TestAlgebraicSimplification));
}

/// Creates the op `name` at `b`'s insertion point with its default-valued
/// properties filled in, as MLIR's builders do.
pub(crate) fn create_op<B: OpCreate + ?Sized>(
    b: &mut B,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let ctx = b.ir_ctx();
    let mut state = OperationState::new(ctx.op_name(name), loc);
    state.operands.extend_from_slice(operands);
    state.result_types.extend_from_slice(results);
    if !props.is_empty() {
        let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
        state.properties = Some(ctx.dictionary_attr(&entries));
    }
    state.populate_default_properties(ctx);
    b.create_from_state(state)
}

/// [`create_op`] with one result, which it returns.
pub(crate) fn create_value<B: OpCreate + ?Sized>(
    b: &mut B,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    result: Type,
    props: &[(&str, Attribute)],
) -> ValueId {
    let op = create_op(b, loc, name, operands, &[result], props);
    b.ir_body().result(op, 0)
}

/// The fast-math flags of `op` (its `fastmath` property), none if absent.
pub(crate) fn fastmath_flags(ctx: &Context, body: &Body, op: OpId) -> u64 {
    body.op_properties(op)
        .and_then(|p| ctx.dict_get_str(p, "fastmath"))
        .and_then(|a| FASTMATH.attr_value(ctx, a))
        .unwrap_or(0)
}
