//! Vector values as Cranelift SIMD values (at the optimizing levels).
//!
//! A value whose shape has a SIMD layout ([`Shape::simd_parts`]: vectors
//! of `i8`..`i64`, `f32`, `f64` filling whole 128-bit registers, and
//! arrays of them, the n-D vectors of the vector lowering) is held as its
//! 128-bit parts (`F32X4`, `I16X8`, ...; wider vectors split) when the op
//! producing it has a SIMD translation here: loads and stores, element-wise
//! float and integer arithmetic, `fma`/`fmuladd`, constants, `select` on
//! a scalar condition or a lane mask, `insertelement`/`extractelement` at
//! constant positions, `shufflevector` (broadcasts as splats, lanes of at
//! most two parts as byte shuffles), same-layout bitcasts, conversions
//! (int/float, f32/f64, integer widths), integer and min/max reductions, `extractvalue`/`insertvalue` of rows of n-D vectors,
//! and block arguments. `fcmp`/`icmp` of such vectors give lane masks
//! (`FnState::masks`: all-ones or zero lanes as wide as the compared ones),
//! which a `select` of data of that lane width uses as is. Every other
//! op sees the value's leaves: [`FnState::materialize_leaves`] extracts
//! the lanes for that op alone (the extraction is placed where the op is,
//! so it is not reused where it would not dominate), and an op with a SIMD
//! translation whose operand is held per element gathers the lanes into
//! registers ([`FnState::parts`]). Function parameters and results keep
//! the per-element form, the calling convention.

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    types, BlockArg, ConstantData, Endianness, InstBuilder, InstructionData, MemFlagsData, Opcode,
    Type as ClifType, Value, ValueDef,
};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::Module;
use strata_ir::{Location, ValueId};

use super::aggregates::sub_shape;
use super::constants::const_leaf;
use super::dispatch::{OpCx, Rule};
use super::memory::address;
use super::{constant_int, dense_array, err, ints, FnState, Translator, R};
use crate::layout::{Scalar, Shape};

/// What a SIMD translation produced for the op's result.
pub(super) enum Held {
    /// The result's leaves (a scalar, or nothing).
    Leaves(Vec<Value>),
    /// The result's SIMD parts.
    Simd(Vec<Value>),
    /// The SIMD lane masks of an `i1` vector result.
    Mask(Vec<Value>),
}

impl FnState<'_> {
    /// The SIMD parts (of type `ty`) of `v`, gathered from its leaves when
    /// it is held per element.
    pub(super) fn parts(
        &self,
        b: &mut FunctionBuilder,
        v: ValueId,
        ty: ClifType,
        loc: Location,
    ) -> R<Vec<Value>> {
        if let Some(p) = self.simd.get(&v) {
            return Ok(p.clone());
        }
        match self.vals.get(&v) {
            Some(leaves) => Ok(parts_of_leaves(b, ty, leaves)),
            None => err(
                loc,
                "operand value is not available (unsupported type or use before definition)",
            ),
        }
    }

    /// Extracts the leaves of the values of `vs` held only as SIMD parts
    /// into `vals`; returns those values, whose leaves the caller removes
    /// after the op that needs them.
    pub(super) fn materialize_leaves(
        &mut self,
        b: &mut FunctionBuilder,
        vs: impl Iterator<Item = ValueId>,
    ) -> Vec<ValueId> {
        let mut added = Vec::new();
        for v in vs {
            if self.vals.contains_key(&v) {
                continue;
            }
            if let Some(parts) = self.simd.get(&v) {
                let leaves = leaves_of_parts(b, parts);
                self.vals.insert(v, leaves);
                added.push(v);
            } else if let Some(masks) = self.masks.get(&v) {
                let leaves = leaves_of_masks(b, masks);
                self.vals.insert(v, leaves);
                added.push(v);
            }
        }
        added
    }
}

