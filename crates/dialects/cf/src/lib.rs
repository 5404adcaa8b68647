//! The `cf` dialect of MLIR 22: unstructured control flow between the
//! blocks of a region (`cf.br`, `cf.cond_br`, `cf.switch`) and runtime
//! assertions (`cf.assert`).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::ops::Range;

use strata_dialect_utils::attrs::dense_i32_array;
use strata_dialect_utils::segments::operand_groups;
use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, SourcePos, UnresolvedOperand};
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::interfaces::{
    verify_branch_successor_operands, BranchOpInterface, BranchSuccessorForOperands, EffectKind,
};
use strata_ir::{
    APInt, AttrKind, Attribute, BlockId, Context, DenseData, DialectDef, LogicalResult, NamedAttribute,
    OpRef, OpTraits, OperationState, Type, TypeKind, ValueId,
};
use strata_ods::asm_format::{int_array_elements, set_parsed_attributes};
use strata_ods::constraints::{attrs, types, AttrConstraint};
use strata_ods::{DialectSpec, EffectSpec, TraitCheck};

mod bufferize;
mod canonicalize;
#[cfg(test)]
mod tests;

const SEGMENTS: &str = "operandSegmentSizes";
const CASE_SEGMENTS: &str = "case_operand_segments";
const SWITCH_INHERENT: &[&str] = &["case_values", CASE_SEGMENTS, SEGMENTS];

// ---- constraints ---------------------------------------------------------------

fn is_int_elements(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } => ctx
            .element_type(*ty)
            .is_some_and(|e| matches!(ctx.type_kind(e), TypeKind::Integer { .. })),
        _ => false,
    }
}

/// `AnyIntElementsAttr`.
pub const INT_ELEMENTS_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "integer elements attribute",
    check: is_int_elements,
};

const BRANCH_CHECKS: &[TraitCheck] = &[TraitCheck::Custom(verify_branch_successor_operands)];
const TERMINATOR: OpTraits = OpTraits::PURE.union(OpTraits::TERMINATOR);

const BR_BRANCH: BranchOpInterface = BranchOpInterface {
    successor_operands: br_successor_operands,
    produced_operands: None,
};
const BR_TAKEN: BranchSuccessorForOperands = BranchSuccessorForOperands(|_, _| Some(0));
const COND_BR_BRANCH: BranchOpInterface = BranchOpInterface {
    successor_operands: cond_br_successor_operands,
    produced_operands: None,
};
const COND_BR_TAKEN: BranchSuccessorForOperands = BranchSuccessorForOperands(cond_br_successor_for_operands);
const SWITCH_BRANCH: BranchOpInterface = BranchOpInterface {
    successor_operands: switch_successor_operands,
    produced_operands: None,
};
const SWITCH_TAKEN: BranchSuccessorForOperands = BranchSuccessorForOperands(switch_successor_for_operands);

// ---- ops -------------------------------------------------------------------------

