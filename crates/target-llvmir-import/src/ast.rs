//! The parsed form of an LLVM IR module: what the text says, with names
//! still unresolved.

use crate::lexer::Pos;

/// An LLVM type.
#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    /// `void`.
    Void,
    /// `iN`.
    Int(u32),
    /// `half`, `bfloat`, `float`, `double`, `fp128`, `x86_fp80`, `ppc_fp128`.
    Float(&'static str),
    /// `x86_amx`.
    X86Amx,
    /// `ptr addrspace(N)`.
    Ptr(u32),
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// `token`.
    Token,
    /// `<N x T>` / `<vscale x N x T>`.
    Vector {
        /// Whether the vector is scalable.
        scalable: bool,
        /// The (minimum) number of elements.
        len: u64,
        /// The element type.
        elem: Box<Type>,
    },
    /// `[N x T]`.
    Array(u64, Box<Type>),
    /// `{...}` / `<{...}>`.
    Struct {
        /// Whether the struct is packed.
        packed: bool,
        /// The field types.
        fields: Vec<Type>,
    },
    /// `%name`: an identified struct.
    Named(String),
    /// `ret (params)`.
    Func {
        /// The result type.
        ret: Box<Type>,
        /// The parameter types.
        params: Vec<Type>,
        /// Whether the function is variadic.
        vararg: bool,
    },
    /// `target("name", types..., ints...)`.
    TargetExt {
        /// The target type's name.
        name: String,
        /// The type parameters.
        types: Vec<Type>,
        /// The integer parameters.
        ints: Vec<u64>,
    },
}

/// A typed value.
#[derive(Clone, Debug, PartialEq)]
pub struct TypedValue {
    /// The type.
    pub ty: Type,
    /// The value.
    pub value: Value,
}

/// A value: a name, or a constant.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `%name`.
    Local(String),
    /// `@name`.
    Global(String),
    /// An integer literal (as written).
    Int(String),
    /// A floating-point literal (as written).
    Float(String),
    /// `true` / `false`.
    Bool(bool),
    /// `null`.
    Null,
    /// `none`.
    None,
    /// `undef`.
    Undef,
    /// `poison`.
    Poison,
    /// `zeroinitializer`.
    Zero,
    /// `{...}` / `<{...}>`.
    Struct(Vec<TypedValue>),
    /// `[...]`.
    Array(Vec<TypedValue>),
    /// `<...>`.
    Vector(Vec<TypedValue>),
    /// `c"..."`.
    CString(Vec<u8>),
    /// A constant expression.
    Expr(Box<ConstExpr>),
    /// `dso_local_equivalent @f`.
    DsoLocalEquivalent(String),
    /// `blockaddress(@f, %bb)`.
    BlockAddress(String, String),
    /// `asm [sideeffect] [alignstack] [inteldialect] "asm", "constraints"`.
    InlineAsm {
        /// `sideeffect`.
        side_effects: bool,
        /// `alignstack`.
        align_stack: bool,
        /// `inteldialect`.
        intel: bool,
        /// The assembly.
        asm: Vec<u8>,
        /// The constraints.
        constraints: Vec<u8>,
    },
    /// A metadata operand of a call (`metadata !0`, `metadata ptr %x`).
    Metadata(Box<MdOperand>),
}

/// A constant expression: `opcode flags (operands) [to type]`.
#[derive(Clone, Debug, PartialEq)]
pub struct ConstExpr {
    /// The opcode (`getelementptr`, `bitcast`...).
    pub opcode: String,
    /// Flags (`inbounds`, `nuw`...).
    pub flags: Vec<String>,
    /// The source element type of a `getelementptr`.
    pub elem_ty: Option<Type>,
    /// The operands.
    pub operands: Vec<TypedValue>,
    /// The destination type of a cast.
    pub to: Option<Type>,
}

/// An attribute of a function, parameter or call.
#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    /// A keyword attribute, with its parenthesized argument if any
    /// (`nounwind`, `uwtable(sync)`, `memory(read)`), or `align N`.
    Word(String, Option<String>),
    /// A type attribute (`byval(T)`, `sret(T)`, `elementtype(T)`).
    Typed(String, Type),
    /// `"key"` or `"key"="value"`.
    Str(String, Option<String>),
    /// `#N`.
    Group(u32),
}

