//! `canonicalize`: applies every registered canonicalization pattern and
//! folder greedily (MLIR's `Canonicalizer`).
//!
//! On an op with isolated children (`--canonicalize` on a module), the
//! children's bodies are canonicalized first, in parallel, then the op's
//! own body. That gives mlir-opt's result, where one driver walks the
//! whole tree: constants are uniqued per isolated region, folders and
//! patterns read and change only the IR under their op's isolated
//! ancestor, and every body is iterated until it converges (or the
//! iteration limit), so each body goes through the same sequence of
//! changes as in MLIR's interleaved worklist. With `max-num-rewrites`,
//! which MLIR counts over the whole tree per iteration, the bodies are
//! processed sequentially in MLIR's order with one count.

use std::sync::OnceLock;

use strata_ir::{Context, Failed, IsolatedOpMut, LogicalResult};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested_owned, canonicalization_patterns, FrozenPatternSet, GreedyConfig,
    RegionSimplifyLevel, RewritePattern, Strictness, NO_LIMIT,
};

/// The `canonicalize` pass: applies the registered canonicalization
/// patterns and folders greedily, with the traversal order, region
/// simplification and iteration limits its options set.
pub struct Canonicalize {
    top_down: bool,
    region_simplify: RegionSimplifyLevel,
    max_iterations: i64,
    max_rewrites: i64,
    test_convergence: bool,
    disabled: Vec<String>,
    enabled: Vec<String>,
    patterns: OnceLock<FrozenPatternSet>,
}

impl Default for Canonicalize {
    fn default() -> Self {
        Canonicalize {
            top_down: true,
            region_simplify: RegionSimplifyLevel::Normal,
            max_iterations: 10,
            max_rewrites: NO_LIMIT,
            test_convergence: false,
            disabled: Vec::new(),
            enabled: Vec::new(),
            patterns: OnceLock::new(),
        }
    }
}

/// A `long` option's value as LLVM's command-line library reads it: an
/// optional sign, then decimal, or hexadecimal (`0x`), binary (`0b`) or
/// octal (`0o`, or a leading `0`).
fn parse_long(name: &str, value: &str) -> Result<i64, String> {
    let invalid = || format!("for the --{name} option: '{value}' value invalid for long argument!");
    let (neg, digits) = match value.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, value),
    };
    let lower = digits.to_ascii_lowercase();
    let (radix, body) = if let Some(b) = lower.strip_prefix("0x") {
        (16, b)
    } else if let Some(b) = lower.strip_prefix("0b") {
        (2, b)
    } else if let Some(b) = lower.strip_prefix("0o") {
        (8, b)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (8, &lower[1..])
    } else {
        (10, lower.as_str())
    };
    if body.is_empty() || !body.chars().all(|c| c.is_digit(radix)) {
        return Err(invalid());
    }
    let magnitude = i128::from_str_radix(body, radix).map_err(|_| invalid())?;
    let v = if neg { -magnitude } else { magnitude };
    i64::try_from(v).map_err(|_| invalid())
}

/// A list option's elements (MLIR's splitting: an empty element stands
/// for the patterns without a debug name).
fn parse_list(value: &str) -> Vec<String> {
    strata_pass::split_option_list(value)
        .into_iter()
        .map(str::to_string)
        .collect()
}

impl Canonicalize {
    fn config(&self) -> GreedyConfig {
        GreedyConfig {
            top_down: self.top_down,
            max_iterations: self.max_iterations,
            max_rewrites: self.max_rewrites,
            fold: true,
            cse_constants: true,
            strictness: Strictness::AnyOp,
            region_simplify: self.region_simplify,
        }
    }

    /// Every dialect's and op's canonicalization patterns, filtered by
    /// the `disable-patterns` / `enable-patterns` labels (debug names).
    fn patterns(&self, ctx: &Context) -> &FrozenPatternSet {
        self.patterns.get_or_init(|| {
            let all = canonicalization_patterns(ctx);
            let keep = |p: &dyn RewritePattern| {
                let name = p.debug_name();
                !self.disabled.iter().any(|d| d == name)
                    && (self.enabled.is_empty() || self.enabled.iter().any(|e| e == name))
            };
            FrozenPatternSet::new(ctx, all.into_iter().filter(|p| keep(p.as_ref())).collect())
        })
    }
}

impl Pass for Canonicalize {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::within_dialects()
    }

    fn argument(&self) -> &'static str {
        "canonicalize"
    }

    fn description(&self) -> &'static str {
        "Canonicalize operations"
    }

    fn name(&self) -> &'static str {
        "Canonicalizer"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "top-down" => self.top_down = strata_pass::parse_bool_option(name, value)?,
            "test-convergence" => self.test_convergence = strata_pass::parse_bool_option(name, value)?,
            "max-iterations" => self.max_iterations = parse_long(name, value)?,
            "max-num-rewrites" => self.max_rewrites = parse_long(name, value)?,
            "region-simplify" => {
                self.region_simplify = match value {
                    "disabled" => RegionSimplifyLevel::Disabled,
                    "normal" => RegionSimplifyLevel::Normal,
                    "aggressive" => RegionSimplifyLevel::Aggressive,
                    _ => {
                        return Err(format!(
                            "for the --region-simplify option: Cannot find option named '{value}'!"
                        ))
                    }
                }
            }
            "disable-patterns" => self.disabled = parse_list(value),
            "enable-patterns" => self.enabled = parse_list(value),
            _ => return Err(format!("no such option {name}")),
        }
        self.patterns = OnceLock::new();
        Ok(())
    }

    fn options_text(&self) -> String {
        // Elements with spaces are braced, as MLIR prints them.
        let list = |name: &str, v: &[String]| {
            if v.is_empty() {
                return String::new();
            }
            let items: Vec<String> = v
                .iter()
                .map(|e| {
                    if e.contains(' ') {
                        format!("{{{e}}}")
                    } else {
                        e.clone()
                    }
                })
                .collect();
            format!("{name}={{{}}}", items.join(","))
        };
        let level = match self.region_simplify {
            RegionSimplifyLevel::Disabled => "disabled",
            RegionSimplifyLevel::Normal => "normal",
            RegionSimplifyLevel::Aggressive => "aggressive",
        };
        format!(
            "{} {} max-iterations={} max-num-rewrites={} region-simplify={level} test-convergence={} top-down={}",
            list("disable-patterns", &self.disabled),
            list("enable-patterns", &self.enabled),
            self.max_iterations,
            self.max_rewrites,
            self.test_convergence,
            self.top_down
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns = self.patterns(ctx);
        // Threading: `--mlir-disable-threading` runs passes on a pool of
        // one thread, which makes this sequential too.
        let owner = Some(op.name());
        let result =
            apply_patterns_greedily_nested_owned(ctx, owner, op.body(), patterns, self.config(), true);
        // Canonicalization is best effort: not converging only fails the
        // pass when asked to test convergence (silently, as mlir-opt).
        if self.test_convergence && !result.converged {
            return Err(Failed);
        }
        Ok(())
    }
}
