//! The static checker of pre- and post-conditions
//! (`transform-check-conditions`): follows the set of op kinds the payload
//! may contain through a transform script, or through a pass pipeline seen
//! as a script of `apply_registered_pass`, and reports, before anything
//! runs, each transform whose required ops cannot be present (with the
//! transform that removed them) and the final set against a target (with
//! the transform that introduced each op left over, and passes that would
//! remove it).

use std::collections::BTreeMap;

use strata_ir::{Body, Context, Diagnostic, IsolatedOpMut, Location, LogicalResult, OpRef};
use strata_pass::conditions::{any_matches, implements, matches, payload_kinds, Conditions, OpKinds};
use strata_pass::{Pass, PassRegistry};

/// One step of a script or pipeline: what runs and what it declares.
#[derive(Clone, Debug)]
pub struct Step {
    /// The pass or transform, as reports name it.
    pub name: String,
    /// Where it is written (the transform op; the root for a pipeline).
    pub loc: Location,
    /// Its conditions.
    pub conditions: Conditions,
}

/// The conditions a registered pass declares.
pub fn pass_conditions(registry: &PassRegistry, name: &str) -> Option<Conditions> {
    registry.lookup(name).map(|ctor| ctor().conditions())
}

/// What the checker found.
#[derive(Debug, Default)]
pub struct Report {
    /// Steps whose requirements cannot hold: the step, and what removed
    /// the kinds it needs.
    pub unmet: Vec<(usize, Vec<(String, String)>)>,
    /// The final kinds.
    pub final_kinds: OpKinds,
    /// The kinds left outside the target, with the step that introduced
    /// each ("input" for the payload's own).
    pub leftover: Vec<(String, String)>,
}

/// Follows `initial` through `steps`; `target`, if any, is the set of
/// patterns the final kinds must match (`builtin.*` always does).
pub fn check(ctx: &Context, initial: &OpKinds, steps: &[Step], target: Option<&[String]>) -> Report {
    let iface = |n: &str, i: &str| implements(ctx, n, i);
    let mut kinds = initial.clone();
    let mut origin: BTreeMap<String, String> =
        initial.iter().map(|k| (k.clone(), "input".to_string())).collect();
    let mut removed_by: BTreeMap<String, String> = BTreeMap::new();
    let mut report = Report::default();
    for (i, step) in steps.iter().enumerate() {
        let c = &step.conditions;
        if !c.requires.is_empty() && !any_matches(c.requires, &kinds, &iface) {
            let causes = removed_by
                .iter()
                .filter(|(k, _)| c.requires.iter().any(|p| matches(p, k, &iface)))
                .map(|(k, by)| (k.clone(), by.clone()))
                .collect();
            report.unmet.push((i, causes));
        }
        let (after, introduced) = c.apply(&kinds, &iface);
        for k in kinds.difference(&after) {
            removed_by.insert(k.clone(), step.name.clone());
        }
        for k in introduced {
            if !kinds.contains(&k) {
                origin.insert(k.clone(), step.name.clone());
                removed_by.remove(&k);
            }
        }
        kinds = after;
    }
    if let Some(target) = target {
        for k in &kinds {
            let allowed = k.starts_with("builtin.") || target.iter().any(|p| matches(p, k, &iface));
            if !allowed {
                report.leftover.push((
                    k.clone(),
                    origin.get(k).cloned().unwrap_or_else(|| "input".into()),
                ));
            }
        }
    }
    report.final_kinds = kinds;
    report
}

