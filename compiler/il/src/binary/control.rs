//! The `control` field (bits 29:16) of `IL_Opcode`, per opcode: which control specifiers an
//! opcode's field holds and at which bits. The set of specifiers an opcode accepts comes from
//! the opcode table ([`crate::opcode::Shape::controls`]); the bit positions, which the manual
//! gives per instruction, are decided here. The field is decoded per opcode, never
//! generically, because the same specifier lives at different bits in different opcodes
//! (digest §8.3).
//!
//! Positions are given as bit numbers of the whole opcode token (16 = lowest control bit).
//!
//! Ambiguities resolved here:
//! - `_cached` exists in the text of UAV_LOAD and UAV_STRUCT_LOAD but their tables give the
//!   whole field to the resource id (L11309, L12041); UAV_RAW_LOAD puts the id in 25:16 and
//!   `cached` (IL_UAV_READ_TYPE, FORCE_CACHED = 1, L14431-14436) in 27:26 (L11449-11450). Every
//!   UAV load that accepts `_cached` uses the UAV_RAW_LOAD layout.
//! - DCL_UAV (L10095-10098) labels bits 23:20 `fmtx` "use ILPixTexUsage" and bits 29:24 `type`
//!   "use ILElementFormat", the reverse of the text `_type(pixtexusage)_fmtx(fmt)`. We follow the
//!   field names: the ILElementFormat of `_fmtx(..)` goes to 23:20 and the ILPixTexUsage of
//!   `_type(..)` to 29:24, which is also how a public decoder of real streams (grvk's amdilc)
//!   reads them. DCL_TYPED_UAV (enum-only) has the same specifiers but a 14-bit id; its
//!   type and format travel in a trailing word (see [`super::packet`]).
//! - The ILZeroOp opcodes give the whole field to the value (L7791, L8255, L8301, L8958) or bits
//!   17:16 (L8818); both mean the same bits for values 0..=3.
//! - DSX/DSY: `_fine` is bit 23 (L7891, L7911; IL_DERIV_GRANULARITY FINE = 0x80, L14421-14425).
//! - SRV_RAW_LOAD / SRV_STRUCT_LOAD: id 23:16, "indexed resource id" flag bit 28 (L11144-11146),
//!   written `_ext` in the text.
//! - Optional specifiers whose value is the field's zero (`_zeroop(fltmax)`, `_cmpval(0.0)`,
//!   IEEE off, ...) cannot be told apart from their absence; decoding omits them (see
//!   [`super::canonical`]). Required ones (`_relop`, `_id`, `ffb(..)`, `_size`, `_type`, `_fmtx`)
//!   are always produced.

use crate::enums::{
    CmpVal, DataSize, ElementFormat, FenceFlag, FirstBit, PixTexUsage, RelOp, ZeroOp,
};
use crate::opcode::{CtlSet, Opcode, Paren, OPCODES};
use crate::program::Control;
use std::sync::OnceLock;

