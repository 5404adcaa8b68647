//! The affine loop, conditional and memory access ops: `affine.for`,
//! `affine.if`, `affine.yield`, `affine.load` and `affine.store`, with
//! their custom forms, verifiers and the valid dimension and symbol rules.

use strata_dialect_arith::fold::{build, read, Elems};
use strata_dialect_utils::asm::ensure_terminator;
use strata_dialect_utils::asm::{parse_optional_arrow_types, parse_result_types};
use strata_dialect_utils::attrs::dense_i32_array;
use strata_dialect_utils::matchers::def_named;
use strata_dialect_utils::segments::operand_group;
use strata_dialect_utils::static_value::linear_index;
use strata_ir::affine::{AffineExprKind, AffineMap, IntegerSet};
use strata_ir::asm::{region_body, Argument, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::function_interface::merged_attrs;
use strata_ir::interfaces::{
    verify_loop_like_op, verify_region_branch_op, LoopBound, LoopLikeOpInterface, RegionBranchOpInterface,
    RegionBranchPoint, RegionSuccessor,
};
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, Failed, FoldOutput, Location, LogicalResult, OpBuilder,
    OpFoldResult, OpRef, OpTraits, OperationState, RegionId, TypeKind, ValueDef, ValueId,
};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, types, AttrConstraint};
use strata_ods::RegionConstraint;

use crate::ssa_map::{parse_ssa_map, print_ssa_map};
use crate::{is_valid_symbol, map_attr, AFFINE_MAP_ATTR};

const INTEGER_SET_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "IntegerSet attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::IntegerSet(_)),
};

// ---- valid dimensions and symbols -------------------------------------------------------

/// MLIR's `affine::isValidDim`: an `index` value that is a valid symbol,
/// an induction variable of an `affine.for` or `affine.parallel`, or an
/// `affine.apply` of valid dimensions.
pub fn is_valid_dim(ctx: &Context, body: &Body, v: ValueId) -> bool {
    is_valid_dim_at(ctx, body, v, 0)
}

fn is_valid_dim_at(ctx: &Context, body: &Body, v: ValueId, depth: u32) -> bool {
    if !ctx.is_index(body.value_type(v)) {
        return false;
    }
    if is_valid_symbol(ctx, body, v) {
        return true;
    }
    match body.value_def(v) {
        ValueDef::BlockArg(block, _) => body
            .block_parent_op(block)
            .is_some_and(|o| matches!(ctx.op_name_str(body.op_name(o)), "affine.for" | "affine.parallel")),
        // affine.apply and its special forms, the index ops, are dims when
        // all their operands are.
        ValueDef::Result(op, _) => {
            depth < 32
                && matches!(
                    ctx.op_name_str(body.op_name(op)),
                    "affine.apply" | "affine.linearize_index" | "affine.delinearize_index"
                )
                && body
                    .operands(op)
                    .all(|o| is_valid_dim_at(ctx, body, o, depth + 1))
        }
        _ => false,
    }
}

