//! Emits `pdl_interp` from the matcher tree: one `@matcher` function whose
//! blocks are the tree's checks (a check's failure goes to the failure
//! node's block, generated first), positions materialised on first use
//! and reused below (a scoped table), and one rewriter function per
//! pattern in `module @rewriters`, taking the matched values it uses.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_dialect_pdl::types as pdl_types;
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, DenseData, InsertPoint, Location, OpId, OpRef,
    OperationState, RegionId, Type, ValueId,
};

use super::predicate::{PosId, Position, Predicates, QualId, Qualifier};
use super::tree::{group, int_attr, Node, PatternView};

/// A pattern with what the predicate lists found about it.
pub struct Lowered<'a> {
    pub view: PatternView<'a>,
    /// Where each matched value is found.
    pub inputs: FxHashMap<ValueId, PosId>,
    /// The `pdl.pattern`'s benefit attribute and location.
    pub benefit: Attribute,
    pub loc: Location,
}

/// A table of position values with nested scopes.
#[derive(Default)]
struct Scoped {
    map: FxHashMap<PosId, Vec<ValueId>>,
    scopes: Vec<Vec<PosId>>,
}

impl Scoped {
    fn push(&mut self) {
        self.scopes.push(Vec::new());
    }
    fn pop(&mut self) {
        for p in self.scopes.pop().unwrap_or_default() {
            if let Some(v) = self.map.get_mut(&p) {
                v.pop();
            }
        }
    }
    fn get(&self, p: PosId) -> Option<ValueId> {
        self.map.get(&p).and_then(|v| v.last().copied())
    }
    fn insert(&mut self, p: PosId, v: ValueId) {
        self.map.entry(p).or_default().push(v);
        if let Some(s) = self.scopes.last_mut() {
            s.push(p);
        }
    }
}

/// The generated functions.
pub struct Output {
    /// The body of `@matcher`.
    pub matcher: Body,
    /// The body of `module @rewriters`.
    pub rewriters: Body,
}

pub struct Lowering<'a> {
    ctx: &'a Context,
    preds: &'a Predicates,
    patterns: &'a [Lowered<'a>],
    root: PosId,
    loc: Location,
    matcher: Body,
    rewriters: Body,
    rewriters_block: BlockId,
    rewriter_names: FxHashSet<String>,
    unique_counter: u32,
    values: Scoped,
    failure_stack: Vec<BlockId>,
    loc_ops: Vec<ValueId>,
    constraint_ops: FxHashMap<QualId, OpId>,
}

/// Creates `name` at the end of `block` with inherent attributes `props`.
#[allow(clippy::too_many_arguments)]
fn emit(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
    successors: &[BlockId],
) -> OpId {
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = operands.to_vec();
    st.result_types = results.to_vec();
    if !props.is_empty() {
        let entries: Vec<_> = props.iter().map(|&(n, a)| (ctx.ident(n), a)).collect();
        st.properties = Some(ctx.dictionary_attr(&entries));
    }
    st.successors = successors.to_vec();
    let op = body.create_op(st);
    body.append_op(block, op);
    op
}

fn i32_attr(ctx: &Context, v: u32) -> Attribute {
    ctx.integer_attr(ctx.integer_type(32), i64::from(v))
}

fn str_array(ctx: &Context, items: &[&str]) -> Attribute {
    let elems: Vec<Attribute> = items.iter().map(|s| ctx.string_attr(s)).collect();
    ctx.array_attr(&elems)
}

