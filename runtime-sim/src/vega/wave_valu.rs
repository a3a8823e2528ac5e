//! The wave-wide VALU path: plain VALU instructions (no DPP/SDWA, see
//! [`super::program::ValuPlan`]) run as one call of their wave function per instruction —
//! sources prepared once per instruction (32-bit rows read in place where no modifier applies,
//! 64-bit columns otherwise), results stored row by row under EXEC. Anything else takes the
//! machine's lane-by-lane path.

use gcn_isa::table::Ty;

use super::machine::{flush32, flush64, Wave, LANES};
use super::program::{Decoded, Src, ValuPlan};
use super::semantics::Sem;

/// Source columns and results of one wave-wide VALU instruction (kept between instructions
/// to avoid re-initialising 2 KiB per instruction).
pub struct Columns {
    ops: [[u64; LANES]; 3],
    res: [u64; LANES],
    /// Source column `i` holds zeros (what an unused source reads).
    zero: [bool; 3],
    /// Modified or uniform 32-bit source rows.
    rows: [[u32; LANES]; 3],
    /// 32-bit results.
    res32: [u32; LANES],
}

impl Default for Columns {
    fn default() -> Self {
        Columns {
            ops: [[0; LANES]; 3],
            res: [0; LANES],
            zero: [true; 3],
            rows: [[0; LANES]; 3],
            res32: [0; LANES],
        }
    }
}

/// Source column `i` of a wave-wide VALU instruction: every lane's value of operand `src` of
/// type `ty` with the source modifiers (denormal flush per MODE, abs, neg) applied.
fn column(w: &Wave, src: Src, ty: Ty, i: usize, mode: u32, d: &Decoded, col: &mut [u64; LANES]) {
    let mods = &d.inst.mods;
    let (abs, neg) = (mods.abs >> i & 1 != 0, mods.neg >> i & 1 != 0);
    let (flush, and, xor) = match ty {
        Ty::F32 => (
            if mode >> 4 & 1 == 0 { 32 } else { 0 },
            if abs { 0x7fff_ffff } else { u64::MAX },
            if neg { 0x8000_0000 } else { 0 },
        ),
        Ty::F64 => (
            if mode >> 6 & 1 == 0 { 64 } else { 0 },
            if abs { !(1u64 << 63) } else { u64::MAX },
            if neg { 1u64 << 63 } else { 0 },
        ),
        _ => (0, u64::MAX, 0),
    };
    let modify = |x: u64| match flush {
        32 => (flush32(x) & and) ^ xor,
        64 => (flush64(x) & and) ^ xor,
        _ => (x & and) ^ xor,
    };
    const ZERO: [u32; LANES] = [0; LANES];
    match src {
        Src::V(r, n) => {
            let lo = w.v.get(usize::from(r)).unwrap_or(&ZERO);
            if n >= 2 {
                let hi = w.v.get(usize::from(r) + 1).unwrap_or(&ZERO);
                for (x, (l, h)) in col.iter_mut().zip(lo.iter().zip(hi.iter())) {
                    *x = u64::from(*l) | u64::from(*h) << 32;
                }
            } else {
                for (x, l) in col.iter_mut().zip(lo.iter()) {
                    *x = u64::from(*l);
                }
            }
            match flush {
                32 => col.iter_mut().for_each(|x| *x = (flush32(*x) & and) ^ xor),
                64 => col.iter_mut().for_each(|x| *x = (flush64(*x) & and) ^ xor),
                _ if and != u64::MAX || xor != 0 => {
                    col.iter_mut().for_each(|x| *x = (*x & and) ^ xor)
                }
                _ => {}
            }
        }
        other => *col = [modify(w.read_scalar(other)); LANES],
    }
}

/// Stores the low (and, for two dwords, high) halves of `res` into VGPRs `r`.. under `exec`.
fn store_rows(w: &mut Wave, r: u16, n: u8, res: &[u64; LANES], exec: u64) {
    for k in 0..u16::from(n.clamp(1, 2)) {
        let Some(row) = w.v.get_mut(usize::from(r + k)) else {
            continue;
        };
        let shift = 32 * u32::from(k);
        if exec == u64::MAX {
            for (x, v) in row.iter_mut().zip(res.iter()) {
                *x = (v >> shift) as u32;
            }
        } else {
            for (lane, (x, v)) in row.iter_mut().zip(res.iter()).enumerate() {
                if exec >> lane & 1 != 0 {
                    *x = (v >> shift) as u32;
                }
            }
        }
    }
}

