//! Transformations of the `bufferization` dialect: `one-shot-bufferize`.
//!
//! The pass analyzes each function (which tensor operands may bufferize
//! in place, the `analysis` module), makes the other operands copies
//! (`bufferization.alloc_tensor ... copy(...)` before their op), then
//! rewrites every op with a [`BufferizableOpInterface`](strata_ir::bufferization::BufferizableOpInterface) into ops on
//! buffers, top-down, through the op's own `bufferize` hook. Tensor values
//! that still have tensor users are bridged with `bufferization.to_tensor`
//! and `bufferization.to_buffer`, which fold away as their users are
//! bufferized. With `bufferize-function-boundaries`, function signatures,
//! calls and returns bufferize too.

mod analysis;
pub mod buffer_hoisting;
pub mod buffer_loop_hoisting;
pub mod buffer_results_to_out_params;
pub mod dealloc_simplification;
pub mod drop_equivalent_buffer_results;
pub mod empty_tensor_elimination;
pub mod expand_realloc;
pub mod lower_deallocations;
pub mod optimize_allocation_liveness;
pub mod ownership_deallocation;
pub mod promote_buffers_to_stack;
pub mod to_memref;

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::bufferization::{is_tensor, BufferizationState};
use strata_ir::{
    AttrKind, Attribute, Body, Context, Failed, InsertPoint, IsolatedOpMut, Location, LogicalResult,
    OpBuilder, OpId, OpRef, OperationState, Type, TypeKind, ValueDef, ValueId, DYNAMIC,
};
use strata_pass::{parse_bool_option, Pass, PassRegistry};

use analysis::{aliasing_values, ops_in_order, Analysis, CallInfo, Heuristic, OpFilter};

/// The layout of memref types made from tensor types where nothing else
/// decides it (MLIR's `LayoutMapOption`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LayoutMapOption {
    /// `fully-dynamic-layout-map`: `strided<[?, ...], offset: ?>`.
    FullyDynamic,
    /// `identity-layout-map`: no layout.
    Identity,
    /// `infer-layout-map`: function results take their buffer's layout.
    Infer,
}

impl LayoutMapOption {
    fn parse(name: &str, value: &str) -> Result<LayoutMapOption, String> {
        match value {
            "fully-dynamic-layout-map" => Ok(LayoutMapOption::FullyDynamic),
            "identity-layout-map" => Ok(LayoutMapOption::Identity),
            "infer-layout-map" => Ok(LayoutMapOption::Infer),
            _ => Err(format!(
                "for the --{name} option: Cannot find option named '{value}'!"
            )),
        }
    }

    fn text(self) -> &'static str {
        match self {
            LayoutMapOption::FullyDynamic => "fully-dynamic-layout-map",
            LayoutMapOption::Identity => "identity-layout-map",
            LayoutMapOption::Infer => "infer-layout-map",
        }
    }
}

/// The `one-shot-bufferize` pass.
pub struct OneShotBufferize {
    allow_return_allocs_from_loops: bool,
    allow_unknown_ops: bool,
    bufferize_function_boundaries: bool,
    copy_before_write: bool,
    analysis_heuristic: Heuristic,
    /// Functions bufferized without analysis, as with `copy_before_write`.
    no_analysis_func_filter: Vec<String>,
    function_boundary_type_conversion: LayoutMapOption,
    unknown_type_conversion: LayoutMapOption,
    test_analysis_only: bool,
    /// With `test_analysis_only`, the alias set of every tensor value as
    /// attributes.
    dump_alias_sets: bool,
    print_conflicts: bool,
    /// No default memory space: a new buffer whose memory space nothing
    /// gives is an error.
    must_infer_memory_space: bool,
    /// A new buffer for a ranked tensor is in the memory space its
    /// encoding names.
    use_encoding_for_memory_space: bool,
    buffer_alignment: u64,
    /// `dialect-filter`: the dialects whose ops bufferize.
    filter: OpFilter,
    /// `check-parallel-regions=false`.
    ignore_parallel_regions: bool,
    /// Stop after the copies are inserted (`test-tensor-copy-insertion`).
    copy_insertion_only: bool,
}

impl Default for OneShotBufferize {
    fn default() -> Self {
        OneShotBufferize {
            allow_return_allocs_from_loops: false,
            allow_unknown_ops: false,
            bufferize_function_boundaries: false,
            copy_before_write: false,
            analysis_heuristic: Heuristic::BottomUp,
            no_analysis_func_filter: Vec::new(),
            function_boundary_type_conversion: LayoutMapOption::Infer,
            unknown_type_conversion: LayoutMapOption::FullyDynamic,
            test_analysis_only: false,
            dump_alias_sets: false,
            print_conflicts: false,
            must_infer_memory_space: false,
            use_encoding_for_memory_space: false,
            buffer_alignment: 64,
            filter: OpFilter::default(),
            ignore_parallel_regions: false,
            copy_insertion_only: false,
        }
    }
}

