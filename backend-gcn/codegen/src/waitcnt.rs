//! S_WAITCNT insertion (after register allocation).
//!
//! Memory instructions finish asynchronously; a register a load writes may be read (or
//! overwritten) only after the counter that tracks the load has dropped far enough. The
//! scoreboard keeps, per physical register written by an outstanding load, how many later
//! instructions of the same counter were issued after it:
//! - `vmcnt` (VMEM: global/buffer loads and stores) decrements in issue order, so a register
//!   whose load has `n` younger VMEM operations needs `s_waitcnt vmcnt(n)`;
//! - `lgkmcnt` (SMEM, LDS, GDS, messages) may return out of order for SMEM, so any pending
//!   SMEM result needs `lgkmcnt(0)` (as ACO and LLVM do).
//!
//! Waits are placed as late as possible: right before the first instruction that reads or
//! writes a pending register, except that a load issued before a loop and waited for inside
//! it is waited for once before the loop instead of in every iteration. Blocks are processed in layout order with a join of the
//! predecessors' states (fixpoint over back edges), after ACO's `aco_insert_waitcnt.cpp`.

use std::collections::BTreeMap;

use gcn_isa::table::Flags;
use gcn_isa::{op, Encoding, Format, Operand};

use crate::dataflow::{entry_states, rewrite_blocks, EndEdges, ForwardState};
use crate::mir::{MInst, MOperand, MachineFunction};

/// Largest vmcnt on gfx9 (6 bits).
pub const VMCNT_MAX: u32 = 63;
/// Largest lgkmcnt on gfx9 (4 bits).
pub const LGKMCNT_MAX: u32 = 15;
/// Largest expcnt (3 bits).
pub const EXPCNT_MAX: u32 = 7;

/// The `s_waitcnt` immediate for the given counters (`None` = do not wait on it): gfx9 layout
/// `vmcnt[3:0]`, `expcnt[6:4]`, `lgkmcnt[11:8]`, `vmcnt_hi[15:14]` (manual, SOPP S_WAITCNT).
pub fn encode_waitcnt(vmcnt: Option<u32>, lgkmcnt: Option<u32>) -> i32 {
    let vm = vmcnt.unwrap_or(VMCNT_MAX).min(VMCNT_MAX);
    let lgkm = lgkmcnt.unwrap_or(LGKMCNT_MAX).min(LGKMCNT_MAX);
    ((vm & 0xf) | (EXPCNT_MAX << 4) | (lgkm << 8) | ((vm >> 4) << 14)) as i32
}

/// The `(vmcnt, lgkmcnt)` an `s_waitcnt` immediate waits for (the inverse of
/// [`encode_waitcnt`]; a counter at its maximum does not wait).
pub fn decode_waitcnt(imm: i32) -> (u32, u32) {
    let imm = imm as u32;
    ((imm & 0xf) | ((imm >> 14) & 3) << 4, (imm >> 8) & 0xf)
}

/// The outstanding writes of one register: a register reached by different paths may be
/// pending on both counters at once (e.g. an LDS load on one path, a VMEM load on another).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Pending {
    /// Written by a VMEM load: the number of VMEM operations issued after it.
    vm: Option<u32>,
    /// Written by an SMEM/LDS load.
    lgkm: bool,
}

/// Scoreboard: physical register key (SGPR n → n, VGPR n → 512 + n) → pending writes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct State {
    regs: BTreeMap<u16, Pending>,
}

impl State {
    /// Joins a predecessor's state: a register pending in either is pending, on every
    /// counter either has, with the stricter (smaller) vmcnt.
    fn join(&mut self, other: &State) {
        for (&k, &p) in &other.regs {
            let mine = self.regs.entry(k).or_default();
            mine.vm = match (mine.vm, p.vm) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            mine.lgkm |= p.lgkm;
        }
    }

    /// Applies a wait: VMEM writes with at least `vm` younger operations are complete, and
    /// all lgkm writes when `lgkm` is `Some(0)`.
    fn apply_wait(&mut self, vm: Option<u32>, lgkm: Option<u32>) {
        for p in self.regs.values_mut() {
            if let (Some(after), Some(n)) = (p.vm, vm) {
                if after >= n {
                    p.vm = None;
                }
            }
            if lgkm == Some(0) {
                p.lgkm = false;
            }
        }
        self.regs.retain(|_, p| p.vm.is_some() || p.lgkm);
    }

