//! Source and destination modifiers (manual §2.2.5-2.2.7, L513-692) applied to one lane's
//! 4-component value.
//!
//! Source order (L618-633): swizzle → invert → bias → x2 → sign → divComp → abs → neg →
//! clamp. The `1` swizzle selects float 1.0 even for integer opcodes (L616). How a modifier
//! acts depends on the opcode's operand type:
//! - float: the arithmetic of Table 3.2 (L962-979); neg and abs flip / clear the sign bit,
//!   so a NaN stays a NaN (L611-615);
//! - integer: neg is two's complement (L614), abs the integer absolute value; the float-only
//!   modifiers (bias, x2, divComp, clamp) are rejected by the verifier (L636);
//! - double: neg and abs change only the high word of each pair (L613), i.e. components y
//!   and w after the swizzle.
//!
//! Destination order (L538-545): shift_scale → clamp → write mask, where a mask position may
//! write the constants 0.0 or 1.0 instead of the result (ILModDstComp, L2571-2574), even to
//! components the instruction does not otherwise produce (L519).

use super::float::{saturate, ONE};

/// One component selector of a swizzle (ILComponentSelect, L2370-2382).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Select {
    /// Component 0..=3 of the register.
    Comp(u8),
    /// The constant 0.
    Zero,
    /// The constant float 1.0 (L616).
    One,
}

/// How the float-style modifiers are interpreted for an opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueType {
    /// 32-bit floats (and typeless moves, whose sign-bit modifiers act as on floats).
    Float,
    /// 32-bit integers.
    Int,
    /// Doubles in register pairs.
    Double,
}

/// `_divcomp(..)` (ILDivComp, L2396-2407).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DivComp {
    /// No division.
    #[default]
    None,
    /// x /= y.
    Y,
    /// x, y /= z.
    Z,
    /// x, y, z /= w.
    W,
}

/// The modifiers of one source operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SrcMods {
    /// Swizzle (identity when the operand has none, L610).
    pub swizzle: [Select; 4],
    /// `_invert`: 1 - x.
    pub invert: bool,
    /// `_bias`: x - 0.5.
    pub bias: bool,
    /// `_x2`: 2x (`_bx2` sets both bias and x2).
    pub x2: bool,
    /// `_sign`: -1, 0 or 1 (L624 says "> 1 become 1", L671/L978 "> 0"; > 0 is used).
    pub sign: bool,
    /// `_divcomp(..)`.
    pub div_comp: DivComp,
    /// `_abs`.
    pub abs: bool,
    /// `_neg(..)` per component (after the swizzle).
    pub neg: [bool; 4],
    /// Source `clamp` to [0, 1] (NaN → 0).
    pub clamp: bool,
}

impl Default for SrcMods {
    fn default() -> Self {
        SrcMods {
            swizzle: [
                Select::Comp(0),
                Select::Comp(1),
                Select::Comp(2),
                Select::Comp(3),
            ],
            invert: false,
            bias: false,
            x2: false,
            sign: false,
            div_comp: DivComp::None,
            abs: false,
            neg: [false; 4],
            clamp: false,
        }
    }
}

impl SrcMods {
    /// True when only the swizzle is present (the fast path of the interpreter).
    pub fn is_plain(&self) -> bool {
        !(self.invert
            || self.bias
            || self.x2
            || self.sign
            || self.div_comp != DivComp::None
            || self.abs
            || self.neg.iter().any(|&n| n)
            || self.clamp)
    }

    /// Applies the swizzle to a register value.
    pub fn swizzle(&self, reg: &[u32; 4]) -> [u32; 4] {
        let mut out = [0u32; 4];
        for (o, sel) in out.iter_mut().zip(self.swizzle.iter()) {
            *o = match *sel {
                Select::Comp(c) => reg[(c & 3) as usize],
                Select::Zero => 0,
                Select::One => ONE,
            };
        }
        out
    }

    /// Evaluates the operand: swizzle then the value modifiers in the manual's order.
    pub fn apply(&self, reg: &[u32; 4], ty: ValueType) -> [u32; 4] {
        let mut v = self.swizzle(reg);
        if self.is_plain() {
            return v;
        }
        match ty {
            ValueType::Float => self.apply_float(&mut v),
            ValueType::Int => {
                for (x, &neg) in v.iter_mut().zip(self.neg.iter()) {
                    if self.abs {
                        *x = (*x as i32).unsigned_abs();
                    }
                    if neg {
                        *x = x.wrapping_neg();
                    }
                }
            }
            ValueType::Double => {
                for i in [1usize, 3] {
                    if self.abs {
                        v[i] &= 0x7FFF_FFFF;
                    }
                    if self.neg[i] || self.neg[i - 1] {
                        v[i] ^= 0x8000_0000;
                    }
                }
            }
        }
        v
    }

