//! Static program rules, checked once before a run: every constraint of the manual that the
//! hardware does not check and that does not depend on lane values. Each failure is a
//! *program error* naming the CF address, the group (or fetch) index, the slot and the rule.
//!
//! Checked here: clause kinds and sizes (≤ 128 ALU slots, 1-8 fetches), jump targets,
//! END_OF_PROGRAM present, WQM with VPM, CALL POP_COUNT, GS/FS-only instructions; per ALU
//! group the §4.3 unit assignment, `r600_isa::group_rules::check_group` (reductions,
//! PRED_SET*/KILL co-issue, UPDATE_*, integer modifiers, MOVA vs AR, one AR element),
//! literal slots, the §4.7.6 read-port algorithm (`check_read_ports`), PV/PS use (first group,
//! previous group without that unit, reduction results only in PV.x), kcache lines not locked
//! by the CF_ALU instruction, AR use without an earlier MOVA* in the clause, MOVA* without
//! USES_WATERFALL or with a GPR write, GPR numbers outside the declared count, clause
//! temporaries read before written in the clause, indexed or seen by fetch/export; per fetch
//! clause a GPR written by one fetch and read by a later one of the same clause.

use super::error::{Location, R600Error};
use super::machine::GLOBAL_BUFFER_ID;
use super::Options;
use r600_isa::alu::Unit;
use r600_isa::group_rules::{check_group, check_read_ports, static_address};
use r600_isa::program::{MAX_ALU_CLAUSE_SLOTS, MAX_FETCH_CLAUSE_INSTS};
use r600_isa::{
    AluFlags, AluGroup, AluOp, CfAluWord, CfExportOp, CfFlags, CfInst, CfOp, Clause, ExportTail,
    IndexMode, KcacheMode, Program, SrcSel, TexOp, VtxDst,
};

/// Groups from a MOVA* to the first group that may use the AR value it writes (two groups
/// in between: L3458-3460).
pub const AR_DELAY: usize = 3;

/// Checks every static rule; returns the first violation.
pub fn validate(program: &Program, opts: &Options) -> Result<(), R600Error> {
    let v = Validator { program, opts };
    if !program.cf.iter().any(|n| n.inst.end_of_program()) {
        return Err(R600Error::program(
            Location::default(),
            "no CF instruction has END_OF_PROGRAM (L1923-1925)",
        ));
    }
    end_of_program_outside_loops(program)?;
    for (i, node) in program.cf.iter().enumerate() {
        let loc = Location::cf(i);
        if node.inst.clause_kind() != node.clause.kind() {
            return Err(R600Error::program(
                loc,
                format!("{} has the wrong kind of clause body", node.inst.name()),
            ));
        }
        v.cf_rules(i, &node.inst)?;
        match (&node.inst, &node.clause) {
            (CfInst::Alu(w), Clause::Alu(groups)) => v.alu_clause(i, w, groups)?,
            (CfInst::Cf(_), Clause::Tex(t)) => v.fetch_clause(
                i,
                t.iter()
                    .map(|t| {
                        // A texture (resource constant given) or gradient instruction, or
                        // an LD of a UAV / g[].
                        let gradient = matches!(
                            t.op,
                            TexOp::GetGradientsH
                                | TexOp::GetGradientsV
                                | TexOp::SetGradientsH
                                | TexOp::SetGradientsV
                        );
                        let texture =
                            gradient || opts.resources.contains_key(&u32::from(t.resource_id));
                        let writes = !t
                            .op
                            .info()
                            .flags
                            .contains(r600_isa::fetch_ops::FetchFlags::NO_DST);
                        (
                            texture || t.op == TexOp::Ld,
                            if texture { 0 } else { t.resource_id },
                            0u16,
                            (t.src_gpr, t.src_rel),
                            writes.then_some((t.dst_gpr, t.dst_rel)),
                        )
                    })
                    .collect(),
            )?,
            (CfInst::Cf(_), Clause::Vtx(vt)) => v.fetch_clause(
                i,
                vt.iter()
                    .map(|x| {
                        let dst = match x.dst {
                            VtxDst::Gpr { gpr, rel } => Some((gpr, rel)),
                            VtxDst::Semantic(_) => None,
                        };
                        (
                            dst.is_some(),
                            x.buffer_id,
                            x.offset,
                            (x.src_gpr, x.src_rel),
                            dst,
                        )
                    })
                    .collect(),
            )?,
            (CfInst::Export(w), _) => v.export(i, w)?,
            _ => {}
        }
    }
    Ok(())
}

