//! Suite `r600_diff`: IL programs compiled by the R600 backend (`r600-codegen`) and executed on
//! the strict R600 machine (`runtime_sim::r600`) give exactly the interpreter's outputs and the
//! programs' `.expected.json` (host references), with no program error; programs using what
//! R6xx cannot run fail with a located `unsupported on r600` error.

use std::path::{Path, PathBuf};

use ilc::OptLevel;
use runtime_sim::launch::LaunchSpec;
use runtime_sim::output::{compare, Output};

/// Compiles IL text for R600.
pub(super) fn compile(text: &str) -> Result<r600_codegen::R600Compiled, String> {
    let program = ilc::cli::load_text(text).map_err(|d| format!("{d:?}"))?;
    let func = ilc::lower_and_optimize(&program, OptLevel::O2).map_err(|e| format!("{e:?}"))?;
    r600_codegen::compile_function(&func, &r600_codegen::Options::default())
        .map_err(|e| e.to_string())
}

/// Compiles and runs IL text on the R600 machine; also returns the compiled program.
fn run_r600(
    text: &str,
    launch: &LaunchSpec,
) -> Result<(Output, r600_codegen::R600Compiled), String> {
    let compiled = compile(text)?;
    let (out, _) = runtime_sim::r600::run(
        &compiled.program,
        launch,
        &runtime_sim::r600::Options::default(),
    )
    .map_err(|e| format!("{e}\n{}", compiled.asm))?;
    Ok((out, compiled))
}

fn interp(text: &str, launch: &LaunchSpec) -> Output {
    let program = ilc::cli::load_text(text).expect("valid IL");
    ilc::run_interp(&program, launch).expect("the interpreter runs the program")
}

/// Every corpus program with a launch file either compiles for R600 and then matches its
/// `.expected.json` and the interpreter exactly, or is rejected with a located
/// `unsupported on r600` error. Returns the names that ran.
fn corpus_programs() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = ilc_tests::corpus_files()
        .into_iter()
        .filter(|il| il.with_extension("launch.json").is_file())
        .filter(|il| !ilc_tests::is_graphics_stage(il))
        .collect();
    out.sort();
    out
}

/// Programs the backend must run (a regression guard: the list only grows).
const MUST_RUN: &[&str] = &["ps_fill_g", "ps_scale_g"];

