//! Encode/decode/print/parse throughput of `r600-isa` on a synthetic program with a long ALU
//! clause (full VLIW5 groups with literals), a TEX clause and an export.

// `criterion_group!` defines an undocumented public function; a benchmark may unwrap.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use r600_isa::asm::{parse, print};
use r600_isa::*;

/// A program of `clauses` ALU clauses (each 20 groups of 4 vector ops + 1 trans op, every other
/// group with a literal slot), one TEX clause of 8 fetches and a final export.
fn sample_program(clauses: usize) -> Program {
    let mut cf = Vec::new();
    for c in 0..clauses {
        let mut groups = Vec::new();
        for g in 0..20u8 {
            let mut insts: Vec<AluInst> = Chan::ALL
                .iter()
                .map(|&ch| {
                    let src0 = AluSrc::gpr(g % 100, ch);
                    let src1 = if g % 2 == 0 && ch == Chan::X {
                        AluSrc::new(SrcSel::Literal, Chan::Y)
                    } else {
                        AluSrc::new(
                            SrcSel::Kcache {
                                bank: 0,
                                index: g % 16,
                            },
                            ch,
                        )
                    };
                    AluInst::new(AluOp::MulIeee, AluDst::gpr(g % 120, ch), &[src0, src1])
                })
                .collect();
            insts.push(AluInst::new(
                AluOp::RecipIeee,
                AluDst::gpr(g % 120 + 1, Chan::W),
                &[AluSrc::new(SrcSel::Pv, Chan::X)],
            ));
            let mut group = AluGroup::new(insts);
            group.literals = vec![0; 2 * group.literal_slots()];
            groups.push(group);
        }
        let mut w = CfAluWord::new(CfAluOp::Alu);
        w.kcache[0] = Kcache {
            bank: (c % 16) as u8,
            mode: KcacheMode::Lock1,
            addr: 0,
        };
        cf.push(CfNode {
            inst: CfInst::Alu(w),
            clause: Clause::Alu(groups),
        });
    }
    let tex = (0..8).map(|i| TexInst::new(TexOp::Sample, i, i)).collect();
    cf.push(CfNode {
        inst: CfInst::Cf(CfWord::new(CfOp::Tex)),
        clause: Clause::Tex(tex),
    });
    let mut exp = CfExportWord::new(CfExportOp::ExportDone);
    exp.end_of_program = true;
    cf.push(CfNode {
        inst: CfInst::Export(exp),
        clause: Clause::None,
    });
    let mut p = Program { cf };
    p.layout().expect("sample program lays out");
    p
}

fn bench(c: &mut Criterion) {
    let program = sample_program(40);
    let words = program.encode().expect("encodes");
    let text = print(&program);
    let bytes = (words.len() * 4) as u64;

    let mut g = c.benchmark_group("r600-isa");
    g.throughput(Throughput::Bytes(bytes));
    g.bench_function("encode", |b| b.iter(|| program.encode().map(|w| w.len())));
    g.bench_function("decode", |b| {
        b.iter(|| Program::decode(&words).map(|p| p.cf.len()))
    });
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("print", |b| b.iter(|| print(&program).len()));
    g.bench_function("parse", |b| b.iter(|| parse(&text).map(|p| p.cf.len())));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
