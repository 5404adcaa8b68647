//! Control flow ops of the `llvm` dialect: `llvm.br`, `llvm.cond_br`,
//! `llvm.switch` and `llvm.indirectbr` (with `llvm.return` and
//! `llvm.unreachable` in [`super::ops`]), and the block addresses
//! `llvm.indirectbr` jumps to (`llvm.blockaddress`, `llvm.blocktag`).
//! Their successor operands, weights and case segments are those of the
//! `cf` ops, whose helpers they share.

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::interfaces::{
    verify_branch_successor_operands, BranchOpInterface, BranchSuccessorForOperands,
};
use strata_ir::{AttrKind, Attribute, Context, LogicalResult, OpRef, OpTraits, OperationState, ValueId};
use strata_ods::asm_format::{int_array_elements, set_parsed_attributes};
use strata_ods::constraints::{attrs, types};
use strata_ods::{OpSpec, TraitCheck};

use super::ops::{all_attrs, LLVM_TYPE, PTR};
use strata_dialect_cf as cf;

const TERMINATOR: OpTraits = OpTraits::PURE.union(OpTraits::TERMINATOR);
const SEGMENTS: &str = "operandSegmentSizes";
const CASE_SEGMENTS: &str = "case_operand_segments";

const BR_BRANCH: BranchOpInterface = BranchOpInterface {
    successor_operands: cf::br_successor_operands,
    produced_operands: None,
};
const BR_SUCCESSOR: BranchSuccessorForOperands = BranchSuccessorForOperands(|_, _| Some(0));
const COND_BR_BRANCH: BranchOpInterface = BranchOpInterface {
    successor_operands: cf::cond_br_successor_operands,
    produced_operands: None,
};
const COND_BR_SUCCESSOR: BranchSuccessorForOperands =
    BranchSuccessorForOperands(cf::cond_br_successor_for_operands);
const SWITCH_BRANCH: BranchOpInterface = BranchOpInterface {
    successor_operands: cf::switch_successor_operands,
    produced_operands: None,
};

strata_ods::op! {
    /// Jumps to the block `dest`, passing `destOperands` as its arguments.
    /// `loop_annotation` may carry loop metadata for the backedge.
    pub BrOp(BR, "llvm.br") {
        operands(dest_operands "destOperands": variadic(LLVM_TYPE))
        attributes(loop_annotation: opt_attr = optional(super::attrs::LOOP_ANNOTATION))
        successors(dest: single)
        build(explicit)
        example: "llvm.func @example(%arg0: i32) -> i32 {\n  llvm.br ^bb1(%arg0 : i32)\n^bb1(%0: i32):  // pred: ^bb0\n  llvm.return %0 : i32\n}",
        traits: TERMINATOR,
        format: Some("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"),
        trait_checks: &[TraitCheck::Custom(verify_branch_successor_operands)],
        interfaces: &[&BR_BRANCH, &BR_SUCCESSOR],
    }
    /// Jumps to `trueDest` if `condition` is true and to `falseDest`
    /// otherwise, passing each its operands. `branch_weights` may give the
    /// expected frequencies of the two edges.
    pub CondBrOp(COND_BR, "llvm.cond_br") {
        operands(
            condition: single(types::I1),
            true_dest_operands "trueDestOperands": variadic(LLVM_TYPE),
            false_dest_operands "falseDestOperands": variadic(LLVM_TYPE),
        )
        attributes(
            branch_weights: opt_attr = optional(attrs::DENSE_I32_ARRAY_ATTR),
            loop_annotation: opt_attr = optional(super::attrs::LOOP_ANNOTATION),
        )
        successors(true_dest "trueDest": single, false_dest "falseDest": single)
        build(explicit)
        example: "llvm.func @example(%arg0: i1, %arg1: i32) -> i32 {\n  llvm.cond_br %arg0 weights([3, 1]), ^bb1(%arg1 : i32), ^bb2\n^bb1(%0: i32):  // pred: ^bb0\n  llvm.return %0 : i32\n^bb2:  // pred: ^bb0\n  llvm.return %arg1 : i32\n}",
        traits: TERMINATOR.union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        format: Some(
            "$condition (`weights` `(` $branch_weights^ `)` )? `,` \
             $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
             $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        ),
        trait_checks: &[
            TraitCheck::Custom(verify_branch_successor_operands),
            TraitCheck::Custom(cf::verify_branch_weights),
        ],
        interfaces: &[&COND_BR_BRANCH, &COND_BR_SUCCESSOR],
    }
    /// Jumps to the case destination whose value equals the integer
    /// `value`, or to `defaultDestination` if none does, passing the
    /// chosen block its operands (`case_operand_segments` splits
    /// `caseOperands` among the cases).
    pub SwitchOp(SWITCH, "llvm.switch") {
        operands(
            value: single(types::ANY_SIGNLESS_INTEGER),
            default_operands "defaultOperands": variadic(types::ANY_TYPE),
            case_operands "caseOperands": variadic(types::ANY_TYPE),
        )
        attributes(
            case_values: opt_attr = optional(cf::INT_ELEMENTS_ATTR),
            case_operand_segments: attr = required(attrs::DENSE_I32_ARRAY_ATTR),
            branch_weights: opt_attr = optional(attrs::DENSE_I32_ARRAY_ATTR),
        )
        successors(default_destination "defaultDestination": single, case_destinations "caseDestinations": variadic)
        build(explicit)
        example: "llvm.func @example(%arg0: i32) -> i32 {\n  llvm.switch %arg0 : i32, ^bb1 [\n    1: ^bb2(%arg0 : i32),\n    7: ^bb1\n  ]\n^bb1:  // 2 preds: ^bb0, ^bb0\n  llvm.return %arg0 : i32\n^bb2(%0: i32):  // pred: ^bb0\n  llvm.return %0 : i32\n}",
        traits: TERMINATOR.union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        trait_checks: &[
            TraitCheck::Custom(cf::verify_case_segments),
            TraitCheck::Custom(verify_branch_successor_operands),
            TraitCheck::Custom(cf::verify_branch_weights),
        ],
        verify: Some(verify_switch),
        parse: Some(parse_switch),
        print: Some(print_switch),
        interfaces: &[&SWITCH_BRANCH],
    }
}

