//! Name lookup derived from the opcode and register-type tables: mnemonic and alias →
//! [`Opcode`], register spelling → [`RegType`], both case-insensitive. Built once, on
//! first use.
//!
//! The parser looks a name up straight from the source bytes, without lower-casing them
//! into a buffer: keys are hashed with [`NameHash`] (FNV-1a over the ASCII-lower-cased
//! bytes), which it can also feed incrementally while it scans an instruction word, so the
//! candidate mnemonics `uav`, `uav_raw`, `uav_raw_load`, ... of one word cost one pass.

use crate::opcode::{Opcode, OPCODES};
use crate::regtype::{RegType, REGTYPES};
use std::sync::OnceLock;

/// Incremental FNV-1a hash of a name, ASCII case folded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NameHash(u64);

impl Default for NameHash {
    fn default() -> NameHash {
        NameHash::new()
    }
}

impl NameHash {
    /// The hash of the empty name.
    pub const fn new() -> NameHash {
        NameHash(0xcbf2_9ce4_8422_2325)
    }

    /// The hash extended by byte `b` (folded to lower case).
    #[inline]
    pub fn push(self, b: u8) -> NameHash {
        NameHash((self.0 ^ u64::from(b.to_ascii_lowercase())).wrapping_mul(0x0100_0000_01b3))
    }

    /// The hash of `bytes`.
    #[inline]
    pub fn of(bytes: &[u8]) -> NameHash {
        bytes.iter().fold(NameHash::new(), |h, &b| h.push(b))
    }
}

/// An open-addressing table from case-folded names to values.
struct Table<V> {
    /// `mask + 1` slots: (hash, lower-case name, value).
    slots: Vec<Option<(u64, &'static [u8], V)>>,
    mask: usize,
}

impl<V: Copy> Table<V> {
    fn new(entries: &[(&'static str, V)]) -> Table<V> {
        let size = (entries.len() * 4).next_power_of_two();
        let mut t = Table {
            slots: vec![None; size],
            mask: size - 1,
        };
        for &(name, v) in entries {
            let key = name.as_bytes();
            let h = NameHash::of(key).0;
            if t.get(NameHash(h), key).is_some() {
                continue; // the first spelling wins (tables list canonical names first)
            }
            let mut i = (h as usize) & t.mask;
            while t.slots.get(i).is_some_and(Option::is_some) {
                i = (i + 1) & t.mask;
            }
            if let Some(slot) = t.slots.get_mut(i) {
                *slot = Some((h, key, v));
            }
        }
        t
    }

    /// The value for `key` (any case) whose [`NameHash`] is `h`.
    #[inline]
    fn get(&self, h: NameHash, key: &[u8]) -> Option<V> {
        let mut i = (h.0 as usize) & self.mask;
        loop {
            match self.slots.get(i)? {
                None => return None,
                Some((sh, name, v)) => {
                    if *sh == h.0 && name.eq_ignore_ascii_case(key) {
                        return Some(*v);
                    }
                }
            }
            i = (i + 1) & self.mask;
        }
    }
}

fn opcode_table() -> &'static Table<Opcode> {
    static TABLE: OnceLock<Table<Opcode>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut entries = Vec::new();
        for info in OPCODES {
            entries.push((info.mnemonic, info.opcode));
            for a in info.aliases {
                entries.push((*a, info.opcode));
            }
        }
        Table::new(&entries)
    })
}

fn regtype_table() -> &'static Table<RegType> {
    static TABLE: OnceLock<Table<RegType>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut entries = Vec::new();
        for info in REGTYPES {
            if info.ty == RegType::Vertex {
                continue; // `v` means INPUT; the parser picks VERTEX by shape
            }
            entries.push((info.name, info.ty));
            entries.push((info.write_name, info.ty));
            for a in info.aliases {
                entries.push((*a, info.ty));
            }
        }
        Table::new(&entries)
    })
}

/// The opcode spelled `name` (any case), if any.
pub fn opcode(name: &str) -> Option<Opcode> {
    opcode_hashed(NameHash::of(name.as_bytes()), name.as_bytes())
}

/// The opcode spelled `name` (any case) whose hash `h` the caller already computed.
#[inline]
pub fn opcode_hashed(h: NameHash, name: &[u8]) -> Option<Opcode> {
    opcode_table().get(h, name)
}

/// The register type spelled `name` (any case), if any.
pub fn regtype(name: &str) -> Option<RegType> {
    regtype_bytes(name.as_bytes())
}

/// The register type spelled `name` (any case), if any.
#[inline]
pub fn regtype_bytes(name: &[u8]) -> Option<RegType> {
    match name {
        &[b] => regtype_letter(b),
        _ => regtype_table().get(NameHash::of(name), name),
    }
}

/// The register type spelled with the single letter `b` (either case), if any: a
/// table-derived fast path for `r#`, `l#`, `x#`, ...
#[inline]
pub fn regtype_letter(b: u8) -> Option<RegType> {
    static LETTERS: OnceLock<[Option<RegType>; 26]> = OnceLock::new();
    let letters = LETTERS.get_or_init(|| {
        let mut out = [None; 26];
        for (i, slot) in out.iter_mut().enumerate() {
            let name = [b'a' + i as u8];
            *slot = regtype_table().get(NameHash::of(&name), &name);
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
        assert_eq!(opcode("IAdd"), Some(Opcode::IAdd));
        assert_eq!(opcode("and"), Some(Opcode::And));
        assert_eq!(opcode("whileloop"), Some(Opcode::While));
        assert_eq!(opcode("nonsense"), None);
        assert_eq!(opcode(""), None);
        assert_eq!(regtype("vabstidflat"), Some(RegType::AbsoluteThreadIdFlat));
        assert_eq!(regtype("vAbsTidFlat"), Some(RegType::AbsoluteThreadIdFlat));
        assert_eq!(regtype("vtid"), Some(RegType::ThreadIdInGroupFlat));
        assert_eq!(regtype_letter(b'R'), Some(RegType::Temp));
        assert_eq!(regtype_letter(b'l'), Some(RegType::Literal));
        assert_eq!(regtype_letter(b'q'), None);
        assert_eq!(regtype_letter(b'_'), None);
    }

    #[test]
    fn every_table_spelling_is_found_in_any_case() {
        for info in OPCODES {
            for name in std::iter::once(&info.mnemonic).chain(info.aliases) {
                // No spelling is shared by two opcodes (the table keeps the first).
                assert_eq!(opcode(name), Some(info.opcode), "{name}");
                assert_eq!(
                    opcode(&name.to_ascii_uppercase()),
                    Some(info.opcode),
                    "{name}"
                );
            }
        }
        for info in REGTYPES {
            if info.ty == RegType::Vertex {
                continue;
            }
            for name in [info.name, info.write_name] {
                assert_eq!(regtype(&name.to_ascii_uppercase()), Some(info.ty), "{name}");
            }
        }
    }

    #[test]
    fn incremental_hash_equals_whole_hash() {
        let word = b"Uav_Raw_Load_Id";
        let mut h = NameHash::new();
        for (i, &b) in word.iter().enumerate() {
            h = h.push(b);
            assert_eq!(h, NameHash::of(&word[..=i]));
        }
        assert_eq!(NameHash::of(b"ABC"), NameHash::of(b"abc"));
    }
}
