//! Every `unsafe` operation of the execution engine, kept in one place.
//!
//! The engine has to cross into native code in four ways, and each one is a
//! small function here with its safety argument:
//!
//! - reading memref descriptors and the memory they describe, handed to the
//!   runtime functions by compiled code ([`StridedView`], [`read_c_str`],
//!   [`copy_strided`]);
//! - writing through C's `stdout` stream, so that the runtime's output and a
//!   program's own `printf` calls share one buffer, as in MLIR's runner
//!   utilities ([`c_stdout_write`], [`c_stdout_flush`]);
//! - loading shared libraries and looking up their symbols
//!   ([`SharedLib`]);
//! - calling a compiled entry function through its address
//!   ([`call_entry`]).
//!
//! Everything else in the crate is safe code built on these.
//!
//! The pointers these functions take come from compiled code (or from the
//! engine's own compilation), which is where the trust boundary sits: the
//! functions are safe to call from Rust with the pointers the runtime
//! receives, so they are not `unsafe fn`.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use std::ffi::{c_char, c_void, CStr};

/// A ranked memref as MLIR's LLVM lowering lays it out in memory:
/// `{ptr allocated, ptr aligned, i64 offset, i64 sizes[rank], i64 strides[rank]}`,
/// read out of a descriptor pointer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StridedView {
    /// The aligned data pointer (element 0 before the offset).
    pub data: usize,
    pub offset: i64,
    pub sizes: Vec<i64>,
    pub strides: Vec<i64>,
}

impl StridedView {
    /// Reads a ranked descriptor of `rank` dimensions at `desc`.
    ///
    /// # Safety argument
    /// Compiled code passes the address of a live descriptor of that rank
    /// (the `{rank, descriptor}` pair of an unranked memref, or a ranked
    /// descriptor for the `_mlir_ciface_` functions). A null pointer or a
    /// negative rank is refused instead of read.
    pub fn read(rank: i64, desc: *const u8) -> Option<StridedView> {
        if desc.is_null() || !(0..=1 << 16).contains(&rank) {
            return None;
        }
        let words = desc as *const i64;
        let rank = rank as usize;
        // SAFETY: see above; the descriptor holds 3 + 2 * rank words.
        unsafe {
            let data = words.add(1).read_unaligned() as usize;
            let offset = words.add(2).read_unaligned();
            let sizes = (0..rank).map(|i| words.add(3 + i).read_unaligned()).collect();
            let strides = (0..rank)
                .map(|i| words.add(3 + rank + i).read_unaligned())
                .collect();
            Some(StridedView {
                data,
                offset,
                sizes,
                strides,
            })
        }
    }

    /// Reads the `{i64 rank, ptr descriptor}` pair an unranked memref's C
    /// interface passes by pointer, then the ranked descriptor it names.
    pub fn read_unranked(pair: *const u8) -> Option<StridedView> {
        if pair.is_null() {
            return None;
        }
        let words = pair as *const i64;
        // SAFETY: the caller passes the address of a live `{i64, ptr}` pair.
        let (rank, desc) = unsafe { (words.read_unaligned(), words.add(1).read_unaligned() as *const u8) };
        StridedView::read(rank, desc)
    }

    /// The element at linear element index `index` (offset and strides
    /// already applied), read as a `T`.
    ///
    /// # Safety argument
    /// The index comes from the descriptor's own offset, sizes and strides,
    /// so it addresses memory the memref owns; for a dimension of size 0
    /// MLIR's printer still reads the first element, and so does this.
    pub fn element<T: Copy>(&self, index: i64) -> T {
        let ptr = (self.data as *const T).wrapping_offset(index as isize);
        // SAFETY: see above.
        unsafe { ptr.read_unaligned() }
    }
}