/// `SwitchOp::verify`: one case value per case destination.
fn verify_switch(op: OpRef<'_>) -> LogicalResult {
    let cases = op.num_successors().saturating_sub(1);
    let count = op
        .attr("case_values")
        .and_then(|a| cf::case_values_shape(op.ctx, a))
        .map_or(0, |v| v.0);
    if count != cases {
        return Err(op.emit_op_error("expects number of case values to match number of case destinations"));
    }
    let ctx = op.ctx;
    let case_type = op.attr("case_values").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } => ctx.element_type(*ty),
        _ => None,
    });
    if case_type.is_some_and(|t| op.num_operands() > 0 && t != op.operand_type(0)) {
        return Err(op.emit_error("expects case value type to match condition value type"));
    }
    Ok(())
}

/// The case values as signed integers of the flag's width.
fn case_values(ctx: &Context, a: Attribute) -> Vec<String> {
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
        return Vec::new();
    };
    let Some(width) = ctx.element_type(*ty).and_then(|e| ctx.integer_width(e)) else {
        return Vec::new();
    };
    let count = ctx
        .shape(*ty)
        .map_or(0, |s| s.iter().product::<i64>().max(0) as usize);
    let stride = width.div_ceil(8).max(1) as usize;
    (0..count)
        .map(|i| {
            let at = if data.splat { 0 } else { i * stride };
            let raw = data.bytes.get(at..at + stride).unwrap_or(&[]);
            let words: Vec<u64> = raw
                .chunks(8)
                .map(|c| {
                    let mut w = [0u8; 8];
                    w[..c.len()].copy_from_slice(c);
                    u64::from_le_bytes(w)
                })
                .collect();
            strata_ir::APInt::from_words(width, &words).to_string_signed()
        })
        .collect()
}

/// `$value : type($value), $default(...) [ cases ] attr-dict`.
fn parse_switch(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let flag = p.parse_operand()?;
    p.parse_punct(":")?;
    let flag_type = p.parse_type()?;
    p.parse_punct(",")?;
    let start = p.current_pos();
    let (default, num_default) = cf::parse_successor_and_operands(p, state, start)?;
    state.successors.push(default);
    p.parse_punct("[")?;
    let mut values: Vec<i64> = Vec::new();
    let mut segments: Vec<i32> = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            let pos = p.current_pos();
            let value = match p.parse_optional_big_integer()? {
                Some(v) if v.fits_i64_signed() => v.sext(64).sext_i64(),
                Some(_) => return Err(p.emit_error_at(pos, "integer value too large")),
                None => return Err(p.emit_error_at(pos, "expected integer value")),
            };
            p.parse_punct(":")?;
            let (block, n) = cf::parse_successor_and_operands(p, state, start)?;
            state.successors.push(block);
            values.push(value);
            segments.push(n as i32);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    // As in MLIR, the condition is resolved after the cases parse.
    let v = p.resolve_operand(&flag, flag_type)?;
    state.operands.insert(0, v);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let num_cases: i32 = segments.iter().sum();
    let mut props = vec![
        (
            ctx.ident(CASE_SEGMENTS),
            strata_dialect_utils::attrs::dense_i32_array(ctx, &segments),
        ),
        (
            ctx.ident(SEGMENTS),
            strata_dialect_utils::attrs::dense_i32_array(ctx, &[1, num_default as i32, num_cases]),
        ),
    ];
    if !values.is_empty() {
        props.push((
            ctx.ident("case_values"),
            cf::case_values_attr(ctx, flag_type, &values),
        ));
    }
    set_parsed_attributes(
        ctx,
        state,
        props,
        attrs,
        &["case_values", CASE_SEGMENTS, SEGMENTS, "branch_weights"],
    );
    Ok(())
}

