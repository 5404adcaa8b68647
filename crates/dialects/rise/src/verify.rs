//! The type checks: each message names the types that disagree.

use strata_ir::{LogicalResult, OpRef, Type};

use crate::types::{fun_parts, scalar_inner};
use crate::{memref_rise_type, pattern_type};

fn quoted(op: OpRef<'_>, t: Type) -> String {
    op.ctx.quoted_types([t])
}

/// A pattern's result is the function type its parameters give.
pub(crate) fn verify_pattern(op: OpRef<'_>) -> LogicalResult {
    let expected = pattern_type(op.ctx, op.name_str(), &|n| op.attr(n)).map_err(|m| op.emit_op_error(m))?;
    let got = op.result_type(0);
    if got != expected {
        return Err(op.emit_op_error(format!(
            "result type {} does not match the type {} its parameters give",
            quoted(op, got),
            quoted(op, expected)
        )));
    }
    Ok(())
}

/// Each argument has the type the function expects at its position, and
/// the result is what remains of the function type.
pub(crate) fn verify_apply(op: OpRef<'_>) -> LogicalResult {
    let ft = op.operand_type(0);
    let nargs = op.num_operands() - 1;
    if nargs == 0 {
        return Err(op.emit_op_error("expects at least one argument"));
    }
    let mut rest = ft;
    for i in 0..nargs {
        let Some((expected, result)) = fun_parts(op.ctx, rest) else {
            return Err(op.emit_op_error(format!(
                "applies {nargs} arguments to a function of type {}, which takes {i}",
                quoted(op, ft)
            )));
        };
        let got = op.operand_type(i + 1);
        if got != expected {
            return Err(op.emit_op_error(format!(
                "expects argument #{i} of type {}, but got {}",
                quoted(op, expected),
                quoted(op, got)
            )));
        }
        rest = result;
    }
    let got = op.result_type(0);
    if got != rest {
        return Err(op.emit_op_error(format!(
            "result type {} does not match the applied function's result type {}",
            quoted(op, got),
            quoted(op, rest)
        )));
    }
    Ok(())
}

/// The block arguments are the parameters of the function type, the
/// returned value has the type that remains.
pub(crate) fn verify_lambda(op: OpRef<'_>) -> LogicalResult {
    let (body, regions) = op.regions();
    let Some(b) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return Err(op.emit_op_error("expects a body"));
    };
    let args = body.block_args(b);
    if args.is_empty() {
        return Err(op.emit_op_error("expects at least one parameter"));
    }
    let ft = op.result_type(0);
    let mut rest = ft;
    for (i, &a) in args.iter().enumerate() {
        let Some((expected, result)) = fun_parts(op.ctx, rest) else {
            return Err(op.emit_op_error(format!(
                "has {} parameters, but its type {} takes {i}",
                args.len(),
                quoted(op, ft)
            )));
        };
        let got = body.value_type(a);
        if got != expected {
            return Err(op.emit_op_error(format!(
                "expects parameter #{i} of type {}, but got {}",
                quoted(op, expected),
                quoted(op, got)
            )));
        }
        rest = result;
    }
    let Some(t) = body
        .last_op(b)
        .filter(|&t| body.op_name(t) == op.ctx.op_name("rise.return"))
    else {
        return Err(op.emit_op_error("expects its body to end with 'rise.return'"));
    };
    let got = body.value_type(body.operand(t, 0));
    if got != rest {
        return Err(op.emit_op_error(format!(
            "returns a value of type {}, but its type {} gives the result type {}",
            quoted(op, got),
            quoted(op, ft),
            quoted(op, rest)
        )));
    }
    Ok(())
}

/// The region's arguments are the operands' unwrapped types and it
/// returns the result's.
pub(crate) fn verify_embed(op: OpRef<'_>) -> LogicalResult {
    let (body, regions) = op.regions();
    let Some(b) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return Err(op.emit_op_error("expects a body"));
    };
    let args = body.block_args(b);
    if args.len() != op.num_operands() {
        return Err(op.emit_op_error(format!(
            "has {} operands, but its body {} arguments",
            op.num_operands(),
            args.len()
        )));
    }
    for (i, &a) in args.iter().enumerate() {
        let operand = op.operand_type(i);
        let expected = scalar_inner(op.ctx, operand).unwrap_or(operand);
        let got = body.value_type(a);
        if got != expected {
            return Err(op.emit_op_error(format!(
                "expects body argument #{i} of type {} (operand type {} unwrapped), but got {}",
                quoted(op, expected),
                quoted(op, operand),
                quoted(op, got)
            )));
        }
    }
    let Some(t) = body
        .last_op(b)
        .filter(|&t| body.op_name(t) == op.ctx.op_name("rise.return"))
    else {
        return Err(op.emit_op_error("expects its body to end with 'rise.return'"));
    };
    // The body computes on unwrapped values: Rise ops have no meaning there.
    if let Some(inner) = body
        .block_ops(b)
        .find(|&o| o != t && op.ctx.op_name_str(body.op_name(o)).starts_with("rise."))
    {
        return Err(op.emit_op_error(format!(
            "expects no Rise ops in its body but its terminator, but holds '{}'",
            op.ctx.op_name_str(body.op_name(inner))
        )));
    }
    let result = op.result_type(0);
    let expected = scalar_inner(op.ctx, result).unwrap_or(result);
    let got = body.value_type(body.operand(t, 0));
    if got != expected {
        return Err(op.emit_op_error(format!(
            "returns a value of type {}, but its result type {} wraps {}",
            quoted(op, got),
            quoted(op, result),
            quoted(op, expected)
        )));
    }
    Ok(())
}

/// The value is a scalar of the attribute's type.
pub(crate) fn verify_literal(op: OpRef<'_>) -> LogicalResult {
    let Some(vt) = op
        .attr("value")
        .and_then(|a| strata_ods::constraints::attr_type(op.ctx, a))
    else {
        return Err(op.emit_op_error("expects a typed 'value'"));
    };
    let expected = crate::types::scalar_type(op.ctx, vt);
    let got = op.result_type(0);
    if got != expected {
        return Err(op.emit_op_error(format!(
            "result type {} does not match the value's type {}",
            quoted(op, got),
            quoted(op, expected)
        )));
    }
    Ok(())
}

/// The result is the memref's Rise type.
pub(crate) fn verify_in(op: OpRef<'_>) -> LogicalResult {
    let m = op.operand_type(0);
    let expected = memref_rise_type(op.ctx, m).unwrap_or(m);
    let got = op.result_type(0);
    if got != expected {
        return Err(op.emit_op_error(format!(
            "result type {} does not match the type {} of memref {}",
            quoted(op, got),
            quoted(op, expected),
            quoted(op, m)
        )));
    }
    Ok(())
}

/// The stored value has the memref's Rise type.
pub(crate) fn verify_out(op: OpRef<'_>) -> LogicalResult {
    let m = op.operand_type(0);
    let expected = memref_rise_type(op.ctx, m).unwrap_or(m);
    let got = op.operand_type(1);
    if got != expected {
        return Err(op.emit_op_error(format!(
            "stores a value of type {} into memref {}, which holds {}",
            quoted(op, got),
            quoted(op, m),
            quoted(op, expected)
        )));
    }
    Ok(())
}