impl Pass for OneShotBufferize {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &[],
            introduces: &[
                "memref.*",
                "bufferization.to_buffer",
                "bufferization.to_tensor",
                "arith.constant",
                "affine.apply",
            ],
            introduces_if: &[(
                &["tensor.*"],
                &["linalg.map", "linalg.index", "linalg.yield", "linalg.fill"],
            )],
        }
    }

    fn argument(&self) -> &'static str {
        "one-shot-bufferize"
    }

    fn description(&self) -> &'static str {
        "One-Shot Bufferize"
    }

    fn name(&self) -> &'static str {
        "OneShotBufferizePass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "allow-return-allocs-from-loops" => {
                self.allow_return_allocs_from_loops = parse_bool_option(name, value)?
            }
            "allow-unknown-ops" => self.allow_unknown_ops = parse_bool_option(name, value)?,
            "bufferize-function-boundaries" => {
                self.bufferize_function_boundaries = parse_bool_option(name, value)?
            }
            "copy-before-write" => self.copy_before_write = parse_bool_option(name, value)?,
            "no-analysis-func-filter" => {
                self.no_analysis_func_filter = value
                    .split(',')
                    .filter(|x| !x.is_empty())
                    .map(str::to_string)
                    .collect()
            }
            "test-analysis-only" => self.test_analysis_only = parse_bool_option(name, value)?,
            "dump-alias-sets" => self.dump_alias_sets = parse_bool_option(name, value)?,
            "check-parallel-regions" => self.ignore_parallel_regions = !parse_bool_option(name, value)?,
            "print-conflicts" => self.print_conflicts = parse_bool_option(name, value)?,
            "must-infer-memory-space" => self.must_infer_memory_space = parse_bool_option(name, value)?,
            "use-encoding-for-memory-space" => {
                self.use_encoding_for_memory_space = parse_bool_option(name, value)?
            }
            "function-boundary-type-conversion" => {
                self.function_boundary_type_conversion = LayoutMapOption::parse(name, value)?
            }
            "unknown-type-conversion" => self.unknown_type_conversion = LayoutMapOption::parse(name, value)?,
            "buffer-alignment" => {
                self.buffer_alignment = value.parse().map_err(|_| {
                    format!("for the --{name} option: '{value}' value invalid for uint argument!")
                })?
            }
            "analysis-heuristic" => {
                self.analysis_heuristic = match value {
                    // The fuzzer's orders are for testing the analysis;
                    // bottom-up is one of them.
                    "bottom-up" | "fuzzer" => Heuristic::BottomUp,
                    "top-down" => Heuristic::TopDown,
                    "bottom-up-from-terminators" => Heuristic::BottomUpFromTerminators,
                    _ => return Err(format!("for the --{name} option: invalid heuristic '{value}'")),
                }
            }
            "dialect-filter" => {
                self.filter.dialects = value
                    .split(',')
                    .filter(|x| !x.is_empty())
                    .map(str::to_string)
                    .collect()
            }
            // Accepted and without effect here: the analysis has no fuzzer
            // (its orders are for testing the analysis).
            "analysis-fuzzer-seed" => {}
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "allow-return-allocs-from-loops={} allow-unknown-ops={} buffer-alignment={} \
             bufferize-function-boundaries={} copy-before-write={} function-boundary-type-conversion={} \
             must-infer-memory-space={} print-conflicts={} test-analysis-only={} unknown-type-conversion={}",
            self.allow_return_allocs_from_loops,
            self.allow_unknown_ops,
            self.buffer_alignment,
            self.bufferize_function_boundaries,
            self.copy_before_write,
            self.function_boundary_type_conversion.text(),
            self.must_infer_memory_space,
            self.print_conflicts,
            self.test_analysis_only,
            self.unknown_type_conversion.text(),
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let module = op.body();
        let funcs: Vec<OpId> = ops_in_order(module)
            .into_iter()
            .filter(|&o| ctx.op_name_str(module.op_name(o)) == "func.func" && module.child_body(o).is_some())
            .collect();
        let (funcs, on_cycles) = if self.bufferize_function_boundaries {
            callees_first(ctx, module, funcs)
        } else {
            (funcs, FxHashSet::default())
        };
        let mut provisional: FxHashMap<String, Type> = FxHashMap::default();
        let mut assumed: FxHashSet<String> = FxHashSet::default();
        if self.bufferize_function_boundaries && !self.test_analysis_only {
            for &f in &funcs {
                let parts = module
                    .op_attr(ctx, f, "function_type")
                    .and_then(|a| ctx.type_attr_value(a))
                    .and_then(|t| ctx.function_type_parts(t));
                if let Some((inputs, results)) = parts {
                    provisional.insert(
                        func_name(ctx, module, f),
                        self.boundary_signature(ctx, inputs, results),
                    );
                }
            }
        }
        let mut globals = Globals::default();
        let mut signatures: FxHashMap<String, Type> = FxHashMap::default();
        let mut pending_access: Vec<(OpId, Vec<Option<&'static str>>)> = Vec::new();
        let mut pending_alias_sets: Vec<(OpId, Option<Attribute>)> = Vec::new();
        let mut callee_infos: FxHashMap<String, CallInfo> = FxHashMap::default();
        if self.bufferize_function_boundaries && !self.test_analysis_only {
            self.declaration_signatures(ctx, module, &mut signatures);
        }
        // Calls to declarations read and write their tensor arguments as
        // the declarations say (else both); each tensor result may be any
        // of their buffers (nothing is known of the callee).
        if self.bufferize_function_boundaries {
            for (f, access) in declaration_access(ctx, module) {
                let tensor_args: Vec<usize> = (0..access.len()).filter(|&i| access[i].is_some()).collect();
                let aliasing_operands: Vec<Vec<usize>> = module
                    .op_attr(ctx, f, "function_type")
                    .and_then(|a| ctx.type_attr_value(a))
                    .and_then(|t| ctx.function_type_parts(t))
                    .map_or(Vec::new(), |(_, r)| {
                        r.iter()
                            .map(|&t| {
                                if is_tensor(ctx, t) {
                                    tensor_args.clone()
                                } else {
                                    Vec::new()
                                }
                            })
                            .collect()
                    });
                let results = aliasing_operands.len();
                let info = CallInfo {
                    reads: access
                        .iter()
                        .map(|a| matches!(a, Some("read" | "read-write")))
                        .collect(),
                    writes: access
                        .iter()
                        .map(|a| matches!(a, Some("write" | "read-write")))
                        .collect(),
                    equivalent_operand: vec![None; results],
                    aliasing_operands,
                };
                callee_infos.insert(func_name(ctx, module, f), info);
            }
        }
        for f in funcs {
            let name = module
                .op_attr(ctx, f, "sym_name")
                .and_then(|a| ctx.string_attr_value(a).map(str::to_string))
                .unwrap_or_default();
            let owner = module.op_name(f);
            let arg_attrs = module.op_attr(ctx, f, "arg_attrs");
            let copy_before_write = self.copy_before_write || self.no_analysis_func_filter.contains(&name);
            let Some(body) = module.child_body_mut(f) else {
                continue;
            };
            // The analysis cannot know what else aliases a buffer that
            // becomes a tensor without `restrict`.
            for o in ops_in_order(body) {
                let r = OpRef::new(ctx, body, o);
                if ctx.op_name_str(body.op_name(o)) == "bufferization.to_tensor"
                    && r.attr("restrict").is_none()
                    && !copy_before_write
                {
                    return Err(r.emit_op_error(
                        "to_tensor ops without `restrict` are not supported by One-Shot Analysis",
                    ));
                }
            }
            let args_writable = self.bufferize_function_boundaries;
            // Arguments marked `bufferization.writable = false` stay read-only.
            let read_only = if args_writable {
                non_writable_args(ctx, body, arg_attrs)
            } else {
                Vec::new()
            };
            // Calls to functions analyzed before: as their callees say.
            let mut calls = FxHashMap::default();
            if args_writable {
                for o in ops_in_order(body) {
                    if ctx.op_name_str(body.op_name(o)) != "func.call" {
                        continue;
                    }
                    let callee = body
                        .op_attr(ctx, o, "callee")
                        .and_then(|x| match ctx.attr_kind(x) {
                            AttrKind::SymbolRef { root, .. } => Some(ctx.ident_str(*root).to_string()),
                            _ => None,
                        });
                    if let Some(info) = callee.and_then(|c| callee_infos.get(&c)) {
                        calls.insert(o, info.clone());
                    }
                }
            }
            let mut seed = Analysis::default();
            seed.args_writable = args_writable;
            seed.calls = calls;
            seed.filter = self.filter.clone();
            seed.ignore_parallel_regions = self.ignore_parallel_regions;
            let mut analysis = seed.run(
                ctx,
                body,
                Some(owner),
                (!copy_before_write).then_some(self.analysis_heuristic),
                &read_only,
            );
            // A declaration's calls are as its `bufferization.access` says.
            let declaration = body
                .root_regions()
                .first()
                .and_then(|&r| body.region_entry(r))
                .is_none();
            if args_writable && !declaration {
                let info = callee_info(ctx, body, &analysis);
                callee_infos.insert(name.clone(), info);
            }
            // Without analysis (copy-before-write) there is nothing to check.
            if !copy_before_write {
                if let Some(&(o, message)) = analysis.errors.first() {
                    return Err(OpRef::new(ctx, body, o).emit_op_error(message));
                }
                verify_analysis(ctx, body, &mut analysis, self.allow_return_allocs_from_loops)?;
            }
            if self.test_analysis_only {
                annotate(ctx, body, &analysis);
                if self.dump_alias_sets {
                    let sets = annotate_alias_sets(ctx, body, &analysis);
                    pending_alias_sets.push((f, sets));
                }
                // Functions on (or calling into) a cycle of calls are analyzed
                // without knowing their callees: MLIR marks no access.
                if self.bufferize_function_boundaries && !on_cycles.contains(&f) {
                    let access = annotate_function(ctx, body, &analysis);
                    pending_access.push((f, access));
                }
                continue;
            }
            insert_copies(
                ctx,
                body,
                &analysis,
                self.bufferize_function_boundaries,
                !copy_before_write,
            )?;
            if self.copy_insertion_only {
                continue;
            }
            let mut state = Driver {
                ctx,
                options: self,
                globals: &mut globals,
                signatures: &signatures,
                provisional: &provisional,
                assumed: &mut assumed,
                name: name.clone(),
                stack: Vec::new(),
                function_error: None,
            };
            let new_type = match state.bufferize_function(body, owner, arg_attrs) {
                Ok(t) => t,
                Err(e) => {
                    if let Some(message) = state.function_error {
                        let f = OpRef::new(ctx, module, f);
                        f.emit_op_error(message);
                        f.emit_error("failed to bufferize op");
                    }
                    return Err(e);
                }
            };
            if let Some(t) = new_type {
                signatures.insert(name, t);
            }
        }
        if self.test_analysis_only {
            let module = op.body();
            if self.bufferize_function_boundaries {
                pending_access.extend(declaration_access(ctx, module));
            }
            for (f, access) in pending_access {
                set_arg_access(ctx, module, f, &access);
            }
            for (f, sets) in pending_alias_sets {
                if sets.is_some() {
                    module.set_op_attr(ctx, f, "__bbarg_alias_set_attr__", sets);
                }
            }
            return Ok(());
        }
        if self.copy_insertion_only {
            return Ok(());
        }
        // New function types, and the globals of constants.
        let module = op.body();
        for f in ops_in_order(module) {
            if ctx.op_name_str(module.op_name(f)) != "func.func" {
                continue;
            }
            let name = module
                .op_attr(ctx, f, "sym_name")
                .and_then(|a| ctx.string_attr_value(a).map(str::to_string))
                .unwrap_or_default();
            if let Some(&t) = signatures.get(&name) {
                module.set_op_attr(ctx, f, "function_type", Some(ctx.type_attr(t)));
                drop_bufferization_arg_attrs(ctx, module, f);
            }
        }
        globals.insert_into(ctx, op.body());
        Ok(())
    }
}

/// `test-tensor-copy-insertion`: One-Shot Bufferize's analysis and its
/// copies of the operands that cannot bufferize in place
/// (`bufferization.alloc_tensor ... copy(...)`), without bufferizing, as
/// MLIR's test pass of the same name. Its `must-infer-memory-space` is not
/// accepted yet: the memory space of a copy-less allocation is not
/// inferred.
pub struct TestTensorCopyInsertion(OneShotBufferize);

impl Default for TestTensorCopyInsertion {
    fn default() -> Self {
        TestTensorCopyInsertion(OneShotBufferize {
            copy_insertion_only: true,
            ..OneShotBufferize::default()
        })
    }
}

impl Pass for TestTensorCopyInsertion {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["bufferization.alloc_tensor"])
    }

    fn argument(&self) -> &'static str {
        "test-tensor-copy-insertion"
    }

    fn description(&self) -> &'static str {
        "Module pass to test Tensor Copy Insertion"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestTensorCopyInsertionPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "allow-return-allocs-from-loops" | "bufferize-function-boundaries" => {
                self.0.set_option(name, value)
            }
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        format!(
            "allow-return-allocs-from-loops={} bufferize-function-boundaries={}",
            self.0.allow_return_allocs_from_loops, self.0.bufferize_function_boundaries,
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        self.0.run(ctx, op)
    }
}

/// The symbol name of function `f`.
fn func_name(ctx: &Context, module: &Body, f: OpId) -> String {
    module
        .op_attr(ctx, f, "sym_name")
        .and_then(|a| ctx.string_attr_value(a).map(str::to_string))
        .unwrap_or_default()
}

/// `funcs` ordered so that each function comes after the functions it
/// calls with tensors in their signature (whose bufferized signature and
/// analysis its calls need); functions on a cycle of such calls (a call
/// to itself included) or calling into one keep their order, at the end,
/// and are returned as a set too. Calls to functions without tensors are
/// no edges.
fn callees_first(ctx: &Context, module: &Body, funcs: Vec<OpId>) -> (Vec<OpId>, FxHashSet<OpId>) {
    let index: FxHashMap<String, usize> = funcs
        .iter()
        .enumerate()
        .map(|(k, &f)| (func_name(ctx, module, f), k))
        .collect();
    let has_tensors = |f: OpId| {
        module
            .op_attr(ctx, f, "function_type")
            .and_then(|a| ctx.type_attr_value(a))
            .and_then(|t| ctx.function_type_parts(t))
            .is_some_and(|(i, r)| i.iter().chain(r).any(|&t| is_tensor(ctx, t)))
    };
    // callers[k]: the functions calling funcs[k]; pending[k]: how many
    // distinct callees funcs[k] still waits for.
    let mut callers: Vec<Vec<usize>> = vec![Vec::new(); funcs.len()];
    let mut pending = vec![0usize; funcs.len()];
    for (k, &f) in funcs.iter().enumerate() {
        let Some(body) = module.child_body(f) else {
            continue;
        };
        let mut seen = FxHashSet::default();
        for o in ops_in_order(body) {
            if ctx.op_name_str(body.op_name(o)) != "func.call" {
                continue;
            }
            let callee = body
                .op_attr(ctx, o, "callee")
                .and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::SymbolRef { root, .. } => index.get(ctx.ident_str(*root)).copied(),
                    _ => None,
                });
            if let Some(c) = callee {
                if has_tensors(funcs[c]) && seen.insert(c) {
                    callers[c].push(k);
                    pending[k] += 1;
                }
            }
        }
    }
    let mut order = Vec::with_capacity(funcs.len());
    let mut ready: std::collections::VecDeque<usize> =
        (0..funcs.len()).filter(|&k| pending[k] == 0).collect();
    let mut done = vec![false; funcs.len()];
    while let Some(k) = ready.pop_front() {
        done[k] = true;
        order.push(funcs[k]);
        for &c in &callers[k] {
            pending[c] -= 1;
            if pending[c] == 0 {
                ready.push_back(c);
            }
        }
    }
    let on_cycles: FxHashSet<OpId> = (0..funcs.len()).filter(|&k| !done[k]).map(|k| funcs[k]).collect();
    order.extend((0..funcs.len()).filter(|&k| !done[k]).map(|k| funcs[k]));
    (order, on_cycles)
}

