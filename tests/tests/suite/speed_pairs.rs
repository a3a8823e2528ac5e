//! Suite `speed_pairs`: every pair of the simulated-cycle benchmark (`ilc_tests::bench`, the
//! table of `docs/performance.md`, "Simulated cycles against clang") computes the host's
//! result on the strict Vega simulator, both as ilc compiled its IL and as clang-14 -O2
//! compiled its OpenCL C; the host result is the OpenCL C source run natively. The cycle
//! figures are not asserted (they are printed by `--example cycle_table`).
//!
//! With `CI=true` a missing clang/lld is a failure; otherwise the test prints a note and
//! returns.

use ilc_tests::bench::{self, geomean, pairs, PairFigures, SideFigures, CLANG, LLD};

#[test]
fn every_pair_matches_the_host_on_both_sides() {
    let all = pairs();
    assert!(all.len() >= 20, "{} pairs", all.len());
    for p in &all {
        assert!(p.il_path().is_file(), "{}: {} is missing", p.name, p.il);
        assert!(p.cl_path().is_file(), "{}: {} is missing", p.name, p.cl);
    }
    if !ilc_tests::opencl::tools_present(&[CLANG, LLD], "the cycle benchmark's pairs") {
        return;
    }
    let failures: Vec<String> = all.iter().filter_map(|p| bench::measure(p).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A pair whose OpenCL C side computes something else than its IL is caught: the launch of
/// `ids_2d` (3x + 5y + in[x]) with the kernel of `ids_3d` would differ, so here the IL of
/// `ids_3d` is checked against the host run of `ids_2d`'s source on `ids_2d`'s launch.
#[test]
fn a_mismatched_pair_is_reported() {
    if !ilc_tests::opencl::tools_present(&[CLANG, LLD], "the cycle benchmark's pairs") {
        return;
    }
    let all = pairs();
    let find = |n: &str| all.iter().find(|p| p.name == n).cloned().expect("pair");
    let mut wrong = find("ids_2d");
    wrong.il = find("ids_3d").il;
    // The IL of ids_3d declares 4x4x4 groups: ilc refuses ids_2d's 8x8 launch, or computes
    // something else; either way the pair fails.
    assert!(bench::measure(&wrong).is_err());
}

#[test]
fn geometric_mean_and_table_by_hand() {
    // (2 * 0.5 * 1)^(1/3) = 1; (4 * 1)^(1/2) = 2.
    assert!((geomean(&[2.0, 0.5, 1.0]) - 1.0).abs() < 1e-12);
    assert!((geomean(&[4.0, 1.0]) - 2.0).abs() < 1e-12);
    let side = |cycles, wave_instructions| SideFigures {
        cycles,
        wave_instructions,
        instructions: 10,
        vgprs: 4,
        sgprs: 8,
    };
    let rows = [
        PairFigures {
            name: "a",
            ilc: side(300, 40),
            clang: side(100, 20),
        },
        PairFigures {
            name: "b",
            ilc: side(100, 10),
            clang: side(300, 40),
        },
    ];
    let t = bench::markdown_table(&rows);
    // a: 300/100 = 3.00, 40/20 = 2.00; b: 100/300 = 0.33, 10/40 = 0.25; cycle geomean
    // sqrt(3 * 1/3) = 1, wave-instruction geomean sqrt(2 * 0.25) = 0.707.
    assert!(
        t.contains("| `a` | 300 | 100 | 3.00 | 40 | 20 | 2.00 |"),
        "{t}"
    );
    assert!(
        t.contains("| `b` | 100 | 300 | 0.33 | 10 | 40 | 0.25 |"),
        "{t}"
    );
    assert!(
        t.contains("simulated cycles **1.000**, wave-instructions 0.707"),
        "{t}"
    );
    assert!(t.contains("worst cycle ratio `a` 3.00"), "{t}");
}
