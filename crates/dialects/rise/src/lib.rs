//! The `rise` dialect: Rise, a functional language of data-parallel
//! patterns over arrays, as an MLIR dialect (there is no upstream one; the
//! syntax follows the listings of the thesis that defined it).
//!
//! Values are functions (`!rise.fun<A -> R>`, curried) and data: scalars
//! wrapping a builtin type (`!rise.scalar<f32>`), arrays of a static length
//! (`!rise.array<N, D>`) and pairs (`!rise.tuple<D, D>`). A program is a
//! graph of `rise.lambda`s (functions whose block arguments are their
//! parameters), `rise.apply`s (of a function to one or more arguments) and
//! patterns (`rise.map`, `rise.reduceSeq`, `rise.zip`, `rise.split`, ...).
//! Patterns are monomorphised: their type parameters are attributes
//! (`#rise.nat<N>`, data type attributes such as `#rise.scalar<f32>`) and
//! their result is the function type those give. `rise.in` reads a memref
//! as a Rise array, `rise.out` stores a result into one, and `rise.embed`
//! computes a scalar with ordinary ops (arith, math) on unwrapped values.
//!
//! [`builder`] writes programs from Rust with types inferred and
//! applications inserted; `convert-rise-to-affine` (in the conversions
//! crate) lowers them to affine loops.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::{Attribute, Context, DialectDef, OpTraits, Type};
use strata_ods::constraints::{types as ods_types, AttrConstraint, TypeConstraint};
use strata_ods::{DialectSpec, OpSpec, RegionConstraint};

pub mod builder;
mod custom;
pub mod types;
mod verify;

#[cfg(test)]
mod tests;

pub use types::{
    array_type, fun_type, fun_type_n, nat_attr, nat_value, rise_type, scalar_type, tuple_type, type_attr,
    type_attr_value, RiseType,
};

// ---- constraints ----------------------------------------------------------------------

const FUN: TypeConstraint = TypeConstraint::Custom {
    summary: "rise function type",
    check: types::is_fun_type,
};
const DATA: TypeConstraint = TypeConstraint::Custom {
    summary: "rise data type",
    check: types::is_data_type,
};
const ANY_RISE: TypeConstraint = TypeConstraint::Custom {
    summary: "rise type",
    check: types::is_rise_type,
};
const SCALAR: TypeConstraint = TypeConstraint::Custom {
    summary: "rise scalar type",
    check: |ctx, t| types::scalar_inner(ctx, t).is_some(),
};
const NAT: AttrConstraint = AttrConstraint::Class {
    summary: "rise nat attribute",
    check: |ctx, a| types::nat_value(ctx, a).is_some(),
};
const DATA_TYPE_ATTR: AttrConstraint = AttrConstraint::Class {
    summary: "rise data type attribute",
    check: |ctx, a| types::type_attr_value(ctx, a).is_some_and(|t| types::is_data_type(ctx, t)),
};

/// A pattern: no operands, one function result, the type parameters as
/// attributes in the custom form (`rise.map #rise.nat<4> #rise.scalar<f32>
/// #rise.scalar<f32>`), the result type computed from them.
const fn pattern() -> OpSpec {
    OpSpec {
        traits: OpTraits::PURE,
        verify: Some(verify::verify_pattern),
        parse: Some(custom::parse_pattern),
        print: Some(custom::print_pattern),
        ..OpSpec::new("")
    }
}

/// The type parameters of each pattern, in the custom form's order.
pub fn pattern_params(name: &str) -> Option<&'static [&'static str]> {
    Some(match name {
        "rise.map" | "rise.mapSeq" | "rise.mapPar" | "rise.reduce" | "rise.reduceSeq" | "rise.zip" => {
            &["n", "s", "t"]
        }
        "rise.fst" | "rise.snd" | "rise.tuple" => &["s", "t"],
        "rise.split" | "rise.join" | "rise.transpose" => &["n", "m", "t"],
        "rise.slide" => &["n", "sz", "sp", "t"],
        "rise.pad" => &["n", "l", "r", "t"],
        _ => return None,
    })
}