strata_ods::op! {
    /// Checks at run time that `arg` is true. When it is false, execution
    /// aborts and reports `msg`; since that is an observable effect, the op
    /// is treated as writing memory and is only removed when its condition
    /// is known to be true.
    pub AssertOp(ASSERT, "cf.assert") {
        operands(arg: single(types::I1))
        attributes(msg: str = required(attrs::STR_ATTR))
        build(explicit)
        summary: "Assert operation with message attribute",
        example: "func.func @check(%ok: i1) {\n  cf.assert %ok, \"index out of range\"\n  return\n}",
        format: Some("$arg `,` $msg attr-dict"),
        effects: &[EffectSpec::new(EffectKind::Write)],
        canonicalize: Some(canonicalize::assert),
    }
    /// Jumps unconditionally to block `dest`, passing `destOperands` as
    /// its arguments: their number and types must match the block's
    /// arguments. It terminates its block.
    pub BranchOp(BR, "cf.br") {
        operands(dest_operands "destOperands": variadic(types::ANY_TYPE))
        successors(dest: single)
        build(explicit)
        summary: "Branch operation",
        example: "func.func @forward(%x: i32) -> i32 {\n  cf.br ^bb1(%x : i32)\n^bb1(%v: i32):\n  return %v : i32\n}",
        traits: TERMINATOR,
        format: Some("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"),
        trait_checks: BRANCH_CHECKS,
        canonicalize: Some(canonicalize::br),
        interfaces: &[&BR_BRANCH, &BR_TAKEN, &bufferize::BRANCH],
    }
    /// Jumps to `trueDest` when the `i1` condition is true and to
    /// `falseDest` otherwise, each with its own list of block arguments.
    /// Optional `branch_weights` give one relative likelihood per
    /// successor (not all zero). It terminates its block.
    pub CondBranchOp(COND_BR, "cf.cond_br") {
        operands(
            condition: single(types::I1),
            true_dest_operands "trueDestOperands": variadic(types::ANY_TYPE),
            false_dest_operands "falseDestOperands": variadic(types::ANY_TYPE),
        )
        attributes(branch_weights: opt_attr = optional(attrs::DENSE_I32_ARRAY_ATTR))
        successors(true_dest "trueDest": single, false_dest "falseDest": single)
        build(explicit)
        summary: "Conditional branch operation",
        example: "func.func @choose(%c: i1, %a: i32, %b: i32) -> i32 {\n  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)\n^bb1(%v: i32):\n  return %v : i32\n}",
        traits: TERMINATOR.union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        format: Some(
            "$condition (`weights` `(` $branch_weights^ `)` )? `,` \
             $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
             $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        ),
        trait_checks: &[
            TraitCheck::Custom(verify_branch_successor_operands),
            TraitCheck::Custom(verify_branch_weights),
        ],
        canonicalize: Some(canonicalize::cond_br_patterns),
        interfaces: &[&COND_BR_BRANCH, &COND_BR_TAKEN, &bufferize::BRANCH],
    }
    /// Jumps to the destination of the case whose value equals the integer
    /// `flag`, or to the default destination when none does. Each
    /// destination takes its own operands: `caseOperands` holds those of
    /// all cases, split by `case_operand_segments`. The case values have the
    /// flag's type. It terminates its block.
    pub SwitchOp(SWITCH, "cf.switch") {
        operands(
            flag: single(types::ANY_INTEGER),
            default_operands "defaultOperands": variadic(types::ANY_TYPE),
            case_operands "caseOperands": variadic(types::ANY_TYPE),
        )
        attributes(
            case_values: opt_attr = optional(INT_ELEMENTS_ATTR),
            case_operand_segments: attr = required(attrs::DENSE_I32_ARRAY_ATTR),
        )
        successors(
            default_destination "defaultDestination": single,
            case_destinations "caseDestinations": variadic,
        )
        build(explicit)
        summary: "Switch operation",
        example: "func.func @dispatch(%flag: i32, %a: f32, %b: f32) -> f32 {\n  cf.switch %flag : i32, [\n    default: ^bb1(%a : f32),\n    0: ^bb1(%b : f32),\n    5: ^bb2\n  ]\n^bb1(%v: f32):\n  return %v : f32\n^bb2:\n  return %b : f32\n}",
        traits: TERMINATOR.union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        trait_checks: &[
            TraitCheck::Custom(verify_case_segments),
            TraitCheck::Custom(verify_branch_successor_operands),
        ],
        verify: Some(verify_switch),
        canonicalize: Some(canonicalize::switch_patterns),
        parse: Some(parse_switch),
        print: Some(print_switch),
        interfaces: &[&SWITCH_BRANCH, &SWITCH_TAKEN, &bufferize::BRANCH],
    }
}

// ---- successor operands ------------------------------------------------------------

/// `BranchOpInterface` of a `cf.br`-like op: all its operands go to its
/// successor.
pub fn br_successor_operands(op: OpRef<'_>) -> Option<Vec<Range<usize>>> {
    Some(std::iter::once(0..op.num_operands()).collect())
}

