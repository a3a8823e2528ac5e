//! SDWA and DPP forms of VOP1/VOP2/VOPC (manual L13472-13721): the second dword's fields and
//! LLVM's text of the selects and DPP controls.

use std::fmt::Write;

use crate::inst::{Encoding, Instruction, Modifiers};
use crate::operand::{Operand, RegRange, SpecialReg};
use crate::table::{Field, Format, Kind, OpInfo};

/// SDWA select names by code.
pub const SEL_NAMES: [&str; 7] = [
    "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD",
];
/// SDWA dst_unused names by code.
pub const UNUSED_NAMES: [&str; 3] = ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"];

fn src_operand(inst: &Instruction, f: Field) -> Option<&Operand> {
    inst.slots().find(|(s, _)| s.field == f).map(|(_, o)| o)
}

/// SDWA source field: 8 bits of the source code and the "is scalar" bit.
fn sdwa_src(o: Option<&Operand>) -> Result<(u32, u32), &'static str> {
    match o {
        None => Ok((0, 0)),
        Some(Operand::Vgpr(r)) => Ok((u32::from(r.first), 0)),
        Some(Operand::Literal(_)) => Err("literal operands are not supported"),
        Some(Operand::Special(SpecialReg::LdsDirect)) => {
            Err("lds_direct cannot be used with this instruction")
        }
        Some(o) => match o.src_code() {
            Some(c) if c < 256 => Ok((u32::from(c), 1)),
            _ => Err("invalid operand for instruction"),
        },
    }
}

/// Encode the two dwords of an SDWA or DPP instruction.
pub fn encode_ext(inst: &Instruction) -> Result<[u32; 2], &'static str> {
    let info = inst.info();
    let m = &inst.mods;
    let op = u32::from(info.opcode);
    // (A VOP1/VOP2 destination is a VGPR; a compare's is a scalar mask, below.)
    let vdst = match src_operand(inst, Field::Vdst) {
        Some(Operand::Vgpr(r)) => u32::from(r.first),
        Some(_) if info.format != Format::Vopc => return Err("invalid operand for instruction"),
        _ => 0,
    };
    let (src0, s0) = sdwa_src(src_operand(inst, Field::Src0))?;
    let (src1, s1) = sdwa_src(src_operand(inst, Field::Src1))?;
    let has_src1 = src_operand(inst, Field::Src1).is_some();
    let src1_sel = if has_src1 {
        u32::from(m.src_sel[1] & 7)
    } else {
        0
    };
    let code = if inst.encoding == Encoding::Sdwa {
        249
    } else {
        250
    };
    let w0 = match info.format {
        Format::Vop2 => op << 25 | vdst << 17 | src1 << 9 | code,
        Format::Vop1 => 0x3f << 25 | vdst << 17 | op << 9 | code,
        Format::Vopc => 0x3e << 25 | op << 17 | src1 << 9 | code,
        _ => return Err("this format has no SDWA/DPP form"),
    };
    let b = |x: u8, i: u32| u32::from(x >> i & 1);
    if inst.encoding == Encoding::Dpp {
        if s0 != 0 || s1 != 0 {
            return Err("invalid operand for instruction");
        }
        return Ok([
            w0,
            u32::from(m.row_mask & 15) << 28
                | u32::from(m.bank_mask & 15) << 24
                | (b(m.abs, 1) | b(m.dpp_int_src_bits, 3)) << 23
                | (b(m.neg, 1) | b(m.sext, 1) | b(m.dpp_int_src_bits, 1)) << 22
                | (b(m.abs, 0) | b(m.dpp_int_src_bits, 2)) << 21
                | (b(m.neg, 0) | b(m.sext, 0) | b(m.dpp_int_src_bits, 0)) << 20
                | u32::from(m.bound_ctrl) << 19
                | u32::from(m.dpp_ctrl & 0x1ff) << 8
                | src0,
        ]);
    }
    let mid = if info.format == Format::Vopc {
        // VOPC: SDST[14:8] with SD[15]; VCC is SD=0.
        match src_operand(inst, Field::Vdst) {
            Some(Operand::Special(SpecialReg::VccLo)) | None => 0,
            // (An SGPR or TTMP pair starts at an even register.)
            Some(Operand::Sgpr(r) | Operand::Ttmp(r)) if r.first % 2 != 0 => {
                return Err("invalid register alignment")
            }
            Some(o) => match o.src_code() {
                Some(c) if c < 128 => u32::from(c) << 8 | 1 << 15,
                _ => return Err("invalid operand for instruction"),
            },
        }
    } else {
        u32::from(m.omod & 3) << 14
            | u32::from(m.clamp) << 13
            | u32::from(m.dst_unused & 3) << 11
            | u32::from(m.dst_sel & 7) << 8
    };
    Ok([
        w0,
        s1 << 31
            | b(m.abs, 1) << 29
            | b(m.neg, 1) << 28
            | b(m.sext, 1) << 27
            | src1_sel << 24
            | s0 << 23
            | b(m.abs, 0) << 21
            | b(m.neg, 0) << 20
            | b(m.sext, 0) << 19
            | u32::from(m.src_sel[0] & 7) << 16
            | mid
            | src0,
    ])
}

