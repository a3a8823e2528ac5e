//! Suite `gcn_diff`: the Vega backend against independent references.
//!
//! - Every corpus program with a launch file is compiled for Vega, its code object loaded by
//!   the simulator's ELF loader and run on the strict Vega simulator; the output must equal
//!   the program's `.expected.json` (host-computed, equal to the interpreter's output) under
//!   the launch file's `tolerance_ulp` (0 = bit-exact). Programs the backend cannot compile
//!   yet must fail with `unsupported: <operation> on vega` at an IL location, and the set of
//!   such programs is asserted exactly, so progress (and regressions) show.
//! - `ilc FILE --target vega --emit asm` assembled by `llvm-mc-14` gives the bytes of
//!   `--emit bin`, for every corpus program that compiles.
//! - The code object is accepted by `llvm-readobj-14` (valid metadata) and `llvm-objdump-14`.

use ilc::{Compiled, Target};
use ilc_tests::random_il;
use runtime_sim::launch::LaunchSpec;
use runtime_sim::output::{compare, Output};
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Corpus programs (path below `tests/corpus`, without `.il`) the Vega backend does not
/// compile yet, with the first unsupported operation it reports.
const UNSUPPORTED: &[(&str, &str)] = &[];

const LLVM_MC: &str = "llvm-mc-14";
const READOBJ: &str = "llvm-readobj-14";
const OBJDUMP: &str = "llvm-objdump-14";
const OBJCOPY: &str = "llvm-objcopy-14";

/// Every corpus program with a launch file: (name relative to the corpus, IL path).
fn programs() -> Vec<(String, PathBuf)> {
    let root = ilc_tests::corpus_dir();
    ilc_tests::corpus_files()
        .into_iter()
        .filter(|il| il.with_extension("launch.json").is_file())
        .filter(|il| !ilc_tests::is_graphics_stage(il))
        // Pixel and vertex shaders compile to graphics shaders, which the simulator's
        // graphics dispatcher runs (suite `vega_graphics`), not the compute dispatch here.
        .filter(|il| !ilc_tests::is_pixel_or_vertex_shader(il))
        .map(|il| {
            let rel = il
                .strip_prefix(&root)
                .unwrap_or(&il)
                .with_extension("")
                .to_string_lossy()
                .replace('\\', "/");
            (rel, il)
        })
        .collect()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Compiles a corpus program for Vega: `Ok` code, or `Err` with the error message.
fn compile(il: &Path) -> Result<Compiled, String> {
    let text = read(il);
    let program =
        ilc::cli::load_text(&text).map_err(|d| d.render_text(&il.display().to_string(), &text))?;
    ilc::compile_program(&program, Target::Vega, &ilc::Options::default()).map_err(|e| match e {
        ilc::Error::Input(d) => d.render_text(&il.display().to_string(), &text),
        ilc::Error::Usage(m) | ilc::Error::Internal(m) => m,
    })
}

/// The operation named by an `unsupported: <what> on vega` message.
fn unsupported_what(message: &str) -> Option<String> {
    let rest = &message[message.find("unsupported: ")? + "unsupported: ".len()..];
    Some(rest[..rest.find(" on vega")?].to_string())
}

/// Runs one compiled program on the simulator and compares with `.expected.json`.
fn check_run(compiled: &Compiled, il: &Path) -> Result<(), String> {
    let launch_path = il.with_extension("launch.json");
    let spec = LaunchSpec::parse(&read(&launch_path), &launch_path.display().to_string())
        .map_err(|e| e.to_string())?;
    let expected_path = il.with_extension("expected.json");
    let expected = Output::parse(&read(&expected_path), &expected_path.display().to_string())
        .map_err(|e| format!("{e:?}"))?;
    let (actual, _) = compiled
        .run(&spec)
        .map_err(|e| format!("run failed: {e:?}"))?;
    let mismatches = compare(&expected, &actual, spec.tolerance_ulp);
    if mismatches.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} mismatching words, first: {:?}",
            mismatches.len(),
            &mismatches[..mismatches.len().min(4)]
        ))
    }
}

