//! From `pdl.pattern`s to one matcher tree.
//!
//! Each pattern becomes a list of predicates: the checks a payload op
//! must pass, each a question about a position (found by walking from the
//! root through operands, defining ops, results, attributes and types)
//! with the answer the pattern expects. The predicates of all patterns
//! are then ordered by how widely they are shared (within and across
//! patterns) and by how cheap their position is to reach, and the
//! patterns are pushed one by one through a tree of questions: patterns
//! sharing a prefix of the order share the checks, a pattern diverging
//! from a node continues on that node's failure path. Nodes with a single
//! answer become boolean checks.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_dialect_pdl::types as pdl_types;
use strata_ir::{Body, Context, OpId, OpRef, ValueId};

use super::multi_root;
use super::predicate::{PosId, Position, Predicates, QualId, Qualifier};

/// One predicate of a pattern: `question` of the value at `pos` must
/// give `answer`.
#[derive(Copy, Clone, Debug)]
pub struct PositionalPredicate {
    pub pos: PosId,
    pub question: QualId,
    pub answer: QualId,
}

/// A pattern as the conversion sees it.
pub struct PatternView<'a> {
    /// The pattern's body (its op is isolated from above).
    pub body: &'a Body,
    /// The ops of its block, the `pdl.rewrite` last.
    pub ops: Vec<OpId>,
    /// The `pdl.rewrite`.
    pub rewrite: OpId,
}

impl PatternView<'_> {
    /// The root named by the `pdl.rewrite`, if any.
    pub fn rewrite_root(&self, ctx: &Context) -> Option<ValueId> {
        let r = OpRef::new(ctx, self.body, self.rewrite);
        strata_dialect_utils::segments::operand_group(r, 0)
            .next()
            .map(|i| r.operand(i))
    }
}

/// The name of the op defining `v`, if an op defines it.
pub fn def_name<'c>(ctx: &'c Context, body: &Body, v: ValueId) -> Option<&'c str> {
    body.defining_op(v).map(|o| ctx.op_name_str(body.op_name(o)))
}

/// The values of operand group `index` of `op`.
pub fn group(ctx: &Context, body: &Body, op: OpId, index: usize) -> Vec<ValueId> {
    let r = OpRef::new(ctx, body, op);
    strata_dialect_utils::segments::operand_group(r, index)
        .map(|i| r.operand(i))
        .collect()
}

/// Whether `v` is a `!pdl.range<...>`.
pub fn is_range(ctx: &Context, body: &Body, v: ValueId) -> bool {
    pdl_types::range_element(ctx, body.value_type(v)).is_some()
}

/// An integer property of `op`.
pub fn int_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<i64> {
    let a = OpRef::new(ctx, body, op).attr(name)?;
    ctx.integer_attr_value(a).map(|v| v.sext_i64())
}

/// Builds the predicates of one pattern.
pub struct ListBuilder<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub preds: &'a mut Predicates,
    /// Where each matched value of the pattern is found.
    pub inputs: &'a mut FxHashMap<ValueId, PosId>,
    pub list: Vec<PositionalPredicate>,
}

impl<'a> ListBuilder<'a> {
    pub fn push(&mut self, pos: PosId, question: Qualifier, answer: Qualifier) {
        let question = self.preds.qual(question);
        let answer = self.preds.qual(answer);
        self.list.push(PositionalPredicate {
            pos,
            question,
            answer,
        });
    }

    fn not_null(&mut self, pos: PosId) {
        self.push(pos, Qualifier::IsNotNull, Qualifier::True);
    }

    /// `pos` must hold the same value as `other`.
    pub fn equal_to(&mut self, pos: PosId, other: PosId) {
        self.push(pos, Qualifier::EqualTo(other), Qualifier::True);
    }

    fn def(&self, v: ValueId) -> Option<(OpId, &'a str)> {
        let op = self.body.defining_op(v)?;
        Some((op, self.ctx.op_name_str(self.body.op_name(op))))
    }

