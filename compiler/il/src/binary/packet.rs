//! Instruction packets (chapter 7): one [`Instruction`] as an `IL_Opcode` token, the optional
//! modifier tokens, the destination and source operands and the opcode-specific trailing
//! words, and back.
//!
//! The binary form has no operand count, so every opcode has one fixed count of destinations
//! and sources in the stream ([`stream_counts`]): the table's maximum, except where the manual's
//! Format row says otherwise or a control bit adds operands. An instruction written with
//! another count (which the text parser accepts for some opcodes) is rejected on encode.
//!
//! Opcode-specific tokens, per the opcode table's [`Extra`] kind:
//! - `Label` (CALL, FUNC, CALLNZ, CALL_LOGICAL*, DCL_FUNCTION_BODY, FCALL), `Case`, `Float`,
//!   `Bool`, `Words4`, `Words(n, n)`: that many words after the operands (CALL L3485-3499;
//!   CASE L3646; DEF L4916-4923; DEFB L4964-4967; DCL_LITERAL L4226-4233; DCL_STRUCT_UAV L10081;
//!   DCL_LDS L9916; DCL_STRUCT_LDS L10026; DCL_GDS L12234). CALL's table lists a "token 2, must be
//!   zero" before the label (L3498) while its prose says the label "immediately" follows the
//!   opcode (L3487) and its ordinal list skips token 2; we follow the prose: no zero token.
//! - `Words(1, 3)` of DCL_NUM_THREAD_PER_GROUP: the number of words is the control field
//!   (L4345). DCL_TOTAL_NUM_THREAD_GROUP also takes 1 to 3 words but its control "must be zero"
//!   (L4504-4510), leaving the count unknowable; we store the count in the control field as for
//!   DCL_NUM_THREAD_PER_GROUP.
//! - Other `Words(a, b)` with `a < b`: exactly `b` words.
//! - `ImmediateCb` (DCL_CB, L4060-4077): with data, `pri_modifier_present` = 1, then the number
//!   of words n, then the n words, and no source token; the source `icb[n]` is implied.
//! - `Raw` of COMMENT (L9812-9819): a length token (number of following words, bits 15:0),
//!   then the text, NUL-terminated and padded with NULs to whole words.
//!
//! Extension (not in the manual; docs/il-binary-notes.md): an instruction the manual gives no
//! token layout for (graphics declarations with `_usage`/`_interp` specifiers, macros,
//! function tables and interface pointers, `fcall`, keyword operands, free text, operand
//! counts the fixed layout cannot hold) is written as a *text packet*: its `IL_Opcode` token
//! with the opcode number, control 0, `pri_modifier_present` = 0 and `sec_modifier_present` =
//! 1, then a length token (number of following words, bits 15:0; 31:16 zero) and the
//! instruction's canonical text, UTF-8, NUL-terminated and NUL-padded like a comment. A
//! manual stream never has this bit pattern: the secondary modifier token follows the
//! primary one (L3148), so `sec_modifier_present` without `pri_modifier_present` describes no
//! token (L482-483). The decoder parses the text as one instruction of the program's shader
//! type and requires its opcode to be the token's; the encoder uses a text packet only when
//! the manual layout cannot hold the instruction, so every packet decodes to one reading.

use super::canonical::{canonicalize_controls, lossless_in_tokens};
use super::control::{decode_controls, encode_controls};
use super::fields::OpcodeToken;
use super::operand::{DstTokens, SrcTokens};
use super::reader::{TokenError, TokenReader};
use super::register::{dst_to_tokens, src_to_tokens, tokens_to_dst, tokens_to_src};
use super::texture::{self, tex_info, TexTokens};
use crate::enums::{ElementFormat, PixTexUsage, ShaderType};
use crate::opcode::{Extra, Opcode};
use crate::parse::parse;
use crate::print::{print, print_instruction};
use crate::program::{Control, Index, Instruction, Program, Reg, Src};
use crate::regtype::RegType;
use crate::span::Span;
use smallvec::SmallVec;

/// An encoding failure: message and the span of the offending part of the instruction.
pub type EncodeError = (Span, String);

