//! `gcn-mc`: llvm-mc work-alike for gfx900. `--show-encoding` assembles standard input and
//! prints each instruction with `; encoding: [...]`; `--disassemble` decodes byte lists.
//! Errors are printed as `<stdin>:line:col: error: message` with exit status 1.

use std::io::Read;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut mode = None;
    let mut file = None;
    for a in &args {
        match a.as_str() {
            "--show-encoding" | "-show-encoding" => mode = Some("enc"),
            "--disassemble" | "-disassemble" => mode = Some("dis"),
            "-arch=amdgcn" | "-mcpu=gfx900" | "--arch=amdgcn" | "--mcpu=gfx900" => {}
            "-h" | "--help" => {
                println!("usage: gcn-mc (--show-encoding | --disassemble) [FILE] < input");
                return ExitCode::SUCCESS;
            }
            f if !f.starts_with('-') => file = Some(f.to_string()),
            other => {
                eprintln!("gcn-mc: error: unknown option '{other}'");
                return ExitCode::from(1);
            }
        }
    }
    let mut src = String::new();
    let name = file.clone().unwrap_or_else(|| "<stdin>".into());
    let read = match &file {
        Some(f) => std::fs::read_to_string(f).map(|s| src = s),
        None => std::io::stdin().read_to_string(&mut src).map(|_| ()),
    };
    if let Err(e) = read {
        eprintln!("gcn-mc: error: cannot read {name}: {e}");
        return ExitCode::from(1);
    }
    let lines: Vec<&str> = src.lines().collect();
    let snippet = |line: usize, col: usize| {
        let text = lines.get(line.wrapping_sub(1)).copied().unwrap_or("");
        format!("{text}\n{}^", " ".repeat(col.saturating_sub(1)))
    };
    if mode == Some("dis") {
        return match gcn_isa::asm::disassemble(&src) {
            Ok((text, warnings)) => {
                print!("{text}");
                for w in warnings {
                    eprintln!(
                        "{name}:{}:{}: warning: invalid instruction encoding\n{}",
                        w.line,
                        w.col,
                        snippet(w.line, w.col)
                    );
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{name}:{e}\n{}", snippet(e.line, e.col));
                ExitCode::from(1)
            }
        };
    }
    let (text, errors) = gcn_isa::asm::show_encoding(&src);
    print!("{text}");
    for e in &errors {
        eprintln!("{name}:{e}\n{}", snippet(e.line, e.col));
    }
    if errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
