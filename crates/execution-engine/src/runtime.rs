//! The runner utilities MLIR's `mlir_runner_utils` and
//! `mlir_c_runner_utils` libraries provide, written in Rust and handed to
//! the JIT by symbol name: `printI64`, `printF32`, `printMemrefF32`, the
//! `_mlir_ciface_` wrappers, `rtclock`, `memrefCopy`...
//!
//! Output goes through C's `stdout` stream, as MLIR's do (they use `printf`
//! and a `std::cout` synchronised with stdio), so a program's own `printf`
//! calls interleave with them in the same order. The formatting is exactly
//! MLIR's: `%g` for floats, the `Unranked Memref base@ = ...` header and the
//! nested, space-aligned data layout.

use crate::sys::{self, MemrefLayout, Plain, StridedView};
use std::ffi::c_char;

/// Formats `x` as C's `printf("%g")` (precision 6) does.
pub fn format_g(x: f64) -> String {
    format_g_prec(x, 6)
}

/// Formats `x` as C's `printf("%.<prec>g")`.
pub fn format_g_prec(x: f64, prec: usize) -> String {
    if let Some(s) = non_finite(x) {
        return s;
    }
    let prec = prec.max(1);
    if x == 0.0 {
        return if x.is_sign_negative() {
            "-0".into()
        } else {
            "0".into()
        };
    }
    let sci = format!("{:.*e}", prec - 1, x);
    let (_, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if exp < -4 || exp >= prec as i32 {
        let (mantissa, _) = sci.split_once('e').unwrap_or((&sci, ""));
        format!("{}e{}", strip_zeros(mantissa), exp_suffix(exp))
    } else {
        let decimals = (prec as i32 - 1 - exp).max(0) as usize;
        strip_zeros(&format!("{:.*}", decimals, x)).to_string()
    }
}

/// Formats `x` as C's `printf("%e")` (how `mlir-runner` prints an `f32`
/// entry result).
pub fn format_e(x: f64) -> String {
    if let Some(s) = non_finite(x) {
        return s;
    }
    let sci = format!("{:.6e}", x);
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    format!("{}e{}", mantissa, exp_suffix(exp.parse().unwrap_or(0)))
}

fn non_finite(x: f64) -> Option<String> {
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x.is_nan() {
        Some(format!("{sign}nan"))
    } else if x.is_infinite() {
        Some(format!("{sign}inf"))
    } else {
        None
    }
}

fn exp_suffix(exp: i32) -> String {
    format!("{}{:02}", if exp < 0 { '-' } else { '+' }, exp.unsigned_abs())
}

fn strip_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

/// An element type the memref printers know, with `std::ostream`'s
/// formatting of it, read from memory as its `Raw` bits.
pub trait Element: Copy {
    /// The type whose bits the element is read from memory as.
    type Raw: Plain;
    /// The element whose bits `raw` holds.
    fn from_raw(raw: Self::Raw) -> Self;
    /// Appends the element to `out` as `std::ostream` formats it.
    fn write(self, out: &mut Vec<u8>);
}

macro_rules! int_element {
    ($($t:ty),*) => {$(
        impl Element for $t {
            type Raw = $t;
            fn from_raw(raw: $t) -> $t {
                raw
            }
            fn write(self, out: &mut Vec<u8>) {
                out.extend_from_slice(self.to_string().as_bytes());
            }
        }
    )*};
}
int_element!(i16, i32, i64);

/// `std::ostream << int8_t` writes the byte as a character.
impl Element for i8 {
    type Raw = i8;
    fn from_raw(raw: i8) -> i8 {
        raw
    }
    fn write(self, out: &mut Vec<u8>) {
        out.push(self as u8);
    }
}

impl Element for f32 {
    type Raw = f32;
    fn from_raw(raw: f32) -> f32 {
        raw
    }
    fn write(self, out: &mut Vec<u8>) {
        out.extend_from_slice(format_g(self as f64).as_bytes());
    }
}

impl Element for f64 {
    type Raw = f64;
    fn from_raw(raw: f64) -> f64 {
        raw
    }
    fn write(self, out: &mut Vec<u8>) {
        out.extend_from_slice(format_g(self).as_bytes());
    }
}

/// `std::complex<T>` prints as `(re,im)`.
impl<T: Element> Element for [T; 2] {
    type Raw = [T::Raw; 2];
    fn from_raw(raw: [T::Raw; 2]) -> Self {
        [T::from_raw(raw[0]), T::from_raw(raw[1])]
    }
    fn write(self, out: &mut Vec<u8>) {
        out.push(b'(');
        self[0].write(out);
        out.push(b',');
        self[1].write(out);
        out.push(b')');
    }
}

/// An IEEE half (`f16`), printed through its `f32` value.
#[derive(Clone, Copy)]
pub struct F16(pub u16);

impl Element for F16 {
    type Raw = u16;
    fn from_raw(raw: u16) -> F16 {
        F16(raw)
    }
    fn write(self, out: &mut Vec<u8>) {
        f16_to_f32(self.0).write(out)
    }
}

/// A bfloat16, printed through its `f32` value.
#[derive(Clone, Copy)]
pub struct BF16(pub u16);

impl Element for BF16 {
    type Raw = u16;
    fn from_raw(raw: u16) -> BF16 {
        BF16(raw)
    }
    fn write(self, out: &mut Vec<u8>) {
        f32::from_bits((self.0 as u32) << 16).write(out)
    }
}

/// Converts IEEE half bits to `f32`.
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = ((h >> 15) as u32) << 31;
    let exp = ((h >> 10) & 0x1f) as u32;
    let mant = (h & 0x3ff) as u32;
    let bits = match exp {
        0 if mant == 0 => sign,
        0 => {
            // Subnormal: value = mant * 2^-24.
            let v = mant as f32 * f32::from_bits(0x3380_0000);
            return if sign != 0 { -v } else { v };
        }
        0x1f => sign | 0x7f80_0000 | (mant << 13),
        _ => sign | ((exp + 127 - 15) << 23) | (mant << 13),
    };
    f32::from_bits(bits)
}

