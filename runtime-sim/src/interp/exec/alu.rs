//! ALU instructions: per-lane evaluation of every arithmetic, logic, conversion and
//! double/64-bit opcode, dispatched to the pure component functions.

use super::*;

impl Machine<'_> {
    pub(super) fn alu(&mut self, op: AluOp, dst: &Dst, srcs: &[Src]) -> R<()> {
        // An instruction that reads and writes shared registers is atomic per work-item
        // (L2020): run it one lane at a time.
        let shared = matches!(dst.loc, DstLoc::Shared(_))
            && srcs.iter().any(|s| matches!(s.loc, Loc::Shared(_)));
        if shared && self.active.len() > 1 {
            let all = std::mem::take(&mut self.active);
            let mut result = Ok(());
            for &l in &all {
                self.active = vec![l];
                result = self.alu_lanes(op, dst, srcs);
                if result.is_err() {
                    break;
                }
            }
            self.active = all;
            return result;
        }
        self.alu_lanes(op, dst, srcs)
    }

    /// CMOV (L7593-7610): where `src0[i]` is a nonzero float, `dst[i]` takes `src1[i]` (or
    /// the 0/1 select of the mask); where it is ±0 the component is not written at all,
    /// whatever the mask says.
    pub(super) fn cmov(&mut self, dst: &Dst, srcs: &[Src]) -> R<()> {
        let (Some(cond), Some(value)) = (srcs.first(), srcs.get(1)) else {
            return Err(self.malformed("cmov needs two sources"));
        };
        self.fill(cond, 0, ValueType::Float)?;
        self.fill(value, 1, ValueType::Float)?;
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let (c, v) = (at(&self.src[0], l), at(&self.src[1], l));
            let mut lane_dst = dst.mods;
            for (k, m) in lane_dst.mask.iter_mut().enumerate() {
                if !float::is_nonzero(c[k]) {
                    *m = DstComp::NoWrite;
                }
            }
            let d = Dst {
                loc: dst.loc.clone(),
                mods: lane_dst,
            };
            if let Some(r) = self.res.get_mut(l) {
                *r = v;
            }
            let saved = std::mem::replace(&mut self.active, vec![l as u32]);
            let result = self.write_dst(&d, ValueType::Float);
            self.active = saved;
            result?;
        }
        Ok(())
    }

    pub(super) fn alu_lanes(&mut self, op: AluOp, dst: &Dst, srcs: &[Src]) -> R<()> {
        if op == AluOp::Cmov {
            return self.cmov(dst, srcs);
        }
        let ty = op.value_type();
        for (i, s) in srcs.iter().enumerate().take(4) {
            // CMOV_LOGICAL's and DMOVC's selector, shift counts, etc. are read with the
            // opcode's type; D2F/DLDEXP read doubles in src0 only.
            let sty = match (op, i) {
                (AluOp::Dldexp, 1) | (AluOp::Dmovc, 0) => ValueType::Int,
                (AluOp::F2D, _) => ValueType::Float,
                _ => ty,
            };
            self.fill(s, i, sty)?;
        }
        let restricted;
        let dst = if op.produces() == [true; 4] {
            dst
        } else {
            let mut d = dst.clone();
            for (m, p) in d.mods.mask.iter_mut().zip(op.produces()) {
                if !p && *m == DstComp::Write {
                    *m = DstComp::NoWrite;
                }
            }
            restricted = d;
            &restricted
        };
        let (cs, nc) = write_comps(dst);
        let comps = &cs[..nc];
        let [s0, s1, s2, s3] = &self.src;
        let out = &mut self.res;
        let act = &self.active[..];
        use AluOp::*;
        match op {
            Mov => map1(act, comps, s0, out, |a| a),
            Add => map2(act, comps, s0, s1, out, float::add),
            Sub => map2(act, comps, s0, s1, out, float::sub),
            Mul { ieee } => map2(act, comps, s0, s1, out, |a, b| float::mul(a, b, ieee)),
            Mad { ieee } => map3(act, comps, s0, s1, s2, out, |a, b, c| {
                float::mad(a, b, c, ieee)
            }),
            Fma => map3(act, comps, s0, s1, s2, out, float::fma),
            Div(z) => map2(act, comps, s0, s1, out, |a, b| float::div(a, b, z)),
            Dp { n, ieee } => per_lane(act, out, |l| {
                [float::dot(&at(s0, l), &at(s1, l), n as usize, ieee); 4]
            }),
            Min => map2(act, comps, s0, s1, out, float::min),
            Max => map2(act, comps, s0, s1, out, float::max),
            Clamp => map3(act, comps, s0, s1, s2, out, float::clamp3),
            Eq => map2(act, comps, s0, s1, out, float::eq),
            Ne => map2(act, comps, s0, s1, out, float::ne),
            Ge => map2(act, comps, s0, s1, out, float::ge),
            Lt => map2(act, comps, s0, s1, out, float::lt),
            Set(r) => map2(act, comps, s0, s1, out, |a, b| float::set(r, a, b)),
            Frc => map1(act, comps, s0, out, float::frc),
            Floor => map1(act, comps, s0, out, float::floor),
            Ceil => map1(act, comps, s0, out, float::ceil),
            Trunc => map1(act, comps, s0, out, float::trunc),
            RoundEven => map1(act, comps, s0, out, float::round_even),
            Rnd => map1(act, comps, s0, out, float::rnd),
            Mod => map2(act, comps, s0, s1, out, float::fmod),
            Abs => map1(act, comps, s0, out, |a| {
                float::output(float::input(a).abs())
            }),
            SqrtVec => map1(act, comps, s0, out, float::sqrt),
            RsqVec => map1(act, comps, s0, out, float::rsq_vec),
            ExpVec => map1(act, comps, s0, out, float::exp),
            LogVec => map1(act, comps, s0, out, |a| float::log(a, ZeroOp::Infinity)),
            SinVec => map1(act, comps, s0, out, float::sin),
            CosVec => map1(act, comps, s0, out, float::cos),
            RcpVec(z) => map1(act, comps, s0, out, |a| float::rcp(a, z)),
            ScalarRcp(z) => scalar(act, s0, out, |a| float::rcp(a, z)),
            ScalarRsq(z) => scalar(act, s0, out, |a| float::rsq(a, z)),
            ScalarSqrt => scalar(act, s0, out, float::sqrt),
            ScalarExp => scalar(act, s0, out, float::exp),
            ScalarLog(z) => scalar(act, s0, out, |a| float::log(a, z)),
            ScalarSin => scalar(act, s0, out, float::sin),
            ScalarCos => scalar(act, s0, out, float::cos),
            ScalarPow => per_lane(act, out, |l| [float::pow(at(s0, l)[3], at(s1, l)[3]); 4]),
            ScalarAcos => scalar(act, s0, out, float::acos),
            ScalarAsin => scalar(act, s0, out, float::asin),
            ScalarAtan => scalar(act, s0, out, float::atan),
            ScalarTan => scalar(act, s0, out, float::tan),
            SinCos => per_lane(act, out, |l| {
                let w = at(s0, l)[3];
                [float::cos(w), float::sin(w), 0, 0]
            }),
            Expp => per_lane(act, out, |l| float::expp(at(s0, l)[3])),
            Dp2Add { ieee } => per_lane(act, out, |l| {
                [float::dp2add(&at(s0, l), &at(s1, l), at(s2, l)[2], ieee); 4]
            }),
            Lrp => map3(act, comps, s0, s1, s2, out, float::lrp),
            Sgn => map1(act, comps, s0, out, float::sgn),
            Crs => per_lane(act, out, |l| float::cross(&at(s0, l), &at(s1, l))),
            DstOp => per_lane(act, out, |l| float::dst(&at(s0, l), &at(s1, l))),
            Len => per_lane(act, out, |l| [float::len3(&at(s0, l)); 4]),
            Dist => per_lane(act, out, |l| [float::dist3(&at(s0, l), &at(s1, l)); 4]),
            // Handled by `cmov` (its mask depends on the lane's data).
            Cmov => map1(act, comps, s1, out, |a| a),
            Cmp { relop, cmpval } => map3(act, comps, s0, s1, s2, out, |c, a, b| {
                if float::relop(relop, c, cmpval) {
                    a
                } else {
                    b
                }
            }),
            Iadd => map2(act, comps, s0, s1, out, integer::iadd),
            Inegate => map1(act, comps, s0, out, integer::inegate),
            Imul => map2(act, comps, s0, s1, out, integer::imul),
            ImulHigh => map2(act, comps, s0, s1, out, integer::imul_high),
            UmulHigh => map2(act, comps, s0, s1, out, integer::umul_high),
            Imad => map3(act, comps, s0, s1, s2, out, integer::imad),
            Imul24 => map2(act, comps, s0, s1, out, integer::imul24),
            Imul24High => map2(act, comps, s0, s1, out, integer::imul24_high),
            Imad24 => map3(act, comps, s0, s1, s2, out, integer::imad24),
            Umul24 => map2(act, comps, s0, s1, out, integer::umul24),
            Umul24High => map2(act, comps, s0, s1, out, integer::umul24_high),
            Umad24 => map3(act, comps, s0, s1, s2, out, integer::umad24),
            Udiv => map2(act, comps, s0, s1, out, integer::udiv),
            Umod => map2(act, comps, s0, s1, out, integer::umod),
            Imax => map2(act, comps, s0, s1, out, integer::imax),
            Imin => map2(act, comps, s0, s1, out, integer::imin),
            Umax => map2(act, comps, s0, s1, out, integer::umax),
            Umin => map2(act, comps, s0, s1, out, integer::umin),
            Ieq => map2(act, comps, s0, s1, out, integer::ieq),
            Ine => map2(act, comps, s0, s1, out, integer::ine),
            Ige => map2(act, comps, s0, s1, out, integer::ige),
            Ilt => map2(act, comps, s0, s1, out, integer::ilt),
            Uge => map2(act, comps, s0, s1, out, integer::uge),
            Ult => map2(act, comps, s0, s1, out, integer::ult),
            Iand => map2(act, comps, s0, s1, out, |a, b| a & b),
            Ior => map2(act, comps, s0, s1, out, |a, b| a | b),
            Ixor => map2(act, comps, s0, s1, out, |a, b| a ^ b),
            Inot => map1(act, comps, s0, out, |a| !a),
            // Shift counts come from src1 with its swizzle, per component (L6897).
            Ishl => map2(act, comps, s0, s1, out, integer::ishl),
            Ishr => map2(act, comps, s0, s1, out, integer::ishr),
            Ushr => map2(act, comps, s0, s1, out, integer::ushr),
            Icarry => map2(act, comps, s0, s1, out, integer::icarry),
            Iborrow => map2(act, comps, s0, s1, out, integer::iborrow),
            IbitExtract => map3(act, comps, s0, s1, s2, out, integer::ibit_extract),
            UbitExtract => map3(act, comps, s0, s1, s2, out, integer::ubit_extract),
            UbitInsert => per_lane(act, out, |l| {
                let (a, b, c, d) = (at(s0, l), at(s1, l), at(s2, l), at(s3, l));
                [0, 1, 2, 3].map(|i| integer::ubit_insert(a[i], b[i], c[i], d[i]))
            }),
            Icountbits => map1(act, comps, s0, out, integer::icountbits),
            Ffb(kind) => map1(act, comps, s0, out, |a| integer::ffb(kind, a)),
            UbitReverse => map1(act, comps, s0, out, integer::ubit_reverse),
            CmovLogical => map3(
                act,
                comps,
                s0,
                s1,
                s2,
                out,
                |c, a, b| if c != 0 { a } else { b },
            ),
            // The multimedia ops replicate one 32-bit result computed from .x (L9690).
            BitAlign => per_lane(act, out, |l| {
                [integer::bit_align(at(s0, l)[0], at(s1, l)[0], at(s2, l)[0]); 4]
            }),
            ByteAlign => per_lane(act, out, |l| {
                [integer::byte_align(at(s0, l)[0], at(s1, l)[0], at(s2, l)[0]); 4]
            }),
            Unpack(k) => per_lane(act, out, |l| [integer::unpack(k as u32, at(s0, l)[0]); 4]),
            Sad => map3(act, comps, s0, s1, s2, out, integer::sad),
            SadHi => map3(act, comps, s0, s1, s2, out, integer::sad_hi),
            Sad4 => per_lane(act, out, |l| {
                [integer::sad4(&at(s0, l), &at(s1, l), at(s2, l)[0]); 4]
            }),
            Ftoi => map1(act, comps, s0, out, convert::ftoi),
            Ftou => map1(act, comps, s0, out, convert::ftou),
            Itof => map1(act, comps, s0, out, convert::itof),
            Utof => map1(act, comps, s0, out, convert::utof),
            F2F16 => map1(act, comps, s0, out, convert::f_2_f16),
            F162F => map1(act, comps, s0, out, convert::f16_2_f),
            D2F => per_lane(act, out, |l| {
                let a = at(s0, l);
                [convert::d2f(a[0], a[1]); 4]
            }),
            F2D => per_lane(act, out, |l| {
                let (lo, hi) = convert::f2d(at(s0, l)[0]);
                [lo, hi, lo, hi]
            }),
            Dadd => dmap2(act, s0, s1, out, |a, b| a + b),
            Dmul => dmap2(act, s0, s1, out, |a, b| a * b),
            Ddiv => dmap2(act, s0, s1, out, |a, b| a / b),
            Dmax => dmap2(act, s0, s1, out, double::dmax),
            Dmin => dmap2(act, s0, s1, out, double::dmin),
            Dmad => per_lane(act, out, |l| {
                let d = dval(s0, l).mul_add(dval(s1, l), dval(s2, l));
                pair(d)
            }),
            Dfrac => per_lane(act, out, |l| pair(double::dfrac(dval(s0, l)))),
            Dsqrt => per_lane(act, out, |l| pair(dval(s0, l).sqrt())),
            Drcp(z) => per_lane(act, out, |l| {
                let x = dval(s0, l);
                pair(if x == 0.0 { dzero(z) } else { 1.0 / x })
            }),
            Drsq(z) => per_lane(act, out, |l| {
                let x = dval(s0, l);
                pair(if x == 0.0 { dzero(z) } else { 1.0 / x.sqrt() })
            }),
            Dmov => per_lane(act, out, |l| pair(dval(s0, l))),
            // D_MOVC (L9444-9452): `src0.x == 0 ? src1 : src2`, as the manual's
            // pseudocode is written.
            Dmovc => per_lane(act, out, |l| {
                let pick = if at(s0, l)[0] == 0 { s1 } else { s2 };
                pair(dval(pick, l))
            }),
            Dldexp => per_lane(act, out, |l| {
                pair(double::dldexp(dval(s0, l), at(s1, l)[0] as i32))
            }),
            Dfrexp => per_lane(act, out, |l| {
                let (m, e) = double::dfrexp(dval(s0, l));
                let (lo, hi) = split(m);
                [0, e as u32, lo, hi]
            }),
            // Double compares look at .xy and broadcast one mask (L3057).
            Deq => per_lane(act, out, |l| [float::mask(dval(s0, l) == dval(s1, l)); 4]),
            Dne => per_lane(act, out, |l| {
                let (a, b) = (dval(s0, l), dval(s1, l));
                [float::mask(!a.is_nan() && !b.is_nan() && a != b); 4]
            }),
            Dge => per_lane(act, out, |l| [float::mask(dval(s0, l) >= dval(s1, l)); 4]),
            Dlt => per_lane(act, out, |l| [float::mask(dval(s0, l) < dval(s1, l)); 4]),
            I64Add => per_lane(act, out, |l| qpair(qval(s0, l).wrapping_add(qval(s1, l)))),
            I64Negate => per_lane(act, out, |l| qpair(qval(s0, l).wrapping_neg())),
            I64Cmp(rel) => per_lane(act, out, |l| {
                let (a, b) = (qval(s0, l), qval(s1, l));
                let t = match rel {
                    I64Rel::Eq => a == b,
                    I64Rel::Ne => a != b,
                    I64Rel::Ge => a as i64 >= b as i64,
                    I64Rel::Lt => (a as i64) < b as i64,
                    I64Rel::Uge => a >= b,
                    I64Rel::Ult => a < b,
                };
                [float::mask(t); 4]
            }),
            I64MinMax { max, signed } => per_lane(act, out, |l| {
                let (a, b) = (qval(s0, l), qval(s1, l));
                let a_less = if signed { (a as i64) < b as i64 } else { a < b };
                qpair(if a_less == max { b } else { a })
            }),
            I64Shift(kind) => per_lane(act, out, |l| {
                let (a, n) = (qval(s0, l), at(s1, l)[0] & 0x3F);
                qpair(match kind {
                    Shift64::Shl => a << n,
                    Shift64::Shr => ((a as i64) >> n) as u64,
                    Shift64::UShr => a >> n,
                })
            }),
        }
        let wty = match op {
            Mov | Cmov | CmovLogical => ValueType::Float,
            F2D => ValueType::Double,
            D2F | Deq | Dne | Dge | Dlt | Dfrexp | I64Cmp(_) => ValueType::Int,
            _ => ty,
        };
        self.write_dst(dst, wty)
    }
}

