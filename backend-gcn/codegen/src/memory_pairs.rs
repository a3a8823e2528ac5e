//! Memory merging: two to four `global_load_dword` (or `global_store_dword`) of adjacent
//! words through the same address registers become one `global_load_dwordx2`/`x3`/`x4`
//! (`global_store_dwordx2`/`x3`/`x4`); after register allocation [`crate::uav_resources`]
//! makes them the `buffer_*` forms with the same widths.
//!
//! Runs on the machine function after instruction selection, before register allocation.
//! Accesses merge when they are in the same machine block, use the same VGPR offset and
//! SGPR base with immediate offsets `k`, `k + 4`, ... (in any order: each joins when its
//! word extends the group's run at either end), have the same cache bits (no `glc`/`slc`),
//! and nothing between them branches, changes EXEC, accesses memory otherwise or writes
//! their address registers. Their data registers must be distinct whole one-dword VGPRs
//! written exactly once in the function, in the block of the accesses (a value written
//! elsewhere, e.g. by a copy under a partial EXEC inside a loop, may be undefined on some
//! control-flow path, which a register tuple cannot express); they become the dwords of a
//! new VGPR pair or tuple everywhere, so the merged access needs no copies. Pairs are
//! allocated by regalloc2, tuples of three or four in a range of their own
//! ([`crate::ra2::tuples`]). The merged access takes the place of the earliest load (so
//! every word is ready as early as the first) or of the latest store (so every word is
//! written by then; nothing in between may write an earlier store's data).
//!
//! The accesses touch the same bytes under the same EXEC as the single ones, so an
//! out-of-bounds lane is reported the same way by the strict simulator, and the bounds-checked
//! `buffer_*` forms check each dword on its own (Vega manual, "Range Checking", L3239).
//!
//! Occupancy: the merged data must be live together in consecutive registers, which can
//! raise the VGPR count. `select_and_allocate` (crate root) therefore also allocates the
//! kernel without merging and keeps the merges only when they cost no occupancy (waves per
//! SIMD, [`crate::occupancy`], a step every 4 VGPRs up to 10 waves); otherwise it tries
//! pairs only ([`Merge::PAIRS`]), then loads only ([`Merge::LOADS`]), and keeps the first
//! that costs none.

use std::collections::HashMap;

use gcn_isa::op;
use gcn_isa::operand::SpecialReg;
use gcn_isa::table::Flags;
use gcn_isa::{inst::MemFields, Operand};

use crate::mir::{MBlock, MInst, MOperand, MachineFunction, RegClass, VReg};

/// A one-dword global access: (is_store, data, vaddr, saddr, immediate offset).
struct Access {
    store: bool,
    data: MOperand,
    vaddr: MOperand,
    saddr: MOperand,
    offset: i32,
}

fn access(inst: &MInst) -> Option<Access> {
    let name = inst.op;
    let ops = &inst.operands;
    match name {
        op::GLOBAL_LOAD_DWORD if ops.len() == 3 => Some(Access {
            store: false,
            data: ops[0],
            vaddr: ops[1],
            saddr: ops[2],
            offset: inst.mem.offset,
        }),
        op::GLOBAL_STORE_DWORD if ops.len() == 3 => Some(Access {
            store: true,
            data: ops[1],
            vaddr: ops[0],
            saddr: ops[2],
            offset: inst.mem.offset,
        }),
        _ => None,
    }
}

/// Whether two accesses' fields agree except for the immediate offset.
fn same_bits(a: &MemFields, b: &MemFields) -> bool {
    MemFields { offset: 0, ..*a } == MemFields { offset: 0, ..*b }
}

/// Whether `inst` may not sit between two paired accesses.
fn is_barrier(inst: &MInst) -> bool {
    let info = inst.op.info();
    let memory = info.format.is_memory();
    let flow = info.flags.contains(Flags::BRANCH)
        || info.flags.contains(Flags::ENDS_PROGRAM)
        || info.flags.contains(Flags::WRITES_EXEC)
        || inst.op == op::S_BARRIER;
    let exec = inst.operands_with_access().any(|(o, write)| {
        write
            && matches!(
                o,
                MOperand::Fixed(Operand::Special(SpecialReg::ExecLo | SpecialReg::ExecHi))
            )
    });
    memory || flow || exec
}

