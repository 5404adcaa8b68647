#![forbid(unsafe_code)]
//! `strata-pdll`: PDLL files to `pdl` patterns, as `mlir-pdll --x=mlir`.

use std::io::{Read, Write};

use clap::Parser;
use strata::opt_main::split::{split_chunks, DEFAULT_MARKER};

/// PDLL Frontend
#[derive(Parser)]
#[command(name = "strata-pdll", version)]
struct Cli {
    /// Input file (`-` for standard input)
    #[arg(value_name = "input file", default_value = "-")]
    input: String,

    /// Output filename
    #[arg(short = 'o', value_name = "filename", default_value = "-")]
    output: String,

    /// Directory of include files
    #[arg(short = 'I', value_name = "directory")]
    include_dirs: Vec<String>,

    /// The type of output desired (mlir: the PDL module)
    #[arg(short = 'x', long = "x", value_name = "value", default_value = "mlir", value_parser = ["mlir"])]
    output_kind: String,

    /// Split the input file into chunks using the given or default marker and process each chunk independently
    #[arg(long, value_name = "string", num_args = 0..=1, require_equals = true, default_missing_value = DEFAULT_MARKER)]
    split_input_file: Option<String>,

    /// Split marker to use for merging the output
    #[arg(long, value_name = "string", default_value = DEFAULT_MARKER)]
    output_split_marker: String,
}

fn main() {
    std::process::exit(run());
}

fn run() -> i32 {
    let cli = match Cli::try_parse_from(strata::opt_main::normalize(std::env::args().collect())) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 1 } else { 0 };
        }
    };
    // `--x` takes only `mlir` (clap has checked it): the one output kind.
    let _ = &cli.output_kind;
    let text = match read_input(&cli.input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: could not open input file '{}': {e}", cli.input);
            return 1;
        }
    };
    let name = if cli.input == "-" {
        "<stdin>"
    } else {
        cli.input.as_str()
    };
    let marker = cli
        .split_input_file
        .as_deref()
        .map(|m| if m.is_empty() { DEFAULT_MARKER } else { m });
    let chunks = match marker {
        Some(m) => split_chunks(&text, m),
        None => std::iter::once(0..text.len()).collect(),
    };
    let mut outputs = Vec::new();
    let mut failed = false;
    // The line each chunk starts on, counted as the chunks go.
    let (mut line, mut counted) = (1, 0);
    for range in chunks {
        line += text[counted..range.start].matches('\n').count();
        counted = range.start;
        // Each chunk is a buffer of its own, named after where it starts.
        let chunk_name = match marker {
            Some(_) => format!("within split at {name}:{line} offset "),
            None => name.to_string(),
        };
        // A context per chunk: the IRDL dialects a chunk includes are its own.
        let mut ctx = strata::context();
        let compiled = strata::pdll::compile(&mut ctx, &chunk_name, &text[range], &cli.include_dirs);
        eprint!("{}", compiled.diagnostics);
        match compiled.module {
            Some(module) => outputs.push(print(&ctx, &module)),
            None => failed = true,
        }
    }
    if failed {
        return 1;
    }
    let separator = format!("{}\n", cli.output_split_marker);
    let out = outputs.join(&separator);
    let written = if cli.output == "-" {
        std::io::stdout().lock().write_all(out.as_bytes())
    } else {
        std::fs::write(&cli.output, out.as_bytes())
    };
    if let Err(e) = written {
        eprintln!("error: could not write output file '{}': {e}", cli.output);
        return 1;
    }
    0
}

fn read_input(path: &str) -> std::io::Result<String> {
    let mut bytes = Vec::new();
    if path == "-" {
        std::io::stdin().read_to_end(&mut bytes)?;
    } else {
        bytes = std::fs::read(path)?;
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The module with its locations, as mlir-pdll prints it: the location
/// aliases follow the module without a blank line.
fn print(ctx: &strata::ir::Context, module: &strata::ir::Body) -> String {
    let options = strata::asm::PrintOptions {
        debug_info: true,
        ..Default::default()
    };
    let text = strata::asm::print_top_level(ctx, module, &options);
    let mut text = text.replacen("\n\n#loc", "\n#loc", 1);
    while text.ends_with("\n\n") {
        text.pop();
    }
    text
}
