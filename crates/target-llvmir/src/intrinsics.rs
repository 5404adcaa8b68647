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

use Overload::{Operand as Op, Result as Res};

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
];

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
