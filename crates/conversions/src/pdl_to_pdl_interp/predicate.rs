//! The vocabulary of pattern matching: positions (where in the payload IR
//! a value is found, relative to the root op), questions asked of a
//! position and the answers a pattern expects. Both are interned, so a
//! predicate shared by several patterns is one `(PosId, QualId)` pair and
//! the matcher tree can merge them by comparing ids.

use rustc_hash::FxHashMap;
use std::hash::Hash;
use strata_ir::{Attribute, Ident, Type};

/// An interned [`Position`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PosId(pub u32);

/// An interned [`Qualifier`] (a question or an answer).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct QualId(pub u32);

/// Where a matched value lives. The declaration order of the variants is
/// the priority order of positions when predicates are sorted.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    /// An op: the root (no parent, depth 0), the defining op of an operand
    /// position, or the op a `ForEach` iterates over.
    Operation { parent: Option<PosId>, depth: u32 },
    /// One operand of an op.
    Operand { op: PosId, index: u32 },
    /// A group of operands (`None`: all of them); `variadic` when the
    /// group may hold any number of values.
    OperandGroup {
        op: PosId,
        group: Option<u32>,
        variadic: bool,
    },
    /// A named attribute of an op.
    Attribute { op: PosId, name: Ident },
    /// A result of a native constraint.
    ConstraintResult { question: QualId, index: u32 },
    /// One result of an op.
    Result { op: PosId, index: u32 },
    /// A group of results (`None`: all of them).
    ResultGroup {
        op: PosId,
        group: Option<u32>,
        variadic: bool,
    },
    /// The type of an attribute, operand or result position.
    Type { of: PosId },
    /// A constant attribute.
    AttributeLiteral(Attribute),
    /// A constant type (a type attribute) or type range (an array of them).
    TypeLiteral(Attribute),
    /// The users of a value (of its first element for a range, when
    /// `representative`).
    Users { of: PosId, representative: bool },
    /// Each element of a range of ops; `id` tells loops apart.
    ForEach { of: PosId, id: u32 },
}

impl Position {
    /// The priority rank of the position's kind.
    pub fn kind(&self) -> u8 {
        match self {
            Position::Operation { .. } => 0,
            Position::Operand { .. } => 1,
            Position::OperandGroup { .. } => 2,
            Position::Attribute { .. } => 3,
            Position::ConstraintResult { .. } => 4,
            Position::Result { .. } => 5,
            Position::ResultGroup { .. } => 6,
            Position::Type { .. } => 7,
            Position::AttributeLiteral(_) => 8,
            Position::TypeLiteral(_) => 9,
            Position::Users { .. } => 10,
            Position::ForEach { .. } => 11,
        }
    }

    /// The position this one is found from.
    pub fn parent(&self) -> Option<PosId> {
        match *self {
            Position::Operation { parent, .. } => parent,
            Position::Operand { op, .. }
            | Position::OperandGroup { op, .. }
            | Position::Attribute { op, .. }
            | Position::Result { op, .. }
            | Position::ResultGroup { op, .. } => Some(op),
            Position::Type { of } | Position::Users { of, .. } | Position::ForEach { of, .. } => Some(of),
            Position::ConstraintResult { .. } | Position::AttributeLiteral(_) | Position::TypeLiteral(_) => {
                None
            }
        }
    }
}

/// A question asked of a position, or an answer to one. The questions'
/// declaration order is their priority (and dependency) order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Qualifier {
    // Questions.
    /// Is the value present?
    IsNotNull,
    /// The op's name.
    OperationName,
    /// The value's type (or type range).
    Type,
    /// The attribute's value.
    Attribute,
    /// Does the op have at least this many operands?
    OperandCountAtLeast,
    /// The op's operand count.
    OperandCount,
    /// Does the op have at least this many results?
    ResultCountAtLeast,
    /// The op's result count.
    ResultCount,
    /// Is the value the one at another position?
    EqualTo(PosId),
    /// Does a native constraint hold of these positions' values?
    Constraint {
        name: String,
        args: Vec<PosId>,
        result_types: Vec<Type>,
        negated: bool,
    },
    // Answers.
    /// An attribute value.
    AttributeAnswer(Attribute),
    /// An op name.
    OperationNameAnswer(String),
    /// Yes.
    True,
    /// A type attribute or an array of them.
    TypeAnswer(Attribute),
    /// A count.
    Unsigned(u32),
}