#[test]
fn corpus_programs_match_the_expected_output_on_the_strict_vega_simulator() {
    let programs = programs();
    assert!(programs.len() >= 40, "only {} programs", programs.len());
    let mut failures = Vec::new();
    let mut unsupported = BTreeMap::new();
    let mut passed = 0;
    for (name, il) in &programs {
        match compile(il) {
            Ok(compiled) => match check_run(&compiled, il) {
                Ok(()) => passed += 1,
                Err(e) => failures.push(format!("{name}: {e}")),
            },
            Err(message) => match unsupported_what(&message) {
                Some(what) => {
                    // An unsupported operation must be located in the IL source.
                    if !message.contains(".il:") {
                        failures.push(format!("{name}: unsupported without location: {message}"));
                    }
                    unsupported.insert(name.clone(), what);
                }
                None => failures.push(format!("{name}: compile error: {message}")),
            },
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} programs fail on Vega:\n{}",
        failures.len(),
        programs.len(),
        failures.join("\n")
    );
    let expected: BTreeMap<String, String> = UNSUPPORTED
        .iter()
        .map(|&(n, w)| (n.to_string(), w.to_string()))
        .collect();
    assert_eq!(
        unsupported, expected,
        "the set of programs the Vega backend cannot compile changed (update UNSUPPORTED)"
    );
    assert_eq!(passed + unsupported.len(), programs.len());
}

/// Whether `tool` runs; fails under `CI=true` when it does not.
pub(super) fn tool_present(tool: &str) -> bool {
    if ilc_tests::opencl::tool_available(tool) {
        return true;
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "CI=true but {tool} is missing"
    );
    eprintln!("note: skipping, {tool} is missing");
    false
}

pub(super) fn run_cli(args: &[&str]) -> (i32, Vec<u8>, String) {
    let argv: Vec<OsString> = std::iter::once("ilc")
        .chain(args.iter().copied())
        .map(OsString::from)
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = ilc::cli::run(&argv, &mut out, &mut err);
    (code, out, String::from_utf8_lossy(&err).into_owned())
}

/// Assembles `asm` with `llvm-mc-14` into an object and returns its `.text` bytes
/// (`llvm-objcopy-14 -O binary`): branch labels are resolved by the assembler, which
/// `-show-encoding` listings leave as fixups.
pub(super) fn llvm_assemble(asm: &[u8], tag: &str) -> Result<Vec<u8>, String> {
    use std::io::Write;
    let dir = std::env::temp_dir();
    let obj = dir.join(format!("ilc-gcn-mc-{}-{tag}.o", std::process::id()));
    let bin = obj.with_extension("bin");
    let mut child = Command::new(LLVM_MC)
        .args(["-arch=amdgcn", "-mcpu=gfx900", "-filetype=obj", "-o"])
        .arg(&obj)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{LLVM_MC}: {e}"))?;
    child
        .stdin
        .take()
        .ok_or("no stdin")?
        .write_all(asm)
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if !out.status.success() || !stderr.is_empty() {
        return Err(format!("llvm-mc rejects the assembly:\n{stderr}"));
    }
    let status = Command::new(OBJCOPY)
        .args(["-O", "binary", "--only-section=.text"])
        .arg(&obj)
        .arg(&bin)
        .status()
        .map_err(|e| format!("{OBJCOPY}: {e}"))?;
    let bytes = std::fs::read(&bin).map_err(|e| e.to_string());
    let _ = std::fs::remove_file(&obj);
    let _ = std::fs::remove_file(&bin);
    if !status.success() {
        return Err(format!("{OBJCOPY} failed"));
    }
    bytes
}

