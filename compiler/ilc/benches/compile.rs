//! Compile time per kernel for `--target vega` (`cargo bench -p ilc`): IL text to gfx900
//! machine code (parse, verify, lower, -O2 pipeline, instruction selection, register
//! allocation, waitcnt, hazards, encoding), for corpus kernels that also have an LLVM peer
//! (`tests/peers`), so the figure compares with `llc-14` on the same kernel. Group
//! `compile_vega` is wall-clock time, `compile_vega_cpu` the benchmark thread's CPU time (for a
//! loaded machine).

// `criterion_group!` defines an undocumented public function; a benchmark may unwrap.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use criterion::measurement::Measurement;
use criterion::{criterion_group, criterion_main, Criterion};

/// The CPU-time measurement shared with gcn-isa's codec benchmark.
#[path = "../../../backend-gcn/isa/benches/common/cpu_time.rs"]
mod cpu_time;

/// Corpus kernels measured (small, medium, the largest control-flow peer).
const KERNELS: [&str; 3] = ["saxpy", "matmul_tiled", "while_continue"];

fn corpus(name: &str) -> String {
    let path = format!(
        "{}/../../tests/corpus/compute/{name}.il",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn bench<M: Measurement>(c: &mut Criterion<M>, group: &str) {
    let mut g = c.benchmark_group(group);
    if group.ends_with("_cpu") {
        cpu_time::configure(&mut g);
    }
    for name in KERNELS {
        let il = corpus(name);
        // Fail early (and visibly) if the kernel does not compile.
        ilc::compile(&il, ilc::Target::Vega).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        g.bench_function(name, |b| {
            b.iter(|| ilc::compile(std::hint::black_box(&il), ilc::Target::Vega))
        });
    }
    g.finish();
}

/// Wall-clock time.
fn wall(c: &mut Criterion) {
    bench(c, "compile_vega");
}

/// CPU time of the benchmark thread.
fn cpu(c: &mut Criterion<cpu_time::CpuTime>) {
    bench(c, "compile_vega_cpu");
}

criterion_group!(wall_clock, wall);
criterion_group! {
    name = cpu_clock;
    config = Criterion::default().with_measurement(cpu_time::CpuTime::default());
    targets = cpu
}
criterion_main!(wall_clock, cpu_clock);
