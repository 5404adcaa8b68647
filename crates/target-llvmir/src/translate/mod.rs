//! `ModuleTranslation`: from a `builtin.module` of LLVM-dialect ops to the
//! [`Module`] model, in mlir-translate's order (function signatures,
//! globals, other top-level ops, then function bodies, each in dominance
//! order), folding constant operands as LLVM's IR builder does.

use std::collections::HashMap;

use strata_dialect_llvm::attrs as la;
use strata_dialect_llvm::{llvm_type, LlvmType};
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, Failed, FloatKind, OpId, OpRef, TypeKind, ValueId,
};

use crate::fold;
use crate::intrinsics;
use crate::ir::*;
use crate::layout::DataLayout;
use crate::writer::{type_str, write_const};

mod aggregates;
mod arith;
mod calls;
mod casts;
mod constants;
mod control;
mod data_layout;
mod debuginfo;
mod intrinsic_calls;
mod loop_annotation;
mod memory;
mod metadata;
mod nvvm;
mod xevm;

/// What a symbol of the module is, for `llvm.mlir.addressof` and constant
/// folding.
#[derive(Clone, Debug)]
struct Symbol {
    /// The global's value type (`None` for functions).
    value_ty: Option<Ty>,
    extern_weak: bool,
}

pub(crate) struct Translator<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) m: Module,
    symbols: HashMap<String, Symbol>,
    /// Intrinsic declarations by name: their index in `m.functions`.
    intrinsic_decls: HashMap<String, usize>,
    types: HashMap<strata_ir::Type, Ty>,
    /// The module's data layout (LLVM's default unless it has one).
    dl: DataLayout,
    /// Successors of the current function's terminators redirected to
    /// forwarding blocks, and the phis of those blocks.
    redirect: HashMap<(OpId, usize), BlockIdx>,
    forwarded: HashMap<usize, Vec<InstId>>,
    /// Comdat selector kinds by (table, selector) name.
    comdats: HashMap<(String, String), String>,
    /// The debug info nodes translated so far.
    di: debuginfo::DebugInfo,
    /// The `!DILocation` of the op being converted (MLIR's builder's
    /// current debug location), under the function's subprogram.
    cur_dbg: Option<MdOperand>,
    /// The ids of the distinct metadata nodes (alias scopes, access
    /// groups, anonymous TBAA roots), by their id attribute.
    md_ids: HashMap<Attribute, u32>,
    /// The blocks `llvm.blocktag`s mark, by function name and tag id.
    block_tags: HashMap<(String, u32), BlockIdx>,
}

/// A translated value: an argument, an instruction or a constant.
#[derive(Clone, Debug)]
enum V {
    Arg(u32),
    Inst(InstId),
    Const(Const),
}

type R<T> = Result<T, Failed>;

fn op_ref<'b>(ctx: &'b Context, body: &'b Body, op: OpId) -> OpRef<'b> {
    OpRef::new(ctx, body, op)
}

/// The op [`Translator::convert_op`] is converting, with its operands'
/// and result's types, the block its instructions go to, and the
/// function's translated values.
struct OpCx<'b> {
    body: &'b Body,
    op: OpId,
    /// The op's name without its `llvm.` prefix.
    name: &'b str,
    full: &'b str,
    operands: Vec<ValueId>,
    otys: Vec<Ty>,
    rty: Option<Ty>,
    bi: BlockIdx,
    f: &'b mut Function,
    values: &'b mut HashMap<ValueId, V>,
    bmap: &'b HashMap<BlockId, BlockIdx>,
}

impl OpCx<'_> {
    /// Operand `i` if it is a constant.
    fn cval(&self, i: usize) -> Option<Const> {
        match self.values.get(&self.operands[i]) {
            Some(V::Const(c)) => Some(c.clone()),
            _ => None,
        }
    }

    /// Appends an instruction to the current block.
    fn emit(&mut self, result: Option<Ty>, pieces: Vec<Piece>) -> InstId {
        self.f.push(
            self.bi,
            Inst {
                result,
                pieces,
                ..Default::default()
            },
        )
    }

    /// Maps the op's result (if it has one) to `v`.
    fn set_result(&mut self, v: V) {
        if let Some(r) = self.body.results(self.op).next() {
            self.values.insert(r, v);
        }
    }

    /// Appends an instruction and makes it the op's result.
    fn emit_result(&mut self, result: Option<Ty>, pieces: Vec<Piece>) {
        let id = self.emit(result, pieces);
        self.set_result(V::Inst(id));
    }
}

fn text(s: String) -> Piece {
    Piece::Text(s)
}

