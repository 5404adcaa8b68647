//! The tile sizes `affine-loop-tile` picks from the cache size when none
//! are given (MLIR's model): the memory footprint of the nest (the
//! bounding boxes of the memref regions its loads and stores touch) is
//! compared with the cache, and the band's loops share the excess
//! equally; tile sizes are then lowered to divisors of constant trip
//! counts so that the intra-tile loops need no `min`.
//!
//! Regions are bounded by interval arithmetic over the loops' bounds
//! rather than by projecting a constraint system: the boxes agree with
//! MLIR's for rectangular nests and affine subscripts without `mod`.

use std::collections::HashMap;

use strata_dialect_memref::layout::is_identity_layout;
use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, OpRef, TypeKind, ValueId, WalkOrder, WalkResult};

use super::loop_utils::{constant_trip_count, AffineFor};

/// The tile size used when the footprint is unknown.
pub const DEFAULT_TILE_SIZE: u32 = 4;

/// A linear form over the values the nest does not define: symbolic
/// coefficients and a constant.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Lin {
    syms: Vec<(ValueId, i64)>,
    cst: i64,
}

impl Lin {
    fn constant(c: i64) -> Lin {
        Lin {
            syms: Vec::new(),
            cst: c,
        }
    }

    fn value(v: ValueId) -> Lin {
        Lin {
            syms: vec![(v, 1)],
            cst: 0,
        }
    }

    fn add(&self, o: &Lin) -> Option<Lin> {
        let mut syms = self.syms.clone();
        for &(v, c) in &o.syms {
            match syms.iter_mut().find(|(w, _)| *w == v) {
                Some(e) => e.1 = e.1.checked_add(c)?,
                None => syms.push((v, c)),
            }
        }
        syms.retain(|&(_, c)| c != 0);
        syms.sort_by_key(|&(v, _)| v);
        Some(Lin {
            syms,
            cst: self.cst.checked_add(o.cst)?,
        })
    }

    fn scale(&self, k: i64) -> Option<Lin> {
        let mut syms = Vec::with_capacity(self.syms.len());
        for &(v, c) in &self.syms {
            if k != 0 {
                syms.push((v, c.checked_mul(k)?));
            }
        }
        Some(Lin {
            syms,
            cst: self.cst.checked_mul(k)?,
        })
    }

    /// `floor(self / k)` (or ceil) when every symbolic coefficient is a
    /// multiple of `k > 0`.
    fn div(&self, k: i64, ceil: bool) -> Option<Lin> {
        if self.syms.iter().any(|&(_, c)| c % k != 0) {
            return None;
        }
        let cst = if ceil {
            self.cst.div_euclid(k) + i64::from(self.cst.rem_euclid(k) != 0)
        } else {
            self.cst.div_euclid(k)
        };
        Some(Lin {
            syms: self.syms.iter().map(|&(v, c)| (v, c / k)).collect(),
            cst,
        })
    }
}

/// Candidate lower and upper bounds (inclusive) of a value: each is valid.
#[derive(Clone, Debug, Default)]
struct Range {
    lo: Vec<Lin>,
    hi: Vec<Lin>,
}

/// Caps the number of candidates kept so that sums stay cheap.
const MAX_CANDIDATES: usize = 4;

fn cap(mut v: Vec<Lin>) -> Vec<Lin> {
    v.dedup();
    v.truncate(MAX_CANDIDATES);
    v
}

fn pairwise(a: &[Lin], b: &[Lin]) -> Vec<Lin> {
    let mut out = Vec::new();
    for x in a {
        for y in b {
            if let Some(s) = x.add(y) {
                out.push(s);
            }
        }
    }
    cap(out)
}

impl Range {
    fn exact(l: Lin) -> Range {
        Range {
            lo: vec![l.clone()],
            hi: vec![l],
        }
    }

    fn scale(&self, k: i64) -> Range {
        let f = |v: &[Lin]| v.iter().filter_map(|l| l.scale(k)).collect::<Vec<_>>();
        if k >= 0 {
            Range {
                lo: f(&self.lo),
                hi: f(&self.hi),
            }
        } else {
            Range {
                lo: f(&self.hi),
                hi: f(&self.lo),
            }
        }
    }
}

/// Ranges of the induction variables of the loops inside the nest.
struct Env {
    ivs: HashMap<ValueId, Range>,
}

impl Env {
    fn operand(&self, v: ValueId) -> Range {
        self.ivs
            .get(&v)
            .cloned()
            .unwrap_or_else(|| Range::exact(Lin::value(v)))
    }