    /// The wait `inst` needs before it issues.
    fn needed(&self, inst: &MInst) -> (Option<u32>, Option<u32>) {
        let mut vm: Option<u32> = None;
        let mut lgkm = None;
        for o in &inst.operands {
            for key in keys(o) {
                if let Some(p) = self.regs.get(&key) {
                    if let Some(after) = p.vm {
                        vm = Some(vm.map_or(after, |v: u32| v.min(after)));
                    }
                    if p.lgkm {
                        lgkm = Some(0);
                    }
                }
            }
        }
        (vm, lgkm)
    }

    /// Records the issue of `inst`.
    fn issue(&mut self, inst: &MInst) {
        if inst.op == op::S_WAITCNT {
            // A wait already in the code (a fence's, or one placed before a loop).
            if let Some(MOperand::Fixed(Operand::Imm(imm))) = inst.operands.first() {
                let (vm, lgkm) = decode_waitcnt(*imm);
                self.apply_wait(Some(vm), Some(lgkm));
            }
            return;
        }
        let flags = inst.op.info().flags;
        if flags.contains(Flags::VMCNT) {
            for p in self.regs.values_mut() {
                if let Some(after) = p.vm.as_mut() {
                    *after = (*after + 1).min(VMCNT_MAX + 1);
                }
            }
        }
        let loads = flags.contains(Flags::LOAD) || flags.contains(Flags::ATOMIC);
        // A MUBUF atomic with GLC returns the old value into its data VGPRs (operand 0).
        let returns_into_data =
            flags.contains(Flags::ATOMIC) && inst.op.info().format == Format::Mubuf && inst.mem.glc;
        for (i, (o, write)) in inst.operands_with_access().enumerate() {
            let write = write || (returns_into_data && i == 0);
            for key in keys(o) {
                if write && loads && flags.contains(Flags::VMCNT) {
                    self.regs.insert(
                        key,
                        Pending {
                            vm: Some(0),
                            lgkm: false,
                        },
                    );
                } else if write && loads && flags.contains(Flags::LGKMCNT) {
                    self.regs.insert(
                        key,
                        Pending {
                            vm: None,
                            lgkm: true,
                        },
                    );
                } else if write {
                    self.regs.remove(&key);
                }
            }
        }
    }
}

/// Scoreboard keys of the physical registers an operand names.
fn keys(o: &MOperand) -> impl Iterator<Item = u16> {
    let (base, range) = match o {
        MOperand::Fixed(Operand::Sgpr(r)) => (0u16, Some(*r)),
        MOperand::Fixed(Operand::Vgpr(r)) => (512u16, Some(*r)),
        _ => (0, None),
    };
    range
        .into_iter()
        .flat_map(move |r| (r.first..r.first + u16::from(r.count)).map(move |n| base + n))
}

impl ForwardState for State {
    fn join(&mut self, other: &State) {
        State::join(self, other);
    }

    fn step(&mut self, inst: &MInst) {
        let (vm, lgkm) = self.needed(inst);
        if vm.is_some() || lgkm.is_some() {
            self.apply_wait(vm, lgkm);
        }
        self.issue(inst);
    }
}

fn waitcnt_inst(vm: Option<u32>, lgkm: Option<u32>) -> MInst {
    MInst::new(
        op::S_WAITCNT,
        Encoding::Native,
        &[MOperand::Fixed(Operand::Imm(encode_waitcnt(vm, lgkm)))],
    )
}

/// Waits for loads issued before a loop whose registers the loop reads or writes, once
/// before the loop: placed at the top of the loop (their first use), such a wait would be
/// issued again in every iteration. Loops are `mf.loops` entered by falling through from
/// the block before them and left by a branch back to their first block from their last;
/// the wait goes at the end of the block before the loop (before its closing branch, if
/// any). Returns how many waits it added.
fn hoist_out_of_loops(mf: &mut MachineFunction) -> u32 {
    let mut count = 0;
    for (first, len) in mf.loops.clone() {
        let Some(range) = mf.layout.get(first..first + len) else {
            continue;
        };
        let (Some(&head), Some(&last)) = (range.first(), range.last()) else {
            continue;
        };
        let Some(&pre) = first.checked_sub(1).and_then(|i| mf.layout.get(i)) else {
            continue;
        };
        let back_edge = mf.blocks[last]
            .insts
            .iter()
            .any(|i| crate::dataflow::targets(i).any(|t| t == head));
        if !back_edge || !crate::dataflow::falls_through(&mf.blocks[pre].insts) {
            continue;
        }
        let in_state = entry_states::<State>(mf, EndEdges::FallThrough);
        let Some(mut st) = in_state[pre].clone() else {
            continue;
        };
        for inst in &mf.blocks[pre].insts {
            st.step(inst);
        }
        let mut vm: Option<u32> = None;
        let mut lgkm = None;
        for &b in range {
            for inst in &mf.blocks[b].insts {
                let (v, l) = st.needed(inst);
                if let Some(v) = v {
                    vm = Some(vm.map_or(v, |w| w.min(v)));
                }
                lgkm = lgkm.or(l);
            }
        }
        if vm.is_none() && lgkm.is_none() {
            continue;
        }
        let insts = &mut mf.blocks[pre].insts;
        let at = match insts.last() {
            Some(i) if i.op.info().flags.contains(Flags::BRANCH) => insts.len() - 1,
            _ => insts.len(),
        };
        insts.insert(at, waitcnt_inst(vm, lgkm));
        count += 1;
    }
    count
}

