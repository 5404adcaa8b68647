//! `convert-rise-to-library`: Rise programs equal to a matrix
//! multiplication become a call to BLAS's `cblas_sgemm`.
//!
//! A program is recognised by its composition, whatever the map and
//! reduce variants: `rise.out %c <- map(λarow. map(λbcol. dot(arow,
//! bcol))(transpose(B)))(A)`, `A` and `B` read by `rise.in` from `f32`
//! memrefs of static shapes `M×K` and `K×N` with the identity layout, `%c`
//! of shape `M×N`, and `dot` either `reduce(λ(p, acc). fst p * snd p +
//! acc, 0)(zip(arow, bcol))` (the builder's form) or `reduce(+, 0)(map(*)
//! (zip(arow, bcol)))`. The call takes the memrefs' aligned pointers (row
//! major, no transposition, `alpha = 1`, `beta = 0`), so the program runs
//! with OpenBLAS loaded (`strata-runner --shared-libs=libopenblas.so`).
//! `@cblas_sgemm` is declared `private` at the start of the module with
//! its C signature. The Rise ops only the replaced programs used are
//! erased; other programs are left for `convert-rise-to-affine`.

use strata_ir::{
    AttrKind, BlockId, Body, Context, IsolatedOpMut, Location, LogicalResult, OpBuilder, OpId, Type,
    TypeKind, ValueId,
};
use strata_pass::Pass;

use crate::llvm_common::symbols::{declare_private_function, module_functions, module_symbols};

/// The pass.
#[derive(Clone, Copy, Default)]
pub struct ConvertRiseToLibrary;

/// The BLAS routine called.
const SGEMM: &str = "cblas_sgemm";

/// CBLAS's `CblasRowMajor` and `CblasNoTrans`.
const ROW_MAJOR: i64 = 101;
const NO_TRANS: i64 = 111;

impl Pass for ConvertRiseToLibrary {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&[
            "arith.constant",
            "arith.index_cast",
            "func.func",
            "func.call",
            "llvm.inttoptr",
            "memref.extract_aligned_pointer_as_index",
        ])
    }

    fn argument(&self) -> &'static str {
        "convert-rise-to-library"
    }

    fn description(&self) -> &'static str {
        "Replace Rise programs computing a matrix multiplication by a BLAS call"
    }

    fn name(&self) -> &'static str {
        "ConvertRiseToLibrary"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let module = op.body();
        let mut replaced = false;
        for f in module_functions(module) {
            if let Some(body) = module.child_body_mut(f) {
                replaced |= replace_matmuls(ctx, body);
            }
        }
        if replaced && !module_symbols(ctx, module).iter().any(|s| s == SGEMM) {
            declare_sgemm(ctx, module);
        }
        Ok(())
    }
}

/// `func.func private @cblas_sgemm(i32, i32, i32, i32, i32, i32, f32,
/// !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32)`.
fn declare_sgemm(ctx: &Context, module: &mut Body) {
    let (i32_, f32_, ptr) = (ctx.i32(), ctx.f32(), llvm_ptr(ctx));
    let inputs = [
        i32_, i32_, i32_, i32_, i32_, i32_, f32_, ptr, i32_, ptr, i32_, f32_, ptr, i32_,
    ];
    declare_private_function(ctx, module, SGEMM, ctx.function_type(&inputs, &[]));
}

fn llvm_ptr(ctx: &Context) -> Type {
    strata_dialect_llvm::types::ptr_type(ctx, 0)
}

/// A matched multiplication: the memrefs and the sizes.
struct Matmul {
    a: ValueId,
    b: ValueId,
    c: ValueId,
    m: i64,
    n: i64,
    k: i64,
}

/// Replaces the matmul programs of the function's top-level blocks;
/// whether it replaced any.
fn replace_matmuls(ctx: &Context, body: &mut Body) -> bool {
    let blocks: Vec<BlockId> = body
        .root_regions()
        .iter()
        .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
        .collect();
    let out = ctx.op_name("rise.out");
    let mut replaced = false;
    for block in blocks {
        let outs: Vec<OpId> = body
            .block_ops(block)
            .filter(|&o| body.op_name(o) == out)
            .collect();
        let mut any = false;
        for o in outs {
            if let Some(mm) = match_matmul(&Matcher { ctx, body }, o) {
                emit_call(ctx, body, o, &mm);
                body.erase_op(o);
                any = true;
            }
        }
        if any {
            erase_dead_rise(ctx, body, block);
            replaced = true;
        }
    }
    replaced
}

