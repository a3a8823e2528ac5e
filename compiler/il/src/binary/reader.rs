//! Reading a little-endian token stream word by word, with the byte offset of every token
//! available for error messages, and the error type of the token layer.

use std::fmt;

/// A failure of the token layer: what went wrong and the byte offset of the offending token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenError {
    /// Byte offset in the stream of the token the error is about.
    pub offset: usize,
    /// What went wrong.
    pub message: String,
}

impl TokenError {
    /// An error about the token at byte `offset`.
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        Self {
            offset,
            message: message.into(),
        }
    }
}

impl fmt::Display for TokenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "byte {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for TokenError {}

/// Size of one token in bytes.
pub const TOKEN_BYTES: usize = 4;

/// A cursor over the 32-bit little-endian tokens of a byte slice.
#[derive(Clone, Debug)]
pub struct TokenReader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> TokenReader<'a> {
    /// A reader at the start of `bytes`. A length that is not a multiple of 4 is reported
    /// when the incomplete final token is reached.
    pub fn new(bytes: &'a [u8]) -> Self {
        Self { bytes, pos: 0 }
    }

    /// Byte offset of the next token.
    pub fn offset(&self) -> usize {
        self.pos
    }

    /// True when no bytes remain.
    pub fn at_end(&self) -> bool {
        self.pos >= self.bytes.len()
    }

    /// Number of whole tokens remaining.
    pub fn remaining_tokens(&self) -> usize {
        self.bytes.len().saturating_sub(self.pos) / TOKEN_BYTES
    }

    /// The next token without consuming it.
    pub fn peek(&self) -> Option<u32> {
        let chunk = self
            .bytes
            .get(self.pos..self.pos.checked_add(TOKEN_BYTES)?)?;
        let arr: [u8; TOKEN_BYTES] = chunk.try_into().ok()?;
        Some(u32::from_le_bytes(arr))
    }

    /// Reads the next token; `what` names the expected token in the error when the stream
    /// ends (or ends in a partial token) instead.
    pub fn read(&mut self, what: &str) -> Result<u32, TokenError> {
        match self.peek() {
            Some(word) => {
                self.pos += TOKEN_BYTES;
                Ok(word)
            }
            None if self.at_end() => Err(TokenError::new(
                self.pos,
                format!("stream ends where {what} was expected"),
            )),
            None => Err(TokenError::new(
                self.pos,
                format!(
                    "stream length {} is not a multiple of 4: {} trailing byte(s) where {what} \
                     was expected",
                    self.bytes.len(),
                    self.bytes.len() - self.pos
                ),
            )),
        }
    }

    /// Reads a token and returns it with its byte offset.
    pub fn read_at(&mut self, what: &str) -> Result<(usize, u32), TokenError> {
        let offset = self.pos;
        self.read(what).map(|w| (offset, w))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_little_endian_with_offsets() {
        let bytes = [0x01, 0x02, 0x03, 0x04, 0xAA, 0xBB, 0xCC, 0xDD];
        let mut r = TokenReader::new(&bytes);
        assert_eq!(r.read_at("a"), Ok((0, 0x0403_0201)));
        assert_eq!(r.read_at("b"), Ok((4, 0xDDCC_BBAA)));
        assert!(r.at_end());
        let err = r.read("an opcode").unwrap_err();
        assert_eq!(err.offset, 8);
        assert!(err.message.contains("an opcode"));
    }

    #[test]
    fn partial_token_is_reported_at_its_offset() {
        let bytes = [0, 0, 0, 0, 1, 2];
        let mut r = TokenReader::new(&bytes);
        assert_eq!(r.remaining_tokens(), 1);
        assert_eq!(r.read("x"), Ok(0));
        let err = r.read("y").unwrap_err();
        assert_eq!(err.offset, 4);
        assert!(err.message.contains("not a multiple of 4"));
    }
}