/// Merges adjacent accesses into groups of up to four words; returns how many groups were
/// formed.
pub fn run(mf: &mut MachineFunction) -> usize {
    run_with(mf, Merge::ALL).groups
}

/// What a run merged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Merged {
    /// Groups formed (each one access instead of two to four).
    pub groups: usize,
    /// Groups of three or four words (tuple registers).
    pub wide: usize,
}

/// Which accesses a run merges, and into groups of how many words at most.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Merge {
    /// Stores are merged too (loads always are).
    pub stores: bool,
    /// The widest group, 2 to 4 words.
    pub max_words: usize,
}

impl Merge {
    /// Loads and stores, up to `dwordx4`.
    pub const ALL: Merge = Merge {
        stores: true,
        max_words: 4,
    };
    /// Loads only, up to `dwordx4`.
    pub const LOADS: Merge = Merge {
        stores: false,
        max_words: 4,
    };
    /// Loads and stores, pairs only (`dwordx2`, no tuple register).
    pub const PAIRS: Merge = Merge {
        stores: true,
        max_words: 2,
    };
}

/// Merges adjacent accesses as `merge` allows.
pub fn run_with(mf: &mut MachineFunction, merge: Merge) -> Merged {
    let defs = mf.def_counts();
    let mut renames: HashMap<VReg, MOperand> = HashMap::new();
    let mut merged_count = Merged::default();
    for b in mf.layout.clone() {
        let mut i = 0;
        while i < mf.blocks[b].insts.len() {
            let Some(group) = find_group(mf, &defs, &renames, b, i, merge.max_words)
                .filter(|g| merge.stores || !g.store)
            else {
                i += 1;
                continue;
            };
            let words = group.members.len();
            let op = match (group.store, words) {
                (true, 2) => op::GLOBAL_STORE_DWORDX2,
                (true, 3) => op::GLOBAL_STORE_DWORDX3,
                (true, _) => op::GLOBAL_STORE_DWORDX4,
                (false, 2) => op::GLOBAL_LOAD_DWORDX2,
                (false, 3) => op::GLOBAL_LOAD_DWORDX3,
                (false, _) => op::GLOBAL_LOAD_DWORDX4,
            };
            let tuple = mf.new_vreg(RegClass::Vgpr, words as u8);
            let lowest = group.members.iter().map(|m| m.offset).min().unwrap_or(0);
            for m in &group.members {
                renames.insert(
                    m.data,
                    MOperand::half(tuple, ((m.offset - lowest) / 4) as u8),
                );
            }
            let first = &mf.blocks[b].insts[i];
            let (vaddr, saddr) = (group.vaddr, group.saddr);
            let operands = if group.store {
                [vaddr, MOperand::whole(tuple, words as u8), saddr]
            } else {
                [MOperand::whole(tuple, words as u8), vaddr, saddr]
            };
            let merged = MInst {
                op,
                encoding: first.encoding,
                operands: operands.iter().copied().collect(),
                mods: first.mods,
                mem: MemFields {
                    offset: lowest,
                    ..first.mem
                },
            };
            // Loads take the place of the earliest (every word is ready as early as the
            // first), stores of the latest (every word is written by then).
            let mut at: Vec<usize> = group.members.iter().map(|m| m.index).collect();
            at.sort_unstable();
            let keep = if group.store { at[at.len() - 1] } else { at[0] };
            let insts = &mut mf.blocks[b].insts;
            insts[keep] = merged;
            for &k in at.iter().rev().filter(|&&k| k != keep) {
                insts.remove(k);
            }
            if !group.store {
                i += 1;
            }
            merged_count.groups += 1;
            merged_count.wide += usize::from(words > 2);
        }
    }
    mf.rename_whole_vgprs(&renames);
    merged_count
}

/// One access of a group: its index in the block, byte offset and data register.
struct Member {
    index: usize,
    offset: i32,
    data: VReg,
}

/// Accesses of adjacent words that merge: loads or stores, their common address registers.
struct Group {
    store: bool,
    vaddr: MOperand,
    saddr: MOperand,
    members: Vec<Member>,
}

