//! Immediate fields written in LLVM's named syntax: `name:value` and `name:[a,b,...]`
//! arguments, the per-format immediate kinds (offsets, `hwreg(...)`, `sendmsg(...)`,
//! `s_waitcnt` counters, DPP/SDWA selects, ...), bit lists and `ds_swizzle` patterns.

use super::lexer::{Lexer, Tok};
use super::ParseError;
use crate::syntax::{
    waitcnt_fields, waitcnt_value, GPR_IDX_NAMES, GS_OP_NAMES, HWREG_NAMES, MSG_NAMES,
    SYSMSG_OP_NAMES,
};
use crate::table::ImmKind;

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

pub(super) fn parse_imm(lx: &mut Lexer, kind: ImmKind) -> Result<i32, ParseError> {
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
                // (A separator must be followed by another counter.)
                if (lx.eat('&') || lx.eat(',')) && !matches!(lx.peek(), Some(Tok::Ident(_))) {
                    return lx.err("expected a counter name");
                }
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
                if v >> p & 1 != 0 {
                    return bad("duplicate VGPR index mode");
                }
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
        // (A numeric message is unsigned for llvm-mc: `s_sendmsg -1` is refused.)
        ImmKind::Hwreg | ImmKind::Sendmsg => {
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

pub(super) fn parse_bits(lx: &mut Lexer) -> Result<u8, ParseError> {
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

/// Parse `(...)` after `swizzle` into a ds_swizzle offset.
pub(super) fn parse_swizzle(lx: &mut Lexer) -> Result<i64, ParseError> {
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