/// "Instructions inside of loops or subroutines must not be marked with END_OF_PROGRAM"
/// (L2115): no CF instruction of a loop body (from the instruction a LOOP_END jumps back
/// to up to that LOOP_END) has END_OF_PROGRAM.
fn end_of_program_outside_loops(program: &Program) -> Result<(), R600Error> {
    for (end, node) in program.cf.iter().enumerate() {
        let CfInst::Cf(w) = &node.inst else { continue };
        if w.op != CfOp::LoopEnd {
            continue;
        }
        let start = usize::try_from(w.addr).unwrap_or(usize::MAX);
        for i in start..=end {
            if program.cf.get(i).is_some_and(|n| n.inst.end_of_program()) {
                return Err(R600Error::program(
                    Location::cf(i),
                    format!("END_OF_PROGRAM inside the loop ending at CF {end} (L2115)"),
                ));
            }
        }
    }
    Ok(())
}

/// One fetch of a clause as the rules see it: (supported opcode, buffer id, byte offset,
/// source GPR and REL, destination GPR and REL).
type FetchView = (bool, u8, u16, (u8, bool), Option<(u8, bool)>);

struct Validator<'a> {
    program: &'a Program,
    opts: &'a Options,
}

impl Validator<'_> {
    fn first_temp(&self) -> u32 {
        128u32.saturating_sub(self.opts.clause_temps)
    }

    fn is_temp(&self, r: u8) -> bool {
        u32::from(r) >= self.first_temp() && r < 128
    }

    /// GPR `r` is allowed as an absolute ALU operand (in [0, N) or a clause temporary).
    fn alu_gpr_ok(&self, r: u8) -> bool {
        u32::from(r) < self.opts.gprs || self.is_temp(r)
    }

    fn gpr_range_error(&self, loc: Location, what: &str, r: u8) -> R600Error {
        R600Error::program(
            loc,
            format!(
                "{what} R{r} lies outside the program's {} GPRs (and is not one of the {} clause temporaries R{}-R127) (L3388-3401)",
                self.opts.gprs,
                self.opts.clause_temps,
                self.first_temp()
            ),
        )
    }

    fn cf_rules(&self, i: usize, inst: &CfInst) -> Result<(), R600Error> {
        let loc = Location::cf(i);
        let len = self.program.cf.len();
        if let CfInst::Cf(w) = inst {
            let f = w.op.info().flags;
            if f.contains(CfFlags::GS_ONLY) || w.op == CfOp::CallFs {
                return Err(R600Error::program(
                    loc,
                    format!(
                        "{} is not allowed in a compute program (GS/VS fetch-shader only)",
                        w.op.name()
                    ),
                ));
            }
            if f.contains(CfFlags::JUMPS) && w.addr as usize >= len {
                return Err(R600Error::program(
                    loc,
                    format!(
                        "{} jumps to CF address {} beyond the program ({len} CF instructions)",
                        w.op.name(),
                        w.addr
                    ),
                ));
            }
            if w.op == CfOp::Call && w.pop_count != 0 {
                return Err(R600Error::program(
                    loc,
                    "CALL with POP_COUNT ≠ 0 (L3066-3067)",
                ));
            }
            if w.whole_quad_mode && w.valid_pixel_mode {
                return Err(R600Error::program(
                    loc,
                    "WHOLE_QUAD_MODE and VALID_PIXEL_MODE both set (L2125-2131)",
                ));
            }
        }
        if let CfInst::Export(w) = inst {
            if w.whole_quad_mode && w.valid_pixel_mode {
                return Err(R600Error::program(
                    loc,
                    "WHOLE_QUAD_MODE and VALID_PIXEL_MODE both set (L2125-2131)",
                ));
            }
        }
        Ok(())
    }

    fn alu_clause(&self, i: usize, w: &CfAluWord, groups: &[AluGroup]) -> Result<(), R600Error> {
        let slots: usize = groups.iter().map(AluGroup::slots).sum();
        if slots == 0 || slots > MAX_ALU_CLAUSE_SLOTS {
            return Err(R600Error::program(
                Location::cf(i),
                format!(
                    "ALU clause of {slots} slots (1-{MAX_ALU_CLAUSE_SLOTS} allowed, L9433-9435)"
                ),
            ));
        }
        let mut pv_avail = [false; 4];
        let mut ps_avail = false;
        // Group of the last MOVA* to each AR element in this clause.
        let mut ar_written: [Option<usize>; 4] = [None; 4];
        let mut temps_written: Vec<(u8, usize)> = Vec::new();
        let has_mova = groups.iter().any(|g| {
            g.insts
                .iter()
                .any(|x| x.op.info().flags.contains(AluFlags::WRITES_AR))
        });
        if has_mova && !w.uses_waterfall {
            return Err(R600Error::program(
                Location::cf(i),
                "clause contains MOVA* but USES_WATERFALL is not set (L2185-2190, L9437-9443)",
            ));
        }
        for (g, group) in groups.iter().enumerate() {
            let gloc = Location::group(i, g);
            if group.insts.is_empty() || group.insts.len() > 5 {
                return Err(R600Error::program(
                    gloc,
                    format!("a group has 1-5 instructions, not {}", group.insts.len()),
                ));
            }
            let units = group
                .units(self.opts.prefer_vector)
                .map_err(|m| R600Error::program(gloc, format!("slot assignment (§4.3): {m}")))?;
            let slot = |k: Option<usize>| k.and_then(|k| units.get(k)).map(|u| u.letter());
            let at = |k: Option<usize>| match slot(k) {
                Some(s) => gloc.with_slot(s),
                None => gloc,
            };
            if let Some(viol) = check_group(group, self.opts.prefer_vector)
                .into_iter()
                .next()
            {
                return Err(R600Error::program(at(viol.inst), viol.message));
            }
            let need = 2 * group.literal_slots();
            if group.literals.len() != need {
                return Err(R600Error::program(
                    gloc,
                    format!(
                        "the group's sources need {need} literal dwords ({} slot(s)) but {} are present (L3217-3223)",
                        need / 2,
                        group.literals.len()
                    ),
                ));
            }
            check_read_ports(
                group,
                self.opts.prefer_vector,
                self.opts.cfile_model,
                &static_address,
            )
            .map_err(|viol| {
                R600Error::program(at(viol.inst), format!("read ports: {}", viol.message))
            })?;
            let mut new_pv = [false; 4];
            let mut new_ps = false;
            let mut new_ar = ar_written;
            let mut new_temps = Vec::new();
            for (inst, unit) in group.insts.iter().zip(&units) {
                let sloc = gloc.with_slot(unit.letter());
                let info = inst.op.info();
                if inst.fog_merge {
                    return Err(R600Error::unsupported(sloc, "FOG_MERGE"));
                }
                if inst.op == AluOp::Cube {
                    return Err(R600Error::unsupported(sloc, "CUBE"));
                }
                let writes_ar = info.flags.contains(AluFlags::WRITES_AR);
                if writes_ar && inst.dst.write {
                    return Err(R600Error::program(
                        sloc,
                        format!("{}: the GPR result of MOVA* is undefined; clear WRITE_MASK (L4228-4230)", info.name),
                    ));
                }
                // Sources.
                for src in inst.read_srcs() {
                    match src.sel {
                        SrcSel::Pv => {
                            let c = src.chan as usize;
                            if g == 0 {
                                return Err(R600Error::program(sloc, "PV read in the first group of a clause (PV/PS do not survive clause boundaries, L3365-3367)"));
                            }
                            if !pv_avail.get(c).copied().unwrap_or(false) {
                                return Err(R600Error::program(sloc, format!("reads PV.{}, but the previous group wrote no (valid) result on unit {} (L3283-3285, L4185-4205, L4404-4409)", src.chan, src.chan)));
                            }
                        }
                        SrcSel::Ps => {
                            if g == 0 {
                                return Err(R600Error::program(sloc, "PS read in the first group of a clause (PV/PS do not survive clause boundaries, L3365-3367)"));
                            }
                            if !ps_avail {
                                return Err(R600Error::program(sloc, "reads PS, but the previous group had no Trans instruction (L3283-3285)"));
                            }
                        }
                        SrcSel::Gpr(r) => {
                            if src.rel {
                                if self.is_temp(r) {
                                    return Err(R600Error::program(sloc, format!("relative addressing of clause temporary R{r} (L3399-3401)")));
                                }
                                if u32::from(r) >= self.opts.gprs {
                                    return Err(self.gpr_range_error(sloc, "relative base", r));
                                }
                            } else if !self.alu_gpr_ok(r) {
                                return Err(self.gpr_range_error(sloc, "source", r));
                            } else if self.is_temp(r)
                                && !temps_written.contains(&(r, src.chan as usize))
                            {
                                return Err(R600Error::program(sloc, format!("reads clause temporary R{r}.{} before this clause wrote it (temporaries are not preserved across clauses, L1618-1624)", src.chan)));
                            }
                        }
                        SrcSel::Kcache { bank, index } if !src.rel => {
                            let lock = w.kcache.get(usize::from(bank)).copied().unwrap_or_default();
                            let ok = match lock.mode {
                                KcacheMode::Nop => false,
                                KcacheMode::Lock1 => index < 16,
                                KcacheMode::Lock2 | KcacheMode::LockLoopIndex => index < 32,
                            };
                            if !ok {
                                return Err(R600Error::program(sloc, format!("KC{bank}[{index}] is not in a kcache line locked by the CF_ALU instruction (L3407-3410)")));
                            }
                        }
                        _ => {}
                    }
                }
                let rel_used = inst.dst.rel || inst.encoded_srcs().iter().any(|s| s.rel);
                if rel_used && inst.index_mode != IndexMode::Loop {
                    let gpr_rel = inst.dst.rel
                        || inst
                            .encoded_srcs()
                            .iter()
                            .any(|s| s.rel && matches!(s.sel, SrcSel::Gpr(_)));
                    let const_rel = inst
                        .encoded_srcs()
                        .iter()
                        .any(|s| s.rel && !matches!(s.sel, SrcSel::Gpr(_)));
                    let mut need = Vec::new();
                    if gpr_rel {
                        need.push(0usize);
                    }
                    if const_rel {
                        need.push(inst.index_mode as usize);
                    }
                    for e in need {
                        let elem = ['x', 'y', 'z', 'w'].get(e).copied().unwrap_or('?');
                        match ar_written.get(e).copied().flatten() {
                            None => {
                                return Err(R600Error::program(sloc, format!("uses AR.{elem} without a MOVA* to it in an earlier group of this clause (L3342-3344)")));
                            }
                            // "A two-instruction delay slot between loading and using the GPR
                            // index value": two groups between the MOVA* and the use.
                            Some(m) if g < m + AR_DELAY => {
                                return Err(R600Error::program(sloc, format!("uses AR.{elem} {} group(s) after its MOVA* (group {m}); the index needs a two-instruction delay slot (L3458-3460)", g - m)));
                            }
                            Some(_) => {}
                        }
                    }
                }
                // Destination.
                let d = inst.dst.gpr;
                if inst.dst.rel {
                    if self.is_temp(d) {
                        return Err(R600Error::program(
                            sloc,
                            format!("relative addressing of clause temporary R{d} (L3399-3401)"),
                        ));
                    }
                    if u32::from(d) >= self.opts.gprs {
                        return Err(self.gpr_range_error(sloc, "relative base", d));
                    }
                } else if (inst.dst.write || info.format == r600_isa::AluFormat::Op3)
                    && !writes_ar
                    && !info.flags.contains(AluFlags::NOP)
                {
                    if !self.alu_gpr_ok(d) {
                        return Err(self.gpr_range_error(sloc, "destination", d));
                    }
                    if self.is_temp(d) {
                        new_temps.push((d, inst.dst.chan as usize));
                    }
                }
                // What the next group may read.
                if !info.flags.contains(AluFlags::NOP) && !writes_ar {
                    match unit {
                        Unit::Vector(c) => {
                            let reduction = info.flags.contains(AluFlags::REDUCTION);
                            if !reduction || *c == r600_isa::Chan::X {
                                if let Some(p) = new_pv.get_mut(*c as usize) {
                                    *p = true;
                                }
                            }
                        }
                        Unit::Trans => new_ps = true,
                    }
                }
                if writes_ar {
                    if let Unit::Vector(c) = unit {
                        if let Some(a) = new_ar.get_mut(*c as usize) {
                            *a = Some(g);
                        }
                    }
                }
            }
            pv_avail = new_pv;
            ps_avail = new_ps;
            ar_written = new_ar;
            temps_written.extend(new_temps);
        }
        Ok(())
    }

    fn fetch_clause(&self, i: usize, fetches: Vec<FetchView>) -> Result<(), R600Error> {
        if fetches.is_empty() || fetches.len() > MAX_FETCH_CLAUSE_INSTS {
            return Err(R600Error::program(
                Location::cf(i),
                format!(
                    "fetch clause of {} instructions (1-{MAX_FETCH_CLAUSE_INSTS} allowed on R6xx, L9163-9166)",
                    fetches.len()
                ),
            ));
        }
        let mut written: Vec<(u8, usize)> = Vec::new();
        for (k, (supported, buffer, offset, (src, _), dst)) in fetches.iter().enumerate() {
            let loc = Location::fetch(i, k);
            if !supported {
                return Err(R600Error::unsupported(
                    loc,
                    "only TEX LD and VTX FETCH with a GPR destination read memory",
                ));
            }
            if *buffer > GLOBAL_BUFFER_ID {
                return Err(R600Error::unsupported(
                    loc,
                    format!("buffer/resource id {buffer} (ABI: 0-127 = UAV, 128 = g[])"),
                ));
            }
            if offset % 4 != 0 {
                return Err(R600Error::unsupported(
                    loc,
                    format!("OFFSET {offset} is not a multiple of 4 bytes"),
                ));
            }
            for (r, what) in [(Some(*src), "source"), (dst.map(|d| d.0), "destination")] {
                let Some(r) = r else { continue };
                if self.is_temp(r) {
                    return Err(R600Error::program(loc, format!("fetch {what} R{r} is a clause temporary (not visible to fetch clauses, L1618-1624)")));
                }
                if u32::from(r) >= self.opts.gprs {
                    return Err(self.gpr_range_error(loc, what, r));
                }
            }
            if let Some((_, j)) = written.iter().find(|(r, _)| *r == *src) {
                return Err(R600Error::program(
                    loc,
                    format!(
                        "reads R{src}, which fetch {j} of the same clause writes: fetch results are only available after the clause ends"
                    ),
                ));
            }
            if let Some((d, _)) = dst {
                written.push((*d, k));
            }
        }
        Ok(())
    }

    fn export(&self, i: usize, w: &r600_isa::CfExportWord) -> Result<(), R600Error> {
        let loc = Location::cf(i);
        let items = u32::from(w.burst_count) + 1;
        let last = u32::from(w.rw_gpr) + items - 1;
        if self.is_temp(w.rw_gpr) || (last >= self.first_temp() && last < 128) {
            return Err(R600Error::program(
                loc,
                format!(
                    "export/memory GPR R{} is a clause temporary (L1618-1624)",
                    w.rw_gpr
                ),
            ));
        }
        if last >= self.opts.gprs {
            return Err(self.gpr_range_error(
                loc,
                "export/memory (with burst)",
                last.min(255) as u8,
            ));
        }
        match (w.op, w.tail) {
            (CfExportOp::Export | CfExportOp::ExportDone, ExportTail::Swiz { .. }) => {
                if w.ty != 0 && self.opts.stage != super::Stage::Vertex {
                    return Err(R600Error::unsupported(
                        loc,
                        "EXPORT of TYPE POS/PARAM outside a vertex-shader launch",
                    ));
                }
                Ok(())
            }
            (CfExportOp::MemScratch, ExportTail::Buf { .. }) => {
                if w.elem_size != 3 {
                    return Err(R600Error::program(
                        loc,
                        "MEM_SCRATCH needs ELEM_SIZE = 3 (four dwords, L2331-2333)",
                    ));
                }
                self.index_gpr(loc, w)
            }
            (
                CfExportOp::MemStream0
                | CfExportOp::MemStream1
                | CfExportOp::MemStream2
                | CfExportOp::MemStream3,
                ExportTail::Buf { .. },
            ) => {
                if w.ty >= 2 {
                    return Err(R600Error::program(
                        loc,
                        format!(
                            "{} is write-only: TYPE READ/READ_IND is not allowed (L2271-2291)",
                            w.op.name()
                        ),
                    ));
                }
                self.index_gpr(loc, w)
            }
            _ => Err(R600Error::unsupported(
                loc,
                format!("{} (no memory mapping in the ABI)", w.op.name()),
            )),
        }
    }

    fn index_gpr(&self, loc: Location, w: &r600_isa::CfExportWord) -> Result<(), R600Error> {
        if w.ty & 1 == 1 {
            if self.is_temp(w.index_gpr) {
                return Err(R600Error::program(
                    loc,
                    format!(
                        "INDEX_GPR R{} is a clause temporary (L1618-1624)",
                        w.index_gpr
                    ),
                ));
            }
            if u32::from(w.index_gpr) >= self.opts.gprs {
                return Err(self.gpr_range_error(loc, "INDEX_GPR", w.index_gpr));
            }
        }
        Ok(())
    }
}
