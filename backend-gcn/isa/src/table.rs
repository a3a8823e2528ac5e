//! Description types of the opcode tables and the lookups derived from them.
//!
//! Every fact about an opcode (name, format, opcode number, operands in LLVM's printed order,
//! side effects) lives in one [`OpInfo`] row of [`crate::opcodes`]; the encoder, decoder,
//! printer and parser only consult these rows and the indexes built here.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::opcodes;

/// A microcode format (encoding family) of gfx9.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Scalar ALU, two sources.
    Sop2,
    /// Scalar ALU with a 16-bit immediate.
    Sopk,
    /// Scalar ALU, one source.
    Sop1,
    /// Scalar compare.
    Sopc,
    /// Scalar program control.
    Sopp,
    /// Scalar memory.
    Smem,
    /// Vector ALU, two sources.
    Vop2,
    /// Vector ALU, one source.
    Vop1,
    /// Vector compare.
    Vopc,
    /// Vector ALU, three-operand encoding (VOP3A and VOP3B natives).
    Vop3,
    /// Packed-math vector ALU.
    Vop3p,
    /// Vector parameter interpolation.
    Vintrp,
    /// Local/global data share.
    Ds,
    /// Untyped buffer memory.
    Mubuf,
    /// Typed buffer memory.
    Mtbuf,
    /// Image memory.
    Mimg,
    /// Export.
    Exp,
    /// Flat memory (segment 0).
    Flat,
    /// Global memory (flat segment 2).
    Global,
    /// Scratch memory (flat segment 1).
    Scratch,
}

impl Format {
    /// Whether the format accesses memory (scalar, LDS/GDS, buffer, image or flat memory).
    pub fn is_memory(self) -> bool {
        self == Format::Smem || self == Format::Ds || self.is_vector_memory()
    }

    /// Whether the format is vector memory (buffer, image, flat, global or scratch).
    pub fn is_vector_memory(self) -> bool {
        matches!(
            self,
            Format::Mubuf
                | Format::Mtbuf
                | Format::Mimg
                | Format::Flat
                | Format::Global
                | Format::Scratch
        )
    }
}

/// The instruction field an operand is encoded in (VOP3 field names for vector ALU operands).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// SALU destination (SDST).
    Sdst,
    /// SALU first source (SSRC0).
    Ssrc0,
    /// SALU second source (SSRC1).
    Ssrc1,
    /// SOPK/SOPP 16-bit immediate.
    Simm16,
    /// Trailing 32-bit literal dword (v_madmk/v_madak K, s_setreg_imm32).
    Literal,
    /// VALU destination (VDST).
    Vdst,
    /// VALU source 0.
    Src0,
    /// VALU source 1 (VSRC1 in VOP2/VOPC).
    Src1,
    /// VALU source 2 (VOP3 only; implicit VCC in VOP2).
    Src2,
    /// VINTRP VGPR source.
    Vsrc,
    /// VINTRP attribute and channel.
    Attr,
    /// SMEM data (SDATA).
    Sdata,
    /// SMEM base address pair (SBASE).
    Sbase,
    /// SMEM offset (immediate or SGPR), MUBUF/MTBUF SOFFSET.
    Soffset,
    /// DS / FLAT address VGPR(s).
    Addr,
    /// DS first data VGPR(s).
    Data0,
    /// DS second data VGPR(s).
    Data1,
    /// FLAT store/atomic data VGPR(s).
    Data,
    /// MUBUF/MTBUF data VGPR(s).
    Vdata,
    /// MUBUF/MTBUF address VGPR(s).
    Vaddr,
    /// Buffer resource SGPR quad.
    Srsrc,
    /// GLOBAL/SCRATCH scalar address.
    Saddr,
    /// MIMG sampler SGPR quad.
    Ssamp,
    /// EXP target.
    Target,
    /// EXP first source.
    Vsrc0,
    /// EXP second source.
    Vsrc1,
    /// EXP third source.
    Vsrc2,
    /// EXP fourth source.
    Vsrc3,
}

