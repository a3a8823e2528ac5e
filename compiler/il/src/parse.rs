//! The IL text parser (manual chapter 3 and the chapter-7 "Syntax" rows).
//!
//! A hand-written single-pass scanner over bytes: no regular expressions, no per-character
//! allocation. One instruction per line, or several when an instruction word follows the
//! last operand (programs stored as C strings without `\n`); `;` and `/* */` comments;
//! CRLF; blanks inside brackets; case-insensitive mnemonics and register names. Errors are
//! collected (the rest of a bad line is skipped) so one run reports every problem. Forms
//! AMD's own tools wrote are accepted: docs/il-text-notes.md.
//!
//! Grammar, informally:
//! ```text
//! program   := header { line }
//! header    := "il_" ("vs"|"ps"|"gs"|"cs"|"hs"|"ds") ["_" major ["_" minor]] ["_mp"] ["_rt"]
//! line      := word { [","] item } [comment] newline
//! word      := mnemonic { "_" spec }        spec := name ["(" args ")"]
//! item      := dst | src | number | "=" "{" number {"," number} "}" | keyword
//! reg       := name [digits] { "[" index "]" }     index := number | rel ["+"|"-" number]
//! dst       := reg ["." mask]                       mask := 1-4 of xyzw rgba _ 0 1
//! src       := reg { "_" srcmod } ["." swizzle { "_" srcmod }]   swizzle := 1-4 of xyzw rgba 0 1
//! ```
//! Which items are destinations, sources or words is decided by the opcode's
//! [`Shape`](crate::opcode::Shape). A swizzle shorter than four repeats its last
//! character (`.xy` = `.xyyy`). A mask letter writes its own component and `_`/`0`/`1`
//! fill the next position (`.x_z` = x and z written, `.yz1` = y, z written and w = 1.0).
//!
//! This file holds the entry points, the header and the instruction lines; the rest lives in
//! submodules: `byte_scan` (byte classes, blanks, comments, errors), `specifiers` (the
//! instruction word's controls), `operands` (destinations, sources, literal words) and
//! `literals` (numbers, swizzles, masks).

use crate::diag::Diagnostics;
use crate::enums::{ShaderType, ShiftScale};
use crate::names::{self, NameHash};
use crate::opcode::{Opcode, Paren};
use crate::program::{Control, Instruction, Program};
use crate::span::Span;
use byte_scan::WORD;
use literals::comp_index;
use smallvec::SmallVec;

mod byte_scan;
mod literals;
mod operands;
mod specifiers;

/// Parses IL text. Returns the program, or every error found.
pub fn parse(source: &str) -> Result<Program, Diagnostics> {
    let (program, diags) = parse_partial(source);
    if diags.is_empty() {
        Ok(program)
    } else {
        Err(diags)
    }
}

/// Parses IL text, keeping every instruction that parsed even when others did not, so
/// that the verifier can still report its own findings. Diagnostics are in input order.
pub fn parse_partial(source: &str) -> (Program, Diagnostics) {
    let mut p = Parser {
        s: source.as_bytes(),
        src: source,
        pos: 0,
        diags: Diagnostics::new(),
    };
    let program = p.program();
    (program, p.diags)
}

/// A parse error that abandons the current line.
struct LineError;

type PResult<T> = Result<T, LineError>;

struct Parser<'a> {
    s: &'a [u8],
    src: &'a str,
    pos: usize,
    diags: Diagnostics,
}

impl<'a> Parser<'a> {
    fn program(&mut self) -> Program {
        self.skip_space();
        let mut program = Program::new(ShaderType::Compute);
        // Typical IL lines are 20-40 bytes long.
        program.instructions.reserve(self.s.len() / 32);
        // Macro definitions (`mdef` .. `mend`) may precede the header (manual L13237).
        while self.starts_with_word("mdef") {
            let mut closed = false;
            while !self.at_end() && !closed {
                match self.instruction(&mut program.instructions) {
                    Ok(op) => closed = op == Opcode::Macroend,
                    Err(LineError) => self.skip_line(),
                }
                self.skip_space();
            }
        }
        if self.header(&mut program).is_err() {
            self.skip_line();
        }
        loop {
            self.skip_space();
            if self.at_end() {
                break;
            }
            match self.instruction(&mut program.instructions) {
                Ok(_) => {
                    self.skip_blanks();
                    if !self.at_line_end() && !self.starts_instruction_at(self.pos) {
                        program.instructions.pop();
                        let p = self.pos;
                        self.error(p, p + 1, "unexpected text after the operands");
                        self.skip_line();
                    }
                }
                Err(LineError) => self.skip_line(),
            }
        }
        program
    }