/// The lanes of `parts`, in order.
fn leaves_of_parts(b: &mut FunctionBuilder, parts: &[Value]) -> Vec<Value> {
    let mut out = Vec::new();
    for &p in parts {
        let lanes = b.func.dfg.value_type(p).lane_count();
        for l in 0..lanes {
            out.push(lane_value(b, p, l));
        }
    }
    out
}

/// The `i1` leaves (0 or 1 in an `i8`) of lane masks.
fn leaves_of_masks(b: &mut FunctionBuilder, masks: &[Value]) -> Vec<Value> {
    leaves_of_parts(b, masks)
        .into_iter()
        .map(|l| b.ins().icmp_imm_u(IntCC::NotEqual, l, 0))
        .collect()
}

/// Lane `lane` of `part`, looking through the `insertlane`s and `splat`
/// that built it (so a broadcast of an inserted scalar is that scalar).
fn lane_value(b: &mut FunctionBuilder, part: Value, lane: u32) -> Value {
    let mut cur = part;
    // Bounded: each step goes to an operand of an earlier instruction.
    for _ in 0..64 {
        let ValueDef::Result(inst, 0) = b.func.dfg.value_def(cur) else {
            break;
        };
        match b.func.dfg.insts[inst] {
            InstructionData::TernaryImm8 {
                opcode: Opcode::Insertlane,
                args: [x, y],
                imm,
            } => {
                if u32::from(imm) == lane {
                    return y;
                }
                cur = x;
            }
            InstructionData::Unary {
                opcode: Opcode::Splat,
                arg,
            } => return arg,
            _ => break,
        }
    }
    b.ins().extractlane(cur, lane as u8)
}

/// Whether `x` and `y` are the same value or equal constants.
fn same_value(b: &FunctionBuilder, x: Value, y: Value) -> bool {
    if x == y {
        return true;
    }
    let dfg = &b.func.dfg;
    match (dfg.value_def(x), dfg.value_def(y)) {
        (ValueDef::Result(i, 0), ValueDef::Result(j, 0)) => {
            let (di, dj) = (&dfg.insts[i], &dfg.insts[j]);
            matches!(di.opcode(), Opcode::Iconst | Opcode::F32const | Opcode::F64const) && di == dj
        }
        _ => false,
    }
}

/// SIMD parts of type `ty` holding `leaves`: a splat where a part's
/// lanes are all the same, lane insertions otherwise.
fn parts_of_leaves(b: &mut FunctionBuilder, ty: ClifType, leaves: &[Value]) -> Vec<Value> {
    let lanes = ty.lane_count() as usize;
    leaves
        .chunks(lanes)
        .map(|chunk| {
            if chunk.iter().all(|&l| same_value(b, l, chunk[0])) {
                return b.ins().splat(ty, chunk[0]);
            }
            // A splat, not `scalar_to_vector`, which x64 lacks for 8- and
            // 16-bit lanes.
            let mut v = b.ins().splat(ty, chunk[0]);
            for (i, &l) in chunk.iter().enumerate().skip(1) {
                v = b.ins().insertlane(v, l, i as u8);
            }
            v
        })
        .collect()
}

/// `x` as a vector of type `ty` (the same bits).
fn reinterpret(b: &mut FunctionBuilder, ty: ClifType, x: Value) -> Value {
    if b.func.dfg.value_type(x) == ty {
        return x;
    }
    let flags = MemFlagsData::new().with_endianness(Endianness::Little);
    b.ins().bitcast(ty, flags, x)
}

