//! Byte-level scanning for the IL parser: the byte-class table, peeking, blank / comment /
//! line skipping, spans of source text and the located line errors.

use super::{LineError, Parser};
use crate::span::Span;

/// Byte class: `[A-Za-z0-9_]`.
pub(super) const WORD: u8 = 1;
/// Byte class: `[A-Za-z]`.
pub(super) const ALPHA: u8 = 2;
/// Byte class: `[0-9]`.
pub(super) const DIGIT: u8 = 4;
/// Byte class: `[A-Za-z0-9]`.
pub(super) const ALNUM: u8 = 8;
/// Byte class: blanks other than the newline (space, tab, CR, VT, FF).
pub(super) const BLANK: u8 = 16;
/// Byte class: bytes that may start a comment (`;`, `/`).
pub(super) const GAP: u8 = 32;
/// Byte class: bytes of a number item (`[A-Za-z0-9_.+#-]`).
pub(super) const NUMBER: u8 = 64;

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
pub(super) fn is(b: u8, class: u8) -> bool {
    CLASS[usize::from(b)] & class != 0
}

pub(super) fn is_word_byte(b: u8) -> bool {
    is(b, WORD)
}

impl<'a> Parser<'a> {
    pub(super) fn peek(&self) -> u8 {
        self.s.get(self.pos).copied().unwrap_or(0)
    }

    pub(super) fn peek_at(&self, i: usize) -> u8 {
        self.s.get(self.pos + i).copied().unwrap_or(0)
    }

    pub(super) fn at_end(&self) -> bool {
        self.pos >= self.s.len()
    }

    /// Advances over the bytes of `class`; returns the new position.
    #[inline]
    pub(super) fn skip_class(&mut self, class: u8) -> usize {
        let rest = self.s.get(self.pos..).unwrap_or(&[]);
        self.pos += rest
            .iter()
            .position(|&b| !is(b, class))
            .unwrap_or(rest.len());
        self.pos
    }

    /// Advances to the next newline (or the end).
    pub(super) fn skip_to_newline(&mut self) {
        let rest = self.s.get(self.pos..).unwrap_or(&[]);
        self.pos += rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
    }

    pub(super) fn text(&self, start: usize, end: usize) -> &'a str {
        self.src.get(start..end).unwrap_or("")
    }

    pub(super) fn error(&mut self, start: usize, end: usize, msg: impl Into<String>) -> LineError {
        self.diags.error(Span::new(start, end.max(start + 1)), msg);
        LineError
    }

    /// Skips blanks and comments on the current line; `/* */` may span lines but the
    /// newline it swallows does not end the instruction.
    #[inline]
    pub(super) fn skip_blanks(&mut self) {
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
    pub(super) fn skip_space(&mut self) {
        loop {
            self.skip_blanks();
            if self.peek() == b'\n' {
                self.pos += 1;
            } else {
                return;
            }
        }
    }

    pub(super) fn at_line_end(&self) -> bool {
        self.at_end() || self.peek() == b'\n'
    }

    pub(super) fn skip_line(&mut self) {
        while !self.at_line_end() {
            if self.peek() == b'/' && self.peek_at(1) == b'*' {
                self.block_comment();
            } else {
                self.pos += 1;
            }
        }
    }
}
