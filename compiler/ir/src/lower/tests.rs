//! Lowering tests: IL text → IR, verified, optimised at every level and evaluated; expected
//! memory is computed by hand from the IL manual's semantics.

use super::lower;
use crate::eval::{run, EvalMemory, EvalOptions, LaunchGeometry};
use crate::passes::pipeline::{optimize, OptLevel};
use crate::verifier::verify;

fn lower_text(il: &str) -> crate::Function {
    let program = amdil::parse(il).unwrap_or_else(|d| panic!("{d:?}"));
    let func = lower(&program).unwrap_or_else(|e| panic!("{e}"));
    verify(&func).unwrap_or_else(|e| panic!("{e}\n{func}"));
    func
}

/// Lowers, then evaluates unoptimised and at -O1/-O2; all must agree. Returns UAV `out`.
fn run_il(il: &str, geometry: LaunchGeometry, memory: EvalMemory, out: u32) -> Vec<u32> {
    let func = lower_text(il);
    let mut results = Vec::new();
    for level in [OptLevel::O0, OptLevel::O1, OptLevel::O2] {
        let mut f = func.clone();
        optimize(&mut f, level).unwrap_or_else(|e| panic!("{e}"));
        let mut mem = memory.clone();
        run(&f, &geometry, &mut mem, &EvalOptions::default())
            .unwrap_or_else(|e| panic!("{level:?}: {e}\n{f}"));
        results.push(mem.uavs.get(&out).cloned().unwrap_or_default());
    }
    assert_eq!(results[0], results[1], "-O1 differs");
    assert_eq!(results[0], results[2], "-O2 differs");
    results.swap_remove(0)
}

fn uavs(list: &[(u32, Vec<u32>)]) -> EvalMemory {
    let mut m = EvalMemory::default();
    for (id, words) in list {
        m.uavs.insert(*id, words.clone());
    }
    m
}

#[test]
fn store_global_id_times_three() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 4, 1, 1
dcl_raw_uav_id(1)
dcl_literal l0, 4, 3, 0, 0
mov r0.x, vAbsTid.x
imul r1.x, r0.x, l0.x
imul r2.x, r0.x, l0.y
uav_raw_store_id(1) mem.x, r1.x, r2.x
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(4, 2),
        uavs(&[(1, vec![0; 8])]),
        1,
    );
    assert_eq!(out, vec![0, 3, 6, 9, 12, 15, 18, 21]);
}

#[test]
fn while_loop_with_break_sums() {
    // r1 = sum of 0..gid.
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_literal l0, 0, 1, 4, 0
mov r0.x, vAbsTid.x
mov r1.x, l0.x
mov r2.x, l0.x
whileloop
  ige r3.x, r2.x, r0.x
  break_logicalnz r3.x
  iadd r1.x, r1.x, r2.x
  iadd r2.x, r2.x, l0.y
endloop
imul r4.x, r0.x, l0.z
uav_raw_store_id(0) mem.x, r4.x, r1.x
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(8, 1),
        uavs(&[(0, vec![0; 8])]),
        0,
    );
    assert_eq!(out, vec![0, 0, 1, 3, 6, 10, 15, 21]);
}

#[test]
fn if_else_float_modifiers_and_saturate() {
    // x = (float)gid; if (x >= 2.0) y = sat(x * 0.25 + -x*0) else y = -x; store bits.
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_literal l0, 0x40000000, 0x3e800000, 4, 0
mov r0.x, vAbsTid.x
itof r1.x, r0.x
ifc_relop(ge) r1.x, l0.x
  mul_sat r2.x, r1.x, l0.y
else
  mov r2.x, r1.x_neg(x)
endif
imul r3.x, r0.x, l0.z
uav_raw_store_id(0) mem.x, r3.x, r2.x
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(6, 1),
        uavs(&[(0, vec![0; 6])]),
        0,
    );
    let expect: Vec<u32> = [-0.0f32, -1.0, 0.5, 0.75, 1.0, 1.0]
        .iter()
        .map(|f| f.to_bits())
        .collect();
    assert_eq!(out, expect);
}

