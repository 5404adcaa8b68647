//! `lower-affine`: lowers the affine dialect (MLIR's AffineToStandard):
//! `affine.apply`, `affine.min` and `affine.max` to `arith`; `affine.for`
//! to `scf.for` and `affine.if` to `scf.if`, with their bounds and
//! conditions expanded to `arith`; `affine.yield` to `scf.yield`;
//! `affine.load` and `affine.store` to `memref.load` and `memref.store` at
//! expanded subscripts. Each affine expression is
//! expanded bottom-up, left operand first, with a fresh `arith.constant`
//! for each constant it uses:
//!
//! - `a + b`: `arith.addi`; `a * b`: `arith.muli` with `overflow<nsw>`;
//! - `a mod b`: `arith.remsi` then adding `b` to a negative remainder;
//! - `a floordiv b`, `a ceildiv b`: `arith.divsi` of a dividend adjusted
//!   for the sign of `a`, then the quotient adjusted back;
//! - `affine.min` / `affine.max`: every result expanded, then folded left
//!   with `arith.minsi` / `arith.maxsi`.

use strata_dialect_affine::expand::{binary_op, index_constant, Expander};
use strata_dialect_affine::{self as affine, op_map};
use strata_dialect_arith as arith;
use strata_dialect_memref as memref;
use strata_dialect_scf as scf;
use strata_dialect_utils::segments::operand_groups;
use strata_dialect_vector as vector;
use strata_ir::affine::AffineMap;
use strata_ir::interfaces::LoopLikeOpInterface;
use strata_ir::{Context, IsolatedOpMut, Location, LogicalResult, OpId, OpRef, OperationState, ValueId};
use strata_ods::OpSpec;
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, ConversionTarget, OpAdaptor,
};
use strata_rewrite::{apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRoot};

type Rw<'a> = ConversionPatternRewriter<'a>;

/// Expands every result of the op's map at its position.
fn expand_results(op: OpId, rw: &mut Rw<'_>, operands: &[ValueId]) -> Option<Vec<ValueId>> {
    let o = OpRef::new(rw.ctx, rw.body(), op);
    let map = op_map(o)?;
    let loc = o.loc();
    let nd = (map.num_dims as usize).min(operands.len());
    rw.set_insertion_point(op);
    let mut ex = Expander {
        rw,
        loc,
        dims: &operands[..nd],
        syms: &operands[nd..],
    };
    map.results.iter().map(|&e| ex.visit(e)).collect()
}

/// Expands every result of `map` on `operands` (dimensions, then symbols)
/// at the rewriter's insertion point.
fn expand_map(rw: &mut Rw<'_>, loc: Location, map: &AffineMap, operands: &[ValueId]) -> Option<Vec<ValueId>> {
    let nd = (map.num_dims as usize).min(operands.len());
    let mut ex = Expander {
        rw,
        loc,
        dims: &operands[..nd],
        syms: &operands[nd..],
    };
    map.results.iter().map(|&e| ex.visit(e)).collect()
}

/// Combines values pairwise, left to right, with `combine`.
fn combine_all(
    rw: &mut Rw<'_>,
    loc: Location,
    values: &[ValueId],
    combine: &'static OpSpec,
) -> Option<ValueId> {
    let (&first, rest) = values.split_first()?;
    Some(
        rest.iter()
            .fold(first, |acc, &v| binary_op(rw, loc, combine, acc, v, None)),
    )
}

/// The map composed with the `affine.apply` ops computing its operands
/// and canonicalized with them, as the affine ops' folders leave it
/// before the conversion lowers them.
fn folded_map(rw: &Rw<'_>, map: &AffineMap, operands: &[ValueId]) -> (AffineMap, Vec<ValueId>) {
    let ctx = rw.ctx;
    let mut m = map.clone();
    let mut ops = operands.to_vec();
    let body = rw.body();
    let from_apply = ops.iter().any(|&v| {
        body.defining_op(v)
            .is_some_and(|d| ctx.op_name_str(body.op_name(d)) == affine::APPLY.name)
    });
    if from_apply {
        affine::compose_affine_map_and_operands(ctx, body, &mut m, &mut ops);
    }
    affine::canonicalize_map_and_operands(ctx, body, &mut m, &mut ops);
    (m, ops)
}

