//! Static statistics of a program: what the code contains (CF instructions, clauses by kind,
//! ALU groups and how many of their five slots are filled, literal slots, fetches, exports),
//! as opposed to what a run executes (`runtime_sim::r600::Stats`). `r600-mc --stats` prints
//! them.

use crate::alu::MAX_GROUP_INSTS;
use crate::cf::CfInst;
use crate::program::{Clause, Program};
use std::fmt::Write as _;

/// Static statistics of one [`Program`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct StaticStats {
    /// CF instructions (every CF word, clause-starting ones included).
    pub cf_insts: u32,
    /// ALU clauses.
    pub alu_clauses: u32,
    /// TEX clauses.
    pub tex_clauses: u32,
    /// VTX / VTX_TC clauses.
    pub vtx_clauses: u32,
    /// ALU instruction groups.
    pub alu_groups: u32,
    /// ALU instructions (filled slots; literal slots not counted).
    pub alu_slots: u32,
    /// 64-bit literal slots (two literal dwords each).
    pub literal_slots: u32,
    /// `slots_histogram[k]`: groups with k + 1 instructions.
    pub slots_histogram: [u32; MAX_GROUP_INSTS],
    /// Fetch instructions in TEX and VTX clauses.
    pub fetches: u32,
    /// Export and memory (CF_ALLOC_IMP_EXP) instructions.
    pub exports: u32,
}

impl StaticStats {
    /// Counts the statistics of `program`.
    pub fn of(program: &Program) -> StaticStats {
        let mut s = StaticStats::default();
        for node in &program.cf {
            s.cf_insts += 1;
            if matches!(node.inst, CfInst::Export(_)) {
                s.exports += 1;
            }
            match &node.clause {
                Clause::None => {}
                Clause::Alu(groups) => {
                    s.alu_clauses += 1;
                    for g in groups {
                        let n = g.insts.len();
                        s.alu_groups += 1;
                        s.alu_slots += n as u32;
                        s.literal_slots += g.literal_slots() as u32;
                        if (1..=MAX_GROUP_INSTS).contains(&n) {
                            s.slots_histogram[n - 1] += 1;
                        }
                    }
                }
                Clause::Tex(t) => {
                    s.tex_clauses += 1;
                    s.fetches += t.len() as u32;
                }
                Clause::Vtx(v) => {
                    s.vtx_clauses += 1;
                    s.fetches += v.len() as u32;
                }
            }
        }
        s
    }

    /// Average filled slots per ALU group (0 without groups).
    pub fn slots_per_group(&self) -> f64 {
        if self.alu_groups == 0 {
            0.0
        } else {
            f64::from(self.alu_slots) / f64::from(self.alu_groups)
        }
    }

    /// The statistics as `key: value` lines (the `r600-mc --stats` format, documented in
    /// `docs/r600-sim.md`).
    pub fn render(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "cf instructions: {}", self.cf_insts);
        let _ = writeln!(
            out,
            "clauses: {} (alu {}, tex {}, vtx {})",
            self.alu_clauses + self.tex_clauses + self.vtx_clauses,
            self.alu_clauses,
            self.tex_clauses,
            self.vtx_clauses
        );
        let _ = writeln!(out, "alu groups: {}", self.alu_groups);
        let _ = writeln!(out, "alu instructions: {}", self.alu_slots);
        let _ = writeln!(out, "slots per group: {:.2}", self.slots_per_group());
        let _ = writeln!(
            out,
            "groups by filled slots (1 2 3 4 5): {}",
            histogram(&self.slots_histogram.map(u64::from))
        );
        let _ = writeln!(out, "literal slots: {}", self.literal_slots);
        let _ = writeln!(out, "fetch instructions: {}", self.fetches);
        let _ = writeln!(out, "export/memory instructions: {}", self.exports);
        out
    }
}

/// Space-separated counts of a slots-per-group histogram.
pub fn histogram(h: &[u64]) -> String {
    h.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

impl Program {
    /// The program's [`StaticStats`].
    pub fn static_stats(&self) -> StaticStats {
        StaticStats::of(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::parse;

    #[test]
    fn counts_by_hand() {
        // CF: TEX, ALU, VTX, EXPORT_DONE = 4; groups: {x, y, t} (3 slots, one literal slot),
        // {x} (1 slot); fetches: LD + FETCH = 2; one export.
        let p = parse(
            "00 TEX\n  LD R1.xyzw, R0.xxxx, RID:0, SID:0 CT:UUUU\n\
             01 ALU\n  0 x: ADD R2.x, R1.x, R1.y\n    y: MOV R2.y, literal.x\n    \
             t: RECIP_IEEE R3.x, R1.z\n    literal: 7\n  1 z: MOV R2.z, PV.x\n\
             02 VTX\n  FETCH R4.x___, R0.x, BUF:0\n\
             03 EXPORT_DONE PIXEL:1 R2.xy01 EOP\n",
        )
        .unwrap();
        let s = p.static_stats();
        assert_eq!(
            s,
            StaticStats {
                cf_insts: 4,
                alu_clauses: 1,
                tex_clauses: 1,
                vtx_clauses: 1,
                alu_groups: 2,
                alu_slots: 4,
                literal_slots: 1,
                slots_histogram: [1, 0, 1, 0, 0],
                fetches: 2,
                exports: 1,
            }
        );
        assert_eq!(s.slots_per_group(), 2.0);
        assert!(s
            .render()
            .contains("groups by filled slots (1 2 3 4 5): 1 0 1 0 0\n"));
        assert_eq!(StaticStats::default().slots_per_group(), 0.0);
    }
}
