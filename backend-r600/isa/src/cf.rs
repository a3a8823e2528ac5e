//! Control-flow instructions (64 bits each) in their three formats: CF_DWORD0/1 (L9057-9313),
//! CF_ALU_DWORD0/1 (L9321-9505) and CF_ALLOC_IMP_EXP_DWORD0 with DWORD1_BUF or DWORD1_SWIZ
//! (L9508-9935). The format of a decoded word is told apart by CF_INST: CF_ALU opcodes (8-15 in
//! bits 29:26) all have bit 29 set; otherwise bits 29:23 below 32 are CF_DWORD1 and 32-40 are
//! CF_ALLOC_IMP_EXP. Which DWORD1 variant an ALLOC_IMP_EXP word uses is fixed by its opcode:
//! BUF for MEM_*, SWIZ for EXPORT* (L2244-2245, L2282-2284; see docs/r600-isa-notes.md).

use crate::bits::{flag, get, put, put_flag};
use crate::cf_ops::{CfAluOp, CfExportOp, CfFlags, CfOp};
use crate::common::CompSel;
use crate::error::{check_width, DecodeError, EncodeError};

/// COND (CF_DWORD1 bits 9:8, L9143-9161).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CfCond {
    /// 0 CF_COND_ACTIVE: passes for active pixels.
    #[default]
    Active = 0,
    /// 1 CF_COND_FALSE: fails for all pixels.
    False = 1,
    /// 2 CF_COND_BOOL: active and boolean constant CF_CONST true.
    Bool = 2,
    /// 3 CF_COND_NOT_BOOL: active and boolean constant CF_CONST false.
    NotBool = 3,
}

impl CfCond {
    /// All conditions in field order.
    pub const ALL: [CfCond; 4] = [CfCond::Active, CfCond::False, CfCond::Bool, CfCond::NotBool];

    /// The assembly name.
    pub const fn name(self) -> &'static str {
        match self {
            CfCond::Active => "ACTIVE",
            CfCond::False => "FALSE",
            CfCond::Bool => "BOOL",
            CfCond::NotBool => "NOT_BOOL",
        }
    }

    fn from_bits(v: u32) -> CfCond {
        match v & 3 {
            0 => CfCond::Active,
            1 => CfCond::False,
            2 => CfCond::Bool,
            _ => CfCond::NotBool,
        }
    }
}

/// A CF_DWORD0/CF_DWORD1 instruction. Field values are stored as encoded (`count` is the
/// number of clause instructions minus one).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CfWord {
    /// CF_INST.
    pub op: CfOp,
    /// ADDR: a CF instruction index (jumps) or a clause address in 64-bit units.
    pub addr: u32,
    /// POP_COUNT (0-7).
    pub pop_count: u8,
    /// CF_CONST (0-31): loop constant or boolean constant index.
    pub cf_const: u8,
    /// COND.
    pub cond: CfCond,
    /// COUNT (0-7): clause instructions minus one.
    pub count: u8,
    /// CALL_COUNT (0-63).
    pub call_count: u8,
    /// END_OF_PROGRAM.
    pub end_of_program: bool,
    /// VALID_PIXEL_MODE.
    pub valid_pixel_mode: bool,
    /// WHOLE_QUAD_MODE.
    pub whole_quad_mode: bool,
    /// BARRIER.
    pub barrier: bool,
}

impl CfWord {
    /// An instruction with every field zero except the opcode and BARRIER = 1.
    pub fn new(op: CfOp) -> Self {
        Self {
            op,
            addr: 0,
            pop_count: 0,
            cf_const: 0,
            cond: CfCond::Active,
            count: 0,
            call_count: 0,
            end_of_program: false,
            valid_pixel_mode: false,
            whole_quad_mode: false,
            barrier: true,
        }
    }
}

