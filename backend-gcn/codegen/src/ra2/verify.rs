//! Independent check of an allocation: every read of a virtual register finds its value.
//!
//! The check compares the machine function before allocation (virtual registers) with the
//! one after (physical registers plus inserted moves), without looking at regalloc2's
//! output. It runs a forward dataflow over the rewritten control flow (branches anywhere in
//! a block, fall-through in layout order) tracking, for every physical SGPR and VGPR dword,
//! which `(virtual register, dword)` values it holds: a write of a virtual register makes its
//! target the only holder of the new value (older copies are stale), a move copies, any
//! other write of a physical register clears it. At a join a dword keeps the values both
//! sides agree on, and also the values of registers never written on the other side (an
//! undefined value may be anywhere). Each read of dword `k` of `%r` must find `(%r, k)` in
//! its physical register, unless `%r` was never written on any path. The ABI SGPRs the
//! hardware initialises (below [`MachineFunction::sgpr_base`]) may be reused once read for
//! the last time: a read of one must find that nothing has written it on any path.
//!
//! It checks the sequential data flow of the linearised program; the lane-level rules (see
//! [`super::view`] and [`super::apply`]) are checked by running programs on the simulator.

use std::collections::HashSet;

use cranelift_entity::SecondaryMap;
use gcn_isa::table::Flags;
use gcn_isa::{op, Operand, RegRange};
use smallvec::SmallVec;

use super::apply::Provenance;
use crate::error::CodegenError;
use crate::mir::{MBlock, MInst, MOperand, MachineFunction, RegClass, VReg};

/// How many SGPR and VGPR dwords are tracked (those the allocated code names).
#[derive(Clone, Copy, Debug)]
struct Files {
    sgprs: usize,
    vgprs: usize,
    /// SGPRs the hardware initialises (the ABI registers).
    abi_sgprs: usize,
}

impl Files {
    /// The registers `mf` names (SGPRs below VCC; VGPRs).
    fn of(mf: &MachineFunction) -> Files {
        let mut f = Files {
            sgprs: 0,
            vgprs: 0,
            abi_sgprs: usize::from(mf.sgpr_base()),
        };
        for &b in &mf.layout {
            for inst in &mf.blocks[b].insts {
                for o in &inst.operands {
                    match o {
                        MOperand::Fixed(Operand::Sgpr(r)) if r.first < 106 => {
                            f.sgprs = f.sgprs.max(usize::from(r.first + u16::from(r.count)));
                        }
                        MOperand::Fixed(Operand::Vgpr(r)) => {
                            f.vgprs = f.vgprs.max(usize::from(r.first + u16::from(r.count)));
                        }
                        _ => {}
                    }
                }
            }
        }
        f
    }

    /// Dword indexes of a physical register operand (SGPRs first, then VGPRs).
    fn dwords(self, o: &Operand) -> Option<std::ops::Range<usize>> {
        let (base, r, limit): (usize, &RegRange, usize) = match o {
            Operand::Sgpr(r) => (0, r, self.sgprs),
            Operand::Vgpr(r) => (self.sgprs, r, self.vgprs),
            _ => return None,
        };
        let first = usize::from(r.first);
        let end = first + usize::from(r.count);
        (end <= limit).then_some(base + first..base + end)
    }
}

type Holders = SmallVec<[(VReg, u8); 2]>;

#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    /// SGPR dwords, then VGPR dwords (see [`Files`]).
    holds: Vec<Holders>,
    /// Registers written on some path to here.
    written: HashSet<VReg>,
    /// ABI SGPRs written on some path to here (their initial value is gone).
    abi_clobbered: Vec<bool>,
}

impl State {
    fn new(files: Files) -> State {
        State {
            holds: vec![Holders::new(); files.sgprs + files.vgprs],
            written: HashSet::new(),
            abi_clobbered: vec![false; files.abi_sgprs],
        }
    }

    /// Marks the ABI SGPRs among the dwords `range` as overwritten.
    fn clobber_abi(&mut self, range: impl IntoIterator<Item = usize>) {
        for d in range {
            if let Some(c) = self.abi_clobbered.get_mut(d) {
                *c = true;
            }
        }
    }