    fn apply_float(&self, v: &mut [u32; 4]) {
        let arith = self.invert || self.bias || self.x2 || self.sign;
        if arith {
            for x in v.iter_mut() {
                let mut f = f32::from_bits(*x);
                if self.invert {
                    f = 1.0 - f;
                }
                if self.bias {
                    f -= 0.5;
                }
                if self.x2 {
                    f *= 2.0;
                }
                if self.sign {
                    f = if f > 0.0 {
                        1.0
                    } else if f < 0.0 {
                        -1.0
                    } else {
                        0.0
                    };
                }
                *x = f.to_bits();
            }
        }
        let divisor = match self.div_comp {
            DivComp::None => None,
            DivComp::Y => Some((1usize, 1usize)),
            DivComp::Z => Some((2, 2)),
            DivComp::W => Some((3, 3)),
        };
        if let Some((by, count)) = divisor {
            let d = f32::from_bits(v[by]);
            for x in v.iter_mut().take(count) {
                let n = f32::from_bits(*x);
                // A zero divisor gives ±FLT_MAX (L2404-2406).
                let q = if d == 0.0 {
                    if n.is_sign_negative() {
                        -f32::MAX
                    } else {
                        f32::MAX
                    }
                } else {
                    n / d
                };
                *x = q.to_bits();
            }
        }
        for (x, &neg) in v.iter_mut().zip(self.neg.iter()) {
            if self.abs {
                *x &= 0x7FFF_FFFF;
            }
            if neg {
                *x ^= 0x8000_0000;
            }
            if self.clamp {
                *x = saturate(f32::from_bits(*x)).to_bits();
            }
        }
    }
}

/// `ILShiftScale` (L2896-2909, L14158-14164).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ShiftScale {
    /// No scaling.
    #[default]
    None,
    /// ×2.
    X2,
    /// ×4.
    X4,
    /// ×8.
    X8,
    /// ÷2.
    D2,
    /// ÷4.
    D4,
    /// ÷8.
    D8,
}

impl ShiftScale {
    /// The factor.
    pub fn factor(self) -> f32 {
        match self {
            ShiftScale::None => 1.0,
            ShiftScale::X2 => 2.0,
            ShiftScale::X4 => 4.0,
            ShiftScale::X8 => 8.0,
            ShiftScale::D2 => 0.5,
            ShiftScale::D4 => 0.25,
            ShiftScale::D8 => 0.125,
        }
    }
}

/// What a destination mask position does (ILModDstComponent, L2564-2574).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DstComp {
    /// Not written.
    NoWrite,
    /// Written with the result.
    Write,
    /// Written with 0.0.
    Zero,
    /// Written with 1.0.
    One,
}

/// The destination modifiers of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DstMods {
    /// The write mask with 0/1 selects.
    pub mask: [DstComp; 4],
    /// `_sat`: clamp to [0, 1] (NaN → 0, L554).
    pub clamp: bool,
    /// `_x2` … `_d8`.
    pub shift_scale: ShiftScale,
}

impl Default for DstMods {
    fn default() -> Self {
        DstMods {
            mask: [DstComp::Write; 4],
            clamp: false,
            shift_scale: ShiftScale::None,
        }
    }
}

impl DstMods {
    /// True when the result is stored unmodified (no scale, no clamp).
    pub fn is_plain(&self) -> bool {
        !self.clamp && self.shift_scale == ShiftScale::None
    }

    /// Applies shift_scale and clamp to a float result component (L538-545).
    pub fn modify_float(&self, w: u32) -> u32 {
        if self.is_plain() {
            return w;
        }
        let mut f = f32::from_bits(w);
        if self.shift_scale != ShiftScale::None {
            // The scaled value is the instruction's result, flushed when denormal like every
            // float result (L3055, L8418: "denorms are flushed to zeros on input and output").
            f = super::float::flush(f * self.shift_scale.factor());
        }
        if self.clamp {
            // `_sat` is a float operation: a denormal input is flushed first (L8418), so
            // `mov_sat` of a denormal bit pattern gives 0 like every other float result.
            f = saturate(super::float::flush(f));
        }
        f.to_bits()
    }

    /// Applies shift_scale (and clamp, as a float) to a double result (L561-563 allow only
    /// shift_scale on doubles; clamp is applied after converting, for completeness).
    pub fn modify_double(&self, d: f64) -> f64 {
        let mut d = d * self.shift_scale.factor() as f64;
        if self.clamp {
            d = if d.is_nan() { 0.0 } else { d.clamp(0.0, 1.0) };
        }
        d
    }

