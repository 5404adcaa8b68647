//! Translation of an LLVM-dialect `builtin.module` to Cranelift IR, one
//! function at a time, into any `cranelift_module::Module` (the JIT or an
//! object file).
//!
//! Values are held as flat lists of scalar leaves (see [`crate::layout`]):
//! a struct, array or vector value is one Cranelift value per scalar
//! element, so `extractvalue`/`insertvalue` are list slicing and vector
//! arithmetic is scalarized. At the optimizing levels, vectors that fill
//! whole 128-bit registers are held as Cranelift SIMD values instead where
//! their ops allow (the `simd` module), and innermost scalar loops that
//! allow it also get a SIMD version (the `vectorize` module). Unsupported
//! ops and types become diagnostics at the op's location.
//!
//! This module translates the module's symbols and walks each function's
//! blocks; `dispatch` gives each op to the function of its family, one
//! module per family:
//!
//! - `constants`: constants, undef, addresses of symbols (and the bits of
//!   constant attributes, which `globals` initializes data with);
//! - `arith`: integer and float arithmetic, compares, `select`;
//! - `intrinsics`: math library calls, bit intrinsics, overflow and
//!   saturation, reductions;
//! - `casts`: conversions and bitcasts;
//! - `memory`: `alloca`, loads and stores, `getelementptr`, atomics,
//!   `memcpy`/`memset`;
//! - `aggregates`: struct, array and vector elements;
//! - `calls`: calls, and the translator's own C library calls;
//! - `control`: terminators.
//!
//! `simd` holds vector values as SIMD values and translates the ops that
//! have a SIMD form; the others see their lanes.
//!
//! `ints` holds integers of any width up to 128 bits in Cranelift's
//! integer types with LLVM's semantics; `wide` computes on wider ones.

use std::collections::HashMap;

use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, AbiParam, Block, InstBuilder, Signature, Value};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{DataId, FuncId, Linkage, Module};
use strata_dialect_llvm::types::{llvm_type, LlvmType};
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, Location, OpId, OpRef, RegionId, Type, ValueId,
};

use crate::compile::{CodeGen, Pending};
use crate::layout::{shape_of, Scalar, Shape};

mod aggregates;
mod arith;
mod calls;
mod casts;
mod constants;
mod control;
mod dispatch;
mod globals;
mod intrinsics;
mod ints;
mod memory;
mod pressure;
pub(crate) use pressure::interleave_chains;
mod simd;
mod vectorize;
mod wide;

/// A translation error: where, and what.
#[derive(Debug, Clone)]
pub struct Error {
    /// The location of the op that could not be translated.
    pub loc: Location,
    /// What went wrong.
    pub message: String,
}

type R<T> = Result<T, Error>;

fn err<T>(loc: Location, message: impl Into<String>) -> R<T> {
    Err(Error {
        loc,
        message: message.into(),
    })
}

/// The signature of an `llvm.func`, as flattened leaves.
#[derive(Clone, Debug)]
pub struct FuncInfo {
    /// The function's id in the Cranelift module.
    pub id: FuncId,
    /// The shapes of the parameters.
    pub params: Vec<Shape>,
    /// The shape of the result (`Shape::Void` for none).
    pub result: Shape,
    /// Whether the function is variadic.
    pub var_arg: bool,
    /// Whether the function has a body (rather than being an external
    /// declaration).
    pub is_definition: bool,
    /// The names of the function's parameter and result types, for the
    /// runner's signature checks.
    pub param_types: Vec<Type>,
    /// The result type, for the runner's signature checks.
    pub result_type: Type,
}

/// What translating a module produced: its functions and data by name.
#[derive(Default)]
pub struct Translated {
    /// The functions, by symbol name.
    pub funcs: HashMap<String, FuncInfo>,
    /// The Cranelift data objects of the globals, by symbol name.
    pub globals: HashMap<String, DataId>,
    /// Names of the symbols the module's code refers to without defining
    /// them (external declarations in use and the C library functions
    /// intrinsics call); unused declarations need no definition.
    pub imports: Vec<String>,
    /// The functions `llvm.mlir.global_ctors` and `global_dtors` name, in
    /// the order they run.
    pub ctors: Vec<String>,
    /// The functions `llvm.mlir.global_dtors` names, in the order they run.
    pub dtors: Vec<String>,
    /// External declarations, whether used or not.
    declared_imports: std::collections::HashSet<String>,
}

