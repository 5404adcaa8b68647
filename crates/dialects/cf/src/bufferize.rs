//! `BufferizableOpInterface` of the branch ops (`cf.br`, `cf.cond_br`,
//! `cf.switch`): an operand is one of the buffers the argument of the
//! block it is passed to may be. The operands are rewritten together with
//! the signatures of the blocks they reach, by the op owning the region.

use strata_ir::bufferization::{AliasingValue, BufferRelation, BufferizableOpInterface};
use strata_ir::interfaces::all_successor_operands;

/// The branch ops: they neither read nor write their tensor operands.
pub(crate) const BRANCH: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _| false,
    aliasing_values: |op, i, out| {
        let Some(ranges) = all_successor_operands(op) else {
            return;
        };
        for (s, range) in ranges.iter().enumerate() {
            if !range.contains(&i) || s >= op.body.num_successors(op.id) {
                continue;
            }
            let block = op.body.successor(op.id, s);
            if let Some(&arg) = op.body.block_args(block).get(i - range.start) {
                // One of the values the argument may be: equivalent to it
                // only when all of them are equivalent.
                out.push(AliasingValue {
                    value: arg,
                    relation: BufferRelation::Unknown,
                    definite: false,
                });
            }
        }
    },
    // The block signatures' bufferization has rewritten the operands.
    bufferize: |_, _, _| Ok(()),
    ..BufferizableOpInterface::DEFAULT
};
