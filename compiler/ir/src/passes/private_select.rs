//! Dynamic indices of small private arrays as selects, so that `promote_private` can keep the
//! whole array in registers instead of scratch memory (IL indexed temporaries, manual
//! L1700-1710, indexed with a register).
//!
//! For an array of at most [`MAX_WORDS`] words whose accesses are all dword loads and stores
//! with in-bounds constant or arbitrary computed addresses, every access at a computed address
//! `a` becomes accesses at constant addresses:
//! - `load p[a]` loads every word `w` and selects: `r = 0; r = (a == w) ? p[w] : r` for each
//!   `w` (an address outside the array matches no word and reads 0, as the IR's loads do);
//! - `store p[a], v` stores `(a == w) ? v : p[w]` to every word `w` (outside the array: no
//!   word changes, as the IR's stores do nothing there).
//!
//! The loads and stores at constant addresses are what `promote_private` turns into SSA
//! values (a word never stored reads 0, so only words read before written cost a zero).
//!
//! Not part of the shared `-O2` pipeline: R600 indexes its GPRs relatively (`MOVA_INT`), which
//! beats selects there, so the GCN backend runs this pass (then promotion) itself. An address
//! whose constant part alone lies outside the array is left alone (the R600 backend rejects
//! it at its instruction; the interpreter reports it when it runs).

use crate::entities::Value;
use crate::function::Function;
use crate::instructions::{AddressSpace, InstructionData, IntCC, MemSize};
use crate::opcode::Opcode;
use crate::types::Type;
use crate::FloatFlags;

/// Most words one computed access may reach for it to become selects.
pub const MAX_WORDS: u32 = 16;
/// Largest array (in words) considered.
pub const MAX_ARRAY_WORDS: u32 = 64;

/// The words of an array of `words` words a computed address can name: an address
/// `x * 2^s + c` (from `imul`/`ishl` by a constant power of two and `iadd` of constants, with
/// 32-bit wrapping, which keeps the residue modulo `2^s`) names only words `≡ c (mod 2^s)`
/// (IL indexed temporaries address elements of four words: `index * 4 + component`).
fn candidates(func: &Function, addr: Value, words: u32) -> Vec<u32> {
    let (stride, offset) = stride_and_offset(func, addr);
    if offset as u32 as i32 >= words as i32 || (offset as u32 as i32) < 0 {
        // The constant part alone is outside the array: not rewritten.
        return Vec::new();
    }
    (0..words)
        .filter(|w| (u64::from(*w).wrapping_sub(offset)) % stride == 0)
        .collect()
}

/// `(2^s, c)` of an address `x * 2^s + c` (see [`candidates`]); `(1, 0)` when unknown.
fn stride_and_offset(func: &Function, addr: Value) -> (u64, u64) {
    let (mut stride, mut offset) = (1u64, 0u64);
    let mut v = addr;
    for _ in 0..8 {
        let Some(inst) = func.value_inst(v) else {
            break;
        };
        let InstructionData::Binary { opcode, args, .. } = &func.insts[inst] else {
            break;
        };
        let c0 = func.const_value(args[0]).map(|c| c.1);
        let c1 = func.const_value(args[1]).map(|c| c.1);
        match (opcode, c0, c1) {
            (Opcode::Iadd, _, Some(c)) => {
                offset = offset.wrapping_add(c);
                v = args[0];
            }
            (Opcode::Iadd, Some(c), _) => {
                offset = offset.wrapping_add(c);
                v = args[1];
            }
            (Opcode::Imul, _, Some(k)) | (Opcode::Imul, Some(k), _) if k.is_power_of_two() => {
                stride = k;
                break;
            }
            (Opcode::Ishl, _, Some(s)) if s < 31 => {
                stride = 1 << s;
                break;
            }
            _ => break,
        }
    }
    (stride.min(1 << 31), offset)
}

/// The array an access uses, with its address, value (stores) and size.
fn private_access(data: &InstructionData) -> Option<(u32, Value, Option<Value>, MemSize)> {
    match data {
        InstructionData::Load {
            space: AddressSpace::Private(id),
            size,
            addr,
        } => Some((*id, *addr, None, *size)),
        InstructionData::Store {
            space: AddressSpace::Private(id),
            size,
            args,
        } => Some((*id, args[0], Some(args[1]), *size)),
        _ => None,
    }
}