#[test]
fn corpus_programs_run_on_r600_or_are_rejected_with_a_location() {
    let mut failures = Vec::new();
    let mut ran = Vec::new();
    let mut rejected = Vec::new();
    for il in corpus_programs() {
        let name = il
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(&il).expect("corpus file");
        let launch = LaunchSpec::from_file(&il.with_extension("launch.json")).expect("launch");
        let program = ilc::cli::load_text(&text).expect("valid IL");
        let func = ilc::lower_and_optimize(&program, OptLevel::O2).expect("lowering");
        match r600_codegen::compile_function(&func, &r600_codegen::Options::default()) {
            Err(e @ r600_codegen::CodegenError::Unsupported { .. }) => {
                let Some(loc) = e.loc() else {
                    failures.push(format!("{name}: `{e}` has no location"));
                    continue;
                };
                if !e.to_string().starts_with("unsupported on r600: ")
                    || text.get(loc.start as usize..loc.end as usize).is_none()
                {
                    failures.push(format!("{name}: bad unsupported error `{e}` at {loc:?}"));
                }
                rejected.push(format!("{name}: {e}"));
            }
            Err(e) => failures.push(format!("{name}: {e}")),
            Ok(compiled) => {
                let base = il.with_extension("");
                match runtime_sim::r600::run(
                    &compiled.program,
                    &launch,
                    &runtime_sim::r600::Options::default(),
                ) {
                    Err(e) => failures.push(format!("{name}: {e}\n{}", compiled.asm)),
                    Ok((out, _)) => {
                        let tol = launch.tolerance_ulp;
                        let m1 = compare(&expected(&base), &out, tol);
                        let m2 = compare(&interp(&text, &launch), &out, tol);
                        if m1.is_empty() && m2.is_empty() {
                            ran.push(name);
                        } else {
                            failures.push(format!(
                                "{name}: {} mismatches vs expected, {} vs interpreter: {:?}\n{}",
                                m1.len(),
                                m2.len(),
                                m1.first().or(m2.first()),
                                compiled.asm
                            ));
                        }
                    }
                }
            }
        }
    }
    eprintln!("r600: {} corpus programs ran: {ran:?}", ran.len());
    eprintln!(
        "r600: {} rejected:\n{}",
        rejected.len(),
        rejected.join("\n")
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for must in MUST_RUN {
        assert!(
            ran.iter().any(|n| n == must),
            "{must} no longer runs on r600"
        );
    }
}

fn expected(base: &Path) -> Output {
    let p = format!("{}.expected.json", base.display());
    let text = std::fs::read_to_string(&p).expect("expected file");
    Output::parse(&text, &p).expect("expected output parses")
}

/// A double-precision program (R6xx has no double ALU), written for `g[]` so that the
/// double is the first unsupported instruction.
const DOUBLES: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
mov r0, g[vAbsTid.x]
dadd r1.xy, r0.xy, r0.zw
mov g[vAbsTid.x], r1
end
";

/// The located error for a UAV program and a double-precision program.
#[test]
fn uavs_and_doubles_are_rejected_at_their_il_instruction() {
    let vector_add = ilc_tests::corpus_dir().join("compute/vector_add.il");
    let vector_add = std::fs::read_to_string(&vector_add).expect("corpus file");
    for (name, text, needle) in [
        ("vector_add", vector_add.as_str(), "uav_raw_load"),
        ("doubles", DOUBLES, "dadd"),
    ] {
        let err = compile(text).err().unwrap_or_default();
        assert!(err.starts_with("unsupported on r600: "), "{name}: {err}");
        let program = ilc::cli::load_text(text).expect("valid IL");
        let func = ilc::lower_and_optimize(&program, OptLevel::O2).expect("lowering");
        let e = r600_codegen::compile_function(&func, &r600_codegen::Options::default())
            .expect_err("unsupported");
        let loc = e.loc().expect("located");
        let span = &text[loc.start as usize..loc.end as usize];
        assert!(
            span.trim_start().starts_with(needle),
            "{name}: error at `{span}`"
        );
    }
}

// ---------------------------------------------------------------------------------------
// R600-eligible programs of tests/corpus/r600 with launches built here and expected
// outputs computed on the host, independently of the interpreter and the backend.

fn r600_program(name: &str) -> String {
    let path = ilc_tests::corpus_dir().join(format!("r600/{name}.il"));
    std::fs::read_to_string(&path).expect("r600 corpus file")
}

fn launch_with_g(words: &[u32], cbs: &str) -> LaunchSpec {
    launch_sized(words, cbs, 64, 64)
}

/// A launch of `global` work-items in groups of `group` with `words` as `g[]`.
pub(super) fn launch_sized(words: &[u32], cbs: &str, global: u32, group: u32) -> LaunchSpec {
    let g: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    let text = format!(
        "{{\"global\":[{global},1,1],\"group\":[{group},1,1],\"g\":{{\"u32\":[{}]}}{cbs}}}",
        g.join(",")
    );
    LaunchSpec::parse(&text, "launch").expect("launch parses")
}

/// Runs `name` with `g` as the initial global buffer; compares with `want` (the host
/// result) and the interpreter. Returns the compiled program for figures.
fn check_r600(name: &str, g: &[u32], cbs: &str, want: &[u32]) -> r600_codegen::R600Compiled {
    check_r600_sized(name, &launch_with_g(g, cbs), want)
}

/// [`check_r600`] with a given launch.
fn check_r600_sized(name: &str, launch: &LaunchSpec, want: &[u32]) -> r600_codegen::R600Compiled {
    let text = r600_program(name);
    let launch = launch.clone();
    let (out, compiled) = run_r600(&text, &launch).unwrap_or_else(|e| panic!("{name}: {e}"));
    let got = out.g.clone().unwrap_or_default();
    let first_bad = got.iter().zip(want).position(|(a, b)| a != b);
    assert!(
        first_bad.is_none() && got.len() == want.len(),
        "{name}: word {first_bad:?} differs from the host\n{}",
        compiled.asm
    );
    let reference = interp(&text, &launch);
    assert_eq!(reference.g, out.g, "{name}: differs from the interpreter");
    compiled
}

/// A small deterministic generator for inputs.
fn lcg(seed: &mut u32) -> u32 {
    *seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
    *seed
}

/// The low word of the 64-bit pair `hi:lo` shifted right by `n` (host reference).
fn funnel(hi: u32, lo: u32, n: u32) -> u32 {
    (((u64::from(hi) << 32) | u64::from(lo)) >> n) as u32
}

#[test]
fn align() {
    let mut g = vec![0u32; 512];
    let mut seed = 5;
    for (i, w) in g.iter_mut().take(256).enumerate() {
        *w = match i % 4 {
            // Counts: every value 0..63 of the low bits appears, larger ones too.
            2 | 3 => (lcg(&mut seed) & 0xffff_ffc0) | (i as u32 / 4),
            _ => lcg(&mut seed),
        };
    }
    let mut want = g.clone();
    for i in 0..64 {
        let [a, b, c, d] = [g[4 * i], g[4 * i + 1], g[4 * i + 2], g[4 * i + 3]];
        want[4 * (64 + i)..4 * (65 + i)].copy_from_slice(&[
            funnel(a, b, c & 31),
            funnel(a, b, 8 * (d & 3)),
            funnel(a, b, 13),
            funnel(b, a, 0),
        ]);
    }
    check_r600("align", &g, "", &want);
}

/// A funnel shift whose count has no known bound (IR text: the IL lowering always masks
/// it), so the `s >= 32` half is selected too; checked against the host for counts 0..127.
#[test]
fn funnel_shift_with_any_count() {
    let text = "function %main {
block0:
    v0 = special global_id.x
    v1 = const.i32 4
    v2 = imul v0, v1
    v3 = load global v2
    v4 = const.i32 1
    v5 = iadd v2, v4
    v6 = load global v5
    v7 = const.i32 2
    v8 = iadd v2, v7
    v9 = load global v8
    v10 = iconcat v6, v3
    v11 = iconcat v9, v3
    v12 = ushr v10, v11
    v13 = ilo v12
    v14 = const.i32 3
    v15 = iadd v2, v14
    store global v15, v13
    return
}
";
    let func = ilc_ir::parser::parse_function(text).unwrap_or_else(|e| panic!("{e}"));
    let compiled = r600_codegen::compile_function(&func, &r600_codegen::Options::default())
        .unwrap_or_else(|e| panic!("{e}"));
    let mut g = vec![0u32; 4 * 128];
    let mut seed = 9;
    for i in 0..128 {
        g[4 * i] = lcg(&mut seed);
        g[4 * i + 1] = lcg(&mut seed);
        g[4 * i + 2] = (lcg(&mut seed) & !127) | i as u32;
    }
    let mut want = g.clone();
    for i in 0..128 {
        want[4 * i + 3] = funnel(g[4 * i], g[4 * i + 1], (g[4 * i + 2]) & 63);
    }
    let words: Vec<String> = g.iter().map(|w| w.to_string()).collect();
    let launch = LaunchSpec::parse(
        &format!(
            "{{\"global\":[128,1,1],\"group\":[64,1,1],\"g\":{{\"u32\":[{}]}}}}",
            words.join(",")
        ),
        "launch",
    )
    .expect("launch parses");
    let (out, _) = runtime_sim::r600::run(
        &compiled.program,
        &launch,
        &runtime_sim::r600::Options::default(),
    )
    .unwrap_or_else(|e| panic!("{e}\n{}", compiled.asm));
    assert_eq!(out.g, Some(want), "{}", compiled.asm);
}