/// The group that starts with `insts[i]` (at most `max_words` words), if it has two or more.
fn find_group(
    mf: &MachineFunction,
    defs: &HashMap<VReg, (u32, MBlock)>,
    renamed: &HashMap<VReg, MOperand>,
    b: MBlock,
    i: usize,
    max_words: usize,
) -> Option<Group> {
    let insts = &mf.blocks[b].insts;
    let first = access(&insts[i])?;
    if insts[i].mem.glc || insts[i].mem.slc {
        return None;
    }
    let d0 = mf
        .whole_vgpr_written_once_in(defs, &first.data, b)
        .filter(|r| !renamed.contains_key(r))?;
    let mut group = Group {
        store: first.store,
        vaddr: first.vaddr,
        saddr: first.saddr,
        members: vec![Member {
            index: i,
            offset: first.offset,
            data: d0,
        }],
    };
    let (mut low, mut high) = (first.offset, first.offset);
    for (j, inst) in insts.iter().enumerate().skip(i + 1) {
        if group.members.len() == max_words {
            break;
        }
        if let Some(next) = access(inst) {
            let same_place = next.store == first.store
                && next.vaddr == first.vaddr
                && next.saddr == first.saddr
                && same_bits(&inst.mem, &insts[i].mem);
            let adjacent = next.offset == high + 4 || next.offset == low - 4;
            if same_place && adjacent {
                let Some(d) = mf
                    .whole_vgpr_written_once_in(defs, &next.data, b)
                    .filter(|r| {
                        !renamed.contains_key(r) && group.members.iter().all(|m| m.data != *r)
                    })
                else {
                    break;
                };
                // A load moves up to the group's first: nothing in between may read it.
                if !first.store && insts[i + 1..j].iter().any(|x| x.reads_vreg(d)) {
                    break;
                }
                low = low.min(next.offset);
                high = high.max(next.offset);
                group.members.push(Member {
                    index: j,
                    offset: next.offset,
                    data: d,
                });
                continue;
            }
        }
        // A store moves down to the group's last: nothing in between may write its data.
        let data_written = first.store
            && group
                .members
                .iter()
                .any(|m| inst.writes_register_of(&MOperand::whole(m.data, 1)));
        if is_barrier(inst)
            || inst.writes_register_of(&first.vaddr)
            || inst.writes_register_of(&first.saddr)
            || data_written
        {
            break;
        }
    }
    (group.members.len() >= 2).then_some(group)
}

#[cfg(test)]
mod tests {
    use ilc_ir::passes::pipeline::{optimize, OptLevel};

    use crate::test_support::{count, mnemonics_at};

    /// The mnemonics of the compiled `il` (at -O1, as the backend's other unit tests).
    fn mnemonics(il: &str) -> Vec<String> {
        mnemonics_at(il, OptLevel::O1)
    }

    const HEAD: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 4, 8, 12, 0
ishl r0.x, vAbsTid.x, l0.y
";

    #[test]
    fn adjacent_words_pair_and_others_stay_single() {
        // Loads of words 0,1 (pair) and 3 (alone: word 2 is not read); stores of words 1,0
        // (pair, in either order) and 3.
        let il = format!(
            "{HEAD}uav_raw_load_id(0) r1.x, r0.x
iadd r0.y, r0.x, l0.x
uav_raw_load_id(0) r3.x, r0.y
iadd r0.z, r0.x, l0.z
uav_raw_load_id(0) r4.x, r0.z
iadd r2.x, r1.x, r3.x
uav_raw_store_id(1) mem.x, r0.y, r4.x
uav_raw_store_id(1) mem.x, r0.x, r2.x
uav_raw_store_id(1) mem.x, r0.z, r1.x
end
"
        );
        let n = mnemonics(&il);
        assert_eq!(count(&n, "buffer_load_dwordx2"), 1, "{n:?}");
        assert_eq!(count(&n, "buffer_load_dword"), 1, "{n:?}");
        assert_eq!(count(&n, "buffer_store_dwordx2"), 1, "{n:?}");
        assert_eq!(count(&n, "buffer_store_dword"), 1, "{n:?}");
    }

