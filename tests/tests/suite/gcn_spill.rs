//! Suite `gcn_spill`: register spilling of the Vega backend (`gcn_codegen::spill`), proven
//! by execution against the interpreter.
//!
//! - Kernels with more simultaneously live values than the register files (VGPRs:
//!   straight-line, and with the spilled values read and written inside divergent `if`
//!   arms and a divergent loop; SGPRs: uniform values) compile with the default allocator, spill, and
//!   give the interpreter's output on the strict Vega simulator; the spill code assembles
//!   with `llvm-mc-14` to the emitted bytes.
//! - With the linear scan limited to 8 SGPRs and 8 VGPRs (`Allocator::LinearScanLimited`)
//!   and with every register spilled (`Allocator::LinearScanSpillAll`), every corpus
//!   program with a launch file and random IL programs still give the reference output
//!   bit for bit, with no simulator program error.

use gcn_codegen::regalloc::Limits;
use gcn_codegen::{AllocationReport, Allocator, CompileOptions, CompiledKernel, KernargSlotKind};
use ilc::OptLevel;
use ilc_tests::random_il;
use runtime_sim::launch::{KernelArg, LaunchSpec};
use runtime_sim::memory::Space;
use runtime_sim::output::{compare, Output};
use std::fmt::Write as _;
use std::path::Path;

/// Registers the limited linear scan may use: enough for any one instruction's operands
/// plus the spill code's own registers, far below what the corpus kernels use.
const TIGHT: Limits = Limits { sgprs: 8, vgprs: 8 };

/// Compiles `il` with `allocator`; the kernel, how it was allocated and the declared group.
fn compile(
    il: &str,
    allocator: Allocator,
) -> Result<(CompiledKernel, AllocationReport, Option<[u32; 3]>), String> {
    let program = ilc::cli::load_text(il).map_err(|d| d.render_text("spill.il", il))?;
    let func = ilc::lower_and_optimize(&program, OptLevel::O2).map_err(|e| format!("{e:?}"))?;
    let opts = CompileOptions {
        allocator,
        ..CompileOptions::default()
    };
    let (kernel, _, report) =
        gcn_codegen::compile_with_report(&func, &opts).map_err(|e| format!("compile: {e}"))?;
    Ok((kernel, report, func.group_size))
}

/// Runs `kernel` from its code object on the strict Vega simulator, with the kernarg
/// segment of the ABI filled from the launch's buffers (as `ilc --run` does).
fn run(
    kernel: &CompiledKernel,
    group: Option<[u32; 3]>,
    launch: &LaunchSpec,
) -> Result<(Output, runtime_sim::vega::Stats), String> {
    if group.is_some_and(|g| g != launch.group) {
        return Err("the launch's group differs from the declared one".into());
    }
    let bytes = kernel.code_object();
    let object = runtime_sim::codeobj::CodeObject::parse(&bytes).map_err(|e| e.to_string())?;
    let loaded = object.kernel(&kernel.name).map_err(|e| e.to_string())?;
    let mut spec = launch.clone();
    spec.args = Vec::new();
    let groups = launch.num_groups();
    for slot in &kernel.kernargs {
        spec.args.push(match slot.kind {
            KernargSlotKind::NumGroups(a) => {
                KernelArg::U64(u64::from(groups[usize::from(a.min(2))]))
            }
            KernargSlotKind::Uav(n) => KernelArg::Uav(n),
            KernargSlotKind::UavRecords(n) => KernelArg::U64(gcn_codegen::abi::uav_resource_tail(
                4 * spec.uavs.get(&n).map_or(0, |w| w.len() as u32),
            )),
            KernargSlotKind::ConstantBuffer(n) => KernelArg::U64(
                Space::Cb(n)
                    .flat_base()
                    .ok_or_else(|| format!("cb{n} has no address"))?,
            ),
            KernargSlotKind::Global => {
                KernelArg::U64(Space::Global.flat_base().ok_or("g[] has no address")?)
            }
            KernargSlotKind::Image(_)
            | KernargSlotKind::Sampler(..)
            | KernargSlotKind::VertexInput(_) => return Err("graphics descriptors".into()),
        });
    }
    let mut untyped = loaded.clone();
    untyped.metadata = None;
    let prog = runtime_sim::vega::Program::decode(&untyped.code);
    // Timed: the spill summaries print the occupancy-aware cycles.
    let options = runtime_sim::vega::Options::timed();
    runtime_sim::vega::run_kernel_with(&object, &untyped, &prog, &spec, &options)
        .map_err(|e| format!("vega simulator: {e}"))
}

