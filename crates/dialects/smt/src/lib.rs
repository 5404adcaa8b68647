//! The `smt` dialect of MLIR 22: satisfiability modulo theories. Booleans
//! and the core ops (`smt.solver`, `smt.declare_fun`, `smt.assert`,
//! `smt.check`, quantifiers, ...), bit-vectors (`smt.bv.*`), integers
//! (`smt.int.*`) and arrays (`smt.array.*`), with the types `!smt.bool`,
//! `!smt.int`, `!smt.bv<N>`, `!smt.array<[D -> R]>`, `!smt.func<(...) R>`,
//! `!smt.sort<"name"[...]>` and the attribute `#smt.bv<v> : !smt.bv<N>`.
//!
//! Queries written in the dialect are exported as SMT-LIB scripts by
//! `strata-target-smtlib`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::interfaces::TypedAttrInterface;
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, Failed, FoldOutput, Location, LogicalResult, OpBuilder,
    OpFoldResult, OpId, OpRef, OpTraits, Type,
};
use strata_ods::constraints::{
    attrs, types as ods_types, AttrConstraint, EnumDef, EnumStorage, TypeConstraint,
};
use strata_ods::{DialectSpec, OpSpec, Predicate, RegionConstraint, TraitCheck};

mod custom;
pub mod types;
mod verify;

#[cfg(test)]
mod tests;

pub use types::{
    array_type, bool_type, build_type, bv_attr, bv_attr_type, bv_attr_value, bv_type, bv_width, func_type,
    int_type, smt_type, sort_type, SmtType,
};

// ---- constraints ---------------------------------------------------------------------

/// `BoolType` (its summary is empty in MLIR's messages).
const BOOL: TypeConstraint = TypeConstraint::Buildable {
    summary: "",
    check: types::is_bool,
    build: types::bool_type,
};
/// `IntType`.
const INT: TypeConstraint = TypeConstraint::Buildable {
    summary: "",
    check: types::is_int,
    build: types::int_type,
};
/// `BitVectorType`.
const BV: TypeConstraint = TypeConstraint::Custom {
    summary: "",
    check: types::is_bv,
};
/// `ArrayType`.
const ARRAY: TypeConstraint = TypeConstraint::Custom {
    summary: "",
    check: types::is_array,
};
/// `SMTFuncType`.
const FUNC: TypeConstraint = TypeConstraint::Custom {
    summary: "",
    check: types::is_func,
};
/// `AnySMTType`.
const ANY_SMT: TypeConstraint = TypeConstraint::Custom {
    summary: "any SMT value type",
    check: types::is_any_smt_value_type,
};
/// `AnyNonFuncSMTType`.
const ANY_NON_FUNC_SMT: TypeConstraint = TypeConstraint::Custom {
    summary: "any non-function SMT value type",
    check: types::is_any_non_func_smt_value_type,
};
/// `AnyNonSMTType`.
const ANY_NON_SMT: TypeConstraint = TypeConstraint::Custom {
    summary: "any non-smt type",
    check: |ctx, t| !types::is_any_smt_value_type(ctx, t),
};

/// `BitVectorAttr`.
const BV_ATTR: AttrConstraint = AttrConstraint::Class {
    summary: "",
    check: types::is_bv_attr,
};

