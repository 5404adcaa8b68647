//! A small model of an LLVM IR module: what the translation builds and the
//! writer prints. Values refer to instructions by index, so the writer can
//! number them as LLVM's slot tracker does.

/// An LLVM IR type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// `void`.
    Void,
    /// `iN`, of the given width.
    Int(u32),
    /// `half`.
    Half,
    /// `bfloat`.
    BFloat,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// `x86_fp80`.
    X86Fp80,
    /// `fp128`.
    Fp128,
    /// `ppc_fp128`.
    PpcFp128,
    /// `ptr`, in the given address space (`ptr addrspace(N)` when not 0).
    Ptr(u32),
    /// `[N x ty]`: the element type and the length.
    Array(Box<Ty>, u64),
    /// `<N x ty>` or, scalable, `<vscale x N x ty>`.
    Vector {
        /// Whether the length is a multiple of `vscale`.
        scalable: bool,
        /// The number of elements (per `vscale` when scalable).
        len: u64,
        /// The element type.
        elem: Box<Ty>,
    },
    /// A literal struct (`name` is `None`) or an identified one, printed
    /// by name with its body in the module's type definitions (`body` is
    /// `None` for an opaque struct).
    Struct {
        /// The name of an identified struct, `None` for a literal one.
        name: Option<String>,
        /// Whether the struct is packed (`<{ ... }>`).
        packed: bool,
        /// The field types, `None` for an opaque struct.
        body: Option<Vec<Ty>>,
    },
    /// A function type.
    Func {
        /// The result type.
        ret: Box<Ty>,
        /// The parameter types.
        params: Vec<Ty>,
        /// Whether the function is variadic.
        var_arg: bool,
    },
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// `token`.
    Token,
    /// `target("name", types..., ints...)`: a target extension type
    /// (boxed, to keep `Ty` small).
    TargetExt(Box<TargetExtTy>),
}

/// The parameters of a target extension type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TargetExtTy {
    /// The name.
    pub name: String,
    /// The type parameters.
    pub types: Vec<Ty>,
    /// The integer parameters.
    pub ints: Vec<u32>,
}

impl Ty {
    /// The type `i1`.
    pub fn i1() -> Ty {
        Ty::Int(1)
    }

    /// Whether this is `void`.
    pub fn is_void(&self) -> bool {
        matches!(self, Ty::Void)
    }

    /// Whether this is a floating-point type.
    pub fn is_float(&self) -> bool {
        matches!(
            self,
            Ty::Half | Ty::BFloat | Ty::Float | Ty::Double | Ty::X86Fp80 | Ty::Fp128 | Ty::PpcFp128
        )
    }

    /// The element type of a vector, or the type itself.
    pub fn scalar(&self) -> &Ty {
        match self {
            Ty::Vector { elem, .. } => elem,
            t => t,
        }
    }

    /// The same shape (scalar or vector) with another element type.
    pub fn with_scalar(&self, s: Ty) -> Ty {
        match self {
            Ty::Vector { scalable, len, .. } => Ty::Vector {
                scalable: *scalable,
                len: *len,
                elem: Box::new(s),
            },
            _ => s,
        }
    }
}

/// A constant operand.
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    /// An integer of the given width, sign-extended into an `i128` (wider
    /// integers keep their low 128 bits).
    Int(u32, i128),
    /// A float, by its bit pattern in its own format.
    Float(Ty, u128),
    /// `null` (a pointer).
    Null,
    /// `undef`.
    Undef,
    /// `poison`.
    Poison,
    /// `zeroinitializer`.
    Zero,
    /// Struct, array or vector elements, each with its type.
    Aggregate(Vec<(Ty, Const)>),
    /// A vector whose elements are all this scalar: `splat (i32 1)`.
    Splat(Ty, Box<Const>),
    /// An `i8` array printed as `c"..."`.
    Bytes(Vec<u8>),
    /// `@name`.
    Global(String),
    /// `dso_local_equivalent @name`.
    DsoLocalEquivalent(String),
    /// `blockaddress(@function, %N)`: the address of the block of
    /// `function` that `llvm.blocktag` `tag` marks; `slot` is the block's
    /// number, known once the function is translated.
    BlockAddress {
        /// The function's name, without `@`.
        function: String,
        /// The block tag's id.
        tag: u32,
        /// The block's slot number in the function.
        slot: Option<u32>,
    },
    /// `getelementptr [inbounds] (ty, ptr base, idx...)` and the other
    /// constant expressions, as their printed keyword and typed operands.
    Expr {
        /// The expression's keyword (`getelementptr`, `ptrtoint`, ...).
        opcode: String,
        /// The flags after the keyword, each with a leading space (` inbounds`), or empty.
        flags: String,
        /// The source element type printed before the operands (`getelementptr`'s), if any.
        source_ty: Option<Ty>,
        /// The operands, each with its type.
        operands: Vec<(Ty, Const)>,
        /// The result type of a cast (printed after `to`), if any.
        dest_ty: Option<Ty>,
    },
}

