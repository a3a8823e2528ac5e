//! A text form of the virtual code (`ilc --emit r600-vcode`, the per-pass `tracing` dumps
//! and the passes' unit tests): one item per line, in program order.
//!
//! ```text
//! v3 = MULADD_IEEE v0, -v1, 0x3f800000
//! v4.x = FETCH g[v2] +1
//! STORE g[v5 + 2] x=v6 y=v7
//! IF_PUSH
//! ```
//!
//! A register is `vN`, with `.c` when its element is fixed and `@Rk` when it is a preloaded
//! GPR; sources are registers, constants (`0x…`), constant-buffer words (`kcN[w].c`),
//! AR-relative constants (`C[b + AR].c`) and array elements (`Rg.c`, `R[g + AR].c`); `-` and
//! `|…|` are the NEG and ABS modifiers.

use std::fmt::{self, Write};

use crate::isel::Selected;
use crate::vcode::{ArrayRef, Item, VOp, VReg, VRegInfo, VSrc};

/// Prints `items` with the register facts `vregs` (one line per item).
pub fn print_items(items: &[Item], vregs: &[VRegInfo]) -> String {
    let mut out = String::new();
    for item in items {
        // Writing to a String cannot fail.
        let _ = writeln!(out, "{}", ItemText { item, vregs });
    }
    out
}

impl fmt::Display for Selected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.array_gprs.is_empty() {
            writeln!(
                f,
                "; arrays in R{}..R{}",
                self.array_gprs.start,
                self.array_gprs.end - 1
            )?;
        }
        f.write_str(&print_items(&self.items, &self.vregs))
    }
}

/// One item with the register facts it is printed with.
struct ItemText<'a> {
    item: &'a Item,
    vregs: &'a [VRegInfo],
}

impl ItemText<'_> {
    fn reg(&self, f: &mut fmt::Formatter<'_>, r: VReg) -> fmt::Result {
        write!(f, "v{r}")?;
        if let Some(info) = self.vregs.get(r as usize) {
            if let Some(c) = info.chan {
                write!(f, ".{c}")?;
            }
            if let Some(g) = info.precolor {
                write!(f, "@R{g}")?;
            }
        }
        Ok(())
    }

    fn array(f: &mut fmt::Formatter<'_>, a: &ArrayRef) -> fmt::Result {
        match a.ar {
            Some(_) => write!(f, "R[{} + AR].{}", a.gpr, a.chan),
            None => write!(f, "R{}.{}", a.gpr, a.chan),
        }
    }

    fn src(&self, f: &mut fmt::Formatter<'_>, op: &VOp, k: usize) -> fmt::Result {
        let (neg, abs) = (op.neg & (1 << k) != 0, op.abs & (1 << k) != 0);
        if neg {
            f.write_str("-")?;
        }
        if abs {
            f.write_str("|")?;
        }
        match &op.srcs[k] {
            VSrc::Reg(r) => self.reg(f, *r)?,
            VSrc::Lit(bits) => write!(f, "{bits:#x}")?,
            VSrc::Kc { cb, word } => write!(
                f,
                "kc{cb}[{}].{}",
                word / 4,
                r600_isa::Chan::from_bits(*word)
            )?,
            VSrc::CfRel { base, chan, .. } => write!(f, "C[{base} + AR].{chan}")?,
            VSrc::Array(a) => Self::array(f, a)?,
        }
        if abs {
            f.write_str("|")?;
        }
        Ok(())
    }

    fn alu(&self, f: &mut fmt::Formatter<'_>, op: &VOp) -> fmt::Result {
        match (op.dst_array, op.dst) {
            (Some(a), _) => {
                Self::array(f, &a)?;
                f.write_str(" = ")?;
            }
            (None, Some(d)) => {
                self.reg(f, d)?;
                f.write_str(" = ")?;
            }
            (None, None) => {}
        }
        f.write_str(op.op.name())?;
        for k in 0..op.srcs.len() {
            f.write_str(if k == 0 { " " } else { ", " })?;
            self.src(f, op, k)?;
        }
        if op.clamp {
            f.write_str(" clamp")?;
        }
        if op.pred {
            f.write_str(" pred")?;
        }
        Ok(())
    }
}

