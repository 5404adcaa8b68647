//! `transform.to_library %nest "libxsmm"` replaces a perfect nest of three
//! `scf.for` loops computing `C[i, j] += A[i, k] * B[k, j]` on small
//! matrices by a call to a kernel of libxsmm.
//!
//! The nest: unit steps, constant trip counts (constant bounds, or an upper
//! bound that is the lower bound plus a constant, as `transform.loop.tile`
//! leaves them), lower bounds defined above the nest, and an innermost body
//! of exactly the three loads, `arith.mulf`, `arith.addf` and the store of
//! the product. The matrices are the last two dimensions of `f32` or `f64`
//! memrefs with static strided layouts and contiguous rows; their other
//! indices are values defined above the nest (a matrix of a batch). The
//! loops may come in any order.
//!
//! libxsmm is column major: the row-major `C = A × B` is its
//! `Cᵀ = Bᵀ × Aᵀ`, so the kernel is dispatched for `N × M × K` with `B`
//! first. `libxsmm_smmdispatch` (`libxsmm_dmmdispatch` for `f64`) takes
//! the sizes by value and the leading dimensions, `alpha = 1`, `beta = 1`
//! (accumulate), the flags and the prefetch strategy by address: they are
//! stored in stack buffers at the start of the function. The returned
//! kernel is called with the matrices' addresses; when libxsmm gives no
//! kernel (a null pointer) the original loops run instead. libxsmm is for
//! small matrices: `M` and `N` larger than its limits (64) are a
//! silenceable failure, as is a nest of another form.

use strata::conversions::llvm_common::symbols::{declare_private_function, module_symbols};
use strata::dialect_transforms::func::transform_ops::nearest_symbol_table;
use strata::dialect_transforms::scf::utils::{defined_outside, Builder, ForLoop};
use strata::dialects::memref::layout::strides_and_offset;
use strata::dialects::scf;
use strata::dialects::transform::interpreter::consumes_first;
use strata::dialects::transform::ops::OP_HANDLE;
use strata::dialects::transform::{Dsf, Interp, TransformOpInterface};
use strata::ir::{
    AttrKind, Body, Context, InsertPoint, OpBuilder, OpId, OpRef, OperationState, Type, ValueId, DYNAMIC,
};
use strata::ods::constraints::attrs;

use crate::tile::for_nest;

strata::ods::op! {
    /// Replaces each target, the outermost loop of a perfect nest of three
    /// `scf.for` loops computing `C[i, j] += A[i, k] * B[k, j]` on small
    /// matrices, by a call to a kernel of the library (`"libxsmm"`), the
    /// loops kept for when the library gives no kernel.
    pub ToLibraryOp(TO_LIBRARY, "transform.to_library") {
        operands(target: single(OP_HANDLE))
        attributes(library: str = required(attrs::STR_ATTR))
        summary: "Replaces a small matrix multiplication loop nest by a library call",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.to_library %loops \"libxsmm\" : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target $library attr-dict `:` type($target)"),
        interfaces: &[
            &TransformOpInterface {
                apply: apply_to_library,
                consumed: consumes_first,
                allows_repeated_handles: false,
            },
            &strata::pass::conditions::Conditions {
                requires: &["scf.for"],
                removes: &[],
                introduces: &[
                    "func.func", "func.call", "scf.if", "scf.yield", "memref.alloca", "memref.store",
                    "memref.extract_aligned_pointer_as_index", "arith.constant", "arith.addi",
                    "arith.muli", "arith.index_cast", "arith.cmpi", "llvm.inttoptr",
                    "llvm.ptrtoint", "llvm.call",
                ],
                introduces_if: &[],
            },
        ],
    }
}

/// The largest `M` and `N` libxsmm takes for small matrices (its
/// `LIBXSMM_MAX_M` and `LIBXSMM_MAX_N`).
const MAX_MN: i64 = 64;

/// One matrix of the product: a memref, its indices in the loop body, and
/// its static layout.
struct Matrix {
    memref: ValueId,
    indices: Vec<ValueId>,
    strides: Vec<i64>,
    offset: i64,
}

impl Matrix {
    /// The distance between rows, in elements.
    fn leading_dim(&self) -> i64 {
        self.strides[self.strides.len() - 2]
    }
}