    /// True when the text at the cursor starts with `word` (case-insensitive) followed by
    /// a non-letter.
    fn starts_with_word(&self, word: &str) -> bool {
        let n = word.len();
        self.s
            .get(self.pos..self.pos + n)
            .is_some_and(|w| w.eq_ignore_ascii_case(word.as_bytes()))
            && !self
                .s
                .get(self.pos + n)
                .is_some_and(|b| b.is_ascii_alphabetic())
    }

    fn scan_word(&mut self) -> (usize, usize) {
        let start = self.pos;
        (start, self.skip_class(WORD))
    }

    fn header(&mut self, program: &mut Program) -> PResult<()> {
        let (start, end) = self.scan_word();
        program.span = Span::new(start, end);
        let word = self.text(start, end);
        let mut parts = word.split('_');
        let il = parts.next().unwrap_or("");
        if !il.eq_ignore_ascii_case("il") {
            return Err(self.error(
                start,
                end,
                "expected a header such as `il_cs_2_0` at the start of the program",
            ));
        }
        let kind = parts.next().unwrap_or("");
        program.shader = match ShaderType::from_text(kind) {
            Some(t) => t,
            None => {
                return Err(self.error(
                    start,
                    end,
                    format!(
                    "unknown shader type `{kind}` in header (expected vs, ps, gs, cs, hs or ds)"
                ),
                ))
            }
        };
        let mut numbers = 0;
        for part in parts {
            if part.eq_ignore_ascii_case("mp") {
                program.multipass = true;
            } else if part.eq_ignore_ascii_case("rt") {
                program.realtime = true;
            } else if let (Ok(n), true) = (part.parse::<u8>(), numbers < 2) {
                if numbers == 0 {
                    program.major = n;
                } else {
                    program.minor = n;
                }
                numbers += 1;
            } else {
                return Err(self.error(start, end, format!("unexpected `{part}` in header")));
            }
        }
        self.skip_blanks();
        if !self.at_line_end() && !self.starts_instruction_at(self.pos) {
            let p = self.pos;
            return Err(self.error(p, p + 1, "unexpected text after the header"));
        }
        Ok(())
    }

    /// Scans the instruction word: word bytes plus attached parenthesised groups.
    fn scan_instruction_word(&mut self) -> PResult<(usize, usize)> {
        let start = self.pos;
        loop {
            self.skip_class(WORD);
            if self.peek() == b'(' {
                self.scan_parens()?;
            } else {
                break;
            }
        }
        Ok((start, self.pos))
    }

    fn scan_parens(&mut self) -> PResult<()> {
        let open = self.pos;
        self.pos += 1;
        loop {
            match self.peek() {
                b')' => {
                    self.pos += 1;
                    return Ok(());
                }
                0 | b'\n' if self.at_end() || self.peek() == b'\n' => {
                    return Err(self.error(open, open + 1, "missing `)`"));
                }
                _ => self.pos += 1,
            }
        }
    }

    /// Parses one instruction and appends it to `out` (built in place: instructions are
    /// large). On error nothing is appended.
    fn instruction(&mut self, out: &mut Vec<Instruction>) -> PResult<Opcode> {
        let n = out.len();
        let r = self.instruction_into(out);
        if r.is_err() {
            out.truncate(n);
        }
        r
    }

    fn instruction_into(&mut self, out: &mut Vec<Instruction>) -> PResult<Opcode> {
        let (start, end) = self.scan_instruction_word()?;
        if let Some(why) = self.foreign_line(start, end) {
            let line_end = self.line_end_from(start);
            return Err(self.error(start, line_end, why));
        }
        if start == end {
            let b = self.peek();
            let shown = if b.is_ascii_graphic() {
                (b as char).to_string()
            } else {
                format!("\\x{b:02x}")
            };
            return Err(self.error(
                start,
                start + 1,
                format!("expected an instruction, found `{shown}`"),
            ));
        }
        let (opcode, rest_at) = match match_mnemonic(self.s.get(start..end).unwrap_or(&[])) {
            Some(m) => m,
            None => {
                let word = self.text(start, end);
                let name = word.split('(').next().unwrap_or(word);
                return Err(self.error(start, end, format!("unknown instruction `{name}`")));
            }
        };
        out.push(Instruction::new(opcode));
        let Some(inst) = out.last_mut() else {
            return Err(self.error(start, end, "internal: instruction list is empty"));
        };
        let mut dst_clamp = false;
        let mut dst_shift = ShiftScale::None;
        // Precise mask written as `precxy`.
        match rest_at {
            MnemonicRest::PreciseMask(mask) => inst.controls.push(Control::Precise(mask)),
            MnemonicRest::At(_) if opcode == Opcode::Prefix => {
                inst.controls.push(Control::Precise(0xf))
            }
            MnemonicRest::At(_) => {}
        }
        let rest_start = match rest_at {
            MnemonicRest::At(i) => start + i,
            MnemonicRest::PreciseMask(_) => end,
        };
        self.controls(
            opcode,
            rest_start,
            end,
            &mut inst.controls,
            &mut dst_clamp,
            &mut dst_shift,
        )?;
        self.operands(inst)?;
        if dst_clamp || dst_shift != ShiftScale::None {
            match inst.dsts.first_mut() {
                Some(d) => {
                    d.clamp = dst_clamp;
                    d.shift = dst_shift;
                }
                None => {
                    return Err(self.error(
                        start,
                        end,
                        "`_sat` and `_x2`..`_d8` need a destination operand",
                    ))
                }
            }
        }
        inst.span = Span::new(start, self.pos_trimmed());
        Ok(opcode)
    }

