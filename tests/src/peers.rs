//! LLVM peer figures for the backend comparison tables: the OpenCL C kernels in
//! `tests/peers/NAME.cl` (each mirrors one IL program of `tests/corpus/compute`) compiled by
//! LLVM 14 for gfx900 and for Evergreen (`cypress`), and the static statistics of the
//! resulting assembly.
//!
//! - gfx900: `clang-14 -target amdgcn-amd-amdhsa -mcpu=gfx900 -O2 -S` ([`GFX900_FLAGS`]);
//!   [`gfx900_stats`] counts instructions (lines that are neither labels, directives nor
//!   comments), `s_waitcnt` and `s_nop`, reads VGPRs and SGPRs from the `; NumVgprs:` and
//!   `; NumSgprs:` lines LLVM prints after the kernel, and measures code bytes by
//!   reassembling the instructions with `llvm-mc-14`.
//! - R600: `clang-14 -target r600 -mcpu=cypress -O2 -S -emit-llvm`, then
//!   `llc-14 -march=r600 -mcpu=cypress` ([`R600_CLANG_FLAGS`], [`R600_LLC_FLAGS`]);
//!   [`r600_stats`] reads llc's R600 text: CF instructions first (one per line), then
//!   `Fetch clause starting at N:` / `ALU clause starting at N:` bodies. In an ALU body a
//!   line whose second token is `*` ends an instruction group (the LAST bit) and a line that
//!   starts with a number holds the group's literal dwords. GPRs and the stack size come from
//!   the `SQ_PGM_RESOURCES_*` register value in `.AMDGPU.config` (NUM_GPRS bits 7:0,
//!   STACK_SIZE bits 15:8).
//!
//! - R600 pixel shaders: hand-written LLVM IR in `tests/peers/graphics/NAME.ll`
//!   (`amdgpu_ps` functions using the `llvm.r600.*` texture, kill and export intrinsics), each
//!   mirroring one program of `tests/corpus/graphics` ([`shader_peers`]), compiled by
//!   `llc-14 -march=r600 -mcpu=cypress` and read by the same [`parse_r600_asm`]
//!   ([`r600_shader_stats`]).
//!
//! The source header `tests/peers/peer_cl.h` makes one source build for both targets; each
//! kernel's first comment line names the IL program it mirrors and says whether it is
//! R600-eligible (no LDS, atomics or doubles). See `docs/performance.md`, "LLVM peers".

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The OpenCL compiler of the peers.
pub const CLANG: &str = "clang-14";
/// The LLVM code generator used for the R600 peers (and for compile-time measurements).
pub const LLC: &str = "llc-14";

/// Flags shared by both targets: OpenCL C 1.2 without clang's headers or a device library.
/// Unlike the executable test kernels (`tests/src/opencl.rs`) the peers keep OpenCL's
/// default contraction (`a * b + c` may become one multiply-add, as IL `mad` allows) and
/// OpenCL's relaxed division/sqrt precision (IL's are approximate too).
pub const COMMON_FLAGS: [&str; 4] = ["-cl-std=CL1.2", "-cl-no-stdinc", "-O2", "-Werror"];
/// Target flags of the gfx900 peer (after [`COMMON_FLAGS`]; `-S` to assembly follows).
pub const GFX900_FLAGS: [&str; 4] = ["-target", "amdgcn-amd-amdhsa", "-mcpu=gfx900", "-nogpulib"];
/// Target flags of the R600 peer's front end (after [`COMMON_FLAGS`]; `-S -emit-llvm` follows).
pub const R600_CLANG_FLAGS: [&str; 3] = ["-target", "r600", "-mcpu=cypress"];
/// Flags of `llc-14` for the R600 peer (Evergreen, Cypress).
pub const R600_LLC_FLAGS: [&str; 2] = ["-march=r600", "-mcpu=cypress"];