/// Number of destination and source operands `op` has in the token stream, given its
/// decoded controls.
pub fn stream_counts(op: Opcode, controls: &[Control], has_icb_data: bool) -> (usize, usize) {
    use Opcode::*;
    let shape = op.shape();
    if let Some(info) = tex_info(op) {
        return (1, info.srcs);
    }
    match op {
        // "2-input, 0-output" (LDS_STORE L10883, LDS_STORE_BYTE/SHORT L10905, typed
        // UAV_STORE L11996); the raw and struct UAV stores keep their `mem` mask destination.
        LdsStore | LdsStoreByte | LdsStoreShort | UavStore => (0, 2),
        // "1-input, 1-output" (UAV_ARENA_LOAD L11222; UAV_ARENA_STORE writes `dst.x, src0.x`;
        // LDS_READ_VEC L5527; LDS_WRITE_VEC L5555).
        UavArenaLoad | UavArenaStore | LdsReadVec | LdsWriteVec => (1, 1),
        // One source, plus the resource index when `_ext` (indexed resource id) is set
        // (L11098-11106).
        SrvRawLoad | SrvStructLoad => (1, 1 + usize::from(controls.contains(&Control::Ext))),
        DclConstBuffer if has_icb_data => (0, 0),
        _ => (usize::from(shape.dsts.max), usize::from(shape.srcs.max)),
    }
}

/// Number of trailing words `op` has, given its control value; `None` for a count that is
/// read from the stream (immediate constant buffer, comment).
fn stream_words(op: Opcode, control: u16) -> Result<Option<usize>, String> {
    match op.shape().extra {
        Extra::None | Extra::Keywords => Ok(Some(0)),
        Extra::Label | Extra::Case | Extra::Float | Extra::Bool => Ok(Some(1)),
        Extra::Words4 => Ok(Some(4)),
        Extra::Words(1, 3) if counted_by_control(op) => match control {
            1..=3 => Ok(Some(usize::from(control))),
            n => Err(format!(
                "`{op}` control field gives {n} dimensions; expected 1 to 3"
            )),
        },
        // The stream index of CUT_STREAM / EMIT_STREAM / EMIT_THEN_CUT_STREAM is the control
        // field (L5171, L5191), written `_id(n)`; there is no trailing token.
        Extra::Words(0, 1) if is_stream_op(op) => Ok(Some(0)),
        Extra::Words(_, max) => Ok(Some(usize::from(max))),
        Extra::ImmediateCb | Extra::Raw | Extra::LabelList => Ok(None),
    }
}

/// True for the geometry-stream opcodes.
fn is_stream_op(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::CutStream | Opcode::EmitStream | Opcode::EmitThenCutStream
    )
}

/// True for the opcodes whose word count is their control value.
fn counted_by_control(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::DclNumThreadPerGroup | Opcode::DclTotalNumThreadGroup
    )
}

/// Appends the packet of `inst` to `out`: the manual's layout when it can hold the
/// instruction, else a text packet (module doc).
pub fn encode_instruction(inst: &Instruction, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    // Input and output declarations keep their spelling (`dcl_input_position`,
    // `_interp(..)` before or after the usage, ...), which the control field cannot record.
    if matches!(inst.opcode, Opcode::DclInput | Opcode::DclOutput) && !lossless_in_tokens(inst) {
        return encode_text_packet(inst, out);
    }
    let mark = out.len();
    match encode_tokens(inst, out) {
        Ok(()) => Ok(()),
        Err(_) => {
            out.truncate(mark);
            encode_text_packet(inst, out)
        }
    }
}

/// Appends a text packet (module doc) holding the canonical text of `inst`.
fn encode_text_packet(inst: &Instruction, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let fail = |m: String| (inst.span, m);
    let mut canon = inst.clone();
    canonicalize_controls(&mut canon);
    let mut text = String::new();
    print_instruction(&canon, &mut text);
    let words = comment_words(&text).map_err(fail)?;
    let token = OpcodeToken {
        code: inst.opcode.number(),
        control: 0,
        sec_modifier_present: true,
        ..Default::default()
    };
    out.push(token.pack().map_err(fail)?);
    out.extend_from_slice(&words);
    Ok(())
}

/// Reads the text of a text packet whose opcode token is at `at` and parses it as one
/// instruction of `op` in a `shader` program.
fn decode_text_packet(
    r: &mut TokenReader<'_>,
    at: usize,
    op: Opcode,
    shader: ShaderType,
) -> Result<Instruction, TokenError> {
    let text = read_comment(r)?;
    let mut src = print(&Program::new(shader));
    src.push_str(&text);
    src.push('\n');
    let program = parse(&src).map_err(|d| {
        let why = d
            .items
            .first()
            .map_or_else(String::new, |x| x.message.clone());
        TokenError::new(at, format!("text packet `{text}` does not parse: {why}"))
    })?;
    match program.instructions.as_slice() {
        [inst] if inst.opcode == op => {
            let mut inst = inst.clone();
            inst.span = Span::new(at, r.offset());
            Ok(inst)
        }
        _ => Err(TokenError::new(
            at,
            format!("text packet `{text}` is not one `{op}` instruction"),
        )),
    }
}

