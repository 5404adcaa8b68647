//! The quantized types: `!quant.any`, `!quant.uniform` (per layer, per
//! axis and sub-channel) and `!quant.calibrated`, with MLIR's syntax,
//! printing and invariants.
//!
//! A type is a [`TypeKind::Dialect`] of the `quant` dialect whose
//! parameters are, in order: the signedness (bool), the storage integer
//! type, the expressed type (unit when absent), the storage minimum and
//! maximum; then per kind the scale (an `f64` float) and zero point, or the
//! lists of scales and zero points with the quantized dimension, or, for
//! sub-channel quantization, the scales (floats of the expressed type) and
//! zero points in row-major order with the shape of their tensor, the
//! quantized dimensions and the block sizes. A calibrated type holds its
//! expressed type and its minimum and maximum (`f64` floats).

use strata_dialect_arith::apfloat;
use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult, SourcePos};
use strata_ir::{AttrKind, Attribute, Context, Failed, FloatKind, Signedness, Type, TypeKind};

/// The widest storage type, in bits.
const MAX_STORAGE_BITS: u32 = 32;

const ANY: &str = "any";
const UNIFORM: &str = "uniform";
const PER_AXIS: &str = "uniform_per_axis";
const SUB_CHANNEL: &str = "uniform_sub_channel";
const CALIBRATED: &str = "calibrated";

/// The quantization parameters of a quantized type.
#[derive(Clone, Debug, PartialEq)]
pub enum Params {
    /// `!quant.any`: none.
    Any,
    /// One scale (an `f64` float attribute) and zero point for the whole
    /// value.
    PerLayer {
        /// The scale.
        scale: Attribute,
        /// The zero point.
        zero_point: i64,
    },
    /// A scale and zero point per index along dimension `axis`.
    PerAxis {
        /// The scales (`f64` float attributes).
        scales: Vec<Attribute>,
        /// The zero points.
        zero_points: Vec<i64>,
        /// The quantized dimension.
        axis: i64,
    },
    /// A tensor of scales and zero points, one per block.
    SubChannel {
        /// The scales (floats of the expressed type), row-major.
        scales: Vec<Attribute>,
        /// The zero points, row-major.
        zero_points: Vec<i64>,
        /// The shape of the tensor of scales.
        shape: Vec<i64>,
        /// The quantized dimensions.
        dims: Vec<i64>,
        /// The block size along each quantized dimension.
        block_sizes: Vec<i64>,
    },
}

/// A quantized type (`!quant.any` or `!quant.uniform`).
#[derive(Clone, Debug, PartialEq)]
pub struct Quantized {
    /// Whether the stored integers are signed.
    pub signed: bool,
    /// The storage integer type.
    pub storage: Type,
    /// The expressed type, if any.
    pub expressed: Option<Type>,
    /// The smallest stored value.
    pub min: i64,
    /// The largest stored value.
    pub max: i64,
    /// The quantization parameters.
    pub params: Params,
}

/// A `!quant.calibrated` type.
#[derive(Clone, Debug, PartialEq)]
pub struct Calibrated {
    /// The expressed type.
    pub expressed: Type,
    /// The minimum (an `f64` float attribute).
    pub min: Attribute,
    /// The maximum (an `f64` float attribute).
    pub max: Attribute,
}

/// The default storage range of a `width`-bit integer.
fn default_range(signed: bool, width: u32) -> (i64, i64) {
    if signed {
        (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
    } else {
        (0, ((1u64 << width) - 1) as i64)
    }
}

fn int(ctx: &Context, v: i64) -> Attribute {
    ctx.integer_attr(ctx.integer_type(64), v)
}

fn ints(ctx: &Context, v: &[i64]) -> Attribute {
    let elems: Vec<Attribute> = v.iter().map(|&x| int(ctx, x)).collect();
    ctx.array_attr(&elems)
}

fn int_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.sext_i64()),
        _ => None,
    }
}

fn int_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    ctx.array_attr_elements(a)?
        .iter()
        .map(|&e| int_value(ctx, e))
        .collect()
}

fn float_value(ctx: &Context, a: Attribute) -> Option<f64> {
    match ctx.attr_kind(a) {
        AttrKind::Float { ty, bits } => {
            let kind = ctx.float_kind(*ty)?;
            // Widening to a double is exact: any rounding mode.
            let d = apfloat::convert(kind, FloatKind::F64, *bits, apfloat::rounding(0))?;
            Some(f64::from_bits(d as u64))
        }
        _ => None,
    }
}

