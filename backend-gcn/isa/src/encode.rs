//! Encoder: [`Instruction`] → little-endian bytes, field layouts per the manual's microcode
//! formats (L11046-15128; VOP3P per llvm-mc, see docs/gcn-isa-notes.md).

use crate::inst::{Encoding, Instruction};
use crate::operand::{Operand, SpecialReg};
use crate::table::{Field, Format, ImmKind, Kind, OperandSpec};

/// Why an instruction cannot be encoded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EncodeError {
    /// An operand does not fit its slot.
    #[error("{mnemonic}: operand {index}: {message}")]
    Operand {
        /// Mnemonic.
        mnemonic: &'static str,
        /// Operand index (0-based).
        index: usize,
        /// What is wrong.
        message: &'static str,
    },
    /// The instruction as a whole is not encodable.
    #[error("{mnemonic}: {message}")]
    Invalid {
        /// Mnemonic.
        mnemonic: &'static str,
        /// What is wrong.
        message: &'static str,
    },
}

/// Field values collected from the operands.
#[derive(Default)]
struct Fields {
    sdst: u32,
    ssrc0: u32,
    ssrc1: u32,
    simm16: u32,
    vdst: u32,
    src: [u32; 3],
    sdst3: Option<u32>,
    vsrc: u32,
    attr: u32,
    literal: Option<u32>,
}

/// Low byte of the value of inline constant `code` read as an operand of `dwords` dwords
/// (integers; float bit patterns, of which only 1/(2*pi) has a non-zero low byte).
fn invalid_immediate_byte(code: u8, dwords: u8) -> u32 {
    invalid_immediate_value(code, dwords) as u32 & 0xff
}

/// The value llvm-mc-14 holds for a constant decoded into a register field (printed as
/// `/*invalid immediate*/`), of which it writes the low bits back into the field.
fn invalid_immediate_value(code: u8, dwords: u8) -> u64 {
    let value: u64 = match code {
        128..=192 => u64::from(code - 128),
        193..=208 => (192 - i64::from(code)) as u64,
        248 if dwords == 2 => crate::operand::INV_2PI_F64,
        248 => crate::operand::INV_2PI_F32,
        _ => 0,
    };
    value
}

/// `v_readfirstlane_b32` fields holding a decoded constant (see decode.rs): the low 8 (VDST)
/// or 9 (SRC0) bits of its value, as llvm-mc-14 re-encodes them.
fn readfirstlane_immediate(spec: &OperandSpec, opnd: &Operand) -> Option<u32> {
    let bits = if spec.write { 0xff } else { 0x1ff };
    match opnd {
        Operand::Inline(c) => Some(invalid_immediate_value(*c, 1) as u32 & bits),
        Operand::Literal(v) => Some(v & bits),
        _ => None,
    }
}

fn bad(inst: &Instruction, index: usize, message: &'static str) -> EncodeError {
    EncodeError::Operand {
        mnemonic: inst.info().name,
        index,
        message,
    }
}

/// Whether the instruction's 32-bit form is in use (literals allowed, VCC implicit).
fn short_form(inst: &Instruction) -> bool {
    inst.encoding == Encoding::Native
        && matches!(
            inst.info().format,
            Format::Vop1 | Format::Vop2 | Format::Vopc
        )
}

fn collect(inst: &Instruction) -> Result<Fields, EncodeError> {
    let info = inst.info();
    if inst.operands.len() != info.operands.len() {
        return Err(EncodeError::Invalid {
            mnemonic: info.name,
            message: "wrong number of operands",
        });
    }
    let mut f = Fields::default();
    let short = short_form(inst);
    for (i, (spec, opnd)) in inst.slots().enumerate() {
        let value = operand_value(inst, i, spec, opnd, short, &mut f.literal)?;
        let vop3 = inst.is_vop3();
        match spec.field {
            Field::Sdst if spec.kind == Kind::Vcc && vop3 => f.sdst3 = Some(value),
            Field::Sdst if spec.kind == Kind::Vcc => {}
            Field::Sdst => f.sdst = value,
            Field::Ssrc0 => f.ssrc0 = value,
            Field::Ssrc1 => f.ssrc1 = value,
            Field::Simm16 => f.simm16 = value,
            Field::Literal => f.literal = Some(value),
            Field::Vdst => f.vdst = value,
            Field::Src0 => f.src[0] = value,
            Field::Src1 => f.src[1] = value,
            Field::Src2 => f.src[2] = value,
            Field::Vsrc => f.vsrc = value,
            Field::Attr => f.attr = value,
            _ => {}
        }
    }
    Ok(f)
}

