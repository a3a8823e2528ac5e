//! Suite `opencl_kernels`: every OpenCL C test kernel builds with clang-14/lld-14, loads with
//! `runtime_sim::codeobj`, agrees with what llvm-readelf-14 and llvm-objdump-14 report about
//! it (symbols, code bytes, kernel descriptor, metadata), and gets the initial SGPR layout the
//! AMDHSA ABI prescribes from `runtime_sim::dispatch`; then every kernel runs on the strict
//! Vega machine (`runtime_sim::vega`) against its host reference, and deleting any load-bearing
//! `s_waitcnt` makes the machine report a program error.
//!
//! With `CI=true` a missing tool is a failure; otherwise the tool-dependent tests print a note
//! and return.

use ilc_tests::opencl::{
    build_kernel, build_kernel_object, cases, kernel_names, run_on_host, KernelCase, CLANG, LLD,
};
use runtime_sim::codeobj::{code_props, rsrc1, rsrc2, CodeObject, Kernel, KernelDescriptor};
use runtime_sim::dispatch::{Dispatch, SgprRole};
use runtime_sim::launch::KernelArg;
use runtime_sim::memory::Space;
use runtime_sim::output::compare;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

const READELF: &str = "llvm-readelf-14";
const OBJDUMP: &str = "llvm-objdump-14";

/// True when the oracles these tests need are present (see [`ilc_tests::opencl::tools_present`]).
fn tools_present() -> bool {
    ilc_tests::opencl::tools_present(&[CLANG, LLD, READELF, OBJDUMP], "OpenCL kernel checks")
}

fn tool_output(tool: &str, args: &[&str], file: &Path) -> String {
    let out = Command::new(tool)
        .args(args)
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("{tool}: {e}"));
    assert!(
        out.status.success(),
        "{tool} {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Symbols from `llvm-readelf -s`: name → (value, size, type).
fn readelf_symbols(file: &Path) -> BTreeMap<String, (u64, u64, String)> {
    let text = tool_output(READELF, &["-s", "--wide"], file);
    let mut syms = BTreeMap::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        // Num: Value Size Type Bind Vis Ndx Name
        if f.len() == 8 && f[0].ends_with(':') {
            if let (Ok(value), Ok(size)) = (u64::from_str_radix(f[1], 16), f[2].parse::<u64>()) {
                syms.insert(f[7].to_string(), (value, size, f[3].to_string()));
            }
        }
    }
    syms
}

/// The metadata YAML of `llvm-readelf --notes`, reduced to the first kernel: scalar kernel
/// fields (`.name` → `vadd`) and the args as (offset, size, value_kind).
struct NoteKernel {
    fields: BTreeMap<String, String>,
    args: Vec<(u32, u32, String)>,
}

