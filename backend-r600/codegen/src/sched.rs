//! VLIW5 list scheduling of one ALU segment (the ALU operations between two non-ALU items)
//! into instruction groups and clauses.
//!
//! Operations become ready when their producers sit in earlier groups (read-after-write and
//! write-after-write) and the readers of the registers they overwrite are placed (a writer
//! may share the group of a reader: all slots read before any writes). Ready operations are
//! tried in critical-path order; each goes to its destination's vector unit (or any free one
//! when the element is not fixed yet) or to the Trans unit, subject to the unit restrictions,
//! at most four literal dwords, the two kcache windows of the clause, and a bank-swizzle
//! assignment of the whole group ([`crate::ports`]). A source produced by the previous group
//! of the same clause is read from PV / PS, which costs no read port. Clauses are cut before
//! they would exceed 128 slots, or when a constant needs a third kcache window.

use std::collections::HashMap;

use r600_isa::{AluOp, Chan, Unit, Units};

use crate::ports::{find_swizzles, PortOp, PortSrc};
use crate::vcode::{VOp, VReg, VSrc};

/// One scheduled operation.
#[derive(Debug, Clone)]
pub struct SOp {
    /// Index of the operation in the segment.
    pub op: usize,
    /// The unit it executes on.
    pub unit: Unit,
    /// Destination element.
    pub chan: Chan,
    /// BANK_SWIZZLE.
    pub swizzle: u8,
    /// Per source: read through PV / PS, with the unit that produced it.
    pub forwarded: [Option<Unit>; 3],
}

/// One instruction group.
#[derive(Debug, Clone, Default)]
pub struct SGroup {
    /// Operations in encoding order (vector units x..w, then Trans).
    pub ops: Vec<SOp>,
    /// Literal dwords used by the group (at most four).
    pub literals: Vec<u32>,
}

impl SGroup {
    /// Literal slots (64-bit) the group occupies.
    pub fn literal_slots(&self) -> usize {
        self.literals.len().div_ceil(2)
    }

    /// 64-bit slots of the group (an empty group is emitted as one NOP).
    pub fn slots(&self) -> usize {
        self.ops.len().max(1) + self.literal_slots()
    }
}

/// A kcache window: constant buffer, first line, number of lines (1 or 2).
pub type Window = (u8, u32, u32);

/// One ALU clause.
#[derive(Debug, Clone, Default)]
pub struct SClause {
    /// Groups in order.
    pub groups: Vec<SGroup>,
    /// Kcache windows (bank 0, bank 1).
    pub windows: Vec<Window>,
}

/// The inline constant encoding `bits`, if any.
pub fn inline_const(bits: u32) -> Option<r600_isa::InlineConst> {
    use r600_isa::InlineConst;
    InlineConst::ALL.into_iter().find(|k| k.bits() == bits)
}

/// Options of the scheduler.
#[derive(Debug, Clone, Copy)]
pub struct SchedOptions {
    /// Pack several operations per group (off: one per group, for comparisons).
    pub pack: bool,
}

/// Slots a clause keeps free after a MOVA for the readers of AR.
const MOVA_RESERVE: usize = 30;
/// Groups from a MOVA to the first reader of AR: "a two-instruction delay slot between
/// loading and using the GPR index value" (L3458-3460), i.e. two groups in between.
const AR_DELAY: usize = 3;

/// Read-port keys of static array reads (above every virtual register number).
const ARRAY_KEY: u32 = 0x4000_0000;
/// Read-port keys of relative array reads (one per operand).
const REL_KEY: u32 = 0x8000_0000;

/// Where each register was last defined while scheduling: (clause serial, group, unit).
pub type DefSites = HashMap<VReg, (usize, usize, Unit)>;

struct Ctx<'a> {
    ops: &'a [VOp],
    chans: &'a mut [Option<Chan>],
    defs: &'a mut DefSites,
    clause_serial: &'a mut usize,
    trans_rr: u8,
    /// Vector units that operations with a fixed element will want in the group being
    /// filled (they wait only for operations placed in it).
    wanted: [bool; 4],
}

