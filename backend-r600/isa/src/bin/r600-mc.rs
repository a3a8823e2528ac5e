//! `r600-mc`: assembles R600 assembly text (docs/r600-asm.md) to machine code and disassembles
//! machine code back to canonical text.
//!
//! ```text
//! r600-mc [FILE|-] [-o OUT.bin] [--show-encoding] [--hex]
//! r600-mc --disassemble [FILE|-] [--show-encoding]     (raw little-endian bytes or hex dwords)
//! ```
//! Assembling prints the canonical text (with each instruction's dwords as a comment under
//! `--show-encoding`), the dwords one per line with `--hex`, or writes the binary with `-o`.
//! Errors: `FILE:LINE:COL: error: …` (text) or `FILE: error: byte offset 0x…: …` (binary), exit 1;
//! internal errors exit 2.

use std::io::{Read, Write};
use std::process::ExitCode;

use r600_isa::asm::{parse, print_with, PrintOptions};
use r600_isa::program::words_from_bytes;
use r600_isa::Program;

const USAGE: &str = "usage: r600-mc [--disassemble] [--show-encoding] [--hex] [-o OUT] [FILE|-]";

/// Parsed command line.
#[derive(Debug, Default)]
struct Options {
    disassemble: bool,
    show_encoding: bool,
    hex: bool,
    output: Option<String>,
    input: Option<String>,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--disassemble" | "-d" => o.disassemble = true,
            "--show-encoding" => o.show_encoding = true,
            "--hex" => o.hex = true,
            "-o" => o.output = Some(it.next().ok_or("-o needs a file name")?.clone()),
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

/// Interprets the input as a list of hex dwords (`0x` optional; separated by whitespace or
/// commas; `;` / `#` comments) if it is entirely that, else `None`.
fn hex_words(bytes: &[u8]) -> Option<Vec<u32>> {
    let text = std::str::from_utf8(bytes).ok()?;
    let mut words = Vec::new();
    for line in text.lines() {
        let code = line.split([';', '#']).next().unwrap_or("");
        for tok in code
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
        {
            let digits = tok
                .strip_prefix("0x")
                .or_else(|| tok.strip_prefix("0X"))
                .unwrap_or(tok);
            words.push(u32::from_str_radix(digits, 16).ok()?);
        }
    }
    (!words.is_empty()).then_some(words)
}

fn run(o: &Options) -> Result<(), String> {
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
            Some(w) => w,
            None => words_from_bytes(&input).map_err(|e| format!("{shown}: error: {e}"))?,
        };
        Program::decode(&words).map_err(|e| format!("{shown}: error: {e}"))?
    } else {
        let text = String::from_utf8(input).map_err(|e| format!("{shown}: not UTF-8 text: {e}"))?;
        parse(&text).map_err(|e| format!("{shown}:{e}"))?
    };
    if let Some(out) = &o.output {
        let bytes = program
            .to_bytes()
            .map_err(|e| format!("{shown}: error: {e}"))?;
        std::fs::write(out, bytes).map_err(|e| format!("{out}: {e}"))?;
        return Ok(());
    }
    let text = if o.hex {
        let words = program
            .encode()
            .map_err(|e| format!("{shown}: error: {e}"))?;
        words.iter().map(|w| format!("0x{w:08x}\n")).collect()
    } else {
        print_with(&program, print_options)
    };
    std::io::stdout()
        .write_all(text.as_bytes())
        .map_err(|e| format!("<stdout>: {e}"))
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
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(e)) => {
            if e.contains(": error: ") {
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
            Some(vec![4, 0xA008_0000, 0, 0x8020_0000])
        );
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
    }
}
