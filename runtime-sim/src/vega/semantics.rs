//! The one table of instruction semantics: mnemonic → [`Sem`]. Lane and scalar functions work
//! on raw bits (`u64`, the low 32 bits for 32-bit operands); the machine applies source
//! modifiers, denormal flushing, clamp and omod around them. A mnemonic missing here is
//! reported as `unimplemented` when executed.
//!
//! This file holds the [`Sem`] kinds, the lane-function macros and the ALU table
//! ([`lookup`]); the submodules hold the memory instructions (`memory`), the vector compares
//! (`compare`) and the bit-level helpers of the lane functions (`lane_math`).

use gcn_isa::table::Format;
use gcn_isa::{op, Op};

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

// The submodules come after the `valu!`, `carry!` and `cmp!` macros, which they use.
mod compare;
mod division;
mod lane_math;
mod memory;

use compare::vcmp;
use division::{div_fixup32, div_fixup64};
pub use division::{div_fmas32, div_fmas64, div_scale32, div_scale64};
pub use lane_math::pack_mask;
use lane_math::{
    bfe_i, bfe_u, db, dr, fb, ffbh, ffbh_i, ffbl, flush32, fmax32, fmax64, fmin32, fmin64, fr,
    fract32, fract64, i, med3_i, med3_u, sext24, u, w, wi,
};
use memory::{ds, smem, vmem};

