//! Suite `r600_diff_gwin`: `g[]` accesses at any element on R600. The back end splits a
//! store over MEM_SCRATCH export windows of 4096 elements (docs/r600-backend.md, "`g[]`
//! windows"); loads are VTX fetches with no window. Random programs whose lanes load and
//! store elements on both sides of every window boundary, and past the end of the bound
//! buffer, give on the strict R600 machine the interpreter's buffer. Past the end the IL
//! manual defines nothing for `g[]` (L1572-1592) and the interpreter stops with an error; the
//! R600 target reads 0 and writes nothing there (its buffer has a size, as a UAV has:
//! docs/r600-backend.md), and the reference is the interpreter running the same program with
//! each access guarded by an explicit bounds test.

use runtime_sim::launch::LaunchSpec;
use runtime_sim::output::Output;

/// Lanes of every program (one group).
const LANES: usize = 64;

/// Each lane loads element `cb0[lane].y`, adds its lane id to the first word, stores the four
/// words at element `cb0[lane].x` and the last word into component y of element
/// `cb0[lane].z + 3` (a constant element offset: ARRAY_BASE 3, 4099 and 8191). With `guard`
/// (a buffer of `guard` elements), each access only happens in range and a skipped load
/// gives 0: the reference.
fn program(guard: Option<u32>) -> String {
    let mut text = String::from(
        "il_cs_2_0\ndcl_num_thread_per_group 64, 1, 1\ndcl_cb cb0[64]\n\
         dcl_literal l0, 3, 0, 0, 0\n",
    );
    if let Some(size) = guard {
        text.push_str(&format!("dcl_literal l1, {size}, 0, 0, 0\n"));
    }
    text.push_str("mov r3.x, vAbsTid.x\nmov r0, cb0[r3.x]\n");
    let access = |text: &mut String, index: &str, line: &str| match guard {
        Some(_) => text.push_str(&format!(
            "ult r4.x, {index}, l1.x\nif_logicalnz r4.x\n{line}\nendif\n"
        )),
        None => text.push_str(&format!("{line}\n")),
    };
    if guard.is_some() {
        text.push_str("mov r1, l0.yyyy\n");
    }
    access(&mut text, "r0.y", "mov r1, g[r0.y]");
    text.push_str("iadd r1.x, r1.x, vAbsTid.x\n");
    access(&mut text, "r0.x", "mov g[r0.x], r1");
    text.push_str("iadd r2.x, r0.z, l0.x\n");
    access(&mut text, "r2.x", "mov g[r2.x].y, r1.w");
    text.push_str("end\n");
    text
}

fn lcg(seed: &mut u64) -> u32 {
    *seed = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    (*seed >> 33) as u32
}

/// A launch of [`LANES`] lanes with a `g[]` of `elements` random elements and `cb0` rows
/// `rows` (store, load, offset-store elements).
fn launch(elements: u32, rows: &[[u32; 3]], seed: &mut u64) -> LaunchSpec {
    let g: Vec<u32> = (0..4 * elements).map(|_| lcg(seed)).collect();
    let cb: Vec<String> = rows
        .iter()
        .flat_map(|r| [r[0], r[1], r[2], 0])
        .map(|w| w.to_string())
        .collect();
    let cbs = format!(",\"cbs\":{{\"0\":{{\"u32\":[{}]}}}}", cb.join(","));
    super::r600_diff::launch_sized(&g, &cbs, LANES as u32, LANES as u32)
}

fn interp(text: &str, launch: &LaunchSpec) -> Result<Output, String> {
    let program = ilc::cli::load_text(text).map_err(|d| format!("{d:?}"))?;
    ilc::run_interp(&program, launch).map_err(|e| format!("{e:?}"))
}

fn compile(text: &str) -> r600_codegen::R600Compiled {
    super::r600_diff::compile(text).unwrap_or_else(|e| panic!("{e}"))
}

fn run_r600(compiled: &r600_codegen::R600Compiled, launch: &LaunchSpec) -> Result<Output, String> {
    runtime_sim::r600::run(
        &compiled.program,
        launch,
        &runtime_sim::r600::Options::default(),
    )
    .map(|(out, _)| out)
    .map_err(|e| e.to_string())
}

