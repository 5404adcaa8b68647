//! The llvm dialect's inliner interface: `llvm.call`s to `llvm.func`s may
//! be inlined unless either is marked `no_inline` or the callee is
//! variadic; `llvm.return` becomes the call's results (one block) or an
//! `llvm.br` to the continuation block. A `llvm.byval` argument is
//! copied into a stack slot unless the callee only reads it. Bodies with
//! `llvm.intr.vastart` or `llvm.blocktag` are not inlined; a single block
//! ending in `llvm.unreachable` is inlined as several blocks are.

use strata_ir::inlining::{ArgumentSite, DialectInlinerInterface};
use strata_ir::{AttrKind, Attribute, BlockId, Body, Context, OpBuilder, OpId, OpRef, OpTraits, ValueId};

use super::data_layout::{DataLayout, TypeShape};
use super::{
    AddressOfOp, AllocaOp, BitcastOp, BlockTagOp, BrOp, CallOp, ConstantOp, GlobalOp, LifetimeEndOp,
    LifetimeStartOp, MemcpyOp, ReturnOp, StackRestoreOp, StackSaveOp, VaStartOp,
};

pub const INLINER: DialectInlinerInterface = DialectInlinerInterface {
    is_legal_to_inline_call: legal_call,
    handle_terminator: Some(return_values),
    handle_terminator_branch: Some(return_to_branch),
    handle_argument: Some(handle_argument),
    is_legal_to_inline_op: legal_op,
    allow_single_block_optimization: Some(single_block_without_unreachable),
    process_inlined_call_blocks: Some(process_inlined_call_blocks),
    ..DialectInlinerInterface::ALL_LEGAL
};

