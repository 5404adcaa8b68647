//! Source locations (`loc(...)`), uniqued like attributes.

use crate::{Attribute, Context, Ident};

#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Location(pub(crate) u32);

impl Location {
    pub fn index(self) -> u32 {
        self.0
    }
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocationKind {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`, or a range `loc("file":l1:c1 to l2:c2)`.
    FileLineCol {
        file: Ident,
        line: u32,
        col: u32,
        end: Option<(u32, u32)>,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name { name: Ident, child: Option<Location> },
    /// `loc(callsite(callee at caller))`.
    CallSite { callee: Location, caller: Location },
    /// `loc(fused<metadata>[a, b])`.
    Fused {
        locations: Box<[Location]>,
        metadata: Option<Attribute>,
    },
    /// A location wrapping a dialect attribute: `loc(#dialect.attr)`.
    Opaque(Attribute),
}

impl Context {
    pub fn unknown_loc(&self) -> Location {
        *self
            .unknown_loc
            .get_or_init(|| self.intern_loc(LocationKind::Unknown))
    }

    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        self.intern_loc(LocationKind::FileLineCol {
            file: self.ident(file),
            line,
            col,
            end: None,
        })
    }

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
                } if *m == metadata => {
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
