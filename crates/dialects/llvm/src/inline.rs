//! The llvm dialect's inliner interface: `llvm.call`s to `llvm.func`s may
//! be inlined unless either is marked `no_inline` or the callee is
//! variadic; `llvm.return` becomes the call's results (one block) or an
//! `llvm.br` to the continuation block. A `llvm.byval` argument is
//! copied into a stack slot unless the callee only reads it. Bodies with
//! `llvm.intr.vastart` or `llvm.blocktag` are not inlined; a single block
//! ending in `llvm.unreachable` is inlined as several blocks are.

use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::{AttrKind, Attribute, BlockId, Body, Context, OpBuilder, OpId, OpRef, ValueId};

use super::data_layout::{DataLayout, TypeShape};
use super::{AllocaOp, BlockTagOp, BrOp, CallOp, ConstantOp, MemcpyOp, ReturnOp, VaStartOp};

pub const INLINER: DialectInlinerInterface = DialectInlinerInterface {
    is_legal_to_inline_call: legal_call,
    handle_terminator: Some(return_values),
    handle_terminator_branch: Some(return_to_branch),
    handle_argument: Some(handle_argument),
    is_legal_to_inline_op: legal_op,
    allow_single_block_optimization: Some(single_block_without_unreachable),
    process_inlined_call_blocks: Some(inlined_loop_annotations),
    ..DialectInlinerInterface::ALL_LEGAL
};

/// A `llvm.byval` argument is a copy of the pointee the callee owns: the
/// inlined body gets a fresh, aligned stack copy, unless the callee's
/// memory effects say it only reads its arguments and the pointer is (or
/// can be made) aligned enough (MLIR's `handleByValArgument`).
fn handle_argument(
    ctx: &Context,
    body: &mut Body,
    call: OpId,
    callable_properties: Option<Attribute>,
    argument: ValueId,
    arg_attrs: Attribute,
) -> ValueId {
    let Some(element) = ctx
        .dict_get_str(arg_attrs, "llvm.byval")
        .and_then(|a| ctx.type_attr_value(a))
    else {
        return argument;
    };
    let requested = ctx
        .dict_get_str(arg_attrs, "llvm.align")
        .and_then(|a| ctx.integer_attr_value(a))
        .map_or(1, |v| v.zext_u64());
    // MLIR's default layout of LLVM types is x86-64's.
    let layout = DataLayout::x86_64();
    let Some(shape) = TypeShape::of(ctx, element, 64) else {
        return argument;
    };
    let minimum = layout.abi_align(&shape);
    let read_only = callable_properties
        .and_then(|p| ctx.dict_get_str(p, "memory_effects"))
        .and_then(|a| super::attrs::memory_effects_value(ctx, a))
        .is_some_and(|e| e[1] < 2);
    if read_only {
        if requested <= minimum {
            return argument;
        }
        // An alloca can simply be aligned more.
        if let Some(alloca) = body
            .defining_op(argument)
            .filter(|&d| AllocaOp::isa(&(ctx, &*body), d))
        {
            let current = OpRef::new(ctx, body, alloca)
                .attr("alignment")
                .and_then(|a| ctx.integer_attr_value(a))
                .map_or(0, |v| v.zext_u64());
            if current < requested {
                let props = body
                    .op_properties(alloca)
                    .unwrap_or_else(|| ctx.empty_dictionary());
                let aligned = ctx.dict_with(
                    props,
                    ctx.ident("alignment"),
                    Some(ctx.integer_attr(ctx.i64(), requested as i64)),
                );
                body.set_op_properties(alloca, Some(aligned));
            }
            return argument;
        }
    }
    let alignment = requested.max(minimum);
    let size = layout.store_size(&shape);
    let loc = body.value_loc(argument);
    let entry = body
        .value_parent_block(argument)
        .and_then(|b| body.block_region(b))
        .and_then(|r| body.region_entry(r));
    let Some(entry) = entry else {
        return argument;
    };
    let (i64t, ptr) = (ctx.i64(), body.value_type(argument));
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_to_start(entry);
    let one = ConstantOp::build(&mut b, loc, i64t, ctx.integer_attr(i64t, 1)).res(&b);
    let copy = AllocaOp::build(&mut b, loc, ptr, one, Some(alignment as i64), element, false).res(&b);
    b.set_insertion_point_before(call);
    let len = ConstantOp::build(&mut b, loc, i64t, ctx.integer_attr(i64t, size as i64)).res(&b);
    MemcpyOp::build(
        &mut b, loc, copy, argument, len, false, None, None, None, None, None, None,
    );
    copy
}

