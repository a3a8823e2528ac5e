//! The one table of instruction semantics: mnemonic → [`Sem`]. Lane and scalar functions work
//! on raw bits (`u64`, the low 32 bits for 32-bit operands); the machine applies source
//! modifiers, denormal flushing, clamp and omod around them. A mnemonic missing here is
//! reported as `unimplemented` when executed.

use gcn_isa::table::Format;

/// Lane function of a VALU operation: sources (bits) → result (bits).
pub type LaneFn = fn(&[u64; 3]) -> u64;
/// Lane function with carry-in and carry-out.
pub type CarryFn = fn(&[u64; 3], bool) -> (u64, bool);
/// The same VALU operation over a whole wave: 64-lane source columns, EXEC, results (lanes
/// outside EXEC are unspecified: with EXEC all ones the loop runs branch-free).
pub type WaveFn = fn(&[[u64; 64]; 3], u64, &mut [u64; 64]);
/// Lane compare.
pub type CmpFn = fn(&[u64; 3]) -> bool;
/// [`WaveFn`] for operations whose sources and result are all 32-bit: three source rows,
/// EXEC, result row (the lane function sees each source zero-extended).
pub type Wave32Fn = fn(&[u32; 64], &[u32; 64], &[u32; 64], u64, &mut [u32; 64]);
/// [`CarryWaveFn`] on 32-bit rows: sources, carry-in mask, EXEC, results → carry-out mask.
pub type Carry32Fn = fn(&[u32; 64], &[u32; 64], &[u32; 64], u64, u64, &mut [u32; 64]) -> u64;
/// [`CmpWaveFn`] on 32-bit rows: sources, EXEC → result mask.
pub type Cmp32Fn = fn(&[u32; 64], &[u32; 64], &[u32; 64], u64) -> u64;
/// The same carry operation over a whole wave: source columns, carry-in mask, EXEC, results;
/// returns the carry-out mask (bits outside EXEC are 0; result lanes outside EXEC are
/// unspecified).
pub type CarryWaveFn = fn(&[[u64; 64]; 3], u64, u64, &mut [u64; 64]) -> u64;
/// The same compare over a whole wave: source columns, EXEC → result mask (0 outside EXEC).
pub type CmpWaveFn = fn(&[[u64; 64]; 3], u64) -> u64;
/// Scalar function: (a, b, scc in) → (result, scc out).
pub type ScalarFn = fn(u64, u64, bool) -> (u64, bool);

/// Branch conditions of `s_cbranch_*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    /// Always (`s_branch`).
    Always,
    /// SCC = 0.
    Scc0,
    /// SCC = 1.
    Scc1,
    /// VCC = 0.
    Vccz,
    /// VCC != 0.
    Vccnz,
    /// EXEC = 0.
    Execz,
    /// EXEC != 0.
    Execnz,
}

/// Local data share operation kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DsKind {
    /// Read `bytes` (sign-extend if `signed`).
    Read { bytes: u8, signed: bool },
    /// Write `bytes`.
    Write { bytes: u8 },
    /// Two reads of `dwords` each at offset0/offset1 × element (× 64 for st64).
    Read2 { dwords: u8, st64: bool },
    /// Two writes.
    Write2 { dwords: u8, st64: bool },
    /// Atomic read-modify-write on 32 bits; returns the old value when `rtn`.
    Atomic { op: AtomicOp, rtn: bool },
}

/// Atomic operations (LDS and global).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicOp {
    /// Add.
    Add,
    /// Subtract.
    Sub,
    /// Reverse subtract.
    Rsub,
    /// Signed minimum.
    Smin,
    /// Unsigned minimum.
    Umin,
    /// Signed maximum.
    Smax,
    /// Unsigned maximum.
    Umax,
    /// And.
    And,
    /// Or.
    Or,
    /// Xor.
    Xor,
    /// Exchange.
    Swap,
    /// Compare and swap (global: data = {src, cmp}; LDS cmpst: data0 = cmp, data1 = src).
    Cmpswap,
    /// Increment with wrap.
    Inc,
    /// Decrement with wrap.
    Dec,
}

impl AtomicOp {
    /// New memory value from old value `m`, data `d` and compare value `c` (32 or 64 bit).
    pub fn apply(self, m: u64, d: u64, c: u64, wide: bool) -> u64 {
        let (sm, sd) = if wide {
            (m as i64, d as i64)
        } else {
            (i64::from(m as i32), i64::from(d as i32))
        };
        let r = match self {
            AtomicOp::Add => m.wrapping_add(d),
            AtomicOp::Sub => m.wrapping_sub(d),
            AtomicOp::Rsub => d.wrapping_sub(m),
            AtomicOp::Smin => (sm.min(sd)) as u64,
            AtomicOp::Umin => m.min(d),
            AtomicOp::Smax => (sm.max(sd)) as u64,
            AtomicOp::Umax => m.max(d),
            AtomicOp::And => m & d,
            AtomicOp::Or => m | d,
            AtomicOp::Xor => m ^ d,
            AtomicOp::Swap => d,
            AtomicOp::Cmpswap => {
                if m == c {
                    d
                } else {
                    m
                }
            }
            AtomicOp::Inc => {
                if m >= d {
                    0
                } else {
                    m + 1
                }
            }
            AtomicOp::Dec => {
                if m == 0 || m > d {
                    d
                } else {
                    m - 1
                }
            }
        };
        if wide {
            r
        } else {
            r & 0xffff_ffff
        }
    }

    fn from_suffix(s: &str) -> Option<AtomicOp> {
        Some(match s {
            "add" => AtomicOp::Add,
            "sub" => AtomicOp::Sub,
            "rsub" => AtomicOp::Rsub,
            "smin" | "min" => AtomicOp::Smin,
            "umin" => AtomicOp::Umin,
            "smax" | "max" => AtomicOp::Smax,
            "umax" => AtomicOp::Umax,
            "and" => AtomicOp::And,
            "or" => AtomicOp::Or,
            "xor" => AtomicOp::Xor,
            "swap" | "wrxchg" => AtomicOp::Swap,
            "cmpswap" | "cmpst" => AtomicOp::Cmpswap,
            "inc" => AtomicOp::Inc,
            "dec" => AtomicOp::Dec,
            _ => return None,
        })
    }
}

/// Vector memory operation kinds (MUBUF, FLAT, GLOBAL, SCRATCH).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VmKind {
    /// Load `bytes` per lane (sub-dword loads extend to a dword, sign-extending if `signed`).
    Load { bytes: u8, signed: bool },
    /// Store `bytes` per lane.
    Store { bytes: u8 },
    /// Atomic on `dwords` (1 or 2) dwords.
    Atomic { op: AtomicOp, dwords: u8 },
}