/// Compiles and runs `il` with `allocator` and compares with `expected` (`tolerance` ulp).
fn check_against(
    il: &str,
    launch: &LaunchSpec,
    expected: &Output,
    allocator: Allocator,
) -> Result<(CompiledKernel, AllocationReport), String> {
    check_with_stats(il, launch, expected, allocator).map(|(k, r, _)| (k, r))
}

/// [`check_against`], also returning the simulator's statistics.
fn check_with_stats(
    il: &str,
    launch: &LaunchSpec,
    expected: &Output,
    allocator: Allocator,
) -> Result<(CompiledKernel, AllocationReport, runtime_sim::vega::Stats), String> {
    let (kernel, report, group) = compile(il, allocator)?;
    let (actual, stats) = run(&kernel, group, launch)?;
    let mismatches = compare(expected, &actual, launch.tolerance_ulp);
    if mismatches.is_empty() {
        Ok((kernel, report, stats))
    } else {
        let shown: Vec<String> = mismatches.iter().take(4).map(|m| m.to_string()).collect();
        Err(format!(
            "{} words differ: {}",
            mismatches.len(),
            shown.join("; ")
        ))
    }
}

/// The interpreter's output for `il`.
fn reference(il: &str, launch: &LaunchSpec) -> Result<Output, String> {
    let program = ilc::cli::load_text(il).map_err(|d| d.render_text("spill.il", il))?;
    ilc::run_interp(&program, launch).map_err(|e| format!("interpreter: {e:?}"))
}

/// Words of input per work-item in the pressure kernels.
const STRIDE: u32 = 400;
/// Work-items of the pressure launches (two groups of 64).
const ITEMS: u32 = 128;

/// The launch of the pressure kernels: `uav0` holds `STRIDE` pseudo-random words per
/// work-item, `uav1` one result word per work-item.
fn pressure_launch() -> LaunchSpec {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let words: Vec<String> = (0..STRIDE * ITEMS)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state as u32).to_string()
        })
        .collect();
    let json = format!(
        r#"{{"global":[{ITEMS},1,1],"group":[64,1,1],"uavs":{{"0":{{"u32":[{}]}},"1":{{"zero":{ITEMS}}}}},"tolerance_ulp":0}}"#,
        words.join(",")
    );
    LaunchSpec::parse(&json, "pressure.launch.json").expect("valid launch")
}

/// Header of the pressure kernels: `r0.x` = this work-item's first input byte.
fn pressure_header() -> String {
    format!(
        "il_cs_2_0\n\
         dcl_num_thread_per_group 64, 1, 1\n\
         dcl_raw_uav_id(0)\n\
         dcl_raw_uav_id(1)\n\
         dcl_literal l0, 4, {}, 31, 1\n\
         dcl_literal l1, 0, 3, 2, 0\n\
         imul r0.x, vAbsTid.x, l0.y\n\
         mov r1.x, r0.x\n",
        STRIDE * 4
    )
}

/// Appends `count` loads of consecutive input words into `r<first>.x ..` (the address in
/// `r1.x` advances by 4 each time).
fn loads(il: &mut String, first: u32, count: u32) {
    for i in first..first + count {
        let _ = writeln!(il, "uav_raw_load_id(0) r{i}.x, r1.x");
        let _ = writeln!(il, "iadd r1.x, r1.x, l0.x");
    }
}

/// Appends `h = h * 31 + r<i>.x` into `r2.x` for each `i` (an order-sensitive hash: a
/// value read from the wrong slot or lane changes it).
fn hash(il: &mut String, regs: impl Iterator<Item = u32>) {
    for i in regs {
        let _ = writeln!(il, "imul r2.x, r2.x, l0.z");
        let _ = writeln!(il, "iadd r2.x, r2.x, r{i}.x");
    }
}

/// The store of the hash and the end of the kernel.
fn store_hash(il: &mut String) {
    il.push_str("ishl r3.x, vAbsTid.x, l1.z\nuav_raw_store_id(1) mem.x, r3.x, r2.x\nend\n");
}

