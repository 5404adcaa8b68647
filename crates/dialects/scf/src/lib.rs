//! The `scf` (structured control flow) dialect of MLIR 22: `for`,
//! `forall` with its `forall.in_parallel` terminator, `if`, `while` with
//! `condition`, `execute_region`, `index_switch`, `parallel` with `reduce`
//! and `reduce.return`, and `yield`.
//!
//! The ops are declared as [`OpSpec`]s for their generic checks; most have
//! hand-written assembly forms (in `asm.rs`) and verifiers (in
//! `verify.rs`). Their control flow is described through
//! [`RegionBranchOpInterface`] and, for the loops, [`LoopLikeOpInterface`].

#![forbid(unsafe_code)]

use strata_dialect_utils::attrs::dense_i64_values;
use strata_dialect_utils::matchers::const_i64;
use strata_dialect_utils::segments::operand_group;
use strata_ir::interfaces::{
    ConditionallySpeculatable, DeviceMappingAttrInterface, InvocationBounds, LoopBound, LoopLikeOpInterface,
    RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface,
    RegionEntrySuccessorsForOperands, RegionInvocationBounds, RegionSuccessor, Speculatability,
    TerminatorSuccessorsForOperands,
};
use strata_ir::{
    AttrKind, Attribute, BlockId, Context, DialectDef, Interfaces, OpDef, OpRef, OpTraits, ValueId,
};
use strata_ods::constraints::{attrs, types, AttrConstraint};
use strata_ods::{AttrSpec, OpSpec, Predicate, RegionConstraint, RegionSpec, ValueSpec};

pub(crate) mod asm;
pub(crate) mod canonicalize;
mod forall_canonicalize;
mod loops;
mod parallel_canonicalize;
#[cfg(test)]
mod tests;
pub mod typed;
mod verify;
mod while_canonicalize;

pub use typed::*;

pub const CONDITION: &str = "scf.condition";
pub const EXECUTE_REGION: &str = "scf.execute_region";
pub const FOR: &str = "scf.for";
pub const FORALL: &str = "scf.forall";
pub const IN_PARALLEL: &str = "scf.forall.in_parallel";
pub const IF: &str = "scf.if";
pub const INDEX_SWITCH: &str = "scf.index_switch";
pub const PARALLEL: &str = "scf.parallel";
pub const REDUCE: &str = "scf.reduce";
pub const REDUCE_RETURN: &str = "scf.reduce.return";
pub const WHILE: &str = "scf.while";
pub const YIELD: &str = "scf.yield";

// ---- specs -------------------------------------------------------------------

const SIZED1: RegionConstraint = RegionConstraint::Sized(1);
const fn region(name: &'static str) -> RegionSpec {
    RegionSpec {
        name,
        variadic: false,
        constraint: SIZED1,
    }
}
const RESULTS: &[ValueSpec] = &[ValueSpec::variadic("results", types::ANY_TYPE)];

fn is_device_mapping_array(ctx: &Context, a: Attribute) -> bool {
    ctx.array_attr_elements(a).is_some_and(|elems| {
        elems.iter().all(|&e| {
            ctx.attr_interface::<DeviceMappingAttrInterface>(e)
                .is_some_and(|i| (i.is_mapping)(ctx, e))
        })
    })
}

const DEVICE_MAPPING_ARRAY: AttrConstraint = AttrConstraint::Custom {
    summary: "Device Mapping array attribute",
    check: is_device_mapping_array,
};

pub static CONDITION_SPEC: OpSpec = OpSpec {
    summary: "loop continuation condition",
    traits: OpTraits::PURE.union(OpTraits::TERMINATOR),
    operands: &[
        ValueSpec::single("condition", types::I1),
        ValueSpec::variadic("args", types::ANY_TYPE),
    ],
    parents: &[WHILE],
    ..OpSpec::new(CONDITION)
};

pub static EXECUTE_REGION_SPEC: OpSpec = OpSpec {
    summary: "operation that executes its region exactly once",
    traits: OpTraits::RECURSIVE_MEMORY_EFFECTS,
    attributes: &[AttrSpec::optional("no_inline", attrs::UNIT_ATTR)],
    results: &[ValueSpec::variadic("", types::ANY_TYPE)],
    regions: &[RegionSpec {
        name: "region",
        variadic: false,
        constraint: RegionConstraint::Any,
    }],
    verify: Some(verify::execute_region),
    verify_regions: Some(verify::region_branch_only),
    canonicalize: Some(canonicalize::execute_region_patterns),
    ..OpSpec::new(EXECUTE_REGION)
};