fn leaf_sig(sig: &mut Signature, shapes: &[Shape], result: &Shape) {
    for p in shapes {
        for (s, _) in p.leaves() {
            sig.params.push(AbiParam::new(s.clif()));
        }
    }
    for (s, _) in result.leaves() {
        sig.returns.push(AbiParam::new(s.clif()));
    }
}

/// A property or attribute of an op.
fn attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    body.op_attr(ctx, op, name)
}

fn int_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.sext_i64()),
        AttrKind::Bool(b) => Some(*b as i64),
        _ => None,
    }
}

fn symbol_name(ctx: &Context, a: Attribute) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => Some(ctx.ident_str(*root).to_string()),
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

fn type_value(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// The elements of a `DenseArray` (`array<i32: ...>`, `array<i64: ...>`).
fn dense_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { len, bytes, .. } => {
            let len = *len as usize;
            if len == 0 {
                return Some(Vec::new());
            }
            let w = bytes.len() / len;
            Some(
                bytes
                    .chunks(w)
                    .map(|c| {
                        let mut b = [0u8; 8];
                        b[..w].copy_from_slice(c);
                        let v = i64::from_le_bytes(b);
                        let shift = 64 - 8 * w as u32;
                        (v << shift) >> shift
                    })
                    .collect(),
            )
        }
        AttrKind::Array(items) => items.iter().map(|&i| int_value(ctx, i)).collect(),
        _ => None,
    }
}

/// Translates the module's ops into `module`.
pub struct Translator<'a, M: Module> {
    ctx: &'a Context,
    module: &'a mut M,
    out: Translated,
    libc: HashMap<&'static str, FuncId>,
    /// Route variadic calls through the runtime's helpers, which set the
    /// vector-register count x86-64 variadic callees need (JIT only: an
    /// object file has no runtime to link with).
    variadic_helpers: bool,
    /// Print each function's Cranelift IR, as optimized, on standard error.
    print_clif: bool,
    /// Vectorize innermost loops (see the `vectorize` module).
    vectorize: bool,
    /// Hold vector values as Cranelift SIMD values (see the `simd` module).
    simd: bool,
    isa: cranelift_codegen::isa::OwnedTargetIsa,
    /// `isa` without Cranelift's optimizations, for code generation after
    /// [`interleave_chains`] (see `compile.rs`).
    late_isa: Option<cranelift_codegen::isa::OwnedTargetIsa>,
    /// Generate code on rayon's workers while translating.
    parallel: bool,
}

impl<'a, M: Module> Translator<'a, M> {
    /// A translator into `module`, whose code `isa` generates.
    pub fn new(ctx: &'a Context, module: &'a mut M, isa: cranelift_codegen::isa::OwnedTargetIsa) -> Self {
        Translator {
            ctx,
            module,
            out: Translated::default(),
            libc: HashMap::new(),
            variadic_helpers: false,
            print_clif: false,
            vectorize: false,
            simd: false,
            isa,
            late_isa: None,
            parallel: false,
        }
    }

    /// Interleaves accumulator chains in the functions with SIMD values
    /// after Cranelift's optimizations, then generates their code with
    /// `late` (the same target, not optimizing).
    pub fn with_late_isa(mut self, late: Option<cranelift_codegen::isa::OwnedTargetIsa>) -> Self {
        self.late_isa = late;
        self
    }

    /// Generates the functions' code on rayon's worker threads (when the
    /// current pool has several) while translating the next ones.
    pub fn with_parallel_codegen(mut self, on: bool) -> Self {
        self.parallel = on;
        self
    }

    /// Prints each function's optimized Cranelift IR on standard error.
    pub fn with_clif_printing(mut self, on: bool) -> Self {
        self.print_clif = on;
        self
    }

    /// Vectorizes innermost loops that allow it (see the `vectorize` module).
    pub fn with_vectorization(mut self, on: bool) -> Self {
        self.vectorize = on;
        self
    }

    /// Holds vector values as Cranelift SIMD values where their ops allow
    /// (see the `simd` module); otherwise one value per element.
    pub fn with_simd_values(mut self, on: bool) -> Self {
        self.simd = on;
        self
    }

