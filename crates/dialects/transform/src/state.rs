//! The interpreter's state: what each handle of the script is associated
//! with, which handles a consuming transform invalidated, and the
//! tracking of payload ops through rewrites.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::{Attribute, Body, Location, OpId, ValueId};

use crate::payload::{BodyKey, Payload, PayloadOp, PayloadValue};

/// A value of the script: a handle or a parameter. Script bodies are not
/// changed while a script runs and outlive the run, so a body is named by
/// its address.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Handle {
    body: usize,
    /// The value in its script body.
    pub value: ValueId,
}

impl Handle {
    /// The handle `value` of script body `body`.
    pub fn new(body: &Body, value: ValueId) -> Handle {
        Handle {
            body: std::ptr::from_ref(body) as usize,
            value,
        }
    }
}

/// What a handle is associated with.
#[derive(Clone, Debug, PartialEq)]
pub enum Mapping {
    /// Payload ops (an op handle).
    Ops(Vec<PayloadOp>),
    /// Payload values (a value handle).
    Values(Vec<PayloadValue>),
    /// Attributes (a parameter).
    Params(Vec<Attribute>),
}

impl Mapping {
    /// The number of associated objects.
    pub fn len(&self) -> usize {
        match self {
            Mapping::Ops(v) => v.len(),
            Mapping::Values(v) => v.len(),
            Mapping::Params(v) => v.len(),
        }
    }

    /// Whether nothing is associated.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Why a handle may no longer be used: the transform that consumed it
/// (or a handle to an ancestor of its payload), for the diagnostic.
#[derive(Clone, Debug)]
pub struct Invalidation {
    /// Where the handle was defined.
    pub handle_loc: Location,
    /// The consuming transform.
    pub consumer_loc: Location,
    /// The consumed operand's number.
    pub operand: usize,
    /// The consumed payload op and the nested one this handle pointed to
    /// (equal when the handle pointed to the consumed op itself).
    pub ancestor: Option<Location>,
    /// See `ancestor`.
    pub nested: Option<Location>,
    /// Whether the handle was a value handle (the notes differ).
    pub value: Option<Location>,
}

/// The associations of the script's handles.
#[derive(Default)]
pub struct TransformState {
    map: FxHashMap<Handle, Mapping>,
    /// Locations of the handles' definitions, for diagnostics.
    locs: FxHashMap<Handle, Location>,
    invalidated: FxHashMap<Handle, Invalidation>,
    /// The handles whose script value has uses (the others are dead: a
    /// rewrite they cannot follow is no error).
    used: rustc_hash::FxHashSet<Handle>,
    /// For each payload op, the handles associated with it (an op may be
    /// listed more than once per handle).
    reverse: FxHashMap<PayloadOp, SmallVec<[Handle; 2]>>,
    /// Data transform ops keep for the rest of the run, one per type
    /// (MLIR's `TransformState::Extension`).
    extensions: FxHashMap<std::any::TypeId, Box<dyn std::any::Any + Send + Sync>>,
}

impl TransformState {
    /// Associates `h` (defined at `loc`) with `m`, replacing what it had.
    pub fn set(&mut self, h: Handle, loc: Location, m: Mapping) {
        self.forget(h);
        if let Mapping::Ops(ops) = &m {
            for &op in ops {
                let hs = self.reverse.entry(op).or_default();
                if !hs.contains(&h) {
                    hs.push(h);
                }
            }
        }
        self.map.insert(h, m);
        self.locs.insert(h, loc);
        self.invalidated.remove(&h);
    }

    /// Drops the association of `h`.
    pub fn forget(&mut self, h: Handle) {
        if let Some(Mapping::Ops(ops)) = self.map.remove(&h) {
            for op in ops {
                if let Some(hs) = self.reverse.get_mut(&op) {
                    hs.retain(|x| *x != h);
                    if hs.is_empty() {
                        self.reverse.remove(&op);
                    }
                }
            }
        }
        self.invalidated.remove(&h);
    }

    /// What `h` is associated with.
    pub fn get(&self, h: Handle) -> Option<&Mapping> {
        self.map.get(&h)
    }

    /// The payload ops of `h` (empty for other kinds).
    pub fn ops(&self, h: Handle) -> &[PayloadOp] {
        match self.map.get(&h) {
            Some(Mapping::Ops(v)) => v,
            _ => &[],
        }
    }

