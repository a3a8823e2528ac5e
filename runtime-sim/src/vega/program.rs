//! The decode cache: code bytes decoded once into [`Slot`]s indexed by dword offset, with every
//! operand resolved to a register-file index or a constant so execution never re-decodes.

use gcn_isa::operand::{inline_bits, Operand, SpecialReg};
use gcn_isa::table::{Field, Flags, Format, Kind, Ty};
use gcn_isa::{decode_one, op, Encoding, Instruction, Op};

use super::hazards::{self, Consumer};
use super::semantics::{self, Sem};
use super::stats::Category;
use super::timing::Event;

/// Scalar register-file index of VCC (low half).
pub const VCC: u16 = 106;
/// Scalar register-file index of M0.
pub const M0: u16 = 124;
/// Scalar register-file index of EXEC (low half).
pub const EXEC: u16 = 126;
/// Entries of the scalar register file (SGPRs, specials, TTMPs, M0, EXEC by source code).
pub const SREG_FILE: usize = 128;

/// VGPRs beyond the highest operand a wave still allocates (for accesses that reach past an
/// operand's own registers).
pub const VGPR_MARGIN: usize = 8;

/// A resolved operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    /// Scalar registers from this file index, this many dwords.
    S(u16, u8),
    /// Vector registers from this index, this many dwords.
    V(u16, u8),
    /// A constant already widened to the operand's type.
    Const(u64),
    /// SCC as a value.
    Scc,
    /// VCCZ as a value.
    Vccz,
    /// EXECZ as a value.
    Execz,
    /// An immediate field.
    Imm(i32),
    /// Absent (`off`, or a return operand without `glc`).
    Off,
}

impl Src {
    /// Resolves an operand for a slot of `dwords` dwords and type `ty`.
    fn resolve(o: &Operand, dwords: u8, ty: Ty) -> Option<Src> {
        Some(match *o {
            Operand::Sgpr(r) => Src::S(r.first, dwords.max(r.count)),
            Operand::Ttmp(r) => Src::S(108 + r.first, dwords.max(r.count)),
            Operand::Vgpr(r) => Src::V(r.first, dwords.max(r.count)),
            Operand::Special(s) => match s {
                SpecialReg::Scc => Src::Scc,
                SpecialReg::Vccz => Src::Vccz,
                SpecialReg::Execz => Src::Execz,
                SpecialReg::SharedBase
                | SpecialReg::SharedLimit
                | SpecialReg::PrivateBase
                | SpecialReg::PrivateLimit
                | SpecialReg::PopsExitingWaveId
                | SpecialReg::Null
                | SpecialReg::LdsDirect => return None,
                other => Src::S(other.code(), dwords),
            },
            Operand::Inline(c) => Src::Const(inline_bits(c, ty)),
            Operand::Literal(v) => Src::Const(match ty {
                Ty::F64 => u64::from(v) << 32,
                _ => u64::from(v),
            }),
            Operand::Imm(v) => Src::Imm(v),
            Operand::Label(_) | Operand::Off => Src::Off,
        })
    }
}

/// One resolved operand slot.
#[derive(Clone, Copy, Debug)]
pub struct Slot {
    /// Encoding field.
    pub field: Field,
    /// Slot kind.
    pub kind: Kind,
    /// Number type.
    pub ty: Ty,
    /// Whether the instruction writes it.
    pub write: bool,
    /// The operand.
    pub src: Src,
}

/// One pre-decoded instruction.
#[derive(Clone, Debug)]
pub struct Decoded {
    /// The decoded instruction (modifiers, memory fields).
    pub inst: Instruction,
    /// Mnemonic (table name).
    pub name: &'static str,
    /// Native format.
    pub format: Format,
    /// Flags of the opcode.
    pub flags: Flags,
    /// Size in bytes.
    pub size: u32,
    /// Resolved operands in table order.
    pub slots: Vec<Slot>,
    /// Semantics, or `None` when the simulator does not implement the opcode.
    pub sem: Option<Sem>,
    /// An operand the simulator cannot model (e.g. `src_shared_base`), if any.
    pub bad_operand: Option<String>,
    /// Statistics category.
    pub category: Category,
    /// Issue cycles of the per-wave cycle model (`Stats::wave_cycles`, see `vega::stats`).
    pub issue_cycles: u64,
    /// What the instruction asks of the occupancy-aware cycle model (`vega::timing`); the
    /// machine adds whether it issued a memory operation and what an `s_waitcnt` retired.
    pub timing: Event,
    /// Registers checked against outstanding loads before it issues, in report order.
    pub reg_checks: Vec<RegUse>,
    /// What the wait-state checks need to know about it as a consumer and producer.
    pub consumer: Consumer,
    /// The operands of a VALU instruction the wave-wide path can run, if it is one.
    pub valu: Option<ValuPlan>,
    /// Mnemonic-derived facts of scalar instructions.
    pub scalar: ScalarForm,
}