/// The function type of the pattern `name` with parameters `param` (by
/// name), or what is wrong with them.
pub fn pattern_type(
    ctx: &Context,
    name: &str,
    param: &dyn Fn(&str) -> Option<Attribute>,
) -> Result<Type, String> {
    let nat = |p: &str, min: i64| -> Result<i64, String> {
        let v = param(p)
            .and_then(|a| types::nat_value(ctx, a))
            .ok_or_else(|| format!("requires a '#rise.nat' parameter '{p}'"))?;
        if v < min {
            return Err(format!(
                "requires parameter '{p}' to be at least {min}, but got {v}"
            ));
        }
        Ok(v)
    };
    let data = |p: &str| -> Result<Type, String> {
        param(p)
            .and_then(|a| types::type_attr_value(ctx, a))
            .filter(|&t| types::is_data_type(ctx, t))
            .ok_or_else(|| format!("requires a data type parameter '{p}'"))
    };
    let arr = |n: i64, t: Type| types::array_type(ctx, n, t);
    let fun = |args: &[Type], r: Type| types::fun_type_n(ctx, args, r);
    let too_long = || format!("array length overflows in '{name}'");
    Ok(match name {
        "rise.map" | "rise.mapSeq" | "rise.mapPar" => {
            let (n, s, t) = (nat("n", 1)?, data("s")?, data("t")?);
            fun(&[fun(&[s], t), arr(n, s)], arr(n, t))
        }
        "rise.reduce" | "rise.reduceSeq" => {
            let (n, s, t) = (nat("n", 1)?, data("s")?, data("t")?);
            fun(&[fun(&[s, t], t), t, arr(n, s)], t)
        }
        "rise.zip" => {
            let (n, s, t) = (nat("n", 1)?, data("s")?, data("t")?);
            fun(&[arr(n, s), arr(n, t)], arr(n, types::tuple_type(ctx, s, t)))
        }
        "rise.fst" | "rise.snd" => {
            let (s, t) = (data("s")?, data("t")?);
            let r = if name == "rise.fst" { s } else { t };
            fun(&[types::tuple_type(ctx, s, t)], r)
        }
        "rise.tuple" => {
            let (s, t) = (data("s")?, data("t")?);
            fun(&[s, t], types::tuple_type(ctx, s, t))
        }
        "rise.split" => {
            // `n` elements per row, `m` rows.
            let (n, m, t) = (nat("n", 1)?, nat("m", 1)?, data("t")?);
            let total = n.checked_mul(m).ok_or_else(too_long)?;
            fun(&[arr(total, t)], arr(m, arr(n, t)))
        }
        "rise.join" => {
            // `n` rows of `m` elements.
            let (n, m, t) = (nat("n", 1)?, nat("m", 1)?, data("t")?);
            let total = n.checked_mul(m).ok_or_else(too_long)?;
            fun(&[arr(n, arr(m, t))], arr(total, t))
        }
        "rise.transpose" => {
            let (n, m, t) = (nat("n", 1)?, nat("m", 1)?, data("t")?);
            fun(&[arr(n, arr(m, t))], arr(m, arr(n, t)))
        }
        "rise.slide" => {
            // `n` windows of `sz` elements, `sp` apart.
            let (n, sz, sp, t) = (nat("n", 1)?, nat("sz", 1)?, nat("sp", 1)?, data("t")?);
            let total = (n - 1)
                .checked_mul(sp)
                .and_then(|x| x.checked_add(sz))
                .ok_or_else(too_long)?;
            fun(&[arr(total, t)], arr(n, arr(sz, t)))
        }
        "rise.pad" => {
            // Clamping: the `l` first and `r` last elements repeat the
            // input's first and last.
            let (n, l, r, t) = (nat("n", 1)?, nat("l", 0)?, nat("r", 0)?, data("t")?);
            let total = n
                .checked_add(l)
                .and_then(|x| x.checked_add(r))
                .ok_or_else(too_long)?;
            fun(&[arr(n, t)], arr(total, t))
        }
        _ => return Err(format!("'{name}' is not a rise pattern")),
    })
}

/// The type of a literal's value: integer and float attributes only.
pub fn literal_type(ctx: &Context, value: Attribute) -> Option<Type> {
    match ctx.attr_kind(value) {
        strata_ir::AttrKind::Integer { ty, .. } | strata_ir::AttrKind::Float { ty, .. } => Some(*ty),
        _ => None,
    }
}

const LITERAL_ATTR: AttrConstraint = AttrConstraint::Class {
    summary: "integer or floating-point attribute",
    check: |ctx, a| literal_type(ctx, a).is_some(),
};

