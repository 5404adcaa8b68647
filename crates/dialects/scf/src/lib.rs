//! The `scf` (structured control flow) dialect of MLIR 22: `for`,
//! `forall` with its `forall.in_parallel` terminator, `if`, `while` with
//! `condition`, `execute_region`, `index_switch`, `parallel` with `reduce`
//! and `reduce.return`, and `yield`.
//!
//! Each op is defined once with `strata_ods::op!`; most have hand-written
//! assembly forms (in `asm.rs`) and verifiers (in `verify.rs`). Their
//! control flow is described through [`RegionBranchOpInterface`] and, for
//! the loops, [`LoopLikeOpInterface`].

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_dialect_utils::attrs::dense_i64_values;
use strata_dialect_utils::matchers::const_i64;
use strata_dialect_utils::segments::operand_group;
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::interfaces::{
    ConditionallySpeculatable, DeviceMappingAttrInterface, InvocationBounds, LoopBound, LoopLikeOpInterface,
    RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface,
    RegionEntrySuccessorsForOperands, RegionInvocationBounds, RegionSuccessor, ReplaceWithAdditionalYields,
    Speculatability, TerminatorSuccessorsForOperands,
};
use strata_ir::{AttrKind, Attribute, BlockId, Context, DialectDef, OpRef, OpTraits, ValueId};
use strata_ods::constraints::{attrs, types, AttrConstraint};
use strata_ods::{DialectSpec, Predicate, RegionConstraint};

pub(crate) mod asm;
mod bufferize;
pub(crate) mod canonicalize;
mod forall_canonicalize;
mod loops;
mod value_bounds;
pub use loops::{
    for_static_trip_count, map_loop_to_processor_ids, uplift_while_to_for, wrap_while_loop_in_zero_trip_check,
};
mod parallel_canonicalize;
#[cfg(test)]
mod tests;
mod verify;
mod while_canonicalize;

// ---- constraints -------------------------------------------------------------------

const SIZED1: RegionConstraint = RegionConstraint::Sized(1);

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

// ---- interfaces ------------------------------------------------------------------

const CONDITION_TERMINATOR: RegionBranchTerminatorOpInterface = RegionBranchTerminatorOpInterface {
    successors: Some(condition_successors),
    successor_operands: |op, _| 1.min(op.num_operands())..op.num_operands(),
};
const CONDITION_SUCCESSORS: TerminatorSuccessorsForOperands =
    TerminatorSuccessorsForOperands(condition_successors_for_operands);

const EXECUTE_REGION_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: |_, point, out| match point {
        RegionBranchPoint::Parent => out.push(RegionSuccessor::Region(0)),
        RegionBranchPoint::Region(_) => out.push(RegionSuccessor::Parent),
    },
    entry_operands: |_, _| 0..0,
    successor_inputs: results_or_nothing,
};

/// The body runs again or the loop ends, from the op and from the body.
fn loop_successors(_: OpRef<'_>, _: RegionBranchPoint, out: &mut Vec<RegionSuccessor>) {
    out.push(RegionSuccessor::Region(0));
    out.push(RegionSuccessor::Parent);
}

const FOR_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: loop_successors,
    entry_operands: |op, _| 3.min(op.num_operands())..op.num_operands(),
    successor_inputs: |op, s| match s {
        RegionSuccessor::Parent => op.results().collect(),
        RegionSuccessor::Region(_) => for_iter_args(op),
    },
};
const FOR_LOOP: LoopLikeOpInterface = LoopLikeOpInterface {
    loop_regions: |_| vec![0],
    induction_vars: Some(|op| entry_args(op, 0).iter().take(1).copied().collect()),
    lower_bounds: Some(|op| {
        ForOp::from_ref(op).map_or_else(Vec::new, |f| vec![LoopBound::Value(f.lower_bound(&op))])
    }),
    upper_bounds: Some(|op| {
        ForOp::from_ref(op).map_or_else(Vec::new, |f| vec![LoopBound::Value(f.upper_bound(&op))])
    }),
    steps: Some(|op| ForOp::from_ref(op).map_or_else(Vec::new, |f| vec![LoopBound::Value(f.step(&op))])),
    inits: |op| 3.min(op.num_operands())..op.num_operands(),
    region_iter_args: for_iter_args,
    yielded_values: |op| terminator_operands(op, 0, YIELD.name),
    results_are_loop_results: true,
};
const FOR_SPECULATION: ConditionallySpeculatable = ConditionallySpeculatable(for_speculatability);
const FOR_ADDITIONAL_YIELDS: ReplaceWithAdditionalYields =
    ReplaceWithAdditionalYields(loops::for_replace_with_additional_yields);

