//! The mlir-translate style driver: the same input handling, splitting,
//! diagnostics and `--verify-diagnostics` as the opt driver, with a
//! translation flag (`--mlir-to-llvmir`) choosing what each chunk becomes.

use std::io::Write;

use clap::{Arg, ArgAction, Command};

use crate::split::DEFAULT_MARKER;
use crate::verify::VerifyMode;
use crate::{Options, SharedWriter, ToolRegistry, Translation};

/// A translation the tool offers: its flag (without dashes), its help
/// text and the function.
#[derive(Clone, Copy, Debug)]
pub struct TranslationFlag {
    /// The flag without dashes (`mlir-to-llvmir`).
    pub flag: &'static str,
    /// The flag's line in `--help`.
    pub help: &'static str,
    /// What the translation does with a chunk.
    pub translate: Translation,
    /// The translation's options.
    pub options: &'static [TranslationOption],
}

/// A boolean option of the translations (mlir-translate registers the
/// options of every translation, whichever is chosen).
#[derive(Clone, Copy, Debug)]
pub struct TranslationOption {
    /// The flag without dashes.
    pub flag: &'static str,
    /// The flag's line in `--help`.
    pub help: &'static str,
}

/// The translation options set on the command line.
#[derive(Clone, Debug, Default)]
pub struct TranslateOptions {
    set: Vec<&'static str>,
}

