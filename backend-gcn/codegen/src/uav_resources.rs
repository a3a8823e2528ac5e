//! UAV buffer resources: places each UAV's 4-SGPR buffer resource (V#) after the allocated
//! SGPRs and turns the UAV's `global_*` loads and stores into bounds-checked `buffer_*`
//! (after register allocation, before `s_waitcnt` and wait-state insertion).
//!
//! The IL defines out-of-range UAV accesses: a load returns 0 and a store writes nothing
//! (`uav_raw_load` / `uav_raw_store`, IL manual L11439, L11464; typed and structured forms
//! likewise, L11995, L12015, L12029). A raw buffer resource with the UAV's size in
//! NUM_RECORDS gives exactly that in hardware (Vega manual "Range Checking", L3239-3269: out of
//! range when the instruction offset plus the VGPR offset is at least NUM_RECORDS; reads give
//! 0, writes are dropped; `dwordx2..x4` checked per dword — the IR's accesses are single
//! dwords, which memory pairing joins, so each dword keeps its own check). The kernarg
//! segment holds the resource ([`crate::abi::KernargSlotKind::UavRecords`]) and the prologue
//! loads it with one `s_load_dwordx4` where it loaded the 64-bit base before, so the checked
//! form costs no instruction: `global_load_dword v, v_off, s[base:base+1] offset:N` becomes
//! `buffer_load_dword v, v_off, s[rsrc:rsrc+3], 0 offen offset:N`.
//!
//! Instruction selection names the resources by placeholder SGPRs beyond the register file
//! ([`crate::abi::UAV_RESOURCE_PLACEHOLDER`]), which register allocation leaves alone; their
//! first two dwords are the base address, so memory pairing sees ordinary `global_*`
//! accesses with an SGPR base. Atomics keep `global_atomic_*` through that base: a MUBUF
//! atomic returns into its data register, which is not the allocated destination.

use gcn_isa::{Operand, RegRange};

use crate::abi::UAV_RESOURCE_PLACEHOLDER;
use crate::error::CodegenError;
use crate::mir::{MInst, MOperand, MachineFunction};
use crate::regalloc::MAX_ALLOCATABLE_SGPR;

/// `global_*` opcodes and their bounds-checked `buffer_*` equivalents.
const CHECKED: [(&str, &str); 12] = [
    ("global_load_dword", "buffer_load_dword"),
    ("global_load_dwordx2", "buffer_load_dwordx2"),
    ("global_load_ubyte", "buffer_load_ubyte"),
    ("global_load_sbyte", "buffer_load_sbyte"),
    ("global_load_ushort", "buffer_load_ushort"),
    ("global_load_sshort", "buffer_load_sshort"),
    ("global_store_dword", "buffer_store_dword"),
    ("global_store_dwordx2", "buffer_store_dwordx2"),
    ("global_store_byte", "buffer_store_byte"),
    ("global_store_short", "buffer_store_short"),
    ("global_load_dwordx4", "buffer_load_dwordx4"),
    ("global_store_dwordx4", "buffer_store_dwordx4"),
];

/// Whether `o` names a placeholder resource register.
fn placeholder(o: &MOperand) -> Option<RegRange> {
    match o {
        MOperand::Fixed(Operand::Sgpr(r)) if r.first >= UAV_RESOURCE_PLACEHOLDER => Some(*r),
        _ => None,
    }
}

/// The bounds-checked form of a UAV access (`global_*` through a placeholder base), if it
/// has one.
fn checked(inst: &MInst) -> Result<Option<MInst>, CodegenError> {
    let name = inst.op.info().name;
    let Some(&(_, buffer)) = CHECKED.iter().find(|(g, _)| *g == name) else {
        return Ok(None);
    };
    let load = name.starts_with("global_load");
    // GLOBAL operands: loads [vdst, vaddr, saddr], stores [vaddr, vdata, saddr].
    let [a, b, base] = inst.operands.as_slice() else {
        return Ok(None);
    };
    let Some(base) = placeholder(base) else {
        return Ok(None);
    };
    if !(0..4096).contains(&inst.mem.offset) {
        return Err(CodegenError::Internal(format!(
            "{name} offset {} does not fit a buffer instruction",
            inst.mem.offset
        )));
    }
    let (data, offset) = if load { (a, b) } else { (b, a) };
    let rsrc = MOperand::Fixed(Operand::Sgpr(RegRange {
        first: base.first,
        count: 4,
    }));
    let mut out = MInst::new(
        buffer,
        inst.encoding,
        &[*data, *offset, rsrc, MOperand::Fixed(Operand::Inline(128))],
    )?;
    out.mem = inst.mem;
    out.mem.offen = true;
    Ok(Some(out))
}

/// SGPRs the resources named in `mf` occupy (a multiple of 4).
fn span(mf: &MachineFunction) -> Option<u16> {
    let mut end = None;
    for &b in &mf.layout {
        for inst in &mf.blocks[b].insts {
            for r in inst.operands.iter().filter_map(placeholder) {
                let last = r.first - UAV_RESOURCE_PLACEHOLDER + u16::from(r.count.max(1));
                end = Some(end.unwrap_or(0).max(last.next_multiple_of(4)));
            }
        }
    }
    end
}

/// SGPRs to keep free at the top of the file for the resources of `mf` (their span plus the
/// worst alignment padding); 0 without UAVs.
pub fn reserve(mf: &MachineFunction) -> u16 {
    span(mf).map_or(0, |s| s + 3)
}

/// Places the UAV resources of allocated `mf` at the first 4-aligned SGPR at or after
/// `sgpr_count` (and the ABI's SGPRs) and makes UAV loads and stores bounds-checked; returns
/// the new SGPR count.
pub fn place(mf: &mut MachineFunction, sgpr_count: u32) -> Result<u32, CodegenError> {
    let Some(span) = span(mf) else {
        return Ok(sgpr_count);
    };
    let first = u16::try_from(sgpr_count.max(u32::from(mf.sgpr_base())))
        .unwrap_or(u16::MAX)
        .next_multiple_of(4);
    if u32::from(first) + u32::from(span) > u32::from(MAX_ALLOCATABLE_SGPR) + 1 {
        return Err(CodegenError::OutOfRegisters(format!(
            "the UAV buffer resources need SGPRs {first}..{} after the allocated ones",
            first + span
        )));
    }
    for b in mf.layout.clone() {
        for inst in &mut mf.blocks[b].insts {
            if let Some(c) = checked(inst)? {
                *inst = c;
            }
            for o in &mut inst.operands {
                if let MOperand::Fixed(Operand::Sgpr(r)) = o {
                    if r.first >= UAV_RESOURCE_PLACEHOLDER {
                        r.first = first + (r.first - UAV_RESOURCE_PLACEHOLDER);
                    }
                }
            }
        }
    }
    Ok(u32::from(first + span))
}
