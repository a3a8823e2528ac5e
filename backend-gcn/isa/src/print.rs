//! Printer: [`Instruction`] → assembly text in LLVM's syntax (`llvm-mc -arch=amdgcn
//! -mcpu=gfx900`).

use std::fmt::Write;

use crate::inst::{Encoding, Instruction};
use crate::operand::{inline_text, Operand, RegRange};
use crate::syntax::{hwreg_text, sendmsg_text, waitcnt_text, GPR_IDX_NAMES};
use crate::table::{Field, Format, ImmKind, Kind, OperandSpec};

/// Mnemonic with LLVM's encoding suffix.
pub fn mnemonic(inst: &Instruction) -> String {
    let info = inst.info();
    let suffix = match (info.format, inst.encoding) {
        _ if info.operands.is_empty() => "",
        (_, Encoding::Vop3) => "_e64",
        (_, Encoding::Sdwa) => "_sdwa",
        (_, Encoding::Dpp) => "_dpp",
        (Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vintrp, Encoding::Native)
            if info.vop3_opcode().is_some() =>
        {
            "_e32"
        }
        _ if inst.mem.g16 && info.format == Format::Mimg => "_g16",
        _ => "",
    };
    format!("{}{}", info.name, suffix)
}

fn range(out: &mut String, prefix: &str, r: RegRange) {
    if r.count == 1 {
        let _ = write!(out, "{prefix}{}", r.first);
    } else {
        let _ = write!(
            out,
            "{prefix}[{}:{}]",
            r.first,
            u32::from(r.first) + u32::from(r.count) - 1
        );
    }
}

/// Text of one operand in a slot; `label` names label operands.
pub fn operand_text(spec: &OperandSpec, o: &Operand, label: &dyn Fn(u32) -> String) -> String {
    let mut s = String::new();
    match (spec.kind, o) {
        (_, Operand::Sgpr(r)) => range(&mut s, "s", *r),
        (_, Operand::Vgpr(r)) => range(&mut s, "v", *r),
        (_, Operand::Ttmp(r)) => range(&mut s, "ttmp", *r),
        (_, Operand::Special(r)) => s.push_str(r.name(spec.dwords)),
        // An inline constant in a register-only source (decoded from SOP1 words, see
        // decode.rs) is what llvm-mc-14 prints as an invalid immediate.
        // So is a constant or literal in `v_readfirstlane_b32`'s fields.
        // So is a literal there (the whole dword is read), and a constant in a 128-bit source
        // (`v_mqsad_u32_u8`'s SRC2), which no constant fills.
        (Kind::SReg | Kind::SRegV | Kind::VReg, Operand::Inline(_) | Operand::Literal(_)) => {
            s.push_str("/*invalid immediate*/")
        }
        (Kind::VSrc, Operand::Inline(_)) if spec.dwords >= 4 => s.push_str("/*invalid immediate*/"),
        (_, Operand::Inline(c)) => s.push_str(&inline_text(*c, spec.ty)),
        // A 16-bit operand uses (and llvm-mc prints) the low half of its literal.
        (Kind::VSrc, Operand::Literal(v))
            if matches!(spec.ty, crate::table::Ty::I16 | crate::table::Ty::F16) =>
        {
            let _ = write!(s, "0x{:x}", v & 0xffff);
        }
        (_, Operand::Literal(v)) => {
            let _ = write!(s, "0x{v:x}");
        }
        (_, Operand::Label(l)) => s.push_str(&label(*l)),
        (_, Operand::Off) => s.push_str("off"),
        (Kind::SmemOffset, Operand::Imm(v)) => {
            let _ = if *v < 0 {
                write!(s, "-0x{:x}", v.unsigned_abs())
            } else {
                write!(s, "0x{v:x}")
            };
        }
        (Kind::Imm(k), Operand::Imm(v)) => imm_text(&mut s, k, *v),
        (_, Operand::Imm(v)) => {
            let _ = write!(s, "{v}");
        }
    }
    s
}

