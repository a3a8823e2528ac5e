//! The canonical IL text printer. Its output parses back to an equal program
//! (`parse(print(p)) == p`) and printing is idempotent.
//!
//! Canonical choices: lower-case mnemonics from the opcode table; header
//! `il_<type>_<major>_<minor>[_mp][_rt]`; operands separated by `, `; swizzles shortened by
//! dropping trailing repeats (`.xyyy` → `.xy`, identity omitted); masks written
//! positionally with trailing `_` dropped (`.x_z`, full mask omitted); source modifiers in
//! evaluation order (`_invert _bias/_bx2 _x2 _sign _divcomp _abs _neg _sat`); literal and
//! immediate words in hex (`0x3F800000`), counts and labels in decimal.

use crate::enums::{CompSel, DstComp, ShiftScale};
use crate::opcode::{Extra, Opcode, Paren};
use crate::program::{Control, Dst, Index, Instruction, Program, Reg, Src, IDENTITY};
use std::fmt::Write;

/// Prints a program as canonical IL text (one instruction per line, `\n` line ends).
pub fn print(program: &Program) -> String {
    let mut out = String::with_capacity(program.instructions.len() * 24 + 16);
    // Leading macro definitions are printed before the header, where the parser reads them.
    let mut body = program.instructions.as_slice();
    while body.first().is_some_and(|i| i.opcode == Opcode::Macrodef) {
        let end = body
            .iter()
            .position(|i| i.opcode == Opcode::Macroend)
            .map_or(body.len(), |e| e + 1);
        let (mac, rest) = body.split_at(end);
        for inst in mac {
            print_instruction(inst, &mut out);
            out.push('\n');
        }
        body = rest;
    }
    let _ = write!(
        out,
        "il_{}_{}_{}",
        program.shader.text(),
        program.major,
        program.minor
    );
    if program.multipass {
        out.push_str("_mp");
    }
    if program.realtime {
        out.push_str("_rt");
    }
    out.push('\n');
    for inst in body {
        print_instruction(inst, &mut out);
        out.push('\n');
    }
    out
}

/// Appends one instruction (without a line end) to `out`.
pub fn print_instruction(inst: &Instruction, out: &mut String) {
    let shape = inst.opcode.shape();
    out.push_str(inst.opcode.mnemonic());
    let mut keywords = Vec::new();
    for c in &inst.controls {
        match c {
            Control::Keyword(k) => keywords.push(k),
            Control::FirstBit(f) if shape.paren == Paren::FirstBit => {
                let _ = write!(out, "({})", f.text());
            }
            Control::ParenId(n) if shape.paren == Paren::Id => {
                let _ = write!(out, "({n})");
            }
            c => print_control(c, out),
        }
    }
    if let Some(d) = inst.dsts.first() {
        if d.clamp {
            out.push_str("_sat");
        }
        if d.shift != ShiftScale::None {
            out.push('_');
            out.push_str(d.shift.text());
        }
    }
    let mut sep = " ";
    for k in keywords {
        out.push_str(sep);
        out.push_str(k);
        sep = " ";
    }
    for d in &inst.dsts {
        out.push_str(sep);
        print_dst(d, out);
        sep = ", ";
    }
    for s in &inst.srcs {
        out.push_str(sep);
        print_src(s, out);
        sep = ", ";
    }
    match shape.extra {
        Extra::ImmediateCb | Extra::LabelList => {
            if !inst.extra.is_empty() || shape.extra == Extra::LabelList {
                out.push_str(" = {");
                let mut s = " ";
                for w in &inst.extra {
                    out.push_str(s);
                    if shape.extra == Extra::LabelList {
                        let _ = write!(out, "{w}");
                    } else {
                        let _ = write!(out, "0x{w:08X}");
                    }
                    s = ", ";
                }
                out.push_str(" }");
            }
        }
        Extra::Words4 | Extra::Float => {
            for w in &inst.extra {
                out.push_str(sep);
                let _ = write!(out, "0x{w:08X}");
                sep = ", ";
            }
        }
        Extra::Case => {
            for w in &inst.extra {
                out.push_str(sep);
                let _ = write!(out, "{}", *w as i32);
                sep = ", ";
            }
        }
        Extra::Bool => {
            for w in &inst.extra {
                out.push_str(sep);
                match w {
                    0 => out.push_str("false"),
                    1 => out.push_str("true"),
                    w => {
                        let _ = write!(out, "{w}");
                    }
                }
                sep = ", ";
            }
        }
        Extra::Label | Extra::Words(..) | Extra::Keywords | Extra::None => {
            for w in &inst.extra {
                out.push_str(sep);
                let _ = write!(out, "{w}");
                sep = ", ";
            }
        }
        Extra::Raw => {
            if let Some(r) = &inst.raw {
                out.push(' ');
                out.push_str(r);
            }
        }
    }
}

