//! The opcode table: every ILOpCode of appendix B (`enum ILOpCode`, manual L13522-14026),
//! numbered by its position there, with its enum name, text mnemonic, accepted older
//! spellings and operand shape. Everything else (lexer keyword lookup, printer, verifier,
//! coverage document, binary codec numbers) is derived from this one table.
//!
//! Mnemonics are the lower-case "Syntax" rows of chapter 7. For enum-only opcodes (no
//! syntax row) the mnemonic is derived from the enum name: drop `IL_OP_`/`IL_` , lower-case,
//! join a leading one-letter or 64-bit type prefix (`I_`, `U_`, `D_`, `I64_`, `U64_`) to the
//! rest and write `_2_` as `2` (so `I64_SUB` → `i64sub`, `D_FREXP_EXP` → `dfrexp_exp`,
//! `F_2_F16_NEAR` → `f2f16_near`), matching how the documented opcodes are spelled.
//!
//! Manual errors handled here: App B lists `IL_OP_U64_DIV` twice (L14007-14008); the first
//! is taken to be `IL_OP_I64_DIV` (its neighbours are I64_SUB, I64_MOD, U64_MOD).

/// A count range `min..=max` of operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    /// Fewest operands.
    pub min: u8,
    /// Most operands.
    pub max: u8,
}

/// Opcode-specific data written after the register operands (stored as 32-bit words in
/// [`crate::Instruction::extra`], keywords in [`crate::Instruction::controls`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extra {
    /// Nothing.
    None,
    /// One unsigned label word (`call 3`, `func 3`, `callnz r0.x, 3`).
    Label,
    /// One signed 32-bit case value (`case -1`).
    Case,
    /// Exactly four 32-bit words given as hex, decimal or float numbers (`dcl_literal`,
    /// `def`).
    Words4,
    /// `min..=max` unsigned decimal numbers (counts, sizes, strides).
    Words(u8, u8),
    /// One 32-bit float given as a number (`dcl_max_tessfactor`).
    Float,
    /// One boolean word, `true`/`false` or a number (`defb`).
    Bool,
    /// Optional immediate constant-buffer data: `= { w0, w1, ... }` (`dcl_cb icb[n]`).
    ImmediateCb,
    /// `= { label, ... }` (`dcl_function_table`).
    LabelList,
    /// Bare keywords (`dcl_ts_domain ts_domain_tri`), stored as keyword controls.
    Keywords,
    /// Free text up to the end of the line (comments, macro calls, interface pointers).
    Raw,
}

/// The structural role of an opcode in flow control (used by the verifier).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    /// Not a flow-control instruction.
    None,
    /// Opens an if-block (`ifc`, `ifnz`, `if_logicalz`, `if_logicalnz`).
    If,
    /// `else`.
    Else,
    /// `endif`.
    EndIf,
    /// Opens a loop (`loop`, `whileloop`).
    Loop,
    /// `endloop`.
    EndLoop,
    /// Opens a switch.
    Switch,
    /// `case`.
    Case,
    /// `default`.
    Default,
    /// `endswitch`.
    EndSwitch,
    /// Leaves a loop or switch (`break*`).
    Break,
    /// Next loop iteration (`continue*`).
    Continue,
    /// Opens a function (`func`).
    Func,
    /// `endfunc`.
    EndFunc,
    /// `ret`: ends a function or returns.
    Ret,
    /// `ret_dyn`, `ret_logical*`: return from anywhere.
    RetDyn,
    /// `endmain`.
    EndMain,
    /// `end`.
    End,
    /// Hull-shader phase start.
    Phase,
    /// `endphase`.
    EndPhase,
    /// `mdef`: opens a macro.
    Macro,
    /// `mend`.
    EndMacro,
}

/// A control written in parentheses right after the mnemonic (`ffb(lo)`, `mcall(3)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paren {
    /// No such control.
    None,
    /// `ffb(lo|hi|shi)`.
    FirstBit,
    /// A numeric id (`mcall(k)`, `mdef(k)`).
    Id,
}

/// A set of control-specifier kinds an opcode accepts (bits of [`crate::ControlKind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CtlSet(pub u32);

impl CtlSet {
    /// No controls.
    pub const NONE: CtlSet = CtlSet(0);
    /// `_relop(..)`.
    pub const RELOP: CtlSet = CtlSet(1 << 0);
    /// `_zeroop(..)`.
    pub const ZEROOP: CtlSet = CtlSet(1 << 1);
    /// `_cmpval(..)`.
    pub const CMPVAL: CtlSet = CtlSet(1 << 2);
    /// `_ieee`.
    pub const IEEE: CtlSet = CtlSet(1 << 3);
    /// `_id(n)`.
    pub const ID: CtlSet = CtlSet(1 << 4);
    /// `_resource(n)`.
    pub const RESOURCE: CtlSet = CtlSet(1 << 5);
    /// `_sampler(n)`.
    pub const SAMPLER: CtlSet = CtlSet(1 << 6);
    /// `_stage(n)`.
    pub const STAGE: CtlSet = CtlSet(1 << 7);
    /// `_uint`.
    pub const UINT: CtlSet = CtlSet(1 << 8);
    /// `_cached`.
    pub const CACHED: CtlSet = CtlSet(1 << 9);
    /// `_ext`.
    pub const EXT: CtlSet = CtlSet(1 << 10);
    /// `_fine`.
    pub const FINE: CtlSet = CtlSet(1 << 11);
    /// `_repeat`.
    pub const REPEAT: CtlSet = CtlSet(1 << 12);
    /// Fence options.
    pub const FENCE: CtlSet = CtlSet(1 << 13);
    /// `_size(..)`.
    pub const SIZE: CtlSet = CtlSet(1 << 14);
    /// `_type(..)`.
    pub const TYPE: CtlSet = CtlSet(1 << 15);
    /// `_fmtx(..)` .. `_fmtw(..)`.
    pub const FMT: CtlSet = CtlSet(1 << 16);
    /// `_aoffimmi(u,v,w)`.
    pub const AOFF: CtlSet = CtlSet(1 << 17);
    /// The precise mask of `prec`.
    pub const PRECISE: CtlSet = CtlSet(1 << 18);
    /// Any other (graphics) specifier, kept by name.
    pub const OTHER: CtlSet = CtlSet(1 << 19);

    /// Union of two sets.
    pub const fn with(self, other: CtlSet) -> CtlSet {
        CtlSet(self.0 | other.0)
    }

    /// True when every bit of `other` is in `self`.
    pub const fn contains(self, other: CtlSet) -> bool {
        self.0 & other.0 == other.0
    }
}

/// The operand shape of an opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Destination operands.
    pub dsts: Count,
    /// Source operands.
    pub srcs: Count,
    /// Trailing opcode-specific data.
    pub extra: Extra,
    /// Flow-control role.
    pub block: Block,
    /// Parenthesised control right after the mnemonic.
    pub paren: Paren,
    /// Accepted control specifiers.
    pub controls: CtlSet,
}

impl Shape {
    /// No operands, no extra data.
    pub const NONE: Shape = Shape::new(0, 0, 0, 0);

    /// `dmin..=dmax` destinations and `smin..=smax` sources.
    pub const fn new(dmin: u8, dmax: u8, smin: u8, smax: u8) -> Shape {
        Shape {
            dsts: Count {
                min: dmin,
                max: dmax,
            },
            srcs: Count {
                min: smin,
                max: smax,
            },
            extra: Extra::None,
            block: Block::None,
            paren: Paren::None,
            controls: CtlSet::NONE,
        }
    }

    /// An ALU form: one destination and `n` sources.
    pub const fn alu(n: u8) -> Shape {
        Shape::new(1, 1, n, n)
    }

    /// `n` sources, no destination.
    pub const fn src(n: u8) -> Shape {
        Shape::new(0, 0, n, n)
    }

    /// `n` destinations, no source.
    pub const fn dst(n: u8) -> Shape {
        Shape::new(n, n, 0, 0)
    }

    /// With trailing data `e`.
    pub const fn extra(mut self, e: Extra) -> Shape {
        self.extra = e;
        self
    }

    /// With flow-control role `b`.
    pub const fn block(mut self, b: Block) -> Shape {
        self.block = b;
        self
    }

    /// With a parenthesised control after the mnemonic.
    pub const fn paren(mut self, p: Paren) -> Shape {
        self.paren = p;
        self
    }

    /// Also accepting the controls `c`.
    pub const fn ctl(mut self, c: CtlSet) -> Shape {
        self.controls = self.controls.with(c);
        self
    }
}

