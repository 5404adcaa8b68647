//! Transformations of the `vector` dialect.

pub mod avx2_transpose;
pub mod bubble_bitcast;
pub mod contract;
pub mod drop_lead_unit_dim;
pub mod drop_unit_dims;
pub mod gather;
pub mod lower_mask;
pub mod multi_reduction;
pub mod pattern_ops;
pub mod scalar_transfer;
pub mod sink;
pub mod small_lowerings;
pub mod subset_folding;
pub mod test_create_broadcast;
pub mod test_passes;
pub mod transfer_permutation;
pub mod unroll;
