//! The named structured ops, as data: each op's loops, indexing maps and
//! scalar body ("payload"), from which the op's region is built when it is
//! parsed or created, and its maps are computed when asked for.
//!
//! A map result is written with [`Ix`]: a loop dimension, the sum of two,
//! or a window access `out * stride + win * dilation` whose stride and
//! dilation come from the op's `strides` and `dilations` attributes (1 when
//! absent). Ops without maps ([`NamedOp::maps`] empty) are elementwise over
//! the rank of their output: identity maps for shaped operands, `() `
//! for scalars.

use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{Context, OpRef};

use crate::structured::operand_shape_of;

/// One result of a named op's indexing map.
#[derive(Copy, Clone, Debug)]
pub enum Ix {
    /// Loop dimension `d_i`.
    D(u8),
    /// `d_a + d_b` (convolutions without strides).
    Sum(u8, u8),
    /// `d_out * strides[k] + d_win * dilations[k]`.
    Win(u8, u8, u8),
}

/// A scalar function of the payload applied to a pair of values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinaryFn {
    /// `addf`, `addi`, `ori` on `i1`.
    Add,
    /// `subf`, `subi`.
    Sub,
    /// `mulf`, `muli`, `andi` on `i1`.
    Mul,
    /// `divf`, `divsi`.
    Div,
    /// `divui`.
    DivUnsigned,
    /// `maximumf`, `maxsi`.
    MaxSigned,
    /// `minimumf`, `minsi`.
    MinSigned,
    /// `maximumf`, `maxui`.
    MaxUnsigned,
    /// `minimumf`, `minui`.
    MinUnsigned,
    /// `math.powf`.
    PowF,
}

/// A scalar function of the payload applied to one value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnaryFn {
    /// `math.exp`.
    Exp,
    /// `math.log`.
    Log,
    /// `math.absf`.
    Abs,
    /// `math.ceil`.
    Ceil,
    /// `math.floor`.
    Floor,
    /// `arith.negf`.
    NegF,
    /// `1 / x`.
    Reciprocal,
    /// `math.round`.
    Round,
    /// `math.sqrt`.
    Sqrt,
    /// `math.rsqrt`.
    Rsqrt,
    /// `x * x`.
    Square,
    /// `math.tanh`.
    Tanh,
    /// `math.erf`.
    Erf,
}

/// How an operand is converted to the output's element type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cast {
    /// Sign-extending integers, signed int/float conversions.
    Signed,
    /// Zero-extending integers, unsigned int/float conversions.
    Unsigned,
    /// The op's `cast` attribute (default signed).
    Attr,
}

/// The scalar computation of a named op, over the block arguments
/// (inputs first, then the output).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Payload {
    /// `out + cast(in0) * cast(in1)`.
    MulAdd(Cast),
    /// `out + (cast(in0) - cast(in2)) * (cast(in1) - cast(in3))`, the
    /// zero points being the third and fourth inputs.
    QuantizedMulAdd,
    /// `f(out, cast(in0))`: poolings.
    Accumulate(BinaryFn, Cast),
    /// `f(in0)`.
    Unary(UnaryFn),
    /// `f(in0, in1)`.
    Binary(BinaryFn),
    /// `select(in0, in1, in2)`.
    Select,
    /// `cast(in0)`.
    Copy,
    /// `in0`.
    Fill,
    /// `min + (max - min) * r`, `r` a pseudo-random number in `[0, 1)`
    /// from the seed and the two loop indices (a linear congruential
    /// generator, as `linalg.fill_rng_2d` defines it).
    FillRng2D,
}

/// A named structured op.
#[derive(Debug)]
pub struct NamedOp {
    /// The op's name, `linalg.` included.
    pub name: &'static str,
    /// One letter per loop, `p`arallel or `r`eduction; empty for the
    /// elementwise ops (all parallel, as many as the output's rank).
    pub iterators: &'static str,
    /// One map per operand, inputs then output; empty for elementwise ops.
    pub maps: &'static [&'static [Ix]],
    /// How many window dimensions the `strides` and `dilations`
    /// attributes have (0: the op has neither).
    pub window: u8,
    /// The number of inputs.
    pub inputs: u8,
    /// The scalar body.
    pub payload: Payload,
}