/// The `base@ = 0x... rank = ... offset = ... sizes = [...] strides = [...]`
/// header of a memref.
pub fn format_metadata(view: &MemrefLayout) -> String {
    let list = |v: &[i64]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
    format!(
        "base@ = {:#x} rank = {} offset = {} sizes = [{}] strides = [{}]",
        view.base,
        view.sizes.len(),
        view.offset,
        list(&view.sizes),
        list(&view.strides)
    )
}

/// Appends the data of a memref in MLIR's nested layout; `read` returns
/// the element at a linear index.
pub fn format_data<T: Element>(out: &mut Vec<u8>, view: &MemrefLayout, read: &dyn Fn(i64) -> T) {
    let rank = view.sizes.len();
    if rank == 0 {
        out.push(b'[');
    }
    print_dim(out, read, rank, rank, view.offset, &view.sizes, &view.strides);
    if rank == 0 {
        out.push(b']');
    }
}

fn spaces(out: &mut Vec<u8>, n: usize) {
    out.extend(std::iter::repeat_n(b' ', n));
}

fn print_dim<T: Element>(
    out: &mut Vec<u8>,
    read: &dyn Fn(i64) -> T,
    dim: usize,
    rank: usize,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
) {
    if dim == 0 {
        read(offset).write(out);
        return;
    }
    let inner = |out: &mut Vec<u8>, offset: i64| {
        print_dim(out, read, dim - 1, rank, offset, &sizes[1..], &strides[1..])
    };
    // The first element (read even for a dimension of size 0, as MLIR does).
    out.push(b'[');
    inner(out, offset);
    if sizes[0] <= 1 {
        out.push(b']');
        return;
    }
    let separator = |out: &mut Vec<u8>| {
        out.extend_from_slice(b", ");
        if dim > 1 {
            out.push(b'\n');
        }
    };
    separator(out);
    for i in 1..sizes[0] - 1 {
        spaces(out, rank - dim + 1);
        inner(out, offset + i * strides[0]);
        separator(out);
    }
    spaces(out, rank - dim + 1);
    inner(out, offset + (sizes[0] - 1) * strides[0]);
    out.push(b']');
}

/// The full output of `printMemref*` for a view: `prefix` is `"Unranked "`
/// for unranked memrefs and empty for the ranked `printMemref1dF32` family.
pub fn format_memref<T: Element>(prefix: &str, view: &MemrefLayout, read: &dyn Fn(i64) -> T) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(format!("{prefix}Memref {} data = ", format_metadata(view)).as_bytes());
    out.push(b'\n');
    format_data(&mut out, view, read);
    out.push(b'\n');
    out
}