    /// Stores a 4-component result into `reg` through the mask: Write positions take
    /// `value`, Zero/One positions the float constants, NoWrite positions keep `reg`.
    pub fn store(&self, reg: &mut [u32; 4], value: &[u32; 4]) {
        for ((r, &m), &v) in reg.iter_mut().zip(self.mask.iter()).zip(value.iter()) {
            match m {
                DstComp::NoWrite => {}
                DstComp::Write => *r = v,
                DstComp::Zero => *r = 0,
                DstComp::One => *r = ONE,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(x: f32) -> u32 {
        x.to_bits()
    }
    fn wv(a: [f32; 4]) -> [u32; 4] {
        a.map(w)
    }

    #[test]
    fn swizzle_with_constants_inserts_float_one() {
        let m = SrcMods {
            swizzle: [Select::Comp(3), Select::Zero, Select::One, Select::Comp(0)],
            ..SrcMods::default()
        };
        assert_eq!(
            m.apply(&[10, 20, 30, 40], ValueType::Int),
            [40, 0, 0x3F80_0000, 10]
        );
    }

    #[test]
    fn float_modifier_order() {
        // x = 0.25: invert 0.75, bias 0.25, x2 0.5, abs 0.5, neg -0.5.
        let m = SrcMods {
            invert: true,
            bias: true,
            x2: true,
            abs: true,
            neg: [true, false, false, false],
            ..SrcMods::default()
        };
        let v = m.apply(&wv([0.25, 2.0, -1.0, 0.0]), ValueType::Float);
        assert_eq!(v[0], w(-0.5));
        // y = 2: invert -1, bias -1.5, x2 -3, abs 3
        assert_eq!(v[1], w(3.0));
        // abs before neg: -|x|, and then clamp of a negative is 0
        let m = SrcMods {
            abs: true,
            neg: [true; 4],
            clamp: true,
            ..SrcMods::default()
        };
        assert_eq!(
            m.apply(&wv([5.0, -5.0, 0.5, -0.5]), ValueType::Float),
            [0, 0, 0, 0]
        );
        let m = SrcMods {
            sign: true,
            ..SrcMods::default()
        };
        assert_eq!(
            m.apply(&wv([3.0, -0.5, 0.0, 0.5]), ValueType::Float),
            wv([1.0, -1.0, 0.0, 1.0])
        );
    }

    #[test]
    fn divcomp_divides_leading_components() {
        let m = SrcMods {
            div_comp: DivComp::Z,
            ..SrcMods::default()
        };
        assert_eq!(
            m.apply(&wv([4.0, 6.0, 2.0, 9.0]), ValueType::Float),
            wv([2.0, 3.0, 2.0, 9.0]) // z itself is not divided (L2406)
        );
        let m = SrcMods {
            div_comp: DivComp::Y,
            ..SrcMods::default()
        };
        assert_eq!(
            m.apply(&wv([-4.0, 0.0, 1.0, 1.0]), ValueType::Float)[0],
            w(-f32::MAX)
        );
    }

    #[test]
    fn integer_and_double_negation() {
        let m = SrcMods {
            neg: [true, false, true, false],
            ..SrcMods::default()
        };
        assert_eq!(
            m.apply(&[1, 1, 0x8000_0000, 7], ValueType::Int),
            [u32::MAX, 1, 0x8000_0000, 7]
        );
        // double: only the high word (y) flips
        let m = SrcMods {
            neg: [true; 4],
            ..SrcMods::default()
        };
        assert_eq!(
            m.apply(&[5, 0x3FF0_0000, 6, 0xBFF0_0000], ValueType::Double),
            [5, 0xBFF0_0000, 6, 0x3FF0_0000]
        );
    }

    #[test]
    fn destination_scale_then_clamp_then_mask() {
        let d = DstMods {
            mask: [
                DstComp::Write,
                DstComp::NoWrite,
                DstComp::Zero,
                DstComp::One,
            ],
            clamp: true,
            shift_scale: ShiftScale::X4,
        };
        // 0.2 * 4 = 0.8 (kept), 0.3*4 = 1.2 -> 1.0
        assert_eq!(d.modify_float(w(0.25)), w(1.0));
        assert_eq!(d.modify_float(w(0.125)), w(0.5));
        assert_eq!(d.modify_float(w(f32::NAN)), 0);
        let mut reg = [7, 8, 9, 10];
        d.store(&mut reg, &[1, 2, 3, 4]);
        assert_eq!(reg, [1, 8, 0, 0x3F80_0000]);
        let half = DstMods {
            shift_scale: ShiftScale::D8,
            ..DstMods::default()
        };
        assert_eq!(half.modify_float(w(4.0)), w(0.5));
        // A result scaled into the denormal range is flushed (sign kept).
        assert_eq!(half.modify_float(w(-f32::MIN_POSITIVE)), w(-0.0));
    }
}
