//! Execution statistics of a Vega run and their `--stats` rendering.
//!
//! Two cycle figures (`docs/vega-sim.md`, "Cycle model"): [`Stats::cycles`], the
//! occupancy-aware model of `vega::timing` (waves of several groups sharing one compute unit)
//! when it ran (`Options::timing`; [`Stats::cycle_model`] says which model gave the figure),
//! and [`Stats::wave_cycles`], the earlier per-wave model kept for comparison.
//!
//! Per-wave model (documented, deliberately simple): each wave has its own clock. An instruction
//! costs its issue cycles — SALU, SMEM, branch, waitcnt, barrier and other scalar
//! instructions 1, VALU 4 (a wave64 on a SIMD16; 16 for f64, 32-bit integer multiplies and
//! transcendentals, quarter rate), LDS and VMEM issue 4 — and `s_nop N` costs N+1. Memory
//! operations complete after a fixed latency (SMEM 32, LDS 64, VMEM 300 cycles after issue;
//! same-class operations complete in order). `s_waitcnt` advances the wave's clock to the completion of the
//! operations it waits for (the difference is counted as stall cycles); `s_barrier` advances
//! every wave of the group to the latest arrival. A work-group takes as long as its slowest
//! wave; work-groups run one after another, so the dispatch's cycles are the sum over groups.

use std::fmt::Write;

/// Latency of a scalar memory read.
pub const SMEM_LATENCY: u64 = 32;
/// Latency of an LDS operation.
pub const LDS_LATENCY: u64 = 64;
/// Latency of a vector memory operation.
pub const VMEM_LATENCY: u64 = 300;

/// Instruction categories counted by [`Stats`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// Scalar ALU.
    Salu,
    /// Vector ALU.
    Valu,
    /// Scalar memory.
    Smem,
    /// Vector memory.
    Vmem,
    /// LDS/GDS.
    Lds,
    /// Branches and jumps.
    Branch,
    /// `s_waitcnt`.
    Waitcnt,
    /// `s_nop`.
    Nop,
    /// `s_barrier`.
    Barrier,
    /// Anything else (`s_endpgm`, `s_setprio`, register access...).
    Other,
}

/// All categories, in rendering order.
pub const CATEGORIES: [Category; 10] = [
    Category::Salu,
    Category::Valu,
    Category::Smem,
    Category::Vmem,
    Category::Lds,
    Category::Branch,
    Category::Waitcnt,
    Category::Nop,
    Category::Barrier,
    Category::Other,
];

impl Category {
    /// Display name.
    pub fn name(self) -> &'static str {
        match self {
            Category::Salu => "salu",
            Category::Valu => "valu",
            Category::Smem => "smem",
            Category::Vmem => "vmem",
            Category::Lds => "lds",
            Category::Branch => "branch",
            Category::Waitcnt => "waitcnt",
            Category::Nop => "nop",
            Category::Barrier => "barrier",
            Category::Other => "other",
        }
    }
    /// Position in [`CATEGORIES`].
    #[inline]
    fn index(self) -> usize {
        match self {
            Category::Salu => 0,
            Category::Valu => 1,
            Category::Smem => 2,
            Category::Vmem => 3,
            Category::Lds => 4,
            Category::Branch => 5,
            Category::Waitcnt => 6,
            Category::Nop => 7,
            Category::Barrier => 8,
            Category::Other => 9,
        }
    }
}

/// The cycle model behind [`Stats::cycles`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CycleModel {
    /// The per-wave model (module documentation): `Options::timing` was off, or a
    /// work-group exceeded `Options::trace_budget`. `cycles` equals `wave_cycles`.
    #[default]
    PerWave,
    /// The occupancy-aware model of `vega::timing`.
    Occupancy,
}

impl CycleModel {
    /// Display name (the `--stats` line "cycle model").
    pub fn name(self) -> &'static str {
        match self {
            CycleModel::PerWave => "per-wave model",
            CycleModel::Occupancy => "occupancy-aware model",
        }
    }
}

