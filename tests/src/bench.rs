//! The simulated-cycle benchmark: pairs of an IL kernel and the same computation in OpenCL C,
//! compiled by ilc and by clang-14 -O2 (+ `ld.lld-14 -shared`) and run on the same launch on
//! the strict Vega simulator, both results checked against the OpenCL C source run natively
//! on the host (`opencl::run_c_on_host`).
//!
//! The OpenCL C side uses the LLVM peers' environment (`tests/peers/peer_cl.h` through
//! `tests/bench/bench_cl.h`): ids as group id × `reqd_work_group_size` + local id, as ilc may
//! compute them from the IL's declared group size, and the peers' flags (OpenCL's default
//! contraction, so `a * b + c` may be one fused instruction on the clang side; float pairs
//! carry a ULP tolerance for that). Pairs reuse the peers (`tests/peers/*.cl` with the
//! corpus program they mirror) and add `tests/bench/*.cl` with their IL beside them or in the
//! corpus. Correctness is the test `speed_pairs`; the figures are printed by
//! `cargo run --release -p ilc-tests --example cycle_table` into `docs/performance.md`.

use crate::opencl::run_c_on_host;
use crate::peers::{COMMON_FLAGS, GFX900_FLAGS};
use runtime_sim::launch::{KernelArg, LaunchSpec};
use runtime_sim::output::{compare, Output};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The OpenCL compiler of the clang side.
pub const CLANG: &str = "clang-14";
/// The linker that makes the clang side's code object.
pub const LLD: &str = "ld.lld-14";

/// Where a kernel argument of the OpenCL C side comes from (the IL side reads constant
/// buffers and UAVs by number; the OpenCL C kernel takes them as arguments).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgFrom {
    /// A pointer to UAV `n`.
    Uav(u32),
    /// Word `w` of constant buffer `n`, as a 32-bit float argument.
    CbF32(u32, usize),
    /// Word `w` of constant buffer `n`, as a 32-bit unsigned argument.
    CbU32(u32, usize),
}

/// One benchmark pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pair {
    /// Kernel name (the OpenCL C kernel's name and file stem).
    pub name: &'static str,
    /// The IL program, relative to `tests/`.
    pub il: String,
    /// The OpenCL C source, relative to `tests/`.
    pub cl: String,
    /// The launch file, relative to `tests/`.
    pub launch: String,
    /// The OpenCL C kernel's arguments.
    pub args: &'static [ArgFrom],
    /// Float tolerance in ULPs of both sides against the host (0: bit-exact).
    pub tolerance_ulp: u32,
    /// What the pair exercises.
    pub covers: &'static str,
}

impl Pair {
    /// Absolute path of a file named relative to `tests/`.
    fn path(rel: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
    }

    /// The IL program's path.
    pub fn il_path(&self) -> PathBuf {
        Self::path(&self.il)
    }

    /// The OpenCL C source's path.
    pub fn cl_path(&self) -> PathBuf {
        Self::path(&self.cl)
    }

    /// The launch of both sides: the launch file with the OpenCL C arguments filled in.
    pub fn launch_spec(&self) -> Result<LaunchSpec, String> {
        let path = Self::path(&self.launch);
        let mut spec = LaunchSpec::from_file(&path).map_err(|e| e.to_string())?;
        let mut args = Vec::new();
        for a in self.args {
            args.push(match *a {
                ArgFrom::Uav(n) => KernelArg::Uav(n),
                ArgFrom::CbF32(n, w) | ArgFrom::CbU32(n, w) => {
                    let word = spec
                        .cbs
                        .get(&n)
                        .and_then(|cb| cb.get(w).copied())
                        .ok_or_else(|| format!("{}: no word {w} in cb{n}", path.display()))?;
                    if matches!(a, ArgFrom::CbF32(..)) {
                        KernelArg::F32(f32::from_bits(word))
                    } else {
                        KernelArg::U32(word)
                    }
                }
            });
        }
        spec.args = args;
        Ok(spec)
    }
}

use ArgFrom::{CbF32, CbU32, Uav};