fn f64_attr(ctx: &Context, bits: u128) -> Attribute {
    ctx.intern_attr(AttrKind::Float { ty: ctx.f64(), bits })
}

impl Quantized {
    /// The type, interned.
    pub fn to_type(&self, ctx: &Context) -> Type {
        let expressed = self
            .expressed
            .map_or_else(|| ctx.unit_attr(), |t| ctx.type_attr(t));
        let mut params = vec![
            ctx.bool_attr(self.signed),
            ctx.type_attr(self.storage),
            expressed,
            int(ctx, self.min),
            int(ctx, self.max),
        ];
        let mnemonic = match &self.params {
            Params::Any => ANY,
            Params::PerLayer { scale, zero_point } => {
                params.extend([*scale, int(ctx, *zero_point)]);
                UNIFORM
            }
            Params::PerAxis {
                scales,
                zero_points,
                axis,
            } => {
                params.extend([ctx.array_attr(scales), ints(ctx, zero_points), int(ctx, *axis)]);
                PER_AXIS
            }
            Params::SubChannel {
                scales,
                zero_points,
                shape,
                dims,
                block_sizes,
            } => {
                params.extend([
                    ctx.array_attr(scales),
                    ints(ctx, zero_points),
                    ints(ctx, shape),
                    ints(ctx, dims),
                    ints(ctx, block_sizes),
                ]);
                SUB_CHANNEL
            }
        };
        ctx.intern_type(TypeKind::Dialect {
            dialect: ctx.ident("quant"),
            mnemonic: ctx.ident(mnemonic),
            params: params.into(),
        })
    }

    /// The quantized type `t`, if it is one.
    pub fn of(ctx: &Context, t: Type) -> Option<Quantized> {
        let TypeKind::Dialect {
            dialect,
            mnemonic,
            params,
        } = ctx.type_kind(t)
        else {
            return None;
        };
        if ctx.ident_str(*dialect) != "quant" || params.len() < 5 {
            return None;
        }
        let signed = matches!(ctx.attr_kind(params[0]), AttrKind::Bool(true));
        let storage = ctx.type_attr_value(params[1])?;
        let expressed = ctx.type_attr_value(params[2]);
        let (min, max) = (int_value(ctx, params[3])?, int_value(ctx, params[4])?);
        let p = &params[5..];
        let params = match (ctx.ident_str(*mnemonic), p) {
            (ANY, []) => Params::Any,
            (UNIFORM, [scale, zp]) => Params::PerLayer {
                scale: *scale,
                zero_point: int_value(ctx, *zp)?,
            },
            (PER_AXIS, [scales, zps, axis]) => Params::PerAxis {
                scales: ctx.array_attr_elements(*scales)?.to_vec(),
                zero_points: int_values(ctx, *zps)?,
                axis: int_value(ctx, *axis)?,
            },
            (SUB_CHANNEL, [scales, zps, shape, dims, blocks]) => Params::SubChannel {
                scales: ctx.array_attr_elements(*scales)?.to_vec(),
                zero_points: int_values(ctx, *zps)?,
                shape: int_values(ctx, *shape)?,
                dims: int_values(ctx, *dims)?,
                block_sizes: int_values(ctx, *blocks)?,
            },
            _ => return None,
        };
        Some(Quantized {
            signed,
            storage,
            expressed,
            min,
            max,
            params,
        })
    }

    /// The width of the storage type.
    pub fn storage_width(&self, ctx: &Context) -> u32 {
        ctx.integer_width(self.storage).unwrap_or(0)
    }