pub static FOR_SPEC: OpSpec = OpSpec {
    summary: "for operation",
    traits: OpTraits::AUTOMATIC_ALLOCATION_SCOPE
        .union(OpTraits::RECURSIVE_MEMORY_EFFECTS)
        .union(OpTraits::SINGLE_BLOCK),
    operands: &[
        ValueSpec::single("lowerBound", types::ANY_SIGNLESS_INTEGER_OR_INDEX),
        ValueSpec::single("upperBound", types::ANY_SIGNLESS_INTEGER_OR_INDEX),
        ValueSpec::single("step", types::ANY_SIGNLESS_INTEGER_OR_INDEX),
        ValueSpec::variadic("initArgs", types::ANY_TYPE),
    ],
    attributes: &[AttrSpec::optional("unsignedCmp", attrs::UNIT_ATTR)],
    results: RESULTS,
    regions: &[region("region")],
    implicit_terminator: Some(YIELD),
    predicates: &[Predicate::AllTypesMatch(&["lowerBound", "upperBound", "step"])],
    verify: Some(verify::for_op),
    verify_regions: Some(verify::for_regions),
    canonicalize: Some(canonicalize::for_patterns),
    ..OpSpec::new(FOR)
};

pub static FORALL_SPEC: OpSpec = OpSpec {
    summary: "evaluate a block multiple times in parallel",
    traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS
        .union(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
        .union(OpTraits::RECURSIVE_MEMORY_EFFECTS)
        .union(OpTraits::SINGLE_BLOCK),
    operands: &[
        ValueSpec::variadic("dynamicLowerBound", types::INDEX),
        ValueSpec::variadic("dynamicUpperBound", types::INDEX),
        ValueSpec::variadic("dynamicStep", types::INDEX),
        ValueSpec::variadic("outputs", types::ANY_RANKED_TENSOR),
    ],
    attributes: &[
        AttrSpec::required("staticLowerBound", attrs::DENSE_I64_ARRAY_ATTR),
        AttrSpec::required("staticUpperBound", attrs::DENSE_I64_ARRAY_ATTR),
        AttrSpec::required("staticStep", attrs::DENSE_I64_ARRAY_ATTR),
        AttrSpec::optional("mapping", DEVICE_MAPPING_ARRAY),
    ],
    results: RESULTS,
    regions: &[region("region")],
    implicit_terminator: Some(IN_PARALLEL),
    verify: Some(verify::forall),
    verify_regions: Some(verify::forall_regions),
    canonicalize: Some(forall_canonicalize::forall_patterns),
    ..OpSpec::new(FORALL)
};

pub static IN_PARALLEL_SPEC: OpSpec = OpSpec {
    summary: "terminates a `forall` block",
    traits: OpTraits::PURE
        .union(OpTraits::TERMINATOR)
        .union(OpTraits::GRAPH_REGIONS)
        .union(OpTraits::NO_TERMINATOR)
        .union(OpTraits::SINGLE_BLOCK),
    parents: &[FORALL],
    regions: &[region("region")],
    verify: Some(verify::in_parallel),
    ..OpSpec::new(IN_PARALLEL)
};

pub static IF_SPEC: OpSpec = OpSpec {
    summary: "if-then-else operation",
    traits: OpTraits::RECURSIVE_MEMORY_EFFECTS
        .union(OpTraits::RECURSIVELY_SPECULATABLE)
        .union(OpTraits::NO_REGION_ARGUMENTS)
        .union(OpTraits::SINGLE_BLOCK),
    operands: &[ValueSpec::single("condition", types::I1)],
    results: RESULTS,
    regions: &[
        region("thenRegion"),
        RegionSpec {
            name: "elseRegion",
            variadic: false,
            constraint: RegionConstraint::MaxSized(1),
        },
    ],
    implicit_terminator: Some(YIELD),
    verify: Some(verify::if_op),
    verify_regions: Some(verify::region_branch_only),
    canonicalize: Some(canonicalize::if_patterns),
    ..OpSpec::new(IF)
};

pub static INDEX_SWITCH_SPEC: OpSpec = OpSpec {
    summary: "switch-case operation on an index argument",
    traits: OpTraits::RECURSIVE_MEMORY_EFFECTS.union(OpTraits::SINGLE_BLOCK),
    operands: &[ValueSpec::single("arg", types::INDEX)],
    attributes: &[AttrSpec::required("cases", attrs::DENSE_I64_ARRAY_ATTR)],
    results: RESULTS,
    regions: &[
        region("defaultRegion"),
        RegionSpec {
            name: "caseRegions",
            variadic: true,
            constraint: SIZED1,
        },
    ],
    implicit_terminator: Some(YIELD),
    verify: Some(verify::index_switch),
    verify_regions: Some(verify::region_branch_only),
    canonicalize: Some(canonicalize::index_switch_patterns),
    ..OpSpec::new(INDEX_SWITCH)
};

pub static PARALLEL_SPEC: OpSpec = OpSpec {
    summary: "parallel for operation",
    traits: OpTraits::AUTOMATIC_ALLOCATION_SCOPE
        .union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
        .union(OpTraits::RECURSIVE_MEMORY_EFFECTS)
        .union(OpTraits::SINGLE_BLOCK),
    operands: &[
        ValueSpec::variadic("lowerBound", types::INDEX),
        ValueSpec::variadic("upperBound", types::INDEX),
        ValueSpec::variadic("step", types::INDEX),
        ValueSpec::variadic("initVals", types::ANY_TYPE),
    ],
    results: RESULTS,
    regions: &[region("region")],
    verify: Some(verify::parallel),
    verify_regions: Some(verify::parallel_regions),
    canonicalize: Some(parallel_canonicalize::parallel_patterns),
    ..OpSpec::new(PARALLEL)
};

pub static REDUCE_SPEC: OpSpec = OpSpec {
    summary: "reduce operation for scf.parallel",
    traits: OpTraits::TERMINATOR.union(OpTraits::RECURSIVE_MEMORY_EFFECTS),
    operands: &[ValueSpec::variadic("operands", types::ANY_TYPE)],
    regions: &[RegionSpec {
        name: "reductions",
        variadic: true,
        constraint: SIZED1,
    }],
    parents: &[PARALLEL],
    verify_regions: Some(verify::reduce),
    ..OpSpec::new(REDUCE)
};

pub static REDUCE_RETURN_SPEC: OpSpec = OpSpec {
    summary: "terminator for reduce operation",
    traits: OpTraits::PURE.union(OpTraits::TERMINATOR),
    operands: &[ValueSpec::single("result", types::ANY_TYPE)],
    parents: &[REDUCE],
    format: Some("$result attr-dict `:` type($result)"),
    verify: Some(verify::reduce_return),
    ..OpSpec::new(REDUCE_RETURN)
};

pub static WHILE_SPEC: OpSpec = OpSpec {
    summary: "a generic 'while' loop",
    traits: OpTraits::RECURSIVE_MEMORY_EFFECTS.union(OpTraits::SINGLE_BLOCK),
    operands: &[ValueSpec::variadic("inits", types::ANY_TYPE)],
    results: RESULTS,
    regions: &[region("before"), region("after")],
    verify: Some(verify::while_op),
    verify_regions: Some(verify::while_regions),
    canonicalize: Some(while_canonicalize::while_patterns),
    ..OpSpec::new(WHILE)
};

pub static YIELD_SPEC: OpSpec = OpSpec {
    summary: "loop yield and termination operation",
    traits: OpTraits::PURE
        .union(OpTraits::RETURN_LIKE)
        .union(OpTraits::TERMINATOR),
    operands: &[ValueSpec::variadic("results", types::ANY_TYPE)],
    parents: &[EXECUTE_REGION, FOR, IF, INDEX_SWITCH, WHILE],
    format: Some("attr-dict ($results^ `:` type($results))?"),
    ..OpSpec::new(YIELD)
};

// ---- registration ------------------------------------------------------------------

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("scf");
    d.interfaces = d
        .interfaces
        .clone()
        .with(strata_ir::inlining::DialectInlinerInterface::ALL_LEGAL);
    d.ops.push(OpDef {
        interfaces: CONDITION_SPEC
            .to_def()
            .interfaces
            .with(RegionBranchTerminatorOpInterface {
                successors: Some(condition_successors),
                successor_operands: |op, _| 1.min(op.num_operands())..op.num_operands(),
            })
            .with(TerminatorSuccessorsForOperands(condition_successors_for_operands)),
        parse: Some(asm::parse_condition),
        print: Some(asm::print_condition),
        ..CONDITION_SPEC.to_def()
    });
    d.ops.push(with_hooks(
        &EXECUTE_REGION_SPEC,
        asm::parse_execute_region,
        asm::print_execute_region,
        RegionBranchOpInterface {
            successors: |_, point, out| match point {
                RegionBranchPoint::Parent => out.push(RegionSuccessor::Region(0)),
                RegionBranchPoint::Region(_) => out.push(RegionSuccessor::Parent),
            },
            entry_operands: |_, _| 0..0,
            successor_inputs: results_or_nothing,
        },
        None,
    ));
    d.ops.push(with_hooks(
        &FOR_SPEC,
        asm::parse_for,
        asm::print_for,
        RegionBranchOpInterface {
            successors: |_, _, out| {
                out.push(RegionSuccessor::Region(0));
                out.push(RegionSuccessor::Parent);
            },
            entry_operands: |op, _| 3.min(op.num_operands())..op.num_operands(),
            successor_inputs: |op, s| match s {
                RegionSuccessor::Parent => op.results().collect(),
                RegionSuccessor::Region(_) => for_iter_args(op),
            },
        },
        Some(LoopLikeOpInterface {
            loop_regions: |_| vec![0],
            induction_vars: Some(|op| entry_args(op, 0).iter().take(1).copied().collect()),
            lower_bounds: Some(|op| vec![LoopBound::Value(op.operand(0))]),
            upper_bounds: Some(|op| vec![LoopBound::Value(op.operand(1))]),
            steps: Some(|op| vec![LoopBound::Value(op.operand(2))]),
            inits: |op| 3.min(op.num_operands())..op.num_operands(),
            region_iter_args: for_iter_args,
            yielded_values: |op| terminator_operands(op, 0, YIELD),
            results_are_loop_results: true,
        }),
    ));
    if let Some(def) = d.ops.last_mut() {
        def.interfaces = def
            .interfaces
            .clone()
            .with(ConditionallySpeculatable(for_speculatability))
            .with(strata_ir::interfaces::ReplaceWithAdditionalYields(
                loops::for_replace_with_additional_yields,
            ));
    }
    d.ops.push(with_hooks(
        &FORALL_SPEC,
        asm::parse_forall,
        asm::print_forall,
        RegionBranchOpInterface {
            successors: |_, _, out| {
                out.push(RegionSuccessor::Region(0));
                out.push(RegionSuccessor::Parent);
            },
            entry_operands: |_, _| 0..0,
            successor_inputs: |_, _| Vec::new(),
        },
        Some(LoopLikeOpInterface {
            loop_regions: |_| vec![0],
            induction_vars: Some(|op| {
                let rank = forall_rank(op);
                entry_args(op, 0).iter().take(rank).copied().collect()
            }),
            lower_bounds: Some(|op| forall_bounds(op, 0)),
            upper_bounds: Some(|op| forall_bounds(op, 1)),
            steps: Some(|op| forall_bounds(op, 2)),
            inits: |op| operand_group(op, 3),
            region_iter_args: |op| {
                let rank = forall_rank(op);
                entry_args(op, 0).iter().skip(rank).copied().collect()
            },
            yielded_values: |_| None,
            results_are_loop_results: false,
        }),
    ));
    d.ops.push(OpDef {
        parse: Some(asm::parse_in_parallel),
        print: Some(asm::print_in_parallel),
        ..IN_PARALLEL_SPEC.to_def()
    });
    d.ops.push(with_hooks(
        &IF_SPEC,
        asm::parse_if,
        asm::print_if,
        RegionBranchOpInterface {
            successors: |op, point, out| match point {
                RegionBranchPoint::Parent => {
                    out.push(RegionSuccessor::Region(0));
                    if region_is_empty(op, 1) {
                        out.push(RegionSuccessor::Parent);
                    } else {
                        out.push(RegionSuccessor::Region(1));
                    }
                }
                RegionBranchPoint::Region(_) => out.push(RegionSuccessor::Parent),
            },
            entry_operands: |_, _| 0..0,
            successor_inputs: results_or_nothing,
        },
        None,
    ));
    if let Some(def) = d.ops.last_mut() {
        def.interfaces = def
            .interfaces
            .clone()
            .with(RegionEntrySuccessorsForOperands(if_entry_successors))
            .with(RegionInvocationBounds(if_invocation_bounds));
    }
    d.ops.push(OpDef {
        interfaces: INDEX_SWITCH_SPEC
            .to_def()
            .interfaces
            .with(RegionBranchOpInterface {
                successors: |op, point, out| match point {
                    RegionBranchPoint::Parent => {
                        out.extend((0..op.num_regions()).map(RegionSuccessor::Region))
                    }
                    RegionBranchPoint::Region(_) => out.push(RegionSuccessor::Parent),
                },
                entry_operands: |_, _| 0..0,
                successor_inputs: results_or_nothing,
            })
            .with(RegionEntrySuccessorsForOperands(index_switch_entry_successors))
            .with(RegionInvocationBounds(index_switch_invocation_bounds)),
        parse: Some(asm::parse_index_switch),
        print: Some(asm::print_index_switch),
        ..INDEX_SWITCH_SPEC.to_def()
    });
    d.ops.push(with_hooks(
        &PARALLEL_SPEC,
        asm::parse_parallel,
        asm::print_parallel,
        RegionBranchOpInterface {
            successors: |_, _, out| {
                out.push(RegionSuccessor::Region(0));
                out.push(RegionSuccessor::Parent);
            },
            entry_operands: |_, _| 0..0,
            successor_inputs: |_, _| Vec::new(),
        },
        Some(LoopLikeOpInterface {
            loop_regions: |_| vec![0],
            induction_vars: Some(|op| entry_args(op, 0).to_vec()),
            lower_bounds: Some(|op| {
                operand_group(op, 0)
                    .map(|i| LoopBound::Value(op.operand(i)))
                    .collect()
            }),
            upper_bounds: Some(|op| {
                operand_group(op, 1)
                    .map(|i| LoopBound::Value(op.operand(i)))
                    .collect()
            }),
            steps: Some(|op| {
                operand_group(op, 2)
                    .map(|i| LoopBound::Value(op.operand(i)))
                    .collect()
            }),
            inits: |_| 0..0,
            region_iter_args: |_| Vec::new(),
            yielded_values: |_| None,
            results_are_loop_results: false,
        }),
    ));
    d.ops.push(OpDef {
        interfaces: REDUCE_SPEC
            .to_def()
            .interfaces
            .with(RegionBranchTerminatorOpInterface {
                successors: None,
                successor_operands: |_, _| 0..0,
            }),
        parse: Some(asm::parse_reduce),
        print: Some(asm::print_reduce),
        ..REDUCE_SPEC.to_def()
    });
    d.ops.push(REDUCE_RETURN_SPEC.to_def());
    d.ops.push(with_hooks(
        &WHILE_SPEC,
        asm::parse_while,
        asm::print_while,
        RegionBranchOpInterface {
            successors: |_, point, out| match point {
                RegionBranchPoint::Parent | RegionBranchPoint::Region(1) => {
                    out.push(RegionSuccessor::Region(0))
                }
                RegionBranchPoint::Region(_) => {
                    out.push(RegionSuccessor::Region(1));
                    out.push(RegionSuccessor::Parent);
                }
            },
            entry_operands: |op, _| 0..op.num_operands(),
            successor_inputs: |op, s| match s {
                RegionSuccessor::Parent => op.results().collect(),
                RegionSuccessor::Region(i) => entry_args(op, i).to_vec(),
            },
        },
        Some(LoopLikeOpInterface {
            loop_regions: |_| vec![0, 1],
            induction_vars: None,
            lower_bounds: None,
            upper_bounds: None,
            steps: None,
            inits: |op| 0..op.num_operands(),
            region_iter_args: |op| entry_args(op, 0).to_vec(),
            yielded_values: |op| terminator_operands(op, 1, YIELD),
            results_are_loop_results: false,
        }),
    ));
    d.ops.push(YIELD_SPEC.to_def());
    d
}

