//! After selection: an indexed-temporary element or a relative constant read by one ALU
//! operation becomes that operation's operand (no `MOV` first).

use std::collections::HashMap;

use r600_isa::AluOp;

use crate::vcode::{Item, VReg, VSrc};

/// Replaces `MOV v, element` (the only definition of `v`; an array element or a relative
/// constant `C[base + AR.x]`) and the one reader of `v` by that reader taking the element
/// as its operand, when the reader follows in the same run of ALU operations with no write
/// of that array in between and, for a relative element, no MOVA in between (the element
/// and AR are then what the move saw).
pub fn fold_array_reads(items: &mut Vec<Item>) {
    let mut reads: HashMap<VReg, u32> = HashMap::new();
    let mut defs: HashMap<VReg, u32> = HashMap::new();
    for item in items.iter() {
        match item {
            Item::Alu(op) => {
                for r in op.reads() {
                    *reads.entry(r).or_default() += 1;
                }
                if let Some(d) = op.dst {
                    *defs.entry(d).or_default() += 1;
                }
            }
            Item::Fetch { index, dst, .. } => {
                *reads.entry(*index).or_default() += 1;
                *defs.entry(*dst).or_default() += 1;
            }
            Item::Store { .. } | Item::Tex(_) | Item::Export { .. } => {
                for r in item.mem_reads() {
                    *reads.entry(r).or_default() += 1;
                }
                if let Item::Tex(t) = item {
                    for d in t.writes() {
                        *defs.entry(d).or_default() += 1;
                    }
                }
            }
            _ => {}
        }
    }
    let mut k = 0;
    while k < items.len() {
        let Item::Alu(mv) = &items[k] else {
            k += 1;
            continue;
        };
        let (Some(v), [src @ (VSrc::Array(_) | VSrc::CfRel { .. })]) = (mv.dst, mv.srcs.as_slice())
        else {
            k += 1;
            continue;
        };
        let src = *src;
        // (token, AR) of the element: a relative constant has no writes to cross.
        let (token, ar) = match src {
            VSrc::Array(a) => (Some(a.token), a.ar),
            VSrc::CfRel { ar, .. } => (None, Some(ar)),
            _ => (None, None),
        };
        let plain = mv.op == AluOp::Mov && mv.neg == 0 && mv.abs == 0 && !mv.clamp;
        if !plain || reads.get(&v).copied() != Some(1) || defs.get(&v).copied() != Some(1) {
            k += 1;
            continue;
        }
        let mut target = None;
        for (m, item) in items.iter().enumerate().skip(k + 1) {
            let Item::Alu(op) = item else { break };
            if op.srcs.contains(&VSrc::Reg(v)) {
                target = Some(m);
                break;
            }
            let writes_array = op.dst_array.is_some_and(|a| Some(a.token) == token);
            let moves_ar = ar.is_some() && op.dst == ar;
            if writes_array || moves_ar || op.dst == Some(v) {
                break;
            }
        }
        let Some(m) = target else {
            k += 1;
            continue;
        };
        // A relative element's reader must not wait for anything computed after the MOVA
        // (a long wait could push it past a clause cut, where AR is lost): its other
        // operands are defined before the MOVA that set AR.
        if let Some(ar) = ar {
            let mova = items[..k]
                .iter()
                .rposition(|it| matches!(it, Item::Alu(op) if op.dst == Some(ar)));
            let others: Vec<VReg> = match &items[m] {
                Item::Alu(op) => op.reads().filter(|&r| r != v && r != ar).collect(),
                _ => Vec::new(),
            };
            let late = match mova {
                Some(p) => items[p + 1..m].iter().any(|it| match it {
                    Item::Alu(op) => op.writes().is_some_and(|d| others.contains(&d)),
                    Item::Fetch { dst, .. } => others.contains(dst),
                    Item::Tex(t) => t.writes().any(|d| others.contains(&d)),
                    _ => false,
                }),
                None => true,
            };
            if late {
                k += 1;
                continue;
            }
        }
        let element = src;
        if let Item::Alu(op) = &mut items[m] {
            for src in op.srcs.iter_mut() {
                if *src == VSrc::Reg(v) {
                    *src = element;
                }
            }
        }
        items.remove(k);
    }
}

#[cfg(test)]
mod tests {
    use r600_isa::{AluOp, Chan};

    use super::fold_array_reads;
    use crate::testing::{alu, lit, mov, plain_vregs, r, text};
    use crate::vcode::{ArrayRef, VOp, VSrc};

    const ELEMENT: ArrayRef = ArrayRef {
        token: 0,
        gpr: 3,
        chan: Chan::Y,
        ar: None,
    };

    #[test]
    fn an_element_read_by_one_operation_becomes_its_operand() {
        let mut items = vec![
            mov(1, VSrc::Array(ELEMENT)),
            alu(AluOp::AddInt, 2, &[r(1), lit(1)]),
        ];
        fold_array_reads(&mut items);
        assert_eq!(text(&items, &plain_vregs(3)), "v2 = ADD_INT R3.y, 0x1\n");
    }

    #[test]
    fn a_write_of_the_array_in_between_keeps_the_move() {
        let mut write = VOp::new(AluOp::Mov, None, &[lit(7)]);
        write.dst_array = Some(ELEMENT);
        let mut items = vec![
            mov(1, VSrc::Array(ELEMENT)),
            crate::vcode::Item::Alu(write),
            alu(AluOp::AddInt, 2, &[r(1), lit(1)]),
        ];
        fold_array_reads(&mut items);
        assert_eq!(
            text(&items, &plain_vregs(3)),
            "v1 = MOV R3.y\nR3.y = MOV 0x7\nv2 = ADD_INT v1, 0x1\n"
        );
    }
}
