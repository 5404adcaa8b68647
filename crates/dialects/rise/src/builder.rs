//! Writing Rise programs from Rust: types are inferred from the values
//! given, patterns are created monomorphised and applied
//! (`rise.apply` is inserted), and Rust closures build `rise.lambda`s.
//!
//! ```text
//! // C = A × B, with B transposed, as the thesis writes it.
//! rise_program(&mut b, loc, c, &[a, b], |r, ins| {
//!     let bt = r.transpose(ins[1]);
//!     r.map_seq(|r, arow| {
//!         r.map_seq(|r, bcol| {
//!             let zero = r.literal(ctx.float_attr(f32, 0.0));
//!             let pairs = r.zip(arow, bcol);
//!             r.reduce_seq(|r, p, acc| {
//!                 let (x, y) = (r.fst(p), r.snd(p));
//!                 r.embed(&[x, y, acc], |b, v| /* v[2] + v[0] * v[1] */)
//!             }, zero, pairs)
//!         }, bt)
//!     }, ins[0])
//! });
//! ```
//!
//! [`examples`] has matmul and the 2-D convolutions written this way.
//! Every function panics if given values of the wrong types (a program
//! the builder writes is well typed by construction).

use strata_ir::{Attribute, Location, OpBuilder, OperationState, Type, ValueId};

use crate::types::{array_parts, fun_parts, fun_type_n, scalar_inner, scalar_type, tuple_parts};
use crate::{memref_rise_type, nat_attr, pattern_type, type_attr};

/// The attribute `v : f32`, for [`RiseBuilder::literal`].
pub fn f32_attr(ctx: &strata_ir::Context, v: f32) -> Attribute {
    ctx.intern_attr(strata_ir::AttrKind::Float {
        ty: ctx.f32(),
        bits: u128::from(v.to_bits()),
    })
}

/// Builds Rise ops at an [`OpBuilder`]'s insertion point.
pub struct RiseBuilder<'b, 'a> {
    /// The builder the ops are created with.
    pub b: &'b mut OpBuilder<'a>,
    /// The location of every op created.
    pub loc: Location,
}

/// A closure of one Rise value.
pub trait Fun1: FnOnce(&mut RiseBuilder<'_, '_>, ValueId) -> ValueId {}
impl<F: FnOnce(&mut RiseBuilder<'_, '_>, ValueId) -> ValueId> Fun1 for F {}

/// A closure of two Rise values.
pub trait Fun2: FnOnce(&mut RiseBuilder<'_, '_>, ValueId, ValueId) -> ValueId {}
impl<F: FnOnce(&mut RiseBuilder<'_, '_>, ValueId, ValueId) -> ValueId> Fun2 for F {}

/// Reads the memrefs `inputs` with `rise.in`, builds the program's value
/// with `body` and stores it into `output` with `rise.out` (the thesis'
/// `makeRiseProgram`).
pub fn rise_program(
    b: &mut OpBuilder<'_>,
    loc: Location,
    output: ValueId,
    inputs: &[ValueId],
    body: impl FnOnce(&mut RiseBuilder<'_, '_>, &[ValueId]) -> ValueId,
) {
    let mut r = RiseBuilder { b, loc };
    let ins: Vec<ValueId> = inputs.iter().map(|&m| r.input(m)).collect();
    let result = body(&mut r, &ins);
    r.out(output, result);
}

impl RiseBuilder<'_, '_> {
    fn ty(&self, v: ValueId) -> Type {
        self.b.body.value_type(v)
    }

    fn array(&self, v: ValueId) -> (i64, Type) {
        array_parts(self.b.ctx, self.ty(v)).expect("a Rise array")
    }

    fn op(&mut self, name: &str, operands: &[ValueId], result: Type, props: Option<Attribute>) -> ValueId {
        let ctx = self.b.ctx;
        let op = self
            .b
            .create_op(ctx.op_name(name), self.loc, operands, &[result], props);
        self.b.body.result(op, 0)
    }

