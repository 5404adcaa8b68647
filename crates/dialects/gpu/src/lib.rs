//! The `gpu` dialect of MLIR 22, as far as code around GPU kernels needs
//! it: kernel modules (`gpu.module`) and functions (`gpu.func`,
//! `gpu.return`), inline kernels (`gpu.launch`, `gpu.terminator`) and their
//! launch by symbol (`gpu.launch_func`), the thread, block, cluster and
//! subgroup ids and sizes, `gpu.barrier`, device memory operations that may
//! run asynchronously (`gpu.alloc`, `gpu.dealloc`, `gpu.memcpy`,
//! `gpu.memset`, `gpu.wait`) with the `!gpu.async.token` type, the
//! `#gpu.address_space<...>` memory spaces, and `gpu.yield`,
//! `gpu.all_reduce` and `gpu.shuffle`.
//!
//! Each op is defined once with `strata_ods::op!`; the hand-written custom
//! forms and `custom<...>` directives are in `asm.rs`, the verifiers in
//! `verify.rs`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::interfaces::{ConditionallySpeculatable, DeviceMappingAttrInterface, Speculatability};
use strata_ir::{AttrKind, Attribute, Context, DialectDef, OpRef, OpTraits, Type, TypeKind, ValueId};
use strata_ods::constraints::{attrs, types, AttrConstraint, EnumDef, EnumStorage, TypeConstraint};
use strata_ods::{DialectSpec, Predicate, RegionConstraint};

mod asm;
mod canonicalize;
mod int_range;
#[cfg(test)]
mod tests;
mod verify;

// ---- attributes and types ---------------------------------------------------------

/// `Dimension`, stored as `#gpu<dim x>`.
pub static DIMENSION: EnumDef = EnumDef {
    name: "::mlir::gpu::Dimension",
    attr_name: "GPU_DimensionAttr",
    summary: "a dimension, either 'x', 'y', or 'z'",
    cases: &[("x", 0), ("y", 1), ("z", 2)],
    storage: EnumStorage::Dialect {
        dialect: "gpu",
        mnemonic: "dim",
    },
    bit_separator: None,
};

/// `AddressSpace`, stored as `#gpu.address_space<workgroup>`: the memory
/// space of memrefs in global, workgroup (shared) or private memory.
pub static ADDRESS_SPACE: EnumDef = EnumDef {
    name: "::mlir::gpu::AddressSpace",
    attr_name: "GPU_AddressSpaceAttr",
    summary: "GPU address space",
    cases: &[("global", 1), ("workgroup", 2), ("private", 3)],
    storage: EnumStorage::Dialect {
        dialect: "gpu",
        mnemonic: "address_space",
    },
    bit_separator: None,
};

/// `AllReduceOperation`, stored as `#gpu<all_reduce_op add>`.
pub static ALL_REDUCE_OPERATION: EnumDef = EnumDef {
    name: "::mlir::gpu::AllReduceOperation",
    attr_name: "GPU_AllReduceOperationAttr",
    summary: "built-in reduction operations supported by gpu.allreduce.",
    cases: &[
        ("add", 0),
        ("mul", 1),
        ("minui", 2),
        ("minsi", 3),
        ("minnumf", 4),
        ("maxui", 5),
        ("maxsi", 6),
        ("maxnumf", 7),
        ("and", 8),
        ("or", 9),
        ("xor", 10),
        ("minimumf", 11),
        ("maximumf", 12),
    ],
    storage: EnumStorage::Dialect {
        dialect: "gpu",
        mnemonic: "all_reduce_op",
    },
    bit_separator: None,
};

/// `ShuffleMode`, stored as `#gpu<shuffle_mode xor>`.
pub static SHUFFLE_MODE: EnumDef = EnumDef {
    name: "::mlir::gpu::ShuffleMode",
    attr_name: "GPU_ShuffleModeAttr",
    summary: "Indexing modes supported by gpu.shuffle.",
    cases: &[("xor", 0), ("down", 1), ("up", 2), ("idx", 3)],
    storage: EnumStorage::Dialect {
        dialect: "gpu",
        mnemonic: "shuffle_mode",
    },
    bit_separator: None,
};

/// The ids a parallel loop's iterations map to (`MappingId`): a grid
/// dimension or a linearized one.
const MAPPING_IDS: &[(&str, u64)] = &[
    ("x", 0),
    ("y", 1),
    ("z", 2),
    ("linear_dim_0", 3),
    ("linear_dim_1", 4),
    ("linear_dim_2", 5),
    ("linear_dim_3", 6),
    ("linear_dim_4", 7),
    ("linear_dim_5", 8),
    ("linear_dim_6", 9),
    ("linear_dim_7", 10),
    ("linear_dim_8", 11),
    ("linear_dim_9", 12),
];

/// A device mapping attribute `#gpu.<mnemonic><id>` (as `#gpu.thread<x>`
/// in `scf.forall`'s `mapping`).
const fn mapping_attr(mnemonic: &'static str, attr_name: &'static str) -> EnumDef {
    EnumDef {
        name: "::mlir::gpu::MappingId",
        attr_name,
        summary: "Mapping ids for loop mapping",
        cases: MAPPING_IDS,
        storage: EnumStorage::Dialect {
            dialect: "gpu",
            mnemonic,
        },
        bit_separator: None,
    }
}

/// `#gpu.block<...>`: iterations mapped to thread blocks.
pub static BLOCK_MAPPING: EnumDef = mapping_attr("block", "GPUBlockMappingAttr");
/// `#gpu.warpgroup<...>`: iterations mapped to warpgroups.
pub static WARPGROUP_MAPPING: EnumDef = mapping_attr("warpgroup", "GPUWarpgroupMappingAttr");
/// `#gpu.warp<...>`: iterations mapped to warps.
pub static WARP_MAPPING: EnumDef = mapping_attr("warp", "GPUWarpMappingAttr");
/// `#gpu.thread<...>`: iterations mapped to threads.
pub static THREAD_MAPPING: EnumDef = mapping_attr("thread", "GPUThreadMappingAttr");
/// `#gpu.lane<...>`: iterations mapped to lanes of a subgroup.
pub static LANE_MAPPING: EnumDef = mapping_attr("lane", "GPULaneMappingAttr");
/// `#gpu.memory_space<...>`: a loop's memory mapped to an address space.
pub static MEMORY_SPACE_MAPPING: EnumDef = EnumDef {
    name: "::mlir::gpu::AddressSpace",
    attr_name: "GPUMemorySpaceMappingAttr",
    summary: "GPU address space",
    cases: ADDRESS_SPACE.cases,
    storage: EnumStorage::Dialect {
        dialect: "gpu",
        mnemonic: "memory_space",
    },
    bit_separator: None,
};

