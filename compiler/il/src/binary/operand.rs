//! Register operands at the token level: an `IL_Dst` or `IL_Src` token with everything that
//! trails it (extension word, modifier token, register-relative index operand, immediate,
//! further dimensions), encoded and decoded recursively as described in §2.2.4-§2.2.8
//! (L485-832).
//!
//! Token order inside one dimension group (resolved from the manual's prose and examples):
//!
//! 1. the register token;
//! 2. if `extended`: one word with the high 16 bits of the register number in bits 15:0 and
//!    bits 31:16 zero. The manual says only that it follows "this token" (L507, L600) and, on
//!    the other hand, that a modifier token comes "immediately" after the register token
//!    (L535, L604); we put the extension word first because it completes the register token;
//! 3. if `modifier_present`: the `IL_Dst_Mod` / `IL_Src_Mod` token (L535, L604; example 4,
//!    L760-774, places it before the next dimension);
//! 4. if `relative_address` = REG_RELATIVE: the index operand, itself a `IL_Src` group (token,
//!    modifier replicating one component, L576) that may not be indexed further ("only one level
//!    of indexing", L576);
//! 5. if `immediate_present`: the 32-bit immediate ("follows this token, modifier tokens, and
//!    src tokens used in register relative addressing", L505, L598);
//! 6. if `dimension`: the next dimension's group, in `IL_Src` layout (examples 3-5).
//!
//! When a group is absolute, has an immediate and announces a further dimension, the manual's
//! wording (L505) puts the immediate before the next group, which is what we read; a public
//! decoder of real streams (grvk's amdilc) reads the next group first in that one case. Our
//! encoder never produces that combination (see [`super::register`]), so its output reads the
//! same either way.
//!
//! Ambiguities:
//! - `relative_address` = RELATIVE (1) announces an `IL_Rel_Addr` token (L503, L596, L606) whose
//!   layout the manual never defines (the promised §2.2.8 contains only examples). It is
//!   rejected with an error on decode and cannot be expressed on encode.
//! - Example 5 (L776-832) sets `immediate_present = 1` on the index register `r2` (L823) while
//!   example 2 sets it to 0 on the same kind of token (L739) and example 5 itself counts nine
//!   tokens, which only adds up if `r2` carries no immediate of its own. We follow example 2
//!   and the count: the offset after `+` is the immediate of the indexed dimension, and an
//!   index register has `immediate_present = 0` when we encode it.

use super::fields::{Addressing, DstModToken, RegToken, SrcModToken};
use super::reader::{TokenError, TokenReader};

/// A modifier token type that may follow a register token (`IL_Dst_Mod` or `IL_Src_Mod`).
pub trait ModToken: Sized + Copy {
    /// Token name for error messages.
    const NAME: &'static str;
    /// Packs the token.
    fn pack_word(self) -> Result<u32, String>;
    /// Unpacks the token.
    fn unpack_word(word: u32) -> Result<Self, String>;
}

impl ModToken for DstModToken {
    const NAME: &'static str = "IL_Dst_Mod";
    fn pack_word(self) -> Result<u32, String> {
        self.pack()
    }
    fn unpack_word(word: u32) -> Result<Self, String> {
        Self::unpack(word)
    }
}

impl ModToken for SrcModToken {
    const NAME: &'static str = "IL_Src_Mod";
    fn pack_word(self) -> Result<u32, String> {
        self.pack()
    }
    fn unpack_word(word: u32) -> Result<Self, String> {
        Self::unpack(word)
    }
}

/// One dimension's token group: register token plus its trailing tokens (not the following
/// dimensions). Flags of the register token are derived from the fields: `extended` iff
/// `num > 0xFFFF`, `modifier_present` iff `modifier` is set, REG_RELATIVE iff `index` is set,
/// `immediate_present` iff `immediate` is set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DimTokens<M> {
    /// `register_type` (ILRegType number, < 64).
    pub reg_type: u8,
    /// Full register number (bits 31:16 travel in the extension word).
    pub num: u32,
    /// The modifier token, if present.
    pub modifier: Option<M>,
    /// The register-relative index operand, if any.
    pub index: Option<Box<DimTokens<SrcModToken>>>,
    /// The immediate word, if any.
    pub immediate: Option<u32>,
}

