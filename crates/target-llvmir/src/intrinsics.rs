//! The LLVM intrinsics that `llvm.intr.*` ops call: the LLVM name, which
//! types make up the name's overload suffix (`llvm.smax.i32`), the
//! attributes of the declaration and of its parameters, as LLVM 22's
//! intrinsic tables give them.

use crate::ir::Ty;

/// Where the overload suffix types come from.
#[derive(Clone, Copy, Debug)]
pub enum Overload {
    /// The result type.
    Result,
    /// The type of operand `i`.
    Operand(usize),
    /// The type of field `i` of the result struct (`frexp`).
    ResultField(usize),
}

/// Attribute sets of intrinsic declarations.
pub const PURE_NOUNDEF: &str =
    "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)";
/// Pure, speculatable intrinsics that may create undef or poison
/// ([`PURE_NOUNDEF`] without `nocreateundeforpoison`).
pub const PURE: &str = "nocallback nofree nosync nounwind speculatable willreturn memory(none)";
/// Intrinsics that read and write only memory their pointer arguments point
/// to (`memcpy`, `memmove`).
pub const MEM_ARG_RW: &str = "nocallback nofree nounwind willreturn memory(argmem: readwrite)";
/// Intrinsics that write only memory their pointer arguments point to
/// (`memset`).
pub const MEM_ARG_W: &str = "nocallback nofree nounwind willreturn memory(argmem: write)";
/// Like [`MEM_ARG_RW`], and `nosync` (`lifetime.start`, `lifetime.end`).
pub const SYNC_ARG_RW: &str = "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)";
/// Intrinsics with no memory restriction (`stacksave`, `stackrestore`,
/// the `va*` ones).
pub const STACK: &str = "nocallback nofree nosync nounwind willreturn";

/// An intrinsic the translation knows.
#[derive(Clone, Copy, Debug)]
pub struct Intrinsic {
    /// The op name after `llvm.intr.`.
    pub op: &'static str,
    /// The intrinsic's name after `llvm.`.
    pub name: &'static str,
    /// Where the types of the name's overload suffix come from, in order.
    pub overloads: &'static [Overload],
    /// The attributes of the declaration.
    pub attrs: &'static str,
    /// Attributes of each parameter (empty for none).
    pub param_attrs: &'static [&'static str],
    /// Properties that become trailing immediate arguments, with their
    /// integer width (`i1` flags, `i32` values; 0 for a `double`).
    pub immargs: &'static [(&'static str, u32)],
    /// Attributes of the declaration's result; [`RANGE_MINUS_ONE_TO_ONE`]
    /// stands for `range(iN -1, 2)` at the result's width.
    pub ret_attrs: &'static str,
}

/// The result range of the three-way comparisons (`scmp`, `ucmp`).
pub const RANGE_MINUS_ONE_TO_ONE: &str = "range(-1, 2)";
/// The attribute set of intrinsics that are pure and return but may not be
/// speculated.
pub const WILLRETURN_NONE: &str = "nocallback nofree nosync nounwind willreturn memory(none)";

use Overload::{Operand as Op, Result as Res, ResultField};

const fn math(op: &'static str, name: &'static str) -> Intrinsic {
    Intrinsic {
        op,
        name,
        overloads: &[Res],
        attrs: PURE_NOUNDEF,
        param_attrs: &[],
        immargs: &[],
        ret_attrs: "",
    }
}

const fn pure(op: &'static str, name: &'static str, overloads: &'static [Overload]) -> Intrinsic {
    Intrinsic {
        op,
        name,
        overloads,
        attrs: PURE,
        param_attrs: &[],
        immargs: &[],
        ret_attrs: "",
    }
}

const fn with(
    op: &'static str,
    overloads: &'static [Overload],
    attrs: &'static str,
    param_attrs: &'static [&'static str],
) -> Intrinsic {
    Intrinsic {
        op,
        name: op,
        overloads,
        attrs,
        param_attrs,
        immargs: &[],
        ret_attrs: "",
    }
}

