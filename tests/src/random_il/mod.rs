//! Seeded random AMD IL compute programs for differential tests, with shrinking.
//!
//! [`generate`] turns a seed and a [`Features`] set into IL text and a launch: an `il_cs`
//! program over a fixed register layout ([`ast`]) whose statements are integer and float
//! arithmetic, conversions, nested `if`/`else`, `whileloop`s with `break`/`continue`
//! (bounded trip counts: the counter is tested and incremented at the top of every
//! iteration, so every program terminates), `switch` with fall-through, indexed temps
//! (`x0[]`, `x1[]`), UAV and `cb0` loads, LDS exchanges and atomics with barriers, and UAV
//! atomics. At the end every lane writes all its variables to its own slots of the output
//! (UAV 1, or `g[]` without UAVs), so every computed value is observed.
//!
//! Well-formedness by construction:
//! - every register, indexed temp, LDS word and output slot is written before it is read
//!   (the prologue initialises them), so no result depends on undefined initial contents;
//! - indices are masked into range (`(v & 3) + k` for `x#[8]`, `v & 15` for the input);
//! - barriers (`fence_threads_lds`) appear only at the top level, never under divergent
//!   control flow; LDS is race-free: a lane writes only its own word before a barrier and
//!   reads others' only after it, and every LDS phase ends with a barrier;
//! - UAV stores go only to the lane's own slots; shared memory is changed only by
//!   commutative non-returning atomics (UAV 2, LDS), so results do not depend on lane order;
//! - `break`/`continue` appear only where the innermost breakable construct is a loop
//!   (inside a `switch` they would leave the switch).
//!
//! Floats (bit-exact comparison must be meaningful on real hardware too): float variables
//! start from inputs in ±1000 (and values near the smallest normals, so products flush to
//! zero), and every operation that can leave the range (`add`, `sub`, `mul`, `mad`,
//! `itof`, `utof`, `_x2`) is followed by `max`/`min` with ±2^20. So no infinity or NaN ever
//! appears, `0 * inf` (IL's legacy multiply) cannot arise, and the operations used are the
//! correctly rounded IEEE ones (plus exact rounding, min/max, selects, compares and
//! in-range conversions), which every implementation computes identically once denormals
//! are flushed as the IL requires. `mad` is IL's unfused multiply-add. Operations that
//! implementations approximate differently (`div`, `sqrt`, `rsq`, `exp`, `log`, `sin`,
//! `cos`, `frc`) appear only with [`Features::inexact_float`], for comparisons of two
//! implementations of the IL's own definitions (interpreter against IR evaluator). With
//! [`Features::float_div`] (the R600 set), `div` (with its `_zeroop` modes) and `mod` by a
//! variable write only their own division records (operands and result, output slots after
//! the variables), so exactly those result words may carry a division's error; [`division`]
//! compares them within the documented tolerance and everything else bit for bit.
//!
//! [`graphics`] is the graphics preset: pixel and vertex shaders with textures, render
//! targets, interpolants, discard and derivatives (its own generator, without shrinking).
//!
//! [`check_many`] runs many seeds through a check and, on the first failure, shrinks the
//! program ([`shrink`]: drops statements, unwraps control flow, simplifies operands and
//! the launch) while the check still fails, writes the small IL file and its launch to
//! `$ILC_RANDOM_OUT` (default: the system temp directory) and reports it.

pub mod ast;
pub mod division;
mod emit;
mod gen;
pub mod graphics;
pub mod rng;
mod shrink;

use runtime_sim::launch::LaunchSpec;
use std::path::PathBuf;

/// Which IL features generated programs may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// Raw UAVs: input in UAV 0, output in UAV 1. Without: input in `cb0`, output in `g[]`.
    pub uav: bool,
    /// Input loads from `cb0` with relative addressing (always used without `uav`).
    pub cb: bool,
    /// LDS exchanges with barriers.
    pub lds: bool,
    /// Non-returning atomics (UAV 2 with `uav`; LDS with `lds`).
    pub atomics: bool,
    /// Indexed temps `x0[]`, `x1[]`.
    pub indexed_temps: bool,
    /// `udiv` / `umod` (division by zero included).
    pub int_div: bool,
    /// Float operations implementations may approximate differently (see the module doc).
    pub inexact_float: bool,
    /// Float `div` (with `_zeroop` modes) and `mod` by variables, whose results go only to
    /// the division records (see [`division`]): the one inexact operation the R600 back end
    /// lowers (`RECIP_IEEE` + `MUL_IEEE`), compared within its documented tolerance.
    pub float_div: bool,
    /// Loops with `break`/`continue`.
    pub loops: bool,
    /// `switch` with fall-through.
    pub switch: bool,
    /// Source modifiers (`_neg`, `_abs`) and destination modifiers (`_sat`, `_x2`, `_d2`).
    pub modifiers: bool,
    /// Largest number of statements (the prologue and epilogue not counted).
    pub max_statements: usize,
    /// Deepest nesting of control flow.
    pub max_depth: usize,
}