impl<M> DimTokens<M> {
    /// A plain register reference: no modifier, index or immediate.
    pub fn register(reg_type: u8, num: u32) -> Self {
        Self {
            reg_type,
            num,
            modifier: None,
            index: None,
            immediate: None,
        }
    }
}

/// A whole operand: the first dimension group (whose modifier is the operand's modifier) and
/// the groups of further dimensions, which use the `IL_Src` layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OperandTokens<M> {
    /// The first group.
    pub first: DimTokens<M>,
    /// Further dimensions, in order.
    pub more: Vec<DimTokens<SrcModToken>>,
}

/// A destination operand at the token level.
pub type DstTokens = OperandTokens<DstModToken>;
/// A source operand at the token level.
pub type SrcTokens = OperandTokens<SrcModToken>;

impl<M: ModToken> OperandTokens<M> {
    /// Appends the operand's tokens to `out`.
    pub fn encode(&self, out: &mut Vec<u32>) -> Result<(), String> {
        let last = self.more.len();
        encode_dim(&self.first, last > 0, out)?;
        for (i, dim) in self.more.iter().enumerate() {
            encode_dim(dim, i + 1 < last, out)?;
        }
        Ok(())
    }

    /// Reads one operand (all its dimensions) from `reader`.
    pub fn decode(reader: &mut TokenReader<'_>) -> Result<Self, TokenError> {
        let (first, mut more_dims) = decode_dim::<M>(reader, false)?;
        let mut more = Vec::new();
        while more_dims {
            let (dim, again) = decode_dim::<SrcModToken>(reader, false)?;
            more.push(dim);
            more_dims = again;
        }
        Ok(Self { first, more })
    }
}

/// Encodes one dimension group; `dimension` is the register token's dimension bit.
fn encode_dim<M: ModToken>(
    dim: &DimTokens<M>,
    dimension: bool,
    out: &mut Vec<u32>,
) -> Result<(), String> {
    let extended = dim.num > 0xFFFF;
    let token = RegToken {
        num: (dim.num & 0xFFFF) as u16,
        reg_type: dim.reg_type,
        modifier_present: dim.modifier.is_some(),
        relative: if dim.index.is_some() {
            Addressing::RegRelative
        } else {
            Addressing::Absolute
        },
        dimension,
        immediate_present: dim.immediate.is_some(),
        extended,
    };
    out.push(token.pack()?);
    if extended {
        out.push(dim.num >> 16);
    }
    if let Some(m) = dim.modifier {
        out.push(m.pack_word()?);
    }
    if let Some(index) = &dim.index {
        if index.index.is_some() {
            return Err("an index register cannot itself be register-relative (L576)".into());
        }
        encode_dim(index, false, out)?;
    }
    if let Some(imm) = dim.immediate {
        out.push(imm);
    }
    Ok(())
}

