//! `arith-emulate-wide-int`: integers twice as wide as the widest the
//! target supports (`i2N`, with `N` = `widest-int-supported`) are held as
//! two `iN` halves, low first, in the last dimension of a vector
//! (`i2N` → `vector<2xiN>`, `vector<...xi2N>` → `vector<...x2xiN>`), and
//! the arith ops on them are computed on the halves. Wider integers are
//! left unconverted, so the ops using them fail to legalize. Also the
//! test pass applying the patterns to some functions only
//! (`test-arith-emulate-wide-int`); the memref dialect's pass reuses the
//! converter and the patterns.

use std::sync::Arc;

use strata_dialect_arith::expand::{self as recipes, Emit};
use strata_ir::{
    APInt, Attribute, Context, IsolatedOpMut, LogicalResult, OpId, OpRef, Type, TypeKind, ValueId,
};
use strata_pass::Pass;
use strata_rewrite::conversion::func_signature_patterns;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, ConversionTarget, OpAdaptor, TypeConversion, TypeConverter,
};
use strata_rewrite::PatternRoot;

use super::expand::Emitter as B;
use crate::math::{create_op, create_value};

/// The ops the emulation rewrites.
const ROOTS: &[&str] = &[
    "arith.constant",
    "arith.cmpi",
    "arith.select",
    "vector.print",
    "arith.addi",
    "arith.muli",
    "arith.shli",
    "arith.shrsi",
    "arith.shrui",
    "arith.maxui",
    "arith.maxsi",
    "arith.minui",
    "arith.minsi",
    "arith.subi",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.extsi",
    "arith.extui",
    "arith.trunci",
    "arith.index_cast",
    "arith.index_castui",
    "arith.sitofp",
    "arith.uitofp",
    "arith.fptoui",
    "arith.fptosi",
];

/// The width of `t` if it is an integer type (of any signedness).
fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The type converter of the emulation with `max` as the widest supported
/// integer width (a power of two, at least 2): integers and (fixed-size)
/// vectors of integers of width `2 * max` become vectors of two `imax`
/// halves, wider ones and 0-d or scalable vectors of them fail to convert, function types convert their inputs and results,
/// every other type is kept. It has no materialization.
pub fn wide_int_converter(max: u32) -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion_fn(move |ctx, t| {
        let (shape, scalable, width): (Vec<i64>, Vec<bool>, u32) = match ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => (Vec::new(), Vec::new(), *width),
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => match int_width(ctx, *element) {
                // 0-d vectors are not emulated: MLIR's patterns build
                // invalid ops on them (their halves would be scalars).
                Some(w) if shape.is_empty() && w > max => return TypeConversion::Fail,
                Some(w) => (shape.to_vec(), scalable.to_vec(), w),
                None => return TypeConversion::Pass,
            },
            _ => return TypeConversion::Pass,
        };
        if width <= max {
            return TypeConversion::Pass;
        }
        // Scalable vectors are not emulated: MLIR's converter drops their
        // scalability, changing what the values mean.
        if u64::from(width) != 2 * u64::from(max) || scalable.iter().any(|&s| s) {
            return TypeConversion::Fail;
        }
        let mut shape = shape;
        shape.push(2);
        let new = ctx.vector_type(&shape, ctx.integer_type(max));
        TypeConversion::To(smallvec::smallvec![new])
    });
    tc
}

/// Adds the conversion of function types (their inputs and results
/// converted) to a converter built by [`wide_int_converter`], whose other
/// conversions it uses.
fn add_function_type_conversion(tc: &mut TypeConverter, max: u32) {
    let inner = Arc::new(wide_int_converter(max));
    tc.add_conversion_fn(move |ctx, t| {
        let Some((inputs, results)) = ctx.function_type_parts(t) else {
            return TypeConversion::Pass;
        };
        let (inputs, results) = (inputs.to_vec(), results.to_vec());
        match (
            inner.convert_types(ctx, inputs),
            inner.convert_types(ctx, results),
        ) {
            (Some(i), Some(r)) => TypeConversion::To(smallvec::smallvec![ctx.function_type(&i, &r)]),
            _ => TypeConversion::Fail,
        }
    });
}

