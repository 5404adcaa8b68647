//! Expected strings come from running `mlir-opt --allow-unregistered-dialect
//! --mlir-print-local-scope` (MLIR 22) on `"test.op"() {m = affine_map<...>}`
//! with the same source text.

use super::*;

/// A small reader for the textual forms, building expressions through the
/// simplifying constructors in the order MLIR's parser applies them
/// (left to right, `a - b` as `a + b * -1`, `-a` as `a * -1`).
struct Reader<'a> {
    ctx: &'a Context,
    toks: Vec<String>,
    pos: usize,
}

impl<'a> Reader<'a> {
    fn new(ctx: &'a Context, src: &str) -> Self {
        let mut toks = Vec::new();
        let mut cur = String::new();
        let chars: Vec<char> = src.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c.is_alphanumeric() || c == '_' {
                cur.push(c);
            } else {
                if !cur.is_empty() {
                    toks.push(std::mem::take(&mut cur));
                }
                let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
                if ["->", ">=", "<=", "=="].contains(&two.as_str()) {
                    toks.push(two);
                    i += 1;
                } else if !c.is_whitespace() {
                    toks.push(c.to_string());
                }
            }
            i += 1;
        }
        if !cur.is_empty() {
            toks.push(cur);
        }
        Reader { ctx, toks, pos: 0 }
    }

    fn peek(&self) -> &str {
        self.toks.get(self.pos).map_or("", |s| s.as_str())
    }

    fn eat(&mut self, t: &str) -> bool {
        if self.peek() == t {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, t: &str) {
        assert!(
            self.eat(t),
            "expected `{t}` at token {} in {:?}",
            self.pos,
            self.toks
        );
    }

    fn id_list(&mut self, close: &str) -> u32 {
        let mut n = 0;
        while !self.eat(close) {
            if n > 0 {
                self.expect(",");
            }
            self.pos += 1;
            n += 1;
        }
        n
    }

    fn header(&mut self) -> (u32, u32) {
        self.expect("(");
        let dims = self.id_list(")");
        let syms = if self.eat("[") { self.id_list("]") } else { 0 };
        (dims, syms)
    }

    fn expr(&mut self) -> AffineExpr {
        let mut lhs = self.term();
        loop {
            if self.eat("+") {
                let rhs = self.term();
                lhs = self.ctx.affine_add(lhs, rhs);
            } else if self.eat("-") {
                let rhs = self.term();
                lhs = self.ctx.affine_sub(lhs, rhs);
            } else {
                return lhs;
            }
        }
    }

    fn term(&mut self) -> AffineExpr {
        let mut lhs = self.unary();
        loop {
            let op = match self.peek() {
                "*" => AffineBinaryOp::Mul,
                "floordiv" => AffineBinaryOp::FloorDiv,
                "ceildiv" => AffineBinaryOp::CeilDiv,
                "mod" => AffineBinaryOp::Mod,
                _ => return lhs,
            };
            self.pos += 1;
            let rhs = self.unary();
            lhs = self.ctx.affine_binary(op, lhs, rhs);
        }
    }

    fn unary(&mut self) -> AffineExpr {
        if self.eat("-") {
            let e = self.unary();
            return self.ctx.affine_neg(e);
        }
        if self.eat("(") {
            let e = self.expr();
            self.expect(")");
            return e;
        }
        let t = self.peek().to_string();
        self.pos += 1;
        if let Some(n) = t.strip_prefix('d') {
            self.ctx.affine_dim(n.parse().unwrap())
        } else if let Some(n) = t.strip_prefix('s') {
            self.ctx.affine_symbol(n.parse().unwrap())
        } else {
            self.ctx.affine_constant(t.parse().unwrap())
        }
    }

    fn map(&mut self) -> AffineMap {
        let (dims, syms) = self.header();
        self.expect("->");
        self.expect("(");
        let mut results = Vec::new();
        while !self.eat(")") {
            if !results.is_empty() {
                self.expect(",");
            }
            results.push(self.expr());
        }
        AffineMap::new(dims, syms, results)
    }

    fn set(&mut self) -> IntegerSet {
        let (dims, syms) = self.header();
        self.expect(":");
        self.expect("(");
        let (mut cs, mut eqs) = (Vec::new(), Vec::new());
        while !self.eat(")") {
            if !cs.is_empty() {
                self.expect(",");
            }
            let lhs = self.expr();
            let (e, eq) = if self.eat(">=") {
                let rhs = self.expr();
                (self.ctx.affine_sub(lhs, rhs), false)
            } else if self.eat("<=") {
                let rhs = self.expr();
                (self.ctx.affine_sub(rhs, lhs), false)
            } else {
                self.expect("==");
                let rhs = self.expr();
                (self.ctx.affine_sub(lhs, rhs), true)
            };
            cs.push(e);
            eqs.push(eq);
        }
        IntegerSet::new(self.ctx, dims, syms, cs, eqs)
    }
}