    /// Calls variadic functions through the runtime's helpers.
    pub fn with_variadic_helpers(mut self) -> Self {
        self.variadic_helpers = true;
        self
    }

    fn shape(&self, t: Type, loc: Location) -> R<Shape> {
        shape_of(self.ctx, t).map_err(|message| Error { loc, message })
    }

    /// Translates every function and global of the module body `mbody`
    /// (the body holding the module's region `region`).
    pub fn translate_module(mut self, mbody: &Body, region: RegionId) -> R<Translated> {
        let ctx = self.ctx;
        let ops: Vec<OpId> = mbody
            .region_entry(region)
            .map(|b| mbody.block_ops(b).collect())
            .unwrap_or_default();
        // Declare everything first, so bodies and initializers can refer to
        // any symbol.
        for &op in &ops {
            let name = OpRef::new(ctx, mbody, op).name_str();
            let loc = mbody.op_loc(op);
            match name {
                "llvm.func" => self.declare_func(mbody, op)?,
                "llvm.mlir.global" => self.declare_global(mbody, op)?,
                "llvm.mlir.global_ctors" | "llvm.mlir.global_dtors" => {
                    let key = if name == "llvm.mlir.global_ctors" {
                        "ctors"
                    } else {
                        "dtors"
                    };
                    let names: Vec<String> = attr(ctx, mbody, op, key)
                        .map(|a| match ctx.attr_kind(a) {
                            AttrKind::Array(items) => {
                                items.iter().filter_map(|&i| symbol_name(ctx, i)).collect()
                            }
                            _ => Vec::new(),
                        })
                        .unwrap_or_default();
                    let priorities = attr(ctx, mbody, op, "priorities")
                        .and_then(|a| dense_array(ctx, a))
                        .unwrap_or_default();
                    let mut list: Vec<(i64, String)> = names
                        .into_iter()
                        .enumerate()
                        .map(|(i, n)| (priorities.get(i).copied().unwrap_or(65535), n))
                        .collect();
                    // Lower priorities run first (a stable sort keeps the
                    // order of equal ones).
                    list.sort_by_key(|(p, _)| *p);
                    let target = if key == "ctors" {
                        &mut self.out.ctors
                    } else {
                        &mut self.out.dtors
                    };
                    target.extend(list.into_iter().map(|(_, n)| n));
                }
                "llvm.comdat" | "llvm.module_flags" | "llvm.mlir.alias" | "llvm.mlir.ifunc" => {
                    return err(
                        loc,
                        format!("'{name}' op is not supported by the execution engine"),
                    );
                }
                _ => {
                    // Other dialects' leftovers are an error, as when
                    // translating to LLVM IR.
                    if !name.starts_with("llvm.") {
                        return err(
                            loc,
                            format!("cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}"),
                        );
                    }
                }
            }
        }
        let mut codegen = CodeGen::new(
            crate::compile::Isas {
                isa: self.isa.clone(),
                late: self.late_isa.clone(),
            },
            self.parallel,
            self.print_clif,
        );
        for &op in &ops {
            let done = match OpRef::new(ctx, mbody, op).name_str() {
                "llvm.func" => match self.define_func(mbody, op) {
                    Ok(Some(f)) => codegen.submit(&mut *self.module, f),
                    Ok(None) => Ok(()),
                    Err(e) => Err(e),
                },
                "llvm.mlir.global" => self.define_global(mbody, op),
                _ => Ok(()),
            };
            if let Err(e) = done {
                // A function before this one may have failed in code
                // generation: that comes first.
                codegen.finish(&mut *self.module)?;
                return Err(e);
            }
        }
        codegen.finish(&mut *self.module)?;
        Ok(self.out)
    }

    fn linkage(&self, body: &Body, op: OpId, definition: bool) -> Linkage {
        if !definition {
            return Linkage::Import;
        }
        let local = attr(self.ctx, body, op, "linkage").is_some_and(|l| {
            let s = self.ctx.attr_to_string(l);
            s.contains("private") || s.contains("internal")
        });
        if local {
            Linkage::Local
        } else {
            Linkage::Export
        }
    }

