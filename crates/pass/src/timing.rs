//! `--mlir-timing`: the execution time report in mlir-opt's format.

use std::time::Duration;

/// One line of the report, with the lines nested under it.
#[derive(Clone, Debug, Default)]
pub struct TimingNode {
    /// The pass or pipeline name as printed (`'func.func' Pipeline`).
    pub name: String,
    /// Time on the thread that ran the step.
    pub wall: Duration,
    /// Time summed over every thread that worked on the step.
    pub user: Duration,
    /// The steps run within this one (a pipeline's passes), in order.
    pub children: Vec<TimingNode>,
}

impl TimingNode {
    /// A line with no nested lines whose user time equals its wall time
    /// (a step run on one thread).
    pub fn leaf(name: impl Into<String>, wall: Duration) -> TimingNode {
        TimingNode {
            name: name.into(),
            wall,
            user: wall,
            children: Vec::new(),
        }
    }

    /// Adds `other`'s times (and its children's, by position) to this
    /// node's: the same pipeline run on several ops.
    pub fn accumulate(&mut self, other: &TimingNode) {
        self.wall += other.wall;
        self.user += other.user;
        for (i, c) in other.children.iter().enumerate() {
            match self.children.get_mut(i) {
                Some(mine) => mine.accumulate(c),
                None => self.children.push(c.clone()),
            }
        }
    }
}

/// Merges the same-shaped timing lists of several runs of one pipeline.
pub fn merge(runs: &[Vec<TimingNode>]) -> Vec<TimingNode> {
    let mut out: Vec<TimingNode> = Vec::new();
    for run in runs {
        for (i, n) in run.iter().enumerate() {
            match out.get_mut(i) {
                Some(m) => m.accumulate(n),
                None => out.push(n.clone()),
            }
        }
    }
    out
}

/// Whether any line's user time differs from its wall time (work ran on
/// several threads): mlir-opt then adds the user-time column.
pub fn has_parallel_work(lines: &[TimingNode]) -> bool {
    lines
        .iter()
        .any(|n| n.user != n.wall || has_parallel_work(&n.children))
}

/// Formats the report. `total` is the whole run's wall time; a `Rest`
/// line takes what the top-level lines do not account for. With
/// `show_user`, the user-time column is printed.
pub fn report(lines: &[TimingNode], total: Duration, show_user: bool) -> String {
    let mut s = String::new();
    s.push_str("===-------------------------------------------------------------------------===\n");
    s.push_str("                         ... Execution time report ...\n");
    s.push_str("===-------------------------------------------------------------------------===\n");
    s.push_str(&format!(
        "  Total Execution Time: {:.4} seconds\n\n",
        total.as_secs_f64()
    ));
    if show_user {
        s.push_str("  ----User Time----  ----Wall Time----  ----Name----\n");
    } else {
        s.push_str("  ----Wall Time----  ----Name----\n");
    }
    let accounted: Duration = lines.iter().map(|n| n.wall).sum();
    let rest = total.saturating_sub(accounted);
    let user_total: Duration = lines.iter().map(|n| n.user).sum::<Duration>() + rest;
    let pct = |d: Duration, of: Duration| {
        if of.is_zero() {
            0.0
        } else {
            100.0 * d.as_secs_f64() / of.as_secs_f64()
        }
    };
    let mut line = |s: &mut String, name: &str, depth: usize, user: Duration, wall: Duration| {
        if show_user {
            s.push_str(&format!(
                "{:>10.4} ({:>5.1}%)",
                user.as_secs_f64(),
                pct(user, user_total)
            ));
        }
        s.push_str(&format!(
            "{:>10.4} ({:>5.1}%)  {}{}\n",
            wall.as_secs_f64(),
            pct(wall, total),
            "  ".repeat(depth),
            name
        ));
    };
    fn walk(
        nodes: &[TimingNode],
        depth: usize,
        s: &mut String,
        line: &mut dyn FnMut(&mut String, &str, usize, Duration, Duration),
    ) {
        for n in nodes {
            line(s, &n.name, depth, n.user, n.wall);
            walk(&n.children, depth + 1, s, line);
        }
    }
    walk(lines, 0, &mut s, &mut line);
    line(&mut s, "Rest", 0, rest, rest);
    line(&mut s, "Total", 0, user_total, total);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_has_mlir_layout() {
        let ms = Duration::from_millis;
        let mut pipeline = TimingNode::leaf("'func.func' Pipeline", ms(2));
        pipeline.children.push(TimingNode::leaf("StripDebugInfo", ms(1)));
        let lines = vec![TimingNode::leaf("Parser", ms(5)), pipeline];
        let r = report(&lines, ms(10), false);
        let expected = "===-------------------------------------------------------------------------===\n                         ... Execution time report ...\n===-------------------------------------------------------------------------===\n  Total Execution Time: 0.0100 seconds\n\n  ----Wall Time----  ----Name----\n    0.0050 ( 50.0%)  Parser\n    0.0020 ( 20.0%)  'func.func' Pipeline\n    0.0010 ( 10.0%)    StripDebugInfo\n    0.0030 ( 30.0%)  Rest\n    0.0100 (100.0%)  Total\n";
        assert_eq!(r, expected);
        let both = report(&lines, ms(10), true);
        assert!(both.contains("  ----User Time----  ----Wall Time----  ----Name----\n"));
        assert!(both.contains("    0.0050 ( 50.0%)    0.0050 ( 50.0%)  Parser\n"));
    }

    #[test]
    fn merging_sums_runs() {
        let ms = Duration::from_millis;
        let run = vec![TimingNode::leaf("A", ms(1))];
        let merged = merge(&[run.clone(), run]);
        assert_eq!(merged[0].wall, ms(2));
        assert_eq!(merged[0].user, ms(2));
    }
}
