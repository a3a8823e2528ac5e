//! Wait states (`s_nop`) for gfx9 hazards the hardware does not interlock (Vega ISA manual,
//! "Manually Inserted Wait States (NOPs)"), after register allocation and waitcnt insertion.
//!
//! Each [`Rule`] names a producer (an instruction class writing an SGPR) and a consumer (an
//! instruction class reading that SGPR through an explicit operand) and the number of wait
//! states required between them. A forward scan tracks, per SGPR, the wait states still owed;
//! states join over predecessors (maximum owed) with a fixpoint, like ACO's `NOP_ctx_gfx6`.

use std::collections::BTreeMap;

use gcn_isa::table::Format;
use gcn_isa::{op, Encoding, Operand};

use crate::dataflow::{entry_states, rewrite_blocks, EndEdges, ForwardState};
use crate::mir::{MInst, MOperand, MachineFunction};

/// Instruction classes that rules refer to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    /// Any vector ALU instruction.
    Valu,
    /// Any vector memory instruction (buffer, image, flat, global, scratch).
    Vmem,
    /// `v_readlane_b32` / `v_writelane_b32` (the lane-select operand).
    LaneAccess,
    /// `v_div_fmas_f32` / `v_div_fmas_f64` (read VCC implicitly).
    DivFmas,
}

/// Scoreboard key of VCC (its source-operand code); `v_div_fmas_*` read it implicitly.
const VCC_KEY: u16 = 106;

fn is_class(inst: &MInst, class: Class) -> bool {
    let info = inst.op.info();
    match class {
        Class::Valu => matches!(
            info.format,
            Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p
        ),
        Class::Vmem => info.format.is_vector_memory(),
        Class::LaneAccess => matches!(inst.op, op::V_READLANE_B32 | op::V_WRITELANE_B32),
        Class::DivFmas => matches!(inst.op, op::V_DIV_FMAS_F32 | op::V_DIV_FMAS_F64),
    }
}

/// One hazard rule.
struct Rule {
    /// Writer of the SGPR.
    producer: Class,
    /// Reader of the SGPR.
    consumer: Class,
    /// Wait states required between them.
    wait_states: u32,
}

/// The gfx9 SGPR hazards (manual table "Required User-Inserted Wait States").
const RULES: &[Rule] = &[
    // VALU writes SGPR → VMEM reads that SGPR: 5 wait states.
    Rule {
        producer: Class::Valu,
        consumer: Class::Vmem,
        wait_states: 5,
    },
    // VALU writes SGPR → v_readlane/v_writelane uses that SGPR as lane select: 4.
    Rule {
        producer: Class::Valu,
        consumer: Class::LaneAccess,
        wait_states: 4,
    },
    // VALU writes VCC → V_DIV_FMAS (which reads VCC implicitly): 4.
    Rule {
        producer: Class::Valu,
        consumer: Class::DivFmas,
        wait_states: 4,
    },
];

/// Owed wait states: (rule index, SGPR) → wait states still required.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct State {
    owed: BTreeMap<(usize, u16), u32>,
}

impl State {
    fn join(&mut self, other: &State) {
        for (&k, &v) in &other.owed {
            let e = self.owed.entry(k).or_insert(0);
            *e = (*e).max(v);
        }
    }

    /// Wait states needed before `inst`.
    fn needed(&self, inst: &MInst) -> u32 {
        let mut need = 0;
        for (o, write) in inst.operands_with_access() {
            if write {
                continue;
            }
            for s in sgprs(o) {
                for (i, rule) in RULES.iter().enumerate() {
                    if is_class(inst, rule.consumer) {
                        need = need.max(self.owed.get(&(i, s)).copied().unwrap_or(0));
                    }
                }
            }
        }
        if is_class(inst, Class::DivFmas) {
            for (i, rule) in RULES.iter().enumerate() {
                if rule.consumer == Class::DivFmas {
                    need = need.max(self.owed.get(&(i, VCC_KEY)).copied().unwrap_or(0));
                }
            }
        }
        need
    }

    /// Lets `n` wait states pass.
    fn advance(&mut self, n: u32) {
        self.owed.retain(|_, v| {
            *v = v.saturating_sub(n);
            *v > 0
        });
    }

    fn issue(&mut self, inst: &MInst) {
        let waits = if inst.op == op::S_NOP {
            match inst.operands.first() {
                Some(MOperand::Fixed(Operand::Imm(n))) => *n as u32 + 1,
                _ => 1,
            }
        } else {
            1
        };
        self.advance(waits);
        for (o, write) in inst.operands_with_access() {
            if !write {
                continue;
            }
            for s in sgprs(o) {
                for (i, rule) in RULES.iter().enumerate() {
                    if is_class(inst, rule.producer) {
                        self.owed.insert((i, s), rule.wait_states);
                    }
                }
            }
        }
    }
}

