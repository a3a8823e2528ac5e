//! The pass manager: runs the pass pipeline of an optimisation level, with a `tracing` span
//! per pass and the verifier after each pass in debug builds.
//!
//! - `-O0`: nothing.
//! - `-O1`: copy propagation, constant folding, private-array promotion, peephole, DCE, CFG
//!   simplification.
//! - `-O2`: full unrolling of constant-trip loops first (then CFG simplification, copy
//!   propagation and constant folding turn the copies into straight-line code) and strength
//!   reduction of constant multiplies, then `-O1`
//!   plus GVN, loop-invariant code motion and if-conversion, iterated twice, then
//!   multiply-add formation, unrolling by two of counted loops with a run-time trip count
//!   that load memory, and last load clustering (loads issued as early as their
//!   dependences allow, two iterations' loads together in the loops unrolled by two).

use crate::function::Function;
use crate::passes::{
    const_fold, copy_prop, dce, gvn, if_convert, licm, mad_formation, peephole, promote_private,
    schedule_loads, simplify_cfg, strength_reduce, unroll, unroll_by_two,
};
use crate::verifier::{verify_if_debug, VerifierErrors};
use std::fmt;

/// Optimisation level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum OptLevel {
    /// No optimisation.
    O0,
    /// Cheap local clean-ups.
    O1,
    /// The full pipeline.
    #[default]
    O2,
}

/// A named pass.
pub type Pass = (&'static str, fn(&mut Function) -> bool);

const O1: &[Pass] = &[
    ("copy_prop", copy_prop::run),
    ("const_fold", const_fold::run),
    ("promote_private", promote_private::run),
    ("peephole", peephole::run),
    ("copy_prop", copy_prop::run),
    ("dce", dce::run),
    ("simplify_cfg", simplify_cfg::run),
];

const O2: &[Pass] = &[
    ("copy_prop", copy_prop::run),
    ("const_fold", const_fold::run),
    ("unroll", unroll::run),
    ("simplify_cfg", simplify_cfg::run),
    ("copy_prop", copy_prop::run),
    ("const_fold", const_fold::run),
    ("strength_reduce", strength_reduce::run),
    ("copy_prop", copy_prop::run),
    ("promote_private", promote_private::run),
    ("peephole", peephole::run),
    ("copy_prop", copy_prop::run),
    ("gvn", gvn::run),
    ("licm", licm::run),
    ("if_convert", if_convert::run),
    ("simplify_cfg", simplify_cfg::run),
    ("copy_prop", copy_prop::run),
    ("const_fold", const_fold::run),
    ("strength_reduce", strength_reduce::run),
    ("peephole", peephole::run),
    ("mad_formation", mad_formation::run),
    ("unroll_by_two", unroll_by_two::run),
    ("copy_prop", copy_prop::run),
    ("gvn", gvn::run),
    ("dce", dce::run),
    ("simplify_cfg", simplify_cfg::run),
    ("schedule_loads", schedule_loads::run),
];

/// The passes of an optimisation level, in order.
pub fn passes(level: OptLevel) -> &'static [Pass] {
    match level {
        OptLevel::O0 => &[],
        OptLevel::O1 => O1,
        OptLevel::O2 => O2,
    }
}

/// A pass left the function invalid.
#[derive(Clone, Debug)]
pub struct PassError {
    /// The pass that ran last.
    pub pass: &'static str,
    /// What the verifier found.
    pub errors: VerifierErrors,
}

impl fmt::Display for PassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "internal error: IR invalid after pass `{}`:\n{}",
            self.pass, self.errors
        )
    }
}

impl std::error::Error for PassError {}

/// Runs the pipeline of `level` on `func`.
pub fn optimize(func: &mut Function, level: OptLevel) -> Result<(), PassError> {
    for (name, pass) in passes(level) {
        let _span = tracing::info_span!("pass", name = *name).entered();
        let changed = pass(func);
        tracing::trace!(changed, "after {name}:\n{func}");
        verify_if_debug(func).map_err(|errors| PassError { pass: name, errors })?;
    }
    Ok(())
}

/// The instruction counts around one pass run (from [`optimize_with_stats`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassStat {
    /// The pass.
    pub pass: &'static str,
    /// Instructions before the pass.
    pub before: usize,
    /// Instructions after the pass.
    pub after: usize,
}

/// [`optimize`], also returning the instruction count before and after every pass run (in
/// pipeline order), for the per-pass reduction figures of `docs/performance.md`.
pub fn optimize_with_stats(
    func: &mut Function,
    level: OptLevel,
) -> Result<Vec<PassStat>, PassError> {
    let mut stats = Vec::new();
    for (name, pass) in passes(level) {
        let _span = tracing::info_span!("pass", name = *name).entered();
        let before = func.inst_count();
        pass(func);
        stats.push(PassStat {
            pass: name,
            before,
            after: func.inst_count(),
        });
        verify_if_debug(func).map_err(|errors| PassError { pass: name, errors })?;
    }
    Ok(stats)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_function;
    use crate::passes::testing::evaluate;
    use crate::random::{random_function, RandomConfig};

    #[test]
    fn o2_cleans_up_a_lowered_style_function() {
        let text = "function %f {
block0:
    v0 = special global_id.x
    v1 = copy v0
    v2 = const.i32 4
    v3 = imul v1, v2
    v4 = load uav(0) v3
    v5 = const.i32 0
    v6 = icmp slt v4, v5
    v7 = bmask v6
    v8 = icmp ne v7, v5
    brif v8, block1, block2
block1:
    v9 = ineg v4
    jump block3(v9)
block2:
    jump block3(v4)
block3(v10: i32):
    v11 = imul v0, v2
    store uav(1) v11, v10
    return
}
";
        let mut func = parse_function(text).unwrap();
        let expected = evaluate(&func);
        optimize(&mut func, OptLevel::O2).unwrap();
        assert_eq!(evaluate(&func), expected);
        pretty_assertions::assert_eq!(
            func.to_string(),
            "function %f {
block0:
    v0 = special global_id.x
    v12 = const.i32 2
    v3 = ishl v0, v12
    v4 = load uav(0) v3
    v5 = const.i32 0
    v6 = icmp slt v4, v5
    v9 = ineg v4
    v14 = select v6, v9, v4
    store uav(1) v3, v14
    return
}
"
        );
    }

    #[test]
    fn o2_keeps_terminating_random_loops_meaning() {
        let mut compared = 0;
        for seed in 300..380 {
            let cfg = RandomConfig {
                blocks: 5,
                back_edges: true,
                ..RandomConfig::default()
            };
            let mut func = random_function(seed, &cfg);
            let Ok(expected) = evaluate(&func) else {
                continue;
            };
            optimize(&mut func, OptLevel::O2).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert_eq!(evaluate(&func), Ok(expected), "seed {seed}\n{func}");
            compared += 1;
        }
        assert!(compared >= 15, "only {compared} terminated");
    }

    #[test]
    fn every_level_keeps_random_functions_meaning() {
        for level in [OptLevel::O0, OptLevel::O1, OptLevel::O2] {
            for seed in 100..130 {
                let mut func = random_function(
                    seed,
                    &RandomConfig {
                        blocks: 6,
                        ..RandomConfig::default()
                    },
                );
                let expected = evaluate(&func);
                optimize(&mut func, level).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
                assert_eq!(evaluate(&func), expected, "{level:?} seed {seed}\n{func}");
            }
        }
    }
}