#[test]
fn emitted_asm_assembles_with_llvm_mc_to_the_emitted_bytes() {
    if !tool_present(LLVM_MC) || !tool_present(OBJCOPY) {
        return;
    }
    let mut failures = Vec::new();
    let mut checked = 0;
    for (name, il) in programs() {
        let il_s = il.to_string_lossy().into_owned();
        let (code, asm, err) = run_cli(&[&il_s, "--target", "vega", "--emit", "asm"]);
        if code != 0 {
            assert!(err.contains("unsupported: "), "{name}: {err}");
            continue;
        }
        let (code, bin, err) = run_cli(&[&il_s, "--target", "vega", "--emit", "bin"]);
        assert_eq!(code, 0, "{name}: --emit bin fails: {err}");
        match llvm_assemble(&asm, &name.replace('/', "_")) {
            Ok(bytes) if bytes == bin => checked += 1,
            Ok(bytes) => failures.push(format!(
                "{name}: llvm-mc gives {} bytes, --emit bin {} bytes (first difference at byte {})",
                bytes.len(),
                bin.len(),
                bytes
                    .iter()
                    .zip(&bin)
                    .position(|(a, b)| a != b)
                    .unwrap_or(bytes.len().min(bin.len()))
            )),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        checked + UNSUPPORTED.len() >= programs().len(),
        "only {checked} checked"
    );
}

#[test]
fn code_object_loads_and_llvm_tools_accept_it() {
    let il = ilc_tests::corpus_dir().join("compute/reduce_sum_lds.il");
    let compiled = compile(&il).expect("compiles");
    let obj = compiled.obj().expect("a Vega code object");
    let co = runtime_sim::codeobj::CodeObject::parse(&obj).expect("the simulator loads it");
    let kernel = co.kernel("main").expect("kernel main");
    assert_eq!(
        kernel.code,
        compiled.code(),
        "the loaded code is the emitted code"
    );
    let kd = &kernel.descriptor;
    let vk = compiled.vega_kernel().expect("vega kernel");
    assert_eq!(kd.group_segment_fixed_size, vk.lds_bytes);
    assert!(vk.lds_bytes > 0, "the program uses LDS");
    assert_eq!(kd.kernarg_size, vk.kernarg_size);
    assert!(kd.allocated_vgprs() >= compiled.vgprs());
    assert!(kd.allocated_sgprs() >= compiled.sgprs() + 6);
    // The group size is declared, so the code reads no dispatch-packet word: the kernarg
    // segment pointer is the only user SGPR pair enabled.
    assert_eq!(kd.user_sgpr_count(), 2);
    let meta = kernel.metadata.as_ref().expect("metadata note");
    assert_eq!(meta.symbol, "main.kd");
    assert_eq!(meta.kernarg_segment_size, vk.kernarg_size);
    assert_eq!(meta.args.len(), vk.kernargs.len());
    assert_eq!(co.metadata.as_ref().map(|m| m.version), Some((1, 1)));

    if !tool_present(READOBJ) || !tool_present(OBJDUMP) {
        return;
    }
    let path = std::env::temp_dir().join(format!("ilc-gcn-obj-{}.o", std::process::id()));
    std::fs::write(&path, &obj).expect("write object");
    let notes = Command::new(READOBJ)
        .arg("--notes")
        .arg(&path)
        .output()
        .expect("llvm-readobj runs");
    let notes_text = String::from_utf8_lossy(&notes.stdout);
    assert!(notes.status.success(), "{notes_text}");
    assert!(
        notes_text.contains("amdhsa.target:   amdgcn-amd-amdhsa--gfx900")
            && !notes_text.contains("Invalid AMDGPU Metadata"),
        "{notes_text}"
    );
    let dis = Command::new(OBJDUMP)
        .arg("-d")
        .arg(&path)
        .output()
        .expect("llvm-objdump runs");
    let dis_text = String::from_utf8_lossy(&dis.stdout);
    let _ = std::fs::remove_file(&path);
    assert!(dis.status.success(), "{dis_text}");
    assert!(dis_text.contains("<main>:"), "{dis_text}");
    let listed = dis_text
        .lines()
        .filter(|l| l.starts_with('\t') && l.contains("// "))
        .count();
    assert_eq!(listed as u32, compiled.stats().instructions, "{dis_text}");
}

/// The random-program feature set the Vega backend supports: everything bit-exact
/// ([`random_il::Features::gcn`], indexed temps included).
fn random_features() -> random_il::Features {
    random_il::Features::gcn()
}

/// The interpreter (reference) and the compiled code on the strict Vega simulator agree on
/// `il`, bit for bit.
pub(super) fn vega_matches_interp(il: &str, launch: &LaunchSpec) -> Result<(), String> {
    let program = ilc::cli::load_text(il).map_err(|d| d.render_text("random.il", il))?;
    let expected = ilc::run_interp(&program, launch)
        .map_err(|e| format!("interpreter rejects the program: {e:?}"))?;
    let compiled = ilc::compile_program(&program, Target::Vega, &ilc::Options::default())
        .map_err(|e| format!("vega compile: {e:?}"))?;
    let (actual, _) = compiled
        .run(launch)
        .map_err(|e| format!("vega run: {e:?}"))?;
    let mismatches = compare(&expected, &actual, 0);
    if mismatches.is_empty() {
        Ok(())
    } else {
        let shown: Vec<String> = mismatches.iter().take(4).map(|m| m.to_string()).collect();
        Err(format!(
            "{} words differ: {}",
            mismatches.len(),
            shown.join("; ")
        ))
    }
}

/// Random IL programs (`ilc_tests::random_il`, bit-exact feature set) give the
/// interpreter's output on the strict Vega simulator. `ILC_GCN_RANDOM_CASES` sets the count
/// (default 1000, about 20 s of a debug test run), `ILC_RANDOM_SEED` the base seed; a failure is
/// shrunk and written to `$ILC_RANDOM_OUT`.
#[test]
fn random_programs_match_the_interpreter_on_vega() {
    let number = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let cases = number("ILC_GCN_RANDOM_CASES", 1000) as usize;
    let seed = number("ILC_RANDOM_SEED", 1) + 77_000;
    match random_il::check_many(cases, seed, &random_features(), vega_matches_interp) {
        Ok(n) => eprintln!("gcn random: {n} programs, interpreter == Vega simulator"),
        Err(e) => panic!("{e}"),
    }
}

/// Input words for the half-conversion test: every f16 bit pattern (with garbage in the
/// upper half, which `f162f` ignores) and f32 patterns around every rounding boundary of
/// `f2f16` (±0, f32 denormals, half denormals and normals, ties, overflow, infinities,
/// NaNs with payloads).
fn half_conversion_inputs() -> Vec<u32> {
    let mut words: Vec<u32> = (0..=0xffffu32)
        .map(|h| h | (h.wrapping_mul(0x9e37) << 16))
        .collect();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    for exponent in 0..=255u32 {
        for _ in 0..64 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let r = state as u32;
            // Mantissa low bits near the half-ulp boundary (bit 12) or anywhere.
            let mantissa = match r % 4 {
                0 => (r >> 2) & 0x7f_e000 | 0x1000,
                1 => (r >> 2) & 0x7f_f000,
                2 => (r >> 2) & 0x7f_ffff,
                _ => (r >> 2) & 0x7f_e000 | 0x1001,
            };
            words.push((r >> 31) << 31 | exponent << 23 | mantissa);
        }
    }
    words.extend([
        0,
        0x8000_0000,
        0x7f80_0000,
        0xff80_0000,
        0x477f_f000,
        0x477f_efff,
    ]);
    words.resize(words.len().next_multiple_of(64), 0x3f80_0000);
    words
}

