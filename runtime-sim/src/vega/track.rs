//! Strictness bookkeeping of one wave: outstanding memory operations and the `s_waitcnt`
//! counters (Vega ISA manual, "Data Dependency Resolution"), and the producers the
//! "Manually Inserted Wait States (NOPs)" table needs.
//!
//! Counter model: memory operations execute when issued, but their destination registers stay
//! *pending* until an `s_waitcnt` proves the data has returned; reading or overwriting a
//! pending register is a program error. An operation `X` counted by a counter is proven
//! complete by `s_waitcnt <counter>(N)` when at least `N` operations issued after `X` must
//! return after it: operations of the same ordering class return in order (VM_CNT: all vector
//! memory reads and writes; LGKM_CNT: LDS; GDS; messages), while scalar memory reads return out
//! of order, so only `lgkmcnt(0)` proves them complete. FLAT (segment 0) operations count on
//! both counters and may complete out of order (manual, FLAT "Ordering" and "Importing Timing
//! Consideration"): one is proven complete once both `vmcnt(0)` and `lgkmcnt(0)` were waited
//! for after it, and it never counts as a later operation of another class.

use std::collections::VecDeque;

/// The three counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counter {
    /// VM_CNT.
    Vm,
    /// LGKM_CNT.
    Lgkm,
    /// Both (FLAT).
    Both,
    /// EXP_CNT (exports).
    Exp,
}

impl Counter {
    /// The `s_waitcnt` operands that wait for every operation of the counter.
    pub fn wait_all(self) -> &'static str {
        match self {
            Counter::Vm => "vmcnt(0)",
            Counter::Lgkm => "lgkmcnt(0)",
            Counter::Both => "vmcnt(0) lgkmcnt(0)",
            Counter::Exp => "expcnt(0)",
        }
    }

    /// The counter's name in `s_waitcnt` syntax.
    pub fn name(self) -> &'static str {
        match self {
            Counter::Vm => "vmcnt",
            Counter::Lgkm => "lgkmcnt",
            Counter::Both => "vmcnt(0) and lgkmcnt(0)",
            Counter::Exp => "expcnt",
        }
    }
}

/// Ordering classes: operations of one class return in issue order, except [`Class::Smem`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Vector memory (MUBUF, MTBUF, MIMG, GLOBAL, SCRATCH).
    Vmem,
    /// FLAT (segment 0): vector memory or LDS, both counters, out of order.
    Flat,
    /// LDS.
    Lds,
    /// Scalar memory reads (out of order).
    Smem,
    /// Exports (in order; EXP_CNT): their source VGPRs may not be overwritten until proven
    /// read.
    Exp,
}

impl Class {
    /// The counter of the class.
    pub fn counter(self) -> Counter {
        match self {
            Class::Vmem => Counter::Vm,
            Class::Flat => Counter::Both,
            Class::Exp => Counter::Exp,
            _ => Counter::Lgkm,
        }
    }
}

/// Destination registers of an operation: (vector?, first, count).
pub type Regs = (bool, u16, u8);

/// One outstanding memory operation.
#[derive(Clone, Debug)]
pub struct Pending {
    /// Wave-local id (from 1).
    pub id: u32,
    /// Ordering class.
    pub class: Class,
    /// Byte offset of the instruction.
    pub pc: u64,
    /// Mnemonic.
    pub name: &'static str,
    /// Destination registers, if it returns data.
    pub dest: Option<Regs>,
    /// Simulated cycle at which the data is back.
    pub complete: u64,
    /// It writes memory (a store or an atomic), which an `s_barrier` must see completed to
    /// publish it to the other waves.
    pub stores: bool,
    /// FLAT: `vmcnt(0)` / `lgkmcnt(0)` were waited for after it.
    pub waited: (bool, bool),
    /// Set by [`Tracker::wait`] for the operations it proves complete.
    retire: bool,
}

/// Outstanding operations and pending registers of a wave.
#[derive(Clone, Debug)]
pub struct Tracker {
    /// Outstanding operations in issue order.
    pub ops: VecDeque<Pending>,
    next_id: u32,
    /// Per scalar register: id of the operation that will write it (0: none).
    pend_s: [u32; 128],
    /// Per vector register.
    pend_v: Vec<u32>,
    /// Per vector register: id of the outstanding export that still has to read it (0: none).
    guard_v: Vec<u32>,
    /// Outstanding exports.
    exports: u32,
    last_complete: [u64; 5],
    /// Ids of the operations the last [`Tracker::wait`] proved complete (for the timing trace).
    pub last_retired: Vec<u32>,
}

