//! Diagnostics: located errors and warnings collected by the parser, verifier and binary
//! codec, and their rendering as `file:line:col: error: message` (text input, with the
//! source line and a caret) or `file: byte offset N: error: message` (binary input);
//! warnings render the same way with `warning:`. An error rejects the input; a warning
//! (e.g. a constant-buffer index past the declared size) does not.
//!
//! [`ParseError`] is the one located error of the line-oriented text parsers besides IL's: the
//! IR text format (`ilc_ir::parser`) and R600 assembly (`r600_isa::asm`).

use crate::span::Span;
use codespan_reporting::files::{Files, SimpleFile};
use std::fmt;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// The input is accepted but suspicious.
    Warning,
}

impl Severity {
    fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

/// One message about one location of the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Human-readable message (no location, no trailing period).
    pub message: String,
    /// Where the problem is (text byte range, or binary stream byte range).
    pub span: Span,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span,
        }
    }
}

impl Diagnostic {
    /// A warning at `span`.
    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            message: message.into(),
            span,
        }
    }

    /// True for an error (the input is rejected).
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}..{}: {}: {}",
            self.span.start,
            self.span.end,
            self.severity.label(),
            self.message
        )
    }
}

/// A syntax or consistency error of a line-oriented text (IR text, R600 assembly) at a 1-based
/// line and column; displayed `line:col: error: message` (callers prefix the file name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Line (1-based).
    pub line: usize,
    /// Column (1-based, in characters).
    pub col: usize,
    /// What is wrong (no location, no trailing period).
    pub message: String,
}

impl ParseError {
    /// An error at `line:col`.
    pub fn new(line: usize, col: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            line,
            col,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: error: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ParseError {}

/// A non-empty-when-returned-as-error list of diagnostics, in input order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagnostics {
    /// The collected diagnostics.
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// An empty list.
    pub fn new() -> Diagnostics {
        Diagnostics::default()
    }

    /// A list holding one error.
    pub fn single(span: Span, message: impl Into<String>) -> Diagnostics {
        Diagnostics {
            items: vec![Diagnostic::error(span, message)],
        }
    }

    /// Appends an error at `span`.
    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.items.push(Diagnostic::error(span, message));
    }

    /// Appends a warning at `span`.
    pub fn warning(&mut self, span: Span, message: impl Into<String>) {
        self.items.push(Diagnostic::warning(span, message));
    }

    /// The number of errors (diagnostics that reject the input).
    pub fn error_count(&self) -> usize {
        self.items.iter().filter(|d| d.is_error()).count()
    }

    /// Every warning turned into an error (`--Werror`).
    pub fn warnings_as_errors(mut self) -> Diagnostics {
        for d in &mut self.items {
            d.severity = Severity::Error;
        }
        self
    }

    /// Appends all diagnostics of `other`.
    pub fn extend(&mut self, other: Diagnostics) {
        self.items.extend(other.items);
    }

    /// True when no diagnostic is an error.
    pub fn is_ok(&self) -> bool {
        !self.items.iter().any(|d| d.severity == Severity::Error)
    }

    /// Number of diagnostics.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// True when there are no diagnostics.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Sorts by position (stable, so equal positions keep their order).
    pub fn sort(&mut self) {
        self.items.sort_by_key(|d| (d.span.start, d.span.end));
    }

    /// Renders every diagnostic for text input: `file:line:col: error: message`, then the
    /// source line and a caret line marking the span.
    pub fn render_text(&self, file_name: &str, source: &str) -> String {
        let file = SimpleFile::new(file_name, source);
        let mut out = String::new();
        for d in &self.items {
            render_one_text(&file, source, d, &mut out);
        }
        out
    }

    /// Renders every diagnostic for binary input:
    /// `file: byte offset N (token N/4): error: message`.
    pub fn render_binary(&self, file_name: &str) -> String {
        let mut out = String::new();
        for d in &self.items {
            out.push_str(&format!(
                "{file_name}: byte offset {} (token {}): {}: {}\n",
                d.span.start,
                d.span.start / 4,
                d.severity.label(),
                d.message
            ));
        }
        out
    }
}

fn render_one_text(file: &SimpleFile<&str, &str>, source: &str, d: &Diagnostic, out: &mut String) {
    let start = floor_char_boundary(source, d.span.start().min(source.len()));
    let line = file.line_index((), start).unwrap_or(0);
    let col = file.column_number((), line, start).unwrap_or(1);
    let range = file.line_range((), line).unwrap_or(0..0);
    out.push_str(&format!(
        "{}:{}:{}: {}: {}\n",
        file.name(),
        line + 1,
        col,
        d.severity.label(),
        d.message
    ));
    let text = source.get(range.clone()).unwrap_or("");
    let text = text.trim_end_matches(['\n', '\r']);
    out.push_str(text);
    out.push('\n');
    let caret_start = start.saturating_sub(range.start).min(text.len());
    let end = d.span.end().clamp(start, range.start + text.len());
    let width = source
        .get(start..end)
        .map(|s| s.chars().count())
        .unwrap_or(0)
        .max(1);
    let pad: String = text
        .get(..caret_start)
        .unwrap_or("")
        .chars()
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    out.push_str(&pad);
    out.push_str(&"^".repeat(width));
    out.push('\n');
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.items {
            writeln!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_rendering_has_location_line_and_caret() {
        let src = "il_cs_2_0\nmov r0, q1\nend\n";
        let mut d = Diagnostics::new();
        d.error(Span::new(18, 20), "unknown register `q1`");
        let text = d.render_text("k.il", src);
        assert_eq!(
            text,
            "k.il:2:9: error: unknown register `q1`\nmov r0, q1\n        ^^\n"
        );
    }

    #[test]
    fn binary_rendering_uses_byte_offsets() {
        let d = Diagnostics::single(Span::new(12, 16), "bad token");
        assert_eq!(
            d.render_binary("k.bin"),
            "k.bin: byte offset 12 (token 3): error: bad token\n"
        );
    }
}
