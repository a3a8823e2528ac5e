//! Suite `r600_graphics`: the graphics corpus (`tests/corpus/graphics/`, pixel and vertex
//! shaders with textures, render targets, interpolants, discard, derivatives) on R600:
//! every program either compiles, runs on the strict R600 machine with the host set-up the
//! back end reports (resource constants, interpolant GPRs) and gives exactly the
//! interpreter's outputs and its host-computed `.expected.json`, or is refused with a
//! located `unsupported on r600` error naming an R6xx limit (doubles, fine derivatives,
//! vertex shaders); and every compiled program disassembles and reassembles to its bytes
//! (what `r600-mc` does).

use std::path::{Path, PathBuf};

use ilc::{OptLevel, Target};
use runtime_sim::launch::LaunchSpec;
use runtime_sim::output::{compare, Output};

/// The graphics corpus programs that have a launch file.
fn programs() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = ilc_tests::corpus_files()
        .into_iter()
        .filter(|il| ilc_tests::is_graphics_stage(il))
        .filter(|il| il.with_extension("launch.json").is_file())
        .collect();
    out.sort();
    out
}

fn name(il: &Path) -> String {
    il.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Programs refused on R600, with a word their error must contain.
const REFUSED: &[(&str, &str)] = &[
    ("derivatives", "dsx_fine"),
    ("double_texture", "64-bit operation"),
];

#[test]
fn graphics_corpus_runs_on_r600_or_is_refused_with_a_location() {
    let mut failures = Vec::new();
    let mut ran = Vec::new();
    for il in programs() {
        let name = name(&il);
        let text = std::fs::read_to_string(&il).expect("corpus file");
        let launch = LaunchSpec::from_file(&il.with_extension("launch.json")).expect("launch");
        let program = ilc::cli::load_text(&text).expect("valid IL");
        let options = ilc::Options {
            opt_level: OptLevel::O2,
            ..ilc::Options::default()
        };
        let refused = REFUSED.iter().find(|(n, _)| *n == name).map(|(_, w)| *w);
        match (
            ilc::compile_program(&program, Target::R600, &options),
            refused,
        ) {
            (Err(e), Some(word)) => {
                let msg = e.to_string();
                let located = matches!(&e, ilc::Error::Input(_));
                if !msg.contains("unsupported on r600") || !msg.contains(word) || !located {
                    failures.push(format!("{name}: refused with `{msg}`, expected `{word}`"));
                }
            }
            (Err(e), None) => failures.push(format!("{name}: {e}")),
            (Ok(_), Some(word)) => failures.push(format!("{name}: compiled, expected `{word}`")),
            (Ok(compiled), None) => match compiled.run(&launch) {
                Err(e) => failures.push(format!("{name}: {e}\n{}", compiled.asm())),
                Ok((out, _)) => {
                    let expected = expected(&il);
                    let reference = ilc::run_interp(&program, &launch).expect("interpreter");
                    let m1 = compare(&expected, &out, launch.tolerance_ulp);
                    let m2 = compare(&reference, &out, launch.tolerance_ulp);
                    if m1.is_empty() && m2.is_empty() && !out.outputs.is_empty() {
                        ran.push(name);
                    } else {
                        failures.push(format!(
                            "{name}: {} mismatches vs expected, {} vs interpreter: {:?}\n{}",
                            m1.len(),
                            m2.len(),
                            m1.first().or(m2.first()),
                            compiled.asm()
                        ));
                    }
                }
            },
        }
    }
    eprintln!("r600 graphics: {} programs ran: {ran:?}", ran.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(ran.len() >= 28, "only {} graphics programs ran", ran.len());
}

fn expected(il: &Path) -> Output {
    let p = il.with_extension("expected.json");
    let text = std::fs::read_to_string(&p).expect("expected file");
    Output::parse(&text, &p.display().to_string()).expect("expected output parses")
}

/// `r600-mc`'s round trip on every compiled graphics program: the binary decodes, prints
/// as assembly, and that assembly assembles to the same bytes.
#[test]
fn compiled_graphics_programs_disassemble_and_reassemble_to_their_bytes() {
    let mut checked = 0;
    for il in programs() {
        let text = std::fs::read_to_string(&il).expect("corpus file");
        let program = ilc::cli::load_text(&text).expect("valid IL");
        let Ok(compiled) = ilc::compile_program(&program, Target::R600, &ilc::Options::default())
        else {
            continue;
        };
        let bytes = compiled.code();
        let decoded = r600_isa::Program::from_bytes(bytes)
            .unwrap_or_else(|e| panic!("{}: decode: {e}", name(&il)));
        let asm = r600_isa::asm::print(&decoded);
        let again = r600_isa::asm::parse(&asm)
            .unwrap_or_else(|e| panic!("{}: reassemble: {e}\n{asm}", name(&il)));
        let again = again.to_bytes().expect("encodes");
        assert_eq!(
            again,
            bytes,
            "{}: reassembled bytes differ\n{asm}",
            name(&il)
        );
        assert!(asm.contains("EXPORT_DONE"), "{}:\n{asm}", name(&il));
        checked += 1;
    }
    assert!(checked >= 28, "only {checked} programs checked");
}

/// Compiles a random R6xx graphics program for R600 and runs it; `Err` on a compile error,
/// a program error of the machine or any difference from the interpreter.
fn check_random(case: &ilc_tests::random_il::graphics::GraphicsCase) -> Result<(), String> {
    let program = ilc::cli::load_text(&case.il).map_err(|d| format!("{d:?}"))?;
    let reference =
        ilc::run_interp(&program, &case.launch).map_err(|e| format!("interpreter: {e}"))?;
    let compiled = ilc::compile_program(&program, Target::R600, &ilc::Options::default())
        .map_err(|e| format!("compile: {e}"))?;
    let (out, _) = compiled
        .run(&case.launch)
        .map_err(|e| format!("r600: {e}\n{}", compiled.asm()))?;
    let m = compare(&reference, &out, case.launch.tolerance_ulp);
    match m.first() {
        None => Ok(()),
        Some(first) => Err(format!(
            "{} mismatches, first {first}\n{}",
            m.len(),
            compiled.asm()
        )),
    }
}

/// Random pixel and vertex shaders restricted to R6xx features (`random_il::graphics::generate_r6xx`:
/// textures of every dimension and sampler state, loads, sizes, interpolants, coarse
/// derivatives, several render targets with masks, branches, loops, discard and kill):
/// compiled for R600 and run on the strict machine, they give exactly the interpreter's
/// outputs, with no compile or program error. `ILC_R600_GRAPHICS_RANDOM=N` sets the count
/// (500 by default; a release run of 5,000 is in docs/r600-backend.md).
#[test]
fn random_graphics_programs_match_the_interpreter_on_r600() {
    let n: u64 = std::env::var("ILC_R600_GRAPHICS_RANDOM")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(500);
    let mut failures = Vec::new();
    let first: u64 = std::env::var("ILC_R600_GRAPHICS_FIRST")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    for seed in first..first + n {
        let case = ilc_tests::random_il::graphics::generate_r6xx(0x6_0000 + seed);
        if let Err(e) = check_random(&case) {
            failures.push(format!(
                "seed {}:\n{}\nlaunch: {}\n{e}",
                case.seed, case.il, case.launch_json
            ));
            if failures.len() >= 3 {
                break;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    eprintln!("r600 graphics random: {n} programs matched the interpreter");
}

/// `g[]` memexport and a render target in one pixel shader (brcc's scatter output with a
/// colour output): pixel (x, y) of an 8x8 domain writes its position
/// (x + 0.5, y + 0.5, 0, 1) to g[8y + x] with MEM_SCRATCH and twice its position to o0 with
/// EXPORT_DONE PIXEL; both checked against values computed here and the interpreter.
#[test]
fn memexport_and_render_target_in_one_pixel_shader() {
    let il = "il_ps_2_0
dcl_input_position_interp(linear_noperspective) v0.xy__
dcl_output_generic o0
dcl_literal l0, 8, 0, 0, 0
ftoi r0, v0
imad r1.x, r0.y, l0.x, r0.x
mov g[r1.x], v0
add o0, v0, v0
end
";
    let launch = LaunchSpec::parse(
        r#"{"global":[8,8,1],"group":[4,4,1],"g":{"zero":256},
            "outputs":{"0":{"components":4,"zero":256}}}"#,
        "memexport.launch.json",
    )
    .expect("launch");
    let program = ilc::cli::load_text(il).expect("valid IL");
    let compiled =
        ilc::compile_program(&program, Target::R600, &ilc::Options::default()).expect("compiles");
    assert!(compiled.asm().contains("MEM_SCRATCH"), "{}", compiled.asm());
    assert!(
        compiled.asm().contains("EXPORT_DONE PIXEL:0"),
        "{}",
        compiled.asm()
    );
    let (out, _) = compiled.run(&launch).expect("runs");
    let f = |x: f32| x.to_bits();
    for y in 0..8u32 {
        for x in 0..8u32 {
            let i = (8 * y + x) as usize * 4;
            let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
            let g = out.g.as_ref().expect("g");
            assert_eq!(g[i..i + 4], [f(px), f(py), 0, f(1.0)], "g at ({x}, {y})");
            assert_eq!(
                out.outputs[&0][i..i + 4],
                [f(2.0 * px), f(2.0 * py), 0, f(2.0)],
                "o0 at ({x}, {y})"
            );
        }
    }
    let reference = ilc::run_interp(&program, &launch).expect("interpreter");
    assert_eq!(out, reference);
}