/// The patterns emulating the arith ops (and `vector.print`) on wide
/// integers through `converter` (MLIR's
/// `populateArithWideIntEmulationPatterns`); `max` is the converter's
/// widest supported width.
pub fn wide_int_patterns(converter: &Arc<TypeConverter>, max: u32) -> Vec<Box<dyn ConversionPattern>> {
    ROOTS
        .iter()
        .map(|&root| {
            Box::new(EmulateWideInt {
                root,
                converter: converter.clone(),
                max,
            }) as Box<dyn ConversionPattern>
        })
        .collect()
}

impl B<'_, '_> {
    fn ty(&self, v: ValueId) -> Type {
        self.rw.body().value_type(v)
    }

    fn shape(&self, v: ValueId) -> Option<Vec<i64>> {
        self.rw.ctx.shape(self.ty(v)).map(<[i64]>::to_vec)
    }

    fn vector(&self, shape: &[i64], element: Type) -> Type {
        self.rw.ctx.vector_type(shape, element)
    }

    fn i64_array(&self, values: &[i64]) -> Attribute {
        let ctx = self.rw.ctx;
        let elems: Vec<Attribute> = values.iter().map(|&v| ctx.integer_attr(ctx.i64(), v)).collect();
        ctx.array_attr(&elems)
    }

    /// `int` zero of `ty` (scalar or splat).
    fn zero(&mut self, ty: Type) -> ValueId {
        self.int(ty, 0)
    }

    fn int(&mut self, ty: Type, value: i64) -> ValueId {
        recipes::int(self, ty, value).expect("integer constant of an integer type")
    }

    /// An op of the type of its first operand.
    fn same(&mut self, name: &str, operands: &[ValueId]) -> ValueId {
        recipes::same(self, name, operands)
    }

    fn cast(&mut self, name: &str, x: ValueId, ty: Type) -> ValueId {
        recipes::cast(self, name, &x, ty)
    }

    fn cmpi(&mut self, predicate: &str, a: ValueId, b: ValueId) -> ValueId {
        recipes::cmpi(self, predicate, &a, &b)
    }

    fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        recipes::select(self, &c, &a, &b)
    }

    /// An op with two results of `ty`'s type (`arith.*_extended`), or `ty`
    /// and `second`.
    fn two(&mut self, name: &str, operands: &[ValueId], ty: Type, second: Type) -> (ValueId, ValueId) {
        let loc = self.loc;
        let op = create_op(self.rw, loc, name, operands, &[ty, second], &[]);
        let body = self.rw.body();
        (body.result(op, 0), body.result(op, 1))
    }

    /// Creates a cast `name` of `x` to `ty` and folds it (MLIR's
    /// `createOrFold`): the value it folds to, or its result. As in MLIR,
    /// a cast that its own folder fails on or folds in place, and whose
    /// operand then has its result type, folds to the operand (the cast
    /// interface's fold).
    fn cast_or_fold(&mut self, name: &str, x: ValueId, ty: Type) -> ValueId {
        let ctx = self.rw.ctx;
        let loc = self.loc;
        let op = create_op(self.rw, loc, name, &[x], &[ty], &[]);
        let result = self.rw.body().result(op, 0);
        let mut out = strata_ir::FoldOutput::default();
        if strata_ir::fold::fold_op(OpRef::new(ctx, self.rw.body(), op), &mut out).is_ok() {
            match out.results.first() {
                Some(&strata_ir::OpFoldResult::Value(v)) if v != result => {
                    self.rw.erase_op(op);
                    return v;
                }
                Some(&strata_ir::OpFoldResult::Attr(a)) => {
                    self.rw.erase_op(op);
                    return create_value(self.rw, loc, "arith.constant", &[], ty, &[("value", a)]);
                }
                _ if !out.edits.is_empty() => {
                    let edits = std::mem::take(&mut out.edits);
                    self.rw
                        .modify_op_in_place(op, |b| strata_ir::fold::apply_fold_edits(ctx, b, op, &edits));
                }
                _ => {}
            }
        }
        let operand = self.rw.body().operand(op, 0);
        if self.rw.body().value_type(operand) == ty {
            self.rw.erase_op(op);
            return operand;
        }
        result
    }

    /// The slice of `v` at `offset` in its last dimension: a scalar for a
    /// 1-D vector, a vector with the last dimension 1 otherwise.
    fn last_dim_slice(&mut self, v: ValueId, offset: i64) -> ValueId {
        let ctx = self.rw.ctx;
        let ty = self.ty(v);
        let shape = self.shape(v).unwrap_or_default();
        let elem = ctx.element_type_or_self(ty);
        if shape.len() == 1 {
            let pos = strata_ods::directives::dense_i64_array(ctx, &[offset]);
            return self.emit("vector.extract", &[v], elem, &[("static_position", pos)]);
        }
        let mut offsets = vec![0; shape.len()];
        *offsets.last_mut().expect("a vector has dimensions") = offset;
        let mut sizes = shape.clone();
        *sizes.last_mut().expect("a vector has dimensions") = 1;
        let strides = vec![1; shape.len()];
        let result = self.vector(&sizes, elem);
        let props = [
            ("offsets", self.i64_array(&offsets)),
            ("sizes", self.i64_array(&sizes)),
            ("strides", self.i64_array(&strides)),
        ];
        self.emit("vector.extract_strided_slice", &[v], result, &props)
    }

    fn halves(&mut self, v: ValueId) -> (ValueId, ValueId) {
        (self.last_dim_slice(v, 0), self.last_dim_slice(v, 1))
    }

    /// `v` without its trailing unit dimension (a scalar stays as it is).
    fn drop_x1(&mut self, v: ValueId) -> ValueId {
        let Some(shape) = self.shape(v) else {
            return v;
        };
        let elem = self.rw.ctx.element_type_or_self(self.ty(v));
        let ty = self.vector(&shape[..shape.len() - 1], elem);
        self.cast("vector.shape_cast", v, ty)
    }

    /// `v` with a trailing unit dimension (a scalar stays as it is).
    fn append_x1(&mut self, v: ValueId) -> ValueId {
        let Some(mut shape) = self.shape(v) else {
            return v;
        };
        shape.push(1);
        let elem = self.rw.ctx.element_type_or_self(self.ty(v));
        let ty = self.vector(&shape, elem);
        self.cast("vector.shape_cast", v, ty)
    }

    /// `src` inserted into `dest` at `offset` of its last dimension.
    fn insert_last_dim_slice(&mut self, src: ValueId, dest: ValueId, offset: i64) -> ValueId {
        let ctx = self.rw.ctx;
        let dest_ty = self.ty(dest);
        if int_width(ctx, self.ty(src)).is_some() {
            let pos = strata_ods::directives::dense_i64_array(ctx, &[offset]);
            return self.emit(
                "vector.insert",
                &[src, dest],
                dest_ty,
                &[("static_position", pos)],
            );
        }
        let rank = ctx.shape(dest_ty).map_or(0, <[i64]>::len);
        let mut offsets = vec![0; rank];
        if let Some(l) = offsets.last_mut() {
            *l = offset;
        }
        let props = [
            ("offsets", self.i64_array(&offsets)),
            ("strides", self.i64_array(&vec![1; rank])),
        ];
        self.emit("vector.insert_strided_slice", &[src, dest], dest_ty, &props)
    }

    /// A vector of `ty` built from `parts`, one per position of its last
    /// dimension, inserted into a zero vector.
    fn result_vector(&mut self, ty: Type, parts: &[ValueId]) -> ValueId {
        let mut v = self.zero(ty);
        for (i, &p) in parts.iter().enumerate() {
            v = self.insert_last_dim_slice(p, v, i as i64);
        }
        v
    }
}

/// `ty` with its last dimension reduced to 1, or its element type for a
/// 1-D vector.
fn reduce_innermost(ctx: &Context, ty: Type) -> Type {
    let shape = ctx.shape(ty).unwrap_or(&[]);
    let elem = ctx.element_type_or_self(ty);
    if shape.len() <= 1 {
        return elem;
    }
    let mut s = shape.to_vec();
    *s.last_mut().expect("checked above") = 1;
    ctx.vector_type(&s, elem)
}

/// Whether `ty` is `index` or a vector of `index`.
fn is_index_like(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ctx.element_type_or_self(ty)), TypeKind::Index)
        && matches!(ctx.type_kind(ty), TypeKind::Index | TypeKind::Vector { .. })
}

