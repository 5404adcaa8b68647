//! Building a named op's region from its [`Payload`]: the block of
//! scalar arguments (one per operand, of its element type) and the arith
//! and math ops computing the output element, ending in `linalg.yield`.

use strata_dialect_arith::apfloat;
use strata_ir::{
    APInt, AttrKind, Attribute, BlockId, Body, Context, Location, OpBuilder, OperationState, RegionId, Type,
    TypeKind, ValueId,
};

use crate::named::{BinaryFn, Cast, NamedOp, Payload, UnaryFn};

/// Builds `named`'s body into the empty `region` for operands of
/// `operand_types`; `cast` is the op's `cast` attribute, if any. Warnings
/// and errors are returned as messages (errors end the build).
pub fn build_region(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    named: &NamedOp,
    operand_types: &[Type],
    cast: Option<Attribute>,
    loc: Location,
) -> Result<Vec<String>, String> {
    let arg_types: Vec<Type> = operand_types
        .iter()
        .map(|&t| crate::structured::payload_type(ctx, t))
        .collect();
    let mut b = OpBuilder::new(ctx, body);
    let block = b.create_block(region, &arg_types, loc);
    let mut p = PayloadBuilder {
        b,
        loc,
        warnings: Vec::new(),
    };
    let unsigned_attr = cast.is_some_and(|c| crate::TYPE_FN.attr_value(ctx, c) == Some(1));
    let cast_unsigned = |c: Cast| match c {
        Cast::Signed => false,
        Cast::Unsigned => true,
        Cast::Attr => unsigned_attr,
    };
    let args: Vec<ValueId> = p.b.body.block_args(block).to_vec();
    let Some(&out) = args.last() else {
        return Err("expected at least one operand".into());
    };
    let out_ty = *arg_types.last().unwrap_or(&arg_types[0]);
    let value = match named.payload {
        Payload::MulAdd(c) => {
            let u = cast_unsigned(c);
            let x = p.cast(args[0], out_ty, u);
            let y = p.cast(args[1], out_ty, u);
            let m = p.binary(BinaryFn::Mul, x, y)?;
            p.binary(BinaryFn::Add, out, m)?
        }
        Payload::QuantizedMulAdd => {
            let x = p.cast(args[0], out_ty, false);
            let xz = p.cast(args[2], out_ty, false);
            let xs = p.binary(BinaryFn::Sub, x, xz)?;
            let y = p.cast(args[1], out_ty, false);
            let yz = p.cast(args[3], out_ty, false);
            let ys = p.binary(BinaryFn::Sub, y, yz)?;
            let m = p.binary(BinaryFn::Mul, xs, ys)?;
            p.binary(BinaryFn::Add, out, m)?
        }
        Payload::Accumulate(f, c) => {
            let x = p.cast(args[0], out_ty, cast_unsigned(c));
            p.binary(f, out, x)?
        }
        Payload::Unary(f) => p.unary(f, args[0])?,
        Payload::Binary(f) => p.binary(f, args[0], args[1])?,
        Payload::Select => p.create("arith.select", &[args[0], args[1], args[2]], p.ty(args[1])),
        Payload::Copy => p.cast(args[0], out_ty, cast_unsigned(Cast::Attr)),
        Payload::Fill => args[0],
        Payload::FillRng2D => p.fill_rng_2d(&args, out_ty)?,
    };
    let yield_name = ctx.op_name(crate::YIELD);
    p.b.create_op(yield_name, loc, &[value], &[], None);
    let _: BlockId = block;
    Ok(p.warnings)
}

struct PayloadBuilder<'a> {
    b: OpBuilder<'a>,
    loc: Location,
    warnings: Vec<String>,
}

