//! The operands of an IL instruction line: counting and stepping over items, destinations
//! (register, relative index, write mask), sources (register, swizzle, source modifiers)
//! and literal words (numbers, `={...}` lists, keywords), as the opcode's shape asks.

use super::byte_scan::{is, is_word_byte, ALNUM, ALPHA, DIGIT, NUMBER, WORD};
use super::literals::{
    comp_index, is_hex, lower, parse_comp_set, parse_mask, parse_number, parse_swizzle, Number,
};
use super::{match_mnemonic, PResult, Parser};
use crate::enums::{CompSel, DivComp, DstComp, ShiftScale};
use crate::names;
use crate::opcode::Extra;
use crate::program::{Control, Dst, Index, Instruction, Reg, RelReg, Src, SrcMods, IDENTITY};
use crate::regtype::RegType;
use crate::span::Span;
use smallvec::SmallVec;

#[derive(Clone, Copy, PartialEq, Eq)]
enum NumKind {
    Int,
    Float,
    Bool,
    Any,
}

impl<'a> Parser<'a> {
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
    pub(super) fn starts_instruction_at(&self, i: usize) -> bool {
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

    pub(super) fn operands(&mut self, inst: &mut Instruction) -> PResult<()> {
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
