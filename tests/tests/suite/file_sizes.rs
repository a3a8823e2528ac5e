//! Suite `file_sizes`: no hand-written Rust source file of the workspace is longer than
//! [`MAX_LINES`] lines (issue #23), so that big files get split into cohesive submodules
//! before they grow further. Generated tables are exempt and named in [`GENERATED`].

use std::fs;
use std::path::{Path, PathBuf};

/// The longest a hand-written `.rs` file may be, in lines.
const MAX_LINES: usize = 1_500;

/// Generated files (workspace-relative, `/`-separated), exempt from the limit.
const GENERATED: &[&str] = &[
    // The gfx9 opcode tables, written by tools/gen_opcodes.py from the Vega ISA manual.
    "backend-gcn/isa/src/opcodes.rs",
];

/// Directories never searched: build output, VCS data, hidden directories.
fn skipped_dir(name: &str) -> bool {
    name == "target" || name.starts_with('.')
}

/// Every `.rs` file below `dir`, recursively.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if !skipped_dir(&name) {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_hand_written_source_file_exceeds_the_line_limit() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate lives inside the workspace")
        .to_path_buf();
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    // The walk found the workspace (this file is one of its sources).
    assert!(
        files
            .iter()
            .any(|f| f.ends_with("tests/tests/suite/file_sizes.rs")),
        "no sources found under {}",
        root.display()
    );
    let mut too_long = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(&root).unwrap_or(file);
        let relative = relative.to_string_lossy().replace('\\', "/");
        if GENERATED.contains(&relative.as_str()) {
            continue;
        }
        let text = fs::read_to_string(file).unwrap_or_default();
        let lines = text.lines().count();
        if lines > MAX_LINES {
            too_long.push(format!("{relative}: {lines} lines"));
        }
    }
    assert!(
        too_long.is_empty(),
        "hand-written files over {MAX_LINES} lines (split them into submodules):\n{}",
        too_long.join("\n")
    );
    // Every exempt file still exists (a stale exemption would hide nothing but mislead).
    for generated in GENERATED {
        assert!(
            root.join(generated).is_file(),
            "{generated} is gone: drop it from GENERATED"
        );
    }
}