/// What an instruction does.
#[derive(Clone, Copy, Debug)]
pub enum Sem {
    /// Scalar op writing the destination (and SCC when the opcode writes it).
    Scalar(ScalarFn),
    /// Scalar compare (SCC only).
    ScalarCmp(fn(u64, u64) -> bool),
    /// `s_*_saveexec_b64`: D = EXEC; EXEC = f(S0, EXEC); SCC = EXEC != 0.
    SaveExec(fn(u64, u64) -> u64),
    /// `s_cselect`.
    Cselect,
    /// `s_getpc_b64`.
    GetPc,
    /// `s_setpc_b64`.
    SetPc,
    /// `s_swappc_b64`.
    SwapPc,
    /// Branch.
    Branch(Cond),
    /// `s_waitcnt`.
    Waitcnt,
    /// `s_nop`.
    Nop,
    /// `s_endpgm`.
    Endpgm,
    /// `s_barrier`.
    Barrier,
    /// An instruction without architectural effect in this model (`s_setprio`, `s_sleep`).
    NoEffect,
    /// `s_setreg_b32` / `s_setreg_imm32_b32`.
    SetReg,
    /// `s_getreg_b32`.
    GetReg,
    /// `s_setvskip`: MODE.vskip = S0 bit S1[4:0].
    SetVskip,
    /// VALU lane function, and the same function inlined into wave-wide loops (on 64-bit
    /// columns, and on 32-bit rows).
    Valu(LaneFn, WaveFn, Wave32Fn),
    /// VALU with carry (v_add_co, v_addc_co, v_mad_u64_u32...): lane and wave-wide function.
    ValuCarry(CarryFn, CarryWaveFn, Carry32Fn),
    /// VALU compare (`cmpx` also writes EXEC): lane and wave-wide function.
    ValuCmp(CmpFn, CmpWaveFn, Cmp32Fn, bool),
    /// `v_cndmask_b32`.
    Cndmask,
    /// `v_mac_f32`: D = S0 * S1 + D.
    Mac,
    /// `v_readlane_b32`.
    Readlane,
    /// `v_readfirstlane_b32`.
    Readfirstlane,
    /// `v_writelane_b32`.
    Writelane,
    /// `v_div_scale_f32/f64` (writes VCC).
    DivScale(bool),
    /// `v_div_fmas_f32/f64` (reads VCC).
    DivFmas(bool),
    /// Scalar memory load of `dwords` (`buffer` = s_buffer_load).
    Smem { dwords: u8, buffer: bool },
    /// Local data share.
    Ds(DsKind),
    /// Vector memory.
    Vmem(VmKind),
    /// Graphics: exports, parameter interpolation, images, format buffers, swizzles.
    Gfx(super::graphics::GfxOp),
}

#[inline]
fn fr(x: u64) -> f32 {
    f32::from_bits(x as u32)
}
#[inline]
/// A denormal flushed to a zero of the same sign.
fn flush32(v: f32) -> f32 {
    if v.is_subnormal() {
        0.0f32.copysign(v)
    } else {
        v
    }
}
fn fb(v: f32) -> u64 {
    u64::from(v.to_bits())
}
#[inline]
fn dr(x: u64) -> f64 {
    f64::from_bits(x)
}
#[inline]
fn db(v: f64) -> u64 {
    v.to_bits()
}
#[inline]
fn u(x: u64) -> u32 {
    x as u32
}
#[inline]
fn i(x: u64) -> i32 {
    x as u32 as i32
}
#[inline]
fn w(v: u32) -> u64 {
    u64::from(v)
}
#[inline]
fn wi(v: i32) -> u64 {
    u64::from(v as u32)
}

/// IEEE-mode minimum: a NaN operand yields the other one; -0 < +0.
fn fmin32(a: f32, c: f32) -> f32 {
    if a.is_nan() {
        return c;
    }
    if c.is_nan() {
        return a;
    }
    if a == c {
        return if a.is_sign_negative() { a } else { c };
    }
    if a < c {
        a
    } else {
        c
    }
}
/// IEEE-mode maximum.
fn fmax32(a: f32, c: f32) -> f32 {
    if a.is_nan() {
        return c;
    }
    if c.is_nan() {
        return a;
    }
    if a == c {
        return if a.is_sign_negative() { c } else { a };
    }
    if a > c {
        a
    } else {
        c
    }
}
fn fmin64(a: f64, c: f64) -> f64 {
    if a.is_nan() {
        return c;
    }
    if c.is_nan() || a < c || (a == c && a.is_sign_negative()) {
        return a;
    }
    c
}
fn fmax64(a: f64, c: f64) -> f64 {
    if a.is_nan() {
        return c;
    }
    if c.is_nan() || a > c || (a == c && !a.is_sign_negative()) {
        return a;
    }
    c
}
fn med3_i(a: i32, b_: i32, c: i32) -> i32 {
    a.max(b_).min(a.min(b_).max(c))
}
fn med3_u(a: u32, b_: u32, c: u32) -> u32 {
    a.max(b_).min(a.min(b_).max(c))
}
fn bfe_u(v: u32, off: u32, width: u32) -> u32 {
    let (off, width) = (off & 31, width & 31);
    if width == 0 {
        return 0;
    }
    (v >> off) & (u32::MAX >> (32 - width))
}
fn bfe_i(v: u32, off: u32, width: u32) -> u32 {
    let (off, width) = (off & 31, width & 31);
    if width == 0 {
        return 0;
    }
    // `S0.i >> offset` is an arithmetic shift: a field reaching past bit 31 is the sign-filled
    // shifted value (LLVM's constant folding of BFE_I32 computes the same).
    if off + width >= 32 {
        return ((v as i32) >> off) as u32;
    }
    let x = (v >> off) << (32 - width);
    ((x as i32) >> (32 - width)) as u32
}
fn ffbh(v: u32) -> u32 {
    if v == 0 {
        u32::MAX
    } else {
        v.leading_zeros()
    }
}
fn ffbl(v: u32) -> u32 {
    if v == 0 {
        u32::MAX
    } else {
        v.trailing_zeros()
    }
}
fn ffbh_i(v: u32) -> u32 {
    let x = v as i32;
    if x == 0 || x == -1 {
        u32::MAX
    } else if x < 0 {
        (!v).leading_zeros()
    } else {
        v.leading_zeros()
    }
}
fn fract32(a: f32) -> f32 {
    (a - a.floor()).min(f32::from_bits(0x3f7f_ffff))
}
fn fract64(a: f64) -> f64 {
    (a - a.floor()).min(f64::from_bits(0x3fef_ffff_ffff_ffff))
}

/// `v_div_fixup`: special cases of a division `n / d` whose estimate is `q`.
fn div_fixup32(q: f32, d: f32, n: f32) -> f32 {
    let sign = (d.is_sign_negative()) ^ (n.is_sign_negative());
    let signed = |v: f32| if sign { -v.abs() } else { v.abs() };
    if n.is_nan() {
        n
    } else if d.is_nan() {
        d
    } else if (d == 0.0 && n == 0.0) || (d.is_infinite() && n.is_infinite()) {
        f32::from_bits(0x7fc0_0000)
    } else if d == 0.0 || n.is_infinite() {
        signed(f32::INFINITY)
    } else if d.is_infinite() {
        signed(0.0)
    } else if q.is_nan() {
        // The estimate overflowed into NaN: the hardware returns a correctly signed infinity.
        signed(f32::INFINITY)
    } else {
        signed(q)
    }
}
fn div_fixup64(q: f64, d: f64, n: f64) -> f64 {
    let sign = (d.is_sign_negative()) ^ (n.is_sign_negative());
    let signed = |v: f64| if sign { -v.abs() } else { v.abs() };
    if n.is_nan() {
        n
    } else if d.is_nan() {
        d
    } else if (d == 0.0 && n == 0.0) || (d.is_infinite() && n.is_infinite()) {
        f64::from_bits(0x7ff8_0000_0000_0000)
    } else if d == 0.0 || n.is_infinite() {
        signed(f64::INFINITY)
    } else if d.is_infinite() {
        signed(0.0)
    } else if q.is_nan() {
        signed(f64::INFINITY)
    } else {
        signed(q)
    }
}

/// Unbiased exponent of an f32 (denormals as the minimum).
fn exp32(v: f32) -> i32 {
    ((v.to_bits() >> 23) & 0xff) as i32 - 127
}
fn exp64(v: f64) -> i32 {
    ((v.to_bits() >> 52) & 0x7ff) as i32 - 1023
}