fn emit(bytes: &[u8]) {
    sys::c_stdout_write(bytes);
}

/// The size of the elements a printer of `T` reads.
fn size_of_raw<T: Element>() -> usize {
    std::mem::size_of::<T::Raw>()
}

fn print_view<T: Element>(prefix: &str, view: Option<StridedView>) {
    if let Some(view) = view {
        // The printer reads the elements the view describes (and the one
        // at its offset), all of which the view covers.
        let read = |i: i64| T::from_raw(view.element(i).expect("an element of the view"));
        emit(&format_memref::<T>(prefix, view.layout(), &read));
    }
}

// ---------------------------------------------------------------------------
// The exported functions. Their names are MLIR's, hence not snake case.
// Those taking pointers are `unsafe`: compiled code passes them what their
// `# Safety` sections ask for, as it does to MLIR's runner utilities.

#[allow(non_snake_case)]
mod exported {
    use super::*;

    pub extern "C" fn printI64(x: i64) {
        emit(x.to_string().as_bytes());
    }
    pub extern "C" fn printU64(x: u64) {
        emit(x.to_string().as_bytes());
    }
    pub extern "C" fn printF32(x: f32) {
        emit(format_g(x as f64).as_bytes());
    }
    pub extern "C" fn printF64(x: f64) {
        emit(format_g(x).as_bytes());
    }
    /// # Safety
    /// `s` is null or a NUL-terminated string (see [`sys::read_c_str`]).
    pub unsafe extern "C" fn printString(s: *const c_char) {
        // SAFETY: the caller passes a string as `read_c_str` requires.
        emit(&unsafe { sys::read_c_str(s) });
    }
    pub extern "C" fn printOpen() {
        emit(b"( ");
    }
    pub extern "C" fn printClose() {
        emit(b" )");
    }
    pub extern "C" fn printComma() {
        emit(b", ");
    }
    pub extern "C" fn printNewline() {
        emit(b"\n");
    }
    pub extern "C" fn printFlops(flops: f64) {
        eprintln!("{:.6} GFLOPS", flops / 1.0e9);
    }
    pub extern "C" fn rtclock() -> f64 {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        now.as_secs_f64()
    }
    pub extern "C" fn _mlir_ciface_nanoTime() -> i64 {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        now.as_nanos() as i64
    }
    /// # Safety
    /// `src` and `dst` are unranked memrefs (`{rank, descriptor}` pairs) of
    /// elements of `elem_size` bytes, meeting the contract of
    /// [`StridedView::read_unranked`]; `dst`'s elements are writable.
    pub unsafe extern "C" fn memrefCopy(elem_size: i64, src: *const u8, dst: *const u8) {
        let Ok(size) = usize::try_from(elem_size) else {
            return;
        };
        // SAFETY: the caller passes memrefs as `read_unranked` requires,
        // the destination writable.
        let (s, d) = unsafe {
            (
                StridedView::<sys::ReadOnly>::read_unranked(src, size),
                StridedView::<sys::ReadWrite>::read_unranked(dst, size),
            )
        };
        if let (Some(s), Some(d)) = (s, d) {
            sys::copy_strided(&s, &d);
        }
    }

