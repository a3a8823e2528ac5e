//! Mapping the program model's operands ([`Dst`], [`Src`], [`Reg`], [`Index`]) to and from
//! token-level operands ([`OperandTokens`]).
//!
//! How a register with bracketed indices becomes dimension groups (from the manual's
//! examples, L698-832):
//! - a *numbered* register (`x5[6]`, `cb0[r1.x+2]`, `r3`) puts its number in the first
//!   group's `register_num` and its (at most one) index in that group's register-relative
//!   index operand and immediate (examples 1 and 2);
//! - an *unnumbered* register (`v[1][2]`, `g[r5.x]`, `cb[r6.w+2][r2.x+4]`, `vAbsTid`) has one
//!   group per index: an absolute index goes in `register_num` (example 3), a register-relative
//!   one in the group's index operand plus immediate with `register_num` 0 (example 5);
//! - every group after the first has `register_type` equal to the operand's type when the
//!   index is absolute (example 3) and 0 when it is register-relative (example 5, "only to set
//!   dimension and immediate present", L812). Decoding ignores the type of later groups.
//!
//! The binary has no bit for "number written or not", so decoding decides by register type:
//! types whose Table 5.8 syntax (L1292-1361) has no `#` are unnumbered, and so is any type
//! whose first group announces a further dimension (`cb[a][b]`, `vicp[a][b]`). Operands that
//! would decode differently (e.g. `cb0[1][2]`, a numbered `vAbsTid3`) are rejected on encode.
//!
//! Immediates: an absolute index is an unsigned 32-bit value, the offset of a register-relative
//! index a signed one (`x0[r1.x-1]`).

use super::fields::{DstModToken, SrcModToken};
use super::operand::{DimTokens, DstTokens, OperandTokens, SrcTokens};
use crate::enums::{CompSel, DivComp, DstComp, ShiftScale};
use crate::program::{Dst, Index, Reg, RelReg, Src, SrcMods};
use crate::regtype::RegType;
use crate::span::Span;
use smallvec::SmallVec;

/// True for register types written without a number (Table 5.8, L1292-1361: syntax without
/// `#`; `v` without a number is VERTEX, L749-758). OCP_ID and VOUTPUT, listed there without
/// `#`, are written with one in practice (`vOutputControlPointID0`, `oVtxOut0`) and count as
/// numbered.
pub fn is_unnumbered(ty: RegType) -> bool {
    use RegType::*;
    matches!(
        ty,
        AbsoluteThreadId
            | AbsoluteThreadIdFlat
            | ThreadIdInGroup
            | ThreadIdInGroupFlat
            | ThreadGroupId
            | ThreadGroupIdFlat
            | BarycentricCoord
            | Depth
            | DepthGe
            | DepthLe
            | DomainLocation
            | EdgeFlag
            | Face
            | Fog
            | GenericMem
            | Global
            | ImmedConstBuff
            | LineStipple
            | InputCoverageMask
            | InputCp
            | ObjectIndex
            | OMask
            | OutputCp
            | PatchConst
            | Persist
            | Pos
            | PrimCoord
            | PrimitiveIndex
            | PrimType
            | QuadIndex
            | ShaderInstanceId
            | Sprite
            | SpriteCoord
            | Stencil
            | This
            | Timer
            | Vertex
            | VPrim
            | WinCoord
    )
}