    /// Records that `v` is found at `pos` and collects the predicates of
    /// what defines it. A value reached a second time instead gets an
    /// equality check between its two positions, at the deeper one.
    pub fn value(&mut self, v: ValueId, pos: PosId) {
        if let Some(&seen) = self.inputs.get(&v) {
            let binding = matches!(
                self.def(v).map(|d| d.1),
                Some("pdl.attribute" | "pdl.operand" | "pdl.operands" | "pdl.operation" | "pdl.type")
            );
            if binding {
                let (shallow, deep) = if self.preds.depth(seen) < self.preds.depth(pos) {
                    (seen, pos)
                } else {
                    (pos, seen)
                };
                self.equal_to(deep, shallow);
            }
            return;
        }
        self.inputs.insert(v, pos);
        match self.preds.position(pos) {
            Position::Attribute { .. } => self.attribute(v, pos),
            Position::Operation { .. } => self.operation(v, pos, None),
            Position::Type { .. } => self.type_value(v, pos),
            Position::Operand { .. } | Position::OperandGroup { .. } => self.operand(v, pos),
            _ => {}
        }
    }

    fn attribute(&mut self, v: ValueId, pos: PosId) {
        self.not_null(pos);
        let Some((op, "pdl.attribute")) = self.def(v) else {
            return;
        };
        if let Some(&ty) = group(self.ctx, self.body, op, 0).first() {
            let tp = self.preds.type_of(pos);
            self.value(ty, tp);
        } else if let Some(value) = OpRef::new(self.ctx, self.body, op).attr("value") {
            self.push(pos, Qualifier::Attribute, Qualifier::AttributeAnswer(value));
        }
    }

    fn type_value(&mut self, v: ValueId, pos: PosId) {
        let Some((op, name)) = self.def(v) else {
            return;
        };
        let key = match name {
            "pdl.type" => "constantType",
            "pdl.types" => "constantTypes",
            _ => return,
        };
        if let Some(t) = OpRef::new(self.ctx, self.body, op).attr(key) {
            self.push(pos, Qualifier::Type, Qualifier::TypeAnswer(t));
        }
    }

    fn operand(&mut self, v: ValueId, pos: PosId) {
        let Some((op, name)) = self.def(v) else {
            return;
        };
        match name {
            "pdl.operand" | "pdl.operands" => {
                let indexed = match *self.preds.position(pos) {
                    Position::OperandGroup { group, .. } => group.is_some(),
                    _ => true,
                };
                if name == "pdl.operand" || indexed {
                    self.not_null(pos);
                }
                if let Some(&ty) = group(self.ctx, self.body, op, 0).first() {
                    let tp = self.preds.type_of(pos);
                    self.value(ty, tp);
                }
            }
            "pdl.result" | "pdl.results" => {
                let index = int_attr(self.ctx, self.body, op, "index").map(|i| i as u32);
                if index.is_some() {
                    self.not_null(pos);
                }
                let parent_pos = self.preds.op_at(pos);
                self.not_null(parent_pos);
                let result_pos = if name == "pdl.result" {
                    self.preds.pos(Position::Result {
                        op: parent_pos,
                        index: index.unwrap_or(0),
                    })
                } else {
                    let variadic = is_range(self.ctx, self.body, v);
                    self.preds.pos(Position::ResultGroup {
                        op: parent_pos,
                        group: index,
                        variadic,
                    })
                };
                self.equal_to(result_pos, pos);
                let parent = self.body.operand(op, 0);
                self.value(parent, parent_pos);
            }
            _ => {}
        }
    }

