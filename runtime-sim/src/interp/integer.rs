//! Per-component semantics of the integer, unsigned, bit and multimedia opcodes (manual
//! §7.7-7.9 and §7.13, L6599-7291 and L9656-9807) as pure functions over 32-bit words.
//!
//! Chosen behaviour where the manual is silent or contradictory:
//! - UDIV / UMOD by zero are not specified (L6940, L7036). This implementation returns
//!   0xFFFFFFFF for `udiv(x, 0)` and `x` for `umod(x, 0)` (what the R600/GCN division
//!   macro sequences produce and what keeps `x == q*d + r` meaningful), and the interpreter
//!   documents it in `docs/`.
//! - Shift counts are masked to five bits (L3228, L6898, L7136): `ishl(x, 33) == ishl(x, 1)`.
//! - The bit-extract formulas print `^ 0x1F` where `& 0x1F` is meant (L7172-7173,
//!   L7245-7246): width and offset are the five low bits of their sources.
//! - `ffb_hi` / `ffb_shi` count the position from the MSB (L7225-7228: "starting from ... the
//!   MSB for ffb_hi"), i.e. the number of leading zeros (resp. leading sign copies).
//! - 24-bit multiplies: the `*_HIGH` forms return the high 16 bits of the 48-bit product
//!   (L7108-7110), i.e. bits 47:32.

/// IADD (L6688): wrapping add.
pub fn iadd(a: u32, b: u32) -> u32 {
    a.wrapping_add(b)
}

/// INEGATE (L6853): two's complement.
pub fn inegate(a: u32) -> u32 {
    a.wrapping_neg()
}

/// IMUL / UMUL (L6798, L7051): low 32 bits of the product (the same for both signs).
pub fn imul(a: u32, b: u32) -> u32 {
    a.wrapping_mul(b)
}

/// IMUL_HIGH (L6811): high 32 bits of the signed 64-bit product.
pub fn imul_high(a: u32, b: u32) -> u32 {
    (((a as i32 as i64) * (b as i32 as i64)) >> 32) as u32
}

/// UMUL_HIGH (L7064): high 32 bits of the unsigned 64-bit product.
pub fn umul_high(a: u32, b: u32) -> u32 {
    (((a as u64) * (b as u64)) >> 32) as u32
}

/// IMAD / UMAD (L6754, L6992): `a*b + c` modulo 2^32.
pub fn imad(a: u32, b: u32, c: u32) -> u32 {
    a.wrapping_mul(b).wrapping_add(c)
}

/// Sign-extends the low 24 bits.
fn s24(a: u32) -> i64 {
    (((a << 8) as i32) >> 8) as i64
}

/// IMUL24 (L6825): low 32 bits of the product of the signed 24-bit operands.
pub fn imul24(a: u32, b: u32) -> u32 {
    (s24(a) * s24(b)) as u32
}

/// IMUL24_HIGH (L6838): bits 47:32 of the signed 48-bit product (sign-extended to 32).
pub fn imul24_high(a: u32, b: u32) -> u32 {
    ((s24(a) * s24(b)) >> 32) as u32
}

/// IMAD24 (L6763): `imul24(a, b) + c`.
pub fn imad24(a: u32, b: u32, c: u32) -> u32 {
    imul24(a, b).wrapping_add(c)
}

/// UMUL24 (L7087): low 32 bits of the product of the unsigned 24-bit operands.
pub fn umul24(a: u32, b: u32) -> u32 {
    ((a as u64 & 0xFF_FFFF) * (b as u64 & 0xFF_FFFF)) as u32
}

/// UMUL24_HIGH (L7100-7110): bits 47:32 of the unsigned 48-bit product.
pub fn umul24_high(a: u32, b: u32) -> u32 {
    (((a as u64 & 0xFF_FFFF) * (b as u64 & 0xFF_FFFF)) >> 32) as u32
}

/// UMAD24 (L7005): `umul24(a, b) + c`.
pub fn umad24(a: u32, b: u32, c: u32) -> u32 {
    umul24(a, b).wrapping_add(c)
}

/// UDIV (L6940); see the module doc for division by zero.
pub fn udiv(a: u32, b: u32) -> u32 {
    a.checked_div(b).unwrap_or(u32::MAX)
}

/// UMOD (L7036); see the module doc for division by zero.
pub fn umod(a: u32, b: u32) -> u32 {
    a.checked_rem(b).unwrap_or(a)
}

/// IMAX (L6780).
pub fn imax(a: u32, b: u32) -> u32 {
    (a as i32).max(b as i32) as u32
}