/// The intrinsics the translation knows, one per `llvm.intr.*` op.
pub static INTRINSICS: &[Intrinsic] = &[
    with(
        "trap",
        &[],
        "cold noreturn nounwind memory(inaccessiblemem: write)",
        &[],
    ),
    with("debugtrap", &[], "nounwind", &[]),
    with("expect", &[Res], WILLRETURN_NONE, &[]),
    Intrinsic {
        immargs: &[("prob", 0)],
        ..with(
            "expect.with.probability",
            &[Res],
            WILLRETURN_NONE,
            &["", "", "immarg"],
        )
    },
    Intrinsic {
        overloads: &[Res, Op(0)],
        ..math("llrint", "llrint")
    },
    Intrinsic {
        overloads: &[Res, Op(0)],
        ..math("llround", "llround")
    },
    Intrinsic {
        overloads: &[Res, Op(0)],
        ..math("lrint", "lrint")
    },
    Intrinsic {
        overloads: &[Res, Op(0)],
        ..math("lround", "lround")
    },
    Intrinsic {
        overloads: &[Res, Op(1)],
        ..math("ptrmask", "ptrmask")
    },
    Intrinsic {
        overloads: &[Res, Op(0)],
        ret_attrs: RANGE_MINUS_ONE_TO_ONE,
        ..math("scmp", "scmp")
    },
    Intrinsic {
        overloads: &[Res, Op(0)],
        ret_attrs: RANGE_MINUS_ONE_TO_ONE,
        ..math("ucmp", "ucmp")
    },
    with("stepvector", &[Res], WILLRETURN_NONE, &[]),
    pure("vscale", "vscale", &[Res]),
    Intrinsic {
        ret_attrs: "nonnull",
        ..with("threadlocal.address", &[Res], PURE, &["nonnull"])
    },
    pure("acos", "acos", &[Res]),
    pure("asin", "asin", &[Res]),
    pure("atan", "atan", &[Res]),
    pure("atan2", "atan2", &[Res]),
    pure("cosh", "cosh", &[Res]),
    pure("sinh", "sinh", &[Res]),
    pure("tanh", "tanh", &[Res]),
    Intrinsic {
        overloads: &[Op(0)],
        param_attrs: &["", "immarg"],
        immargs: &[("bit", 32)],
        ..math("is.fpclass", "is.fpclass")
    },
    Intrinsic {
        overloads: &[Res, Op(1)],
        ..math("ldexp", "ldexp")
    },
    Intrinsic {
        overloads: &[ResultField(0), ResultField(1)],
        ..math("frexp", "frexp")
    },
    Intrinsic {
        immargs: &[("lhs_rows", 32), ("lhs_columns", 32), ("rhs_columns", 32)],
        ..with(
            "matrix.multiply",
            &[Res, Op(0), Op(1)],
            PURE,
            &["", "", "immarg", "immarg", "immarg"],
        )
    },
    Intrinsic {
        immargs: &[("rows", 32), ("columns", 32)],
        ..with("matrix.transpose", &[Res], PURE, &["", "immarg", "immarg"])
    },
    Intrinsic {
        immargs: &[("isVolatile", 1), ("rows", 32), ("columns", 32)],
        ..with(
            "matrix.column.major.load",
            &[Res, Op(1)],
            "nocallback nofree nosync nounwind willreturn memory(argmem: read)",
            &["captures(none)", "", "immarg", "immarg", "immarg"],
        )
    },
    Intrinsic {
        immargs: &[("isVolatile", 1), ("rows", 32), ("columns", 32)],
        ..with(
            "matrix.column.major.store",
            &[Op(0), Op(2)],
            "nocallback nofree nosync nounwind willreturn memory(argmem: write)",
            &["", "writeonly captures(none)", "", "immarg", "immarg", "immarg"],
        )
    },
    math("sadd.sat", "sadd.sat"),
    math("uadd.sat", "uadd.sat"),
    math("ssub.sat", "ssub.sat"),
    math("usub.sat", "usub.sat"),
    pure("sshl.sat", "sshl.sat", &[Res]),
    pure("ushl.sat", "ushl.sat", &[Res]),
    with(
        "assume",
        &[],
        "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)",
        &["noundef"],
    ),
    with("lifetime.start", &[Op(0)], SYNC_ARG_RW, &["captures(none)"]),
    with("lifetime.end", &[Op(0)], SYNC_ARG_RW, &["captures(none)"]),
    with("stacksave", &[Res], STACK, &[]),
    Intrinsic {
        immargs: &[("rw", 32), ("hint", 32), ("cache", 32)],
        ..with(
            "prefetch",
            &[Op(0)],
            "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)",
            &["readonly captures(none)", "immarg", "immarg", "immarg"],
        )
    },
    Intrinsic {
        name: "va_start",
        ..with("vastart", &[Op(0)], STACK, &[])
    },
    Intrinsic {
        name: "va_copy",
        ..with("vacopy", &[Op(0)], STACK, &[])
    },
    Intrinsic {
        name: "va_end",
        ..with("vaend", &[Op(0)], STACK, &[])
    },
    with("stackrestore", &[Op(0)], STACK, &[]),
    pure("vector.reduce.add", "vector.reduce.add", &[Op(0)]),
    pure("vector.reduce.and", "vector.reduce.and", &[Op(0)]),
    pure("vector.reduce.mul", "vector.reduce.mul", &[Op(0)]),
    pure("vector.reduce.or", "vector.reduce.or", &[Op(0)]),
    pure("vector.reduce.xor", "vector.reduce.xor", &[Op(0)]),
    pure("vector.reduce.smax", "vector.reduce.smax", &[Op(0)]),
    pure("vector.reduce.smin", "vector.reduce.smin", &[Op(0)]),
    pure("vector.reduce.umax", "vector.reduce.umax", &[Op(0)]),
    pure("vector.reduce.umin", "vector.reduce.umin", &[Op(0)]),
    pure("vector.reduce.fmax", "vector.reduce.fmax", &[Op(0)]),
    pure("vector.reduce.fmin", "vector.reduce.fmin", &[Op(0)]),
    pure("vector.reduce.fmaximum", "vector.reduce.fmaximum", &[Op(0)]),
    pure("vector.reduce.fminimum", "vector.reduce.fminimum", &[Op(0)]),
    pure("vector.reduce.fadd", "vector.reduce.fadd", &[Op(1)]),
    pure("vector.reduce.fmul", "vector.reduce.fmul", &[Op(1)]),
    math("fabs", "fabs"),
    math("sqrt", "sqrt"),
    math("sin", "sin"),
    math("cos", "cos"),
    pure("tan", "tan", &[Res]),
    math("exp", "exp"),
    math("exp2", "exp2"),
    math("exp10", "exp10"),
    math("log", "log"),
    math("log2", "log2"),
    math("log10", "log10"),
    math("floor", "floor"),
    math("ceil", "ceil"),
    math("trunc", "trunc"),
    math("rint", "rint"),
    math("nearbyint", "nearbyint"),
    math("round", "round"),
    math("roundeven", "roundeven"),
    math("fma", "fma"),
    math("fmuladd", "fmuladd"),
    math("pow", "pow"),
    math("copysign", "copysign"),
    math("minnum", "minnum"),
    math("maxnum", "maxnum"),
    math("minimum", "minimum"),
    math("maximum", "maximum"),
    math("smax", "smax"),
    math("smin", "smin"),
    math("umax", "umax"),
    math("umin", "umin"),
    math("bitreverse", "bitreverse"),
    math("bswap", "bswap"),
    math("ctpop", "ctpop"),
    math("fshl", "fshl"),
    math("fshr", "fshr"),
    Intrinsic {
        op: "powi",
        name: "powi",
        overloads: &[Res, Op(1)],
        attrs: PURE_NOUNDEF,
        param_attrs: &[],
        immargs: &[],
        ret_attrs: "",
    },
    Intrinsic {
        op: "ctlz",
        name: "ctlz",
        overloads: &[Res],
        attrs: PURE,
        param_attrs: &["", "immarg"],
        immargs: &[("is_zero_poison", 1)],
        ret_attrs: "",
    },
    Intrinsic {
        op: "cttz",
        name: "cttz",
        overloads: &[Res],
        attrs: PURE,
        param_attrs: &["", "immarg"],
        immargs: &[("is_zero_poison", 1)],
        ret_attrs: "",
    },
    Intrinsic {
        op: "abs",
        name: "abs",
        overloads: &[Res],
        attrs: PURE,
        param_attrs: &["", "immarg"],
        immargs: &[("is_int_min_poison", 1)],
        ret_attrs: "",
    },
    Intrinsic {
        overloads: &[Op(0)],
        ..math("sadd.with.overflow", "sadd.with.overflow")
    },
    Intrinsic {
        overloads: &[Op(0)],
        ..math("uadd.with.overflow", "uadd.with.overflow")
    },
    Intrinsic {
        overloads: &[Op(0)],
        ..math("ssub.with.overflow", "ssub.with.overflow")
    },
    Intrinsic {
        overloads: &[Op(0)],
        ..math("usub.with.overflow", "usub.with.overflow")
    },
    Intrinsic {
        overloads: &[Op(0)],
        ..math("smul.with.overflow", "smul.with.overflow")
    },
    Intrinsic {
        overloads: &[Op(0)],
        ..math("umul.with.overflow", "umul.with.overflow")
    },
    Intrinsic {
        op: "memcpy",
        name: "memcpy",
        overloads: &[Op(0), Op(1), Op(2)],
        attrs: MEM_ARG_RW,
        param_attrs: &[
            "noalias writeonly captures(none)",
            "noalias readonly captures(none)",
            "",
            "immarg",
        ],
        immargs: &[("isVolatile", 1)],
        ret_attrs: "",
    },
    Intrinsic {
        op: "memmove",
        name: "memmove",
        overloads: &[Op(0), Op(1), Op(2)],
        attrs: MEM_ARG_RW,
        param_attrs: &[
            "writeonly captures(none)",
            "readonly captures(none)",
            "",
            "immarg",
        ],
        immargs: &[("isVolatile", 1)],
        ret_attrs: "",
    },
    Intrinsic {
        op: "memset",
        name: "memset",
        overloads: &[Op(0), Op(2)],
        attrs: MEM_ARG_W,
        param_attrs: &["writeonly captures(none)", "", "", "immarg"],
        immargs: &[("isVolatile", 1)],
        ret_attrs: "",
    },
    pure("get.active.lane.mask", "get.active.lane.mask", &[Res, Op(0)]),
    with("masked.load", &[Res, Op(0)], ARG_READ, &["captures(none)"]),
    with("masked.store", &[Op(0), Op(1)], ARG_WRITE, &["", "captures(none)"]),
    with("masked.gather", &[Res, Op(0)], READ, &[]),
    with("masked.scatter", &[Op(0), Op(1)], WRITE, &[]),
    with("masked.expandload", &[Res], READ, &["captures(none)"]),
    with("masked.compressstore", &[Op(0)], ARG_WRITE, &["", "captures(none)"]),    // Vector predication: the `vp.*` ops, named as their intrinsics.
    pure("vp.add", "vp.add", &[Res]),
    pure("vp.sub", "vp.sub", &[Res]),
    pure("vp.mul", "vp.mul", &[Res]),
    pure("vp.ashr", "vp.ashr", &[Res]),
    pure("vp.lshr", "vp.lshr", &[Res]),
    pure("vp.shl", "vp.shl", &[Res]),
    pure("vp.or", "vp.or", &[Res]),
    pure("vp.and", "vp.and", &[Res]),
    pure("vp.xor", "vp.xor", &[Res]),
    pure("vp.smax", "vp.smax", &[Res]),
    pure("vp.smin", "vp.smin", &[Res]),
    pure("vp.umax", "vp.umax", &[Res]),
    pure("vp.umin", "vp.umin", &[Res]),
    pure("vp.fadd", "vp.fadd", &[Res]),
    pure("vp.fsub", "vp.fsub", &[Res]),
    pure("vp.fmul", "vp.fmul", &[Res]),
    pure("vp.fdiv", "vp.fdiv", &[Res]),
    pure("vp.frem", "vp.frem", &[Res]),
    pure("vp.fneg", "vp.fneg", &[Res]),
    pure("vp.fma", "vp.fma", &[Res]),
    pure("vp.fmuladd", "vp.fmuladd", &[Res]),
    with("vp.sdiv", &[Res], WILLRETURN_NONE, &[]),
    with("vp.udiv", &[Res], WILLRETURN_NONE, &[]),
    with("vp.srem", &[Res], WILLRETURN_NONE, &[]),
    with("vp.urem", &[Res], WILLRETURN_NONE, &[]),
    pure("vp.reduce.add", "vp.reduce.add", &[Op(1)]),
    pure("vp.reduce.mul", "vp.reduce.mul", &[Op(1)]),
    pure("vp.reduce.and", "vp.reduce.and", &[Op(1)]),
    pure("vp.reduce.or", "vp.reduce.or", &[Op(1)]),
    pure("vp.reduce.xor", "vp.reduce.xor", &[Op(1)]),
    pure("vp.reduce.smax", "vp.reduce.smax", &[Op(1)]),
    pure("vp.reduce.smin", "vp.reduce.smin", &[Op(1)]),
    pure("vp.reduce.umax", "vp.reduce.umax", &[Op(1)]),
    pure("vp.reduce.umin", "vp.reduce.umin", &[Op(1)]),
    pure("vp.reduce.fadd", "vp.reduce.fadd", &[Op(1)]),
    pure("vp.reduce.fmul", "vp.reduce.fmul", &[Op(1)]),
    pure("vp.reduce.fmax", "vp.reduce.fmax", &[Op(1)]),
    pure("vp.reduce.fmin", "vp.reduce.fmin", &[Op(1)]),
    pure("vp.select", "vp.select", &[Op(1)]),
    pure("vp.merge", "vp.merge", &[Op(1)]),
    pure("vp.trunc", "vp.trunc", &[Res, Op(0)]),
    pure("vp.zext", "vp.zext", &[Res, Op(0)]),
    pure("vp.sext", "vp.sext", &[Res, Op(0)]),
    pure("vp.uitofp", "vp.uitofp", &[Res, Op(0)]),
    pure("vp.sitofp", "vp.sitofp", &[Res, Op(0)]),
    pure("vp.inttoptr", "vp.inttoptr", &[Res, Op(0)]),
    pure("vp.fptrunc", "vp.fptrunc", &[Res, Op(0)]),
    pure("vp.fpext", "vp.fpext", &[Res, Op(0)]),
    pure("vp.fptoui", "vp.fptoui", &[Res, Op(0)]),
    pure("vp.fptosi", "vp.fptosi", &[Res, Op(0)]),
    pure("vp.ptrtoint", "vp.ptrtoint", &[Res, Op(0)]),
    with("vp.load", &[Res, Op(0)], ARG_READ, &["captures(none)"]),
    with("vp.store", &[Op(0), Op(1)], ARG_WRITE, &["", "captures(none)"]),
    with("experimental.vp.strided.load", &[Res, Op(0), Op(1)], ARG_READ, &["captures(none)"]),
    with("ssa.copy", &[Op(0)], WILLRETURN_NONE, &["returned"]),
    with(
        "is.constant",
        &[Op(0)],
        "convergent nocallback nofree nosync nounwind willreturn memory(none)",
        &[],
    ),
    with(
        "launder.invariant.group",
        &[Op(0)],
        "nocallback nofree nosync nounwind speculatable willreturn memory(inaccessiblemem: readwrite)",
        &[],
    ),
    with("strip.invariant.group", &[Op(0)], PURE, &[]),
    with("eh.typeid.for", &[Op(0)], "nounwind memory(none)", &[]),
    with("var.annotation", &[Op(0), Op(1)], INACCESSIBLE_RW, &[]),
    with("ptr.annotation", &[Res, Op(2)], INACCESSIBLE_RW, &[]),
    with("annotation", &[Res, Op(2)], INACCESSIBLE_RW, &[]),
    Intrinsic {
        immargs: &[("failureKind", 8)],
        ..with(
            "ubsantrap",
            &[],
            "cold noreturn nounwind memory(inaccessiblemem: write)",
            &["immarg"],
        )
    },
    with("experimental.vp.strided.store", &[Op(0), Op(1), Op(2)], ARG_WRITE, &["", "captures(none)"]),
];