impl<'a> Lowering<'a> {
    /// `root` is the root op's position.
    pub fn new(
        ctx: &'a Context,
        preds: &'a Predicates,
        patterns: &'a [Lowered<'a>],
        root: PosId,
        loc: Location,
    ) -> Self {
        let (rewriters, rewriters_block) = Body::with_top_block();
        Lowering {
            ctx,
            preds,
            patterns,
            root,
            loc,
            matcher: Body::with_top_block().0,
            rewriters,
            rewriters_block,
            rewriter_names: FxHashSet::default(),
            unique_counter: 0,
            values: Scoped::default(),
            failure_stack: Vec::new(),
            loc_ops: Vec::new(),
            constraint_ops: FxHashMap::default(),
        }
    }

    /// Generates the matcher for `tree` and the rewriters.
    pub fn lower(mut self, tree: &Node) -> Result<Output, String> {
        let region = self.matcher.root_regions()[0];
        let entry = self.matcher.region_entry(region).expect("entry block");
        let root = self
            .matcher
            .add_block_arg(entry, pdl_types::operation(self.ctx), self.loc);
        self.values.push();
        self.values.insert(self.root, root);
        self.generate(tree, region, Some(entry))?;
        self.values.pop();
        Ok(Output {
            matcher: self.matcher,
            rewriters: self.rewriters,
        })
    }

    fn op(
        &mut self,
        block: BlockId,
        name: &str,
        operands: &[ValueId],
        results: &[Type],
        props: &[(&str, Attribute)],
        successors: &[BlockId],
    ) -> OpId {
        emit(
            self.ctx,
            &mut self.matcher,
            block,
            self.loc,
            name,
            operands,
            results,
            props,
            successors,
        )
    }

    /// Creates a one-result op at the end of `block`; returns the result.
    fn value_op(
        &mut self,
        block: BlockId,
        name: &str,
        operands: &[ValueId],
        ty: Type,
        props: &[(&str, Attribute)],
    ) -> ValueId {
        let op = self.op(block, name, operands, &[ty], props, &[]);
        self.matcher.result(op, 0)
    }

    fn new_block(&mut self, region: RegionId) -> BlockId {
        let b = self.matcher.create_block();
        self.matcher.append_block(region, b);
        b
    }

    fn generate(&mut self, node: &Node, region: RegionId, block: Option<BlockId>) -> Result<BlockId, String> {
        let block = match block {
            Some(b) => b,
            None => self.new_block(region),
        };
        self.values.push();
        let result = self.generate_in(node, region, block);
        self.values.pop();
        result.map(|()| block)
    }

    fn generate_in(&mut self, node: &Node, region: RegionId, block: BlockId) -> Result<(), String> {
        let failure_node = match node {
            Node::Exit => {
                self.op(block, "pdl_interp.finalize", &[], &[], &[], &[]);
                return Ok(());
            }
            Node::Switch { failure, .. } | Node::Bool { failure, .. } | Node::Success { failure, .. } => {
                failure
            }
        };
        // The failure path first: a check's failure target must exist.
        let failure_block = match failure_node {
            Some(f) => {
                let b = self.generate(f, region, None)?;
                self.failure_stack.push(b);
                b
            }
            None => *self
                .failure_stack
                .last()
                .ok_or("a matcher node without a failure path")?,
        };
        let mut current = block;
        let pos = match node {
            Node::Switch { pos, .. } | Node::Bool { pos, .. } => Some(*pos),
            _ => None,
        };
        let val = match pos {
            Some(p) => Some(self.value_at(&mut current, p)?),
            None => None,
        };
        let op_value = val.filter(|&v| self.matcher.value_type(v) == pdl_types::operation(self.ctx));
        if let Some(v) = op_value {
            if !self.loc_ops.contains(&v) {
                self.loc_ops.push(v);
            }
        }
        match node {
            Node::Bool {
                pos: _,
                question,
                answer,
                success,
                ..
            } => self.generate_bool(
                *question,
                *answer,
                success.as_deref(),
                &mut current,
                val.expect("a position"),
            )?,
            Node::Switch {
                question, children, ..
            } => self.generate_switch(*question, children, current, val.expect("a position"))?,
            Node::Success { pattern, root, .. } => self.generate_success(*pattern, *root, &mut current)?,
            Node::Exit => {}
        }
        while self.failure_stack.last() != Some(&failure_block) {
            if self.failure_stack.pop().is_none() {
                break;
            }
        }
        if failure_node.is_some() {
            self.failure_stack.pop();
        }
        if let Some(v) = op_value {
            self.loc_ops.retain(|&o| o != v);
        }
        Ok(())
    }

    /// The value at `pos`, materialised at the end of `current` if not yet
    /// available (a `foreach` moves `current` into its loop body).
    fn value_at(&mut self, current: &mut BlockId, pos: PosId) -> Result<ValueId, String> {
        if let Some(v) = self.values.get(pos) {
            return Ok(v);
        }
        let ctx = self.ctx;
        let position = self.preds.position(pos).clone();
        let parent = match position.parent() {
            Some(p) => Some(self.value_at(current, p)?),
            None => None,
        };
        let value_ty = pdl_types::value(ctx);
        let value_range = pdl_types::range(ctx, value_ty);
        let ty_of = |body: &Body, v: ValueId| body.value_type(v);
        let block = *current;
        let v = match position {
            Position::Operation { .. } => {
                let parent = parent.ok_or("an op position without a parent value")?;
                if self.preds.is_operand_defining_op(pos) {
                    self.value_op(
                        block,
                        "pdl_interp.get_defining_op",
                        &[parent],
                        pdl_types::operation(ctx),
                        &[],
                    )
                } else {
                    parent
                }
            }
            Position::Users { representative, .. } => {
                let mut v = parent.ok_or("users of nothing")?;
                if let Some(elem) =
                    pdl_types::range_element(ctx, ty_of(&self.matcher, v)).filter(|_| representative)
                {
                    v = self.value_op(
                        block,
                        "pdl_interp.extract",
                        &[v],
                        elem,
                        &[("index", i32_attr(ctx, 0))],
                    );
                }
                let ops = pdl_types::range(ctx, pdl_types::operation(ctx));
                self.value_op(block, "pdl_interp.get_users", &[v], ops, &[])
            }
            Position::ForEach { .. } => {
                let range = parent.ok_or("a loop over nothing")?;
                let elem = pdl_types::range_element(ctx, ty_of(&self.matcher, range))
                    .ok_or("a loop over a non-range")?;
                let failure = *self.failure_stack.last().ok_or("a loop without a failure path")?;
                let region = self.matcher.create_region();
                let mut st = OperationState::new(ctx.op_name("pdl_interp.foreach"), self.loc);
                st.operands = vec![range];
                st.successors = vec![failure];
                st.regions = vec![region];
                let op = self.matcher.create_op(st);
                self.matcher.append_op(block, op);
                let region = self.matcher.op_regions(op).1[0];
                let body_block = self.new_block(region);
                let arg = self.matcher.add_block_arg(body_block, elem, self.loc);
                let cont = self.new_block(region);
                self.op(cont, "pdl_interp.continue", &[], &[], &[], &[]);
                self.failure_stack.push(cont);
                *current = body_block;
                arg
            }
            Position::Operand { index, .. } | Position::Result { index, .. } => {
                let name = if matches!(position, Position::Operand { .. }) {
                    "pdl_interp.get_operand"
                } else {
                    "pdl_interp.get_result"
                };
                let op = parent.ok_or("no op")?;
                self.value_op(block, name, &[op], value_ty, &[("index", i32_attr(ctx, index))])
            }
            Position::OperandGroup { group, variadic, .. }
            | Position::ResultGroup { group, variadic, .. } => {
                let name = if matches!(position, Position::OperandGroup { .. }) {
                    "pdl_interp.get_operands"
                } else {
                    "pdl_interp.get_results"
                };
                let ty = if variadic { value_range } else { value_ty };
                let props: Vec<(&str, Attribute)> =
                    group.map(|g| ("index", i32_attr(ctx, g))).into_iter().collect();
                let op = parent.ok_or("no op")?;
                self.value_op(block, name, &[op], ty, &props)
            }
            Position::Attribute { name, .. } => {
                let name = ctx.string_attr(ctx.ident_str(name));
                let op = parent.ok_or("no op")?;
                self.value_op(
                    block,
                    "pdl_interp.get_attribute",
                    &[op],
                    pdl_types::attribute(ctx),
                    &[("name", name)],
                )
            }
            Position::Type { .. } => {
                let of = parent.ok_or("the type of nothing")?;
                let of_ty = ty_of(&self.matcher, of);
                if of_ty == pdl_types::attribute(ctx) {
                    self.value_op(
                        block,
                        "pdl_interp.get_attribute_type",
                        &[of],
                        pdl_types::type_(ctx),
                        &[],
                    )
                } else {
                    let ty = if pdl_types::range_element(ctx, of_ty).is_some() {
                        pdl_types::range(ctx, pdl_types::type_(ctx))
                    } else {
                        pdl_types::type_(ctx)
                    };
                    self.value_op(block, "pdl_interp.get_value_type", &[of], ty, &[])
                }
            }
            Position::AttributeLiteral(a) => self.value_op(
                block,
                "pdl_interp.create_attribute",
                &[],
                pdl_types::attribute(ctx),
                &[("value", a)],
            ),
            Position::TypeLiteral(a) => {
                if ctx.type_attr_value(a).is_some() {
                    self.value_op(
                        block,
                        "pdl_interp.create_type",
                        &[],
                        pdl_types::type_(ctx),
                        &[("value", a)],
                    )
                } else {
                    let ty = pdl_types::range(ctx, pdl_types::type_(ctx));
                    self.value_op(block, "pdl_interp.create_types", &[], ty, &[("value", a)])
                }
            }
            Position::ConstraintResult { question, index } => {
                let op = *self
                    .constraint_ops
                    .get(&question)
                    .ok_or("a constraint result used before the constraint")?;
                self.matcher.result(op, index as usize)
            }
        };
        self.values.insert(pos, v);
        Ok(v)
    }

    fn generate_bool(
        &mut self,
        question: QualId,
        answer: QualId,
        success_node: Option<&Node>,
        current: &mut BlockId,
        val: ValueId,
    ) -> Result<(), String> {
        let ctx = self.ctx;
        let region = self.matcher.block_region(*current).ok_or("a detached block")?;
        let q = self.preds.qualifier(question).clone();
        let mut args = Vec::new();
        match &q {
            Qualifier::EqualTo(other) => args.push(self.value_at(current, *other)?),
            Qualifier::Constraint { args: positions, .. } => {
                for &p in positions {
                    args.push(self.value_at(current, p)?);
                }
            }
            _ => {}
        }
        let success = self.new_block(region);
        let failure = *self.failure_stack.last().ok_or("no failure block")?;
        let block = *current;
        let a = self.preds.qualifier(answer).clone();
        let count = |a: &Qualifier| match a {
            Qualifier::Unsigned(n) => i32_attr(ctx, *n),
            _ => i32_attr(ctx, 0),
        };
        match q {
            Qualifier::IsNotNull => {
                self.op(
                    block,
                    "pdl_interp.is_not_null",
                    &[val],
                    &[],
                    &[],
                    &[success, failure],
                );
            }
            Qualifier::OperationName => {
                let Qualifier::OperationNameAnswer(name) = a else {
                    return Err("an op name check without a name".into());
                };
                self.op(
                    block,
                    "pdl_interp.check_operation_name",
                    &[val],
                    &[],
                    &[("name", ctx.string_attr(&name))],
                    &[success, failure],
                );
            }
            Qualifier::Type => {
                let Qualifier::TypeAnswer(t) = a else {
                    return Err("a type check without a type".into());
                };
                if pdl_types::range_element(ctx, self.matcher.value_type(val)).is_some() {
                    self.op(
                        block,
                        "pdl_interp.check_types",
                        &[val],
                        &[],
                        &[("types", t)],
                        &[success, failure],
                    );
                } else {
                    self.op(
                        block,
                        "pdl_interp.check_type",
                        &[val],
                        &[],
                        &[("type", t)],
                        &[success, failure],
                    );
                }
            }
            Qualifier::Attribute => {
                let Qualifier::AttributeAnswer(value) = a else {
                    return Err("an attribute check without a value".into());
                };
                self.op(
                    block,
                    "pdl_interp.check_attribute",
                    &[val],
                    &[],
                    &[("constantValue", value)],
                    &[success, failure],
                );
            }
            Qualifier::OperandCount
            | Qualifier::OperandCountAtLeast
            | Qualifier::ResultCount
            | Qualifier::ResultCountAtLeast => {
                let name = if matches!(q, Qualifier::OperandCount | Qualifier::OperandCountAtLeast) {
                    "pdl_interp.check_operand_count"
                } else {
                    "pdl_interp.check_result_count"
                };
                let mut props = vec![("count", count(&a))];
                if matches!(q, Qualifier::OperandCountAtLeast | Qualifier::ResultCountAtLeast) {
                    props.push(("compareAtLeast", ctx.unit_attr()));
                }
                self.op(block, name, &[val], &[], &props, &[success, failure]);
            }
            Qualifier::EqualTo(_) => {
                let (t, f) = if a == Qualifier::True {
                    (success, failure)
                } else {
                    (failure, success)
                };
                self.op(block, "pdl_interp.are_equal", &[val, args[0]], &[], &[], &[t, f]);
            }
            Qualifier::Constraint {
                name,
                result_types,
                negated,
                ..
            } => {
                let props = [
                    ("name", ctx.string_attr(&name)),
                    ("isNegated", ctx.bool_attr(negated)),
                ];
                let op = self.op(
                    block,
                    "pdl_interp.apply_constraint",
                    &args,
                    &result_types,
                    &props,
                    &[success, failure],
                );
                self.constraint_ops.insert(question, op);
            }
            _ => return Err("not a question".into()),
        }
        if let Some(s) = success_node {
            self.generate(s, region, Some(success))?;
        }
        Ok(())
    }

    fn generate_switch(
        &mut self,
        question: QualId,
        children: &[(QualId, Option<Box<Node>>)],
        current: BlockId,
        val: ValueId,
    ) -> Result<(), String> {
        let ctx = self.ctx;
        let region = self.matcher.block_region(current).ok_or("a detached block")?;
        let default = *self.failure_stack.last().ok_or("no failure block")?;
        let q = self.preds.qualifier(question).clone();
        let unsigned = |a: QualId| match self.preds.qualifier(a) {
            Qualifier::Unsigned(n) => *n,
            _ => 0,
        };
        if matches!(q, Qualifier::OperandCountAtLeast | Qualifier::ResultCountAtLeast) {
            // Highest count first; each failing child falls back to the
            // check of the next higher count.
            let mut sorted: Vec<usize> = (0..children.len()).collect();
            sorted.sort_by_key(|&i| std::cmp::Reverse(unsigned(children[i].0)));
            let name = if q == Qualifier::OperandCountAtLeast {
                "pdl_interp.check_operand_count"
            } else {
                "pdl_interp.check_result_count"
            };
            self.failure_stack.push(default);
            for i in sorted {
                let Some(child) = children[i].1.as_deref() else {
                    continue;
                };
                let child_block = self.generate(child, region, None)?;
                let pred = self.matcher.create_block();
                self.matcher.insert_block(region, pred, Some(child_block));
                let props = [
                    ("count", i32_attr(ctx, unsigned(children[i].0))),
                    ("compareAtLeast", ctx.unit_attr()),
                ];
                self.op(pred, name, &[val], &[], &props, &[child_block, default]);
                *self.failure_stack.last_mut().expect("pushed") = pred;
            }
            let first = self.failure_stack.pop().expect("pushed");
            if first != default {
                self.matcher
                    .merge_block_into(first, InsertPoint::End(current), &[]);
            }
            return Ok(());
        }
        let mut blocks = Vec::with_capacity(children.len());
        for (_, child) in children {
            let Some(child) = child.as_deref() else {
                continue;
            };
            blocks.push(self.generate(child, region, None)?);
        }
        let answers: Vec<Qualifier> = children
            .iter()
            .map(|c| self.preds.qualifier(c.0).clone())
            .collect();
        let mut successors = vec![default];
        successors.extend(blocks);
        let (name, cases) = match q {
            Qualifier::OperandCount | Qualifier::ResultCount => {
                let values: Vec<u32> = children.iter().map(|c| unsigned(c.0)).collect();
                let mut bytes = Vec::with_capacity(values.len() * 4);
                for v in &values {
                    bytes.extend_from_slice(&v.to_le_bytes());
                }
                let ty = ctx.vector_type(&[values.len() as i64], ctx.integer_type(32));
                let attr = ctx.intern_attr(AttrKind::DenseElements {
                    ty,
                    data: DenseData {
                        splat: false,
                        bytes: bytes.into(),
                    },
                });
                let name = if q == Qualifier::OperandCount {
                    "pdl_interp.switch_operand_count"
                } else {
                    "pdl_interp.switch_result_count"
                };
                (name, attr)
            }
            Qualifier::OperationName => {
                let names: Vec<&str> = answers
                    .iter()
                    .map(|a| match a {
                        Qualifier::OperationNameAnswer(n) => n.as_str(),
                        _ => "",
                    })
                    .collect();
                ("pdl_interp.switch_operation_name", str_array(ctx, &names))
            }
            Qualifier::Type | Qualifier::Attribute => {
                let values: Vec<Attribute> = answers
                    .iter()
                    .filter_map(|a| match a {
                        Qualifier::TypeAnswer(t) | Qualifier::AttributeAnswer(t) => Some(*t),
                        _ => None,
                    })
                    .collect();
                let name = match q {
                    Qualifier::Attribute => "pdl_interp.switch_attribute",
                    _ if pdl_types::range_element(ctx, self.matcher.value_type(val)).is_some() => {
                        "pdl_interp.switch_types"
                    }
                    _ => "pdl_interp.switch_type",
                };
                (name, ctx.array_attr(&values))
            }
            _ => return Err("a switch over a question with no switch op".into()),
        };
        self.op(current, name, &[val], &[], &[("caseValues", cases)], &successors);
        Ok(())
    }

    fn generate_success(
        &mut self,
        pattern: usize,
        root: ValueId,
        current: &mut BlockId,
    ) -> Result<(), String> {
        let ctx = self.ctx;
        let p = &self.patterns[pattern];
        let (rewriter, used) = self.generate_rewriter(pattern)?;
        let mut inputs = Vec::with_capacity(used.len());
        for pos in used {
            inputs.push(self.value_at(current, pos)?);
        }
        let body = p.view.body;
        let rewrite_ops: Vec<OpId> = {
            let (b, regions) = body.op_regions(p.view.rewrite);
            regions
                .first()
                .and_then(|&r| b.region_entry(r))
                .map(|blk| b.block_ops(blk).collect())
                .unwrap_or_default()
        };
        let generated: Vec<&str> = rewrite_ops
            .iter()
            .filter(|&&o| ctx.op_name_str(body.op_name(o)) == "pdl.operation")
            .filter_map(|&o| {
                OpRef::new(ctx, body, o)
                    .attr("opName")
                    .and_then(|a| ctx.string_attr_value(a))
            })
            .collect();
        let root_kind = body
            .defining_op(root)
            .and_then(|o| OpRef::new(ctx, body, o).attr("opName"));
        let mut props = vec![("rewriter", rewriter), ("benefit", p.benefit)];
        if let Some(k) = root_kind {
            props.push(("rootKind", k));
        }
        if !generated.is_empty() {
            props.push(("generatedOps", str_array(ctx, &generated)));
        }
        props.push((
            strata_dialect_utils::segments::OPERAND_SEGMENT_SIZES,
            ctx.dense_i32_array_attr(&[inputs.len() as i32, self.loc_ops.len() as i32]),
        ));
        let mut operands = inputs;
        operands.extend(self.loc_ops.iter().copied());
        let dest = *self.failure_stack.last().ok_or("no failure block")?;
        let loc = p.loc;
        emit(
            ctx,
            &mut self.matcher,
            *current,
            loc,
            "pdl_interp.record_match",
            &operands,
            &[],
            &props,
            &[dest],
        );
        Ok(())
    }

    fn unique_rewriter_name(&mut self) -> String {
        let base = "pdl_generated_rewriter";
        if self.rewriter_names.insert(base.to_string()) {
            return base.to_string();
        }
        loop {
            let name = format!("{base}_{}", self.unique_counter);
            self.unique_counter += 1;
            if self.rewriter_names.insert(name.clone()) {
                return name;
            }
        }
    }

    /// Generates the rewriter function of a pattern; returns its symbol
    /// and the positions of the matched values it takes, in order.
    fn generate_rewriter(&mut self, pattern: usize) -> Result<(Attribute, Vec<PosId>), String> {
        let ctx = self.ctx;
        let p = &self.patterns[pattern];
        let name = self.unique_rewriter_name();
        let (body, block) = Body::with_top_block();
        let mut g = RewriterGen {
            ctx,
            p,
            body,
            block,
            values: FxHashMap::default(),
            used: Vec::new(),
        };
        let pb = p.view.body;
        let rewrite = OpRef::new(ctx, pb, p.view.rewrite);
        if let Some(ext) = rewrite.attr("name") {
            let mut args = Vec::new();
            if let Some(root) = p.view.rewrite_root(ctx) {
                args.push(g.map(root)?);
            }
            for v in group(ctx, pb, p.view.rewrite, 1) {
                args.push(g.map(v)?);
            }
            g.emit("pdl_interp.apply_rewrite", &args, &[], &[("name", ext)]);
        } else {
            let (b, regions) = pb.op_regions(p.view.rewrite);
            let ops: Vec<OpId> = regions
                .first()
                .and_then(|&r| b.region_entry(r))
                .map(|blk| b.block_ops(blk).collect())
                .unwrap_or_default();
            for op in ops {
                g.rewrite_op(op)?;
            }
        }
        g.emit("pdl_interp.finalize", &[], &[], &[]);
        let arg_types: Vec<Type> = g
            .body
            .block_args(block)
            .iter()
            .map(|&a| g.body.value_type(a))
            .collect();
        let used = std::mem::take(&mut g.used);
        let func_body = g.body;
        let fty = ctx.function_type(&arg_types, &[]);
        let mut st = OperationState::new(ctx.op_name("pdl_interp.func"), p.loc);
        st.properties = Some(ctx.dictionary_attr(&[
            (ctx.ident("sym_name"), ctx.string_attr(&name)),
            (ctx.ident("function_type"), ctx.type_attr(fty)),
        ]));
        st.regions = func_body.root_regions().to_vec();
        st.child = Some(Box::new(func_body));
        let func = self.rewriters.create_op(st);
        self.rewriters.append_op(self.rewriters_block, func);
        let sym = ctx.symbol_ref_attr(ctx.ident("rewriters"), &[ctx.ident(&name)]);
        Ok((sym, used))
    }
}