fn kc_line(s: &VSrc) -> Option<(u8, u32)> {
    match s {
        VSrc::Kc { cb, word } => Some((*cb, word / 64)),
        _ => None,
    }
}

/// Tries to cover `lines` with the windows (extending them); false if impossible.
fn fit_windows(windows: &mut Vec<Window>, lines: &[(u8, u32)]) -> bool {
    for &(cb, line) in lines {
        if windows
            .iter()
            .any(|&(b, first, n)| b == cb && line >= first && line < first + n)
        {
            continue;
        }
        if line > 254 {
            return false;
        }
        if let Some(w) = windows
            .iter_mut()
            .find(|(b, first, n)| *b == cb && *n == 1 && (line == *first + 1 || line + 1 == *first))
        {
            w.1 = w.1.min(line);
            w.2 = 2;
            continue;
        }
        if windows.len() < 2 {
            windows.push((cb, line, 1));
            continue;
        }
        return false;
    }
    true
}

impl Ctx<'_> {
    /// The read-port view of source `k` of operation `op`.
    fn port_src(&self, op: usize, k: usize, s: &VSrc, clause: usize, group: usize) -> PortSrc {
        match s {
            VSrc::Reg(r) => match self.defs.get(r) {
                Some(&(c, g, _)) if c == clause && g + 1 == group => PortSrc::Free,
                _ => PortSrc::Gpr(*r, self.chans[*r as usize].unwrap_or(Chan::X)),
            },
            VSrc::Lit(_) => PortSrc::Other,
            VSrc::Kc { cb, word } => {
                PortSrc::Const((u32::from(*cb) << 16) | (word / 4), Chan::from_bits(*word))
            }
            VSrc::CfRel { base, chan, .. } => PortSrc::Const(0x100_0000 | u32::from(*base), *chan),
            // A reserved GPR: keyed by its number, which no virtual register shares. A
            // relative read's GPR is only known at run time: a key of its own, so that it
            // shares a read port with nothing.
            VSrc::Array(a) => match a.ar {
                None => PortSrc::Gpr(ARRAY_KEY | u32::from(a.gpr), a.chan),
                Some(_) => PortSrc::Gpr(REL_KEY | ((op as u32) << 2) | k as u32, a.chan),
            },
        }
    }

    /// Tries to add operation `i` to `group`; on success the group is updated.
    fn try_add(
        &mut self,
        i: usize,
        group: &mut SGroup,
        windows: &mut Vec<Window>,
        gidx: usize,
    ) -> bool {
        let op = &self.ops[i];
        let clause = *self.clause_serial;
        // Literals.
        let mut lits = group.literals.clone();
        for s in &op.srcs {
            if let VSrc::Lit(b) = s {
                if inline_const(*b).is_none() && !lits.contains(b) {
                    lits.push(*b);
                }
            }
        }
        if lits.len() > 4 {
            return false;
        }
        // Kcache.
        let lines: Vec<(u8, u32)> = op.srcs.iter().filter_map(kc_line).collect();
        let mut wins = windows.clone();
        if !fit_windows(&mut wins, &lines) {
            return false;
        }
        if op.pred && group.ops.iter().any(|o| self.ops[o.op].pred) {
            return false;
        }
        // Unit options.
        let info = op.op.info();
        let fixed = match op.dst_array {
            Some(a) => Some(a.chan),
            None => op.dst.and_then(|d| self.chans[d as usize]),
        };
        let taken = |c: Chan| group.ops.iter().any(|o| o.unit == Unit::Vector(c));
        let t_taken = group.ops.iter().any(|o| o.unit == Unit::Trans);
        let mut options: Vec<(Unit, Chan)> = Vec::new();
        if matches!(info.units, Units::Any | Units::VectorOnly) {
            match fixed {
                Some(c) if !taken(c) => options.push((Unit::Vector(c), c)),
                Some(_) => {}
                None => {
                    // Elements that operations about to become ready need come last.
                    let mut order = Chan::ALL;
                    order.sort_by_key(|c| self.wanted[*c as usize]);
                    for c in order {
                        if !taken(c) {
                            options.push((Unit::Vector(c), c));
                        }
                    }
                }
            }
        }
        if matches!(info.units, Units::Any | Units::TransOnly) && !t_taken {
            match (info.units, fixed) {
                (Units::TransOnly, Some(c)) => options.push((Unit::Trans, c)),
                (Units::TransOnly, None) => {
                    let c = Chan::from_bits(u32::from(self.trans_rr));
                    options.push((Unit::Trans, c));
                }
                (_, Some(c)) if taken(c) => options.push((Unit::Trans, c)),
                (_, Some(_)) => {}
                (_, None) => {
                    if let Some(c) = Chan::ALL.into_iter().find(|c| taken(*c)) {
                        options.push((Unit::Trans, c));
                    }
                }
            }
        }
        for (unit, chan) in options {
            let mut ops = group.ops.clone();
            ops.push(SOp {
                op: i,
                unit,
                chan,
                swizzle: 0,
                forwarded: [None; 3],
            });
            ops.sort_by_key(|o| match o.unit {
                Unit::Vector(c) => c as u8,
                Unit::Trans => 4,
            });
            let port_ops: Vec<PortOp> = ops
                .iter()
                .map(|o| PortOp {
                    trans: o.unit == Unit::Trans,
                    srcs: self.ops[o.op]
                        .srcs
                        .iter()
                        .enumerate()
                        .map(|(k, s)| self.port_src(o.op, k, s, clause, gidx))
                        .collect(),
                })
                .collect();
            if let Some(swz) = find_swizzles(&port_ops) {
                for (o, s) in ops.iter_mut().zip(swz) {
                    o.swizzle = s;
                    for (k, src) in self.ops[o.op].srcs.iter().enumerate() {
                        o.forwarded[k] = match src {
                            VSrc::Reg(r) => match self.defs.get(r) {
                                Some(&(c, g, u)) if c == clause && g + 1 == gidx => Some(u),
                                _ => None,
                            },
                            _ => None,
                        };
                    }
                }
                group.ops = ops;
                group.literals = lits;
                *windows = wins;
                if unit == Unit::Trans && fixed.is_none() && info.units == Units::TransOnly {
                    self.trans_rr = (self.trans_rr + 1) % 4;
                }
                return true;
            }
        }
        false
    }
}