impl<'a> Translator<'a> {
    pub(crate) fn new(ctx: &'a Context) -> Translator<'a> {
        Translator {
            ctx,
            m: Module {
                id: "LLVMDialectModule".into(),
                source_filename: "LLVMDialectModule".into(),
                ..Default::default()
            },
            symbols: HashMap::new(),
            intrinsic_decls: HashMap::new(),
            types: HashMap::new(),
            dl: DataLayout::default(),
            redirect: HashMap::new(),
            forwarded: HashMap::new(),
            comdats: HashMap::new(),
            di: debuginfo::DebugInfo::default(),
            cur_dbg: None,
            md_ids: HashMap::new(),
            block_tags: HashMap::new(),
        }
    }

    // ---- types ----

    pub(crate) fn ty(&mut self, t: strata_ir::Type) -> Option<Ty> {
        if let Some(x) = self.types.get(&t) {
            return Some(x.clone());
        }
        let ctx = self.ctx;
        let r = match ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => Ty::Int(*width),
            TypeKind::Index => Ty::Int(64),
            TypeKind::Float(k) => match k {
                FloatKind::F16 => Ty::Half,
                FloatKind::BF16 => Ty::BFloat,
                FloatKind::F32 => Ty::Float,
                FloatKind::F64 => Ty::Double,
                FloatKind::F80 => Ty::X86Fp80,
                FloatKind::F128 => Ty::Fp128,
                _ => return None,
            },
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } if shape.len() == 1 => Ty::Vector {
                scalable: scalable.first().copied().unwrap_or(false),
                len: shape[0] as u64,
                elem: Box::new(self.ty(*element)?),
            },
            TypeKind::Dialect { .. } => match llvm_type(ctx, t)? {
                LlvmType::Void => Ty::Void,
                LlvmType::Ptr { address_space } => Ty::Ptr(address_space),
                LlvmType::Array { element, len } => Ty::Array(Box::new(self.ty(element)?), len),
                LlvmType::Struct { name, packed, body } => {
                    let body = match body {
                        Some(b) => Some(b.iter().map(|&e| self.ty(e)).collect::<Option<Vec<_>>>()?),
                        None => None,
                    };
                    Ty::Struct { name, packed, body }
                }
                LlvmType::Func {
                    result,
                    params,
                    var_arg,
                } => Ty::Func {
                    ret: Box::new(self.ty(result)?),
                    params: params.iter().map(|&p| self.ty(p)).collect::<Option<Vec<_>>>()?,
                    var_arg,
                },
                LlvmType::Token => Ty::Token,
                LlvmType::PpcFp128 => Ty::PpcFp128,
                LlvmType::Label => Ty::Label,
                LlvmType::Metadata => Ty::Metadata,
                LlvmType::TargetExt {
                    name,
                    type_params,
                    int_params,
                } => Ty::TargetExt(Box::new(crate::ir::TargetExtTy {
                    name,
                    types: type_params
                        .iter()
                        .map(|&p| self.ty(p))
                        .collect::<Option<Vec<_>>>()?,
                    ints: int_params,
                })),
            },
            _ => return None,
        };
        self.types.insert(t, r.clone());
        Some(r)
    }

    fn ty_or_err(&mut self, body: &Body, op: OpId, t: strata_ir::Type) -> R<Ty> {
        match self.ty(t) {
            Some(x) => Ok(x),
            None => Err(op_ref(self.ctx, body, op).emit_error("unsupported type for LLVM IR translation")),
        }
    }

    // ---- attributes ----

    fn attr(&self, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
        body.op_attr(self.ctx, op, name)
    }

    fn str_attr(&self, body: &Body, op: OpId, name: &str) -> Option<String> {
        let a = self.attr(body, op, name)?;
        match self.ctx.attr_kind(a) {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            AttrKind::SymbolRef { root, .. } => Some(self.ctx.ident_str(*root).to_string()),
            _ => None,
        }
    }

    fn int_attr(&self, body: &Body, op: OpId, name: &str) -> Option<i64> {
        let a = self.attr(body, op, name)?;
        match self.ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => Some(value.sext_i64()),
            AttrKind::Bool(b) => Some(*b as i64),
            _ => None,
        }
    }

    fn unit_attr(&self, body: &Body, op: OpId, name: &str) -> bool {
        self.attr(body, op, name)
            .is_some_and(|a| !matches!(self.ctx.attr_kind(a), AttrKind::Bool(false)))
    }

    fn enum_attr(&self, body: &Body, op: OpId, name: &str, def: &strata_ods::constraints::EnumDef) -> u64 {
        self.attr(body, op, name)
            .and_then(|a| def.attr_value(self.ctx, a))
            .unwrap_or(0)
    }

    fn dense_i32s(&self, body: &Body, op: OpId, name: &str) -> Vec<i64> {
        let Some(a) = self.attr(body, op, name) else {
            return Vec::new();
        };
        match self.ctx.attr_kind(a) {
            AttrKind::DenseArray { element, len, bytes } => {
                let w = match self.ctx.type_kind(*element) {
                    TypeKind::Integer { width, .. } => (*width as usize).div_ceil(8).max(1),
                    _ => 8,
                };
                (0..*len as usize)
                    .map(|i| {
                        let mut v: i64 = 0;
                        for k in (0..w).rev() {
                            v = (v << 8) | bytes[i * w + k] as i64;
                        }
                        let shift = 64 - 8 * w as u32;
                        if shift > 0 {
                            (v << shift) >> shift
                        } else {
                            v
                        }
                    })
                    .collect()
            }
            AttrKind::Array(items) => items
                .iter()
                .filter_map(|&i| match self.ctx.attr_kind(i) {
                    AttrKind::Integer { value, .. } => Some(value.sext_i64()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    fn fastmath(&self, body: &Body, op: OpId) -> String {
        let v = self.enum_attr(body, op, "fastmathFlags", &la::FASTMATH);
        fastmath_text(v)
    }

    // ---- constants from attributes ----

    /// The constant of LLVM type `ty` a dense attribute of type `attr_ty`
    /// with `bytes` (one element's if `splat`) denotes.
    fn dense_const(&self, bytes: &[u8], splat: bool, attr_ty: strata_ir::Type, ty: &Ty) -> Option<Const> {
        let ctx = self.ctx;
        // A zero splat is `zeroinitializer` whatever the size:
        // never materialize its elements (an array may have
        // billions).
        if splat && !matches!(ty, Ty::Vector { .. }) && bytes.iter().all(|&b| b == 0) {
            return Some(Const::Zero);
        }
        let leaves = leaf_count(ty);
        if leaves > MAX_MATERIALIZED_ELEMENTS {
            return None;
        }
        let elem = leaf_type(ty);
        // A complex element (`complex<i32>` as `{ i32, i32 }`) is two
        // scalars of its part type, stored one after the other.
        let (part, parts) = match &elem {
            Ty::Struct { body: Some(b), .. } if b.len() == 2 && b[0] == b[1] => (b[0].clone(), 2),
            Ty::Struct { .. } => return None,
            t => (t.clone(), 1),
        };
        // The attribute stores each part at its own type's width (an
        // `index` in 8 bytes), which may differ from the LLVM type's.
        let attr_part = match ctx.type_kind(ctx.element_type_or_self(attr_ty)) {
            TypeKind::Complex(e) => *e,
            _ => ctx.element_type_or_self(attr_ty),
        };
        let w = match (ctx.type_kind(attr_part), &part) {
            (TypeKind::Integer { width, .. }, _) => (*width as usize).div_ceil(8).max(1),
            (TypeKind::Index, _) => 8,
            (TypeKind::Float(k), _) => (k.width() as usize).div_ceil(8),
            (_, Ty::Int(w)) => (*w as usize).div_ceil(8).max(1),
            (_, t) => (self.dl.size_in_bits(t) as usize).div_ceil(8),
        };
        let read = |i: usize| -> u128 {
            let off = if splat { i % parts * w } else { i * w };
            let mut v: u128 = 0;
            for k in (0..w.min(16)).rev() {
                v = (v << 8) | *bytes.get(off + k).unwrap_or(&0) as u128;
            }
            v
        };
        let scalar = |bits: u128| -> Const {
            match &part {
                Ty::Int(w) => Const::Int(*w, sext(bits, *w)),
                t => Const::Float(t.clone(), bits),
            }
        };
        let leaf = |i: usize| -> Const {
            if parts == 1 {
                return scalar(read(i));
            }
            Const::Aggregate(
                (0..parts)
                    .map(|k| (part.clone(), scalar(read(i * parts + k))))
                    .collect(),
            )
        };
        if splat {
            if let Ty::Vector { .. } = ty {
                return Some(Const::Splat(elem.clone(), Box::new(leaf(0))));
            }
        }
        let flat: Vec<Const> = (0..leaves).map(leaf).collect();
        // mlir-translate builds the rows of a tensor of the element
        // types LLVM stores as raw data (`ConstantDataArray`) as
        // arrays, even where the LLVM type has vectors; the rows
        // of a vector attribute, or of other elements, follow the
        // LLVM type.
        let raw_data_element = matches!(
            &elem,
            Ty::Int(8 | 16 | 32 | 64) | Ty::Half | Ty::BFloat | Ty::Float | Ty::Double
        );
        let rows_as_arrays = raw_data_element && !matches!(ctx.type_kind(attr_ty), TypeKind::Vector { .. });
        Some(nest(ty, rows_as_arrays, &mut flat.into_iter()))
    }

    /// A sparse elements attribute, materialized densely (LLVM has no
    /// sparse constants): zeros with the values at their indices.
    fn sparse_const(
        &self,
        attr_ty: strata_ir::Type,
        indices: Attribute,
        values: Attribute,
        ty: &Ty,
    ) -> Option<Const> {
        let ctx = self.ctx;
        let (AttrKind::DenseElements { data: idx, .. }, AttrKind::DenseElements { data: val, .. }) =
            (ctx.attr_kind(indices), ctx.attr_kind(values))
        else {
            return None;
        };
        let shape = ctx.shape(attr_ty)?;
        let leaves = leaf_count(ty);
        if leaves > MAX_MATERIALIZED_ELEMENTS {
            return None;
        }
        let w = match leaf_type(ty) {
            Ty::Int(w) => (w as usize).div_ceil(8).max(1),
            t => (self.dl.size_in_bits(&t) as usize).div_ceil(8),
        };
        let coords: Vec<i64> = idx
            .bytes
            .chunks(8)
            .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect();
        let rank = shape.len().max(1);
        let points = if idx.splat { 1 } else { coords.len() / rank };
        let mut bytes = vec![0u8; leaves * w];
        for k in 0..points {
            let point = if idx.splat {
                &coords[..]
            } else {
                &coords[k * rank..(k + 1) * rank]
            };
            let mut at = 0usize;
            for (d, &i) in point.iter().enumerate() {
                let extent = usize::try_from(*shape.get(d).unwrap_or(&1)).ok()?;
                at = at * extent + usize::try_from(i).ok().filter(|&i| i < extent)?;
            }
            let from = if val.splat { 0 } else { k * w };
            bytes
                .get_mut(at * w..(at + 1) * w)?
                .copy_from_slice(val.bytes.get(from..from + w)?);
        }
        self.dense_const(&bytes, false, attr_ty, ty)
    }

    /// The constant an attribute denotes at LLVM type `ty`.
    pub(crate) fn const_of_attr(&mut self, a: Attribute, ty: &Ty) -> Option<Const> {
        let ctx = self.ctx;
        Some(match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => match ty {
                Ty::Vector { elem, .. } => Const::Splat((**elem).clone(), Box::new(int_const(elem, value))),
                _ => int_const(ty, value),
            },
            // Zero-extended to a wider integer type (`true : i8` is 1).
            AttrKind::Bool(b) => match ty {
                Ty::Int(w) if *w > 1 => Const::Int(*w, *b as i128),
                _ => Const::Int(1, -(*b as i128)),
            },
            AttrKind::Float { bits, .. } => match ty {
                Ty::Vector { elem, .. } => {
                    Const::Splat((**elem).clone(), Box::new(Const::Float((**elem).clone(), *bits)))
                }
                _ => Const::Float(ty.clone(), *bits),
            },
            AttrKind::String { value, .. } => Const::Bytes(value.to_vec()),
            AttrKind::DenseElements { data, ty: attr_ty } => {
                return self.dense_const(&data.bytes, data.splat, *attr_ty, ty);
            }
            AttrKind::Sparse {
                ty: attr_ty,
                indices,
                values,
            } => return self.sparse_const(*attr_ty, *indices, *values, ty),
            // A blob of the builtin dialect's resources, laid out as a
            // dense attribute's data.
            AttrKind::DenseResource { ty: attr_ty, key } => {
                let strata_ir::ResourceValue::Blob { data, .. } =
                    ctx.resource("builtin", ctx.ident_str(*key))?
                else {
                    return None;
                };
                return self.dense_const(&data, false, *attr_ty, ty);
            }
            AttrKind::Array(items) => match ty {
                Ty::Struct { body: Some(b), .. } => {
                    let mut elems = Vec::new();
                    for (t, &i) in b.iter().zip(items.iter()) {
                        elems.push((t.clone(), self.const_of_attr(i, t)?));
                    }
                    Const::Aggregate(elems)
                }
                Ty::Array(e, _) | Ty::Vector { elem: e, .. } => {
                    let mut elems = Vec::new();
                    for &i in items.iter() {
                        elems.push(((**e).clone(), self.const_of_attr(i, e)?));
                    }
                    Const::Aggregate(elems)
                }
                _ => return None,
            },
            AttrKind::Dialect { mnemonic, .. } => match ctx.ident_str(*mnemonic) {
                "zero" => Const::Zero,
                "undef" => Const::Undef,
                "poison" => Const::Poison,
                _ => return None,
            },
            _ => return None,
        })
    }

    // ---- the module ----

    pub(crate) fn translate(&mut self, top: &Body) -> R<()> {
        let ctx = self.ctx;
        let Some(block) = top.root_regions().first().and_then(|&r| top.region_entry(r)) else {
            return Ok(());
        };
        let Some(module) = top.block_ops(block).next() else {
            return Ok(());
        };
        if ctx.op_name_str(top.op_name(module)) != "builtin.module" {
            return Err(op_ref(ctx, top, module).emit_op_error("can not be translated to an LLVMIR module"));
        }
        // An `llvm.data_layout` string wins over a `dlti.dl_spec`, which is
        // translated otherwise.
        let dl = match self.str_attr(top, module, "llvm.data_layout") {
            Some(dl) => Some(dl),
            None => match self.attr(top, module, strata_dialect_dlti::DATA_LAYOUT_ATTR) {
                Some(spec) => Some(
                    data_layout::translate_data_layout(ctx, spec)
                        .map_err(|msg| op_ref(ctx, top, module).emit_error(msg))?,
                ),
                None => None,
            },
        };
        if let Some(dl) = dl.filter(|dl| !dl.is_empty()) {
            self.dl = DataLayout::parse(&dl);
            self.m.data_layout = Some(dl);
        }
        if let Some(t) = self.str_attr(top, module, "llvm.target_triple") {
            self.m.target_triple = Some(t);
        }
        self.module_asm(top, module)?;
        // `llvm.ident` and `llvm.commandline` are named metadata listing
        // one string, ahead of the module flags.
        for key in ["llvm.ident", "llvm.commandline"] {
            if let Some(v) = self.str_attr(top, module, key) {
                self.m
                    .named_metadata
                    .push((key.into(), vec![vec![MdOperand::String(v)]]));
            }
        }
        if let Some(libs) = self.attr(top, module, "llvm.dependent_libraries") {
            // mlir-translate crashes on other values.
            let err = || {
                op_ref(ctx, top, module)
                    .emit_error("expected an array of strings for 'llvm.dependent_libraries'")
            };
            let mut nodes = Vec::new();
            for &lib in ctx.array_attr_elements(libs).ok_or_else(err)? {
                let lib = ctx.string_attr_value(lib).ok_or_else(err)?;
                nodes.push(vec![MdOperand::String(lib.to_string())]);
            }
            self.m
                .named_metadata
                .push(("llvm.dependent-libraries".into(), nodes));
        }
        let (body, regions) = top.op_regions(module);
        let Some(mblock) = regions.first().and_then(|&r| body.region_entry(r)) else {
            return Ok(());
        };
        let ops: Vec<OpId> = body.block_ops(mblock).collect();
        let name = |op: OpId| ctx.op_name_str(body.op_name(op));
        // Comdat selectors, by their nested reference.
        for &op in &ops {
            if name(op) == "llvm.comdat" {
                self.comdat_selectors(body, op);
            }
        }
        // Function signatures.
        for &op in &ops {
            if name(op) == "llvm.func" {
                self.declare_function(body, op)?;
            }
        }
        // Globals: declare all, then their initializers.
        for &op in &ops {
            if name(op) == "llvm.mlir.global" {
                self.declare_global(body, op)?;
            }
        }
        for &op in &ops {
            if name(op) == "llvm.mlir.global" {
                self.global_initializer(body, op)?;
            }
        }
        for &op in &ops {
            if name(op) == "llvm.mlir.alias" {
                self.alias(body, op)?;
            }
        }
        for &op in &ops {
            if name(op) == "llvm.mlir.ifunc" {
                self.ifunc(body, op)?;
            }
        }
        // Other top-level ops.
        for &op in &ops {
            let n = name(op);
            match n {
                "llvm.func" | "llvm.mlir.global" | "llvm.mlir.alias" | "llvm.mlir.ifunc" => {}
                "llvm.module_flags" => self.module_flags(body, op)?,
                "llvm.linker_options" => self.linker_options(body, op),
                "llvm.comdat" => {}
                "llvm.mlir.global_ctors" => self.structors(body, op, "llvm.global_ctors", "ctors")?,
                "llvm.mlir.global_dtors" => self.structors(body, op, "llvm.global_dtors", "dtors")?,
                _ if n.starts_with("llvm.") => {
                    return Err(op_ref(ctx, body, op)
                        .emit_error(format!("LLVM Translation failed for operation: {n}")));
                }
                _ => {
                    return Err(op_ref(ctx, body, op).emit_error(format!(
                        "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {n}"
                    )));
                }
            }
        }
        // Function bodies.
        let mut fi = 0;
        for &op in &ops {
            if name(op) == "llvm.func" {
                self.function_body(body, op, fi)?;
                fi += 1;
            }
        }
        self.resolve_block_addresses();
        self.finish_debug_info();
        self.add_module_flag_if_absent(crate::debug_info_version());
        // Windows' MSVC environment gets CodeView debug info rather than
        // DWARF.
        if self.m.target_triple.as_deref().is_some_and(is_windows_msvc) {
            self.add_module_flag_if_absent(vec![i32_md(2), MdOperand::String("CodeView".into()), i32_md(1)]);
        }
        Ok(())
    }

    /// Appends module flag `flag` (behavior, key, value) to
    /// `!llvm.module.flags` unless a flag of its key is there.
    fn add_module_flag_if_absent(&mut self, flag: Vec<MdOperand>) {
        let key = flag.get(1).cloned();
        let flags = self
            .m
            .named_metadata
            .iter_mut()
            .find(|(n, _)| n == "llvm.module.flags");
        match flags {
            Some((_, nodes)) => {
                if !nodes.iter().any(|nd| nd.get(1) == key.as_ref()) {
                    nodes.push(flag);
                }
            }
            None => self
                .m
                .named_metadata
                .push(("llvm.module.flags".into(), vec![flag])),
        }
    }

    /// `llvm.module_asm`: an array of strings, one line each.
    fn module_asm(&mut self, body: &Body, module: OpId) -> R<()> {
        let ctx = self.ctx;
        let Some(a) = self.attr(body, module, "llvm.module_asm") else {
            return Ok(());
        };
        let AttrKind::Array(items) = ctx.attr_kind(a) else {
            return Err(
                op_ref(ctx, body, module).emit_error("expected an array attribute for a module level asm")
            );
        };
        for &item in items.iter() {
            let Some(line) = ctx.string_attr_value(item) else {
                return Err(op_ref(ctx, body, module)
                    .emit_error("expected a string attribute for each entry of a module level asm"));
            };
            self.m.module_asm.push(line.to_string());
        }
        Ok(())
    }

    /// `llvm.linker_options`: one node of strings in
    /// `!llvm.linker.options`.
    fn linker_options(&mut self, body: &Body, op: OpId) {
        let ctx = self.ctx;
        let options: Vec<MdOperand> = self
            .attr(body, op, "options")
            .and_then(|a| ctx.array_attr_elements(a))
            .unwrap_or(&[])
            .iter()
            .filter_map(|&o| ctx.string_attr_value(o))
            .map(|o| MdOperand::String(o.to_string()))
            .collect();
        match self
            .m
            .named_metadata
            .iter_mut()
            .find(|(n, _)| n == "llvm.linker.options")
        {
            Some((_, nodes)) => nodes.push(options),
            None => self
                .m
                .named_metadata
                .push(("llvm.linker.options".into(), vec![options])),
        }
    }

    /// Numbers the blocks the `blockaddress` constants name, once every
    /// function is translated.
    fn resolve_block_addresses(&mut self) {
        if self.block_tags.is_empty() {
            return;
        }
        let mut slots: HashMap<(String, u32), u32> = HashMap::new();
        for ((function, tag), &b) in &self.block_tags {
            if let Some(f) = self.m.functions.iter().find(|f| &f.name == function) {
                if let Some(slot) = crate::writer::block_slot(f, b) {
                    slots.insert((function.clone(), *tag), slot);
                }
            }
        }
        let resolve = &mut |c: &mut Const| {
            if let Const::BlockAddress { function, tag, slot } = c {
                *slot = slots.get(&(function.clone(), *tag)).copied();
            }
        };
        for g in &mut self.m.globals {
            if let Some(c) = &mut g.init {
                visit_consts(c, resolve);
            }
        }
        for a in &mut self.m.aliases {
            visit_consts(&mut a.target.1, resolve);
        }
        for f in &mut self.m.functions {
            for inst in &mut f.insts {
                for p in &mut inst.pieces {
                    if let Piece::Val(Val::Const(c)) | Piece::Const(_, c) = p {
                        visit_consts(c, resolve);
                    }
                }
            }
        }
    }

    fn module_flags(&mut self, body: &Body, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let Some(list) = self.attr(body, op, "flags") else {
            return Ok(());
        };
        let AttrKind::Array(items) = ctx.attr_kind(list) else {
            return Ok(());
        };
        let mut nodes = Vec::new();
        for &item in items.iter() {
            let AttrKind::Dialect { params, .. } = ctx.attr_kind(item) else {
                continue;
            };
            let [behavior, key, value] = &params[..] else {
                continue;
            };
            let behavior = match ctx.attr_kind(*behavior) {
                AttrKind::Integer { value, .. } => value.sext_i64() as i128,
                _ => 1,
            };
            let key = match ctx.attr_kind(*key) {
                AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                _ => continue,
            };
            let value = match ctx.attr_kind(*value) {
                AttrKind::Integer { value, .. } => {
                    MdOperand::Const(Ty::Int(32), Box::new(Const::Int(32, value.sext_i64() as i128)))
                }
                AttrKind::String { value, .. } => {
                    MdOperand::String(String::from_utf8_lossy(value).into_owned())
                }
                AttrKind::Array(entries) if key == "CG Profile" => {
                    // Names of no function are `null`, as LLVM's
                    // `getFunction` finds none.
                    let functions = &self.m.functions;
                    let function = |f: Option<strata_ir::Ident>| match f.map(|f| ctx.ident_str(f)) {
                        Some(f) if functions.iter().any(|g| g.name == f) => {
                            MdOperand::Const(Ty::Ptr(0), Box::new(Const::Global(f.into())))
                        }
                        _ => MdOperand::Null,
                    };
                    let ops = entries
                        .iter()
                        .filter_map(|&e| la::cgprofile_entry_value(ctx, e))
                        .map(|(from, to, count)| {
                            MdOperand::Nested(vec![function(from), function(to), md_i64(count)])
                        })
                        .collect();
                    self.distinct_node(*value, false, ops)
                }
                _ => match la::profile_summary_value(ctx, *value) {
                    Some(summary) => profile_summary_node(ctx, &summary),
                    None => continue,
                },
            };
            nodes.push(vec![
                MdOperand::Const(Ty::Int(32), Box::new(Const::Int(32, behavior))),
                MdOperand::String(key),
                value,
            ]);
        }
        self.m.named_metadata.push(("llvm.module.flags".into(), nodes));
        Ok(())
    }

    /// Records the selectors of an `llvm.comdat` op.
    fn comdat_selectors(&mut self, body: &Body, op: OpId) {
        let ctx = self.ctx;
        let table = self.str_attr(body, op, "sym_name").unwrap_or_default();
        let (rb, regions) = body.op_regions(op);
        for &r in regions {
            for b in rb.region_blocks(r) {
                for sel in rb.block_ops(b) {
                    if ctx.op_name_str(rb.op_name(sel)) != "llvm.comdat_selector" {
                        continue;
                    }
                    let name = self.str_attr(rb, sel, "sym_name").unwrap_or_default();
                    let kind = la::COMDAT
                        .keyword(self.enum_attr(rb, sel, "comdat", &la::COMDAT))
                        .unwrap_or("any");
                    self.comdats.insert((table.clone(), name), kind.to_string());
                }
            }
        }
    }

    /// The comdat (`@table::@selector`) a global or function is in: the
    /// selector's name and kind.
    fn comdat_of(&self, body: &Body, op: OpId) -> Option<(String, String)> {
        let ctx = self.ctx;
        let a = self.attr(body, op, "comdat")?;
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(a) else {
            return None;
        };
        let table = ctx.ident_str(*root).to_string();
        let sel = ctx.ident_str(*nested.last()?).to_string();
        let kind = self.comdats.get(&(table, sel.clone()))?.clone();
        Some((sel, kind))
    }

    /// `llvm.mlir.global_ctors` and `_dtors`: an appending global array of
    /// `{ i32 priority, ptr function, ptr data }`.
    fn structors(&mut self, body: &Body, op: OpId, global: &str, list: &str) -> R<()> {
        let ctx = self.ctx;
        let names: Vec<String> = match self.attr(body, op, list).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items
                .iter()
                .filter_map(|&i| match ctx.attr_kind(i) {
                    AttrKind::SymbolRef { root, .. } => Some(ctx.ident_str(*root).to_string()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        let priorities: Vec<i128> = match self.attr(body, op, "priorities").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items
                .iter()
                .map(|&i| match ctx.attr_kind(i) {
                    AttrKind::Integer { value, .. } => value.sext_i64() as i128,
                    _ => 0,
                })
                .collect(),
            _ => Vec::new(),
        };
        let data: Vec<Const> = match self.attr(body, op, "data").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items
                .iter()
                .map(|&i| match ctx.attr_kind(i) {
                    AttrKind::SymbolRef { root, .. } => Const::Global(ctx.ident_str(*root).to_string()),
                    _ => Const::Null,
                })
                .collect(),
            _ => Vec::new(),
        };
        let entry = Ty::Struct {
            name: None,
            packed: false,
            body: Some(vec![Ty::Int(32), Ty::Ptr(0), Ty::Ptr(0)]),
        };
        let elems: Vec<(Ty, Const)> = names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                (
                    entry.clone(),
                    Const::Aggregate(vec![
                        (
                            Ty::Int(32),
                            Const::Int(32, priorities.get(i).copied().unwrap_or(65535)),
                        ),
                        (Ty::Ptr(0), Const::Global(n.clone())),
                        (Ty::Ptr(0), data.get(i).cloned().unwrap_or(Const::Null)),
                    ]),
                )
            })
            .collect();
        self.m.globals.push(Global {
            name: global.to_string(),
            linkage: "appending".into(),
            ty: Some(Ty::Array(Box::new(entry), elems.len() as u64)),
            init: Some(Const::Aggregate(elems)),
            ..Default::default()
        });
        Ok(())
    }

    fn linkage(&self, body: &Body, op: OpId) -> String {
        let v = self.enum_attr(body, op, "linkage", &la::LINKAGE);
        la::LINKAGE.keyword(v).unwrap_or("external").to_string()
    }

    fn visibility(&self, body: &Body, op: OpId) -> String {
        let v = self.enum_attr(body, op, "visibility_", &la::VISIBILITY);
        la::VISIBILITY.keyword(v).unwrap_or("").to_string()
    }

    fn unnamed_addr(&self, body: &Body, op: OpId) -> String {
        let v = self.enum_attr(body, op, "unnamed_addr", &la::UNNAMED_ADDR);
        la::UNNAMED_ADDR.keyword(v).unwrap_or("").to_string()
    }

    fn declare_function(&mut self, body: &Body, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let name = self.str_attr(body, op, "sym_name").unwrap_or_default();
        let fty = self
            .attr(body, op, "function_type")
            .and_then(|a| ctx.type_attr_value(a));
        let Some(Ty::Func { ret, params, var_arg }) = fty.and_then(|t| self.ty(t)) else {
            return Err(op_ref(ctx, body, op).emit_error("unsupported function type for LLVM IR translation"));
        };
        let nvvm = nvvm::function_attrs(ctx, body, op)?;
        let cconv = if nvvm.kernel {
            "ptx_kernel".to_string()
        } else {
            cconv_name(self.enum_attr(body, op, "CConv", &la::CCONV))
        };
        let mut f = Function {
            name: name.clone(),
            linkage: self.linkage(body, op),
            dso_local: self.unit_attr(body, op, "dso_local"),
            visibility: self.visibility(body, op),
            cconv,
            ret: Some(*ret),
            params: params.into_iter().map(|p| (p, String::new())).collect(),
            var_arg,
            unnamed_addr: self.unnamed_addr(body, op),
            section: self.str_attr(body, op, "section"),
            alignment: self.int_attr(body, op, "alignment").map(|a| a as u64),
            gc: self.str_attr(body, op, "garbageCollector"),
            personality: self.str_attr(body, op, "personality"),
            comdat: self.comdat_of(body, op),
            ..Default::default()
        };
        // Argument attributes.
        if let Some(arg_attrs) = self.attr(body, op, "arg_attrs") {
            if let AttrKind::Array(items) = ctx.attr_kind(arg_attrs) {
                for (i, &d) in items.iter().enumerate() {
                    if let Some(p) = f.params.get_mut(i) {
                        p.1 = self.param_attrs(d);
                    }
                }
            }
        }
        if let Some(res_attrs) = self.attr(body, op, "res_attrs") {
            if let AttrKind::Array(items) = ctx.attr_kind(res_attrs) {
                if let Some(&d) = items.first() {
                    f.ret_attrs = self.param_attrs(d);
                }
            }
        }
        f.attrs = self.function_attrs(body, op, nvvm.strings)?;
        f.md = self.function_metadata(body, op)?;
        // A location `fused<#llvm.di_subprogram>[...]` gives the function
        // its subprogram.
        f.dbg = self
            .function_subprogram(body.op_loc(op))
            .map_err(|msg| op_ref(ctx, body, op).emit_error(msg))?;
        // The body gets blocks when it is translated; a function with a
        // body is a definition.
        self.symbols.insert(
            name,
            Symbol {
                value_ty: None,
                extern_weak: f.linkage == "extern_weak",
            },
        );
        self.m.functions.push(f);
        Ok(())
    }

    /// The metadata attached to a function: its entry count as `!prof`,
    /// then OpenCL's kernel attributes, in the order LLVM numbers their
    /// kinds.
    fn function_metadata(&mut self, body: &Body, op: OpId) -> R<Vec<(&'static str, Vec<MdOperand>)>> {
        let ctx = self.ctx;
        let mut md = Vec::new();
        if let Some(count) = self.int_attr(body, op, "function_entry_count") {
            md.push((
                "prof",
                vec![
                    MdOperand::String("function_entry_count".into()),
                    md_i64(count as u64),
                ],
            ));
        }
        if let Some(a) = self.attr(body, op, "vec_type_hint") {
            let hint = la::params_of(ctx, a, "vec_type_hint")
                .and_then(|p| Some((ctx.type_attr_value(*p.first()?)?, *p.get(1)?)));
            let Some((t, signed)) = hint else {
                return Err(op_ref(ctx, body, op).emit_error("expected a '#llvm.vec_type_hint' attribute"));
            };
            let ty = self.ty_or_err(body, op, t)?;
            let signed = matches!(ctx.attr_kind(signed), AttrKind::Bool(true));
            md.push((
                "vec_type_hint",
                vec![
                    MdOperand::Const(ty, Box::new(Const::Undef)),
                    i32_md(signed as i64),
                ],
            ));
        }
        for (prop, kind) in [
            ("work_group_size_hint", "work_group_size_hint"),
            ("reqd_work_group_size", "reqd_work_group_size"),
        ] {
            if self.attr(body, op, prop).is_some() {
                let sizes = self.dense_i32s(body, op, prop);
                md.push((kind, sizes.into_iter().map(i32_md).collect()));
            }
        }
        if let Some(size) = self.int_attr(body, op, "intel_reqd_sub_group_size") {
            md.push(("intel_reqd_sub_group_size", vec![i32_md(size)]));
        }
        Ok(md)
    }

    /// `llvm.noalias`, `llvm.nonnull`, ... of an argument attribute
    /// dictionary, in LLVM's attribute order.
    fn param_attrs(&self, dict: Attribute) -> String {
        let ctx = self.ctx;
        let AttrKind::Dictionary(entries) = ctx.attr_kind(dict) else {
            return String::new();
        };
        let mut out: Vec<(usize, String)> = Vec::new();
        for &(k, v) in entries.iter() {
            let key = ctx.ident_str(k);
            let Some(name) = key.strip_prefix("llvm.") else {
                continue;
            };
            // `nocapture` is `captures(none)` in LLVM 22.
            let (name, unit_text) = match name {
                "nocapture" => ("captures", "captures(none)"),
                n => (n, n),
            };
            let rank = ATTR_ORDER.iter().position(|&n| n == name).unwrap_or(usize::MAX);
            let text = match ctx.attr_kind(v) {
                AttrKind::Unit => unit_text.to_string(),
                AttrKind::Integer { value, .. } if name == "align" => format!("align {}", value.sext_i64()),
                AttrKind::Integer { value, .. } => format!("{name}({})", value.sext_i64()),
                AttrKind::Dialect { .. } if name == "range" => {
                    let Some([lo, hi]) = la::params_of(ctx, v, "constant_range") else {
                        continue;
                    };
                    let (Some(lo), Some(hi)) = (ctx.integer_attr_value(*lo), ctx.integer_attr_value(*hi))
                    else {
                        continue;
                    };
                    format!(
                        "range(i{} {}, {})",
                        lo.width(),
                        lo.to_string_signed(),
                        hi.to_string_signed()
                    )
                }
                AttrKind::Type(t) => {
                    let t = *t;
                    // Types of byval/sret/... attributes.
                    let mut tx = Translator::new(ctx);
                    match tx.ty(t) {
                        Some(ty) => format!("{name}({})", type_str(&ty)),
                        None => continue,
                    }
                }
                _ => continue,
            };
            out.push((rank, text));
        }
        out.sort_by_key(|(r, _)| *r);
        out.into_iter().map(|(_, t)| t).collect::<Vec<_>>().join(" ")
    }

    /// Function attributes from the op's properties (`passthrough`, ...),
    /// sorted as LLVM sorts an attribute set: enum attributes by kind,
    /// then string attributes by key.
    fn function_attrs(&self, body: &Body, op: OpId, mut strings: Vec<(String, String)>) -> R<Vec<String>> {
        let ctx = self.ctx;
        let mut enums: Vec<(usize, String)> = Vec::new();
        let add_enum = |enums: &mut Vec<(usize, String)>, name: &str| {
            let rank = ATTR_ORDER.iter().position(|&n| n == name).unwrap_or(usize::MAX);
            enums.push((rank, name.to_string()));
        };
        for (prop, attr) in [
            ("no_inline", "noinline"),
            ("always_inline", "alwaysinline"),
            ("inline_hint", "inlinehint"),
            ("no_unwind", "nounwind"),
            ("will_return", "willreturn"),
            ("optimize_none", "optnone"),
            ("convergent", "convergent"),
            ("cold", "cold"),
            ("hot", "hot"),
            ("noduplicate", "noduplicate"),
            ("no_caller_saved_registers", "no_caller_saved_registers"),
            ("nocallback", "nocallback"),
            ("returns_twice", "returns_twice"),
            ("minsize", "minsize"),
            ("optsize", "optsize"),
            ("save_reg_params", "save-reg-params"),
        ] {
            if self.unit_attr(body, op, prop) {
                add_enum(&mut enums, attr);
            }
        }
        // `uwtable` is LLVM's asynchronous kind; `none` sets nothing.
        let uwtable = self
            .attr(body, op, "uwtable_kind")
            .and_then(|a| la::UWTABLE_KIND.attr_value(ctx, a));
        if let Some(kind) = uwtable.filter(|&k| k != 0) {
            let rank = ATTR_ORDER
                .iter()
                .position(|&n| n == "uwtable")
                .unwrap_or(usize::MAX);
            enums.push((
                rank,
                if kind == 1 { "uwtable(sync)" } else { "uwtable" }.to_string(),
            ));
        }
        self.attr_list(body, op, "passthrough", &mut enums, &mut strings)?;
        if let Some(a) = self.attr(body, op, "memory_effects") {
            let Some(effects) = la::memory_effects_value(ctx, a) else {
                return Err(op_ref(ctx, body, op).emit_error("expected a '#llvm.memory_effects' attribute"));
            };
            enums.push((attr_rank("memory"), memory_text(effects)));
        }
        // Properties that become string attributes.
        if let Some(a) = self.attr(body, op, "frame_pointer") {
            if let Some(k) = la::FRAME_POINTER_KIND
                .attr_value(ctx, a)
                .and_then(|v| la::FRAME_POINTER_KIND.keyword(v))
            {
                strings.push(("frame-pointer".into(), k.into()));
            }
        }
        // mlir-translate sets the remaining ones on definitions only.
        let definition = {
            let (rb, regions) = body.op_regions(op);
            regions.first().is_some_and(|&r| !rb.region_is_empty(r))
        };
        for (prop, key) in [
            ("arm_streaming", "aarch64_pstate_sm_enabled"),
            ("arm_locally_streaming", "aarch64_pstate_sm_body"),
            ("arm_streaming_compatible", "aarch64_pstate_sm_compatible"),
            ("arm_new_za", "aarch64_new_za"),
            ("arm_in_za", "aarch64_in_za"),
            ("arm_out_za", "aarch64_out_za"),
            ("arm_inout_za", "aarch64_inout_za"),
            ("arm_preserves_za", "aarch64_preserves_za"),
        ] {
            if definition && self.unit_attr(body, op, prop) {
                strings.push((key.into(), String::new()));
            }
        }
        if let Some((min, max)) = self
            .attr(body, op, "vscale_range")
            .and_then(|a| la::vscale_range_value(ctx, a))
            .filter(|_| definition)
        {
            let rank = ATTR_ORDER
                .iter()
                .position(|&n| n == "vscale_range")
                .unwrap_or(usize::MAX);
            enums.push((rank, format!("vscale_range({min},{max})")));
        }
        for (prop, key) in [
            ("target_cpu", "target-cpu"),
            ("tune_cpu", "tune-cpu"),
            ("reciprocal_estimates", "reciprocal-estimates"),
            ("prefer_vector_width", "prefer-vector-width"),
            ("denormal_fp_math", "denormal-fp-math"),
            ("denormal_fp_math_f32", "denormal-fp-math-f32"),
            ("fp_contract", "fp-contract"),
            ("instrument_function_entry", "instrument-function-entry"),
            ("instrument_function_exit", "instrument-function-exit"),
        ] {
            if let Some(v) = self.str_attr(body, op, prop).filter(|_| definition) {
                strings.push((key.into(), v));
            }
        }
        for (prop, key) in [
            ("no_infs_fp_math", "no-infs-fp-math"),
            ("no_nans_fp_math", "no-nans-fp-math"),
            ("no_signed_zeros_fp_math", "no-signed-zeros-fp-math"),
        ] {
            if let Some(AttrKind::Bool(b)) = self
                .attr(body, op, prop)
                .filter(|_| definition)
                .map(|a| ctx.attr_kind(a))
            {
                strings.push((key.into(), b.to_string()));
            }
        }
        if let Some(features) = self
            .attr(body, op, "target_features")
            .and_then(|a| la::target_features_value(ctx, a))
        {
            if !features.is_empty() {
                strings.push(("target-features".into(), features.join(",")));
            }
        }
        Ok(attr_set_text(enums, strings))
    }

    /// The attributes of list `name` (`passthrough`, ...): each a
    /// string, the name of an attribute without value, or a pair of
    /// strings, a name and its value, added to `enums` (LLVM's attribute
    /// kinds, with their rank) or `strings` (the other names), as
    /// mlir-translate's `checkedAddLLVMFnAttribute`.
    fn attr_list(
        &self,
        body: &Body,
        op: OpId,
        name: &str,
        enums: &mut Vec<(usize, String)>,
        strings: &mut Vec<(String, String)>,
    ) -> R<()> {
        let ctx = self.ctx;
        if let Some(list) = self.attr(body, op, name) {
            let err = |msg: String| op_ref(ctx, body, op).emit_error(msg);
            for &i in ctx.array_attr_elements(list).unwrap_or(&[]) {
                let (key, value) = match ctx.attr_kind(i) {
                    AttrKind::String { value, .. } => (String::from_utf8_lossy(value).into_owned(), None),
                    AttrKind::Array(kv) if kv.len() == 2 => {
                        match (ctx.string_attr_value(kv[0]), ctx.string_attr_value(kv[1])) {
                            (Some(k), Some(v)) => (k.to_string(), Some(v.to_string())),
                            _ => {
                                return Err(err(format!(
                                    "expected arrays within '{name}' to contain two strings"
                                )))
                            }
                        }
                    }
                    _ => {
                        return Err(err(format!(
                            "expected '{name}' to contain string or array attributes"
                        )))
                    }
                };
                // As LLVM's `Attribute::getAttrKindFromName`: a name that
                // is no attribute kind is a string attribute.
                let Some(rank) = ATTR_ORDER.iter().position(|&n| n == key) else {
                    strings.push((key, value.unwrap_or_default()));
                    continue;
                };
                if crate::ir::INT_ATTR_KINDS.contains(&key.as_str()) {
                    let Some(value) = value else {
                        return Err(err(format!("LLVM attribute '{key}' expects a value")));
                    };
                    // A value that is no integer makes a string attribute.
                    match parse_llvm_int(&value) {
                        Some(raw) => {
                            let text = int_attr_text(&key, raw).ok_or_else(|| {
                                err(format!(
                                    "LLVM attribute '{key}' with a raw integer value is not supported"
                                ))
                            })?;
                            enums.push((rank, text));
                        }
                        None => strings.push((key, value)),
                    }
                } else {
                    if let Some(v) = value.filter(|v| !v.is_empty()) {
                        return Err(err(format!(
                            "LLVM attribute '{key}' does not expect a value, found '{v}'"
                        )));
                    }
                    enums.push((rank, key));
                }
            }
        }
        Ok(())
    }

    fn declare_global(&mut self, body: &Body, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let name = self.str_attr(body, op, "sym_name").unwrap_or_default();
        let gty = self
            .attr(body, op, "global_type")
            .and_then(|a| ctx.type_attr_value(a));
        let Some(ty) = gty else {
            return Err(op_ref(ctx, body, op).emit_error("unsupported global type for LLVM IR translation"));
        };
        let ty = self.ty_or_err(body, op, ty)?;
        let linkage = self.linkage(body, op);
        let tls = self.unit_attr(body, op, "thread_local_");
        let (mut enums, mut strings) = (Vec::new(), Vec::new());
        self.attr_list(body, op, "target_specific_attrs", &mut enums, &mut strings)?;
        let g = Global {
            name: name.clone(),
            linkage: linkage.clone(),
            dso_local: self.unit_attr(body, op, "dso_local"),
            visibility: self.visibility(body, op),
            thread_local: tls,
            unnamed_addr: self.unnamed_addr(body, op),
            addr_space: self.int_attr(body, op, "addr_space").unwrap_or(0) as u32,
            externally_initialized: self.unit_attr(body, op, "externally_initialized"),
            constant: self.unit_attr(body, op, "constant"),
            ty: Some(ty.clone()),
            init: None,
            section: self.str_attr(body, op, "section"),
            comdat: self.comdat_of(body, op),
            alignment: self.int_attr(body, op, "alignment").map(|a| a as u64),
            dbg: match self.attr(body, op, "dbg_exprs") {
                Some(exprs) => self
                    .global_debug_info(exprs)
                    .map_err(|msg| op_ref(ctx, body, op).emit_error(msg))?,
                None => Vec::new(),
            },
            attrs: attr_set_text(enums, strings),
        };
        self.symbols.insert(
            name,
            Symbol {
                value_ty: Some(ty),
                extern_weak: linkage == "extern_weak",
            },
        );
        self.m.globals.push(g);
        Ok(())
    }

    fn global_initializer(&mut self, body: &Body, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let idx = self
            .m
            .globals
            .iter()
            .position(|g| Some(&g.name) == self.str_attr(body, op, "sym_name").as_ref());
        let Some(idx) = idx else { return Ok(()) };
        let ty = self.m.globals[idx].ty.clone().unwrap_or(Ty::Void);
        let mut init = match self.attr(body, op, "value") {
            Some(v) => match self.const_of_attr(v, &ty) {
                Some(c) => Some(c),
                None => return Err(op_ref(ctx, body, op).emit_op_error("unsupported constant value")),
            },
            None => self.region_constant(body, op)?,
        };
        if init.is_none()
            && self.m.globals[idx].linkage != "external"
            && self.m.globals[idx].linkage != "extern_weak"
        {
            // A global without initializer of non-external linkage gets
            // an undefined value.
            init = Some(Const::Undef);
        }
        self.m.globals[idx].init = init;
        Ok(())
    }

    /// The constant an initializer region (of a global or an alias)
    /// returns, its ops folded as constants.
    fn region_constant(&mut self, body: &Body, op: OpId) -> R<Option<Const>> {
        let ctx = self.ctx;
        let (rb, regions) = body.op_regions(op);
        let Some(entry) = regions.first().and_then(|&r| rb.region_entry(r)) else {
            return Ok(None);
        };
        let mut f = Function {
            blocks: vec![Block::default()],
            ..Default::default()
        };
        let mut values: HashMap<ValueId, V> = HashMap::new();
        let mut blocks = HashMap::new();
        blocks.insert(entry, BlockIdx(0));
        let mut result = None;
        for o in rb.block_ops(entry) {
            if ctx.op_name_str(rb.op_name(o)) == "llvm.return" {
                if let Some(v) = rb.operands(o).next() {
                    result = values.get(&v).cloned();
                }
                continue;
            }
            self.convert_op(rb, o, &mut f, BlockIdx(0), &mut values, &blocks)?;
        }
        if !f.insts.is_empty() {
            return Err(op_ref(ctx, rb, entry_op(rb, entry))
                .emit_error("cannot convert the initializer to a constant"));
        }
        match result {
            Some(V::Const(c)) => Ok(Some(c)),
            Some(_) => Err(op_ref(ctx, body, op).emit_op_error("initializer is not a constant")),
            None => Ok(None),
        }
    }

    /// `llvm.mlir.alias`: `@a = alias i32, ptr @g`.
    fn alias(&mut self, body: &Body, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let name = self.str_attr(body, op, "sym_name").unwrap_or_default();
        let Some(ty) = self
            .attr(body, op, "alias_type")
            .and_then(|a| ctx.type_attr_value(a))
            .and_then(|t| self.ty(t))
        else {
            return Err(op_ref(ctx, body, op).emit_error("unsupported alias type for LLVM IR translation"));
        };
        let (rb, regions) = body.op_regions(op);
        let ptr_ty = regions
            .first()
            .and_then(|&r| rb.region_entry(r))
            .and_then(|b| rb.last_op(b))
            .and_then(|t| rb.operands(t).next())
            .and_then(|v| self.ty(rb.value_type(v)))
            .unwrap_or(Ty::Ptr(0));
        let aliasee = self.region_constant(body, op)?.unwrap_or(Const::Undef);
        self.symbols.insert(
            name.clone(),
            Symbol {
                value_ty: None,
                extern_weak: false,
            },
        );
        self.m.aliases.push(Alias {
            name,
            kind: "alias",
            linkage: self.linkage(body, op),
            dso_local: self.unit_attr(body, op, "dso_local"),
            visibility: self.visibility(body, op),
            thread_local: self.unit_attr(body, op, "thread_local_"),
            unnamed_addr: self.unnamed_addr(body, op),
            ty,
            target: (ptr_ty, aliasee),
        });
        Ok(())
    }

    /// `llvm.mlir.ifunc`: `@f = ifunc void (), ptr @resolver`.
    fn ifunc(&mut self, body: &Body, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let name = self.str_attr(body, op, "sym_name").unwrap_or_default();
        let Some(ty) = self
            .attr(body, op, "i_func_type")
            .and_then(|a| ctx.type_attr_value(a))
            .and_then(|t| self.ty(t))
        else {
            return Err(op_ref(ctx, body, op).emit_error("unsupported ifunc type for LLVM IR translation"));
        };
        let resolver = self.str_attr(body, op, "resolver").unwrap_or_default();
        let rty = self
            .attr(body, op, "resolver_type")
            .and_then(|a| ctx.type_attr_value(a))
            .and_then(|t| self.ty(t))
            .unwrap_or(Ty::Ptr(0));
        self.m.ifuncs.push(Alias {
            name,
            kind: "ifunc",
            linkage: self.linkage(body, op),
            dso_local: self.unit_attr(body, op, "dso_local"),
            visibility: self.visibility(body, op),
            thread_local: false,
            unnamed_addr: self.unnamed_addr(body, op),
            ty,
            target: (rty, Const::Global(resolver)),
        });
        Ok(())
    }

    // ---- functions ----

    fn function_body(&mut self, body: &Body, op: OpId, fi: usize) -> R<()> {
        let ctx = self.ctx;
        let (fb, regions) = body.op_regions(op);
        let Some(&region) = regions.first() else {
            return Ok(());
        };
        if fb.region_is_empty(region) {
            return Ok(());
        }
        let mut f = std::mem::take(&mut self.m.functions[fi]);
        self.cur_dbg = None;
        let blocks: Vec<BlockId> = fb.region_blocks(region).collect();
        let mut bmap = HashMap::new();
        for (i, &b) in blocks.iter().enumerate() {
            bmap.insert(b, BlockIdx(i as u32));
            f.blocks.push(Block::default());
        }
        // As MLIR's export legalization: a terminator naming a block with
        // arguments more than once branches the second and later times to
        // a new block (appended to the function) that forwards to it.
        let mut dummies: Vec<(BlockId, OpId, usize)> = Vec::new();
        self.redirect.clear();
        for &b in &blocks {
            let Some(t) = fb.last_op(b) else { continue };
            let succs: Vec<BlockId> = fb.successors(t).collect();
            let mut seen: Vec<BlockId> = Vec::new();
            for (pos, &s) in succs.iter().enumerate() {
                if fb.block_args(s).is_empty() {
                    continue;
                }
                if seen.contains(&s) {
                    let idx = BlockIdx(f.blocks.len() as u32);
                    f.blocks.push(Block::default());
                    self.redirect.insert((t, pos), idx);
                    dummies.push((s, t, pos));
                } else {
                    seen.push(s);
                }
            }
        }
        let mut values: HashMap<ValueId, V> = HashMap::new();
        for (i, &a) in fb.block_args(blocks[0]).iter().enumerate() {
            values.insert(a, V::Arg(i as u32));
        }
        let mut phis: Vec<(BlockId, usize, InstId, Ty)> = Vec::new();
        let order = rpo(fb, &blocks, &bmap, &self.redirect, &dummies);
        let mut result = Ok(());
        for &node in &order {
            let bi = BlockIdx(node as u32);
            if node >= blocks.len() {
                // A forwarding block: phis of the values the terminator
                // passes, then a branch to the original destination.
                let (dest, t, pos) = dummies[node - blocks.len()];
                let from = fb.op_block(t).map(|pb| bmap[&pb]).unwrap_or(BlockIdx(0));
                let mut forwarded = Vec::new();
                // The block MLIR's export legalization creates has the
                // terminator's location.
                let sp = f.dbg.clone();
                let loc = self
                    .translate_loc(fb.op_loc(t), sp.as_ref(), None)
                    .map_err(|msg| op_ref(ctx, fb, t).emit_error(msg))?;
                for (k, &a) in fb.block_args(dest).iter().enumerate() {
                    let ty = self.ty(fb.value_type(a)).unwrap_or(Ty::Void);
                    let mut pieces = vec![Piece::Text(format!("phi {} [ ", type_str(&ty)))];
                    if let Some(v) = phi_source(ctx, fb, t, pos, k) {
                        pieces.push(self.piece(&values, v, &ty));
                    }
                    pieces.push(Piece::Text(", ".into()));
                    pieces.push(Piece::Block(from));
                    pieces.push(Piece::Text(" ]".into()));
                    let id = f.push(
                        bi,
                        Inst {
                            result: Some(ty),
                            pieces,
                            dbg: loc.clone(),
                            ..Default::default()
                        },
                    );
                    forwarded.push(id);
                }
                let id = f.push(
                    bi,
                    Inst {
                        result: None,
                        pieces: vec![Piece::Text("br label ".into()), Piece::Block(bmap[&dest])],
                        dbg: loc,
                        ..Default::default()
                    },
                );
                f.branch_order.push((bi, id));
                self.forwarded.insert(node, forwarded);
                continue;
            }
            let b = blocks[node];
            if b != blocks[0] {
                for (k, &a) in fb.block_args(b).iter().enumerate() {
                    let t = match self.ty(fb.value_type(a)) {
                        Some(t) => t,
                        None => {
                            result =
                                Err(ctx
                                    .emit_error(fb.value_loc(a), "unsupported type for LLVM IR translation"));
                            break;
                        }
                    };
                    // A phi has its block argument's location.
                    let sp = f.dbg.clone();
                    let loc = match self.translate_loc(fb.value_loc(a), sp.as_ref(), None) {
                        Ok(loc) => loc,
                        Err(msg) => {
                            result = Err(ctx.emit_error(fb.value_loc(a), msg));
                            break;
                        }
                    };
                    let id = f.push(
                        bi,
                        Inst {
                            result: Some(t.clone()),
                            pieces: Vec::new(),
                            dbg: loc,
                            ..Default::default()
                        },
                    );
                    values.insert(a, V::Inst(id));
                    phis.push((b, k, id, t));
                }
            }
            if result.is_err() {
                break;
            }
            for o in fb.block_ops(b) {
                let sp = f.dbg.clone();
                match self.translate_loc(fb.op_loc(o), sp.as_ref(), None) {
                    Ok(loc) => self.cur_dbg = loc,
                    Err(msg) => {
                        result = Err(op_ref(ctx, fb, o).emit_error(msg));
                        break;
                    }
                }
                if let Err(e) = self.convert_op(fb, o, &mut f, bi, &mut values, &bmap) {
                    result = Err(e);
                    break;
                }
            }
            if result.is_err() {
                break;
            }
        }
        if result.is_ok() {
            // Phi incoming values, one per predecessor edge, in the order
            // of the block's predecessor list: the forwarding blocks (the
            // newest first), then the original edges.
            for (b, k, id, t) in phis {
                let mut incoming: Vec<(Piece, BlockIdx)> = Vec::new();
                for (d, &(dest, _, _)) in dummies.iter().enumerate().rev() {
                    if dest == b {
                        let node = blocks.len() + d;
                        let v = self.forwarded.get(&node).and_then(|f| f.get(k)).copied();
                        incoming.push((
                            v.map_or(Piece::Text("<badref>".into()), |i| Piece::Val(Val::Inst(i))),
                            BlockIdx(node as u32),
                        ));
                    }
                }
                for (pred, succ) in fb.predecessors(b) {
                    if self.redirect.contains_key(&(pred, succ)) {
                        continue;
                    }
                    let Some(v) = phi_source(ctx, fb, pred, succ, k) else {
                        continue;
                    };
                    let from = fb.op_block(pred).map(|pb| bmap[&pb]).unwrap_or(BlockIdx(0));
                    incoming.push((self.piece(&values, v, &t), from));
                }
                let mut pieces = vec![Piece::Text(format!("phi {} ", type_str(&t)))];
                for (i, (v, from)) in incoming.into_iter().enumerate() {
                    if i > 0 {
                        pieces.push(Piece::Text(", ".into()));
                    }
                    pieces.push(Piece::Text("[ ".into()));
                    pieces.push(v);
                    pieces.push(Piece::Text(", ".into()));
                    pieces.push(Piece::Block(from));
                    pieces.push(Piece::Text(" ]".into()));
                }
                f.insts[id.0 as usize].pieces = pieces;
            }
        }
        self.forwarded.clear();
        self.m.functions[fi] = f;
        result
    }

    /// The block a terminator's successor `i` branches to.
    fn succ(&self, body: &Body, op: OpId, i: usize, bmap: &HashMap<BlockId, BlockIdx>) -> BlockIdx {
        self.redirect
            .get(&(op, i))
            .copied()
            .unwrap_or_else(|| bmap[&body.successor(op, i)])
    }

    /// An operand as printed (without its type).
    fn piece(&self, values: &HashMap<ValueId, V>, v: ValueId, ty: &Ty) -> Piece {
        match values.get(&v) {
            Some(V::Arg(i)) => Piece::Val(Val::Arg(*i)),
            Some(V::Inst(id)) => Piece::Val(Val::Inst(*id)),
            Some(V::Const(c)) if c.has_block_address() => Piece::Const(ty.clone(), c.clone()),
            Some(V::Const(c)) => {
                let mut s = String::new();
                write_const(&mut s, ty, c);
                Piece::Text(s)
            }
            None => Piece::Text("<badref>".into()),
        }
    }

    fn declare_intrinsic(&mut self, name: &str, ret: &Ty, params: &[Ty], intr: &intrinsics::Intrinsic) {
        if self.intrinsic_decls.contains_key(name) {
            return;
        }
        let f = Function {
            name: name.to_string(),
            ret: Some(ret.clone()),
            params: params
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    (
                        p.clone(),
                        intr.param_attrs.get(i).copied().unwrap_or("").to_string(),
                    )
                })
                .collect(),
            attrs: intr.attrs.split(' ').map(String::from).collect(),
            ret_attrs: match (intr.ret_attrs, ret) {
                (intrinsics::RANGE_MINUS_ONE_TO_ONE, Ty::Int(w)) => {
                    format!("range(i{w} -1, {})", sext(2, *w))
                }
                (a, _) => a.to_string(),
            },
            ..Default::default()
        };
        self.intrinsic_decls
            .insert(name.to_string(), self.m.functions.len());
        self.m.functions.push(f);
    }

    /// Converts one op into instructions appended to `bi` (or a constant):
    /// dispatches on the op's name to the converter of its family.
    fn convert_op(
        &mut self,
        body: &Body,
        op: OpId,
        f: &mut Function,
        bi: BlockIdx,
        values: &mut HashMap<ValueId, V>,
        bmap: &HashMap<BlockId, BlockIdx>,
    ) -> R<()> {
        let ctx = self.ctx;
        let full = ctx.op_name_str(body.op_name(op));
        let Some(name) = full.strip_prefix("llvm.") else {
            return Err(op_ref(ctx, body, op).emit_error(format!(
                "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {full}"
            )));
        };
        let operands: Vec<ValueId> = body.operands(op).collect();
        let mut otys = Vec::with_capacity(operands.len());
        for &v in &operands {
            otys.push(self.ty_or_err(body, op, body.value_type(v))?);
        }
        let rty = match body.results(op).next() {
            Some(r) => Some(self.ty_or_err(body, op, body.value_type(r))?),
            None => None,
        };
        let first = f.insts.len();
        let cx = &mut OpCx {
            body,
            op,
            name,
            full,
            operands,
            otys,
            rty,
            bi,
            f,
            values,
            bmap,
        };
        let converted = match name {
            "mlir.constant"
            | "mlir.zero"
            | "mlir.undef"
            | "mlir.poison"
            | "mlir.none"
            | "mlir.addressof"
            | "dso_local_equivalent"
            | "blockaddress" => self.convert_constant(cx),
            "blocktag" => {
                if let Some(id) = self
                    .attr(body, op, "tag")
                    .and_then(|a| la::blocktag_value(ctx, a))
                {
                    self.block_tags.insert((cx.f.name.clone(), id), cx.bi);
                }
                Ok(())
            }
            "indirectbr" => self.convert_indirectbr(cx),
            "add" | "sub" | "mul" | "udiv" | "sdiv" | "urem" | "srem" | "and" | "or" | "xor" | "shl"
            | "lshr" | "ashr" | "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => self.convert_binary(cx),
            "fneg" => self.convert_fneg(cx),
            "icmp" | "fcmp" => self.convert_compare(cx),
            "trunc" | "zext" | "sext" | "fptrunc" | "fpext" | "fptoui" | "fptosi" | "uitofp" | "sitofp"
            | "ptrtoint" | "inttoptr" | "bitcast" | "addrspacecast" => self.convert_cast(cx),
            "select" => self.convert_select(cx),
            "freeze" => self.convert_freeze(cx),
            "alloca" => self.convert_alloca(cx),
            "load" => self.convert_load(cx),
            "store" => self.convert_store(cx),
            "getelementptr" => self.convert_gep(cx),
            "fence" => self.convert_fence(cx),
            "atomicrmw" => self.convert_atomicrmw(cx),
            "cmpxchg" => self.convert_cmpxchg(cx),
            "extractvalue" | "insertvalue" => self.convert_aggregate_value(cx),
            "extractelement" => self.convert_extractelement(cx),
            "insertelement" => self.convert_insertelement(cx),
            "shufflevector" => self.convert_shufflevector(cx),
            "va_arg" => self.convert_va_arg(cx),
            "inline_asm" => self.convert_inline_asm(cx),
            "call" => self.convert_call(cx),
            "call_intrinsic" => self.convert_call_intrinsic(cx),
            "invoke" => self.convert_invoke(cx),
            "landingpad" => self.convert_landingpad(cx),
            "resume" => self.convert_resume(cx),
            "return" => self.convert_return(cx),
            "unreachable" => self.convert_unreachable(cx),
            "br" => self.convert_br(cx),
            "cond_br" => self.convert_cond_br(cx),
            "switch" => self.convert_switch(cx),
            "intr.dbg.declare" | "intr.dbg.value" | "intr.dbg.label" => self.convert_debug_record(cx),
            "intr.experimental.noalias.scope.decl" => self.convert_noalias_scope_decl(cx),
            _ => self.convert_intrinsic(cx),
        };
        converted?;
        if let Some(inst) = f.insts[first..].iter_mut().rev().find(|i| !i.is_record) {
            self.attach_memory_metadata(body, op, inst)?;
            self.attach_loop_annotation(body, op, inst);
        }
        for inst in &mut f.insts[first..] {
            if !inst.is_record && inst.dbg.is_none() {
                inst.dbg = self.cur_dbg.clone();
            }
        }
        // Discardable attributes of other dialects that amend the
        // instructions made.
        xevm::amend(ctx, body, op, &mut f.insts[first..])
    }

    /// Operand `i` with its type: `i32 %0`.
    fn typed(&self, cx: &OpCx, i: usize) -> Vec<Piece> {
        vec![
            Piece::Text(format!("{} ", type_str(&cx.otys[i]))),
            self.untyped(cx, i),
        ]
    }

    /// Operand `i` without its type.
    fn untyped(&self, cx: &OpCx, i: usize) -> Piece {
        self.piece(cx.values, cx.operands[i], &cx.otys[i])
    }
    /// ` [ "tag"(i32 %0), ... ]`: the operand bundles of a call, whose
    /// operands start at operand `first`.
    fn operand_bundles(
        &self,
        body: &Body,
        op: OpId,
        first: usize,
        p: &mut Vec<Piece>,
        typed: &dyn Fn(usize, &Self) -> Vec<Piece>,
    ) {
        let ctx = self.ctx;
        let sizes = self.dense_i32s(body, op, "op_bundle_sizes");
        if sizes.is_empty() {
            return;
        }
        let tags: Vec<String> = match self.attr(body, op, "op_bundle_tags").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items
                .iter()
                .map(|&t| match ctx.attr_kind(t) {
                    AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                    _ => String::new(),
                })
                .collect(),
            _ => Vec::new(),
        };
        p.push(Piece::Text(" [ ".into()));
        let mut next = first;
        for (b, &n) in sizes.iter().enumerate() {
            if b > 0 {
                p.push(Piece::Text(", ".into()));
            }
            let mut tag = String::from("\"");
            crate::writer::escape(&mut tag, tags.get(b).map_or("", String::as_str).as_bytes());
            tag.push_str("\"(");
            p.push(Piece::Text(tag));
            for k in 0..n.max(0) as usize {
                if k > 0 {
                    p.push(Piece::Text(", ".into()));
                }
                p.extend(typed(next, self));
                next += 1;
            }
            p.push(Piece::Text(")".into()));
        }
        p.push(Piece::Text(" ]".into()));
    }

    /// ` syncscope("name")` for an atomic op's scope, or nothing.
    fn syncscope(&self, body: &Body, op: OpId) -> String {
        match self.str_attr(body, op, "syncscope") {
            Some(s) if !s.is_empty() => {
                let mut out = String::from(" syncscope(\"");
                crate::writer::escape(&mut out, s.as_bytes());
                out.push_str("\")");
                out
            }
            _ => String::new(),
        }
    }

    /// `, !prof !N` for the op's `branch_weights`.
    fn branch_weights(&self, body: &Body, op: OpId, p: &mut Vec<Piece>) {
        if self.attr(body, op, "branch_weights").is_none() {
            return;
        }
        let weights = self.dense_i32s(body, op, "branch_weights");
        let mut node = vec![MdOperand::String("branch_weights".into())];
        node.extend(weights.iter().map(|&w| i32_md(w)));
        p.push(Piece::Text(", !prof ".into()));
        p.push(Piece::Md(node));
    }

    fn switch_case_values(&self, body: &Body, op: OpId) -> Vec<String> {
        let ctx = self.ctx;
        let Some(a) = self.attr(body, op, "case_values") else {
            return Vec::new();
        };
        let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
            return Vec::new();
        };
        let w = match ctx.type_kind(*ty) {
            TypeKind::RankedTensor { element, .. } | TypeKind::Vector { element, .. } => {
                match ctx.type_kind(*element) {
                    TypeKind::Integer { width, .. } => *width,
                    _ => 64,
                }
            }
            _ => 64,
        };
        let n = (body.num_successors(op)).saturating_sub(1);
        let bytes = (w as usize).div_ceil(8);
        (0..n)
            .map(|i| {
                let off = if data.splat { 0 } else { i * bytes };
                let mut v: u128 = 0;
                for k in (0..bytes.min(16)).rev() {
                    v = (v << 8) | *data.bytes.get(off + k).unwrap_or(&0) as u128;
                }
                let c = Const::Int(w, sext(v, w));
                let mut s = String::new();
                write_const(&mut s, &Ty::Int(w), &c);
                s
            })
            .collect()
    }

    /// A GEP with constant base and indices, as LLVM's constant folder
    /// builds it: a byte offset from a global (`getelementptr inbounds
    /// (i8, ptr @g, i64 8)`), with `inbounds` inferred for in-bounds
    /// offsets into a global variable.
    fn fold_gep(&self, elem: &Ty, base: &Const, base_ty: &Ty, idx: &[(Ty, Const)], nw: u64) -> Option<Const> {
        if !matches!(base_ty, Ty::Ptr(_)) {
            return None;
        }
        // The base: a global, a byte offset from one (a folded GEP), or
        // null.
        let mut offset: i128 = 0;
        let mut inner_inbounds = true;
        let (name, base) = match base {
            Const::Global(name) => (Some(name.clone()), base.clone()),
            Const::Null | Const::Zero => (None, Const::Null),
            Const::Expr {
                opcode,
                flags,
                operands,
                ..
            } if opcode == "getelementptr" && operands.len() == 2 => match (&operands[0].1, &operands[1].1) {
                (Const::Global(name), Const::Int(_, off)) => {
                    offset = *off;
                    inner_inbounds = flags.contains("inbounds");
                    (Some(name.clone()), operands[0].1.clone())
                }
                _ => return None,
            },
            _ => return None,
        };
        let mut cur = elem.clone();
        for (k, (_, c)) in idx.iter().enumerate() {
            let Const::Int(_, i) = c else { return None };
            if k == 0 {
                offset += i * self.dl.alloc_size(&cur) as i128;
                continue;
            }
            match cur.clone() {
                Ty::Struct {
                    body: Some(b),
                    packed,
                    ..
                } => {
                    let field = usize::try_from(*i).ok()?;
                    offset += self.dl.field_offset(packed, &b, field) as i128;
                    cur = b.get(field)?.clone();
                }
                Ty::Array(e, _) => {
                    offset += i * self.dl.alloc_size(&*e) as i128;
                    cur = *e;
                }
                _ => return None,
            }
        }
        let Some(name) = name else {
            // Null plus an offset: an integer turned into a pointer.
            if offset == 0 {
                return Some(Const::Null);
            }
            let w = self.dl.size_in_bits(base_ty) as u32;
            return Some(Const::Expr {
                opcode: "inttoptr".into(),
                flags: String::new(),
                source_ty: None,
                operands: vec![(Ty::Int(w), Const::Int(w, offset))],
                dest_ty: Some(base_ty.clone()),
            });
        };
        let name = &name;
        if offset == 0 {
            return Some(base);
        }
        let mut inbounds = nw & 1 != 0 && inner_inbounds;
        let mut nusw = nw & 2 != 0 || inbounds;
        let mut nuw = nw & 4 != 0;
        if !inbounds && offset >= 0 {
            if let Some(sym) = self.symbols.get(name) {
                if let (Some(vt), false) = (&sym.value_ty, sym.extern_weak) {
                    let size = self.dl.store_size(vt) as i128;
                    if size != 0 && offset <= size {
                        inbounds = true;
                        nusw = true;
                    }
                }
            }
        }
        if nusw && offset >= 0 {
            nuw = true;
        }
        let mut flags = String::new();
        if inbounds {
            flags.push_str(" inbounds");
        } else if nusw {
            flags.push_str(" nusw");
        }
        if nuw {
            flags.push_str(" nuw");
        }
        Some(Const::Expr {
            opcode: "getelementptr".into(),
            flags,
            source_ty: Some(Ty::Int(8)),
            operands: vec![
                (base_ty.clone(), base.clone()),
                (Ty::Int(64), Const::Int(64, offset)),
            ],
            dest_ty: None,
        })
    }
}