/// Appends the packet of `inst` in the manual's token layout.
fn encode_tokens(inst: &Instruction, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let op = inst.opcode;
    let fail = |m: String| (inst.span, m);
    let extra = op.shape().extra;
    let mut tex = None;
    let mut typed_uav_word = None;
    let mut control = if op == Opcode::DclTypedUav {
        let (id, word) = typed_uav_encode(&inst.controls).map_err(fail)?;
        typed_uav_word = Some(word);
        id
    } else if let Some(info) = tex_info(op) {
        let t = texture::encode(op, info, &inst.controls).map_err(fail)?;
        tex = Some(t);
        t.control
    } else if counted_by_control(op) {
        if !inst.controls.is_empty() {
            return Err(fail(format!("`{op}` takes no control specifiers")));
        }
        match inst.extra.len() {
            n @ 1..=3 => n as u16,
            n => return Err(fail(format!("`{op}` needs 1 to 3 values, not {n}"))),
        }
    } else {
        encode_controls(op, &inst.controls).map_err(fail)?
    };
    if inst.raw.is_some() && op != Opcode::Comment {
        return Err(fail(format!("`{op}` with free text has no binary form")));
    }
    let icb = extra == Extra::ImmediateCb && !inst.extra.is_empty();
    let (nd, ns) = stream_counts(op, &inst.controls, icb);
    if !icb && (inst.dsts.len() != nd || inst.srcs.len() != ns) {
        return Err(fail(format!(
            "`{op}` with {} destination(s) and {} source(s) has no binary form: the token \
             stream holds exactly {nd} and {ns}",
            inst.dsts.len(),
            inst.srcs.len()
        )));
    }
    let mut token = OpcodeToken {
        code: op.number(),
        control: 0,
        ..Default::default()
    };
    let mut trailing: Vec<u32> = Vec::new();
    match extra {
        Extra::ImmediateCb if icb => {
            check_icb_source(inst).map_err(fail)?;
            token.pri_modifier_present = true;
            let n = u32::try_from(inst.extra.len()).map_err(|_| fail("too many words".into()))?;
            trailing.push(n);
            trailing.extend_from_slice(&inst.extra);
        }
        Extra::ImmediateCb => {}
        Extra::Raw if op == Opcode::Comment => {
            let words = comment_words(inst.raw.as_deref().unwrap_or("")).map_err(fail)?;
            if !inst.extra.is_empty() || !inst.controls.is_empty() {
                return Err(fail("a comment carries only its text".into()));
            }
            trailing = words;
        }
        Extra::Raw | Extra::LabelList => {
            return Err(fail(format!("`{op}` has no binary form in this codec")));
        }
        Extra::Keywords => {
            if !inst.extra.is_empty() {
                return Err(fail(format!(
                    "`{op}` with keyword operands has no binary form"
                )));
            }
        }
        _ => {
            let want = stream_words(op, control).map_err(fail)?.unwrap_or(0);
            if inst.extra.len() != want {
                return Err(fail(format!(
                    "`{op}` has {} trailing value(s); its binary form holds exactly {want}",
                    inst.extra.len()
                )));
            }
            trailing.extend_from_slice(&inst.extra);
        }
    }
    if counted_by_control(op) {
        control = inst.extra.len() as u16;
    }
    token.control = control;
    if let Some(t) = tex {
        token.pri_modifier_present = t.primary.is_some();
        out.push(token.pack().map_err(fail)?);
        out.extend(t.primary);
        out.extend(t.offsets);
    } else {
        out.push(token.pack().map_err(fail)?);
    }
    if icb {
        // The size word and the data; the `icb[n]` source is implied.
        out.extend_from_slice(&trailing);
        return Ok(());
    }
    for d in &inst.dsts {
        let t: DstTokens = dst_to_tokens(d).map_err(|m| (d.span, m))?;
        t.encode(out).map_err(|m| (d.span, m))?;
    }
    for s in &inst.srcs {
        let t: SrcTokens = src_to_tokens(s).map_err(|m| (s.span, m))?;
        t.encode(out).map_err(|m| (s.span, m))?;
    }
    out.extend_from_slice(&trailing);
    out.extend(typed_uav_word);
    Ok(())
}

