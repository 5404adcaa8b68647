//! The `linalg` dialect of MLIR 22: structured ops on tensors and memrefs.
//!
//! A structured op computes its outputs ("inits", `outs`) from its inputs
//! (`ins`) with a perfectly nested loop nest that it does not spell out:
//! one indexing map per operand says which element each loop iteration
//! reads or writes, the iterator types say which loops are parallel and
//! which reduce, and a one-block region computes one output element from
//! one element of each operand. `linalg.generic` states all of this; the
//! named ops (`linalg.matmul`, the convolutions, poolings, elementwise
//! ops, ...) are generic ops whose maps, iterators and body come from their
//! name ([`named`]), so their custom form leaves them out. On tensors a
//! structured op returns the new value of each output; on memrefs it
//! writes them in place.
//!
//! [`structured`] is the interface the transformations use (MLIR's
//! `LinalgOp` and `DestinationStyleOpInterface`).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::interfaces::MemoryEffectOpInterface;
use strata_ir::{AttrKind, Attribute, Context, DialectDef, OpTraits, Type};
use strata_ods::constraints::{attrs, types, AttrConstraint, EnumDef, EnumStorage, TypeConstraint};
use strata_ods::enum_attr::{parse_dialect_enum_attr, print_dialect_enum_attr};
use strata_ods::{DialectSpec, OpSpec, RegionConstraint};

mod asm;
pub mod named;
pub mod payload;
pub mod structured;
mod verify;

#[cfg(test)]
mod tests;

// ---- enums -------------------------------------------------------------------------

/// `IteratorType`, stored as `#linalg.iterator_type<...>`.
pub static ITERATOR_TYPE: EnumDef = EnumDef {
    name: "::mlir::utils::IteratorType",
    attr_name: "IteratorTypeEnum",
    summary: "Iterator type",
    cases: &[("parallel", 0), ("reduction", 1)],
    storage: EnumStorage::Dialect {
        dialect: "linalg",
        mnemonic: "iterator_type",
    },
    bit_separator: None,
};

/// `TypeFn`, stored as `#linalg.type_fn<...>`: how named ops convert
/// operands to the output's element type.
pub static TYPE_FN: EnumDef = EnumDef {
    name: "::mlir::linalg::TypeFn",
    attr_name: "TypeFnAttr",
    summary: "allowed 32-bit signless integer cases: 0, 1",
    cases: &[("cast_signed", 0), ("cast_unsigned", 1)],
    storage: EnumStorage::Dialect {
        dialect: "linalg",
        mnemonic: "type_fn",
    },
    bit_separator: None,
};

/// `ElementwiseKind`, stored as `#linalg.elementwise_kind<...>`: the
/// scalar function of `linalg.elementwise` (unary, then binary, then
/// ternary functions).
pub static ELEMENTWISE_KIND: EnumDef = EnumDef {
    name: "::mlir::linalg::ElementwiseKind",
    attr_name: "ElementwiseKindAttr",
    summary: "",
    cases: &[
        ("exp", 0),
        ("log", 1),
        ("abs", 2),
        ("ceil", 3),
        ("floor", 4),
        ("negf", 5),
        ("reciprocal", 6),
        ("round", 7),
        ("sqrt", 8),
        ("rsqrt", 9),
        ("square", 10),
        ("tanh", 11),
        ("erf", 12),
        ("add", 13),
        ("sub", 14),
        ("mul", 15),
        ("div", 16),
        ("div_unsigned", 17),
        ("max_signed", 18),
        ("min_signed", 19),
        ("max_unsigned", 20),
        ("min_unsigned", 21),
        ("powf", 22),
        ("select", 23),
    ],
    storage: EnumStorage::Dialect {
        dialect: "linalg",
        mnemonic: "elementwise_kind",
    },
    bit_separator: None,
};

const ENUM_ATTRS: &[&EnumDef] = &[&ITERATOR_TYPE, &TYPE_FN, &ELEMENTWISE_KIND];

/// `#linalg.iterator_type<parallel>` or `<reduction>`.
pub fn iterator_type_attr(ctx: &Context, reduction: bool) -> Attribute {
    ITERATOR_TYPE.attr(ctx, reduction as u64)
}