/// The field value of one operand.
fn operand_value(
    inst: &Instruction,
    i: usize,
    spec: &OperandSpec,
    opnd: &Operand,
    short: bool,
    literal: &mut Option<u32>,
) -> Result<u32, EncodeError> {
    if let Operand::Sgpr(r) | Operand::Vgpr(r) | Operand::Ttmp(r) = opnd {
        if r.count != spec.dwords {
            return Err(bad(inst, i, "register range has the wrong width"));
        }
        let limit = match opnd {
            Operand::Sgpr(r) => u32::from(crate::decode::sgpr_top(r.count)),
            Operand::Ttmp(_) => 16,
            _ => 256,
        };
        if u32::from(r.first) + u32::from(r.count) > limit {
            return Err(bad(inst, i, "register out of range"));
        }
        if r.count >= 2 && !matches!(opnd, Operand::Vgpr(_)) && r.first % 2 != 0 {
            return Err(bad(inst, i, "invalid register alignment"));
        }
    }
    let vop3 = !short && inst.info().format != Format::Sopp;
    // `v_readlane_b32`'s destination as decoded (see decode.rs): a `src_*` code, or a constant
    // re-encoded as the low 8 bits of its value.
    if inst.info().name == "v_readlane_b32" && spec.write {
        match opnd {
            Operand::Inline(c) => return Ok(invalid_immediate_byte(*c, 1)),
            Operand::Special(_) => return Ok(u32::from(opnd.src_code().unwrap_or(0))),
            _ => {}
        }
    }
    if short && inst.info().name == "v_readfirstlane_b32" {
        if let Some(v) = readfirstlane_immediate(spec, opnd) {
            return Ok(v);
        }
        // (Its destination may also be a `src_*` code or `src_lds_direct` when decoded.)
        if let (true, Operand::Special(_)) = (spec.write, opnd) {
            return Ok(u32::from(opnd.src_code().unwrap_or(0)));
        }
        // (And its source any scalar register.)
        if let (false, Some(c)) = (spec.write, opnd.src_code()) {
            if !matches!(opnd, Operand::Vgpr(_)) {
                return Ok(u32::from(c));
            }
        }
    }
    // VOP3 interpolation sources: 9-bit source codes (see `OpInfo::is_vop3_interp_source`);
    // a decoded constant is re-encoded as the low 9 bits of its value, as llvm-mc-14 does.
    if inst
        .info()
        .is_vop3_interp_source(spec, inst.encoding == Encoding::Vop3)
    {
        return match opnd {
            Operand::Inline(c) => Ok(invalid_immediate_value(*c, 1) as u32 & 0x1ff),
            Operand::Vgpr(_) | Operand::Sgpr(_) | Operand::Ttmp(_) | Operand::Special(_) => opnd
                .src_code()
                .map(u32::from)
                .ok_or_else(|| bad(inst, i, "expected a register")),
            _ => Err(bad(inst, i, "expected a register")),
        };
    }
    match spec.kind {
        Kind::Imm(kind) => match (kind, opnd) {
            (ImmKind::Label, Operand::Label(_)) => Err(bad(inst, i, "unresolved label")),
            (_, Operand::Imm(v)) => Ok(*v as u32),
            (ImmKind::Literal, Operand::Literal(v)) => Ok(*v),
            _ => Err(bad(inst, i, "expected an immediate")),
        },
        Kind::VReg => match opnd {
            Operand::Vgpr(r) => Ok(match spec.field {
                Field::Src0 | Field::Src1 | Field::Src2 if vop3 || spec.field == Field::Src0 => {
                    256 + u32::from(r.first)
                }
                _ => u32::from(r.first),
            }),
            _ => Err(bad(inst, i, "expected a VGPR")),
        },
        // (A lane mask decoded from a VOP3 9-bit source field may be a VGPR pair, as llvm-mc
        // shows it: `v_cndmask_b32_e64 v1, v2, v3, v[4:5]`.)
        Kind::Vcc if !short && !spec.write && spec.field == Field::Src2 => opnd
            .src_code()
            .map(u32::from)
            .ok_or_else(|| bad(inst, i, "expected a scalar register")),
        Kind::SReg | Kind::SRegV | Kind::Vcc => {
            if spec.kind == Kind::Vcc && short {
                return if *opnd == Operand::Special(crate::operand::SpecialReg::VccLo) {
                    Ok(0)
                } else {
                    Err(bad(inst, i, "expected vcc"))
                };
            }
            match opnd {
                Operand::Sgpr(_) | Operand::Ttmp(_) | Operand::Special(_) => {
                    let c = opnd.src_code().unwrap_or(0);
                    // (A compare's mask destination may be any scalar code, as in llvm-mc; a
                    // register-only source decodes from the `src_*` codes too.)
                    if c > 127 && spec.kind != Kind::Vcc && spec.write {
                        return Err(bad(inst, i, "not a writable scalar register"));
                    }
                    Ok(u32::from(c))
                }
                Operand::Inline(c) if spec.kind == Kind::Vcc => Ok(u32::from(*c)),
                // An invalid immediate of a register-only source (decoded from SOP1 words):
                // llvm-mc-14 writes the low byte of the constant's value into the field.
                Operand::Inline(c) if !spec.write => Ok(invalid_immediate_byte(*c, spec.dwords)),
                // (And the low byte of a literal read there, with no literal dword.)
                Operand::Literal(v) if !spec.write => Ok(v & 0xff),
                _ => Err(bad(inst, i, "expected a scalar register")),
            }
        }
        Kind::SmemOffset
        | Kind::BufSoffset
        | Kind::BufVaddr
        | Kind::FlatVaddr
        | Kind::Saddr
        | Kind::VdstRtn
        | Kind::ImageData
        | Kind::ImageAddr
        | Kind::ExpSrc => Err(bad(inst, i, "memory operand in an ALU instruction")),
        // (`v_readlane_b32`'s lane select decodes from a 9-bit field, a VGPR included, as
        // llvm-mc-14 shows it; the assembler takes none.)
        Kind::SSrc if inst.info().name == "v_readlane_b32" && matches!(opnd, Operand::Vgpr(_)) => {
            opnd.src_code()
                .map(u32::from)
                .ok_or_else(|| bad(inst, i, "expected a register"))
        }
        Kind::SSrc | Kind::VSrc => {
            // A constant decoded into a 128-bit source (`v_mqsad_u32_u8`'s SRC2): llvm-mc-14
            // re-encodes the low 9 bits of its value.
            if let (Kind::VSrc, true, Operand::Inline(c)) = (spec.kind, spec.dwords >= 4, opnd) {
                return Ok(invalid_immediate_value(*c, 1) as u32 & 0x1ff);
            }
            if spec.kind == Kind::SSrc && matches!(opnd, Operand::Vgpr(_)) {
                return Err(bad(inst, i, "VGPR not allowed"));
            }
            if let Operand::Literal(v) = opnd {
                let lit_ok = spec.kind == Kind::SSrc || (short && spec.field == Field::Src0);
                if !lit_ok {
                    return Err(bad(inst, i, "literal operands are not supported"));
                }
                match literal {
                    Some(old) if *old != *v => {
                        return Err(bad(inst, i, "only one literal operand is allowed"))
                    }
                    _ => *literal = Some(*v),
                }
            }
            if short && spec.field == Field::Src1 {
                return match opnd {
                    Operand::Vgpr(r) => Ok(u32::from(r.first)),
                    _ => Err(bad(inst, i, "src1 of a 32-bit encoding must be a VGPR")),
                };
            }
            opnd.src_code()
                .map(u32::from)
                .ok_or_else(|| bad(inst, i, "expected a register or constant"))
        }
    }
}

