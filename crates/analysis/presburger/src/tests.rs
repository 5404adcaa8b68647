//! Unit tests against hand-derived answers and a randomized comparison
//! with brute-force enumeration.

use crate::*;

/// A set with `n` dimensions and the given rows.
fn set(n: usize, eqs: &[&[i64]], ineqs: &[&[i64]]) -> IntegerSet {
    let mut s = IntegerSet::set(n, 0, 0);
    for e in eqs {
        s.add_eq(e);
    }
    for i in ineqs {
        s.add_ineq(i);
    }
    s
}

fn empty(s: &IntegerSet) -> bool {
    s.is_integer_empty().expect("decided")
}

#[test]
fn two_x_equals_one_is_integer_empty_but_rationally_not() {
    let s = set(1, &[&[2, -1]], &[]);
    assert!(!s.is_rational_empty().unwrap());
    assert!(empty(&s));
}

#[test]
fn x_between_thirds_is_integer_empty() {
    // 1 <= 3x <= 2
    let s = set(1, &[], &[&[3, -1], &[-3, 2]]);
    assert!(!s.is_rational_empty().unwrap());
    assert!(empty(&s));
}

#[test]
fn thin_polytope_needs_branching() {
    // 1 <= 3x <= 2 in disguise, which row tightening alone does not see:
    //   3x - y >= 1, -3x + y >= -2, y in [0, 0]
    let s = set(2, &[], &[&[3, -1, -1], &[-3, 1, 2], &[0, 1, 0], &[0, -1, 0]]);
    assert!(!s.is_rational_empty().unwrap());
    assert!(empty(&s));
    // A segment without integer points that the GCD test misses:
    // 3x + 5y == 7 with x, y in [0, 2] (3x + 5y takes 0, 3, 5, 6, 8, ...).
    let s = set(
        2,
        &[&[3, 5, -7]],
        &[&[1, 0, 0], &[-1, 0, 2], &[0, 1, 0], &[0, -1, 2]],
    );
    assert!(!s.is_rational_empty().unwrap());
    assert!(empty(&s));
}

#[test]
fn unbounded_thin_sets() {
    // 1 <= 3x - 3y <= 2 without bounds: tightening decides it.
    assert!(empty(&set(2, &[], &[&[3, -3, -1], &[-3, 3, 2]])));
    // 1 <= 2x - 4y + 2z <= 1: tightening makes the bounds cross.
    assert!(empty(&set(3, &[], &[&[2, -4, 2, -1], &[-2, 4, -2, 1]])));
    // 3x - 2y == 1 as two inequalities, unbounded: the points (1 + 2t,
    // 1 + 3t) are found by the branch-and-bound.
    let s = set(2, &[], &[&[3, -2, -1], &[-3, 2, 1]]);
    let p = s.find_integer_sample().unwrap().expect("non-empty");
    assert!(s.contains_point(&p).unwrap());
    // x odd (x == 2y + 1) and a multiple of 4 (x == 4z), unbounded: no
    // single row shows it; eliminating x gives 2y - 4z + 1 == 0, which the
    // GCD test refutes.
    assert!(empty(&set(3, &[&[1, -2, 0, -1], &[1, 0, -4, 0]], &[])));
}

#[test]
fn unbounded_lattice_emptiness_may_give_up() {
    // 3x - 2y == 1 and 3x == 4z, unbounded, no unit coefficient: the
    // integer points would need 4z - 2y == 1. Branch-and-bound cannot
    // terminate on it and the projection loses the divisibility, so the
    // answer is the documented give-up (or, if found, emptiness), quickly.
    let s = set(3, &[&[3, -2, 0, -1], &[3, 0, -4, 0]], &[]);
    let start = std::time::Instant::now();
    let r = s.is_integer_empty();
    assert!(matches!(r, Ok(true) | Err(Error::Limit)), "{r:?}");
    assert!(start.elapsed().as_secs() < 60);
}

#[test]
fn non_empty_sets_give_a_valid_sample() {
    // 2 <= x + y <= 2, x - y == 0: the point (1, 1)
    let s = set(2, &[&[1, -1, 0]], &[&[1, 1, -2], &[-1, -1, 2]]);
    let p = s.find_integer_sample().unwrap().expect("non-empty");
    assert_eq!(p, vec![1, 1]);
    // Unbounded: x >= 5 has points.
    let s = set(1, &[], &[&[1, -5]]);
    let p = s.find_integer_sample().unwrap().expect("non-empty");
    assert!(s.contains_point(&p).unwrap());
    // The universe.
    assert_eq!(
        set(3, &[], &[]).find_integer_sample().unwrap().map(|p| p.len()),
        Some(3)
    );
}