    fn declare_func(&mut self, body: &Body, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let loc = body.op_loc(op);
        let name = attr(ctx, body, op, "sym_name")
            .and_then(|a| symbol_name(ctx, a))
            .ok_or_else(|| Error {
                loc,
                message: "llvm.func without a name".into(),
            })?;
        let fty = attr(ctx, body, op, "function_type")
            .and_then(|a| type_value(ctx, a))
            .ok_or_else(|| Error {
                loc,
                message: "llvm.func without a function type".into(),
            })?;
        let Some(LlvmType::Func {
            result,
            params,
            var_arg,
        }) = llvm_type(ctx, fty)
        else {
            return err(loc, "llvm.func without an LLVM function type");
        };
        let result_shape = self.shape(result, loc)?;
        let param_shapes: Vec<Shape> = params.iter().map(|&p| self.shape(p, loc)).collect::<R<_>>()?;
        let (fbody, regions) = body.op_regions(op);
        let is_definition = regions.first().is_some_and(|&r| !fbody.region_is_empty(r));
        let mut sig = self.module.make_signature();
        leaf_sig(&mut sig, &param_shapes, &result_shape);
        let linkage = self.linkage(body, op, is_definition);
        let id = self
            .module
            .declare_function(&name, linkage, &sig)
            .map_err(|e| Error {
                loc,
                message: e.to_string(),
            })?;
        if !is_definition {
            self.out.declared_imports.insert(name.clone());
        }
        self.out.funcs.insert(
            name,
            FuncInfo {
                id,
                params: param_shapes,
                result: result_shape,
                var_arg,
                is_definition,
                param_types: params,
                result_type: result,
            },
        );
        Ok(())
    }

    fn declare_global(&mut self, body: &Body, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let loc = body.op_loc(op);
        let name = attr(ctx, body, op, "sym_name")
            .and_then(|a| symbol_name(ctx, a))
            .ok_or_else(|| Error {
                loc,
                message: "llvm.mlir.global without a name".into(),
            })?;
        let constant = attr(ctx, body, op, "constant").is_some();
        let has_init = attr(ctx, body, op, "value").is_some() || {
            let (b, regions) = body.op_regions(op);
            regions.first().is_some_and(|&r| !b.region_is_empty(r))
        };
        let linkage = self.linkage(body, op, has_init);
        let id = self
            .module
            .declare_data(&name, linkage, !constant, false)
            .map_err(|e| Error {
                loc,
                message: e.to_string(),
            })?;
        if !has_init {
            self.out.declared_imports.insert(name.clone());
        }
        self.out.globals.insert(name, id);
        Ok(())
    }