impl OneShotBufferize {
    /// The memory space of a new buffer for tensor type `t` that nothing
    /// else places: the encoding of a ranked tensor when asked for, none
    /// when it must be inferred, else the default one.
    fn default_memory_space(&self, ctx: &Context, t: Type) -> Option<Option<Attribute>> {
        if self.use_encoding_for_memory_space {
            return match ctx.type_kind(t) {
                TypeKind::RankedTensor { encoding, .. } => Some(*encoding),
                _ => None,
            };
        }
        if self.must_infer_memory_space {
            return None;
        }
        Some(None)
    }

    /// The bufferized types of the function declarations (no body): their
    /// tensors become buffers of the boundary layout, fully dynamic unless
    /// identity layouts are asked for, as nothing else is known of them.
    fn declaration_signatures(&self, ctx: &Context, module: &Body, signatures: &mut FxHashMap<String, Type>) {
        for (f, inputs, results) in func_declarations(ctx, module) {
            signatures.insert(
                func_name(ctx, module, f),
                self.boundary_signature(ctx, inputs, results),
            );
        }
    }

    /// A function type with its tensors as buffers of the boundary
    /// layout: fully dynamic unless identity layouts are asked for.
    fn boundary_signature(&self, ctx: &Context, inputs: &[Type], results: &[Type]) -> Type {
        let layout = match self.function_boundary_type_conversion {
            LayoutMapOption::Identity => LayoutMapOption::Identity,
            _ => LayoutMapOption::FullyDynamic,
        };
        let convert = |ts: &[Type]| -> Vec<Type> {
            ts.iter()
                .map(|&t| memref_type(ctx, t, layout, self.default_memory_space(ctx, t).unwrap_or(None)))
                .collect()
        };
        ctx.function_type(&convert(inputs), &convert(results))
    }
}

/// The constant globals the functions use, in order of creation.
#[derive(Default)]
struct Globals {
    /// (name, memref type, value).
    list: Vec<(String, Type, Attribute)>,
}

impl Globals {
    /// The name of the global holding `value` of memref type `ty`,
    /// created if new (MLIR's `getGlobalFor`).
    fn name_for(&mut self, ctx: &Context, value: Attribute, ty: Type) -> String {
        if let Some((n, _, _)) = self.list.iter().find(|(_, t, v)| *t == ty && *v == value) {
            return n.clone();
        }
        let base = format!("__constant_{}", type_suffix(ctx, ty));
        let mut name = base.clone();
        let mut k = 0;
        while self.list.iter().any(|(n, _, _)| *n == name) {
            name = format!("{base}_{k}");
            k += 1;
        }
        self.list.push((name.clone(), ty, value));
        name
    }

    /// Inserts the globals at the start of the module, in order.
    fn insert_into(&self, ctx: &Context, module: &mut Body) {
        let Some(block) = module
            .root_regions()
            .first()
            .and_then(|&r| module.region_entry(r))
        else {
            return;
        };
        // Each new global goes first, as mlir-opt inserts them.
        for (name, ty, value) in &self.list {
            let loc = ctx.unknown_loc();
            let mut st = OperationState::new(ctx.op_name("memref.global"), loc);
            let props = vec![
                (ctx.ident("alignment"), ctx.integer_attr(ctx.i64(), 64)),
                (ctx.ident("constant"), ctx.unit_attr()),
                (ctx.ident("initial_value"), *value),
                (ctx.ident("sym_name"), ctx.string_attr(name)),
                (ctx.ident("sym_visibility"), ctx.string_attr("private")),
                (ctx.ident("type"), ctx.type_attr(*ty)),
            ];
            st.properties = Some(ctx.dictionary_attr(&props));
            let g = module.create_op(st);
            module.insert_op(InsertPoint::Start(block), g);
        }
    }
}

/// `4x?xf32` for the name of a constant's global.
fn type_suffix(ctx: &Context, ty: Type) -> String {
    let shape = ctx.shape(ty).unwrap_or(&[]);
    // The dimensions joined by `x`, then `x` and the element type: a
    // rank-0 type gives `xf32`.
    let mut s = String::new();
    if shape.is_empty() {
        s.push('x');
    }
    for &d in shape {
        if d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    if let Some(e) = ctx.element_type(ty) {
        s.push_str(&ctx.type_to_string(e));
    }
    s
}

/// The arguments marked `bufferization.writable = false`.
fn non_writable_args(ctx: &Context, body: &Body, arg_attrs: Option<Attribute>) -> Vec<ValueId> {
    let Some(dicts) = arg_attrs.and_then(|x| ctx.array_attr_elements(x)) else {
        return Vec::new();
    };
    let Some(entry) = body.root_regions().first().and_then(|&r| body.region_entry(r)) else {
        return Vec::new();
    };
    let writable = ctx.ident("bufferization.writable");
    let mut out = Vec::new();
    for (i, &d) in dicts.iter().enumerate() {
        let flag = ctx.dict_entries(d).iter().find(|e| e.0 == writable).map(|e| e.1);
        if flag.is_some_and(|f| matches!(ctx.attr_kind(f), AttrKind::Bool(false))) {
            if let Some(&v) = body.block_args(entry).get(i) {
                out.push(v);
            }
        }
    }
    out
}

/// The ops' own checks of the analysis (loops yielding their arguments):
/// errors, or, when `allow` (loops may return new allocations), copies of
/// the operands concerned.
fn verify_analysis(ctx: &Context, body: &Body, a: &mut Analysis, allow: bool) -> LogicalResult {
    use strata_ir::bufferization::AnalysisIssue;
    let mut issues = Vec::new();
    {
        let equivalent = |x: ValueId, y: ValueId| a.equivalent.find(x) == a.equivalent.find(y);
        for op in ops_in_order(body) {
            let r = OpRef::new(ctx, body, op);
            if let Some(check) = a.filter.iface(r).and_then(|i| i.verify_analysis) {
                check(r, &equivalent, &mut issues);
            }
        }
    }
    for issue in issues {
        match issue {
            AnalysisIssue::Unsupported { op, message } => {
                return Err(OpRef::new(ctx, body, op).emit_op_error(message));
            }
            AnalysisIssue::Copy { op, operand } if allow => {
                a.copies.insert((op, operand as u32));
            }
            AnalysisIssue::Error { op, message } if !allow => {
                return Err(OpRef::new(ctx, body, op).emit_error(message));
            }
            _ => {}
        }
    }
    Ok(())
}

/// `test-analysis-only`: the decisions as `__inplace_operands_attr__`.
fn annotate(ctx: &Context, body: &mut Body, a: &Analysis) {
    let ops = ops_in_order(body);
    for op in ops {
        let Some(marks) = a.annotation(ctx, body, op) else {
            continue;
        };
        let elems: Vec<Attribute> = marks.iter().map(|m| ctx.string_attr(m)).collect();
        body.set_op_attr(ctx, op, "__inplace_operands_attr__", Some(ctx.array_attr(&elems)));
    }
}

/// `dump-alias-sets`: per op with tensor results, the alias set of each
/// (`__opresult_alias_set_attr__`), and per op with tensor block
/// arguments, theirs by region and block (`__bbarg_alias_set_attr__`),
/// values named as printed. Returns the latter for the function itself,
/// whose op is outside `body`.
fn annotate_alias_sets(ctx: &Context, body: &mut Body, a: &Analysis) -> Option<Attribute> {
    let names = strata_asm::ValueNames::new(ctx, body);
    let set_of = |body: &Body, v: ValueId| -> Attribute {
        let members: Vec<Attribute> = a
            .aliases
            .members(v)
            .into_iter()
            .map(|x| ctx.string_attr(&names.value(body, x)))
            .collect();
        ctx.array_attr(&members)
    };
    let block_arg_sets = |body: &Body, regions: &[strata_ir::RegionId]| -> Option<Attribute> {
        let mut any = false;
        let per_region: Vec<Attribute> = regions
            .iter()
            .map(|&rg| {
                let per_block: Vec<Attribute> = body
                    .region_blocks(rg)
                    .map(|b| {
                        let sets: Vec<Attribute> = body
                            .block_args(b)
                            .iter()
                            .filter(|&&v| is_tensor(ctx, body.value_type(v)))
                            .map(|&v| set_of(body, v))
                            .collect();
                        any |= !sets.is_empty();
                        ctx.array_attr(&sets)
                    })
                    .collect();
                ctx.array_attr(&per_block)
            })
            .collect();
        any.then(|| ctx.array_attr(&per_region))
    };
    let mut attrs = Vec::new();
    for op in ops_in_order(body) {
        let results: Vec<Attribute> = body
            .results(op)
            .filter(|&v| is_tensor(ctx, body.value_type(v)))
            .map(|v| set_of(body, v))
            .collect();
        let regions = body.regions_in_body(op).to_vec();
        attrs.push((op, results, block_arg_sets(body, &regions)));
    }
    for (op, results, args) in attrs {
        if !results.is_empty() {
            body.set_op_attr(
                ctx,
                op,
                "__opresult_alias_set_attr__",
                Some(ctx.array_attr(&results)),
            );
        }
        if args.is_some() {
            body.set_op_attr(ctx, op, "__bbarg_alias_set_attr__", args);
        }
    }
    let roots = body.root_regions().to_vec();
    block_arg_sets(body, &roots)
}

/// `test-analysis-only` with function boundaries: `__equivalent_func_args__`
/// on returns (the argument each returned tensor is equivalent to, or -1,
/// when one is); the access of each tensor argument (`None` for the
/// others).
fn annotate_function(ctx: &Context, body: &mut Body, a: &Analysis) -> Vec<Option<&'static str>> {
    let Some(entry) = body.root_regions().first().and_then(|&r| body.region_entry(r)) else {
        return Vec::new();
    };
    let args: Vec<ValueId> = body.block_args(entry).to_vec();
    let ops = ops_in_order(body);
    for &op in &ops {
        if ctx.op_name_str(body.op_name(op)) != "func.return" {
            continue;
        }
        let mut marks = Vec::new();
        let mut any = false;
        for v in body.operands(op).collect::<Vec<_>>() {
            if !is_tensor(ctx, body.value_type(v)) {
                marks.push(ctx.integer_attr(ctx.i64(), -1));
                continue;
            }
            let k = args
                .iter()
                .position(|&arg| a.equivalent.find(arg) == a.equivalent.find(v))
                .map_or(-1, |k| k as i64);
            any |= k >= 0;
            marks.push(ctx.integer_attr(ctx.i64(), k));
        }
        if any {
            let elems: Vec<Attribute> = marks;
            body.set_op_attr(ctx, op, "__equivalent_func_args__", Some(ctx.array_attr(&elems)));
        }
    }
    args.iter()
        .map(|&arg| {
            if !is_tensor(ctx, body.value_type(arg)) {
                return None;
            }
            let (mut read, mut written) = (false, false);
            for x in a.aliases.members(arg) {
                for (u, j) in body.uses(x) {
                    let ur = OpRef::new(ctx, body, u);
                    if a.filter.iface(ur).is_none() {
                        read = true;
                        written = true;
                        continue;
                    }
                    written |= a.writes(ur, j) && a.in_place.get(&(u, j as u32)) == Some(&true);
                }
            }
            // Read: by a use that reads, or through the aliases of uses
            // that neither read nor overwrite it (MLIR's `isValueRead`).
            let mut work = vec![arg];
            let mut seen = FxHashSet::default();
            while let Some(x) = work.pop() {
                if !seen.insert(x) {
                    continue;
                }
                for (u, j) in body.uses(x) {
                    let ur = OpRef::new(ctx, body, u);
                    match a.filter.iface(ur) {
                        None => read = true,
                        Some(_) if a.reads(ur, j) => read = true,
                        Some(_) if !a.writes(ur, j) => {
                            work.extend(a.aliasing(ur, j).into_iter().map(|av| av.value));
                        }
                        Some(_) => {}
                    }
                }
            }
            Some(match (read, written) {
                (true, true) => "read-write",
                (true, false) => "read",
                (false, true) => "write",
                (false, false) => "none",
            })
        })
        .collect()
}