#[test]
fn gcd_test_on_unbounded_equalities() {
    // 2x - 2y == 1 is unbounded and integer-empty: the GCD test decides it.
    assert!(empty(&set(2, &[&[2, -2, -1]], &[])));
    // 6x + 4y == 2 has points (x = 1, y = -1).
    let s = set(2, &[&[6, 4, -2]], &[]);
    let p = s.find_integer_sample().unwrap().expect("non-empty");
    assert!(s.contains_point(&p).unwrap());
}

#[test]
fn bounds_are_integer_exact() {
    // 2x >= 1, 3x <= 10: x in [1, 3] over the integers ([1/2, 10/3] rationally).
    let s = set(1, &[], &[&[2, -1], &[-3, 10]]);
    assert_eq!(s.const_bounds(0).unwrap(), Bounds::Range(Some(1), Some(3)));
    // y == 2x, 0 <= x <= 4: y in [0, 8].
    let s = set(2, &[&[2, -1, 0]], &[&[1, 0, 0], &[-1, 0, 4]]);
    assert_eq!(s.const_bounds(1).unwrap(), Bounds::Range(Some(0), Some(8)));
    // x >= 0 only: unbounded above.
    let s = set(1, &[], &[&[1, 0]]);
    assert_eq!(s.const_bounds(0).unwrap(), Bounds::Range(Some(0), None));
    // 3y <= 2x <= 3y + 1 with 0 <= y <= 2 and x in [0,100]:
    // integer points are (0,0), (2,1), (3,2): x in [0, 3]... 2x in {0,1}+3y:
    // y=0 -> x=0; y=1 -> 2x in {3,4} -> x=2; y=2 -> 2x in {6,7} -> x=3.
    let s = set(2, &[], &[&[2, -3, 0], &[-2, 3, 1], &[0, 1, 0], &[0, -1, 2]]);
    assert_eq!(s.const_bounds(0).unwrap(), Bounds::Range(Some(0), Some(3)));
    assert_eq!(set(1, &[&[2, -1]], &[]).const_bounds(0).unwrap(), Bounds::Empty);
    assert_eq!(set(1, &[&[1, -7]], &[]).const_value(0).unwrap(), Some(7));
}

#[test]
fn optimum_of_an_expression() {
    // max x + y with x, y >= 0, 2x + 3y <= 12, 3x + 2y <= 12: rational max
    // 24/5 at (12/5, 12/5); integer max 4.
    let s = set(2, &[], &[&[1, 0, 0], &[0, 1, 0], &[-2, -3, 12], &[-3, -2, 12]]);
    match s.integer_max(&[1, 1, 0]).unwrap() {
        Optimum::Bounded(v, p) => {
            assert_eq!(v, 4);
            assert!(s.contains_point(&p).unwrap());
        }
        o => panic!("{o:?}"),
    }
    assert_eq!(
        s.rational_min(&[-1, -1, 0]).unwrap(),
        RationalOptimum::Bounded(Frac::new(-24, 5).unwrap())
    );
    assert_eq!(
        set(1, &[], &[&[1, 0]]).integer_max(&[1, 0]).unwrap(),
        Optimum::Unbounded
    );
}

#[test]
fn exact_projection() {
    // {(x, y) : 0 <= y <= 4, x == y + 2} projected on x: 2 <= x <= 6.
    let mut s = set(2, &[&[1, -1, -2]], &[&[0, 1, 0], &[0, -1, 4]]);
    assert_eq!(s.project_out(1..2).unwrap(), Exactness::Exact);
    assert_eq!(s.num_vars(), 1);
    assert_eq!(s.const_bounds(0).unwrap(), Bounds::Range(Some(2), Some(6)));
    // Unit coefficients on one side: {(x, y): x <= y, 2y <= x + 4} on x:
    // the lower bound of y has a unit coefficient, so exact: x <= (x+4)/2,
    // i.e. x <= 4.
    let mut s = set(2, &[], &[&[-1, 1, 0], &[1, -2, 4]]);
    assert_eq!(s.project_out(1..2).unwrap(), Exactness::Exact);
    assert_eq!(s.const_bounds(0).unwrap(), Bounds::Range(None, Some(4)));
}

