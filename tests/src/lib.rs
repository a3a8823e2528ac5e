//! `ilc-tests`: shared helpers for ilc's corpus, differential and oracle tests.
//!
//! The corpus lives in `tests/corpus/` (IL programs with `.launch.json` and
//! `.expected.json` files); the test suites themselves are in `tests/tests/`.

use std::path::{Path, PathBuf};

/// Directory holding the IL corpus (`tests/corpus`).
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// Every `.il` file below the corpus directory, sorted by path.
pub fn corpus_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    collect_il(&corpus_dir(), &mut out);
    out.sort();
    out
}

/// The real-world corpus (`tests/corpus/real/*.il`, published programs; see its
/// SOURCES.md), sorted. It is kept out of [`corpus_files`]: some of its programs are
/// rejected on purpose (genuine slips in the published text).
pub fn real_corpus_files() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(corpus_dir().join("real"))
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "il"))
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn collect_il(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() && path.file_name().is_some_and(|n| n == "real") {
            continue;
        } else if path.is_dir() {
            collect_il(&path, out);
        } else if path.extension().is_some_and(|e| e == "il") {
            out.push(path);
        }
    }
}

pub mod bench;
pub mod host_ref;
pub mod opencl;
pub mod peers;
pub mod random_il;
