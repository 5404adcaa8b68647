//! Dialect resources: the `{-# dialect_resources: {...} #-}` section.
//!
//! Resources are named blobs (or bools and strings) owned by a dialect and
//! referenced from attributes such as `dense_resource<key>`. They live in
//! the context so that every body can refer to them.

use std::sync::Mutex;

use rustc_hash::FxHashMap;

use crate::Context;

/// The value of a resource entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceValue {
    /// A blob: `"0x" + alignment (4 bytes, little endian) + data` in text.
    Blob {
        /// The alignment the data requires, in bytes.
        alignment: u32,
        /// The bytes.
        data: Box<[u8]>,
    },
    /// `true` or `false`.
    Bool(bool),
    /// A string.
    String(String),
}

#[derive(Default)]
pub(crate) struct ResourceTable {
    /// (dialect, key) -> value, in insertion order.
    entries: Vec<(String, String, ResourceValue)>,
    index: FxHashMap<(String, String), usize>,
}

impl Context {
    /// Defines (or replaces) a resource of `dialect`.
    pub fn set_resource(&self, dialect: &str, key: &str, value: ResourceValue) {
        let mut t = self.resources.lock().unwrap_or_else(|e| e.into_inner());
        let k = (dialect.to_string(), key.to_string());
        match t.index.get(&k) {
            Some(&i) => t.entries[i].2 = value,
            None => {
                let i = t.entries.len();
                t.entries.push((k.0.clone(), k.1.clone(), value));
                t.index.insert(k, i);
            }
        }
    }

    /// The value of a resource, if defined.
    pub fn resource(&self, dialect: &str, key: &str) -> Option<ResourceValue> {
        let t = self.resources.lock().unwrap_or_else(|e| e.into_inner());
        t.index
            .get(&(dialect.to_string(), key.to_string()))
            .map(|&i| t.entries[i].2.clone())
    }

    /// Every resource as (dialect, key, value), in definition order.
    pub fn resources(&self) -> Vec<(String, String, ResourceValue)> {
        self.resources
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entries
            .clone()
    }
}

pub(crate) type ResourceLock = Mutex<ResourceTable>;
