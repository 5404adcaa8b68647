//! Innermost-loop vectorization at translation time (optimizing levels).
//!
//! A loop in the LLVM dialect's CFG form qualifies when its header has a
//! single 64-bit block argument, the induction variable, and holds only
//! `icmp slt|ult %iv, %bound` and a `cond_br` into a one-block body whose
//! only predecessor is the header, and the body ends in `br ^header(%iv + 1)`.
//! The body may hold constants, `extractvalue`s of loop-invariant
//! aggregates, integer address arithmetic affine in the induction variable,
//! single-index `getelementptr`s, loads and stores of consecutive
//! elements (unit stride in the induction variable), loads from
//! loop-invariant addresses (whose values no address may depend on) and
//! element-wise float and integer arithmetic; any other op, a
//! loop-carried value or a non-unit stride leaves the loop scalar.
//!
//! A qualifying loop gets a vector loop in front of it, with 128-bit
//! Cranelift SIMD values (four 32-bit or two 64-bit lanes). The entry edge
//! goes to a check: at least one vector's worth of iterations, and no
//! stored range overlapping a loaded or another stored range over the
//! whole iteration space (each access's first and last address, computed
//! by translating the body's address arithmetic at the first and last
//! induction value). The vector loop runs two vectors' worth of iterations
//! per trip and leaves for the original loop, which runs the remaining
//! iterations (or all of them when the check fails). Accesses through the
//! same address (by value numbering of the body's pure ops) need no check:
//! each lane reads and writes its own element.
//!
//! Scalar ops of the body (uniform values, lane 0 of affine values,
//! addresses) are translated by the ordinary translation with the
//! induction variable bound to the vector loop's (or check's) value; their
//! entries are forgotten afterwards so the scalar loop translates afresh.

use std::collections::{HashMap, HashSet};

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, Block, BlockArg, InstBuilder, MemFlagsData, Value};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::Module;
use strata_ir::{Attribute, BlockId, Body, Context, OpId, OpRef, Type, ValueDef, ValueId};

use super::memory::address;
use super::{attr, constant_int, dense_array, int_value, type_value, FnState, Translator, R};
use crate::layout::{shape_of, Scalar, Shape};

/// How a value of the loop body varies with the induction variable.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    /// The same in every iteration.
    Uniform,
    /// An integer: a uniform value plus this multiple of the induction
    /// variable.
    Affine(i64),
    /// An address: a uniform address plus this many bytes per iteration.
    Ptr(i64),
    /// Anything else depending on the iteration: one SIMD value.
    Varying,
}

/// How an op of the body is translated in the vector loop.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// As in the scalar loop, on lane 0 (uniform values, affine integers,
    /// addresses).
    Scalar,
    /// A load of consecutive elements.
    Load,
    /// A store of consecutive elements.
    Store,
    /// Lane-wise arithmetic.
    Arith,
}

/// A loop to vectorize.
#[derive(Debug)]
pub(super) struct Plan {
    header: BlockId,
    /// The body block (also the loop's latch).
    pub(super) body: BlockId,
    iv: ValueId,
    bound: ValueId,
    unsigned: bool,
    lanes: u32,
    ops: Vec<(OpId, Kind)>,
    /// Each load and store: its address, its size in bytes, whether it
    /// stores, and the first value computing the same address.
    accesses: Vec<(ValueId, i64, bool, ValueId)>,
}

/// What makes two pure ops compute the same value: name, operands (by
/// value number), attributes and result type.
type OpKey<'c> = (&'c str, Vec<ValueId>, Option<Attribute>, Type);

/// The most ops a vectorized body may hold (its address arithmetic is
/// translated three more times).
const MAX_BODY_OPS: usize = 256;

/// How many vectors' worth of iterations one trip through the vector loop
/// runs (unrolled, for fewer loop instructions per element and more
/// independent work).
const UNROLL: i64 = 2;

/// The most pairs of accesses the runtime overlap check may compare.
const MAX_CHECKED_PAIRS: usize = 32;

