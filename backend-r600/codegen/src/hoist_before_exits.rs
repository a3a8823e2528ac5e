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
    let reads_of = |item: &Item| -> Vec<VReg> {
        match item {
            Item::Alu(op) => op.reads().collect(),
            Item::Fetch { index, .. } => vec![*index],
            Item::Store { index, data, .. } => {
                let mut v = vec![*index];
                v.extend(data.iter().map(|(_, r)| *r));
                v
            }
            _ => Vec::new(),
        }
    };
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