    /// The pattern `name` with parameters `params`, applied to `args`.
    fn pattern(&mut self, name: &str, params: &[(&str, Attribute)], args: &[ValueId]) -> ValueId {
        let ctx = self.b.ctx;
        let ty = pattern_type(ctx, name, &|n| {
            params.iter().find(|(k, _)| *k == n).map(|&(_, a)| a)
        })
        .unwrap_or_else(|m| panic!("{name}: {m}"));
        let entries: Vec<_> = params.iter().map(|&(k, v)| (ctx.ident(k), v)).collect();
        let f = self.op(name, &[], ty, Some(ctx.dictionary_attr(&entries)));
        self.apply(f, args)
    }

    fn nat(&self, n: i64) -> Attribute {
        nat_attr(self.b.ctx, n)
    }

    fn data(&self, t: Type) -> Attribute {
        type_attr(self.b.ctx, t)
    }

    /// `rise.in`: a memref as a Rise array.
    pub fn input(&mut self, memref: ValueId) -> ValueId {
        let t = memref_rise_type(self.b.ctx, self.ty(memref)).expect("a statically shaped memref");
        self.op("rise.in", &[memref], t, None)
    }

    /// `rise.out`: stores `value` into `memref`.
    pub fn out(&mut self, memref: ValueId, value: ValueId) {
        let ctx = self.b.ctx;
        self.b
            .create_op(ctx.op_name("rise.out"), self.loc, &[memref, value], &[], None);
    }

    /// `rise.literal` of an integer or float attribute (`0.0 : f32`).
    pub fn literal(&mut self, value: Attribute) -> ValueId {
        let ctx = self.b.ctx;
        let t = crate::literal_type(ctx, value).expect("an integer or float attribute");
        let props = ctx.dictionary_attr(&[(ctx.ident("value"), value)]);
        self.op("rise.literal", &[], scalar_type(ctx, t), Some(props))
    }

    /// `rise.apply f, args...`, its type what remains of `f`'s.
    pub fn apply(&mut self, f: ValueId, args: &[ValueId]) -> ValueId {
        let ctx = self.b.ctx;
        let mut t = self.ty(f);
        for &a in args {
            let (p, r) = fun_parts(ctx, t).expect("applying a function");
            assert_eq!(p, self.ty(a), "argument type of rise.apply");
            t = r;
        }
        let mut operands = vec![f];
        operands.extend_from_slice(args);
        self.op("rise.apply", &operands, t, None)
    }

    /// A `rise.lambda` of parameters of types `params` whose body `body`
    /// builds from the parameters.
    pub fn lambda(
        &mut self,
        params: &[Type],
        body: impl FnOnce(&mut RiseBuilder<'_, '_>, &[ValueId]) -> ValueId,
    ) -> ValueId {
        let ctx = self.b.ctx;
        let loc = self.loc;
        let region = self.b.body.create_region();
        let block = self.b.body.create_block();
        self.b.body.append_block(region, block);
        let args: Vec<ValueId> = params
            .iter()
            .map(|&t| self.b.body.add_block_arg(block, t, loc))
            .collect();
        // Created first, with the type fixed once the body is built.
        let mut st = OperationState::new(ctx.op_name("rise.lambda"), loc);
        st.result_types.push(scalar_type(ctx, ctx.index_type()));
        st.regions.push(region);
        let lambda = self.b.create(st);
        self.b.set_insertion_point_to_end(block);
        let result = body(self, &args);
        let rt = self.ty(result);
        self.b
            .create_op(ctx.op_name("rise.return"), loc, &[result], &[], None);
        self.b.set_insertion_point_after(lambda);
        let v = self.b.body.result(lambda, 0);
        self.b.body.set_value_type(v, fun_type_n(ctx, params, rt));
        v
    }

    fn lambda1(&mut self, param: Type, f: impl Fun1) -> ValueId {
        self.lambda(&[param], |r, a| f(r, a[0]))
    }

    fn lambda2(&mut self, p0: Type, p1: Type, f: impl Fun2) -> ValueId {
        self.lambda(&[p0, p1], |r, a| f(r, a[0], a[1]))
    }