/// `v_div_scale_f32 D, VCC, S0, S1, S2` (S1 denominator, S2 numerator, S0 one of them):
/// scales S0 by 2^64 (or 2^-64 ... per the LLVM/AMD pseudocode) when the quotient would lose
/// precision; VCC tells `v_div_fmas` to undo it.
pub fn div_scale32(s0: f32, den: f32, num: f32) -> (f32, bool) {
    let scale_up = |v: f32| v * 2f32.powi(64);
    if num == 0.0 || den == 0.0 || !num.is_finite() || !den.is_finite() {
        return (
            if num.is_nan() || den.is_nan() || num == 0.0 && den == 0.0 {
                f32::from_bits(0x7fc0_0000)
            } else {
                s0
            },
            false,
        );
    }
    if exp32(num) - exp32(den) >= 96 {
        // Quotient near overflow: scale the denominator up.
        return (if s0 == den { scale_up(s0) } else { s0 }, true);
    }
    if den.is_subnormal() {
        return (scale_up(s0), false);
    }
    let inv = 1.0 / den;
    let quot = num / den;
    if inv.is_subnormal() && !quot.is_subnormal() {
        return (if s0 == den { scale_up(s0) } else { s0 }, true);
    }
    if inv.is_subnormal() && quot.is_subnormal() {
        return (scale_up(s0), false);
    }
    if num.is_subnormal() {
        return (scale_up(s0), false);
    }
    if exp32(num) <= -127 + 23 {
        // Numerator near the denormal range: scale the numerator up.
        return (if s0 == num { scale_up(s0) } else { s0 }, true);
    }
    (s0, false)
}

/// `v_div_scale_f64`, as [`div_scale32`] with 2^128 and double thresholds.
pub fn div_scale64(s0: f64, den: f64, num: f64) -> (f64, bool) {
    let scale_up = |v: f64| v * 2f64.powi(128);
    if num == 0.0 || den == 0.0 || !num.is_finite() || !den.is_finite() {
        return (
            if num.is_nan() || den.is_nan() || num == 0.0 && den == 0.0 {
                f64::from_bits(0x7ff8_0000_0000_0000)
            } else {
                s0
            },
            false,
        );
    }
    if exp64(num) - exp64(den) >= 768 {
        return (if s0 == den { scale_up(s0) } else { s0 }, true);
    }
    if den.is_subnormal() {
        return (scale_up(s0), false);
    }
    let inv = 1.0 / den;
    let quot = num / den;
    if inv.is_subnormal() && !quot.is_subnormal() {
        return (if s0 == den { scale_up(s0) } else { s0 }, true);
    }
    if inv.is_subnormal() && quot.is_subnormal() {
        return (scale_up(s0), false);
    }
    if num.is_subnormal() {
        return (scale_up(s0), false);
    }
    if exp64(num) <= -1023 + 53 {
        return (if s0 == num { scale_up(s0) } else { s0 }, true);
    }
    (s0, false)
}

/// Packs 64 lane flags (one byte each, 0 or 1) into a lane mask, eight lanes per multiply:
/// the product of a byte-per-lane word and 0x0102_0408_1020_4080 collects lane k's flag at
/// bit 56 + k with no carries between the partial products.
#[inline]
pub fn pack_mask(flags: &[u8; 64]) -> u64 {
    let mut m = 0u64;
    for (k, chunk) in flags.chunks_exact(8).enumerate() {
        let mut b = [0u8; 8];
        b.copy_from_slice(chunk);
        let x = u64::from_le_bytes(b);
        m |= (x.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * k);
    }
    m
}

/// `Sem::Valu` from a lane closure `|s| body`: the lane function and a wave-wide loop with the
/// same body inlined (one indirect call per instruction instead of one per lane).
macro_rules! valu {
    (|$s:ident| $body:expr) => {{
        #[inline(always)]
        fn lane($s: &[u64; 3]) -> u64 {
            $body
        }
        fn wave(ops: &[[u64; 64]; 3], exec: u64, out: &mut [u64; 64]) {
            if exec == u64::MAX {
                for (l, o) in out.iter_mut().enumerate() {
                    *o = lane(&[ops[0][l], ops[1][l], ops[2][l]]);
                }
            } else {
                for (l, o) in out.iter_mut().enumerate() {
                    if exec >> l & 1 != 0 {
                        *o = lane(&[ops[0][l], ops[1][l], ops[2][l]]);
                    }
                }
            }
        }
        fn wave32(a: &[u32; 64], b: &[u32; 64], c: &[u32; 64], exec: u64, out: &mut [u32; 64]) {
            if exec == u64::MAX {
                for (l, o) in out.iter_mut().enumerate() {
                    *o = lane(&[u64::from(a[l]), u64::from(b[l]), u64::from(c[l])]) as u32;
                }
            } else {
                for (l, o) in out.iter_mut().enumerate() {
                    if exec >> l & 1 != 0 {
                        *o = lane(&[u64::from(a[l]), u64::from(b[l]), u64::from(c[l])]) as u32;
                    }
                }
            }
        }
        Sem::Valu(lane, wave, wave32)
    }};
}

/// `Sem::ValuCarry` from a lane closure `|s, carry_in| (result, carry_out)`: the lane function
/// and a wave-wide loop with the same body inlined.
macro_rules! carry {
    (|$s:ident, $c:pat_param| $body:expr) => {{
        #[inline(always)]
        fn lane($s: &[u64; 3], $c: bool) -> (u64, bool) {
            $body
        }
        fn wave(ops: &[[u64; 64]; 3], cin: u64, exec: u64, out: &mut [u64; 64]) -> u64 {
            let mut cout = [0u8; 64];
            for (l, (o, c)) in out.iter_mut().zip(cout.iter_mut()).enumerate() {
                let (r, carry) = lane(&[ops[0][l], ops[1][l], ops[2][l]], cin >> l & 1 != 0);
                *o = r;
                *c = u8::from(carry);
            }
            pack_mask(&cout) & exec
        }
        fn wave32(
            a: &[u32; 64],
            b: &[u32; 64],
            c: &[u32; 64],
            cin: u64,
            exec: u64,
            out: &mut [u32; 64],
        ) -> u64 {
            let mut cout = [0u8; 64];
            for (l, (o, co)) in out.iter_mut().zip(cout.iter_mut()).enumerate() {
                let s = [u64::from(a[l]), u64::from(b[l]), u64::from(c[l])];
                let (r, carry) = lane(&s, cin >> l & 1 != 0);
                *o = r as u32;
                *co = u8::from(carry);
            }
            pack_mask(&cout) & exec
        }
        Sem::ValuCarry(lane, wave, wave32)
    }};
}

/// A compare's lane function and wave-wide loop from a lane closure `|s| bool`.
macro_rules! cmp {
    (|$s:pat_param| $body:expr) => {{
        #[inline(always)]
        fn lane($s: &[u64; 3]) -> bool {
            $body
        }
        fn wave(ops: &[[u64; 64]; 3], exec: u64) -> u64 {
            let mut m = [0u8; 64];
            for (l, x) in m.iter_mut().enumerate() {
                *x = u8::from(lane(&[ops[0][l], ops[1][l], ops[2][l]]));
            }
            pack_mask(&m) & exec
        }
        fn wave32(a: &[u32; 64], b: &[u32; 64], c: &[u32; 64], exec: u64) -> u64 {
            let mut m = [0u8; 64];
            for (l, x) in m.iter_mut().enumerate() {
                *x = u8::from(lane(&[u64::from(a[l]), u64::from(b[l]), u64::from(c[l])]));
            }
            pack_mask(&m) & exec
        }
        (lane as CmpFn, wave as CmpWaveFn, wave32 as Cmp32Fn)
    }};
}

fn smem(name: &str) -> Option<Sem> {
    let buffer = name.starts_with("s_buffer_load_");
    let rest = name
        .strip_prefix("s_load_")
        .or_else(|| name.strip_prefix("s_buffer_load_"))?;
    let dwords = match rest {
        "dword" => 1,
        "dwordx2" => 2,
        "dwordx4" => 4,
        "dwordx8" => 8,
        "dwordx16" => 16,
        _ => return None,
    };
    Some(Sem::Smem { dwords, buffer })
}

