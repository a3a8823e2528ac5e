//! Memory formats (SMEM, DS, MUBUF, MTBUF, FLAT/GLOBAL/SCRATCH): field packing, unpacking and
//! the LLVM text of their offsets and flags (manual L11718-11762, L13766-13804, L14132-14303,
//! L14739-14804).

use std::fmt::Write;

use crate::inst::{Instruction, MemFields};
use crate::operand::{Operand, RegRange};
use crate::table::{Field, Flags, Format, Kind, OpInfo, OperandSpec};

/// Raw 8-bit field value of a VGPR operand (0 for anything else).
fn vgpr_field(o: &Operand) -> u32 {
    match o {
        Operand::Vgpr(r) => u32::from(r.first),
        _ => 0,
    }
}

/// Scalar source code of a register/constant operand.
fn scalar_field(o: &Operand) -> u32 {
    o.src_code().map_or(0, u32::from)
}

fn field(inst: &Instruction, f: Field) -> Option<&Operand> {
    inst.slots().find(|(s, _)| s.field == f).map(|(_, o)| o)
}

/// Operand list of an instruction (inline storage, no allocation).
pub type Operands = smallvec::SmallVec<[Operand; 5]>;

/// Why a memory instruction cannot be encoded (message only; the caller adds the mnemonic).
pub type MemError = &'static str;

/// MUBUF opcodes with an LDS variant in LLVM (the `lds` modifier / bit 16).
pub fn has_lds_variant(info: &OpInfo) -> bool {
    matches!(
        info.name,
        "buffer_load_ubyte"
            | "buffer_load_sbyte"
            | "buffer_load_ushort"
            | "buffer_load_sshort"
            | "buffer_load_dword"
            | "buffer_load_dwordx2"
            | "buffer_load_dwordx3"
            | "buffer_load_dwordx4"
            | "buffer_load_format_x"
            | "buffer_store_lds_dword"
    )
}

/// The MUBUF opcode number of `buffer_wbinvl1` on SI/CI (GCN3 and the Vega manual have 62,
/// L14390). LLVM's gfx9 decoder table keeps this entry under the same name: llvm-mc-14 decodes
/// MUBUF opcode 113 as `buffer_wbinvl1` and re-encodes it as 113, so gcn-mc does the same
/// (`MemFields::si_opcode`); the assembler writes 62.
pub const SI_WBINVL1_OPCODE: u32 = 113;

/// Reserved bits (dword 0, dword 1) that llvm-mc keeps when it re-encodes a decoded word
/// (MUBUF bit 15, MTBUF bit 53, FLAT bit 25).
fn kept_reserved_bits(f: Format) -> (u32, u32) {
    match f {
        Format::Mubuf => (1 << 15, 0),
        Format::Mtbuf => (0, 1 << 21),
        Format::Flat | Format::Global | Format::Scratch => (1 << 25, 0),
        _ => (0, 0),
    }
}

