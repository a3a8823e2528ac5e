//! Parse and print throughput on a generated ~10 MB compute program
//! (`cargo bench -p amdil`).

// `criterion_group!` defines an undocumented public function; a benchmark may unwrap.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use std::fmt::Write;

/// A ~10 MB program mixing ALU, memory, control flow and declarations.
fn program_text() -> String {
    let mut s = String::from("il_cs_2_0\ndcl_num_thread_per_group 64, 1, 1\n");
    s.push_str("dcl_raw_uav_id(0)\ndcl_struct_uav_id(1) 16\ndcl_lds_id(0) 4096\ndcl_cb cb0[16]\n");
    s.push_str("dcl_indexed_temp_array x0[64]\n");
    let mut i = 0u32;
    while s.len() < 10 << 20 {
        let r = i % 32;
        let _ = writeln!(s, "dcl_literal l{i}, 0x3F800000, {i}, -2, 1.5f");
        let _ = writeln!(s, "iadd r{r}.x, vAbsTid.x, l{i}.y");
        let _ = writeln!(
            s,
            "mad_ieee r{}.xy__, r{r}.xyzw_neg(xw), cb0[r{r}.x+3].y, l{i}.x ; comment",
            r + 1
        );
        let _ = writeln!(s, "uav_raw_load_id(0) r{}, r{r}.x", r + 2);
        let _ = writeln!(s, "ifc_relop(ge) r{r}.x, l{i}.w");
        let _ = writeln!(s, "  mov x0[r{r}.y+2], r{}.zyx1", r + 2);
        let _ = writeln!(s, "else");
        let _ = writeln!(s, "  lds_read_add_id(0) r{}.x, r{r}.x, r{}.y", r + 3, r + 1);
        let _ = writeln!(s, "endif");
        let _ = writeln!(s, "uav_struct_store_id(1) mem.xy, r{r}.xy, r{}", r + 2);
        i += 1;
    }
    s.push_str("end\n");
    s
}

/// CPU time of the calling thread in seconds (user and system, nanosecond resolution),
/// from `/proc/thread-self/schedstat` (its first field is the time spent running, in ns);
/// `None` where unavailable. Used to report throughput per CPU second on a loaded machine.
fn thread_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

/// Prints MB (10^6 bytes) and MiB per CPU second for `f` run `n` times over `bytes`
/// bytes. Each result is dropped after the clock stops (freeing a program is not part of
/// parsing it).
fn report_cpu_throughput<T>(what: &str, bytes: usize, n: usize, mut f: impl FnMut() -> T) {
    let mut cpu = 0.0;
    for _ in 0..n {
        let Some(t0) = thread_cpu_seconds() else {
            return;
        };
        let result = f();
        let Some(t1) = thread_cpu_seconds() else {
            return;
        };
        drop(result);
        cpu += t1 - t0;
    }
    let total = (bytes * n) as f64;
    println!(
        "{what}: {:.1} MB per CPU second = {:.1} MiB per CPU second ({n} runs, {cpu:.2} s CPU)",
        total / 1e6 / cpu,
        total / (1024.0 * 1024.0) / cpu,
    );
}

fn bench(c: &mut Criterion) {
    let text = program_text();
    let program = match amdil::parse(&text) {
        Ok(p) => p,
        Err(d) => panic!("benchmark program does not parse:\n{d}"),
    };
    report_cpu_throughput("parse", text.len(), 10, || amdil::parse(&text));
    report_cpu_throughput("print", text.len(), 10, || amdil::print(&program));
    let mut g = c.benchmark_group("il-text");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(text.len() as u64));
    // Dropping the result happens outside the timed region, one result at a time.
    g.bench_function("parse", |b| {
        b.iter_batched(|| (), |()| amdil::parse(&text), BatchSize::PerIteration)
    });
    g.bench_function("print", |b| {
        b.iter_batched(|| (), |()| amdil::print(&program), BatchSize::PerIteration)
    });
    g.bench_function("verify", |b| b.iter(|| amdil::verify(&program).is_ok()));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
