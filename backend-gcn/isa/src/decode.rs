//! Decoder: bytes → [`Instruction`]s. Table-indexed (per-format arrays indexed by opcode, and
//! per-opcode decode plans derived from the tables at first use), never
//! panics; an unknown or malformed word is an error carrying its byte offset.

use smallvec::SmallVec;

use crate::inst::{Encoding, Instruction, MemFields, Modifiers};
use crate::operand::{Operand, SpecialReg};
use crate::table::{
    decode_index, lookup, Field, Format, Kind, Op, OperandSpec, Ty, FACT_CARRY, FACT_INTERP3,
    FACT_MIX,
};

/// Why bytes could not be decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The word at `offset` is not a valid gfx900 instruction.
    #[error("invalid instruction encoding at byte offset {offset}")]
    Invalid {
        /// Byte offset of the instruction.
        offset: usize,
    },
    /// The instruction at `offset` needs more bytes than are left.
    #[error("truncated instruction at byte offset {offset}")]
    Truncated {
        /// Byte offset of the instruction.
        offset: usize,
    },
}

#[inline]
fn word(bytes: &[u8], at: usize) -> Option<u32> {
    let b = bytes.get(at..at + 4)?;
    Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

/// Raw field values of one instruction, gathered per format, indexed by the `R_*` constants.
type Raw = [u32; 11];
const R_SDST: usize = 0;
const R_SSRC0: usize = 1;
const R_SSRC1: usize = 2;
const R_SIMM16: usize = 3;
const R_VDST: usize = 4;
const R_SRC0: usize = 5;
const R_SRC1: usize = 6;
const R_SRC2: usize = 7;
const R_VSRC: usize = 8;
const R_ATTR: usize = 9;
/// VOP3B carry-out SGPR pair (`SDST[14:8]`).
const R_SDST3: usize = 10;

/// How one operand slot is decoded from the raw fields: the slot's [`OperandSpec`] resolved
/// once per opcode and encoding, so decoding an operand is one dispatch.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// Always this operand (`vcc` of the 32-bit encodings).
    Const(Operand),
    /// An immediate field.
    Imm(u8),
    /// The trailing literal dword.
    Literal,
    /// Scalar registers (`any_code`: codes above 127 allowed).
    SReg {
        raw: u8,
        dwords: u8,
        any_code: bool,
        specials: bool,
        invalid_imm: bool,
    },
    /// VGPRs whose field holds `base + n`.
    VReg { raw: u8, dwords: u8, base: u16 },
    /// A scalar or vector source code.
    Src {
        raw: u8,
        dwords: u8,
        f16_consts: bool,
    },
    /// Not decodable from these fields.
    Invalid,
}

/// Decode plan of one opcode in one encoding (32-bit native or 64-bit VOP3/VOP3P/VINTRP).
#[derive(Clone, Copy, Debug)]
struct Plan {
    steps: [Step; 5],
    n: u8,
    /// A literal dword always follows (K constants, `s_setreg_imm32`).
    literal: bool,
    /// A literal follows when a source field holds 255.
    literal_on_255: bool,
    /// Which of SSRC0, SSRC1 (bits 0, 1) are register/constant sources (a raw immediate such
    /// as `s_set_gpr_idx_on`'s mode never takes a literal, even when it is 255).
    scalar_sources: u8,
    /// A literal follows when VDST holds 255 (`v_readfirstlane_b32`, see [`plan_of`]).
    literal_on_vdst_255: bool,
    /// SRC0 is a source field (not `v_swap_b32`'s VGPR-only one, which reads 255 as v255
    /// with no literal, as llvm-mc-14 does).
    src0_source: bool,
}

/// Plans of every opcode: index `2 * op` for the 32-bit encoding, `2 * op + 1` for VOP3.
fn plans() -> &'static [Plan] {
    static PLANS: std::sync::OnceLock<Vec<Plan>> = std::sync::OnceLock::new();
    PLANS.get_or_init(|| {
        crate::table::all_ops()
            .iter()
            .flat_map(|info| [plan_of(info, false), plan_of(info, true)])
            .collect()
    })
}