/// `f2f16` and `f162f` on the strict Vega simulator give the interpreter's bits for every
/// input of [`half_conversion_inputs`] (round to nearest even, half denormals, overflow to
/// infinity, NaN bits as the interpreter sets them).
#[test]
fn half_conversions_match_the_interpreter_bit_for_bit() {
    let il = "il_cs_2_0\n\
        dcl_num_thread_per_group 64, 1, 1\n\
        dcl_raw_uav_id(0)\n\
        dcl_raw_uav_id(1)\n\
        dcl_literal l0, 2, 3, 4, 0\n\
        ishl r0.x, vAbsTid.x, l0.x\n\
        uav_raw_load_id(0) r1.x, r0.x\n\
        f2f16 r2.x, r1.x\n\
        f162f r2.y, r1.x\n\
        f2f16 r2.z, r1.x_neg(x)\n\
        ishl r0.y, vAbsTid.x, l0.z\n\
        uav_raw_store_id(1) mem.xyz, r0.y, r2\n\
        end\n";
    let inputs = half_conversion_inputs();
    let n = inputs.len();
    let launch_json = format!(
        "{{\"global\": [{n}, 1, 1], \"group\": [64, 1, 1], \"uavs\": {{\"0\": {{\"u32\": {inputs:?}}}, \"1\": {{\"u32\": {:?}}}}}}}",
        vec![0u32; 4 * n]
    );
    let launch = LaunchSpec::parse(&launch_json, "half.launch.json").expect("launch");
    vega_matches_interp(il, &launch).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn flat_ids_without_a_declared_group_size_read_it_from_the_dispatch_packet() {
    // thread_ids without its `dcl_num_thread_per_group 4, 2, 2`: the code must read the
    // sizes from the dispatch packet and give the same output on the same launch.
    let il = ilc_tests::corpus_dir().join("compute/thread_ids.il");
    let text = read(&il).replace("dcl_num_thread_per_group 4, 2, 2\n", "");
    assert!(!text.contains("dcl_num_thread_per_group"));
    let program = ilc::cli::load_text(&text).expect("parses");
    let compiled =
        ilc::compile_program(&program, Target::Vega, &ilc::Options::default()).expect("compiles");
    assert!(
        compiled.asm().contains("s_load_dword s") && compiled.asm().contains("s[0:1], 0x4"),
        "the group sizes come from the dispatch packet:\n{}",
        compiled.asm()
    );
    check_run(&compiled, &il).expect("matches thread_ids.expected.json");
}

/// Byte and half-word field extracts (constant offset and width) are one SDWA `v_mov_b32`
/// each; the results match the interpreter on every byte pattern of interest and the
/// assembly reassembles to the same bytes with llvm-mc.
#[test]
fn byte_and_half_word_fields_use_sdwa_and_match_the_interpreter() {
    // Unsigned then signed extracts of bytes 0-3 and half-words 0-1: (width, offset).
    let fields = [(8, 0), (8, 8), (8, 16), (8, 24), (16, 0), (16, 16)];
    let mut il = String::from(
        "il_cs_2_0\ndcl_num_thread_per_group 64, 1, 1\ndcl_raw_uav_id(0)\ndcl_raw_uav_id(1)\n\
         dcl_literal l0, 2, 8, 16, 24\ndcl_literal l1, 0, 6, 32, 0\n\
         ishl r0.x, vAbsTid.x, l0.x\nuav_raw_load_id(0) r1.x, r0.x\n",
    );
    let literal = |v: u32| match v {
        0 => "l1.x",
        8 => "l0.y",
        16 => "l0.z",
        _ => "l0.w",
    };
    for (i, (width, offset)) in fields.iter().enumerate() {
        for (j, op) in ["ubit_extract", "ibit_extract"].iter().enumerate() {
            let reg = 2 + 2 * i + j;
            il.push_str(&format!(
                "{op} r{reg}.x, {}, {}, r1.x\n",
                literal(*width),
                literal(*offset)
            ));
        }
    }
    // Twelve results per item at byte 64 * i: three stores of four words, at 0, 16, 32.
    il.push_str("ishl r0.y, vAbsTid.x, l1.y\n");
    for k in 0..3 {
        let regs: Vec<String> = (0..4).map(|c| format!("r{}", 2 + 4 * k + c)).collect();
        il.push_str(&format!(
            "mov r20.x, {}.x\nmov r20.y, {}.x\nmov r20.z, {}.x\nmov r20.w, {}.x\n\
             iadd r0.z, r0.y, l{}\nuav_raw_store_id(1) mem.xyzw, r0.z, r20\n",
            regs[0],
            regs[1],
            regs[2],
            regs[3],
            match k {
                0 => "1.x",
                1 => "0.z",
                _ => "1.z",
            },
        ));
    }
    il.push_str("end\n");
    // Bytes with and without the sign bit in every position, plus random words.
    let mut inputs: Vec<u32> = vec![0, u32::MAX, 0x8080_8080, 0x7f7f_7f7f, 0x0123_4567];
    let mut state = 0x2545_f491u32;
    while inputs.len() < 256 {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        inputs.push(state);
    }
    let n = inputs.len();
    let launch_json = format!(
        "{{\"global\": [{n}, 1, 1], \"group\": [64, 1, 1], \"uavs\": {{\"0\": {{\"u32\": {inputs:?}}}, \"1\": {{\"u32\": {:?}}}}}}}",
        vec![0u32; 16 * n]
    );
    let launch = LaunchSpec::parse(&launch_json, "sdwa.launch.json").expect("launch");
    let program =
        ilc::cli::load_text(&il).unwrap_or_else(|d| panic!("{}", d.render_text("sdwa.il", &il)));
    let compiled = ilc::compile_program(&program, Target::Vega, &ilc::Options::default())
        .unwrap_or_else(|e| panic!("{e:?}"));
    let asm = compiled.asm();
    assert_eq!(asm.matches("v_mov_b32_sdwa").count(), 12, "{asm}");
    assert_eq!(asm.matches("sext(").count(), 6, "{asm}");
    assert!(!asm.contains("v_bfe_"), "{asm}");
    vega_matches_interp(&il, &launch).unwrap_or_else(|e| panic!("{e}"));
    if tool_present(LLVM_MC) {
        let bytes = llvm_assemble(asm.as_bytes(), "sdwa").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            bytes,
            compiled.code(),
            "llvm-mc encodes the SDWA forms alike"
        );
    }
}

