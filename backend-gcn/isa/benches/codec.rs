//! Decode and encode throughput (instructions per second) on a mixed ALU and memory stream:
//! `decode` returns a fresh `Instruction` per call, `decode_into` refills one. Group `codec` is
//! timed by the wall clock, `codec_cpu` by the thread's CPU time (for a loaded machine).

// `criterion_group!` defines an undocumented public function; a benchmark may unwrap.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use criterion::measurement::Measurement;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

#[path = "common/cpu_time.rs"]
mod cpu_time;

fn stream() -> (Vec<u8>, usize) {
    let src = "v_add_f32_e32 v0, v1, v2\nv_mul_f32_e64 v3, -v4, |v5| clamp\ns_add_u32 s0, s1, 0x12345\n\
               v_fma_f32 v6, v7, 1.0, s8\nv_cmp_lt_f32_e32 vcc, v1, v2\ns_waitcnt vmcnt(0) lgkmcnt(0)\n\
               v_mov_b32_e32 v9, 0x3f800001\ns_and_saveexec_b64 s[2:3], vcc\nv_cndmask_b32_e32 v0, v1, v2, vcc\n\
               v_mad_u64_u32 v[0:1], s[4:5], v2, v3, v[4:5]\nglobal_load_dword v1, v[2:3], off offset:16\n\
               s_load_dwordx4 s[0:3], s[4:5], 0x10\nds_read_b32 v0, v1 offset:8\n\
               buffer_store_dword v0, v1, s[4:7], 0 offen offset:16\nv_add_f32_sdwa v0, v1, v2 src0_sel:WORD_1\n\
               v_pk_fma_f16 v0, v1, v2, v3 op_sel:[1,0,0]\n";
    let text: String = (0..100).map(|_| src).collect();
    let bytes = gcn_isa::asm::assemble(&text).unwrap_or_default();
    (bytes, 1600)
}

fn bench<M: Measurement>(c: &mut Criterion<M>, group: &str) {
    let (bytes, n) = stream();
    let insts = gcn_isa::decode_all(&bytes).unwrap_or_default();
    let mut g = c.benchmark_group(group);
    if group.ends_with("_cpu") {
        cpu_time::configure(&mut g);
    }
    g.throughput(Throughput::Elements(n as u64));
    g.bench_function("decode", |b| {
        b.iter(|| {
            let mut at = 0;
            let mut count = 0;
            while let Ok((i, size)) = gcn_isa::decode_one(std::hint::black_box(&bytes), at) {
                at += size;
                count += i.operands.len();
            }
            count
        })
    });
    g.bench_function("decode_into", |b| {
        let mut inst = insts.first().cloned();
        b.iter(|| {
            let mut at = 0;
            let mut count = 0;
            if let Some(inst) = inst.as_mut() {
                while let Ok(size) =
                    gcn_isa::decode::decode_into(std::hint::black_box(&bytes), at, inst)
                {
                    at += size;
                    count += inst.operands.len();
                }
            }
            count
        })
    });
    g.bench_function("encode", |b| {
        let mut out = Vec::with_capacity(bytes.len());
        b.iter(|| {
            out.clear();
            for i in &insts {
                let _ = gcn_isa::encode(std::hint::black_box(i), &mut out);
            }
            out.len()
        })
    });
    g.finish();
}

/// Wall-clock time (criterion's default).
fn wall(c: &mut Criterion) {
    bench(c, "codec");
}

/// CPU time of the benchmark thread (see `common/cpu_time.rs`).
fn cpu(c: &mut Criterion<cpu_time::CpuTime>) {
    bench(c, "codec_cpu");
}

criterion_group!(wall_clock, wall);
criterion_group! {
    name = cpu_clock;
    config = Criterion::default().with_measurement(cpu_time::CpuTime::default());
    targets = cpu
}
criterion_main!(wall_clock, cpu_clock);
