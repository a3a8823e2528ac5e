//! Unit tests of the Vega machine on hand-written programs (assembled with `gcn-isa`); every
//! expected value is computed by hand from the manual's instruction descriptions.

use super::*;
use crate::memory::FLAT_BASE;

/// Runs `src` as one wave of 64 lanes with s[0:1] = the address of UAV 0 (`words` words),
/// v0 = lane id, EXEC all ones, MODE = denormals allowed, round to nearest.
fn run_with(
    src: &str,
    words: usize,
    lds: u32,
    waves: usize,
) -> (Result<Stats, VegaError>, Vec<u32>) {
    let code = gcn_isa::asm::assemble(src).unwrap_or_else(|e| panic!("assembly failed: {e:?}"));
    run_code(&code, words, lds, waves)
}

/// [`run_with`] on machine code.
fn run_code(
    code: &[u8],
    words: usize,
    lds: u32,
    waves: usize,
) -> (Result<Stats, VegaError>, Vec<u32>) {
    let spec = LaunchSpec::parse(
        &format!(r#"{{"global":[64],"uavs":{{"0":{{"zero":{words}}}}}}}"#),
        "t",
    )
    .expect("launch");
    let mut mem = DeviceMemory::from_launch(&spec, OobPolicy::Strict);
    let init = |i: usize| WaveInit {
        sgprs: vec![
            (0, FLAT_BASE as u32),
            (1, (FLAT_BASE >> 32) as u32),
            (2, i as u32),
        ],
        vgprs: vec![(0, (0..64).collect())],
        exec: u64::MAX,
    };
    let launch = RawLaunch {
        code,
        entry: 0,
        code_base: 0,
        mode: 0xf0,
        lds_bytes: lds,
        groups: vec![(0..waves).map(init).collect()],
        vgprs: 0,
        sgprs: 0,
    };
    // Timed: every test also exercises the replay of the occupancy-aware cycle model.
    let r = run_program(&launch, &mut mem, &Options::timed());
    let out = mem.words(Space::Uav(0)).unwrap_or(&[]).to_vec();
    (r, out)
}

fn run(src: &str) -> (Result<Stats, VegaError>, Vec<u32>) {
    run_with(src, 64, 0, 1)
}

fn program_error(r: &Result<Stats, VegaError>) -> String {
    match r {
        Err(VegaError::Program {
            mnemonic,
            message,
            pc,
        }) => format!("{mnemonic}@{pc:#x}: {message}"),
        other => panic!("expected a program error, got {other:?}"),
    }
}

/// Stores v1 of every lane to uav0[lane].
const STORE_V1: &str = "
  v_lshlrev_b32_e32 v10, 2, v0
  v_mov_b32_e32 v11, s1
  v_add_co_u32_e32 v10, vcc, s0, v10
  v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
  global_store_dword v[10:11], v1, off
  s_endpgm
";

#[test]
fn valu_and_salu_arithmetic() {
    // v1 = (lane * 3 + 7) ^ 5, computed by the machine, stored per lane.
    let src = format!(
        "s_mov_b32 s4, 3
         s_add_u32 s4, s4, 4
         v_mul_u32_u24_e32 v1, 3, v0
         v_add_u32_e32 v1, s4, v1
         v_xor_b32_e32 v1, 5, v1
         {STORE_V1}"
    );
    let (r, out) = run(&src);
    r.expect("runs");
    let expected: Vec<u32> = (0..64u32).map(|l| (l * 3 + 7) ^ 5).collect();
    assert_eq!(out, expected);
}

#[test]
fn float_modifiers_and_inline_constants() {
    // v1 = clamp(-(lane) * 0.5 + |-4.0|... ): v_mad_f32 v1, -v2, 0.5, 4.0 with v2 = float(lane),
    // then v_mul_f32 by 1/(2*pi) inline constant with omod mul:2.
    let src = format!(
        "v_cvt_f32_u32_e32 v2, v0
         v_mad_f32 v1, -v2, 0.5, 4.0
         v_mul_f32_e64 v1, v1, 0.15915494 mul:2
         v_add_f32_e64 v3, v1, 0 clamp
         v_add_f32_e32 v1, v1, v3
         {STORE_V1}"
    );
    let (r, out) = run(&src);
    r.expect("runs");
    let inv2pi = f32::from_bits(0x3e22_f983);
    for (lane, &w) in out.iter().enumerate() {
        let a = -(lane as f32) * 0.5 + 4.0;
        let m = (a * inv2pi) * 2.0;
        let c = m.clamp(0.0, 1.0);
        assert_eq!(f32::from_bits(w), m + c, "lane {lane}");
    }
}

#[test]
fn branches_and_exec_masking() {
    // Lanes < 10 get 100, the others 200, through EXEC-masked control flow.
    let src = format!(
        "v_mov_b32_e32 v1, 200
         v_cmp_gt_u32_e32 vcc, 10, v0
         s_and_saveexec_b64 s[6:7], vcc
         s_cbranch_execz skip
         v_mov_b32_e32 v1, 100
       skip:
         s_or_b64 exec, exec, s[6:7]
         {STORE_V1}"
    );
    let (r, out) = run(&src);
    r.expect("runs");
    let expected: Vec<u32> = (0..64u32).map(|l| if l < 10 { 100 } else { 200 }).collect();
    assert_eq!(out, expected);
}

#[test]
fn load_use_without_waitcnt_is_a_program_error() {
    let body = |wait: &str| {
        format!(
            "v_lshlrev_b32_e32 v2, 2, v0
             v_mov_b32_e32 v3, s1
             v_add_co_u32_e32 v2, vcc, s0, v2
             v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
             global_load_dword v1, v[2:3], off
             {wait}
             v_add_u32_e32 v1, 1, v1
             global_store_dword v[2:3], v1, off
             s_endpgm"
        )
    };
    let (r, _) = run(&body(""));
    let e = program_error(&r);
    assert!(
        e.contains("v_add_u32") && e.contains("global_load_dword") && e.contains("vmcnt"),
        "{e}"
    );
    let (r, out) = run(&body("s_waitcnt vmcnt(0)"));
    r.expect("runs");
    assert_eq!(out, vec![1; 64]);
}

#[test]
fn vmcnt_counts_in_order_and_smem_only_at_zero() {
    // Two loads, vmcnt(1): the first is back, the second is not.
    let two = |use_reg: &str| {
        format!(
            "v_mov_b32_e32 v2, s0
             v_mov_b32_e32 v3, s1
             global_load_dword v4, v[2:3], off
             global_load_dword v5, v[2:3], off offset:4
             s_waitcnt vmcnt(1)
             v_mov_b32_e32 v6, {use_reg}
             s_endpgm"
        )
    };
    run(&two("v4")).0.expect("first load is complete");
    assert!(program_error(&run(&two("v5")).0).contains("global_load_dword"));
    // Scalar loads return out of order: lgkmcnt(1) proves nothing.
    let smem = |wait: &str| {
        format!(
            "s_load_dword s4, s[0:1], 0x0
             s_load_dword s5, s[0:1], 0x4
             s_waitcnt {wait}
             s_mov_b32 s6, s4
             s_endpgm"
        )
    };
    assert!(program_error(&run(&smem("lgkmcnt(1)")).0).contains("s_load_dword"));
    run(&smem("lgkmcnt(0)")).0.expect("lgkmcnt(0) covers both");
    // LDS returns in order: lgkmcnt(1) covers the first of two reads.
    let lds = |use_reg: &str| {
        format!(
            "v_lshlrev_b32_e32 v2, 2, v0
             ds_read_b32 v4, v2
             ds_read_b32 v5, v2 offset:256
             s_waitcnt lgkmcnt(1)
             v_mov_b32_e32 v6, {use_reg}
             s_endpgm"
        )
    };
    run_with(&lds("v4"), 64, 512, 1)
        .0
        .expect("first read complete");
    assert!(program_error(&run_with(&lds("v5"), 64, 512, 1).0).contains("ds_read_b32"));
}

#[test]
fn overwriting_a_pending_destination_is_a_program_error() {
    let src = "v_mov_b32_e32 v2, s0
               v_mov_b32_e32 v3, s1
               global_load_dword v4, v[2:3], off
               v_mov_b32_e32 v4, 0
               s_endpgm";
    let e = program_error(&run(src).0);
    assert!(e.contains("overwrites v4"), "{e}");
}

#[test]
fn lds_store_read_by_another_wave_needs_a_wait_before_the_barrier() {
    // Wave w writes LDS[lane + 64w]; after the barrier wave w reads the other wave's slot.
    let body = |wait: &str| {
        format!(
            "s_lshl_b32 s3, s2, 8
             v_lshlrev_b32_e32 v2, 2, v0
             v_add_u32_e32 v2, s3, v2
             ds_write_b32 v2, v0
             {wait}
             s_barrier
             v_xor_b32_e32 v2, 0x100, v2
             ds_read_b32 v1, v2
             s_waitcnt lgkmcnt(0)
             s_endpgm"
        )
    };
    let e = program_error(&run_with(&body(""), 64, 512, 2).0);
    assert!(e.contains("ds_write_b32") && e.contains("LDS"), "{e}");
    run_with(&body("s_waitcnt lgkmcnt(0)"), 64, 512, 2)
        .0
        .expect("waited before the barrier");
}

/// For each row: a program violating it and one satisfying it (the same with NOPs). Where the
/// machine does not execute the consumer, the satisfying program must pass the wait-state check
/// and stop at the consumer as unimplemented.
#[test]
fn every_wait_state_row_is_checked() {
    // (row index, prefix, padding that satisfies it, consumer, consumer executed)
    let cases: [(usize, &str, &str, &str, bool); 16] = [
        (0, "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 15", "s_nop 1", "s_getreg_b32 s4, hwreg(HW_REG_MODE)", true),
        (1, "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 15", "s_nop 1", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 15", true),
        (2, "s_mov_b32 s4, 0\n s_setvskip s4, 28", "s_nop 1", "s_getreg_b32 s5, hwreg(HW_REG_MODE)", true),
        (3, "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 28, 1), 0", "s_nop 1", "v_mov_b32_e32 v1, 0", true),
        (4, "v_cmp_eq_u32_e32 vcc, 0, v0", "s_nop 4", "v_mov_b32_e32 v1, src_vccz", true),
        (5, "v_readfirstlane_b32 s4, v0", "s_nop 3", "v_readlane_b32 s5, v0, s4", true),
        (6, "v_cmp_eq_u32_e32 vcc, 0, v0", "s_nop 3", "v_div_fmas_f32 v1, v0, v0, v0", true),
        (7, "v_mov_b32_e32 v10, s0\n v_mov_b32_e32 v11, s1\n global_store_dwordx4 v[10:11], v[2:5], off", "s_nop 0", "v_mov_b32_e32 v3, 0", true),
        (8, "v_mov_b32_e32 v20, s0\n v_mov_b32_e32 v21, s1\n v_mov_b32_e32 v10, 0\n v_readfirstlane_b32 s4, v20\n v_readfirstlane_b32 s5, v21", "s_nop 4", "global_load_dword v1, v10, s[4:5] offset:4", true),
        (9, "s_mov_b32 m0, 0", "s_nop 0", "s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)", false),
        (10, "v_mov_b32_e32 v2, v0", "s_nop 1", "v_mov_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", true),
        (11, "v_cmpx_le_u32_e32 vcc, 0, v0", "s_nop 4", "v_mov_b32_dpp v1, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", true),
        (12, "v_cmp_eq_u32_e32 vcc, 0, v0", "s_nop 0", "v_mov_b32_e32 v1, vcc_lo", true),
        (13, "s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 0, 1), 0", "s_nop 0", "s_rfe_b64 s[4:5]", false),
        (14, "s_mov_b32 m0, -1", "s_nop 0", "ds_write_addtid_b32 v0", false),
        (15, "s_mov_b32 m0, 0", "s_nop 0", "s_movrels_b32 s4, s5", false),
    ];
    assert_eq!(cases.len(), HAZARD_ROWS.len());
    for (i, (row, prefix, pad, consumer, executed)) in cases.into_iter().enumerate() {
        assert_eq!(i, row);
        let name = HAZARD_ROWS[row].second;
        let bad = format!("{prefix}\n{consumer}\ns_endpgm");
        let e = program_error(&run_with(&bad, 64, 1024, 1).0);
        assert!(e.contains(name), "row {row}: {e}");
        let good = format!("{prefix}\n{pad}\n{consumer}\ns_waitcnt vmcnt(0) lgkmcnt(0)\ns_endpgm");
        let mnemonic = consumer.split_whitespace().next().unwrap_or("");
        match (run_with(&good, 64, 1024, 1).0, executed) {
            (Ok(_), true) => {}
            (Err(VegaError::Unimplemented { mnemonic: m, .. }), false) if m == mnemonic => {}
            (other, _) => panic!("row {row} with padding: {other:?}"),
        }
    }
}

/// FLAT operations count on both counters and return out of order: only `vmcnt(0)` together
/// with `lgkmcnt(0)` proves one complete (manual, FLAT "Ordering").
#[test]
fn flat_loads_need_vmcnt_and_lgkmcnt_zero() {
    let prog = |wait: &str| {
        format!(
            "v_mov_b32_e32 v2, s0
             v_mov_b32_e32 v3, s1
             flat_load_dword v4, v[2:3]
             flat_load_dword v5, v[2:3] offset:4
             {wait}
             v_mov_b32_e32 v6, v4
             s_endpgm"
        )
    };
    for wait in [
        "s_waitcnt vmcnt(1)",
        "s_waitcnt vmcnt(0)",
        "s_waitcnt lgkmcnt(0)",
    ] {
        let e = program_error(&run(&prog(wait)).0);
        assert!(
            e.contains("flat_load_dword") && e.contains("vmcnt(0) and lgkmcnt(0)"),
            "{wait}: {e}"
        );
    }
    run(&prog("s_waitcnt vmcnt(0) lgkmcnt(0)"))
        .0
        .expect("both counters at zero");
    run(&prog("s_waitcnt vmcnt(0)\n s_waitcnt lgkmcnt(0)"))
        .0
        .expect("both, one after the other");
}

/// The machine does not skip vector instructions: enabling MODE.vskip is unimplemented.
#[test]
fn enabling_vskip_is_unimplemented() {
    for src in [
        "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 28, 1), 1",
        "s_mov_b32 s4, 1\ns_setvskip s4, 0",
    ] {
        match run(&format!("{src}\ns_endpgm")).0 {
            Err(VegaError::Unimplemented { mnemonic, .. }) => assert!(mnemonic.contains("vskip")),
            other => panic!("{src}: {other:?}"),
        }
    }
}

/// The decoder takes every DPP control, as llvm-mc does; the manual defines only some
/// (quad_perm, row_shl/shr/ror 1-15, wave_shl/rol/shr/ror, row_mirror, row_half_mirror,
/// row_bcast:15/31): an undefined one (0x144 here, patched into an assembled word) is a
/// program error, not a silent guess.
#[test]
fn an_undefined_dpp_control_is_a_program_error() {
    let src = "v_mov_b32_dpp v1, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\ns_endpgm";
    let mut code = gcn_isa::asm::assemble(src).expect("assemble");
    assert!(run_code(&code, 64, 0, 1).0.is_ok());
    // DPP_CTRL is bits 8-16 of the second dword.
    let w1 = u32::from_le_bytes([code[4], code[5], code[6], code[7]]);
    let w1 = (w1 & !(0x1ff << 8)) | 0x144 << 8;
    code[4..8].copy_from_slice(&w1.to_le_bytes());
    let e = program_error(&run_code(&code, 64, 0, 1).0);
    assert!(e.contains("undefined DPP control 0x144"), "{e}");
}

/// `v_readfirstlane_b32` words with a constant in the destination field decode (llvm-mc-14
/// prints `/*invalid immediate*/`); running one is a program error, not a dropped write.
#[test]
fn readfirstlane_into_a_constant_is_a_program_error() {
    // VOP1 opcode 2, VDST field 0x80 (inline constant 0), SRC0 v0; then s_endpgm.
    let word: u32 = 0x7e00_0000 | 0x80 << 17 | 2 << 9 | 0x100;
    let mut code = word.to_le_bytes().to_vec();
    code.extend_from_slice(&0xbf81_0000u32.to_le_bytes());
    let e = program_error(&run_code(&code, 64, 0, 1).0);
    assert!(e.contains("an immediate in a register-only operand"), "{e}");
}

/// `--stats` figures of a load, a wait and a store, computed by hand from the documented cycle
/// models. Occupancy-aware (`Stats::cycles`): one wave on SIMD 0, which issues at cycles 0, 4,
/// 8, ...; every instruction takes the wave's turn, VALU 4 cycles; a one-dword load holds the
/// vector-memory path 64 lanes x 4 bytes / 64 bytes per cycle = 4 cycles and returns 300 after.
/// Per-wave (`Stats::wave_cycles`): VALU 4, VMEM issue 4, scalar 1 cycle.
#[test]
fn stats_follow_the_cycle_model_and_count_traffic() {
    let src = "v_lshlrev_b32_e32 v2, 2, v0
               v_mov_b32_e32 v3, s1
               v_add_co_u32_e32 v2, vcc, s0, v2
               v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
               global_load_dword v1, v[2:3], off
               s_waitcnt vmcnt(0)
               global_store_dword v[2:3], v1, off
               s_endpgm";
    let st = run(src).0.expect("runs");
    // Occupancy-aware: VALU at 0, 4, 8, 12; the load at 16 (path 16..20, back at 320); the
    // waitcnt at 20 would let the wave go on at 24: it stalls 320 - 24 = 296; the store at 320,
    // s_endpgm at 324, the wave ends at 328.
    // Per-wave: 4 VALU (16 cycles), load issued at 16 -> 20, done at 320; waitcnt 21 -> 320;
    // store 324; s_endpgm 325.
    assert_eq!(st.executed(Category::Valu), 4);
    assert_eq!(st.executed(Category::Vmem), 2);
    assert_eq!(st.executed(Category::Waitcnt), 1);
    assert_eq!(st.executed(Category::Other), 1);
    assert_eq!(st.total(), 8);
    assert_eq!(st.waitcnt_stall_cycles, 296);
    assert_eq!(st.cycles, 328);
    assert_eq!(st.wave_cycles, 325);
    let text = st.render();
    for line in [
        "8 wave-instructions",
        "valu     4",
        "vmem     2",
        "waitcnt  1",
        "simulated cycles      328",
        "cycle model           occupancy-aware model",
        "waitcnt stall cycles  296",
        "per-wave cycles       325",
    ] {
        assert!(text.contains(line), "{line:?} in\n{text}");
    }
    // 64 lanes x 4 bytes each way.
    let read: u64 = st.bytes_read.iter().map(|(_, n)| n).sum();
    let written: u64 = st.bytes_written.iter().map(|(_, n)| n).sum();
    assert_eq!((read, written), (256, 256), "{text}");
}

/// Two waves of one group (SIMDs 0 and 1) each load, wait and add: the second wave's load
/// waits for the first one's 4 cycles on the vector-memory path, and its 300 cycles overlap
/// the first wave's. Hand-computed from docs/vega-sim.md, "Cycle model".
#[test]
fn two_waves_overlap_their_load_latency() {
    let src = "v_lshlrev_b32_e32 v2, 2, v0
               v_mov_b32_e32 v3, s1
               v_add_co_u32_e32 v2, vcc, s0, v2
               v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
               global_load_dword v1, v[2:3], off
               s_waitcnt vmcnt(0)
               v_add_u32_e32 v1, 1, v1
               s_endpgm";
    let st = run_with(src, 64, 0, 2).0.expect("runs");
    // Wave 0 (SIMD 0): VALU 0, 4, 8, 12; load 16 (path 16-20, back 320); waitcnt 20 stalls to
    // 320 (296 beyond 24); VALU 320; s_endpgm 324 -> 328.
    // Wave 1 (SIMD 1): VALU 1, 5, 9, 13; load 17 (path 20-24, back 324); waitcnt 21 stalls to
    // 324 (299 beyond 25); VALU 325; s_endpgm 329 -> 333.
    assert_eq!(st.cycles, 333);
    assert_eq!(st.waitcnt_stall_cycles, 296 + 299);
    // The per-wave model: each wave 16 + 4, back at 320, waitcnt 21 -> 320, VALU 324,
    // s_endpgm 325; the group takes its slowest wave.
    assert_eq!(st.wave_cycles, 325);
    // v0-v3 named: 4 VGPRs; s0-s1 and VCC: 16 SGPRs; 10 waves per SIMD.
    assert_eq!(st.waves_per_simd, 10);
}

/// A work-group that executes more wave-instructions than `Options::trace_budget` is not
/// replayed: its dispatch's cycles are the per-wave model's.
#[test]
fn a_group_beyond_the_trace_budget_is_timed_per_wave() {
    let src = "v_mov_b32_e32 v1, 1
               s_mov_b32 s4, 2
               v_mov_b32_e32 v2, 3
               s_endpgm";
    let code = gcn_isa::asm::assemble(src).expect("assembles");
    let launch = RawLaunch {
        code: &code,
        entry: 0,
        code_base: 0,
        mode: 0xf0,
        lds_bytes: 0,
        groups: vec![vec![WaveInit {
            exec: u64::MAX,
            ..WaveInit::default()
        }]],
        vgprs: 0,
        sgprs: 0,
    };
    let run = |budget| {
        let opts = Options {
            trace_budget: budget,
            ..Options::timed()
        };
        run_program(&launch, &mut DeviceMemory::default(), &opts).expect("runs")
    };
    // Replayed: four instructions, one turn each (the VALU ones 4 cycles): 16 cycles.
    let full = run(4);
    assert_eq!((full.cycles, full.wave_cycles), (16, 4 + 1 + 4 + 1));
    // Three events of room for four instructions: the per-wave figure.
    let short = run(3);
    assert_eq!((short.cycles, short.wave_cycles), (10, 10));
    assert_eq!(
        (full.cycle_model, short.cycle_model),
        (CycleModel::Occupancy, CycleModel::PerWave)
    );
    // Timing off: no replay, the per-wave figure, said so (in `--stats` too).
    let untimed =
        run_program(&launch, &mut DeviceMemory::default(), &Options::default()).expect("runs");
    assert_eq!(
        (untimed.cycles, untimed.wave_cycles, untimed.cycle_model),
        (10, 10, CycleModel::PerWave)
    );
    let text = untimed.render();
    assert!(text.contains("simulated cycles      10"), "{text}");
    assert!(
        text.contains("cycle model           per-wave model"),
        "{text}"
    );
}

#[test]
fn unimplemented_instructions_stop_the_run() {
    let (r, _) = run("v_pk_add_f16 v1, v0, v0\ns_endpgm");
    match r {
        Err(e @ VegaError::Unimplemented { .. }) => {
            assert_eq!(e.to_string(), "unimplemented: v_pk_add_f16 at 0x0");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn lds_atomics_and_two_offset_access() {
    // Every lane adds lane+1 to LDS[0]; then ds_read2 reads LDS[0] and LDS[1] (=0).
    let src = format!(
        "v_mov_b32_e32 v2, 0
         v_add_u32_e32 v3, 1, v0
         ds_add_u32 v2, v3
         s_waitcnt lgkmcnt(0)
         ds_read2_b32 v[4:5], v2 offset1:1
         s_waitcnt lgkmcnt(0)
         v_add_u32_e32 v1, v4, v5
         {STORE_V1}"
    );
    let (r, out) = run_with(&src, 64, 64, 1);
    r.expect("runs");
    assert_eq!(out, vec![64 * 65 / 2; 64]);
}

#[test]
fn stats_count_categories() {
    let (r, _) = run("s_mov_b32 s4, 0\nv_mov_b32_e32 v1, 0\ns_nop 3\ns_endpgm");
    let st = r.expect("runs");
    assert_eq!(st.executed(Category::Salu), 1);
    assert_eq!(st.executed(Category::Valu), 1);
    assert_eq!(st.executed(Category::Nop), 1);
    assert_eq!(st.total(), 4);
    assert!(st.cycles > 1 + 4 + 4);
}

/// The unimplemented list of docs/vega-sim.md is [`coverage::unimplemented_list`] (regenerate
/// with `ILC_BLESS=1 cargo test -p runtime-sim unimplemented_list`), and it is right about what
/// clang's kernels need and what the machine rejects.
#[test]
fn unimplemented_list_in_the_docs_is_current_and_true() {
    use gcn_isa::table::op_by_name;
    let implemented = |n: &str| op_by_name(n).is_some_and(coverage::implemented);
    for n in [
        "v_mad_u64_u32",
        "ds_read2st64_b32",
        "global_atomic_cmpswap",
        "s_cselect_b64",
    ] {
        assert!(implemented(n), "{n}");
    }
    for n in [
        "image_gather4",
        "tbuffer_load_format_x",
        "s_sendmsg",
        "v_pk_add_f16",
        "v_add_f16",
    ] {
        assert!(!implemented(n), "{n}");
    }
    // Listed means rejected: a VOP1/VOP2 opcode from the list stops a run as unimplemented.
    for src in [
        "v_add_f16_e32 v1, v0, v0",
        "v_frexp_mant_f32_e32 v1, v0",
        "s_trap 2",
    ] {
        match run(&format!("{src}\ns_endpgm")).0 {
            Err(VegaError::Unimplemented { pc: 0, .. }) => {}
            other => panic!("{src}: {other:?}"),
        }
    }
    let list = coverage::unimplemented_list();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/vega-sim.md");
    let doc = std::fs::read_to_string(path).expect("docs/vega-sim.md");
    let (begin, end) = (
        "<!-- unimplemented:begin -->\n",
        "<!-- unimplemented:end -->",
    );
    let (Some(a), Some(b)) = (doc.find(begin), doc.find(end)) else {
        panic!("docs/vega-sim.md lacks the {begin:?} ... {end:?} markers");
    };
    let current = &doc[a + begin.len()..b];
    if std::env::var("ILC_BLESS").is_ok_and(|v| v == "1") {
        let new = format!("{}{begin}{list}{}", &doc[..a], &doc[b..]);
        std::fs::write(path, new).expect("write docs/vega-sim.md");
        return;
    }
    let first_difference = current
        .lines()
        .zip(list.lines())
        .find(|(a, b)| a != b)
        .map(|(a, b)| format!("docs: {a}\nnow:  {b}"))
        .unwrap_or_else(|| "(a line is missing or extra)".into());
    assert!(
        current == list,
        "docs/vega-sim.md's unimplemented list is stale (run ILC_BLESS=1 cargo test -p \
         runtime-sim unimplemented_list):\n{first_difference}"
    );
}

#[test]
fn pack_mask_matches_a_bit_by_bit_loop() {
    let mut seed = 0x2545_f491u32;
    for _ in 0..200 {
        let mut flags = [0u8; 64];
        let mut want = 0u64;
        for (lane, f) in flags.iter_mut().enumerate() {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            *f = (seed & 1) as u8;
            want |= u64::from(seed & 1) << lane;
        }
        assert_eq!(semantics::pack_mask(&flags), want, "{flags:?}");
    }
    assert_eq!(semantics::pack_mask(&[1; 64]), u64::MAX);
    assert_eq!(semantics::pack_mask(&[0; 64]), 0);
}

/// Stores v1 = 7 to uav0[lane] for the lanes below `lanes` (EXEC-masked when below 64).
fn masked_store(lanes: u32) -> String {
    format!(
        "v_mov_b32_e32 v1, 7
         v_mov_b32_e32 v4, {lanes}
         v_cmp_lt_u32_e32 vcc, v0, v4
         s_and_saveexec_b64 s[6:7], vcc
         {STORE_V1}"
    )
}

#[test]
fn one_lane_outside_the_buffer_fails_the_whole_vector_store() {
    // A 63-word buffer: lane 63's word is past the end. With all 64 lanes active the store is
    // a program error (strict memory); with lanes 0-62 it runs.
    let (r, _) = run_with(&masked_store(64), 63, 0, 1);
    let e = program_error(&r);
    assert!(
        e.contains("global_store_dword") && e.contains("out of bounds"),
        "{e}"
    );
    let (r, out) = run_with(&masked_store(63), 63, 0, 1);
    r.expect("runs");
    assert_eq!(out, vec![7; 63]);
    // A load of the same 64 lanes fails the same way.
    let load = "v_lshlrev_b32_e32 v10, 2, v0
                v_mov_b32_e32 v11, s1
                v_add_co_u32_e32 v10, vcc, s0, v10
                v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
                global_load_dword v1, v[10:11], off
                s_waitcnt vmcnt(0)
                s_endpgm";
    let e = program_error(&run_with(load, 63, 0, 1).0);
    assert!(
        e.contains("global_load_dword") && e.contains("out of bounds"),
        "{e}"
    );
}

/// Each wave stores to its own words, then reaches `s_barrier` (`wait` between the two).
fn store_then_barrier(wait: &str) -> String {
    format!(
        "v_lshlrev_b32_e32 v10, 2, v0
         s_lshl_b32 s3, s2, 8
         v_add_u32_e32 v10, s3, v10
         v_mov_b32_e32 v11, s1
         v_add_co_u32_e32 v10, vcc, s0, v10
         v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
         v_mov_b32_e32 v1, 9
         global_store_dword v[10:11], v1, off
         {wait}
         s_barrier
         s_endpgm"
    )
}

#[test]
fn a_barrier_with_an_unpublished_store_is_an_error_with_several_waves() {
    // Two waves: the store is not waited for before the barrier, so the other wave may not
    // see it after the barrier (manual, S_BARRIER and "Data Dependency Resolution").
    let e = program_error(&run_with(&store_then_barrier(""), 128, 0, 2).0);
    assert!(
        e.starts_with("s_barrier")
            && e.contains("global_store_dword at pc 0x1c")
            && e.contains("vmcnt(0)"),
        "{e}"
    );
    // The same with the wait runs and stores every word, with no warning.
    let (r, out) = run_with(&store_then_barrier("s_waitcnt vmcnt(0)"), 128, 0, 2);
    assert!(r.expect("waited").unpublished_stores.is_empty());
    assert_eq!(out, vec![9; 128]);
    // An LDS store names its counter.
    let lds = "v_lshlrev_b32_e32 v2, 2, v0
               ds_write_b32 v2, v0
               s_barrier
               s_endpgm";
    let e = program_error(&run_with(lds, 64, 512, 2).0);
    assert!(
        e.contains("ds_write_b32") && e.contains("LDS") && e.contains("lgkmcnt(0)"),
        "{e}"
    );
}

#[test]
fn a_barrier_with_an_unpublished_store_is_a_warning_in_a_one_wave_group() {
    let (r, out) = run_with(&store_then_barrier(""), 64, 0, 1);
    let stats = r.expect("one wave: nothing to publish to");
    assert_eq!(out, vec![9; 64]);
    assert_eq!(
        stats.unpublished_stores.iter().collect::<Vec<_>>(),
        [&(0x24, 0x1c, "global_store_dword".to_string())]
    );
    let text = stats.render();
    assert!(
        text.contains("warning: s_barrier at pc 0x24 reached with global_store_dword at pc 0x1c"),
        "{text}"
    );
    let (r, _) = run_with(&store_then_barrier("s_waitcnt vmcnt(0)"), 64, 0, 1);
    assert!(r.expect("runs").unpublished_stores.is_empty());
}

#[test]
fn raw_buffer_accesses_past_num_records_read_zero_and_write_nothing() {
    // A raw-buffer V# over UAV 0 (64 words) with NUM_RECORDS = 256 bytes (manual "Range
    // Checking", L3239-3269: out of range when offset >= NUM_RECORDS; dword x2-x4 checked
    // per dword; reads give 0, writes are dropped).
    let src = "s_mov_b32 s4, s0
               s_mov_b32 s5, s1
               s_movk_i32 s6, 0x100
               s_mov_b32 s7, 0x27fac
               v_mov_b32_e32 v1, 0xfc
               v_mov_b32_e32 v2, 7
               v_mov_b32_e32 v3, 8
               v_mov_b32_e32 v4, 0x400
               buffer_store_dwordx2 v[2:3], v1, s[4:7], 0 offen
               buffer_store_dword v3, v4, s[4:7], 0 offen
               s_waitcnt vmcnt(0)
               buffer_load_dwordx4 v[5:8], v1, s[4:7], 0 offen
               buffer_load_ubyte v9, v4, s[4:7], 0 offen
               buffer_atomic_add v3, v4, s[4:7], 0 offen glc
               s_waitcnt vmcnt(0)
               v_add_u32_e32 v10, v6, v7
               v_add_u32_e32 v10, v10, v8
               v_add_u32_e32 v10, v10, v9
               v_add_u32_e32 v10, v10, v3
               v_add_u32_e32 v10, 0x64, v10
               v_mov_b32_e32 v11, 0
               buffer_store_dword v10, v11, s[4:7], 0 offen
               buffer_store_dword v5, v11, s[4:7], 0 offen offset:4
               s_endpgm";
    let (r, out) = run(src);
    r.expect("in-range parts run, the rest is dropped");
    let mut want = vec![0u32; 64];
    want[0] = 100; // the out-of-range dwords, byte and atomic return all read 0
    want[1] = 7; // the in-range dword of the x4 load
    want[63] = 7; // the in-range half of the x2 store
    assert_eq!(out, want);
}

#[test]
fn dpp_reads_every_lane_before_writing_any() {
    // v1 = lane; v1 = v1[quad lane 2] + 100 in place: every lane of a quad gets
    // (lane & !3) + 2 + 100, also lane 3, which reads lane 2's old value.
    let src = format!(
        "v_mov_b32_e32 v1, v0
         v_mov_b32_e32 v3, 100
         s_nop 1
         v_add_u32_dpp v1, v1, v3 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
         {STORE_V1}"
    );
    let (r, out) = run(&src);
    r.expect("runs");
    let expected: Vec<u32> = (0..64u32).map(|l| (l & !3) + 102).collect();
    assert_eq!(out, expected);
}

#[test]
fn a_form_the_manual_does_not_define_is_refused() {
    // gcn-isa decodes float modifiers on v_cndmask_b32's integer sources for parity with
    // llvm-mc-14; the manual gives them no meaning, so the machine refuses to guess one.
    let src = format!(
        "s_mov_b64 s[4:5], -1
         v_cndmask_b32_e64 v1, -v0, v0, s[4:5]
         {STORE_V1}"
    );
    let (r, _) = run(&src);
    let e = program_error(&r);
    assert!(e.contains("does not define"), "{e}");
    // The same instruction without the modifier runs: v1 = v0 where the mask is set.
    let src = format!(
        "s_mov_b64 s[4:5], -1
         v_cndmask_b32_e64 v1, v2, v0, s[4:5]
         {STORE_V1}"
    );
    let (r, out) = run(&src);
    r.expect("runs");
    assert_eq!(out, (0..64u32).collect::<Vec<_>>());
}