    /// Translates a function definition, ready for code generation.
    fn define_func(&mut self, body: &Body, op: OpId) -> R<Option<Pending>> {
        let ctx = self.ctx;
        let name = attr(ctx, body, op, "sym_name")
            .and_then(|a| symbol_name(ctx, a))
            .unwrap_or_default();
        let info = self.out.funcs[&name].clone();
        if !info.is_definition {
            return Ok(None);
        }
        let (fbody, regions) = body.op_regions(op);
        let region = regions[0];
        let mut cctx = self.module.make_context();
        leaf_sig(&mut cctx.func.signature, &info.params, &info.result);
        let mut fbc = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut cctx.func, &mut fbc);
        let mut st = FnState {
            vals: ValueMap::new(fbody),
            simd: ValueMap::new(fbody),
            masks: ValueMap::new(fbody),
            affine: ValueMap::new(fbody),
            blocks: HashMap::new(),
            rpo: HashMap::new(),
            latch: HashMap::new(),
            redirect: HashMap::new(),
            body: fbody,
        };
        let blocks = block_order(fbody, region);
        st.rpo = blocks.iter().enumerate().map(|(i, &blk)| (blk, i)).collect();
        for (i, &blk) in blocks.iter().enumerate() {
            for succ in fbody.last_op(blk).into_iter().flat_map(|t| fbody.successors(t)) {
                if st.rpo.get(&succ).is_some_and(|&h| h <= i) {
                    let l = st.latch.entry(succ).or_insert(i);
                    *l = (*l).max(i);
                }
            }
        }
        for (i, &blk) in blocks.iter().enumerate() {
            let cb = b.create_block();
            st.blocks.insert(blk, cb);
            if i == 0 {
                b.append_block_params_for_function_params(cb);
            }
            for &arg in fbody.block_args(blk) {
                let shape = self.shape(fbody.value_type(arg), fbody.value_loc(arg))?;
                if i == 0 {
                    continue;
                }
                match self.simd_block_arg(fbody.value_type(arg)) {
                    Some(ty) => {
                        for _ in 0..shape.simd_parts().map_or(0, |p| p.1) {
                            b.append_block_param(cb, ty);
                        }
                    }
                    None => {
                        for (s, _) in shape.leaves() {
                            b.append_block_param(cb, s.clif());
                        }
                    }
                }
            }
        }
        let plans = if self.vectorize {
            vectorize::plan_loops(self.ctx, fbody, &blocks)
        } else {
            HashMap::new()
        };
        for blk in &blocks {
            if let Some(plan) = plans.get(blk) {
                let pre = b.create_block();
                b.append_block_param(pre, types::I64);
                st.redirect.insert(*blk, (pre, plan.body));
            }
        }
        for (i, &blk) in blocks.iter().enumerate() {
            if let Some(plan) = plans.get(&blk) {
                let pre = st.redirect[&blk].0;
                self.vector_loop(&mut b, &mut st, plan, pre)?;
            }
            let cb = st.blocks[&blk];
            b.switch_to_block(cb);
            let params = b.block_params(cb).to_vec();
            let mut at = 0;
            for &arg in fbody.block_args(blk) {
                let shape = self.shape(fbody.value_type(arg), fbody.value_loc(arg))?;
                let simd = (i != 0)
                    .then(|| self.simd_block_arg(fbody.value_type(arg)))
                    .flatten();
                let n = match simd {
                    Some(_) => shape.simd_parts().map_or(0, |p| p.1),
                    None => shape.leaf_count(),
                };
                let values = params[at..at + n].to_vec();
                if simd.is_some() {
                    st.simd.insert(arg, values);
                } else {
                    st.vals.insert(arg, values);
                }
                at += n;
            }
            for op in fbody.block_ops(blk) {
                self.op(&mut b, &mut st, op)?;
            }
        }
        b.seal_all_blocks();
        b.finalize(self.module.target_config());
        let mut interleave = false;
        if self.simd {
            // Fewer SIMD values live at once (see the `pressure` module).
            // Volatile loads keep their order: a function with volatile
            // accesses keeps its loads in place.
            let volatile = blocks
                .iter()
                .flat_map(|&blk| fbody.block_ops(blk))
                .any(|op| attr(ctx, fbody, op, "volatile_").is_some());
            if !volatile {
                pressure::sink_loads(&mut cctx.func);
            }
            pressure::demote_vector_params(&mut cctx.func);
            interleave = !volatile;
        }
        Ok(Some(Pending {
            id: info.id,
            name,
            loc: body.op_loc(op),
            func: cctx.func,
            interleave,
        }))
    }
}

/// The blocks of a region in reverse post-order from the entry (so every
/// value is translated before its uses), then any unreachable blocks.
fn block_order(body: &Body, region: RegionId) -> Vec<BlockId> {
    let all: Vec<BlockId> = body.region_blocks(region).collect();
    let Some(&entry) = all.first() else {
        return all;
    };
    let mut seen = std::collections::HashSet::new();
    let mut post = Vec::new();
    // Iterative DFS: (block, next successor index).
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry);
    while let Some((blk, i)) = stack.pop() {
        let succs: Vec<BlockId> = body
            .last_op(blk)
            .map(|t| body.successors(t).collect())
            .unwrap_or_default();
        if i < succs.len() {
            stack.push((blk, i + 1));
            let s = succs[i];
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            post.push(blk);
        }
    }
    post.reverse();
    post.extend(all.into_iter().filter(|b| !seen.contains(b)));
    post
}

/// A table keyed by a function's values. Values are numbered densely, so
/// a vector indexed by them beats hashing, which the translation does for
/// every operand and result.
struct ValueMap<T: Clone>(SecondaryMap<ValueId, Option<T>>);

impl<T: Clone> ValueMap<T> {
    fn new(body: &Body) -> Self {
        ValueMap(SecondaryMap::with_capacity(body.size().values))
    }