/// `i32 N` as a metadata operand.
/// The spelling of calling convention number `cc` in LLVM IR (LLVM's
/// names differ from the dialect's keywords, e.g. `cc_10` is `ghccc`);
/// empty for the C convention.
pub(crate) fn cconv_name(cc: u64) -> String {
    let name = match cc {
        0 => "",
        8 => "fastcc",
        9 => "coldcc",
        10 => "ghccc",
        13 => "anyregcc",
        14 => "preserve_mostcc",
        15 => "preserve_allcc",
        16 => "swiftcc",
        17 => "cxx_fast_tlscc",
        18 => "tailcc",
        19 => "cfguard_checkcc",
        20 => "swifttailcc",
        64 => "x86_stdcallcc",
        65 => "x86_fastcallcc",
        66 => "arm_apcscc",
        67 => "arm_aapcscc",
        68 => "arm_aapcs_vfpcc",
        69 => "msp430_intrcc",
        70 => "x86_thiscallcc",
        71 => "ptx_kernel",
        72 => "ptx_device",
        75 => "spir_func",
        76 => "spir_kernel",
        77 => "intel_ocl_bicc",
        78 => "x86_64_sysvcc",
        79 => "win64cc",
        80 => "x86_vectorcallcc",
        81 => "hhvmcc",
        82 => "hhvm_ccc",
        83 => "x86_intrcc",
        // LLVM's printer leaves a second space after these two.
        84 => "avr_intrcc ",
        85 => "avr_signalcc ",
        87 => "amdgpu_vs",
        88 => "amdgpu_gs",
        89 => "amdgpu_ps",
        90 => "amdgpu_cs",
        91 => "amdgpu_kernel",
        92 => "x86_regcallcc",
        93 => "amdgpu_hs",
        95 => "amdgpu_ls",
        96 => "amdgpu_es",
        97 => "aarch64_vector_pcs",
        98 => "aarch64_sve_vector_pcs",
        100 => "amdgpu_gfx",
        n => return format!("cc{n}"),
    };
    name.to_string()
}