const FORALL_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: loop_successors,
    entry_operands: |_, _| 0..0,
    successor_inputs: |_, _| Vec::new(),
};
const FORALL_LOOP: LoopLikeOpInterface = LoopLikeOpInterface {
    loop_regions: |_| vec![0],
    induction_vars: Some(|op| {
        let rank = forall_rank(op);
        entry_args(op, 0).iter().take(rank).copied().collect()
    }),
    lower_bounds: Some(|op| forall_bounds(op, 0)),
    upper_bounds: Some(|op| forall_bounds(op, 1)),
    steps: Some(|op| forall_bounds(op, 2)),
    inits: |op| ForallOp::from_ref(op).map_or(0..0, |f| f.outputs(&op).range()),
    region_iter_args: |op| {
        let rank = forall_rank(op);
        entry_args(op, 0).iter().skip(rank).copied().collect()
    },
    yielded_values: |_| None,
    results_are_loop_results: false,
};

const IF_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
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
};
const IF_ENTRY: RegionEntrySuccessorsForOperands = RegionEntrySuccessorsForOperands(if_entry_successors);
const IF_BOUNDS: RegionInvocationBounds = RegionInvocationBounds(if_invocation_bounds);

const INDEX_SWITCH_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: |op, point, out| match point {
        RegionBranchPoint::Parent => out.extend((0..op.num_regions()).map(RegionSuccessor::Region)),
        RegionBranchPoint::Region(_) => out.push(RegionSuccessor::Parent),
    },
    entry_operands: |_, _| 0..0,
    successor_inputs: results_or_nothing,
};
const INDEX_SWITCH_ENTRY: RegionEntrySuccessorsForOperands =
    RegionEntrySuccessorsForOperands(index_switch_entry_successors);
const INDEX_SWITCH_BOUNDS: RegionInvocationBounds = RegionInvocationBounds(index_switch_invocation_bounds);

const PARALLEL_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: loop_successors,
    entry_operands: |_, _| 0..0,
    successor_inputs: |_, _| Vec::new(),
};
const PARALLEL_LOOP: LoopLikeOpInterface = LoopLikeOpInterface {
    loop_regions: |_| vec![0],
    induction_vars: Some(|op| entry_args(op, 0).to_vec()),
    lower_bounds: Some(|op| {
        ParallelOp::from_ref(op).map_or_else(Vec::new, |p| p.lower_bound(&op).map(LoopBound::Value).collect())
    }),
    upper_bounds: Some(|op| {
        ParallelOp::from_ref(op).map_or_else(Vec::new, |p| p.upper_bound(&op).map(LoopBound::Value).collect())
    }),
    steps: Some(|op| {
        ParallelOp::from_ref(op).map_or_else(Vec::new, |p| p.step(&op).map(LoopBound::Value).collect())
    }),
    inits: |_| 0..0,
    region_iter_args: |_| Vec::new(),
    yielded_values: |_| None,
    results_are_loop_results: false,
};

const REDUCE_TERMINATOR: RegionBranchTerminatorOpInterface = RegionBranchTerminatorOpInterface {
    successors: None,
    successor_operands: |_, _| 0..0,
};

