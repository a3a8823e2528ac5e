//! Graphics stages: interpolants read from the GPRs the interpolator loads, texture
//! instructions as TEX instructions (the per-component IR instructions of one IL sample
//! merged into one TEX), derivatives as GET_GRADIENTS_H/V, `discard` / `kill` as KILL, and
//! render-target writes collected into EXPORT / EXPORT_DONE PIXEL at the end of the
//! program (docs/r600-backend.md, "Pixel shaders").

use ilc_ir::instructions::{DerivAxis, TexDesc, TexDim, TexOp};
use ilc_ir::{Inst, Value};
use r600_isa::{AluOp, Chan};

use super::Isel;
use crate::error::CodegenError;
use crate::vcode::{Item, TexItem, VReg, VRegInfo, VSrc};
use crate::{ResourceUse, Stage};

/// The key under which the components of one IL texture instruction share a TEX: the
/// immediates without the component, and the operands.
pub(super) type TexKey = (TexDesc, Vec<Value>);

impl Isel<'_> {
    /// Component `addr` of vertex input `n`: a VTX fetch (BUFFER_ID n) of the element the
    /// vertex index in R0.x (the global id) selects.
    pub(super) fn vertex_input(&mut self, n: u32, addr: Value) -> Result<VReg, CodegenError> {
        let Some((_, comp)) = self.func.const_value(addr) else {
            return self.unsupported("vertex input read with a computed component");
        };
        if n > 127 {
            return self.unsupported(format!("vertex input v{n} (VTX buffers 0-127)"));
        }
        let index = match self.special.get(&(0, Chan::X)) {
            Some(r) => *r,
            None => {
                let r = self.new_vreg(VRegInfo {
                    chan: Some(Chan::X),
                    precolor: Some(0),
                    ..VRegInfo::default()
                });
                self.special.insert((0, Chan::X), r);
                r
            }
        };
        Ok(self.fetch(
            index,
            crate::vcode::VERTEX_INPUTS + 4 * n + (comp as u32 & 3),
        ))
    }

    /// The GPRs the interpolator loads: one per interpolant the program reads, after the
    /// preloaded ids and the indexed temporary arrays, in interpolant order. Returns the
    /// first GPR after them.
    pub(super) fn lay_out_interpolants(&mut self, first: u32) -> Result<u32, CodegenError> {
        let mut ids: Vec<u32> = self
            .func
            .insts
            .values()
            .filter_map(|d| match d {
                ilc_ir::InstructionData::Load {
                    space: ilc_ir::AddressSpace::Interpolant(n),
                    ..
                } => Some(*n),
                _ => None,
            })
            .collect();
        ids.sort_unstable();
        ids.dedup();
        let mut next = first;
        for n in ids {
            if next >= 124 {
                return Err(CodegenError::Limit(
                    "more interpolants than GPRs".to_string(),
                ));
            }
            self.interface.interpolant_gprs.push((n, next as u8));
            next += 1;
        }
        Ok(next)
    }

    /// Component `comp` of interpolant `n`: its element of the GPR the interpolator loaded.
    pub(super) fn interpolant(&mut self, n: u32, addr: Value) -> Result<VSrc, CodegenError> {
        let Some((_, comp)) = self.func.const_value(addr) else {
            return self.unsupported("interpolant read with a computed component");
        };
        let Some(&(_, gpr)) = self
            .interface
            .interpolant_gprs
            .iter()
            .find(|(m, _)| *m == n)
        else {
            return Err(CodegenError::Internal(format!(
                "interpolant {n} not laid out"
            )));
        };
        let chan = Chan::from_bits(comp as u32);
        let r = match self.special.get(&(gpr, chan)) {
            Some(r) => *r,
            None => {
                let r = self.new_vreg(VRegInfo {
                    chan: Some(chan),
                    precolor: Some(gpr),
                    ..VRegInfo::default()
                });
                self.special.insert((gpr, chan), r);
                r
            }
        };
        Ok(VSrc::Reg(r))
    }

    /// A register in element `chan` of tuple `tuple` holding `v` (a copy unless `v` is a
    /// register free to join).
    fn tuple_member(&mut self, v: VSrc, chan: Chan, tuple: u32) -> VReg {
        if let VSrc::Reg(r) = v {
            let info = self.vregs[r as usize];
            if (info.chan == Some(chan) || info.chan.is_none())
                && info.tuple.is_none()
                && info.precolor.is_none()
                && !info.multi_def
                && !info.ar
                && !self.pending_dsts.contains(&r)
            {
                self.vregs[r as usize].tuple = Some(tuple);
                self.vregs[r as usize].chan = Some(chan);
                return r;
            }
        }
        let d = self.new_vreg(VRegInfo {
            chan: Some(chan),
            tuple: Some(tuple),
            ..VRegInfo::default()
        });
        self.alu_into(d, AluOp::Mov, &[v]);
        d
    }

    fn new_tuple(&mut self) -> u32 {
        self.next_tuple += 1;
        self.next_tuple
    }

    /// Records the resource a texture instruction uses (its declaration is the host's
    /// resource constant).
    fn use_resource(&mut self, d: &TexDesc) -> Result<u8, CodegenError> {
        if d.resource > 159 {
            return self.unsupported(format!(
                "resource {} (R6xx has texture resources 0-159)",
                d.resource
            ));
        }
        if !self.interface.resources.iter().any(|r| r.id == d.resource) {
            self.interface.resources.push(ResourceUse {
                id: d.resource,
                dim: d.dim,
                int_formats: d.int_formats,
                signed_formats: d.signed_formats,
            });
        }
        Ok(d.resource as u8)
    }

    /// One component of a texture instruction: joins the pending TEX of the same IL
    /// instruction, or starts one (operands copied into the source tuple's elements: x, y,
    /// z coordinates, the comparison reference in w, the mip level of a size query in x).
    pub(super) fn texture(
        &mut self,
        inst: Inst,
        desc: &TexDesc,
        args: &[Value],
    ) -> Result<(), CodegenError> {
        if self.stage == Stage::Compute {
            return self.unsupported("texture instruction in a compute program");
        }
        let comp = usize::from(desc.comp & 3);
        let key: TexKey = (TexDesc { comp: 0, ..*desc }, args.to_vec());
        let pending = self
            .pending_tex
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, at)| *at);
        let at = match pending {
            Some(at) => at,
            None => {
                let resource = self.use_resource(desc)?;
                if desc.sampler > 17 {
                    return self
                        .unsupported(format!("sampler {} (R6xx has samplers 0-17)", desc.sampler));
                }
                let mut offset = [0i8; 3];
                for (o, k) in offset.iter_mut().zip(desc.offset) {
                    if !(-8..8).contains(&k) {
                        return self
                            .unsupported(format!("texel offset {k} (TEX OFFSET holds -8 to 7.5)"));
                    }
                    *o = 2 * k;
                }
                // Vertex shaders have no derivatives to compute a LOD from: level zero.
                let vertex = self.stage == Stage::Vertex;
                let (op, places): (r600_isa::TexOp, &[usize]) = match desc.op {
                    TexOp::Sample if vertex => (r600_isa::TexOp::SampleLz, &[0, 1, 2]),
                    TexOp::Sample => (r600_isa::TexOp::Sample, &[0, 1, 2]),
                    TexOp::SampleCompare if vertex => (r600_isa::TexOp::SampleCLz, &[0, 1, 2, 3]),
                    TexOp::SampleCompare => (r600_isa::TexOp::SampleC, &[0, 1, 2, 3]),
                    TexOp::Load => (r600_isa::TexOp::Ld, &[0, 1, 2]),
                    TexOp::ResInfo { .. } => (r600_isa::TexOp::GetTextureResinfo, &[0]),
                };
                let axes = match desc.op {
                    TexOp::ResInfo { .. } => 1,
                    _ => desc.dim.axes(),
                };
                let tuple = self.new_tuple();
                let mut src = [None; 4];
                for (k, (&place, &arg)) in places.iter().zip(args).enumerate() {
                    // Coordinates beyond the resource's axes are not read.
                    if k < 3 && k >= axes && place == k {
                        continue;
                    }
                    let v = self.operand(arg)?;
                    if v == VSrc::Lit(0) {
                        continue; // SEL_0
                    }
                    src[place] = Some(self.tuple_member(v, Chan::from_bits(place as u32), tuple));
                }
                let item = TexItem {
                    op,
                    resource,
                    sampler: desc.sampler as u8,
                    normalized: !desc.unnorm,
                    offset: if desc.dim == TexDim::Buffer {
                        [0; 3]
                    } else {
                        offset
                    },
                    src,
                    dst: [None; 4],
                };
                self.queue_tex(item, Some(key))
            }
        };
        let dst_tuple = self.tex_dst_tuple(at);
        let dst = self.new_vreg(VRegInfo {
            chan: Some(Chan::from_bits(comp as u32)),
            tuple: Some(dst_tuple),
            ..VRegInfo::default()
        });
        if let Some(Item::Tex(t)) = self.pending_fetches.get_mut(at) {
            t.dst[comp] = Some(dst);
        }
        self.pending_dsts.insert(dst);
        let result = match desc.op {
            // GET_TEXTURE_RESINFO returns integers; IL RESINFO without _uint floats. The
            // conversion follows the TEX clause (emitted when the queue is flushed; a
            // reader of its result flushes it), so that further TEX join the clause.
            TexOp::ResInfo { uint: false } => {
                let r = self.temp();
                self.pending_converts.push((r, dst));
                self.pending_dsts.insert(r);
                r
            }
            _ => dst,
        };
        self.define(inst, VSrc::Reg(result))
    }

    /// The destination tuple of the pending TEX at `at` (its first destination's, or a new
    /// one).
    fn tex_dst_tuple(&mut self, at: usize) -> u32 {
        let existing = match self.pending_fetches.get(at) {
            Some(Item::Tex(t)) => t.writes().next().and_then(|d| self.vregs[d as usize].tuple),
            _ => None,
        };
        match existing {
            Some(t) => t,
            None => self.new_tuple(),
        }
    }

    /// Queues a TEX (flushing the queue first when the clause would be full or would read
    /// what it writes); returns its position in the queue.
    fn queue_tex(&mut self, item: TexItem, key: Option<TexKey>) -> usize {
        let queued = self
            .pending_fetches
            .iter()
            .filter(|it| matches!(it, Item::Tex(_) | Item::Fetch { .. }))
            .count();
        if queued >= r600_isa::program::MAX_FETCH_CLAUSE_INSTS
            || item.reads().any(|r| self.pending_dsts.contains(&r))
        {
            self.flush_fetches();
        }
        self.pending_fetches.push(Item::Tex(item));
        let at = self.pending_fetches.len() - 1;
        if let Some(key) = key {
            self.pending_tex.push((key, at));
        }
        at
    }

    /// DSX / DSY (coarse) of an `f32`: GET_GRADIENTS_H / _V, up to four values per TEX
    /// (one per element); FWIDTH adds their absolute values.
    pub(super) fn derivative(
        &mut self,
        inst: Inst,
        axis: DerivAxis,
        fine: bool,
        arg: Value,
    ) -> Result<(), CodegenError> {
        if self.stage != Stage::Pixel {
            return self.unsupported(format!(
                "derivative `{}` outside a pixel shader",
                axis.name()
            ));
        }
        if fine {
            return self.unsupported(format!(
                "`{}_fine` (R6xx computes gradients once per 2x2 quad)",
                axis.name()
            ));
        }
        let v = self.operand(arg)?;
        if matches!(v, VSrc::Reg(r) if self.pending_dsts.contains(&r)) {
            // The copy into the gradient's source must not flush the queue under it.
            self.flush_fetches();
        }
        let r = match axis {
            DerivAxis::X => self.gradient(r600_isa::TexOp::GetGradientsH, v),
            DerivAxis::Y => self.gradient(r600_isa::TexOp::GetGradientsV, v),
            DerivAxis::Width => {
                let h = self.gradient(r600_isa::TexOp::GetGradientsH, v);
                let g = self.gradient(r600_isa::TexOp::GetGradientsV, v);
                self.alu_mod(AluOp::Add, &[VSrc::Reg(h), VSrc::Reg(g)], (0b11, 0))
            }
        };
        self.define(inst, VSrc::Reg(r))
    }

    /// The gradient `op` of `v`, sharing a pending gradient TEX with a free element.
    fn gradient(&mut self, op: r600_isa::TexOp, v: VSrc) -> VReg {
        let free = self
            .pending_fetches
            .iter()
            .enumerate()
            .find_map(|(at, it)| match it {
                Item::Tex(t) if t.op == op => (0..4).find(|&c| t.src[c].is_none()).map(|c| (at, c)),
                _ => None,
            });
        let (at, c) = match free {
            Some(found) => found,
            None => {
                let item = TexItem {
                    op,
                    resource: 0,
                    sampler: 0,
                    normalized: true,
                    offset: [0; 3],
                    src: [None; 4],
                    dst: [None; 4],
                };
                (self.queue_tex(item, None), 0)
            }
        };
        // The source tuple is the TEX's own.
        let src_tuple = match self.pending_fetches.get(at) {
            Some(Item::Tex(t)) => t.reads().next().and_then(|r| self.vregs[r as usize].tuple),
            _ => None,
        };
        let src_tuple = match src_tuple {
            Some(t) => t,
            None => self.new_tuple(),
        };
        let chan = Chan::from_bits(c as u32);
        // The copy must not be queued behind the TEX (it is an ALU operation, emitted now).
        let s = self.tuple_member(v, chan, src_tuple);
        let dst_tuple = self.tex_dst_tuple(at);
        let d = self.new_vreg(VRegInfo {
            chan: Some(chan),
            tuple: Some(dst_tuple),
            ..VRegInfo::default()
        });
        if let Some(Item::Tex(t)) = self.pending_fetches.get_mut(at) {
            t.src[c] = Some(s);
            t.dst[c] = Some(d);
        }
        self.pending_dsts.insert(d);
        d
    }

    /// A write of component `addr` of render target `n`: a copy into the component's
    /// register (one register per component, all components of a target in one tuple),
    /// exported at the end. [`check_output_writes`] made sure that every lane reaching the
    /// end wrote the same components (export masks are static).
    pub(super) fn output_store(
        &mut self,
        n: u32,
        addr: Value,
        value: Value,
    ) -> Result<(), CodegenError> {
        if self.stage == Stage::Compute {
            return self.unsupported("output write in a compute program");
        }
        let Some((_, comp)) = self.func.const_value(addr) else {
            return self.unsupported("output write with a computed component");
        };
        if self.stage == Stage::Pixel && n > 7 {
            return self.unsupported(format!("render target o{n} (R6xx has MRTs 0-7)"));
        }
        if n > 31 {
            return self.unsupported(format!("vertex output o{n} (R6xx has parameters 0-31)"));
        }
        let v = self.operand(value)?;
        let comp = (comp & 3) as usize;
        let at = match self.outputs.iter().position(|(m, _)| *m == n) {
            Some(at) => at,
            None => {
                self.outputs.push((n, [None; 4]));
                self.outputs.len() - 1
            }
        };
        let reg = match self.outputs[at].1[comp] {
            Some(VSrc::Reg(r)) => r,
            _ => {
                let tuple = match self.outputs[at].1.iter().flatten().next() {
                    Some(VSrc::Reg(r)) => self.vregs[*r as usize].tuple,
                    _ => None,
                };
                let tuple = match tuple {
                    Some(t) => t,
                    None => self.new_tuple(),
                };
                let r = self.new_vreg(VRegInfo {
                    chan: Some(Chan::from_bits(comp as u32)),
                    tuple: Some(tuple),
                    multi_def: true,
                    ..VRegInfo::default()
                });
                // Never moved onto other lanes' paths (see `hoist_before_exits`).
                self.exit_flags.insert(r);
                self.outputs[at].1[comp] = Some(VSrc::Reg(r));
                r
            }
        };
        self.alu_into(reg, AluOp::Mov, &[v]);
        Ok(())
    }

    /// `discard` / `kill` in the lanes running here: KILLE 0.0, 0.0 kills every active lane
    /// (the lanes then write nothing; exports use VALID_PIXEL_MODE).
    pub(super) fn discard(&mut self) -> Result<(), CodegenError> {
        if self.stage != Stage::Pixel {
            return self.unsupported("discard outside a pixel shader");
        }
        self.kills = true;
        let mut op = crate::vcode::VOp::new(AluOp::Kille, None, &[VSrc::Lit(0), VSrc::Lit(0)]);
        op.pred = false;
        self.push_alu(op);
        Ok(())
    }

    /// The exports of the written render targets, after the program's last instruction.
    pub(super) fn emit_exports(&mut self) -> Result<(), CodegenError> {
        let mut outputs = std::mem::take(&mut self.outputs);
        outputs.sort_by_key(|(n, _)| *n);
        self.flush_all();
        let position = self.interface.position_output;
        let vertex = self.stage == Stage::Vertex;
        let mut exports: Vec<Item> = Vec::new();
        for (n, comps) in outputs {
            let data = comps
                .iter()
                .enumerate()
                .filter_map(|(c, v)| match v {
                    Some(VSrc::Reg(r)) => Some((Chan::from_bits(c as u32), *r)),
                    _ => None,
                })
                .collect();
            let (ty, target) = match (vertex, position == Some(n)) {
                (false, _) => (0, n),
                (true, true) => (1, 60),
                (true, false) => (2, n),
            };
            exports.push(Item::Export { ty, target, data });
        }
        if vertex
            && !exports
                .iter()
                .any(|e| matches!(e, Item::Export { ty: 1, .. }))
        {
            // A vertex shader exports a position even when it computes none (L1137-1139).
            exports.push(Item::Export {
                ty: 1,
                target: 60,
                data: Vec::new(),
            });
        }
        // Positions first, then parameters (each type ends with its EXPORT_DONE).
        exports.sort_by_key(|e| match e {
            Item::Export { ty, .. } => *ty,
            _ => 0,
        });
        self.items.extend(exports);
        Ok(())
    }
}