/// The most elements a dense constant other than a zero splat is
/// expanded to (LLVM IR spells each out).
const MAX_MATERIALIZED_ELEMENTS: usize = 1 << 26;

fn i32_md(v: i64) -> MdOperand {
    MdOperand::Const(Ty::Int(32), Box::new(Const::Int(32, v as i128)))
}

/// The first op of a block (for diagnostics on a region).
fn entry_op(body: &Body, b: BlockId) -> OpId {
    body.first_op(b)
        .unwrap_or_else(|| body.block_parent_op(b).expect("block in an op"))
}

/// The text of the GEP no-wrap flags: `inbounds`, `nusw`, `nuw`.
fn gep_flags(nw: u64) -> String {
    let mut s = String::new();
    if nw & 1 != 0 {
        s.push_str(" inbounds");
    } else if nw & 2 != 0 {
        s.push_str(" nusw");
    }
    if nw & 4 != 0 {
        s.push_str(" nuw");
    }
    s
}

/// ` fast`, ` nnan ninf`, or empty.
fn fastmath_text(v: u64) -> String {
    if v == 0 {
        return String::new();
    }
    if v & 127 == 127 {
        return " fast".into();
    }
    let mut s = String::new();
    for (bit, name) in [
        (64, "reassoc"),
        (1, "nnan"),
        (2, "ninf"),
        (4, "nsz"),
        (8, "arcp"),
        (16, "contract"),
        (32, "afn"),
    ] {
        if v & bit != 0 {
            s.push(' ');
            s.push_str(name);
        }
    }
    s
}

