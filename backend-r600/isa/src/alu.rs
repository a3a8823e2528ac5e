//! ALU instructions and instruction groups: the operand model (GPR, kcache, cfile, inline
//! constants, literals, PV/PS, relative addressing and modifiers), ALU_DWORD0 /
//! ALU_DWORD1_OP2 / ALU_DWORD1_OP3 encoding and decoding (manual §8.5-8.7, L9951-10553), and
//! groups of up to five instructions followed by literal slots, with the unit (slot) assignment
//! of §4.3 (L3231-3285).

use crate::alu_ops::{AluFormat, AluOp, Units};
use crate::bits::{flag, get, put, put_flag};
use crate::common::Chan;
use crate::error::{check_width, DecodeError, EncodeError};

/// SRC*_SEL base of kcache bank 0 constants (L10008).
pub const SEL_KCACHE0: u32 = 128;
/// SRC*_SEL base of kcache bank 1 constants (L10009; L3499's 144 is a typo, see notes).
pub const SEL_KCACHE1: u32 = 160;
/// SRC*_SEL value ALU_SRC_LITERAL (L10015).
pub const SEL_LITERAL: u32 = 253;
/// SRC*_SEL value ALU_SRC_PV (L10016).
pub const SEL_PV: u32 = 254;
/// SRC*_SEL value ALU_SRC_PS (L10018).
pub const SEL_PS: u32 = 255;
/// SRC*_SEL base of the constant file c[0..255] (L3479, L3501).
pub const SEL_CFILE: u32 = 256;

/// An inline constant source (SRC*_SEL 248-252, L10010-10014).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InlineConst {
    /// 248 ALU_SRC_0: 0.0 (also integer 0).
    Zero,
    /// 249 ALU_SRC_1: 1.0.
    One,
    /// 250 ALU_SRC_1_INT: integer 1.
    OneInt,
    /// 251 ALU_SRC_M_1_INT: integer -1.
    MinusOneInt,
    /// 252 ALU_SRC_0_5: 0.5.
    Half,
}

impl InlineConst {
    /// All inline constants in SRC_SEL order.
    pub const ALL: [InlineConst; 5] = [
        InlineConst::Zero,
        InlineConst::One,
        InlineConst::OneInt,
        InlineConst::MinusOneInt,
        InlineConst::Half,
    ];

    /// The SRC*_SEL value.
    pub const fn sel(self) -> u32 {
        match self {
            InlineConst::Zero => 248,
            InlineConst::One => 249,
            InlineConst::OneInt => 250,
            InlineConst::MinusOneInt => 251,
            InlineConst::Half => 252,
        }
    }

    /// The assembly spelling.
    pub const fn text(self) -> &'static str {
        match self {
            InlineConst::Zero => "0.0",
            InlineConst::One => "1.0",
            InlineConst::OneInt => "1",
            InlineConst::MinusOneInt => "-1",
            InlineConst::Half => "0.5",
        }
    }

    /// The 32-bit value the constant supplies.
    pub const fn bits(self) -> u32 {
        match self {
            InlineConst::Zero => 0,
            InlineConst::One => 0x3F80_0000,
            InlineConst::OneInt => 1,
            InlineConst::MinusOneInt => 0xFFFF_FFFF,
            InlineConst::Half => 0x3F00_0000,
        }
    }
}

/// What a source operand reads (the SRC*_SEL field).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SrcSel {
    /// A GPR, 0-127.
    Gpr(u8),
    /// A kcache constant: bank (0 or 1) and index 0-31 within the locked lines.
    Kcache {
        /// Bank 0 or 1 (KCACHE_BANK0/1 of the CF_ALU instruction).
        bank: u8,
        /// Constant 0-31 (16-31 need a LOCK_2 / LOCK_LOOP_INDEX mode).
        index: u8,
    },
    /// A constant-file register c[0..255] (SRC_SEL 256-511).
    Cfile(u8),
    /// An inline constant.
    Inline(InlineConst),
    /// A literal from the group's literal slots; SRC_ELEM picks the dword.
    Literal,
    /// The previous group's vector result PV (SRC_ELEM picks the element).
    Pv,
    /// The previous group's Trans result PS (SRC_ELEM is ignored by the hardware).
    Ps,
}

