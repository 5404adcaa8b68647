//! Strata's pass manager.
//!
//! A [`Pass`] runs on one isolated-from-above op (MLIR requires pass
//! targets to be isolated, which is exactly Strata's unit of storage: the
//! pass gets the op's record and its own [`Body`](strata_ir::Body)
//! mutably). An [`OpPassManager`] holds passes and nested pass managers
//! anchored on an op name; a nested manager runs on every matching isolated
//! op directly inside its parent's op, in parallel on the rayon pool, with
//! diagnostics emitted in op order so that output never depends on the
//! thread count.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod analysis;
pub mod conditions;
pub mod instrumentation;
mod manager;
mod pipeline;
pub mod timing;

pub use analysis::{Analysis, AnalysisManager, PreservedAnalyses};
pub use instrumentation::{
    capture_output, take_captured_output, write_output, FailedPass, PassInstrumentation,
};
pub use manager::{OpPassManager, PassEntry, RunOptions};
pub use pipeline::{
    option_error, parse_pipeline, program_name, split_option_list, split_option_value_error,
    split_pass_options, PipelineError,
};

use strata_ir::{Context, IsolatedOpMut, LogicalResult};

/// A transformation or analysis run on one isolated op.
pub trait Pass: Send + Sync {
    /// The command-line name (`strip-debuginfo`).
    fn argument(&self) -> &'static str;

    /// One line of description for `--help`.
    fn description(&self) -> &'static str;

    /// The name in timing reports (MLIR's pass class name,
    /// `StripDebugInfo`).
    fn name(&self) -> &'static str {
        self.argument()
    }

    /// The op this pass is anchored on (`func.func`), or `None` for any op.
    fn anchor(&self) -> Option<&'static str> {
        None
    }

    /// Sets option `name` from its textual `value` (`{name=value}`).
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let _ = value;
        Err(format!("no such option {name}"))
    }

    /// The options as printed by `--dump-pass-pipeline` (`json=false`),
    /// without braces; empty for none.
    fn options_text(&self) -> String {
        String::new()
    }

    /// The pass's pre- and post-conditions: the ops it needs, removes and
    /// introduces. The default declares nothing: the pass rewrites within
    /// the kinds of ops already present.
    fn conditions(&self) -> conditions::Conditions {
        conditions::Conditions::default()
    }

    /// Runs the pass on `op`. Failures are reported through the context.
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult;

    /// Runs the pass with the op's cached analyses, which is what the pass
    /// manager calls. A pass that uses analyses overrides this (and makes
    /// [`Pass::run`] call it with a fresh manager), and marks in `am` the
    /// analyses it preserved; all others are dropped after it. The default
    /// runs [`Pass::run`] and preserves nothing.
    fn run_with_analyses(
        &self,
        ctx: &Context,
        op: &mut IsolatedOpMut<'_>,
        am: &mut AnalysisManager,
    ) -> LogicalResult {
        let _ = am;
        self.run(ctx, op)
    }
}