    macro_rules! printers {
        ($($plain:ident $ciface:ident $shape:ident : $t:ty),* $(,)?) => {$(
            /// # Safety
            /// `desc` is a ranked descriptor of `rank` dimensions of this
            /// element type (see [`StridedView::read`]).
            pub unsafe extern "C" fn $plain(rank: i64, desc: *const u8) {
                // SAFETY: the caller passes a descriptor as `read` requires.
                let view = unsafe { StridedView::read(rank, desc, size_of_raw::<$t>()) };
                print_view::<$t>("Unranked ", view);
            }
            /// # Safety
            /// `pair` is an unranked memref of this element type (see
            /// [`StridedView::read_unranked`]).
            pub unsafe extern "C" fn $ciface(pair: *const u8) {
                // SAFETY: the caller passes a memref as `read_unranked`
                // requires.
                let view = unsafe { StridedView::read_unranked(pair, size_of_raw::<$t>()) };
                print_view::<$t>("Unranked ", view);
            }
            /// # Safety
            /// As for the function printing the elements.
            pub unsafe extern "C" fn $shape(pair: *const u8) {
                // SAFETY: the caller passes a memref as `read_unranked`
                // requires (only its descriptor is read).
                let view: Option<StridedView> = unsafe { StridedView::read_unranked(pair, size_of_raw::<$t>()) };
                if let Some(view) = view {
                    emit(format!("Unranked Memref {}\n", format_metadata(view.layout())).as_bytes());
                }
            }
        )*};
    }
    printers!(
        printMemrefF32 _mlir_ciface_printMemrefF32 _mlir_ciface_printMemrefShapeF32 : f32,
        printMemrefF64 _mlir_ciface_printMemrefF64 _mlir_ciface_printMemrefShapeF64 : f64,
        printMemrefI8 _mlir_ciface_printMemrefI8 _mlir_ciface_printMemrefShapeI8 : i8,
        printMemrefI16 _mlir_ciface_printMemrefI16 _mlir_ciface_printMemrefShapeI16 : i16,
        printMemrefI32 _mlir_ciface_printMemrefI32 _mlir_ciface_printMemrefShapeI32 : i32,
        printMemrefI64 _mlir_ciface_printMemrefI64 _mlir_ciface_printMemrefShapeI64 : i64,
        printMemrefInd _mlir_ciface_printMemrefInd _mlir_ciface_printMemrefShapeInd : i64,
        printMemrefC32 _mlir_ciface_printMemrefC32 _mlir_ciface_printMemrefShapeC32 : [f32; 2],
        printMemrefC64 _mlir_ciface_printMemrefC64 _mlir_ciface_printMemrefShapeC64 : [f64; 2],
        printMemrefF16 _mlir_ciface_printMemrefF16 _mlir_ciface_printMemrefShapeF16 : F16,
        printMemrefBF16 _mlir_ciface_printMemrefBF16 _mlir_ciface_printMemrefShapeBF16 : BF16,
    );

    macro_rules! ranked_printers {
        ($($name:ident $rank:literal : $t:ty),* $(,)?) => {$(
            /// # Safety
            /// `desc` is a ranked descriptor of this rank and element type
            /// (see [`StridedView::read`]).
            pub unsafe extern "C" fn $name(desc: *const u8) {
                // SAFETY: the caller passes a descriptor as `read` requires.
                let view = unsafe { StridedView::read($rank, desc, size_of_raw::<$t>()) };
                print_view::<$t>("", view);
            }
        )*};
    }
    ranked_printers!(
        _mlir_ciface_printMemref0dF32 0 : f32,
        _mlir_ciface_printMemref1dF32 1 : f32,
        _mlir_ciface_printMemref2dF32 2 : f32,
        _mlir_ciface_printMemref3dF32 3 : f32,
        _mlir_ciface_printMemref4dF32 4 : f32,
        _mlir_ciface_printMemref1dF64 1 : f64,
        _mlir_ciface_printMemref1dI8 1 : i8,
        _mlir_ciface_printMemref1dI32 1 : i32,
        _mlir_ciface_printMemref1dI64 1 : i64,
        _mlir_ciface_printMemref1dInd 1 : i64,
        _mlir_ciface_printMemref1dC32 1 : [f32; 2],
        _mlir_ciface_printMemref1dC64 1 : [f64; 2],
    );
}

