//! Global variables: `llvm.mlir.global` as data, initialized by its value
//! attribute or by evaluating its initializer region (constants, undef,
//! `insertvalue` and addresses of symbols, which become relocations).

use std::collections::HashMap;

use cranelift_module::{DataDescription, DataId, FuncId, Module};
use strata_ir::{BlockId, Body, OpId, OpRef, ValueId};

use super::aggregates::sub_shape;
use super::constants::constant_leaves;
use super::{attr, dense_array, err, int_value, ints, symbol_name, type_value, Error, Translator, R};
use crate::layout::Shape;

/// A value in a global's initializer region, leaf by leaf.
#[derive(Clone, Copy, Debug)]
enum Init {
    Bits(u128),
    Func(FuncId),
    Data(DataId),
}

impl<M: Module> Translator<'_, M> {
    /// Defines the data of a global declared before, if it has an
    /// initializer.
    pub(super) fn define_global(&mut self, body: &Body, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let loc = body.op_loc(op);
        let name = attr(ctx, body, op, "sym_name")
            .and_then(|a| symbol_name(ctx, a))
            .unwrap_or_default();
        let id = self.out.globals[&name];
        let Some(ty) = attr(ctx, body, op, "global_type").and_then(|a| type_value(ctx, a)) else {
            return err(loc, "llvm.mlir.global without a type");
        };
        let shape = self.shape(ty, loc)?;
        let mut desc = DataDescription::new();
        let align = attr(ctx, body, op, "alignment")
            .and_then(|a| int_value(ctx, a))
            .unwrap_or(0) as u64;
        desc.set_align(align.max(shape.align()).max(1));
        let leaves = shape.leaves();
        let mut bytes = vec![0u8; shape.size() as usize];
        let init = if let Some(value) = attr(ctx, body, op, "value") {
            let Some(values) = constant_leaves(ctx, value, &shape) else {
                return err(loc, "unsupported global initializer");
            };
            values.into_iter().map(Init::Bits).collect()
        } else {
            let (gbody, regions) = body.op_regions(op);
            let Some(block) = regions.first().and_then(|&r| gbody.region_entry(r)) else {
                // A declaration: no data here.
                return Ok(());
            };
            self.eval_initializer(gbody, block)?
        };
        let bits: Vec<u128> = init
            .iter()
            .map(|i| match i {
                Init::Bits(b) => *b,
                _ => 0,
            })
            .collect();
        ints::write_leaf_bits(&mut bytes, &leaves, &bits);
        desc.define(bytes.into_boxed_slice());
        for (init, &(_, off)) in init.iter().zip(&leaves) {
            let off = (off / 8) as u32;
            match *init {
                Init::Func(f) => {
                    let fr = self.module.declare_func_in_data(f, &mut desc);
                    desc.write_function_addr(off, fr);
                }
                Init::Data(d) => {
                    let gv = self.module.declare_data_in_data(d, &mut desc);
                    desc.write_data_addr(off, gv, 0);
                }
                Init::Bits(_) => {}
            }
        }
        self.module.define_data(id, &desc).map_err(|e| Error {
            loc,
            message: e.to_string(),
        })
    }

    /// The value an initializer region (its entry block `block`) returns.
    fn eval_initializer(&mut self, gbody: &Body, block: BlockId) -> R<Vec<Init>> {
        let ctx = self.ctx;
        let mut vals: HashMap<ValueId, Vec<Init>> = HashMap::new();
        for iop in gbody.block_ops(block) {
            let iloc = gbody.op_loc(iop);
            let iname = OpRef::new(ctx, gbody, iop).name_str();
            let result_shape = |this: &Self| -> R<Shape> {
                match gbody.results(iop).next() {
                    Some(r) => this.shape(gbody.value_type(r), iloc),
                    None => Ok(Shape::Void),
                }
            };
            let v: Vec<Init> = match iname {
                "llvm.mlir.constant" => {
                    let s = result_shape(self)?;
                    let Some(a) = attr(ctx, gbody, iop, "value") else {
                        return err(iloc, "constant without value");
                    };
                    let Some(bits) = constant_leaves(ctx, a, &s) else {
                        return err(iloc, "unsupported constant");
                    };
                    bits.into_iter().map(Init::Bits).collect()
                }
                "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero" => {
                    vec![Init::Bits(0); result_shape(self)?.leaf_count()]
                }
                "llvm.mlir.addressof" => {
                    let sym = attr(ctx, gbody, iop, "global_name")
                        .and_then(|a| symbol_name(ctx, a))
                        .unwrap_or_default();
                    self.mark_used(&sym);
                    if let Some(f) = self.out.funcs.get(&sym) {
                        vec![Init::Func(f.id)]
                    } else if let Some(&d) = self.out.globals.get(&sym) {
                        vec![Init::Data(d)]
                    } else {
                        return err(iloc, format!("unknown symbol '{sym}'"));
                    }
                }
                "llvm.insertvalue" => {
                    let s = result_shape(self)?;
                    let mut agg = vals.get(&gbody.operand(iop, 0)).cloned().unwrap_or_default();
                    let v = vals.get(&gbody.operand(iop, 1)).cloned().unwrap_or_default();
                    let pos = attr(ctx, gbody, iop, "position")
                        .and_then(|a| dense_array(ctx, a))
                        .unwrap_or_default();
                    let Some((_, first)) = sub_shape(&s, &pos) else {
                        return err(iloc, "bad position");
                    };
                    agg.splice(first..first + v.len(), v);
                    agg
                }
                "llvm.return" => {
                    let v = gbody.operands(iop).next().and_then(|v| vals.get(&v).cloned());
                    return Ok(v.unwrap_or_default());
                }
                _ => {
                    return err(
                        iloc,
                        format!(
                            "'{iname}' op is not supported in a global initializer by the execution engine"
                        ),
                    )
                }
            };
            if let Some(r) = gbody.results(iop).next() {
                vals.insert(r, v);
            }
        }
        Ok(Vec::new())
    }
}
