//! Live ranges of the virtual registers over program positions (two per ALU group, fetch
//! clause or CF instruction), the loops' position spans, the registers a fetch destination
//! must not share a GPR with, and fetches merged into register tuples.

use r600_isa::Chan;

use super::{fetch_groups, internal, Clauses, Planned};
use crate::error::CodegenError;
use crate::isel::Selected;
use crate::regalloc::Live;
use crate::sched::always_writes;
use crate::vcode::{VReg, VRegInfo, VSrc};

/// What register allocation needs to know about the clauses.
#[derive(Debug)]
pub struct LiveRanges {
    /// Per virtual register.
    pub live: Vec<Live>,
    /// (start, end) position spans of the loops.
    pub loops: Vec<(u32, u32)>,
    /// Per virtual register, the registers it must not share a GPR element with.
    pub avoid: Vec<Vec<VReg>>,
}

/// Computes the live ranges of `sel`'s registers in `clauses`.
pub fn live_ranges(sel: &Selected, clauses: &Clauses) -> Result<LiveRanges, CodegenError> {
    let Clauses { plan, segments, .. } = clauses;
    let mut live = vec![Live::default(); sel.vregs.len()];
    for (v, info) in sel.vregs.iter().enumerate() {
        if info.precolor.is_some() {
            live[v].touch(0);
        }
    }
    let mut loops = Vec::new();
    let mut loop_stack = Vec::new();
    let mut pos = 2u32;
    for p in plan {
        match p {
            Planned::Alu { seg, clause, .. } => {
                for g in &clause.groups {
                    for o in &g.ops {
                        let op = &segments[*seg][o.op];
                        for (k, s) in op.srcs.iter().enumerate() {
                            if let VSrc::Reg(r) = s {
                                if o.forwarded[k].is_none() {
                                    live[*r as usize].touch(pos);
                                    live[*r as usize].needed = true;
                                }
                            }
                        }
                        if let Some(d) = op.dst {
                            live[d as usize].touch(pos);
                            if always_writes(op.op) {
                                live[d as usize].needed = true;
                            }
                        }
                    }
                    pos += 2;
                }
            }
            Planned::Fetch(f) => {
                for &(dst, index, _) in f {
                    live[index as usize].touch(pos + 1);
                    live[index as usize].needed = true;
                    live[dst as usize].touch(pos);
                }
                pos += 2;
            }
            Planned::Tex(ts) => {
                for t in ts {
                    for r in t.reads() {
                        live[r as usize].touch(pos + 1);
                        live[r as usize].needed = true;
                    }
                    for d in t.writes() {
                        live[d as usize].touch(pos);
                    }
                }
                pos += 2;
            }
            Planned::Export { data, .. } => {
                for (_, d) in data {
                    live[*d as usize].touch(pos);
                    live[*d as usize].needed = true;
                }
                pos += 2;
            }
            Planned::Store { index, data, .. } => {
                live[*index as usize].touch(pos);
                live[*index as usize].needed = true;
                for (_, d) in data {
                    live[*d as usize].touch(pos);
                    live[*d as usize].needed = true;
                }
                pos += 2;
            }
            Planned::LoopStart => {
                loop_stack.push(pos);
                pos += 2;
            }
            Planned::LoopEnd => {
                let s = loop_stack
                    .pop()
                    .ok_or_else(|| internal("unbalanced loop"))?;
                loops.push((s, pos));
                pos += 2;
            }
            _ => pos += 2,
        }
    }
    // A fetch must not read a GPR that an earlier fetch of its clause writes: keep fetch
    // destinations off the clause's index registers.
    let mut avoid: Vec<Vec<VReg>> = vec![Vec::new(); sel.vregs.len()];
    for p in plan {
        if let Planned::Fetch(f) = p {
            for &(dst, _, _) in f {
                for &(_, index, _) in f {
                    avoid[dst as usize].push(index);
                    avoid[index as usize].push(dst);
                }
            }
        }
        if let Planned::Tex(ts) = p {
            for d in ts.iter().flat_map(|t| t.writes()) {
                for s in ts.iter().flat_map(|t| t.reads()) {
                    avoid[d as usize].push(s);
                    avoid[s as usize].push(d);
                }
            }
        }
    }
    Ok(LiveRanges { live, loops, avoid })
}

/// Fetches of one clause that read words of the same `g[]` element (same index register,
/// same OFFSET) into different elements become one VTX instruction: their destinations
/// are made a register tuple (one GPR, each value in its own element; DST_SEL picks the
/// words). Returns the register facts with those tuples.
pub fn merge_fetches(
    plan: &[Planned],
    vregs: &[VRegInfo],
    chans: &[Option<Chan>],
) -> Vec<VRegInfo> {
    let mut out = vregs.to_vec();
    let mut next_tuple = vregs
        .iter()
        .filter_map(|v| v.tuple)
        .max()
        .map_or(0, |t| t + 1);
    let tuples: Vec<Option<u32>> = vregs.iter().map(|v| v.tuple).collect();
    for p in plan {
        let Planned::Fetch(f) = p else { continue };
        for members in fetch_groups(f, chans, &tuples) {
            if members.len() > 1 && tuples[members[0].0 as usize].is_none() {
                for (m, _, _) in members {
                    out[m as usize].tuple = Some(next_tuple);
                }
                next_tuple += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use r600_isa::Chan;

    use super::live_ranges;
    use crate::emit::form_clauses::form_clauses;
    use crate::testing::{alu, fetch, lit, r, selected, store};
    use crate::vcode::VRegInfo;
    use crate::Options;

    #[test]
    fn ranges_span_definition_to_last_use_in_positions_of_two() {
        let x = VRegInfo {
            chan: Some(Chan::X),
            ..VRegInfo::default()
        };
        let vregs = vec![
            VRegInfo {
                precolor: Some(0),
                ..x
            },
            x,
            VRegInfo {
                tuple: Some(1),
                ..x
            },
        ];
        // ALU group at position 2, the fetch clause at 4 (its index read at 5), the
        // write at 6.
        let items = vec![
            alu(r600_isa::AluOp::AddInt, 1, &[r(0), lit(1)]),
            fetch(2, 1, 0),
            store(1, 0, &[(Chan::X, 2)]),
        ];
        let sel = selected(items, vregs);
        let clauses = form_clauses(&sel, &Options::default()).unwrap();
        let ranges = live_ranges(&sel, &clauses).unwrap();
        let span = |v: usize| (ranges.live[v].start, ranges.live[v].end);
        assert_eq!(span(0), (Some(0), 2));
        assert_eq!(span(1), (Some(2), 6));
        assert_eq!(span(2), (Some(4), 6));
        assert!(ranges.loops.is_empty());
        assert_eq!(ranges.avoid[2], [1]);
        assert_eq!(ranges.avoid[1], [2]);
    }
}