    fn map_kind(&mut self, name: &str, f: impl Fun1, xs: ValueId) -> ValueId {
        let (n, s) = self.array(xs);
        let fv = self.lambda1(s, f);
        let (_, t) = fun_parts(self.b.ctx, self.ty(fv)).expect("a function");
        let params = [("n", self.nat(n)), ("s", self.data(s)), ("t", self.data(t))];
        self.pattern(name, &params, &[fv, xs])
    }

    /// `map f xs`.
    pub fn map(&mut self, f: impl Fun1, xs: ValueId) -> ValueId {
        self.map_kind("rise.map", f, xs)
    }

    /// `mapSeq f xs`.
    pub fn map_seq(&mut self, f: impl Fun1, xs: ValueId) -> ValueId {
        self.map_kind("rise.mapSeq", f, xs)
    }

    /// `mapPar f xs`.
    pub fn map_par(&mut self, f: impl Fun1, xs: ValueId) -> ValueId {
        self.map_kind("rise.mapPar", f, xs)
    }

    fn reduce_kind(&mut self, name: &str, f: impl Fun2, init: ValueId, xs: ValueId) -> ValueId {
        let (n, s) = self.array(xs);
        let t = self.ty(init);
        let fv = self.lambda2(s, t, f);
        let params = [("n", self.nat(n)), ("s", self.data(s)), ("t", self.data(t))];
        self.pattern(name, &params, &[fv, init, xs])
    }

    /// `reduce f init xs`, `f` taking an element and the accumulator.
    pub fn reduce(&mut self, f: impl Fun2, init: ValueId, xs: ValueId) -> ValueId {
        self.reduce_kind("rise.reduce", f, init, xs)
    }

    /// `reduceSeq f init xs`.
    pub fn reduce_seq(&mut self, f: impl Fun2, init: ValueId, xs: ValueId) -> ValueId {
        self.reduce_kind("rise.reduceSeq", f, init, xs)
    }

    /// `zip a b`.
    pub fn zip(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let (n, s) = self.array(a);
        let (_, t) = self.array(b);
        let params = [("n", self.nat(n)), ("s", self.data(s)), ("t", self.data(t))];
        self.pattern("rise.zip", &params, &[a, b])
    }

    fn pair_op(&mut self, name: &str, p: ValueId) -> ValueId {
        let (s, t) = tuple_parts(self.b.ctx, self.ty(p)).expect("a pair");
        let params = [("s", self.data(s)), ("t", self.data(t))];
        self.pattern(name, &params, &[p])
    }

    /// `fst p`.
    pub fn fst(&mut self, p: ValueId) -> ValueId {
        self.pair_op("rise.fst", p)
    }

    /// `snd p`.
    pub fn snd(&mut self, p: ValueId) -> ValueId {
        self.pair_op("rise.snd", p)
    }

    /// `tuple a b`.
    pub fn tuple(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let params = [("s", self.data(self.ty(a))), ("t", self.data(self.ty(b)))];
        self.pattern("rise.tuple", &params, &[a, b])
    }

    /// `split n xs`: rows of `n` elements.
    pub fn split(&mut self, n: i64, xs: ValueId) -> ValueId {
        let (total, t) = self.array(xs);
        assert!(n > 0 && total % n == 0, "split size divides the length");
        let params = [
            ("n", self.nat(n)),
            ("m", self.nat(total / n)),
            ("t", self.data(t)),
        ];
        self.pattern("rise.split", &params, &[xs])
    }

    /// `join xss`.
    pub fn join(&mut self, xss: ValueId) -> ValueId {
        let (n, row) = self.array(xss);
        let (m, t) = array_parts(self.b.ctx, row).expect("an array of arrays");
        let params = [("n", self.nat(n)), ("m", self.nat(m)), ("t", self.data(t))];
        self.pattern("rise.join", &params, &[xss])
    }

    /// `transpose xss`.
    pub fn transpose(&mut self, xss: ValueId) -> ValueId {
        let (n, row) = self.array(xss);
        let (m, t) = array_parts(self.b.ctx, row).expect("an array of arrays");
        let params = [("n", self.nat(n)), ("m", self.nat(m)), ("t", self.data(t))];
        self.pattern("rise.transpose", &params, &[xss])
    }

