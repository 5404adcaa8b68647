//! The lowering patterns of `convert-cf-to-llvm`, and the lowering of
//! `cf.assert`, which declares module symbols.

use strata_dialect_cf::{AssertOp, BranchOp, CondBranchOp, SwitchOp, BR, COND_BR, SWITCH};
use strata_dialect_llvm::attrs::LINKAGE;
use strata_dialect_llvm::types as llvm_types;
use strata_dialect_llvm::{AddressOfOp, BrOp, CallOp, CondBrOp, GEPOp, GlobalOp, UnreachableOp};
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, Location, OpBuilder, OpId, OperationState, ValueId,
    WalkResult,
};
use strata_rewrite::conversion::{ConversionPattern, ConversionPatternRewriter, OpAdaptor};

use crate::llvm_common::pattern::FnPattern;
use crate::llvm_common::symbols::{builder_at, declare_once, module_functions, module_start, module_symbols};
use crate::llvm_common::LlvmTypeConverter;
use strata_dialect_utils::attrs::{dense_i32_array, dense_i32_values};

type Rw<'a> = ConversionPatternRewriter<'a>;
type LowerFn = for<'r> fn(&LlvmTypeConverter, OpId, &OpAdaptor, &mut Rw<'r>) -> bool;

/// Adds the patterns lowering the `cf` branches to LLVM (MLIR's
/// `populateControlFlowToLLVMConversionPatterns`, but `cf.assert`, which
/// [`lower_asserts`] lowers).
pub fn populate_cf_to_llvm_patterns(tc: &LlvmTypeConverter, out: &mut Vec<Box<dyn ConversionPattern>>) {
    let list: [(&'static str, &'static str, &'static [&'static str], LowerFn); 3] = [
        (BR.name, "BranchOpLowering", &["llvm.br"], lower_br),
        (
            COND_BR.name,
            "CondBranchOpLowering",
            &["llvm.cond_br"],
            lower_cond_br,
        ),
        (SWITCH.name, "SwitchOpLowering", &["llvm.switch"], lower_switch),
    ];
    for (root, name, generated, lower) in list {
        out.push(Box::new(FnPattern {
            root,
            name,
            generated,
            converter: tc.clone(),
            lower,
        }));
    }
}

/// The block `dest` with its argument types converted to those of
/// `operands`, converting it if needed (MLIR's `getConvertedBlock`).
fn converted_block(
    tc: &LlvmTypeConverter,
    rw: &mut Rw<'_>,
    dest: BlockId,
    operands: &[ValueId],
) -> Option<BlockId> {
    let ctx = rw.ctx;
    let body = rw.body();
    let current: Vec<_> = body
        .block_args(dest)
        .iter()
        .map(|&a| body.value_type(a))
        .collect();
    let expected: Vec<_> = operands.iter().map(|&v| body.value_type(v)).collect();
    if current == expected {
        return Some(dest);
    }
    let conv = tc.converter.convert_block_signature(ctx, body, dest)?;
    if conv.converted_types() != expected.as_slice() {
        return None;
    }
    Some(rw.apply_signature_conversion(dest, &conv))
}

/// Creates `name` with `operands`, `successors`, properties `props` and
/// the discardable attributes `attrs`, replacing `op`.
fn replace_branch(
    rw: &mut Rw<'_>,
    op: OpId,
    name: &str,
    operands: Vec<ValueId>,
    successors: Vec<BlockId>,
    props: Vec<(&str, Attribute)>,
    attrs: Option<Attribute>,
) {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx.op_name(name), rw.body().op_loc(op));
    st.operands = operands;
    st.successors = successors;
    if !props.is_empty() {
        let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
        st.properties = Some(ctx.dictionary_attr(&entries));
    }
    st.attributes = attrs;
    rw.create(st);
    rw.erase_op(op);
}

