//! Memref descriptors (MLIR's `MemRefDescriptor` and
//! `UnrankedMemRefDescriptor`): building and taking apart the LLVM structs
//! memrefs lower to, with `llvm.insertvalue` / `llvm.extractvalue` in the
//! order MLIR emits them.
//!
//! A ranked descriptor is `{allocated ptr, aligned ptr, offset,
//! sizes[rank], strides[rank]}`; an unranked one is `{rank, ptr}`, the
//! pointer addressing a ranked descriptor.

use strata_dialect_llvm::types as llvm_types;
use strata_dialect_llvm::{AddOp, ConstantOp, ExtractValueOp, InsertValueOp, MulOp, PoisonOp};
use strata_ir::{Body, Context, Location, Type, TypeKind, ValueId};
use strata_ods::typed::OpCreate;

use super::{convert_type, LowerToLlvmOptions, DYNAMIC};

/// `llvm.mlir.poison : ty`.
pub fn poison<B: OpCreate + ?Sized>(b: &mut B, ty: Type, loc: Location) -> ValueId {
    PoisonOp::build(b, loc, ty).res(b)
}

/// `llvm.insertvalue value, container[position]`.
pub fn insert_value<B: OpCreate + ?Sized>(
    b: &mut B,
    container: ValueId,
    value: ValueId,
    position: &[i64],
    loc: Location,
) -> ValueId {
    InsertValueOp::build(b, loc, container, value, position).res(b)
}

/// `llvm.extractvalue container[position]`, of type `ty`.
pub fn extract_value<B: OpCreate + ?Sized>(
    b: &mut B,
    container: ValueId,
    position: &[i64],
    ty: Type,
    loc: Location,
) -> ValueId {
    ExtractValueOp::build(b, loc, ty, container, position).res(b)
}

/// `llvm.mlir.constant(value : ty) : ty` of an integer type.
pub fn int_constant<B: OpCreate + ?Sized>(b: &mut B, ty: Type, value: i64, loc: Location) -> ValueId {
    let ctx = b.ir_ctx();
    let attr = ctx.integer_attr(ty, value);
    ConstantOp::build(b, loc, ty, attr).res(b)
}

/// `llvm.mlir.constant(attr) : ty` (MLIR's index constants keep an
/// `index`-typed attribute).
pub fn int_constant_attr<B: OpCreate + ?Sized>(
    b: &mut B,
    ty: Type,
    attr: strata_ir::Attribute,
    loc: Location,
) -> ValueId {
    ConstantOp::build(b, loc, ty, attr).res(b)
}

/// `llvm.mlir.constant(value : index) : ty`.
pub fn index_constant<B: OpCreate + ?Sized>(b: &mut B, ty: Type, value: i64, loc: Location) -> ValueId {
    let attr = b.ir_ctx().integer_attr(b.ir_ctx().index_type(), value);
    int_constant_attr(b, ty, attr, loc)
}

/// A ranked memref descriptor value and its struct type.
#[derive(Copy, Clone, Debug)]
pub struct MemRefDescriptor {
    /// The descriptor value (an LLVM struct).
    pub value: ValueId,
    /// The descriptor's struct type.
    pub ty: Type,
}

/// Field positions of a ranked descriptor.
const ALLOCATED: i64 = 0;
const ALIGNED: i64 = 1;
const OFFSET: i64 = 2;
const SIZES: i64 = 3;
const STRIDES: i64 = 4;

impl MemRefDescriptor {
    /// The descriptor `value`, with its type.
    pub fn new(body: &Body, value: ValueId) -> MemRefDescriptor {
        MemRefDescriptor {
            value,
            ty: body.value_type(value),
        }
    }

    /// A descriptor of type `ty` with every field poison.
    pub fn poison<B: OpCreate + ?Sized>(b: &mut B, ty: Type, loc: Location) -> MemRefDescriptor {
        MemRefDescriptor {
            value: poison(b, ty, loc),
            ty,
        }
    }

    fn field_types(&self, ctx: &Context) -> (Type, Type) {
        let fields = super::struct_fields(ctx, self.ty).unwrap_or_default();
        let ptr = fields
            .first()
            .copied()
            .unwrap_or_else(|| llvm_types::ptr_type(ctx, 0));
        let index = fields.get(2).copied().unwrap_or_else(|| ctx.i64());
        (ptr, index)
    }

    fn set<B: OpCreate + ?Sized>(&mut self, b: &mut B, pos: &[i64], v: ValueId, loc: Location) {
        self.value = insert_value(b, self.value, v, pos, loc);
    }

    fn get<B: OpCreate + ?Sized>(&self, b: &mut B, pos: &[i64], ty: Type, loc: Location) -> ValueId {
        extract_value(b, self.value, pos, ty, loc)
    }