#[test]
fn loop_break() {
    let mut g = vec![0u32; 512];
    for i in 0..64 {
        g[4 * i] = ((i as i32 * 7) % 45 - 5) as u32;
    }
    let mut want = g.clone();
    for i in 0..64 {
        let (s, k) = ilc_tests::host_ref::loop_break_result(g[4 * i] as i32);
        want[4 * (64 + i)] = s as u32;
        want[4 * (64 + i) + 1] = k as u32;
    }
    let c = check_r600("loop_break", &g, "", &want);
    // Both exits assign the results and break: the assignments run before the PRED_SET,
    // each exit one ALU_BREAK clause (no push, jump, else or pop).
    assert!(!c.asm.contains("ALU_PUSH_BEFORE"), "{}", c.asm);
    assert_eq!(c.asm.matches("ALU_BREAK").count(), 2, "{}", c.asm);
}

#[test]
fn nested_if() {
    let mut g = vec![0u32; 256];
    let mut seed = 7;
    for i in 0..64 {
        g[4 * i] = ((lcg(&mut seed) >> 8) % 200) as i32 as u32;
        g[4 * i] = (g[4 * i] as i32 - 100) as u32;
    }
    let mut want = g.clone();
    for i in 0..64 {
        let x = g[4 * i] as i32;
        let r = if x < 0 {
            if x < -50 {
                1
            } else {
                2
            }
        } else if x & 1 != 0 {
            3
        } else if x as f32 >= 50.0 {
            4
        } else {
            5
        };
        want[4 * i + 1] = r;
    }
    check_r600("nested_if", &g, "", &want);
}

fn f(x: f32) -> u32 {
    x.to_bits()
}

#[test]
fn float_poly() {
    let mut g = vec![0u32; 512];
    let mut seed = 11;
    for w in g.iter_mut().take(256) {
        let v = ((lcg(&mut seed) >> 12) % 33) as f32 * 0.25 - 4.125;
        *w = f(v);
    }
    let mut want = g.clone();
    for i in 0..64 {
        let v = |c: usize| f32::from_bits(g[4 * i + c]);
        let (x, y, z, w) = (v(0), v(1), v(2), v(3));
        let a = ((x * y + z) * w + x) * 0.5 + y;
        let b = x.min(y) * z.max(w) - x * z;
        let c = (x + y) * (z - w) + (x - y) * (z + w);
        let d = a * b + c * 0.25;
        for (k, r) in [a, b, c, d].into_iter().enumerate() {
            want[4 * (64 + i) + k] = f(r);
        }
    }
    check_r600("float_poly", &g, "", &want);
}

#[test]
fn int_mix() {
    let mut g = vec![0u32; 512];
    let mut seed = 3;
    for w in g.iter_mut().take(256) {
        *w = lcg(&mut seed);
    }
    let mut want = g.clone();
    for i in 0..64 {
        let v = |c: usize| g[4 * i + c];
        let (a, b, c, d) = (v(0), v(1), v(2), v(3));
        let x = (a.wrapping_mul(b).wrapping_add(c)) ^ (d << 3);
        let y = ((a as i32).max(c as i32) as u32)
            .wrapping_sub(b.min(d))
            .wrapping_add(((a as i32) >> 2) as u32);
        let z = (b >> 1) | (c & 0xff);
        let w = if (a as i32) < (b as i32) { c } else { d };
        for (k, r) in [x, y, z, w].into_iter().enumerate() {
            want[4 * (64 + i) + k] = r;
        }
    }
    check_r600("int_mix", &g, "", &want);
}

#[test]
fn cb_matvec() {
    let mut g = vec![0u32; 512];
    let mut seed = 5;
    for w in g.iter_mut().take(256) {
        *w = f(((lcg(&mut seed) >> 12) % 17) as f32 - 8.0);
    }
    let mut cb0 = vec![0f32; 84];
    for (k, w) in cb0.iter_mut().enumerate().take(16) {
        *w = ((k * 5) % 9) as f32 * 0.5 - 2.0;
    }
    cb0[80] = 0.5;
    let cb1: Vec<f32> = (0..12).map(|k| k as f32 - 6.0).collect();
    let list = |v: &[f32]| {
        v.iter()
            .map(|x| format!("{x:?}"))
            .collect::<Vec<_>>()
            .join(",")
    };
    let cbs = format!(
        ",\"cbs\":{{\"0\":{{\"f32\":[{}]}},\"1\":{{\"f32\":[{}]}}}}",
        list(&cb0),
        list(&cb1)
    );
    let mut want = g.clone();
    for i in 0..64 {
        let v: Vec<f32> = (0..4).map(|c| f32::from_bits(g[4 * i + c])).collect();
        for r in 0..4 {
            // All values are small multiples of 0.5: every sum is exact in any order.
            let dot: f32 = (0..4).map(|c| v[c] * cb0[4 * r + c]).sum();
            want[4 * (64 + i) + r] = f((dot + cb1[8 + r]) * cb0[80]);
        }
    }
    check_r600("cb_matvec", &g, &cbs, &want);
}

#[test]
fn while_continue() {
    let mut g = vec![0u32; 256];
    for i in 0..64 {
        g[4 * i] = (i % 13) as u32;
    }
    let mut want = g.clone();
    for i in 0..64 {
        let n = (i % 13) as u32;
        want[4 * i + 2] = (0..n).filter(|k| k % 2 == 0).sum();
    }
    check_r600("while_continue", &g, "", &want);
}

#[test]
fn cb_relative() {
    let mut g = vec![0u32; 256];
    for (k, w) in g.iter_mut().enumerate() {
        *w = 0xdead_0000 + k as u32;
    }
    let cb0: Vec<u32> = (0..64).map(|k| (k * 37 + 5) as u32).collect();
    let cb1: Vec<u32> = vec![1000, 0, 0, 0];
    let list = |v: &[u32]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let cbs = format!(
        ",\"cbs\":{{\"0\":{{\"u32\":[{}]}},\"1\":{{\"u32\":[{}]}}}}",
        list(&cb0),
        list(&cb1)
    );
    let mut want = g.clone();
    for i in 0..64usize {
        let (j, k) = (i & 15, i & 7);
        want[4 * i] = cb0[4 * j].wrapping_add(cb1[0]);
        want[4 * i + 1] = cb0[4 * (k + 8) + 2].wrapping_add(cb0[4 * 3 + 3]);
        want[4 * i + 2] = 0;
        want[4 * i + 3] = 0;
    }
    check_r600("cb_relative", &g, &cbs, &want);
}