    /// MLIR's `verifyInvariants` of the quantized types.
    pub fn verify(&self, ctx: &Context) -> Result<(), String> {
        let Some(width) = ctx.integer_width(self.storage) else {
            return Err("storage type must be integral".into());
        };
        if width == 0 || width > MAX_STORAGE_BITS {
            return Err(format!("illegal storage type size: {width}"));
        }
        let (lo, hi) = default_range(self.signed, width);
        if self.max - self.min <= 0 || self.min < lo || self.max > hi {
            return Err(format!(
                "illegal storage min and storage max: ({}:{})",
                self.min, self.max
            ));
        }
        if matches!(self.params, Params::Any) {
            return match self.expressed {
                Some(e) if ctx.float_kind(e).is_none() => Err("expressed type must be floating point".into()),
                _ => Ok(()),
            };
        }
        let Some(expressed) = self.expressed else {
            return Err("uniform quantization requires expressed type".into());
        };
        let Some(kind) = ctx.float_kind(expressed) else {
            return Err("expressed type must be floating point".into());
        };
        let check_scale = |s: Attribute| check_scale(kind, float_value(ctx, s).unwrap_or(f64::NAN));
        match &self.params {
            Params::Any => Ok(()),
            Params::PerLayer { scale, .. } => check_scale(*scale),
            Params::PerAxis {
                scales,
                zero_points,
                axis,
            } => {
                if scales.len() != zero_points.len() {
                    return Err(format!(
                        "illegal number of scales and zeroPoints: {}, {}",
                        scales.len(),
                        zero_points.len()
                    ));
                }
                scales.iter().try_for_each(|&s| check_scale(s))?;
                if *axis < 0 {
                    return Err(format!("illegal quantized dimension: {axis}"));
                }
                Ok(())
            }
            Params::SubChannel {
                scales,
                dims,
                block_sizes,
                ..
            } => {
                scales.iter().try_for_each(|&s| check_scale(s))?;
                if dims.len() != block_sizes.len() {
                    return Err("quantizedDimensions and blockSizes must have the same size".into());
                }
                if let Some(d) = dims.iter().find(|&&d| d < 0) {
                    return Err(format!("illegal quantized dimension: {d}"));
                }
                if let Some(b) = block_sizes.iter().find(|&&b| b <= 0) {
                    return Err(format!("illegal block size: {b}"));
                }
                Ok(())
            }
        }
    }
}

impl Calibrated {
    /// The type, interned.
    pub fn to_type(&self, ctx: &Context) -> Type {
        ctx.intern_type(TypeKind::Dialect {
            dialect: ctx.ident("quant"),
            mnemonic: ctx.ident(CALIBRATED),
            params: [ctx.type_attr(self.expressed), self.min, self.max].into(),
        })
    }

    /// The calibrated type `t`, if it is one.
    pub fn of(ctx: &Context, t: Type) -> Option<Calibrated> {
        match ctx.type_kind(t) {
            TypeKind::Dialect {
                dialect,
                mnemonic,
                params,
            } if ctx.ident_str(*dialect) == "quant" && ctx.ident_str(*mnemonic) == CALIBRATED => {
                let [expressed, min, max] = params[..] else {
                    return None;
                };
                Some(Calibrated {
                    expressed: ctx.type_attr_value(expressed)?,
                    min,
                    max,
                })
            }
            _ => None,
        }
    }

    fn verify(&self, ctx: &Context) -> Result<(), String> {
        if ctx.float_kind(self.expressed).is_none() {
            return Err("expressed type must be floating point".into());
        }
        let (min, max) = (
            float_value(ctx, self.min).unwrap_or(f64::NAN),
            float_value(ctx, self.max).unwrap_or(f64::NAN),
        );
        if max <= min || min.is_nan() || max.is_nan() {
            return Err(format!(
                "illegal min and max: ({}:{})",
                format_e(min),
                format_e(max)
            ));
        }
        Ok(())
    }
}

/// Whether `scale` is a positive value of the range of `kind`.
fn check_scale(kind: FloatKind, scale: f64) -> Result<(), String> {
    let (smallest, largest) = apfloat::smallest_and_largest(kind).unwrap_or((f64::MIN_POSITIVE, f64::MAX));
    if scale < smallest || scale > largest || scale.is_nan() {
        return Err(format!(
            "scale {} out of expressed type range [{}, {}]",
            format_e(scale),
            format_e(smallest),
            format_e(largest)
        ));
    }
    Ok(())
}

/// Whether `t` is a quantized type (MLIR's `QuantizedType`: any or
/// uniform, not calibrated).
pub fn is_quantized(ctx: &Context, t: Type) -> bool {
    Quantized::of(ctx, t).is_some()
}

/// `x` as C's `%e` (as MLIR streams a double into a diagnostic).
fn format_e(x: f64) -> String {
    if !x.is_finite() {
        return format!("{x}");
    }
    let s = format!("{x:.6e}");
    let Some((mantissa, exp)) = s.split_once('e') else {
        return s;
    };
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exp.abs())
}

// ---- parsing -----------------------------------------------------------------------------

