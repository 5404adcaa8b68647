//! Op interfaces that generic code (verifier, passes) queries.
//!
//! An interface is a Rust struct of function pointers stored in an op's
//! [`crate::Interfaces`] map and looked up by type
//! (`def.interfaces.get::<MemoryEffectOpInterface>()`). Queries that MLIR
//! answers through traits (region kind, purity) are free functions here
//! that combine the trait bits with the interfaces.

use crate::{Body, Context, LogicalResult, OpId, OpRef, OpTraits, Type, ValueId};

/// The kind of a memory effect (MLIR's `MemoryEffects::Effect`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum EffectKind {
    /// Allocates memory (`MemAlloc`).
    Allocate,
    /// Frees memory (`MemFree`).
    Free,
    /// Reads memory (`MemRead`).
    Read,
    /// Writes memory (`MemWrite`).
    Write,
}

/// One memory effect of an op: what it does, on which value if known, on
/// which resource.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MemoryEffect {
    /// What the op does to the memory.
    pub kind: EffectKind,
    /// The value affected (an operand, a result or a block argument of
    /// the op's regions), if the effect is on one.
    pub value: Option<ValueId>,
    /// The symbol affected, if the effect is on one (MLIR's effects on a
    /// `SymbolRefAttr`); never set together with `value`. Analyses that
    /// do not look at symbols treat it as an effect on the whole resource.
    pub symbol: Option<crate::Attribute>,
    /// The resource name; MLIR's default resource is `"<Default>"`.
    pub resource: &'static str,
}

/// MLIR's default resource: memory in general.
pub const DEFAULT_RESOURCE: &str = "<Default>";
/// MLIR's `AutomaticAllocationScopeResource`: the stack memory of the
/// enclosing automatic allocation scope (what `memref.alloca` allocates).
pub const AUTOMATIC_ALLOCATION_SCOPE_RESOURCE: &str = "AutomaticAllocationScopeResource";

/// `MemoryEffectOpInterface`: lists the effects of an op (without those of
/// nested ops; see [`OpTraits::RECURSIVE_MEMORY_EFFECTS`]).
#[derive(Copy, Clone)]
pub struct MemoryEffectOpInterface {
    /// Appends the op's effects.
    pub effects: fn(OpRef<'_>, &mut Vec<MemoryEffect>),
}

/// `ViewLikeOpInterface`: an op whose first result is a view of (aliases)
/// one of its operands, the viewed buffer.
#[derive(Copy, Clone)]
pub struct ViewLikeOpInterface {
    /// The viewed operand.
    pub view_source: fn(OpRef<'_>) -> Option<ValueId>,
}

/// The buffer `v` views through view-like ops whose view it is, up to
/// the first value that no view-like op defines.
pub fn viewed_buffer(ctx: &Context, body: &Body, mut v: ValueId) -> ValueId {
    while let Some(op) = body.defining_op(v) {
        let r = OpRef::new(ctx, body, op);
        let Some(source) = r
            .def()
            .and_then(|d| d.interfaces.get::<ViewLikeOpInterface>())
            .and_then(|i| (i.view_source)(r))
        else {
            break;
        };
        if body.results(op).next() != Some(v) {
            break;
        }
        v = source;
    }
    v
}

/// The kind of a region (MLIR's `RegionKind`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RegionKind {
    /// Dominance-ordered control flow graph.
    SSACFG,
    /// A graph: no dominance requirement, at most one block.
    Graph,
}

/// The kind of region `index` of `op`. Registered ops declare graph
/// regions with [`OpTraits::GRAPH_REGIONS`]; unregistered ops are treated
/// as SSACFG, as MLIR does.
pub fn region_kind(ctx: &Context, body: &Body, op: OpId, _index: usize) -> RegionKind {
    match ctx.op_def(body.op_name(op)) {
        Some(d) if d.traits.contains(OpTraits::GRAPH_REGIONS) => RegionKind::Graph,
        _ => RegionKind::SSACFG,
    }
}

/// Whether a registered op may have regions that are not SSACFG.
pub fn has_ssa_dominance(ctx: &Context, body: &Body, op: OpId, index: usize) -> bool {
    region_kind(ctx, body, op, index) == RegionKind::SSACFG
}

/// The memory effects of `op` if they are known: `None` when the op is
/// unregistered or declares nothing (unknown effects). With
/// `RECURSIVE_MEMORY_EFFECTS`, effects of nested ops are included.
pub fn memory_effects(op: OpRef<'_>) -> Option<Vec<MemoryEffect>> {
    let def = op.def()?;
    let mut out = Vec::new();
    let mut known = false;
    if def.traits.contains(OpTraits::NO_MEMORY_EFFECT) {
        known = true;
    }
    if let Some(i) = def.interfaces.get::<MemoryEffectOpInterface>() {
        (i.effects)(op, &mut out);
        known = true;
    }
    if def.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        known = true;
        let (rb, regions) = op.regions();
        for &r in regions {
            for b in rb.region_blocks(r) {
                for inner in rb.block_ops(b) {
                    let nested = memory_effects(OpRef::new(op.ctx, rb, inner))?;
                    out.extend(nested);
                }
            }
        }
    }
    known.then_some(out)
}

/// Whether `op` has no memory effects, including those of nested ops
/// (`isMemoryEffectFree`).
pub fn is_memory_effect_free(op: OpRef<'_>) -> bool {
    memory_effects(op).is_some_and(|e| e.is_empty())
}

/// Whether `op` can be removed when its results are unused
/// (`wouldOpBeTriviallyDead` without the use check): it is not a
/// terminator or a symbol, and it and the ops nested in it (with
/// `RECURSIVE_MEMORY_EFFECTS`) have no effects other than reads and
/// effects on results they allocate themselves.
pub fn is_trivially_removable(op: OpRef<'_>) -> bool {
    let Some(def) = op.def() else { return false };
    if def.traits.contains(OpTraits::TERMINATOR) || def.traits.contains(OpTraits::SYMBOL) {
        return false;
    }
    only_removable_effects(op)
}

