//! Bit-field layouts of the generic IL tokens (manual chapter 2, §2.2): `IL_Lang`,
//! `IL_Version`, `IL_Opcode`, `IL_Dst`/`IL_Src`, `IL_Dst_Mod` and `IL_Src_Mod`.
//!
//! Each token is a plain struct of raw field values with `pack` (fields → word) and `unpack`
//! (word → fields). `unpack` rejects words whose reserved bits are set or whose enumerated
//! fields hold values the manual's appendix B does not define; `pack` rejects field values that
//! do not fit their bit range. Errors are short messages; the token reader attaches the byte
//! offset.

/// Extracts `width` bits of `word` starting at bit `lo`.
const fn bits(word: u32, lo: u32, width: u32) -> u32 {
    (word >> lo) & ((1u32 << width) - 1)
}

/// Extracts one bit of `word` as a boolean.
const fn bit(word: u32, pos: u32) -> bool {
    (word >> pos) & 1 == 1
}

/// Checks that `value` fits in `width` bits, naming the field in the error.
fn fits(value: u32, width: u32, field: &str) -> Result<u32, String> {
    if width < 32 && value >> width != 0 {
        Err(format!(
            "{field} value {value} does not fit in {width} bits"
        ))
    } else {
        Ok(value)
    }
}

/// `IL_Lang` (Table 2.2, L443-447): the client language.
///
/// Ambiguity: the manual leaves the bit range of `client_type` blank (L446) but declares bits
/// 31:8 reserved (L447); `client_type` is therefore taken to be bits 7:0. The value is not
/// interpreted (L446), so any 8-bit value is accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct LangToken {
    /// `client_type` (ILLanguageType, bits 7:0).
    pub client_type: u8,
}

impl LangToken {
    /// Packs the token.
    pub fn pack(self) -> u32 {
        u32::from(self.client_type)
    }

    /// Unpacks the token; bits 31:8 must be zero.
    pub fn unpack(word: u32) -> Result<Self, String> {
        if word >> 8 != 0 {
            return Err(format!(
                "IL_Lang token {word:#010x} has reserved bits 31:8 set"
            ));
        }
        Ok(Self {
            client_type: bits(word, 0, 8) as u8,
        })
    }
}

/// `IL_Version` (Table 2.3, L453-461): IL version and shader type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct VersionToken {
    /// `minor_version`, bits 7:0.
    pub minor: u8,
    /// `major_version`, bits 15:8.
    pub major: u8,
    /// `shader_type` (ILShader, App B L13495-13502: VERTEX=0 PIXEL=1 GEOMETRY=2 COMPUTE=3
    /// HULL=4 DOMAIN=5), bits 23:16.
    pub shader_type: u8,
    /// `multipass`, bit 24.
    pub multipass: bool,
    /// `realtime`, bit 25.
    pub realtime: bool,
}

impl VersionToken {
    /// Packs the token.
    pub fn pack(self) -> u32 {
        u32::from(self.minor)
            | u32::from(self.major) << 8
            | u32::from(self.shader_type) << 16
            | u32::from(self.multipass) << 24
            | u32::from(self.realtime) << 25
    }

    /// Unpacks the token; bits 31:26 must be zero.
    pub fn unpack(word: u32) -> Result<Self, String> {
        if word >> 26 != 0 {
            return Err(format!(
                "IL_Version token {word:#010x} has reserved bits 31:26 set"
            ));
        }
        Ok(Self {
            minor: bits(word, 0, 8) as u8,
            major: bits(word, 8, 8) as u8,
            shader_type: bits(word, 16, 8) as u8,
            multipass: bit(word, 24),
            realtime: bit(word, 25),
        })
    }
}

/// Width of the `control` field of `IL_Opcode` (bits 29:16).
pub const CONTROL_BITS: u32 = 14;

/// `IL_Opcode` (Table 2.4, L477-483): the first token of every instruction packet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct OpcodeToken {
    /// `code` (ILOpCode number), bits 15:0.
    pub code: u16,
    /// `control`, bits 29:16: opcode-specific; zero when unused.
    pub control: u16,
    /// `sec_modifier_present`, bit 30.
    pub sec_modifier_present: bool,
    /// `pri_modifier_present`, bit 31.
    pub pri_modifier_present: bool,
}

