//! Tests of the R600 machine: hand-written programs (testdata/r600/*.r600) run on the
//! machine against results computed on the host, and one violating plus one satisfying
//! program for every strictness rule.

use super::*;
use crate::launch::LaunchSpec;
use r600_isa::asm::parse;
use r600_isa::AluOp;

fn launch(json: &str) -> LaunchSpec {
    LaunchSpec::parse(json, "test").expect("launch")
}

fn run_text(text: &str, json: &str, opts: &Options) -> Result<(Output, Stats), R600Error> {
    let program = parse(text).map_err(|e| R600Error::launch(Location::default(), e.to_string()))?;
    run(&program, &launch(json), opts)
}

fn uav(out: &Output, id: u32) -> Vec<u32> {
    out.uavs.get(&id).cloned().unwrap_or_default()
}

fn f32s(words: &[u32]) -> Vec<f32> {
    words.iter().map(|w| f32::from_bits(*w)).collect()
}

#[test]
fn arith() {
    let (out, stats) = run_text(
        include_str!("../../testdata/r600/arith.r600"),
        r#"{"global":[100,1,1],"group":[50,1,1],"uavs":{"0":{"zero":100}}}"#,
        &Options::default(),
    )
    .unwrap();
    let want: Vec<f32> = (0..100).map(|i| i as f32 * 2.5 + 1.0).collect();
    assert_eq!(f32s(&uav(&out, 0)), want);
    assert_eq!(stats.wavefronts, 2);
    assert_eq!(stats.alu_groups, 4);
}

fn words_json(w: &[u32]) -> String {
    let v: Vec<String> = w.iter().map(u32::to_string).collect();
    format!("{{\"u32\":[{}]}}", v.join(","))
}

fn with_loops(k: Vec<[i32; 3]>) -> Options {
    Options {
        loop_consts: k,
        ..Options::default()
    }
}

const N64: &str = r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":64}}}"#;

fn run64(text: &str, opts: &Options) -> Vec<u32> {
    let (out, _) = run_text(text, N64, opts).unwrap();
    uav(&out, 0)
}

#[test]
fn vadd() {
    let a: Vec<f32> = (0..96).map(|i| i as f32 * 0.75 - 3.0).collect();
    let b: Vec<f32> = (0..96).map(|i| 100.0 / (i as f32 + 1.0)).collect();
    let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    let json = format!(
        r#"{{"global":[96,1,1],"group":[32,1,1],"uavs":{{"0":{},"1":{},"2":{{"zero":96}}}}}}"#,
        words_json(&bits(&a)),
        words_json(&bits(&b))
    );
    let (out, stats) = run_text(
        include_str!("../../testdata/r600/vadd.r600"),
        &json,
        &Options::default(),
    )
    .unwrap();
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    assert_eq!(f32s(&uav(&out, 2)), want);
    assert_eq!(
        (stats.vtx_clauses, stats.fetches, stats.wavefronts),
        (3, 6, 3)
    );
}

#[test]
fn kcache_constants() {
    let mut cb1 = vec![0u32; 136];
    cb1[132] = (-7.25f32).to_bits(); // constant 33 .x
    let cb0 = [0, 0, 0, 0, 0, 3.5f32.to_bits(), 0, 0];
    let json = format!(
        r#"{{"global":[64,1,1],"group":[64,1,1],"uavs":{{"0":{{"zero":64}}}},"cbs":{{"0":{},"1":{}}}}}"#,
        words_json(&cb0),
        words_json(&cb1)
    );
    let (out, _) = run_text(
        include_str!("../../testdata/r600/kcache.r600"),
        &json,
        &Options::default(),
    )
    .unwrap();
    let want: Vec<f32> = (0..64).map(|i| (i as f32).mul_add(3.5, -7.25)).collect();
    let got = f32s(&uav(&out, 0));
    // MULADD_IEEE is computed as a product then a sum (two roundings); these values are exact.
    let want_two: Vec<f32> = (0..64).map(|i| i as f32 * 3.5 + -7.25).collect();
    assert_eq!(got, want_two);
    assert_eq!(got, want);
}

