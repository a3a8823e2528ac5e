//! The regalloc2 view of a machine function: basic blocks, SSA values and operands.
//!
//! MIR blocks are labels, not basic blocks (a `s_cbranch_*` may sit in the middle of one),
//! and MIR virtual registers are not SSA. This module cuts the layout into basic blocks (after
//! every branch), splits critical edges (regalloc2 requires it), and renames into SSA values
//! with block parameters the MIR registers written more than once, written in part, read
//! where their one write does not dominate the read (a scalar written in a loop and read
//! after it), or (VGPRs) written in a loop and read after it; parameters are pruned: only
//! where the register is live and defined on some incoming path.
//!
//! Writes that keep part of the old value are modelled as a use of the old value plus a def
//! constrained to reuse its register (`Operand::reg_reuse_def`): a write of one dword of a
//! pair, and every write of a VGPR that is written more than once or is written inside a
//! loop and read after it. The second kind is about lanes: a VALU write changes the active
//! lanes only, so the inactive lanes must still hold the value they had (another arm of an
//! `if`, lanes that left a loop early), which only holds if the write goes to the register
//! that already holds the register's value.

use cranelift_entity::SecondaryMap;
use gcn_isa::op;
use gcn_isa::table::Flags;
use regalloc2 as ra;

use crate::error::CodegenError;
use crate::mir::{MBlock, MInst, MOperand, MachineFunction, RegClass, VReg, VRegData};

/// How a MIR virtual register is allocated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// One SGPR: regalloc2 class `Int`.
    Sgpr,
    /// One VGPR: regalloc2 class `Float`.
    Vgpr,
    /// Two consecutive VGPRs: regalloc2 class `Vector`, one regalloc2 register per pair.
    VgprPair,
    /// Two aligned SGPRs (lane masks, 64-bit uniform values): outside regalloc2.
    SgprPair,
    /// Three or four consecutive VGPRs (data of wide memory accesses): outside regalloc2
    /// ([`super::tuples`]).
    VgprTuple,
}

impl Kind {
    /// The kind of a register.
    pub fn of(d: VRegData) -> Kind {
        match (d.class, d.dwords) {
            (RegClass::Sgpr, 2) => Kind::SgprPair,
            (RegClass::Sgpr, _) => Kind::Sgpr,
            (RegClass::Vgpr, 2) => Kind::VgprPair,
            (RegClass::Vgpr, 3..) => Kind::VgprTuple,
            (RegClass::Vgpr, _) => Kind::Vgpr,
        }
    }

    /// The regalloc2 class, `None` for registers regalloc2 does not see.
    pub fn class(self) -> Option<ra::RegClass> {
        match self {
            Kind::Sgpr => Some(ra::RegClass::Int),
            Kind::Vgpr => Some(ra::RegClass::Float),
            Kind::VgprPair => Some(ra::RegClass::Vector),
            Kind::SgprPair | Kind::VgprTuple => None,
        }
    }
}

/// Where a regalloc2 instruction comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// MIR instruction `index` of `block`.
    Real {
        /// The MIR block.
        block: MBlock,
        /// Index in the block.
        index: usize,
    },
    /// The definition of an undefined value (no code), before MIR instruction `gap`.
    Undef {
        /// The MIR block.
        block: MBlock,
        /// Position in the block (instruction index it precedes).
        gap: usize,
    },
    /// The end of a basic block that falls through to the next (no code), at `gap`.
    FallThrough {
        /// The MIR block.
        block: MBlock,
        /// Position in the block.
        gap: usize,
    },
    /// The jump of split critical edge number `n` (see [`View::edges`]).
    Edge(usize),
}

/// A split critical edge: code placed on it runs only when control takes that edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    /// MIR block holding the branch.
    pub block: MBlock,
    /// Index of the branch in `block`.
    pub branch: usize,
    /// True for the taken side (to `target`), false for the fall-through side (code placed
    /// after the branch, which ends its MIR block).
    pub taken: bool,
    /// The branch target (taken side).
    pub target: MBlock,
}

