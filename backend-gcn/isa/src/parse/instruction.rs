//! One instruction: the mnemonic with its encoding suffix (`_e32`, `_e64`, `_dpp`, `_sdwa`),
//! the operands its table row asks for, the trailing modifiers and the checks llvm-mc makes
//! (constant-bus limit, operand counts).

use super::immediates::{parse_bits, parse_swizzle};
use super::lexer::{Lexer, Tok};
use super::modifiers::{modifier_allowed, modifier_rank, smem_offset_modifier, DPP_CONTROLS};
use super::operands::parse_src;
use super::{ParseError, NOT_IN_LLVM};
use crate::inst::{Encoding, Instruction, Modifiers};
use crate::operand::{Operand, RegRange, SpecialReg};
use crate::table::{op_by_name, Field, Flags, Format, ImmKind, Kind};

/// The constant bus (manual §6.1.2: one scalar value per VALU instruction on GCN 5): distinct
/// SGPRs / special registers read, plus one for a literal. Returns whether it is exceeded.
fn constant_bus_exceeded(inst: &Instruction) -> bool {
    let info = inst.info();
    // (Interpolation sources are limited by `interp_source_allowed` instead: llvm-mc takes an
    // SGPR in SRC2 beside `m0` in SRC1.)
    if !matches!(
        info.format,
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p
    ) || info.name.starts_with("v_interp_")
    {
        return false;
    }
    // (llvm-mc tells registers apart by name: `s2` and `s[2:3]` are two reads; an implicit VCC
    // read, `v_div_fmas_*`, is one.)
    let mut scalars: Vec<(u8, u16, u8)> = Vec::new();
    let explicit_mask = info
        .operands
        .iter()
        .any(|s| s.kind == Kind::Vcc && !s.write);
    if info.flags.contains(Flags::READS_VCC) && !explicit_mask {
        scalars.push((2, SpecialReg::VccLo.code(), 2));
    }
    let mut literal = false;
    // Symbols are literals too; two of them are two literals.
    let symbols = inst
        .operands
        .iter()
        .filter(|o| matches!(o, Operand::Label(_)))
        .count();
    literal |= symbols > 0;
    for (spec, o) in info.operands.iter().zip(&inst.operands) {
        let source = matches!(
            spec.field,
            Field::Src0 | Field::Src1 | Field::Src2 | Field::Literal
        ) || spec.kind == Kind::Vcc;
        if spec.write || !source {
            continue;
        }
        let key = match o {
            Operand::Sgpr(r) => (0, r.first, r.count),
            Operand::Ttmp(r) => (1, r.first, r.count),
            // (The `src_*` values count too; `src_lds_direct` does not.)
            Operand::Special(sr) if *sr != SpecialReg::LdsDirect => (2, sr.code(), spec.dwords),
            Operand::Literal(_) => {
                literal = true;
                continue;
            }
            _ => continue,
        };
        if !scalars.contains(&key) {
            scalars.push(key);
        }
    }
    scalars.len() + usize::from(literal) > 1
}

/// The extended form llvm-mc-14 picks for an unsuffixed VOP1/VOP2/VOPC mnemonic from its
/// operands: DPP when a DPP control is written, SDWA when an SDWA select or `sext()` is
/// (`v_cndmask_b32` takes `sext()` in its VOP3 form); neither when both are.
fn inferred_ext_form(lx: &Lexer, info: &crate::table::OpInfo) -> Option<Encoding> {
    if !matches!(info.format, Format::Vop1 | Format::Vop2 | Format::Vopc) {
        return None;
    }
    let toks = &lx.toks[lx.pos.min(lx.toks.len())..];
    let (mut dpp, mut sdwa) = (false, false);
    for (i, (t, _)) in toks.iter().enumerate() {
        let Tok::Ident(name) = t else {
            continue;
        };
        let next = toks.get(i + 1).map(|t| &t.0);
        let colon = next == Some(&Tok::Punct(':'));
        dpp |= DPP_CONTROLS.contains(&name.as_str()) && (colon || name.ends_with("mirror"));
        sdwa |= colon
            && matches!(
                name.as_str(),
                "dst_sel" | "src0_sel" | "src1_sel" | "dst_unused"
            );
        sdwa |= name == "sext" && next == Some(&Tok::Punct('(')) && info.name != "v_cndmask_b32";
    }
    match (dpp, sdwa) {
        (true, false) => Some(Encoding::Dpp),
        (false, true) => Some(Encoding::Sdwa),
        _ => None,
    }
}

/// What llvm-mc-14 takes in a VOP3 interpolation source: a VGPR, `m0` or `src_lds_direct` in
/// the VGPR's place (another scalar would be a second constant-bus read beside the implicit
/// M0), and in SRC2 also any 32-bit scalar register or `src_*` value but `null`. (It also takes
/// a constant in SRC2 but encodes another operand there, `s0` for `1.0`: refused here.)
fn interp_source_allowed(spec: &crate::table::OperandSpec, o: &Operand) -> bool {
    match o {
        Operand::Vgpr(r) => r.count == 1,
        Operand::Special(SpecialReg::M0 | SpecialReg::LdsDirect) => true,
        Operand::Special(SpecialReg::Null) => false,
        Operand::Sgpr(r) | Operand::Ttmp(r) => spec.field == Field::Src2 && r.count == 1,
        Operand::Special(_) => spec.field == Field::Src2,
        _ => false,
    }
}