    /// The predicates of the op `v` matched at `pos`; `skip_operand` was
    /// already visited (an upward traversal came through it).
    pub fn operation(&mut self, v: ValueId, pos: PosId, skip_operand: Option<usize>) {
        let ctx = self.ctx;
        let body = self.body;
        let Some(op) = body.defining_op(v) else {
            return;
        };
        let is_root = matches!(self.preds.position(pos), Position::Operation { parent: None, .. });
        if !is_root {
            self.not_null(pos);
        }
        if let Some(name) = OpRef::new(ctx, body, op)
            .attr("opName")
            .and_then(|a| ctx.string_attr_value(a))
        {
            self.push(
                pos,
                Qualifier::OperationName,
                Qualifier::OperationNameAnswer(name.to_string()),
            );
        }
        let operands = group(ctx, body, op, 0);
        let min_operands = operands.iter().filter(|&&o| !is_range(ctx, body, o)).count() as u32;
        if min_operands as usize != operands.len() {
            if min_operands > 0 {
                self.push(
                    pos,
                    Qualifier::OperandCountAtLeast,
                    Qualifier::Unsigned(min_operands),
                );
            }
        } else {
            self.push(pos, Qualifier::OperandCount, Qualifier::Unsigned(min_operands));
        }
        let types = group(ctx, body, op, 2);
        let min_results = types.iter().filter(|&&t| !is_range(ctx, body, t)).count() as u32;
        if min_results as usize == types.len() {
            self.push(pos, Qualifier::ResultCount, Qualifier::Unsigned(min_results));
        } else if min_results > 0 {
            self.push(
                pos,
                Qualifier::ResultCountAtLeast,
                Qualifier::Unsigned(min_results),
            );
        }
        let names = OpRef::new(ctx, body, op)
            .attr("attributeValueNames")
            .and_then(|a| ctx.array_attr_elements(a))
            .unwrap_or(&[]);
        for (&name, attr) in names.iter().zip(group(ctx, body, op, 1)) {
            let name = ctx.ident(ctx.string_attr_value(name).unwrap_or(""));
            let ap = self.preds.pos(Position::Attribute { op: pos, name });
            self.value(attr, ap);
        }
        if operands.len() == 1 && is_range(ctx, body, operands[0]) {
            // An upward traversal has already seen the operands.
            if is_root || self.preds.is_operand_defining_op(pos) {
                let gp = self.preds.pos(Position::OperandGroup {
                    op: pos,
                    group: None,
                    variadic: true,
                });
                self.value(operands[0], gp);
            }
        } else {
            let mut variable = false;
            for (i, &o) in operands.iter().enumerate() {
                let variadic = is_range(ctx, body, o);
                variable |= variadic;
                if skip_operand == Some(i) {
                    continue;
                }
                let p = if variable {
                    self.preds.pos(Position::OperandGroup {
                        op: pos,
                        group: Some(i as u32),
                        variadic,
                    })
                } else {
                    self.preds.pos(Position::Operand {
                        op: pos,
                        index: i as u32,
                    })
                };
                self.value(o, p);
            }
        }
        if types.len() == 1 && is_range(ctx, body, types[0]) {
            let all = self.preds.pos(Position::ResultGroup {
                op: pos,
                group: None,
                variadic: true,
            });
            let tp = self.preds.type_of(all);
            self.value(types[0], tp);
            return;
        }
        let mut variable = false;
        for (i, &t) in types.iter().enumerate() {
            let variadic = is_range(ctx, body, t);
            variable |= variadic;
            let rp = if variable {
                self.preds.pos(Position::ResultGroup {
                    op: pos,
                    group: Some(i as u32),
                    variadic,
                })
            } else {
                self.preds.pos(Position::Result {
                    op: pos,
                    index: i as u32,
                })
            };
            self.not_null(rp);
            let tp = self.preds.type_of(rp);
            self.value(t, tp);
        }
    }

    /// What the walk from the roots does not reach: constants, native
    /// constraints, results not used as operands.
    pub fn non_tree(&mut self, ops: &[OpId]) {
        let ctx = self.ctx;
        let body = self.body;
        for &op in ops {
            let r = OpRef::new(ctx, body, op);
            match r.name_str() {
                "pdl.attribute" => {
                    let v = body.result(op, 0);
                    if !self.inputs.contains_key(&v) {
                        if let Some(value) = r.attr("value") {
                            let p = self.preds.pos(Position::AttributeLiteral(value));
                            self.inputs.insert(v, p);
                        }
                    }
                }
                "pdl.type" | "pdl.types" => {
                    let v = body.result(op, 0);
                    let key = if r.name_str() == "pdl.type" {
                        "constantType"
                    } else {
                        "constantTypes"
                    };
                    if !self.inputs.contains_key(&v) {
                        if let Some(t) = r.attr(key) {
                            let p = self.preds.pos(Position::TypeLiteral(t));
                            self.inputs.insert(v, p);
                        }
                    }
                }
                "pdl.result" | "pdl.results" => {
                    let v = body.result(op, 0);
                    if self.inputs.contains_key(&v) {
                        continue;
                    }
                    let Some(&parent) = self.inputs.get(&body.operand(op, 0)) else {
                        continue;
                    };
                    let index = int_attr(ctx, body, op, "index").map(|i| i as u32);
                    let p = if r.name_str() == "pdl.result" {
                        self.preds.pos(Position::Result {
                            op: parent,
                            index: index.unwrap_or(0),
                        })
                    } else {
                        let variadic = is_range(ctx, body, v);
                        self.preds.pos(Position::ResultGroup {
                            op: parent,
                            group: index,
                            variadic,
                        })
                    };
                    self.inputs.insert(v, p);
                    if index.is_some() {
                        self.not_null(p);
                    }
                }
                "pdl.apply_native_constraint" => self.native_constraint(op),
                _ => {}
            }
        }
    }

