//! Errors of the interpreter: unsupported features and program errors, each with the
//! source span of the offending instruction when there is one.

/// What went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InterpErrorKind {
    /// The program uses an opcode or feature the interpreter does not implement.
    Unsupported,
    /// The program does something the manual leaves undefined and the interpreter
    /// refuses to guess (out-of-bounds access without a defined result, misaligned
    /// address, a barrier not reached by every work-item, a runaway loop, …).
    ProgramError,
    /// The program and the launch do not fit together (missing buffer, group size
    /// mismatch).
    Launch,
    /// The program is malformed in a way the verifier should have caught (e.g. unmatched
    /// flow control).
    Malformed,
}

/// An interpreter error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct InterpError {
    /// The category.
    pub kind: InterpErrorKind,
    /// A one-line description (starting with `unsupported:` for unsupported features).
    pub message: String,
    /// Span of the instruction in the program's source, when known.
    pub span: Option<amdil::Span>,
}

impl InterpError {
    /// An error of `kind` with `message` at `span`.
    pub fn new(
        kind: InterpErrorKind,
        message: impl Into<String>,
        span: Option<amdil::Span>,
    ) -> Self {
        InterpError {
            kind,
            message: message.into(),
            span,
        }
    }

    /// `unsupported: <what>`.
    pub fn unsupported(what: impl std::fmt::Display, span: Option<amdil::Span>) -> Self {
        Self::new(
            InterpErrorKind::Unsupported,
            format!("unsupported: {what}"),
            span,
        )
    }

    /// A program error.
    pub fn program(message: impl Into<String>, span: Option<amdil::Span>) -> Self {
        Self::new(InterpErrorKind::ProgramError, message, span)
    }

    /// The error as an `amdil` diagnostic (so a caller renders it like parse and verify
    /// errors, e.g. with `Diagnostics::render_text`); errors without a span point at the
    /// program's start.
    pub fn to_diagnostic(&self) -> amdil::Diagnostic {
        amdil::Diagnostic::error(self.span.unwrap_or_default(), self.message.clone())
    }

    /// Renders `file:line:col: error: message` given the program's source text (or just
    /// `file: error: message` without a span).
    pub fn render(&self, file: &str, source: &str) -> String {
        match self.span {
            Some(span) => {
                let (line, col) = line_col(source, span.start());
                format!("{file}:{line}:{col}: error: {}", self.message)
            }
            None => format!("{file}: error: {}", self.message),
        }
    }
}

/// 1-based line and column (in characters) of byte `offset` in `source`.
pub fn line_col(source: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(source.len());
    let before = source.get(..offset).unwrap_or(source);
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_line_and_column() {
        let src = "il_cs_2_0\nmov r0, r1\n  foo r2\n";
        let e = InterpError::unsupported("foo", Some(amdil::Span::new(23, 30)));
        assert_eq!(e.render("k.il", src), "k.il:3:3: error: unsupported: foo");
        assert_eq!(line_col(src, 0), (1, 1));
        let d = e.to_diagnostic();
        assert_eq!((d.span.start, d.span.end), (23, 30));
        assert_eq!(d.message, "unsupported: foo");
        let e = InterpError::program("boom", None);
        assert_eq!(e.render("k.il", src), "k.il: error: boom");
    }
}