/// What the scalar semantics need from a mnemonic, resolved once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ScalarForm {
    /// `s_addk_i32`/`s_mulk_i32`: the destination is also the first source.
    pub accumulate: bool,
    /// A 16-bit immediate is zero-extended (`*_u32`), else sign-extended.
    pub imm_zero_extend: bool,
    /// `s_cmov_*` (keeps the destination when SCC is 0), as opposed to `s_cselect_*`.
    pub cmov: bool,
}

/// The resolved operands of a VALU instruction without DPP or SDWA, 16-bit operands or
/// integer clamp (everything else takes the lane-by-lane path, which reports the
/// unimplemented variants).
#[derive(Clone, Copy, Debug)]
pub struct ValuPlan {
    /// Sources by field (`src0`..`src2`) and their types (`Src::Off`: unused).
    pub srcs: [(Src, Ty); 3],
    /// Some operand is a float (the rounding mode must be the default one).
    pub any_float: bool,
    /// Vector destination: first VGPR and dwords.
    pub dst: Option<(u16, u8)>,
    /// Type of the vector destination.
    pub dst_ty: Ty,
    /// Scalar destination written through a VCC-kind operand (carry-out).
    pub carry_out: Option<(u16, u8)>,
    /// Scalar destination in the `vdst` field (compares).
    pub cmp_dst: Option<(u16, u8)>,
    /// Carry-in or condition mask operand.
    pub mask_in: Option<Src>,
    /// The opcode ignores EXEC.
    pub ignores_exec: bool,
    /// Every source is one dword (vector sources one VGPR, no 64-bit type) and the vector
    /// destination, if any, one VGPR: the 32-bit row path can run it when its uniform
    /// sources' values fit in 32 bits.
    pub narrow: bool,
}

/// The [`ValuPlan`] of `d`, when the wave-wide path can run it.
fn valu_plan(d: &Decoded) -> Option<ValuPlan> {
    if !d.is_valu() || d.bad_operand.is_some() {
        return None;
    }
    if matches!(d.inst.encoding, Encoding::Dpp | Encoding::Sdwa) {
        return None;
    }
    if d.slots
        .iter()
        .any(|s| matches!(s.ty, Ty::F16 | Ty::I16 | Ty::V2F16 | Ty::V2I16))
    {
        return None;
    }
    let dst_slot = d.slots.iter().find(|s| s.write && s.field == Field::Vdst);
    let dst_ty = dst_slot.map_or(Ty::I32, |s| s.ty);
    if d.inst.mods.clamp && !matches!(dst_ty, Ty::F32 | Ty::F64) {
        return None;
    }
    let mut srcs = [(Src::Off, Ty::I32); 3];
    let mut mask_in = None;
    for s in d.slots.iter().filter(|s| !s.write) {
        let i = match s.field {
            Field::Src0 => 0,
            Field::Src1 => 1,
            Field::Src2 => 2,
            _ => continue,
        };
        if s.kind == Kind::Vcc {
            mask_in = Some(s.src);
            continue;
        }
        srcs[i] = (s.src, s.ty);
    }
    let dst = match dst_slot.map(|s| s.src) {
        Some(Src::V(r, n)) => Some((r, n)),
        _ => None,
    };
    let narrow = srcs.iter().all(|&(src, ty)| {
        !matches!(ty, Ty::I64 | Ty::F64) && !matches!(src, Src::V(_, n) if n >= 2)
    }) && dst.map_or(true, |(_, n)| n == 1);
    let sreg = |src: Option<Src>| match src {
        Some(Src::S(f, n)) => Some((f, n)),
        _ => None,
    };
    Some(ValuPlan {
        srcs,
        any_float: d
            .slots
            .iter()
            .any(|s| matches!(s.ty, Ty::F32 | Ty::F64 | Ty::F16 | Ty::V2F16)),
        dst,
        dst_ty,
        carry_out: sreg(
            d.slots
                .iter()
                .find(|s| s.write && s.kind == Kind::Vcc)
                .map(|s| s.src),
        ),
        cmp_dst: sreg(d.field(Field::Vdst).map(|s| s.src)),
        mask_in,
        ignores_exec: d.flags.contains(Flags::IGNORES_EXEC),
        narrow,
    })
}

