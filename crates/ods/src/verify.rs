//! Generic verification of an op against its [`OpSpec`], in MLIR's order:
//! the structural count traits, then the invariants (attributes, operands,
//! results, regions, successors). Type-relation traits
//! (`SameOperandsAndResultType`, ...) are checked by the core verifier.

use strata_ir::{AttrKind, LogicalResult, OpRef, OpTraits, Type, TypeKind};

use crate::constraints::attr_type;
use crate::spec::{
    group_range, group_sizes, Arity, AttrSpec, OpSpec, Predicate, RegionConstraint, TraitCheck, ValueSpec,
};

fn count_bounds(groups: &[ValueSpec]) -> (usize, bool) {
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let variable = groups.iter().any(|g| g.arity != Arity::Single);
    (fixed, variable)
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// Checks `op` against `spec`, emitting the first failure as MLIR does.
/// The core verifier runs the two halves with the structural traits in
/// between; this runs both.
pub fn verify_spec(op: OpRef<'_>, spec: &OpSpec) -> LogicalResult {
    verify_counts(op, spec)?;
    verify_invariants(op, spec)
}

/// The declared constraints: attributes, operand and result types, the
/// predicates relating them, regions (MLIR's order: `scf.for` with
/// mismatched bound types and an empty region reports the types).
pub fn verify_invariants(op: OpRef<'_>, spec: &OpSpec) -> LogicalResult {
    verify_attributes(op, spec)?;
    verify_values(op, spec, true)?;
    verify_values(op, spec, false)?;
    verify_predicates(op, spec)?;
    verify_regions(op, spec)
}

/// Whether `name` is an optional operand or result group of `spec`.
fn is_optional_group(spec: &OpSpec, name: &str) -> bool {
    spec.operands
        .iter()
        .chain(spec.results)
        .any(|g| g.name == name && g.arity == Arity::Optional)
}

/// The type of the operand group, result group or attribute `name` (the
/// first value's type for groups); `None` when absent or untyped.
pub fn named_type(op: OpRef<'_>, spec: &OpSpec, name: &str) -> Option<Type> {
    for (operands, groups) in [(true, spec.operands), (false, spec.results)] {
        if let Some(i) = groups.iter().position(|g| g.name == name) {
            let total = if operands {
                op.num_operands()
            } else {
                op.num_results()
            };
            let seg = segment_attr(spec, operands);
            if seg.is_none() && groups.iter().all(|g| g.arity == Arity::Single) {
                // One value per group: group `i` is value `i`.
                if total != groups.len() {
                    return None;
                }
                return Some(if operands {
                    op.operand_type(i)
                } else {
                    op.result_type(i)
                });
            }
            let (start, n) = group_range(op, groups, total, seg, i)?;
            if n == 0 {
                return None;
            }
            return Some(if operands {
                op.operand_type(start)
            } else {
                op.result_type(start)
            });
        }
    }
    op.attr(name).and_then(|a| attr_type(op.ctx, a))
}

fn verify_predicates(op: OpRef<'_>, spec: &OpSpec) -> LogicalResult {
    for p in spec.predicates {
        // The check allocates nothing; the summary is only formatted for
        // the diagnostic (this runs for every op at every verification).
        let ok = match p {
            Predicate::AllTypesMatch(names) => {
                let first = names.first().and_then(|n| named_type(op, spec, n));
                names.is_empty()
                    || (first.is_some() && names.iter().skip(1).all(|n| named_type(op, spec, n) == first))
            }
            Predicate::TypesMatchWith {
                from, to, transform, ..
            } => match (named_type(op, spec, from), named_type(op, spec, to)) {
                (Some(f), Some(t)) => transform(op.ctx, f) == t,
                // `OptionalTypesMatchWith`: nothing to match when an
                // optional value is absent.
                (f, t) => [(from, f), (to, t)]
                    .iter()
                    .any(|(n, ty)| ty.is_none() && is_optional_group(spec, n)),
            },
            Predicate::Custom { check, .. } => check(op),
        };
        if !ok {
            let summary = match p {
                Predicate::AllTypesMatch(names) => format!("all of {{{}}} have same type", names.join(", ")),
                Predicate::TypesMatchWith { summary, .. } | Predicate::Custom { summary, .. } => {
                    summary.to_string()
                }
            };
            return Err(op.emit_op_error(format!("failed to verify that {summary}")));
        }
    }
    Ok(())
}

/// The shape of a shaped type, `None` for unranked, `Some([])`-less
/// scalars report `Err`.
fn shape_of(op: OpRef<'_>, t: Type) -> Result<Option<Vec<i64>>, ()> {
    match op.ctx.type_kind(t) {
        TypeKind::Vector { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::MemRef { shape, .. } => Ok(Some(shape.to_vec())),
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Ok(None),
        _ => Err(()),
    }
}

/// `verifyCompatibleShapes`: all scalars, or all shaped with compatible
/// shapes (dynamic dimensions and unranked types match anything).
fn compatible_shapes(op: OpRef<'_>, types: &[Type]) -> bool {
    let shapes: Vec<Result<Option<Vec<i64>>, ()>> = types.iter().map(|&t| shape_of(op, t)).collect();
    if shapes.iter().all(|s| s.is_err()) {
        return true;
    }
    if shapes.iter().any(|s| s.is_err()) {
        return false;
    }
    // As MLIR's `verifyCompatibleShapes`: scalable vectors only go with
    // scalable vectors.
    let scalable = |t: Type| matches!(op.ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let n_scalable = types.iter().filter(|&&t| scalable(t)).count();
    if n_scalable != 0 && n_scalable != types.len() {
        return false;
    }
    let ranked: Vec<&Vec<i64>> = shapes.iter().filter_map(|s| s.as_ref().ok()?.as_ref()).collect();
    let Some(first) = ranked.first() else { return true };
    ranked.iter().all(|s| s.len() == first.len())
        && (0..first.len()).all(|d| {
            let mut known = ranked.iter().map(|s| s[d]).filter(|&x| x != strata_ir::DYNAMIC);
            match known.next() {
                Some(x) => known.all(|y| y == x),
                None => true,
            }
        })
}

fn is_vector_or_tensor(op: OpRef<'_>, t: Type) -> bool {
    matches!(
        op.ctx.type_kind(t),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// `SameOperandsShape`, for use as a [`TraitCheck::Custom`].
pub fn verify_same_operands_shape(op: OpRef<'_>) -> LogicalResult {
    if op.num_operands() == 0 {
        return Err(op.emit_op_error("expected 1 or more operands, but found 0"));
    }
    let types: Vec<Type> = op.operand_types().collect();
    if !compatible_shapes(op, &types) {
        return Err(op.emit_op_error("requires the same shape for all operands"));
    }
    Ok(())
}

/// The check of the `InferTypeOpInterface` ODS gives ops with
/// `SameOperandsAndResultType`, fixed results and a fixed operand: every
/// result's type is inferred as that operand's type and must equal it
/// (the trait itself accepts compatible shapes).
pub fn verify_inferred_result_types(op: OpRef<'_>, spec: &OpSpec) -> LogicalResult {
    if !spec.has_trait(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
        || spec.results.is_empty()
        || spec.results.iter().any(|r| r.arity != Arity::Single)
    {
        return Ok(());
    }
    let Some(anchor) = spec.operands.iter().position(|g| g.arity == Arity::Single) else {
        return Ok(());
    };
    // Groups before the anchor are single too when there is no segment
    // attribute to say otherwise; the anchor's index is its position then.
    if spec.operands[..anchor].iter().any(|g| g.arity != Arity::Single) || anchor >= op.num_operands() {
        return Ok(());
    }
    let inferred = op.operand_type(anchor);
    if op.result_types().all(|t| t == inferred) {
        return Ok(());
    }
    let ctx = op.ctx;
    let inferred_list = ctx.quoted_types(std::iter::repeat_n(inferred, op.num_results()));
    let actual = ctx.quoted_types(op.result_types());
    ctx.emit_error(
        op.loc(),
        format!(
            "'{}' op inferred type(s) {inferred_list} are incompatible with return type(s) of operation {actual}",
            op.name_str()
        ),
    );
    Err(op.emit_op_error("failed to infer returned types"))
}

/// The trait verifiers of `spec.trait_checks`, in order.
pub fn verify_trait_checks(op: OpRef<'_>, spec: &OpSpec) -> LogicalResult {
    for c in spec.trait_checks {
        match c {
            TraitCheck::SameOperandsAndResultShape => {
                if op.num_operands() == 0 {
                    return Err(op.emit_op_error("expected 1 or more operands, but found 0"));
                }
                if op.num_results() == 0 {
                    return Err(op.emit_op_error("expected 1 or more results"));
                }
                let types: smallvec::SmallVec<[Type; 4]> =
                    op.operand_types().chain(op.result_types()).collect();
                if !compatible_shapes(op, &types) {
                    return Err(op.emit_op_error("requires the same shape for all operands and results"));
                }
            }
            TraitCheck::SameOperandsShape => {
                let types: smallvec::SmallVec<[Type; 4]> = op.operand_types().collect();
                if !compatible_shapes(op, &types) {
                    return Err(op.emit_op_error("requires the same shape for all operands"));
                }
            }
            TraitCheck::Elementwise => {
                let results: Vec<Type> = op
                    .result_types()
                    .filter(|&t| is_vector_or_tensor(op, t))
                    .collect();
                let operands: Vec<Type> = op
                    .operand_types()
                    .filter(|&t| is_vector_or_tensor(op, t))
                    .collect();
                if results.is_empty() && operands.is_empty() {
                    continue;
                }
                if operands.is_empty() {
                    return Err(op.emit_op_error(
                        "if a result is non-scalar, then at least one operand must be non-scalar",
                    ));
                }
                if results.is_empty() {
                    return Err(op.emit_op_error(
                        "if an operand is non-scalar, then there must be at least one non-scalar result",
                    ));
                }
                if results.len() != op.num_results() {
                    return Err(
                        op.emit_op_error("if an operand is non-scalar, then all results must be non-scalar")
                    );
                }
                let all: Vec<Type> = operands.iter().chain(&results).copied().collect();
                let base = |t: Type| std::mem::discriminant(op.ctx.type_kind(t));
                // Vectors also agree on which dimensions are scalable.
                let scalable = |t: Type| match op.ctx.type_kind(t) {
                    TypeKind::Vector { scalable, .. } => Some(scalable.clone()),
                    _ => None,
                };
                let same_base = all
                    .iter()
                    .all(|&t| base(t) == base(all[0]) && scalable(t) == scalable(all[0]));
                if !same_base || !compatible_shapes(op, &all) {
                    return Err(op.emit_op_error(
                        "all non-scalar operands/results must have the same shape and base type",
                    ));
                }
            }
            TraitCheck::Custom(f) => f(op)?,
        }
    }
    Ok(())
}

/// The count traits: regions, results, successors, operands.
pub fn verify_counts(op: OpRef<'_>, spec: &OpSpec) -> LogicalResult {
    // Regions.
    let n = op.num_regions();
    let fixed_regions = spec.regions.iter().filter(|r| !r.variadic).count();
    let variadic_regions = spec.regions.iter().any(|r| r.variadic);
    if !variadic_regions && n != fixed_regions {
        return Err(op.emit_op_error(match fixed_regions {
            0 => "requires zero regions".to_string(),
            1 => "requires one region".to_string(),
            k => format!("expected {k} regions"),
        }));
    }
    if variadic_regions && n < fixed_regions {
        return Err(op.emit_op_error(format!("expected {fixed_regions} or more regions")));
    }

    // Results.
    let n = op.num_results();
    let (fixed, variable) = count_bounds(spec.results);
    if !variable && n != fixed {
        return Err(op.emit_op_error(match fixed {
            0 => "requires zero results".to_string(),
            1 => "requires one result".to_string(),
            k => format!("expected {k} results"),
        }));
    }
    if variable && n < fixed {
        return Err(op.emit_op_error(format!("expected {fixed} or more results")));
    }

    // Successors.
    let n = op.num_successors();
    let fixed_succ = spec.successors.iter().filter(|s| !s.variadic).count();
    let variadic_succ = spec.successors.iter().any(|s| s.variadic);
    if !variadic_succ && n != fixed_succ {
        return Err(op.emit_op_error(match fixed_succ {
            0 => "requires zero successors".to_string(),
            k => format!("requires {} but found {n}", plural(k, "successor")),
        }));
    }
    if variadic_succ && n < fixed_succ {
        return Err(op.emit_op_error(format!(
            "requires at least {} but found {n}",
            plural(fixed_succ, "successor")
        )));
    }

    // Operands.
    let n = op.num_operands();
    let (fixed, variable) = count_bounds(spec.operands);
    if !variable && n != fixed {
        return Err(op.emit_op_error(match fixed {
            0 => "requires zero operands".to_string(),
            1 => "requires a single operand".to_string(),
            k => format!("expected {k} operands, but found {n}"),
        }));
    }
    if variable && fixed > 0 && n < fixed {
        return Err(op.emit_op_error(format!("expected {fixed} or more operands, but found {n}")));
    }
    Ok(())
}

/// The attribute checks in MLIR's order: the missing required attribute
/// first in name order (ODS checks presence over the sorted attributes),
/// then each constraint in declaration order.
fn verify_attributes(op: OpRef<'_>, spec: &OpSpec) -> LogicalResult {
    // One lookup per declared attribute (this runs for every op at every
    // verification). MLIR reports the missing attribute first in name
    // order, then the first constraint failure in declaration order.
    let mut missing: Option<&str> = None;
    let mut failed: Option<&AttrSpec> = None;
    for a in spec.attributes {
        match op.attr(a.name) {
            None if !a.optional => missing = Some(missing.map_or(a.name, |m| m.min(a.name))),
            Some(v) if failed.is_none() && !a.constraint.check(op.ctx, v) => failed = Some(a),
            _ => {}
        }
    }
    if let Some(name) = missing {
        return Err(op.emit_op_error(format!("requires attribute '{name}'")));
    }
    if let Some(a) = failed {
        return Err(op.emit_op_error(format!(
            "attribute '{}' failed to satisfy constraint: {}",
            a.name,
            a.constraint.summary()
        )));
    }
    Ok(())
}

fn segment_attr(spec: &OpSpec, operands: bool) -> Option<&'static str> {
    if operands && spec.has_trait(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS) {
        Some("operandSegmentSizes")
    } else if !operands && spec.has_trait(OpTraits::ATTR_SIZED_RESULT_SEGMENTS) {
        Some("resultSegmentSizes")
    } else {
        None
    }
}

fn verify_values(op: OpRef<'_>, spec: &OpSpec, operands: bool) -> LogicalResult {
    let (groups, total, what) = if operands {
        (spec.operands, op.num_operands(), "operand")
    } else {
        (spec.results, op.num_results(), "result")
    };
    let seg = segment_attr(spec, operands);
    if seg.is_none() && groups.iter().all(|g| g.arity == Arity::Single) {
        // One value per group (most ops): the values are the groups, in
        // order, with no sizes to work out. A count that differs is the
        // count verifier's to report.
        if total != groups.len() {
            return Ok(());
        }
        let check = |index: usize, g: &ValueSpec, t: Type| {
            if g.constraint.check(op.ctx, t) {
                Ok(())
            } else {
                Err(value_error(op, what, index, g, t))
            }
        };
        if operands {
            for (index, (g, t)) in groups.iter().zip(op.operand_types()).enumerate() {
                check(index, g, t)?;
            }
        } else {
            for (index, (g, t)) in groups.iter().zip(op.result_types()).enumerate() {
                check(index, g, t)?;
            }
        }
        return Ok(());
    }
    if let Some(name) = seg {
        if let Some(AttrKind::DenseArray { bytes, .. }) = op.attr(name).map(|a| op.ctx.attr_kind(a)) {
            if bytes.chunks_exact(4).any(|c| c[3] & 0x80 != 0) {
                return Err(op.emit_op_error(format!("'{name}' attribute cannot have negative elements")));
            }
        }
    }
    let Some(sizes) = group_sizes(op, groups, total, seg) else {
        if let Some(name) = seg {
            // An absent segment attribute, or one that is not an `i32`
            // array of one size per group, sizes every group at zero.
            return Err(op.emit_op_error(format!(
                "{what} count ({total}) does not match with the total size (0) specified in attribute '{name}'"
            )));
        }
        return Ok(());
    };
    let sum: usize = sizes.iter().sum();
    if sum != total {
        let name = seg.unwrap_or("operandSegmentSizes");
        return Err(op.emit_op_error(format!(
            "{what} count ({total}) does not match with the total size ({sum}) specified in attribute '{name}'"
        )));
    }
    let mut index = 0;
    for (g, &size) in groups.iter().zip(&sizes) {
        if g.arity == Arity::Optional && size > 1 {
            return Err(op.emit_op_error(format!(
                "{what} group starting at #{index} requires 0 or 1 element, but found {size}"
            )));
        }
        for _ in 0..size {
            let t = if operands {
                op.operand_type(index)
            } else {
                op.result_type(index)
            };
            if !g.constraint.check(op.ctx, t) {
                return Err(value_error(op, what, index, g, t));
            }
            index += 1;
        }
    }
    Ok(())
}

/// Emits that value #`index` (an operand or result, `what`) of group `g`
/// has type `t`, which its constraint rejects.
fn value_error(op: OpRef<'_>, what: &str, index: usize, g: &ValueSpec, t: Type) -> strata_ir::Failed {
    // `Variadic<T>`'s summary is "variadic of <T's summary>";
    // `Optional<T>` keeps T's.
    let variadic = if g.arity == Arity::Variadic {
        "variadic of "
    } else {
        ""
    };
    op.emit_op_error(format!(
        "{what} #{index} must be {variadic}{}, but got '{}'",
        g.constraint.summary(),
        op.ctx.type_to_string(t)
    ))
}

fn verify_regions(op: OpRef<'_>, spec: &OpSpec) -> LogicalResult {
    // No region constraints (most ops): the count verifier has already
    // required zero regions.
    if spec.regions.is_empty() {
        return Ok(());
    }
    let (body, regions) = op.regions();
    // A variadic group (the last) constrains each of its regions.
    let region_specs = spec.regions.iter().chain(
        std::iter::repeat(spec.regions.last())
            .flatten()
            .filter(|r| r.variadic),
    );
    for (i, (&r, rs)) in regions.iter().zip(region_specs).enumerate() {
        let blocks = body.region_blocks(r).count();
        let ok = match rs.constraint {
            RegionConstraint::Any => true,
            RegionConstraint::Sized(n) => blocks == n as usize,
            RegionConstraint::MaxSized(n) => blocks <= n as usize,
            RegionConstraint::MinSized(n) => blocks >= n as usize,
        };
        if !ok {
            // An unnamed region is identified by its index alone.
            let name = if rs.name.is_empty() {
                String::new()
            } else {
                format!(" ('{}')", rs.name)
            };
            return Err(op.emit_op_error(format!(
                "region #{i}{name} failed to verify constraint: {}",
                rs.constraint.summary()
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraints::{attrs, types};
    use crate::spec::{spec_of, AttrSpec, RegionSpec, SuccessorSpec};
    use std::sync::{Arc, Mutex};
    use strata_ir::{Body, Context, DialectDef, OperationState};

    static ADD: OpSpec = OpSpec {
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[
            ValueSpec::single("lhs", types::SIGNLESS_INTEGER_LIKE),
            ValueSpec::single("rhs", types::SIGNLESS_INTEGER_LIKE),
        ],
        results: &[ValueSpec::single("result", types::SIGNLESS_INTEGER_LIKE)],
        ..OpSpec::new("od.add")
    };
    static CONST: OpSpec = OpSpec {
        attributes: &[AttrSpec::required("value", attrs::TYPED_ATTR)],
        results: &[ValueSpec::single("result", types::ANY_TYPE)],
        ..OpSpec::new("od.const")
    };
    static CALL: OpSpec = OpSpec {
        operands: &[ValueSpec::variadic("args", types::ANY_TYPE)],
        results: &[ValueSpec::variadic("res", types::ANY_TYPE)],
        attributes: &[AttrSpec::required("callee", attrs::FLAT_SYMBOL_REF_ATTR)],
        ..OpSpec::new("od.call")
    };
    static TWO: OpSpec = OpSpec {
        attributes: &[
            AttrSpec::optional("kind", attrs::I64_ATTR),
            AttrSpec::required("zeta", attrs::STR_ATTR),
            AttrSpec::required("alpha", attrs::STR_ATTR),
        ],
        ..OpSpec::new("od.two")
    };
    static BR: OpSpec = OpSpec {
        successors: &[SuccessorSpec {
            name: "dest",
            variadic: false,
        }],
        ..OpSpec::new("od.br")
    };
    static WRAP: OpSpec = OpSpec {
        regions: &[RegionSpec {
            name: "body",
            variadic: false,
            constraint: RegionConstraint::Sized(1),
        }],
        ..OpSpec::new("od.wrap")
    };

    fn setup() -> (Context, Arc<Mutex<Vec<String>>>) {
        let mut ctx = Context::new();
        let mut d = DialectDef::new("od");
        for s in [&ADD, &CONST, &CALL, &BR, &WRAP, &TWO] {
            d.ops.push(s.to_def());
        }
        ctx.register_dialect(d);
        let seen = Arc::new(Mutex::new(Vec::new()));
        let s2 = seen.clone();
        ctx.push_diagnostic_handler(Box::new(move |_, d| s2.lock().unwrap().push(d.message.clone())));
        (ctx, seen)
    }

    fn check(ctx: &Context, body: &Body, op: strata_ir::OpId) -> LogicalResult {
        verify_spec(
            OpRef::new(ctx, body, op),
            spec_of(OpRef::new(ctx, body, op)).unwrap(),
        )
    }

    #[test]
    fn operand_constraints_and_counts() {
        let (ctx, seen) = setup();
        let (mut body, block) = Body::with_top_block();
        let mut st = OperationState::new(ctx.op_name("u.def"), ctx.unknown_loc());
        st.result_types = vec![ctx.i32(), ctx.f32()];
        let def = body.create_op(st);
        body.append_op(block, def);
        let (i, f) = (body.result(def, 0), body.result(def, 1));

        let mk = |body: &mut Body, operands: Vec<_>, results: Vec<_>| {
            let mut st = OperationState::new(ctx.op_name("od.add"), ctx.unknown_loc());
            st.operands = operands;
            st.result_types = results;
            let op = body.create_op(st);
            body.append_op(block, op);
            op
        };
        let good = mk(&mut body, vec![i, i], vec![ctx.i32()]);
        assert!(check(&ctx, &body, good).is_ok());
        let few = mk(&mut body, vec![], vec![ctx.i32()]);
        assert!(check(&ctx, &body, few).is_err());
        let float = mk(&mut body, vec![f, f], vec![ctx.f32()]);
        assert!(check(&ctx, &body, float).is_err());
        let mixed = mk(&mut body, vec![i, i], vec![ctx.i64()]);
        assert!(
            check(&ctx, &body, mixed).is_ok(),
            "type relations are the core verifier's"
        );
        let two = mk(&mut body, vec![i, i], vec![ctx.i32(), ctx.i32()]);
        assert!(check(&ctx, &body, two).is_err());
        let msgs = seen.lock().unwrap().clone();
        assert_eq!(
            msgs,
            [
                "'od.add' op expected 2 operands, but found 0",
                &format!(
                    "'od.add' op operand #0 must be signless-integer-like, but got '{}'",
                    ctx.type_to_string(ctx.f32())
                ),
                "'od.add' op requires one result",
            ]
        );
    }

    #[test]
    fn missing_attributes_come_first_in_name_order() {
        let (ctx, seen) = setup();
        let (mut body, block) = Body::with_top_block();
        let op = body.create_op(OperationState::new(ctx.op_name("od.two"), ctx.unknown_loc()));
        body.append_op(block, op);
        body.set_op_attr(&ctx, op, "kind", Some(ctx.unit_attr()));
        assert!(check(&ctx, &body, op).is_err());
        body.set_op_attr(&ctx, op, "alpha", Some(ctx.string_attr("a")));
        assert!(check(&ctx, &body, op).is_err());
        body.set_op_attr(&ctx, op, "zeta", Some(ctx.string_attr("z")));
        assert!(check(&ctx, &body, op).is_err());
        let msgs = seen.lock().unwrap().clone();
        assert_eq!(
            msgs,
            [
                "'od.two' op requires attribute 'alpha'",
                "'od.two' op requires attribute 'zeta'",
                "'od.two' op attribute 'kind' failed to satisfy constraint: 64-bit signless integer attribute",
            ]
        );
    }

    #[test]
    fn attributes_successors_regions() {
        let (ctx, seen) = setup();
        let (mut body, block) = Body::with_top_block();
        let mut st = OperationState::new(ctx.op_name("od.const"), ctx.unknown_loc());
        st.result_types = vec![ctx.i32()];
        let c = body.create_op(st);
        body.append_op(block, c);
        assert!(check(&ctx, &body, c).is_err());
        body.set_op_attr(&ctx, c, "value", Some(ctx.unit_attr()));
        assert!(check(&ctx, &body, c).is_err());
        body.set_op_attr(&ctx, c, "value", Some(ctx.integer_attr(ctx.i32(), 1)));
        assert!(check(&ctx, &body, c).is_ok());
        assert!(
            body.op_properties(c).is_some(),
            "inherent attributes are properties"
        );

        let st = OperationState::new(ctx.op_name("od.br"), ctx.unknown_loc());
        let br = body.create_op(st);
        body.append_op(block, br);
        assert!(check(&ctx, &body, br).is_err());

        let r = body.create_region();
        let mut st = OperationState::new(ctx.op_name("od.wrap"), ctx.unknown_loc());
        st.regions = vec![r];
        let w = body.create_op(st);
        body.append_op(block, w);
        assert!(check(&ctx, &body, w).is_err());

        let mut st = OperationState::new(ctx.op_name("od.call"), ctx.unknown_loc());
        st.result_types = vec![ctx.i32(), ctx.i64()];
        let call = body.create_op(st);
        body.append_op(block, call);
        body.set_op_attr(&ctx, call, "callee", Some(ctx.flat_symbol_ref_attr("f")));
        assert!(check(&ctx, &body, call).is_ok());

        let msgs = seen.lock().unwrap().clone();
        assert_eq!(
            msgs,
            [
                "'od.const' op requires attribute 'value'",
                "'od.const' op attribute 'value' failed to satisfy constraint: TypedAttr instance",
                "'od.br' op requires 1 successor but found 0",
                "'od.wrap' op region #0 ('body') failed to verify constraint: region with 1 blocks",
            ]
        );
    }
}