/// The semantics of an opcode, or `None` if the simulator does not implement it.
pub fn lookup(op: Op) -> Option<Sem> {
    use Sem::*;
    match op.info().format {
        Format::Smem => return smem(op),
        Format::Mimg | Format::Exp | Format::Vintrp => return super::graphics::lookup(op).map(Gfx),
        Format::Ds | Format::Mubuf if super::graphics::lookup(op).is_some() => {
            return super::graphics::lookup(op).map(Gfx)
        }
        Format::Ds => return ds(op),
        Format::Mubuf | Format::Flat | Format::Global | Format::Scratch => return vmem(op),
        Format::Mtbuf | Format::Vop3p => return None,
        Format::Vopc => return vcmp(op),
        _ => {}
    }
    Some(match op {
        // ---- program control (SOPP) ----
        op::S_NOP => Nop,
        op::S_ENDPGM => Endpgm,
        op::S_BARRIER => Barrier,
        op::S_WAITCNT => Waitcnt,
        op::S_BRANCH => Branch(Cond::Always),
        op::S_CBRANCH_SCC0 => Branch(Cond::Scc0),
        op::S_CBRANCH_SCC1 => Branch(Cond::Scc1),
        op::S_CBRANCH_VCCZ => Branch(Cond::Vccz),
        op::S_CBRANCH_VCCNZ => Branch(Cond::Vccnz),
        op::S_CBRANCH_EXECZ => Branch(Cond::Execz),
        op::S_CBRANCH_EXECNZ => Branch(Cond::Execnz),
        op::S_SETPRIO | op::S_SLEEP | op::S_ICACHE_INV => NoEffect,
        op::S_SETREG_B32 | op::S_SETREG_IMM32_B32 => SetReg,
        op::S_GETREG_B32 => GetReg,
        op::S_SETVSKIP => SetVskip,
        op::S_GETPC_B64 => GetPc,
        op::S_SETPC_B64 => SetPc,
        op::S_SWAPPC_B64 => SwapPc,
        // ---- SALU ----
        op::S_MOV_B32 | op::S_MOV_B64 | op::S_MOVK_I32 => Scalar(|a, _, c| (a, c)),
        op::S_CMOV_B32 | op::S_CMOV_B64 | op::S_CMOVK_I32 => Cselect,
        op::S_CSELECT_B32 | op::S_CSELECT_B64 => Cselect,
        op::S_NOT_B32 => Scalar(|a, _, _| (w(!u(a)), u(!a) != 0)),
        op::S_NOT_B64 => Scalar(|a, _, _| (!a, !a != 0)),
        op::S_WQM_B64 => Scalar(|a, _, _| {
            let r = super::graphics::whole_quad_mask(a);
            (r, r != 0)
        }),
        op::S_BREV_B32 => Scalar(|a, _, c| (w(u(a).reverse_bits()), c)),
        op::S_BREV_B64 => Scalar(|a, _, c| (a.reverse_bits(), c)),
        op::S_BCNT1_I32_B32 => Scalar(|a, _, _| (w(u(a).count_ones()), u(a) != 0)),
        op::S_BCNT1_I32_B64 => Scalar(|a, _, _| (w(a.count_ones()), a != 0)),
        op::S_BCNT0_I32_B32 => Scalar(|a, _, _| (w(u(a).count_zeros()), u(a) != u32::MAX)),
        op::S_FF1_I32_B32 => Scalar(|a, _, c| (w(ffbl(u(a))), c)),
        op::S_FF1_I32_B64 => {
            Scalar(|a, _, c| (w(if a == 0 { u32::MAX } else { a.trailing_zeros() }), c))
        }
        op::S_FLBIT_I32_B32 => Scalar(|a, _, c| (w(ffbh(u(a))), c)),
        op::S_FLBIT_I32_B64 => {
            Scalar(|a, _, c| (w(if a == 0 { u32::MAX } else { a.leading_zeros() }), c))
        }
        op::S_FLBIT_I32 => Scalar(|a, _, c| (w(ffbh_i(u(a))), c)),
        op::S_SEXT_I32_I8 => Scalar(|a, _, c| (wi(i32::from(a as u8 as i8)), c)),
        op::S_SEXT_I32_I16 => Scalar(|a, _, c| (wi(i32::from(a as u16 as i16)), c)),
        op::S_ABS_I32 => Scalar(|a, _, _| (wi(i(a).wrapping_abs()), i(a) != 0)),
        op::S_ADD_U32 => Scalar(|a, x, _| {
            let (r, c) = u(a).overflowing_add(u(x));
            (w(r), c)
        }),
        op::S_SUB_U32 => Scalar(|a, x, _| {
            let (r, c) = u(a).overflowing_sub(u(x));
            (w(r), c)
        }),
        op::S_ADDC_U32 => Scalar(|a, x, c| {
            let s = u64::from(u(a)) + u64::from(u(x)) + u64::from(c);
            (s & 0xffff_ffff, s >> 32 != 0)
        }),
        op::S_SUBB_U32 => Scalar(|a, x, c| {
            let (r1, b1) = u(a).overflowing_sub(u(x));
            let (r2, b2) = r1.overflowing_sub(u32::from(c));
            (w(r2), b1 || b2)
        }),
        op::S_ADD_I32 | op::S_ADDK_I32 => Scalar(|a, x, _| {
            let (r, o) = i(a).overflowing_add(i(x));
            (wi(r), o)
        }),
        op::S_SUB_I32 => Scalar(|a, x, _| {
            let (r, o) = i(a).overflowing_sub(i(x));
            (wi(r), o)
        }),
        op::S_MUL_I32 | op::S_MULK_I32 => Scalar(|a, x, c| (wi(i(a).wrapping_mul(i(x))), c)),
        op::S_MIN_I32 => Scalar(|a, x, _| (wi(i(a).min(i(x))), i(a) < i(x))),
        op::S_MIN_U32 => Scalar(|a, x, _| (w(u(a).min(u(x))), u(a) < u(x))),
        op::S_MAX_I32 => Scalar(|a, x, _| (wi(i(a).max(i(x))), i(a) > i(x))),
        op::S_MAX_U32 => Scalar(|a, x, _| (w(u(a).max(u(x))), u(a) > u(x))),
        op::S_AND_B32 => Scalar(|a, x, _| (w(u(a) & u(x)), u(a) & u(x) != 0)),
        op::S_OR_B32 => Scalar(|a, x, _| (w(u(a) | u(x)), u(a) | u(x) != 0)),
        op::S_XOR_B32 => Scalar(|a, x, _| (w(u(a) ^ u(x)), u(a) ^ u(x) != 0)),
        op::S_ANDN2_B32 => Scalar(|a, x, _| (w(u(a) & !u(x)), u(a) & !u(x) != 0)),
        op::S_ORN2_B32 => Scalar(|a, x, _| (w(u(a) | !u(x)), u(a) | !u(x) != 0)),
        op::S_NAND_B32 => Scalar(|a, x, _| (w(!(u(a) & u(x))), !(u(a) & u(x)) != 0)),
        op::S_NOR_B32 => Scalar(|a, x, _| (w(!(u(a) | u(x))), !(u(a) | u(x)) != 0)),
        op::S_XNOR_B32 => Scalar(|a, x, _| (w(!(u(a) ^ u(x))), !(u(a) ^ u(x)) != 0)),
        op::S_AND_B64 => Scalar(|a, x, _| (a & x, a & x != 0)),
        op::S_OR_B64 => Scalar(|a, x, _| (a | x, a | x != 0)),
        op::S_XOR_B64 => Scalar(|a, x, _| (a ^ x, a ^ x != 0)),
        op::S_ANDN2_B64 => Scalar(|a, x, _| (a & !x, a & !x != 0)),
        op::S_ORN2_B64 => Scalar(|a, x, _| (a | !x, a | !x != 0)),
        op::S_NAND_B64 => Scalar(|a, x, _| (!(a & x), !(a & x) != 0)),
        op::S_NOR_B64 => Scalar(|a, x, _| (!(a | x), !(a | x) != 0)),
        op::S_XNOR_B64 => Scalar(|a, x, _| (!(a ^ x), !(a ^ x) != 0)),
        op::S_LSHL_B32 => Scalar(|a, x, _| {
            let r = u(a) << (x & 31);
            (w(r), r != 0)
        }),
        op::S_LSHR_B32 => Scalar(|a, x, _| {
            let r = u(a) >> (x & 31);
            (w(r), r != 0)
        }),
        op::S_ASHR_I32 => Scalar(|a, x, _| {
            let r = i(a) >> (x & 31);
            (wi(r), r != 0)
        }),
        op::S_LSHL_B64 => Scalar(|a, x, _| (a << (x & 63), a << (x & 63) != 0)),
        op::S_LSHR_B64 => Scalar(|a, x, _| (a >> (x & 63), a >> (x & 63) != 0)),
        op::S_ASHR_I64 => Scalar(|a, x, _| {
            let r = ((a as i64) >> (x & 63)) as u64;
            (r, r != 0)
        }),
        op::S_LSHL1_ADD_U32 | op::S_LSHL2_ADD_U32 | op::S_LSHL3_ADD_U32 | op::S_LSHL4_ADD_U32 => {
            return lshl_add(op)
        }
        op::S_BFE_U32 => Scalar(|a, x, _| {
            let r = bfe_u(u(a), u(x) & 31, (u(x) >> 16) & 0x7f);
            (w(r), r != 0)
        }),
        op::S_BFE_I32 => Scalar(|a, x, _| {
            let r = bfe_i(u(a), u(x) & 31, (u(x) >> 16) & 0x7f);
            (w(r), r != 0)
        }),
        op::S_BFM_B32 => Scalar(|a, x, c| {
            let width = u(a) & 31;
            (w(((1u32 << width) - 1) << (u(x) & 31)), c)
        }),
        op::S_MUL_HI_U32 => Scalar(|a, x, c| ((u64::from(u(a)) * u64::from(u(x))) >> 32, c)),
        op::S_MUL_HI_I32 => {
            Scalar(|a, x, c| (wi(((i64::from(i(a)) * i64::from(i(x))) >> 32) as i32), c))
        }
        op::S_CMP_EQ_I32 | op::S_CMP_EQ_U32 | op::S_CMPK_EQ_I32 | op::S_CMPK_EQ_U32 => {
            ScalarCmp(|a, x| u(a) == u(x))
        }
        op::S_CMP_LG_I32 | op::S_CMP_LG_U32 | op::S_CMPK_LG_I32 | op::S_CMPK_LG_U32 => {
            ScalarCmp(|a, x| u(a) != u(x))
        }
        op::S_CMP_GT_I32 | op::S_CMPK_GT_I32 => ScalarCmp(|a, x| i(a) > i(x)),
        op::S_CMP_GE_I32 | op::S_CMPK_GE_I32 => ScalarCmp(|a, x| i(a) >= i(x)),
        op::S_CMP_LT_I32 | op::S_CMPK_LT_I32 => ScalarCmp(|a, x| i(a) < i(x)),
        op::S_CMP_LE_I32 | op::S_CMPK_LE_I32 => ScalarCmp(|a, x| i(a) <= i(x)),
        op::S_CMP_GT_U32 | op::S_CMPK_GT_U32 => ScalarCmp(|a, x| u(a) > u(x)),
        op::S_CMP_GE_U32 | op::S_CMPK_GE_U32 => ScalarCmp(|a, x| u(a) >= u(x)),
        op::S_CMP_LT_U32 | op::S_CMPK_LT_U32 => ScalarCmp(|a, x| u(a) < u(x)),
        op::S_CMP_LE_U32 | op::S_CMPK_LE_U32 => ScalarCmp(|a, x| u(a) <= u(x)),
        op::S_CMP_EQ_U64 => ScalarCmp(|a, x| a == x),
        op::S_CMP_LG_U64 => ScalarCmp(|a, x| a != x),
        op::S_BITCMP0_B32 => ScalarCmp(|a, x| (u(a) >> (x & 31)) & 1 == 0),
        op::S_BITCMP1_B32 => ScalarCmp(|a, x| (u(a) >> (x & 31)) & 1 == 1),
        op::S_AND_SAVEEXEC_B64 => SaveExec(|s, e| s & e),
        op::S_OR_SAVEEXEC_B64 => SaveExec(|s, e| s | e),
        op::S_XOR_SAVEEXEC_B64 => SaveExec(|s, e| s ^ e),
        op::S_ANDN2_SAVEEXEC_B64 => SaveExec(|s, e| s & !e),
        op::S_ORN2_SAVEEXEC_B64 => SaveExec(|s, e| s | !e),
        op::S_NAND_SAVEEXEC_B64 => SaveExec(|s, e| !(s & e)),
        op::S_NOR_SAVEEXEC_B64 => SaveExec(|s, e| !(s | e)),
        op::S_XNOR_SAVEEXEC_B64 => SaveExec(|s, e| !(s ^ e)),
        // ---- VALU: moves and lane access ----
        op::V_MOV_B32 => valu!(|s| s[0]),
        op::V_NOP => NoEffect,
        op::V_CNDMASK_B32 => Cndmask,
        op::V_READLANE_B32 => Readlane,
        op::V_READFIRSTLANE_B32 => Readfirstlane,
        op::V_WRITELANE_B32 => Writelane,
        op::V_MAC_F32 => Mac,
        // ---- VALU: integer ----
        op::V_ADD_U32 => valu!(|s| w(u(s[0]).wrapping_add(u(s[1])))),
        op::V_SUB_U32 => valu!(|s| w(u(s[0]).wrapping_sub(u(s[1])))),
        op::V_SUBREV_U32 => valu!(|s| w(u(s[1]).wrapping_sub(u(s[0])))),
        op::V_ADD_I32 => valu!(|s| wi(i(s[0]).wrapping_add(i(s[1])))),
        op::V_SUB_I32 => valu!(|s| wi(i(s[0]).wrapping_sub(i(s[1])))),
        op::V_ADD_CO_U32 => carry!(|s, _| {
            let (r, c) = u(s[0]).overflowing_add(u(s[1]));
            (w(r), c)
        }),
        op::V_SUB_CO_U32 => carry!(|s, _| {
            let (r, c) = u(s[0]).overflowing_sub(u(s[1]));
            (w(r), c)
        }),
        op::V_SUBREV_CO_U32 => carry!(|s, _| {
            let (r, c) = u(s[1]).overflowing_sub(u(s[0]));
            (w(r), c)
        }),
        op::V_ADDC_CO_U32 => carry!(|s, c| {
            let t = u64::from(u(s[0])) + u64::from(u(s[1])) + u64::from(c);
            (t & 0xffff_ffff, t >> 32 != 0)
        }),
        op::V_SUBB_CO_U32 => carry!(|s, c| {
            let t = i64::from(u(s[0])) - i64::from(u(s[1])) - i64::from(c);
            ((t as u64) & 0xffff_ffff, t < 0)
        }),
        op::V_SUBBREV_CO_U32 => carry!(|s, c| {
            let t = i64::from(u(s[1])) - i64::from(u(s[0])) - i64::from(c);
            ((t as u64) & 0xffff_ffff, t < 0)
        }),
        op::V_MAD_U64_U32 => carry!(|s, _| {
            let t = u128::from(u(s[0])) * u128::from(u(s[1])) + u128::from(s[2]);
            (t as u64, t >> 64 != 0)
        }),
        op::V_MAD_I64_I32 => carry!(|s, _| {
            let t = i128::from(i(s[0])) * i128::from(i(s[1])) + i128::from(s[2] as i64);
            (t as u64, t != i128::from(t as i64))
        }),
        op::V_MUL_LO_U32 => valu!(|s| w(u(s[0]).wrapping_mul(u(s[1])))),
        op::V_MUL_HI_U32 => valu!(|s| (u64::from(u(s[0])) * u64::from(u(s[1]))) >> 32),
        op::V_MUL_HI_I32 => valu!(|s| wi(((i64::from(i(s[0])) * i64::from(i(s[1]))) >> 32) as i32)),
        op::V_MUL_U32_U24 => valu!(|s| w((u(s[0]) & 0xff_ffff).wrapping_mul(u(s[1]) & 0xff_ffff))),
        op::V_MUL_HI_U32_U24 => {
            valu!(|s| (u64::from(u(s[0]) & 0xff_ffff) * u64::from(u(s[1]) & 0xff_ffff)) >> 32)
        }
        op::V_MUL_I32_I24 => valu!(|s| wi(sext24(s[0]).wrapping_mul(sext24(s[1])))),
        op::V_MUL_HI_I32_I24 => {
            valu!(|s| wi(((i64::from(sext24(s[0])) * i64::from(sext24(s[1]))) >> 32) as i32))
        }
        op::V_MAD_U32_U24 => valu!(|s| {
            w((u(s[0]) & 0xff_ffff)
                .wrapping_mul(u(s[1]) & 0xff_ffff)
                .wrapping_add(u(s[2])))
        }),
        op::V_MAD_I32_I24 => valu!(|s| {
            wi(sext24(s[0])
                .wrapping_mul(sext24(s[1]))
                .wrapping_add(i(s[2])))
        }),
        op::V_AND_B32 => valu!(|s| s[0] & s[1]),
        op::V_OR_B32 => valu!(|s| s[0] | s[1]),
        op::V_XOR_B32 => valu!(|s| s[0] ^ s[1]),
        op::V_NOT_B32 => valu!(|s| w(!u(s[0]))),
        op::V_BFREV_B32 => valu!(|s| w(u(s[0]).reverse_bits())),
        op::V_BCNT_U32_B32 => valu!(|s| w(u(s[0]).count_ones().wrapping_add(u(s[1])))),
        op::V_FFBH_U32 => valu!(|s| w(ffbh(u(s[0])))),
        op::V_FFBL_B32 => valu!(|s| w(ffbl(u(s[0])))),
        op::V_FFBH_I32 => valu!(|s| w(ffbh_i(u(s[0])))),
        op::V_LSHLREV_B32 => valu!(|s| w(u(s[1]) << (s[0] & 31))),
        op::V_LSHRREV_B32 => valu!(|s| w(u(s[1]) >> (s[0] & 31))),
        op::V_ASHRREV_I32 => valu!(|s| wi(i(s[1]) >> (s[0] & 31))),
        op::V_LSHLREV_B64 => valu!(|s| s[1] << (s[0] & 63)),
        op::V_LSHRREV_B64 => valu!(|s| s[1] >> (s[0] & 63)),
        op::V_ASHRREV_I64 => valu!(|s| ((s[1] as i64) >> (s[0] & 63)) as u64),
        op::V_MIN_U32 => valu!(|s| w(u(s[0]).min(u(s[1])))),
        op::V_MAX_U32 => valu!(|s| w(u(s[0]).max(u(s[1])))),
        op::V_MIN_I32 => valu!(|s| wi(i(s[0]).min(i(s[1])))),
        op::V_MAX_I32 => valu!(|s| wi(i(s[0]).max(i(s[1])))),
        op::V_MIN3_U32 => valu!(|s| w(u(s[0]).min(u(s[1])).min(u(s[2])))),
        op::V_MAX3_U32 => valu!(|s| w(u(s[0]).max(u(s[1])).max(u(s[2])))),
        op::V_MIN3_I32 => valu!(|s| wi(i(s[0]).min(i(s[1])).min(i(s[2])))),
        op::V_MAX3_I32 => valu!(|s| wi(i(s[0]).max(i(s[1])).max(i(s[2])))),
        op::V_MED3_I32 => valu!(|s| wi(med3_i(i(s[0]), i(s[1]), i(s[2])))),
        op::V_MED3_U32 => valu!(|s| w(med3_u(u(s[0]), u(s[1]), u(s[2])))),
        op::V_BFE_U32 => valu!(|s| w(bfe_u(u(s[0]), u(s[1]), u(s[2])))),
        op::V_BFE_I32 => valu!(|s| w(bfe_i(u(s[0]), u(s[1]), u(s[2])))),
        op::V_BFI_B32 => valu!(|s| (s[0] & s[1]) | (!s[0] & s[2] & 0xffff_ffff)),
        op::V_BFM_B32 => {
            valu!(|s| w(((1u64 << (s[0] & 31)) - 1) as u32) << (s[1] & 31) & 0xffff_ffff)
        }
        op::V_ALIGNBIT_B32 => valu!(|s| {
            ((((s[0] & 0xffff_ffff) << 32) | (s[1] & 0xffff_ffff)) >> (s[2] & 31)) & 0xffff_ffff
        }),
        op::V_ALIGNBYTE_B32 => valu!(|s| {
            ((((s[0] & 0xffff_ffff) << 32) | (s[1] & 0xffff_ffff)) >> (8 * (s[2] & 3)))
                & 0xffff_ffff
        }),
        op::V_LSHL_ADD_U32 => valu!(|s| w((u(s[0]) << (s[1] & 31)).wrapping_add(u(s[2])))),
        op::V_ADD_LSHL_U32 => valu!(|s| w(u(s[0]).wrapping_add(u(s[1])) << (s[2] & 31))),
        op::V_LSHL_OR_B32 => valu!(|s| w((u(s[0]) << (s[1] & 31)) | u(s[2]))),
        op::V_AND_OR_B32 => valu!(|s| (s[0] & s[1]) | s[2]),
        op::V_OR3_B32 => valu!(|s| s[0] | s[1] | s[2]),
        op::V_XAD_U32 => valu!(|s| w((u(s[0]) ^ u(s[1])).wrapping_add(u(s[2])))),
        op::V_ADD3_U32 => valu!(|s| w(u(s[0]).wrapping_add(u(s[1])).wrapping_add(u(s[2])))),
        op::V_SAD_U32 => valu!(|s| w(u(s[0]).abs_diff(u(s[1])).wrapping_add(u(s[2])))),
        // ---- VALU: f32 ----
        op::V_ADD_F32 => valu!(|s| fb(fr(s[0]) + fr(s[1]))),
        op::V_SUB_F32 => valu!(|s| fb(fr(s[0]) - fr(s[1]))),
        op::V_SUBREV_F32 => valu!(|s| fb(fr(s[1]) - fr(s[0]))),
        op::V_MUL_F32 => valu!(|s| fb(fr(s[0]) * fr(s[1]))),
        op::V_MUL_LEGACY_F32 => valu!(|s| {
            if fr(s[0]) == 0.0 || fr(s[1]) == 0.0 {
                0
            } else {
                fb(fr(s[0]) * fr(s[1]))
            }
        }),
        // MAD does not support denormals (LLVM forms it only when f32 denormals are
        // flushed): the rounded product is flushed before the add.
        op::V_MAD_F32 => valu!(|s| fb(flush32(fr(s[0]) * fr(s[1])) + fr(s[2]))),
        // Manual: D = S0 * S1 + S2 with the DX9 rule 0.0 * x = 0.0 for the product.
        op::V_MAD_LEGACY_F32 => valu!(|s| {
            let p = if fr(s[0]) == 0.0 || fr(s[1]) == 0.0 {
                0.0
            } else {
                flush32(fr(s[0]) * fr(s[1]))
            };
            fb(p + fr(s[2]))
        }),
        op::V_FMA_F32 => valu!(|s| fb(fr(s[0]).mul_add(fr(s[1]), fr(s[2])))),
        op::V_MIN_F32 => valu!(|s| fb(fmin32(fr(s[0]), fr(s[1])))),
        op::V_MAX_F32 => valu!(|s| fb(fmax32(fr(s[0]), fr(s[1])))),
        op::V_MIN3_F32 => valu!(|s| fb(fmin32(fmin32(fr(s[0]), fr(s[1])), fr(s[2])))),
        op::V_MAX3_F32 => valu!(|s| fb(fmax32(fmax32(fr(s[0]), fr(s[1])), fr(s[2])))),
        op::V_MED3_F32 => valu!(|s| {
            let (a, x, c) = (fr(s[0]), fr(s[1]), fr(s[2]));
            fb(fmin32(fmax32(a, x), fmax32(fmin32(a, x), c)))
        }),
        op::V_LDEXP_F32 => valu!(|s| fb(fr(s[0]) * 2f32.powi(i(s[1]).clamp(-300, 300)))),
        op::V_RCP_F32 | op::V_RCP_IFLAG_F32 => valu!(|s| fb(1.0 / fr(s[0]))),
        op::V_RSQ_F32 => valu!(|s| fb((1.0 / f64::from(fr(s[0])).sqrt()) as f32)),
        op::V_SQRT_F32 => valu!(|s| fb(fr(s[0]).sqrt())),
        op::V_EXP_F32 => valu!(|s| fb(f64::from(fr(s[0])).exp2() as f32)),
        op::V_LOG_F32 => valu!(|s| fb(f64::from(fr(s[0])).log2() as f32)),
        op::V_SIN_F32 => valu!(|s| fb((f64::from(fr(s[0])) * std::f64::consts::TAU).sin() as f32)),
        op::V_COS_F32 => valu!(|s| fb((f64::from(fr(s[0])) * std::f64::consts::TAU).cos() as f32)),
        op::V_FLOOR_F32 => valu!(|s| fb(fr(s[0]).floor())),
        op::V_CEIL_F32 => valu!(|s| fb(fr(s[0]).ceil())),
        op::V_TRUNC_F32 => valu!(|s| fb(fr(s[0]).trunc())),
        op::V_RNDNE_F32 => valu!(|s| fb(fr(s[0]).round_ties_even())),
        op::V_FRACT_F32 => valu!(|s| fb(fract32(fr(s[0])))),
        op::V_DIV_FIXUP_F32 => valu!(|s| fb(div_fixup32(fr(s[0]), fr(s[1]), fr(s[2])))),
        op::V_DIV_SCALE_F32 => DivScale(false),
        op::V_DIV_FMAS_F32 => DivFmas(false),
        op::V_CVT_F32_U32 => valu!(|s| fb(u(s[0]) as f32)),
        op::V_CVT_F32_I32 => valu!(|s| fb(i(s[0]) as f32)),
        op::V_CVT_U32_F32 => valu!(|s| w(fr(s[0]) as u32)),
        op::V_CVT_I32_F32 => valu!(|s| wi(fr(s[0]) as i32)),
        op::V_CVT_F32_UBYTE0 => valu!(|s| fb((s[0] & 0xff) as f32)),
        op::V_CVT_F32_UBYTE1 => valu!(|s| fb(((s[0] >> 8) & 0xff) as f32)),
        op::V_CVT_F32_UBYTE2 => valu!(|s| fb(((s[0] >> 16) & 0xff) as f32)),
        op::V_CVT_F32_UBYTE3 => valu!(|s| fb(((s[0] >> 24) & 0xff) as f32)),
        op::V_CVT_RPI_I32_F32 => valu!(|s| wi((fr(s[0]) + 0.5).floor() as i32)),
        op::V_CVT_FLR_I32_F32 => valu!(|s| wi(fr(s[0]).floor() as i32)),
        // ---- VALU: f64 ----
        op::V_ADD_F64 => valu!(|s| db(dr(s[0]) + dr(s[1]))),
        op::V_MUL_F64 => valu!(|s| db(dr(s[0]) * dr(s[1]))),
        op::V_FMA_F64 => valu!(|s| db(dr(s[0]).mul_add(dr(s[1]), dr(s[2])))),
        op::V_MIN_F64 => valu!(|s| db(fmin64(dr(s[0]), dr(s[1])))),
        op::V_MAX_F64 => valu!(|s| db(fmax64(dr(s[0]), dr(s[1])))),
        op::V_LDEXP_F64 => valu!(|s| db(dr(s[0]) * 2f64.powi(i(s[1]).clamp(-2200, 2200)))),
        op::V_RCP_F64 => valu!(|s| db(1.0 / dr(s[0]))),
        op::V_RSQ_F64 => valu!(|s| db(1.0 / dr(s[0]).sqrt())),
        op::V_SQRT_F64 => valu!(|s| db(dr(s[0]).sqrt())),
        op::V_FLOOR_F64 => valu!(|s| db(dr(s[0]).floor())),
        op::V_CEIL_F64 => valu!(|s| db(dr(s[0]).ceil())),
        op::V_TRUNC_F64 => valu!(|s| db(dr(s[0]).trunc())),
        op::V_RNDNE_F64 => valu!(|s| db(dr(s[0]).round_ties_even())),
        op::V_FRACT_F64 => valu!(|s| db(fract64(dr(s[0])))),
        op::V_DIV_FIXUP_F64 => valu!(|s| db(div_fixup64(dr(s[0]), dr(s[1]), dr(s[2])))),
        op::V_DIV_SCALE_F64 => DivScale(true),
        op::V_DIV_FMAS_F64 => DivFmas(true),
        op::V_CVT_F64_F32 => valu!(|s| db(f64::from(fr(s[0])))),
        op::V_CVT_F32_F64 => valu!(|s| fb(dr(s[0]) as f32)),
        op::V_CVT_F64_I32 => valu!(|s| db(f64::from(i(s[0])))),
        op::V_CVT_F64_U32 => valu!(|s| db(f64::from(u(s[0])))),
        op::V_CVT_I32_F64 => valu!(|s| wi(dr(s[0]) as i32)),
        op::V_CVT_U32_F64 => valu!(|s| w(dr(s[0]) as u32)),
        _ => return None,
    })
}

fn lshl_add(op: Op) -> Option<Sem> {
    Some(Sem::Scalar(match op {
        op::S_LSHL1_ADD_U32 => |a, x, _| {
            let (r, c) = (u(a) << 1).overflowing_add(u(x));
            (w(r), c || u(a) >> 31 != 0)
        },
        op::S_LSHL2_ADD_U32 => |a, x, _| {
            let (r, c) = (u(a) << 2).overflowing_add(u(x));
            (w(r), c || u(a) >> 30 != 0)
        },
        op::S_LSHL3_ADD_U32 => |a, x, _| {
            let (r, c) = (u(a) << 3).overflowing_add(u(x));
            (w(r), c || u(a) >> 29 != 0)
        },
        _ => |a, x, _| {
            let (r, c) = (u(a) << 4).overflowing_add(u(x));
            (w(r), c || u(a) >> 28 != 0)
        },
    }))
}
