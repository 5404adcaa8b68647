//! [`op!`](crate::op): an op's one definition.

/// Defines ops: for each, the `static` [`OpSpec`](crate::OpSpec) that
/// registration turns into the op's whole definition, and its typed
/// wrapper (accessors and builder, as [`typed_ops!`](crate::typed_ops))
/// from the same declaration, so operand, result, attribute, region and
/// successor names are written once.
///
/// ```ignore
/// strata_ods::op! {
///     /// Reads the element of `memref` at `indices`. ...   (the description)
///     pub LoadOp(LOAD, "memref.load") {
///         operands(memref: single(ANY_MEMREF) [Read], indices: variadic(INDEX))
///         results(result: single(ANY_TYPE))
///         attributes(nontemporal: opt_bool = default_valued(BOOL_ATTR, false_attr))
///         build(infer)
///         summary: "load operation",
///         format: Some("$memref `[` $indices `]` attr-dict `:` type($memref)"),
///         fold: Some(fold_load),
///         interfaces: &[&PROMOTABLE_LOAD],
///     }
/// }
/// ```
///
/// The parts, each optional, in any order:
/// - the doc comment: the op's description (also the wrapper's rustdoc);
/// - `operands(...)` and `results(...)`: `accessor "odsName": arity(constraint) [effects]`,
///   with arity `single`, `optional` or `variadic`, the ODS name only where it
///   differs from the accessor, and memory effects on each value of the group
///   as `Read`, `Write`, `Allocate`, `Free`, each optionally `in RESOURCE`;
/// - `attributes(...)`: `accessor "odsName": kind = constructor(args)`, where
///   `kind` is the accessor's kind (see [`typed_ops!`](crate::typed_ops)) and
///   `constructor` an [`AttrSpec`](crate::AttrSpec) constructor without the
///   name (`required(C)`, `optional(C)`, `default_valued(C, f)`, ...);
/// - `regions(...)`: `accessor "odsName": single(constraint)` or `variadic(...)`;
/// - `successors(...)`: `accessor "odsName": single` or `variadic`;
/// - `build(explicit)` or `build(infer)`: the typed builder;
/// - any other [`OpSpec`](crate::OpSpec) fields, `field: value,` (each with its comma);
/// - `..base`, last: a spec (usually from a `const fn` of the dialect, MLIR's op
///   classes) giving the fields not written here.
///
/// Sections are authoritative: a missing section declares no values of
/// that kind, whatever `base` says.
///
/// ```
/// use strata_ods::TypeConstraint;
/// strata_ods::op! {
///     /// Adds two values.
///     pub AddOp(ADD, "t.add") {
///         operands(lhs: single(TypeConstraint::Any), rhs: single(TypeConstraint::Any))
///         results(sum: single(TypeConstraint::Any))
///         build(explicit)
///         summary: "addition",
///     }
/// }
/// assert_eq!(ADD.operands[1].name, "rhs");
/// assert_eq!(AddOp::SPEC.summary, "addition");
/// assert_eq!(ADD.description.trim(), "Adds two values.");
/// ```
#[macro_export]
macro_rules! op {
    ($(
        $(#[doc = $doc:literal])*
        $vis:vis $Name:ident($SPEC:ident, $opname:expr) { $($body:tt)* }
    )*) => {$(
        $crate::op!(@munch [[$($doc)*] [$vis] $Name $SPEC ($opname)]
            [] [] [] [] [] [] [] []; $($body)*);
    )*};

    // One part at a time, into the accumulators
    // [operands] [results] [attributes] [regions] [successors] [build] [fields] [base].
    (@munch $m:tt [] $r:tt $a:tt $g:tt $s:tt $b:tt $f:tt $base:tt; operands($($x:tt)*) $($rest:tt)*) => {
        $crate::op!(@munch $m [$($x)*] $r $a $g $s $b $f $base; $($rest)*);
    };
    (@munch $m:tt $o:tt [] $a:tt $g:tt $s:tt $b:tt $f:tt $base:tt; results($($x:tt)*) $($rest:tt)*) => {
        $crate::op!(@munch $m $o [$($x)*] $a $g $s $b $f $base; $($rest)*);
    };
    (@munch $m:tt $o:tt $r:tt [] $g:tt $s:tt $b:tt $f:tt $base:tt; attributes($($x:tt)*) $($rest:tt)*) => {
        $crate::op!(@munch $m $o $r [$($x)*] $g $s $b $f $base; $($rest)*);
    };
    (@munch $m:tt $o:tt $r:tt $a:tt [] $s:tt $b:tt $f:tt $base:tt; regions($($x:tt)*) $($rest:tt)*) => {
        $crate::op!(@munch $m $o $r $a [$($x)*] $s $b $f $base; $($rest)*);
    };
    (@munch $m:tt $o:tt $r:tt $a:tt $g:tt [] $b:tt $f:tt $base:tt; successors($($x:tt)*) $($rest:tt)*) => {
        $crate::op!(@munch $m $o $r $a $g [$($x)*] $b $f $base; $($rest)*);
    };
    (@munch $m:tt $o:tt $r:tt $a:tt $g:tt $s:tt [] $f:tt $base:tt; build($x:ident) $($rest:tt)*) => {
        $crate::op!(@munch $m $o $r $a $g $s [$x] $f $base; $($rest)*);
    };
    (@munch $m:tt $o:tt $r:tt $a:tt $g:tt $s:tt $b:tt $f:tt []; .. $base:expr) => {
        $crate::op!(@emit $m $o $r $a $g $s $b $f [$base]);
    };
    (@munch $m:tt $o:tt $r:tt $a:tt $g:tt $s:tt $b:tt [$($f:tt)*] $base:tt; $field:ident : $value:expr, $($rest:tt)*) => {
        $crate::op!(@munch $m $o $r $a $g $s $b [$($f)* $field: $value,] $base; $($rest)*);
    };
    (@munch $m:tt $o:tt $r:tt $a:tt $g:tt $s:tt $b:tt $f:tt $base:tt;) => {
        $crate::op!(@emit $m $o $r $a $g $s $b $f $base);
    };

    (@emit [[$($doc:literal)*] [$vis:vis] $Name:ident $SPEC:ident ($opname:expr)]
        [$($on:ident $($os:literal)? : $oa:ident($oc:expr) $([$($oe:ident $(in $oer:expr)?),* $(,)?])?),* $(,)?]
        [$($rn:ident $($rs:literal)? : $ra:ident($rc:expr) $([$($re:ident $(in $rer:expr)?),* $(,)?])?),* $(,)?]
        [$($an:ident $($as:literal)? : $ak:ident = $actor:ident($($aarg:expr),* $(,)?)),* $(,)?]
        [$($gn:ident $($gs:literal)? : $ga:ident($gc:expr)),* $(,)?]
        [$($sn:ident $($ss:literal)? : $sa:ident),* $(,)?]
        [$($build:ident)?]
        [$($field:ident : $value:expr,)*]
        [$($base:expr)?]
    ) => {
        #[doc = concat!("The spec of [`", stringify!($Name), "`].")]
        $vis static $SPEC: $crate::OpSpec = $crate::OpSpec {
            name: $opname,
            description: concat!($($doc, "\n",)*),
            operands: &[$(
                $crate::ValueSpec::$oa($crate::op!(@name $on $($os)?), $oc)
                    $(.with_effects(&[$($crate::op!(@effect $oe $($oer)?)),*]))?
            ),*],
            results: &[$(
                $crate::ValueSpec::$ra($crate::op!(@name $rn $($rs)?), $rc)
                    $(.with_effects(&[$($crate::op!(@effect $re $($rer)?)),*]))?
            ),*],
            attributes: &[$(
                $crate::AttrSpec::$actor($crate::op!(@name $an $($as)?), $($aarg),*)
            ),*],
            regions: &[$(
                $crate::RegionSpec::$ga($crate::op!(@name $gn $($gs)?), $gc)
            ),*],
            successors: &[$(
                $crate::SuccessorSpec::$sa($crate::op!(@name $sn $($ss)?))
            ),*],
            $($field: $value,)*
            ..$crate::op!(@base $opname $(, $base)?)
        };

        $crate::typed_ops! {
            $(#[doc = $doc])*
            $vis $Name($SPEC) {
                operands($($on: $oa $($os)?),*)
                results($($rn: $ra $($rs)?),*)
                attributes($($an: $ak $($as)?),*)
                regions($($gn: $ga $($gs)?),*)
                successors($($sn: $sa $($ss)?),*)
                $(build($build))?
            }
        }
    };

    (@name $i:ident) => { stringify!($i) };
    (@name $i:ident $s:literal) => { $s };
    (@base $n:expr) => { $crate::OpSpec::new($n) };
    (@base $n:expr, $b:expr) => { $b };
    (@effect $k:ident) => {
        $crate::EffectSpec::new($crate::__strata_ir::interfaces::EffectKind::$k)
    };
    (@effect $k:ident $r:expr) => {
        $crate::EffectSpec::new($crate::__strata_ir::interfaces::EffectKind::$k).on($r)
    };
}

#[cfg(test)]
mod tests {
    use strata_ir::interfaces::{
        memory_effects, ConditionallySpeculatable, EffectKind, MemoryEffect, Speculatability,
        AUTOMATIC_ALLOCATION_SCOPE_RESOURCE,
    };
    use strata_ir::{Context, OpBuilder, OpTraits};

    use crate::constraints::types::{ANY_MEMREF, ANY_TYPE, INDEX};
    use crate::{DialectSpec, RegionConstraint, TypeConstraint};

    const NOT_SPECULATABLE: ConditionallySpeculatable =
        ConditionallySpeculatable(|_| Speculatability::NotSpeculatable);

    crate::op! {
        /// Allocates on the stack.
        ///
        /// Second paragraph.
        pub AllocaOp(ALLOCA, "t.alloca") {
            results(memref: single(ANY_MEMREF) [Allocate in AUTOMATIC_ALLOCATION_SCOPE_RESOURCE])
            build(explicit)
            summary: "stack allocation",
        }
        /// Reads an element.
        pub LoadOp(LOAD, "t.load") {
            operands(memref: single(ANY_MEMREF) [Read], indices: variadic(INDEX))
            results(result: single(ANY_TYPE))
            build(explicit)
            interfaces: &[&NOT_SPECULATABLE],
        }
        /// Copies `source` into `target`.
        pub CopyOp(COPY, "t.copy") {
            operands(source: single(ANY_MEMREF) [Read], target: single(ANY_MEMREF) [Write])
            build(explicit)
            ..OpSpec_with_traits()
        }
        /// Holds a region.
        pub HolderOp(HOLDER, "t.holder") {
            regions(body "theBody": single(RegionConstraint::Sized(1)))
            traits: OpTraits::NO_TERMINATOR,
        }
        /// Holds a default region and one per case.
        pub CasesOp(CASES, "t.cases") {
            operands(arg: single(INDEX))
            regions(default_region "defaultRegion": single(RegionConstraint::Any),
                    cases: variadic(RegionConstraint::Any))
            build(explicit)
        }
        /// A function-like op: isolated from above, its body's entry block
        /// takes the inputs of its type.
        pub IsolatedOp(ISOLATED, "t.isolated") {
            attributes(function_type: type = required(crate::constraints::attrs::FUNCTION_TYPE_ATTR))
            regions(body: single(RegionConstraint::Any))
            build(explicit)
            traits: OpTraits::ISOLATED_FROM_ABOVE.union(OpTraits::NO_TERMINATOR),
            entry_block_args: Some(crate::typed::function_type_inputs),
        }
        /// Isolated from above, with regions built empty.
        pub IsolatedPairOp(ISOLATED_PAIR, "t.isolated_pair") {
            regions(first: single(RegionConstraint::Any), second: single(RegionConstraint::Any))
            build(explicit)
            traits: OpTraits::ISOLATED_FROM_ABOVE.union(OpTraits::NO_TERMINATOR),
        }
    }

    #[allow(non_snake_case)]
    const fn OpSpec_with_traits() -> crate::OpSpec {
        crate::OpSpec {
            summary: "copy",
            ..crate::OpSpec::new("t.copy")
        }
    }

    static T: DialectSpec = DialectSpec {
        ops: &[&ALLOCA, &LOAD, &COPY, &HOLDER, &CASES, &ISOLATED, &ISOLATED_PAIR],
        ..DialectSpec::new("t")
    };

    #[test]
    fn one_definition_gives_spec_wrapper_and_interfaces() {
        assert_eq!(ALLOCA.summary, "stack allocation");
        assert_eq!(
            crate::docs::description_text(ALLOCA.description),
            "Allocates on the stack.\n\nSecond paragraph."
        );
        assert_eq!(COPY.summary, "copy");
        assert_eq!(HOLDER.regions[0].name, "theBody");
        assert!(matches!(LOAD.operands[1].constraint, TypeConstraint::Index));

        let mut ctx = Context::new();
        ctx.register_dialect(T.to_def());
        let (mut body, block) = strata_ir::Body::with_top_block();
        let loc = ctx.unknown_loc();
        let memref_ty = ctx.memref_type(&[4], ctx.f32());
        let i = body.add_block_arg(block, ctx.index_type(), loc);
        let mut b = OpBuilder::at_end(&ctx, &mut body, block);
        let alloca = AllocaOp::build(&mut b, loc, memref_ty);
        let m = alloca.memref(&b);
        let load = LoadOp::build(&mut b, loc, ctx.f32(), m, &[i]);
        let copy = CopyOp::build(&mut b, loc, m, m);
        assert_eq!(load.indices(&b).len(), 1);
        assert_eq!(copy.target(&b), m);
        let attrs = Some(ctx.dictionary_attr(&[(ctx.ident("tag"), ctx.unit_attr())]));
        let tagged = CopyOp::build(&mut crate::typed::WithAttributes::new(&mut b, attrs), loc, m, m);
        assert_eq!(
            b.body.op_attr_dict(tagged.op()),
            attrs,
            "discardable attributes given"
        );
        let cases = CasesOp::build(&mut b, loc, i, 3);
        assert_eq!(cases.cases(&b).len(), 3, "a count per variadic region group");
        assert_ne!(cases.default_region(&b), cases.cases(&b)[0]);

        let effects = |op| memory_effects(strata_ir::OpRef::new(&ctx, &body, op)).expect("declared");
        assert_eq!(
            effects(alloca.op()),
            [MemoryEffect {
                kind: EffectKind::Allocate,
                value: Some(m),
                resource: AUTOMATIC_ALLOCATION_SCOPE_RESOURCE,
                symbol: None
            }]
        );
        let kinds: Vec<_> = effects(copy.op()).iter().map(|e| (e.kind, e.value)).collect();
        assert_eq!(kinds, [(EffectKind::Read, Some(m)), (EffectKind::Write, Some(m))]);
        let def = ctx.op_def(body.op_name(load.op())).expect("registered");
        assert!(def.interfaces.get::<ConditionallySpeculatable>().is_some());
    }

    #[test]
    fn builders_of_isolated_ops_give_them_a_body_of_their_own() {
        let mut ctx = Context::new();
        ctx.register_dialect(T.to_def());
        let (mut body, block) = strata_ir::Body::with_top_block();
        let loc = ctx.unknown_loc();
        let fty = ctx.function_type(&[ctx.i32(), ctx.index_type()], &[]);
        let mut b = OpBuilder::at_end(&ctx, &mut body, block);
        let f = IsolatedOp::build(&mut b, loc, fty);
        let pair = IsolatedPairOp::build(&mut b, loc);
        assert_eq!(f.function_type(&b), Some(fty));

        // The regions live in the op's own body, the entry block taking
        // the inputs of the function type.
        let region = f.body(&b);
        let child = body.child_body(f.op()).expect("isolated ops own their regions");
        assert_eq!(body.op_regions(f.op()).1, [region]);
        let entry = child.region_blocks(region).next().expect("an entry block");
        let arg_types: Vec<_> = child
            .block_args(entry)
            .iter()
            .map(|&a| child.value_type(a))
            .collect();
        assert_eq!(arg_types, [ctx.i32(), ctx.index_type()]);

        // Without `entry_block_args`, the regions are empty.
        let child = body
            .child_body(pair.op())
            .expect("isolated ops own their regions");
        let (first, second) = (pair.first(&(&ctx, &body)), pair.second(&(&ctx, &body)));
        assert_ne!(first, second);
        assert!(child.region_is_empty(first) && child.region_is_empty(second));

        // Filling the body, then verifying.
        let child = body.child_body_mut(f.op()).expect("isolated");
        let mut inner = OpBuilder::at_end(&ctx, child, entry);
        AllocaOp::build(&mut inner, loc, ctx.memref_type(&[4], ctx.f32()));
        assert!(strata_ir::verify(&ctx, &body, f.op()).is_ok());
    }
}
