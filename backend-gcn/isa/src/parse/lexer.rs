//! The lexer of one assembly line: tokens (identifiers, integers, floats, punctuation,
//! strings) with their columns, and the cursor the parser reads them through (peek, eat,
//! expect, identifiers, integer expressions) with located errors.

use super::ParseError;

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Tok {
    Ident(String),
    Int(i64),
    Float(f64),
    Punct(char),
    Str(String),
}

pub(super) struct Lexer {
    pub(super) toks: Vec<(Tok, usize)>,
    pub(super) pos: usize,
    pub(super) line: usize,
    pub(super) end_col: usize,
    /// Source expressions are single operands (inside `|...|`, where `|` closes the value).
    pub(super) primary_only: bool,
}

pub(super) fn lex(text: &str, line: usize) -> Result<Lexer, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let col = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_alphabetic() || c == '_' || c == '.' {
            let s = i;
            while i < chars.len()
                && (chars[i].is_ascii_alphanumeric() || chars[i] == '_' || chars[i] == '.')
            {
                i += 1;
            }
            toks.push((
                Tok::Ident(chars[s..i].iter().collect::<String>().to_ascii_lowercase()),
                col,
            ));
        } else if c.is_ascii_digit() {
            let s = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '.') {
                if (chars[i] == 'e' || chars[i] == 'E')
                    && !chars[s..i].iter().any(|c| *c == 'x' || *c == 'X')
                {
                    if let Some('-' | '+') = chars.get(i + 1) {
                        i += 1;
                    }
                }
                i += 1;
            }
            let s: String = chars[s..i].iter().collect();
            let tok = if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
                i64::from_str_radix(h, 16).ok().map(Tok::Int)
            } else if let Some(b) = s.strip_prefix("0b") {
                i64::from_str_radix(b, 2).ok().map(Tok::Int)
            } else if s.contains(['.', 'e', 'E']) {
                s.parse::<f64>().ok().map(Tok::Float)
            } else {
                s.parse::<i64>().ok().map(Tok::Int)
            };
            let tok = tok.ok_or(ParseError {
                line,
                col,
                message: format!("invalid number '{s}'"),
            })?;
            toks.push((tok, col));
        } else if c == '"' {
            let s = i + 1;
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += 1;
            }
            toks.push((Tok::Str(chars[s..i.min(chars.len())].iter().collect()), col));
            i += 1;
        } else {
            toks.push((Tok::Punct(c), col));
            i += 1;
        }
    }
    Ok(Lexer {
        toks,
        pos: 0,
        line,
        end_col: chars.len() + 1,
        primary_only: false,
    })
}

impl Lexer {
    pub(super) fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.0)
    }
    pub(super) fn col(&self) -> usize {
        self.toks.get(self.pos).map_or(self.end_col, |t| t.1)
    }
    pub(super) fn err<T>(&self, message: impl Into<String>) -> Result<T, ParseError> {
        Err(ParseError {
            line: self.line,
            col: self.col(),
            message: message.into(),
        })
    }
    pub(super) fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).map(|t| t.0.clone());
        self.pos += 1;
        t
    }
    pub(super) fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    pub(super) fn expect(&mut self, c: char) -> Result<(), ParseError> {
        if self.eat(c) {
            Ok(())
        } else {
            self.err(format!("expected '{c}'"))
        }
    }
    pub(super) fn ident(&mut self) -> Option<String> {
        match self.peek() {
            Some(Tok::Ident(s)) => {
                let s = s.clone();
                self.pos += 1;
                Some(s)
            }
            _ => None,
        }
    }
    /// `+ n` / `- n` terms after an integer: llvm-mc evaluates such expressions (a float term
    /// counts as the bits of its double, as in LLVM's integer expressions).
    pub(super) fn int_terms(&mut self, mut v: i64) -> i64 {
        while let (
            Some(Tok::Punct(op @ ('+' | '-'))),
            Some((t @ (Tok::Int(_) | Tok::Float(_)), _)),
        ) = (self.peek().cloned(), self.toks.get(self.pos + 1).cloned())
        {
            let n = match t {
                Tok::Float(f) => f.to_bits() as i64,
                Tok::Int(n) => n,
                _ => 0,
            };
            self.pos += 2;
            v = if op == '+' {
                v.wrapping_add(n)
            } else {
                v.wrapping_sub(n)
            };
        }
        v
    }
    pub(super) fn int(&mut self) -> Result<i64, ParseError> {
        let neg = self.eat('-');
        match self.next() {
            Some(Tok::Int(v)) => Ok(self.int_terms(if neg { -v } else { v })),
            // LLVM evaluates a float in an integer expression as the bits of its double.
            Some(Tok::Float(f)) => {
                let v = f.to_bits() as i64;
                Ok(self.int_terms(if neg { v.wrapping_neg() } else { v }))
            }
            _ => {
                self.pos -= 1;
                self.err("expected an integer")
            }
        }
    }
}