fn map(ctx: &Context, src: &str) -> AffineMap {
    let mut r = Reader::new(ctx, src);
    let m = r.map();
    assert_eq!(r.pos, r.toks.len(), "trailing tokens in {src}");
    m
}

fn expr(ctx: &Context, src: &str) -> AffineExpr {
    let mut r = Reader::new(ctx, src);
    r.expr()
}

fn map_str(ctx: &Context, m: &AffineMap) -> String {
    let mut s = String::new();
    print_affine_map(ctx, m, &mut s);
    s
}

fn roundtrip_map(src: &str) -> String {
    let ctx = Context::new();
    let m = map(&ctx, src);
    map_str(&ctx, &m)
}

fn roundtrip_set(src: &str) -> String {
    let ctx = Context::new();
    let mut r = Reader::new(&ctx, src);
    let set = r.set();
    let mut s = String::new();
    print_integer_set(&ctx, &set, &mut s);
    s
}

fn check_maps(cases: &[(&str, &str)]) {
    let mut failures = Vec::new();
    for &(src, want) in cases {
        let got = roundtrip_map(src);
        if got != want {
            failures.push(format!("{src}\n   got:  {got}\n   want: {want}"));
        }
    }
    assert!(failures.is_empty(), "mismatches:\n{}", failures.join("\n"));
}
#[test]
fn simplify_mixed_forms() {
    check_maps(&[
        (
            "(d0, d1)[s0] -> (d0 + 2 + d1 * 3 - 1)",
            "(d0, d1)[s0] -> (d0 + d1 * 3 + 1)",
        ),
        ("(d0) -> (d0 - d0)", "(d0) -> (0)"),
        ("(d0) -> (d0 * 2 + d0 * 3)", "(d0) -> (d0 * 5)"),
        ("(d0) -> (d0 * 2 - d0 * 2)", "(d0) -> (0)"),
        ("(d0) -> (d0 * 9223372036854775807 * 2)", "(d0) -> (d0 * -2)"),
        (
            "(d0) -> (9223372036854775807 + 1)",
            "(d0) -> (9223372036854775807 + 1)",
        ),
        (
            "(d0) -> (d0 + 9223372036854775807 + 1)",
            "(d0) -> (d0 - -9223372036854775808)",
        ),
        (
            "(d0) -> (-9223372036854775807 - 1)",
            "(d0) -> (-9223372036854775808)",
        ),
        (
            "(d0) -> (d0 - 9223372036854775807 - 1)",
            "(d0) -> (d0 - -9223372036854775808)",
        ),
        (
            "(d0) -> (d0 - (9223372036854775807 + 1))",
            "(d0) -> (d0 - (9223372036854775807 + 1))",
        ),
        ("(d0) -> (d0 floordiv 0)", "(d0) -> (d0 floordiv 0)"),
        ("(d0) -> (7 floordiv 0)", "(d0) -> (7 floordiv 0)"),
        ("(d0) -> (7 floordiv -2)", "(d0) -> (-4)"),
        ("(d0) -> (7 ceildiv -2)", "(d0) -> (-3)"),
        ("(d0) -> (7 mod -2)", "(d0) -> (7 mod -2)"),
        ("(d0) -> (-7 mod 2)", "(d0) -> (1)"),
        ("(d0) -> (d0 floordiv -1)", "(d0) -> (d0 floordiv -1)"),
        ("(d0) -> (d0 * 4 floordiv -2)", "(d0) -> (d0 * -2)"),
        ("(d0) -> (d0 * 4 ceildiv -2)", "(d0) -> (d0 * -2)"),
        ("(d0) -> (d0 floordiv 1)", "(d0) -> (d0)"),
        ("(d0) -> (d0 ceildiv 1)", "(d0) -> (d0)"),
        ("(d0) -> (d0 mod 1)", "(d0) -> (0)"),
        ("(d0) -> ((d0 * 4 + 3) floordiv 2)", "(d0) -> (d0 * 2 + 1)"),
        (
            "(d0) -> ((d0 * 4 + 3) ceildiv 2)",
            "(d0) -> ((d0 * 4 + 3) ceildiv 2)",
        ),
        ("(d0) -> ((d0 * 4 + 3) mod 2)", "(d0) -> (1)"),
        ("(d0) -> ((3 + d0 * 4) mod 2)", "(d0) -> (1)"),
        ("(d0) -> ((d0 mod 6) mod 3)", "(d0) -> (d0 mod 3)"),
        ("(d0) -> (d0 - (d0 floordiv 4) * 4)", "(d0) -> (d0 mod 4)"),
        (
            "(d0)[s0] -> (d0 - (d0 floordiv s0) * s0)",
            "(d0)[s0] -> (d0 mod s0)",
        ),
        ("(d0)[s0] -> (s0 * d0)", "(d0)[s0] -> (d0 * s0)"),
        ("(d0)[s0] -> (d0 * 2 * s0)", "(d0)[s0] -> ((d0 * s0) * 2)"),
        ("(d0)[s0] -> (s0 + d0)", "(d0)[s0] -> (d0 + s0)"),
        ("(d0)[s0] -> (2 + s0 + d0)", "(d0)[s0] -> (d0 + s0 + 2)"),
        ("(d0, d1) -> (d0 + 2 + d1)", "(d0, d1) -> (d0 + d1 + 2)"),
        ("(d0, d1) -> (d0 - d1)", "(d0, d1) -> (d0 - d1)"),
        ("(d0, d1) -> (d0 - d1 * 2)", "(d0, d1) -> (d0 - d1 * 2)"),
        ("(d0, d1) -> (d0 - (d1 + 1))", "(d0, d1) -> (d0 - (d1 + 1))"),
        ("(d0, d1) -> (-(d0 + d1))", "(d0, d1) -> (-(d0 + d1))"),
        ("(d0, d1) -> ((d0 + d1) * 2)", "(d0, d1) -> ((d0 + d1) * 2)"),
        (
            "(d0, d1) -> (d0 * -9223372036854775807 - d0)",
            "(d0, d1) -> (d0 * -9223372036854775808)",
        ),
    ]);
}