impl fmt::Display for ItemText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.item {
            Item::Alu(op) => self.alu(f, op),
            Item::Fetch { dst, index, offset } => {
                self.reg(f, *dst)?;
                f.write_str(" = FETCH g[")?;
                self.reg(f, *index)?;
                write!(f, "] +{offset}")
            }
            Item::Store { index, base, data } => {
                f.write_str("STORE g[")?;
                self.reg(f, *index)?;
                write!(f, " + {base}]")?;
                for (c, r) in data {
                    write!(f, " {c}=")?;
                    self.reg(f, *r)?;
                }
                Ok(())
            }
            Item::Tex(t) => {
                f.write_str("(")?;
                for (k, d) in t.dst.iter().enumerate() {
                    f.write_str(if k == 0 { "" } else { ", " })?;
                    match d {
                        Some(r) => self.reg(f, *r)?,
                        None => f.write_str("_")?,
                    }
                }
                write!(
                    f,
                    ") = TEX {} r{} s{} (",
                    t.op.name(),
                    t.resource,
                    t.sampler
                )?;
                for (k, s) in t.src.iter().enumerate() {
                    f.write_str(if k == 0 { "" } else { ", " })?;
                    match s {
                        Some(r) => self.reg(f, *r)?,
                        None => f.write_str("0")?,
                    }
                }
                f.write_str(")")?;
                if !t.normalized {
                    f.write_str(" unnorm")?;
                }
                if t.offset != [0; 3] {
                    write!(f, " offset{:?}", t.offset)?;
                }
                Ok(())
            }
            Item::Export { ty, target, data } => {
                let kind = ["PIXEL", "POS", "PARAM"]
                    .get(usize::from(*ty))
                    .unwrap_or(&"?");
                write!(f, "EXPORT {kind}:{target}")?;
                for (c, r) in data {
                    write!(f, " {c}=")?;
                    self.reg(f, *r)?;
                }
                Ok(())
            }
            Item::IfPush => f.write_str("IF_PUSH"),
            Item::Else => f.write_str("ELSE"),
            Item::Pop => f.write_str("POP"),
            Item::LoopStart => f.write_str("LOOP_START"),
            Item::LoopEnd => f.write_str("LOOP_END"),
            Item::LoopBreak => f.write_str("LOOP_BREAK"),
            Item::LoopContinue => f.write_str("LOOP_CONTINUE"),
        }
    }
}

#[cfg(test)]
mod tests {
    use r600_isa::{AluOp, Chan};

    use super::print_items;
    use crate::testing::{alu, fetch, lit, r, store};
    use crate::vcode::{ArrayRef, Item, VOp, VRegInfo, VSrc};

    #[test]
    fn every_operand_kind_prints_as_documented() {
        let mut muladd = VOp::new(
            AluOp::MuladdIeee,
            Some(3),
            &[r(0), r(1), VSrc::Kc { cb: 1, word: 6 }],
        );
        muladd.neg = 0b10;
        muladd.abs = 0b01;
        muladd.clamp = true;
        let mut write = VOp::new(
            AluOp::Mov,
            None,
            &[VSrc::CfRel {
                base: 4,
                chan: Chan::W,
                ar: 2,
            }],
        );
        write.dst_array = Some(ArrayRef {
            token: 5,
            gpr: 3,
            chan: Chan::Z,
            ar: Some(2),
        });
        let items = vec![
            Item::Alu(muladd),
            Item::Alu(write),
            fetch(4, 0, 1),
            store(0, 2, &[(Chan::X, 3), (Chan::Y, 4)]),
            alu(AluOp::AddInt, 6, &[lit(0xffff_ffff), r(3)]),
            Item::LoopStart,
            Item::LoopEnd,
        ];
        let mut vregs = vec![VRegInfo::default(); 7];
        vregs[0] = VRegInfo {
            chan: Some(Chan::X),
            precolor: Some(0),
            ..VRegInfo::default()
        };
        vregs[4].chan = Some(Chan::Y);
        assert_eq!(
            print_items(&items, &vregs),
            "v3 = MULADD_IEEE |v0.x@R0|, -v1, kc1[1].z clamp\n\
             R[3 + AR].z = MOV C[4 + AR].w\n\
             v4.y = FETCH g[v0.x@R0] +1\n\
             STORE g[v0.x@R0 + 2] x=v3 y=v4.y\n\
             v6 = ADD_INT 0xffffffff, v3\n\
             LOOP_START\n\
             LOOP_END\n"
        );
    }
}