/// Intrinsics that only touch memory the program cannot access
/// (the annotations).
const INACCESSIBLE_RW: &str =
    "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)";
/// Intrinsics that read only memory their pointer arguments point to
/// (`masked.load`).
const ARG_READ: &str = "nocallback nofree nosync nounwind willreturn memory(argmem: read)";
/// Intrinsics that write only memory their pointer arguments point to and
/// do not synchronize (`masked.store`).
const ARG_WRITE: &str = "nocallback nofree nosync nounwind willreturn memory(argmem: write)";
/// Intrinsics that read any memory (`masked.gather`).
const READ: &str = "nocallback nofree nosync nounwind willreturn memory(read)";
/// Intrinsics that write any memory (`masked.scatter`).
const WRITE: &str = "nocallback nofree nosync nounwind willreturn memory(write)";

/// The pointer argument of the masked loads and stores and gathers and
/// scatters, which the call aligns to the op's `alignment`.
pub fn aligned_masked_pointer(op: &str) -> Option<usize> {
    match op {
        "masked.load" | "masked.gather" => Some(0),
        "masked.store" | "masked.scatter" => Some(1),
        _ => None,
    }
}

/// The pointer argument of the matrix loads and stores, which the call
/// aligns to the ABI alignment of the matrix's element type (as LLVM's
/// `MatrixBuilder`), and the index of the argument whose vector type gives
/// that element type (`None` for the result).
pub fn aligned_matrix_pointer(op: &str) -> Option<(usize, Option<usize>)> {
    match op {
        "matrix.column.major.load" => Some((0, None)),
        "matrix.column.major.store" => Some((1, Some(0))),
        _ => None,
    }
}