fn print_switch(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    let ranges = cf::switch_successor_operands(op).unwrap_or_default();
    let operands = |i: usize| -> Vec<ValueId> {
        ranges
            .get(i)
            .map(|r| r.clone().map(|k| op.operand(k)).collect())
            .unwrap_or_default()
    };
    let succ = |i: usize| op.body.successor(op.id, i);
    p.print_successor_and_use_list(succ(0), &operands(0));
    p.write_str(" [");
    let values = op
        .attr("case_values")
        .map(|a| case_values(ctx, a))
        .unwrap_or_default();
    for (i, value) in values.iter().enumerate() {
        if i > 0 {
            p.write_str(",");
        }
        p.print_new_line();
        p.write_str("  ");
        p.write_str(value);
        p.write_str(": ");
        if i + 1 < op.num_successors() {
            p.print_successor_and_use_list(succ(i + 1), &operands(i + 1));
        }
    }
    p.print_new_line();
    p.write_str("]");
    p.print_optional_attr_dict(&all_attrs(op), &["case_values", CASE_SEGMENTS, SEGMENTS]);
}

const INDIRECTBR_BRANCH: BranchOpInterface = BranchOpInterface {
    successor_operands: indirectbr_successor_operands,
    produced_operands: None,
};
const INDBR_SEGMENTS: &str = "indbr_operand_segments";

strata_ods::op! {
    /// Jumps to the address `addr`, a block address of the enclosing
    /// function (`llvm.blockaddress`), among the listed `successors`,
    /// passing the chosen block its operands (`indbr_operand_segments`
    /// splits `succOperands` among the successors).
    pub IndirectBrOp(INDIRECTBR, "llvm.indirectbr") {
        operands(
            addr: single(PTR),
            succ_operands "succOperands": variadic(types::ANY_TYPE),
        )
        attributes(indbr_operand_segments: attr = required(attrs::DENSE_I32_ARRAY_ATTR))
        successors(successors: variadic)
        build(explicit)
        example: "llvm.func @example(%arg0: i32) -> i32 {\n  %0 = llvm.blockaddress <function = @example, tag = <id = 0>> : !llvm.ptr\n  llvm.indirectbr %0 : !llvm.ptr, [\n  ^bb1(%arg0 : i32)\n  ]\n^bb1(%1: i32):  // pred: ^bb0\n  llvm.blocktag <id = 0>\n  llvm.return %1 : i32\n}",
        traits: TERMINATOR,
        trait_checks: &[
            TraitCheck::Custom(verify_indbr_segments),
            TraitCheck::Custom(verify_branch_successor_operands),
        ],
        parse: Some(parse_indirectbr),
        print: Some(print_indirectbr),
        interfaces: &[&INDIRECTBR_BRANCH],
    }
}

fn indbr_segments(op: OpRef<'_>) -> Option<Vec<i64>> {
    let (width, values) = int_array_elements(op.ctx, op.attr(INDBR_SEGMENTS)?)?;
    (width == 32).then_some(values)
}

/// Each successor's slice of `succOperands`, which follow `addr`.
fn indirectbr_successor_operands(op: OpRef<'_>) -> Option<Vec<std::ops::Range<usize>>> {
    let segments = indbr_segments(op)?;
    if segments.len() < op.num_successors() || segments.iter().any(|&s| s < 0) {
        return None;
    }
    let mut start = 1;
    let mut ranges = Vec::with_capacity(segments.len());
    for &n in &segments {
        let end = start + n as usize;
        if end > op.num_operands() {
            return None;
        }
        ranges.push(start..end);
        start = end;
    }
    Some(ranges)
}