    fn native_constraint(&mut self, op: OpId) {
        let ctx = self.ctx;
        let body = self.body;
        let r = OpRef::new(ctx, body, op);
        let args: Vec<PosId> = r
            .operands()
            .filter_map(|a| self.inputs.get(&a).copied())
            .collect();
        // The constraint is checked once all its arguments are reachable:
        // at the deepest of them (the first such).
        let mut at = match args.first() {
            Some(&a) => a,
            None => self.preds.root(),
        };
        for &a in &args {
            if self.preds.depth(a) > self.preds.depth(at) {
                at = a;
            }
        }
        let name = r
            .attr("name")
            .and_then(|a| ctx.string_attr_value(a))
            .unwrap_or("")
            .to_string();
        let negated = r.attr("isNegated").is_some_and(|a| ctx.bool_attr(true) == a);
        let question = Qualifier::Constraint {
            name,
            args,
            result_types: r.result_types().collect(),
            negated,
        };
        let q = self.preds.qual(question.clone());
        for (i, v) in r.results().enumerate() {
            let p = self.preds.pos(Position::ConstraintResult {
                question: q,
                index: i as u32,
            });
            if let Some(&seen) = self.inputs.get(&v) {
                let (first, second) = if self.preds.depth(seen) < self.preds.depth(p) {
                    (seen, p)
                } else {
                    (p, seen)
                };
                self.equal_to(second, first);
            } else {
                self.inputs.insert(v, p);
            }
        }
        self.push(at, question, Qualifier::True);
    }
}

/// The `pdl.operation`s of a pattern that no other matched op consumes
/// (plus the rewrite's root): where matching can start.
pub fn detect_roots(ctx: &Context, pattern: &PatternView<'_>) -> Vec<ValueId> {
    let body = pattern.body;
    let mut used = FxHashSet::default();
    for &op in &pattern.ops {
        if ctx.op_name_str(body.op_name(op)) != "pdl.operation" {
            continue;
        }
        for v in group(ctx, body, op, 0) {
            if let Some(d) = body.defining_op(v) {
                if matches!(ctx.op_name_str(body.op_name(d)), "pdl.result" | "pdl.results") {
                    used.insert(body.operand(d, 0));
                }
            }
        }
    }
    if let Some(root) = pattern.rewrite_root(ctx) {
        used.remove(&root);
    }
    pattern
        .ops
        .iter()
        .filter(|&&op| ctx.op_name_str(body.op_name(op)) == "pdl.operation")
        .map(|&op| body.result(op, 0))
        .filter(|v| !used.contains(v))
        .collect()
}

/// Builds a pattern's predicates; returns the root matching starts from.
pub fn build_predicate_list(
    ctx: &Context,
    pattern: &PatternView<'_>,
    preds: &mut Predicates,
    inputs: &mut FxHashMap<ValueId, PosId>,
    list: &mut Vec<PositionalPredicate>,
) -> Result<ValueId, String> {
    let roots = detect_roots(ctx, pattern);
    let plan = multi_root::plan(ctx, pattern, &roots)?;
    let mut b = ListBuilder {
        ctx,
        body: pattern.body,
        preds,
        inputs,
        list: std::mem::take(list),
    };
    let root_pos = b.preds.root();
    b.value(plan.root, root_pos);
    multi_root::visit_upward(&mut b, &plan);
    b.non_tree(&pattern.ops);
    *list = b.list;
    Ok(plan.root)
}

/// A node of the matcher tree.
pub enum Node {
    /// Branches on the answer to `question` at `pos`.
    Switch {
        pos: PosId,
        question: QualId,
        children: Vec<(QualId, Option<Box<Node>>)>,
        failure: Option<Box<Node>>,
    },
    /// Continues with `success` when the answer is `answer`.
    Bool {
        pos: PosId,
        question: QualId,
        answer: QualId,
        success: Option<Box<Node>>,
        failure: Option<Box<Node>>,
    },
    /// Pattern `pattern` matched from `root`.
    Success {
        pattern: usize,
        root: ValueId,
        failure: Option<Box<Node>>,
    },
    /// Matching ends.
    Exit,
}