/// A `llvm.byval` argument is a copy of the pointee the callee owns: the
/// inlined body gets a fresh, aligned stack copy, unless the callee's
/// memory effects say it only reads its arguments and the pointer is (or
/// can be made) aligned enough (MLIR's `handleByValArgument`).
fn handle_argument(ctx: &Context, body: &mut Body, site: &ArgumentSite, argument: ValueId) -> ValueId {
    let arg_attrs = site.arg_attrs;
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
    let read_only = site
        .callable_properties
        .and_then(|p| ctx.dict_get_str(p, "memory_effects"))
        .and_then(|a| super::attrs::memory_effects_value(ctx, a))
        .is_some_and(|e| e[1] < 2);
    if read_only
        && (requested <= minimum || enforce_alignment(ctx, body, site, argument, requested) >= requested)
    {
        return argument;
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
    b.set_insertion_point_before(site.call);
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

/// The alignment known of pointer `ptr`, raised to `requested` when it is
/// an alloca whose stack can hold it without realigning dynamically
/// (MLIR's `tryToEnforceAlignment`): an alloca's or global's alignment, or
/// the caller's `llvm.align` of its argument; 1 when unknown.
fn enforce_alignment(
    ctx: &Context,
    body: &mut Body,
    site: &ArgumentSite,
    ptr: ValueId,
    requested: u64,
) -> u64 {
    let int_attr = |a: Option<Attribute>| a.and_then(|a| ctx.integer_attr_value(a)).map(|v| v.zext_u64());
    let Some(def) = body.defining_op(ptr) else {
        // An argument of the caller function.
        let strata_ir::ValueDef::BlockArg(block, index) = body.value_def(ptr) else {
            return 1;
        };
        let is_func_arg =
            body.block_parent_op(block).is_none() && ctx.op_name_str(site.caller_owner) == super::FUNC.name;
        return match (is_func_arg, site.caller_properties) {
            (true, Some(props)) => int_attr(
                ctx.dict_get_str(props, "arg_attrs")
                    .and_then(|a| ctx.array_attr_elements(a))
                    .and_then(|dicts| dicts.get(index as usize).copied())
                    .and_then(|d| ctx.dict_get_str(d, "llvm.align")),
            )
            .unwrap_or(1),
            _ => 1,
        };
    };
    if AllocaOp::isa(&(ctx, &*body), def) {
        let current = int_attr(OpRef::new(ctx, body, def).attr("alignment")).unwrap_or(1);
        if current >= requested {
            return current;
        }
        let stack_bits =
            strata_dialect_dlti::DataLayout::new(ctx, body.enclosing_data_layout()).stack_alignment() as u64;
        // Beyond the natural stack alignment the stack would be realigned
        // dynamically: only worth it if the alloca already needs that.
        if stack_bits != 0 && 8 * requested > stack_bits && 8 * current <= stack_bits {
            return current;
        }
        body.set_op_attr(
            ctx,
            def,
            "alignment",
            Some(ctx.integer_attr(ctx.i64(), requested as i64)),
        );
        return requested;
    }
    if AddressOfOp::isa(&(ctx, &*body), def) {
        let global = OpRef::new(ctx, body, def)
            .attr("global_name")
            .and_then(|a| ctx.flat_symbol_ref_value(a))
            .and_then(|name| body.symbol_scope().and_then(|s| s.lookup(ctx, name)));
        if let Some(global) = global.filter(|g| GlobalOp::from_ref(*g).is_some()) {
            return int_attr(global.attr("alignment")).unwrap_or(1);
        }
    }
    1
}

/// MLIR's `processInlinedCallBlocks` for `llvm.call`: static allocas are
/// hoisted to the caller's entry block, then loop annotations get
/// call-site locations.
fn process_inlined_call_blocks(
    ctx: &Context,
    body: &mut Body,
    call: OpId,
    caller_loc: strata_ir::Location,
    blocks: &[BlockId],
) {
    hoist_static_allocas(ctx, body, call, blocks);
    append_access_groups(ctx, body, call, blocks);
    inlined_loop_annotations(ctx, body, call, caller_loc, blocks);
}

/// The access groups of the call are appended to those of the inlined
/// ops that take access groups, directly in the inlined blocks (MLIR's
/// `handleAccessGroups`).
fn append_access_groups(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    let Some(of_call) = OpRef::new(ctx, body, call)
        .attr("access_groups")
        .and_then(|a| ctx.array_attr_elements(a))
    else {
        return;
    };
    let takes_groups = |body: &Body, op: OpId| {
        ctx.op_def(body.op_name(op))
            .is_some_and(|d| d.inherent_attrs.contains(&"access_groups"))
    };
    for &b in blocks {
        let ops: Vec<OpId> = body.block_ops(b).filter(|&op| takes_groups(body, op)).collect();
        for op in ops {
            let mut groups = OpRef::new(ctx, body, op)
                .attr("access_groups")
                .and_then(|a| ctx.array_attr_elements(a))
                .map(<[Attribute]>::to_vec)
                .unwrap_or_default();
            groups.extend_from_slice(of_call);
            body.set_op_attr(ctx, op, "access_groups", Some(ctx.array_attr(&groups)));
        }
    }
}

/// The constant-sized `llvm.alloca`s of the callee's entry block move to
/// the entry block of the caller's allocation scope, so that inlining into
/// a loop does not grow the stack on every iteration (MLIR's
/// `handleInlinedAllocas`). Their lifetimes are then marked where they
/// were and at the callee's returns; a callee with dynamic allocas gets
/// `stacksave`/`stackrestore` around its body instead. Allocas of nested
/// regions stay: they may run conditionally.
fn hoist_static_allocas(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    // The entry block of the closest isolated or allocation-scope op
    // around the call (a body's root region belongs to an isolated op).
    let mut current = call;
    let caller_entry = loop {
        match body.parent_op(current) {
            Some(parent)
                if !OpRef::new(ctx, body, parent).def().is_some_and(|d| {
                    d.has_trait(OpTraits::ISOLATED_FROM_ABOVE)
                        || d.has_trait(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
                }) =>
            {
                current = parent
            }
            _ => {
                break body
                    .op_block(current)
                    .and_then(|b| body.block_region(b))
                    .and_then(|r| body.region_entry(r));
            }
        }
    };
    let (Some(caller_entry), Some(&callee_entry)) = (caller_entry, blocks.first()) else {
        return;
    };
    let constant_size = |body: &Body, alloca: OpId| {
        strata_ir::fold::constant_value(ctx, body, body.operand(alloca, 0))
            .and_then(|a| ctx.integer_attr_value(a).map(|v| (a, v.is_zero())))
    };
    let mut to_move = Vec::new();
    let mut dynamic = false;
    for op in body.block_ops(callee_entry) {
        if !AllocaOp::isa(&(ctx, &*body), op) {
            continue;
        }
        match constant_size(body, op) {
            Some((size, zero)) => {
                let mark_lifetime = !zero && !has_lifetime_markers(ctx, body, op);
                to_move.push((op, size, mark_lifetime));
            }
            None => dynamic = true,
        }
    }
    dynamic = dynamic
        || blocks[1..].iter().any(|&b| {
            body.block_ops(b)
                .any(|op| AllocaOp::isa(&(ctx, &*body), op) && constant_size(body, op).is_none())
        });
    if to_move.is_empty() && !dynamic {
        return;
    }
    let call_loc = body.op_loc(call);
    let mut b = OpBuilder::new(ctx, body);
    let saved = dynamic.then(|| {
        b.set_insertion_point_to_start(callee_entry);
        StackSaveOp::build(&mut b, call_loc, super::types::ptr_type(ctx, 0)).res(&b)
    });
    let mut mark_any = false;
    // Each constant and alloca goes after the previous ones.
    let first = b.body.first_op(caller_entry);
    for &(alloca, size, mark_lifetime) in &to_move {
        let loc = b.body.op_loc(alloca);
        let size_ty = b.body.value_type(b.body.operand(alloca, 0));
        match first {
            Some(op) => b.set_insertion_point_before(op),
            None => b.set_insertion_point_to_end(caller_entry),
        }
        let constant = ConstantOp::build(&mut b, loc, size_ty, size).res(&b);
        if mark_lifetime {
            b.set_insertion_point_before(alloca);
            let ptr = b.body.result(alloca, 0);
            LifetimeStartOp::build(&mut b, loc, ptr);
            mark_any = true;
        }
        let body = &mut *b.body;
        let after = body.defining_op(constant).expect("constant just built");
        body.move_op(alloca, strata_ir::InsertPoint::After(after));
        body.set_operand(alloca, 0, constant);
    }
    if !mark_any && saved.is_none() {
        return;
    }
    for &block in blocks {
        let Some(term) = b.body.last_op(block) else {
            continue;
        };
        if !OpRef::new(ctx, b.body, term).has_trait(OpTraits::RETURN_LIKE) {
            continue;
        }
        b.set_insertion_point_before(term);
        if let Some(saved) = saved {
            StackRestoreOp::build(&mut b, call_loc, saved);
        }
        for &(alloca, _, mark_lifetime) in &to_move {
            if mark_lifetime {
                let loc = b.body.op_loc(alloca);
                let ptr = b.body.result(alloca, 0);
                LifetimeEndOp::build(&mut b, loc, ptr);
            }
        }
    }
}

/// Whether the alloca's pointer, directly or through bitcasts, already
/// has lifetime markers.
fn has_lifetime_markers(ctx: &Context, body: &Body, alloca: OpId) -> bool {
    let mut stack = vec![body.result(alloca, 0)];
    while let Some(v) = stack.pop() {
        for (user, _) in body.uses(v) {
            let user_ref = (ctx, body);
            if LifetimeStartOp::isa(&user_ref, user) || LifetimeEndOp::isa(&user_ref, user) {
                return true;
            }
            if BitcastOp::isa(&user_ref, user) {
                stack.push(body.result(user, 0));
            }
        }
    }
    false
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