/// The signature of an intrinsic that `llvm.call_intrinsic` calls by name.
/// Each of the result and parameters is an LLVM type (`i32`,
/// `<4 x float>`, `void`), an overloaded type (`anyint`, `anyfloat`: an
/// integer or float scalar or vector; `anyptr`), which adds its type to
/// the name's overload suffix in order, or `$k`, the `k`-th overloaded type
/// again.
#[derive(Clone, Copy, Debug)]
pub struct Signature {
    /// The intrinsic's name after `llvm.`.
    pub name: &'static str,
    /// The result.
    pub ret: &'static str,
    /// The fixed parameters.
    pub params: &'static [&'static str],
    /// Whether more arguments may follow the fixed ones (`(...)`).
    pub var_arg: bool,
    /// The declaration's attributes, for intrinsics that no `llvm.intr.*`
    /// op calls (the others take those of [`INTRINSICS`]).
    pub decl: Option<Intrinsic>,
}

impl Signature {
    /// Whether some type of the signature is overloaded.
    pub fn is_overloaded(&self) -> bool {
        std::iter::once(&self.ret)
            .chain(self.params)
            .any(|p| p.starts_with("any"))
    }

    /// The declaration's attributes.
    pub fn declaration(&'static self) -> Option<&'static Intrinsic> {
        self.decl
            .as_ref()
            .or_else(|| INTRINSICS.iter().find(|i| i.name == self.name))
    }
}

const fn sig(name: &'static str, ret: &'static str, params: &'static [&'static str]) -> Signature {
    Signature {
        name,
        ret,
        params,
        var_arg: false,
        decl: None,
    }
}

