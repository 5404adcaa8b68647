//! The AVX2 lowering of `vector.transpose` (MLIR's x86vector
//! `populateSpecializedTransposeLoweringPatterns`, enabled by
//! `avx2_lowering_strategy` of `transform.apply_patterns.vector.lower_transpose`):
//! f32 transposes of 4x8 and 8x8 (2-D slices of n-D vectors included) as
//! the shuffle sequences of the AVX2 unpack, shuffle, blend and lane
//! permute instructions, the 8x8 blends as `vblendps` inline assembly.

use strata_dialect_utils::attrs::zero_attr;
use strata_dialect_vector::lowering::{create_one, extract, insert, shuffle, transposed_2d_slice};
use strata_dialect_vector::types_util::vector_parts;
use strata_ir::{OpId, OpRef, Type, ValueId};
use strata_ods::directives::dense_i64_values;
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

type Rw<'a> = PatternRewriter<'a>;

/// The pattern, with MLIR's benefit (10) over the generic lowerings.
pub fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(Avx2Transpose)]
}

struct Avx2Transpose;

/// `_mm256_unpacklo_ps` and `_mm256_unpackhi_ps`.
const UNPACK_LO: [i64; 8] = [0, 8, 1, 9, 4, 12, 5, 13];
const UNPACK_HI: [i64; 8] = [2, 10, 3, 11, 6, 14, 7, 15];

/// `_mm256_shuffle_ps` with the 2-bit selectors of `sel` (elements 0 and
/// 1 of each lane from the first operand, 2 and 3 from the second).
fn shuffle_ps(sel: [i64; 4]) -> [i64; 8] {
    [
        sel[0],
        sel[1],
        sel[2] + 8,
        sel[3] + 8,
        sel[0] + 4,
        sel[1] + 4,
        sel[2] + 12,
        sel[3] + 12,
    ]
}

/// `_mm256_permute2f128_ps` taking 128-bit lane `lo` then lane `hi` of
/// the operands' four lanes.
fn permute_2f128(lo: i64, hi: i64) -> [i64; 8] {
    let lane = |l: i64| [4 * l, 4 * l + 1, 4 * l + 2, 4 * l + 3];
    let (a, b) = (lane(lo), lane(hi));
    [a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]]
}

impl RewritePattern for Avx2Transpose {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transpose")
    }

    fn benefit(&self) -> u16 {
        10
    }

    fn debug_name(&self) -> &str {
        "TransposeOpLowering"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let (src, res_t) = (o.operand(0), o.result_type(0));
        let Some((shape, _, elem)) = vector_parts(ctx, o.operand_type(0)) else {
            return false;
        };
        let Some(perm) = o.attr("permutation").and_then(|a| dense_i64_values(ctx, a)) else {
            return false;
        };
        if ctx.float_kind(elem) != Some(strata_ir::FloatKind::F32) {
            return false;
        }
        let Some((d0, d1)) = transposed_2d_slice(shape, &perm) else {
            return false;
        };
        let (m, n) = (shape[d0], shape[d1]);
        if !((m == 4 || m == 8) && n == 8) {
            return false;
        }
        let flat_t = ctx.vector_type(&[m * n], elem);
        let mat_t = ctx.vector_type(&[m, n], elem);
        let row_t = ctx.vector_type(&[n], elem);
        let flat = create_one(rw, op, "vector.shape_cast", &[src], flat_t, &[]);
        let mat = create_one(rw, op, "vector.shape_cast", &[flat], mat_t, &[]);
        let mut vs: Vec<ValueId> = (0..m).map(|i| extract(rw, op, mat, &[i], row_t)).collect();
        let shuf = |rw: &mut Rw<'_>, a: ValueId, b: ValueId, mask: &[i64]| shuffle(rw, op, a, b, mask, elem);
        let mut t = Vec::with_capacity(vs.len());
        for k in 0..vs.len() / 2 {
            t.push(shuf(rw, vs[2 * k], vs[2 * k + 1], &UNPACK_LO));
            t.push(shuf(rw, vs[2 * k], vs[2 * k + 1], &UNPACK_HI));
        }
        if m == 4 {
            let lo = shuffle_ps([0, 1, 0, 1]);
            let hi = shuffle_ps([2, 3, 2, 3]);
            let s0 = shuf(rw, t[0], t[2], &lo);
            let s1 = shuf(rw, t[0], t[2], &hi);
            let s2 = shuf(rw, t[1], t[3], &lo);
            let s3 = shuf(rw, t[1], t[3], &hi);
            vs[0] = shuf(rw, s0, s1, &permute_2f128(0, 2));
            vs[1] = shuf(rw, s2, s3, &permute_2f128(0, 2));
            vs[2] = shuf(rw, s0, s1, &permute_2f128(1, 3));
            vs[3] = shuf(rw, s2, s3, &permute_2f128(1, 3));
        } else {
            let mid = shuffle_ps([2, 3, 0, 1]);
            let sh: Vec<ValueId> = [(0, 2), (1, 3), (4, 6), (5, 7)]
                .iter()
                .map(|&(a, b)| shuf(rw, t[a], t[b], &mid))
                .collect();
            let mut s = Vec::with_capacity(8);
            for (k, &h) in sh.iter().enumerate() {
                let (a, b) = ([0, 1, 4, 5][k], [2, 3, 6, 7][k]);
                s.push(blend_asm(rw, op, t[a], h, 0xcc, row_t));
                s.push(blend_asm(rw, op, t[b], h, 0x33, row_t));
            }
            for j in 0..4 {
                vs[j] = shuf(rw, s[j], s[4 + j], &permute_2f128(0, 2));
            }
            for j in 0..4 {
                vs[4 + j] = shuf(rw, s[j], s[4 + j], &permute_2f128(1, 3));
            }
        }
        let Some(zero) = zero_attr(ctx, mat_t) else {
            return false;
        };
        let mut res = create_one(rw, op, "arith.constant", &[], mat_t, &[("value", zero)]);
        for (i, &v) in vs.iter().enumerate() {
            res = insert(rw, op, v, res, &[i as i64], mat_t);
        }
        let flat = create_one(rw, op, "vector.shape_cast", &[res], flat_t, &[]);
        let out = create_one(rw, op, "vector.shape_cast", &[flat], res_t, &[]);
        rw.replace_op(op, &[out]);
        true
    }
}

/// `vblendps` of `a` and `b` with the immediate `mask`, as Intel-syntax
/// inline assembly (MLIR's `mm256BlendPsAsm`).
fn blend_asm(rw: &mut Rw<'_>, at: OpId, a: ValueId, b: ValueId, mask: u8, ty: Type) -> ValueId {
    let ctx = rw.ctx;
    let asm = ctx.string_attr(&format!("vblendps $0, $1, $2, {mask:#04x}"));
    let constraints = ctx.string_attr("=x,x,x");
    let dialect = strata_dialect_llvm::attrs::ASM_DIALECT.attr(ctx, 1);
    create_one(
        rw,
        at,
        "llvm.inline_asm",
        &[a, b],
        ty,
        &[
            ("asm_string", asm),
            ("constraints", constraints),
            ("asm_dialect", dialect),
        ],
    )
}