/// Every runtime symbol, by name, with its address.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    use exported::*;
    macro_rules! table {
        ($($f:ident),* $(,)?) => { vec![$((stringify!($f), $f as *const u8)),*] };
    }
    let mut table = table!(
        printI64,
        printU64,
        printF32,
        printF64,
        printString,
        printOpen,
        printClose,
        printComma,
        printNewline,
        printFlops,
        rtclock,
        _mlir_ciface_nanoTime,
        memrefCopy,
        printMemrefF32,
        printMemrefF64,
        printMemrefI8,
        printMemrefI16,
        printMemrefI32,
        printMemrefI64,
        printMemrefInd,
        printMemrefC32,
        printMemrefC64,
        printMemrefF16,
        printMemrefBF16,
        _mlir_ciface_printMemrefF32,
        _mlir_ciface_printMemrefF64,
        _mlir_ciface_printMemrefI8,
        _mlir_ciface_printMemrefI16,
        _mlir_ciface_printMemrefI32,
        _mlir_ciface_printMemrefI64,
        _mlir_ciface_printMemrefInd,
        _mlir_ciface_printMemrefC32,
        _mlir_ciface_printMemrefC64,
        _mlir_ciface_printMemrefF16,
        _mlir_ciface_printMemrefBF16,
        _mlir_ciface_printMemrefShapeF32,
        _mlir_ciface_printMemrefShapeF64,
        _mlir_ciface_printMemrefShapeI8,
        _mlir_ciface_printMemrefShapeI16,
        _mlir_ciface_printMemrefShapeI32,
        _mlir_ciface_printMemrefShapeI64,
        _mlir_ciface_printMemrefShapeInd,
        _mlir_ciface_printMemrefShapeC32,
        _mlir_ciface_printMemrefShapeC64,
        _mlir_ciface_printMemrefShapeF16,
        _mlir_ciface_printMemrefShapeBF16,
        _mlir_ciface_printMemref0dF32,
        _mlir_ciface_printMemref1dF32,
        _mlir_ciface_printMemref2dF32,
        _mlir_ciface_printMemref3dF32,
        _mlir_ciface_printMemref4dF32,
        _mlir_ciface_printMemref1dF64,
        _mlir_ciface_printMemref1dI8,
        _mlir_ciface_printMemref1dI32,
        _mlir_ciface_printMemref1dI64,
        _mlir_ciface_printMemref1dInd,
        _mlir_ciface_printMemref1dC32,
        _mlir_ciface_printMemref1dC64,
    );
    table.push((VARIADIC_CALL_INT, sys::variadic_call_int as *const u8));
    table.push((VARIADIC_CALL_F64, sys::variadic_call_f64 as *const u8));
    table
}

/// The runtime symbols compiled code calls variadic functions through
/// (see `sys::variadic_call_int`).
pub const VARIADIC_CALL_INT: &str = "__strata_variadic_call_i64";
/// The runtime symbol of variadic calls returning a `double` (see
/// `sys::variadic_call_f64`).
pub const VARIADIC_CALL_F64: &str = "__strata_variadic_call_f64";

#[cfg(test)]
mod tests {
    use super::*;

    fn view(sizes: &[i64], strides: &[i64], offset: i64) -> MemrefLayout {
        MemrefLayout {
            base: 0x1000,
            offset,
            sizes: sizes.to_vec(),
            strides: strides.to_vec(),
        }
    }

    fn render<T: Element>(v: &MemrefLayout, data: &[T]) -> String {
        String::from_utf8(format_memref("Unranked ", v, &|i| data[i as usize])).unwrap()
    }

    #[test]
    fn g_format_matches_printf() {
        let cases: [(f64, &str); 14] = [
            (1.5, "1.5"),
            (1e10, "1e+10"),
            (0.1f32 as f64, "0.1"),
            (0.0001, "0.0001"),
            (0.00001, "1e-05"),
            (123456789.0, "1.23457e+08"),
            (100000.0, "100000"),
            (1000000.0, "1e+06"),
            (1.2345678, "1.23457"),
            (-0.0, "-0"),
            (f64::NAN, "nan"),
            (f64::NEG_INFINITY, "-inf"),
            (-7.25, "-7.25"),
            (999999.5, "1e+06"),
        ];
        for (x, s) in cases {
            assert_eq!(format_g(x), s, "{x}");
        }
    }

    #[test]
    fn e_format_matches_printf() {
        assert_eq!(format_e(1.5), "1.500000e+00");
        assert_eq!(format_e(3.0e10), "3.000000e+10");
        assert_eq!(format_e(-2.5e-7), "-2.500000e-07");
    }

    #[test]
    fn rank0_and_rank1() {
        let v = view(&[], &[], 0);
        assert_eq!(
            render(&v, &[1.5f32]),
            "Unranked Memref base@ = 0x1000 rank = 0 offset = 0 sizes = [] strides = [] data = \n[1.5]\n"
        );
        let v = view(&[3], &[1], 0);
        assert_eq!(
            render(&v, &[1.5f32; 3]),
            "Unranked Memref base@ = 0x1000 rank = 1 offset = 0 sizes = [3] strides = [1] data = \n[1.5,  1.5,  1.5]\n"
        );
    }