/// `i64 N` in metadata.
fn md_i64(n: u64) -> MdOperand {
    MdOperand::Const(Ty::Int(64), Box::new(Const::Int(64, i128::from(n as i64))))
}

/// The node of the `"ProfileSummary"` module flag: one `!{!"Key", value}`
/// per field, as LLVM's `ProfileSummary::getMD`.
fn profile_summary_node(ctx: &Context, s: &la::ProfileSummary) -> MdOperand {
    let entry = |key: &str, value: MdOperand| MdOperand::Nested(vec![MdOperand::String(key.into()), value]);
    let format = la::PROFILE_FORMATS.get(s.format).copied().unwrap_or("InstrProf");
    let mut ops = vec![entry("ProfileFormat", MdOperand::String(format.into()))];
    for ((_, key), &count) in la::PROFILE_SUMMARY_COUNTS.iter().zip(&s.counts) {
        ops.push(entry(key, md_i64(count)));
    }
    if let Some(v) = s.is_partial_profile {
        ops.push(entry("IsPartialProfile", md_i64(v)));
    }
    if let Some(AttrKind::Float { bits, .. }) = s.partial_profile_ratio.map(|r| ctx.attr_kind(r)) {
        ops.push(entry(
            "PartialProfileRatio",
            MdOperand::Const(Ty::Double, Box::new(Const::Float(Ty::Double, *bits))),
        ));
    }
    let detailed = s
        .detailed
        .iter()
        .map(|&(cut_off, min_count, num_counts)| {
            MdOperand::Nested(vec![
                md_i64(u64::from(cut_off)),
                md_i64(min_count),
                md_i64(u64::from(num_counts)),
            ])
        })
        .collect();
    ops.push(entry("DetailedSummary", MdOperand::Nested(detailed)));
    MdOperand::Nested(ops)
}