    /// Sets the allocated pointer (field 0) to `v` with an `llvm.insertvalue`,
    /// updating `self.value`.
    pub fn set_allocated_ptr<B: OpCreate + ?Sized>(&mut self, b: &mut B, v: ValueId, loc: Location) {
        self.set(b, &[ALLOCATED], v, loc);
    }
    /// Sets the aligned pointer (field 1) to `v` with an `llvm.insertvalue`,
    /// updating `self.value`.
    pub fn set_aligned_ptr<B: OpCreate + ?Sized>(&mut self, b: &mut B, v: ValueId, loc: Location) {
        self.set(b, &[ALIGNED], v, loc);
    }
    /// Sets the offset (field 2) to `v` with an `llvm.insertvalue`, updating
    /// `self.value`.
    pub fn set_offset<B: OpCreate + ?Sized>(&mut self, b: &mut B, v: ValueId, loc: Location) {
        self.set(b, &[OFFSET], v, loc);
    }
    /// Sets the size of dimension `dim` to `v` with an `llvm.insertvalue`,
    /// updating `self.value`.
    pub fn set_size<B: OpCreate + ?Sized>(&mut self, b: &mut B, dim: usize, v: ValueId, loc: Location) {
        self.set(b, &[SIZES, dim as i64], v, loc);
    }
    /// Sets the stride of dimension `dim` to `v` with an `llvm.insertvalue`,
    /// updating `self.value`.
    pub fn set_stride<B: OpCreate + ?Sized>(&mut self, b: &mut B, dim: usize, v: ValueId, loc: Location) {
        self.set(b, &[STRIDES, dim as i64], v, loc);
    }

    /// Extracts the allocated pointer (field 0).
    pub fn allocated_ptr<B: OpCreate + ?Sized>(&self, b: &mut B, loc: Location) -> ValueId {
        let (ptr, _) = self.field_types(b.ir_ctx());
        self.get(b, &[ALLOCATED], ptr, loc)
    }
    /// Extracts the aligned pointer (field 1).
    pub fn aligned_ptr<B: OpCreate + ?Sized>(&self, b: &mut B, loc: Location) -> ValueId {
        let (ptr, _) = self.field_types(b.ir_ctx());
        self.get(b, &[ALIGNED], ptr, loc)
    }
    /// Extracts the offset (field 2).
    pub fn offset<B: OpCreate + ?Sized>(&self, b: &mut B, loc: Location) -> ValueId {
        let (_, index) = self.field_types(b.ir_ctx());
        self.get(b, &[OFFSET], index, loc)
    }
    /// Extracts the size of dimension `dim`.
    pub fn size<B: OpCreate + ?Sized>(&self, b: &mut B, dim: usize, loc: Location) -> ValueId {
        let (_, index) = self.field_types(b.ir_ctx());
        self.get(b, &[SIZES, dim as i64], index, loc)
    }
    /// Extracts the stride of dimension `dim`.
    pub fn stride<B: OpCreate + ?Sized>(&self, b: &mut B, dim: usize, loc: Location) -> ValueId {
        let (_, index) = self.field_types(b.ir_ctx());
        self.get(b, &[STRIDES, dim as i64], index, loc)
    }

    /// Packs the descriptor fields `values` (allocated and aligned
    /// pointers, offset, sizes, strides) of a memref of type `memref` into
    /// its descriptor (MLIR's `MemRefDescriptor::pack`): sizes and strides
    /// are inserted dimension by dimension.
    pub fn pack<B: OpCreate + ?Sized>(
        b: &mut B,
        options: &LowerToLlvmOptions,
        memref: Type,
        values: &[ValueId],
        loc: Location,
    ) -> Option<ValueId> {
        let ctx = b.ir_ctx();
        let rank = match ctx.type_kind(memref) {
            TypeKind::MemRef { shape, .. } => shape.len(),
            _ => return None,
        };
        if values.len() != 3 + 2 * rank {
            return None;
        }
        let ty = convert_type(ctx, options, memref)?;
        let mut d = MemRefDescriptor::poison(b, ty, loc);
        d.set_allocated_ptr(b, values[0], loc);
        d.set_aligned_ptr(b, values[1], loc);
        d.set_offset(b, values[2], loc);
        for i in 0..rank {
            d.set_size(b, i, values[3 + i], loc);
            d.set_stride(b, i, values[3 + rank + i], loc);
        }
        Some(d.value)
    }

    /// The descriptor fields in the order they are passed to functions
    /// (MLIR's `MemRefDescriptor::unpack`).
    pub fn unpack<B: OpCreate + ?Sized>(&self, b: &mut B, rank: usize, loc: Location) -> Vec<ValueId> {
        let mut out = vec![
            self.allocated_ptr(b, loc),
            self.aligned_ptr(b, loc),
            self.offset(b, loc),
        ];
        for i in 0..rank {
            out.push(self.size(b, i, loc));
        }
        for i in 0..rank {
            out.push(self.stride(b, i, loc));
        }
        out
    }
}

