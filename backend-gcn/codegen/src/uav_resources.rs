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
//! accesses with an SGPR base. Atomics are `global_atomic_*` through that base until
//! [`place`] makes them `buffer_atomic_*` too (IL manual: an out-of-range UAV atomic writes
//! nothing, L11364-11366 — see docs/gcn-backend.md for the value it returns).

use gcn_isa::table::Flags;
use gcn_isa::{op, Encoding, Op, Operand, RegRange};

use crate::abi::UAV_RESOURCE_PLACEHOLDER;
use crate::error::CodegenError;
use crate::mir::{MInst, MOperand, MachineFunction};
use crate::regalloc::MAX_ALLOCATABLE_SGPR;

/// `global_*` opcodes and their bounds-checked `buffer_*` equivalents.
const CHECKED: [(Op, Op); 14] = [
    (op::GLOBAL_LOAD_DWORD, op::BUFFER_LOAD_DWORD),
    (op::GLOBAL_LOAD_DWORDX2, op::BUFFER_LOAD_DWORDX2),
    (op::GLOBAL_LOAD_UBYTE, op::BUFFER_LOAD_UBYTE),
    (op::GLOBAL_LOAD_SBYTE, op::BUFFER_LOAD_SBYTE),
    (op::GLOBAL_LOAD_USHORT, op::BUFFER_LOAD_USHORT),
    (op::GLOBAL_LOAD_SSHORT, op::BUFFER_LOAD_SSHORT),
    (op::GLOBAL_STORE_DWORD, op::BUFFER_STORE_DWORD),
    (op::GLOBAL_STORE_DWORDX2, op::BUFFER_STORE_DWORDX2),
    (op::GLOBAL_STORE_BYTE, op::BUFFER_STORE_BYTE),
    (op::GLOBAL_STORE_SHORT, op::BUFFER_STORE_SHORT),
    (op::GLOBAL_LOAD_DWORDX3, op::BUFFER_LOAD_DWORDX3),
    (op::GLOBAL_STORE_DWORDX3, op::BUFFER_STORE_DWORDX3),
    (op::GLOBAL_LOAD_DWORDX4, op::BUFFER_LOAD_DWORDX4),
    (op::GLOBAL_STORE_DWORDX4, op::BUFFER_STORE_DWORDX4),
];

