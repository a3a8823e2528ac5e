//! Resource (texture) instructions of the SM4 family (sample*, fetch4*, load, lod, resinfo,
//! sampleinfo, samplepos, bufinfo): their control field, `IL_PrimarySample_Mod` token and
//! address-offset token (manual §7.2.3, L3087-3170, and the per-instruction tables).
//!
//! - Control field (e.g. SAMPLE L5887-5891): resource id 23:16, sampler id 27:24, indexed
//!   arguments 28 (not supported here: `_ext` is rejected), aoffimmi present 29. RESINFO puts
//!   its `_uint` return type at bit 24 (L5826); SAMPLEINFO and SAMPLEPOS, which have no sampler
//!   and no table of their own for it, use the same bit.
//! - Primary modifier (L3107-3112): `_compselect(c)` (ILComponentSelect x..w) at 1:0,
//!   `_coordtype(m)` (ILTexCoordMode, App B L14250-14253: unknown, normalized, unnormalized) at
//!   3:2, `_uav` at 4. The token is present iff one of them is non-zero.
//! - Address offsets (L5611, L5848): one word after the modifier tokens; the manual says only
//!   that it holds the "packed offsets" as signed 7.1 fixed point. We pack u, v, w as bytes
//!   7:0, 15:8 and 23:16 (bits 31:24 zero), each the offset times two in two's complement, so
//!   the integer offsets of `_aoffimmi(u,v,w)` range over -64..=63.
//! - Source counts are the Format rows without indexing (e.g. SAMPLE_C_G "4-input", L5993).

use crate::enums::CompSel;
use crate::opcode::Opcode;
use crate::program::Control;

/// What one resource instruction takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TexInfo {
    /// Source operands in the stream.
    pub srcs: usize,
    /// Has a sampler id.
    pub sampler: bool,
    /// Accepts `_uint` (bit 24).
    pub uint: bool,
    /// Accepts `_uav` (primary modifier bit 4).
    pub uav: bool,
    /// Accepts `_compselect(..)` (primary modifier 1:0).
    pub compselect: bool,
    /// Accepts `_coordtype(..)` (primary modifier 3:2).
    pub coordtype: bool,
    /// Accepts `_aoffimmi(u,v,w)`.
    pub aoffimmi: bool,
}

/// The resource-instruction description of `op`, if it is one handled here.
pub fn tex_info(op: Opcode) -> Option<TexInfo> {
    use Opcode::*;
    let sampled = |srcs: usize, compselect: bool| TexInfo {
        srcs,
        sampler: true,
        uint: false,
        uav: false,
        compselect,
        coordtype: true,
        aoffimmi: true,
    };
    let plain = |srcs: usize, uint: bool, uav: bool, aoffimmi: bool| TexInfo {
        srcs,
        sampler: false,
        uint,
        uav,
        compselect: false,
        coordtype: false,
        aoffimmi,
    };
    Some(match op {
        Sample => sampled(1, false),
        SampleB | SampleL | SampleC | SampleCLz => sampled(2, false),
        SampleG | SampleCL | SampleCB => sampled(3, false),
        SampleCG => sampled(4, false),
        Fetch4 => sampled(1, true),
        Fetch4C | Fetch4Po => sampled(2, true),
        Fetch4PoC => sampled(3, true),
        Lod => TexInfo {
            coordtype: false,
            aoffimmi: false,
            ..sampled(1, false)
        },
        Load => plain(1, false, false, true),
        Resinfo => plain(1, true, true, false),
        Sampleinfo | Samplepos => plain(1, true, false, false),
        Bufinfo => plain(0, false, true, false),
        _ => return None,
    })
}

/// The encoded form of a resource instruction's specifiers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TexTokens {
    /// Control field value.
    pub control: u16,
    /// The primary modifier token, if any.
    pub primary: Option<u32>,
    /// The address-offset token, if any.
    pub offsets: Option<u32>,
}

/// ILTexCoordMode text spellings in App B order.
const COORD_MODES: [&str; 3] = ["unknown", "normalized", "unnormalized"];