/// `live` input words loaded first and hashed afterwards, all live at once.
fn straight_kernel(live: u32) -> String {
    let mut il = pressure_header();
    loads(&mut il, 100, live);
    il.push_str("mov r2.x, l1.x\n");
    hash(&mut il, 100..100 + live);
    store_hash(&mut il);
    il
}

/// 300 values loaded up front and read inside both arms of a divergent `if` (in opposite
/// orders) and inside a divergent loop (1 to 4 trips by work-item); 40 more values written
/// in both arms (partial writes under EXEC, each arm storing its lanes to the slot) and
/// read at the very end.
fn divergent_kernel() -> String {
    let live = 300;
    let mut il = pressure_header();
    loads(&mut il, 100, live);
    il.push_str("mov r2.x, l1.x\niand r4.x, vAbsTid.x, l0.w\nif_logicalnz r4.x\n");
    hash(&mut il, 100..100 + live);
    loads(&mut il, 500, 40);
    il.push_str("else\n");
    hash(&mut il, (100..100 + live).rev());
    for j in 0..40 {
        let _ = writeln!(il, "ixor r{}.x, r{}.x, r{}.x", 500 + j, 100 + j, 101 + j);
    }
    il.push_str("endif\n");
    // Loop: k = 0 .. (tid & 3), each trip hashing every value again (all of them live
    // through the arms).
    il.push_str("iand r5.x, vAbsTid.x, l1.y\nmov r6.x, l1.x\nwhileloop\n");
    hash(&mut il, 100..100 + live);
    il.push_str("iadd r6.x, r6.x, l0.w\nilt r7.x, r5.x, r6.x\nbreak_logicalnz r7.x\nendloop\n");
    hash(&mut il, (100..100 + live).rev().step_by(5));
    // Read last, the values written in the arms are the first ones spilled.
    hash(&mut il, 500..540);
    store_hash(&mut il);
    il
}

/// Asserts that the default allocator spills `il` and matches the interpreter; returns
/// the figures line.
fn pressure_case(name: &str, il: &str) -> String {
    let launch = pressure_launch();
    let expected = reference(il, &launch).unwrap_or_else(|e| panic!("{name}: {e}"));
    let (kernel, report, stats) = check_with_stats(il, &launch, &expected, Allocator::Regalloc2)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let private = |list: &[(String, u64)]| {
        list.iter()
            .filter(|(space, _)| space.contains("private"))
            .map(|(_, n)| n)
            .sum::<u64>()
    };
    if let Some(dir) = std::env::var_os("ILC_GCN_SPILL_ASM") {
        let _ = std::fs::write(Path::new(&dir).join(format!("{name}.s")), &kernel.asm);
    }
    let s = report.spills;
    assert!(!report.regalloc2, "{name}: regalloc2 cannot hold it");
    assert!(s.vgprs > 0, "{name}: nothing spilled");
    assert!(kernel.vgpr_count <= 256 && kernel.private_bytes >= 4 * s.vgprs);
    let scratch_insts = kernel
        .asm
        .lines()
        .filter(|l| l.contains("scratch_"))
        .count();
    assert!(scratch_insts as u32 >= s.stores + s.reloads - 2 * s.sgprs);
    format!(
        "{name}: {} VGPRs and {} SGPRs spilled, {} stores, {} reloads, {} other, {} rounds; \
         {} scratch bytes per lane, {} VGPRs, {} SGPRs, {} instructions; run: {} cycles, \
         {} scratch bytes written, {} read",
        s.vgprs,
        s.sgprs,
        s.stores,
        s.reloads,
        s.other,
        s.rounds,
        kernel.private_bytes,
        kernel.vgpr_count,
        kernel.sgpr_count,
        kernel.instructions,
        stats.cycles,
        private(&stats.bytes_written),
        private(&stats.bytes_read)
    )
}

#[test]
fn more_live_values_than_vgprs_spill_and_match_the_interpreter() {
    let line = pressure_case("straight 300", &straight_kernel(300));
    eprintln!("{line}");
}