/// Out-of-range UAV accesses (IL manual: `uav_raw_load` "an instruction with an out-of-range
/// address returns 0", L11439; `uav_raw_store` "writes nothing", L11464): lane `i` loads
/// `r1.xyzw` at byte `16i + 472` of a 128-word UAV, so lanes 0 and 1 are in range, lane 2
/// straddles the end (its last two dwords read 0) and the others lie wholly past it; each lane
/// stores what it read to UAV 1 and writes it back to UAV 0 at the same address (the dwords
/// past the end are dropped). The compiled code matches the interpreter on the strict Vega
/// simulator (bounds-checked `buffer_*` accesses; the unchecked `global_*` of before faulted).
#[test]
fn out_of_range_uav_accesses_read_zero_and_write_nothing_on_vega() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 4, 472, 4, 0
ishl r0.x, vAbsTid.x, l0.x
iadd r0.x, r0.x, l0.y
uav_raw_load_id(0) r1, r0.x
ishl r0.y, vAbsTid.x, l0.z
uav_raw_store_id(1) mem.xyzw, r0.y, r1
iadd r1, r1, l0.z
uav_raw_store_id(0) mem.xyzw, r0.x, r1
end
";
    let words: Vec<String> = (0..128u32).map(|i| (1000 + i).to_string()).collect();
    let launch = LaunchSpec::parse(
        &format!(
            r#"{{"global":[64],"group":[64],"uavs":{{"0":{{"u32":[{}]}},"1":{{"zero":256}}}}}}"#,
            words.join(",")
        ),
        "oob.launch.json",
    )
    .expect("launch");
    let program = ilc::cli::load_text(il).expect("parses");
    let compiled =
        ilc::compile_program(&program, Target::Vega, &ilc::Options::default()).expect("compiles");
    assert!(
        compiled.asm().contains("buffer_load_dword") && !compiled.asm().contains("global_"),
        "UAV accesses are bounds-checked buffer instructions:\n{}",
        compiled.asm()
    );
    vega_matches_interp(il, &launch).unwrap_or_else(|e| panic!("{e}"));
}

