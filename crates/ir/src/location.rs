//! Source locations (`loc(...)`), uniqued like attributes.
//!
//! One exception to uniquing through the interner: the position of each
//! op of a parsed file. A parser registers its buffer with the context
//! ([`Context::register_source`]) and makes the location of byte `pos` a
//! handle that encodes `pos` (as clang's `SourceLocation` does), so parsing
//! a million ops uniques no million locations. Handles stay canonical:
//! [`Context::intern_loc`] maps a `FileLineCol` that names a position of a
//! registered buffer to that position's handle, and a buffer is registered
//! only if no location of its file was interned before.

use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::{Attribute, Context, Ident};

/// A source location (MLIR's `Location`): a handle whose structure
/// [`Context::loc_kind`] gives. Equal locations have equal handles.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Location(pub(crate) u32);

/// Marks a handle that encodes a position in the context's source space.
pub(crate) const SOURCE_BIT: u32 = 1 << 31;

/// A buffer registered with [`Context::register_source`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct SourceId {
    base: u32,
    len: u32,
}

impl SourceId {
    /// The location of byte `pos` of the buffer; `pos` may be the buffer's
    /// length (the end of the input).
    #[inline]
    pub fn loc(self, pos: u32) -> Location {
        Location(SOURCE_BIT | (self.base + pos.min(self.len)))
    }
}

struct SourceBuffer {
    base: u32,
    file: Ident,
    /// Lines before the buffer in its file (chunks of a split file).
    line_offset: u32,
    /// Byte offset of each line's start.
    starts: Arc<[u32]>,
    len: u32,
}

impl SourceBuffer {
    /// The 1-based line and byte column of `off`, as the parser's line index
    /// computes them.
    fn line_col(&self, off: u32) -> (u32, u32) {
        let line = self.starts.partition_point(|&s| s <= off).max(1) - 1;
        (line as u32 + 1 + self.line_offset, off - self.starts[line] + 1)
    }

    /// The offset of `line:col` if this buffer has that position.
    fn offset_of(&self, line: u32, col: u32) -> Option<u32> {
        let l = line.checked_sub(self.line_offset + 1)? as usize;
        let start = *self.starts.get(l)?;
        let off = start.checked_add(col.checked_sub(1)?)?;
        let end = self.starts.get(l + 1).map_or(self.len + 1, |&next| next);
        (off < end).then_some(off)
    }

    fn lines(&self) -> (u32, u32) {
        (self.line_offset + 1, self.line_offset + self.starts.len() as u32)
    }
}

/// The registered buffers of a context.
#[derive(Default)]
pub(crate) struct SourceMap {
    /// By increasing `base`.
    buffers: Vec<SourceBuffer>,
    by_file: FxHashMap<Ident, Vec<usize>>,
    /// Files some `FileLineCol` location of which went to the interner: no
    /// buffer of theirs may be registered after that.
    interned_files: FxHashSet<Ident>,
    next_base: u32,
}

impl SourceMap {
    fn find(&self, file: Ident, line: u32, col: u32) -> Option<Location> {
        self.by_file.get(&file)?.iter().find_map(|&i| {
            let b = &self.buffers[i];
            b.offset_of(line, col)
                .map(|off| Location(SOURCE_BIT | (b.base + off)))
        })
    }
}

impl Location {
    /// The handle's raw value: an index in the context's table, or an
    /// encoded position of a registered source buffer.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// The structure of a location: MLIR's builtin location attributes.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocationKind {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`, or a range `loc("file":l1:c1 to l2:c2)`.
    FileLineCol {
        /// The file name.
        file: Ident,
        /// The line, from 1.
        line: u32,
        /// The column, from 1.
        col: u32,
        /// The line and column of a range's end.
        end: Option<(u32, u32)>,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        /// The name.
        name: Ident,
        /// The location the name is given to.
        child: Option<Location>,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// The location in the called code.
        callee: Location,
        /// The location of the call.
        caller: Location,
    },
    /// `loc(fused<metadata>[a, b])`.
    Fused {
        /// The fused locations.
        locations: Box<[Location]>,
        /// The optional metadata attribute.
        metadata: Option<Attribute>,
    },
    /// A location wrapping a dialect attribute: `loc(#dialect.attr)`.
    Opaque(Attribute),
}

