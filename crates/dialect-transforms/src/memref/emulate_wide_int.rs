//! `memref-emulate-wide-int`: the wide integer emulation of the arith
//! dialect (`crate::arith::emulate_wide_int`) extended to memrefs: a
//! memref of `i2N` becomes a memref of `vector<2xiN>`, and the allocations,
//! loads and stores of such memrefs are recreated on the converted types.

use std::sync::Arc;

use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId, OperationState, TypeKind};
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, ConversionTarget, OpAdaptor, TypeConversion, TypeConverter,
};
use strata_rewrite::PatternRoot;

use crate::arith::emulate_wide_int::{parse_width, valid_width, wide_int_converter, wide_int_patterns};

/// Adds to a wide integer converter (with `max` as the widest supported
/// width) the conversion of memrefs: their integer elements wider than
/// `max` converted as scalars are (MLIR's
/// `populateMemRefWideIntEmulationConversions`).
pub fn add_memref_wide_int_conversion(tc: &mut TypeConverter, max: u32) {
    let elements = Arc::new(wide_int_converter(max));
    tc.add_conversion_fn(move |ctx, t| {
        let TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } = ctx.type_kind(t)
        else {
            return TypeConversion::Pass;
        };
        let wide = matches!(ctx.type_kind(*element), TypeKind::Integer { width, .. } if *width > max);
        if !wide {
            return TypeConversion::Pass;
        }
        let Some(new_element) = elements.convert_type(ctx, *element) else {
            return TypeConversion::Fail;
        };
        let new = ctx.intern_type(TypeKind::MemRef {
            shape: shape.clone(),
            element: new_element,
            layout: *layout,
            memory_space: *memory_space,
        });
        TypeConversion::To(smallvec::smallvec![new])
    });
}

/// Recreates `memref.alloc`, `memref.load` and `memref.store` on converted
/// types, keeping the properties MLIR's patterns keep (the alignment of
/// allocations, the `nontemporal` flag of accesses).
struct ConvertAccess {
    root: &'static str,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for ConvertAccess {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.root
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some(operands) = adaptor.single_operands() else {
            return false;
        };
        let (kept, type_of): (&[&str], _) = match self.root {
            "memref.alloc" => (
                &["alignment", "operandSegmentSizes"],
                body.result_types(op).next(),
            ),
            "memref.load" => (&["nontemporal"], body.result_types(op).next()),
            _ => (&["nontemporal"], Some(body.value_type(body.operand(op, 1)))),
        };
        let Some(old) = type_of else {
            return false;
        };
        if self.converter.convert_type(ctx, old).is_none() {
            return false;
        }
        let memref = match self.root {
            "memref.alloc" => body.result_types(op).next(),
            "memref.load" => Some(body.value_type(body.operand(op, 0))),
            _ => Some(body.value_type(body.operand(op, 1))),
        };
        let Some(new_memref) = memref.and_then(|m| self.converter.convert_type(ctx, m)) else {
            return false;
        };
        let Some(result_types) = self.converter.convert_types(ctx, body.result_types(op)) else {
            return false;
        };
        // The element type of the converted memref must be the converted
        // type of the value loaded or stored (a memref of vectors of wide
        // integers is not converted). MLIR's patterns do not check this
        // and create invalid loads and stores.
        let accessed = match self.root {
            "memref.load" => result_types.first().copied(),
            "memref.store" => self
                .converter
                .convert_type(ctx, body.value_type(body.operand(op, 0))),
            _ => ctx.element_type(new_memref),
        };
        if accessed.is_none() || accessed != ctx.element_type(new_memref) {
            return false;
        }
        let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
        state.operands = operands;
        state.result_types = result_types;
        let mut props: Vec<_> = kept
            .iter()
            .filter_map(|n| {
                let p = body.op_properties(op)?;
                Some((ctx.ident(n), ctx.dict_get_str(p, n)?))
            })
            .collect();
        // MLIR's builders of accesses set the flag, false by default.
        if self.root != "memref.alloc" && props.is_empty() {
            props.push((ctx.ident("nontemporal"), ctx.bool_attr(false)));
        }
        if !props.is_empty() {
            state.properties = Some(ctx.dictionary_attr(&props));
        }
        state.populate_default_properties(ctx);
        rw.set_insertion_point(op);
        let new = rw.create(state);
        let results: Vec<_> = rw.body().results(new).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// The `memref-emulate-wide-int` pass, with its `widest-int-supported`
/// option.
pub struct MemRefEmulateWideInt {
    widest: u32,
}

impl Default for MemRefEmulateWideInt {
    fn default() -> Self {
        MemRefEmulateWideInt { widest: 32 }
    }
}

impl Pass for MemRefEmulateWideInt {
    fn argument(&self) -> &'static str {
        "memref-emulate-wide-int"
    }

    fn description(&self) -> &'static str {
        "Emulate 2*N-bit integer operations using N-bit operations"
    }

    fn name(&self) -> &'static str {
        "MemRefEmulateWideInt"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "widest-int-supported" => self.widest = parse_width(value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("widest-int-supported={}", self.widest)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        if !valid_width(self.widest) {
            return Err(strata_ir::Failed);
        }
        let max = self.widest;
        let mut tc = wide_int_converter(max);
        add_memref_wide_int_conversion(&mut tc, max);
        let converter = Arc::new(tc);
        let mut target = ConversionTarget::new();
        for dialect in ["arith", "memref", "vector"] {
            let c = converter.clone();
            target.add_dynamically_legal_dialect(dialect, move |o| c.is_legal_op(o));
        }
        let mut patterns = wide_int_patterns(&converter, max);
        for root in ["memref.alloc", "memref.load", "memref.store"] {
            patterns.push(Box::new(ConvertAccess {
                root,
                converter: converter.clone(),
            }));
        }
        let patterns = ConversionPatternSet::new(ctx, patterns);
        apply_partial_conversion(ctx, op.body(), &target, &patterns, &ConversionConfig::default())
    }
}
