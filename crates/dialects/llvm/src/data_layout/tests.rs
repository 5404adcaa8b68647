//! Expected values were measured with LLVM 22: `opt -passes=instcombine`
//! folds `ptrtoint (getelementptr (T, ptr null, i32 1))` to the allocation
//! size of `T`, the same GEP to field 1 of `{ i1, T }` to its ABI
//! alignment, and gives `alloca T` its preferred alignment.

use super::*;

fn int(w: u32) -> TypeShape {
    TypeShape::Primitive(Primitive::Int(w))
}
fn float(w: u32) -> TypeShape {
    TypeShape::Primitive(Primitive::Float(w))
}
fn ptr() -> TypeShape {
    TypeShape::Primitive(Primitive::Ptr(0))
}
fn vector(p: Primitive, n: u64) -> TypeShape {
    TypeShape::Vector(p, n)
}
fn st(fields: Vec<TypeShape>) -> TypeShape {
    TypeShape::Struct {
        packed: false,
        fields,
    }
}
fn packed(fields: Vec<TypeShape>) -> TypeShape {
    TypeShape::Struct { packed: true, fields }
}

/// The types measured, in the order of the rows of the tables below.
fn samples() -> Vec<(&'static str, TypeShape)> {
    use Primitive::{Float, Int};
    vec![
        ("i1", int(1)),
        ("i7", int(7)),
        ("i20", int(20)),
        ("i65", int(65)),
        ("i128", int(128)),
        ("i200", int(200)),
        ("half", float(16)),
        ("x86_fp80", float(80)),
        ("fp128", float(128)),
        ("<3 x float>", vector(Float(32), 3)),
        ("<8 x i1>", vector(Int(1), 8)),
        ("<5 x i3>", vector(Int(3), 5)),
        ("<3 x i20>", vector(Int(20), 3)),
        ("<4 x double>", vector(Float(64), 4)),
        ("<2 x i65>", vector(Int(65), 2)),
        ("[3 x i7]", TypeShape::Array(Box::new(int(7)), 3)),
        ("{ i8, i32, i8 }", st(vec![int(8), int(32), int(8)])),
        ("<{ i8, i32, i8 }>", packed(vec![int(8), int(32), int(8)])),
        ("{ i8, i64 }", st(vec![int(8), int(64)])),
        ("{ i1, i128, i7 }", st(vec![int(1), int(128), int(7)])),
        ("{ i8, <3 x float> }", st(vec![int(8), vector(Float(32), 3)])),
        ("{ i8, i200, i16 }", st(vec![int(8), int(200), int(16)])),
        (
            "<{ i8, { i8, i64 } }>",
            packed(vec![int(8), st(vec![int(8), int(64)])]),
        ),
        (
            "{ i8, <{ i16, i64 }> }",
            st(vec![int(8), packed(vec![int(16), int(64)])]),
        ),
        ("{ ptr, i65 }", st(vec![ptr(), int(65)])),
    ]
}

/// (allocation size, ABI alignment, preferred alignment) of each sample.
const X86_64: &[(u64, u64, u64)] = &[
    (1, 1, 1),
    (1, 1, 1),
    (4, 4, 4),
    (16, 16, 16),
    (16, 16, 16),
    (32, 16, 16),
    (2, 2, 2),
    (16, 16, 16),
    (16, 16, 16),
    (16, 16, 16),
    (1, 1, 1),
    (2, 2, 2),
    (8, 8, 8),
    (32, 32, 32),
    (32, 32, 32),
    (3, 1, 1),
    (12, 4, 8),
    (6, 1, 8),
    (16, 8, 8),
    (48, 16, 16),
    (32, 16, 16),
    (64, 16, 16),
    (17, 1, 8),
    (11, 1, 8),
    (32, 16, 16),
];

/// The same under LLVM's default layout (no `target datalayout`).
const DEFAULT: &[(u64, u64, u64)] = &[
    (1, 1, 1),
    (1, 1, 1),
    (4, 4, 4),
    (12, 4, 8),
    (16, 4, 8),
    (28, 4, 8),
    (2, 2, 2),
    (16, 16, 16),
    (16, 16, 16),
    (16, 16, 16),
    (1, 1, 1),
    (2, 2, 2),
    (8, 8, 8),
    (32, 32, 32),
    (32, 32, 32),
    (3, 1, 1),
    (12, 4, 8),
    (6, 1, 8),
    (12, 4, 8),
    (24, 4, 8),
    (32, 16, 16),
    (36, 4, 8),
    (13, 1, 8),
    (11, 1, 8),
    (24, 8, 8),
];

fn check(dl: &DataLayout, expected: &[(u64, u64, u64)]) {
    let samples = samples();
    assert_eq!(samples.len(), expected.len());
    for ((name, t), &(alloc, abi, pref)) in samples.iter().zip(expected) {
        let got = (dl.alloc_size(t), dl.abi_align(t), dl.pref_align(t));
        assert_eq!(got, (alloc, abi, pref), "{name}");
    }
}

