//! Spilling: virtual registers that do not fit the register files live in memory, and the
//! linear scan ([`crate::regalloc`]) retries over the rewritten code.
//!
//! The rewrite works on virtual registers, before any physical register is assigned
//! ("spill everywhere"): every occurrence of a spilled register becomes a fresh temporary
//! that lives for one instruction — a reload into it right before an instruction that reads
//! the register, a store from it right after one that writes it. The temporaries, the
//! registers holding spilled SGPRs and the scratch address register are never spilled
//! themselves, so every round spills registers that still occur in the code and the loop
//! ends (at worst with every ordinary register spilled).
//!
//! Homes:
//! - a VGPR gets its own dwords in the scratch frame ([`crate::scratch::ScratchFrame`]),
//!   accessed with `scratch_load_dword` / `scratch_store_dword` (`vaddr` off, `saddr` an
//!   SGPR holding 0 that the entry block sets, the slot's byte offset in `offset:`; slots
//!   above 4095 bytes get their offset in a temporary SGPR instead; gfx9 has no scratch
//!   form without an address register). Each slot belongs to
//!   one register, a store follows every write (of the dwords written) and a reload
//!   precedes every read, all under the EXEC of the instruction itself: the slot's lanes
//!   are exactly the lanes the register would hold, whatever EXEC is, including lanes a
//!   partial write keeps. Instructions that read their destination implicitly
//!   (`v_mac_*`, `s_cmov_*`, SDWA, ...) get a reload before them too. VGPRs that an
//!   instruction reads or writes in lanes EXEC may not hold (`v_readlane_b32`,
//!   `v_writelane_b32`, DPP, LDS lane permutes) are never spilled;
//! - an SGPR dword gets one lane of a "lane holder" VGPR (64 dwords per holder), written
//!   by `v_writelane_b32` and read by `v_readlane_b32`, which ignore EXEC, so the value is
//!   right even where EXEC is partial or empty. SGPR spills need no scratch;
//! - a register whose only write is a move of a constant is not stored at all: the move is
//!   deleted and repeated before each read (rematerialisation, see [`constant_moves`]).
//!
//! An instruction reading exactly the dwords the instruction right before it (in the same
//! block) wrote reads that write's temporary instead of reloading: nothing between them
//! changes EXEC (an EXEC writer ends this), so the temporary holds the value in exactly the
//! lanes the reader reads. The store stays, for later reads.
//!
//! VGPR spills need the scratch frame's entry registers (flat scratch init, wave offset),
//! which the ABI enables before allocation; [`allocate`] reports
//! [`Outcome::NeedsScratch`] when they are missing, and the caller selects again with
//! scratch enabled. Hazards (`v_readlane_b32` writing an SGPR that a memory instruction
//! reads) and `s_waitcnt` (scratch loads count on `vmcnt`) are left to the passes after
//! allocation, which see the spill code as ordinary instructions; the allocation checker
//! ([`crate::regalloc::check`]) checks the rewritten code like any other.

use cranelift_entity::SecondaryMap;
use gcn_isa::table::Flags;
use gcn_isa::{op, Encoding, Operand};

use crate::error::CodegenError;
use crate::mir::{MInst, MOperand, MachineFunction, RegClass, VReg};
use crate::regalloc::{self, Assignment, Limits, ScanOutcome};

/// Largest byte offset a scratch instruction's `offset:` field holds (13-bit signed).
const MAX_SCRATCH_OFFSET: u32 = 4095;

/// Lanes of a wave: SGPR dwords one lane holder keeps.
const LANES: u8 = 64;

/// Where a spilled register lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Home {
    /// A VGPR: its dwords from this byte offset of the scratch frame.
    Scratch(u32),
    /// An SGPR: dword `i` in lane `lanes[i].1` of the VGPR `lanes[i].0`.
    Lanes([(VReg, u8); 2]),
    /// Nowhere: a one-dword register whose only write is a move of this constant is
    /// recomputed before each read instead (its move is deleted).
    Constant(Operand),
}

/// What spilling cost: registers spilled and instructions added.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpillStats {
    /// VGPR virtual registers moved to scratch.
    pub vgprs: u32,
    /// SGPR virtual registers moved to lanes of holder VGPRs.
    pub sgprs: u32,
    /// Store instructions added (`scratch_store_dword`, `v_writelane_b32`).
    pub stores: u32,
    /// Reload instructions added (`scratch_load_dword`, `v_readlane_b32`).
    pub reloads: u32,
    /// Other instructions added (scratch address setup).
    pub other: u32,
    /// Registers rematerialised instead (a constant move before each read, see
    /// [`constant_moves`]); not counted in `vgprs`/`sgprs`.
    pub constants: u32,
    /// Constant moves added for them (counted apart from `reloads`).
    pub remats: u32,
    /// Allocation rounds (1 when nothing spilled).
    pub rounds: u32,
}