/// Parse the instruction on one line (no label definitions); `labels` collects branch targets.
pub(super) fn parse_inst(
    lx: &mut Lexer,
    labels: &mut Vec<String>,
) -> Result<Instruction, ParseError> {
    let (start, named) = (lx.pos, labels.len());
    let first = parse_inst_with(lx, labels, None);
    if first.is_ok() {
        return first;
    }
    // Whether optional operands (a returning atomic's destination, the implicit VCC of the
    // 32-bit forms) are written is judged by counting commas, which llvm-mc-14 takes as
    // optional (and allows after the last operand): try the other operand counts, as
    // llvm-mc's matcher tries every form of the opcode.
    for given in 0..=6 {
        lx.pos = start;
        labels.truncate(named);
        if let Ok(inst) = parse_inst_with(lx, labels, Some(given)) {
            return Ok(inst);
        }
    }
    lx.pos = start;
    labels.truncate(named);
    first
}

/// [`parse_inst`] with the number of operands written taken as `given` (counted from the
/// commas when `None`).
fn parse_inst_with(
    lx: &mut Lexer,
    labels: &mut Vec<String>,
    given: Option<usize>,
) -> Result<Instruction, ParseError> {
    let col = lx.col();
    let Some(mnem) = lx.ident() else {
        return lx.err("expected an instruction");
    };
    let g16_base = mnem
        .strip_suffix("_g16")
        .filter(|b| op_by_name(b).is_some_and(|o| crate::mem::has_g16_form(o.info())));
    let mnem = g16_base.map_or(mnem.clone(), str::to_string);
    let (base, forced) = if let Some(b) = mnem.strip_suffix("_sdwa") {
        (b, Some(Encoding::Sdwa))
    } else if let Some(b) = mnem.strip_suffix("_dpp") {
        (b, Some(Encoding::Dpp))
    } else if let Some(b) = mnem.strip_suffix("_e32") {
        (b, Some(Encoding::Native))
    } else if let Some(b) = mnem.strip_suffix("_e64") {
        (b, Some(Encoding::Vop3))
    } else {
        (mnem.as_str(), None)
    };
    let Some(op) = op_by_name(base).filter(|_| !NOT_IN_LLVM.contains(&base)) else {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "invalid instruction".into(),
        });
    };
    let info = op.info();
    let forced = forced.or_else(|| inferred_ext_form(lx, info));
    // (A VOP3-native or packed opcode takes the `_e64` suffix, printed without it, and no
    // `_e32`; `v_readlane_b32` / `v_writelane_b32`, VOP2 opcodes in LLVM, the other way round.)
    let native64 = matches!(info.format, Format::Vop3 | Format::Vop3p);
    let lane_rw = matches!(info.name, "v_readlane_b32" | "v_writelane_b32");
    let suffix_ok = if lane_rw {
        Encoding::Native
    } else {
        Encoding::Vop3
    };
    if native64 && forced.is_some_and(|f| f != suffix_ok) {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "this variant of the instruction is not supported".into(),
        });
    }
    let forced = if native64 { None } else { forced };
    if forced == Some(Encoding::Vop3) && info.vop3_opcode().is_none() {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "e64 variant of this instruction is not supported".into(),
        });
    }
    if matches!(forced, Some(Encoding::Sdwa | Encoding::Dpp))
        && !crate::sdwa::has_ext_form(info, forced == Some(Encoding::Sdwa))
        && info.name != "v_nop"
    {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "sdwa/dpp variant of this instruction is not supported".into(),
        });
    }
    // Of the operand-less VALU opcodes only `v_nop` has SDWA and DPP forms; its SDWA form
    // takes no modifiers and encodes a zero second dword.
    if info.operands.is_empty()
        && matches!(forced, Some(Encoding::Sdwa | Encoding::Dpp))
        && info.name != "v_nop"
    {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "sdwa/dpp variant of this instruction is not supported".into(),
        });
    }
    let mut inst = Instruction {
        op,
        encoding: forced.unwrap_or_default(),
        operands: Default::default(),
        mods: Modifiers::defaults_for(forced.unwrap_or_default()),
        mem: crate::inst::MemFields::for_op(op),
    };
    inst.mem.g16 = g16_base.is_some();
    if info.operands.is_empty() && forced == Some(Encoding::Sdwa) {
        inst.mods = Modifiers::default();
        if lx.peek().is_some() {
            return lx.err("not a valid operand.");
        }
    }
    if info.format == Format::Vop3p {
        inst.mods.op_sel_hi = if info.name.starts_with("v_mad_mix") {
            0
        } else {
            7
        };
    }
    let mut needs_vop3 = false;
    let given = given.unwrap_or_else(|| count_operands(lx));
    let rtn_present = given == info.operands.len();
    // In the 32-bit VOP2/VOPC forms llvm-mc lets the implicit VCC operands be left out.
    let vcc_specs = info.operands.iter().filter(|s| s.kind == Kind::Vcc).count();
    // (Only where the opcode has one: `v_addc_co_u32_e32` names both of its.)
    let short_vcc_omitted = vcc_specs == 1
        && matches!(info.format, Format::Vop2 | Format::Vopc)
        && matches!(forced, None | Some(Encoding::Native))
        && given + vcc_specs == info.operands.len();
    let mut first = true;
    for spec in info.operands.iter() {
        if spec.kind == Kind::Vcc && short_vcc_omitted {
            inst.operands.push(Operand::Special(SpecialReg::VccLo));
            continue;
        }
        // (Nothing left but an optional comma after the previous operand.)
        let ended = lx.peek().is_none()
            || (!first && lx.peek() == Some(&Tok::Punct(',')) && lx.toks.get(lx.pos + 1).is_none());
        // The SMEM offset may be left out (it is then 0).
        if spec.kind == Kind::SmemOffset && ended {
            inst.operands.push(Operand::Imm(0));
            continue;
        }
        if spec.kind == Kind::VdstRtn && !rtn_present {
            inst.operands.push(Operand::Vgpr(RegRange {
                first: 0,
                count: spec.dwords,
            }));
            continue;
        }
        if spec.kind == Kind::Imm(ImmKind::Opt16) && (ended || !first) {
            inst.operands.push(Operand::Imm(0));
            continue;
        }
        // llvm-mc-14 takes the comma after an operand as optional (one at most).
        if !first {
            lx.eat(',');
        }
        first = false;
        let ocol = lx.col();
        if spec.kind == Kind::SmemOffset {
            if let Some(v) = smem_offset_modifier(lx, info)? {
                if !(-(1 << 20)..(1 << 20)).contains(&v) {
                    return Err(ParseError {
                        line: lx.line,
                        col: ocol,
                        message: "expected a 21-bit signed offset".into(),
                    });
                }
                inst.operands.push(Operand::Imm(v as i32));
                continue;
            }
        }
        // A VOP3 interpolation source (`OpInfo::is_vop3_interp_source`) is read as any
        // source, then limited to what llvm-mc takes there.
        let interp = info.is_vop3_interp_source(spec, forced != Some(Encoding::Native));
        // The unsigned SOPK compares take no negative value.
        if spec.kind == Kind::Imm(ImmKind::Hex16)
            && info.name.starts_with("s_cmpk_")
            && info.name.ends_with("_u32")
        {
            let save = lx.pos;
            let negative = lx.int().is_ok_and(|v| v < 0);
            lx.pos = save;
            if negative {
                return Err(ParseError {
                    line: lx.line,
                    col: ocol,
                    message: "invalid operand for instruction".into(),
                });
            }
        }
        let (o, m) = if interp {
            let any = crate::table::OperandSpec {
                kind: Kind::VSrc,
                field: Field::Src0,
                ..*spec
            };
            let (o, m) = parse_src(lx, &any, labels)?;
            if !interp_source_allowed(spec, &o) {
                return Err(ParseError {
                    line: lx.line,
                    col: ocol,
                    message: "invalid operand for instruction".into(),
                });
            }
            needs_vop3 |= !matches!(o, Operand::Vgpr(_));
            (o, m)
        } else {
            // (Constants are read with the type llvm-mc gives the slot.)
            let typed = crate::table::OperandSpec {
                ty: info.constant_ty(spec),
                ..*spec
            };
            parse_src(lx, &typed, labels)?
        };
        // A symbol is a literal: not in VOP3 (no literals on GFX9), nor beside a K literal.
        if matches!(o, Operand::Label(_))
            && spec.kind != Kind::Imm(ImmKind::Label)
            && (matches!(
                forced,
                Some(Encoding::Vop3 | Encoding::Sdwa | Encoding::Dpp)
            ) || matches!(info.format, Format::Vop3 | Format::Vop3p)
                || info.operands.iter().any(|s| s.field == Field::Literal))
        {
            return Err(ParseError {
                line: lx.line,
                col: ocol,
                message: "invalid operand for instruction".into(),
            });
        }
        let src = crate::print::modifier_index(info, spec);
        // llvm-mc-14 takes `-x` / `|x|` on the sources of `v_cndmask_b32` (float modifiers
        // in its VOP3 form); in the SDWA form `-x` sets the bit `sext(x)` shares and `|x|` is
        // dropped. (Not in DPP, nor on the lane mask.)
        let cndmask_mods = info.name == "v_cndmask_b32"
            && matches!(spec.field, Field::Src0 | Field::Src1)
            && forced != Some(Encoding::Dpp);
        let mut m = m;
        if cndmask_mods && forced == Some(Encoding::Sdwa) && (m.neg || m.abs) {
            m.sext |= m.neg;
            m.neg = false;
            m.abs = false;
        }
        // (And in VOP3 `sext(x)` sets the bit of `-x`, as it does for the integer sources of
        // `v_cvt_pk_u8_f32`, which take no `-x` or `|x|`.)
        let pk_u8_int = info.name == "v_cvt_pk_u8_f32"
            && matches!(spec.field, Field::Src1 | Field::Src2)
            && !(m.neg || m.abs);
        let sext_as_neg = (cndmask_mods && forced != Some(Encoding::Sdwa) || pk_u8_int) && m.sext;
        if sext_as_neg {
            m.neg = true;
            m.sext = false;
        }
        let vop3_only = m.neg || m.abs;
        if (src.is_none() && (vop3_only || m.sext))
            || (m.sext && spec.ty.is_float())
            || (forced == Some(Encoding::Native) && vop3_only)
            || (m.sext
                && !(forced == Some(Encoding::Sdwa)
                    || (forced == Some(Encoding::Dpp) && crate::sdwa::dpp_int_mods(info))))
        {
            return Err(ParseError {
                line: lx.line,
                col: ocol,
                message: "invalid operand for instruction".into(),
            });
        }
        if let Some(k) = src {
            inst.mods.neg |= u8::from(m.neg) << k;
            inst.mods.abs |= u8::from(m.abs) << k;
            inst.mods.sext |= u8::from(m.sext) << k;
            // (Packed math takes neg_lo/neg_hi, not `-x` or `|x|`; v_mad_mix* do.)
            let packed = info.format == Format::Vop3p && !info.name.starts_with("v_mad_mix");
            let int_mods = cndmask_mods || sext_as_neg;
            if (m.neg || m.abs) && ((!spec.ty.is_float() && !int_mods) || packed) {
                return Err(ParseError {
                    line: lx.line,
                    col: ocol,
                    message: "not a valid operand.".into(),
                });
            }
            // (A VOP3B word has no ABS field: its carry-out is there.)
            let vop3b = info
                .operands
                .iter()
                .any(|s| s.field == Field::Sdst && s.kind == Kind::Vcc);
            if m.abs && vop3b {
                return Err(ParseError {
                    line: lx.line,
                    col: ocol,
                    message: "ABS not allowed in VOP3B instructions".into(),
                });
            }
            needs_vop3 |= m.neg || m.abs;
        }
        // A lane mask or scalar source is no VGPR (one decodes from a VOP3 word, as llvm-mc
        // shows it, but is not assembled).
        if matches!(spec.kind, Kind::Vcc | Kind::SSrc) && matches!(o, Operand::Vgpr(_)) {
            return Err(ParseError {
                line: lx.line,
                col: ocol,
                message: "invalid operand for instruction".into(),
            });
        }
        if spec.kind == Kind::Vcc && o != Operand::Special(SpecialReg::VccLo) {
            // Only VOP3 names another lane mask (and a compare's SDWA form its destination).
            let sdwa_compare_mask = forced == Some(Encoding::Sdwa) && info.format == Format::Vopc;
            if matches!(
                forced,
                Some(Encoding::Native | Encoding::Sdwa | Encoding::Dpp)
            ) && !sdwa_compare_mask
            {
                return Err(ParseError {
                    line: lx.line,
                    col: ocol,
                    message: "invalid operand for instruction".into(),
                });
            }
            needs_vop3 = true;
        }
        if spec.field == Field::Src1 && !matches!(o, Operand::Vgpr(_)) {
            needs_vop3 = true;
        }
        inst.operands.push(o);
    }
    // Trailing modifiers (each operand and modifier may be followed by one comma).
    if !first {
        lx.eat(',');
    }
    let mut seen: Vec<String> = Vec::new();
    let mut last_rank = 0u8;
    while let Some(t) = lx.peek().cloned() {
        let mcol = lx.col();
        let Tok::Ident(name) = t else {
            return lx.err("invalid operand for instruction");
        };
        lx.pos += 1;
        let m = &mut inst.mods;
        // A modifier may be given once, and only where llvm-mc takes it.
        let key = match name.as_str() {
            "mul" | "div" => "omod",
            n if DPP_CONTROLS.contains(&n) => "dpp_ctrl",
            n => n,
        };
        // llvm-mc reads the optional operands in a fixed order (the order it prints them).
        // (`buffer_store_lds_dword` takes its `lds` right after the offset: no offset after it.)
        let rank = if key == "lds" && info.flags.contains(Flags::LDS) {
            modifier_rank(info.format, "offset1")
        } else {
            modifier_rank(info.format, key)
        };
        // (A cache-policy bit after another one joins it wherever it stands.)
        let cpol = |k: &str| k == "glc" || k == "slc";
        let joins_cpol = cpol(key) && seen.iter().any(|k| cpol(k));
        let out_of_order = rank < last_rank && !joins_cpol;
        last_rank = last_rank.max(rank);
        if seen.iter().any(|k| k == key) || out_of_order || !modifier_allowed(info, forced, &name) {
            return Err(ParseError {
                line: lx.line,
                col: mcol,
                message: "invalid operand for instruction".into(),
            });
        }
        seen.push(key.to_string());
        match name.as_str() {
            "clamp" => m.clamp = true,
            "high" => m.high = true,
            "mul" | "div" => {
                lx.expect(':')?;
                m.omod = match (name.as_str(), lx.int()?) {
                    ("mul", 2) => 1,
                    ("mul", 4) => 2,
                    ("div", 2) => 3,
                    ("mul", 1) | ("div", 1) => 0,
                    _ => {
                        return Err(ParseError {
                            line: lx.line,
                            col: mcol,
                            message: "invalid output modifier".into(),
                        })
                    }
                };
            }
            "unorm" => inst.mem.unorm = true,
            "da" => inst.mem.da = true,
            "a16" => inst.mem.a16 = true,
            "lwe" => inst.mem.lwe = true,
            "d16" => inst.mem.d16 = true,
            "done" => inst.mem.done = true,
            "compr" => inst.mem.compr = true,
            "vm" => inst.mem.vm = true,
            "dmask" => {
                lx.expect(':')?;
                // (llvm-mc keeps 16 bits; it prints wider masks than it encodes, refused here.)
                let v = lx.int()? & 0xffff;
                if !(0..16).contains(&v) {
                    return Err(ParseError {
                        line: lx.line,
                        col: mcol,
                        message: "invalid dmask".into(),
                    });
                }
                inst.mem.dmask = v as u8;
            }
            "glc" => inst.mem.glc = true,
            "slc" => inst.mem.slc = true,
            "lds" => inst.mem.lds = true,
            "tfe" => inst.mem.tfe = true,
            "gds" => inst.mem.gds = true,
            "offen" => inst.mem.offen = true,
            "idxen" => inst.mem.idxen = true,
            "nv" => inst.mem.nv = true,
            "offset" | "offset0" | "offset1" => {
                lx.expect(':')?;
                // (The `swizzle()` macro is `ds_swizzle_b32`'s only.)
                let v = if lx.peek() == Some(&Tok::Ident("swizzle".into()))
                    && info.name == "ds_swizzle_b32"
                {
                    lx.pos += 1;
                    parse_swizzle(lx)?
                } else {
                    lx.int()?
                };
                let fits = match name.as_str() {
                    "offset" if info.format == Format::Flat => (0..4096).contains(&v),
                    "offset" => (-(1 << 20)..(1 << 20)).contains(&v),
                    _ => (0..256).contains(&v),
                };
                if !fits {
                    return Err(ParseError {
                        line: lx.line,
                        col: mcol,
                        message: "invalid offset".into(),
                    });
                }
                match name.as_str() {
                    "offset1" => inst.mem.offset1 = v as u8,
                    _ => inst.mem.offset = v as i32,
                }
            }
            // (A number is the whole 7-bit format field: dfmt | nfmt << 4.)
            "format" if lx.toks.get(lx.pos + 1).map(|t| &t.0) != Some(&Tok::Punct('[')) => {
                lx.expect(':')?;
                let v = lx.int()?;
                if !(0..128).contains(&v) {
                    return Err(ParseError {
                        line: lx.line,
                        col: mcol,
                        message: "out of range format".into(),
                    });
                }
                inst.mem.dfmt = (v & 15) as u8;
                inst.mem.nfmt = (v >> 4) as u8;
            }
            "format" => {
                lx.expect(':')?;
                lx.expect('[')?;
                loop {
                    let Some(id) = lx.ident() else {
                        return lx.err("expected a format name");
                    };
                    let id = id.to_ascii_uppercase();
                    if let Some(p) = id
                        .strip_prefix("BUF_DATA_FORMAT_")
                        .and_then(|n| crate::mem::DFMT_NAMES.iter().position(|x| *x == n))
                    {
                        inst.mem.dfmt = p as u8;
                    } else if let Some(p) = id
                        .strip_prefix("BUF_NUM_FORMAT_")
                        .and_then(|n| crate::mem::NFMT_NAMES.iter().position(|x| *x == n))
                    {
                        inst.mem.nfmt = p as u8;
                    } else {
                        return lx.err("unsupported format");
                    }
                    if lx.eat(']') {
                        break;
                    }
                    lx.expect(',')?;
                }
            }
            "dst_sel" | "src0_sel" | "src1_sel" => {
                lx.expect(':')?;
                let v = lx.ident().and_then(|n| {
                    crate::sdwa::SEL_NAMES
                        .iter()
                        .position(|x| x.eq_ignore_ascii_case(&n))
                });
                let Some(v) = v else {
                    return Err(ParseError {
                        line: lx.line,
                        col: mcol,
                        message: "invalid sdwa select".into(),
                    });
                };
                match name.as_str() {
                    "dst_sel" => m.dst_sel = v as u8,
                    "src0_sel" => m.src_sel[0] = v as u8,
                    _ => m.src_sel[1] = v as u8,
                }
            }
            "dst_unused" => {
                lx.expect(':')?;
                let v = lx.ident().and_then(|n| {
                    crate::sdwa::UNUSED_NAMES
                        .iter()
                        .position(|x| x.eq_ignore_ascii_case(&n))
                });
                let Some(v) = v else {
                    return Err(ParseError {
                        line: lx.line,
                        col: mcol,
                        message: "invalid dst_unused".into(),
                    });
                };
                m.dst_unused = v as u8;
            }
            "quad_perm" => {
                lx.expect(':')?;
                lx.expect('[')?;
                let mut v = 0u16;
                for i in 0..4 {
                    if i > 0 {
                        lx.expect(',')?;
                    }
                    let x = lx.int()?;
                    if !(0..4).contains(&x) {
                        return lx.err("invalid quad_perm lane");
                    }
                    v |= (x as u16) << (2 * i);
                }
                lx.expect(']')?;
                m.dpp_ctrl = v;
            }
            "row_shl" | "row_shr" | "row_ror" | "wave_shl" | "wave_rol" | "wave_shr"
            | "wave_ror" | "row_bcast" => {
                lx.expect(':')?;
                let x = lx.int()?;
                let v = match (name.as_str(), x) {
                    ("row_shl", 1..=15) => 0x100 + x,
                    ("row_shr", 1..=15) => 0x110 + x,
                    ("row_ror", 1..=15) => 0x120 + x,
                    ("wave_shl", 1) => 0x130,
                    ("wave_rol", 1) => 0x134,
                    ("wave_shr", 1) => 0x138,
                    ("wave_ror", 1) => 0x13c,
                    ("row_bcast", 15) => 0x142,
                    ("row_bcast", 31) => 0x143,
                    _ => {
                        return Err(ParseError {
                            line: lx.line,
                            col: mcol,
                            message: "invalid dpp control".into(),
                        })
                    }
                };
                m.dpp_ctrl = v as u16;
            }
            "row_mirror" => m.dpp_ctrl = 0x140,
            "row_half_mirror" => m.dpp_ctrl = 0x141,
            "row_mask" | "bank_mask" => {
                lx.expect(':')?;
                // (llvm-mc keeps the low four bits of any value.)
                let x = lx.int()? & 0xf;
                if name == "row_mask" {
                    m.row_mask = x as u8;
                } else {
                    m.bank_mask = x as u8;
                }
            }
            "bound_ctrl" => {
                lx.expect(':')?;
                let x = lx.int()?;
                if !(0..=1).contains(&x) {
                    return Err(ParseError {
                        line: lx.line,
                        col: mcol,
                        message: "invalid bound_ctrl".into(),
                    });
                }
                // llvm-mc sets BOUND_CTRL for both bound_ctrl:0 and bound_ctrl:1.
                m.bound_ctrl = true;
            }
            "op_sel" => m.op_sel = parse_bits(lx)?,
            "op_sel_hi" => {
                // Sources the instruction does not have keep LLVM's default of 1.
                let nsrc = info
                    .operands
                    .iter()
                    .filter(|o| crate::print::src_index(o).is_some())
                    .count();
                let unlisted = if info.name.starts_with("v_mad_mix") {
                    0
                } else {
                    7 & !((1u8 << nsrc) - 1)
                };
                m.op_sel_hi = parse_bits(lx)? | unlisted;
            }
            "neg_lo" => m.neg = parse_bits(lx)?,
            "neg_hi" => m.neg_hi = parse_bits(lx)?,
            _ => {
                return Err(ParseError {
                    line: lx.line,
                    col: mcol,
                    message: "invalid operand for instruction".into(),
                })
            }
        }
        needs_vop3 = true;
        // (A comma after a modifier must lead to another one: llvm-mc reads on for one.)
        if lx.eat(',') && lx.peek().is_none() {
            return lx.err("not a valid operand.");
        }
    }
    // A DPP instruction names its DPP control.
    if forced == Some(Encoding::Dpp) && !seen.iter().any(|k| k == "dpp_ctrl") {
        return Err(ParseError {
            line: lx.line,
            col: lx.col(),
            message: "too few operands for instruction".into(),
        });
    }
    // MIMG data VGPRs match dmask, d16 and tfe; gather4 takes a one-channel dmask.
    if info.format == Format::Mimg {
        let gather = info.name.starts_with("image_gather4");
        let data = inst.slots().find_map(|(s, o)| match (s.kind, o) {
            (Kind::ImageData, Operand::Vgpr(r)) => Some(r.count),
            _ => None,
        });
        let size_ok = data.map_or(true, |n| {
            n == crate::mem::image_data_dwords(info, &inst.mem)
        });
        if !size_ok || (gather && inst.mem.dmask.count_ones() != 1) {
            return Err(ParseError {
                line: lx.line,
                col,
                message: "image data size does not match dmask and tfe".into(),
            });
        }
    }
    // A buffer VADDR is `off` without idxen/offen, one VGPR with one of them, two with both.
    if matches!(info.format, Format::Mubuf | Format::Mtbuf) {
        let want = u8::from(inst.mem.idxen) + u8::from(inst.mem.offen);
        let have = match inst.operand(Field::Vaddr) {
            Some(Operand::Vgpr(r)) => r.count,
            _ => 0,
        };
        if inst.operand(Field::Vaddr).is_some() && want != have {
            return Err(ParseError {
                line: lx.line,
                col,
                message: "invalid operand for instruction".into(),
            });
        }
    }
    // A GLOBAL address is one VGPR beside an SGPR base, two without (`off`); a SCRATCH address
    // is either one VGPR or an SGPR, the other `off`.
    if matches!(info.format, Format::Global | Format::Scratch) {
        let width = |f: Field| match inst.operand(f) {
            Some(Operand::Vgpr(r)) => Some(r.count),
            Some(Operand::Off) => None,
            _ => Some(0),
        };
        let (vaddr, saddr) = (width(Field::Addr), width(Field::Saddr));
        let ok = match info.format {
            Format::Global => vaddr == Some(if saddr.is_none() { 2 } else { 1 }),
            _ => matches!((vaddr, saddr), (Some(1), None) | (None, Some(_))),
        };
        if !ok {
            return Err(ParseError {
                line: lx.line,
                col,
                message: "invalid operand for instruction".into(),
            });
        }
    }
    // An image address has a width llvm-mc has a variant for.
    if let (Format::Mimg, Some(Operand::Vgpr(r))) = (info.format, inst.operand(Field::Vaddr)) {
        if !crate::mem::image_addr_dwords_valid(info, r.count) {
            return Err(ParseError {
                line: lx.line,
                col,
                message: "invalid operand for instruction".into(),
            });
        }
    }
    // Image atomics take dmask 0x1 or 0x3 (0x3 or 0xf for cmpswap) and one or two data VGPRs
    // (two or four for cmpswap), tfe included.
    if info.format == Format::Mimg && info.name.starts_with("image_atomic") {
        let cmpswap = info.name.starts_with("image_atomic_cmpswap");
        if !matches!(inst.mem.dmask & 0xf, 0x1 | 0x3 | 0xf) {
            return Err(ParseError {
                line: lx.line,
                col,
                message: "invalid atomic image dmask".into(),
            });
        }
        let data = match inst.operand(Field::Vdata) {
            Some(Operand::Vgpr(r)) => r.count,
            _ => 0,
        };
        if !(if cmpswap { [2, 4] } else { [1, 2] }).contains(&data) {
            return Err(ParseError {
                line: lx.line,
                col,
                message: "invalid operand for instruction".into(),
            });
        }
    }
    // A literal source beside a K constant is that constant (they share the literal dword).
    let k = info
        .operands
        .iter()
        .zip(&inst.operands)
        .find(|(s, _)| s.field == Field::Literal)
        .map(|(_, o)| *o);
    if let (Some(k), Some(Operand::Literal(v))) = (k, inst.operand(Field::Src0)) {
        if k != Operand::Literal(*v) {
            return Err(ParseError {
                line: lx.line,
                col,
                message: "only one literal operand is allowed".into(),
            });
        }
    }
    // No `src_lds_direct` in the reversed-operand opcodes (`v_subrev_*`, `v_lshlrev_*`, ...).
    let reversed = ["subrev", "subbrev", "lshlrev", "lshrrev", "ashrrev"]
        .iter()
        .any(|r| info.name.contains(r));
    if reversed
        && inst
            .operands
            .contains(&Operand::Special(SpecialReg::LdsDirect))
    {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "lds_direct cannot be used with this instruction".into(),
        });
    }
    // The quad-SAD destination is apart from every VGPR source (`OpInfo::early_clobber`).
    if info.early_clobber() {
        let vgprs = |o: &Operand| match o {
            Operand::Vgpr(r) => Some(r.first..r.first + u16::from(r.count)),
            _ => None,
        };
        if let Some(dst) = inst.operand(Field::Vdst).and_then(vgprs) {
            let overlap = inst
                .slots()
                .filter(|(s, _)| !s.write)
                .filter_map(|(_, o)| vgprs(o))
                .any(|r| r.start < dst.end && dst.start < r.end);
            if overlap {
                return Err(ParseError {
                    line: lx.line,
                    col,
                    message: "destination must be different than all sources".into(),
                });
            }
        }
    }
    // A VOP3B carry-out is a 7-bit field: no `src_*` value there (llvm-mc writes the low
    // 7 bits of its code, another register).
    // (The 32-bit forms take only `vcc` there.)
    let wide_carry = inst.slots().any(|(s, o)| {
        s.field == Field::Sdst && s.kind == Kind::Vcc && o.src_code().is_some_and(|c| c > 127)
    });
    if wide_carry {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "invalid operand for instruction".into(),
        });
    }
    // SMEM data is never EXEC or M0 (llvm-mc refuses `exec`, `exec_lo`, `exec_hi`, `m0`
    // there, stores and atomics included).
    if info.format == Format::Smem
        && matches!(
            inst.operand(Field::Sdata).and_then(Operand::src_code),
            Some(124 | 126 | 127)
        )
    {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "invalid operand for instruction".into(),
        });
    }
    // A VALU literal exists in the 32-bit encodings only (GFX9 has none in VOP3).
    let vop3 = inst.is_vop3();
    if vop3
        && info.operands.iter().zip(&inst.operands).any(|(s, o)| {
            matches!(o, Operand::Literal(_) | Operand::Label(_)) && s.kind == Kind::SSrc
        })
    {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "invalid operand for instruction".into(),
        });
    }
    // `s_cbranch_g_fork` takes SGPR pairs and inline constants, no literal (llvm-mc's decoder
    // reads one, its assembler refuses it).
    if info.name == "s_cbranch_g_fork"
        && inst
            .operands
            .iter()
            .any(|o| matches!(o, Operand::Literal(_) | Operand::Label(_)))
    {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "invalid operand for instruction".into(),
        });
    }
    // SADDR code 127 means `off`: `exec_hi` cannot be written there.
    if inst.operand(Field::Saddr).and_then(Operand::src_code) == Some(127) {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "invalid operand for instruction".into(),
        });
    }
    // SMEM buffer forms take a 20-bit unsigned offset.
    let buffer_smem = info
        .operands
        .iter()
        .any(|s| s.field == Field::Sbase && s.dwords == 4);
    if let Some(Operand::Imm(v)) = inst.operand(Field::Soffset) {
        if buffer_smem && !(0..(1 << 20)).contains(v) {
            return Err(ParseError {
                line: lx.line,
                col,
                message: "expected a 20-bit unsigned offset".into(),
            });
        }
    }
    let symbols = info
        .operands
        .iter()
        .zip(&inst.operands)
        .filter(|(s, o)| matches!(o, Operand::Label(_)) && s.kind != Kind::Imm(ImmKind::Label))
        .count();
    if symbols > 1 {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "only one literal operand is allowed".into(),
        });
    }
    if constant_bus_exceeded(&inst) {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "invalid operand (violates constant bus restrictions)".into(),
        });
    }
    // A compressed export takes its sources from the first and third operands (llvm-mc
    // ignores the second and fourth); each covers two lanes.
    if info.format == Format::Exp && inst.mem.compr && inst.operands.len() == 5 {
        let (a, c) = (inst.operands[1], inst.operands[3]);
        inst.operands[2] = a;
        inst.operands[4] = c;
    }
    // `buffer_store_lds_dword` written bare gets its `lds` from llvm-mc.
    if info.flags.contains(Flags::LDS) && !inst.mem.lds && seen.is_empty() {
        inst.mem.lds = true;
    }
    // GWS and ordered-count operations go through GDS: llvm-mc wants `gds`, and adds it to
    // the operand-less ones written bare.
    if (info.name.starts_with("ds_gws_") || info.name == "ds_ordered_count") && !inst.mem.gds {
        if seen.is_empty() {
            inst.mem.gds = true;
        } else {
            return Err(ParseError {
                line: lx.line,
                col,
                message: "too few operands for instruction".into(),
            });
        }
    }
    // A FLAT atomic returns (has a destination) exactly when it has glc.
    if info.operands.iter().any(|s| s.kind == Kind::VdstRtn) && rtn_present != inst.mem.glc {
        return Err(ParseError {
            line: lx.line,
            col,
            message: if rtn_present {
                "instruction must use glc".into()
            } else {
                "instruction must not use glc".into()
            },
        });
    }
    // Packed math: llvm-mc drops op_sel bits of sources the opcode does not have.
    if info.format == Format::Vop3p {
        let nsrc = info
            .operands
            .iter()
            .filter(|o| crate::print::src_index(o).is_some())
            .count();
        inst.mods.op_sel &= (1u8 << nsrc) - 1;
    }
    if info.format == Format::Vop3 && inst.mods.op_sel != 0 {
        // VOP3 op_sel lists the sources then the destination: move the last bit to bit 3.
        let nsrc = info
            .operands
            .iter()
            .filter(|o| crate::print::src_index(o).is_some())
            .count();
        let dst = inst.mods.op_sel >> nsrc & 1;
        inst.mods.op_sel = (inst.mods.op_sel & ((1 << nsrc) - 1)) | dst << 3;
    }
    if forced.is_none()
        && needs_vop3
        && matches!(
            info.format,
            Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vintrp
        )
    {
        // (Without a VOP3 form what needs one cannot be encoded: `v_madak_f16 ... -v1` used
        // to lose its NEG silently.)
        if info.vop3_opcode().is_none() {
            return Err(ParseError {
                line: lx.line,
                col,
                message: "not a valid operand.".into(),
            });
        }
        inst.encoding = Encoding::Vop3;
    }
    Ok(inst)
}

/// Number of comma-separated operands left on the line (commas inside brackets and parentheses
/// do not count; trailing modifiers belong to the last operand).
fn count_operands(lx: &Lexer) -> usize {
    let mut depth = 0i32;
    let mut n = 0;
    let mut any = false;
    for (t, _) in &lx.toks[lx.pos.min(lx.toks.len())..] {
        any = true;
        match t {
            Tok::Punct('[' | '(') => depth += 1,
            Tok::Punct(']' | ')') => depth -= 1,
            Tok::Punct(',') if depth == 0 => n += 1,
            _ => {}
        }
    }
    if any {
        n + 1
    } else {
        0
    }
}