fn attr_map(ctx: &Context, a: Option<strata_ir::Attribute>) -> Option<AffineMap> {
    match ctx.attr_kind(a?) {
        strata_ir::AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// `affine.for` → `scf.for` whose bounds are the largest result of the
/// lower bound map and the smallest of the upper bound map.
struct ForLowering;

impl ConversionPattern for ForLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(affine::FOR.name)
    }

    fn debug_name(&self) -> &str {
        "AffineForLowering"
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(f) = affine::ForOp::from_ref(o) else {
            return false;
        };
        let (Some(lb_map), Some(ub_map), Some(step)) = (
            attr_map(ctx, f.lower_bound_map(&o)),
            attr_map(ctx, f.upper_bound_map(&o)),
            f.step(&o),
        ) else {
            return false;
        };
        let loc = o.loc();
        let region = o.regions().1[0];
        let result_types: Vec<_> = o.result_types().collect();
        let groups = operand_groups(o);
        let Some(groups) = groups else { return false };
        let lb_ops = adaptor.flat_range(groups[0].clone());
        let ub_ops = adaptor.flat_range(groups[1].clone());
        let inits = adaptor.flat_range(groups[2].clone());
        let (lb_map, lb_ops) = folded_map(rw, &lb_map, &lb_ops);
        let (ub_map, ub_ops) = folded_map(rw, &ub_map, &ub_ops);
        rw.set_insertion_point(op);
        let Some(lbs) = expand_map(rw, loc, &lb_map, &lb_ops) else {
            return false;
        };
        let Some(lb) = combine_all(rw, loc, &lbs, &arith::MAXSI) else {
            return false;
        };
        let Some(ubs) = expand_map(rw, loc, &ub_map, &ub_ops) else {
            return false;
        };
        let Some(ub) = combine_all(rw, loc, &ubs, &arith::MINSI) else {
            return false;
        };
        let step = index_constant(rw, loc, step);
        let mut state = OperationState::new(ctx.op_name(scf::FOR.name), loc);
        state.operands = vec![lb, ub, step];
        state.operands.extend(inits);
        state.result_types = result_types;
        let new_region = rw.create_region();
        state.regions.push(new_region);
        let new_op = rw.create(state);
        rw.inline_region_before(region, new_region, None);
        let results: Vec<ValueId> = rw.body().results(new_op).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// `affine.if` → `scf.if` on the conjunction of its constraints, each
/// expanded and compared with zero.
struct IfLowering;

impl ConversionPattern for IfLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(affine::IF.name)
    }

    fn debug_name(&self) -> &str {
        "AffineIfLowering"
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(set) = affine::if_condition(o) else {
            return false;
        };
        let loc = o.loc();
        let regions = o.regions().1.to_vec();
        let result_types: Vec<_> = o.result_types().collect();
        let operands = adaptor.flat_operands();
        let as_map = AffineMap::new(set.num_dims, set.num_symbols, set.constraints.to_vec());
        let (map, operands) = folded_map(rw, &as_map, &operands);
        rw.set_insertion_point(op);
        let zero = index_constant(rw, loc, 0);
        let mut cond: Option<ValueId> = None;
        for (i, &e) in map.results.iter().enumerate() {
            let single = AffineMap::new(map.num_dims, map.num_symbols, vec![e]);
            let Some(v) = expand_map(rw, loc, &single, &operands) else {
                return false;
            };
            let pred = if set.eq_flags[i] { 0 } else { 5 };
            let mut ex = Expander {
                rw,
                loc,
                dims: &[],
                syms: &[],
            };
            let c = ex.cmpi(pred, v[0], zero);
            cond = Some(match cond {
                Some(prev) => ex.binary(&arith::ANDI, prev, c, None),
                None => c,
            });
        }
        let cond = match cond {
            Some(c) => c,
            None => {
                let mut state = OperationState::new(ctx.op_name(arith::CONSTANT.name), loc);
                state.result_types.push(ctx.i1());
                let t = ctx.integer_attr(ctx.i1(), 1);
                state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), t)]));
                let c = rw.create(state);
                rw.body().result(c, 0)
            }
        };
        let mut state = OperationState::new(ctx.op_name(scf::IF.name), loc);
        state.operands = vec![cond];
        state.result_types = result_types;
        let then_region = rw.create_region();
        let else_region = rw.create_region();
        state.regions = vec![then_region, else_region];
        let new_op = rw.create(state);
        rw.inline_region_before(regions[0], then_region, None);
        rw.inline_region_before(regions[1], else_region, None);
        let results: Vec<ValueId> = rw.body().results(new_op).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// The value a reduction starts from (MLIR's `arith::getIdentityValueAttr`),
