//! Every `unsafe` operation of the execution engine, kept in one place.
//!
//! The engine crosses into native code in five ways, each a small item
//! here with its contract:
//!
//! - reading memref descriptors and the memory they describe, which
//!   compiled code hands to the runtime functions: [`StridedView::read`]
//!   (`unsafe`: the caller vouches for the descriptor) builds a view that
//!   only reads (or, as a [`ReadWrite`] view, writes) the elements the
//!   descriptor describes, checked on every access ([`StridedView::element`],
//!   [`copy_strided`]); [`read_c_str`] reads a C string;
//! - writing through C's `stdout` stream, so that the runtime's output and
//!   a program's own `printf` calls share one buffer, as in MLIR's runner
//!   utilities ([`c_stdout_write`], [`c_stdout_flush`]; safe);
//! - loading shared libraries ([`SharedLib::open`], `unsafe`: it runs
//!   their initialisers) and looking up their symbols ([`SharedLib::symbol`],
//!   safe: an address, never called here);
//! - calling compiled functions by address (`call_entry`, crate-private;
//!   [`crate::JitModule::call`] is the checked entry point);
//! - calling C-variadic functions from compiled code
//!   (`variadic_call_int`, `variadic_call_f64`).
//!
//! Everything else in the crate is safe code built on these. Functions
//! that dereference pointers they are given are `unsafe fn` with a
//! `# Safety` section; each `unsafe` block says why its contract holds.

use std::ffi::{c_char, c_void, CStr};
use std::marker::PhantomData;
use std::sync::Arc;

/// The metadata of a ranked memref: the address of its aligned data
/// pointer, and its offset, sizes and strides in elements. Plain numbers;
/// nothing is read through them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemrefLayout {
    /// The address of the aligned data pointer.
    pub base: usize,
    /// The offset of the first element, in elements.
    pub offset: i64,
    /// The size of each dimension.
    pub sizes: Vec<i64>,
    /// The stride of each dimension, in elements.
    pub strides: Vec<i64>,
}

impl MemrefLayout {
    /// The number of dimensions.
    pub fn rank(&self) -> usize {
        self.sizes.len()
    }

    /// The lowest and highest linear element index (offset and strides
    /// applied) of an element of the memref; `None` when it has none (a
    /// size is 0, or negative in a malformed descriptor) or the indices
    /// overflow.
    pub fn index_range(&self) -> Option<(i64, i64)> {
        if self.sizes.iter().any(|&s| s <= 0) {
            return None;
        }
        let (mut lo, mut hi) = (self.offset, self.offset);
        for (&size, &stride) in self.sizes.iter().zip(&self.strides) {
            let extent = (size - 1).checked_mul(stride)?;
            if extent < 0 {
                lo = lo.checked_add(extent)?;
            } else {
                hi = hi.checked_add(extent)?;
            }
        }
        Some((lo, hi))
    }
}

/// How a [`StridedView`] may touch its memory: [`ReadOnly`] or
/// [`ReadWrite`].
pub trait Access: private::Sealed {}

/// A view whose elements may only be read.
#[derive(Debug)]
pub struct ReadOnly;

/// A view whose elements may be read and written.
#[derive(Debug)]
pub struct ReadWrite;

impl Access for ReadOnly {}
impl Access for ReadWrite {}

mod private {
    pub trait Sealed {}
    impl Sealed for super::ReadOnly {}
    impl Sealed for super::ReadWrite {}
}

/// A type any bit pattern of its size is a value of, without padding: what
/// an element of a memref is read as.
///
/// # Safety
/// Implementations must be `Copy` types for which every bit pattern of
/// `size_of::<Self>()` bytes is a valid value and which have no padding.
pub unsafe trait Plain: Copy {}

// SAFETY: integers and floats have no invalid bit patterns and no padding.
unsafe impl Plain for i8 {}
// SAFETY: as above.
unsafe impl Plain for i16 {}
// SAFETY: as above.
unsafe impl Plain for i32 {}
// SAFETY: as above.
unsafe impl Plain for i64 {}
// SAFETY: as above.
unsafe impl Plain for u8 {}
// SAFETY: as above.
unsafe impl Plain for u16 {}
// SAFETY: as above.
unsafe impl Plain for f32 {}
// SAFETY: as above.
unsafe impl Plain for f64 {}
// SAFETY: an array of plain values is plain (arrays have no padding).
unsafe impl<T: Plain, const N: usize> Plain for [T; N] {}

