//! Line-by-line conformance of `gcn-mc` with `llvm-mc-14 -arch=amdgcn -mcpu=gfx900`: input
//! sets (valid assembly of every opcode, mutated lines, random words) and the comparison of
//! both tools' outputs per input line. Shared by the `conformance` integration test (small,
//! seeded sets) and the `conformance` example (large campaigns; docs/conformance.md).

use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::process::{Command, Stdio};

use crate::gen::{instance, variants, Rng};

/// The reference tool.
pub const LLVM_MC: &str = "llvm-mc-14";

/// Run `tool args` on `input` (one process, the input written from a thread so large inputs do
/// not deadlock); returns (stdout, stderr) or why it could not run.
pub fn run_tool(tool: &str, args: &[&str], input: &str) -> Result<(String, String), String> {
    let (stdout, stderr, crashed) = run_tool_status(tool, args, input)?;
    if crashed {
        return Err(format!(
            "{tool} crashed: {}",
            stderr.lines().next().unwrap_or("")
        ));
    }
    Ok((stdout, stderr))
}

/// Like [`run_tool`], also saying whether the tool crashed (killed by a signal, or LLVM's
/// crash report on standard error).
pub fn run_tool_status(
    tool: &str,
    args: &[&str],
    input: &str,
) -> Result<(String, String, bool), String> {
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {tool}: {e}"))?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child
        .wait_with_output()
        .map_err(|e| format!("{tool}: {e}"))?;
    let _ = writer.join();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let crashed = out.status.code().is_none() || stderr.contains("Stack dump:");
    Ok((
        String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr,
        crashed,
    ))
}

/// Indices of the inputs on which llvm-mc crashes (each input is run with `args` as a text of
/// its own; batches that crash are halved until the culprits are found).
pub fn llvm_crashers(args: &[&str], inputs: &[String]) -> Result<Vec<usize>, String> {
    let mut found = Vec::new();
    let mut todo = vec![(0usize, inputs.len())];
    while let Some((lo, hi)) = todo.pop() {
        if lo >= hi {
            continue;
        }
        let text: String = inputs[lo..hi].concat();
        let (_, _, crashed) = run_tool_status(LLVM_MC, args, &text)?;
        if !crashed {
            continue;
        }
        if hi - lo == 1 {
            found.push(lo);
        } else {
            let mid = (lo + hi) / 2;
            todo.push((mid, hi));
            todo.push((lo, mid));
        }
    }
    found.sort_unstable();
    Ok(found)
}

/// Printed instances of every (opcode, encoding) the generator covers, `per_variant` each.
pub fn valid_lines(seed: u64, per_variant: usize) -> Vec<String> {
    let mut rng = Rng(seed | 1);
    let mut lines = Vec::new();
    for (op, enc) in variants() {
        for _ in 0..per_variant {
            if let Some(inst) = instance(&mut rng, op, enc) {
                lines.push(gcn_isa::print(&inst));
            }
        }
    }
    lines
}

/// Tokens spliced into mutated lines: modifiers, numbers and registers of every kind.
const SPLICES: &[&str] = &[
    "glc",
    "slc",
    "lds",
    "gds",
    "tfe",
    "lwe",
    "da",
    "r128",
    "a16",
    "d16",
    "unorm",
    "offen",
    "idxen",
    "addr64",
    "off",
    "clamp",
    "mul:2",
    "mul:4",
    "div:2",
    "offset:4095",
    "offset:4096",
    "offset:-1",
    "offset:0x1fff",
    "offset0:255",
    "offset1:1",
    "dmask:0x3",
    "dmask:0x10",
    "format:5",
    "format:[BUF_DATA_FORMAT_32]",
    "op_sel:[1,0]",
    "op_sel:[1,1,1]",
    "op_sel_hi:[0,0]",
    "neg_lo:[1,0]",
    "neg_hi:[0,1]",
    "row_shl:1",
    "quad_perm:[0,1,2,3]",
    "bank_mask:0x1",
    "bound_ctrl:0",
    "dst_sel:WORD_1",
    "src0_sel:BYTE_2",
    "dst_unused:UNUSED_PAD",
    "vm",
    "done",
    "compr",
    "high",
    "0",
    "-1",
    "0.5",
    "-4.0",
    "1",
    "64",
    "65",
    "-16",
    "-17",
    "0x1234",
    "0x12345678",
    "0xffffffff",
    "0.15915494",
    "v0",
    "v255",
    "v[2:3]",
    "v[1:4]",
    "v[254:255]",
    "s0",
    "s101",
    "s[2:3]",
    "s[1:2]",
    "s[100:101]",
    "s[4:7]",
    "s[4:11]",
    "ttmp[4:5]",
    "vcc",
    "vcc_lo",
    "exec",
    "exec_hi",
    "m0",
    "scc",
    "flat_scratch",
    "xnack_mask",
    "src_shared_base",
    "src_vccz",
    "src_lds_direct",
    "null",
    "-v1",
    "|v1|",
    "-|s2|",
    "sext(v1)",
];