/// A matched nest: the loops, `C[M×N] += A[M×K] × B[K×N]`.
struct Gemm {
    loops: Vec<ForLoop>,
    m: i64,
    n: i64,
    k: i64,
    a: Matrix,
    b: Matrix,
    c: Matrix,
    f64: bool,
}

const NOT_MATMUL: &str = "the loop body is not C[i, j] += A[i, k] * B[k, j] on the last two dimensions";

fn const_index(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    strata::dialects::utils::matchers::const_i64(ctx, body, v)
}

/// The trip count of a unit-step loop when it is a constant: constant
/// bounds, or an upper bound `lb + c`.
fn extent(ctx: &Context, body: &Body, f: &ForLoop) -> Option<i64> {
    if let (Some(l), Some(u)) = (const_index(ctx, body, f.lb), const_index(ctx, body, f.ub)) {
        return Some(u.saturating_sub(l));
    }
    let add = body.defining_op(f.ub)?;
    if ctx.op_name_str(body.op_name(add)) != "arith.addi" {
        return None;
    }
    match (body.operand(add, 0), body.operand(add, 1)) {
        (x, c) | (c, x) if x == f.lb && const_index(ctx, body, c).is_some() => const_index(ctx, body, c),
        _ => None,
    }
}

/// Matches the nest rooted at `op`; the product, or why not.
fn match_gemm(ctx: &Context, body: &Body, op: OpId) -> Result<Gemm, String> {
    let loops = for_nest(ctx, body, op, 3)?;
    let mut extents = Vec::new();
    for f in &loops {
        if const_index(ctx, body, f.step) != Some(1) {
            return Err("the loops do not have unit steps".into());
        }
        if !defined_outside(body, op, f.lb) {
            return Err("a lower bound depends on the nest".into());
        }
        let e = extent(ctx, body, f).ok_or("the trip counts of the loops are not constants")?;
        if e <= 0 {
            return Err("a loop of the nest runs no iteration".into());
        }
        extents.push(e);
    }
    let inner = &loops[2];
    let ops: Vec<OpId> = body
        .block_ops(inner.block)
        .filter(|&o| o != inner.terminator)
        .collect();
    let name = |o: OpId| ctx.op_name_str(body.op_name(o));
    let def = |v: ValueId, n: &str| {
        body.defining_op(v)
            .filter(|&d| name(d) == n && body.op_block(d) == Some(inner.block))
            .ok_or(NOT_MATMUL)
    };
    if ops.len() != 6 {
        return Err(NOT_MATMUL.into());
    }
    let store = *ops
        .iter()
        .find(|&&o| name(o) == "memref.store")
        .ok_or(NOT_MATMUL)?;
    let store_operands: Vec<ValueId> = body.operands(store).collect();
    let (c_mem, c_idx) = (store_operands[1], &store_operands[2..]);
    let add = def(store_operands[0], "arith.addf")?;
    let loads_c = |v: ValueId| {
        def(v, "memref.load").is_ok_and(|l| body.operands(l).collect::<Vec<_>>() == store_operands[1..])
    };
    let (x, y) = (body.operand(add, 0), body.operand(add, 1));
    let (c_load, product) = match (loads_c(x), loads_c(y)) {
        (true, _) => (x, y),
        (_, true) => (y, x),
        _ => return Err(NOT_MATMUL.into()),
    };
    let mul = def(product, "arith.mulf")?;
    let (p, q) = (
        def(body.operand(mul, 0), "memref.load")?,
        def(body.operand(mul, 1), "memref.load")?,
    );
    let c_load = def(c_load, "memref.load")?;
    let mut distinct = vec![store, add, c_load, mul, p, q];
    distinct.sort();
    distinct.dedup();
    if distinct.len() != 6 {
        return Err(NOT_MATMUL.into());
    }
    // Which loop is i, j and k: the indices' last two dimensions say.
    let ivs: Vec<ValueId> = loops.iter().map(|f| f.iv).collect();
    let pos = |v: ValueId| ivs.iter().position(|&x| x == v);
    let dims = |idx: &[ValueId]| -> Option<(usize, usize)> {
        let r = idx.len();
        if r < 2 {
            return None;
        }
        let outer_ok = idx[..r - 2]
            .iter()
            .all(|&v| pos(v).is_none() && defined_outside(body, op, v));
        outer_ok.then_some((pos(idx[r - 2])?, pos(idx[r - 1])?))
    };
    let (i, j) = dims(c_idx).ok_or(NOT_MATMUL)?;
    if i == j {
        return Err(NOT_MATMUL.into());
    }
    let k = 3 - i - j;
    let load_idx = |l: OpId| body.operands(l).skip(1).collect::<Vec<_>>();
    let (a_load, b_load) = if dims(&load_idx(p)) == Some((i, k)) && dims(&load_idx(q)) == Some((k, j)) {
        (p, q)
    } else if dims(&load_idx(q)) == Some((i, k)) && dims(&load_idx(p)) == Some((k, j)) {
        (q, p)
    } else {
        return Err(NOT_MATMUL.into());
    };
    let elem = ctx.element_type(body.value_type(c_mem));
    let is = |t: Option<Type>, want: Type| t == Some(want);
    let f64 = if is(elem, ctx.f32()) {
        false
    } else if is(elem, ctx.f64()) {
        true
    } else {
        return Err("the elements are neither f32 nor f64".into());
    };
    let matrix = |memref: ValueId, indices: Vec<ValueId>| -> Result<Matrix, String> {
        let ty = body.value_type(memref);
        if ctx.element_type(ty) != elem {
            return Err("the matrices' element types differ".into());
        }
        let (strides, offset) = strides_and_offset(ctx, ty).ok_or("a matrix has no strided layout")?;
        if offset == DYNAMIC || strides.contains(&DYNAMIC) {
            return Err("a matrix has a dynamic layout".into());
        }
        if strides.last() != Some(&1) {
            return Err("the rows of a matrix are not contiguous".into());
        }
        Ok(Matrix {
            memref,
            indices,
            strides,
            offset,
        })
    };
    let a_mem = body.operand(a_load, 0);
    let b_mem = body.operand(b_load, 0);
    // The loops would read the values they update; the kernel would not.
    if c_mem == a_mem || c_mem == b_mem {
        return Err("the product's output is also one of its inputs".into());
    }
    let a = matrix(a_mem, load_idx(a_load))?;
    let b = matrix(b_mem, load_idx(b_load))?;
    let c = matrix(c_mem, c_idx.to_vec())?;
    let (m, n, kk) = (extents[i], extents[j], extents[k]);
    if m > MAX_MN || n > MAX_MN {
        return Err(format!(
            "libxsmm multiplies small matrices (M and N at most {MAX_MN}), not M x N x K = {m} x {n} x {kk}"
        ));
    }
    let fits = |v: i64| i32::try_from(v).is_ok();
    if !fits(kk) || !fits(a.leading_dim()) || !fits(b.leading_dim()) || !fits(c.leading_dim()) {
        return Err("a size or a row stride does not fit in 32 bits".into());
    }
    if a.leading_dim() < kk || b.leading_dim() < n || c.leading_dim() < n {
        return Err("the rows of a matrix overlap".into());
    }
    Ok(Gemm {
        loops,
        m,
        n,
        k: kk,
        a,
        b,
        c,
        f64,
    })
}