/// A loop with step 1 always terminates, so it may be speculated if its
/// body may (MLIR's `ForOp::getSpeculatability`).
fn for_speculatability(op: OpRef<'_>) -> Speculatability {
    let step = strata_ir::fold::constant_value(op.ctx, op.body, op.operand(2));
    match step.and_then(|a| op.ctx.integer_attr_value(a)) {
        Some(v) if v.is_one() => Speculatability::RecursivelySpeculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// The definition of a spec with hand-written assembly and its control
/// flow interfaces.
/// The regions an `scf.if` enters for a constant condition: the `then`
/// region, or the `else` region (the parent if it is empty).
/// Each region of `scf.if` runs at most once; with a constant condition,
/// the one not taken never.
fn if_invocation_bounds(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut Vec<InvocationBounds>) {
    let cond = operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| match op.ctx.attr_kind(a) {
            AttrKind::Bool(b) => Some(*b),
            AttrKind::Integer { value, .. } => Some(!value.is_zero()),
            _ => None,
        });
    match cond {
        Some(c) => {
            out.push(InvocationBounds::new(0, c as u32));
            out.push(InvocationBounds::new(0, !c as u32));
        }
        None => out.resize(2, InvocationBounds::new(0, 1)),
    }
}

/// Each region of `scf.index_switch` runs at most once; with a constant
/// index, only the region MLIR picks for it (the position of the matching
/// case among the cases, else the last region) may run.
fn index_switch_invocation_bounds(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut Vec<InvocationBounds>,
) {
    let n = op.num_regions();
    let value = operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| match op.ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => Some(value.sext_i64()),
            _ => None,
        });
    let Some(value) = value else {
        out.resize(n, InvocationBounds::new(0, 1));
        return;
    };
    let cases = op
        .attr("cases")
        .and_then(|a| dense_i64_values(op.ctx, a))
        .unwrap_or_default();
    let live = cases
        .iter()
        .position(|&c| c == value)
        .unwrap_or(n.saturating_sub(1));
    out.extend((0..n).map(|i| InvocationBounds::new(0, (i == live) as u32)));
}

