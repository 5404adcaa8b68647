//! Thread-safe, append-only uniquing storage.
//!
//! Every uniqued object (type, attribute, location, identifier, affine
//! expression) lives in an [`Interner`]: data is pushed once into an
//! append-only vector and never moves, so reading it through a handle takes
//! no lock. Uniquing takes a lock only on the shard the hash falls in.

use std::hash::{BuildHasher, Hash};
use std::sync::Mutex;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

const SHARDS: usize = 16;

/// The shard of a hash. The table inside a shard hashes with the low half
/// of the hash (see [`table_hash`]); the shard comes from the high half so
/// that entries of one shard do not collide.
#[inline]
fn shard_of(hash: u64) -> usize {
    (hash >> 32) as usize % SHARDS
}

/// A table entry: the index of the value and the low 32 bits of its
/// hash. Keeping the hash in the table lets a probe reject most other
/// entries and lets the table grow without reading (and rehashing) the
/// values, which are scattered over the data vector: with hundreds of
/// thousands of locations, those reads were most of the cost of uniquing.
#[derive(Copy, Clone)]
struct Entry {
    idx: u32,
    hash: u32,
}

/// The hash the shard tables use, from the 32 bits an entry keeps: the
/// bucket comes from the low bits and the tag from the top seven, both
/// taken from the low half of the full hash, while the shard comes from
/// its high half.
#[inline]
fn table_hash(low: u32) -> u64 {
    (u64::from(low) << 32) | u64::from(low)
}

pub(crate) struct Interner<T> {
    data: boxcar::Vec<T>,
    shards: [Mutex<HashTable<Entry>>; SHARDS],
}

impl<T: Hash + Eq> Interner<T> {
    pub(crate) fn new() -> Self {
        Interner {
            data: boxcar::Vec::new(),
            shards: std::array::from_fn(|_| Mutex::new(HashTable::new())),
        }
    }

    fn hash_of<Q: Hash + ?Sized>(value: &Q) -> u64 {
        FxBuildHasher.hash_one(value)
    }

    /// Returns the index of `value`, inserting it if it is new.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let hash = Self::hash_of(&value);
        let low = hash as u32;
        let shard = &self.shards[shard_of(hash)];
        let mut table = shard.lock().unwrap_or_else(|e| e.into_inner());
        let found = table.find(table_hash(low), |e| {
            e.hash == low && self.data[e.idx as usize] == value
        });
        if let Some(e) = found {
            return e.idx;
        }
        let idx = self.data.push(value);
        let idx = u32::try_from(idx).expect("interner overflow: more than 2^32 uniqued objects");
        table.insert_unique(table_hash(low), Entry { idx, hash: low }, |e| table_hash(e.hash));
        idx
    }

    /// Looks `value` up without inserting it.
    pub(crate) fn lookup<Q>(&self, value: &Q) -> Option<u32>
    where
        Q: Hash + ?Sized,
        T: std::borrow::Borrow<Q>,
        Q: Eq,
    {
        let hash = Self::hash_of(value);
        let low = hash as u32;
        let shard = &self.shards[shard_of(hash)];
        let table = shard.lock().unwrap_or_else(|e| e.into_inner());
        table
            .find(table_hash(low), |e| {
                e.hash == low && self.data[e.idx as usize].borrow() == value
            })
            .map(|e| e.idx)
    }

    /// Appends a value that is never uniqued (distinct attributes).
    pub(crate) fn push_distinct(&self, value: T) -> u32 {
        u32::try_from(self.data.push(value)).expect("interner overflow")
    }

    #[inline]
    pub(crate) fn get(&self, idx: u32) -> &T {
        &self.data[idx as usize]
    }

    pub(crate) fn len(&self) -> usize {
        self.data.count()
    }
}

/// A string interner whose lookups by `&str` do not allocate.
pub(crate) struct StrInterner {
    inner: Interner<Box<str>>,
}

impl StrInterner {
    pub(crate) fn new() -> Self {
        StrInterner {
            inner: Interner::new(),
        }
    }

    pub(crate) fn intern(&self, s: &str) -> u32 {
        if let Some(i) = self.inner.lookup(s) {
            return i;
        }
        self.inner.intern(s.into())
    }

    #[inline]
    pub(crate) fn get(&self, idx: u32) -> &str {
        self.inner.get(idx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uniquing_is_stable_across_threads() {
        let interner = Interner::<Vec<u32>>::new();
        let ids: Vec<Vec<u32>> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..4)
                .map(|_| {
                    s.spawn(|| {
                        (0..1000u32)
                            .map(|i| interner.intern(vec![i, i * 2]))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for w in ids.windows(2) {
            assert_eq!(w[0], w[1]);
        }
        assert_eq!(interner.len(), 1000);
        assert_eq!(interner.get(ids[0][7]), &vec![7, 14]);
    }

    #[test]
    fn strings_intern_by_content() {
        let s = StrInterner::new();
        let a = s.intern("func.func");
        let b = s.intern(&String::from("func.func"));
        assert_eq!(a, b);
        assert_ne!(a, s.intern("func.return"));
        assert_eq!(s.get(a), "func.func");
    }
}
