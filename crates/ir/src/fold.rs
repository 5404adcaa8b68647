//! Folding: asking an op's [`FoldFn`](crate::FoldFn) for a simpler form, and reading the
//! constant values that folders work on (MLIR's `Operation::fold` and
//! `matchPattern(value, m_Constant(...))`).
//!
//! Folders only read the IR; the caller (the greedy driver, the
//! `OperationFolder`) creates constants and applies replacements or
//! in-place edits, so that every change goes through one place that can
//! notify listeners.

use smallvec::SmallVec;

use crate::{Attribute, Body, Context, FoldEdit, FoldOutput, LogicalResult, OpId, OpRef, OpTraits, ValueId};

/// Whether `op` is constant-like (MLIR's `ConstantLike` trait).
pub fn is_constant_like(op: OpRef<'_>) -> bool {
    op.has_trait(OpTraits::CONSTANT_LIKE)
}

/// The constant value of a constant-like op: what its folder returns with
/// no operands.
pub fn constant_op_value(op: OpRef<'_>) -> Option<Attribute> {
    if !is_constant_like(op) {
        return None;
    }
    let fold = op.def()?.fold?;
    // One output buffer per thread, so that asking for a constant's value
    // does not allocate (a fresh one if a folder asks recursively).
    thread_local! {
        static OUT: std::cell::RefCell<FoldOutput> = std::cell::RefCell::new(FoldOutput::default());
    }
    let read = |out: &mut FoldOutput| {
        out.clear();
        fold(op, &[], out).ok()?;
        match out.results.first() {
            Some(crate::OpFoldResult::Attr(a)) if out.results.len() == 1 => Some(*a),
            _ => None,
        }
    };
    OUT.with(|cell| match cell.try_borrow_mut() {
        Ok(mut out) => read(&mut out),
        Err(_) => read(&mut FoldOutput::default()),
    })
}

/// The constant value of `v`, if it is the result of a constant-like op.
pub fn constant_value(ctx: &Context, body: &Body, v: ValueId) -> Option<Attribute> {
    let op = body.defining_op(v)?;
    constant_op_value(OpRef::new(ctx, body, op))
}

/// Runs `op`'s folder with the constant values of its operands. On success
/// `out` holds replacement results or in-place edits (not yet applied).
pub fn fold_op(op: OpRef<'_>, out: &mut FoldOutput) -> LogicalResult {
    out.clear();
    let Some(def) = op.def() else {
        return Err(crate::Failed);
    };
    let commutative = def.traits.contains(OpTraits::COMMUTATIVE) && op.num_operands() > 1;
    if def.fold.is_none() && !commutative {
        return Err(crate::Failed);
    }
    let operands: SmallVec<[Option<Attribute>; 4]> = op
        .operands()
        .map(|v| constant_value(op.ctx, op.body, v))
        .collect();
    let r = match def.fold {
        Some(fold) => fold(op, &operands, out),
        None => Err(crate::Failed),
    };
    if r.is_err() && commutative {
        out.clear();
        return fold_commutative(op, &operands, out);
    }
    r
}

/// The fold of MLIR's `Commutative` trait, tried when the op's own folder
/// fails: constant operands move behind the others, each group keeping its
/// order. Fails when they already are.
fn fold_commutative(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let Some(first_const) = operands.iter().position(Option::is_some) else {
        return Err(crate::Failed);
    };
    if operands[first_const..].iter().all(Option::is_some) {
        return Err(crate::Failed);
    }
    let values: SmallVec<[ValueId; 4]> = op.operands().collect();
    let tail = first_const..operands.len();
    let reordered = tail
        .clone()
        .filter(|&i| operands[i].is_none())
        .chain(tail.clone().filter(|&i| operands[i].is_some()));
    for (slot, from) in tail.zip(reordered) {
        if slot != from {
            out.edits.push(FoldEdit::SetOperand(slot as u32, values[from]));
        }
    }
    Ok(())
}

/// Exchanges the blocks of regions `a` and `b` of `op`, in its child body
/// if it is isolated.
pub fn swap_op_regions(body: &mut Body, op: OpId, a: u32, b: u32) {
    let (body, regions) = match body.child_body(op).is_some() {
        true => {
            let child = body.child_body_mut(op).expect("child body");
            let regions = child.root_regions().to_vec();
            (child, regions)
        }
        false => {
            let regions = body.regions_in_body(op).to_vec();
            (body, regions)
        }
    };
    if let (Some(&ra), Some(&rb)) = (regions.get(a as usize), regions.get(b as usize)) {
        body.swap_region_blocks(ra, rb);
    }
}

/// Applies a folder's in-place edits to `op`.
pub fn apply_fold_edits(ctx: &Context, body: &mut Body, op: OpId, edits: &[FoldEdit]) {
    for e in edits {
        match *e {
            FoldEdit::SetOperand(i, v) => body.set_operand(op, i as usize, v),
            FoldEdit::SetAttr(name, value) => {
                let name = ctx.ident_str(name).to_owned();
                body.set_op_attr(ctx, op, &name, value);
            }
            FoldEdit::TruncateOperands(n) => {
                let len = body.num_operands(op);
                if (n as usize) < len {
                    body.erase_operands(op, n as usize..len);
                }
            }
            FoldEdit::SwapRegions(a, b) => swap_op_regions(body, op, a, b),
        }
    }
}