/// Removes `bufferization.writable` from the arguments once they are
/// buffers, as mlir-opt does; `arg_attrs` goes when nothing is left.
fn drop_bufferization_arg_attrs(ctx: &Context, module: &mut Body, f: OpId) {
    let Some(old) = module
        .op_attr(ctx, f, "arg_attrs")
        .and_then(|a| ctx.array_attr_elements(a).map(<[Attribute]>::to_vec))
    else {
        return;
    };
    let dicts: Vec<Attribute> = old
        .iter()
        .map(|&d| {
            let entries: Vec<_> = ctx
                .dict_entries(d)
                .iter()
                .filter(|e| {
                    !matches!(
                        ctx.ident_str(e.0),
                        "bufferization.writable" | "bufferization.buffer_layout"
                    )
                })
                .copied()
                .collect();
            ctx.dictionary_attr(&entries)
        })
        .collect();
    let empty = dicts.iter().all(|&d| ctx.dict_entries(d).is_empty());
    let value = (!empty).then(|| ctx.array_attr(&dicts));
    module.set_op_attr(ctx, f, "arg_attrs", value);
}

/// What callers' analyses see of a function: its arguments' accesses and
/// the arguments its results are equivalent to.
fn callee_info(ctx: &Context, body: &mut Body, a: &Analysis) -> CallInfo {
    let access = annotate_function(ctx, body, a);
    let mut info = CallInfo {
        reads: access
            .iter()
            .map(|x| matches!(x, Some("read" | "read-write")))
            .collect(),
        writes: access
            .iter()
            .map(|x| matches!(x, Some("write" | "read-write")))
            .collect(),
        equivalent_operand: Vec::new(),
        aliasing_operands: Vec::new(),
    };
    let Some(entry) = body.root_regions().first().and_then(|&r| body.region_entry(r)) else {
        return info;
    };
    let args: Vec<ValueId> = body.block_args(entry).to_vec();
    if let Some(ret) = ops_in_order(body)
        .into_iter()
        .find(|&o| ctx.op_name_str(body.op_name(o)) == "func.return")
    {
        info.equivalent_operand = body
            .operands(ret)
            .map(|v| {
                args.iter().position(|&arg| {
                    is_tensor(ctx, body.value_type(v)) && a.equivalent.find(arg) == a.equivalent.find(v)
                })
            })
            .collect();
        info.aliasing_operands = body
            .operands(ret)
            .map(|v| {
                if !is_tensor(ctx, body.value_type(v)) {
                    return Vec::new();
                }
                (0..args.len())
                    .filter(|&k| a.aliases.find(args[k]) == a.aliases.find(v))
                    .collect()
            })
            .collect();
    }
    // The annotation is for tests only: callers need no attribute.
    for ret in ops_in_order(body) {
        if ctx.op_name_str(body.op_name(ret)) == "func.return" {
            body.set_op_attr(ctx, ret, "__equivalent_func_args__", None);
        }
    }
    info
}

/// The `func.func` declarations (no body) of `module`, in order, with
/// their input and result types.
fn func_declarations<'c>(ctx: &'c Context, module: &Body) -> Vec<(OpId, &'c [Type], &'c [Type])> {
    ops_in_order(module)
        .into_iter()
        .filter(|&f| ctx.op_name_str(module.op_name(f)) == "func.func")
        .filter(|&f| {
            !module.child_body(f).is_some_and(|b| {
                b.root_regions()
                    .first()
                    .and_then(|&r| b.region_entry(r))
                    .is_some()
            })
        })
        .filter_map(|f| {
            let (inputs, results) = module
                .op_attr(ctx, f, "function_type")
                .and_then(|a| ctx.type_attr_value(a))
                .and_then(|t| ctx.function_type_parts(t))?;
            Some((f, inputs, results))
        })
        .collect()
}

/// The access of each tensor argument of the function declarations of
/// `module`: as their `bufferization.access` says, else read and written
/// (nothing tells otherwise).
fn declaration_access(ctx: &Context, module: &Body) -> Vec<(OpId, Vec<Option<&'static str>>)> {
    let mut out = Vec::new();
    for (f, inputs, _) in func_declarations(ctx, module) {
        let arg_attrs = module
            .op_attr(ctx, f, "arg_attrs")
            .and_then(|a| ctx.array_attr_elements(a).map(<[Attribute]>::to_vec));
        let key = ctx.ident("bufferization.access");
        let access = inputs
            .iter()
            .enumerate()
            .map(|(i, &t)| {
                if !is_tensor(ctx, t) {
                    return None;
                }
                let given = arg_attrs
                    .as_ref()
                    .and_then(|a| a.get(i))
                    .and_then(|&d| ctx.dict_entries(d).iter().find(|e| e.0 == key).map(|e| e.1))
                    .and_then(|v| ctx.string_attr_value(v).map(str::to_string));
                Some(match given.as_deref() {
                    Some("none") => "none",
                    Some("read") => "read",
                    Some("write") => "write",
                    _ => "read-write",
                })
            })
            .collect();
        out.push((f, access));
    }
    out
}