/// Encode a memory-format instruction into two dwords.
pub fn encode_mem(inst: &Instruction) -> Result<[u32; 2], MemError> {
    let info = inst.info();
    let m = &inst.mem;
    let op = u32::from(info.opcode);
    let b = |x: bool| u32::from(x);
    let v = |f: Field| field(inst, f).map_or(0, vgpr_field);
    let sreg = |f: Field| field(inst, f).map_or(0, scalar_field);
    match info.format {
        Format::Smem => {
            let sdata = match field(inst, Field::Sdata) {
                Some(Operand::Imm(x)) => *x as u32 & 0x7f,
                Some(o) => scalar_field(o),
                None => 0,
            };
            let (imm, offset) = match field(inst, Field::Soffset) {
                Some(Operand::Imm(x)) => {
                    // (The assembler holds buffer forms to 20 unsigned bits; a decoded word
                    // may carry any 21-bit value, which llvm-mc re-encodes.)
                    if !(-(1 << 20)..(1 << 20)).contains(x) {
                        return Err("expected a 21-bit signed offset");
                    }
                    (1, *x as u32 & 0x1f_ffff)
                }
                Some(o) => (0, scalar_field(o)),
                None => (0, 0),
            };
            let sbase = sreg(Field::Sbase) >> 1;
            Ok([
                0x30 << 26
                    | op << 18
                    | imm << 17
                    | b(m.glc) << 16
                    | b(m.nv) << 15
                    | sdata << 6
                    | sbase,
                offset,
            ])
        }
        Format::Ds => {
            let (off0, off1) = if info.flags.contains(Flags::TWO_OFFSETS) {
                if !(0..256).contains(&m.offset) {
                    return Err("invalid offset0");
                }
                (m.offset as u32, u32::from(m.offset1))
            } else {
                if !(0..65536).contains(&m.offset) {
                    return Err("invalid offset");
                }
                (m.offset as u32 & 0xff, m.offset as u32 >> 8)
            };
            Ok([
                0x36 << 26 | op << 17 | b(m.gds) << 16 | off1 << 8 | off0,
                v(Field::Vdst) << 24
                    | v(Field::Data1) << 16
                    | v(Field::Data0) << 8
                    | v(Field::Addr),
            ])
        }
        Format::Mubuf | Format::Mtbuf => {
            if !(0..4096).contains(&m.offset) {
                return Err("invalid offset: expected a 12-bit unsigned offset");
            }
            if info.flags.contains(Flags::LDS) && (!m.lds || m.offen || m.idxen) {
                return Err("takes `lds` and no VGPR address (offen/idxen)");
            }
            let soff = sreg(Field::Soffset);
            let rsrc = sreg(Field::Srsrc) >> 2;
            let common = b(m.glc) << 14 | b(m.idxen) << 13 | b(m.offen) << 12 | m.offset as u32;
            let tail =
                soff << 24 | b(m.tfe) << 23 | rsrc << 16 | v(Field::Vdata) << 8 | v(Field::Vaddr);
            let (r0, r1) = kept_reserved_bits(info.format);
            let (r0, r1) = (m.reserved[0] & r0, m.reserved[1] & r1);
            if info.format == Format::Mubuf {
                // (A `buffer_wbinvl1` decoded from the SI opcode number keeps it.)
                let op = if m.si_opcode { SI_WBINVL1_OPCODE } else { op };
                Ok([
                    0x38 << 26 | op << 18 | b(m.slc) << 17 | b(m.lds) << 16 | common | r0,
                    tail | r1,
                ])
            } else {
                Ok([
                    0x3a << 26
                        | u32::from(m.nfmt & 7) << 23
                        | u32::from(m.dfmt & 15) << 19
                        | op << 15
                        | common
                        | r0,
                    tail | b(m.slc) << 22 | r1,
                ])
            }
        }
        Format::Flat | Format::Global | Format::Scratch => {
            // FLAT takes 12 bits in assembly; a decoded word may have the 13th set (llvm-mc
            // reads it and re-encodes it).
            let (seg, range) = match info.format {
                Format::Flat => (0, 0..8192),
                Format::Scratch => (1, -4096..4096),
                _ => (2, -4096..4096),
            };
            if !range.contains(&m.offset) {
                return Err(if seg == 0 {
                    "invalid offset: expected a 12-bit unsigned offset"
                } else {
                    "invalid offset: expected a 13-bit signed offset"
                });
            }
            let saddr = match field(inst, Field::Saddr) {
                Some(Operand::Off) => 0x7f,
                Some(o) => scalar_field(o),
                None => 0,
            };
            Ok([
                0x37 << 26
                    | m.reserved[0] & 1 << 25
                    | op << 18
                    | b(m.slc) << 17
                    | b(m.glc) << 16
                    | seg << 14
                    | b(m.lds) << 13
                    | (m.offset as u32 & 0x1fff),
                // A non-returning atomic (no glc) has no VDST: the field is zero.
                (if slot_printed_field(info, Field::Vdst, m) {
                    v(Field::Vdst)
                } else {
                    0
                }) << 24
                    | b(m.nv) << 23
                    | saddr << 16
                    | v(Field::Data) << 8
                    | v(Field::Addr),
            ])
        }
        Format::Mimg => Ok([
            0x3c << 26
                | m.reserved[0] & 1 << 7
                | b(m.g16)
                | b(m.slc) << 25
                | op << 18
                | b(m.lwe) << 17
                | b(m.tfe) << 16
                | b(m.a16) << 15
                | b(m.da) << 14
                | b(m.glc) << 13
                | b(m.unorm) << 12
                | u32::from(m.dmask & 15) << 8,
            b(m.d16) << 31
                | (sreg(Field::Ssamp) >> 2) << 21
                | (sreg(Field::Srsrc) >> 2) << 16
                | v(Field::Vdata) << 8
                | v(Field::Vaddr),
        ]),
        Format::Exp => {
            let target = match field(inst, Field::Target) {
                Some(Operand::Imm(t)) if (0..64).contains(t) => *t as u32,
                _ => return Err("invalid exp target"),
            };
            let srcs =
                [Field::Vsrc0, Field::Vsrc1, Field::Vsrc2, Field::Vsrc3].map(|f| field(inst, f));
            let en = srcs.iter().enumerate().fold(0, |acc, (i, o)| {
                acc | u32::from(matches!(o, Some(Operand::Vgpr(_)))) << i
            });
            let reg = |i: usize| match srcs[i] {
                Some(o @ Operand::Vgpr(_)) => Some(vgpr_field(o)),
                _ => None,
            };
            // Compressed exports carry sources 0-1 and 2-3 in the first two fields.
            let used = if m.compr {
                [reg(0).or(reg(1)), reg(2).or(reg(3)), None, None]
            } else {
                [reg(0), reg(1), reg(2), reg(3)]
            };
            let mut fields = [0u32; 4];
            for (i, f) in fields.iter_mut().enumerate() {
                *f = used[i].unwrap_or(u32::from(m.exp_unused[i]));
            }
            Ok([
                0x31 << 26 | b(m.vm) << 12 | b(m.done) << 11 | b(m.compr) << 10 | target << 4 | en,
                fields[3] << 24 | fields[2] << 16 | fields[1] << 8 | fields[0],
            ])
        }
        _ => Err("not a memory format"),
    }
}

