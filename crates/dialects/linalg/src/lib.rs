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
use strata_ods::{DialectSpec, OpSpec, Predicate, RegionConstraint};

mod asm;
mod bufferize;
mod canonicalize;
pub mod named;
pub mod payload;
mod reify;
pub mod relayout;
mod relayout_tiling;
pub mod structured;
mod tiling;
pub use tiling::dim_size;
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
        interfaces: &[
            &STRUCTURED_EFFECTS,
            &bufferize::STRUCTURED,
            &bufferize::DESTINATION_STYLE,
            &tiling::STRUCTURED,
            &reify::STRUCTURED,
        ],
        // `memref.cast`s of operands fold into the op.
        fold: Some(strata_dialect_memref::fold_memref_cast),
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
        example: "func.func @scale(%x: tensor<8xf32>, %s: f32, %init: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} ins(%x, %s : tensor<8xf32>, f32) outs(%init : tensor<8xf32>) {\n  ^bb0(%in: f32, %f: f32, %out: f32):\n    %1 = arith.mulf %in, %f : f32\n    linalg.yield %1 : f32\n  } -> tensor<8xf32>\n  return %0 : tensor<8xf32>\n}",
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
        example: "func.func @iota(%m: memref<8xindex>) {\n  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} outs(%m : memref<8xindex>) {\n  ^bb0(%out: index):\n    %i = linalg.index 0 : index\n    linalg.yield %i : index\n  }\n  return\n}",
        traits: OpTraits::PURE,
        format: Some("$dim attr-dict `:` type($result)"),
        verify: Some(structured::verify_index),
        fold: Some(structured::fold_index),
        interfaces: &[&structured::INDEX_BOUNDS],
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
        example: "func.func @scale(%x: tensor<8xf32>, %s: f32, %init: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} ins(%x, %s : tensor<8xf32>, f32) outs(%init : tensor<8xf32>) {\n  ^bb0(%in: f32, %f: f32, %out: f32):\n    %1 = arith.mulf %in, %f : f32\n    linalg.yield %1 : f32\n  } -> tensor<8xf32>\n  return %0 : tensor<8xf32>\n}",
        parse: Some(asm::parse_generic),
        print: Some(asm::print_generic),
        canonicalize: Some(canonicalize::generic),
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
        interfaces: &[
            &STRUCTURED_EFFECTS,
            &bufferize::STRUCTURED,
            &bufferize::DESTINATION_STYLE,
            &tiling::STRUCTURED,
            &reify::STRUCTURED,
        ],
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
        example: "func.func @add(%a: tensor<8xf32>, %b: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {\n  %mapped = linalg.map { arith.addf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>)\n  return %mapped : tensor<8xf32>\n}",
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
        example: "func.func @row_sums(%a: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {\n  %reduced = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1] \n  return %reduced : tensor<4xf32>\n}",
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
        example: "func.func @t(%a: tensor<4x8xf32>, %init: tensor<8x4xf32>) -> tensor<8x4xf32> {\n  %transposed = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%init : tensor<8x4xf32>) permutation = [1, 0] \n  return %transposed : tensor<8x4xf32>\n}",
        parse: Some(asm::parse_transpose),
        print: Some(asm::print_transpose),
        fold: Some(canonicalize::fold_transpose),
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
        example: "func.func @b(%a: tensor<8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %broadcasted = linalg.broadcast ins(%a : tensor<8xf32>) outs(%init : tensor<4x8xf32>) dimensions = [0] \n  return %broadcasted : tensor<4x8xf32>\n}",
        parse: Some(asm::parse_broadcast),
        print: Some(asm::print_broadcast),
        canonicalize: Some(canonicalize::broadcast),
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
        example: "func.func @tn(%a: memref<8x4xf32>, %b: memref<8x6xf32>, %c: memref<4x6xf32>) {\n  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : memref<8x4xf32>, memref<8x6xf32>) outs(%c : memref<4x6xf32>)\n  return\n}",
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
        example: "func.func @e(%a: tensor<4x8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}",
        parse: Some(asm::parse_elementwise),
        print: Some(asm::print_elementwise),
        ..structured_base("linalg.elementwise")
    }
}

strata_ods::op! {
    /// Softmax along `dimension`, computed stably: the maximum along the
    /// dimension is subtracted before exponentiating, and each exponential
    /// is divided by their sum. An aggregate op, not a structured one.
    pub SoftmaxOp(SOFTMAX, "linalg.softmax") {
        operands(input: single(SHAPED), output: single(SHAPED))
        results(result: variadic(RANKED_TENSOR))
        attributes(dimension: int = required(attrs::I64_ATTR))
        summary: "Softmax operator",
        example: "func.func @softmax(%x: tensor<2x16xf32>, %init: tensor<2x16xf32>) -> tensor<2x16xf32> {\n  %0 = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>) outs(%init : tensor<2x16xf32>) -> tensor<2x16xf32>\n  return %0 : tensor<2x16xf32>\n}",
        predicates: &[Predicate::Custom {
            summary: "input and output have same element type",
            check: |op| op.ctx.element_type(op.operand_type(0)) == op.ctx.element_type(op.operand_type(1)),
        }],
        format: Some("attr-dict `dimension` `(` $dimension `)` `ins` `(` $input `:` type($input) `)` `outs` `(` $output `:` type($output) `)` (`->` type($result)^)?"),
        verify: Some(verify::softmax),
        interfaces: &[
            &SOFTMAX_EFFECTS,
            &bufferize::SOFTMAX,
            &bufferize::DESTINATION_STYLE,
            &tiling::SOFTMAX,
            &reify::SOFTMAX,
        ],
    }
}

const SOFTMAX_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface {
    effects: |op, out| {
        use strata_ir::interfaces::{EffectKind, MemoryEffect, DEFAULT_RESOURCE};
        // Reads the input and the output buffers, writes the output.
        let memref = |i: usize| {
            matches!(
                op.ctx.type_kind(op.operand_type(i)),
                strata_ir::TypeKind::MemRef { .. }
            )
        };
        let effect = |kind, i: usize| MemoryEffect {
            kind,
            value: Some(op.operand(i)),
            resource: DEFAULT_RESOURCE,
            symbol: None,
        };
        if memref(0) {
            out.push(effect(EffectKind::Read, 0));
        }
        if memref(1) {
            out.push(effect(EffectKind::Read, 1));
            out.push(effect(EffectKind::Write, 1));
        }
    },
};