/// One control specifier's place in the control field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// `_relop(..)` (ILRelOp) in 3 bits at `lo` (IFC L3912, BREAKC L3466, CONTINUEC L3681,
    /// CMP L7641, SET L8986); required.
    RelOp,
    /// `_cmpval(..)` (ILCmpValue) in bits 23:21 (CMP L7643).
    CmpVal,
    /// `_zeroop(..)` (ILZeroOp) in bits 17:16.
    ZeroOp,
    /// `_ieee`: bit 16 (L7805, L8444, L8468, L8507, L8606).
    Ieee,
    /// `_repeat`: bit 16 (LOOP, L3962).
    Repeat,
    /// `_fine`: bit 23 (DSX/DSY).
    Fine,
    /// Fence options: bit 16 + ILFence flag number (L5317-5335).
    Fence,
    /// `prec` mask: bits 19:16 = x, y, z, w (L3398-3441).
    Precise,
    /// `ffb(..)` (IL_FIRSTBIT_TYPE) in the whole field (L7234); required.
    FirstBit,
    /// `_id(n)` in `width` bits at 16; required.
    Id {
        /// Field width in bits.
        width: u8,
    },
    /// `_cached` as IL_UAV_READ_TYPE FORCE_CACHED (1) in 2 bits at `lo`.
    Cached {
        /// Lowest bit.
        lo: u8,
    },
    /// `_size(..)` (IL_LOAD_STORE_DATA_SIZE) in bits 27:26 (L11229, L11249); required.
    Size,
    /// `_type(..)` (ILPixTexUsage) in bits 29:24 (DCL_UAV); required.
    PixTex,
    /// `_fmtx(..)` (ILElementFormat) in bits 23:20 (DCL_UAV); required.
    ElemFmt,
    /// `_ext` of SRV loads: bit 28.
    Indexed,
    /// A specifier the text model keeps by name ([`Control::Other`]): `_name` (flag),
    /// `_name(word)` (one of a list) or `_name(n)` (a number), in `width` bits at `lo`.
    Named {
        /// Lower-case specifier name.
        name: &'static str,
        /// What the argument is.
        kind: NamedKind,
        /// Lowest bit.
        lo: u8,
        /// Width in bits.
        width: u8,
    },
    /// Bare keywords ([`Control::Keyword`]), each setting the bit `lo` + its position.
    KeywordFlags(&'static [&'static str]),
    /// One bare keyword of a list, whose position is the whole control value; required.
    KeywordChoice(&'static [&'static str]),
}

/// The argument of a [`Slot::Named`] specifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NamedKind {
    /// No argument: a one-bit flag.
    Flag,
    /// One of these words (value = position); `required` ones are always decoded.
    Choice(&'static [&'static str], bool),
    /// An unsigned number.
    Number,
}

/// ILImportUsage (App B L14192-14218), spelled as the enum names in lower case (Table 6.10,
/// L2449-2477, gives these spellings for the entries it lists). Chapter 6's
/// `_usage(wincoord)` has no App B number and is therefore not encodable.
pub const IMPORT_USAGES: &[&str] = &[
    "pos",
    "pointsize",
    "color",
    "backcolor",
    "fog",
    "pixel_sample_coverage",
    "generic",
    "clipdistance",
    "culldistance",
    "primitiveid",
    "vertexid",
    "instanceid",
    "isfrontface",
    "lod",
    "coloring",
    "node_coloring",
    "normal",
    "rendertarget_array_index",
    "viewport_array_index",
    "undefined",
    "sample_index",
    "edge_tessfactor",
    "inside_tessfactor",
    "detail_tessfactor",
    "density_tessfactor",
];
/// ILInterpMode (App B L14309-14318).
pub const INTERP_MODES: &[&str] = &[
    "notused",
    "constant",
    "linear",
    "linear_centroid",
    "linear_noperspective",
    "linear_noperspective_centroid",
    "linear_sample",
    "linear_noperspective_sample",
];