fn plan_of(info: &crate::table::OpInfo, vop3: bool) -> Plan {
    let short = !vop3 && matches!(info.format, Format::Vop1 | Format::Vop2 | Format::Vopc);
    let eight_bytes = vop3 || matches!(info.format, Format::Vop3 | Format::Vop3p);
    let mut steps = [Step::Invalid; 5];
    // llvm-mc-14 decodes both fields of `v_readfirstlane_b32` (e32) as any 32-bit source:
    // registers, `src_*` codes, `src_lds_direct`, and constants or a literal that it prints as
    // `/*invalid immediate*/` (print.rs) and re-encodes as the low bits of their value
    // (encode.rs).
    let any_source = short && info.name == "v_readfirstlane_b32";
    for (step, spec) in steps.iter_mut().zip(info.operands) {
        *step = step_of(spec, short);
        // (Constants read as llvm-mc types them: `OpInfo::constant_ty`.)
        if let Step::Src { f16_consts, .. } = step {
            *f16_consts &= matches!(info.constant_ty(spec), Ty::I16 | Ty::V2I16);
        }
        // `v_readlane_b32`'s destination decodes like `v_readfirstlane_b32`'s: any 32-bit
        // scalar code, constants as `/*invalid immediate*/` (no literal in VOP3).
        if vop3 && spec.write && info.name == "v_readlane_b32" {
            *step = Step::Src {
                raw: R_VDST as u8,
                dwords: 1,
                f16_consts: false,
            };
        }
        // VOP3 interpolation sources are 9-bit source fields (see
        // `OpInfo::is_vop3_interp_source`); a literal code does not decode.
        if info.is_vop3_interp_source(spec, vop3) {
            *step = Step::Src {
                raw: if spec.field == Field::Src2 {
                    R_SRC2
                } else {
                    R_SRC1
                } as u8,
                dwords: 1,
                f16_consts: false,
            };
        }
        if any_source {
            *step = Step::Src {
                raw: if spec.write { R_VDST } else { R_SRC0 } as u8,
                dwords: 1,
                f16_consts: false,
            };
        }
        // llvm-mc-14 decodes an inline-constant code in the register-only source of a SOP1
        // opcode (`s_setpc_b64`, `s_movrels_b32`, ...) as an immediate it prints as
        // `/*invalid immediate*/` (see print.rs, encode.rs).
        if let Step::SReg {
            specials: true,
            invalid_imm,
            ..
        } = step
        {
            *invalid_imm = info.format == Format::Sop1;
        }
    }
    Plan {
        steps,
        n: info.operands.len().min(5) as u8,
        literal: info.operands.iter().any(|s| s.field == Field::Literal),
        literal_on_255: !eight_bytes
            && !matches!(info.format, Format::Sopk | Format::Sopp | Format::Vintrp),
        scalar_sources: info
            .operands
            .iter()
            // (SOP1 register-only sources read a literal too, see `Step::SReg`.)
            .filter(|s| s.kind == Kind::SSrc || (info.format == Format::Sop1 && !s.write))
            .map(|s| match s.field {
                Field::Ssrc0 => 1,
                Field::Ssrc1 => 2,
                _ => 0,
            })
            .fold(0, |a, b| a | b),
        literal_on_vdst_255: any_source,
        src0_source: steps
            .iter()
            .any(|s| matches!(s, Step::Src { raw, .. } if usize::from(*raw) == R_SRC0)),
    }
}

