//! Clause formation: the virtual program grouped into ALU segments (each scheduled into
//! clauses by [`crate::sched`]), VTX and TEX fetch clauses (at most eight instructions,
//! none reading a register another fetch of the clause writes), MEM_SCRATCH writes, exports
//! and CF markers.

use std::collections::HashSet;

use r600_isa::Chan;

use super::{internal, Clauses, Planned};
use crate::error::CodegenError;
use crate::isel::Selected;
use crate::sched::{schedule, DefSites, SchedOptions};
use crate::vcode::{Item, VOp, VReg};
use crate::Options;

/// Forms the clauses of `sel` and schedules its ALU segments.
pub fn form_clauses(sel: &Selected, opts: &Options) -> Result<Clauses, CodegenError> {
    let mut chans: Vec<Option<Chan>> = sel.vregs.iter().map(|v| v.chan).collect();
    let tuples: Vec<Option<u32>> = sel.vregs.iter().map(|v| v.tuple).collect();
    let mut defs = DefSites::new();
    let mut serial = 0usize;
    let mut segments: Vec<Vec<VOp>> = Vec::new();
    let mut plan: Vec<Planned> = Vec::new();
    let items = &sel.items;
    let mut i = 0;
    while i < items.len() {
        match &items[i] {
            Item::Alu(_) => {
                let mut seg = Vec::new();
                while let Some(Item::Alu(op)) = items.get(i) {
                    seg.push(op.clone());
                    i += 1;
                }
                let push_before = matches!(items.get(i), Some(Item::IfPush));
                if push_before {
                    i += 1;
                }
                let is_ar = |r: VReg| sel.vregs[r as usize].ar;
                let clauses = schedule(
                    &seg,
                    &is_ar,
                    &mut chans,
                    &mut defs,
                    &mut serial,
                    SchedOptions { pack: opts.pack },
                );
                let n = clauses.len();
                let s = segments.len();
                segments.push(seg);
                for (k, clause) in clauses.into_iter().enumerate() {
                    plan.push(Planned::Alu {
                        seg: s,
                        clause,
                        push_before: push_before && k + 1 == n,
                        exit: None,
                    });
                }
                continue;
            }
            Item::Fetch { .. } => {
                let mut cur: Vec<(VReg, VReg, u32)> = Vec::new();
                let mut dsts: HashSet<VReg> = HashSet::new();
                while let Some(Item::Fetch { dst, index, offset }) = items.get(i) {
                    let with = [cur.as_slice(), &[(*dst, *index, *offset)]].concat();
                    if fetch_groups(&with, &chans, &tuples).len()
                        > r600_isa::program::MAX_FETCH_CLAUSE_INSTS
                        || dsts.contains(index)
                    {
                        plan.push(Planned::Fetch(std::mem::take(&mut cur)));
                        dsts.clear();
                    }
                    cur.push((*dst, *index, *offset));
                    dsts.insert(*dst);
                    i += 1;
                }
                plan.push(Planned::Fetch(cur));
                continue;
            }
            Item::Tex(_) => {
                let mut cur: Vec<crate::vcode::TexItem> = Vec::new();
                let mut dsts: HashSet<VReg> = HashSet::new();
                while let Some(Item::Tex(t)) = items.get(i) {
                    if cur.len() == r600_isa::program::MAX_FETCH_CLAUSE_INSTS
                        || t.reads().any(|r| dsts.contains(&r))
                    {
                        plan.push(Planned::Tex(std::mem::take(&mut cur)));
                        dsts.clear();
                    }
                    dsts.extend(t.writes());
                    cur.push(t.clone());
                    i += 1;
                }
                plan.push(Planned::Tex(cur));
                continue;
            }
            Item::Export { ty, target, data } => plan.push(Planned::Export {
                ty: *ty,
                target: *target,
                data: data.clone(),
            }),
            Item::Store { index, base, data } => plan.push(Planned::Store {
                index: *index,
                base: *base,
                data: data.clone(),
            }),
            Item::IfPush => return Err(internal("IfPush without a PRED_SET clause")),
            Item::Else => plan.push(Planned::Else),
            Item::Pop => plan.push(Planned::Pop),
            Item::LoopStart => plan.push(Planned::LoopStart),
            Item::LoopEnd => plan.push(Planned::LoopEnd),
            Item::LoopBreak => plan.push(Planned::LoopBreak),
            Item::LoopContinue => plan.push(Planned::LoopContinue),
        }
        i += 1;
    }
    Ok(Clauses {
        plan,
        segments,
        chans,
    })
}

