//! The command line: mlir-opt's flag spellings and defaults.

use std::io::Write;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{ArgAction, CommandFactory, FromArgMatches, Parser};
use strata_asm::PrintOptions;

use crate::split::DEFAULT_MARKER;
use crate::verify::VerifyMode;
use crate::SharedWriter;

const ABOUT: &str = "MLIR modular optimizer driver";

/// mlir-opt's help layout: an `OVERVIEW:` line, then usage and options.
const HELP_TEMPLATE: &str = "OVERVIEW: {about}\n\nUSAGE: {usage}\n\n{all-args}{after-help}";

/// Boolean flags accept `--flag`, `--flag=true` and `--flag=false`, as
/// LLVM's command-line library does.
#[derive(Parser, Debug)]
#[command(name = "strata-opt", about = ABOUT, help_template = HELP_TEMPLATE, disable_version_flag = true, args_override_self = true, override_usage = "strata-opt [options] <input file>")]
struct Cli {
    /// Input file (`-` for standard input)
    #[arg(value_name = "input file", default_value = "-")]
    input: String,

    /// Output filename
    #[arg(short = 'o', value_name = "filename", default_value = "-")]
    output: String,

    /// Split the input file into chunks using the given or default marker and process each chunk independently
    #[arg(long, value_name = "string", num_args = 0..=1, require_equals = true, default_missing_value = DEFAULT_MARKER)]
    split_input_file: Option<String>,

    /// Check that emitted diagnostics match expected-* lines on the corresponding line
    #[arg(long, value_name = "value", num_args = 0..=1, require_equals = true, default_missing_value = "all",
          value_parser = ["all", "only-expected", ""])]
    verify_diagnostics: Option<String>,

    /// Allow operation with no registered dialects
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    allow_unregistered_dialect: bool,

    /// Print a registered dialect as IRDL and exit
    #[arg(long, value_name = "dialect")]
    dialect_to_irdl: Option<String>,

    /// IRDL file to register before processing the input
    #[arg(long, value_name = "filename", overrides_with = "irdl_file")]
    irdl_file: Option<String>,

    /// Disable implicit addition of a top-level module op during parsing
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    no_implicit_module: bool,

    /// Print the generic op form
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    mlir_print_op_generic: bool,

    /// Print debug info in MLIR output
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    mlir_print_debuginfo: bool,

    /// Print pretty debug info in MLIR output
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    mlir_pretty_debuginfo: bool,

    /// Print with local scope and inline information (eliding aliases for attributes, types, and locations)
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    mlir_print_local_scope: bool,

    /// Skip op verification when using custom printers
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    mlir_print_assume_verified: bool,

    /// Elide ElementsAttrs with "..." that have more elements than the given upper limit
    #[arg(long, value_name = "uint")]
    mlir_elide_elementsattrs_if_larger: Option<u64>,

    /// Elide printing value of resources if string is too long in chars.
    #[arg(long, value_name = "uint")]
    mlir_elide_resource_strings_if_larger: Option<u64>,

    /// Print DenseElementsAttrs with a hex string that have more elements than the given upper limit (use -1 to disable)
    #[arg(long, value_name = "long", allow_negative_numbers = true)]
    mlir_print_elementsattrs_with_hex_if_larger: Option<i64>,

    /// Print unique SSA ID numbers for values, block arguments and naming conflicts across all regions
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    mlir_print_unique_ssa_ids: bool,

    /// Skip regions when printing ops.
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    mlir_print_skip_regions: bool,

    /// Print users of operation results and block arguments as a comment
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    mlir_print_value_users: bool,

    /// Print SSA IDs using NameLocs as prefixes
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    mlir_use_nameloc_as_prefix: bool,

    /// When a diagnostic is emitted on an operation, also print the operation as an attached note
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "true", action = ArgAction::Set)]
    mlir_print_op_on_diagnostic: bool,

    /// Run the verifier after each transformation pass
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "true", action = ArgAction::Set)]
    verify_each: bool,

    /// Check after each pass that the ops it left match its declared pre- and post-conditions
    #[arg(long)]
    verify_conditions: bool,

    /// Disable multi-threading
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    mlir_disable_threading: bool,

    /// Print the list of registered dialects and exit
    #[arg(long)]
    show_dialects: bool,

    /// Textual description of the pass pipeline to run (`-p` is an alias;
    /// the last occurrence wins, as with LLVM's options)
    #[arg(
        long,
        short = 'p',
        alias = "p",
        value_name = "string",
        overrides_with = "pass_pipeline"
    )]
    pass_pipeline: Option<String>,

    /// Round-trip the IR after parsing and ensure it succeeds
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    verify_roundtrip: bool,

    /// Print the pipeline that will be run
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    dump_pass_pipeline: bool,

    /// List the registered passes and exit
    #[arg(long)]
    list_passes: bool,

    /// Display execution times
    #[arg(long, value_name = "bool", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "false", action = ArgAction::Set)]
    mlir_timing: bool,

    /// Print IR before specified passes
    #[arg(long, value_name = "pass-arg", value_delimiter = ',', require_equals = true)]
    mlir_print_ir_before: Vec<String>,

    /// Print IR after specified passes
    #[arg(long, value_name = "pass-arg", value_delimiter = ',', require_equals = true)]
    mlir_print_ir_after: Vec<String>,

    /// Print IR before each pass
    #[arg(long)]
    mlir_print_ir_before_all: bool,

    /// Print IR after each pass
    #[arg(long)]
    mlir_print_ir_after_all: bool,

    /// When printing the IR after a pass, only print if the IR changed
    #[arg(long)]
    mlir_print_ir_after_change: bool,

    /// When printing the IR after a pass, only print if the pass failed
    #[arg(long)]
    mlir_print_ir_after_failure: bool,

    /// Generate a .mlir reproducer file at the given output path if the pass manager crashes or fails
    #[arg(long, value_name = "string", require_equals = true)]
    mlir_pass_pipeline_crash_reproducer: Option<String>,

    /// Display the version of this program
    #[arg(long)]
    version: bool,
}

