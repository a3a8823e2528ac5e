//! The interpreter's pre-decoded program: a flat instruction list with resolved operand
//! accessors (register slots, constant tables, relative-index sources) and resolved jump
//! targets for every structured flow-control instruction. [`super::decode`] builds it from
//! an `amdil::Program` once; [`super::exec`] runs it without further lookups.

use super::float::{Relop, ZeroOp};
use super::integer::FirstBit;
use super::modifiers::{DstMods, SrcMods, ValueType};

/// Per-lane register slots reserved before the program's own temps: the thread-ID
/// registers and vWinCoord are filled at group start, the literals once per run.
pub(crate) mod slot {
    /// `vTidInGrp` (L2191-2210).
    pub const TID_IN_GRP: u32 = 0;
    /// `vTidInGrpFlat` (L2212-2239).
    pub const TID_IN_GRP_FLAT: u32 = 1;
    /// `vThreadGrpId` (L2138-2158).
    pub const THREAD_GRP_ID: u32 = 2;
    /// `vThreadGrpIdFlat` (L2162-2189).
    pub const THREAD_GRP_ID_FLAT: u32 = 3;
    /// `vAbsTid` (L1363-1380).
    pub const ABS_TID: u32 = 4;
    /// `vAbsTidFlat` (L1382-1406).
    pub const ABS_TID_FLAT: u32 = 5;
    /// `vWinCoord` (L2309-2319) for pixel-style compute.
    pub const WIN_COORD: u32 = 6;
    /// The first slot after the reserved ones.
    pub const FIRST_FREE: u32 = 7;
}

/// Where a source operand's 4-component value comes from.
#[derive(Clone, Debug)]
pub(crate) enum Loc {
    /// A per-lane slot: temps, literals, thread IDs.
    Slot(u32),
    /// An indexed temp array element: `x#[rel + offset]`, arrays packed at `base`.
    ITemp { base: u32, len: u32, index: Index },
    /// A constant buffer element `cb#[..]`.
    Cb { id: u32, index: Index },
    /// An immediate constant buffer element `icb[..]`.
    Icb { index: Index },
    /// A global buffer slot `g[..]` (16 bytes, L1588).
    Global { index: Index },
    /// A shared register `sr#` (L2010-2026): one per dispatch, not per lane.
    Shared(u32),
    /// The 64-bit `Tmr` counter (L2241-2269): here the number of instructions the
    /// work-group has executed, so runs stay deterministic.
    Timer,
}

/// An array index: `offset`, plus one component of a source when relative (L576).
#[derive(Clone, Debug)]
pub(crate) struct Index {
    pub rel: Option<Box<Src>>,
    pub offset: i64,
}

/// A source operand.
#[derive(Clone, Debug)]
pub(crate) struct Src {
    pub loc: Loc,
    pub mods: SrcMods,
    /// `mods.is_plain()`, cached.
    pub plain: bool,
}

/// Where a destination is written.
#[derive(Clone, Debug)]
pub(crate) enum DstLoc {
    /// A per-lane slot.
    Slot(u32),
    /// An indexed temp.
    ITemp { base: u32, len: u32, index: Index },
    /// A global buffer slot.
    Global { index: Index },
    /// A shared register `sr#`.
    Shared(u32),
    /// A shader output `oN` (pixel render target / vertex output): kept in a per-lane slot
    /// (so reads return the last write, L1185) and marked written per component; `index`
    /// is the position in [`Kernel::outputs`].
    Output { slot: u32, index: u32 },
}

/// A destination operand.
#[derive(Clone, Debug)]
pub(crate) struct Dst {
    pub loc: DstLoc,
    pub mods: DstMods,
}