fn set_arg_access(ctx: &Context, module: &mut Body, f: OpId, access: &[Option<&'static str>]) {
    if access.iter().all(Option::is_none) {
        return;
    }
    let old = module
        .op_attr(ctx, f, "arg_attrs")
        .and_then(|a| ctx.array_attr_elements(a).map(<[Attribute]>::to_vec));
    let key = ctx.ident("bufferization.access");
    let dicts: Vec<Attribute> = access
        .iter()
        .enumerate()
        .map(|(i, acc)| {
            let mut entries: Vec<_> = old
                .as_ref()
                .and_then(|o| o.get(i))
                .map(|&d| ctx.dict_entries(d).to_vec())
                .unwrap_or_default();
            if let Some(acc) = acc {
                entries.retain(|e| e.0 != key);
                entries.push((key, ctx.string_attr(acc)));
            }
            ctx.dictionary_attr(&entries)
        })
        .collect();
    module.set_op_attr(ctx, f, "arg_attrs", Some(ctx.array_attr(&dicts)));
}

/// Makes each out-of-place tensor operand a copy: a
/// `bufferization.alloc_tensor` before its op, with the operand's contents
/// when the op reads them, else only its shape.
fn insert_copies(
    ctx: &Context,
    body: &mut Body,
    a: &Analysis,
    boundaries: bool,
    analyzed: bool,
) -> LogicalResult {
    let ops = ops_in_order(body);
    for op in ops {
        let r = OpRef::new(ctx, body, op);
        if a.filter.iface(r).is_none() {
            continue;
        }
        // Returns are not copied: a function's results are its callers'.
        // Without function boundaries, calls stay on tensors too.
        let name = ctx.op_name_str(body.op_name(op));
        if name == "func.return" || (name == "func.call" && !boundaries) {
            continue;
        }
        let mut todo = Vec::new();
        let mut result_copies = Vec::new();
        for (i, v) in r.operands().enumerate() {
            let copied =
                a.in_place.get(&(op, i as u32)) == Some(&false) || a.copies.contains(&(op, i as u32));
            if !is_tensor(ctx, body.value_type(v)) || !copied {
                continue;
            }
            // An operand the op only views is cheaper to copy as the view,
            // unless the view is unranked (no allocation has its shape).
            let aliasing = a.aliasing(r, i);
            if !a.writes(r, i)
                && !aliasing.is_empty()
                && aliasing.iter().all(|av| {
                    av.definite
                        && body.defining_op(av.value) == Some(op)
                        && matches!(
                            ctx.type_kind(body.value_type(av.value)),
                            TypeKind::RankedTensor { .. }
                        )
                })
            {
                // Nor a copy when nothing reads the view (MLIR's
                // `canOmitTensorCopy`).
                let copy = !(analyzed && a.has_undefined_contents(ctx, body, v))
                    && (a.reads(r, i) || aliasing.iter().any(|av| a.is_value_read(ctx, body, av.value)));
                result_copies.extend(aliasing.iter().map(|av| (av.value, copy)));
                continue;
            }
            // No copy when the op overwrites the buffer without reading it,
            // or nothing reads it (MLIR's `canOmitTensorCopy`).
            // Nor, when analyzed, if the tensor's contents are undefined
            // (a new buffer nothing wrote).
            let reads = a.reads(r, i);
            let copy = !(analyzed && a.has_undefined_contents(ctx, body, v))
                && (reads
                    || (!a.writes(r, i) && aliasing.iter().any(|av| a.is_value_read(ctx, body, av.value))));
            todo.push((i, v, copy));
        }
        // A copy cannot be made inside a region that must stay in place.
        if !todo.is_empty() || !result_copies.is_empty() {
            if let Some(parent) = body.parent_op(op) {
                let pr = OpRef::new(ctx, body, parent);
                if a.filter.iface(pr).is_some_and(|i| i.body_in_place) {
                    return Err(pr.emit_op_error("body must bufferize in-place"));
                }
            }
        }
        let loc = body.op_loc(op);
        let mut after = op;
        for (v, copy) in result_copies {
            let ty = body.value_type(v);
            // Without a copy, the new tensor takes the view's sizes.
            let (mut sizes, mut dims) = (Vec::new(), Vec::new());
            if !copy {
                let shape = ctx.shape(ty).unwrap_or(&[]).to_vec();
                for (d, &n) in shape.iter().enumerate() {
                    if n == DYNAMIC {
                        let c = index_constant(ctx, body, InsertPoint::After(after), loc, d as i64);
                        after = body.defining_op(c).unwrap_or(after);
                        let mut st = OperationState::new(ctx.op_name("tensor.dim"), loc);
                        st.operands = vec![v, c];
                        st.result_types.push(ctx.index_type());
                        let dim = body.create_op(st);
                        body.insert_op(InsertPoint::After(after), dim);
                        after = dim;
                        dims.push(dim);
                        sizes.push(body.result(dim, 0));
                    }
                }
            }
            let segments = if copy {
                [0, 1, 0]
            } else {
                [sizes.len() as i32, 0, 0]
            };
            let mut st = OperationState::new(ctx.op_name("bufferization.alloc_tensor"), loc);
            st.operands = if copy { vec![v] } else { sizes };
            st.result_types.push(ty);
            st.properties = Some(ctx.dictionary_attr(&[(
                ctx.ident("operandSegmentSizes"),
                strata_dialect_utils::attrs::dense_i32_array(ctx, &segments),
            )]));
            let alloc = body.create_op(st);
            body.insert_op(InsertPoint::After(after), alloc);
            after = alloc;
            let copy = body.result(alloc, 0);
            let uses: Vec<(OpId, usize)> = body
                .uses(v)
                .filter(|&(u, _)| u != alloc && !dims.contains(&u))
                .collect();
            for (u, j) in uses {
                body.set_operand(u, j, copy);
            }
        }
        for (i, v, copy) in todo {
            let ty = body.value_type(v);
            let mut operands = Vec::new();
            let mut segments = [0i32, 0, 0];
            if copy {
                operands.push(v);
                segments[1] = 1;
            } else {
                let shape = ctx.shape(ty).unwrap_or(&[]).to_vec();
                for (d, &s) in shape.iter().enumerate() {
                    if s == DYNAMIC {
                        let c = index_constant(ctx, body, InsertPoint::Before(op), loc, d as i64);
                        let mut st = OperationState::new(ctx.op_name("tensor.dim"), loc);
                        st.operands = vec![v, c];
                        st.result_types.push(ctx.index_type());
                        let dim = body.create_op(st);
                        body.insert_op(InsertPoint::Before(op), dim);
                        operands.push(body.result(dim, 0));
                    }
                }
                segments[0] = operands.len() as i32;
            }
            let mut st = OperationState::new(ctx.op_name("bufferization.alloc_tensor"), loc);
            st.operands = operands;
            st.result_types.push(ty);
            st.properties = Some(ctx.dictionary_attr(&[(
                ctx.ident("operandSegmentSizes"),
                strata_dialect_utils::attrs::dense_i32_array(ctx, &segments),
            )]));
            let alloc = body.create_op(st);
            body.insert_op(InsertPoint::Before(op), alloc);
            let new = body.result(alloc, 0);
            body.set_operand(op, i, new);
        }
    }
    Ok(())
}

/// Whether a cast from memref type `from` to `to` cannot fail at run time:
/// every static size, stride and offset of `to` is the same static value
/// in `from`.
fn guaranteed_cast_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    use strata_dialect_memref::layout::{memref_parts, strides_and_offset};
    let (Some(a), Some(b)) = (memref_parts(ctx, from), memref_parts(ctx, to)) else {
        return false;
    };
    let (Some((sa, oa)), Some((sb, ob))) = (strides_and_offset(ctx, from), strides_and_offset(ctx, to))
    else {
        return false;
    };
    let fits = |x: i64, y: i64| y == DYNAMIC || x == y;
    strata_dialect_memref::cast_compatible(ctx, from, to)
        && a.shape.len() == b.shape.len()
        && a.shape.iter().zip(b.shape).all(|(&x, &y)| fits(x, y))
        && sa.iter().zip(&sb).all(|(&x, &y)| fits(x, y))
        && fits(oa, ob)
}

/// An index constant at the builder's insertion point.
fn index_constant_at(b: &mut OpBuilder<'_>, loc: Location, value: i64) -> ValueId {
    let ctx = b.ctx;
    let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
    st.result_types.push(ctx.index_type());
    st.properties =
        Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(ctx.index_type(), value))]));
    let op = b.create(st);
    b.body.result(op, 0)
}

fn index_constant(ctx: &Context, body: &mut Body, at: InsertPoint, loc: Location, value: i64) -> ValueId {
    let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
    st.result_types.push(ctx.index_type());
    st.properties =
        Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(ctx.index_type(), value))]));
    let op = body.create_op(st);
    body.insert_op(at, op);
    body.result(op, 0)
}

/// Fails, with an error on its definition, when tensor value `v` has
/// elements no memref may have.
fn check_element_type(ctx: &Context, body: &Body, v: ValueId) -> LogicalResult {
    let t = body.value_type(v);
    let Some(element) = ctx
        .element_type(t)
        .filter(|&e| !ctx.is_valid_memref_element_type(e))
    else {
        return Ok(());
    };
    let message = format!(
        "cannot bufferize value of type '{}': element type '{}' is not a valid memref element type",
        ctx.type_to_string(t),
        ctx.type_to_string(element)
    );
    let at = match body.value_def(v) {
        ValueDef::Result(def, _) => Some(def),
        ValueDef::BlockArg(block, _) => body.block_parent_op(block),
        ValueDef::Placeholder => None,
    };
    Err(match at {
        Some(op) => OpRef::new(ctx, body, op).emit_error(message),
        None => Failed,
    })
}

/// A memref type for tensor type `t` with the given layout choice.
fn memref_type(ctx: &Context, t: Type, layout: LayoutMapOption, memory_space: Option<Attribute>) -> Type {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, element, .. } => {
            let layout = match layout {
                LayoutMapOption::FullyDynamic => Some(ctx.intern_attr(AttrKind::StridedLayout {
                    offset: DYNAMIC,
                    strides: vec![DYNAMIC; shape.len()].into(),
                })),
                _ => None,
            };
            ctx.intern_type(TypeKind::MemRef {
                shape: shape.clone(),
                element: *element,
                layout,
                memory_space,
            })
        }
        TypeKind::UnrankedTensor { element } => ctx.intern_type(TypeKind::UnrankedMemRef {
            element: *element,
            memory_space,
        }),
        _ => t,
    }
}

/// The memref type of ranked tensor type `t` with layout attribute
/// `layout` (an identity map is no layout) in `memory_space`.
fn with_layout(ctx: &Context, t: Type, layout: Attribute, memory_space: Option<Attribute>) -> Type {
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(t).clone() else {
        return memref_type(ctx, t, LayoutMapOption::Identity, memory_space);
    };
    let layout = match ctx.attr_kind(layout) {
        AttrKind::AffineMap(m) if m.is_identity(ctx) => None,
        _ => Some(layout),
    };
    ctx.intern_type(TypeKind::MemRef {
        shape,
        element,
        layout,
        memory_space,
    })
}

/// The bufferization of one function body.
struct Driver<'a, 'o> {
    ctx: &'a Context,
    options: &'o OneShotBufferize,
    globals: &'o mut Globals,
    /// The bufferized types of the functions done so far, by name.
    signatures: &'o FxHashMap<String, Type>,
    /// The types assumed for calls to functions not bufferized yet, and
    /// the functions that calls assumed them of (they must keep them).
    provisional: &'o FxHashMap<String, Type>,
    assumed: &'o mut FxHashSet<String>,
    /// The name of the function being bufferized.
    name: String,
    /// The values whose buffer types are being computed (MLIR's
    /// invocation stack).
    stack: Vec<ValueId>,
    /// An error about the function itself (its blocks' signatures), to be
    /// reported on the function op, which is outside the body.
    function_error: Option<&'static str>,
}