/// The descriptor of a statically shaped memref of type `memref` whose
/// allocated and aligned pointers are `ptr` (MLIR's
/// `MemRefDescriptor::fromStaticShape`).
pub fn from_static_shape<B: OpCreate + ?Sized>(
    b: &mut B,
    options: &LowerToLlvmOptions,
    memref: Type,
    ptr: ValueId,
    loc: Location,
) -> Option<ValueId> {
    let ctx = b.ir_ctx();
    let ty = convert_type(ctx, options, memref)?;
    let shape = ctx.shape(memref)?.to_vec();
    let (strides, offset) = strata_dialect_memref::layout::strides_and_offset(ctx, memref)?;
    if offset == DYNAMIC || strides.contains(&DYNAMIC) || shape.contains(&DYNAMIC) {
        return None;
    }
    let index = ctx.integer_type(options.index_bits());
    let mut d = MemRefDescriptor::poison(b, ty, loc);
    d.set_allocated_ptr(b, ptr, loc);
    d.set_aligned_ptr(b, ptr, loc);
    let off = index_constant(b, index, offset, loc);
    d.set_offset(b, off, loc);
    for (i, (&size, &stride)) in shape.iter().zip(&strides).enumerate() {
        let s = index_constant(b, index, size, loc);
        d.set_size(b, i, s, loc);
        let st = index_constant(b, index, stride, loc);
        d.set_stride(b, i, st, loc);
    }
    Some(d.value)
}

/// An unranked memref descriptor value.
#[derive(Copy, Clone, Debug)]
pub struct UnrankedMemRefDescriptor {
    /// The descriptor value (an LLVM struct of the rank and a pointer to a
    /// ranked descriptor).
    pub value: ValueId,
    /// The descriptor's struct type.
    pub ty: Type,
}

impl UnrankedMemRefDescriptor {
    /// The descriptor `value`, with its type.
    pub fn new(body: &Body, value: ValueId) -> UnrankedMemRefDescriptor {
        UnrankedMemRefDescriptor {
            value,
            ty: body.value_type(value),
        }
    }

    /// Packs a rank and a descriptor pointer into the descriptor of
    /// `memref` (MLIR's `UnrankedMemRefDescriptor::pack`).
    pub fn pack<B: OpCreate + ?Sized>(
        b: &mut B,
        options: &LowerToLlvmOptions,
        memref: Type,
        values: &[ValueId],
        loc: Location,
    ) -> Option<ValueId> {
        let [rank, ptr] = values else { return None };
        let ty = convert_type(b.ir_ctx(), options, memref)?;
        let d = poison(b, ty, loc);
        let d = insert_value(b, d, *rank, &[0], loc);
        Some(insert_value(b, d, *ptr, &[1], loc))
    }

    /// Extracts the rank (field 0).
    pub fn rank<B: OpCreate + ?Sized>(&self, b: &mut B, loc: Location) -> ValueId {
        let ctx = b.ir_ctx();
        let t = super::struct_fields(ctx, self.ty)
            .and_then(|f| f.first().copied())
            .unwrap_or_else(|| ctx.i64());
        extract_value(b, self.value, &[0], t, loc)
    }

    /// Extracts the pointer to the ranked descriptor (field 1).
    pub fn memref_desc_ptr<B: OpCreate + ?Sized>(&self, b: &mut B, loc: Location) -> ValueId {
        let ctx = b.ir_ctx();
        let t = super::struct_fields(ctx, self.ty)
            .and_then(|f| f.get(1).copied())
            .unwrap_or_else(|| llvm_types::ptr_type(ctx, 0));
        extract_value(b, self.value, &[1], t, loc)
    }

    /// The fields in the order they are passed to functions.
    pub fn unpack<B: OpCreate + ?Sized>(&self, b: &mut B, loc: Location) -> Vec<ValueId> {
        vec![self.rank(b, loc), self.memref_desc_ptr(b, loc)]
    }

    /// The size in bytes of the ranked descriptor this one points to: two
    /// pointers (64-bit) and `2 * rank + 1` indices, computed from the
    /// rank at run time as MLIR's `computeSizes` does.
    pub fn ranked_size<B: OpCreate + ?Sized>(
        &self,
        b: &mut B,
        options: &LowerToLlvmOptions,
        loc: Location,
    ) -> ValueId {
        let index = b.ir_ctx().integer_type(options.index_bits());
        let one = index_constant(b, index, 1, loc);
        let two = index_constant(b, index, 2, loc);
        let index_size = index_constant(b, index, i64::from(options.index_bits() / 8), loc);
        let ptr_size = index_constant(b, index, 8, loc);
        let mul = |b: &mut B, x, y| MulOp::build(b, loc, x, y, None).res(b);
        let add = |b: &mut B, x, y| AddOp::build(b, loc, x, y, None).res(b);
        let two_ptrs = mul(b, two, ptr_size);
        let rank = self.rank(b, loc);
        let double_rank = mul(b, two, rank);
        let fields = add(b, double_rank, one);
        let field_bytes = mul(b, fields, index_size);
        add(b, two_ptrs, field_bytes)
    }
}