/// Builds the token groups of a register with modifier `modifier` on the first group.
fn reg_to_tokens<M>(reg: &Reg, modifier: Option<M>) -> Result<OperandTokens<M>, String> {
    let ty = reg.ty.number();
    let decodes_numbered = !is_unnumbered(reg.ty) && reg.indices.len() <= 1;
    match (reg.num, decodes_numbered) {
        (Some(num), true) => {
            let mut first = DimTokens {
                modifier,
                ..DimTokens::register(ty, num)
            };
            if let Some(index) = reg.indices.first() {
                let (index_reg, imm) = index_immediate(index)?;
                first.index = index_reg;
                first.immediate = Some(imm);
            }
            Ok(OperandTokens {
                first,
                more: Vec::new(),
            })
        }
        (None, false) => {
            let single = reg.indices.len() == 1;
            let mut groups = reg.indices.iter().map(|i| index_group(ty, i, single));
            let mut first = match groups.next() {
                Some(g) => {
                    let g = g?;
                    DimTokens {
                        reg_type: ty,
                        num: g.num,
                        modifier,
                        index: g.index,
                        immediate: g.immediate,
                    }
                }
                None => DimTokens {
                    modifier,
                    ..DimTokens::register(ty, 0)
                },
            };
            first.reg_type = ty;
            Ok(OperandTokens {
                first,
                more: groups.collect::<Result<_, _>>()?,
            })
        }
        (Some(_), false) => Err(format!(
            "register {} with a number and {} indices has no binary form (it would decode \
             without the number)",
            reg.ty.text(false),
            reg.indices.len()
        )),
        (None, true) => Err(format!(
            "register {} without a number and with {} index(es) has no binary form (it \
             would decode as numbered)",
            reg.ty.text(false),
            reg.indices.len()
        )),
    }
}

/// The index operand and immediate of an index in a numbered register's first group.
fn index_immediate(index: &Index) -> Result<(Option<IndexTokens>, u32), String> {
    match &index.reg {
        None => Ok((None, absolute_offset(index.offset)?)),
        Some(r) => Ok((
            Some(Box::new(rel_reg_tokens(r)?)),
            relative_offset(index.offset)?,
        )),
    }
}

/// One dimension group of an unnumbered register (or a later dimension). The absolute index
/// of a one-dimensional unnumbered register (`g[0]`) goes in the immediate, because in
/// `register_num` an index 0 could not be told from no index at all (`vAbsTid`).
fn index_group(ty: u8, index: &Index, single: bool) -> Result<DimTokens<SrcModToken>, String> {
    match &index.reg {
        None if single => Ok(DimTokens {
            immediate: Some(absolute_offset(index.offset)?),
            ..DimTokens::register(ty, 0)
        }),
        None => Ok(DimTokens::register(ty, absolute_offset(index.offset)?)),
        Some(r) => Ok(DimTokens {
            index: Some(Box::new(rel_reg_tokens(r)?)),
            immediate: Some(relative_offset(index.offset)?),
            ..DimTokens::register(0, 0)
        }),
    }
}

/// An absolute index as an unsigned 32-bit word.
fn absolute_offset(offset: i64) -> Result<u32, String> {
    u32::try_from(offset).map_err(|_| format!("index {offset} is outside 0..=4294967295"))
}

/// A register-relative offset as a signed 32-bit word.
fn relative_offset(offset: i64) -> Result<u32, String> {
    i32::try_from(offset)
        .map(|v| v as u32)
        .map_err(|_| format!("index offset {offset} is outside the signed 32-bit range"))
}

/// The token group of an index register: the register and a modifier replicating its
/// component (L576).
fn rel_reg_tokens(r: &RelReg) -> Result<DimTokens<SrcModToken>, String> {
    let num = match (r.num, is_unnumbered(r.ty)) {
        (Some(n), false) => n,
        (None, true) => 0,
        _ => {
            return Err(format!(
                "index register {} has no binary form (number written or omitted against its \
                 type's convention)",
                r.ty.text(false)
            ))
        }
    };
    let comp = r.comp.number() as u8;
    if comp > 3 {
        return Err("an index register must select x, y, z or w".into());
    }
    Ok(DimTokens {
        modifier: Some(SrcModToken::replicate(comp)),
        ..DimTokens::register(r.ty.number(), num)
    })
}

/// The token group of an index register.
type IndexTokens = Box<DimTokens<SrcModToken>>;

/// Token operand of a destination.
pub fn dst_to_tokens(d: &Dst) -> Result<DstTokens, String> {
    let m = DstModToken {
        components: d.mask.map(|c| c.number() as u8),
        clamp: d.clamp,
        shift_scale: d.shift.number() as u8,
    };
    let modifier = (m != DstModToken::default()).then_some(m);
    reg_to_tokens(&d.reg, modifier)
}