const fn target_sig(
    name: &'static str,
    ret: &'static str,
    params: &'static [&'static str],
    attrs: &'static str,
    param_attrs: &'static [&'static str],
) -> Signature {
    Signature {
        decl: Some(with(name, &[], attrs, param_attrs)),
        ..sig(name, ret, params)
    }
}

const F1: &[&str] = &["$0"];
const F2: &[&str] = &["$0", "$0"];
const F3: &[&str] = &["$0", "$0", "$0"];
const F: &str = "anyfloat";
const I: &str = "anyint";

/// The intrinsics `llvm.call_intrinsic` knows: those of the `llvm.intr.*`
/// ops whose signatures are listed here, and a few target intrinsics.
pub static SIGNATURES: &[Signature] = &[
    sig("fabs", F, F1),
    sig("sqrt", F, F1),
    sig("sin", F, F1),
    sig("cos", F, F1),
    sig("tan", F, F1),
    sig("asin", F, F1),
    sig("acos", F, F1),
    sig("atan", F, F1),
    sig("sinh", F, F1),
    sig("cosh", F, F1),
    sig("tanh", F, F1),
    sig("exp", F, F1),
    sig("exp2", F, F1),
    sig("exp10", F, F1),
    sig("log", F, F1),
    sig("log2", F, F1),
    sig("log10", F, F1),
    sig("floor", F, F1),
    sig("ceil", F, F1),
    sig("trunc", F, F1),
    sig("rint", F, F1),
    sig("nearbyint", F, F1),
    sig("round", F, F1),
    sig("roundeven", F, F1),
    sig("pow", F, F2),
    sig("atan2", F, F2),
    sig("copysign", F, F2),
    sig("minnum", F, F2),
    sig("maxnum", F, F2),
    sig("minimum", F, F2),
    sig("maximum", F, F2),
    sig("fma", F, F3),
    sig("fmuladd", F, F3),
    sig("powi", F, &["$0", I]),
    sig("ldexp", F, &["$0", I]),
    sig("bitreverse", I, F1),
    sig("bswap", I, F1),
    sig("ctpop", I, F1),
    sig("smax", I, F2),
    sig("smin", I, F2),
    sig("umax", I, F2),
    sig("umin", I, F2),
    sig("sadd.sat", I, F2),
    sig("uadd.sat", I, F2),
    sig("ssub.sat", I, F2),
    sig("usub.sat", I, F2),
    sig("sshl.sat", I, F2),
    sig("ushl.sat", I, F2),
    sig("fshl", I, F3),
    sig("fshr", I, F3),
    sig("ctlz", I, &["$0", "i1"]),
    sig("cttz", I, &["$0", "i1"]),
    sig("abs", I, &["$0", "i1"]),
    sig("expect", I, F2),
    sig("vscale", I, &[]),
    sig("assume", "void", &["i1"]),
    sig("trap", "void", &[]),
    sig("debugtrap", "void", &[]),
    sig("lifetime.start", "void", &["anyptr"]),
    sig("lifetime.end", "void", &["anyptr"]),
    sig("stacksave", "anyptr", &[]),
    sig("stackrestore", "void", &["anyptr"]),
    sig("memcpy", "void", &["anyptr", "anyptr", I, "i1"]),
    sig("memmove", "void", &["anyptr", "anyptr", I, "i1"]),
    sig("memset", "void", &["anyptr", "i8", I, "i1"]),
    Signature {
        var_arg: true,
        ..target_sig("localescape", "void", &[], STACK, &[])
    },
    target_sig(
        "x86.sse41.round.ss",
        "<4 x float>",
        &["<4 x float>", "<4 x float>", "i32"],
        WILLRETURN_NONE,
        &["", "", "immarg"],
    ),
    target_sig("riscv.sha256sig0", "i32", &["i32"], PURE, &[]),
    target_sig(
        "aarch64.ldxr",
        "i64",
        &["anyptr"],
        "nofree nounwind willreturn",
        &[],
    ),
];

