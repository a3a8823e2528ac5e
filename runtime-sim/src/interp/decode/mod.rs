//! Pre-decoding: turns an `amdil::Program` into the interpreter's [`Kernel`] once —
//! register slots, literal and constant tables, resource declarations, and the jump
//! targets of the structured flow control — and classifies every opcode ([`classify`],
//! the one table from which [`super::support`] is derived).

use std::collections::{BTreeMap, HashMap};

mod graphics;

use amdil::enums::{CompSel, DivComp as IlDivComp, FenceFlag, PixTexUsage, RelOp, ShaderType};
use amdil::opcode::Opcode as O;
use amdil::program::{Control, Instruction, Reg};
use amdil::regtype::RegType;
use amdil::Program;

use super::error::InterpError;
use super::float::{Relop, ZeroOp};
use super::integer::FirstBit;
use super::kernel::*;
use super::modifiers::{DivComp, DstComp, DstMods, Select, ShiftScale, SrcMods};

/// Which memory a load/store/atomic opcode addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mem {
    /// A UAV.
    Uav,
    /// The group's LDS.
    Lds,
    /// The dispatch's GDS.
    Gds,
}

/// What the interpreter does with an opcode.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Class {
    /// An ALU operation.
    Alu(AluOp),
    /// A load (`dst, addr`) from a UAV (`uav: true`) or LDS.
    Load { mem: Mem, width: Width },
    /// A store (`[mem,] addr, value`).
    Store { mem: Mem, width: Width },
    /// LDS_LOAD_VEC.
    LoadVec,
    /// LDS_STORE_VEC.
    StoreVec,
    /// An atomic; `ret` for the `*_READ_*` forms; `swap_cmp` when the opcode's operands
    /// are (new, compare) rather than (compare, new).
    Atomic {
        mem: Mem,
        op: AtomicOp,
        ret: bool,
        swap_cmp: bool,
    },
    /// APPEND_BUF_ALLOC (`false`) / APPEND_BUF_CONSUME (`true`).
    Append(bool),
    /// A texture instruction (sample*, load_resource, resinfo).
    Tex(TexOp),
    /// DSX, DSY, FWIDTH.
    Deriv(DerivAxis),
    /// Flow control and other structural instructions, handled by the decoder.
    Flow,
    /// A declaration or no-op the interpreter reads (or may ignore).
    Decl,
    /// Not implemented, with the reason.
    Unsupported(&'static str),
}

