//! Trailing instruction modifiers (`glc`, `offset:N`, `clamp`, `mul:2`, DPP controls, ...):
//! which ones an opcode accepts in LLVM, their fixed order, and the SMEM offset written as a
//! modifier.

use super::immediates::parse_bits;
use super::lexer::{Lexer, Tok};
use super::ParseError;
use crate::inst::Encoding;
use crate::table::{Field, Flags, Format, OpInfo, Ty};

/// Named operands llvm-mc reads as a plain flag (value 1) wherever an operand may stand.
const FLAG_MODIFIERS: &[&str] = &[
    "offen", "idxen", "addr64", "gds", "lds", "swz", "tfe", "d16", "high", "clamp", "unorm", "da",
    "a16", "lwe", "compr", "vm",
];

/// Named operands llvm-mc reads as `name:integer`.
const VALUE_MODIFIERS: &[&str] = &[
    "offset",
    "offset0",
    "offset1",
    "inst_offset",
    "dmask",
    "row_mask",
    "bank_mask",
    "fi",
    "blgp",
    "cbsz",
    "abid",
];

/// A named modifier written where an SMEM offset belongs. llvm-mc-14 parses it as an
/// operand of its own and its matcher takes that operand's value as the offset: `glc` 1, `slc`
/// 2 (both 3), a flag 1, `mul:2` 1, `dst_sel:WORD_1` 5, `op_sel:[1,1]` 3, `dmask:0x10` 16
/// (`s_load_dword s5, s[14:15], glc` is `s_load_dword s5, s[14:15], 0x1`). The atomics take
/// only `offset:N` that way: a cache policy is left for the trailing modifiers and any other
/// modifier is dropped (offset 0). `None` when the next token is no such modifier.
pub(super) fn smem_offset_modifier(
    lx: &mut Lexer,
    info: &OpInfo,
) -> Result<Option<i64>, ParseError> {
    let Some(Tok::Ident(name)) = lx.peek().cloned() else {
        return Ok(None);
    };
    let atomic = info.flags.contains(Flags::ATOMIC);
    let cpol = |n: &str| match n {
        "glc" => Some(1),
        "slc" => Some(2),
        _ => None,
    };
    if let Some(first) = cpol(&name) {
        if atomic {
            return Ok(Some(0));
        }
        lx.pos += 1;
        let mut v = first;
        while let Some(Tok::Ident(n)) = lx.peek().cloned() {
            let Some(bit) = cpol(&n) else { break };
            if v & bit != 0 {
                return lx.err("duplicate cache policy modifier");
            }
            v |= bit;
            lx.pos += 1;
        }
        return Ok(Some(v));
    }
    let v = if FLAG_MODIFIERS.contains(&name.as_str()) {
        lx.pos += 1;
        1
    } else if VALUE_MODIFIERS.contains(&name.as_str()) {
        lx.pos += 1;
        lx.expect(':')?;
        lx.int()?
    } else {
        let (line, col) = (lx.line, lx.col());
        let bad = move |m: &str| {
            Err(ParseError {
                line,
                col,
                message: m.to_string(),
            })
        };
        match name.as_str() {
            "bound_ctrl" => {
                lx.pos += 1;
                lx.expect(':')?;
                lx.int()?;
                1
            }
            "mul" | "div" => {
                lx.pos += 1;
                lx.expect(':')?;
                match (name.as_str(), lx.int()?) {
                    ("mul", 1) | ("div", 1) => 0,
                    ("mul", 2) => 1,
                    ("mul", 4) => 2,
                    ("div", 2) => 3,
                    _ => return bad("invalid output modifier"),
                }
            }
            "dst_sel" | "src0_sel" | "src1_sel" | "dst_unused" => {
                lx.pos += 1;
                lx.expect(':')?;
                let names: &[&str] = if name == "dst_unused" {
                    &crate::sdwa::UNUSED_NAMES
                } else {
                    &crate::sdwa::SEL_NAMES
                };
                match lx
                    .ident()
                    .and_then(|n| names.iter().position(|x| x.eq_ignore_ascii_case(&n)))
                {
                    Some(p) => p as i64,
                    None => return bad("invalid sdwa select"),
                }
            }
            "op_sel" | "op_sel_hi" | "neg_lo" | "neg_hi" => {
                lx.pos += 1;
                i64::from(parse_bits(lx)?)
            }
            "dlc" | "scc" | "r128" => {
                return bad(&format!("{name} modifier is not supported on this GPU"))
            }
            _ => return Ok(None),
        }
    };
    Ok(Some(if atomic && name != "offset" { 0 } else { v }))
}