fn lower_br(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let Some(br) = BranchOp::cast(rw, op) else {
        return false;
    };
    let operands = adaptor.flat_operands();
    let dest = br.dest(rw);
    let Some(dest) = converted_block(tc, rw, dest, &operands) else {
        return false;
    };
    let attrs = rw.body().op_attr_dict(op);
    replace_branch(rw, op, BrOp::SPEC.name, operands, vec![dest], Vec::new(), attrs);
    true
}

fn lower_cond_br(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(br) = CondBranchOp::cast(rw, op) else {
        return false;
    };
    let (nt, nf) = (br.true_dest_operands(rw).len(), br.false_dest_operands(rw).len());
    let Some(cond) = adaptor.values(0).first().copied() else {
        return false;
    };
    let t_ops = adaptor.flat_range(1..1 + nt);
    let f_ops = adaptor.flat_range(1 + nt..1 + nt + nf);
    let (t, f) = (br.true_dest(rw), br.false_dest(rw));
    let weights = br.branch_weights(rw);
    let attrs = rw.body().op_attr_dict(op);
    let Some(t) = converted_block(tc, rw, t, &t_ops) else {
        return false;
    };
    let Some(f) = converted_block(tc, rw, f, &f_ops) else {
        return false;
    };
    let mut operands = vec![cond];
    operands.extend_from_slice(&t_ops);
    operands.extend_from_slice(&f_ops);
    let mut props = Vec::new();
    if let Some(w) = weights {
        props.push(("branch_weights", w));
    }
    props.push((
        "operandSegmentSizes",
        dense_i32_array(ctx, &[1, t_ops.len() as i32, f_ops.len() as i32]),
    ));
    replace_branch(rw, op, CondBrOp::SPEC.name, operands, vec![t, f], props, attrs);
    true
}

fn lower_switch(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(sw) = SwitchOp::cast(rw, op) else {
        return false;
    };
    let Some(case_segments) = sw
        .case_operand_segments(rw)
        .and_then(|a| dense_i32_values(ctx, a))
    else {
        return false;
    };
    let nd = sw.default_operands(rw).len();
    let Some(flag) = adaptor.values(0).first().copied() else {
        return false;
    };
    let case_values = sw.case_values(rw);
    let body = rw.body();
    let weights = body.op_attr(ctx, op, "branch_weights");
    let attrs = body.op_attr_dict(op);
    let default_ops = adaptor.flat_range(1..1 + nd);
    let default = sw.default_destination(rw);
    let cases: Vec<BlockId> = sw.case_destinations(rw);
    let Some(default) = converted_block(tc, rw, default, &default_ops) else {
        return false;
    };
    let mut dests = vec![default];
    let mut operands = vec![flag];
    operands.extend_from_slice(&default_ops);
    let mut at = 1 + nd;
    let mut case_sizes = Vec::new();
    for (i, &n) in case_segments.iter().enumerate() {
        let n = n as usize;
        let ops = adaptor.flat_range(at..at + n);
        at += n;
        let Some(&case) = cases.get(i) else {
            return false;
        };
        let Some(dest) = converted_block(tc, rw, case, &ops) else {
            return false;
        };
        dests.push(dest);
        case_sizes.push(ops.len() as i32);
        operands.extend_from_slice(&ops);
    }
    let total: i32 = case_sizes.iter().sum();
    let mut props = Vec::new();
    if let Some(w) = weights {
        props.push(("branch_weights", w));
    }
    props.push(("case_operand_segments", dense_i32_array(ctx, &case_sizes)));
    if let Some(v) = case_values {
        props.push(("case_values", v));
    }
    props.push((
        "operandSegmentSizes",
        dense_i32_array(ctx, &[1, default_ops.len() as i32, total]),
    ));
    replace_branch(
        rw,
        op,
        strata_dialect_llvm::SwitchOp::SPEC.name,
        operands,
        dests,
        props,
        attrs,
    );
    true
}

// ---- cf.assert ---------------------------------------------------------------------

