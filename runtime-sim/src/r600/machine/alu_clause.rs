//! ALU clauses of a wavefront: VLIW5 instruction groups with exact group semantics (every
//! slot reads its sources before any slot writes, PV/PS forwarding, literals, kcache
//! locking and loop-indexed kcache lines, relative addressing through AR and aL,
//! predication, PRED_SET* / KILL*), the lane-value-dependent rules of an ALU clause, and
//! source-operand reads (GPRs, constants, PV/PS, inline constants).

use super::{bit, lanes, Entry, Flow, Mask, Wave, CONST_OOB, CYCLES_ALU_GROUP};
use crate::r600::error::{Location, R600Error};
use crate::r600::{ops, WAVE_SIZE};
use r600_isa::alu::Unit;
use r600_isa::{
    AluFlags, AluGroup, AluInst, AluOp, AluSrc, CfAluWord, CfCond, CfFlags, IndexMode, Kcache,
    PredSel, SrcSel,
};

/// Per-clause ALU state.
struct AluCtx<'c> {
    cf: usize,
    kcache: [Kcache; 2],
    pv: [[u32; WAVE_SIZE]; 4],
    pv_lanes: [Mask; 4],
    ps: [u32; WAVE_SIZE],
    ps_lanes: Mask,
    ar: [[i32; WAVE_SIZE]; 4],
    group: &'c AluGroup,
    g: usize,
}

