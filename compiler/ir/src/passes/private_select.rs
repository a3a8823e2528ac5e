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
//! The compare `a == w` is emitted as `x << s == ±(w − c)` for an address `a = ±(x << s) + c`
//! (32-bit wrapping: shifts distribute over sums and negation, and negation is a bijection),
//! so that after GVN accesses at `j` and `7 - j` share their compares. When `x` is `y & m`
//! (`m ≥ 0`) and the address provably lies in the array, words it cannot take are skipped
//! and a load's select chain starts from the last possible word, which needs no compare.
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

/// An address as `±(x << shift) + offset` (32-bit wrapping) over a non-constant `x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct AffineAddress {
    /// The varying part.
    x: Value,
    /// Left shift of `x`.
    shift: u32,
    /// True when `x << shift` is subtracted.
    negated: bool,
    /// The constant part, modulo 2^32.
    offset: u32,
}

/// The [`AffineAddress`] of `v`, from `iadd`/`isub` of constants, `ineg`, and `ishl` (or
/// `imul` by a power of two) by constants; `v` itself with no shift when nothing matches.
fn affine_address(func: &Function, v: Value, depth: u32) -> AffineAddress {
    let leaf = AffineAddress {
        x: v,
        shift: 0,
        negated: false,
        offset: 0,
    };
    if depth > 8 {
        return leaf;
    }
    let Some(inst) = func.value_inst(v) else {
        return leaf;
    };
    let constant = |a: Value| func.const_value(a).map(|c| c.1 as u32);
    match &func.insts[inst] {
        InstructionData::Unary {
            opcode: Opcode::Ineg,
            arg,
            ..
        } => {
            let a = affine_address(func, *arg, depth + 1);
            AffineAddress {
                negated: !a.negated,
                offset: a.offset.wrapping_neg(),
                ..a
            }
        }
        InstructionData::Binary { opcode, args, .. } => {
            let (c0, c1) = (constant(args[0]), constant(args[1]));
            match (opcode, c0, c1) {
                (Opcode::Iadd, None, Some(k)) | (Opcode::Isub, None, Some(k)) => {
                    let a = affine_address(func, args[0], depth + 1);
                    let k = if *opcode == Opcode::Isub {
                        k.wrapping_neg()
                    } else {
                        k
                    };
                    AffineAddress {
                        offset: a.offset.wrapping_add(k),
                        ..a
                    }
                }
                (Opcode::Iadd, Some(k), None) => {
                    let a = affine_address(func, args[1], depth + 1);
                    AffineAddress {
                        offset: a.offset.wrapping_add(k),
                        ..a
                    }
                }
                (Opcode::Isub, Some(k), None) => {
                    let a = affine_address(func, args[1], depth + 1);
                    AffineAddress {
                        negated: !a.negated,
                        offset: k.wrapping_sub(a.offset),
                        ..a
                    }
                }
                (Opcode::Ishl, None, Some(k)) => shifted(func, args[0], k, depth),
                (Opcode::Imul, None, Some(k)) if k.is_power_of_two() => {
                    shifted(func, args[0], k.trailing_zeros(), depth)
                }
                (Opcode::Imul, Some(k), None) if k.is_power_of_two() => {
                    shifted(func, args[1], k.trailing_zeros(), depth)
                }
                _ => leaf,
            }
        }
        _ => leaf,
    }
}

/// The [`AffineAddress`] of `v << k` (shifting distributes over wrapping sums and negation).
fn shifted(func: &Function, v: Value, k: u32, depth: u32) -> AffineAddress {
    let a = affine_address(func, v, depth + 1);
    if a.shift + k > 30 {
        return AffineAddress {
            x: v,
            shift: k,
            negated: false,
            offset: 0,
        };
    }
    AffineAddress {
        shift: a.shift + k,
        offset: a.offset << k,
        ..a
    }
}