/// The opcode table of the interpreter.
pub(crate) fn classify(op: O) -> Class {
    use AluOp as A;
    use AtomicOp as T;
    use Class::*;
    let alu = Alu;
    let dw = Width::Dword;
    let atom = |mem, op, ret| Atomic {
        mem,
        op,
        ret,
        swap_cmp: false,
    };
    if let Some(class) = graphics::classify_graphics(op) {
        return class;
    }
    match op {
        O::Mov | O::InvMov => alu(A::Mov),
        O::Add => alu(A::Add),
        O::Sub => alu(A::Sub),
        O::Mul => alu(A::Mul { ieee: false }),
        O::Mad => alu(A::Mad { ieee: false }),
        O::Fma => alu(A::Fma),
        O::Div => alu(A::Div(ZeroOp::FltMax)),
        O::Dp2 => alu(A::Dp { n: 2, ieee: false }),
        O::Dp3 => alu(A::Dp { n: 3, ieee: false }),
        O::Dp4 => alu(A::Dp { n: 4, ieee: false }),
        O::Min => alu(A::Min),
        O::Max => alu(A::Max),
        O::Clamp => alu(A::Clamp),
        O::Eq => alu(A::Eq),
        O::Ne => alu(A::Ne),
        O::Ge => alu(A::Ge),
        O::Lt => alu(A::Lt),
        O::Set => alu(A::Set(Relop::Eq)),
        O::Cmov => alu(A::Cmov),
        O::Cmp => alu(A::Cmp {
            relop: Relop::Eq,
            cmpval: 0,
        }),
        O::Frc => alu(A::Frc),
        O::Flr | O::RoundNegInf => alu(A::Floor),
        O::RoundPlusInf => alu(A::Ceil),
        O::RoundZero => alu(A::Trunc),
        O::RoundNear => alu(A::RoundEven),
        O::Rnd => alu(A::Rnd),
        O::Mod => alu(A::Mod),
        O::Abs => alu(A::Abs),
        O::SqrtVec => alu(A::SqrtVec),
        O::RsqVec => alu(A::RsqVec),
        O::ExpVec => alu(A::ExpVec),
        O::LogVec => alu(A::LogVec),
        O::SinVec => alu(A::SinVec),
        O::CosVec => alu(A::CosVec),
        O::RcpVec => alu(A::RcpVec(ZeroOp::FltMax)),
        O::Rcp => alu(A::ScalarRcp(ZeroOp::FltMax)),
        O::Rsq => alu(A::ScalarRsq(ZeroOp::FltMax)),
        O::Sqrt => alu(A::ScalarSqrt),
        O::Exp => alu(A::ScalarExp),
        O::Log => alu(A::ScalarLog(ZeroOp::FltMax)),
        O::Sin => alu(A::ScalarSin),
        O::Cos => alu(A::ScalarCos),
        O::Pow => alu(A::ScalarPow),
        O::Acos => alu(A::ScalarAcos),
        O::Asin => alu(A::ScalarAsin),
        O::Atan => alu(A::ScalarAtan),
        O::Tan => alu(A::ScalarTan),
        O::Sincos => alu(A::SinCos),
        O::Expp => alu(A::Expp),
        O::Dp2add => alu(A::Dp2Add { ieee: false }),
        O::Lrp => alu(A::Lrp),
        O::Sgn => alu(A::Sgn),
        O::Crs => alu(A::Crs),
        O::Dst => alu(A::DstOp),
        O::Len => alu(A::Len),
        O::Dist => alu(A::Dist),
        // CLG and TRC have only their chapter-6 rows (ceiling, truncate; L2625, L2814).
        O::Clg => alu(A::Ceil),
        O::Trc => alu(A::Trunc),
        O::IAdd => alu(A::Iadd),
        O::INegate => alu(A::Inegate),
        O::IMul | O::UMul => alu(A::Imul),
        O::IMulHigh => alu(A::ImulHigh),
        O::UMulHigh => alu(A::UmulHigh),
        O::IMad | O::UMad => alu(A::Imad),
        O::IMul24 => alu(A::Imul24),
        O::IMul24High => alu(A::Imul24High),
        O::IMad24 => alu(A::Imad24),
        O::UMul24 => alu(A::Umul24),
        O::UMul24High => alu(A::Umul24High),
        O::UMad24 => alu(A::Umad24),
        O::UDiv => alu(A::Udiv),
        O::UMod => alu(A::Umod),
        O::IMax => alu(A::Imax),
        O::IMin => alu(A::Imin),
        O::UMax => alu(A::Umax),
        O::UMin => alu(A::Umin),
        O::IEq => alu(A::Ieq),
        O::INe => alu(A::Ine),
        O::IGe => alu(A::Ige),
        O::ILt => alu(A::Ilt),
        O::UGe => alu(A::Uge),
        O::ULt => alu(A::Ult),
        O::And => alu(A::Iand),
        O::IOr => alu(A::Ior),
        O::IXor => alu(A::Ixor),
        O::INot => alu(A::Inot),
        O::IShl => alu(A::Ishl),
        O::IShr => alu(A::Ishr),
        O::UShr => alu(A::Ushr),
        O::ICarry => alu(A::Icarry),
        O::IBorrow => alu(A::Iborrow),
        O::IBitExtract => alu(A::IbitExtract),
        O::UBitExtract => alu(A::UbitExtract),
        O::UBitInsert => alu(A::UbitInsert),
        O::ICountbits => alu(A::Icountbits),
        O::IFirstbit => alu(A::Ffb(FirstBit::Lo)),
        O::UBitReverse => alu(A::UbitReverse),
        O::CmovLogical => alu(A::CmovLogical),
        O::BitAlign => alu(A::BitAlign),
        O::ByteAlign => alu(A::ByteAlign),
        O::Unpack0 => alu(A::Unpack(0)),
        O::Unpack1 => alu(A::Unpack(1)),
        O::Unpack2 => alu(A::Unpack(2)),
        O::Unpack3 => alu(A::Unpack(3)),
        O::Sad => alu(A::Sad),
        O::SadHi => alu(A::SadHi),
        O::Sad4 => alu(A::Sad4),
        O::U4lerp => Unsupported("the manual's U4LERP formula is lost in the text (L9761)"),
        O::F2U4 => Unsupported("the manual gives no operation for F_2_U4 (L9698)"),
        O::Ftoi => alu(A::Ftoi),
        O::Ftou => alu(A::Ftou),
        O::Itof => alu(A::Itof),
        O::Utof => alu(A::Utof),
        O::F2F16 => alu(A::F2F16),
        O::F162F => alu(A::F162F),
        O::D2F => alu(A::D2F),
        O::F2D => alu(A::F2D),
        O::DAdd => alu(A::Dadd),
        O::DMul => alu(A::Dmul),
        O::DMuladd => alu(A::Dmad),
        O::DDiv => alu(A::Ddiv),
        O::DMax => alu(A::Dmax),
        O::DMin => alu(A::Dmin),
        O::DFrac => alu(A::Dfrac),
        O::Deq => alu(A::Deq),
        O::Dne => alu(A::Dne),
        O::Dge => alu(A::Dge),
        O::Dlt => alu(A::Dlt),
        O::DSqrt => alu(A::Dsqrt),
        O::DRcp => alu(A::Drcp(ZeroOp::FltMax)),
        O::DRsq => alu(A::Drsq(ZeroOp::FltMax)),
        O::DMov => alu(A::Dmov),
        O::DMovc => alu(A::Dmovc),
        O::DLdexp => alu(A::Dldexp),
        O::DFrexp => alu(A::Dfrexp),
        O::I64Add => alu(A::I64Add),
        O::I64Negate => alu(A::I64Negate),
        O::I64Eq => alu(A::I64Cmp(I64Rel::Eq)),
        O::I64Ne => alu(A::I64Cmp(I64Rel::Ne)),
        O::I64Ge => alu(A::I64Cmp(I64Rel::Ge)),
        O::I64Lt => alu(A::I64Cmp(I64Rel::Lt)),
        O::U64Ge => alu(A::I64Cmp(I64Rel::Uge)),
        O::U64Lt => alu(A::I64Cmp(I64Rel::Ult)),
        O::I64Max => alu(A::I64MinMax {
            max: true,
            signed: true,
        }),
        O::I64Min => alu(A::I64MinMax {
            max: false,
            signed: true,
        }),
        O::U64Max => alu(A::I64MinMax {
            max: true,
            signed: false,
        }),
        O::U64Min => alu(A::I64MinMax {
            max: false,
            signed: false,
        }),
        O::I64Shl => alu(A::I64Shift(Shift64::Shl)),
        O::I64Shr => alu(A::I64Shift(Shift64::Shr)),
        O::U64Shr => alu(A::I64Shift(Shift64::UShr)),
        // memory
        O::UavRawLoad | O::UavStructLoad | O::UavLoad => Load {
            mem: Mem::Uav,
            width: dw,
        },
        O::UavRawStore | O::UavStructStore | O::UavStore => Store {
            mem: Mem::Uav,
            width: dw,
        },
        O::LdsLoad => Load {
            mem: Mem::Lds,
            width: dw,
        },
        O::LdsLoadByte => Load {
            mem: Mem::Lds,
            width: Width::Byte { signed: true },
        },
        O::LdsLoadUbyte => Load {
            mem: Mem::Lds,
            width: Width::Byte { signed: false },
        },
        O::LdsLoadShort => Load {
            mem: Mem::Lds,
            width: Width::Short { signed: true },
        },
        O::LdsLoadUshort => Load {
            mem: Mem::Lds,
            width: Width::Short { signed: false },
        },
        O::LdsStore => Store {
            mem: Mem::Lds,
            width: dw,
        },
        O::LdsStoreByte => Store {
            mem: Mem::Lds,
            width: Width::Byte { signed: false },
        },
        O::LdsStoreShort => Store {
            mem: Mem::Lds,
            width: Width::Short { signed: false },
        },
        O::UavAdd => atom(Mem::Uav, T::Add, false),
        O::UavSub => atom(Mem::Uav, T::Sub, false),
        O::UavRsub => atom(Mem::Uav, T::Rsub, false),
        O::UavMin => atom(Mem::Uav, T::Min, false),
        O::UavMax => atom(Mem::Uav, T::Max, false),
        O::UavUmin => atom(Mem::Uav, T::Umin, false),
        O::UavUmax => atom(Mem::Uav, T::Umax, false),
        O::UavAnd => atom(Mem::Uav, T::And, false),
        O::UavOr => atom(Mem::Uav, T::Or, false),
        O::UavXor => atom(Mem::Uav, T::Xor, false),
        O::UavUinc => atom(Mem::Uav, T::Uinc, false),
        O::UavUdec => atom(Mem::Uav, T::Udec, false),
        // UAV_CMP / UAV_READ_CMP_XCHG: `if (uav == src2.x) uav = src1.x` (L11259, L11552).
        O::UavCmp => Atomic {
            mem: Mem::Uav,
            op: T::CmpXchg,
            ret: false,
            swap_cmp: true,
        },
        O::UavReadCmpXchg => Atomic {
            mem: Mem::Uav,
            op: T::CmpXchg,
            ret: true,
            swap_cmp: true,
        },
        O::UavReadAdd => atom(Mem::Uav, T::Add, true),
        O::UavReadSub => atom(Mem::Uav, T::Sub, true),
        O::UavReadRsub => atom(Mem::Uav, T::Rsub, true),
        O::UavReadMin => atom(Mem::Uav, T::Min, true),
        O::UavReadMax => atom(Mem::Uav, T::Max, true),
        O::UavReadUmin => atom(Mem::Uav, T::Umin, true),
        O::UavReadUmax => atom(Mem::Uav, T::Umax, true),
        O::UavReadAnd => atom(Mem::Uav, T::And, true),
        O::UavReadOr => atom(Mem::Uav, T::Or, true),
        O::UavReadXor => atom(Mem::Uav, T::Xor, true),
        O::UavReadXchg => atom(Mem::Uav, T::Xchg, true),
        O::UavReadUinc => atom(Mem::Uav, T::Uinc, true),
        O::UavReadUdec => atom(Mem::Uav, T::Udec, true),
        O::LdsAdd => atom(Mem::Lds, T::Add, false),
        O::LdsSub => atom(Mem::Lds, T::Sub, false),
        O::LdsRsub => atom(Mem::Lds, T::Rsub, false),
        O::LdsMin => atom(Mem::Lds, T::Min, false),
        O::LdsMax => atom(Mem::Lds, T::Max, false),
        O::LdsUmin => atom(Mem::Lds, T::Umin, false),
        O::LdsUmax => atom(Mem::Lds, T::Umax, false),
        O::LdsAnd => atom(Mem::Lds, T::And, false),
        O::LdsOr => atom(Mem::Lds, T::Or, false),
        O::LdsXor => atom(Mem::Lds, T::Xor, false),
        O::LdsInc => atom(Mem::Lds, T::Uinc, false),
        O::LdsDec => atom(Mem::Lds, T::Udec, false),
        O::LdsMskor => atom(Mem::Lds, T::MskOr, false),
        // LDS_CMP / LDS_READ_CMP_XCHG: `if (lds == src1.x) lds = src2.x` (L10155, L10577).
        O::LdsCmp => atom(Mem::Lds, T::CmpXchg, false),
        O::LdsReadCmpXchg => atom(Mem::Lds, T::CmpXchg, true),
        O::LdsReadAdd => atom(Mem::Lds, T::Add, true),
        O::LdsReadSub => atom(Mem::Lds, T::Sub, true),
        O::LdsReadRsub => atom(Mem::Lds, T::Rsub, true),
        O::LdsReadMin => atom(Mem::Lds, T::Min, true),
        O::LdsReadMax => atom(Mem::Lds, T::Max, true),
        O::LdsReadUmin => atom(Mem::Lds, T::Umin, true),
        O::LdsReadUmax => atom(Mem::Lds, T::Umax, true),
        O::LdsReadAnd => atom(Mem::Lds, T::And, true),
        O::LdsReadOr => atom(Mem::Lds, T::Or, true),
        O::LdsReadXor => atom(Mem::Lds, T::Xor, true),
        O::LdsReadXchg => atom(Mem::Lds, T::Xchg, true),
        O::LdsReadInc => atom(Mem::Lds, T::Uinc, true),
        O::LdsReadDec => atom(Mem::Lds, T::Udec, true),
        O::LdsReadMskor => atom(Mem::Lds, T::MskOr, true),
        O::GdsLoad => Load {
            mem: Mem::Gds,
            width: dw,
        },
        O::GdsStore => Store {
            mem: Mem::Gds,
            width: dw,
        },
        O::GdsAdd => atom(Mem::Gds, T::Add, false),
        O::GdsSub => atom(Mem::Gds, T::Sub, false),
        O::GdsRsub => atom(Mem::Gds, T::Rsub, false),
        O::GdsInc => atom(Mem::Gds, T::Uinc, false),
        O::GdsDec => atom(Mem::Gds, T::Udec, false),
        O::GdsMin => atom(Mem::Gds, T::Min, false),
        O::GdsMax => atom(Mem::Gds, T::Max, false),
        O::GdsUmin => atom(Mem::Gds, T::Umin, false),
        O::GdsUmax => atom(Mem::Gds, T::Umax, false),
        O::GdsAnd => atom(Mem::Gds, T::And, false),
        O::GdsOr => atom(Mem::Gds, T::Or, false),
        O::GdsXor => atom(Mem::Gds, T::Xor, false),
        O::GdsMskor => atom(Mem::Gds, T::MskOr, false),
        // GDS_CMP_STORE / GDS_READ_CMP_XCHG: `if (gds == src1.x) gds = src2.x` (L12599).
        O::GdsCmpStore => atom(Mem::Gds, T::CmpXchg, false),
        O::GdsReadCmpXchg => atom(Mem::Gds, T::CmpXchg, true),
        O::GdsReadAdd => atom(Mem::Gds, T::Add, true),
        O::GdsReadSub => atom(Mem::Gds, T::Sub, true),
        O::GdsReadRsub => atom(Mem::Gds, T::Rsub, true),
        O::GdsReadInc => atom(Mem::Gds, T::Uinc, true),
        O::GdsReadDec => atom(Mem::Gds, T::Udec, true),
        O::GdsReadMin => atom(Mem::Gds, T::Min, true),
        O::GdsReadMax => atom(Mem::Gds, T::Max, true),
        O::GdsReadUmin => atom(Mem::Gds, T::Umin, true),
        O::GdsReadUmax => atom(Mem::Gds, T::Umax, true),
        O::GdsReadAnd => atom(Mem::Gds, T::And, true),
        O::GdsReadOr => atom(Mem::Gds, T::Or, true),
        O::GdsReadXor => atom(Mem::Gds, T::Xor, true),
        O::GdsReadXchg => atom(Mem::Gds, T::Xchg, true),
        O::GdsReadMskor => atom(Mem::Gds, T::MskOr, true),
        O::AppendBufAlloc => Append(false),
        O::AppendBufConsume => Append(true),
        // flow control
        O::IfLogicalnz
        | O::IfLogicalz
        | O::Ifc
        | O::Ifnz
        | O::Else
        | O::Endif
        | O::While
        | O::Endloop
        | O::Break
        | O::Breakc
        | O::BreakLogicalz
        | O::BreakLogicalnz
        | O::Continue
        | O::Continuec
        | O::ContinueLogicalz
        | O::ContinueLogicalnz
        | O::Switch
        | O::Case
        | O::Default
        | O::Endswitch
        | O::Call
        | O::Callnz
        | O::CallLogicalz
        | O::CallLogicalnz
        | O::Func
        | O::Endfunc
        | O::Ret
        | O::RetDyn
        | O::RetLogicalz
        | O::RetLogicalnz
        | O::Endmain
        | O::End
        | O::DiscardLogicalz
        | O::DiscardLogicalnz
        | O::Fence => Flow,
        // declarations and no-ops
        O::DclConstBuffer
        | O::DclIndexedTempArray
        | O::DclLiteral
        | O::DclNumThreadPerGroup
        | O::DclMaxThreadPerGroup
        | O::DclTotalNumThreadGroup
        | O::DclRawUav
        | O::DclStructUav
        | O::DclUav
        | O::DclLds
        | O::DclStructLds
        | O::DclGlobalFlags
        | O::DclInput
        | O::Nop
        | O::Comment
        | O::Prefix
        | O::DclGds
        | O::DclStructGds
        | O::DclSharedTemp => Decl,
        // The declaration alone has no effect (L9898-9909); Milkyway@Home's kernels declare
        // `dcl_arena_uav_id(8)` and never access it. Accesses stay unsupported below.
        O::DclArenaUav => Decl,
        O::Loop => Unsupported("DX9 counted LOOP with i#/aL (SM30 only)"),
        O::SrvRawLoad | O::SrvStructLoad | O::DclRawSrv | O::DclStructSrv => {
            Unsupported("SRVs (the launch format has no SRV buffers)")
        }
        O::LdsLoadVec => LoadVec,
        O::LdsStoreVec => StoreVec,
        O::LdsReadVec | O::LdsWriteVec => Unsupported("R7xx owner-compute LDS"),
        _ => Unsupported(unsupported_reason(op)),
    }
}