/// Control layouts of opcodes whose specifiers the program model keeps by name.
fn named_slots(op: Opcode) -> Option<&'static [Slot]> {
    use NamedKind::*;
    // ILMatrix (App B L14113-14119) in the whole field (MMUL L8570).
    const MATRIX: &[&str] = &["4x4", "4x3", "3x4", "3x3", "3x2"];
    // IL_LDS_SHARING_MODE (L14371-14374): RELATIVE = 0, ABSOLUTE = 1.
    const SHARING: &[&str] = &["rel", "abs"];
    const SHARING_MODE: Slot = Slot::Named {
        name: "sharingmode",
        kind: Choice(SHARING, false),
        lo: 16,
        width: 2,
    };
    const USAGE: &[&str] = IMPORT_USAGES;
    const INTERP: &[&str] = INTERP_MODES;
    match op {
        // DCL_INPUT: usage 20:16, interpolation mode 23:21 (L4152-4153). The usage is required
        // because its absence and `_usage(pos)` (0) are the same field value.
        Opcode::DclInput => Some(&[
            Slot::Named {
                name: "usage",
                kind: Choice(USAGE, true),
                lo: 16,
                width: 5,
            },
            Slot::Named {
                name: "interp",
                kind: Choice(INTERP, false),
                lo: 21,
                width: 3,
            },
        ]),
        // DCL_OUTPUT: the whole field is the usage (L4404).
        Opcode::DclOutput => Some(&[Slot::Named {
            name: "usage",
            kind: Choice(USAGE, true),
            lo: 16,
            width: 14,
        }]),
        Opcode::Mmul => Some(&[Slot::Named {
            name: "matrix",
            kind: Choice(MATRIX, true),
            lo: 16,
            width: 14,
        }]),
        // `_normalize`: bit 16 (L8843).
        Opcode::Reflect => Some(&[Slot::Named {
            name: "normalize",
            kind: Flag,
            lo: 16,
            width: 1,
        }]),
        // NRM's field holds only its ILZeroOp (L8694-8695).
        Opcode::Nrm => Some(&[]),
        // Sharing mode 17:16, neighbour exchange 18 (L5530-5535).
        Opcode::LdsReadVec => Some(&[
            Slot::Named {
                name: "neighborexch",
                kind: Flag,
                lo: 18,
                width: 1,
            },
            SHARING_MODE,
        ]),
        // Sharing mode 17:16, offset 23:18 (L5558-5561).
        Opcode::LdsWriteVec => Some(&[
            Slot::Named {
                name: "loffset",
                kind: Number,
                lo: 18,
                width: 6,
            },
            SHARING_MODE,
        ]),
        // `_wavefrontRel` = 0, `_wavefrontAbs` = 1 in the whole field (L4197).
        Opcode::DclLdsSharingMode => {
            Some(&[Slot::KeywordChoice(&["_wavefrontRel", "_wavefrontAbs"])])
        }
        // Flags at bits 0..3 of the field (L4091-4096; the manual does not say the bits are
        // those of the control field, we take them to be, bits 19:16 of the token).
        Opcode::DclGlobalFlags => Some(&[Slot::KeywordFlags(&[
            "refactoringAllowed",
            "forceEarlyDepthStencil",
            "enableRawStructuredBuffers",
            "enableDoublePrecisionFloatOps",
        ])]),
        _ => None,
    }
}

/// Lowest bit of the control field within the opcode token.
const CONTROL_LO: u32 = 16;

/// The slots of `op`'s control field, in the order decoded controls are listed (which is
/// the order the corpus writes them in). Returns `None` when the opcode accepts specifiers
/// that have no binary layout here (texture and graphics specifiers, macro ids).
pub fn layout(op: Opcode) -> Option<&'static [Slot]> {
    static TABLE: OnceLock<Vec<Option<Vec<Slot>>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| OPCODES.iter().map(|i| compute_layout(i.opcode)).collect());
    table.get(usize::from(op.number()))?.as_deref()
}