/// Minimum number of address VGPRs of a MIMG opcode for a 1D resource: the coordinate plus
/// one dword per extra argument in the mnemonic (z-compare `_c`, offset `_o`, bias `_b`, LOD
/// `_l`, clamp `_cl`, two derivatives `_d`/`_cd`, `mip`), halved (rounded up) with `a16`.
pub fn image_addr_dwords(info: &OpInfo, m: &MemFields) -> u8 {
    let parts: Vec<&str> = info.name.split('_').skip(2).collect();
    let mut n = 1u8;
    for p in &parts {
        n += match *p {
            "c" | "o" | "b" | "l" | "cl" | "mip" => 1,
            "d" | "cd" => 2,
            _ => 0,
        };
    }
    if info.name.starts_with("image_get_resinfo") {
        n = 1;
    }
    if m.a16 {
        n = n.div_ceil(2);
    }
    n
}

/// Whether a DS opcode has the `gds` bit in LLVM: all but `ds_nop` and the lane permutes.
pub fn ds_has_gds(info: &OpInfo) -> bool {
    !matches!(info.name, "ds_nop" | "ds_permute_b32" | "ds_bpermute_b32")
}

/// Whether a MIMG opcode takes `d16` in LLVM (not the atomics, `_pck` loads/stores and
/// `image_get_*`).
pub fn has_d16(info: &OpInfo) -> bool {
    !info.name.starts_with("image_atomic")
        && !info.name.contains("_pck")
        && !info.name.starts_with("image_get")
}

/// Whether a MIMG opcode has LLVM's `_g16` form (16-bit derivatives): the `_d` / `_cd` ones.
pub fn has_g16_form(info: &OpInfo) -> bool {
    info.format == Format::Mimg && info.name.split('_').any(|p| p == "d" || p == "cd")
}

/// The address width llvm-mc-14 prints for a decoded MIMG word (it cannot know the real one):
/// one VGPR, plus one for each of `c`, `o`, `b` and the derivatives (`d` / `cd`).
pub fn llvm_image_addr_dwords(info: &OpInfo) -> u8 {
    let extra = info
        .name
        .split('_')
        .skip(2)
        .filter(|p| matches!(*p, "c" | "o" | "b" | "d" | "cd"))
        .count();
    if info.name.starts_with("image_sample") || info.name.starts_with("image_gather4") {
        1 + extra as u8
    } else {
        1
    }
}

/// Whether llvm-mc-14 takes `dwords` address VGPRs for a MIMG opcode (measured against it for
/// every opcode and 1-16 VGPRs). Its gfx9 opcodes come in one variant per address register
/// class. Sample and gather4 take one word more for each of `c`, `o` and `b` than the plain
/// form: without derivatives 1-3 words (1-4 with a LOD or clamp), and the power of two above
/// the largest count; with derivatives (`d`, `cd`) every count from the smallest to 8, and 16.
/// The other opcodes take 1-4 words.
pub fn image_addr_dwords_valid(info: &OpInfo, dwords: u8) -> bool {
    let sampler = info.name.starts_with("image_sample") || info.name.starts_with("image_gather4");
    if !sampler {
        return (1..=4).contains(&dwords);
    }
    let parts: Vec<&str> = info.name.split('_').skip(2).collect();
    let has = |p: &str| parts.contains(&p);
    let extra = parts
        .iter()
        .filter(|p| matches!(**p, "c" | "o" | "b"))
        .count() as u8;
    if has("d") || has("cd") {
        return (2 + extra..=8).contains(&dwords) || dwords == 16;
    }
    let largest = extra + if has("l") || has("cl") { 4 } else { 3 };
    (1 + extra..=largest).contains(&dwords) || largest.next_power_of_two() == dwords
}

