//! The specifiers of an IL instruction word (`_sat`, `_ieee`, `_relop(ge)`, `_id(3)`,
//! `_stage(1)`, ...; manual chapter 7 "Syntax" rows), parsed into the instruction's
//! controls.

use super::literals::{comp_index, lower, parse_offsets, parse_u32};
use super::{PResult, Parser};
use crate::enums::{
    CmpVal, DataSize, ElementFormat, FenceFlag, FirstBit, PixTexUsage, RelOp, ShiftScale, ZeroOp,
};
use crate::opcode::{Opcode, Paren};
use crate::program::Control;
use smallvec::SmallVec;

impl<'a> Parser<'a> {
    /// Parses the specifiers `rest` (= word[rest_start-start..]) of an instruction word.
    pub(super) fn controls(
        &mut self,
        opcode: Opcode,
        rest_start: usize,
        end: usize,
        out: &mut SmallVec<[Control; 1]>,
        clamp: &mut bool,
        shift: &mut ShiftScale,
    ) -> PResult<()> {
        let mut i = rest_start;
        let shape = opcode.shape();
        // Parenthesised control right after the mnemonic.
        if self.s.get(i) == Some(&b'(') {
            let (arg_start, arg_end, next) = self.paren_arg(i, end)?;
            let arg = self.text(arg_start, arg_end).trim();
            let c = match shape.paren {
                Paren::FirstBit => FirstBit::from_text(arg).map(Control::FirstBit),
                Paren::Id => parse_u32(arg).map(Control::ParenId),
                Paren::None => None,
            };
            match c {
                Some(c) => out.push(c),
                None => {
                    return Err(self.error(
                        arg_start,
                        arg_end,
                        format!("bad value `{arg}` for `{}(..)`", opcode.mnemonic()),
                    ))
                }
            }
            i = next;
        }
        while i < end {
            if self.s.get(i) != Some(&b'_') {
                return Err(self.error(i, end, "expected `_` before a control specifier"));
            }
            i += 1;
            let name_start = i;
            while i < end && self.s.get(i).is_some_and(|&b| b.is_ascii_alphanumeric()) {
                i += 1;
            }
            let name_end = i;
            let mut arg: Option<(usize, usize)> = None;
            if self.s.get(i) == Some(&b'(') {
                let (a, b, next) = self.paren_arg(i, end)?;
                arg = Some((a, b));
                i = next;
            }
            let name = lower(self.text(name_start, name_end));
            let argtext = arg.map(|(a, b)| self.text(a, b).trim());
            let span_end = i;
            // `_mem_write_only` / `_mem_read_only` span three segments.
            if opcode == Opcode::Fence && name == "mem" {
                let tail = self.text(name_end, end).to_ascii_lowercase();
                for (t, f) in [
                    ("_write_only", FenceFlag::MemWriteOnly),
                    ("_read_only", FenceFlag::MemReadOnly),
                ] {
                    if tail.starts_with(t) {
                        out.push(Control::Fence(f));
                        i = name_end + t.len();
                        break;
                    }
                }
                if i > span_end {
                    continue;
                }
            }
            if name.is_empty() {
                return Err(self.error(name_start - 1, span_end, "empty control specifier"));
            }
            let c = match (name.as_ref(), argtext) {
                ("sat", None) => {
                    *clamp = true;
                    continue;
                }
                (n @ ("x2" | "x4" | "x8" | "d2" | "d4" | "d8"), None) => {
                    *shift = ShiftScale::from_text(n).unwrap_or(ShiftScale::None);
                    continue;
                }
                ("relop", Some(a)) => RelOp::from_text(a).map(Control::RelOp),
                ("zeroop", Some(a)) => ZeroOp::from_text(a).map(Control::ZeroOp),
                ("cmpval", Some(a)) => CmpVal::from_text(a).map(Control::CmpVal),
                ("ieee", None) => Some(Control::Ieee),
                ("id", Some(a)) => parse_u32(a).map(Control::Id),
                ("resource", Some(a)) => parse_u32(a).map(Control::Resource),
                ("sampler", Some(a)) => parse_u32(a).map(Control::Sampler),
                ("stage", Some(a)) => parse_u32(a).map(Control::Stage),
                ("uint", None) => Some(Control::Uint),
                ("cached", None) => Some(Control::Cached),
                ("ext", None) => Some(Control::Ext),
                ("fine", None) => Some(Control::Fine),
                ("repeat", None) => Some(Control::Repeat),
                ("size", Some(a)) => DataSize::from_text(a).map(Control::Size),
                ("type", Some(a)) if PixTexUsage::from_text(a).is_some() => {
                    PixTexUsage::from_text(a).map(Control::Type)
                }
                ("fmtx" | "fmty" | "fmtz" | "fmtw", Some(a))
                    if ElementFormat::from_text(a).is_some() =>
                {
                    let comp =
                        comp_index(name.as_bytes().get(3).copied().unwrap_or(b'x')).unwrap_or(0);
                    ElementFormat::from_text(a).map(|f| Control::Fmt(comp, f))
                }
                ("aoffimmi" | "addroffimmi", Some(a)) => parse_offsets(a).map(Control::AOffImmi),
                (n, None) if opcode == Opcode::Fence => FenceFlag::from_text(n).map(Control::Fence),
                (
                    "relop" | "zeroop" | "cmpval" | "id" | "resource" | "sampler" | "stage"
                    | "size" | "aoffimmi" | "addroffimmi",
                    _,
                ) => None,
                ("ieee" | "uint" | "cached" | "ext" | "fine" | "repeat", Some(_)) => None,
                (_, a) => Some(Control::Other(name.as_ref().into(), a.map(Into::into))),
            };
            match c {
                Some(c) => out.push(c),
                None => {
                    let shown = self.text(name_start - 1, span_end).to_string();
                    return Err(self.error(
                        name_start - 1,
                        span_end,
                        format!("bad control specifier `{shown}`"),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Returns (arg start, arg end, position after `)`) for a `(` at `open`.
    fn paren_arg(&mut self, open: usize, end: usize) -> PResult<(usize, usize, usize)> {
        let mut j = open + 1;
        while j < end && self.s.get(j) != Some(&b')') {
            j += 1;
        }
        if j >= end {
            return Err(self.error(open, open + 1, "missing `)`"));
        }
        Ok((open + 1, j, j + 1))
    }
}