/// Derives the layout of one opcode (see [`layout`], which caches the results).
fn compute_layout(op: Opcode) -> Option<Vec<Slot>> {
    let shape = op.shape();
    let ctl = shape.controls;
    let mut slots = Vec::new();
    let mut known = CtlSet::NONE;
    let mut take = |set: CtlSet, slot: Slot, slots: &mut Vec<Slot>| {
        if ctl.contains(set) {
            known = known.with(set);
            slots.push(slot);
        }
    };
    if op == Opcode::SrvRawLoad || op == Opcode::SrvStructLoad {
        take(CtlSet::EXT, Slot::Indexed, &mut slots);
    }
    take(
        CtlSet::ID,
        Slot::Id {
            width: id_width(op),
        },
        &mut slots,
    );
    take(CtlSet::RELOP, Slot::RelOp, &mut slots);
    take(CtlSet::CMPVAL, Slot::CmpVal, &mut slots);
    take(CtlSet::ZEROOP, Slot::ZeroOp, &mut slots);
    take(CtlSet::IEEE, Slot::Ieee, &mut slots);
    take(CtlSet::REPEAT, Slot::Repeat, &mut slots);
    take(CtlSet::FINE, Slot::Fine, &mut slots);
    take(CtlSet::FENCE, Slot::Fence, &mut slots);
    take(CtlSet::PRECISE, Slot::Precise, &mut slots);
    let cached_lo = if op == Opcode::UavArenaLoad { 28 } else { 26 };
    take(CtlSet::CACHED, Slot::Cached { lo: cached_lo }, &mut slots);
    take(CtlSet::SIZE, Slot::Size, &mut slots);
    if op == Opcode::DclTypedUav {
        // Its type and format are not in the control field (see `super::packet`).
        return None;
    }
    if op == Opcode::DclUav {
        take(CtlSet::TYPE, Slot::PixTex, &mut slots);
        take(CtlSet::FMT, Slot::ElemFmt, &mut slots);
    }
    match shape.paren {
        Paren::None => {}
        Paren::FirstBit => slots.push(Slot::FirstBit),
        Paren::Id => return None,
    }
    if let Some(named) = named_slots(op) {
        slots.extend_from_slice(named);
        known = known.with(CtlSet::OTHER);
    }
    // Opcodes with an id also accept `_resource(n)` in the text; the binary has one id
    // field, so an instruction actually carrying `_resource` is rejected by
    // `encode_controls` rather than the whole opcode here.
    let ignorable = if ctl.contains(CtlSet::ID) {
        CtlSet::RESOURCE
    } else {
        CtlSet::NONE
    };
    if known.with(ignorable).contains(ctl) {
        Some(slots)
    } else {
        None
    }
}

/// Width of the `_id(n)` field of `op` (digest §8.3): 4 bits for the LDS ops (L10140 and the
/// other LDS tables) and DCL_UAV (L10096); 10 bits for UAV_RAW_LOAD (L11449), the arena ops
/// (L9907, L11228, L11248) and, by our choice above, every UAV load with `_cached`; 8 bits for
/// the SRV loads (L11144); the whole 14-bit field otherwise (L11171 and the other UAV, GDS,
/// append-buffer and declaration tables).
fn id_width(op: Opcode) -> u8 {
    use Opcode::*;
    let name = op.mnemonic();
    match op {
        LdsLoadVec | LdsStoreVec => 14,
        DclUav => 4,
        SrvRawLoad | SrvStructLoad => 8,
        DclArenaUav | UavArenaLoad | UavArenaStore => 10,
        _ if name.starts_with("lds_") => 4,
        _ if op.shape().controls.contains(CtlSet::CACHED) => 10,
        _ => 14,
    }
}

/// Places `value` (which must fit `width` bits) at token bit `lo`.
fn put(word: &mut u32, lo: u32, width: u32, value: u32, what: &str) -> Result<(), String> {
    if value >> width != 0 {
        return Err(format!(
            "{what} value {value} does not fit the {width}-bit control field"
        ));
    }
    *word |= value << (lo - CONTROL_LO);
    Ok(())
}

/// Packs `controls` into the 14-bit control value of `op`.
pub fn encode_controls(op: Opcode, controls: &[Control]) -> Result<u16, String> {
    let slots = layout(op)
        .ok_or_else(|| format!("`{op}` takes control specifiers that have no binary encoding"))?;
    let mut word = 0u32;
    let mut seen: Vec<Slot> = Vec::new();
    for c in controls {
        let slot = slot_of(c, slots).ok_or_else(|| {
            format!(
                "control specifier {} of `{op}` has no binary encoding",
                describe(c)
            )
        })?;
        let (lo, width, value) = slot_value(c, slot)?;
        let multi = matches!(slot, Slot::Fence | Slot::KeywordFlags(_));
        if (multi && word >> (lo - CONTROL_LO) & 1 == 1) || (!multi && seen.contains(&slot)) {
            return Err(format!(
                "`{op}` has control specifier {} more than once",
                describe(c)
            ));
        }
        put(&mut word, lo, width, value, slot_name(slot))?;
        seen.push(slot);
    }
    // Required slots must be present: otherwise decoding would invent them.
    for slot in slots {
        if is_required(*slot) && !seen.contains(slot) {
            return Err(format!(
                "`{op}` lacks its {} control specifier",
                slot_name(*slot)
            ));
        }
    }
    u16::try_from(word).map_err(|_| format!("control value {word:#x} of `{op}` exceeds 14 bits"))
}

