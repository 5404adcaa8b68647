//! Constants: LLVM's uniquing (aggregates of zeros are
//! `zeroinitializer`), their conversion to attributes, and their
//! materialization as ops in the dependency order mlir-translate uses.

use std::fmt::Write;

use super::{float_literal, int_value, Emitter, Region, R};
use crate::ast::*;
use crate::lexer::Pos;

fn is_data_elem(t: &Type) -> bool {
    matches!(t, Type::Int(8 | 16 | 32 | 64))
        || matches!(t, Type::Float("half" | "bfloat" | "float" | "double"))
}

fn is_scalar_literal(v: &Value) -> bool {
    matches!(v, Value::Int(_) | Value::Float(_) | Value::Bool(_))
}

fn is_zero_value(v: &Value) -> bool {
    match v {
        Value::Int(s) => s.trim_start_matches('-').bytes().all(|c| c == b'0'),
        Value::Bool(b) => !b,
        Value::Float(s) => s
            .parse::<f64>()
            .map(|d| d == 0.0 && d.is_sign_positive())
            .unwrap_or_else(|_| {
                s.strip_prefix("0x")
                    .map(|h| {
                        h.trim_start_matches(['K', 'L', 'M', 'H', 'R'])
                            .bytes()
                            .all(|c| c == b'0')
                    })
                    .unwrap_or(false)
            }),
        Value::Null | Value::Zero => true,
        Value::CString(b) => b.iter().all(|&c| c == 0),
        Value::Struct(e) | Value::Array(e) | Value::Vector(e) => e.iter().all(|x| is_zero_value(&x.value)),
        _ => false,
    }
}