/// Number of data VGPRs of a MIMG instruction (dmask bits, gather4 = 4, d16 halves, +tfe).
pub fn image_data_dwords(info: &OpInfo, m: &MemFields) -> u8 {
    let mut n = if info.name.starts_with("image_gather4") {
        4
    } else {
        (m.dmask & 15).count_ones().max(1) as u8
    };
    if m.d16 {
        n = n.div_ceil(2);
    }
    n + u8::from(m.tfe)
}

/// Decoded raw fields of a memory instruction.
struct Raw {
    vdst: u32,
    addr: u32,
    data0: u32,
    data1: u32,
    sdata: u32,
    sbase: u32,
    soffset: Option<Operand>,
    vaddr: u32,
    vdata: u32,
    srsrc: u32,
    saddr: u32,
}

/// Decode the fields of a memory instruction whose opcode is known; `None` if invalid.
pub fn decode_mem(info: &OpInfo, w0: u32, w1: u32) -> Option<(Operands, MemFields)> {
    let mut ops = Operands::new();
    let mut m = MemFields::default();
    decode_mem_into(info, w0, w1, &mut ops, &mut m)?;
    Some((ops, m))
}

/// [`decode_mem`] into existing storage: `ops` (appended to, normally empty) and `m` (every
/// field overwritten).
pub fn decode_mem_into(
    info: &OpInfo,
    w0: u32,
    w1: u32,
    ops: &mut Operands,
    m: &mut MemFields,
) -> Option<()> {
    *m = MemFields::default();
    if crate::parse::NOT_IN_LLVM.contains(&info.name) {
        return None;
    }
    let bit = |w: u32, n: u32| w >> n & 1 != 0;
    let mut raw = Raw {
        vdst: 0,
        addr: 0,
        data0: 0,
        data1: 0,
        sdata: 0,
        sbase: 0,
        soffset: None,
        vaddr: 0,
        vdata: 0,
        srsrc: 0,
        saddr: 0,
    };
    match info.format {
        Format::Smem => {
            // llvm-mc ignores glc on cache and probe opcodes.
            m.glc = bit(w0, 16)
                && (info.flags.0 & (Flags::LOAD.0 | Flags::STORE.0 | Flags::ATOMIC.0)) != 0;
            // llvm-mc ignores the SOE and NV bits (14, 15) and reads a register offset from
            // the low 7 bits of the offset field (SGPRs, specials, `null`).
            raw.sdata = w0 >> 6 & 0x7f;
            raw.sbase = (w0 & 0x3f) << 1;
            // Opcodes without an offset operand have the IMM bit clear in LLVM's encodings.
            if !info.operands.iter().any(|s| s.field == Field::Soffset) && bit(w0, 17) {
                return None;
            }
            raw.soffset = Some(if bit(w0, 17) {
                Operand::Imm(((w1 & 0x1f_ffff) << 11) as i32 >> 11)
            } else {
                Operand::from_src_code(u16::try_from(w1 & 0x7f).ok()?, 1, None)
                    .filter(|o| o.is_scalar_reg())?
            });
        }
        Format::Ds => {
            m.gds = bit(w0, 16);
            if info.flags.contains(Flags::TWO_OFFSETS) {
                m.offset = (w0 & 0xff) as i32;
                m.offset1 = (w0 >> 8 & 0xff) as u8;
            } else {
                m.offset = (w0 & 0xffff) as i32;
            }
            raw.addr = w1 & 0xff;
            raw.data0 = w1 >> 8 & 0xff;
            raw.data1 = w1 >> 16 & 0xff;
            raw.vdst = w1 >> 24;
            // LLVM's DS encodings fix the fields of absent operands at zero, and the GDS bit
            // of the GWS operations at one: other words do not decode.
            let has = |f: Field| info.operands.iter().any(|s| s.field == f);
            let unused_set = [
                (Field::Addr, raw.addr),
                (Field::Data0, raw.data0),
                (Field::Data1, raw.data1),
                (Field::Vdst, raw.vdst),
            ]
            .iter()
            .any(|&(f, v)| v != 0 && !has(f));
            if unused_set
                || (info.name.starts_with("ds_gws_") && !m.gds)
                || (m.gds && !ds_has_gds(info))
            {
                return None;
            }
        }
        Format::Mubuf | Format::Mtbuf => {
            m.offset = (w0 & 0xfff) as i32;
            m.offen = bit(w0, 12);
            m.idxen = bit(w0, 13);
            m.glc = bit(w0, 14);
            // llvm-mc ignores tfe on atomics.
            m.tfe = bit(w1, 23)
                && !info.flags.contains(Flags::ATOMIC)
                && !(info.format == Format::Mubuf && bit(w0, 16));
            let (r0, r1) = kept_reserved_bits(info.format);
            m.reserved = [w0 & r0, w1 & r1];
            if info.format == Format::Mubuf {
                m.lds = bit(w0, 16);
                // `buffer_store_lds_dword` exists in LLVM only with its `lds` bit set and no
                // VGPR address.
                let lds_only = info.flags.contains(Flags::LDS);
                if (m.lds && !has_lds_variant(info)) || (lds_only && (!m.lds || m.offen || m.idxen))
                {
                    return None;
                }
                m.slc = bit(w0, 17);
                // Opcodes without operands (`buffer_wbinvl1*`): llvm-mc-14 refuses offen,
                // idxen, glc, lds and bit 15, and ignores (re-encodes as zero) every other field.
                if info.operands.is_empty() {
                    if m.offen || m.idxen || m.glc || m.lds || m.reserved[0] != 0 {
                        return None;
                    }
                    m.offset = 0;
                    m.slc = false;
                    m.tfe = false;
                    m.reserved = [0, 0];
                    return Some(());
                }
            } else {
                m.dfmt = (w0 >> 19 & 15) as u8;
                m.nfmt = (w0 >> 23 & 7) as u8;
                m.slc = bit(w1, 22);
            }
            raw.vaddr = w1 & 0xff;
            raw.vdata = w1 >> 8 & 0xff;
            raw.srsrc = (w1 >> 16 & 0x1f) << 2;
            let soff = Operand::from_src_code(u16::try_from(w1 >> 24).ok()?, 1, None)?;
            if matches!(soff, Operand::Literal(_)) {
                return None;
            }
            raw.soffset = Some(soff);
        }
        Format::Mimg => {
            m.dmask = (w0 >> 8 & 15) as u8;
            m.unorm = bit(w0, 12);
            m.glc = bit(w0, 13);
            m.da = bit(w0, 14);
            m.a16 = bit(w0, 15);
            m.tfe = bit(w0, 16);
            m.lwe = bit(w0, 17);
            m.slc = bit(w0, 25);
            m.d16 = bit(w1, 31);
            // Bit 0 selects LLVM's `_g16` form of the derivative opcodes; bit 7 is kept on
            // re-encoding, bits 1-6 are ignored.
            m.g16 = bit(w0, 0);
            if (m.g16 && !has_g16_form(info)) || (m.d16 && !has_d16(info)) {
                return None;
            }
            m.reserved[0] = w0 & 1 << 7;
            raw.vaddr = w1 & 0xff;
            raw.vdata = w1 >> 8 & 0xff;
            raw.srsrc = (w1 >> 16 & 0x1f) << 2;
            raw.saddr = (w1 >> 21 & 0x1f) << 2;
            // LLVM's encodings of opcodes without a sampler fix the SSAMP field at zero.
            if raw.saddr != 0 && !info.operands.iter().any(|s| s.field == Field::Ssamp) {
                return None;
            }
        }
        Format::Exp => {
            m.compr = bit(w0, 10);
            m.done = bit(w0, 11);
            m.vm = bit(w0, 12);
            let en = w0 & 15;
            let f = [w1 & 0xff, w1 >> 8 & 0xff, w1 >> 16 & 0xff, w1 >> 24];
            let src = |i: usize| -> Operand {
                if en >> i & 1 == 0 {
                    return Operand::Off;
                }
                let reg = if m.compr { f[i / 2] } else { f[i] };
                Operand::Vgpr(RegRange {
                    first: reg as u16,
                    count: 1,
                })
            };
            let target = Operand::Imm((w0 >> 4 & 63) as i32);
            let srcs = [src(0), src(1), src(2), src(3)];
            let covered = if m.compr {
                [en & 3 != 0, en & 12 != 0, false, false]
            } else {
                [en & 1 != 0, en & 2 != 0, en & 4 != 0, en & 8 != 0]
            };
            for i in 0..4 {
                if !covered[i] {
                    m.exp_unused[i] = f[i] as u8;
                }
            }
            ops.push(target);
            ops.extend_from_slice(&srcs);
            return Some(());
        }
        _ => {
            // llvm-mc reads 13 offset bits in every segment (unsigned for FLAT) and ignores
            // the NV bit.
            m.offset = match info.format {
                Format::Flat => (w0 & 0x1fff) as i32,
                _ => ((w0 & 0x1fff) << 19) as i32 >> 19,
            };
            m.lds = bit(w0, 13);
            m.glc = bit(w0, 16);
            m.slc = bit(w0, 17);
            m.reserved[0] = w0 & 1 << 25;
            raw.addr = w1 & 0xff;
            raw.vdata = w1 >> 8 & 0xff;
            raw.saddr = w1 >> 16 & 0x7f;
            raw.vdst = w1 >> 24;
            // The SADDR field of FLAT is zero in LLVM's encodings.
            if m.lds || (info.format == Format::Flat && raw.saddr != 0) {
                return None;
            }
        }
    }
    for spec in info.operands {
        ops.push(operand(info, spec, &raw, m)?);
    }
    Some(())
}