/// Append the encoding llvm-mc-14 lists for a decoded instruction (`-disassemble
/// -show-encoding`) to `out`: that of [`encode`], except that a float inline constant decoded
/// into a 16-bit integer source of a 64-bit encoding (held as the literal of its
/// half-precision bits, decode.rs, which no 64-bit encoding can carry) is listed as the literal
/// code 255 with no literal dword, as llvm-mc-14 re-encodes it.
pub fn encode_decoded(inst: &Instruction, out: &mut Vec<u8>) -> Result<(), EncodeError> {
    let info = inst.info();
    let wide = inst.is_vop3();
    let mut patched = inst.clone();
    // (llvm-mc-14 re-encodes a decoded SDWA `src_lds_direct` source without its scalar bit,
    // as the code of `v254`.)
    if inst.encoding == Encoding::Sdwa {
        for (slot, spec) in patched.operands.iter_mut().zip(info.operands) {
            if spec.field == Field::Src0 && *slot == Operand::Special(SpecialReg::LdsDirect) {
                *slot = Operand::Vgpr(crate::operand::RegRange {
                    first: 254,
                    count: 1,
                });
            }
        }
    }
    let mut fields = Vec::new();
    if wide {
        for (slot, spec) in patched.operands.iter_mut().zip(info.operands) {
            let int16 = matches!(spec.ty, crate::table::Ty::I16 | crate::table::Ty::V2I16);
            if let (Operand::Literal(_), Kind::VSrc, true) = (*slot, spec.kind, int16) {
                *slot = Operand::Inline(128);
                fields.push(match spec.field {
                    Field::Src0 => 0,
                    Field::Src1 => 9,
                    _ => 18,
                });
            }
        }
    }
    let at = out.len();
    encode(&patched, out)?;
    for shift in fields {
        if let Some(b) = out.get_mut(at + 4..at + 8) {
            let w = u32::from_le_bytes([b[0], b[1], b[2], b[3]]) | 255 << shift;
            b.copy_from_slice(&w.to_le_bytes());
        }
    }
    Ok(())
}