impl OpcodeToken {
    /// Packs the token; fails if `control` exceeds 14 bits.
    pub fn pack(self) -> Result<u32, String> {
        let control = fits(u32::from(self.control), CONTROL_BITS, "control")?;
        Ok(u32::from(self.code)
            | control << 16
            | u32::from(self.sec_modifier_present) << 30
            | u32::from(self.pri_modifier_present) << 31)
    }

    /// Unpacks the token (every bit pattern is a syntactically valid opcode token).
    pub fn unpack(word: u32) -> Self {
        Self {
            code: bits(word, 0, 16) as u16,
            control: bits(word, 16, CONTROL_BITS) as u16,
            sec_modifier_present: bit(word, 30),
            pri_modifier_present: bit(word, 31),
        }
    }
}

/// `ILAddressing` (App B L14304-14306), the `relative_address` field of `IL_Dst`/`IL_Src`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Addressing {
    /// `IL_ADDR_ABSOLUTE` = 0.
    #[default]
    Absolute,
    /// `IL_ADDR_RELATIVE` = 1: an `IL_Rel_Addr` token follows (layout undefined in the manual).
    Relative,
    /// `IL_ADDR_REG_RELATIVE` = 2: an index operand (Src tokens) follows.
    RegRelative,
}

impl Addressing {
    /// The field value.
    pub fn bits(self) -> u32 {
        match self {
            Addressing::Absolute => 0,
            Addressing::Relative => 1,
            Addressing::RegRelative => 2,
        }
    }

    /// Decodes the 2-bit field value; 3 is undefined.
    pub fn from_bits(value: u32) -> Option<Self> {
        match value {
            0 => Some(Addressing::Absolute),
            1 => Some(Addressing::Relative),
            2 => Some(Addressing::RegRelative),
            _ => None,
        }
    }
}

/// Width of the `register_type` field (bits 21:16).
pub const REG_TYPE_BITS: u32 = 6;

/// `IL_Dst` (Table 2.5, L493-507) and `IL_Src` (Table 2.8, L590-600), which share one layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct RegToken {
    /// `register_num`, bits 15:0 (low half when `extended`).
    pub num: u16,
    /// `register_type` (ILRegType), bits 21:16.
    pub reg_type: u8,
    /// `modifier_present`, bit 22: an `IL_Dst_Mod`/`IL_Src_Mod` token follows.
    pub modifier_present: bool,
    /// `relative_address`, bits 24:23.
    pub relative: Addressing,
    /// `dimension`, bit 25: one more dimension's token group follows.
    pub dimension: bool,
    /// `immediate_present`, bit 26: a 32-bit immediate follows.
    pub immediate_present: bool,
    /// `extended`, bit 31: a word holding the high 16 bits of the register number follows.
    pub extended: bool,
}

impl RegToken {
    /// Packs the token; fails if `reg_type` exceeds 6 bits.
    pub fn pack(self) -> Result<u32, String> {
        let reg_type = fits(u32::from(self.reg_type), REG_TYPE_BITS, "register_type")?;
        Ok(u32::from(self.num)
            | reg_type << 16
            | u32::from(self.modifier_present) << 22
            | self.relative.bits() << 23
            | u32::from(self.dimension) << 25
            | u32::from(self.immediate_present) << 26
            | u32::from(self.extended) << 31)
    }

    /// Unpacks the token; reserved bits 30:27 must be zero and `relative_address` must not
    /// be 3.
    pub fn unpack(word: u32) -> Result<Self, String> {
        if bits(word, 27, 4) != 0 {
            return Err(format!(
                "register token {word:#010x} has reserved bits 30:27 set"
            ));
        }
        let relative = Addressing::from_bits(bits(word, 23, 2)).ok_or_else(|| {
            format!("register token {word:#010x} has undefined relative_address 3")
        })?;
        Ok(Self {
            num: bits(word, 0, 16) as u16,
            reg_type: bits(word, 16, REG_TYPE_BITS) as u8,
            modifier_present: bit(word, 22),
            relative,
            dimension: bit(word, 25),
            immediate_present: bit(word, 26),
            extended: bit(word, 31),
        })
    }
}

