//! Rewrite patterns given by functions, and the op creation and
//! replacement they use.

use strata_ir::{Attribute, InsertPoint, Location, OpId, OpRef, OperationState, RegionId, Type, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

/// A match-and-rewrite function: rewrites the op and returns true, or
/// returns false leaving the IR unchanged.
pub type ApplyFn = fn(OpId, &mut PatternRewriter<'_>) -> bool;

/// A pattern given by a match-and-rewrite function. Its benefit is the
/// number of ops it matches, as for MLIR's declarative patterns.
struct Pat {
    name: &'static str,
    root: PatternRoot,
    benefit: u16,
    apply: ApplyFn,
}

impl RewritePattern for Pat {
    fn root(&self) -> PatternRoot {
        self.root
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
pub const UNNAMED: &str = "";

/// Adds patterns rooted at `root`, each as (name, benefit, function).
/// Names are MLIR's debug names (the C++ pattern type's name, as
/// `disable-patterns` takes it), or [`UNNAMED`].
pub fn add(
    out: &mut Vec<Box<dyn RewritePattern>>,
    root: &'static str,
    pats: &[(&'static str, u16, ApplyFn)],
) {
    add_rooted(out, PatternRoot::Op(root), pats);
}

/// Adds patterns tried on every op (MLIR's interface and dialect-wide
/// patterns), each as (name, benefit, function).
pub fn add_any(out: &mut Vec<Box<dyn RewritePattern>>, pats: &[(&'static str, u16, ApplyFn)]) {
    add_rooted(out, PatternRoot::Any, pats);
}

fn add_rooted(
    out: &mut Vec<Box<dyn RewritePattern>>,
    root: PatternRoot,
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
pub fn create(
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
pub fn create_at(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: Location,
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
pub fn rebuild_with_region(
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

/// Inlines the single block of `region` before `op` and replaces `op` by
/// the operands of the block's terminator, which is erased (MLIR's
/// `replaceOpWithRegion`).
pub fn replace_op_with_region(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    region: RegionId,
    args: &[ValueId],
) -> bool {
    replace_op_with_region_impl(rw, op, region, args, false)
}

/// [`replace_op_with_region`] reporting the inlined ops as moved, so that a
/// greedy driver limited to a list of ops processes them too (erasing the
/// dead ones), as MLIR's `inlineBlockBefore`, which moves ops one by one,
/// lets the affine and scf patterns' drivers see them.
pub fn replace_op_with_region_moving_ops(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    region: RegionId,
    args: &[ValueId],
) -> bool {
    replace_op_with_region_impl(rw, op, region, args, true)
}

fn replace_op_with_region_impl(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    region: RegionId,
    args: &[ValueId],
    moving: bool,
) -> bool {
    let Some(block) = rw.body().region_entry(region) else {
        return false;
    };
    let Some(term) = rw.body().last_op(block) else {
        return false;
    };
    let results: Vec<ValueId> = rw.body().operands(term).collect();
    if moving {
        rw.inline_block_ops_before(block, InsertPoint::Before(op), args);
    } else {
        rw.inline_block_before(block, InsertPoint::Before(op), args);
    }
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
}

/// The first result of `op`.
pub fn result(rw: &PatternRewriter<'_>, op: OpId) -> ValueId {
    rw.body().result(op, 0)
}

/// A read-only view of `op` in the rewriter's body.
pub fn op_ref<'a>(rw: &'a PatternRewriter<'_>, op: OpId) -> OpRef<'a> {
    OpRef::new(rw.ctx, rw.body(), op)
}