/// With a constant index, `scf.index_switch` enters only the matching
/// case (region `1 + position`), else the default region (region 0).
fn index_switch_entry_successors(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut Vec<RegionSuccessor>,
) {
    let value = operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| match op.ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => Some(value.sext_i64()),
            _ => None,
        });
    let Some(value) = value else {
        out.extend((0..op.num_regions()).map(RegionSuccessor::Region));
        return;
    };
    let cases = op
        .attr("cases")
        .and_then(|a| dense_i64_values(op.ctx, a))
        .unwrap_or_default();
    let region = cases.iter().position(|&c| c == value).map_or(0, |p| p + 1);
    out.push(RegionSuccessor::Region(region));
}

fn if_entry_successors(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut Vec<RegionSuccessor>) {
    let cond = operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| match op.ctx.attr_kind(a) {
            AttrKind::Bool(b) => Some(*b),
            AttrKind::Integer { value, .. } => Some(!value.is_zero()),
            _ => None,
        });
    match cond {
        Some(true) => out.push(RegionSuccessor::Region(0)),
        Some(false) if region_is_empty(op, 1) => out.push(RegionSuccessor::Parent),
        Some(false) => out.push(RegionSuccessor::Region(1)),
        None => {
            out.push(RegionSuccessor::Region(0));
            if region_is_empty(op, 1) {
                out.push(RegionSuccessor::Parent);
            } else {
                out.push(RegionSuccessor::Region(1));
            }
        }
    }
}