impl Default for SrcSel {
    fn default() -> Self {
        SrcSel::Gpr(0)
    }
}

impl SrcSel {
    /// The 9-bit SRC*_SEL value.
    pub fn encode(self) -> Result<u32, EncodeError> {
        Ok(match self {
            SrcSel::Gpr(g) => check_width("source GPR", g.into(), 7)?,
            SrcSel::Kcache { bank, index } => {
                let base = match bank {
                    0 => SEL_KCACHE0,
                    1 => SEL_KCACHE1,
                    _ => {
                        return Err(EncodeError::new(format!(
                            "kcache bank {bank} (must be 0 or 1)"
                        )))
                    }
                };
                base + check_width("kcache index", index.into(), 5)?
            }
            SrcSel::Cfile(c) => SEL_CFILE + u32::from(c),
            SrcSel::Inline(k) => k.sel(),
            SrcSel::Literal => SEL_LITERAL,
            SrcSel::Pv => SEL_PV,
            SrcSel::Ps => SEL_PS,
        })
    }

    /// Decodes a 9-bit SRC*_SEL value; `None` for the undefined values 192-247.
    pub fn decode(sel: u32) -> Option<SrcSel> {
        Some(match sel {
            0..=127 => SrcSel::Gpr(sel as u8),
            128..=159 => SrcSel::Kcache {
                bank: 0,
                index: (sel - SEL_KCACHE0) as u8,
            },
            160..=191 => SrcSel::Kcache {
                bank: 1,
                index: (sel - SEL_KCACHE1) as u8,
            },
            248 => SrcSel::Inline(InlineConst::Zero),
            249 => SrcSel::Inline(InlineConst::One),
            250 => SrcSel::Inline(InlineConst::OneInt),
            251 => SrcSel::Inline(InlineConst::MinusOneInt),
            252 => SrcSel::Inline(InlineConst::Half),
            253 => SrcSel::Literal,
            254 => SrcSel::Pv,
            255 => SrcSel::Ps,
            256..=511 => SrcSel::Cfile((sel - SEL_CFILE) as u8),
            _ => return None,
        })
    }

    /// Whether this select reads a GPR (and so uses a GPR read port).
    pub fn is_gpr(self) -> bool {
        matches!(self, SrcSel::Gpr(_))
    }

    /// Whether this select reads a constant of any kind (kcache, cfile, inline or literal), the
    /// manual's `isconst` (L3873-3890).
    pub fn is_const(self) -> bool {
        matches!(
            self,
            SrcSel::Kcache { .. } | SrcSel::Cfile(_) | SrcSel::Inline(_) | SrcSel::Literal
        )
    }
}

/// One source operand: select, element, relative addressing and the NEG/ABS modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct AluSrc {
    /// What is read.
    pub sel: SrcSel,
    /// Which element (SRC*_ELEM).
    pub chan: Chan,
    /// SRC*_REL: add the index selected by the instruction's INDEX_MODE.
    pub rel: bool,
    /// SRC*_NEG: negate (floating point only).
    pub neg: bool,
    /// SRC*_ABS: absolute value before NEG; only OP2 sources 0 and 1 have it.
    pub abs: bool,
}

impl AluSrc {
    /// A plain GPR element.
    pub fn gpr(gpr: u8, chan: Chan) -> Self {
        Self {
            sel: SrcSel::Gpr(gpr),
            chan,
            ..Self::default()
        }
    }

    /// A plain operand of any select.
    pub fn new(sel: SrcSel, chan: Chan) -> Self {
        Self {
            sel,
            chan,
            ..Self::default()
        }
    }
}

/// The destination of an ALU instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AluDst {
    /// DST_GPR (0-127).
    pub gpr: u8,
    /// DST_ELEM; for a vector unit this is also the unit.
    pub chan: Chan,
    /// DST_REL: add the index selected by INDEX_MODE.
    pub rel: bool,
    /// WRITE_MASK (OP2 only; OP3 always writes): 0 = no GPR write, PV/PS are still written.
    pub write: bool,
}

impl Default for AluDst {
    fn default() -> Self {
        Self {
            gpr: 0,
            chan: Chan::X,
            rel: false,
            write: true,
        }
    }
}

