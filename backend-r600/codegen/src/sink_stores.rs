//! After selection: memory writes move below the ALU work after them that they do not
//! depend on, so that the work joins the clause before them.

use crate::vcode::Item;

/// Moves each memory write after the ALU operations that follow it and do not redefine
/// the registers it reads (a write changes no register, ALU operations touch no memory),
/// so that ALU work between writes, such as the copy of a value into a second write's
/// tuple, joins the clause before them instead of forming its own clause. Writes keep
/// their order among themselves and before fetches and control flow; a PRED_SET stays
/// right before its push.
pub fn sink_stores(items: &mut [Item]) {
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..items.len().saturating_sub(1) {
            let (Item::Store { index, data, .. }, Item::Alu(op)) = (&items[i], &items[i + 1])
            else {
                continue;
            };
            let clobbers = op
                .dst
                .is_some_and(|d| d == *index || data.iter().any(|(_, r)| *r == d));
            if op.pred || clobbers {
                continue;
            }
            items.swap(i, i + 1);
            changed = true;
        }
    }
}