/// Static statistics of one gfx900 kernel as LLVM compiled it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PeerStats {
    /// Machine instructions in the kernel body (labels, directives and comments excluded).
    pub instructions: u32,
    /// VGPRs (`; NumVgprs:`).
    pub vgprs: u32,
    /// SGPRs including VCC / flat scratch / XNACK as LLVM reports them (`; NumSgprs:`).
    pub sgprs: u32,
    /// `s_waitcnt` instructions.
    pub waitcnts: u32,
    /// `s_nop` instructions.
    pub nops: u32,
    /// Code size in bytes (the instructions reassembled by `llvm-mc-14`).
    pub code_bytes: u32,
}

/// Static statistics of one R600 (Evergreen) kernel as `llc-14` compiled it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct R600PeerStats {
    /// CF instructions (clause starts, control flow, exports, `CF_END`; `PAD` excluded).
    pub cf_instructions: u32,
    /// ALU clauses (`ALU`, `ALU_PUSH_BEFORE`, `ALU_POP_AFTER`, … CF instructions).
    pub alu_clauses: u32,
    /// TEX clauses (on Evergreen vertex fetches run in TEX clauses too).
    pub tex_clauses: u32,
    /// VTX clauses.
    pub vtx_clauses: u32,
    /// ALU instruction groups (instructions with the LAST mark).
    pub alu_groups: u32,
    /// ALU instructions (filled slots; literal dwords not counted).
    pub alu_insts: u32,
    /// Literal slots (pairs of literal dwords, one line of the listing each).
    pub literal_slots: u32,
    /// Fetch instructions in TEX/VTX clauses.
    pub fetches: u32,
    /// GPRs (NUM_GPRS of SQ_PGM_RESOURCES).
    pub gprs: u32,
    /// Stack entries (STACK_SIZE of SQ_PGM_RESOURCES).
    pub stack_size: u32,
}

impl R600PeerStats {
    /// Average filled slots per ALU group (0 without groups).
    pub fn slots_per_group(&self) -> f64 {
        if self.alu_groups == 0 {
            0.0
        } else {
            f64::from(self.alu_insts) / f64::from(self.alu_groups)
        }
    }

    /// All clauses (ALU + TEX + VTX).
    pub fn clauses(&self) -> u32 {
        self.alu_clauses + self.tex_clauses + self.vtx_clauses
    }
}

/// One peer kernel: `tests/peers/NAME.cl`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PeerKernel {
    /// Kernel (and file) name.
    pub name: String,
    /// Path of the OpenCL C source.
    pub cl_path: PathBuf,
    /// The IL program it mirrors, relative to the repository (`tests/corpus/compute/X.il`).
    pub il: String,
    /// Whether the kernel is on the R600 list (no LDS, atomics or doubles).
    pub r600: bool,
}

impl PeerKernel {
    /// Absolute path of the mirrored IL program.
    pub fn il_path(&self) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(&self.il)
    }
}

/// Directory of the peer sources (`tests/peers`).
pub fn peers_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("peers")
}

/// Every peer kernel, sorted by name. The first comment of each source must say
/// `Mirrors tests/corpus/compute/X.il` and contain `gfx900 only` or else `R600-eligible`.
pub fn peer_kernels() -> Result<Vec<PeerKernel>, String> {
    let dir = peers_dir();
    let entries = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut out = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().and_then(|e| e.to_str()) != Some("cl") {
            continue;
        }
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .ok_or_else(|| format!("{}: bad file name", path.display()))?
            .to_string();
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let header: String = text
            .lines()
            .take_while(|l| l.starts_with("//"))
            .collect::<Vec<_>>()
            .join(" ");
        let il = header
            .split_whitespace()
            .skip_while(|w| *w != "Mirrors")
            .nth(1)
            .map(|w| w.trim_end_matches(':').to_string())
            .filter(|w| w.ends_with(".il"))
            .ok_or_else(|| {
                format!(
                    "{}:1: first comment must name the IL program",
                    path.display()
                )
            })?;
        let r600 = if header.contains("gfx900 only") {
            false
        } else if header.contains("R600-eligible") {
            true
        } else {
            return Err(format!(
                "{}:1: first comment must say `R600-eligible` or `gfx900 only`",
                path.display()
            ));
        };
        out.push(PeerKernel {
            name,
            cl_path: path,
            il,
            r600,
        });
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(out)
}

