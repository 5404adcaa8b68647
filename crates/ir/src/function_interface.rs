//! Helpers shared by function-like ops (MLIR's `FunctionOpInterface` and
//! `function_interface_impl`): the signature syntax with argument and
//! result attributes, access to `arg_attrs`/`res_attrs`, and the checks of
//! those attributes and of the entry block against the function type.
//! Also the call interfaces (`CallOpInterface`, `CallableOpInterface`)
//! that passes such as the inliner query through [`crate::Interfaces`].

use std::ops::Range;

use crate::asm::{Argument, OpAsmParser, OpAsmPrinter, ParseResult};
use crate::{
    AttrKind, Attribute, Body, Context, LogicalResult, NamedAttribute, OpId, OpRef, OperationState, RegionId,
    Type, TypeKind, ValueId,
};

/// The names of the properties a function-like op keeps its signature in.
#[derive(Copy, Clone, Debug)]
pub struct FunctionAttrNames {
    /// The property holding the function type, as a type attribute.
    pub function_type: &'static str,
    /// The property holding the array of argument attribute dictionaries.
    pub arg_attrs: &'static str,
    /// The property holding the array of result attribute dictionaries.
    pub res_attrs: &'static str,
}

/// The names `func.func` (and most function ops) use.
pub const DEFAULT_NAMES: FunctionAttrNames = FunctionAttrNames {
    function_type: "function_type",
    arg_attrs: "arg_attrs",
    res_attrs: "res_attrs",
};

/// The attribute holding a symbol's name (MLIR's
/// `SymbolTable::getSymbolAttrName()`).
pub const SYM_NAME: &str = "sym_name";
/// The attribute holding a symbol's visibility (`"private"`, `"nested"`;
/// public when absent).
pub const SYM_VISIBILITY: &str = "sym_visibility";

// ---- call interfaces ------------------------------------------------------

/// What a call calls: a symbol (`@f`) or an SSA value of function type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Callee {
    /// A symbol reference attribute naming the callee.
    Symbol(Attribute),
    /// A value of function type (an indirect call).
    Value(ValueId),
}

/// `CallOpInterface`: an op that transfers control to a callable.
#[derive(Copy, Clone, Debug)]
pub struct CallOpInterface {
    /// The callee, or `None` if the op lacks a valid one.
    pub callee: fn(OpRef<'_>) -> Option<Callee>,
    /// The indices of the operands passed as arguments to the callee.
    pub arg_operands: fn(OpRef<'_>) -> Range<usize>,
}

impl CallOpInterface {
    /// The argument operands of `op` as values.
    pub fn arg_operand_values(&self, op: OpRef<'_>) -> Vec<ValueId> {
        (self.arg_operands)(op).map(|i| op.operand(i)).collect()
    }
}

/// `CallableOpInterface`: an op that can be called (a function).
#[derive(Copy, Clone, Debug)]
pub struct CallableOpInterface {
    /// The body region (in the body `op.regions()` returns), or `None` for
    /// an external declaration.
    pub callable_region: fn(OpRef<'_>) -> Option<RegionId>,
    /// The callable's argument types (its function type's inputs).
    pub argument_types: for<'a> fn(OpRef<'a>) -> &'a [Type],
    /// The callable's result types.
    pub result_types: for<'a> fn(OpRef<'a>) -> &'a [Type],
}

// ---- access -----------------------------------------------------------------

/// The function type held in the `names.function_type` property, if it is
/// a type attribute of a function type.
pub fn function_type(op: OpRef<'_>, names: FunctionAttrNames) -> Option<Type> {
    let t = op.ctx.type_attr_value(op.attr(names.function_type)?)?;
    matches!(op.ctx.type_kind(t), TypeKind::Function { .. }).then_some(t)
}

/// The inputs and results of `op`'s function type (empty if it has none).
pub fn signature<'a>(op: OpRef<'a>, names: FunctionAttrNames) -> (&'a [Type], &'a [Type]) {
    function_type(op, names)
        .and_then(|t| op.ctx.function_type_parts(t))
        .unwrap_or((&[], &[]))
}