/// Decodes one dimension group; returns it and the register token's dimension bit.
/// `is_index` is true for the index operand of a register-relative reference, which must not
/// be indexed or multi-dimensional itself (this also bounds the recursion depth).
fn decode_dim<M: ModToken>(
    reader: &mut TokenReader<'_>,
    is_index: bool,
) -> Result<(DimTokens<M>, bool), TokenError> {
    let what = if is_index {
        "an index register token"
    } else {
        "a register token"
    };
    let (at, word) = reader.read_at(what)?;
    let token = RegToken::unpack(word).map_err(|m| TokenError::new(at, m))?;
    if is_index && (token.relative != Addressing::Absolute || token.dimension) {
        return Err(TokenError::new(
            at,
            "an index register must use absolute addressing and one dimension (only one level \
             of indexing is allowed, L576)",
        ));
    }
    let mut num = u32::from(token.num);
    if token.extended {
        let (hat, high) = reader.read_at("the extended register number word")?;
        if high >> 16 != 0 {
            return Err(TokenError::new(
                hat,
                format!("extended register number word {high:#010x} has reserved bits 31:16 set"),
            ));
        }
        num |= high << 16;
    }
    let modifier = if token.modifier_present {
        let (mat, mword) = reader.read_at(M::NAME)?;
        Some(M::unpack_word(mword).map_err(|m| TokenError::new(mat, m))?)
    } else {
        None
    };
    let index = match token.relative {
        Addressing::Absolute => None,
        Addressing::Relative => {
            return Err(TokenError::new(
                at,
                "relative_address = 1 (IL_Rel_Addr, a0-relative) is not supported: the manual \
                 never defines the IL_Rel_Addr token (L503, L596)",
            ))
        }
        Addressing::RegRelative => {
            let (index, _) = decode_dim::<SrcModToken>(reader, true)?;
            Some(Box::new(index))
        }
    };
    let immediate = if token.immediate_present {
        Some(reader.read("an immediate")?)
    } else {
        None
    };
    Ok((
        DimTokens {
            reg_type: token.reg_type,
            num,
            modifier,
            index,
            immediate,
        },
        token.dimension,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ILRegType numbers (App B L14031-14111) used by the manual's examples.
    const TEMP: u8 = 4;
    const VERTEX: u8 = 5;
    const ITEMP: u8 = 30;
    const CONST_BUFF: u8 = 31;

    fn bytes_of(words: &[u32]) -> Vec<u8> {
        words.iter().flat_map(|w| w.to_le_bytes()).collect()
    }

    fn roundtrip(op: &SrcTokens, expected: &[u32]) {
        let mut out = Vec::new();
        op.encode(&mut out).unwrap();
        assert_eq!(out, expected, "encoding of {op:?}");
        let bytes = bytes_of(expected);
        let mut r = TokenReader::new(&bytes);
        assert_eq!(&SrcTokens::decode(&mut r).unwrap(), op);
        assert!(r.at_end());
    }

    fn index(reg_type: u8, num: u32, comp: u8) -> Option<Box<DimTokens<SrcModToken>>> {
        Some(Box::new(DimTokens {
            modifier: Some(SrcModToken::replicate(comp)),
            ..DimTokens::register(reg_type, num)
        }))
    }

    #[test]
    fn example_1_x5_6_y() {
        // L698-714. IL_Src: num 5 | ITEMP 30<<16 = 0x1E_0000 | modifier bit 22 (0x40_0000)
        // | immediate bit 26 (0x400_0000) = 0x045E_0005; IL_Src_Mod .yyyy = 1 in every
        // swizzle nibble = 0x1111; literal 6.
        let op = SrcTokens {
            first: DimTokens {
                modifier: Some(SrcModToken::replicate(1)),
                immediate: Some(6),
                ..DimTokens::register(ITEMP, 5)
            },
            more: vec![],
        };
        roundtrip(&op, &[0x045E_0005, 0x1111, 6]);
    }

    #[test]
    fn example_2_x5_r2x_plus_6_y() {
        // L716-747. x5: 0x045E_0005 | REG_RELATIVE 2<<23 (0x100_0000) = 0x055E_0005;
        // .yyyy 0x1111; r2: num 2 | TEMP 4<<16 (0x4_0000) | modifier (0x40_0000) =
        // 0x0044_0002; .xxxx = 0; literal 6.
        let op = SrcTokens {
            first: DimTokens {
                modifier: Some(SrcModToken::replicate(1)),
                index: index(TEMP, 2, 0),
                immediate: Some(6),
                ..DimTokens::register(ITEMP, 5)
            },
            more: vec![],
        };
        roundtrip(&op, &[0x055E_0005, 0x1111, 0x0044_0002, 0x0000, 6]);
    }

    #[test]
    fn example_3_v_1_2() {
        // L749-758. v 1: num 1 | VERTEX 5<<16 | dimension bit 25 (0x200_0000) = 0x0205_0001;
        // v 2: 0x0005_0002.
        let op = SrcTokens {
            first: DimTokens::register(VERTEX, 1),
            more: vec![DimTokens::register(VERTEX, 2)],
        };
        roundtrip(&op, &[0x0205_0001, 0x0005_0002]);
    }

    #[test]
    fn example_4_v_1_2_xyxx() {
        // L760-774. 0x0205_0001 | modifier bit 22 = 0x0245_0001; .xyxx = 0,1,0,0 -> 0x0010;
        // then 0x0005_0002.
        let op = SrcTokens {
            first: DimTokens {
                modifier: Some(SrcModToken {
                    swizzle: [0, 1, 0, 0],
                    ..Default::default()
                }),
                ..DimTokens::register(VERTEX, 1)
            },
            more: vec![DimTokens::register(VERTEX, 2)],
        };
        roundtrip(&op, &[0x0245_0001, 0x0010, 0x0005_0002]);
    }

    #[test]
    fn example_5_cb_r6w_plus_2_r2x_plus_4_y() {
        // L776-832, nine tokens. cb: num 0 | CONST_BUFF 31<<16 (0x1F_0000) | modifier
        // (0x40_0000) | REG_RELATIVE (0x100_0000) | dimension (0x200_0000) | immediate
        // (0x400_0000) = 0x075F_0000; .yyyy 0x1111; r6: 0x0044_0006; .wwww 0x3333; literal 2;
        // second dimension: type 0, num 0, REG_RELATIVE | immediate = 0x0500_0000;
        // r2: 0x0044_0002 (immediate_present 0, see the module doc); .xxxx 0; literal 4.
        let op = SrcTokens {
            first: DimTokens {
                modifier: Some(SrcModToken::replicate(1)),
                index: index(TEMP, 6, 3),
                immediate: Some(2),
                ..DimTokens::register(CONST_BUFF, 0)
            },
            more: vec![DimTokens {
                index: index(TEMP, 2, 0),
                immediate: Some(4),
                ..DimTokens::register(0, 0)
            }],
        };
        roundtrip(
            &op,
            &[
                0x075F_0000,
                0x1111,
                0x0044_0006,
                0x3333,
                2,
                0x0500_0000,
                0x0044_0002,
                0,
                4,
            ],
        );
    }

    #[test]
    fn extended_register_number() {
        // r0x12345: low half 0x2345 | TEMP 4<<16 | extended bit 31 = 0x8004_2345; then the
        // high half 0x0001 in the extension word.
        let op = SrcTokens {
            first: DimTokens::register(TEMP, 0x1_2345),
            more: vec![],
        };
        roundtrip(&op, &[0x8004_2345, 0x0000_0001]);
    }

    #[test]
    fn destination_with_modifier() {
        // r3.x_z_ : TEMP r3 with modifier = 0x0044_0003; Dst_Mod WRITE,NOWRITE,WRITE,NOWRITE
        // = 1 | 1<<4 = 0x11.
        let op = DstTokens {
            first: DimTokens {
                modifier: Some(DstModToken {
                    components: [1, 0, 1, 0],
                    ..Default::default()
                }),
                ..DimTokens::register(TEMP, 3)
            },
            more: vec![],
        };
        let mut out = Vec::new();
        op.encode(&mut out).unwrap();
        assert_eq!(out, [0x0044_0003, 0x11]);
        let bytes = bytes_of(&out);
        assert_eq!(
            DstTokens::decode(&mut TokenReader::new(&bytes)).unwrap(),
            op
        );
    }

    #[test]
    fn rejects_rel_addr_and_nested_indexing() {
        // relative_address = 1 at 24:23 -> 0x80_0000.
        let bytes = bytes_of(&[0x0084_0000]);
        let err = SrcTokens::decode(&mut TokenReader::new(&bytes)).unwrap_err();
        assert_eq!(err.offset, 0);
        assert!(err.message.contains("IL_Rel_Addr"));
        // x0[x1[..]]: the index token (offset 4) is itself REG_RELATIVE.
        let bytes = bytes_of(&[0x011E_0000, 0x011E_0001, 0x0004_0000]);
        let err = SrcTokens::decode(&mut TokenReader::new(&bytes)).unwrap_err();
        assert_eq!(err.offset, 4);
    }

    #[test]
    fn truncation_reports_the_missing_token_offset() {
        let bytes = bytes_of(&[0x075F_0000, 0x1111, 0x0044_0006, 0x3333]);
        let err = SrcTokens::decode(&mut TokenReader::new(&bytes)).unwrap_err();
        assert_eq!(err.offset, 16);
        assert!(err.message.contains("immediate"));
    }
}