/// DCL_TYPED_UAV (enum-only in the manual): a 14-bit id in the control field and one trailing
/// word with the ILElementFormat of `_fmtx` in bits 3:0 and the ILPixTexUsage of `_type` in
/// bits 7:4, as a public decoder of real streams (grvk's amdilc) reads it.
fn typed_uav_encode(controls: &[Control]) -> Result<(u16, u32), String> {
    let (mut id, mut ty, mut fmt) = (None, None, None);
    for c in controls {
        match c {
            Control::Id(n) if id.is_none() => id = Some(*n),
            Control::Type(t) if ty.is_none() => ty = Some(t.number()),
            Control::Fmt(0, f) if fmt.is_none() => fmt = Some(f.number()),
            other => return Err(format!("`dcl_typed_uav` cannot encode {other:?}")),
        }
    }
    match (id, ty, fmt) {
        (Some(id), Some(ty), Some(fmt)) if id < 1 << 14 && ty < 16 && fmt < 16 => {
            Ok((id as u16, fmt | ty << 4))
        }
        (Some(id), Some(_), Some(_)) if id >= 1 << 14 => Err(format!(
            "id value {id} does not fit the 14-bit control field"
        )),
        _ => Err("`dcl_typed_uav` needs `_id(n)`, `_type(..)` and `_fmtx(..)`".into()),
    }
}

/// Inverse of [`typed_uav_encode`].
fn typed_uav_decode(control: u16, word: u32) -> Result<Vec<Control>, String> {
    if word >> 8 != 0 {
        return Err(format!(
            "dcl_typed_uav format word {word:#010x} has bits 31:8 set"
        ));
    }
    let fmt = ElementFormat::from_number(word & 0xF)
        .ok_or_else(|| format!("{} is not an ILElementFormat", word & 0xF))?;
    let ty = PixTexUsage::from_number(word >> 4)
        .ok_or_else(|| format!("{} is not an ILPixTexUsage", word >> 4))?;
    Ok(vec![
        Control::Id(u32::from(control)),
        Control::Type(ty),
        Control::Fmt(0, fmt),
    ])
}

/// The implied source of an immediate constant buffer declaration: `icb[n]` with n words.
fn icb_source(n: usize) -> Src {
    let mut indices: SmallVec<[Index; 1]> = SmallVec::new();
    indices.push(Index {
        reg: None,
        offset: n as i64,
    });
    Src::new(Reg {
        ty: RegType::ImmedConstBuff,
        num: None,
        indices,
    })
}

/// Checks that an immediate constant buffer declaration's source is `icb[n]`, n its word count.
fn check_icb_source(inst: &Instruction) -> Result<(), String> {
    let want = icb_source(inst.extra.len());
    match inst.srcs.as_slice() {
        [s] if *s == want => Ok(()),
        _ => Err(format!(
            "an immediate constant buffer with {} words must be declared as `icb[{}]` to \
             have a binary form (its declared size is the word count, L4060-4077)",
            inst.extra.len(),
            inst.extra.len()
        )),
    }
}

/// The words of a comment: text, NUL, padding NULs (no length token).
fn comment_words(text: &str) -> Result<Vec<u32>, String> {
    if text.contains('\0') {
        return Err("a comment containing NUL has no binary form".into());
    }
    let mut bytes = text.as_bytes().to_vec();
    bytes.push(0);
    while bytes.len() % 4 != 0 {
        bytes.push(0);
    }
    let n = bytes.len() / 4;
    if n > 0xFFFF {
        return Err("comment longer than 65535 words".into());
    }
    let mut words = vec![n as u32];
    words.extend(
        bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
    );
    Ok(words)
}

