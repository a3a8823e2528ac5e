//! The kernel's scratch frame: per-lane private memory, and the entry code that makes it
//! addressable.
//!
//! Users reserve space with [`ScratchFrame::reserve`] (instruction selection places the IL
//! indexed temps there; register allocation may reserve spill slots the same way) and access
//! it with `scratch_load_dword`/`scratch_store_dword` at the returned byte offset (`vaddr`
//! or `saddr` holding the lane's byte address inside the frame, `offset:` up to 4095). Once
//! every reservation is made (after register allocation), [`insert_setup`] adds the entry
//! code when the frame is not empty, and the code object's descriptor enables the registers
//! it reads (`codeobj`).
//!
//! Facts (LLVM AMDGPUUsage "Initial Kernel Execution State" and "Flat Scratch", gfx9; Vega
//! ISA manual, scratch instructions):
//! - `kernel_code_properties.ENABLE_SGPR_FLAT_SCRATCH_INIT` (bit 5) adds a user SGPR pair
//!   after the kernarg segment pointer: the 64-bit base of the scratch backing memory;
//!   `COMPUTE_PGM_RSRC2.ENABLE_PRIVATE_SEGMENT` (bit 0) adds a system SGPR after the
//!   work-group ids: this wave's byte offset into that memory. On gfx9 the kernel itself
//!   sets `FLAT_SCRATCH` = base + wave offset (later chips do it in hardware).
//! - A scratch instruction's per-lane address `a` (bytes) is swizzled by the hardware: dword
//!   `a / 4` of lane `l` lives at `FLAT_SCRATCH + (a / 4) * 256 + 4 * l`, so a wave needs
//!   `64 * private_segment_fixed_size` bytes and only dword accesses are used here.
//!
//! With scratch, the kernel enables the flat scratch init pair and the wave offset
//! ([`crate::abi::EntrySgprs`] places them); the setup reads them there.

use gcn_isa::operand::SpecialReg;
use gcn_isa::{op, Encoding, Operand};

use crate::abi;
use crate::error::CodegenError;
use crate::mir::{MInst, MOperand, MachineFunction};

/// Largest frame ilc builds, in bytes per lane (a choice of ilc, far below what the
/// hardware's scratch sizes allow, to keep dispatches of the simulator small).
pub const MAX_BYTES_PER_LANE: u32 = 64 * 1024;

/// The per-lane scratch frame: a bump allocator of dword-aligned byte ranges.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScratchFrame {
    bytes_per_lane: u32,
}

impl ScratchFrame {
    /// Reserves `dwords` dwords per lane and returns their byte offset in the frame (a
    /// multiple of 4). More than [`MAX_BYTES_PER_LANE`] in total is an `unsupported` error.
    pub fn reserve(&mut self, dwords: u32) -> Result<u32, CodegenError> {
        let offset = self.bytes_per_lane;
        let end = dwords
            .checked_mul(4)
            .and_then(|b| b.checked_add(offset))
            .filter(|&end| end <= MAX_BYTES_PER_LANE)
            .ok_or_else(|| CodegenError::Unsupported {
                what: format!(
                    "private memory of more than {MAX_BYTES_PER_LANE} bytes per work-item"
                ),
                loc: None,
            })?;
        self.bytes_per_lane = end;
        Ok(offset)
    }

    /// Bytes per lane reserved so far (the descriptor's `private_segment_fixed_size`).
    pub fn bytes_per_lane(&self) -> u32 {
        self.bytes_per_lane
    }

    /// True when nothing is reserved (the kernel needs no scratch setup).
    pub fn is_empty(&self) -> bool {
        self.bytes_per_lane == 0
    }
}