/// The ALU operations, each with its per-component semantics in the pure-function
/// modules. `Scalar*` variants read `.w` and broadcast (L7481, L8787, …).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum AluOp {
    Mov,
    // float
    Add,
    Sub,
    Mul { ieee: bool },
    Mad { ieee: bool },
    Fma,
    Div(ZeroOp),
    Dp { n: u8, ieee: bool },
    Min,
    Max,
    Clamp,
    Eq,
    Ne,
    Ge,
    Lt,
    Set(Relop),
    Cmov,
    Cmp { relop: Relop, cmpval: u32 },
    Frc,
    Floor,
    Ceil,
    Trunc,
    RoundEven,
    Rnd,
    Mod,
    Abs,
    SqrtVec,
    RsqVec,
    ExpVec,
    LogVec,
    SinVec,
    CosVec,
    RcpVec(ZeroOp),
    ScalarRcp(ZeroOp),
    ScalarRsq(ZeroOp),
    ScalarSqrt,
    ScalarExp,
    ScalarLog(ZeroOp),
    ScalarSin,
    ScalarCos,
    ScalarPow,
    ScalarAcos,
    ScalarAsin,
    ScalarAtan,
    ScalarTan,
    SinCos,
    Expp,
    Dp2Add { ieee: bool },
    Lrp,
    Sgn,
    Crs,
    DstOp,
    Len,
    Dist,
    // integer / unsigned / bit
    Iadd,
    Inegate,
    Imul,
    ImulHigh,
    UmulHigh,
    Imad,
    Imul24,
    Imul24High,
    Imad24,
    Umul24,
    Umul24High,
    Umad24,
    Udiv,
    Umod,
    Imax,
    Imin,
    Umax,
    Umin,
    Ieq,
    Ine,
    Ige,
    Ilt,
    Uge,
    Ult,
    Iand,
    Ior,
    Ixor,
    Inot,
    Ishl,
    Ishr,
    Ushr,
    Icarry,
    Iborrow,
    IbitExtract,
    UbitExtract,
    UbitInsert,
    Icountbits,
    Ffb(FirstBit),
    UbitReverse,
    CmovLogical,
    BitAlign,
    ByteAlign,
    Unpack(u8),
    Sad,
    SadHi,
    Sad4,
    // conversion
    Ftoi,
    Ftou,
    Itof,
    Utof,
    F2F16,
    F162F,
    D2F,
    F2D,
    // double (sources read from .xy, results to .xy / .zw or broadcast)
    Dadd,
    Dmul,
    Dmad,
    Ddiv,
    Dmax,
    Dmin,
    Dfrac,
    Deq,
    Dne,
    Dge,
    Dlt,
    Dsqrt,
    Drcp(ZeroOp),
    Drsq(ZeroOp),
    Dmov,
    Dmovc,
    Dldexp,
    Dfrexp,
    // 64-bit integers in .xy (low word in x), results to .xy / .zw (L3232-3235)
    I64Add,
    I64Negate,
    I64Cmp(I64Rel),
    I64MinMax { max: bool, signed: bool },
    I64Shift(Shift64),
}

/// The relations of the 64-bit compares (one mask broadcast, L3061).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum I64Rel {
    Eq,
    Ne,
    Ge,
    Lt,
    Uge,
    Ult,
}

/// The 64-bit shifts; the count is `src1.x & 0x3F` (L3230, L6670; the prose's "lower
/// five bits" at L6668 contradicts its own 0-63 range).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shift64 {
    Shl,
    Shr,
    UShr,
}

impl AluOp {
    /// The components the operation produces; the others of the write mask are left
    /// unchanged (CRS does not write w, L7742; SINCOS writes x and y, L9030).
    pub fn produces(self) -> [bool; 4] {
        match self {
            AluOp::Crs => [true, true, true, false],
            AluOp::SinCos => [true, true, false, false],
            _ => [true; 4],
        }
    }