impl Default for Tracker {
    fn default() -> Self {
        Tracker {
            ops: VecDeque::new(),
            next_id: 1,
            pend_s: [0; 128],
            pend_v: vec![0; 256],
            guard_v: vec![0; 256],
            exports: 0,
            last_complete: [0; 5],
            last_retired: Vec::new(),
        }
    }
}

fn class_index(c: Class) -> usize {
    match c {
        Class::Vmem => 0,
        Class::Lds => 1,
        Class::Smem => 2,
        Class::Flat => 3,
        Class::Exp => 4,
    }
}

impl Tracker {
    /// Operations issued so far (ids are given from 1 in issue order).
    #[inline]
    pub fn issued(&self) -> u32 {
        self.next_id.wrapping_sub(1)
    }

    /// Records an issued operation (`stores`: it writes memory); returns its id.
    pub fn issue(
        &mut self,
        class: Class,
        pc: u64,
        name: &'static str,
        dest: Option<Regs>,
        ready: u64,
        stores: bool,
    ) -> u32 {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1).max(1);
        // Same-class operations complete in order (scalar memory may overtake).
        let ci = class_index(class);
        let complete = if matches!(class, Class::Smem | Class::Flat) {
            ready
        } else {
            ready.max(self.last_complete[ci])
        };
        self.last_complete[ci] = complete;
        if let Some((v, first, n)) = dest {
            for r in first..first + u16::from(n) {
                let slot = if v {
                    self.pend_v.get_mut(usize::from(r))
                } else {
                    self.pend_s.get_mut(usize::from(r))
                };
                if let Some(s) = slot {
                    *s = id;
                }
            }
        }
        self.ops.push_back(Pending {
            id,
            class,
            pc,
            name,
            dest,
            complete,
            stores,
            waited: (false, false),
            retire: false,
        });
        id
    }

    /// Records an issued export reading `regs`, which stay guarded against overwrites until
    /// an `s_waitcnt expcnt` proves the export has read them; returns its id.
    pub fn issue_export(&mut self, pc: u64, name: &'static str, regs: &[u16], ready: u64) -> u32 {
        let id = self.issue(Class::Exp, pc, name, None, ready, false);
        for &r in regs {
            if let Some(g) = self.guard_v.get_mut(usize::from(r)) {
                *g = id;
            }
        }
        self.exports += 1;
        id
    }

    /// The outstanding export that still reads one of VGPRs `first..first+count`, if any.
    #[inline]
    pub fn guarded(&self, first: u16, count: u8) -> Option<&Pending> {
        if self.exports == 0 {
            return None;
        }
        let end = usize::from(first) + usize::from(count);
        let ids = self
            .guard_v
            .get(usize::from(first)..end.min(self.guard_v.len()))?;
        let id = *ids.iter().find(|&&i| i != 0)?;
        self.ops.iter().find(|p| p.id == id)
    }

    /// The outstanding operation that will write register `r`, if any.
    #[inline]
    pub fn pending(&self, vector: bool, first: u16, count: u8) -> Option<&Pending> {
        let table: &[u32] = if vector { &self.pend_v } else { &self.pend_s };
        let end = usize::from(first) + usize::from(count);
        let ids = table.get(usize::from(first)..end.min(table.len()))?;
        let id = *ids.iter().find(|&&i| i != 0)?;
        self.ops.iter().find(|p| p.id == id)
    }

    /// Whether operation `id` is still outstanding.
    pub fn outstanding(&self, id: u32) -> bool {
        self.ops.iter().any(|p| p.id == id)
    }

    /// Applies `s_waitcnt` with the given limits (EXP_CNT counts exports; GDS is not
    /// modelled); returns the cycle at which the wait ends (the latest completion among the
    /// operations it proves complete) and how many operations it proved complete.
    pub fn wait(&mut self, vm: u16, exp: u16, lgkm: u16) -> (u64, usize) {
        let mut until = 0;
        self.last_retired.clear();
        // Walk from the newest operation back, counting the later operations of each class.
        let mut later = [0usize; 5];
        for op in self.ops.iter_mut().rev() {
            let ci = class_index(op.class);
            let limit = match op.class.counter() {
                Counter::Vm => vm,
                Counter::Exp => exp,
                Counter::Lgkm | Counter::Both => lgkm,
            };
            let waited = (op.waited.0 || vm == 0, op.waited.1 || lgkm == 0);
            op.retire = if op.class == Class::Flat {
                waited.0 && waited.1
            } else if op.class == Class::Smem {
                limit == 0
            } else {
                later[ci] >= usize::from(limit)
            };
            if let Some(n) = later.get_mut(ci) {
                *n += 1;
            }
            if op.retire {
                self.last_retired.push(op.id);
                until = until.max(op.complete);
                if op.class == Class::Exp {
                    self.exports = self.exports.saturating_sub(1);
                    for g in self.guard_v.iter_mut().filter(|g| **g == op.id) {
                        *g = 0;
                    }
                }
                if let Some((v, first, n)) = op.dest {
                    for r in first..first + u16::from(n) {
                        let slot = if v {
                            self.pend_v.get_mut(usize::from(r))
                        } else {
                            self.pend_s.get_mut(usize::from(r))
                        };
                        if let Some(s) = slot.filter(|s| **s == op.id) {
                            *s = 0;
                        }
                    }
                }
            } else {
                op.waited = waited;
            }
        }
        if !self.last_retired.is_empty() {
            self.ops.retain(|op| !op.retire);
        }
        (until, self.last_retired.len())
    }
}

