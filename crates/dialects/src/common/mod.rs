//! Helpers shared by the folders and canonicalization patterns of several
//! dialects: patterns given by a function, op creation, reading defining
//! ops and constant indices.

use strata_ir::{AttrKind, Attribute, OpId, OpRef, OperationState, Type, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

/// A match-and-rewrite function: rewrites the op and returns true, or
/// returns false leaving the IR unchanged.
pub(crate) type ApplyFn = fn(OpId, &mut PatternRewriter<'_>) -> bool;

/// A pattern given by a match-and-rewrite function. Its benefit is the
/// number of ops it matches, as for MLIR's declarative patterns.
struct Pat {
    name: &'static str,
    root: &'static str,
    benefit: u16,
    apply: ApplyFn,
}

impl RewritePattern for Pat {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        (self.apply)(op, rewriter)
    }
}

/// The debug name of the patterns MLIR makes from a function or an op's
/// `canonicalize` method: empty, so that only an empty element of
/// `disable-patterns` / `enable-patterns` (`disable-patterns=,`) selects
/// them, as in mlir-opt.
pub(crate) const UNNAMED: &str = "";

/// Adds patterns rooted at `root`, each as (name, benefit, function).
/// Names are MLIR's debug names (the C++ pattern type's name, as
/// `disable-patterns` takes it), or [`UNNAMED`].
pub(crate) fn add(
    out: &mut Vec<Box<dyn RewritePattern>>,
    root: &'static str,
    pats: &[(&'static str, u16, ApplyFn)],
) {
    for &(name, benefit, apply) in pats {
        out.push(Box::new(Pat {
            name,
            root,
            benefit,
            apply,
        }));
    }
}

/// Creates `name` before `at`, with `at`'s location, with the given
/// operands, results and properties.
pub(crate) fn create(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let loc = rw.body().op_loc(at);
    create_at(rw, at, loc, name, operands, results, props)
}

/// Creates `name` at `loc` before `at` with the given operands, results
/// and properties.
pub(crate) fn create_at(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: strata_ir::Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let ctx = rw.ctx;
    let mut state = OperationState::new(ctx.op_name(name), loc);
    state.operands.extend_from_slice(operands);
    state.result_types.extend_from_slice(results);
    if !props.is_empty() {
        let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
        state.properties = Some(ctx.dictionary_attr(&entries));
    }
    rw.set_insertion_point(at);
    rw.create(state)
}

/// Creates a copy of the single-region `op` (which the caller replaces)
/// before it, with `operands`, `results` and `properties`, its discardable
/// attributes, and its region moved in.
pub(crate) fn rebuild_with_region(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    operands: Vec<ValueId>,
    results: Vec<Type>,
    properties: Option<Attribute>,
) -> OpId {
    let body = rw.body();
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.operands = operands;
    st.result_types = results;
    st.properties = properties;
    st.attributes = body.op_attr_dict(op);
    let old_region = body.regions_in_body(op).first().copied();
    let region = rw.create_region();
    st.regions = vec![region];
    rw.set_insertion_point(op);
    let new = rw.create(st);
    if let Some(old) = old_region {
        rw.inline_region_before(old, region, None);
    }
    new
}

/// The first result of `op`.
pub(crate) fn result(rw: &PatternRewriter<'_>, op: OpId) -> ValueId {
    rw.body().result(op, 0)
}

/// A read-only view of `op` in the rewriter's body.
pub(crate) fn op_ref<'a>(rw: &'a PatternRewriter<'_>, op: OpId) -> OpRef<'a> {
    OpRef::new(rw.ctx, rw.body(), op)
}

/// The op defining `v`, if any.
pub(crate) fn def<'a>(op: OpRef<'a>, v: ValueId) -> Option<OpRef<'a>> {
    op.body.defining_op(v).map(|d| OpRef::new(op.ctx, op.body, d))
}

/// The op defining `v` if it is named `name`.
pub(crate) fn def_named<'a>(op: OpRef<'a>, v: ValueId, name: &str) -> Option<OpRef<'a>> {
    def(op, v).filter(|d| d.name_str() == name)
}

/// The value of an integer or index constant attribute, as an `i64`.
pub(crate) fn attr_i64(op: OpRef<'_>, a: Option<Attribute>) -> Option<i64> {
    match op.ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value.sext_i64()),
        _ => None,
    }
}

/// The value of `v` if it is a constant integer or index.
pub(crate) fn const_i64(op: OpRef<'_>, v: ValueId) -> Option<i64> {
    attr_i64(op, strata_ir::fold::constant_value(op.ctx, op.body, v))
}

/// An index attribute holding `v`.
pub(crate) fn index_attr(op: OpRef<'_>, v: i64) -> Attribute {
    op.ctx.integer_attr(op.ctx.index_type(), v)
}

/// A dense i32 array attribute (`array<i32: ...>`), as operand segment
/// sizes are.
pub(crate) fn dense_i32_array(ctx: &strata_ir::Context, values: &[i32]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.i32(),
        len: values.len() as u32,
        bytes: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
    })
}