/// Copies the elements of `src` into `dst` (same sizes), `elem_size` bytes
/// each, walking both with their own strides: MLIR's `memrefCopy`.
pub fn copy_strided(elem_size: usize, src: &StridedView, dst: &StridedView) {
    let rank = src.sizes.len();
    if src.sizes.iter().any(|&s| s <= 0) {
        return;
    }
    let mut index = vec![0i64; rank];
    loop {
        let s: i64 = src.offset + index.iter().zip(&src.strides).map(|(i, s)| i * s).sum::<i64>();
        let d: i64 = dst.offset + index.iter().zip(&dst.strides).map(|(i, s)| i * s).sum::<i64>();
        let from = (src.data as *const u8).wrapping_offset(s as isize * elem_size as isize);
        let to = (dst.data as *mut u8).wrapping_offset(d as isize * elem_size as isize);
        // SAFETY: both addresses are elements of the memrefs the descriptors
        // describe (the index stays within `sizes`).
        unsafe { std::ptr::copy(from, to, elem_size) };
        let mut dim = rank;
        loop {
            if dim == 0 {
                return;
            }
            dim -= 1;
            index[dim] += 1;
            if index[dim] < src.sizes[dim] {
                break;
            }
            index[dim] = 0;
        }
    }
}

/// The bytes of a NUL-terminated C string (`printString`'s argument).
pub fn read_c_str(s: *const c_char) -> Vec<u8> {
    if s.is_null() {
        return Vec::new();
    }
    // SAFETY: compiled code passes a pointer to a NUL-terminated string
    // (a global string constant or a buffer it built).
    unsafe { CStr::from_ptr(s) }.to_bytes().to_vec()
}

extern "C" {
    fn fwrite(ptr: *const c_void, size: usize, n: usize, stream: *mut c_void) -> usize;
    fn fflush(stream: *mut c_void) -> i32;
}

#[cfg(target_os = "linux")]
extern "C" {
    static mut stdout: *mut c_void;
}

#[cfg(target_os = "macos")]
extern "C" {
    #[link_name = "__stdoutp"]
    static mut stdout: *mut c_void;
}

/// Writes `bytes` to C's `stdout` stream (buffered like `printf`'s output).
pub fn c_stdout_write(bytes: &[u8]) {
    if bytes.is_empty() {
        return;
    }
    // SAFETY: `stdout` is the C library's stream, initialised before main;
    // `fwrite` reads exactly `bytes.len()` bytes from a live slice.
    unsafe {
        fwrite(bytes.as_ptr() as *const c_void, 1, bytes.len(), stdout);
    }
}

/// Flushes C's `stdout` stream.
pub fn c_stdout_flush() {
    // SAFETY: as in `c_stdout_write`.
    unsafe {
        fflush(stdout);
    }
}

/// A loaded shared library (`--shared-libs`), kept open while compiled
/// code may call into it.
pub struct SharedLib {
    lib: libloading::Library,
}

impl SharedLib {
    /// Loads the library at `path`.
    ///
    /// # Safety argument
    /// Loading runs the library's initialisers; the user asked for this
    /// library by name, as with `mlir-runner --shared-libs`.
    pub fn open(path: &str) -> Result<SharedLib, String> {
        // SAFETY: see above.
        let lib = unsafe { libloading::Library::new(path) }.map_err(|e| e.to_string())?;
        Ok(SharedLib { lib })
    }

    /// The running process itself (its executable and the libraries it
    /// has loaded, the C library among them), like `dlopen(NULL)`.
    #[cfg(unix)]
    pub fn this() -> SharedLib {
        SharedLib {
            lib: libloading::os::unix::Library::this().into(),
        }
    }

    /// The address of symbol `name`, if the library defines it. The address
    /// is only handed to the JIT linker, never called here.
    pub fn symbol(&self, name: &str) -> Option<*const u8> {
        // SAFETY: the symbol is read as an untyped address.
        let sym = unsafe { self.lib.get::<*const u8>(name.as_bytes()) }.ok()?;
        Some(*sym)
    }
}

