//! Error types of the codec: encoding errors name the offending field, decoding errors carry the
//! byte offset of the dword at fault.

use thiserror::Error;

/// A value that cannot be encoded (a field out of range, or a field the format does not have).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("cannot encode: {message}")]
pub struct EncodeError {
    /// What is wrong, naming the field.
    pub message: String,
}

impl EncodeError {
    /// Builds an encoding error from a message.
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }
}

/// Bytes that are not a valid R600 encoding.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("byte offset {offset:#x}: {message}")]
pub struct DecodeError {
    /// Byte offset (from the start of the decoded buffer) of the first dword of the faulty item.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl DecodeError {
    /// Builds a decoding error at `offset` bytes.
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        Self {
            offset,
            message: message.into(),
        }
    }
}

/// Checks that `value` fits in `width` bits, naming `field` in the error.
pub(crate) fn check_width(field: &str, value: u32, width: u32) -> Result<u32, EncodeError> {
    if value <= crate::bits::mask(width) {
        Ok(value)
    } else {
        Err(EncodeError::new(format!(
            "{field} = {value} does not fit in {width} bits"
        )))
    }
}