#[test]
fn pv_ps_forwarding() {
    let w = run_text(
        include_str!("../../testdata/r600/pv_ps.r600"),
        r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":128}}}"#,
        &Options::default(),
    )
    .unwrap()
    .0;
    let got = f32s(&uav(&w, 0));
    for i in 0..64 {
        let f = i as f32;
        assert_eq!(
            got[2 * i].to_bits(),
            ((f + 0.5) * (1.0 / f)).to_bits(),
            "x of {i}"
        );
        assert_eq!(got[2 * i + 1], f * f + 1.0, "y of {i}");
    }
}

#[test]
fn alu_predication() {
    let got = run64(
        include_str!("../../testdata/r600/predicate.r600"),
        &Options::default(),
    );
    let want: Vec<u32> = (0..64)
        .map(|i| if i % 2 == 0 { 111 } else { 222 })
        .collect();
    assert_eq!(got, want);
}

#[test]
fn if_else_branches() {
    let text = include_str!("../../testdata/r600/if_else.r600");
    let got = run64(text, &Options::default());
    let want: Vec<u32> = (0..64)
        .map(|i| if i > 10 { i * 3 } else { i + 100 })
        .collect();
    assert_eq!(got, want);
    // All lanes take the else branch: the JUMP is taken.
    let (out, stats) = run_text(
        text,
        r#"{"global":[8,1,1],"group":[8,1,1],"uavs":{"0":{"zero":8}}}"#,
        &Options::default(),
    )
    .unwrap();
    assert_eq!(uav(&out, 0), (0..8).map(|i| i + 100).collect::<Vec<u32>>());
    assert_eq!(stats.alu_clauses, 2, "the then-clause is jumped over");
}

#[test]
fn nested_loops_with_break() {
    let got = run64(
        include_str!("../../testdata/r600/nested_loops.r600"),
        &with_loops(vec![[3, 0, 1]]),
    );
    let want: Vec<u32> = (0..64).map(|i| 3 * (i & 3)).collect();
    assert_eq!(got, want);
}

#[test]
fn transcendentals_on_trans_unit() {
    let (out, _) = run_text(
        include_str!("../../testdata/r600/transcendental.r600"),
        r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":256}},"g":{"zero":256}}"#,
        &Options::default(),
    )
    .unwrap();
    let g = f32s(out.g.as_deref().unwrap_or_default());
    let u = f32s(&uav(&out, 0));
    for i in 0..64 {
        let x = (i + 1) as f32 * 0.25;
        assert_eq!(
            &g[4 * i..4 * i + 4],
            &[x.sqrt(), 1.0 / x, x.exp2(), x.log2()],
            "{i}"
        );
        assert_eq!(
            &u[4 * i..4 * i + 4],
            &[1.0 / x.sqrt(), x.sin(), x.cos(), x],
            "{i}"
        );
    }
}

#[test]
fn integer_ops() {
    let (out, _) = run_text(
        include_str!("../../testdata/r600/integer.r600"),
        r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":256},"1":{"zero":256}}}"#,
        &Options::default(),
    )
    .unwrap();
    let (a, b) = (uav(&out, 0), uav(&out, 1));
    for i in 0..64u32 {
        let h = i.wrapping_mul(0x9E37_79B1);
        let i_ = i as usize;
        assert_eq!(
            &a[4 * i_..4 * i_ + 4],
            &[h ^ i, h & 0xff00_ff00, h | 1, h.wrapping_sub(i)]
        );
        let hi = ((u64::from(h) * 12345) >> 32) as u32;
        let max = (h as i32).max(i as i32) as u32;
        assert_eq!(
            &b[4 * i_..4 * i_ + 4],
            &[hi, h >> 7, ((h as i32) >> 5) as u32, max]
        );
    }
}

#[test]
fn tex_ld_and_pixel_export() {
    let a: Vec<f32> = (0..64).map(|i| (i as f32) * 1.5 + 0.25).collect();
    let json = format!(
        r#"{{"global":[64,1,1],"group":[64,1,1],"uavs":{{"0":{},"1":{{"zero":256}}}}}}"#,
        words_json(&a.iter().map(|x| x.to_bits()).collect::<Vec<_>>())
    );
    let (out, stats) = run_text(
        include_str!("../../testdata/r600/tex_ld.r600"),
        &json,
        &Options::default(),
    )
    .unwrap();
    let got = f32s(&uav(&out, 1));
    for i in 0..64 {
        let next = a.get(i + 1).copied().unwrap_or(0.0);
        assert_eq!(
            &got[4 * i..4 * i + 4],
            &[a[i] + next, a[i] * next, 0.0, 1.0],
            "{i}"
        );
    }
    assert_eq!((stats.tex_clauses, stats.exports), (1, 1));
}