/// Whether the op has no body (an external declaration).
pub fn is_external(op: OpRef<'_>) -> bool {
    let (body, regions) = op.regions();
    regions.first().is_none_or(|&r| body.region_is_empty(r))
}

/// The body region, unless the op is a declaration.
pub fn body_region(op: OpRef<'_>) -> Option<RegionId> {
    let (body, regions) = op.regions();
    regions.first().copied().filter(|&r| !body.region_is_empty(r))
}

fn nth_dict(op: OpRef<'_>, name: &str, i: usize) -> Option<Attribute> {
    let arr = op.ctx.array_attr_elements(op.attr(name)?)?;
    let d = *arr.get(i)?;
    match op.ctx.attr_kind(d) {
        AttrKind::Dictionary(e) if !e.is_empty() => Some(d),
        _ => None,
    }
}

/// The attribute dictionary of argument `i`, if it is non-empty.
pub fn arg_attrs(op: OpRef<'_>, names: FunctionAttrNames, i: usize) -> Option<Attribute> {
    nth_dict(op, names.arg_attrs, i)
}

/// The attribute dictionary of result `i`, if it is non-empty.
pub fn res_attrs(op: OpRef<'_>, names: FunctionAttrNames, i: usize) -> Option<Attribute> {
    nth_dict(op, names.res_attrs, i)
}

/// The `arg_attrs`/`res_attrs` array for per-entry dictionaries: `None`
/// when every dictionary is empty, as MLIR stores nothing then.
pub fn attr_dict_array(ctx: &Context, dicts: &[Option<Attribute>]) -> Option<Attribute> {
    if dicts
        .iter()
        .all(|d| d.is_none_or(|d| ctx.dict_entries(d).is_empty()))
    {
        return None;
    }
    let empty = ctx.empty_dictionary();
    let elems: Vec<Attribute> = dicts.iter().map(|d| d.unwrap_or(empty)).collect();
    Some(ctx.array_attr(&elems))
}

// ---- signature edits --------------------------------------------------------
//
// MLIR's `FunctionOpInterface::insertArguments`/`eraseArguments`/
// `insertResults`/`eraseResults`/`setType`: the function type, the
// per-entry attribute dictionaries and (for arguments) the entry block
// change together. `f` is a function op in `module`; its body is the op's
// child body.

/// An argument to insert: before the current argument `index` (the number
/// of arguments to append), with its attributes and location.
#[derive(Copy, Clone, Debug)]
pub struct ArgInsertion {
    /// The current argument it goes before.
    pub index: usize,
    /// Its type.
    pub ty: Type,
    /// Its attribute dictionary, if any.
    pub attrs: Option<Attribute>,
    /// The location of the new entry block argument.
    pub loc: crate::Location,
}

/// A function's signature as the edits change it: its builtin function
/// type's inputs and results, and their attribute dictionaries.
struct Signature {
    inputs: Vec<Type>,
    results: Vec<Type>,
    arg_dicts: Vec<Option<Attribute>>,
    res_dicts: Vec<Option<Attribute>>,
}

impl Signature {
    /// `f`'s signature, or `None` without a builtin function type.
    fn read(ctx: &Context, module: &Body, f: OpId, names: FunctionAttrNames) -> Option<Signature> {
        let r = OpRef::new(ctx, module, f);
        function_type(r, names)?;
        let (inputs, results) = signature(r, names);
        Some(Signature {
            arg_dicts: (0..inputs.len())
                .map(|i| nth_dict(r, names.arg_attrs, i))
                .collect(),
            res_dicts: (0..results.len())
                .map(|i| nth_dict(r, names.res_attrs, i))
                .collect(),
            inputs: inputs.to_vec(),
            results: results.to_vec(),
        })
    }

    fn write(&self, ctx: &Context, module: &mut Body, f: OpId, names: FunctionAttrNames) {
        let ty = ctx.type_attr(ctx.function_type(&self.inputs, &self.results));
        module.set_op_attr(ctx, f, names.function_type, Some(ty));
        module.set_op_attr(ctx, f, names.arg_attrs, attr_dict_array(ctx, &self.arg_dicts));
        module.set_op_attr(ctx, f, names.res_attrs, attr_dict_array(ctx, &self.res_dicts));
    }
}

