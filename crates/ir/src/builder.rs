//! [`OpBuilder`]: creates operations at an insertion point, and cloning of
//! IR from one body into another.

use crate::{
    Attribute, BlockId, Body, Context, InsertPoint, IrMapping, Location, OpId, OpName, OperationState,
    RegionId, Type, ValueId,
};

/// Creates operations at an insertion point of a body (MLIR's `OpBuilder`).
///
/// The insertion point behaves as MLIR's: ops are inserted before the
/// point, so consecutive creations appear in creation order.
pub struct OpBuilder<'a> {
    /// The context the IR lives in.
    pub ctx: &'a Context,
    /// The body ops are created in.
    pub body: &'a mut Body,
    point: Option<Point>,
}

/// Where new ops go: before an op, or at the end of a block.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Point {
    Before(OpId),
    End(BlockId),
}

impl<'a> OpBuilder<'a> {
    /// A builder without an insertion point: created ops stay detached.
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> OpBuilder<'a> {
        OpBuilder {
            ctx,
            body,
            point: None,
        }
    }

    /// A builder inserting at the end of `block`.
    pub fn at_end(ctx: &'a Context, body: &'a mut Body, block: BlockId) -> OpBuilder<'a> {
        OpBuilder {
            ctx,
            body,
            point: Some(Point::End(block)),
        }
    }

    /// Inserts before `op`.
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.point = Some(Point::Before(op));
    }

    /// Inserts after `op`: before its successor, or at the end of its block.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.point = Some(match self.body.next_op(op) {
            Some(n) => Point::Before(n),
            None => Point::End(self.body.op_block(op).expect("op is not in a block")),
        });
    }

    /// Inserts at the start of `block`: before its current first op.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.point = Some(match self.body.first_op(block) {
            Some(op) => Point::Before(op),
            None => Point::End(block),
        });
    }

    /// Inserts at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.point = Some(Point::End(block));
    }

    /// Removes the insertion point: created ops stay detached.
    pub fn clear_insertion_point(&mut self) {
        self.point = None;
    }

    /// The block new ops are inserted in.
    pub fn insertion_block(&self) -> Option<BlockId> {
        match self.point? {
            Point::Before(op) => self.body.op_block(op),
            Point::End(b) => Some(b),
        }
    }

    /// Inserts a detached op at the insertion point.
    pub fn insert(&mut self, op: OpId) -> OpId {
        match self.point {
            Some(Point::Before(before)) => self.body.insert_op(InsertPoint::Before(before), op),
            Some(Point::End(b)) => self.body.insert_op(InsertPoint::End(b), op),
            None => {}
        }
        op
    }

    /// Creates an op from `state` at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.body.create_op(state);
        self.insert(op)
    }

    /// Creates an op by name with operands, result types and discardable
    /// attributes; returns it.
    pub fn create_op(
        &mut self,
        name: OpName,
        loc: Location,
        operands: &[ValueId],
        result_types: &[Type],
        properties: Option<Attribute>,
    ) -> OpId {
        let mut st = OperationState::new(name, loc);
        st.operands = operands.to_vec();
        st.result_types = result_types.to_vec();
        st.properties = properties;
        self.create(st)
    }

    /// Creates a block at the end of `region` with the given argument
    /// types, and moves the insertion point to its end.
    pub fn create_block(&mut self, region: RegionId, arg_types: &[Type], loc: Location) -> BlockId {
        let b = self.body.create_block();
        for &t in arg_types {
            self.body.add_block_arg(b, t, loc);
        }
        self.body.append_block(region, b);
        self.point = Some(Point::End(b));
        b
    }

    /// Clones `op` (from the same body) at the insertion point.
    pub fn clone(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let c = self.body.clone_op(op, map);
        self.insert(c)
    }
}

