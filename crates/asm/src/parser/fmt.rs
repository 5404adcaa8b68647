//! Short textual forms of types and attributes for diagnostics. The
//! printer crate owns the full format; the parser only needs the builtin
//! spellings mlir-opt puts in its error messages.

use std::fmt::Write;

use strata_ir::{AttrKind, Attribute, Type, TypeKind, DYNAMIC};

use super::Parser;

fn dims(out: &mut String, shape: &[i64], scalable: &[bool]) {
    for (i, &d) in shape.iter().enumerate() {
        let sc = scalable.get(i).copied().unwrap_or(false);
        if sc {
            out.push('[');
        }
        if d == DYNAMIC {
            out.push('?');
        } else {
            let _ = write!(out, "{d}");
        }
        if sc {
            out.push(']');
        }
        out.push('x');
    }
}

impl Parser<'_, '_> {
    /// `'i32'`, quoted as MLIR quotes types in diagnostics.
    pub(crate) fn fmt_type(&self, t: Type) -> String {
        let mut s = String::from("'");
        self.write_type(t, &mut s);
        s.push('\'');
        s
    }

    pub(crate) fn write_type(&self, t: Type, out: &mut String) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    strata_ir::Signedness::Signless => "i",
                    strata_ir::Signedness::Signed => "si",
                    strata_ir::Signedness::Unsigned => "ui",
                };
                let _ = write!(out, "{p}{width}");
            }
            TypeKind::Index => out.push_str("index"),
            TypeKind::Float(k) => out.push_str(k.keyword()),
            TypeKind::None => out.push_str("none"),
            TypeKind::Complex(e) => {
                out.push_str("complex<");
                self.write_type(*e, out);
                out.push('>');
            }
            TypeKind::Tuple(v) => {
                out.push_str("tuple<");
                self.write_type_list(v, out);
                out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                out.push('(');
                self.write_type_list(inputs, out);
                out.push_str(") -> ");
                let single =
                    results.len() == 1 && !matches!(ctx.type_kind(results[0]), TypeKind::Function { .. });
                if !single {
                    out.push('(');
                }
                self.write_type_list(results, out);
                if !single {
                    out.push(')');
                }
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                out.push_str("vector<");
                dims(out, shape, scalable);
                self.write_type(*element, out);
                out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                out.push_str("tensor<");
                dims(out, shape, &[]);
                self.write_type(*element, out);
                if let Some(e) = encoding {
                    out.push_str(", ");
                    self.write_attr(*e, out);
                }
                out.push('>');
            }
            TypeKind::UnrankedTensor { element } => {
                out.push_str("tensor<*x");
                self.write_type(*element, out);
                out.push('>');
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                out.push_str("memref<");
                dims(out, shape, &[]);
                self.write_type(*element, out);
                for a in [layout, memory_space].into_iter().flatten() {
                    out.push_str(", ");
                    self.write_attr(*a, out);
                }
                out.push('>');
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                out.push_str("memref<*x");
                self.write_type(*element, out);
                if let Some(a) = memory_space {
                    out.push_str(", ");
                    self.write_attr(*a, out);
                }
                out.push('>');
            }
            TypeKind::Opaque { dialect, data } => {
                let d = ctx.ident_str(*dialect);
                let data = ctx.ident_str(*data);
                let pretty = data
                    .bytes()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
                    && data
                        .bytes()
                        .take_while(|&c| c != b'<')
                        .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.');
                if pretty {
                    let _ = write!(out, "!{d}.{data}");
                } else {
                    let _ = write!(out, "!{d}<{data}>");
                }
            }
            TypeKind::Dialect {
                dialect, mnemonic, ..
            } => {
                let _ = write!(out, "!{}.{}", ctx.ident_str(*dialect), ctx.ident_str(*mnemonic));
            }
        }
    }

    fn write_type_list(&self, v: &[Type], out: &mut String) {
        for (i, &t) in v.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_type(t, out);
        }
    }

    pub(crate) fn fmt_attr(&self, a: Attribute) -> String {
        let mut s = String::new();
        self.write_attr(a, &mut s);
        s
    }

    fn write_attr(&self, a: Attribute, out: &mut String) {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Unit => out.push_str("unit"),
            AttrKind::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            AttrKind::Integer { ty, value } => {
                let unsigned = matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        signedness: strata_ir::Signedness::Unsigned,
                        ..
                    }
                ) || value.width() == 1;
                if unsigned {
                    out.push_str(&value.to_string_unsigned());
                } else {
                    out.push_str(&value.to_string_signed());
                }
                out.push_str(" : ");
                self.write_type(*ty, out);
            }
            AttrKind::String { value, .. } => {
                out.push('"');
                for &c in value.iter() {
                    match c {
                        b'"' | b'\\' => {
                            out.push('\\');
                            out.push(c as char);
                        }
                        0x20..=0x7e => out.push(c as char),
                        _ => {
                            let _ = write!(out, "\\{c:02X}");
                        }
                    }
                }
                out.push('"');
            }
            AttrKind::Array(v) => {
                out.push('[');
                for (i, &e) in v.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_attr(e, out);
                }
                out.push(']');
            }
            AttrKind::Type(t) => self.write_type(*t, out),
            AttrKind::SymbolRef { root, nested } => {
                let _ = write!(out, "@{}", ctx.ident_str(*root));
                for n in nested.iter() {
                    let _ = write!(out, "::@{}", ctx.ident_str(*n));
                }
            }
            AttrKind::AffineMap(m) => {
                out.push_str("affine_map<");
                strata_ir::affine::print_affine_map(ctx, m, out);
                out.push('>');
            }
            AttrKind::StridedLayout { offset, strides } => {
                out.push_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    if s == DYNAMIC {
                        out.push('?');
                    } else {
                        let _ = write!(out, "{s}");
                    }
                }
                out.push(']');
                if *offset != 0 {
                    if *offset == DYNAMIC {
                        out.push_str(", offset: ?");
                    } else {
                        let _ = write!(out, ", offset: {offset}");
                    }
                }
                out.push('>');
            }
            AttrKind::Opaque { dialect, data, .. } => {
                let _ = write!(out, "#{}<{}>", ctx.ident_str(*dialect), ctx.ident_str(*data));
            }
            AttrKind::Distinct { referenced, .. } => {
                out.push_str("distinct[0]<");
                self.write_attr(*referenced, out);
                out.push('>');
            }
            _ => out.push_str("<<attribute>>"),
        }
    }
}
