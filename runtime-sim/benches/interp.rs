//! Interpreter throughput on a matrix multiply: `cargo bench -p runtime-sim --bench interp`.
//! Prints the measured lane-instructions per second (the target is ≥ 50 M/s on 64-lane
//! work-groups).

// The workspace denies unwrap()/expect() outside tests; a benchmark may use them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use runtime_sim::interp;
use runtime_sim::launch::LaunchSpec;

/// N×N float matrices, one work-item per element of C, 64-lane groups; A and B row-major.
const N: u32 = 64;

fn program() -> String {
    format!(
        "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_raw_uav_id(2)
dcl_literal l0, {n}, 2, 1, 0
mov r0.x, l0.w
mov r1.x, l0.w
whileloop
    ige r2.x, r1.x, l0.x
    break_logicalnz r2.x
    imad r3.x, vAbsTid.y, l0.x, r1.x
    ishl r3.x, r3.x, l0.y
    uav_raw_load_id(0) r4.x, r3.x
    imad r3.y, r1.x, l0.x, vAbsTid.x
    ishl r3.y, r3.y, l0.y
    uav_raw_load_id(1) r4.y, r3.y
    mad r0.x, r4.x, r4.y, r0.x
    iadd r1.x, r1.x, l0.z
endloop
imad r5.x, vAbsTid.y, l0.x, vAbsTid.x
ishl r5.x, r5.x, l0.y
uav_raw_store_id(2) mem.x, r5.x, r0.x
end
",
        n = N
    )
}

fn launch() -> LaunchSpec {
    let words = (N * N) as usize;
    let a: Vec<String> = (0..words)
        .map(|i| format!("{}.0", (i % 7) as i32 - 3))
        .collect();
    let b: Vec<String> = (0..words)
        .map(|i| format!("{}.0", (i % 5) as i32 - 2))
        .collect();
    let json = format!(
        r#"{{"global":[{n},{n},1],"group":[64,1,1],"uavs":{{"0":{{"f32":[{a}]}},"1":{{"f32":[{b}]}},"2":{{"zero":{w}}}}}}}"#,
        n = N,
        a = a.join(","),
        b = b.join(","),
        w = words
    );
    match LaunchSpec::parse(&json, "bench.launch.json") {
        Ok(l) => l,
        Err(e) => panic!("bench launch: {e:?}"),
    }
}

/// CPU time of the calling thread in seconds (nanosecond resolution), from
/// `/proc/thread-self/schedstat` (first field: time spent running); `None` where
/// unavailable. On a shared machine this is what one core delivers; wall time is not.
fn thread_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

fn bench(c: &mut Criterion) {
    let prog = match amdil::parse(&program()) {
        Ok(p) => p,
        Err(d) => panic!("bench program: {d:?}"),
    };
    let launch = launch();
    let stats = match interp::run_with_stats(&prog, &launch) {
        Ok((_, s)) => s,
        Err(e) => panic!("bench run: {}", e.message),
    };
    eprintln!(
        "interp bench: {} lane-instructions ({} instructions) per run",
        stats.lane_instructions, stats.instructions
    );
    // A fixed number of runs without criterion, for CPU-time measurements on a busy
    // machine (`INTERP_BENCH_RUNS=20 perf stat -e task-clock <bench binary> --bench`).
    if let Some(runs) = std::env::var("INTERP_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse::<u32>().ok())
    {
        for _ in 0..runs {
            let _ = interp::run(&prog, &launch);
        }
        return;
    }
    // Lane-instructions per CPU second over a few runs (decode included, as in `run`).
    let runs = 10;
    if let Some(t0) = thread_cpu_seconds() {
        for _ in 0..runs {
            let _ = interp::run(&prog, &launch);
        }
        if let Some(t1) = thread_cpu_seconds() {
            let cpu = (t1 - t0).max(1e-9);
            eprintln!(
                "interp bench: {:.1} M lane-instructions per CPU second ({runs} runs, {cpu:.2} s CPU)",
                (stats.lane_instructions * runs) as f64 / cpu / 1e6
            );
        }
    }
    let mut g = c.benchmark_group("interp");
    g.throughput(Throughput::Elements(stats.lane_instructions));
    g.sample_size(10);
    g.bench_function("matmul64_lane_instructions", |b| {
        b.iter(|| interp::run(&prog, &launch).map(|o| o.uavs.len()))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
