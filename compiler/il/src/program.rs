//! The IL program model (AST): a header plus a flat list of instructions, each carrying
//! its opcode, control specifiers, destination and source operands, opcode-specific
//! words and a source span. The model holds everything the binary token stream can
//! express (control values, modifiers, relative addressing, dimensions, immediates,
//! 32-bit register numbers) so the text and binary forms convert both ways.
//!
//! Spans take no part in equality (see [`crate::span`]), so `parse(print(p)) == p`.

use crate::enums::{
    CmpVal, CompSel, DataSize, DivComp, DstComp, ElementFormat, FenceFlag, FirstBit, PixTexUsage,
    RelOp, ShaderType, ShiftScale, ZeroOp,
};
use crate::opcode::Opcode;
use crate::regtype::RegType;
use crate::span::Span;
use smallvec::SmallVec;

/// A whole IL program (IL_Lang + IL_Version + instructions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// Shader type from the header (`il_cs`, `il_ps`, ...).
    pub shader: ShaderType,
    /// Major version (header `_2_0` → 2; 2 when omitted).
    pub major: u8,
    /// Minor version (0 when omitted).
    pub minor: u8,
    /// `_mp`: multipass (outputs ignored).
    pub multipass: bool,
    /// `_rt`: realtime (pixel shaders only).
    pub realtime: bool,
    /// The instructions in program order, `end` included.
    pub instructions: Vec<Instruction>,
    /// Span of the header.
    pub span: Span,
}

impl Program {
    /// An empty program of the given shader type, version 2.0.
    pub fn new(shader: ShaderType) -> Program {
        Program {
            shader,
            major: 2,
            minor: 0,
            multipass: false,
            realtime: false,
            instructions: Vec::new(),
            span: Span::default(),
        }
    }
}

/// One instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instruction {
    /// The opcode.
    pub opcode: Opcode,
    /// Control specifiers, in written order (`_relop(eq)`, `_id(3)`, keywords, ...).
    pub controls: SmallVec<[Control; 1]>,
    /// Destination operands (usually 0 or 1). Instruction-level `_sat` and `_x2`..`_d8`
    /// live in the first destination's [`Dst::clamp`] / [`Dst::shift`].
    pub dsts: SmallVec<[Dst; 1]>,
    /// Source operands.
    pub srcs: SmallVec<[Src; 2]>,
    /// Opcode-specific 32-bit words (label, case value, literal bits, counts, immediate
    /// constant-buffer data), interpreted per [`crate::opcode::Extra`].
    pub extra: SmallVec<[u32; 4]>,
    /// Free text for [`crate::opcode::Extra::Raw`] opcodes (comments, macro calls).
    pub raw: Option<Box<str>>,
    /// Where the instruction is.
    pub span: Span,
}

impl Instruction {
    /// An instruction with no operands.
    pub fn new(opcode: Opcode) -> Instruction {
        Instruction {
            opcode,
            controls: SmallVec::new(),
            dsts: SmallVec::new(),
            srcs: SmallVec::new(),
            extra: SmallVec::new(),
            raw: None,
            span: Span::default(),
        }
    }

    /// The `_relop(..)` control, if any.
    pub fn relop(&self) -> Option<RelOp> {
        self.controls.iter().find_map(|c| match c {
            Control::RelOp(r) => Some(*r),
            _ => None,
        })
    }

    /// The `_zeroop(..)` control, if any.
    pub fn zeroop(&self) -> Option<ZeroOp> {
        self.controls.iter().find_map(|c| match c {
            Control::ZeroOp(z) => Some(*z),
            _ => None,
        })
    }

    /// The `_id(n)` control (UAV, LDS, GDS, ... id), if any.
    pub fn id(&self) -> Option<u32> {
        self.controls.iter().find_map(|c| match c {
            Control::Id(n) => Some(*n),
            _ => None,
        })
    }

    /// The `_resource(n)` control, if any.
    pub fn resource(&self) -> Option<u32> {
        self.controls.iter().find_map(|c| match c {
            Control::Resource(n) => Some(*n),
            _ => None,
        })
    }

    /// True when the flag control `c` (e.g. [`Control::Ieee`]) is present.
    pub fn has(&self, c: &Control) -> bool {
        self.controls.iter().any(|x| x == c)
    }

    /// True when fence option `f` is present.
    pub fn fence(&self, f: FenceFlag) -> bool {
        self.has(&Control::Fence(f))
    }

    /// The first destination's clamp (`_sat`) flag.
    pub fn saturate(&self) -> bool {
        self.dsts.first().is_some_and(|d| d.clamp)
    }
}

