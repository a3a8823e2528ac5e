//! TEX and VTX fetch clauses of a wavefront: the fetch instructions of one clause read
//! their sources, fetch from buffers (`g[]` and UAVs) or hand texture resources to the
//! texture unit, and write their results at the clause end; plus the fetch cycle count.

use super::{lanes, Mask, Wave, CYCLES_FETCH, CYCLES_FETCH_LATENCY, GLOBAL_BUFFER_ID, ONE};
use crate::memory::Space;
use crate::r600::error::{Location, R600Error};
use crate::r600::Stage;
use r600_isa::{Chan, Clause, CompSel, TexInst, VtxDst, VtxInst};

impl<'a> Wave<'a> {
    pub(super) fn fetch_clause(
        &mut self,
        pc: usize,
        clause: &Clause,
        pass: Mask,
    ) -> Result<(), R600Error> {
        let mut writes: Vec<(usize, usize, usize, u32)> = Vec::new();
        match clause {
            Clause::Tex(insts) => {
                self.stats.tex_clauses += 1;
                for (i, t) in insts.iter().enumerate() {
                    self.tex(pc, i, t, pass, &mut writes)?;
                }
                self.count_fetches(insts.len());
            }
            Clause::Vtx(insts) => {
                self.stats.vtx_clauses += 1;
                for (i, v) in insts.iter().enumerate() {
                    self.vtx(pc, i, v, pass, &mut writes)?;
                }
                self.count_fetches(insts.len());
            }
            _ => {
                return Err(R600Error::program(
                    Location::cf(pc),
                    "fetch CF instruction without a fetch clause",
                ))
            }
        }
        for (r, c, lane, v) in writes {
            self.set_reg(r, c, lane, v);
        }
        Ok(())
    }

    fn count_fetches(&mut self, n: usize) {
        self.stats.fetches += n as u64;
        self.stats.cycles += CYCLES_FETCH_LATENCY + CYCLES_FETCH * n as u64;
    }

    /// The buffer and dword stride a BUFFER_ID / RESOURCE_ID names (ABI: 0-127 = UAV id with
    /// one dword per index, 128 = `g[]` with four dwords per index).
    fn buffer(id: u8) -> Option<(Space, u64)> {
        match id {
            0..=127 => Some((Space::Uav(u32::from(id)), 1)),
            GLOBAL_BUFFER_ID => Some((Space::Global, 4)),
            _ => None,
        }
    }

    pub(super) fn read_mem(
        &mut self,
        loc: Location,
        space: Space,
        index: u64,
    ) -> Result<u32, R600Error> {
        self.memory
            .read_word(space, index)
            .map_err(|e| R600Error::launch(loc, e.to_string()))
    }

    #[allow(clippy::too_many_arguments)]
    fn fetch_common(
        &mut self,
        loc: Location,
        pass: Mask,
        buffer_id: u8,
        offset_bytes: u64,
        src: (u8, bool),
        coord: CompSel,
        dst: Option<(u8, bool)>,
        dst_sel: [CompSel; 4],
        writes: &mut Vec<(usize, usize, usize, u32)>,
    ) -> Result<(), R600Error> {
        let (space, stride) = Self::buffer(buffer_id)
            .ok_or_else(|| R600Error::unsupported(loc, format!("buffer id {buffer_id}")))?;
        for lane in lanes(pass) {
            let sreg = if src.1 {
                self.rel_gpr(src.0, self.lp.al).unwrap_or(0)
            } else {
                usize::from(src.0)
            };
            let index = match coord {
                CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => {
                    self.reg(sreg, coord as usize, lane)
                }
                CompSel::One => ONE,
                CompSel::Zero | CompSel::Mask => 0,
            };
            let base = u64::from(index) * stride + offset_bytes / 4;
            let Some((dgpr, drel)) = dst else { continue };
            let dreg = if drel {
                match self.rel_gpr(dgpr, self.lp.al) {
                    Some(r) => r,
                    None => continue,
                }
            } else {
                usize::from(dgpr)
            };
            for (c, sel) in dst_sel.iter().enumerate() {
                let v = match sel {
                    CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => {
                        self.read_mem(loc, space, base + *sel as u64)?
                    }
                    CompSel::Zero => 0,
                    CompSel::One => ONE,
                    CompSel::Mask => continue,
                };
                writes.push((dreg, c, lane, v));
            }
        }
        Ok(())
    }

