//! LDS pairing: two `ds_read_b32` (or `ds_write_b32`) through the same address VGPR become
//! one `ds_read2_b32` (`ds_write2_b32`).
//!
//! Runs on the machine function after instruction selection, before register allocation
//! (next to [`crate::memory_pairs`]). The two-address forms add `offset0 * 4` and
//! `offset1 * 4` to the address VGPR (Vega manual L4984-4986, `ADJ` = 4 for 32-bit data;
//! `offset0`/`offset1` are 8-bit fields), so the two byte offsets (instruction selection
//! folds constant additions into them, [`crate::isel`]) must be multiples of 4 below 1024;
//! they need not be adjacent. Two accesses pair when they are in the same machine block, have
//! the same address operand, and nothing between them branches, changes EXEC or M0, writes
//! the address, or accesses memory — except other LDS reads between two reads (reads do not
//! conflict: `matmul_tiled` interleaves the reads of its two tiles). Reads: the two results (whole one-dword VGPRs written once
//! in the function, in this block, as for [`crate::memory_pairs`]) become the halves of a new
//! VGPR pair, and the pair read takes the place of the earlier one (nothing in between may
//! read the later result). Writes: `ds_write2_b32` takes two data VGPRs of any kind, so any
//! two writes pair; the pair write takes the place of the later one, and nothing in between
//! may write the earlier one's data. Each address is checked against the LDS size on its
//! own, as for two single accesses.

use std::collections::HashMap;

use gcn_isa::operand::SpecialReg;
use gcn_isa::table::{Flags, Format};
use gcn_isa::{op, Operand};

use crate::mir::{MBlock, MInst, MOperand, MachineFunction, RegClass, VReg};

/// A one-dword LDS access: (is_store, data, address, byte offset).
struct Access {
    store: bool,
    data: MOperand,
    addr: MOperand,
    offset: i32,
}

fn access(inst: &MInst) -> Option<Access> {
    let ops = &inst.operands;
    let offset = inst.mem.offset;
    // Byte offsets the 8-bit dword fields can express.
    if inst.mem.gds || offset % 4 != 0 || !(0..1024).contains(&offset) {
        return None;
    }
    match inst.op {
        op::DS_READ_B32 if ops.len() == 2 => Some(Access {
            store: false,
            data: ops[0],
            addr: ops[1],
            offset,
        }),
        op::DS_WRITE_B32 if ops.len() == 2 => Some(Access {
            store: true,
            data: ops[1],
            addr: ops[0],
            offset,
        }),
        _ => None,
    }
}

/// Pairs LDS accesses; returns how many pairs were formed.
pub fn run(mf: &mut MachineFunction) -> usize {
    let defs = mf.def_counts();
    let mut renames: HashMap<VReg, MOperand> = HashMap::new();
    let mut pairs = 0;
    for b in mf.layout.clone() {
        let mut i = 0;
        while i < mf.blocks[b].insts.len() {
            let Some((j, first, second)) = find_partner(mf, &defs, &renames, b, i) else {
                i += 1;
                continue;
            };
            let mut mem = mf.blocks[b].insts[i].mem;
            mem.offset = first.offset / 4;
            mem.offset1 = (second.offset / 4) as u8;
            let encoding = mf.blocks[b].insts[i].encoding;
            if first.store {
                let mut pair = MInst::new(
                    op::DS_WRITE2_B32,
                    encoding,
                    &[first.addr, first.data, second.data],
                );
                pair.mem = mem;
                let insts = &mut mf.blocks[b].insts;
                insts[j] = pair;
                insts.remove(i);
            } else {
                let result = mf.new_vreg(RegClass::Vgpr, 2);
                for (k, data) in [first.data, second.data].iter().enumerate() {
                    if let Some(r) = data.vreg() {
                        renames.insert(r, MOperand::half(result, k as u8));
                    }
                }
                let mut pair = MInst::new(
                    op::DS_READ2_B32,
                    encoding,
                    &[MOperand::whole(result, 2), first.addr],
                );
                pair.mem = mem;
                let insts = &mut mf.blocks[b].insts;
                insts[i] = pair;
                insts.remove(j);
                i += 1;
            }
            pairs += 1;
        }
    }
    mf.rename_whole_vgprs(&renames);
    pairs
}

