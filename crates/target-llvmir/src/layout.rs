//! Sizes and alignments of types under a data layout: LLVM's default
//! layout (a module without `target datalayout`) or the module's
//! `llvm.data_layout` string. Loads and stores without an alignment get
//! the ABI alignment, allocas the preferred one.

use crate::ir::Ty;

/// An alignment spec: size in bits, ABI and preferred alignment in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Spec {
    bits: u64,
    abi: u64,
    pref: u64,
}

const fn spec(bits: u64, abi: u64, pref: u64) -> Spec {
    Spec { bits, abi, pref }
}

/// The parts of a data layout that sizes and alignments depend on.
#[derive(Clone, Debug)]
pub struct DataLayout {
    /// Integer specs sorted by size.
    ints: Vec<Spec>,
    floats: Vec<Spec>,
    vectors: Vec<Spec>,
    /// Pointer specs by address space (`bits` is the pointer size).
    pointers: Vec<(u32, Spec)>,
    aggregate: Spec,
}

impl Default for DataLayout {
    fn default() -> DataLayout {
        DataLayout {
            ints: vec![
                spec(1, 1, 1),
                spec(8, 1, 1),
                spec(16, 2, 2),
                spec(32, 4, 4),
                spec(64, 4, 8),
            ],
            floats: vec![spec(16, 2, 2), spec(32, 4, 4), spec(64, 8, 8), spec(128, 16, 16)],
            vectors: vec![spec(64, 8, 8), spec(128, 16, 16)],
            pointers: vec![(0, spec(64, 8, 8))],
            aggregate: spec(0, 1, 8),
        }
    }
}

fn upsert(list: &mut Vec<Spec>, s: Spec) {
    match list.iter_mut().find(|x| x.bits == s.bits) {
        Some(x) => *x = s,
        None => {
            list.push(s);
            list.sort_by_key(|x| x.bits);
        }
    }
}

impl DataLayout {
    /// The default layout with the specs of a `target datalayout` string
    /// applied; parts that do not concern sizes and alignments are
    /// ignored.
    pub fn parse(text: &str) -> DataLayout {
        let mut dl = DataLayout::default();
        for part in text.split('-') {
            let mut chars = part.chars();
            let Some(kind) = chars.next() else { continue };
            let rest = chars.as_str();
            let fields: Vec<&str> = rest.split(':').collect();
            let num = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
            let align = |bits: Option<u64>| bits.map(|b| (b / 8).max(1));
            match kind {
                'i' | 'f' | 'v' => {
                    let (Some(bits), Some(abi)) = (num(0), align(num(1))) else {
                        continue;
                    };
                    let pref = align(num(2)).unwrap_or(abi);
                    let list = match kind {
                        'i' => &mut dl.ints,
                        'f' => &mut dl.floats,
                        _ => &mut dl.vectors,
                    };
                    upsert(list, spec(bits, abi, pref));
                }
                'a' => {
                    let abi = num(1).map(|b| (b / 8).max(1)).unwrap_or(1);
                    let pref = align(num(2)).unwrap_or(abi);
                    dl.aggregate = spec(0, abi, pref);
                }
                'p' => {
                    let space = fields[0].parse::<u32>().unwrap_or(0);
                    let (Some(bits), Some(abi)) = (num(1), align(num(2))) else {
                        continue;
                    };
                    let pref = align(num(3)).unwrap_or(abi);
                    dl.pointers.retain(|(s, _)| *s != space);
                    dl.pointers.push((space, spec(bits, abi, pref)));
                }
                _ => {}
            }
        }
        dl
    }

    fn pointer(&self, space: u32) -> Spec {
        self.pointers
            .iter()
            .find(|(s, _)| *s == space)
            .or_else(|| self.pointers.iter().find(|(s, _)| *s == 0))
            .map_or(spec(64, 8, 8), |p| p.1)
    }

    /// An integer's spec: the exact width, else the next wider, else the
    /// widest.
    fn int(&self, w: u64) -> Spec {
        self.ints
            .iter()
            .find(|s| s.bits >= w)
            .or(self.ints.last())
            .copied()
            .unwrap_or(spec(w, 1, 1))
    }