fn step_of(spec: &OperandSpec, short: bool) -> Step {
    let vcc_lo = Step::Const(Operand::Special(SpecialReg::VccLo));
    let raw = match spec.field {
        Field::Sdst => match spec.kind {
            Kind::Vcc if short => return vcc_lo,
            Kind::Vcc => R_SDST3,
            _ => R_SDST,
        },
        Field::Ssrc0 => R_SSRC0,
        Field::Ssrc1 => R_SSRC1,
        Field::Simm16 => R_SIMM16,
        Field::Literal => return Step::Literal,
        Field::Vdst => R_VDST,
        Field::Src0 => R_SRC0,
        Field::Src1 => R_SRC1,
        Field::Src2 => R_SRC2,
        Field::Vsrc => R_VSRC,
        Field::Attr => R_ATTR,
        _ => return Step::Invalid,
    } as u8;
    let dwords = spec.dwords;
    match spec.kind {
        Kind::Imm(_) => Step::Imm(raw),
        Kind::Vcc if short => vcc_lo,
        Kind::SReg | Kind::SRegV | Kind::Vcc => Step::SReg {
            raw,
            dwords,
            // (A compare's mask destination decodes from any scalar code, as in llvm-mc.)
            any_code: spec.kind == Kind::Vcc && matches!(spec.field, Field::Src2 | Field::Vdst),
            // (A register-only scalar source still decodes from the `src_*` codes.)
            specials: spec.kind == Kind::SReg && !spec.write,
            invalid_imm: false,
        },
        // (The 32-bit forms' VGPR-only SRC0, `v_swap_b32`'s, is the low 8 bits of the field
        // for llvm-mc, which sets bit 8 again when it re-encodes.)
        Kind::VReg => Step::VReg {
            raw,
            dwords,
            base: if matches!(spec.field, Field::Vdst | Field::Vsrc)
                || (short && spec.field == Field::Src0)
            {
                0
            } else {
                256
            },
        },
        Kind::SSrc | Kind::VSrc => Step::Src {
            raw,
            dwords,
            f16_consts: spec.kind == Kind::VSrc && matches!(spec.ty, Ty::I16 | Ty::V2I16),
        },
        _ => Step::Invalid,
    }
}

/// Decode one instruction at byte `offset`; returns it and its size in bytes.
#[inline]
pub fn decode_one(bytes: &[u8], offset: usize) -> Result<(Instruction, usize), DecodeError> {
    let mut inst = Instruction {
        op: Op(0),
        encoding: Encoding::Native,
        operands: SmallVec::new(),
        mods: Modifiers::default(),
        mem: MemFields::default(),
    };
    let size = decode_into(bytes, offset, &mut inst)?;
    Ok((inst, size))
}

