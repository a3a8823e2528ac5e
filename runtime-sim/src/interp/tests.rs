//! Whole-program tests of the interpreter: small IL programs with hand-computed results,
//! program errors, the corpus (`tests/corpus/**` with `.launch.json` and `.expected.json`,
//! whose values come from an independent host computation), and a property test of
//! random straight-line integer programs against a host evaluation written here.

use std::path::{Path, PathBuf};

use super::*;
use crate::launch::LaunchSpec;
use crate::output::{compare, Output};

fn parse(src: &str) -> amdil::Program {
    match amdil::parse(src) {
        Ok(p) => p,
        Err(d) => panic!("test program does not parse: {d:?}\n{src}"),
    }
}

fn launch(json: &str) -> LaunchSpec {
    match LaunchSpec::parse(json, "test.launch.json") {
        Ok(l) => l,
        Err(e) => panic!("bad test launch: {e:?}"),
    }
}

/// Runs `src` with `n` work-items in one group and UAV 0 of `words` zeros; returns UAV 0.
fn run_words(src: &str, n: u32, group: u32, words: usize) -> Result<Vec<u32>, InterpError> {
    let l = launch(&format!(
        r#"{{"global":[{n},1,1],"group":[{group},1,1],"uavs":{{"0":{{"zero":{words}}}}}}}"#
    ));
    let out = run(&parse(src), &l)?;
    Ok(out.uavs.get(&0).cloned().unwrap_or_default())
}

fn ok_words(src: &str, n: u32, group: u32, words: usize) -> Vec<u32> {
    match run_words(src, n, group, words) {
        Ok(w) => w,
        Err(e) => panic!("run failed: {} (span {:?})\n{src}", e.message, e.span),
    }
}

