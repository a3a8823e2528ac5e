//! Operands: register ranges, special registers, inline constants, literals and immediates,
//! with their source-field codes (manual L1319-1438, L1917-2046).

use crate::table::Ty;

/// A range of consecutive registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegRange {
    /// First register number.
    pub first: u16,
    /// Number of registers (1 for a single register).
    pub count: u8,
}

/// A special scalar register or read-only source, by its source-field code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpecialReg {
    /// FLAT_SCRATCH low half (102); as a 64-bit operand, the whole `flat_scratch`.
    FlatScratchLo,
    /// FLAT_SCRATCH high half (103).
    FlatScratchHi,
    /// XNACK_MASK low half (104); as a 64-bit operand, `xnack_mask`.
    XnackMaskLo,
    /// XNACK_MASK high half (105).
    XnackMaskHi,
    /// VCC low half (106); as a 64-bit operand, `vcc`.
    VccLo,
    /// VCC high half (107).
    VccHi,
    /// M0 (124).
    M0,
    /// Register 125, which llvm-mc-14 names `null` (reads as zero, writes are dropped).
    Null,
    /// EXEC low half (126); as a 64-bit operand, `exec`.
    ExecLo,
    /// EXEC high half (127).
    ExecHi,
    /// Aperture base of the shared (LDS) segment (235).
    SharedBase,
    /// Aperture limit of the shared segment (236).
    SharedLimit,
    /// Aperture base of the private segment (237).
    PrivateBase,
    /// Aperture limit of the private segment (238).
    PrivateLimit,
    /// POPS exiting wave id (239).
    PopsExitingWaveId,
    /// VCCZ bit as a value (251).
    Vccz,
    /// EXECZ bit as a value (252).
    Execz,
    /// SCC as a value (253).
    Scc,
    /// LDS direct read (254, VALU src0 only).
    LdsDirect,
}

/// (register, code, 32-bit name, 64-bit name)
const SPECIALS: [(SpecialReg, u16, &str, &str); 19] = [
    (
        SpecialReg::FlatScratchLo,
        102,
        "flat_scratch_lo",
        "flat_scratch",
    ),
    (SpecialReg::FlatScratchHi, 103, "flat_scratch_hi", ""),
    (SpecialReg::XnackMaskLo, 104, "xnack_mask_lo", "xnack_mask"),
    (SpecialReg::XnackMaskHi, 105, "xnack_mask_hi", ""),
    (SpecialReg::VccLo, 106, "vcc_lo", "vcc"),
    (SpecialReg::VccHi, 107, "vcc_hi", ""),
    (SpecialReg::M0, 124, "m0", ""),
    (SpecialReg::Null, 125, "null", ""),
    (SpecialReg::ExecLo, 126, "exec_lo", "exec"),
    (SpecialReg::ExecHi, 127, "exec_hi", ""),
    (
        SpecialReg::SharedBase,
        235,
        "src_shared_base",
        "src_shared_base",
    ),
    (
        SpecialReg::SharedLimit,
        236,
        "src_shared_limit",
        "src_shared_limit",
    ),
    (
        SpecialReg::PrivateBase,
        237,
        "src_private_base",
        "src_private_base",
    ),
    (
        SpecialReg::PrivateLimit,
        238,
        "src_private_limit",
        "src_private_limit",
    ),
    (
        SpecialReg::PopsExitingWaveId,
        239,
        "src_pops_exiting_wave_id",
        "src_pops_exiting_wave_id",
    ),
    (SpecialReg::Vccz, 251, "src_vccz", "src_vccz"),
    (SpecialReg::Execz, 252, "src_execz", "src_execz"),
    (SpecialReg::Scc, 253, "src_scc", "src_scc"),
    (
        SpecialReg::LdsDirect,
        254,
        "src_lds_direct",
        "src_lds_direct",
    ),
];