/// Decode one instruction at byte `offset` into `inst` (overwriting all of it, reusing its
/// storage); returns the instruction's size in bytes. On error `inst` is unspecified.
pub fn decode_into(
    bytes: &[u8],
    offset: usize,
    inst: &mut Instruction,
) -> Result<usize, DecodeError> {
    let invalid = DecodeError::Invalid { offset };
    let w0 = word(bytes, offset).ok_or(DecodeError::Truncated { offset })?;
    let w1 = || word(bytes, offset + 4).ok_or(DecodeError::Truncated { offset });
    let idx = decode_index();
    let mut raw: Raw = [0; 11];
    inst.operands.clear();
    inst.mods = Modifiers::default();
    inst.mem = MemFields::default();
    inst.encoding = Encoding::Native;
    let mods = &mut inst.mods;
    let mut size = 4;
    let op: Op;
    let top9 = w0 >> 23;
    if top9 == 0x17d {
        op = lookup(&idx.sop1, w0 >> 8 & 0xff).ok_or(invalid)?;
        raw[R_SDST] = w0 >> 16 & 0x7f;
        raw[R_SSRC0] = w0 & 0xff;
    } else if top9 == 0x17e {
        op = lookup(&idx.sopc, w0 >> 16 & 0x7f).ok_or(invalid)?;
        raw[R_SSRC0] = w0 & 0xff;
        raw[R_SSRC1] = w0 >> 8 & 0xff;
    } else if top9 == 0x17f {
        op = lookup(&idx.sopp, w0 >> 16 & 0x7f).ok_or(invalid)?;
        raw[R_SIMM16] = w0 & 0xffff;
        if op.info().operands.is_empty() && raw[R_SIMM16] != 0 {
            return Err(invalid);
        }
    } else if w0 >> 28 == 0b1011 {
        op = lookup(&idx.sopk, w0 >> 23 & 0x1f).ok_or(invalid)?;
        raw[R_SDST] = w0 >> 16 & 0x7f;
        raw[R_SIMM16] = w0 & 0xffff;
    } else if w0 >> 30 == 0b10 {
        op = lookup(&idx.sop2, w0 >> 23 & 0x7f).ok_or(invalid)?;
        raw[R_SDST] = w0 >> 16 & 0x7f;
        raw[R_SSRC0] = w0 & 0xff;
        raw[R_SSRC1] = w0 >> 8 & 0xff;
    } else if w0 >> 31 == 0 {
        let hi7 = w0 >> 25;
        if hi7 == 0x3f {
            op = lookup(&idx.vop1, w0 >> 9 & 0xff).ok_or(invalid)?;
            raw[R_SRC0] = w0 & 0x1ff;
            raw[R_VDST] = w0 >> 17 & 0xff;
            if op.info().operands.is_empty() {
                // `v_nop` and `v_clrexcp`: llvm-mc wants VDST zero and ignores SRC0, except
                // that `v_nop` has an SDWA form (second dword zero) and a DPP form (no source
                // or modifier bits); other such words are the 32-bit form.
                if raw[R_VDST] != 0 {
                    return Err(invalid);
                }
                let next = word(bytes, offset + 4);
                let ext = op.info().name == "v_nop"
                    && match raw[R_SRC0] {
                        249 => next == Some(0),
                        250 => next.is_some_and(|w| w & 0x00f0_00ff == 0),
                        _ => false,
                    };
                if !ext {
                    raw[R_SRC0] = 0;
                }
            }
        } else if hi7 == 0x3e {
            op = lookup(&idx.vopc, w0 >> 17 & 0xff).ok_or(invalid)?;
            raw[R_SRC0] = w0 & 0x1ff;
            raw[R_SRC1] = 256 + (w0 >> 9 & 0xff);
        } else {
            op = lookup(&idx.vop2, hi7).ok_or(invalid)?;
            raw[R_SRC0] = w0 & 0x1ff;
            raw[R_SRC1] = 256 + (w0 >> 9 & 0xff);
            raw[R_VDST] = w0 >> 17 & 0xff;
        }
        // (Without an SDWA/DPP form the codes 249/250 stay the 32-bit form's SRC0, which for
        // `v_swap_b32`'s VGPR-only source is v249/v250, as llvm-mc-14 reads it.)
        let ext_code = raw[R_SRC0] == 249 || raw[R_SRC0] == 250;
        if ext_code
            && op.info().name != "v_nop"
            && !crate::sdwa::has_ext_form(op.info(), raw[R_SRC0] == 249)
            && op.info().name != "v_swap_b32"
        {
            return Err(invalid);
        }
        if ext_code && op.info().name != "v_swap_b32" {
            let sdwa = raw[R_SRC0] == 249;
            let w1 = w1()?;
            inst.op = op;
            inst.encoding = if sdwa { Encoding::Sdwa } else { Encoding::Dpp };
            crate::sdwa::decode_ext(inst, w0, w1, sdwa).ok_or(invalid)?;
            return Ok(8);
        }
    } else {
        match w0 >> 26 {
            0x34 if top9 == 0x1a7 => {
                op = lookup(&idx.vop3p, w0 >> 16 & 0x7f).ok_or(invalid)?;
                let w1 = w1()?;
                size = 8;
                raw[R_VDST] = w0 & 0xff;
                raw[R_SRC0] = w1 & 0x1ff;
                raw[R_SRC1] = w1 >> 9 & 0x1ff;
                raw[R_SRC2] = w1 >> 18 & 0x1ff;
                if idx
                    .facts
                    .get(usize::from(op.0))
                    .is_some_and(|f| f & FACT_MIX != 0)
                {
                    mods.abs = (w0 >> 8 & 7) as u8;
                } else {
                    mods.neg_hi = (w0 >> 8 & 7) as u8;
                }
                mods.op_sel = (w0 >> 11 & 7) as u8;
                mods.op_sel_hi = ((w0 >> 14 & 1) << 2 | (w1 >> 28 & 1) << 1 | (w1 >> 27 & 1)) as u8;
                mods.clamp = w0 >> 15 & 1 != 0;
                mods.neg = (w1 >> 29) as u8;
            }
            0x34 => {
                op = lookup(&idx.vop3, w0 >> 16 & 0x3ff).ok_or(invalid)?;
                let w1 = w1()?;
                size = 8;
                let info = op.info();
                if info.format != Format::Vop3 {
                    inst.encoding = Encoding::Vop3;
                }
                raw[R_VDST] = w0 & 0xff;
                raw[R_SRC0] = w1 & 0x1ff;
                raw[R_SRC1] = w1 >> 9 & 0x1ff;
                raw[R_SRC2] = w1 >> 18 & 0x1ff;
                let facts = idx.facts.get(usize::from(op.0)).copied().unwrap_or(0);
                let carry = facts & FACT_CARRY != 0;
                if carry {
                    raw[R_SDST3] = w0 >> 8 & 0x7f;
                } else {
                    mods.abs = (w0 >> 8 & 7) as u8;
                    // llvm-mc ignores op_sel bits of opcodes without op_sel.
                    if info.flags.contains(crate::table::Flags::OP_SEL) {
                        mods.op_sel = (w0 >> 11 & 15) as u8;
                    }
                }
                mods.clamp = w0 >> 15 & 1 != 0;
                mods.omod = (w1 >> 27 & 3) as u8;
                mods.neg = (w1 >> 29) as u8;
                let attr = (raw[R_SRC0] & 63) << 2 | (raw[R_SRC0] >> 6 & 3);
                if info.format == Format::Vintrp {
                    raw[R_ATTR] = attr;
                    raw[R_VSRC] = if info.name == "v_interp_mov_f32" {
                        raw[R_SRC1]
                    } else {
                        raw[R_SRC1].wrapping_sub(256)
                    };
                    // (The VGPR of p1/p2 decodes from the whole 9-bit field, see plan_of;
                    // mov's slot is 9 bits too, `invalid_param_N` above 2.)
                    if raw[R_SRC0] > 255 {
                        return Err(invalid);
                    }
                } else if facts & FACT_INTERP3 != 0 {
                    mods.high = raw[R_SRC0] & 0x100 != 0;
                    raw[R_SRC0] = attr;
                }
            }
            0x30 | 0x31 | 0x36 | 0x37 | 0x38 | 0x3a | 0x3c => {
                let (table, opc): (&[u16], u32) = match w0 >> 26 {
                    0x31 => (&idx.exp, 0),
                    0x3c => (&idx.mimg, w0 >> 18 & 0x7f),
                    0x30 => (&idx.smem, w0 >> 18 & 0xff),
                    0x36 => (&idx.ds, w0 >> 17 & 0xff),
                    0x38 => (&idx.mubuf, w0 >> 18 & 0x7f),
                    0x3a => (&idx.mtbuf, w0 >> 15 & 0xf),
                    _ => match w0 >> 14 & 3 {
                        0 => (&idx.flat, w0 >> 18 & 0x7f),
                        1 => (&idx.scratch, w0 >> 18 & 0x7f),
                        2 => (&idx.global, w0 >> 18 & 0x7f),
                        _ => return Err(invalid),
                    },
                };
                // (MUBUF opcode 113 is `buffer_wbinvl1` for llvm-mc-14: mem::SI_WBINVL1_OPCODE.)
                let si_wbinvl1 = w0 >> 26 == 0x38 && opc == crate::mem::SI_WBINVL1_OPCODE;
                let op = if si_wbinvl1 {
                    crate::opcodes::op::BUFFER_WBINVL1
                } else {
                    lookup(table, opc).ok_or(invalid)?
                };
                let w1 = w1()?;
                inst.op = op;
                crate::mem::decode_mem_into(op.info(), w0, w1, &mut inst.operands, &mut inst.mem)
                    .ok_or(invalid)?;
                inst.mem.si_opcode = si_wbinvl1;
                return Ok(8);
            }
            0x35 => {
                op = lookup(&idx.vintrp, w0 >> 16 & 3).ok_or(invalid)?;
                raw[R_VSRC] = w0 & 0xff;
                raw[R_ATTR] = w0 >> 8 & 0xff;
                raw[R_VDST] = w0 >> 18 & 0xff;
            }
            _ => return Err(invalid),
        }
    }
    inst.op = op;
    let plan = plans()
        .get(usize::from(op.0) * 2 + usize::from(size == 8))
        .ok_or(invalid)?;
    let needs_literal = plan.literal
        || (plan.literal_on_255
            && ((raw[R_SSRC0] == 255 && plan.scalar_sources & 1 != 0)
                || (raw[R_SSRC1] == 255 && plan.scalar_sources & 2 != 0)
                || (raw[R_SRC0] == 255 && plan.src0_source)
                || (plan.literal_on_vdst_255 && raw[R_VDST] == 255)));
    let literal = if needs_literal {
        let l = word(bytes, offset + size).ok_or(DecodeError::Truncated { offset })?;
        size += 4;
        Some(l)
    } else {
        None
    };
    if w0 >> 26 == 0x34 && !vop3_fields_valid(op.info(), &raw, &inst.mods, top9 == 0x1a7) {
        return Err(invalid);
    }
    // llvm-mc-14 ignores the op_sel_hi bit of an absent packed-math source and re-encodes it
    // as 1 (LLVM's default).
    if top9 == 0x1a7 {
        let present = op
            .info()
            .operands
            .iter()
            .filter(|s| !s.write)
            .filter_map(crate::print::src_index)
            .fold(0u8, |a, k| a | 1 << k);
        inst.mods.op_sel_hi |= 7 & !present;
    }
    // llvm-mc-14 ignores (and re-encodes as zero) the source modifiers of `v_readlane_b32`.
    if op.info().name == "v_readlane_b32" {
        inst.mods.neg = 0;
        inst.mods.abs = 0;
    }
    let mut buf = [Operand::Off; 5];
    let n = usize::from(plan.n);
    let tables = src_tables();
    for (slot, step) in buf.iter_mut().zip(&plan.steps[..n]) {
        *slot = operand(tables, *step, &raw, literal).ok_or(invalid)?;
    }
    // llvm-mc prints (and re-encodes) a literal whose value is an inline constant of the
    // operand's type as that constant.
    for (slot, spec) in buf[..n].iter_mut().zip(op.info().operands) {
        if let (Operand::Literal(v), Kind::SSrc | Kind::VSrc) = (*slot, spec.kind) {
            // Scalar operands take the whole literal, whatever their type, and so does
            // `v_madmk_f16`'s SRC0 for llvm-mc-14 (its K shares the dword).
            let ty = match (spec.kind, spec.ty) {
                (Kind::SSrc, crate::table::Ty::I16 | crate::table::Ty::F16) => {
                    crate::table::Ty::I32
                }
                (_, crate::table::Ty::F16) if op.info().name == "v_madmk_f16" => {
                    crate::table::Ty::F32
                }
                (_, ty) => ty,
            };
            if let Some(c) = literal_as_inline(v, ty) {
                *slot = Operand::Inline(c);
            }
        }
    }
    inst.operands = SmallVec::from_buf_and_len(buf, n);
    Ok(size)
}

