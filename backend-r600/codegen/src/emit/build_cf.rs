//! The CF program: each clause and marker becomes its CF instruction (jump targets
//! resolved, kcache windows locked, stack depth counted) and each scheduled ALU group its
//! encoded instructions, checked against the instruction set's own group rules. A POP right
//! after a plain ALU clause (and not a jump target) is folded into it as ALU_POP_AFTER /
//! ALU_POP2_AFTER; a trailing memory write carries END_OF_PROGRAM, otherwise a `NOP EOP`
//! ends the program.

use std::collections::HashSet;

use r600_isa::group_rules::{check_group, check_read_ports, static_address, CfileModel};
use r600_isa::{
    AluDst, AluGroup, AluInst, AluSrc, BankSwizzle, CfAluOp, CfAluWord, CfExportOp, CfExportWord,
    CfInst, CfNode, CfOp, CfWord, Chan, Clause, CompSel, ExportTail, Kcache, KcacheMode, Program,
    SrcSel, TexInst, Unit, VtxInst,
};

use super::{fetch_groups, internal, Clauses, Planned};
use crate::error::CodegenError;
use crate::isel::Selected;
use crate::sched::{inline_const, SClause};
use crate::vcode::{VOp, VReg, VSrc};
use crate::{Options, Stats};

/// Builds the program (not yet laid out) from the clauses and the GPR of each register.
pub fn build_cf(
    sel: &Selected,
    clauses: &Clauses,
    gpr_of: &[Option<u8>],
    gprs: u32,
    opts: &Options,
) -> Result<(Program, Stats), CodegenError> {
    let Clauses {
        plan,
        segments,
        chans,
    } = clauses;
    let tuples: Vec<Option<u32>> = sel.vregs.iter().map(|v| v.tuple).collect();
    let gpr = |r: VReg| -> Result<u8, CodegenError> {
        gpr_of[r as usize].ok_or_else(|| internal(format!("v{r} has no GPR")))
    };
    let chan = |r: VReg| chans[r as usize].unwrap_or(Chan::X);

    // ---------------------------------------------------------------- CF program
    // Jump targets are plan indices until resolved.
    let mut nodes: Vec<(CfNode, Option<usize>)> = Vec::new();
    // CF index of each plan entry (a merged POP maps to its ALU clause).
    let mut cf_index = vec![0usize; plan.len() + 1];
    // Plan indices that are jump targets (ELSE → POP).
    let mut targets: HashSet<usize> = HashSet::new();
    {
        let mut if_stack: Vec<Option<usize>> = Vec::new();
        for (k, p) in plan.iter().enumerate() {
            match p {
                Planned::Alu {
                    push_before: true, ..
                } => if_stack.push(None),
                Planned::Else => {
                    if let Some(top) = if_stack.last_mut() {
                        *top = Some(k);
                    }
                }
                Planned::Pop => {
                    if let Some(Some(_)) = if_stack.pop() {
                        targets.insert(k);
                    }
                }
                _ => {}
            }
        }
    }
    let mut stats = Stats {
        gprs,
        ..Stats::default()
    };
    let (mut loops_open, mut pushes, mut max_entries, mut any_push) = (0u32, 0u32, 0u32, false);
    let mut entries = |l: u32, p: u32, any: bool| -> u32 {
        let sub = p + if any { 2 } else { 0 };
        let e = l + sub.div_ceil(4);
        max_entries = max_entries.max(e);
        e
    };
    // Matching structure for jump targets.
    let mut else_of_pop: Vec<Option<usize>> = Vec::new();
    // Per open `if`: the JUMP over its then side, until its target is known.
    let mut jump_of_if: Vec<Option<usize>> = Vec::new();
    let mut loop_starts: Vec<usize> = Vec::new();
    let mut pending_loop_jumps: Vec<Vec<usize>> = Vec::new();
    for (k, p) in plan.iter().enumerate() {
        cf_index[k] = nodes.len();
        match p {
            Planned::Alu {
                seg,
                clause,
                push_before,
                exit,
            } => {
                let groups = emit_clause(&segments[*seg], clause, &gpr, &chan, &mut stats)?;
                let mut w = CfAluWord::new(match (exit, push_before) {
                    (Some(op), _) => *op,
                    (None, true) => CfAluOp::AluPushBefore,
                    (None, false) => CfAluOp::Alu,
                });
                w.uses_waterfall = clause
                    .groups
                    .iter()
                    .flat_map(|g| &g.ops)
                    .any(|o| segments[*seg][o.op].op == r600_isa::AluOp::MovaInt);
                for (b, &(cb, first, n)) in clause.windows.iter().enumerate() {
                    w.kcache[b] = Kcache {
                        bank: cb,
                        mode: if n == 2 {
                            KcacheMode::Lock2
                        } else {
                            KcacheMode::Lock1
                        },
                        addr: first as u8,
                    };
                }
                if *push_before {
                    pushes += 1;
                    any_push = true;
                    entries(loops_open, pushes, any_push);
                    else_of_pop.push(None);
                }
                stats.alu_clauses += 1;
                nodes.push((
                    CfNode {
                        inst: CfInst::Alu(w),
                        clause: Clause::Alu(groups),
                    },
                    None,
                ));
                if *push_before {
                    // A then side that is not empty is jumped over when no lane takes it:
                    // JUMP (condition ACTIVE) to the ELSE or the POP, resolved there.
                    // (A bare LOOP_BREAK / LOOP_CONTINUE is not worth jumping over.)
                    let then_empty = matches!(plan.get(k + 1), Some(Planned::Else | Planned::Pop))
                        || matches!(
                            (plan.get(k + 1), plan.get(k + 2)),
                            (
                                Some(Planned::LoopBreak | Planned::LoopContinue),
                                Some(Planned::Else | Planned::Pop)
                            )
                        );
                    if then_empty || exit.is_some() {
                        jump_of_if.push(None);
                    } else {
                        jump_of_if.push(Some(nodes.len()));
                        nodes.push((
                            CfNode {
                                inst: CfInst::Cf(CfWord::new(CfOp::Jump)),
                                clause: Clause::None,
                            },
                            None,
                        ));
                    }
                }
            }
            Planned::Fetch(f) => {
                let mut insts: Vec<VtxInst> = Vec::new();
                for members in fetch_groups(f, chans, &tuples) {
                    let (_, index, offset) = members[0];
                    let mut v = if offset >= crate::vcode::VERTEX_INPUTS {
                        // Vertex input n: BUFFER_ID n, element `index`, no OFFSET.
                        let n = (offset - crate::vcode::VERTEX_INPUTS) / 4;
                        VtxInst::new(0, gpr(index)?, n as u8)
                    } else {
                        let mut v = VtxInst::new(0, gpr(index)?, 128);
                        v.offset = (4 * (offset & !3)) as u16;
                        v
                    };
                    v.src_sel_x = chan(index);
                    v.dst_sel = [CompSel::Mask; 4];
                    for (dst, _, offset) in members {
                        // MEGA_FETCH_COUNT: bytes fetched (up to the last word read), minus
                        // one.
                        v.mega_fetch_count =
                            v.mega_fetch_count.max((4 * ((offset & 3) + 1) - 1) as u8);
                        if let Some(g) = gpr_of[dst as usize] {
                            v.dst = r600_isa::fetch::VtxDst::Gpr { gpr: g, rel: false };
                            v.dst_sel[chan(dst) as usize] = match offset & 3 {
                                0 => CompSel::X,
                                1 => CompSel::Y,
                                2 => CompSel::Z,
                                _ => CompSel::W,
                            };
                        }
                    }
                    insts.push(v);
                }
                stats.vtx_clauses += 1;
                stats.fetches += insts.len() as u32;
                nodes.push((
                    CfNode {
                        inst: CfInst::Cf(CfWord::new(CfOp::Vtx)),
                        clause: Clause::Vtx(insts),
                    },
                    None,
                ));
            }
            Planned::Tex(ts) => {
                let mut insts: Vec<TexInst> = Vec::new();
                // A TEX reading only constants (SEL_0/1) still names a source GPR: one that
                // no TEX of the clause writes.
                let written: Vec<u8> = ts
                    .iter()
                    .flat_map(|t| t.writes())
                    .filter_map(|d| gpr_of[d as usize])
                    .collect();
                let unwritten = (0..=u8::MAX).find(|g| !written.contains(g)).unwrap_or(0);
                for t in ts {
                    let src_gpr = match t.reads().next() {
                        Some(r) => gpr(r)?,
                        None => unwritten,
                    };
                    let dst_gpr = match t.writes().find_map(|d| gpr_of[d as usize]) {
                        Some(g) => g,
                        None => continue,
                    };
                    let mut inst = TexInst::new(t.op, dst_gpr, src_gpr);
                    inst.resource_id = t.resource;
                    inst.sampler_id = t.sampler;
                    inst.coord_normalized = [t.normalized; 4];
                    inst.offset = t.offset;
                    inst.src_sel = std::array::from_fn(|c| match t.src[c] {
                        Some(r) => comp_sel(chan(r)),
                        None => CompSel::Zero,
                    });
                    inst.dst_sel = std::array::from_fn(|c| match t.dst[c] {
                        Some(r) if gpr_of[r as usize].is_some() => {
                            comp_sel(Chan::from_bits(c as u32))
                        }
                        _ => CompSel::Mask,
                    });
                    insts.push(inst);
                }
                if insts.is_empty() {
                    continue;
                }
                stats.tex_clauses += 1;
                stats.fetches += insts.len() as u32;
                nodes.push((
                    CfNode {
                        inst: CfInst::Cf(CfWord::new(CfOp::Tex)),
                        clause: Clause::Tex(insts),
                    },
                    None,
                ));
            }
            Planned::Export { ty, target, data } => {
                let last = !plan[k + 1..]
                    .iter()
                    .any(|p| matches!(p, Planned::Export { ty: t, .. } if t == ty));
                let mut w = CfExportWord::new(if last {
                    CfExportOp::ExportDone
                } else {
                    CfExportOp::Export
                });
                w.ty = *ty;
                w.array_base = *target as u16;
                w.valid_pixel_mode = sel.kills;
                let mut sels = [CompSel::Mask; 4];
                let mut rw = None;
                for (c, d) in data {
                    sels[*c as usize] = comp_sel(chan(*d));
                    rw = Some(gpr(*d)?);
                }
                // An export of nothing (a vertex shader's position when it writes none)
                // names R0 with every element masked.
                w.rw_gpr = rw.unwrap_or(0);
                w.tail = ExportTail::Swiz { sel: sels };
                stats.exports += 1;
                nodes.push((
                    CfNode {
                        inst: CfInst::Export(w),
                        clause: Clause::None,
                    },
                    None,
                ));
            }
            Planned::Store { index, base, data } => {
                let mut w = CfExportWord::new(CfExportOp::MemScratch);
                w.ty = 1; // WRITE_IND
                w.index_gpr = gpr(*index)?;
                w.elem_size = 3;
                w.array_base = *base as u16;
                let mut mask = 0u8;
                let mut rw = None;
                for (c, d) in data {
                    mask |= 1 << (*c as u8);
                    rw = Some(gpr(*d)?);
                }
                w.rw_gpr = rw.ok_or_else(|| internal("empty store"))?;
                w.tail = ExportTail::Buf {
                    // The largest window: 4096 elements (the field is the size minus one,
                    // r600-isa L9641-9645); isel splits stores over windows.
                    array_size: 4095,
                    comp_mask: mask,
                };
                stats.mem_writes += 1;
                nodes.push((
                    CfNode {
                        inst: CfInst::Export(w),
                        clause: Clause::None,
                    },
                    None,
                ));
            }
            Planned::Else => {
                if let Some(top) = else_of_pop.last_mut() {
                    *top = Some(nodes.len());
                }
                if let Some(j) = jump_of_if.last_mut().and_then(Option::take) {
                    // No lane took the then side: the ELSE switches to the others.
                    nodes[j].1 = Some(nodes.len() + (1 << 40));
                }
                let w = CfWord::new(CfOp::Else);
                nodes.push((
                    CfNode {
                        inst: CfInst::Cf(w),
                        clause: Clause::None,
                    },
                    None,
                ));
            }
            Planned::Pop => {
                let else_node = else_of_pop.pop().flatten();
                pushes = pushes.saturating_sub(1);
                // Fold into the previous plain ALU clause when nothing jumps here.
                let prev_alu =
                    k > 0 && matches!(plan[k - 1], Planned::Alu { .. }) && !targets.contains(&k);
                let folded = if prev_alu {
                    match nodes.last_mut() {
                        Some((
                            CfNode {
                                inst: CfInst::Alu(w),
                                ..
                            },
                            _,
                        )) if w.op == CfAluOp::Alu => {
                            w.op = CfAluOp::AluPopAfter;
                            true
                        }
                        Some((
                            CfNode {
                                inst: CfInst::Alu(w),
                                ..
                            },
                            _,
                        )) if w.op == CfAluOp::AluPopAfter => {
                            w.op = CfAluOp::AluPop2After;
                            true
                        }
                        _ => false,
                    }
                } else {
                    false
                };
                if folded {
                    cf_index[k] = nodes.len() - 1;
                } else {
                    let mut w = CfWord::new(CfOp::Pop);
                    w.pop_count = 1;
                    nodes.push((
                        CfNode {
                            inst: CfInst::Cf(w),
                            clause: Clause::None,
                        },
                        Some(usize::MAX), // next instruction
                    ));
                }
                if let Some(e) = else_node {
                    // ELSE jumps to the POP (or the clause that pops).
                    nodes[e].1 = Some(cf_index[k] + (1 << 40));
                }
                if let Some(j) = jump_of_if.pop().flatten() {
                    // No else side: to the POP (or the clause that pops, which then runs
                    // with no lane active and pops as many entries as it folds).
                    nodes[j].1 = Some(cf_index[k] + (1 << 40));
                }
            }
            Planned::LoopStart => {
                loops_open += 1;
                entries(loops_open, pushes, any_push);
                loop_starts.push(nodes.len());
                pending_loop_jumps.push(Vec::new());
                nodes.push((
                    CfNode {
                        inst: CfInst::Cf(CfWord::new(CfOp::LoopStartDx10)),
                        clause: Clause::None,
                    },
                    None,
                ));
            }
            Planned::LoopEnd => {
                loops_open = loops_open.saturating_sub(1);
                let start = loop_starts
                    .pop()
                    .ok_or_else(|| internal("unbalanced loop"))?;
                let end = nodes.len();
                let mut w = CfWord::new(CfOp::LoopEnd);
                w.addr = (start + 1) as u32;
                nodes.push((
                    CfNode {
                        inst: CfInst::Cf(w),
                        clause: Clause::None,
                    },
                    None,
                ));
                if let (CfInst::Cf(sw), _) = (&mut nodes[start].0.inst, ()) {
                    sw.addr = (end + 1) as u32;
                }
                for j in pending_loop_jumps.pop().unwrap_or_default() {
                    if let CfInst::Cf(bw) = &mut nodes[j].0.inst {
                        bw.addr = end as u32;
                    }
                }
            }
            Planned::LoopBreak | Planned::LoopContinue => {
                let op = if matches!(p, Planned::LoopBreak) {
                    CfOp::LoopBreak
                } else {
                    CfOp::LoopContinue
                };
                pending_loop_jumps
                    .last_mut()
                    .ok_or_else(|| internal("break outside a loop"))?
                    .push(nodes.len());
                nodes.push((
                    CfNode {
                        inst: CfInst::Cf(CfWord::new(op)),
                        clause: Clause::None,
                    },
                    None,
                ));
            }
        }
    }
    // Resolve ELSE and POP addresses.
    for (idx, (node, target)) in nodes.iter_mut().enumerate() {
        if let (CfInst::Cf(w), Some(t)) = (&mut node.inst, *target) {
            w.addr = if t == usize::MAX {
                (idx + 1) as u32
            } else {
                (t - (1 << 40)) as u32
            };
        }
    }
    let mut cf: Vec<CfNode> = nodes.into_iter().map(|(node, _)| node).collect();
    // END_OF_PROGRAM.
    let eop_on_last = match cf.last_mut() {
        Some(CfNode {
            inst: CfInst::Export(w),
            ..
        }) => {
            w.end_of_program = true;
            true
        }
        _ => false,
    };
    if !eop_on_last {
        let mut w = CfWord::new(CfOp::Nop);
        w.end_of_program = true;
        cf.push(CfNode {
            inst: CfInst::Cf(w),
            clause: Clause::None,
        });
    }
    stats.cf_insts = cf.len() as u32;
    stats.stack_entries = max_entries;
    if max_entries > opts.stack_entries {
        return Err(CodegenError::Limit(format!(
            "the program needs {max_entries} stack entries, the machine has {}",
            opts.stack_entries
        )));
    }
    Ok((Program { cf }, stats))
}