/// Parses a boolean pass option as LLVM's command-line library does.
pub fn parse_bool_option(name: &str, value: &str) -> Result<bool, String> {
    match value {
        "" | "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(format!(
            "for the --{name} option: '{value}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

/// Parses the value of an integer option as LLVM's command-line library
/// does; `kind` names the type in the error (`uint`, `int`, ...).
pub fn parse_int_option<T: std::str::FromStr>(name: &str, value: &str, kind: &str) -> Result<T, String> {
    value
        .parse::<T>()
        .map_err(|_| format!("for the --{name} option: '{value}' value invalid for {kind} argument!"))
}

/// Parses the value of an integer list option (`1,2,3`) as LLVM's
/// command-line library does; `kind` names the element type in the error
/// (`uint`, `long`, `ulong`).
pub fn parse_int_list_option<T: std::str::FromStr>(
    name: &str,
    value: &str,
    kind: &str,
) -> Result<Vec<T>, String> {
    split_option_list(value)
        .into_iter()
        .map(|s| {
            s.parse::<T>()
                .map_err(|_| format!("for the --{name} option: '{s}' value invalid for {kind} argument!"))
        })
        .collect()
}

/// Prints an integer list option's value as `--dump-pass-pipeline` does:
/// `name={1,2}`, or nothing for an empty list.
pub fn int_list_option_text<T: std::fmt::Display>(name: &str, list: &[T]) -> String {
    if list.is_empty() {
        return String::new();
    }
    let items: Vec<String> = list.iter().map(|v| v.to_string()).collect();
    format!("{name}={{{}}}", items.join(","))
}

/// Sets the options of `options` (the text between a pass's braces, or
/// after `--pass=`) on `pass`. As in LLVM's command-line library, only a
/// boolean option may be given without a value.
pub fn set_pass_options(pass: &mut dyn Pass, options: &str) -> Result<(), String> {
    for (name, value) in split_pass_options(options) {
        match value {
            Some(v) => pass.set_option(name, v)?,
            // A boolean option reads "" as true; other kinds reject it.
            None => match pass.set_option(name, "") {
                Err(e) if !e.starts_with("no such option") => {
                    return Err(format!("for the --{name} option: requires a value!"))
                }
                r => r?,
            },
        }
    }
    Ok(())
}

/// The registry of the running tool, for transforms that run passes by
/// name (the transform dialect's `apply_registered_pass`), as MLIR's
/// global pass registry serves them. Set once by the tool's driver.
static GLOBAL_REGISTRY: std::sync::OnceLock<PassRegistry> = std::sync::OnceLock::new();

/// Installs the tool's registry as the one [`global_registry`] returns;
/// the first call wins.
pub fn set_global_registry(registry: &PassRegistry) {
    let _ = GLOBAL_REGISTRY.set(registry.clone());
}

/// The registry installed by [`set_global_registry`], if any.
pub fn global_registry() -> Option<&'static PassRegistry> {
    GLOBAL_REGISTRY.get()
}

/// Creates a pass with default options.
pub type PassConstructor = fn() -> Box<dyn Pass>;

/// The passes a tool knows, by argument.
#[derive(Default, Clone)]
pub struct PassRegistry {
    passes: Vec<(&'static str, &'static str, PassConstructor)>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> PassRegistry {
        PassRegistry::default()
    }

    /// Registers a pass; its argument and description come from an
    /// instance.
    pub fn register(&mut self, ctor: PassConstructor) {
        let p = ctor();
        self.passes.push((p.argument(), p.description(), ctor));
        self.passes.sort_by_key(|(a, _, _)| *a);
    }

    /// The constructor of the pass registered under `argument`, if any.
    pub fn lookup(&self, argument: &str) -> Option<PassConstructor> {
        self.passes
            .iter()
            .find(|(a, _, _)| *a == argument)
            .map(|(_, _, c)| *c)
    }

    /// (argument, description) of every pass, sorted by argument.
    pub fn list(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        self.passes.iter().map(|(a, d, _)| (*a, *d))
    }
}

#[cfg(test)]
mod list_option_tests {
    use super::*;

    #[test]
    fn integer_lists_parse_and_print_as_llvm_does() {
        assert_eq!(
            parse_int_list_option::<u32>("n", "0, 2,1", "uint"),
            Ok(vec![0, 2, 1])
        );
        assert_eq!(parse_int_list_option::<i64>("n", "", "long"), Ok(vec![]));
        assert_eq!(
            parse_int_list_option::<u64>("n", "1,x", "ulong"),
            Err("for the --n option: 'x' value invalid for ulong argument!".to_string())
        );
        assert_eq!(int_list_option_text("n", &[7, 4]), "n={7,4}");
        assert_eq!(int_list_option_text::<i64>("n", &[]), "");
    }
}