/// The inline constant LLVM prints for a decoded literal `v` of type `ty`, if any.
fn literal_as_inline(v: u32, ty: crate::table::Ty) -> Option<u8> {
    use crate::table::Ty;
    match ty {
        Ty::I32 | Ty::F32 => crate::operand::inline_for_bits(u64::from(v), ty),
        Ty::F64 => crate::operand::inline_for_bits(u64::from(v) << 32, ty),
        // 16-bit operands use the low half of the literal.
        Ty::I16 | Ty::F16 => match Operand::inline_int(i64::from(v as u16 as i16)) {
            Some(Operand::Inline(c)) => Some(c),
            _ if ty == Ty::F16 => crate::operand::inline_for_bits(u64::from(v & 0xffff), ty),
            _ => None,
        },
        _ => None,
    }
}

/// LLVM's VOP3/VOP3P encodings fix at zero the source fields and source modifiers of absent
/// sources, the neg/abs bits of non-float sources (VOP3), and clamp / omod where the opcode has
/// none: words with such bits set do not decode.
fn vop3_fields_valid(info: &crate::table::OpInfo, raw: &Raw, m: &Modifiers, vop3p: bool) -> bool {
    // VOP3 interpolation: no SRC2, and neg/abs only on the VGPR of p1/p2 (SRC1); llvm-mc
    // ignores the op_sel bits (see print::modifier_index).
    if info.format == Format::Vintrp {
        let vgpr = if info.name == "v_interp_mov_f32" {
            0
        } else {
            2
        };
        return raw[R_SRC2] == 0 && (m.neg | m.abs) & !vgpr == 0;
    }
    // `v_readlane_b32`: llvm-mc-14 ignores SRC2 and the source modifiers (dropped by the
    // caller).
    if info.name == "v_readlane_b32" {
        return (!m.clamp || crate::parse::clamp_allowed(info))
            && (m.omod == 0 || crate::parse::omod_allowed(info));
    }

    let mut present = 0u8;
    let mut float = 0u8;
    for s in info.operands.iter().filter(|s| !s.write) {
        let bit = match s.field {
            Field::Src0 => 1,
            Field::Src1 => 2,
            Field::Src2 => 4,
            _ => 0,
        };
        present |= bit;
        if s.ty.is_float() {
            float |= bit;
        }
    }
    // (Integer sources whose modifier bits llvm-mc-14 takes: see print.rs for their text.)
    float |= info.int_sources_with_float_mods(true);
    let fields_clear = [(1u8, R_SRC0), (2, R_SRC1), (4, R_SRC2)]
        .iter()
        .all(|&(bit, r)| present & bit != 0 || raw[r] == 0);
    if !fields_clear || m.neg & !present != 0 {
        return false;
    }
    if vop3p {
        let negs = info.packed_neg_sources();
        // (An absent source has no op_sel bit either; its op_sel_hi bit is ignored, see
        // decode_into.)
        return m.op_sel & !present == 0
            && m.neg_hi & !present == 0
            && m.abs & !present == 0
            && (m.neg | m.neg_hi) & !negs == 0;
    }
    m.abs & !float == 0
        && m.neg & !float == 0
        && (!m.clamp || crate::parse::clamp_allowed(info))
        && (m.omod == 0 || crate::parse::omod_allowed(info))
}

