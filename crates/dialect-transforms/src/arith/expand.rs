//! `arith-expand`: arith ops without a direct lowering (ceiling and floor
//! divisions, integer and float min/max, the scaling casts) expanded into
//! simpler arith ops by dialect conversion; with `include-bf16`,
//! `include-f8e8m0` and `include-f4e2m1`, also the casts between `f32`
//! and `bf16` and from or to `f8E8M0FNU` and `f4E2M1FN`, computed on the
//! bits. The expansions are `strata_dialect_arith::expand`'s recipes.

use strata_dialect_arith::expand::{self as recipes, Emit};
use strata_ir::{
    Attribute, Context, FloatKind, IsolatedOpMut, Location, LogicalResult, OpId, OpRef, Type, ValueId,
};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, ConversionTarget, OpAdaptor,
};
use strata_rewrite::PatternRoot;

use crate::math::create_value;

/// The `arith-expand` pass, with its options.
#[derive(Default)]
pub struct ArithExpand {
    include_bf16: bool,
    include_f8e8m0: bool,
    include_f4e2m1: bool,
}

impl Pass for ArithExpand {
    fn argument(&self) -> &'static str {
        "arith-expand"
    }

    fn description(&self) -> &'static str {
        "Legalize Arith ops to be convertible to LLVM."
    }

    fn name(&self) -> &'static str {
        "ArithExpandOpsPass"
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["arith.*"],
            removes: &[],
            introduces: &["arith.*"],
            introduces_if: &[],
        }
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let flag = match name {
            "include-bf16" => &mut self.include_bf16,
            "include-f8e8m0" => &mut self.include_f8e8m0,
            "include-f4e2m1" => &mut self.include_f4e2m1,
            _ => return Err(format!("no such option {name}")),
        };
        *flag = parse_bool_option(name, value)?;
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "include-bf16={} include-f4e2m1={} include-f8e8m0={}",
            self.include_bf16, self.include_f4e2m1, self.include_f8e8m0
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("arith");
        target.add_legal_dialect("vector");
        for name in ALWAYS {
            target.add_illegal_op(name);
        }
        let (bf16, f8, f4) = (self.include_bf16, self.include_f8e8m0, self.include_f4e2m1);
        let mut patterns: Vec<Box<dyn ConversionPattern>> = ALWAYS
            .iter()
            .map(|&root| Box::new(Expand { root }) as Box<dyn ConversionPattern>)
            .collect();
        if bf16 || f8 || f4 {
            target.add_dynamically_legal_op("arith.extf", move |o| {
                let (from, to) = cast_kinds(o);
                !((bf16 && from == Some(FloatKind::BF16) && to == Some(FloatKind::F32))
                    || (f8 && from == Some(FloatKind::F8E8M0FNU))
                    || (f4 && from == Some(FloatKind::F4E2M1FN)))
            });
            target.add_dynamically_legal_op("arith.truncf", move |o| {
                let (from, to) = cast_kinds(o);
                !((bf16 && from == Some(FloatKind::F32) && to == Some(FloatKind::BF16))
                    || (f8 && to == Some(FloatKind::F8E8M0FNU))
                    || (f4 && to == Some(FloatKind::F4E2M1FN)))
            });
            for (on, root, kind) in [
                (bf16, "arith.extf", CastKind::Bf16),
                (bf16, "arith.truncf", CastKind::Bf16),
                (f8, "arith.extf", CastKind::F8E8M0),
                (f8, "arith.truncf", CastKind::F8E8M0),
                (f4, "arith.extf", CastKind::F4E2M1),
                (f4, "arith.truncf", CastKind::F4E2M1),
            ] {
                if on {
                    patterns.push(Box::new(ExpandCast { root, kind }));
                }
            }
        }
        let patterns = ConversionPatternSet::new(ctx, patterns);
        apply_partial_conversion(ctx, op.body(), &target, &patterns, &ConversionConfig::default())
    }
}

/// The ops always expanded.
const ALWAYS: &[&str] = &[
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.floordivsi",
    "arith.maxsi",
    "arith.maxui",
    "arith.minsi",
    "arith.minui",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
    "arith.scaling_extf",
    "arith.scaling_truncf",
];

/// The float kinds of a cast's operand and result elements.
fn cast_kinds(o: OpRef<'_>) -> (Option<FloatKind>, Option<FloatKind>) {
    let ctx = o.ctx;
    let kind = |t: Type| ctx.float_kind(ctx.element_type_or_self(t));
    (kind(o.operand_type(0)), kind(o.result_type(0)))
}

