//! Transformations of the `vector` dialect.

pub mod transfer_permutation;