impl PayloadBuilder<'_> {
    fn ty(&self, v: ValueId) -> Type {
        self.b.body.value_type(v)
    }

    /// Creates op `name` with default properties; returns its one result.
    fn create(&mut self, name: &str, operands: &[ValueId], ty: Type) -> ValueId {
        let ctx = self.b.ctx;
        let mut st = OperationState::new(ctx.op_name(name), self.loc);
        st.operands = operands.to_vec();
        st.result_types = vec![ty];
        st.populate_default_properties(ctx);
        let op = self.b.create(st);
        self.b.body.result(op, 0)
    }

    /// `v` converted to `to`, signed or unsigned; `v` itself (with a
    /// warning) when no conversion exists.
    fn cast(&mut self, v: ValueId, to: Type, unsigned: bool) -> ValueId {
        let ctx = self.b.ctx;
        let from = self.ty(v);
        if from == to {
            return v;
        }
        if let TypeKind::Complex(element) = *ctx.type_kind(to) {
            return self.cast_to_complex(v, to, element, unsigned);
        }
        let (fi, ti) = (ctx.integer_width(from), ctx.integer_width(to));
        let (ff, tf) = (
            ctx.float_kind(from).map(|k| k.width()),
            ctx.float_kind(to).map(|k| k.width()),
        );
        let from_index = ctx.is_index(from);
        let name = match (fi, ff, ti, tf) {
            // From `index` only to integers (mlir-opt casts no other way).
            (_, _, Some(_), _) if from_index => Some("arith.index_cast"),
            (Some(a), _, Some(b), _) if b > a => Some(if unsigned || a == 1 {
                "arith.extui"
            } else {
                "arith.extsi"
            }),
            (Some(a), _, Some(b), _) if b < a => Some("arith.trunci"),
            (Some(_), _, _, Some(_)) => Some(if unsigned { "arith.uitofp" } else { "arith.sitofp" }),
            (_, Some(_), Some(_), _) => Some(if unsigned { "arith.fptoui" } else { "arith.fptosi" }),
            (_, Some(a), _, Some(b)) if b > a => Some("arith.extf"),
            (_, Some(a), _, Some(b)) if b < a => Some("arith.truncf"),
            _ => None,
        };
        match name {
            Some(name) => self.create(name, &[v], to),
            None => {
                let msg = format!(
                    "could not cast operand of type '{}' to '{}'",
                    ctx.type_to_string(from),
                    ctx.type_to_string(to)
                );
                self.warnings.push(msg);
                v
            }
        }
    }

    /// `v` converted to complex type `to` of `element`s: a complex value
    /// part by part, a scalar as the real part with a zero imaginary part.
    fn cast_to_complex(&mut self, v: ValueId, to: Type, element: Type, unsigned: bool) -> ValueId {
        let ctx = self.b.ctx;
        let (re, im) = match *ctx.type_kind(self.ty(v)) {
            TypeKind::Complex(from) => {
                let re = self.create("complex.re", &[v], from);
                let im = self.create("complex.im", &[v], from);
                (self.cast(re, element, unsigned), self.cast(im, element, unsigned))
            }
            _ => {
                let re = self.cast(v, element, unsigned);
                let Some(zero) = strata_dialect_utils::attrs::zero_attr(ctx, element) else {
                    self.warnings.push(format!(
                        "could not cast operand of type '{}' to '{}'",
                        ctx.type_to_string(self.ty(v)),
                        ctx.type_to_string(to)
                    ));
                    return v;
                };
                (re, self.constant(zero, element))
            }
        };
        self.create("complex.create", &[re, im], to)
    }

    fn int_constant(&mut self, v: i64) -> ValueId {
        let ctx = self.b.ctx;
        let i64t = ctx.integer_type(64);
        let value = ctx.integer_attr(i64t, v);
        self.constant(value, i64t)
    }

    fn constant(&mut self, value: Attribute, ty: Type) -> ValueId {
        let ctx = self.b.ctx;
        let mut st = OperationState::new(ctx.op_name("arith.constant"), self.loc);
        st.result_types = vec![ty];
        st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
        let op = self.b.create(st);
        self.b.body.result(op, 0)
    }

    fn index(&mut self, dim: i64) -> ValueId {
        let ctx = self.b.ctx;
        let mut st = OperationState::new(ctx.op_name("linalg.index"), self.loc);
        st.result_types = vec![ctx.index_type()];
        st.properties =
            Some(ctx.dictionary_attr(&[(ctx.ident("dim"), ctx.integer_attr(ctx.integer_type(64), dim))]));
        let op = self.b.create(st);
        self.b.body.result(op, 0)
    }

    /// The body of `linalg.fill_rng_2d` over (min, max, seed, out).
    fn fill_rng_2d(&mut self, args: &[ValueId], out_ty: Type) -> Result<ValueId, String> {
        let ctx = self.b.ctx;
        let (f64t, i32t) = (ctx.float_type(strata_ir::FloatKind::F64), ctx.integer_type(32));
        let (min, max, seed) = (args[0], args[1], args[2]);
        let c = self.int_constant(2147483647);
        let offset = self.cast(c, f64t, false);
        let j = self.index(1);
        let j = self.cast(j, i32t, false);
        let i = self.index(0);
        let i = self.cast(i, i32t, false);
        let mut state = self.binary(BinaryFn::Add, i, seed)?;
        for step in 0..2 {
            let m = self.int_constant(1103515245);
            let m = self.cast(m, i32t, false);
            state = self.binary(BinaryFn::Mul, state, m)?;
            let a = self.int_constant(12345);
            let a = self.cast(a, i32t, false);
            state = self.binary(BinaryFn::Add, state, a)?;
            if step == 0 {
                state = self.binary(BinaryFn::Add, j, state)?;
            }
        }
        let r = self.cast(state, f64t, false);
        let r = self.binary(BinaryFn::Add, offset, r)?;
        let range = self.binary(BinaryFn::Sub, max, min)?;
        let scale = ctx.intern_attr(AttrKind::Float {
            ty: f64t,
            bits: 2.328_306_4E-10_f64.to_bits() as u128,
        });
        let scale = self.constant(scale, f64t);
        let scale = self.cast(scale, f64t, false);
        let scaled = self.binary(BinaryFn::Mul, range, scale)?;
        let v = self.binary(BinaryFn::Mul, r, scaled)?;
        let v = self.binary(BinaryFn::Add, v, min)?;
        Ok(self.cast(v, out_ty, false))
    }

    fn binary(&mut self, f: BinaryFn, x: ValueId, y: ValueId) -> Result<ValueId, String> {
        let ctx = self.b.ctx;
        let (tx, ty) = (self.ty(x), self.ty(y));
        let float = ctx.float_kind(tx).is_some() && ctx.float_kind(ty).is_some();
        let int = ctx.integer_width(tx).is_some() && ctx.integer_width(ty).is_some();
        let is_complex = |t| matches!(ctx.type_kind(t), TypeKind::Complex(_));
        if is_complex(tx) && is_complex(ty) {
            let name = match f {
                BinaryFn::Add => "complex.add",
                BinaryFn::Sub => "complex.sub",
                BinaryFn::Mul => "complex.mul",
                BinaryFn::Div => "complex.div",
                BinaryFn::DivUnsigned => return Err("unsupported operation: unsigned div not on uint".into()),
                _ => return Err("unsupported operation on complex numbers".into()),
            };
            return Ok(self.create(name, &[x, y], tx));
        }
        if !float && !int {
            return Err(format!(
                "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got '{}' and '{}'",
                ctx.type_to_string(tx),
                ctx.type_to_string(ty)
            ));
        }
        let bool_ = int && ctx.integer_width(tx) == Some(1);
        let name = match (f, float) {
            (BinaryFn::Add, true) => "arith.addf",
            (BinaryFn::Add, false) if bool_ => "arith.ori",
            (BinaryFn::Add, false) => "arith.addi",
            (BinaryFn::Sub, true) => "arith.subf",
            (BinaryFn::Sub, false) if bool_ => return Err("unsupported operation: sub with bools".into()),
            (BinaryFn::Sub, false) => "arith.subi",
            (BinaryFn::Mul, true) => "arith.mulf",
            (BinaryFn::Mul, false) if bool_ => "arith.andi",
            (BinaryFn::Mul, false) => "arith.muli",
            (BinaryFn::Div, true) => "arith.divf",
            (BinaryFn::Div, false) if bool_ => return Err("unsupported operation: div with bools".into()),
            (BinaryFn::Div, false) => "arith.divsi",
            (BinaryFn::DivUnsigned, true) => {
                return Err("unsupported operation: unsigned div not on uint".into())
            }
            (BinaryFn::DivUnsigned, false) if bool_ => {
                return Err("unsupported operation: unsigned div with bools".into())
            }
            (BinaryFn::DivUnsigned, false) => "arith.divui",
            (BinaryFn::MaxSigned, true) => "arith.maximumf",
            (BinaryFn::MaxSigned, false) => "arith.maxsi",
            (BinaryFn::MinSigned, true) => "arith.minimumf",
            (BinaryFn::MinSigned, false) => "arith.minsi",
            // Bools are not unsigned integers here either.
            (BinaryFn::MaxUnsigned, _) if float || bool_ => {
                return Err("unsupported operation: unsigned max not on uint".into())
            }
            (BinaryFn::MaxUnsigned, _) => "arith.maxui",
            (BinaryFn::MinUnsigned, _) if float || bool_ => {
                return Err("unsupported operation: unsigned min not on uint".into())
            }
            (BinaryFn::MinUnsigned, _) => "arith.minui",
            (BinaryFn::PowF, true) => "math.powf",
            (BinaryFn::PowF, false) => return Err("unsupported operation: powf on non-float".into()),
        };
        Ok(self.create(name, &[x, y], tx))
    }

    fn unary(&mut self, f: UnaryFn, x: ValueId) -> Result<ValueId, String> {
        let t = self.ty(x);
        let name = match f {
            UnaryFn::Exp => "math.exp",
            UnaryFn::Log => "math.log",
            UnaryFn::Abs => "math.absf",
            UnaryFn::Ceil => "math.ceil",
            UnaryFn::Floor => "math.floor",
            UnaryFn::NegF => "arith.negf",
            UnaryFn::Round => "math.round",
            UnaryFn::Sqrt => "math.sqrt",
            UnaryFn::Rsqrt => "math.rsqrt",
            UnaryFn::Tanh => "math.tanh",
            UnaryFn::Erf => "math.erf",
            UnaryFn::Square => return self.binary(BinaryFn::Mul, x, x),
            UnaryFn::Reciprocal => {
                let ctx = self.b.ctx;
                let Some(kind) = ctx.float_kind(t) else {
                    return Err("unsupported non numeric type".into());
                };
                let bits =
                    apfloat::from_int(kind, &APInt::from_i64(64, 1), true).ok_or("unsupported float type")?;
                let one = ctx.intern_attr(AttrKind::Float { ty: t, bits });
                let c = {
                    let mut st = OperationState::new(ctx.op_name("arith.constant"), self.loc);
                    st.result_types = vec![t];
                    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), one)]));
                    let op = self.b.create(st);
                    self.b.body.result(op, 0)
                };
                return self.binary(BinaryFn::Div, c, x);
            }
        };
        if self.b.ctx.float_kind(t).is_none() {
            return Err("unsupported non numeric type".into());
        }
        Ok(self.create(name, &[x], t))
    }
}