/// Erases the Rise values of `block` that are unused (last first, so that
/// a program's ops go with it); `rise.out`s, which store, stay.
fn erase_dead_rise(ctx: &Context, body: &mut Body, block: BlockId) {
    let ops: Vec<OpId> = body.block_ops(block).collect();
    for &o in ops.iter().rev() {
        let is_rise = ctx.op_name_str(body.op_name(o)).starts_with("rise.");
        if is_rise && body.num_results(o) > 0 && !body.op_has_uses(o) {
            body.erase_op(o);
        }
    }
}

/// The call to `cblas_sgemm` computing `c = a × b`, before `at`.
fn emit_call(ctx: &Context, body: &mut Body, at: OpId, mm: &Matmul) {
    let loc: Location = body.op_loc(at);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(at);
    let i32_ = ctx.i32();
    let int = |b: &mut OpBuilder<'_>, v: i64| {
        let attr = ctx.integer_attr(i32_, v);
        let props = ctx.dictionary_attr(&[(ctx.ident("value"), attr)]);
        let op = b.create_op(ctx.op_name("arith.constant"), loc, &[], &[i32_], Some(props));
        b.body.result(op, 0)
    };
    let (row_major, no_trans) = (int(&mut b, ROW_MAJOR), int(&mut b, NO_TRANS));
    let (m, n, k) = (int(&mut b, mm.m), int(&mut b, mm.n), int(&mut b, mm.k));
    let float = |b: &mut OpBuilder<'_>, v: f32| {
        let attr = ctx.intern_attr(AttrKind::Float {
            ty: ctx.f32(),
            bits: u128::from(v.to_bits()),
        });
        let props = ctx.dictionary_attr(&[(ctx.ident("value"), attr)]);
        let op = b.create_op(ctx.op_name("arith.constant"), loc, &[], &[ctx.f32()], Some(props));
        b.body.result(op, 0)
    };
    let (alpha, beta) = (float(&mut b, 1.0), float(&mut b, 0.0));
    let pointer = |b: &mut OpBuilder<'_>, memref: ValueId| {
        let index = b.create_op(
            ctx.op_name("memref.extract_aligned_pointer_as_index"),
            loc,
            &[memref],
            &[ctx.index_type()],
            None,
        );
        let index = b.body.result(index, 0);
        let int = b.create_op(ctx.op_name("arith.index_cast"), loc, &[index], &[ctx.i64()], None);
        let int = b.body.result(int, 0);
        let ptr = b.create_op(ctx.op_name("llvm.inttoptr"), loc, &[int], &[llvm_ptr(ctx)], None);
        b.body.result(ptr, 0)
    };
    let (pa, pb, pc) = (
        pointer(&mut b, mm.a),
        pointer(&mut b, mm.b),
        pointer(&mut b, mm.c),
    );
    let args = [
        row_major, no_trans, no_trans, m, n, k, alpha, pa, k, pb, n, beta, pc, n,
    ];
    let callee = ctx.dictionary_attr(&[(ctx.ident("callee"), ctx.flat_symbol_ref_attr(SGEMM))]);
    b.create_op(ctx.op_name("func.call"), loc, &args, &[], Some(callee));
}

/// Read-only matching over a function body.
struct Matcher<'a> {
    ctx: &'a Context,
    body: &'a Body,
}

