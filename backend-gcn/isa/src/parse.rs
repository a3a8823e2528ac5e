//! Parser: assembly text in LLVM's syntax → [`Instruction`]s, with labels. Errors carry the line
//! and column (1-based).

use crate::inst::{Encoding, Instruction, Modifiers};
use crate::operand::{inline_for_bits, Operand, RegRange, SpecialReg, INV_2PI_F32};
use crate::syntax::{
    waitcnt_fields, waitcnt_value, GPR_IDX_NAMES, GS_OP_NAMES, HWREG_NAMES, MSG_NAMES,
    SYSMSG_OP_NAMES,
};
use crate::table::{op_by_name, Field, Flags, Format, ImmKind, Kind, OpInfo, OperandSpec, Ty};

/// A syntax or operand error at a source position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: error: {message}")]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// What is wrong.
    pub message: String,
}

/// A parsed source line.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// `name:`
    Label(String),
    /// An instruction with its 1-based source line and the column of its mnemonic.
    Inst(Instruction, usize, usize),
}

/// A parsed assembly file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Program {
    /// Items in source order.
    pub items: Vec<Item>,
    /// Label names referenced by [`Operand::Label`] indexes.
    pub labels: Vec<String>,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Int(i64),
    Float(f64),
    Punct(char),
    Str(String),
}

struct Lexer {
    toks: Vec<(Tok, usize)>,
    pos: usize,
    line: usize,
    end_col: usize,
}

fn lex(text: &str, line: usize) -> Result<Lexer, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let col = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_alphabetic() || c == '_' || c == '.' {
            let s = i;
            while i < chars.len()
                && (chars[i].is_ascii_alphanumeric() || chars[i] == '_' || chars[i] == '.')
            {
                i += 1;
            }
            toks.push((
                Tok::Ident(chars[s..i].iter().collect::<String>().to_ascii_lowercase()),
                col,
            ));
        } else if c.is_ascii_digit() {
            let s = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '.') {
                if (chars[i] == 'e' || chars[i] == 'E')
                    && !chars[s..i].iter().any(|c| *c == 'x' || *c == 'X')
                {
                    if let Some('-' | '+') = chars.get(i + 1) {
                        i += 1;
                    }
                }
                i += 1;
            }
            let s: String = chars[s..i].iter().collect();
            let tok = if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
                i64::from_str_radix(h, 16).ok().map(Tok::Int)
            } else if let Some(b) = s.strip_prefix("0b") {
                i64::from_str_radix(b, 2).ok().map(Tok::Int)
            } else if s.contains(['.', 'e', 'E']) {
                s.parse::<f64>().ok().map(Tok::Float)
            } else {
                s.parse::<i64>().ok().map(Tok::Int)
            };
            let tok = tok.ok_or(ParseError {
                line,
                col,
                message: format!("invalid number '{s}'"),
            })?;
            toks.push((tok, col));
        } else if c == '"' {
            let s = i + 1;
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += 1;
            }
            toks.push((Tok::Str(chars[s..i.min(chars.len())].iter().collect()), col));
            i += 1;
        } else {
            toks.push((Tok::Punct(c), col));
            i += 1;
        }
    }
    Ok(Lexer {
        toks,
        pos: 0,
        line,
        end_col: chars.len() + 1,
    })
}

impl Lexer {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.0)
    }
    fn col(&self) -> usize {
        self.toks.get(self.pos).map_or(self.end_col, |t| t.1)
    }
    fn err<T>(&self, message: impl Into<String>) -> Result<T, ParseError> {
        Err(ParseError {
            line: self.line,
            col: self.col(),
            message: message.into(),
        })
    }
    fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).map(|t| t.0.clone());
        self.pos += 1;
        t
    }
    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, c: char) -> Result<(), ParseError> {
        if self.eat(c) {
            Ok(())
        } else {
            self.err(format!("expected '{c}'"))
        }
    }
    fn ident(&mut self) -> Option<String> {
        match self.peek() {
            Some(Tok::Ident(s)) => {
                let s = s.clone();
                self.pos += 1;
                Some(s)
            }
            _ => None,
        }
    }
    /// `+ n` / `- n` terms after an integer: llvm-mc evaluates such expressions (a float term
    /// counts as the bits of its double, as in LLVM's integer expressions).
    fn int_terms(&mut self, mut v: i64) -> i64 {
        while let (
            Some(Tok::Punct(op @ ('+' | '-'))),
            Some((t @ (Tok::Int(_) | Tok::Float(_)), _)),
        ) = (self.peek().cloned(), self.toks.get(self.pos + 1).cloned())
        {
            let n = match t {
                Tok::Float(f) => f.to_bits() as i64,
                Tok::Int(n) => n,
                _ => 0,
            };
            self.pos += 2;
            v = if op == '+' {
                v.wrapping_add(n)
            } else {
                v.wrapping_sub(n)
            };
        }
        v
    }
    fn int(&mut self) -> Result<i64, ParseError> {
        let neg = self.eat('-');
        match self.next() {
            Some(Tok::Int(v)) => Ok(self.int_terms(if neg { -v } else { v })),
            // LLVM evaluates a float in an integer expression as the bits of its double.
            Some(Tok::Float(f)) => {
                let v = f.to_bits() as i64;
                Ok(self.int_terms(if neg { v.wrapping_neg() } else { v }))
            }
            _ => {
                self.pos -= 1;
                self.err("expected an integer")
            }
        }
    }
}

