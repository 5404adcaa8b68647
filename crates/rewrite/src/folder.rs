//! [`OperationFolder`] (MLIR's): folds ops and keeps constants unique.
//!
//! Constants are uniqued per *insertion region*: the nearest enclosing
//! region whose parent op is isolated from above, unregistered or has
//! `MaterializeConstantsInto` (or a root region of the body). Uniqued constants live at the start of the entry
//! block of that region, keyed by (dialect, value, type). As in MLIR, a
//! constant moved within its block keeps its location; one hoisted from
//! another block, or standing for several, gets an unknown location.
//!
//! The folder does not watch the IR by itself: whoever erases ops must
//! tell it ([`OperationFolder::notify_removal`], or use the folder as the
//! [`RewriteListener`] of the rewriter that erases them).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::fold::{apply_fold_edits, constant_op_value, fold_op};
use strata_ir::interfaces::MaterializeConstantsInto;
use strata_ir::{
    Attribute, BlockId, Body, Context, DialectDef, FoldOutput, InsertPoint, Location, OpBuilder,
    OpFoldResult, OpId, OpName, OpRef, OpTraits, RegionId, Type, ValueId,
};

use crate::{PatternRewriter, RewriteListener};

type ConstKey = (&'static str, Attribute, Type);

/// Folds ops, materializing and deduplicating the constants they fold to.
#[derive(Default)]
pub struct OperationFolder {
    /// Per insertion region, the uniqued constants.
    scopes: FxHashMap<RegionId, FxHashMap<ConstKey, OpId>>,
    /// For each uniqued constant, the dialects it is registered under.
    referenced: FxHashMap<OpId, SmallVec<[&'static str; 2]>>,
    fold_out: FoldOutput,
    /// The dialect of the last constant op name registered (constants
    /// mostly come from one dialect).
    last_dialect: Option<(OpName, &'static str)>,
}

/// The dialect that owns `op`, if it is registered.
pub(crate) fn op_dialect<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c DialectDef> {
    let name = body.op_name(op);
    if !ctx.is_registered(name) {
        return None;
    }
    ctx.dialect_by_name(ctx.op_name_dialect(name))
}

/// Whether a fold returned the op's own single result: an in-place fold.
pub(crate) fn is_own_result(body: &Body, op: OpId, results: &[OpFoldResult]) -> bool {
    matches!(results, [OpFoldResult::Value(v)] if body.num_results(op) == 1 && *v == body.result(op, 0))
}

/// The region constants used in `block` are materialized into.
pub fn insertion_region(ctx: &Context, body: &Body, block: BlockId) -> RegionId {
    let mut b = block;
    loop {
        let r = body.block_region(b).expect("block is not in a region");
        if body.is_root_region(r) {
            return r;
        }
        let Some(parent) = body.region_parent_op(r) else {
            return r;
        };
        match ctx.op_def(body.op_name(parent)) {
            None => return r,
            Some(d)
                if d.has_trait(OpTraits::ISOLATED_FROM_ABOVE)
                    || d.interfaces.get::<MaterializeConstantsInto>().is_some() =>
            {
                return r
            }
            _ => {}
        }
        match body.op_block(parent) {
            Some(pb) => b = pb,
            None => return r,
        }
    }
}

impl OperationFolder {
    /// A folder with no uniqued constants.
    pub fn new() -> OperationFolder {
        OperationFolder::default()
    }

    /// Forgets every uniqued constant.
    pub fn clear(&mut self) {
        self.scopes.clear();
        self.referenced.clear();
    }

    /// Whether `op` is a constant this folder uniqued.
    pub fn is_folder_owned_constant(&self, op: OpId) -> bool {
        self.referenced.contains_key(&op)
    }

    /// Moves a uniqued constant back to the front of its block when a
    /// non-constant op was inserted before it.
    fn rehoist(&self, body: &mut Body, op: OpId) {
        let block = body.op_block(op).expect("constant is in a block");
        if body.first_op(block) != Some(op)
            && !body.prev_op(op).is_some_and(|p| self.is_folder_owned_constant(p))
        {
            body.move_op(op, InsertPoint::Start(block));
        }
    }

    /// Folds `op` (MLIR's `OperationFolder::tryToFold`). On success
    /// returns whether the op was updated in place; otherwise it was
    /// replaced by the folded values (constants materialized through the
    /// op's dialect and uniqued) and erased. Uniqued constants do not
    /// fold (they may be re-hoisted).
    pub fn try_to_fold(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        listener: &mut dyn RewriteListener,
        op: OpId,
    ) -> Result<bool, strata_ir::Failed> {
        if self.is_folder_owned_constant(op) {
            self.rehoist(body, op);
            return Err(strata_ir::Failed);
        }
        let mut out = std::mem::take(&mut self.fold_out);
        let folded = fold_op(OpRef::new(ctx, body, op), &mut out);
        let r = match folded {
            Err(e) => Err(e),
            Ok(()) if out.results.is_empty() || is_own_result(body, op, &out.results) => {
                apply_fold_edits(ctx, body, op, &out.edits);
                listener.op_modified(body, op);
                Ok(true)
            }
            Ok(()) => match self.process_fold_results(ctx, body, listener, op, &out.results) {
                Some(values) => {
                    self.notify_removal(ctx, body, op);
                    PatternRewriter::new(ctx, body, listener).replace_op(op, &values);
                    Ok(false)
                }
                None => Err(strata_ir::Failed),
            },
        };
        self.fold_out = out;
        r
    }

    /// Turns fold results into values, creating constants as needed.
    fn process_fold_results(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        listener: &mut dyn RewriteListener,
        op: OpId,
        results: &[OpFoldResult],
    ) -> Option<SmallVec<[ValueId; 4]>> {
        let op_block = body.op_block(op).expect("folded op is in a block");
        let region = insertion_region(ctx, body, op_block);
        let dialect = op_dialect(ctx, body, op)?;
        // As MLIR's folder: a constant built at the front of the insertion
        // region stands for no single op, so it gets an unknown location.
        let loc = ctx.unknown_loc();
        let mut values = SmallVec::new();
        let mut created: SmallVec<[OpId; 4]> = SmallVec::new();
        for (i, r) in results.iter().enumerate() {
            let a = match *r {
                OpFoldResult::Value(v) => {
                    values.push(v);
                    continue;
                }
                OpFoldResult::Attr(a) => a,
            };
            let ty = body.value_type(body.result(op, i));
            let known = self.lookup(region, dialect.name, a, ty);
            match self.try_get_or_create_constant(ctx, body, listener, region, dialect, a, ty, loc) {
                Some(c) => {
                    if known.is_none() {
                        created.push(c);
                    }
                    // The constant must dominate the op, which may have
                    // been inserted before it in the same block.
                    if body.op_block(c) == Some(op_block) && body.first_op(op_block) != Some(c) {
                        body.move_op(c, InsertPoint::Start(op_block));
                    }
                    values.push(body.result(c, 0));
                }
                None => {
                    for c in created {
                        self.notify_removal(ctx, body, c);
                        PatternRewriter::new(ctx, body, listener).erase_op(c);
                    }
                    return None;
                }
            }
        }
        Some(values)
    }

    fn lookup(&self, region: RegionId, dialect: &'static str, value: Attribute, ty: Type) -> Option<OpId> {
        self.scopes.get(&region)?.get(&(dialect, value, ty)).copied()
    }

    /// A uniqued constant of `value` and `ty` for values used in `block`,
    /// materialized by `dialect` at the start of the insertion region's
    /// entry block if there is none yet (MLIR's `getOrCreateConstant`).
    #[allow(clippy::too_many_arguments)]
    pub fn get_or_create_constant(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        listener: &mut dyn RewriteListener,
        block: BlockId,
        dialect: &DialectDef,
        value: Attribute,
        ty: Type,
    ) -> Option<ValueId> {
        let region = insertion_region(ctx, body, block);
        let c = self.try_get_or_create_constant(
            ctx,
            body,
            listener,
            region,
            dialect,
            value,
            ty,
            ctx.unknown_loc(),
        )?;
        Some(body.result(c, 0))
    }

    #[allow(clippy::too_many_arguments)]
    fn try_get_or_create_constant(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        listener: &mut dyn RewriteListener,
        region: RegionId,
        dialect: &DialectDef,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        let key = (dialect.name, value, ty);
        if let Some(&c) = self.scopes.get(&region).and_then(|s| s.get(&key)) {
            if body.op_loc(c) != loc {
                body.set_op_loc(c, ctx.unknown_loc());
            }
            return Some(c);
        }
        let entry = body.region_entry(region)?;
        let materialize = dialect.materialize_constant?;
        let c = {
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_to_start(entry);
            materialize(&mut b, value, ty, loc)?
        };
        listener.op_inserted(body, c);
        let Some(new_dialect) = op_dialect(ctx, body, c).map(|d| d.name) else {
            self.scopes.entry(region).or_default().insert(key, c);
            self.referenced.entry(c).or_default().push(dialect.name);
            return Some(c);
        };
        if new_dialect == dialect.name {
            self.scopes.entry(region).or_default().insert(key, c);
            self.referenced.entry(c).or_default().push(dialect.name);
            return Some(c);
        }
        // The constant belongs to another dialect: it may already exist
        // under that dialect's key.
        let new_key = (new_dialect, value, ty);
        if let Some(existing) = self.scopes.get(&region).and_then(|s| s.get(&new_key)).copied() {
            PatternRewriter::new(ctx, body, listener).erase_op(c);
            self.referenced.entry(existing).or_default().push(dialect.name);
            if body.op_loc(existing) != loc {
                body.set_op_loc(existing, ctx.unknown_loc());
            }
            self.scopes.entry(region).or_default().insert(key, existing);
            return Some(existing);
        }
        let scope = self.scopes.entry(region).or_default();
        scope.insert(key, c);
        scope.insert(new_key, c);
        self.referenced
            .insert(c, SmallVec::from_slice(&[dialect.name, new_dialect]));
        Some(c)
    }

    /// Registers an existing constant op (MLIR's `insertKnownConstant`):
    /// returns false if an equal constant was already known, in which case
    /// `op` was replaced by it and erased; otherwise `op` becomes the
    /// uniqued constant, hoisted to the start of its insertion region's
    /// entry block unless it already sits among the constants there.
    pub fn insert_known_constant(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        listener: &mut dyn RewriteListener,
        op: OpId,
        value: Option<Attribute>,
    ) -> bool {
        if self.is_folder_owned_constant(op) {
            self.rehoist(body, op);
            return true;
        }
        let Some(value) = value.or_else(|| constant_op_value(OpRef::new(ctx, body, op))) else {
            return true;
        };
        let name = body.op_name(op);
        let dialect = match self.last_dialect {
            Some((n, d)) if n == name => d,
            _ => {
                let Some(d) = op_dialect(ctx, body, op).map(|d| d.name) else {
                    return true;
                };
                self.last_dialect = Some((name, d));
                d
            }
        };
        let op_block = body.op_block(op).expect("constant is in a block");
        let region = insertion_region(ctx, body, op_block);
        let ty = body.value_type(body.result(op, 0));
        let key = (dialect, value, ty);
        if let Some(existing) = self.scopes.get(&region).and_then(|s| s.get(&key)).copied() {
            let repl = body.result(existing, 0);
            PatternRewriter::new(ctx, body, listener).replace_op(op, &[repl]);
            body.set_op_loc(existing, ctx.unknown_loc());
            return false;
        }
        let entry = body.region_entry(region).expect("insertion region has a block");
        if op_block != entry {
            // Hoisted out of its block: its location no longer applies.
            body.move_op(op, InsertPoint::Start(entry));
            body.set_op_loc(op, ctx.unknown_loc());
        } else if body.first_op(entry) != Some(op)
            && !body.prev_op(op).is_some_and(|p| self.is_folder_owned_constant(p))
        {
            body.move_op(op, InsertPoint::Start(entry));
        }
        self.scopes.entry(region).or_default().insert(key, op);
        self.referenced.entry(op).or_default().push(dialect);
        true
    }

    /// Forgets `op` if it is a uniqued constant; call before erasing it.
    pub fn notify_removal(&mut self, ctx: &Context, body: &Body, op: OpId) {
        let Some(dialects) = self.referenced.remove(&op) else {
            return;
        };
        let Some(value) = constant_op_value(OpRef::new(ctx, body, op)) else {
            // The value cannot be read back: drop every key naming `op`.
            for scope in self.scopes.values_mut() {
                scope.retain(|_, c| *c != op);
            }
            return;
        };
        let ty = body.value_type(body.result(op, 0));
        let Some(block) = body.op_block(op) else {
            for scope in self.scopes.values_mut() {
                scope.retain(|_, c| *c != op);
            }
            return;
        };
        let region = insertion_region(ctx, body, block);
        if let Some(scope) = self.scopes.get_mut(&region) {
            for d in dialects {
                scope.remove(&(d, value, ty));
            }
        }
    }
}

/// Keeps a folder consistent with erasures made through a rewriter.
pub struct FolderListener<'a> {
    /// The context the IR lives in.
    pub ctx: &'a Context,
    /// The folder told about erased ops.
    pub folder: &'a mut OperationFolder,
    /// The listener every event is forwarded to.
    pub inner: &'a mut dyn RewriteListener,
}

impl RewriteListener for FolderListener<'_> {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        self.inner.op_inserted(body, op);
    }
    fn op_moved(&mut self, body: &Body, op: OpId) {
        self.inner.op_moved(body, op);
    }
    fn op_modified(&mut self, body: &Body, op: OpId) {
        self.inner.op_modified(body, op);
    }
    fn op_replaced(&mut self, body: &Body, op: OpId, values: &[ValueId]) {
        self.inner.op_replaced(body, op, values);
    }
    fn op_erased(&mut self, body: &Body, op: OpId) {
        self.folder.notify_removal(self.ctx, body, op);
        self.inner.op_erased(body, op);
    }
}