#[test]
fn switch_with_fallthrough_and_default() {
    // case 0: r1 = 10, falls into case 1: r1 += 1; case 2: r1 = 20 (break); default: r1 = 99.
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_literal l0, 10, 1, 20, 99
dcl_literal l1, 4, 0, 0, 0
mov r0.x, vAbsTid.x
mov r1.x, l1.y
switch r0.x
case 0
  mov r1.x, l0.x
case 1
  iadd r1.x, r1.x, l0.y
  break
case 2
  mov r1.x, l0.z
  break
default
  mov r1.x, l0.w
endswitch
imul r2.x, r0.x, l1.x
uav_raw_store_id(0) mem.x, r2.x, r1.x
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(4, 1),
        uavs(&[(0, vec![0; 4])]),
        0,
    );
    assert_eq!(out, vec![11, 1, 20, 99]);
}

#[test]
fn subroutines_are_inlined_and_recursion_is_an_error() {
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_literal l0, 4, 5, 0, 0
mov r0.x, vAbsTid.x
imul r2.x, r0.x, l0.x
call 1
call 1
uav_raw_store_id(0) mem.x, r2.x, r0.x
endmain
func 1
  iadd r0.x, r0.x, l0.y
ret
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(2, 1),
        uavs(&[(0, vec![0; 2])]),
        0,
    );
    assert_eq!(out, vec![10, 11]);

    let recursive = "il_cs_2_0
call 1
endmain
func 1
call 1
ret
end
";
    let program = amdil::parse(recursive).unwrap();
    let e = lower(&program).unwrap_err();
    assert!(e.message.contains("recursive call of function 1"), "{e}");
    // The span points at the inner `call 1` (line 5).
    assert_eq!(
        &recursive[e.span.start as usize..e.span.end as usize],
        "call 1"
    );
    assert!(e.span.start as usize > recursive.find("func 1").unwrap_or(0));
}

#[test]
fn lds_exchange_through_a_barrier() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 4, 1, 1
dcl_raw_uav_id(0)
dcl_lds_id(0) 16
dcl_literal l0, 4, 1, 3, 0
mov r0.x, vTidInGrp.x
imul r1.x, r0.x, l0.x
lds_store_id(0) r1.x, r0.x
fence_threads_lds
iadd r2.x, r0.x, l0.y
and r2.x, r2.x, l0.z
imul r2.x, r2.x, l0.x
lds_load_id(0) r3.x, r2.x
imul r4.x, vAbsTid.x, l0.x
uav_raw_store_id(0) mem.x, r4.x, r3.x
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(4, 2),
        uavs(&[(0, vec![0; 8])]),
        0,
    );
    assert_eq!(out, vec![1, 2, 3, 0, 1, 2, 3, 0]);
}

#[test]
fn constant_buffer_indexed_temps_and_swizzles() {
    // x0[i] = cb0[gid].yx01 ; read back x0[i].y + x0[i].w bits via integer add.
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_cb cb0[4]
dcl_indexed_temp_array x0[2]
dcl_literal l0, 4, 1, 0, 0
mov r0.x, vAbsTid.x
and r1.x, r0.x, l0.y
mov x0[r1.x], cb0[r0.x].yx01
mov r2, x0[r1.x+0]
iadd r3.x, r2.y, r2.w
imul r4.x, r0.x, l0.x
uav_raw_store_id(0) mem.x, r4.x, r3.x
end
";
    let mut mem = uavs(&[(0, vec![0; 4])]);
    mem.cbs.insert(0, (0..16).map(|i| i * 10).collect());
    let out = run_il(il, LaunchGeometry::linear(4, 1), mem, 0);
    // r2.y = cb0[gid].x = 40*gid; r2.w = 1.0f bits.
    let expect: Vec<u32> = (0..4).map(|g| 40 * g + 0x3f80_0000).collect();
    assert_eq!(out, expect);
}

#[test]
fn atomics_return_old_values() {
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 0, 1, 4, 0
uav_read_add_id(0) r0.x, l0.x, l0.y
imul r1.x, vAbsTid.x, l0.z
uav_raw_store_id(1) mem.x, r1.x, r0.x
end
";
    let mut mem = uavs(&[(0, vec![5]), (1, vec![0; 4])]);
    let out = run_il(il, LaunchGeometry::linear(4, 1), mem.clone(), 1);
    assert_eq!(out, vec![5, 6, 7, 8]);
    let func = lower_text(il);
    run(
        &func,
        &LaunchGeometry::linear(4, 1),
        &mut mem,
        &EvalOptions::default(),
    )
    .unwrap();
    assert_eq!(mem.uavs[&0], vec![9]);
}