/// DPP control names (one of them per instruction).
pub(super) const DPP_CONTROLS: &[&str] = &[
    "quad_perm",
    "row_shl",
    "row_shr",
    "row_ror",
    "wave_shl",
    "wave_rol",
    "wave_shr",
    "wave_ror",
    "row_bcast",
    "row_mirror",
    "row_half_mirror",
];

/// Integer opcodes that take `clamp` in LLVM (saturating adds, multiply-adds, SAD).
const INT_CLAMP_PREFIXES: &[&str] = &[
    "v_add_u16",
    "v_sub_u16",
    "v_subrev_u16",
    "v_add_u32",
    "v_sub_u32",
    "v_subrev_u32",
    "v_add_co_u32",
    "v_sub_co_u32",
    "v_subrev_co_u32",
    "v_addc_co_u32",
    "v_subb_co_u32",
    "v_subbrev_co_u32",
    "v_add_i16",
    "v_sub_i16",
    "v_add_i32",
    "v_sub_i32",
    "v_mad_u32_u24",
    "v_mad_i32_i24",
    "v_mul_u32_u24",
    "v_mul_i32_i24",
    "v_mad_u32_u16",
    "v_mad_i32_i16",
    "v_mad_u16",
    "v_mad_i16",
    "v_mad_legacy_u16",
    "v_mad_legacy_i16",
    "v_sad_",
    "v_msad_u8",
    "v_qsad_pk_u16_u8",
    "v_mqsad_",
    "v_mad_u64_u32",
    "v_mad_i64_i32",
];

/// Whether a VOP3-encoded VALU opcode has the clamp bit in LLVM: a float source or result
/// (not the class tests), VOP3P, the 16-bit min3/max3/med3 and the integer opcodes above.
pub(crate) fn clamp_allowed(info: &OpInfo) -> bool {
    let float_src0 = info
        .operands
        .iter()
        .any(|s| s.field == Field::Src0 && !s.write && s.ty.is_float());
    let float_dst = info.operands.iter().any(|s| s.write && s.ty.is_float());
    let minmax16 = ["v_min3_", "v_max3_", "v_med3_"]
        .iter()
        .any(|p| info.name.starts_with(p))
        && info.name.ends_with("16");
    info.format == Format::Vop3p
        || minmax16
        || ((float_src0 || float_dst) && !info.name.contains("_class_"))
        || INT_CLAMP_PREFIXES.iter().any(|p| info.name.starts_with(p))
}

/// Whether a VOP3-encoded VALU opcode has the output modifier in LLVM: a float source or
/// result, not a compare, not a native VOP3 opcode with a 16-bit float operand (but the
/// `*_legacy_f16` ones), not one of [`NO_OMOD`].
pub(crate) fn omod_allowed(info: &OpInfo) -> bool {
    let float_src0 = info
        .operands
        .iter()
        .any(|s| s.field == Field::Src0 && !s.write && s.ty.is_float());
    let float_dst = info.operands.iter().any(|s| s.write && s.ty.is_float());
    // (The GFX8-style `v_mad/fma/div_fixup_legacy_f16` keep it; other native VOP3 opcodes
    // with a half source or result have none.)
    let f16_native = info.format == Format::Vop3
        && info.operands.iter().any(|s| s.ty == Ty::F16)
        && !matches!(
            info.name,
            "v_mad_legacy_f16" | "v_fma_legacy_f16" | "v_div_fixup_legacy_f16"
        );
    info.format != Format::Vopc
        && info.format != Format::Vop3p
        && (float_src0 || float_dst)
        && !f16_native
        && !NO_OMOD.contains(&info.name)
}

/// Opcodes with a float operand that have no output modifier in LLVM.
const NO_OMOD: &[&str] = &[
    "v_cvt_rpi_i32_f32",
    "v_cvt_flr_i32_f32",
    "v_frexp_exp_i32_f32",
    "v_cvt_pknorm_i16_f32",
    "v_cvt_pknorm_u16_f32",
    "v_cvt_pk_u8_f32",
    "v_cvt_pkaccum_u8_f32",
];

