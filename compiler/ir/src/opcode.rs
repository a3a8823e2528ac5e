//! The opcode table: every pure operation of the IR with its name, arity and type rule.
//!
//! This table is the single source of facts about operations; the printer, parser, verifier,
//! evaluator and passes all derive from it. Instructions that are not pure data operations
//! (constants, compares, memory, control flow) have their own instruction formats in
//! [`crate::instructions`].

use crate::types::Type;

/// How the operand and result types of an opcode relate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeRule {
    /// All operands share one integer type (`i32` or `i64`); the result has that type.
    IntSame,
    /// All operands share one of `i32`, `i64`, `b1`; the result has that type.
    BitsSame,
    /// All operands and the result are `i32`.
    I32Only,
    /// All operands share one float type (`f32` or `f64`); the result has that type.
    FloatSame,
    /// All operands and the result are `f32`.
    F32Only,
    /// Operands and result are the same type, any type.
    AnySame,
    /// A conversion: every operand has the first type and the result the second.
    Convert(Type, Type),
    /// `select`: a `b1` condition then two operands of one type, which is the result type.
    Select,
}

macro_rules! opcodes {
    ($($(#[doc = $doc:literal])* $variant:ident = $name:literal, $arity:literal, $rule:expr;)*) => {
        /// A pure operation (unary, binary, ternary or quaternary format).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode {
            $($(#[doc = $doc])* $variant,)*
        }

        impl Opcode {
            /// Every opcode, in table order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];

            /// The textual mnemonic.
            pub fn name(self) -> &'static str {
                match self { $(Opcode::$variant => $name,)* }
            }

            /// Number of value operands.
            pub fn arity(self) -> usize {
                match self { $(Opcode::$variant => $arity,)* }
            }

            /// The type rule relating operands and result.
            pub fn type_rule(self) -> TypeRule {
                match self { $(Opcode::$variant => $rule,)* }
            }
        }
    };
}

use TypeRule::*;

opcodes! {
    /// Copy of a value (removed by copy propagation).
    Copy = "copy", 1, AnySame;
    /// Two's-complement negation.
    Ineg = "ineg", 1, IntSame;
    /// Bitwise not.
    Bnot = "bnot", 1, BitsSame;
    /// Population count.
    Popcnt = "popcnt", 1, I32Only;
    /// Index of the lowest set bit, `-1` if none (IL `ffb(lo)`, L7222-7229).
    FfbLo = "ffb_lo", 1, I32Only;
    /// Index, counted from the most significant bit, of the highest set bit, `-1` if none
    /// (IL `ffb(hi)`).
    FfbHi = "ffb_hi", 1, I32Only;
    /// Like `ffb_hi` but finds the first bit differing from the sign bit (IL `ffb(shi)`).
    FfbShi = "ffb_shi", 1, I32Only;
    /// Bit reversal (IL `ubit_reverse`, L7285).
    Bitrev = "bitrev", 1, I32Only;
    /// Float negation (sign flip, also of NaN).
    Fneg = "fneg", 1, FloatSame;
    /// Float absolute value.
    Fabs = "fabs", 1, FloatSame;
    /// Clamp to `[0, 1]`, NaN becomes 0 (IL `_sat`, L554).
    Fsat = "fsat", 1, FloatSame;
    /// Reciprocal with the zero-operand rule of the `zeroop` flag (IL RCP, L8787-8810).
    Frcp = "frcp", 1, FloatSame;
    /// Reciprocal square root with the `zeroop` rule (IL RSQ, L8925-8945).
    Frsq = "frsq", 1, FloatSame;
    /// Square root.
    Fsqrt = "fsqrt", 1, FloatSame;
    /// Base-2 exponential.
    Fexp2 = "fexp2", 1, F32Only;
    /// Base-2 logarithm with the `zeroop` rule for 0 (IL LOG, L8271-8290).
    Flog2 = "flog2", 1, F32Only;
    /// Sine (radians).
    Fsin = "fsin", 1, F32Only;
    /// Cosine (radians).
    Fcos = "fcos", 1, F32Only;
    /// Arc cosine (radians; IL ACOS, L7525).
    Facos = "facos", 1, F32Only;
    /// Arc sine (radians; IL ASIN, L7541).
    Fasin = "fasin", 1, F32Only;
    /// Arc tangent (radians; IL ATAN, L7557).
    Fatan = "fatan", 1, F32Only;
    /// Tangent (radians; IL TAN, L9092).
    Ftan = "ftan", 1, F32Only;
    /// Round toward negative infinity.
    Ffloor = "ffloor", 1, FloatSame;
    /// Round toward positive infinity.
    Fceil = "fceil", 1, FloatSame;
    /// Round toward zero.
    Ftrunc = "ftrunc", 1, FloatSame;
    /// Round to nearest, ties to even (IL ROUND_NEAR, L8869-8874).
    Frne = "frne", 1, FloatSame;
    /// `x - floor(x)` (IL FRC, L8062-8078; 1.0 for tiny negative inputs, as the operation says).
    Ffract = "ffract", 1, FloatSame;
    /// Float to signed int, truncating; out of range saturates, NaN gives 0 (the manual
    /// leaves this undefined, L7406-7408).
    Ftoi = "ftoi", 1, Convert(Type::F32, Type::I32);
    /// Float to unsigned int, truncating; out of range saturates, NaN gives 0 (L7422-7424).
    Ftou = "ftou", 1, Convert(Type::F32, Type::I32);
    /// Signed int to float, round to nearest even.
    Itof = "itof", 1, Convert(Type::I32, Type::F32);
    /// Unsigned int to float, round to nearest even.
    Utof = "utof", 1, Convert(Type::I32, Type::F32);
    /// Double to signed int, truncating (saturating).
    Dtoi = "dtoi", 1, Convert(Type::F64, Type::I32);
    /// Double to unsigned int, truncating (saturating).
    Dtou = "dtou", 1, Convert(Type::F64, Type::I32);
    /// Signed int to double (exact).
    Itod = "itod", 1, Convert(Type::I32, Type::F64);
    /// Unsigned int to double (exact).
    Utod = "utod", 1, Convert(Type::I32, Type::F64);
    /// Float to double (exact, IL F_2_D L7337).
    Fpromote = "fpromote", 1, Convert(Type::F32, Type::F64);
    /// Double to float, round to nearest even, overflow to infinity (IL D_2_F L7296-7310).
    Fdemote = "fdemote", 1, Convert(Type::F64, Type::F32);
    /// Float to half, packed in the low 16 bits, round to nearest even (IL F_2_F16 L7365).
    F32ToF16 = "f32_to_f16", 1, Convert(Type::F32, Type::I32);
    /// Half in the low 16 bits to float (IL F16_2_F L7389).
    F16ToF32 = "f16_to_f32", 1, Convert(Type::I32, Type::F32);
    /// Predicate to mask: true gives `0xFFFFFFFF`, false 0 (IL compare results, L6740).
    Bmask = "bmask", 1, Convert(Type::B1, Type::I32);
    /// Low 32 bits of a 64-bit integer.
    Ilo = "ilo", 1, Convert(Type::I64, Type::I32);
    /// High 32 bits of a 64-bit integer.
    Ihi = "ihi", 1, Convert(Type::I64, Type::I32);

    /// Wrapping addition.
    Iadd = "iadd", 2, IntSame;
    /// Wrapping subtraction.
    Isub = "isub", 2, IntSame;
    /// Wrapping multiplication (low half).
    Imul = "imul", 2, IntSame;
    /// High 32 bits of the signed 64-bit product.
    Smulhi = "smulhi", 2, I32Only;
    /// High 32 bits of the unsigned 64-bit product.
    Umulhi = "umulhi", 2, I32Only;
    /// Unsigned division; division by zero gives all ones (the manual is silent, L6940).
    Udiv = "udiv", 2, IntSame;
    /// Unsigned remainder; remainder by zero gives the dividend.
    Urem = "urem", 2, IntSame;
    /// Signed division (64-bit IL only); by zero gives -1, overflow wraps.
    Sdiv = "sdiv", 2, IntSame;
    /// Signed remainder; by zero gives the dividend.
    Srem = "srem", 2, IntSame;
    /// Shift left; the count is taken modulo the width (IL masks with 0x1F, L3228/L6898).
    Ishl = "ishl", 2, IntSame;
    /// Logical shift right; count modulo the width.
    Ushr = "ushr", 2, IntSame;
    /// Arithmetic shift right; count modulo the width.
    Sshr = "sshr", 2, IntSame;
    /// Bitwise and.
    Band = "band", 2, BitsSame;
    /// Bitwise or.
    Bor = "bor", 2, BitsSame;
    /// Bitwise xor.
    Bxor = "bxor", 2, BitsSame;
    /// Signed minimum.
    Smin = "smin", 2, IntSame;
    /// Signed maximum.
    Smax = "smax", 2, IntSame;
    /// Unsigned minimum.
    Umin = "umin", 2, IntSame;
    /// Unsigned maximum.
    Umax = "umax", 2, IntSame;
    /// Carry out (0 or 1) of the unsigned addition (IL ICARRY, L6729).
    Icarry = "icarry", 2, I32Only;
    /// Borrow out (0 or 1) of the unsigned subtraction (IL IBORROW, L6714).
    Iborrow = "iborrow", 2, I32Only;
    /// Product of the low 24 bits, unsigned, low 32 bits of the result (IL UMUL24, L7087).
    Umul24 = "umul24", 2, I32Only;
    /// Product of the sign-extended low 24 bits, low 32 bits (IL IMUL24, L6825).
    Smul24 = "smul24", 2, I32Only;
    /// High 16 bits of the 48-bit unsigned 24-bit product (IL UMUL24_HIGH, L7108-7110).
    Umulhi24 = "umulhi24", 2, I32Only;
    /// High 16 bits (sign-extended) of the 48-bit signed 24-bit product (IL IMUL24_HIGH).
    Smulhi24 = "smulhi24", 2, I32Only;
    /// Joins `lo, hi` into a 64-bit integer.
    Iconcat = "iconcat", 2, Convert(Type::I32, Type::I64);
    /// Float addition.
    Fadd = "fadd", 2, FloatSame;
    /// Float subtraction.
    Fsub = "fsub", 2, FloatSame;
    /// Float multiplication; without `ieee`, `0 * x = 0` even for NaN and infinity (L369).
    Fmul = "fmul", 2, FloatSame;
    /// Float division with the `zeroop` rule for a zero divisor (IL DIV, L7791).
    Fdiv = "fdiv", 2, FloatSame;
    /// Float minimum with IL NaN rules (L8454-8507).
    Fmin = "fmin", 2, FloatSame;
    /// Float maximum with IL NaN rules (L8454-8507).
    Fmax = "fmax", 2, FloatSame;

    /// Wrapping multiply-add `a * b + c`.
    Imad = "imad", 3, IntSame;
    /// Unsigned 24-bit multiply-add (IL UMAD24, L7005).
    Umad24 = "umad24", 3, I32Only;
    /// Signed 24-bit multiply-add (IL IMAD24, L6763).
    Smad24 = "smad24", 3, I32Only;
    /// Float multiply-add, product rounded before the add; `ieee` as for `fmul` (IL MAD).
    Fmad = "fmad", 3, FloatSame;
    /// Fused multiply-add with a single rounding (IL FMA, L8044).
    Ffma = "ffma", 3, FloatSame;
    /// Unsigned bit-field extract `value, offset, width` with 5-bit fields (IL UBIT_EXTRACT,
    /// L7237-7250).
    Ubfe = "ubfe", 3, I32Only;
    /// Signed bit-field extract `value, offset, width` (IL IBIT_EXTRACT, L7162-7184).
    Sbfe = "sbfe", 3, I32Only;
    /// `cond ? a : b`.
    Select = "select", 3, Select;

    /// Bit-field insert `base, insert, offset, width` with 5-bit fields (IL UBIT_INSERT,
    /// L7271-7274).
    Bfi = "bfi", 4, I32Only;
}

impl Opcode {
    /// Looks an opcode up by mnemonic.
    pub fn from_name(name: &str) -> Option<Opcode> {
        Opcode::ALL.iter().copied().find(|op| op.name() == name)
    }

    /// True for operations on floats whose exact result depends on [`crate::FloatFlags`].
    pub fn uses_float_flags(self) -> bool {
        matches!(self.type_rule(), TypeRule::FloatSame | TypeRule::F32Only)
    }

    /// True when `op(a, b) == op(b, a)` for all inputs (with equal flags).
    pub fn is_commutative(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Iadd | Imul
                | Smulhi
                | Umulhi
                | Band
                | Bor
                | Bxor
                | Smin
                | Smax
                | Umin
                | Umax
                | Icarry
                | Umul24
                | Smul24
                | Umulhi24
                | Smulhi24
                | Fadd
                | Fmul
                | Fmin
                | Fmax
        )
    }

    /// Computes the result type from operand types, or `None` when they break the rule.
    pub fn result_type(self, operands: &[Type]) -> Option<Type> {
        if operands.len() != self.arity() {
            return None;
        }
        let all_same = |allowed: &[Type]| -> Option<Type> {
            let first = *operands.first()?;
            (allowed.contains(&first) && operands.iter().all(|t| *t == first)).then_some(first)
        };
        match self.type_rule() {
            TypeRule::IntSame => all_same(&[Type::I32, Type::I64]),
            TypeRule::BitsSame => all_same(&[Type::I32, Type::I64, Type::B1]),
            TypeRule::I32Only => all_same(&[Type::I32]),
            TypeRule::FloatSame => all_same(&[Type::F32, Type::F64]),
            TypeRule::F32Only => all_same(&[Type::F32]),
            TypeRule::AnySame => all_same(&Type::ALL),
            TypeRule::Convert(from, to) => operands.iter().all(|t| *t == from).then_some(to),
            TypeRule::Select => match operands {
                [Type::B1, a, b] if a == b => Some(*a),
                _ => None,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_round_trip() {
        for op in Opcode::ALL {
            assert_eq!(Opcode::from_name(op.name()), Some(*op));
        }
    }

    #[test]
    fn type_rules() {
        assert_eq!(
            Opcode::Iadd.result_type(&[Type::I64, Type::I64]),
            Some(Type::I64)
        );
        assert_eq!(Opcode::Iadd.result_type(&[Type::I32, Type::I64]), None);
        assert_eq!(Opcode::Iadd.result_type(&[Type::F32, Type::F32]), None);
        assert_eq!(
            Opcode::Band.result_type(&[Type::B1, Type::B1]),
            Some(Type::B1)
        );
        assert_eq!(
            Opcode::Select.result_type(&[Type::B1, Type::F32, Type::F32]),
            Some(Type::F32)
        );
        assert_eq!(
            Opcode::Select.result_type(&[Type::I32, Type::F32, Type::F32]),
            None
        );
        assert_eq!(Opcode::Ftoi.result_type(&[Type::F32]), Some(Type::I32));
        assert_eq!(Opcode::Fexp2.result_type(&[Type::F64]), None);
    }
}
