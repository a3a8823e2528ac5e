//! Lowering + -O2 pipeline throughput in IL instructions per second on a large generated
//! compute program, at two sizes (N and 2N blocks) to show how the time grows:
//! `cargo bench -p ilc-ir --bench pipeline -- --warm-up-time 1 --measurement-time 3`.

// `criterion_group!` defines an undocumented public function; a benchmark may unwrap.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ilc_ir::passes::pipeline::{optimize, OptLevel};

/// One block of the generated program: integer and float arithmetic, an if/else, a loop with
/// a data-dependent break, an indexed temp and UAV traffic. `k` varies the constants and
/// registers so that blocks are not copies of each other.
fn block(k: usize, out: &mut String) {
    let a = 1 + k % 7;
    let b = 2 + k % 5;
    let r = 10 + k % 20;
    out.push_str(&format!(
        "iadd r{r}.x, r1.x, l{a}.x\n\
         imul r{r}.y, r{r}.x, r1.y\n\
         ixor r{r}.z, r{r}.y, l{b}.y\n\
         itof r{r}.w, r{r}.z\n\
         mad r2.x, r{r}.w, r2.y, r2.x\n\
         ilt r3.x, r{r}.z, l{b}.x\n\
         if_logicalnz r3.x\n\
             iadd r1.x, r1.x, r{r}.y\n\
             mul r2.y, r2.y, l0.w\n\
         else\n\
             ishr r1.y, r1.y, l{a}.z\n\
             add r2.y, r2.y, r{r}.w\n\
         endif\n\
         mov r4.x, l0.x\n\
         whileloop\n\
             ige r3.y, r4.x, l{a}.w\n\
             break_logicalnz r3.y\n\
             imad r1.z, r1.z, l{b}.z, r4.x\n\
             iand r3.z, r1.z, l0.y\n\
             continue_logicalnz r3.z\n\
             iadd r1.w, r1.w, r1.z\n\
             iadd r4.x, r4.x, l0.z\n\
         endloop\n\
         iand r5.x, r1.w, l0.y\n\
         mov x0[r5.x], r1\n\
         mov r6, x0[r5.x+1]\n\
         iadd r1.x, r1.x, r6.y\n\
         uav_raw_load_id(0) r7.x, r0.x\n\
         iadd r1.y, r1.y, r7.x\n\
         uav_raw_store_id(1) mem.xy, r0.y, r1\n"
    ));
}

/// A program of `blocks` blocks, and its number of IL instructions.
fn program(blocks: usize) -> (String, usize) {
    let mut text = String::from(
        "il_cs_2_0\n\
         dcl_num_thread_per_group 64, 1, 1\n\
         dcl_raw_uav_id(0)\n\
         dcl_raw_uav_id(1)\n\
         dcl_indexed_temp_array x0[8]\n\
         dcl_literal l0, 0, 3, 1, 0x3f000000\n",
    );
    for i in 1..8 {
        text.push_str(&format!(
            "dcl_literal l{i}, {}, {}, {}, {}\n",
            i * 3,
            i * 5 + 1,
            i % 4,
            2 + i % 3
        ));
    }
    text.push_str(
        "ishl r0.x, vAbsTid.x, l0.z\n\
         ishl r0.y, vAbsTid.x, l0.y\n\
         uav_raw_load_id(0) r1, r0.x\n\
         itof r2, r1\n",
    );
    for k in 0..blocks {
        block(k, &mut text);
    }
    text.push_str("uav_raw_store_id(1) mem, r0.y, r2\nend\n");
    let count = amdil::parse(&text)
        .map(|p| p.instructions.len())
        .unwrap_or(0);
    (text, count)
}

fn lower_and_optimize(c: &mut Criterion) {
    let mut group = c.benchmark_group("lower_o2");
    for blocks in [150usize, 300] {
        let (text, count) = program(blocks);
        let parsed = amdil::parse(&text).expect("the generated program parses");
        group.throughput(Throughput::Elements(count as u64));
        group.bench_with_input(BenchmarkId::from_parameter(count), &parsed, |b, p| {
            b.iter(|| {
                let mut f = ilc_ir::lower::lower(p).expect("lowers");
                optimize(&mut f, OptLevel::O2).expect("optimises");
                f.inst_count()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, lower_and_optimize);
criterion_main!(benches);