/// `items` with `new` inserted, each before the item at its index (in
/// order for equal indices; `new` is sorted by index).
fn with_insertions<T: Copy, I: Copy>(items: &[T], new: &[(usize, I)], make: impl Fn(I) -> T) -> Vec<T> {
    let mut out = Vec::with_capacity(items.len() + new.len());
    let mut next = new.iter().peekable();
    for i in 0..=items.len() {
        while let Some(&&(_, x)) = next.peek().filter(|n| n.0 <= i) {
            out.push(make(x));
            next.next();
        }
        if let Some(&t) = items.get(i) {
            out.push(t);
        }
    }
    out
}

/// `items` without those marked in `erase`.
fn without_marked<T: Copy>(items: &[T], erase: &[bool]) -> Vec<T> {
    let kept = |&(i, _): &(usize, &T)| !erase.get(i).copied().unwrap_or(false);
    items.iter().enumerate().filter(kept).map(|(_, &t)| t).collect()
}

/// The entry block of `f`'s body, if it has one.
fn entry_block(module: &mut Body, f: OpId) -> Option<(&mut Body, crate::BlockId)> {
    let body = module.child_body_mut(f)?;
    let entry = body.root_regions().first().and_then(|&r| body.region_entry(r))?;
    Some((body, entry))
}

/// Inserts arguments into function `f` (and its entry block, if it has a
/// body). Returns `false`, changing nothing, if `f` has no builtin function
/// type or an index is past the end.
pub fn insert_arguments(
    ctx: &Context,
    module: &mut Body,
    f: OpId,
    names: FunctionAttrNames,
    inserts: &[ArgInsertion],
) -> bool {
    let Some(mut sig) = Signature::read(ctx, module, f, names) else {
        return false;
    };
    if inserts.iter().any(|a| a.index > sig.inputs.len()) {
        return false;
    }
    let mut sorted = inserts.to_vec();
    sorted.sort_by_key(|a| a.index);
    let new: Vec<(usize, ArgInsertion)> = sorted.iter().map(|a| (a.index, *a)).collect();
    sig.inputs = with_insertions(&sig.inputs, &new, |a| a.ty);
    sig.arg_dicts = with_insertions(&sig.arg_dicts, &new, |a| a.attrs);
    sig.write(ctx, module, f, names);
    if let Some((body, entry)) = entry_block(module, f) {
        for (k, a) in sorted.iter().enumerate() {
            body.insert_block_arg(entry, a.index + k, a.ty, a.loc);
        }
    }
    true
}

/// Erases the arguments of `f` marked in `erase` (one flag per argument),
/// and the entry block's (which must have no uses). Returns `false`,
/// changing nothing, if `f` has no builtin function type.
pub fn erase_arguments(
    ctx: &Context,
    module: &mut Body,
    f: OpId,
    names: FunctionAttrNames,
    erase: &[bool],
) -> bool {
    let Some(mut sig) = Signature::read(ctx, module, f, names) else {
        return false;
    };
    sig.inputs = without_marked(&sig.inputs, erase);
    sig.arg_dicts = without_marked(&sig.arg_dicts, erase);
    sig.write(ctx, module, f, names);
    if let Some((body, entry)) = entry_block(module, f) {
        // From the back, so that the indices still to erase stay put.
        let n = body.block_args(entry).len();
        for i in (0..n).rev().filter(|&i| erase.get(i).copied().unwrap_or(false)) {
            body.erase_block_arg(entry, i);
        }
    }
    true
}

