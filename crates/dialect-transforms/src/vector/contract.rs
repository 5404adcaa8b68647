//! The patterns that turn a sum of products into `vector.contract` and
//! fold the transposes and broadcasts of its operands into its indexing
//! maps (MLIR's `populateVectorReductionToContractPatterns`).

use strata_dialect_vector::{COMBINING_KIND, ITERATOR_TYPE};
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::{AttrKind, Attribute, Context, OpId, OperationState, TypeKind, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

/// The patterns, for a greedy driver.
pub fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(MultiReduceToContract),
        Box::new(CombineContractBroadcastMask),
        Box::new(CombineContractABTranspose),
        Box::new(CombineContractResultTranspose),
    ]
}

/// The patterns folding `arith.extf` / `arith.extsi` of both operands
/// into the contraction (MLIR's `populateFoldArithExtensionPatterns`).
pub fn fold_arith_extension_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(FoldArithExtIntoContraction("arith.extf")),
        Box::new(FoldArithExtIntoContraction("arith.extsi")),
    ]
}

/// A contraction of two extensions (of the kind named) contracts their
/// sources, as a mixed-precision contraction.
pub struct FoldArithExtIntoContraction(&'static str);

impl RewritePattern for FoldArithExtIntoContraction {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.contract")
    }

    fn debug_name(&self) -> &str {
        "FoldArithExtIntoContractionOp"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(mut c) = contract(rw, op) else {
            return false;
        };
        let (Some(l), Some(r)) = (def_named(rw, c.lhs, self.0), def_named(rw, c.rhs, self.0)) else {
            return false;
        };
        c.lhs = rw.body().operand(l, 0);
        c.rhs = rw.body().operand(r, 0);
        c.kind = None;
        replace_with_contract(rw, op, c);
        true
    }
}