impl Features {
    /// Everything, including inexact float operations (interpreter against IR evaluator).
    pub fn all() -> Features {
        Features {
            uav: true,
            cb: true,
            lds: true,
            atomics: true,
            indexed_temps: true,
            int_div: true,
            inexact_float: true,
            float_div: false,
            loops: true,
            switch: true,
            modifiers: true,
            max_statements: 40,
            max_depth: 3,
        }
    }

    /// Everything whose results are bit-exact on hardware (the GCN backend's set).
    pub fn gcn() -> Features {
        Features {
            inexact_float: false,
            ..Features::all()
        }
    }

    /// What an R6xx part runs: no UAVs (input from `cb0`, output to `g[]`), no LDS, no
    /// atomics, bit-exact floats only but for the recorded float divisions.
    pub fn r600() -> Features {
        Features {
            uav: false,
            lds: false,
            atomics: false,
            float_div: true,
            ..Features::gcn()
        }
    }
}

/// One generated test case.
#[derive(Clone, Debug)]
pub struct Case {
    /// The seed it was generated from.
    pub seed: u64,
    /// IL source text.
    pub il: String,
    /// Launch file text (JSON).
    pub launch_json: String,
    /// The parsed launch.
    pub launch: LaunchSpec,
}

/// Generates the program of `seed`: IL text and its launch.
pub fn generate(seed: u64, features: &Features) -> (String, LaunchSpec) {
    let case = generate_case(seed, features);
    (case.il, case.launch)
}

/// Generates the program of `seed` with its launch file text.
pub fn generate_case(seed: u64, features: &Features) -> Case {
    let program = gen::program(seed, features);
    case_of(seed, &program)
}

fn case_of(seed: u64, program: &gen::Program) -> Case {
    let (il, launch_json) = emit::emit(program);
    let launch = LaunchSpec::parse(&launch_json, "random.launch.json")
        .unwrap_or_else(|e| panic!("generator produced an invalid launch: {e}"));
    Case {
        seed,
        il,
        launch_json,
        launch,
    }
}

/// The seed of case `index` of a run with base seed `seed`.
pub fn case_seed(seed: u64, index: usize) -> u64 {
    seed.wrapping_mul(0x1000_0000_01b3)
        .wrapping_add(index as u64)
}

/// Where failing programs are written: `$ILC_RANDOM_OUT` or the system temp directory.
pub fn output_dir() -> PathBuf {
    std::env::var_os("ILC_RANDOM_OUT")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join("ilc-random"))
}

/// Runs `check` on `n` programs (seeds [`case_seed`]`(seed, 0..n)`). On the first failure
/// the program is shrunk while `check` still fails; the small program is written to
/// [`output_dir`] as `random-<seed>.il` and `.launch.json`, and the error names the seed,
/// the files, the failure and the small program's text. Returns the number of programs run.
pub fn check_many<F>(n: usize, seed: u64, features: &Features, check: F) -> Result<usize, String>
where
    F: Fn(&str, &LaunchSpec) -> Result<(), String>,
{
    for index in 0..n {
        let case_seed = case_seed(seed, index);
        let program = gen::program(case_seed, features);
        let case = case_of(case_seed, &program);
        if let Err(first) = check(&case.il, &case.launch) {
            let small = shrink::shrink(program, |p| {
                let c = case_of(case_seed, p);
                check(&c.il, &c.launch).is_err()
            });
            let small_case = case_of(case_seed, &small);
            let message = check(&small_case.il, &small_case.launch)
                .err()
                .unwrap_or_else(|| first.clone());
            let dir = output_dir();
            let il_path = dir.join(format!("random-{case_seed}.il"));
            let launch_path = dir.join(format!("random-{case_seed}.launch.json"));
            let written = std::fs::create_dir_all(&dir)
                .and_then(|_| std::fs::write(&il_path, &small_case.il))
                .and_then(|_| std::fs::write(&launch_path, &small_case.launch_json));
            let where_ = match written {
                Ok(()) => format!("{} and {}", il_path.display(), launch_path.display()),
                Err(e) => format!("(could not write to {}: {e})", dir.display()),
            };
            return Err(format!(
                "random program {index} (seed {case_seed}) failed after {index} passing: \
                 {first}\nshrunk to {where_}: {message}\n{}",
                small_case.il
            ));
        }
    }
    Ok(n)
}