#[test]
fn inexact_projection() {
    // {(x, y) : x == 2y}: projecting y gives the even numbers, which a
    // convex set cannot express: the result is a superset.
    let mut s = set(2, &[&[1, -2, 0]], &[]);
    assert_eq!(s.project_out(1..2).unwrap(), Exactness::Inexact);
    assert_eq!(s.num_constraints(), 0);
    // {(x, y) : 1 <= 3y - x <= 2 ... } with non-unit coefficients on both
    // sides: 2y >= x, 3y <= x + 1: for x = 1, y in [1/2, 2/3] has no integer,
    // but the real shadow contains x = 1.
    let mut s = set(2, &[], &[&[-1, 2, 0], &[1, -3, 1]]);
    let before = s.clone();
    assert_eq!(s.project_out(1..2).unwrap(), Exactness::Inexact);
    assert!(s.contains_point(&[1]).unwrap());
    let mut x1 = before.clone();
    x1.add_bound(0, BoundKind::Equal, 1).unwrap();
    assert!(empty(&x1));
}

#[test]
fn projection_detects_emptiness() {
    // x <= y - 1, y <= x - 1 is empty.
    let mut s = set(2, &[], &[&[-1, 1, -1], &[1, -1, -1]]);
    s.project_out(0..2).unwrap();
    assert!(s.is_trivially_empty());
}

#[test]
fn redundancy_removal() {
    // x >= 0, x >= -5, x <= 10, x + y <= 3, y >= 0, x <= 20
    let mut s = set(
        2,
        &[],
        &[
            &[1, 0, 0],
            &[1, 0, 5],
            &[-1, 0, 10],
            &[-1, -1, 3],
            &[0, 1, 0],
            &[-1, 0, 20],
        ],
    );
    s.remove_redundant_constraints().unwrap();
    // x <= 10 and x <= 20 are implied by x + y <= 3, y >= 0; x >= -5 by x >= 0.
    let mut rows = s.inequalities().to_vec();
    rows.sort();
    assert_eq!(rows, vec![vec![-1, -1, 3], vec![0, 1, 0], vec![1, 0, 0]]);
    // Duplicated equalities collapse.
    let mut s = set(2, &[&[1, 1, 0], &[2, 2, 0]], &[&[1, 0, 0]]);
    s.remove_redundant_constraints().unwrap();
    assert_eq!(s.equalities().len(), 1);
}

#[test]
fn implicit_equalities() {
    // x >= 3, x <= 3, y >= x: x == 3 twice, y stays an inequality.
    let mut s = set(2, &[], &[&[1, 0, -3], &[-1, 0, 3], &[-1, 1, 0]]);
    assert_eq!(s.detect_implicit_equalities().unwrap(), 2);
    assert_eq!(s.inequalities(), &[vec![-1, 1, 0]]);
    assert_eq!(s.const_value(0).unwrap(), Some(3));
}

#[test]
fn floordiv_and_mod_through_locals() {
    // {x : 0 <= x <= 9, x mod 3 == 1}: x in {1, 4, 7}.
    let mut s = IntegerSet::set(1, 0, 0);
    s.add_bound(0, BoundKind::Lower, 0).unwrap();
    s.add_bound(0, BoundKind::Upper, 9).unwrap();
    let m = s.add_local_mod(&[1, 0], 3).unwrap();
    assert_eq!(s.num_vars_of(VarKind::Local), 1);
    let mut row = m.clone();
    *row.last_mut().unwrap() -= 1;
    s.add_eq(&row);
    assert_eq!(s.const_bounds(0).unwrap(), Bounds::Range(Some(1), Some(7)));
    // The same division is reused.
    let q = s.add_local_floor_div(&[1, 0, 0], 3).unwrap();
    assert_eq!(q, 1);
    assert_eq!(s.num_vars(), 2);
    assert!(s.division(0).is_some());
    // x mod 3 == 1 and x mod 3 == 2 together are empty.
    let mut t = s.clone();
    let mut row2 = m;
    *row2.last_mut().unwrap() -= 2;
    t.add_eq(&row2);
    assert!(empty(&t));
    // Projecting the local is inexact (a stride is lost).
    assert_eq!(s.project_out(1..2).unwrap(), Exactness::Inexact);
}

