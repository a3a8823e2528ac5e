//! The committed opcode table is what `tools/gen_opcodes.py` produces.
//!
//! With the Vega ISA manual at hand (`VEGA_ISA_MANUAL`, or `shared/seeds/vega-isa.txt` next to
//! the repository) the generator runs in `--check` mode and must reproduce `src/opcodes.rs`
//! byte for byte. Without it, the hashes in the file's header still tie it to the generator:
//! the recorded generator hash must be the script's, and the recorded content hash must be the
//! file's own (so a hand edit of the table or an edit of the script without regenerating
//! fails). Every typed constant must name the row it indexes.

use std::path::{Path, PathBuf};
use std::process::Command;

use gcn_isa::table::all_ops;
use sha2::{Digest, Sha256};

fn crate_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn committed() -> String {
    std::fs::read_to_string(crate_dir().join("src/opcodes.rs")).unwrap()
}

fn hex_sha256(data: &[u8]) -> String {
    Sha256::digest(data)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The value of the header line `//! <tag>: <hex>`.
fn header(text: &str, tag: &str) -> String {
    let prefix = format!("//! {tag}: ");
    text.lines()
        .find_map(|l| l.strip_prefix(&prefix))
        .unwrap_or_else(|| panic!("src/opcodes.rs has no `{prefix}` header line"))
        .to_string()
}

#[test]
fn recorded_generator_hash_is_the_scripts() {
    let script = std::fs::read(crate_dir().join("tools/gen_opcodes.py")).unwrap();
    assert_eq!(
        header(&committed(), "generator-sha256"),
        hex_sha256(&script),
        "tools/gen_opcodes.py changed since src/opcodes.rs was generated: rerun it"
    );
}

#[test]
fn recorded_content_hash_is_the_files() {
    let text = committed();
    let recorded = header(&text, "content-sha256");
    let line = format!("//! content-sha256: {recorded}\n");
    let without = text.replacen(&line, "", 1);
    assert_eq!(
        hex_sha256(without.as_bytes()),
        recorded,
        "src/opcodes.rs was edited by hand: regenerate it with tools/gen_opcodes.py"
    );
}

#[test]
fn every_typed_constant_indexes_its_row() {
    let text = committed();
    let mut seen = 0;
    for line in text.lines() {
        let Some(rest) = line.trim().strip_prefix("pub const ") else {
            continue;
        };
        let (name, index) = rest
            .strip_suffix(");")
            .and_then(|r| r.split_once(": Op = Op("))
            .unwrap_or_else(|| panic!("unexpected constant line `{line}`"));
        let index: usize = index.parse().unwrap();
        assert_eq!(all_ops()[index].name.to_uppercase(), name);
        seen += 1;
    }
    assert_eq!(seen, all_ops().len(), "one constant per opcode");
    assert_eq!(gcn_isa::op::V_ADD_F32.info().name, "v_add_f32");
    assert_eq!(gcn_isa::op::EXP.info().name, "exp");
}

fn manual() -> Option<PathBuf> {
    let root = crate_dir().join("../..");
    std::env::var_os("VEGA_ISA_MANUAL")
        .map(PathBuf::from)
        .into_iter()
        .chain(
            [
                "../shared/seeds/vega-isa.txt",
                "../../shared/seeds/vega-isa.txt",
            ]
            .iter()
            .map(|p| root.join(p)),
        )
        .find(|p| p.is_file())
}

#[test]
fn generator_reproduces_the_committed_table() {
    let Some(manual) = manual() else {
        eprintln!("Vega ISA manual not found (set VEGA_ISA_MANUAL): hash checks only");
        return;
    };
    let run = Command::new("python3")
        .arg(crate_dir().join("tools/gen_opcodes.py"))
        .arg("--check")
        .arg(&manual)
        .output();
    let Ok(out) = run else {
        eprintln!("python3 not available: hash checks only");
        return;
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
