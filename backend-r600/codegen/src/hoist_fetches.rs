//! After selection: a run of fetches (VTX or TEX) moves above the ALU run before it when that work does
//! not compute its indices, so that the work joins the clause after the fetches.

use crate::vcode::{Item, VReg};

/// Moves a run of fetches before the ALU operations right before it when none of them
/// computes an index of the run (nor touches a fetched register or sets the predicate):
/// that ALU work then joins the clause after the fetches, which needs the fetched values,
/// instead of forming a clause of its own. When some of it must stay (an index is computed
/// there), the run stays where it is: the clause before it is needed anyway, and moving
/// the rest out would only crowd the clause after it. The ALU run moves as a whole, so a
/// MOVA stays in the clause of its readers.
pub fn hoist_fetches(items: &mut [Item]) {
    let mut i = 0;
    while i < items.len() {
        let is_fetch = |it: Option<&Item>| matches!(it, Some(Item::Fetch { .. } | Item::Tex(_)));
        if !is_fetch(items.get(i)) {
            i += 1;
            continue;
        }
        let fetch_start = i;
        let mut fetch_end = i;
        while is_fetch(items.get(fetch_end)) {
            fetch_end += 1;
        }
        let mut alu_start = fetch_start;
        while alu_start > 0 && matches!(items[alu_start - 1], Item::Alu(_)) {
            alu_start -= 1;
        }
        // Registers the run writes and reads (a TEX reads and writes up to four).
        let mut dsts: Vec<VReg> = Vec::new();
        let mut srcs: Vec<VReg> = Vec::new();
        for it in &items[fetch_start..fetch_end] {
            match it {
                Item::Fetch { dst, index, .. } => {
                    dsts.push(*dst);
                    srcs.push(*index);
                }
                Item::Tex(t) => {
                    dsts.extend(t.writes());
                    srcs.extend(t.reads());
                }
                _ => {}
            }
        }
        let movable = alu_start < fetch_start
            && items[alu_start..fetch_start].iter().all(|it| match it {
                Item::Alu(op) => {
                    !op.pred
                        && op
                            .writes()
                            .map_or(true, |w| !srcs.contains(&w) && !dsts.contains(&w))
                        && op.reads().all(|r| !dsts.contains(&r))
                }
                _ => false,
            });
        if movable {
            // [alu][fetches] -> [fetches][alu]
            items[alu_start..fetch_end].rotate_left(fetch_start - alu_start);
        }
        i = fetch_end;
    }
}

#[cfg(test)]
mod tests {
    use r600_isa::AluOp;

    use super::hoist_fetches;
    use crate::testing::{alu, fetch, lit, plain_vregs, r, text};

    #[test]
    fn fetches_move_above_work_that_does_not_compute_their_index() {
        let mut items = vec![
            alu(AluOp::AddInt, 1, &[r(0), lit(1)]),
            fetch(3, 0, 0),
            alu(AluOp::AddInt, 4, &[r(3), r(1)]),
        ];
        hoist_fetches(&mut items);
        assert_eq!(
            text(&items, &plain_vregs(5)),
            "v3 = FETCH g[v0] +0\nv1 = ADD_INT v0, 0x1\nv4 = ADD_INT v3, v1\n"
        );
    }

    #[test]
    fn fetches_stay_after_the_work_computing_their_index() {
        let mut items = vec![alu(AluOp::AddInt, 1, &[r(0), lit(1)]), fetch(3, 1, 0)];
        hoist_fetches(&mut items);
        assert_eq!(
            text(&items, &plain_vregs(4)),
            "v1 = ADD_INT v0, 0x1\nv3 = FETCH g[v1] +0\n"
        );
    }
}