#[test]
fn simplify_div_mod_and_symbols() {
    check_maps(&[
        ("(d0) -> ((d0 * 4 + 3) floordiv -2)", "(d0) -> (d0 * -2 - 2)"),
        ("(d0) -> ((d0 * 4 + d0 * 8) floordiv 4)", "(d0) -> (d0 * 3)"),
        ("(d0) -> ((d0 * 4 + 3) floordiv 4)", "(d0) -> (d0)"),
        (
            "(d0) -> ((d0 * 3 + 4) floordiv 4)",
            "(d0) -> ((d0 * 3) floordiv 4 + 1)",
        ),
        ("(d0) -> ((d0 + 4) floordiv 4)", "(d0) -> (d0 floordiv 4 + 1)"),
        ("(d0) -> ((d0 * 4 + 4) floordiv 4)", "(d0) -> (d0 + 1)"),
        ("(d0) -> ((d0 * 4 + 3) mod -2)", "(d0) -> ((d0 * 4 + 3) mod -2)"),
        ("(d0) -> (d0 * 4 mod -2)", "(d0) -> ((d0 * 4) mod -2)"),
        ("(d0) -> (d0 * 4 mod 2)", "(d0) -> (0)"),
        ("(d0) -> (d0 * 4 mod 3)", "(d0) -> ((d0 * 4) mod 3)"),
        (
            "(d0) -> ((-9223372036854775807 - 1) floordiv -1)",
            "(d0) -> (-9223372036854775808 floordiv -1)",
        ),
        (
            "(d0) -> ((-9223372036854775807 - 1) ceildiv -1)",
            "(d0) -> (-9223372036854775808 ceildiv -1)",
        ),
        (
            "(d0) -> ((-9223372036854775807 - 1) mod -1)",
            "(d0) -> (-9223372036854775808 mod -1)",
        ),
        ("(d0) -> ((-9223372036854775807 - 1) mod 3)", "(d0) -> (1)"),
        ("(d0) -> (d0 * 6 floordiv 4)", "(d0) -> ((d0 * 6) floordiv 4)"),
        ("(d0) -> ((d0 * 6) floordiv 3 floordiv 2)", "(d0) -> (d0)"),
        ("(d0) -> ((d0 floordiv 2) * 2)", "(d0) -> ((d0 floordiv 2) * 2)"),
        ("(d0) -> ((d0 * 8 floordiv 2) mod 4)", "(d0) -> (0)"),
        ("(d0) -> ((d0 * 8 ceildiv 2) mod 4)", "(d0) -> (0)"),
        ("(d0) -> ((d0 * 8 mod 12) mod 4)", "(d0) -> (0)"),
        ("(d0) -> ((d0 * 6 mod 12) mod 4)", "(d0) -> ((d0 * 6) mod 4)"),
        ("(d0) -> ((d0 mod 6) mod 4)", "(d0) -> ((d0 mod 6) mod 4)"),
        ("(d0) -> ((d0 mod 12) mod -4)", "(d0) -> ((d0 mod 12) mod -4)"),
        ("(d0) -> (d0 + (d0 floordiv 4) * -4)", "(d0) -> (d0 mod 4)"),
        (
            "(d0) -> ((d0 floordiv 4) * -4 + d0)",
            "(d0) -> ((d0 floordiv 4) * -4 + d0)",
        ),
        (
            "(d0, d1) -> (d0 - (d1 floordiv 4) * 4)",
            "(d0, d1) -> (d0 - (d1 floordiv 4) * 4)",
        ),
        (
            "(d0) -> (d0 - (d0 floordiv -4) * -4)",
            "(d0) -> (d0 + (d0 floordiv -4) * 4)",
        ),
        (
            "(d0) -> ((d0 + 1) - ((d0 + 1) floordiv 4) * 4)",
            "(d0) -> (d0 - ((d0 + 1) floordiv 4) * 4 + 1)",
        ),
        ("(d0)[s0] -> (s0 - (s0 floordiv 4) * 4)", "(d0)[s0] -> (s0 mod 4)"),
        ("(d0)[s0] -> (d0 * s0 * 2)", "(d0)[s0] -> ((d0 * s0) * 2)"),
        ("(d0)[s0] -> (d0 * s0 * 2 * 3)", "(d0)[s0] -> ((d0 * s0) * 6)"),
        ("(d0)[s0, s1] -> (s0 * s1)", "(d0)[s0, s1] -> (s0 * s1)"),
        ("(d0)[s0, s1] -> (s0 * 2 * s1)", "(d0)[s0, s1] -> ((s0 * s1) * 2)"),
        (
            "(d0)[s0, s1] -> (d0 * 2 * (s0 * s1))",
            "(d0)[s0, s1] -> ((d0 * (s0 * s1)) * 2)",
        ),
        ("(d0)[s0] -> (s0 * (d0 * 2))", "(d0)[s0] -> ((d0 * s0) * 2)"),
        ("(d0)[s0] -> (2 * s0)", "(d0)[s0] -> (s0 * 2)"),
        ("(d0)[s0] -> (s0 * 3 * 2)", "(d0)[s0] -> (s0 * 6)"),
        ("(d0)[s0] -> (d0 floordiv s0)", "(d0)[s0] -> (d0 floordiv s0)"),
        (
            "(d0)[s0] -> (d0 ceildiv s0 + d0 mod s0)",
            "(d0)[s0] -> (d0 ceildiv s0 + d0 mod s0)",
        ),
        ("(d0)[s0] -> ((d0 + 3) + s0 + 2)", "(d0)[s0] -> (d0 + s0 + 5)"),
        ("(d0, d1) -> ((d0 + 3) + d1 + 2)", "(d0, d1) -> (d0 + d1 + 5)"),
        ("(d0, d1) -> (d0 + (d1 + 3))", "(d0, d1) -> (d0 + d1 + 3)"),
        ("(d0, d1) -> (d0 + (d1 + 3) + 4)", "(d0, d1) -> (d0 + d1 + 3 + 4)"),
        ("(d0, d1) -> (d1 * 2 + d0 * 2)", "(d0, d1) -> (d1 * 2 + d0 * 2)"),
        ("(d0, d1) -> (d0 * 2 + d0)", "(d0, d1) -> (d0 * 3)"),
        ("(d0, d1) -> (d0 + d0 * 2)", "(d0, d1) -> (d0 * 3)"),
        ("(d0, d1) -> (d0 + d0)", "(d0, d1) -> (d0 * 2)"),
        ("(d0, d1) -> ((d0 + d1) - (d0 + d1))", "(d0, d1) -> (0)"),
        ("(d0, d1) -> ((d0 + d1) * 2 - (d0 + d1))", "(d0, d1) -> (d0 + d1)"),
        (
            "(d0, d1) -> ((d0 + d1) * 2 + (d0 + d1) * 3)",
            "(d0, d1) -> ((d0 + d1) * 5)",
        ),
        ("(d0, d1) -> (d0 * 0 + 1)", "(d0, d1) -> (1)"),
        ("(d0)[s0] -> (s0 + 1 + d0)", "(d0)[s0] -> (d0 + s0 + 1)"),
        ("(d0)[s0] -> (s0 * 2 + d0)", "(d0)[s0] -> (d0 + s0 * 2)"),
        (
            "(d0)[s0] -> (d0 floordiv 2 + s0)",
            "(d0)[s0] -> (d0 floordiv 2 + s0)",
        ),
        (
            "(d0)[s0] -> (s0 floordiv 2 + d0 floordiv 2)",
            "(d0)[s0] -> (d0 floordiv 2 + s0 floordiv 2)",
        ),
        ("(d0)[s0] -> (3 * (s0 + d0))", "(d0)[s0] -> ((d0 + s0) * 3)"),
    ]);
}