/// The dialect's `parse_type` hook, on the mnemonic.
pub fn parse_type(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let at = p.current_pos();
    let name = p.parse_optional_any_keyword().unwrap_or_default();
    match name.as_str() {
        UNIFORM => parse_uniform(p, at),
        ANY => parse_any(p, at),
        CALIBRATED => parse_calibrated(p, at),
        _ => Err(p.emit_error_at(at, &format!("unknown quantized type {name}"))),
    }
}

/// A quantized type checked by its verifier, the error at `at`.
fn checked(p: &mut dyn AsmParser<'_>, at: SourcePos, q: Quantized) -> ParseResult<Type> {
    match q.verify(p.ctx()) {
        Ok(()) => Ok(q.to_type(p.ctx())),
        Err(e) => Err(p.emit_error_at(at, &e)),
    }
}

/// The storage type (`i8`, `u8`, `si8`, ...) and its signedness.
fn parse_storage_type(p: &mut dyn AsmParser<'_>) -> ParseResult<(Type, bool)> {
    let at = p.current_pos();
    let ctx = p.ctx();
    let (ty, signed, width) = if let Some(t) = p.parse_optional_type()? {
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => (t, *signedness != Signedness::Unsigned, *width),
            _ => return Err(p.emit_error_at(at, "illegal storage type prefix")),
        }
    } else {
        let Some(word) = p.parse_optional_any_keyword() else {
            return Err(p.emit_error_at(at, "expected valid keyword"));
        };
        let Some(digits) = word.strip_prefix('u') else {
            return Err(p.emit_error_at(at, "illegal storage type prefix"));
        };
        let Ok(width) = digits.parse::<u32>() else {
            return Err(p.emit_error_at(at, "expected storage type width"));
        };
        (ctx.integer_type(width), false, width)
    };
    if width == 0 || width > MAX_STORAGE_BITS {
        return Err(p.emit_error_at(at, &format!("illegal storage type size: {width}")));
    }
    Ok((ty, signed))
}

/// The optional `<min:max>` storage range, checked against the type's.
fn parse_storage_range(p: &mut dyn AsmParser<'_>, width: u32, signed: bool) -> ParseResult<(i64, i64)> {
    let (lo, hi) = default_range(signed, width);
    if !p.parse_optional_punct("<") {
        return Ok((lo, hi));
    }
    let min_at = p.current_pos();
    let min = p.parse_integer()?;
    p.parse_punct(":")?;
    let max_at = p.current_pos();
    let max = p.parse_integer()?;
    p.parse_punct(">")?;
    if min < lo {
        return Err(p.emit_error_at(min_at, &format!("illegal storage type minimum: {min}")));
    }
    if max > hi {
        return Err(p.emit_error_at(max_at, &format!("illegal storage type maximum: {max}")));
    }
    Ok((min, max))
}

/// The storage type with its range.
fn parse_storage(p: &mut dyn AsmParser<'_>) -> ParseResult<(Type, bool, i64, i64)> {
    let (storage, signed) = parse_storage_type(p)?;
    let width = p.ctx().integer_width(storage).unwrap_or(0);
    let (min, max) = parse_storage_range(p, width, signed)?;
    Ok((storage, signed, min, max))
}

/// A float type, or "invalid kind of type specified" at its start.
fn parse_float_type(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let at = p.current_pos();
    let t = p.parse_type()?;
    if p.ctx().float_kind(t).is_none() {
        return Err(p.emit_error_at(at, "invalid kind of type specified"));
    }
    Ok(t)
}

fn parse_any(p: &mut dyn AsmParser<'_>, at: SourcePos) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let (storage, signed, min, max) = parse_storage(p)?;
    let expressed = if p.parse_optional_punct(":") {
        Some(parse_float_type(p)?)
    } else {
        None
    };
    p.parse_punct(">")?;
    checked(
        p,
        at,
        Quantized {
            signed,
            storage,
            expressed,
            min,
            max,
            params: Params::Any,
        },
    )
}

fn parse_calibrated(p: &mut dyn AsmParser<'_>, at: SourcePos) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let type_at = p.current_pos();
    let Ok(expressed) = parse_float_type(p) else {
        return Err(p.emit_error_at(type_at, "expecting float expressed type"));
    };
    let mut range = || -> ParseResult<(u128, u128)> {
        p.parse_punct("<")?;
        let min = p.parse_float(FloatKind::F64)?;
        p.parse_punct(":")?;
        let max = p.parse_float(FloatKind::F64)?;
        p.parse_punct(">")?;
        Ok((min, max))
    };
    let Ok((min, max)) = range() else {
        return Err(p.emit_error_at(type_at, "calibrated values must be present"));
    };
    p.parse_punct(">")?;
    let ctx = p.ctx();
    let c = Calibrated {
        expressed,
        min: f64_attr(ctx, min),
        max: f64_attr(ctx, max),
    };
    match c.verify(ctx) {
        Ok(()) => Ok(c.to_type(ctx)),
        Err(e) => Err(p.emit_error_at(at, &e)),
    }
}

