//! What PDLL knows of an op named in `op<dialect.name>`: its operand and
//! result groups, from the op's definition in the context (an `op!`
//! definition of a registered dialect, or a dialect loaded from IRDL).

use strata_dialect_irdl::Variadicity;
use strata_ir::Context;
use strata_ods::{Arity, SpecRef};

/// One operand or result group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// Its name (empty when the definition gives none).
    pub name: String,
    /// Whether it holds any number of values.
    pub variadic: bool,
}

/// An op's definition as PDLL sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpInfo {
    /// The operand groups.
    pub operands: Vec<Group>,
    /// The result groups.
    pub results: Vec<Group>,
    /// Whether a created op's result types are inferred
    /// (`InferTypeOpInterface`).
    pub infers_results: bool,
}

impl OpInfo {
    /// The index of the result group `name`.
    pub fn result_index(&self, name: &str) -> Option<usize> {
        self.results
            .iter()
            .position(|g| !g.name.is_empty() && g.name == name)
    }
}

/// The definition of op `name` in `ctx`, if it has one PDLL can read.
pub fn lookup(ctx: &Context, name: &str) -> Option<OpInfo> {
    if let Some(def) = ctx.op_def(ctx.op_name(name)) {
        if let Some(SpecRef(spec)) = def.interfaces.get::<SpecRef>() {
            let groups = |v: &[strata_ods::ValueSpec]| {
                v.iter()
                    .map(|g| Group {
                        name: g.name.to_string(),
                        variadic: g.arity == Arity::Variadic,
                    })
                    .collect()
            };
            return Some(OpInfo {
                operands: groups(spec.operands),
                results: groups(spec.results),
                infers_results: spec.results.is_empty() || strata_ods::typed::infers_result_types(spec),
            });
        }
    }
    let (operands, results) = strata_dialect_irdl::load::op_value_groups(ctx, name)?;
    let groups = |v: Vec<Variadicity>| {
        v.into_iter()
            .map(|var| Group {
                name: String::new(),
                variadic: var == Variadicity::Variadic,
            })
            .collect()
    };
    Some(OpInfo {
        operands: groups(operands),
        infers_results: results.is_empty(),
        results: groups(results),
    })
}
