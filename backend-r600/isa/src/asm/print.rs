//! The printer: [`crate::Program`] → text, optionally with each instruction's dwords appended
//! as a comment (`--show-encoding`).

use std::fmt::Write;

use super::{kw, KCACHE_LINE};
use crate::alu::{
    AluDst, AluGroup, AluInst, AluSrc, BankSwizzle, IndexMode, PredSel, SrcSel, Unit,
};
use crate::alu_ops::AluFormat;
use crate::cf::{CfAluWord, CfCond, CfExportWord, CfInst, CfWord, ExportTail, Kcache, KcacheMode};
use crate::cf_ops::CfFlags;
use crate::common::CompSel;
use crate::fetch::{FetchType, NumFormat, TexInst, VtxDst, VtxInst, ENDIAN_NAMES};
use crate::program::{Clause, Program};

/// Printer options.
#[derive(Debug, Clone, Copy, Default)]
pub struct PrintOptions {
    /// Append `; 0x........ …` with the encoded dwords to every instruction line.
    pub show_encoding: bool,
}

/// Prints a program in canonical text.
pub fn print(program: &Program) -> String {
    print_with(program, PrintOptions::default())
}

/// Prints a program with options. Instructions that cannot be encoded print their text only.
pub fn print_with(program: &Program, options: PrintOptions) -> String {
    let mut out = String::new();
    for (i, node) in program.cf.iter().enumerate() {
        let text = format!("{i:02} {}", cf_text(&node.inst));
        let words = options
            .show_encoding
            .then(|| node.inst.encode().map(|w| w.to_vec()));
        line(&mut out, &text, words);
        match &node.clause {
            Clause::None => {}
            Clause::Alu(groups) => {
                for (g, group) in groups.iter().enumerate() {
                    print_group(&mut out, g, group, options);
                }
            }
            Clause::Tex(insts) => {
                for (k, t) in insts.iter().enumerate() {
                    let words = options
                        .show_encoding
                        .then(|| t.encode().map(|w| w.to_vec()));
                    line(&mut out, &format!("{k:>6}  {}", tex_text(t)), words);
                }
            }
            Clause::Vtx(insts) => {
                for (k, v) in insts.iter().enumerate() {
                    let words = options
                        .show_encoding
                        .then(|| v.encode().map(|w| w.to_vec()));
                    line(&mut out, &format!("{k:>6}  {}", vtx_text(v)), words);
                }
            }
        }
    }
    out
}

fn line(out: &mut String, text: &str, words: Option<Result<Vec<u32>, crate::EncodeError>>) {
    match words {
        Some(Ok(words)) => {
            let hex: Vec<String> = words.iter().map(|w| format!("0x{w:08x}")).collect();
            let _ = writeln!(out, "{text:<60} ; {}", hex.join(" "));
        }
        Some(Err(e)) => {
            let _ = writeln!(out, "{text:<60} ; {e}");
        }
        None => {
            let _ = writeln!(out, "{text}");
        }
    }
}

fn print_group(out: &mut String, index: usize, group: &AluGroup, options: PrintOptions) {
    let units = group.units(true).ok();
    let n = group.insts.len();
    for (k, inst) in group.insts.iter().enumerate() {
        let unit = units.as_ref().and_then(|u| u.get(k).copied());
        let letter = unit.map_or('?', Unit::letter);
        let prefix = if k == 0 {
            format!("{index:>6}")
        } else {
            " ".repeat(6)
        };
        let text = format!(
            "{prefix}  {letter}: {}",
            alu_text(inst, unit == Some(Unit::Trans))
        );
        let words = options
            .show_encoding
            .then(|| inst.encode(k + 1 == n).map(|w| w.to_vec()));
        line(out, &text, words);
    }
    if !group.literals.is_empty() {
        let values: Vec<String> = group
            .literals
            .iter()
            .map(|v| format!("0x{v:08x}"))
            .collect();
        let text = format!("{}  {}: {}", " ".repeat(6), kw::LITERAL, values.join(", "));
        let words = options.show_encoding.then(|| Ok(group.literals.clone()));
        line(out, &text, words);
    }
}