/// Number of `ILModDstComponent` values (App B L14143-14147): NOWRITE, WRITE, 0, 1.
pub const DST_COMP_VALUES: u8 = 4;
/// Number of `ILShiftScale` values (App B L14158-14164): NONE, X2, X4, X8, D2, D4, D8.
pub const SHIFT_SCALE_VALUES: u8 = 7;

/// `IL_Dst_Mod` (Table 2.7, L547-556).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DstModToken {
    /// `component_x_r` .. `component_w_a` (ILModDstComponent, 2 bits each at 1:0, 3:2, 5:4,
    /// 7:6): 0 = NOWRITE, 1 = WRITE, 2 = write 0.0, 3 = write 1.0.
    pub components: [u8; 4],
    /// `clamp`, bit 8.
    pub clamp: bool,
    /// `shift_scale` (ILShiftScale), bits 12:9.
    pub shift_scale: u8,
}

impl Default for DstModToken {
    /// The token equivalent to "no modifier": all components written, no clamp, no shift.
    fn default() -> Self {
        Self {
            components: [1; 4],
            clamp: false,
            shift_scale: 0,
        }
    }
}

impl DstModToken {
    /// Packs the token; fails on out-of-range enumerated values.
    pub fn pack(self) -> Result<u32, String> {
        let mut word = 0;
        for (i, &c) in self.components.iter().enumerate() {
            if c >= DST_COMP_VALUES {
                return Err(format!(
                    "destination component selector {c} is not an ILModDstComponent"
                ));
            }
            word |= u32::from(c) << (2 * i);
        }
        if self.shift_scale >= SHIFT_SCALE_VALUES {
            return Err(format!(
                "shift_scale {} is not an ILShiftScale",
                self.shift_scale
            ));
        }
        Ok(word | u32::from(self.clamp) << 8 | u32::from(self.shift_scale) << 9)
    }

    /// Unpacks the token; bits 31:13 must be zero and `shift_scale` must be 0..=6.
    pub fn unpack(word: u32) -> Result<Self, String> {
        if word >> 13 != 0 {
            return Err(format!(
                "IL_Dst_Mod token {word:#010x} has reserved bits 31:13 set"
            ));
        }
        let shift_scale = bits(word, 9, 4) as u8;
        if shift_scale >= SHIFT_SCALE_VALUES {
            return Err(format!(
                "IL_Dst_Mod shift_scale {shift_scale} is not an ILShiftScale"
            ));
        }
        Ok(Self {
            components: [0, 1, 2, 3].map(|i| bits(word, 2 * i, 2) as u8),
            clamp: bit(word, 8),
            shift_scale,
        })
    }
}

/// Number of `ILComponentSelect` values (App B L14151-14154): X, Y, Z, W, 0, 1.
pub const COMP_SELECT_VALUES: u8 = 6;
/// Number of `ILDivComp` values accepted: NONE, Y, Z, W-or-UNKNOWN (see [`SrcModToken`]).
pub const DIV_COMP_VALUES: u8 = 4;

/// `IL_Src_Mod` (Table 2.9, L653-675).
///
/// Ambiguity: `divComp` (bits 23:21) is an ILDivComp, whose appendix-B enumeration (L14127-14133)
/// lists NONE=0, Y=1, Z=2, UNKNOWN=3 while chapter 6 (L2396-2407) also has W; the field is kept
/// raw here (0..=3 accepted) and its meaning is left to the program model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SrcModToken {
    /// `swizzle_x_r` .. `swizzle_w_a` (ILComponentSelect, 3 bits at 2:0, 6:4, 10:8, 14:12):
    /// 0..=3 select x/y/z/w, 4 = 0.0, 5 = 1.0.
    pub swizzle: [u8; 4],
    /// `negate_x_r` .. `negate_w_a` (bits 3, 7, 11, 15).
    pub negate: [bool; 4],
    /// `invert`, bit 16.
    pub invert: bool,
    /// `bias`, bit 17.
    pub bias: bool,
    /// `x2`, bit 18.
    pub x2: bool,
    /// `sign`, bit 19.
    pub sign: bool,
    /// `abs`, bit 20.
    pub abs: bool,
    /// `divComp` (ILDivComp), bits 23:21.
    pub div_comp: u8,
    /// `clamp`, bit 24.
    pub clamp: bool,
}