/// Calls `f` on `c` and the constants nested in it.
fn visit_consts(c: &mut Const, f: &mut dyn FnMut(&mut Const)) {
    f(c);
    match c {
        Const::Aggregate(items) => items.iter_mut().for_each(|(_, c)| visit_consts(c, f)),
        Const::Expr { operands, .. } => operands.iter_mut().for_each(|(_, c)| visit_consts(c, f)),
        Const::Splat(_, c) => visit_consts(c, f),
        _ => {}
    }
}

/// The value the terminator `pred` passes to argument `k` of its
/// successor `succ`.
fn phi_source(ctx: &Context, body: &Body, pred: OpId, succ: usize, k: usize) -> Option<ValueId> {
    let name = ctx.op_name_str(body.op_name(pred));
    let ops: Vec<ValueId> = body.operands(pred).collect();
    let segs = |attr: &str| -> Vec<usize> {
        body.op_attr(ctx, pred, attr)
            .map(|a| match ctx.attr_kind(a) {
                AttrKind::DenseArray { len, bytes, .. } => (0..*len as usize)
                    .map(|i| {
                        i32::from_le_bytes([
                            bytes[4 * i],
                            bytes[4 * i + 1],
                            bytes[4 * i + 2],
                            bytes[4 * i + 3],
                        ]) as usize
                    })
                    .collect(),
                _ => Vec::new(),
            })
            .unwrap_or_default()
    };
    match name {
        "llvm.br" => ops.get(k).copied(),
        "llvm.indirectbr" => {
            let start: usize = 1 + segs("indbr_operand_segments").iter().take(succ).sum::<usize>();
            ops.get(start + k).copied()
        }
        "llvm.cond_br" => {
            let s = segs("operandSegmentSizes");
            let nt = s.get(1).copied().unwrap_or(0);
            if succ == 0 {
                ops.get(1 + k).copied()
            } else {
                ops.get(1 + nt + k).copied()
            }
        }
        "llvm.invoke" => {
            let s = segs("operandSegmentSizes");
            let (nc, nn) = (s.first().copied().unwrap_or(0), s.get(1).copied().unwrap_or(0));
            if succ == 0 {
                ops.get(nc + k).copied()
            } else {
                ops.get(nc + nn + k).copied()
            }
        }
        "llvm.switch" => {
            let s = segs("operandSegmentSizes");
            let nd = s.get(1).copied().unwrap_or(0);
            if succ == 0 {
                return ops.get(1 + k).copied();
            }
            // The operands of case `succ - 1`, after the default's.
            let cases = segs("case_operand_segments");
            let start = 1 + nd + cases.iter().take(succ - 1).sum::<usize>();
            ops.get(start + k).copied()
        }
        _ => None,
    }
}