/// The loops of a function (its blocks `blocks`) that can be vectorized,
/// by header.
pub(super) fn plan_loops(ctx: &Context, body: &Body, blocks: &[BlockId]) -> HashMap<BlockId, Plan> {
    let mut preds: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
    for &blk in blocks {
        if let Some(t) = body.last_op(blk) {
            for s in body.successors(t) {
                preds.entry(s).or_default().push(blk);
            }
        }
    }
    blocks
        .iter()
        .filter_map(|&h| plan_loop(ctx, body, h, &preds).map(|p| (h, p)))
        .collect()
}

fn scalar_of(ctx: &Context, body: &Body, v: ValueId) -> Option<Scalar> {
    match shape_of(ctx, body.value_type(v)).ok()? {
        Shape::Scalar(s) => Some(s),
        _ => None,
    }
}

/// A lane type of the vector loop: 32- or 64-bit integers and floats.
fn lane_bits(s: Scalar) -> Option<u32> {
    match s {
        Scalar::Int(32) | Scalar::F32 => Some(32),
        Scalar::Int(64) | Scalar::F64 => Some(64),
        _ => None,
    }
}

/// The CFG form of a candidate loop: a header `header` whose only
/// argument is the induction variable `iv`, holding `cmp` (`icmp slt|ult
/// %iv, %bound`) and a `cond_br` on it into a one-block `body` whose only
/// predecessor is the header and whose terminator `term` branches back
/// with `next`.
struct LoopForm {
    header: BlockId,
    body: BlockId,
    iv: ValueId,
    bound: ValueId,
    cond: ValueId,
    unsigned: bool,
    term: OpId,
    next: ValueId,
}

fn loop_form(
    ctx: &Context,
    body: &Body,
    h: BlockId,
    preds: &HashMap<BlockId, Vec<BlockId>>,
) -> Option<LoopForm> {
    let name = |op: OpId| OpRef::new(ctx, body, op).name_str();
    let &[iv] = body.block_args(h) else {
        return None;
    };
    if scalar_of(ctx, body, iv)? != Scalar::Int(64) {
        return None;
    }
    let header_ops: Vec<OpId> = body.block_ops(h).collect();
    let &[cmp, br] = header_ops.as_slice() else {
        return None;
    };
    if name(cmp) != "llvm.icmp" || name(br) != "llvm.cond_br" {
        return None;
    }
    let unsigned = match attr(ctx, body, cmp, "predicate").and_then(|a| int_value(ctx, a))? {
        2 => false,
        6 => true,
        _ => return None,
    };
    let bound = body.operand(cmp, 1);
    let cond = body.result(cmp, 0);
    if body.operand(cmp, 0) != iv || bound == iv || body.num_operands(br) != 1 || body.operand(br, 0) != cond
    {
        return None;
    }
    let (b, exit) = (body.successor(br, 0), body.successor(br, 1));
    if b == h || exit == h || b == exit || !body.block_args(b).is_empty() {
        return None;
    }
    if preds.get(&b)?.as_slice() != [h] {
        return None;
    }
    let hp = preds.get(&h)?;
    if hp.len() != 2 || hp.iter().filter(|&&p| p == b).count() != 1 {
        return None;
    }
    let term = body.last_op(b)?;
    if name(term) != "llvm.br" || body.successor(term, 0) != h || body.num_operands(term) != 1 {
        return None;
    }
    Some(LoopForm {
        header: h,
        body: b,
        iv,
        bound,
        cond,
        unsigned,
        term,
        next: body.operand(term, 0),
    })
}

