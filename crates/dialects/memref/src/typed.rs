//! Typed wrappers of the memref ops (MLIR's `memref::LoadOp`, ...),
//! declared over their specs. The view and reshape ops keep their own
//! hand-written accessors (`views`, `reshape`).

use super::{
    ALLOC, ALLOCA, ALLOCA_SCOPE, ALLOCA_SCOPE_RETURN_OP, ASSUME_ALIGNMENT, ATOMIC_RMW, ATOMIC_YIELD_OP, CAST,
    COPY, DEALLOC, DIM, DISTINCT_OBJECTS, EXTRACT_ALIGNED_POINTER, EXTRACT_STRIDED_METADATA,
    GENERIC_ATOMIC_RMW, GET_GLOBAL, GLOBAL, LOAD, MEMORY_SPACE_CAST, PREFETCH, RANK, REALLOC, STORE,
};

strata_ods::typed_ops! {
    /// `memref.alloc`.
    pub AllocOp(ALLOC) {
        operands(dynamic_sizes: variadic "dynamicSizes", symbol_operands: variadic "symbolOperands")
        results(memref: single)
        attributes(alignment: opt_int)
        build(explicit)
    }
    /// `memref.alloca`.
    pub AllocaOp(ALLOCA) {
        operands(dynamic_sizes: variadic "dynamicSizes", symbol_operands: variadic "symbolOperands")
        results(memref: single)
        attributes(alignment: opt_int)
        build(explicit)
    }
    /// `memref.alloca_scope`.
    pub AllocaScopeOp(ALLOCA_SCOPE) {
        results(results: variadic)
        regions(body_region: single "bodyRegion")
        build(explicit)
    }
    /// `memref.alloca_scope.return`.
    pub AllocaScopeReturnOp(ALLOCA_SCOPE_RETURN_OP) {
        operands(results: variadic)
        build(explicit)
    }
    /// `memref.assume_alignment`.
    pub AssumeAlignmentOp(ASSUME_ALIGNMENT) {
        operands(memref: single)
        results(result: single)
        attributes(alignment: int)
        build(infer)
    }
    /// `memref.atomic_rmw`.
    pub AtomicRmwOp(ATOMIC_RMW) {
        operands(value: single, memref: single, indices: variadic)
        results(result: single)
        attributes(kind: enum)
        build(infer)
    }
    /// `memref.atomic_yield`.
    pub AtomicYieldOp(ATOMIC_YIELD_OP) {
        operands(result: single)
        build(explicit)
    }
    /// `memref.cast`.
    pub CastOp(CAST) {
        operands(source: single)
        results(dest: single)
        build(explicit)
    }
    /// `memref.copy`.
    pub CopyOp(COPY) {
        operands(source: single, target: single)
        build(explicit)
    }
    /// `memref.dealloc`.
    pub DeallocOp(DEALLOC) {
        operands(memref: single)
        build(explicit)
    }
    /// `memref.dim`.
    pub DimOp(DIM) {
        operands(source: single, index: single)
        results(result: single)
        build(infer)
    }
    /// `memref.distinct_objects`.
    pub DistinctObjectsOp(DISTINCT_OBJECTS) {
        operands(operands: variadic)
        results(results: variadic)
        build(explicit)
    }
    /// `memref.extract_aligned_pointer_as_index`.
    pub ExtractAlignedPointerAsIndexOp(EXTRACT_ALIGNED_POINTER) {
        operands(source: single)
        results(aligned_pointer: single)
        build(infer)
    }
    /// `memref.extract_strided_metadata`.
    pub ExtractStridedMetadataOp(EXTRACT_STRIDED_METADATA) {
        operands(source: single)
        results(base_buffer: single, offset: single, sizes: variadic, strides: variadic)
        build(explicit)
    }
    /// `memref.generic_atomic_rmw`.
    pub GenericAtomicRmwOp(GENERIC_ATOMIC_RMW) {
        operands(memref: single, indices: variadic)
        results(result: single)
        regions(atomic_body: single)
        build(infer)
    }
    /// `memref.get_global`.
    pub GetGlobalOp(GET_GLOBAL) {
        results(result: single)
        attributes(name: symbol)
        build(explicit)
    }
    /// `memref.global`.
    pub GlobalOp(GLOBAL) {
        attributes(
            sym_name: str,
            sym_visibility: opt_str,
            ty: type "type",
            initial_value: opt_attr,
            constant: unit,
            alignment: opt_int,
        )
        build(explicit)
    }
    /// `memref.load`.
    pub LoadOp(LOAD) {
        operands(memref: single, indices: variadic)
        results(result: single)
        attributes(nontemporal: opt_bool, alignment: opt_int)
        build(infer)
    }
    /// `memref.memory_space_cast`.
    pub MemorySpaceCastOp(MEMORY_SPACE_CAST) {
        operands(source: single)
        results(dest: single)
        build(explicit)
    }
    /// `memref.prefetch`.
    pub PrefetchOp(PREFETCH) {
        operands(memref: single, indices: variadic)
        attributes(is_write: bool "isWrite", locality_hint: int "localityHint", is_data_cache: bool "isDataCache")
        build(explicit)
    }
    /// `memref.rank`.
    pub RankOp(RANK) {
        operands(memref: single)
        results(result: single)
        build(infer)
    }
    /// `memref.realloc`.
    pub ReallocOp(REALLOC) {
        operands(source: single, dynamic_result_size: optional "dynamicResultSize")
        results(result: single)
        attributes(alignment: opt_int)
        build(explicit)
    }
    /// `memref.store`.
    pub StoreOp(STORE) {
        operands(value: single, memref: single, indices: variadic)
        attributes(nontemporal: opt_bool, alignment: opt_int)
        build(explicit)
    }
}