/// IMIN (L6780).
pub fn imin(a: u32, b: u32) -> u32 {
    (a as i32).min(b as i32) as u32
}

/// UMAX (L7018).
pub fn umax(a: u32, b: u32) -> u32 {
    a.max(b)
}

/// UMIN (L7018).
pub fn umin(a: u32, b: u32) -> u32 {
    a.min(b)
}

/// A compare mask (0xFFFFFFFF / 0, L6740).
fn mask(b: bool) -> u32 {
    if b {
        u32::MAX
    } else {
        0
    }
}

/// IEQ (L6738).
pub fn ieq(a: u32, b: u32) -> u32 {
    mask(a == b)
}

/// INE (L6738).
pub fn ine(a: u32, b: u32) -> u32 {
    mask(a != b)
}

/// IGE (L6738), signed.
pub fn ige(a: u32, b: u32) -> u32 {
    mask(a as i32 >= b as i32)
}

/// ILT (L6738), signed.
pub fn ilt(a: u32, b: u32) -> u32 {
    mask((a as i32) < b as i32)
}

/// UGE (L6977).
pub fn uge(a: u32, b: u32) -> u32 {
    mask(a >= b)
}

/// ULT (L6977).
pub fn ult(a: u32, b: u32) -> u32 {
    mask(a < b)
}

/// ISHL (L6895): count masked to 5 bits.
pub fn ishl(a: u32, n: u32) -> u32 {
    a << (n & 0x1F)
}

/// ISHR (L6895): arithmetic shift, count masked to 5 bits.
pub fn ishr(a: u32, n: u32) -> u32 {
    ((a as i32) >> (n & 0x1F)) as u32
}

/// USHR (L7134): logical shift, count masked to 5 bits.
pub fn ushr(a: u32, n: u32) -> u32 {
    a >> (n & 0x1F)
}

/// ICARRY (L6729): 1 when `a + b` overflows 32 bits.
pub fn icarry(a: u32, b: u32) -> u32 {
    a.overflowing_add(b).1 as u32
}

/// IBORROW (L6714): 1 when `a - b` borrows (unsigned `a < b`).
pub fn iborrow(a: u32, b: u32) -> u32 {
    (a < b) as u32
}

/// IBIT_EXTRACT (L7162-7184) with the manual's pseudocode: `width = src0 & 0x1F`,
/// `offset = src1 & 0x1F`; width 0 gives 0; if `width + offset < 32` the field is shifted to
/// the top and arithmetically back, else `src2 >> offset` (arithmetic).
pub fn ibit_extract(src0: u32, src1: u32, src2: u32) -> u32 {
    let (width, offset) = (src0 & 0x1F, src1 & 0x1F);
    if width == 0 {
        0
    } else if width + offset < 32 {
        (((src2 << (32 - (width + offset))) as i32) >> (32 - width)) as u32
    } else {
        ((src2 as i32) >> offset) as u32
    }
}

/// UBIT_EXTRACT (L7237-7250): as [`ibit_extract`] with logical shifts.
pub fn ubit_extract(src0: u32, src1: u32, src2: u32) -> u32 {
    let (width, offset) = (src0 & 0x1F, src1 & 0x1F);
    if width == 0 {
        0
    } else if width + offset < 32 {
        (src2 << (32 - (width + offset))) >> (32 - width)
    } else {
        src2 >> offset
    }
}

/// UBIT_INSERT (L7271-7280): `bitmask = ((1 << width) - 1) << offset`;
/// `dst = ((src2 << offset) & bitmask) | (src3 & !bitmask)`, widths and offsets 5 bits.
pub fn ubit_insert(src0: u32, src1: u32, src2: u32, src3: u32) -> u32 {
    let (width, offset) = (src0 & 0x1F, src1 & 0x1F);
    let bitmask = ((1u32 << width) - 1) << offset;
    ((src2 << offset) & bitmask) | (src3 & !bitmask)
}

/// ICOUNTBITS (L7212).
pub fn icountbits(a: u32) -> u32 {
    a.count_ones()
}

/// The three searches of IFIRSTBIT (L7222-7229, control 0/1/2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstBit {
    /// `ffb(lo)`: position of the lowest set bit, from the LSB.
    Lo,
    /// `ffb(hi)`: position of the highest set bit, counted from the MSB.
    Hi,
    /// `ffb(shi)`: for negative values the first 0 from the MSB, else the first 1.
    SignedHi,
}