/// The driver's settings.
#[derive(Clone, Debug)]
pub struct Options {
    /// The input file; `-` is standard input.
    pub input: String,
    /// The output file (`-o`); `-` is standard output.
    pub output: String,
    /// The split marker when `--split-input-file` is given.
    pub split_input_file: Option<String>,
    /// `--verify-diagnostics`: check the diagnostics against the
    /// `expected-*` comments of the input.
    pub verify_diagnostics: Option<VerifyMode>,
    /// `--allow-unregistered-dialect`: accept ops of unknown dialects.
    pub allow_unregistered_dialect: bool,
    /// `--dialect-to-irdl=<name>`: print the registered dialect `name` as
    /// an `irdl.dialect` and exit.
    pub dialect_to_irdl: Option<String>,
    /// `--irdl-file=<file>`: the dialects an IRDL file defines are
    /// registered before the input is parsed.
    pub irdl_file: Option<String>,
    /// `--no-implicit-module`: do not wrap the parsed ops in a
    /// `builtin.module`; the input must then hold exactly one top-level op.
    pub no_implicit_module: bool,
    /// `--mlir-print-op-on-diagnostic`: attach the op a diagnostic is
    /// about as a note (ignored under `--verify-diagnostics`).
    pub print_op_on_diagnostic: bool,
    /// `--show-dialects`: print the registered dialects and exit.
    pub show_dialects: bool,
    /// `--list-passes`: print the registered passes and exit.
    pub list_passes: bool,
    /// `--pass-pipeline=...` (or `-p`).
    pub pass_pipeline: Option<String>,
    /// `--verify-roundtrip`: after the pipeline, check that the IR prints,
    /// parses back and prints again identically.
    pub verify_roundtrip: bool,
    /// Passes given as flags (`--strip-debuginfo`), with their options.
    pub pass_flags: Vec<(String, Option<String>)>,
    /// `--dump-pass-pipeline`: print the pipeline to standard error
    /// before running it.
    pub dump_pass_pipeline: bool,
    /// `--mlir-timing`: print the execution time report.
    pub timing: bool,
    /// The process exits right after [`crate::run`]: the IR of a whole-file
    /// run and the context are then left to the OS instead of being freed
    /// one allocation at a time on the way out.
    pub exit_after_run: bool,
    /// Verify the IR after every pass.
    pub verify_each: bool,
    /// `--verify-conditions`: check each pass against its declared
    /// conditions.
    pub verify_conditions: bool,
    /// `--mlir-disable-threading`: run everything on one thread.
    pub disable_threading: bool,
    /// `--mlir-print-ir-*`.
    pub ir_printing: crate::ir_printing::IrPrintingConfig,
    /// `--mlir-pass-pipeline-crash-reproducer=<path>`.
    pub crash_reproducer: Option<String>,
    /// How the IR is printed (`--mlir-print-*` flags).
    pub print: PrintOptions,
    /// The tool's dialects and passes.
    pub registry: crate::ToolRegistry,
    /// What each chunk becomes: `None` prints the IR (mlir-opt); a
    /// translation (mlir-translate's `--mlir-to-*`) turns it into text.
    pub translation: Option<crate::Translation>,
    /// The translation options set (mlir-translate's options of the
    /// translations, such as `--smtlibexport-inline-single-use-values`).
    pub translation_options: crate::TranslateOptions,
    /// The line written between the outputs of `--split-input-file`
    /// chunks (an empty marker writes an empty line).
    pub output_split_marker: String,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            exit_after_run: false,
            input: "-".into(),
            output: "-".into(),
            split_input_file: None,
            verify_diagnostics: None,
            allow_unregistered_dialect: false,
            irdl_file: None,
            dialect_to_irdl: None,
            no_implicit_module: false,
            print_op_on_diagnostic: true,
            show_dialects: false,
            list_passes: false,
            pass_pipeline: None,
            verify_roundtrip: false,
            pass_flags: Vec::new(),
            dump_pass_pipeline: false,
            timing: false,
            verify_each: true,
            verify_conditions: false,
            disable_threading: false,
            ir_printing: Default::default(),
            crash_reproducer: None,
            print: PrintOptions::default(),
            registry: crate::ToolRegistry::new("strata-opt"),
            translation: None,
            translation_options: Default::default(),
            output_split_marker: DEFAULT_MARKER.to_string(),
        }
    }
}