impl Default for SrcModToken {
    /// The token equivalent to "no modifier": identity swizzle, nothing else.
    fn default() -> Self {
        Self {
            swizzle: [0, 1, 2, 3],
            negate: [false; 4],
            invert: false,
            bias: false,
            x2: false,
            sign: false,
            abs: false,
            div_comp: 0,
            clamp: false,
        }
    }
}

impl SrcModToken {
    /// A modifier that replicates component `comp` (0..=3) into all four slots, as required
    /// for index registers (L576).
    pub fn replicate(comp: u8) -> Self {
        Self {
            swizzle: [comp; 4],
            ..Self::default()
        }
    }

    /// Packs the token; fails on out-of-range enumerated values.
    pub fn pack(self) -> Result<u32, String> {
        let mut word = 0;
        for i in 0..4 {
            let sel = self.swizzle[i];
            if sel >= COMP_SELECT_VALUES {
                return Err(format!(
                    "swizzle selector {sel} is not an ILComponentSelect"
                ));
            }
            word |= u32::from(sel) << (4 * i) | u32::from(self.negate[i]) << (4 * i + 3);
        }
        if self.div_comp >= DIV_COMP_VALUES {
            return Err(format!("divComp {} is not an ILDivComp", self.div_comp));
        }
        Ok(word
            | u32::from(self.invert) << 16
            | u32::from(self.bias) << 17
            | u32::from(self.x2) << 18
            | u32::from(self.sign) << 19
            | u32::from(self.abs) << 20
            | u32::from(self.div_comp) << 21
            | u32::from(self.clamp) << 24)
    }