#[test]
fn variable_edits() {
    let mut r = IntegerRelation::new(1, 1, 1, 0);
    // range == domain + symbol
    r.add_eq(&[1, -1, 1, 0]);
    assert_eq!(r.kind_of(0), VarKind::Domain);
    assert_eq!(r.kind_of(2), VarKind::Symbol);
    let c = r.insert_vars(VarKind::Range, 0, 1);
    assert_eq!(c, 1);
    assert_eq!(r.equalities(), &[vec![1, 0, -1, 1, 0]]);
    r.swap_vars(1, 2);
    assert_eq!(r.equalities(), &[vec![1, -1, 0, 1, 0]]);
    r.remove_vars(2..3);
    assert_eq!(r.equalities(), &[vec![1, -1, 1, 0]]);
    assert_eq!((r.num_vars_of(VarKind::Range), r.num_vars()), (1, 3));
    // Intersection aligns locals.
    let mut a = IntegerSet::set(1, 0, 0);
    a.add_local_floor_div(&[1, 0], 2).unwrap();
    let mut b = IntegerSet::set(1, 0, 0);
    b.add_local_floor_div(&[1, 0], 3).unwrap();
    // x == 2 * (x floordiv 2) and x == 3 * (x floordiv 3): multiples of 6.
    a.add_eq(&[1, -2, 0]);
    b.add_eq(&[1, -3, 0]);
    a.intersect(&b);
    assert_eq!(a.num_vars(), 3);
    a.add_bound(0, BoundKind::Lower, 1).unwrap();
    a.add_bound(0, BoundKind::Upper, 20).unwrap();
    assert_eq!(a.const_bounds(0).unwrap(), Bounds::Range(Some(6), Some(18)));
}

#[test]
fn huge_coefficients_do_not_panic() {
    let big = i64::MAX;
    let mut s = set(
        2,
        &[],
        &[
            &[big, big - 1, i64::MIN],
            &[-big, 1, big],
            &[big, -big, 7],
            &[1, 1, -1],
        ],
    );
    // Whatever the answer, it must not panic.
    let _ = s.is_integer_empty();
    let _ = s.const_bounds(0);
    let _ = s.is_rational_empty();
    let _ = s.clone().remove_redundant_constraints();
    let _ = s.clone().detect_implicit_equalities();
    let _ = s.clone().project_out(0..1);
    let _ = s.add_bound(0, BoundKind::Upper, i64::MIN);
    assert_eq!(
        s.add_local_floor_div(&[i64::MIN, 0, i64::MIN], i64::MAX),
        Err(Error::Overflow)
    );
    s.add_local_floor_div(&[i64::MAX, 0, i64::MAX], i64::MAX).unwrap();
    let _ = s.is_integer_empty();
    // i64::MIN coefficients in equalities and objectives.
    let m = set(2, &[&[i64::MIN, 1, 0], &[i64::MIN, -1, 3]], &[&[1, 0, 5]]);
    let _ = m.clone().project_out(0..1);
    let _ = m.clone().project_out(1..2);
    let _ = m.is_integer_empty();
    let _ = m.integer_max(&[i64::MIN, i64::MAX, i64::MIN]);
    let _ = m.integer_min(&[i64::MIN, i64::MAX, i64::MIN]);
    let unit = set(2, &[&[1, i64::MIN, i64::MIN]], &[&[0, 1, 1]]);
    let _ = unit.find_integer_sample();
    let _ = unit.const_bounds(0);
    // Fourier-Motzkin products that overflow i64 are reported.
    let mut t = set(3, &[], &[&[big / 2, 3, 0, 0], &[-(big / 3), 0, 5, 0]]);
    assert_eq!(t.project_out(0..1), Err(Error::Overflow));
    assert_eq!(t.num_vars(), 3, "unchanged on error");
    // Checked helpers.
    assert_eq!(int::floor_div(i64::MIN, -1), Err(Error::Overflow));
    assert_eq!(int::floor_div(-7, 2), Ok(-4));
    assert_eq!(int::ceil_div(7, 2), Ok(4));
    assert_eq!(int::ceil_div(-7, 2), Ok(-3));
    assert!(Frac::new(i128::MAX, 1).unwrap().checked_add(Frac::ONE).is_err());
}

#[test]
fn fraction_ordering() {
    let f = |a, b| Frac::new(a, b).unwrap();
    assert!(f(1, 3) < f(1, 2));
    assert!(f(-1, 2) < f(-1, 3));
    assert_eq!(f(2, 4), f(1, 2));
    assert_eq!(f(-7, 2).floor(), -4);
    assert_eq!(f(-7, 2).ceil(), -3);
    let huge = i128::MAX / 3;
    assert!(f(huge - 1, huge) < f(huge, huge + 1));
}

