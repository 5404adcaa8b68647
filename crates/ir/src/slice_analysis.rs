//! Slices of the def-use graph (MLIR's `SliceAnalysis`): the ops an op
//! transitively depends on (its backward slice) and the values nested
//! regions use from above them.
//!
//! A slice stays within one [`Body`]: values never cross an
//! isolated-from-above op, and isolated ops are not entered.

use crate::{Body, EntitySet, OpId, ValueDef, ValueId, WalkOrder, WalkResult};

/// The values that ops nested in `op`'s regions use and that are defined
/// outside `op`, each once, in the order a post-order walk of each region
/// meets them (MLIR's `getUsedValuesDefinedAbove` over the op's regions).
pub fn used_values_defined_above(body: &Body, op: OpId) -> Vec<ValueId> {
    let mut nested = Vec::new();
    body.walk(op, WalkOrder::PostOrder, &mut |o| {
        if o != op {
            nested.push(o);
        }
        WalkResult::Advance
    });
    let defined_inside = |v: ValueId| match body.value_def(v) {
        ValueDef::Result(d, _) => d != op && body.is_ancestor(op, d),
        ValueDef::BlockArg(b, _) => body.block_parent_op(b).is_some_and(|p| body.is_ancestor(op, p)),
        ValueDef::Placeholder => false,
    };
    let mut seen = EntitySet::new();
    let mut out = Vec::new();
    for o in nested {
        for v in body.operands(o) {
            if !defined_inside(v) && seen.insert(v) {
                out.push(v);
            }
        }
    }
    out
}

/// What [`backward_slice`] follows.
#[derive(Default)]
pub struct BackwardSliceOptions<'a> {
    /// Include the root op itself (last).
    pub inclusive: bool,
    /// Stop at block arguments instead of following them to the op
    /// holding their block. That op is followed only when it has a single
    /// region of a single block and does not hold the root (as in MLIR,
    /// a slice never contains an op enclosing its root).
    pub omit_block_arguments: bool,
    /// Ignore the values the root's (and each slice op's) regions use
    /// from above.
    pub omit_uses_from_above: bool,
    /// Ops for which this returns false are neither entered nor included.
    pub filter: Option<&'a dyn Fn(OpId) -> bool>,
}

/// The backward slice of `root` in `body` (MLIR's `getBackwardSlice`):
/// every op whose results `root` uses, directly, through the operands of
/// such ops, or through the values their regions use from above, in
/// topological order (each op after the ops it uses: a depth-first
/// post-order visiting an op's uses from above before its operands).
/// Iterative, so a chain of any length fits.
pub fn backward_slice(body: &Body, root: OpId, options: &BackwardSliceOptions<'_>) -> Vec<OpId> {
    // A frame: an op and the values it depends on, with the next to visit.
    struct Frame {
        op: OpId,
        values: Vec<ValueId>,
        next: usize,
    }
    let enter = |op: OpId, visited: &mut EntitySet<OpId>| -> Option<Frame> {
        if body.child_body(op).is_some() || options.filter.is_some_and(|f| !f(op)) || !visited.insert(op) {
            return None;
        }
        let mut values = Vec::new();
        if !options.omit_uses_from_above {
            values = used_values_defined_above(body, op);
        }
        values.extend(body.operands(op));
        Some(Frame { op, values, next: 0 })
    };
    let mut visited = EntitySet::new();
    let mut slice = Vec::new();
    let mut stack: Vec<Frame> = enter(root, &mut visited).into_iter().collect();
    while let Some(frame) = stack.last_mut() {
        let Some(&v) = frame.values.get(frame.next) else {
            slice.push(frame.op);
            stack.pop();
            continue;
        };
        frame.next += 1;
        let next = match body.value_def(v) {
            ValueDef::Result(def, _) => Some(def),
            ValueDef::BlockArg(b, _) if !options.omit_block_arguments => {
                body.block_parent_op(b).filter(|&p| {
                    let regions = body.regions_in_body(p);
                    regions.len() == 1
                        && body.region_blocks(regions[0]).nth(1).is_none()
                        && !body.is_ancestor(p, root)
                })
            }
            _ => None,
        };
        if let Some(frame) = next.and_then(|op| enter(op, &mut visited)) {
            stack.push(frame);
        }
    }
    if !options.inclusive && slice.last() == Some(&root) {
        slice.pop();
    }
    slice
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Context, InsertPoint, OperationState};

    /// `%a = a(); %b = b(%a); r(%b, %x)` with `%x` an argument, and an
    /// op `c` nobody uses.
    #[test]
    fn follows_operands_in_topological_order() {
        let ctx = Context::new();
        let mut body = Body::new();
        let region = body.create_region();
        let entry = body.create_block();
        body.append_block(region, entry);
        let i32 = ctx.integer_type(32);
        let x = body.add_block_arg(entry, i32, ctx.unknown_loc());
        let op = |body: &mut Body, name: &str, operands: Vec<ValueId>| {
            let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
            st.operands = operands;
            st.result_types = vec![i32];
            let o = body.create_op(st);
            body.insert_op(InsertPoint::End(entry), o);
            o
        };
        let a = op(&mut body, "t.a", vec![]);
        let _c = op(&mut body, "t.c", vec![]);
        let a0 = body.result(a, 0);
        let b = op(&mut body, "t.b", vec![a0]);
        let b0 = body.result(b, 0);
        let r = op(&mut body, "t.r", vec![b0, x, a0]);
        assert_eq!(
            backward_slice(&body, r, &BackwardSliceOptions::default()),
            vec![a, b]
        );
        let inclusive = BackwardSliceOptions {
            inclusive: true,
            ..Default::default()
        };
        assert_eq!(backward_slice(&body, r, &inclusive), vec![a, b, r]);
        let not_a = |o: OpId| o != a;
        let filtered = BackwardSliceOptions {
            filter: Some(&not_a),
            ..Default::default()
        };
        assert_eq!(backward_slice(&body, r, &filtered), vec![b]);
    }
}