/// The C-variadic function type the variadic-call helpers call through:
/// every integer and vector argument register filled.
type Variadic<R> =
    unsafe extern "C" fn(i64, i64, i64, i64, i64, i64, f64, f64, f64, f64, f64, f64, f64, f64, ...) -> R;

/// Calls the C-variadic function `f` with six integer and eight floating
/// point register arguments, returning an integer: how compiled code calls
/// variadic functions (`printf`). Cranelift does not set `%al` (the number
/// of vector registers a variadic callee must save) on x86-64; a call from
/// Rust through a variadic function type does. The callee reads its named
/// and variadic arguments from the registers in order, and ignores those
/// left over.
///
/// # Safety argument
/// `f` is the address of the variadic function the compiled module
/// declared and called, resolved by the engine; arguments that do not fit
/// in registers are not routed here.
#[allow(clippy::too_many_arguments)]
pub extern "C" fn variadic_call_int(
    f: *const u8,
    i0: i64,
    i1: i64,
    i2: i64,
    i3: i64,
    i4: i64,
    i5: i64,
    d0: f64,
    d1: f64,
    d2: f64,
    d3: f64,
    d4: f64,
    d5: f64,
    d6: f64,
    d7: f64,
) -> i64 {
    // SAFETY: see above.
    unsafe {
        let f: Variadic<i64> = std::mem::transmute(f);
        f(i0, i1, i2, i3, i4, i5, d0, d1, d2, d3, d4, d5, d6, d7)
    }
}

/// As [`variadic_call_int`], for a callee returning a `double`.
#[allow(clippy::too_many_arguments)]
pub extern "C" fn variadic_call_f64(
    f: *const u8,
    i0: i64,
    i1: i64,
    i2: i64,
    i3: i64,
    i4: i64,
    i5: i64,
    d0: f64,
    d1: f64,
    d2: f64,
    d3: f64,
    d4: f64,
    d5: f64,
    d6: f64,
    d7: f64,
) -> f64 {
    // SAFETY: as in `variadic_call_int`.
    unsafe {
        let f: Variadic<f64> = std::mem::transmute(f);
        f(i0, i1, i2, i3, i4, i5, d0, d1, d2, d3, d4, d5, d6, d7)
    }
}

/// The result kinds an entry function may return (`--entry-point-result`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum EntryResult {
    Void,
    I32(i32),
    I64(i64),
    F32(f32),
}

/// Which signature the entry function has; checked against the IR before
/// the call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryKind {
    Void,
    I32,
    I64,
    F32,
}