/// One regalloc2 instruction.
#[derive(Clone, Debug)]
pub struct RaInst {
    /// Where it comes from.
    pub origin: Origin,
    /// Its operands.
    pub operands: Vec<ra::Operand>,
    /// `(MIR operand index, regalloc2 operand index)` of every allocated MIR operand.
    pub slots: Vec<(usize, usize)>,
}

/// One basic block.
#[derive(Clone, Debug, Default)]
struct Bb {
    insts: (usize, usize),
    succs: Vec<ra::Block>,
    preds: Vec<ra::Block>,
    params: Vec<ra::VReg>,
    args: Vec<Vec<ra::VReg>>,
}

/// The whole view; implements [`regalloc2::Function`].
#[derive(Clone, Debug, Default)]
pub struct View {
    /// Instructions in block order.
    pub insts: Vec<RaInst>,
    blocks: Vec<Bb>,
    /// Class of every regalloc2 virtual register.
    pub vreg_class: Vec<ra::RegClass>,
    /// The split critical edges.
    pub edges: Vec<Edge>,
    /// What every basic block covers (layout order, then the split edges).
    pub block_spans: Vec<BlockSpan>,
    /// How every instruction ends its block, if it does.
    end: Vec<End>,
}

/// Whether an instruction ends its basic block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    No,
    Branch,
    Ret,
}

/// What a basic block covers in the MIR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockSpan {
    /// Instructions `start..end` of a MIR block.
    Mir {
        /// The MIR block.
        block: MBlock,
        /// First instruction.
        start: usize,
        /// One past the last.
        end: usize,
    },
    /// Split critical edge number `n`.
    Edge(usize),
}

/// True for instructions that end a basic block.
pub fn is_terminator(inst: &MInst) -> bool {
    let flags = inst.op.info().flags;
    flags.contains(Flags::BRANCH)
        || flags.contains(Flags::ENDS_PROGRAM)
        || inst
            .operands
            .iter()
            .any(|o| matches!(o, MOperand::Block(_)))
}

fn ends_program(inst: &MInst) -> bool {
    inst.op.info().flags.contains(Flags::ENDS_PROGRAM)
}

fn unconditional(inst: &MInst) -> bool {
    inst.op == op::S_BRANCH
}

fn internal(msg: String) -> CodegenError {
    CodegenError::Internal(msg)
}

/// The basic-block graph before renaming.
struct Cfg {
    spans: Vec<BlockSpan>,
    succs: Vec<Vec<usize>>,
    preds: Vec<Vec<usize>>,
    edges: Vec<Edge>,
    ret: Vec<bool>,
}

