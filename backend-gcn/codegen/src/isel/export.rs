//! Outputs and discards of graphics stages, and the exports that end them.
//!
//! An IL output `oN.c` is written by `store output(N)` instructions anywhere in the function
//! and reaches the render target (or the vertex's parameter) when the invocation ends. The
//! hardware exports once, at the end: `exp mrtN` (pixel) or `exp pos0` / `exp paramK`
//! (vertex) with `en` = the components written. A component stored exactly once, in the
//! entry block, is exported straight from the stored value; any other is kept in a VGPR of
//! its own that each store overwrites under the EXEC of the store. Export masks are per
//! instruction, not per lane, so every component written on some path must be written on
//! every path that ends without a discard ([`must_write_check`]), else the function is
//! `unsupported`.
//!
//! Discard (`store discard`, then `return`): the discarding lanes leave the live mask
//! (`s_andn2_b64 live, live, exec`, which also sets SCC when some lane still lives); when
//! none is left the wave branches straight to the exports (`s_cbranch_scc0`). At the end EXEC
//! becomes the lanes that reached it or returned, and the live ones among them: the last
//! export carries `done vm`, and a shader that writes nothing exports `null`.

use std::collections::HashMap;

use gcn_isa::{op, Encoding, Operand};
use ilc_ir::{AddressSpace, Block, Inst, InstructionData, Value};

use super::{Isel, EXEC};
use crate::error::CodegenError;
use crate::mir::{MBlock, MOperand, VReg};
use crate::stage::Stage;

/// Where an output component's final value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum OutputSlot {
    /// The value of the single store in the entry block (filled when it is selected).
    Direct(Option<Value>),
    /// A VGPR every store of the component writes.
    Reg(VReg),
}

/// Export target numbers (`exp` TGT field).
const TARGET_NULL: i32 = 9;
const TARGET_POS0: i32 = 12;
const TARGET_PARAM0: i32 = 32;

/// Bit of output component `(n, c)` in a [`must_write_check`] set, if `n` fits.
fn bit(n: u32, c: u8) -> Option<u128> {
    (n < 32).then(|| 1u128 << (4 * n + u32::from(c & 3)))
}