/// KCACHE_MODE* (L9361-9379).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum KcacheMode {
    /// 0 CF_KCACHE_NOP: nothing locked.
    #[default]
    Nop = 0,
    /// 1 CF_KCACHE_LOCK_1: lock line ADDR (16 constants).
    Lock1 = 1,
    /// 2 CF_KCACHE_LOCK_2: lock lines ADDR and ADDR+1 (32 constants).
    Lock2 = 2,
    /// 3 CF_KCACHE_LOCK_LOOP_INDEX: lock lines ADDR + aL/16 and the next.
    LockLoopIndex = 3,
}

impl KcacheMode {
    fn from_bits(v: u32) -> KcacheMode {
        match v & 3 {
            0 => KcacheMode::Nop,
            1 => KcacheMode::Lock1,
            2 => KcacheMode::Lock2,
            _ => KcacheMode::LockLoopIndex,
        }
    }
}

/// One kcache bank lock of a CF_ALU instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Kcache {
    /// KCACHE_BANK: constant buffer 0-15.
    pub bank: u8,
    /// KCACHE_MODE.
    pub mode: KcacheMode,
    /// KCACHE_ADDR: first locked line (16 constants per line), 0-255.
    pub addr: u8,
}

impl Kcache {
    /// The constant (128-bit element index in constant buffer `bank`) that kcache operand
    /// `index` (0-31, i.e. `KCn[index]`) reads under this lock, or `None` when that part of the
    /// kcache is not locked (L3407-3410: nothing under NOP, only 0-15 under LOCK_1).
    /// `loop_index` is aL, used by LOCK_LOOP_INDEX (lines ADDR + aL/16 and the next, L9375-9379).
    pub fn constant(&self, index: u32, loop_index: u32) -> Option<u32> {
        let line = u32::from(self.addr);
        let first = match self.mode {
            KcacheMode::Nop => return None,
            KcacheMode::Lock1 if index >= 16 => return None,
            KcacheMode::Lock1 | KcacheMode::Lock2 => line,
            KcacheMode::LockLoopIndex => line + loop_index / 16,
        };
        (index < 32).then(|| first * 16 + index)
    }
}

/// A CF_ALU_DWORD0/1 instruction (starts an ALU clause).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CfAluWord {
    /// CF_INST.
    pub op: CfAluOp,
    /// ADDR (22 bits): clause start in 64-bit units.
    pub addr: u32,
    /// The two kcache bank locks.
    pub kcache: [Kcache; 2],
    /// COUNT (0-127): clause slots (instructions and literal slots) minus one.
    pub count: u8,
    /// USES_WATERFALL: required when the clause contains MOVA*.
    pub uses_waterfall: bool,
    /// WHOLE_QUAD_MODE.
    pub whole_quad_mode: bool,
    /// BARRIER.
    pub barrier: bool,
}

impl CfAluWord {
    /// A clause instruction with zero fields and BARRIER = 1.
    pub fn new(op: CfAluOp) -> Self {
        Self {
            op,
            addr: 0,
            kcache: [Kcache::default(); 2],
            count: 0,
            uses_waterfall: false,
            whole_quad_mode: false,
            barrier: true,
        }
    }
}

/// The opcode-specific half of CF_ALLOC_IMP_EXP_DWORD1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExportTail {
    /// DWORD1_BUF (MEM_*): ARRAY_SIZE 11:0 and COMP_MASK 15:12 (X = bit 12).
    Buf {
        /// ARRAY_SIZE (0-4095).
        array_size: u16,
        /// COMP_MASK (4 bits, X = LSB).
        comp_mask: u8,
    },
    /// DWORD1_SWIZ (EXPORT*): SEL_X..SEL_W in bits 11:0; bits 15:12 reserved.
    Swiz {
        /// Component selects X, Y, Z, W.
        sel: [CompSel; 4],
    },
}