/// Creates the named op `name` before `at` on `inputs` and `outputs`,
/// with `results` and properties `props` (the operand segment sizes are
/// added), its region built from its definition, and the cached maps
/// mlir-opt gives such ops. `None` (creating nothing) if `name` is not a
/// named op or its body cannot be built for these operands.
pub fn create_named(
    rw: &mut strata_rewrite::PatternRewriter<'_>,
    at: strata_ir::OpId,
    name: &str,
    inputs: &[ValueId],
    outputs: &[ValueId],
    results: &[Type],
    props: &[strata_ir::NamedAttribute],
) -> Option<strata_ir::OpId> {
    let ctx = rw.ctx;
    let named = crate::named::named_op(name)?;
    let mut props = props.to_vec();
    props.push((
        ctx.ident("operandSegmentSizes"),
        ctx.dense_i32_array_attr(&[inputs.len() as i32, outputs.len() as i32]),
    ));
    let operands: Vec<ValueId> = inputs.iter().chain(outputs).copied().collect();
    let types: Vec<Type> = operands.iter().map(|&v| rw.body().value_type(v)).collect();
    let cast = props
        .iter()
        .find(|(n, _)| ctx.ident_str(*n) == "cast")
        .map(|e| e.1);
    let loc = rw.body().op_loc(at);
    let mut state = OperationState::new(ctx.op_name(name), loc);
    state.operands = operands;
    state.result_types = results.to_vec();
    if let Some(cached) = crate::named::memoized_maps(ctx, named, &props) {
        state.attributes = Some(ctx.dictionary_attr(&[cached]));
    }
    state.properties = Some(ctx.dictionary_attr(&props));
    let region = rw.create_region();
    state.regions.push(region);
    rw.set_insertion_point(at);
    let op = rw.create(state);
    let mut built = false;
    rw.modify_op_in_place(op, |body| {
        built = build_region(ctx, body, region, named, &types, cast, ctx.unknown_loc()).is_ok();
    });
    if !built {
        rw.erase_op(op);
        return None;
    }
    Some(op)
}