/// `BVCmpPredicate` (`I64EnumAttr`).
pub static BV_CMP_PREDICATE: EnumDef = EnumDef {
    name: "::mlir::smt::BVCmpPredicate",
    attr_name: "BVCmpPredicateAttr",
    summary: "smt bit-vector comparison predicate",
    cases: &[
        ("slt", 0),
        ("sle", 1),
        ("sgt", 2),
        ("sge", 3),
        ("ult", 4),
        ("ule", 5),
        ("ugt", 6),
        ("uge", 7),
    ],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `IntPredicate` (`I64EnumAttr`).
pub static INT_PREDICATE: EnumDef = EnumDef {
    name: "::mlir::smt::IntPredicate",
    attr_name: "IntPredicateAttr",
    summary: "smt comparison predicate for integers",
    cases: &[("lt", 0), ("le", 1), ("gt", 2), ("ge", 3)],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

fn zero_i32(ctx: &Context) -> Attribute {
    ctx.integer_attr(ctx.integer_type(32), 0)
}

fn array_domain(ctx: &Context, t: Type) -> Type {
    match smt_type(ctx, t) {
        Some(SmtType::Array { domain, .. }) => domain,
        _ => t,
    }
}

fn array_range(ctx: &Context, t: Type) -> Type {
    match smt_type(ctx, t) {
        Some(SmtType::Array { range, .. }) => range,
        _ => t,
    }
}

/// An op of one of MLIR's SMT op classes: pure, with a format.
const fn pure(name: &'static str, format: &'static str) -> OpSpec {
    OpSpec {
        traits: OpTraits::PURE,
        format: Some(format),
        ..OpSpec::new(name)
    }
}

/// `BinaryBVOp` and `UnaryBVOp`.
const fn bv_op(name: &'static str, format: &'static str) -> OpSpec {
    OpSpec {
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE),
        format: Some(format),
        ..OpSpec::new(name)
    }
}

const BV_BINARY_FORMAT: &str = "$lhs `,` $rhs attr-dict `:` qualified(type($result))";
const BV_UNARY_FORMAT: &str = "$input attr-dict `:` qualified(type($result))";

/// `QuantifierOp`.
const fn quantifier(name: &'static str) -> OpSpec {
    OpSpec {
        traits: OpTraits::RECURSIVELY_SPECULATABLE
            .union(OpTraits::RECURSIVE_MEMORY_EFFECTS)
            .union(OpTraits::SINGLE_BLOCK),
        implicit_terminator: Some("smt.yield"),
        format: Some(
            "($boundVarNames^)? (`no_pattern` $noPattern^)? (`weight` $weight^)? \
             attr-dict-with-keyword $body (`patterns` $patterns^)?",
        ),
        verify: Some(verify::verify_quantifier),
        verify_regions: Some(verify::verify_quantifier_regions),
        ..OpSpec::new(name)
    }
}

// ---- core ops --------------------------------------------------------------------------

strata_ods::op! {
    /// Declares a fresh symbolic value of the result's sort, as SMT-LIB's
    /// `declare-const` and `declare-fun`; the optional string prefixes the
    /// exported name. Each declaration is a new value, so two are never
    /// merged by CSE (the result is an allocation), though an unused one
    /// is dead.
    pub DeclareFunOp(DECLARE_FUN, "smt.declare_fun") {
        results(result: single(ANY_SMT) [Allocate])
        attributes(name_prefix "namePrefix": opt_str = optional(attrs::STR_ATTR))
        build(explicit)
        summary: "declare a symbolic value of a given sort",
        example: "func.func @f() -> !smt.bool {\n  %p = smt.declare_fun \"p\" : !smt.bool\n  return %p : !smt.bool\n}",
        format: Some("($namePrefix^)? attr-dict `:` qualified(type($result))"),
        result_names: Some(custom::declare_fun_names),
    }

    /// The boolean constants `true` and `false`.
    pub BoolConstantOp(CONSTANT, "smt.constant") {
        results(result: single(BOOL))
        attributes(value: bool = required(attrs::BOOL_ATTR))
        build(explicit)
        summary: "Produce a constant boolean",
        example: "func.func @f() -> !smt.bool {\n  %t = smt.constant true\n  return %t : !smt.bool\n}",
        traits: OpTraits::PURE.union(OpTraits::CONSTANT_LIKE),
        format: Some("$value attr-dict"),
        fold: Some(fold_constant),
        result_names: Some(custom::bool_constant_names),
    }

    /// A solver instance living for the extent of its region, which is a
    /// whole SMT-LIB script with concrete control flow around it. Only
    /// non-SMT values enter (as block arguments) and leave (yielded).
    pub SolverOp(SOLVER, "smt.solver") {
        operands(inputs: variadic(ANY_NON_SMT))
        results(results: variadic(ANY_NON_SMT))
        regions(body_region "bodyRegion": single(RegionConstraint::Sized(1)))
        build(explicit)
        summary: "create a solver instance within a lifespan",
        example: "func.func @f() {\n  smt.solver() : () -> () {\n    %c = smt.declare_fun : !smt.bool\n    smt.assert %c\n  }\n  return\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE.union(OpTraits::SINGLE_BLOCK),
        implicit_terminator: Some("smt.yield"),
        format: Some("`(` $inputs `)` attr-dict `:` functional-type($inputs, $results) $bodyRegion"),
        verify_regions: Some(verify::verify_solver),
    }

    /// Sets the logic of the enclosing solver (SMT-LIB's `set-logic`).
    pub SetLogicOp(SET_LOGIC, "smt.set_logic") {
        attributes(logic: str = required(attrs::STR_ATTR))
        build(explicit)
        summary: "set the logic for the SMT solver",
        example: "func.func @f() {\n  smt.solver() : () -> () {\n    smt.set_logic \"QF_BV\"\n  }\n  return\n}",
        parents: &["smt.solver"],
        format: Some("$logic attr-dict"),
    }

    /// Asserts that a boolean term holds (SMT-LIB's `assert`).
    pub AssertOp(ASSERT, "smt.assert") {
        operands(input: single(BOOL))
        build(explicit)
        summary: "assert that a boolean expression holds",
        example: "func.func @f(%b: !smt.bool) {\n  smt.assert %b\n  return\n}",
        format: Some("$input attr-dict"),
    }

    /// Resets the solver (SMT-LIB's `reset`).
    pub ResetOp(RESET, "smt.reset") {
        build(explicit)
        summary: "reset the solver",
        example: "func.func @f() {\n  smt.reset\n  return\n}",
        format: Some("attr-dict"),
    }

    /// Pushes `count` levels onto the assertion stack (SMT-LIB's `push`).
    pub PushOp(PUSH, "smt.push") {
        attributes(count: int = required(attrs::NON_NEGATIVE_I32_ATTR))
        build(explicit)
        summary: "push a given number of levels onto the assertion stack",
        example: "func.func @f() {\n  smt.push 2\n  return\n}",
        format: Some("$count attr-dict"),
    }

    /// Pops `count` levels from the assertion stack (SMT-LIB's `pop`).
    pub PopOp(POP, "smt.pop") {
        attributes(count: int = required(attrs::NON_NEGATIVE_I32_ATTR))
        build(explicit)
        summary: "pop a given number of levels from the assertion stack",
        example: "func.func @f() {\n  smt.pop 2\n  return\n}",
        format: Some("$count attr-dict"),
    }

    /// Checks the satisfiability of the assertions (SMT-LIB's
    /// `check-sat`) and runs the region of the outcome, whose yielded
    /// values are the op's results.
    pub CheckOp(CHECK, "smt.check") {
        results(results: variadic(ods_types::ANY_TYPE))
        regions(
            sat_region "satRegion": single(RegionConstraint::Sized(1)),
            unknown_region "unknownRegion": single(RegionConstraint::Sized(1)),
            unsat_region "unsatRegion": single(RegionConstraint::Sized(1)),
        )
        build(explicit)
        summary: "check if the current set of assertions is satisfiable",
        example: "func.func @f() {\n  smt.check sat {\n  } unknown {\n  } unsat {\n  }\n  return\n}",
        traits: OpTraits::NO_REGION_ARGUMENTS.union(OpTraits::SINGLE_BLOCK),
        implicit_terminator: Some("smt.yield"),
        format: Some(
            "attr-dict `sat` $satRegion `unknown` $unknownRegion `unsat` $unsatRegion \
             (`->` qualified(type($results))^ )?",
        ),
        verify_regions: Some(verify::verify_check),
    }

    /// Ends the regions of the dialect's ops, giving their values.
    pub YieldOp(YIELD, "smt.yield") {
        operands(values: variadic(ods_types::ANY_TYPE))
        build(explicit)
        summary: "terminator operation for various regions of SMT operations",
        example: "func.func @f() -> !smt.bool {\n  %0 = smt.forall {\n    %t = smt.constant true\n    smt.yield %t : !smt.bool\n  }\n  return %0 : !smt.bool\n}",
        traits: OpTraits::PURE.union(OpTraits::TERMINATOR).union(OpTraits::RETURN_LIKE),
        format: Some("($values^ `:` qualified(type($values)))? attr-dict"),
    }

    /// Applies an uninterpreted function to arguments of its domain sorts.
    pub ApplyFuncOp(APPLY_FUNC, "smt.apply_func") {
        operands(func: single(FUNC), args: variadic(ANY_NON_FUNC_SMT))
        results(result: single(ANY_NON_FUNC_SMT))
        build(explicit)
        summary: "apply a function",
        example: "func.func @f(%g: !smt.func<(!smt.int) !smt.bool>, %x: !smt.int) -> !smt.bool {\n  %0 = smt.apply_func %g(%x) : !smt.func<(!smt.int) !smt.bool>\n  return %0 : !smt.bool\n}",
        traits: OpTraits::PURE,
        predicates: &[
            Predicate::Custom { summary: "summary", check: verify::apply_func_result_matches },
            Predicate::Custom { summary: "summary", check: verify::apply_func_args_match },
        ],
        parse: Some(custom::parse_apply_func),
        print: Some(custom::print_apply_func),
    }

    /// True iff all operands (at least two, of one sort) are equal
    /// (SMT-LIB's chainable `=`).
    pub EqOp(EQ, "smt.eq") {
        operands(inputs: variadic(ANY_NON_FUNC_SMT))
        results(result: single(BOOL))
        build(explicit)
        summary: "returns true iff all operands are identical",
        example: "func.func @f(%a: !smt.int, %b: !smt.int) -> !smt.bool {\n  %0 = smt.eq %a, %b : !smt.int\n  return %0 : !smt.bool\n}",
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_TYPE),
        verify: Some(verify::verify_at_least_two_inputs),
        parse: Some(custom::parse_same_type_variadic),
        print: Some(custom::print_same_type_variadic),
    }

    /// True iff no two operands (at least two, of one sort) are equal
    /// (SMT-LIB's pairwise `distinct`).
    pub DistinctOp(DISTINCT, "smt.distinct") {
        operands(inputs: variadic(ANY_NON_FUNC_SMT))
        results(result: single(BOOL))
        build(explicit)
        summary: "returns true iff all operands are not identical to any other",
        example: "func.func @f(%a: !smt.int, %b: !smt.int) -> !smt.bool {\n  %0 = smt.distinct %a, %b : !smt.int\n  return %0 : !smt.bool\n}",
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_TYPE),
        verify: Some(verify::verify_at_least_two_inputs),
        parse: Some(custom::parse_same_type_variadic),
        print: Some(custom::print_same_type_variadic),
    }

    /// `then_value` if `cond` holds, else `else_value` (SMT-LIB's `ite`).
    pub IteOp(ITE, "smt.ite") {
        operands(cond: single(BOOL), then_value "thenValue": single(ANY_SMT), else_value "elseValue": single(ANY_SMT))
        results(result: single(ANY_SMT))
        build(explicit)
        summary: "an if-then-else function",
        example: "func.func @f(%c: !smt.bool, %a: !smt.int, %b: !smt.int) -> !smt.int {\n  %0 = smt.ite %c, %a, %b : !smt.int\n  return %0 : !smt.int\n}",
        traits: OpTraits::PURE,
        predicates: &[Predicate::AllTypesMatch(&["thenValue", "elseValue", "result"])],
        format: Some("$cond `,` $thenValue `,` $elseValue attr-dict `:` qualified(type($result))"),
    }

    /// Boolean negation.
    pub NotOp(NOT, "smt.not") {
        operands(input: single(BOOL))
        results(result: single(BOOL))
        build(explicit)
        summary: "a boolean negation",
        example: "func.func @f(%a: !smt.bool) -> !smt.bool {\n  %0 = smt.not %a\n  return %0 : !smt.bool\n}",
        ..pure("smt.not", "$input attr-dict")
    }

    /// Conjunction of its operands (left-associative).
    pub AndOp(AND, "smt.and") {
        operands(inputs: variadic(BOOL))
        results(result: single(BOOL))
        build(explicit)
        summary: "a boolean conjunction",
        example: "func.func @f(%a: !smt.bool, %b: !smt.bool) -> !smt.bool {\n  %0 = smt.and %a, %b\n  return %0 : !smt.bool\n}",
        ..pure("smt.and", "$inputs attr-dict")
    }

    /// Disjunction of its operands (left-associative).
    pub OrOp(OR, "smt.or") {
        operands(inputs: variadic(BOOL))
        results(result: single(BOOL))
        build(explicit)
        summary: "a boolean disjunction",
        example: "func.func @f(%a: !smt.bool, %b: !smt.bool) -> !smt.bool {\n  %0 = smt.or %a, %b\n  return %0 : !smt.bool\n}",
        ..pure("smt.or", "$inputs attr-dict")
    }

    /// Exclusive or of its operands (left-associative).
    pub XOrOp(XOR, "smt.xor") {
        operands(inputs: variadic(BOOL))
        results(result: single(BOOL))
        build(explicit)
        summary: "a boolean exclusive OR",
        example: "func.func @f(%a: !smt.bool, %b: !smt.bool) -> !smt.bool {\n  %0 = smt.xor %a, %b\n  return %0 : !smt.bool\n}",
        ..pure("smt.xor", "$inputs attr-dict")
    }

    /// Implication (SMT-LIB's `=>`).
    pub ImpliesOp(IMPLIES, "smt.implies") {
        operands(lhs: single(BOOL), rhs: single(BOOL))
        results(result: single(BOOL))
        build(explicit)
        summary: "boolean implication",
        example: "func.func @f(%a: !smt.bool, %b: !smt.bool) -> !smt.bool {\n  %0 = smt.implies %a, %b\n  return %0 : !smt.bool\n}",
        ..pure("smt.implies", "$lhs `,` $rhs attr-dict")
    }

    /// Universal quantification over the body's block arguments; the
    /// body yields one boolean. Optional `patterns` regions (trigger
    /// terms), or `no_pattern`, and a `weight` annotate the body.
    pub ForallOp(FORALL, "smt.forall") {
        results(result: single(BOOL))
        attributes(
            weight: opt_int = default_valued(attrs::I32_ATTR, zero_i32),
            no_pattern "noPattern": unit = optional(attrs::UNIT_ATTR),
            bound_var_names "boundVarNames": opt_attr = optional(attrs::STR_ARRAY_ATTR),
        )
        regions(body: single(RegionConstraint::Sized(1)), patterns: variadic(RegionConstraint::Sized(1)))
        build(explicit)
        summary: "forall quantifier",
        example: "func.func @f() -> !smt.bool {\n  %0 = smt.forall [\"x\"] {\n  ^bb0(%x: !smt.int):\n    %1 = smt.eq %x, %x : !smt.int\n    smt.yield %1 : !smt.bool\n  }\n  return %0 : !smt.bool\n}",
        ..quantifier("smt.forall")
    }

    /// Existential quantification, as `smt.forall`.
    pub ExistsOp(EXISTS, "smt.exists") {
        results(result: single(BOOL))
        attributes(
            weight: opt_int = default_valued(attrs::I32_ATTR, zero_i32),
            no_pattern "noPattern": unit = optional(attrs::UNIT_ATTR),
            bound_var_names "boundVarNames": opt_attr = optional(attrs::STR_ARRAY_ATTR),
        )
        regions(body: single(RegionConstraint::Sized(1)), patterns: variadic(RegionConstraint::Sized(1)))
        build(explicit)
        summary: "exists quantifier",
        example: "func.func @f() -> !smt.bool {\n  %0 = smt.exists [\"x\"] {\n  ^bb0(%x: !smt.bool):\n    smt.yield %x : !smt.bool\n  }\n  return %0 : !smt.bool\n}",
        ..quantifier("smt.exists")
    }
}