    /// Why the line starting at `start` (whose first word ends at `end`) is not IL at all,
    /// when it is recognisably something else pasted into the program: an assembler
    /// directive (`.text`, `.globl`), a preprocessor line (`#include`), an assembler label
    /// (`main:`) or a template placeholder (`{SORT_OPERATOR}`). IL has none of these (manual
    /// chapter 3).
    fn foreign_line(&self, start: usize, end: usize) -> Option<String> {
        let line_end = self.line_end_from(start);
        let shown = self.text(start, line_end).trim_end();
        let first = self.s.get(start).copied().unwrap_or(0);
        let after = self.s.get(end).copied().unwrap_or(0);
        if first == b'.'
            && self
                .s
                .get(start + 1)
                .is_some_and(|b| b.is_ascii_alphabetic())
        {
            Some(format!(
                "`{shown}` is an assembler directive, not an IL instruction"
            ))
        } else if first == b'{' && shown.contains('}') {
            let placeholder = shown.split('}').next().unwrap_or(shown);
            Some(format!(
                "`{placeholder}}}` is a template placeholder (the host program substitutes it \
                 before compiling), not IL"
            ))
        } else if first == b'#' {
            Some(format!(
                "`{shown}` is a preprocessor or assembler line, not IL"
            ))
        } else if start < end && after == b':' {
            Some(format!(
                "`{}:` is an assembler label, not IL (IL has no labels; functions are \
                 `func N` ... `endfunc`)",
                self.text(start, end)
            ))
        } else {
            None
        }
    }

    /// The end of the line containing byte `start` (before its newline).
    fn line_end_from(&self, start: usize) -> usize {
        let rest = self.s.get(start..).unwrap_or(&[]);
        start + rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len())
    }

    /// End of the instruction text, before trailing blanks.
    fn pos_trimmed(&self) -> usize {
        let mut e = self.pos;
        while e > 0 && matches!(self.s.get(e - 1), Some(b' ' | b'\t' | b'\r')) {
            e -= 1;
        }
        e
    }
}

/// Finds the longest mnemonic that is a prefix of the instruction word `word` ending at a
/// `_` or `(` boundary. Returns the opcode and where the remaining specifiers start.
///
/// One pass hashes the word's prefixes (case-folded) and records the hash at every
/// boundary up to the first `(` (a candidate cannot contain one); the candidates are then
/// looked up longest first.
fn match_mnemonic(word: &[u8]) -> Option<(Opcode, MnemonicRest)> {
    let mut ends: SmallVec<[(usize, NameHash); 8]> = SmallVec::new();
    let mut h = NameHash::new();
    let mut paren = false;
    for (i, &b) in word.iter().enumerate() {
        if b == b'_' || b == b'(' {
            ends.push((i, h));
            if b == b'(' {
                paren = true;
                break;
            }
        }
        h = h.push(b);
    }
    if !paren {
        ends.push((word.len(), h));
    }
    for &(e, h) in ends.iter().rev() {
        if let Some(op) = names::opcode_hashed(h, word.get(..e)?) {
            // A parenthesised group directly after the mnemonic is only allowed for
            // opcodes with a parenthesised control.
            if word.get(e) == Some(&b'(') && op.shape().paren == Paren::None {
                continue;
            }
            return Some((op, MnemonicRest::At(e)));
        }
    }
    // `prec<mask>`: PREFIX with a component mask.
    if word.len() > 4 && word.get(..4)?.eq_ignore_ascii_case(b"prec") && !word.contains(&b'_') {
        let mut bits = 0u8;
        for &c in word.get(4..)? {
            bits |= 1 << comp_index(c)?;
        }
        return Some((Opcode::Prefix, MnemonicRest::PreciseMask(bits)));
    }
    None
}

/// What follows a matched mnemonic inside the instruction word.
#[derive(Clone, Copy)]
enum MnemonicRest {
    /// Specifiers start at this offset of the word.
    At(usize),
    /// `prec<mask>`.
    PreciseMask(u8),
}
