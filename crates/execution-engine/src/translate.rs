//! Translation of an LLVM-dialect `builtin.module` to Cranelift IR, one
//! function at a time, into any `cranelift_module::Module` (the JIT or an
//! object file).
//!
//! Values are held as flat lists of scalar leaves (see [`crate::layout`]):
//! a struct, array or vector value is one Cranelift value per scalar
//! element, so `extractvalue`/`insertvalue` are list slicing and vector
//! arithmetic is scalarized. Unsupported ops and types become diagnostics
//! at the op's location. At the optimizing levels, innermost loops that
//! allow it also get a SIMD version ([`vectorize`]).

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    types, AbiParam, Block, BlockArg, InstBuilder, MemFlagsData, Signature, StackSlotData, StackSlotKind,
    TrapCode, Value,
};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Switch};
use cranelift_module::{DataDescription, DataId, FuncId, Linkage, Module};
use strata_dialect_llvm::types::{llvm_type, LlvmType};
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, Location, OpId, OpRef, RegionId, Type, ValueId,
};

use crate::compile::{CodeGen, Pending};
use crate::layout::{shape_of, Scalar, Shape};

mod ints;
mod vectorize;
mod wide;

/// A translation error: where, and what.
#[derive(Debug, Clone)]
pub struct Error {
    pub loc: Location,
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
    pub id: FuncId,
    pub params: Vec<Shape>,
    pub result: Shape,
    pub var_arg: bool,
    pub is_definition: bool,
    /// The names of the function's parameter and result types, for the
    /// runner's signature checks.
    pub param_types: Vec<Type>,
    pub result_type: Type,
}

/// What translating a module produced: its functions and data by name.
#[derive(Default)]
pub struct Translated {
    pub funcs: HashMap<String, FuncInfo>,
    pub globals: HashMap<String, DataId>,
    /// Names of the symbols the module's code refers to without defining
    /// them (external declarations in use and the C library functions
    /// intrinsics call); unused declarations need no definition.
    pub imports: Vec<String>,
    /// The functions `llvm.mlir.global_ctors` and `global_dtors` name, in
    /// the order they run.
    pub ctors: Vec<String>,
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

/// A constant's leaves as raw bit patterns (integers sign-extended to 64
/// bits, floats as their bits), for both code and global data.
fn constant_leaves(ctx: &Context, a: Attribute, shape: &Shape) -> Option<Vec<u128>> {
    let leaves = shape.leaves();
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } if matches!(shape, Shape::Wide(_)) => {
            let Shape::Wide(w) = *shape else { unreachable!() };
            Some(wide::constant_limbs(w, value.sext(w).words()))
        }
        AttrKind::Integer { value, .. } => {
            let v = if value.width() <= 64 {
                value.sext_i64() as i128 as u128
            } else {
                let w = value.words();
                w[0] as u128 | (w.get(1).copied().unwrap_or(0) as u128) << 64
            };
            Some(vec![v; leaves.len()])
        }
        AttrKind::Bool(b) => Some(vec![*b as u128; leaves.len()]),
        AttrKind::Float { bits, .. } => Some(vec![*bits; leaves.len()]),
        AttrKind::String { value, .. } => {
            let mut v: Vec<u128> = value.iter().map(|&b| b as u128).collect();
            v.resize(leaves.len(), 0);
            Some(v)
        }
        AttrKind::DenseElements { data, .. } => {
            let n = leaves.len();
            if n == 0 {
                return Some(Vec::new());
            }
            if let Some(w) = wide_element(shape) {
                // Elements of more than 128 bits: their bytes as limbs.
                let bytes = w.div_ceil(8) as usize;
                let count = n / w.div_ceil(64) as usize;
                let mut out = Vec::with_capacity(n);
                for i in 0..count {
                    let at = if data.splat { 0 } else { i * bytes };
                    let elem = data.bytes.get(at..at + bytes)?;
                    let words: Vec<u64> = elem
                        .chunks(8)
                        .map(|c| {
                            let mut b = [0u8; 8];
                            b[..c.len()].copy_from_slice(c);
                            u64::from_le_bytes(b)
                        })
                        .collect();
                    out.extend(wide::constant_limbs(w, &words));
                }
                return Some(out);
            }
            // Elements are stored in whole bytes (`i1` in one).
            let w = leaves[0].0.store_size() as usize;
            let elem = |i: usize| -> u128 {
                let c = &data.bytes[i * w..(i + 1) * w];
                let mut b = [0u8; 16];
                b[..w].copy_from_slice(c);
                u128::from_le_bytes(b)
            };
            if data.splat {
                Some(vec![elem(0); n])
            } else if data.bytes.len() >= n * w {
                Some((0..n).map(elem).collect())
            } else {
                None
            }
        }
        AttrKind::Array(items) => {
            let mut out = Vec::new();
            for (i, &item) in items.iter().enumerate() {
                let (sub, _) = shape.element(i as u64)?;
                out.extend(constant_leaves(ctx, item, sub)?);
            }
            (out.len() == leaves.len()).then_some(out)
        }
        _ => None,
    }
}