fn plan_loop(ctx: &Context, body: &Body, h: BlockId, preds: &HashMap<BlockId, Vec<BlockId>>) -> Option<Plan> {
    let form = loop_form(ctx, body, h, preds)?;
    let mut scan = BodyScan::new(ctx, body, &form);
    for op in body.block_ops(form.body) {
        if op == form.term {
            break;
        }
        if scan.ops.len() >= MAX_BODY_OPS {
            return None;
        }
        scan.op(op)?;
    }
    // The latch steps the induction variable by one.
    let step = body.defining_op(form.next)?;
    let one = |v: ValueId| constant_int(ctx, body, v) == Some(1);
    let iv = form.iv;
    if OpRef::new(ctx, body, step).name_str() != "llvm.add"
        || body.op_block(step) != Some(form.body)
        || !((body.operand(step, 0) == iv && one(body.operand(step, 1)))
            || (body.operand(step, 1) == iv && one(body.operand(step, 0))))
    {
        return None;
    }
    let bits = *scan.widths.first()?;
    if scan.widths.iter().any(|&w| w != bits) || !scan.accesses.iter().any(|a| a.2) {
        return None;
    }
    let stores = scan.accesses.iter().filter(|a| a.2).count();
    if stores * scan.accesses.len() > MAX_CHECKED_PAIRS {
        return None;
    }
    // The bound is defined before the loop.
    if let ValueDef::Result(op, _) = body.value_def(form.bound) {
        if body.op_block(op) == Some(form.body) {
            return None;
        }
    }
    Some(Plan {
        header: form.header,
        body: form.body,
        iv,
        bound: form.bound,
        unsigned: form.unsigned,
        lanes: 128 / bits,
        ops: scan.ops,
        accesses: scan.accesses,
    })
}

/// What the scan of a loop body learns, op after op: how each value
/// varies, how each op is translated, the memory accesses and the lane
/// widths.
struct BodyScan<'c> {
    ctx: &'c Context,
    body: &'c Body,
    /// The header's comparison, which is not available in the body.
    cond: ValueId,
    class: HashMap<ValueId, Class>,
    ops: Vec<(OpId, Kind)>,
    accesses: Vec<(ValueId, i64, bool, ValueId)>,
    widths: Vec<u32>,
    /// Value numbering of the body's scalar ops: the first value computed
    /// by the same op from the same operands.
    canon: HashMap<ValueId, ValueId>,
    numbering: HashMap<OpKey<'c>, ValueId>,
    /// Values computed from loads of loop-invariant addresses: such a load
    /// is translated like a uniform value (the overlap check covers its
    /// address), but addresses must not depend on it.
    loaded: HashSet<ValueId>,
}

/// One op of the body as the scan sees it.
struct Scanned<'c> {
    op: OpId,
    name: &'c str,
    /// The classes of its operands.
    operands: Vec<Class>,
    /// Whether all its operands are uniform.
    uniform: bool,
    result: Option<ValueId>,
    result_scalar: Option<Scalar>,
}

impl<'c> BodyScan<'c> {
    fn new(ctx: &'c Context, body: &'c Body, form: &LoopForm) -> Self {
        BodyScan {
            ctx,
            body,
            cond: form.cond,
            class: HashMap::from([(form.iv, Class::Affine(1))]),
            ops: Vec::new(),
            accesses: Vec::new(),
            widths: Vec::new(),
            canon: HashMap::new(),
            numbering: HashMap::new(),
            loaded: HashSet::new(),
        }
    }

    /// Classifies `op`; `None` if the loop cannot be vectorized.
    fn op(&mut self, op: OpId) -> Option<()> {
        let (ctx, body) = (self.ctx, self.body);
        let mut operands = Vec::new();
        for v in body.operands(op) {
            operands.push(match self.class.get(&v) {
                Some(&c) => c,
                None if v == self.cond => return None,
                None => Class::Uniform,
            });
        }
        let result = body.results(op).next();
        let s = Scanned {
            op,
            name: OpRef::new(ctx, body, op).name_str(),
            uniform: operands.iter().all(|&c| c == Class::Uniform),
            operands,
            result,
            result_scalar: result.and_then(|r| scalar_of(ctx, body, r)),
        };
        let from_memory = body.operands(op).any(|v| self.loaded.contains(&v));
        let (kind, cls) = match s.name {
            "llvm.mlir.constant" => (Kind::Scalar, Class::Uniform),
            "llvm.extractvalue" if s.uniform => (Kind::Scalar, Class::Uniform),
            "llvm.fadd" | "llvm.fsub" | "llvm.fmul" | "llvm.fdiv" => self.float_arith(&s)?,
            "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.and" | "llvm.or" | "llvm.xor" | "llvm.shl" => {
                self.int_arith(&s)?
            }
            "llvm.getelementptr" => self.address(&s)?,
            "llvm.load" | "llvm.store" => self.access(&s)?,
            _ => return None,
        };
        if from_memory {
            if matches!(cls, Class::Affine(_) | Class::Ptr(_)) || s.name == "llvm.getelementptr" {
                return None;
            }
            self.loaded.extend(result);
        }
        if let Some(r) = result {
            self.class.insert(r, cls);
            if kind == Kind::Scalar && s.name != "llvm.load" {
                let key = (
                    s.name,
                    body.operands(op)
                        .map(|v| self.canon.get(&v).copied().unwrap_or(v))
                        .collect(),
                    body.op_attr_dict(op),
                    body.value_type(r),
                );
                self.canon.insert(r, *self.numbering.entry(key).or_insert(r));
            }
        }
        self.ops.push((op, kind));
        Some(())
    }