    /// The payload values of `h`.
    pub fn values(&self, h: Handle) -> &[PayloadValue] {
        match self.map.get(&h) {
            Some(Mapping::Values(v)) => v,
            _ => &[],
        }
    }

    /// The parameters of `h`.
    pub fn params(&self, h: Handle) -> &[Attribute] {
        match self.map.get(&h) {
            Some(Mapping::Params(v)) => v,
            _ => &[],
        }
    }

    /// Why `h` is invalid, if it is.
    pub fn invalidation(&self, h: Handle) -> Option<&Invalidation> {
        self.invalidated.get(&h)
    }

    /// Marks the live handles whose payload is `consumed`'s payload or
    /// nested in it as invalid (MLIR's handle invalidation on
    /// consumption), `consumed` included.
    pub fn invalidate_for_consumed(
        &mut self,
        payload: &mut Payload<'_>,
        consumed: Handle,
        consumer_loc: Location,
        operand: usize,
        op_loc: &dyn Fn(&Payload<'_>, PayloadOp) -> Location,
        value_loc: &dyn Fn(&Payload<'_>, PayloadValue) -> Location,
    ) {
        let targets: Vec<PayloadOp> = self.ops(consumed).to_vec();
        let mut target_index: FxHashMap<PayloadOp, usize> = FxHashMap::default();
        for (i, &t) in targets.iter().enumerate() {
            target_index.entry(t).or_insert(i);
        }
        let consumed_values: Vec<PayloadValue> = self.values(consumed).to_vec();
        let handles: Vec<Handle> = self.map.keys().copied().collect();
        let mut found: Vec<(Handle, Invalidation)> = Vec::new();
        for h in handles {
            if self.invalidated.contains_key(&h) {
                continue;
            }
            let handle_loc = self.locs.get(&h).copied().unwrap_or(consumer_loc);
            let base = Invalidation {
                handle_loc,
                consumer_loc,
                operand,
                ancestor: None,
                nested: None,
                value: None,
            };
            match self.map.get(&h) {
                Some(Mapping::Ops(ops)) => {
                    // The first target (in the consumed handle's order) that
                    // is an ancestor of one of the ops, with the first such
                    // op: each op's ancestors are walked once, so the cost
                    // is the ops times their depth, not times the targets.
                    let ops = ops.clone();
                    let mut best: Option<(usize, PayloadOp, PayloadOp)> = None;
                    for &o in &ops {
                        let mut cur = Some(o);
                        while let Some(c) = cur {
                            if let Some(&i) = target_index.get(&c) {
                                if best.is_none_or(|(b, _, _)| i < b) {
                                    best = Some((i, c, o));
                                }
                            }
                            cur = payload.parent(c);
                        }
                    }
                    if let Some((_, t, o)) = best {
                        found.push((
                            h,
                            Invalidation {
                                ancestor: Some(op_loc(payload, t)),
                                nested: Some(op_loc(payload, o)),
                                ..base
                            },
                        ));
                    }
                    if h == consumed && !found.iter().any(|(x, _)| *x == h) {
                        found.push((h, base));
                    }
                }
                Some(Mapping::Values(vals)) => {
                    let vals = vals.clone();
                    'outer: for &v in &vals {
                        if consumed_values.contains(&v) {
                            found.push((
                                h,
                                Invalidation {
                                    value: Some(value_loc(payload, v)),
                                    ..base.clone()
                                },
                            ));
                            break 'outer;
                        }
                        for &t in &targets {
                            if payload.is_value_in(t, v, true) {
                                found.push((
                                    h,
                                    Invalidation {
                                        ancestor: Some(op_loc(payload, t)),
                                        value: Some(value_loc(payload, v)),
                                        ..base.clone()
                                    },
                                ));
                                break 'outer;
                            }
                        }
                    }
                    if h == consumed && !found.iter().any(|(x, _)| *x == h) {
                        found.push((h, base));
                    }
                }
                Some(Mapping::Params(_)) if h == consumed => found.push((h, base)),
                Some(Mapping::Params(_)) => {}
                None => {}
            }
        }
        for (h, inv) in found {
            self.invalidated.insert(h, inv);
        }
    }

    /// Re-points every handle associated with `old` to `new` (tracking
    /// through a replacement), or drops `old` from them.
    pub fn replace_payload_op(&mut self, old: PayloadOp, new: Option<PayloadOp>) {
        let Some(hs) = self.reverse.remove(&old) else {
            return;
        };
        for h in hs {
            if let Some(Mapping::Ops(ops)) = self.map.get_mut(&h) {
                match new {
                    Some(n) => {
                        for o in ops.iter_mut() {
                            if *o == old {
                                *o = n;
                            }
                        }
                        let e = self.reverse.entry(n).or_default();
                        if !e.contains(&h) {
                            e.push(h);
                        }
                    }
                    None => ops.retain(|o| *o != old),
                }
            }
        }
    }

    /// Drops every association with an op in a body under `path` (an
    /// isolated op was erased with its body).
    pub fn forget_bodies_under(&mut self, payload: &Payload<'_>, key: BodyKey, op: OpId) {
        let mut prefix = payload.path(key).to_vec();
        prefix.push(op);
        let gone: Vec<PayloadOp> = self
            .reverse
            .keys()
            .filter(|p| payload.path(p.body).starts_with(&prefix))
            .copied()
            .collect();
        for p in gone {
            self.replace_payload_op(p, None);
        }
        for m in self.map.values_mut() {
            if let Mapping::Values(vs) = m {
                vs.retain(|v| !payload.path(v.body).starts_with(&prefix));
            }
        }
    }

    /// Drops values of `key`'s body that `keep` rejects from value handles
    /// (values of erased ops).
    pub fn retain_values(&mut self, key: BodyKey, keep: &dyn Fn(ValueId) -> bool) {
        for m in self.map.values_mut() {
            if let Mapping::Values(vs) = m {
                vs.retain(|v| v.body != key || keep(v.value));
            }
        }
    }

    /// Drops the association of a consumed handle, keeping the record of
    /// its invalidation.
    pub fn drop_consumed(&mut self, h: Handle) {
        let inv = self.invalidated.remove(&h);
        self.forget(h);
        if let Some(inv) = inv {
            self.invalidated.insert(h, inv);
        }
    }

    /// Re-points every value handle holding `old` to `new`, or drops
    /// `old` from them.
    pub fn replace_payload_value(&mut self, old: PayloadValue, new: Option<PayloadValue>) {
        for m in self.map.values_mut() {
            if let Mapping::Values(vs) = m {
                match new {
                    Some(n) => vs.iter_mut().filter(|v| **v == old).for_each(|v| *v = n),
                    None => vs.retain(|v| *v != old),
                }
            }
        }
    }

    /// Adds the extension of type `T`, unless there is one.
    pub fn add_extension<T: std::any::Any + Send + Sync>(&mut self, extension: T) {
        self.extensions
            .entry(std::any::TypeId::of::<T>())
            .or_insert_with(|| Box::new(extension));
    }

    /// The extension of type `T`, if added.
    pub fn extension<T: std::any::Any + Send + Sync>(&self) -> Option<&T> {
        self.extensions
            .get(&std::any::TypeId::of::<T>())
            .and_then(|e| e.downcast_ref())
    }

    /// Removes the extension of type `T`.
    pub fn remove_extension<T: std::any::Any + Send + Sync>(&mut self) {
        self.extensions.remove(&std::any::TypeId::of::<T>());
    }

    /// Records whether the script uses handle `h`.
    pub fn set_used(&mut self, h: Handle, used: bool) {
        if used {
            self.used.insert(h);
        } else {
            self.used.remove(&h);
        }
    }

    /// Whether the script uses handle `h`.
    pub fn is_used(&self, h: Handle) -> bool {
        self.used.contains(&h)
    }

    /// Where handle `h` is defined.
    pub fn handle_loc(&self, h: Handle) -> Option<Location> {
        self.locs.get(&h).copied()
    }

    /// The handles associated with payload op `op`.
    pub fn handles_of(&self, op: PayloadOp) -> &[Handle] {
        self.reverse.get(&op).map_or(&[], |v| v.as_slice())
    }

    /// Every handle with an association, and its mapping.
    pub fn iter(&self) -> impl Iterator<Item = (Handle, &Mapping)> + '_ {
        self.map.iter().map(|(h, m)| (*h, m))
    }
}
