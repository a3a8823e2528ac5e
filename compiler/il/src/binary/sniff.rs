//! Content sniffing: telling an IL binary token stream from IL text.

use super::fields::{LangToken, VersionToken};

/// True when `bytes` starts like an IL binary stream: an `IL_Lang` token (bits 31:8 zero,
/// L447) followed by an `IL_Version` token whose reserved bits 31:26 are zero (L461).
///
/// IL text cannot pass this test: it is ASCII starting with whitespace, a comment or `il_`, so
/// its first four bytes are never three NULs after one byte (which is what a `IL_Lang` token
/// looks like in little-endian order).
pub fn looks_binary(bytes: &[u8]) -> bool {
    let word = |i: usize| -> Option<u32> {
        let chunk: [u8; 4] = bytes.get(i..i + 4)?.try_into().ok()?;
        Some(u32::from_le_bytes(chunk))
    };
    match (word(0), word(4)) {
        (Some(lang), Some(version)) => {
            LangToken::unpack(lang).is_ok() && VersionToken::unpack(version).is_ok()
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_binary_and_text() {
        // IL_Lang 0, IL_Version cs 2.0 = 0x0003_0200 (see fields tests), END = 40.
        let bin: Vec<u8> = [0u32, 0x0003_0200, 40]
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect();
        assert!(looks_binary(&bin));
        assert!(!looks_binary(b"il_cs_2_0\nend\n"));
        assert!(!looks_binary(b"; comment\nil_cs_2_0\nend\n"));
        assert!(!looks_binary(b"    \n\til_ps_2_0\nend\n"));
        assert!(!looks_binary(&bin[..6]), "too short for two tokens");
        // Version word with a reserved bit (26) set.
        let bad: Vec<u8> = [0u32, 0x0403_0200]
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect();
        assert!(!looks_binary(&bad));
        assert!(!looks_binary(b""));
    }
}
