//! The ALU opcode table: every OP2 (ALU_DWORD1_OP2.ALU_INST, bits 17:8) and OP3
//! (ALU_DWORD1_OP3.ALU_INST, bits 17:13) instruction of the R600 ISA manual §8.6-8.7
//! (r600-isa.txt L10241-10353 and L10487-10506), each once, with the facts a scheduler, packer and
//! simulator need: which units may execute it (§4.8, Tables 4-3/4-4/4-5, L3952-4353), how many
//! source operands it reads (§7.2 pseudo-code), and whether it is a reduction, sets the predicate,
//! pushes (predicate-counter increment), kills or writes AR. Everything else (the [`AluOp`] enum,
//! lookups by name and by code) is generated from this one table.

/// Which microcode format (and thus which ALU_INST field) an ALU opcode uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AluFormat {
    /// ALU_DWORD1_OP2: zero to two sources, ALU_INST in bits 17:8.
    Op2,
    /// ALU_DWORD1_OP3: three sources, ALU_INST in bits 17:13.
    Op3,
}

/// The ALU units that may execute an opcode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Units {
    /// Any of ALU.X, .Y, .Z, .W and ALU.Trans (Table 4-3).
    Any,
    /// Only ALU.[X,Y,Z,W] (Table 4-4).
    VectorOnly,
    /// Only ALU.Trans (Table 4-5); the instruction must be the last of its group.
    TransOnly,
}

/// Behaviour flags of an ALU opcode (a bit set; combine with `|`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct AluFlags(u16);

impl AluFlags {
    /// No flags.
    pub const NONE: AluFlags = AluFlags(0);
    /// Reduction (DOT4, DOT4_IEEE, CUBE, MAX4): occupies all four vector slots with the same
    /// opcode, OMOD and CLAMP (L4162-4165).
    pub const REDUCTION: AluFlags = AluFlags(1 << 0);
    /// PRED_SET*: computes a predicate; the only opcodes that may set UPDATE_PRED /
    /// UPDATE_EXECUTE_MASK; at most one per group (L4437-4440).
    pub const PRED_SET: AluFlags = AluFlags(1 << 1);
    /// Predicate-counter increment (`*_PUSH*`), L7054-7064.
    pub const PUSH: AluFlags = AluFlags(1 << 2);
    /// KILL*: kills pixels; PS only, at most one per group (L4086-4095).
    pub const KILL: AluFlags = AluFlags(1 << 3);
    /// MOVA*: writes AR element = the unit's channel; GPR/PV result undefined (L4167-4230).
    pub const WRITES_AR: AluFlags = AluFlags(1 << 4);
    /// The result is an integer (or bit pattern): OMOD and CLAMP are not valid (L4292-4361).
    pub const INT_RESULT: AluFlags = AluFlags(1 << 5);
    /// The sources are integers: NEG and ABS are not valid on them (L3507-3513).
    pub const INT_SOURCES: AluFlags = AluFlags(1 << 6);
    /// IEEE rules for 0 * anything (otherwise 0 * anything = 0), L4061-4073.
    pub const IEEE: AluFlags = AluFlags(1 << 7);
    /// A no-operation: writes nothing and invalidates PV/PS (L4402).
    pub const NOP: AluFlags = AluFlags(1 << 8);

    /// Whether every flag of `other` is set in `self`.
    pub const fn contains(self, other: AluFlags) -> bool {
        self.0 & other.0 == other.0
    }

    /// The union of two flag sets.
    pub const fn union(self, other: AluFlags) -> AluFlags {
        AluFlags(self.0 | other.0)
    }
}

impl std::ops::BitOr for AluFlags {
    type Output = AluFlags;
    fn bitor(self, rhs: AluFlags) -> AluFlags {
        self.union(rhs)
    }
}

/// Everything the manual says about one ALU opcode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AluOpInfo {
    /// The opcode.
    pub op: AluOp,
    /// OP2 or OP3 format.
    pub format: AluFormat,
    /// The ALU_INST field value.
    pub code: u32,
    /// The manual's mnemonic without the `OP2_INST_`/`OP3_INST_` prefix (e.g. `MUL_IEEE`).
    pub name: &'static str,
    /// Units that may execute it.
    pub units: Units,
    /// Number of source operands read (0-3); unused source fields are ignored by the hardware
    /// except that a literal select still fetches a literal (L3545-3546).
    pub srcs: u8,
    /// Behaviour flags.
    pub flags: AluFlags,
}