/// The VTX instructions `fetches` (dst, index, word offset) need, each as the fetches it
/// serves: fetches of one element with the same index that go to different elements share
/// one (in order, first fit) when their destinations can share a GPR (none is in a
/// register tuple yet, or all are in the same one: a write's tuple).
pub fn fetch_groups(
    fetches: &[(VReg, VReg, u32)],
    chans: &[Option<Chan>],
    tuples: &[Option<u32>],
) -> Vec<Vec<(VReg, VReg, u32)>> {
    // (index, OFFSET, tuple, elements taken, members).
    type Group = (VReg, u32, Option<u32>, [bool; 4], Vec<(VReg, VReg, u32)>);
    let mut groups: Vec<Group> = Vec::new();
    for &(dst, index, offset) in fetches {
        let c = chans[dst as usize].unwrap_or(Chan::X) as usize;
        let t = tuples[dst as usize];
        match groups
            .iter_mut()
            .find(|(i, o, u, taken, _)| *i == index && *o == offset & !3 && *u == t && !taken[c])
        {
            Some((_, _, _, taken, members)) => {
                taken[c] = true;
                members.push((dst, index, offset));
            }
            None => {
                let mut taken = [false; 4];
                taken[c] = true;
                groups.push((index, offset & !3, t, taken, vec![(dst, index, offset)]));
            }
        }
    }
    groups.into_iter().map(|g| g.4).collect()
}

#[cfg(test)]
mod tests {
    use r600_isa::{AluOp, Chan};

    use super::form_clauses;
    use crate::emit::Planned;
    use crate::testing::{alu, fetch, lit, pred, r, selected};
    use crate::vcode::{Item, VRegInfo};
    use crate::Options;

    fn x() -> VRegInfo {
        VRegInfo {
            chan: Some(Chan::X),
            ..VRegInfo::default()
        }
    }

    #[test]
    fn nine_fetches_of_distinct_elements_need_two_vtx_clauses() {
        // Nine VTX instructions (one per element) exceed the eight a clause holds
        // (MAX_FETCH_CLAUSE_INSTS).
        let mut vregs = vec![VRegInfo {
            precolor: Some(0),
            ..x()
        }];
        let items: Vec<Item> = (1..=9).map(|d| fetch(d, 0, 4 * d)).collect();
        vregs.extend((1..=9).map(|_| x()));
        let clauses = form_clauses(&selected(items, vregs), &Options::default()).unwrap();
        let sizes: Vec<usize> = clauses
            .plan
            .iter()
            .map(|p| match p {
                Planned::Fetch(f) => f.len(),
                other => panic!("not a fetch clause: {other:?}"),
            })
            .collect();
        assert_eq!(sizes, [8, 1]);
    }

    fn tex(src: u32, dst: u32) -> Item {
        Item::Tex(crate::vcode::TexItem {
            op: r600_isa::TexOp::Sample,
            resource: 0,
            sampler: 0,
            normalized: true,
            offset: [0; 3],
            src: [Some(src), None, None, None],
            dst: [Some(dst), None, None, None],
        })
    }

    fn tex_clause_sizes(items: Vec<Item>, vregs: Vec<VRegInfo>) -> Vec<usize> {
        let clauses = form_clauses(&selected(items, vregs), &Options::default()).unwrap();
        clauses
            .plan
            .iter()
            .map(|p| match p {
                Planned::Tex(t) => t.len(),
                other => panic!("not a TEX clause: {other:?}"),
            })
            .collect()
    }

    #[test]
    fn tex_clauses_hold_eight_and_never_read_a_result_of_their_own() {
        // Nine independent samples: 8 + 1 (r600-isa L9163-9166: at most eight per clause).
        let vregs = vec![x(); 10];
        let items: Vec<Item> = (1..=9).map(|d| tex(0, d)).collect();
        assert_eq!(tex_clause_sizes(items, vregs.clone()), [8, 1]);
        // A dependent sample (its coordinate is the first one's result) starts a clause.
        let items = vec![tex(0, 1), tex(1, 2), tex(0, 3)];
        assert_eq!(tex_clause_sizes(items, vregs), [1, 2]);
    }

    #[test]
    fn a_pred_set_run_before_a_push_is_one_push_before_clause() {
        let vregs = vec![
            VRegInfo {
                precolor: Some(0),
                ..x()
            },
            VRegInfo::default(),
            VRegInfo::default(),
        ];
        let items = vec![
            alu(AluOp::AddInt, 1, &[r(0), lit(1)]),
            pred(AluOp::PredSeteInt, 2, &[r(1), lit(0)]),
            Item::IfPush,
            Item::Pop,
        ];
        let clauses = form_clauses(&selected(items, vregs), &Options::default()).unwrap();
        assert!(matches!(
            clauses.plan.as_slice(),
            [
                Planned::Alu {
                    seg: 0,
                    push_before: true,
                    exit: None,
                    ..
                },
                Planned::Pop
            ]
        ));
        assert_eq!(clauses.segments[0].len(), 2);
        // The scheduler chose an element for each result.
        assert!(clauses.chans[1].is_some());
    }
}