/// IFIRSTBIT: 0xFFFFFFFF when nothing is found (L7229).
pub fn ffb(kind: FirstBit, a: u32) -> u32 {
    let v = match kind {
        FirstBit::Lo => a,
        FirstBit::Hi => a,
        FirstBit::SignedHi => {
            if (a as i32) < 0 {
                !a
            } else {
                a
            }
        }
    };
    if v == 0 {
        return u32::MAX;
    }
    match kind {
        FirstBit::Lo => v.trailing_zeros(),
        FirstBit::Hi | FirstBit::SignedHi => v.leading_zeros(),
    }
}

/// UBIT_REVERSE (L7285); the manual's example drops a digit (0x12345678 → 0x1E6A2C48).
pub fn ubit_reverse(a: u32) -> u32 {
    a.reverse_bits()
}

/// BIT_ALIGN (L9662): `((src0:src1) >> (src2 & 31))`, low 32 bits, src0 the high word.
pub fn bit_align(src0: u32, src1: u32, src2: u32) -> u32 {
    ((((src0 as u64) << 32) | src1 as u64) >> (src2 & 0x1F)) as u32
}

/// BYTE_ALIGN (L9690): `((src0:src1) >> (8 * (src2 & 3)))`, low 32 bits.
pub fn byte_align(src0: u32, src1: u32, src2: u32) -> u32 {
    ((((src0 as u64) << 32) | src1 as u64) >> (8 * (src2 & 3))) as u32
}

/// UNPACKk (L9770-9796): byte `k` of `a` converted to float.
pub fn unpack(k: u32, a: u32) -> u32 {
    (((a >> (8 * (k & 3))) & 0xFF) as f32).to_bits()
}

/// Sum of absolute differences of the four bytes of `a` and `b`.
fn sad8(a: u32, b: u32) -> u32 {
    a.to_le_bytes()
        .iter()
        .zip(b.to_le_bytes().iter())
        .map(|(&x, &y)| x.abs_diff(y) as u32)
        .sum()
}

/// SAD (L9724): `sad8(src0, src1) + src2`.
pub fn sad(src0: u32, src1: u32, src2: u32) -> u32 {
    sad8(src0, src1).wrapping_add(src2)
}

/// SAD_HI (L9746): `(sad8(src0, src1) << 16) + src2`.
pub fn sad_hi(src0: u32, src1: u32, src2: u32) -> u32 {
    (sad8(src0, src1) << 16).wrapping_add(src2)
}

