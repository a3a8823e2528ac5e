//! Applies a regalloc2 result to the machine function: physical register numbers, operand
//! rewriting, and the moves regalloc2 inserted (its edits) as instructions.
//!
//! Register numbering happens after allocation: regalloc2's registers of one class are
//! interchangeable names, so the ones it used are numbered densely. SGPRs: one single (class
//! `Int`) in the alignment hole after the ABI SGPRs (`s7`), the SGPR-pair range
//! (even-aligned), one pair for saving EXEC (only when needed), the other singles. VGPRs:
//! singles (class `Float`) right after the ABI VGPRs, then the pairs (class `Vector`, two
//! VGPRs each, gfx9 needs no alignment); with tuples of three or four VGPRs (placed outside
//! regalloc2, [`super::tuples`]) their range comes first, from `v0` over the ABI VGPRs.
//!
//! A VGPR move runs under EXEC like any VALU instruction, but the value it moves may be
//! needed in inactive lanes too (a value defined before a divergent `if`, moved inside one
//! arm and read in the other). Where EXEC may not be full, VGPR moves are therefore wrapped
//! in `s_mov_b64 tmp, exec; s_mov_b64 exec, -1; ...; s_mov_b64 exec, tmp` (no SCC change).
//! EXEC is known full before the first instruction that writes it (lanes inactive at launch,
//! in a partial last wave, never become active, so their values do not matter).

use cranelift_entity::SecondaryMap;
use gcn_isa::operand::SpecialReg;
use gcn_isa::table::Flags;
use gcn_isa::{op, Encoding, Op, Operand, RegRange};
use regalloc2 as ra;

use super::pairs::PairAssignment;
use super::view::{Kind, Origin, View};
use crate::error::CodegenError;
use crate::mir::{MBlock, MInst, MOperand, MachineFunction};
use crate::regalloc::{MAX_ALLOCATABLE_SGPR, NUM_VGPRS};

/// Copies regalloc2 inserted, and what they cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Copies {
    /// SGPR-to-SGPR moves.
    pub sgpr: u32,
    /// VGPR-to-VGPR moves.
    pub vgpr: u32,
    /// VGPR-pair moves (two `v_mov_b32` each).
    pub vgpr_pair: u32,
    /// Groups of VGPR moves wrapped in a full-EXEC save/restore (three extra instructions).
    pub exec_wraps: u32,
    /// Machine instructions added for all of the above.
    pub instructions: u32,
    /// Moves of the selected code removed because both operands got the same register.
    pub removed: u32,
}

/// The registers a kernel uses after allocation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    /// SGPRs used (highest + 1), ABI registers included.
    pub sgpr_count: u32,
    /// VGPRs used (highest + 1), ABI registers included.
    pub vgpr_count: u32,
    /// The copies inserted.
    pub copies: Copies,
}

/// For every instruction of every block after [`apply`], the index it had before (`None`
/// for inserted instructions; blocks added for split edges are absent).
pub type Provenance = SecondaryMap<MBlock, Vec<Option<usize>>>;

fn internal(msg: String) -> CodegenError {
    CodegenError::Internal(msg)
}

/// Whether EXEC is certainly full (as at kernel entry) before each instruction of each
/// block (index `len` = the block's end).
pub(super) fn exec_full(mf: &MachineFunction) -> SecondaryMap<MBlock, Vec<bool>> {
    let mut entry: SecondaryMap<MBlock, Option<bool>> = SecondaryMap::new();
    if let Some(&first) = mf.layout.first() {
        entry[first] = Some(true);
    }
    let mut changed = true;
    while changed {
        changed = false;
        for (li, &b) in mf.layout.iter().enumerate() {
            let Some(mut full) = entry[b] else { continue };
            let insts = &mf.blocks[b].insts;
            let mut flow = |t: MBlock, full: bool, changed: &mut bool| {
                let new = entry[t].map_or(full, |old| old && full);
                if entry[t] != Some(new) {
                    entry[t] = Some(new);
                    *changed = true;
                }
            };
            for inst in insts {
                if inst.writes_exec() {
                    full = false;
                }
                for o in &inst.operands {
                    if let MOperand::Block(t) = o {
                        flow(*t, full, &mut changed);
                    }
                }
            }
            let falls = insts.last().map_or(true, |i| {
                !(i.op.info().flags.contains(Flags::ENDS_PROGRAM) || i.op == op::S_BRANCH)
            });
            if falls {
                if let Some(&next) = mf.layout.get(li + 1) {
                    flow(next, full, &mut changed);
                }
            }
        }
    }
    let mut at: SecondaryMap<MBlock, Vec<bool>> = SecondaryMap::new();
    for &b in &mf.layout {
        let mut full = entry[b].unwrap_or(false);
        let mut v = Vec::with_capacity(mf.blocks[b].insts.len() + 1);
        for inst in &mf.blocks[b].insts {
            v.push(full);
            if inst.writes_exec() {
                full = false;
            }
        }
        v.push(full);
        at[b] = v;
    }
    at
}