#[test]
fn overflow_division_by_zero_and_edge_forms() {
    check_maps(&[
        (
            "(d0) -> (d0 * 9223372036854775807 + d0)",
            "(d0) -> (d0 * -9223372036854775808)",
        ),
        (
            "(d0) -> (d0 * 9223372036854775807 + d0 * 9223372036854775807)",
            "(d0) -> (d0 * -2)",
        ),
        (
            "(d0) -> (d0 * (9223372036854775807 + 1))",
            "(d0) -> (d0 * (9223372036854775807 + 1))",
        ),
        (
            "(d0) -> (d0 * 2 * 4611686018427387904)",
            "(d0) -> (d0 * -9223372036854775808)",
        ),
        ("(d0) -> ((d0 * 4 + 2) mod 2)", "(d0) -> (0)"),
        ("(d0) -> ((d0 * 0) mod 3)", "(d0) -> (0)"),
        ("(d0)[s0] -> ((s0 * 4 + d0 * 6) mod 2)", "(d0)[s0] -> (0)"),
        (
            "(d0)[s0] -> ((s0 * 4 + d0 * 6) floordiv 2)",
            "(d0)[s0] -> (d0 * 3 + s0 * 2)",
        ),
        (
            "(d0)[s0] -> ((s0 * 3 + d0 * 6) floordiv 2)",
            "(d0)[s0] -> (d0 * 3 + (s0 * 3) floordiv 2)",
        ),
        (
            "(d0)[s0] -> ((s0 * 3 + d0 * 6) mod 2)",
            "(d0)[s0] -> ((s0 * 3) mod 2)",
        ),
        (
            "(d0)[s0] -> ((s0 * 3 + d0 * 6 + 5) mod 2)",
            "(d0)[s0] -> ((d0 * 6 + s0 * 3 + 5) mod 2)",
        ),
        (
            "(d0) -> ((d0 * 4 + 3) ceildiv 4)",
            "(d0) -> ((d0 * 4 + 3) ceildiv 4)",
        ),
        ("(d0) -> ((d0 * 4) ceildiv 4)", "(d0) -> (d0)"),
        ("(d0) -> (d0 * 6 ceildiv 4)", "(d0) -> ((d0 * 6) ceildiv 4)"),
        ("(d0) -> (d0 * -6 ceildiv 3)", "(d0) -> (d0 * -2)"),
        ("(d0) -> (d0 * -6 mod 3)", "(d0) -> (0)"),
        ("(d0) -> ((d0 * -6 + 1) mod 3)", "(d0) -> (1)"),
        ("(d0) -> (7 ceildiv 2)", "(d0) -> (4)"),
        ("(d0) -> (-7 ceildiv 2)", "(d0) -> (-3)"),
        ("(d0) -> (-7 floordiv 2)", "(d0) -> (-4)"),
        ("(d0) -> (7 mod 0)", "(d0) -> (7 mod 0)"),
        ("(d0) -> (d0 mod 0)", "(d0) -> (d0 mod 0)"),
        ("(d0) -> (d0 ceildiv 0)", "(d0) -> (d0 ceildiv 0)"),
        ("(d0) -> (d0 mod -1)", "(d0) -> (d0 mod -1)"),
        (
            "(d0) -> (d0 * 2 floordiv 2 floordiv 2)",
            "(d0) -> (d0 floordiv 2)",
        ),
        (
            "(d0, d1) -> (d0 floordiv 2 - d1 * 3)",
            "(d0, d1) -> (d0 floordiv 2 - d1 * 3)",
        ),
        ("(d0, d1) -> (-(d0 floordiv 2))", "(d0, d1) -> (-(d0 floordiv 2))"),
        ("(d0, d1) -> (-(d0 * 3))", "(d0, d1) -> (d0 * -3)"),
        ("(d0, d1) -> (-(d0 mod 2))", "(d0, d1) -> (-(d0 mod 2))"),
        ("(d0, d1) -> (d0 - (d1 mod 2))", "(d0, d1) -> (d0 - d1 mod 2)"),
        (
            "(d0, d1) -> (d0 - (d1 floordiv 2) * 3)",
            "(d0, d1) -> (d0 - (d1 floordiv 2) * 3)",
        ),
        (
            "(d0, d1) -> ((d0 + d1) floordiv 2)",
            "(d0, d1) -> ((d0 + d1) floordiv 2)",
        ),
        (
            "(d0, d1) -> ((d0 + d1) mod 2 * 3)",
            "(d0, d1) -> (((d0 + d1) mod 2) * 3)",
        ),
        ("(d0, d1)[s0] -> (d0 * s0 - d1)", "(d0, d1)[s0] -> (d0 * s0 - d1)"),
        ("(d0, d1)[s0] -> (d0 - d1 * s0)", "(d0, d1)[s0] -> (d0 - d1 * s0)"),
        (
            "(d0, d1)[s0] -> (d0 - (d1 + s0) * 2)",
            "(d0, d1)[s0] -> (d0 - (d1 + s0) * 2)",
        ),
        (
            "(d0, d1)[s0] -> (d0 - (d1 * s0) * 2)",
            "(d0, d1)[s0] -> (d0 - (d1 * s0) * 2)",
        ),
        (
            "(d0, d1)[s0] -> (d0 + s0 * -1 * d1)",
            "(d0, d1)[s0] -> (d0 + d1 * (-s0))",
        ),
        ("(d0, d1)[s0] -> (-d0 - d1)", "(d0, d1)[s0] -> (-d0 - d1)"),
        ("(d0, d1)[s0] -> (d0 - 1)", "(d0, d1)[s0] -> (d0 - 1)"),
        ("(d0, d1)[s0] -> (-d0 - 1)", "(d0, d1)[s0] -> (-d0 - 1)"),
        ("(d0, d1)[s0] -> (-5)", "(d0, d1)[s0] -> (-5)"),
        (
            "(d0, d1)[s0] -> (d0 + -5 * d1 - 7)",
            "(d0, d1)[s0] -> (d0 - d1 * 5 - 7)",
        ),
        ("() -> ()", "() -> ()"),
        ("() -> (0)", "() -> (0)"),
        ("(d0, d1) -> ()", "(d0, d1) -> ()"),
        ("()[s0] -> (s0)", "()[s0] -> (s0)"),
        ("(d0, d1) -> (d1, d0, 3)", "(d0, d1) -> (d1, d0, 3)"),
        ("(d0) -> ((d0 + 1) * (4 - 2))", "(d0) -> ((d0 + 1) * 2)"),
        (
            "(d0) -> ((d0 mod 4) * (4 floordiv 2))",
            "(d0) -> ((d0 mod 4) * 2)",
        ),
        (
            "(d0) -> (d0 floordiv 4 floordiv 2)",
            "(d0) -> ((d0 floordiv 4) floordiv 2)",
        ),
        ("(d0) -> (d0 floordiv (4 floordiv 2))", "(d0) -> (d0 floordiv 2)"),
        ("(d0) -> ((d0 - 1) ceildiv 2)", "(d0) -> ((d0 - 1) ceildiv 2)"),
        (
            "(d0)[s0] -> ((d0 - 1) ceildiv s0 mod 3)",
            "(d0)[s0] -> (((d0 - 1) ceildiv s0) mod 3)",
        ),
    ]);
}