fn print_control(c: &Control, out: &mut String) {
    match c {
        Control::RelOp(r) => {
            let _ = write!(out, "_relop({})", r.text());
        }
        Control::ZeroOp(z) => {
            let _ = write!(out, "_zeroop({})", z.text());
        }
        Control::CmpVal(v) => {
            let _ = write!(out, "_cmpval({})", v.text());
        }
        Control::Ieee => out.push_str("_ieee"),
        Control::Id(n) => {
            let _ = write!(out, "_id({n})");
        }
        Control::Resource(n) => {
            let _ = write!(out, "_resource({n})");
        }
        Control::Sampler(n) => {
            let _ = write!(out, "_sampler({n})");
        }
        Control::Stage(n) => {
            let _ = write!(out, "_stage({n})");
        }
        Control::Uint => out.push_str("_uint"),
        Control::Cached => out.push_str("_cached"),
        Control::Ext => out.push_str("_ext"),
        Control::Fine => out.push_str("_fine"),
        Control::Repeat => out.push_str("_repeat"),
        Control::Fence(f) => {
            out.push('_');
            out.push_str(f.text());
        }
        Control::FirstBit(f) => {
            let _ = write!(out, "_firstbit({})", f.text());
        }
        Control::Size(s) => {
            let _ = write!(out, "_size({})", s.text());
        }
        Control::Type(t) => {
            let _ = write!(out, "_type({})", t.text());
        }
        Control::Fmt(c, f) => {
            let comp = ["x", "y", "z", "w"]
                .get(usize::from(*c))
                .copied()
                .unwrap_or("x");
            let _ = write!(out, "_fmt{comp}({})", f.text());
        }
        Control::AOffImmi([u, v, w]) => {
            let _ = write!(out, "_aoffimmi({u},{v},{w})");
        }
        Control::Precise(mask) => {
            // Appended to `prec` without `_`: `precxy`, `precxyzw`.
            out.push_str(&precise_suffix(*mask));
        }
        Control::ParenId(n) => {
            let _ = write!(out, "_id({n})");
        }
        Control::Other(name, arg) => {
            out.push('_');
            out.push_str(name);
            if let Some(a) = arg {
                out.push('(');
                out.push_str(a);
                out.push(')');
            }
        }
        Control::Keyword(k) => {
            out.push(' ');
            out.push_str(k);
        }
    }
}

/// The component letters of a precise mask, appended directly to `prec`.
fn precise_suffix(mask: u8) -> String {
    let mut s = String::new();
    for (i, c) in ['x', 'y', 'z', 'w'].iter().enumerate() {
        if mask & (1 << i) != 0 {
            s.push(*c);
        }
    }
    s
}

fn print_reg(reg: &Reg, as_dst: bool, out: &mut String) {
    out.push_str(reg.ty.text(as_dst));
    if let Some(n) = reg.num {
        let _ = write!(out, "{n}");
    }
    for idx in &reg.indices {
        print_index(idx, out);
    }
}

fn print_index(idx: &Index, out: &mut String) {
    out.push('[');
    match &idx.reg {
        Some(r) => {
            out.push_str(r.ty.text(false));
            if let Some(n) = r.num {
                let _ = write!(out, "{n}");
            }
            out.push('.');
            out.push_str(r.comp.text());
            if idx.offset > 0 {
                let _ = write!(out, "+{}", idx.offset);
            } else if idx.offset < 0 {
                let _ = write!(out, "-{}", idx.offset.unsigned_abs());
            }
        }
        None => {
            let _ = write!(out, "{}", idx.offset);
        }
    }
    out.push(']');
}

/// Appends a destination operand.
pub fn print_dst(d: &Dst, out: &mut String) {
    print_reg(&d.reg, true, out);
    if d.mask != [DstComp::Write; 4] {
        let mut chars = [b'_'; 4];
        for (i, m) in d.mask.iter().enumerate() {
            if let Some(slot) = chars.get_mut(i) {
                *slot = match m {
                    DstComp::NoWrite => b'_',
                    DstComp::Write => b"xyzw".get(i).copied().unwrap_or(b'x'),
                    DstComp::Zero => b'0',
                    DstComp::One => b'1',
                };
            }
        }
        let mut len = 4;
        while len > 1 && chars.get(len - 1) == Some(&b'_') {
            len -= 1;
        }
        out.push('.');
        for &c in chars.iter().take(len) {
            out.push(char::from(c));
        }
    }
}

/// Appends a source operand.
pub fn print_src(s: &Src, out: &mut String) {
    print_reg(&s.reg, false, out);
    if s.swizzle != IDENTITY {
        let mut len = 4;
        while len > 1 && s.swizzle.get(len - 1) == s.swizzle.get(len - 2) {
            len -= 1;
        }
        out.push('.');
        for c in s.swizzle.iter().take(len) {
            out.push_str(match c {
                CompSel::X => "x",
                CompSel::Y => "y",
                CompSel::Z => "z",
                CompSel::W => "w",
                CompSel::Zero => "0",
                CompSel::One => "1",
            });
        }
    }
    let m = &s.mods;
    if m.invert {
        out.push_str("_invert");
    }
    match (m.bias, m.x2) {
        (true, true) => out.push_str("_bx2"),
        (true, false) => out.push_str("_bias"),
        (false, true) => out.push_str("_x2"),
        (false, false) => {}
    }
    if m.sign {
        out.push_str("_sign");
    }
    if let Some(d) = m.divcomp {
        let _ = write!(out, "_divcomp({})", d.text());
    }
    if m.abs {
        out.push_str("_abs");
    }
    if m.neg != 0 {
        out.push_str("_neg(");
        out.push_str(&precise_suffix(m.neg));
        out.push(')');
    }
    if m.clamp {
        out.push_str("_sat");
    }
}