    #[test]
    fn a_store_between_two_loads_keeps_them_apart() {
        // The store to UAV 1 may alias nothing here, but the pass does not reason about
        // buffers: any memory access between two candidates separates them.
        let il = format!(
            "{HEAD}uav_raw_load_id(0) r1.x, r0.x
uav_raw_store_id(1) mem.x, r0.x, r0.x
iadd r0.y, r0.x, l0.x
uav_raw_load_id(0) r3.x, r0.y
iadd r2.x, r1.x, r3.x
uav_raw_store_id(1) mem.x, r0.y, r2.x
end
"
        );
        let n = mnemonics(&il);
        assert_eq!(count(&n, "buffer_load_dwordx2"), 0, "{n:?}");
        assert_eq!(count(&n, "buffer_load_dword"), 2, "{n:?}");
    }

    #[test]
    fn a_value_stored_twice_joins_only_one_pair() {
        // r1.x goes to words 0 and 1 and r1.y to word 2: one register cannot be both halves.
        let il = format!(
            "{HEAD}uav_raw_load_id(0) r1.x, r0.x
iadd r0.y, r0.x, l0.x
uav_raw_store_id(1) mem.x, r0.x, r1.x
uav_raw_store_id(1) mem.x, r0.y, r1.x
end
"
        );
        let n = mnemonics(&il);
        assert_eq!(count(&n, "buffer_store_dwordx2"), 0, "{n:?}");
        assert_eq!(count(&n, "buffer_store_dword"), 2, "{n:?}");
    }

    #[test]
    fn a_value_written_in_a_loop_is_stored_alone() {
        // A random program (shrunk): the value stored beside a loaded word is written once,
        // by the copy of a loop's exit edge, so it is undefined on the path that leaves the
        // loop elsewhere. Pairing it made one half of the pair undefined on that path and
        // the allocation check failed; with the rule it compiles and stores it alone.
        let il = include_str!("testdata/pair_half_written_in_loop.il");
        let n = mnemonics_at(il, OptLevel::O2);
        assert!(count(&n, "buffer_store_dword") > 0, "{n:?}");
    }

    #[test]
    fn loads_only_pairing_leaves_the_stores_single() {
        // Words 0, 1 loaded and stored back to words 0, 1 of another buffer: `run` pairs
        // both, `Merge::LOADS` only the loads.
        let il = format!(
            "{HEAD}uav_raw_load_id(0) r1.x, r0.x
iadd r0.y, r0.x, l0.x
uav_raw_load_id(0) r2.x, r0.y
iadd r3.x, r1.x, r2.x
iadd r3.y, r1.x, r1.x
uav_raw_store_id(1) mem.x, r0.x, r3.x
uav_raw_store_id(1) mem.x, r0.y, r3.y
end
"
        );
        let program = amdil::parse(&il).unwrap_or_else(|d| panic!("{d:?}"));
        let mut func = ilc_ir::lower::lower(&program).unwrap_or_else(|e| panic!("{e}"));
        optimize(&mut func, OptLevel::O1).unwrap_or_else(|e| panic!("{e}"));
        let selected = crate::isel::select(&func).unwrap_or_else(|e| panic!("{e}"));
        let names = |mf: &crate::mir::MachineFunction| -> Vec<String> {
            mf.layout
                .iter()
                .flat_map(|&b| mf.blocks[b].insts.iter())
                .map(|i| i.op.info().name.to_string())
                .collect()
        };
        let mut all = selected.mfunc.clone();
        assert_eq!(super::run(&mut all), 2);
        let mut loads = selected.mfunc;
        assert_eq!(super::run_with(&mut loads, super::Merge::LOADS).groups, 1);
        let n = names(&loads);
        assert_eq!(count(&n, "global_load_dwordx2"), 1, "{n:?}");
        assert_eq!(count(&n, "global_store_dwordx2"), 0, "{n:?}");
        assert_eq!(count(&n, "global_store_dword"), 2, "{n:?}");
    }

    #[test]
    fn int_ops_stores_its_twenty_words_with_five_dwordx4() {
        // int_ops loads two adjacent words and stores 20 (five xyzw stores of r10..r14).
        // Before the wide merging, pairs of its stores cost a 25th VGPR (9 waves per SIMD
        // instead of 10), so it kept 20 single stores; the five tuples of four reuse v0 once
        // read and fit in 24 VGPRs (checked in `tuples_reuse_the_work_item_id_vgpr`).
        let il = include_str!("../../../tests/corpus/compute/int_ops.il");
        let n = mnemonics_at(il, OptLevel::O2);
        assert_eq!(count(&n, "buffer_load_dwordx2"), 1, "{n:?}");
        assert_eq!(count(&n, "buffer_load_dword"), 0, "{n:?}");
        assert_eq!(count(&n, "buffer_store_dwordx4"), 5, "{n:?}");
        assert_eq!(count(&n, "buffer_store_dword"), 0, "{n:?}");
        assert_eq!(count(&n, "buffer_store_dwordx2"), 0, "{n:?}");
    }