/// Inserts results into `f`'s type, each `(index, type, attributes)`
/// before the current result `index`; the body's returns are left to the
/// caller. Returns `false`, changing nothing, if `f` has no builtin
/// function type or an index is past the end.
pub fn insert_results(
    ctx: &Context,
    module: &mut Body,
    f: OpId,
    names: FunctionAttrNames,
    inserts: &[(usize, Type, Option<Attribute>)],
) -> bool {
    let Some(mut sig) = Signature::read(ctx, module, f, names) else {
        return false;
    };
    if inserts.iter().any(|a| a.0 > sig.results.len()) {
        return false;
    }
    let mut new: Vec<(usize, (Type, Option<Attribute>))> =
        inserts.iter().map(|&(i, t, a)| (i, (t, a))).collect();
    new.sort_by_key(|n| n.0);
    sig.results = with_insertions(&sig.results, &new, |(t, _)| t);
    sig.res_dicts = with_insertions(&sig.res_dicts, &new, |(_, a)| a);
    sig.write(ctx, module, f, names);
    true
}

/// Erases the results of `f`'s type marked in `erase`; the body's returns
/// are left to the caller. Returns `false` if `f` has no builtin function
/// type.
pub fn erase_results(
    ctx: &Context,
    module: &mut Body,
    f: OpId,
    names: FunctionAttrNames,
    erase: &[bool],
) -> bool {
    let Some(mut sig) = Signature::read(ctx, module, f, names) else {
        return false;
    };
    sig.results = without_marked(&sig.results, erase);
    sig.res_dicts = without_marked(&sig.res_dicts, erase);
    sig.write(ctx, module, f, names);
    true
}

/// Gives `f` the function type `ty`, keeping the attributes of the
/// arguments and results that remain (MLIR's `setType`: the body is left
/// alone). Returns `false` if `ty` is not a builtin function type.
pub fn set_function_type(
    ctx: &Context,
    module: &mut Body,
    f: OpId,
    names: FunctionAttrNames,
    ty: Type,
) -> bool {
    let Some((inputs, results)) = ctx.function_type_parts(ty) else {
        return false;
    };
    let r = OpRef::new(ctx, module, f);
    let sig = Signature {
        arg_dicts: (0..inputs.len())
            .map(|i| nth_dict(r, names.arg_attrs, i))
            .collect(),
        res_dicts: (0..results.len())
            .map(|i| nth_dict(r, names.res_attrs, i))
            .collect(),
        inputs: inputs.to_vec(),
        results: results.to_vec(),
    };
    sig.write(ctx, module, f, names);
    true
}

// ---- parsing ---------------------------------------------------------------

/// A parsed `(args) -> results` signature.
#[derive(Clone, Debug, Default)]
pub struct ParsedSignature {
    /// The named arguments (`%x: t`), empty when the arguments are types.
    pub arguments: Vec<Argument>,
    /// The argument types.
    pub arg_types: Vec<Type>,
    /// Per argument, its attribute dictionary if a non-empty one was given.
    pub arg_attrs: Vec<Option<Attribute>>,
    /// The result types.
    pub result_types: Vec<Type>,
    /// Per result, its attribute dictionary if a non-empty one was given.
    pub result_attrs: Vec<Option<Attribute>>,
    /// A trailing `...` was parsed (only when allowed).
    pub is_variadic: bool,
}