/// Token operand of a source.
pub fn src_to_tokens(s: &Src) -> Result<SrcTokens, String> {
    let mods = &s.mods;
    let div_comp = match mods.divcomp {
        None => 0,
        Some(d) => d.number(),
    };
    let div_comp = u8::try_from(div_comp).map_err(|_| "divcomp out of range".to_string())?;
    if div_comp >= super::fields::DIV_COMP_VALUES {
        return Err(format!(
            "`_divcomp({})` does not fit the 3-bit divComp field",
            mods.divcomp.map_or("", DivComp::text)
        ));
    }
    let m = SrcModToken {
        swizzle: s.swizzle.map(|c| c.number() as u8),
        negate: [0, 1, 2, 3].map(|i| mods.neg >> i & 1 == 1),
        invert: mods.invert,
        bias: mods.bias,
        x2: mods.x2,
        sign: mods.sign,
        abs: mods.abs,
        div_comp,
        clamp: mods.clamp,
    };
    if mods.neg > 0xF {
        return Err(format!("negate mask {:#x} has bits beyond w", mods.neg));
    }
    let modifier = (m != SrcModToken::default()).then_some(m);
    reg_to_tokens(&s.reg, modifier)
}

/// Rebuilds a register from token groups (see the module documentation).
fn tokens_to_reg<M>(op: &OperandTokens<M>) -> Result<Reg, String> {
    let ty = reg_type(op.first.reg_type)?;
    let numbered = !is_unnumbered(ty) && op.more.is_empty();
    let mut indices: SmallVec<[Index; 1]> = SmallVec::new();
    let num = if numbered {
        let f = &op.first;
        match (&f.index, f.immediate) {
            (None, None) => {}
            (None, Some(imm)) => indices.push(Index {
                reg: None,
                offset: i64::from(imm),
            }),
            (Some(r), imm) => indices.push(Index {
                reg: Some(Box::new(tokens_to_rel_reg(r)?)),
                offset: i64::from(imm.unwrap_or(0) as i32),
            }),
        }
        Some(op.first.num)
    } else {
        let groups = std::iter::once((op.first.num, &op.first.index, op.first.immediate))
            .chain(op.more.iter().map(|g| (g.num, &g.index, g.immediate)));
        let has_index = op.first.index.is_some()
            || op.first.immediate.is_some()
            || op.first.num != 0
            || !op.more.is_empty();
        if has_index {
            for (num, index, imm) in groups {
                indices.push(group_index(num, index, imm)?);
            }
        }
        None
    };
    Ok(Reg { ty, num, indices })
}

/// The index described by one group of an unnumbered register.
fn group_index(
    num: u32,
    index: &Option<Box<DimTokens<SrcModToken>>>,
    imm: Option<u32>,
) -> Result<Index, String> {
    match index {
        None => match imm {
            None => Ok(Index {
                reg: None,
                offset: i64::from(num),
            }),
            Some(imm) if num == 0 => Ok(Index {
                reg: None,
                offset: i64::from(imm),
            }),
            Some(_) => Err(format!(
                "an absolute dimension has both register_num {num} and an immediate"
            )),
        },
        Some(r) => {
            if num != 0 {
                return Err(format!(
                    "a register-relative dimension has register_num {num}; expected 0"
                ));
            }
            Ok(Index {
                reg: Some(Box::new(tokens_to_rel_reg(r)?)),
                offset: i64::from(imm.unwrap_or(0) as i32),
            })
        }
    }
}

/// The index register of a register-relative group.
fn tokens_to_rel_reg(t: &DimTokens<SrcModToken>) -> Result<RelReg, String> {
    let ty = reg_type(t.reg_type)?;
    if t.immediate.is_some() {
        return Err(
            "an index register carries its own immediate; the offset belongs to \
                    the indexed register (manual example 2, L716-747)"
                .into(),
        );
    }
    let m = t
        .modifier
        .ok_or("an index register must have a modifier selecting one component (L576)")?;
    let comp = m.swizzle[0];
    if m != SrcModToken::replicate(comp) || comp > 3 {
        return Err(
            "an index register's modifier must only replicate one of x, y, z, w (L576)".into(),
        );
    }
    let comp = CompSel::from_number(u32::from(comp)).ok_or("bad component")?;
    let num = if is_unnumbered(ty) {
        if t.num != 0 {
            return Err(format!("index register {} takes no number", ty.text(false)));
        }
        None
    } else {
        Some(t.num)
    };
    Ok(RelReg {
        ty,
        num,
        comp,
        span: Span::default(),
    })
}

