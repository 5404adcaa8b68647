//! The exporter's types measured by the llvm dialect's data-layout model
//! ([`strata_dialect_llvm::data_layout`]): LLVM's default layout (a module
//! without `target datalayout`) or the module's `llvm.data_layout` string.
//! Loads and stores without an alignment get the ABI alignment, allocas the
//! preferred one.

pub use strata_dialect_llvm::data_layout::DataLayout;
use strata_dialect_llvm::data_layout::{LayoutKind, LayoutType, Primitive};

use crate::ir::Ty;

impl LayoutType for Ty {
    fn layout_kind(&self) -> LayoutKind<'_, Ty> {
        let primitive = |t: &Ty| match t {
            Ty::Int(w) => Some(Primitive::Int(*w)),
            Ty::Ptr(a) => Some(Primitive::Ptr(*a)),
            Ty::Half | Ty::BFloat => Some(Primitive::Float(16)),
            Ty::Float => Some(Primitive::Float(32)),
            Ty::Double => Some(Primitive::Float(64)),
            Ty::X86Fp80 => Some(Primitive::Float(80)),
            Ty::Fp128 | Ty::PpcFp128 => Some(Primitive::Float(128)),
            _ => None,
        };
        if let Some(p) = primitive(self) {
            return LayoutKind::Primitive(p);
        }
        match self {
            Ty::Array(e, n) => LayoutKind::Array(&**e, *n),
            Ty::Vector { len, elem, .. } => match primitive(elem) {
                Some(p) => LayoutKind::Vector(p, *len),
                None => LayoutKind::Empty,
            },
            Ty::Struct { packed, body, .. } => LayoutKind::Struct {
                packed: *packed,
                fields: body.as_deref().unwrap_or(&[]),
            },
            _ => LayoutKind::Empty,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_layout() {
        let dl = DataLayout::default();
        assert_eq!(dl.abi_align(&Ty::Int(64)), 4);
        assert_eq!(dl.pref_align(&Ty::Int(64)), 8);
        assert_eq!(dl.abi_align(&Ty::Int(1)), 1);
        assert_eq!(dl.abi_align(&Ty::Int(17)), 4);
        assert_eq!(dl.abi_align(&Ty::Int(128)), 4);
        let v3f = Ty::Vector {
            scalable: false,
            len: 3,
            elem: Box::new(Ty::Float),
        };
        assert_eq!(dl.abi_align(&v3f), 16);
        let v3i1 = Ty::Vector {
            scalable: false,
            len: 3,
            elem: Box::new(Ty::Int(1)),
        };
        assert_eq!(dl.abi_align(&v3i1), 1);
        let s = Ty::Struct {
            name: None,
            packed: false,
            body: Some(vec![Ty::Int(8), Ty::Int(64)]),
        };
        assert_eq!(dl.abi_align(&s), 4);
        assert_eq!(dl.pref_align(&s), 8);
        assert_eq!(dl.alloc_size(&s), 12);
        assert_eq!(dl.abi_align(&Ty::X86Fp80), 16);
        assert_eq!(dl.size_in_bits(&Ty::BFloat), 16);
        assert_eq!(dl.alloc_size(&Ty::Void), 0);
        let opaque = Ty::Struct {
            name: Some("o".into()),
            packed: false,
            body: None,
        };
        assert_eq!((dl.alloc_size(&opaque), dl.abi_align(&opaque)), (0, 1));
    }

    #[test]
    fn parsed_layout() {
        let dl = DataLayout::parse(
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
        );
        assert_eq!(dl.abi_align(&Ty::Int(64)), 8);
        assert_eq!(dl.abi_align(&Ty::Int(128)), 16);
        assert_eq!(dl.abi_align(&Ty::Int(32)), 4);
        assert_eq!(dl.size_in_bits(&Ty::Ptr(270)), 32);
        assert_eq!(dl.abi_align(&Ty::Ptr(0)), 8);
    }
}
