//! [`EntitySet`]: a set of entities (ops, values, blocks) as a growable
//! bit vector over their indices. Entities of a body are numbered densely,
//! so membership tests are a shift and a mask, with no hashing, and a set
//! holding most of a body's ops costs one bit per op.

use std::marker::PhantomData;

use cranelift_entity::EntityRef;

/// A set of entities `K`, one bit per index up to the largest inserted.
pub struct EntitySet<K> {
    words: Vec<u64>,
    unused: PhantomData<K>,
}

impl<K> Default for EntitySet<K> {
    fn default() -> Self {
        EntitySet {
            words: Vec::new(),
            unused: PhantomData,
        }
    }
}

impl<K> Clone for EntitySet<K> {
    fn clone(&self) -> Self {
        EntitySet {
            words: self.words.clone(),
            unused: PhantomData,
        }
    }
}

impl<K: EntityRef> EntitySet<K> {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    fn split(k: K) -> (usize, u64) {
        let i = k.index();
        (i / 64, 1 << (i % 64))
    }

    /// Adds `k`; returns whether it was absent.
    pub fn insert(&mut self, k: K) -> bool {
        let (w, bit) = Self::split(k);
        if w >= self.words.len() {
            self.words.resize(w + 1, 0);
        }
        let absent = self.words[w] & bit == 0;
        self.words[w] |= bit;
        absent
    }

    /// Removes `k`; returns whether it was present.
    pub fn remove(&mut self, k: K) -> bool {
        let (w, bit) = Self::split(k);
        match self.words.get_mut(w) {
            Some(word) if *word & bit != 0 => {
                *word &= !bit;
                true
            }
            _ => false,
        }
    }

    /// Whether `k` is in the set.
    pub fn contains(&self, k: K) -> bool {
        let (w, bit) = Self::split(k);
        self.words.get(w).is_some_and(|word| word & bit != 0)
    }

    /// Removes everything, keeping the memory for reuse.
    pub fn clear(&mut self) {
        self.words.fill(0);
    }

    /// Whether the set is empty (time proportional to its capacity).
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The members, in index order.
    pub fn iter(&self) -> impl Iterator<Item = K> + '_ {
        self.words.iter().enumerate().flat_map(|(w, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                if rest == 0 {
                    return None;
                }
                let b = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                Some(K::new(w * 64 + b))
            })
        })
    }
}

impl<K: EntityRef> FromIterator<K> for EntitySet<K> {
    fn from_iter<I: IntoIterator<Item = K>>(iter: I) -> Self {
        let mut s = EntitySet::new();
        for k in iter {
            s.insert(k);
        }
        s
    }
}

impl<K: EntityRef> Extend<K> for EntitySet<K> {
    fn extend<I: IntoIterator<Item = K>>(&mut self, iter: I) {
        for k in iter {
            self.insert(k);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::OpId;

    #[test]
    fn insert_remove_contains_iter() {
        let mut s: EntitySet<OpId> = EntitySet::new();
        assert!(s.is_empty());
        assert!(!s.contains(OpId::new(1000)));
        assert!(s.insert(OpId::new(3)));
        assert!(!s.insert(OpId::new(3)));
        assert!(s.insert(OpId::new(64)));
        assert!(s.insert(OpId::new(200)));
        assert!(s.contains(OpId::new(64)));
        assert!(!s.contains(OpId::new(65)));
        assert_eq!(
            s.iter().collect::<Vec<_>>(),
            [OpId::new(3), OpId::new(64), OpId::new(200)]
        );
        assert!(s.remove(OpId::new(64)));
        assert!(!s.remove(OpId::new(64)));
        assert!(!s.remove(OpId::new(5000)));
        assert_eq!(s.iter().count(), 2);
        s.clear();
        assert!(s.is_empty());
        assert!(!s.contains(OpId::new(3)));
    }
}