    fn float_arith(&mut self, s: &Scanned) -> Option<(Kind, Class)> {
        if s.uniform {
            Some((Kind::Scalar, Class::Uniform))
        } else if s
            .operands
            .iter()
            .all(|&c| matches!(c, Class::Uniform | Class::Varying))
        {
            self.widths.push(lane_bits(s.result_scalar?)?);
            Some((Kind::Arith, Class::Varying))
        } else {
            None
        }
    }

    /// Integer arithmetic: uniform, lane-wise on varying values, or affine
    /// in the induction variable (64-bit address arithmetic).
    fn int_arith(&mut self, s: &Scanned) -> Option<(Kind, Class)> {
        let (ctx, body) = (self.ctx, self.body);
        let scalar = s.result_scalar?;
        if s.uniform {
            return Some((Kind::Scalar, Class::Uniform));
        }
        if s.operands.contains(&Class::Varying) {
            if !s
                .operands
                .iter()
                .all(|&c| matches!(c, Class::Uniform | Class::Varying))
                || s.name == "llvm.shl"
                || (s.name == "llvm.mul" && scalar != Scalar::Int(32))
                || !matches!(scalar, Scalar::Int(32) | Scalar::Int(64))
            {
                return None;
            }
            self.widths.push(lane_bits(scalar)?);
            return Some((Kind::Arith, Class::Varying));
        }
        if scalar != Scalar::Int(64) {
            return None;
        }
        let coef = |c: Class| match c {
            Class::Uniform => Some(0),
            Class::Affine(k) => Some(k),
            _ => None,
        };
        let (cx, cy) = (coef(s.operands[0])?, coef(s.operands[1])?);
        let (x, y) = (body.operand(s.op, 0), body.operand(s.op, 1));
        let k = match s.name {
            "llvm.add" => cx.checked_add(cy)?,
            "llvm.sub" => cx.checked_sub(cy)?,
            "llvm.mul" => match (constant_int(ctx, body, x), constant_int(ctx, body, y)) {
                (_, Some(m)) => cx.checked_mul(m)?,
                (Some(m), _) => cy.checked_mul(m)?,
                _ => return None,
            },
            "llvm.shl" => match constant_int(ctx, body, y) {
                Some(m) if (0..32).contains(&m) => cx.checked_mul(1 << m)?,
                _ => return None,
            },
            _ => return None,
        };
        Some((Kind::Scalar, Class::Affine(k)))
    }

    /// A single-index `getelementptr` of scalars: an address stepping by
    /// a constant number of bytes per iteration.
    fn address(&mut self, s: &Scanned) -> Option<(Kind, Class)> {
        let (ctx, body) = (self.ctx, self.body);
        let raw = attr(ctx, body, s.op, "rawConstantIndices").and_then(|a| dense_array(ctx, a))?;
        let ty = attr(ctx, body, s.op, "elem_type").and_then(|a| type_value(ctx, a))?;
        let Ok(Shape::Scalar(e)) = shape_of(ctx, ty) else {
            return None;
        };
        let base = match s.operands.first()? {
            Class::Uniform => 0,
            Class::Ptr(step) => *step,
            _ => return None,
        };
        let per_index = match (raw.as_slice(), s.operands.get(1)) {
            ([idx], None) if *idx != i32::MIN as i64 => 0,
            ([idx], Some(Class::Uniform)) if *idx == i32::MIN as i64 => 0,
            ([idx], Some(Class::Affine(k))) if *idx == i32::MIN as i64 => *k,
            _ => return None,
        };
        let stride = base.checked_add(per_index.checked_mul(e.size() as i64)?)?;
        if stride == 0 && s.uniform {
            Some((Kind::Scalar, Class::Uniform))
        } else {
            Some((Kind::Scalar, Class::Ptr(stride)))
        }
    }

