//! Instruction selection: [`ilc_ir::Function`] → [`MachineFunction`] over virtual registers.
//!
//! This module holds the driver, value locations and operand legalisation (constant bus,
//! literals); [`control`] lowers the region tree, [`alu`] the arithmetic and [`memory`] the
//! memory operations.
//!
//! Values the uniformity analysis proves uniform live in SGPRs and use SALU instructions when
//! the operation has a scalar form and its operands are scalar; everything else is VALU.
//! `b1` values are 64-bit lane masks in SGPR pairs (inactive lanes are don't-care). Control
//! flow follows the structurizer's region tree: uniform ifs become scalar branches on SCC,
//! divergent ifs save and narrow EXEC (`s_and_saveexec_b64`), skip empty sides with
//! `s_cbranch_execz` and restore EXEC at the join. `break`, `continue` and `return` that are
//! not fall-throughs move the active lanes into a mask of their target (scope exit, loop
//! exit, next iteration, kernel end) and clear EXEC; the target's end ORs them back in, and
//! every divergent `if` in between removes them from the EXEC it restores. Loops repeat
//! while any lane is active (`s_cbranch_execnz`).

use std::collections::HashMap;

use cranelift_entity::SecondaryMap;
use gcn_isa::operand::SpecialReg;
use gcn_isa::{op, Encoding, Modifiers, Op, Operand, RegRange};
use ilc_ir::structurize::structurize;
use ilc_ir::uniformity::{analyze, Uniformity};
use ilc_ir::{Block, Function, Inst, InstructionData, SpecialKind, Type, Value};

use crate::abi::{self, kernarg_layout, KernargSlot, KernargSlotKind};
use crate::error::CodegenError;
use crate::mir::{MBlock, MInst, MOperand, MachineFunction, RegClass, VReg};

mod address_fold;
mod alu;
mod control;
mod div_const;
mod export;
mod float64;
mod float_seq;
mod graphics;
mod half;
mod icb;
mod int64;
mod memory;
mod private;
mod special;
mod texture;

use alu::float_cc_name;
use control::{Construct, IfFrame};
use ilc_ir::region_walk::{RegionLowering, Tail};
use memory::kernarg_kind;

/// The result of instruction selection.
#[derive(Clone, Debug)]
pub struct Selected {
    /// The machine function over virtual registers.
    pub mfunc: MachineFunction,
    /// The kernarg layout the code reads.
    pub kernargs: Vec<KernargSlot>,
    /// Graphics stages: what the code object records beside the compute facts.
    pub graphics: Option<crate::stage::GraphicsInfo>,
}

/// Where an IR value is available.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Loc {
    /// In a virtual register of this width.
    Reg(VReg, u8),
    /// A constant (bits) of a 32-bit type; materialised at each use.
    Const(u32),
    /// A fixed ABI register (work-item and work-group ids).
    Fixed(Operand),
}

/// The EXEC mask operand.
const EXEC: MOperand = MOperand::Fixed(Operand::Special(SpecialReg::ExecLo));

/// A 32-bit constant as an operand: an inline constant when one has these bits, else a literal.
fn const_operand(bits: u32, float: bool) -> MOperand {
    let ty = if float {
        gcn_isa::table::Ty::F32
    } else {
        gcn_isa::table::Ty::I32
    };
    match gcn_isa::operand::inline_for_bits(u64::from(bits), ty) {
        Some(code) => MOperand::Fixed(Operand::Inline(code)),
        None => MOperand::Fixed(Operand::Literal(bits)),
    }
}

fn is_literal(o: &MOperand) -> bool {
    matches!(o, MOperand::Fixed(Operand::Literal(_)))
}