/// The access after `insts[i]` it pairs with: its index and both accesses.
fn find_partner(
    mf: &MachineFunction,
    defs: &HashMap<VReg, (u32, MBlock)>,
    renamed: &HashMap<VReg, MOperand>,
    b: MBlock,
    i: usize,
) -> Option<(usize, Access, Access)> {
    let insts = &mf.blocks[b].insts;
    let first = access(&insts[i])?;
    let d0 = if first.store {
        None
    } else {
        Some(
            mf.whole_vgpr_written_once_in(defs, &first.data, b)
                .filter(|r| !renamed.contains_key(r))?,
        )
    };
    for (j, inst) in insts.iter().enumerate().skip(i + 1) {
        if let Some(second) = access(inst) {
            if second.store == first.store
                && second.addr == first.addr
                && second.offset != first.offset
            {
                if let Some(d0) = d0 {
                    let d1 = mf
                        .whole_vgpr_written_once_in(defs, &second.data, b)
                        .filter(|r| *r != d0 && !renamed.contains_key(r))?;
                    if insts[i + 1..j].iter().any(|x| x.reads_vreg(d1)) {
                        return None;
                    }
                }
                return Some((j, first, second));
            }
        }
        let info = inst.op.info();
        // Another LDS read may sit between two reads (reads do not conflict; the later one
        // moves above it), not between two writes.
        let lds_read = info.format == Format::Ds
            && info.flags.contains(Flags::LOAD)
            && !info.flags.contains(Flags::ATOMIC)
            && !inst.mem.gds;
        let read_between_reads = lds_read && !first.store;
        let barrier = (info.format.is_memory() && !read_between_reads)
            || info.flags.contains(Flags::BRANCH)
            || info.flags.contains(Flags::ENDS_PROGRAM)
            || info.flags.contains(Flags::WRITES_EXEC)
            || inst.op == op::S_BARRIER
            || inst.operands_with_access().any(|(o, write)| {
                write
                    && matches!(
                        o,
                        MOperand::Fixed(Operand::Special(
                            SpecialReg::ExecLo | SpecialReg::ExecHi | SpecialReg::M0
                        ))
                    )
            });
        if barrier
            || inst.writes_register_of(&first.addr)
            || (first.store && inst.writes_register_of(&first.data))
        {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use ilc_ir::passes::pipeline::OptLevel;

    use crate::test_support::{count, mnemonics_at};

    fn mnemonics(il: &str) -> Vec<String> {
        mnemonics_at(il, OptLevel::O2)
    }

    #[test]
    fn reduce_sum_lds_reads_each_step_with_one_ds_read2() {
        // Each of the six steps reads words tid and tid + s (offset s * 4 folded): before,
        // two ds_read_b32 and a v_add_u32 for the address; now one ds_read2_b32. The last
        // read (word 0, one per group) stays single; the seven writes are one per block.
        let il = include_str!("../../../tests/corpus/compute/reduce_sum_lds.il");
        let n = mnemonics(il);
        assert_eq!(count(&n, "ds_read2_b32"), 6, "{n:?}");
        assert_eq!(count(&n, "ds_read_b32"), 1, "{n:?}");
        assert_eq!(count(&n, "ds_write_b32"), 7, "{n:?}");
    }

    #[test]
    fn matmul_tiled_pairs_its_interleaved_tile_reads() {
        // Each unrolled k step reads As[ty][k] and Bs[k][tx] through two address VGPRs, in
        // turn: 2 x 16 single reads before; paired across the other tile's reads, 2 x 8
        // ds_read2_b32 (offsets below 1024 bytes).
        let il = include_str!("../../../tests/corpus/compute/matmul_tiled.il");
        let n = mnemonics(il);
        assert_eq!(count(&n, "ds_read2_b32"), 16, "{n:?}");
        assert_eq!(count(&n, "ds_read_b32"), 0, "{n:?}");
    }

    #[test]
    fn two_writes_pair_and_a_barrier_separates_reads() {
        // Two writes through one address (offsets 0 and 8): one ds_write2_b32. The reads of
        // words 0 and 2 after the fence sit on either side of a barrier: two ds_read_b32.
        // (Two waves per group: a one-wave group has no s_barrier to separate them.)
        let il = "il_cs_2_0
dcl_num_thread_per_group 128, 1, 1
dcl_raw_uav_id(0)
dcl_lds_id(0) 1024
dcl_literal l0, 4, 8, 0, 0
imul r0.x, vTidInGrp.x, l0.y
uav_raw_load_id(0) r1.x, r0.x
lds_store_id(0) r0.x, r1.x
iadd r0.y, r0.x, l0.y
lds_store_id(0) r0.y, vTidInGrp.x
fence_threads_lds
lds_load_id(0) r2.x, r0.x
fence_threads_lds
lds_load_id(0) r2.y, r0.y
iadd r3.x, r2.x, r2.y
uav_raw_store_id(0) mem.x, r0.x, r3.x
end
";
        let n = mnemonics(il);
        assert_eq!(count(&n, "ds_write2_b32"), 1, "{n:?}");
        assert_eq!(count(&n, "ds_write_b32"), 0, "{n:?}");
        assert_eq!(count(&n, "ds_read2_b32"), 0, "{n:?}");
        assert_eq!(count(&n, "ds_read_b32"), 2, "{n:?}");
        // The one v_add_u32 is the data sum: the address r0.x + 8 is folded.
        assert_eq!(count(&n, "v_add_u32"), 1, "{n:?}");
    }
}