/// `scale[:zero_point]`, the scale a double.
fn parse_scale_and_zero_point(p: &mut dyn AsmParser<'_>) -> ParseResult<(Attribute, i64)> {
    let scale = f64_attr(p.ctx(), p.parse_float(FloatKind::F64)?);
    let zero_point = if p.parse_optional_punct(":") {
        p.parse_integer()?
    } else {
        0
    };
    Ok((scale, zero_point))
}

/// `{dim:size, ...}` after its `{`.
fn parse_block_sizes(p: &mut dyn AsmParser<'_>) -> ParseResult<(Vec<i64>, Vec<i64>)> {
    let (mut dims, mut sizes) = (Vec::new(), Vec::new());
    if p.parse_optional_punct("}") {
        return Ok((dims, sizes));
    }
    loop {
        dims.push(p.parse_integer()?);
        p.parse_punct(":")?;
        sizes.push(p.parse_integer()?);
        if p.parse_optional_punct("}") {
            return Ok((dims, sizes));
        }
        p.parse_punct(",")?;
    }
}

/// A nested list of `scale[:zero_point]` after its `{`, flattened, with
/// the shape of its nesting.
fn parse_param_list(
    p: &mut dyn AsmParser<'_>,
    positions: &mut Vec<SourcePos>,
    scales: &mut Vec<Attribute>,
    zero_points: &mut Vec<i64>,
) -> ParseResult<Vec<i64>> {
    let mut inner: Option<Vec<i64>> = None;
    let mut count = 0;
    loop {
        let shape = if p.parse_optional_punct("{") {
            parse_param_list(p, positions, scales, zero_points)?
        } else {
            positions.push(p.current_pos());
            let (s, z) = parse_scale_and_zero_point(p)?;
            scales.push(s);
            zero_points.push(z);
            Vec::new()
        };
        match &inner {
            Some(prev) if *prev != shape => {
                let at = p.current_pos();
                return Err(p.emit_error_at(at, "ranks are not consistent between elements"));
            }
            _ => inner = Some(shape),
        }
        count += 1;
        if p.parse_optional_punct("}") {
            break;
        }
        p.parse_punct(",")?;
    }
    let mut shape = vec![count];
    shape.extend(inner.unwrap_or_default());
    Ok(shape)
}