/// The mapping attributes, whose assembly is `<` their one parameter `>`.
const MAPPING_ATTRS: &[&EnumDef] = &[
    &BLOCK_MAPPING,
    &WARPGROUP_MAPPING,
    &WARP_MAPPING,
    &THREAD_MAPPING,
    &LANE_MAPPING,
    &MEMORY_SPACE_MAPPING,
];

/// The mnemonic of `#gpu.mask<bits>`, which filters the processing units
/// a mapped loop runs on.
const MASK: &str = "mask";

/// Mapping attributes, masks included, may stand in `scf.forall`'s
/// `mapping`.
const DEVICE_MAPPING: DeviceMappingAttrInterface = DeviceMappingAttrInterface {
    is_mapping: |ctx, a| match ctx.attr_kind(a) {
        AttrKind::Dialect { mnemonic, .. } => {
            let m = ctx.ident_str(*mnemonic);
            m == MASK
                || MAPPING_ATTRS
                    .iter()
                    .any(|e| matches!(e.storage, EnumStorage::Dialect { mnemonic, .. } if mnemonic == m))
        }
        _ => false,
    },
    is_masking: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Dialect { mnemonic, .. } if ctx.ident_str(*mnemonic) == MASK),
};

/// `BroadcastType`, stored as `#gpu<broadcast specific_lane>`.
pub static BROADCAST_TYPE: EnumDef = EnumDef {
    name: "::mlir::gpu::BroadcastType",
    attr_name: "GPU_BroadcastTypeAttr",
    summary: "a lane to broadcast from",
    cases: &[("first_active_lane", 0), ("specific_lane", 1)],
    storage: EnumStorage::Dialect {
        dialect: "gpu",
        mnemonic: "broadcast",
    },
    bit_separator: None,
};

/// The dialect's enum attributes, for its attribute parser and printer.
const ENUM_ATTRS: &[&EnumDef] = &[
    &DIMENSION,
    &ADDRESS_SPACE,
    &ALL_REDUCE_OPERATION,
    &SHUFFLE_MODE,
    &BROADCAST_TYPE,
];

/// The mnemonic of `!gpu.async.token`.
const ASYNC_TOKEN: &str = "async.token";

/// `!gpu.async.token`, the type of the tokens that order asynchronous ops.
pub fn async_token_type(ctx: &Context) -> Type {
    ctx.intern_type(TypeKind::Dialect {
        dialect: ctx.ident("gpu"),
        mnemonic: ctx.ident(ASYNC_TOKEN),
        params: Default::default(),
    })
}

/// Whether `t` is `!gpu.async.token`.
pub fn is_async_token(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Dialect { dialect, mnemonic, .. }
        if ctx.ident_str(*dialect) == "gpu" && ctx.ident_str(*mnemonic) == ASYNC_TOKEN)
}

/// The mnemonic of `!gpu.mma_matrix<16x16xf16, "COp">`.
const MMA_MATRIX: &str = "mma_matrix";

/// `!gpu.mma_matrix<shape x element, "operand">`: a matrix a subgroup
/// holds for matrix multiply-accumulate, as the A, B or C operand; or the
/// message MLIR reports for the parameters.
pub fn mma_matrix_type(
    ctx: &Context,
    shape: &[i64],
    element: Type,
    operand: &str,
) -> Result<Type, &'static str> {
    if shape.len() != 2 {
        return Err("MMAMatrixType must have exactly two dimensions");
    }
    let valid_element = match ctx.type_kind(element) {
        TypeKind::Integer { width, signedness } => {
            *width == 32 || (*width == 8 && *signedness != strata_ir::Signedness::Signless)
        }
        _ => matches!(
            ctx.float_kind(element),
            Some(strata_ir::FloatKind::F16 | strata_ir::FloatKind::F32 | strata_ir::FloatKind::F64)
        ),
    };
    if !valid_element {
        return Err("MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64");
    }
    if !matches!(operand, "AOp" | "BOp" | "COp") {
        return Err("operand expected to be one of AOp, BOp or COp");
    }
    let dims: Vec<Attribute> = shape.iter().map(|&d| ctx.integer_attr(ctx.i64(), d)).collect();
    Ok(ctx.intern_type(TypeKind::Dialect {
        dialect: ctx.ident("gpu"),
        mnemonic: ctx.ident(MMA_MATRIX),
        params: vec![
            ctx.array_attr(&dims),
            ctx.type_attr(element),
            ctx.string_attr(operand),
        ]
        .into(),
    }))
}

/// The address space `a` names, if it is a `#gpu.address_space<...>`.
pub fn address_space(ctx: &Context, a: Attribute) -> Option<u64> {
    ADDRESS_SPACE.attr_value(ctx, a)
}

/// The name of the unit attribute marking the module that holds GPU
/// modules and launches their kernels.
pub const CONTAINER_MODULE_ATTR: &str = "gpu.container_module";
/// The name of the unit attribute marking a kernel function.
pub const KERNEL_ATTR: &str = "gpu.kernel";
/// The discardable attribute holding the number of workgroup attributions
/// of `gpu.func` and `gpu.launch`.
pub const NUM_WORKGROUP_ATTRIBUTIONS_ATTR: &str = "workgroup_attributions";

// ---- constraints ----------------------------------------------------------------

use TypeConstraint as T;

const INDEX: TypeConstraint = types::INDEX;
const ANY: TypeConstraint = types::ANY_TYPE;
const ANY_MEMREF: TypeConstraint = types::ANY_MEMREF;
const TOKEN: TypeConstraint = T::Custom {
    summary: "async token type",
    check: is_async_token,
};
/// `LaunchIndx`: the launch sizes of `gpu.launch_func`.
const LAUNCH_INDEX: TypeConstraint = T::AnyOf(&[T::Index, T::SignlessInteger(32), T::SignlessInteger(64)]);
const INTEGER_OR_FLOAT: TypeConstraint = T::Custom {
    summary: "Integer or Float",
    check: |ctx, t| T::AnySignlessInteger.check(ctx, t) || T::AnyFloat.check(ctx, t),
};
const INTEGER_OR_FLOAT_OR_1D_VECTOR: TypeConstraint = T::Custom {
    summary: "Integer or Float or fixed-length vector of Integer or Float values of ranks 1",
    check: |ctx, t| {
        let scalar = |t| T::AnySignlessInteger.check(ctx, t) || T::AnyFloat.check(ctx, t);
        match ctx.type_kind(t) {
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => shape.len() == 1 && !scalable.iter().any(|&s| s) && scalar(*element),
            _ => scalar(t),
        }
    },
};