/// Where control `c` (known to belong to `slot`) goes: token bit, width and value.
fn slot_value(c: &Control, slot: Slot) -> Result<(u32, u32, u32), String> {
    let choice = |list: &[&str], text: &str| -> Result<u32, String> {
        list.iter()
            .position(|w| w.eq_ignore_ascii_case(text))
            .map(|i| i as u32)
            .ok_or_else(|| format!("`{text}` has no number in this field's enumeration"))
    };
    Ok(match (c, slot) {
        (Control::RelOp(r), _) => (16, 3, r.number()),
        (Control::CmpVal(v), _) => (21, 3, v.number()),
        (Control::ZeroOp(z), _) => (16, 2, z.number()),
        (Control::Ieee, _) | (Control::Repeat, _) => (16, 1, 1),
        (Control::Fine, _) => (23, 1, 1),
        (Control::Fence(f), _) => (16 + f.number(), 1, 1),
        (Control::Precise(m), _) => (16, 4, u32::from(*m)),
        (Control::FirstBit(f), _) => (16, 14, f.number()),
        (Control::Id(n), Slot::Id { width }) => (16, u32::from(width), *n),
        (Control::Cached, Slot::Cached { lo }) => (u32::from(lo), 2, 1),
        (Control::Size(d), _) => (26, 2, d.number()),
        (Control::Type(t), _) => (24, 6, t.number()),
        (Control::Fmt(_, f), _) => (20, 4, f.number()),
        (Control::Ext, _) => (28, 1, 1),
        (
            Control::Other(_, arg),
            Slot::Named {
                kind, lo, width, ..
            },
        ) => {
            let value = match (kind, arg.as_deref()) {
                (NamedKind::Flag, None) => 1,
                (NamedKind::Choice(list, _), Some(a)) => choice(list, a)?,
                (NamedKind::Number, Some(a)) => a
                    .parse::<u32>()
                    .map_err(|_| format!("`{a}` is not an unsigned number"))?,
                _ => return Err(format!("{} has the wrong argument", describe(c))),
            };
            (u32::from(lo), u32::from(width), value)
        }
        (Control::Keyword(k), Slot::KeywordFlags(list)) => (16 + choice(list, k)?, 1, 1),
        (Control::Keyword(k), Slot::KeywordChoice(list)) => (16, 14, choice(list, k)?),
        _ => {
            return Err(format!(
                "control specifier {} has no binary encoding",
                describe(c)
            ))
        }
    })
}

/// The slot a control specifier occupies in `slots`, if any.
fn slot_of(c: &Control, slots: &[Slot]) -> Option<Slot> {
    slots.iter().copied().find(|&s| slot_matches(c, s))
}

/// True when control `c` is stored in slot `s` (only `_fmtx`, component 0, has a slot among
/// the four `_fmt*` specifiers).
pub fn slot_matches(c: &Control, s: Slot) -> bool {
    match (c, s) {
        (Control::Other(n, _), Slot::Named { name, .. }) => **n == *name,
        (Control::Keyword(k), Slot::KeywordFlags(list) | Slot::KeywordChoice(list)) => {
            list.iter().any(|w| w.eq_ignore_ascii_case(k))
        }
        _ => matches!(
            (c, s),
            (Control::RelOp(_), Slot::RelOp)
                | (Control::CmpVal(_), Slot::CmpVal)
                | (Control::ZeroOp(_), Slot::ZeroOp)
                | (Control::Ieee, Slot::Ieee)
                | (Control::Repeat, Slot::Repeat)
                | (Control::Fine, Slot::Fine)
                | (Control::Fence(_), Slot::Fence)
                | (Control::Precise(_), Slot::Precise)
                | (Control::FirstBit(_), Slot::FirstBit)
                | (Control::Id(_), Slot::Id { .. })
                | (Control::Cached, Slot::Cached { .. })
                | (Control::Size(_), Slot::Size)
                | (Control::Type(_), Slot::PixTex)
                | (Control::Fmt(0, _), Slot::ElemFmt)
                | (Control::Ext, Slot::Indexed)
        ),
    }
}

