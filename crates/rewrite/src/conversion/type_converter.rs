//! [`TypeConverter`]: ordered type conversion callbacks with caching,
//! signature conversion and materializations (MLIR's `TypeConverter`).

use std::sync::RwLock;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::{
    BlockId, Body, Context, Failed, InsertPoint, Location, LogicalResult, OpId, OpRef, OperationState,
    RegionId, Type, ValueId,
};

/// The types a type converts to (empty: the type is removed).
pub type Types = SmallVec<[Type; 1]>;

/// What one conversion callback says about a type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeConversion {
    /// The callback does not apply; try the next one.
    Pass,
    /// The type cannot be converted (no further callback is tried).
    Fail,
    /// The type converts to these types (1:1, 1:N, or removal when empty).
    To(Types),
}

type ConversionFn = Box<dyn Fn(&Context, Type) -> TypeConversion + Send + Sync>;

/// Builds the IR of a materialization: creates ops at a fixed insertion
/// point of a body.
pub struct MaterializationBuilder<'a> {
    /// The context the IR lives in.
    pub ctx: &'a Context,
    body: &'a mut Body,
    point: InsertPoint,
    created: Vec<OpId>,
}

impl<'a> MaterializationBuilder<'a> {
    /// A builder creating ops in `body` at `point`.
    pub fn new(ctx: &'a Context, body: &'a mut Body, point: InsertPoint) -> Self {
        MaterializationBuilder {
            ctx,
            body,
            point,
            created: Vec::new(),
        }
    }

    /// The body ops are created in, for reading.
    pub fn body(&self) -> &Body {
        self.body
    }

    /// Creates an op at the insertion point; the next op goes after it.
    pub fn create(&mut self, mut state: OperationState) -> OpId {
        state.populate_default_properties(self.ctx);
        let op = self.body.create_op(state);
        self.body.insert_op(self.point, op);
        self.point = InsertPoint::After(op);
        self.created.push(op);
        op
    }

    /// An empty detached region for an op about to be created.
    pub fn create_region(&mut self) -> RegionId {
        self.body.create_region()
    }

    pub(crate) fn into_created(self) -> Vec<OpId> {
        self.created
    }
}

/// A source materialization: builds a value of `ty` from `inputs` (values
/// of converted types) or returns `None` to let the next callback try.
pub type SourceMaterializationFn =
    Box<dyn Fn(&mut MaterializationBuilder<'_>, Type, &[ValueId], Location) -> Option<ValueId> + Send + Sync>;

/// A target materialization: builds values of `types` from `inputs`, given
/// the original type when known, or returns `None`.
pub type TargetMaterializationFn = Box<
    dyn Fn(
            &mut MaterializationBuilder<'_>,
            &[Type],
            &[ValueId],
            Location,
            Option<Type>,
        ) -> Option<Vec<ValueId>>
        + Send
        + Sync,
>;

/// How each input of a signature is remapped (MLIR's
/// `SignatureConversion::InputMapping`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputMapping {
    /// To `size` new inputs starting at `input_no`.
    Inputs {
        /// The position of the first new input.
        input_no: usize,
        /// The number of new inputs.
        size: usize,
    },
    /// To existing values (the input is dropped from the new signature).
    Values(SmallVec<[ValueId; 1]>),
}

/// The conversion of a signature (block arguments or function inputs):
/// the new input types and, per original input, its mapping (MLIR's
/// `SignatureConversion`). An original input without a mapping is dropped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SignatureConversion {
    remapped: Vec<Option<InputMapping>>,
    arg_types: Vec<Type>,
    /// Per original input, the type its uses see its new inputs converted
    /// to first, if any.
    through: Vec<Option<Type>>,
}

impl SignatureConversion {
    /// A conversion of a signature with `num_orig_inputs` inputs, none
    /// remapped yet.
    pub fn new(num_orig_inputs: usize) -> SignatureConversion {
        SignatureConversion {
            remapped: vec![None; num_orig_inputs],
            arg_types: Vec::new(),
            through: vec![None; num_orig_inputs],
        }
    }

    /// The input types of the new signature.
    pub fn converted_types(&self) -> &[Type] {
        &self.arg_types
    }

    /// The number of inputs of the original signature.
    pub fn num_orig_inputs(&self) -> usize {
        self.remapped.len()
    }

    /// How original input `input` is remapped; `None` if it is dropped.
    pub fn input_mapping(&self, input: usize) -> Option<&InputMapping> {
        self.remapped[input].as_ref()
    }

    /// Remaps original input `orig` to new inputs of `types`, appended to
    /// the new signature.
    pub fn add_inputs_for(&mut self, orig: usize, types: &[Type]) {
        assert!(self.remapped[orig].is_none(), "input remapped twice");
        self.remapped[orig] = Some(InputMapping::Inputs {
            input_no: self.arg_types.len(),
            size: types.len(),
        });
        self.arg_types.extend_from_slice(types);
    }

