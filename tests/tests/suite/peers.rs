//! Suite `peers`: the LLVM peer kernels (`tests/peers/*.cl`) build for their targets, and the
//! statistics `ilc_tests::peers` extracts from LLVM's assembly match counts made by hand.
//!
//! The hand counts below were made on the listings of Debian clang/llc/llvm-mc 14.0.6 (the
//! versions CI installs); each count is explained next to it. With `CI=true` a missing tool is
//! a failure; otherwise the tests print a note and return.

use ilc_tests::peers::{
    self, gfx900_stats, parse_gfx900_asm, parse_r600_asm, peer_kernels, r600_shader_stats,
    r600_stats, shader_peers, PeerStats, R600PeerStats, CLANG, LLC, LLVM_MC,
};

/// True when the oracles these tests need are present (see [`ilc_tests::opencl::tools_present`]).
fn tools_present() -> bool {
    ilc_tests::opencl::tools_present(&[CLANG, LLC, LLVM_MC], "LLVM peer checks")
}

fn kernel(name: &str) -> std::path::PathBuf {
    peers::peers_dir().join(format!("{name}.cl"))
}

#[test]
fn gfx900_figures_match_hand_counts() {
    if !tools_present() {
        return;
    }
    // saxpy: s_load_dwordx4, v_lshl_or_b32, v_mov_b32, v_lshlrev_b64, s_waitcnt, v_mov_b32,
    // v_add_co_u32, v_addc_co_u32, global_load_dword, v_mov_b32, v_add_co_u32, v_addc_co_u32,
    // global_load_dword, s_load_dword, s_waitcnt, v_fma_f32, global_store_dword, s_endpgm =
    // 18 instructions, 2 waits; v0-v3 = 4 VGPRs; s0-s6 + VCC = 9 SGPRs. Bytes: 2 SMEM x 8 +
    // 3 VOP3 (lshl_or, lshlrev_b64, fma) x 8 + 7 VOP1/VOP2 x 4 + 3 global x 8 + 3 SOPP x 4
    // = 16 + 24 + 28 + 24 + 12 = 104.
    let saxpy = gfx900_stats(&kernel("saxpy")).unwrap();
    assert_eq!(
        saxpy,
        PeerStats {
            instructions: 18,
            vgprs: 4,
            sgprs: 9,
            waitcnts: 2,
            nops: 0,
            code_bytes: 104,
        }
    );
    // nested_if: 30 instructions (9 before the first compare, 21 from v_cmp_lt_i32 to
    // s_endpgm), 2 waits; v0-v4 = 5 VGPRs, s0-s6 + VCC = 9 SGPRs. Bytes: 1 SMEM x 8 +
    // 5 VOP3 (lshl_or, 2 lshlrev_b64, 2 cndmask_e64) x 8 + 4 VOPC x 4 + 9 VOP1/VOP2 x 4 +
    // 2 global x 8 + 6 SOP1/SOP2/SOPK x 4 + 3 SOPP x 4 = 8 + 40 + 16 + 36 + 16 + 24 + 12 = 152.
    let nested = gfx900_stats(&kernel("nested_if")).unwrap();
    assert_eq!(
        nested,
        PeerStats {
            instructions: 30,
            vgprs: 5,
            sgprs: 9,
            waitcnts: 2,
            nops: 0,
            code_bytes: 152,
        }
    );
}

#[test]
fn r600_figures_match_hand_counts() {
    if !tools_present() {
        return;
    }
    // saxpy. CF: ALU, TEX, ALU, MEM_RAT_CACHELESS, CF_END (PAD is not an instruction) = 5.
    // Clause 1: {LSHL, LSHL*} lit, {OR_INT*}, {ADD_INT, ADD_INT*}, {MOV*}: 4 groups, 6 insts,
    // 1 literal line; clause 2: {MULADD_IEEE, LSHR*} lit: 1 group, 2 insts, 1 literal line.
    // Two VTX_READ_32 in the TEX clause; T0-T2 = 3 GPRs; no stack.
    let saxpy = r600_stats(&kernel("saxpy")).unwrap();
    assert_eq!(
        saxpy,
        R600PeerStats {
            cf_instructions: 5,
            alu_clauses: 2,
            tex_clauses: 1,
            vtx_clauses: 0,
            alu_groups: 5,
            alu_insts: 8,
            literal_slots: 2,
            fetches: 2,
            gprs: 3,
            stack_size: 0,
        }
    );
    assert!((saxpy.slots_per_group() - 1.6).abs() < 1e-9);
    // loop_break. CF: ALU, TEX, ALU, LOOP_START_DX10, ALU_PUSH_BEFORE, JUMP, LOOP_BREAK, POP,
    // END_LOOP, ALU, MEM_RAT_CACHELESS, CF_END = 12 (4 ALU clauses, 1 TEX). Groups/insts/
    // literal lines per ALU clause: 4/4/2 (four single LSHL/OR/LSHL/ADD groups), 3/5/2
    // ({MOV*}, {MOV, MOV*}, {MAX_INT, MOV*}), 10/12/1 (the loop body: {MOV, MOV, SETE_INT*}
    // then nine single-slot groups), 3/3/2 = 20/24/7. One fetch; T0-T4 = 5 GPRs; stack 2.
    let lb = r600_stats(&kernel("loop_break")).unwrap();
    assert_eq!(
        lb,
        R600PeerStats {
            cf_instructions: 12,
            alu_clauses: 4,
            tex_clauses: 1,
            vtx_clauses: 0,
            alu_groups: 20,
            alu_insts: 24,
            literal_slots: 7,
            fetches: 1,
            gprs: 5,
            stack_size: 2,
        }
    );
}