#[test]
fn scratch_read_modify_write() {
    let g: Vec<f32> = (0..256).map(|i| i as f32 * 0.5).collect();
    let json = format!(
        r#"{{"global":[64,1,1],"group":[64,1,1],"g":{}}}"#,
        words_json(&g.iter().map(|x| x.to_bits()).collect::<Vec<_>>())
    );
    let (out, _) = run_text(
        include_str!("../../testdata/r600/scratch.r600"),
        &json,
        &Options::default(),
    )
    .unwrap();
    let got = f32s(out.g.as_deref().unwrap_or_default());
    let want: Vec<f32> = g
        .iter()
        .enumerate()
        .map(|(k, v)| v + (k % 4 + 1) as f32)
        .collect();
    assert_eq!(got, want);
}

#[test]
fn call_and_return() {
    let got = run64(
        include_str!("../../testdata/r600/call.r600"),
        &Options::default(),
    );
    assert_eq!(got, (0..64).map(|i| 4 * i).collect::<Vec<u32>>());
}

#[test]
fn dot4_reduction() {
    let got = f32s(&run64(
        include_str!("../../testdata/r600/dot4.r600"),
        &Options::default(),
    ));
    let want: Vec<f32> = (0..64)
        .map(|i| {
            let f = i as f32;
            (0.0 + f * 1.0 + 1.0 * 2.0 + 0.5 * 4.0 + f * f) * 0.5
        })
        .collect();
    assert_eq!(got, want);
}

#[test]
fn kill_lanes() {
    let json = format!(
        r#"{{"global":[64,1,1],"group":[64,1,1],"uavs":{{"0":{}}}}}"#,
        words_json(&[7; 64])
    );
    let (out, _) = run_text(
        include_str!("../../testdata/r600/kill.r600"),
        &json,
        &Options::default(),
    )
    .unwrap();
    let want: Vec<u32> = (0..64).map(|i| if i <= 31 { i } else { 7 }).collect();
    assert_eq!(uav(&out, 0), want);
}

#[test]
fn loop_continue_with_loop_indexed_constants() {
    let cb0: Vec<u32> = (0..8).flat_map(|j| [j, 0, 0, 0]).collect();
    let json = format!(
        r#"{{"global":[64,1,1],"group":[64,1,1],"uavs":{{"0":{{"zero":64}}}},"cbs":{{"0":{}}}}}"#,
        words_json(&cb0)
    );
    let (out, _) = run_text(
        include_str!("../../testdata/r600/loop_continue.r600"),
        &json,
        &with_loops(vec![[8, 0, 1]]),
    )
    .unwrap();
    assert_eq!(
        uav(&out, 0),
        (0..64).map(|i| 28 - (i & 7)).collect::<Vec<u32>>()
    );
}

#[test]
fn compares_and_moves() {
    let (out, _) = run_text(
        include_str!("../../testdata/r600/cmov_set.r600"),
        r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":256},"1":{"zero":64}}}"#,
        &Options::default(),
    )
    .unwrap();
    let (a, b) = (uav(&out, 0), uav(&out, 1));
    for i in 0..64usize {
        let v = i as f32 - 20.5;
        let want = [
            if v > 0.0 { 1.5f32 } else { -2.5 }.to_bits(),
            if v >= 0.0 { u32::MAX } else { 0 },
            v.max(0.5).to_bits(),
            v.floor().to_bits(),
        ];
        assert_eq!(&a[4 * i..4 * i + 4], &want, "{i}");
        assert_eq!(b[i], v.trunc() as i32 as u32, "{i}");
    }
}

#[test]
fn mova_relative_gpr() {
    let got = run64(
        include_str!("../../testdata/r600/mova.r600"),
        &Options::default(),
    );
    assert_eq!(
        got,
        (0..64)
            .map(|i| if i % 2 == 0 { 10 } else { 20 })
            .collect::<Vec<u32>>()
    );
}

// ------------------------------------------------------------------ strictness rules

/// Wraps ALU group lines into a one-clause program that ends with NOP EOP.
fn alu_prog(header: &str, groups: &str) -> String {
    format!("00 {header}\n{groups}01 NOP EOP\n")
}