    fn get(&self, v: &ValueId) -> Option<&T> {
        self.0.get(*v).and_then(Option::as_ref)
    }

    fn contains_key(&self, v: &ValueId) -> bool {
        self.get(v).is_some()
    }

    fn insert(&mut self, v: ValueId, t: T) {
        self.0[v] = Some(t);
    }

    fn remove(&mut self, v: &ValueId) -> Option<T> {
        // Indexing mutably would grow the table; a value never inserted
        // has nothing to remove.
        self.0.get(*v)?;
        self.0[*v].take()
    }
}

/// What the translation of one function knows.
struct FnState<'b> {
    /// The leaves of each value translated so far (held per element).
    vals: ValueMap<Vec<Value>>,
    /// The SIMD parts of the vector values held as SIMD values (see the
    /// `simd` module).
    simd: ValueMap<Vec<Value>>,
    /// The `i1` vectors (compare results) held as SIMD lane masks: integer
    /// parts whose lanes are all ones or all zeros, as wide as the
    /// compared lanes (see the `simd` module).
    masks: ValueMap<Vec<Value>>,
    /// 64-bit integers and pointers known as a Cranelift value plus a
    /// constant (wrapping): `add`/`sub` of constants, `mul` by a constant
    /// of such a sum, `getelementptr` with constant parts. Address
    /// arithmetic built on these keeps the constants apart, so that
    /// `(i - 1) * n + j` and `i * n + j` share `i * n + j` and the
    /// constant becomes a load's or store's immediate offset.
    affine: ValueMap<(Value, i64)>,
    blocks: HashMap<BlockId, Block>,
    /// Each block's position in the translation order (reverse post-order).
    rpo: HashMap<BlockId, usize>,
    /// For loop headers (blocks with a branch back from a block at or after
    /// them in `rpo`): the last such block's position.
    latch: HashMap<BlockId, usize>,
    /// Headers of vectorized loops: the vector loop's entry block, and the
    /// loop's latch (whose back edge still goes to the header).
    redirect: HashMap<BlockId, (Block, BlockId)>,
    body: &'b Body,
}

impl FnState<'_> {
    /// `v` as a Cranelift value plus a constant.
    fn split(&self, v: ValueId, loc: Location) -> R<(Value, i64)> {
        match self.affine.get(&v) {
            Some(&p) => Ok(p),
            None => Ok((self.one(v, loc)?, 0)),
        }
    }

    fn get(&self, v: ValueId) -> Vec<Value> {
        self.vals.get(&v).cloned().unwrap_or_default()
    }

    /// The single leaf of a scalar value.
    fn one(&self, v: ValueId, loc: Location) -> R<Value> {
        match self.vals.get(&v).map(|l| l.as_slice()) {
            Some([x, ..]) => Ok(*x),
            _ => err(
                loc,
                "operand value is not available (unsupported type or use before definition)",
            ),
        }
    }

    /// Whether the conditional branch `op` of a loop header goes to the
    /// loop's body on its true edge `t` and leaves the loop on its false
    /// edge `f`. In reverse post-order the body comes after the exit when
    /// the true edge leads into it (the depth-first walk finishes the body
    /// first), and the body reaches the header's last back edge.
    fn loop_body_first(&self, op: OpId, t: BlockId, f: BlockId) -> bool {
        let Some(header) = self.body.op_block(op) else {
            return false;
        };
        let (Some(&h), Some(&last)) = (self.rpo.get(&header), self.latch.get(&header)) else {
            return false;
        };
        let (Some(&rt), Some(&rf)) = (self.rpo.get(&t), self.rpo.get(&f)) else {
            return false;
        };
        let inside = |r: usize| r > h && r <= last;
        inside(rt) && (!inside(rf) || rt > rf)
    }

    /// The Cranelift block a branch `op` to `to` jumps to: a vectorized
    /// loop's entry is its vector loop.
    fn dest(&self, op: OpId, to: BlockId) -> Block {
        match self.redirect.get(&to) {
            Some(&(pre, latch)) if self.body.op_block(op) != Some(latch) => pre,
            _ => self.blocks[&to],
        }
    }
}