/// The values `a`'s address can take, when `a.x` is `y & m` with a constant `m >= 0` and
/// no step overflows 32 bits.
fn address_range(func: &Function, a: &AffineAddress) -> Option<(i64, i64)> {
    let inst = func.value_inst(a.x)?;
    let InstructionData::Binary {
        opcode: Opcode::Band,
        args,
        ..
    } = &func.insts[inst]
    else {
        return None;
    };
    let mask = func
        .const_value(args[1])
        .or_else(|| func.const_value(args[0]))?
        .1 as u32 as i32;
    if mask < 0 {
        return None;
    }
    let high = i64::from(mask) << a.shift;
    if high > i64::from(i32::MAX) {
        return None;
    }
    let offset = i64::from(a.offset as i32);
    Some(if a.negated {
        (offset - high, offset)
    } else {
        (offset, offset + high)
    })
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
            // The compare is of `x << shift` against `±(w - offset)`, so that accesses at
            // `j` and `7 - j` share compares (after GVN). When the address provably lies in
            // the array, words it cannot take are skipped and the last word needs no
            // compare: it is what remains.
            let form = affine_address(func, addr, 0);
            let range = address_range(func, &form);
            let step = 1u64 << form.shift;
            let reachable: Vec<u32> = candidates(func, addr, words)
                .into_iter()
                .filter(|&w| {
                    let congruent = u64::from(w.wrapping_sub(form.offset)) % step == 0;
                    range.map_or(true, |(lo, hi)| {
                        congruent && (lo..=hi).contains(&i64::from(w))
                    })
                })
                .collect();
            let in_array = range.is_some_and(|(lo, hi)| lo >= 0 && hi < i64::from(words));
            let shifted_x = if form.shift == 0 {
                Some(form.x)
            } else {
                let k = add(
                    func,
                    InstructionData::Const {
                        ty: Type::I32,
                        bits: u64::from(form.shift),
                    },
                );
                k.and_then(|k| {
                    add(
                        func,
                        InstructionData::Binary {
                            opcode: Opcode::Ishl,
                            flags: FloatFlags::default(),
                            args: [form.x, k],
                        },
                    )
                })
            };
            let mut parts = Vec::with_capacity(reachable.len());
            let mut last_word = None;
            for (k, &w) in reachable.iter().enumerate() {
                let Some(at) = add(
                    func,
                    InstructionData::Const {
                        ty: Type::I32,
                        bits: u64::from(w),
                    },
                ) else {
                    continue;
                };
                let old = add(
                    func,
                    InstructionData::Load {
                        space,
                        size,
                        addr: at,
                    },
                );
                if value.is_none() && in_array && k + 1 == reachable.len() {
                    last_word = old;
                    continue;
                }
                let target = if form.negated {
                    form.offset.wrapping_sub(w)
                } else {
                    w.wrapping_sub(form.offset)
                };
                let target = add(
                    func,
                    InstructionData::Const {
                        ty: Type::I32,
                        bits: u64::from(target),
                    },
                );
                let is_w = match (shifted_x, target) {
                    (Some(x), Some(t)) => add(
                        func,
                        InstructionData::IntCompare {
                            cond: IntCC::Eq,
                            args: [x, t],
                        },
                    ),
                    _ => None,
                };
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
                None if parts.is_empty() && last_word.is_none() => {
                    // The address names no word: the load reads 0.
                    func.insts[inst] = InstructionData::Const {
                        ty: Type::I32,
                        bits: 0,
                    };
                    func.blocks[block].insts.push(inst);
                }
                None => {
                    // The original load becomes the last select (its result is kept); the
                    // chain starts from the word no compare tests, or from 0 when the
                    // address may lie outside the array.
                    let start = match last_word {
                        Some(word) => Some(word),
                        None => add(
                            func,
                            InstructionData::Const {
                                ty: Type::I32,
                                bits: 0,
                            },
                        ),
                    };
                    let mut acc = start.unwrap_or(addr);
                    if parts.is_empty() {
                        // One possible word: the load is a copy of it.
                        func.insts[inst] = InstructionData::Unary {
                            opcode: Opcode::Copy,
                            flags: FloatFlags::default(),
                            arg: acc,
                        };
                        func.blocks[block].insts.push(inst);
                        continue;
                    }
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
    use crate::passes::{dce, gvn, promote_private};
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
        // Before: 8 candidate words per access (1, 5, ..., 29), 3 accesses x 8 compares.
        // After GVN now: the store at 4j + 1 compares 4j with 0, 4, ..., 28 (8), the load at
        // the same address shares 7 of them (j & 7 lies in the array, so its last word needs
        // no compare), the load at 4((j + 3) & 7) + 1 adds 7 of its own: 15.
        gvn::run(&mut f);
        dce::run(&mut f);
        assert_eq!(f.to_string().matches("icmp eq").count(), 15, "{f}");
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
    fn mirrored_indices_share_their_compares() {
        // v[j] + v[7 - j] over 8 words with j = x & 7. Before: 8 compares and 8 selects per
        // load (16 and 16). After: j == 0..6 and j == 7 - (0..6) are the same eight
        // compares of j, and each chain starts from its last possible word (v[7] for v[j],
        // v[0] for v[7 - j]): 8 compares, 14 selects.
        let mut text = String::from(
            "function %f {
    private 8
block0:
    v0 = special global_id.x
    v1 = const.i32 2
    v2 = ishl v0, v1
    v3 = load uav(0) v2
    v4 = const.i32 7
    v5 = band v3, v4
",
        );
        for w in 0..8u32 {
            text.push_str(&format!(
                "    v{} = const.i32 {w}\n    v{} = imul v3, v{}\n    store private(0) v{}, v{}\n",
                20 + 3 * w,
                21 + 3 * w,
                20 + 3 * w,
                20 + 3 * w,
                21 + 3 * w
            ));
        }
        text.push_str(
            "    v6 = ineg v5
    v7 = iadd v6, v4
    v8 = load private(0) v5
    v9 = load private(0) v7
    v10 = iadd v8, v9
    store uav(1) v2, v10
    return
}
",
        );
        let before = parse_function(&text).expect("parses");
        let mut f = parse_function(&text).expect("parses");
        assert!(run(&mut f));
        verify(&f).unwrap_or_else(|e| panic!("{e}\n{f}"));
        gvn::run(&mut f);
        dce::run(&mut f);
        let printed = f.to_string();
        assert_eq!(printed.matches("icmp eq").count(), 8, "{printed}");
        assert_eq!(printed.matches("select").count(), 14, "{printed}");
        assert!(promote_private::run(&mut f));
        dce::run(&mut f);
        let (a, b) = (
            evaluate(&f).expect("runs"),
            evaluate(&before).expect("runs"),
        );
        assert_eq!(a, b);
        // Lane 2 by hand: x = 2 (`testing::inputs`), j = 2, v[w] = 2w: v[2] + v[5] = 14.
        assert_eq!(a.uavs[&1][2], 14);
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