/// Source-code tables for operands of 1 to 4 dwords: `SRC[dwords - 1][code]` is what
/// [`Operand::from_src_code`], [`align_code`] and [`check_alignment`] give for the code (a
/// literal code maps to `Literal(0)`, patched by the caller), precomputed once.
fn src_tables() -> &'static SrcTables {
    static T: std::sync::OnceLock<Box<SrcTables>> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        let mut t = Box::new([[None; 512]; 4]);
        for (d, row) in t.iter_mut().enumerate() {
            let dwords = d as u8 + 1;
            for (code, slot) in row.iter_mut().enumerate() {
                *slot = src_operand(code as u16, dwords, Some(0));
            }
        }
        t
    })
}

#[inline]
fn src_operand(code: u16, dwords: u8, literal: Option<u32>) -> Option<Operand> {
    if dwords == 2 && !pair_code_valid(code) {
        return None;
    }
    check_alignment(Operand::from_src_code(
        align_code(code, dwords),
        dwords,
        literal,
    )?)
}

type SrcTables = [[Option<Operand>; 512]; 4];

#[inline(always)]
fn src_lookup(t: &SrcTables, code: u32, dwords: u8, literal: Option<u32>) -> Option<Operand> {
    let code = code & 0x1ff;
    match t
        .get(usize::from(dwords).wrapping_sub(1))
        .and_then(|t| t.get(code as usize))
    {
        Some(Some(Operand::Literal(_))) => literal.map(Operand::Literal),
        Some(o) => *o,
        None => src_operand(code as u16, dwords, literal),
    }
}