impl Emitter<'_> {
    fn elem_types(&self, t: &Type) -> Vec<Type> {
        match self.resolve(t) {
            Type::Struct { fields, .. } => fields.clone(),
            Type::Array(n, e) => vec![(**e).clone(); *n as usize],
            Type::Vector { len, elem, .. } => vec![(**elem).clone(); *len as usize],
            _ => Vec::new(),
        }
    }

    /// The constant as LLVM uniques it.
    pub(super) fn canon(&self, tv: &TypedValue) -> TypedValue {
        let ty = tv.ty.clone();
        let value = match &tv.value {
            Value::Bool(b) => Value::Int(if *b { "1".into() } else { "0".into() }),
            Value::Int(s) => match &ty {
                Type::Int(w) => match int_value(s, *w) {
                    Some(v) => Value::Int(v.to_string()),
                    None => Value::Int(s.clone()),
                },
                _ => Value::Int(s.clone()),
            },
            Value::Zero => match self.resolve(&ty) {
                Type::Int(_) => Value::Int("0".into()),
                Type::Float(_) => Value::Float("0.0".into()),
                Type::Ptr(_) => Value::Null,
                _ => Value::Zero,
            },
            Value::Struct(e) | Value::Array(e) | Value::Vector(e) => {
                let elems: Vec<TypedValue> = e.iter().map(|x| self.canon(x)).collect();
                if !elems.is_empty() && elems.iter().all(|x| is_zero_value(&x.value)) {
                    Value::Zero
                } else if !elems.is_empty() && elems.iter().all(|x| x.value == Value::Poison) {
                    Value::Poison
                } else if !elems.is_empty()
                    && elems
                        .iter()
                        .all(|x| matches!(x.value, Value::Undef | Value::Poison))
                {
                    Value::Undef
                } else {
                    match &tv.value {
                        Value::Struct(_) => Value::Struct(elems),
                        Value::Array(_) => {
                            if matches!(self.resolve(&ty), Type::Array(_, e) if **e == Type::Int(8))
                                && elems.iter().all(|x| matches!(x.value, Value::Int(_)))
                            {
                                Value::CString(
                                    elems
                                        .iter()
                                        .map(|x| match &x.value {
                                            Value::Int(s) => s.parse::<i64>().unwrap_or(0) as u8,
                                            _ => 0,
                                        })
                                        .collect(),
                                )
                            } else {
                                Value::Array(elems)
                            }
                        }
                        _ => Value::Vector(elems),
                    }
                }
            }
            Value::CString(b) if b.iter().all(|&c| c == 0) && !b.is_empty() => Value::Zero,
            Value::Expr(e) => Value::Expr(Box::new(ConstExpr {
                opcode: e.opcode.clone(),
                flags: e.flags.clone(),
                elem_ty: e.elem_ty.clone(),
                operands: e.operands.iter().map(|x| self.canon(x)).collect(),
                to: e.to.clone(),
            })),
            other => other.clone(),
        };
        TypedValue { ty, value }
    }

    fn is_data_seq(&self, tv: &TypedValue) -> bool {
        match (&tv.value, self.resolve(&tv.ty)) {
            (Value::CString(_), _) => true,
            (Value::Array(e), Type::Array(_, et)) | (Value::Vector(e), Type::Vector { elem: et, .. }) => {
                is_data_elem(et) && e.iter().all(|x| is_scalar_literal(&x.value))
            }
            _ => false,
        }
    }

    /// The constants a constant depends on, as LLVM's operands.
    fn children(&self, tv: &TypedValue) -> Vec<TypedValue> {
        match &tv.value {
            Value::Expr(e) => e.operands.clone(),
            Value::Struct(e) | Value::Array(e) | Value::Vector(e) if !self.is_data_seq(tv) => e.clone(),
            Value::Zero => {
                let mut out: Vec<TypedValue> = Vec::new();
                for t in self.elem_types(&tv.ty) {
                    let z = self.canon(&TypedValue {
                        ty: t,
                        value: Value::Zero,
                    });
                    if !out.contains(&z) {
                        out.push(z);
                    }
                }
                out
            }
            Value::DsoLocalEquivalent(f) => vec![TypedValue {
                ty: Type::Ptr(0),
                value: Value::Global(f.clone()),
            }],
            _ => Vec::new(),
        }
    }

    /// The id of the `llvm.blocktag` of block `block` of function
    /// `function`: the block's number in LLVM's parser.
    pub(super) fn block_tag(&self, function: &str, block: &str) -> Option<usize> {
        self.m
            .functions
            .iter()
            .find(|f| f.name == function && f.blocks.is_some())?
            .block_order
            .iter()
            .position(|b| b == block)
    }

    /// The constant as an attribute, if MLIR's import makes it one.
    pub(super) fn const_attr(&mut self, tv: &TypedValue) -> R<Option<String>> {
        let tv = self.canon(tv);
        let ty = self.resolve(&tv.ty).clone();
        Ok(match (&tv.value, &ty) {
            (Value::Int(s), Type::Int(1)) => Some(if s == "0" { "false".into() } else { "true".into() }),
            (Value::Int(s), Type::Int(w)) => Some(format!("{s} : i{w}")),
            (Value::Float(s), Type::Float(k)) if *k != "ppc_fp128" => match float_literal(s, k) {
                Some(lit) => Some(format!("{lit} : {}", self.ty(&ty)?)),
                None => None,
            },
            (Value::CString(b), _) => Some(super::escape(b)),
            (Value::Array(_) | Value::Vector(_) | Value::Zero, Type::Array(..) | Type::Vector { .. }) => {
                let mut shape = Vec::new();
                let mut t = &ty;
                let mut vector = false;
                loop {
                    match t {
                        Type::Array(n, e) => {
                            shape.push(*n);
                            t = e;
                        }
                        Type::Vector {
                            scalable: false,
                            len,
                            elem,
                        } => {
                            shape.push(*len);
                            vector = true;
                            t = elem;
                            break;
                        }
                        _ => break,
                    }
                }
                let leaf = t.clone();
                if !matches!(leaf, Type::Int(_) | Type::Float(_)) || shape.is_empty() {
                    return Ok(None);
                }
                let leaf_s = self.ty(&leaf)?;
                let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
                let container = if vector { "vector" } else { "tensor" };
                let body = if tv.value == Value::Zero {
                    if matches!(leaf, Type::Float(_)) {
                        "0.000000e+00".to_string()
                    } else if leaf == Type::Int(1) {
                        "false".to_string()
                    } else {
                        "0".to_string()
                    }
                } else {
                    match self.dense_body(&tv) {
                        Some(b) => b,
                        None => return Ok(None),
                    }
                };
                Some(format!("dense<{body}> : {container}<{dims}{leaf_s}>"))
            }
            _ => None,
        })
    }

    fn dense_body(&self, tv: &TypedValue) -> Option<String> {
        match &tv.value {
            Value::Array(e) | Value::Vector(e) => {
                let mut parts = Vec::new();
                for x in e {
                    parts.push(self.dense_body(&self.canon(x))?);
                }
                Some(format!("[{}]", parts.join(", ")))
            }
            Value::Int(s) => Some(if tv.ty == Type::Int(1) {
                if s == "0" {
                    "false".into()
                } else {
                    "true".into()
                }
            } else {
                s.clone()
            }),
            Value::Float(s) => match self.resolve(&tv.ty) {
                Type::Float(k) => float_literal(s, k),
                _ => None,
            },
            Value::Zero => {
                // A nested zero aggregate: spell out its elements.
                let elems = self.elem_types(&tv.ty);
                if elems.is_empty() {
                    return match self.resolve(&tv.ty) {
                        Type::Float(_) => Some("0.000000e+00".into()),
                        Type::Int(1) => Some("false".into()),
                        Type::Int(_) => Some("0".into()),
                        _ => None,
                    };
                }
                let mut parts = Vec::new();
                for t in elems {
                    parts.push(self.dense_body(&self.canon(&TypedValue {
                        ty: t,
                        value: Value::Zero,
                    }))?);
                }
                Some(format!("[{}]", parts.join(", ")))
            }
            Value::CString(b) => Some(format!(
                "[{}]",
                b.iter()
                    .map(|&c| (c as i8).to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
            _ => None,
        }
    }

    /// The SSA value of `tv` in region `r`: a local, or a constant
    /// materialized (with its dependencies) at the start of the region.
    pub(super) fn value(&mut self, r: &mut Region, tv: &TypedValue, pos: Pos) -> R<String> {
        match &tv.value {
            Value::Local(n) => match r.values.get(n) {
                Some((v, _)) => Ok(v.clone()),
                None => Err((pos, format!("use of undefined value '%{n}'"))),
            },
            Value::Metadata(_) | Value::InlineAsm { .. } => {
                Err((pos, "metadata and inline assembly are not values here".into()))
            }
            _ => {
                let root = self.canon(tv);
                let key = format!("{root:?}");
                if let Some(v) = r.const_values.get(&key) {
                    return Ok(v.clone());
                }
                // Post-order over the dependencies, the last operand first.
                let mut work: Vec<(TypedValue, String)> = vec![(root, key)];
                let mut pending: std::collections::HashMap<String, Vec<TypedValue>> = Default::default();
                let mut order: Vec<(TypedValue, String)> = Vec::new();
                let mut ordered: std::collections::HashSet<String> = Default::default();
                while let Some((cur, ck)) = work.last().cloned() {
                    if matches!(cur.value, Value::Global(_)) {
                        if ordered.insert(ck.clone()) {
                            order.push((cur, ck));
                        }
                        work.pop();
                        continue;
                    }
                    if !pending.contains_key(&ck) {
                        let ch = self.children(&cur).iter().map(|c| self.canon(c)).collect();
                        pending.insert(ck.clone(), ch);
                    }
                    let deps = pending.get_mut(&ck).map(std::mem::take).unwrap_or_default();
                    let mut deps = deps;
                    match deps.pop() {
                        None => {
                            if ordered.insert(ck.clone()) {
                                order.push((cur, ck));
                            }
                            work.pop();
                        }
                        Some(d) => {
                            pending.insert(ck, deps);
                            let dk = format!("{d:?}");
                            if r.const_values.contains_key(&dk)
                                || work.iter().any(|(_, k)| *k == dk)
                                || ordered.contains(&dk)
                            {
                                continue;
                            }
                            work.push((d, dk));
                        }
                    }
                }
                let mut last = String::new();
                for (c, k) in order {
                    let v = self.convert_const(r, &c, pos)?;
                    r.const_values.insert(k, v.clone());
                    last = v;
                }
                Ok(last)
            }
        }
    }

    /// Looks up an already materialized constant.
    fn lookup_const(&self, r: &Region, tv: &TypedValue, pos: Pos) -> R<String> {
        let k = format!("{:?}", self.canon(tv));
        r.const_values
            .get(&k)
            .cloned()
            .ok_or((pos, "constant operand not materialized".to_string()))
    }

    /// Materializes one constant whose dependencies exist.
    fn convert_const(&mut self, r: &mut Region, tv: &TypedValue, pos: Pos) -> R<String> {
        let ty = self.ty(&tv.ty)?;
        let v = r.fresh();
        if let Some(attr) = self.const_attr(tv)? {
            let _ = writeln!(r.consts, "    {v} = llvm.mlir.constant({attr}) : {ty}");
            return Ok(v);
        }
        match &tv.value {
            Value::Global(g) => {
                let space = match self.globals.get(g.as_str()) {
                    Some((_, a)) => *a,
                    None if self.functions.contains_key(g.as_str())
                        || self.m.aliases.iter().any(|a| a.name == *g) =>
                    {
                        0
                    }
                    None => return Err((pos, format!("use of undefined value '@{g}'"))),
                };
                let pty = if space == 0 {
                    "!llvm.ptr".to_string()
                } else {
                    format!("!llvm.ptr<{space}>")
                };
                let _ = writeln!(
                    r.consts,
                    "    {v} = llvm.mlir.addressof @{} : {pty}",
                    self.gsym(g)
                );
            }
            Value::Null | Value::Zero => {
                let _ = writeln!(r.consts, "    {v} = llvm.mlir.zero : {ty}");
            }
            Value::Undef => {
                let _ = writeln!(r.consts, "    {v} = llvm.mlir.undef : {ty}");
            }
            Value::Poison => {
                let _ = writeln!(r.consts, "    {v} = llvm.mlir.poison : {ty}");
            }
            Value::None => {
                let _ = writeln!(r.consts, "    {v} = llvm.mlir.none : {ty}");
            }
            Value::Struct(elems) | Value::Array(elems) | Value::Vector(elems) => {
                let vector = matches!(tv.value, Value::Vector(_));
                let _ = writeln!(r.consts, "    {v} = llvm.mlir.undef : {ty}");
                let mut cur = v;
                for (i, e) in elems.iter().enumerate() {
                    let ev = self.lookup_const(r, e, pos)?;
                    let next = r.fresh();
                    if vector {
                        let idx = r.fresh();
                        let _ = writeln!(r.consts, "    {idx} = llvm.mlir.constant({i} : i32) : i32");
                        let _ = writeln!(
                            r.consts,
                            "    {next} = llvm.insertelement {ev}, {cur}[{idx} : i32] : {ty}"
                        );
                    } else {
                        let _ = writeln!(r.consts, "    {next} = llvm.insertvalue {ev}, {cur}[{i}] : {ty}");
                    }
                    cur = next;
                }
                return Ok(cur);
            }
            Value::Expr(e) => {
                let mut ops = Vec::new();
                for o in &e.operands {
                    ops.push(self.lookup_const(r, o, pos)?);
                }
                let inst = Inst {
                    pos,
                    result: Some(String::new()),
                    opcode: e.opcode.clone(),
                    flags: e.flags.clone(),
                    ty: e.to.clone().or_else(|| e.elem_ty.clone()),
                    ops: e.operands.clone(),
                    pred: if e.opcode == "icmp" || e.opcode == "fcmp" {
                        e.flags.first().cloned()
                    } else {
                        None
                    },
                    ..Default::default()
                };
                let mut text = String::new();
                self.simple_op(&inst, &ops, &v, &mut text)?;
                r.consts.push_str(&text);
            }
            Value::DsoLocalEquivalent(f) => {
                let _ = writeln!(
                    r.consts,
                    "    {v} = llvm.dso_local_equivalent @{} : {ty}",
                    self.gsym(f)
                );
            }
            Value::BlockAddress(f, bb) => {
                let Some(id) = self.block_tag(f, bb) else {
                    return Err((pos, "referenced value is not a basic block".into()));
                };
                let _ = writeln!(
                    r.consts,
                    "    {v} = llvm.blockaddress <function = @{}, tag = <id = {id}>> : {ty}",
                    self.gsym(f)
                );
            }
            _ => return Err((pos, "unsupported constant".into())),
        }
        Ok(v)
    }
}