impl Matcher<'_> {
    fn name(&self, op: OpId) -> &str {
        self.ctx.op_name_str(self.body.op_name(op))
    }

    /// The op defining `v` if it is named `name`.
    fn def(&self, v: ValueId, names: &[&str]) -> Option<OpId> {
        let d = self.body.defining_op(v)?;
        names.contains(&self.name(d)).then_some(d)
    }

    /// `v` as an application of a pattern op: the pattern and all the
    /// arguments, curried applications flattened.
    fn applied(&self, v: ValueId) -> Option<(OpId, Vec<ValueId>)> {
        let app = self.def(v, &["rise.apply"])?;
        let mut operands: Vec<ValueId> = self.body.operands(app).collect();
        let fun = operands.remove(0);
        match self.applied(fun) {
            Some((pattern, mut args)) => {
                args.extend(operands);
                Some((pattern, args))
            }
            None => Some((self.body.defining_op(fun)?, operands)),
        }
    }

    /// `v` applied as `names` to exactly `n` arguments.
    fn apply_of(&self, v: ValueId, names: &[&str], n: usize) -> Option<Vec<ValueId>> {
        let (pattern, args) = self.applied(v)?;
        (names.contains(&self.name(pattern)) && args.len() == n).then_some(args)
    }

    /// The parameters and returned value of the lambda defining `v`.
    fn lambda(&self, v: ValueId) -> Option<(Vec<ValueId>, ValueId)> {
        let lam = self.def(v, &["rise.lambda"])?;
        self.single_block(lam)
    }

    /// The arguments and the one returned value of `op`'s one block.
    fn single_block(&self, op: OpId) -> Option<(Vec<ValueId>, ValueId)> {
        let [region] = self.body.regions_in_body(op) else {
            return None;
        };
        let block = self.body.region_entry(*region)?;
        let ret = self.body.last_op(block)?;
        if self.name(ret) != "rise.return" || self.body.num_operands(ret) != 1 {
            return None;
        }
        Some((self.body.block_args(block).to_vec(), self.body.operand(ret, 0)))
    }

    /// The ops of `op`'s one block but its terminator.
    fn block_ops(&self, op: OpId) -> Vec<OpId> {
        let region = self.body.regions_in_body(op)[0];
        let block = self.body.region_entry(region).expect("checked by single_block");
        let mut ops: Vec<OpId> = self.body.block_ops(block).collect();
        ops.pop();
        ops
    }

    /// The memref a `rise.in` defining `v` reads.
    fn input(&self, v: ValueId) -> Option<ValueId> {
        let op = self.def(v, &["rise.in"])?;
        Some(self.body.operand(op, 0))
    }

    /// Whether `v` is the `f32` literal 0.
    fn zero(&self, v: ValueId) -> bool {
        let Some(lit) = self.def(v, &["rise.literal"]) else {
            return false;
        };
        let value = self
            .body
            .op_properties(lit)
            .and_then(|p| self.ctx.dict_get_str(p, "value"));
        matches!(value.map(|a| self.ctx.attr_kind(a)), Some(AttrKind::Float { ty, bits }) if *ty == self.ctx.f32() && *bits == 0)
    }

    /// Whether `v` is `zip(x, y)` or `zip(y, x)`.
    fn zip_of(&self, v: ValueId, x: ValueId, y: ValueId) -> bool {
        matches!(self.apply_of(v, &["rise.zip"], 2).as_deref(), Some(&[p, q]) if (p, q) == (x, y) || (p, q) == (y, x))
    }

    /// Whether `(u, v)` are `fst p` and `snd p`, in either order.
    fn fst_snd(&self, u: ValueId, v: ValueId, p: ValueId) -> bool {
        let part =
            |w: ValueId, name: &str| matches!(self.apply_of(w, &[name], 1).as_deref(), Some(&[q]) if q == p);
        (part(u, "rise.fst") && part(v, "rise.snd")) || (part(u, "rise.snd") && part(v, "rise.fst"))
    }

    /// The embed defining `v`, its operands, and the block arguments and
    /// ops of its body; the body must return the last op's result.
    fn embed(&self, v: ValueId) -> Option<(Vec<ValueId>, Vec<ValueId>, Vec<OpId>)> {
        let e = self.def(v, &["rise.embed"])?;
        let (params, ret) = self.single_block(e)?;
        let ops = self.block_ops(e);
        let last = *ops.last()?;
        if self.body.defining_op(ret) != Some(last) {
            return None;
        }
        Some((self.body.operands(e).collect(), params, ops))
    }

    /// Whether `op` is `name` of exactly `x` and `y`, in either order.
    fn binary(&self, op: OpId, name: &str, x: ValueId, y: ValueId) -> bool {
        if self.name(op) != name || self.body.num_operands(op) != 2 {
            return false;
        }
        let (p, q) = (self.body.operand(op, 0), self.body.operand(op, 1));
        (p, q) == (x, y) || (p, q) == (y, x)
    }

    /// Whether `v` is the dot product of arrays `x` and `y`.
    fn dot(&self, v: ValueId, x: ValueId, y: ValueId) -> bool {
        let Some(args) = self.apply_of(v, &["rise.reduce", "rise.reduceSeq"], 3) else {
            return false;
        };
        let (f, init, data) = (args[0], args[1], args[2]);
        if !self.zero(init) {
            return false;
        }
        // reduce(λ(p, acc). fst p * snd p + acc, 0)(zip(x, y))
        if self.zip_of(data, x, y) {
            return self.multiply_add(f);
        }
        // reduce(+, 0)(map(*)(zip(x, y)))
        match self
            .apply_of(data, &["rise.map", "rise.mapSeq", "rise.mapPar"], 2)
            .as_deref()
        {
            Some(&[mul, zipped]) => self.zip_of(zipped, x, y) && self.plus(f) && self.times(mul),
            _ => false,
        }
    }

    /// `λ(p, acc). embed(fst p, snd p, acc) { u * v + w }`.
    fn multiply_add(&self, f: ValueId) -> bool {
        let Some((params, ret)) = self.lambda(f) else {
            return false;
        };
        let &[p, acc] = params.as_slice() else {
            return false;
        };
        let Some((operands, args, ops)) = self.embed(ret) else {
            return false;
        };
        let (&[x, y, s], &[u, v, w], &[mul, add]) = (operands.as_slice(), args.as_slice(), ops.as_slice())
        else {
            return false;
        };
        let product = self.body.result(mul, 0);
        s == acc
            && self.fst_snd(x, y, p)
            && self.binary(mul, "arith.mulf", u, v)
            && self.binary(add, "arith.addf", product, w)
    }

    /// `λ(a, b). embed(a, b) { a + b }`.
    fn plus(&self, f: ValueId) -> bool {
        let Some((params, ret)) = self.lambda(f) else {
            return false;
        };
        let &[a, b] = params.as_slice() else { return false };
        let Some((operands, args, ops)) = self.embed(ret) else {
            return false;
        };
        let (&[x, y], &[u, v], &[add]) = (operands.as_slice(), args.as_slice(), ops.as_slice()) else {
            return false;
        };
        ((x, y) == (a, b) || (x, y) == (b, a)) && self.binary(add, "arith.addf", u, v)
    }

    /// `λp. embed(fst p, snd p) { u * v }`.
    fn times(&self, f: ValueId) -> bool {
        let Some((params, ret)) = self.lambda(f) else {
            return false;
        };
        let &[p] = params.as_slice() else { return false };
        let Some((operands, args, ops)) = self.embed(ret) else {
            return false;
        };
        let (&[x, y], &[u, v], &[mul]) = (operands.as_slice(), args.as_slice(), ops.as_slice()) else {
            return false;
        };
        self.fst_snd(x, y, p) && self.binary(mul, "arith.mulf", u, v)
    }

    /// The static shape of an `f32` memref with the identity layout.
    fn matrix(&self, v: ValueId) -> Option<(i64, i64)> {
        let ty = self.body.value_type(v);
        match self.ctx.type_kind(ty) {
            TypeKind::MemRef {
                shape,
                element,
                layout,
                ..
            } if *element == self.ctx.f32()
                && shape.len() == 2
                && shape.iter().all(|&d| d > 0)
                && layout.is_none() =>
            {
                Some((shape[0], shape[1]))
            }
            _ => None,
        }
    }
}