fn name_results(op: strata_ir::OpRef<'_>, set: &mut dyn FnMut(strata_ir::ValueId, &str), name: &str) {
    if let Some(r) = op.results().next() {
        set(r, name);
    }
}

/// Defines one named op of [`named::NAMED_OPS`]: inputs, outputs, tensor
/// results, the region, and the attributes its kind of op takes.
macro_rules! named_op {
    ($Name:ident $SPEC:ident $name:literal plain $example:literal) => {
        named_op!(@emit $Name $SPEC $name $example []);
    };
    ($Name:ident $SPEC:ident $name:literal window1 $example:literal) => {
        named_op!(@emit $Name $SPEC $name $example [
            strides: opt_attr = optional(I64_ELEMENTS_1), dilations: opt_attr = optional(I64_ELEMENTS_1)
        ]);
    };
    ($Name:ident $SPEC:ident $name:literal window2 $example:literal) => {
        named_op!(@emit $Name $SPEC $name $example [
            strides: opt_attr = optional(I64_ELEMENTS_2), dilations: opt_attr = optional(I64_ELEMENTS_2)
        ]);
    };
    ($Name:ident $SPEC:ident $name:literal window3 $example:literal) => {
        named_op!(@emit $Name $SPEC $name $example [
            strides: opt_attr = optional(I64_ELEMENTS_3), dilations: opt_attr = optional(I64_ELEMENTS_3)
        ]);
    };
    // `linalg.fill`, with its canonicalization.
    ($Name:ident $SPEC:ident $name:literal fill $example:literal) => {
        named_op!(@emit $Name $SPEC $name $example [] canonicalize: Some(canonicalize::fill),);
    };
    // `linalg.copy`, the one op of this kind, with its canonicalization.
    ($Name:ident $SPEC:ident $name:literal cast $example:literal) => {
        named_op!(@emit $Name $SPEC $name $example [cast_fn "cast": opt_attr = optional(TYPE_FN_ATTR)]
            canonicalize: Some(canonicalize::copy),);
    };
    ($Name:ident $SPEC:ident $name:literal contraction $example:literal) => {
        named_op!(@emit $Name $SPEC $name $example [
            indexing_maps: opt_attr = optional(AFFINE_MAP_ARRAY), cast_fn "cast": opt_attr = optional(TYPE_FN_ATTR)
        ]);
    };
    (@emit $Name:ident $SPEC:ident $name:literal $example:literal [$($attrs:tt)*] $($field:ident : $value:expr,)*) => {
        strata_ods::op! {
            /// A named structured op: its loops, indexing maps and body are its row
            /// in `named::NAMED_OPS`.
            pub $Name($SPEC, $name) {
                operands(inputs: variadic(ANY), outputs: variadic(SHAPED))
                results(result_tensors: variadic(RANKED_TENSOR))
                attributes($($attrs)*)
                regions(region: single(RegionConstraint::Any))
                example: $example,
                $($field: $value,)*
                ..named_base($name)
            }
        }
    };
}

macro_rules! named_ops {
    ($( $Name:ident $SPEC:ident $name:literal [$kind:ident] $example:literal; )*) => {
        $(named_op!($Name $SPEC $name $kind $example);)*
        /// The specs of the named ops.
        const NAMED_SPECS: &[&OpSpec] = &[$(&$SPEC),*];
    };
}