fn shader(name: &str) -> std::path::PathBuf {
    peers::peers_dir()
        .join("graphics")
        .join(format!("{name}.ll"))
}

#[test]
fn r600_shader_figures_match_hand_counts() {
    if !tools_present() {
        return;
    }
    // tex2d_point_wrap. CF: TEX, EXPORT, CF_END = 3 (PAD excluded); no ALU clause: the
    // interpolant's GPR is the TEX source. One TEX_SAMPLE; T0-T1 = 2 GPRs
    // (SQ_PGM_RESOURCES_PS = 2).
    let tex = r600_shader_stats(&shader("tex2d_point_wrap")).unwrap();
    assert_eq!(
        tex,
        R600PeerStats {
            cf_instructions: 3,
            alu_clauses: 0,
            tex_clauses: 1,
            vtx_clauses: 0,
            alu_groups: 0,
            alu_insts: 0,
            literal_slots: 0,
            fetches: 1,
            gprs: 2,
            stack_size: 0,
        }
    );
    // kill_negative. CF: ALU, ALU, EXPORT, CF_END = 4; each ALU clause holds one group
    // `KILLGT * T1.W (MASKED), 0.0, T0.x|y`. T0-T1 = 2 GPRs.
    let kill = r600_shader_stats(&shader("kill_negative")).unwrap();
    assert_eq!(
        kill,
        R600PeerStats {
            cf_instructions: 4,
            alu_clauses: 2,
            tex_clauses: 0,
            vtx_clauses: 0,
            alu_groups: 2,
            alu_insts: 2,
            literal_slots: 0,
            fetches: 0,
            gprs: 2,
            stack_size: 0,
        }
    );
}

#[test]
fn every_shader_peer_builds() {
    let shaders = shader_peers().unwrap();
    assert!(shaders.len() >= 4, "{} shader peers", shaders.len());
    for k in &shaders {
        assert!(
            k.il_path().exists(),
            "{}: mirrored IL {} is missing",
            k.name,
            k.il
        );
    }
    if !tools_present() {
        return;
    }
    for k in &shaders {
        let r = r600_shader_stats(&k.ll_path).unwrap();
        assert!(
            r.cf_instructions >= 2 && r.alu_insts <= 5 * r.alu_groups,
            "{}: {r:?}",
            k.name
        );
    }
}

/// A fixed R600 listing in llc's format (independent of the installed LLVM): the parser's
/// rules on a known text.
#[test]
fn r600_parser_on_a_fixed_listing() {
    let text = "\t.section\t.AMDGPU.config\n\t.long\t166100\n\t.long\t1031\n\t.long\t165900\n\t.long\t0\n\t.text\n\
k:                                  ; @k\n\
k$local:\n\
; %bb.0:\n\
\tALU 2, @6, KC0[CB0:0-32], KC1[]\n\
\tTEX 0 @4\n\
\tALU_PUSH_BEFORE 0, @9, KC0[], KC1[]\n\
\tPOP @5 POP:1\n\
\tCF_END\n\
\tPAD\n\
\tFetch clause starting at 4:\n\
\t  VTX_READ_32 T1.X, T1.X, 0, #1\n\
\tALU clause starting at 6:\n\
\t  LSHL   T0.W, T1.X, literal.x,  \n\
\t  MOV * T0.X, -1,  \n\
\t-7(nan), 0(0.000000e+00)\n\
\t  ADD_INT * T1.X, KC0[2].Y, PV.W,  \n\
\tALU clause starting at 9:\n\
\t  PRED_SETNE_INT * ExecMask,PredicateBit (MASKED), T1.X, 0.0,  \n\
.Lfunc_end0:\n";
    let s = parse_r600_asm(text).unwrap();
    assert_eq!(
        s,
        R600PeerStats {
            cf_instructions: 5,
            alu_clauses: 2,
            tex_clauses: 1,
            vtx_clauses: 0,
            alu_groups: 3,
            alu_insts: 4,
            literal_slots: 1,
            fetches: 1,
            // 1031 = 0x407: NUM_GPRS 7, STACK_SIZE 4.
            gprs: 7,
            stack_size: 4,
        }
    );
    assert!(parse_r600_asm("no kernel here").is_err());
    let gfx = "k:\n; %bb.0:\n\ts_waitcnt vmcnt(0)\n.LBB0_1:\n\ts_nop 1\n\t.p2align 2\n\ts_endpgm\n.Lfunc_end0:\n; NumSgprs: 7\n; NumVgprs: 3\n";
    let g = parse_gfx900_asm(gfx).unwrap();
    assert_eq!(
        (g.instructions, g.waitcnts, g.nops, g.sgprs, g.vgprs),
        (3, 1, 1, 7, 3)
    );
}

#[test]
fn every_peer_builds_for_its_targets() {
    let kernels = peer_kernels().unwrap();
    assert!(kernels.len() >= 10, "{} peer kernels", kernels.len());
    for k in &kernels {
        assert!(
            k.il_path().exists(),
            "{}: mirrored IL {} is missing",
            k.name,
            k.il
        );
    }
    assert!(kernels.iter().filter(|k| k.r600).count() >= 8);
    if !tools_present() {
        return;
    }
    for k in &kernels {
        let g = gfx900_stats(&k.cl_path).unwrap();
        assert!(
            g.instructions > 0 && g.code_bytes >= 4 * g.instructions,
            "{}: {g:?}",
            k.name
        );
        if k.r600 {
            let r = r600_stats(&k.cl_path).unwrap();
            assert!(
                r.alu_groups > 0 && r.alu_insts >= r.alu_groups && r.alu_insts <= 5 * r.alu_groups,
                "{}: {r:?}",
                k.name
            );
        }
    }
}