/// Append the encoding of `inst` to `out`.
pub fn encode(inst: &Instruction, out: &mut Vec<u8>) -> Result<(), EncodeError> {
    let info = inst.info();
    if matches!(inst.encoding, Encoding::Sdwa | Encoding::Dpp) {
        if inst.operands.len() != info.operands.len() {
            return Err(EncodeError::Invalid {
                mnemonic: info.name,
                message: "wrong number of operands",
            });
        }
        let words = crate::sdwa::encode_ext(inst).map_err(|message| EncodeError::Invalid {
            mnemonic: info.name,
            message,
        })?;
        for w in words {
            out.extend_from_slice(&w.to_le_bytes());
        }
        return Ok(());
    }
    if is_memory(info.format) {
        check_mem_operands(inst)?;
        let words = crate::mem::encode_mem(inst).map_err(|message| EncodeError::Invalid {
            mnemonic: info.name,
            message,
        })?;
        for w in words {
            out.extend_from_slice(&w.to_le_bytes());
        }
        return Ok(());
    }
    let f = collect(inst)?;
    let op = u32::from(info.opcode);
    let m = &inst.mods;
    let words: [u32; 2];
    let mut n = 1;
    match (info.format, inst.encoding) {
        (Format::Sop2, _) => {
            words = [
                0b10 << 30 | op << 23 | f.sdst << 16 | f.ssrc1 << 8 | f.ssrc0,
                0,
            ]
        }
        (Format::Sopk, _) => {
            words = [
                0b1011 << 28 | op << 23 | f.sdst << 16 | (f.simm16 & 0xffff),
                0,
            ]
        }
        (Format::Sop1, _) => words = [0x17d << 23 | f.sdst << 16 | op << 8 | f.ssrc0, 0],
        (Format::Sopc, _) => words = [0x17e << 23 | op << 16 | f.ssrc1 << 8 | f.ssrc0, 0],
        (Format::Sopp, _) => words = [0x17f << 23 | op << 16 | (f.simm16 & 0xffff), 0],
        (Format::Vop2, Encoding::Native) => {
            words = [op << 25 | f.vdst << 17 | f.src[1] << 9 | f.src[0], 0]
        }
        (Format::Vop1, Encoding::Native) => {
            words = [0x3f << 25 | f.vdst << 17 | op << 9 | f.src[0], 0]
        }
        (Format::Vopc, Encoding::Native) => {
            words = [0x3e << 25 | op << 17 | f.src[1] << 9 | f.src[0], 0]
        }
        (Format::Vintrp, Encoding::Native) => {
            words = [
                0x35 << 26 | f.vdst << 18 | op << 16 | f.attr << 8 | f.vsrc,
                0,
            ];
        }
        (Format::Vop3p, _) => {
            n = 2;
            let hi = u32::from(m.op_sel_hi);
            let mix = info.name.starts_with("v_mad_mix");
            let negs = if mix { 7 } else { info.packed_neg_sources() };
            words = [
                0x1a7 << 23
                    | op << 16
                    | u32::from(m.clamp) << 15
                    | (hi >> 2 & 1) << 14
                    | u32::from(m.op_sel & 7) << 11
                    | u32::from(if mix { m.abs } else { m.neg_hi } & negs) << 8
                    | f.vdst,
                u32::from(m.neg & negs) << 29
                    | (hi >> 1 & 1) << 28
                    | (hi & 1) << 27
                    | f.src[2] << 18
                    | f.src[1] << 9
                    | f.src[0],
            ];
        }
        (Format::Vop3 | Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vintrp, _) => {
            n = 2;
            let op3 = u32::from(info.vop3_opcode().ok_or(EncodeError::Invalid {
                mnemonic: info.name,
                message: "e64 variant of this instruction is not supported",
            })?);
            let (mut src0, mut src1) = (f.src[0], f.src[1]);
            if info.format == Format::Vintrp {
                // VOP3 interpolation: attribute in src0, VGPR (or slot) in src1 (manual L8251-8262).
                src0 = f.attr >> 2 | (f.attr & 3) << 6;
                // (The slot of `v_interp_mov_f32`, or the source code of p1/p2.)
                src1 = f.vsrc;
            }
            if info.name.starts_with("v_interp_") && info.format == Format::Vop3 {
                src0 = f.src[0] >> 2 | (f.src[0] & 3) << 6 | u32::from(m.high) << 8;
            }
            let mid = match f.sdst3 {
                Some(s) => s << 8,
                None => u32::from(m.abs & 7) << 8 | u32::from(m.op_sel & 15) << 11,
            };
            words = [
                0x34 << 26 | op3 << 16 | u32::from(m.clamp) << 15 | mid | f.vdst,
                u32::from(m.neg & 7) << 29
                    | u32::from(m.omod & 3) << 27
                    | f.src[2] << 18
                    | src1 << 9
                    | src0,
            ];
        }
        _ => {
            return Err(EncodeError::Invalid {
                mnemonic: info.name,
                message: "format not supported",
            })
        }
    }
    for w in &words[..n] {
        out.extend_from_slice(&w.to_le_bytes());
    }
    if let Some(l) = f.literal {
        out.extend_from_slice(&l.to_le_bytes());
    }
    Ok(())
}