fn build_cfg(mf: &MachineFunction) -> Result<Cfg, CodegenError> {
    let mut spans = Vec::new();
    let mut first_of: SecondaryMap<MBlock, usize> = SecondaryMap::new();
    for &b in &mf.layout {
        first_of[b] = spans.len();
        let insts = &mf.blocks[b].insts;
        let mut start = 0;
        loop {
            match (start..insts.len()).find(|&i| is_terminator(&insts[i])) {
                Some(i) => {
                    spans.push(BlockSpan::Mir {
                        block: b,
                        start,
                        end: i + 1,
                    });
                    start = i + 1;
                    if start == insts.len() {
                        break;
                    }
                }
                None => {
                    spans.push(BlockSpan::Mir {
                        block: b,
                        start,
                        end: insts.len(),
                    });
                    break;
                }
            }
        }
    }
    let n = spans.len();
    let mut succs = vec![Vec::new(); n];
    let mut ret = vec![false; n];
    // Which successor is the taken side of a conditional branch (for edge splitting).
    let mut taken_target: Vec<Option<MBlock>> = vec![None; n];
    for (k, span) in spans.iter().enumerate() {
        let BlockSpan::Mir { block, end, .. } = *span else {
            continue;
        };
        let last = end
            .checked_sub(1)
            .map(|i| &mf.blocks[block].insts[i])
            .filter(|i| is_terminator(i));
        let fall = |k: usize| -> Result<usize, CodegenError> {
            if k + 1 < n {
                Ok(k + 1)
            } else {
                Err(internal(format!("{block} falls off the end of the kernel")))
            }
        };
        match last {
            Some(inst) if ends_program(inst) => ret[k] = true,
            Some(inst) => {
                for o in &inst.operands {
                    if let MOperand::Block(t) = o {
                        succs[k].push(first_of[*t]);
                        taken_target[k] = Some(*t);
                    }
                }
                if !unconditional(inst) {
                    succs[k].push(fall(k)?);
                }
            }
            None => succs[k].push(fall(k)?),
        }
    }
    let mut preds = vec![Vec::new(); n];
    for (k, ss) in succs.iter().enumerate() {
        for &s in ss {
            preds[s].push(k);
        }
    }
    // Split critical edges.
    let mut edges = Vec::new();
    for k in 0..n {
        if succs[k].len() < 2 {
            continue;
        }
        let BlockSpan::Mir { block, end, .. } = spans[k] else {
            continue;
        };
        for j in 0..succs[k].len() {
            let s = succs[k][j];
            if preds[s].len() < 2 {
                continue;
            }
            // The last successor is the fall-through one; the others are taken.
            let taken = j + 1 < succs[k].len();
            let e = spans.len();
            spans.push(BlockSpan::Edge(edges.len()));
            edges.push(Edge {
                block,
                branch: end - 1,
                taken,
                target: if taken {
                    taken_target[k].unwrap_or(block)
                } else {
                    block
                },
            });
            succs[k][j] = e;
            succs.push(vec![s]);
            preds.push(vec![k]);
            ret.push(false);
            let slot = preds[s].iter().position(|&p| p == k).ok_or_else(|| {
                internal(format!("edge to basic block {s} missing from its preds"))
            })?;
            preds[s][slot] = e;
        }
    }
    Ok(Cfg {
        spans,
        succs,
        preds,
        edges,
        ret,
    })
}