/// What an operand slot may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// SGPRs or special scalar registers.
    SReg,
    /// Scalar source: SGPRs, special registers, inline constants, a literal.
    SSrc,
    /// VGPRs only.
    VReg,
    /// Vector source: VGPRs, SGPRs, special registers, inline constants, a literal (32-bit
    /// encodings only).
    VSrc,
    /// SGPR destination held in a vector destination field (v_readlane, v_readfirstlane).
    SRegV,
    /// A 64-bit lane mask that is implicitly `vcc` in the 32-bit encodings and an explicit SGPR
    /// pair in VOP3.
    Vcc,
    /// An immediate with its own syntax.
    Imm(ImmKind),
    /// SMEM offset: an immediate byte offset (`Operand::Imm`), an SGPR or M0.
    SmemOffset,
    /// MUBUF/MTBUF SOFFSET: SGPR, M0 or inline constant.
    BufSoffset,
    /// MUBUF/MTBUF VADDR: `off`, one VGPR (offen or idxen) or two (both).
    BufVaddr,
    /// GLOBAL/SCRATCH address: VGPR(s), or `off` for SCRATCH with an SGPR address.
    FlatVaddr,
    /// GLOBAL/SCRATCH SADDR: SGPR(s) or `off`.
    Saddr,
    /// FLAT atomic return VGPR(s): present (and printed) only with `glc`.
    VdstRtn,
    /// MIMG data VGPRs: width from dmask, tfe and d16.
    ImageData,
    /// MIMG address VGPRs: any width (the disassembler shows one).
    ImageAddr,
    /// EXP source: a VGPR or `off`.
    ExpSrc,
}

/// Syntax of an immediate operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImmKind {
    /// 16-bit value printed in decimal.
    Dec16,
    /// Optional 16-bit value, printed only when nonzero (`s_endpgm`).
    Opt16,
    /// 16-bit value printed in hexadecimal (SOPK).
    Hex16,
    /// Branch target: a label, or a signed dword offset from the next instruction.
    Label,
    /// `s_waitcnt` counters.
    Waitcnt,
    /// `sendmsg(...)`.
    Sendmsg,
    /// `hwreg(...)`.
    Hwreg,
    /// `gpr_idx(...)`.
    GprIdx,
    /// A 32-bit literal dword.
    Literal,
    /// Interpolation attribute `attrN.c` (value = N * 4 + c).
    Attr,
    /// Interpolation parameter slot `p10`, `p20`, `p0`.
    InterpSlot,
    /// Export target (`mrt0`, `mrtz`, `null`, `pos0`, `param0`, ...).
    ExpTarget,
}

/// Number type of an operand: decides how inline constants and literals are interpreted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// 16-bit integer.
    I16,
    /// 32-bit integer or bits.
    I32,
    /// 64-bit integer or bits.
    I64,
    /// Half float.
    F16,
    /// Single float.
    F32,
    /// Double float.
    F64,
    /// Two packed halves.
    V2F16,
    /// Two packed 16-bit integers.
    V2I16,
}

impl Ty {
    /// Whether the operand is a floating-point value (admits neg/abs).
    pub fn is_float(self) -> bool {
        matches!(self, Ty::F16 | Ty::F32 | Ty::F64 | Ty::V2F16)
    }
}

/// One operand slot of an opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OperandSpec {
    /// The encoding field.
    pub field: Field,
    /// What the slot may hold.
    pub kind: Kind,
    /// Width in dwords (registers in a range).
    pub dwords: u8,
    /// Number type.
    pub ty: Ty,
    /// Whether the instruction writes this operand.
    pub write: bool,
}

impl OperandSpec {
    /// A source operand.
    pub const fn read(field: Field, kind: Kind, dwords: u8, ty: Ty) -> Self {
        OperandSpec {
            field,
            kind,
            dwords,
            ty,
            write: false,
        }
    }
    /// A destination operand.
    pub const fn write(field: Field, kind: Kind, dwords: u8, ty: Ty) -> Self {
        OperandSpec {
            field,
            kind,
            dwords,
            ty,
            write: true,
        }
    }
}