    fn join(&self, other: &State) -> State {
        let keep = |h: &Holders, o: &Holders, other_written: &HashSet<VReg>| -> Holders {
            h.iter()
                .copied()
                .filter(|x| o.contains(x) || !other_written.contains(&x.0))
                .collect()
        };
        let holds = self
            .holds
            .iter()
            .zip(&other.holds)
            .map(|(a, b)| {
                let mut h = keep(a, b, &other.written);
                for x in keep(b, a, &self.written) {
                    if !h.contains(&x) {
                        h.push(x);
                    }
                }
                h.sort();
                h
            })
            .collect();
        State {
            holds,
            written: self.written.union(&other.written).copied().collect(),
            abi_clobbered: self
                .abi_clobbered
                .iter()
                .zip(&other.abi_clobbered)
                .map(|(a, b)| *a || *b)
                .collect(),
        }
    }
}

fn error(b: MBlock, i: usize, what: String) -> CodegenError {
    CodegenError::Internal(format!("allocation check, {b} instruction {i}: {what}"))
}

/// Applies one original instruction (`orig`, virtual) in its allocated form (`phys`).
#[allow(clippy::too_many_arguments)]
fn step_original(
    st: &mut State,
    files: Files,
    mf: &MachineFunction,
    after: &MachineFunction,
    orig: &MInst,
    phys: &MInst,
    at: (MBlock, usize),
) -> Result<(), CodegenError> {
    if orig.op != phys.op || orig.operands.len() != phys.operands.len() {
        return Err(error(at.0, at.1, "instruction changed".into()));
    }
    let pairs: Vec<(&MOperand, &MOperand, bool)> = orig
        .operands_with_access()
        .zip(phys.operands.iter())
        .map(|((o, w), p)| (o, p, w))
        .collect();
    let place = |o: &MOperand,
                 p: &MOperand|
     -> Result<Option<(VReg, u8, std::ops::Range<usize>)>, CodegenError> {
        match (*o, p) {
            (
                MOperand::Virt {
                    reg,
                    sub,
                    dwords: n,
                },
                MOperand::Fixed(f),
            ) => {
                let range = files
                    .dwords(f)
                    .filter(|r| r.len() == usize::from(n))
                    .ok_or_else(|| error(at.0, at.1, format!("{reg} became {f:?}")))?;
                let sgpr = range.start < files.sgprs;
                if sgpr != (mf.vregs[reg].class == RegClass::Sgpr) {
                    return Err(error(at.0, at.1, format!("{reg} in the wrong file: {f:?}")));
                }
                Ok(Some((reg, sub, range)))
            }
            (MOperand::Virt { reg, .. }, _) => {
                Err(error(at.0, at.1, format!("{reg} not rewritten")))
            }
            (a, b) if a == *b => Ok(None),
            // A branch retargeted to a block added for a split edge, which goes on to the
            // original target.
            (MOperand::Block(t), MOperand::Block(n))
                if !mf.layout.contains(n)
                    && after.blocks[*n].insts.last().is_some_and(|l| {
                        l.op == op::S_BRANCH && l.operands.as_slice() == [MOperand::Block(t)]
                    }) =>
            {
                Ok(None)
            }
            _ => Err(error(at.0, at.1, "fixed operand changed".into())),
        }
    };
    for &(o, p, w) in &pairs {
        if w {
            continue;
        }
        if let (MOperand::Fixed(f @ Operand::Sgpr(_)), None) = (o, place(o, p)?) {
            // A read of an ABI register: its initial value must still be there.
            for d in files.dwords(f).into_iter().flatten() {
                if st.abi_clobbered.get(d).copied().unwrap_or(false) {
                    return Err(error(
                        at.0,
                        at.1,
                        format!("ABI SGPR {d} read after it was reused"),
                    ));
                }
            }
        }
        if let Some((reg, sub, range)) = place(o, p)? {
            if !st.written.contains(&reg) {
                continue;
            }
            for (k, d) in range.enumerate() {
                if !st.holds[d].contains(&(reg, sub + k as u8)) {
                    return Err(error(
                        at.0,
                        at.1,
                        format!(
                            "{reg} dword {} read from {p:?}, which holds {:?}",
                            sub + k as u8,
                            st.holds[d]
                        ),
                    ));
                }
            }
        }
    }
    for &(o, p, w) in &pairs {
        if !w {
            continue;
        }
        match place(o, p)? {
            Some((reg, sub, range)) => {
                st.clobber_abi(range.clone());
                for (k, d) in range.enumerate() {
                    let v = (reg, sub + k as u8);
                    for h in st.holds.iter_mut() {
                        h.retain(|x| *x != v);
                    }
                    st.holds[d] = SmallVec::from_slice(&[v]);
                }
                st.written.insert(reg);
            }
            None => {
                if let MOperand::Fixed(f) = p {
                    st.clobber_abi(files.dwords(f).into_iter().flatten());
                    for d in files.dwords(f).into_iter().flatten() {
                        st.holds[d].clear();
                    }
                }
            }
        }
    }
    Ok(())
}