/// Render-target components as bits: bit `4n + c` is component c of target n (0-7).
type Written = u32;

/// Checks that every lane that reaches a `return` without discarding wrote the same
/// render-target components (an export's component mask is static, and a component not
/// written must keep the target's contents): a forward "written on every path" analysis
/// over the CFG, intersecting at joins; paths through a discard do not count. Returns the
/// location of a write that only some paths make.
pub(super) fn check_output_writes(
    func: &ilc_ir::Function,
) -> Result<(), (ilc_ir::SourceLoc, String)> {
    use ilc_ir::{AddressSpace, InstructionData};
    let bit = |space: AddressSpace, addr: Value| -> Option<Written> {
        let AddressSpace::Output(n) = space else {
            return None;
        };
        let c = func.const_value(addr).map_or(0, |(_, c)| c as u32 & 3);
        (n < 8).then(|| 1 << (4 * n + c))
    };
    let mut may: Written = 0;
    let mut first_store: Vec<(Written, ilc_ir::SourceLoc)> = Vec::new();
    let blocks: Vec<ilc_ir::Block> = func.layout.clone();
    let mut gen: std::collections::HashMap<ilc_ir::Block, (Written, bool, bool)> =
        std::collections::HashMap::new();
    for &b in &blocks {
        let (mut w, mut discards, mut returns) = (0, false, false);
        for &inst in &func.blocks[b].insts {
            match &func.insts[inst] {
                InstructionData::Store { space, args, .. } => {
                    if *space == AddressSpace::Discard {
                        discards = true;
                    } else if let Some(x) = bit(*space, args[0]) {
                        w |= x;
                        may |= x;
                        first_store.push((x, func.srclocs[inst]));
                    }
                }
                InstructionData::Return => returns = true,
                _ => {}
            }
        }
        gen.insert(b, (w, discards, returns));
    }
    let Some(entry) = func.entry_block() else {
        return Ok(());
    };
    let mut preds: std::collections::HashMap<ilc_ir::Block, Vec<ilc_ir::Block>> =
        std::collections::HashMap::new();
    for &b in &blocks {
        for s in func.successors(b) {
            preds.entry(s).or_default().push(b);
        }
    }
    let mut out: std::collections::HashMap<ilc_ir::Block, Written> =
        blocks.iter().map(|&b| (b, Written::MAX)).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &blocks {
            let inn = if b == entry {
                0
            } else {
                preds
                    .get(&b)
                    .map_or(0, |ps| ps.iter().fold(Written::MAX, |a, p| a & out[p]))
            };
            let (w, discards, _) = gen[&b];
            let o = if discards { Written::MAX } else { inn | w };
            if out[&b] != o {
                out.insert(b, o);
                changed = true;
            }
        }
    }
    let mut must = Written::MAX;
    for &b in &blocks {
        let (_, discards, returns) = gen[&b];
        if returns && !discards {
            must &= out[&b];
        }
    }
    let partial = may & !must;
    if partial == 0 {
        return Ok(());
    }
    let loc = first_store
        .iter()
        .find(|(x, _)| x & partial != 0)
        .map(|(_, l)| *l)
        .unwrap_or_default();
    let k = partial.trailing_zeros();
    Err((
        loc,
        format!(
            "o{}.{} is written on some paths only (an export's component mask is static)",
            k / 4,
            ["x", "y", "z", "w"][(k % 4) as usize]
        ),
    ))
}
