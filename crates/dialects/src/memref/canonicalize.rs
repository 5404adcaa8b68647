//! The canonicalization patterns of the memref ops: allocations with
//! constant dynamic sizes made static, dead allocations removed, and
//! copies of a memref onto itself erased.

use strata_ir::{Context, OpId, TypeKind, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, RewritePattern};

use super::group;
use crate::common::{add, const_i64, create, dense_i32_array, op_ref};

/// `alloc(%c4, %n) : memref<?x?xT>` with `%c4` a non-negative constant
/// becomes `alloc(%n) : memref<4x?xT>` and a cast back to the old type.
fn alloc_const_sizes(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let ty = o.result_type(0);
    let TypeKind::MemRef {
        shape,
        element,
        layout,
        memory_space,
    } = ctx.type_kind(ty).clone()
    else {
        return false;
    };
    let sizes: Vec<ValueId> = group(o, 0).map(|i| o.operand(i)).collect();
    let symbols: Vec<ValueId> = group(o, 1).map(|i| o.operand(i)).collect();
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut kept = Vec::new();
    let mut dyn_sizes = sizes.iter();
    let mut changed = false;
    for &d in shape.iter() {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(&v) = dyn_sizes.next() else { return false };
        match const_i64(o, v).filter(|&c| c >= 0) {
            Some(c) => {
                new_shape.push(c);
                changed = true;
            }
            None => {
                new_shape.push(DYNAMIC);
                kept.push(v);
            }
        }
    }
    if !changed {
        return false;
    }
    let new_ty = ctx.intern_type(TypeKind::MemRef {
        shape: new_shape.into(),
        element,
        layout,
        memory_space,
    });
    let name = o.name_str().to_owned();
    let segments = dense_i32_array(ctx, &[kept.len() as i32, symbols.len() as i32]);
    let mut props: Vec<(&str, strata_ir::Attribute)> = vec![("operandSegmentSizes", segments)];
    let alignment = o.attr("alignment");
    if let Some(a) = alignment {
        props.push(("alignment", a));
    }
    let attrs = rw.body().op_attr_dict(op);
    let operands: Vec<ValueId> = kept.iter().chain(&symbols).copied().collect();
    let alloc = create(rw, op, &name, &operands, &[new_ty], &props);
    rw.modify_op_in_place(alloc, |b| b.set_op_attr_dict(alloc, attrs));
    let v = rw.body().result(alloc, 0);
    let cast = create(rw, op, "memref.cast", &[v], &[ty], &[]);
    let c = rw.body().result(cast, 0);
    rw.replace_op(op, &[c]);
    true
}

/// An allocation whose only users are deallocations and stores into it is
/// erased with them.
fn dead_alloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = rw.body();
    let v = body.result(op, 0);
    let mut users = Vec::new();
    for (user, index) in body.uses(v) {
        let name = rw.ctx.op_name_str(body.op_name(user));
        let ok = match name {
            "memref.dealloc" => true,
            "memref.store" => index != 0,
            _ => false,
        };
        if !ok {
            return false;
        }
        users.push(user);
    }
    users.sort_unstable();
    users.dedup();
    for u in users {
        rw.erase_op(u);
    }
    rw.erase_op(op);
    true
}

fn alloc_patterns(root: &'static str, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        root,
        &[
            ("SimplifyAllocConst", 1, alloc_const_sizes),
            ("SimplifyDeadAlloc", 1, dead_alloc),
        ],
    );
}

pub(crate) fn memref_alloc(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    alloc_patterns("memref.alloc", out);
}

pub(crate) fn memref_alloca(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    alloc_patterns("memref.alloca", out);
}

/// `memref.copy %m, %m` does nothing.
fn self_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    if o.operand(0) != o.operand(1) {
        return false;
    }
    rw.erase_op(op);
    true
}

pub(crate) fn copy(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(out, "memref.copy", &[("FoldSelfCopy", 1, self_copy)]);
}
