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

#[cfg(test)]
mod tests {
    use r600_isa::{AluOp, Chan};

    use super::sink_stores;
    use crate::testing::{alu, lit, plain_vregs, r, store, text};

    #[test]
    fn a_write_moves_below_independent_work_but_not_below_a_redefinition() {
        let mut items = vec![
            store(0, 0, &[(Chan::X, 1)]),
            alu(AluOp::AddInt, 2, &[r(1), lit(1)]),
            store(0, 1, &[(Chan::X, 2)]),
            alu(AluOp::AddInt, 2, &[r(1), lit(2)]),
        ];
        sink_stores(&mut items);
        assert_eq!(
            text(&items, &plain_vregs(3)),
            "v2 = ADD_INT v1, 0x1\nSTORE g[v0 + 0] x=v1\nSTORE g[v0 + 1] x=v2\n\
             v2 = ADD_INT v1, 0x2\n"
        );
    }
}