/// Text of one ALU instruction (without slot letter); `trans` selects SCL bank-swizzle names.
pub(crate) fn alu_text(inst: &AluInst, trans: bool) -> String {
    let info = inst.op.info();
    let mut s = format!("{:<17} {}", info.name, dst_text(&inst.dst, inst.index_mode));
    let fields = inst.encoded_srcs();
    let last_non_default = fields
        .iter()
        .rposition(|s| *s != AluSrc::default())
        .map_or(0, |p| p + 1);
    let shown = usize::from(info.srcs).max(last_non_default);
    for src in fields.iter().take(shown) {
        s.push_str(", ");
        s.push_str(&src_text(src, inst.index_mode));
    }
    let any_rel = inst.dst.rel || fields.iter().any(|s| s.rel);
    if inst.index_mode != IndexMode::ArX && !any_rel {
        let _ = write!(s, " {}:{}", kw::IDX, inst.index_mode.text());
    }
    flag_text(&mut s, inst.clamp, kw::CLAMP);
    if !inst.omod.text().is_empty() {
        let _ = write!(s, " {}:{}", kw::OMOD, inst.omod.text());
    }
    flag_text(&mut s, inst.update_exec_mask, kw::UPDATE_EXEC_MASK);
    flag_text(&mut s, inst.update_pred, kw::UPDATE_PRED);
    flag_text(&mut s, inst.fog_merge, kw::FOG_MERGE);
    match inst.pred_sel {
        PredSel::Off => {}
        PredSel::Zero => {
            let _ = write!(s, " {}:{}", kw::PRED_SEL, kw::ZERO);
        }
        PredSel::One => {
            let _ = write!(s, " {}:{}", kw::PRED_SEL, kw::ONE);
        }
    }
    if inst.bank_swizzle != BankSwizzle(0) {
        let names: &[&str] = if trans {
            &BankSwizzle::SCL_NAMES
        } else {
            &BankSwizzle::VEC_NAMES
        };
        match names.get(usize::from(inst.bank_swizzle.0)) {
            Some(name) => {
                let _ = write!(s, " {}:{name}", kw::BS);
            }
            None => {
                let _ = write!(s, " {}:{}", kw::BS, inst.bank_swizzle.0);
            }
        }
    }
    debug_assert!(info.format == AluFormat::Op2 || inst.dst.write);
    s
}

fn rel_text(rel: bool, mode: IndexMode) -> String {
    if rel {
        format!("[{}]", mode.text())
    } else {
        String::new()
    }
}

fn dst_text(dst: &AluDst, mode: IndexMode) -> String {
    let rel = rel_text(dst.rel, mode);
    if dst.write {
        format!("R{}{rel}.{}", dst.gpr, dst.chan)
    } else if dst.gpr == 0 && !dst.rel {
        format!("__.{}", dst.chan)
    } else {
        format!("__R{}{rel}.{}", dst.gpr, dst.chan)
    }
}

fn src_text(src: &AluSrc, mode: IndexMode) -> String {
    let rel = rel_text(src.rel, mode);
    let chan = format!(".{}", src.chan);
    let (base, suffix) = match src.sel {
        SrcSel::Gpr(g) => (format!("R{g}"), chan),
        SrcSel::Kcache { bank, index } => (format!("KC{bank}[{index}]"), chan),
        SrcSel::Cfile(c) => (format!("C{c}"), chan),
        SrcSel::Literal => (kw::LITERAL.to_string(), chan),
        SrcSel::Pv => (kw::PV.to_string(), chan),
        SrcSel::Ps => (
            kw::PS.to_string(),
            if src.chan == crate::Chan::X {
                String::new()
            } else {
                chan
            },
        ),
        SrcSel::Inline(k) => (
            k.text().to_string(),
            if src.chan == crate::Chan::X {
                String::new()
            } else {
                chan
            },
        ),
    };
    let mut body = format!("{base}{rel}{suffix}");
    if src.abs {
        body = format!("|{body}|");
    }
    if src.neg {
        // "-1" is the inline constant -1: a negated integer inline constant is parenthesised.
        let int_inline = matches!(src.sel, SrcSel::Inline(k) if !k.text().contains('.'));
        body = if int_inline && !src.abs {
            format!("-({body})")
        } else {
            format!("-{body}")
        };
    }
    body
}

/// `[AL]` when `rel` (fetch and export relative addressing), else nothing.
fn al(rel: bool) -> String {
    if rel {
        format!("[{}]", kw::AL)
    } else {
        String::new()
    }
}

