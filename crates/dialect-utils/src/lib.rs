//! Helpers several dialects share, MLIR's `Dialect/Utils` counterpart.
//!
//! What one dialect's ops alone need stays in that dialect; what two
//! dialects (or a dialect and a transformation) need lives here, so that
//! no dialect depends on another only for a helper:
//!
//! - [`patterns`]: rewrite patterns given by functions, creating ops in
//!   patterns, replacing an op by a region;
//! - [`matchers`]: defining ops and constant values of values;
//! - [`attrs`]: dense array attributes;
//! - [`segments`]: the operand groups of an op;
//! - [`static_value`]: lists of static values and dynamic operands (as
//!   `static_offsets` with the `offsets` operands), MLIR's
//!   `StaticValueUtils`;
//! - [`reshape`]: reassociation groups of reshapes, MLIR's
//!   `ReshapeOpsUtils`;
//! - [`slice`](mod@slice): the checks of ops with offsets, sizes and strides (MLIR's
//!   `ViewLikeInterface` verification) and rank reduction;
//! - [`asm`]: pieces of custom assembly formats;
//! - [`loops`]: the shared end of `replaceWithAdditionalYields`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod asm;
pub mod attrs;
pub mod loops;
pub mod matchers;
pub mod patterns;
pub mod reshape;
pub mod segments;
pub mod slice;
pub mod static_value;
pub mod value_bounds;