/// Runs a command with `stdin` as its input; returns its stdout, or its stderr as the error.
fn run(cmd: &mut Command, stdin: &[u8]) -> Result<String, String> {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{cmd:?}: {e}"))?;
    if let Some(mut input) = child.stdin.take() {
        input
            .write_all(stdin)
            .map_err(|e| format!("{cmd:?}: writing stdin: {e}"))?;
    }
    let out = child
        .wait_with_output()
        .map_err(|e| format!("{cmd:?}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{cmd:?} failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("{cmd:?}: output is not UTF-8: {e}"))
}

/// The gfx900 assembly of a peer kernel (`clang-14 … -S -o -`).
pub fn gfx900_asm(cl_path: &Path) -> Result<String, String> {
    run(
        Command::new(CLANG)
            .args(COMMON_FLAGS)
            .args(GFX900_FLAGS)
            .arg("-S")
            .arg(cl_path)
            .args(["-o", "-"]),
        b"",
    )
}

/// The gfx900 LLVM IR of a peer kernel (input of `llc-14` compile-time measurements:
/// `llc-14 -O2 FILE.ll -o /dev/null`; the IR carries the triple and `target-cpu`).
pub fn gfx900_ll(cl_path: &Path) -> Result<String, String> {
    run(
        Command::new(CLANG)
            .args(COMMON_FLAGS)
            .args(GFX900_FLAGS)
            .args(["-S", "-emit-llvm"])
            .arg(cl_path)
            .args(["-o", "-"]),
        b"",
    )
}

/// Compiles a peer kernel for gfx900 and returns its statistics.
pub fn gfx900_stats(cl_path: &Path) -> Result<PeerStats, String> {
    let asm = gfx900_asm(cl_path)?;
    let located = |e: String| format!("{}: {e}", cl_path.display());
    let mut stats = parse_gfx900_asm(&asm).map_err(located)?;
    stats.code_bytes = gfx900_code_bytes(&asm).map_err(located)?;
    Ok(stats)
}

/// The Evergreen (cypress) assembly of a peer kernel: clang to LLVM IR, then `llc-14`.
pub fn r600_asm(cl_path: &Path) -> Result<String, String> {
    let ll = run(
        Command::new(CLANG)
            .args(COMMON_FLAGS)
            .args(R600_CLANG_FLAGS)
            .args(["-S", "-emit-llvm"])
            .arg(cl_path)
            .args(["-o", "-"]),
        b"",
    )?;
    run(
        Command::new(LLC)
            .args(R600_LLC_FLAGS)
            .args(["-", "-o", "-"]),
        ll.as_bytes(),
    )
}

/// Compiles a peer kernel for R600 (Evergreen) and returns its statistics.
pub fn r600_stats(cl_path: &Path) -> Result<R600PeerStats, String> {
    parse_r600_asm(&r600_asm(cl_path)?).map_err(|e| format!("{}: {e}", cl_path.display()))
}

/// The code lines of the (single) kernel in an assembly listing: from the line after the
/// function label `NAME:` (the one followed by `; @NAME` or at a line start) to `.Lfunc_end`.
fn function_body(text: &str) -> Result<Vec<(usize, &str)>, String> {
    let mut body = Vec::new();
    let mut inside = false;
    for (i, line) in text.lines().enumerate() {
        let code = line.split(';').next().unwrap_or("").trim();
        if !inside {
            // The function label: not indented, not a directive, not a local label.
            if !line.starts_with(char::is_whitespace)
                && code.ends_with(':')
                && !code.starts_with('.')
                && !code.contains('$')
            {
                inside = true;
            }
            continue;
        }
        if code.starts_with(".Lfunc_end") {
            return Ok(body);
        }
        body.push((i + 1, line));
    }
    Err(if inside {
        "no .Lfunc_end after the kernel".to_string()
    } else {
        "no kernel label in the assembly".to_string()
    })
}

/// The number after `key` in the first line that contains it (`; NumVgprs: 4`).
fn number_after(text: &str, key: &str) -> Result<u32, String> {
    let line = text
        .lines()
        .find(|l| l.contains(key))
        .ok_or_else(|| format!("no `{key}` line"))?;
    let rest = &line[line.find(key).map_or(0, |p| p + key.len())..];
    let digits: String = rest
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits
        .parse()
        .map_err(|_| format!("`{key}` without a number: {line:?}"))
}

/// The assembler used to measure gfx900 code size.
pub const LLVM_MC: &str = "llvm-mc-14";

/// Size in bytes of the kernel's machine code: its labels and instructions reassembled by
/// `llvm-mc-14 -arch=amdgcn -mcpu=gfx900 -show-encoding`, summing the encodings. (LLVM's own
/// `; codeLenInByte` comment is an upper estimate: 164 instead of 152 bytes for `nested_if`.)
pub fn gfx900_code_bytes(text: &str) -> Result<u32, String> {
    let mut src = String::new();
    for (_, line) in function_body(text)? {
        let code = line.split(';').next().unwrap_or("").trim();
        if code.is_empty() || (code.starts_with('.') && !code.ends_with(':')) {
            continue;
        }
        src.push_str(code);
        src.push('\n');
    }
    let out = run(
        Command::new(LLVM_MC).args(["-arch=amdgcn", "-mcpu=gfx900", "-show-encoding"]),
        src.as_bytes(),
    )?;
    let mut bytes = 0u32;
    for line in out.lines() {
        if let Some(at) = line.find("encoding: [") {
            let list = &line[at + "encoding: [".len()..];
            let list = list.split(']').next().unwrap_or("");
            bytes += list.split(',').filter(|b| !b.trim().is_empty()).count() as u32;
        }
    }
    Ok(bytes)
}

/// Extracts [`PeerStats`] from clang's gfx900 assembly of one kernel; `code_bytes` is left at
/// 0 (see [`gfx900_code_bytes`], which [`gfx900_stats`] adds).
pub fn parse_gfx900_asm(text: &str) -> Result<PeerStats, String> {
    let mut s = PeerStats::default();
    for (_, line) in function_body(text)? {
        let code = line.split(';').next().unwrap_or("").trim();
        if code.is_empty() || code.starts_with('.') || code.ends_with(':') {
            continue;
        }
        s.instructions += 1;
        let mnemonic = code.split_whitespace().next().unwrap_or("");
        if mnemonic == "s_waitcnt" {
            s.waitcnts += 1;
        } else if mnemonic == "s_nop" {
            s.nops += 1;
        }
    }
    s.vgprs = number_after(text, "; NumVgprs:")?;
    s.sgprs = number_after(text, "; NumSgprs:")?;
    Ok(s)
}

/// Register addresses of SQ_PGM_RESOURCES_{PS,VS,GS,LS} as LLVM's R600 printer emits them
/// (the first word of each pair in `.AMDGPU.config`; compute kernels use LS).
/// 0x28844 is Evergreen's SQ_PGM_RESOURCES_PS, the register `amdgpu_ps` functions report.
const PGM_RESOURCES_REGS: [u32; 5] = [0x28844, 0x28850, 0x28868, 0x28878, 0x288D4];

/// Reads NUM_GPRS and STACK_SIZE from the `.long` pairs of `.AMDGPU.config`.
fn r600_resources(text: &str) -> Result<(u32, u32), String> {
    let mut longs = Vec::new();
    let mut in_config = false;
    for line in text.lines() {
        let code = line.split(';').next().unwrap_or("").trim();
        if code.starts_with(".section") || code == ".text" {
            in_config = code.contains(".AMDGPU.config");
            continue;
        }
        if in_config {
            if let Some(v) = code.strip_prefix(".long") {
                let v = v.trim();
                longs.push(
                    v.parse::<u32>()
                        .map_err(|_| format!("bad .long in .AMDGPU.config: {v:?}"))?,
                );
            }
        }
    }
    longs
        .chunks(2)
        .find(|pair| PGM_RESOURCES_REGS.contains(&pair[0]) && pair.len() == 2)
        .map(|pair| (pair[1] & 0xFF, (pair[1] >> 8) & 0xFF))
        .ok_or_else(|| "no SQ_PGM_RESOURCES value in .AMDGPU.config".to_string())
}

/// Extracts [`R600PeerStats`] from `llc-14 -march=r600` assembly of one kernel.
pub fn parse_r600_asm(text: &str) -> Result<R600PeerStats, String> {
    #[derive(PartialEq)]
    enum Part {
        Cf,
        Fetch,
        Alu,
    }
    let mut s = R600PeerStats::default();
    let mut part = Part::Cf;
    for (n, line) in function_body(text)? {
        let code = line.split(';').next().unwrap_or("").trim();
        if code.is_empty() || code.starts_with('.') {
            continue;
        }
        if code.starts_with("Fetch clause starting at") {
            part = Part::Fetch;
            continue;
        }
        if code.starts_with("ALU clause starting at") {
            part = Part::Alu;
            continue;
        }
        if code.ends_with(':') {
            continue;
        }
        let mut tokens = code.split_whitespace();
        let first = tokens.next().unwrap_or("").trim_end_matches(',');
        match part {
            Part::Cf => {
                if first == "PAD" {
                    continue;
                }
                s.cf_instructions += 1;
                if first.starts_with("ALU") {
                    s.alu_clauses += 1;
                } else if first == "TEX" {
                    s.tex_clauses += 1;
                } else if first == "VTX" || first == "VTX_TC" {
                    s.vtx_clauses += 1;
                }
            }
            Part::Fetch => s.fetches += 1,
            Part::Alu => {
                if first.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
                    s.literal_slots += 1;
                    continue;
                }
                if !first.starts_with(|c: char| c.is_ascii_uppercase()) {
                    return Err(format!("line {n}: unexpected ALU clause line {code:?}"));
                }
                s.alu_insts += 1;
                if tokens.next() == Some("*") {
                    s.alu_groups += 1;
                }
            }
        }
    }
    let (gprs, stack) = r600_resources(text)?;
    s.gprs = gprs;
    s.stack_size = stack;
    Ok(s)
}

/// One pixel-shader peer: `tests/peers/graphics/NAME.ll`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShaderPeer {
    /// Shader (and file) name.
    pub name: String,
    /// Path of the LLVM IR.
    pub ll_path: PathBuf,
    /// The IL program it mirrors, relative to the repository (`tests/corpus/graphics/X.il`).
    pub il: String,
}