fn only_removable_effects(op: OpRef<'_>) -> bool {
    let Some(def) = op.def() else { return false };
    let recursive = def.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
    if recursive {
        let (rb, regions) = op.regions();
        for &r in regions {
            for b in rb.region_blocks(r) {
                for inner in rb.block_ops(b) {
                    if !only_removable_effects(OpRef::new(op.ctx, rb, inner)) {
                        return false;
                    }
                }
            }
        }
    }
    if let Some(i) = def.interfaces.get::<MemoryEffectOpInterface>() {
        let mut effects = Vec::new();
        (i.effects)(op, &mut effects);
        // Reads are harmless, and so are effects on results the op
        // allocates.
        let allocated_result = |v: ValueId| {
            op.results().any(|r| r == v)
                && effects
                    .iter()
                    .any(|a| a.kind == EffectKind::Allocate && a.value == Some(v))
        };
        return effects
            .iter()
            .all(|e| e.kind == EffectKind::Read || e.value.is_some_and(allocated_result));
    }
    recursive || def.traits.contains(OpTraits::NO_MEMORY_EFFECT)
}

/// `BranchOpInterface`: which operands a branching terminator forwards to
/// each of its successors. The forwarded operands become the successor
/// block's arguments, in order.
#[derive(Copy, Clone)]
pub struct BranchOpInterface {
    /// The ranges of operand indices forwarded to each successor, in
    /// successor order (one call for all, so that ops with many successors
    /// are handled in linear time), or `None` when the op's own attributes
    /// are too inconsistent to say (its verifier reports that).
    pub successor_operands: fn(OpRef<'_>) -> Option<Vec<std::ops::Range<usize>>>,
    /// The number of leading arguments of successor `index` that the op
    /// produces itself rather than forwards (MLIR's produced operand count
    /// of `SuccessorOperands`); `None` for ops that produce none.
    pub produced_operands: Option<fn(OpRef<'_>, usize) -> usize>,
}

/// The operands `op` forwards to each of its successors, if `op`
/// implements [`BranchOpInterface`] and they can be determined. The k-th
/// operand of a range is the successor's k-th argument, so an op that
/// produces some successor arguments itself gives `None` here: see
/// [`all_successor_operands_with_produced`].
pub fn all_successor_operands(op: OpRef<'_>) -> Option<Vec<std::ops::Range<usize>>> {
    let i = op.def()?.interfaces.get::<BranchOpInterface>()?;
    if let Some(produced) = i.produced_operands {
        if (0..op.num_successors()).any(|s| produced(op, s) > 0) {
            return None;
        }
    }
    (i.successor_operands)(op)
}

/// For each successor of `op`, the number of leading arguments `op`
/// produces itself and the range of operands it forwards to the others.
pub fn all_successor_operands_with_produced(op: OpRef<'_>) -> Option<Vec<(usize, std::ops::Range<usize>)>> {
    let i = op.def()?.interfaces.get::<BranchOpInterface>()?;
    let ranges = (i.successor_operands)(op)?;
    Some(
        ranges
            .into_iter()
            .enumerate()
            .map(|(s, r)| (i.produced_operands.map_or(0, |f| f(op, s)), r))
            .collect(),
    )
}

/// The operands `op` forwards to successor `index` (see
/// [`all_successor_operands`]).
pub fn successor_operands(op: OpRef<'_>, index: usize) -> Option<std::ops::Range<usize>> {
    all_successor_operands(op)?.get(index).cloned()
}

/// The verifier of [`BranchOpInterface`]: each successor receives as many
/// operands as it has arguments, of the same types.
pub fn verify_branch_successor_operands(op: OpRef<'_>) -> LogicalResult {
    let Some(ranges) = all_successor_operands_with_produced(op) else {
        return Ok(());
    };
    for (s, (produced, range)) in ranges.into_iter().enumerate().take(op.num_successors()) {
        let block = op.body.successor(op.id, s);
        let args = op.body.block_args(block);
        if produced + range.len() != args.len() {
            return Err(op.emit_error(format!(
                "branch has {} operands for successor #{s}, but target block has {}",
                produced + range.len(),
                args.len()
            )));
        }
        for (k, (o, &a)) in range.zip(&args[produced..]).enumerate() {
            let k = k + produced;
            if op.operand_type(o) != op.body.value_type(a) {
                return Err(op.emit_error(format!("type mismatch for bb argument #{k} of successor #{s}")));
            }
        }
    }
    Ok(())
}

// ---- control flow between regions ---------------------------------------------

/// Where control may go from a point of a region branch op: into one of
/// its regions (by index) or back to the op itself, whose results receive
/// the forwarded values (MLIR's `RegionSuccessor`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RegionSuccessor {
    /// The region with this index.
    Region(usize),
    /// The op itself: control leaves the regions.
    Parent,
}

/// Where control comes from: the op itself, before entering a region, or
/// the end of one of its regions (MLIR's `RegionBranchPoint`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RegionBranchPoint {
    /// The op, before entering any region.
    Parent,
    /// The terminator of the region with this index.
    Region(usize),
}