/// Physical register numbers for regalloc2's registers.
pub(super) struct Numbering {
    /// `[class][hw_enc]` → first physical register.
    pub(super) first: [Vec<Option<u16>>; 3],
}

impl Numbering {
    fn phys(&self, p: ra::PReg) -> Result<u16, CodegenError> {
        self.first[p.class() as usize]
            .get(p.hw_enc())
            .copied()
            .flatten()
            .ok_or_else(|| internal(format!("{p:?} has no number")))
    }
}

fn reg_operand(class: ra::RegClass, first: u16, count: u8) -> Operand {
    let range = RegRange { first, count };
    match class {
        ra::RegClass::Int => Operand::Sgpr(range),
        _ => Operand::Vgpr(range),
    }
}

/// One move as machine instructions.
fn lower_move(
    n: &Numbering,
    from: ra::PReg,
    to: ra::PReg,
    out: &mut Vec<MInst>,
) -> Result<(), CodegenError> {
    let (f, t) = (n.phys(from)?, n.phys(to)?);
    let class = from.class();
    let mov = |op: Op, t: u16, f: u16| {
        MInst::new(
            op,
            Encoding::Native,
            &[
                MOperand::Fixed(reg_operand(class, t, 1)),
                MOperand::Fixed(reg_operand(class, f, 1)),
            ],
        )
    };
    match class {
        ra::RegClass::Int => out.push(mov(op::S_MOV_B32, t, f)),
        ra::RegClass::Float => out.push(mov(op::V_MOV_B32, t, f)),
        ra::RegClass::Vector => {
            out.push(mov(op::V_MOV_B32, t, f));
            out.push(mov(op::V_MOV_B32, t + 1, f + 1));
        }
    }
    Ok(())
}

/// Moves at one program point, lowered; VGPR moves wrapped when EXEC may be partial.
pub(super) fn lower_moves(
    n: &Numbering,
    moves: &[(ra::PReg, ra::PReg)],
    full_exec: bool,
    exec_save: u16,
    copies: &mut Copies,
) -> Result<Vec<MInst>, CodegenError> {
    let mut out = Vec::new();
    let exec = MOperand::Fixed(Operand::Special(SpecialReg::ExecLo));
    let save = MOperand::Fixed(Operand::Sgpr(RegRange {
        first: exec_save,
        count: 2,
    }));
    let mut i = 0;
    while i < moves.len() {
        let vector = moves[i].0.class() != ra::RegClass::Int;
        let mut j = i;
        while j < moves.len() && (moves[j].0.class() != ra::RegClass::Int) == vector {
            j += 1;
        }
        let wrap = vector && !full_exec;
        if wrap {
            copies.exec_wraps += 1;
            out.push(MInst::new(op::S_MOV_B64, Encoding::Native, &[save, exec]));
            out.push(MInst::new(
                op::S_MOV_B64,
                Encoding::Native,
                &[exec, MOperand::Fixed(Operand::Inline(193))],
            ));
        }
        for &(from, to) in &moves[i..j] {
            match from.class() {
                ra::RegClass::Int => copies.sgpr += 1,
                ra::RegClass::Float => copies.vgpr += 1,
                ra::RegClass::Vector => copies.vgpr_pair += 1,
            }
            lower_move(n, from, to, &mut out)?;
        }
        if wrap {
            out.push(MInst::new(op::S_MOV_B64, Encoding::Native, &[exec, save]));
        }
        i = j;
    }
    copies.instructions += out.len() as u32;
    Ok(out)
}

/// Removes register moves whose source and destination are the same register (copies the
/// isel made and regalloc2 coalesced); returns how many.
pub fn remove_identity_moves(mf: &mut MachineFunction) -> u32 {
    let mut removed = 0;
    for &b in &mf.layout {
        mf.blocks[b].insts.retain(|inst| {
            let identity = matches!(inst.op, op::S_MOV_B32 | op::S_MOV_B64 | op::V_MOV_B32)
                && inst.encoding == Encoding::Native
                && inst.mods == gcn_isa::Modifiers::default()
                && matches!(
                    inst.operands.as_slice(),
                    [MOperand::Fixed(d @ (Operand::Sgpr(_) | Operand::Vgpr(_))), MOperand::Fixed(s)] if d == s
                );
            removed += u32::from(identity);
            !identity
        });
    }
    removed
}