/// The shortest list (up to three) of registered passes with declared
/// conditions that takes `kinds` within `target`: what a pipeline that
/// leaves ops over is missing.
pub fn suggest(
    ctx: &Context,
    registry: &PassRegistry,
    kinds: &OpKinds,
    target: &[String],
) -> Option<Vec<String>> {
    let iface = |n: &str, i: &str| implements(ctx, n, i);
    let within = |ks: &OpKinds| {
        ks.iter()
            .all(|k| k.starts_with("builtin.") || target.iter().any(|p| matches(p, k, &iface)))
    };
    let candidates: Vec<(String, Conditions)> = registry
        .list()
        .filter_map(|(name, _)| {
            let c = pass_conditions(registry, name)?;
            (c.is_declared() && !c.removes.is_empty()).then(|| (name.to_string(), c))
        })
        .collect();
    let mut frontier: Vec<(Vec<String>, OpKinds)> = vec![(Vec::new(), kinds.clone())];
    for _ in 0..3 {
        let mut next = Vec::new();
        for (path, ks) in &frontier {
            for (name, c) in &candidates {
                if !any_matches(c.removes, ks, &iface) {
                    continue;
                }
                let (after, _) = c.apply(ks, &iface);
                let mut p = path.clone();
                p.push(name.clone());
                if within(&after) {
                    return Some(p);
                }
                next.push((p, after));
            }
        }
        frontier = next;
    }
    None
}

fn list(kinds: impl IntoIterator<Item = String>) -> String {
    format!("{{{}}}", kinds.into_iter().collect::<Vec<_>>().join(", "))
}

/// Emits the report's diagnostics; fails if something is unmet or left
/// over.
pub fn emit_report(
    ctx: &Context,
    steps: &[Step],
    report: &Report,
    target: Option<&[String]>,
    root_loc: Location,
    registry: Option<&PassRegistry>,
) -> LogicalResult {
    let mut failed = false;
    for (i, causes) in &report.unmet {
        let step = &steps[*i];
        let mut d = Diagnostic::error(
            step.loc,
            format!(
                "'{}' requires one of {}, but none can be present at this point",
                step.name,
                list(step.conditions.requires.iter().map(|s| s.to_string()))
            ),
        );
        for (k, by) in causes {
            d.attach_note(step.loc, format!("'{k}' was removed by '{by}'"));
        }
        ctx.emit(d);
        failed = true;
    }
    let final_set = list(
        report
            .final_kinds
            .iter()
            .filter(|k| !k.starts_with("builtin."))
            .cloned(),
    );
    match target {
        Some(target) if !report.leftover.is_empty() => {
            let mut d = Diagnostic::error(
                root_loc,
                format!(
                    "the final op set {final_set} is not within the target {}",
                    list(target.iter().cloned())
                ),
            );
            for (k, by) in &report.leftover {
                let msg = if by == "input" {
                    format!("'{k}' is in the input and nothing removes it")
                } else {
                    format!("'{k}' is introduced by '{by}' and nothing after it removes it")
                };
                d.attach_note(root_loc, msg);
            }
            let left: OpKinds = report.final_kinds.clone();
            if let Some(s) = registry.and_then(|r| suggest(ctx, r, &left, target)) {
                d.attach_note(root_loc, format!("missing: {}", s.join(", ")));
            }
            ctx.emit(d);
            failed = true;
        }
        Some(target) => {
            ctx.emit(Diagnostic::remark(
                root_loc,
                format!(
                    "the final op set {final_set} is within the target {}",
                    list(target.iter().cloned())
                ),
            ));
        }
        None => ctx.emit(Diagnostic::remark(
            root_loc,
            format!("the final op set is {final_set}"),
        )),
    }
    if failed {
        Err(strata_ir::Failed)
    } else {
        Ok(())
    }
}

/// The steps of a named sequence's body, in order: transform ops with
/// declared conditions, the passes of `apply_registered_pass`, and the
/// steps of included sequences and nested regions.
pub fn script_steps(
    ctx: &Context,
    library: &crate::Library,
    key: &str,
    registry: Option<&PassRegistry>,
    depth: usize,
    out: &mut Vec<Step>,
) {
    let Some(seq) = library.get(key) else {
        return;
    };
    if depth > 64 {
        return;
    }
    let body = &seq.body;
    for &r in body.root_regions() {
        region_steps(ctx, library, &seq.scope, body, r, registry, depth, out);
    }
}