// ---- randomized comparison with brute force ---------------------------------------------------

struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
}

/// Enumerates the integer points of `s` in the box `[-b, b]^n`.
fn brute(s: &IntegerSet, b: i64) -> Vec<Vec<i64>> {
    let n = s.num_vars();
    let mut out = Vec::new();
    let mut p = vec![-b; n];
    loop {
        if s.contains_point(&p).unwrap() {
            out.push(p.clone());
        }
        let mut i = 0;
        loop {
            if i == n {
                return out;
            }
            if p[i] < b {
                p[i] += 1;
                break;
            }
            p[i] = -b;
            i += 1;
        }
    }
}

#[test]
fn random_systems_match_brute_force() {
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    for case in 0..600 {
        let n = rng.range(1, 4) as usize;
        let b = if n == 4 { 3 } else { 4 };
        let mut s = IntegerSet::set(n, 0, 0);
        // The box, so that enumeration is complete.
        for v in 0..n {
            s.add_bound(v, BoundKind::Lower, -b).unwrap();
            s.add_bound(v, BoundKind::Upper, b).unwrap();
        }
        for _ in 0..rng.range(1, 4) {
            let row: Vec<i64> = (0..=n)
                .map(|i| {
                    if i == n {
                        rng.range(-8, 8)
                    } else {
                        rng.range(-5, 5)
                    }
                })
                .collect();
            if rng.range(0, 5) == 0 {
                s.add_eq(&row);
            } else {
                s.add_ineq(&row);
            }
        }
        let points = brute(&s, b);
        let sample = s.find_integer_sample().unwrap();
        assert_eq!(sample.is_none(), points.is_empty(), "case {case}: {s:?}");
        if let Some(p) = sample {
            assert!(s.contains_point(&p).unwrap(), "case {case}");
        }
        for v in 0..n {
            let expected = if points.is_empty() {
                Bounds::Empty
            } else {
                let lo = points.iter().map(|p| p[v]).min();
                let hi = points.iter().map(|p| p[v]).max();
                Bounds::Range(lo, hi)
            };
            assert_eq!(s.const_bounds(v).unwrap(), expected, "case {case} var {v}: {s:?}");
            // The rational minimum is at most the integer one, and a
            // rationally empty system has no integer point.
            let mut e = vec![0; n + 1];
            e[v] = 1;
            match (s.rational_min(&e).unwrap(), expected) {
                (RationalOptimum::Bounded(r), Bounds::Range(Some(lo), _)) => {
                    assert!(r <= Frac::int(i128::from(lo)), "case {case} var {v}");
                    assert!(r > Frac::int(i128::from(-b) - 1), "case {case} var {v}");
                }
                (RationalOptimum::Empty, Bounds::Empty) | (RationalOptimum::Bounded(_), Bounds::Empty) => {}
                (o, e) => panic!("case {case} var {v}: rational {o:?} integer {e:?}"),
            }
        }
        // Redundancy removal and implicit equalities keep the points.
        let mut r = s.clone();
        r.remove_redundant_constraints().unwrap();
        assert_eq!(brute(&r, b), points, "case {case} redundancy: {s:?}");
        let mut r = s.clone();
        r.detect_implicit_equalities().unwrap();
        assert_eq!(brute(&r, b), points, "case {case} equalities: {s:?}");
        // Projection of the last variable: an exact one gives exactly the
        // projected points, an inexact one a superset.
        if n > 1 {
            let mut r = s.clone();
            let exactness = r.project_out(n - 1..n).unwrap();
            let mut projected: Vec<Vec<i64>> = points.iter().map(|p| p[..n - 1].to_vec()).collect();
            projected.dedup();
            projected.sort();
            projected.dedup();
            let mut got = brute(&r, b);
            got.sort();
            for p in &projected {
                assert!(got.contains(p), "case {case} projection lost {p:?}: {s:?}");
            }
            if exactness == Exactness::Exact {
                assert_eq!(got, projected, "case {case} exact projection: {s:?}");
            }
        }
    }
}

