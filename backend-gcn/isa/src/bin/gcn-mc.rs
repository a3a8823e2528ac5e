//! `gcn-mc`: llvm-mc work-alike for gfx900 (`llvm-mc -arch=amdgcn -mcpu=gfx900`).
//!
//! Options combine as in llvm-mc, in single- or double-dash form: `-disassemble` decodes byte
//! lists (the default assembles), `-show-encoding` adds `; encoding: [...]` comments in both
//! directions, `-arch`/`-mcpu`/`-triple` (with `=` or a separate value) must name amdgcn and
//! gfx900, `-o FILE` writes the listing to FILE, an input FILE (or `-`) replaces standard input.
//! Each input line is judged on its own: an error is printed as `<name>:line:col: error: ...`
//! with the line and a caret, and the next lines are still processed. The exit status is 1
//! when the assembler reported an error (the disassembler fails only where llvm-mc does: on
//! bracket errors and undecodable words inside `[...]` blocks).

use std::io::Read;
use std::process::ExitCode;

use gcn_isa::asm::Severity;

/// What the command line asks for.
struct Options {
    disassemble: bool,
    show_encoding: bool,
    input: Option<String>,
    output: Option<String>,
}

const USAGE: &str = "usage: gcn-mc [-disassemble] [-show-encoding] [-arch=amdgcn] [-mcpu=gfx900] \
                     [-triple=amdgcn] [-o FILE] [FILE]";

/// Parse the command line as llvm-mc does (one or two dashes, `=` or a separate value).
fn parse_args(args: &[String]) -> Result<Option<Options>, String> {
    let mut o = Options {
        disassemble: false,
        show_encoding: false,
        input: None,
        output: None,
    };
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        if arg == "-" || !arg.starts_with('-') {
            if o.input.replace(arg.clone()).is_some() {
                return Err("too many positional arguments".into());
            }
            continue;
        }
        let flag = arg.trim_start_matches('-');
        let (name, inline) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag, None),
        };
        let mut value = |what: &str| -> Result<String, String> {
            match &inline {
                Some(v) => Ok(v.clone()),
                None => it
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("option '{what}' needs a value")),
            }
        };
        match name {
            "disassemble" | "dis" => o.disassemble = true,
            "assemble" => o.disassemble = false,
            "show-encoding" => o.show_encoding = true,
            "arch" => {
                let v = value("arch")?;
                if v != "amdgcn" {
                    return Err(format!("unsupported architecture '{v}' (only amdgcn)"));
                }
            }
            "mcpu" => {
                let v = value("mcpu")?;
                if v != "gfx900" {
                    return Err(format!("unsupported CPU '{v}' (only gfx900)"));
                }
            }
            "triple" => {
                let v = value("triple")?;
                if !v.starts_with("amdgcn") {
                    return Err(format!("unsupported triple '{v}' (only amdgcn-*)"));
                }
            }
            "o" => o.output = Some(value("o")?),
            "h" | "help" => {
                println!("{USAGE}");
                return Ok(None);
            }
            _ => return Err(format!("unknown option '{arg}'")),
        }
    }
    Ok(Some(o))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let opts = match parse_args(&args) {
        Ok(Some(o)) => o,
        Ok(None) => return ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gcn-mc: error: {e}\n{USAGE}");
            return ExitCode::from(1);
        }
    };
    let input = opts.input.as_deref().filter(|f| *f != "-");
    let name = input.unwrap_or("<stdin>").to_string();
    let mut src = String::new();
    let read = match input {
        Some(f) => std::fs::read_to_string(f).map(|s| src = s),
        None => std::io::stdin().read_to_string(&mut src).map(|_| ()),
    };
    if let Err(e) = read {
        eprintln!("gcn-mc: error: cannot read {name}: {e}");
        return ExitCode::from(1);
    }
    let lines: Vec<&str> = src.lines().collect();
    let report = |line: usize, col: usize, kind: &str, message: &str| {
        let text = lines.get(line.wrapping_sub(1)).copied().unwrap_or("");
        eprintln!(
            "{name}:{line}:{col}: {kind}: {message}\n{text}\n{}^",
            " ".repeat(col.saturating_sub(1))
        );
    };
    let (text, failed) = if opts.disassemble {
        let d = gcn_isa::asm::disassemble_with(&src, opts.show_encoding);
        for diag in &d.diagnostics {
            let kind = match diag.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            };
            report(diag.line, diag.col, kind, &diag.message);
        }
        let failed = d.failed();
        (d.text, failed)
    } else {
        let (text, errors) = gcn_isa::asm::listing(&src, opts.show_encoding);
        for e in &errors {
            report(e.line, e.col, "error", &e.message);
        }
        (text, !errors.is_empty())
    };
    let written = match &opts.output {
        Some(path) if path != "-" => std::fs::write(path, &text),
        _ => {
            use std::io::Write;
            std::io::stdout().write_all(text.as_bytes())
        }
    };
    if let Err(e) = written {
        eprintln!("gcn-mc: error: cannot write output: {e}");
        return ExitCode::from(1);
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
