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

use crate::diag::Diagnostics;
use crate::enums::{
    CmpVal, CompSel, DataSize, DivComp, DstComp, ElementFormat, FenceFlag, FirstBit, PixTexUsage,
    RelOp, ShaderType, ShiftScale, ZeroOp,
};
use crate::names::{self, NameHash};
use crate::opcode::{Extra, Opcode, Paren};
use crate::program::{
    Control, Dst, Index, Instruction, Program, Reg, RelReg, Src, SrcMods, IDENTITY,
};
use crate::regtype::RegType;
use crate::span::Span;
use smallvec::SmallVec;

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

/// Byte class: `[A-Za-z0-9_]`.
const WORD: u8 = 1;
/// Byte class: `[A-Za-z]`.
const ALPHA: u8 = 2;
/// Byte class: `[0-9]`.
const DIGIT: u8 = 4;
/// Byte class: `[A-Za-z0-9]`.
const ALNUM: u8 = 8;
/// Byte class: blanks other than the newline (space, tab, CR, VT, FF).
const BLANK: u8 = 16;
/// Byte class: bytes that may start a comment (`;`, `/`).
const GAP: u8 = 32;
/// Byte class: bytes of a number item (`[A-Za-z0-9_.+#-]`).
const NUMBER: u8 = 64;

/// The scanner's byte classes, one bit set per class a byte belongs to.
static CLASS: [u8; 256] = byte_classes();

const fn byte_classes() -> [u8; 256] {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        let mut c = 0;
        if b.is_ascii_alphabetic() {
            c |= ALPHA | ALNUM | WORD;
        }
        if b.is_ascii_digit() {
            c |= DIGIT | ALNUM | WORD;
        }
        if b == b'_' {
            c |= WORD;
        }
        if b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'+' | b'_' | b'#') {
            c |= NUMBER;
        }
        if matches!(b, b' ' | b'\t' | b'\r' | 0x0b | 0x0c) {
            c |= BLANK;
        }
        if matches!(b, b';' | b'/') {
            c |= GAP;
        }
        t[i] = c;
        i += 1;
    }
    t
}

/// True when byte `b` is in `class` (a union of the class bits above).
#[inline]
fn is(b: u8, class: u8) -> bool {
    CLASS[usize::from(b)] & class != 0
}

fn is_word_byte(b: u8) -> bool {
    is(b, WORD)
}

impl<'a> Parser<'a> {
    fn peek(&self) -> u8 {
        self.s.get(self.pos).copied().unwrap_or(0)
    }

    fn peek_at(&self, i: usize) -> u8 {
        self.s.get(self.pos + i).copied().unwrap_or(0)
    }

    fn at_end(&self) -> bool {
        self.pos >= self.s.len()
    }

    /// Advances over the bytes of `class`; returns the new position.
    #[inline]
    fn skip_class(&mut self, class: u8) -> usize {
        let rest = self.s.get(self.pos..).unwrap_or(&[]);
        self.pos += rest
            .iter()
            .position(|&b| !is(b, class))
            .unwrap_or(rest.len());
        self.pos
    }

    /// Advances to the next newline (or the end).
    fn skip_to_newline(&mut self) {
        let rest = self.s.get(self.pos..).unwrap_or(&[]);
        self.pos += rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
    }