fn llvm_ptr(ctx: &Context) -> Type {
    strata::dialects::llvm::types::ptr_type(ctx, 0)
}

/// The dispatch function of the element type and its type.
fn dispatch_function(ctx: &Context, f64: bool) -> (&'static str, Type) {
    let (i32_, ptr) = (ctx.i32(), llvm_ptr(ctx));
    let inputs = [i32_, i32_, i32_, ptr, ptr, ptr, ptr, ptr, ptr, ptr];
    let name = if f64 {
        "libxsmm_dmmdispatch"
    } else {
        "libxsmm_smmdispatch"
    };
    (name, ctx.function_type(&inputs, &[ptr]))
}

/// The address `bytes` plus `elements` (an index value, if any) elements
/// of `elem_bytes` into `memref`'s buffer.
fn address(
    b: &mut Builder<'_>,
    memref: ValueId,
    bytes: i64,
    elements: Option<ValueId>,
    elem_bytes: i64,
) -> ValueId {
    let ctx = b.b.ctx;
    let index = ctx.index_type();
    let base = b.op("memref.extract_aligned_pointer_as_index", &[memref], &[index]);
    let mut addr = b.body().result(base, 0);
    if let Some(e) = elements {
        let size = b.index_constant(elem_bytes);
        let scaled = b.binary("arith.muli", e, size);
        addr = b.binary("arith.addi", addr, scaled);
    }
    if bytes != 0 {
        let c = b.index_constant(bytes);
        addr = b.binary("arith.addi", addr, c);
    }
    let int = b.op("arith.index_cast", &[addr], &[ctx.i64()]);
    let int = b.body().result(int, 0);
    let ptr = b.op("llvm.inttoptr", &[int], &[llvm_ptr(ctx)]);
    b.body().result(ptr, 0)
}