    /// Appends new inputs that remap no original input.
    pub fn add_inputs(&mut self, types: &[Type]) {
        self.arg_types.extend_from_slice(types);
    }

    /// Has the uses of original input `orig` see its new inputs through
    /// one value of type `ty` (a target materialization, made after the
    /// other inputs' materializations, then a source one back to the
    /// original type), so that the conversions of those uses to `ty` share
    /// it: MLIR builds the descriptor of a memref passed as a bare pointer
    /// once this way.
    pub fn materialize_through(&mut self, orig: usize, ty: Type) {
        self.through[orig] = Some(ty);
    }

    /// The type set by `materialize_through` for original input `input`.
    pub fn through(&self, input: usize) -> Option<Type> {
        self.through.get(input).copied().flatten()
    }

    /// Replaces original input `orig` by existing values; it is dropped
    /// from the new signature.
    pub fn remap_input(&mut self, orig: usize, values: &[ValueId]) {
        assert!(self.remapped[orig].is_none(), "input remapped twice");
        self.remapped[orig] = Some(InputMapping::Values(values.iter().copied().collect()));
    }
}

/// Converts types through an ordered list of callbacks, the most recently
/// added first; results are cached. Materializations turn values of
/// converted types back into the original type (source) or values into
/// converted types (target).
#[derive(Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    source_materializations: Vec<SourceMaterializationFn>,
    target_materializations: Vec<TargetMaterializationFn>,
    cache: RwLock<FxHashMap<Type, Option<Types>>>,
}

impl TypeConverter {
    /// A converter with no conversion (every type fails to convert) and no
    /// materialization.
    pub fn new() -> TypeConverter {
        TypeConverter::default()
    }

    /// Adds a general conversion callback (1:1, 1:N, removal, failure or
    /// pass). Later callbacks are tried first.
    pub fn add_conversion_fn(
        &mut self,
        f: impl Fn(&Context, Type) -> TypeConversion + Send + Sync + 'static,
    ) {
        self.conversions.push(Box::new(f));
        self.cache.get_mut().unwrap_or_else(|e| e.into_inner()).clear();
    }

    /// Adds a 1:1 conversion callback; `None` passes to the next callback.
    pub fn add_conversion(&mut self, f: impl Fn(&Context, Type) -> Option<Type> + Send + Sync + 'static) {
        self.add_conversion_fn(move |ctx, t| match f(ctx, t) {
            Some(t) => TypeConversion::To(smallvec::smallvec![t]),
            None => TypeConversion::Pass,
        });
    }

    /// Adds the conversion that keeps every type as it is (usually the
    /// first one added, so that it is tried last).
    pub fn add_identity_conversion(&mut self) {
        self.add_conversion(|_, t| Some(t));
    }

