//! Parser: assembly text in LLVM's syntax → [`Instruction`]s, with labels. Errors carry the line
//! and column (1-based).
//!
//! This file holds the entry points (one instruction, a program with labels) and the error
//! and item types; the work is in submodules: `lexer` (tokens of one line), `instruction`
//! (mnemonic, operands and checks of one instruction), `operands` (registers, literals,
//! sources with modifiers), `expr` (expressions in source operands), `immediates` (named
//! immediate fields) and `modifiers` (the trailing modifiers an opcode accepts).

use crate::inst::Instruction;
use instruction::parse_inst;
use lexer::lex;

mod expr;
mod immediates;
mod instruction;
mod lexer;
mod modifiers;
mod operands;

pub(crate) use modifiers::{clamp_allowed, omod_allowed};

/// A syntax or operand error at a source position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: error: {message}")]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// What is wrong.
    pub message: String,
}

/// A parsed source line.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// `name:`
    Label(String),
    /// An instruction with its 1-based source line and the column of its mnemonic.
    Inst(Instruction, usize, usize),
}

/// A parsed assembly file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Program {
    /// Items in source order.
    pub items: Vec<Item>,
    /// Label names referenced by [`Operand::Label`] indexes.
    pub labels: Vec<String>,
}

/// Opcodes of the manual that llvm-mc-14 does not know for gfx900 (docs/gcn-isa-notes.md).
pub const NOT_IN_LLVM: &[&str] = &["image_gather4h", "image_gather4h_pck", "image_gather8h_pck"];

/// Whether llvm-mc-14 lists the fixup of a symbolic literal (the text of its expression) as
/// PC-relative (`FK_PCRel_4`) rather than data (`FK_Data_4`): a symbol is, and so is an
/// operation on one, except a subtraction.
pub fn fixup_is_pcrel(expr: &str) -> bool {
    fn pcrel(e: &expr::Expr) -> bool {
        match e {
            expr::Expr::Sym(_) => true,
            expr::Expr::Const(_) => false,
            expr::Expr::Unary(_, e) => pcrel(e),
            expr::Expr::Binary(op, l, r) => *op != "-" && (pcrel(l) || pcrel(r)),
        }
    }
    lex(expr, 1)
        .and_then(|mut lx| expr::parse_expr(&mut lx))
        .is_ok_and(|e| pcrel(&e))
}

/// Parse one instruction (branch targets must be numeric).
pub fn parse_instruction(text: &str) -> Result<Instruction, ParseError> {
    let mut lx = lex(text, 1)?;
    let mut labels = Vec::new();
    let inst = parse_inst(&mut lx, &mut labels)?;
    if lx.peek().is_some() {
        return lx.err("unexpected token");
    }
    if !labels.is_empty() {
        return Err(ParseError {
            line: 1,
            col: 1,
            message: "labels need a program".into(),
        });
    }
    Ok(inst)
}

/// Remove a trailing comment (`;`, `//` or `#`).
fn strip_comment(line: &str) -> &str {
    let mut end = line.len();
    for pat in [";", "//", "#"] {
        if let Some(p) = line.find(pat) {
            end = end.min(p);
        }
    }
    &line[..end]
}

/// Parse a whole assembly file. Directives (`.text`, ...) are skipped.
pub fn parse_program(src: &str) -> Result<Program, ParseError> {
    let (prog, errors) = parse_program_lenient(src);
    match errors.into_iter().next() {
        Some(e) => Err(e),
        None => Ok(prog),
    }
}

/// Parse a whole assembly file, skipping (and reporting) lines with errors, like llvm-mc.
pub fn parse_program_lenient(src: &str) -> (Program, Vec<ParseError>) {
    let mut prog = Program::default();
    let mut errors = Vec::new();
    for (n, raw) in src.lines().enumerate() {
        if let Err(e) = parse_line(raw, n + 1, &mut prog) {
            errors.push(e);
        }
    }
    (prog, errors)
}

/// Parse one source line into `prog`.
fn parse_line(raw: &str, line_no: usize, prog: &mut Program) -> Result<(), ParseError> {
    let code = strip_comment(raw);
    let mut text = code.to_string();
    // Label definitions at the start of the line.
    loop {
        let t = text.trim_start();
        let Some(p) = t.find(':') else { break };
        let name = &t[..p];
        let valid = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
            && !name.chars().next().is_some_and(|c| c.is_ascii_digit());
        if !valid {
            break;
        }
        prog.items.push(Item::Label(name.to_string()));
        text = t[p + 1..].to_string();
    }
    let t = text.trim();
    if t.is_empty() || t.starts_with('.') {
        return Ok(());
    }
    // Columns are relative to the (possibly shortened) text; shift them to the raw line.
    let lead = text.chars().count() - text.trim_start().chars().count();
    // `text` is a suffix of `code`, which is a prefix of `raw`.
    let start = code.len().saturating_sub(text.trim_start().len());
    let shift = code
        .get(..start)
        .map_or(0, |p| p.chars().count())
        .saturating_sub(lead);
    let mut lx = lex(&text, line_no)?;
    for t in lx.toks.iter_mut() {
        t.1 += shift;
    }
    lx.end_col += shift;
    let col = lx.col();
    let inst = parse_inst(&mut lx, &mut prog.labels)?;
    if lx.peek().is_some() {
        return lx.err("invalid operand for instruction");
    }
    prog.items.push(Item::Inst(inst, line_no, col));
    Ok(())
}