impl AluDst {
    /// A written GPR element.
    pub fn gpr(gpr: u8, chan: Chan) -> Self {
        Self {
            gpr,
            chan,
            ..Self::default()
        }
    }
}

/// INDEX_MODE (ALU_DWORD0 bits 28:26, L10071-10094): the index added to relative operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum IndexMode {
    /// 0 INDEX_AR_X.
    #[default]
    ArX = 0,
    /// 1 INDEX_AR_Y (GPR operands still use AR.X).
    ArY = 1,
    /// 2 INDEX_AR_Z.
    ArZ = 2,
    /// 3 INDEX_AR_W.
    ArW = 3,
    /// 4 INDEX_LOOP: the loop index aL.
    Loop = 4,
}

impl IndexMode {
    /// Decodes the 3-bit field; 5-7 are undefined.
    pub const fn from_bits(v: u32) -> Option<IndexMode> {
        match v {
            0 => Some(IndexMode::ArX),
            1 => Some(IndexMode::ArY),
            2 => Some(IndexMode::ArZ),
            3 => Some(IndexMode::ArW),
            4 => Some(IndexMode::Loop),
            _ => None,
        }
    }

    /// The assembly spelling inside brackets: `AR.x` … `AR.w`, `AL`.
    pub const fn text(self) -> &'static str {
        match self {
            IndexMode::ArX => "AR.x",
            IndexMode::ArY => "AR.y",
            IndexMode::ArZ => "AR.z",
            IndexMode::ArW => "AR.w",
            IndexMode::Loop => "AL",
        }
    }
}

/// PRED_SEL (ALU_DWORD0 bits 30:29, L10096-10102).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PredSel {
    /// 0 PRED_SEL_OFF: always execute.
    #[default]
    Off = 0,
    /// 2 PRED_SEL_ZERO: execute if the predicate is 0.
    Zero = 2,
    /// 3 PRED_SEL_ONE: execute if the predicate is 1.
    One = 3,
}

impl PredSel {
    /// Decodes the field; 1 is reserved.
    pub const fn from_bits(v: u32) -> Option<PredSel> {
        match v {
            0 => Some(PredSel::Off),
            2 => Some(PredSel::Zero),
            3 => Some(PredSel::One),
            _ => None,
        }
    }
}

/// OMOD (ALU_DWORD1_OP2 bits 7:6, L10222-10232).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Omod {
    /// 0: no modification.
    #[default]
    Off = 0,
    /// 1: multiply by 2.
    M2 = 1,
    /// 2: multiply by 4.
    M4 = 2,
    /// 3: divide by 2.
    D2 = 3,
}

impl Omod {
    /// Decodes the 2-bit field.
    pub const fn from_bits(v: u32) -> Omod {
        match v & 3 {
            0 => Omod::Off,
            1 => Omod::M2,
            2 => Omod::M4,
            _ => Omod::D2,
        }
    }

    /// The assembly spelling (`M2`, `M4`, `D2`; empty when off).
    pub const fn text(self) -> &'static str {
        match self {
            Omod::Off => "",
            Omod::M2 => "M2",
            Omod::M4 => "M4",
            Omod::D2 => "D2",
        }
    }
}

/// BANK_SWIZZLE (bits 20:18 of both dword1 formats, L10355-10364): the read-port cycle each
/// source uses. Vector units use values 0-5 (VEC_012 … VEC_210), the Trans unit 0-3 (SCL_210,
/// SCL_122, SCL_212, SCL_221).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BankSwizzle(pub u8);

impl BankSwizzle {
    /// Vector names in field order.
    pub const VEC_NAMES: [&'static str; 6] = [
        "VEC_012", "VEC_021", "VEC_120", "VEC_102", "VEC_201", "VEC_210",
    ];
    /// Trans (scalar) names in field order.
    pub const SCL_NAMES: [&'static str; 4] = ["SCL_210", "SCL_122", "SCL_212", "SCL_221"];

    /// The read cycle of source `src` (0-2) on a vector unit (Table 4-2 reading).
    pub fn vector_cycle(self, src: usize) -> Option<u8> {
        const CYCLES: [[u8; 3]; 6] = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 2, 0],
            [1, 0, 2],
            [2, 0, 1],
            [2, 1, 0],
        ];
        CYCLES.get(usize::from(self.0))?.get(src).copied()
    }

    /// The read cycle of source `src` on the Trans unit (Table 4-2, L3831).
    pub fn scalar_cycle(self, src: usize) -> Option<u8> {
        const CYCLES: [[u8; 3]; 4] = [[2, 1, 0], [1, 2, 2], [2, 1, 2], [2, 2, 1]];
        CYCLES.get(usize::from(self.0))?.get(src).copied()
    }
}