#[test]
fn unsupported_opcode_is_a_located_error() {
    let il = "il_cs_2_0\nmov r0, r1\nnrm r0, r1\nend\n";
    let program = amdil::parse(il).unwrap();
    let e = lower(&program).unwrap_err();
    assert!(e.message.contains("unsupported: `nrm`"), "{e}");
    assert_eq!(&il[e.span.start as usize..e.span.start as usize + 3], "nrm");
}

#[test]
fn an_arena_uav_declaration_alone_lowers_and_its_accesses_are_located_errors() {
    // Milkyway@Home's separation kernels declare `dcl_arena_uav_id(8)` and never access it.
    let declared_only = "il_cs_2_0
dcl_num_thread_per_group 4
dcl_raw_uav_id(1)
dcl_arena_uav_id(8)
dcl_literal l0, 2, 0, 0, 0
ishl r0.x, vAbsTid.x, l0.x
uav_raw_store_id(1) mem.x, r0.x, vAbsTid.x
end
";
    let mut mem = uavs(&[(1, vec![9; 4])]);
    let func = lower_text(declared_only);
    run(
        &func,
        &LaunchGeometry::linear(4, 1),
        &mut mem,
        &EvalOptions::default(),
    )
    .unwrap();
    // Work-item i stores i at byte 4*i.
    assert_eq!(mem.uavs[&1], vec![0, 1, 2, 3]);
    let accessed =
        "il_cs_2_0\ndcl_arena_uav_id(8)\nuav_arena_load_id(8)_size(byte) r0.x, r1.x\nend\n";
    let program = amdil::parse(accessed).unwrap();
    let e = lower(&program).unwrap_err();
    assert!(e.message.contains("unsupported: `uav_arena_load`"), "{e}");
    let at = e.span.start as usize;
    assert_eq!(&accessed[at..at + 14], "uav_arena_load");
}

#[test]
fn doubles_round_trip_through_register_pairs() {
    // d = (double)(float)gid; r = d*d + d via dmad; compare d < 2; back to float.
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_literal l0, 8, 4, 0, 0x40000000
itof r1.x, vAbsTid.x
f2d r2.xy, r1.x
dmad r3.zw, r2.xy, r2.xy, r2.xy
dadd r4.xy, r3.zw, r2.xy
d2f r5.x, r4.xy
f2d r6.xy, l0.w
dlt r7.x, r2.xy, r6.xy
imul r8.x, vAbsTid.x, l0.x
uav_raw_store_id(0) mem.x, r8.x, r5.x
iadd r9.x, r8.x, l0.y
uav_raw_store_id(0) mem.x, r9.x, r7.x
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(4, 1),
        uavs(&[(0, vec![0; 8])]),
        0,
    );
    // g*g + g + g for g = 0..3 → 0, 3, 8, 15; g < 2 → mask.
    let expect: Vec<u32> = [(0.0f32, true), (3.0, true), (8.0, false), (15.0, false)]
        .iter()
        .flat_map(|(f, lt)| [f.to_bits(), if *lt { u32::MAX } else { 0 }])
        .collect();
    assert_eq!(out, expect);
}