impl SpillStats {
    /// True when nothing was spilled.
    pub fn is_empty(&self) -> bool {
        self.vgprs == 0 && self.sgprs == 0 && self.constants == 0
    }
    /// Every instruction spilling added.
    pub fn instructions(&self) -> u32 {
        self.stores + self.reloads + self.remats + self.other
    }
}

/// The spill state of one function across allocation rounds.
#[derive(Clone, Debug, Default)]
pub struct Spiller {
    homes: SecondaryMap<VReg, Option<Home>>,
    /// Registers spill code created (temporaries, lane holders, the address register).
    unspillable: SecondaryMap<VReg, bool>,
    /// The SGPR holding 0, `saddr` of every spill access (created with the first VGPR spill),
    /// and whether its definition is in the code yet.
    address: Option<(VReg, bool)>,
    /// The current lane holder and its next free lane.
    holder: Option<(VReg, u8)>,
    /// Figures so far.
    pub stats: SpillStats,
}

/// Dwords `(register, first dword, dwords)` of a spilled register an instruction wrote, and
/// the temporary holding them.
type Written = ((VReg, u8, u8), VReg);

/// The temporary standing for one spilled operand `(register, first dword, dwords)` of an
/// instruction, and whether the instruction reads and/or writes it.
struct OperandTemp {
    key: (VReg, u8, u8),
    temp: VReg,
    read: bool,
    write: bool,
    /// The temporary of the previous instruction's write of the same dwords (no reload).
    forwarded: bool,
}

/// Instructions that read the register they write (besides their explicit sources): a
/// spilled destination must be reloaded into the temporary first.
fn reads_its_destination(inst: &MInst) -> bool {
    // SDWA may keep the destination's other bytes.
    inst.encoding == Encoding::Sdwa || inst.op.info().flags.contains(Flags::READS_DST)
}

/// VGPRs an instruction reads or writes in lanes EXEC may not hold (`v_readlane_b32` and
/// `v_writelane_b32` name a lane, DPP and the LDS lane permutes read other lanes): a
/// reload or store under the instruction's EXEC would miss those lanes, so these registers
/// stay in registers.
fn cross_lane_vgprs(mf: &MachineFunction) -> Vec<VReg> {
    let mut out = Vec::new();
    for block in mf.blocks.values() {
        for inst in &block.insts {
            let cross =
                inst.encoding == Encoding::Dpp || inst.op.info().flags.contains(Flags::CROSS_LANE);
            if !cross {
                continue;
            }
            out.extend(
                inst.operands
                    .iter()
                    .filter_map(MOperand::vreg)
                    .filter(|&r| mf.vregs[r].class == RegClass::Vgpr),
            );
        }
    }
    out
}

/// The registers a spill can recompute: one-dword registers written exactly once, by a
/// `v_mov_b32` or `s_mov_b32` of an inline constant or literal, mapped to that constant.
///
/// Lane safety: every lane that the move wrote holds the constant; a lane it did not write
/// (inactive then) held no defined value, so giving it the constant too, as a move under
/// the reader's EXEC does, changes nothing the program may observe.
pub fn constant_moves(mf: &MachineFunction) -> SecondaryMap<VReg, Option<Operand>> {
    let mut writes: SecondaryMap<VReg, u32> = SecondaryMap::new();
    let mut source: SecondaryMap<VReg, Option<Operand>> = SecondaryMap::new();
    for block in mf.blocks.values() {
        for inst in &block.insts {
            for (o, write) in inst.operands_with_access() {
                let Some(r) = o.vreg().filter(|_| write) else {
                    continue;
                };
                writes[r] += 1;
                let constant = match inst.operands.as_slice() {
                    [MOperand::Virt { dwords: 1, .. }, MOperand::Fixed(c @ (Operand::Inline(_) | Operand::Literal(_)))]
                        if matches!(inst.op, op::V_MOV_B32 | op::S_MOV_B32)
                            && inst.mods == gcn_isa::Modifiers::default()
                            && mf.vregs[r].dwords == 1 =>
                    {
                        Some(*c)
                    }
                    _ => None,
                };
                source[r] = constant;
            }
        }
    }
    for (r, n) in writes.iter() {
        if *n != 1 {
            source[r] = None;
        }
    }
    source
}

impl Spiller {
    /// True when spilling may move `r` to memory (it is not spill code's own register).
    pub fn spillable(&self, r: VReg) -> bool {
        !self.unspillable[r]
    }

    /// Marks `r` as a register spilling must never choose (e.g. one the caller relies on).
    pub fn keep_in_register(&mut self, r: VReg) {
        self.unspillable[r] = true;
    }

    fn temp(&mut self, mf: &mut MachineFunction, class: RegClass, dwords: u8) -> VReg {
        let t = mf.new_vreg(class, dwords);
        self.unspillable[t] = true;
        t
    }

    /// The next free lane of a holder VGPR (a new holder when the current one is full).
    fn lane(&mut self, mf: &mut MachineFunction) -> (VReg, u8) {
        let (holder, lane) = match self.holder {
            Some((h, l)) if l < LANES => (h, l),
            _ => (self.temp(mf, RegClass::Vgpr, 1), 0),
        };
        self.holder = Some((holder, lane + 1));
        (holder, lane)
    }

