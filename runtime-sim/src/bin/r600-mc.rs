//! `r600-mc`: assembles R600 assembly text (docs/r600-asm.md) to machine code, disassembles
//! machine code back to canonical text, and runs programs on the strict R600 machine
//! (`runtime_sim::r600`, docs/r600-sim.md).
//!
//! ```text
//! r600-mc [FILE|-] [-o OUT] [--show-encoding | --hex | --filetype=obj] [--stats]
//! r600-mc --disassemble [FILE|-] [-o OUT] [--show-encoding | --filetype=obj] [--stats]
//!         (input: raw little-endian bytes, a byte list `0x04 0x00 …`, or hex dwords)
//! r600-mc --run LAUNCH.json [--disassemble] [FILE|-] [--stats]
//!         [--loop-const COUNT,INIT,STEP]... [--bool-consts BITS] [--gprs N] [--stack N]
//! ```
//! Assembling prints the canonical text (with each instruction's dwords as a comment under
//! `--show-encoding`), the dwords one per line with `--hex`, or the little-endian bytes with
//! `--filetype=obj`. As in gcn-mc, that output goes to stdout, or to `-o OUT`.
//! `--stats` prints the program's static statistics (`r600_isa::StaticStats`) to stderr.
//! `--run` executes the program over the launch and prints the output JSON (every UAV and
//! `g[]`) on stdout; with `--stats` the execution statistics (`runtime_sim::r600::Stats`,
//! simulated cycles included) follow the static ones on stderr. `--loop-const` appends one
//! DX9 integer loop constant (CF_CONST 0, 1, … in order).
//! Errors: `FILE:LINE:COL: error: …` (text), `FILE: error: byte offset 0x…: …` (binary),
//! `FILE: error: CF n, group g, slot s: …` (program errors), exit 1; internal errors exit 2.

use std::io::{Read, Write};
use std::process::ExitCode;

use r600_isa::asm::{parse, print_with, PrintOptions};
use r600_isa::program::words_from_bytes;
use r600_isa::Program;
use runtime_sim::launch::LaunchSpec;
use runtime_sim::r600::{self, Options as RunOptions};

const USAGE: &str =
    "usage: r600-mc [--disassemble] [--show-encoding] [--hex] [--filetype=obj] [--stats] [-o OUT] \
[--run LAUNCH.json [--loop-const C,I,S]... [--bool-consts BITS] [--gprs N] [--stack N]] [FILE|-]";

/// Parsed command line.
#[derive(Debug, Default)]
struct Options {
    disassemble: bool,
    show_encoding: bool,
    hex: bool,
    binary: bool,
    stats: bool,
    output: Option<String>,
    input: Option<String>,
    launch: Option<String>,
    loop_consts: Vec<[i32; 3]>,
    bool_consts: Option<u32>,
    gprs: Option<u32>,
    stack: Option<u32>,
}

/// A number in decimal or `0x` hex.
fn number<T: TryFrom<i64>>(text: &str, what: &str) -> Result<T, String> {
    let t = text.trim();
    let (neg, digits) = match t.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, t),
    };
    let v = match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(h) => i64::from_str_radix(h, 16),
        None => digits.parse::<i64>(),
    }
    .map_err(|_| format!("{what}: bad number '{text}'"))?;
    T::try_from(if neg { -v } else { v }).map_err(|_| format!("{what}: '{text}' out of range"))
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut it = args.iter();
    fn value(it: &mut std::slice::Iter<String>, flag: &str) -> Result<String, String> {
        it.next()
            .cloned()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))
    }
    while let Some(a) = it.next() {
        match a.as_str() {
            "--disassemble" | "-d" => o.disassemble = true,
            "--show-encoding" => o.show_encoding = true,
            "--hex" => o.hex = true,
            "--filetype=obj" | "-filetype=obj" => o.binary = true,
            "--filetype=asm" | "-filetype=asm" => o.binary = false,
            "--stats" => o.stats = true,
            "-o" => o.output = Some(value(&mut it, "-o")?),
            "--run" => o.launch = Some(value(&mut it, "--run")?),
            "--loop-const" => {
                let v = value(&mut it, "--loop-const")?;
                let parts: Vec<&str> = v.split(',').collect();
                let [c, i, s] = parts[..] else {
                    return Err(format!("--loop-const needs COUNT,INIT,STEP, not '{v}'"));
                };
                o.loop_consts.push([
                    number(c, "--loop-const")?,
                    number(i, "--loop-const")?,
                    number(s, "--loop-const")?,
                ]);
            }
            "--bool-consts" => {
                o.bool_consts = Some(number(&value(&mut it, "--bool-consts")?, "--bool-consts")?)
            }
            "--gprs" => o.gprs = Some(number(&value(&mut it, "--gprs")?, "--gprs")?),
            "--stack" => o.stack = Some(number(&value(&mut it, "--stack")?, "--stack")?),
            "-h" | "--help" => return Err(USAGE.to_string()),
            s if s.starts_with('-') && s != "-" => {
                return Err(format!("unknown option '{s}'\n{USAGE}"))
            }
            s => {
                if o.input.replace(s.to_string()).is_some() {
                    return Err(format!("more than one input file\n{USAGE}"));
                }
            }
        }
    }
    if o.launch.is_some() && (o.binary || o.hex || o.show_encoding) {
        return Err(format!(
            "--run prints the output JSON; it does not combine with --filetype=obj, --hex or \
             --show-encoding\n{USAGE}"
        ));
    }
    if o.binary && (o.hex || o.show_encoding) {
        return Err(format!(
            "--filetype=obj writes the program's bytes; it does not combine with --hex or \
             --show-encoding\n{USAGE}"
        ));
    }
    if o.launch.is_none()
        && (!o.loop_consts.is_empty()
            || o.bool_consts.is_some()
            || o.gprs.is_some()
            || o.stack.is_some())
    {
        return Err(format!(
            "--loop-const, --bool-consts, --gprs and --stack need --run\n{USAGE}"
        ));
    }
    Ok(o)
}