/// `--stats` reports the spill code: 300 live values need more than 256 VGPRs, so some
/// registers spill, each with at least one store and one reload, into a non-empty frame.
#[test]
fn stats_name_the_spill_code() {
    let il = straight_kernel(300);
    let program = ilc::cli::load_text(&il).unwrap_or_else(|d| panic!("{d:?}"));
    let compiled = ilc::compile_program(&program, ilc::Target::Vega, &ilc::Options::default())
        .unwrap_or_else(|e| panic!("{e:?}"));
    let text = compiled.stats_text();
    let figure = |name: &str| -> u32 {
        text.lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(": ")?.parse().ok())
            .unwrap_or_else(|| panic!("no `{name}` in\n{text}"))
    };
    let spilled = figure("spilled registers");
    assert!(spilled > 0, "{text}");
    assert!(figure("spill stores") >= spilled, "{text}");
    assert!(figure("spill reloads") >= spilled, "{text}");
    assert!(figure("scratch bytes per lane") >= 4 * spilled, "{text}");
    assert_eq!(figure("vgprs"), 256, "{text}");
    // A kernel that fits reports zeros.
    let small = ilc::cli::load_text(&straight_kernel(20)).unwrap_or_else(|d| panic!("{d:?}"));
    let text = ilc::compile_program(&small, ilc::Target::Vega, &ilc::Options::default())
        .unwrap_or_else(|e| panic!("{e:?}"))
        .stats_text();
    assert!(
        text.contains("spilled registers: 0\nspill stores: 0\n"),
        "{text}"
    );
}

/// [`straight_kernel`] with a private array of 1,040 words in front of the spill slots:
/// the slots lie beyond the 4,095 bytes of a scratch instruction's `offset:` field.
fn far_slots_kernel() -> String {
    let live = 300;
    let mut il = pressure_header().replace(
        "dcl_raw_uav_id(1)\n",
        "dcl_raw_uav_id(1)\ndcl_indexed_temp_array x0[260]\ndcl_literal l2, 255, 7, 0, 0\n",
    );
    loads(&mut il, 100, live);
    il.push_str(
        "iand r8.x, vAbsTid.x, l2.x\n\
         mov r12, l2\n\
         mov r12.x, r100.x\n\
         mov x0[r8.x], r12\n\
         mov r13, x0[r8.x]\n\
         mov r2.x, r13.x\n",
    );
    hash(&mut il, 100..100 + live);
    store_hash(&mut il);
    il
}

#[test]
fn spill_slots_beyond_the_offset_field_match_the_interpreter() {
    let line = pressure_case("far slots", &far_slots_kernel());
    eprintln!("{line}");
    let (kernel, report, _) = compile(&far_slots_kernel(), Allocator::Regalloc2).expect("compiles");
    let sp = report.spills;
    assert!(kernel.private_bytes > 4096 + 4, "{}", kernel.private_bytes);
    // Every slot is far: each access has its own `s_mov_b32` of the slot's offset (a
    // literal above 4095), and no zero register is needed.
    assert_eq!(sp.other, sp.stores + sp.reloads, "{sp:?}");
    let literal_movs = kernel
        .asm
        .lines()
        .filter(|l| l.trim_start().starts_with("s_mov_b32") && l.contains(", 0x1"))
        .count();
    assert!(
        literal_movs as u32 >= sp.other,
        "{literal_movs} of {}",
        sp.other
    );
}

#[test]
fn spills_inside_divergent_if_arms_and_loops_match_the_interpreter() {
    let line = pressure_case("divergent", &divergent_kernel());
    eprintln!("{line}");
}

/// 150 uniform words of a constant buffer read first and hashed afterwards on the scalar
/// unit: more live SGPR values than the SGPR file holds.
fn uniform_kernel() -> (String, LaunchSpec) {
    let words = 150u32;
    let mut il = String::from(
        "il_cs_2_0\n\
         dcl_num_thread_per_group 64, 1, 1\n\
         dcl_cb cb0[40]\n\
         dcl_raw_uav_id(1)\n\
         dcl_literal l0, 4, 0, 31, 1\n\
         dcl_literal l1, 0, 3, 2, 0\n",
    );
    for i in 0..words {
        let c = ["x", "y", "z", "w"][(i % 4) as usize];
        let _ = writeln!(il, "mov r{}.x, cb0[{}].{c}", 100 + i, i / 4);
    }
    il.push_str("mov r2.x, l1.x\n");
    hash(&mut il, 100..100 + words);
    il.push_str("iadd r2.x, r2.x, vAbsTid.x\n");
    store_hash(&mut il);
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let cb: Vec<String> = (0..160)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state as u32).to_string()
        })
        .collect();
    let json = format!(
        r#"{{"global":[{ITEMS},1,1],"group":[64,1,1],"cbs":{{"0":{{"u32":[{}]}}}},"uavs":{{"1":{{"zero":{ITEMS}}}}},"tolerance_ulp":0}}"#,
        cb.join(",")
    );
    let launch = LaunchSpec::parse(&json, "uniform.launch.json").expect("valid launch");
    (il, launch)
}