/// SAD4 (L9750): `sad8` over the four component pairs plus `src2.x`, replicated.
pub fn sad4(a: &[u32; 4], b: &[u32; 4], c: u32) -> u32 {
    a.iter()
        .zip(b.iter())
        .fold(c, |acc, (&x, &y)| acc.wrapping_add(sad8(x, y)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_wraps() {
        assert_eq!(iadd(0xFFFF_FFFF, 2), 1);
        assert_eq!(inegate(5), 0xFFFF_FFFB);
        assert_eq!(inegate(0x8000_0000), 0x8000_0000);
        assert_eq!(imul(0x1_0001, 0x1_0001), 0x0002_0001);
        assert_eq!(imul_high(0xFFFF_FFFF, 0xFFFF_FFFF), 0); // (-1)*(-1) = 1
        assert_eq!(imul_high(0x8000_0000, 2), 0xFFFF_FFFF); // -2^31*2 = -2^32
        assert_eq!(umul_high(0xFFFF_FFFF, 0xFFFF_FFFF), 0xFFFF_FFFE);
        assert_eq!(imad(3, 4, 0xFFFF_FFFF), 11);
    }

    #[test]
    fn mul24_ignores_the_top_byte() {
        assert_eq!(imul24(0xFF00_0003, 0x0000_0005), 15);
        assert_eq!(imul24(0x00FF_FFFF, 2), 0xFFFF_FFFE); // -1 * 2
        assert_eq!(umul24(0x00FF_FFFF, 0x00FF_FFFF), 0xFE00_0001); // (2^24-1)^2 low
        assert_eq!(umul24_high(0x00FF_FFFF, 0x00FF_FFFF), 0xFFFF); // bits 47:32
        assert_eq!(imul24_high(0x0080_0000, 0x0080_0000), 0x4000); // (-2^23)^2 = 2^46
        assert_eq!(umad24(2, 3, 4), 10);
        assert_eq!(imad24(0x00FF_FFFF, 3, 10), 7);
    }

    #[test]
    fn division_by_zero_is_defined_here() {
        assert_eq!(udiv(17, 5), 3);
        assert_eq!(umod(17, 5), 2);
        assert_eq!(udiv(17, 0), 0xFFFF_FFFF);
        assert_eq!(umod(17, 0), 17);
    }

    #[test]
    fn compares_and_minmax() {
        assert_eq!(ilt(0xFFFF_FFFF, 0), u32::MAX);
        assert_eq!(ult(0xFFFF_FFFF, 0), 0);
        assert_eq!(ige(0, 0xFFFF_FFFF), u32::MAX);
        assert_eq!(uge(0, 0xFFFF_FFFF), 0);
        assert_eq!(ieq(4, 4), u32::MAX);
        assert_eq!(ine(4, 4), 0);
        assert_eq!(imax(0xFFFF_FFFF, 1), 1);
        assert_eq!(umax(0xFFFF_FFFF, 1), 0xFFFF_FFFF);
        assert_eq!(imin(0xFFFF_FFFF, 1), 0xFFFF_FFFF);
        assert_eq!(umin(0xFFFF_FFFF, 1), 1);
    }

    #[test]
    fn shifts_mask_the_count() {
        assert_eq!(ishl(1, 33), 2); // L6898: 33 behaves as 1
        assert_eq!(ishr(0x8000_0000, 31), 0xFFFF_FFFF);
        assert_eq!(ishr(0x8000_0000, 32), 0x8000_0000);
        assert_eq!(ushr(0x8000_0000, 31), 1);
        assert_eq!(ushr(0x8000_0000, 63), 1);
    }

    #[test]
    fn carry_borrow() {
        assert_eq!(icarry(0xFFFF_FFFF, 1), 1);
        assert_eq!(icarry(0xFFFF_FFFE, 1), 0);
        assert_eq!(iborrow(1, 2), 1);
        assert_eq!(iborrow(2, 2), 0);
    }

    #[test]
    fn bit_fields() {
        // 0xABCD1234: bits 8..15 = 0x12
        assert_eq!(ubit_extract(8, 8, 0xABCD_1234), 0x12);
        assert_eq!(ibit_extract(8, 8, 0xABCD_8234), 0xFFFF_FF82);
        assert_eq!(ubit_extract(0, 8, 0xFFFF_FFFF), 0);
        // width + offset >= 32: src2 >> offset
        assert_eq!(ubit_extract(16, 24, 0xAB00_0000), 0xAB);
        assert_eq!(ibit_extract(16, 24, 0xAB00_0000), 0xFFFF_FFAB);
        // counts are masked to five bits: 40 & 31 = 8
        assert_eq!(ubit_extract(40, 40, 0xABCD_1234), 0x12);
        assert_eq!(ubit_insert(8, 8, 0xFF, 0x1234_5678), 0x1234_FF78);
        assert_eq!(ubit_insert(0, 8, 0xFF, 0x1234_5678), 0x1234_5678);
        assert_eq!(ubit_insert(4, 28, 0xA, 0x1234_5678), 0xA234_5678);
        assert_eq!(icountbits(0xF0F0_0001), 9);
        assert_eq!(ubit_reverse(0x1234_5678), 0x1E6A_2C48);
    }

    #[test]
    fn first_bit() {
        assert_eq!(ffb(FirstBit::Lo, 1), 0); // L7228 example
        assert_eq!(ffb(FirstBit::Lo, 0x80), 7);
        assert_eq!(ffb(FirstBit::Hi, 0x8000_0000), 0);
        assert_eq!(ffb(FirstBit::Hi, 1), 31);
        assert_eq!(ffb(FirstBit::Lo, 0), u32::MAX);
        assert_eq!(ffb(FirstBit::Hi, 0), u32::MAX);
        assert_eq!(ffb(FirstBit::SignedHi, 0xFFFF_FFFF), u32::MAX);
        assert_eq!(ffb(FirstBit::SignedHi, 0xF000_0000), 4);
        assert_eq!(ffb(FirstBit::SignedHi, 0x0000_FFFF), 16);
    }

    #[test]
    fn multimedia() {
        assert_eq!(bit_align(0x1234_5678, 0x9ABC_DEF0, 8), 0x789A_BCDE);
        assert_eq!(byte_align(0x1234_5678, 0x9ABC_DEF0, 1), 0x789A_BCDE);
        assert_eq!(byte_align(0x1234_5678, 0x9ABC_DEF0, 0), 0x9ABC_DEF0);
        assert_eq!(unpack(2, 0x00C8_0000), 200.0f32.to_bits());
        assert_eq!(sad(0x0102_0304, 0x0401_0203, 10), 3 + 1 + 1 + 1 + 10);
        assert_eq!(sad_hi(0x0000_0002, 0, 1), (2 << 16) + 1);
        assert_eq!(
            sad4(&[0x0000_00FF, 1, 0, 0x0101_0101], &[0, 3, 0, 0], 7),
            255 + 2 + 4 + 7
        );
    }
}