/// A CF_ALLOC_IMP_EXP instruction (export or memory access).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CfExportWord {
    /// CF_INST.
    pub op: CfExportOp,
    /// ARRAY_BASE (0-8191).
    pub array_base: u16,
    /// TYPE (0-3): PIXEL/POS/PARAM for exports, WRITE/WRITE_IND/READ/READ_IND for memory.
    pub ty: u8,
    /// RW_GPR (0-127).
    pub rw_gpr: u8,
    /// RW_REL: add aL to RW_GPR.
    pub rw_rel: bool,
    /// INDEX_GPR (0-127).
    pub index_gpr: u8,
    /// ELEM_SIZE (0-3): dwords per element minus one.
    pub elem_size: u8,
    /// BUF or SWIZ fields.
    pub tail: ExportTail,
    /// ELEM_LOOP.
    pub elem_loop: bool,
    /// BURST_COUNT (0-15): items minus one.
    pub burst_count: u8,
    /// END_OF_PROGRAM.
    pub end_of_program: bool,
    /// VALID_PIXEL_MODE.
    pub valid_pixel_mode: bool,
    /// WHOLE_QUAD_MODE.
    pub whole_quad_mode: bool,
    /// BARRIER.
    pub barrier: bool,
}

/// Names of TYPE for exports (L9560-9570; 3 is unused).
pub const EXPORT_TYPES: [&str; 3] = ["PIXEL", "POS", "PARAM"];
/// Names of TYPE for memory instructions (L9572-9582).
pub const MEM_TYPES: [&str; 4] = ["WRITE", "WRITE_IND", "READ", "READ_IND"];

impl CfExportWord {
    /// An instruction with the tail its opcode requires, zero fields and BARRIER = 1.
    pub fn new(op: CfExportOp) -> Self {
        let tail = if op.info().flags.contains(CfFlags::EXPORT) {
            ExportTail::Swiz {
                sel: crate::common::SWIZZLE_XYZW,
            }
        } else {
            ExportTail::Buf {
                array_size: 0,
                comp_mask: 0xF,
            }
        };
        Self {
            op,
            array_base: 0,
            ty: 0,
            rw_gpr: 0,
            rw_rel: false,
            index_gpr: 0,
            elem_size: 0,
            tail,
            elem_loop: false,
            burst_count: 0,
            end_of_program: false,
            valid_pixel_mode: false,
            whole_quad_mode: false,
            barrier: true,
        }
    }

    /// Whether the opcode is an export (SWIZ variant).
    pub fn is_export(&self) -> bool {
        self.op.info().flags.contains(CfFlags::EXPORT)
    }

    /// The name of the TYPE field value.
    pub fn type_name(&self) -> Option<&'static str> {
        let names: &[&str] = if self.is_export() {
            &EXPORT_TYPES
        } else {
            &MEM_TYPES
        };
        names.get(usize::from(self.ty)).copied()
    }
}

/// One control-flow instruction in any of the three formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CfInst {
    /// CF_DWORD0/1.
    Cf(CfWord),
    /// CF_ALU_DWORD0/1.
    Alu(CfAluWord),
    /// CF_ALLOC_IMP_EXP_DWORD0/1.
    Export(CfExportWord),
}