fn imm_text(s: &mut String, kind: ImmKind, v: i32) {
    let u16v = v as u16;
    let _ = match kind {
        // llvm prints small values (inline-constant range) in decimal, others in hex.
        ImmKind::Opt16 => write!(s, "{u16v}"),
        // (Assembled text keeps its 32-bit value: `s_nop -17` prints `0xffffffef`.)
        ImmKind::Dec16 if (-16..=64).contains(&v) => write!(s, "{v}"),
        ImmKind::Dec16 => write!(s, "0x{:x}", v as u32),
        ImmKind::Hex16 => write!(s, "0x{u16v:x}"),
        ImmKind::Label => write!(s, "{v}"),
        ImmKind::Waitcnt => write!(s, "{}", waitcnt_text(u16v)),
        ImmKind::Sendmsg => write!(s, "{}", sendmsg_text(u16v)),
        ImmKind::Hwreg => write!(s, "{}", hwreg_text(u16v)),
        ImmKind::GprIdx if !(0..16).contains(&v) => write!(s, "0x{:x}", v),
        ImmKind::GprIdx => {
            let names: Vec<&str> = GPR_IDX_NAMES
                .iter()
                .enumerate()
                .filter(|(i, _)| v >> i & 1 != 0)
                .map(|(_, n)| *n)
                .collect();
            write!(s, "gpr_idx({})", names.join(","))
        }
        ImmKind::Literal => write!(s, "0x{:x}", v as u32),
        ImmKind::Attr => write!(
            s,
            "attr{}.{}",
            (v >> 2) & 63,
            ['x', 'y', 'z', 'w'][(v & 3) as usize]
        ),
        ImmKind::ExpTarget => write!(s, "{}", crate::mem::exp_target_text(v)),
        ImmKind::InterpSlot => write!(
            s,
            "{}",
            match v {
                0 => "p10",
                1 => "p20",
                2 => "p0",
                _ => "",
            }
        )
        .and_then(|_| {
            if v > 2 {
                write!(s, "invalid_param_{v}")
            } else {
                Ok(())
            }
        }),
    };
}

/// Source index of a VALU operand slot for the neg/abs modifiers: SRC0-2, and the VGPR of the
/// VOP3 forms of `v_interp_p1_f32` / `v_interp_p2_f32`, which llvm-mc-14 gives the modifiers
/// of SRC1 (where it is encoded); `v_interp_mov_f32`'s slot takes none.
pub fn modifier_index(info: &crate::table::OpInfo, spec: &OperandSpec) -> Option<usize> {
    if info.format == Format::Vintrp {
        return (spec.field == Field::Vsrc && info.name != "v_interp_mov_f32").then_some(1);
    }
    src_index(spec)
}

/// Source index (0..=2) of a VALU operand slot, for modifiers.
pub fn src_index(spec: &OperandSpec) -> Option<usize> {
    match spec.field {
        Field::Src0 => Some(0),
        Field::Src1 => Some(1),
        Field::Src2 => Some(2),
        _ => None,
    }
}

