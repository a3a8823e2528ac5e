//! Address offset folding: constant additions to raw-UAV and LDS byte addresses move into
//! the immediate offset of `global_*` and `ds_*` instructions instead of costing a
//! `v_add_u32` each.
//!
//! An `iadd x, c` (either operand order, `c` a constant) is *folded* when every use of its
//! result is the address of a raw-UAV or LDS load or store, or an operand of another folded
//! `iadd`
//! (chains such as `a1 = a0 + 16; a2 = a1 + 16` fold into offsets 16 and 32 from `a0`), and
//! the accumulated offset of every address stays within the instruction's unsigned range.
//! Folded `iadd`s are not selected at all.
//!
//! The hardware adds the offset to the 64-bit address, while the IL adds `c` to the 32-bit
//! byte address modulo 2^32. The two differ only when `x + c` wraps past 2^32, i.e. when the
//! IL program reaches the start of a buffer through an address above 4 GiB − 4 KiB, which no
//! buffer reaches; AMD's own IL compiler folds these offsets into MUBUF `offset:` fields too.
//! LDS: the DS address is `VGPR[ADDR] + offset` (Vega manual L4978; a 16-bit unsigned
//! `offset`, so the same 0-4095 range fits), a 32-bit LDS address like the IL's sum (the
//! simulator adds modulo 2^32, `runtime-sim` `vega/lds.rs`).

use std::collections::{HashMap, HashSet};

use ilc_ir::{AddressSpace, Function, InstructionData, Opcode, Type, Value};

/// The largest offset folded (the gfx9 `global_*` offset field is 13-bit signed; the DS
/// one 16-bit unsigned).
pub(super) const MAX_OFFSET: i64 = 4095;

/// The folded additions: value → (base value, constant byte offset).
#[derive(Clone, Debug, Default)]
pub(super) struct FoldedAddresses {
    adds: HashMap<Value, (Value, i64)>,
}