#[test]
fn random_large_coefficients_never_panic() {
    let mut rng = XorShift(0x1234_5678_9abc_def1);
    for _ in 0..100 {
        let n = rng.range(1, 3) as usize;
        let mut s = IntegerSet::set(n, 0, 0);
        for k in 0..rng.range(1, 4) {
            let row: Vec<i64> = (0..=n)
                .map(|_| {
                    let bits = rng.range(1, 63) as u32;
                    let x = (rng.next() >> (64 - bits)) as i64;
                    if rng.next().is_multiple_of(2) {
                        x
                    } else {
                        x.wrapping_neg()
                    }
                })
                .collect();
            if k == 0 && rng.range(0, 1) == 0 {
                s.add_eq(&row);
            } else {
                s.add_ineq(&row);
            }
        }
        // Any answer or error is fine; a returned point must be valid.
        if let Ok(Some(p)) = s.find_integer_sample() {
            assert_ne!(s.contains_point(&p), Ok(false));
        }
        let _ = s.const_bounds(0);
        let _ = s.clone().project_out(0..1);
        let _ = s.clone().remove_redundant_constraints();
        let _ = s.clone().detect_implicit_equalities();
    }
}

#[test]
fn random_divisions_match_their_definition() {
    // q = floor((a*x + c) / d) or ceil(...), x in [-b, b]: the bounds of q
    // must be the extreme values of the division over the box, and fixing
    // x must fix q.
    let mut rng = XorShift(0x0ddb_1ade_5eed);
    let b = 6;
    for case in 0..150 {
        let (a, c, d) = (rng.range(-7, 7), rng.range(-9, 9), rng.range(1, 5));
        let ceil = rng.range(0, 1) == 1;
        let mut s = IntegerSet::set(1, 0, 0);
        s.add_bound(0, BoundKind::Lower, -b).unwrap();
        s.add_bound(0, BoundKind::Upper, b).unwrap();
        let q = if ceil {
            s.add_local_ceil_div(&[a, c], d).unwrap()
        } else {
            s.add_local_floor_div(&[a, c], d).unwrap()
        };
        let div = |x: i64| {
            let n = a * x + c;
            if ceil {
                int::ceil_div(n, d).unwrap()
            } else {
                int::floor_div(n, d).unwrap()
            }
        };
        let lo = (-b..=b).map(div).min();
        let hi = (-b..=b).map(div).max();
        assert_eq!(
            s.const_bounds(q).unwrap(),
            Bounds::Range(lo, hi),
            "case {case}: {a} {c} {d} {ceil}"
        );
        let x = rng.range(-b, b);
        let mut fixed = s.clone();
        fixed.add_bound(0, BoundKind::Equal, x).unwrap();
        assert_eq!(fixed.const_value(q).unwrap(), Some(div(x)), "case {case}");
        // The mod form: dividend - d * q lies in [0, d - 1] for floor.
        if !ceil {
            // Columns: x, t, then the local; t == (a*x + c) mod d.
            let mut m = IntegerSet::set(2, 0, 0);
            m.add_bound(0, BoundKind::Lower, -b).unwrap();
            m.add_bound(0, BoundKind::Upper, b).unwrap();
            let mut row = m.add_local_mod(&[a, 0, c], d).unwrap();
            row[1] -= 1;
            m.add_eq(&row);
            let t = 1;
            let lo = (-b..=b).map(|x| (a * x + c).rem_euclid(d)).min();
            let hi = (-b..=b).map(|x| (a * x + c).rem_euclid(d)).max();
            assert_eq!(
                m.const_bounds(t).unwrap(),
                Bounds::Range(lo, hi),
                "case {case} mod"
            );
        }
    }
}

#[test]
fn projecting_tiles_with_room_for_a_multiple_is_exact() {
    // Columns (x, i): 16i <= x <= 16i + 15, 0 <= i <= 1. Every x in
    // [0, 31] has its i, so the projection onto x is exact.
    let mut s = set(2, &[], &[&[1, -16, 0], &[-1, 16, 15], &[0, 1, 0], &[0, -1, 1]]);
    assert_eq!(s.project_out(1..2).expect("projects"), Exactness::Exact);
    assert_eq!(
        s.const_bounds(0).expect("bounded"),
        Bounds::Range(Some(0), Some(31))
    );
}

#[test]
fn projecting_a_stride_is_inexact() {
    // 2i <= x <= 2i: only even x have an i; the rational shadow has all.
    let mut s = set(2, &[], &[&[1, -2, 0], &[-1, 2, 0], &[0, 1, 0], &[0, -1, 4]]);
    assert_eq!(s.project_out(1..2).expect("projects"), Exactness::Inexact);
}
