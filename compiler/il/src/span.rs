//! Source locations: byte ranges into IL text, or into a binary token stream.
//!
//! A [`Span`] is *metadata*: two spans always compare equal and hash alike, so that
//! structural equality of programs (`parse(print(p)) == p`) ignores where things were
//! written. Compare the fields `start`/`end` explicitly when positions matter.

use std::hash::{Hash, Hasher};

/// A half-open byte range `start..end` in the input (text bytes or binary stream bytes).
///
/// Equality and hashing deliberately ignore the range: all spans are equal (see the
/// module documentation).
#[derive(Clone, Copy, Debug, Default)]
pub struct Span {
    /// First byte of the range.
    pub start: u32,
    /// One past the last byte of the range.
    pub end: u32,
}

impl Span {
    /// The span `start..end` (byte offsets saturate at `u32::MAX`).
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: u32::try_from(start).unwrap_or(u32::MAX),
            end: u32::try_from(end).unwrap_or(u32::MAX),
        }
    }

    /// The smallest span covering both `self` and `other`.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    /// Start offset as `usize`.
    pub fn start(self) -> usize {
        self.start as usize
    }

    /// End offset as `usize`.
    pub fn end(self) -> usize {
        self.end as usize
    }
}

impl PartialEq for Span {
    /// Always `true`: spans never take part in structural equality.
    fn eq(&self, _other: &Span) -> bool {
        true
    }
}

impl Eq for Span {}

impl Hash for Span {
    /// Hashes nothing, consistent with [`PartialEq`].
    fn hash<H: Hasher>(&self, _state: &mut H) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_compare_equal_but_keep_positions() {
        let a = Span::new(1, 4);
        let b = Span::new(7, 9);
        assert_eq!(a, b);
        assert_eq!((a.start, a.end), (1, 4));
        let c = a.to(b);
        assert_eq!((c.start, c.end), (1, 9));
    }
}
