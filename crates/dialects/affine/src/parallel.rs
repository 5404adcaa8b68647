//! `affine.parallel`: a band of parallel loops with affine bounds and
//! optional reductions of the values its body yields.

use strata_dialect_utils::asm::parse_optional_arrow_types;
use strata_ir::affine::AffineMap;
use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::function_interface::merged_attrs;
use strata_ir::interfaces::LoopLikeOpInterface;
use strata_ir::DenseData;
use strata_ir::{
    AttrKind, Attribute, Context, LogicalResult, OpRef, OpTraits, OperationState, Type, TypeKind, ValueId,
};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{types, AttrConstraint};
use strata_ods::RegionConstraint;

use crate::ops::{ensure_yield, verify_dims_and_symbols};
use crate::ssa_map::{parse_ssa_bound_list, print_ssa_bound_list};
use crate::{map_attr, AFFINE_MAP_ATTR};

/// The reduction kinds (`arith::AtomicRMWKind`), by value.
pub const REDUCTION_KINDS: &[&str] = &[
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins",
    "minu", "mulf", "muli", "ori", "xori",
];

const REDUCTIONS_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "Reduction ops",
    check: |ctx, a| {
        ctx.array_attr_elements(a).is_some_and(|es| {
            es.iter().all(|&e| {
                ctx.integer_attr_value(e)
                    .is_some_and(|v| (v.sext_i64() as usize) < REDUCTION_KINDS.len())
            })
        })
    },
};
const I32_ELEMENTS_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "32-bit signless integer elements attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::DenseElements { .. }),
};
const I64_ARRAY_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "64-bit integer array attribute",
    check: |ctx, a| {
        ctx.array_attr_elements(a)
            .is_some_and(|es| es.iter().all(|&e| ctx.integer_attr_value(e).is_some()))
    },
};

fn entry_args<'a>(op: OpRef<'a>) -> &'a [ValueId] {
    let (rb, regions) = op.regions();
    regions
        .first()
        .and_then(|&r| rb.region_entry(r))
        .map_or(&[], |b| rb.block_args(b))
}

const PARALLEL_LOOP: LoopLikeOpInterface = LoopLikeOpInterface {
    loop_regions: |_| vec![0],
    induction_vars: Some(|op| entry_args(op).to_vec()),
    lower_bounds: None,
    upper_bounds: None,
    steps: None,
    inits: |_| 0..0,
    region_iter_args: |_| Vec::new(),
    yielded_values: |_| None,
    results_are_loop_results: false,
};

strata_ods::op! {
    /// A band of loops whose iterations may run in parallel, one induction
    /// variable per loop. Each loop's lower bound is the largest of a
    /// group of results of `lowerBoundsMap`, its upper bound the smallest
    /// of a group of results of `upperBoundsMap` (`max(...)` and `min(...)`
    /// in the custom form, the group sizes in the `*Groups` attributes),
    /// and its step a positive constant. Each result combines the values
    /// the iterations yield with its reduction (`"addf"`, `"maxs"`, ...);
    /// the order of the combinations is unspecified.
    pub ParallelOp(PARALLEL, "affine.parallel") {
        operands(map_operands "mapOperands": variadic(types::INDEX))
        results(results: variadic(types::ANY_TYPE))
        attributes(
            reductions: attr = required(REDUCTIONS_ATTR),
            lower_bounds_map "lowerBoundsMap": attr = required(AFFINE_MAP_ATTR),
            lower_bounds_groups "lowerBoundsGroups": attr = required(I32_ELEMENTS_ATTR),
            upper_bounds_map "upperBoundsMap": attr = required(AFFINE_MAP_ATTR),
            upper_bounds_groups "upperBoundsGroups": attr = required(I32_ELEMENTS_ATTR),
            steps: attr = required(I64_ARRAY_ATTR),
        )
        regions(region: single(RegionConstraint::Sized(1)))
        summary: "multi-index parallel band operation",
        example: "func.func @total(%m: memref<?x?xf32>, %n: index) -> f32 {\n  %0 = affine.parallel (%i, %j) = (0, 0) to (%n, min(%n, 64)) step (1, 2) reduce (\"addf\") -> (f32) {\n    %1 = affine.load %m[%i, %j] : memref<?x?xf32>\n    affine.yield %1 : f32\n  }\n  return %0 : f32\n}",
        traits: OpTraits::AUTOMATIC_ALLOCATION_SCOPE
            .union(OpTraits::RECURSIVE_MEMORY_EFFECTS)
            .union(OpTraits::RECURSIVELY_SPECULATABLE)
            .union(OpTraits::HAS_PARALLEL_REGION)
            .union(OpTraits::SINGLE_BLOCK),
        implicit_terminator: Some("affine.yield"),
        verify: Some(verify_parallel),
        canonicalize: Some(crate::loops::parallel_patterns),
        parse: Some(parse_parallel),
        print: Some(print_parallel),
        interfaces: &[&PARALLEL_LOOP],
    }
}