/// Applies one inserted instruction (a move, an EXEC save/restore, a branch).
fn step_inserted(
    st: &mut State,
    files: Files,
    inst: &MInst,
    at: (MBlock, usize),
) -> Result<(), CodegenError> {
    match (inst.op, inst.operands.as_slice()) {
        (op::S_MOV_B32 | op::V_MOV_B32, [MOperand::Fixed(d), MOperand::Fixed(s)]) => {
            let (Some(d), Some(s)) = (files.dwords(d), files.dwords(s)) else {
                return Err(error(
                    at.0,
                    at.1,
                    format!("move between non-registers: {inst:?}"),
                ));
            };
            let value = st.holds[s.start].clone();
            st.clobber_abi(d.clone());
            st.holds[d.start] = value;
            Ok(())
        }
        (op::S_MOV_B64, [MOperand::Fixed(d), _]) => {
            st.clobber_abi(files.dwords(d).into_iter().flatten());
            for k in files.dwords(d).into_iter().flatten() {
                st.holds[k].clear();
            }
            Ok(())
        }
        (op::S_BRANCH, [MOperand::Block(_)]) => Ok(()),
        _ => Err(error(
            at.0,
            at.1,
            format!("unexpected inserted {}", inst.op),
        )),
    }
}

/// Checks `after` (allocated) against `before` (virtual registers); `prov` maps the
/// instructions of `after` to those of `before`.
pub fn check(
    before: &MachineFunction,
    after: &MachineFunction,
    prov: &Provenance,
) -> Result<(), CodegenError> {
    let mut entry: SecondaryMap<MBlock, Option<State>> = SecondaryMap::new();
    let Some(&first) = after.layout.first() else {
        return Ok(());
    };
    let files = Files::of(after);
    entry[first] = Some(State::new(files));
    let mut position: SecondaryMap<MBlock, usize> = SecondaryMap::new();
    for (li, &b) in after.layout.iter().enumerate() {
        position[b] = li;
    }
    // Worklist of layout positions whose entry state changed.
    let mut queued = vec![false; after.layout.len()];
    let mut work = std::collections::BTreeSet::new();
    work.insert(0usize);
    queued[0] = true;
    let mut steps = 0usize;
    while let Some(li) = work.pop_first() {
        queued[li] = false;
        steps += 1;
        if steps > 1000 * after.layout.len().max(1) {
            return Err(CodegenError::Internal(
                "allocation check does not converge".into(),
            ));
        }
        let b = after.layout[li];
        {
            let Some(mut st) = entry[b].clone() else {
                continue;
            };
            let mut flows: Vec<(MBlock, State)> = Vec::new();
            let insts = &after.blocks[b].insts;
            for (i, inst) in insts.iter().enumerate() {
                match prov.get(b).and_then(|p| p.get(i)).copied().flatten() {
                    Some(oi) => {
                        let orig = before.blocks[b]
                            .insts
                            .get(oi)
                            .ok_or_else(|| error(b, i, "no original instruction".into()))?;
                        step_original(&mut st, files, before, after, orig, inst, (b, i))?;
                    }
                    None => step_inserted(&mut st, files, inst, (b, i))?,
                }
                for o in &inst.operands {
                    if let MOperand::Block(t) = o {
                        flows.push((*t, st.clone()));
                    }
                }
            }
            let falls = insts.last().map_or(true, |i| {
                !(i.op.info().flags.contains(Flags::ENDS_PROGRAM) || i.op == op::S_BRANCH)
            });
            if falls {
                if let Some(&next) = after.layout.get(li + 1) {
                    flows.push((next, st));
                }
            }
            for (t, s) in flows {
                let new = match &entry[t] {
                    Some(old) => old.join(&s),
                    None => s,
                };
                if entry[t].as_ref() != Some(&new) {
                    entry[t] = Some(new);
                    let p = position[t];
                    if !queued[p] {
                        queued[p] = true;
                        work.insert(p);
                    }
                }
            }
        }
    }
    Ok(())
}