    fn expr(&self, ctx: &Context, e: AffineExpr, dims: &[ValueId], syms: &[ValueId]) -> Option<Range> {
        Some(match *ctx.affine_kind(e) {
            AffineExprKind::Dim(d) => self.operand(*dims.get(d as usize)?),
            AffineExprKind::Symbol(s) => self.operand(*syms.get(s as usize)?),
            AffineExprKind::Constant(c) => Range::exact(Lin::constant(c)),
            AffineExprKind::Binary(op, l, r) => {
                let rc = r.as_constant(ctx);
                let lr = self.expr(ctx, l, dims, syms)?;
                match op {
                    AffineBinaryOp::Add => {
                        let rr = self.expr(ctx, r, dims, syms)?;
                        Range {
                            lo: pairwise(&lr.lo, &rr.lo),
                            hi: pairwise(&lr.hi, &rr.hi),
                        }
                    }
                    AffineBinaryOp::Mul => match (rc, l.as_constant(ctx)) {
                        (Some(k), _) => lr.scale(k),
                        (None, Some(k)) => self.expr(ctx, r, dims, syms)?.scale(k),
                        _ => return None,
                    },
                    AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => {
                        let k = rc.filter(|&k| k > 0)?;
                        let ceil = op == AffineBinaryOp::CeilDiv;
                        Range {
                            lo: lr.lo.iter().filter_map(|x| x.div(k, ceil)).collect(),
                            hi: lr.hi.iter().filter_map(|x| x.div(k, ceil)).collect(),
                        }
                    }
                    AffineBinaryOp::Mod => {
                        let k = rc.filter(|&k| k > 0)?;
                        Range::exact(Lin::constant(0)).with_hi(Lin::constant(k - 1))
                    }
                }
            }
        })
    }

    /// The range of a bound map: every result of a `max` lower bound is a
    /// lower bound of the loop, every result of a `min` upper bound an
    /// upper bound.
    fn bound(&self, ctx: &Context, map: &AffineMap, operands: &[ValueId], lower: bool) -> Option<Vec<Lin>> {
        let (dims, syms) = operands.split_at(map.num_dims as usize);
        let mut out = Vec::new();
        for &r in map.results.iter() {
            let range = self.expr(ctx, r, dims, syms)?;
            out.extend(if lower { range.lo } else { range.hi });
        }
        Some(cap(out))
    }
}

impl Range {
    fn with_hi(mut self, h: Lin) -> Range {
        self.hi = vec![h];
        self
    }
}

/// The extent of one memref dimension: the smallest constant difference
/// between a candidate upper and lower bound, plus one.
fn extent(lo: &[Lin], hi: &[Lin]) -> Option<(Lin, i64)> {
    let mut best: Option<(Lin, i64)> = None;
    for l in lo {
        for h in hi {
            if l.syms != h.syms {
                continue;
            }
            let Some(size) = h.cst.checked_sub(l.cst).and_then(|d| d.checked_add(1)) else {
                continue;
            };
            if best.as_ref().is_none_or(|b| size < b.1) {
                best = Some((l.clone(), size.max(0)));
            }
        }
    }
    best
}

/// The element size in bytes of a memref of integers, floats or vectors
/// of them (MLIR's `getMemRefIntOrFloatEltSizeInBytes`).
pub fn memref_elt_size_in_bytes(ctx: &Context, memref_type: strata_ir::Type) -> Option<u64> {
    let TypeKind::MemRef { element, .. } = ctx.type_kind(memref_type) else {
        return None;
    };
    let scalar_bits = |t| match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(u64::from(*width)),
        TypeKind::Float(k) => Some(u64::from(k.width())),
        _ => None,
    };
    let bits = match ctx.type_kind(*element) {
        TypeKind::Vector { shape, element, .. } => {
            let n: i64 = shape.iter().product();
            scalar_bits(*element)?.checked_mul(u64::try_from(n).ok()?)?
        }
        _ => scalar_bits(*element)?,
    };
    Some(bits.div_ceil(8))
}

/// The bounding box of a memref region: per dimension, candidate lower
/// and upper bounds (inclusive), the memref's static shape among them.
struct Region {
    dims: Vec<Range>,
}

