//! Type conversion of the structured control flow ops (MLIR's
//! `populateSCFStructuralTypeConversionsAndLegality`): `scf.for`, `scf.if`
//! and `scf.while` are rebuilt with converted result types around their
//! own regions (whose block arguments are converted), `scf.yield` and
//! `scf.condition` forward converted values. A type may convert to
//! several. The legality that goes with them: loops and branches are legal
//! when their types are, yields when their operands are (only those of the
//! ops converted here).

use std::sync::Arc;

use strata_ir::{OpId, OpRef, OperationState, Type, ValueId};
use strata_rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionTarget, OpAdaptor, TypeConverter, ValueList,
};
use strata_rewrite::PatternRoot;

/// Which structured op a [`StructuralConversion`] rebuilds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    For,
    If,
    While,
}

/// Rebuilds an `scf.for`, `scf.if` or `scf.while` with converted types.
struct StructuralConversion {
    kind: Kind,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for StructuralConversion {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(match self.kind {
            Kind::For => "scf.for",
            Kind::If => "scf.if",
            Kind::While => "scf.while",
        })
    }

    fn debug_name(&self) -> &str {
        match self.kind {
            Kind::For => "ConvertForOpTypes",
            Kind::If => "ConvertIfOpTypes",
            Kind::While => "ConvertWhileOpTypes",
        }
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let ctx = rw.ctx;
        // The converted result types, and how many each result becomes.
        let mut types: Vec<Type> = Vec::new();
        let mut counts = Vec::new();
        for t in rw.body().result_types(op) {
            let Some(ts) = self.converter.convert_type_n(ctx, t) else {
                return false;
            };
            counts.push(ts.len());
            types.extend(ts);
        }
        // Bounds, step and condition stay single values.
        let single = |i: usize| match adaptor.values(i) {
            [v] => Some(*v),
            _ => None,
        };
        let operands: Vec<ValueId> = match self.kind {
            Kind::For => {
                let (Some(lb), Some(ub), Some(step)) = (single(0), single(1), single(2)) else {
                    return false;
                };
                let mut v = vec![lb, ub, step];
                v.extend(adaptor.flat_range(3..adaptor.len()));
                v
            }
            Kind::If => match single(0) {
                Some(c) => vec![c],
                None => return false,
            },
            Kind::While => adaptor.flat_operands(),
        };
        // The regions' block arguments (the loops'; an scf.if has none).
        if self.kind != Kind::If {
            let regions: Vec<_> = rw.body().regions_in_body(op).to_vec();
            for r in regions {
                if rw.convert_region_types(r, &self.converter, None).is_err() {
                    return false;
                }
            }
        }
        let body = rw.body();
        let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
        st.operands = operands;
        st.result_types = types;
        st.properties = body.op_properties(op);
        st.attributes = body.op_attr_dict(op);
        rw.set_insertion_point(op);
        let new = rw.create_taking_regions(st, op);
        let results: Vec<ValueId> = rw.body().results(new).collect();
        let mut lists = Vec::with_capacity(counts.len());
        let mut at = 0;
        for n in counts {
            lists.push(results[at..at + n].iter().copied().collect::<ValueList>());
            at += n;
        }
        rw.replace_op_with_multiple(op, &lists);
        true
    }
}

/// `scf.yield` and `scf.condition` forward the converted values.
struct TerminatorConversion {
    op_name: &'static str,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for TerminatorConversion {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.op_name)
    }

    fn debug_name(&self) -> &str {
        if self.op_name == "scf.yield" {
            "ConvertYieldOpTypes"
        } else {
            "ConvertConditionOpTypes"
        }
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let operands = adaptor.flat_operands();
        rw.modify_op_in_place(op, |body| body.set_operands(op, &operands));
        true
    }
}

/// The structural type conversion patterns of `scf`, through `converter`.
pub fn structural_type_conversion_patterns(
    converter: &Arc<TypeConverter>,
) -> Vec<Box<dyn ConversionPattern>> {
    let mut patterns: Vec<Box<dyn ConversionPattern>> = [Kind::For, Kind::If, Kind::While]
        .into_iter()
        .map(|kind| {
            Box::new(StructuralConversion {
                kind,
                converter: converter.clone(),
            }) as Box<dyn ConversionPattern>
        })
        .collect();
    for op_name in ["scf.yield", "scf.condition"] {
        patterns.push(Box::new(TerminatorConversion {
            op_name,
            converter: converter.clone(),
        }));
    }
    patterns
}

/// The legality of the ops the structural patterns convert.
pub fn structural_type_conversion_legality(converter: &Arc<TypeConverter>, target: &mut ConversionTarget) {
    let results_legal =
        |c: Arc<TypeConverter>| move |op: OpRef<'_>| op.result_types().all(|t| c.is_legal(op.ctx, t));
    target.add_dynamically_legal_op("scf.for", results_legal(converter.clone()));
    target.add_dynamically_legal_op("scf.if", results_legal(converter.clone()));
    let c = converter.clone();
    target.add_dynamically_legal_op("scf.yield", move |op: OpRef<'_>| {
        // Only the yields of the ops converted here change.
        let converted_parent = op
            .parent()
            .is_some_and(|p| matches!(p.name_str(), "scf.for" | "scf.if" | "scf.while"));
        !converted_parent || op.operand_types().all(|t| c.is_legal(op.ctx, t))
    });
    for name in ["scf.while", "scf.condition"] {
        let c = converter.clone();
        target.add_dynamically_legal_op(name, move |op: OpRef<'_>| c.is_legal_op(op));
    }
}