/// Parse a register name (`s5`, `v[2:3]`, `ttmp[4:5]`, `vcc`, ...); `None` if not a register.
fn parse_register(
    lx: &mut Lexer,
    name: &str,
    start_col: usize,
) -> Result<Option<(Operand, u8)>, ParseError> {
    if let Some((reg, w)) = SpecialReg::parse(name) {
        if reg == SpecialReg::Null {
            return Err(ParseError {
                line: lx.line,
                col: start_col,
                message: "'null' operand is not supported on this GPU".into(),
            });
        }
        return Ok(Some((Operand::Special(reg), w)));
    }
    let (prefix, rest) = if let Some(r) = name.strip_prefix("ttmp") {
        ("ttmp", r)
    } else if let Some(r) = name.strip_prefix('s') {
        ("s", r)
    } else if let Some(r) = name.strip_prefix('v') {
        ("v", r)
    } else {
        return Ok(None);
    };
    let (first, count) = if rest.is_empty() {
        if !lx.eat('[') {
            return Ok(None);
        }
        let a = lx.int()?;
        let b = if lx.eat(':') { lx.int()? } else { a };
        lx.expect(']')?;
        if b < a || b - a >= 16 || a < 0 {
            return lx.err("invalid register range");
        }
        (a, b - a + 1)
    } else if let Ok(n) = rest.parse::<i64>() {
        (n, 1)
    } else {
        return Ok(None);
    };
    let r = RegRange {
        first: u16::try_from(first).unwrap_or(u16::MAX),
        count: count as u8,
    };
    let limit = match prefix {
        "s" => 102,
        "ttmp" => 16,
        _ => 256,
    };
    if first + count > limit {
        return Err(ParseError {
            line: lx.line,
            col: start_col,
            message: "register index is out of range".into(),
        });
    }
    Ok(Some((
        match prefix {
            "s" => Operand::Sgpr(r),
            "ttmp" => Operand::Ttmp(r),
            _ => Operand::Vgpr(r),
        },
        count as u8,
    )))
}

/// Half-precision bits of a float literal as llvm-mc converts it: rounded to nearest (ties to
/// even); `None` on overflow or when the result is inexact below the normal range (LLVM
/// allows a loss of precision, not an overflow or underflow).
fn f64_to_f16_bits(f: f64) -> Option<u16> {
    let sign = if f.is_sign_negative() { 0x8000u16 } else { 0 };
    let a = f.abs();
    if a == 0.0 {
        return Some(sign);
    }
    if !a.is_finite() {
        return None;
    }
    let b = a.to_bits();
    let exp = (b >> 52) as i32 - 1023;
    if exp < -1022 {
        return None;
    }
    let mant = b & ((1 << 52) - 1) | 1 << 52;
    if exp >= -14 {
        let mut m = mant >> 42;
        let rem = mant & ((1 << 42) - 1);
        let half = 1u64 << 41;
        if rem > half || (rem == half && m & 1 != 0) {
            m += 1;
        }
        let exp = if m == 1 << 11 { exp + 1 } else { exp };
        let m = if m == 1 << 11 { m >> 1 } else { m };
        if exp > 15 {
            return None;
        }
        return Some(sign | ((exp + 15) as u16) << 10 | (m & 0x3ff) as u16);
    }
    // Below the normal range only exact values convert.
    let shift = 42 + (-14 - exp) as u32;
    if shift >= 64 || mant & ((1u64 << shift) - 1) != 0 {
        return None;
    }
    Some(sign | (mant >> shift) as u16)
}

/// Turn a numeric value into an inline constant or literal for a source of type `ty`.
fn number_operand(lx: &Lexer, value: Num, spec: &OperandSpec) -> Result<Operand, ParseError> {
    let ty = spec.ty;
    match value {
        Num::Int(v) => {
            if let Some(o) = Operand::inline_int(v) {
                return Ok(o);
            }
            let wide = spec.dwords >= 2;
            let bits: u64 = if wide {
                v as u64
            } else if (-(1i64 << 31)..(1i64 << 32)).contains(&v) {
                u64::from(v as u32)
            } else {
                return lx.err("invalid immediate: only 32-bit values are legal");
            };
            let half = matches!(ty, Ty::F16 | Ty::I16);
            if let Some(c) = inline_for_bits(if half { bits & 0xffff } else { bits }, ty)
                .filter(|_| !half || bits < 0x10000)
            {
                return Ok(Operand::Inline(c));
            }
            // A 16-bit VALU operand takes a 16-bit literal (zero-extended in the dword).
            if half && spec.kind == Kind::VSrc {
                if !(-32768..=65535).contains(&v) {
                    return lx.err("invalid operand for instruction");
                }
                return Ok(Operand::Literal(u32::from(v as u16)));
            }
            if wide && !(-(1i64 << 31)..(1i64 << 32)).contains(&v) {
                return lx.err("invalid immediate: only 32-bit values are legal");
            }
            Ok(Operand::Literal(v as u32))
        }
        Num::Float(f) => {
            if f == 0.0 && f.is_sign_positive() {
                return Ok(Operand::Inline(128));
            }
            if matches!(ty, Ty::I16 | Ty::V2I16) {
                // 16-bit integer operands take float text as a half-precision literal (an
                // integer inline constant when its bits are one).
                return match f64_to_f16_bits(f) {
                    Some(h) => Ok(Operand::inline_int(i64::from(h as i16))
                        .unwrap_or(Operand::Literal(u32::from(h)))),
                    None => lx.err("invalid operand for instruction"),
                };
            }
            for &(code, val) in crate::operand::INLINE_FLOATS.iter() {
                if f == val {
                    return Ok(Operand::Inline(code));
                }
            }
            let inv2pi = match ty {
                Ty::F64 | Ty::I64 => f == 0.15915494309189532,
                _ => u64::from((f as f32).to_bits()) == INV_2PI_F32,
            };
            if inv2pi {
                return Ok(Operand::Inline(248));
            }
            match ty {
                Ty::I64 => lx.err("invalid operand for instruction"),
                Ty::F64 => Ok(Operand::Literal((f.to_bits() >> 32) as u32)),
                // (After rounding, the half may be an inline constant's bits.)
                Ty::F16 | Ty::V2F16 | Ty::V2I16 => match f64_to_f16_bits(f) {
                    Some(h) => Ok(inline_for_bits(u64::from(h), ty)
                        .map(Operand::Inline)
                        .or_else(|| Operand::inline_int(i64::from(h as i16)))
                        .unwrap_or(Operand::Literal(u32::from(h)))),
                    None => lx.err("invalid operand for instruction"),
                },
                _ => Ok(Operand::Literal((f as f32).to_bits())),
            }
        }
    }
}