use BinaryFn as B;
use Cast::{Signed, Unsigned};
use Ix::{Sum, Win, D};
use Payload as P;
use UnaryFn as U;

macro_rules! ops {
    ($( $name:literal $it:literal [$($m:tt)*] $w:literal $n:literal $p:expr; )*) => {
        /// Every named op of the table.
        pub static NAMED_OPS: &[NamedOp] = &[$(NamedOp {
            name: concat!("linalg.", $name),
            iterators: $it,
            maps: &[$($m)*],
            window: $w,
            inputs: $n,
            payload: $p,
        }),*];
    };
}

const MMA: Payload = P::MulAdd(Signed);
const Q: Payload = P::QuantizedMulAdd;

ops! {
    // Elementwise: rank-polymorphic, maps from the operands' ranks.
    "copy" "" [] 0 1 P::Copy;
    "fill" "" [] 0 1 P::Fill;
    "exp" "" [] 0 1 P::Unary(U::Exp);
    "log" "" [] 0 1 P::Unary(U::Log);
    "abs" "" [] 0 1 P::Unary(U::Abs);
    "ceil" "" [] 0 1 P::Unary(U::Ceil);
    "floor" "" [] 0 1 P::Unary(U::Floor);
    "negf" "" [] 0 1 P::Unary(U::NegF);
    "reciprocal" "" [] 0 1 P::Unary(U::Reciprocal);
    "round" "" [] 0 1 P::Unary(U::Round);
    "sqrt" "" [] 0 1 P::Unary(U::Sqrt);
    "rsqrt" "" [] 0 1 P::Unary(U::Rsqrt);
    "square" "" [] 0 1 P::Unary(U::Square);
    "tanh" "" [] 0 1 P::Unary(U::Tanh);
    "erf" "" [] 0 1 P::Unary(U::Erf);
    "add" "" [] 0 2 P::Binary(B::Add);
    "sub" "" [] 0 2 P::Binary(B::Sub);
    "mul" "" [] 0 2 P::Binary(B::Mul);
    "div" "" [] 0 2 P::Binary(B::Div);
    "div_unsigned" "" [] 0 2 P::Binary(B::DivUnsigned);
    "max" "" [] 0 2 P::Binary(B::MaxSigned);
    "min" "" [] 0 2 P::Binary(B::MinSigned);
    "powf" "" [] 0 2 P::Binary(B::PowF);
    "select" "" [] 0 3 P::Select;

    // Contractions (loops: m, n, k and batch dims as named in MLIR's docs).
    "matmul" "ppr" [&[D(0), D(2)], &[D(2), D(1)], &[D(0), D(1)]] 0 2 P::MulAdd(Cast::Attr);
    "batch_matmul" "pppr" [&[D(0), D(1), D(3)], &[D(0), D(3), D(2)], &[D(0), D(1), D(2)]] 0 2 P::MulAdd(Cast::Attr);
    "batch_reduce_matmul" "rppr" [&[D(0), D(1), D(3)], &[D(0), D(3), D(2)], &[D(1), D(2)]] 0 2 P::MulAdd(Cast::Attr);
    "quantized_matmul" "ppr" [&[D(0), D(2)], &[D(2), D(1)], &[], &[], &[D(0), D(1)]] 0 4 Q;
    "quantized_batch_matmul" "pppr" [&[D(0), D(1), D(3)], &[D(0), D(3), D(2)], &[], &[], &[D(0), D(1), D(2)]] 0 4 Q;
    "mmt4d" "pprppr" [&[D(0), D(2), D(3), D(5)], &[D(1), D(2), D(4), D(5)], &[D(0), D(1), D(3), D(4)]] 0 2 MMA;
    "batch_mmt4d" "ppprppr" [&[D(0), D(1), D(3), D(4), D(6)], &[D(0), D(2), D(3), D(5), D(6)], &[D(0), D(1), D(2), D(4), D(5)]] 0 2 MMA;
    "matvec" "pr" [&[D(0), D(1)], &[D(1)], &[D(0)]] 0 2 MMA;
    "vecmat" "pr" [&[D(1)], &[D(1), D(0)], &[D(0)]] 0 2 MMA;
    "batch_matvec" "ppr" [&[D(0), D(1), D(2)], &[D(0), D(2)], &[D(0), D(1)]] 0 2 MMA;
    "batch_vecmat" "ppr" [&[D(0), D(2)], &[D(0), D(2), D(1)], &[D(0), D(1)]] 0 2 MMA;
    "dot" "r" [&[D(0)], &[D(0)], &[]] 0 2 MMA;

    // Convolutions without layout: output dims then window dims.
    "conv_1d" "pr" [&[Sum(0, 1)], &[D(1)], &[D(0)]] 0 2 MMA;
    "conv_2d" "pprr" [&[Sum(0, 2), Sum(1, 3)], &[D(2), D(3)], &[D(0), D(1)]] 0 2 MMA;
    "conv_3d" "ppprrr" [&[Sum(0, 3), Sum(1, 4), Sum(2, 5)], &[D(3), D(4), D(5)], &[D(0), D(1), D(2)]] 0 2 MMA;

    // Convolutions with layouts, strides and dilations.
    "conv_1d_nwc_wcf" "ppprr" [&[D(0), Win(1, 3, 0), D(4)], &[D(3), D(4), D(2)], &[D(0), D(1), D(2)]] 1 2 MMA;
    "conv_1d_ncw_fcw" "ppprr" [&[D(0), D(3), Win(2, 4, 0)], &[D(1), D(3), D(4)], &[D(0), D(1), D(2)]] 1 2 MMA;
    "conv_2d_nhwc_hwcf" "pppprrr" [&[D(0), Win(1, 4, 0), Win(2, 5, 1), D(6)], &[D(4), D(5), D(6), D(3)], &[D(0), D(1), D(2), D(3)]] 2 2 MMA;
    "conv_2d_nhwc_fhwc" "pppprrr" [&[D(0), Win(1, 4, 0), Win(2, 5, 1), D(6)], &[D(3), D(4), D(5), D(6)], &[D(0), D(1), D(2), D(3)]] 2 2 MMA;
    "conv_2d_nhwc_hwcf_q" "pppprrr" [&[D(0), Win(1, 4, 0), Win(2, 5, 1), D(6)], &[D(4), D(5), D(6), D(3)], &[], &[], &[D(0), D(1), D(2), D(3)]] 2 4 Q;
    "conv_2d_nhwc_fhwc_q" "pppprrr" [&[D(0), Win(1, 4, 0), Win(2, 5, 1), D(6)], &[D(3), D(4), D(5), D(6)], &[], &[], &[D(0), D(1), D(2), D(3)]] 2 4 Q;
    "conv_2d_nchw_fchw_q" "pppprrr" [&[D(0), D(4), Win(2, 5, 0), Win(3, 6, 1)], &[D(1), D(4), D(5), D(6)], &[], &[], &[D(0), D(1), D(2), D(3)]] 2 4 Q;
    "conv_2d_nchw_fchw" "pppprrr" [&[D(0), D(4), Win(2, 5, 0), Win(3, 6, 1)], &[D(1), D(4), D(5), D(6)], &[D(0), D(1), D(2), D(3)]] 2 2 MMA;
    "conv_2d_ngchw_fgchw" "ppppprrr" [&[D(0), D(1), D(5), Win(3, 6, 0), Win(4, 7, 1)], &[D(2), D(1), D(5), D(6), D(7)], &[D(0), D(1), D(2), D(3), D(4)]] 2 2 MMA;
    "conv_2d_ngchw_gfchw" "ppppprrr" [&[D(0), D(1), D(5), Win(3, 6, 0), Win(4, 7, 1)], &[D(1), D(2), D(5), D(6), D(7)], &[D(0), D(1), D(2), D(3), D(4)]] 2 2 MMA;
    "conv_2d_nhwgc_gfhwc" "ppppprrr" [&[D(0), Win(1, 5, 0), Win(2, 6, 1), D(3), D(7)], &[D(3), D(4), D(5), D(6), D(7)], &[D(0), D(1), D(2), D(3), D(4)]] 2 2 MMA;
    "conv_2d_nhwgc_gfhwc_q" "ppppprrr" [&[D(0), Win(1, 5, 0), Win(2, 6, 1), D(3), D(7)], &[D(3), D(4), D(5), D(6), D(7)], &[], &[], &[D(0), D(1), D(2), D(3), D(4)]] 2 4 Q;
    "conv_2d_ngchw_gfchw_q" "ppppprrr" [&[D(0), D(1), D(5), Win(3, 6, 0), Win(4, 7, 1)], &[D(1), D(2), D(5), D(6), D(7)], &[], &[], &[D(0), D(1), D(2), D(3), D(4)]] 2 4 Q;
    "conv_3d_ndhwc_dhwcf" "ppppprrrr" [&[D(0), Win(1, 5, 0), Win(2, 6, 1), Win(3, 7, 2), D(8)], &[D(5), D(6), D(7), D(8), D(4)], &[D(0), D(1), D(2), D(3), D(4)]] 3 2 MMA;
    "conv_3d_ndhwc_dhwcf_q" "ppppprrrr" [&[D(0), Win(1, 5, 0), Win(2, 6, 1), Win(3, 7, 2), D(8)], &[D(5), D(6), D(7), D(8), D(4)], &[], &[], &[D(0), D(1), D(2), D(3), D(4)]] 3 4 Q;
    "conv_3d_ncdhw_fcdhw" "ppppprrrr" [&[D(0), D(5), Win(2, 6, 0), Win(3, 7, 1), Win(4, 8, 2)], &[D(1), D(5), D(6), D(7), D(8)], &[D(0), D(1), D(2), D(3), D(4)]] 3 2 MMA;

    // Depthwise convolutions.
    "depthwise_conv_1d_nwc_wc" "pppr" [&[D(0), Win(1, 3, 0), D(2)], &[D(3), D(2)], &[D(0), D(1), D(2)]] 1 2 MMA;
    "depthwise_conv_1d_ncw_cw" "pppr" [&[D(0), D(2), Win(1, 3, 0)], &[D(2), D(3)], &[D(0), D(2), D(1)]] 1 2 MMA;
    "depthwise_conv_1d_nwc_wcm" "ppppr" [&[D(0), Win(1, 4, 0), D(2)], &[D(4), D(2), D(3)], &[D(0), D(1), D(2), D(3)]] 1 2 MMA;
    "depthwise_conv_2d_nhwc_hwc" "pppprr" [&[D(0), Win(1, 4, 0), Win(2, 5, 1), D(3)], &[D(4), D(5), D(3)], &[D(0), D(1), D(2), D(3)]] 2 2 MMA;
    "depthwise_conv_2d_nchw_chw" "pppprr" [&[D(0), D(3), Win(1, 4, 0), Win(2, 5, 1)], &[D(3), D(4), D(5)], &[D(0), D(3), D(1), D(2)]] 2 2 MMA;
    "depthwise_conv_2d_nhwc_hwc_q" "pppprr" [&[D(0), Win(1, 4, 0), Win(2, 5, 1), D(3)], &[D(4), D(5), D(3)], &[], &[], &[D(0), D(1), D(2), D(3)]] 2 4 Q;
    "depthwise_conv_2d_nhwc_hwcm" "ppppprr" [&[D(0), Win(1, 5, 0), Win(2, 6, 1), D(3)], &[D(5), D(6), D(3), D(4)], &[D(0), D(1), D(2), D(3), D(4)]] 2 2 MMA;
    "depthwise_conv_2d_nhwc_hwcm_q" "ppppprr" [&[D(0), Win(1, 5, 0), Win(2, 6, 1), D(3)], &[D(5), D(6), D(3), D(4)], &[], &[], &[D(0), D(1), D(2), D(3), D(4)]] 2 4 Q;
    "depthwise_conv_3d_ndhwc_dhwc" "pppprrrp" [&[D(0), Win(1, 4, 0), Win(2, 5, 1), Win(3, 6, 2), D(7)], &[D(4), D(5), D(6), D(7)], &[D(0), D(1), D(2), D(3), D(7)]] 3 2 MMA;
    "depthwise_conv_3d_ncdhw_cdhw" "pppprrrp" [&[D(0), D(7), Win(1, 4, 0), Win(2, 5, 1), Win(3, 6, 2)], &[D(7), D(4), D(5), D(6)], &[D(0), D(7), D(1), D(2), D(3)]] 3 2 MMA;
    "depthwise_conv_3d_ndhwc_dhwcm" "ppppprrrp" [&[D(0), Win(1, 5, 0), Win(2, 6, 1), Win(3, 7, 2), D(8)], &[D(5), D(6), D(7), D(8), D(4)], &[D(0), D(1), D(2), D(3), D(8), D(4)]] 3 2 MMA;

    // Poolings: the second input only gives the window's shape.
    "pooling_nhwc_sum" "pppprr" [&[D(0), Win(1, 4, 0), Win(2, 5, 1), D(3)], &[D(4), D(5)], &[D(0), D(1), D(2), D(3)]] 2 2 P::Accumulate(B::Add, Signed);
    "pooling_nchw_sum" "pppprr" [&[D(0), D(1), Win(2, 4, 0), Win(3, 5, 1)], &[D(4), D(5)], &[D(0), D(1), D(2), D(3)]] 2 2 P::Accumulate(B::Add, Signed);
    "pooling_nhwc_max" "pppprr" [&[D(0), Win(1, 4, 0), Win(2, 5, 1), D(3)], &[D(4), D(5)], &[D(0), D(1), D(2), D(3)]] 2 2 P::Accumulate(B::MaxSigned, Signed);
    "pooling_nhwc_max_unsigned" "pppprr" [&[D(0), Win(1, 4, 0), Win(2, 5, 1), D(3)], &[D(4), D(5)], &[D(0), D(1), D(2), D(3)]] 2 2 P::Accumulate(B::MaxUnsigned, Unsigned);
    "pooling_nchw_max" "pppprr" [&[D(0), D(1), Win(2, 4, 0), Win(3, 5, 1)], &[D(4), D(5)], &[D(0), D(1), D(2), D(3)]] 2 2 P::Accumulate(B::MaxSigned, Signed);
    "pooling_nhwc_min" "pppprr" [&[D(0), Win(1, 4, 0), Win(2, 5, 1), D(3)], &[D(4), D(5)], &[D(0), D(1), D(2), D(3)]] 2 2 P::Accumulate(B::MinSigned, Signed);
    "pooling_nhwc_min_unsigned" "pppprr" [&[D(0), Win(1, 4, 0), Win(2, 5, 1), D(3)], &[D(4), D(5)], &[D(0), D(1), D(2), D(3)]] 2 2 P::Accumulate(B::MinUnsigned, Unsigned);
    "pooling_nwc_sum" "pppr" [&[D(0), Win(1, 3, 0), D(2)], &[D(3)], &[D(0), D(1), D(2)]] 1 2 P::Accumulate(B::Add, Signed);
    "pooling_ncw_sum" "pppr" [&[D(0), D(1), Win(2, 3, 0)], &[D(3)], &[D(0), D(1), D(2)]] 1 2 P::Accumulate(B::Add, Signed);
    "pooling_nwc_max" "pppr" [&[D(0), Win(1, 3, 0), D(2)], &[D(3)], &[D(0), D(1), D(2)]] 1 2 P::Accumulate(B::MaxSigned, Signed);
    "pooling_nwc_max_unsigned" "pppr" [&[D(0), Win(1, 3, 0), D(2)], &[D(3)], &[D(0), D(1), D(2)]] 1 2 P::Accumulate(B::MaxUnsigned, Unsigned);
    "pooling_ncw_max" "pppr" [&[D(0), D(1), Win(2, 3, 0)], &[D(3)], &[D(0), D(1), D(2)]] 1 2 P::Accumulate(B::MaxSigned, Signed);
    "pooling_nwc_min" "pppr" [&[D(0), Win(1, 3, 0), D(2)], &[D(3)], &[D(0), D(1), D(2)]] 1 2 P::Accumulate(B::MinSigned, Signed);
    "pooling_nwc_min_unsigned" "pppr" [&[D(0), Win(1, 3, 0), D(2)], &[D(3)], &[D(0), D(1), D(2)]] 1 2 P::Accumulate(B::MinUnsigned, Unsigned);
    "pooling_ndhwc_sum" "ppppprrr" [&[D(0), Win(1, 5, 0), Win(2, 6, 1), Win(3, 7, 2), D(4)], &[D(5), D(6), D(7)], &[D(0), D(1), D(2), D(3), D(4)]] 3 2 P::Accumulate(B::Add, Signed);
    "pooling_ndhwc_max" "ppppprrr" [&[D(0), Win(1, 5, 0), Win(2, 6, 1), Win(3, 7, 2), D(4)], &[D(5), D(6), D(7)], &[D(0), D(1), D(2), D(3), D(4)]] 3 2 P::Accumulate(B::MaxSigned, Signed);
    "fill_rng_2d" "pp" [&[], &[], &[], &[D(0), D(1)]] 0 3 P::FillRng2D;
    "pooling_ndhwc_min" "ppppprrr" [&[D(0), Win(1, 5, 0), Win(2, 6, 1), Win(3, 7, 2), D(4)], &[D(5), D(6), D(7)], &[D(0), D(1), D(2), D(3), D(4)]] 3 2 P::Accumulate(B::MinSigned, Signed);
}