#[inline(always)]
fn operand(t: &SrcTables, step: Step, raw: &Raw, literal: Option<u32>) -> Option<Operand> {
    let field = |i: u8| raw.get(usize::from(i)).copied().unwrap_or(0);
    match step {
        Step::Src {
            raw,
            dwords,
            f16_consts,
        } => {
            let code = field(raw);
            // llvm-mc-14 reads an inline float constant in a 16-bit integer VALU source as
            // the literal of its half-precision bits (`v_max_i16_e32 v1, 0x4400, v2` for 4.0).
            if f16_consts && (240..=248).contains(&code) {
                return Some(Operand::Literal(F16_INLINE_BITS[code as usize - 240]));
            }
            src_lookup(t, code, dwords, literal)
        }
        Step::VReg { raw, dwords, base } => {
            let bits = if base == 0 { 0xff } else { 0x1ff };
            let n = (field(raw) & bits).wrapping_sub(u32::from(base));
            (n + u32::from(dwords) <= 256).then_some(Operand::Vgpr(crate::operand::RegRange {
                first: n as u16,
                count: dwords,
            }))
        }
        Step::SReg {
            raw,
            dwords,
            any_code,
            specials,
            invalid_imm,
        } => {
            let code = field(raw);
            if invalid_imm && matches!(code, 128..=208 | 240..=248) {
                return Some(Operand::Inline(code as u8));
            }
            // (A literal code reads the literal dword, printed as an invalid immediate too.)
            if invalid_imm && code == 255 {
                return literal.map(Operand::Literal);
            }
            let special = specials && matches!(code, 235..=239 | 251..=254);
            if code > 127 && !any_code && !special {
                return None;
            }
            src_lookup(t, code, dwords, None)
        }
        Step::Imm(r) => Some(Operand::Imm(field(r) as i32)),
        Step::Const(o) => Some(o),
        Step::Literal => Some(Operand::Literal(literal?)),
        Step::Invalid => None,
    }
}