    /// Adds a source materialization; later ones are tried first.
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut MaterializationBuilder<'_>, Type, &[ValueId], Location) -> Option<ValueId>
            + Send
            + Sync
            + 'static,
    ) {
        self.source_materializations.push(Box::new(f));
    }

    /// Adds a target materialization; later ones are tried first.
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(
                &mut MaterializationBuilder<'_>,
                &[Type],
                &[ValueId],
                Location,
                Option<Type>,
            ) -> Option<Vec<ValueId>>
            + Send
            + Sync
            + 'static,
    ) {
        self.target_materializations.push(Box::new(f));
    }

    /// Adds source and target materializations that build
    /// `builtin.unrealized_conversion_cast` ops, for conversions whose
    /// casts are reconciled later (e.g. by `reconcile-unrealized-casts`).
    pub fn add_unrealized_cast_materializations(&mut self) {
        self.add_source_materialization(|b, ty, inputs, loc| {
            let op = b.create(cast_state(b.ctx, inputs, &[ty], loc));
            Some(b.body().result(op, 0))
        });
        self.add_target_materialization(|b, types, inputs, loc, _| {
            let op = b.create(cast_state(b.ctx, inputs, types, loc));
            Some(b.body().results(op).collect())
        });
    }

    /// Converts `t`: `None` if it cannot be converted.
    pub fn convert_type_n(&self, ctx: &Context, t: Type) -> Option<Types> {
        if let Some(r) = self.cache.read().unwrap_or_else(|e| e.into_inner()).get(&t) {
            return r.clone();
        }
        let mut result = None;
        for f in self.conversions.iter().rev() {
            match f(ctx, t) {
                TypeConversion::Pass => continue,
                TypeConversion::Fail => break,
                TypeConversion::To(types) => {
                    result = Some(types);
                    break;
                }
            }
        }
        self.cache
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(t, result.clone());
        result
    }

    /// Converts `t` to exactly one type.
    pub fn convert_type(&self, ctx: &Context, t: Type) -> Option<Type> {
        match self.convert_type_n(ctx, t)?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Converts every type of `types`, concatenating the results.
    pub fn convert_types(&self, ctx: &Context, types: impl IntoIterator<Item = Type>) -> Option<Vec<Type>> {
        let mut out = Vec::new();
        for t in types {
            out.extend(self.convert_type_n(ctx, t)?);
        }
        Some(out)
    }

    /// Whether `t` converts to itself.
    pub fn is_legal(&self, ctx: &Context, t: Type) -> bool {
        self.convert_type_n(ctx, t).is_some_and(|r| r.as_slice() == [t])
    }

    /// Whether every type of `types` converts to itself.
    pub fn are_legal(&self, ctx: &Context, types: impl IntoIterator<Item = Type>) -> bool {
        types.into_iter().all(|t| self.is_legal(ctx, t))
    }

    /// Whether `op`'s operand and result types are legal.
    pub fn is_legal_op(&self, op: OpRef<'_>) -> bool {
        self.are_legal(op.ctx, op.operand_types()) && self.are_legal(op.ctx, op.result_types())
    }

    /// Whether the argument types of every block of `region` are legal.
    pub fn is_region_legal(&self, ctx: &Context, body: &Body, region: RegionId) -> bool {
        body.region_blocks(region).all(|b| {
            body.block_args(b)
                .iter()
                .all(|&a| self.is_legal(ctx, body.value_type(a)))
        })
    }

    /// Whether the inputs and results of function type `t` are legal.
    pub fn is_signature_legal(&self, ctx: &Context, t: Type) -> bool {
        match ctx.function_type_parts(t) {
            Some((inputs, results)) => {
                self.are_legal(ctx, inputs.iter().copied()) && self.are_legal(ctx, results.iter().copied())
            }
            None => false,
        }
    }

    /// Converts input `input_no` of type `t` into `conv`.
    pub fn convert_signature_arg(
        &self,
        ctx: &Context,
        input_no: usize,
        t: Type,
        conv: &mut SignatureConversion,
    ) -> LogicalResult {
        let types = self.convert_type_n(ctx, t).ok_or(Failed)?;
        if !types.is_empty() {
            conv.add_inputs_for(input_no, &types);
        }
        Ok(())
    }

    /// Converts the inputs `types` (original inputs `offset..`) into `conv`.
    pub fn convert_signature_args(
        &self,
        ctx: &Context,
        types: &[Type],
        conv: &mut SignatureConversion,
        offset: usize,
    ) -> LogicalResult {
        for (i, &t) in types.iter().enumerate() {
            self.convert_signature_arg(ctx, offset + i, t, conv)?;
        }
        Ok(())
    }

    /// The conversion of `block`'s argument types, if they all convert.
    pub fn convert_block_signature(
        &self,
        ctx: &Context,
        body: &Body,
        block: BlockId,
    ) -> Option<SignatureConversion> {
        let args = body.block_args(block);
        let mut conv = SignatureConversion::new(args.len());
        let types: Vec<Type> = args.iter().map(|&a| body.value_type(a)).collect();
        self.convert_signature_args(ctx, &types, &mut conv, 0).ok()?;
        Some(conv)
    }

    /// Runs the source materializations (most recent first) until one
    /// builds a value.
    pub fn materialize_source(
        &self,
        b: &mut MaterializationBuilder<'_>,
        ty: Type,
        inputs: &[ValueId],
        loc: Location,
    ) -> Option<ValueId> {
        self.source_materializations
            .iter()
            .rev()
            .find_map(|f| f(b, ty, inputs, loc))
    }

    /// Runs the target materializations (most recent first) until one
    /// builds values of `types`.
    pub fn materialize_target(
        &self,
        b: &mut MaterializationBuilder<'_>,
        types: &[Type],
        inputs: &[ValueId],
        loc: Location,
        original: Option<Type>,
    ) -> Option<Vec<ValueId>> {
        self.target_materializations
            .iter()
            .rev()
            .find_map(|f| f(b, types, inputs, loc, original).filter(|v| v.len() == types.len()))
    }
}

/// The state of a `builtin.unrealized_conversion_cast` from `inputs` to
/// `types`.
pub fn cast_state(ctx: &Context, inputs: &[ValueId], types: &[Type], loc: Location) -> OperationState {
    let mut st = OperationState::new(ctx.op_name(strata_ir::builtin::UNREALIZED_CONVERSION_CAST), loc);
    st.operands = inputs.to_vec();
    st.result_types = types.to_vec();
    st
}
