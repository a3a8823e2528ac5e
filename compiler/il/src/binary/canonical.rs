//! What a binary round trip preserves: `decode(encode(p)) == canonical(p)` for every program
//! `p` that encodes.
//!
//! The token stream cannot record two things the program model can: an optional control
//! specifier written with its default value (`_zeroop(fltmax)`, `_cmpval(0.0)`), which is the
//! same field value as no specifier (decoding omits it), and the order in which specifiers
//! were written (decoding lists them in the order of the opcode's control layout, fence
//! options by bit). [`canonical`] applies exactly these two normalizations.

use super::control::{layout, slot_matches, NamedKind, Slot};
use super::texture::{self, tex_info};
use crate::enums::{CmpVal, ZeroOp};
use crate::opcode::Opcode;
use crate::program::{Control, Instruction, Program};

/// The program with default-valued optional controls removed and controls in layout order.
pub fn canonical(program: &Program) -> Program {
    let mut p = program.clone();
    for inst in &mut p.instructions {
        canonicalize_controls(inst);
    }
    p
}

/// Normalizes the controls of one instruction (unchanged when the opcode has no layout).
///
/// `dcl_input` / `dcl_output` are left as written: the encoder stores them as text packets
/// whenever the control field would not give back the same specifiers (see
/// [`lossless_in_tokens`]), so every spelling survives a round trip byte for byte.
pub(crate) fn canonicalize_controls(inst: &mut Instruction) {
    if matches!(inst.opcode, Opcode::DclInput | Opcode::DclOutput) {
        return;
    }
    layout_canonicalize(inst);
}

/// True when the manual's token layout gives back the specifiers of `inst` exactly as
/// written (same words, same order, no default-valued specifier dropped).
pub(crate) fn lossless_in_tokens(inst: &Instruction) -> bool {
    let mut c = inst.clone();
    layout_canonicalize(&mut c);
    c.controls == inst.controls
}

/// Normalizes the controls of one instruction to what decoding its control field gives.
fn layout_canonicalize(inst: &mut Instruction) {
    if inst.opcode == Opcode::DclTypedUav {
        inst.controls.sort_by_key(|c| match c {
            Control::Id(_) => 0,
            Control::Type(_) => 1,
            _ => 2,
        });
        return;
    }
    if tex_info(inst.opcode).is_some() {
        texture::canonicalize(&mut inst.controls);
        return;
    }
    let Some(slots) = layout(inst.opcode) else {
        return;
    };
    inst.controls.retain(|c| !is_default(c, slots));
    for c in inst.controls.iter_mut() {
        *c = spelled(c, slots);
    }
    let rank = |c: &Control| -> (usize, usize) {
        let slot = slots
            .iter()
            .position(|s| slot_matches(c, *s))
            .unwrap_or(usize::MAX);
        let within = match (c, slots.get(slot)) {
            (Control::Fence(f), _) => f.number() as usize,
            (Control::Keyword(k), Some(Slot::KeywordFlags(list))) => list
                .iter()
                .position(|w| w.eq_ignore_ascii_case(k))
                .unwrap_or(0),
            _ => 0,
        };
        (slot, within)
    };
    inst.controls.sort_by_key(rank);
}

/// True for an optional specifier whose value is its field's zero.
fn is_default(c: &Control, slots: &[Slot]) -> bool {
    match c {
        Control::ZeroOp(ZeroOp::FltMax) | Control::CmpVal(CmpVal::Zero) => true,
        Control::Other(_, Some(arg)) => slots.iter().any(|s| match *s {
            Slot::Named {
                kind: NamedKind::Choice(list, false),
                ..
            } if slot_matches(c, *s) => list.first().is_some_and(|w| w.eq_ignore_ascii_case(arg)),
            Slot::Named {
                kind: NamedKind::Number,
                ..
            } if slot_matches(c, *s) => arg.parse::<u32>() == Ok(0),
            _ => false,
        }),
        _ => false,
    }
}

/// The spelling decoding produces for a keyword or named choice (the layout's).
fn spelled(c: &Control, slots: &[Slot]) -> Control {
    let canonical_word = |list: &[&'static str], w: &str| {
        list.iter()
            .find(|x| x.eq_ignore_ascii_case(w))
            .map(|x| (*x).to_string())
    };
    for s in slots {
        if !slot_matches(c, *s) {
            continue;
        }
        match (c, *s) {
            (Control::Keyword(k), Slot::KeywordFlags(list) | Slot::KeywordChoice(list)) => {
                if let Some(w) = canonical_word(list, k) {
                    return Control::Keyword(w.into());
                }
            }
            (
                Control::Other(n, Some(a)),
                Slot::Named {
                    kind: NamedKind::Choice(list, _),
                    ..
                },
            ) => {
                if let Some(w) = canonical_word(list, a) {
                    return Control::Other(n.clone(), Some(w.into()));
                }
            }
            (
                Control::Other(n, Some(a)),
                Slot::Named {
                    kind: NamedKind::Number,
                    ..
                },
            ) => {
                if let Ok(v) = a.parse::<u32>() {
                    return Control::Other(n.clone(), Some(v.to_string().into()));
                }
            }
            _ => {}
        }
    }
    c.clone()
}