/// Rank of a specifier in the canonical order (resource, sampler, uint, uav, compselect,
/// coordtype, aoffimmi); `None` for specifiers resource instructions do not take.
fn rank(c: &Control) -> Option<usize> {
    Some(match c {
        Control::Resource(_) => 0,
        Control::Sampler(_) => 1,
        Control::Uint => 2,
        Control::Other(n, None) if &**n == "uav" => 3,
        Control::Other(n, Some(_)) if &**n == "compselect" => 4,
        Control::Other(n, Some(_)) if &**n == "coordtype" => 5,
        Control::AOffImmi(_) => 6,
        _ => return None,
    })
}

/// Encodes the specifiers of resource instruction `op`.
pub fn encode(op: Opcode, info: TexInfo, controls: &[Control]) -> Result<TexTokens, String> {
    let mut t = TexTokens::default();
    let mut control = 0u32;
    let mut primary = 0u32;
    let mut seen = [false; 7];
    for c in controls {
        let r = rank(c).ok_or_else(|| format!("`{op}` specifier {c:?} has no binary encoding"))?;
        if std::mem::replace(&mut seen[r], true) {
            return Err(format!("`{op}` has specifier {c:?} more than once"));
        }
        let unsupported = || format!("`{op}` does not take {c:?}");
        match c {
            Control::Resource(n) if *n <= 0xFF => control |= n,
            Control::Resource(n) => return Err(format!("resource id {n} exceeds 8 bits")),
            Control::Sampler(n) if info.sampler && *n <= 0xF => control |= n << 8,
            Control::Sampler(n) if info.sampler => {
                return Err(format!("sampler id {n} exceeds 4 bits"))
            }
            Control::Uint if info.uint => control |= 1 << 8,
            Control::Other(_, None) if info.uav => primary |= 1 << 4,
            Control::Other(n, Some(a)) if &**n == "compselect" && info.compselect => {
                let sel = CompSel::from_text(a)
                    .map(CompSel::number)
                    .filter(|&v| v < 4);
                primary |= sel.ok_or_else(|| format!("`_compselect({a})` must be x, y, z or w"))?;
            }
            Control::Other(n, Some(a)) if &**n == "coordtype" && info.coordtype => {
                let m = COORD_MODES.iter().position(|w| w.eq_ignore_ascii_case(a));
                let m = m.ok_or_else(|| format!("`_coordtype({a})` is not an ILTexCoordMode"))?;
                primary |= (m as u32) << 2;
            }
            Control::AOffImmi(offs) if info.aoffimmi => {
                let mut word = 0u32;
                for (i, &o) in offs.iter().enumerate() {
                    if !(-64..=63).contains(&o) {
                        return Err(format!("address offset {o} is outside -64..=63"));
                    }
                    word |= u32::from((o * 2) as i8 as u8) << (8 * i);
                }
                control |= 1 << 13;
                t.offsets = Some(word);
            }
            _ => return Err(unsupported()),
        }
    }
    if !seen[0] || (info.sampler && !seen[1]) {
        return Err(format!(
            "`{op}` needs its `_resource(n)`{}",
            if info.sampler {
                " and `_sampler(m)`"
            } else {
                ""
            }
        ));
    }
    t.control = control as u16;
    t.primary = (primary != 0).then_some(primary);
    Ok(t)
}

