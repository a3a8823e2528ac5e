//! Machine IR: blocks of gcn-isa instructions over virtual registers.
//!
//! A [`MachineFunction`] holds blocks in their final linear (layout) order; a wave executes
//! them top to bottom except where a branch says otherwise. Operands are either virtual
//! registers (of class [`RegClass`], 1 or 2 dwords, VGPR tuples of 3 or 4 for wide memory
//! accesses, possibly a one-dword view of a pair or tuple) or
//! fixed hardware operands (EXEC, VCC, ABI registers, inline constants, literals). Virtual
//! registers are *not* SSA: block parameters become registers written on every incoming edge.

use cranelift_entity::{entity_impl, PrimaryMap};
use gcn_isa::inst::MemFields;
use gcn_isa::{Encoding, Modifiers, Op, Operand};
use smallvec::SmallVec;
use std::collections::HashMap;
use std::fmt;

/// A virtual register.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VReg(u32);
entity_impl!(VReg, "%");

/// A machine basic block.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MBlock(u32);
entity_impl!(MBlock, "BB");

/// Register file of a virtual register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegClass {
    /// Scalar registers (one value per wave).
    Sgpr,
    /// Vector registers (one value per lane).
    Vgpr,
}

/// Class and width of a virtual register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VRegData {
    /// Register file.
    pub class: RegClass,
    /// Width in dwords (1 or 2; 3 or 4 for VGPR tuples; 2-dword SGPRs are allocated to
    /// even-aligned pairs).
    pub dwords: u8,
}

/// An operand of a machine instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MOperand {
    /// Dwords `sub .. sub+dwords` of a virtual register.
    Virt {
        /// The register.
        reg: VReg,
        /// First dword used.
        sub: u8,
        /// Number of dwords used.
        dwords: u8,
    },
    /// A hardware operand (physical register, constant, immediate, `off`).
    Fixed(Operand),
    /// A branch target.
    Block(MBlock),
}

impl MOperand {
    /// The whole virtual register `reg` of width `dwords`.
    pub fn whole(reg: VReg, dwords: u8) -> MOperand {
        MOperand::Virt {
            reg,
            sub: 0,
            dwords,
        }
    }
    /// One dword of a virtual register.
    pub fn half(reg: VReg, sub: u8) -> MOperand {
        MOperand::Virt {
            reg,
            sub,
            dwords: 1,
        }
    }
    /// The virtual register, if any.
    pub fn vreg(&self) -> Option<VReg> {
        match self {
            MOperand::Virt { reg, .. } => Some(*reg),
            _ => None,
        }
    }
}

/// One machine instruction: a gcn-isa opcode with machine operands in the opcode's order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MInst {
    /// The opcode.
    pub op: Op,
    /// Which encoding.
    pub encoding: Encoding,
    /// Operands in the order of [`gcn_isa::OpInfo::operands`].
    pub operands: SmallVec<[MOperand; 5]>,
    /// Vector ALU modifiers.
    pub mods: Modifiers,
    /// Memory fields.
    pub mem: MemFields,
}

impl MInst {
    /// Whether this instruction writes the register of operand `o` (any part of it).
    pub fn writes_register_of(&self, o: &MOperand) -> bool {
        self.operands_with_access().any(|(w, write)| {
            write
                && match (w, o) {
                    (MOperand::Virt { reg: a, .. }, MOperand::Virt { reg: b, .. }) => a == b,
                    (MOperand::Fixed(a), MOperand::Fixed(b)) => a == b,
                    _ => false,
                }
        })
    }

    /// Whether this instruction writes EXEC (by its opcode's flag or an EXEC operand).
    pub fn writes_exec(&self) -> bool {
        use gcn_isa::operand::SpecialReg;
        self.op
            .info()
            .flags
            .contains(gcn_isa::table::Flags::WRITES_EXEC)
            || self.operands_with_access().any(|(o, write)| {
                write
                    && matches!(
                        o,
                        MOperand::Fixed(Operand::Special(SpecialReg::ExecLo | SpecialReg::ExecHi))
                    )
            })
    }

    /// Whether this instruction reads virtual register `r`.
    pub fn reads_vreg(&self, r: VReg) -> bool {
        self.operands_with_access()
            .any(|(o, write)| !write && o.vreg() == Some(r))
    }

    /// An instruction of opcode `op` (a [`gcn_isa::op`] constant) with default modifiers and
    /// memory fields.
    pub fn new(op: Op, encoding: Encoding, operands: &[MOperand]) -> MInst {
        MInst {
            op,
            encoding,
            operands: operands.iter().copied().collect(),
            mods: Modifiers::default(),
            mem: MemFields::for_op(op),
        }
    }

    /// Operands with a flag telling whether the instruction writes them.
    pub fn operands_with_access(&self) -> impl Iterator<Item = (&MOperand, bool)> {
        let specs = self.op.info().operands;
        self.operands
            .iter()
            .enumerate()
            .map(move |(i, o)| (o, specs.get(i).is_some_and(|s| s.write)))
    }
}

/// A machine basic block.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MBlockData {
    /// Instructions in order; branches are ordinary instructions with [`MOperand::Block`].
    pub insts: Vec<MInst>,
}

