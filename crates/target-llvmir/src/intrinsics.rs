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
pub const PURE: &str = "nocallback nofree nosync nounwind speculatable willreturn memory(none)";
pub const MEM_ARG_RW: &str = "nocallback nofree nounwind willreturn memory(argmem: readwrite)";
pub const MEM_ARG_W: &str = "nocallback nofree nounwind willreturn memory(argmem: write)";

/// An intrinsic the translation knows.
#[derive(Clone, Copy, Debug)]
pub struct Intrinsic {
    /// The op name after `llvm.intr.`.
    pub op: &'static str,
    /// The intrinsic's name after `llvm.`.
    pub name: &'static str,
    pub overloads: &'static [Overload],
    pub attrs: &'static str,
    /// Attributes of each parameter (empty for none).
    pub param_attrs: &'static [&'static str],
    /// Properties that become trailing `i1` immediate arguments.
    pub immargs: &'static [&'static str],
}

use Overload::{Operand as Op, Result as Res};

const fn math(op: &'static str, name: &'static str) -> Intrinsic {
    Intrinsic {
        op,
        name,
        overloads: &[Res],
        attrs: PURE_NOUNDEF,
        param_attrs: &[],
        immargs: &[],
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
    }
}

pub static INTRINSICS: &[Intrinsic] = &[
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
    },
    Intrinsic {
        op: "ctlz",
        name: "ctlz",
        overloads: &[Res],
        attrs: PURE,
        param_attrs: &["", "immarg"],
        immargs: &["is_zero_poison"],
    },
    Intrinsic {
        op: "cttz",
        name: "cttz",
        overloads: &[Res],
        attrs: PURE,
        param_attrs: &["", "immarg"],
        immargs: &["is_zero_poison"],
    },
    Intrinsic {
        op: "abs",
        name: "abs",
        overloads: &[Res],
        attrs: PURE,
        param_attrs: &["", "immarg"],
        immargs: &["is_int_min_poison"],
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
        immargs: &["isVolatile"],
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
        immargs: &["isVolatile"],
    },
    Intrinsic {
        op: "memset",
        name: "memset",
        overloads: &[Op(0), Op(2)],
        attrs: MEM_ARG_W,
        param_attrs: &["writeonly captures(none)", "", "", "immarg"],
        immargs: &["isVolatile"],
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
    }
}