fn vrange(first: u32, count: u8) -> Option<Operand> {
    (first + u32::from(count) <= 256).then_some(Operand::Vgpr(RegRange {
        first: first as u16,
        count,
    }))
}

fn operand(info: &OpInfo, spec: &OperandSpec, raw: &Raw, m: &MemFields) -> Option<Operand> {
    let sgpr = |code: u32, n: u8| -> Option<Operand> {
        let code = u16::try_from(code).ok()?;
        if n == 2 && !crate::decode::pair_code_valid(code) {
            return None;
        }
        let o = Operand::from_src_code(code, n, None)?;
        match o {
            Operand::Sgpr(r) if r.first + u16::from(n) <= crate::decode::sgpr_top(n) => Some(o),
            Operand::Ttmp(r) if u32::from(r.first) + u32::from(n) <= 16 => Some(o),
            // A 128-bit tuple that starts at a special register is printed with the 64-bit
            // name (`xnack_mask`, `exec`), as llvm-mc does; 256-bit and wider ones
            // (`s_load_dwordx8`, image resources) do not decode there.
            Operand::Special(r) if n <= 2 || (n <= 4 && r.name(2) != r.name(1)) => Some(o),
            _ => None,
        }
    };
    match (spec.field, spec.kind) {
        (Field::Sdata, Kind::Imm(_)) => Some(Operand::Imm(raw.sdata as i32)),
        // (llvm-mc reads code 125 as `null` in 128-bit data too, not in wider data.)
        (Field::Sdata, _) if raw.sdata == 125 && spec.dwords == 4 => {
            Some(Operand::Special(crate::operand::SpecialReg::Null))
        }
        (Field::Sdata, _) => {
            let align = if spec.dwords >= 4 {
                3
            } else if spec.dwords == 2 {
                1
            } else {
                0
            };
            // (llvm-mc aligns SGPR and TTMP numbers only.)
            let sgpr_like = raw.sdata <= 101 || (108..=123).contains(&raw.sdata);
            sgpr(
                if sgpr_like {
                    raw.sdata & !align
                } else {
                    raw.sdata
                },
                spec.dwords,
            )
        }
        (Field::Sbase, _) => {
            // (As for SDATA, llvm-mc aligns SGPR and TTMP numbers only: a 128-bit base at
            // code 102 is `flat_scratch`, at 106 `vcc`, at 126 `exec`.)
            let align = if spec.dwords >= 4 { 3 } else { 1 };
            let sgpr_like = raw.sbase <= 101 || (108..=123).contains(&raw.sbase);
            sgpr(
                if sgpr_like {
                    raw.sbase & !align
                } else {
                    raw.sbase
                },
                spec.dwords,
            )
        }
        (Field::Soffset, _) => raw.soffset,
        (Field::Srsrc, _) => sgpr(raw.srsrc, spec.dwords),
        (Field::Ssamp, _) => sgpr(raw.saddr, 4),
        // llvm-mc-14 prints four VGPRs for a gather4 with both d16 and tfe.
        (Field::Vdata, Kind::ImageData)
            if info.name.starts_with("image_gather4") && m.d16 && m.tfe =>
        {
            vrange(raw.vdata, 4)
        }
        // (llvm-mc-14 decodes a gather4's data as four VGPRs before it narrows them for d16:
        // they must exist.)
        (Field::Vdata, Kind::ImageData)
            if info.name.starts_with("image_gather4") && raw.vdata + 4 > 256 =>
        {
            None
        }
        // llvm-mc-14 widens the data it decoded with the opcode's first width (one VGPR, two
        // for cmpswap) to what dmask, d16 and tfe say only when LLVM has that width for the
        // opcode (atomics: one or two, cmpswap two or four) and the VGPRs exist; else it
        // keeps the first width.
        (Field::Vdata, Kind::ImageData) => {
            let n = image_data_dwords(info, m);
            let cmpswap = info.name.starts_with("image_atomic_cmpswap");
            let has_width = if info.name.starts_with("image_atomic") {
                if cmpswap {
                    n == 2 || n == 4
                } else {
                    n <= 2
                }
            } else {
                n <= 5
            };
            vrange(raw.vdata, n)
                .filter(|_| has_width)
                .or_else(|| vrange(raw.vdata, if cmpswap { 2 } else { 1 }))
        }
        (Field::Vaddr, Kind::ImageAddr) => vrange(raw.vaddr, llvm_image_addr_dwords(info)),
        (Field::Vdst, Kind::VdstRtn) if !m.glc => vrange(0, spec.dwords),
        (Field::Vdst, _) => vrange(raw.vdst, spec.dwords),
        (Field::Addr, Kind::FlatVaddr) => {
            if info.format == Format::Scratch && raw.saddr != 0x7f {
                Some(Operand::Off)
            } else if info.format == Format::Global && raw.saddr != 0x7f {
                vrange(raw.addr, 1)
            } else {
                vrange(raw.addr, spec.dwords)
            }
        }
        (Field::Addr, _) => vrange(raw.addr, spec.dwords),
        (Field::Data0, _) => vrange(raw.data0, spec.dwords),
        (Field::Data1, _) => vrange(raw.data1, spec.dwords),
        (Field::Data, _) => vrange(raw.vdata, spec.dwords),
        (Field::Vdata, _) => vrange(raw.vdata, spec.dwords),
        (Field::Vaddr, _) => match (m.offen, m.idxen) {
            (false, false) => Some(Operand::Off),
            (true, true) => vrange(raw.vaddr, 2),
            _ => vrange(raw.vaddr, 1),
        },
        (Field::Saddr, _) => {
            if raw.saddr == 0x7f {
                Some(Operand::Off)
            } else {
                // (Only SGPR and TTMP pairs are aligned down: code 103 is no 64-bit base.)
                let sgpr_like = raw.saddr <= 101 || (108..=123).contains(&raw.saddr);
                let align = if spec.dwords == 2 && sgpr_like { 1 } else { 0 };
                sgpr(raw.saddr & !align, spec.dwords)
            }
        }
        _ => None,
    }
}