#[test]
fn float_macros_mod_sgn_lrp_cmov() {
    // Per lane g: x = g - 1.5 (−1.5, −0.5, 0.5, 1.5).
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_literal l0, 0x3fc00000, 0x3f000000, 16, 4
dcl_literal l1, 0x40000000, 0, 0x3f800000, 8
itof r0.x, vAbsTid.x
sub r0.x, r0.x, l0.x
mod r1.x, r0.x, l0.y
mod r1.y, r0.x, l1.y
sgn r1.z, r0.x
mov r2.x, l1.x
cmov r2.x, r1.z, r0.x
imul r3.x, vAbsTid.x, l0.z
uav_raw_store_id(0) mem.xyz_, r3.x, r1.xyzz
iadd r3.x, r3.x, l0.w
iadd r3.x, r3.x, l1.w
uav_raw_store_id(0) mem.x___, r3.x, r2.x
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(4, 1),
        uavs(&[(0, vec![0; 16])]),
        0,
    );
    let f = |x: f32| x.to_bits();
    // mod(x, 0.5) = x - 0.5*trunc(x/0.5): ±1.5 and ±0.5 are multiples, and x - x is +0 in
    // IEEE round-to-nearest, so every lane gets +0.
    // mod(x, 0) = x. sgn: -1, -1, 1, 1. cmov: sgn != 0 always → x.
    let expect = vec![
        f(0.0),
        f(-1.5),
        f(-1.0),
        f(-1.5),
        f(0.0),
        f(-0.5),
        f(-1.0),
        f(-0.5),
        f(0.0),
        f(0.5),
        f(1.0),
        f(0.5),
        f(0.0),
        f(1.5),
        f(1.0),
        f(1.5),
    ];
    assert_eq!(out, expect);
}

#[test]
fn bit_and_byte_align_follow_the_manual_example() {
    // Manual L9683-9690: src0 = 0x01234567, src1 = 0x89ABCDEF, shift 24 → 0x23456789.
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_literal l0, 0x89abcdef, 0x01234567, 24, 8
dcl_literal l1, 1, 4, 0, 0
bitalign r0.x, l0.y, l0.x, l0.z
bitalign r0.y, l0.y, l0.x, l0.w
bytealign r0.z, l0.y, l0.x, l1.x
mov r1.x, l1.z
uav_raw_store_id(0) mem.xyz_, r1.x, r0.xyzz
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(1, 1),
        uavs(&[(0, vec![0; 3])]),
        0,
    );
    assert_eq!(out, vec![0x2345_6789, 0x6789_abcd, 0x6789_abcd]);
}

#[test]
fn cmp_with_cmpval_and_uav_cmp() {
    // x = gid * 0.25; cmp_relop(ge)_cmpval(0.5): x >= 0.5 ? 1.0 : 2.0 (L7631-7643).
    // uav_cmp writes 9 over word 0 when it equals 7 (L11257-11270).
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 0x3e800000, 0x3f800000, 0x40000000, 4
dcl_literal l1, 0, 9, 7, 0
itof r0.x, vAbsTid.x
mul r0.x, r0.x, l0.x
cmp_relop(ge)_cmpval(0.5) r1.x, r0.x, l0.y, l0.z
imul r2.x, vAbsTid.x, l0.w
uav_raw_store_id(0) mem.x, r2.x, r1.x
uav_cmp_id(1) l1.x, l1.y, l1.z
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(4, 1),
        uavs(&[(0, vec![0; 4]), (1, vec![7])]),
        0,
    );
    let f = |x: f32| x.to_bits();
    assert_eq!(out, vec![f(2.0), f(2.0), f(1.0), f(1.0)]);
    let out1 = run_il(
        il,
        LaunchGeometry::linear(4, 1),
        uavs(&[(0, vec![0; 4]), (1, vec![7])]),
        1,
    );
    assert_eq!(out1, vec![9]);
}