const WHILE_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: |_, point, out| match point {
        RegionBranchPoint::Parent | RegionBranchPoint::Region(1) => out.push(RegionSuccessor::Region(0)),
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
};
const WHILE_LOOP: LoopLikeOpInterface = LoopLikeOpInterface {
    loop_regions: |_| vec![0, 1],
    induction_vars: None,
    lower_bounds: None,
    upper_bounds: None,
    steps: None,
    inits: |op| 0..op.num_operands(),
    region_iter_args: |op| entry_args(op, 0).to_vec(),
    yielded_values: |op| terminator_operands(op, 1, YIELD.name),
    results_are_loop_results: false,
};

// ---- ops -------------------------------------------------------------------------

strata_ods::op! {
    /// Ends the `before` region of an `scf.while`. When the `i1` condition
    /// holds, the other operands become the arguments of the `after`
    /// region; otherwise the loop ends and they become the results of the
    /// `scf.while`.
    pub ConditionOp(CONDITION, "scf.condition") {
        operands(condition: single(types::I1), args: variadic(types::ANY_TYPE))
        build(explicit)
        summary: "loop continuation condition",
        example: WHILE_EXAMPLE,
        traits: OpTraits::PURE.union(OpTraits::TERMINATOR),
        parents: &[WHILE.name],
        parse: Some(asm::parse_condition),
        print: Some(asm::print_condition),
        interfaces: &[&CONDITION_TERMINATOR, &CONDITION_SUCCESSORS, &bufferize::CONDITION],
    }
    /// Runs its region exactly once and returns what the region yields.
    /// Unlike the other scf regions this one may have several blocks, so
    /// it can hold unstructured control flow where a single block is
    /// expected; its entry block takes no arguments. `no_inline` keeps the
    /// op from being inlined into the enclosing block.
    pub ExecuteRegionOp(EXECUTE_REGION, "scf.execute_region") {
        results(results "": variadic(types::ANY_TYPE))
        attributes(no_inline: unit = optional(attrs::UNIT_ATTR))
        regions(region: single(RegionConstraint::Any))
        build(explicit)
        summary: "operation that executes its region exactly once",
        example: "func.func @pick(%c: i1, %a: i32, %b: i32) -> i32 {\n  %0 = scf.execute_region -> i32 {\n    cf.cond_br %c, ^bb1, ^bb2\n  ^bb1:\n    scf.yield %a : i32\n  ^bb2:\n    scf.yield %b : i32\n  }\n  return %0 : i32\n}",
        traits: OpTraits::RECURSIVE_MEMORY_EFFECTS,
        verify: Some(verify::execute_region),
        verify_regions: Some(verify::region_branch_only),
        canonicalize: Some(canonicalize::execute_region_patterns),
        parse: Some(asm::parse_execute_region),
        print: Some(asm::print_execute_region),
        interfaces: &[&EXECUTE_REGION_BRANCH, &bufferize::EXECUTE_REGION],
    }
    /// Loops an induction variable from `lowerBound` (included) to
    /// `upperBound` (excluded) by a positive `step`; bounds, step and
    /// induction variable share one integer or index type. Loop-carried
    /// values start as `initArgs`, follow the induction variable among the
    /// body's arguments, are replaced by what the body's `scf.yield`
    /// passes, and end as the results. `unsignedCmp` compares the bounds
    /// as unsigned integers.
    pub ForOp(FOR, "scf.for") {
        operands(
            lower_bound "lowerBound": single(types::ANY_SIGNLESS_INTEGER_OR_INDEX),
            upper_bound "upperBound": single(types::ANY_SIGNLESS_INTEGER_OR_INDEX),
            step: single(types::ANY_SIGNLESS_INTEGER_OR_INDEX),
            init_args "initArgs": variadic(types::ANY_TYPE),
        )
        results(results: variadic(types::ANY_TYPE))
        attributes(unsigned_cmp "unsignedCmp": unit = optional(attrs::UNIT_ATTR))
        regions(region: single(SIZED1))
        build(explicit)
        summary: "for operation",
        example: "func.func @double(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {\n  %0 = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {\n    %1 = arith.addf %acc, %acc : f32\n    scf.yield %1 : f32\n  }\n  return %0 : f32\n}",
        traits: OpTraits::AUTOMATIC_ALLOCATION_SCOPE
            .union(OpTraits::RECURSIVE_MEMORY_EFFECTS)
            .union(OpTraits::SINGLE_BLOCK),
        implicit_terminator: Some("scf.yield"),
        predicates: &[Predicate::AllTypesMatch(&["lowerBound", "upperBound", "step"])],
        verify: Some(verify::for_op),
        verify_regions: Some(verify::for_regions),
        canonicalize: Some(canonicalize::for_patterns),
        parse: Some(asm::parse_for),
        print: Some(asm::print_for),
        interfaces: &[
            &FOR_BRANCH,
            &FOR_LOOP,
            &FOR_SPECULATION,
            &FOR_ADDITIONAL_YIELDS,
            &value_bounds::FOR_BOUNDS,
            &value_bounds::FOR_DIM_BOUNDS,
            &bufferize::FOR,
        ],
    }
    /// A loop nest whose iterations may run concurrently and in any order.
    /// Each dimension's lower bound, upper bound and step is a constant or
    /// an `index` operand (the constants are kept in the `static*` arrays,
    /// where a dynamic marker stands for the next operand). The tensors in
    /// `outputs` are shared by all iterations as body arguments; the
    /// `scf.forall.in_parallel` terminator inserts each iteration's part,
    /// and the results are the updated tensors. `mapping` may assign the
    /// dimensions to processing units.
    pub ForallOp(FORALL, "scf.forall") {
        operands(
            dynamic_lower_bound "dynamicLowerBound": variadic(types::INDEX),
            dynamic_upper_bound "dynamicUpperBound": variadic(types::INDEX),
            dynamic_step "dynamicStep": variadic(types::INDEX),
            outputs: variadic(types::ANY_RANKED_TENSOR),
        )
        results(results: variadic(types::ANY_TYPE))
        attributes(
            static_lower_bound "staticLowerBound": i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_upper_bound "staticUpperBound": i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_step "staticStep": i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            mapping: opt_attr = optional(DEVICE_MAPPING_ARRAY),
        )
        regions(region: single(SIZED1))
        build(explicit)
        summary: "evaluate a block multiple times in parallel",
        example: IN_PARALLEL_EXAMPLE,
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS
            .union(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
            .union(OpTraits::RECURSIVE_MEMORY_EFFECTS)
            .union(OpTraits::SINGLE_BLOCK)
            .union(OpTraits::HAS_PARALLEL_REGION),
        implicit_terminator: Some("scf.forall.in_parallel"),
        verify: Some(verify::forall),
        verify_regions: Some(verify::forall_regions),
        canonicalize: Some(forall_canonicalize::forall_patterns),
        parse: Some(asm::parse_forall),
        print: Some(asm::print_forall),
        interfaces: &[
            &FORALL_BRANCH,
            &FORALL_LOOP,
            &value_bounds::FORALL_BOUNDS,
            &value_bounds::FORALL_DIM_BOUNDS,
            &bufferize::FORALL,
        ],
    }
    /// Ends the body of an `scf.forall`. Its region holds the ops that
    /// write each iteration's part into the shared outputs (such as
    /// `tensor.parallel_insert_slice`); an empty region writes nothing.
    pub InParallelOp(IN_PARALLEL, "scf.forall.in_parallel") {
        regions(region: single(SIZED1))
        build(explicit)
        summary: "terminates a `forall` block",
        example: IN_PARALLEL_EXAMPLE,
        traits: OpTraits::PURE
            .union(OpTraits::TERMINATOR)
            .union(OpTraits::GRAPH_REGIONS)
            .union(OpTraits::NO_TERMINATOR)
            .union(OpTraits::SINGLE_BLOCK),
        parents: &[FORALL.name],
        verify: Some(verify::in_parallel),
        parse: Some(asm::parse_in_parallel),
        print: Some(asm::print_in_parallel),
    }
    /// Runs the `then` region when the `i1` condition holds and the `else`
    /// region otherwise. Each region is one block without arguments ending
    /// in `scf.yield`; with results, both regions exist and yield values
    /// of the result types. Without results the `else` region may be
    /// empty.
    pub IfOp(IF, "scf.if") {
        operands(condition: single(types::I1))
        results(results: variadic(types::ANY_TYPE))
        regions(
            then_region "thenRegion": single(SIZED1),
            else_region "elseRegion": single(RegionConstraint::MaxSized(1)),
        )
        build(explicit)
        summary: "if-then-else operation",
        example: IF_EXAMPLE,
        traits: OpTraits::RECURSIVE_MEMORY_EFFECTS
            .union(OpTraits::RECURSIVELY_SPECULATABLE)
            .union(OpTraits::NO_REGION_ARGUMENTS)
            .union(OpTraits::SINGLE_BLOCK),
        implicit_terminator: Some("scf.yield"),
        verify: Some(verify::if_op),
        verify_regions: Some(verify::region_branch_only),
        fold: Some(canonicalize::fold_if),
        canonicalize: Some(canonicalize::if_patterns),
        parse: Some(asm::parse_if),
        print: Some(asm::print_if),
        interfaces: &[
            &bufferize::IF,
            &IF_BRANCH,
            &IF_ENTRY,
            &IF_BOUNDS,
            &value_bounds::IF_VALUE_BOUNDS,
            &value_bounds::IF_DIM_BOUNDS,
        ],
    }
    /// Runs the case region whose value in `cases` equals the `index`
    /// operand, or the default region when none does. The case values are
    /// distinct, one per case region, and every region yields values of
    /// the result types.
    pub IndexSwitchOp(INDEX_SWITCH, "scf.index_switch") {
        operands(arg: single(types::INDEX))
        results(results: variadic(types::ANY_TYPE))
        attributes(cases: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR))
        regions(
            default_region "defaultRegion": single(SIZED1),
            case_regions "caseRegions": variadic(SIZED1),
        )
        build(explicit)
        summary: "switch-case operation on an index argument",
        example: "func.func @classify(%i: index) -> i32 {\n  %0 = scf.index_switch %i -> i32\n  case 2 {\n    %c10_i32 = arith.constant 10 : i32\n    scf.yield %c10_i32 : i32\n  }\n  case 5 {\n    %c20_i32 = arith.constant 20 : i32\n    scf.yield %c20_i32 : i32\n  }\n  default {\n    %c0_i32 = arith.constant 0 : i32\n    scf.yield %c0_i32 : i32\n  }\n  return %0 : i32\n}",
        traits: OpTraits::RECURSIVE_MEMORY_EFFECTS.union(OpTraits::SINGLE_BLOCK),
        implicit_terminator: Some("scf.yield"),
        verify: Some(verify::index_switch),
        verify_regions: Some(verify::region_branch_only),
        canonicalize: Some(canonicalize::index_switch_patterns),
        parse: Some(asm::parse_index_switch),
        print: Some(asm::print_index_switch),
        interfaces: &[&INDEX_SWITCH_BRANCH, &INDEX_SWITCH_ENTRY, &INDEX_SWITCH_BOUNDS, &bufferize::IF],
    }
    /// A nest of parallel loops, one per lower bound, upper bound and step
    /// (all `index`), with one induction variable each. Iterations may run
    /// concurrently and in any order. Each result starts as one of
    /// `initVals` and combines one value per iteration, given to the
    /// `scf.reduce` terminator.
    pub ParallelOp(PARALLEL, "scf.parallel") {
        operands(
            lower_bound "lowerBound": variadic(types::INDEX),
            upper_bound "upperBound": variadic(types::INDEX),
            step: variadic(types::INDEX),
            init_vals "initVals": variadic(types::ANY_TYPE),
        )
        results(results: variadic(types::ANY_TYPE))
        regions(region: single(SIZED1))
        build(explicit)
        summary: "parallel for operation",
        example: REDUCE_EXAMPLE,
        traits: OpTraits::AUTOMATIC_ALLOCATION_SCOPE
            .union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
            .union(OpTraits::RECURSIVE_MEMORY_EFFECTS)
            .union(OpTraits::SINGLE_BLOCK)
            .union(OpTraits::HAS_PARALLEL_REGION),
        verify: Some(verify::parallel),
        verify_regions: Some(verify::parallel_regions),
        canonicalize: Some(parallel_canonicalize::parallel_patterns),
        parse: Some(asm::parse_parallel),
        print: Some(asm::print_parallel),
        interfaces: &[&PARALLEL_BRANCH, &PARALLEL_LOOP],
    }
    /// Ends the body of an `scf.parallel`. Each operand is the iteration's
    /// contribution to one result of the loop and has a reduction region:
    /// a block with two arguments of the operand's type that combines two
    /// partial values and returns the combination with
    /// `scf.reduce.return`. The combination must be associative and
    /// commutative.
    pub ReduceOp(REDUCE, "scf.reduce") {
        operands(operands: variadic(types::ANY_TYPE))
        regions(reductions: variadic(SIZED1))
        build(explicit)
        summary: "reduce operation for scf.parallel",
        example: REDUCE_EXAMPLE,
        traits: OpTraits::TERMINATOR.union(OpTraits::RECURSIVE_MEMORY_EFFECTS),
        parents: &[PARALLEL.name],
        verify_regions: Some(verify::reduce),
        parse: Some(asm::parse_reduce),
        print: Some(asm::print_reduce),
        interfaces: &[&REDUCE_TERMINATOR],
    }
    /// Ends a reduction region of `scf.reduce`, returning the combination
    /// of the region's two arguments, of the reduced operand's type.
    pub ReduceReturnOp(REDUCE_RETURN, "scf.reduce.return") {
        operands(result: single(types::ANY_TYPE))
        build(explicit)
        summary: "terminator for reduce operation",
        example: REDUCE_EXAMPLE,
        traits: OpTraits::PURE.union(OpTraits::TERMINATOR),
        parents: &[REDUCE.name],
        format: Some("$result attr-dict `:` type($result)"),
        verify: Some(verify::reduce_return),
    }
    /// A loop of two regions. The `before` region receives the
    /// loop-carried values (first `inits`) and decides with
    /// `scf.condition` whether to go on; if so, the values it forwards are
    /// the arguments of the `after` region, which yields the next
    /// loop-carried values. Otherwise the forwarded values are the
    /// results.
    pub WhileOp(WHILE, "scf.while") {
        operands(inits: variadic(types::ANY_TYPE))
        results(results: variadic(types::ANY_TYPE))
        regions(before: single(SIZED1), after: single(SIZED1))
        build(explicit)
        summary: "a generic 'while' loop",
        example: WHILE_EXAMPLE,
        traits: OpTraits::RECURSIVE_MEMORY_EFFECTS.union(OpTraits::SINGLE_BLOCK),
        verify: Some(verify::while_op),
        verify_regions: Some(verify::while_regions),
        canonicalize: Some(while_canonicalize::while_patterns),
        parse: Some(asm::parse_while),
        print: Some(asm::print_while),
        interfaces: &[&WHILE_BRANCH, &WHILE_LOOP, &bufferize::WHILE],
    }
    /// Ends a region of `scf.if`, `scf.for`, `scf.index_switch`,
    /// `scf.execute_region` or the `after` region of `scf.while`, passing
    /// its operands to the parent: as the parent's results, or as the next
    /// iteration's loop-carried values. A yield without operands may be
    /// left out of the custom form.
    pub YieldOp(YIELD, "scf.yield") {
        operands(results: variadic(types::ANY_TYPE))
        build(explicit)
        summary: "loop yield and termination operation",
        example: IF_EXAMPLE,
        traits: OpTraits::PURE
            .union(OpTraits::RETURN_LIKE)
            .union(OpTraits::TERMINATOR),
        parents: &[EXECUTE_REGION.name, FOR.name, IF.name, INDEX_SWITCH.name, WHILE.name],
        format: Some("attr-dict ($results^ `:` type($results))?"),
        interfaces: &[&bufferize::YIELD],
    }
}

