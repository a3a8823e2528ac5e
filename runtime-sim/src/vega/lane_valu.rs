//! The lane-by-lane VALU path: source modifiers, SDWA selects and DPP lane moves, and the
//! execution of a VALU instruction one lane at a time (what [`super::wave_valu`] does not
//! take).

use gcn_isa::inst::Encoding;
use gcn_isa::table::{Field, Flags, Kind, Ty};

use super::machine::{flush32, flush64, Wave, LANES};
use super::program::{Decoded, Src};
use super::semantics::{div_fmas32, div_fmas64, div_scale32, div_scale64, Sem};
use super::VegaError;

/// Source operand access of a VALU instruction.
struct Sources {
    uni: [u64; 3],
    vreg: [Option<(u16, u8)>; 3],
    ty: [Ty; 3],
    neg: u8,
    abs: u8,
    flush_in32: bool,
    flush_in64: bool,
    sdwa: Option<([u8; 2], u8)>,
}

impl Sources {
    #[inline]
    fn modify(&self, i: usize, mut x: u64) -> u64 {
        if let Some((sel, sext)) = self.sdwa {
            if i < 2 && self.ty[i] == Ty::I32 || self.ty[i] == Ty::F32 {
                let s = sel.get(i).copied().unwrap_or(6);
                let signed = sext >> i & 1 != 0;
                x = sdwa_select(x as u32, s, signed);
            }
        }
        match self.ty[i] {
            Ty::F32 => {
                if self.flush_in32 {
                    x = flush32(x);
                }
                if self.abs >> i & 1 != 0 {
                    x &= 0x7fff_ffff;
                }
                if self.neg >> i & 1 != 0 {
                    x ^= 0x8000_0000;
                }
            }
            Ty::F64 => {
                if self.flush_in64 {
                    x = flush64(x);
                }
                if self.abs >> i & 1 != 0 {
                    x &= !(1 << 63);
                }
                if self.neg >> i & 1 != 0 {
                    x ^= 1 << 63;
                }
            }
            _ => {}
        }
        x
    }
    /// Every lane's (modified) value of the three sources, read once per instruction. Only
    /// valid without DPP (each lane reads its own lane of every source).
    fn gather(&self, w: &Wave) -> [[u64; LANES]; 3] {
        let mut out = [[0u64; LANES]; 3];
        for (i, op) in out.iter_mut().enumerate() {
            let Some((r, n)) = self.vreg[i] else {
                *op = [self.uni[i]; LANES];
                continue;
            };
            const ZERO: [u32; LANES] = [0; LANES];
            let lo = w.v.get(usize::from(r)).unwrap_or(&ZERO);
            let hi = if n >= 2 {
                w.v.get(usize::from(r) + 1).unwrap_or(&ZERO)
            } else {
                &ZERO
            };
            for (x, (l, h)) in op.iter_mut().zip(lo.iter().zip(hi.iter())) {
                *x = u64::from(*l) | u64::from(*h) << 32;
            }
            // Without SDWA the modifiers reduce to flush, then AND (abs), then XOR (neg).
            let abs = self.abs >> i & 1 != 0;
            let neg = self.neg >> i & 1 != 0;
            let (flush, and, xor) = match (self.sdwa.is_some(), self.ty[i]) {
                (true, _) => {
                    for x in op.iter_mut() {
                        *x = self.modify(i, *x);
                    }
                    continue;
                }
                (false, Ty::F32) => (
                    if self.flush_in32 { 32 } else { 0 },
                    if abs { 0x7fff_ffff } else { u64::MAX },
                    if neg { 0x8000_0000 } else { 0 },
                ),
                (false, Ty::F64) => (
                    if self.flush_in64 { 64 } else { 0 },
                    if abs { !(1u64 << 63) } else { u64::MAX },
                    if neg { 1u64 << 63 } else { 0 },
                ),
                (false, _) => continue,
            };
            match flush {
                32 => op.iter_mut().for_each(|x| *x = (flush32(*x) & and) ^ xor),
                64 => op.iter_mut().for_each(|x| *x = (flush64(*x) & and) ^ xor),
                _ => op.iter_mut().for_each(|x| *x = (*x & and) ^ xor),
            }
        }
        out
    }
    #[inline]
    fn lane(&self, w: &Wave, src_lane: [usize; 3]) -> [u64; 3] {
        let mut out = self.uni;
        for i in 0..3 {
            if let Some((r, n)) = self.vreg[i] {
                out[i] = self.modify(i, w.vread64(r, n, src_lane[i]));
            }
        }
        out
    }
}