/// `global_atomic_*` opcodes and their bounds-checked `buffer_atomic_*` equivalents.
const CHECKED_ATOMICS: [(Op, Op); 26] = [
    (op::GLOBAL_ATOMIC_SWAP, op::BUFFER_ATOMIC_SWAP),
    (op::GLOBAL_ATOMIC_CMPSWAP, op::BUFFER_ATOMIC_CMPSWAP),
    (op::GLOBAL_ATOMIC_ADD, op::BUFFER_ATOMIC_ADD),
    (op::GLOBAL_ATOMIC_SUB, op::BUFFER_ATOMIC_SUB),
    (op::GLOBAL_ATOMIC_SMIN, op::BUFFER_ATOMIC_SMIN),
    (op::GLOBAL_ATOMIC_UMIN, op::BUFFER_ATOMIC_UMIN),
    (op::GLOBAL_ATOMIC_SMAX, op::BUFFER_ATOMIC_SMAX),
    (op::GLOBAL_ATOMIC_UMAX, op::BUFFER_ATOMIC_UMAX),
    (op::GLOBAL_ATOMIC_AND, op::BUFFER_ATOMIC_AND),
    (op::GLOBAL_ATOMIC_OR, op::BUFFER_ATOMIC_OR),
    (op::GLOBAL_ATOMIC_XOR, op::BUFFER_ATOMIC_XOR),
    (op::GLOBAL_ATOMIC_INC, op::BUFFER_ATOMIC_INC),
    (op::GLOBAL_ATOMIC_DEC, op::BUFFER_ATOMIC_DEC),
    (op::GLOBAL_ATOMIC_SWAP_X2, op::BUFFER_ATOMIC_SWAP_X2),
    (op::GLOBAL_ATOMIC_CMPSWAP_X2, op::BUFFER_ATOMIC_CMPSWAP_X2),
    (op::GLOBAL_ATOMIC_ADD_X2, op::BUFFER_ATOMIC_ADD_X2),
    (op::GLOBAL_ATOMIC_SUB_X2, op::BUFFER_ATOMIC_SUB_X2),
    (op::GLOBAL_ATOMIC_SMIN_X2, op::BUFFER_ATOMIC_SMIN_X2),
    (op::GLOBAL_ATOMIC_UMIN_X2, op::BUFFER_ATOMIC_UMIN_X2),
    (op::GLOBAL_ATOMIC_SMAX_X2, op::BUFFER_ATOMIC_SMAX_X2),
    (op::GLOBAL_ATOMIC_UMAX_X2, op::BUFFER_ATOMIC_UMAX_X2),
    (op::GLOBAL_ATOMIC_AND_X2, op::BUFFER_ATOMIC_AND_X2),
    (op::GLOBAL_ATOMIC_OR_X2, op::BUFFER_ATOMIC_OR_X2),
    (op::GLOBAL_ATOMIC_XOR_X2, op::BUFFER_ATOMIC_XOR_X2),
    (op::GLOBAL_ATOMIC_INC_X2, op::BUFFER_ATOMIC_INC_X2),
    (op::GLOBAL_ATOMIC_DEC_X2, op::BUFFER_ATOMIC_DEC_X2),
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
    let global = inst.op;
    let Some(&(_, buffer)) = CHECKED.iter().find(|(g, _)| *g == global) else {
        return Ok(None);
    };
    let load = global.info().flags.contains(Flags::LOAD);
    // GLOBAL operands: loads [vdst, vaddr, saddr], stores [vaddr, vdata, saddr].
    let [a, b, base] = inst.operands.as_slice() else {
        return Ok(None);
    };
    let Some(base) = placeholder(base) else {
        return Ok(None);
    };
    if !(0..4096).contains(&inst.mem.offset) {
        return Err(CodegenError::Internal(format!(
            "{global} offset {} does not fit a buffer instruction",
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
    );
    out.mem = inst.mem;
    out.mem.offen = true;
    Ok(Some(out))
}

/// The bounds-checked form of a UAV atomic (`global_atomic_* vdst, vaddr, vdata, saddr`
/// through a placeholder base): `buffer_atomic_* vdata, vaddr, rsrc, 0 offen`; without `glc`
/// (selected so when the old value is unused) that is all. With `glc` it
/// returns the old value into the first dword of `vdata`. Instruction selection gives the
/// atomic a data register of its own that dies there, so overwriting it harms no other value.
/// The value reaches `vdst` by a copy of the single data dword into `vdst` before the atomic
/// (which then uses `vdst` as its data), or, when `vdst` is `vaddr` (still read by the
/// atomic) or the data is a `cmpswap` pair, by a copy of the returned dword after it; no copy
/// when `vdst` is the data register.
fn checked_atomic(inst: &MInst) -> Result<Option<Vec<MInst>>, CodegenError> {
    let global = inst.op;
    let Some(&(_, buffer)) = CHECKED_ATOMICS.iter().find(|(g, _)| *g == global) else {
        return Ok(None);
    };
    let [dst, offset, data, base] = inst.operands.as_slice() else {
        return Ok(None);
    };
    let Some(base) = placeholder(base) else {
        return Ok(None);
    };
    if !(0..4096).contains(&inst.mem.offset) {
        return Err(CodegenError::Internal(format!(
            "{global} offset {} does not fit a buffer instruction",
            inst.mem.offset
        )));
    }
    let rsrc = MOperand::Fixed(Operand::Sgpr(RegRange {
        first: base.first,
        count: 4,
    }));
    let mut atomic = MInst::new(
        buffer,
        inst.encoding,
        &[*data, *offset, rsrc, MOperand::Fixed(Operand::Inline(128))],
    );
    atomic.mem = inst.mem;
    atomic.mem.offen = true;
    if !inst.mem.glc {
        // Selected without `glc` when nothing reads the old value: `vdst` is dead.
        return Ok(Some(vec![atomic]));
    }
    let returned = match data {
        MOperand::Fixed(Operand::Vgpr(r)) => RegRange {
            first: r.first,
            count: 1,
        },
        other => {
            return Err(CodegenError::Internal(format!(
                "{global} data {other:?} is not an allocated VGPR"
            )))
        }
    };
    let returned = MOperand::Fixed(Operand::Vgpr(returned));
    if *dst == returned {
        return Ok(Some(vec![atomic]));
    }
    // A single data dword may move into `vdst` first (the atomic then returns straight into
    // `vdst`, and nothing waits for it early), unless `vdst` is `vaddr`, which the atomic
    // still reads.
    if *dst != *offset && data == &returned {
        let copy = MInst::new(op::V_MOV_B32, Encoding::Native, &[*dst, returned]);
        atomic.operands[0] = *dst;
        return Ok(Some(vec![copy, atomic]));
    }
    let copy = MInst::new(op::V_MOV_B32, Encoding::Native, &[*dst, returned]);
    Ok(Some(vec![atomic, copy]))
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
        let old = std::mem::take(&mut mf.blocks[b].insts);
        let mut insts = Vec::with_capacity(old.len());
        for inst in old {
            if let Some(c) = checked(&inst)? {
                insts.push(c);
            } else if let Some(pair) = checked_atomic(&inst)? {
                insts.extend(pair);
            } else {
                insts.push(inst);
            }
        }
        mf.blocks[b].insts = insts;
        for inst in &mut mf.blocks[b].insts {
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
