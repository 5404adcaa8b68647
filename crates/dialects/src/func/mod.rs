//! The `func` dialect. (Skeleton.)

use strata_ir::DialectDef;

pub fn dialect() -> DialectDef {
    DialectDef::new("func")
}