fn read_input(name: &str) -> Result<Vec<u8>, String> {
    if name == "-" {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .map_err(|e| format!("<stdin>: {e}"))?;
        Ok(buf)
    } else {
        std::fs::read(name).map_err(|e| format!("{name}: {e}"))
    }
}

/// Interprets the input as text if it is entirely hex numbers (separated by whitespace or
/// commas; `;` / `#` comments): a byte list as gcn-mc and llvm-mc read it when every number
/// is written `0x` and two digits (`0x04 0x00 0x00 0xa0`, little-endian), else a list of
/// dwords (`0x` optional). `None` when the input is not such text (raw binary).
fn hex_words(bytes: &[u8]) -> Option<Result<Vec<u32>, String>> {
    let text = std::str::from_utf8(bytes).ok()?;
    let mut tokens = Vec::new();
    for line in text.lines() {
        let code = line.split([';', '#']).next().unwrap_or("");
        tokens.extend(
            code.split(|c: char| c.is_whitespace() || c == ',')
                .filter(|t| !t.is_empty()),
        );
    }
    let digits = |tok: &str| -> Option<(u32, bool)> {
        let (d, prefixed) = match tok.strip_prefix("0x").or_else(|| tok.strip_prefix("0X")) {
            Some(d) => (d, true),
            None => (tok, false),
        };
        Some((u32::from_str_radix(d, 16).ok()?, prefixed && d.len() == 2))
    };
    let values: Vec<(u32, bool)> = tokens.iter().map(|t| digits(t)).collect::<Option<_>>()?;
    if values.is_empty() {
        return None;
    }
    if values.iter().all(|&(_, byte)| byte) {
        let bytes: Vec<u8> = values.iter().map(|&(v, _)| v as u8).collect();
        return Some(words_from_bytes(&bytes).map_err(|e| e.to_string()));
    }
    Some(Ok(values.into_iter().map(|(v, _)| v).collect()))
}

/// What a successful run writes: stdout text and stderr text.
struct Printed {
    stdout: Vec<u8>,
    stderr: String,
}