#[test]
fn more_live_uniform_values_than_sgprs_spill_to_lanes_and_match_the_interpreter() {
    let (il, launch) = uniform_kernel();
    let expected = reference(&il, &launch).expect("reference");
    let (kernel, report) =
        check_against(&il, &launch, &expected, Allocator::Regalloc2).expect("matches");
    let s = report.spills;
    eprintln!(
        "uniform 150: {} SGPRs and {} VGPRs spilled, {} stores, {} reloads, {} rounds; \
         {} SGPRs, {} VGPRs, {} scratch bytes per lane, {} instructions",
        s.sgprs,
        s.vgprs,
        s.stores,
        s.reloads,
        s.rounds,
        kernel.sgpr_count,
        kernel.vgpr_count,
        kernel.private_bytes,
        kernel.instructions
    );
    assert!(s.sgprs > 0 && s.vgprs == 0, "{s:?}");
    assert_eq!(kernel.private_bytes, 0, "SGPR spills need no scratch");
    assert!(kernel.asm.contains("v_writelane_b32") && kernel.asm.contains("v_readlane_b32"));
    assert!(kernel.sgpr_count <= 102);
}

#[test]
fn a_kernel_that_fits_does_not_spill() {
    // 200 live values fit the 256 VGPRs: the linear scan takes them without spilling.
    let launch = pressure_launch();
    let il = straight_kernel(200);
    let expected = reference(&il, &launch).expect("reference");
    let (kernel, report) =
        check_against(&il, &launch, &expected, Allocator::Regalloc2).expect("matches");
    assert!(report.spills.is_empty(), "{:?}", report.spills);
    assert_eq!(kernel.private_bytes, 0);
    assert!(kernel.vgpr_count > 200);
}

/// `asm` assembled by `llvm-mc-14` for gfx900: the bytes of its `.text` section.
fn llvm_bytes(asm: &str, tag: &str) -> Result<Vec<u8>, String> {
    use std::process::Command;
    let dir = std::env::temp_dir();
    let base = format!("ilc-gcn-spill-{}-{tag}", std::process::id());
    let (src, obj, bin) = (
        dir.join(format!("{base}.s")),
        dir.join(format!("{base}.o")),
        dir.join(format!("{base}.bin")),
    );
    std::fs::write(&src, asm).map_err(|e| e.to_string())?;
    let mc = Command::new("llvm-mc-14")
        .args(["-arch=amdgcn", "-mcpu=gfx900", "-filetype=obj", "-o"])
        .arg(&obj)
        .arg(&src)
        .output()
        .map_err(|e| e.to_string())?;
    let copy = Command::new("llvm-objcopy-14")
        .args(["-O", "binary", "--only-section=.text"])
        .arg(&obj)
        .arg(&bin)
        .status()
        .map_err(|e| e.to_string())?;
    let bytes = std::fs::read(&bin).map_err(|e| e.to_string());
    for f in [&src, &obj, &bin] {
        let _ = std::fs::remove_file(f);
    }
    if !mc.status.success() || !mc.stderr.is_empty() || !copy.success() {
        return Err(String::from_utf8_lossy(&mc.stderr).into_owned());
    }
    bytes
}