#[test]
fn x86_64_layout_matches_llvm() {
    check(&DataLayout::x86_64(), X86_64);
}

#[test]
fn default_layout_matches_llvm() {
    check(&DataLayout::default(), DEFAULT);
    check(&DataLayout::parse(""), DEFAULT);
}

#[test]
fn store_sizes_count_bytes_of_bits() {
    let dl = DataLayout::x86_64();
    for (t, bits, store) in [
        (int(1), 1, 1),
        (int(7), 7, 1),
        (int(20), 20, 3),
        (int(65), 65, 9),
        (int(128), 128, 16),
        (int(200), 200, 25),
        (float(80), 80, 10),
        (vector(Primitive::Int(1), 8), 8, 1),
        (vector(Primitive::Int(3), 5), 15, 2),
        (vector(Primitive::Int(20), 3), 60, 8),
        (vector(Primitive::Ptr(0), 2), 128, 16),
        (st(vec![int(8), int(32), int(8)]), 96, 12),
    ] {
        assert_eq!((dl.size_in_bits(&t), dl.store_size(&t)), (bits, store), "{t:?}");
    }
}

#[test]
fn struct_field_offsets_with_mixed_alignments() {
    let dl = DataLayout::x86_64();
    // Offsets measured with GEPs to each field.
    let fields = [int(1), int(128), int(7)];
    assert_eq!(dl.field_offsets(false, &fields), (vec![0, 16, 32], 33));
    assert_eq!(dl.field_offset(false, &fields, 2), 32);
    let fields = [int(8), int(200), int(16)];
    assert_eq!(dl.field_offsets(false, &fields).0, vec![0, 16, 48]);
    let fields = [int(8), st(vec![int(8), int(64)])];
    assert_eq!(dl.field_offsets(true, &fields), (vec![0, 1], 17));
    let fields = [int(8), packed(vec![int(16), int(64)])];
    assert_eq!(dl.field_offsets(false, &fields), (vec![0, 1], 11));
    let fields = [int(8), vector(Primitive::Float(32), 3)];
    assert_eq!(dl.field_offsets(false, &fields).0, vec![0, 16]);
    // The memref descriptor of a 2-d memref.
    let dims = TypeShape::Array(Box::new(int(64)), 2);
    let desc = [ptr(), ptr(), int(64), dims.clone(), dims];
    assert_eq!(dl.field_offsets(false, &desc), (vec![0, 8, 16, 24, 40], 56));
    // An empty struct.
    assert_eq!(dl.alloc_size(&st(vec![])), 0);
    assert_eq!(dl.field_offsets::<TypeShape>(false, &[]), (vec![], 0));
}

#[test]
fn parsed_specs_override_the_defaults() {
    let dl = DataLayout::parse("e-p:32:32-p1:16:16:32-i64:64:128-f80:32-v96:32-a:16:64");
    assert_eq!(dl.size_in_bits(&ptr()), 32);
    let far = TypeShape::Primitive(Primitive::Ptr(1));
    assert_eq!(
        (dl.size_in_bits(&far), dl.abi_align(&far), dl.pref_align(&far)),
        (16, 2, 4)
    );
    // An address space without a spec gets the default one's.
    let other = TypeShape::Primitive(Primitive::Ptr(5));
    assert_eq!(dl.size_in_bits(&other), 32);
    assert_eq!((dl.abi_align(&int(64)), dl.pref_align(&int(64))), (8, 16));
    assert_eq!((dl.abi_align(&float(80)), dl.alloc_size(&float(80))), (4, 12));
    let v3f = vector(Primitive::Float(32), 3);
    assert_eq!((dl.abi_align(&v3f), dl.alloc_size(&v3f)), (4, 12));
    // The aggregate spec raises the alignment of structs, not of arrays.
    let s = st(vec![int(8)]);
    assert_eq!(
        (dl.abi_align(&s), dl.pref_align(&s), dl.alloc_size(&s)),
        (2, 8, 2)
    );
    assert_eq!(dl.abi_align(&TypeShape::Array(Box::new(int(8)), 4)), 1);
}

#[test]
fn shapes_of_dialect_types() {
    let ctx = Context::new();
    let i32t = ctx.integer_type(32);
    let s = crate::types::struct_type(
        &ctx,
        &[ctx.integer_type(8), crate::types::ptr_type(&ctx, 0)],
        false,
    );
    assert_eq!(TypeShape::of(&ctx, s, 64), Some(st(vec![int(8), ptr()])));
    assert_eq!(TypeShape::of(&ctx, ctx.index_type(), 32), Some(int(32)));
    let a = crate::types::array_type(&ctx, i32t, 4);
    assert_eq!(
        DataLayout::x86_64().alloc_size(&TypeShape::of(&ctx, a, 64).unwrap()),
        16
    );
    assert_eq!(
        TypeShape::of(&ctx, crate::types::void_type(&ctx), 64),
        Some(TypeShape::Empty)
    );
}