// ---- constraints ---------------------------------------------------------------------

use TypeConstraint as T;

const ANY: TypeConstraint = types::ANY_TYPE;
const SHAPED: TypeConstraint = T::AnyShaped;
const RANKED_TENSOR: TypeConstraint = types::ANY_RANKED_TENSOR;

const AFFINE_MAP_ARRAY: AttrConstraint = AttrConstraint::Custom {
    summary: "AffineMap array attribute",
    check: |ctx, a| {
        ctx.array_attr_elements(a).is_some_and(|es| {
            es.iter()
                .all(|&e| matches!(ctx.attr_kind(e), AttrKind::AffineMap(_)))
        })
    },
};

const ITERATOR_TYPE_ARRAY: AttrConstraint = AttrConstraint::Custom {
    summary: "Iterator type should be an enum.",
    check: |ctx, a| {
        ctx.array_attr_elements(a)
            .is_some_and(|es| es.iter().all(|&e| ITERATOR_TYPE.attr_value(ctx, e).is_some()))
    },
};

const TYPE_FN_ATTR: AttrConstraint = AttrConstraint::Enum(&TYPE_FN);

/// `RankedI64ElementsAttr<[n]>`: the strides and dilations of an op with
/// an `n`-dimensional window.
macro_rules! i64_elements {
    ($NAME:ident, $n:literal) => {
        const $NAME: AttrConstraint = AttrConstraint::Custom {
            summary: concat!("64-bit signless int elements attribute of shape [", $n, "]"),
            check: |ctx, a| {
                named::dense_i64_elements(ctx, a).is_some()
                    && matches!(ctx.attr_kind(a), AttrKind::DenseElements { ty, .. } if ctx.shape(*ty) == Some(&[$n]))
            },
        };
    };
}
i64_elements!(I64_ELEMENTS_1, 1);
i64_elements!(I64_ELEMENTS_2, 2);
i64_elements!(I64_ELEMENTS_3, 3);

// ---- ops -----------------------------------------------------------------------------

/// The name of `linalg.yield`.
pub const YIELD: &str = "linalg.yield";

const STRUCTURED_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface {
    effects: structured::memory_effects,
};

/// What every structured op shares (MLIR's `LinalgStructuredBase_Op`).
const fn structured_base(name: &'static str) -> OpSpec {
    OpSpec {
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS
            .union(OpTraits::SINGLE_BLOCK)
            .union(OpTraits::RECURSIVE_MEMORY_EFFECTS),
        implicit_terminator: Some(YIELD),
        verify: Some(structured::verify),
        verify_regions: Some(structured::verify_regions),
        block_arg_names: Some(structured::block_arg_names),
        interfaces: &[&STRUCTURED_EFFECTS],
        ..OpSpec::new(name)
    }
}

const fn named_base(name: &'static str) -> OpSpec {
    OpSpec {
        parse: Some(asm::parse_named),
        print: Some(asm::print_named),
        ..structured_base(name)
    }
}

strata_ods::op! {
    /// Ends the region of a structured op, giving one value per output:
    /// the output element computed for the current iteration.
    pub YieldOp(YIELD_OP, YIELD) {
        operands(values: variadic(ANY))
        build(explicit)
        summary: "Linalg yield operation",
        traits: OpTraits::PURE.union(OpTraits::RETURN_LIKE).union(OpTraits::TERMINATOR),
        format: Some("attr-dict ($values^ `:` type($values))?"),
        verify: Some(structured::verify_yield),
    }
    /// The induction variable of loop `dim` of the enclosing structured
    /// op, for bodies that depend on where they are in the iteration space.
    pub IndexOp(INDEX, "linalg.index") {
        attributes(dim: int = required(attrs::I64_ATTR))
        results(result: single(types::INDEX))
        build(explicit)
        summary: "linalg index operation",
        traits: OpTraits::PURE,
        format: Some("$dim attr-dict `:` type($result)"),
        verify: Some(structured::verify_index),
    }
    /// The structured op spelled out: its indexing maps, iterator types and
    /// body are given. Optional `doc` and `library_call` strings describe it
    /// and name a library function implementing it.
    pub GenericOp(GENERIC, "linalg.generic") {
        operands(inputs: variadic(ANY), outputs: variadic(SHAPED))
        results(result_tensors: variadic(RANKED_TENSOR))
        attributes(
            indexing_maps: attr = required(AFFINE_MAP_ARRAY),
            iterator_types: attr = required(ITERATOR_TYPE_ARRAY),
            doc: opt_attr = optional(attrs::STR_ATTR),
            library_call: opt_attr = optional(attrs::STR_ATTR),
        )
        regions(region: single(RegionConstraint::Any))
        build(explicit)
        summary: "Generic Linalg op form where the key properties of the computation are specified as attributes. In pretty form, a `linalg.generic` op is written as:",
        parse: Some(asm::parse_generic),
        print: Some(asm::print_generic),
        ..structured_base("linalg.generic")
    }
}

