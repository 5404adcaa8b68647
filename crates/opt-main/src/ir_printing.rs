//! `--mlir-print-ir-before/after(-all|-change|-failure)`: the IR printer
//! instrumentation, with mlir-opt's dump headers.

use strata_asm::{print_op, PrintOptions};
use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::{Pass, PassInstrumentation};

use crate::SharedWriter;

/// Which passes to print around, and when.
#[derive(Clone, Debug, Default)]
pub struct IrPrintingConfig {
    /// `--mlir-print-ir-before-all`.
    pub before_all: bool,
    /// `--mlir-print-ir-after-all`.
    pub after_all: bool,
    /// Pass arguments from `--mlir-print-ir-before=`.
    pub before: Vec<String>,
    /// Pass arguments from `--mlir-print-ir-after=`.
    pub after: Vec<String>,
    /// Print after a pass only if it changed the IR.
    pub after_change: bool,
    /// Print after a pass only if it failed.
    pub after_failure: bool,
}

impl IrPrintingConfig {
    /// Whether any IR could be printed, i.e. the instrumentation is needed.
    pub fn is_enabled(&self) -> bool {
        self.before_all
            || self.after_all
            || !self.before.is_empty()
            || !self.after.is_empty()
            || self.after_failure
    }

    fn print_before(&self, pass: &dyn Pass) -> bool {
        self.before_all || self.before.iter().any(|a| a == pass.argument())
    }

    fn print_after(&self, pass: &dyn Pass) -> bool {
        self.after_all || self.after.iter().any(|a| a == pass.argument())
    }
}

/// The IR printer instrumentation: prints the op a pass runs on before
/// and after the pass, under mlir-opt's `// -----// IR Dump ... //----- //`
/// headers.
pub struct IrPrinter {
    /// Which passes to print around, and when.
    pub config: IrPrintingConfig,
    /// How to print the IR.
    pub print: PrintOptions,
    /// Where the dumps go (standard error in mlir-opt).
    pub out: SharedWriter,
}

impl IrPrinter {
    /// The op as a dump shows it: a top-level op ends with an empty line,
    /// as when mlir-opt prints a whole file.
    fn print(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>, top_level: bool) -> String {
        let printed = op.with_standalone(|body, id| print_op(ctx, body, id, &self.print));
        let mut text = printed.trim_end_matches('\n').to_string();
        text.push_str(if top_level { "\n\n" } else { "\n" });
        text
    }

    fn dump(header: String, printed: &str) -> String {
        format!("// -----// {header} //----- //\n{printed}\n")
    }
}

impl PassInstrumentation for IrPrinter {
    fn run_pass(
        &self,
        ctx: &Context,
        pass: &dyn Pass,
        op: &mut IsolatedOpMut<'_>,
        top_level: bool,
        run: &mut dyn FnMut(&mut IsolatedOpMut<'_>) -> LogicalResult,
        out: &mut dyn FnMut(String),
    ) -> LogicalResult {
        let config = &self.config;
        let (name, arg) = (pass.name(), pass.argument());
        if config.print_before(pass) {
            let printed = self.print(ctx, op, top_level);
            out(Self::dump(format!("IR Dump Before {name} ({arg})"), &printed));
        }
        let print_after = config.print_after(pass);
        // Changes are detected on the printed form, which is exactly what
        // the user would see differ.
        let before = (print_after && config.after_change && !config.after_failure)
            .then(|| self.print(ctx, op, top_level));
        let r = run(op);
        if r.is_err() {
            if print_after || config.after_failure {
                let printed = self.print(ctx, op, top_level);
                out(Self::dump(
                    format!("IR Dump After {name} Failed ({arg})"),
                    &printed,
                ));
            }
        } else if print_after && !config.after_failure {
            let printed = self.print(ctx, op, top_level);
            if before.is_none_or(|b| b != printed) {
                out(Self::dump(format!("IR Dump After {name} ({arg})"), &printed));
            }
        }
        r
    }

    fn write(&self, text: &str) {
        crate::write_shared(&self.out, text);
    }
}