/// Every pair, in table order.
pub fn pairs() -> Vec<Pair> {
    let peer = |name: &'static str,
                args: &'static [ArgFrom],
                tolerance_ulp: u32,
                covers: &'static str| Pair {
        name,
        il: (format!("corpus/compute/{name}.il")),
        cl: (format!("peers/{name}.cl")),
        launch: (format!("corpus/compute/{name}.launch.json")),
        args,
        tolerance_ulp,
        covers,
    };
    let corpus = |name: &'static str,
                  args: &'static [ArgFrom],
                  tolerance_ulp: u32,
                  covers: &'static str| Pair {
        cl: (format!("bench/{name}.cl")),
        ..peer(name, args, tolerance_ulp, covers)
    };
    let new = |name: &'static str,
               args: &'static [ArgFrom],
               tolerance_ulp: u32,
               covers: &'static str| Pair {
        il: (format!("bench/{name}.il")),
        cl: (format!("bench/{name}.cl")),
        launch: (format!("bench/{name}.launch.json")),
        ..peer(name, args, tolerance_ulp, covers)
    };
    const U01: &[ArgFrom] = &[Uav(0), Uav(1)];
    vec![
        peer("cmov_logical", U01, 0, "integer selects, vec4 loads"),
        peer(
            "float_arith",
            U01,
            2,
            "float arithmetic, dot products, clamp",
        ),
        peer("int_ops", U01, 0, "integer arithmetic and compares"),
        peer(
            "loop_break",
            U01,
            0,
            "divergent variable trip count, breaks",
        ),
        peer(
            "matmul_tiled",
            &[Uav(0), Uav(1), Uav(2)],
            2,
            "LDS tiling, 2D ids, 8-trip loops",
        ),
        peer("nested_if", U01, 0, "divergent nested if/else"),
        peer("reduce_sum_lds", U01, 0, "LDS reduction, barriers"),
        peer(
            "saxpy",
            &[CbF32(0, 0), Uav(0), Uav(1)],
            1,
            "float multiply-add, constant buffer",
        ),
        peer("udiv_umod", U01, 0, "integer division"),
        peer("vector_add", &[Uav(0), Uav(1), Uav(2)], 0, "streaming"),
        peer(
            "vector_add_vec4",
            &[Uav(0), Uav(1), Uav(2)],
            0,
            "vec4 streaming",
        ),
        peer(
            "while_continue",
            &[Uav(0), Uav(1), Uav(2)],
            0,
            "divergent loop with continue",
        ),
        corpus(
            "doubles",
            &[Uav(0), Uav(1), Uav(2)],
            1,
            "doubles: add, mul, fma, divide",
        ),
        corpus("indexed_temps", U01, 0, "indexed temps, dynamic index"),
        corpus("prefix_sum", U01, 0, "LDS scan, divergent steps"),
        corpus("subroutines", U01, 0, "subroutines, conditional calls"),
        corpus("thread_ids", &[Uav(0)], 0, "3D ids, flat ids"),
        new("const_loop", U01, 4, "constant trip count (8), float"),
        new("ids_2d", U01, 0, "2D ids"),
        new("ids_3d", U01, 0, "3D ids"),
        new(
            "loop_carried",
            U01,
            0,
            "loop-carried copies, divergent trip count",
        ),
        new("private_lookup", U01, 0, "private array, dynamic index"),
        new(
            "var_loop",
            &[CbU32(0, 0), Uav(0), Uav(1)],
            0,
            "uniform variable trip count, loads in a loop",
        ),
    ]
}

/// Runs a command; its stdout, or its stderr as the error.
fn run(cmd: &mut Command) -> Result<String, String> {
    let o = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    if o.status.success() {
        String::from_utf8(o.stdout).map_err(|e| format!("{cmd:?}: {e}"))
    } else {
        Err(format!(
            "{cmd:?} failed:\n{}",
            String::from_utf8_lossy(&o.stderr)
        ))
    }
}

