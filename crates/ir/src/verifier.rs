//! The IR verifier, following MLIR's `OperationVerifier`.
//!
//! An op and the non-isolated ops nested in it are checked in one
//! traversal that stops at the first failure: on entering an op its
//! invariants (traits, then the op's `verify` hook) and the shape of its
//! regions; on entering a block the placement of branching ops; on leaving
//! a block its terminator; on leaving an op the isolated ops directly in its
//! regions (each verified on its own, in parallel, diagnostics re-emitted in
//! sequential order), then the region invariants (isolation, implicit
//! terminator, symbol table, `verify_regions` hook) and the unregistered-op
//! policy. Dominance is checked in a second pass, once the structure is
//! known to be sound.

use std::cell::RefCell;

use rayon::prelude::*;

use crate::diagnostics::capture;
use crate::dominance::DominanceInfo;
use crate::{
    AttrKind, BlockId, Body, Context, Diagnostic, Failed, Location, LogicalResult, OpId, OpName, OpRef,
    OpTraits, RegionId, TypeKind, ValueDef,
};

/// The op owning a body's root regions: its name and location.
type Owner = Option<(OpName, Location)>;

/// A body and the op owning its root regions (`None` at the top level).
#[derive(Copy, Clone)]
struct Scope<'a> {
    body: &'a Body,
    owner: Owner,
}

#[derive(Copy, Clone)]
enum Item<'a> {
    Op(Scope<'a>, OpId),
    Block(Scope<'a>, BlockId),
}

/// Verifies `op` and everything nested in it (including child bodies),
/// emitting MLIR's diagnostics to the context. `op`'s parent is taken from
/// `body`; an op at the root of `body` is treated as having no parent.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> LogicalResult {
    verify_with_owner(ctx, body, None, op)
}

/// Like [`verify`] for an op at the root of a child body, whose parent op
/// (name and location, in the enclosing body) is `owner`.
pub fn verify_with_owner(
    ctx: &Context,
    body: &Body,
    owner: Option<(OpName, Location)>,
    op: OpId,
) -> LogicalResult {
    Verifier::new(ctx, false).verify_op_and_dominance(Scope { body, owner }, op)
}

/// [`verify_with_owner`] for each of `ops` in turn (for instance the ops
/// directly inside an isolated op after a pass ran on it), sharing the
/// verifier's scratch space so that the work stays linear in the size of
/// `body` however many ops there are. Stops at the first failure.
pub fn verify_ops_with_owner(
    ctx: &Context,
    body: &Body,
    owner: Option<(OpName, Location)>,
    ops: impl IntoIterator<Item = OpId>,
) -> LogicalResult {
    let v = Verifier::new(ctx, false);
    for op in ops {
        v.verify_op_and_dominance(Scope { body, owner }, op)?;
    }
    Ok(())
}

/// Verifies `op` itself without the ops nested in it (MLIR's `verify`
/// with `verifyRecursively` off): its invariants and hooks, the blocks of
/// its regions (branch placement, terminators) and the dominance of the
/// operands of the ops directly in its regions. For an op whose nested ops
/// are known to be valid, such as after a pass that verified each of them.
pub fn verify_shallow(
    ctx: &Context,
    body: &Body,
    owner: Option<(OpName, Location)>,
    op: OpId,
) -> LogicalResult {
    Verifier::new(ctx, true).verify_op_and_dominance(Scope { body, owner }, op)
}

/// Verifies every top-level op of a parsed body. Several top-level ops, or
/// one that is not a `builtin.module`, are verified as the contents of the
/// implicit module MLIR's parser wraps them in (so their symbols must be
/// unique and they may use each other's results in any order).
pub fn verify_top_level(ctx: &Context, body: &Body) -> LogicalResult {
    let v = Verifier::new(ctx, false);
    let mut tops = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            tops.extend(body.block_ops(b));
        }
    }
    let module = ctx.op_name(crate::builtin::MODULE);
    if tops.len() == 1 && body.op_name(tops[0]) == module {
        return v.verify_op_and_dominance(Scope { body, owner: None }, tops[0]);
    }
    let loc = tops
        .first()
        .map_or_else(|| ctx.unknown_loc(), |&o| body.op_loc(o));
    let scope = Scope {
        body,
        owner: Some((module, loc)),
    };
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            v.traverse(Item::Block(scope, b))?;
        }
    }
    v.verify_isolated_children(scope, body.root_regions())?;
    if let Some(&r) = body.root_regions().first() {
        v.check_symbol_uniqueness(body, r)?;
    }
    let dom = DominanceInfo::new(ctx, body, Some(module));
    v.verify_dominance(scope, &dom, body.root_regions())
}

struct Verifier<'c> {
    ctx: &'c Context,
    /// Only the op given, not the ops nested in it ([`verify_shallow`]).
    shallow: bool,
    /// May verify the ops of a large region in parallel (off in the
    /// verifiers doing so, which are already one of several).
    parallel: bool,
    /// Scratch space of the dominance check, kept across the ops one
    /// verifier checks: allocating it per op would make verifying the many
    /// ops of one body quadratic.
    scratch: RefCell<DominanceScratch>,
}

/// `seen[op] == stamp`: `op` comes earlier in the block being checked.
/// Stamps only grow, so the vector never needs clearing.
#[derive(Default)]
struct DominanceScratch {
    seen: Vec<u32>,
    stamp: u32,
}

