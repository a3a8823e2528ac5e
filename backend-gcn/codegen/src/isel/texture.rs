//! Textures and derivatives of graphics stages.
//!
//! - The IR has one `texture` instruction per result component; those of one operation (same
//!   operands and immediates, same IR block, hence same EXEC) become one MIMG instruction
//!   whose `dmask` holds the components used. Its address tuple and its result tuple are
//!   pinned VGPRs ([`crate::stage`]): the first operations' results (up to
//!   [`DEDICATED_RESULT_VGPRS`] VGPRs) get tuples of their own, which the code reads where
//!   it uses them (so several samples are in flight, `s_waitcnt vmcnt` before the first
//!   use); later ones share one tuple, copied out right after.
//! - Launch textures have one mip level, so every level of detail reads level 0 (rules in
//!   `docs/architecture.md`, "Graphics stages"): SAMPLE, SAMPLE_L/_B/_G select
//!   `image_sample_lz` (no derivatives needed, hence no whole-quad mode for them), the
//!   comparison forms `image_sample_c_lz`; `_aoffimmi` offsets go into the first address
//!   VGPR of the `_o` forms (6 bits per axis, x in bits 5:0, y 13:8, z 21:16); LOAD is
//!   `image_load` with the offsets added to the integer coordinates; RESINFO is
//!   `image_get_resinfo` at level 0 for the sizes the dimension has (the others are the
//!   IL's constants, and a level other than 0 reads zeros).
//! - Unnormalised coordinates: the S# of the (resource, sampler) pair forces them when every
//!   sample of the resource uses them (`.ilc.unnorm`); a sample that uses them on a resource
//!   that others sample normalised sets the instruction's `unorm` bit instead.
//! - `dsx`/`dsy`/`fwidth` read the quad's lanes with DPP `quad_perm` (lane = 4*quad + 2*dy
//!   + dx): coarse from the quad's top-left lane, fine along the lane's own row or column.

use gcn_isa::{op, Encoding, Modifiers, Operand, RegRange};
use ilc_ir::instructions::{DerivAxis, TexDesc, TexDim, TexOp};
use ilc_ir::{Inst, InstructionData, Value};

use super::{Isel, Loc};
use crate::error::CodegenError;
use crate::mir::MOperand;

/// VGPRs given to texture results of their own before results share one tuple.
pub(super) const DEDICATED_RESULT_VGPRS: u16 = 16;

/// DPP `quad_perm` control: lane `i` of each quad reads lane `perm[i]`.
fn quad_perm(perm: [u16; 4]) -> u16 {
    perm[0] | perm[1] << 2 | perm[2] << 4 | perm[3] << 6
}