/// The examples several ops share.
const WHILE_EXAMPLE: &str = "func.func @count(%n: i32) -> i32 {\n  %c0_i32 = arith.constant 0 : i32\n  %c1_i32 = arith.constant 1 : i32\n  %0 = scf.while (%i = %c0_i32) : (i32) -> i32 {\n    %1 = arith.cmpi slt, %i, %n : i32\n    scf.condition(%1) %i : i32\n  } do {\n  ^bb0(%i: i32):\n    %1 = arith.addi %i, %c1_i32 : i32\n    scf.yield %1 : i32\n  }\n  return %0 : i32\n}";
const IF_EXAMPLE: &str = "func.func @choose(%c: i1, %a: f32, %b: f32) -> f32 {\n  %0 = scf.if %c -> (f32) {\n    scf.yield %a : f32\n  } else {\n    scf.yield %b : f32\n  }\n  return %0 : f32\n}";
const IN_PARALLEL_EXAMPLE: &str = "func.func @fill(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {\n  %0 = scf.forall (%i) in (8) shared_outs(%out = %t) -> (tensor<8xf32>) {\n    %1 = tensor.from_elements %v : tensor<1xf32>\n    scf.forall.in_parallel {\n      tensor.parallel_insert_slice %1 into %out[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>\n    }\n  }\n  return %0 : tensor<8xf32>\n}";
const REDUCE_EXAMPLE: &str = "func.func @total(%m: memref<?xf32>, %n: index) -> f32 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %cst = arith.constant 0.000000e+00 : f32\n  %0 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%cst) -> f32 {\n    %1 = memref.load %m[%i] : memref<?xf32>\n    scf.reduce(%1 : f32) {\n    ^bb0(%a: f32, %b: f32):\n      %2 = arith.addf %a, %b : f32\n      scf.reduce.return %2 : f32\n    }\n  }\n  return %0 : f32\n}";