/// Whether a format is one of the memory formats handled by [`crate::mem`].
pub fn is_memory(f: Format) -> bool {
    matches!(
        f,
        Format::Smem
            | Format::Ds
            | Format::Mubuf
            | Format::Mtbuf
            | Format::Flat
            | Format::Global
            | Format::Scratch
            | Format::Mimg
            | Format::Exp
    )
}

/// Operand checks of memory instructions: count, register kinds, widths and ranges.
fn check_mem_operands(inst: &Instruction) -> Result<(), EncodeError> {
    let info = inst.info();
    if inst.operands.len() != info.operands.len() {
        return Err(EncodeError::Invalid {
            mnemonic: info.name,
            message: "wrong number of operands",
        });
    }
    for (i, (spec, o)) in inst.slots().enumerate() {
        let ok = match (spec.kind, o) {
            (Kind::VReg | Kind::VdstRtn, Operand::Vgpr(r)) => r.count == spec.dwords,
            (Kind::BufVaddr | Kind::FlatVaddr, Operand::Vgpr(r)) => r.count <= 2,
            (Kind::ImageData | Kind::ImageAddr, Operand::Vgpr(_)) => true,
            (Kind::ExpSrc, Operand::Vgpr(r)) => r.count == 1,
            (Kind::ExpSrc, Operand::Off) => true,
            (Kind::BufVaddr | Kind::FlatVaddr | Kind::Saddr, Operand::Off) => true,
            (Kind::SReg | Kind::Saddr, Operand::Sgpr(r) | Operand::Ttmp(r)) => {
                r.count == spec.dwords && (r.count == 1 || r.first % 2 == 0)
            }
            // (A decoded 128-bit tuple may start at a 64-bit special register, `xnack_mask`.)
            // (And SMEM data at `null` is 128 bits at most.)
            (Kind::SReg | Kind::Saddr, Operand::Special(r)) => {
                spec.dwords <= 2
                    || (spec.dwords <= 4
                        && (r.name(2) != r.name(1) || *r == crate::operand::SpecialReg::Null))
            }
            (Kind::SmemOffset, Operand::Imm(_)) => true,
            (Kind::SmemOffset | Kind::BufSoffset, Operand::Sgpr(r) | Operand::Ttmp(r)) => {
                r.count == 1
            }
            (Kind::SmemOffset | Kind::BufSoffset, Operand::Special(_)) => true,
            (Kind::BufSoffset, Operand::Inline(_)) => true,
            (Kind::Imm(_), Operand::Imm(_)) => true,
            _ => false,
        };
        let in_range = match o {
            Operand::Sgpr(r) => r.first + u16::from(r.count) <= crate::decode::sgpr_top(r.count),
            Operand::Ttmp(r) => u32::from(r.first) + u32::from(r.count) <= 16,
            Operand::Vgpr(r) => u32::from(r.first) + u32::from(r.count) <= 256,
            _ => true,
        };
        if !ok || !in_range {
            return Err(bad(inst, i, "invalid operand for instruction"));
        }
    }
    Ok(())
}