/// A ranked memref as MLIR's LLVM lowering lays it out in memory,
/// `{ptr allocated, ptr aligned, i64 offset, i64 sizes[rank], i64 strides[rank]}`,
/// read out of a descriptor, with access to the elements it describes.
///
/// The elements a view may touch are those the descriptor describes: the
/// linear indices between its lowest and its highest element (which lie
/// in the memref's allocation), and the element at its offset, which
/// MLIR's memref printers read even when the memref is empty. Accesses
/// outside that are refused.
#[derive(Debug)]
pub struct StridedView<A: Access = ReadOnly> {
    layout: MemrefLayout,
    data: *mut u8,
    elem_size: usize,
    access: PhantomData<A>,
}

impl<A: Access> StridedView<A> {
    /// Reads a ranked descriptor of `rank` dimensions at `desc`, describing
    /// elements of `elem_size` bytes. A null pointer, a negative (or
    /// absurdly large) rank or an element size of 0 gives `None`.
    ///
    /// # Safety
    /// `desc` is null or points to a descriptor of `rank` dimensions
    /// (`3 + 2 * rank` 64-bit words, any alignment) valid for reads. While
    /// the view is used, the memory of the elements it describes (every
    /// linear index from its lowest to its highest element, `elem_size`
    /// bytes each from the aligned pointer, and the element at its offset)
    /// must be valid for reads, and for writes too for a
    /// `StridedView<ReadWrite>`, and must not be accessed otherwise in a
    /// way that races with the view. This is what compiled code guarantees
    /// for the memrefs it passes to the runtime functions.
    pub unsafe fn read(rank: i64, desc: *const u8, elem_size: usize) -> Option<Self> {
        if desc.is_null() || !(0..=1 << 16).contains(&rank) || elem_size == 0 {
            return None;
        }
        let words = desc as *const i64;
        let rank = rank as usize;
        // SAFETY: the caller guarantees `3 + 2 * rank` readable words at
        // `desc`; unaligned reads need no alignment.
        let word = |i: usize| unsafe { words.add(i).read_unaligned() };
        let data = word(1) as usize as *mut u8;
        let layout = MemrefLayout {
            base: data as usize,
            offset: word(2),
            sizes: (0..rank).map(|i| word(3 + i)).collect(),
            strides: (0..rank).map(|i| word(3 + rank + i)).collect(),
        };
        Some(StridedView {
            layout,
            data,
            elem_size,
            access: PhantomData,
        })
    }

    /// Reads the `{i64 rank, ptr descriptor}` pair an unranked memref's C
    /// interface passes by pointer, then the ranked descriptor it names.
    ///
    /// # Safety
    /// `pair` is null or points to two readable 64-bit words, the second
    /// of which is a descriptor pointer meeting the contract of
    /// [`StridedView::read`] for the rank in the first.
    pub unsafe fn read_unranked(pair: *const u8, elem_size: usize) -> Option<Self> {
        if pair.is_null() {
            return None;
        }
        let words = pair as *const i64;
        // SAFETY: the caller guarantees two readable words at `pair`.
        let (rank, desc) = unsafe { (words.read_unaligned(), words.add(1).read_unaligned() as *const u8) };
        // SAFETY: the caller guarantees the descriptor's contract.
        unsafe { StridedView::read(rank, desc, elem_size) }
    }

    /// The memref's metadata.
    pub fn layout(&self) -> &MemrefLayout {
        &self.layout
    }

    /// The size of an element in bytes.
    pub fn elem_size(&self) -> usize {
        self.elem_size
    }

    /// Whether the view may touch the element at linear index `index`.
    fn covers(&self, index: i64) -> bool {
        index == self.layout.offset
            || self
                .layout
                .index_range()
                .is_some_and(|(lo, hi)| (lo..=hi).contains(&index))
    }

    /// The address of the element at linear index `index`, if the view
    /// covers it.
    fn element_ptr(&self, index: i64) -> Option<*mut u8> {
        if !self.covers(index) {
            return None;
        }
        let bytes = (index as isize).checked_mul(self.elem_size as isize)?;
        Some(self.data.wrapping_offset(bytes))
    }

    /// The element at linear index `index` (offset and strides applied),
    /// read as a `T` of the view's element size; `None` outside the
    /// elements the view covers or for a `T` of another size.
    pub fn element<T: Plain>(&self, index: i64) -> Option<T> {
        if std::mem::size_of::<T>() != self.elem_size {
            return None;
        }
        let ptr = self.element_ptr(index)? as *const T;
        // SAFETY: `read`'s contract makes the covered element readable,
        // `T` has the element's size and any bits are a `T`; unaligned
        // reads need no alignment.
        Some(unsafe { ptr.read_unaligned() })
    }
}