    #[test]
    fn tuples_reuse_the_work_item_id_vgpr() {
        // 20 values live at once in five tuples, the store address and the loaded pair:
        // 20 + 1 + 2 = 23 VGPRs besides v0, which is read only at the start. With v0 reused
        // the kernel needs 24 VGPRs (10 waves), not 25.
        let il = include_str!("../../../tests/corpus/compute/int_ops.il");
        let program = amdil::parse(il).unwrap_or_else(|d| panic!("{d:?}"));
        let mut func = ilc_ir::lower::lower(&program).unwrap_or_else(|e| panic!("{e}"));
        optimize(&mut func, OptLevel::O2).unwrap_or_else(|e| panic!("{e}"));
        let kernel = crate::compile_function(&func, &crate::CompileOptions::default())
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(kernel.vgpr_count, 24);
        assert_eq!(crate::occupancy(kernel.sgpr_count, kernel.vgpr_count), 10);
    }

    #[test]
    fn four_three_and_two_adjacent_words_merge_into_one_access_each() {
        // Loads of words 0-3 (x4), stores of words 7,6,5,4 in reverse order (x4), 8-10 (x3)
        // and 12-13 (x2); word 16 alone.
        let mut il = String::from(
            "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 6, 0, 0, 0
ishl r0.x, vAbsTid.x, l0.x
uav_raw_load_id(0) r1.xyzw, r0.x
iadd r2.x, r1.x, r1.y
iadd r2.y, r1.y, r1.z
iadd r2.z, r1.z, r1.w
iadd r2.w, r1.w, r1.x
",
        );
        for (word, src) in [(7, "r2.w"), (6, "r2.z"), (5, "r2.y"), (4, "r2.x")] {
            il += &format!(
                "dcl_literal l{word}, {}, 0, 0, 0\niadd r3.x, r0.x, l{word}.x\nuav_raw_store_id(1) mem.x, r3.x, {src}\n",
                4 * word
            );
        }
        // Fresh values (a value joins one tuple only, and the loaded words are already
        // dwords of the loaded tuple).
        il += "dcl_literal l8, 32, 48, 64, 0
imul r4, r1, r1
imul r5, r1, r4
iadd r3.x, r0.x, l8.x
uav_raw_store_id(1) mem.xyz, r3.x, r4.xyzx
iadd r3.x, r0.x, l8.y
uav_raw_store_id(1) mem.xy, r3.x, r5.xyxx
iadd r3.x, r0.x, l8.z
uav_raw_store_id(1) mem.x, r3.x, r5.z
end
";
        let n = mnemonics_at(&il, OptLevel::O2);
        assert_eq!(count(&n, "buffer_load_dwordx4"), 1, "{n:?}");
        assert_eq!(count(&n, "buffer_load_dword"), 0, "{n:?}");
        assert_eq!(count(&n, "buffer_store_dwordx4"), 1, "{n:?}");
        assert_eq!(count(&n, "buffer_store_dwordx3"), 1, "{n:?}");
        assert_eq!(count(&n, "buffer_store_dwordx2"), 1, "{n:?}");
        assert_eq!(count(&n, "buffer_store_dword"), 1, "{n:?}");
        // Before this pass (pairs only), the same kernel: two x2 loads, five x2 stores and
        // two single ones.
        let program = amdil::parse(&il).unwrap_or_else(|d| panic!("{d:?}"));
        let mut func = ilc_ir::lower::lower(&program).unwrap_or_else(|e| panic!("{e}"));
        optimize(&mut func, OptLevel::O2).unwrap_or_else(|e| panic!("{e}"));
        let mut pairs = crate::isel::select(&func)
            .unwrap_or_else(|e| panic!("{e}"))
            .mfunc;
        let merged = super::run_with(&mut pairs, super::Merge::PAIRS);
        assert_eq!(merged, super::Merged { groups: 6, wide: 0 });
    }
}