struct Isel<'a> {
    func: &'a Function,
    uni: Uniformity,
    /// Constant address additions folded into memory instructions' offsets.
    folded: address_fold::FoldedAddresses,
    mf: MachineFunction,
    cur: MBlock,
    locs: SecondaryMap<Value, Option<Loc>>,
    kernarg_regs: HashMap<KernargSlotKind, VReg>,
    /// First placeholder SGPR of each UAV's buffer resource (see
    /// [`abi::UAV_RESOURCE_PLACEHOLDER`]), by UAV id.
    uav_resources: HashMap<u32, u16>,
    /// Dispatch-packet dwords holding the group sizes, when loaded: `[x | y << 16, z]`.
    /// Dispatch-packet words loaded by the prologue, indexed by [`abi::PacketWord::index`].
    packet_words: [Option<VReg>; 5],
    /// Enclosing scopes and loops, outermost first.
    constructs: Vec<Construct>,
    /// Enclosing divergent ifs, outermost first.
    ifs: Vec<IfFrame>,
    /// Lanes that executed a `return` before the end of the kernel.
    return_mask: Option<VReg>,
    /// The `if` arms being lowered: (block ending in the `brif`, then-arm?).
    arms: Vec<(Block, bool)>,
    /// Byte offset in the scratch frame of each private array still accessed.
    private_bases: Vec<Option<u32>>,
    /// Address of the immediate constant buffer's data (an SGPR pair), when loaded.
    icb_base: Option<VReg>,
    /// The IR block whose instructions (or outgoing edge) are being selected.
    cur_block: Option<Block>,
    /// Per-lane copies (VGPRs) of scalar values read outside a divergent loop they are
    /// defined in (temporal divergence, see [`ilc_ir::uniformity`]): each lane keeps the
    /// value of the last iteration it ran.
    shadows: HashMap<Value, VReg>,
    /// A uniform compare whose result SCC still holds: its value, the machine block and the
    /// length of that block right after the compare's `s_cselect_b64`.
    scc_mask: Option<(Value, MBlock, usize)>,
    /// How many times each value is read in the function.
    uses: SecondaryMap<Value, u32>,
    /// Flat ids already computed in the current machine block (see [`special`]).
    flat_ids: special::FlatIds,
    /// Graphics stages' state (inputs, outputs, descriptors), see [`graphics`].
    gfx: graphics::GfxState,
}

/// Selects machine instructions for `func` as a compute kernel.
pub fn select(func: &Function) -> Result<Selected, CodegenError> {
    select_stage(func, crate::stage::Stage::Compute)
}

/// Selects machine instructions for `func` running as `stage`.
pub fn select_stage(func: &Function, stage: crate::stage::Stage) -> Result<Selected, CodegenError> {
    let region = structurize(func).map_err(|e| CodegenError::Irreducible(e.to_string()))?;
    let mut mf = MachineFunction::default();
    let entry = mf.new_block();
    let mut isel = Isel {
        func,
        uni: analyze(func),
        folded: address_fold::FoldedAddresses::analyze(func),
        mf,
        cur: entry,
        locs: SecondaryMap::new(),
        kernarg_regs: HashMap::new(),
        uav_resources: HashMap::new(),
        packet_words: [None; 5],
        constructs: Vec::new(),
        ifs: Vec::new(),
        return_mask: None,
        arms: Vec::new(),
        private_bases: Vec::new(),
        icb_base: None,
        cur_block: None,
        shadows: HashMap::new(),
        scc_mask: None,
        uses: func.use_counts(),
        flat_ids: special::FlatIds::default(),
        gfx: graphics::GfxState {
            stage,
            ..Default::default()
        },
    };
    let kernargs = isel.prologue()?;
    isel.graphics_prologue()?;
    let entry_pos = (isel.cur, isel.mf.blocks[isel.cur].insts.len());
    isel.plan_outputs(entry_pos)?;
    isel.lower(&region, Tail::kernel())?;
    if let Some(m) = isel.return_mask {
        isel.insert_zero(entry_pos, m)?;
    }
    isel.graphics_epilogue()?;
    let graphics = isel.graphics_info();
    isel.push(
        op::S_ENDPGM,
        Encoding::Native,
        &[MOperand::Fixed(Operand::Imm(0))],
    )?;
    Ok(Selected {
        mfunc: isel.mf,
        kernargs,
        graphics,
    })
}

