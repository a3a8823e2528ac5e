//! Exports and memory writes of a wavefront: normal exports (PIXEL, POS, PARAM) into render
//! targets / per-vertex outputs with their EXPORT / EXPORT_DONE order rules, and
//! CF_ALLOC_IMP_EXP memory writes (MEM_RAT / scratch / ring) to device memory.

use super::{lanes, Flow, Wave, CYCLES_EXPORT, ONE};
use crate::memory::Space;
use crate::r600::error::{Location, R600Error};
use crate::r600::Stage;
use r600_isa::{CfExportOp, CfExportWord, CompSel, ExportTail};

/// The name of a normal export TYPE.
fn export_type_name(ty: u8) -> &'static str {
    r600_isa::cf::EXPORT_TYPES
        .get(usize::from(ty))
        .copied()
        .unwrap_or("3")
}

impl<'a> Wave<'a> {
    /// The order rules of normal exports (L2240-2244: "The last export of a particular type
    /// (pixel, position, or parameter) uses the EXPORT_DONE instruction to signal hardware
    /// that the thread is finished with output for that type"): after its EXPORT_DONE no
    /// export of that type may run (so one EXPORT_DONE per type).
    fn export_order(&mut self, pc: usize, w: &CfExportWord) -> Result<(), R600Error> {
        let ty = usize::from(w.ty & 3);
        let seen = &mut self.exports_seen[ty];
        if seen.done {
            return Err(R600Error::program(
                Location::cf(pc),
                format!(
                    "{} of TYPE {} after that type's EXPORT_DONE: the last export of a type is its only EXPORT_DONE (L2240-2244)",
                    w.op.name(),
                    export_type_name(w.ty)
                ),
            ));
        }
        seen.any = Some(pc);
        seen.done = w.op == CfExportOp::ExportDone;
        Ok(())
    }

