//! The canonicalization patterns of the vector ops.

use strata_ir::Context;
use strata_rewrite::RewritePattern;

pub(crate) fn contract(_: &Context, _: &mut Vec<Box<dyn RewritePattern>>) {}
pub(crate) fn reduction(_: &Context, _: &mut Vec<Box<dyn RewritePattern>>) {}
pub(crate) fn multi_reduction(_: &Context, _: &mut Vec<Box<dyn RewritePattern>>) {}
pub(crate) fn broadcast(_: &Context, _: &mut Vec<Box<dyn RewritePattern>>) {}
pub(crate) fn extract(_: &Context, _: &mut Vec<Box<dyn RewritePattern>>) {}
pub(crate) fn from_elements(_: &Context, _: &mut Vec<Box<dyn RewritePattern>>) {}
pub(crate) fn insert(_: &Context, _: &mut Vec<Box<dyn RewritePattern>>) {}
pub(crate) fn shape_cast(_: &Context, _: &mut Vec<Box<dyn RewritePattern>>) {}
pub(crate) fn create_mask(_: &Context, _: &mut Vec<Box<dyn RewritePattern>>) {}
pub(crate) fn transpose(_: &Context, _: &mut Vec<Box<dyn RewritePattern>>) {}
