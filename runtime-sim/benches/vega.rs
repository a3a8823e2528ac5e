//! Simulated wave-instructions per second of the Vega machine on the clang-built `matmul`
//! OpenCL kernel (tests/kernels/matmul.cl, built with the recipe of docs/opencl-kernels.md).
//! Without clang-14/ld.lld-14 the benchmark prints a note and measures nothing. Group `vega` is
//! wall-clock time, `vega_cpu` the thread's CPU time (for a loaded machine).

// The workspace denies unwrap()/expect() outside tests; a benchmark may use them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use criterion::measurement::Measurement;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use runtime_sim::codeobj::CodeObject;
use runtime_sim::launch::LaunchSpec;
use runtime_sim::vega::{run_kernel_with, Options, Program};
use std::path::PathBuf;
use std::process::Command;

fn build_matmul() -> Option<CodeObject> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let kernels = root.join("tests/kernels");
    let dir = std::env::temp_dir().join("ilc-vega-bench");
    std::fs::create_dir_all(&dir).ok()?;
    let (obj, co) = (dir.join("matmul.o"), dir.join("matmul.co"));
    let ok = Command::new("clang-14")
        .args([
            "-cl-std=CL1.2",
            "-cl-no-stdinc",
            "-target",
            "amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-O2",
            "-nogpulib",
            "-ffp-contract=off",
            "-cl-fp32-correctly-rounded-divide-sqrt",
            "-I",
        ])
        .arg(&kernels)
        .arg("-c")
        .arg(kernels.join("matmul.cl"))
        .arg("-o")
        .arg(&obj)
        .status()
        .ok()?
        .success()
        && Command::new("ld.lld-14")
            .arg("-shared")
            .arg(&obj)
            .arg("-o")
            .arg(&co)
            .status()
            .ok()?
            .success();
    if !ok {
        return None;
    }
    CodeObject::from_file(&co).ok()
}

/// The CPU-time measurement shared with gcn-isa's codec benchmark.
#[path = "../../backend-gcn/isa/benches/common/cpu_time.rs"]
mod cpu_time;

fn bench<M: Measurement>(c: &mut Criterion<M>, group: &str) {
    let Some(obj) = build_matmul() else {
        eprintln!("note: clang-14/ld.lld-14 unavailable, vega benchmark skipped");
        return;
    };
    let n = 64u32;
    let words = (n * n) as usize;
    let vals: Vec<String> = (0..words)
        .map(|i| format!("{}", (i % 7) as f32 * 0.25))
        .collect();
    let launch = format!(
        r#"{{"global":[{n},{n}],"group":[16,16],"uavs":{{"0":{{"f32":[{v}]}},"1":{{"f32":[{v}]}},"2":{{"zero":{words}}}}},"args":[{{"u32":{n}}},{{"uav":0}},{{"uav":1}},{{"uav":2}}]}}"#,
        v = vals.join(",")
    );
    let Ok(spec) = LaunchSpec::parse(&launch, "bench") else {
        eprintln!("note: bench launch does not parse");
        return;
    };
    let Ok(kernel) = obj.kernel("matmul") else {
        return;
    };
    let prog = Program::decode(&kernel.text);
    let opts = Options::default();
    let Ok((_, stats)) = run_kernel_with(&obj, kernel, &prog, &spec, &opts) else {
        eprintln!("note: matmul does not run");
        return;
    };
    let mut g = c.benchmark_group(group);
    g.throughput(Throughput::Elements(stats.total()));
    g.sample_size(10);
    if group.ends_with("_cpu") {
        cpu_time::configure(&mut g);
    }
    g.bench_function("matmul_64x64_wave_instructions", |b| {
        b.iter(|| run_kernel_with(&obj, kernel, &prog, &spec, &opts).map(|r| r.1.total()))
    });
    // The same run with the occupancy-aware cycle model (`--stats`, the cycle table).
    let timed = Options::timed();
    g.bench_function("matmul_64x64_wave_instructions_timed", |b| {
        b.iter(|| run_kernel_with(&obj, kernel, &prog, &spec, &timed).map(|r| r.1.total()))
    });
    g.finish();
}

/// Wall-clock time.
fn wall(c: &mut Criterion) {
    bench(c, "vega");
}

/// CPU time of the benchmark thread.
fn cpu(c: &mut Criterion<cpu_time::CpuTime>) {
    bench(c, "vega_cpu");
}

criterion_group!(wall_clock, wall);
criterion_group! {
    name = cpu_clock;
    config = Criterion::default().with_measurement(cpu_time::CpuTime::default());
    targets = cpu
}
criterion_main!(wall_clock, cpu_clock);
