//! Driver tests that need no parser: command line, input errors.

use super::*;
use crate::verify::VerifyMode;

fn capture() -> (SharedWriter, Arc<Mutex<Vec<u8>>>) {
    struct Sink(Arc<Mutex<Vec<u8>>>);
    impl Write for Sink {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let buf = Arc::new(Mutex::new(Vec::new()));
    (Arc::new(Mutex::new(Box::new(Sink(buf.clone())))), buf)
}

fn args(a: &[&str]) -> Vec<String> {
    std::iter::once("strata-opt")
        .chain(a.iter().copied())
        .map(String::from)
        .collect()
}

/// strata-opt's command line with one dialect (`func`) besides `builtin`.
fn registry() -> crate::ToolRegistry {
    crate::ToolRegistry::new("strata-opt")
        .with_dialects(|ctx| ctx.register_dialect(strata_dialect_func::dialect()))
}

fn parse_ok(a: &[&str]) -> Options {
    let (err, _) = capture();
    cli::parse(args(a), registry(), &mut Vec::new(), &err).expect("parses")
}

fn parse_err(a: &[&str]) -> (i32, String, String) {
    let (err, buf) = capture();
    let mut out = Vec::new();
    let code = cli::parse(args(a), registry(), &mut out, &err).expect_err("fails");
    let e = String::from_utf8(buf.lock().unwrap().clone()).unwrap();
    (code, String::from_utf8(out).unwrap(), e)
}

#[test]
fn defaults() {
    let o = parse_ok(&[]);
    assert_eq!(o.input, "-");
    assert_eq!(o.output, "-");
    assert_eq!(o.split_input_file, None);
    assert_eq!(o.verify_diagnostics, None);
    assert!(!o.allow_unregistered_dialect && !o.no_implicit_module);
    assert!(o.print_op_on_diagnostic);
    assert!(!o.print.generic && !o.print.debug_info);
}

#[test]
fn flags_with_one_or_two_dashes() {
    let o = parse_ok(&[
        "-split-input-file",
        "--verify-diagnostics",
        "-allow-unregistered-dialect",
        "--mlir-print-op-generic",
        "-mlir-print-debuginfo",
        "--mlir-pretty-debuginfo",
        "--mlir-print-local-scope",
        "--mlir-print-assume-verified",
        "--mlir-elide-elementsattrs-if-larger=4",
        "--mlir-print-unique-ssa-ids",
        "--no-implicit-module",
        "--verify-each=false",
        "--mlir-disable-threading",
        "-o",
        "out.mlir",
        "in.mlir",
    ]);
    assert_eq!(o.split_input_file.as_deref(), Some("// -----"));
    assert_eq!(o.verify_diagnostics, Some(VerifyMode::All));
    assert!(o.allow_unregistered_dialect && o.no_implicit_module && o.disable_threading);
    assert!(!o.verify_each);
    let p = &o.print;
    assert!(
        p.generic
            && p.debug_info
            && p.pretty_debug_info
            && p.local_scope
            && p.assume_verified
            && p.unique_ssa_ids
    );
    assert_eq!(p.elide_elements_attrs_if_larger, Some(4));
    assert_eq!((o.input.as_str(), o.output.as_str()), ("in.mlir", "out.mlir"));
}

#[test]
fn optional_values() {
    let o = parse_ok(&["--split-input-file=// ---", "--verify-diagnostics=only-expected"]);
    assert_eq!(o.split_input_file.as_deref(), Some("// ---"));
    assert_eq!(o.verify_diagnostics, Some(VerifyMode::OnlyExpected));
    let o = parse_ok(&["--verify-diagnostics=all", "--allow-unregistered-dialect=false"]);
    assert_eq!(o.verify_diagnostics, Some(VerifyMode::All));
    assert!(!o.allow_unregistered_dialect);
    let o = parse_ok(&["--verify-diagnostics=", "--mlir-print-op-on-diagnostic=false"]);
    assert_eq!(o.verify_diagnostics, Some(VerifyMode::All));
    assert!(!o.print_op_on_diagnostic);
}

#[test]
fn usage_errors() {
    let (code, _, err) = parse_err(&["--bogus"]);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "strata-opt: Unknown command line argument '--bogus'.  Try: 'strata-opt --help'\n"
    );
    let (code, _, err) = parse_err(&["a.mlir", "b.mlir"]);
    assert_eq!(code, 1);
    assert!(
        err.starts_with("strata-opt: Too many positional arguments specified!\n"),
        "{err}"
    );
    let (code, _, err) = parse_err(&["--verify-diagnostics=sometimes"]);
    assert_eq!(code, 1);
    assert!(err.contains("sometimes"), "{err}");
}