impl Node {
    pub fn failure_mut(&mut self) -> Option<&mut Option<Box<Node>>> {
        match self {
            Node::Switch { failure, .. } | Node::Bool { failure, .. } | Node::Success { failure, .. } => {
                Some(failure)
            }
            Node::Exit => None,
        }
    }
}

/// A predicate shared by the patterns, with its ordering keys.
struct Ordered {
    pos: PosId,
    question: QualId,
    /// How many patterns check it.
    primary: u32,
    /// The sum, over the patterns checking it, of the squared primaries
    /// of all their predicates: favours predicates shared within a
    /// group of similar patterns.
    secondary: u32,
    /// First-seen order, the final tie breaker.
    id: u32,
    /// Each pattern's expected answer.
    answers: FxHashMap<usize, QualId>,
}

/// Builds the matcher tree of patterns given their predicate lists (and
/// the roots they match from).
pub fn matcher_tree(preds: &Predicates, patterns: &[(ValueId, Vec<PositionalPredicate>)]) -> Box<Node> {
    let mut index: FxHashMap<(PosId, QualId), usize> = FxHashMap::default();
    let mut ordered: Vec<Ordered> = Vec::new();
    let mut lists: Vec<FxHashSet<usize>> = Vec::with_capacity(patterns.len());
    for (p, (_, list)) in patterns.iter().enumerate() {
        let mut set = FxHashSet::default();
        for pred in list {
            let next = ordered.len();
            let i = *index.entry((pred.pos, pred.question)).or_insert(next);
            if i == next {
                ordered.push(Ordered {
                    pos: pred.pos,
                    question: pred.question,
                    primary: 0,
                    secondary: 0,
                    id: i as u32,
                    answers: FxHashMap::default(),
                });
            }
            ordered[i].answers.entry(p).or_insert(pred.answer);
            // A predicate a pattern lists twice counts twice.
            ordered[i].primary += 1;
            set.insert(i);
        }
        lists.push(set);
    }
    for set in &lists {
        let total: u32 = set.iter().map(|&i| ordered[i].primary * ordered[i].primary).sum();
        for &i in set {
            ordered[i].secondary += total;
        }
    }
    let mut order: Vec<usize> = (0..ordered.len()).collect();
    order.sort_by_key(|&i| {
        let o = &ordered[i];
        (
            std::cmp::Reverse(o.primary),
            std::cmp::Reverse(o.secondary),
            preds.depth(o.pos),
            preds.position(o.pos).kind(),
            preds.qualifier(o.question).kind(),
            o.id,
        )
    });
    let order = constraints_after_their_results(preds, &ordered, order);

    let mut root: Option<Box<Node>> = None;
    for (p, set) in lists.iter().enumerate() {
        propagate(&mut root, &ordered, &order, set, p, patterns[p].0);
    }
    if let Some(r) = root.as_mut() {
        fold_switch_to_bool(r);
    }
    // The end of the outermost failure path leaves the matcher.
    let mut slot = &mut root;
    while let Some(node) = slot {
        slot = node
            .failure_mut()
            .expect("only the exit node has no failure path");
    }
    *slot = Some(Box::new(Node::Exit));
    root.expect("the exit node at least")
}

