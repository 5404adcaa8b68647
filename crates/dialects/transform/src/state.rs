//! The interpreter's state: what each handle of the script is associated
//! with, which handles a consuming transform invalidated, and the
//! tracking of payload ops through rewrites.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::{Attribute, Body, Location, OpId, ValueId};

use crate::payload::{BodyKey, Payload, PayloadOp, PayloadValue, ValueOrigin};

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

    /// The address of the script body the handle is a value of.
    pub fn body_id(&self) -> usize {
        self.body
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

/// Why a handle may no longer be used: the error's message and its notes
/// (the handle, the transform that consumed it, the payload concerned),
/// as MLIR words them for each way a handle is invalidated.
#[derive(Clone, Debug)]
pub struct Invalidation {
    /// The error's message.
    pub message: &'static str,
    /// The notes, in order.
    pub notes: Vec<(Location, String)>,
}

const USES_INVALIDATED: &str = "op uses a handle invalidated by a previously executed transform op";

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
        let nested_note = format!(
            "invalidated by this transform op that consumes its operand #{operand} and invalidates all handles to payload IR entities associated with this operand and entities nested in them"
        );
        let mut found: FxHashMap<Handle, Invalidation> = FxHashMap::default();
        match self.map.get(&consumed) {
            Some(Mapping::Ops(targets)) if targets.is_empty() => {
                found.insert(
                    consumed,
                    Invalidation {
                        message: "op uses a handle associated with empty payload and invalidated by a previously executed transform op",
                        notes: vec![(
                            consumer_loc,
                            format!("invalidated by this transform op that consumes its operand #{operand}"),
                        )],
                    },
                );
            }
            Some(Mapping::Ops(targets)) => {
                let targets = targets.clone();
                self.invalidate_nested(
                    payload,
                    &targets,
                    None,
                    consumer_loc,
                    &nested_note,
                    op_loc,
                    value_loc,
                    &mut found,
                );
            }
            Some(Mapping::Values(values)) => {
                // Handles to the same values first, then, per value, what is
                // nested in the op defining it (or in its block's ops).
                let values = values.clone();
                let same_note = format!(
                    "invalidated by this transform op that consumes its operand #{operand} and invalidates handles to the same values as associated with it"
                );
                for &v in &values {
                    let vloc = value_loc(payload, v);
                    for (&h, m) in &self.map {
                        if let Mapping::Values(vs) = m {
                            if vs.contains(&v) && !self.invalidated.contains_key(&h) {
                                let hloc = self.locs.get(&h).copied().unwrap_or(consumer_loc);
                                found.insert(
                                    h,
                                    Invalidation {
                                        message: USES_INVALIDATED,
                                        notes: vec![
                                            (hloc, "invalidated handle".into()),
                                            (consumer_loc, same_note.clone()),
                                            (vloc, "payload value".into()),
                                        ],
                                    },
                                );
                            }
                        }
                    }
                }
                for &v in &values {
                    let ancestors: Vec<PayloadOp> = match payload.value_origin(v) {
                        Some((def, ValueOrigin::Result(_))) => vec![def],
                        Some((_, ValueOrigin::Argument { .. })) => payload.block_ops_of_arg(v),
                        None => Vec::new(),
                    };
                    self.invalidate_nested(
                        payload,
                        &ancestors,
                        Some(v),
                        consumer_loc,
                        &nested_note,
                        op_loc,
                        value_loc,
                        &mut found,
                    );
                }
            }
            _ => {}
        }
        if !found.contains_key(&consumed) && !self.invalidated.contains_key(&consumed) {
            found.insert(
                consumed,
                Invalidation {
                    message: USES_INVALIDATED,
                    notes: vec![
                        (
                            self.locs.get(&consumed).copied().unwrap_or(consumer_loc),
                            "handle to invalidated ops".into(),
                        ),
                        (consumer_loc, nested_note),
                    ],
                },
            );
        }
        for (h, inv) in found {
            self.invalidated.insert(h, inv);
        }
    }

    /// MLIR's `recordOpHandleInvalidation`: the op handles pointing into
    /// `ancestors` (a payload op or one nested in one) and the value
    /// handles to values defined there, not yet invalid; `through` is the
    /// consumed value when a value handle was consumed.
    #[allow(clippy::too_many_arguments)]
    fn invalidate_nested(
        &self,
        payload: &mut Payload<'_>,
        ancestors: &[PayloadOp],
        through: Option<PayloadValue>,
        consumer_loc: Location,
        nested_note: &str,
        op_loc: &dyn Fn(&Payload<'_>, PayloadOp) -> Location,
        value_loc: &dyn Fn(&Payload<'_>, PayloadValue) -> Location,
        found: &mut FxHashMap<Handle, Invalidation>,
    ) {
        if ancestors.is_empty() {
            return;
        }
        let mut index: FxHashMap<PayloadOp, usize> = FxHashMap::default();
        for (i, &t) in ancestors.iter().enumerate() {
            index.entry(t).or_insert(i);
        }
        // The first ancestor (in the handle's order) enclosing `o`: each
        // op's ancestors are walked once, so the cost is the ops times
        // their depth, not times the ancestors.
        let enclosing = |payload: &mut Payload<'_>, o: PayloadOp| {
            let mut best: Option<(usize, PayloadOp)> = None;
            let mut cur = Some(o);
            while let Some(c) = cur {
                if let Some(&i) = index.get(&c) {
                    if best.is_none_or(|(b, _)| i < b) {
                        best = Some((i, c));
                    }
                }
                cur = payload.parent(c);
            }
            best.map(|(_, t)| t)
        };
        let handles: Vec<(Handle, Mapping)> = self
            .map
            .iter()
            .filter(|(h, _)| !self.invalidated.contains_key(h))
            .map(|(&h, m)| (h, m.clone()))
            .collect();
        for (h, m) in handles {
            if found.contains_key(&h) {
                continue;
            }
            let hloc = self.locs.get(&h).copied().unwrap_or(consumer_loc);
            match m {
                Mapping::Ops(ops) => {
                    let hit = ops.iter().find_map(|&o| enclosing(payload, o).map(|t| (t, o)));
                    if let Some((t, o)) = hit {
                        let mut notes = vec![
                            (hloc, "handle to invalidated ops".to_string()),
                            (consumer_loc, nested_note.to_string()),
                            (op_loc(payload, t), "ancestor payload op".into()),
                            (op_loc(payload, o), "nested payload op".into()),
                        ];
                        if let Some(v) = through {
                            notes.push((
                                value_loc(payload, v),
                                "consumed handle points to this payload value".into(),
                            ));
                        }
                        found.insert(
                            h,
                            Invalidation {
                                message: USES_INVALIDATED,
                                notes,
                            },
                        );
                    }
                }
                Mapping::Values(vals) => {
                    for &v in &vals {
                        let Some((def, origin)) = payload.value_origin(v) else {
                            continue;
                        };
                        let Some(t) = enclosing(payload, def) else {
                            continue;
                        };
                        let defined = match origin {
                            ValueOrigin::Result(i) => format!("op defining the value as result #{i}"),
                            ValueOrigin::Argument { arg, block, region } => format!(
                                "op defining the value as block argument #{arg} of block #{block} in region #{region}"
                            ),
                        };
                        let notes = vec![
                            (hloc, "invalidated handle".to_string()),
                            (consumer_loc, nested_note.to_string()),
                            (
                                op_loc(payload, t),
                                "ancestor op associated with the consumed handle".into(),
                            ),
                            (op_loc(payload, def), defined),
                            (value_loc(payload, v), "payload value".into()),
                        ];
                        found.insert(
                            h,
                            Invalidation {
                                message: USES_INVALIDATED,
                                notes,
                            },
                        );
                        break;
                    }
                }
                Mapping::Params(_) => {}
            }
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
