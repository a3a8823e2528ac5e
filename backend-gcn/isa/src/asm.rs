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
    listing(src, true)
}

/// llvm-mc's assembly output for a text: every instruction that assembled (with its encoding
/// comment when `encodings`), and the errors of the others, sorted by position.
pub fn listing(src: &str, encodings: bool) -> (String, Vec<AsmError>) {
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
                // A branch target is a 16-bit field; a symbol in a source is a literal.
                let mut symbol = false;
                let mut resolved = inst.clone();
                let specs = inst.info().operands;
                for (spec, o) in specs.iter().zip(resolved.operands.iter_mut()) {
                    if let Operand::Label(_) = o {
                        symbol = spec.kind != crate::table::Kind::Imm(crate::table::ImmKind::Label);
                        *o = if symbol {
                            Operand::Literal(0)
                        } else {
                            Operand::Imm(0)
                        };
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
                if !encodings {
                    let _ = writeln!(out, "\t{text}");
                    continue;
                }
                let mut list: Vec<String> = bytes.iter().map(|b| format!("0x{b:02x}")).collect();
                let literal_at = list.len().saturating_sub(4);
                if label.is_some() {
                    let marked = if symbol { literal_at..list.len() } else { 0..2 };
                    for b in list.iter_mut().take(marked.end).skip(marked.start) {
                        *b = "A".into();
                    }
                }
                let _ = writeln!(
                    out,
                    "{}",
                    with_comment(&text, &format!("; encoding: [{}]", list.join(",")))
                );
                if let Some(l) = label {
                    let (kind, offset) = if symbol {
                        let pcrel = crate::parse::fixup_is_pcrel(&label_name(l));
                        (if pcrel { "FK_PCRel_4" } else { "FK_Data_4" }, literal_at)
                    } else if inst.info().format == Format::Sopp {
                        ("fixup_si_sopp_br", 0)
                    } else {
                        ("FK_PCRel_4", 0)
                    };
                    let _ = writeln!(
                        out,
                        "                                        ;   fixup A - offset: {offset}, value: {}, kind: {kind}",
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
        let specs = inst.info().operands;
        for (spec, o) in specs.iter().zip(inst.operands.iter_mut()) {
            if let Operand::Label(l) = *o {
                if spec.kind != crate::table::Kind::Imm(crate::table::ImmKind::Label) {
                    return Err(AsmError {
                        line: *line,
                        col: *col,
                        message: format!(
                            "symbolic operand '{}' needs a relocation, which the assembler does not produce",
                            prog.labels.get(l as usize).cloned().unwrap_or_default()
                        ),
                    });
                }
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

/// Severity of a [`Diagnostic`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is wrong (llvm-mc exits with status 1).
    Error,
    /// An undecodable word (llvm-mc goes on).
    Warning,
}

/// A located message of the disassembler.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// Error or warning.
    pub severity: Severity,
    /// What is wrong.
    pub message: String,
}

/// Disassembly output: the listing and the diagnostics in input order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Disassembly {
    /// `\t.text` and one line per decoded instruction.
    pub text: String,
    /// Errors (bad tokens, unbalanced brackets) and warnings (undecodable words).
    pub diagnostics: Vec<Diagnostic>,
    /// An undecodable word inside an atomic block.
    failed: bool,
}

impl Disassembly {
    /// Whether llvm-mc would exit with status 1: a bracket error, or an undecodable word
    /// inside a `[...]` block (invalid tokens and words outside blocks do not count).
    pub fn failed(&self) -> bool {
        self.failed
    }
}

/// A byte of the input with its position.
#[derive(Clone, Copy)]
struct Located {
    value: u8,
    line: usize,
    col: usize,
}

/// A byte token as llvm-mc reads it: `0x`/`0b`/`0o` prefixes, a leading `0` for octal, else
/// decimal, at most 255.
fn byte_token(tok: &str) -> Option<u8> {
    let lower = tok.to_ascii_lowercase();
    let (digits, radix) = if let Some(h) = lower.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = lower.strip_prefix("0b") {
        (b, 2)
    } else if let Some(o) = lower.strip_prefix("0o") {
        (o, 8)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8)
    } else {
        (lower.as_str(), 10)
    };
    if digits.is_empty() {
        return None;
    }
    u8::try_from(u64::from_str_radix(digits, radix).ok()?).ok()
}

/// `llvm-mc -disassemble [-show-encoding]` on a text of byte lists. As in llvm-mc, the bytes
/// form one stream (lines do not matter), `#` starts a comment, commas separate like spaces,
/// `[ ... ]` delimits an atomic block decoded on its own (stopping at its first undecodable
/// word). An invalid token is an error that discards the bytes read so far and the rest of
/// its line; an undecodable word is a warning at its first byte, and decoding resumes 4 bytes
/// later.
pub fn disassemble_with(src: &str, show_encoding: bool) -> Disassembly {
    let mut out = Disassembly {
        text: String::from("\t.text\n"),
        ..Disassembly::default()
    };
    let mut pending: Vec<Located> = Vec::new();
    let mut in_block = false;
    for (n, raw) in src.lines().enumerate() {
        let line = n + 1;
        let chars: Vec<(usize, char)> = raw.char_indices().collect();
        let mut i = 0;
        while i < chars.len() {
            let (_, c) = chars[i];
            let col = i + 1;
            if c.is_whitespace() || c == ',' {
                i += 1;
                continue;
            }
            if c == '#' {
                break;
            }
            if c == '[' || c == ']' {
                decode_stream(&pending, in_block, show_encoding, &mut out);
                pending.clear();
                if (c == '[') == in_block {
                    out.failed = true;
                    out.diagnostics.push(Diagnostic {
                        line,
                        col,
                        severity: Severity::Error,
                        message: if in_block {
                            "nested atomic blocks make no sense".into()
                        } else {
                            "attempt to close atomic block without opening".into()
                        },
                    });
                }
                in_block = c == '[';
                i += 1;
                continue;
            }
            let start = i;
            while i < chars.len()
                && !chars[i].1.is_whitespace()
                && !matches!(chars[i].1, ',' | '#' | '[' | ']')
            {
                i += 1;
            }
            let tok: String = chars[start..i].iter().map(|&(_, c)| c).collect();
            match byte_token(&tok) {
                Some(value) => pending.push(Located { value, line, col }),
                None => {
                    out.diagnostics.push(Diagnostic {
                        line,
                        col,
                        severity: Severity::Error,
                        message: "invalid input token".into(),
                    });
                    pending.clear();
                    break;
                }
            }
        }
    }
    decode_stream(&pending, in_block, show_encoding, &mut out);
    if in_block {
        // llvm-mc points at the end of the input.
        let (line, col) = if src.is_empty() || src.ends_with('\n') {
            (src.lines().count() + 1, 1)
        } else {
            let last = src.lines().last().unwrap_or("");
            (src.lines().count(), last.chars().count() + 1)
        };
        out.diagnostics.push(Diagnostic {
            line,
            col,
            severity: Severity::Error,
            message: "unclosed atomic block".into(),
        });
        out.failed = true;
    }
    out
}

/// Decode one byte array into `out`.
fn decode_stream(bytes: &[Located], in_block: bool, show_encoding: bool, out: &mut Disassembly) {
    let values: Vec<u8> = bytes.iter().map(|b| b.value).collect();
    let mut at = 0;
    while at < values.len() {
        match decode_one(&values, at) {
            Ok((inst, size)) => {
                let text = print_with(&inst, &|l| format!("L{l}"));
                if show_encoding {
                    let mut enc = Vec::new();
                    let list = match crate::encode::encode_decoded(&inst, &mut enc) {
                        Ok(()) => enc,
                        Err(_) => values[at..at + size].to_vec(),
                    };
                    let list: Vec<String> = list.iter().map(|b| format!("0x{b:02x}")).collect();
                    let _ = writeln!(
                        out.text,
                        "{}",
                        with_comment(&text, &format!("; encoding: [{}]", list.join(",")))
                    );
                } else {
                    let _ = writeln!(out.text, "\t{text}");
                }
                at += size;
            }
            Err(_) => {
                let b = bytes[at];
                out.diagnostics.push(Diagnostic {
                    line: b.line,
                    col: b.col,
                    severity: Severity::Warning,
                    message: "invalid instruction encoding".into(),
                });
                if in_block {
                    out.failed = true;
                    return;
                }
                at += 4;
            }
        }
    }
}
