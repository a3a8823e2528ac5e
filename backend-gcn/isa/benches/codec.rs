//! Decode and encode throughput (instructions per second) on a mixed ALU and memory stream.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

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

fn bench(c: &mut Criterion) {
    let (bytes, n) = stream();
    let insts = gcn_isa::decode_all(&bytes).unwrap_or_default();
    let mut g = c.benchmark_group("codec");
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

criterion_group!(benches, bench);
criterion_main!(benches);