/// Inputs k/2 - 4.25 (never zero, sums and products of two are exact).
fn halves(seed: u32, n: usize) -> Vec<u32> {
    let mut s = seed;
    (0..n)
        .map(|_| f(((lcg(&mut s) >> 12) % 18) as f32 * 0.5 - 4.25))
        .collect()
}

#[test]
fn saxpy() {
    let g = halves(21, 256);
    let a = 1.5f32;
    let cbs = format!(",\"cbs\":{{\"0\":{{\"f32\":[{a:?},0.0,0.0,0.0]}}}}");
    let mut want = g.clone();
    for i in 0..64 {
        let (x, y) = (f32::from_bits(g[4 * i]), f32::from_bits(g[4 * i + 1]));
        want[4 * i + 2] = f(a * x + y);
    }
    check_r600("saxpy", &g, &cbs, &want);
}

#[test]
fn vector_add_vec4() {
    let mut g = halves(22, 512);
    g.resize(768, 0);
    let mut want = g.clone();
    for i in 0..256 {
        want[512 + i] = f(f32::from_bits(g[i]) + f32::from_bits(g[256 + i]));
    }
    check_r600("vector_add_vec4", &g, "", &want);
}

#[test]
fn float_arith() {
    let mut g = halves(23, 512);
    g.resize(1024, 0);
    let mut want = g.clone();
    for i in 0..64 {
        let a: Vec<f32> = (0..4).map(|c| f32::from_bits(g[8 * i + c])).collect();
        let b: Vec<f32> = (0..4).map(|c| f32::from_bits(g[8 * i + 4 + c])).collect();
        let dp3 = a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
        let dp4 = dp3 + a[3] * b[3];
        let r3 = [a[0] + b[0], a[1] - b[1], a[2] * b[2], a[0] * b[1] + a[3]];
        let r4 = [dp3, dp4, a[0].clamp(-1.0, 1.0), a[1] * b[2]];
        for c in 0..4 {
            want[512 + 8 * i + c] = f(r3[c]);
            want[512 + 8 * i + 4 + c] = f(r4[c]);
        }
    }
    check_r600("float_arith", &g, "", &want);
}

/// Multiplies, multiply-adds and min/max on zeros of both signs, infinity, NaN and finite
/// values: the IL's legacy rules (0 · inf = +0, signed zeros of products and of min/max)
/// must survive R600's MUL / MUL_IEEE / MIN_DX10 / MAX_DX10 differences. Reference: the
/// interpreter.
#[test]
fn special_float_values_follow_the_il_rules() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
mov r0, g[vAbsTid.x]
mul r1.x, r0.x, r0.y
mad r1.y, r0.x, r0.y, r0.z
max r1.z, r0.x, r0.y
min r1.w, r0.x, r0.y
mov g[vAbsTid.x], r1
end
";
    let vals = [0.0f32, -0.0, f32::INFINITY, -3.0, f32::NAN, 2.0];
    let mut g = vec![0u32; 256];
    for i in 0..64 {
        g[4 * i] = f(vals[i % 6]);
        g[4 * i + 1] = f(vals[(i / 6) % 6]);
        g[4 * i + 2] = f(if i % 2 == 0 { -0.0 } else { 1.0 });
    }
    let launch = launch_with_g(&g, "");
    let (out, compiled) = run_r600(il, &launch).unwrap_or_else(|e| panic!("{e}"));
    let reference = interp(il, &launch);
    let m = compare(&reference, &out, 0);
    assert!(m.is_empty(), "{:?}\n{}", m.first(), compiled.asm);
}

#[test]
fn vector_add() {
    let mut g = halves(24, 4 * 256);
    g.resize(4 * 384, 0);
    let mut want = g.clone();
    for i in 0..128 {
        let (a, b) = (f32::from_bits(g[4 * i]), f32::from_bits(g[4 * (128 + i)]));
        want[4 * (256 + i)] = f(a + b);
    }
    check_r600_sized("vector_add", &launch_sized(&g, "", 128, 64), &want);
}

#[test]
fn cmov_logical() {
    let mut g = vec![0u32; 4 * 128];
    let mut seed = 25;
    for (k, w) in g.iter_mut().take(4 * 96).enumerate() {
        *w = lcg(&mut seed);
        // Conditions: zero, -0.0, 1 and random bits.
        if (k / 4) % 3 == 0 {
            *w = [0, 0x8000_0000, 1, *w][(k + k / 12) % 4];
        }
    }
    let mut want = g.clone();
    for i in 0..32 {
        for c in 0..4 {
            let cond = g[4 * 3 * i + c];
            let (a, b) = (g[4 * (3 * i + 1) + c], g[4 * (3 * i + 2) + c]);
            want[4 * (96 + i) + c] = if cond != 0 { a } else { b };
        }
    }
    check_r600_sized("cmov_logical", &launch_sized(&g, "", 32, 32), &want);
}

#[test]
fn int_ops() {
    let specials = [0u32, 1, u32::MAX, 0x8000_0000, 0x7fff_ffff, 5, 7];
    let mut g = vec![0u32; 4 * 384];
    let mut seed = 26;
    for i in 0..64 {
        let (a, b) = if i < 49 {
            (specials[i % 7], specials[i / 7])
        } else {
            (lcg(&mut seed), lcg(&mut seed))
        };
        g[4 * i] = a;
        g[4 * i + 1] = b;
    }
    let mut want = g.clone();
    let mask = |c: bool| if c { u32::MAX } else { 0 };
    for i in 0..64 {
        let (a, b) = (g[4 * i], g[4 * i + 1]);
        let (sa, sb) = (a as i32, b as i32);
        let r = [
            a.wrapping_add(b),
            a.wrapping_mul(b),
            a.wrapping_mul(b).wrapping_add(a),
            a.wrapping_neg(),
            sa.max(sb) as u32,
            sa.min(sb) as u32,
            a.max(b),
            a.min(b),
            mask(a == b),
            mask(a != b),
            mask(sa < sb),
            mask(sa >= sb),
            mask(a < b),
            mask(a >= b),
            a & b,
            a | b,
            a ^ b,
            !a,
            a.wrapping_sub(b),
            // The "1" swizzle inserts float 1.0 (L616).
            a.wrapping_add(0x3f80_0000),
        ];
        want[4 * (64 + 5 * i)..4 * (64 + 5 * i) + 20].copy_from_slice(&r);
    }
    check_r600("int_ops", &g, "", &want);
}

