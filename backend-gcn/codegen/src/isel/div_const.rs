//! Unsigned division and remainder by a constant: a multiply-high by a precomputed
//! reciprocal and shifts instead of the general sequence (`alu::udiv_rem`, 17 VALU
//! instructions), on the scalar unit when the dividend is uniform.
//!
//! The reciprocals follow Granlund and Montgomery ("Division by invariant integers using
//! multiplication", 1994) as Hacker's Delight (chapter 10) presents them for 32-bit
//! unsigned `n`:
//! - `d = 2^k`: `q = n >> k`, `r = n & (d - 1)`;
//! - otherwise, the smallest `s` with `m = ceil(2^(32+s) / d) < 2^32` and
//!   `m * d - 2^(32+s) <= 2^s` gives `q = mulhi(n, m) >> s` exactly for every `n`;
//! - when no such `s` exists (e.g. `d = 7`), with `l = ceil(log2 d)` and
//!   `m = floor(2^32 * (2^l - d) / d) + 1` (33-bit reciprocal minus 2^32):
//!   `t = mulhi(n, m)`, `q = (t + ((n - t) >> 1)) >> (l - 1)`.
//!
//! The remainder is `n - q * d`. Results are exact (no accuracy bound to document).

use gcn_isa::{op, Encoding, Modifiers, Op};

use super::{const_operand, Isel};
use crate::error::CodegenError;
use crate::mir::{MOperand, RegClass};

/// How to divide by one constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reciprocal {
    /// `d = 2^k`.
    Shift(u8),
    /// `q = mulhi(n, multiplier) >> shift`.
    MulShift { multiplier: u32, shift: u8 },
    /// `t = mulhi(n, multiplier)`, `q = (t + ((n - t) >> 1)) >> shift`.
    MulAddShift { multiplier: u32, shift: u8 },
}

/// The reciprocal of `d` (at least 1).
pub(crate) fn reciprocal(d: u32) -> Reciprocal {
    if d.is_power_of_two() {
        return Reciprocal::Shift(d.trailing_zeros() as u8);
    }
    let d64 = u64::from(d);
    let l = 32 - (d - 1).leading_zeros(); // ceil(log2 d), 2..=32
    for s in 0..l {
        let pow = 1u128 << (32 + s);
        let m = pow.div_ceil(u128::from(d));
        if m < (1 << 32) && m * u128::from(d) - pow <= 1 << s {
            return Reciprocal::MulShift {
                multiplier: m as u32,
                shift: s as u8,
            };
        }
    }
    let m = ((1u128 << 32) * ((1u128 << l) - u128::from(d64))) / u128::from(d64) + 1;
    Reciprocal::MulAddShift {
        multiplier: m as u32,
        shift: (l - 1) as u8,
    }
}

/// `n / d` computed the way the emitted code does (for tests).
#[cfg(test)]
fn quotient(n: u32, r: Reciprocal) -> u32 {
    let mulhi = |a: u32, b: u32| ((u64::from(a) * u64::from(b)) >> 32) as u32;
    match r {
        Reciprocal::Shift(k) => n.checked_shr(u32::from(k)).unwrap_or(0),
        Reciprocal::MulShift { multiplier, shift } => mulhi(n, multiplier) >> shift,
        Reciprocal::MulAddShift { multiplier, shift } => {
            let t = mulhi(n, multiplier);
            (t + ((n - t) >> 1)) >> shift
        }
    }
}

