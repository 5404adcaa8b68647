//! The verifiers of the structured ops with a form of their own, which
//! run before the shared structured-op checks.

use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind};
use strata_ir::{LogicalResult, OpRef, Type};

use crate::structured::{i64_list, inputs, operand_shape_of, outputs, payload_type};

fn shape(op: OpRef<'_>, i: usize) -> Vec<i64> {
    operand_shape_of(op.ctx, op.operand_type(i))
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

fn list(values: &[i64]) -> String {
    values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

fn block_arg_types(op: OpRef<'_>) -> Vec<Type> {
    let (body, regions) = op.regions();
    regions
        .first()
        .and_then(|&r| body.region_entry(r))
        .map(|b| body.block_args(b).iter().map(|&a| body.value_type(a)).collect())
        .unwrap_or_default()
}

fn ty(op: OpRef<'_>, t: Type) -> String {
    op.ctx.type_to_string(t)
}

/// `linalg.map`: one block argument per operand, of the inputs' element
/// types; inputs shaped like the init.
pub fn map(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let ins = inputs(op);
    let args = block_arg_types(op);
    if ins.len() + 1 != args.len() {
        return Err(op.emit_op_error(format!(
            "expects number of operands to match the arity of mapper, but got: {} and {}",
            ins.len() + 1,
            args.len()
        )));
    }
    for (i, &arg) in ins.clone().zip(&args) {
        let element = payload_type(ctx, op.operand_type(i));
        if arg != element {
            return Err(op.emit_op_error(format!(
                "expected element type of input {} to match bbArg type {}",
                quoted(op, element),
                quoted(op, arg)
            )));
        }
    }
    let Some(init) = outputs(op).next() else {
        return Ok(());
    };
    let out = shape(op, init);
    for i in ins {
        let s = shape(op, i);
        if s != out {
            return Err(op.emit_op_error(format!(
                "expected shape of input ({}) to match shape of output ({})",
                list(&s),
                list(&out)
            )));
        }
    }
    Ok(())
}

fn quoted(op: OpRef<'_>, t: Type) -> String {
    format!("'{}'", ty(op, t))
}

/// `linalg.reduce`: inputs of one shape, inits of that shape without the
/// reduced dimensions, block arguments of the operands' element types.
pub fn reduce(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (ins, outs) = (inputs(op), outputs(op));
    let (Some(first_in), Some(first_out)) = (ins.clone().next(), outs.clone().next()) else {
        return Ok(());
    };
    for (k, i) in ins.clone().enumerate().skip(1) {
        if shape(op, i) != shape(op, first_in) {
            return Err(op.emit_op_error(format!(
                "expects all inputs to have the same shapes. Shape at input-index {k} is not equal to the shape at input-index 0."
            )));
        }
    }
    for (k, i) in outs.clone().enumerate().skip(1) {
        if shape(op, i) != shape(op, first_out) {
            return Err(op.emit_op_error(format!(
                "expects all outputs to have the same shapes. Shape at output-index {k} is not equal to the shape at output-index 0."
            )));
        }
    }
    let dims = i64_list(op, "dimensions").unwrap_or_default();
    let input = shape(op, first_in);
    let rank = input.len() as i64;
    if dims.iter().any(|&d| d < 0 || d >= rank) {
        return Err(op.emit_op_error(format!(
            "dimensions for reduction should be in the range [0, {}].",
            rank - 1
        )));
    }
    let kept: Vec<i64> = input
        .iter()
        .enumerate()
        .filter(|(d, _)| !dims.contains(&(*d as i64)))
        .map(|(_, &s)| s)
        .collect();
    let init = shape(op, first_out);
    if kept.len() != init.len() {
        return Err(op.emit_op_error(format!(
            "number of dimensions after reduction {} doesn't match the init rank {}",
            kept.len(),
            init.len()
        )));
    }
    if kept != init {
        return Err(op.emit_op_error(format!(
            "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
            list(&init),
            list(&kept)
        )));
    }
    let args = block_arg_types(op);
    if args.len() != op.num_operands() {
        return Err(op.emit_op_error("mismatching number of operands and block arguments"));
    }
    for i in ins {
        let element = payload_type(ctx, op.operand_type(i));
        if args[i] != element {
            return Err(op.emit_op_error(format!(
                "input element type {} does not match corresponding block argument type {}",
                quoted(op, element),
                quoted(op, args[i])
            )));
        }
    }
    for i in outs {
        let element = payload_type(ctx, op.operand_type(i));
        if args[i] != element {
            return Err(op.emit_op_error(format!(
                "output element type {} does not match corresponding block argument type {}",
                quoted(op, element),
                quoted(op, args[i])
            )));
        }
    }
    Ok(())
}

/// `linalg.transpose`: a permutation of the input's dimensions giving
/// the init's.
pub fn transpose(op: OpRef<'_>) -> LogicalResult {
    if op.num_operands() != 2 {
        return Err(op.emit_op_error(format!("expected 2 operands, but found {}", op.num_operands())));
    }
    let perm = i64_list(op, "permutation").unwrap_or_default();
    let mut seen = vec![false; perm.len()];
    for &p in &perm {
        match seen.get_mut(p as usize) {
            Some(s) if p >= 0 && !*s => *s = true,
            _ => return Err(op.emit_op_error("permutation is not valid")),
        }
    }
    let (input, init) = (shape(op, 0), shape(op, 1));
    if input.len() != init.len() {
        return Err(op.emit_op_error(format!(
            "input rank {} does not match init rank {}",
            input.len(),
            init.len()
        )));
    }
    if input.len() != perm.len() {
        return Err(op.emit_op_error(format!(
            "size of permutation {} does not match the argument rank {}",
            perm.len(),
            input.len()
        )));
    }
    for (i, &p) in perm.iter().enumerate() {
        if input[p as usize] != init[i] {
            return Err(op.emit_op_error(format!(
                "dim(result, {i}) = {} doesn't match dim(input, permutation[{i}]) = {}",
                init[i], input[p as usize]
            )));
        }
    }
    Ok(())
}

/// `linalg.broadcast`: the init has the input's dimensions plus the
/// added `dimensions`.
pub fn broadcast(op: OpRef<'_>) -> LogicalResult {
    if op.num_operands() != 2 {
        return Err(op.emit_op_error(format!("expected 2 operands, but found {}", op.num_operands())));
    }
    let dims = i64_list(op, "dimensions").unwrap_or_default();
    let (input, init) = (shape(op, 0), shape(op, 1));
    if input.len() + dims.len() != init.len() {
        return Err(op.emit_op_error(format!(
            "input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {}",
            input.len(),
            dims.len(),
            init.len()
        )));
    }
    for (k, &d) in dims.iter().enumerate() {
        if d < 0 || d >= init.len() as i64 {
            return Err(op.emit_op_error(format!(
                "dimension {k} is out of range. expected range: [0, {}], got: {d}",
                init.len() as i64 - 1
            )));
        }
    }
    let kept = (0..init.len()).filter(|&d| !dims.contains(&(d as i64)));
    for (i, d) in kept.enumerate() {
        if input[i] != init[d] {
            return Err(op.emit_op_error(format!(
                "input dim {i} should match init dim {d}. input: {}, init: {}",
                input[i], init[d]
            )));
        }
    }
    Ok(())
}

/// The dimension each result of `map` is, `None` for other expressions.
fn result_dims(ctx: &strata_ir::Context, map: &strata_ir::affine::AffineMap) -> Vec<Option<u32>> {
    map.results
        .iter()
        .map(|e| match e.kind(ctx) {
            strata_ir::affine::AffineExprKind::Dim(d) => Some(d),
            _ => None,
        })
        .collect()
}

/// `linalg.matmul` with its own maps: each input indexes only its own
/// dimensions (`(m, k)` for the left, `(k, n)` for the right, in either
/// order) or, broadcast, only `k`.
pub fn matmul_maps(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    if op.attr("indexing_maps").is_none() {
        return Ok(());
    }
    let Some(maps) = crate::structured::indexing_maps(op) else {
        return Ok(());
    };
    for (i, allowed) in [[0u32, 2], [1, 2]].iter().enumerate() {
        let Some(map) = maps.get(i) else { break };
        let dims = result_dims(ctx, map);
        if dims.len() < 2 {
            if dims != [Some(2)] {
                return Err(op.emit_op_error("Invalid broadcast requested, should be (d2)."));
            }
            continue;
        }
        if dims.iter().any(|d| !d.is_some_and(|d| allowed.contains(&d))) {
            return Err(op.emit_op_error("Unexpected dim expression in map result."));
        }
    }
    Ok(())
}

/// `linalg.batch_matmul` and `linalg.batch_reduce_matmul` with their own
/// maps, over the loops `(batch, m, n, k)`: each input map uses only its
/// default dimensions, starts with the batch dimension unless it
/// broadcasts (then it keeps `k`, after the batch or `m` dimension for the
/// left input, after the batch dimension or before `n` for the right);
/// the output map is the default one.
pub fn batch_matmul_maps(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    if op.attr("indexing_maps").is_none() {
        return Ok(());
    }
    let Some(maps) = crate::structured::indexing_maps(op) else {
        return Ok(());
    };
    if maps.len() != 3 {
        return Err(op.emit_op_error("Indexing_map attribute must have 3 affine maps."));
    }
    const BATCH: u32 = 0;
    const M: u32 = 1;
    const N: u32 = 2;
    const K: u32 = 3;
    for (i, defaults) in [[BATCH, M, K], [BATCH, K, N]].iter().enumerate() {
        let map = &maps[i];
        let dims = result_dims(ctx, map);
        if dims.iter().any(|d| !d.is_some_and(|d| defaults.contains(&d))) {
            return Err(op.emit_op_error(
                "Unexpected result dim expression (outside the set of default result dims).",
            ));
        }
        if dims.len() > 3 {
            return Err(op.emit_op_error("no. of result dim expressions exceeds 3."));
        }
        if dims.len() < 3 {
            let lhs = i == 0;
            let valid = match dims[..] {
                [Some(K)] => true,
                [Some(a), Some(K)] if lhs => a == BATCH || a == M,
                [Some(BATCH), Some(K)] | [Some(K), Some(N)] => !lhs,
                _ => false,
            };
            if !valid {
                return Err(op.emit_op_error("Invalid broadcast requested."));
            }
        } else if dims[0] != Some(BATCH) {
            return Err(op.emit_op_error("Invalid batch dimension expression."));
        }
    }
    let output: &[u32] = if op.name_str() == "linalg.batch_reduce_matmul" {
        &[M, N]
    } else {
        &[BATCH, M, N]
    };
    let map = &maps[2];
    if map.num_results() != output.len() {
        return Err(op.emit_op_error(format!(
            "expects {} dims, but got ({}).",
            output.len(),
            map.num_results()
        )));
    }
    if !map
        .results
        .iter()
        .zip(output)
        .all(|(e, &d)| e.is_function_of_dim(ctx, d))
    {
        return Err(op.emit_op_error("Invalid output map result dimension."));
    }
    Ok(())
}

/// `linalg.contract`: projected permutations over one iteration space,
/// matching the operands' ranks, each dimension either parallel (indexed
/// by the output) or contracted (by both inputs only).
pub fn contract(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(maps) = crate::structured::indexing_maps(op) else {
        return Ok(());
    };
    let Some(first) = maps.first() else { return Ok(()) };
    for (i, map) in maps.iter().enumerate() {
        if map.num_dims != first.num_dims {
            return Err(op.emit_error("iteration spaces of provided affine_maps differ"));
        }
        if !map.is_projected_permutation(ctx, false) {
            return Err(op.emit_error("provided affine_map is not a projected permutation"));
        }
        if i >= op.num_operands() {
            break;
        }
        match operand_shape_of(ctx, op.operand_type(i)) {
            Some(s) if s.len() != map.num_results() => {
                return Err(
                    op.emit_error("ranks of shaped operand and results of corresponding affine_map differ")
                )
            }
            None if map.num_results() != 0 => {
                return Err(
                    op.emit_error("affine_map specifies shaped access while operand has non-shaped type")
                )
            }
            _ => {}
        }
    }
    if maps.len() != 3 {
        return Ok(());
    }
    let used: Vec<Vec<bool>> = maps.iter().map(|m| m.used_dims(ctx)).collect();
    let dims = used[0].iter().zip(&used[1]).zip(&used[2]).enumerate();
    for (d, ((&lhs, &rhs), &out)) in dims {
        if !lhs && !rhs && !out {
            return Err(op.emit_error(format!(
                "iteration space dim at index {d} not used to access any operand"
            )));
        }
        let parallel = out;
        let contracting = !out && lhs && rhs;
        if !parallel && !contracting {
            return Err(op.emit_error(format!(
                "iteration space dim at index {d} is neither a contracting dim nor of parallel iteration type"
            )));
        }
    }
    Ok(())
}

/// How the input map of a convolution uses each loop: alone (batch or
/// channel dimensions) or in a sum `d * c + d' * c'` of an output image
/// and a filter loop (MLIR's `ConvAccessExprWalker`). A loop may occur
/// only once.
#[derive(Default)]
struct ConvAccesses {
    convolved: Vec<bool>,
    unconvolved: Vec<bool>,
}

impl ConvAccesses {
    fn seen(&self, d: usize) -> bool {
        self.convolved[d] || self.unconvolved[d]
    }

    /// One result of the input map; `None` when it has another form.
    fn visit(&mut self, ctx: &strata_ir::Context, e: AffineExpr) -> Option<()> {
        match e.kind(ctx) {
            AffineExprKind::Dim(d) => {
                let d = d as usize;
                if self.seen(d) {
                    return None;
                }
                self.unconvolved[d] = true;
                Some(())
            }
            AffineExprKind::Binary(AffineBinaryOp::Add, lhs, rhs) => {
                self.convolved_dim(ctx, lhs)?;
                self.convolved_dim(ctx, rhs)?;
                Some(())
            }
            _ => None,
        }
    }

    /// A term of a sum: a loop, or a loop times a constant or symbol.
    fn convolved_dim(&mut self, ctx: &strata_ir::Context, e: AffineExpr) -> Option<()> {
        let d = match e.kind(ctx) {
            AffineExprKind::Dim(d) => d,
            AffineExprKind::Binary(AffineBinaryOp::Mul, lhs, rhs) => {
                let factor = |x: AffineExpr| {
                    matches!(
                        x.kind(ctx),
                        AffineExprKind::Symbol(_) | AffineExprKind::Constant(_)
                    )
                };
                match (lhs.kind(ctx), rhs.kind(ctx)) {
                    (AffineExprKind::Dim(d), _) if factor(rhs) => d,
                    (_, AffineExprKind::Dim(d)) if factor(lhs) => d,
                    _ => return None,
                }
            }
            _ => return None,
        };
        let d = d as usize;
        if self.seen(d) {
            return None;
        }
        self.convolved[d] = true;
        Some(())
    }
}

/// The convolutions and poolings (MLIR's `verifyConvolutionInterface`):
/// two inputs (image, filter) and one output; the image indexed by loops
/// alone or by sums of an output image loop and a filter loop; filter and
/// output indexed by loops; every loop a batch, output image, output
/// channel, depth multiplier (parallel), filter loop or input channel
/// (reduction) loop.
pub fn convolution(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (ins, outs) = (inputs(op), outputs(op));
    if ins.len() < 2 || outs.len() != 1 {
        return Err(op.emit_error("expected op with 2 inputs and 1 output"));
    }
    let (Some(maps), Some(iterators)) = (
        crate::structured::indexing_maps(op),
        crate::structured::iterator_types(op),
    ) else {
        return Ok(());
    };
    let (Some(input), Some(filter), Some(output)) = (maps.first(), maps.get(1), maps.get(outs.start)) else {
        return Ok(());
    };
    let n = iterators.len();
    if [input, filter, output].iter().any(|m| m.num_dims as usize != n) {
        return Ok(());
    }
    let mut walker = ConvAccesses {
        convolved: vec![false; n],
        unconvolved: vec![false; n],
    };
    if input.results.iter().any(|&e| walker.visit(ctx, e).is_none()) {
        return Err(op.emit_error("unexpected input index map for convolutions"));
    }
    if !filter.is_projected_permutation(ctx, false) || !output.is_projected_permutation(ctx, false) {
        return Err(op.emit_error("expected output/filter indexing maps to be projected permutations"));
    }
    let dims_of = |m: &strata_ir::affine::AffineMap| -> Vec<usize> {
        m.results
            .iter()
            .filter_map(|e| match e.kind(ctx) {
                AffineExprKind::Dim(d) => Some(d as usize),
                _ => None,
            })
            .collect()
    };
    let (output_dims, filter_dims) = (dims_of(output), dims_of(filter));
    let (in_output, in_filter) = (
        |d: usize| output_dims.contains(&d),
        |d: usize| filter_dims.contains(&d),
    );
    let (conv, unconv) = (&walker.convolved, &walker.unconvolved);
    let non_convolution = || op.emit_error("unexpected loop dimension for convolution op");
    let mut classified = vec![false; n];
    for &d in &output_dims {
        // Batch, output image, output channel or depth multiplier.
        let known = (unconv[d] && !in_filter(d))
            || (conv[d] && !in_filter(d))
            || (!conv[d] && !unconv[d] && in_filter(d))
            || (unconv[d] && in_filter(d));
        if !known {
            return Err(non_convolution());
        }
        if iterators[d] {
            return Err(op.emit_error("expected all iterators used to access outputs to be parallel"));
        }
        classified[d] = true;
    }
    for &d in &filter_dims {
        if in_output(d) && !unconv[d] && !conv[d] {
            continue;
        }
        if (conv[d] || unconv[d]) && !in_output(d) {
            // A filter loop or an input channel.
            if !iterators[d] {
                return Err(
                    op.emit_error("expected all iterators not used to access outputs to be reduction")
                );
            }
            if classified[d] {
                return Err(non_convolution());
            }
            classified[d] = true;
            continue;
        }
        if unconv[d] && in_output(d) {
            continue;
        }
        return Err(non_convolution());
    }
    if classified.iter().any(|&c| !c) {
        return Err(non_convolution());
    }
    Ok(())
}

/// `linalg.softmax`: input and output of compatible shapes, a dimension
/// within their rank.
pub fn softmax(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (input, output) = (ctx.shape(op.operand_type(0)), ctx.shape(op.operand_type(1)));
    let (Some(input), Some(output)) = (input, output) else {
        return Ok(());
    };
    let compatible = input.len() == output.len()
        && input
            .iter()
            .zip(output)
            .all(|(&a, &b)| a == b || a == strata_ir::DYNAMIC || b == strata_ir::DYNAMIC);
    if !compatible {
        return Err(op.emit_op_error("incompatible output shape"));
    }
    let dim = crate::SoftmaxOp(op.id).dimension(&op).unwrap_or(-1);
    if dim < 0 || dim >= input.len() as i64 {
        return Err(op.emit_op_error("incorrect dimension specified"));
    }
    Ok(())
}