/// Side effects and scheduling facts of an opcode, as a bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Flags(pub u32);

impl Flags {
    /// No side effects.
    pub const NONE: Flags = Flags(0);
    /// Writes SCC.
    pub const WRITES_SCC: Flags = Flags(1 << 0);
    /// Reads SCC.
    pub const READS_SCC: Flags = Flags(1 << 1);
    /// Writes VCC (or the VOP3 SGPR pair in its place).
    pub const WRITES_VCC: Flags = Flags(1 << 2);
    /// Reads VCC (or the VOP3 SGPR pair in its place).
    pub const READS_VCC: Flags = Flags(1 << 3);
    /// Writes EXEC.
    pub const WRITES_EXEC: Flags = Flags(1 << 4);
    /// Reads EXEC (per-lane execution or an explicit read).
    pub const READS_EXEC: Flags = Flags(1 << 5);
    /// Reads M0.
    pub const READS_M0: Flags = Flags(1 << 6);
    /// Writes M0.
    pub const WRITES_M0: Flags = Flags(1 << 7);
    /// Increments VM_CNT.
    pub const VMCNT: Flags = Flags(1 << 8);
    /// Increments LGKM_CNT.
    pub const LGKMCNT: Flags = Flags(1 << 9);
    /// Increments EXP_CNT.
    pub const EXPCNT: Flags = Flags(1 << 10);
    /// Changes the program counter.
    pub const BRANCH: Flags = Flags(1 << 11);
    /// Executes regardless of EXEC (lane access instructions).
    pub const IGNORES_EXEC: Flags = Flags(1 << 12);
    /// Ends the program.
    pub const ENDS_PROGRAM: Flags = Flags(1 << 13);
    /// Memory store (writes memory).
    pub const STORE: Flags = Flags(1 << 14);
    /// Memory load (reads memory into registers).
    pub const LOAD: Flags = Flags(1 << 15);
    /// Memory atomic.
    pub const ATOMIC: Flags = Flags(1 << 16);
    /// VOP3 opcode with op_sel bits (16-bit operands).
    pub const OP_SEL: Flags = Flags(1 << 17);
    /// DS opcode with two 8-bit offsets (`offset0`, `offset1`).
    pub const TWO_OFFSETS: Flags = Flags(1 << 18);
    /// DS offset is a swizzle pattern.
    pub const SWIZZLE: Flags = Flags(1 << 19);
    /// Transfers between memory and LDS.
    pub const LDS: Flags = Flags(1 << 20);
    /// Typed buffer access with a data/number format.
    pub const FORMAT: Flags = Flags(1 << 21);
    /// Reads its destination register: accumulates into it (`v_mac_f32`, `s_addk_i32`),
    /// writes it conditionally or partly (`s_cmov_b32`, `s_bitset1_b32`, 16-bit `_d16`
    /// loads), or writes a source as well (`v_swap_b32`).
    pub const READS_DST: Flags = Flags(1 << 22);
    /// Reads or writes VGPR lanes other than the executing lane's own (`v_readlane_b32`,
    /// `v_writelane_b32`, `ds_swizzle_b32`, `ds_permute_b32`, `ds_bpermute_b32`).
    pub const CROSS_LANE: Flags = Flags(1 << 23);

    /// Whether all bits of `other` are set.
    pub const fn contains(self, other: Flags) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for Flags {
    type Output = Flags;
    fn bitor(self, rhs: Flags) -> Flags {
        Flags(self.0 | rhs.0)
    }
}

/// One opcode: a row of a format's opcode table.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct OpInfo {
    /// Lower-case mnemonic without encoding suffix (`v_add_f32`).
    pub name: &'static str,
    /// Native format.
    pub format: Format,
    /// Opcode number in the native format (VOP3 numbers for VOP3 natives).
    pub opcode: u16,
    /// Line of the opcode row in the Vega ISA manual.
    pub manual_line: u32,
    /// Side effects.
    pub flags: Flags,
    /// Operands in LLVM's printed order.
    pub operands: &'static [OperandSpec],
}

