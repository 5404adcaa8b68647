//! Terminators: `return`, `unreachable`, `br`, `cond_br`, `switch`. Block
//! arguments are passed as the leaves of the successor operands, or as
//! their SIMD parts for arguments held as SIMD values (`simd`).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{InstBuilder, TrapCode, Value};
use cranelift_frontend::{FunctionBuilder, Switch};
use cranelift_module::Module;
use strata_ir::ValueId;

use super::dispatch::OpCx;
use super::{dense_array, dense_int_elements, ints, FnState, Translator, R};

impl<M: Module> Translator<'_, M> {
    pub(super) fn ret(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let vals: Vec<Value> = cx.operands().flat_map(|v| st.get(v)).collect();
        b.ins().return_(&vals);
        Ok(Vec::new())
    }

    pub(super) fn unreachable(&mut self, b: &mut FunctionBuilder) -> R<Vec<Value>> {
        b.ins().trap(TrapCode::unwrap_user(1));
        Ok(Vec::new())
    }

    pub(super) fn br(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let dest = st.dest(cx.op, cx.body.successor(cx.op, 0));
        let args = self.branch_args(b, st, cx.operands(), cx.loc)?;
        b.ins().jump(dest, &args);
        Ok(Vec::new())
    }

    pub(super) fn cond_br(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let seg = cx
            .attr("operandSegmentSizes")
            .and_then(|a| dense_array(cx.ctx, a))
            .unwrap_or_default();
        let n_true = seg.get(1).copied().unwrap_or(0) as usize;
        let ops: Vec<ValueId> = cx.operands().collect();
        let c = st.one(ops[0], cx.loc)?;
        let t_args = self.branch_args(b, st, ops[1..1 + n_true].iter().copied(), cx.loc)?;
        let f_args = self.branch_args(b, st, ops[1 + n_true..].iter().copied(), cx.loc)?;
        let (ts, fs) = (cx.body.successor(cx.op, 0), cx.body.successor(cx.op, 1));
        let (t, f) = (st.dest(cx.op, ts), st.dest(cx.op, fs));
        if st.loop_body_first(cx.op, ts, fs) {
            // Branch to the loop body on the false edge: Cranelift then
            // visits the body before the exit when it places
            // instructions, which keeps its loop-invariant code motion out
            // of the body (it loses track of the loop once it has visited
            // the exit).
            let not = b.ins().icmp_imm_s(IntCC::Equal, c, 0);
            b.ins().brif(not, f, &f_args, t, &t_args);
        } else {
            b.ins().brif(c, t, &t_args, f, &f_args);
        }
        Ok(Vec::new())
    }

    /// `switch`: Cranelift's jump-table or compare tree over the case
    /// values (at the key's width), each case through a block that passes
    /// its arguments.
    pub(super) fn switch(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let seg = cx
            .attr("operandSegmentSizes")
            .and_then(|a| dense_array(cx.ctx, a))
            .unwrap_or_default();
        let n_default = seg.get(1).copied().unwrap_or(0) as usize;
        let ops: Vec<ValueId> = cx.operands().collect();
        let v = st.one(ops[0], cx.loc)?;
        let default_args = self.branch_args(b, st, ops[1..1 + n_default].iter().copied(), cx.loc)?;
        let case_values = cx
            .attr("case_values")
            .and_then(|a| dense_int_elements(cx.ctx, a))
            .unwrap_or_default();
        let case_segments = cx
            .attr("case_operand_segments")
            .and_then(|a| dense_array(cx.ctx, a))
            .unwrap_or_default();
        let default_dest = st.dest(cx.op, cx.body.successor(cx.op, 0));
        let width = cx.operand_lane(0)?.bits();
        let mut switch = Switch::new();
        let mut at = 1 + n_default;
        let mut trampolines = Vec::new();
        for (k, &cv) in case_values.iter().enumerate() {
            let n = case_segments.get(k).copied().unwrap_or(0) as usize;
            let args = self.branch_args(b, st, ops[at..at + n].iter().copied(), cx.loc)?;
            at += n;
            let dest = st.dest(cx.op, cx.body.successor(cx.op, k + 1));
            let tb = b.create_block();
            trampolines.push((tb, dest, args));
            switch.set_entry(cv as u128 & ints::low_bits(width), tb);
        }
        let db = b.create_block();
        switch.emit(b, v, db);
        b.switch_to_block(db);
        b.ins().jump(default_dest, &default_args);
        for (tb, dest, args) in trampolines {
            b.switch_to_block(tb);
            b.ins().jump(dest, &args);
        }
        Ok(Vec::new())
    }
}