/// Output modifiers of a float result: omod, clamp, then denormal flush per MODE.
#[inline]
fn post_float(mut x: u64, ty: Ty, omod: u8, clamp: bool, mode: u32) -> u64 {
    let scale = match omod {
        1 => 2.0,
        2 => 4.0,
        3 => 0.5,
        _ => 1.0,
    };
    match ty {
        Ty::F32 => {
            if omod != 0 || clamp {
                let mut f = f32::from_bits(x as u32) * scale as f32;
                if clamp {
                    f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                }
                x = u64::from(f.to_bits());
            }
            if mode >> 5 & 1 == 0 {
                flush32(x)
            } else {
                x
            }
        }
        Ty::F64 => {
            if omod != 0 || clamp {
                let mut f = f64::from_bits(x) * scale;
                if clamp {
                    f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                }
                x = f.to_bits();
            }
            if mode >> 7 & 1 == 0 {
                flush64(x)
            } else {
                x
            }
        }
        _ => x,
    }
}

/// Runs a plain VALU instruction (see [`super::program::ValuPlan`]) wave-wide: sources
/// gathered once as columns, one call of the operation's wave function, results stored row by
/// row under EXEC. Returns `false` (having changed nothing) when the instruction needs the
/// lane-by-lane path.
pub fn run(w: &mut Wave, d: &Decoded, sem: Sem, cols: &mut Columns) -> bool {
    let Some(plan) = &d.valu else {
        return false;
    };
    if !matches!(
        sem,
        Sem::Valu(..) | Sem::ValuCarry(..) | Sem::ValuCmp(..) | Sem::Cndmask
    ) || (plan.any_float && w.mode & 0xf != 0)
    {
        return false;
    }
    let mode = w.mode;
    if plan.narrow && valu_rows(w, d, plan, sem, cols) {
        return true;
    }
    for (i, &(src, ty)) in plan.srcs.iter().enumerate() {
        let (Some(col), Some(zero)) = (cols.ops.get_mut(i), cols.zero.get_mut(i)) else {
            continue;
        };
        if src == Src::Off {
            if !*zero {
                *col = [0; LANES];
                *zero = true;
            }
        } else {
            column(w, src, ty, i, mode, d, col);
            *zero = false;
        }
    }
    let exec = if plan.ignores_exec {
        u64::MAX
    } else {
        w.exec()
    };
    let mask = plan.mask_in.map_or(0, |m| w.read_scalar(m));
    match sem {
        Sem::Valu(_, wave, _) => {
            wave(&cols.ops, exec, &mut cols.res);
            if matches!(plan.dst_ty, Ty::F32 | Ty::F64) {
                let m = &d.inst.mods;
                for (lane, out) in cols.res.iter_mut().enumerate() {
                    if exec >> lane & 1 != 0 {
                        *out = post_float(*out, plan.dst_ty, m.omod, m.clamp, mode);
                    }
                }
            }
            if let Some((r, n)) = plan.dst {
                store_rows(w, r, n, &cols.res, exec);
            }
        }
        Sem::ValuCarry(_, wave, _) => {
            let cout = wave(&cols.ops, mask, exec, &mut cols.res);
            if let Some((r, n)) = plan.dst {
                store_rows(w, r, n, &cols.res, exec);
            }
            if let Some((f, n)) = plan.carry_out {
                w.write_scalar(f, n, cout);
            }
        }
        Sem::ValuCmp(_, wave, _, x) => {
            let m = wave(&cols.ops, exec);
            if let Some((f, n)) = plan.cmp_dst {
                w.write_scalar(f, n, m);
            }
            if x {
                w.set_exec(m);
            }
        }
        _ => {
            // v_cndmask_b32: src1 where the mask bit is set, else src0.
            let [a, b, _] = &cols.ops;
            for (lane, (out, (x, y))) in cols.res.iter_mut().zip(a.iter().zip(b)).enumerate() {
                *out = if mask >> lane & 1 != 0 { *y } else { *x };
            }
            if let Some((r, n)) = plan.dst {
                store_rows(w, r, n, &cols.res, exec);
            }
        }
    }
    true
}

/// Source `i` of the 32-bit row path: its prepared row, or the VGPR read in place.
#[inline]
fn source_row<'a>(
    w: &'a Wave,
    plan: &ValuPlan,
    prepared: [bool; 3],
    i: usize,
    prep: &'a [u32; LANES],
) -> &'a [u32; LANES] {
    const ZERO: [u32; LANES] = [0; LANES];
    match plan.srcs.get(i).map(|s| s.0) {
        _ if prepared.get(i) == Some(&true) => prep,
        Some(Src::V(r, _)) => w.v.get(usize::from(r)).unwrap_or(&ZERO),
        _ => &ZERO,
    }
}

