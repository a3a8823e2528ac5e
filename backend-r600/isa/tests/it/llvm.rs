//! LLVM as an oracle: `llc-14 -march=r600 -mcpu=r600` (whose R600 encoder uses the R6xx ALU
//! layout, "FeatureR600ALUInst") compiled the two pixel shaders in `tests/it/llvm/*.ll`; the
//! `.text` words below are its output, and the expected text is LLVM's own listing of the same
//! code, rewritten line by line into this crate's syntax (LLVM's `T<n>` = `R<n>`, `*` = LAST,
//! `(MASKED)` = write mask off, `Pred_sel_one` = `PRED_SEL:ONE`, `Pred,PredicateBit` =
//! `UPDATE_PRED` with a masked `R0.x`). LLVM's listing is quoted in the comments.
//! Only float programs are used: for integer code llc-14 emits FLT_TO_UINT (not an R6xx
//! opcode) and vector-slot shifts, which the R6xx manual forbids.
//!
//! When llc-14 and llvm-objcopy-14 are installed, the fixtures are also regenerated and
//! compared (required when CI=true).

use r600_isa::asm::print;
use r600_isa::*;
use std::path::PathBuf;
use std::process::Command;

/// `float_ops.ll`. LLVM listing:
/// ```text
///   ALU 7, @4, KC0[], KC1[]
///   EXPORT T0.XYZW
///   CF_END
///   PAD
///   ALU clause starting at 4:
///     ADD * T0.Y, T0.X, T1.Y,
///     RECIPSQRT_IEEE * T0.X, PV.Y,
///     RECIP_IEEE * T0.X, PS,
///     RECIP_IEEE * T0.Z, T0.Y,
///     MUL_IEEE   T0.X, PS, T0.X,
///     MOV * T0.W, literal.x,
///     1078984704(3.250000e+00), 0(0.000000e+00)
///     MOV * T0.Z, 0.5,
/// ```
const FLOAT_OPS: [u32; 24] = [
    0x00000004, 0xa01c0000, 0xc0000000, 0x94200688, 0x00000000, 0x80200000, 0x00000000, 0x00000000,
    0x80802000, 0x20000010, 0x800004fe, 0x00006910, 0x800000ff, 0x00006610, 0x80000400, 0x40006610,
    0x000000ff, 0x00000210, 0x800000fd, 0x60001910, 0x40500000, 0x00000000, 0x800000fc, 0x40001910,
];

/// LLVM's listing of FLOAT_OPS in this crate's syntax. The disassembler stops at the first
/// END_OF_PROGRAM, which LLVM sets on the EXPORT (its CF_END and PAD are never reached).
/// Literal 1078984704 = 0x40500000 (3.25).
const FLOAT_OPS_TEXT: &str = "\
00 ALU @4 CNT:8
     0  y: ADD               R0.y, R0.x, R1.y
     1  t: RECIPSQRT_IEEE    R0.x, PV.y
     2  t: RECIP_IEEE        R0.x, PS
     3  t: RECIP_IEEE        R0.z, R0.y
     4  x: MUL_IEEE          R0.x, PS, R0.x
        w: MOV               R0.w, literal.x
        literal: 0x40500000, 0x00000000
     5  z: MOV               R0.z, 0.5
01 EXPORT_DONE PIXEL:0 R0.xyzw ES:3 EOP
";

/// `branch_dot4.ll`. LLVM listing:
/// ```text
///   ALU 8, @4, KC0[], KC1[]
///   ALU 9, @13, KC0[], KC1[]
///   EXPORT T2.XYZW
///   CF_END
///   ALU clause starting at 4:
///     SETGT_DX10   T3.W, T1.Y, T0.X,
///     MOV * T2.W, literal.x,
///     1(1.401298e-45), 0(0.000000e+00)
///     NOT_INT * T3.W, PV.W,
///     PRED_SETNE_INT * Pred,PredicateBit (MASKED), PV.W, 0.0,
///     MAX_DX10   T3.W, T1.Y, T0.Z, Pred_sel_one
///     MOV * T2.W, literal.x, Pred_sel_one
///     0(0.000000e+00), 0(0.000000e+00)
///     EXP_IEEE * T2.X, T3.W, Pred_sel_one
///   ALU clause starting at 13:
///     SETE_INT * T2.W, T2.W, 0.0,
///     PRED_SETNE_INT * Pred,PredicateBit (MASKED), PV.W, 0.0,
///     FLOOR * T2.W, T0.X, Pred_sel_zero
///     MUL_IEEE * T2.X, T2.W, T0.Z, Pred_sel_zero
///     DOT4   T2.X (MASKED), T0.X, T1.X,
///     DOT4   T2.Y, T0.Y, T1.Y,
///     DOT4   T2.Z (MASKED), T0.Z, T1.Z,
///     DOT4 * T2.W (MASKED), T0.W, T1.W,
///     MOV   T2.Z, T0.X,
///     MOV * T2.W, T1.Y,
/// ```
const BRANCH_DOT4: [u32; 46] = [
    0x00000004, 0xa0200000, 0x0000000d, 0xa0240000, 0xc0010000, 0x94200688, 0x00000000, 0x80200000,
    0x00000401, 0x60600d10, 0x800000fd, 0x60401910, 0x00000001, 0x00000000, 0x80000cfe, 0x60603310,
    0x801f0cfe, 0x00004508, 0x61000401, 0x60600510, 0xe00000fd, 0x60401910, 0x00000000, 0x00000000,
    0xe0000c03, 0x00406110, 0x801f0c02, 0x60403a10, 0x801f0cfe, 0x00004508, 0xc0000000, 0x60401410,
    0xc1000c02, 0x00400210, 0x00002000, 0x00405000, 0x00802400, 0x20405010, 0x01002800, 0x40405000,
    0x81802c00, 0x60405000, 0x00000000, 0x40401910, 0x80000401, 0x60401910,
];