/// A parameter of a function.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// The type.
    pub ty: Type,
    /// The attributes.
    pub attrs: Vec<Attr>,
    /// The name, if any.
    pub name: Option<String>,
}

/// An instruction.
#[derive(Clone, Debug, Default)]
pub struct Inst {
    /// Where it starts.
    pub pos: Pos,
    /// The name of its result.
    pub result: Option<String>,
    /// The opcode.
    pub opcode: String,
    /// Keyword flags (`nsw`, `fast`, `inbounds`, `volatile`, `tail`...).
    pub flags: Vec<String>,
    /// The main type: the result type of casts, `alloca`, `load`, `phi`,
    /// `va_arg`, `landingpad`; the source element type of `getelementptr`.
    pub ty: Option<Type>,
    /// The value operands in order.
    pub ops: Vec<TypedValue>,
    /// Constant indices (`extractvalue`, `insertvalue`) or the
    /// `shufflevector` mask (-1 for undef/poison).
    pub indices: Vec<i64>,
    /// The predicate of a comparison, the operation of an `atomicrmw`.
    pub pred: Option<String>,
    /// Branch targets (labels), in order.
    pub targets: Vec<String>,
    /// `switch` cases: value and target.
    pub cases: Vec<(TypedValue, String)>,
    /// `phi` incoming values and blocks.
    pub incoming: Vec<(Value, String)>,
    /// `align N`.
    pub align: Option<u64>,
    /// `syncscope("...")`.
    pub syncscope: Option<String>,
    /// Atomic orderings.
    pub orderings: Vec<String>,
    /// The calling convention of a call.
    pub cconv: Option<String>,
    /// The type written before a call's callee (result or function type).
    pub call_ty: Option<Type>,
    /// The callee of a call.
    pub callee: Option<TypedValue>,
    /// Call arguments with their attributes.
    pub args: Vec<(TypedValue, Vec<Attr>)>,
    /// Result attributes of a call.
    pub ret_attrs: Vec<Attr>,
    /// Function attributes of a call.
    pub fn_attrs: Vec<Attr>,
    /// Operand bundles, as written.
    pub bundles: Vec<String>,
    /// `landingpad` clauses: `catch`/`filter` and the value.
    pub clauses: Vec<(String, TypedValue)>,
    /// Metadata attachments (`!dbg !3`), kind and node.
    pub metadata: Vec<(String, String)>,
    /// The local values the instruction uses, with their positions.
    pub locals: Vec<(String, Pos)>,
    /// The debug records (`#dbg_value(...)`) written before it.
    pub records: Vec<DbgRecord>,
}

/// A debug record: `#dbg_value(...)`, `#dbg_declare(...)`,
/// `#dbg_assign(...)`, `#dbg_label(...)`.
#[derive(Clone, Debug)]
pub struct DbgRecord {
    /// Where it starts.
    pub pos: Pos,
    /// The kind after `#dbg_` (`value`, `declare`, `assign`, `label`).
    pub kind: String,
    /// The operands.
    pub ops: Vec<MdOperand>,
}

/// A basic block.
#[derive(Clone, Debug, Default)]
pub struct Block {
    /// The label, if written (numbered blocks are named by number).
    pub name: String,
    /// The instructions.
    pub insts: Vec<Inst>,
}

/// A function declaration or definition.
#[derive(Clone, Debug, Default)]
pub struct Function {
    /// Where its header starts.
    pub pos: Pos,
    /// The name.
    pub name: String,
    /// Linkage, visibility and other keywords before the result type.
    pub keywords: Vec<String>,
    /// The calling convention.
    pub cconv: Option<String>,
    /// Result attributes.
    pub ret_attrs: Vec<Attr>,
    /// The result type.
    pub ret: Option<Type>,
    /// The parameters.
    pub params: Vec<Param>,
    /// Whether it is variadic.
    pub vararg: bool,
    /// `unnamed_addr` / `local_unnamed_addr`.
    pub unnamed_addr: Option<String>,
    /// Function attributes.
    pub attrs: Vec<Attr>,
    /// `section "..."`.
    pub section: Option<String>,
    /// `comdat` / `comdat($c)`.
    pub comdat: Option<String>,
    /// `align N`.
    pub align: Option<u64>,
    /// `gc "name"`.
    pub gc: Option<String>,
    /// `personality T V`.
    pub personality: Option<TypedValue>,
    /// Metadata attachments.
    pub metadata: Vec<(String, String)>,
    /// The blocks of a definition; `None` for a declaration.
    pub blocks: Option<Vec<Block>>,
    /// The block names of a definition in the order LLVM's parser creates
    /// the blocks (the blocks earlier `blockaddress`es name, then each at
    /// its first mention): a block's index is its number, the id of its
    /// `llvm.blocktag`.
    pub block_order: Vec<String>,
}

