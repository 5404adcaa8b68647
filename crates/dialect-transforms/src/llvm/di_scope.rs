//! `ensure-debug-info-scope-on-llvm-func`: gives every `llvm.func` without
//! one a `#llvm.di_subprogram` (fused into its location) under one
//! compile unit, and the ops of a function located in another file, or
//! inlined from elsewhere (call site locations), a lexical block file
//! scope, so that line tables can be emitted (MLIR's
//! `DIScopeForLLVMFuncOp.cpp`).

use strata_dialect_llvm::debuginfo as di;
use strata_ir::{Attribute, Body, Context, IsolatedOpMut, Location, LocationKind, LogicalResult, OpId};
use strata_pass::Pass;

/// `DW_LANG_C`.
const DW_LANG_C: i64 = 0x2;
/// `DW_CC_normal`.
const DW_CC_NORMAL: i64 = 0x1;
/// `DISubprogramFlags::Definition` and `Optimized`.
const SP_DEFINITION: i64 = 1 << 3;
const SP_OPTIMIZED: i64 = 1 << 4;

/// `ensure-debug-info-scope-on-llvm-func{emission-kind=...}`.
pub struct DiScopeForLlvmFunc {
    /// The compile unit's emission kind (an index of
    /// `debuginfo::EMISSION_KINDS`).
    pub emission_kind: usize,
}

impl Default for DiScopeForLlvmFunc {
    fn default() -> Self {
        DiScopeForLlvmFunc { emission_kind: 2 }
    }
}

impl Pass for DiScopeForLlvmFunc {
    fn argument(&self) -> &'static str {
        "ensure-debug-info-scope-on-llvm-func"
    }

    fn description(&self) -> &'static str {
        "Materialize LLVM debug info subprogram attribute on every LLVMFuncOp"
    }

    fn name(&self) -> &'static str {
        "DIScopeForLLVMFuncOpPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        if name != "emission-kind" {
            return Err(format!("no such option {name}"));
        }
        self.emission_kind = di::EMISSION_KINDS
            .iter()
            .position(|&k| k == value)
            .ok_or_else(|| format!("Cannot find option named '{value}'!"))?;
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("emission-kind={}", di::EMISSION_KINDS[self.emission_kind])
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let loc = op.loc();
        let unit = match find_fused(ctx, loc, "di_compile_unit") {
            Some(cu) => cu,
            None => {
                let file = match extract_file_loc(ctx, loc) {
                    Some((path, _)) => file_attr(ctx, &path),
                    None => unknown_file(ctx),
                };
                let int = |v: i64| ctx.integer_attr(ctx.i64(), v);
                build(
                    ctx,
                    "di_compile_unit",
                    &[
                        ("id", ctx.distinct_attr(ctx.unit_attr())),
                        ("sourceLanguage", int(DW_LANG_C)),
                        ("file", file),
                        ("producer", ctx.string_attr("MLIR")),
                        ("isOptimized", ctx.bool_attr(true)),
                        ("emissionKind", int(self.emission_kind as i64)),
                    ],
                )
            }
        };
        process_body(ctx, op.body(), unit);
        Ok(())
    }
}

fn build(ctx: &Context, mnemonic: &str, params: &[(&str, Attribute)]) -> Attribute {
    di::build(ctx, mnemonic, params).unwrap_or_else(|| ctx.unit_attr())
}

/// The functions of `body` (and of the isolated ops below it).
fn process_body(ctx: &Context, body: &mut Body, unit: Attribute) {
    let ops: Vec<(OpId, bool)> = body
        .isolated_children_mut()
        .iter()
        .map(|c| (c.id(), ctx.op_name_str(c.name()) == "llvm.func"))
        .collect();
    for (op, is_func) in ops {
        let Some(mut child) = body.isolated_op_mut(op) else {
            continue;
        };
        if is_func {
            let sym = body_sym_name(ctx, &child);
            add_scope_to_function(ctx, &mut child, &sym, unit);
            let func_loc = child.loc();
            set_lexical_block_files(ctx, child.body(), func_loc);
        } else {
            process_body(ctx, child.body(), unit);
        }
    }
}