// ---- bit-vector ops ------------------------------------------------------------------------

strata_ods::op! {
    /// A bit-vector constant; its type is its attribute's.
    pub BVConstantOp(BV_CONSTANT, "smt.bv.constant") {
        results(result: single(BV))
        attributes(value: attr = required(BV_ATTR))
        build(explicit)
        summary: "produce a constant bit-vector",
        example: "func.func @f() -> !smt.bv<8> {\n  %c = smt.bv.constant #smt.bv<42> : !smt.bv<8>\n  return %c : !smt.bv<8>\n}",
        traits: OpTraits::PURE.union(OpTraits::CONSTANT_LIKE),
        trait_checks: &[TraitCheck::Custom(verify::verify_bv_constant_type)],
        fold: Some(fold_constant),
        parse: Some(custom::parse_bv_constant),
        print: Some(custom::print_bv_constant),
        result_names: Some(custom::bv_constant_names),
    }

    /// Bitwise negation (`bvnot`).
    pub BVNotOp(BV_NOT, "smt.bv.not") {
        operands(input: single(BV))
        results(result: single(BV))
        build(explicit)
        summary: "equivalent to bvnot in SMT-LIB",
        example: "func.func @f(%a: !smt.bv<8>) -> !smt.bv<8> {\n  %0 = smt.bv.not %a : !smt.bv<8>\n  return %0 : !smt.bv<8>\n}",
        ..bv_op("smt.bv.not", BV_UNARY_FORMAT)
    }

    /// Two's complement negation (`bvneg`).
    pub BVNegOp(BV_NEG, "smt.bv.neg") {
        operands(input: single(BV))
        results(result: single(BV))
        build(explicit)
        summary: "equivalent to bvneg in SMT-LIB",
        example: "func.func @f(%a: !smt.bv<8>) -> !smt.bv<8> {\n  %0 = smt.bv.neg %a : !smt.bv<8>\n  return %0 : !smt.bv<8>\n}",
        ..bv_op("smt.bv.neg", BV_UNARY_FORMAT)
    }
}