/// Square roots of perfect squares, powers of two and their logarithms, reciprocals of
/// powers of two, sin(0) and cos(0) are exact; 1/sqrt(x) is compared with the host within
/// the IL's approximation (and bit for bit with the interpreter by `check_r600_sized`).
#[test]
fn transcendental() {
    let mut g = vec![0u32; 4 * 96];
    for i in 0..32 {
        let k = i as i32 % 21 - 10;
        g[4 * i] = f(((i + 1) * (i + 1)) as f32);
        g[4 * i + 1] = f(k as f32);
        g[4 * i + 2] = f(2f32.powi(k));
    }
    let launch = launch_sized(&g, "", 32, 32);
    let text = r600_program("transcendental");
    let (out, compiled) = run_r600(&text, &launch).unwrap_or_else(|e| panic!("{e}"));
    let got = out.g.clone().unwrap_or_default();
    for i in 0..32 {
        let k = i as i32 % 21 - 10;
        let x = ((i + 1) * (i + 1)) as f32;
        let exact = [
            (0, f((i + 1) as f32)),
            (2, f(2f32.powi(k))),
            (3, f(k as f32)),
            (4, f(2f32.powi(-k))),
            (5, f(0.0)),
            (6, f(1.0)),
            (7, f((i + 1) as f32)),
        ];
        for (c, w) in exact {
            assert_eq!(
                got[4 * (32 + 2 * i) + c],
                w,
                "item {i} word {c}\n{}",
                compiled.asm
            );
        }
        let rsq = f32::from_bits(got[4 * (32 + 2 * i) + 1]);
        let host = 1.0 / f64::from(x).sqrt();
        assert!(
            (f64::from(rsq) - host).abs() <= host * 1e-6,
            "item {i}: rsq {rsq} vs {host}"
        );
    }
    let reference = interp(&text, &launch);
    assert_eq!(
        reference.g, out.g,
        "transcendental: differs from the interpreter"
    );
}

/// Quotient and remainder for divisors of every size, dividends below, equal to and above
/// them.
#[test]
fn udiv_umod() {
    let mut g = vec![0u32; 256];
    let mut seed = 27;
    let divisors = [1u32, 2, 3, 7, 10, 65536, 0x8000_0000, u32::MAX];
    for i in 0..64 {
        let b = if i < 32 {
            divisors[i % 8]
        } else {
            (lcg(&mut seed) >> (i % 32)).max(1)
        };
        let a = match i % 4 {
            0 => lcg(&mut seed),
            1 => b,
            2 => b.wrapping_sub(1),
            _ => b.wrapping_mul(3).wrapping_add(i as u32),
        };
        g[4 * i] = a;
        g[4 * i + 1] = b;
    }
    let mut want = g.clone();
    for i in 0..64 {
        let (a, b) = (g[4 * i], g[4 * i + 1]);
        want[4 * i + 2] = a / b;
        want[4 * i + 3] = a % b;
    }
    check_r600("udiv_umod", &g, "", &want);
}

/// A zero divisor: the IL leaves it undefined; the backend gives the interpreter's all
/// ones and dividend, for the shared expansion and for `udiv` or `umod` alone.
#[test]
fn division_by_zero_follows_the_interpreter() {
    for body in [
        "udiv r2.z, r1.x, r1.y\numod r2.w, r1.x, r1.y",
        "udiv r2.z, r1.x, r1.y\nmov r2.w, r1.x",
        "umod r2.w, r1.x, r1.y\nmov r2.z, r1.x",
    ] {
        let il = format!(
            "il_cs_2_0\ndcl_num_thread_per_group 64, 1, 1\nmov r1, g[vAbsTid.x]\n{body}\nmov g[vAbsTid.x].zw, r2\nend\n"
        );
        let mut g = vec![0u32; 256];
        let mut seed = 28;
        for i in 0..64 {
            g[4 * i] = if i % 3 == 0 { 0 } else { lcg(&mut seed) };
            g[4 * i + 1] = if i % 2 == 0 {
                0
            } else {
                lcg(&mut seed) >> (i % 32)
            };
        }
        let launch = launch_with_g(&g, "");
        let (out, compiled) = run_r600(&il, &launch).unwrap_or_else(|e| panic!("{e}"));
        let got = out.g.clone().unwrap_or_default();
        for i in (0..64).step_by(2) {
            let a = g[4 * i];
            if body.starts_with("udiv") {
                assert_eq!(
                    got[4 * i + 2],
                    u32::MAX,
                    "{body}: item {i}\n{}",
                    compiled.asm
                );
            }
            if body.contains("umod") {
                assert_eq!(got[4 * i + 3], a, "{body}: item {i}\n{}", compiled.asm);
            }
        }
        assert_eq!(interp(&il, &launch).g, out.g, "{body}\n{}", compiled.asm);
    }
}

/// `clamp` ends in `max(s, s)` of a select (flushed beside the compare by the backend):
/// NaN, infinities, denormals and both zeros give the interpreter's results.
#[test]
fn clamp_and_same_operand_max_of_special_values() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_literal l0, 0xBF800000, 0x3F800000, 0, 0
mov r0, g[vAbsTid.x]
clamp r1.x, r0.x, l0.x, l0.y
max r1.y, r0.x, r0.x
min r1.z, r0.x, r0.x
clamp r1.w, r0.x, l0.z, l0.y
mov g[vAbsTid.x], r1
end
";
    let vals = [
        0u32,
        0x8000_0000,
        0x7fc0_0000,
        0xffc0_0001,
        0x7f80_0001,
        0x7f80_0000,
        0xff80_0000,
        0x0000_0001,
        0x8000_0001,
        0x3f00_0000,
        0xc000_0000,
        0x4000_0000,
    ];
    let mut g = vec![0u32; 256];
    for i in 0..64 {
        g[4 * i] = vals[i % vals.len()];
    }
    let launch = launch_with_g(&g, "");
    let (out, compiled) = run_r600(il, &launch).unwrap_or_else(|e| panic!("{e}"));
    let m = compare(&interp(il, &launch), &out, 0);
    assert!(m.is_empty(), "{:?}\n{}", m.first(), compiled.asm);
}

