//! Assembling and disassembling whole texts with llvm-mc's output conventions
//! (`-show-encoding` and `-disassemble`).

use std::fmt::Write;

use crate::decode::decode_one;
use crate::encode::encode;
use crate::inst::Instruction;
use crate::operand::Operand;
use crate::parse::{parse_program, parse_program_lenient, Item, ParseError};
use crate::print::print_with;
use crate::table::Format;

/// An assembly or disassembly failure with its location.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: error: {message}")]
pub struct AsmError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// What is wrong.
    pub message: String,
}

impl From<ParseError> for AsmError {
    fn from(e: ParseError) -> Self {
        AsmError {
            line: e.line,
            col: e.col,
            message: e.message,
        }
    }
}

/// One output line of llvm-mc: text padded to the comment column, then the comment.
fn with_comment(text: &str, comment: &str) -> String {
    // llvm-mc prints a tab, then the instruction padded to 40 characters.
    let width = text.chars().count();
    let pad = if width < 40 { 40 - width } else { 1 };
    format!("\t{text}{}{comment}", " ".repeat(pad))
}

/// `llvm-mc -show-encoding` output for an assembly text: the listing of every instruction that
/// assembled, and the errors of the others (like llvm-mc, later lines are still processed).
pub fn show_encoding(src: &str) -> (String, Vec<AsmError>) {
    let (prog, parse_errors) = parse_program_lenient(src);
    let mut errors: Vec<AsmError> = parse_errors.into_iter().map(AsmError::from).collect();
    let mut out = String::from("\t.text\n");
    let label_name = |i: u32| prog.labels.get(i as usize).cloned().unwrap_or_default();
    for item in &prog.items {
        match item {
            Item::Label(l) => {
                let _ = writeln!(out, "{l}:");
            }
            Item::Inst(inst, line, col) => {
                let text = print_with(inst, &label_name);
                let label = inst.operands.iter().find_map(|o| match o {
                    Operand::Label(l) => Some(*l),
                    _ => None,
                });
                let mut resolved = inst.clone();
                for o in resolved.operands.iter_mut() {
                    if let Operand::Label(_) = o {
                        *o = Operand::Imm(0);
                    }
                }
                let mut bytes = Vec::new();
                if let Err(e) = encode(&resolved, &mut bytes) {
                    errors.push(AsmError {
                        line: *line,
                        col: *col,
                        message: e.to_string(),
                    });
                    continue;
                }
                let mut list: Vec<String> = bytes.iter().map(|b| format!("0x{b:02x}")).collect();
                if label.is_some() {
                    for b in list.iter_mut().take(2) {
                        *b = "A".into();
                    }
                }
                let _ = writeln!(
                    out,
                    "{}",
                    with_comment(&text, &format!("; encoding: [{}]", list.join(",")))
                );
                if let Some(l) = label {
                    let kind = if inst.info().format == Format::Sopp {
                        "fixup_si_sopp_br"
                    } else {
                        "FK_PCRel_4"
                    };
                    let _ = writeln!(
                        out,
                        "                                        ;   fixup A - offset: 0, value: {}, kind: {kind}",
                        label_name(l)
                    );
                }
            }
        }
    }
    errors.sort_by_key(|e| (e.line, e.col));
    (out, errors)
}

/// Assemble a text to bytes, resolving labels (branch offset in dwords from the next instruction).
pub fn assemble(src: &str) -> Result<Vec<u8>, AsmError> {
    let prog = parse_program(src)?;
    let mut addr = 0usize;
    let mut label_addr = vec![None; prog.labels.len()];
    for item in &prog.items {
        match item {
            Item::Label(l) => {
                if let Some(i) = prog.labels.iter().position(|x| x == l) {
                    label_addr[i] = Some(addr);
                }
            }
            Item::Inst(inst, _, _) => addr += inst.size(),
        }
    }
    let mut out = Vec::new();
    for item in &prog.items {
        let Item::Inst(inst, line, col) = item else {
            continue;
        };
        let mut inst: Instruction = inst.clone();
        let next = out.len() + inst.size();
        for o in inst.operands.iter_mut() {
            if let Operand::Label(l) = *o {
                let target = label_addr
                    .get(l as usize)
                    .copied()
                    .flatten()
                    .ok_or_else(|| AsmError {
                        line: *line,
                        col: *col,
                        message: format!(
                            "undefined label '{}'",
                            prog.labels.get(l as usize).cloned().unwrap_or_default()
                        ),
                    })?;
                let delta = (target as i64 - next as i64) / 4;
                if !(-32768..=32767).contains(&delta) {
                    return Err(AsmError {
                        line: *line,
                        col: *col,
                        message: "branch target out of range".into(),
                    });
                }
                *o = Operand::Imm(delta as i32);
            }
        }
        encode(&inst, &mut out).map_err(|e| AsmError {
            line: *line,
            col: *col,
            message: e.to_string(),
        })?;
    }
    Ok(out)
}

/// A disassembly warning: an undecodable word at a source position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisasmWarning {
    /// 1-based line of the first byte.
    pub line: usize,
    /// 1-based column of the first byte.
    pub col: usize,
}

/// `llvm-mc -disassemble` output for a text of byte lists (`0x.. 0x..`, commas allowed, `#`
/// and `;` comments). Like llvm-mc, all bytes form one stream; an undecodable word gives a
/// warning at its first byte and decoding resumes 4 bytes later. A malformed byte is an error.
pub fn disassemble(src: &str) -> Result<(String, Vec<DisasmWarning>), AsmError> {
    let mut bytes = Vec::new();
    let mut pos = Vec::new();
    for (n, raw) in src.lines().enumerate() {
        let line = n + 1;
        let text = raw.split(['#', ';']).next().unwrap_or("");
        let mut col = 1;
        for tok in text.split(|c: char| c.is_whitespace() || c == ',') {
            let start = col;
            col += tok.chars().count() + 1;
            if tok.is_empty() {
                continue;
            }
            let v = tok
                .strip_prefix("0x")
                .or_else(|| tok.strip_prefix("0X"))
                .map_or_else(
                    || tok.parse::<u8>().ok(),
                    |h| u8::from_str_radix(h, 16).ok(),
                );
            match v {
                Some(b) => {
                    bytes.push(b);
                    pos.push((line, start));
                }
                None => {
                    return Err(AsmError {
                        line,
                        col: start,
                        message: "invalid input format".into(),
                    })
                }
            }
        }
    }
    let mut out = String::from("\t.text\n");
    let mut warnings = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        match decode_one(&bytes, at) {
            Ok((inst, size)) => {
                let _ = writeln!(out, "\t{}", print_with(&inst, &|l| format!("L{l}")));
                at += size;
            }
            Err(_) => {
                let (line, col) = pos.get(at).copied().unwrap_or((0, 0));
                warnings.push(DisasmWarning { line, col });
                at += 4;
            }
        }
    }
    Ok((out, warnings))
}
