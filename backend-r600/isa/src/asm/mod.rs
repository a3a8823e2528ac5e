//! The assembly text format (documented in docs/r600-asm.md): one CF instruction per line with
//! its index, clause bodies indented under it, ALU groups numbered with slot letters
//! `x y z w t`, literal lines after their group, `;` comments. [`print`] and [`parse`] are
//! inverses on canonical text: `parse(&print(p)) == p` for every laid-out program.

mod parse;
mod print;

pub use parse::{parse, ParseError};
pub use print::{print, print_with, PrintOptions};

/// Kcache line size in constants (16 × 128 bits, L9424-9427).
pub(crate) const KCACHE_LINE: u32 = 16;