impl ForwardState for State {
    fn join(&mut self, other: &State) {
        State::join(self, other);
    }

    fn step(&mut self, inst: &MInst) {
        let n = self.needed(inst);
        self.advance(n);
        self.issue(inst);
    }
}

fn sgprs(o: &MOperand) -> impl Iterator<Item = u16> {
    let r = match o {
        MOperand::Fixed(Operand::Sgpr(r)) => Some(*r),
        // VCC (only the low half is keyed; rules on VCC look up `VCC_KEY`).
        MOperand::Fixed(Operand::Special(gcn_isa::operand::SpecialReg::VccLo)) => {
            Some(gcn_isa::RegRange {
                first: VCC_KEY,
                count: 1,
            })
        }
        _ => None,
    };
    r.into_iter()
        .flat_map(|r| r.first..r.first + u16::from(r.count))
}

/// Inserts `s_nop`s for every hazard; returns how many it added.
pub fn insert(mf: &mut MachineFunction) -> u32 {
    let in_state = entry_states::<State>(mf, EndEdges::AllSuccessors);
    let mut count = 0;
    rewrite_blocks(mf, &in_state, |st, inst, out| {
        let mut need = st.needed(&inst);
        while need > 0 {
            let n = need.min(8);
            let nop = MInst::new(
                op::S_NOP,
                Encoding::Native,
                &[MOperand::Fixed(Operand::Imm(n as i32 - 1))],
            );
            st.issue(&nop);
            out.push(nop);
            count += 1;
            need -= n;
        }
        st.issue(&inst);
        out.push(inst);
    });
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use gcn_isa::Op;
    use gcn_isa::RegRange;

    fn inst(op: Op, ops: &[Operand]) -> MInst {
        let ops: Vec<MOperand> = ops.iter().map(|o| MOperand::Fixed(*o)).collect();
        MInst::new(op, Encoding::Native, &ops)
    }

    fn run(insts: Vec<MInst>) -> Vec<String> {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        mf.blocks[b].insts = insts;
        insert(&mut mf);
        mf.blocks[b]
            .insts
            .iter()
            .map(|i| match (i.op, i.operands.first()) {
                (op::S_NOP, Some(MOperand::Fixed(Operand::Imm(n)))) => format!("s_nop {n}"),
                (op, _) => op.to_string(),
            })
            .collect()
    }

    const PAIR: Operand = Operand::Sgpr(RegRange { first: 8, count: 2 });

    #[test]
    fn valu_sgpr_write_then_vmem_read_needs_five_wait_states() {
        let out = run(vec![
            inst(
                op::V_READFIRSTLANE_B32,
                &[Operand::sgpr(9), Operand::vgpr(1)],
            ),
            inst(
                op::GLOBAL_LOAD_DWORD,
                &[Operand::vgpr(2), Operand::vgpr(3), PAIR],
            ),
        ]);
        // s_nop 4 = five wait states (manual: VALU writes SGPR -> VMEM reads it: 5).
        assert_eq!(
            out,
            vec!["v_readfirstlane_b32", "s_nop 4", "global_load_dword"]
        );
    }

    #[test]
    fn intervening_instructions_count_as_wait_states() {
        let out = run(vec![
            inst(
                op::V_READFIRSTLANE_B32,
                &[Operand::sgpr(8), Operand::vgpr(1)],
            ),
            inst(op::V_MOV_B32, &[Operand::vgpr(4), Operand::vgpr(5)]),
            inst(op::V_MOV_B32, &[Operand::vgpr(4), Operand::vgpr(5)]),
            inst(
                op::GLOBAL_LOAD_DWORD,
                &[Operand::vgpr(2), Operand::vgpr(3), PAIR],
            ),
        ]);
        assert_eq!(
            out,
            vec![
                "v_readfirstlane_b32",
                "v_mov_b32",
                "v_mov_b32",
                "s_nop 2",
                "global_load_dword"
            ]
        );
    }

    #[test]
    fn salu_writes_and_unrelated_sgprs_need_nothing() {
        let out = run(vec![
            inst(op::S_MOV_B32, &[Operand::sgpr(8), Operand::sgpr(20)]),
            inst(
                op::V_READFIRSTLANE_B32,
                &[Operand::sgpr(30), Operand::vgpr(1)],
            ),
            inst(
                op::GLOBAL_LOAD_DWORD,
                &[Operand::vgpr(2), Operand::vgpr(3), PAIR],
            ),
        ]);
        assert_eq!(
            out,
            vec!["s_mov_b32", "v_readfirstlane_b32", "global_load_dword"]
        );
    }
}
