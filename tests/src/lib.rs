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

/// The committed real-world corpus (`tests/corpus/real/*.il`, published programs whose
/// licences allow redistribution; provenance in its SOURCES.md), sorted. It is kept out of
/// [`corpus_files`]: some of its programs are rejected on purpose (genuine slips in the
/// published text).
pub fn real_corpus_files() -> Vec<PathBuf> {
    il_files_in(&corpus_dir().join("real"))
}

/// The local-only part of the real-world corpus (`tests/corpus/real/local/*.il`, ignored by
/// git: programs that may not be committed, see SOURCES.md), sorted; empty on a clean clone.
pub fn real_corpus_local_files() -> Vec<PathBuf> {
    il_files_in(&corpus_dir().join("real").join("local"))
}

/// The `.il` files directly inside `dir` (not below it), sorted; empty if `dir` is absent.
fn il_files_in(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "il"))
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
/// Whether `il` is a program of the graphics-stage corpus (`corpus/graphics/`: pixel and
/// vertex shaders with textures and render targets). The IL interpreter runs them; the IR
/// and the back ends get them in later slices / issues (#19 and the back-end graphics
/// issues), so the suites of those filter them out until then.
pub fn is_graphics_stage(il: &Path) -> bool {
    il.strip_prefix(corpus_dir())
        .is_ok_and(|rel| rel.starts_with("graphics"))
}

/// Whether the IL program at `il` is a pixel or vertex shader (its header is `il_ps_*` or
/// `il_vs_*`): Vega compiles those to graphics shaders, which only the simulator's graphics
/// dispatcher runs.
pub fn is_pixel_or_vertex_shader(il: &Path) -> bool {
    std::fs::read_to_string(il).is_ok_and(|text| {
        text.lines()
            .map(str::trim)
            .find(|l| !l.is_empty() && !l.starts_with(';'))
            .is_some_and(|header| header.starts_with("il_ps") || header.starts_with("il_vs"))
    })
}

pub mod host_ref;
pub mod opencl;
pub mod peers;
pub mod random_il;
