//! Declarative rewrite rules: [`pat!`](crate::pat), Strata's counterpart
//! of MLIR's DRR (`Pat<source, result, constraints, benefit>` in TableGen),
//! and the helpers its expansion calls.
//!
//! A rule states a source pattern (a DAG of ops with named values), the
//! constraints the named values must meet, and what replaces the root: new
//! ops built from the named values, a named value, or the result of a Rust
//! function (MLIR's `NativeCodeCall`). The macro turns it into a unit
//! struct implementing [`RewritePattern`](crate::RewritePattern), so the
//! greedy driver and `canonicalize` run it like a hand-written pattern.
//!
//! # Why a `macro_rules!` macro over the typed wrappers
//!
//! Ops are named by the typed wrappers that `op!` generates (`ReshapeOp`),
//! their operands and attributes by the wrappers' accessors (`input`,
//! `value`), and new ops are created by the wrappers' `build`. The
//! expansion is the code one would write by hand (`cast`, accessor calls,
//! `defining_op`, `build`), so a misspelt op, accessor or builder argument
//! is a compile error at the rule, costs nothing at run time, and works for
//! any dialect defined with `op!`, in any crate, without this crate
//! depending on the ODS crate (which depends on this one). A builder API
//! interpreted at run time would name ops and operands by strings and
//! positions, checked only when the pattern runs; a proc macro would need
//! its own grammar and the `syn` build cost that `op!` avoids for the same
//! reason.
//!
//! # Grammar
//!
//! ```text
//! pat! {
//!     /// Doc comment.
//!     pub Name {
//!         debug_name: "Name",              // optional; default: the struct's name
//!         add_benefit: 1,                  // optional; added to the op count
//!         source: root @ Op { field: sub, ... },
//!         constraints: [constraint, ...],  // optional
//!         result: replacement, ...
//!     }
//!     ...
//! }
//! ```
//!
//! **Source.** An op node is `Op { accessor: sub, ... }`, where `Op` is a
//! typed wrapper in scope and each accessor one of its operand or attribute
//! accessors; accessors left out are not looked at. `name @ Op { ... }`
//! names the node: at the root, the root's first result; elsewhere, the
//! operand the node was reached through. A `sub` is
//!
//! - `name`: binds the accessor's value, with `Option`s unwrapped (an
//!   absent optional operand or attribute fails the match) and a variadic
//!   group collected into a `Vec`;
//! - `opt(name)`: binds the accessor's value as it is (an `Option` for an
//!   optional operand or attribute);
//! - `_`: matches anything;
//! - an op node, `Op { ... }` or `name @ Op { ... }`: the operand must be
//!   defined by such an op.
//!
//! Each name is bound once; that two operands are the same value is a
//! constraint (`{ x == y }`).
//!
//! **Constraints**, all checked before the IR changes:
//!
//! - `same_type(a, b, ...)`: the named values have one type (MLIR's
//!   `AllTypesMatch`);
//! - `path::to::predicate(args)`: a Rust function
//!   `fn(&PatternRewriter, args...) -> bool`;
//! - `{ expression }`: a Rust `bool` expression over the names.
//!
//! **Result.** One replacement per result of the root, in order (an op
//! node replaces as many results as it has):
//!
//! - `name`: a named value (MLIR's `replaceWithValue`);
//! - `Op::build(args)`: a new op, built by the wrapper's `build` with the
//!   given arguments after the builder and the location (for
//!   `build(explicit)` wrappers, result types first);
//! - `path::to::native(args)`: a Rust function
//!   `fn(&mut PatternRewriter, args...) -> T` or `-> Option<T>` (MLIR's
//!   `NativeCodeCall`) giving the replacement value;
//! - `{ expression }`: a Rust expression giving the value.
//!
//! Arguments of builders, native calls and predicates are names, literals,
//! `type(name)` (the type of a named value), `{ expression }`, and, in
//! results, nested `Op::build(..)` (its first result) and native calls.
//! Native calls and builders run in argument order, inner ones first, at
//! the root. If a native call returns `None`, a new op has no result where
//! a value is needed, or the replacements do not number the root's
//! results, the ops built so far are erased and the pattern fails.
//!
//! New ops get the fused location of the matched ops (the root first,
//! then the source pattern's nodes in the order written), and the pattern's
//! benefit is the number of op nodes in the source plus `add_benefit`, as
//! MLIR's generated patterns have them.
//!
//! # Example
//!
//! ```ignore
//! strata_rewrite::pat! {
//!     /// `reshape(reshape(x))` → `reshape(x)`.
//!     pub ReshapeOfReshape {
//!         source: res @ ReshapeOp { input: ReshapeOp { input: x } },
//!         result: ReshapeOp::build(type(res), x),
//!     }
//! }
//! ```