/// Keeps the order but moves each native constraint's users (predicates
/// on its results) after it: each predicate's rank is one more than that
/// of the latest constraint it uses, and ranks are stable-sorted.
fn constraints_after_their_results(preds: &Predicates, ordered: &[Ordered], order: Vec<usize>) -> Vec<usize> {
    let mut by_question: FxHashMap<QualId, Vec<usize>> = FxHashMap::default();
    for (i, o) in ordered.iter().enumerate() {
        if matches!(preds.qualifier(o.question), Qualifier::Constraint { .. }) {
            by_question.entry(o.question).or_default().push(i);
        }
    }
    if by_question.is_empty() {
        return order;
    }
    let uses = |p: PosId, out: &mut Vec<QualId>| {
        if let Position::ConstraintResult { question, .. } = preds.position(p) {
            out.push(*question);
        }
    };
    let mut deps: Vec<Vec<usize>> = vec![Vec::new(); ordered.len()];
    for (i, o) in ordered.iter().enumerate() {
        let mut qs = Vec::new();
        match preds.qualifier(o.question) {
            Qualifier::Constraint { args, .. } => args.iter().for_each(|&a| uses(a, &mut qs)),
            Qualifier::EqualTo(other) => {
                uses(o.pos, &mut qs);
                uses(*other, &mut qs);
            }
            _ => uses(o.pos, &mut qs),
        }
        for q in qs {
            if let Some(users) = by_question.get(&q) {
                deps[i].extend(users.iter().copied().filter(|&u| u != i));
            }
        }
    }
    // Ranks in dependency order (constraint results form a DAG).
    let mut rank: Vec<Option<u32>> = vec![None; ordered.len()];
    fn rank_of(
        i: usize,
        deps: &[Vec<usize>],
        rank: &mut Vec<Option<u32>>,
        visiting: &mut FxHashSet<usize>,
    ) -> u32 {
        if let Some(r) = rank[i] {
            return r;
        }
        if !visiting.insert(i) {
            return 0;
        }
        let r = deps[i]
            .clone()
            .into_iter()
            .map(|d| rank_of(d, deps, rank, visiting) + 1)
            .max()
            .unwrap_or(0);
        visiting.remove(&i);
        rank[i] = Some(r);
        r
    }
    let mut visiting = FxHashSet::default();
    let mut keyed: Vec<(u32, usize)> = order
        .iter()
        .map(|&i| (rank_of(i, &deps, &mut rank, &mut visiting), i))
        .collect();
    keyed.sort_by_key(|&(r, _)| r);
    keyed.into_iter().map(|(_, i)| i).collect()
}

/// Pushes one pattern through the tree along the predicate order: it
/// follows nodes asking its next predicate, skips predicates it does not
/// have, takes the failure path of nodes asking something else, and
/// creates nodes where the tree ends.
fn propagate(
    root: &mut Option<Box<Node>>,
    ordered: &[Ordered],
    order: &[usize],
    set: &FxHashSet<usize>,
    pattern: usize,
    pattern_root: ValueId,
) {
    let mut slot = root;
    let mut k = 0;
    loop {
        if k == order.len() {
            let failure = slot.take();
            *slot = Some(Box::new(Node::Success {
                pattern,
                root: pattern_root,
                failure,
            }));
            return;
        }
        let i = order[k];
        if !set.contains(&i) {
            k += 1;
            continue;
        }
        let o = &ordered[i];
        let node = slot.get_or_insert_with(|| {
            Box::new(Node::Switch {
                pos: o.pos,
                question: o.question,
                children: Vec::new(),
                failure: None,
            })
        });
        let same =
            matches!(&**node, Node::Switch { pos, question, .. } if *pos == o.pos && *question == o.question);
        if !same {
            slot = node.failure_mut().expect("the exit node is added last");
            continue;
        }
        let Node::Switch { children, .. } = &mut **node else {
            unreachable!("checked above")
        };
        let answer = o.answers[&pattern];
        let at = match children.iter().position(|c| c.0 == answer) {
            Some(at) => at,
            None => {
                children.push((answer, None));
                children.len() - 1
            }
        };
        slot = &mut children[at].1;
        k += 1;
    }
}

/// Turns switches with one case into boolean checks.
fn fold_switch_to_bool(node: &mut Box<Node>) {
    match &mut **node {
        Node::Switch { children, .. } => {
            for (_, c) in children.iter_mut() {
                if let Some(c) = c {
                    fold_switch_to_bool(c);
                }
            }
            if children.len() == 1 {
                let Node::Switch {
                    pos,
                    question,
                    mut children,
                    failure,
                } = std::mem::replace(&mut **node, Node::Exit)
                else {
                    unreachable!()
                };
                let (answer, success) = children.pop().expect("one case");
                **node = Node::Bool {
                    pos,
                    question,
                    answer,
                    success,
                    failure,
                };
            }
        }
        Node::Bool { success: Some(s), .. } => fold_switch_to_bool(s),
        _ => {}
    }
    if let Some(Some(f)) = node.failure_mut() {
        fold_switch_to_bool(f);
    }
}