fn flag_text(s: &mut String, on: bool, name: &str) {
    if on {
        s.push(' ');
        s.push_str(name);
    }
}

/// Text of one CF instruction (without its index).
pub(crate) fn cf_text(inst: &CfInst) -> String {
    match inst {
        CfInst::Cf(w) => cf_word_text(w),
        CfInst::Alu(w) => cf_alu_text(w),
        CfInst::Export(w) => cf_export_text(w),
    }
}

fn cf_word_text(w: &CfWord) -> String {
    let flags = w.op.info().flags;
    let clause = flags.contains(CfFlags::TEX_CLAUSE) || flags.contains(CfFlags::VTX_CLAUSE);
    let mut s = w.op.name().to_string();
    if clause || flags.contains(CfFlags::JUMPS) || w.addr != 0 {
        let _ = write!(s, " @{}", w.addr);
    }
    if clause {
        let _ = write!(s, " {}:{}", kw::CNT, u32::from(w.count) + 1);
    } else if w.count != 0 {
        let _ = write!(s, " {}:{}", kw::COUNT, w.count);
    }
    if w.pop_count != 0 {
        let _ = write!(s, " {}:{}", kw::POP, w.pop_count);
    }
    if w.cf_const != 0 {
        let _ = write!(s, " {}:{}", kw::CONST, w.cf_const);
    }
    if w.cond != CfCond::Active {
        let _ = write!(s, " {}:{}", kw::COND, w.cond.name());
    }
    if w.call_count != 0 {
        let _ = write!(s, " {}:{}", kw::CALL_COUNT, w.call_count);
    }
    flag_text(&mut s, w.end_of_program, kw::EOP);
    flag_text(&mut s, w.valid_pixel_mode, kw::VPM);
    flag_text(&mut s, w.whole_quad_mode, kw::WQM);
    flag_text(&mut s, !w.barrier, kw::NO_BARRIER);
    s
}

fn kcache_text(k: &Kcache, which: usize) -> Option<String> {
    let lo = u32::from(k.addr) * KCACHE_LINE;
    let spec = match k.mode {
        KcacheMode::Nop if k.bank == 0 && k.addr == 0 => return None,
        KcacheMode::Nop => format!("{},{}", kw::NOP, k.addr),
        KcacheMode::Lock1 => format!("{lo}-{}", lo + KCACHE_LINE - 1),
        KcacheMode::Lock2 => format!("{lo}-{}", lo + 2 * KCACHE_LINE - 1),
        KcacheMode::LockLoopIndex => format!("{}+{lo}-{}", kw::AL, lo + 2 * KCACHE_LINE - 1),
    };
    Some(format!("KC{which}[CB{}:{spec}]", k.bank))
}

fn cf_alu_text(w: &CfAluWord) -> String {
    let mut s = format!("{} @{} CNT:{}", w.op.name(), w.addr, u32::from(w.count) + 1);
    for (i, k) in w.kcache.iter().enumerate() {
        if let Some(t) = kcache_text(k, i) {
            s.push(' ');
            s.push_str(&t);
        }
    }
    flag_text(&mut s, w.uses_waterfall, kw::WATERFALL);
    flag_text(&mut s, w.whole_quad_mode, kw::WQM);
    flag_text(&mut s, !w.barrier, kw::NO_BARRIER);
    s
}

fn swizzle_text(sel: &[CompSel; 4]) -> String {
    sel.iter().map(|c| c.letter()).collect()
}

fn mask_text(mask: u8) -> String {
    "xyzw"
        .chars()
        .enumerate()
        .map(|(i, c)| if mask & (1 << i) != 0 { c } else { '_' })
        .collect()
}

