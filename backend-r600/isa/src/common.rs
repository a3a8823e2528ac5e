//! Small enumerations shared by several microcode formats: vector elements (channels) and the
//! 3-bit component selects of fetch and export instructions.

use std::fmt;

/// One 32-bit element of a 128-bit register (the manual's `SEL_X`…`SEL_W`, `ELEM_X`…).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Chan {
    /// Element X (0).
    #[default]
    X = 0,
    /// Element Y (1).
    Y = 1,
    /// Element Z (2).
    Z = 2,
    /// Element W (3).
    W = 3,
}

impl Chan {
    /// All channels in encoding order.
    pub const ALL: [Chan; 4] = [Chan::X, Chan::Y, Chan::Z, Chan::W];

    /// The channel with field value `v & 3`.
    pub const fn from_bits(v: u32) -> Chan {
        match v & 3 {
            0 => Chan::X,
            1 => Chan::Y,
            2 => Chan::Z,
            _ => Chan::W,
        }
    }

    /// The lower-case letter used by the assembly text.
    pub const fn letter(self) -> char {
        match self {
            Chan::X => 'x',
            Chan::Y => 'y',
            Chan::Z => 'z',
            Chan::W => 'w',
        }
    }

    /// The channel written as `letter` (`x`, `y`, `z`, `w`, case-insensitive).
    pub fn from_letter(letter: char) -> Option<Chan> {
        match letter.to_ascii_lowercase() {
            'x' => Some(Chan::X),
            'y' => Some(Chan::Y),
            'z' => Some(Chan::Z),
            'w' => Some(Chan::W),
            _ => None,
        }
    }
}

impl fmt::Display for Chan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A 3-bit component select (`SEL_X`, …, `SEL_0`, `SEL_1`, `SEL_MASK`) as used by DST_SEL_* of
/// TEX/VTX, SRC_SEL_* of TEX and SEL_* of CF_ALLOC_IMP_EXP_DWORD1_SWIZ. Value 6 is reserved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CompSel {
    /// 0: element X.
    #[default]
    X = 0,
    /// 1: element Y.
    Y = 1,
    /// 2: element Z.
    Z = 2,
    /// 3: element W.
    W = 3,
    /// 4: constant 0.0.
    Zero = 4,
    /// 5: constant 1.0.
    One = 5,
    /// 7: element masked (not written).
    Mask = 7,
}

impl CompSel {
    /// Decodes a 3-bit field; `None` for the reserved value 6.
    pub const fn from_bits(v: u32) -> Option<CompSel> {
        match v & 7 {
            0 => Some(CompSel::X),
            1 => Some(CompSel::Y),
            2 => Some(CompSel::Z),
            3 => Some(CompSel::W),
            4 => Some(CompSel::Zero),
            5 => Some(CompSel::One),
            7 => Some(CompSel::Mask),
            _ => None,
        }
    }

    /// The character used in assembly swizzles: `x y z w 0 1 _`.
    pub const fn letter(self) -> char {
        match self {
            CompSel::X => 'x',
            CompSel::Y => 'y',
            CompSel::Z => 'z',
            CompSel::W => 'w',
            CompSel::Zero => '0',
            CompSel::One => '1',
            CompSel::Mask => '_',
        }
    }

    /// The select written as `c` in a swizzle.
    pub fn from_letter(c: char) -> Option<CompSel> {
        match c.to_ascii_lowercase() {
            'x' => Some(CompSel::X),
            'y' => Some(CompSel::Y),
            'z' => Some(CompSel::Z),
            'w' => Some(CompSel::W),
            '0' => Some(CompSel::Zero),
            '1' => Some(CompSel::One),
            '_' => Some(CompSel::Mask),
            _ => None,
        }
    }
}

/// The identity swizzle `xyzw`.
pub const SWIZZLE_XYZW: [CompSel; 4] = [CompSel::X, CompSel::Y, CompSel::Z, CompSel::W];