impl OpInfo {
    /// The type llvm-mc-14 reads constants of `spec` as, where it differs from the manual's:
    /// scalar sources are 32-bit (`s_pack_ll_b32_b16 s1, s2, 0xffffffff` is `-1`), and
    /// `v_ldexp_f16`'s exponent is a 32-bit integer (LLVM's `VOP_F16_F16_I32`; the manual
    /// reads `S1.i16`).
    pub fn constant_ty(&self, spec: &OperandSpec) -> Ty {
        match (spec.kind, spec.ty) {
            (Kind::SSrc, Ty::I16 | Ty::F16) => Ty::I32,
            (Kind::VSrc, Ty::I16) if self.name == "v_ldexp_f16" && spec.field == Field::Src1 => {
                Ty::I32
            }
            (_, ty) => ty,
        }
    }

    /// The integer sources (bit 0 = SRC0, 1 = SRC1, 2 = SRC2) whose VOP3 modifier bits
    /// llvm-mc-14 takes although the manual gives them no meaning: `v_cndmask_b32`'s in its
    /// VOP3 form (`vop3`), `v_cvt_pk_u8_f32`'s SRC1 and SRC2 (printed as `sext()`).
    pub fn int_sources_with_float_mods(&self, vop3: bool) -> u8 {
        match self.name {
            "v_cndmask_b32" if vop3 => 3,
            "v_cvt_pk_u8_f32" => 6,
            _ => 0,
        }
    }

    /// Whether the destination is written before the sources are all read (LLVM's
    /// `@earlyclobber`: the quad-SAD opcodes), so that llvm-mc-14 wants the destination VGPRs
    /// apart from every VGPR source ("destination must be different than all sources").
    pub fn early_clobber(&self) -> bool {
        matches!(
            self.name,
            "v_qsad_pk_u16_u8" | "v_mqsad_pk_u16_u8" | "v_mqsad_u32_u8"
        )
    }

    /// Whether `spec` is a source slot of a VOP3 interpolation (the VGPR of `v_interp_p1_f32`
    /// / `v_interp_p2_f32` in their 64-bit form, SRC1 and SRC2 of the VOP3-native `v_interp_*`
    /// opcodes): the table lists a VGPR, but the VOP3 word has a 9-bit source field there,
    /// which llvm-mc-14 decodes as any 32-bit source (scalar registers, `src_*` values, and
    /// constants it prints as `/*invalid immediate*/`); its assembler takes scalar registers
    /// in SRC2 and `m0` / `src_lds_direct` in the VGPR's place.
    pub fn is_vop3_interp_source(&self, spec: &OperandSpec, vop3: bool) -> bool {
        spec.kind == Kind::VReg
            && !spec.write
            && match self.format {
                Format::Vintrp => {
                    vop3 && spec.field == Field::Vsrc && self.name != "v_interp_mov_f32"
                }
                Format::Vop3 => {
                    self.name.starts_with("v_interp_")
                        && matches!(spec.field, Field::Src1 | Field::Src2)
                }
                _ => false,
            }
    }

    /// The VOP3 opcode of this opcode's 64-bit form (natives: its own; VOPC +0, VOP2 +0x100,
    /// VOP1 +0x140, VINTRP +0x270; manual L6730-6736, L7269-7275, L8117-8124, L8271-8278).
    pub fn vop3_opcode(&self) -> Option<u16> {
        match self.format {
            Format::Vop3 => Some(self.opcode),
            Format::Vopc => Some(self.opcode),
            Format::Vop2 if !self.name.contains("madmk") && !self.name.contains("madak") => {
                Some(0x100 + self.opcode)
            }
            Format::Vop1 if !matches!(self.name, "v_swap_b32" | "v_readfirstlane_b32") => {
                Some(0x140 + self.opcode)
            }
            Format::Vintrp => Some(0x270 + self.opcode),
            _ => None,
        }
    }

