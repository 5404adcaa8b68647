//! Sizes and ABI alignments under LLVM's default data layout (the layout
//! of a module without `target datalayout`), which is what loads, stores
//! and allocas get when the LLVM dialect op gives no alignment.

use crate::ir::Ty;

/// The ABI alignment of `ty` in bytes.
pub fn abi_align(ty: &Ty) -> u64 {
    match ty {
        Ty::Int(w) => match w {
            0..=8 => 1,
            9..=16 => 2,
            // The default layout has i32:32 and i64:32:64; wider integers
            // take the largest integer's alignment.
            _ => 4,
        },
        Ty::Half | Ty::BFloat => 2,
        Ty::Float => 4,
        Ty::Double => 8,
        Ty::X86Fp80 | Ty::Fp128 | Ty::PpcFp128 => 16,
        Ty::Ptr(_) => 8,
        Ty::Array(e, _) => abi_align(e),
        Ty::Vector { .. } => store_size(ty).max(1).next_power_of_two(),
        Ty::Struct { packed: true, .. } => 1,
        Ty::Struct { body, .. } => body
            .as_deref()
            .unwrap_or(&[])
            .iter()
            .map(abi_align)
            .max()
            .unwrap_or(1),
        _ => 1,
    }
}

/// The preferred alignment of `ty` in bytes (what allocas get): the
/// default layout prefers 8 for `i64` and at least 8 for structs.
pub fn pref_align(ty: &Ty) -> u64 {
    match ty {
        Ty::Int(w) if *w > 32 => 8,
        Ty::Array(e, _) => pref_align(e),
        Ty::Struct { .. } => abi_align(ty).max(8),
        _ => abi_align(ty),
    }
}

/// The size in bits (vectors of `i1` are bit-packed).
pub fn size_in_bits(ty: &Ty) -> u64 {
    match ty {
        Ty::Int(w) => *w as u64,
        Ty::Half | Ty::BFloat => 16,
        Ty::Float => 32,
        Ty::Double => 64,
        Ty::X86Fp80 => 80,
        Ty::Fp128 | Ty::PpcFp128 => 128,
        Ty::Ptr(_) => 64,
        Ty::Vector { len, elem, .. } => len * size_in_bits(elem),
        _ => alloc_size(ty) * 8,
    }
}

/// The number of bytes a store of `ty` writes.
pub fn store_size(ty: &Ty) -> u64 {
    size_in_bits(ty).div_ceil(8)
}

/// The distance between consecutive elements of type `ty` in an array.
pub fn alloc_size(ty: &Ty) -> u64 {
    match ty {
        Ty::Array(e, n) => alloc_size(e) * n,
        Ty::Struct { packed, body, .. } => {
            let mut size = 0u64;
            for f in body.as_deref().unwrap_or(&[]) {
                if !packed {
                    size = size.next_multiple_of(abi_align(f));
                }
                size += alloc_size(f);
            }
            if !packed {
                size = size.next_multiple_of(abi_align(ty));
            }
            size
        }
        Ty::Void | Ty::Label | Ty::Metadata | Ty::Token | Ty::Func { .. } => 0,
        _ => store_size(ty).next_multiple_of(abi_align(ty)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_layout() {
        assert_eq!(abi_align(&Ty::Int(64)), 4);
        assert_eq!(abi_align(&Ty::Int(1)), 1);
        assert_eq!(abi_align(&Ty::Int(17)), 4);
        let v3f = Ty::Vector {
            scalable: false,
            len: 3,
            elem: Box::new(Ty::Float),
        };
        assert_eq!(abi_align(&v3f), 16);
        let v3i1 = Ty::Vector {
            scalable: false,
            len: 3,
            elem: Box::new(Ty::Int(1)),
        };
        assert_eq!(abi_align(&v3i1), 1);
        let s = Ty::Struct {
            name: None,
            packed: false,
            body: Some(vec![Ty::Int(8), Ty::Int(64)]),
        };
        assert_eq!(abi_align(&s), 4);
        assert_eq!(alloc_size(&s), 12);
    }
}