/// The memory footprint in bytes of the loads and stores inside `root` (an
/// `affine.for`), regions taken symbolic in the values defined outside it
/// (MLIR's `getMemoryFootprintBytes`); `None` when a region has no
/// constant bounding box. Warns, as MLIR does, when the regions of two
/// accesses to one memref cannot be united.
pub fn memory_footprint_bytes(ctx: &Context, body: &Body, root: OpId) -> Option<u64> {
    let mut env = Env { ivs: HashMap::new() };
    let mut regions: Vec<(ValueId, Region)> = Vec::new();
    let mut ok = true;
    body.walk(root, WalkOrder::PreOrder, &mut |op| {
        if let Some(f) = AffineFor::get(ctx, body, op) {
            let lo = env.bound(ctx, &f.lb_map, &f.lb_operands, true);
            let hi = env.bound(ctx, &f.ub_map, &f.ub_operands, false);
            let range = match (lo, hi) {
                (Some(lo), Some(hi)) => Range {
                    lo,
                    hi: hi.iter().filter_map(|h| h.add(&Lin::constant(-1))).collect(),
                },
                _ => Range::default(),
            };
            env.ivs.insert(f.iv, range);
            return WalkResult::Advance;
        }
        let name = ctx.op_name_str(body.op_name(op));
        let first = match name {
            "affine.load" | "affine.vector_load" => 1,
            "affine.store" | "affine.vector_store" => 2,
            _ => return WalkResult::Advance,
        };
        let Some((memref, region)) = access_region(ctx, body, &env, op, first) else {
            ok = false;
            return WalkResult::Interrupt;
        };
        match regions.iter_mut().find(|(m, _)| *m == memref) {
            None => regions.push((memref, region)),
            Some((_, existing)) => match union(existing, &region) {
                Some(m) => *existing = m,
                None => {
                    let loc = body.op_loc(op);
                    let mut diag = Diagnostic::warning(
                        loc,
                        "getMemoryFootprintBytes: unable to perform a union on a memory region",
                    );
                    // A warning quotes the op in its custom form, as MLIR's
                    // `emitWarning` does.
                    if ctx.op_note_printer().is_some() {
                        let text = ctx.op_to_string(OpRef::new(ctx, body, op));
                        diag.attach_note(loc, format!("see current operation: {text}"));
                    }
                    ctx.emit(diag);
                    ok = false;
                    return WalkResult::Interrupt;
                }
            },
        }
        WalkResult::Advance
    });
    if !ok {
        return None;
    }
    let mut total: u64 = 0;
    for (memref, region) in regions {
        let ty = body.value_type(memref);
        let TypeKind::MemRef { layout, .. } = ctx.type_kind(ty) else {
            return None;
        };
        // MLIR counts regions of memrefs with a layout as empty.
        if !is_identity_layout(ctx, *layout) {
            continue;
        }
        let mut n: u64 = 1;
        for range in &region.dims {
            let (_, e) = extent(&range.lo, &range.hi)?;
            n = n.checked_mul(u64::try_from(e).ok()?)?;
        }
        let elt = memref_elt_size_in_bytes(ctx, ty)?;
        total = total.checked_add(n.checked_mul(elt)?)?;
    }
    Some(total)
}

/// The bounding box of two regions (MLIR's `unionBoundingBox`): each
/// dimension needs a constant extent in both, and lower bounds that
/// compare (the same symbolic part) or are constants.
fn union(a: &Region, b: &Region) -> Option<Region> {
    if a.dims.len() != b.dims.len() {
        return None;
    }
    let mut dims = Vec::with_capacity(a.dims.len());
    for (ra, rb) in a.dims.iter().zip(&b.dims) {
        let (la, ea) = extent(&ra.lo, &ra.hi)?;
        let (lb, eb) = extent(&rb.lo, &rb.hi)?;
        let (lo, hi) = if la.syms == lb.syms {
            let lo = la.cst.min(lb.cst);
            let hi = (la.cst + ea).max(lb.cst + eb) - 1;
            (
                Lin {
                    syms: la.syms,
                    cst: lo,
                },
                Lin {
                    syms: lb.syms,
                    cst: hi,
                },
            )
        } else {
            let c = |v: &[Lin]| v.iter().find(|l| l.syms.is_empty()).map(|l| l.cst);
            let lo = c(&ra.lo)?.min(c(&rb.lo)?);
            let hi = c(&ra.hi)?.max(c(&rb.hi)?);
            (Lin::constant(lo), Lin::constant(hi))
        };
        dims.push(Range {
            lo: vec![lo],
            hi: vec![hi],
        });
    }
    Some(Region { dims })
}

/// The memref and the box one access touches; `None` when the op is
/// malformed.
fn access_region(ctx: &Context, body: &Body, env: &Env, op: OpId, first: usize) -> Option<(ValueId, Region)> {
    let map = match ctx.attr_kind(body.op_attr(ctx, op, "map")?) {
        AttrKind::AffineMap(m) => m.clone(),
        _ => return None,
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    let memref = *operands.get(first - 1)?;
    let indices = operands.get(first..)?;
    if indices.len() != map.num_inputs() as usize {
        return None;
    }
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(body.value_type(memref)) else {
        return None;
    };
    let (dims, syms) = indices.split_at(map.num_dims as usize);
    let mut ranges = Vec::with_capacity(map.results.len());
    for (d, &r) in map.results.iter().enumerate() {
        let mut range = env.expr(ctx, r, dims, syms).unwrap_or_default();
        // The region is also bounded by the memref's static shape.
        if let Some(&size) = shape.get(d).filter(|&&s| s >= 0) {
            range.lo.push(Lin::constant(0));
            range.hi.push(Lin::constant(size - 1));
        }
        ranges.push(range);
    }
    Some((memref, Region { dims: ranges }))
}

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
    let Some(fp) = memory_footprint_bytes(ctx, body, band[0]) else {
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