/// The named op called `name`, if it is one.
pub fn named_op(name: &str) -> Option<&'static NamedOp> {
    NAMED_OPS.iter().find(|n| n.name == name)
}

/// The ops whose `indexing_maps` attribute may replace the default maps
/// (transposed or broadcast operands).
pub fn has_user_maps(name: &str) -> bool {
    matches!(
        name,
        "linalg.matmul" | "linalg.batch_matmul" | "linalg.batch_reduce_matmul"
    )
}

impl NamedOp {
    /// The number of loops of an op with `output_rank` (for elementwise
    /// ops) whose output has that rank.
    pub fn num_loops(&self, output_rank: usize) -> usize {
        if self.maps.is_empty() {
            output_rank
        } else {
            self.iterators.len()
        }
    }

    /// The default indexing maps of `op`, with its strides and dilations.
    /// `None` if an attribute is malformed (the verifier says so).
    pub fn default_maps(&self, op: OpRef<'_>) -> Option<Vec<AffineMap>> {
        let ctx = op.ctx;
        if self.maps.is_empty() {
            let n = op.num_operands();
            let rank = n.checked_sub(1).map_or(0, |last| {
                operand_shape_of(ctx, op.operand_type(last)).map_or(0, |s| s.len())
            });
            let rank = rank as u32;
            return Some(
                (0..n)
                    .map(|i| match operand_shape_of(ctx, op.operand_type(i)) {
                        Some(_) => AffineMap::multi_dim_identity(ctx, rank),
                        None => AffineMap::empty(rank, 0),
                    })
                    .collect(),
            );
        }
        let strides = window_attr(op, "strides", self.window)?;
        let dilations = window_attr(op, "dilations", self.window)?;
        Some(self.maps_with(ctx, &strides, &dilations))
    }