/// `MemRefRankOf<[I8], [1]>`.
const MEMREF_1D_I8: TypeConstraint = T::Custom {
    summary: "1D memref of 8-bit signless integer values",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::MemRef { shape, element, .. } if shape.len() == 1 && *element == ctx.integer_type(8)),
};

/// The arguments of `gpu.printf`.
const PRINTF_ARG: TypeConstraint = T::AnyOf(&[T::AnyInteger, T::Index, T::AnyFloat]);

const DIM_ATTR: AttrConstraint = AttrConstraint::Enum(&DIMENSION);
const ALL_REDUCE_OP_ATTR: AttrConstraint = AttrConstraint::Enum(&ALL_REDUCE_OPERATION);
const SHUFFLE_MODE_ATTR: AttrConstraint = AttrConstraint::Enum(&SHUFFLE_MODE);

fn is_dense_i32_array_of_3(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseArray { element, len: 3, .. } if *element == ctx.i32())
}

/// `GPU_OptionalDimSizeHintAttr`: three i32s when present.
const DIM_SIZE_HINT: AttrConstraint = AttrConstraint::Custom {
    summary: "i32 dense array attribute with 3 elements (if present)",
    check: is_dense_i32_array_of_3,
};

/// Whether `a` is a GPU target attribute (`#nvvm.target`, `#rocdl.target`,
/// `#xevm.target`, `#spirv.target_env`). Strata registers none of those
/// dialects, so it knows them by name, as unregistered attributes.
pub fn is_target_attr(ctx: &Context, a: Attribute) -> bool {
    let (dialect, name) = match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, data, .. } => (*dialect, ctx.ident_str(*data)),
        AttrKind::Dialect {
            dialect, mnemonic, ..
        } => (*dialect, ctx.ident_str(*mnemonic)),
        _ => return false,
    };
    let mnemonic = name.split(['<', ' ']).next().unwrap_or("");
    matches!(
        (ctx.ident_str(dialect), mnemonic),
        ("nvvm" | "rocdl" | "xevm", "target") | ("spirv", "target_env")
    )
}

fn is_target_array(ctx: &Context, a: Attribute) -> bool {
    ctx.array_attr_elements(a)
        .is_some_and(|e| !e.is_empty() && e.iter().all(|&t| is_target_attr(ctx, t)))
}

/// The mnemonic of `#gpu.select_object<target or index>`, the handler that
/// embeds the object of one target of a binary.
const SELECT_OBJECT: &str = "select_object";

/// `OffloadingTranslationAttr`: of the gpu dialect's attributes, only
/// `#gpu.select_object` translates offloading ops.
const OFFLOADING_HANDLER: AttrConstraint = AttrConstraint::Custom {
    summary: "any attribute with the `OffloadingTranslationAttrTrait` trait.",
    check: |ctx, a| {
        matches!(ctx.attr_kind(a), AttrKind::Dialect { dialect, mnemonic, .. }
            if ctx.ident_str(*dialect) == "gpu" && ctx.ident_str(*mnemonic) == SELECT_OBJECT)
    },
};

/// `GPUNonEmptyTargetArrayAttr`.
const TARGETS_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "array of GPU target attributes with at least 1 elements",
    check: is_target_array,
};

// ---- index ops --------------------------------------------------------------------

/// `%thread_id_x` for `gpu.thread_id x`: the op's name and the dimension.
fn index_result_name(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    let ctx = op.ctx;
    let Some(dim) = op.attr("dimension").and_then(|a| DIMENSION.attr_value(ctx, a)) else {
        return;
    };
    let Some(&(dim, _)) = DIMENSION.cases.get(dim as usize) else {
        return;
    };
    if op.num_results() == 1 {
        let name = op.name_str().strip_prefix("gpu.").unwrap_or(op.name_str());
        set(op.result(0), &format!("{name}_{dim}"));
    }
}