/// True for slots that decoding always fills (their absence cannot be encoded).
fn is_required(slot: Slot) -> bool {
    matches!(
        slot,
        Slot::RelOp
            | Slot::FirstBit
            | Slot::Id { .. }
            | Slot::Size
            | Slot::PixTex
            | Slot::ElemFmt
            | Slot::KeywordChoice(_)
            | Slot::Named {
                kind: NamedKind::Choice(_, true),
                ..
            }
    )
}

/// The text name of a slot, for messages.
fn slot_name(slot: Slot) -> &'static str {
    match slot {
        Slot::RelOp => "`_relop(..)`",
        Slot::CmpVal => "`_cmpval(..)`",
        Slot::ZeroOp => "`_zeroop(..)`",
        Slot::Ieee => "`_ieee`",
        Slot::Repeat => "`_repeat`",
        Slot::Fine => "`_fine`",
        Slot::Fence => "fence option",
        Slot::Precise => "precise mask",
        Slot::FirstBit => "`ffb(..)`",
        Slot::Id { .. } => "`_id(n)`",
        Slot::Cached { .. } => "`_cached`",
        Slot::Size => "`_size(..)`",
        Slot::PixTex => "`_type(..)`",
        Slot::ElemFmt => "`_fmtx(..)`",
        Slot::Indexed => "`_ext`",
        Slot::Named { name, .. } => name,
        Slot::KeywordFlags(_) | Slot::KeywordChoice(_) => "keyword",
    }
}

/// A short description of a control for messages.
fn describe(c: &Control) -> String {
    match c {
        Control::Other(name, _) => format!("`_{name}`"),
        Control::Keyword(k) => format!("keyword `{k}`"),
        other => format!("`{other:?}`"),
    }
}

/// Extracts `width` bits at token bit `lo` from the control value.
fn get(control: u16, lo: u32, width: u32) -> u32 {
    (u32::from(control) >> (lo - CONTROL_LO)) & ((1 << width) - 1)
}