/// The `scf` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Structured control flow: loops, conditionals and switches with regions",
    description: "Control flow expressed by ops that hold regions rather than by \
        branches between blocks: counted, parallel and while loops, if-then-else, \
        switches on an index, and a region run once. Their structure keeps loops \
        and conditionals easy to analyse and transform before they are lowered to \
        the `cf` dialect.",
    ops: &[
        &CONDITION,
        &EXECUTE_REGION,
        &FOR,
        &FORALL,
        &IN_PARALLEL,
        &IF,
        &INDEX_SWITCH,
        &PARALLEL,
        &REDUCE,
        &REDUCE_RETURN,
        &WHILE,
        &YIELD,
    ],
    interfaces: &[&DialectInlinerInterface::ALL_LEGAL],
    ..DialectSpec::new("scf")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}

/// A loop with step 1 always terminates, so it may be speculated if its
/// body may (MLIR's `ForOp::getSpeculatability`).
fn for_speculatability(op: OpRef<'_>) -> Speculatability {
    let Some(for_op) = ForOp::from_ref(op) else {
        return Speculatability::NotSpeculatable;
    };
    let step = strata_ir::fold::constant_value(op.ctx, op.body, for_op.step(&op));
    match step.and_then(|a| op.ctx.integer_attr_value(a)) {
        Some(v) if v.is_one() => Speculatability::RecursivelySpeculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

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