#[test]
fn thread_ids_follow_the_manual_formulas() {
    // group 4x2, grid 8x4 -> 2x2 groups. Per item store (vTidInGrpFlat, vThreadGrpIdFlat,
    // vAbsTidFlat, vAbsTid.x + 100*vAbsTid.y) at slot vAbsTidFlat.
    let src = "il_cs_2_0
dcl_num_thread_per_group 4, 2, 1
dcl_raw_uav_id(0)
dcl_literal l0, 4, 100, 0, 0
mov r0.x, vTidInGrpFlat.x
mov r0.y, vThreadGrpIdFlat.x
mov r0.z, vAbsTidFlat.x
imad r0.w, vAbsTid.y, l0.y, vAbsTid.x
ishl r1.x, vAbsTidFlat.x, l0.x
uav_raw_store_id(0) mem.xyzw, r1.x, r0
end
";
    let l = launch(r#"{"global":[8,4,1],"group":[4,2,1],"uavs":{"0":{"zero":128}}}"#);
    let out = run(&parse(src), &l)
        .map_err(|e| e.message)
        .unwrap_or_default();
    let words = &out.uavs[&0];
    // Host model of L2162-2189 / L1382-1406: group (gx, gy) has flat id gy*2 + gx; item
    // (tx, ty) has flat tid ty*4 + tx; absflat = gflat*8 + tidflat.
    for gy in 0..2u32 {
        for gx in 0..2u32 {
            for ty in 0..2u32 {
                for tx in 0..4u32 {
                    let gflat = gy * 2 + gx;
                    let tflat = ty * 4 + tx;
                    let absflat = gflat * 8 + tflat;
                    let (ax, ay) = (gx * 4 + tx, gy * 2 + ty);
                    let at = absflat as usize * 4;
                    assert_eq!(&words[at..at + 4], &[tflat, gflat, absflat, ax + 100 * ay]);
                }
            }
        }
    }
}

#[test]
fn divergent_if_else_and_loops() {
    // Each item i: count = 0; j = 0; while (j < i) { if (j odd) count += 10 else count += 1;
    // j++ ; if (j == 5) break; }  -> store count.
    let src = "il_cs_2_0
dcl_num_thread_per_group 8, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 0, 1, 10, 5
dcl_literal l1, 2, 0, 0, 0
mov r0.x, l0.x
mov r1.x, l0.x
whileloop
    ige r2.x, r1.x, vAbsTid.x
    break_logicalnz r2.x
    iand r3.x, r1.x, l0.y
    if_logicalnz r3.x
        iadd r0.x, r0.x, l0.z
    else
        iadd r0.x, r0.x, l0.y
    endif
    iadd r1.x, r1.x, l0.y
    ieq r4.x, r1.x, l0.w
    break_logicalnz r4.x
endloop
ishl r5.x, vAbsTid.x, l1.x
uav_raw_store_id(0) mem.x, r5.x, r0.x
end
";
    let w = ok_words(src, 8, 8, 8);
    let host: Vec<u32> = (0..8u32)
        .map(|i| {
            let mut count = 0;
            let mut j = 0;
            while j < i {
                count += if j % 2 == 1 { 10 } else { 1 };
                j += 1;
                if j == 5 {
                    break;
                }
            }
            count
        })
        .collect();
    assert_eq!(w, host);
}

#[test]
fn switch_with_fallthrough_default_and_continue() {
    // for k in 0..4 (continue when k == 2): switch (k + i) % 3 { case 0: acc += 1; (falls)
    // case 1: acc += 10; break; default: acc += 100 }
    let src = "il_cs_2_0
dcl_num_thread_per_group 4, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 0, 1, 10, 100
dcl_literal l1, 4, 2, 3, 2
mov r0.x, l0.x
mov r1.x, l0.x
whileloop
    ige r2.x, r1.x, l1.x
    break_logicalnz r2.x
    iadd r1.x, r1.x, l0.y
    ieq r2.y, r1.x, l1.y
    continue_logicalnz r2.y
    iadd r3.x, r1.x, vAbsTid.x
    umod r3.x, r3.x, l1.z
    switch r3.x
    case 0
        iadd r0.x, r0.x, l0.y
    case 1
        iadd r0.x, r0.x, l0.z
        break
    default
        iadd r0.x, r0.x, l0.w
    endswitch
endloop
ishl r5.x, vAbsTid.x, l1.w
uav_raw_store_id(0) mem.x, r5.x, r0.x
end
";
    let w = ok_words(src, 4, 4, 4);
    // The loop increments k first, so the switch sees k = 1, 3, 4 (k == 2 continues).
    let host: Vec<u32> = (0..4u32)
        .map(|i| {
            let mut acc = 0;
            for k in [1u32, 3, 4] {
                match (k + i) % 3 {
                    0 => acc += 11,
                    1 => acc += 10,
                    _ => acc += 100,
                }
            }
            acc
        })
        .collect();
    assert_eq!(w, host);
}

#[test]
fn calls_returns_and_indexed_temps() {
    // func 1 doubles r0.x unless it is > 5 (ret_dyn early); main calls it for odd items,
    // stores through x0[vAbsTid.x % 2].
    let src = "il_cs_2_0
dcl_num_thread_per_group 4, 1, 1
dcl_raw_uav_id(0)
dcl_indexed_temp_array x0[2]
dcl_literal l0, 1, 5, 2, 0
iadd r0.x, vAbsTid.x, l0.y
iand r1.x, vAbsTid.x, l0.x
call_logicalnz r1.x, 1
mov x0[r1.x].x, r0.x
mov x0[r1.x+1].x, l0.w
mov r2.x, x0[1].x
ishl r5.x, vAbsTid.x, l0.z
uav_raw_store_id(0) mem.x, r5.x, r2.x
endmain
func 1
    ilt r3.x, l0.y, r0.x
    ret_logicalnz r3.x
    iadd r0.x, r0.x, r0.x
ret
end
";
    // Hmm: x0[r1.x+1] for odd items is x0[2], out of the 2-element array: a program error.
    let e = run_words(src, 4, 4, 4).err().map(|e| e.kind);
    assert_eq!(e, Some(InterpErrorKind::ProgramError));
    let src = src.replace("mov x0[r1.x+1].x, l0.w\n", "");
    // even items: x0[0] = i+5, x0[1] = 0 -> 0; odd items: r0 = i+5 > 5 -> returned early
    // unchanged -> x0[1] = i + 5.
    assert_eq!(ok_words(&src, 4, 4, 4), vec![0, 6, 0, 8]);
}

#[test]
fn lds_barrier_and_atomics() {
    // Each item writes its id to LDS, barrier, reads its neighbour's (reversed), and does
    // an LDS atomic add of 1 to word 0 of LDS 1; item 0 stores the counter afterwards.
    let src = "il_cs_2_0
dcl_num_thread_per_group 16, 1, 1
dcl_raw_uav_id(0)
dcl_lds_id(0) 64
dcl_lds_id(1) 4
dcl_literal l0, 2, 15, 1, 0
ishl r0.x, vTidInGrp.x, l0.x
lds_store_id(0) r0.x, vTidInGrp.x
lds_add_id(1) l0.w, l0.z
fence_threads_lds
iadd r1.x, l0.y, vTidInGrp.x_neg(x)
ishl r1.x, r1.x, l0.x
lds_load_id(0) r2.x, r1.x
lds_read_add_id(1) r3.x, l0.w, l0.w
iadd r2.x, r2.x, r3.x
ishl r4.x, vAbsTid.x, l0.x
uav_raw_store_id(0) mem.x, r4.x, r2.x
end
";
    let w = ok_words(src, 32, 16, 32);
    let host: Vec<u32> = (0..32u32).map(|i| (15 - i % 16) + 16).collect();
    assert_eq!(w, host);
}

#[test]
fn barrier_in_divergent_flow_is_a_program_error() {
    let src = "il_cs_2_0
dcl_num_thread_per_group 4, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 1, 0, 0, 0
iand r0.x, vTidInGrp.x, l0.x
if_logicalnz r0.x
    fence_threads
endif
end
";
    let e = run_words(src, 4, 4, 4).err();
    assert_eq!(
        e.as_ref().map(|e| &e.kind),
        Some(&InterpErrorKind::ProgramError)
    );
    assert!(e.is_some_and(|e| e.message.contains("fence_threads") && e.span.is_some()));
}

#[test]
fn unsupported_opcode_is_reported_with_its_name() {
    let src = "il_cs_2_0
dcl_num_thread_per_group 4, 1, 1
texld r0, r1
end
";
    let e = run_words(src, 4, 4, 4).err();
    assert_eq!(
        e.as_ref().map(|e| &e.kind),
        Some(&InterpErrorKind::Unsupported)
    );
    assert!(e.is_some_and(|e| e.message.starts_with("unsupported: texld")));
    // A derivative outside a pixel shader is undefined (L7883): a program error.
    let src = "il_cs_2_0
dcl_num_thread_per_group 4, 1, 1
dsx r0, r1
end
";
    let e = run_words(src, 4, 4, 4).err();
    assert_eq!(
        e.as_ref().map(|e| &e.kind),
        Some(&InterpErrorKind::ProgramError)
    );
    assert_eq!(support(amdil::Opcode::Dsx), Support::Supported);
}

#[test]
fn out_of_bounds_rules() {
    // Raw UAV: OOB load reads 0, OOB store is dropped (L11439, L11465).
    let src = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 1000, 4, 77, 0
uav_raw_store_id(0) mem.x, l0.x, l0.z
uav_raw_load_id(0) r0.x, l0.x
iadd r0.x, r0.x, l0.y
uav_raw_store_id(0) mem.x, l0.w, r0.x
end
";
    assert_eq!(ok_words(src, 1, 1, 2), vec![4, 0]);
    // Misaligned raw address: a program error (L3287-3292).
    let bad = src.replace("1000, 4, 77, 0", "2, 4, 77, 0");
    assert_eq!(
        run_words(&bad, 1, 1, 2).err().map(|e| e.kind),
        Some(InterpErrorKind::ProgramError)
    );
    // LDS out of bounds: not defined for LDS_LOAD, a program error.
    let lds = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_raw_uav_id(0)
dcl_lds_id(0) 16
dcl_literal l0, 16, 0, 0, 0
lds_load_id(0) r0.x, l0.x
end
";
    assert_eq!(
        run_words(lds, 1, 1, 1).err().map(|e| e.kind),
        Some(InterpErrorKind::ProgramError)
    );
    // Struct UAV offset outside the stride: undefined (L12015), a program error.
    let st = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_struct_uav_id(0) 8
dcl_literal l0, 0, 8, 0, 0
uav_struct_load_id(0) r0.x, l0.xy
end
";
    assert_eq!(
        run_words(st, 1, 1, 4).err().map(|e| e.kind),
        Some(InterpErrorKind::ProgramError)
    );
}

#[test]
fn program_errors_point_at_the_instruction() {
    let src = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_lds_id(0) 16
dcl_literal l0, 64, 0, 0, 0
mov r0.x, l0.x
  lds_load_id(0) r1.x, r0.x
end
";
    let l = launch(r#"{"global":[1,1,1],"group":[1,1,1]}"#);
    let e = run(&parse(src), &l).err();
    let rendered = e.map(|e| e.render("k.il", src)).unwrap_or_default();
    assert!(
        rendered.starts_with("k.il:6:3: error: LDS load at byte 64"),
        "{rendered}"
    );
}

#[test]
fn resource_limits_are_enforced() {
    let lds = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_lds_id(0) 40000
end
";
    assert_eq!(
        run_words(lds, 1, 1, 1).err().map(|e| e.kind),
        Some(InterpErrorKind::ProgramError)
    );
    let temps = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_indexed_temp_array x0[4000000000]
end
";
    assert_eq!(
        run_words(temps, 1, 1, 1).err().map(|e| e.kind),
        Some(InterpErrorKind::ProgramError)
    );
}

#[test]
fn runaway_loop_is_stopped() {
    let src = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_raw_uav_id(0)
whileloop
endloop
end
";
    let e = run_words(src, 1, 1, 1).err();
    assert!(e.is_some_and(
        |e| e.kind == InterpErrorKind::ProgramError && e.message.contains("instructions")
    ));
}

#[test]
fn call_depth_beyond_32_is_skipped() {
    // func 1 increments r0.x and calls itself; only 32 nested calls happen (L3487).
    let src = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 0, 1, 0, 0
mov r0.x, l0.x
call 1
uav_raw_store_id(0) mem.x, l0.x, r0.x
endmain
func 1
    iadd r0.x, r0.x, l0.y
    call 1
ret
end
";
    assert_eq!(ok_words(src, 1, 1, 1), vec![32]);
}

#[test]
fn modifiers_through_the_whole_pipeline() {
    // add_sat with _x2 on a float: (0.25 + 0.5) * 2 = 1.5 -> 1.0; .y0_1 selects.
    let src = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 0x3E800000, 0x3F000000, 0, 16
mov r0, l0.zzzz
add_x2_sat r0.x01_, l0.x, l0.y
mov r0.w, l0.x_neg(w)
uav_raw_store_id(0) mem.xyzw, l0.z, r0
iadd r1.x, l0.w, l0.1111
uav_raw_store_id(0) mem.x, l0.w, r1.x
end
";
    let w = ok_words(src, 1, 1, 5);
    assert_eq!(
        w,
        vec![0x3F80_0000, 0, 0x3F80_0000, 0xBE80_0000, 16 + 0x3F80_0000]
    );
}

#[test]
fn partial_results_leave_the_other_components() {
    // CRS does not write w (L7742); SINCOS writes cos to x and sin to y (L9030).
    let src = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 0x3F800000, 0x40000000, 0x40400000, 0x41100000
dcl_literal l1, 0x40800000, 0x40A00000, 0x40C00000, 0x40E00000
dcl_literal l2, 0, 16, 0, 0
mov r0, l0
crs r0, l0, l1
mov r1, l1
sincos r1, l2.xxxx
uav_raw_store_id(0) mem.xyzw, l2.x, r0
uav_raw_store_id(0) mem.xyzw, l2.y, r1
end
";
    let w = ok_words(src, 1, 1, 8);
    let f = |x: f32| x.to_bits();
    assert_eq!(
        w,
        vec![f(-3.0), f(6.0), f(-3.0), f(9.0), f(1.0), 0, f(6.0), f(7.0)]
    );
}

#[test]
fn discard_stops_pixels_and_ifc_breakc_compare_floats() {
    // il_ps over a 4x1 grid: pixel x writes g[x].x = vWinCoord.x (x + 0.5) unless x is odd
    // (discarded first); a breakc loop counts how many halves fit below vWinCoord.x.
    let src = "il_ps_2_0
dcl_input_usage(wincoord)_interp(linear_noperspective) vWinCoord.xy__
dcl_literal l0, 1, 0x3F000000, 0, 0x3F800000
ftoi r0.x, vWinCoord.x
iand r1.x, r0.x, l0.x
discard_logicalnz r1.x
mov r2.x, l0.z
mov r3.x, l0.z
whileloop
    breakc_relop(ge) r3.x, vWinCoord.x
    add r3.x, r3.x, l0.y
    add r2.x, r2.x, l0.w
endloop
ifc_relop(lt) vWinCoord.x, l0.w
    mov r2.y, l0.w
else
    mov r2.y, l0.z
endif
mov g[r0.x].xy, r2.xy
end
";
    let l = launch(r#"{"global":[4,1,1],"group":[4,1,1],"g":{"zero":16}}"#);
    let out = run(&parse(src), &l).map_err(|e| e.message);
    let g = out.map(|o| o.g.unwrap_or_default()).unwrap_or_default();
    let f = |x: f32| x.to_bits();
    // x = 0: 0.5 -> count 1 (0 < 0.5, 0.5 >= 0.5 stops), y = 1.0 (0.5 < 1);
    // x = 2: 2.5 -> 0, .5, 1, 1.5, 2 are below: count 5, y = 0. Odd pixels untouched.
    assert_eq!(
        g,
        vec![
            f(1.0),
            f(1.0),
            0,
            0,
            0,
            0,
            0,
            0,
            f(5.0),
            0,
            0,
            0,
            0,
            0,
            0,
            0
        ]
    );
}

#[test]
fn typed_uav_reads_zero_out_of_range() {
    let src = "il_cs_2_0
dcl_num_thread_per_group 2, 1, 1
dcl_uav_id(0)_type(buffer)_fmtx(uint)
dcl_literal l0, 5, 1, 0, 0
iadd r0.x, vAbsTid.x, l0.x
uav_load_id(0) r1, r0.x
iadd r1.x, r1.x, l0.y
uav_store_id(0) vAbsTid.x, r1
end
";
    let l =
        launch(r#"{"global":[2,1,1],"group":[2,1,1],"uavs":{"0":{"u32":[10,20,30,40,50,60]}}}"#);
    let out = run(&parse(src), &l).map_err(|e| e.message);
    // item 0 reads element 5 (60), item 1 reads element 6 (out of range: 0).
    assert_eq!(
        out.map(|o| o.uavs[&0].clone()),
        Ok(vec![61, 1, 30, 40, 50, 60])
    );
}

#[test]
fn gds_is_shared_by_the_whole_dispatch() {
    // Two groups of 4: a GDS counter survives the group boundary (unlike LDS), and the
    // returned old values follow the interpreter's order (groups, then lanes).
    let src = "il_cs_2_0
dcl_num_thread_per_group 4, 1, 1
dcl_raw_uav_id(0)
dcl_gds_id(0) 16
dcl_literal l0, 0, 1, 2, 0
gds_read_add_id(0) r0.x, l0.x, l0.y
fence_gds
ishl r1.x, vAbsTid.x, l0.z
uav_raw_store_id(0) mem.x, r1.x, r0.x
end
";
    assert_eq!(ok_words(src, 8, 4, 8), (0..8).collect::<Vec<u32>>());
}

#[test]
fn append_buffer_compacts_across_groups() {
    // Items with an odd id append their id; the counter continues across groups.
    let src = "il_cs_2_0
dcl_num_thread_per_group 4, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 1, 2, 0, 0
iand r0.x, vAbsTid.x, l0.x
if_logicalnz r0.x
    append_buf_alloc_id(0) r1.x
    ishl r1.x, r1.x, l0.y
    uav_raw_store_id(0) mem.x, r1.x, vAbsTid.x
endif
end
";
    assert_eq!(ok_words(src, 8, 4, 5), vec![1, 3, 5, 7, 0]);
    let both = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_raw_uav_id(0)
append_buf_alloc_id(0) r1.x
append_buf_consume_id(0) r1.x
end
";
    assert_eq!(
        run_words(both, 1, 1, 1).err().map(|e| e.kind),
        Some(InterpErrorKind::ProgramError)
    );
}

#[test]
fn timer_counts_executed_instructions() {
    let src = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 0, 8, 0, 0
mov r0.xy, Tmr
nop
mov r1.xy, Tmr
uav_raw_store_id(0) mem.xy, l0.x, r0
uav_raw_store_id(0) mem.xy, l0.y, r1
end
";
    // Tmr is the count of instructions executed so far, the reading one included
    // (the four declarations and moves before it: dcl x3, mov -> 4 at the first read).
    assert_eq!(ok_words(src, 1, 1, 4), vec![4, 0, 6, 0]);
}

#[test]
fn shared_registers_update_atomically_per_instruction() {
    // Every item adds 1 to sr0.x and its id to sr1.x; both are read afterwards by all.
    let src = "il_cs_2_0
dcl_num_thread_per_group 8, 1, 1
dcl_shared_temp sr2
dcl_raw_uav_id(0)
dcl_literal l0, 1, 2, 0, 0
iadd sr0.x, sr0.x, l0.x
iadd sr1.x, sr1.x, vAbsTid.x
fence_sr
mov r0.x, sr0.x
iadd r0.x, r0.x, sr1.x
ishl r1.x, vAbsTid.x, l0.y
uav_raw_store_id(0) mem.x, r1.x, r0.x
end
";
    // 8 increments + (0 + 1 + ... + 7) = 8 + 28
    assert_eq!(ok_words(src, 8, 8, 8), vec![36; 8]);
}

#[test]
fn cmov_writes_only_where_the_condition_is_nonzero() {
    // L7593-7610: cmov dst, src0, src1: dst[i] = src1[i] where src0[i] != 0.0, else dst[i]
    // keeps its value (also for the 0/1 mask selects); -0.0 counts as zero.
    let src = "il_cs_2_0
dcl_num_thread_per_group 1, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 0x3F800000, 0, 0x80000000, 0x40000000
dcl_literal l1, 11, 12, 13, 14
dcl_literal l2, 21, 22, 23, 24
dcl_literal l3, 0, 16, 0, 0
mov r0, l2
cmov r0, l0, l1
mov r1, l2
cmov r1._01w, l0.wxyz, l1
uav_raw_store_id(0) mem.xyzw, l3.x, r0
uav_raw_store_id(0) mem.xyzw, l3.y, r1
end
";
    assert_eq!(ok_words(src, 1, 1, 8), vec![11, 22, 23, 14, 21, 0, 23, 24]);
}

// ----- corpus ----------------------------------------------------------------------

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

fn corpus_programs() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "il")
                && p.with_extension("launch.json").exists()
            {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&corpus_dir(), &mut out);
    out.sort();
    out
}

/// Every `.il` file under `dir`, recursively.
fn all_il_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            all_il_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "il") {
            out.push(p);
        }
    }
}