const TENSOR_OR_MEMREF: TypeConstraint = T::AnyOf(&[types::ANY_TENSOR, types::ANY_MEMREF]);
const ANY_TENSOR: TypeConstraint = types::ANY_TENSOR;

const SORTED_DIMENSIONS: AttrConstraint = AttrConstraint::Custom {
    summary: "i64 dense array attribute should be in increasing order",
    check: |ctx, a| {
        strata_ods::directives::dense_i64_values(ctx, a).is_some_and(|v| v.windows(2).all(|w| w[0] < w[1]))
    },
};

/// Ops with their own form whose maps follow from their attributes.
const fn special_base(name: &'static str) -> OpSpec {
    OpSpec {
        traits: OpTraits::SINGLE_BLOCK.union(OpTraits::RECURSIVE_MEMORY_EFFECTS),
        verify: Some(structured::verify),
        verify_regions: Some(structured::verify_regions),
        block_arg_names: Some(structured::block_arg_names),
        interfaces: &[&STRUCTURED_EFFECTS],
        ..OpSpec::new(name)
    }
}

strata_ods::op! {
    /// Applies the body elementwise: each element of the output is the
    /// body applied to the elements of the inputs at the same index.
    pub MapOp(MAP, "linalg.map") {
        operands(inputs: variadic(TENSOR_OR_MEMREF), init: single(TENSOR_OR_MEMREF))
        results(result: variadic(ANY_TENSOR))
        regions(mapper: single(RegionConstraint::Sized(1)))
        summary: "Elementwise operations",
        parse: Some(asm::parse_map),
        print: Some(asm::print_map),
        result_names: Some(|op, set| name_results(op, set, "mapped")),
        ..special_base("linalg.map")
    }
    /// Reduces the inputs along `dimensions` with the body, accumulating
    /// into the inits (whose shape is the inputs' without those dimensions).
    pub ReduceOp(REDUCE, "linalg.reduce") {
        operands(inputs: variadic(TENSOR_OR_MEMREF), inits: variadic(TENSOR_OR_MEMREF))
        results(results: variadic(ANY_TENSOR))
        attributes(dimensions: attr = required(SORTED_DIMENSIONS))
        regions(combiner: single(RegionConstraint::Sized(1)))
        summary: "Reduce operator",
        parse: Some(asm::parse_reduce),
        print: Some(asm::print_reduce),
        result_names: Some(|op, set| name_results(op, set, "reduced")),
        ..special_base("linalg.reduce")
    }
    /// Permutes the dimensions of the input: dimension `i` of the init is
    /// dimension `permutation[i]` of the input.
    pub TransposeOp(TRANSPOSE, "linalg.transpose") {
        operands(input: single(TENSOR_OR_MEMREF), init: single(TENSOR_OR_MEMREF))
        results(result: variadic(ANY_TENSOR))
        attributes(permutation: attr = required(attrs::DENSE_I64_ARRAY_ATTR))
        regions(region: single(RegionConstraint::Sized(1)))
        summary: "Transpose operator",
        parse: Some(asm::parse_transpose),
        print: Some(asm::print_transpose),
        result_names: Some(|op, set| name_results(op, set, "transposed")),
        ..special_base("linalg.transpose")
    }
    /// Copies the input into the init along the init's other dimensions:
    /// `dimensions` lists the init dimensions the input does not have.
    pub BroadcastOp(BROADCAST, "linalg.broadcast") {
        operands(input: single(TENSOR_OR_MEMREF), init: single(TENSOR_OR_MEMREF))
        results(result: variadic(ANY_TENSOR))
        attributes(dimensions: attr = required(attrs::DENSE_I64_ARRAY_ATTR))
        regions(region: single(RegionConstraint::Sized(1)))
        summary: "Static broadcast operator",
        parse: Some(asm::parse_broadcast),
        print: Some(asm::print_broadcast),
        result_names: Some(|op, set| name_results(op, set, "broadcasted")),
        ..special_base("linalg.broadcast")
    }
}