fn optional_dict(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Option<Attribute>> {
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    Ok((!attrs.is_empty()).then(|| p.ctx().dictionary_attr(&attrs)))
}

/// Parses what follows `->`: a type, or `(t {attrs}, ...)`.
pub fn parse_function_result_list(p: &mut dyn OpAsmParser<'_>, sig: &mut ParsedSignature) -> ParseResult<()> {
    if !p.parse_optional_punct("(") {
        // Without parentheses there is a single type and no attributes.
        sig.result_types.push(p.parse_type()?);
        sig.result_attrs.push(None);
        return Ok(());
    }
    if p.parse_optional_punct(")") {
        return Ok(());
    }
    loop {
        sig.result_types.push(p.parse_type()?);
        let attrs = optional_dict(p)?;
        sig.result_attrs.push(attrs);
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct(")")
}

/// Parses `(%a: t {attrs} loc(..), ...)` or `(t {attrs}, ...)` (with a
/// trailing `...` if `allow_variadic`) and an optional `-> results`. The
/// first element decides whether the arguments are named.
pub fn parse_function_signature(
    p: &mut dyn OpAsmParser<'_>,
    allow_variadic: bool,
) -> ParseResult<ParsedSignature> {
    let mut sig = ParsedSignature::default();
    p.parse_punct("(")?;
    if !p.parse_optional_punct(")") {
        let mut first = true;
        let mut named = false;
        loop {
            if allow_variadic && p.parse_optional_punct("...") {
                sig.is_variadic = true;
                if !p.parse_optional_punct(")") {
                    return Err(p.emit_error("variadic arguments must be in the end of the argument list"));
                }
                break;
            }
            let arg = if first || named {
                p.parse_optional_argument(true, true)?
            } else {
                None
            };
            if first {
                named = arg.is_some();
                first = false;
            }
            match arg {
                Some(arg) => {
                    let Some(ty) = arg.ty else {
                        return Err(p.emit_error("expected ':'"));
                    };
                    sig.arg_types.push(ty);
                    sig.arg_attrs.push(arg.attrs);
                    sig.arguments.push(arg);
                }
                None if named => {
                    return Err(p.emit_error("expected SSA identifier"));
                }
                None => {
                    if let Some(arg) = p.parse_optional_argument(true, true)? {
                        return Err(p.emit_error_at(arg.ssa.pos, "expected type instead of SSA identifier"));
                    }
                    let ty = p.parse_type()?;
                    let attrs = optional_dict(p)?;
                    p.parse_optional_location_specifier()?;
                    sig.arg_types.push(ty);
                    sig.arg_attrs.push(attrs);
                }
            }
            if !p.parse_optional_punct(",") {
                p.parse_punct(")")?;
                break;
            }
        }
    }
    if p.parse_optional_punct("->") {
        parse_function_result_list(p, &mut sig)?;
    }
    Ok(sig)
}

/// Parses a function op in the form
/// `[visibility] @name(args) [-> results] [attributes {...}] [{ body }]`
/// into `state` (MLIR's `function_interface_impl::parseFunctionOp`).
/// `build_type` makes the type stored in `names.function_type` from the
/// argument types, result types and variadic flag.
pub fn parse_function_op(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    names: FunctionAttrNames,
    allow_variadic: bool,
    build_type: fn(&Context, &[Type], &[Type], bool) -> Type,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props: Vec<NamedAttribute> = Vec::new();
    for vis in ["public", "private", "nested"] {
        if p.parse_optional_keyword(vis) {
            props.push((ctx.ident(SYM_VISIBILITY), ctx.string_attr(vis)));
            break;
        }
    }
    let Some(name) = p.parse_optional_symbol_name()? else {
        return Err(p.emit_error("expected valid '@'-identifier for symbol name"));
    };
    props.push((ctx.ident(SYM_NAME), ctx.string_attr(ctx.ident_str(name))));

    let sig = parse_function_signature(p, allow_variadic)?;
    let fn_type = build_type(ctx, &sig.arg_types, &sig.result_types, sig.is_variadic);
    props.push((ctx.ident(names.function_type), ctx.type_attr(fn_type)));
    let mut from_signature: Vec<&str> = Vec::new();
    if let Some(a) = attr_dict_array(ctx, &sig.arg_attrs) {
        props.push((ctx.ident(names.arg_attrs), a));
        from_signature.push(names.arg_attrs);
    }
    if let Some(a) = attr_dict_array(ctx, &sig.result_attrs) {
        props.push((ctx.ident(names.res_attrs), a));
        from_signature.push(names.res_attrs);
    }

    let dict_pos = p.current_pos();
    let mut attrs = Vec::new();
    if p.parse_optional_keyword("attributes") {
        p.parse_optional_attr_dict(&mut attrs)?;
    }
    for inferred in [SYM_VISIBILITY, SYM_NAME, names.function_type] {
        if attrs.iter().any(|(n, _)| ctx.ident_str(*n) == inferred) {
            return Err(p.emit_error_at(
                dict_pos,
                &format!(
                    "'{inferred}' is an inferred attribute and should not be specified in the explicit \
                     attribute dictionary"
                ),
            ));
        }
    }
    for (n, _) in &attrs {
        let s = ctx.ident_str(*n);
        if from_signature.contains(&s) {
            return Err(p.emit_error_at(
                p.name_pos(),
                &format!("attribute '{s}' occurs more than once in the attribute list"),
            ));
        }
    }
    let inherent = [
        (names.arg_attrs, PropKind::Array),
        (names.res_attrs, PropKind::Array),
        ("no_inline", PropKind::Unit),
    ];
    let rest = split_inherent_attrs(ctx, attrs, &inherent, &mut props);
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    state.properties = Some(ctx.dictionary_attr(&props));

    // The body: its entry block takes the named arguments.
    if state.child.is_none() {
        state.child = Some(Box::new(Body::new()));
    }
    let body_pos = p.current_pos();
    let parsed = p.parse_optional_region(state, &sig.arguments, false)?;
    if parsed {
        let r = *state.regions.last().expect("parse_optional_region adds a region");
        let empty = crate::asm::region_body(p, state).region_is_empty(r);
        if empty {
            return Err(p.emit_error_at(body_pos, "expected non-empty function body"));
        }
    } else {
        let body = state.child.as_deref_mut().expect("child body created above");
        let r = body.create_region();
        state.regions.push(r);
    }
    Ok(())
}

/// What kind of value a property accepts when it is written in a custom
/// form's attribute dictionary.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PropKind {
    /// An array attribute.
    Array,
    /// The unit attribute.
    Unit,
    /// A symbol reference without nested references (`@f`).
    FlatSymbolRef,
    /// A string attribute.
    String,
    /// Any attribute.
    Any,
}

fn prop_accepts(ctx: &Context, kind: PropKind, a: Attribute) -> bool {
    match kind {
        PropKind::Array => matches!(ctx.attr_kind(a), AttrKind::Array(_)),
        PropKind::Unit => matches!(ctx.attr_kind(a), AttrKind::Unit),
        PropKind::FlatSymbolRef => ctx.flat_symbol_ref_value(a).is_some(),
        PropKind::String => matches!(ctx.attr_kind(a), AttrKind::String { .. }),
        PropKind::Any => true,
    }
}

/// Moves the entries of a custom form's attribute dictionary that name
/// inherent attributes into `props` (replacing what is there) and returns
/// the rest. As MLIR's property setters do, a value of the wrong kind is
/// dropped.
pub fn split_inherent_attrs(
    ctx: &Context,
    attrs: Vec<NamedAttribute>,
    inherent: &[(&str, PropKind)],
    props: &mut Vec<NamedAttribute>,
) -> Vec<NamedAttribute> {
    let mut rest = Vec::new();
    for (n, a) in attrs {
        let s = ctx.ident_str(n);
        match inherent.iter().find(|(name, _)| *name == s) {
            Some(&(_, kind)) => {
                props.retain(|(pn, _)| *pn != n);
                if prop_accepts(ctx, kind, a) {
                    props.push((n, a));
                }
            }
            None => rest.push((n, a)),
        }
    }
    rest
}

// ---- printing ---------------------------------------------------------------

/// The discardable attributes and properties of `op` merged and sorted by
/// name, as MLIR's `getAttrs()` sees them.
pub fn merged_attrs(op: OpRef<'_>) -> Vec<NamedAttribute> {
    let mut all: Vec<NamedAttribute> = op.discardable_attrs().to_vec();
    if let Some(props) = op.properties() {
        all.extend_from_slice(op.ctx.dict_entries(props));
    }
    let d = op.ctx.dictionary_attr(&all);
    op.ctx.dict_entries(d).to_vec()
}

fn print_result_list(
    p: &mut dyn OpAsmPrinter<'_>,
    op: OpRef<'_>,
    names: FunctionAttrNames,
    results: &[Type],
) {
    let ctx = op.ctx;
    let any_attrs = (0..results.len()).any(|i| res_attrs(op, names, i).is_some());
    let parens = results.len() > 1
        || any_attrs
        || results
            .first()
            .is_some_and(|&t| matches!(ctx.type_kind(t), TypeKind::Function { .. }));
    if parens {
        p.write_str("(");
    }
    for (i, &t) in results.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
        if let Some(d) = res_attrs(op, names, i) {
            p.write_str(" ");
            p.print_attribute(d);
        }
    }
    if parens {
        p.write_str(")");
    }
}