use smallvec::SmallVec;
use strata_ir::{Attribute, Location, OpId, Type, ValueId};

use crate::PatternRewriter;

/// The ops a rule matched (root first), or the ops it built.
pub type OpList = SmallVec<[OpId; 4]>;

/// The values replacing a rule's root.
pub type ValueList = SmallVec<[ValueId; 4]>;

/// What a source accessor or a native call gives, as the value a rule
/// names: `None` fails the rule. An `Option` is unwrapped; borrowed strings
/// become owned (so that a named string outlives the rewriter's borrow);
/// other values are themselves.
pub trait Bind {
    /// The value bound.
    type Bound;
    /// The value, or `None` if the rule does not apply.
    fn bind(self) -> Option<Self::Bound>;
}

impl<T: Bind> Bind for Option<T> {
    type Bound = T::Bound;
    fn bind(self) -> Option<T::Bound> {
        self.and_then(T::bind)
    }
}

impl Bind for &str {
    type Bound = String;
    fn bind(self) -> Option<String> {
        Some(self.to_owned())
    }
}

impl<T> Bind for Vec<T> {
    type Bound = Vec<T>;
    fn bind(self) -> Option<Vec<T>> {
        Some(self)
    }
}

macro_rules! bind_as_itself {
    ($($t:ty),*) => {$(
        impl Bind for $t {
            type Bound = $t;
            fn bind(self) -> Option<$t> {
                Some(self)
            }
        }
    )*};
}

bind_as_itself!(ValueId, OpId, Attribute, Type, Location, String, bool, i64, u64, usize);

/// The first result of `op`, if it has one.
pub fn first_result(rw: &PatternRewriter<'_>, op: OpId) -> Option<ValueId> {
    rw.body().results(op).next()
}

/// The op defining `v` (none for a block argument).
pub fn defining_op(rw: &PatternRewriter<'_>, v: ValueId) -> Option<OpId> {
    rw.body().defining_op(v)
}

/// The type of `v`.
pub fn value_type(rw: &PatternRewriter<'_>, v: ValueId) -> Type {
    rw.body().value_type(v)
}

/// Whether `values` all have one type.
pub fn same_type(rw: &PatternRewriter<'_>, values: &[ValueId]) -> bool {
    values
        .windows(2)
        .all(|w| value_type(rw, w[0]) == value_type(rw, w[1]))
}

/// The location of the ops a rule builds: the fused location of the
/// matched ops.
pub fn fused_loc(rw: &PatternRewriter<'_>, matched: &[OpId]) -> Location {
    let locs: SmallVec<[Location; 4]> = matched.iter().map(|&op| rw.body().op_loc(op)).collect();
    rw.ctx.fused_loc(&locs, None)
}

/// Appends the results of `op` to `values`.
pub fn push_results(rw: &PatternRewriter<'_>, op: OpId, values: &mut ValueList) {
    values.extend(rw.body().results(op));
}

/// Erases the ops a failing rule built, last first (so each is unused when
/// erased).
pub fn undo(rw: &mut PatternRewriter<'_>, created: &[OpId]) {
    for &op in created.iter().rev() {
        rw.erase_op(op);
    }
}