/// for the float and integer types it handles.
fn reduction_identity(ctx: &Context, kind: &str, t: strata_ir::Type) -> Option<strata_ir::Attribute> {
    use strata_ir::{FloatKind, TypeKind};
    if let TypeKind::Float(fk) = ctx.type_kind(t) {
        // (zero, one, -inf, +inf, quiet NaN) bit patterns.
        let (one, ninf, pinf, nan): (u128, u128, u128, u128) = match fk {
            FloatKind::F16 => (0x3C00, 0xFC00, 0x7C00, 0x7E00),
            FloatKind::BF16 => (0x3F80, 0xFF80, 0x7F80, 0x7FC0),
            FloatKind::F32 => (0x3F80_0000, 0xFF80_0000, 0x7F80_0000, 0x7FC0_0000),
            FloatKind::F64 => (
                0x3FF0_0000_0000_0000,
                0xFFF0_0000_0000_0000,
                0x7FF0_0000_0000_0000,
                0x7FF8_0000_0000_0000,
            ),
            _ => return None,
        };
        let bits = match kind {
            "addf" => 0,
            "mulf" => one,
            "maximumf" => ninf,
            "minimumf" => pinf,
            "maxnumf" | "minnumf" => nan,
            _ => return None,
        };
        return Some(ctx.intern_attr(strata_ir::AttrKind::Float { ty: t, bits }));
    }
    let width = match ctx.type_kind(t) {
        TypeKind::Index => 64,
        TypeKind::Integer { width, .. } => *width,
        _ => return None,
    };
    if width == 0 || width > 64 {
        return None;
    }
    let ones: i64 = -1;
    let smin: i64 = if width == 64 {
        i64::MIN
    } else {
        -(1i64 << (width - 1))
    };
    let smax: i64 = if width == 64 {
        i64::MAX
    } else {
        (1i64 << (width - 1)) - 1
    };
    let v = match kind {
        "addi" | "ori" | "xori" | "maxu" => 0,
        "muli" => 1,
        "andi" | "minu" => ones,
        "maxs" => smin,
        "mins" => smax,
        _ => return None,
    };
    Some(ctx.integer_attr(t, v))
}

/// The arith op combining two values for a reduction kind.
fn reduction_op(kind: &str) -> Option<&'static OpSpec> {
    Some(match kind {
        "addf" => &arith::ADDF,
        "addi" => &arith::ADDI,
        "andi" => &arith::ANDI,
        "maximumf" => &arith::MAXIMUMF,
        "maxnumf" => &arith::MAXNUMF,
        "maxs" => &arith::MAXSI,
        "maxu" => &arith::MAXUI,
        "minimumf" => &arith::MINIMUMF,
        "minnumf" => &arith::MINNUMF,
        "mins" => &arith::MINSI,
        "minu" => &arith::MINUI,
        "mulf" => &arith::MULF,
        "muli" => &arith::MULI,
        "ori" => &arith::ORI,
        "xori" => &arith::XORI,
        _ => return None,
    })
}

/// `affine.parallel` → `scf.parallel`: each bound expanded (the largest
/// of a lower bound group, the smallest of an upper one), the steps as
/// constants, the reductions started from their identity and combined in
/// the regions of the `scf.reduce` that replaces `affine.yield`.
struct ParallelLowering;

