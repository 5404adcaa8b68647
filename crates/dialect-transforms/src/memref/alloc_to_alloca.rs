//! `memref.alloc` to `memref.alloca` (MLIR's `memref::allocToAlloca`
//! with the filter of `transform.apply_patterns.memref.alloc_to_alloca`):
//! an allocation of static shape, smaller than the size limit if one is
//! given, that a `memref.dealloc` later in the same block frees becomes a
//! stack allocation, and the dealloc goes. As in mlir-opt, the alloca
//! takes the alloc's type and operands but not its alignment.

use strata_dialect_memref::AllocaOp;
use strata_ir::{Context, OpId, OpRef, Type, TypeKind, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

/// The size in bytes of a memref element, with the default data layout
/// (`index` is 64 bits); `None` for types without a default size.
fn element_size(ctx: &Context, t: Type) -> Option<i64> {
    let bits = match ctx.type_kind(t) {
        TypeKind::Index => 64,
        TypeKind::Integer { width, .. } => i64::from(*width),
        TypeKind::Float(k) => i64::from(k.width()),
        _ => return None,
    };
    Some((bits + 7) / 8)
}

struct AllocToAlloca {
    size_limit: Option<i64>,
}

impl AllocToAlloca {
    /// Whether the alloc of type `t` may move to the stack.
    fn accepts(&self, ctx: &Context, t: Type) -> bool {
        let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(t) else {
            return false;
        };
        if shape.contains(&DYNAMIC) {
            return false;
        }
        let Some(limit) = self.size_limit else {
            return true;
        };
        let Some(size) = element_size(ctx, *element) else {
            return false;
        };
        shape
            .iter()
            .try_fold(size, |acc, &d| acc.checked_mul(d))
            .is_some_and(|bytes| bytes < limit)
    }
}

impl RewritePattern for AllocToAlloca {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("memref.alloc")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::AllocToAllocaPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some(memref) = body.results(op).next() else {
            return false;
        };
        let ty = body.value_type(memref);
        if !self.accepts(ctx, ty) {
            return false;
        }
        // The first dealloc of the buffer later in the block.
        let mut cur = body.next_op(op);
        let mut dealloc = None;
        while let Some(o) = cur {
            if OpRef::new(ctx, body, o).name_str() == "memref.dealloc"
                && body.operands(o).next() == Some(memref)
            {
                dealloc = Some(o);
                break;
            }
            cur = body.next_op(o);
        }
        let Some(dealloc) = dealloc else {
            return false;
        };
        let operands: Vec<ValueId> = body.operands(op).collect();
        let loc = body.op_loc(op);
        rw.set_insertion_point(op);
        let alloca = AllocaOp::build(rw, loc, ty, &operands, &[], None).memref(rw);
        rw.replace_op(op, &[alloca]);
        rw.erase_op(dealloc);
        true
    }
}

strata_ods::op! {
    /// Names the pattern turning each `memref.alloc` of static shape
    /// (smaller than `size_limit` bytes, if given) freed by a
    /// `memref.dealloc` later in its block into a `memref.alloca`, in an
    /// `apply_patterns` region.
    pub ApplyAllocToAllocaOp(APPLY_ALLOC_TO_ALLOCA, "transform.apply_patterns.memref.alloc_to_alloca") {
        attributes(size_limit: opt_attr = optional(strata_ods::constraints::attrs::I64_ATTR))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.apply_patterns to %f {\n      transform.apply_patterns.memref.alloc_to_alloca size_limit(64)\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("(`size_limit` `(` $size_limit^ `)`)? attr-dict"),
        interfaces: &[&strata_dialect_transform::ops::apply::PatternDescriptorOpInterface {
            populate: |op, patterns| {
                let size_limit = op
                    .attr("size_limit")
                    .and_then(|a| op.ctx.integer_attr_value(a))
                    .map(|v| v.sext_i64());
                patterns.push(Box::new(AllocToAlloca { size_limit }));
            },
        }],
    }
}