strata_ods::op! {
    /// A contraction given by its indexing maps: the output element at
    /// the parallel dimensions accumulates the products of the inputs over
    /// the dimensions the output map leaves out.
    pub ContractOp(CONTRACT, "linalg.contract") {
        operands(inputs: variadic(ANY), outputs: variadic(SHAPED))
        results(result_tensors: variadic(RANKED_TENSOR))
        attributes(
            indexing_maps: attr = required(AFFINE_MAP_ARRAY),
            cast_fn "cast": opt_attr = optional(TYPE_FN_ATTR),
        )
        regions(region: single(RegionConstraint::Any))
        summary: "Perform a contraction on two inputs, accumulating into the third.",
        parse: Some(asm::parse_contract),
        print: Some(asm::print_contract),
        ..structured_base("linalg.contract")
    }
    /// Applies the scalar function `kind` elementwise, through identity
    /// maps unless `indexing_maps` transposes or broadcasts operands.
    pub ElementwiseOp(ELEMENTWISE, "linalg.elementwise") {
        operands(inputs: variadic(ANY), outputs: variadic(SHAPED))
        results(result_tensors: variadic(RANKED_TENSOR))
        attributes(
            kind: attr = required(AttrConstraint::Enum(&ELEMENTWISE_KIND)),
            indexing_maps: opt_attr = optional(AFFINE_MAP_ARRAY),
        )
        regions(region: single(RegionConstraint::Any))
        summary: "Performs element-wise operation",
        parse: Some(asm::parse_elementwise),
        print: Some(asm::print_elementwise),
        ..structured_base("linalg.elementwise")
    }
}

fn name_results(op: strata_ir::OpRef<'_>, set: &mut dyn FnMut(strata_ir::ValueId, &str), name: &str) {
    if let Some(r) = op.results().next() {
        set(r, name);
    }
}

/// Defines one named op of [`named::NAMED_OPS`]: inputs, outputs, tensor
/// results, the region, and the attributes its kind of op takes.
macro_rules! named_op {
    ($Name:ident $SPEC:ident $name:literal plain) => {
        named_op!(@emit $Name $SPEC $name []);
    };
    ($Name:ident $SPEC:ident $name:literal window1) => {
        named_op!(@emit $Name $SPEC $name [
            strides: opt_attr = optional(I64_ELEMENTS_1), dilations: opt_attr = optional(I64_ELEMENTS_1)
        ]);
    };
    ($Name:ident $SPEC:ident $name:literal window2) => {
        named_op!(@emit $Name $SPEC $name [
            strides: opt_attr = optional(I64_ELEMENTS_2), dilations: opt_attr = optional(I64_ELEMENTS_2)
        ]);
    };
    ($Name:ident $SPEC:ident $name:literal window3) => {
        named_op!(@emit $Name $SPEC $name [
            strides: opt_attr = optional(I64_ELEMENTS_3), dilations: opt_attr = optional(I64_ELEMENTS_3)
        ]);
    };
    ($Name:ident $SPEC:ident $name:literal cast) => {
        named_op!(@emit $Name $SPEC $name [cast_fn "cast": opt_attr = optional(TYPE_FN_ATTR)]);
    };
    ($Name:ident $SPEC:ident $name:literal contraction) => {
        named_op!(@emit $Name $SPEC $name [
            indexing_maps: opt_attr = optional(AFFINE_MAP_ARRAY), cast_fn "cast": opt_attr = optional(TYPE_FN_ATTR)
        ]);
    };
    (@emit $Name:ident $SPEC:ident $name:literal [$($attrs:tt)*]) => {
        strata_ods::op! {
            /// A named structured op: its loops, indexing maps and body are its row
            /// in `named::NAMED_OPS`.
            pub $Name($SPEC, $name) {
                operands(inputs: variadic(ANY), outputs: variadic(SHAPED))
                results(result_tensors: variadic(RANKED_TENSOR))
                attributes($($attrs)*)
                regions(region: single(RegionConstraint::Any))
                ..named_base($name)
            }
        }
    };
}