/// A register range an instruction reads or writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegUse {
    /// Vector (else scalar) registers.
    pub vector: bool,
    /// First register-file index.
    pub first: u16,
    /// Number of registers.
    pub count: u8,
    /// Written (else read).
    pub write: bool,
}

impl Decoded {
    /// The first slot of field `f`.
    #[inline]
    pub fn field(&self, f: Field) -> Option<&Slot> {
        self.slots.iter().find(|s| s.field == f)
    }
    /// The source of field `f` (`Off` when absent).
    #[inline]
    pub fn src(&self, f: Field) -> Src {
        self.field(f).map_or(Src::Off, |s| s.src)
    }
    /// Whether this is a VALU instruction.
    pub fn is_valu(&self) -> bool {
        matches!(
            self.format,
            Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p
        )
    }
    /// Whether this is a vector memory instruction (counts against VM_CNT).
    pub fn is_vmem(&self) -> bool {
        self.format.is_vector_memory()
    }
    /// Whether this is a scalar ALU instruction.
    pub fn is_salu(&self) -> bool {
        matches!(
            self.format,
            Format::Sop1 | Format::Sop2 | Format::Sopc | Format::Sopk
        )
    }
    /// Whether this uses the DPP encoding.
    pub fn is_dpp(&self) -> bool {
        self.inst.encoding == Encoding::Dpp
    }
}

/// A decoded program: instructions by dword offset from the start of the code.
#[derive(Clone, Debug)]
pub struct Program {
    /// `slots[pc / 4]`: the instruction starting at byte `pc`, if one does.
    insts: Vec<Option<Decoded>>,
    /// First byte offset that failed to decode, if any (executing it is an error).
    pub bad_from: Option<usize>,
    /// VGPRs a wave of this program can touch (see [`Program::vgpr_span`]).
    vgpr_span: usize,
    /// One past the highest SGPR (s0-s101) an operand names.
    sgpr_span: usize,
}