/// `RegionBranchOpInterface`: an op whose regions form structured control
/// flow. Values flow from the op's entry operands (or a region's
/// terminator, see [`RegionBranchTerminatorOpInterface`]) to the inputs of
/// the successor: the entry block arguments of a region, or the op's
/// results for [`RegionSuccessor::Parent`].
#[derive(Copy, Clone)]
pub struct RegionBranchOpInterface {
    /// Appends the successors of `point`, in MLIR's order.
    pub successors: fn(OpRef<'_>, RegionBranchPoint, &mut Vec<RegionSuccessor>),
    /// The op's operands forwarded to a successor entered from the op
    /// (`getEntrySuccessorOperands`), as an index range.
    pub entry_operands: fn(OpRef<'_>, RegionSuccessor) -> std::ops::Range<usize>,
    /// The values of a successor that receive the forwarded values: entry
    /// block arguments (without e.g. induction variables), or results.
    pub successor_inputs: fn(OpRef<'_>, RegionSuccessor) -> Vec<ValueId>,
}

/// `RegionBranchTerminatorOpInterface`: a terminator forwarding some of
/// its operands to the successors of its region. `ReturnLike` ops without
/// it forward all their operands.
#[derive(Copy, Clone)]
pub struct RegionBranchTerminatorOpInterface {
    /// The successors of the terminator, if it chooses among those of its
    /// region (as `scf.condition`); `None` uses the parent's answer.
    pub successors: Option<fn(OpRef<'_>, &mut Vec<RegionSuccessor>)>,
    /// The operands forwarded to `successor`, as an index range.
    pub successor_operands: fn(OpRef<'_>, RegionSuccessor) -> std::ops::Range<usize>,
}

/// The successors of `point` of region branch op `op` (none if it does
/// not implement the interface).
pub fn region_successors(op: OpRef<'_>, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
    let mut out = Vec::new();
    if let Some(i) = op
        .def()
        .and_then(|d| d.interfaces.get::<RegionBranchOpInterface>())
    {
        (i.successors)(op, point, &mut out);
    }
    out
}

/// The operands `terminator` forwards to `successor`: per its
/// [`RegionBranchTerminatorOpInterface`], all of them for a `ReturnLike`
/// op, `None` for other ops.
pub fn forwarded_operands(
    terminator: OpRef<'_>,
    successor: RegionSuccessor,
) -> Option<std::ops::Range<usize>> {
    let def = terminator.def()?;
    if let Some(i) = def.interfaces.get::<RegionBranchTerminatorOpInterface>() {
        return Some((i.successor_operands)(terminator, successor));
    }
    def.traits
        .contains(OpTraits::RETURN_LIKE)
        .then(|| 0..terminator.num_operands())
}

/// The types along a control-flow edge or of a loop's values: a few,
/// kept inline (verification runs for every region-branching op after
/// every pass, and would otherwise allocate a list per edge).
type EdgeTypes = smallvec::SmallVec<[Type; 4]>;

fn edge_text(s: RegionSuccessor) -> String {
    match s {
        RegionSuccessor::Region(i) => format!("Region #{i}"),
        RegionSuccessor::Parent => "parent".to_string(),
    }
}

/// Checks one control-flow edge: the forwarded values against the inputs
/// of the successor, with MLIR's diagnostics (reported on `op`, with a
/// "region branch point" note at `from`).
fn verify_edge(
    op: OpRef<'_>,
    from: OpRef<'_>,
    // The edge's source as the message names it; built only on failure
    // (verification runs on every op after every pass).
    source: &dyn Fn() -> String,
    successor: RegionSuccessor,
    operands: &[Type],
) -> LogicalResult {
    let (ib, _) = op.regions();
    let inputs: EdgeTypes = (op
        .def()
        .and_then(|d| d.interfaces.get::<RegionBranchOpInterface>())
        .map(|i| (i.successor_inputs)(op, successor))
        .unwrap_or_default())
    .into_iter()
    .map(|v| match successor {
        RegionSuccessor::Parent => op.value_type(v),
        RegionSuccessor::Region(_) => ib.value_type(v),
    })
    .collect();
    let prefix = || {
        format!(
            "along control flow edge from {} to {}: ",
            source(),
            edge_text(successor)
        )
    };
    let message = if operands.len() != inputs.len() {
        Some(format!(
            "{}region branch point has {} operands, but region successor needs {} inputs",
            prefix(),
            operands.len(),
            inputs.len()
        ))
    } else {
        operands
            .iter()
            .zip(&inputs)
            .enumerate()
            .find(|(_, (a, b))| a != b)
            .map(|(i, (&a, &b))| {
                format!(
                    "{}successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                    prefix(),
                    op.ctx.type_to_string(a),
                    op.ctx.type_to_string(b)
                )
            })
    };
    let Some(message) = message else {
        return Ok(());
    };
    let mut diag = op.op_error_with_op_note(message);
    diag.attach_note(from.loc(), "region branch point");
    op.ctx.emit(diag);
    Err(crate::Failed)
}

/// The verifier of `RegionBranchOpInterface`: along every edge, from the
/// op into its regions and from each region's forwarding terminators to
/// their successors, the forwarded values must match the successor's
/// inputs in number and type.
pub fn verify_region_branch_op(op: OpRef<'_>) -> LogicalResult {
    let Some(iface) = op
        .def()
        .and_then(|d| d.interfaces.get::<RegionBranchOpInterface>())
    else {
        return Ok(());
    };
    let mut succs = Vec::new();
    (iface.successors)(op, RegionBranchPoint::Parent, &mut succs);
    for &s in &succs {
        let range = (iface.entry_operands)(op, s);
        let types: EdgeTypes = range.map(|i| op.operand_type(i)).collect();
        verify_edge(op, op, &|| "parent".to_string(), s, &types)?;
    }
    let (rb, regions) = op.regions();
    for (index, &r) in regions.iter().enumerate() {
        for b in rb.region_blocks(r) {
            let Some(t) = rb.last_op(b) else { continue };
            let term = OpRef::new(op.ctx, rb, t);
            let Some(def) = term.def() else { continue };
            if !def.traits.contains(OpTraits::TERMINATOR) {
                continue;
            }
            let own = def.interfaces.get::<RegionBranchTerminatorOpInterface>();
            if own.is_none() && !def.traits.contains(OpTraits::RETURN_LIKE) {
                continue;
            }
            let mut succs = Vec::new();
            match own.and_then(|i| i.successors) {
                Some(f) => f(term, &mut succs),
                None => (iface.successors)(op, RegionBranchPoint::Region(index), &mut succs),
            }
            let source = || format!("Operation {}", term.name_str());
            for s in succs {
                let Some(range) = forwarded_operands(term, s) else {
                    continue;
                };
                let types: EdgeTypes = range.map(|i| term.operand_type(i)).collect();
                verify_edge(op, term, &source, s, &types)?;
            }
        }
    }
    Ok(())
}

// ---- loops ---------------------------------------------------------------------

/// A loop bound or step: an SSA value or a constant (MLIR's
/// `OpFoldResult` as loops return it).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LoopBound {
    /// An SSA value.
    Value(ValueId),
    /// A constant.
    Constant(i64),
}

/// `LoopLikeOpInterface`: a loop with its regions, induction variables,
/// bounds and loop-carried values. Values of the loop's regions (induction
/// variables, region iter_args, yielded values) live in the body
/// `op.regions().0`; bounds and inits are operands of the op.
#[derive(Copy, Clone)]
pub struct LoopLikeOpInterface {
    /// The indices of the regions forming the loop body.
    pub loop_regions: fn(OpRef<'_>) -> Vec<usize>,
    /// The induction variables, if the loop has a known set of them.
    pub induction_vars: Option<fn(OpRef<'_>) -> Vec<ValueId>>,
    /// The lower bound of each induction variable, if the loop has them.
    pub lower_bounds: Option<fn(OpRef<'_>) -> Vec<LoopBound>>,
    /// The upper bound of each induction variable, if the loop has them.
    pub upper_bounds: Option<fn(OpRef<'_>) -> Vec<LoopBound>>,
    /// The step of each induction variable, if the loop has them.
    pub steps: Option<fn(OpRef<'_>) -> Vec<LoopBound>>,
    /// The operands initializing the loop-carried values.
    pub inits: fn(OpRef<'_>) -> std::ops::Range<usize>,
    /// The region arguments holding the loop-carried values.
    pub region_iter_args: fn(OpRef<'_>) -> Vec<ValueId>,
    /// The values yielded to the next iteration, if known.
    pub yielded_values: fn(OpRef<'_>) -> Option<Vec<ValueId>>,
    /// Whether the op's results are the final loop-carried values.
    pub results_are_loop_results: bool,
}

/// The verifier of `LoopLikeOpInterface`: inits, region iter_args,
/// yielded values and loop results correspond in number and type.
pub fn verify_loop_like_op(op: OpRef<'_>) -> LogicalResult {
    let Some(i) = op.def().and_then(|d| d.interfaces.get::<LoopLikeOpInterface>()) else {
        return Ok(());
    };
    let ctx = op.ctx;
    let (rb, _) = op.regions();
    let inits: EdgeTypes = (i.inits)(op).map(|k| op.operand_type(k)).collect();
    let iter_args: EdgeTypes = (i.region_iter_args)(op)
        .iter()
        .map(|&v| rb.value_type(v))
        .collect();
    let yielded: EdgeTypes = (i.yielded_values)(op)
        .unwrap_or_default()
        .iter()
        .map(|&v| rb.value_type(v))
        .collect();
    let results: Option<EdgeTypes> = i.results_are_loop_results.then(|| op.result_types().collect());
    if inits.len() != iter_args.len() {
        return Err(op.emit_op_error(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        )));
    }
    if !yielded.is_empty() && yielded.len() != iter_args.len() {
        return Err(op.emit_op_error(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        )));
    }
    if let Some(results) = &results {
        if results.len() != iter_args.len() {
            return Err(op.emit_op_error(format!(
                "different number of region iter_args and loop results: {} != {}",
                iter_args.len(),
                results.len()
            )));
        }
    }
    let ts = |t: Type| ctx.type_to_string(t);
    for (k, (&a, &b)) in inits.iter().zip(&iter_args).enumerate() {
        if a != b {
            return Err(op.emit_op_error(format!(
                "{k}-th init and {k}-th region iter_arg have different type: '{}' != '{}'",
                ts(a),
                ts(b)
            )));
        }
    }
    for (k, (&a, &b)) in iter_args.iter().zip(&yielded).enumerate() {
        if a != b {
            return Err(op.emit_op_error(format!(
                "{k}-th region iter_arg and {k}-th yielded value have different type: '{}' != '{}'",
                ts(a),
                ts(b)
            )));
        }
    }
    if let Some(results) = &results {
        for (k, (&a, &b)) in iter_args.iter().zip(results).enumerate() {
            if a != b {
                return Err(op.emit_op_error(format!(
                    "{k}-th region iter_arg and {k}-th loop result have different type: '{}' != '{}'",
                    ts(a),
                    ts(b)
                )));
            }
        }
    }
    Ok(())
}

// ---- speculation ---------------------------------------------------------------

/// Whether an op may be executed where the program would not have executed
/// it (MLIR's `Speculation::Speculatability`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Speculatability {
    /// Must not be executed speculatively.
    NotSpeculatable,
    /// May be executed speculatively.
    Speculatable,
    /// Speculatable if every op nested in its regions is.
    RecursivelySpeculatable,
}

/// MLIR's `DialectFoldInterface::shouldMaterializeInto`, per op: the
/// folder materializes the constants used inside the op's regions at the
/// start of those regions rather than hoisting them further out, as it
/// does for isolated-from-above ops.
#[derive(Copy, Clone)]
pub struct MaterializeConstantsInto;

/// `ConditionallySpeculatable` for ops whose speculatability depends on
/// their operands or attributes (a division by a known non-zero constant,
/// a loop with a known step). Ops without it are speculatable as their
/// `ALWAYS_SPECULATABLE` / `RECURSIVELY_SPECULATABLE` traits say.
#[derive(Copy, Clone)]
pub struct ConditionallySpeculatable(pub fn(OpRef<'_>) -> Speculatability);

/// The speculatability `op` declares.
pub fn speculatability(op: OpRef<'_>) -> Speculatability {
    let Some(def) = op.def() else {
        return Speculatability::NotSpeculatable;
    };
    if let Some(i) = def.interfaces.get::<ConditionallySpeculatable>() {
        return (i.0)(op);
    }
    if def.traits.contains(OpTraits::ALWAYS_SPECULATABLE) {
        Speculatability::Speculatable
    } else if def.traits.contains(OpTraits::RECURSIVELY_SPECULATABLE) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// Whether `op` (and, if it is recursively speculatable, every op in its
/// regions) can be speculated (MLIR's `isSpeculatable`).
pub fn is_speculatable(op: OpRef<'_>) -> bool {
    match speculatability(op) {
        Speculatability::NotSpeculatable => false,
        Speculatability::Speculatable => true,
        Speculatability::RecursivelySpeculatable => {
            let (rb, regions) = op.regions();
            regions.iter().all(|&r| {
                rb.region_blocks(r).all(|b| {
                    rb.block_ops(b)
                        .all(|inner| is_speculatable(OpRef::new(op.ctx, rb, inner)))
                })
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{DialectDef, Interfaces, OpDef, OperationState};

    fn alloc_effects(op: OpRef<'_>, out: &mut Vec<MemoryEffect>) {
        out.push(MemoryEffect {
            kind: EffectKind::Allocate,
            value: Some(op.result(0)),
            resource: DEFAULT_RESOURCE,
            symbol: None,
        });
    }

    fn forward_all(op: OpRef<'_>) -> Option<Vec<std::ops::Range<usize>>> {
        Some(std::iter::once(0..op.num_operands()).collect())
    }

    #[test]
    fn branch_operands_match_block_arguments() {
        let mut ctx = Context::new();
        let mut d = DialectDef::new("fx");
        d.ops.push(OpDef {
            traits: OpTraits::TERMINATOR,
            interfaces: Interfaces::EMPTY.with(BranchOpInterface {
                successor_operands: forward_all,
                produced_operands: None,
            }),
            ..OpDef::new("fx.br")
        });
        ctx.register_dialect(d);
        let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let s2 = seen.clone();
        ctx.push_diagnostic_handler(Box::new(move |_, d| s2.lock().unwrap().push(d.message.clone())));

        let (mut body, _) = Body::with_top_block();
        let loc = ctx.unknown_loc();
        let target = body.create_block();
        body.add_block_arg(target, ctx.i32(), loc);
        let mut st = OperationState::new(ctx.op_name("fx.def"), loc);
        st.result_types = vec![ctx.i32(), ctx.i64()];
        let def = body.create_op(st);
        let (a, b) = (body.result(def, 0), body.result(def, 1));
        let mut br = |operands: Vec<ValueId>| {
            let mut st = OperationState::new(ctx.op_name("fx.br"), loc);
            st.operands = operands;
            st.successors = vec![target];
            body.create_op(st)
        };
        let (good, none, wrong) = (br(vec![a]), br(vec![]), br(vec![b]));
        let check = |op| verify_branch_successor_operands(OpRef::new(&ctx, &body, op));
        assert!(check(good).is_ok());
        assert!(check(none).is_err());
        assert!(check(wrong).is_err());
        assert_eq!(successor_operands(OpRef::new(&ctx, &body, good), 0), Some(0..1));
        assert_eq!(successor_operands(OpRef::new(&ctx, &body, def), 0), None);
        assert_eq!(
            *seen.lock().unwrap(),
            [
                "branch has 0 operands for successor #0, but target block has 1",
                "type mismatch for bb argument #0 of successor #0",
            ]
        );
    }

    #[test]
    fn effects_combine_traits_and_interfaces() {
        let mut ctx = Context::new();
        let mut d = DialectDef::new("fx");
        d.ops.push(OpDef {
            traits: OpTraits::PURE,
            ..OpDef::new("fx.pure")
        });
        d.ops.push(OpDef {
            interfaces: Interfaces::EMPTY.with(MemoryEffectOpInterface {
                effects: alloc_effects,
            }),
            ..OpDef::new("fx.alloc")
        });
        d.ops.push(OpDef {
            traits: OpTraits::RECURSIVE_MEMORY_EFFECTS,
            ..OpDef::new("fx.wrap")
        });
        ctx.register_dialect(d);
        let (mut body, block) = Body::with_top_block();
        let mk = |body: &mut Body, name: &str, results: usize| {
            let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
            st.result_types = vec![ctx.i32(); results];
            body.create_op(st)
        };
        let pure = mk(&mut body, "fx.pure", 1);
        let alloc = mk(&mut body, "fx.alloc", 1);
        let unknown = mk(&mut body, "fx.unregistered", 0);
        for o in [pure, alloc, unknown] {
            body.append_op(block, o);
        }
        assert!(is_memory_effect_free(OpRef::new(&ctx, &body, pure)));
        assert!(!is_memory_effect_free(OpRef::new(&ctx, &body, alloc)));
        assert!(is_trivially_removable(OpRef::new(&ctx, &body, alloc)));
        assert!(memory_effects(OpRef::new(&ctx, &body, unknown)).is_none());

        // A wrapper is effect free exactly when its nested ops are.
        let r = body.create_region();
        let b = body.create_block();
        body.append_block(r, b);
        let inner = mk(&mut body, "fx.pure", 1);
        body.append_op(b, inner);
        let mut st = OperationState::new(ctx.op_name("fx.wrap"), ctx.unknown_loc());
        st.regions = vec![r];
        let wrap = body.create_op(st);
        body.append_op(block, wrap);
        assert!(is_memory_effect_free(OpRef::new(&ctx, &body, wrap)));
        let bad = mk(&mut body, "fx.other", 0);
        body.append_op(b, bad);
        assert!(!is_memory_effect_free(OpRef::new(&ctx, &body, wrap)));
    }
}

/// The check of MLIR's `setPropertiesFromAttr` on an op's properties
/// written in generic form (`<{...}>`): each inherent attribute must be of
/// the attribute class its property stores (a string where an integer
/// attribute is stored fails). `check` returns the name of the first
/// attribute of the op (named) that does not convert.
#[derive(Copy, Clone)]
pub struct PropertiesConversion {
    /// Given the op name and the written properties dictionary, the name
    /// of the first entry that does not convert, if any.
    pub check: fn(&Context, crate::OpName, crate::Attribute) -> Option<crate::Ident>,
}

/// `BranchOpInterface::getSuccessorForOperands`: the one successor a
/// branch takes given the constant values of its operands (`None` for an
/// operand that is not constant), if that can be determined.
#[derive(Copy, Clone)]
pub struct BranchSuccessorForOperands(pub fn(OpRef<'_>, &[Option<crate::Attribute>]) -> Option<usize>);

/// `RegionBranchOpInterface::getEntrySuccessorRegions`: the successors
/// entered from the op given the constant values of its operands. Ops
/// without it enter every successor [`RegionBranchOpInterface`] lists.
#[derive(Copy, Clone)]
pub struct RegionEntrySuccessorsForOperands(
    pub fn(OpRef<'_>, &[Option<crate::Attribute>], &mut Vec<RegionSuccessor>),
);

/// `RegionBranchTerminatorOpInterface::getSuccessorRegions` with operand
/// constants: the successors a region terminator may take given the
/// constant values of its operands (`scf.condition` on a constant takes
/// one). Terminators without it take every successor they list.
#[derive(Copy, Clone)]
pub struct TerminatorSuccessorsForOperands(
    pub fn(OpRef<'_>, &[Option<crate::Attribute>], &mut Vec<RegionSuccessor>),
);

/// `VectorElementTypeInterface` of dialect types: whether a type of the
/// dialect may be the element type of a builtin vector (`!llvm.ptr` in
/// `vector<4x!llvm.ptr>`). Builtin integers, index and floats always may.
#[derive(Copy, Clone)]
pub struct VectorElementTypeInterface {
    /// Whether the dialect's type may be a vector element type.
    pub is_vector_element: fn(&Context, Type) -> bool,
}

/// Whether `t` may be the element type of a builtin vector.
pub fn is_vector_element_type(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        crate::TypeKind::Integer { .. } | crate::TypeKind::Index | crate::TypeKind::Float(_) => true,
        crate::TypeKind::Dialect { .. } => ctx
            .type_interface::<VectorElementTypeInterface>(t)
            .is_some_and(|i| (i.is_vector_element)(ctx, t)),
        _ => false,
    }
}

/// MLIR's `DataLayoutOpInterface`, as a marker: the op's `dlti.dl_spec`
/// is verified as its data layout (`builtin.module` is one too).
#[derive(Copy, Clone)]
pub struct DataLayoutOpInterface;

/// MLIR's `DataLayoutTypeInterface` of dialect types, as the verifier of a
/// data layout uses it: whether a type of the dialect may key an entry of
/// a data layout spec, and the check of the entry's value
/// (`verifyEntries`, one entry at a time).
#[derive(Copy, Clone)]
pub struct DataLayoutTypeInterface {
    /// `None` if `key` does not implement the interface; else whether
    /// `value` is a valid layout of `key`, the error emitted on `op` (the
    /// op carrying the spec) if not.
    pub verify_entry: fn(op: OpRef<'_>, key: Type, value: crate::Attribute) -> Option<LogicalResult>,
}

/// How many times a region may run each time its op runs (MLIR's
/// `InvocationBounds`): at least `lower`, at most `upper` (`None`:
/// unknown).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct InvocationBounds {
    /// The minimum number of invocations.
    pub lower: u32,
    /// The maximum number of invocations, `None` if unbounded or unknown.
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// Nothing known.
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };

    /// Between `lower` and `upper` invocations.
    pub fn new(lower: u32, upper: u32) -> InvocationBounds {
        InvocationBounds {
            lower,
            upper: Some(upper),
        }
    }
}

/// `RegionBranchOpInterface::getRegionInvocationBounds`: the bounds of
/// each region given the constant values of the op's operands (`None` for
/// an operand that is not constant), one per region.
#[derive(Copy, Clone)]
pub struct RegionInvocationBounds(pub fn(OpRef<'_>, &[Option<crate::Attribute>], &mut Vec<InvocationBounds>));

/// The invocation bounds of each region of `op`: the op's answer, or
/// unknown for every region (MLIR's default).
pub fn region_invocation_bounds(
    op: OpRef<'_>,
    operands: &[Option<crate::Attribute>],
) -> Vec<InvocationBounds> {
    let mut out = Vec::new();
    match op
        .def()
        .and_then(|d| d.interfaces.get::<RegionInvocationBounds>())
    {
        Some(i) => (i.0)(op, operands, &mut out),
        None => out.resize(op.num_regions(), InvocationBounds::UNKNOWN),
    }
    out
}

// ---- subsets ---------------------------------------------------------------------

/// The hyperrectangular part of a tensor an op reads or writes: one
/// offset, size and stride per dimension of the tensor (MLIR's
/// `HyperrectangularSlice`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HyperrectangularSlice {
    /// The offset in each dimension.
    pub offsets: Vec<LoopBound>,
    /// The size in each dimension.
    pub sizes: Vec<LoopBound>,
    /// The stride in each dimension.
    pub strides: Vec<LoopBound>,
}

/// `SubsetOpInterface`: an op that reads or writes a subset of a tensor
/// container. Such an op also implements [`SubsetExtractionOpInterface`]
/// or [`SubsetInsertionOpInterface`]. Equivalence and disjointness of two
/// subsets are decided from their slices (MLIR's default implementations).
#[derive(Copy, Clone)]
pub struct SubsetOpInterface {
    /// The slice the op accesses, if it is hyperrectangular.
    pub slice: fn(OpRef<'_>) -> Option<HyperrectangularSlice>,
}

/// `SubsetExtractionOpInterface`: an op whose single result is a subset
/// of its source operand.
#[derive(Copy, Clone)]
pub struct SubsetExtractionOpInterface {
    /// The index of the source operand.
    pub source_operand: fn(OpRef<'_>) -> usize,
}

/// `SubsetInsertionOpInterface`: an op that writes its source operand into
/// a subset of its destination operand.
#[derive(Copy, Clone)]
pub struct SubsetInsertionOpInterface {
    /// The index of the source operand.
    pub source_operand: fn(OpRef<'_>) -> usize,
    /// The index of the destination operand.
    pub destination_operand: fn(OpRef<'_>) -> usize,
    /// The result holding the updated destination when the op is in
    /// destination style with pure tensor semantics (`None` otherwise, as
    /// for `tensor.parallel_insert_slice`, which updates its `scf.forall`'s
    /// result).
    pub updated_destination: fn(OpRef<'_>) -> Option<ValueId>,
}

/// What a loop's `replaceWithAdditionalYields` needs besides the loop:
/// the new init values, whether their uses inside the loop become the new
/// region iter_args, and the values yielded for them, computed from the
/// new iter_args.
pub struct AdditionalYields<'a> {
    /// The initial values of the new loop-carried values.
    pub inits: &'a [ValueId],
    /// Whether uses of `inits` inside the loop are replaced by the new
    /// region iter_args.
    pub replace_init_uses_in_loop: bool,
    /// The values to yield for the new iter_args, given the body and those
    /// iter_args.
    pub yielded: &'a dyn Fn(&Body, &[ValueId]) -> Vec<ValueId>,
}

/// `LoopLikeOpInterface::replaceWithAdditionalYields` for the loops that
/// support it: replaces the loop in its body by one with more loop-carried
/// values (inits, region iter_args, yielded values and results appended
/// after the existing ones) and returns the new loop, or `None` when the
/// loop cannot be rebuilt (nothing is changed then).
#[derive(Copy, Clone)]
pub struct ReplaceWithAdditionalYields(
    pub fn(&Context, &mut Body, OpId, &AdditionalYields<'_>) -> Option<OpId>,
);

// ---- parallel loops ----------------------------------------------------------------

/// `ParallelCombiningOpInterface`: ops allowed in the terminator of a
/// parallel loop that combines the results of its threads (as
/// `tensor.parallel_insert_slice` in `scf.forall.in_parallel`),
/// registered by their dialects and queried by the loop's.
#[derive(Copy, Clone)]
pub struct ParallelCombiningOpInterface {
    /// The destination the op updates (a block argument of the loop).
    pub destination: fn(OpRef<'_>) -> Option<ValueId>,
}

/// `DeviceMappingAttrInterface`: attributes usable in a parallel loop's
/// mapping of iterations to processing units (as `#gpu.thread<x>` in
/// `scf.forall`'s `mapping`). A dialect declares its mapping attributes
/// by registering this interface.
#[derive(Copy, Clone)]
pub struct DeviceMappingAttrInterface {
    /// Whether the dialect's attribute is a device mapping attribute.
    pub is_mapping: fn(&Context, crate::Attribute) -> bool,
    /// Whether the attribute is a masking attribute (MLIR's
    /// `DeviceMaskingAttrInterface`), which filters the processing units
    /// rather than mapping a loop dimension.
    pub is_masking: fn(&Context, crate::Attribute) -> bool,
}

/// `TypedAttrInterface` of dialect attributes: the type a dialect
/// attribute carries (as `#smt.bv<5> : !smt.bv<32>`). The printer writes
/// it after the attribute's body (` : type`), as MLIR does for typed
/// attributes; the dialect's parser reads it.
#[derive(Copy, Clone)]
pub struct TypedAttrInterface {
    /// The type of the dialect's attribute, if it has one.
    pub attr_type: fn(&Context, crate::Attribute) -> Option<crate::Type>,
}

// ---- value bounds ------------------------------------------------------------------

/// How a value relates to an affine expression of other values in a
/// [`ValueBound`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum BoundRelation {
    /// The value equals the expression.
    Eq,
    /// The value is at most the expression.
    Le,
    /// The value is at least the expression.
    Ge,
    /// The value is one of the two results of the map (as `arith.select`'s):
    /// between them when one is known to be at most the other.
    Between,
    /// The value equals the first result of the map when its second and
    /// third results are shown equal (MLIR's `populateAndCompare`: an
    /// `scf.for` iteration argument equals its init when the loop yields
    /// it unchanged).
    EqIf,
}

/// One fact an op states about an index value it defines (a result or a
/// block argument of one of its regions): `value relation map(operands)`,
/// `map` having one result (two for [`BoundRelation::Between`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ValueBound {
    /// How the value relates to the expression.
    pub relation: BoundRelation,
    /// The expression(s), over `operands` (dims first, then symbols).
    pub map: crate::affine::AffineMap,
    /// The values the map is applied to.
    pub operands: Vec<ValueId>,
    /// For each operand standing for a dimension size of a shaped value
    /// rather than for the (index) value itself, that dimension; empty
    /// when every operand is an index value.
    pub dims: Vec<Option<usize>>,
}

impl ValueBound {
    /// The fact `value relation map(operands)` over index operands.
    pub fn new(relation: BoundRelation, map: crate::affine::AffineMap, operands: Vec<ValueId>) -> ValueBound {
        ValueBound {
            relation,
            map,
            operands,
            dims: Vec::new(),
        }
    }

    /// The dimension operand `i` stands for, if it stands for one.
    pub fn operand_dim(&self, i: usize) -> Option<usize> {
        self.dims.get(i).copied().flatten()
    }
}

/// `ValueBoundsOpInterface`: the linear facts an op knows about the index
/// values it defines, in terms of other values (`arith.addi`'s result is
/// the sum of its operands, an `scf.for` induction variable lies between
/// the loop's bounds). Analyses chain these facts backwards from the
/// values they ask about.
#[derive(Copy, Clone)]
pub struct ValueBoundsOpInterface(pub fn(OpRef<'_>, ValueId, &mut Vec<ValueBound>));

/// The facts the op defining `v` (the op owning its block, for a block
/// argument) states about it; none when that op does not implement
/// [`ValueBoundsOpInterface`].
pub fn value_bounds(ctx: &Context, body: &Body, v: ValueId) -> Vec<ValueBound> {
    let owner = match body.value_def(v) {
        crate::ValueDef::Result(op, _) => Some(op),
        crate::ValueDef::BlockArg(block, _) => body.block_parent_op(block),
        crate::ValueDef::Placeholder => None,
    };
    let mut out = Vec::new();
    if let Some(op) = owner {
        let r = OpRef::new(ctx, body, op);
        if let Some(i) = r.def().and_then(|d| d.interfaces.get::<ValueBoundsOpInterface>()) {
            (i.0)(r, v, &mut out);
        }
    }
    out
}

/// `ValueBoundsOpInterface`'s facts about the dimension sizes of the
/// shaped values an op defines (MLIR's `populateBoundsForShapedValueDim`):
/// `tensor.empty`'s dynamic sizes are its operands, a cast's sizes its
/// source's.
#[derive(Copy, Clone)]
pub struct ShapedDimBoundsOpInterface(pub fn(OpRef<'_>, ValueId, usize, &mut Vec<ValueBound>));

/// The facts the op defining the shaped value `v` states about the size
/// of its dimension `dim`; for a result of a destination-style op without
/// [`ShapedDimBoundsOpInterface`], the size of its tied init's dimension.
pub fn shaped_dim_bounds_of(ctx: &Context, body: &Body, v: ValueId, dim: usize) -> Vec<ValueBound> {
    let owner = match body.value_def(v) {
        crate::ValueDef::Result(op, _) => Some(op),
        crate::ValueDef::BlockArg(block, _) => body.block_parent_op(block),
        crate::ValueDef::Placeholder => None,
    };
    let mut out = Vec::new();
    let Some(op) = owner else { return out };
    let r = OpRef::new(ctx, body, op);
    let Some(def) = r.def() else { return out };
    if let Some(i) = def.interfaces.get::<ShapedDimBoundsOpInterface>() {
        (i.0)(r, v, dim, &mut out);
        return out;
    }
    if def.interfaces.get::<ValueBoundsOpInterface>().is_some() {
        return out;
    }
    let crate::ValueDef::Result(_, index) = body.value_def(v) else {
        return out;
    };
    if let Some(init) = crate::bufferization::dps_tied_init(r, index as usize) {
        out.push(ValueBound {
            relation: BoundRelation::Eq,
            map: crate::affine::AffineMap::new(0, 1, vec![ctx.affine_symbol(0)]),
            operands: vec![init],
            dims: vec![Some(dim)],
        });
    }
    out
}

/// The value bounds of `memref.dim` and `tensor.dim` (operands: the shaped
/// value, then the index): a size is at least 0, and is the static size
/// of the dimension when the index is a constant and that size is known.
pub const SHAPED_DIM_BOUNDS: ValueBoundsOpInterface = ValueBoundsOpInterface(shaped_dim_bounds);

fn shaped_dim_bounds(op: OpRef<'_>, v: ValueId, out: &mut Vec<ValueBound>) {
    if op.num_results() != 1 || op.result(0) != v || op.num_operands() != 2 {
        return;
    }
    let ctx = op.ctx;
    out.push(ValueBound::new(
        BoundRelation::Ge,
        crate::affine::AffineMap::new(0, 0, vec![ctx.affine_constant(0)]),
        Vec::new(),
    ));
    let index =
        crate::fold::constant_value(ctx, op.body, op.operand(1)).and_then(|a| match ctx.attr_kind(a) {
            crate::AttrKind::Integer { value, .. } if value.fits_i64_signed() => Some(value.sext_i64()),
            _ => None,
        });
    let rank = ctx.shape(op.operand_type(0)).map(|s| s.len());
    if let (Some(i), Some(rank)) = (index.and_then(|i| usize::try_from(i).ok()), rank) {
        if i < rank {
            out.push(ValueBound {
                relation: BoundRelation::Eq,
                map: crate::affine::AffineMap::new(0, 1, vec![ctx.affine_symbol(0)]),
                operands: vec![op.operand(0)],
                dims: vec![Some(i)],
            });
        }
    }
}

/// A variant of an op that a predicate decides without changing the op
/// (an IRDL-style constrained op of the pre- and post-condition checks:
/// `memref.subview[static]` is a subview whose offsets, sizes, strides and
/// source layout are all static). Kinds name the op with `[holds]` when the
/// predicate holds and `[otherwise]` when it does not.
#[derive(Copy, Clone, Debug)]
pub struct OpVariant {
    /// The variant's name when the predicate holds.
    pub holds: &'static str,
    /// The variant's name when it does not.
    pub otherwise: &'static str,
    /// The predicate.
    pub check: fn(OpRef<'_>) -> bool,
}
