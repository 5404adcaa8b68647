//! Struct, array and vector elements: values are flat lists of leaves, so
//! `extractvalue`/`insertvalue` slice them and vector element accesses
//! pick lanes (by `select` when the index is not a constant).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{InstBuilder, Value};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::Module;

use super::constants::const_leaf;
use super::dispatch::OpCx;
use super::{constant_int, dense_array, FnState, Translator, R};
use crate::layout::Shape;

impl<M: Module> Translator<'_, M> {
    pub(super) fn extract_value(&mut self, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let shape = cx.operand_shape(0)?;
        let (sub, first) = position(cx, &shape)?;
        Ok(st.get(cx.operand(0))[first..first + sub.leaf_count()].to_vec())
    }

    pub(super) fn insert_value(&mut self, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let shape = cx.operand_shape(0)?;
        let (sub, first) = position(cx, &shape)?;
        let mut agg = st.get(cx.operand(0));
        let v = st.get(cx.operand(1));
        agg.splice(first..first + sub.leaf_count(), v);
        Ok(agg)
    }

    pub(super) fn extract_element(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let v = st.get(cx.operand(0));
        let idx = st.one(cx.operand(1), cx.loc)?;
        Ok(vec![select_lane(b, &v, idx)])
    }

    pub(super) fn insert_element(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let mut v = st.get(cx.operand(0));
        let x = st.one(cx.operand(1), cx.loc)?;
        let idx = st.one(cx.operand(2), cx.loc)?;
        if let Some(k) = constant_int(cx.ctx, cx.body, cx.operand(2)) {
            if let Some(slot) = v.get_mut(k as usize) {
                *slot = x;
            }
        } else {
            let ty = b.func.dfg.value_type(idx);
            for (k, lane) in v.iter_mut().enumerate() {
                let kk = b.ins().iconst(ty, k as i64);
                let is = b.ins().icmp(IntCC::Equal, idx, kk);
                *lane = b.ins().select(is, x, *lane);
            }
        }
        Ok(v)
    }

    /// `shufflevector`: lanes of either operand by the mask; a negative
    /// mask entry (poison) is 0.
    pub(super) fn shuffle(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let (x, y) = (st.get(cx.operand(0)), st.get(cx.operand(1)));
        let mask = cx
            .attr("mask")
            .and_then(|a| dense_array(cx.ctx, a))
            .unwrap_or_default();
        let s = cx.result_lane()?;
        Ok(mask
            .iter()
            .map(|&m| {
                if m < 0 {
                    const_leaf(b, s, 0)
                } else if (m as usize) < x.len() {
                    x[m as usize]
                } else {
                    y.get(m as usize - x.len()).copied().unwrap_or(x[0])
                }
            })
            .collect())
    }
}

/// The sub-shape at the op's `position` in an aggregate of `shape`, and
/// its first leaf.
fn position<'s>(cx: &OpCx, shape: &'s Shape) -> R<(&'s Shape, usize)> {
    let pos = cx
        .attr("position")
        .and_then(|a| dense_array(cx.ctx, a))
        .unwrap_or_default();
    match sub_shape(shape, &pos) {
        Some(found) => Ok(found),
        None => cx.error("invalid position"),
    }
}

/// The sub-shape at an `extractvalue` position and its first leaf.
pub(super) fn sub_shape<'s>(shape: &'s Shape, pos: &[i64]) -> Option<(&'s Shape, usize)> {
    let mut cur = shape;
    let mut first = 0;
    for &p in pos {
        let (s, f) = cur.element(u64::try_from(p).ok()?)?;
        cur = s;
        first += f;
    }
    Some((cur, first))
}

/// Lane `idx` (a value) of the vector `v`.
fn select_lane(b: &mut FunctionBuilder, v: &[Value], idx: Value) -> Value {
    let ty = b.func.dfg.value_type(idx);
    let mut acc = v[0];
    for (k, &lane) in v.iter().enumerate().skip(1) {
        let kk = b.ins().iconst(ty, k as i64);
        let is = b.ins().icmp(IntCC::Equal, idx, kk);
        acc = b.ins().select(is, lane, acc);
    }
    acc
}