    /// At END_OF_PROGRAM: every export type that was exported ended with its EXPORT_DONE,
    /// and a vertex shader exported its position ("the VS program … exports positions",
    /// L1137-1139).
    pub(super) fn exports_finished(&self, pc: usize) -> Result<(), R600Error> {
        if self.opts.stage == Stage::Vertex && !self.exports_seen[1].done {
            return Err(R600Error::program(
                Location::cf(pc),
                "END_OF_PROGRAM of a vertex shader without EXPORT_DONE POS (a vertex shader exports its position, L1137-1139)",
            ));
        }
        for (ty, seen) in self.exports_seen.iter().enumerate() {
            if let (Some(last), false) = (seen.any, seen.done) {
                return Err(R600Error::program(
                    Location::cf(pc),
                    format!(
                        "END_OF_PROGRAM without an EXPORT_DONE of TYPE {} (exported at CF {last}): the last export of a type must be EXPORT_DONE (L2240-2244)",
                        export_type_name(ty as u8)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// A graphics export: in a pixel shader TYPE PIXEL with ARRAY_BASE k writes render
    /// target k, in a vertex shader TYPE POS / PARAM with ARRAY_BASE k writes per-vertex
    /// output k; BURST_COUNT exports k + 1, … from the following GPRs (L2258-2265); PIXEL
    /// ARRAY_BASE values are the MRTs 0-7 (Table 3-3, L2305-2327; fog and Z are not modelled). Each lane
    /// writes the texel of its pixel (vertex), components 0 .. C of the target through SEL
    /// (SEL_MASK keeps the target's word). Only valid, active lanes write: a pixel killed
    /// by KILL* exports nothing.
    fn export_to_targets(
        &mut self,
        loc: Location,
        w: &CfExportWord,
        sel: [CompSel; 4],
    ) -> Result<(), R600Error> {
        let allowed: &[u8] = match self.opts.stage {
            Stage::Pixel => &[0],
            _ => &[1, 2],
        };
        if !allowed.contains(&w.ty) {
            return Err(R600Error::program(
                loc,
                format!(
                    "EXPORT of TYPE {} in a {:?} shader (pixel shaders export PIXEL, vertex shaders POS and PARAM, L2240-2256)",
                    export_type_name(w.ty),
                    self.opts.stage
                ),
            ));
        }
        let lanes_on = self.active & self.valid;
        for i in 0..=u32::from(w.burst_count) {
            let base = u32::from(w.array_base) + i;
            let target = match w.ty {
                // POS 60-63 (Table 3-3): position 0 is the captured position output.
                1 => match (base, self.opts.position_output) {
                    (60, Some(n)) => n,
                    (60..=63, _) => continue,
                    _ => {
                        return Err(R600Error::program(
                            loc,
                            format!(
                                "EXPORT POS to ARRAY_BASE {base} (positions are 60-63, Table 3-3)"
                            ),
                        ))
                    }
                },
                2 if base > 31 => {
                    return Err(R600Error::program(
                        loc,
                        format!(
                            "EXPORT PARAM to ARRAY_BASE {base} (parameters are 0-31, Table 3-3)"
                        ),
                    ))
                }
                _ => base,
            };
            if w.ty == 0 && target > 7 {
                return Err(R600Error::unsupported(
                    loc,
                    format!("EXPORT PIXEL to ARRAY_BASE {target} (MRT 0-7 only; fog MRTs and Z are not modelled, Table 3-3)"),
                ));
            }
            let Some(components) = self.launch.outputs.get(&target).map(|t| t.components) else {
                return Err(R600Error::launch(
                    loc,
                    format!("the program exports to target {target} but the launch has no \"outputs\" entry \"{target}\""),
                ));
            };
            let off = i as i32 + if w.rw_rel { self.lp.al } else { 0 };
            let Some(reg) = self.rel_gpr(w.rw_gpr, off) else {
                continue;
            };
            for lane in lanes(lanes_on) {
                let pixel = self.ids.pixel.get(lane).copied().unwrap_or(0);
                for (c, s) in sel.iter().enumerate().take(components as usize) {
                    let v = match s {
                        CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => {
                            self.reg(reg, *s as usize, lane)
                        }
                        CompSel::Zero => 0,
                        CompSel::One => ONE,
                        CompSel::Mask => continue,
                    };
                    let at = pixel * u64::from(components) + c as u64;
                    match self
                        .targets
                        .get_mut(&target)
                        .and_then(|t| t.get_mut(at as usize))
                    {
                        Some(word) => *word = v,
                        None => {
                            return Err(R600Error::launch(
                                loc,
                                format!("target {target} has no texel for pixel {pixel}"),
                            ))
                        }
                    }
                }
            }
        }
        Ok(())
    }

    pub(super) fn export(&mut self, pc: usize, w: &CfExportWord) -> Result<Flow, R600Error> {
        let loc = Location::cf(pc);
        if matches!(w.op, CfExportOp::Export | CfExportOp::ExportDone) {
            self.export_order(pc, w)?;
        }
        self.stats.exports += 1;
        self.stats.cycles += CYCLES_EXPORT;
        let lanes_on = self.active;
        let items = u32::from(w.burst_count) + 1;
        let rw = |s: &Self, i: u32| -> Option<usize> {
            let off = i as i32 + if w.rw_rel { s.lp.al } else { 0 };
            s.rel_gpr(w.rw_gpr, off)
        };
        match (w.op, w.tail) {
            (CfExportOp::Export | CfExportOp::ExportDone, ExportTail::Swiz { sel })
                if self.opts.stage != Stage::Compute =>
            {
                self.export_to_targets(loc, w, sel)?;
                Ok(Flow::Next)
            }
            (CfExportOp::Export | CfExportOp::ExportDone, ExportTail::Swiz { sel }) => {
                if w.ty != 0 {
                    return Err(R600Error::unsupported(
                        loc,
                        "EXPORT of TYPE POS/PARAM (only PIXEL exports reach memory)",
                    ));
                }
                for i in 0..items {
                    let uav = u32::from(w.array_base) + i;
                    let Some(reg) = rw(self, i) else { continue };
                    for lane in lanes(lanes_on) {
                        let flat = self.ids.regs.get(lane).map_or(0, |r| r[0][3]);
                        for (c, s) in sel.iter().enumerate() {
                            let v = match s {
                                CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => {
                                    self.reg(reg, *s as usize, lane)
                                }
                                CompSel::Zero => 0,
                                CompSel::One => ONE,
                                CompSel::Mask => continue,
                            };
                            self.memory
                                .write_word(Space::Uav(uav), u64::from(flat) * 4 + c as u64, v)
                                .map_err(|e| R600Error::launch(loc, e.to_string()))?;
                        }
                    }
                }
                Ok(Flow::Next)
            }
            (
                CfExportOp::MemScratch
                | CfExportOp::MemStream0
                | CfExportOp::MemStream1
                | CfExportOp::MemStream2
                | CfExportOp::MemStream3,
                ExportTail::Buf {
                    array_size,
                    comp_mask,
                },
            ) => {
                let space = match w.op {
                    CfExportOp::MemStream0 => Space::Uav(0),
                    CfExportOp::MemStream1 => Space::Uav(1),
                    CfExportOp::MemStream2 => Space::Uav(2),
                    CfExportOp::MemStream3 => Space::Uav(3),
                    _ => Space::Global,
                };
                let elem = u64::from(w.elem_size) + 1;
                let indexed = w.ty & 1 == 1;
                let read = w.ty >= 2;
                // The 12-bit ARRAY_SIZE field holds the size minus one: it "represents
                // values [1,4096]" elements (L9641-9645), so field 4095 is a window of 4096.
                let window = u64::from(array_size) + 1;
                let limit = u64::from(w.array_base) + window;
                for lane in lanes(lanes_on) {
                    let idx = if indexed {
                        u64::from(self.reg(usize::from(w.index_gpr), 0, lane))
                    } else {
                        0
                    };
                    let lp = if w.elem_loop {
                        self.lp.al.max(0) as u64
                    } else {
                        0
                    };
                    for i in 0..items {
                        let element = u64::from(w.array_base) + idx + lp + u64::from(i);
                        let Some(reg) = rw(self, i) else { continue };
                        if element >= limit {
                            // Clamped by ARRAY_SIZE (L2342-2343): writes dropped, reads 0.
                            // Strict: an element the bound buffer has is one the program
                            // meant to reach; the hardware would drop it silently.
                            let buffer_words = self.memory.words(space).map_or(0, |w| w.len());
                            if element * elem < buffer_words as u64 {
                                return Err(R600Error::program(
                                    loc,
                                    format!(
                                        "{} element {element} lies past the export window \
                                         (ARRAY_BASE {} + {window} elements of ARRAY_SIZE \
                                         {array_size}, L2342-2343, L9641-9645) but inside the \
                                         {}-dword buffer: the hardware would silently drop \
                                         this access",
                                        w.op.name(),
                                        w.array_base,
                                        buffer_words
                                    ),
                                ));
                            }
                            if read {
                                for c in 0..elem as usize {
                                    self.set_reg(reg, c, lane, 0);
                                }
                            }
                            continue;
                        }
                        for c in 0..elem.min(4) {
                            let addr = element * elem + c;
                            if read {
                                let v = self.read_mem(loc, space, addr)?;
                                self.set_reg(reg, c as usize, lane, v);
                            } else if comp_mask & (1 << c) != 0 {
                                let v = self.reg(reg, c as usize, lane);
                                self.memory
                                    .write_word(space, addr, v)
                                    .map_err(|e| R600Error::launch(loc, e.to_string()))?;
                            }
                        }
                    }
                }
                Ok(Flow::Next)
            }
            _ => Err(R600Error::unsupported(
                loc,
                format!("{} (no memory mapping in the ABI)", w.op.name()),
            )),
        }
    }
}
