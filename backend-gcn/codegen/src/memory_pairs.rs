//! Memory pairing: two `global_load_dword` (or `global_store_dword`) of adjacent words through
//! the same address registers become one `global_load_dwordx2` (`global_store_dwordx2`).
//!
//! Runs on the machine function after instruction selection, before register allocation.
//! Two accesses pair when they are in the same machine block, use the same VGPR offset and
//! SGPR base with immediate offsets `k` and `k + 4`, have the same cache bits, and nothing
//! between them branches, changes EXEC, accesses memory or writes their address registers.
//! Their data registers must be distinct whole one-dword VGPRs written exactly once in the
//! function, in the block of the accesses (a value written elsewhere, e.g. by a copy under a
//! partial EXEC inside a loop, may be undefined on some control-flow path, which a register
//! pair cannot express); they become the two halves of a new VGPR pair everywhere, so the pair needs no
//! copies. The pair access takes the place of the earlier load (so the second value is
//! ready as early as the first) or of the later store (so both values are written by then).
//!
//! The accesses touch the same bytes under the same EXEC as the two single ones, so an
//! out-of-bounds lane is reported the same way by the strict simulator.

use std::collections::HashMap;

use gcn_isa::op;
use gcn_isa::operand::SpecialReg;
use gcn_isa::table::Flags;
use gcn_isa::{inst::MemFields, Operand};

use crate::mir::{MBlock, MInst, MOperand, MachineFunction, RegClass, VReg};