impl ConversionPattern for ParallelLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(affine::PARALLEL.name)
    }

    fn debug_name(&self) -> &str {
        "AffineParallelLowering"
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(parts) = affine::parallel_parts(o) else {
            return false;
        };
        let loc = o.loc();
        let region = o.regions().1[0];
        let result_types: Vec<_> = o.result_types().collect();
        let mut kinds = Vec::new();
        for &k in &parts.reductions {
            let Some(&name) = affine::REDUCTION_KINDS.get(k as usize) else {
                return false;
            };
            let Some(combine) = reduction_op(name) else {
                return false;
            };
            kinds.push((name, combine));
        }
        let operands = adaptor.flat_operands();
        let nl = (parts.lower_map.num_dims + parts.lower_map.num_symbols) as usize;
        if operands.len() < nl {
            return false;
        }
        let (lower_ops, upper_ops) = operands.split_at(nl);
        let (lower_map, lower_ops) = folded_map(rw, &parts.lower_map, lower_ops);
        let (upper_map, upper_ops) = folded_map(rw, &parts.upper_map, upper_ops);
        let (lower_ops, upper_ops) = (&lower_ops[..], &upper_ops[..]);
        rw.set_insertion_point(op);
        // Each loop's lower bound, then its upper bound, loop by loop.
        let starts = |groups: &[i32]| -> Vec<usize> {
            groups
                .iter()
                .scan(0usize, |acc, &g| {
                    let start = *acc;
                    *acc += g.max(0) as usize;
                    Some(start)
                })
                .collect()
        };
        let (lower_starts, upper_starts) = (starts(&parts.lower_groups), starts(&parts.upper_groups));
        if lower_starts.len() != upper_starts.len() {
            return false;
        }
        let mut lbs = Vec::new();
        let mut ubs = Vec::new();
        for d in 0..lower_starts.len() {
            for (map, groups, starts, ops, combine, out) in [
                (
                    &lower_map,
                    &parts.lower_groups,
                    &lower_starts,
                    lower_ops,
                    &arith::MAXSI,
                    &mut lbs,
                ),
                (
                    &upper_map,
                    &parts.upper_groups,
                    &upper_starts,
                    upper_ops,
                    &arith::MINSI,
                    &mut ubs,
                ),
            ] {
                let start = starts[d];
                let g = groups[d].max(0) as usize;
                let Some(exprs) = map.results.get(start..start + g) else {
                    return false;
                };
                let group = AffineMap::new(map.num_dims, map.num_symbols, exprs.to_vec());
                let Some(values) = expand_map(rw, loc, &group, ops) else {
                    return false;
                };
                let Some(v) = combine_all(rw, loc, &values, combine) else {
                    return false;
                };
                out.push(v);
            }
        }
        let mut bounds = lbs;
        bounds.extend(ubs);
        let steps: Vec<ValueId> = parts.steps.iter().map(|&s| index_constant(rw, loc, s)).collect();
        let mut inits = Vec::new();
        for (&(name, _), &t) in kinds.iter().zip(&result_types) {
            let Some(value) = reduction_identity(ctx, name, t) else {
                return false;
            };
            let mut state = OperationState::new(ctx.op_name(arith::CONSTANT.name), loc);
            state.result_types.push(t);
            state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
            let c = rw.create(state);
            inits.push(rw.body().result(c, 0));
        }
        let n = parts.steps.len();
        if bounds.len() != 2 * n {
            return false;
        }
        let mut state = OperationState::new(ctx.op_name(scf::PARALLEL.name), loc);
        state.operands = bounds;
        state.operands.extend(&steps);
        state.operands.extend(&inits);
        state.result_types = result_types.clone();
        let segments = strata_dialect_utils::attrs::dense_i32_array(
            ctx,
            &[n as i32, n as i32, n as i32, inits.len() as i32],
        );
        state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("operandSegmentSizes"), segments)]));
        let new_region = rw.create_region();
        state.regions.push(new_region);
        let new_op = rw.create(state);
        rw.inline_region_before(region, new_region, None);
        // The body's affine.yield becomes an scf.reduce.
        let body = rw.body();
        let Some(block) = body.region_entry(new_region) else {
            return false;
        };
        let Some(term) = body.last_op(block) else {
            return false;
        };
        let yielded: Vec<ValueId> = body.operands(term).collect();
        let mut reduce_regions = Vec::new();
        for (&(_, combine), &t) in kinds.iter().zip(&result_types) {
            let r = rw.create_region();
            let b = rw.create_block(r, None, &[t, t], &[loc, loc]);
            let args = rw.body().block_args(b).to_vec();
            let v = binary_op(rw, loc, combine, args[0], args[1], None);
            scf::ReduceReturnOp::build(rw, loc, v);
            reduce_regions.push(r);
        }
        rw.set_insertion_point(term);
        let mut reduce = OperationState::new(ctx.op_name(scf::REDUCE.name), loc);
        reduce.operands = yielded;
        reduce.regions = reduce_regions;
        rw.create(reduce);
        rw.erase_op(term);
        let results: Vec<ValueId> = rw.body().results(new_op).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// `affine.prefetch`, `affine.dma_start` and `affine.dma_wait` → their
/// memref counterparts at expanded subscripts.
struct MemoryLowering {
    root: &'static str,
    name: &'static str,
}

/// Expands the subscripts `map` computes from `operands[at + 1..end]`.
fn expand_subscripts(
    rw: &mut Rw<'_>,
    loc: Location,
    map: &AffineMap,
    operands: &[ValueId],
    at: usize,
    end: usize,
) -> Option<Vec<ValueId>> {
    let mut out = vec![*operands.get(at)?];
    out.extend(expand_map(rw, loc, map, operands.get(at + 1..end)?)?);
    Some(out)
}