/// LLVM's listing of BRANCH_DOT4 in this crate's syntax (a MOV after an occupied .w goes to
/// the Trans unit, §4.3; the predicate-setting instruction writes nothing, into R0.x).
const BRANCH_DOT4_TEXT: &str = "\
00 ALU @4 CNT:9
     0  w: SETGT_DX10        R3.w, R1.y, R0.x
        t: MOV               R2.w, literal.x
        literal: 0x00000001, 0x00000000
     1  w: NOT_INT           R3.w, PV.w
     2  x: PRED_SETNE_INT    __.x, PV.w, 0.0 UPDATE_PRED
     3  w: MAX_DX10          R3.w, R1.y, R0.z PRED_SEL:ONE
        t: MOV               R2.w, literal.x PRED_SEL:ONE
        literal: 0x00000000, 0x00000000
     4  t: EXP_IEEE          R2.x, R3.w PRED_SEL:ONE
01 ALU @13 CNT:10
     0  w: SETE_INT          R2.w, R2.w, 0.0
     1  x: PRED_SETNE_INT    __.x, PV.w, 0.0 UPDATE_PRED
     2  w: FLOOR             R2.w, R0.x PRED_SEL:ZERO
     3  x: MUL_IEEE          R2.x, R2.w, R0.z PRED_SEL:ZERO
     4  x: DOT4              __R2.x, R0.x, R1.x
        y: DOT4              R2.y, R0.y, R1.y
        z: DOT4              __R2.z, R0.z, R1.z
        w: DOT4              __R2.w, R0.w, R1.w
     5  z: MOV               R2.z, R0.x
        w: MOV               R2.w, R1.y
02 EXPORT_DONE PIXEL:0 R2.xyzw ES:3 EOP
";

#[test]
fn llvm_output_decodes_like_llvm_lists_it() {
    for (words, text) in [
        (&FLOAT_OPS[..], FLOAT_OPS_TEXT),
        (&BRANCH_DOT4[..], BRANCH_DOT4_TEXT),
    ] {
        let p = Program::decode(words).unwrap();
        assert_eq!(print(&p), text);
        // LLVM's CF_END (after the EOP) is CF NOP + EOP + BARRIER, as this crate encodes it.
        let cf_end = CfInst::decode(0, 0x8020_0000, 0).unwrap();
        let mut end = CfWord::new(CfOp::Nop);
        end.end_of_program = true;
        assert_eq!(cf_end, CfInst::Cf(end));
        // Every group re-encodes to LLVM's words at LLVM's clause addresses.
        for node in &p.cf {
            if let (CfInst::Alu(w), Clause::Alu(groups)) = (&node.inst, &node.clause) {
                let mut again = Vec::new();
                for g in groups {
                    g.encode_into(&mut again).unwrap();
                }
                let start = 2 * w.addr as usize;
                assert_eq!(&words[start..start + again.len()], &again[..]);
            }
        }
        // The structural group rules hold for LLVM's groups (e.g. DOT4 on all four slots).
        for node in &p.cf {
            if let Clause::Alu(groups) = &node.clause {
                for g in groups {
                    assert!(group_rules::check_group(g, true).is_empty(), "{g:?}");
                }
            }
        }
    }
}

fn tool(name: &str) -> Option<PathBuf> {
    let ok = Command::new(name)
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    ok.then(|| PathBuf::from(name))
}

#[test]
fn fixtures_match_live_llc() {
    let (Some(llc), Some(objcopy)) = (tool("llc-14"), tool("llvm-objcopy-14")) else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "llc-14/llvm-objcopy-14 missing in CI"
        );
        eprintln!("note: llc-14 or llvm-objcopy-14 not found; live LLVM comparison skipped");
        return;
    };
    let dir = std::env::temp_dir().join(format!("r600-isa-llvm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/it/llvm");
    for (file, words) in [
        ("float_ops.ll", &FLOAT_OPS[..]),
        ("branch_dot4.ll", &BRANCH_DOT4[..]),
    ] {
        let obj = dir.join(file).with_extension("o");
        let bin = dir.join(file).with_extension("bin");
        let st = Command::new(&llc)
            .args(["-march=r600", "-mcpu=r600", "-filetype=obj", "-o"])
            .arg(&obj)
            .arg(here.join(file))
            .status()
            .unwrap();
        assert!(st.success(), "llc-14 failed on {file}");
        let st = Command::new(&objcopy)
            .args(["-O", "binary", "--only-section=.text"])
            .arg(&obj)
            .arg(&bin)
            .status()
            .unwrap();
        assert!(st.success());
        let bytes = std::fs::read(&bin).unwrap();
        let live: Vec<u32> = bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        assert_eq!(live, words, "{file}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