/// Whether LLVM-14 gives a VOP1/VOP2/VOPC opcode an SDWA (`sdwa`) or DPP form on GFX9. None
/// with a 64-bit operand other than a compare's or carry's lane mask, a scalar destination
/// (`v_readfirstlane_b32`), a K constant (`v_madmk/madak_*`), for `v_swap_b32` and
/// `v_clrexcp`; no DPP for the compares; `v_mac_f32`/`v_mac_f16` DPP only.
pub fn has_ext_form(info: &OpInfo, sdwa: bool) -> bool {
    let none = info
        .operands
        .iter()
        .any(|s| (s.dwords >= 2 && s.kind != Kind::Vcc) || s.kind == Kind::SRegV)
        || info.operands.iter().any(|s| s.field == Field::Literal)
        || matches!(info.name, "v_swap_b32" | "v_clrexcp");
    let no_sdwa = matches!(info.name, "v_mac_f32" | "v_mac_f16");
    let no_dpp = info.format == Format::Vopc;
    matches!(info.format, Format::Vop1 | Format::Vop2 | Format::Vopc)
        && !none
        && !(if sdwa { no_sdwa } else { no_dpp })
}

/// Whether the integer sources of an opcode's DPP form carry modifiers in LLVM: when another
/// source is a float (`v_ldexp_f16`), the NEG bit of an integer source is `sext()` and its ABS
/// bit is kept unprinted. (`v_cndmask_b32_dpp` keeps all four bits unprinted, see
/// [`decode_ext`].)
pub fn dpp_int_mods(info: &OpInfo) -> bool {
    info.operands
        .iter()
        .any(|s| !s.write && matches!(s.field, Field::Src0 | Field::Src1) && s.ty.is_float())
}

