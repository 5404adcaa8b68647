//! `view-op-graph`: writes the op as a Graphviz graph on stderr, as
//! mlir-opt does. Each op with regions is a cluster (labelled with its
//! name, result types and attributes) holding one cluster per block; other
//! ops are record nodes with a port per operand and result, filled with a
//! color per op name. Data-flow edges go from a value's definition to each
//! use; control-flow edges (off by default) link consecutive ops of a
//! block. The IR is left unchanged.

use std::fmt::Write as _;
use std::io::Write as _;

use rustc_hash::FxHashMap;
use strata_asm::ValueNames;
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, IsolatedOpMut, LogicalResult, NamedAttribute, OpId, OpName,
    Type, ValueId,
};
use strata_pass::{parse_bool_option, AnalysisManager, Pass};

/// The `view-op-graph` pass: writes the op as a Graphviz graph to standard
/// error.
pub struct ViewOpGraph {
    max_label_len: usize,
    print_attrs: bool,
    print_control_flow_edges: bool,
    print_data_flow_edges: bool,
    print_result_types: bool,
}

impl Default for ViewOpGraph {
    fn default() -> Self {
        ViewOpGraph {
            max_label_len: 20,
            print_attrs: true,
            print_control_flow_edges: false,
            print_data_flow_edges: true,
            print_result_types: true,
        }
    }
}

impl Pass for ViewOpGraph {
    fn argument(&self) -> &'static str {
        "view-op-graph"
    }

    fn description(&self) -> &'static str {
        "Print Graphviz visualization of an operation"
    }

    fn name(&self) -> &'static str {
        "ViewOpGraph"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "max-label-len" => self.max_label_len = crate::inliner::parse_unsigned(name, value)? as usize,
            "print-attrs" => self.print_attrs = parse_bool_option(name, value)?,
            "print-control-flow-edges" => self.print_control_flow_edges = parse_bool_option(name, value)?,
            "print-data-flow-edges" => self.print_data_flow_edges = parse_bool_option(name, value)?,
            "print-result-types" => self.print_result_types = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "max-label-len={} print-attrs={} print-control-flow-edges={} print-data-flow-edges={} print-result-types={}",
            self.max_label_len,
            self.print_attrs,
            self.print_control_flow_edges,
            self.print_data_flow_edges,
            self.print_result_types
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        self.run_with_analyses(ctx, op, &mut AnalysisManager::new())
    }

    fn run_with_analyses(
        &self,
        ctx: &Context,
        op: &mut IsolatedOpMut<'_>,
        am: &mut AnalysisManager,
    ) -> LogicalResult {
        let root = RootOp {
            name: op.name(),
            attrs: merged_attrs(ctx, op.name(), op.properties(), op.attr_dict()),
        };
        let body = op.body_ref();
        let mut g = Graph {
            pass: self,
            ctx,
            names: ValueNames::new(ctx, body),
            colors: Colors::new(root.name, body),
            out: String::new(),
            indent: 0,
            counter: 0,
            values: FxHashMap::default(),
            data_edges: Vec::new(),
            edges: Vec::new(),
        };
        g.out.push_str("digraph G {\n");
        g.indent += 1;
        g.line("compound = true;");
        g.root(body, &root);
        g.emit_edges();
        g.indent -= 1;
        g.out.push_str("}\n");
        let _ = std::io::stderr().lock().write_all(g.out.as_bytes());
        am.mark_all_preserved();
        Ok(())
    }
}

/// The op the pass runs on: its record is in the parent body, so its name
/// and attributes are passed separately (it has no operands or results the
/// pass can see).
struct RootOp {
    name: OpName,
    attrs: Vec<NamedAttribute>,
}

/// The attributes MLIR's `Operation::getAttrs` lists: inherent and
/// discardable ones together, sorted by name. The properties of an
/// unregistered op are opaque to it and not listed.
fn merged_attrs(
    ctx: &Context,
    name: OpName,
    props: Option<Attribute>,
    attrs: Option<Attribute>,
) -> Vec<NamedAttribute> {
    let props = props.filter(|_| ctx.op_def(name).is_some());
    let mut all: Vec<NamedAttribute> = Vec::new();
    for d in [props, attrs].into_iter().flatten() {
        all.extend_from_slice(ctx.dict_entries(d));
    }
    all.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    all
}