macro_rules! bv_binary_ops {
    ($($(#[doc = $doc:literal])* $Name:ident($SPEC:ident, $op:literal, $smt:literal);)*) => {$(
        strata_ods::op! {
            $(#[doc = $doc])*
            pub $Name($SPEC, concat!("smt.bv.", $op)) {
                operands(lhs: single(BV), rhs: single(BV))
                results(result: single(BV))
                build(explicit)
                summary: concat!("equivalent to bv", $op, " in SMT-LIB"),
                example: concat!(
                    "func.func @f(%a: !smt.bv<8>, %b: !smt.bv<8>) -> !smt.bv<8> {\n  %0 = smt.bv.",
                    $op,
                    " %a, %b : !smt.bv<8>\n  return %0 : !smt.bv<8>\n}"
                ),
                ..bv_op(concat!("smt.bv.", $op), BV_BINARY_FORMAT)
            }
        }
    )*};
}

bv_binary_ops! {
    /// Bitwise and (`bvand`).
    BVAndOp(BV_AND, "and", "bvand");
    /// Bitwise or (`bvor`).
    BVOrOp(BV_OR, "or", "bvor");
    /// Bitwise exclusive or (`bvxor`).
    BVXOrOp(BV_XOR, "xor", "bvxor");
    /// Addition modulo 2^width (`bvadd`).
    BVAddOp(BV_ADD, "add", "bvadd");
    /// Multiplication modulo 2^width (`bvmul`).
    BVMulOp(BV_MUL, "mul", "bvmul");
    /// Unsigned division, rounded towards zero (`bvudiv`).
    BVUDivOp(BV_UDIV, "udiv", "bvudiv");
    /// Two's complement signed division (`bvsdiv`).
    BVSDivOp(BV_SDIV, "sdiv", "bvsdiv");
    /// Unsigned remainder (`bvurem`).
    BVURemOp(BV_UREM, "urem", "bvurem");
    /// Signed remainder, whose sign follows the dividend (`bvsrem`).
    BVSRemOp(BV_SREM, "srem", "bvsrem");
    /// Signed remainder, whose sign follows the divisor (`bvsmod`).
    BVSModOp(BV_SMOD, "smod", "bvsmod");
    /// Shift left (`bvshl`).
    BVShlOp(BV_SHL, "shl", "bvshl");
    /// Logical shift right (`bvlshr`).
    BVLShrOp(BV_LSHR, "lshr", "bvlshr");
    /// Arithmetic shift right (`bvashr`).
    BVAShrOp(BV_ASHR, "ashr", "bvashr");
}

strata_ods::op! {
    /// Compares two bit-vectors as signed or unsigned numbers
    /// (`bvslt`, ..., `bvuge`).
    pub BVCmpOp(BV_CMP, "smt.bv.cmp") {
        operands(lhs: single(BV), rhs: single(BV))
        results(result: single(BOOL))
        attributes(pred: enum = required(AttrConstraint::Enum(&BV_CMP_PREDICATE)))
        build(explicit)
        summary: "compare bit-vectors interpreted as signed or unsigned",
        example: "func.func @f(%a: !smt.bv<8>, %b: !smt.bv<8>) -> !smt.bool {\n  %0 = smt.bv.cmp ult %a, %b : !smt.bv<8>\n  return %0 : !smt.bool\n}",
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_TYPE),
        format: Some("$pred $lhs `,` $rhs attr-dict `:` qualified(type($lhs))"),
    }

    /// Concatenation: `lhs` gives the high bits.
    pub ConcatOp(CONCAT, "smt.bv.concat") {
        operands(lhs: single(BV), rhs: single(BV))
        results(result: single(BV))
        build(explicit)
        summary: "bit-vector concatenation",
        example: "func.func @f(%a: !smt.bv<4>, %b: !smt.bv<8>) -> !smt.bv<12> {\n  %0 = smt.bv.concat %a, %b : !smt.bv<4>, !smt.bv<8>\n  return %0 : !smt.bv<12>\n}",
        traits: OpTraits::PURE,
        trait_checks: &[TraitCheck::Custom(verify::verify_concat_type)],
        parse: Some(custom::parse_concat),
        print: Some(custom::print_concat),
    }

    /// The bits `low_bit` up to `low_bit` + the result's width (exclusive).
    pub ExtractOp(EXTRACT, "smt.bv.extract") {
        operands(input: single(BV))
        results(result: single(BV))
        attributes(low_bit "lowBit": int = required(attrs::I32_ATTR))
        build(explicit)
        summary: "bit-vector extraction",
        example: "func.func @f(%a: !smt.bv<16>) -> !smt.bv<4> {\n  %0 = smt.bv.extract %a from 4 : (!smt.bv<16>) -> !smt.bv<4>\n  return %0 : !smt.bv<4>\n}",
        traits: OpTraits::PURE,
        format: Some("$input `from` $lowBit attr-dict `:` functional-type($input, $result)"),
        verify: Some(verify::verify_extract),
    }

    /// The input concatenated with itself a number of times (the ratio of
    /// the result's width to the input's).
    pub RepeatOp(REPEAT, "smt.bv.repeat") {
        operands(input: single(BV))
        results(result: single(BV))
        build(explicit)
        summary: "repeated bit-vector concatenation of one value",
        example: "func.func @f(%a: !smt.bv<4>) -> !smt.bv<12> {\n  %0 = smt.bv.repeat 3 times %a : !smt.bv<4>\n  return %0 : !smt.bv<12>\n}",
        traits: OpTraits::PURE,
        verify: Some(verify::verify_repeat),
        parse: Some(custom::parse_repeat),
        print: Some(custom::print_repeat),
    }

    /// The integer a bit-vector denotes, unsigned or (with `signed`) two's
    /// complement.
    pub BV2IntOp(BV2INT, "smt.bv2int") {
        operands(input: single(BV))
        results(result: single(INT))
        attributes(is_signed: unit = optional(attrs::UNIT_ATTR))
        build(explicit)
        summary: "Convert an SMT bit-vector to an SMT integer.",
        example: "func.func @f(%a: !smt.bv<8>) -> !smt.int {\n  %0 = smt.bv2int %a signed : !smt.bv<8>\n  return %0 : !smt.int\n}",
        traits: OpTraits::PURE,
        format: Some("$input (`signed` $is_signed^)? attr-dict `:` qualified(type($input))"),
    }
}

// ---- integer ops ----------------------------------------------------------------------------

strata_ods::op! {
    /// An integer constant of unbounded precision.
    pub IntConstantOp(INT_CONSTANT, "smt.int.constant") {
        results(result: single(INT))
        attributes(value: attr = required(AttrConstraint::AnyInteger))
        build(explicit)
        summary: "produce a constant (infinite-precision) integer",
        example: "func.func @f() -> !smt.int {\n  %c = smt.int.constant -7\n  return %c : !smt.int\n}",
        traits: OpTraits::PURE.union(OpTraits::CONSTANT_LIKE),
        fold: Some(fold_constant),
        parse: Some(custom::parse_int_constant),
        print: Some(custom::print_int_constant),
        result_names: Some(custom::int_constant_names),
    }

    /// Sum of its operands.
    pub IntAddOp(INT_ADD, "smt.int.add") {
        operands(inputs: variadic(INT))
        results(result: single(INT))
        build(explicit)
        summary: "integer addition",
        example: "func.func @f(%a: !smt.int, %b: !smt.int) -> !smt.int {\n  %0 = smt.int.add %a, %b\n  return %0 : !smt.int\n}",
        traits: OpTraits::PURE.union(OpTraits::COMMUTATIVE),
        format: Some("$inputs attr-dict"),
    }

    /// Product of its operands.
    pub IntMulOp(INT_MUL, "smt.int.mul") {
        operands(inputs: variadic(INT))
        results(result: single(INT))
        build(explicit)
        summary: "integer multiplication",
        example: "func.func @f(%a: !smt.int, %b: !smt.int) -> !smt.int {\n  %0 = smt.int.mul %a, %b\n  return %0 : !smt.int\n}",
        traits: OpTraits::PURE.union(OpTraits::COMMUTATIVE),
        format: Some("$inputs attr-dict"),
    }

    /// Difference.
    pub IntSubOp(INT_SUB, "smt.int.sub") {
        operands(lhs: single(INT), rhs: single(INT))
        results(result: single(INT))
        build(explicit)
        summary: "integer subtraction",
        example: "func.func @f(%a: !smt.int, %b: !smt.int) -> !smt.int {\n  %0 = smt.int.sub %a, %b\n  return %0 : !smt.int\n}",
        ..pure("smt.int.sub", "$lhs `,` $rhs attr-dict")
    }

    /// Integer division (SMT-LIB's `div`).
    pub IntDivOp(INT_DIV, "smt.int.div") {
        operands(lhs: single(INT), rhs: single(INT))
        results(result: single(INT))
        build(explicit)
        summary: "integer division",
        example: "func.func @f(%a: !smt.int, %b: !smt.int) -> !smt.int {\n  %0 = smt.int.div %a, %b\n  return %0 : !smt.int\n}",
        ..pure("smt.int.div", "$lhs `,` $rhs attr-dict")
    }

    /// Integer remainder (SMT-LIB's `mod`).
    pub IntModOp(INT_MOD, "smt.int.mod") {
        operands(lhs: single(INT), rhs: single(INT))
        results(result: single(INT))
        build(explicit)
        summary: "integer remainder",
        example: "func.func @f(%a: !smt.int, %b: !smt.int) -> !smt.int {\n  %0 = smt.int.mod %a, %b\n  return %0 : !smt.int\n}",
        ..pure("smt.int.mod", "$lhs `,` $rhs attr-dict")
    }

    /// Absolute value.
    pub IntAbsOp(INT_ABS, "smt.int.abs") {
        operands(input: single(INT))
        results(result: single(INT))
        build(explicit)
        summary: "the absolute value of an Int",
        example: "func.func @f(%a: !smt.int) -> !smt.int {\n  %0 = smt.int.abs %a\n  return %0 : !smt.int\n}",
        ..pure("smt.int.abs", "$input attr-dict")
    }

    /// Compares two integers (`<`, `<=`, `>`, `>=`).
    pub IntCmpOp(INT_CMP, "smt.int.cmp") {
        operands(lhs: single(INT), rhs: single(INT))
        results(result: single(BOOL))
        attributes(pred: enum = required(AttrConstraint::Enum(&INT_PREDICATE)))
        build(explicit)
        summary: "integer comparison",
        example: "func.func @f(%a: !smt.int, %b: !smt.int) -> !smt.bool {\n  %0 = smt.int.cmp le %a, %b\n  return %0 : !smt.bool\n}",
        ..pure("smt.int.cmp", "$pred $lhs `,` $rhs attr-dict")
    }

    /// The integer modulo 2^width as a bit-vector of the result's width.
    pub Int2BVOp(INT2BV, "smt.int2bv") {
        operands(input: single(INT))
        results(result: single(BV))
        build(explicit)
        summary: "Convert an integer to an inferred-width bitvector.",
        example: "func.func @f(%a: !smt.int) -> !smt.bv<8> {\n  %0 = smt.int2bv %a : !smt.bv<8>\n  return %0 : !smt.bv<8>\n}",
        ..pure("smt.int2bv", "$input attr-dict `:` qualified(type($result))")
    }
}

// ---- array ops -------------------------------------------------------------------------------

strata_ods::op! {
    /// The array with `value` stored at `index`.
    pub ArrayStoreOp(ARRAY_STORE, "smt.array.store") {
        operands(array: single(ARRAY), index: single(ANY_SMT), value: single(ANY_SMT))
        results(result: single(ARRAY))
        build(explicit)
        summary: "stores a value at a given index and returns the new array",
        example: "func.func @f(%a: !smt.array<[!smt.int -> !smt.bool]>, %i: !smt.int, %v: !smt.bool) -> !smt.array<[!smt.int -> !smt.bool]> {\n  %0 = smt.array.store %a[%i], %v : !smt.array<[!smt.int -> !smt.bool]>\n  return %0 : !smt.array<[!smt.int -> !smt.bool]>\n}",
        traits: OpTraits::PURE,
        predicates: &[
            Predicate::TypesMatchWith { summary: "summary", from: "array", to: "index", transform: array_domain },
            Predicate::TypesMatchWith { summary: "summary", from: "array", to: "value", transform: array_range },
            Predicate::AllTypesMatch(&["array", "result"]),
        ],
        format: Some("$array `[` $index `]` `,` $value attr-dict `:` qualified(type($array))"),
    }

    /// The value stored in the array at `index`.
    pub ArraySelectOp(ARRAY_SELECT, "smt.array.select") {
        operands(array: single(ARRAY), index: single(ANY_SMT))
        results(result: single(ANY_SMT))
        build(explicit)
        summary: "get the value stored in the array at the given index",
        example: "func.func @f(%a: !smt.array<[!smt.int -> !smt.bool]>, %i: !smt.int) -> !smt.bool {\n  %0 = smt.array.select %a[%i] : !smt.array<[!smt.int -> !smt.bool]>\n  return %0 : !smt.bool\n}",
        traits: OpTraits::PURE,
        predicates: &[
            Predicate::TypesMatchWith { summary: "summary", from: "array", to: "index", transform: array_domain },
            Predicate::TypesMatchWith { summary: "summary", from: "array", to: "result", transform: array_range },
        ],
        format: Some("$array `[` $index `]` attr-dict `:` qualified(type($array))"),
    }

    /// The array holding `value` at every index.
    pub ArrayBroadcastOp(ARRAY_BROADCAST, "smt.array.broadcast") {
        operands(value: single(ANY_SMT))
        results(result: single(ARRAY))
        build(explicit)
        summary: "construct an array with the given value stored at every index",
        example: "func.func @f(%v: !smt.bool) -> !smt.array<[!smt.int -> !smt.bool]> {\n  %0 = smt.array.broadcast %v : !smt.array<[!smt.int -> !smt.bool]>\n  return %0 : !smt.array<[!smt.int -> !smt.bool]>\n}",
        traits: OpTraits::PURE,
        predicates: &[Predicate::TypesMatchWith { summary: "summary", from: "result", to: "value", transform: array_range }],
        format: Some("$value attr-dict `:` qualified(type($result))"),
    }
}

// ---- folding ---------------------------------------------------------------------------------

/// The constants fold to their `value`.
fn fold_constant(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let value = op.attr("value").ok_or(Failed)?;
    out.results.push(OpFoldResult::Attr(value));
    Ok(())
}

/// `Dialect::materializeConstant`: `smt.constant` for booleans,
/// `smt.bv.constant` for `#smt.bv`, `smt.int.constant` for integers of
/// `!smt.int`.
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let ctx = b.ctx;
    match (ctx.attr_kind(value), smt_type(ctx, ty)?) {
        (AttrKind::Bool(v), SmtType::Bool) => Some(BoolConstantOp::build(b, loc, ty, *v).op()),
        (AttrKind::Dialect { .. }, SmtType::BitVector(_)) if bv_attr_type(ctx, value) == Some(ty) => {
            Some(BVConstantOp::build(b, loc, ty, value).op())
        }
        (AttrKind::Integer { .. }, SmtType::Int) => Some(IntConstantOp::build(b, loc, ty, value).op()),
        _ => None,
    }
}