/// Blocks (indices: the region's blocks, then the forwarding blocks) in
/// the order mlir-translate converts them: reverse post-order from the
/// entry (successors in order), then the blocks not reached, each with its
/// own reverse post-order.
fn rpo(
    body: &Body,
    blocks: &[BlockId],
    bmap: &HashMap<BlockId, BlockIdx>,
    redirect: &HashMap<(OpId, usize), BlockIdx>,
    dummies: &[(BlockId, OpId, usize)],
) -> Vec<usize> {
    let n = blocks.len() + dummies.len();
    let succs = |node: usize| -> Vec<usize> {
        if node >= blocks.len() {
            return vec![bmap[&dummies[node - blocks.len()].0].0 as usize];
        }
        let Some(t) = body.last_op(blocks[node]) else {
            return Vec::new();
        };
        body.successors(t)
            .enumerate()
            .map(|(i, s)| redirect.get(&(t, i)).copied().unwrap_or(bmap[&s]).0 as usize)
            .collect()
    };
    let mut seen = vec![false; n];
    let mut out = Vec::new();
    for start in 0..n {
        if seen[start] {
            continue;
        }
        let mut post = Vec::new();
        let mut local = vec![false; n];
        local[start] = true;
        let mut stack = vec![(start, 0usize)];
        while let Some((b, i)) = stack.pop() {
            let ss = succs(b);
            if i < ss.len() {
                stack.push((b, i + 1));
                let s = ss[i];
                if !seen[s] && !local[s] {
                    local[s] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
            }
        }
        for b in post.into_iter().rev() {
            seen[b] = true;
            out.push(b);
        }
    }
    out
}

/// An integer constant of type `ty` from an attribute's value.
fn int_const(ty: &Ty, value: &strata_ir::APInt) -> Const {
    let w = match ty {
        Ty::Int(w) => *w,
        _ => value.width(),
    };
    let words = value.words();
    let mut v: u128 = words.first().copied().unwrap_or(0) as u128;
    if let Some(&hi) = words.get(1) {
        v |= (hi as u128) << 64;
    } else if value.is_negative() {
        v |= (u64::MAX as u128) << 64;
    }
    Const::Int(w, sext(v, w.min(128)))
}

/// `v`'s low `w` bits, sign-extended.
pub(crate) fn sext(v: u128, w: u32) -> i128 {
    if w == 0 || w >= 128 {
        return v as i128;
    }
    let shift = 128 - w;
    ((v << shift) as i128) >> shift
}

/// The number of scalar leaves of an aggregate type.
fn leaf_count(ty: &Ty) -> usize {
    match ty {
        Ty::Array(e, n) => (*n as usize).saturating_mul(leaf_count(e)),
        Ty::Vector { len, elem, .. } => (*len as usize).saturating_mul(leaf_count(elem)),
        _ => 1,
    }
}

fn leaf_type(ty: &Ty) -> Ty {
    match ty {
        Ty::Array(e, _) => leaf_type(e),
        Ty::Vector { elem, .. } => leaf_type(elem),
        t => t.clone(),
    }
}

/// Builds nested array/vector constants from flat leaves.
fn nest(ty: &Ty, rows_as_arrays: bool, leaves: &mut std::vec::IntoIter<Const>) -> Const {
    match ty {
        Ty::Array(e, n) => {
            if matches!(**e, Ty::Int(8)) {
                let bytes: Vec<u8> = (0..*n)
                    .map(|_| match leaves.next() {
                        Some(Const::Int(_, v)) => v as u8,
                        _ => 0,
                    })
                    .collect();
                return Const::Bytes(bytes);
            }
            let inner = match &**e {
                Ty::Vector { len, elem, .. } if rows_as_arrays => Ty::Array(elem.clone(), *len),
                t => t.clone(),
            };
            Const::Aggregate(
                (0..*n)
                    .map(|_| (inner.clone(), nest(&inner, rows_as_arrays, leaves)))
                    .collect(),
            )
        }
        Ty::Vector { len, elem, .. } => Const::Aggregate(
            (0..*len)
                .map(|_| ((**elem).clone(), nest(elem, rows_as_arrays, leaves)))
                .collect(),
        ),
        _ => leaves.next().unwrap_or(Const::Zero),
    }
}

/// LLVM's attribute kinds in the order attribute sets sort them (the
/// order of LLVM 22's `Attribute::AttrKind`): enum attributes, type
/// attributes, integer attributes, range attributes.
const ATTR_ORDER: &[&str] = &[
    "allocalign",
    "allocptr",
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "coro_only_destroy_when_complete",
    "coro_elide_safe",
    "dead_on_return",
    "dead_on_unwind",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "hybrid_patchable",
    "immarg",
    "inreg",
    "inlinehint",
    "jumptable",
    "minsize",
    "mustprogress",
    "naked",
    "nest",
    "noalias",
    "nobuiltin",
    "nocallback",
    "nocf_check",
    "nocreateundeforpoison",
    "nodivergencesource",
    "noduplicate",
    "noext",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "noundef",
    "nounwind",
    "nonlazybind",
    "nonnull",
    "null_pointer_is_valid",
    "optforfuzzing",
    "optdebug",
    "optsize",
    "optnone",
    "presplitcoroutine",
    "readnone",
    "readonly",
    "returned",
    "returns_twice",
    "signext",
    "safestack",
    "sanitize_address",
    "sanitize_alloc_token",
    "sanitize_hwaddress",
    "sanitize_memtag",
    "sanitize_memory",
    "sanitize_numerical_stability",
    "sanitize_realtime",
    "sanitize_realtime_blocking",
    "sanitize_thread",
    "sanitize_type",
    "shadowcallstack",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "swiftasync",
    "swifterror",
    "swiftself",
    "willreturn",
    "writable",
    "writeonly",
    "zeroext",
    "byref",
    "byval",
    "elementtype",
    "inalloca",
    "preallocated",
    "sret",
    "align",
    "allockind",
    "allocsize",
    "captures",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "nofpclass",
    "alignstack",
    "uwtable",
    "vscale_range",
    "range",
    "initializes",
];

/// The position of attribute kind `name` in LLVM's order of attribute
/// kinds (unknown names last).
fn attr_rank(name: &str) -> usize {
    ATTR_ORDER.iter().position(|&n| n == name).unwrap_or(usize::MAX)
}

/// An integer as `StringRef::getAsInteger` with radix 0 reads it: `0x`,
/// `0b` and `0o` prefixes, a leading `0` for octal, an optional `-`; the
/// whole string must be a number.
fn parse_llvm_int(s: &str) -> Option<u64> {
    let (neg, digits) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let lower = digits.to_ascii_lowercase();
    let (radix, digits) = if let Some(d) = lower.strip_prefix("0x") {
        (16, d.to_string())
    } else if let Some(d) = lower.strip_prefix("0b") {
        (2, d.to_string())
    } else if let Some(d) = lower.strip_prefix("0o") {
        (8, d.to_string())
    } else if lower.len() > 1 && lower.starts_with('0') {
        (8, lower[1..].to_string())
    } else {
        (10, lower)
    };
    if digits.is_empty() || digits.starts_with(['+', '-']) {
        return None;
    }
    let v = u64::from_str_radix(&digits, radix).ok()?;
    if neg {
        let v = i64::try_from(v).ok()?;
        Some(v.wrapping_neg() as u64)
    } else {
        i64::try_from(v).ok().map(|v| v as u64)
    }
}

/// The text of integer attribute `kind` of raw value `raw`, as LLVM
/// prints it in an attribute group (`None` for the kinds whose raw
/// encoding is not decoded here).
fn int_attr_text(kind: &str, raw: u64) -> Option<String> {
    Some(match kind {
        "align" | "alignstack" => format!("{kind}={raw}"),
        "dereferenceable" | "dereferenceable_or_null" => format!("{kind}({raw})"),
        // The element size argument in the high half, the number of
        // elements in the low one (all ones: none).
        "allocsize" => match (raw >> 32, raw & 0xffff_ffff) {
            (elem, 0xffff_ffff) => format!("allocsize({elem})"),
            (elem, n) => format!("allocsize({elem},{n})"),
        },
        // Two bits per location, in LLVM's order of locations: argument
        // memory, inaccessible memory, errno, other, two target ones.
        "memory" => {
            let at = |loc: u32| ((raw >> (2 * loc)) & 3) as u8;
            memory_text([at(3), at(0), at(1), at(2), at(4), at(5)])
        }
        "uwtable" if raw == 2 => "uwtable".into(),
        "uwtable" => "uwtable(sync)".into(),
        "vscale_range" => format!("vscale_range({},{})", raw >> 32, raw & 0xffff_ffff),
        _ => return None,
    })
}

/// `memory(...)` for the `ModRefInfo` values of a `#llvm.memory_effects`
/// (other, argument, inaccessible, errno, target 0 and 1 memory), as
/// LLVM prints it: the access to other memory as the default, then the
/// locations that differ from it.
fn memory_text(effects: [u8; 6]) -> String {
    const MOD_REF: [&str; 4] = ["none", "read", "write", "readwrite"];
    let other = effects[0];
    let union = effects.iter().fold(0, |a, &e| a | e);
    let mut parts = Vec::new();
    if other != 0 || union == other {
        parts.push(MOD_REF[other as usize & 3].to_string());
    }
    for (name, &e) in [
        "argmem",
        "inaccessiblemem",
        "errnomem",
        "target_mem0",
        "target_mem1",
    ]
    .iter()
    .zip(&effects[1..])
    {
        if e != other {
            parts.push(format!("{name}: {}", MOD_REF[e as usize & 3]));
        }
    }
    format!("memory({})", parts.join(", "))
}

/// An attribute set's attributes as LLVM prints them: the enum and
/// integer ones (with their rank) in order of kind, then the string ones
/// by key.
fn attr_set_text(mut enums: Vec<(usize, String)>, mut strings: Vec<(String, String)>) -> Vec<String> {
    enums.sort_by_key(|(r, _)| *r);
    strings.sort();
    let mut out: Vec<String> = enums.into_iter().map(|(_, s)| s).collect();
    for (k, v) in strings {
        let mut s = String::from("\"");
        crate::writer::escape(&mut s, k.as_bytes());
        s.push('"');
        // As LLVM prints them: a string attribute without a value is
        // its key alone.
        if !v.is_empty() {
            s.push_str("=\"");
            crate::writer::escape(&mut s, v.as_bytes());
            s.push('"');
        }
        out.push(s);
    }
    out
}

/// Whether a target triple names Windows with the MSVC environment (as
/// LLVM's `Triple::isKnownWindowsMSVCEnvironment`: the third component the
/// OS, the fourth the environment).
fn is_windows_msvc(triple: &str) -> bool {
    let mut parts = triple.split('-').skip(2);
    let os = parts.next().unwrap_or("");
    let env = parts.next().unwrap_or("");
    (os.starts_with("windows") || os.starts_with("win32")) && env.starts_with("msvc")
}