/// Inserts the waits `mf` needs; returns how many `s_waitcnt` it added. With `force`, waits
/// for everything right after each memory instruction instead.
pub fn insert(mf: &mut MachineFunction, force: bool) -> u32 {
    let mut count = if force { 0 } else { hoist_out_of_loops(mf) };
    let in_state = entry_states::<State>(mf, EndEdges::FallThrough);
    rewrite_blocks(mf, &in_state, |st, inst, out| {
        let (vm, lgkm) = st.needed(&inst);
        if vm.is_some() || lgkm.is_some() {
            out.push(waitcnt_inst(vm, lgkm));
            count += 1;
            st.apply_wait(vm, lgkm);
        }
        st.issue(&inst);
        let flags = inst.op.info().flags;
        let memory = flags.contains(Flags::VMCNT) || flags.contains(Flags::LGKMCNT);
        out.push(inst);
        if force && memory {
            out.push(waitcnt_inst(Some(0), Some(0)));
            count += 1;
            st.apply_wait(Some(0), Some(0));
        }
    });
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use gcn_isa::Op;
    use gcn_isa::RegRange;

    fn v(n: u16) -> MOperand {
        MOperand::Fixed(Operand::vgpr(n))
    }
    fn s(n: u16, count: u8) -> MOperand {
        MOperand::Fixed(Operand::Sgpr(RegRange { first: n, count }))
    }
    fn inst(op: Op, ops: &[MOperand]) -> MInst {
        MInst::new(op, Encoding::Native, ops)
    }
    /// One-block function from instructions; returns it with the inserted-wait count.
    fn run(insts: Vec<MInst>, force: bool) -> (Vec<MInst>, u32) {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        mf.blocks[b].insts = insts;
        let n = insert(&mut mf, force);
        (mf.blocks[b].insts.clone(), n)
    }
    fn waits(insts: &[MInst]) -> Vec<(usize, i32)> {
        insts
            .iter()
            .enumerate()
            .filter(|(_, i)| i.op == op::S_WAITCNT)
            .filter_map(|(k, i)| match i.operands[0] {
                MOperand::Fixed(Operand::Imm(x)) => Some((k, x)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn in_order_vmem_waits_only_for_the_needed_load() {
        let (out, n) = run(
            vec![
                inst(op::GLOBAL_LOAD_DWORD, &[v(1), v(0), s(8, 2)]),
                inst(op::GLOBAL_LOAD_DWORD, &[v(2), v(0), s(10, 2)]),
                inst(op::V_ADD_U32, &[v(3), v(1), v(1)]),
                inst(op::V_ADD_U32, &[v(4), v(2), v(3)]),
            ],
            false,
        );
        // vmcnt(1) before the first use (one younger load may stay in flight), then vmcnt(0).
        assert_eq!(n, 2);
        assert_eq!(
            waits(&out),
            vec![
                (2, encode_waitcnt(Some(1), None)),
                (4, encode_waitcnt(Some(0), None))
            ]
        );
    }

    #[test]
    fn smem_results_wait_for_lgkmcnt_zero_and_writes_are_waited_too() {
        let (out, _) = run(
            vec![
                inst(
                    op::S_LOAD_DWORD,
                    &[s(8, 1), s(2, 2), MOperand::Fixed(Operand::Imm(0))],
                ),
                inst(
                    op::S_LOAD_DWORD,
                    &[s(9, 1), s(2, 2), MOperand::Fixed(Operand::Imm(4))],
                ),
                inst(
                    op::S_MOV_B32,
                    &[s(9, 1), MOperand::Fixed(Operand::Inline(128))],
                ),
            ],
            false,
        );
        // Overwriting s9 while its load is pending needs lgkmcnt(0) (SMEM is out of order).
        assert_eq!(waits(&out), vec![(2, encode_waitcnt(None, Some(0)))]);
    }

    #[test]
    fn no_wait_without_a_pending_register_and_force_mode_waits_everywhere() {
        let body = vec![
            inst(op::GLOBAL_LOAD_DWORD, &[v(1), v(0), s(8, 2)]),
            inst(op::V_ADD_U32, &[v(3), v(0), v(0)]),
        ];
        let (out, n) = run(body.clone(), false);
        assert_eq!((n, out.len()), (0, 2));
        let (out, n) = run(body, true);
        assert_eq!(n, 1);
        assert_eq!(waits(&out), vec![(1, encode_waitcnt(Some(0), Some(0)))]);
    }

    #[test]
    fn pending_load_survives_a_join() {
        // BB0: load v1; branch to BB2 if exec is zero. BB1: nothing. BB2: use v1.
        let mut mf = MachineFunction::default();
        let b0 = mf.new_block();
        let b1 = mf.new_block();
        let b2 = mf.new_block();
        mf.blocks[b0].insts = vec![
            inst(op::GLOBAL_LOAD_DWORD, &[v(1), v(0), s(8, 2)]),
            inst(op::S_CBRANCH_EXECZ, &[MOperand::Block(b2)]),
        ];
        mf.blocks[b1].insts = vec![inst(op::V_MOV_B32, &[v(5), v(0)])];
        mf.blocks[b2].insts = vec![inst(op::V_MOV_B32, &[v(6), v(1)])];
        assert_eq!(insert(&mut mf, false), 1);
        assert_eq!(mf.blocks[b2].insts[0].op, op::S_WAITCNT);
    }

    #[test]
    fn a_wait_for_a_load_before_a_loop_is_issued_once_before_it() {
        // BB0: s_load s8. BB1 (loop): s_add s9, s8, s9; s_cbranch_scc1 BB1. Before: the wait
        // at the top of BB1, issued in every iteration (the back edge brings no pending
        // load, the entry does). After: once at the end of BB0, none in the loop.
        let mut mf = MachineFunction::default();
        let b0 = mf.new_block();
        let b1 = mf.new_block();
        let b2 = mf.new_block();
        mf.blocks[b0].insts = vec![inst(
            op::S_LOAD_DWORD,
            &[s(8, 1), s(2, 2), MOperand::Fixed(Operand::Imm(0))],
        )];
        mf.blocks[b1].insts = vec![
            inst(op::S_ADD_U32, &[s(9, 1), s(8, 1), s(9, 1)]),
            inst(op::S_CBRANCH_SCC1, &[MOperand::Block(b1)]),
        ];
        mf.blocks[b2].insts = vec![inst(op::S_ENDPGM, &[])];
        mf.loops = vec![(1, 1)];
        assert_eq!(insert(&mut mf, false), 1);
        assert_eq!(
            waits(&mf.blocks[b0].insts),
            vec![(1, encode_waitcnt(None, Some(0)))]
        );
        assert!(waits(&mf.blocks[b1].insts).is_empty());
        // Without the loop's record, the wait stays at the first use.
        mf.blocks[b0].insts.truncate(1);
        mf.loops.clear();
        assert_eq!(insert(&mut mf, false), 1);
        assert_eq!(
            waits(&mf.blocks[b1].insts),
            vec![(0, encode_waitcnt(None, Some(0)))]
        );
    }

    #[test]
    fn waitcnt_immediates_match_llvm_mc() {
        // llvm-mc -arch=amdgcn -mcpu=gfx900: `s_waitcnt vmcnt(0) lgkmcnt(0)` = 0x0070,
        // `s_waitcnt vmcnt(0)` = 0x0f70, `s_waitcnt lgkmcnt(0)` = 0xc07f,
        // `s_waitcnt vmcnt(17)` = 0x4f71.
        assert_eq!(encode_waitcnt(Some(0), Some(0)), 0x0070);
        assert_eq!(encode_waitcnt(Some(0), None), 0x0f70);
        assert_eq!(encode_waitcnt(None, Some(0)), 0xc07f);
        assert_eq!(encode_waitcnt(Some(17), None), 0x4f71);
        assert_eq!(decode_waitcnt(0x0070), (0, 0));
        assert_eq!(decode_waitcnt(0x4f71), (17, LGKMCNT_MAX));
        assert_eq!(decode_waitcnt(0xc07f), (VMCNT_MAX, 0));
    }
}