/// Prints `(args) -> results`. With a body, arguments print as the entry
/// block's arguments (`%arg0: i32 {attrs}`); without, as types.
pub fn print_function_signature(
    p: &mut dyn OpAsmPrinter<'_>,
    op: OpRef<'_>,
    names: FunctionAttrNames,
    is_variadic: bool,
) {
    let (inputs, results) = signature(op, names);
    print_function_signature_of(p, op, names, inputs, results, is_variadic);
}

/// [`print_function_signature`] for ops whose function type is not a
/// builtin function type (`llvm.func`): the inputs and results are given.
pub fn print_function_signature_of(
    p: &mut dyn OpAsmPrinter<'_>,
    op: OpRef<'_>,
    names: FunctionAttrNames,
    inputs: &[Type],
    results: &[Type],
    is_variadic: bool,
) {
    let (body, _) = op.regions();
    let entry = body_region(op).and_then(|r| body.region_entry(r));
    let block_args: &[ValueId] = entry.map_or(&[], |b| body.block_args(b));
    p.write_str("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let attrs = arg_attrs(op, names, i);
        match (entry.is_some(), block_args.get(i)) {
            (true, Some(&v)) => p.print_region_argument(v, attrs, false),
            _ => {
                p.print_type(t);
                if let Some(d) = attrs {
                    p.write_str(" ");
                    p.print_attribute(d);
                }
            }
        }
    }
    if is_variadic {
        if !inputs.is_empty() {
            p.write_str(", ");
        }
        p.write_str("...");
    }
    p.write_str(")");
    if !results.is_empty() {
        p.write_str(" -> ");
        print_result_list(p, op, names, results);
    }
}