impl Isel<'_> {
    /// Collects the output components and decides their slots (before the region walk);
    /// `entry_pos` is where the entry block's code starts (register slots are zeroed there).
    pub(super) fn plan_outputs(&mut self, entry_pos: (MBlock, usize)) -> Result<(), CodegenError> {
        let Some(entry) = self.func.entry_block() else {
            return Ok(());
        };
        let mut stores: HashMap<(u32, u8), (u32, bool)> = HashMap::new();
        for &b in &self.func.layout {
            for &inst in &self.func.blocks[b].insts {
                if let InstructionData::Store {
                    space: AddressSpace::Output(n),
                    args,
                    ..
                } = self.func.insts[inst]
                {
                    if !self.gfx.stage.is_graphics() {
                        return Err(
                            self.unsupported("an output register in a compute kernel", Some(inst))
                        );
                    }
                    let c = match super::graphics::const_value(self.func, args[0]) {
                        Some(c) if c < 4 => c as u8,
                        _ => {
                            return Err(self.unsupported(
                                "an output register indexed by a computed component",
                                Some(inst),
                            ))
                        }
                    };
                    if bit(n, c).is_none() {
                        return Err(self.unsupported(format!("output o{n} (0..32)"), Some(inst)));
                    }
                    if self.gfx.stage == Stage::Pixel && n >= 8 {
                        return Err(self.unsupported(
                            format!("render target o{n} (a pixel shader has mrt0..mrt7)"),
                            Some(inst),
                        ));
                    }
                    let e = stores.entry((n, c)).or_insert((0, true));
                    e.0 += 1;
                    e.1 &= b == entry;
                }
            }
        }
        self.must_write_check()?;
        let mut keys: Vec<_> = stores.into_iter().collect();
        keys.sort();
        for ((n, c), (count, in_entry)) in keys {
            let slot = if count == 1 && in_entry {
                OutputSlot::Direct(None)
            } else {
                let r = self.vreg();
                let zero = crate::mir::MInst::new(
                    op::V_MOV_B32,
                    Encoding::Native,
                    &[MOperand::whole(r, 1), MOperand::Fixed(Operand::Inline(128))],
                );
                let insts = &mut self.mf.blocks[entry_pos.0].insts;
                insts.insert(entry_pos.1.min(insts.len()), zero);
                OutputSlot::Reg(r)
            };
            self.gfx.outputs.insert((n, c), slot);
        }
        Ok(())
    }

    /// Every component stored on some path is stored on every path that returns without a
    /// discard (an export mask cannot differ between lanes).
    fn must_write_check(&self) -> Result<(), CodegenError> {
        let func = self.func;
        let Some(entry) = func.entry_block() else {
            return Ok(());
        };
        let index: HashMap<Block, usize> = func
            .layout
            .iter()
            .enumerate()
            .map(|(i, &b)| (b, i))
            .collect();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); func.layout.len()];
        let mut gen = vec![0u128; func.layout.len()];
        let mut discards = vec![false; func.layout.len()];
        let mut first_store: HashMap<u32, Inst> = HashMap::new();
        let mut all = 0u128;
        for (i, &b) in func.layout.iter().enumerate() {
            for &inst in &func.blocks[b].insts {
                let data = &func.insts[inst];
                match data {
                    InstructionData::Store {
                        space: AddressSpace::Output(n),
                        args,
                        ..
                    } => {
                        let c = super::graphics::const_value(func, args[0]).unwrap_or(0) as u8;
                        let m = bit(*n, c).unwrap_or(0);
                        gen[i] |= m;
                        all |= m;
                        first_store.entry(m.trailing_zeros()).or_insert(inst);
                    }
                    InstructionData::Store {
                        space: AddressSpace::Discard,
                        ..
                    } => discards[i] = true,
                    _ => {}
                }
                let mut succs = Vec::new();
                match data {
                    InstructionData::Jump { dest } => succs.push(dest.block),
                    InstructionData::Brif {
                        then_dest,
                        else_dest,
                        ..
                    } => {
                        succs.push(then_dest.block);
                        succs.push(else_dest.block);
                    }
                    _ => {}
                }
                for s in succs {
                    if let Some(&k) = index.get(&s) {
                        preds[k].push(i);
                    }
                }
            }
        }
        if all == 0 {
            return Ok(());
        }
        // Forward "stored on every path" sets: entry starts empty, the others at the top.
        let entry_index = index.get(&entry).copied().unwrap_or(0);
        let mut out = vec![u128::MAX; func.layout.len()];
        let mut changed = true;
        while changed {
            changed = false;
            for i in 0..func.layout.len() {
                let inn = if i == entry_index {
                    0
                } else {
                    preds[i].iter().fold(u128::MAX, |acc, &p| acc & out[p])
                };
                let o = inn | gen[i];
                if o != out[i] {
                    out[i] = o;
                    changed = true;
                }
            }
        }
        for (i, &b) in func.layout.iter().enumerate() {
            let returns = func.blocks[b]
                .insts
                .last()
                .is_some_and(|&t| matches!(func.insts[t], InstructionData::Return));
            if returns && !discards[i] && out[i] & all != all {
                let missing = all & !out[i];
                let k = missing.trailing_zeros();
                let (n, c) = (k / 4, ['x', 'y', 'z', 'w'][(k % 4) as usize]);
                return Err(self.unsupported(
                    format!(
                        "output o{n}.{c} written on some paths only (an export writes the same \
                         components for every lane)"
                    ),
                    first_store.get(&k).copied(),
                ));
            }
        }
        Ok(())
    }

    /// `store output(N)` / `store discard`.
    pub(super) fn stage_output_store(
        &mut self,
        inst: Inst,
        space: AddressSpace,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        match space {
            AddressSpace::Output(n) => {
                let c = super::graphics::const_value(self.func, args[0]).unwrap_or(0) as u8;
                match self.gfx.outputs.get(&(n, c)).copied() {
                    Some(OutputSlot::Direct(_)) => {
                        self.gfx
                            .outputs
                            .insert((n, c), OutputSlot::Direct(Some(args[1])));
                        Ok(())
                    }
                    Some(OutputSlot::Reg(r)) => {
                        let v = self.src(args[1])?;
                        self.push(op::V_MOV_B32, Encoding::Native, &[MOperand::whole(r, 1), v])?;
                        Ok(())
                    }
                    None => Err(CodegenError::Internal(format!(
                        "output o{n}.{c} was not planned"
                    ))),
                }
            }
            AddressSpace::Discard => {
                if self.gfx.stage != Stage::Pixel {
                    return Err(self.unsupported("discard outside a pixel shader", Some(inst)));
                }
                let live = self
                    .gfx
                    .live
                    .ok_or_else(|| CodegenError::Internal("discard without a live mask".into()))?;
                let l = MOperand::whole(live, 2);
                self.push(op::S_ANDN2_B64, Encoding::Native, &[l, l, EXEC])?;
                let end = match self.gfx.end_block {
                    Some(b) => b,
                    None => {
                        let b = self.mf.blocks.push(Default::default());
                        self.gfx.end_block = Some(b);
                        b
                    }
                };
                // SCC = some lane still lives; none: straight to the exports.
                self.push(
                    op::S_CBRANCH_SCC0,
                    Encoding::Native,
                    &[MOperand::Block(end)],
                )?;
                Ok(())
            }
            _ => Err(CodegenError::Internal("not a stage output".into())),
        }
    }

    /// The exports ending a graphics function (at the end of the region walk, before
    /// `s_endpgm`).
    pub(super) fn graphics_epilogue(&mut self) -> Result<(), CodegenError> {
        if !self.gfx.stage.is_graphics() {
            return Ok(());
        }
        if let Some(end) = self.gfx.end_block {
            self.place(end);
        }
        if let Some(m) = self.return_mask {
            let m = MOperand::whole(m, 2);
            self.push(op::S_OR_B64, Encoding::Native, &[EXEC, EXEC, m])?;
        }
        if let Some(live) = self.gfx.live {
            let l = MOperand::whole(live, 2);
            self.push(op::S_AND_B64, Encoding::Native, &[EXEC, EXEC, l])?;
        }
        // (target, four sources) in export order.
        let mut exports: Vec<(i32, [Option<MOperand>; 4])> = Vec::new();
        let outputs: Vec<_> = self.gfx.outputs.iter().map(|(k, v)| (*k, *v)).collect();
        let targets = match self.gfx.stage {
            Stage::Vertex { .. } => self.vertex_export_targets(),
            _ => Vec::new(),
        };
        for ((n, c), slot) in outputs {
            let src = match slot {
                OutputSlot::Reg(r) => MOperand::whole(r, 1),
                OutputSlot::Direct(Some(v)) => self.vgpr_src(v)?,
                OutputSlot::Direct(None) => {
                    return Err(CodegenError::Internal(format!("o{n}.{c} never stored")))
                }
            };
            let target = match self.gfx.stage {
                Stage::Vertex { .. } => {
                    let name = targets
                        .iter()
                        .find(|(_, o)| *o == n)
                        .map(|(t, _)| t.as_str())
                        .unwrap_or("");
                    match name.strip_prefix("param") {
                        Some(k) => TARGET_PARAM0 + k.parse::<i32>().unwrap_or(0),
                        None => TARGET_POS0,
                    }
                }
                _ => n as i32,
            };
            match exports.iter_mut().find(|(t, _)| *t == target) {
                Some((_, srcs)) => srcs[usize::from(c)] = Some(src),
                None => {
                    let mut srcs = [None; 4];
                    srcs[usize::from(c)] = Some(src);
                    exports.push((target, srcs));
                }
            }
        }
        match self.gfx.stage {
            // Parameters first, the position (with `done`) last.
            Stage::Vertex { .. } => {
                exports.sort_by_key(|(t, _)| (*t == TARGET_POS0, *t));
                if !exports.iter().any(|(t, _)| *t == TARGET_POS0) {
                    exports.push((TARGET_POS0, [None; 4]));
                }
            }
            _ => {
                exports.sort_by_key(|(t, _)| *t);
                if exports.is_empty() {
                    exports.push((TARGET_NULL, [None; 4]));
                }
            }
        }
        let last = exports.len() - 1;
        let valid_mask = self.gfx.stage == Stage::Pixel;
        for (k, (target, srcs)) in exports.into_iter().enumerate() {
            let off = MOperand::Fixed(Operand::Off);
            let mut ops = vec![MOperand::Fixed(Operand::Imm(target))];
            ops.extend(srcs.iter().map(|s| s.unwrap_or(off)));
            let inst = self.push(op::EXP, Encoding::Native, &ops)?;
            if k == last {
                inst.mem.done = true;
                inst.mem.vm = valid_mask;
            }
        }
        Ok(())
    }

    /// Vertex shaders: which export target carries each IL output written, in increasing
    /// output order (`pos0` for the position, `param0..` for the others).
    pub(super) fn vertex_export_targets(&self) -> Vec<(String, u32)> {
        let Stage::Vertex { position } = self.gfx.stage else {
            return Vec::new();
        };
        let mut written: Vec<u32> = self.gfx.outputs.keys().map(|&(n, _)| n).collect();
        written.dedup();
        let pos = position
            .filter(|p| written.contains(p))
            .or_else(|| written.first().copied());
        let mut k = 0;
        written
            .into_iter()
            .map(|n| {
                if Some(n) == pos {
                    ("pos0".to_string(), n)
                } else {
                    k += 1;
                    (format!("param{}", k - 1), n)
                }
            })
            .collect()
    }
}