/// `VariadicOfVariadic`'s check: the segments add up to the operands.
fn verify_indbr_segments(op: OpRef<'_>) -> LogicalResult {
    let Some(segments) = indbr_segments(op) else {
        return Ok(());
    };
    let total: i64 = segments.iter().sum();
    let count = op.num_operands().saturating_sub(1);
    if segments.iter().any(|&s| s < 0) || total != count as i64 {
        return Err(op.emit_op_error(format!(
            "succOperands count ({count}) does not match with the total size ({total}) specified in attribute '{INDBR_SEGMENTS}'"
        )));
    }
    Ok(())
}

/// `$addr : type($addr), [ ^bb(operands : types), ... ] attr-dict`.
fn parse_indirectbr(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let addr = p.parse_operand()?;
    p.parse_punct(":")?;
    let addr_type = p.parse_type()?;
    let v = p.resolve_operand(&addr, addr_type)?;
    state.operands.push(v);
    p.parse_punct(",")?;
    p.parse_punct("[")?;
    let start = p.current_pos();
    let mut segments: Vec<i32> = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            let (block, n) = cf::parse_successor_and_operands(p, state, start)?;
            state.successors.push(block);
            segments.push(n as i32);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let props = vec![(
        ctx.ident(INDBR_SEGMENTS),
        strata_dialect_utils::attrs::dense_i32_array(ctx, &segments),
    )];
    set_parsed_attributes(ctx, state, props, attrs, &[INDBR_SEGMENTS]);
    Ok(())
}

fn print_indirectbr(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", [");
    let ranges = indirectbr_successor_operands(op).unwrap_or_default();
    for i in 0..op.num_successors() {
        if i > 0 {
            p.write_str(",");
        }
        p.print_new_line();
        let operands: Vec<ValueId> = ranges
            .get(i)
            .map(|r| r.clone().map(|k| op.operand(k)).collect())
            .unwrap_or_default();
        p.print_successor_and_use_list(op.body.successor(op.id, i), &operands);
    }
    if op.num_successors() > 0 {
        p.print_new_line();
    }
    p.write_str("]");
    p.print_optional_attr_dict(&all_attrs(op), &[INDBR_SEGMENTS]);
}

fn is_blockaddress(ctx: &Context, a: Attribute) -> bool {
    super::attrs::blockaddress_value(ctx, a).is_some()
}

fn is_blocktag(ctx: &Context, a: Attribute) -> bool {
    super::attrs::blocktag_value(ctx, a).is_some()
}

strata_ods::op! {
    /// The address of the block of a function that `llvm.blocktag` with
    /// the same tag marks (`block_addr` names the function and the tag),
    /// for `llvm.indirectbr`.
    pub BlockAddressOp(BLOCKADDRESS, "llvm.blockaddress") {
        results(res: single(PTR))
        attributes(block_addr: attr = required(strata_ods::constraints::AttrConstraint::Class {
            summary: "",
            check: is_blockaddress,
        }))
        build(explicit)
        summary: "Creates a LLVM blockaddress ptr",
        example: "llvm.func @example() -> !llvm.ptr {\n  %0 = llvm.blockaddress <function = @example, tag = <id = 0>> : !llvm.ptr\n  llvm.br ^bb1\n^bb1:  // pred: ^bb0\n  llvm.blocktag <id = 0>\n  llvm.return %0 : !llvm.ptr\n}",
        traits: OpTraits::PURE.union(OpTraits::CONSTANT_LIKE),
        parse: Some(parse_blockaddress),
        print: Some(print_blockaddress),
        fold: Some(fold_blockaddress),
        verify_symbol_uses: Some(verify_blockaddress_symbol_uses),
    }
    /// Tags the block it is in with `tag`, which `llvm.blockaddress` names
    /// (at most one per tag in a function).
    pub BlockTagOp(BLOCKTAG, "llvm.blocktag") {
        attributes(tag: attr = required(strata_ods::constraints::AttrConstraint::Class {
            summary: "",
            check: is_blocktag,
        }))
        build(explicit)
        example: "llvm.func @example() -> !llvm.ptr {\n  %0 = llvm.blockaddress <function = @example, tag = <id = 0>> : !llvm.ptr\n  llvm.br ^bb1\n^bb1:  // pred: ^bb0\n  llvm.blocktag <id = 0>\n  llvm.return %0 : !llvm.ptr\n}",
        parse: Some(parse_blocktag),
        print: Some(print_blocktag),
    }
}