/// Evenly spaced hues, one per op name, in the order names first occur in
/// a post-order walk.
struct Colors {
    index: FxHashMap<OpName, usize>,
}

impl Colors {
    fn new(root: OpName, body: &Body) -> Colors {
        let mut index = FxHashMap::default();
        let mut add = |n: OpName| {
            let k = index.len();
            index.entry(n).or_insert(k);
        };
        fn walk(body: &Body, add: &mut dyn FnMut(OpName)) {
            for &r in body.root_regions() {
                walk_region(body, r, add);
            }
        }
        fn walk_region(body: &Body, r: strata_ir::RegionId, add: &mut dyn FnMut(OpName)) {
            for b in body.region_blocks(r) {
                for op in body.block_ops(b) {
                    let (rb, regions) = body.op_regions(op);
                    for &inner in regions {
                        walk_region(rb, inner, add);
                    }
                    add(body.op_name(op));
                }
            }
        }
        walk(body, &mut add);
        add(root);
        Colors { index }
    }

    fn of(&self, name: OpName) -> String {
        let i = self.index.get(&name).copied().unwrap_or(0);
        format!("{:.6} 0.3 0.95", i as f64 / self.index.len().max(1) as f64)
    }
}

/// A node of the graph; ops with regions are clusters, reached through
/// their anchor node.
#[derive(Copy, Clone, Default)]
struct Node {
    id: usize,
    cluster: Option<usize>,
}

struct Graph<'a> {
    pass: &'a ViewOpGraph,
    ctx: &'a Context,
    names: ValueNames,
    colors: Colors,
    out: String,
    indent: usize,
    counter: usize,
    /// The node defining each value, by body address and value.
    values: FxHashMap<(usize, ValueId), Node>,
    /// Data-flow edges, drawn at the end: value, its body, user node,
    /// port.
    data_edges: Vec<((usize, ValueId), Node, String)>,
    /// The edges to draw, control-flow ones first.
    edges: Vec<String>,
}

fn body_key(b: &Body) -> usize {
    b as *const Body as usize
}

/// Backslash before the characters that structure record labels; line
/// breaks become left-justified breaks.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '{' | '|' | '<' | '}' | '>' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push_str("\\l"),
            _ => out.push(c),
        }
    }
    out
}

impl<'a> Graph<'a> {
    /// Writes a line at the current indentation; line breaks inside `s`
    /// (from attribute names) are indented too, as MLIR's indenting
    /// stream does.
    fn line(&mut self, s: &str) {
        for (i, part) in s.split('\n').enumerate() {
            if i > 0 {
                self.out.push('\n');
            }
            for _ in 0..self.indent {
                self.out.push_str("  ");
            }
            self.out.push_str(part);
        }
        self.out.push('\n');
    }

    fn truncate(&self, s: String) -> String {
        if s.len() <= self.pass.max_label_len {
            return s;
        }
        let mut end = self.pass.max_label_len;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        format!("{}...", &s[..end])
    }

    fn type_text(&self, t: Type) -> String {
        self.truncate(strata_asm::type_to_string(self.ctx, t))
    }