/// A `dense<...> : tensor<Nxi32>` of the group sizes.
pub fn groups_attr(ctx: &Context, groups: &[i32]) -> Attribute {
    let ty = ctx.ranked_tensor_type(&[groups.len() as i64], ctx.i32());
    let splat = !groups.is_empty() && groups.iter().all(|&g| g == groups[0]);
    let values = if splat { &groups[..1] } else { groups };
    let bytes: Vec<u8> = values.iter().flat_map(|g| g.to_le_bytes()).collect();
    ctx.intern_attr(AttrKind::DenseElements {
        ty,
        data: DenseData {
            splat,
            bytes: bytes.into(),
        },
    })
}

/// The group sizes of a `*Groups` attribute.
pub fn group_sizes(ctx: &Context, a: Option<Attribute>) -> Option<Vec<i32>> {
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a?) else {
        return None;
    };
    let n = ctx.shape(*ty)?.first().copied()? as usize;
    let read = |i: usize| -> Option<i32> {
        let b = data.bytes.get(i * 4..i * 4 + 4)?;
        Some(i32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    if data.splat {
        let v = read(0)?;
        Some(vec![v; n])
    } else {
        (0..n).map(read).collect()
    }
}

fn int_list(ctx: &Context, a: Option<Attribute>) -> Option<Vec<i64>> {
    ctx.array_attr_elements(a?)?
        .iter()
        .map(|&e| ctx.integer_attr_value(e).map(|v| v.sext_i64()))
        .collect()
}

/// The parts of an `affine.parallel` its users read.
pub struct ParallelParts {
    /// The lower bound results of every dimension, concatenated.
    pub lower_map: AffineMap,
    /// How many lower bound results each dimension has (their maximum is
    /// its bound).
    pub lower_groups: Vec<i32>,
    /// The upper bound results of every dimension, concatenated.
    pub upper_map: AffineMap,
    /// How many upper bound results each dimension has (their minimum is
    /// its bound).
    pub upper_groups: Vec<i32>,
    /// The step of each dimension.
    pub steps: Vec<i64>,
    /// The `arith::AtomicRMWKind` of each reduction, by result.
    pub reductions: Vec<i64>,
}

/// Reads the bounds, steps and reductions of an `affine.parallel`.
pub fn parallel_parts(op: OpRef<'_>) -> Option<ParallelParts> {
    let ctx = op.ctx;
    let map = |name: &str| match ctx.attr_kind(op.attr(name)?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    };
    Some(ParallelParts {
        lower_map: map("lowerBoundsMap")?,
        lower_groups: group_sizes(ctx, op.attr("lowerBoundsGroups"))?,
        upper_map: map("upperBoundsMap")?,
        upper_groups: group_sizes(ctx, op.attr("upperBoundsGroups"))?,
        steps: int_list(ctx, op.attr("steps"))?,
        reductions: int_list(ctx, op.attr("reductions"))?,
    })
}

const INHERENT: &[&str] = &[
    "reductions",
    "lowerBoundsMap",
    "lowerBoundsGroups",
    "upperBoundsMap",
    "upperBoundsGroups",
    "steps",
];

fn parse_parallel(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    p.parse_punct("=")?;
    let (lower, lower_groups) = parse_ssa_bound_list(p, "max")?;
    p.parse_keyword("to")?;
    let (upper, upper_groups) = parse_ssa_bound_list(p, "min")?;
    let mut steps = vec![1i64; ivs.len()];
    if p.parse_optional_keyword("step") {
        steps.clear();
        p.parse_punct("(")?;
        if !p.parse_optional_punct(")") {
            loop {
                steps.push(p.parse_integer()?);
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
            p.parse_punct(")")?;
        }
    }
    let mut reductions = Vec::new();
    if p.parse_optional_keyword("reduce") {
        p.parse_punct("(")?;
        if !p.parse_optional_punct(")") {
            loop {
                let pos = p.current_pos();
                let Some(s) = p.parse_optional_string()? else {
                    return Err(p.emit_error("expected string"));
                };
                let name = String::from_utf8_lossy(&s).into_owned();
                let Some(k) = REDUCTION_KINDS.iter().position(|&n| n == name) else {
                    return Err(p.emit_error_at(pos, &format!("invalid reduction value: \"{name}\"")));
                };
                reductions.push(ctx.integer_attr(ctx.integer_type(64), k as i64));
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
            p.parse_punct(")")?;
        }
    }
    let result_types = parse_optional_arrow_types(p)?;
    for a in &mut ivs {
        a.ty = Some(index);
    }
    p.parse_region(state, &ivs, false)?;
    ensure_yield(p, state, 0);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    for o in lower
        .dims
        .iter()
        .chain(&lower.syms)
        .chain(&upper.dims)
        .chain(&upper.syms)
    {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    let i64t = ctx.integer_type(64);
    let step_attrs: Vec<Attribute> = steps.iter().map(|&s| ctx.integer_attr(i64t, s)).collect();
    let props = vec![
        (ctx.ident("lowerBoundsGroups"), groups_attr(ctx, &lower_groups)),
        (ctx.ident("lowerBoundsMap"), map_attr(ctx, lower.map)),
        (ctx.ident("reductions"), ctx.array_attr(&reductions)),
        (ctx.ident("steps"), ctx.array_attr(&step_attrs)),
        (ctx.ident("upperBoundsGroups"), groups_attr(ctx, &upper_groups)),
        (ctx.ident("upperBoundsMap"), map_attr(ctx, upper.map)),
    ];
    set_parsed_attributes(ctx, state, props, attrs, INHERENT);
    state.result_types = result_types;
    Ok(())
}

fn print_parallel(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let Some(parts) = parallel_parts(op) else { return };
    let operands: Vec<ValueId> = op.operands().collect();
    let nl = ((parts.lower_map.num_dims + parts.lower_map.num_symbols) as usize).min(operands.len());
    p.write_str(" (");
    p.print_operands(entry_args(op));
    p.write_str(") = (");
    print_ssa_bound_list(p, &parts.lower_map, &parts.lower_groups, &operands[..nl], "max");
    p.write_str(") to (");
    print_ssa_bound_list(p, &parts.upper_map, &parts.upper_groups, &operands[nl..], "min");
    p.write_str(")");
    if parts.steps.iter().any(|&s| s != 1) {
        p.write_str(" step (");
        let s: Vec<String> = parts.steps.iter().map(|s| s.to_string()).collect();
        p.write_str(&s.join(", "));
        p.write_str(")");
    }
    if !parts.reductions.is_empty() {
        p.write_str(" reduce (");
        for (i, &k) in parts.reductions.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.write_str(&format!(
                "\"{}\"",
                REDUCTION_KINDS.get(k as usize).unwrap_or(&"?")
            ));
        }
        p.write_str(")");
    }
    if op.num_results() > 0 {
        p.write_str(" -> (");
        for (i, t) in op.result_types().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(t);
        }
        p.write_str(")");
    }
    p.write_str(" ");
    if let Some(&r) = op.regions().1.first() {
        p.print_region(r, false, op.num_results() > 0, false);
    }
    p.print_optional_attr_dict(&merged_attrs(op), INHERENT);
}

/// Whether reduction `kind` applies to values of type `t`.
pub fn reduction_accepts(ctx: &Context, kind: i64, t: Type) -> bool {
    let is_float = matches!(ctx.type_kind(t), TypeKind::Float(_));
    let is_int = matches!(ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index);
    match REDUCTION_KINDS.get(kind as usize) {
        Some(&("addf" | "mulf" | "maximumf" | "minimumf" | "maxnumf" | "minnumf")) => is_float,
        Some(&("addi" | "muli" | "maxs" | "maxu" | "mins" | "minu" | "andi" | "ori" | "xori")) => is_int,
        Some(&"assign") => true,
        _ => false,
    }
}

fn verify_parallel(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(parts) = parallel_parts(op) else {
        return Ok(());
    };
    let num_ivs = entry_args(op).len();
    if num_ivs != parts.lower_groups.len()
        || num_ivs != parts.upper_groups.len()
        || num_ivs != parts.steps.len()
    {
        return Err(op.emit_op_error(format!(
            "the number of region arguments ({}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({}) must all match",
            num_ivs,
            parts.lower_groups.len(),
            parts.upper_groups.len(),
            parts.steps.len()
        )));
    }
    if parts.lower_groups.contains(&0) {
        return Err(op.emit_op_error("expected lower bound map to have at least one result"));
    }
    if parts.upper_groups.contains(&0) {
        return Err(op.emit_op_error("expected upper bound map to have at least one result"));
    }
    let lower_total: i64 = parts.lower_groups.iter().map(|&g| g as i64).sum();
    if lower_total != parts.lower_map.results.len() as i64 {
        return Err(op.emit_op_error(
            "expected lower bound map to have as many results as the sum of lower bound groups",
        ));
    }
    let upper_total: i64 = parts.upper_groups.iter().map(|&g| g as i64).sum();
    if upper_total != parts.upper_map.results.len() as i64 {
        return Err(op.emit_op_error(
            "expected upper bound map to have as many results as the sum of upper bound groups",
        ));
    }
    if parts.reductions.len() != op.num_results() {
        return Err(op.emit_op_error("a reduction must be specified for each output"));
    }
    for (&k, t) in parts.reductions.iter().zip(op.result_types()) {
        if !reduction_accepts(ctx, k, t) {
            return Err(op.emit_op_error("result type cannot match reduction attribute"));
        }
    }
    let operands: Vec<ValueId> = op.operands().collect();
    let nl = (parts.lower_map.num_dims + parts.lower_map.num_symbols) as usize;
    let nu = (parts.upper_map.num_dims + parts.upper_map.num_symbols) as usize;
    if operands.len() != nl + nu {
        return Err(op.emit_op_error("expects as many operands as the bound maps have inputs"));
    }
    verify_dims_and_symbols(op, &operands[..nl], parts.lower_map.num_dims as usize)?;
    verify_dims_and_symbols(op, &operands[nl..], parts.upper_map.num_dims as usize)
}