macro_rules! named_ops {
    ($( $Name:ident $SPEC:ident $name:literal [$kind:ident]; )*) => {
        $(named_op!($Name $SPEC $name $kind);)*
        /// The specs of the named ops.
        const NAMED_SPECS: &[&OpSpec] = &[$(&$SPEC),*];
    };
}

named_ops! {
    CopyOp COPY "linalg.copy" [cast];
    FillOp FILL "linalg.fill" [plain];
    ExpOp EXP "linalg.exp" [plain];
    LogOp LOG "linalg.log" [plain];
    AbsOp ABS "linalg.abs" [plain];
    CeilOp CEIL "linalg.ceil" [plain];
    FloorOp FLOOR "linalg.floor" [plain];
    NegFOp NEGF "linalg.negf" [plain];
    ReciprocalOp RECIPROCAL "linalg.reciprocal" [plain];
    RoundOp ROUND "linalg.round" [plain];
    SqrtOp SQRT "linalg.sqrt" [plain];
    RsqrtOp RSQRT "linalg.rsqrt" [plain];
    SquareOp SQUARE "linalg.square" [plain];
    TanhOp TANH "linalg.tanh" [plain];
    ErfOp ERF "linalg.erf" [plain];
    AddOp ADD "linalg.add" [plain];
    SubOp SUB "linalg.sub" [plain];
    MulOp MUL "linalg.mul" [plain];
    DivOp DIV "linalg.div" [plain];
    DivUnsignedOp DIV_UNSIGNED "linalg.div_unsigned" [plain];
    MaxOp MAX "linalg.max" [plain];
    MinOp MIN "linalg.min" [plain];
    PowFOp POWF "linalg.powf" [plain];
    SelectOp SELECT "linalg.select" [plain];
    MatmulOp MATMUL "linalg.matmul" [contraction];
    BatchMatmulOp BATCH_MATMUL "linalg.batch_matmul" [contraction];
    BatchReduceMatmulOp BATCH_REDUCE_MATMUL "linalg.batch_reduce_matmul" [contraction];
    QuantizedMatmulOp QUANTIZED_MATMUL "linalg.quantized_matmul" [plain];
    QuantizedBatchMatmulOp QUANTIZED_BATCH_MATMUL "linalg.quantized_batch_matmul" [plain];
    Mmt4DOp MMT4D "linalg.mmt4d" [plain];
    BatchMmt4DOp BATCH_MMT4D "linalg.batch_mmt4d" [plain];
    MatvecOp MATVEC "linalg.matvec" [plain];
    VecmatOp VECMAT "linalg.vecmat" [plain];
    BatchMatvecOp BATCH_MATVEC "linalg.batch_matvec" [plain];
    BatchVecmatOp BATCH_VECMAT "linalg.batch_vecmat" [plain];
    DotOp DOT "linalg.dot" [plain];
    Conv1DOp CONV_1D "linalg.conv_1d" [plain];
    Conv2DOp CONV_2D "linalg.conv_2d" [plain];
    Conv3DOp CONV_3D "linalg.conv_3d" [plain];
    Conv1DNwcWcfOp CONV_1D_NWC_WCF "linalg.conv_1d_nwc_wcf" [window1];
    Conv1DNcwFcwOp CONV_1D_NCW_FCW "linalg.conv_1d_ncw_fcw" [window1];
    Conv2DNhwcHwcfOp CONV_2D_NHWC_HWCF "linalg.conv_2d_nhwc_hwcf" [window2];
    Conv2DNhwcFhwcOp CONV_2D_NHWC_FHWC "linalg.conv_2d_nhwc_fhwc" [window2];
    Conv2DNhwcHwcfQOp CONV_2D_NHWC_HWCF_Q "linalg.conv_2d_nhwc_hwcf_q" [window2];
    Conv2DNhwcFhwcQOp CONV_2D_NHWC_FHWC_Q "linalg.conv_2d_nhwc_fhwc_q" [window2];
    Conv2DNchwFchwQOp CONV_2D_NCHW_FCHW_Q "linalg.conv_2d_nchw_fchw_q" [window2];
    Conv2DNchwFchwOp CONV_2D_NCHW_FCHW "linalg.conv_2d_nchw_fchw" [window2];
    Conv2DNgchwFgchwOp CONV_2D_NGCHW_FGCHW "linalg.conv_2d_ngchw_fgchw" [window2];
    Conv2DNgchwGfchwOp CONV_2D_NGCHW_GFCHW "linalg.conv_2d_ngchw_gfchw" [window2];
    Conv2DNhwgcGfhwcOp CONV_2D_NHWGC_GFHWC "linalg.conv_2d_nhwgc_gfhwc" [window2];
    Conv2DNhwgcGfhwcQOp CONV_2D_NHWGC_GFHWC_Q "linalg.conv_2d_nhwgc_gfhwc_q" [window2];
    Conv2DNgchwGfchwQOp CONV_2D_NGCHW_GFCHW_Q "linalg.conv_2d_ngchw_gfchw_q" [window2];
    Conv3DNdhwcDhwcfOp CONV_3D_NDHWC_DHWCF "linalg.conv_3d_ndhwc_dhwcf" [window3];
    Conv3DNdhwcDhwcfQOp CONV_3D_NDHWC_DHWCF_Q "linalg.conv_3d_ndhwc_dhwcf_q" [window3];
    Conv3DNcdhwFcdhwOp CONV_3D_NCDHW_FCDHW "linalg.conv_3d_ncdhw_fcdhw" [window3];
    DepthwiseConv1DNwcWcOp DEPTHWISE_CONV_1D_NWC_WC "linalg.depthwise_conv_1d_nwc_wc" [window1];
    DepthwiseConv1DNcwCwOp DEPTHWISE_CONV_1D_NCW_CW "linalg.depthwise_conv_1d_ncw_cw" [window1];
    DepthwiseConv1DNwcWcmOp DEPTHWISE_CONV_1D_NWC_WCM "linalg.depthwise_conv_1d_nwc_wcm" [window1];
    DepthwiseConv2DNhwcHwcOp DEPTHWISE_CONV_2D_NHWC_HWC "linalg.depthwise_conv_2d_nhwc_hwc" [window2];
    DepthwiseConv2DNchwChwOp DEPTHWISE_CONV_2D_NCHW_CHW "linalg.depthwise_conv_2d_nchw_chw" [window2];
    DepthwiseConv2DNhwcHwcQOp DEPTHWISE_CONV_2D_NHWC_HWC_Q "linalg.depthwise_conv_2d_nhwc_hwc_q" [window2];
    DepthwiseConv2DNhwcHwcmOp DEPTHWISE_CONV_2D_NHWC_HWCM "linalg.depthwise_conv_2d_nhwc_hwcm" [window2];
    DepthwiseConv2DNhwcHwcmQOp DEPTHWISE_CONV_2D_NHWC_HWCM_Q "linalg.depthwise_conv_2d_nhwc_hwcm_q" [window2];
    DepthwiseConv3DNdhwcDhwcOp DEPTHWISE_CONV_3D_NDHWC_DHWC "linalg.depthwise_conv_3d_ndhwc_dhwc" [window3];
    DepthwiseConv3DNcdhwCdhwOp DEPTHWISE_CONV_3D_NCDHW_CDHW "linalg.depthwise_conv_3d_ncdhw_cdhw" [window3];
    DepthwiseConv3DNdhwcDhwcmOp DEPTHWISE_CONV_3D_NDHWC_DHWCM "linalg.depthwise_conv_3d_ndhwc_dhwcm" [window3];
    PoolingNhwcSumOp POOLING_NHWC_SUM "linalg.pooling_nhwc_sum" [window2];
    PoolingNchwSumOp POOLING_NCHW_SUM "linalg.pooling_nchw_sum" [window2];
    PoolingNhwcMaxOp POOLING_NHWC_MAX "linalg.pooling_nhwc_max" [window2];
    PoolingNhwcMaxUnsignedOp POOLING_NHWC_MAX_UNSIGNED "linalg.pooling_nhwc_max_unsigned" [window2];
    PoolingNchwMaxOp POOLING_NCHW_MAX "linalg.pooling_nchw_max" [window2];
    PoolingNhwcMinOp POOLING_NHWC_MIN "linalg.pooling_nhwc_min" [window2];
    PoolingNhwcMinUnsignedOp POOLING_NHWC_MIN_UNSIGNED "linalg.pooling_nhwc_min_unsigned" [window2];
    PoolingNwcSumOp POOLING_NWC_SUM "linalg.pooling_nwc_sum" [window1];
    PoolingNcwSumOp POOLING_NCW_SUM "linalg.pooling_ncw_sum" [window1];
    PoolingNwcMaxOp POOLING_NWC_MAX "linalg.pooling_nwc_max" [window1];
    PoolingNwcMaxUnsignedOp POOLING_NWC_MAX_UNSIGNED "linalg.pooling_nwc_max_unsigned" [window1];
    PoolingNcwMaxOp POOLING_NCW_MAX "linalg.pooling_ncw_max" [window1];
    PoolingNwcMinOp POOLING_NWC_MIN "linalg.pooling_nwc_min" [window1];
    PoolingNwcMinUnsignedOp POOLING_NWC_MIN_UNSIGNED "linalg.pooling_nwc_min_unsigned" [window1];
    PoolingNdhwcSumOp POOLING_NDHWC_SUM "linalg.pooling_ndhwc_sum" [window3];
    PoolingNdhwcMaxOp POOLING_NDHWC_MAX "linalg.pooling_ndhwc_max" [window3];
    PoolingNdhwcMinOp POOLING_NDHWC_MIN "linalg.pooling_ndhwc_min" [window3];
    FillRng2DOp FILL_RNG_2D "linalg.fill_rng_2d" [plain];
}