impl Const {
    /// Whether the constant is or contains a `blockaddress`.
    pub fn has_block_address(&self) -> bool {
        match self {
            Const::BlockAddress { .. } => true,
            Const::Aggregate(items) => items.iter().any(|(_, c)| c.has_block_address()),
            Const::Expr { operands, .. } => operands.iter().any(|(_, c)| c.has_block_address()),
            Const::Splat(_, c) => c.has_block_address(),
            _ => false,
        }
    }

    /// Whether the constant is all zero bits (LLVM's `isNullValue` on
    /// aggregates: printed `zeroinitializer`).
    pub fn is_zero(&self) -> bool {
        match self {
            Const::Int(_, v) => *v == 0,
            Const::Float(_, b) => *b == 0,
            Const::Null | Const::Zero => true,
            Const::Aggregate(e) => e.iter().all(|(_, c)| c.is_zero()),
            Const::Splat(_, c) => c.is_zero(),
            Const::Bytes(b) => b.iter().all(|&x| x == 0),
            _ => false,
        }
    }
}

/// An instruction's index in its function.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InstId(pub u32);

/// A basic block's index in its function.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BlockIdx(pub u32);

/// An operand.
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    /// The function argument of the given index.
    Arg(u32),
    /// The result of an instruction.
    Inst(InstId),
    /// A constant.
    Const(Const),
}

/// A piece of an instruction's text.
#[derive(Clone, Debug, PartialEq)]
pub enum Piece {
    /// Literal text.
    Text(String),
    /// An operand, printed by its slot number (or as a constant).
    Val(Val),
    /// A basic block label, printed as `%N`.
    Block(BlockIdx),
    /// A metadata node attached to the instruction, printed as `!N`
    /// (nodes are numbered in order of appearance after the named
    /// metadata's).
    Md(Vec<MdOperand>),
    /// A metadata attachment naming one node (`!N`): a debug info node, a
    /// tuple or a distinct node.
    MdRef(MdOperand),
    /// Call-site function attributes, printed as an attribute group `#N`.
    AttrGroup(Vec<String>),
    /// A constant operand of the given type, printed once the module is
    /// complete (it names blocks by number: `blockaddress`).
    Const(Ty, Const),
}

/// One instruction: its result type (`None` or void: no value) and its
/// text after `%N = `, with operands referenced symbolically.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Inst {
    /// The result type; `None` (or `void`) when the instruction has no value.
    pub result: Option<Ty>,
    /// The instruction's text after `%N = `, in pieces.
    pub pieces: Vec<Piece>,
    /// The `!dbg` location attachment.
    pub dbg: Option<MdOperand>,
    /// A debug record (`#dbg_value(...)`), printed before the instruction
    /// that follows it, without a value or a `!dbg` attachment.
    pub is_record: bool,
    /// Types the instruction names besides its result's (an alloca's
    /// allocated type, a GEP's source element type), for the module's
    /// named struct definitions.
    pub types: Vec<Ty>,
}

/// A basic block: its instructions in order. The predecessor comment is
/// computed from the terminators' `Piece::Block` references in
/// `branch_order` (the order the branches were created in).
#[derive(Clone, Debug, Default)]
pub struct Block {
    /// The block's instructions, in order.
    pub insts: Vec<InstId>,
}

/// The module's linkage names, printed before a global's or function's
/// type (`external` prints nothing).
pub fn linkage_prefix(linkage: &str) -> &'static str {
    match linkage {
        "private" => "private ",
        "internal" => "internal ",
        "available_externally" => "available_externally ",
        "linkonce" => "linkonce ",
        "weak" => "weak ",
        "common" => "common ",
        "appending" => "appending ",
        "extern_weak" => "extern_weak ",
        "linkonce_odr" => "linkonce_odr ",
        "weak_odr" => "weak_odr ",
        _ => "",
    }
}