    /// A plain load or store: of consecutive elements, or a load from a
    /// loop-invariant address.
    fn access(&mut self, s: &Scanned) -> Option<(Kind, Class)> {
        let (ctx, body) = (self.ctx, self.body);
        let plain = attr(ctx, body, s.op, "volatile_").is_none()
            && attr(ctx, body, s.op, "ordering").is_none_or(|a| int_value(ctx, a) == Some(0));
        if !plain {
            return None;
        }
        let store = s.name == "llvm.store";
        let (ptr, ptr_class, scalar) = if store {
            if !matches!(s.operands[0], Class::Uniform | Class::Varying) {
                return None;
            }
            (
                body.operand(s.op, 1),
                s.operands[1],
                scalar_of(ctx, body, body.operand(s.op, 0))?,
            )
        } else {
            (body.operand(s.op, 0), s.operands[0], s.result_scalar?)
        };
        let same = self.canon.get(&ptr).copied().unwrap_or(ptr);
        let size = scalar.size() as i64;
        if !store && ptr_class == Class::Uniform {
            self.accesses.push((ptr, size, false, same));
            self.loaded.extend(s.result);
            return Some((Kind::Scalar, Class::Uniform));
        }
        self.widths.push(lane_bits(scalar)?);
        if ptr_class != Class::Ptr(size) {
            return None;
        }
        self.accesses.push((ptr, size, store, same));
        Some(if store {
            (Kind::Store, Class::Uniform)
        } else {
            (Kind::Load, Class::Varying)
        })
    }
}

