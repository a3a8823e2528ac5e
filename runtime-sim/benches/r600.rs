//! R600 machine throughput on an arithmetic-heavy program (full five-slot MULADD groups in a
//! DX9 loop): `cargo bench -p runtime-sim --bench r600`. Prints the simulated ALU groups per
//! second (one group = 64 lanes × up to five slots).

// The workspace denies unwrap()/expect() outside tests; a benchmark may use them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use runtime_sim::launch::LaunchSpec;
use runtime_sim::r600::{self, Options};

/// Groups per clause (5 slots each, 125 of the 128 clause slots).
const GROUPS: usize = 25;
/// Clauses per loop iteration.
const CLAUSES: usize = 4;
/// Loop trip count (integer constant 0).
const TRIPS: i32 = 10;

fn program() -> String {
    let mut s = String::from(
        "00 ALU\n  0 x: MOV R2.x, 1.0\n    y: MOV R2.y, 0.5\n    z: MOV R2.z, 1.0\n    w: MOV R2.w, 0.5\n  1 x: MOV R3.x, 0.5\n    y: MOV R3.y, 1.0\n    z: MOV R3.z, 0.5\n    w: MOV R3.w, 1.0\n",
    );
    s.push_str(&format!("01 LOOP_START @{} CONST:0\n", CLAUSES + 3));
    for c in 0..CLAUSES {
        s.push_str(&format!("{:02} ALU\n", c + 2));
        for g in 0..GROUPS {
            s.push_str(&format!(
                "  {g} x: MULADD R1.x, R1.x, R2.x, R3.x\n    y: MULADD R1.y, R1.y, R2.y, R3.y\n    z: MULADD R1.z, R1.z, R2.z, R3.z\n    w: MULADD R1.w, R1.w, R2.w, R3.w\n    t: MUL R5.x, R3.y, R2.z\n"
            ));
        }
    }
    s.push_str(&format!("{:02} LOOP_END @2\n", CLAUSES + 2));
    s.push_str(&format!(
        "{:02} MEM_STREAM0 WRITE_IND:0 R1.x___ INDEX:R0 ES:0 SIZE:4095\n{:02} NOP EOP\n",
        CLAUSES + 3,
        CLAUSES + 4
    ));
    s
}

fn bench(c: &mut Criterion) {
    let program = r600_isa::asm::parse(&program()).expect("benchmark program assembles");
    let launch = LaunchSpec::parse(
        r#"{"global":[1024,1,1],"group":[64,1,1],"uavs":{"0":{"zero":1024}}}"#,
        "bench",
    )
    .expect("launch");
    let opts = Options {
        loop_consts: vec![[TRIPS, 0, 1]],
        ..Options::default()
    };
    let (_, stats) = r600::run(&program, &launch, &opts).expect("benchmark program runs");
    let mut group = c.benchmark_group("r600");
    group.throughput(Throughput::Elements(stats.alu_groups));
    group.bench_function("muladd_groups", |b| {
        b.iter(|| r600::run(&program, &launch, &opts).map(|(_, s)| s.alu_groups))
    });
    group.finish();
    let start = std::time::Instant::now();
    let mut runs = 0u32;
    while start.elapsed().as_secs_f64() < 1.0 {
        let _ = r600::run(&program, &launch, &opts);
        runs += 1;
    }
    let per_sec = f64::from(runs) * stats.alu_groups as f64 / start.elapsed().as_secs_f64();
    println!(
        "r600: {} ALU groups ({:.2} slots/group) per run, {:.3} M groups/s",
        stats.alu_groups,
        stats.slots_per_group(),
        per_sec / 1e6
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