/// BUF_DATA_FORMAT names by dfmt value.
pub const DFMT_NAMES: [&str; 16] = [
    "INVALID",
    "8",
    "16",
    "8_8",
    "32",
    "16_16",
    "10_11_11",
    "11_11_10",
    "10_10_10_2",
    "2_10_10_10",
    "8_8_8_8",
    "32_32",
    "16_16_16_16",
    "32_32_32",
    "32_32_32_32",
    "RESERVED_15",
];
/// BUF_NUM_FORMAT names by nfmt value.
pub const NFMT_NAMES: [&str; 8] = [
    "UNORM",
    "SNORM",
    "USCALED",
    "SSCALED",
    "UINT",
    "SINT",
    "RESERVED_6",
    "FLOAT",
];

/// LLVM's `ds_swizzle_b32` offset text.
pub fn swizzle_text(imm: u16) -> String {
    if imm & 0x8000 != 0 {
        let lanes: Vec<String> = (0..4).map(|i| (imm >> (2 * i) & 3).to_string()).collect();
        return format!("swizzle(QUAD_PERM,{})", lanes.join(","));
    }
    let and = imm & 0x1f;
    let or = imm >> 5 & 0x1f;
    let xor = imm >> 10 & 0x1f;
    if and == 0x1f && or == 0 && xor.count_ones() == 1 {
        return format!("swizzle(SWAP,{xor})");
    }
    if and == 0x1f && or == 0 && xor > 0 && (xor + 1).is_power_of_two() {
        return format!("swizzle(REVERSE,{})", xor + 1);
    }
    let group = 0x20 - and;
    if group > 1 && group.is_power_of_two() && or < group && xor == 0 {
        return format!("swizzle(BROADCAST,{group},{or})");
    }
    let mut s = String::from("swizzle(BITMASK_PERM,\"");
    for i in (0..5).rev() {
        let bit = 1 << i;
        s.push(if or & bit != 0 {
            '1'
        } else if and & bit == 0 {
            '0'
        } else if xor & bit != 0 {
            'i'
        } else {
            'p'
        });
    }
    s.push_str("\")");
    s
}