fn ds(name: &str) -> Option<Sem> {
    let rest = name.strip_prefix("ds_")?;
    let k = match rest {
        "read_b32" => DsKind::Read {
            bytes: 4,
            signed: false,
        },
        "read_b64" => DsKind::Read {
            bytes: 8,
            signed: false,
        },
        "read_b96" => DsKind::Read {
            bytes: 12,
            signed: false,
        },
        "read_b128" => DsKind::Read {
            bytes: 16,
            signed: false,
        },
        "read_u8" => DsKind::Read {
            bytes: 1,
            signed: false,
        },
        "read_i8" => DsKind::Read {
            bytes: 1,
            signed: true,
        },
        "read_u16" => DsKind::Read {
            bytes: 2,
            signed: false,
        },
        "read_i16" => DsKind::Read {
            bytes: 2,
            signed: true,
        },
        "write_b8" => DsKind::Write { bytes: 1 },
        "write_b16" => DsKind::Write { bytes: 2 },
        "write_b32" => DsKind::Write { bytes: 4 },
        "write_b64" => DsKind::Write { bytes: 8 },
        "write_b96" => DsKind::Write { bytes: 12 },
        "write_b128" => DsKind::Write { bytes: 16 },
        "read2_b32" => DsKind::Read2 {
            dwords: 1,
            st64: false,
        },
        "read2_b64" => DsKind::Read2 {
            dwords: 2,
            st64: false,
        },
        "read2st64_b32" => DsKind::Read2 {
            dwords: 1,
            st64: true,
        },
        "read2st64_b64" => DsKind::Read2 {
            dwords: 2,
            st64: true,
        },
        "write2_b32" => DsKind::Write2 {
            dwords: 1,
            st64: false,
        },
        "write2_b64" => DsKind::Write2 {
            dwords: 2,
            st64: false,
        },
        "write2st64_b32" => DsKind::Write2 {
            dwords: 1,
            st64: true,
        },
        "write2st64_b64" => DsKind::Write2 {
            dwords: 2,
            st64: true,
        },
        _ => {
            let (body, rtn) = match rest
                .strip_suffix("_b32")
                .or_else(|| rest.strip_suffix("_u32"))
            {
                Some(b) => (b, false),
                None => (rest.strip_suffix("_i32")?, false),
            };
            let (body, rtn) = match body.strip_suffix("_rtn") {
                Some(b) => (b, true),
                None => (body, rtn),
            };
            let op = AtomicOp::from_suffix(body)?;
            let op = match (op, rest.ends_with("_u32")) {
                (AtomicOp::Smin, true) => AtomicOp::Umin,
                (AtomicOp::Smax, true) => AtomicOp::Umax,
                (o, _) => o,
            };
            DsKind::Atomic { op, rtn }
        }
    };
    Some(Sem::Ds(k))
}

fn vmem(name: &str) -> Option<Sem> {
    let rest = ["buffer_", "global_", "flat_", "scratch_"]
        .iter()
        .find_map(|p| name.strip_prefix(p))?;
    let size = |s: &str| -> Option<(u8, bool)> {
        Some(match s {
            "ubyte" => (1, false),
            "sbyte" => (1, true),
            "ushort" => (2, false),
            "sshort" => (2, true),
            "byte" => (1, false),
            "short" => (2, false),
            "dword" => (4, false),
            "dwordx2" => (8, false),
            "dwordx3" => (12, false),
            "dwordx4" => (16, false),
            _ => return None,
        })
    };
    let k = if let Some(s) = rest.strip_prefix("load_") {
        let (bytes, signed) = size(s)?;
        VmKind::Load { bytes, signed }
    } else if let Some(s) = rest.strip_prefix("store_") {
        VmKind::Store { bytes: size(s)?.0 }
    } else if let Some(s) = rest.strip_prefix("atomic_") {
        let (s, dwords) = match s.strip_suffix("_x2") {
            Some(s) => (s, 2),
            None => (s, 1),
        };
        VmKind::Atomic {
            op: AtomicOp::from_suffix(s)?,
            dwords,
        }
    } else {
        return None;
    };
    Some(Sem::Vmem(k))
}