/// Random structured IL: nested ifs, bounded loops (a per-depth counter decremented at the
/// top of each iteration), switches with fallthrough, breaks, continues and subroutine
/// calls, over four integer registers. Every program must lower to verified IR, and -O0,
/// -O1 and -O2 must store the same values.
fn random_il(rng: &mut crate::random::Rng) -> String {
    fn body(
        rng: &mut crate::random::Rng,
        out: &mut String,
        depth: usize,
        in_loop: bool,
        budget: &mut usize,
    ) {
        let n = 1 + rng.below(4);
        for _ in 0..n {
            if *budget == 0 {
                return;
            }
            *budget -= 1;
            let (d, a, b) = (rng.below(4), rng.below(4), rng.below(4));
            let comp = ["x", "y", "z", "w"][rng.below(4)];
            match rng.below(if depth < 3 { 10 } else { 5 }) {
                0 => out.push_str(&format!("iadd r{d}.{comp}, r{a}.{comp}, r{b}.x\n")),
                1 => out.push_str(&format!("imul r{d}, r{a}, l0.y\n")),
                2 if rng.chance(1, 2) => {
                    // Indexed temps at constant indices (promotable) or a register index.
                    let k = rng.below(4);
                    out.push_str(&match rng.below(3) {
                        0 => format!("mov x0[{k}], r{a}\n"),
                        1 => format!("mov r{d}, x0[{k}]\n"),
                        _ => format!(
                            "and r22.x, r{a}.x, l1.z\nmov r{d}.{comp}, x0[r22.x+0].{comp}\n"
                        ),
                    });
                }
                2 => out.push_str(&format!("ixor r{d}.{comp}, r{a}.{comp}, l0.z\n")),
                3 => out.push_str(&format!("ishl r{d}.{comp}, r{a}.{comp}, r{b}.y\n")),
                4 if in_loop => out.push_str(if rng.chance(1, 2) {
                    "break_logicalnz r1.x\n"
                } else {
                    "continue_logicalz r2.y\n"
                }),
                4 => out.push_str("call 1\n"),
                5 | 6 => {
                    out.push_str(&format!("if_logicalnz r{a}.{comp}\n"));
                    body(rng, out, depth + 1, in_loop, budget);
                    if rng.chance(1, 2) {
                        out.push_str("else\n");
                        body(rng, out, depth + 1, in_loop, budget);
                    }
                    out.push_str("endif\n");
                }
                7 | 8 => {
                    let c = 10 + depth;
                    out.push_str(&format!("mov r{c}.x, l0.w\nwhileloop\n"));
                    out.push_str(&format!("iadd r{c}.x, r{c}.x, l1.x\nige r20.x, l1.y, r{c}.x\nbreak_logicalnz r20.x\n"));
                    body(rng, out, depth + 1, true, budget);
                    out.push_str("endloop\n");
                }
                _ => {
                    out.push_str(&format!("and r21.x, r{a}.x, l1.z\nswitch r21.x\n"));
                    for k in 0..1 + rng.below(3) {
                        out.push_str(&format!("case {k}\n"));
                        body(rng, out, depth + 1, in_loop, budget);
                        if rng.chance(2, 3) {
                            out.push_str("break\n");
                        }
                    }
                    if rng.chance(1, 2) {
                        out.push_str("default\n");
                        body(rng, out, depth + 1, in_loop, budget);
                    }
                    out.push_str("endswitch\n");
                }
            }
        }
    }
    let mut out = String::from("il_cs_2_0\ndcl_raw_uav_id(0)\n");
    out.push_str("dcl_literal l0, 64, 3, 0x5a5a, 3\ndcl_literal l1, -1, 0, 3, 16\ndcl_literal l2, 0, 1, 2, 5\n");
    out.push_str("dcl_indexed_temp_array x0[4]\n");
    out.push_str("mov r0, vAbsTid.xxxx\niadd r0, r0, l2\nimul r1, r0, l0.y\nixor r2, r1, l0.z\n");
    out.push_str("mov r3, vTidInGrp.xxxx\n");
    let mut budget = 40;
    body(rng, &mut out, 0, false, &mut budget);
    out.push_str("imul r30.x, vAbsTid.x, l0.x\n");
    for r in 0..4 {
        out.push_str(&format!(
            "uav_raw_store_id(0) mem.xyzw, r30.x, r{r}\niadd r30.x, r30.x, l1.w\n"
        ));
    }
    out.push_str("endmain\nfunc 1\niadd r3, r3, r2\nret\nend\n");
    out
}

#[test]
fn random_structured_programs_agree_across_levels() {
    let mut rng = crate::random::Rng::new(2024);
    for case in 0..150 {
        let il = random_il(&mut rng);
        let program = amdil::parse(&il).unwrap_or_else(|d| panic!("case {case}: {d:?}\n{il}"));
        let func = lower(&program).unwrap_or_else(|e| panic!("case {case}: {e}\n{il}"));
        verify(&func).unwrap_or_else(|e| panic!("case {case}: {e}\n{il}\n{func}"));
        let mut outs = Vec::new();
        for level in [OptLevel::O0, OptLevel::O1, OptLevel::O2] {
            let mut f = func.clone();
            optimize(&mut f, level).unwrap_or_else(|e| panic!("case {case}: {e}"));
            crate::structurize::structurize(&f).unwrap_or_else(|e| panic!("case {case}: {e}\n{f}"));
            let mut mem = uavs(&[(0, vec![0; 8 * 16])]);
            run(
                &f,
                &LaunchGeometry::linear(4, 2),
                &mut mem,
                &EvalOptions::default(),
            )
            .unwrap_or_else(|e| panic!("case {case} {level:?}: {e}\n{il}"));
            outs.push(mem);
        }
        assert_eq!(outs[0], outs[1], "case {case}: -O1 differs\n{il}");
        assert_eq!(outs[0], outs[2], "case {case}: -O2 differs\n{il}");
    }
}