/// Decode the second dword of an SDWA (`sdwa`) or DPP instruction into operands and modifiers.
/// `w0` supplies the VSRC1/VDST fields. Returns `None` for invalid selects.
pub fn decode_ext(inst: &mut Instruction, w0: u32, w1: u32, sdwa: bool) -> Option<()> {
    let info = inst.info();
    if !has_ext_form(info, sdwa) {
        return None;
    }
    let bit = |i: u32| (w1 >> i & 1) as u8;
    let mut m = Modifiers::defaults_for(inst.encoding);
    let src = |code: u32, scalar: bool, dwords: u8| -> Option<Operand> {
        if scalar {
            let o = Operand::from_src_code(u16::try_from(code).ok()?, dwords, None)?;
            (!matches!(o, Operand::Literal(_) | Operand::Vgpr(_))).then_some(o)
        } else {
            Some(Operand::Vgpr(RegRange {
                first: code as u16,
                count: dwords,
            }))
        }
    };
    let vsrc1 = w0 >> 9 & 0xff;
    let vdst = w0 >> 17 & 0xff;
    let mut sdst = None;
    let (s0, s1) = if sdwa {
        let has_src1 = info.operands.iter().any(|o| o.field == Field::Src1);
        // (Without SRC1, its select, modifiers and S1 bit are zero in LLVM's encodings.)
        if !has_src1 && w1 & 0xbf00_0000 != 0 {
            return None;
        }
        m.src_sel = [
            (w1 >> 16 & 7) as u8,
            if has_src1 { (w1 >> 24 & 7) as u8 } else { 6 },
        ];
        m.sext = bit(19) | bit(27) << 1;
        m.neg = bit(20) | bit(28) << 1;
        m.abs = bit(21) | bit(29) << 1;
        if info.format == Format::Vopc {
            if bit(15) != 0 {
                // (llvm-mc aligns an SGPR or TTMP pair down, as elsewhere.)
                let code = (w1 >> 8 & 0x7f) as u16;
                let sgpr_like = code <= 101 || (108..=123).contains(&code);
                let code = if sgpr_like { code & !1 } else { code };
                if !crate::decode::pair_code_valid(code) {
                    return None;
                }
                sdst = Some(Operand::from_src_code(code, 2, None)?);
            }
        } else {
            m.dst_sel = (w1 >> 8 & 7) as u8;
            m.dst_unused = (w1 >> 11 & 3) as u8;
            m.clamp = bit(13) != 0;
            m.omod = (w1 >> 14 & 3) as u8;
            if m.omod != 0 && !crate::parse::omod_allowed(info) {
                return None;
            }
        }
        // (llvm-mc takes DST_UNUSED 3 too, printed as UNUSED_PAD and kept.)
        if m.src_sel.iter().any(|s| *s > 6) || m.dst_sel > 6 {
            return None;
        }
        (bit(23) != 0, bit(31) != 0)
    } else {
        m.dpp_ctrl = (w1 >> 8 & 0x1ff) as u16;
        m.bound_ctrl = bit(19) != 0;
        m.neg = bit(20) | bit(22) << 1;
        m.abs = bit(21) | bit(23) << 1;
        m.bank_mask = (w1 >> 24 & 15) as u8;
        m.row_mask = (w1 >> 28) as u8;
        // (An undefined control decodes, as in llvm-mc, which names it in a comment; the
        // simulator refuses to run it.)
        (false, false)
    };
    // LLVM's SDWA/DPP encodings have neg/abs only on float sources and sext only on integer
    // ones: other words do not decode.
    let mut float = 0u8;
    let mut int = 0u8;
    for spec in info.operands.iter().filter(|s| !s.write) {
        let bit = match spec.field {
            Field::Src0 => 1,
            Field::Src1 => 2,
            _ => 0,
        };
        if spec.ty.is_float() {
            float |= bit;
        } else {
            int |= bit;
        }
    }
    if !sdwa && (m.neg | m.abs) & int != 0 {
        // DPP integer sources: see [`dpp_int_mods`]; `v_cndmask_b32` keeps the bits unprinted.
        if info.name == "v_cndmask_b32" {
            m.dpp_int_src_bits = (m.neg & int) | (m.abs & int) << 2;
        } else if dpp_int_mods(info) {
            m.sext = m.neg & int;
            m.dpp_int_src_bits = (m.abs & int) << 2;
        } else {
            return None;
        }
        m.neg &= float;
        m.abs &= float;
    }
    if (m.neg | m.abs) & !float != 0 || m.sext & !int != 0 {
        return None;
    }
    inst.operands.clear();
    for spec in info.operands {
        let o = match (spec.field, spec.kind) {
            (Field::Vdst, Kind::Vcc) => sdst.unwrap_or(Operand::Special(SpecialReg::VccLo)),
            (_, Kind::Vcc) => Operand::Special(SpecialReg::VccLo),
            (Field::Vdst, _) => Operand::Vgpr(RegRange {
                first: vdst as u16,
                count: spec.dwords,
            }),
            (Field::Src0, _) => src(w1 & 0xff, s0, spec.dwords)?,
            (Field::Src1, _) => src(vsrc1, s1, spec.dwords)?,
            _ => return None,
        };
        inst.operands.push(o);
    }
    inst.mods = m;
    Some(())
}