fn sdwa_select(x: u32, sel: u8, signed: bool) -> u64 {
    let v = match sel {
        0..=3 => {
            let b = (x >> (8 * sel)) & 0xff;
            if signed {
                b as u8 as i8 as i32 as u32
            } else {
                b
            }
        }
        4 | 5 => {
            let h = (x >> (16 * (sel - 4))) & 0xffff;
            if signed {
                h as u16 as i16 as i32 as u32
            } else {
                h
            }
        }
        _ => x,
    };
    u64::from(v)
}

/// The source lane of DPP control `ctrl` for `lane`, or `None` when out of range.
fn dpp_lane(ctrl: u16, lane: usize) -> Option<usize> {
    let row = lane & !15;
    let l = lane & 15;
    let c = usize::from(ctrl);
    match ctrl {
        0x000..=0x0ff => Some((lane & !3) + (c >> (2 * (lane & 3)) & 3)),
        0x101..=0x10f => (l + (c & 15) < 16).then(|| lane + (c & 15)),
        0x111..=0x11f => (l >= (c & 15)).then(|| lane - (c & 15)),
        0x121..=0x12f => Some(row + ((l + 16 - (c & 15)) & 15)),
        0x130 => (lane < 63).then(|| lane + 1),
        0x134 => Some((lane + 1) & 63),
        0x138 => (lane > 0).then(|| lane - 1),
        0x13c => Some((lane + 63) & 63),
        0x140 => Some(row + 15 - l),
        0x141 => Some((lane & !7) + 7 - (lane & 7)),
        0x142 => (l == 15 && row < 48)
            .then_some(lane)
            .map(|_| lane + 1)
            .or(if row > 0 { Some(row - 1) } else { None }),
        0x143 => (row >= 32).then_some(31),
        _ => None,
    }
}