fn legal_call(call: OpRef<'_>, callable: OpRef<'_>, _cloned: bool) -> bool {
    let ctx = call.ctx;
    // Only llvm.call is inlined (not llvm.invoke).
    if CallOp::from_ref(call).is_none() {
        return false;
    }
    if call.attr("no_inline").is_some() || callable.attr("no_inline").is_some() {
        return false;
    }
    let variadic = callable
        .attr("function_type")
        .and_then(|a| ctx.type_attr_value(a))
        .and_then(|t| super::types::function_type_parts(ctx, t))
        .is_some_and(|(_, _, var_arg)| var_arg);
    // Arguments passed `inalloca`, and the passthrough attributes that
    // forbid duplicating the body, keep the call.
    let inalloca = callable
        .attr("arg_attrs")
        .and_then(|a| ctx.array_attr_elements(a))
        .is_some_and(|dicts| {
            dicts
                .iter()
                .any(|&d| ctx.dict_get_str(d, "llvm.inalloca").is_some())
        });
    let disallowed = callable
        .attr("passthrough")
        .and_then(|a| ctx.array_attr_elements(a))
        .is_some_and(|items| {
            items.iter().any(|&i| {
                matches!(
                    ctx.string_attr_value(i),
                    Some("noduplicate" | "presplitcoroutine" | "returns_twice" | "strictfp")
                )
            })
        });
    !variadic && !inalloca && !disallowed && callable.attr("personality").is_none()
}

/// `llvm.intr.vastart` needs the callee's variadic arguments, and the
/// `llvm.blockaddress`es of an `llvm.blocktag` name the callee: ops with
/// either are not inlined.
fn legal_op(op: OpRef<'_>, _dest_owner: strata_ir::OpName, _cloned: bool) -> bool {
    VaStartOp::from_ref(op).is_none() && BlockTagOp::from_ref(op).is_none()
}

/// A single inlined block ending in `llvm.unreachable` is not merged into
/// the call's block: the rest of that block becomes unreachable.
fn single_block_without_unreachable(ctx: &Context, body: &Body, block: BlockId) -> bool {
    body.last_op(block)
        .is_none_or(|t| !super::UnreachableOp::isa(&(ctx, body), t))
}

fn return_values(ctx: &Context, body: &Body, terminator: OpId) -> Vec<ValueId> {
    if !ReturnOp::isa(&(ctx, body), terminator) {
        return Vec::new();
    }
    body.operands(terminator).collect()
}

fn return_to_branch(ctx: &Context, body: &mut Body, terminator: OpId, dest: BlockId) {
    if !ReturnOp::isa(&(ctx, &*body), terminator) {
        return;
    }
    let loc = body.op_loc(terminator);
    let operands: Vec<ValueId> = body.operands(terminator).collect();
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(terminator);
    BrOp::build(&mut b, loc, &operands, None, dest);
    body.erase_op(terminator);
}

/// The start and end locations of the loop annotations in the inlined
/// blocks, when the caller has a `DISubprogram`, become their call-site
/// location at the call, fused with the caller's subprogram (MLIR's
/// `handleLoopAnnotations`).
fn inlined_loop_annotations(
    ctx: &Context,
    body: &mut Body,
    call: OpId,
    caller_loc: strata_ir::Location,
    blocks: &[BlockId],
) {
    let strata_ir::LocationKind::Fused {
        metadata: Some(scope),
        ..
    } = ctx.loc_kind(caller_loc)
    else {
        return;
    };
    if super::attrs::params_of(ctx, scope, "di_subprogram").is_none() {
        return;
    }
    let call_loc = body.op_loc(call);
    let update = |a: Attribute| -> Option<Attribute> {
        let &AttrKind::Location(l) = ctx.attr_kind(a) else {
            return None;
        };
        if !matches!(ctx.loc_kind(l), strata_ir::LocationKind::Fused { .. }) {
            return None;
        }
        let site = ctx.intern_loc(strata_ir::LocationKind::CallSite {
            callee: l,
            caller: call_loc,
        });
        let fused = ctx.intern_loc(strata_ir::LocationKind::Fused {
            locations: Box::new([site]),
            metadata: Some(scope),
        });
        Some(ctx.intern_attr(AttrKind::Location(fused)))
    };
    fn replace(
        ctx: &Context,
        a: Attribute,
        update: &dyn Fn(Attribute) -> Option<Attribute>,
    ) -> Option<Attribute> {
        ctx.replace_sub_attributes(a, false, &|sub| {
            let (mnemonic, fields) = super::loops::present_fields(ctx, sub)?;
            if mnemonic != "loop_annotation" {
                return None;
            }
            // Nested annotations (followups) are updated too.
            let fields: Vec<(&str, Attribute)> = fields
                .into_iter()
                .map(|(n, v)| {
                    let v = match n {
                        "startLoc" | "endLoc" => update(v).unwrap_or(v),
                        _ => replace(ctx, v, update).unwrap_or(v),
                    };
                    (n, v)
                })
                .collect();
            Some(super::loops::loop_attr(ctx, mnemonic, &fields))
        })
    }
    let mut ops = Vec::new();
    for &b in blocks {
        for op in body.block_ops(b) {
            body.walk(op, strata_ir::WalkOrder::PreOrder, &mut |o| {
                ops.push(o);
                strata_ir::WalkResult::Advance
            });
        }
    }
    for op in ops {
        if let Some(p) = body.op_properties(op).and_then(|p| replace(ctx, p, &update)) {
            body.set_op_properties(op, Some(p));
        }
        if let Some(d) = body.op_attr_dict(op).and_then(|d| replace(ctx, d, &update)) {
            body.set_op_attr_dict(op, Some(d));
        }
    }
}