impl Options {
    /// A copy of the printing options.
    pub fn print_options(&self) -> PrintOptions {
        self.print.clone()
    }
}

/// Long options may be spelled with one dash (`-split-input-file`), as
/// LLVM's command-line library allows; clap wants two.
pub fn normalize(args: Vec<String>) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len());
    let mut only_positional = false;
    for (i, a) in args.into_iter().enumerate() {
        if i == 0 || only_positional {
            out.push(a);
            continue;
        }
        if a == "--" {
            only_positional = true;
            out.push(a);
            continue;
        }
        let name_len = a.find('=').unwrap_or(a.len());
        if a.starts_with('-') && !a.starts_with("--") && name_len > 2 {
            out.push(format!("-{a}"));
        } else {
            out.push(a);
        }
    }
    out
}

/// Parses the command line. `Err` carries the exit code after help,
/// version or a usage error has been printed.
pub fn parse(
    args: Vec<String>,
    tool: crate::ToolRegistry,
    stdout: &mut dyn Write,
    stderr: &SharedWriter,
) -> Result<Options, i32> {
    // Registered passes are flags too (`--strip-debuginfo`), in the order
    // given; they are taken out before clap sees the rest.
    let registry = tool.pass_registry();
    strata_pass::set_global_registry(&registry);
    let name = tool.name;
    let mut pass_flags = Vec::new();
    let mut rest = Vec::new();
    for (i, a) in normalize(args).into_iter().enumerate() {
        if i > 0 {
            if let Some(flag) = a.strip_prefix("--") {
                let (name, value) = match flag.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (flag, None),
                };
                if registry.lookup(name).is_some() {
                    pass_flags.push((name.to_string(), value));
                    continue;
                }
            }
        }
        rest.push(a);
    }
    let command = Cli::command()
        .name(name)
        .bin_name(name)
        .override_usage(format!("{name} [options] <input file>"));
    let cli = match command
        .try_get_matches_from(rest)
        .and_then(|m| Cli::from_arg_matches(&m))
    {
        Ok(c) => c,
        Err(e) => {
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
    if cli.version {
        let _ = writeln!(
            stdout,
            "Strata version {}\n  Reads and writes MLIR 22's textual IR.",
            env!("CARGO_PKG_VERSION")
        );
        return Err(0);
    }
    let split_input_file = cli.split_input_file.map(|m| {
        if m.is_empty() {
            DEFAULT_MARKER.to_string()
        } else {
            m
        }
    });
    let verify_diagnostics = cli.verify_diagnostics.map(|v| match v.as_str() {
        "only-expected" => VerifyMode::OnlyExpected,
        _ => VerifyMode::All,
    });
    Ok(Options {
        exit_after_run: false,
        input: cli.input,
        output: cli.output,
        split_input_file,
        verify_diagnostics,
        allow_unregistered_dialect: cli.allow_unregistered_dialect,
        irdl_file: cli.irdl_file,
        dialect_to_irdl: cli.dialect_to_irdl,
        no_implicit_module: cli.no_implicit_module,
        print_op_on_diagnostic: cli.mlir_print_op_on_diagnostic,
        show_dialects: cli.show_dialects,
        list_passes: cli.list_passes,
        pass_pipeline: cli.pass_pipeline,
        verify_roundtrip: cli.verify_roundtrip,
        pass_flags,
        dump_pass_pipeline: cli.dump_pass_pipeline,
        timing: cli.mlir_timing,
        verify_each: cli.verify_each,
        verify_conditions: cli.verify_conditions,
        disable_threading: cli.mlir_disable_threading,
        ir_printing: crate::ir_printing::IrPrintingConfig {
            before_all: cli.mlir_print_ir_before_all,
            after_all: cli.mlir_print_ir_after_all,
            before: cli.mlir_print_ir_before,
            after: cli.mlir_print_ir_after,
            after_change: cli.mlir_print_ir_after_change,
            after_failure: cli.mlir_print_ir_after_failure,
        },
        crash_reproducer: cli.mlir_pass_pipeline_crash_reproducer,
        registry: tool,
        translation: None,
        translation_options: Default::default(),
        output_split_marker: DEFAULT_MARKER.to_string(),
        print: PrintOptions {
            generic: cli.mlir_print_op_generic,
            debug_info: cli.mlir_print_debuginfo,
            pretty_debug_info: cli.mlir_pretty_debuginfo,
            local_scope: cli.mlir_print_local_scope,
            assume_verified: cli.mlir_print_assume_verified,
            elide_elements_attrs_if_larger: cli.mlir_elide_elementsattrs_if_larger,
            elementsattrs_with_hex_if_larger: cli.mlir_print_elementsattrs_with_hex_if_larger,
            elide_resource_strings_if_larger: cli.mlir_elide_resource_strings_if_larger,
            unique_ssa_ids: cli.mlir_print_unique_ssa_ids,
            skip_regions: cli.mlir_print_skip_regions,
            value_users: cli.mlir_print_value_users,
            use_nameloc_as_prefix: cli.mlir_use_nameloc_as_prefix,
        },
    })
}