    /// `slide sz sp xs`: windows of `sz` elements, `sp` apart.
    pub fn slide(&mut self, sz: i64, sp: i64, xs: ValueId) -> ValueId {
        let (total, t) = self.array(xs);
        assert!(
            sz <= total && sp > 0 && (total - sz) % sp == 0,
            "windows cover the array"
        );
        let n = (total - sz) / sp + 1;
        let params = [
            ("n", self.nat(n)),
            ("sz", self.nat(sz)),
            ("sp", self.nat(sp)),
            ("t", self.data(t)),
        ];
        self.pattern("rise.slide", &params, &[xs])
    }

    /// `pad l r xs` (clamping).
    pub fn pad(&mut self, l: i64, r: i64, xs: ValueId) -> ValueId {
        let (n, t) = self.array(xs);
        let params = [
            ("n", self.nat(n)),
            ("l", self.nat(l)),
            ("r", self.nat(r)),
            ("t", self.data(t)),
        ];
        self.pattern("rise.pad", &params, &[xs])
    }

    /// `rise.embed`: `body` computes a builtin value from the scalars
    /// `args` unwrapped; the result wraps its type.
    pub fn embed(
        &mut self,
        args: &[ValueId],
        body: impl FnOnce(&mut OpBuilder<'_>, &[ValueId]) -> ValueId,
    ) -> ValueId {
        let ctx = self.b.ctx;
        let loc = self.loc;
        let region = self.b.body.create_region();
        let block = self.b.body.create_block();
        self.b.body.append_block(region, block);
        let inner: Vec<ValueId> = args
            .iter()
            .map(|&a| {
                let t = scalar_inner(ctx, self.ty(a)).expect("a Rise scalar");
                self.b.body.add_block_arg(block, t, loc)
            })
            .collect();
        let mut st = OperationState::new(ctx.op_name("rise.embed"), loc);
        st.operands = args.to_vec();
        st.result_types.push(scalar_type(ctx, ctx.index_type()));
        st.regions.push(region);
        let embed = self.b.create(st);
        self.b.set_insertion_point_to_end(block);
        let result = body(self.b, &inner);
        let rt = self.ty(result);
        self.b
            .create_op(ctx.op_name("rise.return"), loc, &[result], &[], None);
        self.b.set_insertion_point_after(embed);
        let v = self.b.body.result(embed, 0);
        self.b.body.set_value_type(v, scalar_type(ctx, rt));
        v
    }

    // ---- 2-D compositions --------------------------------------------------------------

    /// `map2D f xss = map (map f) xss`.
    pub fn map_2d(&mut self, f: impl Fun1, xss: ValueId) -> ValueId {
        self.map(|r, row| r.map(f, row), xss)
    }

    /// `mapSeq2D f xss = mapSeq (mapSeq f) xss`.
    pub fn map_seq_2d(&mut self, f: impl Fun1, xss: ValueId) -> ValueId {
        self.map_seq(|r, row| r.map_seq(f, row), xss)
    }

    /// `zip2D a b = map (λp. zip (fst p) (snd p)) (zip a b)`.
    pub fn zip_2d(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let rows = self.zip(a, b);
        self.map(
            |r, p| {
                let (x, y) = (r.fst(p), r.snd(p));
                r.zip(x, y)
            },
            rows,
        )
    }

    /// `slide2D sz sp xss = map transpose (slide sz sp (map (slide sz sp) xss))`:
    /// the `sz`×`sz` neighbourhoods.
    pub fn slide_2d(&mut self, sz: i64, sp: i64, xss: ValueId) -> ValueId {
        let rows = self.map(|r, row| r.slide(sz, sp, row), xss);
        let windows = self.slide(sz, sp, rows);
        self.map(|r, w| r.transpose(w), windows)
    }

    /// `pad2D l r xss = map (pad l r) (pad l r xss)`.
    pub fn pad_2d(&mut self, l: i64, r: i64, xss: ValueId) -> ValueId {
        let outer = self.pad(l, r, xss);
        self.map(|b, row| b.pad(l, r, row), outer)
    }
}

/// The thesis' example programs, written with the builder.
pub mod examples {
    use strata_dialect_arith::{AddFOp, MulFOp};
    use strata_ir::{Location, OpBuilder, ValueId};