fn expect_error(text: &str, opts: &Options, needle: &str) -> R600Error {
    let e = run_text(text, N64, opts).expect_err(needle);
    assert_eq!(e.kind, ErrorKind::Program, "{e}");
    assert!(e.rule.contains(needle), "expected {needle:?} in: {e}");
    e
}

fn expect_ok(text: &str, opts: &Options) {
    if let Err(e) = run_text(text, N64, opts) {
        panic!("satisfying program rejected: {e}\n{text}");
    }
}

fn typed_group(insts: Vec<r600_isa::AluInst>, literals: Vec<u32>) -> Program {
    use r600_isa::{CfAluOp, CfAluWord, CfInst, CfNode, CfOp, CfWord, Clause};
    let mut nop = CfWord::new(CfOp::Nop);
    nop.end_of_program = true;
    let mut alu = CfAluWord::new(CfAluOp::Alu);
    alu.uses_waterfall = true;
    Program {
        cf: vec![
            CfNode {
                inst: CfInst::Alu(alu),
                clause: Clause::Alu(vec![r600_isa::AluGroup { insts, literals }]),
            },
            CfNode {
                inst: CfInst::Cf(nop),
                clause: Clause::None,
            },
        ],
    }
}

fn run_typed(p: &Program) -> Result<(Output, Stats), R600Error> {
    run(p, &launch(N64), &Options::default())
}

#[test]
fn rule_slot_assignment_and_unit_restrictions() {
    use r600_isa::{AluDst, AluInst, AluSrc, Chan};
    let rcp = AluInst::new(
        AluOp::RecipIeee,
        AluDst::gpr(1, Chan::X),
        &[AluSrc::gpr(0, Chan::X)],
    );
    let mov_y = AluInst::new(
        AluOp::Mov,
        AluDst::gpr(1, Chan::Y),
        &[AluSrc::gpr(0, Chan::Y)],
    );
    // Trans-only opcode that is not the last instruction: it cannot be on the Trans unit.
    let e = run_typed(&typed_group(vec![rcp, mov_y], vec![])).unwrap_err();
    assert!(e.rule.contains("slot assignment"), "{e}");
    assert_eq!(e.location, Location::group(0, 0));
    run_typed(&typed_group(vec![mov_y, rcp], vec![])).unwrap();
    // Vector-only MOVA_INT whose unit (x) is already taken.
    let mov_x = AluInst::new(
        AluOp::Mov,
        AluDst::gpr(1, Chan::X),
        &[AluSrc::gpr(0, Chan::X)],
    );
    let mut mova = AluInst::new(
        AluOp::MovaInt,
        AluDst::gpr(0, Chan::X),
        &[AluSrc::gpr(0, Chan::X)],
    );
    mova.dst.write = false;
    let e = run_typed(&typed_group(vec![mov_x, mova], vec![])).unwrap_err();
    assert!(
        e.rule.contains("slot assignment") && e.rule.contains("taken"),
        "{e}"
    );
    let mut mova_y = mova;
    mova_y.dst.chan = Chan::Y;
    run_typed(&typed_group(vec![mov_x, mova_y], vec![])).unwrap();
}

#[test]
fn rule_literal_slots() {
    use r600_isa::{AluDst, AluInst, AluSrc, Chan, SrcSel};
    let lit_z = AluInst::new(
        AluOp::Mov,
        AluDst::gpr(1, Chan::X),
        &[AluSrc::new(SrcSel::Literal, Chan::Z)],
    );
    let e = run_typed(&typed_group(vec![lit_z], vec![1, 2])).unwrap_err();
    assert!(e.rule.contains("literal"), "{e}");
    let (out, _) = run_typed(&typed_group(vec![lit_z], vec![1, 2, 3, 4])).unwrap();
    assert!(out.uavs.contains_key(&0));
}