    fn text(&self, start: usize, end: usize) -> &'a str {
        self.src.get(start..end).unwrap_or("")
    }

    fn error(&mut self, start: usize, end: usize, msg: impl Into<String>) -> LineError {
        self.diags.error(Span::new(start, end.max(start + 1)), msg);
        LineError
    }

    /// Skips blanks and comments on the current line; `/* */` may span lines but the
    /// newline it swallows does not end the instruction.
    #[inline]
    fn skip_blanks(&mut self) {
        // Most calls find the next token right away.
        if is(self.peek(), BLANK | GAP) {
            self.skip_blanks_slow();
        }
    }

    fn skip_blanks_slow(&mut self) {
        loop {
            self.skip_class(BLANK);
            match self.peek() {
                b';' => self.skip_to_newline(),
                b'/' if self.peek_at(1) == b'*' => self.block_comment(),
                _ => return,
            }
        }
    }

    fn block_comment(&mut self) {
        let start = self.pos;
        self.pos += 2;
        loop {
            if self.at_end() {
                self.diags
                    .error(Span::new(start, start + 2), "unterminated `/*` comment");
                return;
            }
            if self.peek() == b'*' && self.peek_at(1) == b'/' {
                self.pos += 2;
                return;
            }
            self.pos += 1;
        }
    }

    /// Skips blanks, comments and newlines.
    fn skip_space(&mut self) {
        loop {
            self.skip_blanks();
            if self.peek() == b'\n' {
                self.pos += 1;
            } else {
                return;
            }
        }
    }

    fn at_line_end(&self) -> bool {
        self.at_end() || self.peek() == b'\n'
    }

    fn skip_line(&mut self) {
        while !self.at_line_end() {
            if self.peek() == b'/' && self.peek_at(1) == b'*' {
                self.block_comment();
            } else {
                self.pos += 1;
            }
        }
    }

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

    /// Parses the specifiers `rest` (= word[rest_start-start..]) of an instruction word.
    fn controls(
        &mut self,
        opcode: Opcode,
        rest_start: usize,
        end: usize,
        out: &mut SmallVec<[Control; 1]>,
        clamp: &mut bool,
        shift: &mut ShiftScale,
    ) -> PResult<()> {
        let mut i = rest_start;
        let shape = opcode.shape();
        // Parenthesised control right after the mnemonic.
        if self.s.get(i) == Some(&b'(') {
            let (arg_start, arg_end, next) = self.paren_arg(i, end)?;
            let arg = self.text(arg_start, arg_end).trim();
            let c = match shape.paren {
                Paren::FirstBit => FirstBit::from_text(arg).map(Control::FirstBit),
                Paren::Id => parse_u32(arg).map(Control::ParenId),
                Paren::None => None,
            };
            match c {
                Some(c) => out.push(c),
                None => {
                    return Err(self.error(
                        arg_start,
                        arg_end,
                        format!("bad value `{arg}` for `{}(..)`", opcode.mnemonic()),
                    ))
                }
            }
            i = next;
        }
        while i < end {
            if self.s.get(i) != Some(&b'_') {
                return Err(self.error(i, end, "expected `_` before a control specifier"));
            }
            i += 1;
            let name_start = i;
            while i < end && self.s.get(i).is_some_and(|&b| b.is_ascii_alphanumeric()) {
                i += 1;
            }
            let name_end = i;
            let mut arg: Option<(usize, usize)> = None;
            if self.s.get(i) == Some(&b'(') {
                let (a, b, next) = self.paren_arg(i, end)?;
                arg = Some((a, b));
                i = next;
            }
            let name = lower(self.text(name_start, name_end));
            let argtext = arg.map(|(a, b)| self.text(a, b).trim());
            let span_end = i;
            // `_mem_write_only` / `_mem_read_only` span three segments.
            if opcode == Opcode::Fence && name == "mem" {
                let tail = self.text(name_end, end).to_ascii_lowercase();
                for (t, f) in [
                    ("_write_only", FenceFlag::MemWriteOnly),
                    ("_read_only", FenceFlag::MemReadOnly),
                ] {
                    if tail.starts_with(t) {
                        out.push(Control::Fence(f));
                        i = name_end + t.len();
                        break;
                    }
                }
                if i > span_end {
                    continue;
                }
            }
            if name.is_empty() {
                return Err(self.error(name_start - 1, span_end, "empty control specifier"));
            }
            let c = match (name.as_ref(), argtext) {
                ("sat", None) => {
                    *clamp = true;
                    continue;
                }
                (n @ ("x2" | "x4" | "x8" | "d2" | "d4" | "d8"), None) => {
                    *shift = ShiftScale::from_text(n).unwrap_or(ShiftScale::None);
                    continue;
                }
                ("relop", Some(a)) => RelOp::from_text(a).map(Control::RelOp),
                ("zeroop", Some(a)) => ZeroOp::from_text(a).map(Control::ZeroOp),
                ("cmpval", Some(a)) => CmpVal::from_text(a).map(Control::CmpVal),
                ("ieee", None) => Some(Control::Ieee),
                ("id", Some(a)) => parse_u32(a).map(Control::Id),
                ("resource", Some(a)) => parse_u32(a).map(Control::Resource),
                ("sampler", Some(a)) => parse_u32(a).map(Control::Sampler),
                ("stage", Some(a)) => parse_u32(a).map(Control::Stage),
                ("uint", None) => Some(Control::Uint),
                ("cached", None) => Some(Control::Cached),
                ("ext", None) => Some(Control::Ext),
                ("fine", None) => Some(Control::Fine),
                ("repeat", None) => Some(Control::Repeat),
                ("size", Some(a)) => DataSize::from_text(a).map(Control::Size),
                ("type", Some(a)) if PixTexUsage::from_text(a).is_some() => {
                    PixTexUsage::from_text(a).map(Control::Type)
                }
                ("fmtx" | "fmty" | "fmtz" | "fmtw", Some(a))
                    if ElementFormat::from_text(a).is_some() =>
                {
                    let comp =
                        comp_index(name.as_bytes().get(3).copied().unwrap_or(b'x')).unwrap_or(0);
                    ElementFormat::from_text(a).map(|f| Control::Fmt(comp, f))
                }
                ("aoffimmi" | "addroffimmi", Some(a)) => parse_offsets(a).map(Control::AOffImmi),
                (n, None) if opcode == Opcode::Fence => FenceFlag::from_text(n).map(Control::Fence),
                (
                    "relop" | "zeroop" | "cmpval" | "id" | "resource" | "sampler" | "stage"
                    | "size" | "aoffimmi" | "addroffimmi",
                    _,
                ) => None,
                ("ieee" | "uint" | "cached" | "ext" | "fine" | "repeat", Some(_)) => None,
                (_, a) => Some(Control::Other(name.as_ref().into(), a.map(Into::into))),
            };
            match c {
                Some(c) => out.push(c),
                None => {
                    let shown = self.text(name_start - 1, span_end).to_string();
                    return Err(self.error(
                        name_start - 1,
                        span_end,
                        format!("bad control specifier `{shown}`"),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Returns (arg start, arg end, position after `)`) for a `(` at `open`.
    fn paren_arg(&mut self, open: usize, end: usize) -> PResult<(usize, usize, usize)> {
        let mut j = open + 1;
        while j < end && self.s.get(j) != Some(&b')') {
            j += 1;
        }
        if j >= end {
            return Err(self.error(open, open + 1, "missing `)`"));
        }
        Ok((open + 1, j, j + 1))
    }

    /// Counts the comma/blank-separated items left on the line (for shapes with an
    /// optional destination).
    fn count_items(&self) -> usize {
        let mut i = self.pos;
        let mut n = 0;
        let mut depth = 0i32;
        let mut in_item = false;
        let mut comma = false;
        while let Some(&b) = self.s.get(i) {
            match b {
                b'\n' | b';' => break,
                b'[' | b'(' | b'{' => {
                    depth += 1;
                    if !in_item {
                        n += 1;
                        in_item = true;
                    }
                }
                b']' | b')' | b'}' => depth -= 1,
                b',' if depth <= 0 => {
                    in_item = false;
                    comma = true;
                }
                b' ' | b'\t' | b'\r' if depth <= 0 => in_item = false,
                _ => {
                    if !in_item {
                        if !comma && self.starts_instruction_at(i) {
                            break;
                        }
                        n += 1;
                        in_item = true;
                        comma = false;
                    }
                }
            }
            i += 1;
        }
        n
    }

    /// Skips blanks and one optional comma; true if an item follows on this line. An item
    /// not preceded by a comma that starts another instruction (several instructions on one
    /// line, see [`Parser::starts_instruction_at`]) ends the operands.
    #[inline]
    fn next_item(&mut self, first: bool) -> bool {
        self.skip_blanks();
        let mut comma = false;
        if !first && self.peek() == b',' {
            self.pos += 1;
            self.skip_blanks();
            comma = true;
        }
        !self.at_line_end() && (comma || !self.starts_instruction_at(self.pos))
    }

    /// True when the text at byte `i` is an instruction word: a known mnemonic (with its
    /// specifiers) that is not also a register name. AMD's tools sometimes emitted a whole
    /// program as one string with no line breaks (`mov r0, r1 mov r2, r0`); the token after
    /// an instruction's last operand then starts the next one unambiguously, because no
    /// mnemonic is a register name, a number or a keyword operand.
    fn starts_instruction_at(&self, i: usize) -> bool {
        if !self.s.get(i).is_some_and(|b| b.is_ascii_alphabetic()) {
            return false;
        }
        let mut j = i;
        while self.s.get(j).is_some_and(|&b| is(b, ALPHA)) {
            j += 1;
        }
        if names::regtype_bytes(self.s.get(i..j).unwrap_or(&[])).is_some() {
            return false;
        }
        loop {
            while self.s.get(j).is_some_and(|&b| is(b, WORD)) {
                j += 1;
            }
            if self.s.get(j) != Some(&b'(') {
                break;
            }
            while !matches!(self.s.get(j), None | Some(b')' | b'\n')) {
                j += 1;
            }
            if self.s.get(j) == Some(&b')') {
                j += 1;
            }
        }
        match_mnemonic(self.s.get(i..j).unwrap_or(&[])).is_some()
    }

    fn operands(&mut self, inst: &mut Instruction) -> PResult<()> {
        let shape = *inst.opcode.shape();
        let mut ndst = usize::from(shape.dsts.max);
        if shape.dsts.min != shape.dsts.max {
            let total = self.count_items();
            let max_total = usize::from(shape.dsts.max) + usize::from(shape.srcs.max);
            // The optional destination is present when the operand count says so, or
            // when the first operand is the `mem` write-mask register.
            let first_is_mem = self.s.get(self.pos..).is_some_and(|r| {
                let r = r.trim_ascii_start();
                r.len() >= 3
                    && r[..3].eq_ignore_ascii_case(b"mem")
                    && !r.get(3).is_some_and(|b| b.is_ascii_alphabetic())
            });
            if total < max_total && !first_is_mem {
                ndst = usize::from(shape.dsts.min);
            }
        }
        let mut first = true;
        match shape.extra {
            Extra::Raw => {
                self.skip_blanks();
                let start = self.pos;
                while !self.at_line_end() && self.peek() != b';' {
                    self.pos += 1;
                }
                let text = self.text(start, self.pos).trim();
                if !text.is_empty() {
                    inst.raw = Some(text.into());
                }
                return Ok(());
            }
            Extra::Keywords => {
                while self.next_item(first) {
                    first = false;
                    let b = self.peek();
                    if b.is_ascii_digit() || b == b'-' || b == b'+' {
                        let w = self.number_word(NumKind::Int)?;
                        inst.extra.push(w);
                    } else if is_word_byte(b) {
                        let (s, e) = self.scan_instruction_word()?;
                        inst.controls.push(Control::Keyword(self.text(s, e).into()));
                    } else {
                        let p = self.pos;
                        return Err(self.error(p, p + 1, "expected a keyword or a number"));
                    }
                }
                return Ok(());
            }
            _ => {}
        }
        // Register operands.
        while self.next_item(first) {
            let b = self.peek();
            if !(b.is_ascii_alphabetic()) {
                break;
            }
            // Keywords for `defb` (`true`/`false`) are words, not registers.
            if shape.extra == Extra::Bool && !first {
                break;
            }
            first = false;
            if inst.dsts.len() < ndst {
                let d = self.dst()?;
                inst.dsts.push(d);
            } else {
                let s = self.src()?;
                inst.srcs.push(s);
            }
        }
        // Opcode-specific words.
        match shape.extra {
            Extra::None => {}
            Extra::ImmediateCb | Extra::LabelList => {
                if self.next_item(first) {
                    if self.peek() != b'=' {
                        let p = self.pos;
                        return Err(self.error(p, p + 1, "expected `= { ... }`"));
                    }
                    self.pos += 1;
                    self.skip_blanks();
                    if self.peek() != b'{' {
                        let p = self.pos;
                        return Err(self.error(p, p + 1, "expected `{`"));
                    }
                    self.pos += 1;
                    let kind = if shape.extra == Extra::LabelList {
                        NumKind::Int
                    } else {
                        NumKind::Any
                    };
                    let mut first_word = true;
                    loop {
                        self.skip_space();
                        if self.peek() == b'}' {
                            self.pos += 1;
                            break;
                        }
                        if !first_word && self.peek() == b',' {
                            self.pos += 1;
                            self.skip_space();
                        }
                        first_word = false;
                        if self.at_end() {
                            let p = self.pos;
                            return Err(self.error(p.saturating_sub(1), p, "missing `}`"));
                        }
                        let w = self.number_word(kind)?;
                        inst.extra.push(w);
                    }
                }
            }
            Extra::Label
            | Extra::Case
            | Extra::Words4
            | Extra::Words(..)
            | Extra::Float
            | Extra::Bool => {
                let kind = match shape.extra {
                    Extra::Words4 => NumKind::Any,
                    Extra::Float => NumKind::Float,
                    Extra::Bool => NumKind::Bool,
                    _ => NumKind::Int,
                };
                while self.next_item(first) {
                    first = false;
                    let w = self.number_word(kind)?;
                    inst.extra.push(w);
                }
            }
            Extra::Keywords | Extra::Raw => {}
        }
        Ok(())
    }

    /// Parses one number item into a 32-bit word.
    fn number_word(&mut self, kind: NumKind) -> PResult<u32> {
        let start = self.pos;
        let mut i = start;
        while let Some(&b) = self.s.get(i) {
            if !is(b, NUMBER) {
                break;
            }
            // Stop a sign that is not at the start or after an exponent.
            if (b == b'-' || b == b'+') && i > start {
                let prev = self.s.get(i - 1).copied().unwrap_or(0);
                let exponent_sign = matches!(prev, b'e' | b'E') && !is_hex(self.text(start, i));
                if !exponent_sign {
                    break;
                }
            }
            i += 1;
        }
        self.pos = i;
        let text = self.text(start, self.pos);
        let word = match kind {
            NumKind::Bool if text.eq_ignore_ascii_case("true") => Some(1),
            NumKind::Bool if text.eq_ignore_ascii_case("false") => Some(0),
            NumKind::Float => match parse_number(text) {
                Some(Number::Int(i)) if is_hex(text) => u32::try_from(i).ok(),
                Some(Number::Int(i)) => Some((i as f32).to_bits()),
                Some(Number::Bits(b)) => Some(b),
                None => None,
            },
            NumKind::Int | NumKind::Bool => match parse_number(text) {
                Some(Number::Int(i)) if i >= i64::from(i32::MIN) && i <= i64::from(u32::MAX) => {
                    Some(i as u32)
                }
                _ => None,
            },
            NumKind::Any => match parse_number(text) {
                Some(Number::Int(i)) if i >= i64::from(i32::MIN) && i <= i64::from(u32::MAX) => {
                    Some(i as u32)
                }
                Some(Number::Bits(b)) => Some(b),
                _ => None,
            },
        };
        match word {
            Some(w) => Ok(w),
            None => {
                let what = match kind {
                    NumKind::Int => "an integer",
                    NumKind::Bool => "`true`, `false` or an integer",
                    NumKind::Float => "a number",
                    NumKind::Any => "a 32-bit number (hex, decimal or float)",
                };
                let shown = if text.is_empty() {
                    let b = self.peek();
                    if b.is_ascii_graphic() {
                        (b as char).to_string()
                    } else {
                        "end of line".into()
                    }
                } else {
                    text.to_string()
                };
                Err(self.error(
                    start,
                    self.pos.max(start + 1),
                    format!("expected {what}, found `{shown}`"),
                ))
            }
        }
    }

    /// Register name, number and indices.
    fn reg(&mut self, as_dst: bool) -> PResult<Reg> {
        let start = self.pos;
        let name_end = self.skip_class(ALPHA);
        let num_start = name_end;
        let num_end = self.skip_class(DIGIT);
        let found = names::regtype_bytes(self.s.get(start..name_end).unwrap_or(&[]));
        let mut ty = match found {
            Some(t) => t,
            None => {
                let shown = self.text(start, num_end).to_string();
                return Err(self.error(start, num_end, format!("unknown register `{shown}`")));
            }
        };
        let num = if num_end > num_start {
            let digits = self.s.get(num_start..num_end).unwrap_or(&[]);
            match digits.iter().try_fold(0u32, |n, &d| {
                n.checked_mul(10)?.checked_add(u32::from(d - b'0'))
            }) {
                Some(n) => Some(n),
                None => return Err(self.error(num_start, num_end, "register number too large")),
            }
        } else {
            None
        };
        if ty == RegType::Input && num.is_none() {
            ty = RegType::Vertex;
        }
        let _ = as_dst;
        let mut indices = SmallVec::new();
        // Blanks are allowed before `[` (`g [r5.x]`, manual L1582).
        let mut look = self.pos;
        while matches!(self.s.get(look), Some(b' ' | b'\t')) {
            look += 1;
        }
        if self.s.get(look) == Some(&b'[') {
            self.pos = look;
        }
        while self.peek() == b'[' {
            let open = self.pos;
            self.pos += 1;
            self.skip_blanks();
            let idx = self.index()?;
            self.skip_blanks();
            if self.peek() != b']' {
                return Err(self.error(open, self.pos.max(open + 1), "missing `]`"));
            }
            self.pos += 1;
            indices.push(idx);
        }
        Ok(Reg { ty, num, indices })
    }

    fn index(&mut self) -> PResult<Index> {
        let b = self.peek();
        if b.is_ascii_digit() || b == b'-' || b == b'+' {
            let v = self.signed_int()?;
            return Ok(Index {
                reg: None,
                offset: v,
            });
        }
        if !b.is_ascii_alphabetic() {
            let p = self.pos;
            return Err(self.error(p, p + 1, "expected an index (a number or a register)"));
        }
        let start = self.pos;
        let r = self.reg(false)?;
        if !r.indices.is_empty() {
            return Err(self.error(
                start,
                self.pos,
                "relative addressing is only one level deep",
            ));
        }
        let mut comp = CompSel::X;
        if self.peek() == b'.' {
            self.pos += 1;
            let c = self.peek();
            match comp_index(c) {
                Some(i) => {
                    comp = CompSel::from_number(u32::from(i)).unwrap_or(CompSel::X);
                    self.pos += 1;
                }
                None => {
                    let p = self.pos;
                    return Err(self.error(
                        p,
                        p + 1,
                        "an index register selects one component (x, y, z or w)",
                    ));
                }
            }
        }
        let span = Span::new(start, self.pos);
        self.skip_blanks();
        let mut offset = 0;
        if self.peek() == b'+' || self.peek() == b'-' {
            let neg = self.peek() == b'-';
            self.pos += 1;
            self.skip_blanks();
            let v = self.signed_int()?;
            offset = if neg { -v } else { v };
        }
        Ok(Index {
            reg: Some(Box::new(RelReg {
                ty: r.ty,
                num: r.num,
                comp,
                span,
            })),
            offset,
        })
    }

    fn signed_int(&mut self) -> PResult<i64> {
        let start = self.pos;
        if self.peek() == b'-' || self.peek() == b'+' {
            self.pos += 1;
        }
        while self.peek().is_ascii_alphanumeric() {
            self.pos += 1;
        }
        let text = self.text(start, self.pos);
        match parse_number(text) {
            Some(Number::Int(i)) => Ok(i),
            _ => Err(self.error(
                start,
                self.pos,
                format!("expected an integer, found `{text}`"),
            )),
        }
    }

    fn dst(&mut self) -> PResult<Dst> {
        let start = self.pos;
        let reg = self.reg(true)?;
        let mut mask = [DstComp::Write; 4];
        if self.peek() == b'.' {
            self.pos += 1;
            let m_start = self.pos;
            while matches!(
                self.peek(),
                b'x' | b'y'
                    | b'z'
                    | b'w'
                    | b'r'
                    | b'g'
                    | b'b'
                    | b'a'
                    | b'X'
                    | b'Y'
                    | b'Z'
                    | b'W'
                    | b'R'
                    | b'G'
                    | b'B'
                    | b'A'
                    | b'_'
                    | b'0'
                    | b'1'
            ) {
                self.pos += 1;
            }
            let text = self.text(m_start, self.pos);
            mask = match parse_mask(text.as_bytes()) {
                Some(m) => m,
                None => {
                    let e = self.pos;
                    return Err(self.error(
                        m_start.saturating_sub(1),
                        e,
                        format!("bad write mask `.{text}`"),
                    ));
                }
            };
            if is_word_byte(self.peek()) {
                let e = self.pos;
                return Err(self.error(
                    m_start.saturating_sub(1),
                    e + 1,
                    format!("bad write mask `.{}`", self.text(m_start, e + 1)),
                ));
            }
        }
        Ok(Dst {
            reg,
            mask,
            clamp: false,
            shift: ShiftScale::None,
            span: Span::new(start, self.pos),
        })
    }

    fn src(&mut self) -> PResult<Src> {
        let start = self.pos;
        let reg = self.reg(false)?;
        let mut swizzle = IDENTITY;
        let mut mods = SrcMods::default();
        // Modifiers may precede the swizzle, as brcc writes them (`l14_neg(xyzw).x000`):
        // the manual's Src_Mod token holds both (Table 2.9) and fixes no text order.
        self.src_mods(&mut mods)?;
        if self.peek() == b'.' {
            self.pos += 1;
            let s_start = self.pos;
            self.skip_class(ALNUM);
            let text = self.text(s_start, self.pos);
            swizzle = match parse_swizzle(text.as_bytes()) {
                Some(s) => s,
                None => {
                    let e = self.pos;
                    return Err(self.error(s_start - 1, e, format!("bad swizzle `.{text}`")));
                }
            };
            self.src_mods(&mut mods)?;
            if self.peek() == b'.' {
                let p = self.pos;
                return Err(self.error(p, p + 1, "a source operand has one swizzle"));
            }
        }
        Ok(Src {
            reg,
            swizzle,
            mods,
            span: Span::new(start, self.pos),
        })
    }

    /// Parses the source modifiers (`_neg(xy)`, `_abs`, ...) at the cursor into `mods`.
    fn src_mods(&mut self, mods: &mut SrcMods) -> PResult<()> {
        while self.peek() == b'_' {
            let m_start = self.pos;
            self.pos += 1;
            let n_start = self.pos;
            self.skip_class(ALNUM);
            let name = lower(self.text(n_start, self.pos));
            let mut arg = None;
            if self.peek() == b'(' {
                let open = self.pos;
                while !self.at_line_end() && self.peek() != b')' {
                    self.pos += 1;
                }
                if self.peek() != b')' {
                    return Err(self.error(open, open + 1, "missing `)`"));
                }
                arg = Some(self.text(open + 1, self.pos).trim());
                self.pos += 1;
            }
            let ok = match (name.as_ref(), arg) {
                ("abs", None) => {
                    mods.abs = true;
                    true
                }
                ("bias", None) => {
                    mods.bias = true;
                    true
                }
                ("x2", None) => {
                    mods.x2 = true;
                    true
                }
                ("bx2", None) => {
                    mods.bias = true;
                    mods.x2 = true;
                    true
                }
                ("invert", None) => {
                    mods.invert = true;
                    true
                }
                ("sign", None) => {
                    mods.sign = true;
                    true
                }
                ("sat", None) => {
                    mods.clamp = true;
                    true
                }
                ("neg", None) => {
                    mods.neg = 0xf;
                    true
                }
                ("neg", Some(a)) => match parse_comp_set(a.as_bytes()) {
                    Some(bits) => {
                        mods.neg |= bits;
                        true
                    }
                    None => false,
                },
                ("divcomp", Some(a)) => match DivComp::from_text(a) {
                    Some(d) => {
                        mods.divcomp = Some(d);
                        true
                    }
                    None => false,
                },
                _ => false,
            };
            if !ok {
                let e = self.pos;
                let shown = self.text(m_start, e).to_string();
                return Err(self.error(m_start, e, format!("unknown source modifier `{shown}`")));
            }
        }
        Ok(())
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

#[derive(Clone, Copy, PartialEq, Eq)]
enum NumKind {
    Int,
    Float,
    Bool,
    Any,
}

/// A parsed number: an integer value, or the bits of a float.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Number {
    /// An integer (decimal or `0x` hex), possibly negative.
    Int(i64),
    /// The IEEE-754 single-precision bits of a float literal.
    Bits(u32),
}

/// Parses `0x1F`, `-3`, `1.5`, `1.5f`, `-2e3`, `1.0e-3f`.
pub(crate) fn parse_number(text: &str) -> Option<Number> {
    let (neg, body) = match text.as_bytes().first()? {
        b'-' => (true, text.get(1..)?),
        b'+' => (false, text.get(1..)?),
        _ => (false, text),
    };
    if body.is_empty() {
        return None;
    }
    if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        let v = i64::from_str_radix(hex, 16).ok()?;
        return Some(Number::Int(if neg { -v } else { v }));
    }
    if body.bytes().all(|b| b.is_ascii_digit()) {
        let v: i64 = body.parse().ok()?;
        return Some(Number::Int(if neg { -v } else { v }));
    }
    let f = body.strip_suffix(['f', 'F']).unwrap_or(body);
    if f.is_empty()
        || !f
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'-' | b'+'))
    {
        return None;
    }
    if !f.bytes().next()?.is_ascii_digit() && !f.starts_with('.') {
        return None;
    }
    let v: f32 = f.parse().ok()?;
    Some(Number::Bits((if neg { -v } else { v }).to_bits()))
}

/// `s` in lower case, borrowed when it already is (the common case: no allocation).
fn lower(s: &str) -> std::borrow::Cow<'_, str> {
    if s.bytes().any(|b| b.is_ascii_uppercase()) {
        std::borrow::Cow::Owned(s.to_ascii_lowercase())
    } else {
        std::borrow::Cow::Borrowed(s)
    }
}

fn is_hex(text: &str) -> bool {
    let t = text.trim_start_matches(['-', '+']);
    t.starts_with("0x") || t.starts_with("0X")
}

fn parse_u32(text: &str) -> Option<u32> {
    match parse_number(text)? {
        Number::Int(i) => u32::try_from(i).ok(),
        Number::Bits(_) => None,
    }
}

/// Parses the `u,v,w` of `_aoffimmi(..)`: integers, or floats with a whole value (AMD-SPL
/// writes `_aoffimmi(0.0,0.0,0.0)`; the manual's offsets are texel-space 7.1 fixed point,
/// L5850, and the model keeps whole texels).
fn parse_offsets(text: &str) -> Option<[i32; 3]> {
    let mut out = [0i32; 3];
    let mut n = 0;
    for part in text.split(',') {
        let slot = out.get_mut(n)?;
        match parse_number(part.trim())? {
            Number::Int(i) => *slot = i32::try_from(i).ok()?,
            Number::Bits(b) => {
                let f = f32::from_bits(b);
                if f.fract() != 0.0 || !(-64.0..=63.0).contains(&f) {
                    return None;
                }
                *slot = f as i32;
            }
        }
        n += 1;
    }
    (n == 3).then_some(out)
}

/// Component letter → index (xyzw or rgba, any case).
pub(crate) fn comp_index(c: u8) -> Option<u8> {
    match c.to_ascii_lowercase() {
        b'x' | b'r' => Some(0),
        b'y' | b'g' => Some(1),
        b'z' | b'b' => Some(2),
        b'w' | b'a' => Some(3),
        _ => None,
    }
}

fn parse_swizzle(text: &[u8]) -> Option<[CompSel; 4]> {
    if text.is_empty() || text.len() > 4 {
        return None;
    }
    let mut out = [CompSel::X; 4];
    let mut last = CompSel::X;
    for i in 0..4 {
        if let Some(&c) = text.get(i) {
            last = match c {
                b'0' => CompSel::Zero,
                b'1' => CompSel::One,
                _ => CompSel::from_number(u32::from(comp_index(c)?))?,
            };
        }
        if let Some(slot) = out.get_mut(i) {
            *slot = last;
        }
    }
    Some(out)
}

fn parse_mask(text: &[u8]) -> Option<[DstComp; 4]> {
    if text.is_empty() || text.len() > 4 {
        return None;
    }
    let mut out = [DstComp::NoWrite; 4];
    let mut p = 0usize;
    for &c in text {
        match c {
            b'_' | b'0' | b'1' => {
                let slot = out.get_mut(p)?;
                *slot = match c {
                    b'_' => DstComp::NoWrite,
                    b'0' => DstComp::Zero,
                    _ => DstComp::One,
                };
                p += 1;
            }
            _ => {
                let k = usize::from(comp_index(c)?);
                if k < p {
                    return None;
                }
                *out.get_mut(k)? = DstComp::Write;
                p = k + 1;
            }
        }
    }
    Some(out)
}

fn parse_comp_set(text: &[u8]) -> Option<u8> {
    let mut bits = 0u8;
    for &c in text {
        bits |= 1 << comp_index(c)?;
    }
    (bits != 0).then_some(bits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::enums::CompSel::*;

    #[test]
    fn numbers() {
        assert_eq!(parse_number("0x3f800000"), Some(Number::Int(0x3f80_0000)));
        assert_eq!(parse_number("-2"), Some(Number::Int(-2)));
        assert_eq!(parse_number("1.5f"), Some(Number::Bits(0x3fc0_0000)));
        assert_eq!(parse_number("1.0"), Some(Number::Bits(0x3f80_0000)));
        assert_eq!(parse_number("-0.5"), Some(Number::Bits(0xbf00_0000)));
        assert_eq!(parse_number("abc"), None);
        assert_eq!(parse_number("f"), None);
    }

    #[test]
    fn swizzles_repeat_last() {
        assert_eq!(parse_swizzle(b"xy"), Some([X, Y, Y, Y]));
        assert_eq!(parse_swizzle(b"zyx1"), Some([Z, Y, X, One]));
        assert_eq!(parse_swizzle(b"x"), Some([X, X, X, X]));
        assert_eq!(parse_swizzle(b"q"), None);
        assert_eq!(parse_swizzle(b"xyzwx"), None);
    }

    #[test]
    fn masks_are_positional() {
        use DstComp::*;
        assert_eq!(parse_mask(b"x"), Some([Write, NoWrite, NoWrite, NoWrite]));
        assert_eq!(parse_mask(b"x_z_"), Some([Write, NoWrite, Write, NoWrite]));
        assert_eq!(parse_mask(b"yz1"), Some([NoWrite, Write, Write, One]));
        assert_eq!(parse_mask(b"_w"), Some([NoWrite, NoWrite, NoWrite, Write]));
        assert_eq!(parse_mask(b"xz"), Some([Write, NoWrite, Write, NoWrite]));
        assert_eq!(parse_mask(b"zx"), None);
    }
}