#[test]
fn help_and_version() {
    let (code, out, _) = parse_err(&["--help"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("--split-input-file") && out.contains("--verify-diagnostics"),
        "{out}"
    );
    let (code, out, _) = parse_err(&["--version"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("Strata version "), "{out}");
}

fn run_with(o: &Options, stdin: &[u8]) -> (i32, String, String) {
    let (err, buf) = capture();
    let mut out = Vec::new();
    let code = run(o, &mut &stdin[..], &mut out, &err);
    let e = String::from_utf8(buf.lock().unwrap().clone()).unwrap();
    (code, String::from_utf8(out).unwrap(), e)
}

#[test]
fn show_dialects() {
    let o = parse_ok(&["--show-dialects"]);
    let (code, out, _) = run_with(&o, b"");
    assert_eq!(code, 0);
    assert!(out.starts_with("Available Dialects: "), "{out}");
    assert!(out.contains("builtin") && out.contains("func") && out.ends_with('\n'));
    assert!(!out.contains(", "));
}

#[test]
fn missing_input() {
    let o = parse_ok(&["/definitely/not/here.mlir"]);
    let (code, out, err) = run_with(&o, b"");
    assert_eq!(code, 1);
    assert_eq!(out, "");
    assert_eq!(
        err,
        "cannot open input file '/definitely/not/here.mlir': No such file or directory\n"
    );
    let dir = std::env::temp_dir();
    let o = parse_ok(&[dir.to_str().unwrap()]);
    let (code, _, err) = run_with(&o, b"");
    assert_eq!(code, 1);
    assert!(err.ends_with(": Is a directory\n"), "{err}");
}

#[test]
fn binary_input_is_diagnosed() {
    let o = parse_ok(&[]);
    let (code, out, err) = run_with(&o, b"\"a.op\"() : () -> ()\nab\xff\xfe");
    assert_eq!(code, 1);
    assert_eq!(out, "");
    assert_eq!(err, "<stdin>:2:3: error: input is not valid UTF-8\n");
    let (code, _, err) = run_with(&o, b"ML\xefR\x00\x01");
    assert_eq!(code, 1);
    assert_eq!(err, "<stdin>:0:0: error: MLIR bytecode input is not supported\n");
}

/// Writes `pieces` through a `ChunkWriter` as the printer would.
fn write_chunk_output(out: &mut Vec<u8>, pieces: &[&str], blank_line: bool) {
    let mut w = ChunkWriter { out, newlines: 0 };
    for p in pieces {
        w.write_all(p.as_bytes()).unwrap();
    }
    w.finish(if blank_line { 2 } else { 1 }).unwrap();
}

#[test]
fn chunk_output_ends_with_one_blank_line() {
    let mut out = Vec::new();
    write_chunk_output(&mut out, &["module {\n}\n"], true);
    write_chunk_output(&mut out, &["module {\n}"], true);
    assert_eq!(String::from_utf8(out).unwrap(), "module {\n}\n\nmodule {\n}\n\n");
    let mut out = Vec::new();
    write_chunk_output(&mut out, &["module {\n}\n\n"], false);
    assert_eq!(String::from_utf8(out).unwrap(), "module {\n}\n");
    // Newlines held back across pieces are written when text follows.
    let mut out = Vec::new();
    write_chunk_output(&mut out, &["a\n", "\n", "", "\nb\n", "\n\n"], true);
    assert_eq!(String::from_utf8(out).unwrap(), "a\n\n\nb\n\n");
    let mut out = Vec::new();
    write_chunk_output(&mut out, &["\n\n"], true);
    assert_eq!(String::from_utf8(out).unwrap(), "\n\n");
}

#[test]
fn io_messages_match_strerror() {
    let e = std::io::Error::from_raw_os_error(2);
    assert_eq!(io_message(&e), "No such file or directory");
}

#[test]
fn pass_pipeline_short_form() {
    let p = "builtin.module(canonicalize)";
    for a in [
        vec!["-p", p],
        vec!["-p=builtin.module(canonicalize)"],
        vec!["--p=builtin.module(canonicalize)"],
        vec!["--pass-pipeline=builtin.module(cse)", "-p", p],
        vec!["-p", "builtin.module(cse)", "-p", p],
    ] {
        assert_eq!(parse_ok(&a).pass_pipeline.as_deref(), Some(p), "{a:?}");
    }
    assert_eq!(
        parse_ok(&["-p", p, "--pass-pipeline=builtin.module(cse)"])
            .pass_pipeline
            .as_deref(),
        Some("builtin.module(cse)")
    );
}

#[test]
fn verify_roundtrip_flag() {
    assert!(!parse_ok(&[]).verify_roundtrip);
    assert!(parse_ok(&["--verify-roundtrip"]).verify_roundtrip);
    assert!(parse_ok(&["-verify-roundtrip=true"]).verify_roundtrip);
    assert!(!parse_ok(&["--verify-roundtrip=false"]).verify_roundtrip);
}

#[test]
fn irdl_flags() {
    // As mlir-opt: the last `--irdl-file` wins.
    let o = parse_ok(&["--irdl-file=a.mlir", "--irdl-file", "b.mlir"]);
    assert_eq!(o.irdl_file.as_deref(), Some("b.mlir"));
    assert_eq!(o.dialect_to_irdl, None);
    // A tool without the irdl dialect says so.
    let (code, out, err) = run_with(&parse_ok(&["--irdl-file=a.mlir"]), b"");
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(err, "error: this tool cannot load IRDL files\n");
    let (code, _, err) = run_with(&parse_ok(&["--dialect-to-irdl=func"]), b"");
    assert_eq!(code, 1);
    assert_eq!(err, "error: this tool cannot print dialects as IRDL\n");
}