/// Statistics of one run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Executed wave-instructions per category (indexed like [`CATEGORIES`]).
    pub by_category: [u64; 10],
    /// Simulated cycles of the dispatch on one compute unit: the occupancy-aware model of
    /// `vega::timing` when `Options::timing` is on (and every group's trace fit
    /// `Options::trace_budget`), otherwise the per-wave model's figure (`wave_cycles`);
    /// [`Stats::cycle_model`] tells which. Check it before comparing cycles across runs.
    pub cycles: u64,
    /// Which model produced [`Stats::cycles`].
    pub cycle_model: CycleModel,
    /// Cycles of the per-wave model (see the module documentation): no occupancy, no
    /// contention, groups one after another.
    pub wave_cycles: u64,
    /// Cycles waves spent in `s_waitcnt` beyond its issue turn (occupancy-aware model).
    pub waitcnt_stall_cycles: u64,
    /// Waves per SIMD the kernel's VGPRs and SGPRs allow (at most 10).
    pub waves_per_simd: u64,
    /// Bytes read from memory: (space name, bytes).
    pub bytes_read: Vec<(String, u64)>,
    /// Bytes written to memory: (space name, bytes).
    pub bytes_written: Vec<(String, u64)>,
    /// Byte offsets of the `s_waitcnt` instructions that proved at least one outstanding
    /// memory operation complete in some wave (the others were redundant in this run).
    pub useful_waitcnts: std::collections::BTreeSet<u64>,
    /// `s_barrier`s reached in one-wave work-groups with a store still outstanding (in larger
    /// groups that is a program error): (barrier pc, store pc, store mnemonic).
    pub unpublished_stores: std::collections::BTreeSet<(u64, u64, String)>,
    /// Waves run.
    pub waves: u64,
    /// Work-groups run.
    pub groups: u64,
}

impl Stats {
    /// Counts one wave-instruction.
    #[inline]
    pub fn count(&mut self, c: Category) {
        if let Some(n) = self.by_category.get_mut(c.index()) {
            *n += 1;
        }
    }
    /// Executed wave-instructions of a category.
    pub fn executed(&self, c: Category) -> u64 {
        self.by_category.get(c.index()).copied().unwrap_or(0)
    }
    /// All executed wave-instructions.
    pub fn total(&self) -> u64 {
        self.by_category.iter().sum()
    }
    /// Adds `bytes` of traffic to a space.
    pub fn traffic(&mut self, write: bool, space: &str, bytes: u64) {
        let list = if write {
            &mut self.bytes_written
        } else {
            &mut self.bytes_read
        };
        match list.iter_mut().find(|(s, _)| s == space) {
            Some((_, n)) => *n += bytes,
            None => list.push((space.to_string(), bytes)),
        }
    }
    /// Human-readable rendering for `--stats`.
    pub fn render(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "vega: {} work-groups, {} waves, {} wave-instructions",
            self.groups,
            self.waves,
            self.total()
        );
        for c in CATEGORIES {
            let _ = writeln!(s, "  {:<8} {}", c.name(), self.executed(c));
        }
        let _ = writeln!(s, "  simulated cycles      {}", self.cycles);
        let _ = writeln!(s, "  cycle model           {}", self.cycle_model.name());
        let _ = writeln!(s, "  waitcnt stall cycles  {}", self.waitcnt_stall_cycles);
        let _ = writeln!(s, "  per-wave cycles       {}", self.wave_cycles);
        let _ = writeln!(s, "  waves per SIMD        {}", self.waves_per_simd);
        for (label, list) in [("read", &self.bytes_read), ("written", &self.bytes_written)] {
            for (space, n) in list {
                let _ = writeln!(s, "  bytes {label:<7} {space:<16} {n}");
            }
        }
        for (barrier, store, name) in &self.unpublished_stores {
            let _ = writeln!(
                s,
                "  warning: s_barrier at pc {barrier:#x} reached with {name} at pc {store:#x} outstanding (harmless in a one-wave work-group; a program error with more waves)"
            );
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn render_lists_every_category_and_traffic() {
        let mut st = Stats::default();
        st.count(Category::Valu);
        st.count(Category::Valu);
        st.count(Category::Nop);
        st.traffic(false, "uav0", 256);
        st.traffic(false, "uav0", 4);
        let r = st.render();
        assert!(r.contains("3 wave-instructions"));
        assert!(r.contains("valu     2"));
        assert!(r.contains("uav0             260"));
        assert_eq!(st.executed(Category::Salu), 0);
    }

    #[test]
    fn category_index_is_the_rendering_position() {
        for (i, c) in CATEGORIES.iter().enumerate() {
            assert_eq!(c.index(), i, "{}", c.name());
        }
    }
}