    /// The `saddr` register of spill accesses (holding 0, see [`Spiller::define_address`]).
    fn address(&mut self, mf: &mut MachineFunction) -> VReg {
        match self.address {
            Some((a, _)) => a,
            None => {
                let a = self.temp(mf, RegClass::Sgpr, 1);
                self.address = Some((a, false));
                a
            }
        }
    }

    /// Sets the address register to 0 at the top of the entry block, once it is used.
    fn define_address(&mut self, mf: &mut MachineFunction) -> Result<(), CodegenError> {
        let Some((a, false)) = self.address else {
            return Ok(());
        };
        let Some(&entry) = mf.layout.first() else {
            return Err(CodegenError::Internal("function without blocks".into()));
        };
        let set = MInst::new(
            op::S_MOV_B32,
            Encoding::Native,
            &[MOperand::whole(a, 1), MOperand::Fixed(Operand::Inline(128))],
        );
        mf.blocks[entry].insts.insert(0, set);
        self.stats.other += 1;
        self.address = Some((a, true));
        Ok(())
    }

    /// Gives every register of `victims` a home and rewrites every occurrence of them in
    /// `mf` to temporaries with reloads and stores around the instruction.
    pub fn spill(
        &mut self,
        mf: &mut MachineFunction,
        victims: &[VReg],
    ) -> Result<(), CodegenError> {
        let mut fresh: SecondaryMap<VReg, bool> = SecondaryMap::new();
        let constants = constant_moves(mf);
        for &v in victims {
            if self.homes[v].is_some() || self.unspillable[v] {
                return Err(CodegenError::Internal(format!(
                    "{v} cannot be spilled again"
                )));
            }
            let data = mf.vregs[v];
            let home = match data.class {
                _ if constants[v].is_some() => {
                    self.stats.constants += 1;
                    Home::Constant(constants[v].unwrap_or(Operand::Inline(128)))
                }
                RegClass::Vgpr => {
                    self.stats.vgprs += 1;
                    Home::Scratch(mf.frame.reserve(u32::from(data.dwords.max(1)))?)
                }
                RegClass::Sgpr => {
                    self.stats.sgprs += 1;
                    let first = self.lane(mf);
                    let second = if data.dwords > 1 {
                        self.lane(mf)
                    } else {
                        first
                    };
                    Home::Lanes([first, second])
                }
            };
            self.homes[v] = Some(home);
            fresh[v] = true;
        }
        let blocks: Vec<_> = mf.layout.clone();
        for b in blocks {
            let insts = std::mem::take(&mut mf.blocks[b].insts);
            let mut out = Vec::with_capacity(insts.len());
            // Temporaries the previous instruction wrote, readable by this one in place of
            // a reload (cleared at block starts and after EXEC writes and branches).
            let mut written: Vec<Written> = Vec::new();
            for inst in insts {
                written = self.rewrite(mf, inst, &fresh, &written, &mut out)?;
            }
            mf.blocks[b].insts = out;
        }
        self.define_address(mf)
    }

