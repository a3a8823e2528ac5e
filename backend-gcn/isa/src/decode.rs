//! Decoder: bytes → [`Instruction`]s. Table-indexed (per-format arrays indexed by opcode), never
//! panics; an unknown or malformed word is an error carrying its byte offset.

use smallvec::SmallVec;

use crate::inst::{Encoding, Instruction, MemFields, Modifiers};
use crate::operand::{Operand, SpecialReg};
use crate::table::{
    decode_index, lookup, Field, Format, ImmKind, Kind, Op, OperandSpec, FACT_CARRY, FACT_INTERP3,
    FACT_LITERAL, FACT_MIX,
};

/// Why bytes could not be decoded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
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

/// Raw field values of one instruction, gathered per format.
#[derive(Default)]
struct Raw {
    sdst: u32,
    ssrc0: u32,
    ssrc1: u32,
    simm16: u32,
    vdst: u32,
    src: [u32; 3],
    sdst3: Option<u32>,
    vsrc: u32,
    attr: u32,
}

/// Decode one instruction at byte `offset`; returns it and its size in bytes.
pub fn decode_one(bytes: &[u8], offset: usize) -> Result<(Instruction, usize), DecodeError> {
    let invalid = DecodeError::Invalid { offset };
    let w0 = word(bytes, offset).ok_or(DecodeError::Truncated { offset })?;
    let w1 = || word(bytes, offset + 4).ok_or(DecodeError::Truncated { offset });
    let idx = decode_index();
    let mut raw = Raw::default();
    let mut mods = Modifiers::default();
    let mut encoding = Encoding::Native;
    let mut size = 4;
    let op: Op;
    let top9 = w0 >> 23;
    if top9 == 0x17d {
        op = lookup(&idx.sop1, w0 >> 8 & 0xff).ok_or(invalid.clone())?;
        raw.sdst = w0 >> 16 & 0x7f;
        raw.ssrc0 = w0 & 0xff;
    } else if top9 == 0x17e {
        op = lookup(&idx.sopc, w0 >> 16 & 0x7f).ok_or(invalid.clone())?;
        raw.ssrc0 = w0 & 0xff;
        raw.ssrc1 = w0 >> 8 & 0xff;
    } else if top9 == 0x17f {
        op = lookup(&idx.sopp, w0 >> 16 & 0x7f).ok_or(invalid.clone())?;
        raw.simm16 = w0 & 0xffff;
        if op.info().operands.is_empty() && raw.simm16 != 0 {
            return Err(invalid);
        }
    } else if w0 >> 28 == 0b1011 {
        op = lookup(&idx.sopk, w0 >> 23 & 0x1f).ok_or(invalid.clone())?;
        raw.sdst = w0 >> 16 & 0x7f;
        raw.simm16 = w0 & 0xffff;
    } else if w0 >> 30 == 0b10 {
        op = lookup(&idx.sop2, w0 >> 23 & 0x7f).ok_or(invalid.clone())?;
        raw.sdst = w0 >> 16 & 0x7f;
        raw.ssrc0 = w0 & 0xff;
        raw.ssrc1 = w0 >> 8 & 0xff;
    } else if w0 >> 31 == 0 {
        let hi7 = w0 >> 25;
        if hi7 == 0x3f {
            op = lookup(&idx.vop1, w0 >> 9 & 0xff).ok_or(invalid.clone())?;
            raw.src[0] = w0 & 0x1ff;
            raw.vdst = w0 >> 17 & 0xff;
        } else if hi7 == 0x3e {
            op = lookup(&idx.vopc, w0 >> 17 & 0xff).ok_or(invalid.clone())?;
            raw.src[0] = w0 & 0x1ff;
            raw.src[1] = 256 + (w0 >> 9 & 0xff);
        } else {
            op = lookup(&idx.vop2, hi7).ok_or(invalid.clone())?;
            raw.src[0] = w0 & 0x1ff;
            raw.src[1] = 256 + (w0 >> 9 & 0xff);
            raw.vdst = w0 >> 17 & 0xff;
        }
        if raw.src[0] == 249 || raw.src[0] == 250 {
            let sdwa = raw.src[0] == 249;
            let w1 = w1()?;
            let encoding = if sdwa { Encoding::Sdwa } else { Encoding::Dpp };
            let mut inst = Instruction {
                op,
                encoding,
                operands: SmallVec::new(),
                mods,
                mem: MemFields::default(),
            };
            crate::sdwa::decode_ext(&mut inst, w0, w1, sdwa).ok_or(invalid)?;
            return Ok((inst, 8));
        }
    } else {
        match w0 >> 26 {
            0x34 if top9 == 0x1a7 => {
                op = lookup(&idx.vop3p, w0 >> 16 & 0x7f).ok_or(invalid.clone())?;
                let w1 = w1()?;
                size = 8;
                raw.vdst = w0 & 0xff;
                raw.src = [w1 & 0x1ff, w1 >> 9 & 0x1ff, w1 >> 18 & 0x1ff];
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
                op = lookup(&idx.vop3, w0 >> 16 & 0x3ff).ok_or(invalid.clone())?;
                let w1 = w1()?;
                size = 8;
                let info = op.info();
                if info.format != Format::Vop3 {
                    encoding = Encoding::Vop3;
                }
                raw.vdst = w0 & 0xff;
                raw.src = [w1 & 0x1ff, w1 >> 9 & 0x1ff, w1 >> 18 & 0x1ff];
                let facts = idx.facts.get(usize::from(op.0)).copied().unwrap_or(0);
                let carry = facts & FACT_CARRY != 0;
                if carry {
                    raw.sdst3 = Some(w0 >> 8 & 0x7f);
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
                let attr = (raw.src[0] & 63) << 2 | (raw.src[0] >> 6 & 3);
                if info.format == Format::Vintrp {
                    raw.attr = attr;
                    raw.vsrc = if info.name == "v_interp_mov_f32" {
                        raw.src[1]
                    } else {
                        raw.src[1].wrapping_sub(256)
                    };
                    if raw.vsrc > 255 || raw.src[0] > 255 {
                        return Err(invalid);
                    }
                } else if facts & FACT_INTERP3 != 0 {
                    mods.high = raw.src[0] & 0x100 != 0;
                    raw.src[0] = attr;
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
                let op = lookup(table, opc).ok_or(invalid.clone())?;
                let w1 = w1()?;
                let (ops, mem) = crate::mem::decode_mem(op.info(), w0, w1).ok_or(invalid)?;
                let inst = Instruction {
                    op,
                    encoding: Encoding::Native,
                    operands: ops,
                    mods,
                    mem,
                };
                return Ok((inst, 8));
            }
            0x35 => {
                op = lookup(&idx.vintrp, w0 >> 16 & 3).ok_or(invalid.clone())?;
                raw.vsrc = w0 & 0xff;
                raw.attr = w0 >> 8 & 0xff;
                raw.vdst = w0 >> 18 & 0xff;
            }
            _ => return Err(invalid),
        }
    }
    let info = op.info();
    let needs_literal = idx
        .facts
        .get(usize::from(op.0))
        .is_some_and(|f| f & FACT_LITERAL != 0)
        || (size == 4
            && info.format != Format::Sopk
            && info.format != Format::Sopp
            && info.format != Format::Vintrp
            && (raw.ssrc0 == 255 || raw.ssrc1 == 255 || raw.src[0] == 255));
    let literal = if needs_literal {
        let l = word(bytes, offset + size).ok_or(DecodeError::Truncated { offset })?;
        size += 4;
        Some(l)
    } else {
        None
    };
    let short = size_is_short(info.format, encoding);
    // Fill a fixed buffer (ALU opcodes have at most 5 operands) instead of pushing.
    let mut buf = [Operand::Imm(0); 5];
    let n = info.operands.len().min(5);
    for (slot, spec) in buf.iter_mut().zip(info.operands) {
        *slot = operand(spec, &raw, literal, short).ok_or(DecodeError::Invalid { offset })?;
    }
    let operands = SmallVec::from_buf_and_len(buf, n);
    Ok((
        Instruction {
            op,
            encoding,
            operands,
            mods,
            mem: MemFields::default(),
        },
        size,
    ))
}

#[inline]
fn size_is_short(format: Format, encoding: Encoding) -> bool {
    encoding == Encoding::Native && matches!(format, Format::Vop1 | Format::Vop2 | Format::Vopc)
}

#[inline]
fn operand(spec: &OperandSpec, raw: &Raw, literal: Option<u32>, short: bool) -> Option<Operand> {
    let value = match spec.field {
        Field::Sdst => match spec.kind {
            Kind::Vcc if short => return Some(Operand::Special(SpecialReg::VccLo)),
            Kind::Vcc => raw.sdst3?,
            _ => raw.sdst,
        },
        Field::Ssrc0 => raw.ssrc0,
        Field::Ssrc1 => raw.ssrc1,
        Field::Simm16 => raw.simm16,
        Field::Literal => return Some(Operand::Literal(literal?)),
        Field::Vdst => raw.vdst,
        Field::Src0 => raw.src[0],
        Field::Src1 => raw.src[1],
        Field::Src2 => raw.src[2],
        Field::Vsrc => raw.vsrc,
        Field::Attr => raw.attr,
        _ => return None,
    };
    match spec.kind {
        Kind::Imm(ImmKind::Label) => Some(Operand::Imm(value as i32)),
        Kind::Imm(_) => Some(Operand::Imm(value as i32)),
        Kind::Vcc if short => Some(Operand::Special(SpecialReg::VccLo)),
        Kind::SReg | Kind::SRegV | Kind::Vcc => {
            let code = u16::try_from(value).ok()?;
            if code > 127 && !(spec.kind == Kind::Vcc && spec.field == Field::Src2) {
                return None;
            }
            let o = Operand::from_src_code(align_code(code, spec.dwords), spec.dwords, None)?;
            check_alignment(o)
        }
        Kind::VReg => {
            let n = match spec.field {
                Field::Vdst | Field::Vsrc => value,
                _ => value.checked_sub(256)?,
            };
            Some(Operand::Vgpr(crate::operand::RegRange {
                first: u16::try_from(n).ok()?,
                count: spec.dwords,
            }))
            .filter(|_| n + u32::from(spec.dwords) <= 256)
        }
        Kind::SmemOffset
        | Kind::BufSoffset
        | Kind::BufVaddr
        | Kind::FlatVaddr
        | Kind::Saddr
        | Kind::VdstRtn
        | Kind::ImageData
        | Kind::ImageAddr
        | Kind::ExpSrc => None,
        Kind::SSrc | Kind::VSrc => {
            let o = Operand::from_src_code(
                align_code(u16::try_from(value).ok()?, spec.dwords),
                spec.dwords,
                literal,
            )?;
            check_alignment(o)
        }
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

/// Reject misaligned or out-of-range scalar register ranges (LLVM does not decode them).
#[inline]
fn check_alignment(o: Operand) -> Option<Operand> {
    match o {
        Operand::Sgpr(r)
            if r.count > 1 && (r.first % 2 != 0 || r.first + u16::from(r.count) > 102) =>
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