#[allow(clippy::too_many_arguments)]
fn region_steps(
    ctx: &Context,
    library: &crate::Library,
    scope: &[String],
    body: &Body,
    region: strata_ir::RegionId,
    registry: Option<&PassRegistry>,
    depth: usize,
    out: &mut Vec<Step>,
) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            let opref = OpRef::new(ctx, body, op);
            match opref.name_str() {
                "transform.apply_registered_pass" => {
                    let name = opref
                        .attr("pass_name")
                        .and_then(|a| ctx.string_attr_value(a))
                        .unwrap_or("");
                    let conditions = registry
                        .and_then(|r| pass_conditions(r, name))
                        .unwrap_or_default();
                    out.push(Step {
                        name: name.to_string(),
                        loc: opref.loc(),
                        conditions,
                    });
                }
                "transform.include" => {
                    if let Some(k) = opref.attr("target").and_then(|a| library.resolve(ctx, scope, a)) {
                        script_steps(ctx, library, &k, registry, depth + 1, out);
                    }
                }
                _ => {
                    if let Some(c) = opref.def().and_then(|d| d.interfaces.get::<Conditions>()) {
                        out.push(Step {
                            name: opref.name_str().to_string(),
                            loc: opref.loc(),
                            conditions: *c,
                        });
                    }
                    let (rb, regions) = body.op_regions(op);
                    // Alternatives: the first region stands for the others.
                    let regions: Vec<_> = if opref.name_str() == "transform.alternatives" {
                        regions.iter().take(1).copied().collect()
                    } else {
                        regions.to_vec()
                    };
                    for r in regions {
                        region_steps(ctx, library, scope, rb, r, registry, depth, out);
                    }
                }
            }
        }
    }
}

/// `transform-check-conditions`: the static checker as a pass on the
/// payload's root.
#[derive(Clone, Debug)]
pub struct CheckConditionsPass {
    entry_point: String,
    pipeline: Vec<String>,
    target: Option<Vec<String>>,
}

impl Default for CheckConditionsPass {
    fn default() -> Self {
        CheckConditionsPass {
            entry_point: "__transform_main".into(),
            pipeline: Vec::new(),
            target: None,
        }
    }
}

/// Creates the pass.
pub fn create_check_conditions_pass() -> Box<dyn Pass> {
    Box::new(CheckConditionsPass::default())
}

impl Pass for CheckConditionsPass {
    fn argument(&self) -> &'static str {
        "transform-check-conditions"
    }

    fn description(&self) -> &'static str {
        "Statically check the pre- and post-conditions of a transform script or pass pipeline"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let items = || -> Vec<String> {
            value
                .split(['|', ','])
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect()
        };
        match name {
            "entry-point" => self.entry_point = value.to_string(),
            "pipeline" => self.pipeline = items(),
            "target" => self.target = Some(items()),
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let registry = strata_pass::global_registry();
        op.with_standalone(|body, root| {
            let mut initial = OpKinds::new();
            payload_kinds(ctx, body, root, &mut initial);
            let root_loc = body.op_loc(root);
            let steps: Vec<Step> = if self.pipeline.is_empty() {
                let Some((_, library)) = crate::pass::collect_library(ctx, body, root, &self.entry_point)
                else {
                    return Err(ctx.emit_error(
                        root_loc,
                        format!(
                            "could not find a nested named sequence with name: {}",
                            self.entry_point
                        ),
                    ));
                };
                let mut steps = Vec::new();
                script_steps(ctx, &library, &self.entry_point, registry, 0, &mut steps);
                steps
            } else {
                let mut steps = Vec::new();
                for name in &self.pipeline {
                    let Some(c) = registry.and_then(|r| pass_conditions(r, name)) else {
                        return Err(ctx.emit_error(root_loc, format!("unknown pass '{name}'")));
                    };
                    steps.push(Step {
                        name: name.clone(),
                        loc: root_loc,
                        conditions: c,
                    });
                }
                steps
            };
            let report = check(ctx, &initial, &steps, self.target.as_deref());
            emit_report(ctx, &steps, &report, self.target.as_deref(), root_loc, registry)
        })
    }
}