#[inline]
pub(super) fn dval(v: &[[u32; 4]], l: usize) -> f64 {
    let a = at(v, l);
    join(a[0], a[1])
}

#[inline]
pub(super) fn pair(d: f64) -> [u32; 4] {
    let (lo, hi) = split(d);
    [lo, hi, lo, hi]
}

#[inline]
pub(super) fn qval(v: &[[u32; 4]], l: usize) -> u64 {
    let a = at(v, l);
    ((a[1] as u64) << 32) | a[0] as u64
}

#[inline]
pub(super) fn qpair(q: u64) -> [u32; 4] {
    let (lo, hi) = (q as u32, (q >> 32) as u32);
    [lo, hi, lo, hi]
}

pub(super) fn dzero(z: ZeroOp) -> f64 {
    match z {
        ZeroOp::Zero => 0.0,
        ZeroOp::FltMax => f64::MAX,
        ZeroOp::Infinity | ZeroOp::InfElseMax => f64::INFINITY,
    }
}

#[inline]
pub(super) fn map1(
    act: &[u32],
    comps: &[usize],
    a: &[[u32; 4]],
    out: &mut [[u32; 4]],
    f: impl Fn(u32) -> u32,
) {
    for &l in act {
        let l = l as usize;
        if let (Some(x), Some(o)) = (a.get(l), out.get_mut(l)) {
            for &c in comps {
                o[c & 3] = f(x[c & 3]);
            }
        }
    }
}