/// Checks that the first `num_dims` of `operands` are valid dimensions and
/// the others valid symbols (MLIR's `verifyDimAndSymbolIdentifiers`).
pub(crate) fn verify_dims_and_symbols(op: OpRef<'_>, operands: &[ValueId], num_dims: usize) -> LogicalResult {
    // Values valid only relative to the op's own affine scope (defined
    // around a nested scope op) are checked against that scope.
    let scope = crate::canonicalize::affine_scope_region(op.ctx, op.body, op.id);
    let in_scope = |v| scope.is_some_and(|r| crate::canonicalize::is_valid_symbol_in(op.ctx, op.body, v, r));
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim(op.ctx, op.body, v) && !in_scope(v) {
                return Err(op.emit_op_error("operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol(op.ctx, op.body, v) && !in_scope(v) {
            return Err(op.emit_op_error("operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

// ---- shared helpers --------------------------------------------------------------------------

fn attr_map(ctx: &Context, a: Option<Attribute>) -> Option<AffineMap> {
    match ctx.attr_kind(a?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// The integer set of an `affine.if`.
pub fn if_condition(op: OpRef<'_>) -> Option<IntegerSet> {
    match op.ctx.attr_kind(op.attr("condition")?) {
        AttrKind::IntegerSet(s) => Some(s.clone()),
        _ => None,
    }
}

fn entry_block(op: OpRef<'_>, index: usize) -> Option<BlockId> {
    let (rb, regions) = op.regions();
    rb.region_entry(*regions.get(index)?)
}

fn entry_args<'a>(op: OpRef<'a>, index: usize) -> &'a [ValueId] {
    let (rb, _) = op.regions();
    entry_block(op, index).map_or(&[], |b| rb.block_args(b))
}

fn terminator<'a>(op: OpRef<'a>, index: usize) -> Option<OpRef<'a>> {
    let (rb, _) = op.regions();
    let t = rb.last_op(entry_block(op, index)?)?;
    Some(OpRef::new(op.ctx, rb, t))
}

fn region_at(op: OpRef<'_>, index: usize) -> Option<RegionId> {
    op.regions().1.get(index).copied()
}

fn print_dim_and_symbol_list(p: &mut dyn OpAsmPrinter<'_>, operands: &[ValueId], num_dims: usize) {
    let nd = num_dims.min(operands.len());
    p.write_str("(");
    p.print_operands(&operands[..nd]);
    p.write_str(")");
    if operands.len() > nd {
        p.write_str("[");
        p.print_operands(&operands[nd..]);
        p.write_str("]");
    }
}

/// Adds an `affine.yield` without operands at the end of region `index`
/// unless its last block ends with a terminator (creating the block when
/// the region is empty).
pub(crate) fn ensure_yield(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState, index: usize) {
    ensure_terminator(p, state, index, |b, loc| {
        YieldOp::build(b, loc, &[]);
    });
}

fn print_types(p: &mut dyn OpAsmPrinter<'_>, types: impl Iterator<Item = strata_ir::Type>) {
    for (i, t) in types.enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
}

// ---- interfaces ------------------------------------------------------------------------------

fn for_iter_args(op: OpRef<'_>) -> Vec<ValueId> {
    entry_args(op, 0).iter().skip(1).copied().collect()
}

fn yield_operands(op: OpRef<'_>, index: usize) -> Option<Vec<ValueId>> {
    let t = terminator(op, index)?;
    (t.name_str() == YIELD.name).then(|| t.operands().collect())
}

/// The constant of a single-result constant bound map.
fn constant_bound(map: &AffineMap, ctx: &Context) -> Option<i64> {
    match &*map.results {
        [e] => e.as_constant(ctx),
        _ => None,
    }
}

fn for_bound(op: OpRef<'_>, lower: bool) -> Vec<LoopBound> {
    let Some(f) = ForOp::from_ref(op) else {
        return Vec::new();
    };
    let map = if lower {
        f.lower_bound_map(&op)
    } else {
        f.upper_bound_map(&op)
    };
    match attr_map(op.ctx, map) {
        Some(m) => match constant_bound(&m, op.ctx) {
            Some(c) => vec![LoopBound::Constant(c)],
            None => Vec::new(),
        },
        None => Vec::new(),
    }
}

const FOR_ADDITIONAL_YIELDS: strata_ir::interfaces::ReplaceWithAdditionalYields =
    strata_ir::interfaces::ReplaceWithAdditionalYields(crate::loops::for_replace_with_additional_yields);

const FOR_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    // A known trip count narrows the edges: none enters a loop of zero
    // iterations, and a loop of one never branches back to its body.
    successors: |op, point, out| match (point, crate::loops::constant_trip_count(op)) {
        (RegionBranchPoint::Parent, Some(0)) => out.push(RegionSuccessor::Parent),
        (RegionBranchPoint::Parent, Some(_)) => out.push(RegionSuccessor::Region(0)),
        (RegionBranchPoint::Region(_), Some(1)) => out.push(RegionSuccessor::Parent),
        _ => {
            out.push(RegionSuccessor::Region(0));
            out.push(RegionSuccessor::Parent);
        }
    },
    entry_operands: |op, _| operand_group(op, 2),
    successor_inputs: |op, s| match s {
        RegionSuccessor::Parent => op.results().collect(),
        RegionSuccessor::Region(_) => for_iter_args(op),
    },
};
const FOR_LOOP: LoopLikeOpInterface = LoopLikeOpInterface {
    loop_regions: |_| vec![0],
    induction_vars: Some(|op| entry_args(op, 0).iter().take(1).copied().collect()),
    lower_bounds: Some(|op| for_bound(op, true)),
    upper_bounds: Some(|op| for_bound(op, false)),
    steps: Some(|op| {
        ForOp::from_ref(op)
            .and_then(|f| f.step(&op))
            .map_or_else(Vec::new, |s| vec![LoopBound::Constant(s)])
    }),
    inits: |op| operand_group(op, 2),
    region_iter_args: for_iter_args,
    yielded_values: |op| yield_operands(op, 0),
    results_are_loop_results: true,
};

const IF_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: |op, point, out| match point {
        RegionBranchPoint::Parent => {
            out.push(RegionSuccessor::Region(0));
            if entry_block(op, 1).is_none() {
                out.push(RegionSuccessor::Parent);
            } else {
                out.push(RegionSuccessor::Region(1));
            }
        }
        RegionBranchPoint::Region(_) => out.push(RegionSuccessor::Parent),
    },
    entry_operands: |_, _| 0..0,
    successor_inputs: |op, s| match s {
        RegionSuccessor::Parent => op.results().collect(),
        RegionSuccessor::Region(_) => Vec::new(),
    },
};

// ---- ops --------------------------------------------------------------------------------------

strata_ods::op! {
    /// A loop over an `index` induction variable from a lower bound
    /// (included) to an upper bound (excluded) by a positive constant
    /// step. Each bound is an affine map applied to dimension and symbol
    /// operands: the lower bound is the largest result of its map, the
    /// upper bound the smallest, which the custom form spells `max` and
    /// `min` when a map has several results. A constant or a lone symbol
    /// may stand for a bound. Loop-carried values start as the
    /// `iter_args` operands, are replaced by what `affine.yield` passes at
    /// the end of each iteration, and are the loop's results.
    pub ForOp(FOR, "affine.for") {
        operands(
            lower_bound_operands "lowerBoundOperands": variadic(types::INDEX),
            upper_bound_operands "upperBoundOperands": variadic(types::INDEX),
            inits: variadic(types::ANY_TYPE),
        )
        results(results: variadic(types::ANY_TYPE))
        attributes(
            lower_bound_map "lowerBoundMap": attr = required(AFFINE_MAP_ATTR),
            upper_bound_map "upperBoundMap": attr = required(AFFINE_MAP_ATTR),
            step: int = required(attrs::INDEX_ATTR),
        )
        regions(region: single(RegionConstraint::Sized(1)))
        summary: "for operation",
        example: "func.func @sum(%m: memref<?xf32>, %n: index, %init: f32) -> f32 {\n  %0 = affine.for %i = 0 to %n step 2 iter_args(%acc = %init) -> (f32) {\n    %1 = affine.load %m[%i] : memref<?xf32>\n    %2 = arith.addf %acc, %1 : f32\n    affine.yield %2 : f32\n  }\n  return %0 : f32\n}",
        traits: OpTraits::AUTOMATIC_ALLOCATION_SCOPE
            .union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
            .union(OpTraits::RECURSIVE_MEMORY_EFFECTS)
            .union(OpTraits::SINGLE_BLOCK),
        implicit_terminator: Some("affine.yield"),
        verify: Some(verify_for),
        verify_regions: Some(verify_for_regions),
        canonicalize: Some(crate::loops::for_patterns),
        parse: Some(parse_for),
        print: Some(print_for),
        interfaces: &[&FOR_BRANCH, &FOR_LOOP, &FOR_ADDITIONAL_YIELDS],
    }
    /// Runs the `then` region when its operands (dimensions, then symbols)
    /// satisfy every constraint of the integer set, and the `else` region
    /// otherwise. Each region is one block without arguments ending in
    /// `affine.yield`; with results, both regions yield values of the
    /// result types. Without results the `else` region may be empty.
    pub IfOp(IF, "affine.if") {
        operands(operands: variadic(types::ANY_TYPE))
        results(results: variadic(types::ANY_TYPE))
        attributes(condition: attr = required(INTEGER_SET_ATTR))
        regions(
            then_region "thenRegion": single(RegionConstraint::Sized(1)),
            else_region "elseRegion": single(RegionConstraint::MaxSized(1)),
        )
        summary: "if-then-else operation",
        example: "func.func @clamp(%i: index, %n: index, %x: f32, %y: f32) -> f32 {\n  %0 = affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%i)[%n] -> f32 {\n    affine.yield %x : f32\n  } else {\n    affine.yield %y : f32\n  }\n  return %0 : f32\n}",
        traits: OpTraits::RECURSIVE_MEMORY_EFFECTS
            .union(OpTraits::RECURSIVELY_SPECULATABLE)
            .union(OpTraits::NO_REGION_ARGUMENTS)
            .union(OpTraits::SINGLE_BLOCK),
        implicit_terminator: Some("affine.yield"),
        verify: Some(verify_if),
        verify_regions: Some(verify_if_regions),
        canonicalize: Some(crate::loops::if_patterns),
        parse: Some(parse_if),
        print: Some(print_if),
        interfaces: &[&IF_BRANCH],
    }
    /// Ends the regions of `affine.for`, `affine.if` and `affine.parallel`,
    /// giving its operands to the parent as its results or as the next
    /// iteration's loop-carried values. Without operands it may be left
    /// out of the custom form.
    pub YieldOp(YIELD, "affine.yield") {
        operands(operands: variadic(types::ANY_TYPE))
        build(explicit)
        summary: "Yield values to parent operation",
        example: "func.func @pick(%i: index, %x: f32, %y: f32) -> f32 {\n  %0 = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {\n    affine.yield %x : f32\n  } else {\n    affine.yield %y : f32\n  }\n  return %0 : f32\n}",
        traits: OpTraits::PURE
            .union(OpTraits::RETURN_LIKE)
            .union(OpTraits::TERMINATOR),
        parents: &["affine.for", "affine.if", "affine.parallel"],
        verify: Some(verify_yield),
        format: Some("attr-dict ($operands^ `:` type($operands))?"),
    }
    /// Reads one element of a memref. The subscripts are the results of an
    /// affine map applied to dimension and symbol operands, written inline
    /// in the custom form (`%m[%i + 1, symbol(%n)]`); the map has one
    /// result per dimension of the memref.
    pub LoadOp(LOAD, "affine.load") {
        operands(memref: single(types::ANY_MEMREF) [Read], indices: variadic(types::INDEX))
        results(result: single(types::ANY_TYPE))
        attributes(map: attr = required(AFFINE_MAP_ATTR))
        summary: "affine load operation",
        example: "func.func @read(%m: memref<8x8xf32>, %i: index, %j: index) -> f32 {\n  %0 = affine.load %m[%i + 1, %j * 2] : memref<8x8xf32>\n  return %0 : f32\n}",
        verify: Some(verify_load),
        fold: Some(fold_load),
        canonicalize: Some(crate::loops::load_patterns),
        parse: Some(parse_load),
        print: Some(print_load),
    }
    /// Writes a value to one element of a memref, at subscripts computed by
    /// an affine map of dimension and symbol operands as for
    /// `affine.load`. The value has the memref's element type.
    pub StoreOp(STORE, "affine.store") {
        operands(
            value: single(types::ANY_TYPE),
            memref: single(types::ANY_MEMREF) [Write],
            indices: variadic(types::INDEX),
        )
        attributes(map: attr = required(AFFINE_MAP_ATTR))
        summary: "affine store operation",
        example: "func.func @write(%m: memref<8xf32>, %i: index, %v: f32) {\n  affine.store %v, %m[%i + 3] : memref<8xf32>\n  return\n}",
        verify: Some(verify_store),
        fold: Some(|op, _, out| strata_dialect_memref::fold_memref_cast_except(op, op.operand(0), out)),
        canonicalize: Some(crate::loops::store_patterns),
        parse: Some(parse_store),
        print: Some(print_store),
    }
}

// ---- affine.for ---------------------------------------------------------------------------------

/// Parses one loop bound; returns its map and operands.
fn parse_bound(p: &mut dyn OpAsmParser<'_>, lower: bool) -> ParseResult<(Attribute, Vec<ValueId>)> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let prefix = if lower { "max" } else { "min" };
    let has_prefix = p.parse_optional_keyword(prefix);
    if !has_prefix {
        if let Some(o) = p.parse_optional_operand()? {
            let v = p.resolve_operand(&o, index)?;
            let map = AffineMap::new(0, 1, vec![ctx.affine_symbol(0)]);
            return Ok((map_attr(ctx, map), vec![v]));
        }
    }
    let pos = p.current_pos();
    // Not optional: a word that is neither an operand nor an attribute
    // (`max` on an upper bound) gets the attribute parser's message.
    // Integers are read as `index` (so one that does not fit is an error).
    let attr = p.parse_attribute(Some(index))?;
    let map = match ctx.attr_kind(attr) {
        AttrKind::AffineMap(m) => m.clone(),
        AttrKind::Integer { .. } => {
            let Some(c) = ctx.integer_attr_value(attr) else {
                return Err(p.emit_error_at(pos, "expected valid affine map representation for loop bounds"));
            };
            let map = AffineMap::constant_map(ctx, c.sext_i64());
            return Ok((map_attr(ctx, map), Vec::new()));
        }
        _ => return Err(p.emit_error_at(pos, "expected valid affine map representation for loop bounds")),
    };
    let dims = p.parse_operand_list(Delimiter::Paren)?;
    if dims.len() != map.num_dims as usize {
        let name = p.name_pos();
        return Err(p.emit_error_at(name, "dim operand count and affine map dim count must match"));
    }
    let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
    if syms.len() != map.num_symbols as usize {
        let name = p.name_pos();
        return Err(p.emit_error_at(
            name,
            "symbol operand count and affine map symbol count must match",
        ));
    }
    let mut operands = Vec::new();
    for o in dims.iter().chain(&syms) {
        operands.push(p.resolve_operand(o, index)?);
    }
    if map.results.len() > 1 && !has_prefix {
        let kind = if lower { "lower" } else { "upper" };
        return Err(p.emit_error_at(
            pos,
            &format!("{kind} loop bound affine map with multiple results requires '{prefix}' prefix"),
        ));
    }
    Ok((attr, operands))
}

fn parse_for(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut iv = p.parse_argument(false, false)?;
    p.parse_punct("=")?;
    let (lb_map, lb_operands) = parse_bound(p, true)?;
    if !p.parse_optional_keyword("to") {
        return Err(p.emit_error("expected 'to' between bounds"));
    }
    let (ub_map, ub_operands) = parse_bound(p, false)?;
    let mut step = 1;
    if p.parse_optional_keyword("step") {
        let pos = p.current_pos();
        let attr = p.parse_attribute(Some(index))?;
        let Some(v) = ctx.integer_attr_value(attr) else {
            return Err(p.emit_error_at(pos, "expected integer value"));
        };
        step = v.sext_i64();
        if step < 0 {
            return Err(p.emit_error_at(
                pos,
                "expected step to be representable as a positive signed integer",
            ));
        }
    }
    let mut iter_args: Vec<Argument> = Vec::new();
    let mut inits = Vec::new();
    let mut result_types = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        p.parse_punct("(")?;
        if !p.parse_optional_punct(")") {
            loop {
                iter_args.push(p.parse_argument(false, false)?);
                p.parse_punct("=")?;
                inits.push(p.parse_operand()?);
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
            p.parse_punct(")")?;
        }
        p.parse_punct("->")?;
        result_types = parse_result_types(p)?;
        if result_types.len() != inits.len() {
            let pos = p.name_pos();
            return Err(p.emit_error_at(
                pos,
                "mismatch between the number of loop-carried values and results",
            ));
        }
    }
    let mut init_values = Vec::new();
    for (o, &t) in inits.iter().zip(&result_types) {
        init_values.push(p.resolve_operand(o, t)?);
    }
    iv.ty = Some(index);
    let mut args = vec![iv];
    for (mut a, &t) in iter_args.into_iter().zip(&result_types) {
        a.ty = Some(t);
        args.push(a);
    }
    p.parse_region(state, &args, false)?;
    ensure_yield(p, state, 0);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let segments = dense_i32_array(
        ctx,
        &[
            lb_operands.len() as i32,
            ub_operands.len() as i32,
            init_values.len() as i32,
        ],
    );
    let props = vec![
        (ctx.ident("lowerBoundMap"), lb_map),
        (ctx.ident("operandSegmentSizes"), segments),
        (ctx.ident("step"), ctx.integer_attr(index, step)),
        (ctx.ident("upperBoundMap"), ub_map),
    ];
    set_parsed_attributes(
        ctx,
        state,
        props,
        attrs,
        &["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"],
    );
    state.operands = lb_operands;
    state.operands.extend(ub_operands);
    state.operands.extend(init_values);
    state.result_types = result_types;
    Ok(())
}

fn print_bound(
    p: &mut dyn OpAsmPrinter<'_>,
    map_attr: Option<Attribute>,
    operands: &[ValueId],
    prefix: &str,
) {
    let ctx = p.ctx();
    let Some(a) = map_attr else { return };
    let Some(map) = attr_map(ctx, Some(a)) else {
        p.print_attribute(a);
        return;
    };
    if let [e] = &*map.results {
        if map.num_dims == 0 && map.num_symbols == 0 {
            if let Some(c) = e.as_constant(ctx) {
                p.write_str(&c.to_string());
                return;
            }
        }
        if map.num_dims == 0 && map.num_symbols == 1 && matches!(e.kind(ctx), AffineExprKind::Symbol(_)) {
            if let Some(&v) = operands.first() {
                p.print_operand(v);
                return;
            }
        }
    } else {
        p.write_str(prefix);
        p.write_str(" ");
    }
    p.print_attribute(a);
    print_dim_and_symbol_list(p, operands, map.num_dims as usize);
}

fn print_for(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    let Some(f) = ForOp::from_ref(op) else { return };
    let args = entry_args(op, 0);
    p.write_str(" ");
    if let Some(&iv) = args.first() {
        p.print_region_argument(iv, None, true);
    }
    p.write_str(" = ");
    let operands: Vec<ValueId> = op.operands().collect();
    let lb: Vec<ValueId> = operand_group(op, 0).map(|i| operands[i]).collect();
    let ub: Vec<ValueId> = operand_group(op, 1).map(|i| operands[i]).collect();
    let inits: Vec<ValueId> = operand_group(op, 2).map(|i| operands[i]).collect();
    print_bound(p, f.lower_bound_map(&op), &lb, "max");
    p.write_str(" to ");
    print_bound(p, f.upper_bound_map(&op), &ub, "min");
    let step = f.step(&op).unwrap_or(1);
    if step != 1 {
        p.write_str(&format!(" step {step}"));
    }
    if !inits.is_empty() {
        p.write_str(" iter_args(");
        for (i, (&a, &v)) in args.iter().skip(1).zip(&inits).enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(a);
            p.write_str(" = ");
            p.print_operand(v);
        }
        p.write_str(") -> (");
        print_types(p, inits.iter().map(|&v| op.value_type(v)));
        p.write_str(")");
    }
    p.write_str(" ");
    if let Some(r) = region_at(op, 0) {
        p.print_region(r, false, !inits.is_empty(), false);
    }
    let _ = ctx;
    p.print_optional_attr_dict(
        &merged_attrs(op),
        &["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"],
    );
}

fn verify_for(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(f) = ForOp::from_ref(op) else {
        return Ok(());
    };
    let operands: Vec<ValueId> = op.operands().collect();
    for (group, map, what) in [
        (0, f.lower_bound_map(&op), "lower"),
        (1, f.upper_bound_map(&op), "upper"),
    ] {
        let Some(map) = attr_map(ctx, map) else { continue };
        if map.results.is_empty() {
            return Err(op.emit_op_error(format!("expected {what} bound map to have at least one result")));
        }
        let vals: Vec<ValueId> = operand_group(op, group).map(|i| operands[i]).collect();
        if vals.len() != (map.num_dims + map.num_symbols) as usize {
            return Err(op.emit_op_error(format!(
                "{what} bound operand count does not equal affine map dimension and symbol count"
            )));
        }
        verify_dims_and_symbols(op, &vals, map.num_dims as usize)?;
    }
    if op.num_results() != operand_group(op, 2).len() {
        return Err(op.emit_op_error("mismatch between the number of loop-carried values and results"));
    }
    Ok(())
}

fn verify_for_regions(op: OpRef<'_>) -> LogicalResult {
    let rb = op.regions().0;
    let args = entry_args(op, 0);
    if args.first().is_none_or(|&iv| !op.ctx.is_index(rb.value_type(iv))) {
        return Err(
            op.emit_op_error("expected body to have a single index argument for the induction variable")
        );
    }
    verify_loop_like_op(op)?;
    verify_region_branch_op(op)?;
    Ok(())
}

// ---- affine.if ----------------------------------------------------------------------------------

fn parse_if(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let pos = p.current_pos();
    let set = p.parse_attribute(None)?;
    let AttrKind::IntegerSet(s) = ctx.attr_kind(set) else {
        return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
    };
    let (nd, ns) = (s.num_dims as usize, s.num_symbols as usize);
    let dims = p.parse_operand_list(Delimiter::Paren)?;
    if dims.len() != nd {
        let name = p.name_pos();
        return Err(p.emit_error_at(name, "dim operand count and integer set dim count must match"));
    }
    let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
    if syms.len() != ns {
        let name = p.name_pos();
        return Err(p.emit_error_at(
            name,
            "symbol operand count and integer set symbol count must match",
        ));
    }
    let mut operands = Vec::new();
    for o in dims.iter().chain(&syms) {
        operands.push(p.resolve_operand(o, index)?);
    }
    let result_types = parse_optional_arrow_types(p)?;
    p.parse_region(state, &[], false)?;
    ensure_yield(p, state, 0);
    if p.parse_optional_keyword("else") {
        p.parse_region(state, &[], false)?;
        ensure_yield(p, state, 1);
    } else {
        let r = region_body(p, state).create_region();
        state.regions.push(r);
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    set_parsed_attributes(
        ctx,
        state,
        vec![(ctx.ident("condition"), set)],
        attrs,
        &["condition"],
    );
    state.operands = operands;
    state.result_types = result_types;
    Ok(())
}

fn print_if(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    if let Some(a) = op.attr("condition") {
        p.print_attribute(a);
    }
    let operands: Vec<ValueId> = op.operands().collect();
    let nd = if_condition(op).map_or(operands.len(), |s| s.num_dims as usize);
    print_dim_and_symbol_list(p, &operands, nd);
    let has_results = op.num_results() > 0;
    if has_results {
        p.write_str(" -> ");
        let types: Vec<_> = op.result_types().collect();
        let bare = types.len() == 1 && !matches!(op.ctx.type_kind(types[0]), TypeKind::Function { .. });
        if bare {
            p.print_type(types[0]);
        } else {
            p.write_str("(");
            print_types(p, types.into_iter());
            p.write_str(")");
        }
    }
    p.write_str(" ");
    if let Some(r) = region_at(op, 0) {
        p.print_region(r, false, has_results, false);
    }
    if let Some(r) = region_at(op, 1).filter(|&r| !op.regions().0.region_is_empty(r)) {
        p.write_str(" else ");
        p.print_region(r, false, has_results, false);
    }
    p.print_optional_attr_dict(&merged_attrs(op), &["condition"]);
}

fn verify_if(op: OpRef<'_>) -> LogicalResult {
    let Some(set) = if_condition(op) else {
        return Ok(());
    };
    if op.num_operands() != (set.num_dims + set.num_symbols) as usize {
        return Err(
            op.emit_op_error("operand count and condition integer set dimension and symbol count must match")
        );
    }
    let operands: Vec<ValueId> = op.operands().collect();
    verify_dims_and_symbols(op, &operands, set.num_dims as usize)
}

fn verify_if_regions(op: OpRef<'_>) -> LogicalResult {
    verify_region_branch_op(op)
}

// ---- affine.yield -------------------------------------------------------------------------------

fn verify_yield(op: OpRef<'_>) -> LogicalResult {
    let Some(parent) = op.body.parent_op(op.id) else {
        return Ok(());
    };
    let parent = OpRef::new(op.ctx, op.body, parent);
    let results: Vec<_> = parent.result_types().collect();
    let operands: Vec<_> = op.operand_types().collect();
    if results.len() != operands.len() {
        return Err(
            op.emit_op_error("parent of yield must have same number of results as the yield operands")
        );
    }
    if results != operands {
        return Err(op.emit_op_error("types mismatch between yield op and its parent"));
    }
    Ok(())
}

// ---- affine.load / affine.store -----------------------------------------------------------------

pub(crate) fn parse_access(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    with_value: bool,
    vector: bool,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let value = if with_value {
        let v = p.parse_operand()?;
        p.parse_punct(",")?;
        Some(v)
    } else {
        None
    };
    let memref = p.parse_operand()?;
    let access = parse_ssa_map(p)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let ty_pos = p.current_pos();
    let ty = p.parse_type()?;
    let Some(element) = (match ctx.type_kind(ty) {
        TypeKind::MemRef { element, .. } => Some(*element),
        _ => None,
    }) else {
        return Err(p.emit_error_at(ty_pos, "expected memref type"));
    };
    let element = if vector {
        p.parse_punct(",")?;
        p.parse_type()?
    } else {
        element
    };
    if let Some(v) = &value {
        let v = p.resolve_operand(v, element)?;
        state.operands.push(v);
    }
    let m = p.resolve_operand(&memref, ty)?;
    state.operands.push(m);
    for o in access.dims.iter().chain(&access.syms) {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    if !with_value {
        state.result_types.push(element);
    }
    set_parsed_attributes(
        ctx,
        state,
        vec![(ctx.ident("map"), map_attr(ctx, access.map))],
        attrs,
        &["map"],
    );
    Ok(())
}

fn parse_load(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_access(p, state, false, false)
}

fn parse_store(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_access(p, state, true, false)
}

pub(crate) fn print_access(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, first_index: usize) {
    let operands: Vec<ValueId> = op.operands().collect();
    let memref = operands[first_index - 1];
    p.print_operand(memref);
    p.write_str("[");
    if let Some(map) = attr_map(op.ctx, op.attr("map")) {
        print_ssa_map(p, &map, &operands[first_index..]);
    }
    p.write_str("]");
    p.print_optional_attr_dict(&merged_attrs(op), &["map"]);
    p.write_str(" : ");
    p.print_type(op.value_type(memref));
}

fn print_load(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    print_access(p, op, 1);
}

fn print_store(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(", ");
    print_access(p, op, 2);
}

/// The checks `affine.load` and `affine.store` share.
pub(crate) fn verify_access(op: OpRef<'_>, first_index: usize) -> LogicalResult {
    let ctx = op.ctx;
    let Some(map) = attr_map(ctx, op.attr("map")) else {
        return Ok(());
    };
    let memref_ty = op.operand_type(first_index - 1);
    let rank = ctx.shape(memref_ty).map_or(0, |s| s.len());
    if map.results.len() != rank {
        return Err(op.emit_op_error("affine map num results must equal memref rank"));
    }
    let indices: Vec<ValueId> = op.operands().skip(first_index).collect();
    if indices.len() != (map.num_dims + map.num_symbols) as usize {
        return Err(op.emit_op_error("expects as many subscripts as affine map inputs"));
    }
    verify_dims_and_symbols(op, &indices, map.num_dims as usize)
}

/// Casts of the memref fold into the load; a load from a constant
/// `memref.global` (through `memref.get_global`) is the global's element: any element of a splat, else the one at the
/// map's constant results (MLIR's `AffineLoadOp::fold`). The global is
/// looked up in the symbol table nearest the `get_global`.
fn fold_load(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    if strata_dialect_memref::fold_memref_cast(op, operands, out).is_ok() {
        return Ok(());
    }
    let ctx = op.ctx;
    let get = def_named(op, op.operand(0), "memref.get_global").ok_or(Failed)?;
    let name = get
        .attr("name")
        .and_then(|a| ctx.flat_symbol_ref_value(a))
        .ok_or(Failed)?;
    let global = get
        .lookup_nearest_symbol(name)
        .filter(|g| g.name_str() == "memref.global" && g.attr("constant").is_some())
        .ok_or(Failed)?;
    let init = global.attr("initial_value").ok_or(Failed)?;
    if !matches!(ctx.attr_kind(init), AttrKind::DenseElements { .. }) {
        return Err(Failed);
    }
    let value = match read(ctx, init).ok_or(Failed)? {
        Elems::Splat(v) => v,
        Elems::Dense(values) => {
            let indices: Vec<Option<i64>> = crate::op_map(op)
                .and_then(|m| m.constant_results(ctx))
                .ok_or(Failed)?
                .into_iter()
                .map(Some)
                .collect();
            let shape = ctx.shape(op.value_type(op.operand(0))).ok_or(Failed)?;
            let at = linear_index(shape, &indices).ok_or(Failed)?;
            values.get(at).cloned().ok_or(Failed)?
        }
        Elems::Scalar(_) => return Err(Failed),
    };
    let elt = op.value_type(op.result(0));
    out.results
        .push(OpFoldResult::Attr(build(ctx, elt, &[value]).ok_or(Failed)?));
    Ok(())
}

fn verify_load(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let memref_ty = op.operand_type(0);
    if ctx.element_type(memref_ty) != Some(op.result_type(0)) {
        return Err(op.emit_op_error("result type must match element type of memref"));
    }
    verify_access(op, 1)
}

fn verify_store(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    if ctx.element_type(op.operand_type(1)) != Some(op.operand_type(0)) {
        return Err(op.emit_op_error("value to store must have the same type as memref element type"));
    }
    verify_access(op, 2)
}

/// The location-free builder of the implicit terminator, for rewrites.
pub fn build_yield(b: &mut OpBuilder<'_>, loc: Location, operands: &[ValueId]) {
    YieldOp::build(b, loc, operands);
}