fn body_sym_name(ctx: &Context, f: &IsolatedOpMut<'_>) -> String {
    f.properties()
        .and_then(|p| ctx.dict_get_str(p, "sym_name"))
        .or_else(|| f.attr_dict().and_then(|d| ctx.dict_get_str(d, "sym_name")))
        .and_then(|a| ctx.string_attr_value(a).map(str::to_owned))
        .unwrap_or_default()
}

/// `#llvm.di_file<"name" in "directory">` of a path, split as LLVM's
/// `sys::path::filename` and `parent_path` do.
fn file_attr(ctx: &Context, path: &str) -> Attribute {
    let (dir, name) = match path.rfind('/') {
        Some(0) => ("/", &path[1..]),
        Some(i) => (&path[..i], &path[i + 1..]),
        None => ("", path),
    };
    build(
        ctx,
        "di_file",
        &[
            ("name", ctx.string_attr(name)),
            ("directory", ctx.string_attr(dir)),
        ],
    )
}

fn unknown_file(ctx: &Context) -> Attribute {
    build(
        ctx,
        "di_file",
        &[
            ("name", ctx.string_attr("<unknown>")),
            ("directory", ctx.string_attr("")),
        ],
    )
}

/// The metadata of the first fused location under `loc` whose metadata is
/// a `#llvm.<mnemonic>` (MLIR's `findInstanceOf<FusedLocWith<...>>`).
fn find_fused(ctx: &Context, loc: Location, mnemonic: &str) -> Option<Attribute> {
    match ctx.loc_kind(loc) {
        LocationKind::Fused { locations, metadata } => {
            if let Some(m) = metadata.filter(|&m| di::di_mnemonic(ctx, m) == Some(mnemonic)) {
                return Some(m);
            }
            locations.iter().find_map(|&l| find_fused(ctx, l, mnemonic))
        }
        LocationKind::Name { child: Some(c), .. } => find_fused(ctx, c, mnemonic),
        LocationKind::CallSite { callee, caller } => {
            find_fused(ctx, callee, mnemonic).or_else(|| find_fused(ctx, caller, mnemonic))
        }
        _ => None,
    }
}

/// The file and line of the first file location of `loc` (through names,
/// fused locations and call sites' callers).
fn extract_file_loc(ctx: &Context, loc: Location) -> Option<(String, u32)> {
    match ctx.loc_kind(loc) {
        LocationKind::FileLineCol { file, line, .. } => Some((ctx.ident_str(file).to_string(), line)),
        LocationKind::Name { child: Some(c), .. } => extract_file_loc(ctx, c),
        LocationKind::Fused { locations, .. } => locations.iter().find_map(|&l| extract_file_loc(ctx, l)),
        LocationKind::CallSite { caller, .. } => extract_file_loc(ctx, caller),
        _ => None,
    }
}

/// The call site location of `loc` (through names and fused locations).
fn call_site(ctx: &Context, loc: Location) -> Option<(Location, Location)> {
    match ctx.loc_kind(loc) {
        LocationKind::CallSite { callee, caller } => Some((callee, caller)),
        LocationKind::Name { child: Some(c), .. } => call_site(ctx, c),
        LocationKind::Fused { locations, .. } => locations.iter().find_map(|&l| call_site(ctx, l)),
        _ => None,
    }
}

fn subroutine_type(ctx: &Context) -> Attribute {
    build(
        ctx,
        "di_subroutine_type",
        &[("callingConvention", ctx.integer_attr(ctx.i64(), DW_CC_NORMAL))],
    )
}