/// A global variable.
#[derive(Clone, Debug)]
pub struct Global {
    /// Where it starts.
    pub pos: Pos,
    /// The name.
    pub name: String,
    /// Linkage, visibility and other keywords.
    pub keywords: Vec<String>,
    /// `addrspace(N)`.
    pub addrspace: u32,
    /// `constant` rather than `global`.
    pub constant: bool,
    /// The value type.
    pub ty: Type,
    /// The initializer.
    pub init: Option<Value>,
    /// `section "..."`.
    pub section: Option<String>,
    /// `align N`.
    pub align: Option<u64>,
    /// `comdat` / `comdat($c)`.
    pub comdat: Option<String>,
    /// Metadata attachments.
    pub metadata: Vec<(String, String)>,
    /// Attribute groups (`#0`).
    pub attr_groups: Vec<u32>,
}

/// An alias or ifunc.
#[derive(Clone, Debug)]
pub struct Alias {
    /// Where it starts.
    pub pos: Pos,
    /// The name.
    pub name: String,
    /// `ifunc` rather than `alias`.
    pub ifunc: bool,
    /// Linkage, visibility and other keywords.
    pub keywords: Vec<String>,
    /// The value type.
    pub ty: Type,
    /// The aliasee (or resolver).
    pub target: TypedValue,
}

/// A metadata node's operand (only the forms the import reads).
#[derive(Clone, Debug, PartialEq)]
pub enum MdOperand {
    /// `!"string"`.
    String(Vec<u8>),
    /// `!N`.
    Ref(u32),
    /// `T V`.
    Value(TypedValue),
    /// `null`.
    Null,
    /// A nested `!{...}`.
    Node(Vec<MdOperand>),
    /// A specialized node written inline (`!DIExpression()`).
    Special(Box<DiNode>),
    /// A bare field value of a specialized node: an integer, a keyword
    /// (`DW_TAG_member`, `true`) or flags joined by `|`.
    Lit(String),
}

/// A specialized metadata node (`!DILocation(line: 1, scope: !3)`).
#[derive(Clone, Debug, PartialEq)]
pub struct DiNode {
    /// Where it starts.
    pub pos: Pos,
    /// Its kind (`DILocation`).
    pub kind: String,
    /// Whether it is `distinct`.
    pub distinct: bool,
    /// The fields by name; the positional operands of `DIExpression` and
    /// `DIArgList` have empty names.
    pub fields: Vec<(String, MdOperand)>,
}

impl DiNode {
    /// The field `name`, if written.
    pub fn get(&self, name: &str) -> Option<&MdOperand> {
        self.fields.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }
}

/// A module.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// `source_filename = "..."`.
    pub source_filename: Option<String>,
    /// `target datalayout = "..."`.
    pub datalayout: Option<String>,
    /// `target triple = "..."`.
    pub triple: Option<String>,
    /// `module asm "..."` lines.
    pub module_asm: Vec<Vec<u8>>,
    /// Identified struct types in order: name and body (`None`: opaque).
    pub types: Vec<(String, Option<Type>)>,
    /// Globals in order.
    pub globals: Vec<Global>,
    /// Aliases and ifuncs in order.
    pub aliases: Vec<Alias>,
    /// Functions in order.
    pub functions: Vec<Function>,
    /// Comdats: name and selection kind.
    pub comdats: Vec<(String, String)>,
    /// Attribute groups.
    pub attr_groups: Vec<(u32, Vec<Attr>)>,
    /// Named metadata: name and node ids.
    pub named_metadata: Vec<(String, Vec<u32>)>,
    /// Numbered generic metadata nodes (`!{...}`).
    pub metadata: Vec<(u32, Vec<MdOperand>)>,
    /// Numbered specialized metadata nodes (`!DIFile(...)`).
    pub di_nodes: Vec<(u32, DiNode)>,
    /// The `blockaddress` constants: function and block names, in order.
    pub block_addresses: Vec<(String, String)>,
}