    /// VOP3P sources (bit i = src i) whose neg_lo / neg_hi bits the encoding carries: src0 and
    /// every float source. llvm-mc-14 drops the bits of the other integer sources when it
    /// encodes (`v_pk_add_u16 … neg_lo:[0,1]` encodes as no negation) and refuses words with
    /// them set, while it keeps src0's bits of integer ops both ways.
    pub fn packed_neg_sources(&self) -> u8 {
        let mut mask = 1u8;
        for s in self.operands.iter().filter(|s| !s.write) {
            let bit = match s.field {
                Field::Src1 => 2,
                Field::Src2 => 4,
                _ => 0,
            };
            if s.ty.is_float() {
                mask |= bit;
            }
        }
        mask
    }
}

/// Handle of an opcode: index into [`all_ops`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Op(pub u16);

impl Op {
    /// Every opcode, in table order.
    pub fn all() -> impl Iterator<Item = Op> {
        (0..all_ops().len()).filter_map(|i| u16::try_from(i).ok().map(Op))
    }

    /// The opcode's table row.
    #[inline]
    pub fn info(self) -> &'static OpInfo {
        let all = all_ops();
        all[usize::from(self.0).min(all.len() - 1)]
    }
}

impl std::fmt::Display for Op {
    /// The mnemonic (`v_add_f32`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.info().name)
    }
}

/// Every format's opcode table, in a fixed order.
pub fn tables() -> [&'static [OpInfo]; 21] {
    [
        &opcodes::SOP2,
        &opcodes::SOPK,
        &opcodes::SOP1,
        &opcodes::SOPC,
        &opcodes::SOPP,
        &opcodes::VOP2,
        &opcodes::VOP1,
        &opcodes::VOPC,
        &opcodes::VOP3A,
        &opcodes::VOP3B,
        &opcodes::VOP3P,
        &opcodes::VINTRP,
        &opcodes::SMEM,
        &opcodes::DS,
        &opcodes::MUBUF,
        &opcodes::MTBUF,
        &opcodes::FLAT,
        &opcodes::GLOBAL,
        &opcodes::SCRATCH,
        &opcodes::MIMG,
        &opcodes::EXP,
    ]
}

/// All opcodes of all formats; [`Op`] indexes this list.
#[inline]
pub fn all_ops() -> &'static [&'static OpInfo] {
    static ALL: OnceLock<Vec<&'static OpInfo>> = OnceLock::new();
    ALL.get_or_init(|| tables().iter().flat_map(|t| t.iter()).collect())
}

/// The opcode with this mnemonic (without encoding suffix).
pub fn op_by_name(name: &str) -> Option<Op> {
    static MAP: OnceLock<HashMap<&'static str, Op>> = OnceLock::new();
    MAP.get_or_init(|| {
        all_ops()
            .iter()
            .enumerate()
            .filter_map(|(i, info)| Some((info.name, Op(u16::try_from(i).ok()?))))
            .collect()
    })
    .get(name)
    .copied()
}