/// The entry code for a non-empty frame, over physical registers only:
/// `FLAT_SCRATCH = flat scratch init + wave offset`, at the positions `entry` gives them.
fn setup_code(entry: &abi::EntrySgprs) -> Result<Vec<MInst>, CodegenError> {
    let s = |n: u16| MOperand::Fixed(Operand::sgpr(n));
    let special = |r: SpecialReg| MOperand::Fixed(Operand::Special(r));
    let (Some(init), Some(offset)) = (entry.flat_scratch_init_sgpr(), entry.wave_offset_sgpr())
    else {
        return Err(CodegenError::Internal(
            "a scratch frame in a kernel that does not enable the scratch SGPRs".into(),
        ));
    };
    Ok(vec![
        MInst::new(
            op::S_ADD_U32,
            Encoding::Native,
            &[special(SpecialReg::FlatScratchLo), s(init), s(offset)],
        ),
        MInst::new(
            op::S_ADDC_U32,
            Encoding::Native,
            &[
                special(SpecialReg::FlatScratchHi),
                s(init + 1),
                MOperand::Fixed(Operand::Inline(128)),
            ],
        ),
    ])
}

/// Inserts the scratch setup at the top of the entry block when `mf.frame` is not empty.
/// Runs after register allocation (allocation may still reserve spill slots); the entry
/// block must not be a branch target (the setup runs once).
pub fn insert_setup(mf: &mut MachineFunction) -> Result<(), CodegenError> {
    if mf.frame.is_empty() {
        return Ok(());
    }
    let Some(&entry) = mf.layout.first() else {
        return Err(CodegenError::Internal("function without blocks".into()));
    };
    let targeted = mf.blocks.values().any(|b| {
        b.insts
            .iter()
            .any(|i| i.operands.contains(&MOperand::Block(entry)))
    });
    if targeted {
        return Err(CodegenError::Internal(
            "the entry block is a branch target: no place for the scratch setup".into(),
        ));
    }
    let setup = setup_code(&mf.entry_sgprs.unwrap_or_default())?;
    mf.blocks[entry].insts.splice(0..0, setup);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use gcn_isa::Op;

    #[test]
    fn reservations_are_consecutive_dword_ranges() {
        let mut f = ScratchFrame::default();
        assert!(f.is_empty());
        assert_eq!(f.reserve(3).ok(), Some(0));
        assert_eq!(f.reserve(1).ok(), Some(12));
        assert_eq!(f.bytes_per_lane(), 16);
        assert!(f.reserve(MAX_BYTES_PER_LANE / 4).is_err());
        assert_eq!(
            f.bytes_per_lane(),
            16,
            "a failed reservation changes nothing"
        );
    }

    #[test]
    fn setup_sets_flat_scratch_from_the_enabled_registers() {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        mf.blocks[b].insts.push(MInst::new(
            op::S_ENDPGM,
            Encoding::Native,
            &[MOperand::Fixed(Operand::Imm(0))],
        ));
        insert_setup(&mut mf).unwrap();
        assert_eq!(mf.blocks[b].insts.len(), 1, "no frame, no setup");
        mf.frame.reserve(1).unwrap();
        assert!(
            insert_setup(&mut mf).is_err(),
            "a frame without the scratch SGPRs enabled"
        );
        // Kernarg pointer, group id X and scratch (AMDGPUUsage order: user SGPRs kernarg
        // pointer s[0:1], flat scratch init s[2:3]; system SGPRs group id X s4, wave
        // offset s5).
        mf.entry_sgprs = Some(abi::EntrySgprs {
            dispatch_ptr: false,
            kernarg_ptr: true,
            workgroup_id: [true, false, false],
            scratch: true,
        });
        insert_setup(&mut mf).unwrap();
        let names: Vec<Op> = mf.blocks[b].insts.iter().map(|i| i.op).collect();
        assert_eq!(names, [op::S_ADD_U32, op::S_ADDC_U32, op::S_ENDPGM]);
        let add = &mf.blocks[b].insts[0];
        assert_eq!(add.operands[1], MOperand::Fixed(Operand::sgpr(2)));
        assert_eq!(add.operands[2], MOperand::Fixed(Operand::sgpr(5)));
        let addc = &mf.blocks[b].insts[1];
        assert_eq!(addc.operands[1], MOperand::Fixed(Operand::sgpr(3)));
    }
}