/// MLIR's `GPU_IndexOp`s: a pure op returning an `index` along a
/// dimension, with an optional upper bound.
macro_rules! index_ops {
    ($($(#[doc = $doc:literal])* $Name:ident($SPEC:ident, $name:literal, $summary:literal, $example:literal);)*) => {$(
        strata_ods::op! {
            $(#[doc = $doc])*
            pub $Name($SPEC, $name) {
                results(result: single(INDEX))
                attributes(
                    dimension: enum = required(DIM_ATTR),
                    upper_bound: opt_attr = optional(attrs::INDEX_ATTR),
                )
                build(explicit)
                summary: $summary,
                example: $example,
                traits: OpTraits::PURE,
                format: Some("custom<Dimension>($dimension) (`upper_bound` $upper_bound^)? attr-dict"),
                custom_directives: &[&asm::DIMENSION_DIRECTIVE],
                result_names: Some(index_result_name),
                interfaces: &[&int_range::INDEX_OPS],
            }
        }
    )*};
}

index_ops! {
    /// The number of clusters in the grid along `dimension`.
    ClusterDimOp(CLUSTER_DIM, "gpu.cluster_dim", "number of clusters in the grid", "func.func @f() -> index {\n  %0 = gpu.cluster_dim x\n  return %0 : index\n}");
    /// The number of thread blocks in a cluster along `dimension`.
    ClusterDimBlocksOp(CLUSTER_DIM_BLOCKS, "gpu.cluster_dim_blocks", "number of thread blocks in a cluster", "func.func @f() -> index {\n  %0 = gpu.cluster_dim_blocks x\n  return %0 : index\n}");
    /// The id of the cluster along `dimension`.
    ClusterIdOp(CLUSTER_ID, "gpu.cluster_id", "id of the cluster in the grid", "func.func @f() -> index {\n  %0 = gpu.cluster_id x\n  return %0 : index\n}");
    /// The id of the thread block within its cluster along `dimension`.
    ClusterBlockIdOp(CLUSTER_BLOCK_ID, "gpu.cluster_block_id", "id of the thread block in its cluster", "func.func @f() -> index {\n  %0 = gpu.cluster_block_id x\n  return %0 : index\n}");
    /// The number of threads in the thread block (workgroup) along
    /// `dimension`.
    BlockDimOp(BLOCK_DIM, "gpu.block_dim", "number of threads in a thread block", "func.func @f() -> index {\n  %0 = gpu.block_dim x\n  return %0 : index\n}");
    /// The id of the thread block (workgroup) along `dimension`.
    BlockIdOp(BLOCK_ID, "gpu.block_id", "id of the thread block in the grid", "func.func @f() -> index {\n  %0 = gpu.block_id x\n  return %0 : index\n}");
    /// The number of thread blocks in the grid along `dimension`.
    GridDimOp(GRID_DIM, "gpu.grid_dim", "number of thread blocks in the grid", "func.func @f() -> index {\n  %0 = gpu.grid_dim x\n  return %0 : index\n}");
    /// The id of the thread (work item) within its block along
    /// `dimension`.
    ThreadIdOp(THREAD_ID, "gpu.thread_id", "id of the thread in its thread block", "func.func @f() -> index {\n  %0 = gpu.thread_id x\n  return %0 : index\n}");
    /// The id of the thread among all threads of the grid along
    /// `dimension`.
    GlobalIdOp(GLOBAL_ID, "gpu.global_id", "id of the thread among all threads of the grid", "func.func @f() -> index {\n  %0 = gpu.global_id x upper_bound 65536\n  return %0 : index\n}");
}

/// MLIR's subgroup index ops: a pure `index` with an optional upper bound.
macro_rules! subgroup_ops {
    ($($(#[doc = $doc:literal])* $Name:ident($SPEC:ident, $name:literal, $format:literal, $example:literal);)*) => {$(
        strata_ods::op! {
            $(#[doc = $doc])*
            pub $Name($SPEC, $name) {
                results(result: single(INDEX))
                attributes(upper_bound: opt_attr = optional(attrs::INDEX_ATTR))
                build(explicit)
                example: $example,
                traits: OpTraits::PURE,
                format: Some($format),
                interfaces: &[&int_range::INDEX_OPS],
            }
        }
    )*};
}

subgroup_ops! {
    /// The id of the lane within the subgroup (warp, wavefront).
    LaneIdOp(LANE_ID, "gpu.lane_id", "(`upper_bound` $upper_bound^)? attr-dict",
        "func.func @f() -> index {\n  %0 = gpu.lane_id\n  return %0 : index\n}");
    /// The id of the subgroup within the workgroup.
    SubgroupIdOp(SUBGROUP_ID, "gpu.subgroup_id", "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)",
        "func.func @f() -> index {\n  %0 = gpu.subgroup_id : index\n  return %0 : index\n}");
    /// The number of subgroups in the workgroup.
    NumSubgroupsOp(NUM_SUBGROUPS, "gpu.num_subgroups", "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)",
        "func.func @f() -> index {\n  %0 = gpu.num_subgroups : index\n  return %0 : index\n}");
    /// The number of threads in a subgroup.
    SubgroupSizeOp(SUBGROUP_SIZE, "gpu.subgroup_size", "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)",
        "func.func @f() -> index {\n  %0 = gpu.subgroup_size : index\n  return %0 : index\n}");
}

// ---- modules, functions, launches ------------------------------------------------------

strata_ods::op! {
    /// A module of code to run on a GPU: a symbol and a symbol table whose
    /// single block holds the kernels and device functions (`gpu.func`),
    /// without terminator. `targets` lists the targets to compile it for,
    /// `offloadingHandler` the attribute that translates its launches.
    pub GpuModuleOp(MODULE, "gpu.module") {
        attributes(
            sym_name: str = required(attrs::SYMBOL_NAME_ATTR),
            targets: opt_attr = optional(TARGETS_ATTR),
            offloading_handler "offloadingHandler": opt_attr = optional(OFFLOADING_HANDLER),
        )
        regions(body_region "bodyRegion": single(RegionConstraint::Sized(1)))
        summary: "A top level compilation unit containing code to be run on a GPU.",
        example: "gpu.module @kernels {\n  gpu.func @kernel() kernel {\n    gpu.return\n  }\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            .union(OpTraits::NO_REGION_ARGUMENTS)
            .union(OpTraits::SYMBOL_TABLE)
            .union(OpTraits::SYMBOL)
            .union(OpTraits::NO_TERMINATOR)
            .union(OpTraits::SINGLE_BLOCK)
            .union(OpTraits::GRAPH_REGIONS),
        parse: Some(asm::parse_module),
        print: Some(asm::print_module),
        interfaces: &[&strata_ir::interfaces::DataLayoutOpInterface],
    }

    /// A function run on a GPU, in a `gpu.module`: a kernel (with the
    /// `kernel` keyword, the `gpu.kernel` attribute) launched from the host,
    /// or a device function. The body's entry block takes the arguments,
    /// then the workgroup and the private memory attributions: buffers the
    /// function's invocations get in those memories. `known_block_size` and
    /// `known_grid_size` state the launch sizes the kernel is run with.
    pub GpuFuncOp(FUNC, "gpu.func") {
        attributes(
            function_type: type = required(attrs::FUNCTION_TYPE_ATTR),
            arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            workgroup_attrib_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            private_attrib_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            known_block_size: opt_attr = optional(DIM_SIZE_HINT),
            known_grid_size: opt_attr = optional(DIM_SIZE_HINT),
            known_cluster_size: opt_attr = optional(DIM_SIZE_HINT),
        )
        regions(body: single(RegionConstraint::Any))
        summary: "Function executable on a GPU",
        example: "gpu.module @m {\n  gpu.func @kernel(%arg0: f32) workgroup(%buf : memref<32xf32, #gpu.address_space<workgroup>>) kernel {\n    gpu.return\n  }\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            .union(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
            .union(OpTraits::AFFINE_SCOPE)
            .union(OpTraits::CALLABLE)
            .union(OpTraits::FUNCTION),
        parents: &["gpu.module"],
        verify: Some(verify::func),
        verify_regions: Some(verify::func_returns),
        parse: Some(asm::parse_func),
        print: Some(asm::print_func),
        interfaces: &[&verify::FUNC_CALLABLE],
    }

    /// Returns from a `gpu.func` with its operands as the function's
    /// results.
    pub ReturnOp(RETURN, "gpu.return") {
        operands(operands: variadic(ANY))
        build(explicit)
        summary: "Terminator for GPU functions.",
        example: "gpu.module @m {\n  gpu.func @f(%x: f32) -> f32 {\n    gpu.return %x : f32\n  }\n}",
        traits: OpTraits::PURE.union(OpTraits::TERMINATOR).union(OpTraits::RETURN_LIKE),
        parents: &["gpu.func"],
        format: Some("attr-dict ($operands^ `:` type($operands))?"),
    }

    /// Runs its region as a kernel on a grid of `gridSize` thread blocks of
    /// `blockSize` threads each (optionally in clusters of `clusterSize`
    /// blocks), after the `asyncDependencies`; with `async` it returns a
    /// token instead of waiting. The region's entry block takes the block
    /// and thread ids, the grid and block sizes (then the cluster ids and
    /// sizes), then the workgroup and private attributions.
    pub LaunchOp(LAUNCH, "gpu.launch") {
        operands(
            async_dependencies "asyncDependencies": variadic(TOKEN),
            grid_size_x "gridSizeX": single(INDEX),
            grid_size_y "gridSizeY": single(INDEX),
            grid_size_z "gridSizeZ": single(INDEX),
            block_size_x "blockSizeX": single(INDEX),
            block_size_y "blockSizeY": single(INDEX),
            block_size_z "blockSizeZ": single(INDEX),
            cluster_size_x "clusterSizeX": optional(INDEX),
            cluster_size_y "clusterSizeY": optional(INDEX),
            cluster_size_z "clusterSizeZ": optional(INDEX),
            dynamic_shared_memory_size "dynamicSharedMemorySize": optional(T::SignlessInteger(32)),
        )
        results(async_token "asyncToken": optional(TOKEN))
        attributes(
            module: opt_attr = optional(attrs::FLAT_SYMBOL_REF_ATTR),
            function: opt_attr = optional(attrs::FLAT_SYMBOL_REF_ATTR),
        )
        regions(body: single(RegionConstraint::Any))
        summary: "GPU kernel launch operation",
        example: "func.func @f(%n: index) {\n  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {\n    gpu.terminator\n  }\n  return\n}",
        traits: OpTraits::AFFINE_SCOPE
            .union(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
            .union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
            .union(OpTraits::RECURSIVE_MEMORY_EFFECTS),
        verify: Some(verify::launch),
        verify_regions: Some(verify::launch_regions),
        parse: Some(asm::parse_launch),
        print: Some(asm::print_launch),
        canonicalize: Some(canonicalize::launch_patterns),
        interfaces: &[&int_range::LAUNCH, &LAUNCH_BOUNDS],
    }

    /// Ends the region of a `gpu.launch`.
    pub TerminatorOp(TERMINATOR, "gpu.terminator") {
        build(explicit)
        summary: "Terminator for GPU launch regions.",
        example: "func.func @f(%n: index) {\n  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {\n    gpu.terminator\n  }\n  return\n}",
        traits: OpTraits::PURE.union(OpTraits::TERMINATOR),
        parents: &["gpu.launch"],
        format: Some("attr-dict"),
    }

    /// Launches the kernel `kernel` (`@module::@function`) on a grid of
    /// `gridSize` blocks of `blockSize` threads with the `kernelOperands` as
    /// its arguments. The enclosing module must be marked
    /// `gpu.container_module`.
    pub LaunchFuncOp(LAUNCH_FUNC, "gpu.launch_func") {
        operands(
            async_dependencies "asyncDependencies": variadic(TOKEN),
            grid_size_x "gridSizeX": single(LAUNCH_INDEX),
            grid_size_y "gridSizeY": single(LAUNCH_INDEX),
            grid_size_z "gridSizeZ": single(LAUNCH_INDEX),
            block_size_x "blockSizeX": single(LAUNCH_INDEX),
            block_size_y "blockSizeY": single(LAUNCH_INDEX),
            block_size_z "blockSizeZ": single(LAUNCH_INDEX),
            cluster_size_x "clusterSizeX": optional(LAUNCH_INDEX),
            cluster_size_y "clusterSizeY": optional(LAUNCH_INDEX),
            cluster_size_z "clusterSizeZ": optional(LAUNCH_INDEX),
            dynamic_shared_memory_size "dynamicSharedMemorySize": optional(T::SignlessInteger(32)),
            kernel_operands "kernelOperands": variadic(ANY),
            async_object "asyncObject": optional(ANY),
        )
        results(async_token "asyncToken": optional(TOKEN))
        attributes(kernel: attr = required(attrs::SYMBOL_REF_ATTR))
        summary: "Launches a function as a GPU kernel",
        example: "module attributes {gpu.container_module} {\n  gpu.module @kernels {\n    gpu.func @k(%x: f32) kernel {\n      gpu.return\n    }\n  }\n  func.func @f(%n: index, %x: f32) {\n    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%x : f32)\n    return\n  }\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        predicates: &[Predicate::AllTypesMatch(&[
            "gridSizeX", "gridSizeY", "gridSizeZ", "blockSizeX", "blockSizeY", "blockSizeZ",
        ])],
        format: Some(
            "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies, type($asyncDependencies)) \
             (`<` $asyncObject^ `:` type($asyncObject) `>`)? \
             $kernel \
             ( `clusters` `in` ` ` `(` $clusterSizeX^ `,` $clusterSizeY `,` $clusterSizeZ `)` )? \
             `blocks` `in` ` ` `(` $gridSizeX `,` $gridSizeY `,` $gridSizeZ `)` \
             `threads` `in` ` ` `(` $blockSizeX `,` $blockSizeY `,` $blockSizeZ `)` \
             custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX), type($clusterSizeX), type($clusterSizeY), type($clusterSizeZ)) \
             (`dynamic_shared_memory_size` $dynamicSharedMemorySize^)? \
             custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands)) attr-dict",
        ),
        custom_directives: &[
            &asm::ASYNC_DEPENDENCIES_DIRECTIVE,
            &asm::LAUNCH_DIM_TYPE_DIRECTIVE,
            &asm::LAUNCH_FUNC_OPERANDS_DIRECTIVE,
        ],
        verify: Some(verify::launch_func),
        verify_symbol_uses: Some(verify::launch_func_symbol_uses),
    }
}

// ---- synchronization and memory ------------------------------------------------------

strata_ods::op! {
    /// Waits until every work item of the workgroup has reached it and
    /// the memory accesses they made before are visible to all of them.
    pub BarrierOp(BARRIER, "gpu.barrier") {
        build(explicit)
        summary: "Synchronizes all work items of a workgroup.",
        example: "func.func @f() {\n  gpu.barrier\n  return\n}",
        format: Some("attr-dict"),
        canonicalize: Some(canonicalize::barrier_patterns),
    }

    /// Waits for the `asyncDependencies`: on the host until they completed,
    /// or, with `async`, returning a token that completes with them.
    pub WaitOp(WAIT, "gpu.wait") {
        operands(async_dependencies "asyncDependencies": variadic(TOKEN))
        results(async_token "asyncToken": optional(TOKEN))
        build(explicit)
        summary: "Wait for async gpu ops to complete.",
        example: "func.func @f() {\n  %0 = gpu.wait async\n  gpu.wait [%0]\n  return\n}",
        format: Some("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies, type($asyncDependencies)) attr-dict"),
        custom_directives: &[&asm::ASYNC_DEPENDENCIES_DIRECTIVE],
        canonicalize: Some(canonicalize::wait_patterns),
    }

    /// Allocates a memref on the device (or, with `host_shared`, memory
    /// the host can access too) after the `asyncDependencies`.
    pub AllocOp(ALLOC, "gpu.alloc") {
        operands(
            async_dependencies "asyncDependencies": variadic(TOKEN),
            dynamic_sizes "dynamicSizes": variadic(INDEX),
            symbol_operands "symbolOperands": variadic(INDEX),
        )
        results(memref: single(ANY_MEMREF) [Allocate], async_token "asyncToken": optional(TOKEN))
        attributes(host_shared "hostShared": unit = optional(attrs::UNIT_ATTR))
        build(explicit)
        summary: "GPU memory allocation operation.",
        example: "func.func @f(%n: index) {\n  %0 = gpu.alloc (%n) : memref<?xf32, 1>\n  gpu.dealloc %0 : memref<?xf32, 1>\n  return\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        format: Some(
            "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies, type($asyncDependencies)) \
             (` ` `host_shared` $hostShared^)? ` ` \
             `(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
        ),
        custom_directives: &[&asm::ASYNC_DEPENDENCIES_DIRECTIVE],
        verify: Some(verify::alloc),
        canonicalize: Some(canonicalize::alloc_patterns),
    }

    /// Frees a memref allocated by `gpu.alloc` after the
    /// `asyncDependencies`.
    pub DeallocOp(DEALLOC, "gpu.dealloc") {
        operands(
            async_dependencies "asyncDependencies": variadic(TOKEN),
            memref: single(ANY_MEMREF) [Free],
        )
        results(async_token "asyncToken": optional(TOKEN))
        build(explicit)
        summary: "GPU memory deallocation operation",
        example: "func.func @f(%m: memref<8xf32, 1>) {\n  gpu.dealloc %m : memref<8xf32, 1>\n  return\n}",
        format: Some("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies, type($asyncDependencies)) $memref attr-dict `:` type($memref)"),
        custom_directives: &[&asm::ASYNC_DEPENDENCIES_DIRECTIVE],
    }

    /// Copies the memref `src` to `dst` (of the same element type and
    /// shape) after the `asyncDependencies`.
    pub MemcpyOp(MEMCPY, "gpu.memcpy") {
        operands(
            async_dependencies "asyncDependencies": variadic(TOKEN),
            dst: single(ANY_MEMREF) [Write],
            src: single(ANY_MEMREF) [Read],
        )
        results(async_token "asyncToken": optional(TOKEN))
        build(explicit)
        summary: "GPU memcpy operation",
        example: "func.func @f(%a: memref<8xf32, 1>, %b: memref<8xf32>) {\n  gpu.memcpy %a, %b : memref<8xf32, 1>, memref<8xf32>\n  return\n}",
        format: Some("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies, type($asyncDependencies)) $dst`,` $src `:` type($dst)`,` type($src) attr-dict"),
        custom_directives: &[&asm::ASYNC_DEPENDENCIES_DIRECTIVE],
        verify: Some(verify::memcpy),
        canonicalize: Some(canonicalize::memcpy_patterns),
        fold: Some(strata_dialect_memref::fold_memref_cast),
    }

    /// Sets every element of the memref `dst` to `value` after the
    /// `asyncDependencies`.
    pub MemsetOp(MEMSET, "gpu.memset") {
        operands(
            async_dependencies "asyncDependencies": variadic(TOKEN),
            dst: single(ANY_MEMREF) [Write],
            value: single(ANY),
        )
        results(async_token "asyncToken": optional(TOKEN))
        build(explicit)
        summary: "GPU memset operation",
        example: "func.func @f(%a: memref<8xf32, 1>, %v: f32) {\n  gpu.memset %a, %v : memref<8xf32, 1>, f32\n  return\n}",
        predicates: &[Predicate::Custom {
            summary: "all of {dst, value} have same element type",
            check: |op| {
                let ctx = op.ctx;
                op.num_operands() >= 2
                    && ctx.element_type_or_self(op.operand_type(op.num_operands() - 2))
                        == ctx.element_type_or_self(op.operand_type(op.num_operands() - 1))
            },
        }],
        format: Some("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies, type($asyncDependencies)) $dst`,` $value `:` type($dst)`,` type($value) attr-dict"),
        custom_directives: &[&asm::ASYNC_DEPENDENCIES_DIRECTIVE],
        fold: Some(strata_dialect_memref::fold_memref_cast),
    }
}

// ---- reductions and shuffles ----------------------------------------------------------

strata_ods::op! {
    /// Returns values to the enclosing gpu op (`gpu.all_reduce`'s
    /// accumulation region).
    pub YieldOp(YIELD, "gpu.yield") {
        operands(values: variadic(ANY))
        build(explicit)
        summary: "GPU yield operation",
        example: "func.func @f(%x: f32) -> f32 {\n  %0 = gpu.all_reduce %x {\n  ^bb0(%a: f32, %b: f32):\n    %1 = arith.addf %a, %b : f32\n    gpu.yield %1 : f32\n  } : (f32) -> f32\n  return %0 : f32\n}",
        traits: OpTraits::PURE.union(OpTraits::RETURN_LIKE).union(OpTraits::TERMINATOR),
        format: Some("attr-dict ($values^ `:` type($values))?"),
    }

    /// Reduces `value` over the work items of a workgroup, with the
    /// operation `op` or the accumulation region (whose block takes two
    /// values and yields their combination).
    pub AllReduceOp(ALL_REDUCE, "gpu.all_reduce") {
        operands(value: single(INTEGER_OR_FLOAT))
        results(result: single(INTEGER_OR_FLOAT))
        attributes(
            reduce_op "op": opt_attr = optional(ALL_REDUCE_OP_ATTR),
            uniform: unit = optional(attrs::UNIT_ATTR),
        )
        regions(body: single(RegionConstraint::Any))
        summary: "Reduce values among workgroup.",
        example: "func.func @f(%x: f32) -> f32 {\n  %0 = gpu.all_reduce add %x {} : (f32) -> f32\n  return %0 : f32\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE.union(OpTraits::ISOLATED_FROM_ABOVE),
        format: Some("custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? $body attr-dict `:` functional-type(operands, results)"),
        custom_directives: &[&asm::ALL_REDUCE_OPERATION_DIRECTIVE],
        verify_regions: Some(verify::all_reduce_regions),
        fold: Some(canonicalize::fold_all_reduce),
    }

    /// Exchanges `value` between the lanes of a subgroup: each lane reads
    /// the value of the lane `offset` selects by `mode`, among the first
    /// `width`; `valid` says whether that lane is in range.
    pub ShuffleOp(SHUFFLE, "gpu.shuffle") {
        operands(
            value: single(INTEGER_OR_FLOAT_OR_1D_VECTOR),
            offset: single(T::SignlessInteger(32)),
            width: single(T::SignlessInteger(32)),
        )
        results(shuffle_result "shuffleResult": single(INTEGER_OR_FLOAT_OR_1D_VECTOR), valid: single(T::SignlessInteger(1)))
        attributes(mode: enum = required(SHUFFLE_MODE_ATTR))
        build(infer)
        summary: "Shuffles values within a subgroup.",
        example: "func.func @f(%x: f32, %o: i32, %w: i32) -> f32 {\n  %0, %1 = gpu.shuffle xor %x, %o, %w : f32\n  return %0 : f32\n}",
        traits: OpTraits::PURE,
        predicates: &[Predicate::AllTypesMatch(&["value", "shuffleResult"])],
        format: Some("custom<ShuffleMode>($mode) $value `,` $offset `,` $width attr-dict `:` type($value)"),
        custom_directives: &[&asm::SHUFFLE_MODE_DIRECTIVE],
    }
}

/// A broadcast from a given lane may run anywhere; which lanes are active
/// depends on the control flow around the op.
const BROADCAST_SPECULATION: ConditionallySpeculatable = ConditionallySpeculatable(|op| {
    let specific = op
        .attr("broadcast_type")
        .and_then(|a| BROADCAST_TYPE.attr_value(op.ctx, a))
        == Some(1);
    if specific {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
});

strata_ods::op! {
    /// Broadcasts `src` from one lane (the first active one, or `lane`) to
    /// every active lane of the subgroup.
    pub SubgroupBroadcastOp(SUBGROUP_BROADCAST, "gpu.subgroup_broadcast") {
        operands(src: single(ANY), lane: optional(T::SignlessInteger(32)))
        results(result: single(ANY))
        attributes(broadcast_type: enum = required(AttrConstraint::Enum(&BROADCAST_TYPE)))
        summary: "Broadcasts a value from the specific lane across subgroup",
        example: "func.func @f(%x: f32, %l: i32) -> f32 {\n  %0 = gpu.subgroup_broadcast %x, specific_lane %l : f32\n  return %0 : f32\n}",
        traits: OpTraits::NO_MEMORY_EFFECT,
        predicates: &[Predicate::AllTypesMatch(&["result", "src"])],
        format: Some("$src `,` custom<BroadcastType>($broadcast_type) ($lane^)? attr-dict `:` type($result)"),
        custom_directives: &[&asm::BROADCAST_TYPE_DIRECTIVE],
        verify: Some(verify::subgroup_broadcast),
        interfaces: &[&BROADCAST_SPECULATION, &int_range::BROADCAST],
        fold: Some(canonicalize::fold_subgroup_broadcast),
    }
}

fn i32_value(ctx: &Context, a: Attribute) -> Option<i64> {
    ctx.integer_attr_value(a).map(|v| v.sext_i64())
}

const I32_ATTR: AttrConstraint = AttrConstraint::SignlessInteger(32);
const NON_NEGATIVE_I32: AttrConstraint = AttrConstraint::Confined {
    base: &I32_ATTR,
    summary: "32-bit signless integer attribute whose minimum value is 0",
    check: |ctx, a| i32_value(ctx, a).is_some_and(|v| v >= 0),
};
const POWER_OF_TWO_I32: AttrConstraint = AttrConstraint::Confined {
    base: &I32_ATTR,
    summary: "32-bit signless integer attribute whose value is a power of two > 0",
    check: |ctx, a| i32_value(ctx, a).is_some_and(|v| v > 0 && (v as u64).is_power_of_two()),
};

strata_ods::op! {
    /// Rotates `value` among the first `width` lanes of a subgroup: each
    /// lane reads the value of the lane `offset` after it (modulo
    /// `width`); `valid` says whether that lane is active.
    pub RotateOp(ROTATE, "gpu.rotate") {
        operands(value: single(INTEGER_OR_FLOAT_OR_1D_VECTOR))
        results(rotate_result "rotateResult": single(INTEGER_OR_FLOAT_OR_1D_VECTOR), valid: single(T::SignlessInteger(1)))
        attributes(
            offset: attr = required(NON_NEGATIVE_I32),
            width: attr = required(POWER_OF_TWO_I32),
        )
        summary: "Rotate values within a subgroup.",
        example: "func.func @f(%x: f32) -> f32 {\n  %0, %1 = gpu.rotate %x, 1, 16 : f32\n  return %0 : f32\n}",
        traits: OpTraits::PURE,
        predicates: &[Predicate::AllTypesMatch(&["value", "rotateResult"])],
        format: Some("$value `,` $offset `,` $width attr-dict `:` type($value)"),
        verify: Some(verify::rotate),
    }
}

fn i32_one(ctx: &Context) -> Attribute {
    ctx.integer_attr(ctx.i32(), 1)
}

strata_ods::op! {
    /// Reduces `value` over the lanes of a subgroup with the operation
    /// `op`, or over clusters of `cluster_size` lanes `cluster_stride`
    /// apart.
    pub SubgroupReduceOp(SUBGROUP_REDUCE, "gpu.subgroup_reduce") {
        operands(value: single(INTEGER_OR_FLOAT_OR_1D_VECTOR))
        results(result: single(INTEGER_OR_FLOAT_OR_1D_VECTOR))
        attributes(
            reduce_op "op": enum = required(ALL_REDUCE_OP_ATTR),
            uniform: unit = optional(attrs::UNIT_ATTR),
            cluster_size: opt_attr = optional(AttrConstraint::SignlessInteger(32)),
            cluster_stride: opt_attr = default_valued(AttrConstraint::SignlessInteger(32), i32_one),
        )
        summary: "Reduce values among subgroup.",
        example: "func.func @f(%x: f32) -> f32 {\n  %0 = gpu.subgroup_reduce add %x cluster(size = 4) : (f32) -> f32\n  return %0 : f32\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        format: Some(
            "custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? \
             (`cluster` `(` `size` `=` $cluster_size^ (`,` `stride` `=` $cluster_stride^)? `)`)? \
             attr-dict `:` functional-type(operands, results)",
        ),
        custom_directives: &[&asm::ALL_REDUCE_OPERATION_DIRECTIVE],
        verify: Some(verify::subgroup_reduce),
        fold: Some(canonicalize::fold_subgroup_reduce),
    }

    /// Prints `format` with the `args` from the device (as C's printf).
    pub PrintfOp(PRINTF, "gpu.printf") {
        operands(args: variadic(PRINTF_ARG))
        attributes(format: str = required(attrs::STR_ATTR))
        build(explicit)
        summary: "Device-side printf, as in CUDA or OpenCL, for debugging",
        example: "func.func @f(%x: f32) {\n  gpu.printf \"x = %f\\n\", %x : f32\n  return\n}",
        effects: &[strata_ods::EffectSpec::new(strata_ir::interfaces::EffectKind::Write)],
        format: Some("$format attr-dict (`,` $args^ `:` type($args))?"),
    }

    /// Makes the GPU with index `devIndex` the default for the operations
    /// that follow.
    pub SetDefaultDeviceOp(SET_DEFAULT_DEVICE, "gpu.set_default_device") {
        operands(dev_index "devIndex": single(T::SignlessInteger(32)))
        build(explicit)
        summary: "Set default GPU for operations after this by index",
        example: "func.func @f(%i: i32) {\n  gpu.set_default_device %i\n  return\n}",
        effects: &[strata_ods::EffectSpec::new(strata_ir::interfaces::EffectKind::Write)],
        format: Some("attr-dict $devIndex"),
    }

    /// The memory the kernel gets at launch for `dynamic_shared_memory_size`,
    /// as bytes in workgroup memory.
    pub DynamicSharedMemoryOp(DYNAMIC_SHARED_MEMORY, "gpu.dynamic_shared_memory") {
        results(result_memref "resultMemref": single(MEMREF_1D_I8))
        build(explicit)
        summary: "Get the memref for dynamic shared memory",
        example: "func.func @f() {\n  %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>\n  return\n}",
        traits: OpTraits::PURE,
        format: Some("attr-dict `:` type($resultMemref)"),
        verify: Some(verify::dynamic_shared_memory),
    }

    /// Maps a host buffer into the device's address space.
    pub HostRegisterOp(HOST_REGISTER, "gpu.host_register") {
        operands(value: single(T::UnrankedMemRefOf(&[T::Any])))
        build(explicit)
        summary: "Registers a memref for access from device.",
        example: "func.func @f(%m: memref<*xf32>) {\n  gpu.host_register %m : memref<*xf32>\n  return\n}",
        format: Some("$value attr-dict `:` type($value)"),
    }

    /// Unmaps a host buffer from the device's address space.
    pub HostUnregisterOp(HOST_UNREGISTER, "gpu.host_unregister") {
        operands(value: single(T::UnrankedMemRefOf(&[T::Any])))
        build(explicit)
        summary: "Unregisters a memref for access from device.",
        example: "func.func @f(%m: memref<*xf32>) {\n  gpu.host_unregister %m : memref<*xf32>\n  return\n}",
        format: Some("$value attr-dict `:` type($value)"),
    }
}

/// As MLIR's: every gpu op may be inlined, but no callee into the
/// regions of gpu ops (kernels, launches).
const INLINER: DialectInlinerInterface = DialectInlinerInterface {
    is_legal_to_inline_region: |_| false,
    ..DialectInlinerInterface::ALL_LEGAL
};

/// The `gpu` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Ops to launch and write GPU kernels",
    description: "A middle-level abstraction for launching GPU kernels and \
        writing them: kernel modules and functions, inline launches, thread, \
        block and subgroup ids and sizes, barriers, asynchronous device memory \
        operations ordered by `!gpu.async.token`s, workgroup reductions and \
        subgroup shuffles.",
    ops: &[
        &ALL_REDUCE,
        &ALLOC,
        &BARRIER,
        &BLOCK_DIM,
        &BLOCK_ID,
        &CLUSTER_BLOCK_ID,
        &CLUSTER_DIM,
        &CLUSTER_DIM_BLOCKS,
        &CLUSTER_ID,
        &DEALLOC,
        &DYNAMIC_SHARED_MEMORY,
        &FUNC,
        &GLOBAL_ID,
        &GRID_DIM,
        &LANE_ID,
        &LAUNCH,
        &LAUNCH_FUNC,
        &MEMCPY,
        &MEMSET,
        &MODULE,
        &NUM_SUBGROUPS,
        &RETURN,
        &SHUFFLE,
        &ROTATE,
        &SET_DEFAULT_DEVICE,
        &HOST_REGISTER,
        &HOST_UNREGISTER,
        &PRINTF,
        &SUBGROUP_BROADCAST,
        &SUBGROUP_REDUCE,
        &SUBGROUP_ID,
        &SUBGROUP_SIZE,
        &TERMINATOR,
        &THREAD_ID,
        &WAIT,
        &YIELD,
    ],
    parse_type: Some(asm::parse_type),
    print_type: Some(asm::print_type),
    parse_attr: Some(asm::parse_attr),
    print_attr: Some(asm::print_attr),
    verify_op_attribute: Some(verify::verify_op_attribute),
    interfaces: &[&DEVICE_MAPPING, &INLINER],
    ..DialectSpec::new("gpu")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}

