//! The IR verifier. (Skeleton: entry points only.)

use crate::{Body, Context, LogicalResult, OpId};

/// Verifies `op` and everything nested in it (including child bodies),
/// emitting MLIR's diagnostics to the context.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> LogicalResult {
    let _ = (ctx, body, op);
    todo!("verifier")
}

/// Verifies every top-level op of a parsed body.
pub fn verify_top_level(ctx: &Context, body: &Body) -> LogicalResult {
    let _ = (ctx, body);
    todo!("verifier")
}