/// Indexed temporaries in GPRs: a loop writes x0[k] through a register index (relative
/// GPR writes), then relative and constant reads.
#[test]
fn indexed_temps() {
    let mut g = vec![0u32; 256];
    let mut seed = 29;
    for i in 0..64 {
        g[4 * i] = lcg(&mut seed);
    }
    let mut want = g.clone();
    for i in 0..64 {
        let j = (g[4 * i] & 3) as usize;
        let x0: Vec<[u32; 2]> = (0..8u32).map(|k| [k * k, k + 100]).collect();
        want[4 * i + 1] = x0[j + 2][0] + x0[3][1] + x0[j + 4][1];
    }
    check_r600("indexed_temps", &g, "", &want);
}

/// Two arrays, vector and scalar accesses, reads before any write (zero), writes of one
/// element in a row and an index that changes between accesses: compared with the
/// interpreter.
#[test]
fn indexed_temps_with_two_arrays_follow_the_interpreter() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_indexed_temp_array x0[4]
dcl_indexed_temp_array x1[3]
dcl_literal l0, 3, 1, 2, 0
mov r0, g[vAbsTid.x]
iand r1.x, r0.x, l0.x
iand r1.y, r0.y, l0.y
mov r2, x0[r1.x]
mov x0[r1.x], r0
mov x0[r1.x].y, r0.z
mov x1[r1.y+1], r0.wzyx
mov x0[2].z, r1.x
iadd r1.x, r1.x, l0.y
iand r1.x, r1.x, l0.x
mov r3, x0[r1.x]
iadd r3.x, r3.x, x1[r1.y+1].y
iadd r3.y, r3.y, x1[2].x
iadd r3.z, r3.z, x0[2].z
iadd r3.w, r3.w, r2.x
mov g[vAbsTid.x], r3
end
";
    let mut g = vec![0u32; 256];
    let mut seed = 30;
    for w in g.iter_mut() {
        *w = lcg(&mut seed);
    }
    let launch = launch_with_g(&g, "");
    let (out, compiled) = run_r600(il, &launch).unwrap_or_else(|e| panic!("{e}"));
    let m = compare(&interp(il, &launch), &out, 0);
    assert!(m.is_empty(), "{:?}\n{}", m.first(), compiled.asm);
}

/// An indexed temporary offset beyond the declared array (the interpreter would stop with
/// a program error when it runs) is rejected at compile time, at its IL instruction.
#[test]
fn indexed_temp_offset_outside_the_array_is_rejected_at_its_instruction() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_indexed_temp_array x0[4]
mov r0, g[vAbsTid.x]
mov x0[r0.x], r0
mov r1, x0[r0.y+6]
mov g[vAbsTid.x], r1
end
";
    let program = ilc::cli::load_text(il).expect("valid IL");
    let func = ilc::lower_and_optimize(&program, OptLevel::O2).expect("lowering");
    let e = r600_codegen::compile_function(&func, &r600_codegen::Options::default())
        .expect_err("offset 6 of a 4-element array");
    assert!(
        e.to_string()
            .starts_with("unsupported on r600: indexed temporary"),
        "{e}"
    );
    let loc = e.loc().expect("located");
    let span = &il[loc.start as usize..loc.end as usize];
    assert!(span.starts_with("mov r1, x0[r0.y+6]"), "error at `{span}`");
}

/// An `if` whose then side no lane takes is jumped over (JUMP after the push): its ALU
/// clause and memory write are not executed, while the results stay the interpreter's.
#[test]
fn a_then_side_no_lane_takes_is_jumped_over() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
mov r0, g[vAbsTid.x]
if_logicalnz r0.x
    iadd r1.x, r0.y, r0.z
    mov g[vAbsTid.x].w, r1.x
endif
mov g[vAbsTid.x].z, r0.y
end
";
    let run = |x: u32| {
        let mut g = vec![0u32; 256];
        for i in 0..64 {
            g[4 * i] = x;
            g[4 * i + 1] = 5 + i as u32;
            g[4 * i + 2] = 7;
        }
        let launch = launch_with_g(&g, "");
        let compiled = compile(il).unwrap_or_else(|e| panic!("{e}"));
        let (out, stats) = runtime_sim::r600::run(
            &compiled.program,
            &launch,
            &runtime_sim::r600::Options::default(),
        )
        .unwrap_or_else(|e| panic!("{e}\n{}", compiled.asm));
        assert_eq!(interp(il, &launch).g, out.g, "{}", compiled.asm);
        assert!(compiled.asm.contains("JUMP"), "{}", compiled.asm);
        stats
    };
    let (none, all) = (run(0), run(1));
    assert_eq!(none.alu_clauses + 1, all.alu_clauses, "{none:?} {all:?}");
    // The write is one export per window of the element index (docs/r600-backend.md).
    assert_eq!(none.exports + 3, all.exports, "{none:?} {all:?}");
}

/// A copy of one element to another: the fetched values join the write's register tuple
/// (no moves) and the four words are one fetch instruction; the constant element offset
/// moves into the ARRAY_BASE of the write's windows (ARRAY_BASE 64, 4160 and 8191: one
/// export per window, docs/r600-backend.md), whose index registers are the only ALU work.
#[test]
fn an_element_copy_is_one_fetch_and_one_write() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_literal l0, 64, 0, 0, 0
iadd r0.x, vAbsTid.x, l0.x
mov r1, g[vAbsTid.x]
mov g[r0.x], r1
end
";
    let mut g = vec![0u32; 512];
    let mut seed = 31;
    for w in g.iter_mut().take(256) {
        *w = lcg(&mut seed);
    }
    let mut want = g.clone();
    want.copy_within(0..256, 256);
    let launch = launch_with_g(&g, "");
    let (out, compiled) = run_r600(il, &launch).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out.g.as_deref(), Some(&want[..]), "{}", compiled.asm);
    assert_eq!(interp(il, &launch).g, out.g);
    assert!(!compiled.asm.contains(" MOV "), "{}", compiled.asm);
    assert_eq!(compiled.stats.fetches, 1, "{}", compiled.asm);
    assert_eq!(compiled.stats.mem_writes, 3, "{}", compiled.asm);
    for base in ["WRITE_IND:64 ", "WRITE_IND:4160 ", "WRITE_IND:8191 "] {
        assert!(compiled.asm.contains(base), "{}", compiled.asm);
    }
}

