//! Funnel shifts: the one 64-bit integer shape that R6xx code runs.
//!
//! R6xx has no 64-bit integer ALU, but the IL's `bitalign` / `bytealign` are lowered to
//! `ilo(ushr(iconcat(lo, hi), amount))` (`ilo(iconcat(lo, hi))` for a zero count): the low word of a 64-bit pair shifted right, which
//! is `(lo >> s) | (hi << (32 - s))` for `s < 32` and `hi >> (s - 32)` otherwise — 32-bit
//! shifts, which the Trans unit has. [`find`] recognises that shape in a function and the
//! 64-bit instructions that only feed it (the pair, the shift, the 64-bit amount), so that
//! instruction selection can skip them and expand each `ilo` on its 32-bit leaves. A 64-bit
//! value with any other use stays unsupported.

use std::collections::{HashMap, HashSet};

use ilc_ir::{Function, Inst, InstructionData, Opcode, Value};

/// How far a funnel shift moves the pair (the IR's 64-bit shift uses the count mod 64).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Amount {
    /// A constant count, already reduced mod 64.
    Const(u32),
    /// The low word `count` of the 64-bit amount (its high word does not matter: only the
    /// low six bits count), with an upper bound when one is known from its definition.
    Word {
        /// The 32-bit count.
        count: Value,
        /// `count ≤ bound` whenever known.
        bound: Option<u32>,
    },
}

/// One word of the shifted pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    /// A 32-bit value.
    Value(Value),
    /// A word of a 64-bit constant pair.
    Const(u32),
}

/// One recognised `ilo(ushr(iconcat(lo, hi), amount))` (the pair may be a 64-bit constant).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FunnelShift {
    /// Low word of the pair.
    pub lo: Word,
    /// High word of the pair.
    pub hi: Word,
    /// The shift count.
    pub amount: Amount,
}

/// The funnel shifts of a function.
#[derive(Debug, Default)]
pub struct Funnels {
    /// The `ilo` instructions that are funnel shifts.
    pub shifts: HashMap<Inst, FunnelShift>,
    /// 64-bit instructions whose every use is part of a recognised funnel shift: selection
    /// emits nothing for them.
    pub covered: HashSet<Inst>,
}

fn binary(func: &Function, v: Value, opcode: Opcode) -> Option<(Inst, [Value; 2])> {
    let inst = func.value_inst(v)?;
    match func.insts[inst] {
        InstructionData::Binary {
            opcode: o, args, ..
        } if o == opcode => Some((inst, args)),
        _ => None,
    }
}

/// An upper bound of the 32-bit value `v` from its definition (constants, `band` with a
/// bounded operand, sums and products of bounded values), looking `depth` definitions deep.
pub fn upper_bound(func: &Function, v: Value, depth: u32) -> Option<u32> {
    if let Some((_, bits)) = func.const_value(v) {
        return u32::try_from(bits).ok();
    }
    if depth == 0 {
        return None;
    }
    let inst = func.value_inst(v)?;
    let InstructionData::Binary { opcode, args, .. } = func.insts[inst] else {
        return None;
    };
    let a = upper_bound(func, args[0], depth - 1);
    let b = upper_bound(func, args[1], depth - 1);
    match opcode {
        Opcode::Band => match (a, b) {
            (Some(x), Some(y)) => Some(x.min(y)),
            (x, y) => x.or(y),
        },
        Opcode::Iadd => a?.checked_add(b?),
        Opcode::Imul => a?.checked_mul(b?),
        _ => None,
    }
}

/// Finds the funnel shifts of `func` and the 64-bit instructions only they use.
pub fn find(func: &Function) -> Funnels {
    let mut funnels = Funnels::default();
    let mut candidates = HashSet::new();
    let mut users: HashMap<Value, Vec<Inst>> = HashMap::new();
    for &block in &func.layout {
        for &inst in &func.blocks[block].insts {
            func.insts[inst].for_each_value(|v| users.entry(v).or_default().push(inst));
            let InstructionData::Unary {
                opcode: Opcode::Ilo,
                arg,
                ..
            } = func.insts[inst]
            else {
                continue;
            };
            if let Some((concat, [lo, hi])) = binary(func, arg, Opcode::Iconcat) {
                // A shift by zero, folded away: the low word of the pair.
                candidates.insert(concat);
                let (lo, hi) = (Word::Value(lo), Word::Value(hi));
                let amount = Amount::Const(0);
                funnels.shifts.insert(inst, FunnelShift { lo, hi, amount });
                continue;
            }
            let Some((shift, [pair, amount])) = binary(func, arg, Opcode::Ushr) else {
                continue;
            };
            let (lo, hi) = if let Some((concat, [lo, hi])) = binary(func, pair, Opcode::Iconcat) {
                candidates.insert(concat);
                (Word::Value(lo), Word::Value(hi))
            } else if let Some((_, bits)) = func.const_value(pair) {
                candidates.extend(func.value_inst(pair));
                (Word::Const(bits as u32), Word::Const((bits >> 32) as u32))
            } else {
                continue;
            };
            let amount = if let Some((_, bits)) = func.const_value(amount) {
                candidates.extend(func.value_inst(amount));
                Amount::Const((bits & 63) as u32)
            } else if let Some((wide, [count, _])) = binary(func, amount, Opcode::Iconcat) {
                candidates.insert(wide);
                Amount::Word {
                    count,
                    bound: upper_bound(func, count, 4),
                }
            } else {
                continue;
            };
            candidates.insert(shift);
            funnels.shifts.insert(inst, FunnelShift { lo, hi, amount });
        }
    }
    // Keep the candidates whose results are used only by funnel shifts and other kept
    // candidates.
    loop {
        let dropped: Vec<Inst> = candidates
            .iter()
            .copied()
            .filter(|&c| {
                func.inst_result(c).is_some_and(|r| {
                    users.get(&r).is_some_and(|us| {
                        us.iter()
                            .any(|u| !funnels.shifts.contains_key(u) && !candidates.contains(u))
                    })
                })
            })
            .collect();
        if dropped.is_empty() {
            break;
        }
        for d in dropped {
            candidates.remove(&d);
        }
    }
    funnels.covered = candidates;
    funnels
}
