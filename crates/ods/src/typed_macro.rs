//! [`typed_ops!`](crate::typed_ops): declares typed op wrappers.

/// Declares typed op wrappers (MLIR's generated op classes) over `static`
/// [`OpSpec`](crate::OpSpec)s.
///
/// ```ignore
/// strata_ods::typed_ops! {
///     /// `scf.for`.
///     pub ForOp(FOR_SPEC) {
///         operands(lower_bound: single "lowerBound", upper_bound: single "upperBound",
///                  step: single, init_args: variadic "initArgs")
///         results(results: variadic)
///         attributes(unsigned_cmp: unit "unsignedCmp")
///         regions(region: single)
///         build(explicit)
///     }
/// }
/// ```
///
/// Each entry is `accessor: kind "specName"`; the name defaults to the
/// accessor's. Operand and result kinds are `single`, `optional` and
/// `variadic`; regions and successors `single` and `variadic`; attribute
/// kinds say how the accessor reads the value and what the builder takes:
///
/// | kind | accessor returns | builder takes |
/// |---|---|---|
/// | `attr` / `opt_attr` | `Option<Attribute>` | `Attribute` / `Option<Attribute>` |
/// | `unit` | `bool` | `bool` |
/// | `int` / `opt_int` | `Option<i64>` | `i64` / `Option<i64>` |
/// | `bool` / `opt_bool` | `Option<bool>` | `bool` / `Option<bool>` |
/// | `enum` / `opt_enum` | `Option<u64>` | `u64` / `Option<u64>` |
/// | `type` | `Option<Type>` | `Type` |
/// | `str` / `opt_str` | `Option<&str>` | `&str` / `Option<&str>` |
/// | `symbol` | `Option<&str>` | `&str` (a flat symbol reference) |
/// | `i64_array` / `opt_i64_array` | `Option<Vec<i64>>` | `&[i64]` / `Option<&[i64]>` |
///
/// Plain kinds are for required attributes, `opt_` ones for optional and
/// default-valued ones (whose accessors return the default when absent).
/// Every entry is checked against the spec at compile time (a `const`
/// assertion): a missing name or a different arity or optionality fails
/// the build.
///
/// `build(explicit)` adds `build(b, loc, <result types>, <operands>,
/// <attributes>, <region counts>, <successors>)`, each group in the spec's
/// order, named as its accessor; `build(infer)` omits the result types
/// (the spec must imply them: checked at compile time); without `build`
/// there is no builder. Builders create an empty region per single region
/// group, and as many as its count (a `usize` parameter, named as the
/// group's accessor) per variadic one. The regions of an op isolated from
/// above are created in a body of its own, which the op owns; if its spec
/// has [`entry_block_args`](crate::OpSpec::entry_block_args) (as
/// `func.func`'s, the inputs of its `function_type`), the first region
/// gets an entry block with those arguments, ready to be filled through
/// [`Body::child_body_mut`](strata_ir::Body::child_body_mut).
///
/// A declaration that matches its spec compiles:
///
/// ```
/// use strata_ods::{OpSpec, TypeConstraint, ValueSpec};
/// static S: OpSpec = OpSpec {
///     operands: &[ValueSpec::single("x", TypeConstraint::Any)],
///     ..OpSpec::new("t.op")
/// };
/// strata_ods::typed_ops! { pub T(S) { operands(x: single) build(explicit) } }
/// ```
///
/// and one that does not (here, the wrong arity) is a compile error, even
/// when nothing uses the accessor:
///
/// ```compile_fail
/// use strata_ods::{OpSpec, TypeConstraint, ValueSpec};
/// static S: OpSpec = OpSpec {
///     operands: &[ValueSpec::single("x", TypeConstraint::Any)],
///     ..OpSpec::new("t.op")
/// };
/// strata_ods::typed_ops! { pub T(S) { operands(x: variadic) } }
/// ```
#[macro_export]
macro_rules! typed_ops {
    ($(
        $(#[$meta:meta])*
        $vis:vis $Name:ident($spec:expr) {
            $(operands($($on:ident : $oa:ident $($os:literal)?),* $(,)?))?
            $(results($($rn:ident : $ra:ident $($rs:literal)?),* $(,)?))?
            $(attributes($($an:ident : $ak:ident $($as:literal)?),* $(,)?))?
            $(regions($($gn:ident : $ga:ident $($gs:literal)?),* $(,)?))?
            $(successors($($sn:ident : $sa:ident $($ss:literal)?),* $(,)?))?
            $(build($build:ident))?
        }
    )*) => {$(
        $(#[$meta])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        $vis struct $Name(pub $crate::__strata_ir::OpId);

        #[allow(dead_code, clippy::too_many_arguments, clippy::needless_lifetimes)]
        impl $Name {
            /// The op's spec.
            pub const SPEC: &'static $crate::OpSpec = &$spec;

            /// `op` as this op, if it has its name and a shape that fits
            /// its spec.
            pub fn cast<R: $crate::typed::IrRead + ?Sized>(ir: &R, op: $crate::__strata_ir::OpId) -> Option<Self> {
                let (ctx, body) = (ir.ir_ctx(), ir.ir_body());
                const SHAPE: $crate::typed::Shape = $crate::typed::Shape::of(&$spec);
                ($crate::typed::has_name(ctx, body, op, $spec.name) && SHAPE.fits(ctx, body, op))
                .then_some($Name(op))
            }

            /// Whether `op` is this op (as [`Self::cast`]).
            pub fn isa<R: $crate::typed::IrRead + ?Sized>(ir: &R, op: $crate::__strata_ir::OpId) -> bool {
                Self::cast(ir, op).is_some()
            }

            /// `op` as this op, through its view.
            pub fn from_ref(op: $crate::__strata_ir::OpRef<'_>) -> Option<Self> {
                Self::cast(&op, op.id)
            }

            pub fn op(self) -> $crate::__strata_ir::OpId {
                self.0
            }

            pub fn loc<R: $crate::typed::IrRead + ?Sized>(self, ir: &R) -> $crate::__strata_ir::Location {
                ir.ir_body().op_loc(self.0)
            }

            $($( $crate::typed_ops!(@operand $spec, $on, $oa, $crate::typed_ops!(@name $on $($os)?)); )*)?
            $($( $crate::typed_ops!(@result $spec, $rn, $ra, $crate::typed_ops!(@name $rn $($rs)?)); )*)?
            $($( $crate::typed_ops!(@attr $spec, $an, $ak, $crate::typed_ops!(@name $an $($as)?)); )*)?
            $($( $crate::typed_ops!(@region $spec, $gn, $ga, $crate::typed_ops!(@name $gn $($gs)?)); )*)?
            $($( $crate::typed_ops!(@successor $spec, $sn, $sa, $crate::typed_ops!(@name $sn $($ss)?)); )*)?

            $crate::typed_ops!(@build [$($build)?] $spec;
                [$($($on $oa),*)?]
                [$($($rn $ra),*)?]
                [$($($an $ak ($crate::typed_ops!(@name $an $($as)?))),*)?]
                [$($($gn $ga),*)?]
                [$($($sn $sa),*)?]);
        }

        // The declaration is checked against the spec when the crate is
        // compiled, whether or not the accessors are used.
        const _: () = {
            $($( let _ = $crate::typed::GroupIndex::operand(
                &$spec, $crate::typed_ops!(@name $on $($os)?), $crate::typed_ops!(@arity $oa)); )*)?
            $($( let _ = $crate::typed::GroupIndex::result(
                &$spec, $crate::typed_ops!(@name $rn $($rs)?), $crate::typed_ops!(@arity $ra)); )*)?
            $($( let _ = $crate::typed::attr_index(
                &$spec, $crate::typed_ops!(@name $an $($as)?), $crate::typed_ops!(@attr_required $ak)); )*)?
            $($( let _ = $crate::typed::CountedIndex::region(
                &$spec, $crate::typed_ops!(@name $gn $($gs)?), $crate::typed_ops!(@variadic $ga)); )*)?
            $($( let _ = $crate::typed::CountedIndex::successor(
                &$spec, $crate::typed_ops!(@name $sn $($ss)?), $crate::typed_ops!(@variadic $sa)); )*)?
            $( $crate::typed_ops!(@build_check $build, $spec); )?
        };

        impl From<$Name> for $crate::__strata_ir::OpId {
            fn from(op: $Name) -> $crate::__strata_ir::OpId {
                op.0
            }
        }
    )*};

    (@name $i:ident) => { stringify!($i) };
    (@name $i:ident $s:literal) => { $s };

    (@variadic single) => { false };
    (@variadic variadic) => { true };
    (@build_check explicit, $spec:expr) => {};
    (@build_check infer, $spec:expr) => {
        assert!(
            $crate::typed::infers_result_types(&$spec),
            "build(infer): the spec does not imply its result types"
        )
    };
    (@arity single) => { $crate::Arity::Single };
    (@arity optional) => { $crate::Arity::Optional };
    (@arity variadic) => { $crate::Arity::Variadic };

    // ---- operands and results ----
    (@operand $spec:expr, $n:ident, single, $s:expr) => {
        pub fn $n<R: $crate::typed::IrRead + ?Sized>(self, ir: &R) -> $crate::__strata_ir::ValueId {
            const G: $crate::typed::GroupIndex = $crate::typed::GroupIndex::operand(&$spec, $s, $crate::Arity::Single);
            let (ctx, body) = (ir.ir_ctx(), ir.ir_body());
            // Decided at compile time: no group of unknown size before it.
            if !G.segmented && G.flexible_before == 0 {
                return body.operand(self.0, G.singles_before);
            }
            body.operand(self.0, G.range(ctx, body, self.0, body.num_operands(self.0)).start)
        }
    };
    (@operand $spec:expr, $n:ident, optional, $s:expr) => {
        pub fn $n<R: $crate::typed::IrRead + ?Sized>(self, ir: &R) -> Option<$crate::__strata_ir::ValueId> {
            const G: $crate::typed::GroupIndex = $crate::typed::GroupIndex::operand(&$spec, $s, $crate::Arity::Optional);
            let (ctx, body) = (ir.ir_ctx(), ir.ir_body());
            let r = G.range(ctx, body, self.0, body.num_operands(self.0));
            (!r.is_empty()).then(|| body.operand(self.0, r.start))
        }
    };
    (@operand $spec:expr, $n:ident, variadic, $s:expr) => {
        pub fn $n<'r, R: $crate::typed::IrRead + ?Sized>(self, ir: &'r R) -> $crate::typed::GroupValues<'r> {
            const G: $crate::typed::GroupIndex = $crate::typed::GroupIndex::operand(&$spec, $s, $crate::Arity::Variadic);
            let (ctx, body) = (ir.ir_ctx(), ir.ir_body());
            let r = G.range(ctx, body, self.0, body.num_operands(self.0));
            $crate::typed::GroupValues::new(body, self.0, r, false)
        }
    };
    (@result $spec:expr, $n:ident, single, $s:expr) => {
        pub fn $n<R: $crate::typed::IrRead + ?Sized>(self, ir: &R) -> $crate::__strata_ir::ValueId {
            const G: $crate::typed::GroupIndex = $crate::typed::GroupIndex::result(&$spec, $s, $crate::Arity::Single);
            let (ctx, body) = (ir.ir_ctx(), ir.ir_body());
            // Decided at compile time: no group of unknown size before it.
            if !G.segmented && G.flexible_before == 0 {
                return body.result(self.0, G.singles_before);
            }
            body.result(self.0, G.range(ctx, body, self.0, body.num_results(self.0)).start)
        }
    };
    (@result $spec:expr, $n:ident, optional, $s:expr) => {
        pub fn $n<R: $crate::typed::IrRead + ?Sized>(self, ir: &R) -> Option<$crate::__strata_ir::ValueId> {
            const G: $crate::typed::GroupIndex = $crate::typed::GroupIndex::result(&$spec, $s, $crate::Arity::Optional);
            let (ctx, body) = (ir.ir_ctx(), ir.ir_body());
            let r = G.range(ctx, body, self.0, body.num_results(self.0));
            (!r.is_empty()).then(|| body.result(self.0, r.start))
        }
    };
    (@result $spec:expr, $n:ident, variadic, $s:expr) => {
        pub fn $n<'r, R: $crate::typed::IrRead + ?Sized>(self, ir: &'r R) -> $crate::typed::GroupValues<'r> {
            const G: $crate::typed::GroupIndex = $crate::typed::GroupIndex::result(&$spec, $s, $crate::Arity::Variadic);
            let (ctx, body) = (ir.ir_ctx(), ir.ir_body());
            let r = G.range(ctx, body, self.0, body.num_results(self.0));
            $crate::typed::GroupValues::new(body, self.0, r, true)
        }
    };

    // ---- attributes ----
    (@attr $spec:expr, $n:ident, $k:ident, $s:expr) => {
        pub fn $n<'r, R: $crate::typed::IrRead + ?Sized>(self, ir: &'r R) -> $crate::typed_ops!(@attr_ty $k) {
            const K: usize = $crate::typed::attr_index(&$spec, $s, $crate::typed_ops!(@attr_required $k));
            let (ctx, body) = (ir.ir_ctx(), ir.ir_body());
            let a = $crate::typed::inherent_attr(ctx, body, self.0, &$spec, K);
            $crate::typed_ops!(@attr_get $k, ctx, &$spec, K, a)
        }
    };
    (@attr_required unit) => { Some(false) };
    (@attr_required attr) => { Some(true) };
    (@attr_required int) => { Some(true) };
    (@attr_required bool) => { Some(true) };
    (@attr_required enum) => { Some(true) };
    (@attr_required type) => { Some(true) };
    (@attr_required str) => { Some(true) };
    (@attr_required symbol) => { Some(true) };
    (@attr_required i64_array) => { Some(true) };
    (@attr_required $opt:ident) => { Some(false) };

    (@attr_ty unit) => { bool };
    (@attr_ty attr) => { Option<$crate::__strata_ir::Attribute> };
    (@attr_ty opt_attr) => { Option<$crate::__strata_ir::Attribute> };
    (@attr_ty int) => { Option<i64> };
    (@attr_ty opt_int) => { Option<i64> };
    (@attr_ty bool) => { Option<bool> };
    (@attr_ty opt_bool) => { Option<bool> };
    (@attr_ty enum) => { Option<u64> };
    (@attr_ty opt_enum) => { Option<u64> };
    (@attr_ty type) => { Option<$crate::__strata_ir::Type> };
    (@attr_ty str) => { Option<&'r str> };
    (@attr_ty opt_str) => { Option<&'r str> };
    (@attr_ty symbol) => { Option<&'r str> };
    (@attr_ty i64_array) => { Option<Vec<i64>> };
    (@attr_ty opt_i64_array) => { Option<Vec<i64>> };

    (@attr_get unit, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $a.is_some() };
    (@attr_get attr, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $a };
    (@attr_get opt_attr, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $a };
    (@attr_get int, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $crate::typed::attr_int($ctx, $a) };
    (@attr_get opt_int, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $crate::typed::attr_int($ctx, $a) };
    (@attr_get bool, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $crate::typed::attr_bool($ctx, $a) };
    (@attr_get opt_bool, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $crate::typed::attr_bool($ctx, $a) };
    (@attr_get enum, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $crate::typed::attr_enum($ctx, $spec, $k, $a) };
    (@attr_get opt_enum, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $crate::typed::attr_enum($ctx, $spec, $k, $a) };
    (@attr_get type, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $crate::typed::attr_type($ctx, $a) };
    (@attr_get str, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $crate::typed::attr_str($ctx, $a) };
    (@attr_get opt_str, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $crate::typed::attr_str($ctx, $a) };
    (@attr_get symbol, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $crate::typed::attr_symbol($ctx, $a) };
    (@attr_get i64_array, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $crate::typed::attr_i64_array($ctx, $a) };
    (@attr_get opt_i64_array, $ctx:ident, $spec:expr, $k:ident, $a:ident) => { $crate::typed::attr_i64_array($ctx, $a) };

    // ---- regions and successors ----
    (@region $spec:expr, $n:ident, single, $s:expr) => {
        pub fn $n<R: $crate::typed::IrRead + ?Sized>(self, ir: &R) -> $crate::__strata_ir::RegionId {
            const K: $crate::typed::CountedIndex = $crate::typed::CountedIndex::region(&$spec, $s, false);
            let regions = ir.ir_body().op_regions(self.0).1;
            regions[K.range(regions.len()).start]
        }
    };
    (@region $spec:expr, $n:ident, variadic, $s:expr) => {
        pub fn $n<R: $crate::typed::IrRead + ?Sized>(self, ir: &R) -> &[$crate::__strata_ir::RegionId] {
            const K: $crate::typed::CountedIndex = $crate::typed::CountedIndex::region(&$spec, $s, true);
            let regions = ir.ir_body().op_regions(self.0).1;
            &regions[K.range(regions.len())]
        }
    };
    (@successor $spec:expr, $n:ident, single, $s:expr) => {
        pub fn $n<R: $crate::typed::IrRead + ?Sized>(self, ir: &R) -> $crate::__strata_ir::BlockId {
            const K: $crate::typed::CountedIndex = $crate::typed::CountedIndex::successor(&$spec, $s, false);
            let body = ir.ir_body();
            body.successor(self.0, K.range(body.num_successors(self.0)).start)
        }
    };
    (@successor $spec:expr, $n:ident, variadic, $s:expr) => {
        pub fn $n<R: $crate::typed::IrRead + ?Sized>(self, ir: &R) -> Vec<$crate::__strata_ir::BlockId> {
            const K: $crate::typed::CountedIndex = $crate::typed::CountedIndex::successor(&$spec, $s, true);
            let body = ir.ir_body();
            K.range(body.num_successors(self.0)).map(|i| body.successor(self.0, i)).collect()
        }
    };

    // ---- builders ----
    (@build [] $($rest:tt)*) => {};
    // Collects the variadic region groups (each takes a count) first.
    (@build [$kind:ident] $spec:expr; $o:tt $r:tt $a:tt [$($gn:ident $ga:ident),*] $s:tt) => {
        $crate::typed_ops!(@build_counted [$kind] $spec; $o $r $a [$($gn $ga),*] $s; []; $($gn $ga,)*);
    };
    (@build_counted $k:tt $spec:expr; $o:tt $r:tt $a:tt $g:tt $s:tt; [$($vn:ident)*]; $gn:ident variadic, $($rest:tt)*) => {
        $crate::typed_ops!(@build_counted $k $spec; $o $r $a $g $s; [$($vn)* $gn]; $($rest)*);
    };
    (@build_counted $k:tt $spec:expr; $o:tt $r:tt $a:tt $g:tt $s:tt; [$($vn:ident)*]; $gn:ident single, $($rest:tt)*) => {
        $crate::typed_ops!(@build_counted $k $spec; $o $r $a $g $s; [$($vn)*]; $($rest)*);
    };
    (@build_counted [$kind:ident] $spec:expr; $o:tt $r:tt $a:tt $g:tt $s:tt; $v:tt;) => {
        $crate::typed_ops!(@build_fn [$kind] $spec; $o $r $a $g $s $v);
    };
    (@build_fn [explicit] $spec:expr;
        [$($on:ident $oa:ident),*] [$($rn:ident $ra:ident),*]
        [$($an:ident $ak:ident ($as:expr)),*] [$($gn:ident $ga:ident),*] [$($sn:ident $sa:ident),*]
        [$($vn:ident)*]
    ) => {
        /// Creates the op at `b`'s insertion point (with empty regions:
        /// one per single region group, the given count per variadic one).
        pub fn build<B: $crate::typed::OpCreate + ?Sized>(
            b: &mut B,
            loc: $crate::__strata_ir::Location,
            $($rn: $crate::typed_ops!(@type_param $ra),)*
            $($on: $crate::typed_ops!(@operand_param $oa),)*
            $($an: $crate::typed_ops!(@attr_param $ak),)*
            $($vn: usize,)*
            $($sn: $crate::typed_ops!(@successor_param $sa),)*
        ) -> Self {
            let ctx = b.ir_ctx();
            let mut st = $crate::typed::BuildState::new(ctx, &$spec, loc);
            $(st.results($crate::typed_ops!(@slice $ra $rn));)*
            $(st.operands($crate::typed_ops!(@slice $oa $on));)*
            $crate::typed_ops!(@build_rest b, st, $spec; [$($an $ak ($as)),*] [$($gn $ga),*] [$($sn $sa),*])
        }
    };
    (@build_fn [infer] $spec:expr;
        [$($on:ident $oa:ident),*] [$($rn:ident $ra:ident),*]
        [$($an:ident $ak:ident ($as:expr)),*] [$($gn:ident $ga:ident),*] [$($sn:ident $sa:ident),*]
        [$($vn:ident)*]
    ) => {
        /// Creates the op at `b`'s insertion point, inferring its result
        /// types from the operands and attributes (with empty regions: one
        /// per single region group, the given count per variadic one).
        pub fn build<B: $crate::typed::OpCreate + ?Sized>(
            b: &mut B,
            loc: $crate::__strata_ir::Location,
            $($on: $crate::typed_ops!(@operand_param $oa),)*
            $($an: $crate::typed_ops!(@attr_param $ak),)*
            $($vn: usize,)*
            $($sn: $crate::typed_ops!(@successor_param $sa),)*
        ) -> Self {
            let ctx = b.ir_ctx();
            let mut st = $crate::typed::BuildState::new(ctx, &$spec, loc);
            $(st.operands($crate::typed_ops!(@slice $oa $on));)*
            $crate::typed_ops!(@build_attrs ctx, st, $spec; [$($an $ak ($as)),*]);
            st.infer_results(ctx, b.ir_body());
            $crate::typed_ops!(@build_tail b, st; [$($gn $ga),*] [$($sn $sa),*])
        }
    };
    (@build_rest $b:ident, $st:ident, $spec:expr; [$($an:ident $ak:ident ($as:expr)),*] [$($gn:ident $ga:ident),*] [$($sn:ident $sa:ident),*]) => {{
        #[allow(unused_variables)] // without attributes
        let ctx = $b.ir_ctx();
        $crate::typed_ops!(@build_attrs ctx, $st, $spec; [$($an $ak ($as)),*]);
        $crate::typed_ops!(@build_tail $b, $st; [$($gn $ga),*] [$($sn $sa),*])
    }};
    (@build_attrs $ctx:ident, $st:ident, $spec:expr; [$($an:ident $ak:ident ($as:expr)),*]) => {
        $({
            const K: usize = $crate::typed::attr_index(&$spec, $as, $crate::typed_ops!(@attr_required $ak));
            let a = $crate::typed_ops!(@attr_make $ak, $ctx, &$spec, K, $an);
            $st.attr($ctx, K, a);
        })*
    };
    (@build_tail $b:ident, $st:ident; [$($gn:ident $ga:ident),*] [$($sn:ident $sa:ident),*]) => {{
        $( $st.regions($b, $crate::typed_ops!(@region_count $gn $ga)); )*
        $($st.successors($crate::typed_ops!(@slice $sa $sn));)*
        Self($st.finish($b))
    }};

    (@region_count $gn:ident single) => { 1 };
    (@region_count $gn:ident variadic) => { $gn };
    (@type_param single) => { $crate::__strata_ir::Type };
    (@type_param optional) => { Option<$crate::__strata_ir::Type> };
    (@type_param variadic) => { &[$crate::__strata_ir::Type] };
    (@operand_param single) => { $crate::__strata_ir::ValueId };
    (@operand_param optional) => { Option<$crate::__strata_ir::ValueId> };
    (@operand_param variadic) => { &[$crate::__strata_ir::ValueId] };
    (@successor_param single) => { $crate::__strata_ir::BlockId };
    (@successor_param variadic) => { &[$crate::__strata_ir::BlockId] };
    (@slice single $v:ident) => { std::slice::from_ref(&$v) };
    (@slice optional $v:ident) => { $v.as_slice() };
    (@slice variadic $v:ident) => { $v };

    (@attr_param unit) => { bool };
    (@attr_param attr) => { $crate::__strata_ir::Attribute };
    (@attr_param opt_attr) => { Option<$crate::__strata_ir::Attribute> };
    (@attr_param int) => { i64 };
    (@attr_param opt_int) => { Option<i64> };
    (@attr_param bool) => { bool };
    (@attr_param opt_bool) => { Option<bool> };
    (@attr_param enum) => { u64 };
    (@attr_param opt_enum) => { Option<u64> };
    (@attr_param type) => { $crate::__strata_ir::Type };
    (@attr_param str) => { &str };
    (@attr_param opt_str) => { Option<&str> };
    (@attr_param symbol) => { &str };
    (@attr_param i64_array) => { &[i64] };
    (@attr_param opt_i64_array) => { Option<&[i64]> };

    (@attr_make unit, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { $v.then(|| $ctx.unit_attr()) };
    (@attr_make attr, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { Some($v) };
    (@attr_make opt_attr, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { $v };
    (@attr_make int, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { Some($crate::typed::int_attr_for($ctx, $spec, $k, $v)) };
    (@attr_make opt_int, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { $v.map(|v| $crate::typed::int_attr_for($ctx, $spec, $k, v)) };
    (@attr_make bool, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { Some($ctx.bool_attr($v)) };
    (@attr_make opt_bool, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { $v.map(|v| $ctx.bool_attr(v)) };
    (@attr_make enum, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { Some($crate::typed::enum_attr_for($ctx, $spec, $k, $v)) };
    (@attr_make opt_enum, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { $v.map(|v| $crate::typed::enum_attr_for($ctx, $spec, $k, v)) };
    (@attr_make type, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { Some($ctx.type_attr($v)) };
    (@attr_make str, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { Some($ctx.string_attr($v)) };
    (@attr_make opt_str, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { $v.map(|v| $ctx.string_attr(v)) };
    (@attr_make symbol, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { Some($ctx.flat_symbol_ref_attr($v)) };
    (@attr_make i64_array, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { Some($crate::typed::i64_array_attr($ctx, $v)) };
    (@attr_make opt_i64_array, $ctx:ident, $spec:expr, $k:ident, $v:ident) => { $v.map(|v| $crate::typed::i64_array_attr($ctx, v)) };
}