/// Lines derived from `base` by one random edit each: a token replaced, dropped, duplicated
/// or spliced in, or the mnemonic of one line combined with the operands of another.
pub fn mutated_lines(seed: u64, base: &[String], count: usize) -> Vec<String> {
    let mut rng = Rng(seed | 1);
    let mut out = Vec::with_capacity(count);
    if base.is_empty() {
        return out;
    }
    while out.len() < count {
        let line = &base[rng.below(base.len() as u64) as usize];
        let mut toks: Vec<String> = line.split(' ').map(String::from).collect();
        let n = toks.len();
        match rng.below(6) {
            0 if n > 1 => {
                let i = 1 + rng.below(n as u64 - 1) as usize;
                let comma = toks[i].ends_with(',');
                toks[i] = rng.pick(SPLICES).to_string();
                if comma {
                    toks[i].push(',');
                }
            }
            1 if n > 1 => {
                let i = 1 + rng.below(n as u64 - 1) as usize;
                toks.remove(i);
                if let Some(last) = toks.last_mut() {
                    if last.ends_with(',') {
                        last.pop();
                    }
                }
            }
            2 => toks.push(rng.pick(SPLICES).to_string()),
            3 if n > 1 => {
                let i = 1 + rng.below(n as u64 - 1) as usize;
                let t = toks[i].clone();
                toks.insert(i, t);
            }
            4 => {
                let other = &base[rng.below(base.len() as u64) as usize];
                let m = other.split(' ').next().unwrap_or("").to_string();
                toks[0] = m;
            }
            _ => {
                // Shift a number inside one token (register index, offset, constant).
                let i = rng.below(n as u64) as usize;
                let t = &toks[i];
                if let Some(p) = t.find(|c: char| c.is_ascii_digit()) {
                    let delta = rng.pick(&[1i64, -1, 2, 7, 64, 100, 1000]);
                    let end = t[p..]
                        .find(|c: char| !c.is_ascii_digit())
                        .map_or(t.len(), |e| p + e);
                    let v: i64 = t[p..end].parse().unwrap_or(0);
                    toks[i] = format!("{}{}{}", &t[..p], (v + delta).max(0), &t[end..]);
                } else {
                    toks.push(rng.pick(SPLICES).to_string());
                }
            }
        }
        out.push(toks.join(" "));
    }
    out
}

/// Encoding-prefix patterns (value, mask) of the instruction formats, to aim random words at
/// every format rather than mostly at VOP2.
const PREFIXES: &[(u32, u32)] = &[
    (0x8000_0000, 0xc000_0000),
    (0xbe80_0000, 0xff80_0000),
    (0xbf00_0000, 0xff80_0000),
    (0xbf80_0000, 0xff80_0000),
    (0x0000_0000, 0x8000_0000),
    (0x7e00_0000, 0xfe00_0000),
    (0x7c00_0000, 0xfe00_0000),
    (0xd000_0000, 0xfc00_0000),
    (0xd380_0000, 0xff80_0000),
    (0xd400_0000, 0xfc00_0000),
    (0xc000_0000, 0xfc00_0000),
    (0xd800_0000, 0xfc00_0000),
    (0xdc00_0000, 0xfc00_0000),
    (0xe000_0000, 0xfc00_0000),
    (0xe800_0000, 0xfc00_0000),
    (0xf000_0000, 0xfc00_0000),
    (0xc400_0000, 0xfc00_0000),
    (0x0000_0000, 0x0000_0000),
];