/// The successor a `cf.cond_br` takes for a constant condition.
pub fn cond_br_successor_for_operands(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<usize> {
    let taken = match op.ctx.attr_kind((*operands.first()?)?) {
        AttrKind::Bool(b) => *b,
        AttrKind::Integer { value, .. } => !value.is_zero(),
        _ => return None,
    };
    Some(if taken { 0 } else { 1 })
}

/// `cf.switch` on a constant flag takes the destination of the matching
/// case (successor `1 + position`), else the default (successor 0).
pub(crate) fn switch_successor_for_operands(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<usize> {
    if op.attr("case_values").is_none() {
        return Some(0);
    }
    let flag = match op.ctx.attr_kind((*operands.first()?)?) {
        AttrKind::Bool(b) => APInt::from_u64(1, *b as u64),
        AttrKind::Integer { value, .. } => value.clone(),
        _ => return None,
    };
    let cases = canonicalize::case_values(op.ctx, op)?;
    Some(cases.iter().position(|c| *c == flag).map_or(0, |p| p + 1))
}

/// `BranchOpInterface` of a `cf.cond_br`-like op: the true and the false
/// operand groups (after the condition) go to the two successors.
pub fn cond_br_successor_operands(op: OpRef<'_>) -> Option<Vec<Range<usize>>> {
    let groups = operand_groups(op)?;
    Some(groups[1..].to_vec())
}

/// The sizes in `case_operand_segments`, when it is an i32 array.
fn case_segments(op: OpRef<'_>) -> Option<Vec<i64>> {
    let (width, values) = int_array_elements(op.ctx, op.attr(CASE_SEGMENTS)?)?;
    (width == 32).then_some(values)
}

/// The default operands, then each case's slice of `caseOperands`.
pub fn switch_successor_operands(op: OpRef<'_>) -> Option<Vec<Range<usize>>> {
    let groups = operand_groups(op)?;
    let segments = case_segments(op)?;
    if segments.len() + 1 < op.num_successors() || segments.iter().any(|&s| s < 0) {
        return None;
    }
    let mut ranges = Vec::with_capacity(segments.len() + 1);
    ranges.push(groups[1].clone());
    let mut start = groups[2].start;
    for &n in &segments {
        let end = start + n as usize;
        if end > groups[2].end {
            return None;
        }
        ranges.push(start..end);
        start = end;
    }
    Some(ranges)
}

// ---- verifiers ---------------------------------------------------------------------

/// `WeightedBranchOpInterface`: one weight per successor, not all zero.
pub fn verify_branch_weights(op: OpRef<'_>) -> LogicalResult {
    let Some(weights) = op.attr("branch_weights") else {
        return Ok(());
    };
    let Some((_, values)) = int_array_elements(op.ctx, weights) else {
        return Ok(());
    };
    if values.is_empty() {
        return Ok(());
    }
    if values.len() != op.num_successors() {
        return Err(op.emit_error(format!(
            "expects number of branch weights to match number of successors: {} vs {}",
            values.len(),
            op.num_successors()
        )));
    }
    if values.iter().all(|&w| w == 0) {
        return Err(op.emit_error("branch weights cannot all be zero"));
    }
    Ok(())
}

/// The segments of the variadic-of-variadic `caseOperands`: non-negative,
/// summing to the group's size, one per case destination.
pub fn verify_case_segments(op: OpRef<'_>) -> LogicalResult {
    let (Some(segments), Some(groups)) = (case_segments(op), operand_groups(op)) else {
        return Ok(());
    };
    if segments.iter().any(|&s| s < 0) {
        return Err(op.emit_op_error(format!(
            "'{CASE_SEGMENTS}' attribute cannot have negative elements"
        )));
    }
    let total: i64 = segments.iter().sum();
    if total as usize != groups[2].len() {
        return Err(op.emit_op_error(format!(
            "caseOperands count ({}) does not match with the total size ({total}) specified in attribute '{CASE_SEGMENTS}'",
            groups[2].len()
        )));
    }
    // More segments than cases is accepted (as MLIR); fewer leaves cases
    // without operands.
    let cases = op.num_successors().saturating_sub(1);
    if segments.len() < cases {
        return Err(op.emit_op_error(format!(
            "number of case operand segments ({}) should match number of case destinations ({cases})",
            segments.len()
        )));
    }
    Ok(())
}

/// The element count and element type of `case_values`.
pub fn case_values_shape(ctx: &Context, a: Attribute) -> Option<(usize, Type)> {
    let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(a) else {
        return None;
    };
    let count = ctx.shape(*ty)?.iter().product::<i64>().max(0) as usize;
    Some((count, ctx.element_type(*ty)?))
}

fn verify_switch(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let cases = op.num_successors().saturating_sub(1);
    let values = op.attr("case_values").and_then(|a| case_values_shape(ctx, a));
    let count = values.map_or(0, |v| v.0);
    if values.is_none() && cases == 0 {
        return Ok(());
    }
    if count != cases {
        return Err(op.emit_op_error(format!(
            "number of case values ({count}) should match number of case destinations ({cases})"
        )));
    }
    if let Some((_, element)) = values {
        let flag = op.operand_type(0);
        if element != flag {
            return Err(op.emit_op_error(format!(
                "'flag' type ('{}') should match case value type ('{}')",
                ctx.type_to_string(flag),
                ctx.type_to_string(element)
            )));
        }
    }
    Ok(())
}

// ---- cf.switch's custom form -----------------------------------------------------

/// The case values of `op` as unsigned integers of the flag's width.
fn case_value_strings(ctx: &Context, a: Attribute) -> Vec<String> {
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
            // Clamped to 64 bits, as MLIR prints them.
            let v = APInt::from_words(width, &words);
            if v.active_bits() > 64 {
                u64::MAX.to_string()
            } else {
                v.zext_u64().to_string()
            }
        })
        .collect()
}