/// A stack buffer of `values` (of type `ty`) at the builder's point; the
/// addresses of its elements.
fn stack_buffer(b: &mut Builder<'_>, ty: Type, values: &[ValueId], elem_bytes: i64) -> Vec<ValueId> {
    let ctx = b.b.ctx;
    let mut st = OperationState::new(ctx.op_name("memref.alloca"), b.loc);
    st.result_types = vec![ctx.memref_type(&[values.len() as i64], ty)];
    st.properties = Some(ctx.dictionary_attr(&[(
        ctx.ident("operandSegmentSizes"),
        ctx.dense_i32_array_attr(&[0, 0]),
    )]));
    st.populate_default_properties(ctx);
    let alloca = b.b.create(st);
    let buffer = b.body().result(alloca, 0);
    let mut out = Vec::new();
    for (i, &v) in (0i64..).zip(values) {
        let at = b.index_constant(i);
        b.op("memref.store", &[v, buffer, at], &[]);
        out.push(address(b, buffer, i * elem_bytes, None, elem_bytes));
    }
    out
}

/// `arith.constant 1.0` of the float type `ty`.
fn float_one(b: &mut Builder<'_>, ty: Type, f64: bool) -> ValueId {
    let ctx = b.b.ctx;
    let bits = if f64 {
        u128::from(1.0f64.to_bits())
    } else {
        u128::from(1.0f32.to_bits())
    };
    let attr = ctx.intern_attr(AttrKind::Float { ty, bits });
    let mut st = OperationState::new(ctx.op_name("arith.constant"), b.loc);
    st.result_types.push(ty);
    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), attr)]));
    let op = b.b.create(st);
    b.body().result(op, 0)
}

/// The address of `x`'s first element in the tile the nest covers: its
/// layout's offset plus each index (a loop's lower bound for the nest's
/// induction variables) times its stride, constant parts folded.
fn first_element(b: &mut Builder<'_>, g: &Gemm, x: &Matrix, elem_bytes: i64) -> ValueId {
    let ctx = b.b.ctx;
    let mut constant = x.offset;
    let mut dynamic: Option<ValueId> = None;
    let sum = |b: &mut Builder<'_>, d: Option<ValueId>, term: ValueId| match d {
        Some(d) => b.binary("arith.addi", d, term),
        None => term,
    };
    for (&v, &stride) in x.indices.iter().zip(&x.strides) {
        let start = g.loops.iter().find(|f| f.iv == v).map_or(v, |f| f.lb);
        let folded = const_index(ctx, b.body(), start)
            .and_then(|k| k.checked_mul(stride))
            .and_then(|k| constant.checked_add(k));
        if let Some(c) = folded {
            constant = c;
            continue;
        }
        // Not a constant (or too large for one): computed at run time.
        let term = if stride == 1 {
            start
        } else {
            let s = b.index_constant(stride);
            b.binary("arith.muli", start, s)
        };
        dynamic = Some(sum(b, dynamic, term));
    }
    match constant.checked_mul(elem_bytes) {
        Some(bytes) => address(b, x.memref, bytes, dynamic, elem_bytes),
        None => {
            let c = b.index_constant(constant);
            let d = sum(b, dynamic, c);
            address(b, x.memref, 0, Some(d), elem_bytes)
        }
    }
}