/// Random byte lines: one 32-bit or 64-bit word each (a third are 64-bit), aimed at every
/// format; VOP1/VOP2/VOPC words use the SDWA/DPP/literal source codes one time in four.
pub fn random_word_lines(seed: u64, count: usize) -> Vec<String> {
    let mut rng = Rng(seed | 1);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let (v, m) = PREFIXES[rng.below(PREFIXES.len() as u64) as usize];
        let mut w0 = (rng.next() as u32 & !m) | v;
        if w0 >> 31 == 0 && rng.below(4) == 0 {
            w0 = (w0 & !0x1ff) | rng.pick(&[249, 250, 255]);
        }
        let mut words = vec![w0];
        if rng.below(3) == 0 {
            words.push(rng.next() as u32);
        }
        let line: Vec<String> = words
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .map(|b| format!("0x{b:02x}"))
            .collect();
        if !holds_marker(&line.join(" ")) {
            out.push(line.join(" "));
        }
    }
    out
}

/// The byte lines of the encodings of `lines` as `llvm-mc -show-encoding` gives them.
pub fn encodings_of(lines: &[String]) -> Result<Vec<String>, String> {
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let (stdout, _) = run_tool(
        LLVM_MC,
        &["-arch=amdgcn", "-mcpu=gfx900", "-show-encoding"],
        &input,
    )?;
    Ok(stdout
        .lines()
        .filter_map(|l| l.split_once("; encoding: [")?.1.strip_suffix(']'))
        .map(|b| b.replace(',', " "))
        .filter(|b| !holds_marker(b) && b.split(' ').all(|t| t.starts_with("0x")))
        .collect())
}

/// One tool's verdict on one input line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Output lines (instruction text and encoding comment, trimmed and whitespace-normalised).
    Accepted(Vec<String>),
    /// Errors or warnings reported at the line, with the output lines it still produced.
    Rejected(Vec<String>),
}

/// Agreement counts of a campaign, and a sample of disagreements per class.
#[derive(Default, Debug)]
pub struct Report {
    /// Input lines.
    pub total: usize,
    /// Lines llvm-mc accepts.
    pub llvm_accepted: usize,
    /// ... and gcn-mc gives identical output for.
    pub accepted_identical: usize,
    /// Lines llvm-mc rejects.
    pub llvm_rejected: usize,
    /// ... and gcn-mc rejects too (with the same partial output, for byte lines).
    pub rejected_agree: usize,
    /// Lines llvm-mc accepts with an encoding that llvm-mc itself disassembles to other text
    /// (or not at all), which gcn-mc refuses: llvm-mc's mis-encodings, counted apart from the
    /// disagreements (assembly sets only).
    pub llvm_misencoded: usize,
    /// Inputs left out because llvm-mc crashes on them.
    pub llvm_crashes: usize,
    /// Some of them.
    pub crash_examples: Vec<String>,
    /// Disagreement class -> (count, examples).
    pub classes: BTreeMap<String, (usize, Vec<String>)>,
}