    /// Appends `inst` to `out` with its spilled operands replaced by temporaries, preceded
    /// by the reloads and followed by the stores they need.
    fn rewrite(
        &mut self,
        mf: &mut MachineFunction,
        mut inst: MInst,
        fresh: &SecondaryMap<VReg, bool>,
        previous: &[Written],
        out: &mut Vec<MInst>,
    ) -> Result<Vec<Written>, CodegenError> {
        let touched = inst
            .operands
            .iter()
            .any(|o| o.vreg().is_some_and(|r| fresh[r]));
        if !touched {
            out.push(inst);
            return Ok(Vec::new());
        }
        if let Some(MOperand::Virt { reg, .. }) = inst.operands.first() {
            let is_def = inst.operands_with_access().next().is_some_and(|(_, w)| w);
            if is_def && fresh[*reg] && matches!(self.homes[*reg], Some(Home::Constant(_))) {
                // The constant move itself: each read recomputes it.
                return Ok(Vec::new());
            }
        }
        let implicit_read = reads_its_destination(&inst);
        let writes: Vec<bool> = inst.operands_with_access().map(|(_, w)| w).collect();
        // One temporary per distinct (register, first dword, dwords): an operand read and
        // written by the same instruction shares it.
        let mut temps: Vec<OperandTemp> = Vec::new();
        for (i, o) in inst.operands.iter().enumerate() {
            let MOperand::Virt { reg, sub, dwords } = *o else {
                continue;
            };
            if !fresh[reg] {
                continue;
            }
            let write = writes.get(i).copied().unwrap_or(false);
            let key = (reg, sub, dwords);
            match temps.iter_mut().find(|t| t.key == key) {
                Some(t) => {
                    t.read |= !write;
                    t.write |= write;
                }
                None => {
                    // The value the previous instruction just wrote is still in its
                    // temporary, in exactly the lanes this one reads (same EXEC).
                    let (temp, forwarded) = match previous.iter().find(|p| p.0 == key) {
                        Some(&(_, t)) => (t, true),
                        None => (self.temp(mf, mf.vregs[reg].class, dwords), false),
                    };
                    temps.push(OperandTemp {
                        key,
                        temp,
                        read: !write,
                        write,
                        forwarded,
                    });
                }
            }
        }
        let branches = inst
            .operands
            .iter()
            .any(|o| matches!(o, MOperand::Block(_)));
        for &OperandTemp {
            key: (reg, sub, dwords),
            temp: t,
            read,
            write,
            forwarded,
        } in &temps
        {
            if write && branches {
                return Err(CodegenError::Internal(format!(
                    "a branch writes the spilled {reg}: no place for its store"
                )));
            }
            if (read || (write && implicit_read)) && !forwarded {
                for d in 0..dwords {
                    self.transfer(mf, reg, sub + d, t, d, false, out)?;
                    match self.homes[reg] {
                        Some(Home::Constant(_)) => self.stats.remats += 1,
                        _ => self.stats.reloads += 1,
                    }
                }
            }
        }
        let exec_written = inst.writes_exec();
        for o in inst.operands.iter_mut() {
            if let MOperand::Virt { reg, sub, dwords } = *o {
                if let Some(t) = temps.iter().find(|t| t.key == (reg, sub, dwords)) {
                    *o = MOperand::whole(t.temp, dwords);
                }
            }
        }
        out.push(inst);
        for &OperandTemp {
            key: (reg, sub, dwords),
            temp: t,
            write,
            ..
        } in &temps
        {
            if write {
                for d in 0..dwords {
                    self.transfer(mf, reg, sub + d, t, d, true, out)?;
                    self.stats.stores += 1;
                }
            }
        }
        if branches || exec_written {
            return Ok(Vec::new());
        }
        Ok(temps
            .iter()
            .filter(|t| t.write)
            .map(|t| (t.key, t.temp))
            .collect())
    }

    /// Appends the transfer of one dword between the home of `reg` (dword `dword`) and
    /// dword `t_dword` of the temporary `t`: a store when `store`, else a reload.
    #[allow(clippy::too_many_arguments)]
    fn transfer(
        &mut self,
        mf: &mut MachineFunction,
        reg: VReg,
        dword: u8,
        t: VReg,
        t_dword: u8,
        store: bool,
        out: &mut Vec<MInst>,
    ) -> Result<(), CodegenError> {
        let home = self.homes[reg]
            .ok_or_else(|| CodegenError::Internal(format!("{reg} has no spill home")))?;
        let temp = MOperand::half(t, t_dword);
        match home {
            Home::Lanes(lanes) => {
                let (holder, lane) = lanes[usize::from(dword.min(1))];
                let lane = MOperand::Fixed(Operand::Inline(128 + lane));
                let holder = MOperand::whole(holder, 1);
                out.push(if store {
                    MInst::new(op::V_WRITELANE_B32, Encoding::Native, &[holder, temp, lane])
                } else {
                    MInst::new(op::V_READLANE_B32, Encoding::Native, &[temp, holder, lane])
                });
            }
            Home::Scratch(base) => {
                let offset = base + 4 * u32::from(dword);
                self.scratch_access(mf, offset, temp, store, out)?;
            }
            Home::Constant(c) => {
                if store {
                    return Err(CodegenError::Internal(format!(
                        "{reg} is a constant but written again"
                    )));
                }
                let name = match mf.vregs[reg].class {
                    RegClass::Vgpr => op::V_MOV_B32,
                    RegClass::Sgpr => op::S_MOV_B32,
                };
                out.push(MInst::new(
                    name,
                    Encoding::Native,
                    &[temp, MOperand::Fixed(c)],
                ));
            }
        }
        Ok(())
    }

    /// Appends `scratch_store_dword`/`scratch_load_dword` of `data` at byte `offset` of the
    /// frame (`saddr` the zero register and `offset:` the slot, or beyond the field's range
    /// a temporary SGPR set to the slot's offset).
    fn scratch_access(
        &mut self,
        mf: &mut MachineFunction,
        offset: u32,
        data: MOperand,
        store: bool,
        out: &mut Vec<MInst>,
    ) -> Result<(), CodegenError> {
        let (saddr, field) = if offset <= MAX_SCRATCH_OFFSET {
            (MOperand::whole(self.address(mf), 1), offset)
        } else {
            let a = MOperand::whole(self.temp(mf, RegClass::Sgpr, 1), 1);
            out.push(MInst::new(
                op::S_MOV_B32,
                Encoding::Native,
                &[a, MOperand::Fixed(Operand::Literal(offset))],
            ));
            self.stats.other += 1;
            (a, 0)
        };
        let off = MOperand::Fixed(Operand::Off);
        let mut inst = if store {
            MInst::new(
                op::SCRATCH_STORE_DWORD,
                Encoding::Native,
                &[off, data, saddr],
            )
        } else {
            MInst::new(
                op::SCRATCH_LOAD_DWORD,
                Encoding::Native,
                &[data, off, saddr],
            )
        };
        inst.mem.offset = field as i32;
        out.push(inst);
        Ok(())
    }
}

