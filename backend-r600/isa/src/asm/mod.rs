//! The assembly text format (documented in docs/r600-asm.md): one CF instruction per line with
//! its index, clause bodies indented under it, ALU groups numbered with slot letters
//! `x y z w t`, literal lines after their group, `;` comments. [`print`] and [`parse`] are
//! inverses on canonical text: `parse(&print(p)) == p` for every laid-out program.

mod parse;
mod print;

pub use parse::{parse, ParseError};
pub use print::{print, print_with, PrintOptions};

/// Attribute keywords shared by the printer and the parser (see docs/r600-asm.md).
pub(crate) mod kw {
    /// `EOP`.
    pub(crate) const EOP: &str = "EOP";
    /// `VPM`.
    pub(crate) const VPM: &str = "VPM";
    /// `WQM`.
    pub(crate) const WQM: &str = "WQM";
    /// `NO_BARRIER`.
    pub(crate) const NO_BARRIER: &str = "NO_BARRIER";
    /// `CNT`.
    pub(crate) const CNT: &str = "CNT";
    /// `COUNT`.
    pub(crate) const COUNT: &str = "COUNT";
    /// `POP`.
    pub(crate) const POP: &str = "POP";
    /// `CONST`.
    pub(crate) const CONST: &str = "CONST";
    /// `COND`.
    pub(crate) const COND: &str = "COND";
    /// `CALL_COUNT`.
    pub(crate) const CALL_COUNT: &str = "CALL_COUNT";
    /// `WATERFALL`.
    pub(crate) const WATERFALL: &str = "WATERFALL";
    /// `INDEX`.
    pub(crate) const INDEX: &str = "INDEX";
    /// `ES`.
    pub(crate) const ES: &str = "ES";
    /// `SIZE`.
    pub(crate) const SIZE: &str = "SIZE";
    /// `ELEM_LOOP`.
    pub(crate) const ELEM_LOOP: &str = "ELEM_LOOP";
    /// `BURST`.
    pub(crate) const BURST: &str = "BURST";
    /// `CLAMP`.
    pub(crate) const CLAMP: &str = "CLAMP";
    /// `OMOD`.
    pub(crate) const OMOD: &str = "OMOD";
    /// `UPDATE_EXEC_MASK`.
    pub(crate) const UPDATE_EXEC_MASK: &str = "UPDATE_EXEC_MASK";
    /// `UPDATE_PRED`.
    pub(crate) const UPDATE_PRED: &str = "UPDATE_PRED";
    /// `FOG_MERGE`.
    pub(crate) const FOG_MERGE: &str = "FOG_MERGE";
    /// `PRED_SEL`.
    pub(crate) const PRED_SEL: &str = "PRED_SEL";
    /// `BS`.
    pub(crate) const BS: &str = "BS";
    /// `IDX`.
    pub(crate) const IDX: &str = "IDX";
    /// `OFFSET`.
    pub(crate) const OFFSET: &str = "OFFSET";
    /// `LOD_BIAS`.
    pub(crate) const LOD_BIAS: &str = "LOD_BIAS";
    /// `CT`.
    pub(crate) const CT: &str = "CT";
    /// `BFM`.
    pub(crate) const BFM: &str = "BFM";
    /// `WHOLE_QUAD`.
    pub(crate) const WHOLE_QUAD: &str = "WHOLE_QUAD";
    /// `RID`.
    pub(crate) const RID: &str = "RID";
    /// `SID`.
    pub(crate) const SID: &str = "SID";
    /// `BUF`.
    pub(crate) const BUF: &str = "BUF";
    /// `FETCH_TYPE`.
    pub(crate) const FETCH_TYPE: &str = "FETCH_TYPE";
    /// `MFC`.
    pub(crate) const MFC: &str = "MFC";
    /// `FMT`.
    pub(crate) const FMT: &str = "FMT";
    /// `NUM`.
    pub(crate) const NUM: &str = "NUM";
    /// `SIGNED`.
    pub(crate) const SIGNED: &str = "SIGNED";
    /// `SRF_NO_ZERO`.
    pub(crate) const SRF_NO_ZERO: &str = "SRF_NO_ZERO";
    /// `USE_CONST_FIELDS`.
    pub(crate) const USE_CONST_FIELDS: &str = "USE_CONST_FIELDS";
    /// `ENDIAN`.
    pub(crate) const ENDIAN: &str = "ENDIAN";
    /// `NO_STRIDE`.
    pub(crate) const NO_STRIDE: &str = "NO_STRIDE";
    /// `MEGA`.
    pub(crate) const MEGA: &str = "MEGA";
    /// `ZERO`.
    pub(crate) const ZERO: &str = "ZERO";
    /// `ONE`.
    pub(crate) const ONE: &str = "ONE";
    /// The literal-operand and literal-line keyword.
    pub(crate) const LITERAL: &str = "literal";
    /// The loop index inside brackets.
    pub(crate) const AL: &str = "AL";
    /// Previous vector result.
    pub(crate) const PV: &str = "PV";
    /// Previous scalar result.
    pub(crate) const PS: &str = "PS";
    /// Semantic-table destination of VTX SEMANTIC.
    pub(crate) const SEM: &str = "SEM";
    /// Kcache mode NOP inside `KCn[...]`.
    pub(crate) const NOP: &str = "NOP";
}

/// Kcache line size in constants (16 × 128 bits, L9424-9427).
pub(crate) const KCACHE_LINE: u32 = 16;
