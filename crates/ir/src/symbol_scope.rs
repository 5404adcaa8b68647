//! [`SymbolScope`]: what an op inside an isolated body may read of the
//! symbol table enclosing that body.
//!
//! A pass running on a function holds only the function's body; the
//! module's symbols live in the parent body, which other threads' passes
//! hold borrowed at the same time. MLIR's folders still read them (an
//! `affine.load` from a constant `memref.global` folds to the element), so
//! whoever descends into child bodies (the pass manager, the greedy
//! driver) snapshots the symbol ops of the enclosing table that have no
//! code of their own (globals, not functions) and hands the snapshot to
//! each child body. The snapshot clones those ops once per descent; their
//! attributes are interned handles, so that is cheap, and nothing can
//! change them while the children run (passes on a child never touch its
//! parent's body).

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::symbol_table::symbol_name;
use crate::{Body, Context, Ident, IrMapping, OpId, OpName, OpRef, OpTraits, RegionId};

/// A read-only copy of the body-less symbol ops of one symbol table.
#[derive(Debug, Default)]
pub struct SymbolScope {
    ops: Body,
    table: FxHashMap<Ident, OpId>,
}

impl SymbolScope {
    /// The symbol ops without operands placed directly in `regions` of
    /// `body` that have no code: no child body, or (an `llvm.mlir.global`
    /// without initializer, say) an empty one and no callable interface.
    pub fn of_regions(ctx: &Context, body: &Body, regions: &[RegionId]) -> SymbolScope {
        let mut scope = SymbolScope::default();
        for &r in regions {
            for b in body.region_blocks(r) {
                for op in body.block_ops(b) {
                    let has_code = body.child_body(op).is_some_and(|child| {
                        child
                            .root_regions()
                            .iter()
                            .any(|&r| child.region_entry(r).is_some())
                            || ctx.op_def(body.op_name(op)).is_some_and(|d| {
                                d.interfaces
                                    .get::<crate::function_interface::CallableOpInterface>()
                                    .is_some()
                            })
                    });
                    if has_code || body.num_operands(op) != 0 {
                        continue;
                    }
                    let Some(name) = symbol_name(ctx, body, op) else {
                        continue;
                    };
                    let copy = scope.ops.clone_op_from(body, op, &mut IrMapping::new());
                    // The first definition wins, as a symbol table's lookup.
                    scope.table.entry(name).or_insert(copy);
                }
            }
        }
        scope
    }

    /// The op defining `name`, if it is one the scope holds.
    pub fn lookup<'a>(&'a self, ctx: &'a Context, name: Ident) -> Option<OpRef<'a>> {
        self.table.get(&name).map(|&op| OpRef::new(ctx, &self.ops, op))
    }
}

/// The scopes for the child bodies of `children` (ops of `body` with child
/// bodies), in order: the symbols of the nearest symbol-table op enclosing
/// each child within `body`, else of `body`'s root regions when its owner
/// (named `owner`) is a symbol table, else the scope `body` itself was
/// given. Scopes are shared between children of the same table.
pub fn child_symbol_scopes(
    ctx: &Context,
    body: &Body,
    owner: Option<OpName>,
    children: &[OpId],
) -> Vec<Option<Arc<SymbolScope>>> {
    let is_table = |name: OpName| {
        ctx.op_def(name)
            .is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE))
    };
    let owner_is_table = owner.is_some_and(is_table);
    let mut root: Option<Option<Arc<SymbolScope>>> = None;
    let mut nested: FxHashMap<OpId, Arc<SymbolScope>> = FxHashMap::default();
    children
        .iter()
        .map(|&child| {
            let mut cur = body.parent_op(child);
            while let Some(p) = cur {
                if is_table(body.op_name(p)) {
                    let scope = nested.entry(p).or_insert_with(|| {
                        let regions = body.regions_in_body(p);
                        Arc::new(SymbolScope::of_regions(
                            ctx,
                            body,
                            &regions[..regions.len().min(1)],
                        ))
                    });
                    return Some(scope.clone());
                }
                cur = body.parent_op(p);
            }
            root.get_or_insert_with(|| {
                if owner_is_table {
                    Some(Arc::new(SymbolScope::of_regions(ctx, body, body.root_regions())))
                } else {
                    body.symbol_scope_arc()
                }
            })
            .clone()
        })
        .collect()
}

impl<'a> OpRef<'a> {
    /// The op defining symbol `name` in the nearest symbol table enclosing
    /// this op (MLIR's `SymbolTable::lookupNearestSymbolFrom`). Beyond this
    /// op's body, only symbols without bodies of their own (globals) are
    /// visible, through the body's [`SymbolScope`].
    pub fn lookup_nearest_symbol(self, name: Ident) -> Option<OpRef<'a>> {
        let mut cur = self.body.parent_op(self.id);
        while let Some(p) = cur {
            if crate::symbol_table::is_symbol_table(self.ctx, self.body, p) {
                let attr = self.ctx.symbol_ref_attr(name, &[]);
                return crate::symbol_table::lookup_symbol_in(self.ctx, self.body, p, attr)
                    .map(|(b, op)| OpRef::new(self.ctx, b, op));
            }
            cur = self.body.parent_op(p);
        }
        self.body.symbol_scope()?.lookup(self.ctx, name)
    }
}