impl Context {
    /// Registers a source buffer of `file` (of `len` bytes, with the line
    /// table `starts`, after `line_offset` lines of its file) so that the
    /// locations of its positions need no uniquing. `None` (the caller then
    /// interns its locations) when the buffer's lines overlap a registered
    /// buffer of the same file, when a location of `file` was interned
    /// before, or when the 2 GiB source space is used up.
    pub fn register_source(
        &self,
        file: Ident,
        line_offset: u32,
        starts: Arc<[u32]>,
        len: usize,
    ) -> Option<SourceId> {
        let len = u32::try_from(len).ok()?;
        let mut map = self.sources.write().unwrap_or_else(|e| e.into_inner());
        if map.interned_files.contains(&file) || starts.first() != Some(&0) {
            return None;
        }
        let buffer = SourceBuffer {
            base: map.next_base,
            file,
            line_offset,
            starts,
            len,
        };
        let (first, last) = buffer.lines();
        let overlaps = map.by_file.get(&file).is_some_and(|ids| {
            ids.iter().any(|&i| {
                let (f, l) = map.buffers[i].lines();
                f <= last && first <= l
            })
        });
        // Positions run from 0 to `len` inclusive.
        let end = buffer.base.checked_add(len)?.checked_add(1)?;
        if overlaps || end > SOURCE_BIT {
            return None;
        }
        let id = SourceId {
            base: buffer.base,
            len,
        };
        map.next_base = end;
        let index = map.buffers.len();
        map.buffers.push(buffer);
        map.by_file.entry(file).or_default().push(index);
        Some(id)
    }

    /// The handle of `file:line:col` if a registered buffer has that
    /// position; otherwise marks the file as having interned locations.
    pub(crate) fn source_position(&self, file: Ident, line: u32, col: u32) -> Option<Location> {
        {
            let map = self.sources.read().unwrap_or_else(|e| e.into_inner());
            if let Some(l) = map.find(file, line, col) {
                return Some(l);
            }
            if map.interned_files.contains(&file) {
                return None;
            }
        }
        let mut map = self.sources.write().unwrap_or_else(|e| e.into_inner());
        if let Some(l) = map.find(file, line, col) {
            return Some(l);
        }
        map.interned_files.insert(file);
        None
    }

    /// The `FileLineCol` of an encoded position.
    pub(crate) fn source_loc_kind(&self, l: Location) -> Option<LocationKind> {
        let pos = l.0.checked_sub(SOURCE_BIT)?;
        let map = self.sources.read().unwrap_or_else(|e| e.into_inner());
        let i = map.buffers.partition_point(|b| b.base <= pos).checked_sub(1)?;
        let b = &map.buffers[i];
        let (line, col) = b.line_col(pos - b.base);
        Some(LocationKind::FileLineCol {
            file: b.file,
            line,
            col,
            end: None,
        })
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Location {
        *self
            .unknown_loc
            .get_or_init(|| self.intern_loc(LocationKind::Unknown))
    }

    /// `loc("file":line:col)`.
    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        self.intern_loc(LocationKind::FileLineCol {
            file: self.ident(file),
            line,
            col,
            end: None,
        })
    }

    /// `loc("name")`, or `loc("name"(child))` with a child.
    pub fn name_loc(&self, name: &str, child: Option<Location>) -> Location {
        self.intern_loc(LocationKind::Name {
            name: self.ident(name),
            child,
        })
    }