/// Builds one rewriter function.
struct RewriterGen<'a> {
    ctx: &'a Context,
    p: &'a Lowered<'a>,
    body: Body,
    block: BlockId,
    /// Pattern values to rewriter values.
    values: FxHashMap<ValueId, ValueId>,
    /// The matched values taken as arguments, by position.
    used: Vec<PosId>,
}

impl RewriterGen<'_> {
    fn emit(
        &mut self,
        name: &str,
        operands: &[ValueId],
        results: &[Type],
        props: &[(&str, Attribute)],
    ) -> OpId {
        emit(
            self.ctx,
            &mut self.body,
            self.block,
            self.p.loc,
            name,
            operands,
            results,
            props,
            &[],
        )
    }

    fn emit1(
        &mut self,
        name: &str,
        operands: &[ValueId],
        result: Type,
        props: &[(&str, Attribute)],
    ) -> ValueId {
        let op = self.emit(name, operands, &[result], props);
        self.body.result(op, 0)
    }

    /// The rewriter value of a pattern value: constants are rebuilt,
    /// matched values become arguments.
    fn map(&mut self, old: ValueId) -> Result<ValueId, String> {
        if let Some(&v) = self.values.get(&old) {
            return Ok(v);
        }
        let ctx = self.ctx;
        let pb = self.p.view.body;
        if let Some(op) = pb.defining_op(old) {
            let r = OpRef::new(ctx, pb, op);
            let constant = match r.name_str() {
                "pdl.attribute" => r.attr("value").map(|a| ("pdl_interp.create_attribute", a)),
                "pdl.type" => r.attr("constantType").map(|a| ("pdl_interp.create_type", a)),
                "pdl.types" => r.attr("constantTypes").map(|a| ("pdl_interp.create_types", a)),
                _ => None,
            };
            if let Some((name, value)) = constant {
                let v = self.emit1(name, &[], pb.value_type(old), &[("value", value)]);
                self.values.insert(old, v);
                return Ok(v);
            }
        }
        let pos = *self
            .p
            .inputs
            .get(&old)
            .ok_or("a rewrite uses a value the matcher does not bind")?;
        self.used.push(pos);
        let v = self
            .body
            .add_block_arg(self.block, pb.value_type(old), self.p.loc);
        self.values.insert(old, v);
        Ok(v)
    }

    fn rewrite_op(&mut self, op: OpId) -> Result<(), String> {
        let ctx = self.ctx;
        let pb = self.p.view.body;
        let r = OpRef::new(ctx, pb, op);
        let value_ty = pdl_types::value(ctx);
        match r.name_str() {
            "pdl.apply_native_rewrite" => {
                let mut args = Vec::new();
                for a in r.operands() {
                    args.push(self.map(a)?);
                }
                let name = r.attr("name").ok_or("a native rewrite without a name")?;
                let results: Vec<Type> = r.result_types().collect();
                let new = self.emit("pdl_interp.apply_rewrite", &args, &results, &[("name", name)]);
                for (i, old) in r.results().enumerate() {
                    let v = self.body.result(new, i);
                    self.values.insert(old, v);
                }
            }
            "pdl.attribute" => {
                let value = r
                    .attr("value")
                    .ok_or("an attribute created in a rewrite needs a value")?;
                let v = self.emit1(
                    "pdl_interp.create_attribute",
                    &[],
                    pdl_types::attribute(ctx),
                    &[("value", value)],
                );
                self.values.insert(pb.result(op, 0), v);
            }
            "pdl.erase" => {
                let target = self.map(pb.operand(op, 0))?;
                self.emit("pdl_interp.erase", &[target], &[], &[]);
            }
            "pdl.operation" => self.create_operation(op)?,
            "pdl.range" => {
                let mut args = Vec::new();
                for a in r.operands() {
                    args.push(self.map(a)?);
                }
                let v = self.emit1(
                    "pdl_interp.create_range",
                    &args,
                    pb.value_type(pb.result(op, 0)),
                    &[],
                );
                self.values.insert(pb.result(op, 0), v);
            }
            "pdl.replace" => {
                let target = pb.operand(op, 0);
                let mut repl = Vec::new();
                if let Some(&with_op) = group(ctx, pb, op, 1).first() {
                    // Replacing by an op means by its results, unless the
                    // replaced op is known to have none.
                    let replaced_has_results = pb
                        .defining_op(target)
                        .filter(|&d| ctx.op_name_str(pb.op_name(d)) == "pdl.operation")
                        .is_none_or(|d| !group(ctx, pb, d, 2).is_empty());
                    if replaced_has_results {
                        let w = self.map(with_op)?;
                        let range = pdl_types::range(ctx, value_ty);
                        repl.push(self.emit1("pdl_interp.get_results", &[w], range, &[]));
                    }
                } else {
                    for v in group(ctx, pb, op, 2) {
                        repl.push(self.map(v)?);
                    }
                }
                let target = self.map(target)?;
                // A replacement that keeps the replaced op (the unit
                // attribute `keep`, a proposal of Lücke's thesis) only
                // replaces its uses: with no results, nothing happens.
                let keep = pb.op_attr(ctx, op, "keep");
                if repl.is_empty() {
                    if keep.is_none() {
                        self.emit("pdl_interp.erase", &[target], &[], &[]);
                    }
                } else {
                    let mut operands = vec![target];
                    operands.extend(repl);
                    let replace = self.emit("pdl_interp.replace", &operands, &[], &[]);
                    if keep.is_some() {
                        self.body.set_op_attr(ctx, replace, "keep", keep);
                    }
                }
            }
            "pdl.result" => {
                let parent = self.map(pb.operand(op, 0))?;
                let index = int_attr(ctx, pb, op, "index").unwrap_or(0) as u32;
                let v = self.emit1(
                    "pdl_interp.get_result",
                    &[parent],
                    value_ty,
                    &[("index", i32_attr(ctx, index))],
                );
                self.values.insert(pb.result(op, 0), v);
            }
            "pdl.results" => {
                let parent = self.map(pb.operand(op, 0))?;
                let props: Vec<(&str, Attribute)> = int_attr(ctx, pb, op, "index")
                    .map(|i| ("index", i32_attr(ctx, i as u32)))
                    .into_iter()
                    .collect();
                let v = self.emit1(
                    "pdl_interp.get_results",
                    &[parent],
                    pb.value_type(pb.result(op, 0)),
                    &props,
                );
                self.values.insert(pb.result(op, 0), v);
            }
            "pdl.type" | "pdl.types" => {
                let (key, name) = if r.name_str() == "pdl.type" {
                    ("constantType", "pdl_interp.create_type")
                } else {
                    ("constantTypes", "pdl_interp.create_types")
                };
                if let Some(t) = r.attr(key) {
                    let v = self.emit1(name, &[], pb.value_type(pb.result(op, 0)), &[("value", t)]);
                    self.values.insert(pb.result(op, 0), v);
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn create_operation(&mut self, op: OpId) -> Result<(), String> {
        let ctx = self.ctx;
        let pb = self.p.view.body;
        let r = OpRef::new(ctx, pb, op);
        let mut operands = Vec::new();
        for v in group(ctx, pb, op, 0) {
            operands.push(self.map(v)?);
        }
        let mut attrs = Vec::new();
        for v in group(ctx, pb, op, 1) {
            attrs.push(self.map(v)?);
        }
        let (types, inferred) = self.result_types(op)?;
        let name = r
            .attr("opName")
            .ok_or("an op created in a rewrite needs a name")?;
        let mut props = vec![
            ("name", name),
            (
                "inputAttributeNames",
                r.attr("attributeValueNames")
                    .unwrap_or_else(|| ctx.array_attr(&[])),
            ),
            (
                strata_dialect_utils::segments::OPERAND_SEGMENT_SIZES,
                ctx.dense_i32_array_attr(&[operands.len() as i32, attrs.len() as i32, types.len() as i32]),
            ),
        ];
        if inferred {
            props.push(("inferredResultTypes", ctx.unit_attr()));
        }
        let mut all = operands;
        all.extend(attrs);
        all.extend(types);
        let created = self.emit1(
            "pdl_interp.create_operation",
            &all,
            pdl_types::operation(ctx),
            &props,
        );
        self.values.insert(pb.result(op, 0), created);

        // Result types the rewrite leaves open come from the new op.
        let value_ty = pdl_types::value(ctx);
        let value_range = pdl_types::range(ctx, value_ty);
        let type_values = group(ctx, pb, op, 2);
        let is_range = |v: ValueId| pdl_types::range_element(ctx, pb.value_type(v)).is_some();
        if type_values.len() == 1 && is_range(type_values[0]) {
            if !self.values.contains_key(&type_values[0]) {
                let results = self.emit1("pdl_interp.get_results", &[created], value_range, &[]);
                let ty = pdl_types::range(ctx, pdl_types::type_(ctx));
                let t = self.emit1("pdl_interp.get_value_type", &[results], ty, &[]);
                self.values.insert(type_values[0], t);
            }
            return Ok(());
        }
        let mut variable = false;
        for (i, &t) in type_values.iter().enumerate() {
            if self.values.contains_key(&t) {
                continue;
            }
            let variadic = is_range(t);
            variable |= variadic;
            let index = [("index", i32_attr(ctx, i as u32))];
            let result = if variable {
                self.emit1(
                    "pdl_interp.get_results",
                    &[created],
                    if variadic { value_range } else { value_ty },
                    &index,
                )
            } else {
                self.emit1("pdl_interp.get_result", &[created], value_ty, &index)
            };
            let ty = if variadic {
                pdl_types::range(ctx, pdl_types::type_(ctx))
            } else {
                pdl_types::type_(ctx)
            };
            let tv = self.emit1("pdl_interp.get_value_type", &[result], ty, &[]);
            self.values.insert(t, tv);
        }
        Ok(())
    }

    /// The result types of a created op: the given ones when all are known
    /// at this point, else inferred by the op, else those of the op it
    /// replaces.
    fn result_types(&mut self, op: OpId) -> Result<(Vec<ValueId>, bool), String> {
        let ctx = self.ctx;
        let pb = self.p.view.body;
        let rewrite_block = pb.op_block(op);
        let type_values = group(ctx, pb, op, 2);
        if !type_values.is_empty() {
            let mut types = Vec::new();
            let mut resolved = true;
            for &t in &type_values {
                if let Some(&v) = self.values.get(&t) {
                    types.push(v);
                } else if pb.defining_op(t).and_then(|d| pb.op_block(d)) != rewrite_block {
                    types.push(self.map(t)?);
                } else {
                    resolved = false;
                    break;
                }
            }
            if resolved {
                return Ok((types, false));
            }
        }
        let name = OpRef::new(ctx, pb, op)
            .attr("opName")
            .and_then(|a| ctx.string_attr_value(a))
            .unwrap_or("");
        let infers = ctx
            .op_def(ctx.op_name(name))
            .and_then(|def| def.interfaces.get::<strata_ods::spec::SpecRef>())
            .is_some_and(|s| strata_ods::typed::implements_infer_type(s.0));
        if infers {
            return Ok((Vec::new(), true));
        }
        let this = pb.result(op, 0);
        let uses: Vec<(OpId, usize)> = pb.uses(this).collect();
        for (user, index) in uses {
            if ctx.op_name_str(pb.op_name(user)) != "pdl.replace" || index == 0 {
                continue;
            }
            let replaced = pb.operand(user, 0);
            let Some(replaced_op) = pb.defining_op(replaced) else {
                continue;
            };
            if pb.op_block(replaced_op) == rewrite_block && !pb.is_before_in_block(replaced_op, op) {
                continue;
            }
            let m = self.map(replaced)?;
            let range = pdl_types::range(ctx, pdl_types::value(ctx));
            let results = self.emit1("pdl_interp.get_results", &[m], range, &[]);
            let ty = pdl_types::range(ctx, pdl_types::type_(ctx));
            let t = self.emit1("pdl_interp.get_value_type", &[results], ty, &[]);
            return Ok((vec![t], false));
        }
        if type_values.is_empty() {
            return Ok((Vec::new(), false));
        }
        Err(format!("unable to infer result type for operation '{name}'"))
    }
}