/// Rewrites computed accesses of qualifying arrays; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let n = func.private_arrays.len();
    if n == 0 {
        return false;
    }
    let mut eligible: Vec<bool> = func
        .private_arrays
        .iter()
        .map(|w| *w <= MAX_ARRAY_WORDS)
        .collect();
    let mut dynamic = vec![false; n];
    for &block in &func.layout {
        for &inst in &func.blocks[block].insts {
            let data = &func.insts[inst];
            if let InstructionData::Atomic {
                space: AddressSpace::Private(id),
                ..
            } = data
            {
                if let Some(e) = eligible.get_mut(*id as usize) {
                    *e = false;
                }
                continue;
            }
            let Some((id, addr, _, size)) = private_access(data) else {
                continue;
            };
            let Some(words) = func.private_arrays.get(id as usize).copied() else {
                continue;
            };
            let id = id as usize;
            match func.const_value(addr) {
                Some((_, w)) if w < u64::from(words) && size == MemSize::Dword => {}
                Some(_) => eligible[id] = false,
                None if size == MemSize::Dword
                    && (1..=MAX_WORDS as usize).contains(&candidates(func, addr, words).len()) =>
                {
                    dynamic[id] = true
                }
                None => eligible[id] = false,
            }
        }
    }
    if !(0..n).any(|i| eligible[i] && dynamic[i]) {
        return false;
    }
    for block in func.layout.clone() {
        let insts = std::mem::take(&mut func.blocks[block].insts);
        for inst in insts {
            let rewrite = private_access(&func.insts[inst]).filter(|(id, addr, _, _)| {
                let i = *id as usize;
                eligible[i] && dynamic[i] && func.const_value(*addr).is_none()
            });
            let Some((id, addr, value, size)) = rewrite else {
                func.blocks[block].insts.push(inst);
                continue;
            };
            let loc = func.srclocs[inst];
            let space = AddressSpace::Private(id);
            let words = func.private_arrays[id as usize];
            let add = |func: &mut Function, data: InstructionData| -> Option<Value> {
                let new = func.append_inst(block, data);
                func.srclocs[new] = loc;
                func.inst_result(new)
            };
            // (address == w, word w's current value) for every word the address can name.
            let reachable = candidates(func, addr, words);
            let mut parts = Vec::with_capacity(reachable.len());
            for w in reachable {
                let Some(at) = add(
                    func,
                    InstructionData::Const {
                        ty: Type::I32,
                        bits: u64::from(w),
                    },
                ) else {
                    continue;
                };
                let is_w = add(
                    func,
                    InstructionData::IntCompare {
                        cond: IntCC::Eq,
                        args: [addr, at],
                    },
                );
                let old = add(
                    func,
                    InstructionData::Load {
                        space,
                        size,
                        addr: at,
                    },
                );
                if let (Some(is_w), Some(old)) = (is_w, old) {
                    parts.push((at, is_w, old));
                }
            }
            let select = |cond, a, b| InstructionData::Ternary {
                opcode: Opcode::Select,
                flags: FloatFlags::default(),
                args: [cond, a, b],
            };
            match value {
                None if parts.is_empty() => {
                    // The address names no word: the load reads 0.
                    func.insts[inst] = InstructionData::Const {
                        ty: Type::I32,
                        bits: 0,
                    };
                    func.blocks[block].insts.push(inst);
                }
                None => {
                    // The original load becomes the last select (its result is kept).
                    let zero = add(
                        func,
                        InstructionData::Const {
                            ty: Type::I32,
                            bits: 0,
                        },
                    );
                    let mut acc = zero.unwrap_or(addr);
                    let last = parts.len().saturating_sub(1);
                    for (k, (_, is_w, old)) in parts.iter().enumerate() {
                        let data = select(*is_w, *old, acc);
                        if k == last {
                            func.insts[inst] = data;
                            func.blocks[block].insts.push(inst);
                        } else if let Some(v) = add(func, data) {
                            acc = v;
                        }
                    }
                }
                Some(v) => {
                    for (at, is_w, old) in parts {
                        if let Some(new) = add(func, select(is_w, v, old)) {
                            add(
                                func,
                                InstructionData::Store {
                                    space,
                                    size,
                                    args: [at, new],
                                },
                            );
                        }
                    }
                    // The original store is gone (it wrote nothing else).
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_function;
    use crate::passes::testing::evaluate;
    use crate::passes::{dce, promote_private};
    use crate::verifier::verify;

    /// A 4-word array written at a computed index (uav0[lane] & 3, plus constant 0..3 words),
    /// then read at computed indices including one outside the array (index 5 reads 0).
    const ARRAY: &str = "function %f {
    private 4
block0:
    v0 = special global_id.x
    v1 = const.i32 2
    v2 = ishl v0, v1
    v3 = load uav(0) v2
    v4 = const.i32 3
    v5 = band v3, v4
    v6 = const.i32 0
    v7 = const.i32 1
    store private(0) v6, v0
    store private(0) v7, v3
    store private(0) v5, v4
    v8 = load private(0) v5
    v9 = iadd v5, v7
    v10 = load private(0) v9
    v11 = const.i32 5
    v12 = load private(0) v11
    v13 = iadd v8, v10
    v14 = iadd v13, v12
    store uav(1) v2, v14
    return
}
";

    #[test]
    fn computed_indices_become_selects_then_registers_with_the_same_memory() {
        let mut f = parse_function(ARRAY).expect("parses");
        // The constant out-of-bounds read (index 5) keeps the array out: not eligible.
        assert!(!run(&mut f));
        let text = ARRAY.replace("v11 = const.i32 5", "v11 = const.i32 2");
        let before = parse_function(&text).expect("parses");
        let mut f = parse_function(&text).expect("parses");
        assert!(run(&mut f));
        verify(&f).unwrap_or_else(|e| panic!("{e}\n{f}"));
        assert_eq!(evaluate(&f), evaluate(&before));
        // Every private access now has a constant address, so promotion removes them all.
        assert!(promote_private::run(&mut f));
        dce::run(&mut f);
        verify(&f).unwrap_or_else(|e| panic!("{e}\n{f}"));
        assert!(!f.to_string().contains("private(0)"), "{f}");
        let (a, b) = (
            evaluate(&f).expect("runs"),
            evaluate(&before).expect("runs"),
        );
        assert_eq!(a, b);
        // Lane 2 by hand: x = uav0[2] = 2 (`testing::inputs`), j = 2; words after the stores
        // [2, 2, 3, 0]; v8 = x0[2] = 3, v10 = x0[3] = 0, v12 = x0[2] = 3: 6.
        assert_eq!(a.uavs[&1][2], 6);
        // Lane 3: x = uav0[3] (pattern case 4: NaN bits 0x7fc00001), j = 1; words
        // [3, 0x7fc00001, 0, 0] then x0[1] = 3: [3, 3, 0, 0]; 3 + x0[2] + x0[2] = 3.
        assert_eq!(a.uavs[&1][3], 3);
    }

    #[test]
    fn a_computed_index_outside_the_array_reads_zero_and_writes_nothing() {
        // j = x & 7 on a 4-word array: for j >= 4 the store changes nothing and the load
        // reads 0 (the IR's rule for private memory).
        let text = "function %f {
    private 4
block0:
    v0 = special global_id.x
    v1 = const.i32 2
    v2 = ishl v0, v1
    v3 = load uav(0) v2
    v4 = const.i32 7
    v5 = band v3, v4
    v8 = const.i32 0
    store private(0) v8, v0
    store private(0) v5, v3
    v9 = load private(0) v5
    v10 = load private(0) v8
    v11 = iadd v9, v10
    store uav(1) v2, v11
    return
}
";
        let before = parse_function(text).expect("parses");
        let mut f = parse_function(text).expect("parses");
        assert!(run(&mut f));
        verify(&f).expect("verifies");
        let (a, b) = (
            evaluate(&f).expect("runs"),
            evaluate(&before).expect("runs"),
        );
        assert_eq!(a, b);
        // Lane 2: x = 2, j = 2: x0 = [2, _, 2, _]: 2 + 2. Lane 4: x = 4 * 0x9e3779b9 ^ 1 =
        // 0x78dde6e5, j = 5 (outside): 0 + the lane id 4.
        assert_eq!(a.uavs[&1][2], 4);
        assert_eq!(a.uavs[&1][4], 4);
        // A constant part alone outside the array (4 + (x & 3)) is left to the backends.
        let outside = text.replace(
            "    v5 = band v3, v4\n",
            "    v20 = const.i32 3\n    v21 = band v3, v20\n    v22 = const.i32 4\n    v5 = iadd v21, v22\n",
        );
        let mut f = parse_function(&outside).expect("parses");
        assert!(!run(&mut f));
    }

    #[test]
    fn strided_addresses_select_among_the_words_they_can_name() {
        // 8 elements of 4 words (IL x0[8]); element j = x & 7 component 1 is written, then
        // component 1 of elements j and (j + 3) & 7... read as 4j + 1 and 4((j+3)&7) + 1.
        let text = "function %f {
    private 32
block0:
    v0 = special global_id.x
    v1 = const.i32 2
    v2 = ishl v0, v1
    v3 = load uav(0) v2
    v4 = const.i32 7
    v5 = band v3, v4
    v6 = ishl v5, v1
    v7 = const.i32 1
    v8 = iadd v6, v7
    store private(0) v8, v0
    v9 = const.i32 3
    v10 = iadd v5, v9
    v11 = band v10, v4
    v12 = ishl v11, v1
    v13 = iadd v12, v7
    v14 = load private(0) v8
    v15 = load private(0) v13
    v16 = iadd v14, v15
    store uav(1) v2, v16
    return
}
";
        let before = parse_function(text).expect("parses");
        let mut f = parse_function(text).expect("parses");
        assert!(run(&mut f));
        verify(&f).expect("verifies");
        // 8 candidate words per access (1, 5, ..., 29): 3 accesses x 8 compares.
        assert_eq!(f.to_string().matches("icmp eq").count(), 24, "{f}");
        assert!(promote_private::run(&mut f));
        dce::run(&mut f);
        let (a, b) = (
            evaluate(&f).expect("runs"),
            evaluate(&before).expect("runs"),
        );
        assert_eq!(a, b);
        // Lane 2: x = 2, j = 2 stores the lane id 2 at word 9; (j + 3) & 7 = 5 was never
        // written (0): 2 + 0.
        assert_eq!(a.uavs[&1][2], 2);
    }

    #[test]
    fn large_arrays_stay_in_memory() {
        let text = ARRAY
            .replace("private 4", "private 17")
            .replace("v11 = const.i32 5", "v11 = const.i32 2");
        let mut f = parse_function(&text).expect("parses");
        assert!(!run(&mut f));
    }
}