#[test]
fn printing_precedence_and_subtraction() {
    check_maps(&[
        (
            "(d0, d1, d2) -> (d0 * 2 + d1 * 3 + d2 * 4)",
            "(d0, d1, d2) -> (d0 * 2 + d1 * 3 + d2 * 4)",
        ),
        ("(d0, d1, d2) -> (d2 - d1 - d0)", "(d0, d1, d2) -> (d2 - d1 - d0)"),
        (
            "(d0, d1, d2) -> (d0 - (d1 - d2))",
            "(d0, d1, d2) -> (d0 - (d1 - d2))",
        ),
        (
            "(d0, d1, d2) -> ((d0 - d1) * 3)",
            "(d0, d1, d2) -> ((d0 - d1) * 3)",
        ),
        (
            "(d0, d1, d2) -> ((d0 - d1) floordiv 3)",
            "(d0, d1, d2) -> ((d0 - d1) floordiv 3)",
        ),
        (
            "(d0, d1, d2) -> (-(d0 - d1) floordiv 3)",
            "(d0, d1, d2) -> ((-(d0 - d1)) floordiv 3)",
        ),
        (
            "(d0, d1, d2) -> (d0 * 4 mod 3 - 7)",
            "(d0, d1, d2) -> ((d0 * 4) mod 3 - 7)",
        ),
        (
            "(d0, d1, d2) -> (d0 mod 4 + d1 floordiv 8 + d2 ceildiv 16)",
            "(d0, d1, d2) -> (d0 mod 4 + d1 floordiv 8 + d2 ceildiv 16)",
        ),
        (
            "(d0, d1, d2) -> (d0 - d1 floordiv 8)",
            "(d0, d1, d2) -> (d0 - d1 floordiv 8)",
        ),
        (
            "(d0, d1, d2) -> (d0 - d1 * 2 floordiv 8)",
            "(d0, d1, d2) -> (d0 - (d1 * 2) floordiv 8)",
        ),
        (
            "(d0, d1, d2) -> (d0 - (d1 + d2) * 5)",
            "(d0, d1, d2) -> (d0 - (d1 + d2) * 5)",
        ),
        (
            "(d0, d1, d2) -> (d0 - (d1 + d2) floordiv 5)",
            "(d0, d1, d2) -> (d0 - (d1 + d2) floordiv 5)",
        ),
        (
            "(d0, d1)[s0, s1] -> (d0 * s0 + d1 * s1)",
            "(d0, d1)[s0, s1] -> (d0 * s0 + d1 * s1)",
        ),
        (
            "(d0, d1)[s0, s1] -> (d0 * s0 - d1 * s1)",
            "(d0, d1)[s0, s1] -> (d0 * s0 - d1 * s1)",
        ),
        (
            "(d0, d1)[s0, s1] -> ((d0 + d1) * (s0 + s1))",
            "(d0, d1)[s0, s1] -> ((d0 + d1) * (s0 + s1))",
        ),
        (
            "(d0, d1)[s0, s1] -> (d0 floordiv (s0 + s1))",
            "(d0, d1)[s0, s1] -> (d0 floordiv (s0 + s1))",
        ),
        (
            "(d0, d1)[s0, s1] -> ((d0 * s0) mod s1)",
            "(d0, d1)[s0, s1] -> ((d0 * s0) mod s1)",
        ),
        (
            "(d0, d1)[s0, s1] -> (s0 * s1 * 4 + s1)",
            "(d0, d1)[s0, s1] -> ((s0 * s1) * 4 + s1)",
        ),
        (
            "(d0, d1)[s0, s1] -> (s0 * 4 + s1 * 4)",
            "(d0, d1)[s0, s1] -> (s0 * 4 + s1 * 4)",
        ),
        ("(d0, d1)[s0, s1] -> (-s0 - s1)", "(d0, d1)[s0, s1] -> (-s0 - s1)"),
        (
            "(d0, d1)[s0, s1] -> (d0 + s0 - s0)",
            "(d0, d1)[s0, s1] -> (d0 + s0 - s0)",
        ),
        (
            "(d0, d1)[s0, s1] -> (d0 + s0 * 2 - s0 * 2)",
            "(d0, d1)[s0, s1] -> (d0 + s0 * 2 - s0 * 2)",
        ),
        ("(d0) -> (d0 + 1 - 1)", "(d0) -> (d0)"),
        ("(d0) -> (d0 - 3 + 3)", "(d0) -> (d0)"),
        ("(d0) -> (1 + d0)", "(d0) -> (d0 + 1)"),
        ("(d0) -> (0 + d0 * 1)", "(d0) -> (d0)"),
        ("(d0) -> (d0 * 1 * 1)", "(d0) -> (d0)"),
        ("(d0) -> (2 * 3 * d0)", "(d0) -> (d0 * 6)"),
        ("(d0) -> ((d0 + 2) * 3)", "(d0) -> ((d0 + 2) * 3)"),
        ("(d0) -> (((d0 + 1) + 2) + 3)", "(d0) -> (d0 + 6)"),
        ("(d0) -> (d0 mod 2 mod 2)", "(d0) -> (d0 mod 2)"),
        (
            "(d0) -> (d0 floordiv 2 * 2 + d0 mod 2)",
            "(d0) -> ((d0 floordiv 2) * 2 + d0 mod 2)",
        ),
        ("(d0) -> ((d0 * 8 + 16) floordiv 8)", "(d0) -> (d0 + 2)"),
        ("(d0) -> ((d0 * 8 + 16) mod 8)", "(d0) -> (0)"),
        ("(d0) -> ((d0 * 8 + 5) mod 8)", "(d0) -> (5)"),
        ("(d0) -> ((d0 + 5) mod 8 mod 4)", "(d0) -> ((d0 + 5) mod 4)"),
        ("(d0) -> (-d0 * 3)", "(d0) -> (d0 * -3)"),
        ("(d0) -> (- -d0)", "(d0) -> (d0)"),
        ("(d0) -> (-(-(d0 + 1)))", "(d0) -> (d0 + 1)"),
        ("(d0) -> (d0 * -1 * -1)", "(d0) -> (d0)"),
        ("(d0) -> (-(d0 mod 3) * 2)", "(d0) -> ((d0 mod 3) * -2)"),
        ("(d0) -> (d0 * -1 floordiv 2)", "(d0) -> ((-d0) floordiv 2)"),
        ("(d0) -> ((-d0) mod 2)", "(d0) -> ((-d0) mod 2)"),
        (
            "(d0) -> (100 floordiv 7 + 100 mod 7 + 100 ceildiv 7)",
            "(d0) -> (31)",
        ),
        (
            "(d0) -> (-100 floordiv 7 + -100 mod 7 + -100 ceildiv 7)",
            "(d0) -> (-24)",
        ),
        (
            "(d0, d1) -> (d0 floordiv 4 - d1 floordiv 4)",
            "(d0, d1) -> (d0 floordiv 4 - d1 floordiv 4)",
        ),
        ("(d0, d1) -> (d0 + d1 + d0)", "(d0, d1) -> (d0 + d1 + d0)"),
        ("(d0, d1) -> (d0 + d1 - d1)", "(d0, d1) -> (d0 + d1 - d1)"),
        ("(d0, d1) -> (d1 + (d0 + 3))", "(d0, d1) -> (d1 + d0 + 3)"),
        ("(d0, d1) -> (3 + (d0 + d1))", "(d0, d1) -> (d0 + d1 + 3)"),
    ]);
}