fn with_hooks(
    spec: &'static OpSpec,
    parse: strata_ir::ParseFn,
    print: strata_ir::PrintFn,
    branch: RegionBranchOpInterface,
    looplike: Option<LoopLikeOpInterface>,
) -> OpDef {
    let def = spec.to_def();
    let mut interfaces: Interfaces = def.interfaces.clone().with(branch);
    if let Some(l) = looplike {
        interfaces = interfaces.with(l);
    }
    OpDef {
        parse: Some(parse),
        print: Some(print),
        interfaces,
        ..def
    }
}

// ---- queries shared by the interfaces, verifiers and printers ----------------------

/// The entry block of region `index` of `op`, if it has one.
pub(crate) fn entry_block(op: OpRef<'_>, index: usize) -> Option<BlockId> {
    let (rb, regions) = op.regions();
    regions.get(index).and_then(|&r| rb.region_entry(r))
}

/// The arguments of the entry block of region `index` (none without one).
pub(crate) fn entry_args<'a>(op: OpRef<'a>, index: usize) -> &'a [ValueId] {
    let (rb, _) = op.regions();
    entry_block(op, index).map_or(&[], |b| rb.block_args(b))
}

fn region_is_empty(op: OpRef<'_>, index: usize) -> bool {
    entry_block(op, index).is_none()
}