/// Replaces `root` by `values` and returns true, or, if they do not fit
/// (another number than its results, or one of its own results), erases
/// the ops in `created` and returns false.
pub fn replace_root(rw: &mut PatternRewriter<'_>, root: OpId, values: &[ValueId], created: &[OpId]) -> bool {
    let fits = values.len() == rw.body().num_results(root)
        && values.iter().all(|&v| rw.body().defining_op(v) != Some(root));
    if !fits {
        undo(rw, created);
        return false;
    }
    rw.replace_op(root, values);
    true
}

/// Declares rewrite patterns declaratively: Strata's counterpart of MLIR's
/// declarative rewrite rules (`Pat` in TableGen). The [module
/// documentation](crate::drr) has the grammar and the semantics.
///
/// Each rule becomes a unit struct implementing
/// [`RewritePattern`](crate::RewritePattern), rooted at the source's root
/// op, named as the struct (or `debug_name`), with the benefit MLIR gives a
/// DRR pattern: the number of op nodes of the source, plus `add_benefit`.
///
/// ```ignore
/// strata_rewrite::pat! {
///     /// `reshape(x)` to the type `x` already has → `x`.
///     pub RedundantReshape {
///         source: res @ ReshapeOp { input: x },
///         constraints: [same_type(x, res)],
///         result: x,
///     }
///
///     /// `reshape(constant)` → a constant of the reshaped type.
///     pub ReshapeOfConstant {
///         source: res @ ReshapeOp { input: ConstantOp { value: value } },
///         result: ConstantOp::build(reshape_constant(value, type(res))),
///     }
/// }
/// ```
#[macro_export]
macro_rules! pat {
    // ---- source: op nodes and their fields --------------------------------------------
    (@match [$rw:ident $m:ident] $id:ident $b:ident @ $Op:ident { $($f:tt)* }) => {
        $crate::pat!(@match [$rw $m] $id $Op { $($f)* });
        let $b = match $crate::drr::first_result(&*$rw, $id) {
            ::core::option::Option::Some(v) => v,
            ::core::option::Option::None => return false,
        };
    };
    (@match [$rw:ident $m:ident] $id:ident $Op:ident { $($f:tt)* }) => {
        let _node = match $Op::cast(&*$rw, $id) {
            ::core::option::Option::Some(node) => node,
            ::core::option::Option::None => return false,
        };
        $m.push($id);
        $crate::pat!(@fields [$rw $m] _node; $($f)*);
    };
    (@operand [$rw:ident $m:ident] $v:ident $Op:ident { $($f:tt)* }) => {
        let _def = match $crate::drr::defining_op(&*$rw, $v) {
            ::core::option::Option::Some(def) => def,
            ::core::option::Option::None => return false,
        };
        $crate::pat!(@match [$rw $m] _def $Op { $($f)* });
    };
    (@bind [$rw:ident] $w:ident . $acc:ident) => {
        match $crate::drr::Bind::bind($w.$acc(&*$rw)) {
            ::core::option::Option::Some(v) => v,
            ::core::option::Option::None => return false,
        }
    };
    (@fields $c:tt $w:ident;) => {};
    (@fields $c:tt $w:ident; , $($rest:tt)*) => {
        $crate::pat!(@fields $c $w; $($rest)*);
    };
    (@fields $c:tt $w:ident; $acc:ident : _ $(, $($rest:tt)*)?) => {
        $crate::pat!(@fields $c $w; $($($rest)*)?);
    };
    (@fields [$rw:ident $m:ident] $w:ident; $acc:ident : opt ( $x:ident ) $(, $($rest:tt)*)?) => {
        let $x = $w.$acc(&*$rw);
        $crate::pat!(@fields [$rw $m] $w; $($($rest)*)?);
    };
    (@fields [$rw:ident $m:ident] $w:ident; $acc:ident : $b:ident @ $Op:ident { $($f:tt)* } $(, $($rest:tt)*)?) => {
        let $b = $crate::pat!(@bind [$rw] $w . $acc);
        $crate::pat!(@operand [$rw $m] $b $Op { $($f)* });
        $crate::pat!(@fields [$rw $m] $w; $($($rest)*)?);
    };
    (@fields [$rw:ident $m:ident] $w:ident; $acc:ident : $Op:ident { $($f:tt)* } $(, $($rest:tt)*)?) => {
        let _operand = $crate::pat!(@bind [$rw] $w . $acc);
        $crate::pat!(@operand [$rw $m] _operand $Op { $($f)* });
        $crate::pat!(@fields [$rw $m] $w; $($($rest)*)?);
    };
    (@fields [$rw:ident $m:ident] $w:ident; $acc:ident : $x:ident $(, $($rest:tt)*)?) => {
        let $x = $crate::pat!(@bind [$rw] $w . $acc);
        $crate::pat!(@fields [$rw $m] $w; $($($rest)*)?);
    };

    // ---- benefit: the number of op nodes ---------------------------------------------------
    (@count) => { 0u16 };
    (@count , $($rest:tt)*) => { $crate::pat!(@count $($rest)*) };
    (@count $acc:ident : $b:ident @ $Op:ident { $($f:tt)* } $(, $($rest:tt)*)?) => {
        1u16 + $crate::pat!(@count $($f)*) + $crate::pat!(@count $($($rest)*)?)
    };
    (@count $acc:ident : $Op:ident { $($f:tt)* } $(, $($rest:tt)*)?) => {
        1u16 + $crate::pat!(@count $($f)*) + $crate::pat!(@count $($($rest)*)?)
    };
    (@count $acc:ident : opt ( $x:ident ) $(, $($rest:tt)*)?) => { $crate::pat!(@count $($($rest)*)?) };
    (@count $acc:ident : $x:tt $(, $($rest:tt)*)?) => { $crate::pat!(@count $($($rest)*)?) };

    (@root_op $b:ident @ $Op:ident) => { $Op };
    (@root_op $Op:ident) => { $Op };
    (@debug_name $Name:ident) => { stringify!($Name) };
    (@debug_name $Name:ident $dn:literal) => { $dn };

    // ---- constraints ---------------------------------------------------------------------
    (@constraints [$rw:ident]) => {};
    (@constraints [$rw:ident] , $($rest:tt)*) => {
        $crate::pat!(@constraints [$rw] $($rest)*);
    };
    (@constraints [$rw:ident] same_type ( $($v:ident),+ $(,)? ) $(, $($rest:tt)*)?) => {
        if !$crate::drr::same_type(&*$rw, &[$($v),+]) {
            return false;
        }
        $crate::pat!(@constraints [$rw] $($($rest)*)?);
    };
    (@constraints [$rw:ident] { $($e:tt)* } $(, $($rest:tt)*)?) => {
        if !{ $($e)* } {
            return false;
        }
        $crate::pat!(@constraints [$rw] $($($rest)*)?);
    };
    (@constraints [$rw:ident] $($f:ident)::+ ( $($args:tt)* ) $(, $($rest:tt)*)?) => {
        if !$crate::pat!(@pred [$rw] [$($f)::+] [] $($args)*) {
            return false;
        }
        $crate::pat!(@constraints [$rw] $($($rest)*)?);
    };
    // A predicate's arguments, collected as parenthesized expressions.
    (@pred [$rw:ident] [$($f:ident)::+] [$($a:tt)*]) => {
        $($f)::+(&*$rw $(, $a)*)
    };
    (@pred [$rw:ident] $f:tt [$($a:tt)*] , $($rest:tt)*) => {
        $crate::pat!(@pred [$rw] $f [$($a)*] $($rest)*)
    };
    (@pred [$rw:ident] $f:tt [$($a:tt)*] type ( $x:ident ) $(, $($rest:tt)*)?) => {
        $crate::pat!(@pred [$rw] $f [$($a)* ($crate::drr::value_type(&*$rw, $x))] $($($rest)*)?)
    };
    (@pred [$rw:ident] $f:tt [$($a:tt)*] { $($e:tt)* } $(, $($rest:tt)*)?) => {
        $crate::pat!(@pred [$rw] $f [$($a)* ({ $($e)* })] $($($rest)*)?)
    };
    (@pred [$rw:ident] $f:tt [$($a:tt)*] $x:ident $(, $($rest:tt)*)?) => {
        $crate::pat!(@pred [$rw] $f [$($a)* ($x)] $($($rest)*)?)
    };
    (@pred [$rw:ident] $f:tt [$($a:tt)*] $l:literal $(, $($rest:tt)*)?) => {
        $crate::pat!(@pred [$rw] $f [$($a)* ($l)] $($($rest)*)?)
    };

    // ---- result ----------------------------------------------------------------------------
    (@results $c:tt $vals:ident;) => {};
    (@results $c:tt $vals:ident; , $($rest:tt)*) => {
        $crate::pat!(@results $c $vals; $($rest)*);
    };
    (@results [$rw:ident $loc:ident $cr:ident] $vals:ident; $Op:ident :: build ( $($args:tt)* ) $(, $($rest:tt)*)?) => {
        let _new = $crate::pat!(@build [$rw $loc $cr] $Op [] [] $($args)*);
        $crate::drr::push_results(&*$rw, _new, &mut $vals);
        $crate::pat!(@results [$rw $loc $cr] $vals; $($($rest)*)?);
    };
    (@results [$rw:ident $loc:ident $cr:ident] $vals:ident; $($f:ident)::+ ( $($args:tt)* ) $(, $($rest:tt)*)?) => {
        let _value = $crate::pat!(@native [$rw $loc $cr] [$($f)::+] [] [] $($args)*);
        $vals.push(_value);
        $crate::pat!(@results [$rw $loc $cr] $vals; $($($rest)*)?);
    };
    (@results $c:tt $vals:ident; { $($e:tt)* } $(, $($rest:tt)*)?) => {
        $vals.push({ $($e)* });
        $crate::pat!(@results $c $vals; $($($rest)*)?);
    };
    (@results $c:tt $vals:ident; $x:ident $(, $($rest:tt)*)?) => {
        $vals.push($x);
        $crate::pat!(@results $c $vals; $($($rest)*)?);
    };

    // A new op: its arguments are evaluated into locals first (`[stmts]
    // [names]`), in order, then the builder runs.
    (@build [$rw:ident $loc:ident $cr:ident] $Op:ident [$($s:tt)*] [$($a:ident)*]) => {{
        $($s)*
        let _op = $Op::build(&mut *$rw, $loc $(, $a)*).op();
        $cr.push(_op);
        _op
    }};
    (@build $c:tt $Op:ident $s:tt $a:tt , $($rest:tt)*) => {
        $crate::pat!(@build $c $Op $s $a $($rest)*)
    };
    (@build $c:tt $Op:ident [$($s:tt)*] [$($a:ident)*] $($arg:tt)+) => {
        $crate::pat!(@arg $c (@build $c $Op) [$($s)*] [$($a)*] $($arg)+)
    };
    // A native call: the same, then the call, whose `None` fails the rule.
    (@native [$rw:ident $loc:ident $cr:ident] [$($f:ident)::+] [$($s:tt)*] [$($a:ident)*]) => {{
        $($s)*
        match $crate::drr::Bind::bind($($f)::+(&mut *$rw $(, $a)*)) {
            ::core::option::Option::Some(v) => v,
            ::core::option::Option::None => {
                $crate::drr::undo(&mut *$rw, &$cr);
                return false;
            }
        }
    }};
    (@native $c:tt $f:tt $s:tt $a:tt , $($rest:tt)*) => {
        $crate::pat!(@native $c $f $s $a $($rest)*)
    };
    (@native $c:tt $f:tt [$($s:tt)*] [$($a:ident)*] $($arg:tt)+) => {
        $crate::pat!(@arg $c (@native $c $f) [$($s)*] [$($a)*] $($arg)+)
    };
    // One argument of a builder or native call: a local holding its value
    // is added, and `$k` (`@build ...` or `@native ...`) continues.
    (@arg [$rw:ident $loc:ident $cr:ident] ($($k:tt)*) [$($s:tt)*] [$($a:ident)*] type ( $x:ident ) $($rest:tt)*) => {
        $crate::pat!($($k)* [$($s)* let _arg = $crate::drr::value_type(&*$rw, $x);] [$($a)* _arg] $($rest)*)
    };
    (@arg [$rw:ident $loc:ident $cr:ident] ($($k:tt)*) [$($s:tt)*] [$($a:ident)*] $Op:ident :: build ( $($inner:tt)* ) $($rest:tt)*) => {
        $crate::pat!($($k)* [$($s)*
            let _arg = {
                let _op = $crate::pat!(@build [$rw $loc $cr] $Op [] [] $($inner)*);
                match $crate::drr::first_result(&*$rw, _op) {
                    ::core::option::Option::Some(v) => v,
                    ::core::option::Option::None => {
                        $crate::drr::undo(&mut *$rw, &$cr);
                        return false;
                    }
                }
            };
        ] [$($a)* _arg] $($rest)*)
    };
    (@arg [$rw:ident $loc:ident $cr:ident] ($($k:tt)*) [$($s:tt)*] [$($a:ident)*] $($f:ident)::+ ( $($inner:tt)* ) $($rest:tt)*) => {
        $crate::pat!($($k)* [$($s)*
            let _arg = $crate::pat!(@native [$rw $loc $cr] [$($f)::+] [] [] $($inner)*);
        ] [$($a)* _arg] $($rest)*)
    };
    (@arg $c:tt ($($k:tt)*) [$($s:tt)*] [$($a:ident)*] { $($e:tt)* } $($rest:tt)*) => {
        $crate::pat!($($k)* [$($s)* let _arg = { $($e)* };] [$($a)* _arg] $($rest)*)
    };
    (@arg $c:tt ($($k:tt)*) [$($s:tt)*] [$($a:ident)*] $x:ident $($rest:tt)*) => {
        $crate::pat!($($k)* [$($s)* let _arg = $x;] [$($a)* _arg] $($rest)*)
    };
    (@arg $c:tt ($($k:tt)*) [$($s:tt)*] [$($a:ident)*] $l:literal $($rest:tt)*) => {
        $crate::pat!($($k)* [$($s)* let _arg = $l;] [$($a)* _arg] $($rest)*)
    };

    // ---- a rule ------------------------------------------------------------------------------
    ($(
        $(#[$meta:meta])*
        $vis:vis $Name:ident {
            $(debug_name: $dn:literal,)?
            $(add_benefit: $ab:literal,)?
            source: $s0:ident $(@ $s1:ident)? { $($fields:tt)* },
            $(constraints: [$($con:tt)*],)?
            result: $($res:tt)+
        }
    )*) => {$(
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, Default)]
        $vis struct $Name;

        impl $crate::RewritePattern for $Name {
            fn root(&self) -> $crate::PatternRoot {
                $crate::PatternRoot::Op(<$crate::pat!(@root_op $s0 $(@ $s1)?)>::SPEC.name)
            }

            fn benefit(&self) -> u16 {
                1 + $crate::pat!(@count $($fields)*) $(+ $ab)?
            }

            fn debug_name(&self) -> &str {
                $crate::pat!(@debug_name $Name $($dn)?)
            }

            fn match_and_rewrite(&self, root: $crate::__strata_ir::OpId, rw: &mut $crate::PatternRewriter<'_>) -> bool {
                let mut matched = $crate::drr::OpList::new();
                $crate::pat!(@match [rw matched] root $s0 $(@ $s1)? { $($fields)* });
                $($crate::pat!(@constraints [rw] $($con)*);)?
                let loc = $crate::drr::fused_loc(&*rw, &matched);
                rw.set_insertion_point(root);
                let mut created = $crate::drr::OpList::new();
                let mut values = $crate::drr::ValueList::new();
                $crate::pat!(@results [rw loc created] values; $($res)+);
                $crate::drr::replace_root(rw, root, &values, &created)
            }
        }
    )*};
}