impl<M: Module> Translator<'_, M> {
    /// Emits the vector loop of `plan` starting at block `pre` (whose one
    /// parameter is the induction variable's initial value); it leaves for
    /// the scalar loop's header.
    pub(super) fn vector_loop(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        plan: &Plan,
        pre: Block,
    ) -> R<()> {
        let body = st.body;
        let loc = body.value_loc(plan.iv);
        let lanes = plan.lanes as i64;
        let stride = lanes * UNROLL;
        let header = st.blocks[&plan.header];
        b.switch_to_block(pre);
        let init = b.block_params(pre)[0];
        let bound = st.one(plan.bound, loc)?;
        let check = b.create_block();
        let vloop = b.create_block();
        b.append_block_param(vloop, types::I64);
        let vbody = b.create_block();

        let lt = if plan.unsigned {
            IntCC::UnsignedLessThan
        } else {
            IntCC::SignedLessThan
        };
        let enters = b.ins().icmp(lt, init, bound);
        let trip = b.ins().isub(bound, init);
        let enough = b
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, trip, stride);
        let go = b.ins().band(enters, enough);
        b.ins().brif(go, check, &[], header, &[BlockArg::Value(init)]);

        // No stored range overlaps another access's range.
        b.switch_to_block(check);
        let last = b.ins().iadd_imm_s(bound, -1);
        let first = self.addresses(b, st, plan, init)?;
        let end = self.addresses(b, st, plan, last)?;
        let mut disjoint: Option<Value> = None;
        for (i, &(_, size, store, p)) in plan.accesses.iter().enumerate() {
            for (j, &(_, qsize, qstore, q)) in plan.accesses.iter().enumerate() {
                // Each pair once; the same address is no conflict.
                if !store || p == q || (qstore && j <= i) {
                    continue;
                }
                let p_end = b.ins().iadd_imm_s(end[i], size);
                let q_end = b.ins().iadd_imm_s(end[j], qsize);
                let before = b.ins().icmp(IntCC::UnsignedLessThanOrEqual, p_end, first[j]);
                let after = b.ins().icmp(IntCC::UnsignedLessThanOrEqual, q_end, first[i]);
                let apart = b.ins().bor(before, after);
                disjoint = Some(match disjoint {
                    Some(d) => b.ins().band(d, apart),
                    None => apart,
                });
            }
        }
        match disjoint {
            Some(d) => b.ins().brif(
                d,
                vloop,
                &[BlockArg::Value(init)],
                header,
                &[BlockArg::Value(init)],
            ),
            None => b.ins().jump(vloop, &[BlockArg::Value(init)]),
        };

        // The vector loop: while `UNROLL` whole vectors of iterations
        // remain. The body is on the false edge (see the scalar `cond_br`).
        b.switch_to_block(vloop);
        let iv = b.block_params(vloop)[0];
        let rem = b.ins().isub(bound, iv);
        let done = b.ins().icmp_imm_s(IntCC::UnsignedLessThan, rem, stride);
        b.ins().brif(done, header, &[BlockArg::Value(iv)], vbody, &[]);
        b.switch_to_block(vbody);
        for k in 0..UNROLL {
            self.vector_body(b, st, plan, iv, k * lanes)?;
        }
        let next = b.ins().iadd_imm_s(iv, stride);
        b.ins().jump(vloop, &[BlockArg::Value(next)]);
        Ok(())
    }

    /// Translates the body's scalar ops with the induction variable `at`;
    /// returns each access's address.
    fn addresses(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        plan: &Plan,
        at: Value,
    ) -> R<Vec<Value>> {
        st.vals.insert(plan.iv, vec![at]);
        st.affine.remove(&plan.iv);
        for &(op, kind) in &plan.ops {
            if kind == Kind::Scalar {
                self.op(b, st, op)?;
            }
        }
        let loc = st.body.value_loc(plan.iv);
        let out = plan
            .accesses
            .iter()
            .map(|&(p, _, _, _)| st.one(p, loc))
            .collect::<R<Vec<_>>>();
        forget(st, plan);
        out
    }

    /// Translates the body for the lanes from induction value `iv + first`
    /// on.
    fn vector_body(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        plan: &Plan,
        iv: Value,
        first: i64,
    ) -> R<()> {
        let body = st.body;
        let ctx = self.ctx;
        if first == 0 {
            st.vals.insert(plan.iv, vec![iv]);
            st.affine.remove(&plan.iv);
        } else {
            // As `iv` plus a constant, which addresses fold into their
            // loads' and stores' offsets.
            let at = b.ins().iadd_imm_s(iv, first);
            st.vals.insert(plan.iv, vec![at]);
            st.affine.insert(plan.iv, (iv, first));
        }
        let mut vec: HashMap<ValueId, Value> = HashMap::new();
        let lanes = plan.lanes;
        for &(op, kind) in &plan.ops {
            let loc = body.op_loc(op);
            // A vector operand: a varying value, or a uniform one splat.
            let vector_of = |b: &mut FunctionBuilder, st: &FnState, v: ValueId| -> R<Value> {
                if let Some(&x) = vec.get(&v) {
                    return Ok(x);
                }
                let x = st.one(v, loc)?;
                let ty = b.func.dfg.value_type(x).by(lanes).expect("128-bit vector");
                Ok(b.ins().splat(ty, x))
            };
            match kind {
                Kind::Scalar => self.op(b, st, op)?,
                Kind::Load => {
                    let r = body.result(op, 0);
                    let s = scalar_of(ctx, body, r).expect("planned");
                    let shape = Shape::Vector(s, lanes as u64);
                    let (addr, off) = address(st, body.operand(op, 0), &shape, loc)?;
                    let ty = s.clif().by(lanes).expect("128-bit vector");
                    let x = b.ins().load(ty, MemFlagsData::new(), addr, off);
                    vec.insert(r, x);
                }
                Kind::Store => {
                    let v = body.operand(op, 0);
                    let s = scalar_of(ctx, body, v).expect("planned");
                    let x = vector_of(b, st, v)?;
                    let shape = Shape::Vector(s, lanes as u64);
                    let (addr, off) = address(st, body.operand(op, 1), &shape, loc)?;
                    b.ins().store(MemFlagsData::new(), x, addr, off);
                }
                Kind::Arith => {
                    let x = vector_of(b, st, body.operand(op, 0))?;
                    let y = vector_of(b, st, body.operand(op, 1))?;
                    let i = b.ins();
                    let r = match OpRef::new(ctx, body, op).name_str() {
                        "llvm.fadd" => i.fadd(x, y),
                        "llvm.fsub" => i.fsub(x, y),
                        "llvm.fmul" => i.fmul(x, y),
                        "llvm.fdiv" => i.fdiv(x, y),
                        "llvm.add" => i.iadd(x, y),
                        "llvm.sub" => i.isub(x, y),
                        "llvm.mul" => i.imul(x, y),
                        "llvm.and" => i.band(x, y),
                        "llvm.or" => i.bor(x, y),
                        _ => i.bxor(x, y),
                    };
                    vec.insert(body.result(op, 0), r);
                }
            }
        }
        forget(st, plan);
        Ok(())
    }
}