    use super::{rise_program, RiseBuilder};

    /// `acc + x * y` in a `rise.embed` on `f32`.
    pub fn multiply_add(r: &mut RiseBuilder<'_, '_>, x: ValueId, y: ValueId, acc: ValueId) -> ValueId {
        let loc = r.loc;
        r.embed(&[x, y, acc], |b: &mut OpBuilder<'_>, v| {
            let m = MulFOp::build(b, loc, v[0], v[1], None).result(b);
            AddFOp::build(b, loc, v[2], m, None).result(b)
        })
    }

    /// `dot xs ys = reduceSeq (λp acc. acc + fst p * snd p) 0 (zip xs ys)`.
    pub fn dot(r: &mut RiseBuilder<'_, '_>, xs: ValueId, ys: ValueId) -> ValueId {
        let ctx = r.b.ctx;
        let zero = r.literal(super::f32_attr(ctx, 0.0));
        let pairs = r.zip(xs, ys);
        r.reduce_seq(
            |r, p, acc| {
                let (x, y) = (r.fst(p), r.snd(p));
                multiply_add(r, x, y, acc)
            },
            zero,
            pairs,
        )
    }

    /// Matrix multiplication `c = a × b` of `f32` memrefs (Listing 4.1):
    /// each row of `a` with each column of `b` (a row of `transpose b`).
    pub fn matmul(b: &mut OpBuilder<'_>, loc: Location, a: ValueId, bm: ValueId, c: ValueId) {
        rise_program(b, loc, c, &[a, bm], |r, ins| {
            let bt = r.transpose(ins[1]);
            r.map_seq(|r, arow| r.map_seq(|r, bcol| dot(r, arow, bcol), bt), ins[0])
        });
    }

    /// The 2-D convolution of an `f32` image with a 3×3 kernel, the image
    /// padded by one (clamping), so the output has the image's size
    /// (Listing 4.4): `mapSeq2D (λnbh. dot (join nbh) (join weights))
    /// (slide2D 3 1 (pad2D 1 1 image))`.
    pub fn conv2d(b: &mut OpBuilder<'_>, loc: Location, image: ValueId, weights: ValueId, out: ValueId) {
        rise_program(b, loc, out, &[image, weights], |r, ins| {
            let (image, weights) = (ins[0], ins[1]);
            let padded = r.pad_2d(1, 1, image);
            let nbhs = r.slide_2d(3, 1, padded);
            r.map_seq_2d(
                |r, nbh| {
                    let pairs = r.zip_2d(nbh, weights);
                    let flat = r.join(pairs);
                    let ctx = r.b.ctx;
                    let zero = r.literal(super::f32_attr(ctx, 0.0));
                    r.reduce_seq(
                        |r, p, acc| {
                            let (x, y) = (r.fst(p), r.snd(p));
                            multiply_add(r, x, y, acc)
                        },
                        zero,
                        flat,
                    )
                },
                nbhs,
            )
        });
    }

    /// The separated 2-D convolution (Listing 4.5) with a vertical kernel
    /// `wv` and a horizontal one `wh` (3 elements each): for each output
    /// row, the vertical pass is a dot product of each column of the 3
    /// padded image rows around it with `wv`, and the horizontal pass a dot
    /// product of each 3-element window of that (padded) row with `wh`.
    pub fn separated_conv2d(
        b: &mut OpBuilder<'_>,
        loc: Location,
        image: ValueId,
        wv: ValueId,
        wh: ValueId,
        out: ValueId,
    ) {
        rise_program(b, loc, out, &[image, wv, wh], |r, ins| {
            let (image, wv, wh) = (ins[0], ins[1], ins[2]);
            let padded = r.pad_2d(1, 1, image);
            let bands = r.slide(3, 1, padded);
            r.map_seq(
                |r, band| {
                    let columns = r.transpose(band);
                    let vertical = r.map(|r, col| dot(r, col, wv), columns);
                    let windows = r.slide(3, 1, vertical);
                    r.map_seq(|r, w| dot(r, w, wh), windows)
                },
                bands,
            )
        });
    }
}