fn run(o: &Options) -> Result<Printed, String> {
    let name = o.input.clone().unwrap_or_else(|| "-".to_string());
    let shown = if name == "-" {
        "<stdin>".to_string()
    } else {
        name.clone()
    };
    let input = read_input(&name)?;
    let print_options = PrintOptions {
        show_encoding: o.show_encoding,
    };
    let program = if o.disassemble {
        let words = match hex_words(&input) {
            Some(w) => w.map_err(|e| format!("{shown}: error: {e}"))?,
            None => words_from_bytes(&input).map_err(|e| format!("{shown}: error: {e}"))?,
        };
        Program::decode(&words).map_err(|e| format!("{shown}: error: {e}"))?
    } else {
        let text = String::from_utf8(input).map_err(|e| format!("{shown}: not UTF-8 text: {e}"))?;
        parse(&text).map_err(|e| format!("{shown}:{e}"))?
    };
    let mut stderr = if o.stats {
        program.static_stats().render()
    } else {
        String::new()
    };
    if let Some(launch_file) = &o.launch {
        let text =
            std::fs::read_to_string(launch_file).map_err(|e| format!("{launch_file}: {e}"))?;
        let spec = LaunchSpec::parse(&text, launch_file).map_err(|e| e.to_string())?;
        let defaults = RunOptions::default();
        let options = RunOptions {
            loop_consts: o.loop_consts.clone(),
            bool_consts: o.bool_consts.unwrap_or(defaults.bool_consts),
            gprs: o.gprs.unwrap_or(defaults.gprs),
            stack_entries: o.stack.unwrap_or(defaults.stack_entries),
            ..defaults
        };
        let (output, stats) =
            r600::run(&program, &spec, &options).map_err(|e| format!("{shown}: error: {e}"))?;
        if o.stats {
            stderr.push_str(&stats.render());
        }
        let mut stdout = output.to_json().into_bytes();
        stdout.push(b'\n');
        return Ok(Printed { stdout, stderr });
    }
    let text = if o.binary {
        let bytes = program
            .to_bytes()
            .map_err(|e| format!("{shown}: error: {e}"))?;
        return Ok(Printed {
            stdout: bytes,
            stderr,
        });
    } else if o.hex {
        let words = program
            .encode()
            .map_err(|e| format!("{shown}: error: {e}"))?;
        words.iter().map(|w| format!("0x{w:08x}\n")).collect()
    } else {
        print_with(&program, print_options)
    };
    Ok(Printed {
        stdout: text.into_bytes(),
        stderr,
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse_args(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    match std::panic::catch_unwind(|| run(&options)) {
        Ok(Ok(printed)) => {
            let _ = std::io::stderr().write_all(printed.stderr.as_bytes());
            // As in gcn-mc (and llvm-mc): the output goes to `-o FILE`, else to stdout.
            let written = match options.output.as_deref() {
                Some(path) if path != "-" => {
                    std::fs::write(path, &printed.stdout).map_err(|e| format!("{path}: {e}"))
                }
                _ => std::io::stdout()
                    .write_all(&printed.stdout)
                    .map_err(|e| format!("<stdout>: {e}")),
            };
            match written {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(1)
                }
            }
        }
        Ok(Err(e)) => {
            if e.contains(": error: ") || e.contains(": error") {
                eprintln!("{e}");
            } else {
                eprintln!("error: {e}");
            }
            ExitCode::from(1)
        }
        Err(_) => {
            eprintln!("internal error (please report)");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_word_lists_are_recognised() {
        assert_eq!(
            hex_words(b"0x00000004 a0080000\n; c\n0x0,0x80200000"),
            Some(Ok(vec![4, 0xA008_0000, 0, 0x8020_0000]))
        );
        assert_eq!(
            hex_words(b"0x04 0x00 0x00 0x00 # CF 0\n0x00,0x00,0x08,0xa0 ; dword 1\n"),
            Some(Ok(vec![4, 0xA008_0000]))
        );
        assert!(matches!(hex_words(b"0x04 0x00 0x00"), Some(Err(_))));
        assert_eq!(hex_words(b"\x04\x00\x00\x00"), None);
        assert_eq!(hex_words(b"zz"), None);
    }

    #[test]
    fn arguments() {
        let o = parse_args(&[
            "--disassemble".into(),
            "-o".into(),
            "x.bin".into(),
            "in".into(),
        ])
        .unwrap();
        assert!(o.disassemble);
        assert_eq!(o.output.as_deref(), Some("x.bin"));
        assert!(parse_args(&["--bogus".into()]).is_err());
        let o = parse_args(&[
            "--run".into(),
            "l.json".into(),
            "--loop-const".into(),
            "4,0,1".into(),
            "--loop-const".into(),
            "0x10,-2,2".into(),
            "--stats".into(),
        ])
        .unwrap();
        assert_eq!(o.loop_consts, vec![[4, 0, 1], [16, -2, 2]]);
        assert!(o.stats);
        assert!(parse_args(&["--loop-const".into(), "1,2".into()]).is_err());
        assert!(
            parse_args(&["--gprs".into(), "8".into()]).is_err(),
            "needs --run"
        );
        assert!(parse_args(&["--run".into(), "l.json".into(), "--hex".into()]).is_err());
        assert!(parse_args(&["--filetype=obj".into(), "--hex".into()]).is_err());
    }
}