named_ops! {
    CopyOp COPY "linalg.copy" [cast]
        "func.func @copy(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.copy ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    FillOp FILL "linalg.fill" [fill]
        "func.func @fill(%v: f32, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.fill ins(%v : f32) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    ExpOp EXP "linalg.exp" [plain]
        "func.func @exp(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.exp ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    LogOp LOG "linalg.log" [plain]
        "func.func @log(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.log ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    AbsOp ABS "linalg.abs" [plain]
        "func.func @abs(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.abs ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    CeilOp CEIL "linalg.ceil" [plain]
        "func.func @ceil(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.ceil ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    FloorOp FLOOR "linalg.floor" [plain]
        "func.func @floor(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.floor ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    NegFOp NEGF "linalg.negf" [plain]
        "func.func @negf(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.negf ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    ReciprocalOp RECIPROCAL "linalg.reciprocal" [plain]
        "func.func @reciprocal(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.reciprocal ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    RoundOp ROUND "linalg.round" [plain]
        "func.func @round(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.round ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    SqrtOp SQRT "linalg.sqrt" [plain]
        "func.func @sqrt(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.sqrt ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    RsqrtOp RSQRT "linalg.rsqrt" [plain]
        "func.func @rsqrt(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.rsqrt ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    SquareOp SQUARE "linalg.square" [plain]
        "func.func @square(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.square ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    TanhOp TANH "linalg.tanh" [plain]
        "func.func @tanh(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.tanh ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    ErfOp ERF "linalg.erf" [plain]
        "func.func @erf(%a0: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.erf ins(%a0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    AddOp ADD "linalg.add" [plain]
        "func.func @add(%a0: tensor<4x8xf32>, %a1: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.add ins(%a0, %a1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    SubOp SUB "linalg.sub" [plain]
        "func.func @sub(%a0: tensor<4x8xf32>, %a1: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.sub ins(%a0, %a1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    MulOp MUL "linalg.mul" [plain]
        "func.func @mul(%a0: tensor<4x8xf32>, %a1: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.mul ins(%a0, %a1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    DivOp DIV "linalg.div" [plain]
        "func.func @div(%a0: tensor<4x8xf32>, %a1: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.div ins(%a0, %a1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    DivUnsignedOp DIV_UNSIGNED "linalg.div_unsigned" [plain]
        "func.func @div_unsigned(%a0: tensor<4x8xi32>, %a1: tensor<4x8xi32>, %o: tensor<4x8xi32>) -> tensor<4x8xi32> {\n  %0 = linalg.div_unsigned ins(%a0, %a1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%o : tensor<4x8xi32>) -> tensor<4x8xi32>\n  return %0 : tensor<4x8xi32>\n}";
    MaxOp MAX "linalg.max" [plain]
        "func.func @max(%a0: tensor<4x8xf32>, %a1: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.max ins(%a0, %a1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    MinOp MIN "linalg.min" [plain]
        "func.func @min(%a0: tensor<4x8xf32>, %a1: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.min ins(%a0, %a1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    PowFOp POWF "linalg.powf" [plain]
        "func.func @powf(%a0: tensor<4x8xf32>, %a1: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.powf ins(%a0, %a1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    SelectOp SELECT "linalg.select" [plain]
        "func.func @select(%c: tensor<4x8xi1>, %a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n  %0 = linalg.select ins(%c, %a, %b : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}";
    MatmulOp MATMUL "linalg.matmul" [contraction]
        "func.func @matmul(%t0: tensor<3x2xf32>, %t1: tensor<2x4xf32>, %t2: tensor<3x4xf32>) -> tensor<3x4xf32> {\n  %0 = linalg.matmul ins(%t0, %t1 : tensor<3x2xf32>, tensor<2x4xf32>) outs(%t2 : tensor<3x4xf32>) -> tensor<3x4xf32>\n  return %0 : tensor<3x4xf32>\n}";
    BatchMatmulOp BATCH_MATMUL "linalg.batch_matmul" [contraction]
        "func.func @batch_matmul(%t0: tensor<3x4x5xf32>, %t1: tensor<3x5x2xf32>, %t2: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {\n  %0 = linalg.batch_matmul ins(%t0, %t1 : tensor<3x4x5xf32>, tensor<3x5x2xf32>) outs(%t2 : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>\n  return %0 : tensor<3x4x2xf32>\n}";
    BatchReduceMatmulOp BATCH_REDUCE_MATMUL "linalg.batch_reduce_matmul" [contraction]
        "func.func @batch_reduce_matmul(%t0: tensor<3x4x5xf32>, %t1: tensor<3x5x2xf32>, %t2: tensor<4x2xf32>) -> tensor<4x2xf32> {\n  %0 = linalg.batch_reduce_matmul ins(%t0, %t1 : tensor<3x4x5xf32>, tensor<3x5x2xf32>) outs(%t2 : tensor<4x2xf32>) -> tensor<4x2xf32>\n  return %0 : tensor<4x2xf32>\n}";
    QuantizedMatmulOp QUANTIZED_MATMUL "linalg.quantized_matmul" [plain]
        "func.func @quantized_matmul(%t0: tensor<3x2xi8>, %t1: tensor<2x4xi8>, %s2: i32, %s3: i32, %t4: tensor<3x4xi32>) -> tensor<3x4xi32> {\n  %0 = linalg.quantized_matmul ins(%t0, %t1, %s2, %s3 : tensor<3x2xi8>, tensor<2x4xi8>, i32, i32) outs(%t4 : tensor<3x4xi32>) -> tensor<3x4xi32>\n  return %0 : tensor<3x4xi32>\n}";
    QuantizedBatchMatmulOp QUANTIZED_BATCH_MATMUL "linalg.quantized_batch_matmul" [plain]
        "func.func @quantized_batch_matmul(%t0: tensor<3x4x5xi8>, %t1: tensor<3x5x2xi8>, %s2: i32, %s3: i32, %t4: tensor<3x4x2xi32>) -> tensor<3x4x2xi32> {\n  %0 = linalg.quantized_batch_matmul ins(%t0, %t1, %s2, %s3 : tensor<3x4x5xi8>, tensor<3x5x2xi8>, i32, i32) outs(%t4 : tensor<3x4x2xi32>) -> tensor<3x4x2xi32>\n  return %0 : tensor<3x4x2xi32>\n}";
    Mmt4DOp MMT4D "linalg.mmt4d" [plain]
        "func.func @mmt4d(%t0: tensor<3x2x5x3xf32>, %t1: tensor<4x2x2x3xf32>, %t2: tensor<3x4x5x2xf32>) -> tensor<3x4x5x2xf32> {\n  %0 = linalg.mmt4d ins(%t0, %t1 : tensor<3x2x5x3xf32>, tensor<4x2x2x3xf32>) outs(%t2 : tensor<3x4x5x2xf32>) -> tensor<3x4x5x2xf32>\n  return %0 : tensor<3x4x5x2xf32>\n}";
    BatchMmt4DOp BATCH_MMT4D "linalg.batch_mmt4d" [plain]
        "func.func @batch_mmt4d(%t0: tensor<3x4x5x2x2xf32>, %t1: tensor<3x2x5x3x2xf32>, %t2: tensor<3x4x2x2x3xf32>) -> tensor<3x4x2x2x3xf32> {\n  %0 = linalg.batch_mmt4d ins(%t0, %t1 : tensor<3x4x5x2x2xf32>, tensor<3x2x5x3x2xf32>) outs(%t2 : tensor<3x4x2x2x3xf32>) -> tensor<3x4x2x2x3xf32>\n  return %0 : tensor<3x4x2x2x3xf32>\n}";
    MatvecOp MATVEC "linalg.matvec" [plain]
        "func.func @matvec(%t0: tensor<3x4xf32>, %t1: tensor<4xf32>, %t2: tensor<3xf32>) -> tensor<3xf32> {\n  %0 = linalg.matvec ins(%t0, %t1 : tensor<3x4xf32>, tensor<4xf32>) outs(%t2 : tensor<3xf32>) -> tensor<3xf32>\n  return %0 : tensor<3xf32>\n}";
    VecmatOp VECMAT "linalg.vecmat" [plain]
        "func.func @vecmat(%t0: tensor<4xf32>, %t1: tensor<4x3xf32>, %t2: tensor<3xf32>) -> tensor<3xf32> {\n  %0 = linalg.vecmat ins(%t0, %t1 : tensor<4xf32>, tensor<4x3xf32>) outs(%t2 : tensor<3xf32>) -> tensor<3xf32>\n  return %0 : tensor<3xf32>\n}";
    BatchMatvecOp BATCH_MATVEC "linalg.batch_matvec" [plain]
        "func.func @batch_matvec(%t0: tensor<3x4x2xf32>, %t1: tensor<3x2xf32>, %t2: tensor<3x4xf32>) -> tensor<3x4xf32> {\n  %0 = linalg.batch_matvec ins(%t0, %t1 : tensor<3x4x2xf32>, tensor<3x2xf32>) outs(%t2 : tensor<3x4xf32>) -> tensor<3x4xf32>\n  return %0 : tensor<3x4xf32>\n}";
    BatchVecmatOp BATCH_VECMAT "linalg.batch_vecmat" [plain]
        "func.func @batch_vecmat(%t0: tensor<3x2xf32>, %t1: tensor<3x2x4xf32>, %t2: tensor<3x4xf32>) -> tensor<3x4xf32> {\n  %0 = linalg.batch_vecmat ins(%t0, %t1 : tensor<3x2xf32>, tensor<3x2x4xf32>) outs(%t2 : tensor<3x4xf32>) -> tensor<3x4xf32>\n  return %0 : tensor<3x4xf32>\n}";
    DotOp DOT "linalg.dot" [plain]
        "func.func @dot(%t0: tensor<3xf32>, %t1: tensor<3xf32>, %t2: tensor<f32>) -> tensor<f32> {\n  %0 = linalg.dot ins(%t0, %t1 : tensor<3xf32>, tensor<3xf32>) outs(%t2 : tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}";
    Conv1DOp CONV_1D "linalg.conv_1d" [plain]
        "func.func @conv_1d(%t0: tensor<6xf32>, %t1: tensor<4xf32>, %t2: tensor<3xf32>) -> tensor<3xf32> {\n  %0 = linalg.conv_1d ins(%t0, %t1 : tensor<6xf32>, tensor<4xf32>) outs(%t2 : tensor<3xf32>) -> tensor<3xf32>\n  return %0 : tensor<3xf32>\n}";
    Conv2DOp CONV_2D "linalg.conv_2d" [plain]
        "func.func @conv_2d(%t0: tensor<4x8xf32>, %t1: tensor<2x5xf32>, %t2: tensor<3x4xf32>) -> tensor<3x4xf32> {\n  %0 = linalg.conv_2d ins(%t0, %t1 : tensor<4x8xf32>, tensor<2x5xf32>) outs(%t2 : tensor<3x4xf32>) -> tensor<3x4xf32>\n  return %0 : tensor<3x4xf32>\n}";
    Conv3DOp CONV_3D "linalg.conv_3d" [plain]
        "func.func @conv_3d(%t0: tensor<7x5x4xf32>, %t1: tensor<5x2x3xf32>, %t2: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {\n  %0 = linalg.conv_3d ins(%t0, %t1 : tensor<7x5x4xf32>, tensor<5x2x3xf32>) outs(%t2 : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>\n  return %0 : tensor<3x4x2xf32>\n}";
    Conv1DNwcWcfOp CONV_1D_NWC_WCF "linalg.conv_1d_nwc_wcf" [window1]
        "func.func @conv_1d_nwc_wcf(%t0: tensor<3x8x2xf32>, %t1: tensor<5x2x2xf32>, %t2: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {\n  %0 = linalg.conv_1d_nwc_wcf {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%t0, %t1 : tensor<3x8x2xf32>, tensor<5x2x2xf32>) outs(%t2 : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>\n  return %0 : tensor<3x4x2xf32>\n}";
    Conv1DNcwFcwOp CONV_1D_NCW_FCW "linalg.conv_1d_ncw_fcw" [window1]
        "func.func @conv_1d_ncw_fcw(%t0: tensor<3x5x3xf32>, %t1: tensor<4x5x2xf32>, %t2: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {\n  %0 = linalg.conv_1d_ncw_fcw {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%t0, %t1 : tensor<3x5x3xf32>, tensor<4x5x2xf32>) outs(%t2 : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>\n  return %0 : tensor<3x4x2xf32>\n}";
    Conv2DNhwcHwcfOp CONV_2D_NHWC_HWCF "linalg.conv_2d_nhwc_hwcf" [window2]
        "func.func @conv_2d_nhwc_hwcf(%t0: tensor<3x5x4x2xf32>, %t1: tensor<2x3x2x5xf32>, %t2: tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32> {\n  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x5x4x2xf32>, tensor<2x3x2x5xf32>) outs(%t2 : tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32>\n  return %0 : tensor<3x4x2x5xf32>\n}";
    Conv2DNhwcFhwcOp CONV_2D_NHWC_FHWC "linalg.conv_2d_nhwc_fhwc" [window2]
        "func.func @conv_2d_nhwc_fhwc(%t0: tensor<3x5x4x2xf32>, %t1: tensor<5x2x3x2xf32>, %t2: tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32> {\n  %0 = linalg.conv_2d_nhwc_fhwc {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x5x4x2xf32>, tensor<5x2x3x2xf32>) outs(%t2 : tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32>\n  return %0 : tensor<3x4x2x5xf32>\n}";
    Conv2DNhwcHwcfQOp CONV_2D_NHWC_HWCF_Q "linalg.conv_2d_nhwc_hwcf_q" [window2]
        "func.func @conv_2d_nhwc_hwcf_q(%t0: tensor<3x5x4x2xi8>, %t1: tensor<2x3x2x5xi8>, %s2: i32, %s3: i32, %t4: tensor<3x4x2x5xi32>) -> tensor<3x4x2x5xi32> {\n  %0 = linalg.conv_2d_nhwc_hwcf_q {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1, %s2, %s3 : tensor<3x5x4x2xi8>, tensor<2x3x2x5xi8>, i32, i32) outs(%t4 : tensor<3x4x2x5xi32>) -> tensor<3x4x2x5xi32>\n  return %0 : tensor<3x4x2x5xi32>\n}";
    Conv2DNhwcFhwcQOp CONV_2D_NHWC_FHWC_Q "linalg.conv_2d_nhwc_fhwc_q" [window2]
        "func.func @conv_2d_nhwc_fhwc_q(%t0: tensor<3x5x4x2xi8>, %t1: tensor<5x2x3x2xi8>, %s2: i32, %s3: i32, %t4: tensor<3x4x2x5xi32>) -> tensor<3x4x2x5xi32> {\n  %0 = linalg.conv_2d_nhwc_fhwc_q {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1, %s2, %s3 : tensor<3x5x4x2xi8>, tensor<5x2x3x2xi8>, i32, i32) outs(%t4 : tensor<3x4x2x5xi32>) -> tensor<3x4x2x5xi32>\n  return %0 : tensor<3x4x2x5xi32>\n}";
    Conv2DNchwFchwQOp CONV_2D_NCHW_FCHW_Q "linalg.conv_2d_nchw_fchw_q" [window2]
        "func.func @conv_2d_nchw_fchw_q(%t0: tensor<3x2x4x6xi8>, %t1: tensor<4x2x3x2xi8>, %s2: i32, %s3: i32, %t4: tensor<3x4x2x5xi32>) -> tensor<3x4x2x5xi32> {\n  %0 = linalg.conv_2d_nchw_fchw_q {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1, %s2, %s3 : tensor<3x2x4x6xi8>, tensor<4x2x3x2xi8>, i32, i32) outs(%t4 : tensor<3x4x2x5xi32>) -> tensor<3x4x2x5xi32>\n  return %0 : tensor<3x4x2x5xi32>\n}";
    Conv2DNchwFchwOp CONV_2D_NCHW_FCHW "linalg.conv_2d_nchw_fchw" [window2]
        "func.func @conv_2d_nchw_fchw(%t0: tensor<3x2x4x6xf32>, %t1: tensor<4x2x3x2xf32>, %t2: tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32> {\n  %0 = linalg.conv_2d_nchw_fchw {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x2x4x6xf32>, tensor<4x2x3x2xf32>) outs(%t2 : tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32>\n  return %0 : tensor<3x4x2x5xf32>\n}";
    Conv2DNgchwFgchwOp CONV_2D_NGCHW_FGCHW "linalg.conv_2d_ngchw_fgchw" [window2]
        "func.func @conv_2d_ngchw_fgchw(%t0: tensor<3x4x3x6x4xf32>, %t1: tensor<2x4x3x2x3xf32>, %t2: tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32> {\n  %0 = linalg.conv_2d_ngchw_fgchw {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x4x3x6x4xf32>, tensor<2x4x3x2x3xf32>) outs(%t2 : tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32>\n  return %0 : tensor<3x4x2x5x2xf32>\n}";
    Conv2DNgchwGfchwOp CONV_2D_NGCHW_GFCHW "linalg.conv_2d_ngchw_gfchw" [window2]
        "func.func @conv_2d_ngchw_gfchw(%t0: tensor<3x4x3x6x4xf32>, %t1: tensor<4x2x3x2x3xf32>, %t2: tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32> {\n  %0 = linalg.conv_2d_ngchw_gfchw {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x4x3x6x4xf32>, tensor<4x2x3x2x3xf32>) outs(%t2 : tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32>\n  return %0 : tensor<3x4x2x5x2xf32>\n}";
    Conv2DNhwgcGfhwcOp CONV_2D_NHWGC_GFHWC "linalg.conv_2d_nhwgc_gfhwc" [window2]
        "func.func @conv_2d_nhwgc_gfhwc(%t0: tensor<3x6x3x5x3xf32>, %t1: tensor<5x2x3x2x3xf32>, %t2: tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32> {\n  %0 = linalg.conv_2d_nhwgc_gfhwc {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x6x3x5x3xf32>, tensor<5x2x3x2x3xf32>) outs(%t2 : tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32>\n  return %0 : tensor<3x4x2x5x2xf32>\n}";
    Conv2DNhwgcGfhwcQOp CONV_2D_NHWGC_GFHWC_Q "linalg.conv_2d_nhwgc_gfhwc_q" [window2]
        "func.func @conv_2d_nhwgc_gfhwc_q(%t0: tensor<3x6x3x5x3xi8>, %t1: tensor<5x2x3x2x3xi8>, %s2: i32, %s3: i32, %t4: tensor<3x4x2x5x2xi32>) -> tensor<3x4x2x5x2xi32> {\n  %0 = linalg.conv_2d_nhwgc_gfhwc_q {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1, %s2, %s3 : tensor<3x6x3x5x3xi8>, tensor<5x2x3x2x3xi8>, i32, i32) outs(%t4 : tensor<3x4x2x5x2xi32>) -> tensor<3x4x2x5x2xi32>\n  return %0 : tensor<3x4x2x5x2xi32>\n}";
    Conv2DNgchwGfchwQOp CONV_2D_NGCHW_GFCHW_Q "linalg.conv_2d_ngchw_gfchw_q" [window2]
        "func.func @conv_2d_ngchw_gfchw_q(%t0: tensor<3x4x3x6x4xi8>, %t1: tensor<4x2x3x2x3xi8>, %s2: i32, %s3: i32, %t4: tensor<3x4x2x5x2xi32>) -> tensor<3x4x2x5x2xi32> {\n  %0 = linalg.conv_2d_ngchw_gfchw_q {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1, %s2, %s3 : tensor<3x4x3x6x4xi8>, tensor<4x2x3x2x3xi8>, i32, i32) outs(%t4 : tensor<3x4x2x5x2xi32>) -> tensor<3x4x2x5x2xi32>\n  return %0 : tensor<3x4x2x5x2xi32>\n}";
    Conv3DNdhwcDhwcfOp CONV_3D_NDHWC_DHWCF "linalg.conv_3d_ndhwc_dhwcf" [window3]
        "func.func @conv_3d_ndhwc_dhwcf(%t0: tensor<3x6x3x7x2xf32>, %t1: tensor<3x2x3x2x2xf32>, %t2: tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32> {\n  %0 = linalg.conv_3d_ndhwc_dhwcf {strides = dense<1> : tensor<3xi64>, dilations = dense<1> : tensor<3xi64>} ins(%t0, %t1 : tensor<3x6x3x7x2xf32>, tensor<3x2x3x2x2xf32>) outs(%t2 : tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32>\n  return %0 : tensor<3x4x2x5x2xf32>\n}";
    Conv3DNdhwcDhwcfQOp CONV_3D_NDHWC_DHWCF_Q "linalg.conv_3d_ndhwc_dhwcf_q" [window3]
        "func.func @conv_3d_ndhwc_dhwcf_q(%t0: tensor<3x6x3x7x2xi8>, %t1: tensor<3x2x3x2x2xi8>, %s2: i32, %s3: i32, %t4: tensor<3x4x2x5x2xi32>) -> tensor<3x4x2x5x2xi32> {\n  %0 = linalg.conv_3d_ndhwc_dhwcf_q {strides = dense<1> : tensor<3xi64>, dilations = dense<1> : tensor<3xi64>} ins(%t0, %t1, %s2, %s3 : tensor<3x6x3x7x2xi8>, tensor<3x2x3x2x2xi8>, i32, i32) outs(%t4 : tensor<3x4x2x5x2xi32>) -> tensor<3x4x2x5x2xi32>\n  return %0 : tensor<3x4x2x5x2xi32>\n}";
    Conv3DNcdhwFcdhwOp CONV_3D_NCDHW_FCDHW "linalg.conv_3d_ncdhw_fcdhw" [window3]
        "func.func @conv_3d_ncdhw_fcdhw(%t0: tensor<3x3x3x7x3xf32>, %t1: tensor<4x3x2x3x2xf32>, %t2: tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32> {\n  %0 = linalg.conv_3d_ncdhw_fcdhw {strides = dense<1> : tensor<3xi64>, dilations = dense<1> : tensor<3xi64>} ins(%t0, %t1 : tensor<3x3x3x7x3xf32>, tensor<4x3x2x3x2xf32>) outs(%t2 : tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32>\n  return %0 : tensor<3x4x2x5x2xf32>\n}";
    DepthwiseConv1DNwcWcOp DEPTHWISE_CONV_1D_NWC_WC "linalg.depthwise_conv_1d_nwc_wc" [window1]
        "func.func @depthwise_conv_1d_nwc_wc(%t0: tensor<3x8x2xf32>, %t1: tensor<5x2xf32>, %t2: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {\n  %0 = linalg.depthwise_conv_1d_nwc_wc {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%t0, %t1 : tensor<3x8x2xf32>, tensor<5x2xf32>) outs(%t2 : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>\n  return %0 : tensor<3x4x2xf32>\n}";
    DepthwiseConv1DNcwCwOp DEPTHWISE_CONV_1D_NCW_CW "linalg.depthwise_conv_1d_ncw_cw" [window1]
        "func.func @depthwise_conv_1d_ncw_cw(%t0: tensor<3x2x8xf32>, %t1: tensor<2x5xf32>, %t2: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {\n  %0 = linalg.depthwise_conv_1d_ncw_cw {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%t0, %t1 : tensor<3x2x8xf32>, tensor<2x5xf32>) outs(%t2 : tensor<3x2x4xf32>) -> tensor<3x2x4xf32>\n  return %0 : tensor<3x2x4xf32>\n}";
    DepthwiseConv1DNwcWcmOp DEPTHWISE_CONV_1D_NWC_WCM "linalg.depthwise_conv_1d_nwc_wcm" [window1]
        "func.func @depthwise_conv_1d_nwc_wcm(%t0: tensor<3x5x2xf32>, %t1: tensor<2x2x5xf32>, %t2: tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32> {\n  %0 = linalg.depthwise_conv_1d_nwc_wcm {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%t0, %t1 : tensor<3x5x2xf32>, tensor<2x2x5xf32>) outs(%t2 : tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32>\n  return %0 : tensor<3x4x2x5xf32>\n}";
    DepthwiseConv2DNhwcHwcOp DEPTHWISE_CONV_2D_NHWC_HWC "linalg.depthwise_conv_2d_nhwc_hwc" [window2]
        "func.func @depthwise_conv_2d_nhwc_hwc(%t0: tensor<3x5x4x5xf32>, %t1: tensor<2x3x5xf32>, %t2: tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32> {\n  %0 = linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x5x4x5xf32>, tensor<2x3x5xf32>) outs(%t2 : tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32>\n  return %0 : tensor<3x4x2x5xf32>\n}";
    DepthwiseConv2DNchwChwOp DEPTHWISE_CONV_2D_NCHW_CHW "linalg.depthwise_conv_2d_nchw_chw" [window2]
        "func.func @depthwise_conv_2d_nchw_chw(%t0: tensor<3x5x5x4xf32>, %t1: tensor<5x2x3xf32>, %t2: tensor<3x5x4x2xf32>) -> tensor<3x5x4x2xf32> {\n  %0 = linalg.depthwise_conv_2d_nchw_chw {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x5x5x4xf32>, tensor<5x2x3xf32>) outs(%t2 : tensor<3x5x4x2xf32>) -> tensor<3x5x4x2xf32>\n  return %0 : tensor<3x5x4x2xf32>\n}";
    DepthwiseConv2DNhwcHwcQOp DEPTHWISE_CONV_2D_NHWC_HWC_Q "linalg.depthwise_conv_2d_nhwc_hwc_q" [window2]
        "func.func @depthwise_conv_2d_nhwc_hwc_q(%t0: tensor<3x5x4x5xi8>, %t1: tensor<2x3x5xi8>, %s2: i32, %s3: i32, %t4: tensor<3x4x2x5xi32>) -> tensor<3x4x2x5xi32> {\n  %0 = linalg.depthwise_conv_2d_nhwc_hwc_q {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1, %s2, %s3 : tensor<3x5x4x5xi8>, tensor<2x3x5xi8>, i32, i32) outs(%t4 : tensor<3x4x2x5xi32>) -> tensor<3x4x2x5xi32>\n  return %0 : tensor<3x4x2x5xi32>\n}";
    DepthwiseConv2DNhwcHwcmOp DEPTHWISE_CONV_2D_NHWC_HWCM "linalg.depthwise_conv_2d_nhwc_hwcm" [window2]
        "func.func @depthwise_conv_2d_nhwc_hwcm(%t0: tensor<3x6x3x5xf32>, %t1: tensor<3x2x5x2xf32>, %t2: tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32> {\n  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x6x3x5xf32>, tensor<3x2x5x2xf32>) outs(%t2 : tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32>\n  return %0 : tensor<3x4x2x5x2xf32>\n}";
    DepthwiseConv2DNhwcHwcmQOp DEPTHWISE_CONV_2D_NHWC_HWCM_Q "linalg.depthwise_conv_2d_nhwc_hwcm_q" [window2]
        "func.func @depthwise_conv_2d_nhwc_hwcm_q(%t0: tensor<3x6x3x5xi8>, %t1: tensor<3x2x5x2xi8>, %s2: i32, %s3: i32, %t4: tensor<3x4x2x5x2xi32>) -> tensor<3x4x2x5x2xi32> {\n  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1, %s2, %s3 : tensor<3x6x3x5xi8>, tensor<3x2x5x2xi8>, i32, i32) outs(%t4 : tensor<3x4x2x5x2xi32>) -> tensor<3x4x2x5x2xi32>\n  return %0 : tensor<3x4x2x5x2xi32>\n}";
    DepthwiseConv3DNdhwcDhwcOp DEPTHWISE_CONV_3D_NDHWC_DHWC "linalg.depthwise_conv_3d_ndhwc_dhwc" [window3]
        "func.func @depthwise_conv_3d_ndhwc_dhwc(%t0: tensor<3x5x4x6x3xf32>, %t1: tensor<2x3x2x3xf32>, %t2: tensor<3x4x2x5x3xf32>) -> tensor<3x4x2x5x3xf32> {\n  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc {strides = dense<1> : tensor<3xi64>, dilations = dense<1> : tensor<3xi64>} ins(%t0, %t1 : tensor<3x5x4x6x3xf32>, tensor<2x3x2x3xf32>) outs(%t2 : tensor<3x4x2x5x3xf32>) -> tensor<3x4x2x5x3xf32>\n  return %0 : tensor<3x4x2x5x3xf32>\n}";
    DepthwiseConv3DNcdhwCdhwOp DEPTHWISE_CONV_3D_NCDHW_CDHW "linalg.depthwise_conv_3d_ncdhw_cdhw" [window3]
        "func.func @depthwise_conv_3d_ncdhw_cdhw(%t0: tensor<3x3x5x4x6xf32>, %t1: tensor<3x2x3x2xf32>, %t2: tensor<3x3x4x2x5xf32>) -> tensor<3x3x4x2x5xf32> {\n  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw {strides = dense<1> : tensor<3xi64>, dilations = dense<1> : tensor<3xi64>} ins(%t0, %t1 : tensor<3x3x5x4x6xf32>, tensor<3x2x3x2xf32>) outs(%t2 : tensor<3x3x4x2x5xf32>) -> tensor<3x3x4x2x5xf32>\n  return %0 : tensor<3x3x4x2x5xf32>\n}";
    DepthwiseConv3DNdhwcDhwcmOp DEPTHWISE_CONV_3D_NDHWC_DHWCM "linalg.depthwise_conv_3d_ndhwc_dhwcm" [window3]
        "func.func @depthwise_conv_3d_ndhwc_dhwcm(%t0: tensor<3x6x3x7x2xf32>, %t1: tensor<3x2x3x2x2xf32>, %t2: tensor<3x4x2x5x2x2xf32>) -> tensor<3x4x2x5x2x2xf32> {\n  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm {strides = dense<1> : tensor<3xi64>, dilations = dense<1> : tensor<3xi64>} ins(%t0, %t1 : tensor<3x6x3x7x2xf32>, tensor<3x2x3x2x2xf32>) outs(%t2 : tensor<3x4x2x5x2x2xf32>) -> tensor<3x4x2x5x2x2xf32>\n  return %0 : tensor<3x4x2x5x2x2xf32>\n}";
    PoolingNhwcSumOp POOLING_NHWC_SUM "linalg.pooling_nhwc_sum" [window2]
        "func.func @pooling_nhwc_sum(%t0: tensor<3x5x4x5xf32>, %t1: tensor<2x3xf32>, %t2: tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32> {\n  %0 = linalg.pooling_nhwc_sum {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x5x4x5xf32>, tensor<2x3xf32>) outs(%t2 : tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32>\n  return %0 : tensor<3x4x2x5xf32>\n}";
    PoolingNchwSumOp POOLING_NCHW_SUM "linalg.pooling_nchw_sum" [window2]
        "func.func @pooling_nchw_sum(%t0: tensor<3x4x3x7xf32>, %t1: tensor<2x3xf32>, %t2: tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32> {\n  %0 = linalg.pooling_nchw_sum {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x4x3x7xf32>, tensor<2x3xf32>) outs(%t2 : tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32>\n  return %0 : tensor<3x4x2x5xf32>\n}";
    PoolingNhwcMaxOp POOLING_NHWC_MAX "linalg.pooling_nhwc_max" [window2]
        "func.func @pooling_nhwc_max(%t0: tensor<3x5x4x5xf32>, %t1: tensor<2x3xf32>, %t2: tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32> {\n  %0 = linalg.pooling_nhwc_max {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x5x4x5xf32>, tensor<2x3xf32>) outs(%t2 : tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32>\n  return %0 : tensor<3x4x2x5xf32>\n}";
    PoolingNhwcMaxUnsignedOp POOLING_NHWC_MAX_UNSIGNED "linalg.pooling_nhwc_max_unsigned" [window2]
        "func.func @pooling_nhwc_max_unsigned(%t0: tensor<3x5x4x5xi32>, %t1: tensor<2x3xi32>, %t2: tensor<3x4x2x5xi32>) -> tensor<3x4x2x5xi32> {\n  %0 = linalg.pooling_nhwc_max_unsigned {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x5x4x5xi32>, tensor<2x3xi32>) outs(%t2 : tensor<3x4x2x5xi32>) -> tensor<3x4x2x5xi32>\n  return %0 : tensor<3x4x2x5xi32>\n}";
    PoolingNchwMaxOp POOLING_NCHW_MAX "linalg.pooling_nchw_max" [window2]
        "func.func @pooling_nchw_max(%t0: tensor<3x4x3x7xf32>, %t1: tensor<2x3xf32>, %t2: tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32> {\n  %0 = linalg.pooling_nchw_max {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x4x3x7xf32>, tensor<2x3xf32>) outs(%t2 : tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32>\n  return %0 : tensor<3x4x2x5xf32>\n}";
    PoolingNhwcMinOp POOLING_NHWC_MIN "linalg.pooling_nhwc_min" [window2]
        "func.func @pooling_nhwc_min(%t0: tensor<3x5x4x5xf32>, %t1: tensor<2x3xf32>, %t2: tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32> {\n  %0 = linalg.pooling_nhwc_min {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x5x4x5xf32>, tensor<2x3xf32>) outs(%t2 : tensor<3x4x2x5xf32>) -> tensor<3x4x2x5xf32>\n  return %0 : tensor<3x4x2x5xf32>\n}";
    PoolingNhwcMinUnsignedOp POOLING_NHWC_MIN_UNSIGNED "linalg.pooling_nhwc_min_unsigned" [window2]
        "func.func @pooling_nhwc_min_unsigned(%t0: tensor<3x5x4x5xi32>, %t1: tensor<2x3xi32>, %t2: tensor<3x4x2x5xi32>) -> tensor<3x4x2x5xi32> {\n  %0 = linalg.pooling_nhwc_min_unsigned {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%t0, %t1 : tensor<3x5x4x5xi32>, tensor<2x3xi32>) outs(%t2 : tensor<3x4x2x5xi32>) -> tensor<3x4x2x5xi32>\n  return %0 : tensor<3x4x2x5xi32>\n}";
    PoolingNwcSumOp POOLING_NWC_SUM "linalg.pooling_nwc_sum" [window1]
        "func.func @pooling_nwc_sum(%t0: tensor<3x8x2xf32>, %t1: tensor<5xf32>, %t2: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {\n  %0 = linalg.pooling_nwc_sum {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%t0, %t1 : tensor<3x8x2xf32>, tensor<5xf32>) outs(%t2 : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>\n  return %0 : tensor<3x4x2xf32>\n}";
    PoolingNcwSumOp POOLING_NCW_SUM "linalg.pooling_ncw_sum" [window1]
        "func.func @pooling_ncw_sum(%t0: tensor<3x4x6xf32>, %t1: tensor<5xf32>, %t2: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {\n  %0 = linalg.pooling_ncw_sum {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%t0, %t1 : tensor<3x4x6xf32>, tensor<5xf32>) outs(%t2 : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>\n  return %0 : tensor<3x4x2xf32>\n}";
    PoolingNwcMaxOp POOLING_NWC_MAX "linalg.pooling_nwc_max" [window1]
        "func.func @pooling_nwc_max(%t0: tensor<3x8x2xf32>, %t1: tensor<5xf32>, %t2: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {\n  %0 = linalg.pooling_nwc_max {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%t0, %t1 : tensor<3x8x2xf32>, tensor<5xf32>) outs(%t2 : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>\n  return %0 : tensor<3x4x2xf32>\n}";
    PoolingNwcMaxUnsignedOp POOLING_NWC_MAX_UNSIGNED "linalg.pooling_nwc_max_unsigned" [window1]
        "func.func @pooling_nwc_max_unsigned(%t0: tensor<3x8x2xi32>, %t1: tensor<5xi32>, %t2: tensor<3x4x2xi32>) -> tensor<3x4x2xi32> {\n  %0 = linalg.pooling_nwc_max_unsigned {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%t0, %t1 : tensor<3x8x2xi32>, tensor<5xi32>) outs(%t2 : tensor<3x4x2xi32>) -> tensor<3x4x2xi32>\n  return %0 : tensor<3x4x2xi32>\n}";
    PoolingNcwMaxOp POOLING_NCW_MAX "linalg.pooling_ncw_max" [window1]
        "func.func @pooling_ncw_max(%t0: tensor<3x4x6xf32>, %t1: tensor<5xf32>, %t2: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {\n  %0 = linalg.pooling_ncw_max {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%t0, %t1 : tensor<3x4x6xf32>, tensor<5xf32>) outs(%t2 : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>\n  return %0 : tensor<3x4x2xf32>\n}";
    PoolingNwcMinOp POOLING_NWC_MIN "linalg.pooling_nwc_min" [window1]
        "func.func @pooling_nwc_min(%t0: tensor<3x8x2xf32>, %t1: tensor<5xf32>, %t2: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {\n  %0 = linalg.pooling_nwc_min {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%t0, %t1 : tensor<3x8x2xf32>, tensor<5xf32>) outs(%t2 : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>\n  return %0 : tensor<3x4x2xf32>\n}";
    PoolingNwcMinUnsignedOp POOLING_NWC_MIN_UNSIGNED "linalg.pooling_nwc_min_unsigned" [window1]
        "func.func @pooling_nwc_min_unsigned(%t0: tensor<3x8x2xi32>, %t1: tensor<5xi32>, %t2: tensor<3x4x2xi32>) -> tensor<3x4x2xi32> {\n  %0 = linalg.pooling_nwc_min_unsigned {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%t0, %t1 : tensor<3x8x2xi32>, tensor<5xi32>) outs(%t2 : tensor<3x4x2xi32>) -> tensor<3x4x2xi32>\n  return %0 : tensor<3x4x2xi32>\n}";
    PoolingNdhwcSumOp POOLING_NDHWC_SUM "linalg.pooling_ndhwc_sum" [window3]
        "func.func @pooling_ndhwc_sum(%t0: tensor<3x6x3x7x2xf32>, %t1: tensor<3x2x3xf32>, %t2: tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32> {\n  %0 = linalg.pooling_ndhwc_sum {strides = dense<1> : tensor<3xi64>, dilations = dense<1> : tensor<3xi64>} ins(%t0, %t1 : tensor<3x6x3x7x2xf32>, tensor<3x2x3xf32>) outs(%t2 : tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32>\n  return %0 : tensor<3x4x2x5x2xf32>\n}";
    PoolingNdhwcMaxOp POOLING_NDHWC_MAX "linalg.pooling_ndhwc_max" [window3]
        "func.func @pooling_ndhwc_max(%t0: tensor<3x6x3x7x2xf32>, %t1: tensor<3x2x3xf32>, %t2: tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32> {\n  %0 = linalg.pooling_ndhwc_max {strides = dense<1> : tensor<3xi64>, dilations = dense<1> : tensor<3xi64>} ins(%t0, %t1 : tensor<3x6x3x7x2xf32>, tensor<3x2x3xf32>) outs(%t2 : tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32>\n  return %0 : tensor<3x4x2x5x2xf32>\n}";
    PoolingNdhwcMinOp POOLING_NDHWC_MIN "linalg.pooling_ndhwc_min" [window3]
        "func.func @pooling_ndhwc_min(%t0: tensor<3x6x3x7x2xf32>, %t1: tensor<3x2x3xf32>, %t2: tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32> {\n  %0 = linalg.pooling_ndhwc_min {strides = dense<1> : tensor<3xi64>, dilations = dense<1> : tensor<3xi64>} ins(%t0, %t1 : tensor<3x6x3x7x2xf32>, tensor<3x2x3xf32>) outs(%t2 : tensor<3x4x2x5x2xf32>) -> tensor<3x4x2x5x2xf32>\n  return %0 : tensor<3x4x2x5x2xf32>\n}";
    FillRng2DOp FILL_RNG_2D "linalg.fill_rng_2d" [plain]
        "func.func @fill_rng_2d(%s0: f64, %s1: f64, %s2: i32, %t3: tensor<3x4xf32>) -> tensor<3x4xf32> {\n  %0 = linalg.fill_rng_2d ins(%s0, %s1, %s2 : f64, f64, i32) outs(%t3 : tensor<3x4xf32>) -> tensor<3x4xf32>\n  return %0 : tensor<3x4xf32>\n}";
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

const SPECIAL: [&OpSpec; 12] = [
    &YIELD_OP,
    &INDEX,
    &GENERIC,
    &MAP,
    &REDUCE,
    &TRANSPOSE,
    &BROADCAST,
    &CONTRACT,
    &ELEMENTWISE,
    &SOFTMAX,
    &relayout::PACK,
    &relayout::UNPACK,
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
    // Folds (of `linalg.pack` and `unpack` of splats) produce arith
    // constants, as MLIR's `LinalgDialect::materializeConstant`.
    materialize_constant: Some(strata_dialect_arith::materialize_constant),
    ..DialectSpec::new("linalg")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
