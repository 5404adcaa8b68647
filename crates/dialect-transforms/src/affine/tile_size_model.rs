//! The tile sizes `affine-loop-tile` picks from the cache size when none
//! are given (MLIR's model): the memory footprint of the nest (the
//! bounding boxes of the memref regions its loads and stores touch, see
//! [`footprint_bytes`]) is compared with the cache, and the band's loops
//! share the excess equally; tile sizes are then lowered to divisors of
//! constant trip counts so that the intra-tile loops need no `min`.

use strata_ir::{Body, Context, OpId};

use super::loop_utils::constant_trip_count;
use super::memref_region::footprint_bytes;

/// The tile size used when the footprint is unknown.
pub const DEFAULT_TILE_SIZE: u32 = 4;

/// Lowers each tile size to the largest divisor of its loop's constant
/// trip count that is at most half the trip count (MLIR's
/// `adjustToDivisorsOfTripCounts`).
pub fn adjust_to_divisors_of_trip_counts(ctx: &Context, body: &Body, band: &[OpId], sizes: &mut [u32]) {
    for (&l, size) in band.iter().zip(sizes.iter_mut()) {
        let Some(trip) = constant_trip_count(ctx, body, l) else {
            continue;
        };
        if trip > 1 && u64::from(*size) > trip / 2 {
            *size = u32::try_from(trip / 2).unwrap_or(u32::MAX);
        }
        while *size > 1 && !trip.is_multiple_of(u64::from(*size)) {
            *size -= 1;
        }
        if *size == 0 {
            *size = 1;
        }
    }
}

/// The tile sizes of `band` from the cache size model: all ones when the
/// footprint fits in `cache_size_kib` KiB (or the cache size is zero),
/// otherwise the `n`th root of the excess factor for all but the last
/// loop, which takes the balance; [`DEFAULT_TILE_SIZE`] when the footprint
/// is unknown. With `avoid_max_min_bounds`, sizes are lowered to divisors
/// of constant trip counts.
pub fn cache_model_tile_sizes(
    ctx: &Context,
    body: &Body,
    band: &[OpId],
    cache_size_kib: u64,
    avoid_max_min_bounds: bool,
) -> Vec<u32> {
    let n = band.len();
    if n == 0 {
        return Vec::new();
    }
    if cache_size_kib == 0 {
        return vec![1; n];
    }
    let Some(fp) = footprint_bytes(ctx, body, band[0]) else {
        let mut sizes = vec![DEFAULT_TILE_SIZE; n];
        if avoid_max_min_bounds {
            adjust_to_divisors_of_trip_counts(ctx, body, band, &mut sizes);
        }
        return sizes;
    };
    let cache_bytes = cache_size_kib.saturating_mul(1024);
    let excess = fp.div_ceil(cache_bytes);
    if excess <= 1 {
        return vec![1; n];
    }
    let root = (excess as f64).powf(1.0 / n as f64).floor() as u32;
    let mut sizes = Vec::with_capacity(n);
    let mut product: u64 = 1;
    for i in 0..n {
        let t = if i + 1 < n {
            root
        } else {
            u32::try_from(excess / product).unwrap_or(u32::MAX).max(1)
        };
        product = product.saturating_mul(u64::from(t.max(1)));
        sizes.push(t);
    }
    if avoid_max_min_bounds {
        adjust_to_divisors_of_trip_counts(ctx, body, band, &mut sizes);
    }
    sizes
}