#[derive(Clone, Copy)]
enum Num {
    Int(i64),
    Float(f64),
}

fn parse_number(lx: &mut Lexer) -> Option<Num> {
    let save = lx.pos;
    let neg = lx.eat('-');
    let r = match lx.next() {
        Some(Tok::Int(v)) => Some(Num::Int(lx.int_terms(if neg { -v } else { v }))),
        Some(Tok::Float(f)) => Some(Num::Float(if neg { -f } else { f })),
        _ => None,
    };
    if r.is_none() {
        lx.pos = save;
    }
    r
}

/// Source modifiers found around an operand.
#[derive(Default)]
struct SrcMods {
    neg: bool,
    abs: bool,
    sext: bool,
}

fn parse_src(
    lx: &mut Lexer,
    spec: &OperandSpec,
    labels: &mut Vec<String>,
) -> Result<(Operand, SrcMods), ParseError> {
    let mut mods = SrcMods::default();
    let col = lx.col();
    let is_value = matches!(spec.kind, Kind::SSrc | Kind::VSrc | Kind::VReg | Kind::Vcc);
    if is_value {
        if lx.peek() == Some(&Tok::Ident("sext".into()))
            && lx.toks.get(lx.pos + 1).map(|t| &t.0) == Some(&Tok::Punct('('))
        {
            lx.pos += 2;
            let (o, inner) = parse_src(lx, spec, labels)?;
            lx.expect(')')?;
            if inner.neg || inner.abs || inner.sext {
                return lx.err("invalid operand");
            }
            mods.sext = true;
            return Ok((o, mods));
        }
        if lx.peek() == Some(&Tok::Ident("neg".into()))
            && lx.toks.get(lx.pos + 1).map(|t| &t.0) == Some(&Tok::Punct('('))
        {
            lx.pos += 2;
            let (o, inner) = parse_src(lx, spec, labels)?;
            lx.expect(')')?;
            if inner.neg || inner.abs {
                return lx.err("invalid operand");
            }
            mods.neg = true;
            return Ok((o, mods));
        }
        let save = lx.pos;
        if lx.eat('-') && !matches!(lx.peek(), Some(Tok::Int(_) | Tok::Float(_))) {
            mods.neg = true;
        } else {
            lx.pos = save;
        }
        if lx.eat('|') {
            mods.abs = true;
            let (o, inner) = parse_src(lx, spec, labels)?;
            lx.expect('|')?;
            if inner.neg {
                return lx.err("invalid operand");
            }
            return Ok((o, mods));
        }
    }
    if spec.kind == Kind::Imm(ImmKind::Label) {
        if let Some(name) = lx
            .ident()
            .filter(|n| !looks_like_register(n) && !is_agpr_name(n))
        {
            let idx = labels.iter().position(|l| *l == name).unwrap_or_else(|| {
                labels.push(name.clone());
                labels.len() - 1
            });
            return Ok((Operand::Label(idx as u32), mods));
        }
    }
    if matches!(
        spec.kind,
        Kind::BufVaddr | Kind::FlatVaddr | Kind::Saddr | Kind::ExpSrc
    ) && lx.peek() == Some(&Tok::Ident("off".into()))
    {
        lx.pos += 1;
        return Ok((Operand::Off, mods));
    }
    if spec.kind == Kind::SmemOffset {
        if let Some(Num::Int(v)) = parse_number(lx) {
            if !(-(1 << 20)..(1 << 20)).contains(&v) {
                return Err(ParseError {
                    line: lx.line,
                    col,
                    message: "expected a 21-bit signed offset".into(),
                });
            }
            return Ok((Operand::Imm(v as i32), mods));
        }
    }
    if spec.kind == Kind::BufSoffset {
        if let Some(n) = parse_number(lx) {
            return match number_operand(lx, n, spec)? {
                o @ Operand::Inline(_) => Ok((o, mods)),
                _ => Err(ParseError {
                    line: lx.line,
                    col,
                    message: "invalid operand for instruction".into(),
                }),
            };
        }
    }
    // The K constant of `v_madmk_f16` / `v_madak_f16` is 16 bits: an integer that fits, or a
    // float rounded to half precision.
    if spec.kind == Kind::Imm(ImmKind::Literal) && spec.ty == Ty::F16 {
        let bad = ParseError {
            line: lx.line,
            col,
            message: "invalid operand for instruction".into(),
        };
        return match parse_number(lx) {
            Some(Num::Int(v)) if (-32768..=65535).contains(&v) => {
                Ok((Operand::Literal(u32::from(v as u16)), mods))
            }
            Some(Num::Float(f)) => f64_to_f16_bits(f)
                .map(|h| (Operand::Literal(u32::from(h)), mods))
                .ok_or(bad),
            _ => Err(bad),
        };
    }
    if spec.kind == Kind::Imm(ImmKind::Literal) {
        // (A float is its single-precision bits, as llvm-mc prints some of these literals.)
        if let Some(Tok::Float(f)) = lx.peek().cloned() {
            lx.pos += 1;
            return Ok((Operand::Literal((f as f32).to_bits()), mods));
        }
        if lx.peek() == Some(&Tok::Punct('-'))
            && matches!(lx.toks.get(lx.pos + 1).map(|t| &t.0), Some(Tok::Float(_)))
        {
            if let Some(Tok::Float(f)) = lx.toks.get(lx.pos + 1).map(|t| t.0.clone()) {
                lx.pos += 2;
                return Ok((Operand::Literal((-f as f32).to_bits()), mods));
            }
        }
        return Ok((
            Operand::Literal(parse_imm(lx, ImmKind::Literal)? as u32),
            mods,
        ));
    }
    if let Kind::Imm(k) = spec.kind {
        return Ok((Operand::Imm(parse_imm(lx, k)?), mods));
    }
    if let Some(n) = parse_number(lx) {
        // (A lane-mask source, the carry-in or v_cndmask's mask, takes no constant.)
        if !matches!(spec.kind, Kind::SSrc | Kind::VSrc) || spec.write {
            return Err(ParseError {
                line: lx.line,
                col,
                message: "invalid operand for instruction".into(),
            });
        }
        return Ok((number_operand(lx, n, spec)?, mods));
    }
    let Some(name) = lx.ident() else {
        return lx.err("expected an operand");
    };
    match parse_register(lx, &name, col)? {
        Some((o, w)) => {
            if let Operand::Special(sr) = o {
                // `src_*` values are sources only; VGPR slots take no special register; a
                // 32-bit special fills no wider slot; lds_direct is VALU src0 only.
                let constant = sr.code() >= 235;
                // (llvm-mc also takes `src_*` values as a lane mask, read or written, and as a
                // buffer's SOFFSET.)
                let source = (matches!(spec.kind, Kind::SSrc | Kind::VSrc | Kind::BufSoffset)
                    && !spec.write)
                    || (spec.kind == Kind::Vcc && spec.dwords == 2);
                let vgpr_slot = matches!(
                    spec.kind,
                    Kind::VReg
                        | Kind::BufVaddr
                        | Kind::FlatVaddr
                        | Kind::ImageData
                        | Kind::ImageAddr
                        | Kind::ExpSrc
                        | Kind::VdstRtn
                );
                let lds_direct_misplaced =
                    sr == SpecialReg::LdsDirect && (spec.field != Field::Src0 || spec.dwords >= 2);
                if (constant && !source)
                    || vgpr_slot
                    || (!constant && w == 1 && spec.dwords >= 2)
                    || lds_direct_misplaced
                {
                    return Err(ParseError {
                        line: lx.line,
                        col,
                        message: "invalid operand for instruction".into(),
                    });
                }
            }
            let is_special = matches!(o, Operand::Special(_));
            let any_width = matches!(spec.kind, Kind::BufVaddr | Kind::FlatVaddr) && w <= 2;
            let image = matches!(spec.kind, Kind::ImageData | Kind::ImageAddr);
            if !is_special && w != spec.dwords && !any_width && !image {
                return Err(ParseError {
                    line: lx.line,
                    col,
                    message: "invalid operand for instruction".into(),
                });
            }
            if is_special && w == 2 && spec.dwords != 2 {
                return Err(ParseError {
                    line: lx.line,
                    col,
                    message: "invalid operand for instruction".into(),
                });
            }
            Ok((o, mods))
        }
        // llvm-mc takes another identifier in a 32-bit source (a 16-bit one of SALU too) as a
        // symbol: a literal to be relocated (kept as a label operand; only `show_encoding`
        // lists it, as llvm-mc does). Modifier names such as `off` or `lds` are symbols there;
        // accumulator register names (`a16`, `acc5`: GFX908) are not.
        None if matches!(spec.kind, Kind::SSrc | Kind::VSrc)
            && !spec.write
            && spec.dwords == 1
            && (matches!(spec.ty, Ty::I32 | Ty::F32) || spec.kind == Kind::SSrc)
            && matches!(spec.field, Field::Src0 | Field::Ssrc0 | Field::Ssrc1)
            && !is_agpr_name(&name) =>
        {
            let idx = labels.iter().position(|l| *l == name).unwrap_or_else(|| {
                labels.push(name.clone());
                labels.len() - 1
            });
            Ok((Operand::Label(idx as u32), mods))
        }
        None => Err(ParseError {
            line: lx.line,
            col,
            message: format!("invalid operand '{name}'"),
        }),
    }
}