impl Driver<'_, '_> {
    /// Bufferizes the ops of `body`; with function boundaries, also its
    /// arguments and returns, giving the new function type.
    fn bufferize_function(
        &mut self,
        body: &mut Body,
        owner: strata_ir::OpName,
        arg_attrs: Option<Attribute>,
    ) -> Result<Option<Type>, Failed> {
        let ctx = self.ctx;
        let _ = owner;
        let entry = body.root_regions().first().and_then(|&r| body.region_entry(r));
        let boundaries = self.options.bufferize_function_boundaries;
        if boundaries {
            if let Some(entry) = entry {
                // Arguments become buffers, seen by the body as tensors.
                let args: Vec<ValueId> = body.block_args(entry).to_vec();
                let dicts = arg_attrs
                    .and_then(|x| ctx.array_attr_elements(x).map(<[Attribute]>::to_vec))
                    .unwrap_or_default();
                let layout_key = ctx.ident("bufferization.buffer_layout");
                for (i, a) in args.into_iter().enumerate() {
                    let t = body.value_type(a);
                    if !is_tensor(ctx, t) {
                        continue;
                    }
                    // An argument may name its buffer's layout.
                    let layout = dicts.get(i).and_then(|&d| {
                        ctx.dict_entries(d)
                            .iter()
                            .find(|e| e.0 == layout_key)
                            .map(|e| e.1)
                    });
                    let space = self.options.default_memory_space(ctx, t).unwrap_or(None);
                    let m = match layout {
                        Some(l) => with_layout(ctx, t, l, space),
                        None => memref_type(ctx, t, self.arg_layout(), space),
                    };
                    body.set_value_type(a, m);
                    let to_tensor =
                        create_to_tensor(ctx, body, InsertPoint::Start(entry), body.value_loc(a), a, t);
                    let uses: Vec<(OpId, usize)> = body.uses(a).collect();
                    for (u, j) in uses {
                        if u != body.defining_op(to_tensor).unwrap_or(u) {
                            body.set_operand(u, j, to_tensor);
                        }
                    }
                }
            }
        }
        if boundaries {
            // The function's other blocks take buffers too.
            let blocks: Vec<strata_ir::BlockId> = body
                .root_regions()
                .first()
                .map(|&r| body.region_blocks(r).skip(1).collect())
                .unwrap_or_default();
            for block in blocks {
                let mut b = OpBuilder::new(ctx, body);
                self.bufferize_block_signature(&mut b, block)?;
            }
        }
        let ops = ops_in_order(body);
        let mut not_bufferized = None;
        for op in ops {
            if !body.is_live(op) {
                continue;
            }
            let r = OpRef::new(ctx, body, op);
            let name = ctx.op_name_str(body.op_name(op));
            if name == "bufferization.to_tensor" || name == "bufferization.to_buffer" {
                continue;
            }
            let has_tensors = r.operands().any(|v| is_tensor(ctx, body.value_type(v)))
                || r.results().any(|v| is_tensor(ctx, body.value_type(v)))
                || body.regions_in_body(op).iter().any(|&rg| {
                    body.region_blocks(rg).any(|b| {
                        body.block_args(b)
                            .iter()
                            .any(|&v| is_tensor(ctx, body.value_type(v)))
                    })
                });
            if !has_tensors {
                continue;
            }
            if name == "func.return" {
                if boundaries {
                    continue;
                }
                continue;
            }
            if name == "func.call" {
                // Without function boundaries calls stay on tensors.
                if boundaries {
                    self.bufferize_call(body, op)?;
                }
                continue;
            }
            let Some(iface) = self.options.filter.iface(r) else {
                // Reported once the other ops are bufferized, as mlir-opt
                // does: their errors (about the buffers they would take
                // from it) come first.
                // Ops the filter leaves alone are no error.
                if !self.options.allow_unknown_ops
                    && self.options.filter.allows(r)
                    && not_bufferized.is_none()
                {
                    not_bufferized = Some(op);
                }
                continue;
            };
            let bufferize = iface.bufferize;
            let results: Vec<ValueId> = body
                .results(op)
                .filter(|&v| is_tensor(ctx, body.value_type(v)))
                .collect();
            let valid = results.iter().try_for_each(|&v| check_element_type(ctx, body, v));
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_before(op);
            if valid.is_err() || bufferize(&mut b, self, op).is_err() {
                // mlir-opt bufferizes nested ops first: a region op's buffer
                // types fail it at the first terminator handing it tensors.
                let at = if valid.is_ok() && body.is_live(op) {
                    tensor_terminator(ctx, body, op).unwrap_or(op)
                } else {
                    op
                };
                return Err(OpRef::new(ctx, body, at).emit_error("failed to bufferize op"));
            }
        }
        if let Some(op) = not_bufferized {
            return Err(OpRef::new(ctx, body, op).emit_error("op was not bufferized"));
        }
        let mut new_type = None;
        if boundaries {
            new_type = self.bufferize_returns(body)?;
        }
        self.fold_bridges(body);
        Ok(new_type)
    }

    fn arg_layout(&self) -> LayoutMapOption {
        match self.options.function_boundary_type_conversion {
            LayoutMapOption::Identity => LayoutMapOption::Identity,
            _ => LayoutMapOption::FullyDynamic,
        }
    }

    /// The returns' tensor operands become buffers; the function type
    /// follows.
    fn bufferize_returns(&mut self, body: &mut Body) -> Result<Option<Type>, Failed> {
        let ctx = self.ctx;
        let returns: Vec<OpId> = ops_in_order(body)
            .into_iter()
            .filter(|&o| ctx.op_name_str(body.op_name(o)) == "func.return")
            .collect();
        let entry = body.root_regions().first().and_then(|&r| body.region_entry(r));
        // A declaration keeps its type (its arguments are not block
        // arguments to read it from).
        if entry.is_none() {
            return Ok(None);
        }
        let inputs: Vec<Type> = entry
            .map(|e| body.block_args(e).iter().map(|&a| body.value_type(a)).collect())
            .unwrap_or_default();
        // A function called before it was bufferized (on a cycle of calls)
        // keeps the signature its callers assumed.
        let assumed = self
            .assumed
            .contains(&self.name)
            .then(|| self.provisional.get(&self.name).copied())
            .flatten()
            .and_then(|t| ctx.function_type_parts(t).map(|(i, r)| (i.to_vec(), r.to_vec())));
        if let Some((assumed_inputs, _)) = &assumed {
            if *assumed_inputs != inputs {
                self.function_error = Some(
                    "argument buffer types differ from those assumed by the calls on its cycle of calls",
                );
                return Err(Failed);
            }
        }
        let infer =
            assumed.is_none() && self.options.function_boundary_type_conversion == LayoutMapOption::Infer;
        let mut results: Vec<Type> = Vec::new();
        // Per return, its new operands; inferring layouts, also the casts to
        // the boundary type, taken where the returns' buffer types differ.
        let mut per_return: Vec<(OpId, Vec<ValueId>, Vec<Option<ValueId>>)> = Vec::new();
        for ret in returns {
            let operands: Vec<ValueId> = body.operands(ret).collect();
            let mut new_operands = Vec::with_capacity(operands.len());
            let mut casts = Vec::with_capacity(operands.len());
            for (k, v) in operands.into_iter().enumerate() {
                let t = body.value_type(v);
                if !is_tensor(ctx, t) {
                    new_operands.push(v);
                    casts.push(None);
                    continue;
                }
                let mut b = OpBuilder::new(ctx, body);
                b.set_insertion_point_before(ret);
                let buffer = self.buffer(&mut b, v)?;
                let bt = body.value_type(buffer);
                let target = match (&assumed, self.options.function_boundary_type_conversion) {
                    (Some((_, r)), _) => r.get(k).copied().ok_or(Failed)?,
                    (None, LayoutMapOption::Identity) => {
                        memref_type(ctx, t, LayoutMapOption::Identity, memory_space(ctx, bt))
                    }
                    _ => memref_type(ctx, t, LayoutMapOption::FullyDynamic, memory_space(ctx, bt)),
                };
                let mut b = OpBuilder::new(ctx, body);
                b.set_insertion_point_before(ret);
                // Inferred, the function's type follows the buffer: a cast
                // (left unused unless the returns differ) is all the target
                // type needs.
                let cast = if infer {
                    self.cast_buffer(&mut b, body_loc(ctx, ret), buffer, target)
                } else {
                    self.cast_or_realloc(&mut b, body_loc(ctx, ret), buffer, target)
                };
                if infer {
                    // The return takes the uncast buffer, through the casts
                    // that made it.
                    let mut source = buffer;
                    while let Some(d) = body.defining_op(source) {
                        if ctx.op_name_str(body.op_name(d)) != "memref.cast" {
                            break;
                        }
                        let Some(s) = body.operands(d).next() else { break };
                        source = s;
                    }
                    new_operands.push(source);
                    casts.push(Some(cast));
                } else {
                    new_operands.push(cast);
                    casts.push(None);
                }
            }
            per_return.push((ret, new_operands, casts));
        }
        // Returns whose buffers differ in type return the boundary type.
        let n = per_return.first().map_or(0, |(_, ops, _)| ops.len());
        for k in 0..n {
            let first = per_return
                .first()
                .and_then(|(_, ops, _)| ops.get(k))
                .map(|&v| body.value_type(v));
            let differ = per_return
                .iter()
                .any(|(_, ops, _)| ops.get(k).map(|&v| body.value_type(v)) != first);
            if differ {
                for (_, ops, casts) in per_return.iter_mut() {
                    if let (Some(slot), Some(Some(cast))) = (ops.get_mut(k), casts.get(k)) {
                        *slot = *cast;
                    }
                }
            }
        }
        for (ret, ops, _) in per_return {
            results = ops.iter().map(|&v| body.value_type(v)).collect();
            body.set_operands(ret, &ops);
        }
        Ok(Some(ctx.function_type(&inputs, &results)))
    }