impl Qualifier {
    /// The priority rank of a question's kind.
    pub fn kind(&self) -> u8 {
        match self {
            Qualifier::IsNotNull => 0,
            Qualifier::OperationName => 1,
            Qualifier::Type => 2,
            Qualifier::Attribute => 3,
            Qualifier::OperandCountAtLeast => 4,
            Qualifier::OperandCount => 5,
            Qualifier::ResultCountAtLeast => 6,
            Qualifier::ResultCount => 7,
            Qualifier::EqualTo(_) => 8,
            Qualifier::Constraint { .. } => 9,
            Qualifier::AttributeAnswer(_) => 10,
            Qualifier::OperationNameAnswer(_) => 12,
            Qualifier::True => 13,
            Qualifier::TypeAnswer(_) => 14,
            Qualifier::Unsigned(_) => 15,
        }
    }
}

/// Dense interning of one kind of key.
struct Interner<K> {
    items: Vec<K>,
    ids: FxHashMap<K, u32>,
}

impl<K: Clone + Eq + Hash> Interner<K> {
    fn new() -> Self {
        Interner {
            items: Vec::new(),
            ids: FxHashMap::default(),
        }
    }

    fn intern(&mut self, k: K) -> u32 {
        if let Some(&id) = self.ids.get(&k) {
            return id;
        }
        let id = self.items.len() as u32;
        self.items.push(k.clone());
        self.ids.insert(k, id);
        id
    }
}

/// The positions and qualifiers of one conversion, with the operation
/// depth of every position precomputed.
pub struct Predicates {
    positions: Interner<Position>,
    depths: Vec<u32>,
    quals: Interner<Qualifier>,
}

impl Default for Predicates {
    fn default() -> Self {
        Predicates {
            positions: Interner::new(),
            depths: Vec::new(),
            quals: Interner::new(),
        }
    }
}

impl Predicates {
    /// Interns a position.
    pub fn pos(&mut self, p: Position) -> PosId {
        let depth = match &p {
            Position::Operation { depth, .. } => *depth,
            other => other.parent().map_or(0, |q| self.depths[q.0 as usize]),
        };
        let id = self.positions.intern(p);
        if id as usize == self.depths.len() {
            self.depths.push(depth);
        }
        PosId(id)
    }

    /// Interns a qualifier.
    pub fn qual(&mut self, q: Qualifier) -> QualId {
        QualId(self.quals.intern(q))
    }

    /// The position behind an id.
    pub fn position(&self, p: PosId) -> &Position {
        &self.positions.items[p.0 as usize]
    }

    /// The qualifier behind an id.
    pub fn qualifier(&self, q: QualId) -> &Qualifier {
        &self.quals.items[q.0 as usize]
    }

    /// The depth of the nearest op position at or above `p` (0 for the
    /// root and for positions not found from an op).
    pub fn depth(&self, p: PosId) -> u32 {
        self.depths[p.0 as usize]
    }

    /// The root op.
    pub fn root(&mut self) -> PosId {
        self.pos(Position::Operation {
            parent: None,
            depth: 0,
        })
    }

    /// The op defining the value at `p` (or passed through by a `ForEach`).
    pub fn op_at(&mut self, p: PosId) -> PosId {
        let depth = self.depth(p) + 1;
        self.pos(Position::Operation {
            parent: Some(p),
            depth,
        })
    }

    /// The type of the value or attribute at `p`.
    pub fn type_of(&mut self, p: PosId) -> PosId {
        self.pos(Position::Type { of: p })
    }

    /// Whether `p` is an op found as the defining op of an operand.
    pub fn is_operand_defining_op(&self, p: PosId) -> bool {
        match *self.position(p) {
            Position::Operation {
                parent: Some(parent), ..
            } => matches!(
                self.position(parent),
                Position::Operand { .. } | Position::OperandGroup { .. }
            ),
            _ => false,
        }
    }
}