// ---- the dialect -------------------------------------------------------------------------------

/// `#smt.bv` carries its type.
const TYPED_ATTRS: TypedAttrInterface = TypedAttrInterface {
    attr_type: types::bv_attr_type,
};

/// The `smt` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "a dialect that models satisfiability modulo theories",
    description: "SMT-LIB's terms and commands as ops: symbolic values and \
        uninterpreted functions and sorts, booleans, bit-vectors, integers and \
        arrays, quantifiers, and solver scopes with assertions and \
        satisfiability checks whose outcomes select regions of concrete code. \
        Types: `!smt.bool`, `!smt.int`, `!smt.bv<width>` (width at least one), \
        `!smt.array<[domain -> range]>`, `!smt.func<(domain, ...) range>` (no \
        function sorts as arguments or result) and the uninterpreted \
        `!smt.sort<\"name\"[parameters]>`; bit-vector constants are \
        `#smt.bv<value> : !smt.bv<width>`, the value unsigned or signed.",
    ops: &[
        &DECLARE_FUN,
        &CONSTANT,
        &SOLVER,
        &SET_LOGIC,
        &ASSERT,
        &RESET,
        &PUSH,
        &POP,
        &CHECK,
        &YIELD,
        &APPLY_FUNC,
        &EQ,
        &DISTINCT,
        &ITE,
        &NOT,
        &AND,
        &OR,
        &XOR,
        &IMPLIES,
        &FORALL,
        &EXISTS,
        &BV_CONSTANT,
        &BV_NOT,
        &BV_NEG,
        &BV_AND,
        &BV_OR,
        &BV_XOR,
        &BV_ADD,
        &BV_MUL,
        &BV_UDIV,
        &BV_SDIV,
        &BV_UREM,
        &BV_SREM,
        &BV_SMOD,
        &BV_SHL,
        &BV_LSHR,
        &BV_ASHR,
        &BV_CMP,
        &CONCAT,
        &EXTRACT,
        &REPEAT,
        &BV2INT,
        &INT_CONSTANT,
        &INT_ADD,
        &INT_MUL,
        &INT_SUB,
        &INT_DIV,
        &INT_MOD,
        &INT_ABS,
        &INT_CMP,
        &INT2BV,
        &ARRAY_STORE,
        &ARRAY_SELECT,
        &ARRAY_BROADCAST,
    ],
    interfaces: &[&TYPED_ATTRS],
    parse_type: Some(types::parse_type),
    print_type: Some(types::print_type),
    parse_attr: Some(types::parse_attr),
    print_attr: Some(types::print_attr),
    materialize_constant: Some(materialize_constant),
    ..DialectSpec::new("smt")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}

/// Whether `op`'s name is in the smt dialect.
pub fn is_smt_op(op: OpRef<'_>) -> bool {
    op.name_str().starts_with("smt.")
}