impl Isel<'_> {
    pub(super) fn push(
        &mut self,
        op: Op,
        enc: Encoding,
        ops: &[MOperand],
    ) -> Result<&mut MInst, CodegenError> {
        let mut inst = MInst::new(op, enc, ops);
        self.legalize_scalar_literals(&mut inst)?;
        let insts = &mut self.mf.blocks[self.cur].insts;
        insts.push(inst);
        insts
            .last_mut()
            .ok_or_else(|| CodegenError::Internal("empty block after push".into()))
    }

    /// SOP2/SOPC instructions take at most one literal dword: a second, different literal
    /// is moved to an SGPR first.
    pub(super) fn legalize_scalar_literals(
        &mut self,
        inst: &mut MInst,
    ) -> Result<(), CodegenError> {
        if !matches!(
            inst.op.info().format,
            gcn_isa::Format::Sop2 | gcn_isa::Format::Sopc
        ) {
            return Ok(());
        }
        let mut first: Option<u32> = None;
        for o in inst.operands.iter_mut() {
            if let MOperand::Fixed(Operand::Literal(bits)) = *o {
                match first {
                    None => first = Some(bits),
                    Some(f) if f == bits => {}
                    Some(_) => {
                        let r = self.sreg(1);
                        let mov = MInst::new(
                            op::S_MOV_B32,
                            Encoding::Native,
                            &[MOperand::whole(r, 1), *o],
                        );
                        self.mf.blocks[self.cur].insts.push(mov);
                        *o = MOperand::whole(r, 1);
                    }
                }
            }
        }
        Ok(())
    }

    pub(super) fn sreg(&mut self, dwords: u8) -> VReg {
        self.mf.new_vreg(RegClass::Sgpr, dwords)
    }

    pub(super) fn vreg(&mut self) -> VReg {
        self.mf.new_vreg(RegClass::Vgpr, 1)
    }

    pub(super) fn unsupported(&self, what: impl Into<String>, inst: Option<Inst>) -> CodegenError {
        CodegenError::Unsupported {
            what: what.into(),
            loc: inst.map(|i| self.func.srclocs[i]),
        }
    }

    /// Scans the function for buffers and dispatch registers, and loads their kernarg and
    /// dispatch-packet words at the top of the entry block.
    pub(super) fn prologue(&mut self) -> Result<Vec<KernargSlot>, CodegenError> {
        let mut kinds = Vec::new();
        let mut packet = [false; 5];
        for (_, data) in self.func.insts.iter() {
            match data {
                InstructionData::Load { space, .. }
                | InstructionData::Store { space, .. }
                | InstructionData::Atomic { space, .. } => {
                    if let Some(kind) = kernarg_kind(*space) {
                        kinds.push(kind);
                    }
                }
                InstructionData::Special { reg } if !self.gfx.stage.is_graphics() => {
                    for word in special::packet_words_for(reg.kind, reg.axis, self.func.group_size)
                    {
                        packet[word.index()] = true;
                    }
                    match reg.kind {
                        SpecialKind::NumGroups => {
                            kinds.push(KernargSlotKind::NumGroups(reg.axis.min(2)))
                        }
                        SpecialKind::GroupFlat | SpecialKind::GlobalFlat => {
                            kinds.push(KernargSlotKind::NumGroups(0));
                            kinds.push(KernargSlotKind::NumGroups(1));
                        }
                        _ => {}
                    }
                }
                _ => {}
            }
        }
        let uavs: Vec<u32> = kinds
            .iter()
            .filter_map(|k| match k {
                KernargSlotKind::Uav(n) => Some(*n),
                _ => None,
            })
            .collect();
        kinds.extend(uavs.into_iter().map(KernargSlotKind::UavRecords));
        kinds.extend(self.graphics_kernarg_kinds()?);
        let slots = kernarg_layout(kinds);
        let kernarg_ptr = MOperand::Fixed(Operand::Sgpr(RegRange {
            first: abi::KERNARG_PTR_SGPR,
            count: 2,
        }));
        for slot in &slots {
            if self.graphics_slot(slot, kernarg_ptr)? {
                continue;
            }
            match slot.kind {
                KernargSlotKind::Uav(n) => {
                    // The UAV's 16-byte buffer resource, in placeholder SGPRs.
                    let first = abi::UAV_RESOURCE_PLACEHOLDER + 4 * self.uav_resources.len() as u16;
                    self.push(
                        op::S_LOAD_DWORDX4,
                        Encoding::Native,
                        &[
                            MOperand::Fixed(Operand::Sgpr(RegRange { first, count: 4 })),
                            kernarg_ptr,
                            MOperand::Fixed(Operand::Imm(slot.offset as i32)),
                        ],
                    )?;
                    self.uav_resources.insert(n, first);
                    continue;
                }
                KernargSlotKind::UavRecords(_) => continue,
                _ => {}
            }
            let dwords = if matches!(slot.kind, KernargSlotKind::NumGroups(_)) {
                1
            } else {
                2
            };
            let r = self.sreg(dwords);
            self.push(
                if dwords == 1 {
                    op::S_LOAD_DWORD
                } else {
                    op::S_LOAD_DWORDX2
                },
                Encoding::Native,
                &[
                    MOperand::whole(r, dwords),
                    kernarg_ptr,
                    MOperand::Fixed(Operand::Imm(slot.offset as i32)),
                ],
            )?;
            self.kernarg_regs.insert(slot.kind, r);
        }
        let packet_ptr = MOperand::Fixed(Operand::Sgpr(RegRange {
            first: abi::DISPATCH_PTR_SGPR,
            count: 2,
        }));
        for word in abi::PacketWord::ALL {
            if !packet[word.index()] {
                continue;
            }
            let r = self.sreg(1);
            self.push(
                op::S_LOAD_DWORD,
                Encoding::Native,
                &[
                    MOperand::whole(r, 1),
                    packet_ptr,
                    MOperand::Fixed(Operand::Imm(word.offset() as i32)),
                ],
            )?;
            self.packet_words[word.index()] = Some(r);
        }
        if !self.func.private_arrays.is_empty() {
            self.allocate_private_arrays()?;
        }
        self.icb_prologue()?;
        Ok(slots)
    }

    // ---- control flow ----

    /// Where `v` is read in the current block: its location, or its per-lane copy when the
    /// current block reads it outside a divergent loop it is defined in.
    fn located(&self, v: Value) -> Option<Loc> {
        if let (Some(block), Some(&shadow)) = (self.cur_block, self.shadows.get(&v)) {
            if !self.uni.is_uniform_at(v, block) {
                return Some(Loc::Reg(shadow, 1));
            }
        }
        self.locs[v]
    }

    pub(super) fn loc(&self, v: Value) -> Result<Loc, CodegenError> {
        self.located(v)
            .ok_or_else(|| CodegenError::Internal(format!("{v} used before selection")))
    }

    /// True when `v` is available without a VGPR (scalar register or constant).
    pub(super) fn is_scalar(&self, v: Value) -> bool {
        match self.located(v) {
            Some(Loc::Const(_)) => true,
            Some(Loc::Reg(r, _)) => self.mf.vregs[r].class == RegClass::Sgpr,
            Some(Loc::Fixed(o)) => o.is_scalar_reg(),
            None => false,
        }
    }

    pub(super) fn is_float_value(&self, v: Value) -> bool {
        self.func.value_type(v) == Type::F32
    }

    /// `v` as a source operand (register, inline constant or literal).
    pub(super) fn src(&self, v: Value) -> Result<MOperand, CodegenError> {
        Ok(match self.loc(v)? {
            Loc::Reg(r, d) => MOperand::whole(r, d),
            Loc::Const(bits) => const_operand(bits, self.is_float_value(v)),
            Loc::Fixed(o) => MOperand::Fixed(o),
        })
    }

    /// `v` for a SALU instruction: a VGPR holding a uniform value is read from the first
    /// active lane.
    pub(super) fn scalar_src(&mut self, v: Value) -> Result<MOperand, CodegenError> {
        if self.is_scalar(v) {
            return self.src(v);
        }
        let src = self.src(v)?;
        let s = self.sreg(1);
        self.push(
            op::V_READFIRSTLANE_B32,
            Encoding::Native,
            &[MOperand::whole(s, 1), src],
        )?;
        Ok(MOperand::whole(s, 1))
    }

    /// `v` in a VGPR (copied there when scalar or constant).
    pub(super) fn vgpr_src(&mut self, v: Value) -> Result<MOperand, CodegenError> {
        let src = self.src(v)?;
        self.ensure_vgpr(src)
    }

    pub(super) fn ensure_vgpr(&mut self, src: MOperand) -> Result<MOperand, CodegenError> {
        if self.operand_is_vgpr(&src) {
            return Ok(src);
        }
        let t = self.vreg();
        self.push(
            op::V_MOV_B32,
            Encoding::Native,
            &[MOperand::whole(t, 1), src],
        )?;
        Ok(MOperand::whole(t, 1))
    }

    pub(super) fn operand_is_vgpr(&self, o: &MOperand) -> bool {
        match o {
            MOperand::Virt { reg, .. } => self.mf.vregs[*reg].class == RegClass::Vgpr,
            MOperand::Fixed(Operand::Vgpr(_)) => true,
            _ => false,
        }
    }

    /// True when the operand reads the constant bus (SGPR, special register or literal).
    pub(super) fn uses_constant_bus(&self, o: &MOperand) -> bool {
        match o {
            MOperand::Virt { .. } => !self.operand_is_vgpr(o),
            MOperand::Fixed(f) => f.is_scalar_reg() || matches!(f, Operand::Literal(_)),
            MOperand::Block(_) => false,
        }
    }

    /// A `b1` value as a 64-bit lane mask operand.
    pub(super) fn mask_of(&mut self, v: Value) -> Result<MOperand, CodegenError> {
        match self.loc(v)? {
            Loc::Reg(r, 2) => Ok(MOperand::whole(r, 2)),
            Loc::Const(bits) => Ok(MOperand::Fixed(Operand::Inline(if bits & 1 != 0 {
                193
            } else {
                128
            }))),
            _ => Err(CodegenError::Internal(format!("{v} is not a lane mask"))),
        }
    }

    /// Emits a VALU instruction, choosing the 32-bit encoding when its operand rules allow and
    /// VOP3 otherwise, moving operands to VGPRs to respect the constant bus (one scalar read
    /// on gfx9) and VOP3's lack of literals.
    pub(super) fn valu(
        &mut self,
        op: Op,
        dst: MOperand,
        mut srcs: Vec<MOperand>,
        commutative: bool,
        mods: Modifiers,
    ) -> Result<(), CodegenError> {
        let one = const_operand(0x3f80_0000, true);
        if mods.clamp && !(op == op::V_MUL_F32 && srcs.first() == Some(&one)) {
            // The IL flushes a denormal result before clamping (`-tiny` saturates to -0), the
            // hardware clamps first (to +0): compute, then clamp the flushed value with an
            // exact `1.0 * t`.
            let t = MOperand::whole(self.vreg(), 1);
            let unclamped = Modifiers {
                clamp: false,
                ..mods
            };
            self.valu(op, t, srcs, commutative, unclamped)?;
            let clamp = Modifiers {
                clamp: true,
                ..Modifiers::default()
            };
            return self.valu(op::V_MUL_F32, dst, vec![one, t], false, clamp);
        }
        let info = op.info();
        let plain_mods = mods == Modifiers::default();
        let vop2 = info.format == gcn_isa::Format::Vop2;
        if vop2 && plain_mods && srcs.len() == 2 {
            if commutative && !self.operand_is_vgpr(&srcs[1]) && self.operand_is_vgpr(&srcs[0]) {
                srcs.swap(0, 1);
            }
            srcs[1] = self.ensure_vgpr(srcs[1])?;
            let mut ops = vec![dst];
            ops.extend(srcs);
            self.push(op, Encoding::Native, &ops)?;
            return Ok(());
        }
        let vop1 = info.format == gcn_isa::Format::Vop1;
        // VOP1/VOP2 without modifiers and VOP3 natives use their own encoding; anything
        // else (VOPC, modifiers) is promoted to VOP3.
        let native = ((vop1 || vop2) && plain_mods) || info.format == gcn_isa::Format::Vop3;
        let encoding = if native {
            Encoding::Native
        } else {
            Encoding::Vop3
        };
        let vop3 = encoding == Encoding::Vop3 || info.format == gcn_isa::Format::Vop3;
        let mut bus_used = false;
        for s in srcs.iter_mut() {
            let needs_move = (vop3 && is_literal(s)) || (self.uses_constant_bus(s) && bus_used);
            if needs_move {
                *s = self.ensure_vgpr(*s)?;
            } else if self.uses_constant_bus(s) {
                bus_used = true;
            }
        }
        let mut ops = vec![dst];
        ops.extend(srcs);
        let inst = self.push(op, encoding, &ops)?;
        inst.mods = mods;
        Ok(())
    }

    /// A `v_cmp` into a new SGPR-pair mask (VOP3 form; the mask operand is the destination).
    pub(super) fn vcmp(
        &mut self,
        op: Op,
        a: MOperand,
        b: MOperand,
    ) -> Result<MOperand, CodegenError> {
        let m = self.sreg(2);
        let dst = MOperand::whole(m, 2);
        let mut srcs = [a, b];
        self.legalize_vop3_sources(&mut srcs)?;
        self.push(op, Encoding::Vop3, &[dst, srcs[0], srcs[1]])?;
        Ok(dst)
    }

    /// VOP3 sources on gfx9: no literal, at most one constant-bus read; others move to VGPRs.
    pub(super) fn legalize_vop3_sources(
        &mut self,
        srcs: &mut [MOperand],
    ) -> Result<(), CodegenError> {
        let mut bus = false;
        for s in srcs.iter_mut() {
            if is_literal(s) || (self.uses_constant_bus(s) && bus) {
                *s = self.ensure_vgpr(*s)?;
            } else if self.uses_constant_bus(s) {
                bus = true;
            }
        }
        Ok(())
    }

    // ---- instructions ----

    pub(super) fn block_code(&mut self, block: Block) -> Result<(), CodegenError> {
        self.cur_block = Some(block);
        for param in self.func.blocks[block].params.clone() {
            self.update_shadow(param)?;
        }
        let insts = self.func.blocks[block].insts.clone();
        for inst in insts {
            let data = self.func.insts[inst].clone();
            if data.is_terminator() {
                continue;
            }
            if self
                .func
                .inst_result(inst)
                .is_some_and(|v| self.folded.is_folded(v))
            {
                continue;
            }
            self.inst(inst, &data)?;
            if let Some(v) = self.func.inst_result(inst) {
                self.update_shadow(v)?;
            }
        }
        Ok(())
    }

    /// Writes `v`'s per-lane copy (under the current EXEC) when `v` is uniform, held in a
    /// scalar register and read outside a divergent loop it is defined in.
    fn update_shadow(&mut self, v: Value) -> Result<(), CodegenError> {
        if !self.uni.escapes(v) {
            return Ok(());
        }
        let scalar = match self.locs[v] {
            Some(Loc::Reg(r, 1)) => self.mf.vregs[r].class == RegClass::Sgpr,
            Some(Loc::Fixed(o)) => o.is_scalar_reg(),
            _ => false,
        };
        if !scalar {
            // A VGPR keeps each lane's last value by itself; a constant is the same in
            // every iteration.
            return Ok(());
        }
        let shadow = match self.shadows.get(&v) {
            Some(&r) => r,
            None => {
                let r = self.vreg();
                self.shadows.insert(v, r);
                r
            }
        };
        let src = self.src(v)?;
        self.push(
            op::V_MOV_B32,
            Encoding::Native,
            &[MOperand::whole(shadow, 1), src],
        )?;
        Ok(())
    }

    pub(super) fn set(&mut self, inst: Inst, loc: Loc) -> Result<(), CodegenError> {
        let v = self
            .func
            .inst_result(inst)
            .ok_or_else(|| CodegenError::Internal(format!("{inst} has no result")))?;
        self.locs[v] = Some(loc);
        Ok(())
    }

    pub(super) fn result_uniform(&self, inst: Inst) -> bool {
        self.func
            .inst_result(inst)
            .is_some_and(|v| self.uni.is_uniform(v))
    }

    /// A new result register: SGPR when `scalar`, else VGPR; records it as `inst`'s value.
    pub(super) fn def(&mut self, inst: Inst, scalar: bool) -> Result<MOperand, CodegenError> {
        let r = if scalar { self.sreg(1) } else { self.vreg() };
        self.set(inst, Loc::Reg(r, 1))?;
        Ok(MOperand::whole(r, 1))
    }

    /// True when SCC holds `cond` (its compare was the last instruction selected) and the
    /// current machine block ends with that compare's `s_cselect_b64`.
    pub(super) fn scc_holds(&self, cond: Value) -> bool {
        self.scc_mask == Some((cond, self.cur, self.mf.blocks[self.cur].insts.len()))
    }

    pub(super) fn def_mask(&mut self, inst: Inst, mask: MOperand) -> Result<(), CodegenError> {
        match mask.vreg() {
            Some(r) => self.set(inst, Loc::Reg(r, 2)),
            None => Err(CodegenError::Internal("mask without register".into())),
        }
    }

    pub(super) fn inst(&mut self, inst: Inst, data: &InstructionData) -> Result<(), CodegenError> {
        if self.gfx.stage.is_graphics() && self.graphics_fold(inst)? {
            return Ok(());
        }
        match data {
            // Graphics stages (see `graphics`, `texture`, `export`).
            InstructionData::Texture { desc, args } => self.texture(inst, desc, args),
            InstructionData::Derivative { axis, fine, arg } => {
                self.derivative(inst, *axis, *fine, *arg)
            }
            InstructionData::Load { space, addr, .. } if space.is_stage_input() => {
                self.stage_input_load(inst, *space, *addr)
            }
            InstructionData::Store { space, args, .. } if space.is_stage_output() => {
                self.stage_output_store(inst, *space, *args)
            }
            InstructionData::Special { reg } if self.gfx.stage.is_graphics() => {
                self.graphics_special(inst, reg.kind, reg.axis)
            }
            InstructionData::Store { .. } | InstructionData::Atomic { .. } if self.gfx.wqm => {
                self.in_live_lanes(inst, data)
            }
            InstructionData::Const { ty, bits } => {
                if ty.bits() == 64 {
                    return self.const64(inst, *bits);
                }
                let bits = if *ty == Type::B1 {
                    u32::from(*bits & 1 != 0)
                } else {
                    *bits as u32
                };
                self.set(inst, Loc::Const(bits))
            }
            InstructionData::Bitcast { ty, arg } => {
                if ty.bits() != self.func.value_type(*arg).bits() || ty.bits() < 32 {
                    return Err(self.unsupported(format!("bitcast to {ty}"), Some(inst)));
                }
                let loc = self.loc(*arg)?;
                self.set(inst, loc)
            }
            InstructionData::Special { reg } => self.special(inst, reg.kind, reg.axis),
            InstructionData::Unary { opcode, flags, arg } => {
                self.unary(inst, *opcode, *flags, *arg)
            }
            InstructionData::Binary {
                opcode,
                flags,
                args,
            } => self.binary(inst, *opcode, *flags, *args),
            InstructionData::Ternary {
                opcode,
                flags,
                args,
            } => self.ternary(inst, *opcode, *flags, *args),
            InstructionData::IntCompare { cond, args } => self.int_compare(inst, *cond, *args),
            InstructionData::FloatCompare { cond, args, flags }
                if self.func.value_type(args[0]) == Type::F64 =>
            {
                self.float64_compare(inst, *cond, *flags, *args)
            }
            InstructionData::FloatCompare { cond, args, flags } => {
                let a = self.src(args[0])?;
                let b = self.src(args[1])?;
                let m = self.vcmp(float_cc_name(*cond), a, b)?;
                // Source modifiers (`abs`/`neg`) go on the VOP3 compare itself.
                if let Some(last) = self.mf.blocks[self.cur].insts.last_mut() {
                    last.mods.abs = flags.abs;
                    last.mods.neg = flags.neg;
                }
                self.def_mask(inst, m)
            }
            InstructionData::Load { space, size, addr } => self.load(inst, *space, *size, *addr),
            InstructionData::Store { space, size, args } => self.store(inst, *space, *size, *args),
            InstructionData::Fence { flags } => {
                // Wait for every outstanding memory access, then the barrier if asked.
                self.push(
                    op::S_WAITCNT,
                    Encoding::Native,
                    &[MOperand::Fixed(Operand::Imm(
                        crate::waitcnt::encode_waitcnt(Some(0), Some(0)),
                    ))],
                )?;
                // A work-group of one wave (declared size at most 64) has nobody to wait
                // for: the wait above keeps the ordering the fence asks for, and the
                // barrier would only cost its issue.
                let single_wave = self
                    .func
                    .group_size
                    .is_some_and(|g| g.iter().map(|&d| u64::from(d)).product::<u64>() <= 64);
                if flags.threads && !single_wave {
                    self.push(op::S_BARRIER, Encoding::Native, &[])?;
                }
                Ok(())
            }
            InstructionData::Quaternary { opcode, args } => self.quaternary(inst, *opcode, *args),
            InstructionData::Atomic { op, space, args } => self.atomic(inst, *op, *space, args),
            InstructionData::Jump { .. }
            | InstructionData::Brif { .. }
            | InstructionData::Return => Ok(()),
        }
    }
}