fn print_switch(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", [");
    p.print_new_line();
    p.write_str("  default: ");
    let ranges = switch_successor_operands(op).unwrap_or_default();
    let operands = |i: usize| -> Vec<ValueId> {
        ranges
            .get(i)
            .map(|r| r.clone().map(|k| op.operand(k)).collect())
            .unwrap_or_default()
    };
    let succ = |i: usize| op.body.successor(op.id, i);
    p.print_successor_and_use_list(succ(0), &operands(0));
    let case_values = op.attr("case_values");
    let values = case_values
        .map(|a| case_value_strings(ctx, a))
        .unwrap_or_default();
    for (i, value) in values.iter().enumerate() {
        p.write_str(",");
        p.print_new_line();
        p.write_str("  ");
        p.write_str(value);
        p.write_str(": ");
        if i + 1 < op.num_successors() {
            p.print_successor_and_use_list(succ(i + 1), &operands(i + 1));
        }
    }
    // With case values (even none), `]` goes on its own line.
    if case_values.is_some() {
        p.print_new_line();
    }
    p.write_str("]");
    let attrs: Vec<NamedAttribute> = op.discardable_attrs().to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
}

/// `^bb` with an optional `(%a, %b : t1, t2)` list, resolved.
/// Type-count errors are reported at `start`, the start of the case list.
pub fn parse_successor_and_operands(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    start: SourcePos,
) -> ParseResult<(BlockId, usize)> {
    let block = p.parse_successor()?;
    let mut count = 0;
    if p.parse_optional_punct("(") {
        let operands: Vec<UnresolvedOperand> = p.parse_operand_list(Delimiter::None)?;
        p.parse_punct(":")?;
        let mut types = Vec::new();
        p.parse_comma_separated_list(Delimiter::None, &mut |p| {
            types.push(p.parse_type()?);
            Ok(())
        })?;
        p.parse_punct(")")?;
        state
            .operands
            .extend(p.resolve_operands(&operands, &types, start)?);
        count = operands.len();
    }
    Ok((block, count))
}