/// Prints ` attributes {...}` with every attribute but the signature ones
/// and `elided`.
pub fn print_function_attributes(
    p: &mut dyn OpAsmPrinter<'_>,
    op: OpRef<'_>,
    names: FunctionAttrNames,
    elided: &[&str],
) {
    let mut skip: Vec<&str> = vec![SYM_NAME, names.function_type, names.arg_attrs, names.res_attrs];
    skip.extend_from_slice(elided);
    p.print_optional_attr_dict_with_keyword(&merged_attrs(op), &skip);
}

/// Prints a function op as [`parse_function_op`] reads it.
pub fn print_function_op(
    p: &mut dyn OpAsmPrinter<'_>,
    op: OpRef<'_>,
    names: FunctionAttrNames,
    is_variadic: bool,
) {
    let ctx = op.ctx;
    p.write_str(" ");
    if let Some(vis) = op.attr(SYM_VISIBILITY).and_then(|a| ctx.string_attr_value(a)) {
        p.write_str(vis);
        p.write_str(" ");
    }
    match op.attr(SYM_NAME).and_then(|a| ctx.string_attr_value(a)) {
        Some(name) => p.print_symbol_name(name),
        None => p.print_symbol_name(""),
    }
    print_function_signature(p, op, names, is_variadic);
    print_function_attributes(p, op, names, &[SYM_VISIBILITY]);
    if let Some(r) = body_region(op) {
        p.write_str(" ");
        p.print_region(r, false, true, false);
    }
}

// ---- verification -------------------------------------------------------------