/// Spill code (scratch accesses through the zero SGPR, `v_writelane_b32` /
/// `v_readlane_b32`) is printed as `llvm-mc-14` reads it: its bytes are the emitted ones.
#[test]
fn spill_code_assembles_with_llvm_mc_to_the_emitted_bytes() {
    if !ilc_tests::opencl::tool_available("llvm-mc-14")
        || !ilc_tests::opencl::tool_available("llvm-objcopy-14")
    {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "llvm tools missing"
        );
        return;
    }
    let mut cases = vec![
        (
            "divergent".to_string(),
            divergent_kernel(),
            Allocator::Regalloc2,
        ),
        (
            "far slots".to_string(),
            far_slots_kernel(),
            Allocator::Regalloc2,
        ),
        (
            "uniform".to_string(),
            uniform_kernel().0,
            Allocator::Regalloc2,
        ),
    ];
    for (name, path) in corpus_programs().into_iter().take(12) {
        cases.push((name, read(&path), Allocator::LinearScanSpillAll));
    }
    let mut lane_code = 0;
    for (name, il, allocator) in cases {
        let (kernel, report, _) = compile(&il, allocator).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!report.spills.is_empty(), "{name}");
        lane_code += kernel.asm.matches("v_writelane_b32").count();
        let bytes = llvm_bytes(&kernel.asm, &name.replace('/', "_"))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(bytes == kernel.code, "{name}: llvm-mc gives other bytes");
    }
    assert!(lane_code > 0, "no SGPR spill code checked");
}

/// A kernel whose first instruction opens a loop (the entry block could be its header)
/// still gets the scratch setup once, before the loop, when everything is spilled.
#[test]
fn a_kernel_starting_with_a_loop_spills_everything_correctly() {
    let il = "il_cs_2_0\n\
        dcl_num_thread_per_group 64, 1, 1\n\
        dcl_raw_uav_id(1)\n\
        dcl_literal l0, 0, 1, 2, 5\n\
        whileloop\n\
        iadd r1.x, r1.x, vAbsTid.x\n\
        iadd r2.x, r2.x, l0.y\n\
        ige r3.x, r2.x, l0.w\n\
        break_logicalnz r3.x\n\
        endloop\n\
        ishl r4.x, vAbsTid.x, l0.z\n\
        uav_raw_store_id(1) mem.x, r4.x, r1.x\n\
        end\n";
    let launch = LaunchSpec::parse(
        r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"1":{"zero":64}}}"#,
        "loop.launch.json",
    )
    .expect("valid launch");
    let expected = reference(il, &launch).expect("reference");
    for allocator in [
        Allocator::LinearScanSpillAll,
        Allocator::LinearScanLimited(TIGHT),
    ] {
        check_against(il, &launch, &expected, allocator)
            .unwrap_or_else(|e| panic!("{allocator:?}: {e}"));
    }
}

