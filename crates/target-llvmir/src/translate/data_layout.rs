//! The `target datalayout` string of a module's `#dlti.dl_spec` (MLIR's
//! `translateDataLayout`): the string-keyed entries in order, then the
//! layouts of the integer, float and pointer types that have entries.

use std::fmt::Write as _;

use strata_dialect_dlti as dlti;
use strata_dialect_llvm::{llvm_type, LlvmType};
use strata_ir::{Attribute, Context, FloatKind, Signedness, TypeKind};

/// The LLVM data layout string for `spec`, or the error message.
pub(crate) fn translate_data_layout(ctx: &Context, spec: Attribute) -> Result<String, String> {
    let entries: Vec<(Attribute, Attribute)> = dlti::spec_entries(ctx, spec)
        .unwrap_or(&[])
        .iter()
        .filter_map(|&e| dlti::entry_parts(ctx, e))
        .collect();
    let mut parts: Vec<String> = Vec::new();
    let int = |v: Attribute| ctx.integer_attr_value(v).map(|i| i.zext_u64());
    for &(key, value) in &entries {
        let Some(key) = ctx.string_attr_value(key) else {
            continue;
        };
        let bad = || format!("unsupported data layout key \"{key}\"");
        match key {
            "dlti.endianness" => {
                let little = ctx.string_attr_value(value) == Some("little");
                parts.push(if little { "e" } else { "E" }.into());
            }
            "dlti.mangling_mode" => {
                parts.push(format!("m:{}", ctx.string_attr_value(value).ok_or_else(bad)?));
            }
            "dlti.program_memory_space" | "dlti.global_memory_space" | "dlti.alloca_memory_space" => {
                // The default (0) is not spelled.
                let space = int(value).ok_or_else(bad)?;
                if space != 0 {
                    let letter = match key {
                        "dlti.program_memory_space" => 'P',
                        "dlti.global_memory_space" => 'G',
                        _ => 'A',
                    };
                    parts.push(format!("{letter}{space}"));
                }
            }
            "dlti.stack_alignment" => {
                let bits = int(value).ok_or_else(bad)?;
                if bits != 0 {
                    parts.push(format!("S{bits}"));
                }
            }
            "dlti.legal_int_widths" => {
                let widths = dlti::layout_values(ctx, value).ok_or_else(bad)?;
                let list: Vec<String> = widths.iter().map(i64::to_string).collect();
                parts.push(format!("n{}", list.join(":")));
            }
            "dlti.function_pointer_alignment" => {
                let (alignment, dependent) = dlti::function_pointer_alignment(ctx, value).ok_or_else(bad)?;
                parts.push(format!("F{}{alignment}", if dependent { "n" } else { "i" }));
            }
            _ => return Err(bad()),
        }
    }
    for &(key, value) in &entries {
        let Some(t) = ctx.type_attr_value(key) else {
            continue;
        };
        let values = || dlti::layout_values(ctx, value).unwrap_or_default();
        let mut part = String::new();
        match ctx.type_kind(t) {
            // The width of `index` does not appear in LLVM's layout.
            TypeKind::Index => continue,
            TypeKind::Integer { width, signedness } => {
                if *signedness != Signedness::Signless {
                    return Err(format!(
                        "unsupported data layout for non-signless integer '{}'",
                        ctx.type_to_string(t)
                    ));
                }
                scalar_layout(&mut part, 'i', u64::from(*width), &values());
            }
            TypeKind::Float(
                k @ (FloatKind::F16 | FloatKind::F32 | FloatKind::F64 | FloatKind::F80 | FloatKind::F128),
            ) => {
                let width = match k {
                    FloatKind::F16 => 16,
                    FloatKind::F32 => 32,
                    FloatKind::F64 => 64,
                    FloatKind::F80 => 80,
                    _ => 128,
                };
                scalar_layout(&mut part, 'f', width, &values());
            }
            _ => match llvm_type(ctx, t) {
                Some(LlvmType::Ptr { address_space }) => {
                    // size, ABI and preferred alignment, index width
                    // (defaulting to the size), in bits.
                    let v = values();
                    let size = v.first().copied().unwrap_or(64);
                    let abi = v.get(1).copied().unwrap_or(size);
                    let preferred = v.get(2).copied().unwrap_or(abi);
                    let index = v.get(3).copied().unwrap_or(size);
                    let _ = write!(part, "p{address_space}:{size}:{abi}:{preferred}:{index}");
                }
                _ => {
                    return Err(format!(
                        "unsupported type in data layout: '{}'",
                        ctx.type_to_string(t)
                    ))
                }
            },
        }
        parts.push(part);
    }
    Ok(parts.join("-"))
}

/// `<letter><size>:<abi>[:<preferred>]` from the entry's ABI and
/// preferred alignments in bits (the preferred one defaults to the ABI
/// one and is written only when it differs).
fn scalar_layout(out: &mut String, letter: char, size: u64, values: &[i64]) {
    let abi = values.first().copied().unwrap_or(size as i64);
    let preferred = values.get(1).copied().unwrap_or(abi);
    let _ = write!(out, "{letter}{size}:{abi}");
    if preferred != abi {
        let _ = write!(out, ":{preferred}");
    }
}
