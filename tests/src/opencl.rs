//! Building OpenCL C test kernels into gfx900 code objects with clang-14 and lld-14, and the
//! launch and host-computed expected output of each kernel (for the Vega simulator).
//!
//! Every kernel lives in `tests/kernels/NAME.cl`, defines one kernel called `NAME`, and
//! includes `ilc_cl.h` (the self-contained work-item and math built-ins); the recipe is
//! [`CLANG_FLAGS`] then `ld.lld-14 -shared` (see `docs/opencl-kernels.md`); every kernel is
//! also run from the relocatable object of `clang -c` alone. Built objects are cached in the
//! system temporary directory under a hash of the sources and the recipe.
//!
//! The host references are written from the kernels' C semantics with Rust's IEEE arithmetic
//! (`-ffp-contract=off` and correctly rounded division keep them bit-exact; only
//! `native_math` needs a tolerance).

use runtime_sim::launch::LaunchSpec;
use runtime_sim::output::Output;
use serde_json::{json, Value};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The OpenCL compiler.
pub const CLANG: &str = "clang-14";
/// The linker that turns the relocatable object into a code object.
pub const LLD: &str = "ld.lld-14";
/// Compiler flags of the recipe (the source file, `-c` and `-o` follow).
pub const CLANG_FLAGS: [&str; 10] = [
    "-cl-std=CL1.2",
    "-cl-no-stdinc",
    "-target",
    "amdgcn-amd-amdhsa",
    "-mcpu=gfx900",
    "-O2",
    "-nogpulib",
    "-ffp-contract=off",
    "-cl-fp32-correctly-rounded-divide-sqrt",
    "-Werror",
];

/// Directory of the OpenCL sources (`tests/kernels`).
pub fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels")
}

