//! Clause formation and emission: groups the virtual program into ALU segments (scheduled
//! into clauses by [`crate::sched`]), VTX fetch clauses (at most eight fetches, none reading
//! a register another fetch of the clause writes), MEM_SCRATCH writes and CF instructions;
//! computes live ranges, allocates GPRs ([`crate::regalloc`]) and builds the
//! `r600_isa::Program`. A POP right after a plain ALU clause (and not a jump target) is
//! folded into it as ALU_POP_AFTER / ALU_POP2_AFTER; a trailing memory write carries
//! END_OF_PROGRAM, otherwise a `NOP EOP` ends the program.

use std::collections::HashSet;

use r600_isa::group_rules::{check_group, check_read_ports, static_address, CfileModel};
use r600_isa::{
    AluDst, AluGroup, AluInst, AluSrc, BankSwizzle, CfAluOp, CfAluWord, CfExportOp, CfExportWord,
    CfInst, CfNode, CfOp, CfWord, Chan, Clause, CompSel, ExportTail, Kcache, KcacheMode, Program,
    SrcSel, Unit, VtxInst,
};

use crate::error::CodegenError;
use crate::isel::Selected;
use crate::regalloc::{allocate, Live};
use crate::sched::{always_writes, inline_const, schedule, DefSites, SClause, SchedOptions};
use crate::vcode::{Item, VOp, VReg, VRegInfo, VSrc};
use crate::{Options, Stats};

/// One CF-level step of the plan.
enum Planned {
    Alu {
        seg: usize,
        clause: SClause,
        push_before: bool,
        /// `if (c) break` / `if (c) continue` folded into this clause: ALU_BREAK /
        /// ALU_CONTINUE with the inverted PRED_SET (lanes that fail it leave).
        exit: Option<CfAluOp>,
    },
    Fetch(Vec<(VReg, VReg, u32)>),
    Store {
        index: VReg,
        base: u32,
        data: Vec<(Chan, VReg)>,
    },
    Else,
    Pop,
    LoopStart,
    LoopEnd,
    LoopBreak,
    LoopContinue,
}

fn internal(m: impl Into<String>) -> CodegenError {
    CodegenError::Internal(m.into())
}