#[test]
fn every_corpus_program_runs_or_reports_an_error() {
    // All corpus programs, launch file or not, under a generic launch: the interpreter must
    // return (outputs or an error with a message), never panic.
    let mut files = Vec::new();
    all_il_files(&corpus_dir(), &mut files);
    let (mut ran, mut errors) = (0, 0);
    for f in &files {
        let Ok(src) = std::fs::read_to_string(f) else {
            continue;
        };
        let Ok(prog) = amdil::parse(&src) else {
            continue;
        };
        let group = prog
            .instructions
            .iter()
            .find(|i| i.opcode == amdil::Opcode::DclNumThreadPerGroup)
            .map(|i| [0, 1, 2].map(|k| i.extra.get(k).copied().unwrap_or(1).max(1)))
            .unwrap_or([64, 1, 1]);
        if group.iter().product::<u32>() > 1024 {
            continue;
        }
        let uavs: Vec<String> = (0..12)
            .map(|i| format!(r#""{i}":{{"zero":4096}}"#))
            .collect();
        let cbs: Vec<String> = (0..15)
            .map(|i| format!(r#""{i}":{{"zero":1024}}"#))
            .collect();
        let json = format!(
            r#"{{"global":[{g0},{g1},{g2}],"group":[{g0},{g1},{g2}],"uavs":{{{u}}},"cbs":{{{c}}},"g":{{"zero":4096}}}}"#,
            g0 = group[0],
            g1 = group[1],
            g2 = group[2],
            u = uavs.join(","),
            c = cbs.join(",")
        );
        let l = launch(&json);
        match run(&prog, &l) {
            Ok(_) => ran += 1,
            Err(e) => {
                assert!(!e.message.is_empty(), "{}", f.display());
                if std::env::var_os("INTERP_SHOW_ERRORS").is_some() {
                    eprintln!("{}: {}", f.display(), e.message);
                }
                errors += 1;
            }
        }
    }
    eprintln!("interp: {ran} corpus programs ran, {errors} reported errors under a generic launch");
    assert!(ran > 0);
}

/// Runs one corpus program; `Ok(None)` when it has no expected output.
fn run_corpus(il: &Path) -> Result<Option<Vec<String>>, String> {
    let src = std::fs::read_to_string(il).map_err(|e| e.to_string())?;
    let prog = amdil::parse(&src).map_err(|d| format!("parse: {d:?}"))?;
    let launch =
        LaunchSpec::from_file(&il.with_extension("launch.json")).map_err(|e| format!("{e:?}"))?;
    let out = run(&prog, &launch).map_err(|e| e.render(&il.display().to_string(), &src))?;
    let exp_path = il.with_extension("expected.json");
    let Ok(text) = std::fs::read_to_string(&exp_path) else {
        return Ok(None);
    };
    let expected =
        Output::parse(&text, &exp_path.display().to_string()).map_err(|e| format!("{e:?}"))?;
    let mism = compare(&expected, &out, launch.tolerance_ulp);
    Ok(Some(
        mism.iter().take(5).map(|m| format!("{m:?}")).collect(),
    ))
}

/// Corpus programs whose expected output the interpreter knowingly does not reproduce,
/// as (path under tests/corpus, reason): reported, not asserted. Empty: every corpus
/// program with an expected output must match.
const KNOWN_DISAGREEMENTS: &[(&str, &str)] = &[];

#[test]
fn corpus_programs_match_their_expected_outputs() {
    let programs = corpus_programs();
    let mut failures = Vec::new();
    let mut checked = 0;
    for p in &programs {
        let known = KNOWN_DISAGREEMENTS
            .iter()
            .find(|(name, _)| p.ends_with(name));
        if let Some((name, why)) = known {
            eprintln!(
                "interp corpus: {name}: known disagreement ({why}): {:?}",
                run_corpus(p)
            );
            continue;
        }
        match run_corpus(p) {
            Ok(None) => {}
            Ok(Some(m)) if m.is_empty() => checked += 1,
            Ok(Some(m)) => failures.push(format!("{}: {}", p.display(), m.join("; "))),
            Err(e) => failures.push(format!("{}: {e}", p.display())),
        }
    }
    eprintln!(
        "interp corpus: {checked} of {} programs checked against .expected.json",
        programs.len()
    );
    assert!(
        failures.is_empty(),
        "{} corpus failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

// ----- property test: random straight-line integer programs ------------------------

/// One random integer instruction: opcode index into [`INT_OPS`], destination register and
/// mask, source registers and swizzles.
#[derive(Clone, Debug)]
struct RandInst {
    op: usize,
    dst: usize,
    mask: [bool; 4],
    srcs: [(usize, [usize; 4]); 3],
}

/// (mnemonic, number of sources). `udiv`/`umod` get a nonzero divisor through an `ior`
/// with 1 emitted before them.
const INT_OPS: &[(&str, usize)] = &[
    ("iadd", 2),
    ("inegate", 1),
    ("imul", 2),
    ("imad", 3),
    ("ishl", 2),
    ("ishr", 2),
    ("ushr", 2),
    ("iand", 2),
    ("ior", 2),
    ("ixor", 2),
    ("inot", 1),
    ("imin", 2),
    ("imax", 2),
    ("umin", 2),
    ("umax", 2),
    ("ieq", 2),
    ("ine", 2),
    ("ige", 2),
    ("ilt", 2),
    ("uge", 2),
    ("ult", 2),
    ("cmov_logical", 3),
    ("udiv", 2),
    ("umod", 2),
    ("umul_high", 2),
    ("imul_high", 2),
];

/// The host's meaning of each mnemonic, written from the manual's descriptions (L6599-7155)
/// with Rust's integer operations.
fn host_op(name: &str, a: u32, b: u32, c: u32) -> u32 {
    let mask = |t: bool| if t { u32::MAX } else { 0 };
    match name {
        "iadd" => a.wrapping_add(b),
        "inegate" => 0u32.wrapping_sub(a),
        "imul" => a.wrapping_mul(b),
        "imad" => a.wrapping_mul(b).wrapping_add(c),
        "ishl" => a.wrapping_shl(b),
        "ishr" => (a as i32).wrapping_shr(b) as u32,
        "ushr" => a.wrapping_shr(b),
        "iand" => a & b,
        "ior" => a | b,
        "ixor" => a ^ b,
        "inot" => !a,
        "imin" => std::cmp::min(a as i32, b as i32) as u32,
        "imax" => std::cmp::max(a as i32, b as i32) as u32,
        "umin" => std::cmp::min(a, b),
        "umax" => std::cmp::max(a, b),
        "ieq" => mask(a == b),
        "ine" => mask(a != b),
        "ige" => mask(a as i32 >= b as i32),
        "ilt" => mask((a as i32) < (b as i32)),
        "uge" => mask(a >= b),
        "ult" => mask(a < b),
        "cmov_logical" => {
            if a != 0 {
                b
            } else {
                c
            }
        }
        "udiv" => a / (b | 1),
        "umod" => a % (b | 1),
        "umul_high" => ((a as u64 * b as u64) >> 32) as u32,
        "imul_high" => ((a as i32 as i64 * b as i32 as i64) >> 32) as u32,
        _ => unreachable!("unknown test op {name}"),
    }
}

const LANES: usize = 8;
const REGS: usize = 4;

/// Builds the IL text: r0/r1 loaded per item from UAV 0 (8 words per item), r2/r3 from the
/// literals; the program's instructions; r0..r3 stored to UAV 1 (16 words per item).
fn build_program(insts: &[RandInst], lits: &[[u32; 4]; 2]) -> String {
    let comp = ['x', 'y', 'z', 'w'];
    let mut s = String::from("il_cs_2_0\ndcl_num_thread_per_group 8, 1, 1\n");
    s += "dcl_raw_uav_id(0)\ndcl_raw_uav_id(1)\n";
    s += "dcl_literal l0, 5, 6, 16, 0\ndcl_literal l9, 1, 1, 1, 1\n";
    for (i, l) in lits.iter().enumerate() {
        s += &format!(
            "dcl_literal l{}, {:#x}, {:#x}, {:#x}, {:#x}\n",
            i + 1,
            l[0],
            l[1],
            l[2],
            l[3]
        );
    }
    s += "ishl r10.x, vAbsTid.x, l0.x\niadd r10.y, r10.x, l0.z\n";
    s += "uav_raw_load_id(0) r0, r10.x\nuav_raw_load_id(0) r1, r10.y\nmov r2, l1\nmov r3, l2\n";
    for inst in insts {
        let (name, n) = INT_OPS[inst.op];
        let src = |k: usize| {
            let (r, sw) = inst.srcs[k];
            format!(
                "r{}.{}{}{}{}",
                r, comp[sw[0]], comp[sw[1]], comp[sw[2]], comp[sw[3]]
            )
        };
        let mask: String = (0..4)
            .map(|c| if inst.mask[c] { comp[c] } else { '_' })
            .collect();
        let mut srcs: Vec<String> = (0..n).map(src).collect();
        if name == "udiv" || name == "umod" {
            s += &format!("ior r11, {}, l9\n", srcs[1]);
            srcs[1] = "r11".into();
        }
        s += &format!("{name} r{}.{mask}, {}\n", inst.dst, srcs.join(", "));
    }
    s += "ishl r10.z, vAbsTid.x, l0.y\n";
    for r in 0..REGS {
        if r > 0 {
            s += "iadd r10.z, r10.z, l0.z\n";
        }
        s += &format!("uav_raw_store_id(1) mem.xyzw, r10.z, r{r}\n");
    }
    s + "end\n"
}

/// The host evaluation of the same program for one item.
fn host_eval(insts: &[RandInst], lits: &[[u32; 4]; 2], input: &[u32]) -> [[u32; 4]; REGS] {
    let mut r = [[0u32; 4]; REGS];
    r[0].copy_from_slice(&input[0..4]);
    r[1].copy_from_slice(&input[4..8]);
    r[2] = lits[0];
    r[3] = lits[1];
    for inst in insts {
        let (name, n) = INT_OPS[inst.op];
        let val = |k: usize, c: usize| {
            let (reg, sw) = inst.srcs[k];
            r[reg][sw[c]]
        };
        let mut out = r[inst.dst];
        for (c, o) in out.iter_mut().enumerate() {
            if inst.mask[c] {
                let a = val(0, c);
                let b = if n > 1 { val(1, c) } else { 0 };
                let cc = if n > 2 { val(2, c) } else { 0 };
                *o = host_op(name, a, b, cc);
            }
        }
        r[inst.dst] = out;
    }
    r
}

fn rand_inst() -> impl proptest::strategy::Strategy<Value = RandInst> {
    use proptest::prelude::*;
    let swz = proptest::array::uniform4(0usize..4);
    let src = (0usize..REGS, swz);
    (
        0..INT_OPS.len(),
        0usize..REGS,
        proptest::array::uniform4(any::<bool>()),
        src.clone(),
        src.clone(),
        src,
    )
        .prop_map(|(op, dst, mut mask, a, b, c)| {
            if !mask.iter().any(|&m| m) {
                mask[0] = true;
            }
            RandInst {
                op,
                dst,
                mask,
                srcs: [a, b, c],
            }
        })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
    #[test]
    fn random_integer_programs_match_the_host(
        insts in proptest::collection::vec(rand_inst(), 1..24),
        input in proptest::collection::vec(proptest::prelude::any::<u32>(), LANES * 8),
        l1 in proptest::array::uniform4(proptest::prelude::any::<u32>()),
        l2 in proptest::array::uniform4(proptest::prelude::any::<u32>()),
    ) {
        let lits = [l1, l2];
        let src = build_program(&insts, &lits);
        let words: Vec<String> = input.iter().map(|w| w.to_string()).collect();
        let l = launch(&format!(
            r#"{{"global":[8,1,1],"group":[8,1,1],"uavs":{{"0":{{"u32":[{}]}},"1":{{"zero":{}}}}}}}"#,
            words.join(","),
            LANES * 16
        ));
        let out = run(&parse(&src), &l).map_err(|e| proptest::test_runner::TestCaseError::fail(e.message))?;
        let got = &out.uavs[&1];
        for lane in 0..LANES {
            let host = host_eval(&insts, &lits, &input[lane * 8..lane * 8 + 8]);
            let flat: Vec<u32> = host.iter().flatten().copied().collect();
            proptest::prop_assert_eq!(&got[lane * 16..lane * 16 + 16], &flat[..], "lane {}\n{}", lane, src);
        }
    }
}

#[test]
fn support_table_covers_the_compute_subset() {
    // The manual's minimal compute subset (digest §7.1 items 5-10) must all be supported.
    use amdil::Opcode as O;
    for op in [
        O::IfLogicalnz,
        O::IfLogicalz,
        O::Ifc,
        O::Else,
        O::Endif,
        O::While,
        O::Endloop,
        O::Break,
        O::BreakLogicalnz,
        O::Breakc,
        O::Continue,
        O::ContinueLogicalz,
        O::Switch,
        O::Case,
        O::Default,
        O::Endswitch,
        O::Call,
        O::CallLogicalnz,
        O::Func,
        O::Ret,
        O::RetDyn,
        O::Endfunc,
        O::Endmain,
        O::End,
        O::IAdd,
        O::INegate,
        O::IMul,
        O::IMulHigh,
        O::IMad,
        O::UMul,
        O::UMulHigh,
        O::UMad,
        O::UDiv,
        O::UMod,
        O::IMax,
        O::UMin,
        O::IEq,
        O::IGe,
        O::ILt,
        O::INe,
        O::UGe,
        O::ULt,
        O::And,
        O::IOr,
        O::IXor,
        O::INot,
        O::IShl,
        O::IShr,
        O::UShr,
        O::CmovLogical,
        O::Mov,
        O::Add,
        O::Sub,
        O::Mul,
        O::Mad,
        O::Div,
        O::Min,
        O::Max,
        O::Eq,
        O::Ge,
        O::Lt,
        O::Ne,
        O::Frc,
        O::Flr,
        O::RoundNear,
        O::Rnd,
        O::SqrtVec,
        O::RsqVec,
        O::Rcp,
        O::ExpVec,
        O::LogVec,
        O::Abs,
        O::Clamp,
        O::Fma,
        O::Dp2,
        O::Dp3,
        O::Dp4,
        O::Mod,
        O::SinVec,
        O::CosVec,
        O::Ftoi,
        O::Ftou,
        O::Itof,
        O::Utof,
        O::F2D,
        O::D2F,
        O::F2F16,
        O::F162F,
        O::UavRawLoad,
        O::UavRawStore,
        O::UavStructLoad,
        O::UavStructStore,
        O::UavLoad,
        O::UavStore,
        O::UavAdd,
        O::UavReadCmpXchg,
        O::UavReadUinc,
        O::LdsLoad,
        O::LdsStore,
        O::LdsLoadByte,
        O::LdsStoreShort,
        O::LdsAdd,
        O::LdsReadXchg,
        O::LdsLoadVec,
        O::LdsStoreVec,
        O::Fence,
    ] {
        assert_eq!(support(op), Support::Supported, "{op}");
    }
    let unsupported: Vec<&str> = amdil::OPCODES
        .iter()
        .filter(|i| matches!(support(i.opcode), Support::Unsupported(_)))
        .map(|i| i.mnemonic)
        .collect();
    eprintln!(
        "interp: {} unsupported opcodes: {}",
        unsupported.len(),
        unsupported.join(" ")
    );
    assert!(matches!(support(O::Texld), Support::Unsupported(_)));
    assert_eq!(support(O::Sample), Support::Supported);
}

// ----- graphics stages ----------------------------------------------------------------

/// A 2x2 pixel shader: o0 = texel (point, clamp) at the pixel centre, o1.y = the window
/// coordinate's x; a discarded pixel keeps the render target's contents.
#[test]
fn pixel_shader_samples_writes_targets_and_discards() {
    let src = "il_ps_2_0
dcl_input_position_interp(linear_noperspective) v0.xy__
dcl_output_generic o0
dcl_output_generic o1
dcl_resource_id(0)_type(2d,unnorm)_fmtx(float)_fmty(float)_fmtz(float)_fmtw(float)
dcl_literal l0, 0x3fc00000, 0x3fc00000, 0, 0
sample_resource(0)_sampler(0) o0, v0.xyxx
mov o1._y__, vWinCoord0.x
eq r1.x, o1.y, l0.x
eq r2.x, vWinCoord0.y, l0.y
iand r1.x, r1.x, r2.x
discard_logicalnz r1.x
end
";
    let l = launch(
        r#"{"global":[2,2,1],"group":[2,2,1],
        "resources":{"0":{"width":2,"height":2,"components":1,"f32":[1,2,3,4]}},
        "outputs":{"0":{"components":2,"zero":8},"1":{"components":2,"u32":[9,9,9,9,9,9,9,9]}}}"#,
    );
    let out = run(&parse(src), &l).unwrap();
    let f = |x: f32| x.to_bits();
    // Pixel (1, 1) (window 1.5, 1.5) is discarded: its texels keep 0 and 9.
    assert_eq!(out.outputs[&0], vec![f(1.0), 0, f(2.0), 0, f(3.0), 0, 0, 0]);
    assert_eq!(out.outputs[&1], vec![9, f(0.5), 9, f(1.5), 9, f(0.5), 9, 9]);
}
