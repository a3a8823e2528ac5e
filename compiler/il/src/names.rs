//! Name lookup derived from the opcode and register-type tables: lower-case mnemonic and
//! alias → [`Opcode`], lower-case register spelling → [`RegType`]. Built once, on first use.

use crate::opcode::{Opcode, OPCODES};
use crate::regtype::{RegType, REGTYPES};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

/// A small multiplicative hasher for short ASCII keys (FNV-1a).
#[derive(Default)]
pub struct FnvHasher(u64);

impl Hasher for FnvHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}

type Map<V> = HashMap<Box<str>, V, BuildHasherDefault<FnvHasher>>;

fn opcode_map() -> &'static Map<Opcode> {
    static MAP: OnceLock<Map<Opcode>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut m = Map::default();
        for info in OPCODES {
            m.insert(info.mnemonic.to_ascii_lowercase().into(), info.opcode);
            for a in info.aliases {
                m.insert(a.to_ascii_lowercase().into(), info.opcode);
            }
        }
        m
    })
}

fn regtype_map() -> &'static Map<RegType> {
    static MAP: OnceLock<Map<RegType>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut m = Map::default();
        for info in REGTYPES {
            if info.ty == RegType::Vertex {
                continue; // `v` means INPUT; the parser picks VERTEX by shape
            }
            m.insert(info.name.to_ascii_lowercase().into(), info.ty);
            m.insert(info.write_name.to_ascii_lowercase().into(), info.ty);
            for a in info.aliases {
                m.insert(a.to_ascii_lowercase().into(), info.ty);
            }
        }
        m
    })
}

/// The opcode spelled `lower` (already lower-case), if any.
pub fn opcode(lower: &str) -> Option<Opcode> {
    opcode_map().get(lower).copied()
}

/// The register type spelled `lower` (already lower-case), if any.
pub fn regtype(lower: &str) -> Option<RegType> {
    regtype_map().get(lower).copied()
}

/// The register type spelled with the single letter `b` (either case), if any: a
/// table-derived fast path for `r#`, `l#`, `x#`, ...
pub fn regtype_letter(b: u8) -> Option<RegType> {
    static LETTERS: OnceLock<[Option<RegType>; 26]> = OnceLock::new();
    let letters = LETTERS.get_or_init(|| {
        let mut out = [None; 26];
        for (i, slot) in out.iter_mut().enumerate() {
            let name = char::from(b'a' + i as u8).to_string();
            *slot = regtype(&name);
        }
        out
    });
    let i = b.to_ascii_lowercase().checked_sub(b'a')?;
    letters.get(usize::from(i)).copied().flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups() {
        assert_eq!(opcode("iadd"), Some(Opcode::IAdd));
        assert_eq!(opcode("and"), Some(Opcode::And));
        assert_eq!(opcode("whileloop"), Some(Opcode::While));
        assert_eq!(opcode("nonsense"), None);
        assert_eq!(regtype("vabstidflat"), Some(RegType::AbsoluteThreadIdFlat));
        assert_eq!(regtype("vtid"), Some(RegType::ThreadIdInGroupFlat));
        assert_eq!(regtype_letter(b'R'), Some(RegType::Temp));
        assert_eq!(regtype_letter(b'l'), Some(RegType::Literal));
        assert_eq!(regtype_letter(b'q'), None);
        assert_eq!(regtype_letter(b'_'), None);
    }
}