/// A control specifier (`_name` or `_name(value)` after the mnemonic).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Control {
    /// `_relop(op)`.
    RelOp(RelOp),
    /// `_zeroop(op)`.
    ZeroOp(ZeroOp),
    /// `_cmpval(v)`.
    CmpVal(CmpVal),
    /// `_ieee`.
    Ieee,
    /// `_id(n)`.
    Id(u32),
    /// `_resource(n)`.
    Resource(u32),
    /// `_sampler(n)`.
    Sampler(u32),
    /// `_stage(n)`.
    Stage(u32),
    /// `_uint`.
    Uint,
    /// `_cached`.
    Cached,
    /// `_ext`.
    Ext,
    /// `_fine`.
    Fine,
    /// `_repeat`.
    Repeat,
    /// A fence option (`_threads`, `_lds`, ...).
    Fence(FenceFlag),
    /// `ffb(lo|hi|shi)`.
    FirstBit(FirstBit),
    /// `_size(dword|short|byte)`.
    Size(DataSize),
    /// `_type(pixtexusage)`.
    Type(PixTexUsage),
    /// `_fmtx(f)` (component 0) .. `_fmtw(f)` (component 3).
    Fmt(u8, ElementFormat),
    /// `_aoffimmi(u,v,w)` (also spelled `_addroffimmi`): texel offsets.
    AOffImmi([i32; 3]),
    /// Precise mask of `prec` / `prec<mask>` (bit 0 = x .. bit 3 = w).
    Precise(u8),
    /// A numeric id written in parentheses after the mnemonic (`mcall(3)`).
    ParenId(u32),
    /// Any other specifier, kept verbatim (lower-cased name, argument text).
    Other(Box<str>, Option<Box<str>>),
    /// A bare keyword operand (`dcl_ts_domain ts_domain_tri`).
    Keyword(Box<str>),
}

/// One bracketed index: `[n]`, `[r2.x]`, `[r2.x+6]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Index {
    /// The index register (register-relative addressing), if any.
    pub reg: Option<Box<RelReg>>,
    /// Immediate offset (the whole index when `reg` is `None`).
    pub offset: i64,
}

/// The register of a register-relative index: one replicated component.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RelReg {
    /// Register type (TEMP, ADDR, ...).
    pub ty: RegType,
    /// Register number, when written.
    pub num: Option<u32>,
    /// The selected component.
    pub comp: CompSel,
    /// Where it is.
    pub span: Span,
}

/// The register part shared by destinations and sources: type, number and indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reg {
    /// Register type.
    pub ty: RegType,
    /// Register number (`r5` → 5), `None` for unnumbered registers (`g[..]`, `vAbsTid`,
    /// `cb[..][..]`, `mem`).
    pub num: Option<u32>,
    /// Bracketed indices in written order (`cb0[4]` → one, `cb[a][b]` → two).
    pub indices: SmallVec<[Index; 1]>,
}

impl Reg {
    /// A plain numbered register `ty num`.
    pub fn new(ty: RegType, num: u32) -> Reg {
        Reg {
            ty,
            num: Some(num),
            indices: SmallVec::new(),
        }
    }
}

/// A destination operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dst {
    /// The register.
    pub reg: Reg,
    /// Per-component write mode (x, y, z, w).
    pub mask: [DstComp; 4],
    /// Clamp to [0,1] (`_sat`).
    pub clamp: bool,
    /// Shift/scale (`_x2` .. `_d8`).
    pub shift: ShiftScale,
    /// Where it is.
    pub span: Span,
}

impl Dst {
    /// A destination writing all four components.
    pub fn new(reg: Reg) -> Dst {
        Dst {
            reg,
            mask: [DstComp::Write; 4],
            clamp: false,
            shift: ShiftScale::None,
            span: Span::default(),
        }
    }
}

/// Source modifiers (IL_Src_Mod, Table 2.9) other than the swizzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SrcMods {
    /// Per-component negate (bit i = component i), `_neg(xyzw)`.
    pub neg: u8,
    /// `_invert`: 1 - s.
    pub invert: bool,
    /// `_bias`: s - 0.5.
    pub bias: bool,
    /// `_x2`: 2s.
    pub x2: bool,
    /// `_sign`.
    pub sign: bool,
    /// `_abs`.
    pub abs: bool,
    /// `_divcomp(..)`.
    pub divcomp: Option<DivComp>,
    /// Clamp to [0,1] (`_sat` on a source).
    pub clamp: bool,
}

impl SrcMods {
    /// True when no modifier is set.
    pub fn is_empty(&self) -> bool {
        *self == SrcMods::default()
    }
}

/// A source operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Src {
    /// The register.
    pub reg: Reg,
    /// Swizzle (x, y, z, w positions).
    pub swizzle: [CompSel; 4],
    /// Modifiers.
    pub mods: SrcMods,
    /// Where it is.
    pub span: Span,
}

/// The identity swizzle `.xyzw`.
pub const IDENTITY: [CompSel; 4] = [CompSel::X, CompSel::Y, CompSel::Z, CompSel::W];

impl Src {
    /// A source reading `reg` with identity swizzle and no modifiers.
    pub fn new(reg: Reg) -> Src {
        Src {
            reg,
            swizzle: IDENTITY,
            mods: SrcMods::default(),
            span: Span::default(),
        }
    }
}