fn cf_export_text(w: &CfExportWord) -> String {
    let mut s = w.op.name().to_string();
    let ty = w.type_name().unwrap_or("?");
    let rel = al(w.rw_rel);
    let comps = match w.tail {
        ExportTail::Swiz { sel } => swizzle_text(&sel),
        ExportTail::Buf { comp_mask, .. } => mask_text(comp_mask),
    };
    let _ = write!(s, " {ty}:{} R{}{rel}.{comps}", w.array_base, w.rw_gpr);
    if w.index_gpr != 0 {
        let _ = write!(s, " {}:R{}", kw::INDEX, w.index_gpr);
    }
    if w.elem_size != 0 {
        let _ = write!(s, " {}:{}", kw::ES, w.elem_size);
    }
    if let ExportTail::Buf { array_size, .. } = w.tail {
        if array_size != 0 {
            let _ = write!(s, " {}:{array_size}", kw::SIZE);
        }
    }
    flag_text(&mut s, w.elem_loop, kw::ELEM_LOOP);
    if w.burst_count != 0 {
        let _ = write!(s, " {}:{}", kw::BURST, u32::from(w.burst_count) + 1);
    }
    flag_text(&mut s, w.end_of_program, kw::EOP);
    flag_text(&mut s, w.valid_pixel_mode, kw::VPM);
    flag_text(&mut s, w.whole_quad_mode, kw::WQM);
    flag_text(&mut s, !w.barrier, kw::NO_BARRIER);
    s
}

/// Text of one TEX instruction.
pub(crate) fn tex_text(t: &TexInst) -> String {
    let mut s = format!(
        "{:<17} R{}{}.{}, R{}{}.{}, RID:{}, SID:{}",
        t.op.name(),
        t.dst_gpr,
        al(t.dst_rel),
        swizzle_text(&t.dst_sel),
        t.src_gpr,
        al(t.src_rel),
        swizzle_text(&t.src_sel),
        t.resource_id,
        t.sampler_id
    );
    if t.offset != [0; 3] {
        let [x, y, z] = t.offset;
        let _ = write!(s, " {}:({x},{y},{z})", kw::OFFSET);
    }
    if t.lod_bias != 0 {
        let _ = write!(s, " {}:{}", kw::LOD_BIAS, t.lod_bias);
    }
    if t.coord_normalized != [true; 4] {
        let ct: String = t
            .coord_normalized
            .iter()
            .map(|&n| if n { 'N' } else { 'U' })
            .collect();
        let _ = write!(s, " {}:{ct}", kw::CT);
    }
    flag_text(&mut s, t.bc_frac_mode, kw::BFM);
    flag_text(&mut s, t.fetch_whole_quad, kw::WHOLE_QUAD);
    s
}

/// Text of one VTX instruction.
pub(crate) fn vtx_text(v: &VtxInst) -> String {
    let dst = match v.dst {
        VtxDst::Gpr { gpr, rel } => format!("R{gpr}{}", al(rel)),
        VtxDst::Semantic(id) => format!("{}[{id}]", kw::SEM),
    };
    let mut s = format!(
        "{:<17} {dst}.{}, R{}{}.{}, BUF:{}",
        v.op.name(),
        swizzle_text(&v.dst_sel),
        v.src_gpr,
        al(v.src_rel),
        v.src_sel_x,
        v.buffer_id
    );
    if v.fetch_type != FetchType::VertexData {
        let _ = write!(s, " {}:{}", kw::FETCH_TYPE, v.fetch_type.name());
    }
    if v.mega_fetch_count != 0 {
        let _ = write!(s, " {}:{}", kw::MFC, v.mega_fetch_count);
    }
    if v.data_format != 0 {
        let _ = write!(s, " {}:{}", kw::FMT, v.data_format);
    }
    if v.num_format != NumFormat::Norm {
        let _ = write!(s, " {}:{}", kw::NUM, v.num_format.name());
    }
    flag_text(&mut s, v.format_signed, kw::SIGNED);
    flag_text(&mut s, v.srf_mode_no_zero, kw::SRF_NO_ZERO);
    flag_text(&mut s, v.use_const_fields, kw::USE_CONST_FIELDS);
    if v.offset != 0 {
        let _ = write!(s, " {}:{}", kw::OFFSET, v.offset);
    }
    if v.endian_swap != 0 {
        let _ = write!(
            s,
            " {}:{}",
            kw::ENDIAN,
            ENDIAN_NAMES.get(usize::from(v.endian_swap)).unwrap_or(&"?")
        );
    }
    flag_text(&mut s, v.const_buf_no_stride, kw::NO_STRIDE);
    flag_text(&mut s, v.mega_fetch, kw::MEGA);
    flag_text(&mut s, v.fetch_whole_quad, kw::WHOLE_QUAD);
    s
}