#[test]
fn maps_with_extreme_constants() {
    check_maps(&[
        (
            "(d0, d1) -> (d0 + d1 * (-9223372036854775807 - 1))",
            "(d0, d1) -> (d0 - d1 * -9223372036854775808)",
        ),
        (
            "(d0, d1) -> (d1 * (-9223372036854775807 - 1) + d0)",
            "(d0, d1) -> (d1 * -9223372036854775808 + d0)",
        ),
    ]);
}

#[test]
fn integer_sets() {
    let cases = [
        ("(d0) : (d0 >= 0)", "(d0) : (d0 >= 0)"),
        (
            "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)",
            "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)",
        ),
        (
            "(d0, d1)[s0] : (d0 >= d1, d1 <= s0 + 1, d0 + 1 == d1 * 2)",
            "(d0, d1)[s0] : (d0 - d1 >= 0, -d1 + s0 + 1 >= 0, d0 - d1 * 2 + 1 == 0)",
        ),
        ("(d0) : (1 == 0)", "(d0) : (1 == 0)"),
        ("(d0) : (0 == 0)", "(d0) : (0 == 0)"),
        ("() : (0 >= 0)", "() : (0 >= 0)"),
        ("(d0) : ()", "(d0) : (0 == 0)"),
        ("(d0)[s0] : (-d0 + s0 - 1 >= 0)", "(d0)[s0] : (-d0 + s0 - 1 >= 0)"),
        (
            "(d0)[s0] : (d0 floordiv 2 >= s0 mod 3)",
            "(d0)[s0] : (d0 floordiv 2 - s0 mod 3 >= 0)",
        ),
        ("()[s0] : (s0 >= 0)", "()[s0] : (s0 >= 0)"),
        (
            "(d0, d1) : (d0 - d1 == 0, d0 * 2 - 3 >= 0)",
            "(d0, d1) : (d0 - d1 == 0, d0 * 2 - 3 >= 0)",
        ),
        ("(d0) : (d0 >= 5)", "(d0) : (d0 - 5 >= 0)"),
        ("(d0) : (5 >= d0)", "(d0) : (-d0 + 5 >= 0)"),
        ("(d0) : (5 <= d0)", "(d0) : (d0 - 5 >= 0)"),
        ("(d0) : (d0 + 3 >= -4)", "(d0) : (d0 + 7 >= 0)"),
    ];
    for (src, want) in cases {
        assert_eq!(roundtrip_set(src), want, "{src}");
    }
}