pub(crate) fn maps_of(ctx: &Context, a: Attribute) -> Option<Vec<AffineMap>> {
    ctx.array_attr_elements(a)?
        .iter()
        .map(|&m| match ctx.attr_kind(m) {
            AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

pub(crate) fn maps_attr(ctx: &Context, maps: Vec<AffineMap>) -> Attribute {
    let v: Vec<Attribute> = maps
        .into_iter()
        .map(|m| ctx.intern_attr(AttrKind::AffineMap(m)))
        .collect();
    ctx.array_attr(&v)
}

/// The parts of a `vector.contract`: operands, maps, iterator types
/// (`true` for reduction), kind.
struct Contract {
    lhs: ValueId,
    rhs: ValueId,
    acc: ValueId,
    maps: Vec<AffineMap>,
    iterators: Vec<Attribute>,
    kind: Option<Attribute>,
}

fn contract(rw: &PatternRewriter<'_>, op: OpId) -> Option<Contract> {
    // A masked contraction is left alone.
    if strata_dialect_vector::lowering::masked(rw.ctx, rw.body(), op) {
        return None;
    }
    contract_parts(rw, op)
}

/// The parts of a `vector.contract`, masked or not.
fn contract_parts(rw: &PatternRewriter<'_>, op: OpId) -> Option<Contract> {
    let ctx = rw.ctx;
    let body = rw.body();
    if ctx.op_name_str(body.op_name(op)) != "vector.contract" || body.num_operands(op) != 3 {
        return None;
    }
    Some(Contract {
        lhs: body.operand(op, 0),
        rhs: body.operand(op, 1),
        acc: body.operand(op, 2),
        maps: maps_of(ctx, body.op_attr(ctx, op, "indexing_maps")?)?,
        iterators: ctx
            .array_attr_elements(body.op_attr(ctx, op, "iterator_types")?)?
            .to_vec(),
        kind: body.op_attr(ctx, op, "kind"),
    })
}

fn is_reduction(ctx: &Context, a: Attribute) -> bool {
    ITERATOR_TYPE.attr_value(ctx, a) == Some(1)
}

/// Replaces `at` by a new `vector.contract`.
fn replace_with_contract(rw: &mut PatternRewriter<'_>, at: OpId, c: Contract) {
    let st = contract_state(rw, at, c);
    rw.replace_op_with_new(at, st);
}

/// The state of a `vector.contract` of `c` like `like`.
fn contract_state(rw: &PatternRewriter<'_>, like: OpId, c: Contract) -> OperationState {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut st = OperationState::new(ctx.op_name("vector.contract"), body.op_loc(like));
    st.operands = vec![c.lhs, c.rhs, c.acc];
    st.result_types = body.result_types(like).collect();
    let kind = c.kind.unwrap_or_else(|| COMBINING_KIND.attr(ctx, 0));
    st.properties = Some(ctx.dictionary_attr(&[
        (ctx.ident("indexing_maps"), maps_attr(ctx, c.maps)),
        (ctx.ident("iterator_types"), ctx.array_attr(&c.iterators)),
        (ctx.ident("kind"), kind),
    ]));
    st
}

fn def_named(rw: &PatternRewriter<'_>, v: ValueId, name: &str) -> Option<OpId> {
    let body = rw.body();
    body.defining_op(v)
        .filter(|&d| rw.ctx.op_name_str(body.op_name(d)) == name)
}

fn permutation(rw: &PatternRewriter<'_>, t: OpId) -> Vec<u32> {
    let ctx = rw.ctx;
    rw.body()
        .op_attr(ctx, t, "permutation")
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default()
        .into_iter()
        .map(|p| p as u32)
        .collect()
}

/// `multi_reduction <add>` of a product: a contraction of the product's
/// operands.
pub struct MultiReduceToContract;

impl RewritePattern for MultiReduceToContract {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.multi_reduction")
    }

    fn debug_name(&self) -> &str {
        "MultiReduceToContract"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let kind = body.op_attr(ctx, op, "kind");
        if kind.and_then(|k| COMBINING_KIND.attr_value(ctx, k)) != Some(0) {
            return false;
        }
        let Some(mul) = body.defining_op(body.operand(op, 0)) else {
            return false;
        };
        if !matches!(ctx.op_name_str(body.op_name(mul)), "arith.mulf" | "arith.muli") {
            return false;
        }
        let TypeKind::Vector { shape, .. } = ctx.type_kind(body.value_type(body.operand(op, 0))) else {
            return false;
        };
        let rank = shape.len() as u32;
        let dims = body
            .op_attr(ctx, op, "reduction_dims")
            .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
            .unwrap_or_default();
        let mut exprs = Vec::new();
        let mut iterators = Vec::new();
        for d in 0..rank {
            if dims.contains(&(d as i64)) {
                iterators.push(ITERATOR_TYPE.attr(ctx, 1));
            } else {
                iterators.push(ITERATOR_TYPE.attr(ctx, 0));
                exprs.push(ctx.affine_dim(d));
            }
        }
        let src = AffineMap::multi_dim_identity(ctx, rank);
        let c = Contract {
            lhs: body.operand(mul, 0),
            rhs: body.operand(mul, 1),
            acc: body.operand(op, 1),
            maps: vec![src.clone(), src, AffineMap::new(rank, 0, exprs)],
            iterators,
            kind: None,
        };
        replace_with_contract(rw, op, c);
        true
    }
}

/// A transposed operand of a contraction: the transpose's source, the
/// permutation folded into the operand's map (a masked contraction keeps
/// its mask).
pub struct CombineContractABTranspose;

impl RewritePattern for CombineContractABTranspose {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.contract")
    }

    fn debug_name(&self) -> &str {
        "CombineContractABTranspose"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(mut c) = contract_parts(rw, op) else {
            return false;
        };
        let mask = rw
            .body()
            .parent_op(op)
            .filter(|&p| ctx.op_name_str(rw.body().op_name(p)) == "vector.mask");
        let mut changed = false;
        for k in 0..2 {
            let v = if k == 0 { c.lhs } else { c.rhs };
            let Some(t) = def_named(rw, v, "vector.transpose") else {
                continue;
            };
            let perm = permutation(rw, t);
            let map = &c.maps[k];
            if perm.len() != map.results.len() {
                return false;
            }
            let mut inverse = vec![0usize; perm.len()];
            for (i, &p) in perm.iter().enumerate() {
                inverse[p as usize] = i;
            }
            let results: Vec<AffineExpr> = inverse.iter().map(|&i| map.results[i]).collect();
            c.maps[k] = AffineMap::new(map.num_dims, map.num_symbols, results);
            let src = rw.body().operand(t, 0);
            if k == 0 {
                c.lhs = src;
            } else {
                c.rhs = src;
            }
            changed = true;
        }
        if !changed {
            return false;
        }
        match mask {
            // The iteration space, and so the mask, stays.
            Some(mask) => {
                let body = rw.body();
                let operands: Vec<ValueId> = body.operands(mask).collect();
                let (loc, result_t) = (body.op_loc(mask), body.value_type(body.result(op, 0)));
                let st = contract_state(rw, op, c);
                let v = super::subset_folding::mask_op(rw, mask, loc, operands, result_t, st);
                rw.replace_op(mask, &[v]);
            }
            None => replace_with_contract(rw, op, c),
        }
        true
    }
}

/// A transpose of a contraction whose accumulator is the inverse
/// transpose: one contraction with the result map permuted.
pub struct CombineContractResultTranspose;

impl RewritePattern for CombineContractResultTranspose {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transpose")
    }

    fn debug_name(&self) -> &str {
        "CombineContractResultTranspose"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let body = rw.body();
        let Some(cop) = def_named(rw, body.operand(op, 0), "vector.contract") else {
            return false;
        };
        if !body.has_one_use(body.result(cop, 0)) {
            return false;
        }
        let Some(mut c) = contract(rw, cop) else {
            return false;
        };
        let Some(acc_t) = def_named(rw, c.acc, "vector.transpose") else {
            return false;
        };
        let acc_perm = permutation(rw, acc_t);
        let res_perm = permutation(rw, op);
        // The result transpose must undo the accumulator's.
        let mut inverse = vec![0u32; acc_perm.len()];
        for (i, &p) in acc_perm.iter().enumerate() {
            inverse[p as usize] = i as u32;
        }
        if inverse != res_perm {
            return false;
        }
        let Some(out) = c.maps.last_mut() else {
            return false;
        };
        if res_perm.len() != out.results.len() {
            return false;
        }
        let results: Vec<AffineExpr> = res_perm.iter().map(|&p| out.results[p as usize]).collect();
        *out = AffineMap::new(out.num_dims, out.num_symbols, results);
        c.acc = rw.body().operand(acc_t, 0);
        replace_with_contract(rw, op, c);
        true
    }
}

