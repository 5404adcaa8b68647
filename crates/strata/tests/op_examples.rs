//! Every op defined with `strata_ods::op!` has a description and an
//! example, and every example is valid IR that prints back to itself
//! (the docs under docs/dialects/ show them), or, for an op that exists
//! to be rejected, is rejected with the error it names.

use std::sync::{Arc, Mutex};

use strata::asm::{parse_source, print_top_level, ParseOptions, PrintOptions};

use strata::ir::Context;
use strata::ods::spec::SpecRef;

fn round_trip(ctx: &Context, text: &str) -> Result<String, String> {
    let body = parse_source(ctx, text, &ParseOptions::default()).map_err(|_| "does not parse".to_string())?;
    strata::ir::verify_top_level(ctx, &body).map_err(|_| "does not verify".to_string())?;
    Ok(print_top_level(ctx, &body, &PrintOptions::default()))
}

#[test]
fn every_op_has_a_description_and_a_valid_example() {
    let mut ctx = Context::new();
    strata::register_all_dialects(&mut ctx);
    let diags: Arc<Mutex<Vec<String>>> = Arc::default();
    let sink = diags.clone();
    let _handler =
        ctx.push_diagnostic_handler(Box::new(move |_, d| sink.lock().unwrap().push(d.message.clone())));
    let mut problems = Vec::new();
    for dialect in ctx.dialects() {
        // Builtin ops are defined in the IR crate, which cannot use `op!`.
        if dialect.name == "builtin" {
            continue;
        }
        for op in &dialect.ops {
            let Some(spec) = op.interfaces.get::<SpecRef>() else {
                problems.push(format!("{}: not defined with op!", op.name));
                continue;
            };
            let spec = spec.0;
            if strata::ods::docs::description_text(spec.description).is_empty() {
                problems.push(format!("{}: no description", spec.name));
            }
            if spec.example.trim().is_empty() {
                problems.push(format!("{}: no example", spec.name));
                continue;
            }
            if !spec
                .example
                .contains(spec.name.split_once('.').map_or(spec.name, |(_, op)| op))
            {
                problems.push(format!("{}: the example does not show the op", spec.name));
            }
            diags.lock().unwrap().clear();
            // An op that exists to be rejected (MLIR's test ops for
            // verifiers) shows its error: `// error: <message>` first.
            if let Some((message, text)) = spec
                .example
                .strip_prefix("// error: ")
                .and_then(|rest| rest.split_once('\n'))
            {
                let rejected = round_trip(&ctx, text).is_err();
                let said = diags.lock().unwrap().iter().any(|d| d.contains(message));
                if !(rejected && said) {
                    problems.push(format!(
                        "{}: the example is not rejected with '{message}'",
                        spec.name
                    ));
                }
                continue;
            }
            let first = round_trip(&ctx, spec.example);
            let second = first
                .as_ref()
                .map_err(Clone::clone)
                .and_then(|t| round_trip(&ctx, t));
            match (first, second) {
                (Ok(a), Ok(b)) if a == b => {}
                (Ok(a), Ok(b)) => problems.push(format!("{}: printing is not stable:\n{a}\n{b}", spec.name)),
                (Err(e), _) | (_, Err(e)) => {
                    let messages = diags.lock().unwrap().join("; ");
                    problems.push(format!("{}: the example {e}: {messages}", spec.name));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