/// Copies the elements of `src` into `dst`, element by element along both
/// views' strides: MLIR's `memrefCopy`. Returns `false` without copying
/// when the views' sizes or element sizes differ.
pub fn copy_strided<A: Access>(src: &StridedView<A>, dst: &StridedView<ReadWrite>) -> bool {
    if src.layout.sizes != dst.layout.sizes || src.elem_size != dst.elem_size {
        return false;
    }
    let rank = src.layout.rank();
    if src.layout.sizes.iter().any(|&s| s <= 0) {
        return true;
    }
    let linear = |l: &MemrefLayout, index: &[i64]| {
        index
            .iter()
            .zip(&l.strides)
            .fold(l.offset, |acc, (i, s)| acc.wrapping_add(i.wrapping_mul(*s)))
    };
    let mut index = vec![0i64; rank];
    loop {
        let from = src.element_ptr(linear(&src.layout, &index));
        let to = dst.element_ptr(linear(&dst.layout, &index));
        if let (Some(from), Some(to)) = (from, to) {
            // SAFETY: both elements are covered by their views, so `read`'s
            // contract makes `from` readable and `to` writable for
            // `elem_size` bytes; `copy` allows the two to overlap.
            unsafe { std::ptr::copy(from as *const u8, to, src.elem_size) };
        }
        let mut dim = rank;
        loop {
            if dim == 0 {
                return true;
            }
            dim -= 1;
            index[dim] += 1;
            if index[dim] < src.layout.sizes[dim] {
                break;
            }
            index[dim] = 0;
        }
    }
}

/// The bytes of a NUL-terminated C string (`printString`'s argument); a
/// null pointer is the empty string.
///
/// # Safety
/// `s` is null or points to a NUL-terminated string valid for reads up to
/// and including its NUL.
pub unsafe fn read_c_str(s: *const c_char) -> Vec<u8> {
    if s.is_null() {
        return Vec::new();
    }
    // SAFETY: the caller guarantees a readable NUL-terminated string.
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
    // SAFETY: `stdout` is the C library's stream, initialised before main
    // and only read here; `fwrite` reads exactly `bytes.len()` bytes from
    // a live slice.
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
/// code may call into it (clones share it).
#[derive(Clone)]
pub struct SharedLib {
    lib: Arc<libloading::Library>,
    name: String,
}

impl std::fmt::Debug for SharedLib {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SharedLib({})", self.name)
    }
}

impl SharedLib {
    /// Loads the library at `path`.
    ///
    /// # Safety
    /// Loading runs the library's initialisers, and compiled code may then
    /// call any function it exports: the library must be sound to load
    /// into this process and its functions sound to call as the programs
    /// run with it call them. (`mlir-runner --shared-libs` trusts the
    /// libraries it is given in the same way.)
    pub unsafe fn open(path: &str) -> Result<SharedLib, String> {
        // SAFETY: the caller vouches for the library's initialisers.
        let lib = unsafe { libloading::Library::new(path) }.map_err(|e| e.to_string())?;
        Ok(SharedLib {
            lib: Arc::new(lib),
            name: path.to_string(),
        })
    }

    /// The running process itself (its executable and the libraries it
    /// has loaded, the C library among them), like `dlopen(NULL)`.
    #[cfg(unix)]
    pub fn this() -> SharedLib {
        SharedLib {
            lib: Arc::new(libloading::os::unix::Library::this().into()),
            name: "<process>".to_string(),
        }
    }

    /// The address of symbol `name`, if the library defines it. The address
    /// is only handed to the JIT linker, never called or read here.
    pub fn symbol(&self, name: &str) -> Option<*const u8> {
        // SAFETY: the symbol is looked up as an untyped address, which is
        // neither called nor dereferenced here.
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
/// # Safety
/// `f` is the address of a C-variadic function returning an integer (or
/// nothing) whose arguments are integers, pointers and doubles that fit in
/// these registers, in the order its parameters and format take them, and
/// the call must be sound for those arguments. The engine routes only such
/// calls of a compiled module's variadic declarations here.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe extern "C" fn variadic_call_int(
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
    // SAFETY: the caller guarantees `f` is such a variadic function, so
    // the transmuted type is its ABI and the call is sound.
    unsafe {
        let f: Variadic<i64> = std::mem::transmute(f);
        f(i0, i1, i2, i3, i4, i5, d0, d1, d2, d3, d4, d5, d6, d7)
    }
}

/// As [`variadic_call_int`], for a callee returning a `double`.
///
/// # Safety
/// As for [`variadic_call_int`], with `f` returning a `double`.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe extern "C" fn variadic_call_f64(
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
    /// The function returned nothing.
    Void,
    /// The function returned this `i32`.
    I32(i32),
    /// The function returned this `i64`.
    I64(i64),
    /// The function returned this `f32`.
    F32(f32),
}