/// Reads one packet of a `shader` program.
pub fn decode_instruction(
    r: &mut TokenReader<'_>,
    shader: ShaderType,
) -> Result<Instruction, TokenError> {
    let (at, word) = r.read_at("an IL_Opcode token")?;
    let err = |m: String| TokenError::new(at, m);
    let token = OpcodeToken::unpack(word);
    let op = Opcode::from_number(u32::from(token.code))
        .ok_or_else(|| err(format!("opcode number {} is not an ILOpCode", token.code)))?;
    if token.sec_modifier_present && !token.pri_modifier_present {
        if token.control != 0 {
            return Err(err(format!(
                "`{op}` text packet has control {} (must be 0)",
                token.control
            )));
        }
        return decode_text_packet(r, at, op, shader);
    }
    if token.sec_modifier_present {
        return Err(err(format!("`{op}` takes no secondary modifier token")));
    }
    let extra = op.shape().extra;
    let tex = tex_info(op);
    let icb = token.pri_modifier_present && tex.is_none();
    if icb && extra != Extra::ImmediateCb {
        return Err(err(format!("`{op}` takes no primary modifier token")));
    }
    let mut inst = Instruction::new(op);
    if op == Opcode::DclTypedUav {
        let (wat, word) = r.read_at("the dcl_typed_uav format word")?;
        inst.controls = typed_uav_decode(token.control, word)
            .map_err(|m| TokenError::new(wat, m))?
            .into();
    } else if let Some(info) = tex {
        let mut t = TexTokens {
            control: token.control,
            ..TexTokens::default()
        };
        if token.pri_modifier_present {
            t.primary = Some(r.read("the primary modifier token")?);
        }
        if texture::has_offsets(token.control) {
            t.offsets = Some(r.read("the address-offset token")?);
        }
        inst.controls = texture::decode(op, info, t).map_err(err)?.into();
    } else if counted_by_control(op) {
        // The control value is the word count, checked by `stream_words` below.
    } else {
        inst.controls = decode_controls(op, token.control).map_err(err)?.into();
    }
    let icb_words = if icb {
        let (cat, n) = r.read_at("the immediate constant buffer size")?;
        let n = usize::try_from(n).unwrap_or(usize::MAX);
        if n > r.remaining_tokens() {
            return Err(TokenError::new(
                cat,
                format!("immediate constant buffer of {n} words exceeds the rest of the stream"),
            ));
        }
        Some(n)
    } else {
        None
    };
    let (nd, ns) = stream_counts(op, &inst.controls, icb);
    for _ in 0..nd {
        let start = r.offset();
        let t = DstTokens::decode(r)?;
        let mut d = tokens_to_dst(&t).map_err(|m| TokenError::new(start, m))?;
        d.span = Span::new(start, r.offset());
        inst.dsts.push(d);
    }
    for _ in 0..ns {
        let start = r.offset();
        let t = SrcTokens::decode(r)?;
        let mut s = tokens_to_src(&t).map_err(|m| TokenError::new(start, m))?;
        s.span = Span::new(start, r.offset());
        inst.srcs.push(s);
    }
    match (extra, icb_words) {
        (Extra::ImmediateCb, Some(n)) => {
            for _ in 0..n {
                inst.extra
                    .push(r.read("an immediate constant buffer word")?);
            }
            inst.srcs.push(icb_source(n));
        }
        (Extra::ImmediateCb, None) => {}
        (Extra::Raw, _) if op == Opcode::Comment => {
            let text = read_comment(r)?;
            inst.raw = (!text.is_empty()).then(|| text.into());
        }
        (Extra::Raw | Extra::LabelList, _) => {
            return Err(err(format!("`{op}` has no binary form in this codec")));
        }
        _ => {
            let n = stream_words(op, token.control).map_err(err)?.unwrap_or(0);
            for _ in 0..n {
                inst.extra.push(r.read("an opcode-specific trailing word")?);
            }
        }
    }
    inst.span = Span::new(at, r.offset());
    Ok(inst)
}

/// Reads a comment's length token and text.
fn read_comment(r: &mut TokenReader<'_>) -> Result<String, TokenError> {
    let (at, len) = r.read_at("the comment length token")?;
    if len >> 16 != 0 {
        return Err(TokenError::new(
            at,
            "comment length token has reserved bits 31:16 set",
        ));
    }
    let n = len as usize;
    if n > r.remaining_tokens() {
        return Err(TokenError::new(
            at,
            format!("comment of {n} words exceeds the stream"),
        ));
    }
    let mut bytes = Vec::with_capacity(4 * n);
    for _ in 0..n {
        bytes.extend_from_slice(&r.read("a comment word")?.to_le_bytes());
    }
    let end = bytes.iter().position(|&b| b == 0).ok_or_else(|| {
        TokenError::new(at, "comment text is not NUL-terminated within its length")
    })?;
    if bytes[end..].iter().any(|&b| b != 0) {
        return Err(TokenError::new(
            at,
            "comment padding after the NUL is not zero",
        ));
    }
    bytes.truncate(end);
    String::from_utf8(bytes).map_err(|_| TokenError::new(at, "comment text is not UTF-8"))
}