/// `$block_addr attr-dict : qualified(type($res))`, the attribute
/// without its `#llvm.blockaddress` prefix.
fn parse_blockaddress(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let addr = super::attrs::parse_blockaddress_body(p.as_asm_parser())?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    state.result_types.push(t);
    set_parsed_attributes(
        ctx,
        state,
        vec![(ctx.ident("block_addr"), addr)],
        attrs,
        &["block_addr"],
    );
    Ok(())
}

/// ` <...>`: the body of the op's block attribute `name`.
fn print_block_attr(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, name: &str) {
    p.write_str(" ");
    if let Some(a) = op.attr(name) {
        let p = std::cell::RefCell::new(p);
        super::attrs::print_block_attr_body(op.ctx, a, &mut |t| p.borrow_mut().write_str(t), &mut |f| {
            p.borrow_mut().print_attribute(f)
        });
    }
}

fn print_blockaddress(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    print_block_attr(p, op, "block_addr");
    p.print_optional_attr_dict(&all_attrs(op), &["block_addr"]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

/// `$tag attr-dict`, the attribute without its `#llvm.blocktag` prefix.
fn parse_blocktag(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let tag = super::attrs::parse_blocktag_body(p.as_asm_parser())?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    set_parsed_attributes(ctx, state, vec![(ctx.ident("tag"), tag)], attrs, &["tag"]);
    Ok(())
}

fn print_blocktag(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    print_block_attr(p, op, "tag");
    p.print_optional_attr_dict(&all_attrs(op), &["tag"]);
}

/// `llvm.blockaddress` folds to its attribute, which
/// [`super::ops::materialize_constant`] turns back into the op.
fn fold_blockaddress(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut strata_ir::FoldOutput,
) -> LogicalResult {
    let v = op.attr("block_addr").ok_or(strata_ir::Failed)?;
    out.results.push(strata_ir::OpFoldResult::Attr(v));
    Ok(())
}

/// The `llvm.blocktag` with tag `id` in the body of `function`, if any.
pub fn find_block_tag(function: OpRef<'_>, id: u32) -> bool {
    let ctx = function.ctx;
    let found = strata_ir::walk::walk_all_from(function.body, function.id, &mut |body, o| {
        let inner = OpRef::new(ctx, body, o);
        let tag = BlockTagOp::from_ref(inner)
            .and_then(|_| inner.attr("tag"))
            .and_then(|a| super::attrs::blocktag_value(ctx, a));
        if tag == Some(id) {
            strata_ir::WalkResult::Interrupt
        } else {
            strata_ir::WalkResult::Advance
        }
    });
    found == strata_ir::WalkResult::Interrupt
}

/// `BlockAddressOp::verify`: an `llvm.func` of the name has a block with
/// the tag (checked with the symbol uses, where other functions' bodies
/// are visible).
fn verify_blockaddress_symbol_uses(op: OpRef<'_>, st: &dyn strata_ir::SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    let Some((function, id)) = op
        .attr("block_addr")
        .and_then(|a| super::attrs::blockaddress_value(ctx, a))
    else {
        return Ok(());
    };
    let found = st
        .lookup_symbol(function)
        .filter(|f| super::func::LLVMFuncOp::from_ref(*f).is_some())
        .is_some_and(|f| find_block_tag(f, id));
    if !found {
        return Err(op.emit_op_error("expects an existing block label target in the referenced function"));
    }
    Ok(())
}

/// `LLVMFuncOp::verify`, in part: the block tags of a function are
/// distinct.
pub(crate) fn verify_unique_block_tags(function: OpRef<'_>) -> LogicalResult {
    let ctx = function.ctx;
    let mut seen = std::collections::HashSet::new();
    let mut result = Ok(());
    strata_ir::walk::walk_all_from(function.body, function.id, &mut |body, o| {
        let inner = OpRef::new(ctx, body, o);
        let Some(id) = BlockTagOp::from_ref(inner)
            .and_then(|_| inner.attr("tag"))
            .and_then(|a| super::attrs::blocktag_value(ctx, a))
        else {
            return strata_ir::WalkResult::Advance;
        };
        if !seen.insert(id) {
            result = Err(inner.emit_error(format!("duplicate block tag '{id}' in the same function: ")));
            return strata_ir::WalkResult::Interrupt;
        }
        strata_ir::WalkResult::Advance
    });
    result
}

/// The ops of this file.
pub(crate) const OPS: &[&OpSpec] = &[&BR, &COND_BR, &SWITCH, &INDIRECTBR, &BLOCKADDRESS, &BLOCKTAG];