/// Forms clauses, schedules, allocates and emits the program (not yet laid out).
pub fn emit(sel: &Selected, opts: &Options) -> Result<(Program, Stats), CodegenError> {
    let mut chans: Vec<Option<Chan>> = sel.vregs.iter().map(|v| v.chan).collect();
    let tuples: Vec<Option<u32>> = sel.vregs.iter().map(|v| v.tuple).collect();
    let mut defs = DefSites::new();
    let mut serial = 0usize;
    let mut segments: Vec<Vec<VOp>> = Vec::new();
    let mut plan: Vec<Planned> = Vec::new();
    let items = &sel.items;
    let mut i = 0;
    while i < items.len() {
        match &items[i] {
            Item::Alu(_) => {
                let mut seg = Vec::new();
                while let Some(Item::Alu(op)) = items.get(i) {
                    seg.push(op.clone());
                    i += 1;
                }
                let push_before = matches!(items.get(i), Some(Item::IfPush));
                if push_before {
                    i += 1;
                }
                let is_ar = |r: VReg| sel.vregs[r as usize].ar;
                let clauses = schedule(
                    &seg,
                    &is_ar,
                    &mut chans,
                    &mut defs,
                    &mut serial,
                    SchedOptions { pack: opts.pack },
                );
                let n = clauses.len();
                let s = segments.len();
                segments.push(seg);
                for (k, clause) in clauses.into_iter().enumerate() {
                    plan.push(Planned::Alu {
                        seg: s,
                        clause,
                        push_before: push_before && k + 1 == n,
                        exit: None,
                    });
                }
                continue;
            }
            Item::Fetch { .. } => {
                let mut cur: Vec<(VReg, VReg, u32)> = Vec::new();
                let mut dsts: HashSet<VReg> = HashSet::new();
                while let Some(Item::Fetch { dst, index, offset }) = items.get(i) {
                    let with = [cur.as_slice(), &[(*dst, *index, *offset)]].concat();
                    if fetch_groups(&with, &chans, &tuples).len()
                        > r600_isa::program::MAX_FETCH_CLAUSE_INSTS
                        || dsts.contains(index)
                    {
                        plan.push(Planned::Fetch(std::mem::take(&mut cur)));
                        dsts.clear();
                    }
                    cur.push((*dst, *index, *offset));
                    dsts.insert(*dst);
                    i += 1;
                }
                plan.push(Planned::Fetch(cur));
                continue;
            }
            Item::Store { index, base, data } => plan.push(Planned::Store {
                index: *index,
                base: *base,
                data: data.clone(),
            }),
            Item::IfPush => return Err(internal("IfPush without a PRED_SET clause")),
            Item::Else => plan.push(Planned::Else),
            Item::Pop => plan.push(Planned::Pop),
            Item::LoopStart => plan.push(Planned::LoopStart),
            Item::LoopEnd => plan.push(Planned::LoopEnd),
            Item::LoopBreak => plan.push(Planned::LoopBreak),
            Item::LoopContinue => plan.push(Planned::LoopContinue),
        }
        i += 1;
    }

    fold_conditional_exits(&mut plan, &mut segments);

    // ---------------------------------------------------------------- live ranges
    let mut live = vec![Live::default(); sel.vregs.len()];
    for (v, info) in sel.vregs.iter().enumerate() {
        if info.precolor.is_some() {
            live[v].touch(0);
        }
    }
    let mut loops = Vec::new();
    let mut loop_stack = Vec::new();
    let mut pos = 2u32;
    for p in &plan {
        match p {
            Planned::Alu { seg, clause, .. } => {
                for g in &clause.groups {
                    for o in &g.ops {
                        let op = &segments[*seg][o.op];
                        for (k, s) in op.srcs.iter().enumerate() {
                            if let VSrc::Reg(r) = s {
                                if o.forwarded[k].is_none() {
                                    live[*r as usize].touch(pos);
                                    live[*r as usize].needed = true;
                                }
                            }
                        }
                        if let Some(d) = op.dst {
                            live[d as usize].touch(pos);
                            if always_writes(op.op) {
                                live[d as usize].needed = true;
                            }
                        }
                    }
                    pos += 2;
                }
            }
            Planned::Fetch(f) => {
                for &(dst, index, _) in f {
                    live[index as usize].touch(pos + 1);
                    live[index as usize].needed = true;
                    live[dst as usize].touch(pos);
                }
                pos += 2;
            }
            Planned::Store { index, data, .. } => {
                live[*index as usize].touch(pos);
                live[*index as usize].needed = true;
                for (_, d) in data {
                    live[*d as usize].touch(pos);
                    live[*d as usize].needed = true;
                }
                pos += 2;
            }
            Planned::LoopStart => {
                loop_stack.push(pos);
                pos += 2;
            }
            Planned::LoopEnd => {
                let s = loop_stack
                    .pop()
                    .ok_or_else(|| internal("unbalanced loop"))?;
                loops.push((s, pos));
                pos += 2;
            }
            _ => pos += 2,
        }
    }
    // A fetch must not read a GPR that an earlier fetch of its clause writes: keep fetch
    // destinations off the clause's index registers.
    let mut avoid: Vec<Vec<VReg>> = vec![Vec::new(); sel.vregs.len()];
    for p in &plan {
        if let Planned::Fetch(f) = p {
            for &(dst, _, _) in f {
                for &(_, index, _) in f {
                    avoid[dst as usize].push(index);
                    avoid[index as usize].push(dst);
                }
            }
        }
    }
    let vregs = merge_fetches(&plan, &sel.vregs, &chans);
    let (gpr_of, gprs) = allocate(
        &vregs,
        &chans,
        &mut live,
        &loops,
        &avoid,
        sel.array_gprs.clone(),
        opts.max_gprs,
    )?;
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
                for members in fetch_groups(f, &chans, &tuples) {
                    let (_, index, offset) = members[0];
                    let mut v = VtxInst::new(0, gpr(index)?, 128);
                    v.src_sel_x = chan(index);
                    v.offset = (4 * (offset & !3)) as u16;
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
    let n = nodes.len();
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
    let _ = n;
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

/// `ALU_PUSH_BEFORE (… PRED_SET c) ; LOOP_BREAK ; POP` becomes one `ALU_BREAK` clause whose
/// PRED_SET is inverted (the lanes that fail it break), likewise for LOOP_CONTINUE; with an
/// else side (`… LOOP_BREAK ; ELSE ; side ; POP`) the side then runs without ELSE and POP.
/// Only integer conditions are inverted (a float compare's inverse differs on NaN).
fn fold_conditional_exits(plan: &mut Vec<Planned>, segments: &mut [Vec<VOp>]) {
    use r600_isa::AluOp as A;
    let mut i = 0;
    while i + 2 < plan.len() {
        let exit = match (&plan[i + 1], &plan[i + 2]) {
            (Planned::LoopBreak, Planned::Pop | Planned::Else) => Some(CfAluOp::AluBreak),
            (Planned::LoopContinue, Planned::Pop | Planned::Else) => Some(CfAluOp::AluContinue),
            _ => None,
        };
        // With an else side, the POP ending it goes too (the lanes left are the else side's).
        let matching_pop = if matches!(plan[i + 2], Planned::Else) {
            let mut depth = 0usize;
            let mut found = None;
            for (j, p) in plan.iter().enumerate().skip(i + 3) {
                match p {
                    Planned::Alu {
                        push_before: true, ..
                    } => depth += 1,
                    Planned::Pop if depth == 0 => {
                        found = Some(j);
                        break;
                    }
                    Planned::Pop => depth -= 1,
                    _ => {}
                }
            }
            match found {
                Some(j) => Some(j),
                None => {
                    i += 1;
                    continue;
                }
            }
        } else {
            None
        };
        let folded = match (&mut plan[i], exit) {
            (
                Planned::Alu {
                    seg,
                    clause,
                    push_before: true,
                    exit: slot @ None,
                },
                Some(kind),
            ) => {
                let pred = clause
                    .groups
                    .iter()
                    .flat_map(|g| &g.ops)
                    .map(|o| o.op)
                    .find(|&k| segments[*seg][k].pred);
                let inverse = pred.and_then(|k| {
                    let inv = match segments[*seg][k].op {
                        A::PredSeteInt => A::PredSetneInt,
                        A::PredSetneInt => A::PredSeteInt,
                        A::PredSetgtInt => A::PredSetleInt,
                        A::PredSetgeInt => A::PredSetltInt,
                        _ => return None,
                    };
                    Some((k, inv))
                });
                match inverse {
                    Some((k, inv)) => {
                        segments[*seg][k].op = inv;
                        *slot = Some(kind);
                        true
                    }
                    None => false,
                }
            }
            _ => false,
        };
        if folded {
            if let Planned::Alu { push_before, .. } = &mut plan[i] {
                *push_before = false;
            }
            if let Some(j) = matching_pop {
                plan.remove(j);
            }
            plan.drain(i + 1..i + 3);
        }
        i += 1;
    }
}

/// Fetches of one clause that read words of the same `g[]` element (same index register,
/// same OFFSET) into different elements become one VTX instruction: their destinations
/// are made a register tuple (one GPR, each value in its own element; DST_SEL picks the
/// words). Returns the register facts with those tuples.
fn merge_fetches(plan: &[Planned], vregs: &[VRegInfo], chans: &[Option<Chan>]) -> Vec<VRegInfo> {
    let mut out = vregs.to_vec();
    let mut next_tuple = vregs
        .iter()
        .filter_map(|v| v.tuple)
        .max()
        .map_or(0, |t| t + 1);
    let tuples: Vec<Option<u32>> = vregs.iter().map(|v| v.tuple).collect();
    for p in plan {
        let Planned::Fetch(f) = p else { continue };
        for members in fetch_groups(f, chans, &tuples) {
            if members.len() > 1 && tuples[members[0].0 as usize].is_none() {
                for (m, _, _) in members {
                    out[m as usize].tuple = Some(next_tuple);
                }
                next_tuple += 1;
            }
        }
    }
    out
}

/// The VTX instructions `fetches` (dst, index, word offset) need, each as the fetches it
/// serves: fetches of one element with the same index that go to different elements share
/// one (in order, first fit) when their destinations can share a GPR (none is in a
/// register tuple yet, or all are in the same one: a write's tuple).
pub fn fetch_groups(
    fetches: &[(VReg, VReg, u32)],
    chans: &[Option<Chan>],
    tuples: &[Option<u32>],
) -> Vec<Vec<(VReg, VReg, u32)>> {
    // (index, OFFSET, tuple, elements taken, members).
    type Group = (VReg, u32, Option<u32>, [bool; 4], Vec<(VReg, VReg, u32)>);
    let mut groups: Vec<Group> = Vec::new();
    for &(dst, index, offset) in fetches {
        let c = chans[dst as usize].unwrap_or(Chan::X) as usize;
        let t = tuples[dst as usize];
        match groups
            .iter_mut()
            .find(|(i, o, u, taken, _)| *i == index && *o == offset & !3 && *u == t && !taken[c])
        {
            Some((_, _, _, taken, members)) => {
                taken[c] = true;
                members.push((dst, index, offset));
            }
            None => {
                let mut taken = [false; 4];
                taken[c] = true;
                groups.push((index, offset & !3, t, taken, vec![(dst, index, offset)]));
            }
        }
    }
    groups.into_iter().map(|g| g.4).collect()
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