#[test]
fn rule_constant_read_ports() {
    let five = "  0 x: ADD R1.x, C0.x, C1.x\n    y: ADD R1.y, C2.y, C3.y\n    z: MOV R1.z, C4.z\n";
    let e = expect_error(
        &alu_prog("ALU", five),
        &Options::default(),
        "constant read ports",
    );
    assert_eq!(e.location.slot, Some('z'));
    let four = "  0 x: ADD R1.x, C0.x, C1.x\n    y: ADD R1.y, C2.y, C3.y\n    z: MOV R1.z, C0.x\n";
    expect_ok(&alu_prog("ALU", four), &Options::default());
    // Trans: at most two constant operands.
    let three = "  0 t: MUL_LIT R1.x, C0.x, C1.y, C2.z\n";
    expect_error(
        &alu_prog("ALU", three),
        &Options::default(),
        "more than two constant",
    );
    // Two constants: the GPR operand must load on cycle 2 (SCL_210 puts src2 on cycle 0).
    let two = "  0 t: MUL_LIT R1.x, C0.x, C1.y, R2.z\n";
    expect_error(
        &alu_prog("ALU", two),
        &Options::default(),
        "conflicts with 2 constant",
    );
    let two_ok = "  0 t: MUL_LIT R1.x, C0.x, C1.y, R2.z BS:SCL_122\n";
    expect_ok(&alu_prog("ALU", two_ok), &Options::default());
}

#[test]
fn rule_gpr_read_ports_and_bank_swizzle() {
    let conflict = "  0 x: ADD R1.x, R2.x, R3.x\n    y: ADD R1.y, R4.x, R3.x\n";
    let e = expect_error(
        &alu_prog("ALU", conflict),
        &Options::default(),
        "GPR read port conflict",
    );
    assert_eq!(e.location, Location::group(0, 0).with_slot('y'));
    let swizzled = "  0 x: ADD R1.x, R2.x, R3.x\n    y: ADD R1.y, R4.x, R3.x BS:VEC_210\n";
    expect_ok(&alu_prog("ALU", swizzled), &Options::default());
}

#[test]
fn rule_pv_ps_use() {
    // PV across a clause boundary (first group of the second clause).
    let across = "00 ALU\n  0 x: MOV R1.x, R0.x\n01 ALU\n  0 x: MOV R2.x, PV.x\n02 NOP EOP\n";
    let e = expect_error(across, &Options::default(), "first group");
    assert_eq!(e.location, Location::group(1, 0).with_slot('x'));
    let within = "00 ALU\n  0 x: MOV R1.x, R0.x\n  1 x: MOV R2.x, PV.x\n01 NOP EOP\n";
    expect_ok(within, &Options::default());
    // PV.y after a group without a y instruction; PS after a group without Trans.
    let no_y = "  0 x: MOV R1.x, R0.x\n  1 x: MOV R2.x, PV.y\n";
    expect_error(&alu_prog("ALU", no_y), &Options::default(), "PV.y");
    let no_t = "  0 x: MOV R1.x, R0.x\n  1 x: MOV R2.x, PS\n";
    expect_error(&alu_prog("ALU", no_t), &Options::default(), "PS");
    // Reductions leave their result in PV.x only.
    let dot = "  0 x: DOT4 R1.x, R0.x, R0.x\n    y: DOT4 __.y, R0.y, R0.y\n    z: DOT4 __.z, R0.z, R0.z\n    w: DOT4 __.w, R0.w, R0.w\n";
    expect_error(
        &alu_prog("ALU", &format!("{dot}  1 x: MOV R2.x, PV.y\n")),
        &Options::default(),
        "PV.y",
    );
    expect_ok(
        &alu_prog("ALU", &format!("{dot}  1 x: MOV R2.x, PV.x\n")),
        &Options::default(),
    );
    // Per lane: the producer was predicated off in odd lanes, the reader is not.
    let pred = "  0 x: AND_INT R1.x, R0.x, 1\n  1 x: PRED_SETE_INT __.x, PV.x, 0.0 UPDATE_PRED\n  2 x: MOV R2.x, R0.x PRED_SEL:ONE\n";
    expect_error(
        &alu_prog("ALU", &format!("{pred}  3 x: MOV R3.x, PV.x\n")),
        &Options::default(),
        "lane 1",
    );
    expect_ok(
        &alu_prog(
            "ALU",
            &format!("{pred}  3 x: MOV R3.x, PV.x PRED_SEL:ONE\n"),
        ),
        &Options::default(),
    );
}