/// llvm-mc drops the low bits of a multi-dword SGPR/TTMP number (1 bit for 64-bit operands, 2
/// for wider ones) when decoding.
#[inline]
fn align_code(code: u16, dwords: u8) -> u16 {
    let sgpr_like = code <= 101 || (108..=123).contains(&code);
    match dwords {
        2 if sgpr_like => code & !1,
        3.. if sgpr_like => code & !3,
        _ => code,
    }
}

/// Half-precision bits of the inline float constants 240-248 (0.5, -0.5, 1.0, -1.0, 2.0,
/// -2.0, 4.0, -4.0, 1/(2*pi); manual L1987-1993).
const F16_INLINE_BITS: [u32; 9] = [
    0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
];

/// Whether a scalar source or destination code names a 64-bit operand in llvm-mc-14: the
/// high halves `flat_scratch_hi`, `xnack_mask_hi`, `vcc_hi`, `exec_hi`, and `m0` and
/// `src_lds_direct` have no 64-bit reading, so words with them in a 64-bit field do not
/// decode (`s_mov_b64 s[0:1], exec_hi`).
pub(crate) fn pair_code_valid(code: u16) -> bool {
    !matches!(code, 103 | 105 | 107 | 124 | 127 | 254)
}

/// One past the last SGPR a decoded tuple of `count` registers may use: llvm-mc-14 decodes
/// 128-bit and wider tuples up to s103 (`s[100:103]`), though the assembler stops at s101.
pub(crate) fn sgpr_top(count: u8) -> u16 {
    if count >= 4 {
        104
    } else {
        102
    }
}

/// Reject misaligned or out-of-range scalar register ranges (LLVM does not decode them).
#[inline]
fn check_alignment(o: Operand) -> Option<Operand> {
    match o {
        Operand::Sgpr(r)
            if r.count > 1
                && (r.first % 2 != 0 || r.first + u16::from(r.count) > sgpr_top(r.count)) =>
        {
            None
        }
        Operand::Ttmp(r)
            if r.count > 1 && (r.first % 2 != 0 || r.first + u16::from(r.count) > 16) =>
        {
            None
        }
        Operand::Vgpr(r) if r.first + u16::from(r.count) > 256 => None,
        _ => Some(o),
    }
}

/// Decode a whole byte buffer.
pub fn decode_all(bytes: &[u8]) -> Result<Vec<Instruction>, DecodeError> {
    let mut out = Vec::with_capacity(bytes.len() / 6);
    let mut at = 0;
    while at < bytes.len() {
        let (i, n) = decode_one(bytes, at)?;
        out.push(i);
        at += n;
    }
    Ok(out)
}