    /// How source modifiers are interpreted for this operation.
    pub fn value_type(self) -> ValueType {
        use AluOp::*;
        match self {
            Iadd
            | Inegate
            | Imul
            | ImulHigh
            | UmulHigh
            | Imad
            | Imul24
            | Imul24High
            | Imad24
            | Umul24
            | Umul24High
            | Umad24
            | Udiv
            | Umod
            | Imax
            | Imin
            | Umax
            | Umin
            | Ieq
            | Ine
            | Ige
            | Ilt
            | Uge
            | Ult
            | Iand
            | Ior
            | Ixor
            | Inot
            | Ishl
            | Ishr
            | Ushr
            | Icarry
            | Iborrow
            | IbitExtract
            | UbitExtract
            | UbitInsert
            | Icountbits
            | Ffb(_)
            | UbitReverse
            | CmovLogical
            | BitAlign
            | ByteAlign
            | Unpack(_)
            | Sad
            | SadHi
            | Itof
            | Utof
            | F162F
            | I64Add
            | I64Negate
            | I64Cmp(_)
            | I64MinMax { .. }
            | I64Shift(_) => ValueType::Int,
            Dadd | Dmul | Dmad | Ddiv | Dmax | Dmin | Dfrac | Deq | Dne | Dge | Dlt | Dsqrt
            | Drcp(_) | Drsq(_) | Dmov | Dmovc | Dldexp | Dfrexp | D2F => ValueType::Double,
            _ => ValueType::Float,
        }
    }
}

/// Which operation an LDS/UAV atomic performs on the old value `v` with `src1` (and
/// `src2` for compare-exchange).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AtomicOp {
    Add,
    Sub,
    Rsub,
    Min,
    Max,
    Umin,
    Umax,
    And,
    Or,
    Xor,
    Xchg,
    /// `v == cmp ? new : v`, with the operand roles of the individual opcode.
    CmpXchg,
    /// `v >= src1 ? 0 : v + 1` (UAV_UINC, L12072).
    Uinc,
    /// `(v == 0 || v > src1) ? src1 : v - 1` (UAV_UDEC, L12073).
    Udec,
    /// `(v & !src1) | src2` (LDS_MSKOR, L10478).
    MskOr,
}

/// Which LDS / UAV space a memory instruction addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Space {
    /// `_id(n)` raw or struct UAV, per its declaration.
    Uav(u32),
    /// `_id(n)` LDS, raw or struct per its declaration.
    Lds(u32),
    /// `_id(n)` GDS (L12221-13061): like LDS but shared by the whole dispatch.
    Gds(u32),
}

/// Sub-dword LDS access widths (LDS_LOAD_BYTE … LDS_STORE_SHORT, L10247-10898).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Width {
    Dword,
    Byte { signed: bool },
    Short { signed: bool },
}

/// Conditions of the conditional flow-control forms.
#[derive(Clone, Debug)]
pub(crate) enum Cond {
    /// `src.x != 0` as an integer (`_logicalnz`).
    NonZero(Src),
    /// `src.x == 0` as an integer (`_logicalz`).
    Zero(Src),
    /// Float `a.x relop b.x` (`ifc`, `breakc`, `continuec`).
    Relop(Relop, Src, Src),
}