/// Per-format opcode-indexed decode tables (`u16::MAX` = no opcode).
pub struct DecodeIndex {
    /// SOP2, 7-bit opcode.
    pub sop2: [u16; 128],
    /// SOPK, 5-bit opcode.
    pub sopk: [u16; 32],
    /// SOP1, 8-bit opcode.
    pub sop1: [u16; 256],
    /// SOPC, 7-bit opcode.
    pub sopc: [u16; 128],
    /// SOPP, 7-bit opcode.
    pub sopp: [u16; 128],
    /// VOP2, 6-bit opcode.
    pub vop2: [u16; 64],
    /// VOP1, 8-bit opcode.
    pub vop1: [u16; 256],
    /// VOPC, 8-bit opcode.
    pub vopc: [u16; 256],
    /// VOP3 10-bit opcode space, including promoted VOP1/VOP2/VOPC/VINTRP.
    pub vop3: [u16; 1024],
    /// VOP3P, 7-bit opcode.
    pub vop3p: [u16; 128],
    /// VINTRP, 2-bit opcode.
    pub vintrp: [u16; 4],
    /// SMEM, 8-bit opcode.
    pub smem: [u16; 256],
    /// DS, 8-bit opcode.
    pub ds: [u16; 256],
    /// MUBUF, 7-bit opcode.
    pub mubuf: [u16; 128],
    /// MTBUF, 4-bit opcode.
    pub mtbuf: [u16; 16],
    /// FLAT (segment 0), 7-bit opcode.
    pub flat: [u16; 128],
    /// GLOBAL (segment 2), 7-bit opcode.
    pub global: [u16; 128],
    /// SCRATCH (segment 1), 7-bit opcode.
    pub scratch: [u16; 128],
    /// MIMG, 7-bit opcode.
    pub mimg: [u16; 128],
    /// EXP (single opcode).
    pub exp: [u16; 1],
    /// Per-opcode decode facts (bits `FACT_*`), indexed by [`Op`].
    pub facts: Vec<u8>,
}

/// Decode fact: VOP3B layout (carry-out SGPR in `SDST[14:8]`).
pub const FACT_CARRY: u8 = 1;
/// Decode fact: VOP3-native interpolation (attribute in src0, `high` in bit 8).
pub const FACT_INTERP3: u8 = 2;
/// Decode fact: v_mad_mix* (abs in the neg_hi field).
pub const FACT_MIX: u8 = 4;
/// Decode fact: a trailing literal dword is part of the opcode (K constant, setreg_imm32).
pub const FACT_LITERAL: u8 = 8;

fn facts_of(info: &OpInfo) -> u8 {
    let mut f = 0;
    if info
        .operands
        .iter()
        .any(|s| s.field == Field::Sdst && s.kind == Kind::Vcc)
    {
        f |= FACT_CARRY;
    }
    if info.format == Format::Vop3 && info.name.starts_with("v_interp_") {
        f |= FACT_INTERP3;
    }
    if info.name.starts_with("v_mad_mix") {
        f |= FACT_MIX;
    }
    if info.operands.iter().any(|s| s.field == Field::Literal) {
        f |= FACT_LITERAL;
    }
    f
}

/// The decode index, built once from the tables.
#[inline]
pub fn decode_index() -> &'static DecodeIndex {
    static IDX: OnceLock<DecodeIndex> = OnceLock::new();
    IDX.get_or_init(|| {
        let mut d = DecodeIndex {
            sop2: [u16::MAX; 128],
            sopk: [u16::MAX; 32],
            sop1: [u16::MAX; 256],
            sopc: [u16::MAX; 128],
            sopp: [u16::MAX; 128],
            vop2: [u16::MAX; 64],
            vop1: [u16::MAX; 256],
            vopc: [u16::MAX; 256],
            vop3: [u16::MAX; 1024],
            vop3p: [u16::MAX; 128],
            vintrp: [u16::MAX; 4],
            smem: [u16::MAX; 256],
            ds: [u16::MAX; 256],
            mubuf: [u16::MAX; 128],
            mtbuf: [u16::MAX; 16],
            flat: [u16::MAX; 128],
            global: [u16::MAX; 128],
            scratch: [u16::MAX; 128],
            mimg: [u16::MAX; 128],
            exp: [u16::MAX; 1],
            facts: all_ops().iter().map(|i| facts_of(i)).collect(),
        };
        for (i, info) in all_ops().iter().enumerate() {
            let Ok(i) = u16::try_from(i) else { continue };
            let o = usize::from(info.opcode);
            let slot = match info.format {
                Format::Sop2 => d.sop2.get_mut(o),
                Format::Sopk => d.sopk.get_mut(o),
                Format::Sop1 => d.sop1.get_mut(o),
                Format::Sopc => d.sopc.get_mut(o),
                Format::Sopp => d.sopp.get_mut(o),
                Format::Vop2 => d.vop2.get_mut(o),
                Format::Vop1 => d.vop1.get_mut(o),
                Format::Vopc => d.vopc.get_mut(o),
                Format::Vop3p => d.vop3p.get_mut(o),
                Format::Vintrp => d.vintrp.get_mut(o),
                Format::Smem => d.smem.get_mut(o),
                Format::Ds => d.ds.get_mut(o),
                Format::Mubuf => d.mubuf.get_mut(o),
                Format::Mtbuf => d.mtbuf.get_mut(o),
                Format::Flat => d.flat.get_mut(o),
                Format::Global => d.global.get_mut(o),
                Format::Scratch => d.scratch.get_mut(o),
                Format::Mimg => d.mimg.get_mut(o),
                Format::Exp => d.exp.get_mut(o),
                _ => None,
            };
            if let Some(s) = slot {
                *s = i;
            }
            if let Some(v3) = info.vop3_opcode() {
                if let Some(s) = d.vop3.get_mut(usize::from(v3)) {
                    *s = i;
                }
            }
        }
        d
    })
}