impl Report {
    fn add(&mut self, class: String, example: String) {
        let e = self.classes.entry(class).or_default();
        e.0 += 1;
        // CONFORM_EXAMPLES=N keeps N examples per class (campaign listings); 4 by default.
        let keep = std::env::var("CONFORM_EXAMPLES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(4);
        if e.1.len() < keep {
            e.1.push(example);
        }
    }

    /// Disagreeing lines (llvm-mc's mis-encodings that gcn-mc refuses are not counted).
    pub fn mismatches(&self) -> usize {
        self.total - self.accepted_identical - self.rejected_agree - self.llvm_misencoded
    }

    /// A human-readable summary: figures, then classes by count.
    pub fn summary(&self, what: &str) -> String {
        let pct = |a: usize, b: usize| {
            if b == 0 {
                100.0
            } else {
                100.0 * a as f64 / b as f64
            }
        };
        let sound = self.llvm_accepted - self.llvm_misencoded;
        let mut s = format!(
            "{what}: {} lines; llvm-mc accepts {}: identical {} ({:.2}%); llvm-mc rejects {}: \
             gcn-mc agrees on {} ({:.2}%)\n",
            self.total,
            self.llvm_accepted,
            self.accepted_identical,
            pct(self.accepted_identical, self.llvm_accepted),
            self.llvm_rejected,
            self.rejected_agree,
            pct(self.rejected_agree, self.llvm_rejected),
        );
        if self.llvm_misencoded > 0 {
            s += &format!(
                "  of the accepted, {} are llvm-mc mis-encodings (its encoding disassembles to \
                 other text; gcn-mc refuses them): identical on the other {} lines: {} ({:.2}%)\n",
                self.llvm_misencoded,
                sound,
                self.accepted_identical,
                pct(self.accepted_identical, sound),
            );
        }
        if self.llvm_crashes > 0 {
            s += &format!(
                "  ({} more lines left out: llvm-mc crashes on them, e.g. {:?})\n",
                self.llvm_crashes,
                self.crash_examples.iter().take(3).collect::<Vec<_>>()
            );
        }
        let mut classes: Vec<_> = self.classes.iter().collect();
        classes.sort_by_key(|(_, (n, _))| std::cmp::Reverse(*n));
        for (class, (n, examples)) in classes {
            s += &format!("  {n:6} {class}\n");
            for e in examples {
                s += &format!("           {e}\n");
            }
        }
        s
    }
}

fn normalise(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Lines (1-based) with an `error:` (or also `warning:`) message in `stderr`.
fn flagged_lines(stderr: &str, warnings_too: bool) -> HashMap<usize, Vec<String>> {
    let mut m: HashMap<usize, Vec<String>> = HashMap::new();
    for l in stderr.lines() {
        let Some(rest) = l.strip_prefix("<stdin>:") else {
            continue;
        };
        if !(rest.contains(": error:") || warnings_too && rest.contains(": warning:")) {
            continue;
        }
        if let Some(n) = rest.split(':').next().and_then(|n| n.parse().ok()) {
            m.entry(n).or_default().push(rest.to_string());
        }
    }
    m
}

/// Per-line verdicts of `-show-encoding` on `lines` (no labels: one output line per input).
fn asm_verdicts(tool: &str, args: &[&str], lines: &[String]) -> Result<Vec<Verdict>, String> {
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let (stdout, stderr) = run_tool(tool, args, &input)?;
    let errors = flagged_lines(&stderr, false);
    let mut outputs = stdout.lines().filter(|l| l.contains("; encoding:"));
    let mut verdicts = Vec::with_capacity(lines.len());
    for i in 0..lines.len() {
        if let Some(e) = errors.get(&(i + 1)) {
            verdicts.push(Verdict::Rejected(e.clone()));
        } else {
            let out = outputs
                .next()
                .ok_or_else(|| format!("{tool}: output ends before input line {}", i + 1))?;
            verdicts.push(Verdict::Accepted(vec![normalise(out)]));
        }
    }
    Ok(verdicts)
}

/// The class of an assembly line: its mnemonic's family (text before the first `_`) and the
/// suffix of the encoding.
fn asm_class(line: &str) -> String {
    let m = line.split(' ').next().unwrap_or("");
    let family = m.split('_').next().unwrap_or(m);
    let suffix = ["_e64", "_sdwa", "_dpp", "_e32"]
        .into_iter()
        .find(|s| m.ends_with(s))
        .unwrap_or("");
    format!("{family}*{suffix}")
}

/// Compare `gcn-mc --show-encoding` with llvm-mc on `lines`, one verdict per line.
pub fn compare_asm(gcn_mc: &str, lines: &[String]) -> Result<Report, String> {
    let args = ["-arch=amdgcn", "-mcpu=gfx900", "-show-encoding"];
    let inputs: Vec<String> = lines.iter().map(|l| format!("{l}\n")).collect();
    let crashers = llvm_crashers(&args, &inputs)?;
    let lines: Vec<String> = lines
        .iter()
        .enumerate()
        .filter(|(i, _)| crashers.binary_search(i).is_err())
        .map(|(_, l)| l.clone())
        .collect();
    let lines = lines.as_slice();
    let theirs = asm_verdicts(
        LLVM_MC,
        &["-arch=amdgcn", "-mcpu=gfx900", "-show-encoding"],
        lines,
    )?;
    let ours = asm_verdicts(
        gcn_mc,
        &["-arch=amdgcn", "-mcpu=gfx900", "-show-encoding"],
        lines,
    )?;
    let mut r = Report {
        total: lines.len(),
        llvm_crashes: crashers.len(),
        ..Report::default()
    };
    let misencoded = llvm_misencodings(lines, &theirs, &ours)?;
    for (((line, t), o), mis) in lines.iter().zip(&theirs).zip(&ours).zip(&misencoded) {
        if let (Some(back), Verdict::Accepted(a), Verdict::Rejected(_)) = (mis, t, o) {
            r.llvm_accepted += 1;
            r.llvm_misencoded += 1;
            r.add(
                format!("llvm-mc mis-encodes: {}", asm_class(line)),
                format!(
                    "`{line}`: llvm `{}` disassembled by llvm-mc `{back}`",
                    a.join("|")
                ),
            );
            continue;
        }
        match (t, o) {
            (Verdict::Accepted(a), Verdict::Accepted(b)) => {
                r.llvm_accepted += 1;
                if a == b {
                    r.accepted_identical += 1;
                } else {
                    r.add(
                        format!("asm differs: {}", asm_class(line)),
                        format!("`{line}`: llvm `{}` ours `{}`", a.join("|"), b.join("|")),
                    );
                }
            }
            (Verdict::Accepted(a), Verdict::Rejected(e)) => {
                r.llvm_accepted += 1;
                r.add(
                    format!("asm we reject: {}", asm_class(line)),
                    format!("`{line}`: llvm `{}` ours {}", a.join("|"), e.join("|")),
                );
            }
            (Verdict::Rejected(e), Verdict::Accepted(b)) => {
                r.llvm_rejected += 1;
                r.add(
                    format!("asm we accept: {}", asm_class(line)),
                    format!("`{line}`: ours `{}` llvm {}", b.join("|"), e.join("|")),
                );
            }
            (Verdict::Rejected(_), Verdict::Rejected(_)) => {
                r.llvm_rejected += 1;
                r.rejected_agree += 1;
            }
        }
    }
    Ok(r)
}

/// For each line llvm-mc accepts and gcn-mc refuses, llvm-mc's own disassembly of llvm-mc's
/// encoding when it is not the accepted line (text and encoding): the evidence that llvm-mc
/// encodes something other than what it printed. `None` elsewhere (and for encodings with
/// fixups, which cannot be disassembled).
fn llvm_misencodings(
    lines: &[String],
    theirs: &[Verdict],
    ours: &[Verdict],
) -> Result<Vec<Option<String>>, String> {
    let mut which = Vec::new();
    let mut bytes = Vec::new();
    for (i, (t, o)) in theirs.iter().zip(ours).enumerate() {
        let (Verdict::Accepted(a), Verdict::Rejected(_)) = (t, o) else {
            continue;
        };
        let enc = a
            .first()
            .and_then(|l| l.split_once("; encoding: [")?.1.strip_suffix(']'))
            .map(|b| b.replace(',', " "));
        if let Some(b) = enc.filter(|b| b.split(' ').all(|t| t.starts_with("0x"))) {
            if !holds_marker(&b) {
                which.push(i);
                bytes.push(b);
            }
        }
    }
    let mut out = vec![None; lines.len()];
    let args = [
        "-arch=amdgcn",
        "-mcpu=gfx900",
        "-disassemble",
        "-show-encoding",
    ];
    // (Encodings on which llvm-mc's disassembler crashes stay disagreements.)
    let marker_line = format!("{MARKER_BYTES} {MARKER_BYTES}");
    let inputs: Vec<String> = bytes
        .iter()
        .map(|l| format!("{l}\n{marker_line}\n"))
        .collect();
    let crashers = llvm_crashers(&args, &inputs)?;
    let (which, bytes): (Vec<usize>, Vec<String>) = which
        .into_iter()
        .zip(bytes)
        .enumerate()
        .filter(|(k, _)| crashers.binary_search(k).is_err())
        .map(|(_, p)| p)
        .unzip();
    if bytes.is_empty() {
        return Ok(out);
    }
    let back = dis_verdicts(LLVM_MC, &args, &bytes)?;
    for (i, v) in which.into_iter().zip(back) {
        let Verdict::Accepted(a) = &theirs[i] else {
            continue;
        };
        if v != Verdict::Accepted(a.clone()) {
            let (Verdict::Accepted(g) | Verdict::Rejected(g)) = v;
            out[i] = Some(g.join("|"));
        }
    }
    Ok(out)
}

/// The word put (twice) between inputs so each input's output can be told apart (`s_nop 0`).
/// An instruction runs at most 4 bytes past its input line (a literal or the second half of a
/// 64-bit word), so at least one marker is always decoded as itself; input lines holding the
/// marker word are left out of the sets.
pub const MARKER_BYTES: &str = "0x00 0x00 0x80 0xbf";

/// Whether a byte line holds the marker word at a word boundary.
fn holds_marker(line: &str) -> bool {
    let toks: Vec<&str> = line.split_whitespace().collect();
    let marker: Vec<&str> = MARKER_BYTES.split(' ').collect();
    toks.chunks(4).any(|w| w == marker.as_slice())
}

/// Per-line verdicts of `-disassemble -show-encoding` on byte `lines`, each input followed by
/// a marker line of two marker words. llvm-mc decodes one byte stream: an input's output is
/// what comes before the next marker, and its warnings are those of its line and of the
/// marker line after it.
fn dis_verdicts(tool: &str, args: &[&str], lines: &[String]) -> Result<Vec<Verdict>, String> {
    let marker_line = format!("{MARKER_BYTES} {MARKER_BYTES}");
    let input: String = lines
        .iter()
        .map(|l| format!("{l}\n{marker_line}\n"))
        .collect();
    let (stdout, stderr) = run_tool(tool, args, &input)?;
    let warned = flagged_lines(&stderr, true);
    let is_marker = |l: &str| l == "s_nop 0" || l.starts_with("s_nop 0 ;");
    let outputs: Vec<String> = stdout
        .lines()
        .map(normalise)
        .filter(|l| !l.is_empty() && l != ".text")
        .collect();
    let mut groups: Vec<Vec<String>> = Vec::with_capacity(lines.len());
    let mut k = 0;
    for _ in lines {
        let mut g = Vec::new();
        while k < outputs.len() && !is_marker(&outputs[k]) {
            g.push(outputs[k].clone());
            k += 1;
        }
        // One or two markers (one when the input's last instruction took the first word).
        k += 1;
        if k < outputs.len() && is_marker(&outputs[k]) {
            k += 1;
        }
        groups.push(g);
    }
    if k < outputs.len() {
        return Err(format!(
            "{tool}: output continues after the last marker: {}",
            outputs[k]
        ));
    }
    Ok(groups
        .into_iter()
        .enumerate()
        .map(|(i, g)| {
            let w = warned.get(&(2 * i + 1)).map_or(0, Vec::len)
                + warned.get(&(2 * i + 2)).map_or(0, Vec::len);
            if w > 0 {
                Verdict::Rejected(g.into_iter().chain([format!("{w} warnings")]).collect())
            } else {
                Verdict::Accepted(g)
            }
        })
        .collect())
}

/// The class of a disassembled line: the format of its first word (by encoding prefix).
fn word_class(bytes: &str) -> String {
    let b: Vec<u8> = bytes
        .split(' ')
        .filter_map(|t| u8::from_str_radix(t.trim_start_matches("0x"), 16).ok())
        .collect();
    let w = u32::from_le_bytes([
        *b.first().unwrap_or(&0),
        *b.get(1).unwrap_or(&0),
        *b.get(2).unwrap_or(&0),
        *b.get(3).unwrap_or(&0),
    ]);
    let name = match w >> 26 {
        0b110000 => "SMEM",
        0b110100 if (w >> 23) & 7 == 7 => "VOP3P",
        0b110100 => "VOP3",
        0b110101 => "VINTRP",
        0b110110 => "DS",
        0b110111 => "FLAT",
        0b111000 => "MUBUF",
        0b111010 => "MTBUF",
        0b111100 => "MIMG",
        0b110001 => "EXP",
        _ if w >> 30 == 0b10 => match w >> 23 {
            0x17d => "SOP1",
            0x17e => "SOPC",
            0x17f => "SOPP",
            _ if w >> 28 == 0b1011 => "SOPK",
            _ => "SOP2",
        },
        _ if w >> 31 == 0 => match w >> 25 {
            0x3f => "VOP1",
            0x3e => "VOPC",
            _ => "VOP2",
        },
        _ => "other",
    };
    format!("{name} {}-byte", b.len())
}

/// Compare `gcn-mc --disassemble --show-encoding` with llvm-mc on byte `lines`.
pub fn compare_dis(gcn_mc: &str, lines: &[String]) -> Result<Report, String> {
    let args = [
        "-arch=amdgcn",
        "-mcpu=gfx900",
        "-disassemble",
        "-show-encoding",
    ];
    let marker_line = format!("{MARKER_BYTES} {MARKER_BYTES}");
    let inputs: Vec<String> = lines
        .iter()
        .map(|l| format!("{l}\n{marker_line}\n"))
        .collect();
    let crashers = llvm_crashers(&args, &inputs)?;
    let mut crash_examples = Vec::new();
    let lines: Vec<String> = lines
        .iter()
        .enumerate()
        .filter(|(i, l)| {
            let crash = crashers.binary_search(i).is_ok();
            if crash {
                crash_examples.push(l.to_string());
            }
            !crash
        })
        .map(|(_, l)| l.clone())
        .collect();
    let lines = lines.as_slice();
    let theirs = dis_verdicts(LLVM_MC, &args, lines)?;
    let ours = dis_verdicts(gcn_mc, &args, lines)?;
    let mut r = Report {
        total: lines.len(),
        llvm_crashes: crashers.len(),
        ..Report::default()
    };
    r.crash_examples = crash_examples;
    for ((line, t), o) in lines.iter().zip(&theirs).zip(&ours) {
        let (Verdict::Accepted(a) | Verdict::Rejected(a)) = t;
        let (Verdict::Accepted(b) | Verdict::Rejected(b)) = o;
        let example = format!("[{line}]: llvm `{}` ours `{}`", a.join("|"), b.join("|"));
        match t {
            Verdict::Accepted(_) => {
                r.llvm_accepted += 1;
                if t == o {
                    r.accepted_identical += 1;
                } else if matches!(o, Verdict::Rejected(_)) {
                    r.add(format!("words we reject: {}", word_class(line)), example);
                } else {
                    r.add(format!("words differ: {}", word_class(line)), example);
                }
            }
            Verdict::Rejected(_) => {
                r.llvm_rejected += 1;
                if t == o {
                    r.rejected_agree += 1;
                } else if matches!(o, Verdict::Accepted(_)) {
                    r.add(format!("words we accept: {}", word_class(line)), example);
                } else {
                    r.add(format!("rejected, differ: {}", word_class(line)), example);
                }
            }
        }
    }
    Ok(r)
}