/// A global variable.
#[derive(Clone, Debug, Default)]
pub struct Global {
    /// The name, without `@`.
    pub name: String,
    /// The linkage name (empty or `external`: external linkage).
    pub linkage: String,
    /// Whether the global is `dso_local` (printed only when not implied).
    pub dso_local: bool,
    /// `hidden` or `protected`, or empty for the default visibility.
    pub visibility: String,
    /// Whether the global is `thread_local`.
    pub thread_local: bool,
    /// `unnamed_addr` or `local_unnamed_addr`, or empty.
    pub unnamed_addr: String,
    /// The address space (printed when not 0).
    pub addr_space: u32,
    /// Whether the global is `externally_initialized`.
    pub externally_initialized: bool,
    /// Whether the global is a `constant` rather than a `global`.
    pub constant: bool,
    /// The value type (`None`: `void`).
    pub ty: Option<Ty>,
    /// The initializer, `None` for an external declaration.
    pub init: Option<Const>,
    /// The section, if any.
    pub section: Option<String>,
    /// The comdat: selector name and kind.
    pub comdat: Option<(String, String)>,
    /// The alignment in bytes, if any.
    pub alignment: Option<u64>,
    /// The `!dbg` attachments (`!DIGlobalVariableExpression`s).
    pub dbg: Vec<MdOperand>,
    /// Target-specific attributes, printed as an attribute group `#N`.
    pub attrs: Vec<String>,
}

/// An alias (`@a = alias i32, ptr @g`) or an ifunc (`@f = ifunc void (),
/// ptr @resolver`).
#[derive(Clone, Debug)]
pub struct Alias {
    /// The name, without `@`.
    pub name: String,
    /// `alias` or `ifunc`.
    pub kind: &'static str,
    /// The linkage name (empty or `external`: external linkage).
    pub linkage: String,
    /// Whether the alias is `dso_local` (printed only when not implied).
    pub dso_local: bool,
    /// `hidden` or `protected`, or empty for the default visibility.
    pub visibility: String,
    /// Whether the alias is `thread_local`.
    pub thread_local: bool,
    /// `unnamed_addr` or `local_unnamed_addr`, or empty.
    pub unnamed_addr: String,
    /// The value type of an alias, the function type of an ifunc.
    pub ty: Ty,
    /// The aliasee or resolver, with its type.
    pub target: (Ty, Const),
}

/// A function: declaration (no blocks) or definition.
#[derive(Clone, Debug, Default)]
pub struct Function {
    /// The name, without `@`.
    pub name: String,
    /// The linkage name (empty or `external`: external linkage).
    pub linkage: String,
    /// Whether the function is `dso_local` (printed only when not implied).
    pub dso_local: bool,
    /// `hidden` or `protected`, or empty for the default visibility.
    pub visibility: String,
    /// The calling convention keyword (`fastcc`, ...), or empty for C's.
    pub cconv: String,
    /// The result type (`None`: `void`).
    pub ret: Option<Ty>,
    /// The result attributes, or empty.
    pub ret_attrs: String,
    /// The parameters: each type with its attributes (or empty).
    pub params: Vec<(Ty, String)>,
    /// Whether the function is variadic.
    pub var_arg: bool,
    /// `unnamed_addr` or `local_unnamed_addr`, or empty.
    pub unnamed_addr: String,
    /// Function attributes, printed as an attribute group `#N` (with the
    /// `; Function Attrs:` comment for those that are not strings).
    pub attrs: Vec<String>,
    /// The section, if any.
    pub section: Option<String>,
    /// The alignment in bytes, if any.
    pub alignment: Option<u64>,
    /// The garbage collector name, if any.
    pub gc: Option<String>,
    /// `personality ptr @name`.
    pub personality: Option<String>,
    /// The comdat: selector name and kind.
    pub comdat: Option<(String, String)>,
    /// The instructions, indexed by [`InstId`].
    pub insts: Vec<Inst>,
    /// The basic blocks, indexed by [`BlockIdx`], the entry block first.
    pub blocks: Vec<Block>,
    /// Terminator instructions in the order they were created; their
    /// block references give the `; preds =` comments.
    pub branch_order: Vec<(BlockIdx, InstId)>,
    /// The `!dbg` attachment: the function's `!DISubprogram`.
    pub dbg: Option<MdOperand>,
    /// The other metadata attachments (`!prof`, ...): each kind with its
    /// tuple, in LLVM's order of kinds.
    pub md: Vec<(&'static str, Vec<MdOperand>)>,
}

impl Function {
    /// Whether the function has no body.
    pub fn is_declaration(&self) -> bool {
        self.blocks.is_empty()
    }

