//! Structural equality of operations (MLIR's `OperationEquivalence::
//! isEquivalentTo` and `isRegionEquivalentTo`): two ops are equivalent if
//! their names, attributes, properties, types, successors and regions
//! match, with values and blocks corresponding by position. The ops may
//! live in different bodies; isolated ops' bodies are compared on their
//! own.

use rustc_hash::FxHashMap;

use crate::{BlockId, Body, OpId, RegionId, ValueId};

/// A comparison in progress: the values and blocks matched so far.
#[derive(Default)]
pub struct OperationEquivalence {
    /// Whether op and block argument locations must match too (MLIR
    /// compares them unless `IgnoreLocations` is set).
    check_locations: bool,
    values: FxHashMap<ValueId, ValueId>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl OperationEquivalence {
    /// A comparison that ignores locations.
    pub fn ignoring_locations() -> OperationEquivalence {
        OperationEquivalence::default()
    }

    /// A comparison that also requires equal locations.
    pub fn with_locations() -> OperationEquivalence {
        OperationEquivalence {
            check_locations: true,
            ..OperationEquivalence::default()
        }
    }

    /// Whether op `a` of `x` and op `b` of `y` are equivalent. Operands
    /// defined outside the ops must be the same values (or values already
    /// matched).
    pub fn ops(&mut self, x: &Body, a: OpId, y: &Body, b: OpId) -> bool {
        let same = x.op_name(a) == y.op_name(b)
            && x.op_properties(a) == y.op_properties(b)
            && x.op_attr_dict(a) == y.op_attr_dict(b)
            && (!self.check_locations || x.op_loc(a) == y.op_loc(b))
            && x.num_operands(a) == y.num_operands(b)
            && x.operand_types(a).eq(y.operand_types(b))
            && x.result_types(a).eq(y.result_types(b))
            && x.num_successors(a) == y.num_successors(b)
            && x.num_regions(a) == y.num_regions(b)
            && x.operands(a).zip(y.operands(b)).all(|(u, v)| {
                self.values
                    .get(&u)
                    .map_or(std::ptr::eq(x, y) && u == v, |&w| w == v)
            })
            && x.successors(a)
                .zip(y.successors(b))
                .all(|(s, t)| self.blocks.get(&s) == Some(&t));
        if !same {
            return false;
        }
        match (x.child_body(a), y.child_body(b)) {
            (Some(cx), Some(cy)) => {
                let mut inner = OperationEquivalence {
                    check_locations: self.check_locations,
                    ..OperationEquivalence::default()
                };
                let (r1, r2) = (cx.root_regions(), cy.root_regions());
                if r1.len() != r2.len() || !r1.iter().zip(r2).all(|(&s, &t)| inner.regions(cx, s, cy, t)) {
                    return false;
                }
            }
            (None, None) => {
                let (r1, r2) = (x.regions_in_body(a), y.regions_in_body(b));
                if r1.len() != r2.len() || !r1.iter().zip(r2).all(|(&s, &t)| self.regions(x, s, y, t)) {
                    return false;
                }
            }
            _ => return false,
        }
        self.values.extend(x.results(a).zip(y.results(b)));
        true
    }

    /// Whether region `r1` of `x` and region `r2` of `y` are equivalent.
    pub fn regions(&mut self, x: &Body, r1: RegionId, y: &Body, r2: RegionId) -> bool {
        let b1: Vec<BlockId> = x.region_blocks(r1).collect();
        let b2: Vec<BlockId> = y.region_blocks(r2).collect();
        if b1.len() != b2.len() {
            return false;
        }
        // Blocks and their arguments first: successors may refer forward.
        for (&p, &q) in b1.iter().zip(&b2) {
            let (a1, a2) = (x.block_args(p), y.block_args(q));
            if a1.len() != a2.len()
                || a1.iter().zip(a2).any(|(&u, &v)| {
                    x.value_type(u) != y.value_type(v)
                        || (self.check_locations && x.value_loc(u) != y.value_loc(v))
                })
            {
                return false;
            }
            self.blocks.insert(p, q);
            self.values.extend(a1.iter().copied().zip(a2.iter().copied()));
        }
        b1.iter().zip(&b2).all(|(&p, &q)| {
            let o1: Vec<OpId> = x.block_ops(p).collect();
            let o2: Vec<OpId> = y.block_ops(q).collect();
            o1.len() == o2.len() && o1.iter().zip(&o2).all(|(&a, &b)| self.ops(x, a, y, b))
        })
    }
}