/// Rewrites `mf` with regalloc2's `out` for `view`, and the SGPR pairs of `pairs`.
pub fn apply(
    mf: &mut MachineFunction,
    view: &View,
    out: &ra::Output,
    pairs: &PairAssignment,
) -> Result<(Applied, Provenance), CodegenError> {
    // Registers used, per class.
    let mut used = [[false; 64]; 3];
    let mut mark = |a: ra::Allocation| -> Result<(), CodegenError> {
        match a.as_reg() {
            Some(p) => {
                used[p.class() as usize][p.hw_enc()] = true;
                Ok(())
            }
            None if a.is_none() => Ok(()),
            None => Err(internal(format!("stack allocation {a} left to apply"))),
        }
    };
    for &a in &out.allocs {
        mark(a)?;
    }
    let mut moves_at: Vec<(Origin, bool, ra::PReg, ra::PReg)> = Vec::new();
    for (pp, edit) in &out.edits {
        let ra::Edit::Move { from, to } = *edit;
        mark(from)?;
        mark(to)?;
        let (Some(f), Some(t)) = (from.as_reg(), to.as_reg()) else {
            return Err(internal(format!(
                "move {from} -> {to} is not register to register"
            )));
        };
        if f == t {
            continue;
        }
        let origin = view.insts[pp.inst().index()].origin;
        moves_at.push((origin, pp.pos() == ra::InstPosition::After, f, t));
    }
    let count = |c: usize| used[c].iter().filter(|&&u| u).count() as u16;
    let (n_int, n_float, n_vector) = (count(0), count(1), count(2));

    // Where the moves go: per MIR block, per gap; per split edge.
    let full = exec_full(mf);
    let mut at_gap: SecondaryMap<MBlock, Vec<Vec<(ra::PReg, ra::PReg)>>> = SecondaryMap::new();
    for &b in &mf.layout {
        at_gap[b] = vec![Vec::new(); mf.blocks[b].insts.len() + 1];
    }
    let mut at_edge: Vec<Vec<(ra::PReg, ra::PReg)>> = vec![Vec::new(); view.edges.len()];
    for &(origin, after, f, t) in &moves_at {
        match origin {
            Origin::Real { block, index } => {
                at_gap[block][index + usize::from(after)].push((f, t));
            }
            Origin::Undef { block, gap } | Origin::FallThrough { block, gap } => {
                at_gap[block][gap].push((f, t));
            }
            Origin::Edge(e) => at_edge[e].push((f, t)),
        }
    }
    let wraps = |moves: &[(ra::PReg, ra::PReg)], full: bool| {
        !full && moves.iter().any(|m| m.0.class() != ra::RegClass::Int)
    };
    let needs_exec_save = mf.layout.iter().any(|&b| {
        at_gap[b]
            .iter()
            .enumerate()
            .any(|(g, m)| wraps(m, full[b].get(g).copied().unwrap_or(false)))
    }) || view.edges.iter().zip(&at_edge).any(|(edge, m)| {
        wraps(
            m,
            full[edge.block].get(edge.branch).copied().unwrap_or(false),
        )
    });

    // SGPRs: one single may fill the alignment hole after the ABI registers, then the pair
    // range, the EXEC save pair if needed, the other singles. VGPRs: singles, then pairs.
    let sgpr_base = mf.sgpr_base();
    let pair_base = sgpr_base.next_multiple_of(2);
    let hole = pair_base - sgpr_base;
    let exec_save = pair_base + pairs.dwords;
    let singles_base = exec_save + if needs_exec_save { 2 } else { 0 };
    // VGPR tuples start at v0, over the ABI VGPRs once read (see `tuples`).
    let vgpr_base = mf.vgpr_base().max(pairs.vgpr_tuples.dwords);
    let pair_vgpr_base = vgpr_base + n_float;
    let mut first: [Vec<Option<u16>>; 3] = [vec![None; 64], vec![None; 64], vec![None; 64]];
    for (class, place) in first.iter_mut().enumerate() {
        let mut k = 0u16;
        for enc in 0..64 {
            if used[class][enc] {
                place[enc] = Some(match class {
                    0 if k < hole => sgpr_base + k,
                    0 => singles_base + (k - hole),
                    1 => vgpr_base + k,
                    _ => pair_vgpr_base + 2 * k,
                });
                k += 1;
            }
        }
    }
    let numbering = Numbering { first };

    let mut copies = Copies::default();
    let mut lowered_gap: SecondaryMap<MBlock, Vec<Vec<MInst>>> = SecondaryMap::new();
    let layout = mf.layout.clone();
    for &b in &layout {
        let mut per = Vec::with_capacity(at_gap[b].len());
        for (g, moves) in at_gap[b].iter().enumerate() {
            let f = full[b].get(g).copied().unwrap_or(false);
            per.push(lower_moves(&numbering, moves, f, exec_save, &mut copies)?);
        }
        lowered_gap[b] = per;
    }
    let mut lowered_edge = Vec::with_capacity(view.edges.len());
    for (e, moves) in at_edge.iter().enumerate() {
        let edge = view.edges[e];
        let f = full[edge.block].get(edge.branch).copied().unwrap_or(false);
        lowered_edge.push(lower_moves(&numbering, moves, f, exec_save, &mut copies)?);
    }

    let sgpr_top = [
        sgpr_base + n_int.min(hole),
        if pairs.dwords > 0 { exec_save } else { 0 },
        if needs_exec_save { exec_save + 2 } else { 0 },
        if n_int > hole {
            singles_base + n_int - hole
        } else {
            0
        },
    ]
    .into_iter()
    .max()
    .unwrap_or(sgpr_base);
    let vgpr_top = pair_vgpr_base + 2 * n_vector;
    if sgpr_top > MAX_ALLOCATABLE_SGPR + 1 {
        return Err(CodegenError::OutOfRegisters(format!(
            "{sgpr_top} SGPRs needed (s{MAX_ALLOCATABLE_SGPR} is the last)"
        )));
    }
    if vgpr_top > NUM_VGPRS {
        return Err(CodegenError::OutOfRegisters(format!(
            "{vgpr_top} VGPRs needed"
        )));
    }

    // Rewrite operands.
    for (i, ri) in view.insts.iter().enumerate() {
        let Origin::Real { block, index } = ri.origin else {
            continue;
        };
        let allocs = out.inst_allocs(ra::Inst::new(i));
        let inst = &mut mf.blocks[block].insts[index];
        for &(oi, ai) in &ri.slots {
            let MOperand::Virt { sub, dwords, .. } = inst.operands[oi] else {
                return Err(internal(format!(
                    "operand {oi} of {block}:{index} is not virtual"
                )));
            };
            let p = allocs
                .get(ai)
                .and_then(|a| a.as_reg())
                .ok_or_else(|| internal(format!("no register for {block}:{index} operand {oi}")))?;
            let first = numbering.phys(p)? + u16::from(sub);
            inst.operands[oi] = MOperand::Fixed(reg_operand(p.class(), first, dwords));
        }
    }
    for &b in &layout {
        for inst in mf.blocks[b].insts.iter_mut() {
            for o in inst.operands.iter_mut() {
                if let MOperand::Virt { reg, sub, dwords } = *o {
                    *o = MOperand::Fixed(match Kind::of(mf.vregs[reg]) {
                        Kind::SgprPair => Operand::Sgpr(RegRange {
                            first: pairs.fixed[reg].unwrap_or(pair_base + pairs.offset[reg])
                                + u16::from(sub),
                            count: dwords,
                        }),
                        Kind::VgprTuple => Operand::Vgpr(RegRange {
                            first: pairs.vgpr_tuples.offset[reg] + u16::from(sub),
                            count: dwords,
                        }),
                        _ => return Err(internal(format!("{reg} left unallocated"))),
                    });
                }
            }
        }
    }

    // Split edges that received moves.
    for (e, lowered) in lowered_edge.into_iter().enumerate() {
        if lowered.is_empty() {
            continue;
        }
        let edge = view.edges[e];
        if edge.taken {
            let nb = mf.new_block();
            let mut insts = lowered;
            insts.push(MInst::new(
                op::S_BRANCH,
                Encoding::Native,
                &[MOperand::Block(edge.target)],
            ));
            mf.blocks[nb].insts = insts;
            let branch = &mut mf.blocks[edge.block].insts[edge.branch];
            for o in branch.operands.iter_mut() {
                if *o == MOperand::Block(edge.target) {
                    *o = MOperand::Block(nb);
                }
            }
        } else {
            // The branch ends its MIR block: code after it runs only on the fall-through.
            let gaps = &mut lowered_gap[edge.block];
            if edge.branch + 1 != gaps.len() - 1 {
                return Err(internal(format!(
                    "fall-through edge of {} does not leave the block's end",
                    edge.block
                )));
            }
            if let Some(last) = gaps.last_mut() {
                last.extend(lowered);
            }
        }
    }
    let mut provenance = Provenance::new();
    for &b in &layout {
        let old = std::mem::take(&mut mf.blocks[b].insts);
        let mut gaps = std::mem::take(&mut lowered_gap[b]).into_iter();
        let mut new = Vec::with_capacity(old.len());
        let mut prov = Vec::with_capacity(old.len());
        for (i, inst) in old.into_iter().enumerate() {
            if let Some(g) = gaps.next() {
                prov.extend(g.iter().map(|_| None));
                new.extend(g);
            }
            new.push(inst);
            prov.push(Some(i));
        }
        for g in gaps {
            prov.extend(g.iter().map(|_| None));
            new.extend(g);
        }
        mf.blocks[b].insts = new;
        provenance[b] = prov;
    }

    let applied = Applied {
        sgpr_count: u32::from(sgpr_top),
        vgpr_count: u32::from(vgpr_top),
        copies,
    };
    Ok((applied, provenance))
}
