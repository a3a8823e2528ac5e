//! Shared test harness for passes: text before/after plus evaluator comparison.

use crate::eval::{run, EvalMemory, EvalOptions, LaunchGeometry};
use crate::function::Function;
use crate::parser::parse_function;
use crate::random::{random_function, RandomConfig};
use crate::verifier::verify;

/// Deterministic input memory: UAV 0 and 2, `cb0` and `g[]` with mixed patterns (integers,
/// small floats, zero, NaN), UAV 1 zeroed for outputs.
pub fn inputs() -> EvalMemory {
    let mut mem = EvalMemory::default();
    let pattern = |seed: u32| -> Vec<u32> {
        (0..64u32)
            .map(|i| match (i + seed) % 5 {
                0 => i.wrapping_mul(0x9e37_79b9) ^ seed,
                1 => ((i as f32) * 0.75 - 7.0).to_bits(),
                2 => 0,
                3 => i,
                _ => f32::NAN.to_bits() ^ (i & 1),
            })
            .collect()
    };
    mem.uavs.insert(0, pattern(1));
    mem.uavs.insert(1, vec![0; 64]);
    mem.uavs.insert(2, pattern(2));
    mem.cbs.insert(0, pattern(3));
    mem.global = pattern(4);
    mem
}

/// Runs a function on [`inputs`] over two groups of four lanes.
pub fn evaluate(func: &Function) -> Result<EvalMemory, String> {
    let mut mem = inputs();
    let options = EvalOptions {
        max_steps_per_lane: 20_000,
        ..EvalOptions::default()
    };
    run(func, &LaunchGeometry::linear(4, 2), &mut mem, &options).map_err(|e| e.message)?;
    Ok(mem)
}

/// Checks that `pass` turns `before` into `after` (both as text), that the result verifies,
/// and that both evaluate to the same memory.
pub fn check(pass: fn(&mut Function) -> bool, before: &str, after: &str) {
    let mut func = parse_function(before).unwrap_or_else(|e| panic!("before: {e}"));
    verify(&func).unwrap_or_else(|e| panic!("before does not verify:\n{e}"));
    let expected_memory = evaluate(&func);
    let changed = pass(&mut func);
    verify(&func).unwrap_or_else(|e| panic!("after does not verify:\n{e}\n{func}"));
    pretty_assertions::assert_eq!(func.to_string(), after);
    assert_eq!(changed, before != after, "changed flag");
    assert_eq!(evaluate(&func), expected_memory, "evaluation differs");
}

/// Runs `pass` on random loop-free functions and compares evaluation before and after.
pub fn random_differential(pass: fn(&mut Function) -> bool, seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let mut func = random_function(seed, &RandomConfig::default());
        let before_text = func.to_string();
        let expected = evaluate(&func);
        pass(&mut func);
        if let Err(e) = verify(&func) {
            panic!(
                "seed {seed}: result does not verify:\n{e}\nbefore:\n{before_text}\nafter:\n{func}"
            );
        }
        assert_eq!(
            evaluate(&func),
            expected,
            "seed {seed}\nbefore:\n{before_text}\nafter:\n{func}"
        );
    }
}