/// Exits with assignments taken at different iterations through either exit of a loop,
/// and a `ret_dyn` from the inner of two loops (a multi-level exit with a flag, whose
/// assignment never moves before the PRED_SET): each lane keeps its own values. Checked
/// against the host and the interpreter (`loop_break` covers the assignments that do move
/// into an `ALU_BREAK` clause).
#[test]
fn exits_with_assignments_and_multi_level_returns() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_literal l0, 0, 1, 40, 3
mov r1, g[vAbsTid.x]
mov r2.x, l0.x
mov r2.y, l0.x
mov r5.x, l0.x
whileloop
    ige r3.x, r2.y, r1.x
    break_logicalnz r3.x
    iadd r2.x, r2.x, r2.y
    iadd r2.y, r2.y, l0.y
    mov r4.x, l0.x
    whileloop
        ige r3.z, r4.x, l0.w
        break_logicalnz r3.z
        iadd r5.x, r5.x, l0.y
        ieq r3.w, r5.x, r1.y
        if_logicalnz r3.w
            mov g[vAbsTid.x].w, r5.x
            ret_dyn
        endif
        iadd r4.x, r4.x, l0.y
    endloop
    ilt r3.y, l0.z, r2.x
    if_logicalnz r3.y
        break
    endif
endloop
mov g[vAbsTid.x].xyz, r2.xyx
end
";
    let mut g = vec![0u32; 256];
    for i in 0..64 {
        g[4 * i] = (i % 17) as u32;
        g[4 * i + 1] = (i * 7 % 40) as u32;
        g[4 * i + 3] = 0xdead;
    }
    let mut want = g.clone();
    for i in 0..64 {
        let (n, stop) = (g[4 * i], g[4 * i + 1]);
        let (mut s, mut k, mut c) = (0u32, 0u32, 0u32);
        let mut returned = false;
        'outer: while k < n {
            s += k;
            k += 1;
            for _ in 0..3 {
                c += 1;
                if c == stop {
                    want[4 * i + 3] = c;
                    returned = true;
                    break 'outer;
                }
            }
            if 40 < s {
                break;
            }
        }
        if !returned {
            want[4 * i] = s;
            want[4 * i + 1] = k;
            want[4 * i + 2] = s;
        }
    }
    let launch = launch_with_g(&g, "");
    let (out, compiled) = run_r600(il, &launch).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out.g.as_deref(), Some(&want[..]), "{}", compiled.asm);
    assert_eq!(interp(il, &launch).g, out.g, "{}", compiled.asm);
    assert!(compiled.asm.contains("ALU_BREAK"), "{}", compiled.asm);
}

/// The flat ids (`vAbsTidFlat`, `vTidInGrpFlat`, `vThreadGrpIdFlat`) in 2D and 3D launches
/// equal the interpreter's and the manual's (L1382-1406, L2162-2189, L2212-2239:
/// `vAbsTidFlat = vThreadGrpIdFlat·Dx·Dy·Dz + vTidInGrpFlat`), computed here on the host.
/// Each work-item writes its three flat ids to the element of its (x, y, z) id.
#[test]
fn flat_ids_follow_the_manual_in_2d_and_3d_launches() {
    for (global, group) in [([16u32, 16, 1], [8u32, 4, 1]), ([8, 4, 6], [4, 2, 3])] {
        let il = format!(
            "il_cs_2_0
dcl_num_thread_per_group {}, {}, {}
dcl_literal l0, {}, {}, 0, 0
mov r0.x, vAbsTidFlat.x
mov r0.y, vTidInGrpFlat.x
mov r0.z, vThreadGrpIdFlat.x
imul r1.x, vAbsTid.z, l0.y
iadd r1.x, r1.x, vAbsTid.y
imul r1.x, r1.x, l0.x
iadd r1.x, r1.x, vAbsTid.x
mov g[r1.x].xyz, r0.xyz
end
",
            group[0], group[1], group[2], global[0], global[1]
        );
        let lanes = (global[0] * global[1] * global[2]) as usize;
        let text = format!(
            "{{\"global\":[{},{},{}],\"group\":[{},{},{}],\"g\":{{\"zero\":{}}}}}",
            global[0],
            global[1],
            global[2],
            group[0],
            group[1],
            group[2],
            4 * lanes
        );
        let launch = LaunchSpec::parse(&text, "launch").expect("launch parses");
        let groups = [0, 1, 2].map(|d| global[d] / group[d]);
        let mut want = vec![0u32; 4 * lanes];
        for z in 0..global[2] {
            for y in 0..global[1] {
                for x in 0..global[0] {
                    let id = [x, y, z];
                    let g = [0, 1, 2].map(|d| id[d] / group[d]);
                    let l = [0, 1, 2].map(|d| id[d] % group[d]);
                    let local_flat = l[0] + group[0] * (l[1] + group[1] * l[2]);
                    let group_flat = g[0] + groups[0] * (g[1] + groups[1] * g[2]);
                    let volume = group[0] * group[1] * group[2];
                    let e = (x + global[0] * (y + global[1] * z)) as usize;
                    want[4 * e] = group_flat * volume + local_flat;
                    want[4 * e + 1] = local_flat;
                    want[4 * e + 2] = group_flat;
                }
            }
        }
        let (out, compiled) = run_r600(&il, &launch).unwrap_or_else(|e| panic!("{e}"));
        let first_difference = |got: Option<Vec<u32>>| {
            let got = got.unwrap_or_default();
            (0..want.len().max(got.len()))
                .find(|&i| got.get(i) != want.get(i))
                .map(|i| (i / 4, got.get(i).copied(), want.get(i).copied()))
        };
        assert_eq!(
            first_difference(interp(&il, &launch).g),
            None,
            "the interpreter in {global:?} / {group:?}: (element, got, want)"
        );
        assert_eq!(
            first_difference(out.g),
            None,
            "R600 in {global:?} / {group:?}: (element, got, want)\n{}",
            compiled.asm
        );
    }
}