/// A machine function: blocks in layout order.
#[derive(Clone, Debug, Default)]
pub struct MachineFunction {
    /// Virtual registers.
    pub vregs: PrimaryMap<VReg, VRegData>,
    /// Blocks.
    pub blocks: PrimaryMap<MBlock, MBlockData>,
    /// Layout order.
    pub layout: Vec<MBlock>,
    /// `(first, count)` of every loop, as indexes into `layout`: blocks `first..first+count`
    /// form the loop body whose back edge leaves the last one (register allocation keeps
    /// values live across the whole loop).
    pub loops: Vec<(usize, usize)>,
    /// The per-lane scratch frame (private arrays, spill slots), see [`crate::scratch`].
    pub frame: crate::scratch::ScratchFrame,
    /// Read-only data words placed right after the code (the immediate constant buffer).
    /// Code finds them PC-relatively: every `s_getpc_b64` must be followed in its block by
    /// an `s_add_u32` with a literal operand, to which [`crate::emit`] adds the distance in
    /// bytes from the end of the `s_getpc_b64` to the data.
    pub rodata: Vec<u32>,
    /// How many work-item id VGPRs (`v0`, `v0`-`v1` or `v0`-`v2`) the code reads, when known;
    /// `None` keeps all three (see [`MachineFunction::vgpr_base`]).
    pub workitem_id_vgprs: Option<u16>,
    /// The ABI SGPRs the kernel enables, once [`crate::abi::EntrySgprs::place`] has put the
    /// selected code's placeholders where the hardware initialises them; `None` before (the
    /// placeholders `s0..s6` are then reserved).
    pub entry_sgprs: Option<crate::abi::EntrySgprs>,
}

/// Per virtual register: how many times it is written and the block of its last write
/// ([`MachineFunction::def_counts`]).
pub type DefCounts = HashMap<VReg, (u32, MBlock)>;

impl MachineFunction {
    /// How many times each virtual register is written, over the whole function, and the
    /// block of its last write.
    pub fn def_counts(&self) -> DefCounts {
        let mut counts = DefCounts::new();
        for &b in &self.layout {
            for inst in &self.blocks[b].insts {
                for (o, write) in inst.operands_with_access() {
                    if let (true, Some(r)) = (write, o.vreg()) {
                        let entry = counts.entry(r).or_insert((0, b));
                        *entry = (entry.0 + 1, b);
                    }
                }
            }
        }
        counts
    }

    /// Rewrites every whole one-dword use of a renamed virtual register to its new operand
    /// (the memory-merging passes' data registers becoming halves of a tuple).
    pub fn rename_whole_vgprs(&mut self, renames: &HashMap<VReg, MOperand>) {
        if renames.is_empty() {
            return;
        }
        for &b in &self.layout {
            for inst in &mut self.blocks[b].insts {
                for o in inst.operands.iter_mut() {
                    if let MOperand::Virt {
                        reg,
                        sub: 0,
                        dwords: 1,
                    } = *o
                    {
                        if let Some(&r) = renames.get(&reg) {
                            *o = r;
                        }
                    }
                }
            }
        }
    }

    /// The register of `o` when it is a whole one-dword VGPR written exactly once in the
    /// function, in block `b` (what the memory-merging passes may rename into a tuple).
    pub fn whole_vgpr_written_once_in(
        &self,
        defs: &DefCounts,
        o: &MOperand,
        b: MBlock,
    ) -> Option<VReg> {
        match *o {
            MOperand::Virt {
                reg,
                sub: 0,
                dwords: 1,
            } if self.vregs[reg].class == RegClass::Vgpr
                && self.vregs[reg].dwords == 1
                && defs.get(&reg) == Some(&(1, b)) =>
            {
                Some(reg)
            }
            _ => None,
        }
    }

    /// The first VGPR free for allocation: after the work-item id VGPRs the hardware
    /// initialises (all three unless [`MachineFunction::workitem_id_vgprs`] says fewer).
    pub fn vgpr_base(&self) -> u16 {
        self.workitem_id_vgprs.unwrap_or(crate::abi::RESERVED_VGPRS)
    }

    /// The first SGPR free for allocation: after the SGPRs the hardware initialises
    /// ([`MachineFunction::entry_sgprs`], or the placeholders `s0..s6` before placement).
    pub fn sgpr_base(&self) -> u16 {
        self.entry_sgprs
            .map_or(crate::abi::RESERVED_SGPRS, |e| e.initial_count())
    }

    /// A new virtual register.
    pub fn new_vreg(&mut self, class: RegClass, dwords: u8) -> VReg {
        self.vregs.push(VRegData { class, dwords })
    }

    /// A new block appended to the layout.
    pub fn new_block(&mut self) -> MBlock {
        let b = self.blocks.push(MBlockData::default());
        self.layout.push(b);
        b
    }
}

fn write_operand(f: &mut fmt::Formatter<'_>, o: &MOperand) -> fmt::Result {
    match o {
        MOperand::Virt { reg, sub, dwords } => {
            if *sub == 0 && *dwords >= 1 {
                write!(f, "{reg}:{dwords}")
            } else {
                write!(f, "{reg}.{sub}")
            }
        }
        MOperand::Fixed(op) => write!(f, "{op:?}"),
        MOperand::Block(b) => write!(f, "{b}"),
    }
}

impl fmt::Display for MachineFunction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &b in &self.layout {
            writeln!(f, "{b}:")?;
            for inst in &self.blocks[b].insts {
                write!(f, "    {}", inst.op.info().name)?;
                for (i, o) in inst.operands.iter().enumerate() {
                    f.write_str(if i == 0 { " " } else { ", " })?;
                    write_operand(f, o)?;
                }
                writeln!(f)?;
            }
        }
        Ok(())
    }
}