#[test]
fn rule_clause_sizes() {
    // The assembler refuses oversized clauses, so the extra instruction is added to the
    // parsed program.
    let groups: String = (0..128)
        .map(|g| format!("  {g} x: MOV R1.x, R0.x\n"))
        .collect();
    let ok = parse(&alu_prog("ALU", &groups)).unwrap();
    run(&ok, &launch(N64), &Options::default()).unwrap();
    let mut big = ok.clone();
    if let r600_isa::Clause::Alu(g) = &mut big.cf[0].clause {
        let extra = g[0].clone();
        g.push(extra);
    }
    let e = run(&big, &launch(N64), &Options::default()).unwrap_err();
    assert!(e.rule.contains("ALU clause of 129 slots"), "{e}");
    let body: String = (0..8).map(|_| "  FETCH R1.x___, R0.x, BUF:0\n").collect();
    let ok = parse(&format!("00 VTX\n{body}01 NOP EOP\n")).unwrap();
    run(&ok, &launch(N64), &Options::default()).unwrap();
    let mut big = ok.clone();
    if let r600_isa::Clause::Vtx(v) = &mut big.cf[0].clause {
        let extra = v[0];
        v.push(extra);
    }
    let e = run(&big, &launch(N64), &Options::default()).unwrap_err();
    assert!(e.rule.contains("fetch clause of 9"), "{e}");
}

#[test]
fn rule_kcache_locks() {
    let read16 = "  0 x: MOV R1.x, KC0[16].x\n";
    let e = expect_error(
        &alu_prog("ALU KC0[CB0:0-15]", read16),
        &Options::default(),
        "not in a kcache line locked",
    );
    assert_eq!(e.location, Location::group(0, 0).with_slot('x'));
    expect_ok(&alu_prog("ALU KC0[CB0:0-31]", read16), &Options::default());
    expect_error(
        &alu_prog("ALU", "  0 x: MOV R1.x, KC1[0].x\n"),
        &Options::default(),
        "kcache",
    );
}

#[test]
fn rule_stack_depth() {
    let text = include_str!("../../testdata/r600/if_else.r600");
    let tiny = Options {
        stack_entries: 0,
        ..Options::default()
    };
    expect_error(text, &tiny, "stack overflow");
    let one = Options {
        stack_entries: 1,
        ..Options::default()
    };
    expect_ok(text, &one);
    // Underflow.
    expect_error(
        "00 POP POP:1\n01 NOP EOP\n",
        &Options::default(),
        "stack underflow",
    );
    expect_ok("00 POP POP:0\n01 NOP EOP\n", &Options::default());
    // EOP with entries left.
    expect_error(
        "00 PUSH @1\n01 NOP EOP\n",
        &Options::default(),
        "stack must be empty",
    );
    expect_ok(
        "00 PUSH @2\n01 POP POP:1\n02 NOP EOP\n",
        &Options::default(),
    );
}