/// The semantics of a mnemonic, or `None` if the simulator does not implement it.
pub fn lookup(name: &str, format: Format) -> Option<Sem> {
    use Sem::*;
    match format {
        Format::Smem => return smem(name),
        Format::Mimg | Format::Exp | Format::Vintrp => {
            return super::graphics::lookup(name, format).map(Gfx)
        }
        Format::Ds | Format::Mubuf if super::graphics::lookup(name, format).is_some() => {
            return super::graphics::lookup(name, format).map(Gfx)
        }
        Format::Ds => return ds(name),
        Format::Mubuf | Format::Flat | Format::Global | Format::Scratch => return vmem(name),
        Format::Mtbuf | Format::Vop3p => return None,
        _ => {}
    }
    if name.starts_with("v_cmp") {
        return vcmp(name);
    }
    Some(match name {
        // ---- program control (SOPP) ----
        "s_nop" => Nop,
        "s_endpgm" => Endpgm,
        "s_barrier" => Barrier,
        "s_waitcnt" => Waitcnt,
        "s_branch" => Branch(Cond::Always),
        "s_cbranch_scc0" => Branch(Cond::Scc0),
        "s_cbranch_scc1" => Branch(Cond::Scc1),
        "s_cbranch_vccz" => Branch(Cond::Vccz),
        "s_cbranch_vccnz" => Branch(Cond::Vccnz),
        "s_cbranch_execz" => Branch(Cond::Execz),
        "s_cbranch_execnz" => Branch(Cond::Execnz),
        "s_setprio" | "s_sleep" | "s_icache_inv" => NoEffect,
        "s_setreg_b32" | "s_setreg_imm32_b32" => SetReg,
        "s_getreg_b32" => GetReg,
        "s_setvskip" => SetVskip,
        "s_getpc_b64" => GetPc,
        "s_setpc_b64" => SetPc,
        "s_swappc_b64" => SwapPc,
        // ---- SALU ----
        "s_mov_b32" | "s_mov_b64" | "s_movk_i32" => Scalar(|a, _, c| (a, c)),
        "s_cmov_b32" | "s_cmov_b64" | "s_cmovk_i32" => Cselect,
        "s_cselect_b32" | "s_cselect_b64" => Cselect,
        "s_not_b32" => Scalar(|a, _, _| (w(!u(a)), u(!a) != 0)),
        "s_not_b64" => Scalar(|a, _, _| (!a, !a != 0)),
        "s_wqm_b64" => Scalar(|a, _, _| {
            let r = super::graphics::whole_quad_mask(a);
            (r, r != 0)
        }),
        "s_brev_b32" => Scalar(|a, _, c| (w(u(a).reverse_bits()), c)),
        "s_brev_b64" => Scalar(|a, _, c| (a.reverse_bits(), c)),
        "s_bcnt1_i32_b32" => Scalar(|a, _, _| (w(u(a).count_ones()), u(a) != 0)),
        "s_bcnt1_i32_b64" => Scalar(|a, _, _| (w(a.count_ones()), a != 0)),
        "s_bcnt0_i32_b32" => Scalar(|a, _, _| (w(u(a).count_zeros()), u(a) != u32::MAX)),
        "s_ff1_i32_b32" => Scalar(|a, _, c| (w(ffbl(u(a))), c)),
        "s_ff1_i32_b64" => {
            Scalar(|a, _, c| (w(if a == 0 { u32::MAX } else { a.trailing_zeros() }), c))
        }
        "s_flbit_i32_b32" => Scalar(|a, _, c| (w(ffbh(u(a))), c)),
        "s_flbit_i32_b64" => {
            Scalar(|a, _, c| (w(if a == 0 { u32::MAX } else { a.leading_zeros() }), c))
        }
        "s_flbit_i32" => Scalar(|a, _, c| (w(ffbh_i(u(a))), c)),
        "s_sext_i32_i8" => Scalar(|a, _, c| (wi(i32::from(a as u8 as i8)), c)),
        "s_sext_i32_i16" => Scalar(|a, _, c| (wi(i32::from(a as u16 as i16)), c)),
        "s_abs_i32" => Scalar(|a, _, _| (wi(i(a).wrapping_abs()), i(a) != 0)),
        "s_add_u32" => Scalar(|a, x, _| {
            let (r, c) = u(a).overflowing_add(u(x));
            (w(r), c)
        }),
        "s_sub_u32" => Scalar(|a, x, _| {
            let (r, c) = u(a).overflowing_sub(u(x));
            (w(r), c)
        }),
        "s_addc_u32" => Scalar(|a, x, c| {
            let s = u64::from(u(a)) + u64::from(u(x)) + u64::from(c);
            (s & 0xffff_ffff, s >> 32 != 0)
        }),
        "s_subb_u32" => Scalar(|a, x, c| {
            let (r1, b1) = u(a).overflowing_sub(u(x));
            let (r2, b2) = r1.overflowing_sub(u32::from(c));
            (w(r2), b1 || b2)
        }),
        "s_add_i32" | "s_addk_i32" => Scalar(|a, x, _| {
            let (r, o) = i(a).overflowing_add(i(x));
            (wi(r), o)
        }),
        "s_sub_i32" => Scalar(|a, x, _| {
            let (r, o) = i(a).overflowing_sub(i(x));
            (wi(r), o)
        }),
        "s_mul_i32" | "s_mulk_i32" => Scalar(|a, x, c| (wi(i(a).wrapping_mul(i(x))), c)),
        "s_min_i32" => Scalar(|a, x, _| (wi(i(a).min(i(x))), i(a) < i(x))),
        "s_min_u32" => Scalar(|a, x, _| (w(u(a).min(u(x))), u(a) < u(x))),
        "s_max_i32" => Scalar(|a, x, _| (wi(i(a).max(i(x))), i(a) > i(x))),
        "s_max_u32" => Scalar(|a, x, _| (w(u(a).max(u(x))), u(a) > u(x))),
        "s_and_b32" => Scalar(|a, x, _| (w(u(a) & u(x)), u(a) & u(x) != 0)),
        "s_or_b32" => Scalar(|a, x, _| (w(u(a) | u(x)), u(a) | u(x) != 0)),
        "s_xor_b32" => Scalar(|a, x, _| (w(u(a) ^ u(x)), u(a) ^ u(x) != 0)),
        "s_andn2_b32" => Scalar(|a, x, _| (w(u(a) & !u(x)), u(a) & !u(x) != 0)),
        "s_orn2_b32" => Scalar(|a, x, _| (w(u(a) | !u(x)), u(a) | !u(x) != 0)),
        "s_nand_b32" => Scalar(|a, x, _| (w(!(u(a) & u(x))), !(u(a) & u(x)) != 0)),
        "s_nor_b32" => Scalar(|a, x, _| (w(!(u(a) | u(x))), !(u(a) | u(x)) != 0)),
        "s_xnor_b32" => Scalar(|a, x, _| (w(!(u(a) ^ u(x))), !(u(a) ^ u(x)) != 0)),
        "s_and_b64" => Scalar(|a, x, _| (a & x, a & x != 0)),
        "s_or_b64" => Scalar(|a, x, _| (a | x, a | x != 0)),
        "s_xor_b64" => Scalar(|a, x, _| (a ^ x, a ^ x != 0)),
        "s_andn2_b64" => Scalar(|a, x, _| (a & !x, a & !x != 0)),
        "s_orn2_b64" => Scalar(|a, x, _| (a | !x, a | !x != 0)),
        "s_nand_b64" => Scalar(|a, x, _| (!(a & x), !(a & x) != 0)),
        "s_nor_b64" => Scalar(|a, x, _| (!(a | x), !(a | x) != 0)),
        "s_xnor_b64" => Scalar(|a, x, _| (!(a ^ x), !(a ^ x) != 0)),
        "s_lshl_b32" => Scalar(|a, x, _| {
            let r = u(a) << (x & 31);
            (w(r), r != 0)
        }),
        "s_lshr_b32" => Scalar(|a, x, _| {
            let r = u(a) >> (x & 31);
            (w(r), r != 0)
        }),
        "s_ashr_i32" => Scalar(|a, x, _| {
            let r = i(a) >> (x & 31);
            (wi(r), r != 0)
        }),
        "s_lshl_b64" => Scalar(|a, x, _| (a << (x & 63), a << (x & 63) != 0)),
        "s_lshr_b64" => Scalar(|a, x, _| (a >> (x & 63), a >> (x & 63) != 0)),
        "s_ashr_i64" => Scalar(|a, x, _| {
            let r = ((a as i64) >> (x & 63)) as u64;
            (r, r != 0)
        }),
        "s_lshl1_add_u32" | "s_lshl2_add_u32" | "s_lshl3_add_u32" | "s_lshl4_add_u32" => {
            return lshl_add(name)
        }
        "s_bfe_u32" => Scalar(|a, x, _| {
            let r = bfe_u(u(a), u(x) & 31, (u(x) >> 16) & 0x7f);
            (w(r), r != 0)
        }),
        "s_bfe_i32" => Scalar(|a, x, _| {
            let r = bfe_i(u(a), u(x) & 31, (u(x) >> 16) & 0x7f);
            (w(r), r != 0)
        }),
        "s_bfm_b32" => Scalar(|a, x, c| {
            let width = u(a) & 31;
            (w(((1u32 << width) - 1) << (u(x) & 31)), c)
        }),
        "s_mul_hi_u32" => Scalar(|a, x, c| ((u64::from(u(a)) * u64::from(u(x))) >> 32, c)),
        "s_mul_hi_i32" => {
            Scalar(|a, x, c| (wi(((i64::from(i(a)) * i64::from(i(x))) >> 32) as i32), c))
        }
        "s_cmp_eq_i32" | "s_cmp_eq_u32" | "s_cmpk_eq_i32" | "s_cmpk_eq_u32" => {
            ScalarCmp(|a, x| u(a) == u(x))
        }
        "s_cmp_lg_i32" | "s_cmp_lg_u32" | "s_cmpk_lg_i32" | "s_cmpk_lg_u32" => {
            ScalarCmp(|a, x| u(a) != u(x))
        }
        "s_cmp_gt_i32" | "s_cmpk_gt_i32" => ScalarCmp(|a, x| i(a) > i(x)),
        "s_cmp_ge_i32" | "s_cmpk_ge_i32" => ScalarCmp(|a, x| i(a) >= i(x)),
        "s_cmp_lt_i32" | "s_cmpk_lt_i32" => ScalarCmp(|a, x| i(a) < i(x)),
        "s_cmp_le_i32" | "s_cmpk_le_i32" => ScalarCmp(|a, x| i(a) <= i(x)),
        "s_cmp_gt_u32" | "s_cmpk_gt_u32" => ScalarCmp(|a, x| u(a) > u(x)),
        "s_cmp_ge_u32" | "s_cmpk_ge_u32" => ScalarCmp(|a, x| u(a) >= u(x)),
        "s_cmp_lt_u32" | "s_cmpk_lt_u32" => ScalarCmp(|a, x| u(a) < u(x)),
        "s_cmp_le_u32" | "s_cmpk_le_u32" => ScalarCmp(|a, x| u(a) <= u(x)),
        "s_cmp_eq_u64" => ScalarCmp(|a, x| a == x),
        "s_cmp_lg_u64" => ScalarCmp(|a, x| a != x),
        "s_bitcmp0_b32" => ScalarCmp(|a, x| (u(a) >> (x & 31)) & 1 == 0),
        "s_bitcmp1_b32" => ScalarCmp(|a, x| (u(a) >> (x & 31)) & 1 == 1),
        "s_and_saveexec_b64" => SaveExec(|s, e| s & e),
        "s_or_saveexec_b64" => SaveExec(|s, e| s | e),
        "s_xor_saveexec_b64" => SaveExec(|s, e| s ^ e),
        "s_andn2_saveexec_b64" => SaveExec(|s, e| s & !e),
        "s_orn2_saveexec_b64" => SaveExec(|s, e| s | !e),
        "s_nand_saveexec_b64" => SaveExec(|s, e| !(s & e)),
        "s_nor_saveexec_b64" => SaveExec(|s, e| !(s | e)),
        "s_xnor_saveexec_b64" => SaveExec(|s, e| !(s ^ e)),
        // ---- VALU: moves and lane access ----
        "v_mov_b32" => valu!(|s| s[0]),
        "v_nop" => NoEffect,
        "v_cndmask_b32" => Cndmask,
        "v_readlane_b32" => Readlane,
        "v_readfirstlane_b32" => Readfirstlane,
        "v_writelane_b32" => Writelane,
        "v_mac_f32" => Mac,
        // ---- VALU: integer ----
        "v_add_u32" => valu!(|s| w(u(s[0]).wrapping_add(u(s[1])))),
        "v_sub_u32" => valu!(|s| w(u(s[0]).wrapping_sub(u(s[1])))),
        "v_subrev_u32" => valu!(|s| w(u(s[1]).wrapping_sub(u(s[0])))),
        "v_add_i32" => valu!(|s| wi(i(s[0]).wrapping_add(i(s[1])))),
        "v_sub_i32" => valu!(|s| wi(i(s[0]).wrapping_sub(i(s[1])))),
        "v_add_co_u32" => carry!(|s, _| {
            let (r, c) = u(s[0]).overflowing_add(u(s[1]));
            (w(r), c)
        }),
        "v_sub_co_u32" => carry!(|s, _| {
            let (r, c) = u(s[0]).overflowing_sub(u(s[1]));
            (w(r), c)
        }),
        "v_subrev_co_u32" => carry!(|s, _| {
            let (r, c) = u(s[1]).overflowing_sub(u(s[0]));
            (w(r), c)
        }),
        "v_addc_co_u32" => carry!(|s, c| {
            let t = u64::from(u(s[0])) + u64::from(u(s[1])) + u64::from(c);
            (t & 0xffff_ffff, t >> 32 != 0)
        }),
        "v_subb_co_u32" => carry!(|s, c| {
            let t = i64::from(u(s[0])) - i64::from(u(s[1])) - i64::from(c);
            ((t as u64) & 0xffff_ffff, t < 0)
        }),
        "v_subbrev_co_u32" => carry!(|s, c| {
            let t = i64::from(u(s[1])) - i64::from(u(s[0])) - i64::from(c);
            ((t as u64) & 0xffff_ffff, t < 0)
        }),
        "v_mad_u64_u32" => carry!(|s, _| {
            let t = u128::from(u(s[0])) * u128::from(u(s[1])) + u128::from(s[2]);
            (t as u64, t >> 64 != 0)
        }),
        "v_mad_i64_i32" => carry!(|s, _| {
            let t = i128::from(i(s[0])) * i128::from(i(s[1])) + i128::from(s[2] as i64);
            (t as u64, t != i128::from(t as i64))
        }),
        "v_mul_lo_u32" | "v_mul_lo_i32" => valu!(|s| w(u(s[0]).wrapping_mul(u(s[1])))),
        "v_mul_hi_u32" => valu!(|s| (u64::from(u(s[0])) * u64::from(u(s[1]))) >> 32),
        "v_mul_hi_i32" => valu!(|s| wi(((i64::from(i(s[0])) * i64::from(i(s[1]))) >> 32) as i32)),
        "v_mul_u32_u24" => valu!(|s| w((u(s[0]) & 0xff_ffff).wrapping_mul(u(s[1]) & 0xff_ffff))),
        "v_mul_hi_u32_u24" => {
            valu!(|s| (u64::from(u(s[0]) & 0xff_ffff) * u64::from(u(s[1]) & 0xff_ffff)) >> 32)
        }
        "v_mul_i32_i24" => valu!(|s| wi(sext24(s[0]).wrapping_mul(sext24(s[1])))),
        "v_mul_hi_i32_i24" => {
            valu!(|s| wi(((i64::from(sext24(s[0])) * i64::from(sext24(s[1]))) >> 32) as i32))
        }
        "v_mad_u32_u24" => valu!(|s| {
            w((u(s[0]) & 0xff_ffff)
                .wrapping_mul(u(s[1]) & 0xff_ffff)
                .wrapping_add(u(s[2])))
        }),
        "v_mad_i32_i24" => valu!(|s| {
            wi(sext24(s[0])
                .wrapping_mul(sext24(s[1]))
                .wrapping_add(i(s[2])))
        }),
        "v_and_b32" => valu!(|s| s[0] & s[1]),
        "v_or_b32" => valu!(|s| s[0] | s[1]),
        "v_xor_b32" => valu!(|s| s[0] ^ s[1]),
        "v_xnor_b32" => valu!(|s| w(!(u(s[0]) ^ u(s[1])))),
        "v_not_b32" => valu!(|s| w(!u(s[0]))),
        "v_bfrev_b32" => valu!(|s| w(u(s[0]).reverse_bits())),
        "v_bcnt_u32_b32" => valu!(|s| w(u(s[0]).count_ones().wrapping_add(u(s[1])))),
        "v_ffbh_u32" => valu!(|s| w(ffbh(u(s[0])))),
        "v_ffbl_b32" => valu!(|s| w(ffbl(u(s[0])))),
        "v_ffbh_i32" => valu!(|s| w(ffbh_i(u(s[0])))),
        "v_lshlrev_b32" => valu!(|s| w(u(s[1]) << (s[0] & 31))),
        "v_lshrrev_b32" => valu!(|s| w(u(s[1]) >> (s[0] & 31))),
        "v_ashrrev_i32" => valu!(|s| wi(i(s[1]) >> (s[0] & 31))),
        "v_lshlrev_b64" => valu!(|s| s[1] << (s[0] & 63)),
        "v_lshrrev_b64" => valu!(|s| s[1] >> (s[0] & 63)),
        "v_ashrrev_i64" => valu!(|s| ((s[1] as i64) >> (s[0] & 63)) as u64),
        "v_min_u32" => valu!(|s| w(u(s[0]).min(u(s[1])))),
        "v_max_u32" => valu!(|s| w(u(s[0]).max(u(s[1])))),
        "v_min_i32" => valu!(|s| wi(i(s[0]).min(i(s[1])))),
        "v_max_i32" => valu!(|s| wi(i(s[0]).max(i(s[1])))),
        "v_min3_u32" => valu!(|s| w(u(s[0]).min(u(s[1])).min(u(s[2])))),
        "v_max3_u32" => valu!(|s| w(u(s[0]).max(u(s[1])).max(u(s[2])))),
        "v_min3_i32" => valu!(|s| wi(i(s[0]).min(i(s[1])).min(i(s[2])))),
        "v_max3_i32" => valu!(|s| wi(i(s[0]).max(i(s[1])).max(i(s[2])))),
        "v_med3_i32" => valu!(|s| wi(med3_i(i(s[0]), i(s[1]), i(s[2])))),
        "v_med3_u32" => valu!(|s| w(med3_u(u(s[0]), u(s[1]), u(s[2])))),
        "v_bfe_u32" => valu!(|s| w(bfe_u(u(s[0]), u(s[1]), u(s[2])))),
        "v_bfe_i32" => valu!(|s| w(bfe_i(u(s[0]), u(s[1]), u(s[2])))),
        "v_bfi_b32" => valu!(|s| (s[0] & s[1]) | (!s[0] & s[2] & 0xffff_ffff)),
        "v_bfm_b32" => {
            valu!(|s| w(((1u64 << (s[0] & 31)) - 1) as u32) << (s[1] & 31) & 0xffff_ffff)
        }
        "v_alignbit_b32" => valu!(|s| {
            ((((s[0] & 0xffff_ffff) << 32) | (s[1] & 0xffff_ffff)) >> (s[2] & 31)) & 0xffff_ffff
        }),
        "v_alignbyte_b32" => valu!(|s| {
            ((((s[0] & 0xffff_ffff) << 32) | (s[1] & 0xffff_ffff)) >> (8 * (s[2] & 3)))
                & 0xffff_ffff
        }),
        "v_lshl_add_u32" => valu!(|s| w((u(s[0]) << (s[1] & 31)).wrapping_add(u(s[2])))),
        "v_add_lshl_u32" => valu!(|s| w(u(s[0]).wrapping_add(u(s[1])) << (s[2] & 31))),
        "v_lshl_or_b32" => valu!(|s| w((u(s[0]) << (s[1] & 31)) | u(s[2]))),
        "v_and_or_b32" => valu!(|s| (s[0] & s[1]) | s[2]),
        "v_or3_b32" => valu!(|s| s[0] | s[1] | s[2]),
        "v_xad_u32" => valu!(|s| w((u(s[0]) ^ u(s[1])).wrapping_add(u(s[2])))),
        "v_add3_u32" => valu!(|s| w(u(s[0]).wrapping_add(u(s[1])).wrapping_add(u(s[2])))),
        "v_sad_u32" => valu!(|s| w(u(s[0]).abs_diff(u(s[1])).wrapping_add(u(s[2])))),
        // ---- VALU: f32 ----
        "v_add_f32" => valu!(|s| fb(fr(s[0]) + fr(s[1]))),
        "v_sub_f32" => valu!(|s| fb(fr(s[0]) - fr(s[1]))),
        "v_subrev_f32" => valu!(|s| fb(fr(s[1]) - fr(s[0]))),
        "v_mul_f32" => valu!(|s| fb(fr(s[0]) * fr(s[1]))),
        "v_mul_legacy_f32" => valu!(|s| {
            if fr(s[0]) == 0.0 || fr(s[1]) == 0.0 {
                0
            } else {
                fb(fr(s[0]) * fr(s[1]))
            }
        }),
        // MAD does not support denormals (LLVM forms it only when f32 denormals are
        // flushed): the rounded product is flushed before the add.
        "v_mad_f32" => valu!(|s| fb(flush32(fr(s[0]) * fr(s[1])) + fr(s[2]))),
        // Manual: D = S0 * S1 + S2 with the DX9 rule 0.0 * x = 0.0 for the product.
        "v_mad_legacy_f32" => valu!(|s| {
            let p = if fr(s[0]) == 0.0 || fr(s[1]) == 0.0 {
                0.0
            } else {
                flush32(fr(s[0]) * fr(s[1]))
            };
            fb(p + fr(s[2]))
        }),
        "v_fma_f32" => valu!(|s| fb(fr(s[0]).mul_add(fr(s[1]), fr(s[2])))),
        "v_min_f32" => valu!(|s| fb(fmin32(fr(s[0]), fr(s[1])))),
        "v_max_f32" => valu!(|s| fb(fmax32(fr(s[0]), fr(s[1])))),
        "v_min3_f32" => valu!(|s| fb(fmin32(fmin32(fr(s[0]), fr(s[1])), fr(s[2])))),
        "v_max3_f32" => valu!(|s| fb(fmax32(fmax32(fr(s[0]), fr(s[1])), fr(s[2])))),
        "v_med3_f32" => valu!(|s| {
            let (a, x, c) = (fr(s[0]), fr(s[1]), fr(s[2]));
            fb(fmin32(fmax32(a, x), fmax32(fmin32(a, x), c)))
        }),
        "v_ldexp_f32" => valu!(|s| fb(fr(s[0]) * 2f32.powi(i(s[1]).clamp(-300, 300)))),
        "v_rcp_f32" | "v_rcp_iflag_f32" => valu!(|s| fb(1.0 / fr(s[0]))),
        "v_rsq_f32" => valu!(|s| fb((1.0 / f64::from(fr(s[0])).sqrt()) as f32)),
        "v_sqrt_f32" => valu!(|s| fb(fr(s[0]).sqrt())),
        "v_exp_f32" => valu!(|s| fb(f64::from(fr(s[0])).exp2() as f32)),
        "v_log_f32" => valu!(|s| fb(f64::from(fr(s[0])).log2() as f32)),
        "v_sin_f32" => valu!(|s| fb((f64::from(fr(s[0])) * std::f64::consts::TAU).sin() as f32)),
        "v_cos_f32" => valu!(|s| fb((f64::from(fr(s[0])) * std::f64::consts::TAU).cos() as f32)),
        "v_floor_f32" => valu!(|s| fb(fr(s[0]).floor())),
        "v_ceil_f32" => valu!(|s| fb(fr(s[0]).ceil())),
        "v_trunc_f32" => valu!(|s| fb(fr(s[0]).trunc())),
        "v_rndne_f32" => valu!(|s| fb(fr(s[0]).round_ties_even())),
        "v_fract_f32" => valu!(|s| fb(fract32(fr(s[0])))),
        "v_div_fixup_f32" => valu!(|s| fb(div_fixup32(fr(s[0]), fr(s[1]), fr(s[2])))),
        "v_div_scale_f32" => DivScale(false),
        "v_div_fmas_f32" => DivFmas(false),
        "v_cvt_f32_u32" => valu!(|s| fb(u(s[0]) as f32)),
        "v_cvt_f32_i32" => valu!(|s| fb(i(s[0]) as f32)),
        "v_cvt_u32_f32" => valu!(|s| w(fr(s[0]) as u32)),
        "v_cvt_i32_f32" => valu!(|s| wi(fr(s[0]) as i32)),
        "v_cvt_f32_ubyte0" => valu!(|s| fb((s[0] & 0xff) as f32)),
        "v_cvt_f32_ubyte1" => valu!(|s| fb(((s[0] >> 8) & 0xff) as f32)),
        "v_cvt_f32_ubyte2" => valu!(|s| fb(((s[0] >> 16) & 0xff) as f32)),
        "v_cvt_f32_ubyte3" => valu!(|s| fb(((s[0] >> 24) & 0xff) as f32)),
        "v_cvt_rpi_i32_f32" => valu!(|s| wi((fr(s[0]) + 0.5).floor() as i32)),
        "v_cvt_flr_i32_f32" => valu!(|s| wi(fr(s[0]).floor() as i32)),
        // ---- VALU: f64 ----
        "v_add_f64" => valu!(|s| db(dr(s[0]) + dr(s[1]))),
        "v_mul_f64" => valu!(|s| db(dr(s[0]) * dr(s[1]))),
        "v_fma_f64" => valu!(|s| db(dr(s[0]).mul_add(dr(s[1]), dr(s[2])))),
        "v_min_f64" => valu!(|s| db(fmin64(dr(s[0]), dr(s[1])))),
        "v_max_f64" => valu!(|s| db(fmax64(dr(s[0]), dr(s[1])))),
        "v_ldexp_f64" => valu!(|s| db(dr(s[0]) * 2f64.powi(i(s[1]).clamp(-2200, 2200)))),
        "v_rcp_f64" => valu!(|s| db(1.0 / dr(s[0]))),
        "v_rsq_f64" => valu!(|s| db(1.0 / dr(s[0]).sqrt())),
        "v_sqrt_f64" => valu!(|s| db(dr(s[0]).sqrt())),
        "v_floor_f64" => valu!(|s| db(dr(s[0]).floor())),
        "v_ceil_f64" => valu!(|s| db(dr(s[0]).ceil())),
        "v_trunc_f64" => valu!(|s| db(dr(s[0]).trunc())),
        "v_rndne_f64" => valu!(|s| db(dr(s[0]).round_ties_even())),
        "v_fract_f64" => valu!(|s| db(fract64(dr(s[0])))),
        "v_div_fixup_f64" => valu!(|s| db(div_fixup64(dr(s[0]), dr(s[1]), dr(s[2])))),
        "v_div_scale_f64" => DivScale(true),
        "v_div_fmas_f64" => DivFmas(true),
        "v_cvt_f64_f32" => valu!(|s| db(f64::from(fr(s[0])))),
        "v_cvt_f32_f64" => valu!(|s| fb(dr(s[0]) as f32)),
        "v_cvt_f64_i32" => valu!(|s| db(f64::from(i(s[0])))),
        "v_cvt_f64_u32" => valu!(|s| db(f64::from(u(s[0])))),
        "v_cvt_i32_f64" => valu!(|s| wi(dr(s[0]) as i32)),
        "v_cvt_u32_f64" => valu!(|s| w(dr(s[0]) as u32)),
        _ => return None,
    })
}