impl ConversionPattern for MemoryLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let loc = o.loc();
        let operands = adaptor.flat_operands();
        let map = |name: &str| attr_map(ctx, o.attr(name));
        let (name, properties, groups): (&str, Vec<(&str, strata_ir::Attribute)>, _) = match self.root {
            r if r == affine::PREFETCH.name => {
                let Some(m) = map("map") else { return false };
                let props = ["isDataCache", "isWrite", "localityHint"]
                    .into_iter()
                    .filter_map(|n| o.attr(n).map(|a| (n, a)))
                    .collect();
                let n = operands.len();
                (memref::PREFETCH.name, props, vec![(m, 0, n)])
            }
            r if r == affine::DMA_START.name => {
                let Some((src, dst, tag, num)) = affine::dma_start_layout(o) else {
                    return false;
                };
                let (Some(sm), Some(dm), Some(tm)) = (map("src_map"), map("dst_map"), map("tag_map")) else {
                    return false;
                };
                (
                    memref::DMA_START.name,
                    Vec::new(),
                    vec![(sm, src, dst), (dm, dst, tag), (tm, tag, num)],
                )
            }
            _ => {
                let Some(m) = map("tag_map") else { return false };
                let n = operands.len().saturating_sub(1);
                (memref::DMA_WAIT.name, Vec::new(), vec![(m, 0, n)])
            }
        };
        rw.set_insertion_point(op);
        let mut parts = Vec::new();
        for (m, at, end) in &groups {
            let Some(v) = expand_subscripts(rw, loc, m, &operands, *at, *end) else {
                return false;
            };
            parts.push(v);
        }
        let mut new_operands = Vec::new();
        if self.root == affine::DMA_START.name {
            // src[...], dst[...], num_elements, tag[...], stride operands.
            let num_at = groups[2].2;
            new_operands.extend(&parts[0]);
            new_operands.extend(&parts[1]);
            new_operands.push(operands[num_at]);
            new_operands.extend(&parts[2]);
            new_operands.extend(&operands[num_at + 1..]);
        } else {
            new_operands.extend(&parts[0]);
            if self.root == affine::DMA_WAIT.name {
                new_operands.extend(operands.last());
            }
        }
        let mut state = OperationState::new(ctx.op_name(name), loc);
        state.operands = new_operands;
        if !properties.is_empty() {
            let entries: Vec<_> = properties.iter().map(|&(n, a)| (ctx.ident(n), a)).collect();
            state.properties = Some(ctx.dictionary_attr(&entries));
        }
        rw.create(state);
        rw.replace_op(op, &[]);
        true
    }
}

/// A basis element: a constant or a value.
#[derive(Clone, Copy)]
enum BasisElt {
    Static(i64),
    Dynamic(ValueId),
}

fn mixed_basis(statics: &[i64], dynamic: &[ValueId]) -> Option<Vec<BasisElt>> {
    let mut next = dynamic.iter();
    statics
        .iter()
        .map(|&s| {
            if s == strata_ir::DYNAMIC {
                next.next().map(|&v| BasisElt::Dynamic(v))
            } else {
                Some(BasisElt::Static(s))
            }
        })
        .collect()
}

/// The products of the suffixes `basis[k..]` for each k, materialized
/// innermost first: the constant part as one `arith.constant`, the values
/// multiplied innermost first, then by the constant.
fn suffix_products(rw: &mut Rw<'_>, loc: Location, basis: &[BasisElt], flags: u64) -> Vec<ValueId> {
    let mut out = vec![None; basis.len()];
    for k in (0..basis.len()).rev() {
        let mut product = 1i64;
        let mut values = Vec::new();
        for e in basis[k..].iter().rev() {
            match *e {
                BasisElt::Static(c) => product = product.wrapping_mul(c),
                BasisElt::Dynamic(v) => values.push(v),
            }
        }
        let constant = (product != 1 || values.is_empty()).then(|| index_constant(rw, loc, product));
        let mut acc = values.first().copied();
        for &v in values.iter().skip(1) {
            acc = Some(binary_op(rw, loc, &arith::MULI, acc.unwrap_or(v), v, Some(flags)));
        }
        let stride = match (acc, constant) {
            (Some(a), Some(c)) => binary_op(rw, loc, &arith::MULI, a, c, Some(flags)),
            (Some(a), None) => a,
            (None, Some(c)) => c,
            (None, None) => index_constant(rw, loc, 1),
        };
        out[k] = Some(stride);
    }
    out.into_iter().flatten().collect()
}