    /// A fused location, simplified as MLIR's `FusedLoc::get` does: nested
    /// fused locations with the same metadata are inlined, unknown locations
    /// and duplicates dropped, and a single remaining location without
    /// metadata is returned as is.
    pub fn fused_loc(&self, locs: &[Location], metadata: Option<Attribute>) -> Location {
        let mut flat: Vec<Location> = Vec::new();
        for &l in locs {
            match self.loc_kind(l) {
                LocationKind::Fused {
                    locations,
                    metadata: m,
                } if m == metadata => {
                    for &inner in locations.iter() {
                        if !flat.contains(&inner) {
                            flat.push(inner);
                        }
                    }
                }
                LocationKind::Unknown => {}
                _ => {
                    if !flat.contains(&l) {
                        flat.push(l);
                    }
                }
            }
        }
        match (flat.len(), metadata) {
            (0, None) => return self.unknown_loc(),
            (0, Some(_)) => flat.push(self.unknown_loc()),
            (1, None) => return flat[0],
            _ => {}
        }
        self.intern_loc(LocationKind::Fused {
            locations: flat.into(),
            metadata,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn starts(src: &str) -> Arc<[u32]> {
        std::iter::once(0)
            .chain(src.match_indices('\n').map(|(i, _)| i as u32 + 1))
            .collect()
    }

    fn flc(ctx: &Context, file: &str, line: u32, col: u32) -> LocationKind {
        LocationKind::FileLineCol {
            file: ctx.ident(file),
            line,
            col,
            end: None,
        }
    }

    #[test]
    fn buffer_positions_decode_and_stay_canonical() {
        let ctx = Context::new();
        let src = "ab\ncde\n\nf";
        let file = ctx.ident("a.mlir");
        let id = ctx.register_source(file, 0, starts(src), src.len()).unwrap();
        for (pos, line, col) in [
            (0, 1, 1),
            (2, 1, 3),
            (3, 2, 1),
            (6, 2, 4),
            (7, 3, 1),
            (8, 4, 1),
            (9, 4, 2),
        ] {
            let l = id.loc(pos);
            assert_eq!(ctx.loc_kind(l), flc(&ctx, "a.mlir", line, col), "at {pos}");
            // Uniquing the same position gives the same handle.
            assert_eq!(ctx.intern_loc(flc(&ctx, "a.mlir", line, col)), l);
        }
        // A position the buffer does not have is uniqued as usual, and the
        // file then takes no other buffer.
        let far = ctx.intern_loc(flc(&ctx, "a.mlir", 1, 9));
        assert_eq!(ctx.loc_kind(far), flc(&ctx, "a.mlir", 1, 9));
        assert_eq!(ctx.intern_loc(flc(&ctx, "a.mlir", 1, 9)), far);
        assert!(ctx.register_source(file, 10, starts(src), src.len()).is_none());
        // Positions of the registered buffer still map to it.
        assert_eq!(ctx.intern_loc(flc(&ctx, "a.mlir", 2, 2)), id.loc(4));
        // Fused locations see equal positions as one.
        let fused = ctx.fused_loc(&[id.loc(4), ctx.intern_loc(flc(&ctx, "a.mlir", 2, 2))], None);
        assert_eq!(fused, id.loc(4));
    }

    #[test]
    fn chunks_of_one_file_register_apart_and_overlaps_do_not() {
        let ctx = Context::new();
        let file = ctx.ident("split.mlir");
        let chunk = "x\ny\n";
        let first = ctx.register_source(file, 0, starts(chunk), chunk.len()).unwrap();
        // Lines 1-3 again: refused, its positions are the first buffer's.
        assert!(ctx.register_source(file, 2, starts(chunk), chunk.len()).is_none());
        let second = ctx.register_source(file, 3, starts(chunk), chunk.len()).unwrap();
        assert_eq!(ctx.loc_kind(second.loc(2)), flc(&ctx, "split.mlir", 5, 1));
        assert_eq!(ctx.loc_kind(first.loc(2)), flc(&ctx, "split.mlir", 2, 1));
        assert_ne!(first.loc(2), second.loc(2));
        // Another file with the same text is a different buffer.
        let other = ctx
            .register_source(ctx.ident("b.mlir"), 0, starts(chunk), chunk.len())
            .unwrap();
        assert_eq!(ctx.loc_kind(other.loc(0)), flc(&ctx, "b.mlir", 1, 1));
        // A file with an interned location registers no buffer.
        ctx.file_loc("c.mlir", 1, 1);
        assert!(ctx
            .register_source(ctx.ident("c.mlir"), 0, starts(chunk), chunk.len())
            .is_none());
        // Nor does a buffer past the 2 GiB source space.
        assert!(ctx
            .register_source(ctx.ident("d.mlir"), 0, starts(chunk), (1 << 31) - 1)
            .is_none());
    }
}