/// Out-of-range UAV atomics write nothing (IL manual: non-returning ones such as `uav_min`
/// L11366, `uav_read_add` L11499, `uav_read_cmp_xchg` L11570;
/// the returned value is undefined there, and ilc's rule is 0, what Vega's buffer range check
/// returns — docs/gcn-backend.md). Lane `i` adds `i + 1` to word `120 + i` of a 128-word UAV
/// with `uav_read_add` (lanes 0..8 in range), then exchanges word `116 + i` for 7 when it
/// holds `1116 + i` with `uav_read_cmp_xchg` (lanes 0..12 in range, 0..4 exchange), adds 5 to word `200 + i` with `uav_add` (never in
/// range) and stores both returned values to UAV 1. Expected words by hand; the compiled
/// code (`buffer_atomic_*`; the unchecked `global_atomic_*` of before faulted on the strict
/// simulator, and the interpreter rejected the program) agrees with the interpreter.
#[test]
fn out_of_range_uav_atomics_write_nothing_and_return_zero_on_vega() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 2, 480, 1, 464
dcl_literal l1, 800, 5, 7, 1116
ishl r0.x, vAbsTid.x, l0.x
iadd r0.y, r0.x, l0.y
iadd r0.z, vAbsTid.x, l0.z
uav_read_add_id(0) r1.x, r0.y, r0.z
iadd r0.w, r0.x, l0.w
iadd r2.x, vAbsTid.x, l1.w
uav_read_cmp_xchg_id(0) r1.y, r0.w, l1.z, r2.x
iadd r0.y, r0.x, l1.x
uav_add_id(0) r0.y, l1.y
ishl r0.x, r0.x, l0.z
uav_raw_store_id(1) mem.xy, r0.x, r1
end
";
    let words: Vec<String> = (0..128u32).map(|i| (1000 + i).to_string()).collect();
    let launch = LaunchSpec::parse(
        &format!(
            r#"{{"global":[64],"group":[64],"uavs":{{"0":{{"u32":[{}]}},"1":{{"zero":128}}}}}}"#,
            words.join(",")
        ),
        "oob_atomic.launch.json",
    )
    .expect("launch");
    let program = ilc::cli::load_text(il).expect("parses");
    let mut uav0: Vec<u32> = (0..128).map(|i| 1000 + i).collect();
    let mut uav1 = vec![0u32; 128];
    // Each instruction runs for every lane before the next one.
    for lane in 0..64u32 {
        let add_at = 120 + lane as usize;
        if add_at < 128 {
            uav1[2 * lane as usize] = uav0[add_at];
            uav0[add_at] += lane + 1;
        }
    }
    for lane in 0..64u32 {
        let xchg_at = 116 + lane as usize;
        if xchg_at < 128 {
            let old = uav0[xchg_at];
            uav1[2 * lane as usize + 1] = old;
            if old == 1116 + lane {
                uav0[xchg_at] = 7;
            }
        }
    }
    let interp = ilc::run_interp(&program, &launch).expect("the interpreter runs it");
    assert_eq!(interp.uavs.get(&0), Some(&uav0));
    assert_eq!(interp.uavs.get(&1), Some(&uav1));
    let compiled =
        ilc::compile_program(&program, Target::Vega, &ilc::Options::default()).expect("compiles");
    let asm = compiled.asm();
    assert!(
        asm.contains("buffer_atomic_add") && asm.contains("buffer_atomic_cmpswap"),
        "UAV atomics are bounds-checked buffer instructions:\n{asm}"
    );
    assert!(!asm.contains("global_atomic"), "{asm}");
    vega_matches_interp(il, &launch).unwrap_or_else(|e| panic!("{e}"));
}