/// Why an opcode outside the implemented set is not implemented (for `support` and
/// docs/il-coverage.md). Opcodes the manual lists only in the appendix-B enum (L13522-14026)
/// have no chapter-7 description, so there is no semantics to follow.
fn unsupported_reason(op: O) -> &'static str {
    match op {
        O::Texld | O::Texldb | O::Texldd | O::Texldms | O::Texweight => {
            "DX9 texld family: stage samplers declared with dclpt, not dcl_resource"
        }
        O::Lod => "LOD query: launch textures have one mip level and no LOD clamp state",
        O::Fetch4 | O::Fetch4C | O::Fetch4Po | O::Fetch4PoC => {
            "FETCH4 gather (R5xx/DX9 fetch4 mode) and its Evergreen variants"
        }
        O::Getlod => "LOD query: launch textures have one mip level and no LOD clamp state",
        O::Sampleinfo | O::Samplepos | O::LoadFptr => {
            "multisample resources (the launch format has none)"
        }
        O::EvalSampleIndex | O::EvalCentroid => "pixel-shader attribute evaluation",
        O::Cut | O::Emit | O::EmitThenCut | O::CutStream | O::EmitStream | O::EmitThenCutStream => {
            "geometry-shader output streams"
        }
        O::HsCpPhase | O::HsForkPhase | O::HsJoinPhase | O::Endphase => "hull-shader phases",
        O::Colorclamp
        | O::Dclarray
        | O::Dcldef
        | O::Dclpi
        | O::Dclpin
        | O::Dclpp
        | O::Dclpt
        | O::Dclv
        | O::Dclvout
        | O::Initv => {
            "DX9 shader-model declaration, superseded by dcl_input/dcl_output/dcl_resource"
        }
        O::Memexport | O::Memimport => "R6xx memexport/memimport streams",
        O::Def
        | O::Defb
        | O::Det
        | O::Exn
        | O::Faceforward
        | O::Lit
        | O::Ln
        | O::Logp
        | O::Mmul
        | O::Noise
        | O::Nrm
        | O::Pireduce
        | O::Project
        | O::Reflect
        | O::Transpose
        | O::Dxsincos => "DX9-era shader-model instruction, not implemented",
        O::DclFunctionBody | O::Fcall => "DX11 interface calls (function bodies and tables)",
        O::InitSr | O::DclLdsSizePerThread => "R7xx shared registers / per-thread LDS",
        O::UavArenaLoad | O::UavArenaStore => "arena UAV loads and stores",
        _ => "listed only in the manual's ILOpCode enum: no description to follow",
    }
}