/// Print an instruction; label operands are named by `label`.
pub fn print_with(inst: &Instruction, label: &dyn Fn(u32) -> String) -> String {
    let info = inst.info();
    let mut s = mnemonic(inst);
    let m = &inst.mods;
    let vop3 = inst.is_vop3();
    let ext = matches!(inst.encoding, Encoding::Sdwa | Encoding::Dpp);
    // v_mad_mix* take VOP3-style -x / |x| source modifiers instead of neg_lo/neg_hi.
    let mix = info.name.starts_with("v_mad_mix");
    for (spec, o) in inst.slots() {
        if (spec.kind == Kind::Imm(ImmKind::Opt16) && *o == Operand::Imm(0))
            || !crate::mem::slot_printed(spec, &inst.mem)
        {
            continue;
        }
        // The export target is followed by a space, like the mnemonic.
        let after_target = s.starts_with("exp ") && !s.contains(',') && s.matches(' ').count() == 1;
        s.push_str(if s.contains(' ') && !after_target {
            ", "
        } else {
            " "
        });
        let mut text = operand_text(spec, o, label);
        // (llvm-mc-14 prints the whole literal dword in `v_madmk_f16`'s SRC0.)
        if let (true, Operand::Literal(v)) = (info.name == "v_madmk_f16", o) {
            text = format!("0x{v:x}");
        }
        // llvm-mc prints s_setreg_imm32_b32's literal like an inline constant when it is one.
        if let (true, Operand::Literal(v)) = (info.name == "s_setreg_imm32_b32", o) {
            if let Some(c) = crate::operand::inline_for_bits(u64::from(*v), spec.ty) {
                text = crate::operand::inline_text(c, spec.ty);
            }
        }
        match modifier_index(info, spec) {
            Some(k) if ext && inst.mods.sext >> k & 1 != 0 => {
                let _ = write!(s, "sext({text})");
            }
            // `v_cvt_pk_u8_f32`'s integer sources: llvm-mc-14 prints the NEG bit as `sext()`
            // and keeps the ABS bit unprinted.
            Some(k) if info.name == "v_cvt_pk_u8_f32" && k > 0 => {
                if m.neg >> k & 1 != 0 {
                    let _ = write!(s, "sext({text})");
                } else {
                    s.push_str(&text);
                }
            }
            Some(k) if (vop3 || ext) && (info.format != Format::Vop3p || mix) => {
                let neg = m.neg >> k & 1 != 0;
                let abs = m.abs >> k & 1 != 0;
                // llvm-mc spells a negated constant `neg(c)`.
                let constant = matches!(o, Operand::Inline(_) | Operand::Literal(_));
                if neg && constant && !abs {
                    let _ = write!(s, "neg({text})");
                    continue;
                }
                if neg {
                    s.push('-');
                }
                if abs {
                    let _ = write!(s, "|{text}|");
                } else {
                    s.push_str(&text);
                }
            }
            _ => s.push_str(&text),
        }
    }
    if crate::encode::is_memory(info.format) {
        crate::mem::mem_suffix(inst, &mut s);
        return s;
    }
    if ext {
        crate::sdwa::ext_suffix(inst, &mut s);
        return s;
    }
    if info.format == Format::Vop3p {
        let nsrc = info
            .operands
            .iter()
            .filter(|o| src_index(o).is_some())
            .count();
        let bits = |v: u8| {
            (0..nsrc)
                .map(|k| (v >> k & 1).to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        let all = (1u8 << nsrc) - 1;
        if m.op_sel & all != 0 {
            let _ = write!(s, " op_sel:[{}]", bits(m.op_sel));
        }
        if (!mix && m.op_sel_hi & all != all) || (mix && m.op_sel_hi & all != 0) {
            let _ = write!(s, " op_sel_hi:[{}]", bits(m.op_sel_hi));
        }
        if !mix && m.neg & all != 0 {
            let _ = write!(s, " neg_lo:[{}]", bits(m.neg));
        }
        if !mix && m.neg_hi & all != 0 {
            let _ = write!(s, " neg_hi:[{}]", bits(m.neg_hi));
        }
        if m.clamp {
            s.push_str(" clamp");
        }
        return s;
    }
    if vop3 {
        if m.high {
            s.push_str(" high");
        }
        // llvm-mc prints op_sel before clamp and the output modifier.
        if m.op_sel != 0 && info.flags.contains(crate::table::Flags::OP_SEL) {
            let nsrc = info
                .operands
                .iter()
                .filter(|o| src_index(o).is_some())
                .count();
            let bits: Vec<String> = (0..nsrc)
                .map(|k| (m.op_sel >> k & 1).to_string())
                .chain([(m.op_sel >> 3 & 1).to_string()])
                .collect();
            let _ = write!(s, " op_sel:[{}]", bits.join(","));
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
    }
    s
}

/// Print an instruction whose branch targets are numeric.
pub fn print(inst: &Instruction) -> String {
    print_with(inst, &|l| format!("L{l}"))
}