/// A divergent `if` holding a loop's only back edge on one side, the other side leaving
/// the loop with the counter (docs/performance.md, "Fixed, found while unrolling by two"):
/// `k = 0; loop { if k >= 5 { r = 100; break } if k < n { k++; continue } r = k; break }`
/// with `n = g[i] & 7` per lane. The lanes that continue must not change the counter the
/// leaving lanes store (it was an SGPR written by the back edge's copy before the other
/// side ran, and the leaving lanes stored `n + 1`). Expected by hand: `n` when `n < 5`,
/// else 100; the interpreter agrees on the strict Vega simulator.
#[test]
fn a_divergent_continue_does_not_change_the_counter_leaving_lanes_store() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 2, 7, 0, 5
dcl_literal l1, 100, 1, 0, 0
ishl r0.x, vAbsTid.x, l0.x
uav_raw_load_id(0) r1.x, r0.x
iand r1.y, r1.x, l0.y
mov r2.y, l0.z
mov r2.x, l0.z
whileloop
ige r3.z, r2.y, l0.w
if_logicalnz r3.z
mov r2.x, l1.x
break
endif
ilt r3.x, r2.y, r1.y
if_logicalnz r3.x
iadd r2.y, r2.y, l1.y
continue
endif
mov r2.x, r2.y
break
endloop
uav_raw_store_id(1) mem.x, r0.x, r2.x
end
";
    let inputs: Vec<u32> = (0..64u32).map(|i| i * 13 + i / 8).collect();
    let words: Vec<String> = inputs.iter().map(u32::to_string).collect();
    let launch = LaunchSpec::parse(
        &format!(
            r#"{{"global":[64],"group":[64],"uavs":{{"0":{{"u32":[{}]}},"1":{{"zero":64}}}}}}"#,
            words.join(",")
        ),
        "divergent_continue.launch.json",
    )
    .expect("launch");
    let program = ilc::cli::load_text(il).expect("parses");
    let compiled =
        ilc::compile_program(&program, Target::Vega, &ilc::Options::default()).expect("compiles");
    let (actual, _) = compiled.run(&launch).expect("runs on the Vega simulator");
    let by_hand: Vec<u32> = inputs
        .iter()
        .map(|g| if g & 7 < 5 { g & 7 } else { 100 })
        .collect();
    assert_eq!(actual.uavs.get(&1), Some(&by_hand), "\n{}", compiled.asm());
    vega_matches_interp(il, &launch).unwrap_or_else(|e| panic!("{e}"));
}