/// Whether an identifier names an accumulation register of GFX908 (`a5`, `acc5`), which
/// llvm-mc refuses for gfx900 rather than reading it as a symbol.
fn is_agpr_name(name: &str) -> bool {
    ["acc", "a"].iter().any(|p| {
        name.strip_prefix(p)
            .is_some_and(|r| !r.is_empty() && r.chars().all(|c| c.is_ascii_digit()))
    })
}

/// Whether an identifier names a register (`s5`, `v0`, `ttmp3`, `vcc`, `m0`, `src_scc`, ...):
/// such a name is never a label.
fn looks_like_register(name: &str) -> bool {
    SpecialReg::parse(name).is_some()
        || ["ttmp", "s", "v"].iter().any(|p| {
            name.strip_prefix(p)
                .is_some_and(|r| !r.is_empty() && r.chars().all(|c| c.is_ascii_digit()))
        })
}

/// The constant bus (manual §6.1.2: one scalar value per VALU instruction on GCN 5): distinct
/// SGPRs / special registers read, plus one for a literal. Returns whether it is exceeded.
fn constant_bus_exceeded(inst: &Instruction) -> bool {
    let info = inst.info();
    if !matches!(
        info.format,
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p
    ) {
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

fn named_args(lx: &mut Lexer) -> Result<Vec<(Option<String>, i64)>, ParseError> {
    lx.expect('(')?;
    let mut args = Vec::new();
    if lx.eat(')') {
        return Ok(args);
    }
    loop {
        if let Some(id) = lx.ident() {
            args.push((Some(id), 0));
        } else {
            args.push((None, lx.int()?));
        }
        if lx.eat(')') {
            return Ok(args);
        }
        lx.expect(',')?;
    }
}

fn parse_imm(lx: &mut Lexer, kind: ImmKind) -> Result<i32, ParseError> {
    let col = lx.col();
    let line = lx.line;
    let bad = |m: &str| {
        Err(ParseError {
            line,
            col,
            message: m.to_string(),
        })
    };
    match kind {
        ImmKind::Label => {
            let v = lx.int()?;
            if !(-32768..=65535).contains(&v) {
                return bad("invalid immediate: only 16-bit values are legal");
            }
            Ok(v as i32)
        }
        ImmKind::Waitcnt if matches!(lx.peek(), Some(Tok::Ident(_))) => {
            let (mut vm, mut exp, mut lgkm) = waitcnt_fields(0xffff);
            while let Some(Tok::Ident(name)) = lx.peek().cloned() {
                lx.pos += 1;
                lx.expect('(')?;
                let v = lx.int()?;
                lx.expect(')')?;
                let (slot, max) = match name.as_str() {
                    "vmcnt" => (&mut vm, 63),
                    "expcnt" => (&mut exp, 7),
                    "lgkmcnt" => (&mut lgkm, 15),
                    _ => return bad("invalid counter name"),
                };
                if !(0..=max).contains(&v) {
                    return bad("too large value for counter");
                }
                *slot = v as u16;
                let _ = lx.eat('&') || lx.eat(',');
            }
            Ok(i32::from(waitcnt_value(vm, exp, lgkm)))
        }
        ImmKind::Hwreg if lx.peek() == Some(&Tok::Ident("hwreg".into())) => {
            lx.pos += 1;
            let args = named_args(lx)?;
            let id = match args.first() {
                Some((Some(n), _)) => {
                    match HWREG_NAMES.iter().find(|h| h.1 == n.to_ascii_uppercase()) {
                        Some(h) => i64::from(h.0),
                        None => return bad("invalid hardware register"),
                    }
                }
                Some((None, v)) => *v,
                None => return bad("expected a hardware register"),
            };
            let (off, size) = match args.as_slice() {
                [_] => (0, 32),
                [_, (None, o), (None, s)] => (*o, *s),
                _ => return bad("invalid hwreg arguments"),
            };
            if !(0..64).contains(&id) || !(0..32).contains(&off) || !(1..=32).contains(&size) {
                return bad("invalid hwreg arguments");
            }
            Ok((id | off << 6 | (size - 1) << 11) as i32)
        }
        ImmKind::Sendmsg if lx.peek() == Some(&Tok::Ident("sendmsg".into())) => {
            lx.pos += 1;
            let args = named_args(lx)?;
            let find = |n: &str, names: &[&str]| {
                names
                    .iter()
                    .position(|x| *x == n.to_ascii_uppercase())
                    .map(|p| p as i64)
            };
            let mut vals = [0i64; 3];
            for (i, (name, v)) in args.iter().enumerate().take(3) {
                vals[i] = match (i, name) {
                    (_, None) => *v,
                    (0, Some(n)) => {
                        match MSG_NAMES.iter().find(|m| m.1 == n.to_ascii_uppercase()) {
                            Some(m) => i64::from(m.0),
                            None => return bad("invalid message id"),
                        }
                    }
                    // (Operation names of the message's own family only.)
                    (1, Some(n)) => {
                        let found = match vals[0] {
                            2 | 3 => find(n, &GS_OP_NAMES),
                            15 => find(n, &SYSMSG_OP_NAMES),
                            _ => None,
                        };
                        match found {
                            Some(p) => p,
                            None => {
                                return bad("expected an operation name or an absolute expression")
                            }
                        }
                    }
                    _ => return bad("invalid message stream id"),
                };
            }
            // A named message takes what llvm-mc checks for it: GS and GS_DONE an operation
            // (GS not NOP) and a stream only with one, SYSMSG an operation 1-4 and no stream,
            // the others no operation.
            if let Some((Some(_), _)) = args.first() {
                let (op, has_op, has_stream) = (vals[1], args.len() >= 2, args.len() >= 3);
                let problem = match vals[0] {
                    2 | 3 if !has_op => Some("missing message operation"),
                    2 | 3 if (vals[0] == 2 && op == 0) || !(0..4).contains(&op) => {
                        Some("invalid operation id")
                    }
                    2 | 3 if has_stream && op == 0 => {
                        Some("message operation does not support streams")
                    }
                    15 if !has_op => Some("missing message operation"),
                    15 if !(1..5).contains(&op) => Some("invalid operation id"),
                    15 if has_stream => Some("message operation does not support streams"),
                    2 | 3 | 15 => None,
                    _ if has_op => Some("message does not support operations"),
                    _ => None,
                };
                if let Some(p) = problem {
                    return bad(p);
                }
            }
            if args.is_empty()
                || args.len() > 3
                || !(0..16).contains(&vals[0])
                || !(0..8).contains(&vals[1])
                || !(0..4).contains(&vals[2])
            {
                return bad("invalid sendmsg arguments");
            }
            Ok((vals[0] | vals[1] << 4 | vals[2] << 8) as i32)
        }
        ImmKind::GprIdx if lx.peek() == Some(&Tok::Ident("gpr_idx".into())) => {
            lx.pos += 1;
            let mut v = 0;
            for (name, _) in named_args(lx)? {
                let Some(p) = name
                    .as_deref()
                    .and_then(|n| GPR_IDX_NAMES.iter().position(|x| x.eq_ignore_ascii_case(n)))
                else {
                    return bad("invalid gpr_idx mode");
                };
                v |= 1 << p;
            }
            Ok(v)
        }
        ImmKind::Attr => {
            let Some(name) = lx.ident() else {
                return bad("expected an attribute");
            };
            let parsed = name
                .strip_prefix("attr")
                .and_then(|r| r.split_once('.'))
                .and_then(|(n, c)| {
                    let n: i32 = n.parse().ok()?;
                    let c = ["x", "y", "z", "w"].iter().position(|x| *x == c)? as i32;
                    (0..64).contains(&n).then_some(n * 4 + c)
                });
            parsed.map_or_else(|| bad("invalid attribute"), Ok)
        }
        ImmKind::ExpTarget => match lx.ident().as_deref().and_then(crate::mem::parse_exp_target) {
            Some(t) => Ok(t),
            None => bad("invalid exp target"),
        },
        ImmKind::InterpSlot => match lx.ident().as_deref() {
            Some("p10") => Ok(0),
            Some("p20") => Ok(1),
            Some("p0") => Ok(2),
            Some(other) => match other
                .strip_prefix("invalid_param_")
                .and_then(|n| n.parse::<i32>().ok())
            {
                Some(n) if (3..256).contains(&n) => Ok(n),
                _ => bad("invalid interpolation slot"),
            },
            None => bad("invalid interpolation slot"),
        },
        ImmKind::GprIdx => {
            let v = lx.int()?;
            if !(0..16).contains(&v) {
                return bad("invalid immediate: only 4-bit values are legal");
            }
            Ok(v as i32)
        }
        // llvm-mc takes any value here, prints it as its low 32 bits and encodes the low 16.
        ImmKind::Dec16 => Ok(lx.int()? as i32),
        // (A numeric `s_waitcnt` keeps the low 16 bits of any value.)
        ImmKind::Waitcnt => Ok(i32::from(lx.int()? as u16)),
        ImmKind::Hwreg => {
            let v = lx.int()?;
            if !(0..=0xffff).contains(&v) {
                return bad("invalid immediate: only 16-bit values are legal");
            }
            Ok(v as i32)
        }
        ImmKind::Opt16 => {
            let v = lx.int()?;
            if !(0..=0xffff).contains(&v) {
                return bad("expected a 16-bit value");
            }
            Ok(v as i32)
        }
        _ => {
            let v = lx.int()?;
            let ok = match kind {
                ImmKind::Literal => (-(1i64 << 31)..(1i64 << 32)).contains(&v),
                _ => (-32768..=65535).contains(&v),
            };
            if !ok {
                return bad("invalid immediate: only 16-bit values are legal");
            }
            Ok(match kind {
                ImmKind::Literal => v as u32 as i32,
                _ => i32::from(v as u16),
            })
        }
    }
}

fn parse_bits(lx: &mut Lexer) -> Result<u8, ParseError> {
    lx.expect(':')?;
    lx.expect('[')?;
    let mut v = 0u8;
    let mut i = 0;
    loop {
        let b = lx.int()?;
        if !(0..=1).contains(&b) || i >= 4 {
            return lx.err("invalid op_sel operand");
        }
        v |= (b as u8) << i;
        i += 1;
        if lx.eat(']') {
            return Ok(v);
        }
        lx.expect(',')?;
    }
}

/// Parse the instruction on one line (no label definitions); `labels` collects branch targets.
fn parse_inst(lx: &mut Lexer, labels: &mut Vec<String>) -> Result<Instruction, ParseError> {
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
    if forced == Some(Encoding::Vop3)
        && info
            .vop3_opcode()
            .map_or(true, |_| info.format == Format::Vop3)
    {
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
    let given = count_operands(lx);
    let rtn_present = given == info.operands.len();
    // In the 32-bit VOP2/VOPC forms llvm-mc lets the implicit VCC operands be left out.
    let vcc_specs = info.operands.iter().filter(|s| s.kind == Kind::Vcc).count();
    let short_vcc_omitted = vcc_specs > 0
        && matches!(info.format, Format::Vop2 | Format::Vopc)
        && matches!(forced, None | Some(Encoding::Native))
        && given + vcc_specs == info.operands.len();
    let mut first = true;
    let mut after_target = false;
    for spec in info.operands.iter() {
        if spec.kind == Kind::Vcc && short_vcc_omitted {
            inst.operands.push(Operand::Special(SpecialReg::VccLo));
            continue;
        }
        // The SMEM offset may be left out (it is then 0).
        if spec.kind == Kind::SmemOffset && lx.peek().is_none() {
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
        if (spec.kind == Kind::Imm(ImmKind::Opt16) && lx.peek().is_none())
            || (spec.kind == Kind::Imm(ImmKind::Opt16) && !first)
        {
            inst.operands.push(Operand::Imm(0));
            continue;
        }
        if !first && !after_target {
            lx.expect(',')?;
        }
        first = false;
        after_target = spec.kind == Kind::Imm(ImmKind::ExpTarget);
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
        let (o, m) = parse_src(lx, spec, labels)?;
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
            if (m.neg || m.abs) && (!spec.ty.is_float() || packed) {
                return Err(ParseError {
                    line: lx.line,
                    col: ocol,
                    message: "not a valid operand.".into(),
                });
            }
            needs_vop3 |= m.neg || m.abs;
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
    // Trailing modifiers.
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
            "dfmt" | "nfmt" => name.as_str(),
            n if DPP_CONTROLS.contains(&n) => "dpp_ctrl",
            n => n,
        };
        // llvm-mc reads the optional operands in a fixed order (the order it prints them).
        // (`buffer_store_lds_dword` takes its `lds` right after the offset.)
        let rank = if key == "lds" && info.flags.contains(Flags::LDS) {
            modifier_rank(info.format, "offset")
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
                let v = if lx.peek() == Some(&Tok::Ident("swizzle".into())) {
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
            "dfmt" | "nfmt" => {
                lx.expect(':')?;
                let v = lx.int()?;
                if name == "dfmt" && (0..16).contains(&v) {
                    inst.mem.dfmt = v as u8;
                } else if name == "nfmt" && (0..8).contains(&v) {
                    inst.mem.nfmt = v as u8;
                } else {
                    return Err(ParseError {
                        line: lx.line,
                        col: mcol,
                        message: "out of range format".into(),
                    });
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
    // SMEM data is never EXEC (llvm-mc refuses `exec`, `exec_lo`, `exec_hi` there).
    if info.format == Format::Smem
        && matches!(
            inst.operand(Field::Sdata).and_then(Operand::src_code),
            Some(126 | 127)
        )
    {
        return Err(ParseError {
            line: lx.line,
            col,
            message: "invalid operand for instruction".into(),
        });
    }
    // A VALU literal exists in the 32-bit encodings only (GFX9 has none in VOP3).
    let vop3 =
        matches!(info.format, Format::Vop3 | Format::Vop3p) || inst.encoding == Encoding::Vop3;
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
        && info.vop3_opcode().is_some()
    {
        inst.encoding = Encoding::Vop3;
    }
    Ok(inst)
}

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
fn smem_offset_modifier(lx: &mut Lexer, info: &OpInfo) -> Result<Option<i64>, ParseError> {
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

/// Opcodes of the manual that llvm-mc-14 does not know for gfx900 (docs/gcn-isa-notes.md).
pub const NOT_IN_LLVM: &[&str] = &["image_gather4h", "image_gather4h_pck", "image_gather8h_pck"];

/// DPP control names (one of them per instruction).
const DPP_CONTROLS: &[&str] = &[
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
    "v_frexp_exp_i32_f64",
    "v_cvt_pknorm_i16_f32",
    "v_cvt_pknorm_u16_f32",
    "v_cvt_pk_u8_f32",
];

/// The position of a trailing modifier (keyed as in the duplicate check) in llvm-mc's fixed
/// order of optional operands: a modifier may not follow one of higher rank (`glc` and `slc`
/// share one, as LLVM reads them as one cache-policy operand).
fn modifier_rank(format: Format, key: &str) -> u8 {
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
fn modifier_allowed(info: &OpInfo, forced: Option<Encoding>, name: &str) -> bool {
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
        Format::Mubuf => {
            one_of(&["offen", "idxen", "offset", "glc", "slc"])
                || (name == "tfe" && !has(Flags::ATOMIC))
                || (name == "lds" && crate::mem::has_lds_variant(info))
        }
        Format::Mtbuf => one_of(&[
            "format", "dfmt", "nfmt", "offen", "idxen", "offset", "glc", "slc", "tfe",
        ]),
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
                        || (name == "high" && info.name.starts_with("v_interp_"))
                        || (one_of(&["mul", "div"]) && omod_allowed(info))
                        || (name == "op_sel" && has(Flags::OP_SEL))
                }
            }
        }
        _ => false,
    }
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

/// Parse `(...)` after `swizzle` into a ds_swizzle offset.
fn parse_swizzle(lx: &mut Lexer) -> Result<i64, ParseError> {
    lx.expect('(')?;
    let Some(mode) = lx.ident() else {
        return lx.err("expected a swizzle mode");
    };
    let mut nums = Vec::new();
    let mut text = None;
    while lx.eat(',') {
        if let Some(Tok::Str(s)) = lx.peek().cloned() {
            lx.pos += 1;
            text = Some(s);
        } else {
            nums.push(lx.int()?);
        }
    }
    lx.expect(')')?;
    let bad = |lx: &Lexer| lx.err::<i64>("invalid swizzle");
    match (mode.to_ascii_uppercase().as_str(), nums.as_slice()) {
        ("QUAD_PERM", [a, b, c, d]) if [a, b, c, d].iter().all(|x| (0..4).contains(*x)) => {
            Ok(0x8000 | a | b << 2 | c << 4 | d << 6)
        }
        ("SWAP", [x]) if (1..32).contains(x) && (*x as u32).is_power_of_two() => Ok(0x1f | x << 10),
        ("REVERSE", [x]) if (2..=32).contains(x) && (*x as u32).is_power_of_two() => {
            Ok(0x1f | (x - 1) << 10)
        }
        ("BROADCAST", [g, l])
            if (2..=32).contains(g) && (*g as u32).is_power_of_two() && (0..*g).contains(l) =>
        {
            Ok((0x20 - g) | l << 5)
        }
        ("BITMASK_PERM", []) => {
            let Some(t) = text.filter(|t| t.len() == 5) else {
                return bad(lx);
            };
            let (mut and, mut or, mut xor) = (0, 0, 0);
            for (i, c) in t.chars().enumerate() {
                let bit = 1 << (4 - i);
                match c {
                    '0' => {}
                    '1' => or |= bit,
                    'p' => and |= bit,
                    'i' => {
                        and |= bit;
                        xor |= bit;
                    }
                    _ => return bad(lx),
                }
            }
            Ok(and | or << 5 | xor << 10)
        }
        _ => bad(lx),
    }
}

/// Parse one instruction (branch targets must be numeric).
pub fn parse_instruction(text: &str) -> Result<Instruction, ParseError> {
    let mut lx = lex(text, 1)?;
    let mut labels = Vec::new();
    let inst = parse_inst(&mut lx, &mut labels)?;
    if lx.peek().is_some() {
        return lx.err("unexpected token");
    }
    if !labels.is_empty() {
        return Err(ParseError {
            line: 1,
            col: 1,
            message: "labels need a program".into(),
        });
    }
    Ok(inst)
}

/// Remove a trailing comment (`;`, `//` or `#`).
fn strip_comment(line: &str) -> &str {
    let mut end = line.len();
    for pat in [";", "//", "#"] {
        if let Some(p) = line.find(pat) {
            end = end.min(p);
        }
    }
    &line[..end]
}

/// Parse a whole assembly file. Directives (`.text`, ...) are skipped.
pub fn parse_program(src: &str) -> Result<Program, ParseError> {
    let (prog, errors) = parse_program_lenient(src);
    match errors.into_iter().next() {
        Some(e) => Err(e),
        None => Ok(prog),
    }
}

/// Parse a whole assembly file, skipping (and reporting) lines with errors, like llvm-mc.
pub fn parse_program_lenient(src: &str) -> (Program, Vec<ParseError>) {
    let mut prog = Program::default();
    let mut errors = Vec::new();
    for (n, raw) in src.lines().enumerate() {
        if let Err(e) = parse_line(raw, n + 1, &mut prog) {
            errors.push(e);
        }
    }
    (prog, errors)
}

/// Parse one source line into `prog`.
fn parse_line(raw: &str, line_no: usize, prog: &mut Program) -> Result<(), ParseError> {
    let code = strip_comment(raw);
    let mut text = code.to_string();
    // Label definitions at the start of the line.
    loop {
        let t = text.trim_start();
        let Some(p) = t.find(':') else { break };
        let name = &t[..p];
        let valid = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
            && !name.chars().next().is_some_and(|c| c.is_ascii_digit());
        if !valid {
            break;
        }
        prog.items.push(Item::Label(name.to_string()));
        text = t[p + 1..].to_string();
    }
    let t = text.trim();
    if t.is_empty() || t.starts_with('.') {
        return Ok(());
    }
    // Columns are relative to the (possibly shortened) text; shift them to the raw line.
    let lead = text.chars().count() - text.trim_start().chars().count();
    // `text` is a suffix of `code`, which is a prefix of `raw`.
    let start = code.len().saturating_sub(text.trim_start().len());
    let shift = code
        .get(..start)
        .map_or(0, |p| p.chars().count())
        .saturating_sub(lead);
    let mut lx = lex(&text, line_no)?;
    for t in lx.toks.iter_mut() {
        t.1 += shift;
    }
    lx.end_col += shift;
    let col = lx.col();
    let inst = parse_inst(&mut lx, &mut prog.labels)?;
    if lx.peek().is_some() {
        return lx.err("invalid operand for instruction");
    }
    prog.items.push(Item::Inst(inst, line_no, col));
    Ok(())
}