/// The largest distance, in representable floats, allowed between R600's quotient and the
/// interpreter's correctly rounded one: D3D10's 2.5 ulp for `x / y` (|y| in [2^-126, 2^126])
/// from the exact quotient, plus the interpreter's own 0.5 ulp (docs/r600-backend.md,
/// "Division"). Only `div` results (and what is computed from them) use it.
const DIV_TOLERANCE_ULP: u32 = 3;

/// A float of random significand and sign with an exponent in [-20, 20].
fn random_float(seed: &mut u32) -> f32 {
    let bits = lcg(seed);
    let exp = 127 - 20 + (lcg(seed) >> 8) % 41;
    f32::from_bits((bits & 0x8000_0000) | (exp << 23) | (bits & 0x7f_ffff))
}

/// `div` and `mod` by registers (MUL_IEEE · RECIP_IEEE): quotients within
/// [`DIV_TOLERANCE_ULP`] of the host's and the interpreter's; a zero (or denormal, flushed)
/// divisor gives the `_zeroop` value of each mode, negated for a negative dividend, bit
/// for bit (IL manual DIV, L7791; L3002-3012); source modifiers and `_sat` apply; `mod`
/// (L8577) equals the interpreter's bit for bit wherever the exact quotient is not within
/// the division's error of an integer (there `trunc` may differ by one, see the doc).
#[test]
fn division_by_registers_is_within_the_d3d10_accuracy_and_follows_zeroop() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
mov r0, g[vAbsTid.x]
div r1.x, r0.x, r0.y
mod r1.y, r0.x, r0.y
div_zeroop(infinity) r1.z, r0.z_neg(z), r0.w
div_zeroop(zero)_sat r1.w, r0.z, r0.w_abs
mov g[vAbsTid.x], r1
end
";
    const LANES: usize = 256;
    let denorm = f32::from_bits(0x0000_0123);
    let mut seed = 21;
    let mut g = vec![0u32; 4 * LANES];
    for i in 0..LANES {
        let mut v = [0f32; 4];
        for x in v.iter_mut() {
            *x = random_float(&mut seed);
        }
        // Zero and denormal divisors of both signs, zero and negative dividends.
        match i % 8 {
            0 => v[1] = 0.0,
            1 => v[1] = -0.0,
            2 => v[1] = -denorm,
            3 => (v[0], v[1]) = (-0.0, 0.0),
            4 => v[3] = if i % 16 == 4 { -0.0 } else { denorm },
            5 => v[0] = v[1] * (i as f32 - 100.0),
            _ => {}
        }
        if i % 32 == 6 {
            v[2] = 0.0;
        }
        for (k, x) in v.into_iter().enumerate() {
            g[4 * i + k] = x.to_bits();
        }
    }
    let launch = launch_sized(&g, "", LANES as u32, 64);
    let (out, compiled) = run_r600(il, &launch).unwrap_or_else(|e| panic!("{e}"));
    let reference = interp(il, &launch);
    let got = out.g.clone().unwrap_or_default();
    let want = reference.g.clone().unwrap_or_default();
    assert_eq!(got.len(), 4 * LANES);
    assert_eq!(want.len(), 4 * LANES);
    let flushed = |x: f32| {
        if x.is_subnormal() {
            0.0 * x.signum()
        } else {
            x
        }
    };
    // The zeroop value of `mode` for dividend `a` (L3002-3012).
    let zeroop = |a: f32, f: f32| if a < 0.0 { -f } else { f };
    let (mut mod_compared, mut by_zero) = (0, 0);
    for i in 0..LANES {
        let v = |k: usize| flushed(f32::from_bits(g[4 * i + k]));
        let (a, b, c, d) = (v(0), v(1), v(2), v(3));
        let at = |k: usize| (got[4 * i + k], want[4 * i + k]);
        let ctx = |k: usize| format!("lane {i} word {k}: a {a:e} b {b:e} c {c:e} d {d:e}");
        // div: host quotient or zeroop, and the interpreter within the tolerance
        let host = |n: f32, m: f32, f: f32| {
            if m == 0.0 {
                zeroop(n, f)
            } else {
                n / m
            }
        };
        let checks = [
            (0, host(a, b, f32::MAX), b == 0.0),
            (2, host(-c, d, f32::INFINITY), d == 0.0),
            (3, host(c, d.abs(), 0.0).clamp(0.0, 1.0), d == 0.0),
        ];
        for (k, host, zero) in checks {
            let (r600, interp) = at(k);
            if zero {
                by_zero += 1;
                assert_eq!(r600, host.to_bits(), "{}\n{}", ctx(k), compiled.asm);
            }
            for (name, reference) in [("host", host.to_bits()), ("interpreter", interp)] {
                assert!(
                    runtime_sim::output::words_match(reference, r600, DIV_TOLERANCE_ULP),
                    "{}: r600 {:e} vs {name} {:e}\n{}",
                    ctx(k),
                    f32::from_bits(r600),
                    f32::from_bits(reference),
                    compiled.asm
                );
            }
        }
        // mod: bit-exact where trunc cannot differ
        let q = f64::from(a) / f64::from(b);
        let frac = q.abs().fract();
        if b == 0.0 || (q.abs() < 1e6 && (0.001..0.999).contains(&frac)) || q == 0.0 {
            mod_compared += 1;
            let (r600, interp) = at(1);
            assert_eq!(r600, interp, "{}\n{}", ctx(1), compiled.asm);
        }
    }
    assert!(
        mod_compared > LANES / 2,
        "{mod_compared} mod results compared"
    );
    assert!(by_zero >= LANES / 4, "{by_zero} divisions by zero");
    assert!(compiled.asm.contains("RECIP_IEEE"), "{}", compiled.asm);
}