impl Body {
    /// Clones `op` of another body `src` (and everything nested in it) into
    /// this body, detached. Operands and successors are mapped through
    /// `map`; operands defined in `src` outside the cloned op must be
    /// mapped (crossing bodies cannot keep them), successors likewise.
    /// New results, blocks and block arguments are recorded in `map`.
    pub fn clone_op_from(&mut self, src: &Body, op: OpId, map: &mut IrMapping) -> OpId {
        let operands: Vec<ValueId> = src
            .operands(op)
            .map(|v| {
                map.get_value(v)
                    .expect("operand defined outside the cloned op is not mapped")
            })
            .collect();
        let mut state = OperationState::new(src.op_name(op), src.op_loc(op));
        state.operands = operands;
        state.result_types = src.result_types(op).collect();
        state.properties = src.op_properties(op);
        state.attributes = src.op_attr_dict(op);
        state.successors = src.successors(op).map(|b| map.lookup_block(b)).collect();
        if let Some(child) = src.child_body(op) {
            let child = Box::new(child.clone());
            state.regions = child.root_regions().to_vec();
            state.child = Some(child);
        } else {
            for &r in src.regions_in_body(op) {
                let nr = self.create_region();
                self.clone_region_from(src, r, nr, map);
                state.regions.push(nr);
            }
        }
        let new = self.create_op(state);
        for (a, b) in src.results(op).zip(self.results(new).collect::<Vec<_>>()) {
            map.map_value(a, b);
        }
        new
    }

    /// Clones the blocks of region `r` of `src` to the end of `dest` in
    /// this body.
    pub fn clone_region_from(&mut self, src: &Body, r: RegionId, dest: RegionId, map: &mut IrMapping) {
        let blocks: Vec<BlockId> = src.region_blocks(r).collect();
        for &b in &blocks {
            let nb = self.create_block();
            map.map_block(b, nb);
            for &a in src.block_args(b) {
                let na = self.add_block_arg(nb, src.value_type(a), src.value_loc(a));
                map.map_value(a, na);
            }
            self.append_block(dest, nb);
        }
        for &b in &blocks {
            let nb = map.lookup_block(b);
            for op in src.block_ops(b) {
                let c = self.clone_op_from(src, op, map);
                self.append_op(nb, c);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builder_inserts_in_order() {
        let ctx = Context::new();
        let (mut body, block) = Body::with_top_block();
        let loc = ctx.unknown_loc();
        let mut b = OpBuilder::at_end(&ctx, &mut body, block);
        let a = b.create_op(ctx.op_name("t.a"), loc, &[], &[ctx.i32()], None);
        let c = b.create_op(ctx.op_name("t.c"), loc, &[], &[], None);
        b.set_insertion_point_before(c);
        let mid = b.create_op(ctx.op_name("t.b"), loc, &[], &[], None);
        b.set_insertion_point_after(a);
        let after_a = b.create_op(ctx.op_name("t.a2"), loc, &[], &[], None);
        b.set_insertion_point_to_start(block);
        let first = b.create_op(ctx.op_name("t.first"), loc, &[], &[], None);
        assert_eq!(
            body.block_ops(block).collect::<Vec<_>>(),
            [first, a, after_a, mid, c]
        );
    }

    #[test]
    fn clone_across_bodies_maps_everything() {
        let ctx = Context::new();
        let loc = ctx.unknown_loc();
        // Source: %x = t.def ; t.wrap { ^bb0(%a): t.use(%a, %x) }
        let (mut src, sb) = Body::with_top_block();
        let mut b = OpBuilder::at_end(&ctx, &mut src, sb);
        let def = b.create_op(ctx.op_name("t.def"), loc, &[], &[ctx.i32()], None);
        let x = b.body.result(def, 0);
        let r = b.body.create_region();
        let inner = b.create_block(r, &[ctx.i64()], loc);
        let a = b.body.block_arg(inner, 0);
        b.create_op(ctx.op_name("t.use"), loc, &[a, x], &[], None);
        let mut st = OperationState::new(ctx.op_name("t.wrap"), loc);
        st.regions = vec![r];
        let wrap = src.create_op(st);
        src.append_op(sb, wrap);

        let (mut dst, db) = Body::with_top_block();
        let mut b = OpBuilder::at_end(&ctx, &mut dst, db);
        let repl = b.create_op(ctx.op_name("t.repl"), loc, &[], &[ctx.i32()], None);
        let rv = dst.result(repl, 0);
        let mut map = IrMapping::new();
        map.map_value(x, rv);
        let copy = dst.clone_op_from(&src, wrap, &mut map);
        dst.append_op(db, copy);
        let nr = dst.regions_in_body(copy)[0];
        let nb = dst.region_entry(nr).unwrap();
        let use_op = dst.first_op(nb).unwrap();
        assert_eq!(dst.operand(use_op, 0), dst.block_arg(nb, 0));
        assert_eq!(dst.operand(use_op, 1), rv);
        assert_eq!(dst.value_type(dst.block_arg(nb, 0)), ctx.i64());
        assert_eq!(dst.uses(rv).count(), 1);
        assert_eq!(src.uses(x).count(), 1, "source untouched");
    }
}