/// Decoding state.
struct Decoder {
    temps: HashMap<u32, u32>,
    literals: HashMap<u32, u32>,
    literal_slots: Vec<(u32, [u32; 4])>,
    itemps: HashMap<u32, (u32, u32)>,
    itemp_size: u32,
    next_slot: u32,
    icb: Vec<[u32; 4]>,
    uavs: Vec<(u32, UavKind)>,
    lds: Vec<(u32, LdsDecl)>,
    gds: Vec<(u32, LdsDecl)>,
    shared_temps: u32,
    group_size: Option<[u32; 3]>,
    kind: ShaderKind,
    /// Input register number → slot.
    inputs: HashMap<u32, u32>,
    input_kinds: Vec<(u32, InputKind)>,
    /// Output registers: (N, slot).
    outputs: Vec<(u32, u32)>,
    resources: BTreeMap<u32, ResDecl>,
}

type R<T> = Result<T, InterpError>;

/// Decodes `prog` (see the module doc).
pub(crate) fn decode(prog: &Program) -> R<Kernel> {
    let kind = match prog.shader {
        ShaderType::Compute => ShaderKind::Compute,
        ShaderType::Pixel => ShaderKind::Pixel,
        ShaderType::Vertex => ShaderKind::Vertex,
        other => {
            return Err(InterpError::unsupported(
                format!(
                    "shader type il_{} (only il_cs, il_ps and il_vs run)",
                    other.text()
                ),
                Some(prog.span),
            ))
        }
    };
    let mut d = Decoder {
        temps: HashMap::new(),
        literals: HashMap::new(),
        literal_slots: Vec::new(),
        itemps: HashMap::new(),
        itemp_size: 0,
        next_slot: slot::FIRST_FREE,
        icb: Vec::new(),
        uavs: Vec::new(),
        lds: Vec::new(),
        gds: Vec::new(),
        shared_temps: 0,
        group_size: None,
        kind,
        inputs: HashMap::new(),
        input_kinds: Vec::new(),
        outputs: Vec::new(),
        resources: BTreeMap::new(),
    };
    // Declarations first (they may appear anywhere before use, L429).
    for inst in &prog.instructions {
        d.declare(inst)?;
        d.declare_graphics(inst)?;
    }
    let mut insts = Vec::with_capacity(prog.instructions.len());
    let mut spans = Vec::with_capacity(prog.instructions.len());
    for inst in &prog.instructions {
        insts.push(d.inst(inst)?);
        spans.push(inst.span);
    }
    link(prog, &mut insts)?;
    // Resource limits (they also bound the interpreter's allocations): at most 4096
    // temporaries in total (L4107), at most 32 KB of LDS (L9928-9930); GDS has no stated
    // limit and is capped at 64 KB here.
    let span = Some(prog.span);
    let temps = d.itemp_size as u64 + d.next_slot as u64 - slot::FIRST_FREE as u64;
    if temps > 4096 {
        return Err(InterpError::program(
            format!("the program uses {temps} temporaries; the limit is 4096 (L4107)"),
            span,
        ));
    }
    let lds: u64 = d.lds.iter().map(|(_, l)| l.bytes as u64).sum();
    if lds > 32 * 1024 {
        return Err(InterpError::program(
            format!("the program declares {lds} bytes of LDS; the limit is 32768 (L9928-9930)"),
            span,
        ));
    }
    let gds: u64 = d.gds.iter().map(|(_, l)| l.bytes as u64).sum();
    if gds > 64 * 1024 {
        return Err(InterpError::program(
            format!("the program declares {gds} bytes of GDS; the interpreter's limit is 65536"),
            span,
        ));
    }
    Ok(Kernel {
        kind,
        insts,
        spans,
        num_slots: d.next_slot,
        literal_slots: d.literal_slots,
        itemp_size: d.itemp_size,
        icb: d.icb,
        uavs: d.uavs,
        lds: d.lds,
        gds: d.gds,
        shared_temps: d.shared_temps,
        group_size: d.group_size,
        inputs: d.input_kinds,
        outputs: d.outputs,
        resources: d.resources,
    })
}