/// A broadcast operand of a contraction (adding leading dimensions, none
/// a reduction of size other than 1): the broadcast's source, the added
/// dimensions dropped from the operand's map and unused loops removed.
/// A contraction in a `vector.mask` keeps its mask, shape-cast without
/// the removed loops (which must be unit ones).
pub struct CombineContractBroadcastMask;

impl RewritePattern for CombineContractBroadcastMask {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.contract")
    }

    fn debug_name(&self) -> &str {
        "CombineContractBroadcastMask"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(mut c) = contract_parts(rw, op) else {
            return false;
        };
        let mask = rw
            .body()
            .parent_op(op)
            .filter(|&p| ctx.op_name_str(rw.body().op_name(p)) == "vector.mask");
        let mut changed = false;
        for k in 0..2 {
            let v = if k == 0 { c.lhs } else { c.rhs };
            let Some(b) = def_named(rw, v, "vector.broadcast") else {
                continue;
            };
            let body = rw.body();
            let src = body.operand(b, 0);
            let (TypeKind::Vector { shape: src_shape, .. }, TypeKind::Vector { shape: res_shape, .. }) = (
                ctx.type_kind(body.value_type(src)),
                ctx.type_kind(body.value_type(v)),
            ) else {
                continue;
            };
            if src_shape.len() == res_shape.len() {
                continue;
            }
            let diff = res_shape.len() - src_shape.len();
            if src_shape
                .iter()
                .enumerate()
                .any(|(i, &s)| s != res_shape[diff + i])
            {
                continue;
            }
            let map = &c.maps[k];
            let reduced_broadcast = (0..diff).any(|i| {
                res_shape[i] != 1
                    && match map.results[i].kind(ctx) {
                        AffineExprKind::Dim(d) => {
                            c.iterators.get(d as usize).is_some_and(|&a| is_reduction(ctx, a))
                        }
                        _ => false,
                    }
            });
            if reduced_broadcast {
                continue;
            }
            c.maps[k] = AffineMap::new(map.num_dims, map.num_symbols, map.results[diff..].to_vec());
            if k == 0 {
                c.lhs = src;
            } else {
                c.rhs = src;
            }
            changed = true;
        }
        if !changed {
            return false;
        }
        // Drop the loops no map uses any more.
        let n = c.maps[0].num_dims as usize;
        let mut used = vec![false; n];
        for m in &c.maps {
            for (d, u) in m.used_dims(ctx).into_iter().enumerate() {
                if u && d < n {
                    used[d] = true;
                }
            }
        }
        let mut new_pos = vec![0u32; n];
        let mut next = 0;
        for d in 0..n {
            new_pos[d] = next;
            if used[d] {
                next += 1;
            }
        }
        let compress = |m: &AffineMap| -> AffineMap {
            let results: Vec<AffineExpr> = m
                .results
                .iter()
                .map(|&e| match e.kind(ctx) {
                    AffineExprKind::Dim(d) => ctx.affine_dim(new_pos[d as usize]),
                    _ => e,
                })
                .collect();
            AffineMap::new(next, m.num_symbols, results)
        };
        c.maps = c.maps.iter().map(compress).collect();
        c.iterators = c
            .iterators
            .iter()
            .enumerate()
            .filter(|(d, _)| used[*d])
            .map(|(_, &a)| a)
            .collect();
        // Some reduction loop must index both operands.
        let uses = |m: &AffineMap, d: u32| {
            m.results
                .iter()
                .any(|e| matches!(e.kind(ctx), AffineExprKind::Dim(x) if x == d))
        };
        let paired =
            c.iterators.iter().enumerate().any(|(d, &a)| {
                is_reduction(ctx, a) && uses(&c.maps[0], d as u32) && uses(&c.maps[1], d as u32)
            });
        if !paired {
            return false;
        }
        if (0..next).any(|d| !uses(&c.maps[0], d) && !uses(&c.maps[1], d)) {
            return false;
        }
        let Some(mask) = mask else {
            replace_with_contract(rw, op, c);
            return true;
        };
        // The mask covers the iteration space: it loses the removed loops.
        let body = rw.body();
        let mut mask_operands: Vec<ValueId> = body.operands(mask).collect();
        let Some(&mask_value) = mask_operands.first() else {
            return false;
        };
        let mask_t = body.value_type(mask_value);
        let Some((shape, scalable, elem)) = strata_dialect_vector::types_util::vector_parts(ctx, mask_t)
        else {
            return false;
        };
        if shape.len() != n || (0..n).any(|d| !used[d] && (shape[d] != 1 || scalable.get(d) == Some(&true))) {
            return false;
        }
        let kept = |d: &usize| used[*d];
        let new_shape: Vec<i64> = (0..n).filter(kept).map(|d| shape[d]).collect();
        let new_scalable: Vec<bool> = (0..n)
            .filter(kept)
            .map(|d| scalable.get(d).copied().unwrap_or(false))
            .collect();
        let loc = body.op_loc(mask);
        let result_t = body.value_type(body.result(op, 0));
        if next as usize != n {
            let new_t = strata_dialect_vector::types_util::vector_type(ctx, &new_shape, &new_scalable, elem);
            mask_operands[0] = strata_dialect_vector::lowering::create_one(
                rw,
                mask,
                "vector.shape_cast",
                &[mask_value],
                new_t,
                &[],
            );
        }
        let st = contract_state(rw, op, c);
        let v = super::subset_folding::mask_op(rw, mask, loc, mask_operands, result_t, st);
        rw.replace_op(mask, &[v]);
        true
    }
}