/// Replaces the nest by the dispatch and call of a kernel, the nest kept
/// in the branch taken when there is no kernel.
fn emit(ctx: &Context, body: &mut Body, g: &Gemm) -> Result<(), String> {
    let nest = g.loops[0].op;
    let loc = body.op_loc(nest);
    let (elem, elem_bytes) = if g.f64 { (ctx.f64(), 8) } else { (ctx.f32(), 4) };
    let entry = body
        .root_regions()
        .first()
        .and_then(|&r| body.region_entry(r))
        .ok_or("the nest is not in a function")?;
    // The arguments libxsmm takes by address, once at the function's
    // start (not in the loops around the nest).
    let (int_ptrs, float_ptrs) = {
        let mut b = Builder::new(ctx, body, loc);
        b.b.set_insertion_point_to_start(entry);
        let i32_ = ctx.i32();
        let ints: Vec<ValueId> = [g.b.leading_dim(), g.a.leading_dim(), g.c.leading_dim(), 0, 0]
            .iter()
            .map(|&v| b.constant(i32_, v))
            .collect();
        let one = float_one(&mut b, elem, g.f64);
        (
            stack_buffer(&mut b, i32_, &ints, 4),
            stack_buffer(&mut b, elem, &[one, one], elem_bytes),
        )
    };
    let (name, _) = dispatch_function(ctx, g.f64);
    let ptr = llvm_ptr(ctx);
    let mut b = Builder::before(ctx, body, nest);
    let i32_ = ctx.i32();
    let sizes: Vec<ValueId> = [g.n, g.m, g.k].iter().map(|&v| b.constant(i32_, v)).collect();
    let mut args = sizes;
    // ldb, lda, ldc (libxsmm's lda, ldb, ldc), alpha, beta, flags, prefetch.
    args.extend([int_ptrs[0], int_ptrs[1], int_ptrs[2]]);
    args.extend([float_ptrs[0], float_ptrs[1], int_ptrs[3], int_ptrs[4]]);
    let callee = ctx.dictionary_attr(&[(ctx.ident("callee"), ctx.flat_symbol_ref_attr(name))]);
    let call =
        b.b.create_op(ctx.op_name("func.call"), loc, &args, &[ptr], Some(callee));
    let kernel = b.body().result(call, 0);
    let matrices: Vec<ValueId> = [&g.b, &g.a, &g.c]
        .into_iter()
        .map(|x| first_element(&mut b, g, x, elem_bytes))
        .collect();
    let as_int = b.op("llvm.ptrtoint", &[kernel], &[ctx.i64()]);
    let as_int = b.body().result(as_int, 0);
    let zero = b.constant(ctx.i64(), 0);
    // arith.cmpi `ne`
    let found = b.cmpi(1, as_int, zero);
    let iff = scf::IfOp::build(&mut b.b, loc, &[], found);
    let (then_r, else_r) = (iff.then_region(&b.b), iff.else_region(&b.b));
    let (then_b, else_b) = (b.body().create_block(), b.body().create_block());
    b.body().append_block(then_r, then_b);
    b.body().append_block(else_r, else_b);
    {
        let mut ob = OpBuilder::at_end(ctx, b.body(), then_b);
        let mut operands = vec![kernel];
        operands.extend(&matrices);
        let mut st = OperationState::new(ctx.op_name("llvm.call"), loc);
        st.operands = operands;
        st.properties = Some(ctx.dictionary_attr(&[
            (ctx.ident("op_bundle_sizes"), ctx.dense_i32_array_attr(&[])),
            (
                ctx.ident("operandSegmentSizes"),
                ctx.dense_i32_array_attr(&[4, 0]),
            ),
        ]));
        st.populate_default_properties(ctx);
        ob.create(st);
        scf::YieldOp::build(&mut ob, loc, &[]);
    }
    body.move_op(nest, InsertPoint::End(else_b));
    scf::YieldOp::build(&mut OpBuilder::at_end(ctx, body, else_b), loc, &[]);
    Ok(())
}

fn apply_to_library(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let library = OpRef::new(ctx, script, op)
        .attr("library")
        .and_then(|a| ctx.string_attr_value(a))
        .unwrap_or_default()
        .to_string();
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        if library != "libxsmm" {
            return Err(Dsf::silenceable(
                loc,
                format!("unknown library \"{library}\" (known: \"libxsmm\")"),
            ));
        }
        let fail = |why: String| Dsf::silenceable(loc, format!("cannot call libxsmm: {why}"));
        let Some(body) = it.payload.body(target.body) else {
            return Ok(vec![]);
        };
        let g = match_gemm(ctx, body, target.op).map_err(fail)?;
        let table = nearest_symbol_table(it, target.body)
            .ok_or_else(|| fail("the nest is not in a symbol table".into()))?;
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![]);
        };
        emit(ctx, body, &g).map_err(fail)?;
        let (name, fty) = dispatch_function(ctx, g.f64);
        if let Some(module) = it.payload.body_mut(table) {
            if !module_symbols(ctx, module).iter().any(|s| s == name) {
                declare_private_function(ctx, module, name, fty);
            }
        }
        Ok(vec![])
    })
}