/// `a mod b` for a positive `b`: `arith.remsi`, then `b` added to a
/// negative remainder.
fn positive_mod(rw: &mut Rw<'_>, loc: Location, a: ValueId, b: ValueId, zero: ValueId) -> ValueId {
    let rem = binary_op(rw, loc, &arith::REMSI, a, b, None);
    let mut ex = Expander {
        rw,
        loc,
        dims: &[],
        syms: &[],
    };
    let neg = ex.cmpi(2, rem, zero);
    let adj = binary_op(ex.rw, loc, &arith::ADDI, rem, b, Some(1));
    let mut ex = Expander {
        rw,
        loc,
        dims: &[],
        syms: &[],
    };
    ex.select(neg, adj, rem)
}

/// How many of the loops (ops with `LoopLikeOpInterface`) enclosing `op`
/// `v` is defined outside of.
fn invariant_loop_count(ctx: &Context, body: &strata_ir::Body, op: OpId, v: ValueId) -> usize {
    let def_owner = body.value_parent_block(v).and_then(|b| body.block_parent_op(b));
    let mut count = 0;
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        let is_loop = OpRef::new(ctx, body, p)
            .def()
            .is_some_and(|d| d.interfaces.get::<LoopLikeOpInterface>().is_some());
        if is_loop && !def_owner.is_some_and(|d| body.is_ancestor(p, d)) {
            count += 1;
        }
        cur = body.parent_op(p);
    }
    count
}

/// `affine.delinearize_index` and `affine.linearize_index` → `arith`
/// (MLIR's expansion of the index ops, which lower-affine includes).
struct IndexOpsLowering {
    linearize: bool,
}

impl ConversionPattern for IndexOpsLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(if self.linearize {
            affine::LINEARIZE_INDEX.name
        } else {
            affine::DELINEARIZE_INDEX.name
        })
    }

    fn debug_name(&self) -> &str {
        if self.linearize {
            "LowerLinearizeIndexOps"
        } else {
            "LowerDelinearizeIndexOps"
        }
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let loc = o.loc();
        let Some(statics) = o
            .attr("static_basis")
            .and_then(|a| strata_dialect_utils::attrs::dense_i64_values(ctx, a))
        else {
            return false;
        };
        let operands = adaptor.flat_operands();
        let disjoint = affine::is_disjoint(o);
        let groups = operand_groups(o);
        let n = o.num_results();
        rw.set_insertion_point(op);
        if self.linearize {
            let Some(groups) = groups else { return false };
            let indices = adaptor.flat_range(groups[0].clone());
            let dynamic = adaptor.flat_range(groups[1].clone());
            let Some(basis) = mixed_basis(&statics, &dynamic) else {
                return false;
            };
            let m = indices.len();
            if m == 0 {
                return false;
            }
            if m == 1 {
                rw.replace_op(op, &[indices[0]]);
                return true;
            }
            let inner = if basis.len() == m { &basis[1..] } else { &basis[..] };
            let flags = if disjoint { 3 } else { 1 };
            let strides = suffix_products(rw, loc, inner, flags);
            if strides.len() != m - 1 {
                return false;
            }
            let depths: Vec<usize> = indices
                .iter()
                .map(|&v| invariant_loop_count(ctx, rw.body(), op, v))
                .collect();
            let mut terms: Vec<(ValueId, usize)> = (0..m - 1)
                .map(|k| binary_op(rw, loc, &arith::MULI, indices[k], strides[k], Some(1)))
                .chain(std::iter::once(indices[m - 1]))
                .zip(depths)
                .collect();
            // Terms invariant in more of the enclosing loops are added
            // first (a stable sort, so ties keep the operand order), which
            // leaves the sums of loop-invariant terms hoistable.
            terms.sort_by_key(|t| std::cmp::Reverse(t.1));
            let mut acc = terms[0].0;
            for &(t, _) in &terms[1..] {
                acc = binary_op(rw, loc, &arith::ADDI, acc, t, Some(1));
            }
            rw.replace_op(op, &[acc]);
            return true;
        }
        let Some((&linear, dynamic)) = operands.split_first() else {
            return false;
        };
        let Some(basis) = mixed_basis(&statics, dynamic) else {
            return false;
        };
        if n == 0 {
            return false;
        }
        if n == 1 {
            rw.replace_op(op, &[linear]);
            return true;
        }
        let inner = if basis.len() == n { &basis[1..] } else { &basis[..] };
        let strides = suffix_products(rw, loc, inner, 3);
        if strides.len() != n - 1 {
            return false;
        }
        let zero = index_constant(rw, loc, 0);
        let mut results = vec![binary_op(rw, loc, &arith::FLOORDIVSI, linear, strides[0], None)];
        for k in 1..n {
            let m = positive_mod(rw, loc, linear, strides[k - 1], zero);
            if k == n - 1 {
                results.push(m);
            } else {
                results.push(binary_op(rw, loc, &arith::DIVSI, m, strides[k], None));
            }
        }
        rw.replace_op(op, &results);
        true
    }
}

