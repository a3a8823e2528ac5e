//! Copy coalescing on the virtual code: a `MOV d, r` whose source has one ALU definition
//! disappears, that definition writing `d` directly.

use r600_isa::AluOp;

use crate::vcode::{Item, VReg, VRegInfo, VSrc};

/// Removes `MOV d, r` where `r` has one definition (an ALU operation), by letting that
/// operation write `d` directly. Other readers of `r` then read `d`, which needs `d` to be
/// defined only by the move and those readers to be ALU operations (a store's data or
/// index and a fetch's index keep their own register). A multiply-defined `d` (a block
/// parameter) is coalesced only when `r` has no other reader, within one ALU segment with
/// no access to `d` in between.
pub fn coalesce_copies(items: &mut Vec<Item>, vregs: &[VRegInfo]) {
    loop {
        let n = vregs.len();
        let mut defs = vec![0u32; n];
        let mut def_at = vec![usize::MAX; n];
        let mut reads = vec![0u32; n];
        // Registers read by something other than an ALU source (or through AR).
        let mut pinned = vec![false; n];
        for (k, item) in items.iter().enumerate() {
            match item {
                Item::Alu(op) => {
                    for r in op.reads() {
                        reads[r as usize] += 1;
                    }
                    for src in &op.srcs {
                        if let VSrc::CfRel { ar, .. } = src {
                            pinned[*ar as usize] = true;
                        }
                    }
                    if let Some(d) = op.dst {
                        defs[d as usize] += 1;
                        def_at[d as usize] = k;
                    }
                }
                Item::Fetch { dst, index, .. } => {
                    defs[*dst as usize] += 1;
                    reads[*index as usize] += 1;
                    pinned[*index as usize] = true;
                }
                Item::Store { .. } | Item::Export { .. } | Item::Tex(_) => {
                    for r in item.mem_reads() {
                        reads[r as usize] += 1;
                        pinned[r as usize] = true;
                    }
                    if let Item::Tex(t) = item {
                        for d in t.writes() {
                            defs[d as usize] += 1;
                        }
                    }
                }
                _ => {}
            }
        }
        let plain = |r: usize| {
            let i = &vregs[r];
            i.chan.is_none() && i.precolor.is_none() && i.tuple.is_none() && !i.multi_def
        };
        let mut change = None;
        for (m, item) in items.iter().enumerate() {
            let Item::Alu(op) = item else { continue };
            let (Some(d), [VSrc::Reg(r)]) = (op.dst, op.srcs.as_slice()) else {
                continue;
            };
            if op.op != AluOp::Mov || op.neg != 0 || op.abs != 0 || op.clamp {
                continue;
            }
            let (r, d) = (*r as usize, d as usize);
            if r == d || !plain(r) || defs[r] != 1 || def_at[r] > m {
                continue;
            }
            let shared = reads[r] > 1;
            if shared && (pinned[r] || defs[d] != 1 || vregs[d].multi_def || vregs[d].ar) {
                continue;
            }
            if vregs[d].precolor.is_some() {
                continue;
            }
            let k = def_at[r];
            if !matches!(&items[k], Item::Alu(def) if !def.pred) {
                continue;
            }
            if vregs[d].multi_def {
                let clean = items[k + 1..m].iter().all(|it| match it {
                    Item::Alu(o) => o.dst != Some(d as VReg) && o.reads().all(|x| x != d as VReg),
                    _ => false,
                });
                if !clean {
                    continue;
                }
            }
            change = Some((k, m, d as VReg));
            break;
        }
        let Some((k, m, d)) = change else { return };
        let r = match &items[k] {
            Item::Alu(def) => def.dst,
            _ => None,
        };
        if let Item::Alu(def) = &mut items[k] {
            def.dst = Some(d);
        }
        items.remove(m);
        if let Some(r) = r {
            for item in items.iter_mut() {
                if let Item::Alu(op) = item {
                    for src in op.srcs.iter_mut() {
                        if *src == VSrc::Reg(r) {
                            *src = VSrc::Reg(d);
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use r600_isa::{AluOp, Chan};

    use super::coalesce_copies;
    use crate::testing::{alu, lit, mov, plain_vregs, r, store, text};

    #[test]
    fn a_copy_of_a_single_definition_becomes_that_definition() {
        let mut items = vec![
            alu(AluOp::AddInt, 1, &[r(0), lit(2)]),
            mov(2, r(1)),
            alu(AluOp::MulIeee, 3, &[r(2), r(1)]),
            store(0, 0, &[(Chan::X, 3)]),
        ];
        coalesce_copies(&mut items, &plain_vregs(4));
        assert_eq!(
            text(&items, &plain_vregs(4)),
            "v2 = ADD_INT v0, 0x2\nv3 = MUL_IEEE v2, v2\nSTORE g[v0 + 0] x=v3\n"
        );
    }

    #[test]
    fn a_source_a_store_also_reads_keeps_its_register() {
        let mut items = vec![
            alu(AluOp::AddInt, 1, &[r(0), lit(2)]),
            mov(2, r(1)),
            store(0, 0, &[(Chan::X, 1)]),
            store(0, 1, &[(Chan::X, 2)]),
        ];
        let before = text(&items, &plain_vregs(3));
        coalesce_copies(&mut items, &plain_vregs(3));
        assert_eq!(text(&items, &plain_vregs(3)), before);
    }
}