#[inline]
pub(super) fn map2(
    act: &[u32],
    comps: &[usize],
    a: &[[u32; 4]],
    b: &[[u32; 4]],
    out: &mut [[u32; 4]],
    f: impl Fn(u32, u32) -> u32,
) {
    for &l in act {
        let l = l as usize;
        if let (Some(x), Some(y), Some(o)) = (a.get(l), b.get(l), out.get_mut(l)) {
            for &c in comps {
                o[c & 3] = f(x[c & 3], y[c & 3]);
            }
        }
    }
}

#[inline]
pub(super) fn map3(
    act: &[u32],
    comps: &[usize],
    a: &[[u32; 4]],
    b: &[[u32; 4]],
    c3: &[[u32; 4]],
    out: &mut [[u32; 4]],
    f: impl Fn(u32, u32, u32) -> u32,
) {
    for &l in act {
        let l = l as usize;
        if let (Some(x), Some(y), Some(z), Some(o)) =
            (a.get(l), b.get(l), c3.get(l), out.get_mut(l))
        {
            for &c in comps {
                o[c & 3] = f(x[c & 3], y[c & 3], z[c & 3]);
            }
        }
    }
}

/// A scalar op: reads `.w` and broadcasts (L7481, L8787, L8925).
#[inline]
pub(super) fn scalar(act: &[u32], a: &[[u32; 4]], out: &mut [[u32; 4]], f: impl Fn(u32) -> u32) {
    per_lane(act, out, |l| [f(at(a, l)[3]); 4]);
}

#[inline]
pub(super) fn per_lane(act: &[u32], out: &mut [[u32; 4]], mut f: impl FnMut(usize) -> [u32; 4]) {
    for &l in act {
        let l = l as usize;
        let v = f(l);
        if let Some(o) = out.get_mut(l) {
            *o = v;
        }
    }
}

pub(super) fn dmap2(
    act: &[u32],
    a: &[[u32; 4]],
    b: &[[u32; 4]],
    out: &mut [[u32; 4]],
    f: impl Fn(f64, f64) -> f64,
) {
    per_lane(act, out, |l| pair(f(dval(a, l), dval(b, l))));
}