/// Corpus programs with a launch file and expected output.
fn corpus_programs() -> Vec<(String, std::path::PathBuf)> {
    let root = ilc_tests::corpus_dir();
    ilc_tests::corpus_files()
        .into_iter()
        .filter(|il| il.with_extension("launch.json").is_file())
        .filter(|il| !ilc_tests::is_graphics_stage(il))
        .map(|il| {
            let rel = il
                .strip_prefix(&root)
                .unwrap_or(&il)
                .with_extension("")
                .to_string_lossy()
                .into_owned();
            (rel, il)
        })
        .collect()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Runs every corpus program with `allocator`; returns (programs, programs that spilled,
/// spill totals), failing on any mismatch.
fn corpus_with(allocator: Allocator) -> (u32, u32, gcn_codegen::spill::SpillStats) {
    let mut failures = Vec::new();
    let (mut ran, mut spilled) = (0, 0);
    let mut totals = gcn_codegen::spill::SpillStats::default();
    for (name, path) in corpus_programs() {
        let il = read(&path);
        let launch_path = path.with_extension("launch.json");
        let launch = LaunchSpec::parse(&read(&launch_path), &launch_path.display().to_string())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let expected_path = path.with_extension("expected.json");
        let expected =
            Output::parse(&read(&expected_path), &name).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        match check_against(&il, &launch, &expected, allocator) {
            Ok((_, report)) => {
                ran += 1;
                let s = report.spills;
                if !s.is_empty() {
                    spilled += 1;
                }
                totals.vgprs += s.vgprs;
                totals.sgprs += s.sgprs;
                totals.stores += s.stores;
                totals.reloads += s.reloads;
                totals.other += s.other;
                totals.constants += s.constants;
                totals.remats += s.remats;
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{allocator:?}:\n{}",
        failures.join("\n")
    );
    eprintln!(
        "corpus with {allocator:?}: {ran} programs, {spilled} spilled ({} VGPRs, {} SGPRs, \
         {} stores, {} reloads, {} other; {} constants recomputed by {} moves)",
        totals.vgprs,
        totals.sgprs,
        totals.stores,
        totals.reloads,
        totals.other,
        totals.constants,
        totals.remats
    );
    assert!(ran >= 40, "only {ran} programs");
    (ran, spilled, totals)
}

#[test]
fn corpus_programs_with_every_register_spilled_match_the_expected_output() {
    let (ran, spilled, _) = corpus_with(Allocator::LinearScanSpillAll);
    assert_eq!(spilled, ran, "every program has registers to spill");
}

#[test]
fn corpus_programs_spilling_into_few_registers_match_the_expected_output() {
    let (ran, spilled, totals) = corpus_with(Allocator::LinearScanLimited(TIGHT));
    // Most corpus kernels need more than the limits (the rest are tiny).
    assert!(spilled * 2 >= ran, "only {spilled} of {ran} spilled");
    assert!(totals.sgprs > 0 && totals.vgprs > 0, "{totals:?}");
}

/// With 6 SGPRs and 3 VGPRs (fewer than some instructions need), compilation ends in a clear
/// `out of registers` error, never a panic or an internal error; whatever compiles still
/// runs correctly.
#[test]
fn too_few_registers_for_one_instruction_is_an_out_of_registers_error() {
    let tiny = Allocator::LinearScanLimited(Limits { sgprs: 6, vgprs: 3 });
    let (mut refused, mut ran) = (0, 0);
    for (name, path) in corpus_programs() {
        let il = read(&path);
        let program = ilc::cli::load_text(&il).expect("corpus IL parses");
        let func = ilc::lower_and_optimize(&program, OptLevel::O2).expect("lowers");
        let opts = CompileOptions {
            allocator: tiny,
            ..CompileOptions::default()
        };
        match gcn_codegen::compile_with_report(&func, &opts) {
            Err(gcn_codegen::CodegenError::OutOfRegisters(m)) => {
                assert!(m.contains("nothing left to spill"), "{name}: {m}");
                refused += 1;
            }
            Err(e) => panic!("{name}: {e}"),
            Ok(_) => {
                let launch_path = path.with_extension("launch.json");
                let launch = LaunchSpec::parse(&read(&launch_path), "launch")
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
                let expected = Output::parse(&read(&path.with_extension("expected.json")), &name)
                    .unwrap_or_else(|e| panic!("{name}: {e:?}"));
                check_against(&il, &launch, &expected, tiny)
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
                ran += 1;
            }
        }
    }
    eprintln!("6+3 registers: {refused} programs refused, {ran} ran correctly");
    assert!(refused > 0);
}

/// Random IL programs compiled with `allocator` give the interpreter's output on the
/// strict simulator; returns (programs, programs that spilled).
fn random_with(allocator: Allocator, seed: u64) -> (usize, u32) {
    let cases = std::env::var("ILC_GCN_SPILL_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let spilled = std::cell::Cell::new(0u32);
    let check = |il: &str, launch: &LaunchSpec| {
        let expected = reference(il, launch)?;
        let (_, report) = check_against(il, launch, &expected, allocator)?;
        if !report.spills.is_empty() {
            spilled.set(spilled.get() + 1);
        }
        Ok(())
    };
    match random_il::check_many(cases, seed, &random_il::Features::gcn(), check) {
        Ok(n) => {
            eprintln!(
                "gcn spill random with {allocator:?}: {n} programs ({} spilled), \
                 interpreter == Vega simulator",
                spilled.get()
            );
            (n, spilled.get())
        }
        Err(e) => panic!("{allocator:?}: {e}"),
    }
}

/// `ILC_GCN_SPILL_CASES` sets the number of programs (each test).
#[test]
fn random_programs_spilling_into_few_registers_match_the_interpreter() {
    let (n, spilled) = random_with(Allocator::LinearScanLimited(TIGHT), 91_000);
    assert!(spilled as usize * 2 >= n, "only {spilled} of {n} spilled");
}

#[test]
fn random_programs_with_every_register_spilled_match_the_interpreter() {
    let (n, spilled) = random_with(Allocator::LinearScanSpillAll, 92_000);
    assert_eq!(spilled as usize, n);
}
