//! Bubbling memory-space casts down into the ops that use them (MLIR's
//! `MemorySpaceCastConsumerOpInterface`): an op using the result of a
//! `memref.memory_space_cast` into the default memory space can use the
//! cast's source instead, its memref results moving to the source's
//! memory space and cast back for their users. The casts thus move past
//! views towards the accesses, which then address the original memory
//! space directly.

use strata_ir::{Attribute, Body, Context, OpId, OperationState, Type, TypeKind, ValueId};
use strata_rewrite::PatternRewriter;

/// The marker of the ops that can consume a promotable memory-space cast
/// (MLIR's `MemorySpaceCastConsumerOpInterface`); [`bubble_down_casts`]
/// rewrites them.
#[derive(Copy, Clone, Debug)]
pub struct MemorySpaceCastConsumerOpInterface;

/// The interface value the consumer ops list.
pub const CONSUMER: MemorySpaceCastConsumerOpInterface = MemorySpaceCastConsumerOpInterface;

/// The source of the cast defining `v` when `v` is the result of a
/// `memref.memory_space_cast` into the default memory space, which MLIR
/// lets consumers bypass (`isSourcePromotable`).
pub fn promotable_cast_source(ctx: &Context, body: &Body, v: ValueId) -> Option<ValueId> {
    let cast = body.defining_op(v)?;
    if ctx.op_name_str(body.op_name(cast)) != "memref.memory_space_cast" {
        return None;
    }
    memory_space(ctx, body.value_type(v))?
        .is_none()
        .then(|| body.operand(cast, 0))
}

/// The memory space of a memref type (`Some(None)` for the default one),
/// `None` for other types.
fn memory_space(ctx: &Context, t: Type) -> Option<Option<Attribute>> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            Some(*memory_space)
        }
        _ => None,
    }
}

/// The memref type `t` in memory space `space`.
fn with_memory_space(ctx: &Context, t: Type, space: Option<Attribute>) -> Type {
    let kind = match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            element,
            layout,
            ..
        } => TypeKind::MemRef {
            shape: shape.clone(),
            element: *element,
            layout: *layout,
            memory_space: space,
        },
        TypeKind::UnrankedMemRef { element, .. } => TypeKind::UnrankedMemRef {
            element: *element,
            memory_space: space,
        },
        _ => return t,
    };
    ctx.intern_type(kind)
}

/// Makes consumer `op` use the sources of the promotable casts among its
/// operands. An op without memref results is updated in place; otherwise
/// it is rebuilt with its memref results in the memory space of the
/// (first) bypassed cast's source, each cast back to its former type for
/// its users. A `memref.memory_space_cast` keeps its result type: it
/// becomes a single cast from the earlier source. Returns whether `op`
/// changed.
pub fn bubble_down_casts(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let old: Vec<ValueId> = body.operands(op).collect();
    let new: Vec<ValueId> = old
        .iter()
        .map(|&v| promotable_cast_source(ctx, body, v).unwrap_or(v))
        .collect();
    let Some(first) = old.iter().zip(&new).position(|(a, b)| a != b) else {
        return false;
    };
    let space = memory_space(ctx, body.value_type(new[first])).flatten();
    let is_cast = ctx.op_name_str(body.op_name(op)) == "memref.memory_space_cast";
    let result_types: Vec<Type> = body.result_types(op).collect();
    let new_types: Vec<Type> = result_types
        .iter()
        .map(|&t| {
            if is_cast {
                t
            } else {
                with_memory_space(ctx, t, space)
            }
        })
        .collect();
    if new_types == result_types {
        rw.modify_op_in_place(op, |b| {
            for (i, &v) in new.iter().enumerate() {
                b.set_operand(op, i, v);
            }
        });
        return true;
    }
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.operands = new;
    st.result_types = new_types.clone();
    st.properties = body.op_properties(op);
    st.attributes = body.op_attr_dict(op);
    rw.set_insertion_point(op);
    let rebuilt = rw.create(st);
    rw.set_insertion_point_after(rebuilt);
    let mut replacements = Vec::with_capacity(result_types.len());
    for (i, (&t, &nt)) in result_types.iter().zip(&new_types).enumerate() {
        let r = rw.body().result(rebuilt, i);
        if t == nt {
            replacements.push(r);
            continue;
        }
        let mut cast = OperationState::new(ctx.op_name("memref.memory_space_cast"), rw.body().op_loc(op));
        cast.operands = vec![r];
        cast.result_types = vec![t];
        let c = rw.create(cast);
        replacements.push(rw.body().result(c, 0));
    }
    rw.replace_op(op, &replacements);
    true
}