/// `affine.yield` → `scf.yield` with the same operands.
struct YieldLowering;

impl ConversionPattern for YieldLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(affine::YIELD.name)
    }

    fn debug_name(&self) -> &str {
        "AffineYieldOpLowering"
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let loc = rw.body().op_loc(op);
        let mut state = OperationState::new(ctx.op_name(scf::YIELD.name), loc);
        state.operands = adaptor.flat_operands();
        rw.set_insertion_point(op);
        rw.create(state);
        rw.replace_op(op, &[]);
        true
    }
}

/// `affine.load` / `affine.store` → `memref.load` / `memref.store`, and
/// `affine.vector_load` / `affine.vector_store` → `vector.load` /
/// `vector.store`, at the expanded subscripts.
struct AccessLowering {
    store: bool,
    vector: bool,
}

impl ConversionPattern for AccessLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(match (self.vector, self.store) {
            (false, true) => affine::STORE.name,
            (false, false) => affine::LOAD.name,
            (true, true) => affine::VECTOR_STORE.name,
            (true, false) => affine::VECTOR_LOAD.name,
        })
    }

    fn debug_name(&self) -> &str {
        match (self.vector, self.store) {
            (false, true) => "AffineStoreLowering",
            (false, false) => "AffineLoadLowering",
            (true, true) => "AffineVectorStoreLowering",
            (true, false) => "AffineVectorLoadLowering",
        }
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(map) = attr_map(ctx, o.attr("map")) else {
            return false;
        };
        let loc = o.loc();
        let result_types: Vec<_> = o.result_types().collect();
        let operands = adaptor.flat_operands();
        let first = if self.store { 2 } else { 1 };
        if operands.len() < first {
            return false;
        }
        rw.set_insertion_point(op);
        let Some(indices) = expand_map(rw, loc, &map, &operands[first..]) else {
            return false;
        };
        let name = match (self.vector, self.store) {
            (false, true) => memref::STORE.name,
            (false, false) => memref::LOAD.name,
            (true, true) => vector::STORE.name,
            (true, false) => vector::LOAD.name,
        };
        let mut state = OperationState::new(ctx.op_name(name), loc);
        state.operands = operands[..first].to_vec();
        state.operands.extend(indices);
        state.result_types = result_types;
        // The memref and vector builders MLIR's lowering calls set
        // `nontemporal`.
        state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("nontemporal"), ctx.bool_attr(false))]));
        let new_op = rw.create(state);
        let results: Vec<ValueId> = rw.body().results(new_op).collect();
        rw.replace_op(op, &results);
        true
    }
}

struct Lowering {
    root: &'static str,
    name: &'static str,
    /// `arith.minsi` or `arith.maxsi` combining the results, for min/max.
    combine: Option<&'static OpSpec>,
}

impl ConversionPattern for Lowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let operands = adaptor.flat_operands();
        let Some(values) = expand_results(op, rw, &operands) else {
            return false;
        };
        let result = match self.combine {
            None => match values.as_slice() {
                [v] => *v,
                _ => return false,
            },
            Some(combine) => {
                let loc = rw.body().op_loc(op);
                let Some(v) = combine_all(rw, loc, &values, combine) else {
                    return false;
                };
                v
            }
        };
        rw.replace_op(op, &[result]);
        true
    }
}