/// How many times each virtual register is written, over the whole function, and the block
/// of its last write.
fn def_counts(mf: &MachineFunction) -> HashMap<VReg, (u32, MBlock)> {
    let mut counts: HashMap<VReg, (u32, MBlock)> = HashMap::new();
    for &b in &mf.layout {
        for inst in &mf.blocks[b].insts {
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

/// Whether `inst` writes the register of operand `o` (any part of it).
fn writes(inst: &MInst, o: &MOperand) -> bool {
    inst.operands_with_access().any(|(w, write)| {
        write
            && match (w, o) {
                (MOperand::Virt { reg: a, .. }, MOperand::Virt { reg: b, .. }) => a == b,
                (MOperand::Fixed(a), MOperand::Fixed(b)) => a == b,
                _ => false,
            }
    })
}

/// Whether `inst` reads virtual register `r`.
fn reads(inst: &MInst, r: VReg) -> bool {
    inst.operands_with_access()
        .any(|(o, write)| !write && o.vreg() == Some(r))
}

/// A whole one-dword VGPR written once, in block `b`.
fn pairable_data(
    mf: &MachineFunction,
    defs: &HashMap<VReg, (u32, MBlock)>,
    o: &MOperand,
    b: MBlock,
) -> Option<VReg> {
    match *o {
        MOperand::Virt {
            reg,
            sub: 0,
            dwords: 1,
        } if mf.vregs[reg].class == RegClass::Vgpr
            && mf.vregs[reg].dwords == 1
            && defs.get(&reg) == Some(&(1, b)) =>
        {
            Some(reg)
        }
        _ => None,
    }
}

/// Pairs adjacent accesses; returns how many pairs were formed.
pub fn run(mf: &mut MachineFunction) -> usize {
    run_on(mf, true)
}

/// Pairs adjacent loads only (stores stay single); returns how many pairs were formed.
pub fn run_loads(mf: &mut MachineFunction) -> usize {
    run_on(mf, false)
}

fn run_on(mf: &mut MachineFunction, stores: bool) -> usize {
    let defs = def_counts(mf);
    let mut renames: HashMap<VReg, MOperand> = HashMap::new();
    let mut pairs = 0;
    for b in mf.layout.clone() {
        let mut i = 0;
        while i < mf.blocks[b].insts.len() {
            let Some(found) = find_partner(mf, &defs, &renames, b, i)
                .filter(|found| stores || !found.first.store)
            else {
                i += 1;
                continue;
            };
            let Partner {
                index: j,
                first,
                second,
                low,
                high,
            } = found;
            let op = if first.store {
                op::GLOBAL_STORE_DWORDX2
            } else {
                op::GLOBAL_LOAD_DWORDX2
            };
            let pair = mf.new_vreg(RegClass::Vgpr, 2);
            renames.insert(low, MOperand::half(pair, 0));
            renames.insert(high, MOperand::half(pair, 1));
            let operands = if first.store {
                [first.vaddr, MOperand::whole(pair, 2), first.saddr]
            } else {
                [MOperand::whole(pair, 2), first.vaddr, first.saddr]
            };
            let mem = MemFields {
                offset: first.offset.min(second.offset),
                ..mf.blocks[b].insts[i].mem
            };
            let paired = MInst {
                op,
                encoding: mf.blocks[b].insts[i].encoding,
                operands: operands.iter().copied().collect(),
                mods: mf.blocks[b].insts[i].mods,
                mem,
            };
            let insts = &mut mf.blocks[b].insts;
            if first.store {
                // The later store writes both words; the earlier one goes.
                insts[j] = paired;
                insts.remove(i);
            } else {
                insts[i] = paired;
                insts.remove(j);
                i += 1;
            }
            pairs += 1;
        }
    }
    if !renames.is_empty() {
        for &b in &mf.layout {
            for inst in &mut mf.blocks[b].insts {
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
    pairs
}

/// Two accesses that pair: the second's index, both accesses, and the data registers of the
/// lower and the upper word.
struct Partner {
    index: usize,
    first: Access,
    second: Access,
    low: VReg,
    high: VReg,
}

/// The access after `insts[i]` it pairs with.
fn find_partner(
    mf: &MachineFunction,
    defs: &HashMap<VReg, (u32, MBlock)>,
    renamed: &HashMap<VReg, MOperand>,
    b: MBlock,
    i: usize,
) -> Option<Partner> {
    let insts = &mf.blocks[b].insts;
    let first = access(&insts[i])?;
    if insts[i].mem.glc || insts[i].mem.slc {
        return None;
    }
    let d0 = pairable_data(mf, defs, &first.data, b).filter(|r| !renamed.contains_key(r))?;
    for (j, inst) in insts.iter().enumerate().skip(i + 1) {
        if let Some(second) = access(inst) {
            let same_place = second.store == first.store
                && second.vaddr == first.vaddr
                && second.saddr == first.saddr
                && same_bits(&inst.mem, &insts[i].mem);
            if same_place && (second.offset - first.offset).abs() == 4 {
                let d1 = pairable_data(mf, defs, &second.data, b)
                    .filter(|r| *r != d0 && !renamed.contains_key(r))?;
                if !first.store && insts[i + 1..j].iter().any(|x| reads(x, d1)) {
                    return None;
                }
                let (low, high) = if first.offset < second.offset {
                    (d0, d1)
                } else {
                    (d1, d0)
                };
                return Some(Partner {
                    index: j,
                    first,
                    second,
                    low,
                    high,
                });
            }
        }
        if is_barrier(inst)
            || writes(inst, &first.vaddr)
            || writes(inst, &first.saddr)
            || (first.store && writes(inst, &first.data))
        {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use ilc_ir::passes::pipeline::{optimize, OptLevel};

    use crate::{compile_parts, CompileOptions};

    /// The mnemonics of the compiled `il` (at -O1, as the backend's other unit tests).
    fn mnemonics(il: &str) -> Vec<String> {
        mnemonics_at(il, OptLevel::O1)
    }

    /// The mnemonics of the compiled `il` at `level`.
    fn mnemonics_at(il: &str, level: OptLevel) -> Vec<String> {
        let program = amdil::parse(il).unwrap_or_else(|d| panic!("{d:?}"));
        let mut func = ilc_ir::lower::lower(&program).unwrap_or_else(|e| panic!("{e}"));
        optimize(&mut func, level).unwrap_or_else(|e| panic!("{e}"));
        let (_, emitted) =
            compile_parts(&func, &CompileOptions::default()).unwrap_or_else(|e| panic!("{e}"));
        emitted
            .insts
            .iter()
            .map(|i| i.info().name.to_string())
            .collect()
    }

    fn count(names: &[String], name: &str) -> usize {
        names.iter().filter(|n| *n == name).count()
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
        // both, `run_loads` only the loads.
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
        assert_eq!(super::run_loads(&mut loads), 1);
        let n = names(&loads);
        assert_eq!(count(&n, "global_load_dwordx2"), 1, "{n:?}");
        assert_eq!(count(&n, "global_store_dwordx2"), 0, "{n:?}");
        assert_eq!(count(&n, "global_store_dword"), 2, "{n:?}");
    }

    #[test]
    fn loads_pair_alone_when_paired_stores_would_cost_occupancy() {
        // int_ops loads two adjacent words and stores twenty: with every pair its VGPRs
        // pass 24 (9 waves per SIMD instead of 10), so the kernel keeps the single stores
        // but still loads the two words with one global_load_dwordx2.
        let il = include_str!("../../../tests/corpus/compute/int_ops.il");
        let n = mnemonics_at(il, OptLevel::O2);
        assert_eq!(count(&n, "buffer_load_dwordx2"), 1, "{n:?}");
        assert_eq!(count(&n, "buffer_load_dword"), 0, "{n:?}");
        assert_eq!(count(&n, "buffer_store_dwordx2"), 0, "{n:?}");
        assert_eq!(count(&n, "buffer_store_dword"), 20, "{n:?}");
    }
}
