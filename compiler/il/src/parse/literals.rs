//! Literal tokens of IL text, parsed without a `Parser`: numbers (decimal, hex, float),
//! texel offsets, swizzles, write masks and component sets.

use crate::enums::{CompSel, DstComp};

/// A parsed number: an integer value, or the bits of a float.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Number {
    /// An integer (decimal or `0x` hex), possibly negative.
    Int(i64),
    /// The IEEE-754 single-precision bits of a float literal.
    Bits(u32),
}

/// Parses `0x1F`, `-3`, `1.5`, `1.5f`, `-2e3`, `1.0e-3f`.
pub(crate) fn parse_number(text: &str) -> Option<Number> {
    let (neg, body) = match text.as_bytes().first()? {
        b'-' => (true, text.get(1..)?),
        b'+' => (false, text.get(1..)?),
        _ => (false, text),
    };
    if body.is_empty() {
        return None;
    }
    if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        let v = i64::from_str_radix(hex, 16).ok()?;
        return Some(Number::Int(if neg { -v } else { v }));
    }
    if body.bytes().all(|b| b.is_ascii_digit()) {
        let v: i64 = body.parse().ok()?;
        return Some(Number::Int(if neg { -v } else { v }));
    }
    let f = body.strip_suffix(['f', 'F']).unwrap_or(body);
    if f.is_empty()
        || !f
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'-' | b'+'))
    {
        return None;
    }
    if !f.bytes().next()?.is_ascii_digit() && !f.starts_with('.') {
        return None;
    }
    let v: f32 = f.parse().ok()?;
    Some(Number::Bits((if neg { -v } else { v }).to_bits()))
}

/// `s` in lower case, borrowed when it already is (the common case: no allocation).
pub(super) fn lower(s: &str) -> std::borrow::Cow<'_, str> {
    if s.bytes().any(|b| b.is_ascii_uppercase()) {
        std::borrow::Cow::Owned(s.to_ascii_lowercase())
    } else {
        std::borrow::Cow::Borrowed(s)
    }
}

pub(super) fn is_hex(text: &str) -> bool {
    let t = text.trim_start_matches(['-', '+']);
    t.starts_with("0x") || t.starts_with("0X")
}

pub(super) fn parse_u32(text: &str) -> Option<u32> {
    match parse_number(text)? {
        Number::Int(i) => u32::try_from(i).ok(),
        Number::Bits(_) => None,
    }
}

/// Parses the `u,v,w` of `_aoffimmi(..)`: integers, or floats with a whole value (AMD-SPL
/// writes `_aoffimmi(0.0,0.0,0.0)`; the manual's offsets are texel-space 7.1 fixed point,
/// L5850, and the model keeps whole texels).
pub(super) fn parse_offsets(text: &str) -> Option<[i32; 3]> {
    let mut out = [0i32; 3];
    let mut n = 0;
    for part in text.split(',') {
        let slot = out.get_mut(n)?;
        match parse_number(part.trim())? {
            Number::Int(i) => *slot = i32::try_from(i).ok()?,
            Number::Bits(b) => {
                let f = f32::from_bits(b);
                if f.fract() != 0.0 || !(-64.0..=63.0).contains(&f) {
                    return None;
                }
                *slot = f as i32;
            }
        }
        n += 1;
    }
    (n == 3).then_some(out)
}

/// Component letter → index (xyzw or rgba, any case).
pub(crate) fn comp_index(c: u8) -> Option<u8> {
    match c.to_ascii_lowercase() {
        b'x' | b'r' => Some(0),
        b'y' | b'g' => Some(1),
        b'z' | b'b' => Some(2),
        b'w' | b'a' => Some(3),
        _ => None,
    }
}

pub(super) fn parse_swizzle(text: &[u8]) -> Option<[CompSel; 4]> {
    if text.is_empty() || text.len() > 4 {
        return None;
    }
    let mut out = [CompSel::X; 4];
    let mut last = CompSel::X;
    for i in 0..4 {
        if let Some(&c) = text.get(i) {
            last = match c {
                b'0' => CompSel::Zero,
                b'1' => CompSel::One,
                _ => CompSel::from_number(u32::from(comp_index(c)?))?,
            };
        }
        if let Some(slot) = out.get_mut(i) {
            *slot = last;
        }
    }
    Some(out)
}

pub(super) fn parse_mask(text: &[u8]) -> Option<[DstComp; 4]> {
    if text.is_empty() || text.len() > 4 {
        return None;
    }
    let mut out = [DstComp::NoWrite; 4];
    let mut p = 0usize;
    for &c in text {
        match c {
            b'_' | b'0' | b'1' => {
                let slot = out.get_mut(p)?;
                *slot = match c {
                    b'_' => DstComp::NoWrite,
                    b'0' => DstComp::Zero,
                    _ => DstComp::One,
                };
                p += 1;
            }
            _ => {
                let k = usize::from(comp_index(c)?);
                if k < p {
                    return None;
                }
                *out.get_mut(k)? = DstComp::Write;
                p = k + 1;
            }
        }
    }
    Some(out)
}

pub(super) fn parse_comp_set(text: &[u8]) -> Option<u8> {
    let mut bits = 0u8;
    for &c in text {
        bits |= 1 << comp_index(c)?;
    }
    (bits != 0).then_some(bits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::enums::CompSel::*;

    #[test]
    fn numbers() {
        assert_eq!(parse_number("0x3f800000"), Some(Number::Int(0x3f80_0000)));
        assert_eq!(parse_number("-2"), Some(Number::Int(-2)));
        assert_eq!(parse_number("1.5f"), Some(Number::Bits(0x3fc0_0000)));
        assert_eq!(parse_number("1.0"), Some(Number::Bits(0x3f80_0000)));
        assert_eq!(parse_number("-0.5"), Some(Number::Bits(0xbf00_0000)));
        assert_eq!(parse_number("abc"), None);
        assert_eq!(parse_number("f"), None);
    }

    #[test]
    fn swizzles_repeat_last() {
        assert_eq!(parse_swizzle(b"xy"), Some([X, Y, Y, Y]));
        assert_eq!(parse_swizzle(b"zyx1"), Some([Z, Y, X, One]));
        assert_eq!(parse_swizzle(b"x"), Some([X, X, X, X]));
        assert_eq!(parse_swizzle(b"q"), None);
        assert_eq!(parse_swizzle(b"xyzwx"), None);
    }

    #[test]
    fn masks_are_positional() {
        use DstComp::*;
        assert_eq!(parse_mask(b"x"), Some([Write, NoWrite, NoWrite, NoWrite]));
        assert_eq!(parse_mask(b"x_z_"), Some([Write, NoWrite, Write, NoWrite]));
        assert_eq!(parse_mask(b"yz1"), Some([NoWrite, Write, Write, One]));
        assert_eq!(parse_mask(b"_w"), Some([NoWrite, NoWrite, NoWrite, Write]));
        assert_eq!(parse_mask(b"xz"), Some([Write, NoWrite, Write, NoWrite]));
        assert_eq!(parse_mask(b"zx"), None);
    }
}