/// The position of a trailing modifier (keyed as in the duplicate check) in llvm-mc's fixed
/// order of optional operands: a modifier may not follow one of higher rank (`glc` and `slc`
/// share one, as LLVM reads them as one cache-policy operand).
pub(super) fn modifier_rank(format: Format, key: &str) -> u8 {
    let order: &[&[&str]] = match format {
        Format::Mimg => &[
            &["dmask"],
            &["unorm"],
            &["glc", "slc"],
            &["a16"],
            &["tfe"],
            &["lwe"],
            &["da"],
            &["d16"],
        ],
        Format::Exp => &[&["done"], &["compr"], &["vm"]],
        _ => &[
            &["format", "dfmt"],
            &["nfmt"],
            &["idxen"],
            &["offen"],
            &["offset", "offset0"],
            &["offset1"],
            &["glc", "slc"],
            &["gds", "lds"],
            &["tfe"],
            &["high"],
            &["op_sel"],
            &["op_sel_hi"],
            &["neg_lo"],
            &["neg_hi"],
            &["clamp"],
            &["omod"],
            &["dst_sel"],
            &["dst_unused"],
            &["src0_sel"],
            &["src1_sel"],
            &["dpp_ctrl"],
            &["row_mask"],
            &["bank_mask"],
            &["bound_ctrl"],
        ],
    };
    order
        .iter()
        .position(|group| group.contains(&key))
        .map_or(0, |p| p as u8)
}

/// Whether llvm-mc takes the trailing modifier `name` on `info` written with the encoding
/// suffix `forced` (memory fields per format, VALU modifiers per encoding).
pub(super) fn modifier_allowed(info: &OpInfo, forced: Option<Encoding>, name: &str) -> bool {
    let has = |f: Flags| info.flags.contains(f);
    let float_dst = info.operands.iter().any(|s| s.write && s.ty.is_float());
    let one_of = |names: &[&str]| names.contains(&name);
    match info.format {
        Format::Smem => {
            name == "glc" && info.flags.0 & (Flags::LOAD.0 | Flags::STORE.0 | Flags::ATOMIC.0) != 0
        }
        Format::Ds if has(Flags::TWO_OFFSETS) => one_of(&["offset0", "offset1", "gds"]),
        Format::Ds => {
            (name == "offset" && info.name != "ds_nop")
                || (name == "gds" && crate::mem::ds_has_gds(info))
        }
        // (`buffer_wbinvl1*` take none; `buffer_store_lds_dword` no `tfe`.)
        Format::Mubuf if info.operands.is_empty() => false,
        Format::Mubuf => {
            one_of(&["offen", "idxen", "offset", "glc", "slc"])
                || (name == "tfe" && !has(Flags::ATOMIC) && !has(Flags::LDS))
                || (name == "lds" && crate::mem::has_lds_variant(info))
        }
        // (llvm-mc-14 has no `dfmt:`/`nfmt:` for gfx9, only `format:`.)
        Format::Mtbuf => one_of(&["format", "offen", "idxen", "offset", "glc", "slc", "tfe"]),
        Format::Flat | Format::Global | Format::Scratch => one_of(&["offset", "glc", "slc"]),
        Format::Mimg => {
            one_of(&["dmask", "unorm", "glc", "slc", "a16", "tfe", "lwe", "da"])
                || (name == "d16" && crate::mem::has_d16(info))
        }
        Format::Exp => one_of(&["done", "compr", "vm"]),
        // (v_mad_mix* negate with `-x`, not neg_lo/neg_hi.)
        Format::Vop3p if info.name.starts_with("v_mad_mix") => {
            one_of(&["op_sel", "op_sel_hi", "clamp"])
        }
        Format::Vop3p => one_of(&["op_sel", "op_sel_hi", "neg_lo", "neg_hi", "clamp"]),
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vintrp => {
            match forced {
                Some(Encoding::Sdwa) if info.format == Format::Vopc => {
                    one_of(&["src0_sel", "src1_sel"])
                }
                Some(Encoding::Sdwa) => {
                    one_of(&["dst_sel", "dst_unused", "src0_sel", "clamp"])
                        || (name == "src1_sel"
                            && info.operands.iter().any(|s| s.field == Field::Src1))
                        || (one_of(&["mul", "div"]) && float_dst && info.format != Format::Vopc)
                }
                Some(Encoding::Dpp) => {
                    DPP_CONTROLS.contains(&name) || one_of(&["row_mask", "bank_mask", "bound_ctrl"])
                }
                Some(Encoding::Native) => false,
                // (No VOP3 form, no VOP3 modifiers: `v_madmk_f32`.)
                _ if info.format != Format::Vop3 && info.vop3_opcode().is_none() => false,
                _ => {
                    if info.format == Format::Vintrp
                        && info.operands.iter().any(|s| s.ty == Ty::F16)
                    {
                        return one_of(&["high", "clamp", "mul", "div"]);
                    }
                    (name == "clamp" && clamp_allowed(info))
                        // (`high` is the VOP3-native f16 interpolations' only.)
                        || (name == "high"
                            && info.format == Format::Vop3
                            && info.name.starts_with("v_interp_"))
                        || (one_of(&["mul", "div"]) && omod_allowed(info))
                        || (name == "op_sel" && has(Flags::OP_SEL))
                }
            }
        }
        _ => false,
    }
}