/// The intrinsic `llvm.call_intrinsic` calls by `name` (after `llvm.`): the
/// one of that name, or an overloaded one whose name and a `.` start it
/// (the rest is the suffix, which the call's types decide).
pub fn lookup_by_name(name: &str) -> Option<&'static Signature> {
    SIGNATURES.iter().find(|s| s.name == name).or_else(|| {
        SIGNATURES
            .iter()
            .filter(|s| {
                s.is_overloaded()
                    && name.len() > s.name.len()
                    && name.starts_with(s.name)
                    && name.as_bytes()[s.name.len()] == b'.'
            })
            .max_by_key(|s| s.name.len())
    })
}

/// Whether `ty` is an instance of the overloaded kind `any`.
pub fn is_overload_of(any: &str, ty: &Ty) -> bool {
    let scalar = match ty {
        Ty::Vector { elem, .. } => elem,
        t => t,
    };
    let is_float = matches!(
        scalar,
        Ty::Half | Ty::BFloat | Ty::Float | Ty::Double | Ty::X86Fp80 | Ty::Fp128 | Ty::PpcFp128
    );
    match any {
        "anyfloat" => is_float,
        "anyint" => matches!(scalar, Ty::Int(_)),
        "anyptr" => matches!(ty, Ty::Ptr(_)),
        _ => false,
    }
}