    /// A call to a bufferized function: operands are buffers of the
    /// callee's argument types, results buffers of its result types.
    fn bufferize_call(&mut self, body: &mut Body, op: OpId) -> LogicalResult {
        let ctx = self.ctx;
        let callee = body
            .op_attr(ctx, op, "callee")
            .and_then(|a| match ctx.attr_kind(a) {
                AttrKind::SymbolRef { root, .. } => Some(ctx.ident_str(*root).to_string()),
                _ => None,
            })
            .unwrap_or_default();
        // A callee not bufferized yet (on a cycle of calls) is assumed to
        // take and return buffers of the boundary layout, and keeps them.
        let fty = match self.signatures.get(&callee) {
            Some(&t) => t,
            None => {
                let Some(&t) = self.provisional.get(&callee) else {
                    return Err(OpRef::new(ctx, body, op).emit_op_error("callee is not bufferized yet"));
                };
                self.assumed.insert(callee);
                t
            }
        };
        let Some((inputs, results)) = ctx.function_type_parts(fty) else {
            return Err(Failed);
        };
        let (inputs, results) = (inputs.to_vec(), results.to_vec());
        let loc = body.op_loc(op);
        let operands: Vec<ValueId> = body.operands(op).collect();
        let mut new_operands = Vec::new();
        for (k, v) in operands.into_iter().enumerate() {
            if !is_tensor(ctx, body.value_type(v)) {
                new_operands.push(v);
                continue;
            }
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_before(op);
            let buffer = self.buffer(&mut b, v)?;
            let target = inputs.get(k).copied().unwrap_or(body.value_type(buffer));
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_before(op);
            new_operands.push(self.cast_or_realloc(&mut b, loc, buffer, target));
        }
        let mut st = OperationState::new(body.op_name(op), loc);
        st.operands = new_operands;
        st.result_types = results;
        st.properties = body.op_properties(op);
        st.attributes = body.op_attr_dict(op);
        let mut b = OpBuilder::new(ctx, body);
        b.set_insertion_point_before(op);
        let call = b.create(st);
        let values: Vec<ValueId> = body.results(call).collect();
        let mut b = OpBuilder::new(ctx, body);
        b.set_insertion_point_before(op);
        self.replace_op(&mut b, op, &values);
        Ok(())
    }
}

/// The first terminator of the blocks of `op`'s regions with a tensor
/// operand.
fn tensor_terminator(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    body.regions_in_body(op)
        .iter()
        .flat_map(|&rg| body.region_blocks(rg))
        .filter_map(|block| body.last_op(block))
        .find(|&t| {
            OpRef::new(ctx, body, t).has_trait(strata_ir::OpTraits::TERMINATOR)
                && body.operands(t).any(|v| is_tensor(ctx, body.value_type(v)))
        })
}

fn body_loc(_ctx: &Context, _op: OpId) -> Location {
    _ctx.unknown_loc()
}

fn memory_space(ctx: &Context, t: Type) -> Option<Attribute> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

fn create_to_tensor(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    loc: Location,
    buffer: ValueId,
    ty: Type,
) -> ValueId {
    let mut st = OperationState::new(ctx.op_name("bufferization.to_tensor"), loc);
    st.operands.push(buffer);
    st.result_types.push(ty);
    let op = body.create_op(st);
    body.insert_op(at, op);
    body.result(op, 0)
}

impl Driver<'_, '_> {
    /// Folds `to_buffer(to_tensor(m))` into `m` (cast when the types differ)
    /// and erases the bridges left without users.
    fn fold_bridges(&mut self, body: &mut Body) {
        let ctx = self.ctx;
        let ops = ops_in_order(body);
        for op in &ops {
            let op = *op;
            if !body.is_live(op) || ctx.op_name_str(body.op_name(op)) != "bufferization.to_buffer" {
                continue;
            }
            let Some(t) = body.operands(op).next() else {
                continue;
            };
            let Some(def) = body.defining_op(t) else { continue };
            if ctx.op_name_str(body.op_name(def)) != "bufferization.to_tensor" {
                continue;
            }
            let Some(m) = body.operands(def).next() else {
                continue;
            };
            let r = body.result(op, 0);
            let (from, to) = (body.value_type(m), body.value_type(r));
            if from == to {
                body.replace_all_uses_with(r, m);
                body.erase_op(op);
            } else if strata_dialect_memref::cast_compatible(ctx, from, to) {
                // A cast when it cannot fail, else a copy in a new buffer.
                let loc = body.op_loc(op);
                let mut b = OpBuilder::new(ctx, body);
                b.set_insertion_point_before(op);
                let v = self.cast_or_realloc(&mut b, loc, m, to);
                body.replace_all_uses_with(r, v);
                body.erase_op(op);
            }
        }
        // Dead bridges, last first so that chains go.
        for &op in ops.iter().rev() {
            if !body.is_live(op) {
                continue;
            }
            let name = ctx.op_name_str(body.op_name(op));
            if name == "bufferization.to_tensor" && body.uses(body.result(op, 0)).next().is_none() {
                body.erase_op(op);
            }
        }
    }
}

impl BufferizationState for Driver<'_, '_> {
    fn buffer(&mut self, b: &mut OpBuilder<'_>, v: ValueId) -> Result<ValueId, Failed> {
        let ctx = self.ctx;
        let body = &mut *b.body;
        if let Some(def) = body.defining_op(v) {
            if ctx.op_name_str(body.op_name(def)) == "bufferization.to_tensor" {
                if let Some(m) = body.operands(def).next() {
                    return Ok(m);
                }
            }
        }
        let ty = self.buffer_type(b, v)?;
        let body = &mut *b.body;
        let at = match body.value_def(v) {
            ValueDef::Result(op, _) => InsertPoint::After(op),
            ValueDef::BlockArg(block, _) => InsertPoint::Start(block),
            ValueDef::Placeholder => return Err(Failed),
        };
        let loc = body.value_loc(v);
        let mut st = OperationState::new(ctx.op_name("bufferization.to_buffer"), loc);
        st.operands.push(v);
        st.result_types.push(ty);
        let op = body.create_op(st);
        body.insert_op(at, op);
        Ok(body.result(op, 0))
    }

    fn buffer_type(&mut self, b: &OpBuilder<'_>, v: ValueId) -> Result<Type, Failed> {
        self.stack.push(v);
        let t = self.compute_buffer_type(b, v);
        self.stack.pop();
        t
    }

    fn bufferize_block_signature(
        &mut self,
        b: &mut OpBuilder<'_>,
        block: strata_ir::BlockId,
    ) -> LogicalResult {
        let ctx = self.ctx;
        let args: Vec<ValueId> = b.body.block_args(block).to_vec();
        let mut types = Vec::with_capacity(args.len());
        for &arg in &args {
            let t = b.body.value_type(arg);
            types.push(if is_tensor(ctx, t) {
                self.buffer_type(b, arg)?
            } else {
                t
            });
        }
        let body = &mut *b.body;
        for (&arg, &ty) in args.iter().zip(&types) {
            let old = body.value_type(arg);
            if old == ty {
                continue;
            }
            body.set_value_type(arg, ty);
            let uses: Vec<(OpId, usize)> = body.uses(arg).collect();
            if uses.is_empty() {
                continue;
            }
            let loc = body.value_loc(arg);
            let tensor = create_to_tensor(ctx, body, InsertPoint::Start(block), loc, arg, old);
            for (u, j) in uses {
                body.set_operand(u, j, tensor);
            }
        }
        // The branches to the block pass buffers of its arguments' types.
        let preds: Vec<(OpId, usize)> = b.body.predecessors(block).collect();
        for (pred, s) in preds {
            let range =
                strata_ir::interfaces::successor_operands(OpRef::new(ctx, b.body, pred), s).ok_or(Failed)?;
            for (k, &ty) in types.iter().enumerate() {
                let Some(operand) = b.body.operands(pred).nth(range.start + k) else {
                    break;
                };
                let t = b.body.value_type(operand);
                if t == ty {
                    continue;
                }
                let buffer = if is_tensor(ctx, t) {
                    self.buffer(b, operand)?
                } else {
                    operand
                };
                // The cast goes right after the buffer's definition.
                let at = match b.body.value_def(buffer) {
                    ValueDef::Result(d, _) => InsertPoint::After(d),
                    ValueDef::BlockArg(blk, _) => {
                        // After the bridges at the start of the block.
                        let mut at = InsertPoint::Start(blk);
                        for o in b.body.block_ops(blk) {
                            if ctx.op_name_str(b.body.op_name(o)) != "bufferization.to_tensor" {
                                break;
                            }
                            at = InsertPoint::After(o);
                        }
                        at
                    }
                    ValueDef::Placeholder => return Err(Failed),
                };
                let v = if b.body.value_type(buffer) == ty {
                    buffer
                } else {
                    let loc = b.body.value_loc(operand);
                    let mut st = OperationState::new(ctx.op_name("memref.cast"), loc);
                    st.operands.push(buffer);
                    st.result_types.push(ty);
                    let cast = b.body.create_op(st);
                    b.body.insert_op(at, cast);
                    b.body.result(cast, 0)
                };
                b.body.set_operand(pred, range.start + k, v);
            }
        }
        Ok(())
    }

    fn default_memory_space(&self, t: Type) -> Option<Option<Attribute>> {
        self.options.default_memory_space(self.ctx, t)
    }

    fn invocation_count(&self, v: ValueId) -> usize {
        self.stack.iter().filter(|&&x| x == v).count()
    }

    fn replace_op(&mut self, b: &mut OpBuilder<'_>, op: OpId, values: &[ValueId]) {
        let ctx = self.ctx;
        let body = &mut *b.body;
        let results: Vec<ValueId> = body.results(op).collect();
        let loc = body.op_loc(op);
        // Each bridge goes right after the op, so they end up in reverse
        // order of the results, as mlir-opt places them.
        for (&r, &v) in results.iter().zip(values) {
            let t = body.value_type(r);
            let replacement = if is_tensor(ctx, t) && !is_tensor(ctx, body.value_type(v)) {
                create_to_tensor(ctx, body, InsertPoint::After(op), loc, v, t)
            } else {
                v
            };
            body.replace_all_uses_with(r, replacement);
        }
        body.erase_op(op);
    }

    fn allocate(
        &mut self,
        b: &mut OpBuilder<'_>,
        loc: Location,
        ty: Type,
        dynamic_sizes: &[ValueId],
    ) -> Result<ValueId, Failed> {
        let ctx = self.ctx;
        let mut st = OperationState::new(ctx.op_name("memref.alloc"), loc);
        st.operands = dynamic_sizes.to_vec();
        st.result_types.push(ty);
        st.properties = Some(ctx.dictionary_attr(&[
            (
                ctx.ident("alignment"),
                ctx.integer_attr(ctx.i64(), self.options.buffer_alignment as i64),
            ),
            (
                ctx.ident("operandSegmentSizes"),
                strata_dialect_utils::attrs::dense_i32_array(ctx, &[dynamic_sizes.len() as i32, 0]),
            ),
        ]));
        let op = b.create(st);
        Ok(b.body.result(op, 0))
    }

