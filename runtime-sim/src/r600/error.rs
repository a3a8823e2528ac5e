//! Errors of the R600 machine: program errors (a rule of the manual the hardware does not
//! check), decoding errors of binary input, unsupported features and launch problems, each
//! with the location in the program (CF address, ALU group / fetch index, slot).

use std::fmt;

/// Where in the program an error was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Location {
    /// CF address (index of the CF instruction).
    pub cf: Option<usize>,
    /// ALU group index within the clause.
    pub group: Option<usize>,
    /// Slot letter (`x y z w t`) of the instruction in the group.
    pub slot: Option<char>,
    /// Instruction index within a TEX/VTX clause.
    pub fetch: Option<usize>,
}

impl Location {
    /// A location at CF instruction `cf`.
    pub fn cf(cf: usize) -> Self {
        Self {
            cf: Some(cf),
            ..Self::default()
        }
    }

    /// A location at group `group` of the clause run by CF instruction `cf`.
    pub fn group(cf: usize, group: usize) -> Self {
        Self {
            cf: Some(cf),
            group: Some(group),
            ..Self::default()
        }
    }

    /// This location narrowed to a slot.
    pub fn with_slot(self, slot: char) -> Self {
        Self {
            slot: Some(slot),
            ..self
        }
    }

    /// A location at fetch instruction `index` of the clause run by CF instruction `cf`.
    pub fn fetch(cf: usize, index: usize) -> Self {
        Self {
            cf: Some(cf),
            fetch: Some(index),
            ..Self::default()
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if let Some(cf) = self.cf {
            parts.push(format!("CF {cf:02}"));
        }
        if let Some(g) = self.group {
            parts.push(format!("group {g}"));
        }
        if let Some(s) = self.slot {
            parts.push(format!("slot {s}"));
        }
        if let Some(i) = self.fetch {
            parts.push(format!("fetch {i}"));
        }
        if parts.is_empty() {
            write!(f, "program")
        } else {
            write!(f, "{}", parts.join(", "))
        }
    }
}

/// What kind of failure an [`R600Error`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The program breaks a rule of the manual (the hardware would compute garbage).
    Program,
    /// The binary is not a valid R600 encoding.
    Decode,
    /// A feature the machine does not implement.
    Unsupported,
    /// The launch does not fit the program or the machine (or a memory access failed under
    /// the strict out-of-bounds policy).
    Launch,
}

/// A failed run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}{location}: {rule}", kind_prefix(*.kind))]
pub struct R600Error {
    /// The kind of failure.
    pub kind: ErrorKind,
    /// Where.
    pub location: Location,
    /// The rule broken (with its manual reference) or what is unsupported.
    pub rule: String,
}

fn kind_prefix(kind: ErrorKind) -> &'static str {
    match kind {
        ErrorKind::Program => "program error at ",
        ErrorKind::Decode => "decode error at ",
        ErrorKind::Unsupported => "unsupported at ",
        ErrorKind::Launch => "launch error at ",
    }
}

impl R600Error {
    /// A program error.
    pub fn program(location: Location, rule: impl Into<String>) -> Self {
        Self {
            kind: ErrorKind::Program,
            location,
            rule: rule.into(),
        }
    }

    /// An unsupported feature.
    pub fn unsupported(location: Location, what: impl Into<String>) -> Self {
        Self {
            kind: ErrorKind::Unsupported,
            location,
            rule: what.into(),
        }
    }

    /// A launch problem.
    pub fn launch(location: Location, what: impl Into<String>) -> Self {
        Self {
            kind: ErrorKind::Launch,
            location,
            rule: what.into(),
        }
    }
}

impl From<r600_isa::DecodeError> for R600Error {
    fn from(e: r600_isa::DecodeError) -> Self {
        Self {
            kind: ErrorKind::Decode,
            location: Location::default(),
            rule: e.to_string(),
        }
    }
}