/// One row of the opcode table.
#[derive(Clone, Copy, Debug)]
pub struct OpInfo {
    /// The opcode.
    pub opcode: Opcode,
    /// The appendix B enum name, e.g. `IL_OP_I_ADD`.
    pub enum_name: &'static str,
    /// The canonical text mnemonic, e.g. `iadd`.
    pub mnemonic: &'static str,
    /// Older or alternative spellings accepted by the parser.
    pub aliases: &'static [&'static str],
    /// Operand shape.
    pub shape: Shape,
}

macro_rules! opcodes {
    ($( $var:ident = $num:literal, $ename:literal, $mnem:literal, [$($alias:literal),*], $shape:expr; )*) => {
        /// An IL opcode (ILOpCode); the discriminant is its appendix B number.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u16)]
        pub enum Opcode {
            $( #[doc = concat!("`", $ename, "`, text `", $mnem, "`")] $var = $num, )*
        }

        /// The opcode table, indexed by opcode number.
        pub static OPCODES: &[OpInfo] = &[
            $( OpInfo { opcode: Opcode::$var, enum_name: $ename, mnemonic: $mnem, aliases: &[$($alias),*], shape: $shape }, )*
        ];
    };
}

opcodes! {
    Unknown = 0, "IL_OP_UNKNOWN", "unknown", [], Shape::NONE;
    Abs = 1, "IL_OP_ABS", "abs", [], Shape::alu(1);
    Acos = 2, "IL_OP_ACOS", "acos", [], Shape::alu(1);
    Add = 3, "IL_OP_ADD", "add", [], Shape::alu(2);
    Asin = 4, "IL_OP_ASIN", "asin", [], Shape::alu(1);
    Atan = 5, "IL_OP_ATAN", "atan", [], Shape::alu(1);
    Break = 6, "IL_OP_BREAK", "break", [], Shape::NONE.block(Block::Break);
    Breakc = 7, "IL_OP_BREAKC", "breakc", [], Shape::new(0, 0, 1, 2).ctl(CtlSet::RELOP).block(Block::Break);
    Call = 8, "IL_OP_CALL", "call", [], Shape::NONE.extra(Extra::Label);
    Callnz = 9, "IL_OP_CALLNZ", "callnz", [], Shape::src(1).extra(Extra::Label);
    Clamp = 10, "IL_OP_CLAMP", "clamp", [], Shape::alu(3);
    Clg = 11, "IL_OP_CLG", "clg", [], Shape::alu(1);
    Cmov = 12, "IL_OP_CMOV", "cmov", [], Shape::alu(2);
    Cmp = 13, "IL_OP_CMP", "cmp", [], Shape::alu(3).ctl(CtlSet::RELOP.with(CtlSet::CMPVAL));
    Colorclamp = 14, "IL_OP_COLORCLAMP", "colorclamp", [], Shape::alu(1);
    Comment = 15, "IL_OP_COMMENT", "comment", [], Shape::NONE.extra(Extra::Raw);
    Continue = 16, "IL_OP_CONTINUE", "continue", [], Shape::NONE.block(Block::Continue);
    Continuec = 17, "IL_OP_CONTINUEC", "continuec", [], Shape::new(0, 0, 1, 2).ctl(CtlSet::RELOP).block(Block::Continue);
    Cos = 18, "IL_OP_COS", "cos", [], Shape::alu(1);
    Crs = 19, "IL_OP_CRS", "crs", [], Shape::alu(2);
    Dclarray = 20, "IL_OP_DCLARRAY", "dclarray", [], Shape::src(2);
    Dcldef = 21, "IL_OP_DCLDEF", "dcldef", [], Shape::dst(1).ctl(CtlSet::OTHER);
    Dclpi = 22, "IL_OP_DCLPI", "dclpi", [], Shape::dst(1).ctl(CtlSet::OTHER);
    Dclpin = 23, "IL_OP_DCLPIN", "dclpin", [], Shape::dst(1).ctl(CtlSet::OTHER);
    Dclpp = 24, "IL_OP_DCLPP", "dclpp", [], Shape::dst(1).ctl(CtlSet::OTHER);
    Dclpt = 25, "IL_OP_DCLPT", "dclpt", [], Shape::NONE.ctl(CtlSet::OTHER.with(CtlSet::STAGE).with(CtlSet::TYPE));
    Dclv = 26, "IL_OP_DCLV", "dclv", [], Shape::dst(1).ctl(CtlSet::OTHER);
    Dclvout = 27, "IL_OP_DCLVOUT", "dclvout", [], Shape::dst(1).ctl(CtlSet::OTHER);
    Def = 28, "IL_OP_DEF", "def", [], Shape::dst(1).extra(Extra::Words4);
    Defb = 29, "IL_OP_DEFB", "defb", [], Shape::dst(1).extra(Extra::Bool);
    Det = 30, "IL_OP_DET", "det", [], Shape::alu(1);
    Dist = 31, "IL_OP_DIST", "dist", [], Shape::alu(2);
    Div = 32, "IL_OP_DIV", "div", [], Shape::alu(2).ctl(CtlSet::ZEROOP);
    Dp2add = 33, "IL_OP_DP2ADD", "dp2add", [], Shape::alu(3);
    Dp3 = 34, "IL_OP_DP3", "dp3", [], Shape::alu(2).ctl(CtlSet::IEEE);
    Dp4 = 35, "IL_OP_DP4", "dp4", [], Shape::alu(2).ctl(CtlSet::IEEE);
    Dst = 36, "IL_OP_DST", "dst", [], Shape::alu(2);
    Dsx = 37, "IL_OP_DSX", "dsx", [], Shape::alu(1).ctl(CtlSet::FINE);
    Dsy = 38, "IL_OP_DSY", "dsy", [], Shape::alu(1).ctl(CtlSet::FINE);
    Else = 39, "IL_OP_ELSE", "else", [], Shape::NONE.block(Block::Else);
    End = 40, "IL_OP_END", "end", [], Shape::NONE.block(Block::End);
    Endif = 41, "IL_OP_ENDIF", "endif", [], Shape::NONE.block(Block::EndIf);
    Endloop = 42, "IL_OP_ENDLOOP", "endloop", [], Shape::NONE.block(Block::EndLoop);
    Endmain = 43, "IL_OP_ENDMAIN", "endmain", [], Shape::NONE.block(Block::EndMain);
    Exn = 44, "IL_OP_EXN", "exn", [], Shape::alu(1);
    Exp = 45, "IL_OP_EXP", "exp", [], Shape::alu(1);
    Expp = 46, "IL_OP_EXPP", "expp", [], Shape::alu(1);
    Faceforward = 47, "IL_OP_FACEFORWARD", "faceforward", [], Shape::alu(3);
    Flr = 48, "IL_OP_FLR", "flr", [], Shape::alu(1);
    Frc = 49, "IL_OP_FRC", "frc", [], Shape::alu(1);
    Func = 50, "IL_OP_FUNC", "func", [], Shape::NONE.extra(Extra::Label).block(Block::Func);
    Fwidth = 51, "IL_OP_FWIDTH", "fwidth", [], Shape::alu(1);
    Ifc = 52, "IL_OP_IFC", "ifc", [], Shape::src(2).ctl(CtlSet::RELOP).block(Block::If);
    Ifnz = 53, "IL_OP_IFNZ", "ifnz", [], Shape::src(1).block(Block::If);
    Initv = 54, "IL_OP_INITV", "initv", [], Shape::alu(1);
    Kill = 55, "IL_OP_KILL", "kill", [], Shape::src(1).ctl(CtlSet::STAGE.with(CtlSet::OTHER));
    Len = 56, "IL_OP_LEN", "len", [], Shape::alu(1);
    Lit = 57, "IL_OP_LIT", "lit", [], Shape::alu(1);
    Ln = 58, "IL_OP_LN", "ln", [], Shape::alu(1).ctl(CtlSet::ZEROOP);
    Lod = 59, "IL_OP_LOD", "lod", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Log = 60, "IL_OP_LOG", "log", [], Shape::alu(1).ctl(CtlSet::ZEROOP);
    Logp = 61, "IL_OP_LOGP", "logp", [], Shape::alu(1).ctl(CtlSet::ZEROOP);
    Loop = 62, "IL_OP_LOOP", "loop", [], Shape::src(1).ctl(CtlSet::REPEAT).block(Block::Loop);
    Lrp = 63, "IL_OP_LRP", "lrp", [], Shape::alu(3);
    Mad = 64, "IL_OP_MAD", "mad", [], Shape::alu(3).ctl(CtlSet::IEEE);
    Max = 65, "IL_OP_MAX", "max", [], Shape::alu(2).ctl(CtlSet::IEEE);
    Memexport = 66, "IL_OP_MEMEXPORT", "memexport", [], Shape::new(0, 0, 1, 2).ctl(CtlSet::OTHER);
    Memimport = 67, "IL_OP_MEMIMPORT", "memimport", [], Shape::alu(1).ctl(CtlSet::OTHER);
    Min = 68, "IL_OP_MIN", "min", [], Shape::alu(2).ctl(CtlSet::IEEE);
    Mmul = 69, "IL_OP_MMUL", "mmul", [], Shape::alu(2).ctl(CtlSet::OTHER);
    Mod = 70, "IL_OP_MOD", "mod", [], Shape::alu(2);
    Mov = 71, "IL_OP_MOV", "mov", [], Shape::alu(1);
    Mul = 72, "IL_OP_MUL", "mul", [], Shape::alu(2).ctl(CtlSet::IEEE);
    Noise = 73, "IL_OP_NOISE", "noise", [], Shape::new(1, 1, 1, 2).ctl(CtlSet::OTHER.with(CtlSet::STAGE));
    Nop = 74, "IL_OP_NOP", "nop", [], Shape::NONE;
    Nrm = 75, "IL_OP_NRM", "nrm", [], Shape::alu(1).ctl(CtlSet::ZEROOP.with(CtlSet::OTHER));
    Pireduce = 76, "IL_OP_PIREDUCE", "pireduce", [], Shape::alu(1);
    Pow = 77, "IL_OP_POW", "pow", [], Shape::alu(2);
    Precomp = 78, "IL_OP_PRECOMP", "precomp", [], Shape::new(1, 1, 1, 2).ctl(CtlSet::OTHER.with(CtlSet::STAGE));
    Project = 79, "IL_OP_PROJECT", "project", [], Shape::new(1, 1, 1, 2).ctl(CtlSet::OTHER.with(CtlSet::STAGE));
    Rcp = 80, "IL_OP_RCP", "rcp", [], Shape::alu(1).ctl(CtlSet::ZEROOP);
    Reflect = 81, "IL_OP_REFLECT", "reflect", [], Shape::alu(2).ctl(CtlSet::OTHER);
    Ret = 82, "IL_OP_RET", "ret", [], Shape::NONE.block(Block::Ret);
    Rnd = 83, "IL_OP_RND", "rnd", [], Shape::alu(1);
    Rsq = 84, "IL_OP_RSQ", "rsq", [], Shape::alu(1).ctl(CtlSet::ZEROOP);
    Set = 85, "IL_OP_SET", "set", [], Shape::alu(2).ctl(CtlSet::RELOP);
    Sgn = 86, "IL_OP_SGN", "sgn", [], Shape::alu(1);
    Sin = 87, "IL_OP_SIN", "sin", [], Shape::alu(1);
    Sincos = 88, "IL_OP_SINCOS", "sincos", [], Shape::alu(1);
    Sqrt = 89, "IL_OP_SQRT", "sqrt", [], Shape::alu(1).ctl(CtlSet::ZEROOP);
    Sub = 90, "IL_OP_SUB", "sub", [], Shape::alu(2);
    Tan = 91, "IL_OP_TAN", "tan", [], Shape::alu(1);
    Texld = 92, "IL_OP_TEXLD", "texld", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Texldb = 93, "IL_OP_TEXLDB", "texldb", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Texldd = 94, "IL_OP_TEXLDD", "texldd", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Texldms = 95, "IL_OP_TEXLDMS", "texldms", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Texweight = 96, "IL_OP_TEXWEIGHT", "texweight", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Transpose = 97, "IL_OP_TRANSPOSE", "transpose", [], Shape::alu(1);
    Trc = 98, "IL_OP_TRC", "trc", [], Shape::alu(1);
    Dxsincos = 99, "IL_OP_DXSINCOS", "dxsincos", [], Shape::alu(3);
    BreakLogicalz = 100, "IL_OP_BREAK_LOGICALZ", "break_logicalz", [], Shape::src(1).block(Block::Break);
    BreakLogicalnz = 101, "IL_OP_BREAK_LOGICALNZ", "break_logicalnz", [], Shape::src(1).block(Block::Break);
    CallLogicalz = 102, "IL_OP_CALL_LOGICALZ", "call_logicalz", [], Shape::src(1).extra(Extra::Label);
    CallLogicalnz = 103, "IL_OP_CALL_LOGICALNZ", "call_logicalnz", [], Shape::src(1).extra(Extra::Label);
    Case = 104, "IL_OP_CASE", "case", [], Shape::NONE.extra(Extra::Case).block(Block::Case);
    ContinueLogicalz = 105, "IL_OP_CONTINUE_LOGICALZ", "continue_logicalz", [], Shape::src(1).block(Block::Continue);
    ContinueLogicalnz = 106, "IL_OP_CONTINUE_LOGICALNZ", "continue_logicalnz", [], Shape::src(1).block(Block::Continue);
    Default = 107, "IL_OP_DEFAULT", "default", [], Shape::NONE.block(Block::Default);
    Endswitch = 108, "IL_OP_ENDSWITCH", "endswitch", [], Shape::NONE.block(Block::EndSwitch);
    Endfunc = 109, "IL_OP_ENDFUNC", "endfunc", [], Shape::NONE.block(Block::EndFunc);
    IfLogicalz = 110, "IL_OP_IF_LOGICALZ", "if_logicalz", [], Shape::src(1).block(Block::If);
    IfLogicalnz = 111, "IL_OP_IF_LOGICALNZ", "if_logicalnz", [], Shape::src(1).block(Block::If);
    While = 112, "IL_OP_WHILE", "whileloop", ["while"], Shape::NONE.block(Block::Loop);
    Switch = 113, "IL_OP_SWITCH", "switch", [], Shape::src(1).block(Block::Switch);
    RetDyn = 114, "IL_OP_RET_DYN", "ret_dyn", [], Shape::NONE.block(Block::RetDyn);
    RetLogicalz = 115, "IL_OP_RET_LOGICALZ", "ret_logicalz", [], Shape::src(1).block(Block::RetDyn);
    RetLogicalnz = 116, "IL_OP_RET_LOGICALNZ", "ret_logicalnz", [], Shape::src(1).block(Block::RetDyn);
    DclConstBuffer = 117, "IL_DCL_CONST_BUFFER", "dcl_cb", [], Shape::src(1).extra(Extra::ImmediateCb);
    DclIndexedTempArray = 118, "IL_DCL_INDEXED_TEMP_ARRAY", "dcl_indexed_temp_array", [], Shape::src(1);
    DclInputPrimitive = 119, "IL_DCL_INPUT_PRIMITIVE", "dcl_input_primitive", [], Shape::NONE.extra(Extra::Keywords).ctl(CtlSet::OTHER);
    DclLiteral = 120, "IL_DCL_LITERAL", "dcl_literal", [], Shape::src(1).extra(Extra::Words4);
    DclMaxOutputVertexCount = 121, "IL_DCL_MAX_OUTPUT_VERTEX_COUNT", "dcl_max_output_vertex_count", [], Shape::NONE.extra(Extra::Words(1, 1));
    DclOdepth = 122, "IL_DCL_ODEPTH", "dcl_odepth", [], Shape::new(0, 1, 0, 0).ctl(CtlSet::OTHER);
    DclOutputTopology = 123, "IL_DCL_OUTPUT_TOPOLOGY", "dcl_output_topology", [], Shape::NONE.extra(Extra::Keywords).ctl(CtlSet::OTHER);
    DclOutput = 124, "IL_DCL_OUTPUT", "dcl_output", [], Shape::dst(1).ctl(CtlSet::OTHER);
    DclInput = 125, "IL_DCL_INPUT", "dcl_input", [], Shape::dst(1).ctl(CtlSet::OTHER);
    DclVprim = 126, "IL_DCL_VPRIM", "dcl_vprim", [], Shape::new(0, 1, 0, 0).ctl(CtlSet::OTHER);
    DclResource = 127, "IL_DCL_RESOURCE", "dcl_resource", [], Shape::NONE.ctl(CtlSet::ID.with(CtlSet::TYPE).with(CtlSet::FMT).with(CtlSet::OTHER));
    Cut = 128, "IL_OP_CUT", "cut", [], Shape::NONE;
    DiscardLogicalz = 129, "IL_OP_DISCARD_LOGICALZ", "discard_logicalz", [], Shape::src(1);
    DiscardLogicalnz = 130, "IL_OP_DISCARD_LOGICALNZ", "discard_logicalnz", [], Shape::src(1);
    Emit = 131, "IL_OP_EMIT", "emit", [], Shape::NONE;
    EmitThenCut = 132, "IL_OP_EMIT_THEN_CUT", "emitthencut", ["emit_then_cut"], Shape::NONE;
    Load = 133, "IL_OP_LOAD", "load", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Resinfo = 134, "IL_OP_RESINFO", "resinfo", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Sample = 135, "IL_OP_SAMPLE", "sample", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    SampleB = 136, "IL_OP_SAMPLE_B", "sample_b", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    SampleG = 137, "IL_OP_SAMPLE_G", "sample_g", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    SampleL = 138, "IL_OP_SAMPLE_L", "sample_l", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    SampleC = 139, "IL_OP_SAMPLE_C", "sample_c", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    SampleCLz = 140, "IL_OP_SAMPLE_C_LZ", "sample_c_lz", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    INot = 141, "IL_OP_I_NOT", "inot", [], Shape::alu(1);
    IOr = 142, "IL_OP_I_OR", "ior", [], Shape::alu(2);
    IXor = 143, "IL_OP_I_XOR", "ixor", [], Shape::alu(2);
    IAdd = 144, "IL_OP_I_ADD", "iadd", [], Shape::alu(2);
    IMad = 145, "IL_OP_I_MAD", "imad", [], Shape::alu(3);
    IMax = 146, "IL_OP_I_MAX", "imax", [], Shape::alu(2);
    IMin = 147, "IL_OP_I_MIN", "imin", [], Shape::alu(2);
    IMul = 148, "IL_OP_I_MUL", "imul", [], Shape::alu(2);
    IMulHigh = 149, "IL_OP_I_MUL_HIGH", "imul_high", [], Shape::alu(2);
    IEq = 150, "IL_OP_I_EQ", "ieq", [], Shape::alu(2);
    IGe = 151, "IL_OP_I_GE", "ige", [], Shape::alu(2);
    ILt = 152, "IL_OP_I_LT", "ilt", [], Shape::alu(2);
    INegate = 153, "IL_OP_I_NEGATE", "inegate", [], Shape::alu(1);
    INe = 154, "IL_OP_I_NE", "ine", [], Shape::alu(2);
    IShl = 155, "IL_OP_I_SHL", "ishl", [], Shape::alu(2);
    IShr = 156, "IL_OP_I_SHR", "ishr", [], Shape::alu(2);
    UShr = 157, "IL_OP_U_SHR", "ushr", [], Shape::alu(2);
    UDiv = 158, "IL_OP_U_DIV", "udiv", [], Shape::alu(2);
    UMod = 159, "IL_OP_U_MOD", "umod", [], Shape::alu(2);
    UMad = 160, "IL_OP_U_MAD", "umad", [], Shape::alu(3);
    UMax = 161, "IL_OP_U_MAX", "umax", [], Shape::alu(2);
    UMin = 162, "IL_OP_U_MIN", "umin", [], Shape::alu(2);
    ULt = 163, "IL_OP_U_LT", "ult", [], Shape::alu(2);
    UGe = 164, "IL_OP_U_GE", "uge", [], Shape::alu(2);
    UMul = 165, "IL_OP_U_MUL", "umul", [], Shape::alu(2);
    UMulHigh = 166, "IL_OP_U_MUL_HIGH", "umul_high", [], Shape::alu(2);
    Ftoi = 167, "IL_OP_FTOI", "ftoi", [], Shape::alu(1);
    Ftou = 168, "IL_OP_FTOU", "ftou", [], Shape::alu(1);
    Itof = 169, "IL_OP_ITOF", "itof", [], Shape::alu(1);
    Utof = 170, "IL_OP_UTOF", "utof", [], Shape::alu(1);
    And = 171, "IL_OP_AND", "iand", ["and"], Shape::alu(2);
    CmovLogical = 172, "IL_OP_CMOV_LOGICAL", "cmov_logical", [], Shape::alu(3);
    Eq = 173, "IL_OP_EQ", "eq", [], Shape::alu(2);
    ExpVec = 174, "IL_OP_EXP_VEC", "exp_vec", [], Shape::alu(1);
    Ge = 175, "IL_OP_GE", "ge", [], Shape::alu(2);
    LogVec = 176, "IL_OP_LOG_VEC", "log_vec", [], Shape::alu(1).ctl(CtlSet::ZEROOP);
    Lt = 177, "IL_OP_LT", "lt", [], Shape::alu(2);
    Ne = 178, "IL_OP_NE", "ne", [], Shape::alu(2);
    RoundNear = 179, "IL_OP_ROUND_NEAR", "round_nearest", ["round_near"], Shape::alu(1);
    RoundNegInf = 180, "IL_OP_ROUND_NEG_INF", "round_neginf", ["round_neg_inf"], Shape::alu(1);
    RoundPlusInf = 181, "IL_OP_ROUND_PLUS_INF", "round_plusinf", ["round_plus_inf"], Shape::alu(1);
    RoundZero = 182, "IL_OP_ROUND_ZERO", "round_z", ["round_zero"], Shape::alu(1);
    RsqVec = 183, "IL_OP_RSQ_VEC", "rsq_vec", [], Shape::alu(1);
    SinVec = 184, "IL_OP_SIN_VEC", "sin_vec", [], Shape::alu(1);
    CosVec = 185, "IL_OP_COS_VEC", "cos_vec", [], Shape::alu(1);
    SqrtVec = 186, "IL_OP_SQRT_VEC", "sqrt_vec", [], Shape::alu(1);
    Dp2 = 187, "IL_OP_DP2", "dp2", [], Shape::alu(2).ctl(CtlSet::IEEE);
    InvMov = 188, "IL_OP_INV_MOV", "invariant_move", ["inv_mov"], Shape::alu(1);
    Scatter = 189, "IL_OP_SCATTER", "scatter", [], Shape::src(1).ctl(CtlSet::OTHER);
    DFrexp = 190, "IL_OP_D_FREXP", "dfrexp", [], Shape::alu(1);
    DAdd = 191, "IL_OP_D_ADD", "dadd", [], Shape::alu(2);
    DMul = 192, "IL_OP_D_MUL", "dmul", [], Shape::alu(2);
    D2F = 193, "IL_OP_D_2_F", "d2f", [], Shape::alu(1);
    F2D = 194, "IL_OP_F_2_D", "f2d", [], Shape::alu(1);
    DLdexp = 195, "IL_OP_D_LDEXP", "dldexp", [], Shape::alu(2);
    DFrac = 196, "IL_OP_D_FRAC", "dfrac", [], Shape::alu(1);
    DMuladd = 197, "IL_OP_D_MULADD", "dmad", ["dmuladd"], Shape::alu(3);
    Fetch4 = 198, "IL_OP_FETCH4", "fetch4", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Sampleinfo = 199, "IL_OP_SAMPLEINFO", "sampleinfo", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Getlod = 200, "IL_OP_GETLOD", "getlod", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    DclPersist = 201, "IL_DCL_PERSIST", "dcl_persistent", ["dcl_persist"], Shape::src(1);
    Dne = 202, "IL_OP_DNE", "dne", [], Shape::alu(2);
    Deq = 203, "IL_OP_DEQ", "deq", [], Shape::alu(2);
    Dge = 204, "IL_OP_DGE", "dge", [], Shape::alu(2);
    Dlt = 205, "IL_OP_DLT", "dlt", [], Shape::alu(2);
    Samplepos = 206, "IL_OP_SAMPLEPOS", "samplepos", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    DDiv = 207, "IL_OP_D_DIV", "ddiv", [], Shape::alu(2).ctl(CtlSet::ZEROOP);
    DclSharedTemp = 208, "IL_OP_DCL_SHARED_TEMP", "dcl_shared_temp", [], Shape::src(1);
    InitSr = 209, "IL_OP_INIT_SR", "init_shared_registers", ["init_sr"], Shape::NONE;
    InitSrHelper = 210, "IL_OP_INIT_SR_HELPER", "init_sr_helper", [], Shape::NONE;
    DclNumThreadPerGroup = 211, "IL_OP_DCL_NUM_THREAD_PER_GROUP", "dcl_num_thread_per_group", ["dcl_num_thread_per_blk"], Shape::NONE.extra(Extra::Words(1, 3));
    DclTotalNumThreadGroup = 212, "IL_OP_DCL_TOTAL_NUM_THREAD_GROUP", "dcl_total_num_thread_group", [], Shape::NONE.extra(Extra::Words(1, 3));
    DclLdsSizePerThread = 213, "IL_OP_DCL_LDS_SIZE_PER_THREAD", "dcl_lds_size_per_thread", [], Shape::NONE.extra(Extra::Words(1, 1));
    DclLdsSharingMode = 214, "IL_OP_DCL_LDS_SHARING_MODE", "dcl_lds_sharing_mode", [], Shape::NONE.extra(Extra::Keywords).ctl(CtlSet::OTHER);
    LdsReadVec = 215, "IL_OP_LDS_READ_VEC", "lds_read_vec", [], Shape::new(1, 1, 1, 2).ctl(CtlSet::OTHER);
    LdsWriteVec = 216, "IL_OP_LDS_WRITE_VEC", "lds_write_vec", [], Shape::new(0, 1, 1, 2).ctl(CtlSet::OTHER);
    Fence = 217, "IL_OP_FENCE", "fence", [], Shape::NONE.ctl(CtlSet::FENCE);
    LdsLoadVec = 218, "IL_OP_LDS_LOAD_VEC", "lds_load_vec", [], Shape::alu(2).ctl(CtlSet::ID);
    LdsStoreVec = 219, "IL_OP_LDS_STORE_VEC", "lds_store_vec", [], Shape::new(1, 1, 3, 3).ctl(CtlSet::ID);
    DclUav = 220, "IL_OP_DCL_UAV", "dcl_uav", [], Shape::NONE.ctl(CtlSet::ID.with(CtlSet::TYPE).with(CtlSet::FMT));
    DclRawUav = 221, "IL_OP_DCL_RAW_UAV", "dcl_raw_uav", [], Shape::NONE.ctl(CtlSet::ID);
    DclStructUav = 222, "IL_OP_DCL_STRUCT_UAV", "dcl_struct_uav", [], Shape::NONE.extra(Extra::Words(1, 1)).ctl(CtlSet::ID);
    UavLoad = 223, "IL_OP_UAV_LOAD", "uav_load", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::CACHED));
    UavRawLoad = 224, "IL_OP_UAV_RAW_LOAD", "uav_raw_load", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::CACHED));
    UavStructLoad = 225, "IL_OP_UAV_STRUCT_LOAD", "uav_struct_load", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::CACHED));
    UavStore = 226, "IL_OP_UAV_STORE", "uav_store", [], Shape::new(0, 1, 2, 2).ctl(CtlSet::ID);
    UavRawStore = 227, "IL_OP_UAV_RAW_STORE", "uav_raw_store", [], Shape::new(0, 1, 2, 2).ctl(CtlSet::ID);
    UavStructStore = 228, "IL_OP_UAV_STRUCT_STORE", "uav_struct_store", [], Shape::new(0, 1, 2, 2).ctl(CtlSet::ID);
    DclArenaUav = 229, "IL_OP_DCL_ARENA_UAV", "dcl_arena_uav", [], Shape::NONE.ctl(CtlSet::ID);
    UavArenaLoad = 230, "IL_OP_UAV_ARENA_LOAD", "uav_arena_load", [], Shape::new(0, 1, 1, 2).ctl(CtlSet::ID.with(CtlSet::CACHED).with(CtlSet::SIZE));
    UavArenaStore = 231, "IL_OP_UAV_ARENA_STORE", "uav_arena_store", [], Shape::new(0, 1, 1, 2).ctl(CtlSet::ID.with(CtlSet::SIZE));
    UavAdd = 232, "IL_OP_UAV_ADD", "uav_add", [], Shape::src(2).ctl(CtlSet::ID);
    UavSub = 233, "IL_OP_UAV_SUB", "uav_sub", [], Shape::src(2).ctl(CtlSet::ID);
    UavRsub = 234, "IL_OP_UAV_RSUB", "uav_rsub", [], Shape::src(2).ctl(CtlSet::ID);
    UavMin = 235, "IL_OP_UAV_MIN", "uav_min", [], Shape::src(2).ctl(CtlSet::ID);
    UavMax = 236, "IL_OP_UAV_MAX", "uav_max", [], Shape::src(2).ctl(CtlSet::ID);
    UavUmin = 237, "IL_OP_UAV_UMIN", "uav_umin", [], Shape::src(2).ctl(CtlSet::ID);
    UavUmax = 238, "IL_OP_UAV_UMAX", "uav_umax", [], Shape::src(2).ctl(CtlSet::ID);
    UavAnd = 239, "IL_OP_UAV_AND", "uav_and", [], Shape::src(2).ctl(CtlSet::ID);
    UavOr = 240, "IL_OP_UAV_OR", "uav_or", [], Shape::src(2).ctl(CtlSet::ID);
    UavXor = 241, "IL_OP_UAV_XOR", "uav_xor", [], Shape::src(2).ctl(CtlSet::ID);
    UavCmp = 242, "IL_OP_UAV_CMP", "uav_cmp", [], Shape::src(3).ctl(CtlSet::ID);
    UavReadAdd = 243, "IL_OP_UAV_READ_ADD", "uav_read_add", [], Shape::alu(2).ctl(CtlSet::ID);
    UavReadSub = 244, "IL_OP_UAV_READ_SUB", "uav_read_sub", [], Shape::alu(2).ctl(CtlSet::ID);
    UavReadRsub = 245, "IL_OP_UAV_READ_RSUB", "uav_read_rsub", [], Shape::alu(2).ctl(CtlSet::ID);
    UavReadMin = 246, "IL_OP_UAV_READ_MIN", "uav_read_min", [], Shape::alu(2).ctl(CtlSet::ID);
    UavReadMax = 247, "IL_OP_UAV_READ_MAX", "uav_read_max", [], Shape::alu(2).ctl(CtlSet::ID);
    UavReadUmin = 248, "IL_OP_UAV_READ_UMIN", "uav_read_umin", [], Shape::alu(2).ctl(CtlSet::ID);
    UavReadUmax = 249, "IL_OP_UAV_READ_UMAX", "uav_read_umax", [], Shape::alu(2).ctl(CtlSet::ID);
    UavReadAnd = 250, "IL_OP_UAV_READ_AND", "uav_read_and", [], Shape::alu(2).ctl(CtlSet::ID);
    UavReadOr = 251, "IL_OP_UAV_READ_OR", "uav_read_or", [], Shape::alu(2).ctl(CtlSet::ID);
    UavReadXor = 252, "IL_OP_UAV_READ_XOR", "uav_read_xor", [], Shape::alu(2).ctl(CtlSet::ID);
    UavReadXchg = 253, "IL_OP_UAV_READ_XCHG", "uav_read_xchg", [], Shape::alu(2).ctl(CtlSet::ID);
    UavReadCmpXchg = 254, "IL_OP_UAV_READ_CMP_XCHG", "uav_read_cmp_xchg", [], Shape::alu(3).ctl(CtlSet::ID);
    AppendBufAlloc = 255, "IL_OP_APPEND_BUF_ALLOC", "append_buf_alloc", [], Shape::dst(1).ctl(CtlSet::ID);
    AppendBufConsume = 256, "IL_OP_APPEND_BUF_CONSUME", "append_buf_consume", [], Shape::dst(1).ctl(CtlSet::ID);
    DclRawSrv = 257, "IL_OP_DCL_RAW_SRV", "dcl_raw_srv", [], Shape::NONE.ctl(CtlSet::ID);
    DclStructSrv = 258, "IL_OP_DCL_STRUCT_SRV", "dcl_struct_srv", [], Shape::NONE.extra(Extra::Words(1, 1)).ctl(CtlSet::ID);
    SrvRawLoad = 259, "IL_OP_SRV_RAW_LOAD", "srv_raw_load", [], Shape::new(1, 1, 1, 2).ctl(CtlSet::ID.with(CtlSet::EXT).with(CtlSet::RESOURCE));
    SrvStructLoad = 260, "IL_OP_SRV_STRUCT_LOAD", "srv_struct_load", [], Shape::new(1, 1, 1, 2).ctl(CtlSet::ID.with(CtlSet::EXT).with(CtlSet::RESOURCE));
    DclLds = 261, "IL_DCL_LDS", "dcl_lds", [], Shape::NONE.extra(Extra::Words(1, 1)).ctl(CtlSet::ID);
    DclStructLds = 262, "IL_DCL_STRUCT_LDS", "dcl_struct_lds", [], Shape::NONE.extra(Extra::Words(2, 2)).ctl(CtlSet::ID);
    LdsLoad = 263, "IL_OP_LDS_LOAD", "lds_load", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsStore = 264, "IL_OP_LDS_STORE", "lds_store", [], Shape::new(0, 1, 2, 2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsAdd = 265, "IL_OP_LDS_ADD", "lds_add", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsSub = 266, "IL_OP_LDS_SUB", "lds_sub", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsRsub = 267, "IL_OP_LDS_RSUB", "lds_rsub", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsMin = 268, "IL_OP_LDS_MIN", "lds_min", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsMax = 269, "IL_OP_LDS_MAX", "lds_max", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsUmin = 270, "IL_OP_LDS_UMIN", "lds_umin", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsUmax = 271, "IL_OP_LDS_UMAX", "lds_umax", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsAnd = 272, "IL_OP_LDS_AND", "lds_and", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsOr = 273, "IL_OP_LDS_OR", "lds_or", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsXor = 274, "IL_OP_LDS_XOR", "lds_xor", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsCmp = 275, "IL_OP_LDS_CMP", "lds_cmp", [], Shape::src(3).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadAdd = 276, "IL_OP_LDS_READ_ADD", "lds_read_add", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadSub = 277, "IL_OP_LDS_READ_SUB", "lds_read_sub", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadRsub = 278, "IL_OP_LDS_READ_RSUB", "lds_read_rsub", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadMin = 279, "IL_OP_LDS_READ_MIN", "lds_read_min", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadMax = 280, "IL_OP_LDS_READ_MAX", "lds_read_max", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadUmin = 281, "IL_OP_LDS_READ_UMIN", "lds_read_umin", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadUmax = 282, "IL_OP_LDS_READ_UMAX", "lds_read_umax", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadAnd = 283, "IL_OP_LDS_READ_AND", "lds_read_and", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadOr = 284, "IL_OP_LDS_READ_OR", "lds_read_or", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadXor = 285, "IL_OP_LDS_READ_XOR", "lds_read_xor", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadXchg = 286, "IL_OP_LDS_READ_XCHG", "lds_read_xchg", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadCmpXchg = 287, "IL_OP_LDS_READ_CMP_XCHG", "lds_read_cmp_xchg", [], Shape::alu(3).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    CutStream = 288, "IL_OP_CUT_STREAM", "cut_stream", [], Shape::NONE.extra(Extra::Words(0, 1)).ctl(CtlSet::ID);
    EmitStream = 289, "IL_OP_EMIT_STREAM", "emit_stream", [], Shape::NONE.extra(Extra::Words(0, 1)).ctl(CtlSet::ID);
    EmitThenCutStream = 290, "IL_OP_EMIT_THEN_CUT_STREAM", "emitcut_stream", ["emit_then_cut_stream"], Shape::NONE.extra(Extra::Words(0, 1)).ctl(CtlSet::ID);
    SampleCL = 291, "IL_OP_SAMPLE_C_L", "sample_c_l", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    SampleCG = 292, "IL_OP_SAMPLE_C_G", "sample_c_g", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    SampleCB = 293, "IL_OP_SAMPLE_C_B", "sample_c_b", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    ICountbits = 294, "IL_OP_I_COUNTBITS", "icbits", ["icountbits"], Shape::alu(1);
    IFirstbit = 295, "IL_OP_I_FIRSTBIT", "ffb", ["ifirstbit"], Shape::alu(1).paren(Paren::FirstBit);
    ICarry = 296, "IL_OP_I_CARRY", "icarry", [], Shape::alu(2);
    IBorrow = 297, "IL_OP_I_BORROW", "iborrow", [], Shape::alu(2);
    IBitExtract = 298, "IL_OP_I_BIT_EXTRACT", "ibit_extract", [], Shape::alu(3);
    UBitExtract = 299, "IL_OP_U_BIT_EXTRACT", "ubit_extract", [], Shape::alu(3);
    UBitReverse = 300, "IL_OP_U_BIT_REVERSE", "ubit_reverse", [], Shape::alu(1);
    DclNumIcp = 301, "IL_DCL_NUM_ICP", "dcl_num_icp", [], Shape::NONE.extra(Extra::Words(1, 1));
    DclNumOcp = 302, "IL_DCL_NUM_OCP", "dcl_num_ocp", [], Shape::NONE.extra(Extra::Words(1, 1));
    DclNumInstances = 303, "IL_DCL_NUM_INSTANCES", "dcl_num_instance", ["dcl_num_instances"], Shape::NONE.extra(Extra::Words(1, 1));
    HsCpPhase = 304, "IL_OP_HS_CP_PHASE", "hs_cp_phase", [], Shape::NONE.block(Block::Phase);
    HsForkPhase = 305, "IL_OP_HS_FORK_PHASE", "hs_fork_phase", [], Shape::NONE.extra(Extra::Words(0, 1)).block(Block::Phase);
    HsJoinPhase = 306, "IL_OP_HS_JOIN_PHASE", "hs_join_phase", [], Shape::NONE.extra(Extra::Words(0, 1)).block(Block::Phase);
    Endphase = 307, "IL_OP_ENDPHASE", "endphase", [], Shape::NONE.block(Block::EndPhase);
    DclTsDomain = 308, "IL_DCL_TS_DOMAIN", "dcl_ts_domain", [], Shape::NONE.extra(Extra::Keywords).ctl(CtlSet::OTHER);
    DclTsPartition = 309, "IL_DCL_TS_PARTITION", "dcl_ts_partition", [], Shape::NONE.extra(Extra::Keywords).ctl(CtlSet::OTHER);
    DclTsOutputPrimitive = 310, "IL_DCL_TS_OUTPUT_PRIMITIVE", "dcl_ts_output_primitive", [], Shape::NONE.extra(Extra::Keywords).ctl(CtlSet::OTHER);
    DclMaxTessfactor = 311, "IL_DCL_MAX_TESSFACTOR", "dcl_max_tessfactor", [], Shape::NONE.extra(Extra::Float);
    DclFunctionBody = 312, "IL_OP_DCL_FUNCTION_BODY", "dcl_function_body", [], Shape::NONE.extra(Extra::Label);
    DclFunctionTable = 313, "IL_OP_DCL_FUNCTION_TABLE", "dcl_function_table", [], Shape::NONE.extra(Extra::LabelList).ctl(CtlSet::ID);
    DclInterfacePtr = 314, "IL_OP_DCL_INTERFACE_PTR", "dcl_interface_ptr", [], Shape::NONE.extra(Extra::Raw).ctl(CtlSet::ID.with(CtlSet::OTHER));
    Fcall = 315, "IL_OP_FCALL", "fcall", [], Shape::src(1).extra(Extra::Label).ctl(CtlSet::ID);
    UBitInsert = 316, "IL_OP_U_BIT_INSERT", "ubit_insert", ["ibit_insert"], Shape::alu(4);
    Bufinfo = 317, "IL_OP_BUFINFO", "bufinfo", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Fetch4C = 318, "IL_OP_FETCH4_C", "fetch4c", ["fetch4_c"], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Fetch4Po = 319, "IL_OP_FETCH4_PO", "fetch4po", ["fetch4_po"], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    Fetch4PoC = 320, "IL_OP_FETCH4_PO_C", "fetch4poc", ["fetch4_po_c"], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    DMax = 321, "IL_OP_D_MAX", "dmax", [], Shape::alu(2);
    DMin = 322, "IL_OP_D_MIN", "dmin", [], Shape::alu(2);
    F2F16 = 323, "IL_OP_F_2_F16", "f2f16", [], Shape::alu(1);
    F162F = 324, "IL_OP_F16_2_F", "f162f", [], Shape::alu(1);
    Unpack0 = 325, "IL_OP_UNPACK0", "unpack0", [], Shape::alu(1);
    Unpack1 = 326, "IL_OP_UNPACK1", "unpack1", [], Shape::alu(1);
    Unpack2 = 327, "IL_OP_UNPACK2", "unpack2", [], Shape::alu(1);
    Unpack3 = 328, "IL_OP_UNPACK3", "unpack3", [], Shape::alu(1);
    BitAlign = 329, "IL_OP_BIT_ALIGN", "bitalign", ["bit_align"], Shape::alu(3);
    ByteAlign = 330, "IL_OP_BYTE_ALIGN", "bytealign", ["byte_align"], Shape::alu(3);
    U4lerp = 331, "IL_OP_U4LERP", "u4lerp", [], Shape::alu(3);
    Sad = 332, "IL_OP_SAD", "sad", [], Shape::alu(3);
    SadHi = 333, "IL_OP_SAD_HI", "sadhi", ["sad_hi"], Shape::alu(3);
    Sad4 = 334, "IL_OP_SAD_4", "sad4", ["sad_4"], Shape::alu(3);
    F2U4 = 335, "IL_OP_F_2_U4", "f2u4", [], Shape::alu(1);
    EvalSnapped = 336, "IL_OP_EVAL_SNAPPED", "eval_snapped", [], Shape::new(1, 1, 1, 2);
    EvalSampleIndex = 337, "IL_OP_EVAL_SAMPLE_INDEX", "eval_sample_index", [], Shape::new(1, 1, 1, 2);
    EvalCentroid = 338, "IL_OP_EVAL_CENTROID", "eval_centroid", [], Shape::new(1, 1, 1, 2);
    DMov = 339, "IL_OP_D_MOV", "dmov", [], Shape::alu(1);
    DMovc = 340, "IL_OP_D_MOVC", "dmovc", [], Shape::alu(3);
    DSqrt = 341, "IL_OP_D_SQRT", "dsqrt", [], Shape::alu(1);
    DRcp = 342, "IL_OP_D_RCP", "drcp", [], Shape::alu(1).ctl(CtlSet::ZEROOP);
    DRsq = 343, "IL_OP_D_RSQ", "drsq", [], Shape::alu(1).ctl(CtlSet::ZEROOP);
    Macrodef = 344, "IL_OP_MACRODEF", "mdef", ["macrodef"], Shape::NONE.paren(Paren::Id).ctl(CtlSet::OTHER).block(Block::Macro);
    Macroend = 345, "IL_OP_MACROEND", "mend", ["macroend"], Shape::NONE.block(Block::EndMacro);
    Macrocall = 346, "IL_OP_MACROCALL", "mcall", ["macrocall"], Shape::NONE.paren(Paren::Id).extra(Extra::Raw);
    DclStream = 347, "IL_DCL_STREAM", "dcl_stream", [], Shape::NONE.extra(Extra::Words(1, 1));
    DclGlobalFlags = 348, "IL_DCL_GLOBAL_FLAGS", "dcl_global_flags", [], Shape::NONE.extra(Extra::Keywords).ctl(CtlSet::OTHER);
    RcpVec = 349, "IL_OP_RCP_VEC", "rcp_vec", [], Shape::alu(1);
    LoadFptr = 350, "IL_OP_LOAD_FPTR", "load_fptr", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    DclMaxThreadPerGroup = 351, "IL_DCL_MAX_THREAD_PER_GROUP", "dcl_max_thread_per_group", [], Shape::NONE.extra(Extra::Words(1, 1));
    Prefix = 352, "IL_OP_PREFIX", "prec", [], Shape::NONE.ctl(CtlSet::PRECISE);
    DclGds = 353, "IL_DCL_GDS", "dcl_gds", [], Shape::NONE.extra(Extra::Words(1, 1)).ctl(CtlSet::ID);
    DclStructGds = 354, "IL_DCL_STRUCT_GDS", "dcl_struct_gds", [], Shape::NONE.extra(Extra::Words(2, 2)).ctl(CtlSet::ID);
    GdsLoad = 355, "IL_OP_GDS_LOAD", "gds_load", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsStore = 356, "IL_OP_GDS_STORE", "gds_store", [], Shape::new(0, 1, 2, 2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsAdd = 357, "IL_OP_GDS_ADD", "gds_add", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsSub = 358, "IL_OP_GDS_SUB", "gds_sub", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsRsub = 359, "IL_OP_GDS_RSUB", "gds_rsub", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsInc = 360, "IL_OP_GDS_INC", "gds_inc", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsDec = 361, "IL_OP_GDS_DEC", "gds_dec", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsMin = 362, "IL_OP_GDS_MIN", "gds_min", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsMax = 363, "IL_OP_GDS_MAX", "gds_max", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsUmin = 364, "IL_OP_GDS_UMIN", "gds_umin", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsUmax = 365, "IL_OP_GDS_UMAX", "gds_umax", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsAnd = 366, "IL_OP_GDS_AND", "gds_and", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsOr = 367, "IL_OP_GDS_OR", "gds_or", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsXor = 368, "IL_OP_GDS_XOR", "gds_xor", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsMskor = 369, "IL_OP_GDS_MSKOR", "gds_mskor", [], Shape::src(3).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsCmpStore = 370, "IL_OP_GDS_CMP_STORE", "gds_cmp_store", [], Shape::src(3).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadAdd = 371, "IL_OP_GDS_READ_ADD", "gds_read_add", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadSub = 372, "IL_OP_GDS_READ_SUB", "gds_read_sub", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadRsub = 373, "IL_OP_GDS_READ_RSUB", "gds_read_rsub", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadInc = 374, "IL_OP_GDS_READ_INC", "gds_read_inc", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadDec = 375, "IL_OP_GDS_READ_DEC", "gds_read_dec", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadMin = 376, "IL_OP_GDS_READ_MIN", "gds_read_min", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadMax = 377, "IL_OP_GDS_READ_MAX", "gds_read_max", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadUmin = 378, "IL_OP_GDS_READ_UMIN", "gds_read_umin", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadUmax = 379, "IL_OP_GDS_READ_UMAX", "gds_read_umax", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadAnd = 380, "IL_OP_GDS_READ_AND", "gds_read_and", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadOr = 381, "IL_OP_GDS_READ_OR", "gds_read_or", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadXor = 382, "IL_OP_GDS_READ_XOR", "gds_read_xor", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadMskor = 383, "IL_OP_GDS_READ_MSKOR", "gds_read_mskor", [], Shape::alu(3).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadXchg = 384, "IL_OP_GDS_READ_XCHG", "gds_read_xchg", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    GdsReadCmpXchg = 385, "IL_OP_GDS_READ_CMP_XCHG", "gds_read_cmp_xchg", [], Shape::alu(3).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    UMad24 = 386, "IL_OP_U_MAD24", "umad24", [], Shape::alu(3);
    UMul24 = 387, "IL_OP_U_MUL24", "umul24", [], Shape::alu(2);
    Fma = 388, "IL_OP_FMA", "fma", [], Shape::alu(3);
    UavUinc = 389, "IL_OP_UAV_UINC", "uav_uinc", [], Shape::src(2).ctl(CtlSet::ID);
    UavUdec = 390, "IL_OP_UAV_UDEC", "uav_udec", [], Shape::src(2).ctl(CtlSet::ID);
    IMad24 = 391, "IL_OP_I_MAD24", "imad24", [], Shape::alu(3);
    IMul24 = 392, "IL_OP_I_MUL24", "imul24", [], Shape::alu(2);
    UavReadUinc = 393, "IL_OP_UAV_READ_UINC", "uav_read_uinc", [], Shape::alu(2).ctl(CtlSet::ID);
    UavReadUdec = 394, "IL_OP_UAV_READ_UDEC", "uav_read_udec", [], Shape::alu(2).ctl(CtlSet::ID);
    LdsLoadByte = 395, "IL_OP_LDS_LOAD_BYTE", "lds_load_byte", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsLoadShort = 396, "IL_OP_LDS_LOAD_SHORT", "lds_load_short", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsLoadUbyte = 397, "IL_OP_LDS_LOAD_UBYTE", "lds_load_ubyte", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsLoadUshort = 398, "IL_OP_LDS_LOAD_USHORT", "lds_load_ushort", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsStoreByte = 399, "IL_OP_LDS_STORE_BYTE", "lds_store_byte", [], Shape::new(0, 1, 2, 2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsStoreShort = 400, "IL_OP_LDS_STORE_SHORT", "lds_store_short", [], Shape::new(0, 1, 2, 2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    UavByteLoad = 401, "IL_OP_UAV_BYTE_LOAD", "uav_byte_load", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::CACHED));
    UavShortLoad = 402, "IL_OP_UAV_SHORT_LOAD", "uav_short_load", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::CACHED));
    UavUbyteLoad = 403, "IL_OP_UAV_UBYTE_LOAD", "uav_ubyte_load", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::CACHED));
    UavUshortLoad = 404, "IL_OP_UAV_USHORT_LOAD", "uav_ushort_load", [], Shape::alu(1).ctl(CtlSet::ID.with(CtlSet::CACHED));
    UavByteStore = 405, "IL_OP_UAV_BYTE_STORE", "uav_byte_store", [], Shape::new(0, 1, 2, 2).ctl(CtlSet::ID);
    UavShortStore = 406, "IL_OP_UAV_SHORT_STORE", "uav_short_store", [], Shape::new(0, 1, 2, 2).ctl(CtlSet::ID);
    I64Add = 407, "IL_OP_I64_ADD", "i64add", [], Shape::alu(2);
    I64Eq = 408, "IL_OP_I64_EQ", "i64eq", [], Shape::alu(2);
    I64Ge = 409, "IL_OP_I64_GE", "i64ge", [], Shape::alu(2);
    I64Lt = 410, "IL_OP_I64_LT", "i64lt", [], Shape::alu(2);
    I64Max = 411, "IL_OP_I64_MAX", "i64max", [], Shape::alu(2);
    I64Min = 412, "IL_OP_I64_MIN", "i64min", [], Shape::alu(2);
    I64Ne = 413, "IL_OP_I64_NE", "i64ne", [], Shape::alu(2);
    I64Negate = 414, "IL_OP_I64_NEGATE", "i64negate", [], Shape::alu(1);
    I64Shl = 415, "IL_OP_I64_SHL", "i64shl", [], Shape::alu(2);
    I64Shr = 416, "IL_OP_I64_SHR", "i64shr", [], Shape::alu(2);
    U64Ge = 417, "IL_OP_U64_GE", "u64ge", [], Shape::alu(2);
    U64Lt = 418, "IL_OP_U64_LT", "u64lt", [], Shape::alu(2);
    U64Max = 419, "IL_OP_U64_MAX", "u64max", [], Shape::alu(2);
    U64Min = 420, "IL_OP_U64_MIN", "u64min", [], Shape::alu(2);
    U64Shr = 421, "IL_OP_U64_SHR", "u64shr", [], Shape::alu(2);
    DclTypedUav = 422, "IL_OP_DCL_TYPED_UAV", "dcl_typed_uav", [], Shape::NONE.ctl(CtlSet::ID.with(CtlSet::TYPE).with(CtlSet::FMT));
    DclTypelessUav = 423, "IL_OP_DCL_TYPELESS_UAV", "dcl_typeless_uav", [], Shape::NONE.ctl(CtlSet::ID);
    IMul24High = 424, "IL_OP_I_MUL24_HIGH", "imul24_high", [], Shape::alu(2);
    UMul24High = 425, "IL_OP_U_MUL24_HIGH", "umul24_high", [], Shape::alu(2);
    LdsInc = 426, "IL_OP_LDS_INC", "lds_inc", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsDec = 427, "IL_OP_LDS_DEC", "lds_dec", [], Shape::src(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadInc = 428, "IL_OP_LDS_READ_INC", "lds_read_inc", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadDec = 429, "IL_OP_LDS_READ_DEC", "lds_read_dec", [], Shape::alu(2).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsMskor = 430, "IL_OP_LDS_MSKOR", "lds_mskor", [], Shape::src(3).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    LdsReadMskor = 431, "IL_OP_LDS_READ_MSKOR", "lds_read_mskor", [], Shape::alu(3).ctl(CtlSet::ID.with(CtlSet::RESOURCE));
    F2F16Near = 432, "IL_OP_F_2_F16_NEAR", "f2f16_near", [], Shape::alu(1);
    F2F16NegInf = 433, "IL_OP_F_2_F16_NEG_INF", "f2f16_neg_inf", [], Shape::alu(1);
    F2F16PlusInf = 434, "IL_OP_F_2_F16_PLUS_INF", "f2f16_plus_inf", [], Shape::alu(1);
    I64Mul = 435, "IL_OP_I64_MUL", "i64mul", [], Shape::alu(2);
    Ldexp = 436, "IL_OP_LDEXP", "ldexp", [], Shape::alu(2);
    FrexpExp = 437, "IL_OP_FREXP_EXP", "frexp_exp", [], Shape::alu(1);
    FrexpMant = 438, "IL_OP_FREXP_MANT", "frexp_mant", [], Shape::alu(1);
    DFrexpExp = 439, "IL_OP_D_FREXP_EXP", "dfrexp_exp", [], Shape::alu(1);
    DFrexpMant = 440, "IL_OP_D_FREXP_MANT", "dfrexp_mant", [], Shape::alu(1);
    Dtoi = 441, "IL_OP_DTOI", "dtoi", [], Shape::alu(1);
    Dtou = 442, "IL_OP_DTOU", "dtou", [], Shape::alu(1);
    Itod = 443, "IL_OP_ITOD", "itod", [], Shape::alu(1);
    Utod = 444, "IL_OP_UTOD", "utod", [], Shape::alu(1);
    FtoiRpi = 445, "IL_OP_FTOI_RPI", "ftoi_rpi", [], Shape::alu(1);
    FtoiFlr = 446, "IL_OP_FTOI_FLR", "ftoi_flr", [], Shape::alu(1);
    Min3 = 447, "IL_OP_MIN3", "min3", [], Shape::alu(3);
    Med3 = 448, "IL_OP_MED3", "med3", [], Shape::alu(3);
    Max3 = 449, "IL_OP_MAX3", "max3", [], Shape::alu(3);
    IMin3 = 450, "IL_OP_I_MIN3", "imin3", [], Shape::alu(3);
    IMed3 = 451, "IL_OP_I_MED3", "imed3", [], Shape::alu(3);
    UMin3 = 452, "IL_OP_U_MIN3", "umin3", [], Shape::alu(3);
    UMed3 = 453, "IL_OP_U_MED3", "umed3", [], Shape::alu(3);
    UMax3 = 454, "IL_OP_U_MAX3", "umax3", [], Shape::alu(3);
    Class = 455, "IL_OP_CLASS", "class", [], Shape::alu(2);
    DClass = 456, "IL_OP_D_CLASS", "dclass", [], Shape::alu(2);
    SampleReturnCode = 457, "IL_OP_SAMPLE_RETURN_CODE", "sample_return_code", [], Shape::new(1, 1, 0, 5).ctl(CtlSet::RESOURCE.with(CtlSet::SAMPLER).with(CtlSet::AOFF).with(CtlSet::EXT).with(CtlSet::UINT).with(CtlSet::STAGE).with(CtlSet::OTHER));
    CuId = 458, "IL_OP_CU_ID", "cu_id", [], Shape::dst(1);
    WaveId = 459, "IL_OP_WAVE_ID", "wave_id", [], Shape::dst(1);
    I64Sub = 460, "IL_OP_I64_SUB", "i64sub", [], Shape::alu(2);
    I64Div = 461, "IL_OP_I64_DIV", "i64div", [], Shape::alu(2);
    U64Div = 462, "IL_OP_U64_DIV", "u64div", [], Shape::alu(2);
    I64Mod = 463, "IL_OP_I64_MOD", "i64mod", [], Shape::alu(2);
    U64Mod = 464, "IL_OP_U64_MOD", "u64mod", [], Shape::alu(2);
    DclGwsThreadCount = 465, "IL_DCL_GWS_THREAD_COUNT", "dcl_gws_thread_count", [], Shape::NONE.extra(Extra::Words(1, 1));
    DclSemaphore = 466, "IL_DCL_SEMAPHORE", "dcl_semaphore", [], Shape::NONE.extra(Extra::Words(0, 1)).ctl(CtlSet::ID);
    SemaphoreInit = 467, "IL_OP_SEMAPHORE_INIT", "semaphore_init", [], Shape::new(0, 0, 0, 1).ctl(CtlSet::ID);
    SemaphoreSignal = 468, "IL_OP_SEMAPHORE_SIGNAL", "semaphore_signal", [], Shape::new(0, 0, 0, 1).ctl(CtlSet::ID);
    SemaphoreWait = 469, "IL_OP_SEMAPHORE_WAIT", "semaphore_wait", [], Shape::new(0, 0, 0, 1).ctl(CtlSet::ID);
    DivScale = 470, "IL_OP_DIV_SCALE", "div_scale", [], Shape::alu(3);
    DivFmas = 471, "IL_OP_DIV_FMAS", "div_fmas", [], Shape::alu(3);
    DivFixup = 472, "IL_OP_DIV_FIXUP", "div_fixup", [], Shape::alu(3);
    DDivScale = 473, "IL_OP_D_DIV_SCALE", "ddiv_scale", [], Shape::alu(3);
    DDivFmas = 474, "IL_OP_D_DIV_FMAS", "ddiv_fmas", [], Shape::alu(3);
    DDivFixup = 475, "IL_OP_D_DIV_FIXUP", "ddiv_fixup", [], Shape::alu(3);
    DTrigPreop = 476, "IL_OP_D_TRIG_PREOP", "dtrig_preop", [], Shape::alu(2);
    MsadU8 = 477, "IL_OP_MSAD_U8", "msad_u8", [], Shape::alu(3);
    QsadU8 = 478, "IL_OP_QSAD_U8", "qsad_u8", [], Shape::alu(3);
    MqsadU8 = 479, "IL_OP_MQSAD_U8", "mqsad_u8", [], Shape::alu(3);
}

/// Number of opcodes (`IL_OP_LAST`).
pub const OPCODE_COUNT: usize = 480;

impl Opcode {
    /// The table row of this opcode.
    pub fn info(self) -> &'static OpInfo {
        // The table is built in discriminant order (checked by a unit test).
        &OPCODES[self as usize]
    }

    /// The appendix B number.
    pub fn number(self) -> u16 {
        self as u16
    }

    /// The opcode with appendix B number `n`.
    pub fn from_number(n: u32) -> Option<Opcode> {
        OPCODES.get(usize::try_from(n).ok()?).map(|i| i.opcode)
    }

    /// The canonical mnemonic.
    pub fn mnemonic(self) -> &'static str {
        self.info().mnemonic
    }

    /// The appendix B enum name.
    pub fn enum_name(self) -> &'static str {
        self.info().enum_name
    }

    /// The operand shape.
    pub fn shape(self) -> &'static Shape {
        &self.info().shape
    }
}

impl std::fmt::Display for Opcode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.mnemonic())
    }
}