    /// The indexing maps of an op with maps, given its strides and
    /// dilations (one per window dimension).
    pub fn maps_with(&self, ctx: &Context, strides: &[i64], dilations: &[i64]) -> Vec<AffineMap> {
        let dims = self.iterators.len() as u32;
        let at = |v: &[i64], k: u8| v.get(k as usize).copied().unwrap_or(1);
        self.maps
            .iter()
            .map(|results| {
                let exprs: Vec<AffineExpr> = results
                    .iter()
                    .map(|ix| match *ix {
                        D(i) => ctx.affine_dim(i as u32),
                        Sum(a, b) => ctx.affine_add(ctx.affine_dim(a as u32), ctx.affine_dim(b as u32)),
                        Win(o, w, k) => {
                            let s =
                                ctx.affine_mul(ctx.affine_dim(o as u32), ctx.affine_constant(at(strides, k)));
                            let d = ctx
                                .affine_mul(ctx.affine_dim(w as u32), ctx.affine_constant(at(dilations, k)));
                            ctx.affine_add(s, d)
                        }
                    })
                    .collect();
                AffineMap::new(dims, 0, exprs)
            })
            .collect()
    }
}

/// mlir-opt caches the maps of the named ops with fixed maps in a
/// discardable `linalg.memoized_indexing_maps` attribute when it first
/// computes them (on verification), which its generic form shows; Strata
/// gives the ops it parses or creates the same attribute. `props` are the
/// op's properties (for its strides and dilations); `None` for ops
/// without cached maps or with malformed windows.
pub fn memoized_maps(
    ctx: &Context,
    named: &NamedOp,
    props: &[strata_ir::NamedAttribute],
) -> Option<strata_ir::NamedAttribute> {
    if named.maps.is_empty() || has_user_maps(named.name) {
        return None;
    }
    let window = |name: &str| -> Option<Vec<i64>> {
        match props.iter().find(|(n, _)| ctx.ident_str(*n) == name) {
            None => Some(vec![1; named.window as usize]),
            Some(&(_, a)) => dense_i64_elements(ctx, a).filter(|v| v.len() == named.window as usize),
        }
    };
    let (strides, dilations) = (window("strides")?, window("dilations")?);
    let maps: Vec<strata_ir::Attribute> = named
        .maps_with(ctx, &strides, &dilations)
        .into_iter()
        .map(|m| ctx.intern_attr(strata_ir::AttrKind::AffineMap(m)))
        .collect();
    Some((ctx.ident("linalg.memoized_indexing_maps"), ctx.array_attr(&maps)))
}

/// The values of `strides` or `dilations` (all 1 when absent), `None` when
/// the attribute is not `n` 64-bit integers.
pub fn window_attr(op: OpRef<'_>, name: &str, n: u8) -> Option<Vec<i64>> {
    match op.attr(name) {
        None => Some(vec![1; n as usize]),
        Some(a) => {
            let values = dense_i64_elements(op.ctx, a)?;
            (values.len() == n as usize).then_some(values)
        }
    }
}

/// The elements of a `dense<...> : tensor<Nxi64>` (or vector) attribute.
pub fn dense_i64_elements(ctx: &Context, a: strata_ir::Attribute) -> Option<Vec<i64>> {
    let strata_ir::AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
        return None;
    };
    if ctx.integer_width(ctx.element_type(*ty)?) != Some(64) {
        return None;
    }
    let n: i64 = ctx.shape(*ty)?.iter().product();
    let words: Vec<i64> = data
        .bytes
        .chunks_exact(8)
        .map(|c| i64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
        .collect();
    if data.splat {
        Some(vec![*words.first()?; n as usize])
    } else {
        Some(words)
    }
}