/// One pre-decoded instruction. Jump targets are instruction indices.
#[derive(Clone, Debug)]
pub(crate) enum Inst {
    /// An ALU operation.
    Alu { op: AluOp, dst: Dst, srcs: Vec<Src> },
    /// Memory load: `dst = mem[addr]` (raw: byte address in `.x`; struct: (index, byte
    /// offset) in `.xy`; typed: element in `.x`).
    Load {
        space: Space,
        width: Width,
        dst: Dst,
        addr: Src,
    },
    /// LDS_LOAD_VEC (L10354-10368): struct index `addr.x`, byte offset `offset.x` (raw:
    /// byte address `addr.x`); four dwords; out-of-range reads give 0.
    LoadVec {
        space: Space,
        dst: Dst,
        addr: Src,
        offset: Src,
    },
    /// Memory store: writes `value` through the `mem` mask (raw/struct) or one element.
    Store {
        space: Space,
        width: Width,
        mask: [bool; 4],
        addr: Src,
        value: Src,
    },
    /// LDS_STORE_VEC (L10915-10933): as [`Inst::LoadVec`]; out-of-range writes are dropped.
    StoreVec {
        space: Space,
        mask: [bool; 4],
        addr: Src,
        offset: Src,
        value: Src,
    },
    /// Atomic read-modify-write; `dst` present for the `*_READ_*` forms.
    Atomic {
        space: Space,
        op: AtomicOp,
        dst: Option<Dst>,
        addr: Src,
        srcs: Vec<Src>,
    },
    /// APPEND_BUF_ALLOC / APPEND_BUF_CONSUME (L9837-9895) on UAV `id`'s hidden counter.
    Append { id: u32, consume: bool, dst: Dst },
    /// FENCE (L5263): `threads` is the group barrier.
    Fence { threads: bool },
    /// `if` family: lanes failing `cond` skip to `else_or_end` (the ELSE's index + 1 or
    /// the ENDIF).
    If {
        cond: Cond,
        else_pc: Option<usize>,
        end_pc: usize,
    },
    /// ELSE; `end_pc` is its ENDIF.
    Else { end_pc: usize },
    /// ENDIF.
    EndIf,
    /// WHILELOOP (L4033); `end_pc` is its ENDLOOP.
    Loop { end_pc: usize },
    /// ENDLOOP; `start_pc` is the loop's first body instruction.
    EndLoop { start_pc: usize },
    /// BREAK and its conditional forms (leaves the innermost loop or switch, L3448).
    Break { cond: Option<Cond> },
    /// CONTINUE and its conditional forms.
    Continue { cond: Option<Cond> },
    /// SWITCH (L4020) with the values of its CASEs (for DEFAULT).
    Switch {
        value: Src,
        cases: Vec<u32>,
        end_pc: usize,
    },
    /// CASE v.
    Case { value: u32 },
    /// DEFAULT.
    Default,
    /// ENDSWITCH.
    EndSwitch,
    /// CALL / CALL_LOGICAL* to the instruction index of FUNC's body.
    Call { target: usize, cond: Option<Cond> },
    /// RET at the end of a function, ENDFUNC.
    FuncEnd,
    /// RET_DYN / RET_LOGICAL*: return from anywhere.
    Return { cond: Option<Cond> },
    /// DISCARD_LOGICAL*: lanes stop (pixel-style programs).
    Discard { cond: Cond },
    /// KILL (L5443-5476): lanes with any component of `src` below 0.0 are discarded.
    Kill { src: Src },
    /// A texture instruction (sample*, load_resource, resinfo).
    Tex(Box<TexInst>),
    /// DSX / DSY (L7878-7918) and FWIDTH (L8096-8110) over 2x2 pixel quads.
    Deriv {
        axis: DerivAxis,
        fine: bool,
        dst: Dst,
        src: Src,
    },
    /// END / ENDMAIN: the work-item finishes.
    End,
    /// No operation (declarations kept for 1:1 instruction indices, NOP, comments).
    Nop,
}

/// UAV kinds from the declarations (L9977-10100).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UavKind {
    /// `dcl_raw_uav`: byte addresses.
    Raw,
    /// `dcl_struct_uav` with the stride in bytes.
    Struct { stride: u32 },
    /// `dcl_uav` typed buffer, one 32-bit component per element (R32 formats); loads fill
    /// y and z with 0 and w with `one` (1 or 1.0 by the format), the D3D default for
    /// components a format lacks (the manual does not say, L11281-11297).
    Typed { one: u32 },
}

/// An LDS declaration (L9916, L10022).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LdsDecl {
    /// Size in bytes.
    pub bytes: u32,
    /// The stride for `dcl_struct_lds`, or `None` for raw.
    pub stride: Option<u32>,
}