/// The SEL value that reads element `c`.
fn comp_sel(c: Chan) -> CompSel {
    match c {
        Chan::X => CompSel::X,
        Chan::Y => CompSel::Y,
        Chan::Z => CompSel::Z,
        Chan::W => CompSel::W,
    }
}

fn emit_clause(
    seg: &[VOp],
    clause: &SClause,
    gpr: &dyn Fn(VReg) -> Result<u8, CodegenError>,
    chan: &dyn Fn(VReg) -> Chan,
    stats: &mut Stats,
) -> Result<Vec<AluGroup>, CodegenError> {
    let mut groups = Vec::new();
    let mut ar_set = false;
    for g in &clause.groups {
        let mut insts = Vec::new();
        for o in &g.ops {
            let op = &seg[o.op];
            let uses_ar = op
                .srcs
                .iter()
                .any(|s| matches!(s, VSrc::Array(a) if a.ar.is_some()))
                || op.dst_array.is_some_and(|a| a.ar.is_some());
            if uses_ar && !ar_set {
                return Err(internal("relative GPR access without MOVA in its clause"));
            }
            let dst = match (op.dst_array, op.dst.map(gpr)) {
                (Some(a), _) => AluDst {
                    gpr: a.gpr,
                    chan: a.chan,
                    rel: a.ar.is_some(),
                    write: true,
                },
                (None, Some(Ok(r))) => AluDst::gpr(r, o.chan),
                _ => AluDst {
                    gpr: 0,
                    chan: o.chan,
                    rel: false,
                    write: false,
                },
            };
            let mut srcs = Vec::new();
            for (k, s) in op.srcs.iter().enumerate() {
                let mut a = match s {
                    VSrc::Reg(r) => match o.forwarded[k] {
                        Some(Unit::Trans) => AluSrc::new(SrcSel::Ps, Chan::X),
                        Some(Unit::Vector(c)) => AluSrc::new(SrcSel::Pv, c),
                        None => AluSrc::gpr(gpr(*r)?, chan(*r)),
                    },
                    VSrc::Lit(b) => match inline_const(*b) {
                        Some(k) => AluSrc::new(SrcSel::Inline(k), Chan::X),
                        None => {
                            let i = g
                                .literals
                                .iter()
                                .position(|l| l == b)
                                .ok_or_else(|| internal("literal missing from its group"))?;
                            AluSrc::new(SrcSel::Literal, Chan::from_bits(i as u32))
                        }
                    },
                    VSrc::CfRel { base, chan, .. } => {
                        if !ar_set {
                            return Err(internal(
                                "relative constant read without MOVA in its clause",
                            ));
                        }
                        AluSrc {
                            sel: SrcSel::Cfile(*base),
                            chan: *chan,
                            rel: true,
                            neg: false,
                            abs: false,
                        }
                    }
                    VSrc::Array(a) => AluSrc {
                        sel: SrcSel::Gpr(a.gpr),
                        chan: a.chan,
                        rel: a.ar.is_some(),
                        neg: false,
                        abs: false,
                    },
                    VSrc::Kc { cb, word } => {
                        let line = word / 64;
                        let (bank, &(_, first, _)) = clause
                            .windows
                            .iter()
                            .enumerate()
                            .find(|(_, &(b, f, n))| b == *cb && line >= f && line < f + n)
                            .ok_or_else(|| internal("kcache line not locked"))?;
                        AluSrc::new(
                            SrcSel::Kcache {
                                bank: bank as u8,
                                index: ((line - first) * 16 + (word / 4) % 16) as u8,
                            },
                            Chan::from_bits(*word),
                        )
                    }
                };
                a.neg = op.neg & (1 << k) != 0;
                a.abs = op.abs & (1 << k) != 0;
                srcs.push(a);
            }
            let mut inst = AluInst::new(op.op, dst, &srcs);
            inst.bank_swizzle = BankSwizzle(o.swizzle);
            inst.clamp = op.clamp;
            if op.pred {
                inst.update_exec_mask = true;
                inst.update_pred = true;
            }
            insts.push(inst);
        }
        if g.ops.is_empty() {
            insts.push(AluInst::new(
                r600_isa::AluOp::Nop,
                AluDst {
                    gpr: 0,
                    chan: Chan::X,
                    rel: false,
                    write: false,
                },
                &[],
            ));
        }
        if g.ops
            .iter()
            .any(|o| seg[o.op].op == r600_isa::AluOp::MovaInt)
        {
            ar_set = true;
        }
        let mut group = AluGroup::new(insts);
        let mut lits = g.literals.clone();
        lits.resize(2 * group.literal_slots(), 0);
        group.literals = lits;
        // Self-check against the instruction set's own rules.
        let units = group
            .units(true)
            .map_err(|m| internal(format!("unit assignment: {m}")))?;
        for (o, u) in g.ops.iter().zip(&units) {
            if o.unit != *u {
                return Err(internal(format!(
                    "scheduled unit {:?} but the hardware assigns {:?}",
                    o.unit, u
                )));
            }
        }
        if let Some(v) = check_group(&group, true).into_iter().next() {
            return Err(internal(format!("group rule: {v:?}")));
        }
        check_read_ports(&group, true, CfileModel::R600, &static_address)
            .map_err(|v| internal(format!("read ports: {v:?}")))?;
        stats.alu_groups += 1;
        stats.alu_insts += g.ops.len() as u32;
        stats.literal_slots += group.literal_slots() as u32;
        groups.push(group);
    }
    Ok(groups)
}