    fn tex(
        &mut self,
        pc: usize,
        i: usize,
        t: &TexInst,
        pass: Mask,
        writes: &mut Vec<(usize, usize, usize, u32)>,
    ) -> Result<(), R600Error> {
        let loc = Location::fetch(pc, i);
        if self.is_texture_op(t) {
            return self.texture_op(loc, t, pass, writes);
        }
        if t.op != r600_isa::TexOp::Ld {
            return Err(R600Error::unsupported(
                loc,
                format!(
                    "TEX {} of resource {} (no resource constant: only LD reads buffers)",
                    t.op.name(),
                    t.resource_id
                ),
            ));
        }
        self.fetch_common(
            loc,
            pass,
            t.resource_id,
            0,
            (t.src_gpr, t.src_rel),
            t.src_sel[0],
            Some((t.dst_gpr, t.dst_rel)),
            t.dst_sel,
            writes,
        )
    }

    fn vtx(
        &mut self,
        pc: usize,
        i: usize,
        v: &VtxInst,
        pass: Mask,
        writes: &mut Vec<(usize, usize, usize, u32)>,
    ) -> Result<(), R600Error> {
        let loc = Location::fetch(pc, i);
        let dst = match v.dst {
            VtxDst::Gpr { gpr, rel } => Some((gpr, rel)),
            VtxDst::Semantic(_) => {
                return Err(R600Error::unsupported(
                    loc,
                    "VTX SEMANTIC (no semantic table)",
                ))
            }
        };
        let coord = match v.src_sel_x {
            Chan::X => CompSel::X,
            Chan::Y => CompSel::Y,
            Chan::Z => CompSel::Z,
            Chan::W => CompSel::W,
        };
        if self.opts.stage == Stage::Vertex {
            if let Some(input) = self.launch.vertex_inputs.get(&u32::from(v.buffer_id)) {
                return self.vertex_fetch(loc, v, input, coord, dst, pass, writes);
            }
        }
        self.fetch_common(
            loc,
            pass,
            v.buffer_id,
            u64::from(v.offset),
            (v.src_gpr, v.src_rel),
            coord,
            dst,
            v.dst_sel,
            writes,
        )
    }

    /// A vertex fetch from vertex input BUFFER_ID of the launch (vertex stage): the element
    /// whose index is the source element (the vertex index the program passes), its
    /// components through DST_SEL (0-3 pick components; components the input lacks read
    /// (0, 0, 0, 1), 1 = 1.0f for float inputs), as the fetch unit's format conversion
    /// would deliver them. OFFSET must be 0.
    #[allow(clippy::too_many_arguments)]
    fn vertex_fetch(
        &mut self,
        loc: Location,
        v: &VtxInst,
        input: &crate::launch::Texels,
        coord: CompSel,
        dst: Option<(u8, bool)>,
        pass: Mask,
        writes: &mut Vec<(usize, usize, usize, u32)>,
    ) -> Result<(), R600Error> {
        if v.offset != 0 {
            return Err(R600Error::unsupported(loc, "vertex fetch with an OFFSET"));
        }
        let Some((dgpr, drel)) = dst else {
            return Ok(());
        };
        let comps = input.components as usize;
        for lane in lanes(pass) {
            let sreg = if v.src_rel {
                self.rel_gpr(v.src_gpr, self.lp.al).unwrap_or(0)
            } else {
                usize::from(v.src_gpr)
            };
            let index = match coord {
                CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => {
                    self.reg(sreg, coord as usize, lane) as usize
                }
                _ => 0,
            };
            let dreg = if drel {
                match self.rel_gpr(dgpr, self.lp.al) {
                    Some(r) => r,
                    None => continue,
                }
            } else {
                usize::from(dgpr)
            };
            for (c, sel) in v.dst_sel.iter().enumerate() {
                let value = match sel {
                    CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => {
                        let k = *sel as usize;
                        if k < comps {
                            input.words.get(index * comps + k).copied().unwrap_or(0)
                        } else if k == 3 {
                            if input.float {
                                ONE
                            } else {
                                1
                            }
                        } else {
                            0
                        }
                    }
                    CompSel::Zero => 0,
                    CompSel::One => ONE,
                    CompSel::Mask => continue,
                };
                writes.push((dreg, c, lane, value));
            }
        }
        Ok(())
    }
}
