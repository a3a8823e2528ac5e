//! The `r600-mc` tool end to end: it assembles and disassembles every hand-written test program
//! (`testdata/r600/*.r600`) with disassemble(assemble(text)) equal to the canonical text,
//! reports located errors, and runs programs with `--run LAUNCH --stats` (results and
//! statistics checked against values computed here from the program and the cycle model of
//! docs/r600-sim.md).

// The workspace denies unwrap()/expect() outside tests; test code may use them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn run(args: &[&str], stdin: &[u8]) -> (i32, Vec<u8>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_r600-mc"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        out.stdout,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/r600")
}

fn scratch_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("r600-mc-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn every_test_program_round_trips_through_the_tool() {
    let dir = scratch_dir("rt");
    let mut programs: Vec<PathBuf> = std::fs::read_dir(testdata())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "r600"))
        .collect();
    programs.sort();
    assert!(programs.len() >= 15, "{} programs", programs.len());
    for src in &programs {
        let name = src.display().to_string();
        let text = std::fs::read_to_string(src).unwrap();
        // The library's canonical text of the source.
        let canonical = r600_isa::asm::print(&r600_isa::asm::parse(&text).unwrap());
        let (code, out, err) = run(&[&name], b"");
        assert_eq!(code, 0, "{name}: {err}");
        assert_eq!(String::from_utf8(out).unwrap(), canonical, "{name}");
        let bin = dir.join("p.bin");
        let (code, _, err) = run(&[&name, "--filetype=obj", "-o", bin.to_str().unwrap()], b"");
        assert_eq!(code, 0, "{name}: {err}");
        let bytes = std::fs::read(&bin).unwrap();
        let (code, out, err) = run(&["--disassemble", bin.to_str().unwrap()], b"");
        assert_eq!(code, 0, "{name}: {err}");
        let disassembled = String::from_utf8(out).unwrap();
        assert_eq!(
            disassembled, canonical,
            "{name}: disassemble(assemble(text))"
        );
        // The canonical text assembles to the same bytes.
        let (code, _, _) = run(
            &["--filetype=obj", "-o", bin.to_str().unwrap()],
            disassembled.as_bytes(),
        );
        assert_eq!(code, 0);
        assert_eq!(std::fs::read(&bin).unwrap(), bytes, "{name}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn errors_are_located() {
    let (code, _, err) = run(&[], b"00 ALU\n  0 x: FOO R1.x\n");
    assert_eq!(code, 1);
    assert!(
        err.starts_with("<stdin>:2:8: error: unknown ALU opcode"),
        "{err}"
    );
    let (code, _, err) = run(&["--disassemble"], &[1, 2, 3]);
    assert_eq!(code, 1);
    assert!(err.contains("byte offset 0x0"), "{err}");
    // A program error names the CF instruction, group and slot.
    let dir = scratch_dir("err");
    let launch = dir.join("l.json");
    std::fs::write(
        &launch,
        r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":64}}}"#,
    )
    .unwrap();
    let bad = b"00 ALU\n  0 x: MOV R1.x, R0.x\n01 ALU\n  0 x: MOV R2.x, PV.x\n02 NOP EOP\n";
    let (code, out, err) = run(&["--run", launch.to_str().unwrap()], bad);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.starts_with("<stdin>: error: "), "{err}");
    assert!(err.contains("first group"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn run_with_stats() {
    let dir = scratch_dir("run");
    let launch = dir.join("l.json");
    std::fs::write(
        &launch,
        r#"{"global":[100,1,1],"group":[50,1,1],"uavs":{"0":{"zero":100}}}"#,
    )
    .unwrap();
    let src = testdata().join("arith.r600");
    let (code, out, err) = run(
        &[
            "--run",
            launch.to_str().unwrap(),
            "--stats",
            src.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(code, 0, "{err}");
    // out[i] = float(i) * 2.5 + 1.0, computed on the host.
    let words: Vec<String> = (0..100)
        .map(|i| (i as f32 * 2.5 + 1.0).to_bits().to_string())
        .collect();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        format!("{{\"uavs\":{{\"0\":[{}]}}}}\n", words.join(","))
    );
    // arith.r600: CF = ALU, MEM_STREAM0, NOP EOP; one ALU clause with two one-instruction
    // groups and one literal slot. Two wavefronts of 50 items. Cycle model per wavefront:
    // 3 CF × 1 + 2 groups × 4 + 1 memory instruction × 4 = 15.
    let expected_static = "cf instructions: 3\n\
clauses: 1 (alu 1, tex 0, vtx 0)\n\
alu groups: 2\n\
alu instructions: 2\n\
slots per group: 1.00\n\
groups by filled slots (1 2 3 4 5): 2 0 0 0 0\n\
literal slots: 1\n\
fetch instructions: 0\n\
export/memory instructions: 1\n";
    let expected_run = "wavefronts: 2\n\
cf instructions executed: 6\n\
clauses executed: 2 (alu 2, tex 0, vtx 0)\n\
alu groups executed: 4\n\
alu instructions executed: 4\n\
slots per group: 1.00\n\
groups by filled slots (1 2 3 4 5): 4 0 0 0 0\n\
fetch instructions executed: 0\n\
export/memory instructions executed: 2\n\
simulated cycles: 30\n";
    assert_eq!(err, format!("{expected_static}{expected_run}"));
    // Static statistics alone (no run) while assembling.
    let (code, _, err) = run(&["--stats", src.to_str().unwrap()], b"");
    assert_eq!(code, 0);
    assert_eq!(err, expected_static);
    // Loop constants reach the machine: nested_loops.r600 runs its outer DX9 loop
    // (integer constant 0) COUNT times, so acc = COUNT * (i & 3) for item i of 64.
    let launch64 = dir.join("l64.json");
    std::fs::write(
        &launch64,
        r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":64}}}"#,
    )
    .unwrap();
    let nested = testdata().join("nested_loops.r600");
    for count in [3u32, 5] {
        let konst = format!("{count},0,1");
        let (code, out, err) = run(
            &[
                "--run",
                launch64.to_str().unwrap(),
                "--loop-const",
                &konst,
                nested.to_str().unwrap(),
            ],
            b"",
        );
        assert_eq!(code, 0, "{err}");
        let words: Vec<String> = (0..64u32).map(|i| (count * (i & 3)).to_string()).collect();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            format!("{{\"uavs\":{{\"0\":[{}]}}}}\n", words.join(","))
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `bytes` as the byte-list text gcn-mc and llvm-mc read: `0x..` per byte, 8 per line, with
/// `#` and `;` comments.
fn byte_list(bytes: &[u8]) -> String {
    let mut text = String::from("# a byte list\n");
    for (i, chunk) in bytes.chunks(8).enumerate() {
        let line: Vec<String> = chunk.iter().map(|b| format!("0x{b:02x}")).collect();
        text += &format!("{} ; dwords {}-{}\n", line.join(" "), 2 * i, 2 * i + 1);
    }
    text
}

#[test]
fn byte_lists_disassemble_like_the_binary() {
    let src = testdata().join("tex_ld.r600");
    let (code, bin, err) = run(&[src.to_str().unwrap(), "--filetype=obj"], b"");
    assert_eq!(code, 0, "{err}");
    let (code, from_binary, err) = run(&["--disassemble"], &bin);
    assert_eq!(code, 0, "{err}");
    let (code, from_text, err) = run(&["--disassemble"], byte_list(&bin).as_bytes());
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        String::from_utf8(from_text).unwrap(),
        String::from_utf8(from_binary).unwrap()
    );
    // An incomplete dword is an error with its byte offset.
    let (code, _, err) = run(&["--disassemble"], b"0x00 0x00 0x00 0x00 0x01\n");
    assert_eq!(code, 1);
    assert!(err.contains("byte offset 0x4"), "{err}");
}

#[test]
fn subroutines_after_end_of_program_are_disassembled_and_run() {
    // call.r600 with its subroutine moved after the END_OF_PROGRAM instruction.
    let src = "00 ALU\n  0 x: MOV R1.x, R0.x\n01 CALL @5 CALL_COUNT:1\n02 CALL @5 CALL_COUNT:1\n\
               03 MEM_STREAM0 WRITE_IND:0 R1.x___ INDEX:R0 ES:0 SIZE:4095\n04 NOP EOP\n\
               05 ALU\n  0 x: ADD_INT R1.x, R1.x, R1.x\n06 RETURN\n";
    let (code, bin, err) = run(&["--filetype=obj"], src.as_bytes());
    assert_eq!(code, 0, "{err}");
    // 7 CF instructions (2 dwords each), then the two one-slot ALU clauses (2 dwords each).
    assert_eq!(bin.len(), 4 * (7 * 2 + 2 * 2));
    let (code, text, err) = run(&["--disassemble"], &bin);
    assert_eq!(code, 0, "{err}");
    let text = String::from_utf8(text).unwrap();
    // Clause addresses count 64-bit units: 7 CF instructions, then one slot each.
    assert!(text.starts_with("00 ALU @7 CNT:1\n"), "{text}");
    assert!(text.contains("\n05 ALU @8 CNT:1\n"), "{text}");
    assert!(text.contains("ADD_INT"), "{text}");
    assert!(text.ends_with("06 RETURN\n"), "{text}");
    // Running the binary calls the subroutine twice: out[i] = 4 i.
    let dir = scratch_dir("call");
    let launch = dir.join("l.json");
    std::fs::write(
        &launch,
        r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":64}}}"#,
    )
    .unwrap();
    let (code, out, err) = run(&["--run", launch.to_str().unwrap(), "--disassemble"], &bin);
    assert_eq!(code, 0, "{err}");
    let words: Vec<String> = (0..64u32).map(|i| (4 * i).to_string()).collect();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        format!("{{\"uavs\":{{\"0\":[{}]}}}}\n", words.join(","))
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn reassembling_a_disassembly_gives_the_input_bytes() {
    // Two CF instructions (4 dwords) and a one-slot ALU clause (2 dwords): 24 bytes, with no
    // fetch clause to align, so no padding.
    let src = b"00 ALU\n  0 x: MOV R1.x, R0.x\n01 NOP EOP\n";
    let (code, bin, err) = run(&["--filetype=obj"], src);
    assert_eq!(code, 0, "{err}");
    assert_eq!(bin.len(), 24);
    let (code, text, err) = run(&["--disassemble"], byte_list(&bin).as_bytes());
    assert_eq!(code, 0, "{err}");
    let (code, again, err) = run(&["--filetype=obj"], &text);
    assert_eq!(code, 0, "{err}");
    assert_eq!(again, bin);
}

#[test]
fn output_goes_to_the_o_file_or_stdout_as_in_gcn_mc() {
    let dir = scratch_dir("out");
    let src = testdata().join("arith.r600");
    let (code, listing, err) = run(&[src.to_str().unwrap()], b"");
    assert_eq!(code, 0, "{err}");
    let file = dir.join("out.txt");
    let (code, out, err) = run(&[src.to_str().unwrap(), "-o", file.to_str().unwrap()], b"");
    assert_eq!(code, 0, "{err}");
    assert!(out.is_empty());
    assert_eq!(std::fs::read(&file).unwrap(), listing);
    let (code, out, err) = run(&[src.to_str().unwrap(), "--filetype=obj", "-o", "-"], b"");
    assert_eq!(code, 0, "{err}");
    let (_, disassembled, _) = run(&["--disassemble", "-o", file.to_str().unwrap()], &out);
    assert!(disassembled.is_empty());
    assert_eq!(std::fs::read(&file).unwrap(), listing);
    let _ = std::fs::remove_dir_all(&dir);
}
