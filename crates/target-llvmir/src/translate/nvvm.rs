//! The NVVM dialect's attributes on `llvm.func` (MLIR's NVVM translation
//! interface): launch bounds and cluster shapes become string function
//! attributes (`"nvvm.maxntid"="1,2,3"`), `nvvm.kernel` the `ptx_kernel`
//! calling convention. They apply to declarations as to definitions.

use strata_ir::{Body, Context, OpId};

use super::{op_ref, R};
use strata_ods::directives::dense_i32_values;

/// What the `nvvm.*` attributes of a function ask of its translation.
#[derive(Default)]
pub(super) struct NvvmFunction {
    /// `nvvm.kernel`: the function is a kernel (`ptx_kernel`).
    pub kernel: bool,
    /// String function attributes (key, value; an empty value prints the
    /// key alone).
    pub strings: Vec<(String, String)>,
}

/// Reads the `nvvm.*` discardable attributes of function `op`.
pub(super) fn function_attrs(ctx: &Context, body: &Body, op: OpId) -> R<NvvmFunction> {
    let mut out = NvvmFunction::default();
    let Some(dict) = body.op_attr_dict(op) else {
        return Ok(out);
    };
    for &(k, v) in ctx.dict_entries(dict) {
        let key = ctx.ident_str(k);
        let Some(name) = key.strip_prefix("nvvm.") else {
            continue;
        };
        let error =
            |what: &str| op_ref(ctx, body, op).emit_error(format!("'\"{key}\"' attribute must be {what}"));
        match name {
            "kernel" => out.kernel = true,
            "blocksareclusters" => out.strings.push((key.to_string(), String::new())),
            "minctasm" | "maxnreg" | "cluster_max_blocks" => {
                let Some(n) = ctx.integer_attr_value(v) else {
                    return Err(error("integer constant"));
                };
                // LLVM's NVPTX backend names the cluster bound `maxclusterrank`.
                let llvm_key = if name == "cluster_max_blocks" {
                    "nvvm.maxclusterrank".to_string()
                } else {
                    key.to_string()
                };
                out.strings.push((llvm_key, n.sext_i64().to_string()));
            }
            "maxntid" | "reqntid" | "cluster_dim" => {
                let Some(dims) = dense_i32_values(ctx, v) else {
                    return Err(error("a dense i32 array"));
                };
                let text = dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(",");
                out.strings.push((key.to_string(), text));
            }
            _ => {}
        }
    }
    Ok(out)
}