/// Names of all kernels (the `.cl` files), sorted.
pub fn kernel_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(kernels_dir())
        .map(|entries| {
            entries
                .flatten()
                .filter_map(|e| {
                    let p = e.path();
                    (p.extension()? == "cl").then(|| p.file_stem()?.to_str().map(str::to_string))?
                })
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// Whether `tool` can be run (`tool --version` succeeds).
pub fn tool_available(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// True when every tool in `tools` can be run. Otherwise a failure when `CI=true` (an
/// oracle must never be silently skipped there), else `false` with a note naming `what`
/// is skipped.
pub fn tools_present(tools: &[&str], what: &str) -> bool {
    let missing: Vec<&str> = tools
        .iter()
        .copied()
        .filter(|t| !tool_available(t))
        .collect();
    if missing.is_empty() {
        return true;
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "CI=true but these tools are missing: {missing:?}"
    );
    eprintln!("note: skipping {what}, missing {missing:?}");
    false
}

/// Compiles and links `tests/kernels/NAME.cl` into a code object; returns its path. Results
/// are cached by a hash of the source, the headers and the recipe.
pub fn build_kernel(name: &str) -> Result<PathBuf, String> {
    build(name, true)
}

/// Compiles `tests/kernels/NAME.cl` into a relocatable object (`clang -c`, not linked: its
/// relocations are still to be applied); returns its path, cached like [`build_kernel`].
pub fn build_kernel_object(name: &str) -> Result<PathBuf, String> {
    build(name, false)
}

/// The recipe, up to `clang -c` (`linked` false) or through `ld.lld -shared`.
fn build(name: &str, linked: bool) -> Result<PathBuf, String> {
    let dir = kernels_dir();
    let src = dir.join(format!("{name}.cl"));
    let source = std::fs::read(&src).map_err(|e| format!("{}: {e}", src.display()))?;
    let mut headers = Vec::new();
    for header in ["ilc_cl.h", "ilc_cl_common.h"] {
        headers.push(std::fs::read(dir.join(header)).map_err(|e| format!("{header}: {e}"))?);
    }
    let mut h = DefaultHasher::new();
    (&source, &headers, CLANG_FLAGS, CLANG, LLD).hash(&mut h);
    let out_dir = std::env::temp_dir().join("ilc-opencl-kernels");
    std::fs::create_dir_all(&out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    let extension = if linked { "co" } else { "o" };
    let out = out_dir.join(format!("{name}-{:016x}.{extension}", h.finish()));
    if out.exists() {
        return Ok(out);
    }
    // Build under unique names, then rename: concurrent tests may build the same kernel.
    let unique = unique_stem(name);
    let obj = out_dir.join(format!("{unique}.o"));
    let tmp = out_dir.join(format!("{unique}.co"));
    run(Command::new(CLANG)
        .args(CLANG_FLAGS)
        .arg("-c")
        .arg(&src)
        .arg("-o")
        .arg(&obj))?;
    let built = if linked {
        run(Command::new(LLD)
            .arg("-shared")
            .arg(&obj)
            .arg("-o")
            .arg(&tmp))?;
        let _ = std::fs::remove_file(&obj);
        tmp
    } else {
        obj
    };
    std::fs::rename(&built, &out).map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(out)
}

/// Runs a command; its stderr becomes the error.
fn run(cmd: &mut Command) -> Result<(), String> {
    let o = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    if o.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{cmd:?} failed:\n{}",
            String::from_utf8_lossy(&o.stderr)
        ))
    }
}

/// Runs a kernel's OpenCL C source natively on the host (`tests/kernels/host/ilc_cl_host.h`:
/// one thread per work-item, one work-group at a time) and returns every UAV afterwards. This
/// is an independent check of the Rust references: the same C source, compiled for the host.
pub fn run_on_host(case: &KernelCase) -> Result<Output, String> {
    let spec = case.launch_spec()?;
    let kernels = kernels_dir();
    run_c_on_host(
        case.name,
        &[],
        &[kernels.join("host"), kernels.clone()],
        &spec,
    )
}

/// A file stem no other process or thread uses at the same time: `name`, the process id and
/// the thread id, kept to characters safe in file names (concurrent tests build the same
/// kernel under unique names, then rename).
pub fn unique_stem(name: &str) -> String {
    format!(
        "{name}-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    )
    .chars()
    .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
    .collect()
}

/// Runs kernel `name` of OpenCL C source `{name}.cl` (found on `include_dirs`) natively on the
/// host for `spec`, as [`run_on_host`] does; `preludes` are headers included after
/// `ilc_cl_host.h` and before the source (e.g. the benchmark's peer macros). `include_dirs`
/// must make `ilc_cl_host.h`, the preludes and the source reachable.
pub fn run_c_on_host(
    name: &str,
    preludes: &[&str],
    include_dirs: &[PathBuf],
    spec: &LaunchSpec,
) -> Result<Output, String> {
    let dir = std::env::temp_dir().join("ilc-opencl-host");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let unique = unique_stem(name);
    let src = dir.join(format!("{unique}.c"));
    let exe = dir.join(unique);
    std::fs::write(&src, host_driver(name, preludes, spec))
        .map_err(|e| format!("{}: {e}", src.display()))?;
    let mut cmd = Command::new(CLANG);
    cmd.args(["-x", "c", "-std=gnu11", "-O1", "-ffp-contract=off", "-w"]);
    for d in include_dirs {
        cmd.arg("-I").arg(d);
    }
    run(cmd.arg(&src).arg("-o").arg(&exe).args(["-lpthread", "-lm"]))?;
    let out = Command::new(&exe)
        .output()
        .map_err(|e| format!("{}: {e}", exe.display()));
    let _ = std::fs::remove_file(&src);
    let _ = std::fs::remove_file(&exe);
    let out = out?;
    if !out.status.success() {
        return Err(format!(
            "{} on the host failed: {}",
            name,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let mut result = Output::default();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let mut fields = line.split_whitespace();
        if fields.next() != Some("uav") {
            continue;
        }
        let numbers: Result<Vec<u32>, _> = fields.map(str::parse::<u32>).collect();
        let numbers =
            numbers.map_err(|e| format!("{}: bad host output line {line:?}: {e}", name))?;
        if let Some((&id, words)) = numbers.split_first() {
            result.uavs.insert(id, words.to_vec());
        }
    }
    Ok(result)
}

/// The C driver of [`run_on_host`]: the launch's buffers as static arrays, its arguments as
/// constants, a thread per work-item, and the buffers printed as `uav ID WORD...` lines.
fn host_driver(name: &str, preludes: &[&str], spec: &LaunchSpec) -> String {
    use runtime_sim::launch::KernelArg;
    use std::fmt::Write as _;
    let (gl, gr) = (spec.global, spec.group);
    let dims = if gl[2] > 1 || gr[2] > 1 {
        3
    } else if gl[1] > 1 || gr[1] > 1 {
        2
    } else {
        1
    };
    let group_size: u32 = gr.iter().product();
    let mut c = String::new();
    let _ = writeln!(c, "#include \"ilc_cl_host.h\"\n#include <stdio.h>");
    for prelude in preludes {
        let _ = writeln!(c, "#include \"{prelude}\"");
    }
    let _ = writeln!(c, "#include \"{name}.cl\"");
    let _ = writeln!(c, "__thread size_t ilc_local_id[3];");
    let _ = writeln!(
        c,
        "size_t ilc_group_id[3], ilc_local_size[3] = {{{}, {}, {}}}, ilc_global_size[3] = {{{}, {}, {}}};",
        gr[0], gr[1], gr[2], gl[0], gl[1], gl[2]
    );
    let _ = writeln!(
        c,
        "uint ilc_work_dim = {dims};\npthread_barrier_t ilc_group_barrier;"
    );
    for (id, words) in &spec.uavs {
        let list: Vec<String> = words.iter().map(u32::to_string).collect();
        // One spare word keeps empty buffers legal C.
        let _ = writeln!(
            c,
            "static uint ilc_uav_{id}[{} + 1] = {{{}}};",
            words.len(),
            list.join(",")
        );
    }
    let args: Vec<String> = spec
        .args
        .iter()
        .map(|a| match *a {
            KernelArg::Uav(n) => format!("(void *)ilc_uav_{n}"),
            KernelArg::U32(v) => format!("{v}u"),
            KernelArg::I32(v) => format!("({v})"),
            KernelArg::F32(v) => format!("__builtin_bit_cast(float, {}u)", v.to_bits()),
            KernelArg::U64(v) => format!("{v}ull"),
            KernelArg::I64(v) => format!("(long)({v}ull)", v = v as u64),
            KernelArg::F64(v) => format!("__builtin_bit_cast(double, {}ull)", v.to_bits()),
        })
        .collect();
    let _ = writeln!(
        c,
        "static void *ilc_item(void *arg) {{\n  size_t f = (size_t)arg;\n  ilc_local_id[0] = f % {x};\n  ilc_local_id[1] = f / {x} % {y};\n  ilc_local_id[2] = f / ({x} * {y});\n  {name}({args});\n  return 0;\n}}",
        x = gr[0],
        y = gr[1],
        args = args.join(", ")
    );
    let _ = writeln!(
        c,
        "int main(void) {{\n  static pthread_t threads[{group_size}];\n  pthread_attr_t attr;\n  pthread_attr_init(&attr);\n  pthread_attr_setstacksize(&attr, 1 << 18);"
    );
    let _ = writeln!(
        c,
        "  for (size_t z = 0; z < {}; z++) for (size_t y = 0; y < {}; y++) for (size_t x = 0; x < {}; x++) {{",
        gl[2] / gr[2],
        gl[1] / gr[1],
        gl[0] / gr[0]
    );
    let _ = writeln!(
        c,
        "    ilc_group_id[0] = x; ilc_group_id[1] = y; ilc_group_id[2] = z;\n    pthread_barrier_init(&ilc_group_barrier, 0, {group_size});\n    for (size_t i = 0; i < {group_size}; i++)\n      if (pthread_create(&threads[i], &attr, ilc_item, (void *)i)) return 1;\n    for (size_t i = 0; i < {group_size}; i++) pthread_join(threads[i], 0);\n    pthread_barrier_destroy(&ilc_group_barrier);\n  }}"
    );
    for (id, words) in &spec.uavs {
        let _ = writeln!(
            c,
            "  printf(\"uav {id}\");\n  for (size_t i = 0; i < {}; i++) printf(\" %u\", ilc_uav_{id}[i]);\n  printf(\"\\n\");",
            words.len()
        );
    }
    c.push_str("  return 0;\n}\n");
    c
}

/// One kernel with its launch and host reference.
pub struct KernelCase {
    /// Kernel (and file) name.
    pub name: &'static str,
    /// The launch file contents.
    pub launch: Value,
    /// Computes the expected output from the parsed launch.
    pub reference: fn(&LaunchSpec) -> Output,
}

impl KernelCase {
    /// The parsed launch.
    pub fn launch_spec(&self) -> Result<LaunchSpec, String> {
        LaunchSpec::parse(
            &self.launch.to_string(),
            &format!("{}.launch.json", self.name),
        )
        .map_err(|e| e.to_string())
    }

    /// The expected output (all UAVs after the run).
    pub fn expected(&self) -> Result<Output, String> {
        Ok((self.reference)(&self.launch_spec()?))
    }
}

/// A small deterministic generator (xorshift32) for kernel inputs.
struct Rng(u32);

impl Rng {
    fn next(&mut self) -> u32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        x
    }
    fn u32s(&mut self, n: usize) -> Vec<u32> {
        (0..n).map(|_| self.next()).collect()
    }
    /// Integers in `lo..=hi`.
    fn ints(&mut self, n: usize, lo: i32, hi: i32) -> Vec<i32> {
        let span = (i64::from(hi) - i64::from(lo) + 1) as u64;
        (0..n)
            .map(|_| (i64::from(lo) + (u64::from(self.next()) % span) as i64) as i32)
            .collect()
    }
    /// Floats in `[lo, hi)` with 24 random bits.
    fn floats(&mut self, n: usize, lo: f32, hi: f32) -> Vec<f32> {
        (0..n)
            .map(|_| lo + (hi - lo) * ((self.next() >> 8) as f32 / 16_777_216.0))
            .collect()
    }
}

fn f32s(words: &[u32]) -> Vec<f32> {
    words.iter().map(|&w| f32::from_bits(w)).collect()
}

fn u64s(words: &[u32]) -> Vec<u64> {
    words
        .chunks_exact(2)
        .map(|p| u64::from(p[0]) | (u64::from(p[1]) << 32))
        .collect()
}

fn u64_words(values: impl IntoIterator<Item = u64>) -> Vec<u32> {
    values
        .into_iter()
        .flat_map(|v| [v as u32, (v >> 32) as u32])
        .collect()
}

/// The input buffer `id` of a launch (empty if missing).
fn uav(spec: &LaunchSpec, id: u32) -> Vec<u32> {
    spec.uavs.get(&id).cloned().unwrap_or_default()
}

/// The output: every UAV of the launch, with `changes` replacing some of them.
fn output(spec: &LaunchSpec, changes: Vec<(u32, Vec<u32>)>) -> Output {
    let mut uavs = spec.uavs.clone();
    for (id, words) in changes {
        uavs.insert(id, words);
    }
    Output {
        uavs,
        g: None,
        outputs: Default::default(),
    }
}

fn arg_u32(spec: &LaunchSpec, i: usize) -> u32 {
    match spec.args.get(i) {
        Some(runtime_sim::launch::KernelArg::U32(v)) => *v,
        _ => 0,
    }
}

fn arg_f32(spec: &LaunchSpec, i: usize) -> f32 {
    match spec.args.get(i) {
        Some(runtime_sim::launch::KernelArg::F32(v)) => *v,
        _ => 0.0,
    }
}

/// Float magnitudes at the edges of division: denormals, the ends of the normal range, powers
/// of two where `v_div_scale_f32` changes its scaling, ordinary values; and zero.
fn edge_floats() -> Vec<u64> {
    let mut v: Vec<f32> = vec![0.0, 1.0, 3.0, 0.1, f32::MIN_POSITIVE, f32::MAX];
    v.extend(
        [
            1u32,
            3,
            0x0040_0000,
            0x007f_ffff,
            0x0080_0001,
            0x7f7f_fffe,
            0x3f7f_ffff,
        ]
        .map(f32::from_bits),
    );
    for e in [-149, -127, -126, -105, -104, -64, 63, 64, 95, 96, 126, 127] {
        v.push(2f32.powi(e));
        v.push(2f32.powi(e) * 1.5);
    }
    v.into_iter().map(|x| u64::from(x.to_bits())).collect()
}

/// Double magnitudes at the edges of division, as [`edge_floats`].
fn edge_doubles() -> Vec<u64> {
    let mut v: Vec<f64> = vec![0.0, 1.0, 3.0, 0.1, f64::MIN_POSITIVE, f64::MAX];
    v.extend([1u64, 0x0008_0000_0000_0000, 0x000f_ffff_ffff_ffff].map(f64::from_bits));
    for e in [
        -1074, -1023, -1022, -969, -968, -128, 127, 767, 768, 1022, 1023,
    ] {
        v.push(2f64.powi(e));
        v.push(2f64.powi(e) * 1.5);
    }
    v.into_iter().map(f64::to_bits).collect()
}

/// Every (dividend, divisor) pair of `magnitudes` (bit patterns of floats or doubles, whose
/// sign bit is `sign`), with the dividend or the divisor negated in turn; `0 / 0` left out
/// (its NaN's sign is the host's).
fn edge_pairs<T: TryFrom<u64>>(magnitudes: &[u64], sign: u64) -> (Vec<T>, Vec<T>) {
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &x in magnitudes {
        for &y in magnitudes {
            if x == 0 && y == 0 {
                continue;
            }
            for (p, q) in [(x, y), (x | sign, y), (x, y | sign)] {
                if let (Ok(p), Ok(q)) = (T::try_from(p), T::try_from(q)) {
                    a.push(p);
                    b.push(q);
                }
            }
        }
    }
    (a, b)
}

/// Every kernel with its launch and reference, in name order.
pub fn cases() -> Vec<KernelCase> {
    let mut r = Rng(0x1234_5678);
    let mut v = vec![
        KernelCase {
            name: "vadd",
            launch: json!({"global":[256], "group":[64],
                "uavs":{"0":{"f32":r.floats(256, -100.0, 100.0)}, "1":{"f32":r.floats(256, -100.0, 100.0)}, "2":{"zero":256}},
                "args":[{"uav":0},{"uav":1},{"uav":2}]}),
            reference: |s| {
                let (a, b) = (f32s(&uav(s, 0)), f32s(&uav(s, 1)));
                output(
                    s,
                    vec![(
                        2,
                        a.iter().zip(&b).map(|(x, y)| (x + y).to_bits()).collect(),
                    )],
                )
            },
        },
        KernelCase {
            name: "saxpy",
            launch: json!({"global":[256], "group":[64],
                "uavs":{"0":{"f32":r.floats(256, -10.0, 10.0)}, "1":{"f32":r.floats(256, -10.0, 10.0)}},
                "args":[{"u32":200},{"f32":2.5},{"uav":0},{"uav":1}]}),
            reference: |s| {
                let (n, a) = (arg_u32(s, 0) as usize, arg_f32(s, 1));
                let (x, mut y) = (f32s(&uav(s, 0)), f32s(&uav(s, 1)));
                for (yi, xi) in y.iter_mut().zip(&x).take(n) {
                    *yi += a * xi;
                }
                output(s, vec![(1, y.iter().map(|f| f.to_bits()).collect())])
            },
        },
        KernelCase {
            name: "reduce_sum",
            launch: json!({"global":[1024], "group":[256],
                "uavs":{"0":{"i32":r.ints(1024, -1000, 1000)}, "1":{"zero":4}},
                "args":[{"uav":0},{"uav":1}]}),
            reference: |s| {
                let sums = uav(s, 0)
                    .chunks(256)
                    .map(|c| c.iter().fold(0u32, |a, &w| a.wrapping_add(w)))
                    .collect();
                output(s, vec![(1, sums)])
            },
        },
        KernelCase {
            name: "reduce_max",
            launch: json!({"global":[512], "group":[128],
                "uavs":{"0":{"f32":r.floats(512, -1000.0, 1000.0)}, "1":{"zero":4}},
                "args":[{"uav":0},{"uav":1}]}),
            reference: |s| {
                let maxes = f32s(&uav(s, 0))
                    .chunks(128)
                    .map(|c| {
                        c.iter()
                            .copied()
                            .fold(f32::NEG_INFINITY, f32::max)
                            .to_bits()
                    })
                    .collect();
                output(s, vec![(1, maxes)])
            },
        },
        KernelCase {
            name: "matmul",
            launch: json!({"global":[32,32], "group":[16,16],
                "uavs":{"0":{"f32":r.floats(1024, -1.0, 1.0)}, "1":{"f32":r.floats(1024, -1.0, 1.0)}, "2":{"zero":1024}},
                "args":[{"u32":32},{"uav":0},{"uav":1},{"uav":2}]}),
            reference: |s| output(s, vec![(2, matmul_reference(s))]),
        },
        KernelCase {
            name: "matmul_tiled",
            launch: json!({"global":[32,32], "group":[16,16],
                "uavs":{"0":{"f32":r.floats(1024, -1.0, 1.0)}, "1":{"f32":r.floats(1024, -1.0, 1.0)}, "2":{"zero":1024}},
                "args":[{"u32":32},{"uav":0},{"uav":1},{"uav":2}]}),
            // The tiles visit k in the same order as the naive loop.
            reference: |s| output(s, vec![(2, matmul_reference(s))]),
        },
        KernelCase {
            name: "scan",
            launch: json!({"global":[256], "group":[64],
                "uavs":{"0":{"u32":r.ints(256, 0, 100_000)}, "1":{"zero":256}},
                "args":[{"uav":0},{"uav":1}]}),
            reference: |s| {
                let mut out = Vec::new();
                for chunk in uav(s, 0).chunks(64) {
                    let mut acc = 0u32;
                    out.extend(chunk.iter().map(|&w| {
                        acc = acc.wrapping_add(w);
                        acc
                    }));
                }
                output(s, vec![(1, out)])
            },
        },
        KernelCase {
            name: "global_offset",
            launch: json!({"global":[256], "group":[64],
                "uavs":{"0":{"zero":256}}, "args":[{"uav":0},{"u32":3}]}),
            // Global offsets are 0 in every dispatch.
            reference: |s| {
                let scale = arg_u32(s, 1);
                output(
                    s,
                    vec![(0, (0..256u32).map(|i| i.wrapping_mul(scale)).collect())],
                )
            },
        },
        KernelCase {
            name: "histogram",
            launch: json!({"global":[512], "group":[64],
                "uavs":{"0":{"u32":r.u32s(512)}, "1":{"zero":16}},
                "args":[{"uav":0},{"uav":1}]}),
            reference: |s| {
                let mut bins = vec![0u32; 16];
                for w in uav(s, 0) {
                    bins[(w & 15) as usize] += 1;
                }
                output(s, vec![(1, bins)])
            },
        },
        KernelCase {
            name: "histogram_local",
            launch: json!({"global":[512], "group":[128],
                "uavs":{"0":{"u32":r.u32s(512)}, "1":{"zero":32}},
                "args":[{"uav":0},{"uav":1}]}),
            reference: |s| {
                let mut bins = vec![0u32; 32];
                for w in uav(s, 0) {
                    bins[(w % 32) as usize] += 1;
                }
                output(s, vec![(1, bins)])
            },
        },
        KernelCase {
            name: "divergent",
            launch: json!({"global":[256], "group":[64],
                "uavs":{"0":{"i32":r.ints(256, -1000, 1000)}, "1":{"zero":256}},
                "args":[{"uav":0},{"uav":1}]}),
            reference: |s| {
                let out = uav(s, 0)
                    .iter()
                    .map(|&w| {
                        let x = w as i32;
                        let r = if x % 3 == 0 {
                            x.wrapping_mul(7).wrapping_sub(1)
                        } else if x % 3 == 1 || x % 3 == -1 {
                            (0..(x & 7)).fold(0i32, |acc, k| acc.wrapping_add(k.wrapping_mul(x)))
                        } else if x > 0 {
                            x >> 2
                        } else {
                            x.wrapping_neg()
                        };
                        r as u32
                    })
                    .collect();
                output(s, vec![(1, out)])
            },
        },
        KernelCase {
            name: "collatz",
            launch: {
                let mut starts = vec![0u32, 1, 2, 3, 27, 97, 871, u32::MAX];
                starts.extend(r.ints(120, 1, 100_000).into_iter().map(|x| x as u32));
                json!({"global":[128], "group":[64],
                    "uavs":{"0":{"u32":starts}, "1":{"zero":128}},
                    "args":[{"uav":0},{"uav":1}]})
            },
            reference: |s| {
                let out = uav(s, 0)
                    .iter()
                    .map(|&start| {
                        let (mut n, mut steps) = (start, 0u32);
                        while n > 1 && steps < 1000 {
                            n = if n & 1 == 1 {
                                n.wrapping_mul(3).wrapping_add(1)
                            } else {
                                n >> 1
                            };
                            steps += 1;
                        }
                        steps
                    })
                    .collect();
                output(s, vec![(1, out)])
            },
        },
        KernelCase {
            name: "const_table",
            launch: json!({"global":[128], "group":[64],
                "uavs":{"0":{"u32":r.u32s(128)}, "1":{"zero":128}},
                "args":[{"uav":0},{"uav":1}]}),
            reference: |s| {
                // The kernel's table is the 4-bit table of the reflected CRC-32 polynomial.
                let table: Vec<u32> = (0..16u32)
                    .map(|i| {
                        (0..4).fold(i, |c, _| {
                            if c & 1 == 1 {
                                0xedb8_8320 ^ (c >> 1)
                            } else {
                                c >> 1
                            }
                        })
                    })
                    .collect();
                let out = uav(s, 0)
                    .iter()
                    .map(|&x| {
                        let crc = (0..8).fold(!0u32, |crc, k| {
                            (crc >> 4) ^ table[((crc ^ (x >> (4 * k))) & 15) as usize]
                        });
                        !crc
                    })
                    .collect();
                output(s, vec![(1, out)])
            },
        },
        KernelCase {
            name: "convert",
            launch: {
                // Include exact halves to exercise round-to-nearest-even.
                let mut f = r.floats(60, -300.0, 300.0);
                f.extend([2.5f32, -2.5, 3.5, -0.5]);
                let mut n = r.ints(60, i32::MIN, i32::MAX);
                n.extend([16_777_217, -16_777_217, 0x7fff_ffff, -0x8000]);
                json!({"global":[64], "group":[64],
                    "uavs":{"0":{"f32":f}, "1":{"i32":n}, "2":{"zero":512}},
                    "args":[{"uav":0},{"uav":1},{"uav":2}]})
            },
            reference: |s| {
                let f = f32s(&uav(s, 0));
                let n = uav(s, 1);
                let mut out = Vec::new();
                for (&x, &w) in f.iter().zip(&n) {
                    let k = w as i32;
                    out.extend([
                        x as i32 as u32,
                        x.abs() as u32,
                        (k as f32).to_bits(),
                        (w as f32).to_bits(),
                        k as i16 as i32 as u32,
                        u32::from(k as u8),
                        x.round_ties_even() as i32 as u32,
                        x.floor() as i32 as u32,
                    ]);
                }
                output(s, vec![(2, out)])
            },
        },
        KernelCase {
            name: "division",
            launch: {
                let (a, b) = edge_pairs::<u32>(&edge_floats(), 1 << 31);
                let (c, d) = edge_pairs::<u64>(&edge_doubles(), 1 << 63);
                let n = a.len().max(c.len()).div_ceil(64) * 64;
                let pad = |mut v: Vec<u64>| {
                    v.resize(n, 1.0f64.to_bits());
                    u64_words(v)
                };
                let (c, d) = (pad(c), pad(d));
                let (mut a, mut b) = (a, b);
                a.resize(n, 1.0f32.to_bits());
                b.resize(n, 1.0f32.to_bits());
                json!({"global":[n], "group":[64],
                    "uavs":{"0":{"u32":a}, "1":{"u32":b}, "2":{"zero":n},
                            "3":{"u32":c}, "4":{"u32":d}, "5":{"zero":2 * n}},
                    "args":[{"uav":0},{"uav":1},{"uav":2},{"uav":3},{"uav":4},{"uav":5}]})
            },
            reference: |s| {
                let a = f32s(&uav(s, 0));
                let b = f32s(&uav(s, 1));
                let q: Vec<u32> = a.iter().zip(&b).map(|(x, y)| (x / y).to_bits()).collect();
                let c = u64s(&uav(s, 3)).into_iter().map(f64::from_bits);
                let d = u64s(&uav(s, 4)).into_iter().map(f64::from_bits);
                let r = c.zip(d).map(|(x, y)| (x / y).to_bits());
                output(s, vec![(2, q), (5, u64_words(r))])
            },
        },
        KernelCase {
            name: "fp64",
            launch: {
                let a: Vec<u64> = r
                    .floats(64, -50.0, 50.0)
                    .iter()
                    .zip(r.u32s(64))
                    .map(|(&x, bits)| (f64::from(x) + f64::from(bits) * 1e-12).to_bits())
                    .collect();
                let b: Vec<u64> = r
                    .floats(64, 0.5, 40.0)
                    .iter()
                    .map(|&x| (f64::from(x) * 1.1).to_bits())
                    .collect();
                json!({"global":[64], "group":[64],
                    "uavs":{"0":{"u32":u64_words(a)}, "1":{"u32":u64_words(b)}, "2":{"zero":384}, "3":{"zero":64}},
                    "args":[{"uav":0},{"uav":1},{"uav":2},{"uav":3}]})
            },
            reference: |s| {
                let a: Vec<f64> = u64s(&uav(s, 0)).into_iter().map(f64::from_bits).collect();
                let b: Vec<f64> = u64s(&uav(s, 1)).into_iter().map(f64::from_bits).collect();
                let mut out = Vec::new();
                let mut out_f = Vec::new();
                for (&x, &y) in a.iter().zip(&b) {
                    let third = if x < y { x * 2.0 - y } else { (x - y).floor() };
                    out.extend([x.mul_add(y, 1.0), x / y, third].map(f64::to_bits));
                    out_f.push(((x + y) as f32).to_bits());
                }
                output(s, vec![(2, u64_words(out)), (3, out_f)])
            },
        },
        KernelCase {
            name: "intdiv",
            launch: {
                let mut a = r.ints(64, i32::MIN, i32::MAX);
                let mut b: Vec<i32> = r
                    .ints(64, -70_000, 70_000)
                    .into_iter()
                    .map(|x| if x == 0 { 7 } else { x })
                    .collect();
                a[0..4].copy_from_slice(&[i32::MIN, -7, 7, 100]);
                b[0..4].copy_from_slice(&[3, 2, -2, 1_000_000]);
                json!({"global":[64], "group":[64],
                    "uavs":{"0":{"i32":a}, "1":{"i32":b}, "2":{"zero":256}},
                    "args":[{"uav":0},{"uav":1},{"uav":2}]})
            },
            reference: |s| {
                let mut out = Vec::new();
                for (&a, &b) in uav(s, 0).iter().zip(&uav(s, 1)) {
                    let (x, y) = (a as i32, b as i32);
                    out.extend([
                        x.wrapping_div(y) as u32,
                        x.wrapping_rem(y) as u32,
                        a / b,
                        a % b,
                    ]);
                }
                output(s, vec![(2, out)])
            },
        },
        KernelCase {
            name: "int64",
            launch: {
                let a: Vec<u64> = (0..64)
                    .map(|_| u64::from(r.next()) << 32 | u64::from(r.next()))
                    .collect();
                let b: Vec<u64> = (0..64)
                    .map(|i| {
                        let v = u64::from(r.next()) << (if i % 2 == 0 { 0 } else { 20 }) | 1;
                        v | u64::from(r.next() & 63)
                    })
                    .collect();
                json!({"global":[64], "group":[64],
                    "uavs":{"0":{"u32":u64_words(a)}, "1":{"u32":u64_words(b)}, "2":{"zero":640}},
                    "args":[{"uav":0},{"uav":1},{"uav":2}]})
            },
            reference: |s| {
                let mut out = Vec::new();
                for (x, y) in u64s(&uav(s, 0)).into_iter().zip(u64s(&uav(s, 1))) {
                    out.extend([
                        x.wrapping_mul(y).wrapping_add(x >> 7),
                        x / y,
                        x % y,
                        ((x as i64) >> (y & 63)) as u64,
                        x << (y & 63),
                    ]);
                }
                output(s, vec![(2, u64_words(out))])
            },
        },
        KernelCase {
            name: "math_exact",
            launch: {
                let b: Vec<f32> = r
                    .floats(64, -100.0, 100.0)
                    .into_iter()
                    .map(|x| if x == 0.0 { 1.0 } else { x })
                    .collect();
                json!({"global":[64], "group":[64],
                    "uavs":{"0":{"f32":r.floats(64, -100.0, 100.0)}, "1":{"f32":b}, "2":{"zero":512}},
                    "args":[{"uav":0},{"uav":1},{"uav":2}]})
            },
            reference: |s| {
                let mut out = Vec::new();
                for (&x, &y) in f32s(&uav(s, 0)).iter().zip(&f32s(&uav(s, 1))) {
                    out.extend(
                        [
                            x.mul_add(y, 0.5),
                            x.min(y),
                            x.max(y),
                            x.floor(),
                            y.ceil(),
                            (x * y).trunc(),
                            x.copysign(y),
                            x / y,
                        ]
                        .map(f32::to_bits),
                    );
                }
                output(s, vec![(2, out)])
            },
        },
        KernelCase {
            name: "native_math",
            launch: json!({"global":[64], "group":[64],
                "uavs":{"0":{"f32":r.floats(64, -1.5, 1.5)}, "1":{"zero":448}},
                "args":[{"uav":0},{"uav":1}],
                "tolerance_ulp":64}),
            reference: |s| {
                let mut out = Vec::new();
                for x in f32s(&uav(s, 0)) {
                    let x2 = f64::from(x + 2.0);
                    let x = f64::from(x);
                    out.extend(
                        [
                            x.sin(),
                            x.cos(),
                            x.exp2(),
                            x2.log2(),
                            x2.sqrt(),
                            1.0 / x2.sqrt(),
                            1.0 / x2,
                        ]
                        .map(|v| (v as f32).to_bits()),
                    );
                }
                output(s, vec![(1, out)])
            },
        },
        KernelCase {
            name: "bitops",
            launch: {
                let mut a = r.u32s(64);
                let mut b = r.u32s(64);
                a[0..3].copy_from_slice(&[0, u32::MAX, 0x8000_0000]);
                b[0..3].copy_from_slice(&[0, 32, 0xffff_ffe1]);
                json!({"global":[64], "group":[64],
                    "uavs":{"0":{"u32":a}, "1":{"u32":b}, "2":{"zero":512}},
                    "args":[{"uav":0},{"uav":1},{"uav":2}]})
            },
            reference: |s| {
                let mut out = Vec::new();
                for (&x, &y) in uav(s, 0).iter().zip(&uav(s, 1)) {
                    out.extend([
                        (x & y) ^ (x | !y),
                        (x << (y & 31)) | (x >> ((y >> 5) & 31)),
                        ((x as i32) >> (y & 31)) as u32,
                        x.count_ones() + 100 * y.count_ones(),
                        x.leading_zeros() | (y.trailing_zeros() << 8),
                        x.rotate_left(y & 31),
                        x.reverse_bits(),
                        ((x >> 3) & 0x1f) | ((y & 0xff) << 19),
                    ]);
                }
                output(s, vec![(2, out)])
            },
        },
        KernelCase {
            name: "select_minmax",
            launch: {
                let mut a = r.ints(64, i32::MIN, i32::MAX);
                let mut b = r.ints(64, -5000, 5000);
                a[0..3].copy_from_slice(&[i32::MIN, 5, -5]);
                b[0..3].copy_from_slice(&[-1, 5, i32::MAX]);
                json!({"global":[64], "group":[64],
                    "uavs":{"0":{"i32":a}, "1":{"i32":b}, "2":{"zero":512}},
                    "args":[{"uav":0},{"uav":1},{"uav":2}]})
            },
            reference: |s| {
                let mut out = Vec::new();
                for (&a, &b) in uav(s, 0).iter().zip(&uav(s, 1)) {
                    let (x, y) = (a as i32, b as i32);
                    out.extend([
                        if x > y {
                            x.wrapping_sub(y)
                        } else {
                            y.wrapping_mul(3)
                        } as u32,
                        x.min(y) as u32,
                        a.max(b),
                        x.clamp(-1000, 1000) as u32,
                        x.unsigned_abs(),
                        ((i64::from(x) * i64::from(y)) >> 32) as u32,
                        ((u64::from(a) * u64::from(b)) >> 32) as u32,
                        (a & 0xff_ffff).wrapping_mul(b & 0xff_ffff).wrapping_add(5),
                    ]);
                }
                output(s, vec![(2, out)])
            },
        },
        KernelCase {
            name: "transpose",
            launch: json!({"global":[64,32], "group":[16,16],
                "uavs":{"0":{"f32":r.floats(2048, -1.0, 1.0)}, "1":{"zero":2048}},
                "args":[{"u32":64},{"u32":32},{"uav":0},{"uav":1}]}),
            reference: |s| {
                let (w, h) = (arg_u32(s, 0) as usize, arg_u32(s, 1) as usize);
                let input = uav(s, 0);
                let mut out = vec![0u32; w * h];
                for y in 0..h {
                    for x in 0..w {
                        out[x * h + y] = input[y * w + x];
                    }
                }
                output(s, vec![(1, out)])
            },
        },
        KernelCase {
            name: "stencil",
            launch: json!({"global":[256], "group":[64],
                "uavs":{"0":{"f32":r.floats(256, -10.0, 10.0)}, "1":{"zero":256}},
                "args":[{"u32":256},{"uav":0},{"uav":1}]}),
            reference: |s| {
                let x = f32s(&uav(s, 0));
                let n = x.len();
                let out = (0..n)
                    .map(|g| {
                        let left = x[g.saturating_sub(1)];
                        let right = x[(g + 1).min(n - 1)];
                        (0.25f32 * left + 0.5f32 * x[g] + 0.25f32 * right).to_bits()
                    })
                    .collect();
                output(s, vec![(1, out)])
            },
        },
        KernelCase {
            name: "atomics",
            launch: json!({"global":[256], "group":[64],
                "uavs":{"0":{"i32":r.ints(256, -1000, 1000)},
                        "1":{"i32":[0, i32::MAX, i32::MIN, 0, 0, 0, 0]}},
                "args":[{"uav":0},{"uav":1}]}),
            reference: |s| {
                let mut acc = uav(s, 1);
                for &w in &uav(s, 0) {
                    let v = w as i32;
                    acc[0] = acc[0].wrapping_add(w);
                    acc[1] = (acc[1] as i32).min(v) as u32;
                    acc[2] = (acc[2] as i32).max(v) as u32;
                    acc[3] |= 1 << (w & 31);
                    acc[4] ^= w;
                    acc[5] = acc[5].max(w);
                    acc[6] = acc[6].wrapping_add(2);
                }
                output(s, vec![(1, acc)])
            },
        },
        KernelCase {
            name: "vec4",
            launch: json!({"global":[64], "group":[64],
                "uavs":{"0":{"f32":r.floats(256, -8.0, 8.0)}, "1":{"u32":r.u32s(256)}, "2":{"zero":256}, "3":{"zero":256}},
                "args":[{"uav":0},{"uav":1},{"uav":2},{"uav":3}]}),
            reference: |s| {
                let (a, b) = (f32s(&uav(s, 0)), uav(s, 1));
                let mut out_f = Vec::new();
                let mut out_u = Vec::new();
                for (i, (x, y)) in a.chunks_exact(4).zip(b.chunks_exact(4)).enumerate() {
                    for c in 0..4 {
                        out_f.push((x[c] * x[3 - c] + (c + 1) as f32).to_bits());
                        out_u.push((y[c] ^ y[(c + 1) % 4]).wrapping_add(i as u32));
                    }
                }
                output(s, vec![(2, out_f), (3, out_u)])
            },
        },
        KernelCase {
            name: "switch_case",
            launch: {
                let mut x = r.u32s(128);
                for (k, w) in x.iter_mut().enumerate().take(48) {
                    *w = (*w & 0x0fff_ffff) | ([1u32, 9, 12][k % 3] << 28);
                }
                json!({"global":[128], "group":[64],
                    "uavs":{"0":{"u32":x}, "1":{"zero":128}},
                    "args":[{"uav":0},{"uav":1}]})
            },
            reference: |s| {
                let out = uav(s, 0)
                    .iter()
                    .map(|&x| {
                        let r = match x % 8 {
                            0 => x.wrapping_add(1),
                            1 => x.wrapping_mul(3),
                            2 => x >> 1,
                            3 => !x,
                            4 => x ^ 0x5a5a_5a5a,
                            5 => x.wrapping_sub(7),
                            6 => x << 2,
                            _ => 0,
                        };
                        match x >> 28 {
                            1 => r.wrapping_add(100),
                            9 => r.wrapping_add(912),
                            12 => r.wrapping_add(12),
                            _ => r,
                        }
                    })
                    .collect();
                output(s, vec![(1, out)])
            },
        },
        KernelCase {
            name: "workitem_ids",
            launch: json!({"global":[8,4,2], "group":[4,2,2],
                "uavs":{"0":{"zero":512}}, "args":[{"uav":0}]}),
            reference: |s| {
                let (gl, gr) = (s.global, s.group);
                let pack = |v: [u32; 3]| v[0] | (v[1] << 10) | (v[2] << 20);
                let groups = [gl[0] / gr[0], gl[1] / gr[1], gl[2] / gr[2]];
                let dims = if gl[2] > 1 {
                    3
                } else if gl[1] > 1 {
                    2
                } else {
                    1
                };
                let mut out = vec![0u32; 8 * (gl[0] * gl[1] * gl[2]) as usize];
                for z in 0..gl[2] {
                    for y in 0..gl[1] {
                        for x in 0..gl[0] {
                            let flat = (z * gl[1] + y) * gl[0] + x;
                            let rec = [
                                pack([x, y, z]),
                                pack([x % gr[0], y % gr[1], z % gr[2]]),
                                pack([x / gr[0], y / gr[1], z / gr[2]]),
                                pack(gr),
                                pack(groups),
                                pack(gl),
                                dims,
                                flat,
                            ];
                            let at = 8 * flat as usize;
                            out[at..at + 8].copy_from_slice(&rec);
                        }
                    }
                }
                output(s, vec![(0, out)])
            },
        },
        KernelCase {
            name: "private_array",
            launch: json!({"global":[128], "group":[64],
                "uavs":{"0":{"u32":r.u32s(128)}, "1":{"zero":128}},
                "args":[{"uav":0},{"uav":1}]}),
            reference: |s| {
                let out = uav(s, 0)
                    .iter()
                    .map(|&seed| {
                        let mut v: Vec<u32> = (0..100u32)
                            .map(|k| seed.wrapping_mul(k + 1) ^ (k << 3))
                            .collect();
                        let (mut idx, mut sum) = ((seed % 100) as usize, 0u32);
                        for _ in 0..50 {
                            sum = sum.wrapping_add(v[idx]);
                            v[idx] = sum;
                            idx = ((v[idx] >> 3) % 100) as usize;
                        }
                        sum
                    })
                    .collect();
                output(s, vec![(1, out)])
            },
        },
        KernelCase {
            name: "bitonic_sort",
            launch: json!({"global":[128], "group":[64],
                "uavs":{"0":{"u32":r.u32s(256)}}, "args":[{"uav":0}]}),
            reference: |s| {
                let mut data = uav(s, 0);
                for chunk in data.chunks_mut(128) {
                    chunk.sort_unstable();
                }
                output(s, vec![(0, data)])
            },
        },
        KernelCase {
            name: "calls",
            launch: json!({"global":[128], "group":[64],
                "uavs":{"0":{"u32":r.u32s(256)}, "1":{"u32":r.u32s(256)}, "2":{"u32":r.u32s(128)},
                        "3":{"u32":r.u32s(128)}, "4":{"zero":256}},
                "args":[{"uav":0},{"uav":1},{"uav":2},{"uav":3},{"uav":4}]}),
            reference: |s| {
                let (a, b) = (u64s(&uav(s, 0)), u64s(&uav(s, 1)));
                let (c, d) = (uav(s, 2), uav(s, 3));
                let mix = |v: u64, q: u32| v.wrapping_mul(3).wrapping_add(u64::from(q)) ^ (v >> 7);
                let out = (0..a.len()).map(|i| mix(a[i], c[i]).wrapping_add(mix(b[i], d[i]) << 1));
                output(s, vec![(4, u64_words(out))])
            },
        },
    ];
    v.sort_by_key(|c| c.name);
    v
}

/// `C = A * B` for the matmul kernels: args (n, A, B, C), sequential k order, separate
/// rounding of each product and sum.
fn matmul_reference(s: &LaunchSpec) -> Vec<u32> {
    let n = arg_u32(s, 0) as usize;
    let (a, b) = (f32s(&uav(s, 0)), f32s(&uav(s, 1)));
    let mut c = vec![0u32; n * n];
    for row in 0..n {
        for col in 0..n {
            let mut acc = 0.0f32;
            for k in 0..n {
                acc += a[row * n + k] * b[k * n + col];
            }
            c[row * n + col] = acc.to_bits();
        }
    }
    c
}
