//! `eliminate-empty-tensors`: a `tensor.empty` whose value ends up, through
//! in-place updates, inserted into a destination (`tensor.insert_slice`,
//! `bufferization.materialize_in_destination`) is replaced, in that chain,
//! by the destination's subset (an `extract_slice` of it, or the whole
//! destination), so that bufferization writes the destination directly
//! instead of a new buffer that is then copied.

use strata_ir::bufferization::{is_tensor, BufferRelation};
use strata_ir::dominance::DominanceInfo;
use strata_ir::{
    Context, InsertPoint, IsolatedOpMut, LogicalResult, OpBuilder, OpId, OpRef, ValueDef, ValueId,
};
use strata_pass::Pass;

use strata_dialect_tensor::{ExtractSliceOp, InsertSliceOp};

use super::analysis::{aliasing_values, ops_in_order, Analysis, Heuristic};

/// The `eliminate-empty-tensors` pass.
#[derive(Default)]
pub struct EliminateEmptyTensors;

impl Pass for EliminateEmptyTensors {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["tensor.extract_slice"])
    }

    fn argument(&self) -> &'static str {
        "eliminate-empty-tensors"
    }

    fn description(&self) -> &'static str {
        "Try to eliminate all tensor.empty ops."
    }

    fn name(&self) -> &'static str {
        "EmptyTensorElimination"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let module = op.body();
        let funcs: Vec<OpId> = ops_in_order(module)
            .into_iter()
            .filter(|&o| module.child_body(o).is_some())
            .collect();
        for f in funcs {
            let owner = module.op_name(f);
            if let Some(body) = module.child_body_mut(f) {
                eliminate(ctx, body, owner);
            }
        }
        Ok(())
    }
}

/// What replaces the empty tensor: the destination's subset.
enum Subset {
    /// `tensor.extract_slice` of the destination like this insertion's.
    Slice(InsertSliceOp),
    /// The destination itself.
    Whole(ValueId),
}

/// The use (op, operand) through which the value of `source` comes from a
/// `tensor.empty` along in-place, equivalent updates, and that empty op.
fn find_empty_use(
    ctx: &Context,
    body: &strata_ir::Body,
    a: &Analysis,
    mut user: (OpId, usize),
    mut cur: ValueId,
) -> Option<((OpId, usize), OpId)> {
    // Graph regions may have cycles: never visit a value twice.
    let mut seen = rustc_hash::FxHashSet::default();
    loop {
        if !seen.insert(cur) {
            return None;
        }
        let ValueDef::Result(def, _) = body.value_def(cur) else {
            return None;
        };
        if ctx.op_name_str(body.op_name(def)) == "tensor.empty" {
            return Some((user, def));
        }
        let r = OpRef::new(ctx, body, def);
        let next = r.operands().enumerate().find(|&(k, v)| {
            is_tensor(ctx, body.value_type(v))
                && a.in_place.get(&(def, k as u32)) == Some(&true)
                && aliasing_values(&a.filter, r, k)
                    .iter()
                    .any(|av| av.value == cur && av.relation == BufferRelation::Equivalent)
        })?;
        user = (def, next.0);
        cur = next.1;
    }
}

/// One elimination: the use of the empty tensor's value to replace, the
/// empty op, the subset replacing it, and the values building it needs.
type Rewrite = ((OpId, usize), OpId, Subset, Vec<ValueId>);

fn eliminate(ctx: &Context, body: &mut strata_ir::Body, owner: strata_ir::OpName) {
    let analysis = Analysis::default().run(ctx, body, Some(owner), Some(Heuristic::BottomUp), &[]);
    let mut rewrites: Vec<Rewrite> = Vec::new();
    for op in ops_in_order(body) {
        let name = ctx.op_name_str(body.op_name(op));
        let r = OpRef::new(ctx, body, op);
        let (source, subset, needed) = match name {
            "tensor.insert_slice" => {
                let s = InsertSliceOp(op);
                let mut needed = vec![s.dest(&r)];
                needed.extend(s.offsets(&r).chain(s.sizes(&r)).chain(s.strides(&r)));
                (s.source(&r), Subset::Slice(s), needed)
            }
            "bufferization.materialize_in_destination" => {
                let mut it = r.operands();
                let (Some(source), Some(dest)) = (it.next(), it.next()) else {
                    continue;
                };
                if !is_tensor(ctx, body.value_type(dest)) || body.value_type(dest) != body.value_type(source)
                {
                    continue;
                }
                (source, Subset::Whole(dest), vec![dest])
            }
            _ => continue,
        };
        if let Some((use_, empty)) = find_empty_use(ctx, body, &analysis, (op, 0), source) {
            rewrites.push((use_, empty, subset, needed));
        }
    }
    for ((user, index), empty, subset, needed) in rewrites {
        let Some(at) = insertion_point(ctx, body, owner, empty, user, &needed) else {
            continue;
        };
        let ty = body.value_type(body.result(empty, 0));
        let replacement = match subset {
            Subset::Whole(dest) => dest,
            Subset::Slice(s) => {
                let r = OpRef::new(ctx, body, s.0);
                let (dest, offsets, sizes, strides): (ValueId, Vec<ValueId>, Vec<ValueId>, Vec<ValueId>) = (
                    s.dest(&r),
                    s.offsets(&r).collect(),
                    s.sizes(&r).collect(),
                    s.strides(&r).collect(),
                );
                let (so, ss, st) = (
                    s.static_offsets(&r).unwrap_or_default(),
                    s.static_sizes(&r).unwrap_or_default(),
                    s.static_strides(&r).unwrap_or_default(),
                );
                let loc = body.op_loc(empty);
                let mut b = OpBuilder::new(ctx, body);
                match at {
                    InsertPoint::Before(o) => b.set_insertion_point_before(o),
                    InsertPoint::After(o) => b.set_insertion_point_after(o),
                    _ => continue,
                }
                ExtractSliceOp::build(&mut b, loc, ty, dest, &offsets, &sizes, &strides, &so, &ss, &st)
                    .result(&b)
            }
        };
        if body.value_type(replacement) == ty {
            body.set_operand(user, index, replacement);
        }
    }
}

/// Where the subset can be built: before the empty op when every value it
/// needs is available there, else before the use, after moving there the
/// definitions of needed values that come later (ops without regions
/// whose operands are available there).
fn insertion_point(
    ctx: &Context,
    body: &mut strata_ir::Body,
    owner: strata_ir::OpName,
    empty: OpId,
    user: OpId,
    needed: &[ValueId],
) -> Option<InsertPoint> {
    let mut to_move = Vec::new();
    {
        let dom = DominanceInfo::new(ctx, body, Some(owner));
        if needed.iter().all(|&v| dom.properly_dominates_value(v, empty)) {
            return Some(InsertPoint::Before(empty));
        }
        for &v in needed {
            if dom.properly_dominates_value(v, user) {
                continue;
            }
            let d = body.defining_op(v)?;
            let operands_ready = body.operands(d).all(|o| dom.properly_dominates_value(o, user));
            if !operands_ready || !body.regions_in_body(d).is_empty() || body.num_results(d) != 1 {
                return None;
            }
            if body.op_block(d) != body.op_block(user) {
                return None;
            }
            to_move.push(d);
        }
    }
    for d in to_move {
        body.move_op(d, InsertPoint::Before(user));
    }
    Some(InsertPoint::Before(user))
}