fn sext24(x: u64) -> i32 {
    ((u(x) << 8) as i32) >> 8
}

fn lshl_add(name: &str) -> Option<Sem> {
    Some(Sem::Scalar(match name {
        "s_lshl1_add_u32" => |a, x, _| {
            let (r, c) = (u(a) << 1).overflowing_add(u(x));
            (w(r), c || u(a) >> 31 != 0)
        },
        "s_lshl2_add_u32" => |a, x, _| {
            let (r, c) = (u(a) << 2).overflowing_add(u(x));
            (w(r), c || u(a) >> 30 != 0)
        },
        "s_lshl3_add_u32" => |a, x, _| {
            let (r, c) = (u(a) << 3).overflowing_add(u(x));
            (w(r), c || u(a) >> 29 != 0)
        },
        _ => |a, x, _| {
            let (r, c) = (u(a) << 4).overflowing_add(u(x));
            (w(r), c || u(a) >> 28 != 0)
        },
    }))
}

/// `v_cmp[x]_<cond>_<type>`. The `n*` float compares are true for unordered operands, which
/// is exactly what the negated comparisons express.
#[allow(clippy::neg_cmp_op_on_partial_ord)]
fn vcmp(name: &str) -> Option<Sem> {
    let (rest, x) = match name.strip_prefix("v_cmpx_") {
        Some(r) => (r, true),
        None => (name.strip_prefix("v_cmp_")?, false),
    };
    let (f, wave, wave32): (CmpFn, CmpWaveFn, Cmp32Fn) = match rest {
        "eq_u32" | "eq_i32" => cmp!(|s| u(s[0]) == u(s[1])),
        "ne_u32" | "ne_i32" => cmp!(|s| u(s[0]) != u(s[1])),
        "lt_u32" => cmp!(|s| u(s[0]) < u(s[1])),
        "le_u32" => cmp!(|s| u(s[0]) <= u(s[1])),
        "gt_u32" => cmp!(|s| u(s[0]) > u(s[1])),
        "ge_u32" => cmp!(|s| u(s[0]) >= u(s[1])),
        "lt_i32" => cmp!(|s| i(s[0]) < i(s[1])),
        "le_i32" => cmp!(|s| i(s[0]) <= i(s[1])),
        "gt_i32" => cmp!(|s| i(s[0]) > i(s[1])),
        "ge_i32" => cmp!(|s| i(s[0]) >= i(s[1])),
        "eq_u64" | "eq_i64" => cmp!(|s| s[0] == s[1]),
        "ne_u64" | "ne_i64" => cmp!(|s| s[0] != s[1]),
        "lt_u64" => cmp!(|s| s[0] < s[1]),
        "le_u64" => cmp!(|s| s[0] <= s[1]),
        "gt_u64" => cmp!(|s| s[0] > s[1]),
        "ge_u64" => cmp!(|s| s[0] >= s[1]),
        "lt_i64" => cmp!(|s| (s[0] as i64) < (s[1] as i64)),
        "le_i64" => cmp!(|s| (s[0] as i64) <= (s[1] as i64)),
        "gt_i64" => cmp!(|s| (s[0] as i64) > (s[1] as i64)),
        "ge_i64" => cmp!(|s| (s[0] as i64) >= (s[1] as i64)),
        "f_u32" | "f_i32" | "f_f32" | "f_f64" | "f_u64" | "f_i64" => cmp!(|_| false),
        "t_u32" | "t_i32" | "t_u64" | "t_i64" | "tru_f32" | "tru_f64" => cmp!(|_| true),
        "eq_f32" => cmp!(|s| fr(s[0]) == fr(s[1])),
        "lt_f32" => cmp!(|s| fr(s[0]) < fr(s[1])),
        "le_f32" => cmp!(|s| fr(s[0]) <= fr(s[1])),
        "gt_f32" => cmp!(|s| fr(s[0]) > fr(s[1])),
        "ge_f32" => cmp!(|s| fr(s[0]) >= fr(s[1])),
        "lg_f32" => cmp!(|s| fr(s[0]) < fr(s[1]) || fr(s[0]) > fr(s[1])),
        "o_f32" => cmp!(|s| !fr(s[0]).is_nan() && !fr(s[1]).is_nan()),
        "u_f32" => cmp!(|s| fr(s[0]).is_nan() || fr(s[1]).is_nan()),
        "neq_f32" => cmp!(|s| fr(s[0]) != fr(s[1])),
        "nlt_f32" => cmp!(|s| !(fr(s[0]) < fr(s[1]))),
        "nle_f32" => cmp!(|s| !(fr(s[0]) <= fr(s[1]))),
        "ngt_f32" => cmp!(|s| !(fr(s[0]) > fr(s[1]))),
        "nge_f32" => cmp!(|s| !(fr(s[0]) >= fr(s[1]))),
        "nlg_f32" => cmp!(|s| !(fr(s[0]) < fr(s[1]) || fr(s[0]) > fr(s[1]))),
        "eq_f64" => cmp!(|s| dr(s[0]) == dr(s[1])),
        "lt_f64" => cmp!(|s| dr(s[0]) < dr(s[1])),
        "le_f64" => cmp!(|s| dr(s[0]) <= dr(s[1])),
        "gt_f64" => cmp!(|s| dr(s[0]) > dr(s[1])),
        "ge_f64" => cmp!(|s| dr(s[0]) >= dr(s[1])),
        "lg_f64" => cmp!(|s| dr(s[0]) < dr(s[1]) || dr(s[0]) > dr(s[1])),
        "o_f64" => cmp!(|s| !dr(s[0]).is_nan() && !dr(s[1]).is_nan()),
        "u_f64" => cmp!(|s| dr(s[0]).is_nan() || dr(s[1]).is_nan()),
        "neq_f64" => cmp!(|s| dr(s[0]) != dr(s[1])),
        "nlt_f64" => cmp!(|s| !(dr(s[0]) < dr(s[1]))),
        "nle_f64" => cmp!(|s| !(dr(s[0]) <= dr(s[1]))),
        "ngt_f64" => cmp!(|s| !(dr(s[0]) > dr(s[1]))),
        "nge_f64" => cmp!(|s| !(dr(s[0]) >= dr(s[1]))),
        "nlg_f64" => cmp!(|s| !(dr(s[0]) < dr(s[1]) || dr(s[0]) > dr(s[1]))),
        _ => return None,
    };
    Some(Sem::ValuCmp(f, wave, wave32, x))
}