/// A `vector<N x flag>` dense attribute of the case values, each
/// truncated or sign-extended from 64 bits to the flag's width.
pub fn case_values_attr(ctx: &Context, flag: Type, values: &[i64]) -> Attribute {
    let width = ctx.integer_width(flag).unwrap_or(64);
    let stride = width.div_ceil(8).max(1) as usize;
    let splat = !values.is_empty() && values.windows(2).all(|w| w[0] == w[1]);
    let stored = if splat { &values[..1] } else { values };
    let mut bytes = Vec::with_capacity(stored.len() * stride);
    for &v in stored {
        let bits = APInt::from_i64(width, v);
        let mut element: Vec<u8> = bits.words().iter().flat_map(|w| w.to_le_bytes()).collect();
        element.resize(stride, 0);
        bytes.extend_from_slice(&element);
    }
    let ty = ctx.vector_type(&[values.len() as i64], flag);
    ctx.intern_attr(AttrKind::DenseElements {
        ty,
        data: DenseData {
            splat,
            bytes: bytes.into(),
        },
    })
}

fn parse_switch(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let flag = p.parse_operand()?;
    p.parse_punct(":")?;
    let type_pos = p.current_pos();
    let flag_type = p.parse_type()?;
    if !matches!(ctx.type_kind(flag_type), TypeKind::Integer { .. }) {
        return Err(p.emit_error_at(
            type_pos,
            &format!(
                "invalid kind of type specified: expected builtin.integer, but found '{}'",
                ctx.type_to_string(flag_type)
            ),
        ));
    }
    let v = p.resolve_operand(&flag, flag_type)?;
    state.operands.push(v);
    p.parse_punct(",")?;
    p.parse_punct("[")?;
    let start = p.current_pos();
    p.parse_keyword("default")?;
    p.parse_punct(":")?;
    let (default, num_default) = parse_successor_and_operands(p, state, start)?;
    state.successors.push(default);
    let mut values: Vec<i64> = Vec::new();
    let mut segments: Vec<i32> = Vec::new();
    while p.parse_optional_punct(",") {
        // As MLIR's integer parsing, `true` and `false` read as i1.
        let value = if p.parse_optional_keyword("true") {
            -1
        } else if p.parse_optional_keyword("false") {
            0
        } else {
            let pos = p.current_pos();
            match p.parse_optional_big_integer()? {
                Some(v) if v.fits_i64_signed() => v.sext(64).sext_i64(),
                Some(_) => return Err(p.emit_error_at(pos, "integer value too large")),
                None => return Err(p.emit_error_at(pos, "expected integer value")),
            }
        };
        p.parse_punct(":")?;
        let (block, n) = parse_successor_and_operands(p, state, start)?;
        state.successors.push(block);
        values.push(value);
        segments.push(n as i32);
    }
    p.parse_punct("]")?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;

    let num_cases: i32 = segments.iter().sum();
    let mut props = vec![
        (ctx.ident(CASE_SEGMENTS), dense_i32_array(ctx, &segments)),
        (
            ctx.ident(SEGMENTS),
            dense_i32_array(ctx, &[1, num_default as i32, num_cases]),
        ),
    ];
    if !values.is_empty() {
        props.push((
            ctx.ident("case_values"),
            case_values_attr(ctx, flag_type, &values),
        ));
    }
    set_parsed_attributes(ctx, state, props, attrs, SWITCH_INHERENT);
    Ok(())
}

// ---- the dialect -------------------------------------------------------------------

/// The `cf` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Unstructured control flow between blocks",
    description: "Branches between the blocks of a region (unconditional, \
        conditional and multi-way) that pass values to their destinations as \
        block arguments, and a run-time assertion. Structured control flow is \
        lowered to these ops before code generation.",
    ops: &[&ASSERT, &BR, &COND_BR, &SWITCH],
    interfaces: &[&DialectInlinerInterface::ALL_LEGAL],
    ..DialectSpec::new("cf")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