impl FoldedAddresses {
    /// Finds the foldable `iadd`s of `func`.
    pub(super) fn analyze(func: &Function) -> FoldedAddresses {
        let mut adds: HashMap<Value, (Value, i64)> = HashMap::new();
        for &block in &func.layout {
            for &inst in &func.blocks[block].insts {
                let InstructionData::Binary {
                    opcode: Opcode::Iadd,
                    args: [a, b],
                    ..
                } = func.insts[inst]
                else {
                    continue;
                };
                let Some(result) = func.inst_result(inst) else {
                    continue;
                };
                if func.value_type(result) != Type::I32 {
                    continue;
                }
                let constant = |v: Value| func.const_value(v).map(|(_, bits)| bits as u32 as i32);
                let pair = match (constant(a), constant(b)) {
                    (None, Some(c)) => (a, i64::from(c)),
                    (Some(c), None) => (b, i64::from(c)),
                    _ => continue,
                };
                if (0..=MAX_OFFSET).contains(&pair.1) {
                    adds.insert(result, pair);
                }
            }
        }
        // Uses that allow folding: raw-UAV addresses and operands of other candidates.
        let mut address_uses: HashMap<Value, u32> = HashMap::new();
        let mut chained_into: HashMap<Value, Vec<Value>> = HashMap::new();
        let mut all_uses: HashMap<Value, u32> = HashMap::new();
        for &block in &func.layout {
            for &inst in &func.blocks[block].insts {
                let data = &func.insts[inst];
                data.for_each_value(|v| *all_uses.entry(v).or_default() += 1);
                match data {
                    InstructionData::Load {
                        space: AddressSpace::Uav(_) | AddressSpace::Lds,
                        addr,
                        ..
                    } => *address_uses.entry(*addr).or_default() += 1,
                    InstructionData::Store {
                        space: AddressSpace::Uav(_) | AddressSpace::Lds,
                        args,
                        ..
                    } => *address_uses.entry(args[0]).or_default() += 1,
                    _ => {}
                }
            }
        }
        for (&v, &(base, _)) in &adds {
            chained_into.entry(base).or_default().push(v);
        }
        // Drop candidates with other uses, or whose accumulated offset leaves the range,
        // until nothing changes (a dropped candidate turns its operand's chained use into an
        // ordinary one, and is the base its chained users resolve to).
        let mut dropped: HashSet<Value> = HashSet::new();
        loop {
            let mut changed = false;
            let mut keys: Vec<Value> = adds.keys().copied().collect();
            keys.sort();
            for v in keys {
                if dropped.contains(&v) {
                    continue;
                }
                let chained = chained_into.get(&v).map_or(0, |users| {
                    users.iter().filter(|u| !dropped.contains(u)).count()
                });
                let allowed = address_uses.get(&v).copied().unwrap_or(0) as usize + chained;
                let mut offset = 0;
                let mut walk = v;
                while let Some(&(base, c)) = adds.get(&walk).filter(|_| !dropped.contains(&walk)) {
                    offset += c;
                    walk = base;
                }
                if all_uses.get(&v).copied().unwrap_or(0) as usize != allowed || offset > MAX_OFFSET
                {
                    dropped.insert(v);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        adds.retain(|v, _| !dropped.contains(v));
        FoldedAddresses { adds }
    }

    fn resolve_in(adds: &HashMap<Value, (Value, i64)>, mut v: Value) -> (Value, i64) {
        let mut offset = 0;
        while let Some(&(base, c)) = adds.get(&v) {
            offset += c;
            v = base;
        }
        (v, offset)
    }

    /// Whether `v`'s `iadd` is folded into its uses (and so not selected).
    pub(super) fn is_folded(&self, v: Value) -> bool {
        self.adds.contains_key(&v)
    }

    /// The base value and byte offset an address resolves to.
    pub(super) fn resolve(&self, addr: Value) -> (Value, i64) {
        Self::resolve_in(&self.adds, addr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ilc_ir::parser::parse_function;

    fn value(func: &Function, n: usize) -> Value {
        func.values
            .keys()
            .find(|v| v.to_string() == format!("v{n}"))
            .unwrap_or_else(|| panic!("no v{n}"))
    }

    const CHAIN: &str = "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 16
    v2 = iadd v0, v1
    v3 = load uav(0) v2
    v4 = iadd v2, v1
    store uav(1) v4, v3
    v5 = const.i32 4000
    v6 = iadd v5, v4
    store uav(1) v6, v3
    v7 = const.i32 5000
    v8 = iadd v0, v7
    store uav(1) v8, v3
    v9 = const.i32 8
    v10 = iadd v0, v9
    store uav(1) v10, v10
    return
}
";

    #[test]
    fn chains_fold_within_the_offset_range() {
        // v2 = a0 + 16, v4 = v2 + 16 and v6 = 4000 + v4 are only addresses: folded (offsets
        // 16, 32, 4032 from a0). v8 = a0 + 5000 is out of range and v10 = a0 + 8 is also
        // stored as data: both selected.
        let func = parse_function(CHAIN).expect("parses");
        let folded = FoldedAddresses::analyze(&func);
        let v = |n| value(&func, n);
        assert_eq!(folded.resolve(v(2)), (v(0), 16));
        assert_eq!(folded.resolve(v(4)), (v(0), 32));
        assert_eq!(folded.resolve(v(6)), (v(0), 4032));
        assert!(!folded.is_folded(v(8)), "5000 is out of range");
        assert_eq!(folded.resolve(v(8)), (v(8), 0));
        assert!(!folded.is_folded(v(10)), "also used as data");
    }

    #[test]
    fn a_chain_leaving_the_range_is_selected_from_where_it_is_needed() {
        // v12 = v6 + 100 is 4132 from a0: it is selected, so v6 (its operand) is too, and
        // v4 and v2 below it; the other additions are unaffected.
        let text = CHAIN.replace(
            "    return\n",
            "    v11 = const.i32 100\n    v12 = iadd v6, v11\n    store uav(1) v12, v3\n    return\n",
        );
        let func = parse_function(&text).expect("parses");
        let folded = FoldedAddresses::analyze(&func);
        let v = |n| value(&func, n);
        for n in [2, 4, 6, 12] {
            assert!(!folded.is_folded(v(n)), "v{n}");
        }
        assert!(!folded.is_folded(v(10)));
    }

    #[test]
    fn lds_addresses_fold_like_uav_ones() {
        // v2 = a + 128 read from LDS and v3 = v2 + 4 written: offsets 128 and 132 from v0;
        // v5 = a + 8 is also an LDS atomic's address (atomics have no folded offset): kept.
        let func = parse_function(
            "function %f {
block0:
    v0 = special local_id.x
    v1 = const.i32 128
    v2 = iadd v0, v1
    v6 = load lds v2
    v7 = const.i32 4
    v3 = iadd v2, v7
    store lds v3, v6
    v8 = const.i32 8
    v5 = iadd v0, v8
    v9 = atomic add lds v5, v6
    store lds v5, v9
    return
}
",
        )
        .expect("parses");
        let folded = FoldedAddresses::analyze(&func);
        let v = |n| value(&func, n);
        assert_eq!(folded.resolve(v(2)), (v(0), 128));
        assert_eq!(folded.resolve(v(3)), (v(0), 132));
        assert!(!folded.is_folded(v(5)));
    }

    #[test]
    fn other_spaces_and_uses_keep_the_add() {
        // typed UAV addresses count dwords: not folded; a value
        // used by an integer op is not folded either, nor the chain below it.
        let func = parse_function(
            "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 4
    v2 = iadd v0, v1
    v3 = load typed_uav(0) v2
    v4 = iadd v0, v1
    v5 = iadd v4, v1
    v6 = imul v4, v1
    store uav(1) v5, v6
    store uav(1) v6, v3
    return
}
",
        )
        .expect("parses");
        let folded = FoldedAddresses::analyze(&func);
        let v = |n| value(&func, n);
        assert!(!folded.is_folded(v(2)));
        assert!(!folded.is_folded(v(4)));
        assert_eq!(folded.resolve(v(5)), (v(4), 4));
    }
}