impl<'c> Verifier<'c> {
    fn new(ctx: &'c Context, shallow: bool) -> Verifier<'c> {
        Verifier {
            ctx,
            shallow,
            parallel: true,
            scratch: RefCell::default(),
        }
    }
}

fn is_isolated(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.child_body(op).is_some()
        || (body.num_regions(op) != 0
            && ctx
                .op_def(body.op_name(op))
                .is_some_and(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE)))
}

/// The scope holding `op`'s regions.
fn region_scope<'a>(scope: Scope<'a>, op: OpId) -> (Scope<'a>, &'a [RegionId]) {
    let body = scope.body;
    let (rb, regions) = body.op_regions(op);
    if body.child_body(op).is_some() {
        let owner = Some((body.op_name(op), body.op_loc(op)));
        (Scope { body: rb, owner }, regions)
    } else {
        (scope, regions)
    }
}

/// The op owning region `r`: within the body, or the body's owner.
fn region_owner(scope: Scope<'_>, r: RegionId) -> Owner {
    match scope.body.region_parent_op(r) {
        Some(op) => Some((scope.body.op_name(op), scope.body.op_loc(op))),
        None => scope.owner,
    }
}

impl<'c> Verifier<'c> {
    fn op_ref<'a>(&self, body: &'a Body, op: OpId) -> OpRef<'a>
    where
        'c: 'a,
    {
        OpRef::new(self.ctx, body, op)
    }

    /// The "see current operation" note of MLIR's `Operation::emitError`.
    fn current_op_note(&self, op: OpRef<'_>) -> Option<Diagnostic> {
        if !self
            .ctx
            .print_op_on_diagnostic
            .load(std::sync::atomic::Ordering::Relaxed)
        {
            return None;
        }
        let _ = self.ctx.op_note_printer.get()?;
        Some(Diagnostic::new(
            crate::Severity::Note,
            op.loc(),
            format!("see current operation: {}", self.print_op(op)),
        ))
    }

    /// Emits an error on `op` with the current-op note first, then `notes`.
    fn emit_on_op(&self, op: OpRef<'_>, message: String, notes: Vec<Diagnostic>) -> Failed {
        let mut d = Diagnostic::error(op.loc(), message);
        d.notes.extend(self.current_op_note(op));
        d.notes.extend(notes);
        self.ctx.emit(d);
        Failed
    }

    fn op_error(&self, op: OpRef<'_>, message: impl std::fmt::Display) -> Failed {
        self.emit_on_op(op, format!("'{}' op {}", op.name_str(), message), Vec::new())
    }

    /// An op as a diagnostic argument: its generic form, on a new line when
    /// it spans several.
    fn print_op(&self, op: OpRef<'_>) -> String {
        let text = match self.ctx.op_note_printer.get() {
            Some(p) => p(op),
            None => format!("\"{}\"", op.name_str()),
        };
        if text.contains('\n') {
            format!("\n{text}")
        } else {
            text
        }
    }

    fn verify_op_and_dominance(&self, scope: Scope<'_>, op: OpId) -> LogicalResult {
        self.traverse(Item::Op(scope, op))?;
        if scope.body.num_regions(op) != 0 {
            let (rs, regions) = region_scope(scope, op);
            let dom = DominanceInfo::new(self.ctx, rs.body, rs.owner.map(|o| o.0));
            self.verify_dominance(rs, &dom, regions)?;
        }
        Ok(())
    }

    /// MLIR's `verifyOperation`: an explicit worklist, each item visited on
    /// entrance and on exit.
    fn traverse(&self, start: Item<'_>) -> LogicalResult {
        let mut worklist = vec![(start, false)];
        while let Some(&(item, exiting)) = worklist.last() {
            if exiting {
                worklist.pop();
                match item {
                    Item::Op(s, op) => self.op_exit(s, op)?,
                    Item::Block(s, b) => self.block_exit(s, b)?,
                }
                continue;
            }
            worklist.last_mut().unwrap().1 = true;
            match item {
                Item::Op(s, op) => {
                    self.op_entrance(s, op)?;
                    let (rs, regions) = region_scope(s, op);
                    // Only the op verified (a function, say), not every op
                    // with regions inside it, is worth splitting.
                    let is_start = matches!(start, Item::Op(_, o) if o == op);
                    if is_start && self.contents_verified_in_parallel(rs, regions) {
                        continue;
                    }
                    for &r in regions.iter().rev() {
                        let mut b = rs.body.region_last_block(r);
                        while let Some(x) = b {
                            worklist.push((Item::Block(rs, x), false));
                            b = rs.body.prev_block(x);
                        }
                    }
                }
                Item::Block(s, b) => {
                    self.block_entrance(s, b)?;
                    if self.shallow {
                        continue;
                    }
                    let mut o = s.body.last_op(b);
                    while let Some(x) = o {
                        if !is_isolated(self.ctx, s.body, x) {
                            worklist.push((Item::Op(s, x), false));
                        }
                        o = s.body.prev_op(x);
                    }
                }
            }
        }
        Ok(())
    }

    /// Verifies the blocks of `regions` and the ops in them, in parallel
    /// chunks when they hold many ops (a large function body), and says
    /// whether that succeeded. Which error comes first depends on the
    /// order of the checks, so on failure the chunks' diagnostics are
    /// dropped and `false` sends the caller down the sequential path,
    /// which reports exactly what it always does. On success the chunks'
    /// other diagnostics (warnings, remarks) are emitted in op order.
    fn contents_verified_in_parallel(&self, scope: Scope<'_>, regions: &[RegionId]) -> bool {
        /// Below this many ops, splitting the work costs more than it saves.
        const MIN_OPS: usize = 4096;
        if !self.parallel || self.shallow || regions.is_empty() {
            return false;
        }
        let body = scope.body;
        // Most regions are small: count without allocating first.
        let large = regions
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .flat_map(|b| body.block_ops(b))
            .nth(MIN_OPS - 1)
            .is_some();
        if !large || rayon::current_num_threads() < 2 {
            return false;
        }
        let mut blocks = Vec::new();
        let mut ops = Vec::new();
        for &r in regions {
            for b in body.region_blocks(r) {
                blocks.push(b);
                ops.extend(body.block_ops(b).filter(|&o| !is_isolated(self.ctx, body, o)));
            }
        }
        if ops.len() < MIN_OPS {
            return false;
        }
        let ctx = self.ctx;
        let (blocks_ok, mut diags) = capture::capture(ctx, || {
            blocks
                .iter()
                .try_for_each(|&b| {
                    self.block_entrance(scope, b)
                        .and_then(|()| self.block_exit(scope, b))
                })
                .is_ok()
        });
        if !blocks_ok {
            return false;
        }
        let chunk = ops.len().div_ceil(rayon::current_num_threads() * 4);
        let results: Vec<(bool, Vec<Diagnostic>)> = ops
            .par_chunks(chunk)
            .map(|part| {
                capture::capture(ctx, || {
                    let v = Verifier {
                        parallel: false,
                        ..Verifier::new(ctx, false)
                    };
                    part.iter().all(|&o| v.traverse(Item::Op(scope, o)).is_ok())
                })
            })
            .collect();
        if !results.iter().all(|r| r.0) {
            return false;
        }
        diags.extend(results.into_iter().flat_map(|r| r.1));
        for d in diags {
            ctx.emit(d);
        }
        true
    }

    fn may_be_valid_without_terminator(&self, scope: Scope<'_>, b: BlockId) -> bool {
        let body = scope.body;
        let Some(r) = body.block_region(b) else {
            return true;
        };
        if body.region_blocks(r).nth(1).is_some() {
            return false;
        }
        match region_owner(scope, r) {
            None => true,
            Some((name, _)) => self
                .ctx
                .op_def(name)
                .is_none_or(|d| d.traits.contains(OpTraits::NO_TERMINATOR)),
        }
    }

    fn block_entrance(&self, scope: Scope<'_>, b: BlockId) -> LogicalResult {
        let body = scope.body;
        let Some(last) = body.last_op(b) else {
            if self.may_be_valid_without_terminator(scope, b) {
                return Ok(());
            }
            let loc = body
                .block_region(b)
                .and_then(|r| region_owner(scope, r))
                .map_or_else(|| self.ctx.unknown_loc(), |o| o.1);
            return Err(self
                .ctx
                .emit_error(loc, "empty block: expect at least a terminator"));
        };
        for op in body.block_ops(b) {
            if op != last && body.num_successors(op) != 0 {
                let r = self.op_ref(body, op);
                return Err(self.emit_on_op(
                    r,
                    "operation with block successors must terminate its parent block".into(),
                    Vec::new(),
                ));
            }
        }
        Ok(())
    }

    fn block_exit(&self, scope: Scope<'_>, b: BlockId) -> LogicalResult {
        let body = scope.body;
        let Some(last) = body.last_op(b) else {
            return Ok(());
        };
        let region = body.block_region(b);
        if body.successors(last).any(|s| body.block_region(s) != region) {
            return Err(self.op_error(
                self.op_ref(body, last),
                "branching to block of a different region",
            ));
        }
        if self.may_be_valid_without_terminator(scope, b) {
            return Ok(());
        }
        let might_terminate = self
            .ctx
            .op_def(body.op_name(last))
            .is_none_or(|d| d.traits.contains(OpTraits::TERMINATOR));
        if !might_terminate {
            let r = self.op_ref(body, last);
            let msg = format!("block with no terminator, has {}", self.print_op(r));
            return Err(self.emit_on_op(r, msg, Vec::new()));
        }
        Ok(())
    }

    fn op_entrance(&self, scope: Scope<'_>, op: OpId) -> LogicalResult {
        let body = scope.body;
        let r = self.op_ref(body, op);
        self.verify_dialect_attrs(r)?;
        let def = self.ctx.op_def(body.op_name(op));
        if let Some(def) = def {
            // MLIR's order: the count traits, the structural traits, the
            // declared invariants (constraints), the other traits and
            // interfaces, then the op's own verifier.
            if let Some(f) = def.verify_counts {
                f(r)?;
            }
            self.verify_traits(scope, op)?;
            if let Some(f) = def.verify_invariants {
                f(r)?;
            }
            self.verify_type_traits(r)?;
            // An optional symbol without a name (an anonymous module) is
            // not a symbol at all: MLIR skips the symbol checks for it.
            let anonymous = def.traits.contains(OpTraits::OPTIONAL_SYMBOL) && r.attr("sym_name").is_none();
            if def.traits.contains(OpTraits::SYMBOL) && !anonymous {
                self.verify_symbol(r)?;
                // A symbol directly inside a registered op lives in a
                // symbol table (unregistered parents are not judged).
                let parent = match body.parent_op(op) {
                    Some(p) => Some(body.op_name(p)),
                    None if body.op_block(op).is_some() => scope.owner.map(|o| o.0),
                    None => None,
                };
                let parent_def = parent.and_then(|p| self.ctx.op_def(p));
                if parent_def.is_some_and(|d| !d.traits.contains(OpTraits::SYMBOL_TABLE)) {
                    return Err(self.op_error(r, "symbol's parent must have the SymbolTable trait"));
                }
            }
            if let Some(f) = def.verify {
                f(r)?;
            }
        }
        let (rs, regions) = region_scope(scope, op);
        let graph = def.is_some_and(|d| d.traits.contains(OpTraits::GRAPH_REGIONS));
        for (i, &region) in regions.iter().enumerate() {
            let mut blocks = rs.body.region_blocks(region);
            let Some(entry) = blocks.next() else {
                continue;
            };
            if graph && blocks.next().is_some() {
                return Err(self.op_error(r, format_args!("expects graph region #{i} to have 0 or 1 blocks")));
            }
            if rs.body.has_predecessors(entry) {
                return Err(self
                    .ctx
                    .emit_error(body.op_loc(op), "entry block of region may not have predecessors"));
            }
        }
        Ok(())
    }

    /// The dialects' checks of their discardable attributes on `r`
    /// (`gpu.container_module`, ...), in the attributes' order.
    fn verify_dialect_attrs(&self, r: OpRef<'_>) -> LogicalResult {
        for &(name, value) in r.discardable_attrs() {
            let Some((dialect, _)) = self.ctx.ident_str(name).split_once('.') else {
                continue;
            };
            let hook = self
                .ctx
                .dialect_by_name(dialect)
                .and_then(|d| d.verify_op_attribute);
            if let Some(f) = hook {
                f(r, (name, value))?;
            }
        }
        Ok(())
    }

    fn op_exit(&self, scope: Scope<'_>, op: OpId) -> LogicalResult {
        let body = scope.body;
        let (rs, regions) = region_scope(scope, op);
        if !self.shallow {
            self.verify_isolated_children(rs, regions)?;
        }
        let r = self.op_ref(body, op);
        let name = body.op_name(op);
        if let Some(def) = self.ctx.op_def(name) {
            self.verify_region_traits(scope, op)?;
            if let Some(f) = def.verify_regions {
                f(r)?;
            }
            return Ok(());
        }
        let dialect = self.ctx.op_name_dialect(name);
        let registered = (!dialect.is_empty())
            .then(|| self.ctx.dialect_by_name(dialect))
            .flatten();
        if registered.is_some_and(|d| d.allows_unknown_operations) {
            return Ok(());
        }
        if registered.is_some() {
            return Err(self.emit_on_op(
                r,
                format!(
                    "unregistered operation '{}' found in dialect ('{dialect}') that does not allow unknown operations",
                    r.name_str()
                ),
                Vec::new(),
            ));
        }
        if !self.ctx.allow_unregistered_dialects() {
            return Err(self.op_error(
                r,
                "created with unregistered dialect. If this is intended, please call \
                 allowUnregisteredDialects() on the MLIRContext, or use \
                 -allow-unregistered-dialect with the MLIR opt tool used",
            ));
        }
        Ok(())
    }

    /// Verifies (with dominance) the isolated ops directly in `regions`,
    /// all of them even if one fails, in parallel when there are several.
    /// Diagnostics come out in op order either way.
    fn verify_isolated_children(&self, scope: Scope<'_>, regions: &[RegionId]) -> LogicalResult {
        let body = scope.body;
        let mut isolated = Vec::new();
        for &r in regions {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    // Every op `traverse` skipped, also one with a child
                    // body but no regions.
                    if is_isolated(self.ctx, body, o) {
                        isolated.push(o);
                    }
                }
            }
        }
        match isolated.len() {
            0 => Ok(()),
            1 => self.verify_op_and_dominance(scope, isolated[0]),
            _ => {
                // One verifier per thread: the scratch space is not shared.
                let (ctx, shallow) = (self.ctx, self.shallow);
                let results: Vec<(LogicalResult, Vec<Diagnostic>)> = isolated
                    .par_iter()
                    .map(|&o| {
                        capture::capture(ctx, || {
                            Verifier::new(ctx, shallow).verify_op_and_dominance(scope, o)
                        })
                    })
                    .collect();
                let mut ok = true;
                for (res, diags) in results {
                    ok &= res.is_ok();
                    for d in diags {
                        self.ctx.emit(d);
                    }
                }
                if ok {
                    Ok(())
                } else {
                    Err(Failed)
                }
            }
        }
    }

    // ---- traits ------------------------------------------------------------

    fn verify_traits(&self, scope: Scope<'_>, op: OpId) -> LogicalResult {
        let body = scope.body;
        let r = self.op_ref(body, op);
        let def = r.def().expect("registered op");
        let traits = def.traits;
        let (rs, regions) = region_scope(scope, op);
        if traits.contains(OpTraits::SINGLE_BLOCK) {
            for (i, &region) in regions.iter().enumerate() {
                let mut blocks = rs.body.region_blocks(region);
                let Some(entry) = blocks.next() else {
                    continue;
                };
                if blocks.next().is_some() {
                    return Err(self.op_error(r, format_args!("expects region #{i} to have 0 or 1 blocks")));
                }
                if !traits.contains(OpTraits::NO_TERMINATOR) && rs.body.block_is_empty(entry) {
                    return Err(self.op_error(r, "expects a non-empty block"));
                }
            }
        }
        if traits.contains(OpTraits::NO_REGION_ARGUMENTS) {
            for (i, &region) in regions.iter().enumerate() {
                let Some(entry) = rs.body.region_entry(region) else {
                    continue;
                };
                if !rs.body.block_args(entry).is_empty() {
                    return Err(if regions.len() > 1 {
                        self.op_error(r, format_args!("region #{i} should have no arguments"))
                    } else {
                        self.op_error(r, "region should have no arguments")
                    });
                }
            }
        }
        // As MLIR, the parent is checked before the terminator's position.
        if !def.parents.is_empty() {
            let parent = match body.parent_op(op) {
                Some(p) => Some(body.op_name(p)),
                None if body.op_block(op).is_some() => scope.owner.map(|o| o.0),
                None => None,
            };
            let parent = parent.map(|p| self.ctx.op_name_str(p));
            if !parent.is_some_and(|p| def.parents.contains(&p)) {
                let list = def.parents.join(", ");
                return Err(if def.parents.len() == 1 {
                    self.op_error(r, format_args!("expects parent op '{list}'"))
                } else {
                    self.op_error(r, format_args!("expects parent op to be one of '{list}'"))
                });
            }
        }
        if traits.contains(OpTraits::TERMINATOR) {
            let last = body.op_block(op).and_then(|b| body.last_op(b));
            if last != Some(op) {
                return Err(self.op_error(r, "must be the last operation in the parent block"));
            }
        }
        Ok(())
    }

    /// The type-relation traits (not structural: they run after the
    /// declared invariants).
    fn verify_type_traits(&self, r: OpRef<'_>) -> LogicalResult {
        let traits = r.def().expect("registered op").traits;
        if traits.contains(OpTraits::SAME_OPERANDS_TYPE) {
            let mut types = r.operand_types();
            if let Some(first) = types.next() {
                if types.any(|t| t != first) {
                    return Err(self.op_error(r, "requires all operands to have the same type"));
                }
            }
        }
        if traits.contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE) {
            if r.num_operands() == 0 {
                return Err(self.op_error(r, "expected 1 or more operands, but found 0"));
            }
            if r.num_results() == 0 {
                return Err(self.op_error(r, "expected 1 or more results"));
            }
            let first = r.result_type(0);
            let encoding_of = |t: crate::Type| match self.ctx.type_kind(t) {
                TypeKind::RankedTensor { encoding, .. } => Some(*encoding),
                _ => None,
            };
            // A result encoding must be shared by the ranked tensors.
            let encoding = encoding_of(first).flatten();
            for t in r.result_types().skip(1).chain(r.operand_types()) {
                if !self.compatible_same_type(t, first) {
                    return Err(self.op_error(r, "requires the same type for all operands and results"));
                }
                if encoding.is_some() && encoding_of(t).is_some_and(|e| e != encoding) {
                    return Err(self.op_error(r, "requires the same encoding for all operands and results"));
                }
            }
        }
        let ctx = self.ctx;
        let all_same = |mut ts: Box<dyn Iterator<Item = crate::Type> + '_>| match ts.next() {
            Some(first) => ts.all(|t| t == first),
            None => true,
        };
        // As MLIR, the element-type traits need an operand (and a result).
        if (traits.contains(OpTraits::SAME_OPERANDS_ELEMENT_TYPE)
            || traits.contains(OpTraits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE))
            && r.num_operands() == 0
        {
            return Err(self.op_error(r, "expected 1 or more operands, but found 0"));
        }
        if traits.contains(OpTraits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE) && r.num_results() == 0 {
            return Err(self.op_error(r, "expected 1 or more results"));
        }
        if traits.contains(OpTraits::SAME_OPERANDS_ELEMENT_TYPE)
            && !all_same(Box::new(r.operand_types().map(|t| ctx.element_type_or_self(t))))
        {
            return Err(self.op_error(r, "requires the same element type for all operands"));
        }
        if traits.contains(OpTraits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE)
            && !all_same(Box::new(
                r.operand_types()
                    .chain(r.result_types())
                    .map(|t| ctx.element_type_or_self(t)),
            ))
        {
            return Err(self.op_error(r, "requires the same element type for all operands and results"));
        }
        Ok(())
    }

    /// Same element type and compatible shapes (a dynamic dimension or an
    /// unranked type matches anything), as `verifyCompatibleShape`: the
    /// kind of shaped type is not compared (a tensor and a vector of one
    /// shape pass; `Elementwise` rejects them later).
    fn compatible_same_type(&self, a: crate::Type, b: crate::Type) -> bool {
        if a == b {
            return true;
        }
        let shape_of = |t: crate::Type| -> Option<(crate::Type, Option<&[i64]>)> {
            match self.ctx.type_kind(t) {
                TypeKind::RankedTensor { shape, element, .. } => Some((*element, Some(shape))),
                TypeKind::UnrankedTensor { element } => Some((*element, None)),
                TypeKind::MemRef { shape, element, .. } => Some((*element, Some(shape))),
                TypeKind::UnrankedMemRef { element, .. } => Some((*element, None)),
                TypeKind::Vector { shape, element, .. } => Some((*element, Some(shape))),
                _ => None,
            }
        };
        let (Some((ea, sa)), Some((eb, sb))) = (shape_of(a), shape_of(b)) else {
            return false;
        };
        if ea != eb {
            return false;
        }
        match (sa, sb) {
            (Some(x), Some(y)) => {
                x.len() == y.len()
                    && x.iter()
                        .zip(y)
                        .all(|(&p, &q)| p == q || p == crate::DYNAMIC || q == crate::DYNAMIC)
            }
            _ => true,
        }
    }

    /// `SymbolOpInterface`'s verifier. `builtin.module`'s name is optional.
    fn verify_symbol(&self, r: OpRef<'_>) -> LogicalResult {
        let name = r.attr("sym_name");
        let is_string = name.is_some_and(|a| matches!(self.ctx.attr_kind(a), AttrKind::String { .. }));
        let optional = r.has_trait(OpTraits::OPTIONAL_SYMBOL);
        if !(is_string || optional && name.is_none()) {
            return Err(self.op_error(r, "requires string attribute 'sym_name'"));
        }
        if let Some(vis) = r.attr("sym_visibility") {
            match self.ctx.attr_kind(vis) {
                AttrKind::String { value, .. } => {
                    let v: &[u8] = value;
                    if !matches!(v, b"public" | b"private" | b"nested") {
                        return Err(self.op_error(
                            r,
                            format_args!(
                                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                                quote_string(v)
                            ),
                        ));
                    }
                }
                _ => {
                    return Err(self.op_error(
                        r,
                        "requires visibility attribute 'sym_visibility' to be a string attribute",
                    ))
                }
            }
        }
        if r.num_results() != 0 {
            return Err(self.op_error(r, "symbols must not have results"));
        }
        Ok(())
    }

    fn verify_region_traits(&self, scope: Scope<'_>, op: OpId) -> LogicalResult {
        let body = scope.body;
        let r = self.op_ref(body, op);
        let def = r.def().expect("registered op");
        let (rs, regions) = region_scope(scope, op);
        if def.traits.contains(OpTraits::ISOLATED_FROM_ABOVE) && body.child_body(op).is_none() {
            self.verify_isolation(body, op, regions)?;
        }
        if let Some(term) = def.implicit_terminator {
            for &region in regions {
                let Some(last) = rs.body.region_entry(region).and_then(|e| rs.body.last_op(e)) else {
                    continue;
                };
                let found = self.ctx.op_name_str(rs.body.op_name(last));
                if found != term {
                    let note = Diagnostic::new(
                        crate::Severity::Note,
                        r.loc(),
                        format!("in custom textual format, the absence of terminator implies '{term}'"),
                    );
                    return Err(self.emit_on_op(
                        r,
                        format!(
                            "'{}' op expects regions to end with '{term}', found '{found}'",
                            r.name_str()
                        ),
                        vec![note],
                    ));
                }
            }
        }
        if def.traits.contains(OpTraits::SYMBOL_TABLE) {
            if regions.len() != 1 {
                return Err(self.op_error(r, "Operations with a 'SymbolTable' must have exactly one region"));
            }
            let mut blocks = rs.body.region_blocks(regions[0]);
            if blocks.next().is_none() || blocks.next().is_some() {
                return Err(self.op_error(r, "Operations with a 'SymbolTable' must have exactly one block"));
            }
            self.check_symbol_uniqueness(rs.body, regions[0])?;
            self.verify_symbol_users(body, op)?;
        }
        Ok(())
    }

    /// Calls `verify_symbol_uses` on the ops nested in symbol table `op`
    /// whose nearest symbol table it is (MLIR's `verifySymbolTable`).
    /// The `verify_symbol_uses` hooks of the ops under a symbol table, in
    /// MLIR's order (`walkSymbolTable`): the ops of a region, then the
    /// regions they hold, the last pushed first, never entering a nested
    /// symbol table. The first failure ends the walk.
    fn verify_symbol_users(&self, body: &Body, op: OpId) -> LogicalResult {
        let (table, rb) = crate::symbol_table::SymbolTable::new(self.ctx, body, op);
        let lookup = TableLookup {
            ctx: self.ctx,
            body: rb,
            table: &table,
            op: OpRef::new(self.ctx, body, op),
        };
        // The hook of one op; the regions to visit after its region.
        let check = |b: &Body, o: OpId| -> LogicalResult {
            let r = OpRef::new(self.ctx, b, o);
            match r.def().and_then(|d| d.verify_symbol_uses) {
                Some(f) => f(r, &lookup),
                None => Ok(()),
            }
        };
        let enters = |b: &Body, o: OpId| !OpRef::new(self.ctx, b, o).has_trait(OpTraits::SYMBOL_TABLE);
        // The walk from one region: everything pushed while it is visited
        // comes off the worklist before the regions pushed earlier.
        let walk_region = |start: (&Body, RegionId)| -> LogicalResult {
            let mut worklist = vec![start];
            while let Some((b, r)) = worklist.pop() {
                for blk in b.region_blocks(r) {
                    for o in b.block_ops(blk) {
                        check(b, o)?;
                        if enters(b, o) {
                            let (ob, regions) = b.op_regions(o);
                            worklist.extend(regions.iter().map(|&nr| (ob, nr)));
                        }
                    }
                }
            }
            Ok(())
        };
        // The table's own regions, the last first: the ops of one, then the
        // regions of those ops (the last first, each a walk of its own).
        enum Unit<'b> {
            Ops(RegionId),
            Walk(&'b Body, RegionId),
        }
        let (_, regions) = body.op_regions(op);
        let mut units: Vec<Unit<'_>> = Vec::new();
        for &r in regions.iter().rev() {
            units.push(Unit::Ops(r));
            let first = units.len();
            for blk in rb.region_blocks(r) {
                for o in rb.block_ops(blk) {
                    if enters(rb, o) {
                        let (ob, nested) = rb.op_regions(o);
                        units.extend(nested.iter().map(|&nr| Unit::Walk(ob, nr)));
                    }
                }
            }
            units[first..].reverse();
        }
        let threaded = rayon::current_num_threads() > 1;
        // The walks in parallel, their diagnostics kept for their turn.
        let mut walked: Vec<Option<(LogicalResult, Vec<Diagnostic>)>> = if threaded {
            units
                .par_iter()
                .map(|u| match *u {
                    Unit::Walk(b, r) => Some(capture::capture(self.ctx, || walk_region((b, r)))),
                    Unit::Ops(_) => None,
                })
                .collect()
        } else {
            Vec::new()
        };
        for (i, u) in units.iter().enumerate() {
            match *u {
                Unit::Ops(r) => {
                    for blk in rb.region_blocks(r) {
                        for o in rb.block_ops(blk) {
                            check(rb, o)?;
                        }
                    }
                }
                Unit::Walk(b, r) => match walked.get_mut(i).and_then(Option::take) {
                    Some((res, diags)) => {
                        for d in diags {
                            self.ctx.emit(d);
                        }
                        res?;
                    }
                    None => walk_region((b, r))?,
                },
            }
        }
        Ok(())
    }

    /// Symbols (ops with a string `sym_name`) directly in `region` must have
    /// distinct names.
    fn check_symbol_uniqueness(&self, body: &Body, region: RegionId) -> LogicalResult {
        let sym_name = self.ctx.ident("sym_name");
        let mut seen: rustc_hash::FxHashMap<&[u8], OpId> = Default::default();
        for b in body.region_blocks(region) {
            for o in body.block_ops(b) {
                let Some(a) = crate::symbol_table::op_attr_ident(self.ctx, body, o, sym_name) else {
                    continue;
                };
                let AttrKind::String { value, .. } = self.ctx.attr_kind(a) else {
                    continue;
                };
                if let Some(&first) = seen.get(&**value) {
                    let note = Diagnostic::new(
                        crate::Severity::Note,
                        body.op_loc(first),
                        "see existing symbol definition here",
                    );
                    return Err(self.emit_on_op(
                        self.op_ref(body, o),
                        format!(
                            "redefinition of symbol named '{}'",
                            String::from_utf8_lossy(value)
                        ),
                        vec![note],
                    ));
                }
                seen.insert(value, o);
            }
        }
        Ok(())
    }

    /// `IsolatedFromAbove` for an op whose regions share its body: no
    /// operand of a nested op may be defined outside the op's regions.
    fn verify_isolation(&self, body: &Body, op: OpId, regions: &[RegionId]) -> LogicalResult {
        for &region in regions {
            let mut pending = vec![region];
            while let Some(pr) = pending.pop() {
                for b in body.region_blocks(pr) {
                    for user in body.block_ops(b) {
                        for v in body.operands(user) {
                            let def_region = body.value_parent_block(v).and_then(|vb| body.block_region(vb));
                            if !def_region.is_some_and(|dr| body.is_region_ancestor(region, dr)) {
                                let note = Diagnostic::new(
                                    crate::Severity::Note,
                                    body.op_loc(op),
                                    "required by region isolation constraints",
                                );
                                let u = self.op_ref(body, user);
                                return Err(self.emit_on_op(
                                    u,
                                    format!("'{}' op using value defined outside the region", u.name_str()),
                                    vec![note],
                                ));
                            }
                        }
                        if body.num_regions(user) != 0 && !is_isolated(self.ctx, body, user) {
                            pending.extend_from_slice(body.regions_in_body(user));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    // ---- dominance ------------------------------------------------------------

    /// MLIR's `verifyDominanceOfRegions` over `regions` of `body` (the
    /// regions of one op) and, through a worklist, the non-isolated ops
    /// nested in them. Unreachable blocks are not checked but their nested
    /// ops are.
    fn verify_dominance(
        &self,
        scope: Scope<'_>,
        dom: &DominanceInfo<'_>,
        regions: &[RegionId],
    ) -> LogicalResult {
        let body = scope.body;
        let mut worklist = Vec::new();
        let mut current: &[RegionId] = regions;
        // `seen[op] == stamp`: `op` comes earlier in the block being
        // checked, so it dominates the uses there (in any kind of region);
        // other definitions are asked of `dom`.
        let mut scratch = self.scratch.borrow_mut();
        let DominanceScratch { seen, stamp } = &mut *scratch;
        loop {
            for &region in current {
                for b in body.region_blocks(region) {
                    let reachable = dom.is_reachable_from_entry(b);
                    *stamp = stamp.wrapping_add(1);
                    if *stamp == 0 {
                        // Wrapped around: old stamps could match again.
                        seen.iter_mut().for_each(|s| *s = 0);
                        *stamp = 1;
                    }
                    for o in body.block_ops(b) {
                        if reachable {
                            for (i, v) in body.operands(o).enumerate() {
                                let earlier = match body.value_def(v) {
                                    ValueDef::Result(d, _) => seen.get(d.as_u32() as usize) == Some(&*stamp),
                                    _ => false,
                                };
                                if !earlier && !dom.properly_dominates_value(v, o) {
                                    return Err(self.diagnose_dominance(scope, o, i));
                                }
                            }
                        }
                        let k = o.as_u32() as usize;
                        if k >= seen.len() {
                            seen.resize(k + 1 + k / 2, 0);
                        }
                        seen[k] = *stamp;
                        if !self.shallow && body.num_regions(o) != 0 && !is_isolated(self.ctx, body, o) {
                            worklist.push(o);
                        }
                    }
                }
            }
            match worklist.pop() {
                Some(o) => current = body.regions_in_body(o),
                None => return Ok(()),
            }
        }
    }

    fn diagnose_dominance(&self, scope: Scope<'_>, user: OpId, index: usize) -> Failed {
        let body = scope.body;
        let v = body.operand(user, index);
        let u = self.op_ref(body, user);
        let message = format!("operand #{index} does not dominate this use");
        let block1 = body.op_block(user);
        let region1 = block1.and_then(|b| body.block_region(b));
        let relation = |region2: Option<RegionId>| -> Option<&'static str> {
            let (r1, r2) = (region1?, region2?);
            if r1 == r2 {
                Some("same")
            } else if body.is_region_ancestor(r2, r1) {
                Some("parent")
            } else if body.is_region_ancestor(r1, r2) {
                Some("child")
            } else {
                None
            }
        };
        let note = match body.value_def(v) {
            ValueDef::Result(def, _) => {
                let block2 = body.op_block(def);
                let region2 = block2.and_then(|b| body.block_region(b));
                let text = if block1.is_some() && block1 == block2 {
                    "operand defined here (op in the same block)"
                } else {
                    match relation(region2) {
                        Some("same") => "operand defined here (op in the same region)",
                        Some("parent") => "operand defined here (op in a parent region)",
                        Some("child") => "operand defined here (op in a child region)",
                        _ => "operand defined here (op is neither in a parent nor in a child region)",
                    }
                };
                Diagnostic::new(crate::Severity::Note, body.op_loc(def), text)
            }
            ValueDef::BlockArg(block2, _) => {
                let region2 = body.block_region(block2);
                let loc = match region2 {
                    Some(r2) => region_owner(scope, r2).map_or_else(|| self.ctx.unknown_loc(), |o| o.1),
                    None => self.ctx.unknown_loc(),
                };
                let text = match region2 {
                    None => " (block without parent)".to_string(),
                    Some(r2) => {
                        let index = body.region_blocks(r2).position(|b| b == block2).unwrap_or(0);
                        let rel = match relation(region2) {
                            Some("same") => "in the same region",
                            Some("parent") => "in a parent region",
                            Some("child") => "in a child region",
                            _ => "neither in a parent nor in a child region",
                        };
                        format!("operand defined as a block argument (block #{index} {rel})")
                    }
                };
                Diagnostic::new(crate::Severity::Note, loc, text)
            }
            ValueDef::Placeholder => Diagnostic::new(
                crate::Severity::Note,
                self.ctx.unknown_loc(),
                "operand is an undefined placeholder value",
            ),
        };
        self.emit_on_op(u, message, vec![note])
    }
}

/// A string attribute's value as MLIR prints it: quoted, with `"`, `\` and
/// non-printable bytes escaped as `\XX`.
fn quote_string(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('"');
    for &c in bytes {
        match c {
            b'"' | b'\\' => {
                s.push('\\');
                s.push(c as char);
            }
            0x20..=0x7e => s.push(c as char),
            _ => s.push_str(&format!("\\{c:02X}")),
        }
    }
    s.push('"');
    s
}

/// Resolves names in one symbol table, for `verify_symbol_uses` hooks.
struct TableLookup<'a> {
    ctx: &'a Context,
    body: &'a Body,
    table: &'a crate::symbol_table::SymbolTable,
    op: OpRef<'a>,
}

impl crate::SymbolLookup for TableLookup<'_> {
    fn lookup_symbol(&self, name: crate::Ident) -> Option<OpRef<'_>> {
        self.table
            .lookup(name)
            .map(|o| OpRef::new(self.ctx, self.body, o))
    }

    fn table_op(&self) -> Option<OpRef<'_>> {
        Some(self.op)
    }
}