/// Append LLVM's text of the memory modifiers of `inst` (offsets, flags, formats).
pub fn mem_suffix(inst: &Instruction, s: &mut String) {
    let info = inst.info();
    let m = &inst.mem;
    match info.format {
        Format::Smem => {
            if m.glc {
                s.push_str(" glc");
            }
        }
        Format::Ds => {
            if info.flags.contains(Flags::SWIZZLE) && m.offset != 0 {
                let _ = write!(s, " offset:{}", swizzle_text(m.offset as u16));
            } else if info.flags.contains(Flags::SWIZZLE) {
            } else if info.flags.contains(Flags::TWO_OFFSETS) {
                if m.offset != 0 {
                    let _ = write!(s, " offset0:{}", m.offset);
                }
                if m.offset1 != 0 {
                    let _ = write!(s, " offset1:{}", m.offset1);
                }
            } else if m.offset != 0 {
                let _ = write!(s, " offset:{}", m.offset);
            }
            if m.gds {
                s.push_str(" gds");
            }
        }
        Format::Mubuf | Format::Mtbuf => {
            if info.format == Format::Mtbuf && (m.dfmt != 1 || m.nfmt != 0) {
                let mut parts = Vec::new();
                if m.dfmt != 1 {
                    parts.push(format!(
                        "BUF_DATA_FORMAT_{}",
                        DFMT_NAMES[usize::from(m.dfmt & 15)]
                    ));
                }
                if m.nfmt != 0 {
                    parts.push(format!(
                        "BUF_NUM_FORMAT_{}",
                        NFMT_NAMES[usize::from(m.nfmt & 7)]
                    ));
                }
                let _ = write!(s, " format:[{}]", parts.join(","));
            }
            for (on, name) in [(m.idxen, "idxen"), (m.offen, "offen")] {
                if on {
                    let _ = write!(s, " {name}");
                }
            }
            if m.offset != 0 {
                let _ = write!(s, " offset:{}", m.offset);
            }
            // `buffer_store_lds_dword` spells its `lds` before the cache bits, as llvm-mc does.
            let lds_first = info.flags.contains(Flags::LDS);
            for (on, name) in [
                (m.lds && lds_first, "lds"),
                (m.glc, "glc"),
                (m.slc, "slc"),
                (m.lds && !lds_first, "lds"),
                (m.tfe, "tfe"),
            ] {
                if on {
                    let _ = write!(s, " {name}");
                }
            }
        }
        Format::Mimg => {
            if m.dmask != 0 {
                let _ = write!(s, " dmask:0x{:x}", m.dmask);
            }
            let flags = [
                (m.unorm, "unorm"),
                (m.glc, "glc"),
                (m.slc, "slc"),
                (m.a16, "a16"),
                (m.tfe, "tfe"),
                (m.lwe, "lwe"),
                (m.da, "da"),
                (m.d16, "d16"),
            ];
            for (on, name) in flags {
                if on {
                    let _ = write!(s, " {name}");
                }
            }
        }
        Format::Exp => {
            for (on, name) in [(m.done, "done"), (m.compr, "compr"), (m.vm, "vm")] {
                if on {
                    let _ = write!(s, " {name}");
                }
            }
        }
        _ => {
            if m.offset != 0 {
                let _ = write!(s, " offset:{}", m.offset);
            }
            for (on, name) in [(m.glc, "glc"), (m.slc, "slc")] {
                if on {
                    let _ = write!(s, " {name}");
                }
            }
        }
    }
}

