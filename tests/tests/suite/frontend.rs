//! Suite `frontend`: the IL front end (`amdil`) and the `ilc` command line.
//!
//! - every corpus program parses, verifies, prints canonically, round-trips through the
//!   printer and through the binary token stream;
//! - random programs generated from the model survive `parse(print(p)) == p`;
//! - random bytes and random mutations of corpus text never make the front end panic;
//! - `ilc` reports every located error of a broken file and exits with status 1, and a
//!   truncated or garbage binary with its token offset;
//! - every compute corpus program has a launch file and an expected output;
//! - docs/il-coverage.md is exactly what the opcode table and the targets' support
//!   functions generate (up to the real-world corpus section, see `real_corpus`);
//! - every spelling of the input/output declarations round-trips byte for byte;
//! - `ilc` prints warnings and goes on, and `--Werror` makes them errors.

use amdil::opcode::{Count, CtlSet, Extra, Paren, Shape};
use amdil::{
    parse, parse_partial, print, verify, CmpVal, CompSel, Control, DataSize, DivComp, Dst, DstComp,
    ElementFormat, FenceFlag, FirstBit, Index, Instruction, Opcode, PixTexUsage, Program, Reg,
    RegType, RelOp, RelReg, ShaderType, ShiftScale, Span, Src, SrcMods, ZeroOp, OPCODES,
};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use std::ffi::OsString;
use std::path::{Path, PathBuf};

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn corpus_parses_verifies_and_round_trips() {
    let files = ilc_tests::corpus_files();
    assert!(!files.is_empty(), "no corpus files found");
    let mut failures = Vec::new();
    for path in &files {
        let src = read(path);
        let name = path.display().to_string();
        let p = match parse(&src) {
            Ok(p) => p,
            Err(d) => {
                failures.push(d.render_text(&name, &src));
                continue;
            }
        };
        if let Err(d) = verify(&p) {
            failures.push(d.render_text(&name, &src));
            continue;
        }
        let text = print(&p);
        match parse(&text) {
            Ok(q) => {
                if q != p {
                    failures.push(format!("{name}: parse(print(p)) != p\n{text}"));
                }
                if print(&q) != text {
                    failures.push(format!("{name}: printing is not idempotent"));
                }
            }
            Err(d) => failures.push(format!(
                "{name}: printed text does not parse:\n{}",
                d.render_text("printed", &text)
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn corpus_text_binary_text_is_identity_on_canonical_text() {
    let mut failures = Vec::new();
    let mut encoded = 0;
    let files = ilc_tests::corpus_files();
    for path in &files {
        let src = read(path);
        let name = path.display().to_string();
        let Ok(p) = parse(&src) else {
            continue; // reported by the test above
        };
        let canonical = print(&amdil::binary::canonical::canonical(&p));
        let bytes = match amdil::binary::encode_bytes(&p) {
            Ok(b) => b,
            Err(d) => {
                failures.push(format!(
                    "{name}: encode failed:\n{}",
                    d.render_binary(&name)
                ));
                continue;
            }
        };
        encoded += 1;
        assert!(
            amdil::binary::looks_binary(&bytes),
            "{name}: not detected as binary"
        );
        match amdil::binary::decode(&bytes) {
            Ok(q) => {
                let text = print(&q);
                if text != canonical {
                    failures.push(format!(
                        "{name}: text→binary→text differs:\n{text}\n---\n{canonical}"
                    ));
                }
            }
            Err(d) => failures.push(format!(
                "{name}: decode failed:\n{}",
                d.render_binary(&name)
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every corpus file (all of which parse, per the test above) has a binary form.
    assert_eq!(encoded, files.len());
}

// ---------------------------------------------------------------------------------------
// The `ilc` command line.

fn temp_path(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ilc-frontend-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    dir.join(name)
}

fn run_ilc(args: &[&str]) -> (i32, String, String) {
    let mut argv: Vec<OsString> = vec!["ilc".into()];
    argv.extend(args.iter().map(OsString::from));
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = ilc::cli::run(&argv, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

#[test]
fn ilc_reports_every_located_error_of_a_broken_file() {
    let path = temp_path("broken.il");
    let src = "il_cs_2_0\n\
               dcl_raw_uav_id(0)\n\
               frob r0, r1\n\
               mov r1, vAbsTid.xq\n\
               uav_raw_load_id(5) r2, r1.x\n\
               uav_raw_store_id(0) mem.x, r1.x, r2.x\n";
    std::fs::write(&path, src).unwrap_or_else(|e| panic!("{e}"));
    let p = path.display().to_string();
    let (code, out, err) = run_ilc(&[&p, "--emit", "il"]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(out, "");
    let located: Vec<&str> = err.lines().filter(|l| l.contains(": error: ")).collect();
    assert_eq!(located.len(), 4, "{err}");
    assert!(
        located[0].starts_with(&format!("{p}:3:1: error: unknown instruction `frob`")),
        "{err}"
    );
    assert!(
        located[1].starts_with(&format!("{p}:4:16: error: bad swizzle `.xq`")),
        "{err}"
    );
    assert!(
        located[2].starts_with(&format!(
            "{p}:5:1: error: UAV 5 is used before its declaration"
        )),
        "{err}"
    );
    assert!(
        located[3].starts_with(&format!("{p}:6:")) && located[3].contains("missing `end`"),
        "{err}"
    );
    // Each error is followed by its source line and a caret line.
    assert!(err.contains("frob r0, r1\n^^^^\n"), "{err}");
    assert!(
        err.contains("mov r1, vAbsTid.xq\n               ^^^\n"),
        "{err}"
    );
}

/// The token stream of `words` as little-endian bytes.
fn le_bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Runs `ilc FILE --emit il` on `bytes` and returns (exit status, stderr).
fn ilc_on_bytes(name: &str, bytes: &[u8], extra: &[&str]) -> (i32, String) {
    let path = temp_path(name);
    std::fs::write(&path, bytes).unwrap_or_else(|e| panic!("{e}"));
    let p = path.display().to_string();
    let mut args = vec![p.as_str(), "--emit", "il"];
    args.extend_from_slice(extra);
    let (code, out, err) = run_ilc(&args);
    assert!(
        code != 0 || !out.is_empty(),
        "{name}: exit 0 without output"
    );
    (code, err)
}

#[test]
fn ilc_reports_truncated_and_garbage_binaries_with_their_token_offset() {
    // IL_Lang 0 and IL_Version for il_cs 2.0 (shader type 3 in bits 23:16, major 2 in
    // bits 15:8: manual L440-L462), then `mov r0, r1` (IL_OP_MOV = 71 with one IL_Dst and
    // one IL_Src token: register number in bits 15:0, IL_REGTYPE_TEMP = 4 in bits 21:16,
    // Table 2.5) and `end` (IL_OP_END = 40).
    let header = [0u32, 0x0003_0200];
    let mov = [71u32, 0x0004_0000, 0x0004_0001];
    let mut whole = header.to_vec();
    whole.extend_from_slice(&mov);
    whole.push(40);
    let (code, err) = ilc_on_bytes("whole.bin", &le_bytes(&whole), &[]);
    assert_eq!((code, err.as_str()), (0, ""));

    // Truncated inside the `mov` packet: its source token (token 4, byte 16) is missing.
    let (code, err) = ilc_on_bytes("cut-token.bin", &le_bytes(&whole[..4]), &[]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("byte offset 16 (token 4): error:"), "{err}");

    // Truncated in the middle of a token: 2 bytes of the `end` token remain at byte 20.
    let mut cut = le_bytes(&whole);
    cut.truncate(22);
    let (code, err) = ilc_on_bytes("cut-bytes.bin", &cut, &[]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("byte offset 20 (token 5): error:"), "{err}");

    // Garbage after a valid header: 0xFFFF_FFFF is no opcode (its low 16 bits, 65535, are
    // past the last ILOpCode), reported at token 2.
    let garbage = le_bytes(&[0, 0x0003_0200, u32::MAX, u32::MAX]);
    let (code, err) = ilc_on_bytes("garbage.bin", &garbage, &[]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("byte offset 8 (token 2): error:"), "{err}");

    // Bytes that are neither UTF-8 text nor a recognisable header are decoded as a binary
    // stream and rejected at their first token.
    let junk = [0xffu8, 0xfe, 0x80, 0x81, 0x00, 0x02, 0x03, 0x00];
    let (code, err) = ilc_on_bytes("junk.bin", &junk, &[]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("byte offset 0 (token 0): error:"), "{err}");

    // Text forced to be read as binary is garbage too.
    let (code, err) = ilc_on_bytes(
        "text.bin",
        b"il_cs_2_0\nend\n",
        &["--input-format", "binary"],
    );
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("(token 0): error:"), "{err}");
}

#[test]
fn ilc_never_panics_on_random_files() {
    let mut runner = TestRunner::new(Config {
        cases: 64,
        ..Config::default()
    });
    // Random bytes, half of them behind a valid binary header so the decoder gets past it.
    let strategy = (
        any::<bool>(),
        proptest::collection::vec(any::<u8>(), 0..200),
    );
    let r = runner.run(&strategy, |(with_header, mut bytes)| {
        if with_header {
            let mut b = le_bytes(&[0, 0x0003_0200]);
            b.append(&mut bytes);
            bytes = b;
        }
        let (code, err) = ilc_on_bytes("random.bin", &bytes, &[]);
        prop_assert!(code == 0 || code == 1, "exit {code}: {err}");
        prop_assert!(!err.contains("panicked"), "{err}");
        if code == 1 {
            prop_assert!(err.contains("error"), "{err}");
        }
        Ok(())
    });
    if let Err(e) = r {
        panic!("{e}");
    }
}

#[test]
fn every_compute_corpus_program_has_a_launch_and_an_expected_output() {
    // `cli_run` checks every program with a launch file; this makes sure no program of
    // tests/corpus/compute is left without one.
    let dir = ilc_tests::corpus_dir().join("compute");
    let mut programs = 0;
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap_or_else(|e| panic!("{e}")).path();
        if path.extension().and_then(|e| e.to_str()) != Some("il") {
            continue;
        }
        programs += 1;
        for ext in ["launch.json", "expected.json"] {
            let other = path.with_extension(ext);
            if !other.is_file() {
                missing.push(other.display().to_string());
            }
        }
    }
    assert!(programs >= 40, "only {programs} compute programs");
    assert!(missing.is_empty(), "missing: {missing:?}");
}

#[test]
fn ilc_emits_canonical_text_and_binary() {
    let path = temp_path("ok.il");
    let src = "IL_CS_2_0\n  MOV r0 , vAbsTid.xyzw ; copy\nend\n";
    std::fs::write(&path, src).unwrap_or_else(|e| panic!("{e}"));
    let p = path.display().to_string();
    let (code, out, err) = run_ilc(&[&p, "--emit", "il"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, "il_cs_2_0\nmov r0, vAbsTid\nend\n");

    let bin = temp_path("ok.bin");
    let b = bin.display().to_string();
    let (code, _, err) = run_ilc(&[&p, "--emit", "bin", "-o", &b]);
    assert_eq!((code, err.as_str()), (0, ""));
    let bytes = std::fs::read(&bin).unwrap_or_default();
    // IL_Lang, IL_Version (compute = 3 in bits 23:16, major 2), three packets at least.
    assert!(bytes.len() >= 16 && bytes.len() % 4 == 0, "{bytes:?}");
    assert_eq!(bytes.get(4..8), Some(&[0x00, 0x02, 0x03, 0x00][..]));
    // Binary input is detected from the content and printed back as the same text.
    let (code, out, err) = run_ilc(&[&b, "--emit", "il"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, "il_cs_2_0\nmov r0, vAbsTid\nend\n");
    // Forcing the wrong input format is a located user error, not a crash.
    let (code, _, err) = run_ilc(&[&p, "--input-format", "binary"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("byte offset"), "{err}");
}

#[test]
fn ilc_rejects_unsupported_options_cleanly() {
    let path = temp_path("opt.il");
    std::fs::write(&path, "il_cs_2_0\nend\n").unwrap_or_else(|e| panic!("{e}"));
    let p = path.display().to_string();
    for (args, says) in [
        (vec![p.as_str(), "--run", "x.json"], "x.json"),
        (vec![p.as_str(), "--kernel", "k"], "needs `--target vega`"),
        (
            vec![p.as_str(), "--stats"],
            "`--stats` needs `--target r600|vega`",
        ),
        (vec![p.as_str(), "--emit", "asm"], "needs `--target"),
    ] {
        let (code, _, err) = run_ilc(&args);
        assert_eq!(code, 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    let (code, _, err) = run_ilc(&["/nonexistent/file.il"]);
    assert_eq!(code, 1);
    assert!(err.contains("cannot read"), "{err}");
    let (code, _, _) = run_ilc(&["--no-such-flag"]);
    assert_eq!(code, 1);
}

// ---------------------------------------------------------------------------------------
// Random programs from the model.

/// Specifier names the generator uses for `Control::Other`: none of them is parsed
/// specially or extends a mnemonic into another one.
const OTHER_NAMES: &[&str] = &["usage", "interp", "coordmode", "normalize", "elem", "param"];

fn pick<T: Copy>(rng: &mut impl FnMut(u32) -> u32, items: &[T]) -> T {
    let i = rng(items.len() as u32) as usize;
    items[i.min(items.len() - 1)]
}

/// A register usable in text: INPUT needs a number, VERTEX must not have one.
fn gen_regtype(rng: &mut impl FnMut(u32) -> u32) -> (RegType, Option<u32>) {
    let ty = RegType::from_number(rng(63)).unwrap_or(RegType::Temp);
    let num = match ty {
        RegType::Input => Some(rng(100)),
        RegType::Vertex => None,
        _ if rng(4) == 0 => None,
        _ => Some(if rng(8) == 0 { rng(u32::MAX) } else { rng(64) }),
    };
    (ty, num)
}

fn gen_reg(rng: &mut impl FnMut(u32) -> u32) -> Reg {
    let (ty, num) = gen_regtype(rng);
    let mut reg = Reg {
        ty,
        num,
        indices: Default::default(),
    };
    for _ in 0..rng(3) {
        let offset = i64::from(rng(2000) as i32 - 1000);
        let idx = if rng(2) == 0 {
            Index { reg: None, offset }
        } else {
            let (ty, num) = gen_regtype(rng);
            let comp = CompSel::from_number(rng(4)).unwrap_or(CompSel::X);
            Index {
                reg: Some(Box::new(RelReg {
                    ty,
                    num,
                    comp,
                    span: Span::default(),
                })),
                offset,
            }
        };
        reg.indices.push(idx);
    }
    reg
}

fn gen_dst(rng: &mut impl FnMut(u32) -> u32) -> Dst {
    let mut d = Dst::new(gen_reg(rng));
    if rng(2) == 0 {
        for m in d.mask.iter_mut() {
            *m = DstComp::from_number(rng(4)).unwrap_or(DstComp::Write);
        }
    }
    d
}

fn gen_src(rng: &mut impl FnMut(u32) -> u32) -> Src {
    let mut s = Src::new(gen_reg(rng));
    if rng(2) == 0 {
        for c in s.swizzle.iter_mut() {
            *c = CompSel::from_number(rng(6)).unwrap_or(CompSel::X);
        }
    }
    if rng(2) == 0 {
        s.mods = SrcMods {
            neg: rng(16) as u8,
            invert: rng(2) == 0,
            bias: rng(2) == 0,
            x2: rng(2) == 0,
            sign: rng(2) == 0,
            abs: rng(2) == 0,
            divcomp: DivComp::from_number(rng(6)),
            clamp: rng(2) == 0,
        };
    }
    s
}

fn gen_controls(rng: &mut impl FnMut(u32) -> u32, op: Opcode, out: &mut Vec<Control>) {
    let shape = op.shape();
    let set = shape.controls;
    let mut options: Vec<Control> = Vec::new();
    let n = rng(1000);
    let mut add = |bit: CtlSet, c: Control| {
        if set.contains(bit) {
            options.push(c);
        }
    };
    add(
        CtlSet::RELOP,
        Control::RelOp(pick(&mut rng_fix(n), RelOp::ALL)),
    );
    add(
        CtlSet::ZEROOP,
        Control::ZeroOp(pick(&mut rng_fix(n + 1), ZeroOp::ALL)),
    );
    add(
        CtlSet::CMPVAL,
        Control::CmpVal(pick(&mut rng_fix(n + 2), CmpVal::ALL)),
    );
    add(CtlSet::IEEE, Control::Ieee);
    add(CtlSet::ID, Control::Id(n));
    add(CtlSet::RESOURCE, Control::Resource(n % 128));
    add(CtlSet::SAMPLER, Control::Sampler(n % 16));
    add(CtlSet::STAGE, Control::Stage(n % 8));
    add(CtlSet::UINT, Control::Uint);
    add(CtlSet::CACHED, Control::Cached);
    add(CtlSet::EXT, Control::Ext);
    add(CtlSet::FINE, Control::Fine);
    add(CtlSet::REPEAT, Control::Repeat);
    add(
        CtlSet::SIZE,
        Control::Size(pick(&mut rng_fix(n), DataSize::ALL)),
    );
    add(
        CtlSet::TYPE,
        Control::Type(pick(&mut rng_fix(n), PixTexUsage::ALL)),
    );
    add(
        CtlSet::FMT,
        Control::Fmt((n % 4) as u8, pick(&mut rng_fix(n), ElementFormat::ALL)),
    );
    add(
        CtlSet::AOFF,
        Control::AOffImmi([n as i32 % 8, -(n as i32 % 5), 3]),
    );
    let name = OTHER_NAMES[(n as usize) % OTHER_NAMES.len()];
    add(
        CtlSet::OTHER,
        Control::Other(name.into(), (n % 2 == 0).then(|| format!("v{n}").into())),
    );
    if op == Opcode::Fence {
        for &f in FenceFlag::ALL {
            options.push(Control::Fence(f));
        }
    }
    for _ in 0..rng(3) {
        if !options.is_empty() {
            let c = options[rng(options.len() as u32) as usize % options.len()].clone();
            out.push(c);
        }
    }
}

/// A deterministic picker seeded by `n` (for choosing enum values inside `add`).
fn rng_fix(n: u32) -> impl FnMut(u32) -> u32 {
    move |m: u32| if m == 0 { 0 } else { n % m }
}

fn count_in(rng: &mut impl FnMut(u32) -> u32, c: Count) -> usize {
    usize::from(c.min) + rng(u32::from(c.max - c.min) + 1) as usize
}

fn gen_instruction(rng: &mut impl FnMut(u32) -> u32) -> Instruction {
    let info = &OPCODES[rng(OPCODES.len() as u32) as usize % OPCODES.len()];
    let op = info.opcode;
    let shape: &Shape = op.shape();
    let mut inst = Instruction::new(op);
    let mut controls = Vec::new();
    match shape.paren {
        Paren::FirstBit => controls.push(Control::FirstBit(pick(rng, FirstBit::ALL))),
        Paren::Id => controls.push(Control::ParenId(rng(1000))),
        Paren::None => {}
    }
    if op == Opcode::Prefix {
        controls.push(Control::Precise(1 + rng(15) as u8));
    }
    gen_controls(rng, op, &mut controls);
    let ndst = count_in(rng, shape.dsts);
    let mut nsrc = count_in(rng, shape.srcs);
    if shape.dsts.min != shape.dsts.max && ndst > 0 {
        nsrc = usize::from(shape.srcs.max);
    }
    for _ in 0..ndst {
        inst.dsts.push(gen_dst(rng));
    }
    for _ in 0..nsrc {
        let mut s = gen_src(rng);
        if inst.srcs.is_empty() && ndst == 0 && s.reg.ty == RegType::GenericMem {
            s.reg.ty = RegType::Temp; // a leading `mem` would read as the optional dst
        }
        inst.srcs.push(s);
    }
    if let Some(d) = inst.dsts.first_mut() {
        d.clamp = rng(4) == 0;
        d.shift = ShiftScale::from_number(rng(7)).unwrap_or(ShiftScale::None);
    }
    let words = match shape.extra {
        Extra::None | Extra::Raw => 0,
        Extra::Label | Extra::Case | Extra::Float | Extra::Bool => 1,
        Extra::Words4 => 4,
        Extra::Words(a, b) => usize::from(a) + rng(u32::from(b - a) + 1) as usize,
        Extra::ImmediateCb | Extra::LabelList | Extra::Keywords => rng(5) as usize,
    };
    for _ in 0..words {
        inst.extra
            .push(if rng(2) == 0 { rng(u32::MAX) } else { rng(100) });
    }
    if shape.extra == Extra::Keywords {
        for _ in 0..rng(3) {
            controls.push(Control::Keyword(
                format!("kw{}_{}", rng(100), rng(9)).into(),
            ));
        }
    }
    if shape.extra == Extra::Raw && rng(2) == 0 {
        inst.raw = Some(format!("({}), (r{}, l{}.x) text", rng(9), rng(9), rng(9)).into());
    }
    inst.controls = controls.into_iter().collect();
    inst
}

fn gen_program(seed: u64) -> Program {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut rng = move |m: u32| -> u32 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        if m == 0 {
            0
        } else {
            (state % u64::from(m)) as u32
        }
    };
    let mut p = Program::new(ShaderType::from_number(rng(6)).unwrap_or(ShaderType::Compute));
    p.major = rng(256) as u8;
    p.minor = rng(256) as u8;
    p.multipass = rng(2) == 0;
    p.realtime = rng(2) == 0;
    for _ in 0..rng(40) {
        let inst = gen_instruction(&mut rng);
        // Leading macro definitions are printed before the header; keep the generated
        // program free of a leading `mdef` without its `mend`.
        if p.instructions.is_empty() && inst.opcode == Opcode::Macrodef {
            continue;
        }
        p.instructions.push(inst);
    }
    p
}

#[test]
fn random_programs_round_trip_through_text() {
    let mut runner = TestRunner::new(Config {
        cases: 300,
        ..Config::default()
    });
    let result = runner.run(&any::<u64>(), |seed| {
        let p = gen_program(seed);
        let text = print(&p);
        let q = parse(&text).map_err(|d| {
            TestCaseError::fail(format!("{}\n{text}", d.render_text("generated", &text)))
        })?;
        prop_assert_eq!(&q, &p, "{}", text);
        prop_assert_eq!(print(&q), text);
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}

// ---------------------------------------------------------------------------------------
// Robustness: the parser and verifier never panic.

fn front_end_does_not_panic(src: &str) -> Result<(), TestCaseError> {
    let (p, _) = parse_partial(src);
    let _ = verify(&p);
    let text = print(&p);
    if let Ok(p) = parse(src) {
        let q = parse(&text).map_err(|d| {
            TestCaseError::fail(format!(
                "accepted input prints unparsable text:\n{src}\n---\n{text}\n{d}"
            ))
        })?;
        prop_assert_eq!(q, p);
    }
    Ok(())
}

#[test]
fn random_bytes_never_panic() {
    let mut runner = TestRunner::new(Config {
        cases: 300,
        ..Config::default()
    });
    let r = runner.run(&proptest::collection::vec(any::<u8>(), 0..400), |bytes| {
        let src = String::from_utf8_lossy(&bytes).into_owned();
        front_end_does_not_panic(&src)?;
        let with_header = format!("il_cs_2_0\n{src}");
        front_end_does_not_panic(&with_header)
    });
    if let Err(e) = r {
        panic!("{e}");
    }
}

/// Programs in the forms AMD's tools wrote (docs/il-text-notes.md), mutated beside the
/// corpus so that the fuzzing reaches the new parser paths.
const AMD_FORM_SEEDS: &[&str] = &[
    "il_ps_2_0\ndcl_literal l14, 0x3f800000, 0, 0, 0\nmov r286.x___, l14_neg(xyzw).x000\n\
     mov r1, r2_abs_bias.yx_x2_sign\nend\n",
    "il_cs_2_0 dcl_num_thread_per_blk 64 dcl_literal l0, 1, 2, 3, 4 mov r0, l0 \
     iadd r1, r0, r0 if_logicalnz r1.x mov r2, r1 endif end",
    "il_cs_2_0\ndiv_zeroop(zero) r0, r1, r2\nddiv_zeroop(infinity) r0.xy, r1.xy, r2.xy\n\
     rcp_zeroop(inf_else_max) r3, r4\nend\n",
    "il_ps_2_0\ndcl_input_position_interp(linear_noperspective) v0.xy__\n\
     dcl_input_generic_interp(linear) v1\ndcl_input_usage(pos) v2\ndcl_output_generic o0\n\
     dcl_cb cb0[1]\nmov o0, cb0[4]\nadd o0, o0, vWinCoord0.xy00\nend\n",
    "il_cs_2_0\n.globl main\nmain:\n#define X 1\nmov r0, l9\nend\n",
];

#[test]
fn mutated_corpus_never_panics() {
    let mut corpus: Vec<String> = ilc_tests::corpus_files().iter().map(|p| read(p)).collect();
    assert!(!corpus.is_empty());
    corpus.extend(AMD_FORM_SEEDS.iter().map(|s| s.to_string()));
    // The published programs too, when they are present (tests/corpus/real/SOURCES.md).
    corpus.extend(ilc_tests::real_corpus_files().iter().map(|p| read(p)));
    const ALPHABET: &[u8] = b"_.,;[]()+-0123456789xyzw rvlgcbmoi\n\t{}=/*#:";
    let mut runner = TestRunner::new(Config {
        cases: 300,
        ..Config::default()
    });
    let strategy = (
        any::<usize>(),
        proptest::collection::vec((any::<usize>(), any::<u8>(), 0u8..3), 1..12),
    );
    let r = runner.run(&strategy, |(which, edits)| {
        let mut bytes = corpus[which % corpus.len()].clone().into_bytes();
        for (at, b, kind) in edits {
            let at = if bytes.is_empty() {
                0
            } else {
                at % bytes.len()
            };
            let b = ALPHABET[usize::from(b) % ALPHABET.len()];
            match kind {
                0 if !bytes.is_empty() => bytes[at] = b,
                1 => bytes.insert(at, b),
                _ if !bytes.is_empty() => {
                    bytes.remove(at);
                }
                _ => {}
            }
        }
        front_end_does_not_panic(&String::from_utf8_lossy(&bytes))
    });
    if let Err(e) = r {
        panic!("{e}");
    }
}

#[test]
fn amd_form_seeds_are_accepted_or_located() {
    // The seeds themselves: the first four are valid programs, the last is not IL.
    for (i, src) in AMD_FORM_SEEDS.iter().enumerate() {
        let r = ilc::cli::load_text(src);
        assert_eq!(r.is_ok(), i < 4, "{src}: {r:?}");
    }
}

// ---------------------------------------------------------------------------------------
// Input and output declarations round-trip byte for byte (docs/il-binary-notes.md).

/// How a generated declaration writes its usage.
#[derive(Clone, Debug)]
enum UsageForm {
    None,
    /// `_generic`, `_position`, ...
    Bare(String),
    /// `_usage(..)`.
    Paren(String),
}

/// One `dcl_input`/`dcl_output` with every specifier form the parser accepts, written in
/// canonical operand text and with its specifiers in the given order.
fn io_declaration(
    input: bool,
    usage: UsageForm,
    interp: Option<&str>,
    centroid: bool,
    order: &[usize],
    reg: u32,
    mask: u8,
) -> String {
    let mut parts: Vec<String> = Vec::new();
    match usage {
        UsageForm::None => {}
        UsageForm::Bare(u) => parts.push(format!("_{u}")),
        UsageForm::Paren(u) => parts.push(format!("_usage({u})")),
    }
    if let Some(m) = interp {
        parts.push(format!("_interp({m})"));
    }
    if centroid {
        parts.push("_centroid".into());
    }
    let mut ordered: Vec<String> = Vec::new();
    for &i in order {
        if let Some(p) = parts.get(i) {
            if !ordered.contains(p) {
                ordered.push(p.clone());
            }
        }
    }
    for p in parts {
        if !ordered.contains(&p) {
            ordered.push(p);
        }
    }
    let mut text = if input {
        "dcl_input".to_string()
    } else {
        "dcl_output".to_string()
    };
    for p in ordered {
        text.push_str(&p);
    }
    let letter = if input { 'v' } else { 'o' };
    text.push_str(&format!(" {letter}{reg}"));
    if mask != 0xf {
        let mut m: String = "xyzw"
            .chars()
            .enumerate()
            .map(|(i, c)| if mask >> i & 1 == 1 { c } else { '_' })
            .collect();
        while m.ends_with('_') {
            m.pop();
        }
        text.push('.');
        text.push_str(&m);
    }
    text
}

#[test]
fn io_declarations_round_trip_byte_for_byte() {
    use amdil::binary::control::{IMPORT_USAGES, INTERP_MODES};
    // A bare usage is one `_word` specifier, so only the usages without `_` in their name
    // can be written bare (`_node_coloring` would be two specifiers); `_usage(..)` takes all.
    let mut usages: Vec<String> = IMPORT_USAGES
        .iter()
        .filter(|s| !s.contains('_'))
        .map(|s| s.to_string())
        .collect();
    usages.push("position".into());
    let usage = prop_oneof![
        Just(0usize),
        (0..usages.len()).prop_map(|i| i + 1),
        (0..IMPORT_USAGES.len()).prop_map(|i| i + 1000),
    ];
    let strategy = (
        any::<bool>(),
        usage,
        proptest::option::of(0..INTERP_MODES.len()),
        any::<bool>(),
        proptest::collection::vec(0usize..3, 0..3),
        0u32..40,
        1u8..16,
        proptest::collection::vec(0u32..40, 1..4),
    );
    let mut runner = TestRunner::new(Config {
        cases: 400,
        ..Config::default()
    });
    let r = runner.run(
        &strategy,
        |(input, u, interp, centroid, order, reg, mask, more)| {
            let form = match u {
                0 => UsageForm::None,
                i if i < 1000 => UsageForm::Bare(usages[i - 1].clone()),
                i => UsageForm::Paren(IMPORT_USAGES[i - 1000].to_string()),
            };
            let interp = interp.filter(|_| input).map(|i| INTERP_MODES[i]);
            let centroid = centroid && input;
            let mut src = String::from("il_ps_2_0\n");
            src.push_str(&io_declaration(
                input,
                form.clone(),
                interp,
                centroid,
                &order,
                reg,
                mask,
            ));
            src.push('\n');
            // More declarations of the same form in one program.
            for r in more {
                src.push_str(&io_declaration(
                    input,
                    form.clone(),
                    interp,
                    centroid,
                    &order,
                    r,
                    0xf,
                ));
                src.push('\n');
            }
            src.push_str("end\n");
            let p = ilc::cli::load_text(&src)
                .map_err(|d| TestCaseError::fail(d.render_text("generated.il", &src)))?;
            prop_assert_eq!(&print(&p), &src, "canonical text");
            let bytes = amdil::binary::encode_bytes(&p)
                .map_err(|d| TestCaseError::fail(format!("{d}\n{src}")))?;
            let back = amdil::binary::decode(&bytes)
                .map_err(|d| TestCaseError::fail(format!("{d}\n{src}")))?;
            prop_assert_eq!(print(&back), src);
            Ok(())
        },
    );
    if let Err(e) = r {
        panic!("{e}");
    }
}

// ---------------------------------------------------------------------------------------
// Warnings: printed, compilation goes on; `--Werror` makes them errors.

#[test]
fn ilc_prints_warnings_and_goes_on_unless_werror() {
    let path = temp_path("warn.il");
    let src = "il_cs_2_0\ndcl_num_thread_per_group 64\ndcl_cb cb0[1]\ndcl_raw_uav_id(0)\n\
               mov r0, cb0[3]\nuav_raw_store_id(0) mem.x, vAbsTidFlat.x, r0.x\nend\n";
    std::fs::write(&path, src).unwrap_or_else(|e| panic!("{e}"));
    let p = path.display().to_string();
    let (code, out, err) = run_ilc(&[&p, "--emit", "il"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("mov r0, cb0[3]"), "{out}");
    assert_eq!(
        err,
        format!(
            "{p}:5:9: warning: index 3 is past the declared size of `cb0[1]` (reads past the \
             bound buffer give 0)\nmov r0, cb0[3]\n        ^^^^^^\n"
        )
    );
    let (code, out, err) = run_ilc(&[&p, "--emit", "il", "--Werror"]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(out, "");
    assert!(
        err.starts_with(&format!("{p}:5:9: error: index 3 is past")),
        "{err}"
    );
}

// ---------------------------------------------------------------------------------------
// docs/il-coverage.md is generated from the opcode table.

/// How one execution target handles an opcode, for a column of docs/il-coverage.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cell {
    /// Implemented.
    Yes,
    /// Not implemented, with the reason.
    No(&'static str),
}

/// An execution-target column: its heading and how the target supports an opcode
/// (`None` = not assessed yet, printed as "—"). A back end fills its column by replacing
/// its function below with one that asks the back end (as `interp_cell` asks
/// `runtime_sim::interp::support`).
type Column = (&'static str, fn(Opcode) -> Option<Cell>);

/// The execution-target columns, in table order.
const TARGET_COLUMNS: [Column; 3] = [
    ("interp", interp_cell),
    ("vega", vega_cell),
    ("r600", r600_cell),
];

/// The IL interpreter's column, from `runtime_sim::interp::support`.
fn interp_cell(op: Opcode) -> Option<Cell> {
    Some(match runtime_sim::interp::support(op) {
        runtime_sim::interp::Support::Supported => Cell::Yes,
        runtime_sim::interp::Support::Unsupported(why) => Cell::No(why),
    })
}

/// The GCN Vega back end's column, from `gcn_codegen::support::il_opcode` (a kernel using
/// the opcode compiled through the real pipeline; the reasons are the pipeline's errors).
fn vega_cell(op: Opcode) -> Option<Cell> {
    match gcn_codegen::support::il_opcode(op) {
        gcn_codegen::support::Support::Supported => Some(Cell::Yes),
        // One reason per opcode, built once per table: leaked for the column's
        // `&'static str`.
        gcn_codegen::support::Support::Unsupported(why) => {
            Some(Cell::No(Box::leak(why.into_boxed_str())))
        }
        gcn_codegen::support::Support::NotAssessed => None,
    }
}

/// The R600 back end's column, from `r600_codegen::support::il_opcode` (a kernel using the
/// opcode through the real pipeline; the reasons are the backend's errors).
fn r600_cell(op: Opcode) -> Option<Cell> {
    match r600_codegen::support::il_opcode(op) {
        r600_codegen::support::Support::Supported => Some(Cell::Yes),
        // The reasons are few and built once per opcode: leaking them gives the column's
        // `&'static str`.
        r600_codegen::support::Support::Unsupported(why) => {
            Some(Cell::No(Box::leak(why.into_boxed_str())))
        }
        r600_codegen::support::Support::NotAssessed => None,
    }
}

/// A table cell's text; `|` in a reason is escaped so it cannot split the row.
fn cell_text(cell: Option<Cell>) -> String {
    match cell {
        None => "—".into(),
        Some(Cell::Yes) => "yes".into(),
        Some(Cell::No(why)) => format!("no: {}", why.replace('|', "\\|")),
    }
}

fn coverage_markdown() -> String {
    let mut s = String::new();
    s.push_str("# AMD IL opcode coverage\n\n");
    s.push_str(
        "Generated from the opcode table in `compiler/il/src/opcode.rs` by the test\n\
         `frontend::coverage_doc_matches_the_opcode_table` (run it with `ILC_BLESS=1` to\n\
         rewrite this file). Numbers are positions in the manual's appendix B `enum ILOpCode`\n\
         (L13522-14026); the first of the two `IL_OP_U64_DIV` entries there is taken to be\n\
         `IL_OP_I64_DIV`. Mnemonics come from the chapter-7 syntax rows; opcodes without one\n\
         use the spelling derived from the enum name (see the `opcode` module documentation).\n\
         Older spellings accepted by the parser are listed after the mnemonic.\n\n\
         Columns: parse / print = text front end, binary = token-stream codec, interp = IL\n\
         interpreter (`runtime_sim::interp::support`: \"no: …\" gives the reason, and running\n\
         such an opcode is an `unsupported` error naming it), vega / r600 = back ends\n\
         (\"—\" = not yet).\n\n",
    );
    let mut head = String::from("| # | enum | mnemonic | parse | print | binary |");
    let mut rule = String::from("|---:|---|---|---|---|---|");
    for (name, _) in TARGET_COLUMNS {
        head.push_str(&format!(" {name} |"));
        rule.push_str("---|");
    }
    s.push_str(&format!("{head}\n{rule}\n"));
    let mut summary = vec![(0usize, 0usize); TARGET_COLUMNS.len()];
    for info in OPCODES {
        let mut m = format!("`{}`", info.mnemonic);
        for a in info.aliases {
            m.push_str(&format!(", `{a}`"));
        }
        let mut row = format!(
            "| {} | `{}` | {} | yes | yes | yes |",
            info.opcode.number(),
            info.enum_name,
            m
        );
        for ((_, cell), count) in TARGET_COLUMNS.iter().zip(summary.iter_mut()) {
            let c = cell(info.opcode);
            match c {
                Some(Cell::Yes) => count.0 += 1,
                Some(Cell::No(_)) => count.1 += 1,
                None => {}
            }
            row.push_str(&format!(" {} |", cell_text(c)));
        }
        s.push_str(&row);
        s.push('\n');
    }
    s.push_str("\n## Totals\n\n");
    for ((name, _), (yes, no)) in TARGET_COLUMNS.iter().zip(&summary) {
        if yes + no == 0 {
            s.push_str(&format!("- {name}: not assessed yet\n"));
        } else {
            s.push_str(&format!(
                "- {name}: {yes} of {} opcodes supported, {no} unsupported\n",
                OPCODES.len()
            ));
        }
    }
    s
}

/// Serialises the two tests that rewrite parts of `docs/il-coverage.md` (this one and
/// `real_corpus`, which owns the section from [`crate::real_corpus::SECTION_MARKER`] on).
pub(crate) static COVERAGE_DOC: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn coverage_doc_matches_the_opcode_table() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/il-coverage.md");
    let expected = coverage_markdown();
    let _guard = COVERAGE_DOC.lock().unwrap_or_else(|e| e.into_inner());
    let whole = std::fs::read_to_string(&path).unwrap_or_default();
    // The real-world corpus section is generated by its own test and kept as it is.
    let marker = crate::real_corpus::SECTION_MARKER;
    let actual = whole.split(marker).next().unwrap_or("");
    let section = whole.get(actual.len()..).unwrap_or("");
    if std::env::var_os("ILC_BLESS").is_some() {
        std::fs::write(&path, format!("{expected}{section}"))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        return;
    }
    assert!(
        actual == expected,
        "{} is out of date; regenerate it with ILC_BLESS=1 cargo test -p ilc-tests --test suite coverage_doc",
        path.display()
    );
    assert_eq!(OPCODES.len(), 480);
}