/// Which kind of shader the program is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ShaderKind {
    /// `il_cs`.
    Compute,
    /// `il_ps`: one invocation per pixel of the domain.
    Pixel,
    /// `il_vs`: one invocation per vertex.
    Vertex,
}

/// Which derivative a [`Inst::Deriv`] computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DerivAxis {
    /// DSX.
    X,
    /// DSY.
    Y,
    /// FWIDTH: `|dsx| + |dsy|`.
    Width,
}

/// Which texture instruction a [`TexInst`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TexOp {
    /// SAMPLE, SAMPLE_B, SAMPLE_L, SAMPLE_G: one mip level, so the same texels.
    Sample,
    /// SAMPLE_C, SAMPLE_C_LZ, SAMPLE_C_L, SAMPLE_C_B, SAMPLE_C_G: comparison against
    /// `srcs[1].x`.
    SampleCompare,
    /// LOAD (`load_resource`).
    Load,
    /// RESINFO, integer results when `uint`.
    ResInfo { uint: bool },
    /// BUFINFO (L5063-5080): the size in elements (texels), in all four components.
    BufInfo,
}

/// A texture instruction.
#[derive(Clone, Debug)]
pub(crate) struct TexInst {
    pub op: TexOp,
    pub resource: u32,
    pub sampler: u32,
    /// `_aoffimmi(u,v,w)` in texels.
    pub offset: [i32; 3],
    /// `_coordtype(unnormalized|normalized)`, when given.
    pub unnorm: Option<bool>,
    pub dst: Dst,
    pub srcs: Vec<Src>,
}

/// Texture dimensionality of a `dcl_resource` (`_type(..)`, L14229-14249).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ResDim {
    Buffer,
    D1,
    D2,
    D3,
}

/// How the words of one texel component are typed (`_fmtx(..)`..`_fmtw(..)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CompFormat {
    Float,
    Uint,
    Sint,
}

/// A `dcl_resource` declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ResDecl {
    pub dim: ResDim,
    pub unnorm: bool,
    pub fmt: [CompFormat; 4],
}

/// Where a declared input register's value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum InputKind {
    /// A pixel shader's generic interpolant N (launch `interpolants`, else the window
    /// coordinate).
    Interpolant(u32),
    /// A vertex shader's input N (launch `vertex_inputs`).
    Vertex(u32),
    /// The vertex id (all four components).
    VertexId,
    /// The instance id: 0, the launch draws one instance.
    InstanceId,
}

/// A decoded program.
#[derive(Clone, Debug)]
pub(crate) struct Kernel {
    pub kind: ShaderKind,
    pub insts: Vec<Inst>,
    /// Source span of each instruction (parallel to `insts`).
    pub spans: Vec<amdil::Span>,
    /// Per-lane slots (reserved + literals + temps).
    pub num_slots: u32,
    /// Values of literal slots, written once: (slot, value).
    pub literal_slots: Vec<(u32, [u32; 4])>,
    /// Total `x#` storage in vec4 elements.
    pub itemp_size: u32,
    /// The immediate constant buffer.
    pub icb: Vec<[u32; 4]>,
    /// UAV declarations by id.
    pub uavs: Vec<(u32, UavKind)>,
    /// LDS declarations by id.
    pub lds: Vec<(u32, LdsDecl)>,
    /// Number of shared registers (`dcl_shared_temp sr<N>`, L4471-4473).
    pub shared_temps: u32,
    /// GDS declarations by id (`dcl_gds`, `dcl_struct_gds`, same shape as LDS).
    pub gds: Vec<(u32, LdsDecl)>,
    /// `dcl_num_thread_per_group`, when present.
    pub group_size: Option<[u32; 3]>,
    /// Input slots filled per lane at group start.
    pub inputs: Vec<(u32, InputKind)>,
    /// Output registers `oN`: (N, slot), in slot order.
    pub outputs: Vec<(u32, u32)>,
    /// `dcl_resource` declarations by resource id.
    pub resources: std::collections::BTreeMap<u32, ResDecl>,
}