impl TranslateOptions {
    /// Options with the given flags set.
    pub fn with(flags: &[&'static str]) -> TranslateOptions {
        TranslateOptions { set: flags.to_vec() }
    }

    /// Whether the boolean option `flag` (without dashes) is set.
    pub fn is_set(&self, flag: &str) -> bool {
        self.set.contains(&flag)
    }
}

fn bool_flag(name: &'static str, help: &'static str, default: &'static str) -> Arg {
    Arg::new(name)
        .long(name)
        .help(help)
        .value_name("bool")
        .num_args(0..=1)
        .require_equals(true)
        .default_missing_value("true")
        .default_value(default)
        .value_parser(clap::value_parser!(bool))
        .action(ArgAction::Set)
}

fn command(name: &'static str, translations: &[TranslationFlag]) -> Command {
    // Options may be repeated, the last one counting (as LLVM's).
    let mut cmd = Command::new(name)
        .args_override_self(true)
        .about("Strata translation testing tool")
        .override_usage(format!("{name} [options] <input file>"))
        .arg(Arg::new("input").value_name("input file").default_value("-"))
        .arg(Arg::new("output").short('o').value_name("filename").default_value("-").help("Output filename"))
        .arg(
            Arg::new("split-input-file")
                .long("split-input-file")
                .value_name("string")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value(DEFAULT_MARKER)
                .help("Split the input file into chunks using the given or default marker and process each chunk independently"),
        )
        .arg(
            Arg::new("output-split-marker")
                .long("output-split-marker")
                .value_name("string")
                .require_equals(true)
                .default_value("")
                .help("Split marker to use for merging the ouput"),
        )
        .arg(
            Arg::new("verify-diagnostics")
                .long("verify-diagnostics")
                .value_name("value")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("all")
                .value_parser(["all", "only-expected", ""])
                .help("Check that emitted diagnostics match expected-* lines on the corresponding line"),
        )
        .arg(bool_flag(
            "allow-unregistered-dialect",
            "Allow operation with no registered dialects (discouraged: testing only!)",
            "false",
        ))
        .arg(bool_flag(
            "no-implicit-module",
            "Disable the parsing of an implicit top-level module op",
            "false",
        ))
        .arg(bool_flag(
            "mlir-print-op-on-diagnostic",
            "When a diagnostic is emitted on an operation, also print the operation as an attached note",
            "true",
        ))
        .arg(bool_flag("mlir-print-debuginfo", "Print debug info in MLIR output", "false"))
        .arg(bool_flag("mlir-print-op-generic", "Print the generic op form", "false").hide(true))
        .arg(bool_flag(
            "mlir-print-local-scope",
            "Print with local scope and inline information (eliding aliases for attributes, types, and locations)",
            "false",
        ));
    for t in translations {
        cmd = cmd.arg(
            Arg::new(t.flag)
                .long(t.flag)
                .help(t.help)
                .action(ArgAction::Count),
        );
    }
    for o in translations.iter().flat_map(|t| t.options) {
        cmd = cmd.arg(bool_flag(o.flag, o.help, "false"));
    }
    cmd
}

/// Parses the command line; `Err` carries the exit code after help or a
/// usage error has been printed.
fn parse(
    args: Vec<String>,
    registry: ToolRegistry,
    translations: &[TranslationFlag],
    stdout: &mut dyn Write,
    stderr: &SharedWriter,
) -> Result<Options, i32> {
    let name = registry.name;
    let matches = match command(name, translations).try_get_matches_from(crate::cli::normalize(args)) {
        Ok(m) => m,
        Err(e) => {
            use clap::error::{ContextKind, ContextValue, ErrorKind};
            let msg = match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    let _ = write!(stdout, "{}", e.render());
                    return Err(0);
                }
                ErrorKind::UnknownArgument => match e.get(ContextKind::InvalidArg) {
                    Some(ContextValue::String(arg)) if arg.starts_with('-') => {
                        let arg = arg.split('=').next().unwrap_or(arg);
                        format!("{name}: Unknown command line argument '{arg}'.  Try: '{name} --help'\n")
                    }
                    _ => format!("{name}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {name} --help\n"),
                },
                _ => e.render().to_string(),
            };
            crate::write_shared(stderr, &msg);
            return Err(1);
        }
    };
    let chosen: Vec<&TranslationFlag> = translations
        .iter()
        .filter(|t| matches.get_count(t.flag) > 0)
        .collect();
    let translation = match chosen.as_slice() {
        [one] => one.translate,
        [] => {
            crate::write_shared(
                stderr,
                "Translations to perform option: must be specified at least once!\n",
            );
            return Err(1);
        }
        _ => {
            crate::write_shared(
                stderr,
                "Translations to perform option: may only occur zero or one times!\n",
            );
            return Err(1);
        }
    };
    let string = |id: &str| matches.get_one::<String>(id).cloned();
    let flag = |id: &str| matches.get_one::<bool>(id).copied().unwrap_or(false);
    let mut options = Options {
        input: string("input").unwrap_or_else(|| "-".into()),
        output: string("output").unwrap_or_else(|| "-".into()),
        split_input_file: string("split-input-file").map(|m| {
            if m.is_empty() {
                DEFAULT_MARKER.to_string()
            } else {
                m
            }
        }),
        verify_diagnostics: string("verify-diagnostics").map(|v| match v.as_str() {
            "only-expected" => VerifyMode::OnlyExpected,
            _ => VerifyMode::All,
        }),
        allow_unregistered_dialect: flag("allow-unregistered-dialect"),
        no_implicit_module: flag("no-implicit-module"),
        print_op_on_diagnostic: flag("mlir-print-op-on-diagnostic"),
        registry,
        translation: Some(translation),
        translation_options: TranslateOptions {
            set: translations
                .iter()
                .flat_map(|t| t.options)
                .filter(|o| flag(o.flag))
                .map(|o| o.flag)
                .collect(),
        },
        output_split_marker: string("output-split-marker").unwrap_or_default(),
        ..Options::default()
    };
    options.print.debug_info = flag("mlir-print-debuginfo");
    options.print.generic = flag("mlir-print-op-generic");
    options.print.local_scope = flag("mlir-print-local-scope");
    Ok(options)
}

/// Runs an mlir-translate-style tool offering `translations`; returns the
/// exit code.
pub fn translate_main(args: Vec<String>, registry: ToolRegistry, translations: &[TranslationFlag]) -> i32 {
    let stderr: SharedWriter = std::sync::Arc::new(std::sync::Mutex::new(Box::new(std::io::stderr())));
    let stdout = std::io::stdout();
    let mut stdin = std::io::stdin().lock();
    let options = match parse(args, registry, translations, &mut stdout.lock(), &stderr) {
        Ok(o) => o,
        Err(code) => return code,
    };
    crate::run(&options, &mut stdin, &mut std::io::stdout(), &stderr)
}