/// Which signature the entry function has; checked against the IR before
/// the call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryKind {
    /// Takes no arguments and returns nothing.
    Void,
    /// Takes no arguments and returns an `i32`.
    I32,
    /// Takes no arguments and returns an `i64`.
    I64,
    /// Takes no arguments and returns an `f32`.
    F32,
}

/// Calls the compiled function at `addr`, which takes no arguments and
/// returns `kind`.
///
/// # Safety
/// `addr` is the address of a function with the C signature `() -> kind`
/// (or `() -> void`) whose code stays mapped during the call, and running
/// it is sound: it has no undefined behaviour, and neither has what it
/// calls.
pub(crate) unsafe fn call_entry(addr: *const u8, kind: EntryKind) -> EntryResult {
    // SAFETY: the caller guarantees the signature (so each transmuted type
    // is the function's ABI) and that running it is sound.
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
    fn descriptor<T>(data: *const T, offset: i64, sizes: [i64; 2], strides: [i64; 2]) -> Vec<i64> {
        let p = data as i64;
        vec![p, p, offset, sizes[0], sizes[1], strides[0], strides[1]]
    }

    fn view<T, A: Access>(desc: &[i64]) -> StridedView<A> {
        let rank = (desc.len() as i64 - 3) / 2;
        // SAFETY: the tests' descriptors describe live vectors of `T`.
        unsafe { StridedView::read(rank, desc.as_ptr() as *const u8, std::mem::size_of::<T>()) }.unwrap()
    }

    #[test]
    fn reads_ranked_descriptor_and_elements() {
        let data: Vec<f32> = (0..12).map(|i| i as f32).collect();
        let desc = descriptor(data.as_ptr(), 1, [2, 3], [4, 1]);
        let v: StridedView = view::<f32, _>(&desc);
        let l = v.layout();
        assert_eq!(
            (l.offset, &l.sizes[..], &l.strides[..]),
            (1, &[2, 3][..], &[4, 1][..])
        );
        assert_eq!(l.base, data.as_ptr() as usize);
        assert_eq!(v.element::<f32>(1 + 4 + 2), Some(7.0));
    }

    #[test]
    fn elements_outside_the_view_are_refused() {
        let data: Vec<i32> = (0..12).collect();
        // Rows 1..3 of a 3x4 matrix, columns 1..3: elements 5, 6, 9, 10.
        let desc = descriptor(data.as_ptr(), 5, [2, 2], [4, 1]);
        let v: StridedView = view::<i32, _>(&desc);
        assert_eq!(v.layout().index_range(), Some((5, 10)));
        assert_eq!(v.element::<i32>(5), Some(5));
        assert_eq!(v.element::<i32>(10), Some(10));
        assert_eq!(v.element::<i32>(4), None);
        assert_eq!(v.element::<i32>(11), None);
        assert_eq!(v.element::<i32>(i64::MAX), None);
        // Another element size than the view's.
        assert_eq!(v.element::<i64>(5), None);
        assert_eq!(v.element::<i16>(5), None);
    }

    #[test]
    fn an_empty_view_reads_only_its_offset() {
        let data = [3i64, 4];
        let desc = descriptor(data.as_ptr(), 1, [0, 2], [2, 1]);
        let v: StridedView = view::<i64, _>(&desc);
        assert_eq!(v.layout().index_range(), None);
        assert_eq!(v.element::<i64>(1), Some(4));
        assert_eq!(v.element::<i64>(0), None);
    }

    #[test]
    fn negative_strides_cover_their_range() {
        let data: Vec<i32> = (0..6).collect();
        let desc = descriptor(data.as_ptr(), 5, [2, 3], [-3, -1]);
        let v: StridedView = view::<i32, _>(&desc);
        assert_eq!(v.layout().index_range(), Some((0, 5)));
        assert_eq!(v.element::<i32>(0), Some(0));
        assert_eq!(v.element::<i32>(6), None);
    }

    #[test]
    fn reads_unranked_pair() {
        let data = [5i32, 6, 7];
        let p = data.as_ptr() as i64;
        let desc = [p, p, 0, 3, 1];
        let pair = [1i64, desc.as_ptr() as i64];
        // SAFETY: the pair names a live rank-1 descriptor over `data`.
        let v: StridedView = unsafe { StridedView::read_unranked(pair.as_ptr() as *const u8, 4) }.unwrap();
        assert_eq!(v.layout().sizes, vec![3]);
        assert_eq!(v.element::<i32>(2), Some(7));
    }

    #[test]
    fn refuses_null_bad_rank_and_zero_size() {
        let desc = [0i64; 3];
        // SAFETY: null pointers and bad ranks are refused before any read;
        // `desc` is a live rank-0 descriptor.
        unsafe {
            assert!(StridedView::<ReadOnly>::read(1, std::ptr::null(), 4).is_none());
            assert!(StridedView::<ReadOnly>::read(-1, desc.as_ptr() as *const u8, 4).is_none());
            assert!(StridedView::<ReadOnly>::read(0, desc.as_ptr() as *const u8, 0).is_none());
            assert!(StridedView::<ReadOnly>::read_unranked(std::ptr::null(), 4).is_none());
        }
    }

    #[test]
    fn copies_strided_transpose() {
        let src: Vec<f32> = (0..6).map(|i| i as f32).collect();
        let mut dst = vec![0f32; 6];
        let sd = descriptor(src.as_ptr(), 0, [2, 3], [3, 1]);
        let dd = descriptor(dst.as_mut_ptr(), 0, [2, 3], [1, 2]);
        let s: StridedView = view::<f32, _>(&sd);
        let d: StridedView<ReadWrite> = view::<f32, _>(&dd);
        assert!(copy_strided(&s, &d));
        assert_eq!(dst, vec![0.0, 3.0, 1.0, 4.0, 2.0, 5.0]);
    }

    #[test]
    fn copies_only_matching_views() {
        let src = [1i32, 2, 3];
        let mut dst = [0i32; 2];
        let sd = [src.as_ptr() as i64, src.as_ptr() as i64, 0, 3, 1];
        let dd = [dst.as_mut_ptr() as i64, dst.as_mut_ptr() as i64, 0, 2, 1];
        let s: StridedView = view::<i32, _>(&sd);
        let d: StridedView<ReadWrite> = view::<i32, _>(&dd);
        assert!(!copy_strided(&s, &d));
        let d8: StridedView<ReadWrite> = view::<i64, _>(&dd);
        let s8: StridedView = view::<i64, _>(&sd);
        assert!(!copy_strided(&s8, &d));
        assert!(!copy_strided(&s, &d8));
        assert_eq!(dst, [0, 0]);
    }

    #[test]
    fn reads_c_strings() {
        let s = b"hi\0";
        // SAFETY: a NUL-terminated literal, and a null pointer.
        unsafe {
            assert_eq!(read_c_str(s.as_ptr() as *const c_char), b"hi");
            assert!(read_c_str(std::ptr::null()).is_empty());
        }
    }

    #[test]
    fn calls_functions_by_address() {
        extern "C" fn seven() -> i32 {
            7
        }
        extern "C" fn half() -> f32 {
            0.5
        }
        // SAFETY: the functions have the signatures named.
        unsafe {
            assert_eq!(
                call_entry(seven as *const u8, EntryKind::I32),
                EntryResult::I32(7)
            );
            assert_eq!(
                call_entry(half as *const u8, EntryKind::F32),
                EntryResult::F32(0.5)
            );
        }
    }

    #[test]
    fn variadic_calls_pass_floats() {
        let lib = SharedLib::this();
        let snprintf = lib.symbol("snprintf").expect("the C library is loaded");
        let mut buf = [0u8; 64];
        let fmt = b"%d %.2f %s %.1f\0";
        let word = b"ok\0";
        // SAFETY: `snprintf` is variadic and returns an int; the buffer,
        // its length, the format and the string are live, and the format
        // takes the integer, double, string and double passed in order.
        let n = unsafe {
            variadic_call_int(
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
            )
        };
        assert_eq!(&buf[..n as usize], b"7 2.50 ok -1.2");
    }

    #[test]
    fn loads_the_c_library() {
        // SAFETY: a missing path loads nothing; the C library is sound to
        // load (it is already loaded).
        unsafe {
            assert!(SharedLib::open("/nonexistent/libnothing.so").is_err());
            if let Ok(lib) = SharedLib::open("libc.so.6") {
                assert!(lib.symbol("malloc").is_some());
                assert!(lib.symbol("no_such_symbol_here").is_none());
                assert!(format!("{lib:?}").contains("libc.so.6"));
            }
        }
        assert!(SharedLib::this().symbol("malloc").is_some());
    }
}
