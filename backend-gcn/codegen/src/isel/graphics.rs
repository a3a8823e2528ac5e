//! Graphics-stage state of instruction selection and the stage's entry code: the PS input
//! VGPRs (`SPI_PS_INPUT_ENA`), the window position, the interpolated inputs
//! (`v_interp_p1_f32` / `v_interp_p2_f32` with M0 = `prim_mask`), the vertex id and the
//! vertex inputs (`buffer_load_format_*` through a V#), and the descriptor kernarg slots
//! (T#, S#, V# pointers). The ABI is in `docs/gcn-backend.md` ("Graphics shaders").
//!
//! Every interpolated or vertex-input component the function reads is computed once, in the
//! entry block with the entry EXEC (in whole-quad mode when the shader needs it), into a
//! pinned VGPR ([`crate::stage`]); the IR's loads then name that register, wherever they
//! are.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use gcn_isa::operand::SpecialReg;
use gcn_isa::{op, Encoding, Operand, RegRange};
use ilc_ir::{AddressSpace, Inst, InstructionData, Opcode, SpecialKind, Value, ValueDef};

use super::{Isel, Loc, EXEC};
use crate::abi::{self, KernargSlot, KernargSlotKind};
use crate::error::CodegenError;
use crate::mir::{MBlock, MOperand, VReg};
use crate::stage::{
    GraphicsInfo, ImageDecl, Stage, PINNED_VGPR_PLACEHOLDER, PS_INPUT_PERSP_CENTER, PS_INPUT_POS_X,
    PS_INPUT_POS_Y,
};

/// Highest attribute number a pixel shader may interpolate (the ABI's `vN`, N in 0..32).
const MAX_ATTRIBUTE: u32 = 32;

/// Instruction selection state of a graphics stage.
#[derive(Clone, Debug, Default)]
pub(super) struct GfxState {
    /// The stage.
    pub stage: Stage,
    /// The lanes still alive (not discarded), when the shader discards or runs in whole-quad
    /// mode: an SGPR pair set from EXEC at entry.
    pub live: Option<VReg>,
    /// The shader enters whole-quad mode (derivatives need the whole quad).
    pub wqm: bool,
    /// Pinned VGPR of each interpolated / vertex-input component read, by `(N, component)`.
    pub inputs: HashMap<(u32, u8), u16>,
    /// Next free pinned VGPR placeholder (relative).
    pub next_pinned: u16,
    /// Pinned staging tuple of MIMG addresses (4 VGPRs), once needed.
    pub mimg_address: Option<u16>,
    /// Pinned tuple the MIMG results share once the dedicated ones are used up.
    pub mimg_data: Option<u16>,
    /// VGPRs given to texture results of their own so far.
    pub dedicated_results: u16,
    /// Input VGPR of POS_X_FLOAT / POS_Y_FLOAT, when enabled.
    pub pos: [Option<u16>; 2],
    /// `SPI_PS_INPUT_ENA`.
    pub spi_ps_input_ena: u32,
    /// Input VGPRs loaded by the hardware.
    pub input_vgprs: u16,
    /// Placeholder SGPRs (relative to [`abi::UAV_RESOURCE_PLACEHOLDER`]) of the next
    /// descriptor.
    pub next_descriptor: Option<u16>,
    /// First placeholder SGPR of each resource's T#.
    pub t_sharps: HashMap<u32, u16>,
    /// First placeholder SGPR of each (resource, sampler) pair's S#.
    pub s_sharps: HashMap<(u32, u32), u16>,
    /// First placeholder SGPR of each vertex input's V#.
    pub v_sharps: HashMap<u32, u16>,
    /// Descriptor pointers loaded from the kernarg slots, whose descriptors are loaded next.
    pub pointers: Vec<(KernargSlotKind, VReg)>,
    /// The image declarations, by resource id.
    pub images: BTreeMap<u32, ImageDecl>,
    /// Texture instructions already selected with an earlier one of their group.
    pub selected_textures: HashSet<Inst>,
    /// Where each output component's final value is, see [`super::export`].
    pub outputs: BTreeMap<(u32, u8), super::export::OutputSlot>,
    /// The block holding the exports, when a discard may branch to it early.
    pub end_block: Option<MBlock>,
    /// Pixel shaders: `utof(global id) + 0.5` results, which are POS_X/Y_FLOAT itself
    /// (by axis), and the instructions only they used (not selected).
    pub window_position: HashMap<Inst, usize>,
    /// Instructions whose only uses were folded into [`GfxState::window_position`].
    pub folded: HashSet<Inst>,
}