fn parse_attr(
    p: &mut dyn strata_ir::asm::AsmParser<'_>,
    _ty: Option<Type>,
) -> strata_ir::asm::ParseResult<Attribute> {
    parse_dialect_enum_attr(p, "linalg", ENUM_ATTRS)
}

fn print_attr(p: &mut dyn strata_ir::asm::AsmPrinter<'_>, a: Attribute) {
    print_dialect_enum_attr(p, ENUM_ATTRS, a)
}

const SPECIAL: [&OpSpec; 9] = [
    &YIELD_OP,
    &INDEX,
    &GENERIC,
    &MAP,
    &REDUCE,
    &TRANSPOSE,
    &BROADCAST,
    &CONTRACT,
    &ELEMENTWISE,
];

const fn all_ops() -> [&'static OpSpec; SPECIAL.len() + NAMED_SPECS.len()] {
    let mut out: [&'static OpSpec; SPECIAL.len() + NAMED_SPECS.len()] =
        [&YIELD_OP; SPECIAL.len() + NAMED_SPECS.len()];
    let mut i = 0;
    while i < SPECIAL.len() {
        out[i] = SPECIAL[i];
        i += 1;
    }
    let mut i = 0;
    while i < NAMED_SPECS.len() {
        out[SPECIAL.len() + i] = NAMED_SPECS[i];
        i += 1;
    }
    out
}

static OPS: [&OpSpec; SPECIAL.len() + NAMED_SPECS.len()] = all_ops();

/// The `linalg` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Structured ops on tensors and buffers",
    description: "Operations described by indexing maps, iterator types and a scalar body \
        (`linalg.generic`), and the named operations of common kernels (matrix products, \
        convolutions, poolings, elementwise operations), on tensors and on memrefs.",
    ops: &OPS,
    interfaces: &[&DialectInlinerInterface::ALL_LEGAL],
    parse_attr: Some(parse_attr),
    print_attr: Some(print_attr),
    ..DialectSpec::new("linalg")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