impl ShaderPeer {
    /// Absolute path of the mirrored IL program.
    pub fn il_path(&self) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(&self.il)
    }
}

/// Every pixel-shader peer, sorted by name. The first line of each `.ll` must be
/// `; Mirrors tests/corpus/graphics/X.il: …`.
pub fn shader_peers() -> Result<Vec<ShaderPeer>, String> {
    let dir = peers_dir().join("graphics");
    let entries = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut out = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().and_then(|e| e.to_str()) != Some("ll") {
            continue;
        }
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .ok_or_else(|| format!("{}: bad file name", path.display()))?
            .to_string();
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let il = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("; Mirrors "))
            .and_then(|rest| rest.split_whitespace().next())
            .map(|w| w.trim_end_matches(':').to_string())
            .filter(|w| w.starts_with("tests/corpus/graphics/") && w.ends_with(".il"))
            .ok_or_else(|| {
                format!(
                    "{}:1:1: first line must be `; Mirrors tests/corpus/graphics/X.il: …`",
                    path.display()
                )
            })?;
        out.push(ShaderPeer {
            name,
            ll_path: path,
            il,
        });
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(out)
}

/// The Evergreen (cypress) assembly of a pixel-shader peer: `llc-14 -march=r600
/// -mcpu=cypress FILE.ll -o -`.
pub fn r600_shader_asm(ll_path: &Path) -> Result<String, String> {
    run(
        Command::new(LLC)
            .args(R600_LLC_FLAGS)
            .arg(ll_path)
            .args(["-o", "-"]),
        b"",
    )
}