/// Lowers every `cf.assert` in the functions (isolated ops) of `module`,
/// in IR order, as MLIR's `AssertOpLowering`: the assert's block is split
/// before it, a failure block appended to the region calls `puts` on the
/// message (a private constant global `assert_msg`, made unique) and
/// `abort`, and an `llvm.cond_br` replaces the assert. The global and the
/// declarations go to the start of the module (of the nested module for
/// asserts in one).
pub fn lower_asserts(ctx: &Context, module: &mut Body, module_loc: Location) {
    let funcs = module_functions(module);
    let mut symbols = module_symbols(ctx, module);
    let ptr = llvm_types::ptr_type(ctx, 0);
    for f in funcs {
        // A nested module gets its own declarations, as MLIR's pattern puts
        // them in the assert's nearest module.
        if module.op_name(f) == ctx.op_name("builtin.module") {
            let loc = module.op_loc(f);
            if let Some(child) = module.child_body_mut(f) {
                lower_asserts(ctx, child, loc);
            }
            continue;
        }
        let asserts: Vec<OpId> = {
            let Some(child) = module.child_body(f) else {
                continue;
            };
            let mut v = Vec::new();
            child.walk_root_regions(&mut |o| {
                if AssertOp::isa(&(ctx, child), o) {
                    v.push(o);
                }
                WalkResult::Advance
            });
            v
        };
        for a in asserts {
            let Some(child) = module.child_body_mut(f) else {
                break;
            };
            let loc = child.op_loc(a);
            let assert = AssertOp(a);
            let msg = assert.msg(&(ctx, &*child)).unwrap_or("").to_string();
            let cond = assert.arg(&(ctx, &*child));
            // The global's unique name.
            let mut name = "assert_msg".to_string();
            let mut n = 0;
            while symbols.contains(&name) {
                name = format!("assert_msg_{n}");
                n += 1;
            }
            symbols.push(name.clone());
            let mut bytes: Vec<u8> = msg.as_bytes().to_vec();
            bytes.push(0);
            let array = llvm_types::array_type(ctx, ctx.i8(), bytes.len() as u64);
            // The failure path, in the function.
            let Some(block) = child.op_block(a) else { continue };
            let Some(region) = child.block_region(block) else {
                continue;
            };
            let cont = child.split_block(block, a);
            let failure = child.create_block();
            child.append_block(region, failure);
            let mut b = OpBuilder::at_end(ctx, child, failure);
            let addr = AddressOfOp::build(&mut b, loc, ptr, &name).res(&b);
            let raw = dense_i32_array(ctx, &[0]);
            let gep = GEPOp::build(&mut b, loc, ptr, addr, &[], raw, array, Some(0)).res(&b);
            CallOp::build_direct(&mut b, loc, None, "puts", &[gep]);
            CallOp::build_direct(&mut b, loc, None, "abort", &[]);
            UnreachableOp::build(&mut b, loc);
            b.set_insertion_point_to_end(block);
            CondBrOp::build(&mut b, loc, cond, &[], &[], None, None, cont, failure);
            child.erase_op(a);
            // The module symbols.
            let Some(start) = module_start(module) else {
                continue;
            };
            let data = ctx.intern_attr(AttrKind::DenseElements {
                ty: ctx.ranked_tensor_type(&[bytes.len() as i64], ctx.i8()),
                data: strata_ir::DenseData {
                    // A one-element buffer is a splat, as MLIR detects.
                    splat: bytes.len() == 1,
                    bytes: bytes.clone().into(),
                },
            });
            let private = LINKAGE.value_of("private").unwrap_or(0);
            let mut b = builder_at(ctx, module, start);
            GlobalOp::build(
                &mut b,
                loc,
                array,
                true,
                private,
                &name,
                Some(data),
                None,
                0,
                None,
            );
            let puts = llvm_types::function_type(ctx, llvm_types::void_type(ctx), &[ptr], false);
            declare_once(ctx, module, &mut symbols, "puts", puts, module_loc);
            let abort = llvm_types::function_type(ctx, llvm_types::void_type(ctx), &[], false);
            declare_once(ctx, module, &mut symbols, "abort", abort, ctx.unknown_loc());
        }
    }
}