/// The signed predicates' unsigned counterparts (the low halves compare
/// unsigned).
fn unsigned_predicate(p: &str) -> &str {
    match p {
        "sge" => "uge",
        "sgt" => "ugt",
        "sle" => "ule",
        "slt" => "ult",
        other => other,
    }
}

/// One emulation pattern, by the op it rewrites.
struct EmulateWideInt {
    root: &'static str,
    converter: Arc<TypeConverter>,
    max: u32,
}

impl EmulateWideInt {
    /// The converted type of `t` if it is a vector (a wide integer type).
    fn vector_type(&self, ctx: &Context, t: Type) -> Option<Type> {
        let n = self.converter.convert_type(ctx, t)?;
        matches!(ctx.type_kind(n), TypeKind::Vector { .. }).then_some(n)
    }

    fn rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
        let ctx = rw.ctx;
        let body = rw.body();
        let loc = body.op_loc(op);
        let orig: Vec<ValueId> = body.operands(op).collect();
        let res_ty = body.result_types(op).next();
        let operands = if self.root == "vector.print" {
            adaptor.flat_operands()
        } else {
            adaptor.single_operands()?
        };
        let props = body.op_properties(op);
        let prop = |name: &str| props.and_then(|p| ctx.dict_get_str(p, name));
        rw.set_insertion_point(op);
        let mut b = B { rw, loc };
        let result = match self.root {
            "arith.constant" => {
                let new_ty = self.vector_type(ctx, res_ty?)?;
                let n = ctx.integer_width(ctx.element_type_or_self(new_ty))?;
                let value = prop("value")?;
                let elems = match strata_dialect_arith::fold::read(ctx, value)? {
                    strata_dialect_arith::fold::Elems::Scalar(v) => vec![v],
                    strata_dialect_arith::fold::Elems::Splat(v) => {
                        let count = ctx.shape(res_ty?)?.iter().product::<i64>();
                        vec![v; usize::try_from(count).ok()?]
                    }
                    strata_dialect_arith::fold::Elems::Dense(v) => v,
                };
                let mut values = Vec::with_capacity(elems.len() * 2);
                for v in &elems {
                    values.push(APInt::from_words(n, v.words()));
                    values.push(APInt::from_words(n, v.lshr(n).words()));
                }
                let attr = strata_dialect_arith::fold::build(ctx, new_ty, &values)?;
                b.emit("arith.constant", &[], new_ty, &[("value", attr)])
            }
            "arith.addi" => {
                let new_ty = self.vector_type(ctx, res_ty?)?;
                let elem_ty = reduce_innermost(ctx, new_ty);
                let (l0, l1) = b.halves(operands[0]);
                let (r0, r1) = b.halves(operands[1]);
                let i1 = strata_dialect_arith::i1_same_shape(ctx, elem_ty);
                let (sum, overflow) = b.two("arith.addui_extended", &[l0, r0], elem_ty, i1);
                let carry = b.cast("arith.extui", overflow, elem_ty);
                let h = b.same("arith.addi", &[carry, l1]);
                let high = b.same("arith.addi", &[h, r1]);
                b.result_vector(new_ty, &[sum, high])
            }
            "arith.subi" => {
                let new_ty = self.vector_type(ctx, res_ty?)?;
                let elem_ty = reduce_innermost(ctx, new_ty);
                let (l0, l1) = b.halves(operands[0]);
                let (r0, r1) = b.halves(operands[1]);
                let low = b.same("arith.subi", &[l0, r0]);
                let borrow = b.cmpi("ult", l0, r0);
                let borrow = b.cast("arith.extui", borrow, elem_ty);
                let h = b.same("arith.subi", &[l1, borrow]);
                let high = b.same("arith.subi", &[h, r1]);
                b.result_vector(new_ty, &[low, high])
            }
            "arith.andi" | "arith.ori" | "arith.xori" => {
                let new_ty = self.vector_type(ctx, res_ty?)?;
                let (l0, l1) = b.halves(operands[0]);
                let (r0, r1) = b.halves(operands[1]);
                let low = b.same(self.root, &[l0, r0]);
                let high = b.same(self.root, &[l1, r1]);
                b.result_vector(new_ty, &[low, high])
            }
            "arith.cmpi" => {
                self.vector_type(ctx, b.rw.body().value_type(orig[0]))?;
                let pred_attr = prop("predicate")?;
                let pred_value = ctx.integer_attr_value(pred_attr)?.zext_u64();
                let high_pred = strata_dialect_arith::CMPI_PREDICATE.keyword(pred_value)?;
                let low_pred = unsigned_predicate(high_pred);
                let (l0, l1) = b.halves(operands[0]);
                let (r0, r1) = b.halves(operands[1]);
                let low = b.cmpi(low_pred, l0, r0);
                let high = b.cmpi(high_pred, l1, r1);
                let r = match high_pred {
                    "eq" => b.same("arith.andi", &[low, high]),
                    "ne" => b.same("arith.ori", &[low, high]),
                    _ => {
                        let high_eq = b.cmpi("eq", l1, r1);
                        b.select(high_eq, low, high)
                    }
                };
                b.drop_x1(r)
            }
            "arith.muli" => {
                let new_ty = self.vector_type(ctx, res_ty?)?;
                let elem_ty = reduce_innermost(ctx, new_ty);
                let (l0, l1) = b.halves(operands[0]);
                let (r0, r1) = b.halves(operands[1]);
                let (low, high) = b.two("arith.mului_extended", &[l0, r0], elem_ty, elem_ty);
                let lh = b.same("arith.muli", &[l0, r1]);
                let hl = b.same("arith.muli", &[l1, r0]);
                let h = b.same("arith.addi", &[high, lh]);
                let h = b.same("arith.addi", &[h, hl]);
                b.result_vector(new_ty, &[low, h])
            }
            "arith.extsi" => {
                let new_ty = self.vector_type(ctx, res_ty?)?;
                let part_ty = reduce_innermost(ctx, new_ty);
                let x = b.append_x1(operands[0]);
                let ext = b.cast_or_fold("arith.extsi", x, part_ty);
                let zero = b.zero(part_ty);
                let sign = b.cmpi("slt", ext, zero);
                let sign = b.cast("arith.extsi", sign, part_ty);
                b.result_vector(new_ty, &[ext, sign])
            }
            "arith.extui" => {
                let new_ty = self.vector_type(ctx, res_ty?)?;
                let part_ty = reduce_innermost(ctx, new_ty);
                let x = b.append_x1(operands[0]);
                let ext = b.cast_or_fold("arith.extui", x, part_ty);
                let zero = b.zero(new_ty);
                b.insert_last_dim_slice(ext, zero, 0)
            }
            "arith.maxui" | "arith.maxsi" | "arith.minui" | "arith.minsi" => {
                self.vector_type(ctx, res_ty?)?;
                let pred = match self.root {
                    "arith.maxui" => "ugt",
                    "arith.maxsi" => "sgt",
                    "arith.minui" => "ult",
                    _ => "slt",
                };
                // Compare and select the original operands; the emulation
                // of those ops legalizes them.
                let c = b.cmpi(pred, orig[0], orig[1]);
                b.select(c, orig[0], orig[1])
            }
            "arith.index_cast" | "arith.index_castui" => {
                let res_ty = res_ty?;
                let in_ty = b.rw.body().value_type(orig[0]);
                if is_index_like(ctx, res_ty) {
                    self.vector_type(ctx, in_ty)?;
                    let low = b.last_dim_slice(operands[0], 0);
                    let low = b.drop_x1(low);
                    b.cast(self.root, low, res_ty)
                } else if is_index_like(ctx, in_ty) {
                    self.vector_type(ctx, res_ty)?;
                    let narrow = recipes::with_element(ctx, res_ty, ctx.integer_type(self.max));
                    let narrow = b.cast(self.root, operands[0], narrow);
                    let ext = if self.root == "arith.index_cast" {
                        "arith.extsi"
                    } else {
                        "arith.extui"
                    };
                    b.cast(ext, narrow, res_ty)
                } else {
                    return None;
                }
            }
            "arith.select" => {
                let new_ty = self.vector_type(ctx, res_ty?)?;
                let (t0, t1) = b.halves(operands[1]);
                let (f0, f1) = b.halves(operands[2]);
                let c = b.append_x1(operands[0]);
                let low = b.select(c, t0, f0);
                let high = b.select(c, t1, f1);
                b.result_vector(new_ty, &[low, high])
            }
            "arith.shli" => {
                let new_ty = self.vector_type(ctx, res_ty?)?;
                let part_ty = reduce_innermost(ctx, new_ty);
                let n = i64::from(self.max);
                let (l0, l1) = b.halves(operands[0]);
                let r0 = b.last_dim_slice(operands[1], 0);
                let zero = b.zero(part_ty);
                let width = b.int(part_ty, n);
                let illegal = b.cmpi("uge", r0, width);
                let shifted0 = b.same("arith.shli", &[l0, r0]);
                let low = b.select(illegal, zero, shifted0);
                let capped = b.select(illegal, width, r0);
                let right_amount = b.same("arith.subi", &[width, capped]);
                let shifted_right = b.same("arith.shrui", &[l0, right_amount]);
                let overshot = b.same("arith.subi", &[r0, width]);
                let shifted_left = b.same("arith.shli", &[l0, overshot]);
                let shifted1 = b.same("arith.shli", &[l1, r0]);
                let high_high = b.select(illegal, zero, shifted1);
                let high_low = b.select(illegal, shifted_left, shifted_right);
                let high = b.same("arith.ori", &[high_low, high_high]);
                b.result_vector(new_ty, &[low, high])
            }
            "arith.shrui" => {
                let new_ty = self.vector_type(ctx, res_ty?)?;
                let part_ty = reduce_innermost(ctx, new_ty);
                let n = i64::from(self.max);
                let (l0, l1) = b.halves(operands[0]);
                let r0 = b.last_dim_slice(operands[1], 0);
                let zero = b.zero(part_ty);
                let width = b.int(part_ty, n);
                let illegal = b.cmpi("uge", r0, width);
                let shifted0 = b.same("arith.shrui", &[l0, r0]);
                let low_low = b.select(illegal, zero, shifted0);
                let shifted1 = b.same("arith.shrui", &[l1, r0]);
                let high = b.select(illegal, zero, shifted1);
                let capped = b.select(illegal, width, r0);
                let left_amount = b.same("arith.subi", &[width, capped]);
                let shifted_left = b.same("arith.shli", &[l1, left_amount]);
                let overshot = b.same("arith.subi", &[r0, width]);
                let shifted_right = b.same("arith.shrui", &[l1, overshot]);
                let low_high = b.select(illegal, shifted_right, shifted_left);
                let low = b.same("arith.ori", &[low_low, low_high]);
                b.result_vector(new_ty, &[low, high])
            }
            "arith.shrsi" => {
                let old_ty = res_ty?;
                self.vector_type(ctx, old_ty)?;
                let l1 = b.last_dim_slice(operands[0], 1);
                let r0 = b.last_dim_slice(operands[1], 0);
                let narrow = b.ty(r0);
                let zero = b.zero(narrow);
                let sign = b.cmpi("slt", l1, zero);
                let sign = b.drop_x1(sign);
                let all_sign = b.cast("arith.extsi", sign, old_ty);
                let max_shift = b.int(narrow, 2 * i64::from(self.max));
                let kept = b.same("arith.subi", &[max_shift, r0]);
                let kept = b.drop_x1(kept);
                let kept = b.cast("arith.extui", kept, old_ty);
                let sign_bits = b.same("arith.shli", &[all_sign, kept]);
                // The shift of the original operands, emulated in turn.
                let shrui = b.same("arith.shrui", &[orig[0], orig[1]]);
                let shrsi = b.same("arith.ori", &[shrui, sign_bits]);
                // A shift by zero would make the sign bits' shift overflow.
                let noop = b.cmpi("eq", r0, zero);
                let noop = b.drop_x1(noop);
                b.select(noop, orig[0], shrsi)
            }
            "arith.sitofp" => {
                let old_ty = b.rw.body().value_type(orig[0]);
                self.vector_type(ctx, old_ty)?;
                let zero = b.zero(old_ty);
                let neg = b.cmpi("slt", orig[0], zero);
                let negated = b.same("arith.subi", &[zero, orig[0]]);
                let abs = b.select(neg, negated, orig[0]);
                let abs_fp = b.cast("arith.uitofp", abs, res_ty?);
                let neg_fp = b.same("arith.negf", &[abs_fp]);
                b.select(neg, neg_fp, abs_fp)
            }
            "arith.uitofp" => {
                let old_ty = b.rw.body().value_type(orig[0]);
                let new_ty = self.vector_type(ctx, old_ty)?;
                let res_ty = res_ty?;
                let (low, high) = b.halves(operands[0]);
                let low = b.drop_x1(low);
                let high = b.drop_x1(high);
                let high_ty = b.ty(high);
                let zero = b.zero(high_ty);
                let high_zero = b.cmpi("eq", high, zero);
                let low_fp = b.cast("arith.uitofp", low, res_ty);
                let high_fp = b.cast("arith.uitofp", high, res_ty);
                let n = ctx.integer_width(ctx.element_type_or_self(new_ty))?;
                // MLIR computes 2^N as a 64-bit shift, which wraps the
                // amount on its hosts.
                let pow2 = (1i64 << (n % 64)) as f64;
                let pow2 = recipes::float(&mut b, res_ty, pow2)?;
                let high_val = b.same("arith.mulf", &[high_fp, pow2]);
                let sum = b.same("arith.addf", &[low_fp, high_val]);
                b.select(high_zero, low_fp, sum)
            }
            "arith.fptosi" => {
                let int_ty = res_ty?;
                self.vector_type(ctx, int_ty)?;
                let x = operands[0];
                let fp_ty = b.ty(x);
                let zero = recipes::float(&mut b, fp_ty, 0.0)?;
                let zero_int = b.zero(int_ty);
                let neg = recipes::cmpf(&mut b, "olt", &x, &zero);
                let negated = b.same("arith.negf", &[x]);
                let abs = b.select(neg, negated, x);
                let r = b.cast("arith.fptoui", abs, int_ty);
                let negr = b.same("arith.subi", &[zero_int, r]);
                b.select(neg, negr, r)
            }
            "arith.fptoui" => {
                let int_ty = res_ty?;
                let new_ty = self.vector_type(ctx, int_ty)?;
                let x = operands[0];
                let fp_ty = b.ty(x);
                let n = ctx.integer_width(ctx.element_type_or_self(new_ty))?;
                let half_ty = recipes::with_element(ctx, fp_ty, ctx.integer_type(n));
                let kind = ctx.float_kind(ctx.element_type_or_self(fp_ty))?;
                let bits = strata_dialect_arith::apfloat::pow2_or_inf(kind, n)?;
                let value = APInt::from_words(kind.width(), &[bits as u64, (bits >> 64) as u64]);
                let attr = strata_dialect_arith::fold::build(ctx, fp_ty, &[value])?;
                let pow = b.emit("arith.constant", &[], fp_ty, &[("value", attr)]);
                let div = b.same("arith.divf", &[x, pow]);
                let high = b.cast("arith.fptoui", div, half_ty);
                let rem = b.same("arith.remf", &[x, pow]);
                let low = b.cast("arith.fptoui", rem, half_ty);
                let high = b.append_x1(high);
                let low = b.append_x1(low);
                b.result_vector(new_ty, &[low, high])
            }
            "arith.trunci" => {
                let res_ty = res_ty?;
                if !self.converter.is_legal(ctx, res_ty) {
                    return None;
                }
                let low = b.last_dim_slice(operands[0], 0);
                let low = b.drop_x1(low);
                b.cast_or_fold("arith.trunci", low, res_ty)
            }
            "vector.print" => {
                let loc = b.loc;
                create_op(b.rw, loc, "vector.print", &operands, &[], &[]);
                b.rw.erase_op(op);
                return Some(());
            }
            _ => return None,
        };
        b.rw.replace_op(op, &[result]);
        Some(())
    }
}