impl AluOpInfo {
    /// The full symbol of the manual, e.g. `OP2_INST_ADD`.
    pub fn symbol(&self) -> String {
        match self.format {
            AluFormat::Op2 => format!("OP2_INST_{}", self.name),
            AluFormat::Op3 => format!("OP3_INST_{}", self.name),
        }
    }
}

macro_rules! alu_table {
    ($($variant:ident = $fmt:ident $code:literal $name:literal $units:ident $srcs:literal [$($flag:ident)|*];)*) => {
        /// An ALU opcode (OP2 or OP3). The discriminant indexes [`ALU_OPS`].
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum AluOp { $(#[doc = concat!("`", $name, "` (", stringify!($code), ")")] $variant),* }

        /// The ALU opcode table, in [`AluOp`] order (OP2 by code, then OP3 by code).
        pub const ALU_OPS: &[AluOpInfo] = &[$(AluOpInfo {
            op: AluOp::$variant,
            format: AluFormat::$fmt,
            code: $code,
            name: $name,
            units: Units::$units,
            srcs: $srcs,
            flags: AluFlags::NONE $(.union(AluFlags::$flag))*,
        }),*];
    };
}

alu_table! {
    // OP2, L10241-10353.
    Add = Op2 0 "ADD" Any 2 [];
    Mul = Op2 1 "MUL" Any 2 [];
    MulIeee = Op2 2 "MUL_IEEE" Any 2 [IEEE];
    Max = Op2 3 "MAX" Any 2 [];
    Min = Op2 4 "MIN" Any 2 [];
    MaxDx10 = Op2 5 "MAX_DX10" Any 2 [];
    MinDx10 = Op2 6 "MIN_DX10" Any 2 [];
    Sete = Op2 8 "SETE" Any 2 [];
    Setgt = Op2 9 "SETGT" Any 2 [];
    Setge = Op2 10 "SETGE" Any 2 [];
    Setne = Op2 11 "SETNE" Any 2 [];
    SeteDx10 = Op2 12 "SETE_DX10" Any 2 [INT_RESULT];
    SetgtDx10 = Op2 13 "SETGT_DX10" Any 2 [INT_RESULT];
    SetgeDx10 = Op2 14 "SETGE_DX10" Any 2 [INT_RESULT];
    SetneDx10 = Op2 15 "SETNE_DX10" Any 2 [INT_RESULT];
    Fract = Op2 16 "FRACT" Any 1 [];
    Trunc = Op2 17 "TRUNC" Any 1 [];
    Ceil = Op2 18 "CEIL" Any 1 [];
    Rndne = Op2 19 "RNDNE" Any 1 [];
    Floor = Op2 20 "FLOOR" Any 1 [];
    Mova = Op2 21 "MOVA" VectorOnly 1 [WRITES_AR];
    MovaFloor = Op2 22 "MOVA_FLOOR" VectorOnly 1 [WRITES_AR];
    MovaInt = Op2 24 "MOVA_INT" VectorOnly 1 [WRITES_AR | INT_SOURCES | INT_RESULT];
    Mov = Op2 25 "MOV" Any 1 [];
    Nop = Op2 26 "NOP" Any 0 [NOP];
    PredSete = Op2 32 "PRED_SETE" Any 2 [PRED_SET];
    PredSetgt = Op2 33 "PRED_SETGT" Any 2 [PRED_SET];
    PredSetge = Op2 34 "PRED_SETGE" Any 2 [PRED_SET];
    PredSetne = Op2 35 "PRED_SETNE" Any 2 [PRED_SET];
    PredSetInv = Op2 36 "PRED_SET_INV" Any 1 [PRED_SET];
    PredSetPop = Op2 37 "PRED_SET_POP" Any 2 [PRED_SET];
    PredSetClr = Op2 38 "PRED_SET_CLR" Any 0 [PRED_SET];
    PredSetRestore = Op2 39 "PRED_SET_RESTORE" Any 1 [PRED_SET];
    PredSetePush = Op2 40 "PRED_SETE_PUSH" Any 2 [PRED_SET | PUSH];
    PredSetgtPush = Op2 41 "PRED_SETGT_PUSH" Any 2 [PRED_SET | PUSH];
    PredSetgePush = Op2 42 "PRED_SETGE_PUSH" Any 2 [PRED_SET | PUSH];
    PredSetnePush = Op2 43 "PRED_SETNE_PUSH" Any 2 [PRED_SET | PUSH];
    Kille = Op2 44 "KILLE" Any 2 [KILL];
    Killgt = Op2 45 "KILLGT" Any 2 [KILL];
    Killge = Op2 46 "KILLGE" Any 2 [KILL];
    Killne = Op2 47 "KILLNE" Any 2 [KILL];
    AndInt = Op2 48 "AND_INT" Any 2 [INT_SOURCES | INT_RESULT];
    OrInt = Op2 49 "OR_INT" Any 2 [INT_SOURCES | INT_RESULT];
    XorInt = Op2 50 "XOR_INT" Any 2 [INT_SOURCES | INT_RESULT];
    NotInt = Op2 51 "NOT_INT" Any 1 [INT_SOURCES | INT_RESULT];
    AddInt = Op2 52 "ADD_INT" Any 2 [INT_SOURCES | INT_RESULT];
    SubInt = Op2 53 "SUB_INT" Any 2 [INT_SOURCES | INT_RESULT];
    MaxInt = Op2 54 "MAX_INT" Any 2 [INT_SOURCES | INT_RESULT];
    MinInt = Op2 55 "MIN_INT" Any 2 [INT_SOURCES | INT_RESULT];
    MaxUint = Op2 56 "MAX_UINT" Any 2 [INT_SOURCES | INT_RESULT];
    MinUint = Op2 57 "MIN_UINT" Any 2 [INT_SOURCES | INT_RESULT];
    SeteInt = Op2 58 "SETE_INT" Any 2 [INT_SOURCES | INT_RESULT];
    SetgtInt = Op2 59 "SETGT_INT" Any 2 [INT_SOURCES | INT_RESULT];
    SetgeInt = Op2 60 "SETGE_INT" Any 2 [INT_SOURCES | INT_RESULT];
    SetneInt = Op2 61 "SETNE_INT" Any 2 [INT_SOURCES | INT_RESULT];
    SetgtUint = Op2 62 "SETGT_UINT" Any 2 [INT_SOURCES | INT_RESULT];
    SetgeUint = Op2 63 "SETGE_UINT" Any 2 [INT_SOURCES | INT_RESULT];
    PredSeteInt = Op2 66 "PRED_SETE_INT" Any 2 [PRED_SET | INT_SOURCES];
    PredSetgtInt = Op2 67 "PRED_SETGT_INT" Any 2 [PRED_SET | INT_SOURCES];
    PredSetgeInt = Op2 68 "PRED_SETGE_INT" Any 2 [PRED_SET | INT_SOURCES];
    PredSetneInt = Op2 69 "PRED_SETNE_INT" Any 2 [PRED_SET | INT_SOURCES];
    PredSetltInt = Op2 70 "PRED_SETLT_INT" Any 2 [PRED_SET | INT_SOURCES];
    PredSetleInt = Op2 71 "PRED_SETLE_INT" Any 2 [PRED_SET | INT_SOURCES];
    PredSetePushInt = Op2 74 "PRED_SETE_PUSH_INT" Any 2 [PRED_SET | PUSH | INT_SOURCES];
    PredSetgtPushInt = Op2 75 "PRED_SETGT_PUSH_INT" Any 2 [PRED_SET | PUSH | INT_SOURCES];
    PredSetgePushInt = Op2 76 "PRED_SETGE_PUSH_INT" Any 2 [PRED_SET | PUSH | INT_SOURCES];
    PredSetnePushInt = Op2 77 "PRED_SETNE_PUSH_INT" Any 2 [PRED_SET | PUSH | INT_SOURCES];
    PredSetltPushInt = Op2 78 "PRED_SETLT_PUSH_INT" Any 2 [PRED_SET | PUSH | INT_SOURCES];
    PredSetlePushInt = Op2 79 "PRED_SETLE_PUSH_INT" Any 2 [PRED_SET | PUSH | INT_SOURCES];
    Dot4 = Op2 80 "DOT4" VectorOnly 2 [REDUCTION];
    Dot4Ieee = Op2 81 "DOT4_IEEE" VectorOnly 2 [REDUCTION | IEEE];
    Cube = Op2 82 "CUBE" VectorOnly 2 [REDUCTION];
    Max4 = Op2 83 "MAX4" VectorOnly 1 [REDUCTION];
    ExpIeee = Op2 97 "EXP_IEEE" TransOnly 1 [];
    LogClamped = Op2 98 "LOG_CLAMPED" TransOnly 1 [];
    LogIeee = Op2 99 "LOG_IEEE" TransOnly 1 [];
    RecipClamped = Op2 100 "RECIP_CLAMPED" TransOnly 1 [];
    RecipFf = Op2 101 "RECIP_FF" TransOnly 1 [];
    RecipIeee = Op2 102 "RECIP_IEEE" TransOnly 1 [];
    RecipsqrtClamped = Op2 103 "RECIPSQRT_CLAMPED" TransOnly 1 [];
    RecipsqrtFf = Op2 104 "RECIPSQRT_FF" TransOnly 1 [];
    RecipsqrtIeee = Op2 105 "RECIPSQRT_IEEE" TransOnly 1 [];
    SqrtIeee = Op2 106 "SQRT_IEEE" TransOnly 1 [];
    FltToInt = Op2 107 "FLT_TO_INT" TransOnly 1 [INT_RESULT];
    IntToFlt = Op2 108 "INT_TO_FLT" TransOnly 1 [INT_SOURCES];
    UintToFlt = Op2 109 "UINT_TO_FLT" TransOnly 1 [INT_SOURCES];
    Sin = Op2 110 "SIN" TransOnly 1 [];
    Cos = Op2 111 "COS" TransOnly 1 [];
    AshrInt = Op2 112 "ASHR_INT" TransOnly 2 [INT_SOURCES | INT_RESULT];
    LshrInt = Op2 113 "LSHR_INT" TransOnly 2 [INT_SOURCES | INT_RESULT];
    LshlInt = Op2 114 "LSHL_INT" TransOnly 2 [INT_SOURCES | INT_RESULT];
    MulloInt = Op2 115 "MULLO_INT" TransOnly 2 [INT_SOURCES | INT_RESULT];
    MulhiInt = Op2 116 "MULHI_INT" TransOnly 2 [INT_SOURCES | INT_RESULT];
    MulloUint = Op2 117 "MULLO_UINT" TransOnly 2 [INT_SOURCES | INT_RESULT];
    MulhiUint = Op2 118 "MULHI_UINT" TransOnly 2 [INT_SOURCES | INT_RESULT];
    RecipInt = Op2 119 "RECIP_INT" TransOnly 1 [INT_SOURCES | INT_RESULT];
    RecipUint = Op2 120 "RECIP_UINT" TransOnly 1 [INT_SOURCES | INT_RESULT];
    // OP3, L10487-10506.
    MulLit = Op3 12 "MUL_LIT" TransOnly 3 [];
    MulLitM2 = Op3 13 "MUL_LIT_M2" TransOnly 3 [];
    MulLitM4 = Op3 14 "MUL_LIT_M4" TransOnly 3 [];
    MulLitD2 = Op3 15 "MUL_LIT_D2" TransOnly 3 [];
    Muladd = Op3 16 "MULADD" Any 3 [];
    MuladdM2 = Op3 17 "MULADD_M2" Any 3 [];
    MuladdM4 = Op3 18 "MULADD_M4" Any 3 [];
    MuladdD2 = Op3 19 "MULADD_D2" Any 3 [];
    MuladdIeee = Op3 20 "MULADD_IEEE" Any 3 [IEEE];
    MuladdIeeeM2 = Op3 21 "MULADD_IEEE_M2" Any 3 [IEEE];
    MuladdIeeeM4 = Op3 22 "MULADD_IEEE_M4" Any 3 [IEEE];
    MuladdIeeeD2 = Op3 23 "MULADD_IEEE_D2" Any 3 [IEEE];
    Cmove = Op3 24 "CMOVE" Any 3 [];
    Cmovgt = Op3 25 "CMOVGT" Any 3 [];
    Cmovge = Op3 26 "CMOVGE" Any 3 [];
    CmoveInt = Op3 28 "CMOVE_INT" Any 3 [INT_SOURCES | INT_RESULT];
    CmovgtInt = Op3 29 "CMOVGT_INT" Any 3 [INT_SOURCES | INT_RESULT];
    CmovgeInt = Op3 30 "CMOVGE_INT" Any 3 [INT_SOURCES | INT_RESULT];
}

/// Number of ALU_INST values of the OP2 field that can hold a defined opcode (codes ≥ 128 need a
/// non-zero top-three bits, which the manual forbids, L10237).
const OP2_CODES: usize = 128;
/// Number of values of the 5-bit OP3 ALU_INST field.
const OP3_CODES: usize = 32;

const fn build_index<const N: usize>(format: AluFormat) -> [Option<AluOp>; N] {
    let mut index = [None; N];
    let mut i = 0;
    while i < ALU_OPS.len() {
        let info = &ALU_OPS[i];
        if matches!(
            (info.format, format),
            (AluFormat::Op2, AluFormat::Op2) | (AluFormat::Op3, AluFormat::Op3)
        ) {
            index[info.code as usize] = Some(info.op);
        }
        i += 1;
    }
    index
}

static OP2_BY_CODE: [Option<AluOp>; OP2_CODES] = build_index(AluFormat::Op2);
static OP3_BY_CODE: [Option<AluOp>; OP3_CODES] = build_index(AluFormat::Op3);

impl AluOp {
    /// The table entry of this opcode.
    pub fn info(self) -> &'static AluOpInfo {
        &ALU_OPS[self as usize]
    }

    /// The mnemonic (e.g. `MULADD_IEEE`).
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The OP2 opcode with ALU_INST value `code`, if defined.
    pub fn from_op2_code(code: u32) -> Option<AluOp> {
        OP2_BY_CODE.get(code as usize).copied().flatten()
    }

    /// The OP3 opcode with ALU_INST value `code`, if defined.
    pub fn from_op3_code(code: u32) -> Option<AluOp> {
        OP3_BY_CODE.get(code as usize).copied().flatten()
    }

    /// The opcode spelled `name` (the mnemonic, or the full `OP2_INST_`/`OP3_INST_` symbol;
    /// case-insensitive).
    pub fn from_name(name: &str) -> Option<AluOp> {
        let upper = name.to_ascii_uppercase();
        let short = upper
            .strip_prefix("OP2_INST_")
            .or_else(|| upper.strip_prefix("OP3_INST_"))
            .unwrap_or(&upper);
        ALU_OPS.iter().find(|i| i.name == short).map(|i| i.op)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_in_enum_order_and_codes_are_unique() {
        for (i, info) in ALU_OPS.iter().enumerate() {
            assert_eq!(info.op as usize, i, "{}", info.name);
            let back = match info.format {
                AluFormat::Op2 => AluOp::from_op2_code(info.code),
                AluFormat::Op3 => AluOp::from_op3_code(info.code),
            };
            assert_eq!(back, Some(info.op), "{}", info.name);
            assert_eq!(AluOp::from_name(info.name), Some(info.op));
            assert_eq!(AluOp::from_name(&info.symbol()), Some(info.op));
        }
        // OP3 opcodes are all >= 12 so that dword1 bits 17:15 are non-zero (L3295-3299).
        assert!(ALU_OPS
            .iter()
            .filter(|i| i.format == AluFormat::Op3)
            .all(|i| i.code >= 8));
    }

    #[test]
    fn undefined_codes_are_rejected() {
        for code in [7, 23, 27, 31, 64, 65, 72, 73, 84, 96, 121, 127, 128, 1023] {
            assert_eq!(AluOp::from_op2_code(code), None, "{code}");
        }
        for code in [0, 11, 27, 31, 32] {
            assert_eq!(AluOp::from_op3_code(code), None, "{code}");
        }
    }
}