#[test]
fn rule_missing_last_bit() {
    let p = parse(include_str!("../../testdata/r600/arith.r600")).unwrap();
    let bytes = p.to_bytes().unwrap();
    let json = launch(r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":64}}}"#);
    run_bytes(&bytes, &json, &Options::default()).unwrap();
    // The last instruction of the clause (group 1, MULADD) starts at dword 6 + 2 + 0 = 8 after
    // group 0 (one instruction); clear LAST (bit 31 of its dword 0).
    let mut words = r600_isa::program::words_from_bytes(&bytes).unwrap();
    let at = 2 * p.cf.len() + 2;
    words[at] &= !(1 << 31);
    let broken: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let e = run_bytes(&broken, &json, &Options::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Decode, "{e}");
    assert!(e.rule.contains("LAST"), "{e}");
}

#[test]
fn rule_fetch_result_used_in_same_clause() {
    let bad = "00 VTX\n  FETCH R1.x___, R0.x, BUF:0\n  FETCH R2.x___, R1.x, BUF:0\n01 NOP EOP\n";
    let e = expect_error(
        bad,
        &Options::default(),
        "only available after the clause ends",
    );
    assert_eq!(e.location, Location::fetch(0, 1));
    let good =
        "00 VTX\n  FETCH R1.x___, R0.x, BUF:0\n01 VTX\n  FETCH R2.x___, R1.x, BUF:0\n02 NOP EOP\n";
    expect_ok(good, &Options::default());
}

#[test]
fn rule_gpr_count() {
    let text = alu_prog("ALU", "  0 x: MOV R4.x, R0.x\n");
    let small = Options {
        gprs: 4,
        ..Options::default()
    };
    expect_error(&text, &small, "outside the program's 4 GPRs");
    let five = Options {
        gprs: 5,
        ..Options::default()
    };
    expect_ok(&text, &five);
    // A clause temporary read before the clause wrote it.
    expect_error(
        &alu_prog("ALU", "  0 x: MOV R1.x, R127.x\n"),
        &Options::default(),
        "clause temporary",
    );
    expect_ok(
        &alu_prog("ALU", "  0 x: MOV R127.x, R0.x\n  1 x: MOV R1.x, R127.x\n"),
        &Options::default(),
    );
}

#[test]
fn rule_ar_and_waterfall() {
    let no_mova = "  0 x: MOV R2.x, R4[AR.x].x\n";
    expect_error(
        &alu_prog("ALU WATERFALL", no_mova),
        &Options::default(),
        "without a MOVA",
    );
    let mova = "  0 x: MOVA_INT __.x, R0.x\n  1 x: NOP __.x\n  2 x: NOP __.x\n  3 x: MOV R2.x, R4[AR.x].x\n";
    expect_error(
        &alu_prog("ALU", mova),
        &Options::default(),
        "USES_WATERFALL",
    );
    expect_ok(&alu_prog("ALU WATERFALL", mova), &Options::default());
    // The two-instruction delay slot (L3458-3460): a use one or two groups after the MOVA.
    for (gap, use_group) in [("", 1), ("  1 x: NOP __.x\n", 2)] {
        let early =
            format!("  0 x: MOVA_INT __.x, R0.x\n{gap}  {use_group} x: MOV R2.x, R4[AR.x].x\n");
        expect_error(
            &alu_prog("ALU WATERFALL", &early),
            &Options::default(),
            "delay slot",
        );
    }
}

#[test]
fn rule_end_of_program_steps_and_return() {
    expect_error("00 NOP\n", &Options::default(), "END_OF_PROGRAM");
    let endless = "00 LOOP_START_DX10 @3\n01 NOP\n02 LOOP_END @1\n03 NOP EOP\n";
    let capped = Options {
        max_cf_steps: 1000,
        ..Options::default()
    };
    expect_error(endless, &capped, "more than 1000 CF instructions");
    let breaks = "00 LOOP_START_DX10 @3\n01 LOOP_BREAK @2\n02 LOOP_END @1\n03 NOP EOP\n";
    expect_ok(breaks, &capped);
    expect_error(
        "00 RETURN\n01 NOP EOP\n",
        &Options::default(),
        "RETURN outside",
    );
}

#[test]
fn rule_reduction_and_co_issue() {
    let partial = "  0 x: DOT4 R1.x, R0.x, R0.x\n    y: DOT4 __.y, R0.y, R0.y\n";
    expect_error(&alu_prog("ALU", partial), &Options::default(), "reduction");
    let two_preds = "  0 x: PRED_SETE __.x, R0.x, 0.0\n    y: PRED_SETE __.y, R0.y, 0.0\n";
    expect_error(
        &alu_prog("ALU", two_preds),
        &Options::default(),
        "two PRED_SET",
    );
    let one_pred = "  0 x: PRED_SETE __.x, R0.x, 0.0\n    y: MOV R1.y, R0.y\n";
    expect_ok(&alu_prog("ALU", one_pred), &Options::default());
}

/// A launch with UAVs 0-2 for PIXEL exports (ARRAY_BASE = UAV id in the compute ABI).
const N64_EXPORTS: &str = r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":256},"1":{"zero":256},"2":{"zero":256}}}"#;

fn export_error(text: &str, needle: &str) -> R600Error {
    let e = run_text(text, N64_EXPORTS, &Options::default()).expect_err(needle);
    assert_eq!(e.kind, ErrorKind::Program, "{e}");
    assert!(e.rule.contains(needle), "expected {needle:?} in: {e}");
    e
}

/// L2240-2244: the last export of a type is EXPORT_DONE, and nothing of that type is
/// exported after it (one EXPORT_DONE per type).
#[test]
fn rule_export_done_last_and_once_per_type() {
    let ok = "00 EXPORT PIXEL:0 R0.xyzw\n01 EXPORT_DONE PIXEL:1 R0.xyzw EOP\n";
    run_text(ok, N64_EXPORTS, &Options::default()).unwrap();
    // the last PIXEL export is a plain EXPORT
    let e = export_error(
        "00 EXPORT_DONE PIXEL:0 R0.xyzw\n01 NOP\n02 EXPORT PIXEL:1 R0.xyzw EOP\n",
        "after that type's EXPORT_DONE",
    );
    assert_eq!(e.location, Location::cf(2));
    // two EXPORT_DONEs of one type
    let e = export_error(
        "00 EXPORT_DONE PIXEL:0 R0.xyzw\n01 EXPORT_DONE PIXEL:1 R0.xyzw EOP\n",
        "after that type's EXPORT_DONE",
    );
    assert_eq!(e.location, Location::cf(1));
    // exports, but no EXPORT_DONE before END_OF_PROGRAM
    let e = export_error(
        "00 EXPORT PIXEL:0 R0.xyzw\n01 NOP EOP\n",
        "without an EXPORT_DONE of TYPE PIXEL",
    );
    assert_eq!(e.location, Location::cf(1));
}

/// L2115: an instruction inside a loop must not have END_OF_PROGRAM (the loop body runs
/// from the address LOOP_END jumps back to up to the LOOP_END).
#[test]
fn rule_end_of_program_not_inside_a_loop() {
    let bad = "00 LOOP_START_DX10 @3\n01 NOP EOP\n02 LOOP_END @1\n03 NOP EOP\n";
    let e = expect_error(bad, &Options::default(), "inside the loop");
    assert_eq!(e.location, Location::cf(1));
    let good = "00 LOOP_START_DX10 @3\n01 LOOP_BREAK @2\n02 LOOP_END @1\n03 NOP EOP\n";
    expect_ok(good, &Options::default());
}

/// L9086-9089: "Texture and Vertex clauses must start on 16-byte aligned addresses": a
/// TEX clause moved by one 64-bit word (ADDR + 1) is refused when the binary is loaded,
/// at the CF instruction's byte offset; the aligned original loads and runs.
#[test]
fn rule_fetch_clause_alignment() {
    let text = include_str!("../../testdata/r600/tex_ld.r600");
    let mut words = parse(text).unwrap().encode().unwrap();
    assert!(Program::decode(&words).is_ok());
    // CF 0 is the TEX instruction; its ADDR is CF_DWORD0 (in 64-bit words).
    assert_eq!(words[0] % 2, 0, "the assembler aligns the clause");
    words[0] += 1;
    let e = Program::decode(&words).expect_err("misaligned TEX clause");
    let msg = e.to_string();
    assert!(msg.contains("128-bit aligned"), "{msg}");
    assert!(msg.starts_with("byte offset 0x0:"), "{msg}");
}

/// A MEM_SCRATCH window is ARRAY_SIZE + 1 elements from ARRAY_BASE (the field "represents
/// values [1,4096]", r600-isa L9641-9645): with ARRAY_BASE 2 and ARRAY_SIZE 3, lanes 0-3 write
/// elements 2-5. Lane 4's element 6 lies past the window: dropped when the buffer ends before
/// it (the clamp of L2342-2343), a program error when the buffer holds it (the hardware would
/// drop an access the program meant to make).
#[test]
fn a_scratch_window_holds_array_size_plus_one_elements_and_a_drop_inside_the_buffer_is_an_error() {
    let text = "00 ALU\n  0 x: MOV R1.x, literal.x\n    literal: 7, 0\n\
                01 MEM_SCRATCH WRITE_IND:2 R1.x___ INDEX:R0 ES:3 SIZE:3\n02 NOP EOP\n";
    let json = |lanes: u32, elements: u32| {
        format!(
            r#"{{"global":[{lanes},1,1],"group":[{lanes},1,1],"g":{{"zero":{}}}}}"#,
            4 * elements
        )
    };
    let mut want = [0u32; 4 * 6];
    for element in 2..6 {
        want[4 * element] = 7;
    }
    for lanes in [4, 5] {
        let (out, _) = run_text(text, &json(lanes, 6), &Options::default())
            .unwrap_or_else(|e| panic!("{lanes} lanes: {e}"));
        assert_eq!(out.g.as_deref(), Some(&want[..]), "{lanes} lanes");
    }
    let err = run_text(text, &json(5, 7), &Options::default())
        .expect_err("element 6 is in the buffer but past the window");
    let err = err.to_string();
    assert!(
        err.contains("element 6 lies past the export window") && err.contains("4 elements"),
        "{err}"
    );
}