/// Compiles a pixel-shader peer with `llc-14` and returns its statistics.
pub fn r600_shader_stats(ll_path: &Path) -> Result<R600PeerStats, String> {
    parse_r600_asm(&r600_shader_asm(ll_path)?).map_err(|e| format!("{}: {e}", ll_path.display()))
}

/// The markdown table of the pixel-shader peers' `llc-14` figures (`docs/performance.md`,
/// "R600 pixel shaders against llc-14").
pub fn shader_markdown_table(shaders: &[ShaderPeer]) -> Result<String, String> {
    use std::fmt::Write as _;
    let mut out = String::new();
    out.push_str("| shader | ALU groups | ALU insts | slots/group | literal slots | GPRs | clauses (ALU/TEX) | CF insts | stack |\n");
    out.push_str("|---|---:|---:|---:|---:|---:|---|---:|---:|\n");
    for k in shaders {
        let s = r600_shader_stats(&k.ll_path)?;
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {:.2} | {} | {} | {}/{} | {} | {} |",
            k.name,
            s.alu_groups,
            s.alu_insts,
            s.slots_per_group(),
            s.literal_slots,
            s.gprs,
            s.alu_clauses,
            s.tex_clauses,
            s.cf_instructions,
            s.stack_size
        );
    }
    Ok(out)
}