/// The terminator of the entry block of region `index`, seen from the
/// op's region body.
pub(crate) fn terminator<'a>(op: OpRef<'a>, index: usize) -> Option<OpRef<'a>> {
    let (rb, _) = op.regions();
    let b = entry_block(op, index)?;
    let t = rb.last_op(b)?;
    Some(OpRef::new(op.ctx, rb, t))
}

/// The operands of region `index`'s terminator if it is a `name` op.
fn terminator_operands(op: OpRef<'_>, index: usize, name: &str) -> Option<Vec<ValueId>> {
    let t = terminator(op, index)?;
    (t.name_str() == name).then(|| t.operands().collect())
}

fn for_iter_args(op: OpRef<'_>) -> Vec<ValueId> {
    entry_args(op, 0).iter().skip(1).copied().collect()
}

fn results_or_nothing(op: OpRef<'_>, s: RegionSuccessor) -> Vec<ValueId> {
    match s {
        RegionSuccessor::Parent => op.results().collect(),
        RegionSuccessor::Region(_) => Vec::new(),
    }
}

fn condition_successors(_: OpRef<'_>, out: &mut Vec<RegionSuccessor>) {
    out.push(RegionSuccessor::Parent);
    out.push(RegionSuccessor::Region(1));
}

/// `scf.condition` on a constant continues to the after region (true) or
/// leaves the loop (false).
fn condition_successors_for_operands(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut Vec<RegionSuccessor>,
) {
    let cond = operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| match op.ctx.attr_kind(a) {
            AttrKind::Bool(b) => Some(*b),
            AttrKind::Integer { value, .. } => Some(!value.is_zero()),
            _ => None,
        });
    if cond != Some(true) {
        out.push(RegionSuccessor::Parent);
    }
    if cond != Some(false) {
        out.push(RegionSuccessor::Region(1));
    }
}