impl<'a> Wave<'a> {
    pub(super) fn alu_clause(
        &mut self,
        pc: usize,
        w: &CfAluWord,
        groups: &[AluGroup],
    ) -> Result<Flow, R600Error> {
        let flags = w.op.info().flags;
        self.stats.alu_clauses += 1;
        if flags.contains(CfFlags::PUSH_BEFORE) {
            self.push(
                Entry::Pixel {
                    active: self.active,
                },
                pc,
            )?;
        }
        let exec = self.active;
        let mut pred: Mask = exec;
        let mut touched: Mask = 0;
        let mut pass_mask: Mask = 0;
        let mut kills: Mask = 0;
        let empty = AluGroup::new(Vec::new());
        let mut ctx = AluCtx {
            cf: pc,
            kcache: w.kcache,
            pv: [[0; WAVE_SIZE]; 4],
            pv_lanes: [0; 4],
            ps: [0; WAVE_SIZE],
            ps_lanes: 0,
            ar: [[0; WAVE_SIZE]; 4],
            group: &empty,
            g: 0,
        };
        for (g, group) in groups.iter().enumerate() {
            ctx.group = group;
            ctx.g = g;
            let loc = Location::group(pc, g);
            let units = group
                .units(self.opts.prefer_vector)
                .map_err(|m| R600Error::program(loc, m))?;
            let n = group.insts.len();
            let mut results = [[0u32; WAVE_SIZE]; 5];
            let mut srcs_a = [[0u32; WAVE_SIZE]; 5];
            let mut srcs_b = [[0u32; WAVE_SIZE]; 5];
            let mut ran: [Mask; 5] = [0; 5];
            let mut pred_true: [Mask; 5] = [0; 5];
            let mut killed: Mask = 0;
            for (k, (inst, unit)) in group.insts.iter().zip(&units).enumerate() {
                let info = inst.op.info();
                let slot = unit.letter();
                let sel = match inst.pred_sel {
                    PredSel::Off => exec,
                    PredSel::One => exec & pred,
                    PredSel::Zero => exec & !pred,
                };
                if info.flags.contains(AluFlags::NOP) {
                    continue;
                }
                if let Some(r) = ran.get_mut(k) {
                    *r = sel;
                }
                for lane in lanes(sel) {
                    let mut s = [0u32; 3];
                    for (n_src, src) in inst.read_srcs().iter().enumerate() {
                        let v = self.read_src(&ctx, inst, src, lane, slot)?;
                        if let Some(d) = s.get_mut(n_src) {
                            *d = v;
                        }
                    }
                    if info.flags.contains(AluFlags::WRITES_AR) {
                        if let Unit::Vector(c) = unit {
                            if let Some(a) =
                                ctx.ar.get_mut(*c as usize).and_then(|r| r.get_mut(lane))
                            {
                                *a = ops::mova(inst.op, s[0]);
                            }
                        }
                        continue;
                    }
                    if info.flags.contains(AluFlags::REDUCTION) {
                        if let (Some(a), Some(b)) = (
                            srcs_a.get_mut(k).and_then(|r| r.get_mut(lane)),
                            srcs_b.get_mut(k).and_then(|r| r.get_mut(lane)),
                        ) {
                            *a = s[0];
                            *b = s[1];
                        }
                        continue;
                    }
                    let Some(out) = ops::eval(inst.op, s) else {
                        return Err(R600Error::unsupported(
                            loc.with_slot(slot),
                            format!("ALU opcode {}", info.name),
                        ));
                    };
                    let mut value = out.value;
                    if !info.flags.contains(AluFlags::INT_RESULT) {
                        value = ops::output_modifiers(value, inst.omod, inst.clamp);
                    }
                    if let Some(r) = results.get_mut(k).and_then(|r| r.get_mut(lane)) {
                        *r = value;
                    }
                    if out.pred == Some(true) {
                        if let Some(p) = pred_true.get_mut(k) {
                            *p |= bit(lane);
                        }
                    }
                    if out.kill {
                        killed |= bit(lane);
                    }
                }
            }
            // Reductions: the four vector slots combine their sources.
            if let Some(red) = group
                .insts
                .iter()
                .find(|i| i.op.info().flags.contains(AluFlags::REDUCTION))
            {
                let op = red.op;
                let vec_ks: Vec<usize> = (0..n)
                    .filter(|&k| matches!(units.get(k), Some(Unit::Vector(_))))
                    .collect();
                let all = vec_ks
                    .iter()
                    .fold(u64::MAX, |m, &k| m & ran.get(k).copied().unwrap_or(0));
                for lane in lanes(all) {
                    let mut acc = 0f32;
                    let mut mx = f32::NEG_INFINITY;
                    for (i, &k) in vec_ks.iter().enumerate() {
                        // Flushed operands, products and sums (see `ops`: denormals).
                        let a = ops::flush_word(srcs_a[k % 5][lane]);
                        let b = ops::flush_word(srcs_b[k % 5][lane]);
                        acc = ops::flush(
                            acc + match op {
                                AluOp::Dot4Ieee => ops::flush(a * b),
                                _ => ops::mul_dx9(a, b),
                            },
                        );
                        if i == 0 || a > mx {
                            mx = a;
                        }
                    }
                    let v = match op {
                        AluOp::Max4 => mx.to_bits(),
                        AluOp::Dot4 | AluOp::Dot4Ieee => acc.to_bits(),
                        _ => {
                            return Err(R600Error::unsupported(
                                loc,
                                format!("reduction {}", op.name()),
                            ))
                        }
                    };
                    for &k in &vec_ks {
                        let inst = &group.insts[k % group.insts.len().max(1)];
                        results[k % 5][lane] = ops::output_modifiers(v, inst.omod, inst.clamp);
                    }
                }
            }
            // Writes: all reads are done. Trans is last, so it wins over a vector unit
            // writing the same element (L4378-4388).
            let mut new_pv = ctx.pv;
            let mut new_pv_lanes = [0u64; 4];
            let mut new_ps = ctx.ps;
            let mut new_ps_lanes = 0u64;
            for (k, (inst, unit)) in group.insts.iter().zip(&units).enumerate() {
                let info = inst.op.info();
                let sel = ran.get(k).copied().unwrap_or(0);
                if info.flags.contains(AluFlags::NOP) || info.flags.contains(AluFlags::WRITES_AR) {
                    continue;
                }
                let res = results.get(k).copied().unwrap_or([0; WAVE_SIZE]);
                match unit {
                    Unit::Vector(c) => {
                        let c = *c as usize;
                        let valid_pv = !info.flags.contains(AluFlags::REDUCTION)
                            || c == 0
                            || inst.op == AluOp::Cube;
                        if valid_pv {
                            if let (Some(pv), Some(pl)) =
                                (new_pv.get_mut(c), new_pv_lanes.get_mut(c))
                            {
                                for lane in lanes(sel) {
                                    pv[lane] = res[lane];
                                }
                                *pl = sel;
                            }
                        }
                    }
                    Unit::Trans => {
                        for lane in lanes(sel) {
                            new_ps[lane] = res[lane];
                        }
                        new_ps_lanes = sel;
                    }
                }
                if inst.dst.write {
                    let chan = inst.dst.chan as usize;
                    for lane in lanes(sel) {
                        let off = if inst.dst.rel {
                            self.index(&ctx, inst.index_mode, lane, true)
                        } else {
                            0
                        };
                        if let Some(r) = self
                            .rel_gpr(inst.dst.gpr, off)
                            .or((!inst.dst.rel).then_some(usize::from(inst.dst.gpr)))
                        {
                            self.set_reg(r, chan, lane, res[lane]);
                        }
                    }
                }
                let pt = pred_true.get(k).copied().unwrap_or(0);
                if inst.update_pred {
                    pred = (pred & !sel) | (pt & sel);
                }
                if inst.update_exec_mask {
                    touched |= sel;
                    pass_mask = (pass_mask & !sel) | (pt & sel);
                }
            }
            kills |= killed;
            ctx.pv = new_pv;
            ctx.pv_lanes = new_pv_lanes;
            ctx.ps = new_ps;
            ctx.ps_lanes = new_ps_lanes;
            self.stats.alu_groups += 1;
            self.stats.alu_slots += n as u64;
            if let Some(h) = self.stats.slots_histogram.get_mut(n.wrapping_sub(1)) {
                *h += 1;
            }
            self.stats.cycles += CYCLES_ALU_GROUP;
        }
        // PRED_SET* results become visible to the CF program after the clause.
        self.valid &= !kills;
        self.active &= !kills;
        let failed = touched & !pass_mask & self.active;
        self.active &= !failed;
        if flags.contains(CfFlags::CONTINUE) {
            self.lp.cont |= failed;
        }
        if flags.contains(CfFlags::BREAK) {
            self.lp.brk |= failed;
        }
        if flags.contains(CfFlags::POP_AFTER) {
            self.pop(1, pc)?;
        }
        if flags.contains(CfFlags::POP2_AFTER) {
            self.pop(2, pc)?;
        }
        if flags.contains(CfFlags::ELSE_AFTER) {
            self.else_op(CfCond::Active, 0, pc)?;
        }
        Ok(Flow::Next)
    }

