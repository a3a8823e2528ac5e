//! Bit-field helpers shared by every microcode codec: a field is `width` bits starting at bit `lo`
//! of a 32-bit dword, exactly as the manual's "Bits hi:lo" columns describe them.

/// Extracts the field of `width` bits at `lo` from `word`.
#[inline]
pub(crate) const fn get(word: u32, lo: u32, width: u32) -> u32 {
    (word >> lo) & mask(width)
}

/// Extracts a one-bit flag at `bit`.
#[inline]
pub(crate) const fn flag(word: u32, bit: u32) -> bool {
    (word >> bit) & 1 != 0
}

/// Places `value` (already known to fit) into the field of `width` bits at `lo`.
#[inline]
pub(crate) const fn put(value: u32, lo: u32, width: u32) -> u32 {
    (value & mask(width)) << lo
}

/// Places a one-bit flag at `bit`.
#[inline]
pub(crate) const fn put_flag(value: bool, bit: u32) -> u32 {
    (value as u32) << bit
}

/// A mask of the low `width` bits.
#[inline]
pub(crate) const fn mask(width: u32) -> u32 {
    if width >= 32 {
        u32::MAX
    } else {
        (1u32 << width) - 1
    }
}

/// Sign-extends the low `width` bits of `value` (two's complement fields such as LOD_BIAS).
#[inline]
pub(crate) const fn sign_extend(value: u32, width: u32) -> i32 {
    let shift = 32 - width;
    ((value << shift) as i32) >> shift
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_round_trip() {
        assert_eq!(get(0xA008_0000, 18, 7), 2);
        assert_eq!(put(2, 18, 7), 0x0008_0000);
        assert_eq!(mask(32), u32::MAX);
        assert_eq!(sign_extend(0b11111, 5), -1);
        assert_eq!(sign_extend(0b01111, 5), 15);
        assert!(flag(0x8000_0000, 31));
        assert_eq!(put_flag(true, 31), 0x8000_0000);
    }
}