impl Isel<'_> {
    /// The quotient (when `want_q`) and remainder (when `want_r`) of `n / d` for a constant
    /// `d` ≥ 1, with SALU instructions when `scalar` (then `n` must be a scalar operand).
    pub(super) fn udiv_rem_const(
        &mut self,
        n: MOperand,
        d: u32,
        want_q: bool,
        want_r: bool,
        scalar: bool,
    ) -> Result<(Option<MOperand>, Option<MOperand>), CodegenError> {
        let imm = |v: u32| const_operand(v, false);
        let recip = reciprocal(d);
        let q = match recip {
            Reciprocal::Shift(0) => n,
            Reciprocal::Shift(k) => self.shift_right(n, k, scalar)?,
            Reciprocal::MulShift { multiplier, shift } => {
                let t = self.int_op(
                    scalar,
                    op::S_MUL_HI_U32,
                    op::V_MUL_HI_U32,
                    n,
                    imm(multiplier),
                )?;
                if shift == 0 {
                    t
                } else {
                    self.shift_right(t, shift, scalar)?
                }
            }
            Reciprocal::MulAddShift { multiplier, shift } => {
                let t = self.int_op(
                    scalar,
                    op::S_MUL_HI_U32,
                    op::V_MUL_HI_U32,
                    n,
                    imm(multiplier),
                )?;
                let diff = self.int_op(scalar, op::S_SUB_U32, op::V_SUB_U32, n, t)?;
                let half = self.shift_right(diff, 1, scalar)?;
                let sum = self.int_op(scalar, op::S_ADD_U32, op::V_ADD_U32, half, t)?;
                self.shift_right(sum, shift, scalar)?
            }
        };
        let r = if want_r {
            Some(match recip {
                Reciprocal::Shift(k) => self.int_op(
                    scalar,
                    op::S_AND_B32,
                    op::V_AND_B32,
                    n,
                    imm(((1u64 << k) - 1) as u32),
                )?,
                _ => {
                    let p = self.int_op(scalar, op::S_MUL_I32, op::V_MUL_LO_U32, q, imm(d))?;
                    self.int_op(scalar, op::S_SUB_U32, op::V_SUB_U32, n, p)?
                }
            })
        } else {
            None
        };
        Ok((want_q.then_some(q), r))
    }

    /// `a` copied into a new register (SGPR when `scalar`).
    pub(super) fn copy_operand(
        &mut self,
        a: MOperand,
        scalar: bool,
    ) -> Result<MOperand, CodegenError> {
        let (dst, name) = if scalar {
            (MOperand::whole(self.sreg(1), 1), op::S_MOV_B32)
        } else {
            (MOperand::whole(self.vreg(), 1), op::V_MOV_B32)
        };
        self.push(name, Encoding::Native, &[dst, a])?;
        Ok(dst)
    }

    /// `a op b` into a new register: the SALU form when `scalar`, else the VALU one.
    fn int_op(
        &mut self,
        scalar: bool,
        salu: Op,
        valu: Op,
        a: MOperand,
        b: MOperand,
    ) -> Result<MOperand, CodegenError> {
        if scalar {
            let dst = MOperand::whole(self.sreg(1), 1);
            self.push(salu, Encoding::Native, &[dst, a, b])?;
            Ok(dst)
        } else {
            let dst = MOperand::whole(self.mf.new_vreg(RegClass::Vgpr, 1), 1);
            let commutative = valu != op::V_SUB_U32;
            self.valu(valu, dst, vec![a, b], commutative, Modifiers::default())?;
            Ok(dst)
        }
    }

    /// `a >> k` (logical) into a new register.
    fn shift_right(&mut self, a: MOperand, k: u8, scalar: bool) -> Result<MOperand, CodegenError> {
        let amount = const_operand(u32::from(k), false);
        if scalar {
            let dst = MOperand::whole(self.sreg(1), 1);
            self.push(op::S_LSHR_B32, Encoding::Native, &[dst, a, amount])?;
            Ok(dst)
        } else {
            let dst = MOperand::whole(self.mf.new_vreg(RegClass::Vgpr, 1), 1);
            self.valu(
                op::V_LSHRREV_B32,
                dst,
                vec![amount, a],
                false,
                Modifiers::default(),
            )?;
            Ok(dst)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dividends around every multiple boundary a reciprocal can get wrong, plus the ends.
    fn dividends(d: u32, state: &mut u64) -> Vec<u32> {
        let mut v = vec![0, 1, d - 1, d, d.wrapping_add(1), u32::MAX, u32::MAX - 1];
        let top = u32::MAX / d * d;
        v.extend([top, top.wrapping_sub(1), top.wrapping_sub(d)]);
        for _ in 0..200 {
            *state ^= *state << 13;
            *state ^= *state >> 7;
            *state ^= *state << 17;
            let n = *state as u32;
            v.extend([n, n / d * d, (n / d * d).wrapping_sub(1)]);
        }
        v
    }

    #[test]
    fn reciprocals_divide_exactly() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut divisors: Vec<u32> = (1..=1000).collect();
        divisors.extend([
            641,
            6700417,
            0x7fff_ffff,
            0x8000_0001,
            0xffff_fffe,
            u32::MAX,
            3 << 20,
            7 << 28,
        ]);
        for _ in 0..500 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            divisors.push((state as u32).max(1));
        }
        for d in divisors {
            let r = reciprocal(d);
            for n in dividends(d, &mut state) {
                assert_eq!(quotient(n, r), n / d, "{n} / {d} with {r:?}");
            }
        }
    }

    #[test]
    fn known_reciprocals() {
        // The textbook cases (Hacker's Delight, chapter 10): d = 3 is a multiply-high by
        // 0xAAAAAAAB then >> 1; d = 7 needs the add form with 0x24924925 and >> 2.
        assert_eq!(
            reciprocal(3),
            Reciprocal::MulShift {
                multiplier: 0xaaaa_aaab,
                shift: 1
            }
        );
        assert_eq!(
            reciprocal(7),
            Reciprocal::MulAddShift {
                multiplier: 0x2492_4925,
                shift: 2
            }
        );
        assert_eq!(reciprocal(64), Reciprocal::Shift(6));
    }
}