impl<M: Module> Translator<'_, M> {
    /// The SIMD translation of the op of `cx`, if it has one for its
    /// types; `None` sends it to the per-element translation.
    pub(super) fn simd_op(
        &mut self,
        rule: Rule,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Option<Held>> {
        use Rule::*;
        let result = cx.result_shape()?;
        let res = result.simd_parts();
        let loc = cx.loc;
        let simd = |parts: Vec<Value>| Ok(Some(Held::Simd(parts)));
        match (rule, res) {
            (Load, Some((ty, _))) => {
                let (addr, off) = address(st, cx.operand(0), &result, loc)?;
                let parts = result
                    .simd_offsets()
                    .into_iter()
                    .map(|o| b.ins().load(ty, MemFlagsData::new(), addr, off + o as i32))
                    .collect();
                simd(parts)
            }
            (Store, _) => {
                let shape = cx.operand_shape(0)?;
                let Some((ty, _)) = shape.simd_parts() else {
                    return Ok(None);
                };
                let parts = st.parts(b, cx.operand(0), ty, loc)?;
                let (addr, off) = address(st, cx.operand(1), &shape, loc)?;
                for (p, o) in parts.into_iter().zip(shape.simd_offsets()) {
                    b.ins().store(MemFlagsData::new(), p, addr, off + o as i32);
                }
                Ok(Some(Held::Leaves(Vec::new())))
            }
            (Zero, Some((ty, n))) => {
                let zero = const_leaf(b, lane_scalar(ty), 0);
                let z = b.ins().splat(ty, zero);
                simd(vec![z; n])
            }
            (Constant, Some((ty, _))) => {
                let leaves = self.constant(b, cx)?;
                simd(parts_of_leaves(b, ty, &leaves))
            }
            (Forward, Some((ty, _))) => simd(st.parts(b, cx.operand(0), ty, loc)?),
            (FloatBinary, Some((ty, _))) if cx.name != "llvm.intr.copysign" => {
                let x = st.parts(b, cx.operand(0), ty, loc)?;
                let y = st.parts(b, cx.operand(1), ty, loc)?;
                let out = x
                    .iter()
                    .zip(&y)
                    .map(|(&x, &y)| match cx.name {
                        "llvm.fadd" => b.ins().fadd(x, y),
                        "llvm.fsub" => b.ins().fsub(x, y),
                        "llvm.fmul" => b.ins().fmul(x, y),
                        "llvm.fdiv" => b.ins().fdiv(x, y),
                        // As the per-element translation does.
                        "llvm.intr.minimum" | "llvm.intr.minnum" => b.ins().fmin(x, y),
                        _ => b.ins().fmax(x, y),
                    })
                    .collect();
                simd(out)
            }
            (FloatUnary, Some((ty, _)))
                if matches!(cx.name, "llvm.fneg" | "llvm.intr.fabs" | "llvm.intr.sqrt") =>
            {
                let x = st.parts(b, cx.operand(0), ty, loc)?;
                let out = x
                    .iter()
                    .map(|&x| match cx.name {
                        "llvm.fneg" => b.ins().fneg(x),
                        "llvm.intr.fabs" => b.ins().fabs(x),
                        _ => b.ins().sqrt(x),
                    })
                    .collect();
                simd(out)
            }
            (Fma, Some((ty, _))) => {
                let x = st.parts(b, cx.operand(0), ty, loc)?;
                let y = st.parts(b, cx.operand(1), ty, loc)?;
                let z = st.parts(b, cx.operand(2), ty, loc)?;
                simd((0..x.len()).map(|i| b.ins().fma(x[i], y[i], z[i])).collect())
            }
            (IntBinary, Some((ty, _))) => {
                let mul_ok = matches!(ty, types::I16X8 | types::I32X4 | types::I64X2);
                let op = cx.name;
                let lane_wise = matches!(op, "llvm.add" | "llvm.sub" | "llvm.and" | "llvm.or" | "llvm.xor");
                if !(lane_wise || op == "llvm.mul" && mul_ok) {
                    return Ok(None);
                }
                let x = st.parts(b, cx.operand(0), ty, loc)?;
                let y = st.parts(b, cx.operand(1), ty, loc)?;
                let out = x
                    .iter()
                    .zip(&y)
                    .map(|(&x, &y)| {
                        let i = b.ins();
                        match op {
                            "llvm.add" => i.iadd(x, y),
                            "llvm.sub" => i.isub(x, y),
                            "llvm.mul" => i.imul(x, y),
                            "llvm.and" => i.band(x, y),
                            "llvm.or" => i.bor(x, y),
                            _ => i.bxor(x, y),
                        }
                    })
                    .collect();
                simd(out)
            }
            (Select, Some((ty, n))) => {
                if !matches!(cx.operand_shape(0)?, Shape::Scalar(_)) {
                    // A lane mask of the data's lane width picks lanes.
                    let Some(masks) = st.masks.get(&cx.operand(0)).cloned() else {
                        return Ok(None);
                    };
                    let fits = |b: &FunctionBuilder| {
                        masks.len() == n
                            && masks
                                .iter()
                                .all(|&m| b.func.dfg.value_type(m).lane_bits() == ty.lane_bits())
                    };
                    if !fits(b) {
                        return Ok(None);
                    }
                    let x = st.parts(b, cx.operand(1), ty, loc)?;
                    let y = st.parts(b, cx.operand(2), ty, loc)?;
                    let out = (0..n)
                        .map(|i| {
                            let m = reinterpret(b, ty, masks[i]);
                            b.ins().bitselect(m, x[i], y[i])
                        })
                        .collect();
                    return simd(out);
                }
                let c = st.one(cx.operand(0), loc)?;
                let x = st.parts(b, cx.operand(1), ty, loc)?;
                let y = st.parts(b, cx.operand(2), ty, loc)?;
                simd(x.iter().zip(&y).map(|(&x, &y)| b.ins().select(c, x, y)).collect())
            }
            (Fcmp | Icmp, _) => self.simd_compare(rule, b, st, cx),
            (Cast, Some((ty, n))) => simd_cast(b, st, cx, ty, n),
            (Bitcast, Some((ty, n))) => match cx.operand_shape(0)?.simd_parts() {
                Some((from, m)) if m == n && matches!(cx.operand_shape(0)?, Shape::Vector(..)) => {
                    let x = st.parts(b, cx.operand(0), from, loc)?;
                    simd(x.into_iter().map(|p| reinterpret(b, ty, p)).collect())
                }
                _ => Ok(None),
            },
            (InsertElement, Some((ty, _))) => {
                let lanes = ty.lane_count() as usize;
                let Some(k) = constant_int(cx.ctx, cx.body, cx.operand(2))
                    .and_then(|k| usize::try_from(k).ok())
                    .filter(|&k| k < result.leaf_count())
                else {
                    return Ok(None);
                };
                let mut parts = st.parts(b, cx.operand(0), ty, loc)?;
                let x = st.one(cx.operand(1), loc)?;
                let p = &mut parts[k / lanes];
                *p = b.ins().insertlane(*p, x, (k % lanes) as u8);
                simd(parts)
            }
            (ExtractElement, _) => {
                let v = cx.operand(0);
                let (Some(parts), Some((ty, _))) = (st.simd.get(&v), cx.operand_shape(0)?.simd_parts())
                else {
                    return Ok(None);
                };
                let lanes = ty.lane_count() as usize;
                let Some(k) = constant_int(cx.ctx, cx.body, cx.operand(1))
                    .and_then(|k| usize::try_from(k).ok())
                    .filter(|&k| k < parts.len() * lanes)
                else {
                    return Ok(None);
                };
                let part = parts[k / lanes];
                Ok(Some(Held::Leaves(vec![lane_value(b, part, (k % lanes) as u32)])))
            }
            (Shuffle, Some((ty, _))) => self.simd_shuffle(b, st, cx, ty),
            (Reduce, _) => simd_reduce(b, st, cx),
            (ExtractValue, Some((ty, _))) => {
                let agg = cx.operand(0);
                let shape = cx.operand_shape(0)?;
                let Some(parts) = st.simd.get(&agg) else {
                    return Ok(None);
                };
                let Some((first, n)) = part_range(cx, &shape, ty)? else {
                    return Ok(None);
                };
                simd(parts[first..first + n].to_vec())
            }
            (InsertValue, Some((ty, _))) => {
                let shape = cx.operand_shape(0)?;
                let Some((first, n)) = part_range(cx, &shape, ty)? else {
                    return Ok(None);
                };
                let mut parts = st.parts(b, cx.operand(0), ty, loc)?;
                let v = st.parts(b, cx.operand(1), ty, loc)?;
                parts.splice(first..first + n, v);
                simd(parts)
            }
            _ => Ok(None),
        }
    }

    /// `shufflevector` on SIMD parts: each result part is a splat when it
    /// repeats one lane, a part of an operand when it is one, a byte
    /// shuffle when its lanes come from at most two parts, lane insertions
    /// otherwise. Poison lanes (negative mask entries) take any lane.
    fn simd_shuffle(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
        ty: ClifType,
    ) -> R<Option<Held>> {
        let Some((from, n)) = cx.operand_shape(0)?.simd_parts() else {
            return Ok(None);
        };
        if from != ty || !matches!(cx.operand_shape(0)?, Shape::Vector(..)) {
            return Ok(None);
        }
        let mask = cx
            .attr("mask")
            .and_then(|a| dense_array(cx.ctx, a))
            .unwrap_or_default();
        let lanes = ty.lane_count() as usize;
        let total = n * lanes;
        if !mask.len().is_multiple_of(lanes) || mask.iter().any(|&m| m >= 2 * total as i64) {
            return Ok(None);
        }
        let xs = st.parts(b, cx.operand(0), ty, cx.loc)?;
        let ys = if cx.operand(1) == cx.operand(0) {
            xs.clone()
        } else {
            st.parts(b, cx.operand(1), ty, cx.loc)?
        };
        // The part and lane a mask entry selects.
        let source = |m: i64| -> Option<(Value, usize)> {
            let m = usize::try_from(m).ok()?;
            Some(if m < total {
                (xs[m / lanes], m % lanes)
            } else {
                (ys[(m - total) / lanes], (m - total) % lanes)
            })
        };
        let mut out = Vec::with_capacity(mask.len() / lanes);
        // The broadcast of a lane, made once for all the parts repeating it
        // (a single use of a loaded scalar can become a broadcast load).
        let mut splats: HashMap<(Value, usize), Value> = HashMap::new();
        for chunk in mask.chunks(lanes) {
            let srcs: Vec<Option<(Value, usize)>> = chunk.iter().map(|&m| source(m)).collect();
            let defined: Vec<(Value, usize)> = srcs.iter().flatten().copied().collect();
            let Some(&(p0, l0)) = defined.first() else {
                let zero = const_leaf(b, lane_scalar(ty), 0);
                out.push(b.ins().splat(ty, zero));
                continue;
            };
            if defined.iter().all(|&s| s == (p0, l0)) {
                let v = match splats.get(&(p0, l0)) {
                    Some(&v) => v,
                    None => {
                        let x = lane_value(b, p0, l0 as u32);
                        let v = b.ins().splat(ty, x);
                        splats.insert((p0, l0), v);
                        v
                    }
                };
                out.push(v);
                continue;
            }
            let identity = srcs
                .iter()
                .enumerate()
                .all(|(i, s)| s.is_none_or(|(p, l)| p == p0 && l == i));
            if identity {
                out.push(p0);
                continue;
            }
            let mut sources: Vec<Value> = Vec::new();
            for &(p, _) in &defined {
                if !sources.contains(&p) {
                    sources.push(p);
                }
            }
            if sources.len() <= 2 {
                let a = sources[0];
                let bb = *sources.get(1).unwrap_or(&a);
                let width = (128 / lanes) / 8;
                let mut bytes = Vec::with_capacity(16);
                for s in &srcs {
                    let (p, l) = s.unwrap_or((p0, l0));
                    let base = if p == a { 0 } else { 16 } + l * width;
                    bytes.extend((0..width).map(|k| (base + k) as u8));
                }
                let imm = b.func.dfg.immediates.push(ConstantData::from(bytes));
                let (ab, bb) = (reinterpret(b, types::I8X16, a), reinterpret(b, types::I8X16, bb));
                let s = b.ins().shuffle(ab, bb, imm);
                out.push(reinterpret(b, ty, s));
                continue;
            }
            let x = lane_value(b, p0, l0 as u32);
            let mut v = b.ins().splat(ty, x);
            for (i, s) in srcs.iter().enumerate() {
                if let Some((p, l)) = *s {
                    let x = lane_value(b, p, l as u32);
                    v = b.ins().insertlane(v, x, i as u8);
                }
            }
            out.push(v);
        }
        Ok(Some(Held::Simd(out)))
    }

    /// `fcmp`/`icmp` of vectors held as SIMD values: lane masks, for the
    /// predicates Cranelift compares vectors with (not `one`, `ueq`, the
    /// constant ones, nor 64-bit integer lanes).
    fn simd_compare(
        &mut self,
        rule: Rule,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Option<Held>> {
        let Some((ty, _)) = cx.operand_shape(0)?.simd_parts() else {
            return Ok(None);
        };
        if !matches!(cx.operand_shape(0)?, Shape::Vector(..)) {
            return Ok(None);
        }
        let p = cx
            .attr("predicate")
            .and_then(|a| super::int_value(cx.ctx, a))
            .unwrap_or(-1);
        let fcc = match rule {
            Rule::Fcmp => match super::arith::fcmp_predicate(p) {
                Some(Some(cc)) if !matches!(cc, FloatCC::OrderedNotEqual | FloatCC::UnorderedOrEqual) => {
                    Some(cc)
                }
                _ => return Ok(None),
            },
            _ => None,
        };
        let icc = match rule {
            Rule::Icmp if ty.lane_bits() <= 32 => super::icmp_predicate(cx.ctx, cx.body, cx.op),
            _ => None,
        };
        if fcc.is_none() && icc.is_none() {
            return Ok(None);
        }
        let x = st.parts(b, cx.operand(0), ty, cx.loc)?;
        let y = st.parts(b, cx.operand(1), ty, cx.loc)?;
        let out = x
            .iter()
            .zip(&y)
            .map(|(&x, &y)| match (fcc, icc) {
                (Some(cc), _) => b.ins().fcmp(cc, x, y),
                (_, Some(cc)) => b.ins().icmp(cc, x, y),
                _ => unreachable!("one of the predicates is known"),
            })
            .collect();
        Ok(Some(Held::Mask(out)))
    }

    /// The arguments of a branch to a block: SIMD parts for the block
    /// arguments held as SIMD values, leaves for the others.
    pub(super) fn branch_args(
        &self,
        b: &mut FunctionBuilder,
        st: &FnState,
        vs: impl Iterator<Item = ValueId>,
        loc: Location,
    ) -> R<Vec<BlockArg>> {
        let mut out = Vec::new();
        for v in vs {
            match self.simd_block_arg(st.body.value_type(v)) {
                Some(ty) => out.extend(st.parts(b, v, ty, loc)?.into_iter().map(BlockArg::Value)),
                None => match st.vals.get(&v) {
                    Some(leaves) => out.extend(leaves.iter().copied().map(BlockArg::Value)),
                    None => {
                        // Held only as lane masks (or, for a block taking
                        // leaves, SIMD parts).
                        let leaves = match (st.masks.get(&v), st.simd.get(&v)) {
                            (Some(m), _) => leaves_of_masks(b, m),
                            (_, Some(p)) => leaves_of_parts(b, p),
                            _ => Vec::new(),
                        };
                        out.extend(leaves.into_iter().map(BlockArg::Value));
                    }
                },
            }
        }
        Ok(out)
    }

    /// The Cranelift type of the parts of a (non-entry) block argument of
    /// type `t` when it is held as SIMD values.
    pub(super) fn simd_block_arg(&self, t: strata_ir::Type) -> Option<ClifType> {
        if !self.simd {
            return None;
        }
        crate::layout::shape_of(self.ctx, t)
            .ok()?
            .simd_parts()
            .map(|(ty, _)| ty)
    }
}

/// The conversions between vectors of SIMD layouts that Cranelift has
/// for whole registers: `sitofp`/`uitofp` of `i32` lanes to `f32`,
/// `fptosi`/`fptoui` of `f32` to `i32` (saturating, as the per-element
/// translation), `fpext` and `fptrunc` between `f32` and `f64`, `sext` and
/// `zext` to wider integers (doubling the width at each step), `trunc` to
/// half the width (a byte shuffle of two parts).
fn simd_cast(b: &mut FunctionBuilder, st: &FnState, cx: &OpCx, to: ClifType, n_to: usize) -> R<Option<Held>> {
    let shape = cx.operand_shape(0)?;
    let Some((from, n_from)) = shape.simd_parts() else {
        return Ok(None);
    };
    if !matches!(shape, Shape::Vector(..)) {
        return Ok(None);
    }
    let (fb, tb) = (from.lane_bits(), to.lane_bits());
    let (ff, tf) = (from.lane_type().is_float(), to.lane_type().is_float());
    let supported = match cx.name {
        "llvm.sitofp" | "llvm.uitofp" => from == types::I32X4 && to == types::F32X4,
        "llvm.fptosi" | "llvm.fptoui" => from == types::F32X4 && to == types::I32X4,
        "llvm.fpext" => from == types::F32X4 && to == types::F64X2,
        "llvm.fptrunc" => from == types::F64X2 && to == types::F32X4 && n_from % 2 == 0,
        "llvm.sext" | "llvm.zext" => !ff && !tf && tb > fb,
        "llvm.trunc" => !ff && !tf && fb == 2 * tb && n_from % 2 == 0,
        _ => false,
    };
    if !supported {
        return Ok(None);
    }
    let mut x = st.parts(b, cx.operand(0), from, cx.loc)?;
    let out: Vec<Value> = match cx.name {
        "llvm.sitofp" => x.iter().map(|&p| b.ins().fcvt_from_sint(to, p)).collect(),
        "llvm.uitofp" => x.iter().map(|&p| b.ins().fcvt_from_uint(to, p)).collect(),
        "llvm.fptosi" => x.iter().map(|&p| b.ins().fcvt_to_sint_sat(to, p)).collect(),
        "llvm.fptoui" => x.iter().map(|&p| b.ins().fcvt_to_uint_sat(to, p)).collect(),
        "llvm.fpext" => {
            let mut out = Vec::new();
            for &p in &x {
                // The upper two lanes moved down for the second half.
                let high = byte_shuffle(b, from, p, p, |i| (i + 8) % 16);
                out.push(b.ins().fvpromote_low(p));
                out.push(b.ins().fvpromote_low(high));
            }
            out
        }
        "llvm.fptrunc" => x
            .chunks(2)
            .map(|pair| {
                let lo = b.ins().fvdemote(pair[0]);
                let hi = b.ins().fvdemote(pair[1]);
                byte_shuffle(b, to, lo, hi, |i| if i < 8 { i } else { i + 8 })
            })
            .collect(),
        "llvm.trunc" => {
            let (fbytes, tbytes) = ((fb / 8) as usize, (tb / 8) as usize);
            x.chunks(2)
                .map(|pair| {
                    // Result byte i: byte k of source lane j, lanes of the
                    // first part then of the second.
                    let lanes = 16 / fbytes;
                    byte_shuffle(b, to, pair[0], pair[1], |i| {
                        let (j, k) = (i / tbytes, i % tbytes);
                        let base = if j < lanes { 0 } else { 16 };
                        base + (j % lanes) * fbytes + k
                    })
                })
                .collect()
        }
        _ => {
            let mut bits = fb;
            while bits < tb {
                let mut next = Vec::with_capacity(x.len() * 2);
                for &p in &x {
                    let (lo, hi) = if cx.name == "llvm.sext" {
                        (b.ins().swiden_low(p), b.ins().swiden_high(p))
                    } else {
                        (b.ins().uwiden_low(p), b.ins().uwiden_high(p))
                    };
                    next.push(lo);
                    next.push(hi);
                }
                x = next;
                bits *= 2;
            }
            x
        }
    };
    if out.len() != n_to {
        return err(cx.loc, "vector conversion of another length");
    }
    Ok(Some(Held::Simd(out)))
}

/// A byte shuffle of `x` and `y` (bytes 0-15 of `x`, 16-31 of `y`; byte
/// `i` of the result is `pick(i)`), as a vector of type `ty`.
fn byte_shuffle(
    b: &mut FunctionBuilder,
    ty: ClifType,
    x: Value,
    y: Value,
    pick: impl Fn(usize) -> usize,
) -> Value {
    let bytes: Vec<u8> = (0..16).map(|i| pick(i) as u8).collect();
    let imm = b.func.dfg.immediates.push(ConstantData::from(bytes));
    let (xb, yb) = (reinterpret(b, types::I8X16, x), reinterpret(b, types::I8X16, y));
    let r = b.ins().shuffle(xb, yb, imm);
    reinterpret(b, ty, r)
}

/// `vector.reduce.*` of a vector held as SIMD values, for the integer
/// reductions and the float minimum and maximum (associative, so the
/// result is the per-element translation's): the parts combined lane-wise,
/// then the lanes of the combined part in order.
fn simd_reduce(b: &mut FunctionBuilder, st: &FnState, cx: &OpCx) -> R<Option<Held>> {
    let Some(parts) = st.simd.get(&cx.operand(0)) else {
        return Ok(None);
    };
    let Some((ty, _)) = cx.operand_shape(0)?.simd_parts() else {
        return Ok(None);
    };
    let kind = &cx.name["llvm.intr.vector.reduce.".len()..];
    let (float, bits) = (ty.lane_type().is_float(), ty.lane_bits());
    let int_op = match kind {
        "add" | "and" | "or" | "xor" if !float => format!("llvm.{kind}"),
        "mul" if !float && bits >= 16 => "llvm.mul".to_string(),
        "smin" | "smax" | "umin" | "umax" if !float && bits <= 32 => format!("llvm.intr.{kind}"),
        "fmin" | "fminimum" | "fmax" | "fmaximum" if float => String::new(),
        _ => return Ok(None),
    };
    let min = kind.starts_with("fmin");
    let mut acc = parts[0];
    for &p in &parts[1..] {
        let i = b.ins();
        acc = match kind {
            "add" => i.iadd(acc, p),
            "and" => i.band(acc, p),
            "or" => i.bor(acc, p),
            "xor" => i.bxor(acc, p),
            "mul" => i.imul(acc, p),
            "smin" => i.smin(acc, p),
            "smax" => i.smax(acc, p),
            "umin" => i.umin(acc, p),
            "umax" => i.umax(acc, p),
            _ if min => i.fmin(acc, p),
            _ => i.fmax(acc, p),
        };
    }
    let lanes = leaves_of_parts(b, &[acc]);
    let s = lane_scalar(ty);
    let mut r = lanes[0];
    for &l in &lanes[1..] {
        r = match (float, min) {
            (false, _) => ints::binary(b, &int_op, s, r, l),
            (true, true) => b.ins().fmin(r, l),
            (true, false) => b.ins().fmax(r, l),
        };
    }
    Ok(Some(Held::Leaves(vec![r])))
}

/// The first part and the number of parts of the element at the op's
/// `position` in an aggregate of `shape` whose parts are of type `ty`,
/// when that element is made of whole parts.
fn part_range(cx: &OpCx, shape: &Shape, ty: ClifType) -> R<Option<(usize, usize)>> {
    let pos = cx
        .attr("position")
        .and_then(|a| dense_array(cx.ctx, a))
        .unwrap_or_default();
    let Some((sub, first)) = sub_shape(shape, &pos) else {
        return cx.error("invalid position");
    };
    let lanes = ty.lane_count() as usize;
    Ok(match sub.simd_parts() {
        Some((t, n)) if t == ty && first % lanes == 0 => Some((first / lanes, n)),
        _ => None,
    })
}

/// The scalar of a SIMD type's lanes.
fn lane_scalar(ty: ClifType) -> Scalar {
    match ty.lane_type() {
        types::F32 => Scalar::F32,
        types::F64 => Scalar::F64,
        t => Scalar::Int(t.bits()),
    }
}
