//! A small model of an LLVM IR module: what the translation builds and the
//! writer prints. Values refer to instructions by index, so the writer can
//! number them as LLVM's slot tracker does.

/// An LLVM IR type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Void,
    Int(u32),
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    PpcFp128,
    Ptr(u32),
    Array(Box<Ty>, u64),
    Vector {
        scalable: bool,
        len: u64,
        elem: Box<Ty>,
    },
    /// A literal struct (`name` is `None`) or an identified one, printed
    /// by name with its body in the module's type definitions (`body` is
    /// `None` for an opaque struct).
    Struct {
        name: Option<String>,
        packed: bool,
        body: Option<Vec<Ty>>,
    },
    Func {
        ret: Box<Ty>,
        params: Vec<Ty>,
        var_arg: bool,
    },
    Label,
    Metadata,
    Token,
}

impl Ty {
    pub fn i1() -> Ty {
        Ty::Int(1)
    }

    pub fn is_void(&self) -> bool {
        matches!(self, Ty::Void)
    }

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
    Null,
    Undef,
    Poison,
    Zero,
    /// Struct, array or vector elements, each with its type.
    Aggregate(Vec<(Ty, Const)>),
    /// A vector whose elements are all this scalar: `splat (i32 1)`.
    Splat(Ty, Box<Const>),
    /// An `i8` array printed as `c"..."`.
    Bytes(Vec<u8>),
    /// `@name`.
    Global(String),
    /// `getelementptr [inbounds] (ty, ptr base, idx...)` and the other
    /// constant expressions, as their printed keyword and typed operands.
    Expr {
        opcode: String,
        flags: String,
        source_ty: Option<Ty>,
        operands: Vec<(Ty, Const)>,
        dest_ty: Option<Ty>,
    },
}

impl Const {
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
    Arg(u32),
    Inst(InstId),
    Const(Const),
}

/// A piece of an instruction's text.
#[derive(Clone, Debug, PartialEq)]
pub enum Piece {
    Text(String),
    Val(Val),
    Block(BlockIdx),
    /// A metadata node attached to the instruction, printed as `!N`
    /// (nodes are numbered in order of appearance after the named
    /// metadata's).
    Md(Vec<MdOperand>),
    /// Call-site function attributes, printed as an attribute group `#N`.
    AttrGroup(Vec<String>),
}

/// One instruction: its result type (`None` or void: no value) and its
/// text after `%N = `, with operands referenced symbolically.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Inst {
    pub result: Option<Ty>,
    pub pieces: Vec<Piece>,
}

/// A basic block: its instructions in order. The predecessor comment is
/// computed from the terminators' `Piece::Block` references in
/// `branch_order` (the order the branches were created in).
#[derive(Clone, Debug, Default)]
pub struct Block {
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
    pub name: String,
    pub linkage: String,
    pub dso_local: bool,
    pub visibility: String,
    pub thread_local: bool,
    /// `unnamed_addr` or `local_unnamed_addr`, or empty.
    pub unnamed_addr: String,
    pub addr_space: u32,
    pub externally_initialized: bool,
    pub constant: bool,
    pub ty: Option<Ty>,
    pub init: Option<Const>,
    pub section: Option<String>,
    /// The comdat: selector name and kind.
    pub comdat: Option<(String, String)>,
    pub alignment: Option<u64>,
}

/// An alias (`@a = alias i32, ptr @g`) or an ifunc (`@f = ifunc void (),
/// ptr @resolver`).
#[derive(Clone, Debug)]
pub struct Alias {
    pub name: String,
    /// `alias` or `ifunc`.
    pub kind: &'static str,
    pub linkage: String,
    pub dso_local: bool,
    pub visibility: String,
    pub thread_local: bool,
    pub unnamed_addr: String,
    pub ty: Ty,
    /// The aliasee or resolver, with its type.
    pub target: (Ty, Const),
}

/// A function: declaration (no blocks) or definition.
#[derive(Clone, Debug, Default)]
pub struct Function {
    pub name: String,
    pub linkage: String,
    pub dso_local: bool,
    pub visibility: String,
    pub cconv: String,
    pub ret: Option<Ty>,
    pub ret_attrs: String,
    pub params: Vec<(Ty, String)>,
    pub var_arg: bool,
    pub unnamed_addr: String,
    /// Function attributes, printed as an attribute group `#N` (with the
    /// `; Function Attrs:` comment for those that are not strings).
    pub attrs: Vec<String>,
    pub section: Option<String>,
    pub alignment: Option<u64>,
    pub gc: Option<String>,
    /// `personality ptr @name`.
    pub personality: Option<String>,
    /// The comdat: selector name and kind.
    pub comdat: Option<(String, String)>,
    pub insts: Vec<Inst>,
    pub blocks: Vec<Block>,
    /// Terminator instructions in the order they were created; their
    /// block references give the `; preds =` comments.
    pub branch_order: Vec<(BlockIdx, InstId)>,
}

impl Function {
    pub fn is_declaration(&self) -> bool {
        self.blocks.is_empty()
    }

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
    Const(Ty, Box<Const>),
    String(String),
    /// A reference to another node by number.
    Node(usize),
}

/// A module.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub id: String,
    pub source_filename: String,
    pub data_layout: Option<String>,
    pub target_triple: Option<String>,
    pub globals: Vec<Global>,
    pub aliases: Vec<Alias>,
    pub ifuncs: Vec<Alias>,
    pub functions: Vec<Function>,
    /// Named metadata: name and the nodes it lists, each node a tuple of
    /// operands (numbered `!0`, `!1`, ... in order of appearance).
    pub named_metadata: Vec<(String, Vec<Vec<MdOperand>>)>,
}