fn readelf_metadata(file: &Path) -> NoteKernel {
    let text = tool_output(READELF, &["--notes"], file);
    let mut fields = BTreeMap::new();
    let mut args: Vec<(u32, u32, String)> = Vec::new();
    let mut in_kernels = false;
    for line in text.lines() {
        if line.starts_with("amdhsa.kernels:") {
            in_kernels = true;
            continue;
        }
        if in_kernels && !line.starts_with(' ') {
            in_kernels = false;
        }
        if !in_kernels {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let body = line.trim_start().trim_start_matches("- ");
        let Some((key, value)) = body.split_once(':') else {
            continue;
        };
        let value = value.trim().trim_matches('\'').to_string();
        if indent >= 6 {
            // An argument field; "- " starts a new argument.
            if line.trim_start().starts_with("- ") {
                args.push((0, 0, String::new()));
            }
            if let Some(arg) = args.last_mut() {
                match key {
                    ".offset" => arg.0 = value.parse().unwrap_or(u32::MAX),
                    ".size" => arg.1 = value.parse().unwrap_or(u32::MAX),
                    ".value_kind" => arg.2 = value,
                    _ => {}
                }
            }
        } else if indent == 4 || (indent == 2 && line.trim_start().starts_with("- ")) {
            fields.insert(key.to_string(), value);
        }
    }
    NoteKernel { fields, args }
}

/// `.amdhsa_*` directives of the kernel descriptor as llvm-objdump disassembles it.
fn objdump_descriptor(file: &Path) -> BTreeMap<String, u64> {
    let text = tool_output(OBJDUMP, &["-D", "-j", ".rodata", "--mcpu=gfx900"], file);
    text.lines()
        .filter_map(|l| {
            let mut f = l.split_whitespace();
            let key = f.next()?.strip_prefix(".amdhsa_")?;
            let value = f.next()?.parse().ok()?;
            Some((key.to_string(), value))
        })
        .collect()
}

/// Instruction words by address from `llvm-objdump -d` (the `// ADDR: WORD WORD` comments).
fn objdump_code_words(file: &Path) -> BTreeMap<u64, u32> {
    let text = tool_output(OBJDUMP, &["-d", "--mcpu=gfx900"], file);
    let mut words = BTreeMap::new();
    for line in text.lines() {
        let Some((_, comment)) = line.split_once("// ") else {
            continue;
        };
        let Some((addr, hex)) = comment.split_once(": ") else {
            continue;
        };
        let Ok(mut addr) = u64::from_str_radix(addr.trim(), 16) else {
            continue;
        };
        for w in hex.split_whitespace() {
            if let Ok(word) = u32::from_str_radix(w, 16) {
                words.insert(addr, word);
                addr += 4;
            }
        }
    }
    words
}

/// The descriptor fields compared with llvm-objdump's directives.
type DescriptorCheck = (&'static str, fn(&KernelDescriptor) -> u64);
const DESCRIPTOR_DIRECTIVES: [DescriptorCheck; 26] = [
    ("group_segment_fixed_size", |d| {
        d.group_segment_fixed_size.into()
    }),
    ("private_segment_fixed_size", |d| {
        d.private_segment_fixed_size.into()
    }),
    ("kernarg_size", |d| d.kernarg_size.into()),
    ("next_free_vgpr", |d| d.allocated_vgprs().into()),
    ("next_free_sgpr", |d| d.allocated_sgprs().into()),
    ("float_round_mode_32", |d| {
        d.rsrc1(rsrc1::FLOAT_ROUND_MODE_32).into()
    }),
    ("float_round_mode_16_64", |d| {
        d.rsrc1(rsrc1::FLOAT_ROUND_MODE_16_64).into()
    }),
    ("float_denorm_mode_32", |d| {
        d.rsrc1(rsrc1::FLOAT_DENORM_MODE_32).into()
    }),
    ("float_denorm_mode_16_64", |d| {
        d.rsrc1(rsrc1::FLOAT_DENORM_MODE_16_64).into()
    }),
    ("dx10_clamp", |d| d.rsrc1(rsrc1::ENABLE_DX10_CLAMP).into()),
    ("ieee_mode", |d| d.rsrc1(rsrc1::ENABLE_IEEE_MODE).into()),
    ("fp16_overflow", |d| d.rsrc1(rsrc1::FP16_OVFL).into()),
    ("system_sgpr_private_segment_wavefront_offset", |d| {
        d.rsrc2(rsrc2::ENABLE_PRIVATE_SEGMENT).into()
    }),
    ("system_sgpr_workgroup_id_x", |d| {
        d.rsrc2(rsrc2::ENABLE_SGPR_WORKGROUP_ID_X).into()
    }),
    ("system_sgpr_workgroup_id_y", |d| {
        d.rsrc2(rsrc2::ENABLE_SGPR_WORKGROUP_ID_Y).into()
    }),
    ("system_sgpr_workgroup_id_z", |d| {
        d.rsrc2(rsrc2::ENABLE_SGPR_WORKGROUP_ID_Z).into()
    }),
    ("system_sgpr_workgroup_info", |d| {
        d.rsrc2(rsrc2::ENABLE_SGPR_WORKGROUP_INFO).into()
    }),
    ("system_vgpr_workitem_id", |d| {
        d.rsrc2(rsrc2::ENABLE_VGPR_WORKITEM_ID).into()
    }),
    ("user_sgpr_private_segment_buffer", |d| {
        d.code_property(code_props::ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER)
            .into()
    }),
    ("user_sgpr_dispatch_ptr", |d| {
        d.code_property(code_props::ENABLE_SGPR_DISPATCH_PTR).into()
    }),
    ("user_sgpr_queue_ptr", |d| {
        d.code_property(code_props::ENABLE_SGPR_QUEUE_PTR).into()
    }),
    ("user_sgpr_kernarg_segment_ptr", |d| {
        d.code_property(code_props::ENABLE_SGPR_KERNARG_SEGMENT_PTR)
            .into()
    }),
    ("user_sgpr_dispatch_id", |d| {
        d.code_property(code_props::ENABLE_SGPR_DISPATCH_ID).into()
    }),
    ("user_sgpr_flat_scratch_init", |d| {
        d.code_property(code_props::ENABLE_SGPR_FLAT_SCRATCH_INIT)
            .into()
    }),
    ("user_sgpr_private_segment_size", |d| {
        d.code_property(code_props::ENABLE_SGPR_PRIVATE_SEGMENT_SIZE)
            .into()
    }),
    ("exception_int_div_zero", |d| {
        u64::from((d.compute_pgm_rsrc2 >> 30) & 1)
    }),
];

/// The ABI's initial SGPR layout computed from llvm-objdump's directives alone (AMDGPUUsage,
/// "Initial Kernel Execution State"): (index, role name).
fn expected_sgpr_roles(dirs: &BTreeMap<String, u64>) -> Vec<(u32, String)> {
    let on = |k: &str| dirs.get(k).copied().unwrap_or(0) != 0;
    let mut roles = Vec::new();
    let mut next = 0u32;
    for (dir, count, name) in [
        (
            "user_sgpr_private_segment_buffer",
            4,
            "PrivateSegmentBuffer",
        ),
        ("user_sgpr_dispatch_ptr", 2, "DispatchPtr"),
        ("user_sgpr_queue_ptr", 2, "QueuePtr"),
        ("user_sgpr_kernarg_segment_ptr", 2, "KernargSegmentPtr"),
        ("user_sgpr_dispatch_id", 2, "DispatchId"),
        ("user_sgpr_flat_scratch_init", 2, "FlatScratchInit"),
        ("user_sgpr_private_segment_size", 1, "PrivateSegmentSize"),
    ] {
        if on(dir) {
            for i in 0..count {
                let role = if count == 1 {
                    name.to_string()
                } else {
                    format!("{name}({i})")
                };
                roles.push((next, role));
                next += 1;
            }
        }
    }
    for (dir, name) in [
        ("system_sgpr_workgroup_id_x", "WorkgroupId(0)"),
        ("system_sgpr_workgroup_id_y", "WorkgroupId(1)"),
        ("system_sgpr_workgroup_id_z", "WorkgroupId(2)"),
        (
            "system_sgpr_private_segment_wavefront_offset",
            "PrivateSegmentWaveOffset",
        ),
    ] {
        if on(dir) {
            roles.push((next, name.to_string()));
            next += 1;
        }
    }
    roles
}

/// All checks of one kernel; returns the list of problems.
fn check_kernel(case: &KernelCase) -> Vec<String> {
    let mut problems = Vec::new();
    let mut check = |ok: bool, what: String| {
        if !ok {
            problems.push(format!("{}: {what}", case.name));
        }
    };
    let path = match build_kernel(case.name) {
        Ok(p) => p,
        Err(e) => return vec![format!("{}: build failed: {e}", case.name)],
    };
    let co = match CodeObject::from_file(&path) {
        Ok(co) => co,
        Err(e) => return vec![format!("{}: load failed: {e}", case.name)],
    };
    check(
        co.kernel_names() == vec![case.name],
        format!("kernels {:?}", co.kernel_names()),
    );
    let Ok(kernel) = co.kernel(case.name) else {
        return problems_with(problems, format!("{}: kernel missing", case.name));
    };
    check(
        co.abi_version == 2,
        format!("ABI version {} (code object v4 is 2)", co.abi_version),
    );

    // Symbols and code bytes.
    let syms = readelf_symbols(&path);
    let kd_sym = syms.get(&format!("{}.kd", case.name));
    check(
        kd_sym.map(|s| (s.0, s.1)) == Some((kernel.descriptor_address, 64)),
        format!(
            "descriptor at {:#x}, readelf says {kd_sym:?}",
            kernel.descriptor_address
        ),
    );
    let func = syms.get(case.name);
    check(
        func.map(|s| (s.0, s.1, s.2.as_str()))
            == Some((kernel.code_address, kernel.code.len() as u64, "FUNC")),
        format!(
            "code at {:#x} ({} bytes), readelf says {func:?}",
            kernel.code_address,
            kernel.code.len()
        ),
    );
    let words = objdump_code_words(&path);
    let mismatched = kernel
        .code
        .chunks_exact(4)
        .enumerate()
        .find(|(i, c)| {
            let addr = kernel.code_address + 4 * *i as u64;
            words.get(&addr) != Some(&u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        })
        .map(|(i, _)| i);
    check(
        mismatched.is_none(),
        format!("code word {mismatched:?} differs from llvm-objdump"),
    );

    // Descriptor against llvm-objdump's .amdhsa directives.
    let dirs = objdump_descriptor(&path);
    check(
        !dirs.is_empty(),
        "llvm-objdump printed no .amdhsa directives".into(),
    );
    for (dir, get) in DESCRIPTOR_DIRECTIVES {
        let ours = get(&kernel.descriptor);
        let theirs = dirs.get(dir).copied();
        check(
            theirs == Some(ours),
            format!(".amdhsa_{dir}: ours {ours}, llvm-objdump {theirs:?}"),
        );
    }

    // Metadata against llvm-readelf's YAML.
    let note = readelf_metadata(&path);
    match &kernel.metadata {
        None => check(false, "no metadata".into()),
        Some(md) => {
            let numbers = [
                (".kernarg_segment_size", md.kernarg_segment_size),
                (".kernarg_segment_align", md.kernarg_segment_align),
                (".group_segment_fixed_size", md.group_segment_fixed_size),
                (".private_segment_fixed_size", md.private_segment_fixed_size),
                (".sgpr_count", md.sgpr_count),
                (".vgpr_count", md.vgpr_count),
                (".wavefront_size", md.wavefront_size),
                (
                    ".max_flat_workgroup_size",
                    md.max_flat_workgroup_size.unwrap_or(0),
                ),
            ];
            for (key, ours) in numbers {
                let theirs = note.fields.get(key).and_then(|v| v.parse::<u32>().ok());
                check(
                    theirs == Some(ours),
                    format!("{key}: ours {ours}, readelf {theirs:?}"),
                );
            }
            check(
                note.fields.get(".name") == Some(&md.name),
                format!(".name {:?}", note.fields.get(".name")),
            );
            check(
                note.fields.get(".symbol") == Some(&md.symbol),
                format!(".symbol {:?}", note.fields.get(".symbol")),
            );
            let ours: Vec<(u32, u32, String)> = md
                .args
                .iter()
                .map(|a| (a.offset, a.size, a.value_kind_name.clone()))
                .collect();
            check(
                ours == note.args,
                format!("args: ours {ours:?}, readelf {:?}", note.args),
            );
            check(
                md.group_segment_fixed_size == kernel.descriptor.group_segment_fixed_size
                    && md.private_segment_fixed_size
                        == kernel.descriptor.private_segment_fixed_size,
                "metadata and descriptor segment sizes differ".into(),
            );
        }
    }

    // Dispatch setup.
    let spec = match case.launch_spec() {
        Ok(s) => s,
        Err(e) => return problems_with(problems, format!("{}: launch: {e}", case.name)),
    };
    match Dispatch::new(kernel, &spec) {
        Err(e) => check(false, format!("dispatch: {e}")),
        Ok(d) => check_dispatch(kernel, &spec, &d, &dirs, &mut check),
    }
    problems
}

fn problems_with(mut problems: Vec<String>, p: String) -> Vec<String> {
    problems.push(p);
    problems
}

fn check_dispatch(
    kernel: &Kernel,
    spec: &runtime_sim::launch::LaunchSpec,
    d: &Dispatch,
    dirs: &BTreeMap<String, u64>,
    check: &mut impl FnMut(bool, String),
) {
    let last_group = d.num_groups().map(|n| n - 1);
    let state = match d.initial_wave_state(last_group, d.waves_per_group() - 1) {
        Ok(s) => s,
        Err(e) => return check(false, format!("wave state: {e}")),
    };
    let ours: Vec<(u32, String)> = state
        .sgprs
        .iter()
        .map(|&(i, _, role)| (i, format!("{role:?}")))
        .collect();
    let want = expected_sgpr_roles(dirs);
    check(
        ours == want,
        format!("SGPR layout: ours {ours:?}, ABI from llvm-objdump {want:?}"),
    );
    let value_of = |wanted: SgprRole| state.sgprs.iter().find(|s| s.2 == wanted).map(|s| s.1);
    let pair = |lo: SgprRole, hi: SgprRole| {
        Some(u64::from(value_of(lo)?) | (u64::from(value_of(hi)?) << 32))
    };
    if dirs.get("user_sgpr_kernarg_segment_ptr") == Some(&1) {
        let p = pair(
            SgprRole::KernargSegmentPtr(0),
            SgprRole::KernargSegmentPtr(1),
        );
        check(
            p == Space::Kernarg.flat_base(),
            format!("kernarg pointer {p:?}"),
        );
    }
    if dirs.get("user_sgpr_dispatch_ptr") == Some(&1) {
        let p = pair(SgprRole::DispatchPtr(0), SgprRole::DispatchPtr(1));
        check(
            p == Space::DispatchPacket.flat_base(),
            format!("dispatch pointer {p:?}"),
        );
    }
    for (dim, &g) in last_group.iter().enumerate() {
        if let Some(v) = value_of(SgprRole::WorkgroupId(dim as u8)) {
            check(v == g, format!("work-group id {dim}: {v}, want {g}"));
        }
    }
    let ids = dirs.get("system_vgpr_workitem_id").copied().unwrap_or(0) as usize;
    check(
        state.vgprs.len() == ids + 1,
        format!("{} id VGPRs, want {}", state.vgprs.len(), ids + 1),
    );
    let group_size: u32 = spec.group.iter().product();
    let lanes_in_last_wave = group_size - (d.waves_per_group() - 1) * 64;
    let want_exec = if lanes_in_last_wave == 64 {
        u64::MAX
    } else {
        (1u64 << lanes_in_last_wave) - 1
    };
    check(
        state.exec == want_exec,
        format!("exec {:#x}, want {want_exec:#x}", state.exec),
    );
    // Explicit arguments land at the metadata offsets (from llvm-readelf via the metadata
    // check above).
    if let Some(md) = &kernel.metadata {
        let explicit = md.args.iter().filter(|a| a.value_kind.is_explicit());
        for (a, arg) in explicit.zip(&spec.args) {
            let at = a.offset as usize;
            let bytes = d.kernarg.get(at..at + a.size as usize);
            let want: Option<Vec<u8>> = match *arg {
                KernelArg::Uav(n) => Space::Uav(n).flat_base().map(|b| b.to_le_bytes().to_vec()),
                KernelArg::U32(v) => Some(v.to_le_bytes().to_vec()),
                KernelArg::F32(v) => Some(v.to_bits().to_le_bytes().to_vec()),
                _ => None,
            };
            if let Some(want) = want {
                check(
                    bytes == Some(&want[..]),
                    format!("kernarg bytes at {at}: {bytes:?}, want {want:?}"),
                );
            }
        }
    }
}

#[test]
fn every_kernel_source_has_a_case() {
    let names = kernel_names();
    let case_names: Vec<String> = cases().iter().map(|c| c.name.to_string()).collect();
    assert_eq!(names, case_names);
    assert!(names.len() >= 20, "only {} kernels", names.len());
}

#[test]
fn launches_parse_and_references_keep_buffer_shapes() {
    for case in cases() {
        let spec = case.launch_spec().unwrap_or_else(|e| panic!("{e}"));
        let out = case.expected().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            out.uavs.keys().collect::<Vec<_>>(),
            spec.uavs.keys().collect::<Vec<_>>(),
            "{}",
            case.name
        );
        for (id, words) in &spec.uavs {
            assert_eq!(out.uavs[id].len(), words.len(), "{}: uav {id}", case.name);
        }
        assert_ne!(
            out.uavs, spec.uavs,
            "{}: the reference changes nothing",
            case.name
        );
        assert!(
            spec.group_size() <= 256,
            "{}: clang's default max work-group size is 256",
            case.name
        );
    }
}

/// Hand-checked values of a few references (guards against a reference that is wrong in the
/// same way as a kernel).
#[test]
fn references_spot_checks() {
    let all = cases();
    let get = |n: &str| {
        all.iter()
            .find(|c| c.name == n)
            .unwrap_or_else(|| panic!("{n}"))
    };
    let scan = get("scan");
    let (spec, out) = (scan.launch_spec().unwrap(), scan.expected().unwrap());
    let input = &spec.uavs[&0];
    assert_eq!(
        out.uavs[&1][2],
        input[0].wrapping_add(input[1]).wrapping_add(input[2])
    );
    assert_eq!(out.uavs[&1][64], input[64]); // a new group restarts the sum
    let collatz = get("collatz").expected().unwrap();
    assert_eq!(collatz.uavs[&1][..7], [0, 0, 1, 7, 111, 118, 178]); // 0, 1, 2, 3, 27, 97, 871
    let ids = get("workitem_ids").expected().unwrap();
    // Work-item (5, 3, 1) of global [8,4,2], group [4,2,2]: flat 5 + 8*(3 + 4*1) = 61.
    let rec = &ids.uavs[&0][8 * 61..8 * 62];
    assert_eq!(rec[0], 5 | (3 << 10) | (1 << 20));
    assert_eq!(rec[1], 1 | (1 << 10) | (1 << 20));
    assert_eq!(rec[2], 1 | (1 << 10));
    assert_eq!(rec[6..], [3, 61]);
}

#[test]
fn kernels_build_load_and_agree_with_llvm_tools() {
    if !tools_present() {
        return;
    }
    let problems: Vec<String> = cases().iter().flat_map(check_kernel).collect();
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// vadd's layout by hand, cross-checked with its disassembly: s[4:5] is the dispatch pointer
/// (the kernel loads workgroup_size_x from offset 4), s[6:7] the kernarg pointer, s8 the
/// work-group id x.
#[test]
fn vadd_sgprs_match_its_disassembly() {
    if !tools_present() {
        return;
    }
    let path = build_kernel("vadd").unwrap_or_else(|e| panic!("{e}"));
    let text = tool_output(OBJDUMP, &["-d", "--mcpu=gfx900"], &path);
    assert!(text.contains("s_load_dword s0, s[4:5], 0x4"), "{text}");
    assert!(
        text.contains("s_load_dwordx4 s[0:3], s[6:7], 0x0"),
        "{text}"
    );
    assert!(text.contains("v_mov_b32_e32 v2, s8"), "{text}");
    let co = CodeObject::from_file(&path).unwrap_or_else(|e| panic!("{e}"));
    let case = cases().into_iter().find(|c| c.name == "vadd").unwrap();
    let d = Dispatch::new(co.kernel("vadd").unwrap(), &case.launch_spec().unwrap()).unwrap();
    let w = d.initial_wave_state([3, 0, 0], 0).unwrap();
    let regs: Vec<(u32, u32)> = w.sgprs.iter().map(|&(i, v, _)| (i, v)).collect();
    let pb = d.private_segment_buffer();
    assert_eq!(
        regs,
        vec![
            (0, pb[0]),
            (1, pb[1]),
            (2, pb[2]),
            (3, pb[3]),
            (4, 0),
            (5, 0x1802),
            (6, 0),
            (7, 0x1801),
            (8, 3)
        ]
    );
    assert_eq!(w.exec, u64::MAX);
    assert_eq!(w.vgprs.len(), 1);
    assert_eq!(w.vgprs[0].1, (0..64).collect::<Vec<u32>>());
}

/// The scratch-using kernel gets flat scratch init, the wave offset SGPR and private memory.
#[test]
fn private_array_gets_scratch() {
    if !tools_present() {
        return;
    }
    let path = build_kernel("private_array").unwrap_or_else(|e| panic!("{e}"));
    let co = CodeObject::from_file(&path).unwrap_or_else(|e| panic!("{e}"));
    let k = co.kernel("private_array").unwrap();
    assert!(
        k.descriptor.private_segment_fixed_size >= 400,
        "{}",
        k.descriptor.private_segment_fixed_size
    );
    let case = cases()
        .into_iter()
        .find(|c| c.name == "private_array")
        .unwrap();
    let d = Dispatch::new(k, &case.launch_spec().unwrap()).unwrap();
    let per_wave = (k.descriptor.private_segment_fixed_size * 64).div_ceil(1024) * 1024;
    assert_eq!(d.private_bytes_per_wave, per_wave);
    let w = d.initial_wave_state([1, 0, 0], 0).unwrap();
    let offset = w.sgprs.last().unwrap();
    assert_eq!(
        (offset.1, offset.2),
        (per_wave, SgprRole::PrivateSegmentWaveOffset)
    );
    assert!(w
        .sgprs
        .iter()
        .any(|s| s.2 == SgprRole::FlatScratchInit(1) && s.1 == 0x1803));
}

/// The references agree with the kernels' own C sources executed on the host (one thread per
/// work-item), within each launch's tolerance.
#[test]
fn references_agree_with_host_execution_of_the_sources() {
    if !tools_present() {
        return;
    }
    let mut problems = Vec::new();
    for case in cases() {
        let spec = case.launch_spec().unwrap_or_else(|e| panic!("{e}"));
        let expected = case.expected().unwrap_or_else(|e| panic!("{e}"));
        match run_on_host(&case) {
            Err(e) => problems.push(format!("{}: {e}", case.name)),
            Ok(actual) => {
                let diffs = compare(&expected, &actual, spec.tolerance_ulp);
                for d in diffs.iter().take(5) {
                    problems.push(format!("{}: {d}", case.name));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A kernel with hidden arguments: the kernarg segment has the metadata's size, the explicit
/// arguments at their offsets and zeros for the hidden ones (global offsets, hidden_none,
/// multigrid sync); llvm-readelf-14 lists them at 16..72 for this kernel.
#[test]
fn hidden_arguments_are_laid_out() {
    if !tools_present() {
        return;
    }
    let path = build_kernel("global_offset").unwrap_or_else(|e| panic!("{e}"));
    let co = CodeObject::from_file(&path).unwrap_or_else(|e| panic!("{e}"));
    let case = cases()
        .into_iter()
        .find(|c| c.name == "global_offset")
        .unwrap();
    let d = Dispatch::new(
        co.kernel("global_offset").unwrap(),
        &case.launch_spec().unwrap(),
    )
    .unwrap();
    assert_eq!(d.kernarg.len(), 72);
    assert_eq!(d.kernarg[..8], 0x1000_0000_0000u64.to_le_bytes());
    assert_eq!(d.kernarg[8..12], 3u32.to_le_bytes());
    assert!(d.kernarg[16..].iter().all(|&b| b == 0));
}

/// Loads a kernel's code object (building it first).
fn load(case: &KernelCase) -> Option<CodeObject> {
    let path = build_kernel(case.name).unwrap_or_else(|e| panic!("{}: {e}", case.name));
    Some(CodeObject::from_file(&path).unwrap_or_else(|e| panic!("{}: {e}", case.name)))
}

/// Loads a kernel's relocatable object (`clang -c`, unlinked).
fn load_unlinked(case: &KernelCase) -> CodeObject {
    let path = build_kernel_object(case.name).unwrap_or_else(|e| panic!("{}: {e}", case.name));
    CodeObject::from_file(&path).unwrap_or_else(|e| panic!("{} (unlinked): {e}", case.name))
}

/// Runs `case` from `obj` and compares with the host reference; a failure description.
fn run_against_reference(case: &KernelCase, obj: &CodeObject, form: &str) -> Option<String> {
    let opts = runtime_sim::vega::Options::default();
    let spec = case.launch_spec().expect("launch parses");
    let expected = case.expected().expect("reference");
    match runtime_sim::vega::run_code_object(obj, case.name, &spec, &opts) {
        Ok((out, stats)) => {
            assert!(stats.total() > 0, "{}: no instructions counted", case.name);
            let bad = compare(&expected, &out, spec.tolerance_ulp);
            (!bad.is_empty()).then(|| {
                format!(
                    "{} ({form}): {} mismatches, first {:?}",
                    case.name,
                    bad.len(),
                    bad.first()
                )
            })
        }
        Err(e) => Some(format!("{} ({form}): {e}", case.name)),
    }
}

/// Every clang-built kernel runs on the strict Vega machine without a program error and
/// produces its host reference (within the launch's ulp tolerance), both from the linked code
/// object (`ld.lld -shared`) and from the relocatable object of `clang -c` (relocations
/// applied by the loader).
#[test]
fn kernels_run_on_the_vega_machine() {
    if !tools_present() {
        return;
    }
    let mut failures = Vec::new();
    for case in cases() {
        let Some(obj) = load(&case) else { continue };
        failures.extend(run_against_reference(&case, &obj, "linked"));
        failures.extend(run_against_reference(
            &case,
            &load_unlinked(&case),
            "clang -c",
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `calls`: a `noinline` helper called twice (`s_getpc_b64`, `s_add_u32`/`s_addc_u32` with
/// the relocated offset — negative, the helper lies before the kernel — `s_swappc_b64`,
/// `s_setpc_b64` back), five pointer arguments, 64-bit loads, and kernarg loads past the
/// explicit arguments. The unlinked object's `.text` relocations are the two
/// `R_AMDGPU_REL32_LO/HI` of the call and its `.rodata` one the `R_AMDGPU_REL64` of the
/// descriptor's entry offset (llvm-readelf-14 -r); both forms put the kernel at the same
/// offset of its code section and give the same machine code once relocated.
#[test]
fn calls_run_unlinked_and_linked() {
    if !tools_present() {
        return;
    }
    let case = cases().into_iter().find(|c| c.name == "calls").unwrap();
    let linked = load(&case).unwrap();
    let unlinked = load_unlinked(&case);
    let relocs = tool_output(READELF, &["-r"], &build_kernel_object("calls").unwrap());
    for r in ["R_AMDGPU_REL32_LO", "R_AMDGPU_REL32_HI", "R_AMDGPU_REL64"] {
        assert!(relocs.contains(r), "{relocs}");
    }
    let (kl, ku) = (
        linked.kernel("calls").unwrap(),
        unlinked.kernel("calls").unwrap(),
    );
    assert_eq!(kl.code, ku.code, "relocated code differs from ld.lld's");
    assert_eq!(
        kl.code_address - kl.text_address,
        ku.code_address - ku.text_address
    );
    let words = |k: &Kernel| -> Vec<u32> {
        k.text
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect()
    };
    // s_swappc_b64 s[30:31], s[N:N+1] (SOP1 op 30) twice; s_setpc_b64 s[30:31] (op 29) once.
    let swappc = words(ku)
        .iter()
        .filter(|&&w| w & 0xff80_ff00 == 0xbe80_1e00)
        .count();
    assert_eq!(swappc, 2);
    assert!(words(ku).contains(&0xbe80_1d1e));
    for (obj, form) in [(&linked, "linked"), (&unlinked, "clang -c")] {
        if let Some(f) = run_against_reference(&case, obj, form) {
            panic!("{f}");
        }
    }
}

/// Compiles OpenCL C `source` (OpenCL C 2.0, for program-scope `__global` variables) with
/// `clang -c` and the recipe's other flags plus `extra`; returns the object's bytes.
fn compile_unlinked(name: &str, source: &str, extra: &[&str]) -> Vec<u8> {
    let dir = std::env::temp_dir().join(format!("ilc-reloc-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (src, obj) = (
        dir.join(format!("{name}.cl")),
        dir.join(format!("{name}.o")),
    );
    std::fs::write(&src, source).unwrap();
    let out = Command::new(CLANG)
        .args(ilc_tests::opencl::CLANG_FLAGS)
        .arg("-cl-std=CL2.0")
        .args(extra)
        .arg("-c")
        .arg(&src)
        .arg("-o")
        .arg(&obj)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&obj).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    bytes
}

/// A relocation the loader does not apply (the GOT form clang uses for an external symbol
/// with default visibility) is reported by name with its place and symbol.
#[test]
fn unsupported_relocations_are_named() {
    if !tools_present() {
        return;
    }
    let bytes = compile_unlinked(
        "ext",
        "extern __global int table[];\n\
         __kernel void ext(__global int *out) { out[0] = table[out[1]]; }\n",
        &["-fvisibility=default"],
    );
    let e = CodeObject::parse(&bytes).unwrap_err().to_string();
    assert!(
        e.contains("R_AMDGPU_GOTPCREL32_LO (8) at .text+0x") && e.contains("`table`"),
        "{e}"
    );
}

/// `R_AMDGPU_ABS64`: a program-scope pointer initialised with the address of a table (in
/// `.data`, relocated to the table's flat address in the loaded image) is followed by the
/// kernel: lane i reads `table[1 + (i & 1)]`.
#[test]
fn absolute_relocations_hold_flat_addresses() {
    if !tools_present() {
        return;
    }
    let bytes = compile_unlinked(
        "absptr",
        "__global unsigned table[4] = {11, 22, 33, 44};\n\
         __global unsigned *p = table + 1;\n\
         __kernel void absptr(__global unsigned *out) {\n\
           unsigned i = __builtin_amdgcn_workitem_id_x();\n\
           out[i] = p[i & 1];\n\
         }\n",
        &[],
    );
    let co = CodeObject::parse(&bytes).unwrap_or_else(|e| panic!("{e}"));
    let spec = runtime_sim::launch::LaunchSpec::parse(
        r#"{"global":[64],"group":[64],"uavs":{"0":{"zero":64}},"args":[{"uav":0}]}"#,
        "absptr",
    )
    .unwrap();
    let (out, _) = runtime_sim::vega::run_code_object(
        &co,
        "absptr",
        &spec,
        &runtime_sim::vega::Options::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<u32> = (0..64).map(|i| [22, 33][i & 1]).collect();
    assert_eq!(out.uavs[&0], want);
}

/// `s_nop 0`: the same size as the `s_waitcnt` it replaces.
const S_NOP_0: [u8; 4] = [0x00, 0x00, 0x80, 0xbf];

/// For each kernel: (s_waitcnt pcs, those whose deletion the machine did not report).
fn waitcnt_deletions(case: &KernelCase) -> (Vec<u64>, Vec<String>) {
    use runtime_sim::vega::{run_kernel_with, Options, Program, VegaError};
    let obj = load(case).expect("code object");
    let kernel = obj.kernel(case.name).expect("kernel");
    let spec = case.launch_spec().expect("launch");
    let prog = Program::decode(&kernel.text);
    let waits: Vec<u64> = prog
        .iter()
        .filter(|(_, d)| d.name == "s_waitcnt")
        .map(|(pc, _)| pc)
        .collect();
    let opts = Options::default();
    let (_, stats) = run_kernel_with(&obj, kernel, &prog, &spec, &opts).expect("runs");
    let mut missed = Vec::new();
    for &pc in &waits {
        let mut patched = kernel.clone();
        let at = pc as usize;
        patched.text[at..at + 4].copy_from_slice(&S_NOP_0);
        let prog = Program::decode(&patched.text);
        match run_kernel_with(&obj, &patched, &prog, &spec, &opts) {
            Err(VegaError::Program { .. }) => {}
            // A wait that proved nothing complete in the original run (an acquire fence right
            // after a barrier that was already preceded by a wait) is redundant for this
            // launch: deleting it changes nothing, on hardware as here.
            Ok(_) if !stats.useful_waitcnts.contains(&pc) => {}
            other => missed.push(format!(
                "{}: deleting s_waitcnt at {pc:#x} gave {:?}",
                case.name,
                other.map(|_| "success")
            )),
        }
    }
    (waits, missed)
}

/// Kernels whose launches keep some LDS store/load pairs inside one wave: a wait ordering a
/// wave's LDS store before its own later LDS read is not needed (LDS instructions of one wave
/// execute in order), so deleting it is harmless on hardware too and is not reported.
/// (`bitonic_sort`, `scan` and `stencil` use one-wave groups; `reduce_max`'s later tree levels
/// run in wave 0 only.)
const SAME_WAVE_LDS: [&str; 4] = ["bitonic_sort", "scan", "stencil", "reduce_max"];

/// Deleting any single `s_waitcnt` of a clang-built kernel makes the Vega machine report a
/// program error (the strictness real hardware lacks) — over every wait of every kernel
/// except [`SAME_WAVE_LDS`], and except waits that proved nothing complete in the original run.
#[test]
fn deleting_any_waitcnt_is_a_program_error() {
    if !tools_present() {
        return;
    }
    let mut total = 0;
    let mut kernels = 0;
    let mut missed = Vec::new();
    for case in cases()
        .into_iter()
        .filter(|c| !SAME_WAVE_LDS.contains(&c.name))
    {
        kernels += 1;
        let (waits, m) = waitcnt_deletions(&case);
        total += waits.len();
        missed.extend(m);
    }
    eprintln!("{total} s_waitcnt deletions checked over {kernels} kernels");
    assert!(kernels >= 5 && total >= 100, "too few deletions checked");
    assert!(missed.is_empty(), "{}", missed.join("\n"));
}