/// One ALU instruction (64 bits). LAST is not stored: it is set on the final instruction of an
/// [`AluGroup`]. Fields that a format lacks must keep their default (OP3: `write`, `omod`,
/// `update_*`, `fog_merge`, all `abs`; OP2: `srcs[2]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AluInst {
    /// The opcode (selects OP2 or OP3).
    pub op: AluOp,
    /// Destination.
    pub dst: AluDst,
    /// Source fields 0-2 (all encoded, even those the opcode does not read).
    pub srcs: [AluSrc; 3],
    /// INDEX_MODE.
    pub index_mode: IndexMode,
    /// PRED_SEL.
    pub pred_sel: PredSel,
    /// BANK_SWIZZLE.
    pub bank_swizzle: BankSwizzle,
    /// CLAMP to [0, 1].
    pub clamp: bool,
    /// OMOD (OP2 only).
    pub omod: Omod,
    /// UPDATE_EXECUTE_MASK (OP2 only; PRED_SET* only).
    pub update_exec_mask: bool,
    /// UPDATE_PRED (OP2 only; PRED_SET* only).
    pub update_pred: bool,
    /// FOG_MERGE (OP2 only).
    pub fog_merge: bool,
}

impl AluInst {
    /// An instruction with default fields: `op dst, srcs...` (missing sources are GPR0.x).
    pub fn new(op: AluOp, dst: AluDst, srcs: &[AluSrc]) -> Self {
        let mut all = [AluSrc::default(); 3];
        for (slot, s) in all.iter_mut().zip(srcs) {
            *slot = *s;
        }
        Self {
            op,
            dst,
            srcs: all,
            index_mode: IndexMode::ArX,
            pred_sel: PredSel::Off,
            bank_swizzle: BankSwizzle(0),
            clamp: false,
            omod: Omod::Off,
            update_exec_mask: false,
            update_pred: false,
            fog_merge: false,
        }
    }

    /// Number of source fields the instruction's format has (2 for OP2, 3 for OP3).
    pub fn src_fields(&self) -> usize {
        match self.op.info().format {
            AluFormat::Op2 => 2,
            AluFormat::Op3 => 3,
        }
    }

    /// The source fields the format has (all of them are fetched for literal purposes).
    pub fn encoded_srcs(&self) -> &[AluSrc] {
        let n = self.src_fields();
        self.srcs.get(..n).unwrap_or(&self.srcs)
    }

    /// The source operands the opcode actually reads (its first `srcs` fields).
    pub fn read_srcs(&self) -> &[AluSrc] {
        let n = usize::from(self.op.info().srcs);
        self.srcs.get(..n).unwrap_or(&self.srcs)
    }

    /// Encodes into (dword0, dword1) with the given LAST bit.
    pub fn encode(&self, last: bool) -> Result<[u32; 2], EncodeError> {
        let info = self.op.info();
        let [s0, s1, s2] = self.srcs;
        let mut w0 = encode_src(&s0, 0)? | encode_src(&s1, 13)?;
        w0 |= put(self.index_mode as u32, 26, 3)
            | put(self.pred_sel as u32, 29, 2)
            | put_flag(last, 31);
        let mut w1 = put(
            check_width("BANK_SWIZZLE", self.bank_swizzle.0.into(), 3)?,
            18,
            3,
        ) | put(check_width("DST_GPR", self.dst.gpr.into(), 7)?, 21, 7)
            | put_flag(self.dst.rel, 28)
            | put(self.dst.chan as u32, 29, 2)
            | put_flag(self.clamp, 31);
        if self.bank_swizzle.0 > 5 {
            return Err(EncodeError::new(format!(
                "BANK_SWIZZLE = {} (0-5 are defined)",
                self.bank_swizzle.0
            )));
        }
        match info.format {
            AluFormat::Op2 => {
                if s2 != AluSrc::default() {
                    return Err(EncodeError::new(format!(
                        "{} (OP2) has no third source field",
                        info.name
                    )));
                }
                w1 |= put_flag(s0.abs, 0)
                    | put_flag(s1.abs, 1)
                    | put_flag(self.update_exec_mask, 2)
                    | put_flag(self.update_pred, 3)
                    | put_flag(self.dst.write, 4)
                    | put_flag(self.fog_merge, 5)
                    | put(self.omod as u32, 6, 2)
                    | put(info.code, 8, 10);
            }
            AluFormat::Op3 => {
                if self.srcs.iter().any(|s| s.abs) {
                    return Err(EncodeError::new(format!(
                        "{} (OP3) has no ABS modifiers",
                        info.name
                    )));
                }
                if !self.dst.write
                    || self.omod != Omod::Off
                    || self.update_exec_mask
                    || self.update_pred
                    || self.fog_merge
                {
                    return Err(EncodeError::new(format!(
                        "{} (OP3) has no WRITE_MASK, OMOD, UPDATE_EXECUTE_MASK, UPDATE_PRED or FOG_MERGE field",
                        info.name
                    )));
                }
                w1 |= encode_src(&s2, 0)? | put(info.code, 13, 5);
            }
        }
        Ok([w0, w1])
    }