/// The result of [`allocate`].
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Every register has a place; `mf` holds the spill code (not yet rewritten to
    /// physical registers).
    Allocated(Assignment, SpillStats),
    /// VGPRs must be spilled but the kernel does not enable the scratch registers: select
    /// again with scratch enabled (`mf` may hold spill code of SGPRs: discard it).
    NeedsScratch,
}

/// True when spilling `victims` takes scratch slots (some is a VGPR other than a
/// rematerialisable constant).
fn needs_scratch(mf: &MachineFunction, victims: &[VReg]) -> bool {
    let constants = constant_moves(mf);
    victims
        .iter()
        .any(|&v| mf.vregs[v].class == RegClass::Vgpr && constants[v].is_none())
}

/// Which registers [`allocate`] spills.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Policy {
    /// Only what does not fit the limits.
    #[default]
    AsNeeded,
    /// Every register first, then what still does not fit (a stress test of the spill
    /// code: every value goes through memory or a lane).
    Everything,
}

/// Allocates `mf` with the linear scan within `limits`, spilling as `policy` says and what
/// does not fit, retrying until everything does; checks the result with
/// [`regalloc::check`].
pub fn allocate(
    mf: &mut MachineFunction,
    limits: Limits,
    policy: Policy,
) -> Result<Outcome, CodegenError> {
    let scratch_enabled = mf.entry_sgprs.is_some_and(|e| e.scratch);
    let mut spiller = Spiller::default();
    for r in cross_lane_vgprs(mf) {
        spiller.keep_in_register(r);
    }
    if policy == Policy::Everything {
        let occurring = regalloc::intervals(mf);
        let all: Vec<VReg> = occurring
            .iter()
            .filter_map(|(r, i)| i.map(|_| r))
            .filter(|&r| spiller.spillable(r))
            .collect();
        if needs_scratch(mf, &all) && !scratch_enabled {
            return Ok(Outcome::NeedsScratch);
        }
        spiller.spill(mf, &all)?;
    }
    loop {
        spiller.stats.rounds += 1;
        match regalloc::scan(mf, limits, &|r| spiller.spillable(r))? {
            ScanOutcome::Assigned(a) => {
                regalloc::check(mf, &a)?;
                return Ok(Outcome::Allocated(a, spiller.stats));
            }
            ScanOutcome::Spill(victims) => {
                if needs_scratch(mf, &victims) && !scratch_enabled {
                    return Ok(Outcome::NeedsScratch);
                }
                tracing::debug!(
                    "round {}: spilling {} registers",
                    spiller.stats.rounds,
                    victims.len()
                );
                spiller.spill(mf, &victims)?;
            }
        }
    }
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::abi::EntrySgprs;
    use crate::mir::MBlock;
    use gcn_isa::Op;

    fn mk(op: Op, ops: &[MOperand]) -> MInst {
        MInst::new(op, Encoding::Native, ops)
    }

    fn v(r: VReg) -> MOperand {
        MOperand::whole(r, 1)
    }

    fn names(mf: &MachineFunction, b: MBlock) -> Vec<Op> {
        mf.blocks[b].insts.iter().map(|i| i.op).collect()
    }

    fn occurs(mf: &MachineFunction, r: VReg) -> bool {
        mf.blocks
            .values()
            .flat_map(|b| &b.insts)
            .any(|i| i.operands.iter().any(|o| o.vreg() == Some(r)))
    }

    /// `%a = v0; %b = v1; %c = %a + %b; %d = %a + %c; %e = %b + %d` over VGPRs (four live
    /// at the fourth instruction), then `s_endpgm`.
    fn vgpr_sample() -> (MachineFunction, MBlock, [VReg; 4]) {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        let [a, bb, c, d, e] = [(); 5].map(|_| mf.new_vreg(RegClass::Vgpr, 1));
        // Copies of the work-item ids (not constants, which would be rematerialised).
        let id_x = MOperand::Fixed(Operand::vgpr(0));
        let id_y = MOperand::Fixed(Operand::vgpr(1));
        mf.blocks[b].insts = vec![
            mk(op::V_MOV_B32, &[v(a), id_x]),
            mk(op::V_MOV_B32, &[v(bb), id_y]),
            mk(op::V_ADD_U32, &[v(c), v(a), v(bb)]),
            mk(op::V_ADD_U32, &[v(d), v(a), v(c)]),
            mk(op::V_ADD_U32, &[v(e), v(bb), v(d)]),
            mk(op::S_ENDPGM, &[MOperand::Fixed(Operand::Imm(0))]),
        ];
        (mf, b, [a, bb, c, d])
    }

    #[test]
    fn a_spilled_vgpr_is_stored_after_its_write_and_reloaded_before_each_read() {
        let (mut mf, b, [a, ..]) = vgpr_sample();
        let mut s = Spiller::default();
        s.spill(&mut mf, &[a]).expect("spills");
        assert_eq!(
            names(&mf, b),
            [
                op::S_MOV_B32,
                op::V_MOV_B32,
                op::SCRATCH_STORE_DWORD,
                op::V_MOV_B32,
                op::SCRATCH_LOAD_DWORD,
                op::V_ADD_U32,
                op::SCRATCH_LOAD_DWORD,
                op::V_ADD_U32,
                op::V_ADD_U32,
                op::S_ENDPGM
            ]
        );
        assert!(!occurs(&mf, a), "every occurrence rewritten");
        let insts = &mf.blocks[b].insts;
        // The address register holds 0 and is the saddr of every access; the slot is the
        // frame's first dword.
        let addr = insts[0].operands[0];
        assert_eq!(insts[0].operands[1], MOperand::Fixed(Operand::Inline(128)));
        for i in [2, 4, 6] {
            assert_eq!(insts[i].operands[2], addr);
            assert_eq!(insts[i].mem.offset, 0);
        }
        // The write goes to a temporary that the store reads; each read has its own.
        assert_eq!(insts[1].operands[0], insts[2].operands[1]);
        assert_eq!(insts[4].operands[0], insts[5].operands[1]);
        assert_eq!(insts[6].operands[0], insts[7].operands[1]);
        assert_ne!(insts[4].operands[0], insts[6].operands[0]);
        assert_eq!(mf.frame.bytes_per_lane(), 4);
        assert_eq!(
            (
                s.stats.vgprs,
                s.stats.stores,
                s.stats.reloads,
                s.stats.other
            ),
            (1, 1, 2, 1)
        );
        let temp = insts[4].operands[0].vreg().expect("temporary");
        assert!(!s.spillable(temp) && s.spillable(VReg::from_u32(1)));
    }

    #[test]
    fn a_spilled_sgpr_pair_lives_in_two_lanes_of_a_holder_vgpr() {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        let m = mf.new_vreg(RegClass::Sgpr, 2);
        let n = mf.new_vreg(RegClass::Sgpr, 1);
        let exec = MOperand::Fixed(Operand::Special(gcn_isa::operand::SpecialReg::ExecLo));
        mf.blocks[b].insts = vec![
            mk(op::S_MOV_B32, &[v(n), MOperand::Fixed(Operand::sgpr(2))]),
            mk(op::S_AND_SAVEEXEC_B64, &[MOperand::whole(m, 2), exec]),
            mk(op::S_MOV_B32, &[MOperand::half(m, 1), v(n)]),
            mk(op::S_OR_B64, &[exec, exec, MOperand::whole(m, 2)]),
        ];
        let mut s = Spiller::default();
        s.spill(&mut mf, &[n, m]).expect("spills");
        assert_eq!(
            names(&mf, b),
            [
                op::S_MOV_B32,
                op::V_WRITELANE_B32,
                op::S_AND_SAVEEXEC_B64,
                op::V_WRITELANE_B32,
                op::V_WRITELANE_B32,
                op::V_READLANE_B32,
                op::S_MOV_B32,
                op::V_WRITELANE_B32,
                op::V_READLANE_B32,
                op::V_READLANE_B32,
                op::S_OR_B64
            ]
        );
        let insts = &mf.blocks[b].insts;
        let lane = |i: usize| insts[i].operands[2];
        let lane_no = |k: u8| MOperand::Fixed(Operand::Inline(128 + k));
        // n in lane 0, m in lanes 1 and 2 of one holder; the half write stores lane 2 only.
        assert_eq!(lane(1), lane_no(0));
        assert_eq!((lane(3), lane(4)), (lane_no(1), lane_no(2)));
        assert_eq!(lane(5), lane_no(0));
        assert_eq!(lane(7), lane_no(2));
        assert_eq!((lane(8), lane(9)), (lane_no(1), lane_no(2)));
        let holder = insts[1].operands[0];
        assert!(insts
            .iter()
            .filter(|i| {
                matches!(
                    i.op,
                    op::V_READLANE_B32 | op::V_WRITELANE_B32 | op::V_READFIRSTLANE_B32
                )
            })
            .all(|i| i.operands.contains(&holder)));
        assert_eq!(mf.frame.bytes_per_lane(), 0, "SGPRs need no scratch");
        assert!(!occurs(&mf, m) && !occurs(&mf, n));
    }

    #[test]
    fn the_next_instruction_reads_a_written_value_without_a_reload() {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        let [a, x, y] = [(); 3].map(|_| mf.new_vreg(RegClass::Vgpr, 1));
        let id = MOperand::Fixed(Operand::vgpr(0));
        mf.blocks[b].insts = vec![
            mk(op::V_MOV_B32, &[v(a), id]),
            mk(op::V_ADD_U32, &[v(x), v(a), v(a)]),
            mk(op::V_ADD_U32, &[v(y), v(a), id]),
        ];
        let mut s = Spiller::default();
        s.spill(&mut mf, &[a]).expect("spills");
        // The store stays (later reads need the slot); the first read uses the written
        // temporary, the second one reloads.
        assert_eq!(
            names(&mf, b),
            [
                op::S_MOV_B32,
                op::V_MOV_B32,
                op::SCRATCH_STORE_DWORD,
                op::V_ADD_U32,
                op::SCRATCH_LOAD_DWORD,
                op::V_ADD_U32
            ]
        );
        let insts = &mf.blocks[b].insts;
        assert_eq!(insts[1].operands[0], insts[3].operands[1]);
        assert_eq!(insts[3].operands[1], insts[3].operands[2]);
        assert_eq!(insts[4].operands[0], insts[5].operands[1]);
        assert_eq!((s.stats.stores, s.stats.reloads), (1, 1));
    }

    #[test]
    fn no_value_is_forwarded_into_another_block_or_past_an_exec_write() {
        // BB1 may be reached from elsewhere (a branch target): a written at the end of
        // BB0 is reloaded there.
        let mut mf = MachineFunction::default();
        let b0 = mf.new_block();
        let b1 = mf.new_block();
        let [a, x] = [(); 2].map(|_| mf.new_vreg(RegClass::Vgpr, 1));
        let id = MOperand::Fixed(Operand::vgpr(0));
        mf.blocks[b0].insts = vec![mk(op::V_MOV_B32, &[v(a), id])];
        mf.blocks[b1].insts = vec![mk(op::V_ADD_U32, &[v(x), v(a), id])];
        let mut s = Spiller::default();
        s.spill(&mut mf, &[a]).expect("spills");
        assert_eq!(names(&mf, b1), [op::SCRATCH_LOAD_DWORD, op::V_ADD_U32]);
        // EXEC writers end forwarding (the next instruction may run with other lanes).
        let exec = MOperand::Fixed(Operand::Special(gcn_isa::operand::SpecialReg::ExecLo));
        let m = MOperand::whole(mf.new_vreg(RegClass::Sgpr, 2), 2);
        assert!(mk(op::S_AND_SAVEEXEC_B64, &[m, m]).writes_exec());
        assert!(mk(op::S_MOV_B64, &[exec, m]).writes_exec());
        assert!(!mk(op::S_MOV_B64, &[m, exec]).writes_exec());
    }

    #[test]
    fn a_constant_is_recomputed_before_each_read_instead_of_stored() {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        let [k, x, y] = [(); 3].map(|_| mf.new_vreg(RegClass::Vgpr, 1));
        let c = mf.new_vreg(RegClass::Sgpr, 1);
        let literal = MOperand::Fixed(Operand::Literal(0x1234_5678));
        mf.blocks[b].insts = vec![
            mk(op::V_MOV_B32, &[v(k), literal]),
            mk(
                op::S_MOV_B32,
                &[v(c), MOperand::Fixed(Operand::Inline(135))],
            ),
            mk(
                op::V_ADD_U32,
                &[v(x), v(k), MOperand::Fixed(Operand::vgpr(0))],
            ),
            mk(op::V_ADD_U32, &[v(y), v(k), v(c)]),
            // Written twice: not a constant.
            mk(
                op::V_MOV_B32,
                &[v(x), MOperand::Fixed(Operand::Inline(128))],
            ),
        ];
        let constants = constant_moves(&mf);
        assert_eq!(constants[k], Some(Operand::Literal(0x1234_5678)));
        assert_eq!(constants[c], Some(Operand::Inline(135)));
        assert_eq!((constants[x], constants[y]), (None, None));
        assert!(needs_scratch(&mf, &[x]) && !needs_scratch(&mf, &[k, c]));
        let mut s = Spiller::default();
        s.spill(&mut mf, &[k, c]).expect("spills");
        assert_eq!(
            names(&mf, b),
            [
                op::V_MOV_B32,
                op::V_ADD_U32,
                op::V_MOV_B32,
                op::S_MOV_B32,
                op::V_ADD_U32,
                op::V_MOV_B32
            ]
        );
        let insts = &mf.blocks[b].insts;
        assert_eq!(insts[0].operands[1], literal);
        assert_eq!(insts[0].operands[0], insts[1].operands[1]);
        assert_eq!(insts[3].operands[1], MOperand::Fixed(Operand::Inline(135)));
        assert_eq!(insts[3].operands[0], insts[4].operands[2]);
        assert_eq!(mf.frame.bytes_per_lane(), 0, "no slot");
        assert_eq!(
            (s.stats.constants, s.stats.remats, s.stats.stores),
            (2, 3, 0)
        );
    }

    #[test]
    fn an_instruction_reading_its_destination_reloads_it_first() {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        let [d, x] = [(); 2].map(|_| mf.new_vreg(RegClass::Vgpr, 1));
        mf.blocks[b].insts = vec![mk(op::V_MAC_F32, &[v(d), v(x), v(x)])];
        let mut s = Spiller::default();
        s.spill(&mut mf, &[d]).expect("spills");
        assert_eq!(
            names(&mf, b),
            [
                op::S_MOV_B32,
                op::SCRATCH_LOAD_DWORD,
                op::V_MAC_F32,
                op::SCRATCH_STORE_DWORD
            ]
        );
        let insts = &mf.blocks[b].insts;
        assert_eq!(insts[1].operands[0], insts[2].operands[0]);
        assert_eq!(insts[2].operands[0], insts[3].operands[1]);
    }

    #[test]
    fn slots_beyond_the_offset_field_take_their_address_from_an_sgpr() {
        let (mut mf, b, [a, ..]) = vgpr_sample();
        mf.frame.reserve(1100).expect("frame");
        let mut s = Spiller::default();
        s.spill(&mut mf, &[a]).expect("spills");
        let insts = &mf.blocks[b].insts;
        assert_eq!(
            names(&mf, b)[..4],
            [
                op::V_MOV_B32,
                op::S_MOV_B32,
                op::SCRATCH_STORE_DWORD,
                op::V_MOV_B32
            ]
        );
        assert_eq!(
            insts[1].operands[1],
            MOperand::Fixed(Operand::Literal(4400))
        );
        assert_eq!(insts[2].operands[2], insts[1].operands[0]);
        assert_eq!(insts[2].mem.offset, 0);
    }

    #[test]
    fn vgprs_read_in_named_lanes_stay_in_registers() {
        // `%v` is read by v_readlane_b32 (lane 5, whatever EXEC holds): a reload under EXEC
        // could miss that lane, so spilling everything leaves it alone.
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        let vr = mf.new_vreg(RegClass::Vgpr, 1);
        let w = mf.new_vreg(RegClass::Vgpr, 1);
        let sr = mf.new_vreg(RegClass::Sgpr, 1);
        mf.blocks[b].insts = vec![
            mk(
                op::V_MOV_B32,
                &[v(vr), MOperand::Fixed(Operand::Inline(129))],
            ),
            mk(op::V_MOV_B32, &[v(w), v(vr)]),
            mk(
                op::V_READLANE_B32,
                &[v(sr), v(vr), MOperand::Fixed(Operand::Inline(133))],
            ),
            mk(op::S_ENDPGM, &[MOperand::Fixed(Operand::Imm(0))]),
        ];
        with_scratch(&mut mf, true);
        let Outcome::Allocated(_, stats) =
            allocate(&mut mf, Limits::HARDWARE, Policy::Everything).expect("allocates")
        else {
            panic!("scratch is enabled");
        };
        assert!(occurs(&mf, vr), "the lane-read VGPR is kept");
        assert!(
            !occurs(&mf, w) && !occurs(&mf, sr),
            "the others are spilled"
        );
        assert_eq!((stats.vgprs, stats.sgprs), (1, 1));
    }

    fn with_scratch(mf: &mut MachineFunction, scratch: bool) {
        mf.entry_sgprs = Some(EntrySgprs {
            dispatch_ptr: false,
            kernarg_ptr: true,
            workgroup_id: [true, false, false],
            scratch,
        });
    }

    #[test]
    fn allocation_spills_until_the_limits_hold_and_checks_the_result() {
        let (mut mf, _, [a, bb, c, d]) = vgpr_sample();
        with_scratch(&mut mf, true);
        // Four live values at `%d = %a + %c` (a, b, c and d) in three VGPRs.
        let limits = Limits { sgprs: 4, vgprs: 3 };
        let Outcome::Allocated(asg, stats) =
            allocate(&mut mf, limits, Policy::AsNeeded).expect("allocates")
        else {
            panic!("scratch is enabled");
        };
        assert!(stats.vgprs >= 1 && stats.rounds >= 2, "{stats:?}");
        assert!(asg.vgpr_count <= u32::from(mf.vgpr_base()) + 3);
        let remaining = [a, bb, c, d].iter().filter(|&&r| occurs(&mf, r)).count();
        assert_eq!(remaining, 4 - stats.vgprs as usize);
    }

    #[test]
    fn spilling_vgprs_without_scratch_registers_asks_for_them() {
        let (mut mf, _, _) = vgpr_sample();
        with_scratch(&mut mf, false);
        let limits = Limits { sgprs: 4, vgprs: 3 };
        assert!(matches!(
            allocate(&mut mf, limits, Policy::AsNeeded),
            Ok(Outcome::NeedsScratch)
        ));
        // Fewer VGPRs than one instruction needs (a result and two operands): spilling
        // everything does not help.
        let (mut mf, _, _) = vgpr_sample();
        with_scratch(&mut mf, true);
        let limits = Limits { sgprs: 4, vgprs: 2 };
        assert!(matches!(
            allocate(&mut mf, limits, Policy::AsNeeded),
            Err(CodegenError::OutOfRegisters(_))
        ));
    }
}
