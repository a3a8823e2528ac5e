//! Compile time per kernel for `--target vega` (`cargo bench -p ilc`): IL text to gfx900
//! machine code (parse, verify, lower, -O2 pipeline, instruction selection, register
//! allocation, waitcnt, hazards, encoding), for corpus kernels that also have an LLVM peer
//! (`tests/peers`), so the figure compares with `llc-14` on the same kernel.

// `criterion_group!` defines an undocumented public function; a benchmark may unwrap.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use criterion::{criterion_group, criterion_main, Criterion};

/// Corpus kernels measured (small, medium, the largest control-flow peer).
const KERNELS: [&str; 3] = ["saxpy", "matmul_tiled", "while_continue"];

fn corpus(name: &str) -> String {
    let path = format!(
        "{}/../../tests/corpus/compute/{name}.il",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn compile(c: &mut Criterion) {
    for name in KERNELS {
        let il = corpus(name);
        // Fail early (and visibly) if the kernel does not compile.
        ilc::compile(&il, ilc::Target::Vega).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        c.bench_function(&format!("compile_vega/{name}"), |b| {
            b.iter(|| ilc::compile(std::hint::black_box(&il), ilc::Target::Vega))
        });
    }
}

criterion_group!(benches, compile);
criterion_main!(benches);