/// The width of the integers of more than 128 bits an array (of arrays)
/// holds, if it does.
fn wide_element(shape: &Shape) -> Option<u32> {
    match shape {
        Shape::Wide(w) => Some(*w),
        Shape::Array(e, _) => wide_element(e),
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
    /// Vectorize innermost loops (see [`vectorize`]).
    vectorize: bool,
    isa: cranelift_codegen::isa::OwnedTargetIsa,
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
            isa,
            parallel: false,
        }
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

    /// Vectorizes innermost loops that allow it (see [`vectorize`]).
    pub fn with_vectorization(mut self, on: bool) -> Self {
        self.vectorize = on;
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
        let mut codegen = CodeGen::new(self.isa.clone(), self.parallel, self.print_clif);
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

    fn define_global(&mut self, body: &Body, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let loc = body.op_loc(op);
        let name = attr(ctx, body, op, "sym_name")
            .and_then(|a| symbol_name(ctx, a))
            .unwrap_or_default();
        let id = self.out.globals[&name];
        let ty = attr(ctx, body, op, "global_type")
            .and_then(|a| type_value(ctx, a))
            .ok_or_else(|| Error {
                loc,
                message: "llvm.mlir.global without a type".into(),
            })?;
        let shape = self.shape(ty, loc)?;
        let size = shape.size() as usize;
        let mut desc = DataDescription::new();
        let align = attr(ctx, body, op, "alignment")
            .and_then(|a| int_value(ctx, a))
            .unwrap_or(0) as u64;
        desc.set_align(align.max(shape.align()).max(1));
        let leaves = shape.leaves();
        let mut bytes = vec![0u8; size];
        let write = |bytes: &mut Vec<u8>, values: &[u128]| ints::write_leaf_bits(bytes, &leaves, values);
        if let Some(value) = attr(ctx, body, op, "value") {
            let values = constant_leaves(ctx, value, &shape).ok_or_else(|| Error {
                loc,
                message: "unsupported global initializer".into(),
            })?;
            write(&mut bytes, &values);
            desc.define(bytes.into_boxed_slice());
        } else {
            let (gbody, regions) = body.op_regions(op);
            let Some(&region) = regions.first() else {
                return Ok(());
            };
            if gbody.region_is_empty(region) {
                return Ok(());
            }
            // Evaluate the initializer region: constants, undef/zero,
            // insertvalue and addresses of symbols.
            let mut vals: HashMap<ValueId, Vec<Init>> = HashMap::new();
            let block = gbody.region_entry(region).expect("non-empty region");
            let mut result = None;
            for iop in gbody.block_ops(block) {
                let iloc = gbody.op_loc(iop);
                let iname = OpRef::new(ctx, gbody, iop).name_str();
                let rshape = |this: &Self| -> R<Shape> {
                    match gbody.results(iop).next() {
                        Some(r) => this.shape(gbody.value_type(r), iloc),
                        None => Ok(Shape::Void),
                    }
                };
                let v: Vec<Init> = match iname {
                    "llvm.mlir.constant" => {
                        let s = rshape(self)?;
                        let a = attr(ctx, gbody, iop, "value").ok_or_else(|| Error {
                            loc: iloc,
                            message: "constant without value".into(),
                        })?;
                        constant_leaves(ctx, a, &s)
                            .ok_or_else(|| Error {
                                loc: iloc,
                                message: "unsupported constant".into(),
                            })?
                            .into_iter()
                            .map(Init::Bits)
                            .collect()
                    }
                    "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero" => {
                        vec![Init::Bits(0); rshape(self)?.leaf_count()]
                    }
                    "llvm.mlir.addressof" => {
                        let sym = attr(ctx, gbody, iop, "global_name")
                            .and_then(|a| symbol_name(ctx, a))
                            .unwrap_or_default();
                        self.mark_used(&sym);
                        if let Some(f) = self.out.funcs.get(&sym) {
                            vec![Init::Func(f.id)]
                        } else if let Some(&d) = self.out.globals.get(&sym) {
                            vec![Init::Data(d)]
                        } else {
                            return err(iloc, format!("unknown symbol '{sym}'"));
                        }
                    }
                    "llvm.insertvalue" => {
                        let s = rshape(self)?;
                        let mut agg = vals.get(&gbody.operand(iop, 0)).cloned().unwrap_or_default();
                        let v = vals.get(&gbody.operand(iop, 1)).cloned().unwrap_or_default();
                        let pos = attr(ctx, gbody, iop, "position")
                            .and_then(|a| dense_array(ctx, a))
                            .unwrap_or_default();
                        let (_, first) = sub_shape(&s, &pos).ok_or_else(|| Error {
                            loc: iloc,
                            message: "bad position".into(),
                        })?;
                        agg.splice(first..first + v.len(), v);
                        agg
                    }
                    "llvm.return" => {
                        result = gbody.operands(iop).next().and_then(|v| vals.get(&v).cloned());
                        continue;
                    }
                    _ => {
                        return err(
                            iloc,
                            format!(
                            "'{iname}' op is not supported in a global initializer by the execution engine"
                        ),
                        )
                    }
                };
                if let Some(r) = gbody.results(iop).next() {
                    vals.insert(r, v);
                }
            }
            let result = result.unwrap_or_default();
            let mut relocs = Vec::new();
            let bits: Vec<u128> = result
                .iter()
                .map(|i| match i {
                    Init::Bits(b) => *b,
                    _ => 0,
                })
                .collect();
            write(&mut bytes, &bits);
            for (i, init) in result.iter().enumerate() {
                if let Some(&(_, off)) = leaves.get(i) {
                    let off = off / 8;
                    match init {
                        Init::Func(f) => relocs.push((off, Some(*f), None)),
                        Init::Data(d) => relocs.push((off, None, Some(*d))),
                        Init::Bits(_) => {}
                    }
                }
            }
            desc.define(bytes.into_boxed_slice());
            for (off, f, d) in relocs {
                if let Some(f) = f {
                    let fr = self.module.declare_func_in_data(f, &mut desc);
                    desc.write_function_addr(off as u32, fr);
                }
                if let Some(d) = d {
                    let gv = self.module.declare_data_in_data(d, &mut desc);
                    desc.write_data_addr(off as u32, gv, 0);
                }
            }
        }
        self.module.define_data(id, &desc).map_err(|e| Error {
            loc,
            message: e.to_string(),
        })
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
            vals: HashMap::new(),
            affine: HashMap::new(),
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
                if i != 0 {
                    for (s, _) in shape.leaves() {
                        b.append_block_param(cb, s.clif());
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
                let n = self
                    .shape(fbody.value_type(arg), fbody.value_loc(arg))?
                    .leaf_count();
                st.vals.insert(arg, params[at..at + n].to_vec());
                at += n;
            }
            let _ = i;
            for op in fbody.block_ops(blk) {
                self.op(&mut b, &mut st, op)?;
            }
        }
        b.seal_all_blocks();
        b.finalize(self.module.target_config());
        Ok(Some(Pending {
            id: info.id,
            name,
            loc: body.op_loc(op),
            func: cctx.func,
        }))
    }

    /// A variadic call through the runtime's helper: up to six integer and
    /// eight floating point arguments, in registers, and a scalar or no
    /// result. `None` when the call does not fit (it is then made
    /// directly).
    fn variadic_through_helper(
        &mut self,
        b: &mut FunctionBuilder,
        callee: FuncId,
        args: &[Value],
        result: &Shape,
    ) -> Option<Vec<Value>> {
        let float_result = match result {
            Shape::Void | Shape::Scalar(Scalar::Int(1..=64) | Scalar::Ptr) => false,
            Shape::Scalar(Scalar::F64) => true,
            _ => return None,
        };
        let mut ints = Vec::new();
        let mut floats = Vec::new();
        for &a in args {
            let ty = b.func.dfg.value_type(a);
            match ty {
                types::F32 => floats.push(b.ins().fpromote(types::F64, a)),
                types::F64 => floats.push(a),
                types::I64 => ints.push(a),
                types::I8 | types::I16 | types::I32 => ints.push(b.ins().sextend(types::I64, a)),
                _ => return None,
            }
        }
        if ints.len() > 6 || floats.len() > 8 {
            return None;
        }
        while ints.len() < 6 {
            ints.push(b.ins().iconst(types::I64, 0));
        }
        while floats.len() < 8 {
            floats.push(b.ins().f64const(0.0));
        }
        let fr = self.module.declare_func_in_func(callee, b.func);
        let target = b.ins().func_addr(types::I64, fr);
        let mut params = vec![types::I64; 7];
        params.extend([types::F64; 8]);
        let (name, ret) = if float_result {
            (crate::runtime::VARIADIC_CALL_F64, types::F64)
        } else {
            (crate::runtime::VARIADIC_CALL_INT, types::I64)
        };
        let mut call_args = vec![target];
        call_args.extend(ints);
        call_args.extend(floats);
        let id = self.libc_func(name, &params, Some(ret));
        let helper = self.module.declare_func_in_func(id, b.func);
        let call = b.ins().call(helper, &call_args);
        let r = b.inst_results(call)[0];
        Some(match result {
            Shape::Void => Vec::new(),
            Shape::Scalar(s) => {
                let ty = s.clif();
                vec![if ty == types::I64 || ty == types::F64 {
                    r
                } else {
                    let v = b.ins().ireduce(ty, r);
                    ints::norm(b, *s, v)
                }]
            }
            _ => unreachable!("checked above"),
        })
    }

    /// Records that code refers to `sym`, so an external one must resolve.
    fn mark_used(&mut self, sym: &str) {
        if self.out.declared_imports.remove(sym) {
            self.out.imports.push(sym.to_string());
        }
    }

    fn libc_func(&mut self, name: &'static str, params: &[types::Type], ret: Option<types::Type>) -> FuncId {
        if let Some(&id) = self.libc.get(name) {
            return id;
        }
        let mut sig = self.module.make_signature();
        sig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
        sig.returns.extend(ret.map(AbiParam::new));
        let id = self
            .module
            .declare_function(name, Linkage::Import, &sig)
            .expect("C library functions have one signature each");
        self.libc.insert(name, id);
        self.out.imports.push(name.to_string());
        id
    }

    fn call_libc(
        &mut self,
        b: &mut FunctionBuilder,
        name: &'static str,
        args: &[Value],
        ret: Option<types::Type>,
    ) -> Option<Value> {
        let params: Vec<types::Type> = args.iter().map(|&a| b.func.dfg.value_type(a)).collect();
        let id = self.libc_func(name, &params, ret);
        let fr = self.module.declare_func_in_func(id, b.func);
        let call = b.ins().call(fr, args);
        b.inst_results(call).first().copied()
    }

    fn op(&mut self, b: &mut FunctionBuilder, st: &mut FnState, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let body = st.body;
        let name = OpRef::new(ctx, body, op).name_str();
        let loc = body.op_loc(op);
        let operand = |i: usize| body.operand(op, i);
        let result_shape = |this: &Self| -> R<Shape> {
            match body.results(op).next() {
                Some(r) => this.shape(body.value_type(r), loc),
                None => Ok(Shape::Void),
            }
        };
        let operand_shape = |this: &Self, i: usize| this.shape(body.value_type(body.operand(op, i)), loc);
        let unsupported = || {
            err(
                loc,
                format!("'{name}' op is not supported by the execution engine"),
            )
        };

        if let Some(values) = self.wide_op(b, st, op, name)? {
            st.vals.insert(body.result(op, 0), values);
            return Ok(());
        }

        let values: Vec<Value> = match name {
            // ----- constants
            "llvm.mlir.constant" => {
                let shape = result_shape(self)?;
                let a = attr(ctx, body, op, "value").ok_or_else(|| Error {
                    loc,
                    message: "constant without value".into(),
                })?;
                let bits = constant_leaves(ctx, a, &shape).ok_or_else(|| Error {
                    loc,
                    message: "unsupported constant value".into(),
                })?;
                shape
                    .leaves()
                    .iter()
                    .zip(bits)
                    .map(|(&(s, _), v)| const_leaf(b, s, v))
                    .collect()
            }
            "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero" => {
                let shape = result_shape(self)?;
                shape.leaves().iter().map(|&(s, _)| const_leaf(b, s, 0)).collect()
            }
            "llvm.mlir.addressof" => {
                let sym = attr(ctx, body, op, "global_name")
                    .and_then(|a| symbol_name(ctx, a))
                    .unwrap_or_default();
                self.mark_used(&sym);
                if let Some(f) = self.out.funcs.get(&sym) {
                    let fr = self.module.declare_func_in_func(f.id, b.func);
                    vec![b.ins().func_addr(types::I64, fr)]
                } else if let Some(&d) = self.out.globals.get(&sym) {
                    let gv = self.module.declare_data_in_func(d, b.func);
                    vec![b.ins().symbol_value(types::I64, gv)]
                } else {
                    return err(loc, format!("unknown symbol '{sym}'"));
                }
            }
            "llvm.freeze" | "llvm.intr.ssa.copy" => st.get(operand(0)),

            // ----- integer and float arithmetic, lane by lane
            "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.udiv" | "llvm.sdiv" | "llvm.urem" | "llvm.srem"
            | "llvm.and" | "llvm.or" | "llvm.xor" | "llvm.shl" | "llvm.lshr" | "llvm.ashr"
            | "llvm.intr.smin" | "llvm.intr.smax" | "llvm.intr.umin" | "llvm.intr.umax" => {
                let (s, _) = lane(&result_shape(self)?);
                let (x, y) = (st.get(operand(0)), st.get(operand(1)));
                let mut out = Vec::with_capacity(x.len());
                for (&x, &y) in x.iter().zip(&y) {
                    out.push(self.int_binary(b, name, s, x, y));
                }
                out
            }
            "llvm.fadd" | "llvm.fsub" | "llvm.fmul" | "llvm.fdiv" | "llvm.intr.copysign"
            | "llvm.intr.minimum" | "llvm.intr.maximum" | "llvm.intr.minnum" | "llvm.intr.maxnum" => {
                let (x, y) = (st.get(operand(0)), st.get(operand(1)));
                x.iter()
                    .zip(&y)
                    .map(|(&x, &y)| {
                        let i = b.ins();
                        match name {
                            "llvm.fadd" => i.fadd(x, y),
                            "llvm.fsub" => i.fsub(x, y),
                            "llvm.fmul" => i.fmul(x, y),
                            "llvm.fdiv" => i.fdiv(x, y),
                            "llvm.intr.copysign" => i.fcopysign(x, y),
                            "llvm.intr.minimum" | "llvm.intr.minnum" => i.fmin(x, y),
                            _ => i.fmax(x, y),
                        }
                    })
                    .collect()
            }
            "llvm.frem" | "llvm.intr.pow" | "llvm.intr.atan2" => {
                let (s, _) = lane(&result_shape(self)?);
                let (x, y) = (st.get(operand(0)), st.get(operand(1)));
                let base = match name {
                    "llvm.frem" => "fmod",
                    "llvm.intr.pow" => "pow",
                    _ => "atan2",
                };
                let f = libm_name(base, s);
                let mut out = Vec::new();
                for (&x, &y) in x.iter().zip(&y) {
                    out.push(self.call_libc(b, f, &[x, y], Some(s.clif())).expect("returns"));
                }
                out
            }
            "llvm.fneg"
            | "llvm.intr.fabs"
            | "llvm.intr.sqrt"
            | "llvm.intr.floor"
            | "llvm.intr.ceil"
            | "llvm.intr.trunc"
            | "llvm.intr.roundeven"
            | "llvm.intr.rint"
            | "llvm.intr.nearbyint" => {
                let x = st.get(operand(0));
                x.iter()
                    .map(|&x| {
                        let i = b.ins();
                        match name {
                            "llvm.fneg" => i.fneg(x),
                            "llvm.intr.fabs" => i.fabs(x),
                            "llvm.intr.sqrt" => i.sqrt(x),
                            "llvm.intr.floor" => i.floor(x),
                            "llvm.intr.ceil" => i.ceil(x),
                            "llvm.intr.trunc" => i.trunc(x),
                            _ => i.nearest(x),
                        }
                    })
                    .collect()
            }
            "llvm.intr.exp" | "llvm.intr.exp2" | "llvm.intr.exp10" | "llvm.intr.log" | "llvm.intr.log2"
            | "llvm.intr.log10" | "llvm.intr.sin" | "llvm.intr.cos" | "llvm.intr.tan" | "llvm.intr.asin"
            | "llvm.intr.acos" | "llvm.intr.atan" | "llvm.intr.sinh" | "llvm.intr.cosh"
            | "llvm.intr.tanh" | "llvm.intr.round" => {
                let (s, _) = lane(&result_shape(self)?);
                let base: &'static str = match name {
                    "llvm.intr.exp" => "exp",
                    "llvm.intr.exp2" => "exp2",
                    "llvm.intr.exp10" => "exp10",
                    "llvm.intr.log" => "log",
                    "llvm.intr.log2" => "log2",
                    "llvm.intr.log10" => "log10",
                    "llvm.intr.sin" => "sin",
                    "llvm.intr.cos" => "cos",
                    "llvm.intr.tan" => "tan",
                    "llvm.intr.asin" => "asin",
                    "llvm.intr.acos" => "acos",
                    "llvm.intr.atan" => "atan",
                    "llvm.intr.sinh" => "sinh",
                    "llvm.intr.cosh" => "cosh",
                    "llvm.intr.tanh" => "tanh",
                    _ => "round",
                };
                let f = libm_name(base, s);
                let mut out = Vec::new();
                for x in st.get(operand(0)) {
                    out.push(self.call_libc(b, f, &[x], Some(s.clif())).expect("returns"));
                }
                out
            }
            "llvm.intr.sadd.with.overflow"
            | "llvm.intr.uadd.with.overflow"
            | "llvm.intr.ssub.with.overflow"
            | "llvm.intr.usub.with.overflow"
            | "llvm.intr.smul.with.overflow"
            | "llvm.intr.umul.with.overflow" => {
                // The result is a struct of the values and the overflow
                // bits: all value lanes, then all flag lanes.
                let (s, _) = lane(&operand_shape(self, 0)?);
                let (x, y) = (st.get(operand(0)), st.get(operand(1)));
                let mut vals = Vec::new();
                let mut flags = Vec::new();
                for (&x, &y) in x.iter().zip(&y) {
                    let (r, o) = ints::with_overflow(b, &name["llvm.intr.".len()..], s, x, y);
                    vals.push(r);
                    flags.push(o);
                }
                vals.extend(flags);
                vals
            }
            "llvm.intr.sadd.sat" | "llvm.intr.uadd.sat" | "llvm.intr.ssub.sat" | "llvm.intr.usub.sat" => {
                let (s, _) = lane(&result_shape(self)?);
                let (x, y) = (st.get(operand(0)), st.get(operand(1)));
                x.iter()
                    .zip(&y)
                    .map(|(&x, &y)| ints::saturating(b, name, s, x, y))
                    .collect()
            }
            "llvm.intr.ldexp" => {
                let (s, _) = lane(&result_shape(self)?);
                let (es, _) = lane(&operand_shape(self, 1)?);
                let (x, e) = (st.get(operand(0)), st.get(operand(1)));
                let f = if s == Scalar::F32 { "ldexpf" } else { "ldexp" };
                let mut out = Vec::new();
                for (&x, &e) in x.iter().zip(&e) {
                    let e = ints::sext_in(b, es, e);
                    let e = if b.func.dfg.value_type(e) == types::I32 {
                        e
                    } else if b.func.dfg.value_type(e).bits() > 32 {
                        b.ins().ireduce(types::I32, e)
                    } else {
                        b.ins().sextend(types::I32, e)
                    };
                    out.push(self.call_libc(b, f, &[x, e], Some(s.clif())).expect("returns"));
                }
                out
            }
            "llvm.intr.fma" | "llvm.intr.fmuladd" => {
                let (x, y, z) = (st.get(operand(0)), st.get(operand(1)), st.get(operand(2)));
                (0..x.len()).map(|i| b.ins().fma(x[i], y[i], z[i])).collect()
            }
            "llvm.intr.powi" => {
                let (s, _) = lane(&result_shape(self)?);
                let (ys, _) = lane(&operand_shape(self, 1)?);
                let (x, y) = (st.get(operand(0)), st.get(operand(1)));
                let mut out = Vec::new();
                for (&x, &y) in x.iter().zip(&y) {
                    let yf = ints::int_to_float(b, true, ys, s.clif(), y);
                    out.push(
                        self.call_libc(b, libm_name("pow", s), &[x, yf], Some(s.clif()))
                            .expect("returns"),
                    );
                }
                out
            }
            "llvm.intr.abs"
            | "llvm.intr.ctlz"
            | "llvm.intr.cttz"
            | "llvm.intr.ctpop"
            | "llvm.intr.bitreverse"
            | "llvm.intr.bswap" => {
                let (s, _) = lane(&result_shape(self)?);
                st.get(operand(0))
                    .into_iter()
                    .map(|x| ints::unary(b, name, s, x))
                    .collect()
            }
            "llvm.intr.fshl" | "llvm.intr.fshr" => {
                let (s, _) = lane(&result_shape(self)?);
                let (x, y, z) = (st.get(operand(0)), st.get(operand(1)), st.get(operand(2)));
                let left = name == "llvm.intr.fshl";
                (0..x.len())
                    .map(|i| ints::funnel_shift(b, left, s, x[i], y[i], z[i]))
                    .collect()
            }
            "llvm.intr.vector.reduce.add"
            | "llvm.intr.vector.reduce.mul"
            | "llvm.intr.vector.reduce.and"
            | "llvm.intr.vector.reduce.or"
            | "llvm.intr.vector.reduce.xor"
            | "llvm.intr.vector.reduce.smin"
            | "llvm.intr.vector.reduce.smax"
            | "llvm.intr.vector.reduce.umin"
            | "llvm.intr.vector.reduce.umax"
            | "llvm.intr.vector.reduce.fmin"
            | "llvm.intr.vector.reduce.fmax"
            | "llvm.intr.vector.reduce.fminimum"
            | "llvm.intr.vector.reduce.fmaximum" => {
                let (s, _) = lane(&result_shape(self)?);
                let x = st.get(operand(0));
                let int_op = match &name["llvm.intr.vector.reduce.".len()..] {
                    "add" => Some("llvm.add"),
                    "mul" => Some("llvm.mul"),
                    "and" => Some("llvm.and"),
                    "or" => Some("llvm.or"),
                    "xor" => Some("llvm.xor"),
                    "smin" => Some("llvm.intr.smin"),
                    "smax" => Some("llvm.intr.smax"),
                    "umin" => Some("llvm.intr.umin"),
                    "umax" => Some("llvm.intr.umax"),
                    _ => None,
                };
                let mut acc = x[0];
                for &v in &x[1..] {
                    acc = match int_op {
                        Some(op) => ints::binary(b, op, s, acc, v),
                        None if name.ends_with("fmin") || name.ends_with("fminimum") => b.ins().fmin(acc, v),
                        None => b.ins().fmax(acc, v),
                    };
                }
                vec![acc]
            }
            "llvm.intr.vector.reduce.fadd" | "llvm.intr.vector.reduce.fmul" => {
                let mut acc = st.one(operand(0), loc)?;
                for v in st.get(operand(1)) {
                    acc = if name.ends_with("fadd") {
                        b.ins().fadd(acc, v)
                    } else {
                        b.ins().fmul(acc, v)
                    };
                }
                vec![acc]
            }

            // ----- comparisons and select
            "llvm.icmp" => {
                let Some(cc) = icmp_predicate(ctx, body, op) else {
                    return err(loc, "unknown icmp predicate");
                };
                let (s, _) = lane(&operand_shape(self, 0)?);
                let (x, y) = (st.get(operand(0)), st.get(operand(1)));
                x.iter()
                    .zip(&y)
                    .map(|(&x, &y)| ints::compare(b, cc, s, x, y))
                    .collect()
            }
            "llvm.fcmp" => {
                let p = attr(ctx, body, op, "predicate")
                    .and_then(|a| int_value(ctx, a))
                    .unwrap_or(-1);
                let cc = match p {
                    0 | 15 => None,
                    1 => Some(FloatCC::Equal),
                    2 => Some(FloatCC::GreaterThan),
                    3 => Some(FloatCC::GreaterThanOrEqual),
                    4 => Some(FloatCC::LessThan),
                    5 => Some(FloatCC::LessThanOrEqual),
                    6 => Some(FloatCC::OrderedNotEqual),
                    7 => Some(FloatCC::Ordered),
                    8 => Some(FloatCC::UnorderedOrEqual),
                    9 => Some(FloatCC::UnorderedOrGreaterThan),
                    10 => Some(FloatCC::UnorderedOrGreaterThanOrEqual),
                    11 => Some(FloatCC::UnorderedOrLessThan),
                    12 => Some(FloatCC::UnorderedOrLessThanOrEqual),
                    13 => Some(FloatCC::NotEqual),
                    14 => Some(FloatCC::Unordered),
                    _ => return err(loc, "unknown fcmp predicate"),
                };
                let (x, y) = (st.get(operand(0)), st.get(operand(1)));
                x.iter()
                    .zip(&y)
                    .map(|(&x, &y)| match cc {
                        Some(cc) => b.ins().fcmp(cc, x, y),
                        None => b.ins().iconst(types::I8, (p == 15) as i64),
                    })
                    .collect()
            }
            "llvm.select" => {
                let c = st.get(operand(0));
                let (x, y) = (st.get(operand(1)), st.get(operand(2)));
                (0..x.len())
                    .map(|i| {
                        let c = if c.len() == 1 { c[0] } else { c[i] };
                        b.ins().select(c, x[i], y[i])
                    })
                    .collect()
            }

            // ----- casts
            "llvm.trunc" | "llvm.zext" | "llvm.sext" | "llvm.fptrunc" | "llvm.fpext" | "llvm.fptosi"
            | "llvm.fptoui" | "llvm.sitofp" | "llvm.uitofp" | "llvm.ptrtoint" | "llvm.inttoptr"
            | "llvm.addrspacecast" => {
                let (from, _) = lane(&operand_shape(self, 0)?);
                let (to, _) = lane(&result_shape(self)?);
                let float_int = matches!(
                    name,
                    "llvm.fptosi" | "llvm.fptoui" | "llvm.sitofp" | "llvm.uitofp"
                );
                let wide = |s: Scalar| !s.is_float() && s.clif() == types::I128;
                let mut out = Vec::new();
                for x in st.get(operand(0)) {
                    out.push(if float_int && (wide(from) || wide(to)) {
                        self.wide_float_cast(b, name, from, to, x)
                    } else {
                        cast(b, name, from, to, x)
                    });
                }
                out
            }
            "llvm.bitcast" => {
                let from = operand_shape(self, 0)?;
                let to = result_shape(self)?;
                let x = st.get(operand(0));
                if from.leaf_count() == to.leaf_count()
                    && from
                        .leaves()
                        .iter()
                        .zip(to.leaves())
                        .all(|(a, b)| a.0.bits() == b.0.bits())
                {
                    x.iter()
                        .zip(to.leaves())
                        .map(|(&v, (s, _))| {
                            if b.func.dfg.value_type(v) == s.clif() {
                                v
                            } else {
                                b.ins().bitcast(s.clif(), MemFlagsData::new(), v)
                            }
                        })
                        .collect()
                } else {
                    // Through memory.
                    let slot = b.create_sized_stack_slot(StackSlotData::new(
                        StackSlotKind::ExplicitSlot,
                        from.size().max(to.size()) as u32,
                        4,
                    ));
                    let addr = b.ins().stack_addr(types::I64, slot, 0);
                    ints::store_leaves(b, &from, addr, 0, &x).ok_or_else(|| layout_error(loc))?;
                    ints::load_leaves(b, &to, addr, 0).ok_or_else(|| layout_error(loc))?
                }
            }

            // ----- memory
            "llvm.alloca" => {
                let ty = attr(ctx, body, op, "elem_type")
                    .and_then(|a| type_value(ctx, a))
                    .ok_or_else(|| Error {
                        loc,
                        message: "alloca without element type".into(),
                    })?;
                let shape = self.shape(ty, loc)?;
                let count = constant_int(ctx, body, operand(0));
                let Some(count) = count else {
                    // A dynamic size: the memory comes from malloc and lives
                    // until the program ends (Cranelift has no dynamic stack
                    // allocation).
                    let n = st.one(operand(0), loc)?;
                    let n = to_i64(b, n);
                    let bytes = b.ins().imul_imm_s(n, shape.size().max(1) as i64);
                    let p = self
                        .call_libc(b, "malloc", &[bytes], Some(types::I64))
                        .expect("returns");
                    st.vals.insert(body.result(op, 0), vec![p]);
                    return Ok(());
                };
                let align = attr(ctx, body, op, "alignment")
                    .and_then(|a| int_value(ctx, a))
                    .unwrap_or(0) as u64;
                let align = align.max(shape.align()).max(1);
                let size = (shape.size() * count.max(0) as u64).max(1);
                let slot = b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    size as u32,
                    align.trailing_zeros() as u8,
                ));
                vec![b.ins().stack_addr(types::I64, slot, 0)]
            }
            "llvm.load" => {
                let shape = result_shape(self)?;
                let (addr, off) = address(st, operand(0), &shape, loc)?;
                ints::load_leaves(b, &shape, addr, off).ok_or_else(|| layout_error(loc))?
            }
            "llvm.store" => {
                let shape = operand_shape(self, 0)?;
                let v = st.get(operand(0));
                let (addr, off) = address(st, operand(1), &shape, loc)?;
                ints::store_leaves(b, &shape, addr, off, &v).ok_or_else(|| layout_error(loc))?;
                Vec::new()
            }
            "llvm.getelementptr" => {
                let ty = attr(ctx, body, op, "elem_type")
                    .and_then(|a| type_value(ctx, a))
                    .ok_or_else(|| Error {
                        loc,
                        message: "getelementptr without element type".into(),
                    })?;
                let raw = attr(ctx, body, op, "rawConstantIndices")
                    .and_then(|a| dense_array(ctx, a))
                    .unwrap_or_default();
                let (mut addr, mut const_off) = st.split(operand(0), loc)?;
                let mut dynamic = body.operands(op).skip(1);
                let mut shape = self.shape(ty, loc)?;
                const DYNAMIC: i64 = i32::MIN as i64;
                for (k, &idx) in raw.iter().enumerate() {
                    let stride_shape = if k == 0 {
                        shape.clone()
                    } else {
                        match &shape {
                            Shape::Struct { .. } => {
                                if idx == DYNAMIC {
                                    return err(loc, "dynamic struct index in getelementptr");
                                }
                                let (offsets, _) = shape.field_offsets();
                                const_off =
                                    const_off.wrapping_add(*offsets.get(idx as usize).ok_or_else(|| {
                                        Error {
                                            loc,
                                            message: "struct index out of range".into(),
                                        }
                                    })? as i64);
                                let (f, _) = shape.element(idx as u64).expect("checked");
                                shape = f.clone();
                                continue;
                            }
                            Shape::Array(e, _) => {
                                let e = (**e).clone();
                                shape = e.clone();
                                e
                            }
                            Shape::Vector(s, _) => {
                                let e = Shape::Scalar(*s);
                                shape = e.clone();
                                e
                            }
                            _ => return err(loc, "invalid getelementptr index"),
                        }
                    };
                    let stride = stride_shape.size() as i64;
                    if idx == DYNAMIC {
                        let v = dynamic.next().ok_or_else(|| Error {
                            loc,
                            message: "missing dynamic index".into(),
                        })?;
                        let (iv, c) = st.split(v, loc)?;
                        const_off = const_off.wrapping_add(c.wrapping_mul(stride));
                        let (s, _) = lane(&self.shape(body.value_type(v), loc)?);
                        let iv = ints::index_i64(b, s, iv);
                        let scaled = b.ins().imul_imm_s(iv, stride);
                        addr = b.ins().iadd(addr, scaled);
                    } else {
                        const_off = const_off.wrapping_add(idx.wrapping_mul(stride));
                    }
                }
                if const_off != 0 {
                    st.affine.insert(body.result(op, 0), (addr, const_off));
                    addr = b.ins().iadd_imm_s(addr, const_off);
                }
                vec![addr]
            }
            "llvm.atomicrmw" => {
                use cranelift_codegen::ir::AtomicRmwOp as A;
                let op_kind = match attr(ctx, body, op, "bin_op").and_then(|a| int_value(ctx, a)) {
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
                    _ => return err(
                        loc,
                        "'llvm.atomicrmw' op with this operation is not supported by the execution engine",
                    ),
                };
                let (s, _) = lane(&result_shape(self)?);
                if s.is_float() || s.padded_width().is_some() || s == Scalar::Int(128) {
                    return unsupported();
                }
                let p = st.one(operand(0), loc)?;
                let v = st.one(operand(1), loc)?;
                vec![b.ins().atomic_rmw(s.clif(), MemFlagsData::new(), op_kind, p, v)]
            }
            "llvm.cmpxchg" => {
                let (s, _) = lane(&operand_shape(self, 1)?);
                if s.is_float() || s.padded_width().is_some() || s == Scalar::Int(128) {
                    return unsupported();
                }
                let p = st.one(operand(0), loc)?;
                let expected = st.one(operand(1), loc)?;
                let new = st.one(operand(2), loc)?;
                let old = b.ins().atomic_cas(MemFlagsData::new(), p, expected, new);
                let ok = b.ins().icmp(IntCC::Equal, old, expected);
                vec![old, ok]
            }
            "llvm.fence" => {
                b.ins().fence();
                Vec::new()
            }
            "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memcpy.inline" => {
                let (d, s, n) = (
                    st.one(operand(0), loc)?,
                    st.one(operand(1), loc)?,
                    st.one(operand(2), loc)?,
                );
                let n = to_i64(b, n);
                let f = if name == "llvm.intr.memmove" {
                    "memmove"
                } else {
                    "memcpy"
                };
                self.call_libc(b, f, &[d, s, n], Some(types::I64));
                Vec::new()
            }
            "llvm.intr.memset" | "llvm.intr.memset.inline" => {
                let (d, v, n) = (
                    st.one(operand(0), loc)?,
                    st.one(operand(1), loc)?,
                    st.one(operand(2), loc)?,
                );
                let v = b.ins().uextend(types::I32, v);
                let n = to_i64(b, n);
                self.call_libc(b, "memset", &[d, v, n], Some(types::I64));
                Vec::new()
            }
            "llvm.intr.lifetime.start"
            | "llvm.intr.lifetime.end"
            | "llvm.intr.assume"
            | "llvm.intr.dbg.value"
            | "llvm.intr.dbg.declare"
            | "llvm.intr.dbg.label"
            | "llvm.intr.invariant.end"
            | "llvm.intr.experimental.noalias.scope.decl"
            | "llvm.intr.prefetch"
            | "llvm.intr.var.annotation" => Vec::new(),
            "llvm.intr.stacksave" => vec![b.ins().iconst(types::I64, 0)],
            "llvm.intr.stackrestore" => Vec::new(),

            // ----- aggregates and vectors
            "llvm.extractvalue" => {
                let shape = operand_shape(self, 0)?;
                let pos = attr(ctx, body, op, "position")
                    .and_then(|a| dense_array(ctx, a))
                    .unwrap_or_default();
                let (sub, first) = sub_shape(&shape, &pos).ok_or_else(|| Error {
                    loc,
                    message: "invalid position".into(),
                })?;
                st.get(operand(0))[first..first + sub.leaf_count()].to_vec()
            }
            "llvm.insertvalue" => {
                let shape = operand_shape(self, 0)?;
                let pos = attr(ctx, body, op, "position")
                    .and_then(|a| dense_array(ctx, a))
                    .unwrap_or_default();
                let (sub, first) = sub_shape(&shape, &pos).ok_or_else(|| Error {
                    loc,
                    message: "invalid position".into(),
                })?;
                let mut agg = st.get(operand(0));
                let v = st.get(operand(1));
                agg.splice(first..first + sub.leaf_count(), v);
                agg
            }
            "llvm.extractelement" => {
                let v = st.get(operand(0));
                let idx = st.one(operand(1), loc)?;
                vec![select_lane(b, &v, idx)]
            }
            "llvm.insertelement" => {
                let mut v = st.get(operand(0));
                let x = st.one(operand(1), loc)?;
                let idx = st.one(operand(2), loc)?;
                if let Some(k) = constant_int(ctx, body, operand(2)) {
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
                v
            }
            "llvm.shufflevector" => {
                let (x, y) = (st.get(operand(0)), st.get(operand(1)));
                let mask = attr(ctx, body, op, "mask")
                    .and_then(|a| dense_array(ctx, a))
                    .unwrap_or_default();
                let (s, _) = lane(&result_shape(self)?);
                mask.iter()
                    .map(|&m| {
                        if m < 0 {
                            const_leaf(b, s, 0)
                        } else if (m as usize) < x.len() {
                            x[m as usize]
                        } else {
                            y.get(m as usize - x.len()).copied().unwrap_or(x[0])
                        }
                    })
                    .collect()
            }

            // ----- calls and control flow
            "llvm.call" => return self.call(b, st, op),
            "llvm.return" => {
                let vals: Vec<Value> = body.operands(op).flat_map(|v| st.get(v)).collect();
                b.ins().return_(&vals);
                Vec::new()
            }
            "llvm.unreachable" => {
                b.ins().trap(TrapCode::unwrap_user(1));
                Vec::new()
            }
            "llvm.br" => {
                let dest = st.dest(op, body.successor(op, 0));
                let args = st.args(body.operands(op));
                b.ins().jump(dest, &args);
                Vec::new()
            }
            "llvm.cond_br" => {
                let seg = attr(ctx, body, op, "operandSegmentSizes")
                    .and_then(|a| dense_array(ctx, a))
                    .unwrap_or_default();
                let n_true = seg.get(1).copied().unwrap_or(0) as usize;
                let ops: Vec<ValueId> = body.operands(op).collect();
                let c = st.one(ops[0], loc)?;
                let t_args = st.args(ops[1..1 + n_true].iter().copied());
                let f_args = st.args(ops[1 + n_true..].iter().copied());
                let (ts, fs) = (body.successor(op, 0), body.successor(op, 1));
                let (t, f) = (st.dest(op, ts), st.dest(op, fs));
                if st.loop_body_first(op, ts, fs) {
                    // Branch to the loop body on the false edge: Cranelift
                    // then visits the body before the exit when it places
                    // instructions, which keeps its loop-invariant code
                    // motion out of the body (it loses track of the loop
                    // once it has visited the exit).
                    let not = b.ins().icmp_imm_s(IntCC::Equal, c, 0);
                    b.ins().brif(not, f, &f_args, t, &t_args);
                } else {
                    b.ins().brif(c, t, &t_args, f, &f_args);
                }
                Vec::new()
            }
            "llvm.switch" => {
                let seg = attr(ctx, body, op, "operandSegmentSizes")
                    .and_then(|a| dense_array(ctx, a))
                    .unwrap_or_default();
                let n_default = seg.get(1).copied().unwrap_or(0) as usize;
                let ops: Vec<ValueId> = body.operands(op).collect();
                let v = st.one(ops[0], loc)?;
                let default_args = st.args(ops[1..1 + n_default].iter().copied());
                let case_values = attr(ctx, body, op, "case_values")
                    .and_then(|a| dense_int_elements(ctx, a))
                    .unwrap_or_default();
                let case_segments = attr(ctx, body, op, "case_operand_segments")
                    .and_then(|a| dense_array(ctx, a))
                    .unwrap_or_default();
                let default_dest = st.dest(op, body.successor(op, 0));
                let width = lane(&operand_shape(self, 0)?).0.bits();
                let mut switch = Switch::new();
                let mut at = 1 + n_default;
                let mut trampolines = Vec::new();
                for (k, &cv) in case_values.iter().enumerate() {
                    let n = case_segments.get(k).copied().unwrap_or(0) as usize;
                    let args = st.args(ops[at..at + n].iter().copied());
                    at += n;
                    let dest = st.dest(op, body.successor(op, k + 1));
                    let tb = b.create_block();
                    trampolines.push((tb, dest, args));
                    let key = (cv as u128)
                        & if width >= 128 {
                            u128::MAX
                        } else {
                            (1u128 << width) - 1
                        };
                    switch.set_entry(key, tb);
                }
                let db = b.create_block();
                switch.emit(b, v, db);
                b.switch_to_block(db);
                b.ins().jump(default_dest, &default_args);
                for (tb, dest, args) in trampolines {
                    b.switch_to_block(tb);
                    b.ins().jump(dest, &args);
                }
                Vec::new()
            }
            _ => return unsupported(),
        };
        if let Some(r) = body.results(op).next() {
            if matches!(name, "llvm.add" | "llvm.sub" | "llvm.mul")
                && result_shape(self)? == Shape::Scalar(Scalar::Int(64))
            {
                if let Some(form) = affine_form(ctx, b, st, name, (operand(0), operand(1)), loc)? {
                    st.affine.insert(r, form);
                }
            }
            st.vals.insert(r, values);
        }
        Ok(())
    }

    /// A binary integer op on a lane of scalar `s`: in Cranelift
    /// instructions, except 128-bit division, which Cranelift does not
    /// have: it calls the C runtime's (`__udivti3`, ...; the JIT's
    /// runtime provides them).
    fn int_binary(&mut self, b: &mut FunctionBuilder, name: &str, s: Scalar, x: Value, y: Value) -> Value {
        let libcall = match name {
            "llvm.udiv" => "__udivti3",
            "llvm.urem" => "__umodti3",
            "llvm.sdiv" => "__divti3",
            "llvm.srem" => "__modti3",
            _ => return ints::binary(b, name, s, x, y),
        };
        if s.clif() != types::I128 {
            return ints::binary(b, name, s, x, y);
        }
        let (x, y) = if name == "llvm.sdiv" || name == "llvm.srem" {
            (ints::sext_in(b, s, x), ints::sext_in(b, s, y))
        } else {
            (x, y)
        };
        let r = self
            .call_libc(b, libcall, &[x, y], Some(types::I128))
            .expect("returns");
        ints::norm(b, s, r)
    }

    /// A conversion between a float and an integer held in an `i128`,
    /// which Cranelift does not have: through the C runtime's functions
    /// (`__floattidf`, `__fixdfti`, ...).
    fn wide_float_cast(
        &mut self,
        b: &mut FunctionBuilder,
        name: &str,
        from: Scalar,
        to: Scalar,
        x: Value,
    ) -> Value {
        let signed = matches!(name, "llvm.sitofp" | "llvm.fptosi");
        if from.is_float() {
            let f = match (signed, from) {
                (true, Scalar::F32) => "__fixsfti",
                (true, _) => "__fixdfti",
                (false, Scalar::F32) => "__fixunssfti",
                (false, _) => "__fixunsdfti",
            };
            let r = self.call_libc(b, f, &[x], Some(types::I128)).expect("returns");
            return ints::norm(b, to, r);
        }
        let f = match (signed, to) {
            (true, Scalar::F32) => "__floattisf",
            (true, _) => "__floattidf",
            (false, Scalar::F32) => "__floatuntisf",
            (false, _) => "__floatuntidf",
        };
        let x = if signed { ints::sext_in(b, from, x) } else { x };
        self.call_libc(b, f, &[x], Some(to.clif())).expect("returns")
    }

    /// Ops on integers wider than 128 bits (see [`wide`]): their values,
    /// `None` for ops that treat such integers as any other leaves (loads,
    /// stores, calls, aggregates, `select`, constants...) or do not involve
    /// them, an error for the ops the engine does not do on them.
    fn wide_op(
        &mut self,
        b: &mut FunctionBuilder,
        st: &FnState,
        op: OpId,
        name: &str,
    ) -> R<Option<Vec<Value>>> {
        let body = st.body;
        let loc = body.op_loc(op);
        // (A look at the types' kinds: this runs for every op.)
        let is_wide = |v: ValueId| {
            matches!(self.ctx.type_kind(body.value_type(v)),
                strata_ir::TypeKind::Integer { width, .. } if *width > crate::layout::MAX_INT_BITS)
        };
        let Some(wide_value) = body.operands(op).chain(body.results(op)).find(|&v| is_wide(v)) else {
            return Ok(None);
        };
        let int_of = |v: ValueId| {
            shape_of(self.ctx, body.value_type(v))
                .ok()
                .as_ref()
                .and_then(wide::Int::of)
        };
        let operand = |i: usize| body.operand(op, i);
        let result_int = body.results(op).next().and_then(int_of);
        let unsupported = || {
            err(
                loc,
                format!(
                    "'{name}' op on {} is not supported by the execution engine",
                    self.ctx.type_to_string(body.value_type(wide_value))
                ),
            )
        };
        let values = match name {
            "llvm.mlir.constant" | "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero"
            | "llvm.freeze" | "llvm.intr.ssa.copy" | "llvm.load" | "llvm.store" | "llvm.extractvalue"
            | "llvm.insertvalue" | "llvm.select" | "llvm.br" | "llvm.cond_br" | "llvm.return"
            | "llvm.call" | "llvm.bitcast" | "llvm.alloca" => return Ok(None),
            // Wide successor operands are leaves too; a wide flag is not.
            "llvm.switch" if int_of(operand(0)).is_some_and(|i| matches!(i, wide::Int::Narrow(_))) => {
                return Ok(None)
            }
            "llvm.udiv" | "llvm.urem" | "llvm.sdiv" | "llvm.srem" => {
                let Some(wide::Int::Wide(w)) = result_int else {
                    return unsupported();
                };
                wide::divide(b, name, w, &st.get(operand(0)), &st.get(operand(1)))
            }
            "llvm.intr.sadd.with.overflow"
            | "llvm.intr.uadd.with.overflow"
            | "llvm.intr.ssub.with.overflow"
            | "llvm.intr.usub.with.overflow"
            | "llvm.intr.smul.with.overflow"
            | "llvm.intr.umul.with.overflow" => {
                let Some(wide::Int::Wide(w)) = int_of(operand(0)) else {
                    return unsupported();
                };
                let op_name = &name["llvm.intr.".len()..][..4];
                let (mut r, o) = wide::with_overflow(b, op_name, w, &st.get(operand(0)), &st.get(operand(1)));
                r.push(o);
                r
            }
            "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.and" | "llvm.or" | "llvm.xor" | "llvm.shl"
            | "llvm.lshr" | "llvm.ashr" | "llvm.intr.smin" | "llvm.intr.smax" | "llvm.intr.umin"
            | "llvm.intr.umax" => {
                let Some(wide::Int::Wide(w)) = result_int else {
                    return unsupported();
                };
                match wide::binary(b, name, w, &st.get(operand(0)), &st.get(operand(1))) {
                    Some(v) => v,
                    None => return unsupported(),
                }
            }
            "llvm.intr.ctlz" | "llvm.intr.cttz" | "llvm.intr.ctpop" | "llvm.intr.abs" => {
                let Some(wide::Int::Wide(w)) = result_int else {
                    return unsupported();
                };
                match wide::unary(b, name, w, &st.get(operand(0))) {
                    Some(v) => v,
                    None => return unsupported(),
                }
            }
            "llvm.icmp" => {
                let (Some(wide::Int::Wide(w)), Some(cc)) =
                    (int_of(operand(0)), icmp_predicate(self.ctx, body, op))
                else {
                    return unsupported();
                };
                vec![wide::compare(b, cc, w, &st.get(operand(0)), &st.get(operand(1)))]
            }
            "llvm.trunc" | "llvm.zext" | "llvm.sext" => {
                let (Some(from), Some(to)) = (int_of(operand(0)), result_int) else {
                    return unsupported();
                };
                wide::cast(b, name, from, to, &st.get(operand(0)))
            }
            _ => return unsupported(),
        };
        Ok(Some(values))
    }

    fn call(&mut self, b: &mut FunctionBuilder, st: &mut FnState, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let body = st.body;
        let loc = body.op_loc(op);
        let seg = attr(ctx, body, op, "operandSegmentSizes").and_then(|a| dense_array(ctx, a));
        let n_call = seg
            .as_ref()
            .and_then(|s| s.first().copied())
            .map_or(body.num_operands(op), |n| n as usize);
        let operands: Vec<ValueId> = body.operands(op).take(n_call).collect();
        let result = body.results(op).next();
        let result_shape = match result {
            Some(r) => self.shape(body.value_type(r), loc)?,
            None => Shape::Void,
        };
        let callee = attr(ctx, body, op, "callee").and_then(|a| symbol_name(ctx, a));
        let (fixed_args, call_args): (&[ValueId], &[ValueId]) = match &callee {
            Some(_) => (&[], &operands[..]),
            None => (&operands[..1], &operands[1..]),
        };
        let mut args = Vec::new();
        let mut arg_shapes = Vec::new();
        for &a in call_args {
            args.extend(st.get(a));
            arg_shapes.push(self.shape(body.value_type(a), loc)?);
        }
        // Whether the callee is compiled here, and so returns narrow
        // integers zero-extended (see `ints`); others' results are
        // normalized.
        let mut defined_here = false;
        let inst = match callee {
            Some(name) => {
                self.mark_used(&name);
                let Some(info) = self.out.funcs.get(&name).cloned() else {
                    return err(loc, format!("unknown callee '{name}'"));
                };
                defined_here = info.is_definition;
                let helper = if info.var_arg && self.variadic_helpers {
                    self.variadic_through_helper(b, info.id, &args, &result_shape)
                } else {
                    None
                };
                if let Some(vals) = helper {
                    if let Some(r) = result {
                        st.vals.insert(r, vals);
                    }
                    return Ok(());
                }
                if info.var_arg {
                    // A variadic call: the extra arguments are passed as in
                    // a call with a signature that names them.
                    let mut sig = self.module.make_signature();
                    leaf_sig(&mut sig, &arg_shapes, &result_shape);
                    let sref = b.import_signature(sig);
                    let fr = self.module.declare_func_in_func(info.id, b.func);
                    let addr = b.ins().func_addr(types::I64, fr);
                    let args = promote_varargs(b, &args, info.params.iter().map(Shape::leaf_count).sum());
                    let mut sig2 = self.module.make_signature();
                    for &a in &args {
                        sig2.params.push(AbiParam::new(b.func.dfg.value_type(a)));
                    }
                    for (s, _) in result_shape.leaves() {
                        sig2.returns.push(AbiParam::new(s.clif()));
                    }
                    let _ = sref;
                    let sref = b.import_signature(sig2);
                    b.ins().call_indirect(sref, addr, &args)
                } else {
                    let fr = self.module.declare_func_in_func(info.id, b.func);
                    b.ins().call(fr, &args)
                }
            }
            None => {
                let callee = st.one(fixed_args[0], loc)?;
                let mut sig = self.module.make_signature();
                leaf_sig(&mut sig, &arg_shapes, &result_shape);
                let sref = b.import_signature(sig);
                b.ins().call_indirect(sref, callee, &args)
            }
        };
        if let Some(r) = result {
            let mut vals = b.inst_results(inst).to_vec();
            if !defined_here {
                for ((s, _), v) in result_shape.leaves().into_iter().zip(vals.iter_mut()) {
                    *v = ints::norm(b, s, *v);
                }
            }
            st.vals.insert(r, vals);
        }
        Ok(())
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

/// A value in a global's initializer region.
#[derive(Clone, Copy, Debug)]
enum Init {
    Bits(u128),
    Func(FuncId),
    Data(DataId),
}

struct FnState<'b> {
    vals: HashMap<ValueId, Vec<Value>>,
    /// 64-bit integers and pointers known as a Cranelift value plus a
    /// constant (wrapping): `add`/`sub` of constants, `mul` by a constant
    /// of such a sum, `getelementptr` with constant parts. Address
    /// arithmetic built on these keeps the constants apart, so that
    /// `(i - 1) * n + j` and `i * n + j` share `i * n + j` and the
    /// constant becomes a load's or store's immediate offset.
    affine: HashMap<ValueId, (Value, i64)>,
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

    fn args(&self, vs: impl Iterator<Item = ValueId>) -> Vec<BlockArg> {
        vs.flat_map(|v| self.get(v)).map(BlockArg::Value).collect()
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

/// The sub-shape at an `extractvalue` position and its first leaf.
fn sub_shape<'s>(shape: &'s Shape, pos: &[i64]) -> Option<(&'s Shape, usize)> {
    let mut cur = shape;
    let mut first = 0;
    for &p in pos {
        let (s, f) = cur.element(u64::try_from(p).ok()?)?;
        cur = s;
        first += f;
    }
    Some((cur, first))
}

fn libm_name(base: &'static str, s: Scalar) -> &'static str {
    if s != Scalar::F32 {
        return base;
    }
    match base {
        "fmod" => "fmodf",
        "pow" => "powf",
        "atan2" => "atan2f",
        "exp" => "expf",
        "exp2" => "exp2f",
        "exp10" => "exp10f",
        "log" => "logf",
        "log2" => "log2f",
        "log10" => "log10f",
        "sin" => "sinf",
        "cos" => "cosf",
        "tan" => "tanf",
        "asin" => "asinf",
        "acos" => "acosf",
        "atan" => "atanf",
        "sinh" => "sinhf",
        "cosh" => "coshf",
        "tanh" => "tanhf",
        "round" => "roundf",
        other => other,
    }
}

fn const_leaf(b: &mut FunctionBuilder, s: Scalar, bits: u128) -> Value {
    match s {
        Scalar::F32 => b.ins().f32const(f32::from_bits(bits as u32)),
        Scalar::F64 => b.ins().f64const(f64::from_bits(bits as u64)),
        _ => ints::int_const(b, s.clif(), bits & ints::low_bits(s.bits())),
    }
}

fn to_i64(b: &mut FunctionBuilder, v: Value) -> Value {
    let ty = b.func.dfg.value_type(v);
    match ty.bits() {
        64 => v,
        128 => b.ins().ireduce(types::I64, v),
        _ => b.ins().sextend(types::I64, v),
    }
}

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

/// C's default argument promotions for the variadic part of a call: floats
/// become doubles, small integers `i32`.
fn promote_varargs(b: &mut FunctionBuilder, args: &[Value], fixed: usize) -> Vec<Value> {
    args.iter()
        .enumerate()
        .map(|(i, &a)| {
            if i < fixed {
                return a;
            }
            let ty = b.func.dfg.value_type(a);
            if ty == types::F32 {
                b.ins().fpromote(types::F64, a)
            } else {
                a
            }
        })
        .collect()
}

fn cast(b: &mut FunctionBuilder, name: &str, from: Scalar, to: Scalar, x: Value) -> Value {
    match name {
        "llvm.fptrunc" => b.ins().fdemote(to.clif(), x),
        "llvm.fpext" => b.ins().fpromote(to.clif(), x),
        "llvm.fptosi" | "llvm.fptoui" => ints::float_to_int(b, name == "llvm.fptosi", to, x),
        "llvm.sitofp" | "llvm.uitofp" => ints::int_to_float(b, name == "llvm.sitofp", from, to.clif(), x),
        _ => ints::int_cast(b, name, from, to, x),
    }
}

/// The diagnostic for a value whose memory layout the engine cannot
/// produce (see `ints::load_leaves`).
fn layout_error(loc: Location) -> Error {
    Error {
        loc,
        message:
            "vectors of integers wider than 120 bits are not supported in memory by the execution engine"
                .into(),
    }
}

/// The address `ptr` of an access to a value of `shape` as a base and an
/// immediate offset: the constant part of an address built by
/// `getelementptr` when every leaf's offset fits an immediate.
fn address(st: &FnState, ptr: ValueId, shape: &Shape, loc: Location) -> R<(Value, i32)> {
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
