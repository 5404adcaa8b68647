//! `convert-vector-to-llvm`: lowers the `vector` dialect to the LLVM
//! dialect (MLIR's VectorToLLVM).
//!
//! The pass first applies vector-to-vector lowerings greedily
//! ([`strata_dialect_vector::lowering`]: broadcasts of vectors, n-D `from_elements`, masks and
//! `step`), which also folds and hoists constants as MLIR's greedy phase
//! does, then converts with [`patterns`]: element access and construction
//! of 1-D vectors map onto `llvm.extractelement`, `llvm.insertelement` and
//! `llvm.shufflevector`, n-D vectors are nested arrays of 1-D vectors,
//! reductions become `llvm.intr.vector.reduce.*`, loads and stores
//! address memrefs as the memref lowering does, and `vector.print` of a
//! scalar calls the runtime's print functions. Ops it cannot lower (n-D
//! vector prints, scalable vectors, ...) are left as they are. `arith` and
//! `memref` ops stay legal.

pub mod patterns;

use strata_dialect_llvm::attrs::LINKAGE;
use strata_dialect_llvm::types as llvm_types;
use strata_dialect_llvm::GlobalOp;
use strata_ir::{AttrKind, Body, Context, IsolatedOpMut, Location, LogicalResult, OpId, OpRef, WalkResult};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternSet, ConversionTarget,
};
use strata_rewrite::{apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig};

use crate::llvm_common::symbols::{builder_at, declare_once, module_functions, module_start, module_symbols};
use crate::llvm_common::{llvm_conversion_target, LlvmTypeConverter, LowerToLlvmOptions};

pub use patterns::{populate_vector_to_llvm_patterns, VectorToLlvmOptions};

/// The discardable attribute naming the global a string `vector.print`
/// prints, set by [`declare_print_functions`] for the pattern.
const PRINT_GLOBAL_ATTR: &str = "vector.print_global";

/// The `convert-vector-to-llvm` pass.
pub struct ConvertVectorToLlvm {
    /// The options the patterns read.
    pub options: VectorToLlvmOptions,
    /// The `enable-*` options (target-specific lowerings Strata does not
    /// have; accepted and ignored) with their values, in MLIR's order.
    pub enables: [(&'static str, bool); 6],
    /// `vector-contract-lowering`.
    pub contract_lowering: String,
    /// `vector-transpose-lowering`.
    pub transpose_lowering: String,
}

impl Default for ConvertVectorToLlvm {
    fn default() -> Self {
        ConvertVectorToLlvm {
            options: VectorToLlvmOptions {
                reassociate_fp_reductions: false,
                force_32bit_vector_indices: true,
                use_vector_alignment: false,
            },
            enables: [
                ("enable-amx", false),
                ("enable-arm-bf16", false),
                ("enable-arm-i8mm", false),
                ("enable-arm-neon", false),
                ("enable-arm-sve", false),
                ("enable-x86vector", false),
            ],
            contract_lowering: "dot".to_string(),
            transpose_lowering: "eltwise".to_string(),
        }
    }
}

impl Pass for ConvertVectorToLlvm {
    fn argument(&self) -> &'static str {
        "convert-vector-to-llvm"
    }

    fn description(&self) -> &'static str {
        "Lower the operations from the vector dialect into the LLVM dialect"
    }

    fn name(&self) -> &'static str {
        "ConvertVectorToLLVMPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "reassociate-fp-reductions" => {
                self.options.reassociate_fp_reductions = parse_bool_option(name, value)?
            }
            "force-32bit-vector-indices" => {
                self.options.force_32bit_vector_indices = parse_bool_option(name, value)?
            }
            "use-vector-alignment" => self.options.use_vector_alignment = parse_bool_option(name, value)?,
            "vector-contract-lowering" => {
                if !["dot", "llvmintr", "outerproduct", "parallelarith"].contains(&value) {
                    return Err(format!("Cannot find option named '{value}'!"));
                }
                self.contract_lowering = value.to_string();
            }
            "vector-transpose-lowering" => {
                if !["eltwise", "llvmintr", "shuffle1d", "shuffle16x16"].contains(&value) {
                    return Err(format!("Cannot find option named '{value}'!"));
                }
                self.transpose_lowering = value.to_string();
            }
            _ => {
                let Some(slot) = self.enables.iter_mut().find(|(n, _)| *n == name) else {
                    return Err(format!("no such option {name}"));
                };
                slot.1 = parse_bool_option(name, value)?;
            }
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        let e = |n: &str| {
            self.enables
                .iter()
                .find(|(k, _)| *k == n)
                .is_some_and(|(_, v)| *v)
        };
        format!(
            "enable-amx={} enable-arm-bf16={} enable-arm-i8mm={} enable-arm-neon={} enable-arm-sve={} enable-x86vector={} force-32bit-vector-indices={} reassociate-fp-reductions={} use-vector-alignment={} vector-contract-lowering={} vector-transpose-lowering={}",
            e("enable-amx"),
            e("enable-arm-bf16"),
            e("enable-arm-i8mm"),
            e("enable-arm-neon"),
            e("enable-arm-sve"),
            e("enable-x86vector"),
            self.options.force_32bit_vector_indices,
            self.options.reassociate_fp_reductions,
            self.options.use_vector_alignment,
            self.contract_lowering,
            self.transpose_lowering,
        )
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["vector.*"],
            introduces: &[
                "llvm.*",
                "arith.*",
                "builtin.unrealized_conversion_cast",
                // Folding transfers and shapes on the way.
                "memref.dim",
                "tensor.dim",
                "ub.poison",
            ],
            introduces_if: &[],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        // Vector-to-vector lowerings, folding and constant hoisting.
        let greedy = strata_dialect_vector::lowering::vector_lowering_patterns(
            strata_dialect_vector::lowering::Opts {
                force_32bit_vector_indices: self.options.force_32bit_vector_indices,
                contract_outerproduct: self.contract_lowering == "outerproduct",
                contract_llvmintr: self.contract_lowering == "llvmintr",
                contract_parallelarith: self.contract_lowering == "parallelarith",
                transpose: strata_dialect_vector::lowering::TransposeLowering::from_name(
                    &self.transpose_lowering,
                )
                .unwrap_or(strata_dialect_vector::lowering::TransposeLowering::EltWise),
                // Transfers of more dimensions are lowered by VectorToSCF.
                max_transfer_rank: Some(1),
            },
        );
        let frozen = FrozenPatternSet::new(ctx, greedy);
        apply_patterns_greedily_nested(ctx, op.body(), &frozen, crate::vector_to_llvm::bottom_up(), true);

        let tc = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        let loc = op.loc();
        declare_print_functions(ctx, &tc, op.body(), loc);
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        populate_vector_to_llvm_patterns(&tc, self.options, &mut patterns);
        let set = ConversionPatternSet::new(ctx, patterns);
        let mut target = llvm_conversion_target();
        target.add_legal_dialect("arith");
        target.add_legal_dialect("memref");
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
    }
}