    /// Appends `inst` to `block`, returning its id.
    pub fn push(&mut self, block: BlockIdx, inst: Inst) -> InstId {
        let id = InstId(self.insts.len() as u32);
        self.insts.push(inst);
        self.blocks[block.0 as usize].insts.push(id);
        id
    }
}

/// A named metadata node's operands, each a list of typed constants or
/// strings (`!{i32 2, !"Debug Info Version", i32 3}`).
#[derive(Clone, Debug, PartialEq)]
pub enum MdOperand {
    /// A typed constant.
    Const(Ty, Box<Const>),
    /// A metadata string (`!"..."`).
    String(String),
    /// A reference to another node by number.
    Node(usize),
    /// A node of its own (uniqued by contents), numbered after the node
    /// that first refers to it, as LLVM numbers the nodes an instruction's
    /// attachment reaches.
    Nested(Vec<MdOperand>),
    /// A specialized debug info node: an index in [`Module::di`].
    Di(usize),
    /// `null`.
    Null,
    /// A distinct node (`distinct !{...}`), by an id unique in the
    /// module: its first operand itself when `self_ref` (`distinct !{!N,
    /// ...}`, as alias scopes and anonymous TBAA roots are), then `ops`.
    Distinct {
        /// The node's id.
        id: u32,
        /// Whether the node names itself first.
        self_ref: bool,
        /// The other operands.
        ops: Vec<MdOperand>,
    },
}

/// A field of a debug info node as printed: text, or a node reference.
#[derive(Clone, Debug, PartialEq)]
pub enum DiField {
    /// Printed as is (`32`, `"name"`, `DW_ATE_signed`, `null`).
    Text(String),
    /// A reference to a node, printed `!N`.
    Md(MdOperand),
}

/// A specialized debug info node: `[distinct ]!DIKind(field: value, ...)`.
#[derive(Clone, Debug, PartialEq)]
pub struct DiNode {
    /// The node kind (`DICompileUnit`, `DILocation`, ...).
    pub kind: &'static str,
    /// Whether the node is `distinct`.
    pub distinct: bool,
    /// The printed fields, in LLVM's order, defaults left out.
    pub fields: Vec<(&'static str, DiField)>,
    /// The nodes it refers to in LLVM's operand order, in which the
    /// writer numbers the nodes it reaches.
    pub operands: Vec<MdOperand>,
}

/// A module.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// The module's identifier (the `; ModuleID` comment).
    pub id: String,
    /// The `source_filename`.
    pub source_filename: String,
    /// The `target datalayout` string, if any.
    pub data_layout: Option<String>,
    /// The `target triple`, if any.
    pub target_triple: Option<String>,
    /// The lines of module-level inline assembly (`module asm "..."`).
    pub module_asm: Vec<String>,
    /// The global variables, in order.
    pub globals: Vec<Global>,
    /// The aliases, in order.
    pub aliases: Vec<Alias>,
    /// The ifuncs, in order.
    pub ifuncs: Vec<Alias>,
    /// The functions, declarations included, in order.
    pub functions: Vec<Function>,
    /// Named metadata: name and the nodes it lists, each node a tuple of
    /// operands (numbered `!0`, `!1`, ... in order of appearance).
    pub named_metadata: Vec<(String, Vec<Vec<MdOperand>>)>,
    /// The debug info nodes, referred to by [`MdOperand::Di`].
    pub di: Vec<DiNode>,
}

/// LLVM's integer attribute kinds (`Attribute::isIntAttrKind`): a
/// passthrough entry or attribute group member of one has a value.
pub const INT_ATTR_KINDS: [&str; 11] = [
    "align",
    "allockind",
    "allocsize",
    "captures",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "nofpclass",
    "alignstack",
    "uwtable",
    "vscale_range",
];
