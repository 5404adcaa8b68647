//! Memory: `alloca`, `load`, `store`, `getelementptr`, atomics, `fence`,
//! `memcpy`/`memmove`/`memset`. Values are laid out as LLVM's default
//! x86-64 data layout lays them out (see `crate::layout` and `ints`).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    types, AtomicRmwOp, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, Value,
};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::Module;
use strata_ir::{Location, ValueId};

use super::dispatch::OpCx;
use super::{constant_int, dense_array, int_value, ints, lane, type_value, Error, FnState, Translator, R};
use crate::layout::{Scalar, Shape};

impl<M: Module> Translator<'_, M> {
    /// A stack slot for a constant count of elements; a dynamic count
    /// takes its memory from `malloc`, which lives until the program ends
    /// (Cranelift has no dynamic stack allocation).
    pub(super) fn alloca(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let Some(ty) = cx.attr("elem_type").and_then(|a| type_value(cx.ctx, a)) else {
            return cx.error("alloca without element type");
        };
        let shape = cx.shape(ty)?;
        let Some(count) = constant_int(cx.ctx, cx.body, cx.operand(0)) else {
            let n = st.one(cx.operand(0), cx.loc)?;
            let n = to_i64(b, n);
            let bytes = b.ins().imul_imm_s(n, shape.size().max(1) as i64);
            let p = self
                .call_libc(b, "malloc", &[bytes], Some(types::I64))
                .expect("returns");
            return Ok(vec![p]);
        };
        let align = cx
            .attr("alignment")
            .and_then(|a| int_value(cx.ctx, a))
            .unwrap_or(0) as u64;
        let align = align.max(shape.align()).max(1);
        let size = (shape.size() * count.max(0) as u64).max(1);
        let slot = b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            size as u32,
            align.trailing_zeros() as u8,
        ));
        Ok(vec![b.ins().stack_addr(types::I64, slot, 0)])
    }

    pub(super) fn load(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let shape = cx.result_shape()?;
        let (addr, off) = address(st, cx.operand(0), &shape, cx.loc)?;
        ints::load_leaves(b, &shape, addr, off).ok_or_else(|| layout_error(cx.loc))
    }

    pub(super) fn store(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let shape = cx.operand_shape(0)?;
        let v = st.get(cx.operand(0));
        let (addr, off) = address(st, cx.operand(1), &shape, cx.loc)?;
        ints::store_leaves(b, &shape, addr, off, &v).ok_or_else(|| layout_error(cx.loc))?;
        Ok(Vec::new())
    }

    /// `llvm.intr.masked.load`: each lane whose mask bit is set is loaded
    /// under a branch (a masked-off lane may lie outside the allocation),
    /// the others take the pass-through value (zero without one).
    pub(super) fn masked_load(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let shape = cx.result_shape()?;
        let (addr, off) = address(st, cx.operand(0), &shape, cx.loc)?;
        let mask = st.get(cx.operand(1));
        let pass = (cx.body.num_operands(cx.op) > 2).then(|| st.get(cx.operand(2)));
        let leaves = shape.leaves();
        if mask.len() != leaves.len() {
            return cx.error("masked load of a mask of another length");
        }
        let mut out = Vec::with_capacity(leaves.len());
        for (i, &(s, at)) in leaves.iter().enumerate() {
            let other = match &pass {
                Some(p) => p[i],
                None => super::constants::const_leaf(b, s, 0),
            };
            let on = b.create_block();
            let done = b.create_block();
            let v = b.append_block_param(done, s.clif());
            b.ins().brif(mask[i], on, &[], done, &[other.into()]);
            b.switch_to_block(on);
            b.seal_block(on);
            let loaded = ints::load_leaves(b, &Shape::Scalar(s), addr, off + (at / 8) as i32)
                .and_then(|l| l.first().copied())
                .ok_or_else(|| layout_error(cx.loc))?;
            b.ins().jump(done, &[loaded.into()]);
            b.switch_to_block(done);
            b.seal_block(done);
            out.push(v);
        }
        Ok(out)
    }

    /// `llvm.intr.masked.store`: each lane whose mask bit is set is stored
    /// under a branch.
    pub(super) fn masked_store(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let shape = cx.operand_shape(0)?;
        let vals = st.get(cx.operand(0));
        let (addr, off) = address(st, cx.operand(1), &shape, cx.loc)?;
        let mask = st.get(cx.operand(2));
        let leaves = shape.leaves();
        if mask.len() != leaves.len() || vals.len() != leaves.len() {
            return cx.error("masked store of a mask of another length");
        }
        for (i, &(s, at)) in leaves.iter().enumerate() {
            let on = b.create_block();
            let done = b.create_block();
            b.ins().brif(mask[i], on, &[], done, &[]);
            b.switch_to_block(on);
            b.seal_block(on);
            ints::store_leaves(b, &Shape::Scalar(s), addr, off + (at / 8) as i32, &vals[i..=i])
                .ok_or_else(|| layout_error(cx.loc))?;
            b.ins().jump(done, &[]);
            b.switch_to_block(done);
            b.seal_block(done);
        }
        Ok(Vec::new())
    }

    /// `llvm.intr.masked.gather`: each lane whose mask bit is set is loaded
    /// from its address under a branch, the others take the pass-through
    /// value (zero without one).
    pub(super) fn gather(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let shape = cx.result_shape()?;
        let ptrs = st.get(cx.operand(0));
        let mask = st.get(cx.operand(1));
        let pass = (cx.body.num_operands(cx.op) > 2).then(|| st.get(cx.operand(2)));
        let leaves = shape.leaves();
        if mask.len() != leaves.len() || ptrs.len() != leaves.len() {
            return cx.error("masked gather of vectors of other lengths");
        }
        let mut out = Vec::with_capacity(leaves.len());
        for (i, &(s, _)) in leaves.iter().enumerate() {
            let other = match &pass {
                Some(p) => p[i],
                None => super::constants::const_leaf(b, s, 0),
            };
            let on = b.create_block();
            let done = b.create_block();
            let v = b.append_block_param(done, s.clif());
            b.ins().brif(mask[i], on, &[], done, &[other.into()]);
            b.switch_to_block(on);
            b.seal_block(on);
            let loaded = ints::load_leaves(b, &Shape::Scalar(s), ptrs[i], 0)
                .and_then(|l| l.first().copied())
                .ok_or_else(|| layout_error(cx.loc))?;
            b.ins().jump(done, &[loaded.into()]);
            b.switch_to_block(done);
            b.seal_block(done);
            out.push(v);
        }
        Ok(out)
    }

    /// `llvm.intr.masked.scatter`: each lane whose mask bit is set is
    /// stored to its address under a branch.
    pub(super) fn scatter(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let shape = cx.operand_shape(0)?;
        let vals = st.get(cx.operand(0));
        let ptrs = st.get(cx.operand(1));
        let mask = st.get(cx.operand(2));
        let leaves = shape.leaves();
        if mask.len() != leaves.len() || vals.len() != leaves.len() || ptrs.len() != leaves.len() {
            return cx.error("masked scatter of vectors of other lengths");
        }
        for (i, &(s, _)) in leaves.iter().enumerate() {
            let on = b.create_block();
            let done = b.create_block();
            b.ins().brif(mask[i], on, &[], done, &[]);
            b.switch_to_block(on);
            b.seal_block(on);
            ints::store_leaves(b, &Shape::Scalar(s), ptrs[i], 0, &vals[i..=i])
                .ok_or_else(|| layout_error(cx.loc))?;
            b.ins().jump(done, &[]);
            b.switch_to_block(done);
            b.seal_block(done);
        }
        Ok(Vec::new())
    }

    /// `llvm.intr.masked.expandload`: the lanes whose mask bit is set load
    /// consecutive elements (the address moves on after each), the
    /// others take the pass-through value.
    pub(super) fn expand_load(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let shape = cx.result_shape()?;
        let mut addr = st.one(cx.operand(0), cx.loc)?;
        let mask = st.get(cx.operand(1));
        let pass = st.get(cx.operand(2));
        let leaves = shape.leaves();
        if mask.len() != leaves.len() || pass.len() != leaves.len() {
            return cx.error("expanding load of vectors of other lengths");
        }
        let mut out = Vec::with_capacity(leaves.len());
        for (i, &(s, _)) in leaves.iter().enumerate() {
            let size = Shape::Scalar(s).size() as i64;
            let on = b.create_block();
            let done = b.create_block();
            let v = b.append_block_param(done, s.clif());
            let next = b.append_block_param(done, types::I64);
            b.ins()
                .brif(mask[i], on, &[], done, &[pass[i].into(), addr.into()]);
            b.switch_to_block(on);
            b.seal_block(on);
            let loaded = ints::load_leaves(b, &Shape::Scalar(s), addr, 0)
                .and_then(|l| l.first().copied())
                .ok_or_else(|| layout_error(cx.loc))?;
            let moved = b.ins().iadd_imm_s(addr, size);
            b.ins().jump(done, &[loaded.into(), moved.into()]);
            b.switch_to_block(done);
            b.seal_block(done);
            out.push(v);
            addr = next;
        }
        Ok(out)
    }

    /// `llvm.intr.masked.compressstore`: the lanes whose mask bit is set
    /// are stored to consecutive elements.
    pub(super) fn compress_store(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let shape = cx.operand_shape(0)?;
        let vals = st.get(cx.operand(0));
        let mut addr = st.one(cx.operand(1), cx.loc)?;
        let mask = st.get(cx.operand(2));
        let leaves = shape.leaves();
        if mask.len() != leaves.len() || vals.len() != leaves.len() {
            return cx.error("compressing store of vectors of other lengths");
        }
        for (i, &(s, _)) in leaves.iter().enumerate() {
            let size = Shape::Scalar(s).size() as i64;
            let on = b.create_block();
            let done = b.create_block();
            let next = b.append_block_param(done, types::I64);
            b.ins().brif(mask[i], on, &[], done, &[addr.into()]);
            b.switch_to_block(on);
            b.seal_block(on);
            ints::store_leaves(b, &Shape::Scalar(s), addr, 0, &vals[i..=i])
                .ok_or_else(|| layout_error(cx.loc))?;
            let moved = b.ins().iadd_imm_s(addr, size);
            b.ins().jump(done, &[moved.into()]);
            b.switch_to_block(done);
            b.seal_block(done);
            addr = next;
        }
        Ok(Vec::new())
    }

    /// `getelementptr` giving a vector of addresses: a scalar base and
    /// one vector of indices, each lane the base plus its index scaled by
    /// the element size.
    fn vector_gep(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
        elem: &Shape,
    ) -> R<Vec<Value>> {
        const DYNAMIC: i64 = i32::MIN as i64;
        let raw = cx
            .attr("rawConstantIndices")
            .and_then(|a| dense_array(cx.ctx, a))
            .unwrap_or_default();
        if raw != [DYNAMIC] || cx.body.num_operands(cx.op) != 2 {
            return cx
                .error("'llvm.getelementptr' op giving vectors is supported with one vector index only");
        }
        let base = st.one(cx.operand(0), cx.loc)?;
        let idx = st.get(cx.operand(1));
        let (s, _) = lane(&cx.operand_shape(1)?);
        let size = elem.size() as i64;
        Ok(idx
            .iter()
            .map(|&i| {
                let i = ints::index_i64(b, s, i);
                let scaled = b.ins().imul_imm_s(i, size);
                b.ins().iadd(base, scaled)
            })
            .collect())
    }

    /// `getelementptr`: the base address plus the indices scaled by the
    /// sizes of what they index; constant parts add up to one offset,
    /// which is kept beside the address as its affine form (see
    /// [`FnState::affine`]).
    pub(super) fn get_element_ptr(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        const DYNAMIC: i64 = i32::MIN as i64;
        let Some(ty) = cx.attr("elem_type").and_then(|a| type_value(cx.ctx, a)) else {
            return cx.error("getelementptr without element type");
        };
        let raw = cx
            .attr("rawConstantIndices")
            .and_then(|a| dense_array(cx.ctx, a))
            .unwrap_or_default();
        let mut shape = cx.shape(ty)?;
        if matches!(cx.result_shape()?, Shape::Vector(..)) {
            return self.vector_gep(b, st, cx, &shape);
        }
        let (mut addr, mut const_off) = st.split(cx.operand(0), cx.loc)?;
        let mut dynamic = cx.operands().skip(1);
        for (k, &idx) in raw.iter().enumerate() {
            // The first index steps over whole elements; the others enter
            // the aggregate: a struct field adds its offset, an array or
            // vector index steps over its elements.
            let stride = if k == 0 {
                shape.size() as i64
            } else {
                match &shape {
                    Shape::Struct { .. } => {
                        if idx == DYNAMIC {
                            return cx.error("dynamic struct index in getelementptr");
                        }
                        let (offsets, _) = shape.field_offsets();
                        let Some(&field) = offsets.get(idx as usize) else {
                            return cx.error("struct index out of range");
                        };
                        const_off = const_off.wrapping_add(field as i64);
                        shape = shape.element(idx as u64).expect("checked").0.clone();
                        continue;
                    }
                    Shape::Array(e, _) => shape = (**e).clone(),
                    Shape::Vector(s, _) => shape = Shape::Scalar(*s),
                    _ => return cx.error("invalid getelementptr index"),
                }
                shape.size() as i64
            };
            if idx != DYNAMIC {
                const_off = const_off.wrapping_add(idx.wrapping_mul(stride));
                continue;
            }
            let Some(v) = dynamic.next() else {
                return cx.error("missing dynamic index");
            };
            let (iv, c) = st.split(v, cx.loc)?;
            const_off = const_off.wrapping_add(c.wrapping_mul(stride));
            let (s, _) = lane(&cx.value_shape(v)?);
            let iv = ints::index_i64(b, s, iv);
            let scaled = b.ins().imul_imm_s(iv, stride);
            addr = b.ins().iadd(addr, scaled);
        }
        if const_off != 0 {
            st.affine
                .insert(cx.result().expect("a result"), (addr, const_off));
            addr = b.ins().iadd_imm_s(addr, const_off);
        }
        Ok(vec![addr])
    }

    pub(super) fn atomic_rmw(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        use AtomicRmwOp as A;
        let kind = match cx.attr("bin_op").and_then(|a| int_value(cx.ctx, a)) {
            Some(0) => A::Xchg,
            Some(1) => A::Add,
            Some(2) => A::Sub,
            Some(3) => A::And,
            Some(4) => A::Nand,
            Some(5) => A::Or,
            Some(6) => A::Xor,
            Some(7) => A::Smax,
            Some(8) => A::Smin,
            Some(9) => A::Umax,
            Some(10) => A::Umin,
            _ => {
                return cx.error(
                    "'llvm.atomicrmw' op with this operation is not supported by the execution engine",
                )
            }
        };
        let s = cx.result_lane()?;
        if !atomic_scalar(s) {
            return cx.unsupported(None);
        }
        let p = st.one(cx.operand(0), cx.loc)?;
        let v = st.one(cx.operand(1), cx.loc)?;
        Ok(vec![b.ins().atomic_rmw(
            s.clif(),
            MemFlagsData::new(),
            kind,
            p,
            v,
        )])
    }

    /// `cmpxchg`: the old value and whether it was the expected one.
    pub(super) fn cmpxchg(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        if !atomic_scalar(cx.operand_lane(1)?) {
            return cx.unsupported(None);
        }
        let p = st.one(cx.operand(0), cx.loc)?;
        let expected = st.one(cx.operand(1), cx.loc)?;
        let new = st.one(cx.operand(2), cx.loc)?;
        let old = b.ins().atomic_cas(MemFlagsData::new(), p, expected, new);
        let ok = b.ins().icmp(IntCC::Equal, old, expected);
        Ok(vec![old, ok])
    }

    pub(super) fn fence(&mut self, b: &mut FunctionBuilder) -> R<Vec<Value>> {
        b.ins().fence();
        Ok(Vec::new())
    }

    /// `memcpy`, `memcpy.inline` and `memmove`: the C library's.
    pub(super) fn mem_copy(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let d = st.one(cx.operand(0), cx.loc)?;
        let s = st.one(cx.operand(1), cx.loc)?;
        let n = st.one(cx.operand(2), cx.loc)?;
        let n = to_i64(b, n);
        let f = if cx.name == "llvm.intr.memmove" {
            "memmove"
        } else {
            "memcpy"
        };
        self.call_libc(b, f, &[d, s, n], Some(types::I64));
        Ok(Vec::new())
    }

    /// `memset` and `memset.inline`: the C library's.
    pub(super) fn mem_set(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let d = st.one(cx.operand(0), cx.loc)?;
        let v = st.one(cx.operand(1), cx.loc)?;
        let n = st.one(cx.operand(2), cx.loc)?;
        let v = b.ins().uextend(types::I32, v);
        let n = to_i64(b, n);
        self.call_libc(b, "memset", &[d, v, n], Some(types::I64));
        Ok(Vec::new())
    }
}