// Lane loops index several per-operand lane arrays at once.
#[allow(clippy::needless_range_loop)]
pub(super) fn valu(w: &mut Wave, d: &Decoded, pc: u64, sem: Sem) -> Result<(), VegaError> {
    let mods = &d.inst.mods;
    let is_float_dst = |ty: Ty| matches!(ty, Ty::F32 | Ty::F64);
    let dst_slot = d.slots.iter().find(|s| s.write && s.field == Field::Vdst);
    let dst_ty = dst_slot.map_or(Ty::I32, |s| s.ty);
    let any_float = d
        .slots
        .iter()
        .any(|s| matches!(s.ty, Ty::F32 | Ty::F64 | Ty::F16 | Ty::V2F16));
    if any_float && w.mode & 0xf != 0 {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: format!("{} with a non-default rounding mode", d.name),
        });
    }
    if d.slots
        .iter()
        .any(|s| matches!(s.ty, Ty::F16 | Ty::I16 | Ty::V2F16 | Ty::V2I16))
    {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: d.name.to_string(),
        });
    }
    if mods.clamp && !is_float_dst(dst_ty) {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: format!("{} with integer clamp", d.name),
        });
    }
    let mut src = Sources {
        uni: [0; 3],
        vreg: [None; 3],
        ty: [Ty::I32; 3],
        neg: mods.neg,
        abs: mods.abs,
        flush_in32: w.mode >> 4 & 1 == 0,
        flush_in64: w.mode >> 6 & 1 == 0,
        sdwa: (d.inst.encoding == Encoding::Sdwa).then_some((mods.src_sel, mods.sext)),
    };
    let mut mask_in: Option<u64> = None;
    for s in d.slots.iter().filter(|s| !s.write) {
        let i = match s.field {
            Field::Src0 => 0,
            Field::Src1 => 1,
            Field::Src2 => 2,
            _ => continue,
        };
        if s.kind == Kind::Vcc {
            mask_in = Some(w.read_scalar(s.src));
            continue;
        }
        src.ty[i] = s.ty;
        match s.src {
            Src::V(r, n) => src.vreg[i] = Some((r, n)),
            other => {
                let raw = w.read_scalar(other);
                src.uni[i] = src.modify(i, raw);
            }
        }
    }
    let exec = if d.flags.contains(Flags::IGNORES_EXEC) {
        u64::MAX
    } else {
        w.exec()
    };
    let flush_out32 = w.mode >> 5 & 1 == 0;
    let flush_out64 = w.mode >> 7 & 1 == 0;
    let post = |mut x: u64| -> u64 {
        match dst_ty {
            Ty::F32 => {
                if mods.omod != 0 || mods.clamp {
                    let mut f = f32::from_bits(x as u32);
                    f *= match mods.omod {
                        1 => 2.0,
                        2 => 4.0,
                        3 => 0.5,
                        _ => 1.0,
                    };
                    if mods.clamp {
                        f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                    }
                    x = u64::from(f.to_bits());
                }
                if flush_out32 {
                    flush32(x)
                } else {
                    x
                }
            }
            Ty::F64 => {
                if mods.omod != 0 || mods.clamp {
                    let mut f = f64::from_bits(x);
                    f *= match mods.omod {
                        1 => 2.0,
                        2 => 4.0,
                        3 => 0.5,
                        _ => 1.0,
                    };
                    if mods.clamp {
                        f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                    }
                    x = f.to_bits();
                }
                if flush_out64 {
                    flush64(x)
                } else {
                    x
                }
            }
            _ => x,
        }
    };
    let dpp = d.inst.encoding == Encoding::Dpp;
    // The decoder takes every DPP control (as llvm-mc does); the manual defines only these.
    if dpp && !gcn_isa::sdwa::dpp_ctrl_valid(mods.dpp_ctrl) {
        return Err(VegaError::Program {
            pc,
            mnemonic: d.name.to_string(),
            message: format!("undefined DPP control {:#x}", mods.dpp_ctrl),
        });
    }
    // Modifier bits of integer DPP sources (decoded as llvm-mc does) have no meaning the
    // manual gives.
    if dpp && (mods.sext != 0 || mods.dpp_int_src_bits != 0) {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: format!("{} with modifier bits on an integer DPP source", d.name),
        });
    }
    let lane_mask = |lane: usize| -> bool {
        if !dpp {
            return true;
        }
        let row = lane / 16;
        let bank = (lane % 16) / 4;
        mods.row_mask >> row & 1 != 0 && mods.bank_mask >> bank & 1 != 0
    };
    // Source lanes (DPP permutes source 0).
    let src_lanes = |lane: usize| -> Option<[usize; 3]> {
        if dpp {
            match dpp_lane(mods.dpp_ctrl, lane) {
                Some(l) => Some([l, lane, lane]),
                None if mods.bound_ctrl => Some([usize::MAX, lane, lane]),
                None => None,
            }
        } else {
            Some([lane; 3])
        }
    };
    let read = |w: &Wave, lanes: [usize; 3]| -> [u64; 3] {
        if lanes[0] == usize::MAX {
            let mut v = src.lane(w, [0, lanes[1], lanes[2]]);
            if src.vreg[0].is_some() {
                v[0] = 0;
            }
            v
        } else {
            src.lane(w, lanes)
        }
    };
    let (dst_v, dst_n) = match dst_slot.map(|s| s.src) {
        Some(Src::V(r, n)) => (Some(r), n),
        _ => (None, 1),
    };
    let sdst = d
        .slots
        .iter()
        .find(|s| s.write && s.kind == Kind::Vcc)
        .map(|s| s.src);
    let write_lane = |w: &mut Wave, lane: usize, val: u64| {
        if let Some(r) = dst_v {
            if let Some((sel, unused)) = (d.inst.encoding == Encoding::Sdwa)
                .then_some((mods.dst_sel, mods.dst_unused))
                .filter(|(s, _)| *s != 6)
            {
                let old = w.vread(r, lane);
                let (shift, bits) = match sel {
                    0..=3 => (8 * u32::from(sel), 8),
                    _ => (16 * u32::from(sel - 4), 16),
                };
                let m = ((1u64 << bits) - 1) as u32;
                let v = (val as u32) & m;
                let mut out = match unused {
                    2 => old & !(m << shift),
                    _ => 0,
                } | (v << shift);
                if unused == 1 && v >> (bits - 1) & 1 != 0 {
                    out |= !((m << shift) | ((1u32 << shift) - 1));
                }
                w.vwrite(r, lane, out);
                return;
            }
            w.vwrite(r, lane, val as u32);
            if dst_n >= 2 {
                w.vwrite(r + 1, lane, (val >> 32) as u32);
            }
        }
    };
    match sem {
        Sem::Valu(_, wave, _) if !dpp && d.inst.encoding != Encoding::Sdwa => {
            // Plain destination: compute the active lanes, then store whole rows.
            let ops = src.gather(w);
            let mut res = [0u64; LANES];
            wave(&ops, exec, &mut res);
            if matches!(dst_ty, Ty::F32 | Ty::F64) {
                for (lane, out) in res.iter_mut().enumerate() {
                    if exec >> lane & 1 != 0 {
                        *out = post(*out);
                    }
                }
            }
            if let Some(r) = dst_v {
                if let Some(row) = w.v.get_mut(usize::from(r)) {
                    for (lane, x) in row.iter_mut().enumerate() {
                        if exec >> lane & 1 != 0 {
                            *x = res[lane] as u32;
                        }
                    }
                }
                if dst_n >= 2 {
                    if let Some(row) = w.v.get_mut(usize::from(r) + 1) {
                        for (lane, x) in row.iter_mut().enumerate() {
                            if exec >> lane & 1 != 0 {
                                *x = (res[lane] >> 32) as u32;
                            }
                        }
                    }
                }
            }
        }
        Sem::Valu(f, ..) if !dpp => {
            let ops = src.gather(w);
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let v = [ops[0][lane], ops[1][lane], ops[2][lane]];
                write_lane(w, lane, post(f(&v)));
            }
        }
        Sem::Valu(f, ..) => {
            // DPP reads other lanes' sources: every lane reads before any lane writes (the
            // destination may be the permuted source, `v_sub_f32_dpp v14, v14, v23`).
            let mut out = [None; LANES];
            for (lane, o) in out.iter_mut().enumerate() {
                if exec >> lane & 1 == 0 || !lane_mask(lane) {
                    continue;
                }
                let Some(lanes) = src_lanes(lane) else {
                    continue;
                };
                let v = read(w, lanes);
                *o = Some(post(f(&v)));
            }
            for (lane, o) in out.iter().enumerate() {
                if let Some(v) = o {
                    write_lane(w, lane, *v);
                }
            }
        }
        Sem::Mac => {
            // Every lane reads (DPP: other lanes' sources) before any lane writes.
            let mut out = [None; LANES];
            for (lane, o) in out.iter_mut().enumerate() {
                if exec >> lane & 1 == 0 || !lane_mask(lane) {
                    continue;
                }
                let Some(lanes) = src_lanes(lane) else {
                    continue;
                };
                let v = read(w, lanes);
                let c = dst_v.map_or(0, |r| u64::from(w.vread(r, lane)));
                let c = if src.flush_in32 { flush32(c) } else { c };
                let r = f32::from_bits(v[0] as u32) * f32::from_bits(v[1] as u32)
                    + f32::from_bits(c as u32);
                *o = Some(post(u64::from(r.to_bits())));
            }
            for (lane, o) in out.iter().enumerate() {
                if let Some(v) = o {
                    write_lane(w, lane, *v);
                }
            }
        }
        Sem::ValuCarry(f, ..) => {
            let cin = mask_in.unwrap_or(0);
            let mut cout = 0u64;
            let ops = src.gather(w);
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let v = [ops[0][lane], ops[1][lane], ops[2][lane]];
                let (r, c) = f(&v, cin >> lane & 1 != 0);
                write_lane(w, lane, r);
                cout |= u64::from(c) << lane;
            }
            if let Some(Src::S(fs, n)) = sdst {
                w.write_scalar(fs, n, cout);
            }
        }
        Sem::ValuCmp(f, _, _, x) => {
            let mut m = 0u64;
            let ops = src.gather(w);
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let v = [ops[0][lane], ops[1][lane], ops[2][lane]];
                m |= u64::from(f(&v)) << lane;
            }
            if let Some(Src::S(fs, n)) = d.field(Field::Vdst).map(|s| s.src) {
                w.write_scalar(fs, n, m);
            }
            if x {
                w.set_exec(m);
            }
        }
        Sem::Cndmask if !dpp => {
            let m = mask_in.unwrap_or(0);
            let ops = src.gather(w);
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let v = if m >> lane & 1 != 0 {
                    ops[1][lane]
                } else {
                    ops[0][lane]
                };
                write_lane(w, lane, v);
            }
        }
        Sem::Cndmask => {
            let m = mask_in.unwrap_or(0);
            // Every lane reads (other lanes' sources) before any lane writes.
            let mut out = [None; LANES];
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 || !lane_mask(lane) {
                    continue;
                }
                let Some(lanes) = src_lanes(lane) else {
                    continue;
                };
                let v = read(w, lanes);
                out[lane] = Some(if m >> lane & 1 != 0 { v[1] } else { v[0] });
            }
            for (lane, o) in out.iter().enumerate() {
                if let Some(v) = o {
                    write_lane(w, lane, *v);
                }
            }
        }
        Sem::DivScale(wide) => {
            let mut vcc = 0u64;
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let v = read(w, [lane; 3]);
                let (r, c) = if wide {
                    let (r, c) = div_scale64(
                        f64::from_bits(v[0]),
                        f64::from_bits(v[1]),
                        f64::from_bits(v[2]),
                    );
                    (r.to_bits(), c)
                } else {
                    let (r, c) = div_scale32(
                        f32::from_bits(v[0] as u32),
                        f32::from_bits(v[1] as u32),
                        f32::from_bits(v[2] as u32),
                    );
                    (u64::from(r.to_bits()), c)
                };
                write_lane(w, lane, r);
                vcc |= u64::from(c) << lane;
            }
            if let Some(Src::S(fs, n)) = sdst {
                w.write_scalar(fs, n, vcc);
            }
        }
        Sem::DivFmas(wide) => {
            let vcc = w.vcc();
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let v = read(w, [lane; 3]);
                let scale = vcc >> lane & 1 != 0;
                let r = if wide {
                    let [a, b, c] = v.map(f64::from_bits);
                    div_fmas64(a, b, c, scale).to_bits()
                } else {
                    let [a, b, c] = v.map(|x| f32::from_bits(x as u32));
                    u64::from(div_fmas32(a, b, c, scale).to_bits())
                };
                write_lane(w, lane, post(r));
            }
        }
        Sem::Readlane => {
            let lane = (w.read_scalar(d.src(Field::Src1)) & 63) as usize;
            let (r, _) = src.vreg[0].unwrap_or((0, 1));
            let val = w.vread(r, lane);
            // (Refuse, not drop, a write to anything but a scalar register.)
            let Src::S(fs, _) = d.src(Field::Vdst) else {
                return Err(VegaError::Program {
                    pc,
                    mnemonic: d.name.to_string(),
                    message: "the destination is not a scalar register".into(),
                });
            };
            w.write_scalar(fs, 1, u64::from(val));
        }
        Sem::Readfirstlane => {
            let e = w.exec();
            let lane = if e == 0 {
                0
            } else {
                e.trailing_zeros() as usize
            };
            let val = match src.vreg[0] {
                Some((r, _)) => w.vread(r, lane),
                None => src.uni[0] as u32,
            };
            // (The decoder, like llvm-mc, also takes a constant in the destination field.)
            let Src::S(fs, _) = d.src(Field::Vdst) else {
                return Err(VegaError::Program {
                    pc,
                    mnemonic: d.name.to_string(),
                    message: "the destination is not a scalar register".into(),
                });
            };
            w.write_scalar(fs, 1, u64::from(val));
        }
        Sem::Writelane => {
            let lane = (w.read_scalar(d.src(Field::Src1)) & 63) as usize;
            let val = w.read_scalar(d.src(Field::Src0));
            if let Some(r) = dst_v {
                w.vwrite(r, lane, val as u32);
            }
        }
        _ => {
            return Err(VegaError::Unimplemented {
                pc,
                mnemonic: d.name.to_string(),
            })
        }
    }
    Ok(())
}