fn verify_attr_array(op: OpRef<'_>, name: &str, count: usize, what: &str, plural: &str) -> LogicalResult {
    let ctx = op.ctx;
    let Some(a) = op.attr(name) else {
        return Ok(());
    };
    let Some(elems) = ctx.array_attr_elements(a) else {
        return Ok(());
    };
    if elems.len() != count {
        return Err(op.emit_op_error(format!(
            "expects {what} attribute array to have the same number of elements as the number of function \
             {plural}, got {}, but expected {count}",
            elems.len()
        )));
    }
    for (i, &d) in elems.iter().enumerate() {
        let AttrKind::Dictionary(entries) = ctx.attr_kind(d) else {
            return Err(op.emit_op_error(format!(
                "expects {what} attribute dictionary to be a DictionaryAttr, but got `{d:?}`"
            )));
        };
        if entries.iter().any(|(n, _)| !ctx.ident_str(*n).contains('.')) {
            return Err(op.emit_op_error(format!("{plural} may only have dialect attributes")));
        }
        // The dialect of each attribute checks it (MLIR's
        // `verifyRegionArgAttribute` / `verifyRegionResultAttribute`).
        for &(n, a) in entries.iter() {
            let dialect = ctx.ident_str(n).split('.').next().unwrap_or("");
            let hook = ctx.dialect_by_name(dialect).and_then(|d| {
                if what == "argument" {
                    d.verify_region_arg_attribute
                } else {
                    d.verify_region_result_attribute
                }
            });
            if let Some(f) = hook {
                f(op, 0, i, (n, a))?;
            }
        }
    }
    Ok(())
}

/// The first checks of MLIR's `FunctionOpInterface` trait: `arg_attrs`
/// and `res_attrs` match the signature and hold only dialect attributes.
/// Functions whose entry block has more arguments than inputs (`gpu.func`)
/// check their body themselves after these.
pub fn verify_arg_and_result_attrs(op: OpRef<'_>, names: FunctionAttrNames) -> LogicalResult {
    let (inputs, results) = signature(op, names);
    verify_arg_and_result_attrs_for(op, names, inputs.len(), results.len())
}

/// [`verify_arg_and_result_attrs`] for a function whose signature is not
/// a builtin function type (`llvm.func`): the caller gives its numbers of
/// inputs and results.
pub fn verify_arg_and_result_attrs_for(
    op: OpRef<'_>,
    names: FunctionAttrNames,
    inputs: usize,
    results: usize,
) -> LogicalResult {
    verify_attr_array(op, names.arg_attrs, inputs, "argument", "arguments")?;
    verify_attr_array(op, names.res_attrs, results, "result", "results")
}

/// The checks of MLIR's `FunctionOpInterface` trait: `arg_attrs` and
/// `res_attrs` match the signature and hold only dialect attributes, the
/// op has one region, and a body's entry block matches the inputs.
pub fn verify_function_like(op: OpRef<'_>, names: FunctionAttrNames) -> LogicalResult {
    verify_arg_and_result_attrs(op, names)?;
    let (inputs, _) = signature(op, names);
    if op.num_regions() != 1 {
        return Err(op.emit_op_error("expects one region"));
    }
    verify_function_body(op, inputs)
}

/// Checks the entry block's arguments against the function's inputs; a
/// declaration passes.
pub fn verify_function_body(op: OpRef<'_>, inputs: &[Type]) -> LogicalResult {
    let Some(r) = body_region(op) else {
        return Ok(());
    };
    let (body, _) = op.regions();
    let Some(entry) = body.region_entry(r) else {
        return Ok(());
    };
    let args = body.block_args(entry);
    if args.len() != inputs.len() {
        return Err(op.emit_op_error(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        )));
    }
    for (i, (&v, &expected)) in args.iter().zip(inputs).enumerate() {
        let actual = body.value_type(v);
        if actual != expected {
            let ctx = op.ctx;
            return Err(op.emit_op_error(format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in \
                 function signature('{}')",
                ctx.type_to_string(actual),
                ctx.type_to_string(expected)
            )));
        }
    }
    Ok(())
}

/// `SymbolOpInterface`'s rule that a declaration is not public.
pub fn verify_declaration_visibility(op: OpRef<'_>) -> LogicalResult {
    let vis = op.attr(SYM_VISIBILITY).and_then(|a| op.ctx.string_attr_value(a));
    if is_external(op) && vis.is_none_or(|v| v == "public") {
        return Err(op.emit_op_error("symbol declaration cannot have public visibility"));
    }
    Ok(())
}