/// Unpacks the control value of `op` into control specifiers, in layout order. Fails when
/// bits outside the opcode's layout are set or a value is not a member of its enumeration.
pub fn decode_controls(op: Opcode, control: u16) -> Result<Vec<Control>, String> {
    let slots = layout(op)
        .ok_or_else(|| format!("`{op}` takes control specifiers that have no binary decoding"))?;
    let mut used = 0u32;
    let mut out = Vec::new();
    let bad = |what: &str, v: u32| format!("control field of `{op}`: {v} is not a valid {what}");
    for &slot in slots {
        let mut claim = |lo: u32, width: u32| {
            used |= ((1u32 << width) - 1) << (lo - CONTROL_LO);
            get(control, lo, width)
        };
        match slot {
            Slot::RelOp => {
                let v = claim(16, 3);
                out.push(Control::RelOp(
                    RelOp::from_number(v).ok_or_else(|| bad("ILRelOp", v))?,
                ));
            }
            Slot::CmpVal => {
                let v = claim(21, 3);
                if v != 0 {
                    let c = CmpVal::from_number(v).ok_or_else(|| bad("ILCmpValue", v))?;
                    out.push(Control::CmpVal(c));
                }
            }
            Slot::ZeroOp => {
                let v = claim(16, 2);
                if v != 0 {
                    let z = ZeroOp::from_number(v).ok_or_else(|| bad("ILZeroOp", v))?;
                    out.push(Control::ZeroOp(z));
                }
            }
            Slot::Ieee => {
                if claim(16, 1) == 1 {
                    out.push(Control::Ieee);
                }
            }
            Slot::Repeat => {
                if claim(16, 1) == 1 {
                    out.push(Control::Repeat);
                }
            }
            Slot::Fine => {
                if claim(23, 1) == 1 {
                    out.push(Control::Fine);
                }
            }
            Slot::Fence => {
                for &f in FenceFlag::ALL {
                    if claim(16 + f.number(), 1) == 1 {
                        out.push(Control::Fence(f));
                    }
                }
            }
            Slot::Precise => {
                let m = claim(16, 4);
                if m != 0 {
                    out.push(Control::Precise(m as u8));
                }
            }
            Slot::FirstBit => {
                let v = claim(16, 14);
                out.push(Control::FirstBit(
                    FirstBit::from_number(v).ok_or_else(|| bad("IL_FIRSTBIT_TYPE", v))?,
                ));
            }
            Slot::Id { width } => out.push(Control::Id(claim(16, u32::from(width)))),
            Slot::Cached { lo } => match claim(u32::from(lo), 2) {
                0 => {}
                1 => out.push(Control::Cached),
                v => return Err(bad("IL_UAV_READ_TYPE with a text form (`_cached`)", v)),
            },
            Slot::Size => {
                let v = claim(26, 2);
                out.push(Control::Size(
                    DataSize::from_number(v).ok_or_else(|| bad("IL_LOAD_STORE_DATA_SIZE", v))?,
                ));
            }
            Slot::PixTex => {
                let v = claim(24, 6);
                out.push(Control::Type(
                    PixTexUsage::from_number(v).ok_or_else(|| bad("ILPixTexUsage", v))?,
                ));
            }
            Slot::ElemFmt => {
                let v = claim(20, 4);
                out.push(Control::Fmt(
                    0,
                    ElementFormat::from_number(v).ok_or_else(|| bad("ILElementFormat", v))?,
                ));
            }
            Slot::Indexed => {
                if claim(28, 1) == 1 {
                    out.push(Control::Ext);
                }
            }
            Slot::Named {
                name,
                kind,
                lo,
                width,
            } => {
                let v = claim(u32::from(lo), u32::from(width));
                let arg: Option<Option<String>> = match kind {
                    NamedKind::Flag if v == 1 => Some(None),
                    NamedKind::Choice(list, required) if v != 0 || required => {
                        let w = list.get(v as usize).ok_or_else(|| bad(name, v))?;
                        Some(Some((*w).to_string()))
                    }
                    NamedKind::Number if v != 0 => Some(Some(v.to_string())),
                    _ => None,
                };
                if let Some(arg) = arg {
                    out.push(Control::Other(name.into(), arg.map(Into::into)));
                }
            }
            Slot::KeywordFlags(list) => {
                for (i, k) in list.iter().enumerate() {
                    if claim(16 + i as u32, 1) == 1 {
                        out.push(Control::Keyword((*k).into()));
                    }
                }
            }
            Slot::KeywordChoice(list) => {
                let v = claim(16, 14);
                let k = list.get(v as usize).ok_or_else(|| bad("keyword", v))?;
                out.push(Control::Keyword((*k).into()));
            }
        }
    }
    let stray = u32::from(control) & !used;
    if stray != 0 {
        return Err(format!(
            "control field of `{op}` has bits {:#x} set that the opcode does not use",
            stray << CONTROL_LO
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relop_and_cmpval_positions() {
        // cmp_relop(ge)_cmpval(0.5): GE = 2 at 18:16 -> 2; 0.5 = 1 at 23:21 -> 1 << 5 = 0x20.
        let c = [Control::RelOp(RelOp::Ge), Control::CmpVal(CmpVal::Half)];
        assert_eq!(encode_controls(Opcode::Cmp, &c), Ok(0x22));
        assert_eq!(decode_controls(Opcode::Cmp, 0x22).unwrap(), c);
    }

    #[test]
    fn id_widths_differ_per_opcode() {
        // lds_load_id(15): 4-bit id at 19:16; 16 does not fit.
        assert_eq!(encode_controls(Opcode::LdsLoad, &[Control::Id(15)]), Ok(15));
        assert!(encode_controls(Opcode::LdsLoad, &[Control::Id(16)]).is_err());
        // uav_raw_store_id(1000): 14-bit id.
        assert_eq!(
            encode_controls(Opcode::UavRawStore, &[Control::Id(1000)]),
            Ok(1000)
        );
        // uav_raw_load_id(3)_cached: id 25:16 = 3, cached = 1 at 27:26 -> 1 << 10 = 0x400.
        let c = [Control::Id(3), Control::Cached];
        assert_eq!(encode_controls(Opcode::UavRawLoad, &c), Ok(0x403));
        assert_eq!(decode_controls(Opcode::UavRawLoad, 0x403).unwrap(), c);
        // Bit 4 of an LDS op's control is not part of its 4-bit id.
        assert!(decode_controls(Opcode::LdsLoad, 0x10).is_err());
    }

    #[test]
    fn fence_and_flags() {
        // fence_threads_lds_memory_gds: bits 16, 17, 18, 22 -> 0b100_0111 = 0x47.
        let c = [
            Control::Fence(FenceFlag::Threads),
            Control::Fence(FenceFlag::Lds),
            Control::Fence(FenceFlag::Memory),
            Control::Fence(FenceFlag::Gds),
        ];
        assert_eq!(encode_controls(Opcode::Fence, &c), Ok(0x47));
        assert_eq!(decode_controls(Opcode::Fence, 0x47).unwrap(), c);
        // mul_ieee: 1; dsy_fine: bit 23 -> 0x80.
        assert_eq!(encode_controls(Opcode::Mul, &[Control::Ieee]), Ok(1));
        assert_eq!(encode_controls(Opcode::Dsy, &[Control::Fine]), Ok(0x80));
    }

    #[test]
    fn dcl_uav_type_and_format() {
        // dcl_uav_id(1)_type(1d)_fmtx(float): id 1 at 19:16; FLOAT = 5 at 23:20 -> 0x50;
        // 1D = 1 at 29:24 -> 0x100. Total 0x151.
        let c = [
            Control::Id(1),
            Control::Type(PixTexUsage::Tex1D),
            Control::Fmt(0, ElementFormat::Float),
        ];
        assert_eq!(encode_controls(Opcode::DclUav, &c), Ok(0x151));
        assert_eq!(decode_controls(Opcode::DclUav, 0x151).unwrap(), c);
    }

    #[test]
    fn input_declaration_fields() {
        // dcl_input_usage(generic)_interp(linear): GENERIC = 6 (App B L14192-14218) at 20:16;
        // LINEAR = 2 (L14309-14318) at 23:21 -> 2 << 5 = 0x40. Total 0x46.
        let c = [
            Control::Other("usage".into(), Some("generic".into())),
            Control::Other("interp".into(), Some("linear".into())),
        ];
        assert_eq!(encode_controls(Opcode::DclInput, &c), Ok(0x46));
        assert_eq!(decode_controls(Opcode::DclInput, 0x46).unwrap(), c);
        // `_usage(pos)` is 0 but required, so it is decoded even from a zero field.
        assert_eq!(
            decode_controls(Opcode::DclOutput, 0).unwrap(),
            [Control::Other("usage".into(), Some("pos".into()))]
        );
        let wincoord = [Control::Other("usage".into(), Some("wincoord".into()))];
        assert!(encode_controls(Opcode::DclInput, &wincoord).is_err());
    }

    #[test]
    fn defaults_and_required() {
        // div with zeroop 0 (fltmax) decodes to no control; required relop is always there.
        assert_eq!(decode_controls(Opcode::Div, 0).unwrap(), vec![]);
        assert_eq!(
            decode_controls(Opcode::Ifc, 0).unwrap(),
            vec![Control::RelOp(RelOp::Ne)]
        );
        assert!(
            encode_controls(Opcode::Ifc, &[]).is_err(),
            "relop is required"
        );
        assert!(
            decode_controls(Opcode::Ifc, 6).is_err(),
            "relop 6 is undefined"
        );
        assert!(
            decode_controls(Opcode::Add, 1).is_err(),
            "add has no control bits"
        );
    }
}