/// Wait-state bookkeeping: for each hazard producer, the wait-state count at which it issued.
/// A wait state is one issued instruction; `s_nop N` provides N+1.
#[derive(Clone, Debug)]
pub struct Hazards {
    /// Wait-state clock (before the current instruction).
    pub now: u64,
    /// Per scalar register: clock of the last VALU write (`u64::MAX`: never).
    pub valu_sgpr: [u64; 128],
    /// Per scalar register: mnemonic and pc of that write.
    pub valu_sgpr_by: [(&'static str, u64); 128],
    /// Per scalar register: clock of the last SALU write.
    pub salu_sgpr: [u64; 128],
    /// Per VGPR: clock of the last VALU write.
    pub valu_vgpr: Vec<u64>,
    /// Per VGPR: mnemonic and pc of that write.
    pub valu_vgpr_by: Vec<(&'static str, u64)>,
    /// Per scalar register: mnemonic and pc of the last SALU write.
    pub salu_sgpr_by: [(&'static str, u64); 128],
    /// Clock of the last VALU write of EXEC.
    pub valu_exec: (u64, &'static str, u64),
    /// Clock of the last VALU write of VCC by name, or of the SGPR pair holding it.
    pub valu_vcc: (u64, &'static str, u64),
    /// Last `s_setreg` (clock, hardware register id, pc, bits written).
    pub setreg: (u64, u32, u64, u32),
    /// Last `s_setvskip` (clock, pc).
    pub setvskip: (u64, u64),
    /// Last wide store whose data VGPRs must not be overwritten for one wait state:
    /// (clock, first VGPR, count, mnemonic, pc).
    pub wide_store: (u64, u16, u8, &'static str, u64),
}

/// Clock value meaning "never happened".
pub const NEVER: u64 = u64::MAX;

impl Default for Hazards {
    fn default() -> Self {
        Hazards {
            now: 0,
            valu_sgpr: [NEVER; 128],
            valu_sgpr_by: [("", 0); 128],
            salu_sgpr: [NEVER; 128],
            valu_vgpr: vec![NEVER; 256],
            valu_vgpr_by: vec![("", 0); 256],
            salu_sgpr_by: [("", 0); 128],
            valu_exec: (NEVER, "", 0),
            valu_vcc: (NEVER, "", 0),
            setreg: (NEVER, 0, 0, 0),
            setvskip: (NEVER, 0),
            wide_store: (NEVER, 0, 0, "", 0),
        }
    }
}

impl Hazards {
    /// Wait states between a producer at clock `at` and the current instruction (`None` if the
    /// producer never issued).
    #[inline]
    pub fn since(&self, at: u64) -> Option<u64> {
        (at != NEVER).then(|| self.now.saturating_sub(at).saturating_sub(1))
    }
}