/// The 32-bit row path of [`run`] (all sources and the destination one dword): vector
/// sources without modifiers are read in place, the others prepared as rows. Returns `false`
/// (having changed nothing) when a uniform source does not fit in 32 bits.
fn valu_rows(w: &mut Wave, d: &Decoded, plan: &ValuPlan, sem: Sem, cols: &mut Columns) -> bool {
    const ZERO: [u32; LANES] = [0; LANES];
    let mode = w.mode;
    let mods = &d.inst.mods;
    // Per source: None = read the VGPR row in place; Some(i) = prepared row i.
    let mut prepared = [false; 3];
    for (i, &(src, ty)) in plan.srcs.iter().enumerate() {
        let (abs, neg) = (mods.abs >> i & 1 != 0, mods.neg >> i & 1 != 0);
        let float = ty == Ty::F32;
        let flush = float && mode >> 4 & 1 == 0;
        let and = if float && abs { 0x7fff_ffff } else { u32::MAX };
        let xor = if float && neg { 0x8000_0000 } else { 0 };
        let modify = |x: u32| {
            let x = if flush && x & 0x7f80_0000 == 0 {
                x & 0x8000_0000
            } else {
                x
            };
            (x & and) ^ xor
        };
        let Some(row) = cols.rows.get_mut(i) else {
            continue;
        };
        match src {
            Src::Off => {}
            Src::V(r, _) => {
                if flush || and != u32::MAX || xor != 0 {
                    let lo = w.v.get(usize::from(r)).unwrap_or(&ZERO);
                    for (x, l) in row.iter_mut().zip(lo.iter()) {
                        *x = modify(*l);
                    }
                    prepared[i] = true;
                }
            }
            other => {
                let v = w.read_scalar(other);
                let Ok(v) = u32::try_from(v) else {
                    return false;
                };
                *row = [modify(v); LANES];
                prepared[i] = true;
            }
        }
    }
    let exec = if plan.ignores_exec {
        u64::MAX
    } else {
        w.exec()
    };
    let mask = plan.mask_in.map_or(0, |m| w.read_scalar(m));
    let res = &mut cols.res32;
    // A scalar result (carry-out or compare mask) and whether the vector result is stored.
    let (scalar, store) = {
        let [r0, r1, r2] = &cols.rows;
        let pick = |i: usize, prep| source_row(w, plan, prepared, i, prep);
        let (a, b, c) = (pick(0, r0), pick(1, r1), pick(2, r2));
        match sem {
            Sem::Valu(_, _, wave) => {
                wave(a, b, c, exec, res);
                if plan.dst_ty == Ty::F32 {
                    if mods.omod != 0 || mods.clamp {
                        for x in res.iter_mut() {
                            *x = post_float(u64::from(*x), Ty::F32, mods.omod, mods.clamp, mode)
                                as u32;
                        }
                    } else if mode >> 5 & 1 == 0 {
                        for x in res.iter_mut() {
                            if *x & 0x7f80_0000 == 0 {
                                *x &= 0x8000_0000;
                            }
                        }
                    }
                }
                (None, true)
            }
            Sem::ValuCarry(_, _, wave) => (Some(wave(a, b, c, mask, exec, res)), true),
            Sem::ValuCmp(_, _, wave, _) => (Some(wave(a, b, c, exec)), false),
            _ => {
                // v_cndmask_b32: src1 where the mask bit is set, else src0.
                for (lane, (out, (x, y))) in res.iter_mut().zip(a.iter().zip(b)).enumerate() {
                    *out = if mask >> lane & 1 != 0 { *y } else { *x };
                }
                (None, true)
            }
        }
    };
    match (sem, scalar) {
        (Sem::ValuCarry(..), Some(cout)) => {
            if let Some((f, n)) = plan.carry_out {
                w.write_scalar(f, n, cout);
            }
        }
        (Sem::ValuCmp(_, _, _, x), Some(m)) => {
            if let Some((f, n)) = plan.cmp_dst {
                w.write_scalar(f, n, m);
            }
            if x {
                w.set_exec(m);
            }
        }
        _ => {}
    }
    if !store {
        return true;
    }
    if let Some((r, _)) = plan.dst {
        if let Some(row) = w.v.get_mut(usize::from(r)) {
            if exec == u64::MAX {
                *row = *res;
            } else {
                for (lane, (x, v)) in row.iter_mut().zip(res.iter()).enumerate() {
                    if exec >> lane & 1 != 0 {
                        *x = *v;
                    }
                }
            }
        }
    }
    true
}