/// Whether the operand in `f` is present (a FLAT atomic's return VGPR only with `glc`).
fn slot_printed_field(info: &OpInfo, f: Field, m: &MemFields) -> bool {
    info.operands
        .iter()
        .find(|s| s.field == f)
        .is_some_and(|s| slot_printed(s, m))
}

/// Whether the operand slot is printed (a FLAT atomic's return VGPR only with `glc`).
pub fn slot_printed(spec: &OperandSpec, mem: &MemFields) -> bool {
    spec.kind != Kind::VdstRtn || mem.glc
}

/// LLVM's name of an export target.
pub fn exp_target_text(t: i32) -> String {
    match t {
        0..=7 => format!("mrt{t}"),
        8 => "mrtz".into(),
        9 => "null".into(),
        12..=15 => format!("pos{}", t - 12),
        32..=63 => format!("param{}", t - 32),
        _ => format!("invalid_target_{t}"),
    }
}

/// Parse an export target name.
pub fn parse_exp_target(s: &str) -> Option<i32> {
    let num = |p: &str| s.strip_prefix(p).and_then(|n| n.parse::<i32>().ok());
    match s {
        "mrtz" => Some(8),
        "null" => Some(9),
        _ => num("mrt")
            .filter(|n| (0..8).contains(n))
            .or_else(|| num("pos").filter(|n| (0..4).contains(n)).map(|n| n + 12))
            .or_else(|| num("param").filter(|n| (0..32).contains(n)).map(|n| n + 32)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected texts are llvm-mc-14's for the same offsets.
    #[test]
    fn swizzle_patterns() {
        assert_eq!(swizzle_text(0x401f), "swizzle(SWAP,16)");
        assert_eq!(swizzle_text(0x1234), "swizzle(BITMASK_PERM,\"10i01\")");
        assert_eq!(swizzle_text(0x80e4), "swizzle(QUAD_PERM,0,1,2,3)");
    }

    #[test]
    fn export_targets() {
        for (t, name) in [
            (0, "mrt0"),
            (8, "mrtz"),
            (9, "null"),
            (12, "pos0"),
            (37, "param5"),
            (10, "invalid_target_10"),
        ] {
            assert_eq!(exp_target_text(t), name);
        }
        assert_eq!(parse_exp_target("param31"), Some(63));
        assert_eq!(parse_exp_target("param32"), None);
    }
}