/// Adds the patterns lowering `affine.apply`, `affine.min` and
/// `affine.max` to `arith` (part of MLIR's
/// `populateAffineToStdConversionPatterns`).
pub fn populate_affine_to_std_patterns(out: &mut Vec<Box<dyn ConversionPattern>>) {
    out.push(Box::new(Lowering {
        root: affine::APPLY.name,
        name: "AffineApplyLowering",
        combine: None,
    }));
    out.push(Box::new(Lowering {
        root: affine::MIN.name,
        name: "AffineMinLowering",
        combine: Some(&arith::MINSI),
    }));
    out.push(Box::new(Lowering {
        root: affine::MAX.name,
        name: "AffineMaxLowering",
        combine: Some(&arith::MAXSI),
    }));
    out.push(Box::new(ForLowering));
    out.push(Box::new(ParallelLowering));
    populate_affine_expand_index_ops_patterns(out);
    out.push(Box::new(MemoryLowering {
        root: affine::PREFETCH.name,
        name: "AffinePrefetchLowering",
    }));
    out.push(Box::new(MemoryLowering {
        root: affine::DMA_START.name,
        name: "AffineDmaStartLowering",
    }));
    out.push(Box::new(MemoryLowering {
        root: affine::DMA_WAIT.name,
        name: "AffineDmaWaitLowering",
    }));
    out.push(Box::new(IfLowering));
    out.push(Box::new(YieldLowering));
    out.push(Box::new(AccessLowering {
        store: false,
        vector: false,
    }));
    out.push(Box::new(AccessLowering {
        store: true,
        vector: false,
    }));
    out.push(Box::new(AccessLowering {
        store: false,
        vector: true,
    }));
    out.push(Box::new(AccessLowering {
        store: true,
        vector: true,
    }));
}

/// Adds the patterns expanding `affine.delinearize_index` and
/// `affine.linearize_index` into `arith` ops (shared by `lower-affine` and
/// `affine-expand-index-ops`).
pub fn populate_affine_expand_index_ops_patterns(out: &mut Vec<Box<dyn ConversionPattern>>) {
    out.push(Box::new(IndexOpsLowering { linearize: false }));
    out.push(Box::new(IndexOpsLowering { linearize: true }));
}

/// The `affine-expand-index-ops` pass: expands only the affine index ops
/// (`affine.delinearize_index`, `affine.linearize_index`) into `arith`.
#[derive(Default)]
pub struct AffineExpandIndexOps;

impl Pass for AffineExpandIndexOps {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["affine.delinearize_index", "affine.linearize_index"],
            introduces: &["arith.*"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "affine-expand-index-ops"
    }

    fn description(&self) -> &'static str {
        "Lower affine operations operating on indices into more fundamental operations"
    }

    fn name(&self) -> &'static str {
        "AffineExpandIndexOps"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        populate_affine_expand_index_ops_patterns(&mut patterns);
        let set = ConversionPatternSet::new(ctx, patterns);
        let mut target = ConversionTarget::new();
        target.add_illegal_op(affine::DELINEARIZE_INDEX.name);
        target.add_illegal_op(affine::LINEARIZE_INDEX.name);
        target.mark_unknown_ops_dynamically_legal(|_| true);
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())?;
        // mlir-opt applies these patterns with the greedy driver, which also
        // folds, uniques constants (hoisted to the entry of their isolated
        // region) and simplifies regions: run it without patterns.
        let none = FrozenPatternSet::new(ctx, Vec::new());
        apply_patterns_greedily_nested(ctx, op.body(), &none, GreedyConfig::default(), true);
        Ok(())
    }
}

/// The `lower-affine` pass.
#[derive(Default)]
pub struct LowerAffine;

impl Pass for LowerAffine {
    fn argument(&self) -> &'static str {
        "lower-affine"
    }

    fn description(&self) -> &'static str {
        "Lower Affine operations to a combination of Arith and SCF operations"
    }

    fn name(&self) -> &'static str {
        "LowerAffinePass"
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["affine.*"],
            introduces: &["arith.*"],
            introduces_if: &[
                (&["affine.for"], &["scf.for", "scf.yield"]),
                (&["affine.if"], &["scf.if", "scf.yield"]),
                (
                    &["affine.parallel"],
                    &["scf.parallel", "scf.reduce", "scf.reduce.return"],
                ),
                (&["affine.load"], &["memref.load"]),
                (&["affine.store"], &["memref.store"]),
                (&["affine.prefetch"], &["memref.prefetch"]),
                (&["affine.dma_start"], &["memref.dma_start"]),
                (&["affine.dma_wait"], &["memref.dma_wait"]),
                (&["affine.vector_load"], &["vector.load"]),
                (&["affine.vector_store"], &["vector.store"]),
            ],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        populate_affine_to_std_patterns(&mut patterns);
        let set = ConversionPatternSet::new(ctx, patterns);
        let mut target = ConversionTarget::new();
        for spec in affine::DIALECT.ops {
            target.add_illegal_op(spec.name);
        }
        // As in MLIR, ops of other dialects have no declared legality: the
        // conversion tries to fold them (an `llvm.extractvalue` of an
        // `llvm.insertvalue` chain, say) and keeps them if it cannot.
        for dialect in ["arith", "memref", "scf", "vector"] {
            target.add_legal_dialect(dialect);
        }
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
    }
}