/// Whether a DPP control value is defined (the values [`dpp_ctrl_text`] names).
pub fn dpp_ctrl_valid(c: u16) -> bool {
    matches!(c, 0x000..=0x0ff | 0x101..=0x10f | 0x111..=0x11f | 0x121..=0x12f | 0x130 | 0x134 | 0x138 | 0x13c | 0x140..=0x143)
}

/// LLVM's text of a DPP control, or `None` if the value is reserved.
pub fn dpp_ctrl_text(c: u16) -> Option<String> {
    Some(match c {
        0x000..=0x0ff => format!(
            "quad_perm:[{},{},{},{}]",
            c & 3,
            c >> 2 & 3,
            c >> 4 & 3,
            c >> 6 & 3
        ),
        0x101..=0x10f => format!("row_shl:{}", c & 15),
        0x111..=0x11f => format!("row_shr:{}", c & 15),
        0x121..=0x12f => format!("row_ror:{}", c & 15),
        0x130 => "wave_shl:1".into(),
        0x134 => "wave_rol:1".into(),
        0x138 => "wave_shr:1".into(),
        0x13c => "wave_ror:1".into(),
        0x140 => "row_mirror".into(),
        0x141 => "row_half_mirror".into(),
        0x142 => "row_bcast:15".into(),
        0x143 => "row_bcast:31".into(),
        _ => return None,
    })
}

/// llvm-mc-14's comment for a DPP control GFX9 does not define, in place of the control:
/// `row_share` (0x150-0x15f, GFX90A/GFX10) and `row_xmask` (0x160-0x16f, GFX10) are named;
/// the rest is "invalid". (The first text starts with a space of its own in llvm-mc.)
pub fn undefined_dpp_ctrl_comment(c: u16) -> &'static str {
    match c {
        0x150..=0x15f => {
            " /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */"
        }
        0x160..=0x16f => "/* row_xmask is not supported on ASICs earlier than GFX10 */",
        _ => "/* Invalid dpp_ctrl value */",
    }
}

/// Append LLVM's SDWA or DPP modifiers (after the operands).
pub fn ext_suffix(inst: &Instruction, s: &mut String) {
    let m = &inst.mods;
    let info = inst.info();
    if inst.encoding == Encoding::Dpp {
        let _ = match dpp_ctrl_text(m.dpp_ctrl) {
            Some(t) => write!(s, " {t}"),
            None => write!(s, " {}", undefined_dpp_ctrl_comment(m.dpp_ctrl)),
        };
        let _ = write!(
            s,
            " row_mask:0x{:x} bank_mask:0x{:x}",
            m.row_mask, m.bank_mask
        );
        if m.bound_ctrl {
            // llvm-mc-14 prints BOUND_CTRL=1 as `bound_ctrl:1` (and parses :0 and :1 alike).
            s.push_str(" bound_ctrl:1");
        }
        return;
    }
    // (`v_nop_sdwa` has no SDWA operands in LLVM.)
    if info.operands.is_empty() {
        return;
    }
    if m.clamp {
        s.push_str(" clamp");
    }
    match m.omod {
        1 => s.push_str(" mul:2"),
        2 => s.push_str(" mul:4"),
        3 => s.push_str(" div:2"),
        _ => {}
    }
    let sel = |v: u8| SEL_NAMES.get(usize::from(v)).copied().unwrap_or("DWORD");
    if info.format != Format::Vopc {
        let _ = write!(
            s,
            " dst_sel:{} dst_unused:{}",
            sel(m.dst_sel),
            UNUSED_NAMES
                .get(usize::from(m.dst_unused))
                .copied()
                .unwrap_or("UNUSED_PAD")
        );
    }
    let nsrc = info
        .operands
        .iter()
        .filter(|o| matches!(o.field, Field::Src0 | Field::Src1))
        .count();
    for i in 0..nsrc.min(2) {
        let _ = write!(s, " src{i}_sel:{}", sel(m.src_sel[i]));
    }
}