/// The number of loops of an `scf.forall`: the length of its static
/// lower bounds.
pub(crate) fn forall_rank(op: OpRef<'_>) -> usize {
    op.attr("staticLowerBound")
        .and_then(|a| dense_i64_values(op.ctx, a))
        .map_or(0, |v| v.len())
}

pub(crate) const FORALL_STATIC: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];

/// The lower bounds (`which` 0), upper bounds (1) or steps (2) of an
/// `scf.forall`, mixing static values and the dynamic operands that
/// replace `ShapedType::kDynamic` entries.
pub(crate) fn forall_bounds(op: OpRef<'_>, which: usize) -> Vec<LoopBound> {
    let statics = op
        .attr(FORALL_STATIC[which])
        .and_then(|a| dense_i64_values(op.ctx, a))
        .unwrap_or_default();
    let mut dynamic = operand_group(op, which);
    statics
        .iter()
        .filter_map(|&s| {
            if s == strata_ir::DYNAMIC {
                dynamic.next().map(|i| LoopBound::Value(op.operand(i)))
            } else {
                Some(LoopBound::Constant(s))
            }
        })
        .collect()
}

/// Whether a loop bound is the constant `c`, written statically or as a
/// value defined by a constant op.
pub(crate) fn bound_is(op: OpRef<'_>, b: LoopBound, c: i64) -> bool {
    match b {
        LoopBound::Constant(k) => k == c,
        LoopBound::Value(v) => const_i64(op.ctx, op.body, v) == Some(c),
    }
}