impl ConversionPattern for EmulateWideInt {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.root
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        self.rewrite(op, adaptor, rw).is_some()
    }
}

/// Parses the `widest-int-supported` option.
pub(crate) fn parse_width(value: &str) -> Result<u32, String> {
    value
        .trim()
        .parse::<u32>()
        .map_err(|_| format!("invalid argument '{value}' to option 'widest-int-supported'"))
}

/// Whether `w` is a width the emulation supports (MLIR's pass fails
/// silently on others).
pub(crate) fn valid_width(w: u32) -> bool {
    w.is_power_of_two() && w >= 2
}

/// The `arith-emulate-wide-int` pass, with its `widest-int-supported`
/// option.
pub struct ArithEmulateWideInt {
    widest: u32,
}

impl Default for ArithEmulateWideInt {
    fn default() -> Self {
        ArithEmulateWideInt { widest: 32 }
    }
}

impl Pass for ArithEmulateWideInt {
    fn argument(&self) -> &'static str {
        "arith-emulate-wide-int"
    }

    fn description(&self) -> &'static str {
        "Emulate 2*N-bit integer operations using N-bit operations"
    }

    fn name(&self) -> &'static str {
        "ArithEmulateWideInt"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "widest-int-supported" => self.widest = parse_width(value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("widest-int-supported={}", self.widest)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        if !valid_width(self.widest) {
            return Err(strata_ir::Failed);
        }
        let max = self.widest;
        let mut tc = wide_int_converter(max);
        add_function_type_conversion(&mut tc, max);
        let converter = Arc::new(tc);
        let mut target = ConversionTarget::new();
        let c = converter.clone();
        target.add_dynamically_legal_op("func.func", move |o| {
            strata_ir::function_interface::function_type(o, strata_ir::function_interface::DEFAULT_NAMES)
                .is_some_and(|t| c.is_legal(o.ctx, t))
        });
        for name in ["func.call", "func.return", "vector.print"] {
            let c = converter.clone();
            target.add_dynamically_legal_op(name, move |o| c.is_legal_op(o));
        }
        let c = converter.clone();
        target.add_dynamically_legal_dialect("arith", move |o| c.is_legal_op(o));
        target.add_legal_dialect("vector");
        let mut patterns = wide_int_patterns(&converter, max);
        patterns.extend(func_signature_patterns(&converter));
        let patterns = ConversionPatternSet::new(ctx, patterns);
        apply_partial_conversion(ctx, op.body(), &target, &patterns, &ConversionConfig::default())
    }
}

