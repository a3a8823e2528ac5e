//! After selection: the ALU work of an exit side (`if (c) { …; break }`) moves before the
//! `PRED_SET*` when nothing in the loop reads what it writes, leaving a bare exit that
//! emission folds into an `ALU_BREAK` / `ALU_CONTINUE` clause.

use std::collections::HashSet;

use crate::vcode::{Item, VReg, VRegInfo, VSrc};

/// `if (c) { ALU work; break / continue }`: the ALU work moves before the PRED_SET (it then
/// runs for every active lane) when nothing in the loop reads what it writes, so that the
/// side is a bare exit, which emission folds into an `ALU_BREAK` / `ALU_CONTINUE` clause.
/// What it writes are the break target's block parameters (and temporaries of those
/// moves): the lanes that do not leave here leave later through an edge that assigns them
/// again, and no other lane reads them (their uses are dominated by the target). Exit
/// flags of multi-level exits, array writes and AR work never move.
pub fn hoist_before_exits(items: &mut [Item], vregs: &[VRegInfo], exit_flags: &HashSet<VReg>) {
    let reads_of = |item: &Item| -> Vec<VReg> { item.mem_reads() };
    let mut i = 0;
    while i + 2 < items.len() {
        let is_pred = matches!(&items[i], Item::Alu(op) if op.pred);
        if !is_pred || !matches!(items[i + 1], Item::IfPush) {
            i += 1;
            continue;
        }
        let start = i + 2;
        let mut end = start;
        while matches!(items.get(end), Some(Item::Alu(_))) {
            end += 1;
        }
        let bare_exit = matches!(items.get(end), Some(Item::LoopBreak | Item::LoopContinue))
            && matches!(items.get(end + 1), Some(Item::Pop | Item::Else));
        if end == start || !bare_exit {
            i += 1;
            continue;
        }
        // The innermost loop around: its LOOP_START before and LOOP_END after.
        let mut depth = 0usize;
        let mut loop_start = None;
        for k in (0..i).rev() {
            match items[k] {
                Item::LoopEnd => depth += 1,
                Item::LoopStart if depth == 0 => {
                    loop_start = Some(k);
                    break;
                }
                Item::LoopStart => depth -= 1,
                _ => {}
            }
        }
        let mut depth = 0usize;
        let mut loop_end = None;
        for (k, item) in items.iter().enumerate().skip(end + 1) {
            match item {
                Item::LoopStart => depth += 1,
                Item::LoopEnd if depth == 0 => {
                    loop_end = Some(k);
                    break;
                }
                Item::LoopEnd => depth -= 1,
                _ => {}
            }
        }
        let (Some(ls), Some(le)) = (loop_start, loop_end) else {
            i += 1;
            continue;
        };
        let mut written = Vec::new();
        let movable = items[start..end].iter().all(|item| {
            let Item::Alu(op) = item else { return false };
            let plain_srcs = op
                .srcs
                .iter()
                .all(|s| matches!(s, VSrc::Reg(_) | VSrc::Lit(_) | VSrc::Kc { .. }));
            match op.dst {
                Some(d)
                    if !op.pred
                        && op.dst_array.is_none()
                        && plain_srcs
                        && !vregs[d as usize].ar
                        && !exit_flags.contains(&d) =>
                {
                    written.push(d);
                    true
                }
                _ => false,
            }
        });
        let read_in_loop = items[ls..=le]
            .iter()
            .enumerate()
            .filter(|(k, _)| !(start - ls..end - ls).contains(k))
            .any(|(_, item)| reads_of(item).iter().any(|r| written.contains(r)));
        if movable && !read_in_loop {
            // [pred][push][work] -> [work][pred][push]
            items[i..end].rotate_right(end - start);
        }
        i = end + 1;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use r600_isa::{AluOp, Chan};

    use super::hoist_before_exits;
    use crate::testing::{alu, lit, mov, plain_vregs, pred, r, store, text};
    use crate::vcode::Item;

    fn exit_loop(after_pop: Option<Item>) -> Vec<Item> {
        let mut items = vec![
            Item::LoopStart,
            pred(AluOp::PredSeteInt, 1, &[r(0), lit(0)]),
            Item::IfPush,
            mov(2, lit(5)),
            Item::LoopBreak,
            Item::Pop,
        ];
        items.extend(after_pop);
        items.push(Item::LoopEnd);
        items.push(store(0, 0, &[(Chan::X, 2)]));
        items
    }

    #[test]
    fn work_nothing_in_the_loop_reads_moves_before_the_condition() {
        let mut items = exit_loop(None);
        hoist_before_exits(&mut items, &plain_vregs(3), &HashSet::new());
        assert_eq!(
            text(&items, &plain_vregs(3)),
            "LOOP_START\nv2 = MOV 0x5\nv1 = PRED_SETE_INT v0, 0x0 pred\nIF_PUSH\nLOOP_BREAK\n\
             POP\nLOOP_END\nSTORE g[v0 + 0] x=v2\n"
        );
    }

    #[test]
    fn work_the_loop_reads_stays_on_its_side() {
        let mut items = exit_loop(Some(alu(AluOp::AddInt, 3, &[r(2), lit(1)])));
        let before = text(&items, &plain_vregs(4));
        hoist_before_exits(&mut items, &plain_vregs(4), &HashSet::new());
        assert_eq!(text(&items, &plain_vregs(4)), before);
        // An exit flag never moves either.
        let mut items = exit_loop(None);
        let before = text(&items, &plain_vregs(3));
        hoist_before_exits(&mut items, &plain_vregs(3), &HashSet::from([2]));
        assert_eq!(text(&items, &plain_vregs(3)), before);
    }
}
