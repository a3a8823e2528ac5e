//! Dead-code removal on the virtual code: ALU operations whose results nothing reads
//! (address arithmetic absorbed into fetch offsets and ARRAY_BASE, for instance) and
//! fetches whose destination nothing reads, until none is left.

use std::collections::HashSet;

use crate::vcode::{Item, VReg};

/// Removes ALU operations whose results nothing reads (address arithmetic absorbed into
/// fetch offsets and ARRAY_BASE, for instance), until none is left.
pub fn remove_dead_code(items: &mut Vec<Item>) {
    loop {
        let mut used: HashSet<VReg> = HashSet::new();
        for item in items.iter() {
            match item {
                Item::Alu(op) => used.extend(op.reads()),
                Item::Fetch { index, .. } => {
                    used.insert(*index);
                }
                Item::Store { .. } | Item::Tex(_) | Item::Export { .. } => {
                    used.extend(item.mem_reads());
                }
                _ => {}
            }
        }
        let before = items.len();
        let mut pruned = false;
        for item in items.iter_mut() {
            // TEX results nobody reads are masked.
            if let Item::Tex(t) = item {
                for d in t.dst.iter_mut() {
                    if d.is_some_and(|r| !used.contains(&r)) {
                        *d = None;
                        pruned = true;
                    }
                }
            }
        }
        items.retain(|item| match item {
            Item::Alu(op) => op.pred || !matches!(op.dst, Some(d) if !used.contains(&d)),
            // A fetch nobody reads (its words would all be masked) is dropped: it would
            // still count as a write of its GPR within the clause.
            Item::Fetch { dst, .. } => used.contains(dst),
            Item::Tex(t) => t.dst.iter().any(Option::is_some),
            _ => true,
        });
        if items.len() == before && !pruned {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use r600_isa::{AluOp, Chan};

    use super::remove_dead_code;
    use crate::testing::{alu, fetch, lit, mov, plain_vregs, r, store, text};

    #[test]
    fn unread_results_go_and_what_only_they_read_follows() {
        let mut items = vec![
            mov(0, lit(1)),
            alu(AluOp::AddInt, 1, &[r(0), lit(2)]),
            mov(2, lit(3)),
            fetch(4, 3, 0),
            store(3, 0, &[(Chan::X, 2)]),
        ];
        remove_dead_code(&mut items);
        assert_eq!(
            text(&items, &plain_vregs(5)),
            "v2 = MOV 0x3\nSTORE g[v3 + 0] x=v2\n"
        );
    }
}