#[test]
fn typed_uav_load_fills_missing_components_by_format() {
    // R32 typed buffers read (v, 0, 0, 1) for integer formats and (v, 0, 0, 1.0) for float.
    let il = "il_cs_2_0
dcl_uav_id(0)_type(buffer)_fmtx(uint)
dcl_uav_id(1)_type(buffer)_fmtx(float)
dcl_raw_uav_id(2)
dcl_literal l0, 0, 16, 0, 0
uav_load_id(0) r0, l0.x
uav_load_id(1) r1, l0.x
uav_raw_store_id(2) mem.xyzw, l0.x, r0
uav_raw_store_id(2) mem.xyzw, l0.y, r1
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(1, 1),
        uavs(&[(0, vec![7]), (1, vec![9]), (2, vec![0; 8])]),
        2,
    );
    assert_eq!(out, vec![7, 0, 0, 1, 9, 0, 0, 0x3f80_0000]);
}

#[test]
fn sixty_four_bit_results_fill_lo_hi_by_component() {
    // i64add on (0xffffffff, 0) + (1, 0) = 0x1_0000_0000; a full mask gets (lo, hi, lo, hi).
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_literal l0, 0xffffffff, 0, 1, 0
i64add r0, l0.xy, l0.zw
uav_raw_store_id(0) mem.xyzw, l0.y, r0
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(1, 1),
        uavs(&[(0, vec![9; 4])]),
        0,
    );
    assert_eq!(out, vec![0, 1, 0, 1]);
}

#[test]
fn func_after_main_without_endmain_ends_main() {
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_literal l0, 4, 7, 0, 0
mov r0.x, l0.y
call 2
imul r1.x, vAbsTid.x, l0.x
uav_raw_store_id(0) mem.x, r1.x, r0.x
func 2
iadd r0.x, r0.x, r0.x
ret
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(2, 1),
        uavs(&[(0, vec![0; 2])]),
        0,
    );
    assert_eq!(out, vec![14, 14]);
}

#[test]
fn crs_len_clamp_sgn_and_dot_edge_cases() {
    // crs((1,2,3),(4,5,6)) = (-3, 6, -3) with w written 0; len((3,4,0)) = 5;
    // clamp(NaN, 0, 1) stays NaN (pseudocode L7576-7590); sgn(NaN) = 1.0 (L8994-9003);
    // dp2((-0,-0),(1,1)) sums from +0.0, so it is +0; dist((4,5,6),(1,2,3)) = sqrt(27).
    let il = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_literal l0, 0x3f800000, 0x40000000, 0x40400000, 0x7fc00000
dcl_literal l1, 0x40800000, 0x40a00000, 0x40c00000, 0
dcl_literal l2, 0x40400000, 0x40800000, 0, 0x80000000
dcl_literal l3, 0, 16, 32, 48
crs r0, l0.xyzz, l1.xyzz
len r1.x, l2.xyzz
clamp r1.y, l0.w, l1.w, l0.x
sgn r1.z, l0.w
dp2 r1.w, l2.wwww, l0.xxxx
dist r0.w, l1.xyzz, l0.xyzz
uav_raw_store_id(0) mem.xyzw, l3.x, r0
uav_raw_store_id(0) mem.xyzw, l3.y, r1
end
";
    let out = run_il(
        il,
        LaunchGeometry::linear(1, 1),
        uavs(&[(0, vec![9; 8])]),
        0,
    );
    let f = |x: f32| x.to_bits();
    assert_eq!(
        out,
        vec![
            f(-3.0),
            f(6.0),
            f(-3.0),
            f(27.0f32.sqrt()),
            f(5.0),
            0x7fc0_0000,
            f(1.0),
            0
        ]
    );
}