/// `test-arith-emulate-wide-int`: the emulation applied to the functions
/// whose names start with `function-prefix`, their signatures kept:
/// `llvm.bitcast`s convert between the wide values and their halves.
pub struct TestArithEmulateWideInt {
    prefix: String,
    widest: u32,
}

impl Default for TestArithEmulateWideInt {
    fn default() -> Self {
        TestArithEmulateWideInt {
            prefix: "emulate_".to_string(),
            widest: 32,
        }
    }
}

impl Pass for TestArithEmulateWideInt {
    fn argument(&self) -> &'static str {
        "test-arith-emulate-wide-int"
    }

    fn description(&self) -> &'static str {
        "Function pass to test Wide Integer Emulation"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "function-prefix" => self.prefix = value.to_string(),
            "widest-int-supported" => self.widest = parse_width(value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "function-prefix={} widest-int-supported={}",
            self.prefix, self.widest
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        if !valid_width(self.widest) {
            return Err(strata_ir::Failed);
        }
        let name = op
            .properties()
            .and_then(|p| ctx.dict_get_str(p, "sym_name"))
            .and_then(|a| ctx.string_attr_value(a).map(str::to_string))
            .unwrap_or_default();
        if !name.starts_with(&self.prefix) {
            return Ok(());
        }
        let max = self.widest;
        let mut tc = wide_int_converter(max);
        tc.add_source_materialization(|b, ty, inputs, loc| {
            let op = create_op(b, loc, "llvm.bitcast", inputs, &[ty], &[]);
            Some(b.body().result(op, 0))
        });
        tc.add_target_materialization(|b, types, inputs, loc, _| {
            let op = create_op(b, loc, "llvm.bitcast", inputs, types, &[]);
            Some(b.body().results(op).collect())
        });
        let converter = Arc::new(tc);
        let mut target = ConversionTarget::new();
        for dialect in ["arith", "vector"] {
            let c = converter.clone();
            target.add_dynamically_legal_dialect(dialect, move |o| c.is_legal_op(o));
        }
        let patterns = ConversionPatternSet::new(ctx, wide_int_patterns(&converter, max));
        apply_partial_conversion(ctx, op.body(), &target, &patterns, &ConversionConfig::default())
    }
}
