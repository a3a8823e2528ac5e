//! Scalar value types of the IR.
//!
//! The IR is scalar: IL's four-component registers are split per component at lowering, so
//! every SSA value has exactly one of these types. Bitcasts between same-sized types are free.

use std::fmt;

/// The type of an SSA value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Type {
    /// 32-bit integer (signedness is a property of the operation, not the type).
    I32,
    /// IEEE single-precision float.
    F32,
    /// 64-bit integer.
    I64,
    /// IEEE double-precision float.
    F64,
    /// Per-lane predicate (one bit per work-item).
    B1,
}

impl Type {
    /// Every type, in printing order; the parser's name table is derived from it.
    pub const ALL: [Type; 5] = [Type::I32, Type::F32, Type::I64, Type::F64, Type::B1];

    /// The textual name used by the printer and parser.
    pub fn name(self) -> &'static str {
        match self {
            Type::I32 => "i32",
            Type::F32 => "f32",
            Type::I64 => "i64",
            Type::F64 => "f64",
            Type::B1 => "b1",
        }
    }

    /// Looks a type up by its textual name.
    pub fn from_name(name: &str) -> Option<Type> {
        Type::ALL.into_iter().find(|t| t.name() == name)
    }

    /// Width in bits (1 for `b1`).
    pub fn bits(self) -> u32 {
        match self {
            Type::I32 | Type::F32 => 32,
            Type::I64 | Type::F64 => 64,
            Type::B1 => 1,
        }
    }

    /// True for `i32` and `i64`.
    pub fn is_int(self) -> bool {
        matches!(self, Type::I32 | Type::I64)
    }

    /// True for `f32` and `f64`.
    pub fn is_float(self) -> bool {
        matches!(self, Type::F32 | Type::F64)
    }

    /// Mask selecting the meaningful bits of a value of this type held in a `u64`.
    pub fn mask(self) -> u64 {
        match self.bits() {
            64 => u64::MAX,
            n => (1u64 << n) - 1,
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