impl Program {
    /// Decodes `code` linearly from byte 0. Bytes after the first undecodable word (padding,
    /// data) are only an error when executed.
    pub fn decode(code: &[u8]) -> Program {
        let mut insts: Vec<Option<Decoded>> = vec![None; code.len() / 4 + 1];
        let mut at = 0usize;
        let mut bad_from = None;
        while at + 4 <= code.len() {
            match decode_one(code, at) {
                Ok((inst, size)) => {
                    if let Some(slot) = insts.get_mut(at / 4) {
                        let mut d = prepare(inst, size);
                        keep_raw_sdata(&mut d, code, at);
                        *slot = Some(d);
                    }
                    at += size.max(4);
                }
                Err(_) => {
                    bad_from = Some(at);
                    break;
                }
            }
        }
        let vgpr_span = insts
            .iter()
            .flatten()
            .flat_map(|d| d.slots.iter())
            .filter_map(|s| match s.src {
                Src::V(r, n) => Some(usize::from(r) + usize::from(n)),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        let sgpr_span = insts
            .iter()
            .flatten()
            .flat_map(|d| d.slots.iter())
            .filter_map(|s| match s.src {
                Src::S(r, n) if r < 102 => Some((usize::from(r) + usize::from(n)).min(102)),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        Program {
            insts,
            bad_from,
            vgpr_span,
            sgpr_span,
        }
    }

    /// One past the highest VGPR any operand names (what a raw launch allocates when it gives
    /// no count).
    pub fn vgpr_count(&self) -> u32 {
        self.vgpr_span.min(256) as u32
    }

    /// One past the highest SGPR (s0-s101) any operand names.
    pub fn sgpr_count(&self) -> u32 {
        self.sgpr_span as u32
    }

    /// One past the highest VGPR any operand of the program names, plus a margin of
    /// [`VGPR_MARGIN`] registers (at most 256): waves allocate only these registers (a VGPR
    /// outside reads as 0, like every never-written one).
    pub fn vgpr_span(&self) -> usize {
        (self.vgpr_span + VGPR_MARGIN).min(256)
    }

    /// The instruction at byte offset `pc`.
    #[inline]
    pub fn at(&self, pc: u64) -> Option<&Decoded> {
        if pc % 4 != 0 {
            return None;
        }
        self.insts
            .get(usize::try_from(pc / 4).ok()?)
            .and_then(|s| s.as_ref())
    }

    /// Every decoded instruction with its byte offset.
    pub fn iter(&self) -> impl Iterator<Item = (u64, &Decoded)> {
        self.insts
            .iter()
            .enumerate()
            .filter_map(|(i, s)| Some((i as u64 * 4, s.as_ref()?)))
    }
}

/// SMEM: the decoder rounds a misaligned SDATA down as LLVM prints it; the machine keeps
/// the encoded register so that `vega::vmem` can report the misalignment (manual "SGPR
/// Alignment", L713-719).
fn keep_raw_sdata(d: &mut Decoded, code: &[u8], at: usize) {
    if d.format != Format::Smem {
        return;
    }
    let Some(b) = code.get(at..at + 4) else {
        return;
    };
    let raw = (u32::from_le_bytes([b[0], b[1], b[2], b[3]]) >> 6 & 0x7f) as u16;
    for s in d.slots.iter_mut().filter(|s| s.field == Field::Sdata) {
        if let Src::S(first, n) = s.src {
            if first != raw && raw < 102 {
                s.src = Src::S(raw, n);
            }
        }
    }
}

/// Resolves the operands and semantics of one instruction.
pub fn prepare(inst: Instruction, size: usize) -> Decoded {
    let info = inst.info();
    let mut slots = Vec::with_capacity(info.operands.len());
    let mut bad_operand = None;
    for (spec, o) in info.operands.iter().zip(inst.operands.iter()) {
        let mut src = match Src::resolve(o, spec.dwords, spec.ty) {
            Some(s) => s,
            None => {
                bad_operand = Some(format!("{o:?}"));
                Src::Off
            }
        };
        if spec.kind == Kind::VdstRtn && !inst.mem.glc {
            src = Src::Off;
        }
        slots.push(Slot {
            field: spec.field,
            kind: spec.kind,
            ty: spec.ty,
            write: spec.write,
            src,
        });
    }
    // GLOBAL with an SGPR base (`saddr` not `off`): VADDR is a 32-bit offset, one VGPR.
    if info.format == Format::Global
        && slots
            .iter()
            .any(|s| s.field == Field::Saddr && !matches!(s.src, Src::Off))
    {
        for s in slots.iter_mut().filter(|s| s.field == Field::Addr) {
            if let Src::V(r, _) = s.src {
                s.src = Src::V(r, 1);
            }
        }
    }
    // MIMG: the data VGPRs are the dmask's components (the table's 4 is the largest); the
    // address count depends on the T#, so `vega::mimg` checks those VGPRs when it executes.
    if info.format == Format::Mimg {
        let data = gcn_isa::mem::image_data_dwords(info, &inst.mem);
        for s in slots.iter_mut().filter(|s| s.field == Field::Vdata) {
            if let Src::V(r, _) = s.src {
                s.src = Src::V(r, data);
            }
        }
    }
    // Forms the disassembler accepts for parity with llvm-mc-14 but the manual gives no
    // meaning (a scalar source of a VOP3 interpolation, float modifiers on integer sources,
    // ...): refused when executed, never guessed.
    if bad_operand.is_none() {
        bad_operand = inst
            .undefined_form()
            .map(|why| format!("{why} (a form the manual does not define)"));
    }
    let op = inst.op;
    let sem = semantics::lookup(op);
    let category = category(sem, info.format);
    let mut d = Decoded {
        name: info.name,
        format: info.format,
        flags: info.flags,
        size: size as u32,
        sem,
        slots,
        inst,
        bad_operand,
        category,
        issue_cycles: issue_cycles(category, op),
        timing: Event::Internal,
        reg_checks: Vec::new(),
        consumer: Consumer::default(),
        valu: None,
        scalar: ScalarForm {
            accumulate: matches!(op, op::S_ADDK_I32 | op::S_MULK_I32),
            // SOPK's unsigned compares zero-extend SIMM16 (manual: `s_cmpk_*_u32`).
            imm_zero_extend: matches!(
                op,
                op::S_CMPK_EQ_U32
                    | op::S_CMPK_LG_U32
                    | op::S_CMPK_GT_U32
                    | op::S_CMPK_GE_U32
                    | op::S_CMPK_LT_U32
                    | op::S_CMPK_LE_U32
            ),
            cmov: matches!(op, op::S_CMOV_B32 | op::S_CMOV_B64 | op::S_CMOVK_I32),
        },
    };
    d.timing = timing_event(&d);
    d.valu = valu_plan(&d);
    d.reg_checks = reg_checks(&d);
    d.consumer = hazards::consumer(&d);
    d
}

/// The registers [`Decoded::reg_checks`] lists: every register operand, then the implicit
/// VCC, M0 and EXEC reads, then the accumulator of `v_mac`.
fn reg_checks(d: &Decoded) -> Vec<RegUse> {
    let mut out = Vec::new();
    let mut add = |src: Src, write: bool| match src {
        Src::S(first, count) | Src::V(first, count) => out.push(RegUse {
            vector: matches!(src, Src::V(..)),
            first,
            count,
            write,
        }),
        _ => {}
    };
    for s in &d.slots {
        if d.format == Format::Mimg && s.field == Field::Vaddr {
            continue;
        }
        add(s.src, s.write);
    }
    if d.inst.op == op::V_INTERP_P2_F32 {
        add(d.src(Field::Vdst), false);
    }
    if d.flags.contains(Flags::READS_VCC) {
        add(Src::S(VCC, 2), false);
    }
    if d.flags.contains(Flags::READS_M0) {
        add(Src::S(M0, 1), false);
    }
    if d.is_valu() || d.flags.contains(Flags::READS_EXEC) {
        add(Src::S(EXEC, 2), false);
    }
    if matches!(d.sem, Some(Sem::Mac)) {
        add(d.src(Field::Vdst), false);
    }
    out
}

/// The statistics category of an instruction.
fn category(sem: Option<Sem>, format: Format) -> Category {
    match sem {
        Some(Sem::Branch(_) | Sem::SetPc | Sem::SwapPc) => return Category::Branch,
        Some(Sem::Waitcnt) => return Category::Waitcnt,
        Some(Sem::Nop) => return Category::Nop,
        Some(Sem::Barrier) => return Category::Barrier,
        _ => {}
    }
    match format {
        Format::Sop1 | Format::Sop2 | Format::Sopc | Format::Sopk => Category::Salu,
        Format::Vop1
        | Format::Vop2
        | Format::Vopc
        | Format::Vop3
        | Format::Vop3p
        | Format::Vintrp => Category::Valu,
        Format::Smem => Category::Smem,
        Format::Ds => Category::Lds,
        Format::Mubuf
        | Format::Mtbuf
        | Format::Mimg
        | Format::Flat
        | Format::Global
        | Format::Scratch => Category::Vmem,
        _ => Category::Other,
    }
}

/// Quarter-rate VALU operations besides f64 ones (GCN): the 32-bit integer multiplies and the
/// transcendentals.
const QUARTER_RATE: [Op; 25] = [
    op::V_MUL_HI_I32_I24,
    op::V_MUL_HI_U32_U24,
    op::V_MUL_LO_U16,
    op::V_EXP_F32,
    op::V_LOG_F32,
    op::V_RCP_F32,
    op::V_RCP_IFLAG_F32,
    op::V_RSQ_F32,
    op::V_SQRT_F32,
    op::V_SIN_F32,
    op::V_COS_F32,
    op::V_RCP_F16,
    op::V_SQRT_F16,
    op::V_RSQ_F16,
    op::V_LOG_F16,
    op::V_EXP_F16,
    op::V_SIN_F16,
    op::V_COS_F16,
    op::V_EXP_LEGACY_F32,
    op::V_LOG_LEGACY_F32,
    op::V_MUL_LO_U32,
    op::V_MUL_HI_U32,
    op::V_MUL_HI_I32,
    op::V_MAD_U64_U32,
    op::V_MAD_I64_I32,
];

/// Issue cycles of one wave64 instruction: VALU 4 (a SIMD16 takes four passes), 16 for
/// quarter-rate operations (f64, 32-bit integer multiplies, transcendentals), LDS and VMEM 4,
/// everything scalar 1 (see `docs/vega-sim.md`, "Cycle model").
fn issue_cycles(category: Category, op: Op) -> u64 {
    match category {
        Category::Valu => {
            let f64_source = op
                .info()
                .operands
                .iter()
                .any(|s| !s.write && s.ty == Ty::F64);
            if f64_source || QUARTER_RATE.contains(&op) {
                16
            } else {
                4
            }
        }
        Category::Vmem | Category::Lds => 4,
        _ => 1,
    }
}

/// Cycles a VALU instruction keeps its SIMD in the occupancy-aware model: the per-wave issue
/// cycles, except `v_add_f64` at 8 (the manual's TRAPSTS.EXCP_CYCLE, L905-910: "0-3 for
/// normal float operations, 0-7 for double float add, and 0-15 for double float muladd or
/// transcendentals").
fn valu_cycles(op: Op, issue: u64) -> u8 {
    if op == op::V_ADD_F64 {
        8
    } else {
        issue.min(255) as u8
    }
}

/// Data dwords per lane a memory instruction moves: its data sources (DS `data0` + `data1`,
/// FLAT `data`, MUBUF/MIMG `vdata`) or its destination, whichever is wider (at least 1).
fn data_dwords(d: &Decoded) -> u8 {
    let width = |f: Field| match d.src(f) {
        Src::V(_, n) => n,
        _ => 0,
    };
    let sources =
        width(Field::Data0) + width(Field::Data1) + width(Field::Data) + width(Field::Vdata);
    sources.max(width(Field::Vdst)).max(1)
}

/// The timing event of an instruction (its memory operation and waits are added when it runs).
fn timing_event(d: &Decoded) -> Event {
    match d.sem {
        Some(Sem::Nop) => {
            let n = match d.src(Field::Simm16) {
                Src::Imm(v) => (v & 15) as u8,
                _ => 0,
            };
            return Event::Nop(n + 1);
        }
        Some(Sem::Waitcnt) => return Event::Waitcnt(0),
        Some(Sem::Barrier) => return Event::Barrier,
        Some(Sem::Endpgm) => return Event::End,
        _ => {}
    }
    match d.category {
        Category::Valu => Event::Valu(valu_cycles(d.inst.op, d.issue_cycles)),
        Category::Salu | Category::Smem => Event::Scalar { op: false },
        Category::Vmem => Event::Vmem {
            dwords: data_dwords(d),
            op: false,
        },
        Category::Lds => Event::Lds {
            dwords: data_dwords(d),
            op: false,
        },
        _ if d.format == Format::Exp => Event::Export { op: false },
        _ => Event::Internal,
    }
}

#[cfg(test)]
mod issue_cycle_tests {
    use super::{issue_cycles, Category};
    use gcn_isa::op;

    #[test]
    fn quarter_rate_operations_take_sixteen_cycles() {
        // A wave64 on a SIMD16: 4 cycles a full-rate VALU operation, 16 a quarter-rate one.
        for name in [
            op::V_RCP_F32,
            op::V_SQRT_F32,
            op::V_EXP_F32,
            op::V_SIN_F32,
            op::V_MUL_LO_U32,
        ] {
            assert_eq!(issue_cycles(Category::Valu, name), 16, "{name}");
        }
        assert_eq!(issue_cycles(Category::Valu, op::V_FMA_F64), 16);
        for name in [
            op::V_ADD_F32,
            op::V_MAD_LEGACY_F32,
            op::V_LSHLREV_B32,
            op::V_CNDMASK_B32,
        ] {
            assert_eq!(issue_cycles(Category::Valu, name), 4, "{name}");
        }
        assert_eq!(issue_cycles(Category::Lds, op::DS_READ_B32), 4);
        assert_eq!(issue_cycles(Category::Salu, op::S_ADD_U32), 1);
    }
}