    /// Decodes one instruction from its two dwords; returns it with its LAST bit. `offset` is
    /// the byte offset of `w0`, used in errors.
    pub fn decode(w0: u32, w1: u32, offset: usize) -> Result<(AluInst, bool), DecodeError> {
        let err = |m: String| DecodeError::new(offset, m);
        let index_mode = IndexMode::from_bits(get(w0, 26, 3))
            .ok_or_else(|| err(format!("INDEX_MODE {} is undefined", get(w0, 26, 3))))?;
        let pred_sel = PredSel::from_bits(get(w0, 29, 2))
            .ok_or_else(|| err("PRED_SEL 1 is reserved".to_string()))?;
        let last = flag(w0, 31);
        let bank_swizzle = get(w1, 18, 3);
        if bank_swizzle > 5 {
            return Err(err(format!("BANK_SWIZZLE {bank_swizzle} is undefined")));
        }
        let dst = AluDst {
            gpr: get(w1, 21, 7) as u8,
            rel: flag(w1, 28),
            chan: Chan::from_bits(get(w1, 29, 2)),
            write: true,
        };
        let mut s0 = decode_src(w0, 0).map_err(err)?;
        let mut s1 = decode_src(w0, 13).map_err(err)?;
        let is_op3 = get(w1, 15, 3) != 0;
        let mut inst;
        if is_op3 {
            let code = get(w1, 13, 5);
            let op = AluOp::from_op3_code(code)
                .ok_or_else(|| err(format!("OP3 ALU_INST {code} is undefined")))?;
            let s2 = decode_src(w1, 0).map_err(err)?;
            inst = AluInst::new(op, dst, &[s0, s1, s2]);
        } else {
            let code = get(w1, 8, 10);
            let op = AluOp::from_op2_code(code)
                .ok_or_else(|| err(format!("OP2 ALU_INST {code} is undefined")))?;
            s0.abs = flag(w1, 0);
            s1.abs = flag(w1, 1);
            inst = AluInst::new(
                op,
                AluDst {
                    write: flag(w1, 4),
                    ..dst
                },
                &[s0, s1],
            );
            inst.update_exec_mask = flag(w1, 2);
            inst.update_pred = flag(w1, 3);
            inst.fog_merge = flag(w1, 5);
            inst.omod = Omod::from_bits(get(w1, 6, 2));
        }
        inst.index_mode = index_mode;
        inst.pred_sel = pred_sel;
        inst.bank_swizzle = BankSwizzle(bank_swizzle as u8);
        inst.clamp = flag(w1, 31);
        Ok((inst, last))
    }
}

/// Encodes SEL (9 bits), REL, ELEM, NEG of a source at bit `lo` (0 or 13 in dword0, 0 in OP3
/// dword1); the four fields are laid out identically (L9997-10064, L10420-10460).
fn encode_src(src: &AluSrc, lo: u32) -> Result<u32, EncodeError> {
    Ok(put(src.sel.encode()?, lo, 9)
        | put_flag(src.rel, lo + 9)
        | put(src.chan as u32, lo + 10, 2)
        | put_flag(src.neg, lo + 12))
}

