//! `linalg-specialize-generic-ops`: the inverse of generalization. A
//! `linalg.generic` whose maps, iterators and body are those of a named
//! op becomes that op: copies, fills, the elementwise unary and binary
//! ops, transposes, broadcasts, and matrix products (`matmul`,
//! `batch_matmul`) with the canonical maps. Anything else stays generic.

use strata_dialect_linalg::named::named_op;
use strata_dialect_linalg::payload::build_region;
use strata_dialect_linalg::structured::{indexing_maps, inputs, iterator_types, operand_shape_of, outputs, payload_block};
use strata_dialect_linalg::{GENERIC, YIELD};
use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::{Attribute, Body, Context, IsolatedOpMut, LogicalResult, OpId, OpRef, OperationState, Type, ValueId};
use strata_ods::directives::dense_i64_array;
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot, RewritePattern,
};

/// Rewrites a `linalg.generic` that is a named op in disguise.
pub struct SpecializeGenericOp;

impl RewritePattern for SpecializeGenericOp {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "LinalgSpecializationPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        if o.name_str() != GENERIC.name {
            return false;
        }
        let Some(target) = match_named(o) else {
            return false;
        };
        replace_with_named(rw, op, target).is_some()
    }
}

/// The named op a generic op is, with the attributes it needs.
struct Target {
    name: &'static str,
    props: Vec<(&'static str, Attribute)>,
}

fn target(name: &'static str) -> Option<Target> {
    Some(Target { name, props: Vec::new() })
}

/// The body's ops other than the terminator, and the yielded values.
fn body_parts(o: OpRef<'_>) -> Option<(Vec<OpId>, Vec<ValueId>, Vec<ValueId>)> {
    let block = payload_block(o)?;
    let (body, _) = o.regions();
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let (&last, rest) = ops.split_last()?;
    if body.op_name(last) != o.ctx.op_name(YIELD) {
        return None;
    }
    Some((rest.to_vec(), body.operands(last).collect(), body.block_args(block).to_vec()))
}

fn is_identity(ctx: &Context, m: &AffineMap) -> bool {
    m.is_identity(ctx)
}

fn match_named(o: OpRef<'_>) -> Option<Target> {
    let ctx = o.ctx;
    let (ins, outs) = (inputs(o), outputs(o));
    let maps = indexing_maps(o)?;
    let iterators = iterator_types(o)?;
    let (ops, yielded, args) = body_parts(o)?;
    let (body, _) = o.regions();
    if outs.len() != 1 || yielded.len() != 1 {
        return None;
    }
    let all_parallel = iterators.iter().all(|&r| !r);
    let out_map = maps.last()?;
    let in_types: Vec<Type> = ins.clone().map(|i| o.operand_type(i)).collect();
    // Ops with just a yield of an input: copy, fill, transpose, broadcast.
    if ops.is_empty() && ins.len() == 1 && all_parallel && yielded[0] == args[0] && is_identity(ctx, out_map) {
        let in_map = &maps[0];
        let scalar = operand_shape_of(ctx, in_types[0]).is_none();
        if scalar {
            return target("linalg.fill");
        }
        if is_identity(ctx, in_map) {
            return target("linalg.copy");
        }
        let dims: Option<Vec<u32>> = in_map
            .results
            .iter()
            .map(|e| match e.kind(ctx) {
                AffineExprKind::Dim(d) => Some(d),
                _ => None,
            })
            .collect();
        let dims = dims?;
        if in_map.is_permutation(ctx) {
            // init dim i is input dim perm[i]; the input map gives, for
            // each input dim, the loop (= init dim) indexing it.
            let mut perm = vec![0i64; dims.len()];
            for (j, &d) in dims.iter().enumerate() {
                perm[d as usize] = j as i64;
            }
            return Some(Target {
                name: "linalg.transpose",
                props: vec![("permutation", dense_i64_array(ctx, &perm))],
            });
        }
        if dims.windows(2).all(|w| w[0] < w[1]) && dims.len() < out_map.num_results() {
            let added: Vec<i64> = (0..out_map.num_results() as u32)
                .filter(|d| !dims.contains(d))
                .map(i64::from)
                .collect();
            return Some(Target {
                name: "linalg.broadcast",
                props: vec![("dimensions", dense_i64_array(ctx, &added))],
            });
        }
        return None;
    }
    // Elementwise: one op of the inputs' arguments, in order.
    if ops.len() == 1 && all_parallel && maps.iter().all(|m| is_identity(ctx, m)) {
        let op = ops[0];
        if body.num_results(op) != 1 || body.result(op, 0) != yielded[0] {
            return None;
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        if operands != args[..ins.len()] {
            return None;
        }
        let name = match (ins.len(), ctx.op_name_str(body.op_name(op))) {
            (1, "math.exp") => "linalg.exp",
            (1, "math.log") => "linalg.log",
            (1, "math.absf") => "linalg.abs",
            (1, "math.ceil") => "linalg.ceil",
            (1, "math.floor") => "linalg.floor",
            (1, "arith.negf") => "linalg.negf",
            (1, "math.round") => "linalg.round",
            (1, "math.sqrt") => "linalg.sqrt",
            (1, "math.rsqrt") => "linalg.rsqrt",
            (1, "math.tanh") => "linalg.tanh",
            (1, "math.erf") => "linalg.erf",
            (2, "arith.addf" | "arith.addi") => "linalg.add",
            (2, "arith.subf" | "arith.subi") => "linalg.sub",
            (2, "arith.mulf" | "arith.muli") => "linalg.mul",
            (2, "arith.divf" | "arith.divsi") => "linalg.div",
            (2, "arith.divui") => "linalg.div_unsigned",
            _ => return None,
        };
        // The named op's body must compute exactly this (same types, no
        // flags the named op would drop).
        let types_agree = in_types
            .iter()
            .chain(std::iter::once(&o.operand_type(outs.start)))
            .all(|&t| ctx.element_type_or_self(t) == body.value_type(yielded[0]));
        let plain = OpRef::new(ctx, body, op).discardable_attrs().is_empty() && default_props(ctx, body, op);
        return (types_agree && plain).then(|| Target {
            name,
            props: Vec::new(),
        });
    }
    // Matrix products: out += a * b with the canonical maps.
    if ops.len() == 2 && ins.len() == 2 && is_mul_add(ctx, body, &ops, &args, yielded[0]) {
        let text: Vec<String> = maps.iter().map(|m| map_text(ctx, m)).collect();
        let text: Vec<&str> = text.iter().map(String::as_str).collect();
        let reductions: Vec<bool> = iterators.clone();
        if text == ["(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)", "(d0, d1, d2) -> (d0, d1)"]
            && reductions == [false, false, true]
        {
            return target("linalg.matmul");
        }
        if text
            == [
                "(d0, d1, d2, d3) -> (d0, d1, d3)",
                "(d0, d1, d2, d3) -> (d0, d3, d2)",
                "(d0, d1, d2, d3) -> (d0, d1, d2)",
            ]
            && reductions == [false, false, false, true]
        {
            return target("linalg.batch_matmul");
        }
    }
    None
}

fn map_text(ctx: &Context, m: &AffineMap) -> String {
    let mut s = String::new();
    strata_ir::affine::print_affine_map(ctx, m, &mut s);
    s
}

/// Whether `op`'s properties are all at their defaults (a `none`
/// fastmath or overflow flag).
fn default_props(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(props) = body.op_properties(op) else {
        return true;
    };
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.populate_default_properties(ctx);
    Some(props) == st.properties
}

/// `%m = mul(a, b); %s = add(out, %m); yield %s` over floats or integers
/// of one type.
fn is_mul_add(ctx: &Context, body: &Body, ops: &[OpId], args: &[ValueId], yielded: ValueId) -> bool {
    let (mul, add) = (ops[0], ops[1]);
    let name = |op| ctx.op_name_str(body.op_name(op));
    let pair = matches!((name(mul), name(add)), ("arith.mulf", "arith.addf") | ("arith.muli", "arith.addi"));
    if !pair || args.len() != 3 || !default_props(ctx, body, mul) || !default_props(ctx, body, add) {
        return false;
    }
    let m: Vec<ValueId> = body.operands(mul).collect();
    let a: Vec<ValueId> = body.operands(add).collect();
    let ty = body.value_type(args[2]);
    m == [args[0], args[1]]
        && a == [args[2], body.result(mul, 0)]
        && body.result(add, 0) == yielded
        && args.iter().all(|&v| body.value_type(v) == ty)
}

/// Replaces `op` by the named op `target` on the same operands, its
/// region built from the named op's body.
fn replace_with_named(rw: &mut PatternRewriter<'_>, op: OpId, target: Target) -> Option<OpId> {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let (ins, outs) = (inputs(o).len() as i32, outputs(o).len() as i32);
    let operands: Vec<ValueId> = o.operands().collect();
    let types: Vec<Type> = o.operand_types().collect();
    let results: Vec<Type> = o.result_types().collect();
    let loc = o.loc();
    let mut props: Vec<(strata_ir::Ident, Attribute)> =
        target.props.iter().map(|&(n, a)| (ctx.ident(n), a)).collect();
    let special = matches!(target.name, "linalg.transpose" | "linalg.broadcast");
    if !special {
        props.push((ctx.ident("operandSegmentSizes"), ctx.dense_i32_array_attr(&[ins, outs])));
    }
    if target.name == "linalg.matmul" || target.name == "linalg.batch_matmul" {
        let named = named_op(target.name)?;
        let maps: Vec<Attribute> = named
            .maps_with(ctx, &[], &[])
            .into_iter()
            .map(|m| ctx.intern_attr(strata_ir::AttrKind::AffineMap(m)))
            .collect();
        props.push((ctx.ident("indexing_maps"), ctx.array_attr(&maps)));
    }
    let mut state = OperationState::new(ctx.op_name(target.name), loc);
    state.operands = operands;
    state.result_types = results;
    state.properties = Some(ctx.dictionary_attr(&props));
    let region = rw.create_region();
    state.regions.push(region);
    rw.set_insertion_point(op);
    let new_op = rw.create(state);
    let mut built = true;
    rw.modify_op_in_place(new_op, |body| {
        built = if special {
            copy_like_region(ctx, body, region, &types, loc)
        } else {
            named_op(target.name)
                .is_some_and(|named| build_region(ctx, body, region, named, &types, None, loc).is_ok())
        };
    });
    if !built {
        rw.erase_op(new_op);
        return None;
    }
    let values: Vec<ValueId> = rw.body().results(new_op).collect();
    rw.replace_op(op, &values);
    Some(new_op)
}

/// The body of a transpose or broadcast: yield the input element.
fn copy_like_region(ctx: &Context, body: &mut Body, region: strata_ir::RegionId, types: &[Type], loc: strata_ir::Location) -> bool {
    let arg_types: Vec<Type> = types
        .iter()
        .map(|&t| strata_dialect_linalg::structured::payload_type(ctx, t))
        .collect();
    let mut b = strata_ir::OpBuilder::new(ctx, body);
    let block = b.create_block(region, &arg_types, loc);
    let Some(&first) = b.body.block_args(block).first() else {
        return false;
    };
    let name = ctx.op_name(YIELD);
    b.create_op(name, loc, &[first], &[], None);
    true
}

/// The `linalg-specialize-generic-ops` pass.
#[derive(Default)]
pub struct SpecializeGenericOps {
    patterns: std::sync::OnceLock<FrozenPatternSet>,
}

impl Pass for SpecializeGenericOps {
    fn argument(&self) -> &'static str {
        "linalg-specialize-generic-ops"
    }

    fn description(&self) -> &'static str {
        "Convert generic ops back to named ops"
    }

    fn name(&self) -> &'static str {
        "LinalgSpecializeGenericOpsPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns = self
            .patterns
            .get_or_init(|| FrozenPatternSet::new(ctx, vec![Box::new(SpecializeGenericOp)]));
        let _ = apply_patterns_greedily_nested(ctx, op.body(), patterns, GreedyConfig::default(), true);
        Ok(())
    }
}