/// Calls the compiled entry function at `addr`, which takes no arguments
/// and returns `kind`.
///
/// # Safety argument
/// `addr` is the finalized address of a function the engine compiled from
/// a definition whose signature it checked to be `() -> kind` in the C
/// calling convention; the module's memory stays alive for the call.
pub fn call_entry(addr: *const u8, kind: EntryKind) -> EntryResult {
    // SAFETY: see above.
    unsafe {
        match kind {
            EntryKind::Void => {
                let f: extern "C" fn() = std::mem::transmute(addr);
                f();
                EntryResult::Void
            }
            EntryKind::I32 => {
                let f: extern "C" fn() -> i32 = std::mem::transmute(addr);
                EntryResult::I32(f())
            }
            EntryKind::I64 => {
                let f: extern "C" fn() -> i64 = std::mem::transmute(addr);
                EntryResult::I64(f())
            }
            EntryKind::F32 => {
                let f: extern "C" fn() -> f32 = std::mem::transmute(addr);
                EntryResult::F32(f())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rank-2 descriptor over `data`, laid out as compiled code does.
    fn descriptor(data: *const f32, offset: i64, sizes: [i64; 2], strides: [i64; 2]) -> Vec<i64> {
        let p = data as i64;
        vec![p, p, offset, sizes[0], sizes[1], strides[0], strides[1]]
    }

    #[test]
    fn reads_ranked_descriptor_and_elements() {
        let data: Vec<f32> = (0..12).map(|i| i as f32).collect();
        let desc = descriptor(data.as_ptr(), 1, [2, 3], [4, 1]);
        let v = StridedView::read(2, desc.as_ptr() as *const u8).unwrap();
        assert_eq!(v.offset, 1);
        assert_eq!(v.sizes, vec![2, 3]);
        assert_eq!(v.strides, vec![4, 1]);
        assert_eq!(v.element::<f32>(1 + 4 + 2), 7.0);
    }

    #[test]
    fn reads_unranked_pair() {
        let data = [5i32, 6, 7];
        let p = data.as_ptr() as i64;
        let desc = [p, p, 0, 3, 1];
        let pair = [1i64, desc.as_ptr() as i64];
        let v = StridedView::read_unranked(pair.as_ptr() as *const u8).unwrap();
        assert_eq!(v.sizes, vec![3]);
        assert_eq!(v.element::<i32>(2), 7);
    }

    #[test]
    fn refuses_null_and_bad_rank() {
        assert!(StridedView::read(1, std::ptr::null()).is_none());
        let desc = [0i64; 3];
        assert!(StridedView::read(-1, desc.as_ptr() as *const u8).is_none());
        assert!(StridedView::read_unranked(std::ptr::null()).is_none());
    }

    #[test]
    fn copies_strided_transpose() {
        let src: Vec<f32> = (0..6).map(|i| i as f32).collect();
        let mut dst = vec![0f32; 6];
        let s = StridedView::read(
            2,
            descriptor(src.as_ptr(), 0, [2, 3], [3, 1]).as_ptr() as *const u8,
        )
        .unwrap();
        let d = StridedView::read(
            2,
            descriptor(dst.as_mut_ptr(), 0, [2, 3], [1, 2]).as_ptr() as *const u8,
        )
        .unwrap();
        copy_strided(4, &s, &d);
        assert_eq!(dst, vec![0.0, 3.0, 1.0, 4.0, 2.0, 5.0]);
    }

    #[test]
    fn reads_c_strings() {
        let s = b"hi\0";
        assert_eq!(read_c_str(s.as_ptr() as *const c_char), b"hi");
        assert!(read_c_str(std::ptr::null()).is_empty());
    }

    #[test]
    fn calls_functions_by_address() {
        extern "C" fn seven() -> i32 {
            7
        }
        extern "C" fn half() -> f32 {
            0.5
        }
        assert_eq!(
            call_entry(seven as *const u8, EntryKind::I32),
            EntryResult::I32(7)
        );
        assert_eq!(
            call_entry(half as *const u8, EntryKind::F32),
            EntryResult::F32(0.5)
        );
    }

    #[test]
    fn variadic_calls_pass_floats() {
        let lib = SharedLib::this();
        let snprintf = lib.symbol("snprintf").expect("the C library is loaded");
        let mut buf = [0u8; 64];
        let fmt = b"%d %.2f %s %.1f\0";
        let word = b"ok\0";
        let n = variadic_call_int(
            snprintf,
            buf.as_mut_ptr() as i64,
            buf.len() as i64,
            fmt.as_ptr() as i64,
            7,
            word.as_ptr() as i64,
            0,
            2.5,
            -1.25,
            0.0,
            0.0,
            0.0,
            0.0,
            0.0,
            0.0,
        );
        assert_eq!(&buf[..n as usize], b"7 2.50 ok -1.2");
    }

    #[test]
    fn loads_the_c_library() {
        assert!(SharedLib::open("/nonexistent/libnothing.so").is_err());
        assert!(SharedLib::this().symbol("malloc").is_some());
        if let Ok(lib) = SharedLib::open("libc.so.6") {
            assert!(lib.symbol("malloc").is_some());
            assert!(lib.symbol("no_such_symbol_here").is_none());
        }
    }
}