/// An element for one access: a window boundary, the buffer's end, a random element inside
/// or far past it (element indices stay below 2^30, docs/r600-backend.md).
fn element(seed: &mut u64, size: u32) -> u32 {
    const EDGES: [u32; 12] = [
        0, 1, 4094, 4095, 4096, 4097, 8190, 8191, 8192, 8193, 12285, 12286,
    ];
    match lcg(seed) % 8 {
        0 | 1 => EDGES[lcg(seed) as usize % EDGES.len()],
        2 => size.saturating_sub(1) + lcg(seed) % 3,
        3 => size + 4096 + lcg(seed) % 8192,
        4 => lcg(seed) % (1 << 29),
        _ => lcg(seed) % size.max(1),
    }
}

/// The figures of a campaign.
#[derive(Default, Debug)]
struct Figures {
    programs: usize,
    accesses_past_4096: usize,
    accesses_past_the_end: usize,
}

/// Runs `cases` random launches of [`program`] from `seed`; panics on the first mismatch.
fn campaign(cases: usize, seed: u64) -> Figures {
    let compiled = compile(&program(None));
    let mut figures = Figures::default();
    let mut seed = seed;
    for case in 0..cases {
        let size = [1, 64, 4095, 4096, 4097, 8192, 8193, 12000, 12287][lcg(&mut seed) as usize % 9];
        let rows: Vec<[u32; 3]> = (0..LANES)
            .map(|_| {
                let z = element(&mut seed, size);
                [element(&mut seed, size), element(&mut seed, size), z]
            })
            .collect();
        let launch = launch(size, &rows, &mut seed);
        let elements = rows.iter().flat_map(|r| [r[0], r[1], r[2] + 3]);
        figures.accesses_past_4096 += elements.clone().filter(|&e| e >= 4096).count();
        let past_end = elements.filter(|&e| e >= size).count();
        figures.accesses_past_the_end += past_end;
        let want = interp(&program(Some(size)), &launch)
            .unwrap_or_else(|e| panic!("case {case}: guarded program: {e}"));
        // The interpreter itself: the same buffer when every access is in range, an error
        // naming the buffer otherwise.
        match interp(&program(None), &launch) {
            Ok(out) => assert!(past_end == 0 && out.g == want.g, "case {case}"),
            Err(e) => assert!(
                past_end > 0 && e.contains("outside the global buffer"),
                "case {case}: {e}"
            ),
        }
        let got = run_r600(&compiled, &launch)
            .unwrap_or_else(|e| panic!("case {case} (size {size}, rows {rows:?}): {e}"));
        if got.g != want.g {
            let (got, want) = (got.g.unwrap_or_default(), want.g.unwrap_or_default());
            let first = (0..want.len().max(got.len())).find(|&i| got.get(i) != want.get(i));
            panic!(
                "case {case} (size {size}, rows {rows:?}): first differing word {first:?}\n{}",
                compiled.asm
            );
        }
        figures.programs += 1;
    }
    figures
}

/// The campaign: `ILC_R600_GWIN` launches (default 60), each with 192 accesses.
#[test]
fn g_accesses_at_any_element_match_the_interpreter_on_r600() {
    let n: usize = std::env::var("ILC_R600_GWIN")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60);
    let figures = campaign(n, 0x6006);
    eprintln!("r600 g[] windows: {figures:?}");
    assert_eq!(figures.programs, n);
    if n >= 20 {
        assert!(
            figures.accesses_past_4096 > n && figures.accesses_past_the_end > n,
            "{figures:?}"
        );
    }
}

/// A store to an element that no window reaches (12287 and beyond: ARRAY_BASE is at most
/// 8191 and a window 4096 elements, r600-isa L9536, L9641-9645) inside a larger buffer is
/// reported by the strict machine (the hardware would drop it), while a load there, which has
/// no window, runs and matches the interpreter.
#[test]
fn a_store_beyond_every_window_inside_the_buffer_is_reported() {
    let compiled = compile(&program(None));
    let mut seed = 7;
    let rows = |store: u32| -> Vec<[u32; 3]> {
        (0..LANES as u32)
            .map(|lane| [lane, 12290 + lane % 4, 100 + lane])
            .map(|mut r| {
                if r[0] == 5 {
                    r[0] = store;
                }
                r
            })
            .collect()
    };
    let ok = launch(12300, &rows(5), &mut seed);
    let got = run_r600(&compiled, &ok).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(Some(got), interp(&program(None), &ok).ok());
    let beyond = launch(12300, &rows(12295), &mut seed);
    let err = run_r600(&compiled, &beyond).expect_err("element 12295 is beyond the windows");
    assert!(
        err.contains("element 12295 lies past the export window"),
        "{err}"
    );
}