fn id_of(inst: &Instruction) -> Option<u32> {
    inst.id().or_else(|| inst.resource())
}

fn relop(r: RelOp) -> Relop {
    match r {
        RelOp::Eq => Relop::Eq,
        RelOp::Ne => Relop::Ne,
        RelOp::Gt => Relop::Gt,
        RelOp::Ge => Relop::Ge,
        RelOp::Lt => Relop::Lt,
        RelOp::Le => Relop::Le,
    }
}

fn zeroop(inst: &Instruction, default: ZeroOp) -> ZeroOp {
    use amdil::enums::ZeroOp as Z;
    match inst.zeroop() {
        Some(Z::Zero) => ZeroOp::Zero,
        Some(Z::FltMax) => ZeroOp::FltMax,
        Some(Z::Infinity) => ZeroOp::Infinity,
        Some(Z::InfElseMax) => ZeroOp::InfElseMax,
        None => default,
    }
}

impl Decoder {
    fn malformed(&self, inst: &Instruction, msg: impl Into<String>) -> InterpError {
        InterpError::new(super::InterpErrorKind::Malformed, msg, Some(inst.span))
    }

    fn declare(&mut self, inst: &Instruction) -> R<()> {
        match inst.opcode {
            O::DclLiteral => {
                let num = inst.srcs.first().and_then(|s| s.reg.num);
                let (Some(num), [a, b, c, e]) = (num, &inst.extra[..]) else {
                    return Err(self.malformed(inst, "dcl_literal needs l#, x, y, z, w"));
                };
                let slot = self.next_slot;
                self.next_slot += 1;
                self.literals.insert(num, slot);
                self.literal_slots.push((slot, [*a, *b, *c, *e]));
            }
            O::DclIndexedTempArray => {
                let src = inst.srcs.first();
                let num = src.and_then(|s| s.reg.num);
                let len = src.and_then(|s| s.reg.indices.first()).map(|i| i.offset);
                let (Some(num), Some(len)) = (num, len) else {
                    return Err(self.malformed(inst, "dcl_indexed_temp_array needs x#[n]"));
                };
                let len = u32::try_from(len)
                    .map_err(|_| self.malformed(inst, "bad indexed temp array size"))?;
                self.itemps.insert(num, (self.itemp_size, len));
                self.itemp_size = self.itemp_size.saturating_add(len);
            }
            O::DclConstBuffer
                if inst
                    .srcs
                    .first()
                    .is_some_and(|s| s.reg.ty == RegType::ImmedConstBuff) =>
            {
                self.icb = inst
                    .extra
                    .chunks(4)
                    .map(|c| {
                        let mut v = [0u32; 4];
                        v[..c.len()].copy_from_slice(c);
                        v
                    })
                    .collect();
            }
            O::DclSharedTemp => {
                // `dcl_shared_temp sr<N>`: sr0 .. sr(N-1) (L4471-4473), at most 4096 here.
                let n = inst.srcs.first().and_then(|s| s.reg.num).unwrap_or(0);
                if n > 4096 {
                    return Err(self.malformed(inst, "more than 4096 shared registers"));
                }
                self.shared_temps = n;
            }
            O::DclNumThreadPerGroup => {
                let mut g = [1u32; 3];
                for (o, w) in g.iter_mut().zip(inst.extra.iter()) {
                    *o = *w;
                }
                self.group_size = Some(g);
            }
            O::DclRawUav | O::DclStructUav | O::DclUav => {
                let Some(id) = id_of(inst) else {
                    return Err(self.malformed(inst, "UAV declaration without _id(n)"));
                };
                let kind = match inst.opcode {
                    O::DclRawUav => UavKind::Raw,
                    O::DclStructUav => {
                        let stride = inst.extra.first().copied().unwrap_or(0);
                        if stride == 0 || stride % 4 != 0 {
                            return Err(self.malformed(
                                inst,
                                "struct UAV stride must be a positive multiple of 4 (L10066-10081)",
                            ));
                        }
                        UavKind::Struct { stride }
                    }
                    _ => {
                        let buffer = inst
                            .controls
                            .iter()
                            .any(|c| matches!(c, Control::Type(PixTexUsage::Buffer)));
                        if !buffer {
                            return Err(InterpError::unsupported(
                                "typed UAVs other than _type(buffer)",
                                Some(inst.span),
                            ));
                        }
                        let float = inst
                            .controls
                            .iter()
                            .any(|c| matches!(c, Control::Fmt(0, amdil::ElementFormat::Float)));
                        UavKind::Typed {
                            one: if float { super::float::ONE } else { 1 },
                        }
                    }
                };
                self.uavs.push((id, kind));
            }
            O::DclLds | O::DclStructLds | O::DclGds | O::DclStructGds => {
                let Some(id) = id_of(inst) else {
                    return Err(self.malformed(inst, "LDS/GDS declaration without _id(n)"));
                };
                let decl = match (inst.opcode, &inst.extra[..]) {
                    (O::DclLds | O::DclGds, [bytes]) => LdsDecl {
                        bytes: *bytes,
                        stride: None,
                    },
                    (O::DclStructLds | O::DclStructGds, [stride, count]) => LdsDecl {
                        bytes: stride.saturating_mul(*count),
                        stride: Some(*stride),
                    },
                    _ => return Err(self.malformed(inst, "bad LDS/GDS declaration")),
                };
                if matches!(inst.opcode, O::DclGds | O::DclStructGds) {
                    self.gds.push((id, decl));
                } else {
                    self.lds.push((id, decl));
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Checks a shared register number against `dcl_shared_temp`.
    fn shared(&self, inst: &Instruction, num: Option<u32>) -> R<u32> {
        let n = num.unwrap_or(0);
        if n >= self.shared_temps {
            return Err(self.malformed(
                inst,
                format!(
                    "sr{n} is used but dcl_shared_temp declares {} shared registers",
                    self.shared_temps
                ),
            ));
        }
        Ok(n)
    }

    fn temp_slot(&mut self, num: u32) -> u32 {
        if let Some(&s) = self.temps.get(&num) {
            return s;
        }
        let s = self.next_slot;
        self.next_slot += 1;
        self.temps.insert(num, s);
        s
    }

    fn index(&mut self, inst: &Instruction, idx: Option<&amdil::program::Index>) -> R<Index> {
        let Some(idx) = idx else {
            return Err(self.malformed(inst, "missing register index"));
        };
        let rel = match &idx.reg {
            None => None,
            Some(r) => {
                let reg = Reg {
                    ty: r.ty,
                    num: r.num,
                    indices: Default::default(),
                };
                let loc = self.loc(inst, &reg)?;
                let sel = select(r.comp);
                let mods = SrcMods {
                    swizzle: [sel; 4],
                    ..SrcMods::default()
                };
                Some(Box::new(Src {
                    loc,
                    mods,
                    plain: true,
                }))
            }
        };
        Ok(Index {
            rel,
            offset: idx.offset,
        })
    }

    fn loc(&mut self, inst: &Instruction, reg: &Reg) -> R<Loc> {
        let num = reg.num;
        Ok(match reg.ty {
            RegType::Temp => Loc::Slot(self.temp_slot(num.unwrap_or(0))),
            RegType::Literal => {
                let n = num.unwrap_or(0);
                match self.literals.get(&n) {
                    Some(&s) => Loc::Slot(s),
                    None => {
                        return Err(self.malformed(
                            inst,
                            format!("l{n} is used but not declared with dcl_literal"),
                        ))
                    }
                }
            }
            RegType::ThreadIdInGroup => Loc::Slot(slot::TID_IN_GRP),
            RegType::ThreadIdInGroupFlat => Loc::Slot(slot::TID_IN_GRP_FLAT),
            RegType::ThreadGroupId => Loc::Slot(slot::THREAD_GRP_ID),
            RegType::ThreadGroupIdFlat => Loc::Slot(slot::THREAD_GRP_ID_FLAT),
            RegType::AbsoluteThreadId => Loc::Slot(slot::ABS_TID),
            RegType::AbsoluteThreadIdFlat => Loc::Slot(slot::ABS_TID_FLAT),
            RegType::WinCoord => Loc::Slot(slot::WIN_COORD),
            RegType::Timer => Loc::Timer,
            RegType::SharedTemp => Loc::Shared(self.shared(inst, num)?),
            RegType::ITemp => {
                let n = num.unwrap_or(0);
                let Some(&(base, len)) = self.itemps.get(&n) else {
                    return Err(self.malformed(
                        inst,
                        format!("x{n} is used but not declared with dcl_indexed_temp_array"),
                    ));
                };
                let index = self.index(inst, reg.indices.first())?;
                Loc::ITemp { base, len, index }
            }
            RegType::ConstBuff => match (num, reg.indices.len()) {
                (Some(id), _) => Loc::Cb {
                    id,
                    index: self.index(inst, reg.indices.first())?,
                },
                (None, 2) => {
                    let first = reg.indices.first();
                    if first.is_some_and(|i| i.reg.is_some()) {
                        return Err(InterpError::unsupported(
                            "a register-indexed constant buffer id",
                            Some(inst.span),
                        ));
                    }
                    let id = first.map(|i| i.offset).unwrap_or(0);
                    let id = u32::try_from(id)
                        .map_err(|_| self.malformed(inst, "bad constant buffer id"))?;
                    Loc::Cb {
                        id,
                        index: self.index(inst, reg.indices.get(1))?,
                    }
                }
                _ => return Err(self.malformed(inst, "constant buffer operand needs cb#[n]")),
            },
            RegType::ImmedConstBuff => Loc::Icb {
                index: self.index(inst, reg.indices.first())?,
            },
            RegType::Global => Loc::Global {
                index: self.index(inst, reg.indices.first())?,
            },
            RegType::Input => self.input_loc(inst, num.unwrap_or(0))?,
            RegType::Output => Loc::Slot(self.output_slot(num.unwrap_or(0)).0),
            other => {
                return Err(InterpError::unsupported(
                    format!("register type {} as a source", other.info().enum_name),
                    Some(inst.span),
                ))
            }
        })
    }

    fn src(&mut self, inst: &Instruction, i: usize) -> R<Src> {
        let Some(s) = inst.srcs.get(i) else {
            return Err(self.malformed(
                inst,
                format!("{} needs source operand {}", inst.opcode, i + 1),
            ));
        };
        let loc = self.loc(inst, &s.reg)?;
        let m = &s.mods;
        let mods = SrcMods {
            swizzle: s.swizzle.map(select),
            invert: m.invert,
            bias: m.bias,
            x2: m.x2,
            sign: m.sign,
            div_comp: match m.divcomp {
                None | Some(IlDivComp::None) => DivComp::None,
                Some(IlDivComp::Y) => DivComp::Y,
                Some(IlDivComp::Z) => DivComp::Z,
                Some(IlDivComp::W) => DivComp::W,
                Some(IlDivComp::Unknown) => {
                    return Err(InterpError::unsupported("_divcomp(unknown)", Some(s.span)))
                }
            },
            abs: m.abs,
            neg: [0, 1, 2, 3].map(|c| m.neg & (1 << c) != 0),
            clamp: m.clamp,
        };
        Ok(Src {
            loc,
            plain: mods.is_plain(),
            mods,
        })
    }

    fn dst(&mut self, inst: &Instruction) -> R<Dst> {
        let Some(d) = inst.dsts.first() else {
            return Err(self.malformed(inst, format!("{} needs a destination", inst.opcode)));
        };
        let loc = match d.reg.ty {
            RegType::Temp => DstLoc::Slot(self.temp_slot(d.reg.num.unwrap_or(0))),
            RegType::ITemp => {
                let n = d.reg.num.unwrap_or(0);
                let Some(&(base, len)) = self.itemps.get(&n) else {
                    return Err(self.malformed(
                        inst,
                        format!("x{n} is used but not declared with dcl_indexed_temp_array"),
                    ));
                };
                DstLoc::ITemp {
                    base,
                    len,
                    index: self.index(inst, d.reg.indices.first())?,
                }
            }
            RegType::Global => DstLoc::Global {
                index: self.index(inst, d.reg.indices.first())?,
            },
            RegType::SharedTemp => DstLoc::Shared(self.shared(inst, d.reg.num)?),
            RegType::Output => {
                let (slot, index) = self.output_slot(d.reg.num.unwrap_or(0));
                DstLoc::Output { slot, index }
            }
            other => {
                return Err(InterpError::unsupported(
                    format!("register type {} as a destination", other.info().enum_name),
                    Some(d.span),
                ))
            }
        };
        use amdil::enums::{DstComp as D, ShiftScale as S};
        let mods = DstMods {
            mask: d.mask.map(|c| match c {
                D::NoWrite => DstComp::NoWrite,
                D::Write => DstComp::Write,
                D::Zero => DstComp::Zero,
                D::One => DstComp::One,
            }),
            clamp: d.clamp,
            shift_scale: match d.shift {
                S::None => ShiftScale::None,
                S::X2 => ShiftScale::X2,
                S::X4 => ShiftScale::X4,
                S::X8 => ShiftScale::X8,
                S::D2 => ShiftScale::D2,
                S::D4 => ShiftScale::D4,
                S::D8 => ShiftScale::D8,
            },
        };
        Ok(Dst { loc, mods })
    }

    fn cond_nz(&mut self, inst: &Instruction, nonzero: bool) -> R<Cond> {
        let s = self.src(inst, 0)?;
        Ok(if nonzero {
            Cond::NonZero(s)
        } else {
            Cond::Zero(s)
        })
    }

    fn cond_relop(&mut self, inst: &Instruction) -> R<Cond> {
        let r = inst
            .relop()
            .map(relop)
            .ok_or_else(|| self.malformed(inst, "missing _relop(..)"))?;
        Ok(Cond::Relop(r, self.src(inst, 0)?, self.src(inst, 1)?))
    }

    fn space(&self, inst: &Instruction, mem: Mem) -> R<Space> {
        let Some(id) = id_of(inst) else {
            return Err(self.malformed(inst, format!("{} needs _id(n)", inst.opcode)));
        };
        Ok(match mem {
            Mem::Uav => Space::Uav(id),
            Mem::Lds => Space::Lds(id),
            Mem::Gds => Space::Gds(id),
        })
    }

    fn inst(&mut self, inst: &Instruction) -> R<Inst> {
        let span = Some(inst.span);
        Ok(match classify(inst.opcode) {
            Class::Unsupported(why) => {
                return Err(InterpError::unsupported(
                    format!("{} ({why})", inst.opcode.mnemonic()),
                    span,
                ))
            }
            Class::Decl => Inst::Nop,
            Class::Tex(op) => self.tex(inst, op)?,
            Class::Deriv(axis) => self.deriv(inst, axis)?,
            Class::Alu(op) => {
                let op = self.refine(inst, op)?;
                let dst = self.dst(inst)?;
                let srcs = (0..inst.srcs.len())
                    .map(|i| self.src(inst, i))
                    .collect::<R<Vec<_>>>()?;
                Inst::Alu { op, dst, srcs }
            }
            Class::Load { mem, width } => Inst::Load {
                space: self.space(inst, mem)?,
                width,
                dst: self.dst(inst)?,
                addr: self.src(inst, 0)?,
            },
            Class::LoadVec => Inst::LoadVec {
                space: self.space(inst, Mem::Lds)?,
                dst: self.dst(inst)?,
                addr: self.src(inst, 0)?,
                offset: self.src(inst, 1)?,
            },
            Class::StoreVec => Inst::StoreVec {
                space: self.space(inst, Mem::Lds)?,
                mask: store_mask(inst),
                addr: self.src(inst, 0)?,
                offset: self.src(inst, 1)?,
                value: self.src(inst, 2)?,
            },
            Class::Store { mem, width } => {
                let mask = store_mask(inst);
                Inst::Store {
                    space: self.space(inst, mem)?,
                    width,
                    mask,
                    addr: self.src(inst, 0)?,
                    value: self.src(inst, 1)?,
                }
            }
            Class::Atomic {
                mem,
                op,
                ret,
                swap_cmp,
            } => {
                let dst = if ret { Some(self.dst(inst)?) } else { None };
                let mut srcs = (1..inst.srcs.len())
                    .map(|i| self.src(inst, i))
                    .collect::<R<Vec<_>>>()?;
                if swap_cmp {
                    srcs.reverse();
                }
                if op == AtomicOp::CmpXchg && srcs.len() != 2 {
                    return Err(
                        self.malformed(inst, "compare-exchange needs an address and two values")
                    );
                }
                Inst::Atomic {
                    space: self.space(inst, mem)?,
                    op,
                    dst,
                    addr: self.src(inst, 0)?,
                    srcs,
                }
            }
            Class::Append(consume) => {
                let Some(id) = id_of(inst) else {
                    return Err(self.malformed(inst, format!("{} needs _id(n)", inst.opcode)));
                };
                Inst::Append {
                    id,
                    consume,
                    dst: self.dst(inst)?,
                }
            }
            Class::Flow => self.flow(inst)?,
        })
    }

    /// Fills in the control fields of an ALU op from the instruction's controls.
    fn refine(&self, inst: &Instruction, op: AluOp) -> R<AluOp> {
        let ieee = inst.has(&Control::Ieee);
        Ok(match op {
            AluOp::Mul { .. } => AluOp::Mul { ieee },
            AluOp::Mad { .. } => AluOp::Mad { ieee },
            AluOp::Dp { n, .. } => AluOp::Dp { n, ieee },
            AluOp::Dp2Add { .. } => AluOp::Dp2Add { ieee },
            AluOp::Div(_) => AluOp::Div(zeroop(inst, ZeroOp::FltMax)),
            AluOp::RcpVec(_) => AluOp::RcpVec(zeroop(inst, ZeroOp::FltMax)),
            AluOp::ScalarRcp(_) => AluOp::ScalarRcp(zeroop(inst, ZeroOp::FltMax)),
            AluOp::ScalarRsq(_) => AluOp::ScalarRsq(zeroop(inst, ZeroOp::FltMax)),
            AluOp::ScalarLog(_) => AluOp::ScalarLog(zeroop(inst, ZeroOp::FltMax)),
            AluOp::Drcp(_) => AluOp::Drcp(zeroop(inst, ZeroOp::FltMax)),
            AluOp::Drsq(_) => AluOp::Drsq(zeroop(inst, ZeroOp::FltMax)),
            AluOp::Set(_) => AluOp::Set(
                inst.relop()
                    .map(relop)
                    .ok_or_else(|| self.malformed(inst, "set needs _relop(..)"))?,
            ),
            AluOp::Cmp { .. } => {
                use amdil::enums::CmpVal as C;
                let r = inst
                    .relop()
                    .map(relop)
                    .ok_or_else(|| self.malformed(inst, "cmp needs _relop(..)"))?;
                let v = inst.controls.iter().find_map(|c| match c {
                    Control::CmpVal(v) => Some(*v),
                    _ => None,
                });
                let f: f32 = match v {
                    None | Some(C::Zero) => 0.0,
                    Some(C::Half) => 0.5,
                    Some(C::One) => 1.0,
                    Some(C::NegHalf) => -0.5,
                    Some(C::NegOne) => -1.0,
                };
                AluOp::Cmp {
                    relop: r,
                    cmpval: f.to_bits(),
                }
            }
            AluOp::Ffb(_) => {
                use amdil::enums::FirstBit as F;
                let k = inst.controls.iter().find_map(|c| match c {
                    Control::FirstBit(k) => Some(*k),
                    _ => None,
                });
                AluOp::Ffb(match k {
                    Some(F::Hi) => FirstBit::Hi,
                    Some(F::Shi) => FirstBit::SignedHi,
                    Some(F::Lo) | None => FirstBit::Lo,
                })
            }
            other => other,
        })
    }

    fn flow(&mut self, inst: &Instruction) -> R<Inst> {
        let label = || inst.extra.first().copied().unwrap_or(0) as usize;
        Ok(match inst.opcode {
            O::IfLogicalnz => Inst::If {
                cond: self.cond_nz(inst, true)?,
                else_pc: None,
                end_pc: 0,
            },
            O::IfLogicalz => Inst::If {
                cond: self.cond_nz(inst, false)?,
                else_pc: None,
                end_pc: 0,
            },
            O::Ifc => Inst::If {
                cond: self.cond_relop(inst)?,
                else_pc: None,
                end_pc: 0,
            },
            // IFNZ (L3918): `if (v0.x)` on a float operand, i.e. a float compare with 0.
            O::Ifnz => Inst::If {
                cond: Cond::Relop(Relop::Ne, self.src(inst, 0)?, zero_src()),
                else_pc: None,
                end_pc: 0,
            },
            O::Else => Inst::Else { end_pc: 0 },
            O::Endif => Inst::EndIf,
            O::While => Inst::Loop { end_pc: 0 },
            O::Endloop => Inst::EndLoop { start_pc: 0 },
            O::Break => Inst::Break { cond: None },
            O::Breakc => Inst::Break {
                cond: Some(self.cond_relop(inst)?),
            },
            O::BreakLogicalnz => Inst::Break {
                cond: Some(self.cond_nz(inst, true)?),
            },
            O::BreakLogicalz => Inst::Break {
                cond: Some(self.cond_nz(inst, false)?),
            },
            O::Continue => Inst::Continue { cond: None },
            O::Continuec => Inst::Continue {
                cond: Some(self.cond_relop(inst)?),
            },
            O::ContinueLogicalnz => Inst::Continue {
                cond: Some(self.cond_nz(inst, true)?),
            },
            O::ContinueLogicalz => Inst::Continue {
                cond: Some(self.cond_nz(inst, false)?),
            },
            O::Switch => Inst::Switch {
                value: self.src(inst, 0)?,
                cases: Vec::new(),
                end_pc: 0,
            },
            O::Case => Inst::Case {
                value: inst.extra.first().copied().unwrap_or(0),
            },
            O::Default => Inst::Default,
            O::Endswitch => Inst::EndSwitch,
            O::Call => Inst::Call {
                target: label(),
                cond: None,
            },
            // CALLNZ's operand is nominally a CONST_BOOL but its text describes an integer
            // test (L3510-3512): the integer test is used.
            O::Callnz | O::CallLogicalnz => Inst::Call {
                target: label(),
                cond: Some(self.cond_nz(inst, true)?),
            },
            O::CallLogicalz => Inst::Call {
                target: label(),
                cond: Some(self.cond_nz(inst, false)?),
            },
            O::Func => Inst::Nop,
            O::Endfunc | O::Ret => Inst::FuncEnd,
            O::RetDyn => Inst::Return { cond: None },
            O::RetLogicalnz => Inst::Return {
                cond: Some(self.cond_nz(inst, true)?),
            },
            O::RetLogicalz => Inst::Return {
                cond: Some(self.cond_nz(inst, false)?),
            },
            O::Endmain | O::End => Inst::End,
            O::DiscardLogicalnz => Inst::Discard {
                cond: self.cond_nz(inst, true)?,
            },
            O::Kill => {
                // `kill_stage(n)_sample` tests a DX9 texture-stage sample (L5449-5452).
                if inst.controls.iter().any(|c| {
                    matches!(c, Control::Stage(_))
                        || matches!(c, Control::Other(n, _) if n.as_ref() == "sample")
                }) {
                    return Err(InterpError::unsupported(
                        "kill_stage(n)_sample (DX9 texture stages)",
                        Some(inst.span),
                    ));
                }
                Inst::Kill {
                    src: self.src(inst, 0)?,
                }
            }
            O::DiscardLogicalz => Inst::Discard {
                cond: self.cond_nz(inst, false)?,
            },
            O::Fence => Inst::Fence {
                threads: inst.fence(FenceFlag::Threads),
            },
            other => return Err(InterpError::unsupported(other.mnemonic(), Some(inst.span))),
        })
    }
}

/// The `mem` write mask of a store (all four components without one).
fn store_mask(inst: &Instruction) -> [bool; 4] {
    match inst.dsts.first() {
        Some(d) => d.mask.map(|c| c != amdil::enums::DstComp::NoWrite),
        None => [true, true, true, true],
    }
}

/// A source reading the constant 0 (all-zero swizzle of slot 0).
fn zero_src() -> Src {
    let mods = SrcMods {
        swizzle: [Select::Zero; 4],
        ..SrcMods::default()
    };
    Src {
        loc: Loc::Slot(0),
        mods,
        plain: true,
    }
}

fn select(c: CompSel) -> Select {
    match c {
        CompSel::X => Select::Comp(0),
        CompSel::Y => Select::Comp(1),
        CompSel::Z => Select::Comp(2),
        CompSel::W => Select::Comp(3),
        CompSel::Zero => Select::Zero,
        CompSel::One => Select::One,
    }
}

/// Resolves jump targets: if/else/endif, loops, switch cases, and call labels.
fn link(prog: &Program, insts: &mut [Inst]) -> R<()> {
    enum Open {
        If(usize, Option<usize>),
        Loop(usize),
        Switch(usize, Vec<u32>),
    }
    let span = |i: usize| prog.instructions.get(i).map(|x| x.span);
    let bad = |i: usize, m: &str| {
        InterpError::new(
            super::InterpErrorKind::Malformed,
            format!("malformed flow control: {m}"),
            span(i),
        )
    };
    let mut stack: Vec<Open> = Vec::new();
    let mut funcs: HashMap<u32, usize> = HashMap::new();
    for (i, inst) in prog.instructions.iter().enumerate() {
        if inst.opcode == O::Func {
            funcs.insert(inst.extra.first().copied().unwrap_or(0), i + 1);
        }
    }
    for i in 0..insts.len() {
        match &insts[i] {
            Inst::If { .. } => stack.push(Open::If(i, None)),
            Inst::Else { .. } => match stack.last_mut() {
                Some(Open::If(_, e @ None)) => *e = Some(i),
                _ => return Err(bad(i, "else without if")),
            },
            Inst::EndIf => {
                let Some(Open::If(start, els)) = stack.pop() else {
                    return Err(bad(i, "endif without if"));
                };
                if let Some(Inst::If {
                    else_pc, end_pc, ..
                }) = insts.get_mut(start)
                {
                    *else_pc = els;
                    *end_pc = i;
                }
                if let Some(e) = els {
                    if let Some(Inst::Else { end_pc }) = insts.get_mut(e) {
                        *end_pc = i;
                    }
                }
            }
            Inst::Loop { .. } => stack.push(Open::Loop(i)),
            Inst::EndLoop { .. } => {
                let Some(Open::Loop(start)) = stack.pop() else {
                    return Err(bad(i, "endloop without whileloop"));
                };
                if let Some(Inst::Loop { end_pc }) = insts.get_mut(start) {
                    *end_pc = i;
                }
                if let Some(Inst::EndLoop { start_pc }) = insts.get_mut(i) {
                    *start_pc = start + 1;
                }
            }
            Inst::Switch { .. } => stack.push(Open::Switch(i, Vec::new())),
            Inst::Case { value } => {
                let v = *value;
                match stack.last_mut() {
                    Some(Open::Switch(_, cases)) => cases.push(v),
                    _ => return Err(bad(i, "case outside a switch")),
                }
            }
            Inst::Default if !matches!(stack.last(), Some(Open::Switch(..))) => {
                return Err(bad(i, "default outside a switch"));
            }
            Inst::EndSwitch => {
                let Some(Open::Switch(start, found)) = stack.pop() else {
                    return Err(bad(i, "endswitch without switch"));
                };
                if let Some(Inst::Switch { cases, end_pc, .. }) = insts.get_mut(start) {
                    *cases = found;
                    *end_pc = i;
                }
            }
            Inst::Call { target, .. } => {
                let label = *target as u32;
                let Some(&t) = funcs.get(&label) else {
                    return Err(bad(i, &format!("call to undefined function {label}")));
                };
                if let Some(Inst::Call { target, .. }) = insts.get_mut(i) {
                    *target = t;
                }
            }
            _ => {}
        }
    }
    if !stack.is_empty() {
        return Err(bad(
            insts.len().saturating_sub(1),
            "unclosed if, loop or switch",
        ));
    }
    Ok(())
}