    /// An attribute value as MLIR's graph shows it: splats in full, large
    /// elements attributes and arrays elided, others truncated.
    fn attr_text(&self, a: Attribute) -> String {
        const LARGE: usize = 16;
        let ctx = self.ctx;
        let elements = match ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, data } => Some((*ty, data.splat)),
            AttrKind::DenseStringElements { ty, splat, .. } => Some((*ty, *splat)),
            AttrKind::DenseResource { ty, .. } | AttrKind::Sparse { ty, .. } => Some((*ty, false)),
            _ => None,
        };
        if let Some((ty, splat)) = elements {
            if splat {
                return strata_asm::attr_to_string(ctx, a);
            }
            let shape = ctx.shape(ty).unwrap_or(&[]);
            let count: i64 = shape.iter().product();
            if count > LARGE as i64 {
                let rank = shape.len();
                return format!(
                    "{}...{} : {}",
                    "[".repeat(rank),
                    "]".repeat(rank),
                    self.type_text(ty)
                );
            }
        }
        if let AttrKind::Array(elems) = ctx.attr_kind(a) {
            if elems.len() > LARGE {
                return "[...]".to_string();
            }
        }
        self.truncate(strata_asm::attr_to_string(ctx, a))
    }

    fn value_name(&self, body: &Body, v: ValueId) -> String {
        self.names.value(body, v)
    }

    /// `_0_1` for `%0#1`: the port suffix of a value.
    fn port(&self, body: &Body, v: ValueId) -> String {
        self.value_name(body, v).replace(['%', '#'], "_")
    }

    fn attr_list(attrs: &[(&str, String)]) -> String {
        let mut sorted: Vec<&(&str, String)> = attrs.iter().collect();
        sorted.sort_by_key(|(k, _)| *k);
        let mut s = String::from("[");
        for (i, (k, v)) in sorted.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            let _ = write!(s, "{k} = {v}");
        }
        s.push(']');
        s
    }

    fn node(&mut self, label: String, shape: &str, fill: Option<String>) -> Node {
        self.counter += 1;
        let id = self.counter;
        let mut attrs = vec![("label", format!("\"{label}\"")), ("shape", shape.to_string())];
        if let Some(f) = fill {
            attrs.push(("style", "filled".to_string()));
            attrs.push(("fillcolor", format!("\"{f}\"")));
        }
        let text = format!("v{id} {};", Self::attr_list(&attrs));
        self.line(&text);
        Node { id, cluster: None }
    }

    fn cluster(&mut self, label: &str, contents: &mut dyn FnMut(&mut Self)) -> Node {
        self.counter += 1;
        let cluster = self.counter;
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.indent += 1;
        let anchor = self.node(" ".to_string(), "plain", None);
        self.line(&format!("label = \"{}\";", label.replace('\n', "\\l")));
        contents(self);
        self.indent -= 1;
        self.line("}");
        Node {
            id: anchor.id,
            cluster: Some(cluster),
        }
    }

    fn edge(&mut self, from: Node, to: Node, port: &str, style: &str) {
        let mut attrs = vec![("style", style.to_string())];
        if let Some(c) = from.cluster {
            attrs.push(("ltail", format!("cluster_{c}")));
        }
        if let Some(c) = to.cluster {
            attrs.push(("lhead", format!("cluster_{c}")));
        }
        let mut s = format!("v{}", from.id);
        if !port.is_empty() && from.cluster.is_none() {
            let _ = write!(s, ":res{port}:s");
        }
        let _ = write!(s, " -> v{}", to.id);
        if !port.is_empty() && to.cluster.is_none() {
            let _ = write!(s, ":arg{port}:n");
        }
        s.push_str(&Self::attr_list(&attrs));
        self.edges.push(s);
    }

    /// The label of a cluster: name, result types, attributes (escaped;
    /// the types are not).
    fn cluster_label(&self, name: OpName, results: &[Type], attrs: &[NamedAttribute]) -> String {
        let mut s = self.ctx.op_name_str(name).to_string();
        if self.pass.print_result_types {
            let types: Vec<String> = results
                .iter()
                .map(|&t| strata_asm::type_to_string(self.ctx, t))
                .collect();
            let _ = write!(s, " : ({})", self.truncate(types.join(", ")));
        }
        if self.pass.print_attrs {
            s.push('\n');
            for &(n, a) in attrs {
                let _ = writeln!(s, "{}: {}", self.ctx.ident_str(n), escape(&self.attr_text(a)));
            }
        }
        s
    }

    fn root(&mut self, body: &Body, root: &RootOp) {
        let label = self.cluster_label(root.name, &[], &root.attrs);
        self.cluster(&label, &mut |g| {
            for &r in body.root_regions() {
                g.region(body, r);
            }
        });
    }

    fn region(&mut self, body: &Body, r: strata_ir::RegionId) {
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        for b in blocks {
            self.block(body, b);
        }
    }

    fn block(&mut self, body: &Body, b: BlockId) {
        self.cluster("", &mut |g| {
            for &arg in body.block_args(b) {
                let mut label = format!("<res{}> {}", g.port(body, arg), g.value_name(body, arg));
                if g.pass.print_result_types {
                    let t = g.type_text(body.value_type(arg));
                    let _ = write!(label, " {}", escape(&t));
                }
                let n = g.node(label, "Mrecord", None);
                g.values.insert((body_key(body), arg), n);
            }
            let mut prev: Option<Node> = None;
            let ops: Vec<OpId> = body.block_ops(b).collect();
            for op in ops {
                let next = g.op(body, op);
                if g.pass.print_control_flow_edges {
                    if let Some(p) = prev {
                        g.edge(p, next, "", "dashed");
                    }
                }
                prev = Some(next);
            }
        });
    }

    fn op(&mut self, body: &Body, op: OpId) -> Node {
        let ctx = self.ctx;
        let name = body.op_name(op);
        let attrs = merged_attrs(ctx, name, body.op_properties(op), body.op_attr_dict(op));
        let node = if body.num_regions(op) > 0 {
            let results: Vec<Type> = body.result_types(op).collect();
            let label = self.cluster_label(name, &results, &attrs);
            let (rb, regions) = body.op_regions(op);
            let regions = regions.to_vec();
            self.cluster(&label, &mut |g| {
                for &r in &regions {
                    g.region(rb, r);
                }
            })
        } else {
            let label = self.record_label(body, op, name, &attrs);
            let fill = self.colors.of(name);
            self.node(label, "Mrecord", Some(fill))
        };
        for v in body.results(op) {
            self.values.insert((body_key(body), v), node);
        }
        if self.pass.print_data_flow_edges {
            let operands: Vec<ValueId> = body.operands(op).collect();
            for v in operands {
                let port = self.port(body, v);
                self.data_edges.push(((body_key(body), v), node, port));
            }
        }
        node
    }

    /// `{{operands}|name and attributes|{results}}`.
    fn record_label(&self, body: &Body, op: OpId, name: OpName, attrs: &[NamedAttribute]) -> String {
        let mut s = String::from("{");
        if body.num_operands(op) > 0 {
            s.push('{');
            for (i, v) in body.operands(op).enumerate() {
                if i > 0 {
                    s.push('|');
                }
                let _ = write!(s, "<arg{}> {}", self.port(body, v), self.value_name(body, v));
            }
            s.push_str("}|");
        }
        s.push_str(self.ctx.op_name_str(name));
        s.push_str("\\l");
        if self.pass.print_attrs && !attrs.is_empty() {
            s.push_str("\\l");
            for &(n, a) in attrs {
                let _ = write!(s, "{}: {}\\l", self.ctx.ident_str(n), escape(&self.attr_text(a)));
            }
        }
        if body.num_results(op) > 0 {
            s.push_str("|{");
            for (i, v) in body.results(op).enumerate() {
                if i > 0 {
                    s.push('|');
                }
                let _ = write!(s, "<res{}> {}", self.port(body, v), self.value_name(body, v));
                if self.pass.print_result_types {
                    let _ = write!(s, " {}", escape(&self.type_text(body.value_type(v))));
                }
            }
            s.push('}');
        }
        s.push('}');
        s
    }

    fn emit_edges(&mut self) {
        let data = std::mem::take(&mut self.data_edges);
        let mut data_edges = Vec::new();
        for (key, to, port) in data {
            let from = self.values.get(&key).copied().unwrap_or_default();
            data_edges.push((from, to, port));
        }
        // Control-flow edges were recorded while walking; data-flow edges
        // follow them.
        for (from, to, port) in data_edges {
            self.edge(from, to, &port, "solid");
        }
        let edges = std::mem::take(&mut self.edges);
        for e in edges {
            let line = format!("{e};");
            self.line(&line);
        }
    }
}