/// The lane scalar of a scalar or vector shape.
fn lane(shape: &Shape) -> (Scalar, u64) {
    match shape {
        Shape::Scalar(s) => (*s, 1),
        Shape::Vector(s, n) => (*s, *n),
        _ => (Scalar::Int(64), 0),
    }
}

/// The affine form of a 64-bit `add`, `sub` or `mul` of `x` and `y`, when
/// a constant is involved: `Some((base, c))` with the result equal to
/// `base + c` (wrapping), `base` built from the operands' own forms.
fn affine_form(
    ctx: &Context,
    b: &mut FunctionBuilder,
    st: &FnState,
    name: &str,
    (x, y): (ValueId, ValueId),
    loc: Location,
) -> R<Option<(Value, i64)>> {
    let (bx, cx) = st.split(x, loc)?;
    let (by, cy) = st.split(y, loc)?;
    let kx = constant_int(ctx, st.body, x);
    let ky = constant_int(ctx, st.body, y);
    Ok(match name {
        "llvm.add" => match (kx, ky) {
            (_, Some(k)) => Some((bx, cx.wrapping_add(k))),
            (Some(k), _) => Some((by, cy.wrapping_add(k))),
            _ if cx != 0 || cy != 0 => Some((b.ins().iadd(bx, by), cx.wrapping_add(cy))),
            _ => None,
        },
        "llvm.sub" => match (kx, ky) {
            (_, Some(k)) => Some((bx, cx.wrapping_sub(k))),
            (Some(_), _) => None,
            _ if cx != 0 || cy != 0 => Some((b.ins().isub(bx, by), cx.wrapping_sub(cy))),
            _ => None,
        },
        _ => match (kx, ky) {
            (_, Some(k)) if cx != 0 => Some((b.ins().imul_imm_s(bx, k), cx.wrapping_mul(k))),
            (Some(k), _) if cy != 0 => Some((b.ins().imul_imm_s(by, k), cy.wrapping_mul(k))),
            _ => None,
        },
    })
}

/// The condition of an `llvm.icmp`.
fn icmp_predicate(ctx: &Context, body: &Body, op: OpId) -> Option<IntCC> {
    let p = attr(ctx, body, op, "predicate").and_then(|a| int_value(ctx, a))?;
    Some(match p {
        0 => IntCC::Equal,
        1 => IntCC::NotEqual,
        2 => IntCC::SignedLessThan,
        3 => IntCC::SignedLessThanOrEqual,
        4 => IntCC::SignedGreaterThan,
        5 => IntCC::SignedGreaterThanOrEqual,
        6 => IntCC::UnsignedLessThan,
        7 => IntCC::UnsignedLessThanOrEqual,
        8 => IntCC::UnsignedGreaterThan,
        9 => IntCC::UnsignedGreaterThanOrEqual,
        _ => return None,
    })
}

/// The value of an integer constant op defining `v`, if it is one.
fn constant_int(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let def = body.defining_op(v)?;
    if OpRef::new(ctx, body, def).name_str() != "llvm.mlir.constant" {
        return None;
    }
    attr(ctx, body, def, "value").and_then(|a| int_value(ctx, a))
}

/// The integers of a dense elements attribute (switch case values).
fn dense_int_elements(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, data } => {
            let (n, w) = match ctx.type_kind(*ty) {
                strata_ir::TypeKind::RankedTensor { shape, element, .. }
                | strata_ir::TypeKind::Vector { shape, element, .. } => {
                    let n: i64 = shape.iter().product();
                    let w = match ctx.type_kind(*element) {
                        strata_ir::TypeKind::Integer { width, .. } => width.div_ceil(8).max(1) as usize,
                        _ => 8,
                    };
                    (n as usize, w)
                }
                _ => return None,
            };
            let elem = |i: usize| -> i64 {
                let mut buf = [0u8; 8];
                let c = &data.bytes[i * w..(i + 1) * w];
                buf[..w.min(8)].copy_from_slice(&c[..w.min(8)]);
                let v = i64::from_le_bytes(buf);
                let shift = 64 - 8 * w.min(8) as u32;
                (v << shift) >> shift
            };
            Some(
                (0..n)
                    .map(|i| if data.splat { elem(0) } else { elem(i) })
                    .collect(),
            )
        }
        _ => dense_array(ctx, a),
    }
}