/// [`create_named`] with a builder (at its insertion point, at `loc`)
/// instead of a rewriter.
pub fn build_named(
    b: &mut OpBuilder<'_>,
    loc: Location,
    name: &str,
    inputs: &[ValueId],
    outputs: &[ValueId],
    results: &[Type],
) -> Option<strata_ir::OpId> {
    let ctx = b.ctx;
    let named = crate::named::named_op(name)?;
    let props = vec![(
        ctx.ident("operandSegmentSizes"),
        ctx.dense_i32_array_attr(&[inputs.len() as i32, outputs.len() as i32]),
    )];
    let operands: Vec<ValueId> = inputs.iter().chain(outputs).copied().collect();
    let types: Vec<Type> = operands.iter().map(|&v| b.body.value_type(v)).collect();
    let mut state = OperationState::new(ctx.op_name(name), loc);
    state.operands = operands;
    state.result_types = results.to_vec();
    if let Some(cached) = crate::named::memoized_maps(ctx, named, &props) {
        state.attributes = Some(ctx.dictionary_attr(&[cached]));
    }
    state.properties = Some(ctx.dictionary_attr(&props));
    let region = b.body.create_region();
    state.regions.push(region);
    let op = b.create(state);
    if build_region(ctx, b.body, region, named, &types, None, ctx.unknown_loc()).is_err() {
        b.body.erase_op(op);
        return None;
    }
    Some(op)
}