impl Isel<'_> {
    /// One `texture` instruction (with the others of its group).
    pub(super) fn texture(
        &mut self,
        inst: Inst,
        desc: &TexDesc,
        args: &[Value],
    ) -> Result<(), CodegenError> {
        if self.gfx.selected_textures.contains(&inst) {
            return Ok(());
        }
        // The group: this instruction and the later ones of its block with the same
        // operation, by component.
        let mut members: Vec<(u8, Inst)> = vec![(desc.comp, inst)];
        if let Some(block) = self.cur_block {
            let key = TexDesc { comp: 0, ..*desc };
            let mut after = false;
            for &other in &self.func.blocks[block].insts {
                if other == inst {
                    after = true;
                    continue;
                }
                if !after {
                    continue;
                }
                if let InstructionData::Texture { desc: d, args: a } = &self.func.insts[other] {
                    if (TexDesc { comp: 0, ..**d }) == key
                        && a.as_slice() == args
                        && !members.iter().any(|(c, _)| *c == d.comp)
                        && self.func.inst_result(other).is_some()
                    {
                        members.push((d.comp, other));
                    }
                }
            }
        }
        for (_, m) in &members {
            self.gfx.selected_textures.insert(*m);
        }
        match desc.op {
            TexOp::ResInfo { uint } => self.resinfo(inst, desc, args, &members, uint),
            _ => {
                let dmask = members.iter().fold(0u8, |acc, (c, _)| acc | 1 << c);
                let results = self.mimg(inst, desc, args, dmask)?;
                for (c, m) in members {
                    let r = results[usize::from(c)]
                        .ok_or_else(|| CodegenError::Internal("texture component lost".into()))?;
                    self.set(m, r)?;
                }
                Ok(())
            }
        }
    }

    /// Emits the MIMG instruction of `desc` for the components in `dmask`; the VGPR of
    /// each component.
    fn mimg(
        &mut self,
        inst: Inst,
        desc: &TexDesc,
        args: &[Value],
        dmask: u8,
    ) -> Result<[Option<Loc>; 4], CodegenError> {
        let axes = desc.dim.axes();
        let mut address: Vec<MOperand> = Vec::new();
        let offset = desc.offset[..axes].iter().any(|&o| o != 0);
        let name = match desc.op {
            TexOp::Sample | TexOp::SampleCompare => {
                if desc.dim == TexDim::Buffer {
                    return Err(self.unsupported(
                        "sampling a buffer resource (undefined, IL manual L5840)",
                        Some(inst),
                    ));
                }
                if offset {
                    let mut packed = 0u32;
                    for (a, &o) in desc.offset[..axes].iter().enumerate() {
                        if !(-32..32).contains(&o) {
                            return Err(self.unsupported(
                                format!("texel offset {o} (the hardware takes -32..31)"),
                                Some(inst),
                            ));
                        }
                        packed |= (o as u32 & 0x3f) << (8 * a);
                    }
                    address.push(super::const_operand(packed, false));
                }
                let compare = desc.op == TexOp::SampleCompare;
                if compare {
                    address.push(self.src(args[3])?);
                }
                for &a in &args[..axes] {
                    address.push(self.src(a)?);
                }
                match (compare, offset) {
                    (false, false) => op::IMAGE_SAMPLE_LZ,
                    (false, true) => op::IMAGE_SAMPLE_LZ_O,
                    (true, false) => op::IMAGE_SAMPLE_C_LZ,
                    (true, true) => op::IMAGE_SAMPLE_C_LZ_O,
                }
            }
            TexOp::Load => {
                for (a, &arg) in args[..axes].iter().enumerate() {
                    let coord = self.src(arg)?;
                    let off = if desc.dim == TexDim::Buffer {
                        0
                    } else {
                        desc.offset[a]
                    };
                    if off == 0 {
                        address.push(coord);
                    } else {
                        let t = MOperand::whole(self.vreg(), 1);
                        let k = super::const_operand(i32::from(off) as u32, false);
                        self.valu(op::V_ADD_U32, t, vec![k, coord], true, Modifiers::default())?;
                        address.push(t);
                    }
                }
                op::IMAGE_LOAD
            }
            TexOp::ResInfo { .. } => {
                address.push(MOperand::Fixed(Operand::Inline(128)));
                op::IMAGE_GET_RESINFO
            }
        };
        if address.len() > 4 {
            return Err(self.unsupported(
                "a comparison sample with offsets on a 3-D texture",
                Some(inst),
            ));
        }
        let count = dmask.count_ones() as u8;
        let addr_base = match self.gfx.mimg_address {
            Some(a) => a,
            None => {
                let a = self.pinned(4);
                self.gfx.mimg_address = Some(a);
                a
            }
        };
        let dedicated = self.gfx.dedicated_results + u16::from(count) <= DEDICATED_RESULT_VGPRS;
        let data_base = if dedicated {
            self.gfx.dedicated_results += u16::from(count);
            self.pinned(u16::from(count))
        } else {
            match self.gfx.mimg_data {
                Some(d) => d,
                None => {
                    let d = self.pinned(4);
                    self.gfx.mimg_data = Some(d);
                    d
                }
            }
        };
        for (k, a) in address.iter().enumerate() {
            let dst = Self::pinned_operand(addr_base + k as u16, 1);
            self.push(op::V_MOV_B32, Encoding::Native, &[dst, *a])?;
        }
        let t_sharp = *self.gfx.t_sharps.get(&desc.resource).ok_or_else(|| {
            CodegenError::Internal(format!("resource {} has no T#", desc.resource))
        })?;
        let mut ops = vec![
            Self::pinned_operand(data_base, count),
            Self::pinned_operand(addr_base, address.len() as u8),
            MOperand::Fixed(Operand::Sgpr(RegRange {
                first: t_sharp,
                count: 8,
            })),
        ];
        let sampled = matches!(desc.op, TexOp::Sample | TexOp::SampleCompare);
        if sampled {
            let s_sharp = *self
                .gfx
                .s_sharps
                .get(&(desc.resource, desc.sampler))
                .ok_or_else(|| {
                    CodegenError::Internal(format!(
                        "resource {} sampler {} has no S#",
                        desc.resource, desc.sampler
                    ))
                })?;
            ops.push(MOperand::Fixed(Operand::Sgpr(RegRange {
                first: s_sharp,
                count: 4,
            })));
        }
        let forced = self
            .gfx
            .images
            .get(&desc.resource)
            .is_some_and(|d| d.unnorm);
        let mimg = self.push(name, Encoding::Native, &ops)?;
        mimg.mem.dmask = dmask;
        mimg.mem.unorm = if sampled {
            desc.unnorm && !forced
        } else {
            true
        };
        let mut results = [None; 4];
        let mut k = 0u16;
        for (c, slot) in results.iter_mut().enumerate() {
            if dmask >> c & 1 == 0 {
                continue;
            }
            let result = Self::pinned_operand(data_base + k, 1);
            k += 1;
            if dedicated {
                if let MOperand::Fixed(o) = result {
                    *slot = Some(Loc::Fixed(o));
                }
                continue;
            }
            let r = self.vreg();
            self.push(
                op::V_MOV_B32,
                Encoding::Native,
                &[MOperand::whole(r, 1), result],
            )?;
            *slot = Some(Loc::Reg(r, 1));
        }
        Ok(results)
    }

    /// RESINFO: the sizes of level 0 from the hardware, the IL's constants for the others,
    /// zeros for another level; converted to float unless `uint`.
    fn resinfo(
        &mut self,
        inst: Inst,
        desc: &TexDesc,
        args: &[Value],
        members: &[(u8, Inst)],
        uint: bool,
    ) -> Result<(), CodegenError> {
        let axes = desc.dim.axes();
        let hardware = |c: u8| (c as usize) < axes;
        let dmask = members
            .iter()
            .filter(|(c, _)| hardware(*c))
            .fold(0u8, |acc, (c, _)| acc | 1 << c);
        let sizes = if dmask != 0 {
            self.mimg(inst, desc, args, dmask)?
        } else {
            [None; 4]
        };
        let level = super::graphics::const_value(self.func, args[0]);
        // Lanes asking for level 0, when the level is not a constant.
        let at_zero = match level {
            Some(_) => None,
            None => {
                let l = self.src(args[0])?;
                Some(self.vcmp(op::V_CMP_EQ_U32, MOperand::Fixed(Operand::Inline(128)), l)?)
            }
        };
        for &(c, m) in members {
            let one = if uint { 1 } else { 0x3f80_0000 };
            let value = match sizes[usize::from(c)] {
                Some(r) if level.unwrap_or(0) == 0 => r,
                _ => {
                    let bits = if c == 3 { one } else { 0 };
                    self.set(m, Loc::Const(bits))?;
                    continue;
                }
            };
            if at_zero.is_none() && uint {
                self.set(m, value)?;
                continue;
            }
            let mut v = match value {
                Loc::Reg(r, _) => MOperand::whole(r, 1),
                Loc::Fixed(o) => MOperand::Fixed(o),
                Loc::Const(bits) => super::const_operand(bits, false),
            };
            if let Some(mask) = at_zero {
                let t = MOperand::whole(self.vreg(), 1);
                self.push(
                    op::V_CNDMASK_B32,
                    Encoding::Vop3,
                    &[t, MOperand::Fixed(Operand::Inline(128)), v, mask],
                )?;
                v = t;
            }
            if !uint {
                let t = MOperand::whole(self.vreg(), 1);
                self.push(op::V_CVT_F32_U32, Encoding::Native, &[t, v])?;
                v = t;
            }
            let r = v
                .vreg()
                .ok_or_else(|| CodegenError::Internal("resinfo value lost".into()))?;
            self.set(m, Loc::Reg(r, 1))?;
        }
        Ok(())
    }

    /// `dsx`, `dsy` or `fwidth` of `arg` over the lane's quad.
    pub(super) fn derivative(
        &mut self,
        inst: Inst,
        axis: DerivAxis,
        fine: bool,
        arg: Value,
    ) -> Result<(), CodegenError> {
        if self.gfx.stage != crate::stage::Stage::Pixel {
            return Err(self.unsupported("a derivative outside a pixel shader", Some(inst)));
        }
        let v = self.vgpr_src(arg)?;
        // (minuend lanes, subtrahend lanes) per quad position.
        let dx = if fine {
            ([1, 1, 3, 3], [0, 0, 2, 2])
        } else {
            ([1, 1, 1, 1], [0, 0, 0, 0])
        };
        let dy = if fine {
            ([2, 3, 2, 3], [0, 1, 0, 1])
        } else {
            ([2, 2, 2, 2], [0, 0, 0, 0])
        };
        let result = match axis {
            DerivAxis::X => self.quad_difference(v, dx)?,
            DerivAxis::Y => self.quad_difference(v, dy)?,
            DerivAxis::Width => {
                let a = self.quad_difference(v, dx)?;
                let b = self.quad_difference(v, dy)?;
                let t = MOperand::whole(self.vreg(), 1);
                let mods = Modifiers {
                    abs: 0b11,
                    ..Modifiers::default()
                };
                self.valu(op::V_ADD_F32, t, vec![a, b], false, mods)?;
                t
            }
        };
        let r = result
            .vreg()
            .ok_or_else(|| CodegenError::Internal("derivative value lost".into()))?;
        self.set(inst, Loc::Reg(r, 1))
    }

    /// `v[minuend lane] - v[subtrahend lane]` within each quad (DPP `quad_perm`).
    fn quad_difference(
        &mut self,
        v: MOperand,
        (minuend, subtrahend): ([u16; 4], [u16; 4]),
    ) -> Result<MOperand, CodegenError> {
        let dpp = |perm: [u16; 4]| Modifiers {
            dpp_ctrl: quad_perm(perm),
            ..Modifiers::defaults_for(Encoding::Dpp)
        };
        let sub = MOperand::whole(self.vreg(), 1);
        self.push(op::V_MOV_B32, Encoding::Dpp, &[sub, v])?.mods = dpp(subtrahend);
        let d = MOperand::whole(self.vreg(), 1);
        self.push(op::V_SUB_F32, Encoding::Dpp, &[d, v, sub])?.mods = dpp(minuend);
        Ok(d)
    }
}