/// Schedules `ops` (one segment, program order) into clauses. `chans` holds each register's
/// element (fixed ones preset; the others are set here); `defs` records where registers were
/// defined (for PV/PS forwarding); `clause_serial` numbers clauses program-wide.
pub fn schedule(
    ops: &[VOp],
    is_ar: &dyn Fn(VReg) -> bool,
    chans: &mut [Option<Chan>],
    defs: &mut DefSites,
    clause_serial: &mut usize,
    opts: SchedOptions,
) -> Vec<SClause> {
    let n = ops.len();
    // Dependences: (pred, minimum group distance): 0 for a write after a read, 1 for a
    // read or write after a write, AR_DELAY for a read of AR after its MOVA (L3458).
    let mut preds: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    let mut last_def: HashMap<VReg, usize> = HashMap::new();
    let mut readers: HashMap<VReg, Vec<usize>> = HashMap::new();
    // Indexed temporary arrays: all reads and writes so far, per array token. A read
    // follows every earlier write (dist 1), a write follows every earlier read (dist 0) and
    // every earlier write of its channel (dist 1); writes of different channels touch
    // different words whatever AR holds and need no order.
    let mut array_reads: HashMap<VReg, Vec<usize>> = HashMap::new();
    let mut array_writes: HashMap<VReg, Vec<usize>> = HashMap::new();
    let token_reads = |op: &VOp| -> Vec<VReg> {
        op.srcs
            .iter()
            .filter_map(|s| match s {
                VSrc::Array(a) => Some(a.token),
                _ => None,
            })
            .collect()
    };
    for (j, op) in ops.iter().enumerate() {
        let tokens = token_reads(op);
        for t in &tokens {
            for &i in array_writes.get(t).map(Vec::as_slice).unwrap_or(&[]) {
                preds[j].push((i, 1));
            }
        }
        if let Some(b) = op.dst_array {
            for &i in array_reads.get(&b.token).map(Vec::as_slice).unwrap_or(&[]) {
                if i != j {
                    preds[j].push((i, 0));
                }
            }
            for &i in array_writes.get(&b.token).map(Vec::as_slice).unwrap_or(&[]) {
                if ops[i].dst_array.is_some_and(|a| a.chan == b.chan) {
                    preds[j].push((i, 1));
                }
            }
        }
        for r in op.reads().filter(|r| !tokens.contains(r)) {
            if let Some(&i) = last_def.get(&r) {
                preds[j].push((i, if is_ar(r) { AR_DELAY } else { 1 }));
            }
        }
        if let Some(d) = op.dst {
            if let Some(&i) = last_def.get(&d) {
                preds[j].push((i, 1));
            }
            for &i in readers.get(&d).map(Vec::as_slice).unwrap_or(&[]) {
                if i != j {
                    // AR may not be used in the group of a MOVA.
                    preds[j].push((i, usize::from(is_ar(d))));
                }
            }
        }
        for r in op.reads().filter(|r| !tokens.contains(r)) {
            readers.entry(r).or_default().push(j);
        }
        for t in tokens {
            array_reads.entry(t).or_default().push(j);
        }
        if let Some(b) = op.dst_array {
            array_writes.entry(b.token).or_default().push(j);
        }
        if let Some(d) = op.dst {
            last_def.insert(d, j);
            readers.remove(&d);
        }
    }
    // A MOVA waits for what its readers wait for (their other predecessors, unless those
    // depend on the MOVA themselves): scheduled early, it would leave AR set while a
    // reader's other operand is still being computed, and a clause cut in between loses
    // AR. Descendants are recomputed per MOVA, so that no added edge closes a cycle.
    for m in (0..n).filter(|&m| ops[m].op == AluOp::MovaInt) {
        let mut succs: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (j, ps) in preds.iter().enumerate() {
            for &(i, _) in ps {
                succs[i].push(j);
            }
        }
        let mut desc = vec![false; n];
        desc[m] = true;
        let mut stack = vec![m];
        while let Some(x) = stack.pop() {
            for &y in &succs[x] {
                if !desc[y] {
                    desc[y] = true;
                    stack.push(y);
                }
            }
        }
        let mut extra: Vec<(usize, usize)> = Vec::new();
        for ps in preds.iter() {
            if !ps.iter().any(|&(i, d)| i == m && d == AR_DELAY) {
                continue;
            }
            extra.extend(ps.iter().filter(|&&(p, _)| !desc[p]).map(|&(p, _)| (p, 0)));
        }
        preds[m].extend(extra);
    }
    // Critical-path heights.
    let mut height = vec![0u32; n];
    for j in (0..n).rev() {
        for &(i, dist) in &preds[j] {
            let h = height[j] + dist as u32;
            height[i] = height[i].max(h);
        }
    }
    let mut ctx = Ctx {
        ops,
        chans,
        defs,
        clause_serial,
        trans_rr: 0,
        wanted: [false; 4],
    };
    // (clause index in `out`, group index) of scheduled operations.
    let mut placed: Vec<Option<(usize, usize)>> = vec![None; n];
    // Whether operation `j` reads AR from a MOVA placed in clause `ci`.
    let reads_ar_of = |j: usize, ci: usize, placed: &[Option<(usize, usize)>]| {
        preds[j].iter().any(|&(i, dist)| {
            dist == AR_DELAY
                && ops[i].op == AluOp::MovaInt
                && matches!(placed[i], Some((c, _)) if c == ci)
        })
    };
    let mut out: Vec<SClause> = vec![SClause::default()];
    let mut remaining = n;
    let mut slots = 0usize;
    let mut nop_run = 0usize;
    while remaining > 0 {
        let ci = out.len() - 1;
        if slots + 7 > r600_isa::program::MAX_ALU_CLAUSE_SLOTS {
            out.push(SClause::default());
            *ctx.clause_serial += 1;
            slots = 0;
            continue;
        }
        let gidx = out[ci].groups.len();
        let mut group = SGroup::default();
        let mut windows = out[ci].windows.clone();
        let mut any_ready = false;
        loop {
            let mut added = false;
            let mut ready: Vec<usize> = (0..n)
                .filter(|&j| placed[j].is_none())
                .filter(|&j| {
                    preds[j].iter().all(|&(i, dist)| match placed[i] {
                        Some((c, g)) => c < ci || g + dist <= gidx,
                        None => group.ops.iter().any(|o| o.op == i) && dist == 0,
                    })
                })
                .filter(|&j| !ops[j].pred || remaining == 1)
                // A MOVA late in a clause could leave its readers to the next clause, where
                // AR is undefined.
                .filter(|&j| {
                    slots + MOVA_RESERVE <= r600_isa::program::MAX_ALU_CLAUSE_SLOTS
                        || !matches!(ops[j].op, AluOp::MovaInt)
                })
                .collect();
            // Operations with a fixed element that only wait for ready operations (to share
            // this group with them): keep their vector units for them when there is a choice.
            let mut is_ready = vec![false; n];
            for &j in &ready {
                is_ready[j] = true;
            }
            ctx.wanted = [false; 4];
            for j in (0..n).filter(|&j| placed[j].is_none() && !is_ready[j]) {
                let chan = match ops[j].dst_array {
                    Some(a) => Some(a.chan),
                    None => ops[j].dst.and_then(|d| ctx.chans[d as usize]),
                };
                let Some(c) = chan else { continue };
                if ops[j].op.info().units == Units::TransOnly {
                    continue;
                }
                let soon = preds[j].iter().all(|&(i, dist)| match placed[i] {
                    Some((c2, g)) => c2 < ci || g + dist <= gidx,
                    None => dist == 0 && is_ready[i],
                });
                if soon {
                    ctx.wanted[c as usize] = true;
                }
            }
            // Readers of an AR value set in this clause go first: AR does not survive the
            // clause, so they must not be pushed past a clause cut.
            ready.sort_by_key(|&j| {
                (
                    !reads_ar_of(j, ci, &placed),
                    std::cmp::Reverse(height[j]),
                    j,
                )
            });
            any_ready |= !ready.is_empty();
            for j in ready {
                if !opts.pack && !group.ops.is_empty() {
                    break;
                }
                if group.ops.iter().any(|o| o.op == j) {
                    continue;
                }
                if ctx.try_add(j, &mut group, &mut windows, gidx) {
                    added = true;
                }
            }
            // Mark as placed so that weak successors can join the same group.
            for o in &group.ops {
                placed[o.op] = Some((ci, gidx));
            }
            if !added || !opts.pack {
                break;
            }
        }
        // (At most a few waiting groups: an AR reader that still cannot go then is stuck
        // for another reason, and the cut below lets emission report it.)
        let ar_pending =
            nop_run < 4 && (0..n).any(|j| placed[j].is_none() && reads_ar_of(j, ci, &placed));
        nop_run = if group.ops.is_empty() { nop_run + 1 } else { 0 };
        if group.ops.is_empty() && (!any_ready || ar_pending) {
            // Only a distance rule (AR three groups after its MOVA) holds operations back, or
            // readers of this clause's AR still wait for it (a kcache cut now would lose AR):
            // a NOP group (no operations) fills the gap.
            slots += 1;
            out[ci].groups.push(group);
            continue;
        }
        if group.ops.is_empty() {
            // Nothing fits: a constant needs a new kcache window.
            out.push(SClause::default());
            *ctx.clause_serial += 1;
            slots = 0;
            continue;
        }
        for o in &group.ops {
            remaining -= 1;
            if let Some(d) = ops[o.op].dst {
                ctx.chans[d as usize] = Some(o.chan);
                ctx.defs.insert(d, (*ctx.clause_serial, gidx, o.unit));
            }
        }
        slots += group.slots();
        out[ci].windows = windows;
        out[ci].groups.push(group);
    }
    *ctx.clause_serial += 1;
    out.retain(|c| !c.groups.is_empty());
    out
}

/// True when `op` writes its destination GPR even without a use (OP3 has no write mask).
pub fn always_writes(op: AluOp) -> bool {
    op.info().format == r600_isa::AluFormat::Op3
}