    fn copy(&mut self, b: &mut OpBuilder<'_>, loc: Location, from: ValueId, to: ValueId) {
        let mut st = OperationState::new(self.ctx.op_name("memref.copy"), loc);
        st.operands = vec![from, to];
        b.create(st);
    }

    fn constant_buffer(
        &mut self,
        b: &mut OpBuilder<'_>,
        loc: Location,
        value: Attribute,
        ty: Type,
    ) -> Result<ValueId, Failed> {
        let ctx = self.ctx;
        let name = self.globals.name_for(ctx, value, ty);
        let mut st = OperationState::new(ctx.op_name("memref.get_global"), loc);
        st.result_types.push(ty);
        st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("name"), ctx.flat_symbol_ref_attr(&name))]));
        let op = b.create(st);
        Ok(b.body.result(op, 0))
    }

    fn cast_buffer(&mut self, b: &mut OpBuilder<'_>, loc: Location, v: ValueId, ty: Type) -> ValueId {
        if b.body.value_type(v) == ty {
            return v;
        }
        let mut st = OperationState::new(self.ctx.op_name("memref.cast"), loc);
        st.operands.push(v);
        st.result_types.push(ty);
        let op = b.create(st);
        b.body.result(op, 0)
    }
}

impl Driver<'_, '_> {
    /// The buffer type of argument `k` (of tensor type `t`) of `block`,
    /// not an entry block: that of the operands branches pass to it, or
    /// the fully dynamic layout when they differ (MLIR's
    /// `OpWithUnstructuredControlFlowBufferizableOpInterfaceExternalModel`).
    /// Operands whose type is being computed (a loop) are skipped.
    fn block_arg_buffer_type(
        &mut self,
        b: &OpBuilder<'_>,
        block: strata_ir::BlockId,
        k: usize,
        t: Type,
    ) -> Result<Type, Failed> {
        let ctx = self.ctx;
        let body = &*b.body;
        let preds: Vec<(OpId, usize)> = body.predecessors(block).collect();
        let mut found: Option<Type> = None;
        let parent = body.block_region(block).and_then(|r| body.region_parent_op(r));
        for (pred, s) in preds {
            let Some(range) = strata_ir::interfaces::successor_operands(OpRef::new(ctx, body, pred), s)
            else {
                continue;
            };
            let Some(operand) = body.operands(pred).nth(range.start + k) else {
                continue;
            };
            if self.stack.contains(&operand) {
                continue;
            }
            let ot = body.value_type(operand);
            let ty = if is_tensor(ctx, ot) {
                self.buffer_type(b, operand)?
            } else {
                ot
            };
            match found {
                None => found = Some(ty),
                Some(f) if f == ty => {}
                Some(f) => {
                    if memory_space(ctx, f) != memory_space(ctx, ty) {
                        return Err(self.block_error(
                            body,
                            parent,
                            "incoming operands of block argument have inconsistent memory spaces",
                        ));
                    }
                    found = Some(memref_type(
                        ctx,
                        t,
                        LayoutMapOption::FullyDynamic,
                        memory_space(ctx, f),
                    ));
                }
            }
        }
        if found.is_none() {
            // Reached through a cycle of blocks whose operands are all
            // being computed: the fully dynamic layout stands for it
            // there; the outermost computation decides.
            if self.stack.len() > 1 {
                return Ok(memref_type(ctx, t, LayoutMapOption::FullyDynamic, None));
            }
        }
        found.ok_or_else(|| self.block_error(body, parent, "could not infer buffer type of block argument"))
    }

    /// Reports `message` on the op owning a block's region: the function
    /// (through `function_error`) when the region is the body's.
    fn block_error(&mut self, body: &Body, parent: Option<OpId>, message: &'static str) -> Failed {
        match parent {
            Some(p) => OpRef::new(self.ctx, body, p).emit_op_error(message),
            None => {
                self.function_error = Some(message);
                Failed
            }
        }
    }

    /// [`BufferizationState::buffer_type`], under the invocation stack.
    fn compute_buffer_type(&mut self, b: &OpBuilder<'_>, v: ValueId) -> Result<Type, Failed> {
        let ctx = self.ctx;
        let body = &*b.body;
        let t = body.value_type(v);
        if !is_tensor(ctx, t) {
            return Ok(t);
        }
        check_element_type(ctx, body, v)?;
        match body.value_def(v) {
            ValueDef::Result(def, _) => {
                let name = ctx.op_name_str(body.op_name(def));
                if name == "bufferization.to_tensor" {
                    if let Some(m) = body.operands(def).next() {
                        return Ok(body.value_type(m));
                    }
                }
                let r = OpRef::new(ctx, body, def);
                let Some(iface) = self.options.filter.iface(r) else {
                    // A buffer of unknown origin is in the default memory
                    // space.
                    let Some(space) = self.default_memory_space(t) else {
                        return Err(r.emit_error("could not infer memory space"));
                    };
                    return Ok(memref_type(ctx, t, self.options.unknown_type_conversion, space));
                };
                if let Some(hook) = iface.buffer_type {
                    return hook(b, self, def, v);
                }
                // The buffer of an aliasing operand, else a new identity buffer.
                for (k, operand) in r.operands().enumerate() {
                    if aliasing_values(&self.options.filter, r, k)
                        .iter()
                        .any(|a| a.value == v)
                        && is_tensor(ctx, body.value_type(operand))
                    {
                        return self.buffer_type(b, operand);
                    }
                }
                // A new buffer whose op does not say: the unknown-type layout.
                let Some(space) = self.default_memory_space(t) else {
                    return Err(r.emit_error("could not infer memory space"));
                };
                Ok(memref_type(ctx, t, self.options.unknown_type_conversion, space))
            }
            ValueDef::BlockArg(block, k) => {
                let region = body.block_region(block);
                let in_root = region.is_some_and(|r| body.root_regions().contains(&r));
                let is_entry = region.and_then(|r| body.region_entry(r)) == Some(block);
                // A function's blocks are the function's when it bufferizes
                // (with function boundaries), else arguments of unknown
                // origin.
                // Without a default memory space there, the default one.
                let space = self.default_memory_space(t).unwrap_or(None);
                if in_root && (is_entry || !self.options.bufferize_function_boundaries) {
                    return Ok(memref_type(ctx, t, self.options.unknown_type_conversion, space));
                }
                if !is_entry {
                    return self.block_arg_buffer_type(b, block, k as usize, t);
                }
                // A region argument: its op decides.
                if let Some(parent) = body.block_parent_op(block) {
                    let r = OpRef::new(ctx, body, parent);
                    if let Some(hook) = self.options.filter.iface(r).and_then(|i| i.buffer_type) {
                        return hook(b, self, parent, v);
                    }
                }
                Ok(memref_type(ctx, t, LayoutMapOption::Identity, space))
            }
            ValueDef::Placeholder => Err(Failed),
        }
    }
}

impl Driver<'_, '_> {
    /// `v` as memref type `ty` across a function boundary: a cast when it
    /// cannot fail at run time, else a new buffer and a copy (MLIR's
    /// `castOrReallocMemRefValue`).
    fn cast_or_realloc(&mut self, b: &mut OpBuilder<'_>, loc: Location, v: ValueId, ty: Type) -> ValueId {
        let ctx = self.ctx;
        let from = b.body.value_type(v);
        if from == ty || guaranteed_cast_compatible(ctx, from, ty) {
            return self.cast_buffer(b, loc, v, ty);
        }
        let (Some(src), Some(dst)) = (
            strata_dialect_memref::layout::memref_parts(ctx, from),
            strata_dialect_memref::layout::memref_parts(ctx, ty),
        ) else {
            return self.cast_buffer(b, loc, v, ty);
        };
        if src.shape.len() != dst.shape.len() {
            return self.cast_buffer(b, loc, v, ty);
        }
        // The new buffer's dynamic sizes are those of the source.
        let mut sizes = Vec::new();
        for (d, &n) in dst.shape.iter().enumerate() {
            if n == DYNAMIC {
                let c = index_constant_at(b, loc, d as i64);
                let mut st = OperationState::new(ctx.op_name("memref.dim"), loc);
                st.operands = vec![v, c];
                st.result_types.push(ctx.index_type());
                let dim = b.create(st);
                sizes.push(b.body.result(dim, 0));
            }
        }
        match self.allocate(b, loc, ty, &sizes) {
            Ok(alloc) => {
                self.copy(b, loc, v, alloc);
                alloc
            }
            Err(_) => self.cast_buffer(b, loc, v, ty),
        }
    }
}

/// Registers the `bufferization` dialect's passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(TestTensorCopyInsertion::default()));
    registry.register(|| Box::new(OneShotBufferize::default()));
    registry.register(|| Box::new(empty_tensor_elimination::EliminateEmptyTensors));
    registry.register(|| Box::new(buffer_results_to_out_params::BufferResultsToOutParams::default()));
    registry.register(|| Box::new(drop_equivalent_buffer_results::DropEquivalentBufferResults));
    registry.register(|| Box::new(lower_deallocations::LowerDeallocations));
    registry.register(|| Box::new(to_memref::ConvertBufferizationToMemRef));
    registry.register(|| Box::new(dealloc_simplification::BufferDeallocationSimplification));
    registry.register(|| Box::new(optimize_allocation_liveness::OptimizeAllocationLiveness));
    registry.register(|| Box::new(buffer_loop_hoisting::BufferLoopHoisting));
    registry.register(|| Box::new(buffer_hoisting::BufferHoisting));
    registry.register(|| Box::new(promote_buffers_to_stack::PromoteBuffersToStack::default()));
    registry.register(|| Box::new(ownership_deallocation::OwnershipBasedBufferDeallocation::default()));
    registry.register(|| Box::new(ownership_deallocation::BufferDeallocationPipeline::default()));
    registry.register(|| Box::new(expand_realloc::ExpandRealloc::default()));
}