/// The greedy driver's configuration of MLIR's `applyPatternsGreedily`
/// (bottom-up), which the vector lowerings run with.
pub(crate) fn bottom_up() -> GreedyConfig {
    GreedyConfig {
        top_down: false,
        ..GreedyConfig::default()
    }
}

/// The vector dialect's part of `convert-to-llvm`.
pub fn populate_for_convert_to_llvm(
    tc: &LlvmTypeConverter,
    _: &mut ConversionTarget,
    out: &mut Vec<Box<dyn ConversionPattern>>,
) {
    let opts = VectorToLlvmOptions {
        reassociate_fp_reductions: false,
        force_32bit_vector_indices: true,
        use_vector_alignment: false,
    };
    populate_vector_to_llvm_patterns(tc, opts, out);
}

/// Declares the runtime print functions (and string globals) the
/// `vector.print` ops of the module's functions call, in IR order at the
/// start of the module, as MLIR's pattern does when it meets each print.
/// Each string print is marked with the name of its global.
pub fn declare_print_functions(
    ctx: &Context,
    tc: &LlvmTypeConverter,
    module: &mut Body,
    module_loc: Location,
) {
    let _ = tc;
    let mut symbols = module_symbols(ctx, module);
    let ptr = llvm_types::ptr_type(ctx, 0);
    let void = llvm_types::void_type(ctx);
    let print_name = ctx.op_name("vector.print");
    for f in module_functions(module) {
        let prints: Vec<OpId> = {
            let Some(child) = module.child_body(f) else {
                continue;
            };
            let mut v = Vec::new();
            child.walk_root_regions(&mut |o| {
                if child.op_name(o) == print_name {
                    v.push(o);
                }
                WalkResult::Advance
            });
            v
        };
        for p in prints {
            let Some(child) = module.child_body(f) else {
                break;
            };
            let o = OpRef::new(ctx, child, p);
            let loc = o.loc();
            // (name, parameter types) of each function the print calls.
            let mut needed: Vec<(&'static str, Vec<strata_ir::Type>)> = Vec::new();
            let mut string: Option<Vec<u8>> = None;
            if let Some(s) = o.attr("stringLiteral") {
                let Some(text) = ctx.string_attr_value(s) else {
                    continue;
                };
                string = Some(text.as_bytes().to_vec());
            } else {
                if o.num_operands() > 0 {
                    let t = o.operand_type(0);
                    let Some(call) = patterns::print_call(ctx, t) else {
                        continue;
                    };
                    needed.push(match call {
                        patterns::PrintCall::Int { function, .. } => (function, vec![ctx.integer_type(64)]),
                        patterns::PrintCall::Float(function) => (function, vec![t]),
                    });
                }
                if let Some(f) = patterns::punctuation_function(patterns::punctuation(ctx, o)) {
                    needed.push((f, vec![]));
                }
            }
            if let Some(mut bytes) = string {
                let mut name = "vector_print_str".to_string();
                let mut n = 0;
                while symbols.contains(&name) {
                    name = format!("vector_print_str_{n}");
                    n += 1;
                }
                symbols.push(name.clone());
                bytes.push(0);
                let array = llvm_types::array_type(ctx, ctx.i8(), bytes.len() as u64);
                let data = ctx.intern_attr(AttrKind::DenseElements {
                    ty: ctx.ranked_tensor_type(&[bytes.len() as i64], ctx.i8()),
                    data: strata_ir::DenseData {
                        splat: bytes.len() == 1,
                        bytes: bytes.into(),
                    },
                });
                if let Some(child) = module.child_body_mut(f) {
                    let attr = ctx.flat_symbol_ref_attr(&name);
                    child.set_op_attr(ctx, p, PRINT_GLOBAL_ATTR, Some(attr));
                }
                let Some(start) = module_start(module) else {
                    continue;
                };
                let private = LINKAGE.value_of("private").unwrap_or(0);
                let mut b = builder_at(ctx, module, start);
                GlobalOp::build(
                    &mut b,
                    loc,
                    array,
                    true,
                    private,
                    &name,
                    Some(data),
                    None,
                    0,
                    None,
                );
                needed.push(("printString", vec![ptr]));
            }
            for (name, params) in needed {
                let fty = llvm_types::function_type(ctx, void, &params, false);
                declare_once(ctx, module, &mut symbols, name, fty, module_loc);
            }
        }
    }
}