#[cfg(test)]
mod tests {
    use r600_isa::{AluOp, CfAluOp, CfInst, CfOp, Chan};

    use super::build_cf;
    use crate::emit::form_clauses::form_clauses;
    use crate::testing::{alu, lit, mov, pred, r, selected, store};
    use crate::vcode::{Item, VRegInfo};
    use crate::Options;

    fn x() -> VRegInfo {
        VRegInfo {
            chan: Some(Chan::X),
            ..VRegInfo::default()
        }
    }

    /// The CF instructions of `items`, every register given GPR 1 (none is live with
    /// another in these programs).
    fn cf_of(items: Vec<Item>, vregs: Vec<VRegInfo>) -> Vec<CfInst> {
        let n = vregs.len();
        let sel = selected(items, vregs);
        let opts = Options::default();
        let clauses = form_clauses(&sel, &opts).unwrap();
        let (program, _) = build_cf(&sel, &clauses, &vec![Some(1); n], 2, &opts).unwrap();
        program.cf.into_iter().map(|node| node.inst).collect()
    }

    #[test]
    fn a_trailing_write_carries_end_of_program() {
        let cf = cf_of(
            vec![mov(0, lit(5)), store(0, 0, &[(Chan::X, 0)])],
            vec![VRegInfo {
                tuple: Some(1),
                ..x()
            }],
        );
        assert!(matches!(cf.as_slice(), [CfInst::Alu(_), CfInst::Export(w)] if w.end_of_program));
    }

    #[test]
    fn a_pop_after_a_plain_clause_folds_into_it() {
        let cf = cf_of(
            vec![
                pred(AluOp::PredSeteInt, 0, &[lit(1), lit(0)]),
                Item::IfPush,
                alu(AluOp::AddInt, 1, &[r(0), lit(1)]),
                Item::Pop,
            ],
            vec![x(), x()],
        );
        // ALU_PUSH_BEFORE, the JUMP over the then side, ALU_POP_AFTER, NOP EOP.
        let ops: Vec<String> = cf
            .iter()
            .map(|inst| match inst {
                CfInst::Alu(w) => format!("{:?}", w.op),
                CfInst::Cf(w) => {
                    format!("{:?}{}", w.op, if w.end_of_program { " eop" } else { "" })
                }
                CfInst::Export(_) => "export".into(),
            })
            .collect();
        assert_eq!(
            ops,
            [
                format!("{:?}", CfAluOp::AluPushBefore),
                format!("{:?}", CfOp::Jump),
                format!("{:?}", CfAluOp::AluPopAfter),
                format!("{:?} eop", CfOp::Nop),
            ]
        );
    }
}