/// Gives the function a subprogram unless its location has one: a
/// distinct definition in `unit` for a function with a body, a
/// declaration otherwise.
fn add_scope_to_function(ctx: &Context, f: &mut IsolatedOpMut<'_>, name: &str, unit: Attribute) {
    let loc = f.loc();
    if find_fused(ctx, loc, "di_subprogram").is_some() {
        return;
    }
    let (file, line) = match extract_file_loc(ctx, loc) {
        Some((path, line)) => (file_attr(ctx, &path), line),
        None => (
            di::param(ctx, unit, "file").unwrap_or_else(|| unknown_file(ctx)),
            1,
        ),
    };
    let body = f.body();
    let external = body
        .root_regions()
        .first()
        .and_then(|&r| body.region_entry(r))
        .is_none();
    let int = |v: i64| ctx.integer_attr(ctx.i64(), v);
    let name = ctx.string_attr(name);
    let mut params = vec![
        ("scope", file),
        ("name", name),
        ("linkageName", name),
        ("file", file),
        ("line", int(line as i64)),
        ("scopeLine", int(line as i64)),
        ("type", subroutine_type(ctx)),
    ];
    if external {
        params.push(("subprogramFlags", int(SP_OPTIMIZED)));
    } else {
        params.push(("id", ctx.distinct_attr(ctx.unit_attr())));
        params.push(("compileUnit", unit));
        params.push(("subprogramFlags", int(SP_DEFINITION | SP_OPTIMIZED)));
    }
    let sp = build(ctx, "di_subprogram", &params);
    f.set_loc(ctx.fused_loc(&[loc], Some(sp)));
}

/// The scope of code inlined from `callee` into `parent`: a lexical block
/// file of the callee's file, or `parent` when it has none.
fn callee_scope(ctx: &Context, parent: Attribute, callee: Location) -> Attribute {
    let Some((path, _)) = extract_file_loc(ctx, callee) else {
        return parent;
    };
    build(
        ctx,
        "di_lexical_block_file",
        &[
            ("scope", parent),
            ("file", file_attr(ctx, &path)),
            ("discriminator", ctx.integer_attr(ctx.i64(), 0)),
        ],
    )
}

/// The callee location of a call site scoped under `scope`, nested call
/// sites scoped in turn under their caller's scope.
fn nested_loc(ctx: &Context, scope: Attribute, callee: Location) -> Location {
    let new_scope = callee_scope(ctx, scope, callee);
    let loc = match call_site(ctx, callee) {
        Some((nested, _)) => nested_loc(ctx, new_scope, nested),
        None => callee,
    };
    ctx.fused_loc(&[loc], Some(new_scope))
}

/// The ops of a function body: call sites get their callee scoped under
/// the function's subprogram, and ops of another file than the function a
/// lexical block file of theirs.
fn set_lexical_block_files(ctx: &Context, body: &mut Body, func_loc: Location) {
    let sp = match ctx.loc_kind(func_loc) {
        LocationKind::Fused {
            metadata: Some(m), ..
        } if di::di_mnemonic(ctx, m) == Some("di_subprogram") => Some(m),
        _ => None,
    };
    let func_file = extract_file_loc(ctx, func_loc).map(|(f, _)| f);
    let mut ops = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for top in body.block_ops(b) {
                ops.extend(body.collect_post_order(top));
            }
        }
    }
    for op in ops {
        let loc = body.op_loc(op);
        if let Some((callee, caller)) = call_site(ctx, loc) {
            if let Some(sp) = sp {
                let callee = nested_loc(ctx, sp, callee);
                body.set_op_loc(op, ctx.intern_loc(LocationKind::CallSite { callee, caller }));
            }
            continue;
        }
        let (Some((op_file, _)), Some(func_file), Some(sp)) = (extract_file_loc(ctx, loc), &func_file, sp)
        else {
            continue;
        };
        if op_file != *func_file {
            let scope = build(
                ctx,
                "di_lexical_block_file",
                &[
                    ("scope", sp),
                    ("file", file_attr(ctx, &op_file)),
                    ("discriminator", ctx.integer_attr(ctx.i64(), 0)),
                ],
            );
            body.set_op_loc(op, ctx.fused_loc(&[loc], Some(scope)));
        }
    }
}