impl CfInst {
    /// The mnemonic.
    pub fn name(&self) -> &'static str {
        match self {
            CfInst::Cf(w) => w.op.name(),
            CfInst::Alu(w) => w.op.name(),
            CfInst::Export(w) => w.op.name(),
        }
    }

    /// The behaviour flags of the opcode, whatever the format.
    pub fn flags(&self) -> CfFlags {
        match self {
            CfInst::Cf(w) => w.op.info().flags,
            CfInst::Alu(w) => w.op.info().flags,
            CfInst::Export(w) => w.op.info().flags,
        }
    }

    /// BARRIER, present in every format.
    pub fn barrier(&self) -> bool {
        match self {
            CfInst::Cf(w) => w.barrier,
            CfInst::Alu(w) => w.barrier,
            CfInst::Export(w) => w.barrier,
        }
    }

    /// WHOLE_QUAD_MODE, present in every format.
    pub fn whole_quad_mode(&self) -> bool {
        match self {
            CfInst::Cf(w) => w.whole_quad_mode,
            CfInst::Alu(w) => w.whole_quad_mode,
            CfInst::Export(w) => w.whole_quad_mode,
        }
    }

    /// Whether END_OF_PROGRAM is set (CF_ALU has no such bit).
    pub fn end_of_program(&self) -> bool {
        match self {
            CfInst::Cf(w) => w.end_of_program,
            CfInst::Alu(_) => false,
            CfInst::Export(w) => w.end_of_program,
        }
    }

    /// Encodes into (dword0, dword1).
    pub fn encode(&self) -> Result<[u32; 2], EncodeError> {
        match self {
            CfInst::Cf(w) => {
                let w1 = put(check_width("POP_COUNT", w.pop_count.into(), 3)?, 0, 3)
                    | put(check_width("CF_CONST", w.cf_const.into(), 5)?, 3, 5)
                    | put(w.cond as u32, 8, 2)
                    | put(check_width("COUNT", w.count.into(), 3)?, 10, 3)
                    | put(check_width("CALL_COUNT", w.call_count.into(), 6)?, 13, 6)
                    | put_flag(w.end_of_program, 21)
                    | put_flag(w.valid_pixel_mode, 22)
                    | put(w.op.info().code, 23, 7)
                    | put_flag(w.whole_quad_mode, 30)
                    | put_flag(w.barrier, 31);
                Ok([w.addr, w1])
            }
            CfInst::Alu(w) => {
                let [k0, k1] = w.kcache;
                let w0 = put(check_width("ADDR", w.addr, 22)?, 0, 22)
                    | put(check_width("KCACHE_BANK0", k0.bank.into(), 4)?, 22, 4)
                    | put(check_width("KCACHE_BANK1", k1.bank.into(), 4)?, 26, 4)
                    | put(k0.mode as u32, 30, 2);
                let w1 = put(k1.mode as u32, 0, 2)
                    | put(k0.addr.into(), 2, 8)
                    | put(k1.addr.into(), 10, 8)
                    | put(check_width("COUNT", w.count.into(), 7)?, 18, 7)
                    | put_flag(w.uses_waterfall, 25)
                    | put(w.op.info().code, 26, 4)
                    | put_flag(w.whole_quad_mode, 30)
                    | put_flag(w.barrier, 31);
                Ok([w0, w1])
            }
            CfInst::Export(w) => {
                let w0 = put(check_width("ARRAY_BASE", w.array_base.into(), 13)?, 0, 13)
                    | put(check_width("TYPE", w.ty.into(), 2)?, 13, 2)
                    | put(check_width("RW_GPR", w.rw_gpr.into(), 7)?, 15, 7)
                    | put_flag(w.rw_rel, 22)
                    | put(check_width("INDEX_GPR", w.index_gpr.into(), 7)?, 23, 7)
                    | put(check_width("ELEM_SIZE", w.elem_size.into(), 2)?, 30, 2);
                if w.type_name().is_none() {
                    return Err(EncodeError::new(format!(
                        "{} TYPE {} is unused",
                        w.op.name(),
                        w.ty
                    )));
                }
                let low = match (w.tail, w.is_export()) {
                    (ExportTail::Swiz { sel }, true) => {
                        let [x, y, z, ww] = sel;
                        put(x as u32, 0, 3)
                            | put(y as u32, 3, 3)
                            | put(z as u32, 6, 3)
                            | put(ww as u32, 9, 3)
                    }
                    (
                        ExportTail::Buf {
                            array_size,
                            comp_mask,
                        },
                        false,
                    ) => {
                        put(check_width("ARRAY_SIZE", array_size.into(), 12)?, 0, 12)
                            | put(check_width("COMP_MASK", comp_mask.into(), 4)?, 12, 4)
                    }
                    (_, true) => {
                        return Err(EncodeError::new(format!(
                            "{} uses CF_ALLOC_IMP_EXP_DWORD1_SWIZ",
                            w.op.name()
                        )))
                    }
                    (_, false) => {
                        return Err(EncodeError::new(format!(
                            "{} uses CF_ALLOC_IMP_EXP_DWORD1_BUF",
                            w.op.name()
                        )))
                    }
                };
                let w1 = low
                    | put_flag(w.elem_loop, 16)
                    | put(check_width("BURST_COUNT", w.burst_count.into(), 4)?, 17, 4)
                    | put_flag(w.end_of_program, 21)
                    | put_flag(w.valid_pixel_mode, 22)
                    | put(w.op.info().code, 23, 7)
                    | put_flag(w.whole_quad_mode, 30)
                    | put_flag(w.barrier, 31);
                Ok([w0, w1])
            }
        }
    }

    /// Decodes one CF instruction; `offset` is the byte offset of `w0`.
    pub fn decode(w0: u32, w1: u32, offset: usize) -> Result<CfInst, DecodeError> {
        let err = |m: String| DecodeError::new(offset, m);
        if flag(w1, 29) {
            let code = get(w1, 26, 4);
            let op = CfAluOp::from_code(code)
                .ok_or_else(|| err(format!("CF_ALU CF_INST {code} is undefined")))?;
            return Ok(CfInst::Alu(CfAluWord {
                op,
                addr: get(w0, 0, 22),
                kcache: [
                    Kcache {
                        bank: get(w0, 22, 4) as u8,
                        mode: KcacheMode::from_bits(get(w0, 30, 2)),
                        addr: get(w1, 2, 8) as u8,
                    },
                    Kcache {
                        bank: get(w0, 26, 4) as u8,
                        mode: KcacheMode::from_bits(get(w1, 0, 2)),
                        addr: get(w1, 10, 8) as u8,
                    },
                ],
                count: get(w1, 18, 7) as u8,
                uses_waterfall: flag(w1, 25),
                whole_quad_mode: flag(w1, 30),
                barrier: flag(w1, 31),
            }));
        }
        let code = get(w1, 23, 7);
        if code < 32 {
            let op =
                CfOp::from_code(code).ok_or_else(|| err(format!("CF_INST {code} is undefined")))?;
            if get(w1, 19, 2) != 0 {
                return Err(err("CF_DWORD1 reserved bits 20:19 are not zero".to_string()));
            }
            return Ok(CfInst::Cf(CfWord {
                op,
                addr: w0,
                pop_count: get(w1, 0, 3) as u8,
                cf_const: get(w1, 3, 5) as u8,
                cond: CfCond::from_bits(get(w1, 8, 2)),
                count: get(w1, 10, 3) as u8,
                call_count: get(w1, 13, 6) as u8,
                end_of_program: flag(w1, 21),
                valid_pixel_mode: flag(w1, 22),
                whole_quad_mode: flag(w1, 30),
                barrier: flag(w1, 31),
            }));
        }
        let op = CfExportOp::from_code(code)
            .ok_or_else(|| err(format!("CF_ALLOC_IMP_EXP CF_INST {code} is undefined")))?;
        let tail = if op.info().flags.contains(CfFlags::EXPORT) {
            if get(w1, 12, 4) != 0 {
                return Err(err(
                    "CF_ALLOC_IMP_EXP_DWORD1_SWIZ reserved bits 15:12 are not zero".to_string(),
                ));
            }
            let sel = |lo| {
                CompSel::from_bits(get(w1, lo, 3))
                    .ok_or_else(|| err("export SEL value 6 is reserved".to_string()))
            };
            ExportTail::Swiz {
                sel: [sel(0)?, sel(3)?, sel(6)?, sel(9)?],
            }
        } else {
            ExportTail::Buf {
                array_size: get(w1, 0, 12) as u16,
                comp_mask: get(w1, 12, 4) as u8,
            }
        };
        let word = CfExportWord {
            op,
            array_base: get(w0, 0, 13) as u16,
            ty: get(w0, 13, 2) as u8,
            rw_gpr: get(w0, 15, 7) as u8,
            rw_rel: flag(w0, 22),
            index_gpr: get(w0, 23, 7) as u8,
            elem_size: get(w0, 30, 2) as u8,
            tail,
            elem_loop: flag(w1, 16),
            burst_count: get(w1, 17, 4) as u8,
            end_of_program: flag(w1, 21),
            valid_pixel_mode: flag(w1, 22),
            whole_quad_mode: flag(w1, 30),
            barrier: flag(w1, 31),
        };
        if word.type_name().is_none() {
            return Err(err(format!("{} TYPE 3 is unused", op.name())));
        }
        Ok(CfInst::Export(word))
    }
}