    /// The relative offset an operand of `inst` adds in `lane`: aL for INDEX_LOOP, else AR.x
    /// for GPRs (`gpr`) or the selected AR element for constants (Table 4-1).
    fn index(&self, ctx: &AluCtx, mode: IndexMode, lane: usize, gpr: bool) -> i32 {
        let elem = match (mode, gpr) {
            (IndexMode::Loop, _) => return self.lp.al,
            (_, true) | (IndexMode::ArX, _) => 0,
            (IndexMode::ArY, _) => 1,
            (IndexMode::ArZ, _) => 2,
            (IndexMode::ArW, _) => 3,
        };
        ctx.ar
            .get(elem)
            .and_then(|r| r.get(lane))
            .copied()
            .unwrap_or(0)
    }

    fn read_src(
        &self,
        ctx: &AluCtx,
        inst: &AluInst,
        src: &AluSrc,
        lane: usize,
        slot: char,
    ) -> Result<u32, R600Error> {
        let chan = src.chan as usize;
        let loc = Location::group(ctx.cf, ctx.g).with_slot(slot);
        let raw = match src.sel {
            SrcSel::Gpr(r) => {
                let reg = if src.rel {
                    // Out of range → GPR0 (L3394-3396).
                    let off = self.index(ctx, inst.index_mode, lane, true);
                    self.rel_gpr(r, off).unwrap_or(0)
                } else {
                    usize::from(r)
                };
                self.reg(reg, chan, lane)
            }
            SrcSel::Kcache { bank, index } => {
                let lock = ctx
                    .kcache
                    .get(usize::from(bank))
                    .copied()
                    .unwrap_or_default();
                let idx = i64::from(index) + if src.rel { i64::from(self.lp.al) } else { 0 };
                let line_al = self.lp.al.max(0) as u32;
                match u32::try_from(idx)
                    .ok()
                    .and_then(|i| lock.constant(i, line_al))
                {
                    Some(c) => self.constant(u32::from(lock.bank), c, chan),
                    None if src.rel => CONST_OOB,
                    None => {
                        return Err(R600Error::program(
                            loc,
                            format!(
                                "KC{bank}[{index}] lies outside the kcache lines locked by the CF_ALU instruction (L3407-3410)"
                            ),
                        ))
                    }
                }
            }
            SrcSel::Cfile(c) => {
                let idx = i64::from(c)
                    + if src.rel {
                        i64::from(self.index(ctx, inst.index_mode, lane, false))
                    } else {
                        0
                    };
                if (0..256).contains(&idx) {
                    self.constant(0, idx as u32, chan)
                } else {
                    CONST_OOB
                }
            }
            SrcSel::Inline(k) => k.bits(),
            SrcSel::Literal => ctx.group.literal(src.chan).ok_or_else(|| {
                R600Error::program(loc, "literal element without its literal slot")
            })?,
            SrcSel::Pv => {
                let ok = ctx.pv_lanes.get(chan).is_some_and(|m| m & bit(lane) != 0);
                if !ok {
                    return Err(R600Error::program(
                        loc,
                        format!(
                            "reads PV.{} in lane {lane}, which the previous group of this clause did not write there (L3359-3367, L4429-4430)",
                            src.chan
                        ),
                    ));
                }
                ctx.pv
                    .get(chan)
                    .and_then(|r| r.get(lane))
                    .copied()
                    .unwrap_or(0)
            }
            SrcSel::Ps => {
                if ctx.ps_lanes & bit(lane) == 0 {
                    return Err(R600Error::program(
                        loc,
                        format!("reads PS in lane {lane}, which the previous group of this clause did not write there (L3359-3367)"),
                    ));
                }
                ctx.ps.get(lane).copied().unwrap_or(0)
            }
        };
        let int = inst.op.info().flags.contains(AluFlags::INT_SOURCES);
        let mut v = raw;
        if !int {
            if src.abs {
                v &= 0x7FFF_FFFF;
            }
            if src.neg {
                v ^= 0x8000_0000;
            }
        }
        Ok(v)
    }

    /// Element `chan` of constant `index` of constant buffer `cb` (0 beyond the buffer).
    fn constant(&self, cb: u32, index: u32, chan: usize) -> u32 {
        self.cbs
            .get(&cb)
            .and_then(|w| w.get(index as usize * 4 + chan))
            .copied()
            .unwrap_or(0)
    }
}
