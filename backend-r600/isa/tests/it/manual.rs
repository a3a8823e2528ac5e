//! Reads the opcode lists out of the R600 ISA manual text (`shared/seeds/r600-isa.txt`) so that
//! the crate's tables are checked against the manual itself, not against a second hand-made list.
//!
//! Two independent sources inside the manual are used:
//! - §8 field tables: lines `"<n> <FAMILY>_INST_<NAME>..."` (e.g. L9206 `0 CF_INST_NOP: …`,
//!   L10247 `0 OP2_INST_ADD`);
//! - §7 instruction pages: lines `"Instruction Field: … == <FAMILY>_INST_<NAME>, opcode <n> (…)"`.

use std::collections::BTreeSet;
use std::path::PathBuf;

/// One opcode as listed by the manual: family prefix (`CF`, `OP2`, `OP3`, `TEX`, `VTX`), mnemonic,
/// number, and the 1-based line where it was found.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Listed {
    pub family: String,
    pub name: String,
    pub code: u32,
    pub line: usize,
}

/// The manual's text, or `None` (with a note on stderr) when the seed file is not present.
pub fn text() -> Option<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/seeds/r600-isa.txt");
    match std::fs::read_to_string(&path) {
        Ok(t) => Some(t),
        Err(e) => {
            eprintln!(
                "note: manual not found at {}: {e}; manual cross-checks skipped",
                path.display()
            );
            None
        }
    }
}

fn split_inst(word: &str) -> Option<(String, String)> {
    for family in ["CF", "OP2", "OP3", "TEX", "VTX"] {
        if let Some(rest) = word.strip_prefix(&format!("{family}_INST_")) {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_')
                .collect();
            if !name.is_empty() {
                return Some((family.to_string(), name));
            }
        }
    }
    None
}

/// §8 table entries (deduplicated on family, name and code; first line kept).
pub fn section8(text: &str) -> Vec<Listed> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut parts = line.split_whitespace();
        let (Some(num), Some(word)) = (parts.next(), parts.next()) else {
            continue;
        };
        let Ok(code) = num.parse::<u32>() else {
            continue;
        };
        let Some((family, name)) = split_inst(word) else {
            continue;
        };
        if seen.insert((family.clone(), name.clone(), code)) {
            out.push(Listed {
                family,
                name,
                code,
                line: i + 1,
            });
        }
    }
    out
}

/// §7 "Instruction Field" lines.
pub fn section7(text: &str) -> Vec<Listed> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let Some(rest) = line.strip_prefix("Instruction Field:") else {
            continue;
        };
        let Some((_, rhs)) = rest.split_once("==") else {
            continue;
        };
        let Some((sym, tail)) = rhs.trim().split_once(',') else {
            continue;
        };
        let Some((family, name)) = split_inst(sym.trim()) else {
            continue;
        };
        let Some(code) = tail
            .trim()
            .strip_prefix("opcode")
            .and_then(|t| t.split_whitespace().next())
            .and_then(|n| n.parse().ok())
        else {
            continue;
        };
        out.push(Listed {
            family,
            name,
            code,
            line: i + 1,
        });
    }
    out
}

#[test]
fn the_parsers_find_the_expected_anchors() {
    let Some(t) = text() else { return };
    let s8 = section8(&t);
    assert!(s8
        .iter()
        .any(|l| l.family == "OP2" && l.name == "ADD" && l.code == 0));
    assert!(s8
        .iter()
        .any(|l| l.family == "CF" && l.name == "NOP" && l.line == 9206));
    let s7 = section7(&t);
    assert!(s7
        .iter()
        .any(|l| l.name == "ALU" && l.code == 8 && l.line == 4633));
}