fn decode_src(word: u32, lo: u32) -> Result<AluSrc, String> {
    let raw = get(word, lo, 9);
    let sel = SrcSel::decode(raw).ok_or_else(|| format!("source select {raw} is undefined"))?;
    Ok(AluSrc {
        sel,
        rel: flag(word, lo + 9),
        chan: Chan::from_bits(get(word, lo + 10, 2)),
        neg: flag(word, lo + 12),
        abs: false,
    })
}

/// An ALU unit: one of the four vector units or the Trans unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit {
    /// ALU.X/Y/Z/W.
    Vector(Chan),
    /// ALU.Trans.
    Trans,
}

impl Unit {
    /// The slot letter of the assembly text: `x y z w t`.
    pub const fn letter(self) -> char {
        match self {
            Unit::Vector(c) => c.letter(),
            Unit::Trans => 't',
        }
    }
}

/// An instruction group: 1-5 instructions (LAST on the final one) followed by 0, 2 or 4 literal
/// dwords (0-2 literal slots, L3185-3229).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AluGroup {
    /// The instructions, in encoding order.
    pub insts: Vec<AluInst>,
    /// Literal dwords X, Y, Z, W as needed: exactly `2 * literal_slots()` values.
    pub literals: Vec<u32>,
}

/// Maximum instructions per group (X, Y, Z, W, Trans).
pub const MAX_GROUP_INSTS: usize = 5;

impl AluGroup {
    /// A group without literals.
    pub fn new(insts: Vec<AluInst>) -> Self {
        Self {
            insts,
            literals: Vec::new(),
        }
    }

    /// Number of 64-bit literal slots the group's source fields require: one if any source
    /// field selects a literal element X/Y, two if any selects Z/W (L3217-3223, L3545-3549).
    pub fn literal_slots(&self) -> usize {
        literal_slots_of(self.insts.iter().flat_map(|i| i.encoded_srcs().iter()))
    }

    /// The literal dword that `literal.<chan>` reads, if the group has that slot.
    pub fn literal(&self, chan: Chan) -> Option<u32> {
        self.literals.get(chan as usize).copied()
    }

    /// Size in 64-bit slots (instructions plus literal slots).
    pub fn slots(&self) -> usize {
        self.insts.len() + self.literal_slots()
    }

    /// Assigns each instruction to a unit following §4.3 (L3246-3281). `prefer_vector` is the
    /// CONFIG.ALU_INST_PREFER_VECTOR bit (drivers set it to 1; see docs/r600-isa-notes.md).
    pub fn units(&self, prefer_vector: bool) -> Result<Vec<Unit>, String> {
        let mut units = Vec::with_capacity(self.insts.len());
        assign_units(&self.insts, prefer_vector, |u| units.push(u))?;
        Ok(units)
    }

    /// Appends the encoded group to `out`.
    pub fn encode_into(&self, out: &mut Vec<u32>) -> Result<(), EncodeError> {
        if self.insts.is_empty() || self.insts.len() > MAX_GROUP_INSTS {
            return Err(EncodeError::new(format!(
                "an ALU group has 1-5 instructions, not {}",
                self.insts.len()
            )));
        }
        assign_units(&self.insts, true, |_| ()).map_err(EncodeError::new)?;
        let need = 2 * self.literal_slots();
        if self.literals.len() != need {
            return Err(EncodeError::new(format!(
                "the group's sources need {need} literal dwords but {} are given",
                self.literals.len()
            )));
        }
        let n = self.insts.len();
        for (i, inst) in self.insts.iter().enumerate() {
            out.extend(inst.encode(i + 1 == n)?);
        }
        out.extend(&self.literals);
        Ok(())
    }