/// Decodes the specifiers of resource instruction `op` in canonical order.
pub fn decode(op: Opcode, info: TexInfo, t: TexTokens) -> Result<Vec<Control>, String> {
    let c = u32::from(t.control);
    let mut out = vec![Control::Resource(c & 0xFF)];
    let mut used = 0xFF;
    if info.aoffimmi {
        used |= 1 << 13;
    }
    if info.sampler {
        out.push(Control::Sampler(c >> 8 & 0xF));
        used |= 0xF << 8;
    }
    if info.uint {
        used |= 1 << 8;
        if c >> 8 & 1 == 1 {
            out.push(Control::Uint);
        }
    }
    if c & !used != 0 {
        return Err(format!(
            "control field of `{op}` has unused bits {:#x} set",
            (c & !used) << 16
        ));
    }
    if let Some(p) = t.primary {
        let mut allowed = 0u32;
        if info.uav {
            allowed |= 1 << 4;
            if p >> 4 & 1 == 1 {
                out.push(Control::Other("uav".into(), None));
            }
        }
        if info.compselect {
            allowed |= 3;
            if p & 3 != 0 {
                let sel = CompSel::from_number(p & 3).map_or("x", CompSel::text);
                out.push(Control::Other("compselect".into(), Some(sel.into())));
            }
        }
        if info.coordtype {
            allowed |= 3 << 2;
            match (p >> 2 & 3) as usize {
                0 => {}
                m @ 1..=2 => out.push(Control::Other(
                    "coordtype".into(),
                    Some(COORD_MODES[m].into()),
                )),
                m => return Err(format!("coordtype {m} is not an ILTexCoordMode")),
            }
        }
        if p & !allowed != 0 || p == 0 {
            return Err(format!(
                "primary modifier {p:#x} of `{op}` sets bits the opcode does not use"
            ));
        }
    }
    if let Some(w) = t.offsets {
        if w >> 24 != 0 {
            return Err(format!("address-offset token {w:#010x} has bits 31:24 set"));
        }
        let mut offs = [0i32; 3];
        for (i, o) in offs.iter_mut().enumerate() {
            let fixed = i32::from((w >> (8 * i)) as u8 as i8);
            if fixed % 2 != 0 {
                return Err(format!("address offset {}/2 is not a whole texel", fixed));
            }
            *o = fixed / 2;
        }
        out.push(Control::AOffImmi(offs));
    }
    Ok(out)
}

/// True when `op`'s control value announces an address-offset token.
pub fn has_offsets(control: u16) -> bool {
    control >> 13 & 1 == 1
}

/// Puts the specifiers of a resource instruction in canonical order and drops those with
/// default values (`_compselect(x)`, `_coordtype(unknown)`).
pub fn canonicalize(controls: &mut smallvec::SmallVec<[Control; 1]>) {
    controls.retain(|c| match c {
        Control::Other(n, Some(a)) if &**n == "compselect" => !a.eq_ignore_ascii_case("x"),
        Control::Other(n, Some(a)) if &**n == "coordtype" => !a.eq_ignore_ascii_case("unknown"),
        _ => true,
    });
    for c in controls.iter_mut() {
        if let Control::Other(n, Some(a)) = c {
            let lower = a.to_ascii_lowercase();
            if (&**n == "compselect" || &**n == "coordtype") && **a != *lower {
                *c = Control::Other(n.clone(), Some(lower.into()));
            }
        }
    }
    controls.sort_by_key(|c| rank(c).unwrap_or(usize::MAX));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_with_everything() {
        // sample_c_lz_resource(3)_sampler(2)_coordtype(unnormalized)_aoffimmi(1,-1,0):
        // control: resource 3 at 23:16 -> 0x03, sampler 2 at 27:24 -> 0x200, aoffimmi bit 29
        // -> 0x2000: 0x2203. Primary: UNNORMALIZED = 2 at 3:2 -> 0x8. Offsets: 1 -> 2 (0x02),
        // -1 -> -2 (0xFE) at 15:8, 0 -> 0x0000_FE02.
        let op = Opcode::SampleCLz;
        let info = tex_info(op).unwrap();
        let c = vec![
            Control::Resource(3),
            Control::Sampler(2),
            Control::Other("coordtype".into(), Some("unnormalized".into())),
            Control::AOffImmi([1, -1, 0]),
        ];
        let t = encode(op, info, &c).unwrap();
        assert_eq!(
            t,
            TexTokens {
                control: 0x2203,
                primary: Some(0x8),
                offsets: Some(0xFE02)
            }
        );
        assert_eq!(decode(op, info, t).unwrap(), c);
    }

    #[test]
    fn resinfo_uint_and_uav() {
        // resinfo_resource(1)_uint_uav: 1 | bit 24 (0x100); primary is_uav bit 4 = 0x10.
        let op = Opcode::Resinfo;
        let info = tex_info(op).unwrap();
        let c = vec![
            Control::Resource(1),
            Control::Uint,
            Control::Other("uav".into(), None),
        ];
        let t = encode(op, info, &c).unwrap();
        assert_eq!(
            t,
            TexTokens {
                control: 0x101,
                primary: Some(0x10),
                offsets: None
            }
        );
        assert_eq!(decode(op, info, t).unwrap(), c);
        assert!(encode(op, info, &[Control::Resource(256)]).is_err());
        assert!(
            encode(op, info, &[Control::Sampler(1)]).is_err(),
            "no resource, no sampler"
        );
    }
}