    #[test]
    fn rank2_and_rank3_layout() {
        let v = view(&[2, 3], &[3, 1], 0);
        assert!(render(&v, &[1e10f32; 6])
            .ends_with("data = \n[[1e+10,   1e+10,   1e+10], \n [1e+10,   1e+10,   1e+10]]\n"));
        let v = view(&[2, 2, 3], &[6, 3, 1], 0);
        let expected = "[[[0.1,    0.1,    0.1], \n  [0.1,    0.1,    0.1]], \n [[0.1,    0.1,    0.1], \n  [0.1,    0.1,    0.1]]]\n";
        assert!(render(&v, &[0.1f32; 12]).ends_with(expected));
        let v = view(&[3, 1, 2], &[2, 2, 1], 0);
        assert!(render(&v, &[-7i32; 6]).ends_with("[[[-7,    -7]], \n [[-7,    -7]], \n [[-7,    -7]]]\n"));
    }

    #[test]
    fn single_and_strided() {
        let v = view(&[1, 1], &[1, 1], 0);
        assert!(render(&v, &[0.1f32]).ends_with("data = \n[[0.1]]\n"));
        // A subview: offset 4, strides [6, 1].
        let data: Vec<f32> = (0..12).map(|i| i as f32).collect();
        let v = view(&[2, 2], &[6, 1], 4);
        let out = render(&v, &data);
        assert!(out.contains("rank = 2 offset = 4 sizes = [2, 2] strides = [6, 1]"));
        assert!(out.ends_with("[[4,   5], \n [10,   11]]\n"));
    }

    #[test]
    fn element_kinds() {
        let v = view(&[2], &[1], 0);
        assert!(render(&v, &[65i8, 66]).ends_with("[A,  B]\n"));
        assert!(render(&v, &[[1.0f32, -2.5]; 2]).ends_with("[(1,-2.5),  (1,-2.5)]\n"));
        assert!(render(&v, &[F16(0x3e00), F16(0xc000)]).ends_with("[1.5,  -2]\n"));
        assert!(render(&v, &[BF16(0x3fc0), BF16(0)]).ends_with("[1.5,  0]\n"));
    }

    #[test]
    fn half_conversion() {
        assert_eq!(f16_to_f32(0x3c00), 1.0);
        assert_eq!(f16_to_f32(0x0001), 2f32.powi(-24));
        assert!(f16_to_f32(0x7c00).is_infinite());
        assert!(f16_to_f32(0x7e00).is_nan());
    }

    #[test]
    fn memref_copy_follows_both_layouts() {
        // A 2x2 block of a 3x3 matrix copied into a 2x2 transposed view.
        let src: Vec<f64> = (0..9).map(|i| i as f64).collect();
        let mut dst = [0f64; 4];
        let (s, d) = (src.as_ptr() as i64, dst.as_mut_ptr() as i64);
        let src_desc = [s, s, 4, 2, 2, 3, 1];
        let dst_desc = [d, d, 0, 2, 2, 1, 2];
        let src_pair = [2i64, src_desc.as_ptr() as i64];
        let dst_pair = [2i64, dst_desc.as_ptr() as i64];
        // SAFETY: the pairs name live rank-2 descriptors of f64 elements,
        // within `src` and `dst`.
        unsafe {
            exported::memrefCopy(8, src_pair.as_ptr() as *const u8, dst_pair.as_ptr() as *const u8);
        }
        assert_eq!(dst, [4.0, 7.0, 5.0, 8.0]);
        // A size mismatch copies nothing.
        let small_desc = [d, d, 0, 1, 2, 1, 1];
        let small_pair = [2i64, small_desc.as_ptr() as i64];
        // SAFETY: as above.
        unsafe {
            exported::memrefCopy(
                8,
                src_pair.as_ptr() as *const u8,
                small_pair.as_ptr() as *const u8,
            );
        }
        assert_eq!(dst, [4.0, 7.0, 5.0, 8.0]);
    }

    #[test]
    fn symbol_table_is_complete() {
        let names: Vec<_> = symbols().into_iter().map(|(n, _)| n).collect();
        for n in [
            "printI64",
            "printMemrefF32",
            "_mlir_ciface_printMemrefI8",
            "memrefCopy",
            "rtclock",
        ] {
            assert!(names.contains(&n), "{n}");
        }
    }
}