    /// Decodes one group from `words` (starting at `words[0]`, whose byte offset is `offset`).
    /// Returns the group and the number of dwords consumed.
    pub fn decode(words: &[u32], offset: usize) -> Result<(AluGroup, usize), DecodeError> {
        let mut insts = Vec::new();
        let mut pos = 0;
        loop {
            let here = offset + 4 * pos;
            if insts.len() == MAX_GROUP_INSTS {
                return Err(DecodeError::new(
                    here,
                    "ALU group has more than five instructions (LAST missing)",
                ));
            }
            let (Some(&w0), Some(&w1)) = (words.get(pos), words.get(pos + 1)) else {
                return Err(DecodeError::new(
                    here,
                    "ALU group truncated: no instruction with LAST before the end of the clause",
                ));
            };
            let (inst, last) = AluInst::decode(w0, w1, here)?;
            insts.push(inst);
            pos += 2;
            if last {
                break;
            }
        }
        let mut group = AluGroup::new(insts);
        let need = 2 * group.literal_slots();
        let lits = words.get(pos..pos + need).ok_or_else(|| {
            DecodeError::new(offset + 4 * pos, "ALU group truncated in its literal slots")
        })?;
        group.literals = lits.to_vec();
        assign_units(&group.insts, true, |_| ())
            .map_err(|m| DecodeError::new(offset, format!("invalid ALU group: {m}")))?;
        Ok((group, pos + need))
    }
}

/// Literal slots needed by a set of source fields.
pub fn literal_slots_of<'a>(srcs: impl Iterator<Item = &'a AluSrc>) -> usize {
    let mut slots = 0;
    for s in srcs {
        if s.sel == SrcSel::Literal {
            slots = slots.max(if matches!(s.chan, Chan::X | Chan::Y) {
                1
            } else {
                2
            });
        }
    }
    slots
}

/// Runs the §4.3 assignment, reporting each instruction's unit to `sink` in order.
fn assign_units(
    insts: &[AluInst],
    prefer_vector: bool,
    mut sink: impl FnMut(Unit),
) -> Result<(), String> {
    let mut taken = [false; 4];
    let mut trans = false;
    let n = insts.len();
    for (i, inst) in insts.iter().enumerate() {
        let info = inst.op.info();
        let chan = inst.dst.chan;
        let is_last = i + 1 == n;
        let vec_taken = taken.get(chan as usize).copied().unwrap_or(true);
        let unit = match info.units {
            Units::TransOnly => Unit::Trans,
            Units::VectorOnly => Unit::Vector(chan),
            Units::Any if vec_taken || (!prefer_vector && is_last) => Unit::Trans,
            Units::Any => Unit::Vector(chan),
        };
        match unit {
            Unit::Trans => {
                if trans {
                    return Err(format!(
                        "{} needs the Trans unit, which is taken",
                        info.name
                    ));
                }
                if !is_last {
                    return Err(format!(
                        "{} is assigned to the Trans unit but is not the last instruction of the group",
                        info.name
                    ));
                }
                if inst.bank_swizzle.0 > 3 {
                    return Err(format!(
                        "BANK_SWIZZLE {} is not defined for the Trans unit",
                        inst.bank_swizzle.0
                    ));
                }
                trans = true;
            }
            Unit::Vector(c) => {
                if let Some(t) = taken.get_mut(c as usize) {
                    if *t {
                        return Err(format!("{} needs unit {}, which is taken", info.name, c));
                    }
                    *t = true;
                }
            }
        }
        sink(unit);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selects_round_trip() {
        for sel in 0..512 {
            match SrcSel::decode(sel) {
                Some(s) => assert_eq!(s.encode(), Ok(sel)),
                None => assert!((192..248).contains(&sel)),
            }
        }
    }

    #[test]
    fn unit_assignment_follows_the_manual() {
        let mov = |c| AluInst::new(AluOp::Mov, AluDst::gpr(1, c), &[]);
        // Two writes to .x: the second goes to Trans.
        let g = AluGroup::new(vec![mov(Chan::X), mov(Chan::X)]);
        assert_eq!(g.units(true), Ok(vec![Unit::Vector(Chan::X), Unit::Trans]));
        // With PREFER_VECTOR = 0 a lone LAST instruction goes to Trans.
        let g = AluGroup::new(vec![mov(Chan::Y)]);
        assert_eq!(g.units(false), Ok(vec![Unit::Trans]));
        assert_eq!(g.units(true), Ok(vec![Unit::Vector(Chan::Y)]));
        // A trans-only op that is not last is an error.
        let rcp = AluInst::new(AluOp::RecipIeee, AluDst::gpr(1, Chan::X), &[]);
        assert!(AluGroup::new(vec![rcp, mov(Chan::Y)]).units(true).is_err());
    }
}