/// The body of `linalg.transpose` and `linalg.broadcast` into the empty
/// `region`: a block of the operands' element types yielding the input's.
pub fn build_copy_like_region(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    types: &[Type],
    loc: Location,
) {
    let arg_types: Vec<Type> = types
        .iter()
        .map(|&t| crate::structured::payload_type(ctx, t))
        .collect();
    let mut b = OpBuilder::new(ctx, body);
    let block = b.create_block(region, &arg_types, loc);
    if let Some(&first) = b.body.block_args(block).first() {
        b.create_op(ctx.op_name("linalg.yield"), loc, &[first], &[], None);
    }
}

/// The state of a `linalg.transpose` of `input` into `init` by
/// `permutation` (its region still empty); on tensors its result is of
/// `init`'s type. Also the operand types its body takes.
fn transpose_state(
    ctx: &Context,
    body: &Body,
    loc: Location,
    (input, init): (ValueId, ValueId),
    permutation: &[i64],
    region: RegionId,
) -> (OperationState, [Type; 2]) {
    let init_ty = body.value_type(init);
    let types = [body.value_type(input), init_ty];
    let mut state = OperationState::new(ctx.op_name("linalg.transpose"), loc);
    state.operands = vec![input, init];
    if matches!(ctx.type_kind(init_ty), TypeKind::RankedTensor { .. }) {
        state.result_types = vec![init_ty];
    }
    state.properties = Some(ctx.dictionary_attr(&[(
        ctx.ident("permutation"),
        strata_dialect_utils::attrs::dense_i64_array(ctx, permutation),
    )]));
    state.regions.push(region);
    (state, types)
}

/// A `linalg.transpose` of `input` into `init` by `permutation` at the
/// builder's insertion point.
pub fn build_transpose(
    b: &mut OpBuilder<'_>,
    loc: Location,
    input: ValueId,
    init: ValueId,
    permutation: &[i64],
) -> strata_ir::OpId {
    let ctx = b.ctx;
    let region = b.body.create_region();
    let (state, types) = transpose_state(ctx, b.body, loc, (input, init), permutation, region);
    let op = b.create(state);
    build_copy_like_region(ctx, b.body, region, &types, loc);
    op
}

/// [`build_transpose`] with a rewriter.
pub fn create_transpose(
    rw: &mut strata_rewrite::PatternRewriter<'_>,
    loc: Location,
    input: ValueId,
    init: ValueId,
    permutation: &[i64],
) -> strata_ir::OpId {
    let ctx = rw.ctx;
    let region = rw.create_region();
    let (state, types) = transpose_state(ctx, rw.body(), loc, (input, init), permutation, region);
    let op = rw.create(state);
    rw.modify_op_in_place(op, |body| build_copy_like_region(ctx, body, region, &types, loc));
    op
}
