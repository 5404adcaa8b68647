//! `print-op-stats`: counts the ops by name and prints the table (or JSON)
//! to standard error, as mlir-opt does.

use std::collections::BTreeMap;
use std::io::Write;

use strata_ir::walk::walk_all_from;
use strata_ir::{Context, IsolatedOpMut, LogicalResult, WalkResult};
use strata_pass::Pass;

/// The `print-op-stats` pass: counts the ops by name and prints the counts
/// to standard error, as a table or (with `json`) as JSON.
#[derive(Default)]
pub struct PrintOpStats {
    json: bool,
}

impl Pass for PrintOpStats {
    fn argument(&self) -> &'static str {
        "print-op-stats"
    }

    fn description(&self) -> &'static str {
        "Print statistics of operations"
    }

    fn name(&self) -> &'static str {
        "PrintOpStats"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match (name, value) {
            ("json", v) => self.json = strata_pass::parse_bool_option(name, v)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("json={}", self.json)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
        *counts.entry(ctx.op_name_str(op.name())).or_insert(0) += 1;
        let body = op.body_ref();
        for &r in body.root_regions() {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    walk_all_from(body, o, &mut |bd, x| {
                        *counts.entry(ctx.op_name_str(bd.op_name(x))).or_insert(0) += 1;
                        WalkResult::Advance
                    });
                }
            }
        }
        let text = if self.json {
            format_json(&counts)
        } else {
            format_table(&counts)
        };
        let _ = std::io::stderr().write_all(text.as_bytes());
        Ok(())
    }
}

/// `  dialect.name , count`, dialects right-aligned and names left-aligned
/// on the dot.
fn format_table(counts: &BTreeMap<&str, u64>) -> String {
    let split = |n: &str| -> (String, String) {
        match n.split_once('.') {
            Some((d, o)) => (d.to_string(), o.to_string()),
            None => (String::new(), n.to_string()),
        }
    };
    let dialect_width = counts.keys().map(|n| split(n).0.len()).max().unwrap_or(0);
    let op_width = counts.keys().map(|n| split(n).1.len()).max().unwrap_or(0);
    let mut s = String::from("Operations encountered:\n-----------------------\n");
    for (name, count) in counts {
        let (d, o) = split(name);
        s.push_str(&format!("  {d:>dialect_width$}.{o:<op_width$} , {count}\n"));
    }
    s
}

fn format_json(counts: &BTreeMap<&str, u64>) -> String {
    let mut s = String::from("{\n");
    let n = counts.len();
    for (i, (name, count)) in counts.iter().enumerate() {
        s.push_str(&format!("  \"{name}\" : {count}"));
        s.push_str(if i + 1 < n { ",\n" } else { "\n" });
    }
    s.push_str("}\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_aligns_on_the_dot() {
        let mut m = BTreeMap::new();
        m.insert("builtin.module", 1);
        m.insert("func.func", 2);
        m.insert("u.op", 10);
        assert_eq!(
            format_table(&m),
            "Operations encountered:\n-----------------------\n  builtin.module , 1\n     func.func   , 2\n        u.op     , 10\n"
        );
        assert_eq!(
            format_json(&m),
            "{\n  \"builtin.module\" : 1,\n  \"func.func\" : 2,\n  \"u.op\" : 10\n}\n"
        );
    }
}