const MAPS: &[&str] = &["rise.map", "rise.mapSeq", "rise.mapPar"];

/// The multiplication `rise.out` op `out` stores, if it is one.
fn match_matmul(m: &Matcher<'_>, out: OpId) -> Option<Matmul> {
    let body = m.body;
    let (c, value) = (body.operand(out, 0), body.operand(out, 1));
    let rows = m.apply_of(value, MAPS, 2)?;
    let (row_fun, a_data) = (rows[0], rows[1]);
    let a = m.input(a_data)?;
    let (row_params, row) = m.lambda(row_fun)?;
    let &[arow] = row_params.as_slice() else {
        return None;
    };
    let cols = m.apply_of(row, MAPS, 2)?;
    let (col_fun, bt) = (cols[0], cols[1]);
    let b_data = m.apply_of(bt, &["rise.transpose"], 1)?[0];
    let b = m.input(b_data)?;
    let (col_params, dot) = m.lambda(col_fun)?;
    let &[bcol] = col_params.as_slice() else {
        return None;
    };
    if !m.dot(dot, arow, bcol) {
        return None;
    }
    let ((rows_a, k), (k_b, n), (rows_c, cols_c)) = (m.matrix(a)?, m.matrix(b)?, m.matrix(c)?);
    (k == k_b && rows_c == rows_a && cols_c == n).then_some(Matmul {
        a,
        b,
        c,
        m: rows_a,
        n,
        k,
    })
}