impl Isel<'_> {
    /// A pinned VGPR tuple of `count` registers (see [`crate::stage`]).
    pub(super) fn pinned(&mut self, count: u16) -> u16 {
        let first = self.gfx.next_pinned;
        self.gfx.next_pinned += count;
        first
    }

    /// The operand of pinned VGPRs `first..first+count`.
    pub(super) fn pinned_operand(first: u16, count: u8) -> MOperand {
        MOperand::Fixed(Operand::Vgpr(RegRange {
            first: PINNED_VGPR_PLACEHOLDER + first,
            count,
        }))
    }

    /// The kernarg slots of the graphics descriptors the function needs, and the images'
    /// declarations (as the texture instructions carry them).
    pub(super) fn graphics_kernarg_kinds(&mut self) -> Result<Vec<KernargSlotKind>, CodegenError> {
        let mut kinds = Vec::new();
        let mut unnorm: BTreeMap<u32, (bool, bool)> = BTreeMap::new();
        let mut compared = BTreeSet::new();
        let mut vertex_inputs = BTreeSet::new();
        for (inst, data) in live_insts(self.func) {
            match data {
                InstructionData::Texture { desc, .. } => {
                    if !self.gfx.stage.is_graphics() {
                        return Err(
                            self.unsupported("texture instruction in a compute kernel", Some(inst))
                        );
                    }
                    kinds.push(KernargSlotKind::Image(desc.resource));
                    let sampled = matches!(
                        desc.op,
                        ilc_ir::instructions::TexOp::Sample
                            | ilc_ir::instructions::TexOp::SampleCompare
                    );
                    if desc.op == ilc_ir::instructions::TexOp::SampleCompare {
                        compared.insert(desc.resource);
                    }
                    if sampled {
                        kinds.push(KernargSlotKind::Sampler(desc.resource, desc.sampler));
                        let e = unnorm.entry(desc.resource).or_insert((true, false));
                        e.0 &= desc.unnorm;
                        e.1 = true;
                    }
                    let format = |c: u8| {
                        if desc.int_formats >> c & 1 == 0 {
                            "float"
                        } else if desc.signed_formats >> c & 1 != 0 {
                            "sint"
                        } else {
                            "uint"
                        }
                    };
                    self.gfx.images.entry(desc.resource).or_insert(ImageDecl {
                        resource: desc.resource,
                        dim: desc.dim.name(),
                        unnorm: false,
                        formats: [format(0), format(1), format(2), format(3)],
                    });
                }
                InstructionData::Load {
                    space: AddressSpace::VertexInput(n),
                    ..
                } => {
                    if !matches!(self.gfx.stage, Stage::Vertex { .. }) {
                        return Err(
                            self.unsupported("vertex input outside a vertex shader", Some(inst))
                        );
                    }
                    vertex_inputs.insert(*n);
                }
                _ => {}
            }
        }
        for (n, (all, any)) in unnorm {
            if let Some(d) = self.gfx.images.get_mut(&n) {
                d.unnorm = all && any;
            }
        }
        // One T# has one NUM_FORMAT. With 32-bit channels point sampling and loads return
        // the texel bits whatever it is, and linear filtering of a resource with an integer
        // component is an error (docs/architecture.md, "Graphics stages"): the format only
        // decides the comparison (x) and the default of a missing w, so a resource whose
        // components mix formats takes x's when it is compared, else w's.
        for d in self.gfx.images.values_mut() {
            if d.formats.iter().any(|f| *f != d.formats[0]) {
                let f = if compared.contains(&d.resource) {
                    d.formats[0]
                } else {
                    d.formats[3]
                };
                d.formats = [f; 4];
            }
        }
        kinds.extend(vertex_inputs.into_iter().map(KernargSlotKind::VertexInput));
        Ok(kinds)
    }

    /// Placeholder SGPRs (absolute numbers) for a descriptor of `dwords` dwords.
    fn descriptor_sgprs(&mut self, dwords: u16) -> u16 {
        let next = match self.gfx.next_descriptor {
            Some(n) => n,
            None => 4 * self.uav_resources.len() as u16,
        };
        self.gfx.next_descriptor = Some(next + dwords.next_multiple_of(4));
        abi::UAV_RESOURCE_PLACEHOLDER + next
    }

    /// Loads the descriptor pointer of a graphics kernarg slot; `false` for other slots.
    pub(super) fn graphics_slot(
        &mut self,
        slot: &KernargSlot,
        kernarg_ptr: MOperand,
    ) -> Result<bool, CodegenError> {
        if !matches!(
            slot.kind,
            KernargSlotKind::Image(_)
                | KernargSlotKind::Sampler(..)
                | KernargSlotKind::VertexInput(_)
        ) {
            return Ok(false);
        }
        let pointer = self.sreg(2);
        self.push(
            op::S_LOAD_DWORDX2,
            Encoding::Native,
            &[
                MOperand::whole(pointer, 2),
                kernarg_ptr,
                MOperand::Fixed(Operand::Imm(slot.offset as i32)),
            ],
        )?;
        self.gfx.pointers.push((slot.kind, pointer));
        Ok(true)
    }

    /// Loads the descriptors the kernarg pointers point to (after all pointer loads, so one
    /// wait covers them).
    fn load_descriptors(&mut self) -> Result<(), CodegenError> {
        for (kind, pointer) in std::mem::take(&mut self.gfx.pointers) {
            self.load_descriptor(kind, pointer)?;
        }
        Ok(())
    }

    fn load_descriptor(
        &mut self,
        kind: KernargSlotKind,
        pointer: VReg,
    ) -> Result<(), CodegenError> {
        let dwords: u8 = if matches!(kind, KernargSlotKind::Image(_)) {
            8
        } else {
            4
        };
        let first = self.descriptor_sgprs(u16::from(dwords));
        self.push(
            if dwords == 8 {
                op::S_LOAD_DWORDX8
            } else {
                op::S_LOAD_DWORDX4
            },
            Encoding::Native,
            &[
                MOperand::Fixed(Operand::Sgpr(RegRange {
                    first,
                    count: dwords,
                })),
                MOperand::whole(pointer, 2),
                MOperand::Fixed(Operand::Imm(0)),
            ],
        )?;
        match kind {
            KernargSlotKind::Image(n) => {
                self.gfx.t_sharps.insert(n, first);
            }
            KernargSlotKind::Sampler(n, m) => {
                self.gfx.s_sharps.insert((n, m), first);
            }
            KernargSlotKind::VertexInput(n) => {
                self.gfx.v_sharps.insert(n, first);
            }
            _ => {}
        }
        Ok(())
    }

    /// The constant component an input load reads (its address), or an error.
    fn input_component(&self, inst: Inst, addr: ilc_ir::Value) -> Result<u8, CodegenError> {
        match const_value(self.func, addr) {
            Some(c) if c < 4 => Ok(c as u8),
            _ => Err(self.unsupported(
                "an input register indexed by a computed component",
                Some(inst),
            )),
        }
    }

    /// The stage's entry code (after the kernarg loads): live mask, whole-quad mode, M0,
    /// interpolation and vertex-input loads.
    pub(super) fn graphics_prologue(&mut self) -> Result<(), CodegenError> {
        self.load_descriptors()?;
        match self.gfx.stage {
            Stage::Compute => Ok(()),
            Stage::Pixel => self.pixel_prologue(),
            Stage::Vertex { .. } => self.vertex_prologue(),
        }
    }

    /// How many times each value is read only as a texture coordinate the resource's
    /// dimension ignores (the IR always passes three).
    fn ignored_texture_uses(&self) -> HashMap<Value, u32> {
        let mut ignored: HashMap<Value, u32> = HashMap::new();
        for (_, data) in live_insts(self.func) {
            if let InstructionData::Texture { desc, args } = data {
                if matches!(desc.op, ilc_ir::instructions::TexOp::ResInfo { .. }) {
                    continue;
                }
                for &a in args.iter().take(3).skip(desc.dim.axes()) {
                    *ignored.entry(a).or_default() += 1;
                }
            }
        }
        ignored
    }

    /// True when the result of input load `inst` is read somewhere that matters.
    fn input_needed(&self, inst: Inst, ignored: &HashMap<Value, u32>) -> bool {
        self.func
            .inst_result(inst)
            .is_some_and(|v| self.uses[v] > ignored.get(&v).copied().unwrap_or(0))
    }

    fn pixel_prologue(&mut self) -> Result<(), CodegenError> {
        let ignored = self.ignored_texture_uses();
        let mut interpolants = BTreeSet::new();
        let mut position = [false; 2];
        let mut discards = false;
        for (inst, data) in live_insts(self.func) {
            match data {
                InstructionData::Load {
                    space: AddressSpace::Interpolant(n),
                    addr,
                    ..
                } => {
                    if *n > MAX_ATTRIBUTE {
                        return Err(self.unsupported(
                            format!("interpolant v{n} (attributes 0..{MAX_ATTRIBUTE})"),
                            Some(inst),
                        ));
                    }
                    let c = self.input_component(inst, *addr)?;
                    if self.input_needed(inst, &ignored) {
                        interpolants.insert((*n, c));
                    }
                }
                InstructionData::Special { reg }
                    if reg.kind == SpecialKind::GlobalId && reg.axis < 2 =>
                {
                    position[usize::from(reg.axis)] = true;
                }
                InstructionData::Derivative { .. } => self.gfx.wqm = true,
                InstructionData::Store {
                    space: AddressSpace::Discard,
                    ..
                } => discards = true,
                _ => {}
            }
        }
        // The hardware needs one interpolation mode enabled (AMDGPU's SIISelLowering forces
        // PERSP_CENTER too): its I/J pair is v0, v1.
        let mut ena = PS_INPUT_PERSP_CENTER;
        let mut next = 2;
        for (axis, bit) in [PS_INPUT_POS_X, PS_INPUT_POS_Y].into_iter().enumerate() {
            if position[axis] {
                ena |= bit;
                self.gfx.pos[axis] = Some(next);
                next += 1;
            }
        }
        self.gfx.spi_ps_input_ena = ena;
        self.gfx.input_vgprs = next;
        self.fold_window_position();
        if discards || self.gfx.wqm {
            let live = self.sreg(2);
            self.push(
                op::S_MOV_B64,
                Encoding::Native,
                &[MOperand::whole(live, 2), EXEC],
            )?;
            self.gfx.live = Some(live);
        }
        if self.gfx.wqm {
            self.push(op::S_WQM_B64, Encoding::Native, &[EXEC, EXEC])?;
        }
        if interpolants.is_empty() {
            return Ok(());
        }
        let m0 = MOperand::Fixed(Operand::Special(SpecialReg::M0));
        // prim_mask: the SGPR after the user SGPRs, named by the group id X placeholder.
        self.push(
            op::S_MOV_B32,
            Encoding::Native,
            &[m0, MOperand::Fixed(Operand::sgpr(abi::WORKGROUP_ID_SGPR))],
        )?;
        // SALU writes M0, VINTRP reads it: one wait state (Vega manual, "Manually Inserted
        // Wait States").
        self.push(
            op::S_NOP,
            Encoding::Native,
            &[MOperand::Fixed(Operand::Imm(0))],
        )?;
        let i = MOperand::Fixed(Operand::vgpr(0));
        let j = MOperand::Fixed(Operand::vgpr(1));
        for (n, c) in interpolants {
            let reg = self.pinned(1);
            let dst = Self::pinned_operand(reg, 1);
            let attr = MOperand::Fixed(Operand::Imm((n << 2 | u32::from(c)) as i32));
            self.push(op::V_INTERP_P1_F32, Encoding::Native, &[dst, i, attr])?;
            self.push(op::V_INTERP_P2_F32, Encoding::Native, &[dst, j, attr])?;
            self.gfx.inputs.insert((n, c), reg);
        }
        Ok(())
    }

    /// Finds the lowering's window coordinate `utof(global id) + 0.5` (x and y): exactly
    /// POS_X/Y_FLOAT (pixel centres are exact in f32), so no conversion is selected.
    fn fold_window_position(&mut self) {
        let func = self.func;
        let defined_by = |v: Value| match func.values[v].def {
            ValueDef::Result(i) => Some(i),
            _ => None,
        };
        let mut folded_uses: HashMap<Inst, u32> = HashMap::new();
        for (inst, data) in live_insts(func) {
            let InstructionData::Binary {
                opcode: Opcode::Fadd,
                flags,
                args,
            } = data
            else {
                continue;
            };
            if flags.abs != 0 || flags.neg != 0 || flags.sat {
                continue;
            }
            for (k, &half) in args.iter().enumerate() {
                if const_value(func, half) != Some(0x3f00_0000) {
                    continue;
                }
                let Some(conv) = defined_by(args[1 - k]) else {
                    continue;
                };
                let InstructionData::Unary {
                    opcode: Opcode::Utof,
                    arg,
                    ..
                } = func.insts[conv]
                else {
                    continue;
                };
                let Some(id) = defined_by(arg) else {
                    continue;
                };
                let InstructionData::Special { reg } = func.insts[id] else {
                    continue;
                };
                if reg.kind == SpecialKind::GlobalId && reg.axis < 2 {
                    self.gfx.window_position.insert(inst, usize::from(reg.axis));
                    *folded_uses.entry(conv).or_default() += 1;
                    break;
                }
            }
        }
        for (conv, n) in folded_uses {
            let Some(v) = func.inst_result(conv) else {
                continue;
            };
            if self.uses[v] != n {
                continue;
            }
            self.gfx.folded.insert(conv);
            if let InstructionData::Unary { arg, .. } = func.insts[conv] {
                if self.uses[arg] == 1 {
                    if let Some(id) = defined_by(arg) {
                        self.gfx.folded.insert(id);
                    }
                }
            }
        }
    }

    /// Selects `inst` when graphics code gives it another form: the window position, or
    /// nothing for an instruction only the position used. `false` for other instructions.
    pub(super) fn graphics_fold(&mut self, inst: Inst) -> Result<bool, CodegenError> {
        if self.gfx.folded.contains(&inst) {
            return Ok(true);
        }
        let Some(&axis) = self.gfx.window_position.get(&inst) else {
            return Ok(false);
        };
        let pos = self.gfx.pos[axis]
            .ok_or_else(|| CodegenError::Internal("position input not enabled".into()))?;
        self.set(inst, Loc::Fixed(Operand::vgpr(pos)))?;
        Ok(true)
    }

    fn vertex_prologue(&mut self) -> Result<(), CodegenError> {
        self.gfx.input_vgprs = 1;
        let ignored = self.ignored_texture_uses();
        let mut used: BTreeMap<u32, u8> = BTreeMap::new();
        for (inst, data) in live_insts(self.func) {
            match data {
                InstructionData::Load {
                    space: AddressSpace::VertexInput(n),
                    addr,
                    ..
                } => {
                    let c = self.input_component(inst, *addr)?;
                    if self.input_needed(inst, &ignored) {
                        let e = used.entry(*n).or_insert(0);
                        *e = (*e).max(c + 1);
                    }
                }
                InstructionData::Derivative { .. } => {
                    return Err(self.unsupported("a derivative in a vertex shader", Some(inst)))
                }
                InstructionData::Store {
                    space: AddressSpace::Discard,
                    ..
                } => return Err(self.unsupported("discard in a vertex shader", Some(inst))),
                _ => {}
            }
        }
        let vertex_id = MOperand::Fixed(Operand::vgpr(0));
        for (n, count) in used {
            let first = self.pinned(u16::from(count));
            let vsharp = *self.gfx.v_sharps.get(&n).ok_or_else(|| {
                CodegenError::Internal(format!("vertex input v{n} has no V# slot"))
            })?;
            let name = [
                op::BUFFER_LOAD_FORMAT_X,
                op::BUFFER_LOAD_FORMAT_XY,
                op::BUFFER_LOAD_FORMAT_XYZ,
                op::BUFFER_LOAD_FORMAT_XYZW,
            ][usize::from(count - 1)];
            let load = self.push(
                name,
                Encoding::Native,
                &[
                    Self::pinned_operand(first, count),
                    vertex_id,
                    MOperand::Fixed(Operand::Sgpr(RegRange {
                        first: vsharp,
                        count: 4,
                    })),
                    MOperand::Fixed(Operand::Inline(128)),
                ],
            )?;
            load.mem.idxen = true;
            for c in 0..count {
                self.gfx.inputs.insert((n, c), first + u16::from(c));
            }
        }
        Ok(())
    }

    /// A load from an interpolant or vertex input: the pinned register of its component.
    pub(super) fn stage_input_load(
        &mut self,
        inst: Inst,
        space: AddressSpace,
        addr: ilc_ir::Value,
    ) -> Result<(), CodegenError> {
        let (AddressSpace::Interpolant(n) | AddressSpace::VertexInput(n)) = space else {
            return Err(CodegenError::Internal("not a stage input".into()));
        };
        let c = self.input_component(inst, addr)?;
        match self.gfx.inputs.get(&(n, c)) {
            Some(&reg) => self.set(
                inst,
                Loc::Fixed(Operand::vgpr(PINNED_VGPR_PLACEHOLDER + reg)),
            ),
            // Read only as a coordinate the texture ignores: any value.
            None => self.set(inst, Loc::Const(0)),
        }
    }

    /// Dispatch registers of a graphics stage: the global id is the pixel (from POS_X/Y,
    /// `x + 0.5` truncated) or the vertex id; the lowering's other grid registers are not
    /// defined for graphics stages.
    pub(super) fn graphics_special(
        &mut self,
        inst: Inst,
        kind: SpecialKind,
        axis: u8,
    ) -> Result<(), CodegenError> {
        match (self.gfx.stage, kind, axis) {
            (Stage::Pixel, SpecialKind::GlobalId, 0 | 1) => {
                let pos = self.gfx.pos[usize::from(axis)]
                    .ok_or_else(|| CodegenError::Internal("position input not enabled".into()))?;
                let dst = self.def(inst, false)?;
                self.push(
                    op::V_CVT_U32_F32,
                    Encoding::Native,
                    &[dst, MOperand::Fixed(Operand::vgpr(pos))],
                )?;
                Ok(())
            }
            (Stage::Vertex { .. }, SpecialKind::GlobalId, 0) => {
                self.set(inst, Loc::Fixed(Operand::vgpr(0)))
            }
            (_, SpecialKind::GlobalId, _) => self.set(inst, Loc::Const(0)),
            _ => Err(self.unsupported(
                format!(
                    "the grid register `{kind:?}` in a {} shader (pixel and vertex shaders know \
                     their pixel or vertex only)",
                    self.gfx.stage.metadata_name().unwrap_or("compute")
                ),
                Some(inst),
            )),
        }
    }

    /// A memory store or atomic of a shader in whole-quad mode: only the live lanes (not
    /// the helper lanes) write memory.
    pub(super) fn in_live_lanes(
        &mut self,
        inst: Inst,
        data: &InstructionData,
    ) -> Result<(), CodegenError> {
        let live = self
            .gfx
            .live
            .ok_or_else(|| CodegenError::Internal("whole-quad mode without a live mask".into()))?;
        let saved = MOperand::whole(self.sreg(2), 2);
        self.push(
            op::S_AND_SAVEEXEC_B64,
            Encoding::Native,
            &[saved, MOperand::whole(live, 2)],
        )?;
        match data {
            InstructionData::Store { space, size, args } => {
                self.store(inst, *space, *size, *args)?
            }
            InstructionData::Atomic { op, space, args } => self.atomic(inst, *op, *space, args)?,
            _ => return Err(CodegenError::Internal("not a memory write".into())),
        }
        self.push(op::S_MOV_B64, Encoding::Native, &[EXEC, saved])?;
        Ok(())
    }

    /// The code object facts of the selected graphics function.
    pub(super) fn graphics_info(&self) -> Option<GraphicsInfo> {
        if !self.gfx.stage.is_graphics() {
            return None;
        }
        let mut col_format = 0;
        let mut vs_exports = Vec::new();
        match self.gfx.stage {
            Stage::Pixel => {
                for &(n, _) in self.gfx.outputs.keys() {
                    if n < 8 {
                        col_format |= crate::stage::COL_FORMAT_32_ABGR << (4 * n);
                    }
                }
            }
            Stage::Vertex { .. } => vs_exports = self.vertex_export_targets(),
            Stage::Compute => {}
        }
        Some(GraphicsInfo {
            stage: self.gfx.stage,
            spi_ps_input_ena: self.gfx.spi_ps_input_ena,
            spi_ps_input_addr: self.gfx.spi_ps_input_ena,
            spi_shader_col_format: col_format,
            vs_exports,
            images: self.gfx.images.values().copied().collect(),
            input_vgprs: self.gfx.input_vgprs,
        })
    }
}

/// The instructions in the function's blocks (its arena also keeps removed ones).
pub(super) fn live_insts(
    func: &ilc_ir::Function,
) -> impl Iterator<Item = (Inst, &InstructionData)> {
    func.layout.iter().flat_map(move |&b| {
        func.blocks[b]
            .insts
            .iter()
            .map(move |&i| (i, &func.insts[i]))
    })
}

/// The bits of `v` when an instruction defines it as a constant.
pub(super) fn const_value(func: &ilc_ir::Function, v: ilc_ir::Value) -> Option<u64> {
    match func.values[v].def {
        ilc_ir::ValueDef::Result(i) => match func.insts[i] {
            InstructionData::Const { bits, .. } => Some(bits),
            _ => None,
        },
        _ => None,
    }
}