/// The intrinsic an `llvm.intr.<op>` op calls.
pub fn lookup(op: &str) -> Option<&'static Intrinsic> {
    INTRINSICS.iter().find(|i| i.op == op)
}

/// The overload suffix of a type: `i32`, `f64`, `p0`, `v4f32`, `nxv2i64`,
/// `a3i8`, `sl_i32i64s`.
pub fn mangle(ty: &Ty) -> String {
    match ty {
        Ty::Int(w) => format!("i{w}"),
        Ty::Half => "f16".into(),
        Ty::BFloat => "bf16".into(),
        Ty::Float => "f32".into(),
        Ty::Double => "f64".into(),
        Ty::X86Fp80 => "f80".into(),
        Ty::Fp128 => "f128".into(),
        Ty::PpcFp128 => "ppcf128".into(),
        Ty::Ptr(a) => format!("p{a}"),
        Ty::Vector { scalable, len, elem } => {
            format!("{}v{len}{}", if *scalable { "nx" } else { "" }, mangle(elem))
        }
        Ty::Array(e, n) => format!("a{n}{}", mangle(e)),
        Ty::Struct { name: Some(n), .. } => format!("s_{n}"),
        Ty::Struct { body, .. } => {
            let inner: String = body.as_deref().unwrap_or(&[]).iter().map(mangle).collect();
            format!("sl_{inner}s")
        }
        Ty::Func { ret, params, var_arg } => {
            let mut s = format!("f_{}", mangle(ret));
            for p in params {
                s.push_str(&mangle(p));
            }
            if *var_arg {
                s.push_str("vararg");
            }
            s.push('f');
            s
        }
        Ty::Void => "isVoid".into(),
        Ty::Metadata => "Metadata".into(),
        Ty::Token => "token".into(),
        Ty::Label => "label".into(),
        // LLVM's `getMangledTypeStr`: `t`, the name, `_` before each
        // parameter, `t`.
        Ty::TargetExt(t) => {
            let crate::ir::TargetExtTy { name, types, ints } = &**t;
            let mut s = format!("t{name}");
            for t in types {
                s.push('_');
                s.push_str(&mangle(t));
            }
            for i in ints {
                s.push_str(&format!("_{i}"));
            }
            s.push('t');
            s
        }
    }
}

/// The intrinsic an LLVM intrinsic function name (without `llvm.`) calls,
/// the reverse of [`lookup`]: the entry of that name, or an overloaded one
/// whose name and a `.` start it (the rest is the overload suffix).
pub fn lookup_by_llvm_name(name: &str) -> Option<&'static Intrinsic> {
    INTRINSICS
        .iter()
        .filter(|i| {
            i.name == name
                || (!i.overloads.is_empty()
                    && name.len() > i.name.len()
                    && name.starts_with(i.name)
                    && name.as_bytes()[i.name.len()] == b'.')
        })
        .max_by_key(|i| i.name.len())
}