/// Whether atomics on `s` are supported: integers of 8 to 64 bits (LLVM
/// requires a power of two of at least 8 bits; Cranelift has no 128-bit
/// atomics).
fn atomic_scalar(s: Scalar) -> bool {
    !s.is_float() && s.padded_width().is_none() && s != Scalar::Int(128)
}

/// `v` as an `i64`: sign-extended or truncated.
pub(super) fn to_i64(b: &mut FunctionBuilder, v: Value) -> Value {
    let ty = b.func.dfg.value_type(v);
    match ty.bits() {
        64 => v,
        128 => b.ins().ireduce(types::I64, v),
        _ => b.ins().sextend(types::I64, v),
    }
}

/// The address `ptr` of an access to a value of `shape` as a base and an
/// immediate offset: the constant part of an address built by
/// `getelementptr` when every leaf's offset fits an immediate.
pub(super) fn address(st: &FnState, ptr: ValueId, shape: &Shape, loc: Location) -> R<(Value, i32)> {
    let (base, off) = st.split(ptr, loc)?;
    let fits = i32::try_from(off)
        .ok()
        .and_then(|o| o.checked_add(i32::try_from(shape.size()).ok()?))
        .is_some();
    if off == 0 || fits {
        return Ok((base, off as i32));
    }
    // Too far for an immediate: the address as computed.
    Ok((st.one(ptr, loc)?, 0))
}

/// The diagnostic for a value whose memory layout the engine cannot
/// produce (see `ints::load_leaves`).
pub(super) fn layout_error(loc: Location) -> Error {
    Error {
        loc,
        message:
            "vectors of integers wider than 120 bits are not supported in memory by the execution engine"
                .into(),
    }
}