impl SpecialReg {
    /// Source-field code.
    #[inline]
    pub fn code(self) -> u16 {
        SPECIALS.iter().find(|s| s.0 == self).map_or(0, |s| s.1)
    }
    /// The special register with this source-field code.
    #[inline]
    pub fn from_code(code: u16) -> Option<SpecialReg> {
        Some(match code {
            102 => SpecialReg::FlatScratchLo,
            103 => SpecialReg::FlatScratchHi,
            104 => SpecialReg::XnackMaskLo,
            105 => SpecialReg::XnackMaskHi,
            106 => SpecialReg::VccLo,
            107 => SpecialReg::VccHi,
            124 => SpecialReg::M0,
            125 => SpecialReg::Null,
            126 => SpecialReg::ExecLo,
            127 => SpecialReg::ExecHi,
            235 => SpecialReg::SharedBase,
            236 => SpecialReg::SharedLimit,
            237 => SpecialReg::PrivateBase,
            238 => SpecialReg::PrivateLimit,
            239 => SpecialReg::PopsExitingWaveId,
            251 => SpecialReg::Vccz,
            252 => SpecialReg::Execz,
            253 => SpecialReg::Scc,
            254 => SpecialReg::LdsDirect,
            _ => return None,
        })
    }
    /// LLVM's name when used as an operand of `dwords` dwords (empty if it has none).
    pub fn name(self, dwords: u8) -> &'static str {
        let row = SPECIALS.iter().find(|s| s.0 == self);
        match row {
            Some(r) if dwords >= 2 && !r.3.is_empty() => r.3,
            Some(r) => r.2,
            None => "",
        }
    }
    /// Parse a special register name; returns the register and its width in dwords.
    pub fn parse(name: &str) -> Option<(SpecialReg, u8)> {
        for r in SPECIALS.iter() {
            if r.3 == name && !r.2.starts_with("src_") {
                return Some((r.0, 2));
            }
            if r.2 == name {
                return Some((r.0, 1));
            }
        }
        match name {
            "lds_direct" => Some((SpecialReg::LdsDirect, 1)),
            "shared_base" => Some((SpecialReg::SharedBase, 1)),
            "shared_limit" => Some((SpecialReg::SharedLimit, 1)),
            "private_base" => Some((SpecialReg::PrivateBase, 1)),
            "private_limit" => Some((SpecialReg::PrivateLimit, 1)),
            "pops_exiting_wave_id" => Some((SpecialReg::PopsExitingWaveId, 1)),
            "vccz" => Some((SpecialReg::Vccz, 1)),
            "execz" => Some((SpecialReg::Execz, 1)),
            "scc" => Some((SpecialReg::Scc, 1)),
            _ => None,
        }
    }
}

/// An instruction operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// Scalar registers `s[first:first+count-1]`.
    Sgpr(RegRange),
    /// Vector registers.
    Vgpr(RegRange),
    /// Trap temporaries `ttmp[..]`.
    Ttmp(RegRange),
    /// A special register (its width comes from the operand slot).
    Special(SpecialReg),
    /// An inline constant, by its source-field code (128-208 integers, 240-248 floats).
    Inline(u8),
    /// A 32-bit literal dword following the instruction.
    Literal(u32),
    /// An immediate field value (simm16, attribute, ...).
    Imm(i32),
    /// A branch target naming a label of the assembled text (index into its label list).
    Label(u32),
    /// An absent address (`off`).
    Off,
}

/// Highest SGPR number usable on gfx900.
pub const MAX_SGPR: u16 = 101;

impl Operand {
    /// A single SGPR.
    pub fn sgpr(n: u16) -> Operand {
        Operand::Sgpr(RegRange { first: n, count: 1 })
    }
    /// A single VGPR.
    pub fn vgpr(n: u16) -> Operand {
        Operand::Vgpr(RegRange { first: n, count: 1 })
    }
    /// An inline integer constant (-16..=64), if representable.
    pub fn inline_int(v: i64) -> Option<Operand> {
        match v {
            0..=64 => Some(Operand::Inline((128 + v) as u8)),
            -16..=-1 => Some(Operand::Inline((192 - v) as u8)),
            _ => None,
        }
    }

    /// The 8-bit scalar / 9-bit vector source code of this operand (255 for a literal).
    pub fn src_code(&self) -> Option<u16> {
        match *self {
            Operand::Sgpr(r) => Some(r.first),
            Operand::Vgpr(r) => Some(256 + r.first),
            Operand::Ttmp(r) => Some(108 + r.first),
            Operand::Special(s) => Some(s.code()),
            Operand::Inline(c) => Some(u16::from(c)),
            Operand::Literal(_) => Some(255),
            Operand::Imm(_) | Operand::Label(_) | Operand::Off => None,
        }
    }