/// The value bounds of a `gpu.launch`'s ids and sizes: a size is its
/// operand (at least 1), an id lies below its dimension's size.
const LAUNCH_BOUNDS: strata_ir::interfaces::ValueBoundsOpInterface =
    strata_ir::interfaces::ValueBoundsOpInterface(|op, v, out| {
        use strata_ir::affine::AffineMap;
        use strata_ir::interfaces::{BoundRelation, ValueBound};
        let Some(l) = LaunchOp::from_ref(op) else { return };
        let strata_ir::ValueDef::BlockArg(block, i) = op.body.value_def(v) else {
            return;
        };
        if op.body.block_parent_op(block) != Some(op.id) {
            return;
        }
        let i = i as usize;
        let grid = [l.grid_size_x(&op), l.grid_size_y(&op), l.grid_size_z(&op)];
        let blocks = [l.block_size_x(&op), l.block_size_y(&op), l.block_size_z(&op)];
        let (size, is_size) = match i {
            0..=2 => (grid[i], false),
            3..=5 => (blocks[i - 3], false),
            6..=8 => (grid[i - 6], true),
            9..=11 => (blocks[i - 9], true),
            _ => return,
        };
        let ctx = op.ctx;
        let (s0, c) = (ctx.affine_symbol(0), |k| ctx.affine_constant(k));
        let bound =
            |relation, e, operands| ValueBound::new(relation, AffineMap::new(0, 1, vec![e]), operands);
        if is_size {
            out.push(bound(BoundRelation::Eq, s0, vec![size]));
            out.push(ValueBound::new(
                BoundRelation::Ge,
                AffineMap::new(0, 0, vec![c(1)]),
                Vec::new(),
            ));
        } else {
            out.push(bound(BoundRelation::Le, ctx.affine_add(s0, c(-1)), vec![size]));
            out.push(ValueBound::new(
                BoundRelation::Ge,
                AffineMap::new(0, 0, vec![c(0)]),
                Vec::new(),
            ));
        }
    });