/// Creates an expansion's ops before the expanded op, at its location
/// (also the wide-integer emulation's builder).
pub(crate) struct Emitter<'r, 'a> {
    pub(crate) rw: &'r mut ConversionPatternRewriter<'a>,
    pub(crate) loc: Location,
}

impl Emit for Emitter<'_, '_> {
    type Value = ValueId;

    fn ctx(&self) -> &Context {
        self.rw.ctx
    }

    fn value_type(&self, v: &ValueId) -> Type {
        self.rw.body().value_type(*v)
    }

    fn emit(&mut self, name: &str, operands: &[ValueId], ty: Type, props: &[(&str, Attribute)]) -> ValueId {
        let loc = self.loc;
        create_value(self.rw, loc, name, operands, ty, props)
    }
}

/// The property `name` of `op`, if set.
fn prop(rw: &ConversionPatternRewriter<'_>, op: OpId, name: &str) -> Option<Attribute> {
    rw.body()
        .op_properties(op)
        .and_then(|p| rw.ctx.dict_get_str(p, name))
}

/// Runs `expand` on `op` with its remapped operands and replaces it by
/// the result, if any.
fn rewrite(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionPatternRewriter<'_>,
    expand: impl FnOnce(&mut Emitter<'_, '_>, &[ValueId], Type) -> Option<ValueId>,
) -> bool {
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let body = rw.body();
    let (loc, result_ty) = (body.op_loc(op), body.value_type(body.result(op, 0)));
    rw.set_insertion_point(op);
    let mut e = Emitter { rw, loc };
    let Some(result) = expand(&mut e, &operands, result_ty) else {
        return false;
    };
    rw.replace_op(op, &[result]);
    true
}

/// Expands one of the ops in [`ALWAYS`].
struct Expand {
    root: &'static str,
}

impl ConversionPattern for Expand {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.root
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let fastmath = prop(rw, op, "fastmath");
        let roundingmode = prop(rw, op, "roundingmode");
        rewrite(op, adaptor, rw, |e, o, result_ty| {
            let [a, b] = o else { return None };
            match self.root {
                "arith.ceildivsi" => recipes::ceildivsi(e, a, b),
                "arith.ceildivui" => recipes::ceildivui(e, a, b),
                "arith.floordivsi" => recipes::floordivsi(e, a, b),
                "arith.maxsi" => Some(recipes::int_max_min(e, "sgt", a, b)),
                "arith.maxui" => Some(recipes::int_max_min(e, "ugt", a, b)),
                "arith.minsi" => Some(recipes::int_max_min(e, "slt", a, b)),
                "arith.minui" => Some(recipes::int_max_min(e, "ult", a, b)),
                "arith.maximumf" => Some(recipes::float_max_min(e, "ugt", true, a, b)),
                "arith.minimumf" => Some(recipes::float_max_min(e, "ult", true, a, b)),
                "arith.maxnumf" => Some(recipes::float_max_min(e, "ugt", false, a, b)),
                "arith.minnumf" => Some(recipes::float_max_min(e, "ult", false, a, b)),
                "arith.scaling_extf" => recipes::scaling_extf(e, a, b, result_ty, fastmath),
                "arith.scaling_truncf" => recipes::scaling_truncf(e, a, b, result_ty, roundingmode, fastmath),
                _ => None,
            }
        })
    }
}

/// The small float types whose casts the options expand.
#[derive(Copy, Clone)]
enum CastKind {
    Bf16,
    F8E8M0,
    F4E2M1,
}

/// Expands an `arith.extf` or `arith.truncf` of one of [`CastKind`].
struct ExpandCast {
    root: &'static str,
    kind: CastKind,
}

impl ConversionPattern for ExpandCast {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.root
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let fastmath = prop(rw, op, "fastmath");
        let roundingmode = prop(rw, op, "roundingmode");
        let ext = self.root == "arith.extf";
        let kind = self.kind;
        rewrite(op, adaptor, rw, |e, o, result_ty| {
            let [x] = o else { return None };
            match (kind, ext) {
                (CastKind::Bf16, true) => recipes::bf16_extf(e, x, result_ty),
                (CastKind::Bf16, false) => recipes::bf16_truncf(e, x, result_ty, roundingmode),
                (CastKind::F8E8M0, true) => recipes::f8e8m0_extf(e, x, result_ty, fastmath),
                (CastKind::F8E8M0, false) => recipes::f8e8m0_truncf(e, x, result_ty, roundingmode, fastmath),
                (CastKind::F4E2M1, true) => recipes::f4e2m1_extf(e, x, result_ty),
                (CastKind::F4E2M1, false) => recipes::f4e2m1_truncf(e, x, result_ty),
            }
        })
    }
}