    /// Unpacks the token; bits 31:25 must be zero, swizzles must be 0..=5, divComp 0..=3.
    pub fn unpack(word: u32) -> Result<Self, String> {
        if word >> 25 != 0 {
            return Err(format!(
                "IL_Src_Mod token {word:#010x} has reserved bits 31:25 set"
            ));
        }
        let swizzle = [0, 1, 2, 3].map(|i| bits(word, 4 * i, 3) as u8);
        if let Some(bad) = swizzle.iter().find(|&&s| s >= COMP_SELECT_VALUES) {
            return Err(format!(
                "IL_Src_Mod swizzle selector {bad} is not an ILComponentSelect"
            ));
        }
        let div_comp = bits(word, 21, 3) as u8;
        if div_comp >= DIV_COMP_VALUES {
            return Err(format!("IL_Src_Mod divComp {div_comp} is not an ILDivComp"));
        }
        Ok(Self {
            swizzle,
            negate: [0, 1, 2, 3].map(|i| bit(word, 4 * i + 3)),
            invert: bit(word, 16),
            bias: bit(word, 17),
            x2: bit(word, 18),
            sign: bit(word, 19),
            abs: bit(word, 20),
            div_comp,
            clamp: bit(word, 24),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_token_for_cs_2_0() {
        // il_cs_2_0: minor 0 (7:0), major 2 (15:8) = 0x200, shader_type COMPUTE = 3 (23:16)
        // = 0x30000 -> 0x0003_0200.
        let v = VersionToken {
            minor: 0,
            major: 2,
            shader_type: 3,
            ..Default::default()
        };
        assert_eq!(v.pack(), 0x0003_0200);
        assert_eq!(VersionToken::unpack(0x0003_0200), Ok(v));
        // multipass (bit 24) and realtime (bit 25) on a PS 2.0: 0x0301_0200.
        let v = VersionToken {
            minor: 0,
            major: 2,
            shader_type: 1,
            multipass: true,
            realtime: true,
        };
        assert_eq!(v.pack(), 0x0301_0200);
        assert!(VersionToken::unpack(0x0400_0000).is_err());
    }

    #[test]
    fn lang_token_reserved_bits() {
        assert_eq!(LangToken { client_type: 0x11 }.pack(), 0x11);
        assert!(LangToken::unpack(0x100).is_err());
    }

    #[test]
    fn opcode_token_fields() {
        // IFC (52 = 0x34) with relop 5 in control (bits 18:16): 0x0005_0034.
        let t = OpcodeToken {
            code: 52,
            control: 5,
            ..Default::default()
        };
        assert_eq!(t.pack(), Ok(0x0005_0034));
        // Both modifier bits (31, 30) and the full 14-bit control 0x3FFF (29:16).
        let t = OpcodeToken {
            code: 0xFFFF,
            control: 0x3FFF,
            sec_modifier_present: true,
            pri_modifier_present: true,
        };
        assert_eq!(t.pack(), Ok(0xFFFF_FFFF));
        assert_eq!(OpcodeToken::unpack(0xFFFF_FFFF), t);
        assert!(OpcodeToken {
            control: 0x4000,
            ..Default::default()
        }
        .pack()
        .is_err());
    }

    #[test]
    fn reg_token_fields() {
        // x5 with modifier, absolute, imm: num 5, type ITEMP 30 = 0x1E << 16 = 0x1E_0000,
        // modifier bit 22 = 0x40_0000, immediate bit 26 = 0x400_0000 -> 0x045E_0005.
        let t = RegToken {
            num: 5,
            reg_type: 30,
            modifier_present: true,
            immediate_present: true,
            ..Default::default()
        };
        assert_eq!(t.pack(), Ok(0x045E_0005));
        assert_eq!(RegToken::unpack(0x045E_0005), Ok(t));
        // REG_RELATIVE = 2 at 24:23 -> 0x100_0000; dimension bit 25 -> 0x200_0000;
        // extended bit 31.
        let t = RegToken {
            relative: Addressing::RegRelative,
            dimension: true,
            extended: true,
            ..Default::default()
        };
        assert_eq!(t.pack(), Ok(0x8300_0000));
        assert!(RegToken::unpack(0x0800_0000).is_err(), "reserved bit 27");
        assert!(RegToken::unpack(0x0180_0000).is_err(), "relative_address 3");
        assert!(RegToken {
            reg_type: 64,
            ..Default::default()
        }
        .pack()
        .is_err());
    }

    #[test]
    fn dst_mod_fields() {
        // .x_z1 with _sat_x4: comps WRITE(1), NOWRITE(0), WRITE(1), ONE(3) ->
        // 1 | 0<<2 | 1<<4 | 3<<6 = 0xD1; clamp bit 8 = 0x100; X4 = 2 at 12:9 = 0x400 -> 0x5D1.
        let m = DstModToken {
            components: [1, 0, 1, 3],
            clamp: true,
            shift_scale: 2,
        };
        assert_eq!(m.pack(), Ok(0x5D1));
        assert_eq!(DstModToken::unpack(0x5D1), Ok(m));
        // Default writes xyzw: 1 | 1<<2 | 1<<4 | 1<<6 = 0x55.
        assert_eq!(DstModToken::default().pack(), Ok(0x55));
        assert!(DstModToken::unpack(7 << 9).is_err(), "shift_scale 7");
        assert!(DstModToken::unpack(1 << 13).is_err(), "reserved bit 13");
    }

    #[test]
    fn src_mod_fields() {
        // .yyyy: selector 1 in each nibble -> 0x1111 (L708-712 example 1).
        assert_eq!(SrcModToken::replicate(1).pack(), Ok(0x1111));
        // .zyx1_neg(xw)_abs: swizzle 2,1,0,5 -> 0x5012; negate x (bit 3) and w (bit 15)
        // -> 0x8008; abs bit 20 -> 0x10_0000. Total 0x0010_D01A.
        let m = SrcModToken {
            swizzle: [2, 1, 0, 5],
            negate: [true, false, false, true],
            abs: true,
            ..Default::default()
        };
        assert_eq!(m.pack(), Ok(0x0010_D01A));
        assert_eq!(SrcModToken::unpack(0x0010_D01A), Ok(m));
        // divComp Y = 1 at 23:21 -> 0x20_0000; clamp bit 24; invert/bias/x2/sign 16..19.
        let m = SrcModToken {
            div_comp: 1,
            clamp: true,
            invert: true,
            bias: true,
            x2: true,
            sign: true,
            ..Default::default()
        };
        assert_eq!(m.pack(), Ok(0x012F_3210));
        assert!(SrcModToken::unpack(0x6).is_err(), "swizzle selector 6");
        assert!(SrcModToken::unpack(1 << 25).is_err(), "reserved bit 25");
    }
}