/// The clang side of a pair: the code object (`clang-14` [`COMMON_FLAGS`] [`GFX900_FLAGS`]
/// `-c`, then `ld.lld-14 -shared`) and the assembly of the same compilation (`-S`), cached
/// in the system temporary directory under a hash of the sources and the recipe.
pub fn build_clang(cl: &Path) -> Result<(Vec<u8>, String), String> {
    let source = std::fs::read(cl).map_err(|e| format!("{}: {e}", cl.display()))?;
    let tests = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut headers = Vec::new();
    for h in ["bench/bench_cl.h", "peers/peer_cl.h"] {
        headers.push(std::fs::read(tests.join(h)).map_err(|e| format!("{h}: {e}"))?);
    }
    let mut h = DefaultHasher::new();
    (&source, &headers, COMMON_FLAGS, GFX900_FLAGS, CLANG, LLD).hash(&mut h);
    let stem = cl
        .file_stem()
        .and_then(|s| s.to_str())
        .ok_or_else(|| format!("{}: bad file name", cl.display()))?;
    let dir = std::env::temp_dir().join("ilc-bench-kernels");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let base = dir.join(format!("{stem}-{:016x}", h.finish()));
    let (co, asm) = (base.with_extension("co"), base.with_extension("s"));
    if !(co.exists() && asm.exists()) {
        let unique = crate::opencl::unique_stem(stem);
        let (obj, tmp_co, tmp_s) = (
            dir.join(format!("{unique}.o")),
            dir.join(format!("{unique}.co")),
            dir.join(format!("{unique}.s")),
        );
        let clang = || {
            let mut c = Command::new(CLANG);
            c.args(COMMON_FLAGS).args(GFX900_FLAGS).arg(cl);
            c
        };
        run(clang().arg("-c").arg("-o").arg(&obj))?;
        run(clang().arg("-S").arg("-o").arg(&tmp_s))?;
        run(Command::new(LLD)
            .arg("-shared")
            .arg(&obj)
            .arg("-o")
            .arg(&tmp_co))?;
        let _ = std::fs::remove_file(&obj);
        std::fs::rename(&tmp_s, &asm).map_err(|e| format!("{}: {e}", asm.display()))?;
        std::fs::rename(&tmp_co, &co).map_err(|e| format!("{}: {e}", co.display()))?;
    }
    let bytes = std::fs::read(&co).map_err(|e| format!("{}: {e}", co.display()))?;
    let text = std::fs::read_to_string(&asm).map_err(|e| format!("{}: {e}", asm.display()))?;
    Ok((bytes, text))
}

/// Figures of one side of a pair.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideFigures {
    /// Simulated cycles of the whole launch (`runtime_sim::vega::Stats::cycles`).
    pub cycles: u64,
    /// Executed wave-instructions.
    pub wave_instructions: u64,
    /// Static machine instructions.
    pub instructions: u32,
    /// VGPRs.
    pub vgprs: u32,
    /// SGPRs (clang: LLVM's `NumSgprs`, VCC included; ilc: highest SGPR + 1, no VCC used).
    pub sgprs: u32,
}

/// Both sides of a pair, measured.
#[derive(Clone, Debug, PartialEq)]
pub struct PairFigures {
    /// The pair's name.
    pub name: &'static str,
    /// ilc's figures.
    pub ilc: SideFigures,
    /// clang's figures.
    pub clang: SideFigures,
}

impl PairFigures {
    /// ilc / clang simulated cycles.
    pub fn cycle_ratio(&self) -> f64 {
        self.ilc.cycles as f64 / self.clang.cycles.max(1) as f64
    }
}

/// Checks `actual` against the host's output under the pair's tolerance.
fn check(pair: &Pair, side: &str, host: &Output, actual: &Output) -> Result<(), String> {
    let mismatches = compare(host, actual, pair.tolerance_ulp);
    if mismatches.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}: {side} differs from the host in {} words, first: {:?}",
            pair.name,
            mismatches.len(),
            &mismatches[..mismatches.len().min(4)]
        ))
    }
}

/// The host's output of a pair (its OpenCL C source run natively).
pub fn host_output(pair: &Pair, spec: &LaunchSpec) -> Result<Output, String> {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cl = pair.cl_path();
    let cl_dir = cl
        .parent()
        .map(Path::to_path_buf)
        .ok_or_else(|| format!("{}: no directory", cl.display()))?;
    run_c_on_host(
        pair.name,
        &["bench_cl.h"],
        &[
            cl_dir,
            tests.join("bench"),
            tests.join("kernels").join("host"),
            tests.join("kernels"),
        ],
        spec,
    )
}