    /// Decode a source code with `dwords` width; a literal code takes `literal`.
    #[inline]
    pub fn from_src_code(code: u16, dwords: u8, literal: Option<u32>) -> Option<Operand> {
        let range = |first| RegRange {
            first,
            count: dwords,
        };
        Some(match code {
            0..=101 => Operand::Sgpr(range(code)),
            108..=123 => Operand::Ttmp(range(code - 108)),
            128..=208 | 240..=248 => Operand::Inline(code as u8),
            255 => Operand::Literal(literal?),
            256..=511 => Operand::Vgpr(range(code - 256)),
            _ => Operand::Special(SpecialReg::from_code(code)?),
        })
    }

    /// Whether this is a scalar-register operand (counts against the constant bus).
    pub fn is_scalar_reg(&self) -> bool {
        matches!(
            self,
            Operand::Sgpr(_) | Operand::Ttmp(_) | Operand::Special(_)
        )
    }
}

/// Text of an inline constant code for an operand of type `ty`.
pub fn inline_text(code: u8, ty: Ty) -> String {
    match code {
        128..=192 => (i32::from(code) - 128).to_string(),
        193..=208 => (192 - i32::from(code)).to_string(),
        240 => "0.5".into(),
        241 => "-0.5".into(),
        242 => "1.0".into(),
        243 => "-1.0".into(),
        244 => "2.0".into(),
        245 => "-2.0".into(),
        246 => "4.0".into(),
        247 => "-4.0".into(),
        248 => match ty {
            Ty::F64 | Ty::I64 => "0.15915494309189532".into(),
            _ => "0.15915494".into(),
        },
        _ => format!("<inline {code}>"),
    }
}

/// Inline float constants: (code, value).
pub const INLINE_FLOATS: [(u8, f64); 8] = [
    (240, 0.5),
    (241, -0.5),
    (242, 1.0),
    (243, -1.0),
    (244, 2.0),
    (245, -2.0),
    (246, 4.0),
    (247, -4.0),
];

/// Bit patterns of 1/(2*pi) (manual L1987-1993).
pub const INV_2PI_F16: u64 = 0x3118;
/// 1/(2*pi) as f32 bits.
pub const INV_2PI_F32: u64 = 0x3e22_f983;
/// 1/(2*pi) as f64 bits.
pub const INV_2PI_F64: u64 = 0x3fc4_5f30_6dc9_c882;

/// Bits of an inline constant code at type `ty` (the value the hardware reads).
pub fn inline_bits(code: u8, ty: Ty) -> u64 {
    let int = match code {
        128..=192 => Some(i64::from(code) - 128),
        193..=208 => Some(192 - i64::from(code)),
        _ => None,
    };
    if let Some(v) = int {
        return match ty {
            Ty::I64 | Ty::F64 => v as u64,
            Ty::I16 | Ty::F16 => u64::from(v as u16),
            _ => u64::from(v as u32),
        };
    }
    let f = INLINE_FLOATS.iter().find(|c| c.0 == code).map(|c| c.1);
    match (f, ty) {
        (Some(f), Ty::F64 | Ty::I64) => f.to_bits(),
        (Some(f), Ty::F16 | Ty::I16 | Ty::V2F16 | Ty::V2I16) => f16_bits(f),
        (Some(f), _) => u64::from((f as f32).to_bits()),
        (None, Ty::F64 | Ty::I64) => INV_2PI_F64,
        (None, Ty::F16 | Ty::I16 | Ty::V2F16 | Ty::V2I16) => INV_2PI_F16,
        (None, _) => INV_2PI_F32,
    }
}

/// Half-precision bits of the small exact values used by inline constants.
fn f16_bits(f: f64) -> u64 {
    let sign = if f < 0.0 { 0x8000 } else { 0 };
    let exp = f.abs().log2() as i32 + 15;
    sign | ((exp as u64) << 10)
}

/// The inline constant code whose bits at type `ty` equal `bits`, if any.
pub fn inline_for_bits(bits: u64, ty: Ty) -> Option<u8> {
    (128u8..=208)
        .chain(240..=248)
        .find(|&c| inline_bits(c, ty) == bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn special_register_codes_agree_with_the_name_table() {
        for code in 0..512u16 {
            let by_table = SPECIALS.iter().find(|s| s.1 == code).map(|s| s.0);
            assert_eq!(SpecialReg::from_code(code), by_table, "code {code}");
        }
    }
}