fn parse_uniform(p: &mut dyn AsmParser<'_>, at: SourcePos) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let (storage, signed, min, max) = parse_storage(p)?;
    p.parse_punct(":")?;
    let expressed = parse_float_type(p)?;
    let kind = p.ctx().float_kind(expressed).ok_or(Failed)?;
    enum Form {
        PerLayer,
        PerAxis(i64),
        SubChannel(Vec<i64>, Vec<i64>),
    }
    let form = if p.parse_optional_punct(":") {
        if p.parse_optional_punct("{") {
            let (dims, sizes) = parse_block_sizes(p)?;
            Form::SubChannel(dims, sizes)
        } else {
            Form::PerAxis(p.parse_integer()?)
        }
    } else {
        Form::PerLayer
    };
    p.parse_punct(",")?;
    let params = match form {
        Form::PerLayer => {
            let (scale, zero_point) = parse_scale_and_zero_point(p)?;
            Params::PerLayer { scale, zero_point }
        }
        Form::PerAxis(axis) => {
            p.parse_punct("{")?;
            let (mut scales, mut zero_points) = (Vec::new(), Vec::new());
            parse_param_list(p, &mut Vec::new(), &mut scales, &mut zero_points)?;
            Params::PerAxis {
                scales,
                zero_points,
                axis,
            }
        }
        Form::SubChannel(dims, block_sizes) => {
            p.parse_punct("{")?;
            let (mut positions, mut scales, mut zero_points) = (Vec::new(), Vec::new(), Vec::new());
            let shape = parse_param_list(p, &mut positions, &mut scales, &mut zero_points)?;
            // The scales are checked as written, where they are written,
            // then held in the expressed type (where an out-of-range one
            // would overflow).
            let ctx = p.ctx();
            for (&s, &pos) in scales.iter().zip(&positions) {
                if let Err(e) = check_scale(kind, float_value(ctx, s).unwrap_or(f64::NAN)) {
                    return Err(p.emit_error_at(pos, &e));
                }
            }
            let ty = ctx.float_type(kind);
            let scales = scales
                .iter()
                .map(|&s| match ctx.attr_kind(s) {
                    AttrKind::Float { bits, .. } => apfloat::convert_rounded(FloatKind::F64, kind, *bits)
                        .map(|bits| ctx.intern_attr(AttrKind::Float { ty, bits })),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()
                .ok_or_else(|| p.emit_error_at(at, "unsupported expressed type"))?;
            Params::SubChannel {
                scales,
                zero_points,
                shape,
                dims,
                block_sizes,
            }
        }
    };
    p.parse_punct(">")?;
    checked(
        p,
        at,
        Quantized {
            signed,
            storage,
            expressed: Some(expressed),
            min,
            max,
            params,
        },
    )
}

// ---- printing ----------------------------------------------------------------------------

/// The dialect's `print_type` hook: the type after `!quant.`.
pub fn print_type(p: &mut dyn AsmPrinter<'_>, t: Type) {
    let ctx = p.ctx();
    if let Some(c) = Calibrated::of(ctx, t) {
        p.write_str("calibrated<");
        p.print_type(c.expressed);
        p.write_str("<");
        p.print_attribute_without_type(c.min);
        p.write_str(":");
        p.print_attribute_without_type(c.max);
        p.write_str(">>");
        return;
    }
    let Some(q) = Quantized::of(ctx, t) else {
        return;
    };
    let width = q.storage_width(ctx);
    p.write_str(if matches!(q.params, Params::Any) {
        "any<"
    } else {
        "uniform<"
    });
    p.write_str(&format!("{}{width}", if q.signed { 'i' } else { 'u' }));
    if (q.min, q.max) != default_range(q.signed, width) {
        p.write_str(&format!("<{}:{}>", q.min, q.max));
    }
    if let Some(e) = q.expressed {
        p.write_str(":");
        p.print_type(e);
    }
    match &q.params {
        Params::Any => {}
        Params::PerLayer { scale, zero_point } => {
            p.write_str(", ");
            print_scale(p, *scale, *zero_point);
        }
        Params::PerAxis {
            scales,
            zero_points,
            axis,
        } => {
            p.write_str(&format!(":{axis}, {{"));
            for (i, (&s, &z)) in scales.iter().zip(zero_points).enumerate() {
                if i > 0 {
                    p.write_str(",");
                }
                print_scale(p, s, z);
            }
            p.write_str("}");
        }
        Params::SubChannel {
            scales,
            zero_points,
            shape,
            dims,
            block_sizes,
        } => {
            let blocks: Vec<String> = dims
                .iter()
                .zip(block_sizes)
                .map(|(d, b)| format!("{d}:{b}"))
                .collect();
            p.write_str(&format!(":{{{}}}, ", blocks.join(", ")));
            print_nested(p, scales, zero_points, shape);
        }
    }
    p.write_str(">");
}

fn print_scale(p: &mut dyn AsmPrinter<'_>, scale: Attribute, zero_point: i64) {
    p.print_attribute_without_type(scale);
    if zero_point != 0 {
        p.write_str(&format!(":{zero_point}"));
    }
}

/// The scales and zero points as nested braces of `shape`.
fn print_nested(p: &mut dyn AsmPrinter<'_>, scales: &[Attribute], zero_points: &[i64], shape: &[i64]) {
    let Some((&n, rest)) = shape.split_first() else {
        if let (Some(&s), Some(&z)) = (scales.first(), zero_points.first()) {
            print_scale(p, s, z);
        }
        return;
    };
    let stride: usize = rest.iter().map(|&d| d.max(0) as usize).product();
    p.write_str("{");
    for i in 0..n.max(0) as usize {
        if i > 0 {
            p.write_str(", ");
        }
        let lo = (i * stride).min(scales.len());
        let hi = ((i + 1) * stride).min(scales.len());
        print_nested(
            p,
            &scales[lo..hi],
            &zero_points[lo..hi.min(zero_points.len())],
            rest,
        );
    }
    p.write_str("}");
}