/// Drops the translations of the body's values (and the induction
/// variable) made for the vector loop or the check.
fn forget(st: &mut FnState, plan: &Plan) {
    st.vals.remove(&plan.iv);
    st.affine.remove(&plan.iv);
    for &(op, _) in &plan.ops {
        for r in st.body.results(op) {
            st.vals.remove(&r);
            st.affine.remove(&r);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `body` (ops of the loop body using `%i`, `%a`, `%b` and the
    /// constants `%c1`, `%c2`) in a loop from 0 to `%n` with the header
    /// comparison `pred`; the body steps `%i` by `step`.
    fn looped(pred: &str, body: &str, step: &str) -> String {
        format!(
            r#"llvm.func @f(%a: !llvm.ptr, %b: !llvm.ptr, %n: i64) {{
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  llvm.br ^h(%c0 : i64)
^h(%i: i64):
  %c = llvm.icmp "{pred}" %i, %n : i64
  llvm.cond_br %c, ^body, ^exit
^body:
{body}
  %next = llvm.add %i, {step} : i64
  llvm.br ^h(%next : i64)
^exit:
  llvm.return
}}
"#
        )
    }

    /// The vectorization plans of the first function in `src`: (lanes,
    /// accesses) per planned loop.
    fn plans(src: &str) -> Vec<(u32, usize)> {
        let mut ctx = Context::new();
        ctx.register_dialect(strata_dialect_llvm::dialect());
        let top = strata_asm::parse_source(&ctx, src, &Default::default()).expect("parses");
        strata_ir::verify_top_level(&ctx, &top).expect("verifies");
        let root = top.root_regions()[0];
        let module = top
            .block_ops(top.region_entry(root).expect("entry"))
            .next()
            .expect("module");
        let (mbody, regions) = top.op_regions(module);
        let mblock = mbody.region_entry(regions[0]).expect("module block");
        let func = mbody
            .block_ops(mblock)
            .find(|&op| OpRef::new(&ctx, mbody, op).name_str() == "llvm.func")
            .expect("function");
        let (fbody, fregions) = mbody.op_regions(func);
        let blocks: Vec<BlockId> = fbody.region_blocks(fregions[0]).collect();
        let mut out: Vec<(u32, usize)> = plan_loops(&ctx, fbody, &blocks)
            .values()
            .map(|p| (p.lanes, p.accesses.len()))
            .collect();
        out.sort();
        out
    }

    const COPY_F32: &str = r#"  %p = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %x = llvm.load %p : !llvm.ptr -> f32
  %y = llvm.fmul %x, %x : f32
  %q = llvm.getelementptr %b[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %y, %q : f32, !llvm.ptr"#;

    #[test]
    fn unit_stride_loops_are_planned() {
        assert_eq!(plans(&looped("slt", COPY_F32, "%c1")), vec![(4, 2)]);
        assert_eq!(plans(&looped("ult", COPY_F32, "%c1")), vec![(4, 2)]);
        let f64s = COPY_F32.replace("f32", "f64");
        assert_eq!(plans(&looped("slt", &f64s, "%c1")), vec![(2, 2)]);
        // Address arithmetic affine in %i with unit stride overall:
        // (i * 2 - i + 1) elements, and a byte offset through a constant
        // index.
        let affine = r#"  %d = llvm.mul %i, %c2 : i64
  %e = llvm.sub %d, %i : i64
  %f = llvm.add %e, %c1 : i64
  %p = llvm.getelementptr %a[%f] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %p4 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %x = llvm.load %p4 : !llvm.ptr -> i32
  %y = llvm.xor %x, %x : i32
  llvm.store %y, %p : i32, !llvm.ptr"#;
        assert_eq!(plans(&looped("slt", affine, "%c1")), vec![(4, 2)]);
        // A loop-invariant value stored to consecutive elements.
        let fill = r#"  %v = llvm.mlir.constant(1.5 : f64) : f64
  %p = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %v, %p : f64, !llvm.ptr"#;
        assert_eq!(plans(&looped("slt", fill, "%c1")), vec![(2, 1)]);
        // A load from a loop-invariant address (in the overlap check too).
        assert_eq!(
            plans(&looped("slt", &COPY_F32.replace("%a[%i]", "%a[%n]"), "%c1")),
            vec![(4, 2)]
        );
    }

    #[test]
    fn other_loops_stay_scalar() {
        let cases = [
            // Not a step of one, not `slt`/`ult`.
            looped("slt", COPY_F32, "%c2"),
            looped("sle", COPY_F32, "%c1"),
            // A stride of two elements.
            looped(
                "slt",
                &COPY_F32.replace("%a[%i]", "%a[%d]").replace(
                    "  %p = ",
                    "  %d = llvm.mul %i, %c2 : i64\n  %p = ",
                ),
                "%c1",
            ),
            // An address computed from a loaded value.
            looped(
                "slt",
                "  %p = llvm.getelementptr %a[%n] : (!llvm.ptr, i64) -> !llvm.ptr, i64\n  %k = llvm.load %p : !llvm.ptr -> i64\n  %j = llvm.add %k, %i : i64\n  %q = llvm.getelementptr %b[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i64\n  llvm.store %k, %q : i64, !llvm.ptr",
                "%c1",
            ),
            // A volatile load.
            looped("slt", &COPY_F32.replace("llvm.load %p", "llvm.load volatile %p"), "%c1"),
            // An op without a vector form (the induction variable as a
            // float).
            looped(
                "slt",
                "  %x = llvm.sitofp %i : i64 to f32\n  %q = llvm.getelementptr %b[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32\n  llvm.store %x, %q : f32, !llvm.ptr",
                "%c1",
            ),
            // Lanes of different widths.
            looped("slt", &COPY_F32.replace("%y = llvm.fmul %x, %x : f32", "%y = llvm.fpext %x : f32 to f64").replace("store %y, %q : f32", "store %y, %q : f64"), "%c1"),
            // No store.
            looped(
                "slt",
                "  %p = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32\n  %x = llvm.load %p : !llvm.ptr -> f32",
                "%c1",
            ),
        ];
        for src in &cases {
            assert_eq!(plans(src), vec![], "{src}");
        }
        // A loop-carried value besides the induction variable.
        let carried = r#"llvm.func @f(%a: !llvm.ptr, %n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %z = llvm.mlir.constant(0.0 : f32) : f32
  llvm.br ^h(%c0, %z : i64, f32)
^h(%i: i64, %s: f32):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^body, ^exit
^body:
  %p = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %x = llvm.load %p : !llvm.ptr -> f32
  %t = llvm.fadd %s, %x : f32
  llvm.store %t, %p : f32, !llvm.ptr
  %next = llvm.add %i, %c1 : i64
  llvm.br ^h(%next, %t : i64, f32)
^exit:
  llvm.return
}
"#;
        assert_eq!(plans(carried), vec![]);
    }
}