fn reverse_postorder(succs: &[Vec<usize>]) -> Vec<usize> {
    let n = succs.len();
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(n);
    let mut stack = vec![(0usize, 0usize)];
    if n == 0 {
        return post;
    }
    seen[0] = true;
    while let Some(&mut (b, ref mut i)) = stack.last_mut() {
        if let Some(&s) = succs[b].get(*i) {
            *i += 1;
            if !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Per MIR register: whether it is renamed (written more than once or partially) and how
/// its writes behave.
struct Vars {
    /// Index among renamed registers.
    index: SecondaryMap<VReg, Option<usize>>,
    /// Renamed registers.
    regs: Vec<VReg>,
    /// Regalloc2 register of every register that is not renamed.
    fixed: SecondaryMap<VReg, Option<ra::VReg>>,
}

/// Whether a write keeps part of the register's old value.
fn keeps_old(d: VRegData, sub: u8, dwords: u8) -> bool {
    d.class == RegClass::Vgpr || sub != 0 || dwords < d.dwords
}

/// Hands out regalloc2 virtual registers.
#[derive(Default)]
struct Namer {
    classes: Vec<ra::RegClass>,
}

impl Namer {
    fn fresh(&mut self, class: ra::RegClass) -> ra::VReg {
        let r = ra::VReg::new(self.classes.len(), class);
        self.classes.push(class);
        r
    }
}

/// Immediate dominator of every basic block (Cooper, Harvey and Kennedy's iteration over
/// reverse postorder); the entry is its own.
fn dominators(cfg: &Cfg, rpo: &[usize]) -> Vec<usize> {
    let n = cfg.spans.len();
    let mut order = vec![usize::MAX; n];
    for (i, &b) in rpo.iter().enumerate() {
        order[b] = i;
    }
    let mut idom = vec![usize::MAX; n];
    if let Some(&entry) = rpo.first() {
        idom[entry] = entry;
    }
    let intersect = |idom: &[usize], mut a: usize, mut b: usize| {
        while a != b {
            while order[a] > order[b] {
                a = idom[a];
            }
            while order[b] > order[a] {
                b = idom[b];
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in rpo.iter().skip(1) {
            let mut new = usize::MAX;
            for &p in &cfg.preds[b] {
                if idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX {
                    p
                } else {
                    intersect(&idom, p, new)
                };
            }
            if new != usize::MAX && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom
}

fn dominates(idom: &[usize], a: usize, mut b: usize) -> bool {
    loop {
        if a == b {
            return true;
        }
        let up = idom[b];
        if up == b || up == usize::MAX {
            return false;
        }
        b = up;
    }
}

/// Decides which registers are renamed: those written more than once, written in part,
/// read where their single write does not dominate the read, or (VGPRs) written inside a
/// loop and read outside it.
fn classify(mf: &MachineFunction, cfg: &Cfg, idom: &[usize], namer: &mut Namer) -> Vars {
    let mut defs: SecondaryMap<VReg, u32> = SecondaryMap::new();
    let mut partial: SecondaryMap<VReg, bool> = SecondaryMap::new();
    let mut def_at: SecondaryMap<VReg, Option<(usize, usize)>> = SecondaryMap::new();
    let mut uses_at: SecondaryMap<VReg, Vec<(usize, usize)>> = SecondaryMap::new();
    let mut def_pos: SecondaryMap<VReg, Vec<usize>> = SecondaryMap::new();
    let mut use_pos: SecondaryMap<VReg, Vec<usize>> = SecondaryMap::new();
    let mut layout_index: SecondaryMap<MBlock, usize> = SecondaryMap::new();
    for (li, &b) in mf.layout.iter().enumerate() {
        layout_index[b] = li;
    }
    for (k, span) in cfg.spans.iter().enumerate() {
        let BlockSpan::Mir { block, start, end } = *span else {
            continue;
        };
        let li = layout_index[block];
        for index in start..end {
            let inst = &mf.blocks[block].insts[index];
            for (o, write) in inst.operands_with_access() {
                if let MOperand::Virt { reg, sub, dwords } = *o {
                    if write {
                        defs[reg] += 1;
                        let d = mf.vregs[reg];
                        if sub != 0 || dwords < d.dwords {
                            partial[reg] = true;
                        }
                        def_pos[reg].push(li);
                        def_at[reg].get_or_insert((k, index));
                    } else {
                        use_pos[reg].push(li);
                        uses_at[reg].push((k, index));
                    }
                }
            }
        }
    }
    let mut vars = Vars {
        index: SecondaryMap::new(),
        regs: Vec::new(),
        fixed: SecondaryMap::new(),
    };
    for (r, d) in mf.vregs.iter() {
        let Some(class) = Kind::of(*d).class() else {
            continue;
        };
        let live_out_of_loop = d.class == RegClass::Vgpr
            && mf.loops.iter().any(|&(first, count)| {
                let inside = |li: &usize| *li >= first && *li < first + count;
                def_pos[r].iter().any(inside) && use_pos[r].iter().any(|u| !inside(u))
            });
        let undominated = match def_at[r] {
            Some((db, di)) => uses_at[r].iter().any(|&(ub, ui)| {
                if ub == db {
                    ui <= di
                } else {
                    !dominates(idom, db, ub)
                }
            }),
            None => !uses_at[r].is_empty(),
        };
        if defs[r] > 1 || partial[r] || live_out_of_loop || undominated {
            vars.index[r] = Some(vars.regs.len());
            vars.regs.push(r);
        } else {
            vars.fixed[r] = Some(namer.fresh(class));
        }
    }
    vars
}

/// One access of a renamed register inside a basic block, in order.
#[derive(Clone, Copy)]
enum Access {
    Read(usize),
    Write { var: usize, keeps_old: bool },
}

fn accesses(mf: &MachineFunction, vars: &Vars, span: BlockSpan) -> Vec<Access> {
    let mut out = Vec::new();
    let BlockSpan::Mir { block, start, end } = span else {
        return out;
    };
    for inst in &mf.blocks[block].insts[start..end] {
        for (o, write) in inst.operands_with_access() {
            if let (MOperand::Virt { reg, .. }, false) = (o, write) {
                if let Some(v) = vars.index[*reg] {
                    out.push(Access::Read(v));
                }
            }
        }
        for (o, write) in inst.operands_with_access() {
            if let (MOperand::Virt { reg, sub, dwords }, true) = (o, write) {
                if let Some(v) = vars.index[*reg] {
                    out.push(Access::Write {
                        var: v,
                        keeps_old: keeps_old(mf.vregs[*reg], *sub, *dwords),
                    });
                }
            }
        }
    }
    out
}

/// Dense boolean matrix `[block][var]`.
struct Bits {
    width: usize,
    data: Vec<bool>,
}

impl Bits {
    fn new(rows: usize, width: usize) -> Bits {
        Bits {
            width,
            data: vec![false; rows * width],
        }
    }
    fn row(&self, r: usize) -> &[bool] {
        &self.data[r * self.width..(r + 1) * self.width]
    }
    fn row_mut(&mut self, r: usize) -> &mut [bool] {
        &mut self.data[r * self.width..(r + 1) * self.width]
    }
}

/// The values a block passes to its successors' parameters; a register undefined on this
/// path gets an undefined value (a def without code at `undef_at`).
#[allow(clippy::too_many_arguments)]
fn edge_args(
    succs: &[usize],
    params: &[Vec<(usize, ra::VReg)>],
    var_class: &[ra::RegClass],
    cur: &mut [Option<ra::VReg>],
    out: &mut Vec<RaInst>,
    namer: &mut Namer,
    undef_at: Origin,
) -> Vec<Vec<ra::VReg>> {
    let mut all = Vec::new();
    for &s in succs {
        let mut list = Vec::new();
        for &(v, _) in &params[s] {
            let value = match cur[v] {
                Some(x) => x,
                None => {
                    let u = namer.fresh(var_class[v]);
                    out.push(RaInst {
                        origin: undef_at,
                        operands: vec![ra::Operand::reg_def(u)],
                        slots: Vec::new(),
                    });
                    cur[v] = Some(u);
                    u
                }
            };
            list.push(value);
        }
        all.push(list);
    }
    all
}

/// Builds the regalloc2 view of `mf`.
pub fn build(mf: &MachineFunction) -> Result<View, CodegenError> {
    let cfg = build_cfg(mf)?;
    let n = cfg.spans.len();
    let rpo = reverse_postorder(&cfg.succs);
    if rpo.len() != n {
        return Err(internal(format!(
            "{} of {n} basic blocks are unreachable",
            n - rpo.len()
        )));
    }
    let mut namer = Namer::default();
    let idom = dominators(&cfg, &rpo);
    let vars = classify(mf, &cfg, &idom, &mut namer);
    let nv = vars.regs.len();

    // Per-block summaries of the renamed registers.
    let acc: Vec<Vec<Access>> = cfg.spans.iter().map(|&s| accesses(mf, &vars, s)).collect();
    let mut upward = Bits::new(n, nv);
    let mut writes = Bits::new(n, nv);
    for (k, list) in acc.iter().enumerate() {
        for a in list {
            match *a {
                Access::Read(v)
                | Access::Write {
                    var: v,
                    keeps_old: true,
                } => {
                    if !writes.row(k)[v] {
                        upward.row_mut(k)[v] = true;
                    }
                }
                Access::Write { .. } => {}
            }
            if let Access::Write { var, .. } = *a {
                writes.row_mut(k)[var] = true;
            }
        }
    }
    // May some write reach the block's entry?
    let mut maydef_in = Bits::new(n, nv);
    let mut changed = true;
    while changed {
        changed = false;
        for &k in &rpo {
            for v in 0..nv {
                let out = maydef_in.row(k)[v] || writes.row(k)[v];
                if out {
                    for &s in &cfg.succs[k] {
                        if !maydef_in.row(s)[v] {
                            maydef_in.row_mut(s)[v] = true;
                            changed = true;
                        }
                    }
                }
            }
        }
    }
    // Liveness (only where some write may reach: an undefined register is dead).
    let mut live_in = Bits::new(n, nv);
    changed = true;
    while changed {
        changed = false;
        for &k in rpo.iter().rev() {
            for v in 0..nv {
                let live_out = cfg.succs[k].iter().any(|&s| live_in.row(s)[v]);
                let live =
                    maydef_in.row(k)[v] && (upward.row(k)[v] || (live_out && !writes.row(k)[v]));
                if live && !live_in.row(k)[v] {
                    live_in.row_mut(k)[v] = true;
                    changed = true;
                }
            }
        }
    }

    let var_class: Vec<ra::RegClass> = vars
        .regs
        .iter()
        .map(|&r| Kind::of(mf.vregs[r]).class().unwrap_or(ra::RegClass::Int))
        .collect();

    // Block parameters where several edges meet and the register is live.
    let mut params: Vec<Vec<(usize, ra::VReg)>> = vec![Vec::new(); n];
    for (k, list) in params.iter_mut().enumerate() {
        if cfg.preds[k].len() >= 2 {
            for (v, &class) in var_class.iter().enumerate() {
                if live_in.row(k)[v] {
                    list.push((v, namer.fresh(class)));
                }
            }
        }
    }

    // Rename in reverse postorder.
    let mut end_state: Vec<Option<Vec<Option<ra::VReg>>>> = vec![None; n];
    let mut block_insts: Vec<Vec<RaInst>> = vec![Vec::new(); n];
    let mut args: Vec<Vec<Vec<ra::VReg>>> = vec![Vec::new(); n];
    for &k in &rpo {
        let mut cur: Vec<Option<ra::VReg>> = if cfg.preds[k].len() >= 2 {
            let mut c = vec![None; nv];
            for &(v, p) in &params[k] {
                c[v] = Some(p);
            }
            c
        } else if let Some(&p) = cfg.preds[k].first() {
            end_state[p]
                .clone()
                .ok_or_else(|| internal(format!("basic block {p} renamed after its successor")))?
        } else {
            vec![None; nv]
        };
        let mut out: Vec<RaInst> = Vec::new();
        match cfg.spans[k] {
            BlockSpan::Mir { block, start, end } => {
                let insts = &mf.blocks[block].insts;
                for (index, inst) in insts.iter().enumerate().take(end).skip(start) {
                    let is_term = index + 1 == end && is_terminator(inst);
                    if is_term && !cfg.succs[k].is_empty() {
                        args[k] = edge_args(
                            &cfg.succs[k],
                            &params,
                            &var_class,
                            &mut cur,
                            &mut out,
                            &mut namer,
                            Origin::Undef { block, gap: index },
                        );
                    }
                    let mut ops = Vec::new();
                    let mut slots = Vec::new();
                    for (oi, (o, write)) in inst.operands_with_access().enumerate() {
                        let MOperand::Virt { reg, .. } = *o else {
                            continue;
                        };
                        if write {
                            continue;
                        }
                        let value = if let Some(v) = vars.index[reg] {
                            match cur[v] {
                                Some(x) => x,
                                None => {
                                    let u = namer.fresh(var_class[v]);
                                    out.push(RaInst {
                                        origin: Origin::Undef { block, gap: index },
                                        operands: vec![ra::Operand::reg_def(u)],
                                        slots: Vec::new(),
                                    });
                                    cur[v] = Some(u);
                                    u
                                }
                            }
                        } else if let Some(x) = vars.fixed[reg] {
                            x
                        } else {
                            continue;
                        };
                        slots.push((oi, ops.len()));
                        ops.push(ra::Operand::reg_use(value));
                    }
                    let mut written: Vec<usize> = Vec::new();
                    for (oi, (o, write)) in inst.operands_with_access().enumerate() {
                        let MOperand::Virt { reg, sub, dwords } = *o else {
                            continue;
                        };
                        if !write {
                            continue;
                        }
                        if let Some(v) = vars.index[reg] {
                            if written.contains(&v) {
                                return Err(internal(format!(
                                    "{reg} written twice by one instruction"
                                )));
                            }
                            written.push(v);
                            let new = namer.fresh(var_class[v]);
                            match cur[v] {
                                Some(old) if keeps_old(mf.vregs[reg], sub, dwords) => {
                                    let k_use = ops.len();
                                    ops.push(ra::Operand::reg_use(old));
                                    slots.push((oi, ops.len()));
                                    ops.push(ra::Operand::reg_reuse_def(new, k_use));
                                }
                                _ => {
                                    slots.push((oi, ops.len()));
                                    ops.push(ra::Operand::reg_def(new));
                                }
                            }
                            cur[v] = Some(new);
                        } else if let Some(x) = vars.fixed[reg] {
                            slots.push((oi, ops.len()));
                            ops.push(ra::Operand::reg_def(x));
                        }
                    }
                    out.push(RaInst {
                        origin: Origin::Real { block, index },
                        operands: ops,
                        slots,
                    });
                }
                let ends_in_branch = end > start && is_terminator(&insts[end - 1]);
                if !ends_in_branch {
                    args[k] = edge_args(
                        &cfg.succs[k],
                        &params,
                        &var_class,
                        &mut cur,
                        &mut out,
                        &mut namer,
                        Origin::Undef { block, gap: end },
                    );
                    out.push(RaInst {
                        origin: Origin::FallThrough { block, gap: end },
                        operands: Vec::new(),
                        slots: Vec::new(),
                    });
                }
            }
            BlockSpan::Edge(e) => {
                args[k] = edge_args(
                    &cfg.succs[k],
                    &params,
                    &var_class,
                    &mut cur,
                    &mut out,
                    &mut namer,
                    Origin::Edge(e),
                );
                out.push(RaInst {
                    origin: Origin::Edge(e),
                    operands: Vec::new(),
                    slots: Vec::new(),
                });
            }
        }
        block_insts[k] = out;
        end_state[k] = Some(cur);
    }

    let mut view = View {
        vreg_class: namer.classes,
        edges: cfg.edges,
        block_spans: cfg.spans,
        ..View::default()
    };
    for (k, list) in block_insts.into_iter().enumerate() {
        let first = view.insts.len();
        let len = list.len();
        view.insts.extend(list);
        view.end
            .extend((0..len).map(|i| match (i + 1 == len, cfg.ret[k]) {
                (false, _) => End::No,
                (true, false) => End::Branch,
                (true, true) => End::Ret,
            }));
        view.blocks.push(Bb {
            insts: (first, view.insts.len()),
            succs: cfg.succs[k].iter().map(|&s| ra::Block::new(s)).collect(),
            preds: cfg.preds[k].iter().map(|&p| ra::Block::new(p)).collect(),
            params: params[k].iter().map(|&(_, p)| p).collect(),
            args: std::mem::take(&mut args[k]),
        });
    }
    Ok(view)
}

impl ra::Function for View {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }
    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    fn entry_block(&self) -> ra::Block {
        ra::Block::new(0)
    }
    fn block_insns(&self, block: ra::Block) -> ra::InstRange {
        let (a, b) = self.blocks[block.index()].insts;
        ra::InstRange::new(ra::Inst::new(a), ra::Inst::new(b))
    }
    fn block_succs(&self, block: ra::Block) -> &[ra::Block] {
        &self.blocks[block.index()].succs
    }
    fn block_preds(&self, block: ra::Block) -> &[ra::Block] {
        &self.blocks[block.index()].preds
    }
    fn block_params(&self, block: ra::Block) -> &[ra::VReg] {
        &self.blocks[block.index()].params
    }
    fn is_ret(&self, insn: ra::Inst) -> bool {
        self.end[insn.index()] == End::Ret
    }
    fn is_branch(&self, insn: ra::Inst) -> bool {
        self.end[insn.index()] == End::Branch
    }
    fn branch_blockparams(
        &self,
        block: ra::Block,
        _insn: ra::Inst,
        succ_idx: usize,
    ) -> &[ra::VReg] {
        self.blocks[block.index()]
            .args
            .get(succ_idx)
            .map_or(&[], |v| v.as_slice())
    }
    fn inst_operands(&self, insn: ra::Inst) -> &[ra::Operand] {
        &self.insts[insn.index()].operands
    }
    fn inst_clobbers(&self, _insn: ra::Inst) -> ra::PRegSet {
        ra::PRegSet::empty()
    }
    fn num_vregs(&self) -> usize {
        self.vreg_class.len()
    }
    fn spillslot_size(&self, regclass: ra::RegClass) -> usize {
        match regclass {
            ra::RegClass::Vector => 2,
            _ => 1,
        }
    }
}

impl View {
    /// The most values of each class (`Int`, `Float`, `Vector`) live at any one point: the
    /// fewest registers an allocation without spilling can use.
    pub fn max_pressure(&self) -> [usize; 3] {
        let nv = self.vreg_class.len();
        let words = nv.div_ceil(64);
        let nb = self.blocks.len();
        let set = |s: &mut [u64], v: ra::VReg| s[v.vreg() / 64] |= 1 << (v.vreg() % 64);
        let clear = |s: &mut [u64], v: ra::VReg| s[v.vreg() / 64] &= !(1 << (v.vreg() % 64));
        // Block live-in sets by backward iteration.
        let mut live_in = vec![vec![0u64; words]; nb];
        let transfer = |k: usize, live_in: &[Vec<u64>], mut peak: Option<&mut [usize; 3]>| {
            let b = &self.blocks[k];
            let mut live = vec![0u64; words];
            for &s in &b.succs {
                for (w, x) in live.iter_mut().zip(&live_in[s.index()]) {
                    *w |= x;
                }
            }
            for args in &b.args {
                for &a in args {
                    set(&mut live, a);
                }
            }
            let count = |live: &[u64]| {
                let mut c = [0usize; 3];
                for (w, &bits) in live.iter().enumerate() {
                    let mut bits = bits;
                    while bits != 0 {
                        let i = w * 64 + bits.trailing_zeros() as usize;
                        c[self.vreg_class[i] as usize] += 1;
                        bits &= bits - 1;
                    }
                }
                c
            };
            let note = |live: &[u64], peak: &mut Option<&mut [usize; 3]>| {
                if let Some(p) = peak.as_deref_mut() {
                    let c = count(live);
                    for i in 0..3 {
                        p[i] = p[i].max(c[i]);
                    }
                }
            };
            for inst in self.insts[b.insts.0..b.insts.1].iter().rev() {
                for op in &inst.operands {
                    if op.kind() == ra::OperandKind::Def {
                        set(&mut live, op.vreg());
                    }
                }
                note(&live, &mut peak);
                for op in &inst.operands {
                    if op.kind() == ra::OperandKind::Def {
                        clear(&mut live, op.vreg());
                    }
                }
                for op in &inst.operands {
                    if op.kind() == ra::OperandKind::Use {
                        set(&mut live, op.vreg());
                    }
                }
                note(&live, &mut peak);
            }
            for &p in &b.params {
                clear(&mut live, p);
            }
            live
        };
        let mut changed = true;
        while changed {
            changed = false;
            for k in (0..nb).rev() {
                let new = transfer(k, &live_in, None);
                if new != live_in[k] {
                    live_in[k] = new;
                    changed = true;
                }
            }
        }
        let mut peak = [0usize; 3];
        for k in 0..nb {
            transfer(k, &live_in, Some(&mut peak));
        }
        peak
    }
}