/// Look up a decode-table slot.
#[inline]
pub fn lookup(table: &[u16], opcode: u32) -> Option<Op> {
    match table.get(opcode as usize) {
        Some(&i) if i != u16::MAX => Some(Op(i)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(name: &str) -> Flags {
        op_by_name(name).map_or(Flags::NONE, |op| op.info().flags)
    }

    // Expectations from the manual's counter and state rules (L1051-1114, L425-436, L762-813).
    #[test]
    fn side_effect_flags_follow_the_manual() {
        assert!(flags("s_cbranch_scc0").contains(Flags(Flags::BRANCH.0 | Flags::READS_SCC.0)));
        assert!(flags("s_add_u32").contains(Flags::WRITES_SCC));
        assert!(flags("s_addc_u32").contains(Flags::READS_SCC));
        assert!(flags("v_cmpx_lt_f32").contains(Flags(Flags::WRITES_EXEC.0 | Flags::WRITES_VCC.0)));
        assert!(flags("v_cndmask_b32").contains(Flags::READS_VCC));
        assert!(flags("v_readlane_b32").contains(Flags::IGNORES_EXEC));
        assert!(flags("s_load_dword").contains(Flags::LGKMCNT));
        assert!(flags("ds_read_b32").contains(Flags::LGKMCNT));
        assert!(flags("flat_load_dword").contains(Flags(Flags::VMCNT.0 | Flags::LGKMCNT.0)));
        assert!(!flags("global_load_dword").contains(Flags::LGKMCNT));
        assert!(flags("global_store_dword").contains(Flags(Flags::VMCNT.0 | Flags::EXPCNT.0)));
        assert!(flags("buffer_load_dword").contains(Flags::VMCNT));
        assert!(flags("exp").contains(Flags::EXPCNT));
        assert!(flags("s_sendmsg").contains(Flags(Flags::LGKMCNT.0 | Flags::READS_M0.0)));
        assert!(flags("s_endpgm").contains(Flags::ENDS_PROGRAM));
    }

    #[test]
    fn promoted_vop3_opcodes_follow_the_manual_offsets() {
        // VOP2 +0x100 (L6730-6736), VOP1 +0x140 (L7269-7275), VOPC +0 (L8117-8124).
        let v3 = |n: &str| op_by_name(n).and_then(|o| o.info().vop3_opcode());
        assert_eq!(v3("v_add_f32"), Some(0x101));
        assert_eq!(v3("v_exp_f32"), Some(0x160));
        assert_eq!(v3("v_cmp_lt_f32"), Some(0x41));
        assert_eq!(v3("v_interp_p1_f32"), Some(0x270));
        assert_eq!(v3("v_madmk_f32"), None);
    }

    #[test]
    fn every_opcode_name_is_unique() {
        let mut names: Vec<&str> = all_ops().iter().map(|i| i.name).collect();
        let n = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), n);
    }
}
