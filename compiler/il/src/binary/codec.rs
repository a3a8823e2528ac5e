//! Whole programs: `IL_Lang`, `IL_Version`, then one packet per instruction (Table 2.1,
//! L418-425), as 32-bit tokens or little-endian bytes (L412).
//!
//! Encoding writes client type 0 (`IL_LANG_GENERIC`, the first ILLanguageType of App B
//! L13504-13521; the program model does not record a client, and the value "is not used",
//! L446). Decoding accepts any client type and reads packets until the stream ends; where
//! `end` must sit is the verifier's business.

use super::fields::{LangToken, VersionToken};
use super::packet::{decode_instruction, encode_instruction};
use super::reader::{TokenError, TokenReader};
use crate::diag::Diagnostics;
use crate::enums::ShaderType;
use crate::program::Program;
use crate::span::Span;

/// The diagnostic for a token-layer error: the span covers the offending token.
fn token_diagnostic(e: TokenError) -> Diagnostics {
    Diagnostics::single(Span::new(e.offset, e.offset.saturating_add(4)), e.message)
}

/// Encodes `program` as 32-bit tokens. Every instruction that cannot be represented (an
/// out-of-range value, a specifier without a binary layout, an operand count the stream
/// cannot carry) is reported with its text span.
pub fn encode(program: &Program) -> Result<Vec<u32>, Diagnostics> {
    let version = VersionToken {
        minor: program.minor,
        major: program.major,
        shader_type: program.shader.number() as u8,
        multipass: program.multipass,
        realtime: program.realtime,
    };
    let mut out = vec![LangToken { client_type: 0 }.pack(), version.pack()];
    let mut diags = Diagnostics::new();
    for inst in &program.instructions {
        if let Err((span, message)) = encode_instruction(inst, &mut out) {
            diags.error(
                span,
                format!("cannot encode `{}` in binary: {message}", inst.opcode),
            );
        }
    }
    if diags.is_empty() {
        Ok(out)
    } else {
        Err(diags)
    }
}

/// Encodes `program` as little-endian bytes.
pub fn encode_bytes(program: &Program) -> Result<Vec<u8>, Diagnostics> {
    Ok(encode(program)?
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect())
}

/// Decodes a binary token stream. Errors carry the byte range of the offending token as
/// their span; no input makes this panic.
pub fn decode(bytes: &[u8]) -> Result<Program, Diagnostics> {
    let mut r = TokenReader::new(bytes);
    decode_tokens(&mut r).map_err(token_diagnostic)
}

/// Decodes header and packets.
fn decode_tokens(r: &mut TokenReader<'_>) -> Result<Program, TokenError> {
    let (lat, lang) = r.read_at("the IL_Lang token")?;
    LangToken::unpack(lang).map_err(|m| TokenError::new(lat, m))?;
    let (vat, version) = r.read_at("the IL_Version token")?;
    let v = VersionToken::unpack(version).map_err(|m| TokenError::new(vat, m))?;
    let shader = ShaderType::from_number(u32::from(v.shader_type)).ok_or_else(|| {
        TokenError::new(
            vat,
            format!("shader_type {} is not an ILShader", v.shader_type),
        )
    })?;
    let mut program = Program::new(shader);
    program.major = v.major;
    program.minor = v.minor;
    program.multipass = v.multipass;
    program.realtime = v.realtime;
    program.span = Span::new(0, r.offset());
    while !r.at_end() {
        program.instructions.push(decode_instruction(r, shader)?);
    }
    Ok(program)
}
