//! Structured flow control (manual §7.4, L3442-4043): the instruction loop of a
//! work-group, conditions, frames for if/loop/switch/call, and lanes leaving early.

use super::*;

impl Machine<'_> {
    pub(super) fn cond_lanes(&self, cond: &Cond) -> R<LaneMask> {
        let mut m = LaneMask::EMPTY;
        if let Cond::NonZero(src) | Cond::Zero(src) = cond {
            if let (Loc::Slot(s), true, Select::Comp(c)) =
                (&src.loc, src.plain, src.mods.swizzle[0])
            {
                let want_nonzero = matches!(cond, Cond::NonZero(_));
                let base = *s as usize * self.n;
                for &l in &self.active {
                    let l = l as usize;
                    let v = self.regs.get(base + l).map_or(0, |r| r[(c & 3) as usize]);
                    if (v != 0) == want_nonzero {
                        m.set(l);
                    }
                }
                return Ok(m);
            }
        }
        for &l in &self.active {
            let l = l as usize;
            let t = match cond {
                Cond::NonZero(s) => self.fetch(s, l, ValueType::Int)?[0] != 0,
                Cond::Zero(s) => self.fetch(s, l, ValueType::Int)?[0] == 0,
                Cond::Relop(r, a, b) => float::relop(
                    *r,
                    self.fetch(a, l, ValueType::Float)?[0],
                    self.fetch(b, l, ValueType::Float)?[0],
                ),
            };
            if t {
                m.set(l);
            }
        }
        Ok(m)
    }

    pub(super) fn opt_cond(&self, cond: &Option<Cond>) -> R<LaneMask> {
        match cond {
            Some(c) => self.cond_lanes(c),
            None => Ok(self.mask),
        }
    }

    /// Removes `lanes` from the current mask and from the frames above index `keep`.
    pub(super) fn leave(&mut self, lanes: &LaneMask, keep: usize) {
        if lanes.is_empty() {
            return;
        }
        let mut m = self.mask;
        m.and_not(lanes);
        for f in self.frames.iter_mut().skip(keep + 1) {
            f.forget(lanes);
        }
        self.set_mask(m);
    }

    pub(super) fn run_group(&mut self) -> R<()> {
        let k = self.k;
        loop {
            self.steps += 1;
            if self.steps > MAX_STEPS_PER_GROUP {
                return self.err(format!(
                    "the work-group executed more than {MAX_STEPS_PER_GROUP} instructions (runaway loop?)"
                ));
            }
            let Some(inst) = k.insts.get(self.pc) else {
                return Ok(());
            };
            let mut next = self.pc + 1;
            self.stats.instructions += 1;
            self.stats.lane_instructions += self.active.len() as u64;
            match inst {
                Inst::Nop => {}
                Inst::Alu { op, dst, srcs } => {
                    if !self.active.is_empty() {
                        self.alu(*op, dst, srcs)?;
                    }
                }
                Inst::Load {
                    space,
                    width,
                    dst,
                    addr,
                } => self.load(*space, *width, dst, addr, None)?,
                Inst::LoadVec {
                    space,
                    dst,
                    addr,
                    offset,
                } => self.load(*space, Width::Dword, dst, addr, Some(offset))?,
                Inst::Store {
                    space,
                    width,
                    mask,
                    addr,
                    value,
                } => self.store(*space, *width, mask, addr, None, value)?,
                Inst::StoreVec {
                    space,
                    mask,
                    addr,
                    offset,
                    value,
                } => self.store(*space, Width::Dword, mask, addr, Some(offset), value)?,
                Inst::Atomic {
                    space,
                    op,
                    dst,
                    addr,
                    srcs,
                } => self.atomic(*space, *op, dst.as_ref(), addr, srcs)?,
                Inst::Append { id, consume, dst } => self.append(*id, *consume, dst)?,
                Inst::Fence { threads } => {
                    if *threads && self.mask != self.live {
                        return self.err(
                            "fence_threads is not reached by every work-item of the group (barrier in divergent flow control, L5271)",
                        );
                    }
                }
                Inst::If {
                    cond,
                    else_pc,
                    end_pc,
                } => {
                    let t = self.cond_lanes(cond)?;
                    let mut e = self.mask;
                    e.and_not(&t);
                    let saved = self.mask;
                    self.frames.push(Frame::If {
                        saved,
                        else_mask: e,
                    });
                    let empty = t.is_empty();
                    self.set_mask(t);
                    if empty {
                        next = else_pc.unwrap_or(*end_pc);
                    }
                }
                Inst::Else { end_pc } => match self.frames.last() {
                    Some(Frame::If { else_mask, .. }) => {
                        let e = *else_mask;
                        let empty = e.is_empty();
                        self.set_mask(e);
                        if empty {
                            next = *end_pc;
                        }
                    }
                    _ => return Err(self.malformed("else without if")),
                },
                Inst::EndIf => match self.frames.pop() {
                    Some(Frame::If { saved, .. }) => self.set_mask(saved),
                    _ => return Err(self.malformed("endif without if")),
                },
                Inst::Loop { .. } => {
                    let saved = self.mask;
                    self.frames.push(Frame::Loop {
                        saved,
                        cont: LaneMask::EMPTY,
                    });
                }
                Inst::EndLoop { start_pc } => {
                    let (saved, cont) = match self.frames.last_mut() {
                        Some(Frame::Loop { saved, cont }) => {
                            (*saved, std::mem::replace(cont, LaneMask::EMPTY))
                        }
                        _ => return Err(self.malformed("endloop without whileloop")),
                    };
                    let mut m = self.mask;
                    m.or(&cont);
                    if m.is_empty() {
                        self.frames.pop();
                        self.set_mask(saved);
                    } else {
                        if m != self.mask {
                            self.set_mask(m);
                        }
                        next = *start_pc;
                    }
                }
                Inst::Break { cond } => {
                    let lanes = self.opt_cond(cond)?;
                    let Some(t) = self
                        .frames
                        .iter()
                        .rposition(|f| matches!(f, Frame::Loop { .. } | Frame::Switch { .. }))
                    else {
                        return Err(self.malformed("break outside a loop or switch"));
                    };
                    self.leave(&lanes, t);
                }
                Inst::Continue { cond } => {
                    let lanes = self.opt_cond(cond)?;
                    let Some(t) = self
                        .frames
                        .iter()
                        .rposition(|f| matches!(f, Frame::Loop { .. }))
                    else {
                        return Err(self.malformed("continue outside a loop"));
                    };
                    self.leave(&lanes, t);
                    if let Some(Frame::Loop { cont, .. }) = self.frames.get_mut(t) {
                        cont.or(&lanes);
                    }
                }
                Inst::Switch { value, .. } => {
                    let mut values = vec![0u32; self.n];
                    for &l in &self.active {
                        let l = l as usize;
                        if let Some(v) = values.get_mut(l) {
                            *v = self.fetch(value, l, ValueType::Int)?[0];
                        }
                    }
                    let saved = self.mask;
                    self.frames.push(Frame::Switch {
                        saved,
                        values,
                        entered: LaneMask::EMPTY,
                    });
                    self.set_mask(LaneMask::EMPTY);
                }
                Inst::Case { value } => {
                    let mut m = self.mask;
                    match self.frames.last_mut() {
                        Some(Frame::Switch {
                            saved,
                            values,
                            entered,
                        }) => {
                            let mut add = LaneMask::EMPTY;
                            for (l, v) in values.iter().enumerate() {
                                if v == value {
                                    add.set(l);
                                }
                            }
                            add.and(saved);
                            add.and_not(entered);
                            entered.or(&add);
                            m.or(&add);
                        }
                        _ => return Err(self.malformed("case outside a switch")),
                    }
                    self.set_mask(m);
                }
                Inst::Default => {
                    let mut m = self.mask;
                    let pc = self.pc;
                    let cases = self.switch_cases(pc)?.to_vec();
                    match self.frames.last_mut() {
                        Some(Frame::Switch {
                            saved,
                            values,
                            entered,
                        }) => {
                            let mut add = LaneMask::EMPTY;
                            for (l, v) in values.iter().enumerate() {
                                if !cases.contains(v) {
                                    add.set(l);
                                }
                            }
                            add.and(saved);
                            add.and_not(entered);
                            entered.or(&add);
                            m.or(&add);
                        }
                        _ => return Err(self.malformed("default outside a switch")),
                    }
                    self.set_mask(m);
                }
                Inst::EndSwitch => match self.frames.pop() {
                    Some(Frame::Switch { saved, .. }) => self.set_mask(saved),
                    _ => return Err(self.malformed("endswitch without switch")),
                },
                Inst::Call { target, cond } => {
                    let lanes = self.opt_cond(cond)?;
                    let depth = self
                        .frames
                        .iter()
                        .filter(|f| matches!(f, Frame::Call { .. }))
                        .count();
                    if !lanes.is_empty() && depth < MAX_CALL_DEPTH {
                        let saved = self.mask;
                        self.frames.push(Frame::Call {
                            saved,
                            ret_pc: next,
                        });
                        self.set_mask(lanes);
                        next = *target;
                    }
                }
                Inst::FuncEnd => {
                    // Pop any frames the function leaves open (a `ret` inside flow control
                    // is rejected by the verifier; be lenient here) down to the call.
                    loop {
                        match self.frames.pop() {
                            Some(Frame::Call { saved, ret_pc }) => {
                                self.set_mask(saved);
                                next = ret_pc;
                                break;
                            }
                            Some(_) => continue,
                            None => return Ok(()),
                        }
                    }
                }
                Inst::Return { cond } => {
                    let lanes = self.opt_cond(cond)?;
                    match self
                        .frames
                        .iter()
                        .rposition(|f| matches!(f, Frame::Call { .. }))
                    {
                        Some(t) => self.leave(&lanes, t),
                        None => self.finish(&lanes),
                    }
                }
                Inst::Discard { cond } => {
                    let lanes = self.cond_lanes(cond)?;
                    self.discard(&lanes);
                }
                Inst::Kill { src } => {
                    let lanes = self.kill_lanes(src)?;
                    self.discard(&lanes);
                }
                Inst::Tex(t) => {
                    if !self.active.is_empty() {
                        self.texture(t)?;
                    }
                }
                Inst::Deriv {
                    axis,
                    fine,
                    dst,
                    src,
                } => {
                    if !self.active.is_empty() {
                        self.derivative(*axis, *fine, dst, src)?;
                    }
                }
                Inst::End => {
                    if self.frames.is_empty() {
                        return Ok(());
                    }
                    let lanes = self.mask;
                    self.finish(&lanes);
                }
            }
            self.pc = next;
        }
    }

    /// The case values of the switch whose DEFAULT is at `pc`.
    pub(super) fn switch_cases(&self, pc: usize) -> R<&[u32]> {
        let mut depth = 0usize;
        for i in (0..pc).rev() {
            match self.k.insts.get(i) {
                Some(Inst::EndSwitch) => depth += 1,
                Some(Inst::Switch { cases, .. }) => {
                    if depth == 0 {
                        return Ok(cases);
                    }
                    depth -= 1;
                }
                _ => {}
            }
        }
        Err(self.malformed("default outside a switch"))
    }

    /// Lanes that stop for good (end of program, discard, ret_dyn in main).
    pub(super) fn finish(&mut self, lanes: &LaneMask) {
        self.live.and_not(lanes);
        for f in self.frames.iter_mut() {
            f.forget(lanes);
        }
        let mut m = self.mask;
        m.and_not(lanes);
        self.set_mask(m);
    }

    pub(super) fn malformed(&self, what: &str) -> InterpError {
        InterpError::new(
            crate::interp::InterpErrorKind::Malformed,
            format!("malformed flow control: {what}"),
            self.span(),
        )
    }
}