/// Compiles both sides of a pair, runs both on the Vega simulator with the same launch,
/// checks both against the host and returns the figures.
pub fn measure(pair: &Pair) -> Result<PairFigures, String> {
    let spec = pair.launch_spec()?;
    let host = host_output(pair, &spec)?;
    // ilc.
    let il_path = pair.il_path();
    let text =
        std::fs::read_to_string(&il_path).map_err(|e| format!("{}: {e}", il_path.display()))?;
    let program = ilc::cli::load_text(&text)
        .map_err(|d| d.render_text(&il_path.display().to_string(), &text))?;
    let compiled = ilc::compile_program(&program, ilc::Target::Vega, &ilc::Options::default())
        .map_err(|e| format!("{}: ilc: {e:?}", pair.name))?;
    let (ilc_out, ilc_run) = compiled
        .run_timed(&spec)
        .map_err(|e| format!("{}: ilc's code: {e:?}", pair.name))?;
    check(pair, "ilc", &host, &ilc_out)?;
    let ilc::RunStats::Vega(ilc_run) = ilc_run else {
        return Err(format!(
            "{}: the Vega run gave another target's figures",
            pair.name
        ));
    };
    let ilc = SideFigures {
        cycles: ilc_run.cycles,
        wave_instructions: ilc_run.total(),
        instructions: compiled.stats().instructions,
        vgprs: compiled.vgprs(),
        sgprs: compiled.sgprs(),
    };
    // clang.
    let (bytes, asm) = build_clang(&pair.cl_path())?;
    let object = runtime_sim::codeobj::CodeObject::parse(&bytes)
        .map_err(|e| format!("{}: clang's code object: {e}", pair.name))?;
    let (clang_out, clang_run) = runtime_sim::vega::run_code_object(
        &object,
        pair.name,
        &spec,
        &runtime_sim::vega::Options::timed(),
    )
    .map_err(|e| format!("{}: clang's code: {e}", pair.name))?;
    check(pair, "clang", &host, &clang_out)?;
    let peer = crate::peers::parse_gfx900_asm(&asm).map_err(|e| format!("{}: {e}", pair.name))?;
    let clang = SideFigures {
        cycles: clang_run.cycles,
        wave_instructions: clang_run.total(),
        instructions: peer.instructions,
        vgprs: peer.vgprs,
        sgprs: peer.sgprs,
    };
    Ok(PairFigures {
        name: pair.name,
        ilc,
        clang,
    })
}

/// Geometric mean of positive ratios (1 for an empty list).
pub fn geomean(ratios: &[f64]) -> f64 {
    if ratios.is_empty() {
        return 1.0;
    }
    (ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64).exp()
}

/// The markdown table of `docs/performance.md` ("Simulated cycles against clang").
pub fn markdown_table(rows: &[PairFigures]) -> String {
    use std::fmt::Write as _;
    let ratio = |a: u64, b: u64| a as f64 / b.max(1) as f64;
    let mut out = String::new();
    out.push_str("| pair | ilc cycles | clang cycles | ratio | ilc wave-insts | clang | ratio | ilc insts | clang | ilc VGPRs | clang | ilc SGPRs | clang |\n");
    out.push_str("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    let (mut cycles, mut dynamic, mut statics) = (Vec::new(), Vec::new(), Vec::new());
    for r in rows {
        let (i, c) = (&r.ilc, &r.clang);
        let cr = r.cycle_ratio();
        let dr = ratio(i.wave_instructions, c.wave_instructions);
        cycles.push(cr);
        dynamic.push(dr);
        statics.push(ratio(u64::from(i.instructions), u64::from(c.instructions)));
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {:.2} | {} | {} | {:.2} | {} | {} | {} | {} | {} | {} |",
            r.name,
            i.cycles,
            c.cycles,
            cr,
            i.wave_instructions,
            c.wave_instructions,
            dr,
            i.instructions,
            c.instructions,
            i.vgprs,
            c.vgprs,
            i.sgprs,
            c.sgprs
        );
    }
    let worst = rows
        .iter()
        .max_by(|a, b| a.cycle_ratio().total_cmp(&b.cycle_ratio()));
    let _ = writeln!(
        out,
        "\nGeometric means ilc/clang over {} pairs: simulated cycles **{:.3}**, wave-instructions {:.3}, static instructions {:.3}; worst cycle ratio {}.",
        rows.len(),
        geomean(&cycles),
        geomean(&dynamic),
        geomean(&statics),
        worst.map_or("-".to_string(), |w| format!("`{}` {:.2}", w.name, w.cycle_ratio()))
    );
    out
}