/// The Rise type of a memref of static shape: nested arrays of the
/// element type's scalar (`memref<4x8xf32>` is
/// `!rise.array<4, array<8, scalar<f32>>>`, a rank-0 memref a scalar).
pub fn memref_rise_type(ctx: &Context, memref: Type) -> Option<Type> {
    let strata_ir::TypeKind::MemRef {
        shape,
        element,
        layout,
        ..
    } = ctx.type_kind(memref)
    else {
        return None;
    };
    if layout.is_some() || shape.iter().any(|&d| d < 1) || types::is_rise_type(ctx, *element) {
        return None;
    }
    let scalar = types::scalar_type(ctx, *element);
    Some(
        shape
            .iter()
            .rev()
            .fold(scalar, |t, &d| types::array_type(ctx, d, t)),
    )
}

const RISE_IN_OUT_MEMREF: TypeConstraint = TypeConstraint::Custom {
    summary: "statically shaped memref with the identity layout",
    check: |ctx, t| memref_rise_type(ctx, t).is_some(),
};

strata_ods::op! {
    /// A function: its one block's arguments are its parameters, in the
    /// order of the curried function type, and its `rise.return` gives the
    /// result (of the type left after the parameters).
    pub LambdaOp(LAMBDA, "rise.lambda") {
        results(result: single(FUN))
        regions(body: single(RegionConstraint::Sized(1)))
        build(explicit)
        summary: "a function of one or more parameters",
        example: "func.func @f() {\n  %id = rise.lambda (%x) : !rise.fun<scalar<f32> -> scalar<f32>> {\n    rise.return %x : !rise.scalar<f32>\n  }\n  return\n}",
        traits: OpTraits::PURE.union(OpTraits::SINGLE_BLOCK),
        verify_regions: Some(verify::verify_lambda),
        parse: Some(custom::parse_lambda),
        print: Some(custom::print_lambda),
    }

    /// Applies a function to one argument or several (a curried
    /// application of each in turn); the result is what remains of the
    /// function type.
    pub ApplyOp(APPLY, "rise.apply") {
        operands(fun: single(FUN), args: variadic(ANY_RISE))
        results(result: single(ANY_RISE))
        build(explicit)
        summary: "function application",
        example: "func.func @f() {\n  %id = rise.lambda (%x) : !rise.fun<scalar<f32> -> scalar<f32>> {\n    rise.return %x : !rise.scalar<f32>\n  }\n  %c = rise.literal 1.000000e+00 : f32\n  %r = rise.apply %id, %c : !rise.fun<scalar<f32> -> scalar<f32>>\n  return\n}",
        traits: OpTraits::PURE,
        verify: Some(verify::verify_apply),
        parse: Some(custom::parse_apply),
        print: Some(custom::print_apply),
    }

    /// Ends a `rise.lambda` (a Rise value) or a `rise.embed` (a value of the
    /// type its scalar result wraps).
    pub ReturnOp(RETURN, "rise.return") {
        operands(value: single(ods_types::ANY_TYPE))
        build(explicit)
        summary: "return from a lambda or an embedded computation",
        example: "func.func @f() {\n  %id = rise.lambda (%x) : !rise.fun<scalar<f32> -> scalar<f32>> {\n    rise.return %x : !rise.scalar<f32>\n  }\n  return\n}",
        traits: OpTraits::PURE.union(OpTraits::TERMINATOR).union(OpTraits::RETURN_LIKE),
        parents: &["rise.lambda", "rise.embed"],
        format: Some("$value attr-dict `:` type($value)"),
    }

    /// A scalar constant of the value's type.
    pub LiteralOp(LITERAL, "rise.literal") {
        results(result: single(SCALAR))
        attributes(value: attr = required(LITERAL_ATTR))
        build(explicit)
        summary: "a scalar constant",
        example: "func.func @f() {\n  %c = rise.literal 0.000000e+00 : f32\n  return\n}",
        traits: OpTraits::PURE.union(OpTraits::CONSTANT_LIKE),
        verify: Some(verify::verify_literal),
        parse: Some(custom::parse_literal),
        print: Some(custom::print_literal),
    }

    /// Computes a scalar with ordinary ops: the region's arguments are the
    /// operands' values unwrapped to their builtin types and its
    /// `rise.return` gives the builtin value the result wraps.
    pub EmbedOp(EMBED, "rise.embed") {
        operands(args: variadic(SCALAR))
        results(result: single(SCALAR))
        regions(body: single(RegionConstraint::Sized(1)))
        build(explicit)
        summary: "a scalar computed by non-Rise ops",
        example: "func.func @f() {\n  %a = rise.literal 2.000000e+00 : f32\n  %r = rise.embed(%a) : (!rise.scalar<f32>) -> !rise.scalar<f32> {\n  ^bb0(%x: f32):\n    %0 = arith.mulf %x, %x : f32\n    rise.return %0 : f32\n  }\n  return\n}",
        traits: OpTraits::PURE.union(OpTraits::SINGLE_BLOCK),
        format: Some("`(` $args `)` attr-dict `:` functional-type($args, $result) $body"),
        verify_regions: Some(verify::verify_embed),
    }

    /// Reads a statically shaped memref as a Rise array (of arrays) of
    /// scalars; a rank-0 memref is a scalar.
    pub InOp(IN, "rise.in") {
        operands(input: single(RISE_IN_OUT_MEMREF) [Read])
        results(result: single(DATA))
        build(explicit)
        summary: "a memref as a Rise value",
        example: "func.func @f(%m: memref<4xf32>) {\n  %a = rise.in %m : memref<4xf32>\n  return\n}",
        verify: Some(verify::verify_in),
        parse: Some(custom::parse_in),
        print: Some(custom::print_in),
    }

    /// Stores a Rise value into a memref of the same shape: where the
    /// lowering to loops starts.
    pub OutOp(OUT, "rise.out") {
        operands(output: single(RISE_IN_OUT_MEMREF) [Write], value: single(DATA))
        build(explicit)
        summary: "store a Rise value into a memref",
        example: "func.func @f(%m: memref<4xf32>, %n: memref<4xf32>) {\n  %a = rise.in %m : memref<4xf32>\n  rise.out %n <- %a : memref<4xf32>\n  return\n}",
        verify: Some(verify::verify_out),
        parse: Some(custom::parse_out),
        print: Some(custom::print_out),
    }

    /// `map f xs`: `f` applied to each element (how is the lowering's
    /// choice).
    pub MapOp(MAP, "rise.map") {
        results(result: single(FUN))
        attributes(n: attr = required(NAT), s: attr = required(DATA_TYPE_ATTR), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "apply a function to each element",
        example: "func.func @f() {\n  %m = rise.map #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>\n  return\n}",
        ..pattern()
    }
    /// `mapSeq f xs`: `map`, computed by a sequential loop.
    pub MapSeqOp(MAP_SEQ, "rise.mapSeq") {
        results(result: single(FUN))
        attributes(n: attr = required(NAT), s: attr = required(DATA_TYPE_ATTR), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "apply a function to each element, sequentially",
        example: "func.func @f() {\n  %m = rise.mapSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>\n  return\n}",
        ..pattern()
    }
    /// `mapPar f xs`: `map`, each element independent.
    pub MapParOp(MAP_PAR, "rise.mapPar") {
        results(result: single(FUN))
        attributes(n: attr = required(NAT), s: attr = required(DATA_TYPE_ATTR), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "apply a function to each element, in parallel",
        example: "func.func @f() {\n  %m = rise.mapPar #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>\n  return\n}",
        ..pattern()
    }
    /// `reduce f init xs`: folds the elements from the first, `f` taking an
    /// element and the accumulator.
    pub ReduceOp(REDUCE, "rise.reduce") {
        results(result: single(FUN))
        attributes(n: attr = required(NAT), s: attr = required(DATA_TYPE_ATTR), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "fold the elements of an array",
        example: "func.func @f() {\n  %r = rise.reduce #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>\n  return\n}",
        ..pattern()
    }
    /// `reduceSeq f init xs`: `reduce`, computed by a sequential loop.
    pub ReduceSeqOp(REDUCE_SEQ, "rise.reduceSeq") {
        results(result: single(FUN))
        attributes(n: attr = required(NAT), s: attr = required(DATA_TYPE_ATTR), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "fold the elements of an array, sequentially",
        example: "func.func @f() {\n  %r = rise.reduceSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>\n  return\n}",
        ..pattern()
    }
    /// `zip a b`: the array of pairs of elements at the same index.
    pub ZipOp(ZIP, "rise.zip") {
        results(result: single(FUN))
        attributes(n: attr = required(NAT), s: attr = required(DATA_TYPE_ATTR), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "pair the elements of two arrays",
        example: "func.func @f() {\n  %z = rise.zip #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>\n  return\n}",
        ..pattern()
    }
    /// `fst p`: a pair's first component.
    pub FstOp(FST, "rise.fst") {
        results(result: single(FUN))
        attributes(s: attr = required(DATA_TYPE_ATTR), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "the first component of a pair",
        example: "func.func @f() {\n  %p = rise.fst #rise.scalar<f32> #rise.scalar<i32>\n  return\n}",
        ..pattern()
    }
    /// `snd p`: a pair's second component.
    pub SndOp(SND, "rise.snd") {
        results(result: single(FUN))
        attributes(s: attr = required(DATA_TYPE_ATTR), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "the second component of a pair",
        example: "func.func @f() {\n  %p = rise.snd #rise.scalar<f32> #rise.scalar<i32>\n  return\n}",
        ..pattern()
    }
    /// `tuple a b`: the pair of two values.
    pub TupleOp(TUPLE, "rise.tuple") {
        results(result: single(FUN))
        attributes(s: attr = required(DATA_TYPE_ATTR), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "make a pair",
        example: "func.func @f() {\n  %p = rise.tuple #rise.scalar<f32> #rise.scalar<i32>\n  return\n}",
        ..pattern()
    }
    /// `split xs`: `m` rows of `n` consecutive elements.
    pub SplitOp(SPLIT, "rise.split") {
        results(result: single(FUN))
        attributes(n: attr = required(NAT), m: attr = required(NAT), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "split an array into rows",
        example: "func.func @f() {\n  %s = rise.split #rise.nat<2> #rise.nat<3> #rise.scalar<f32>\n  return\n}",
        ..pattern()
    }
    /// `join xss`: `n` rows of `m` elements, concatenated.
    pub JoinOp(JOIN, "rise.join") {
        results(result: single(FUN))
        attributes(n: attr = required(NAT), m: attr = required(NAT), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "concatenate the rows of an array",
        example: "func.func @f() {\n  %j = rise.join #rise.nat<2> #rise.nat<3> #rise.scalar<f32>\n  return\n}",
        ..pattern()
    }
    /// `transpose xss`: an `n`×`m` array as an `m`×`n` one.
    pub TransposeOp(TRANSPOSE, "rise.transpose") {
        results(result: single(FUN))
        attributes(n: attr = required(NAT), m: attr = required(NAT), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "swap the two outer dimensions",
        example: "func.func @f() {\n  %t = rise.transpose #rise.nat<2> #rise.nat<3> #rise.scalar<f32>\n  return\n}",
        ..pattern()
    }
    /// `slide xs`: `n` windows of `sz` consecutive elements, each starting
    /// `sp` after the previous.
    pub SlideOp(SLIDE, "rise.slide") {
        results(result: single(FUN))
        attributes(n: attr = required(NAT), sz: attr = required(NAT), sp: attr = required(NAT), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "sliding windows of an array",
        example: "func.func @f() {\n  %s = rise.slide #rise.nat<4> #rise.nat<3> #rise.nat<1> #rise.scalar<f32>\n  return\n}",
        ..pattern()
    }
    /// `pad xs`: `l` copies of the first element, the `n` elements, `r`
    /// copies of the last (clamping).
    pub PadOp(PAD, "rise.pad") {
        results(result: single(FUN))
        attributes(n: attr = required(NAT), l: attr = required(NAT), r: attr = required(NAT), t: attr = required(DATA_TYPE_ATTR))
        build(explicit)
        summary: "pad an array by repeating its boundary elements",
        example: "func.func @f() {\n  %p = rise.pad #rise.nat<4> #rise.nat<1> #rise.nat<1> #rise.scalar<f32>\n  return\n}",
        ..pattern()
    }
}

/// The `rise` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "the functional array language Rise",
    description: "Rise's functions (`rise.lambda`, `rise.apply`), its \
        monomorphised patterns (`map`, `mapSeq`, `mapPar`, `reduce`, \
        `reduceSeq`, `zip`, `fst`, `snd`, `tuple`, `split`, `join`, \
        `transpose`, `slide`, `pad` (clamping)), scalar literals and \
        embedded scalar computations, and the interop with memrefs \
        (`rise.in`, `rise.out`). Types: `!rise.scalar<T>` (T a builtin \
        type), `!rise.array<N, D>`, `!rise.tuple<D, D>` and \
        `!rise.fun<T -> T>`; attributes `#rise.nat<N>` and data type \
        attributes such as `#rise.array<4, scalar<f32>>`.",
    ops: &[
        &LAMBDA,
        &APPLY,
        &RETURN,
        &LITERAL,
        &EMBED,
        &IN,
        &OUT,
        &MAP,
        &MAP_SEQ,
        &MAP_PAR,
        &REDUCE,
        &REDUCE_SEQ,
        &ZIP,
        &FST,
        &SND,
        &TUPLE,
        &SPLIT,
        &JOIN,
        &TRANSPOSE,
        &SLIDE,
        &PAD,
    ],
    parse_type: Some(types::parse_type),
    print_type: Some(types::print_type),
    parse_attr: Some(types::parse_attr),
    print_attr: Some(types::print_attr),
    ..DialectSpec::new("rise")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
