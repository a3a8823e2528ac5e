//! Operands of an instruction: register names and ranges (`v5`, `s[4:7]`, `ttmp0`,
//! special registers), numeric literals (inline constants or literal words, by the operand's
//! type) and source operands with their `-`, `|x|`, `abs()`, `neg()` and `sext()` modifiers.

use super::immediates::parse_imm;
use super::lexer::{Lexer, Tok};
use super::ParseError;
use crate::operand::{inline_for_bits, Operand, RegRange, SpecialReg, INV_2PI_F32};
use crate::table::{Field, ImmKind, Kind, OperandSpec, Ty};

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
pub(super) struct SrcMods {
    pub(super) neg: bool,
    pub(super) abs: bool,
    pub(super) sext: bool,
}

pub(super) fn parse_src(
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
        // `-` is the negation modifier before a register or `|x|` (llvm-mc's SP3 rule);
        // elsewhere it starts an expression (`-1`, `-foo`).
        if lx.peek() == Some(&Tok::Punct('-')) && register_or_abs_at(lx, lx.pos + 1) {
            lx.pos += 1;
            mods.neg = true;
        }
        if lx.eat('|') {
            mods.abs = true;
            // (Inside `|...|` an expression is one operand: `|` would be its `or`.)
            let outer = std::mem::replace(&mut lx.primary_only, true);
            let inner = parse_src(lx, spec, labels);
            lx.primary_only = outer;
            let (o, inner) = inner?;
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
    // A float literal (with its sign) stands alone; an integer, a parenthesis, a unary operator
    // or a name that is no register starts an expression.
    let float = match lx.peek() {
        Some(Tok::Float(_)) => true,
        Some(Tok::Punct('-')) => matches!(lx.toks.get(lx.pos + 1), Some((Tok::Float(_), _))),
        _ => false,
    };
    let expression = !float
        && match lx.peek() {
            Some(Tok::Int(_) | Tok::Punct('(' | '-' | '~' | '!' | '+')) => true,
            Some(Tok::Ident(n)) => !register_or_abs_at(lx, lx.pos) && !is_agpr_name(n),
            _ => false,
        };
    let number = if float {
        parse_number(lx)
    } else if expression {
        let e = if lx.primary_only {
            super::expr::parse_primary(lx)?
        } else {
            super::expr::parse_expr(lx)?
        };
        match e.value() {
            Some(v) => Some(Num::Int(v)),
            // llvm-mc takes an expression with a symbol in a 32-bit source (a 16-bit one of
            // SALU too): a literal to be relocated, kept as a label operand named by the
            // expression's text (only `show_encoding` lists it, as llvm-mc does). Modifier
            // names such as `off` or `lds`, and register names inside the expression, are
            // symbols there.
            None if symbol_allowed(spec) => {
                let name = e.text();
                let idx = labels.iter().position(|l| *l == name).unwrap_or_else(|| {
                    labels.push(name);
                    labels.len() - 1
                });
                return Ok((Operand::Label(idx as u32), mods));
            }
            None => {
                return Err(ParseError {
                    line: lx.line,
                    col,
                    message: "invalid operand for instruction".into(),
                })
            }
        }
    } else {
        None
    };
    if let Some(n) = number {
        // (A lane-mask source, the carry-in or v_cndmask's mask, takes no constant; nor does
        // a 128-bit source, `v_mqsad_u32_u8`'s SRC2.)
        if !matches!(spec.kind, Kind::SSrc | Kind::VSrc) || spec.write || spec.dwords >= 4 {
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
                // (And a SOP1 register-only 32-bit source: `s_movrels_b32`, `s_cbranch_join`.)
                let source = (matches!(spec.kind, Kind::SSrc | Kind::VSrc | Kind::BufSoffset)
                    && !spec.write)
                    || (spec.kind == Kind::Vcc && spec.dwords == 2)
                    || (spec.kind == Kind::SReg
                        && spec.field == Field::Ssrc0
                        && spec.dwords == 1
                        && !spec.write)
                    // (And the lane reads' scalar destination, `v_readlane_b32 src_vccz, ...`.)
                    || (spec.kind == Kind::SRegV && spec.write);
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
        // (Accumulator register names, `a16`, `acc5`: GFX908, are no symbols for llvm-mc.)
        None => Err(ParseError {
            line: lx.line,
            col,
            message: format!("invalid operand '{name}'"),
        }),
    }
}

/// Whether a source slot takes a symbolic literal, as llvm-mc-14 has it: a 32-bit source
/// read as a 32-bit value (a 16-bit one of SALU too) where a literal can go.
fn symbol_allowed(spec: &OperandSpec) -> bool {
    matches!(spec.kind, Kind::SSrc | Kind::VSrc)
        && !spec.write
        && spec.dwords == 1
        && (matches!(spec.ty, Ty::I32 | Ty::F32) || spec.kind == Kind::SSrc)
        && matches!(spec.field, Field::Src0 | Field::Ssrc0 | Field::Ssrc1)
}

/// Whether the token at `at` starts a register (`v1`, `s[2:3]`, `vcc`, ...) or `|x|`: what a
/// leading `-` negates as a modifier.
fn register_or_abs_at(lx: &Lexer, at: usize) -> bool {
    match lx.toks.get(at) {
        Some((Tok::Punct('|'), _)) => true,
        Some((Tok::Ident(n), _)) => {
            looks_like_register(n)
                || (matches!(n.as_str(), "s" | "v" | "ttmp")
                    && matches!(lx.toks.get(at + 1), Some((Tok::Punct('['), _))))
        }
        _ => false,
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