/// The markdown tables of the peer figures (gfx900 for every kernel, R600 for the eligible
/// ones) as written into `docs/performance.md`.
pub fn markdown_tables(kernels: &[PeerKernel]) -> Result<String, String> {
    use std::fmt::Write as _;
    let mut out = String::new();
    out.push_str(
        "| kernel | mirrors | instructions | VGPRs | SGPRs | s_waitcnt | s_nop | code bytes |\n",
    );
    out.push_str("|---|---|---:|---:|---:|---:|---:|---:|\n");
    for k in kernels {
        let s = gfx900_stats(&k.cl_path)?;
        let _ = writeln!(
            out,
            "| `{}` | `{}` | {} | {} | {} | {} | {} | {} |",
            k.name, k.il, s.instructions, s.vgprs, s.sgprs, s.waitcnts, s.nops, s.code_bytes
        );
    }
    out.push('\n');
    out.push_str("| kernel | ALU groups | ALU insts | slots/group | literal slots | GPRs | clauses (ALU/TEX/VTX) | CF insts | stack |\n");
    out.push_str("|---|---:|---:|---:|---:|---:|---|---:|---:|\n");
    for k in kernels.iter().filter(|k| k.r600) {
        let s = r600_stats(&k.cl_path)?;
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {:.2} | {} | {} | {} ({}/{}/{}) | {} | {} |",
            k.name,
            s.alu_groups,
            s.alu_insts,
            s.slots_per_group(),
            s.literal_slots,
            s.gprs,
            s.clauses(),
            s.alu_clauses,
            s.tex_clauses,
            s.vtx_clauses,
            s.cf_instructions,
            s.stack_size
        );
    }
    Ok(out)
}