    fn natural(&self, ty: &Ty) -> u64 {
        self.store_size(ty).max(1).next_power_of_two()
    }

    fn align(&self, ty: &Ty, abi: bool) -> u64 {
        let pick = |s: Spec| if abi { s.abi } else { s.pref };
        match ty {
            Ty::Int(w) => pick(self.int(*w as u64)),
            Ty::Half | Ty::BFloat | Ty::Float | Ty::Double | Ty::Fp128 | Ty::X86Fp80 | Ty::PpcFp128 => {
                let bits = self.size_in_bits(ty);
                match self.floats.iter().find(|s| s.bits == bits) {
                    Some(s) => pick(*s),
                    None => self.natural(ty),
                }
            }
            Ty::Ptr(a) => pick(self.pointer(*a)),
            Ty::Array(e, _) => self.align(e, abi),
            Ty::Vector { .. } => {
                let bits = self.size_in_bits(ty);
                match self.vectors.iter().find(|s| s.bits == bits) {
                    Some(s) => pick(*s),
                    None => self.natural(ty),
                }
            }
            Ty::Struct { packed: true, .. } if abi => 1,
            Ty::Struct { packed, body, .. } => {
                let natural = if *packed {
                    1
                } else {
                    body.as_deref()
                        .unwrap_or(&[])
                        .iter()
                        .map(|t| self.abi_align(t))
                        .max()
                        .unwrap_or(1)
                };
                natural.max(pick(self.aggregate))
            }
            _ => 1,
        }
    }

    /// The ABI alignment of `ty` in bytes.
    pub fn abi_align(&self, ty: &Ty) -> u64 {
        self.align(ty, true)
    }

    /// The preferred alignment of `ty` in bytes (what allocas get).
    pub fn pref_align(&self, ty: &Ty) -> u64 {
        self.align(ty, false)
    }

    /// The size in bits (vectors of `i1` are bit-packed).
    pub fn size_in_bits(&self, ty: &Ty) -> u64 {
        match ty {
            Ty::Int(w) => *w as u64,
            Ty::Half | Ty::BFloat => 16,
            Ty::Float => 32,
            Ty::Double => 64,
            Ty::X86Fp80 => 80,
            Ty::Fp128 | Ty::PpcFp128 => 128,
            Ty::Ptr(a) => self.pointer(*a).bits,
            Ty::Vector { len, elem, .. } => len * self.size_in_bits(elem),
            _ => self.alloc_size(ty) * 8,
        }
    }

    /// The number of bytes a store of `ty` writes.
    pub fn store_size(&self, ty: &Ty) -> u64 {
        self.size_in_bits(ty).div_ceil(8)
    }

    /// The offset of field `index` in a struct body.
    pub fn field_offset(&self, packed: bool, body: &[Ty], index: usize) -> u64 {
        let mut off = 0u64;
        for (j, t) in body.iter().enumerate() {
            if !packed {
                off = off.next_multiple_of(self.abi_align(t));
            }
            if j == index {
                break;
            }
            off += self.alloc_size(t);
        }
        off
    }

    /// The distance between consecutive elements of type `ty` in an array.
    pub fn alloc_size(&self, ty: &Ty) -> u64 {
        match ty {
            Ty::Array(e, n) => self.alloc_size(e) * n,
            Ty::Struct { packed, body, .. } => {
                let body = body.as_deref().unwrap_or(&[]);
                let mut size = 0u64;
                for f in body {
                    if !packed {
                        size = size.next_multiple_of(self.abi_align(f));
                    }
                    size += self.alloc_size(f);
                }
                if !packed {
                    size = size.next_multiple_of(self.abi_align(ty));
                }
                size
            }
            Ty::Void | Ty::Label | Ty::Metadata | Ty::Token | Ty::Func { .. } => 0,
            _ => self.store_size(ty).next_multiple_of(self.abi_align(ty)),
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