/// The register type with ILRegType number `n`.
fn reg_type(n: u8) -> Result<RegType, String> {
    RegType::from_number(u32::from(n))
        .ok_or_else(|| format!("register type {n} is not an ILRegType"))
}

/// Rebuilds a destination.
pub fn tokens_to_dst(t: &DstTokens) -> Result<Dst, String> {
    let reg = tokens_to_reg(t)?;
    let m = t.first.modifier.unwrap_or_default();
    let comp = |c: u8| DstComp::from_number(u32::from(c)).ok_or("bad ILModDstComponent");
    Ok(Dst {
        reg,
        mask: [
            comp(m.components[0])?,
            comp(m.components[1])?,
            comp(m.components[2])?,
            comp(m.components[3])?,
        ],
        clamp: m.clamp,
        shift: ShiftScale::from_number(u32::from(m.shift_scale)).ok_or("bad ILShiftScale")?,
        span: Span::default(),
    })
}

/// Rebuilds a source.
pub fn tokens_to_src(t: &SrcTokens) -> Result<Src, String> {
    let reg = tokens_to_reg(t)?;
    let m = t.first.modifier.unwrap_or_default();
    let sel = |c: u8| CompSel::from_number(u32::from(c)).ok_or("bad ILComponentSelect");
    let swizzle = [
        sel(m.swizzle[0])?,
        sel(m.swizzle[1])?,
        sel(m.swizzle[2])?,
        sel(m.swizzle[3])?,
    ];
    let divcomp = match m.div_comp {
        0 => None,
        d => Some(DivComp::from_number(u32::from(d)).ok_or("bad ILDivComp")?),
    };
    let neg = m
        .negate
        .iter()
        .enumerate()
        .fold(0u8, |acc, (i, &n)| acc | u8::from(n) << i);
    Ok(Src {
        reg,
        swizzle,
        mods: SrcMods {
            neg,
            invert: m.invert,
            bias: m.bias,
            x2: m.x2,
            sign: m.sign,
            abs: m.abs,
            divcomp,
            clamp: m.clamp,
        },
        span: Span::default(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index(reg: Option<RelReg>, offset: i64) -> Index {
        Index {
            reg: reg.map(Box::new),
            offset,
        }
    }

    fn rel(ty: RegType, num: u32, comp: CompSel) -> Option<RelReg> {
        Some(RelReg {
            ty,
            num: Some(num),
            comp,
            span: Span::default(),
        })
    }

    fn encode_src(s: &Src) -> Vec<u32> {
        let mut out = Vec::new();
        src_to_tokens(s).unwrap().encode(&mut out).unwrap();
        out
    }

    fn with_swizzle(reg: Reg, sel: CompSel) -> Src {
        Src {
            swizzle: [sel; 4],
            ..Src::new(reg)
        }
    }

    #[test]
    fn manual_examples_from_the_model() {
        // Example 1, x5[6].y (see operand.rs for the hand computation).
        let mut x5 = Reg::new(RegType::ITemp, 5);
        x5.indices.push(index(None, 6));
        assert_eq!(
            encode_src(&with_swizzle(x5, CompSel::Y)),
            [0x045E_0005, 0x1111, 6]
        );
        // Example 2, x5[r2.x+6].y.
        let mut x5 = Reg::new(RegType::ITemp, 5);
        x5.indices.push(index(rel(RegType::Temp, 2, CompSel::X), 6));
        assert_eq!(
            encode_src(&with_swizzle(x5, CompSel::Y)),
            [0x055E_0005, 0x1111, 0x0044_0002, 0x0000, 6]
        );
        // Example 3, v[1][2].
        let mut v = Reg {
            ty: RegType::Vertex,
            num: None,
            indices: SmallVec::new(),
        };
        v.indices.push(index(None, 1));
        v.indices.push(index(None, 2));
        assert_eq!(encode_src(&Src::new(v)), [0x0205_0001, 0x0005_0002]);
        // Example 5, cb[r6.w+2][r2.x+4].y.
        let mut cb = Reg {
            ty: RegType::ConstBuff,
            num: None,
            indices: SmallVec::new(),
        };
        cb.indices.push(index(rel(RegType::Temp, 6, CompSel::W), 2));
        cb.indices.push(index(rel(RegType::Temp, 2, CompSel::X), 4));
        let src = with_swizzle(cb, CompSel::Y);
        let words = encode_src(&src);
        assert_eq!(
            words,
            [
                0x075F_0000,
                0x1111,
                0x0044_0006,
                0x3333,
                2,
                0x0500_0000,
                0x0044_0002,
                0,
                4
            ]
        );
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let t = SrcTokens::decode(&mut super::super::reader::TokenReader::new(&bytes)).unwrap();
        assert_eq!(tokens_to_src(&t).unwrap(), src);
    }

    #[test]
    fn unnumbered_registers() {
        // vAbsTid.x: type 43 = 0x2B << 16, modifier -> 0x006B_0000; .xxxx = 0.
        let s = with_swizzle(
            Reg {
                ty: RegType::AbsoluteThreadId,
                num: None,
                indices: SmallVec::new(),
            },
            CompSel::X,
        );
        assert_eq!(encode_src(&s), [0x006B_0000, 0]);
        // g[r5.x]: GLOBAL 38 = 0x26 << 16 | REG_RELATIVE | immediate = 0x0526_0000; r5 with
        // .xxxx; offset 0.
        let mut g = Reg {
            ty: RegType::Global,
            num: None,
            indices: SmallVec::new(),
        };
        g.indices.push(index(rel(RegType::Temp, 5, CompSel::X), 0));
        assert_eq!(encode_src(&Src::new(g)), [0x0526_0000, 0x0044_0005, 0, 0]);
    }

    #[test]
    fn negative_relative_offset_and_range_errors() {
        // x0[r1.x-1]: offset -1 as 0xFFFF_FFFF.
        let mut x0 = Reg::new(RegType::ITemp, 0);
        x0.indices
            .push(index(rel(RegType::Temp, 1, CompSel::X), -1));
        let s = Src::new(x0);
        let words = encode_src(&s);
        assert_eq!(words.last(), Some(&0xFFFF_FFFF));
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let t = SrcTokens::decode(&mut super::super::reader::TokenReader::new(&bytes)).unwrap();
        assert_eq!(tokens_to_src(&t).unwrap(), s);
        // An absolute index must be non-negative; a numbered register with two indices
        // has no binary form.
        let mut bad = Reg::new(RegType::ITemp, 0);
        bad.indices.push(index(None, -3));
        assert!(src_to_tokens(&Src::new(bad)).is_err());
        let mut cb = Reg::new(RegType::ConstBuff, 0);
        cb.indices.push(index(None, 1));
        cb.indices.push(index(None, 2));
        assert!(src_to_tokens(&Src::new(cb)).is_err());
    }

    #[test]
    fn destination_modifiers() {
        // r1.x_z1 with _sat and _x2: components 1,0,1,3 = 0xD1; clamp 0x100; X2 = 1 << 9.
        let d = Dst {
            mask: [
                DstComp::Write,
                DstComp::NoWrite,
                DstComp::Write,
                DstComp::One,
            ],
            clamp: true,
            shift: ShiftScale::X2,
            ..Dst::new(Reg::new(RegType::Temp, 1))
        };
        let t = dst_to_tokens(&d).unwrap();
        let mut out = Vec::new();
        t.encode(&mut out).unwrap();
        assert_eq!(out, [0x0044_0001, 0x3D1]);
        assert_eq!(tokens_to_dst(&t).unwrap(), d);
    }
}
