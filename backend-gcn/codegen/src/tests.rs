//! End-to-end tests: IL text → `amdil` → `ilc-ir` (lowered, optimised) → this backend.
//! Encodings are checked against `llvm-mc-14`; structure (waits, EXEC handling) by reading
//! the emitted instructions.

use std::io::Write;
use std::process::{Command, Stdio};

use gcn_isa::{op, print, Instruction, Op, Operand};
use ilc_ir::passes::pipeline::{optimize, OptLevel};

use crate::emit::Emitted;
use crate::{
    compile_parts, CodegenError, CompileOptions, CompiledKernel, KernargSlot, KernargSlotKind,
};

fn compile_il(il: &str) -> Result<(CompiledKernel, Emitted), CodegenError> {
    let program = amdil::parse(il).unwrap_or_else(|d| panic!("{d:?}"));
    let mut func = ilc_ir::lower::lower(&program).unwrap_or_else(|e| panic!("{e}"));
    optimize(&mut func, OptLevel::O1).unwrap_or_else(|e| panic!("{e}"));
    compile_parts(&func, &CompileOptions::default())
}

fn compile_ok(il: &str) -> (CompiledKernel, Emitted) {
    compile_il(il).unwrap_or_else(|e| panic!("{e}"))
}

/// Assembles the instructions (branch offsets numeric) with llvm-mc and returns the bytes;
/// `None` when llvm-mc is missing outside CI.
fn llvm_mc_bytes(insts: &[Instruction]) -> Option<Vec<u8>> {
    let text: String = insts.iter().map(|i| format!("{}\n", print(i))).collect();
    let spawned = Command::new("llvm-mc-14")
        .args(["-arch=amdgcn", "-mcpu=gfx900", "-show-encoding"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(c) => c,
        Err(e) => {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "llvm-mc-14 is required in CI: {e}"
            );
            eprintln!("llvm-mc-14 not found ({e}); skipping the encoding check");
            return None;
        }
    };
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(text.as_bytes())
        .expect("write to llvm-mc");
    let out = child.wait_with_output().expect("llvm-mc runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.is_empty(),
        "llvm-mc rejected:\n{text}\n{stderr}"
    );
    let mut bytes = Vec::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let Some(start) = line.find("encoding: [") else {
            continue;
        };
        let list = &line[start + 11..];
        let list = &list[..list.find(']').expect("closing bracket")];
        for b in list.split(',') {
            bytes.push(u8::from_str_radix(b.trim_start_matches("0x"), 16).expect("hex byte"));
        }
    }
    Some(bytes)
}

fn assert_llvm_mc_agrees(emitted: &Emitted) {
    if let Some(bytes) = llvm_mc_bytes(&emitted.insts) {
        assert_eq!(bytes, emitted.code, "llvm-mc bytes differ from ours");
    }
}

fn names(e: &Emitted) -> Vec<Op> {
    e.insts.iter().map(|i| i.op).collect()
}

/// VGPR numbers an instruction reads (non-written operand slots).
fn reads_vgpr(inst: &Instruction, reg: u16) -> bool {
    inst.slots().any(|(spec, o)| {
        !spec.write
            && matches!(o, Operand::Vgpr(r) if r.first <= reg && reg < r.first + u16::from(r.count))
    })
}

const STORE_GID_TIMES_THREE: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(1)
dcl_literal l0, 4, 3, 0, 0
mov r0.x, vAbsTid.x
imul r1.x, r0.x, l0.x
imul r2.x, r0.x, l0.y
uav_raw_store_id(1) mem.x, r1.x, r2.x
end
";

#[test]
fn straight_line_store_assembles_like_llvm_mc() {
    let (k, e) = compile_ok(STORE_GID_TIMES_THREE);
    assert_llvm_mc_agrees(&e);
    assert_eq!(
        k.kernargs,
        vec![
            KernargSlot {
                offset: 0,
                kind: KernargSlotKind::Uav(1)
            },
            KernargSlot {
                offset: 8,
                kind: KernargSlotKind::UavRecords(1)
            }
        ]
    );
    assert_eq!(k.kernarg_size, 16);
    let n = names(&e);
    assert!(n.contains(&op::BUFFER_STORE_DWORD), "{}", k.asm);
    assert_eq!(n.last(), Some(&op::S_ENDPGM));
    // The declared group size (64) is a constant: the group offset is a shift of the group
    // id by 6, and no dispatch-packet word is loaded, so only the kernarg pointer (s[0:1])
    // and the group id X (s2, the first system SGPR) are enabled.
    assert_eq!(
        k.entry_sgprs,
        crate::abi::EntrySgprs {
            dispatch_ptr: false,
            kernarg_ptr: true,
            workgroup_id: [true, false, false],
            scratch: false,
        }
    );
    // The absolute id is one v_lshl_add_u32: (group id s2 << 6) + local id v0.
    assert!(
        e.insts.iter().any(|i| i.op == op::V_LSHL_ADD_U32
            && i.operands[1] == Operand::Sgpr(gcn_isa::RegRange { first: 2, count: 1 })
            && i.operands[2] == Operand::Inline(134)
            && i.operands[3] == Operand::vgpr(0)),
        "{}",
        k.asm
    );
    assert!(!k.entry_sgprs.dispatch_ptr, "no dispatch-packet loads");
    // The kernarg load is SMEM: a wait on lgkmcnt precedes the store that uses the pointer.
    let store = e
        .insts
        .iter()
        .position(|i| i.op == op::BUFFER_STORE_DWORD)
        .expect("store");
    assert!(
        e.insts[..store].iter().any(|i| i.op == op::S_WAITCNT),
        "no s_waitcnt before the UAV pointer is used:\n{}",
        k.asm
    );
}

const LOAD_ADD_STORE: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 4, 1, 0x3f800000, 0
mov r0.x, vAbsTid.x
imul r1.x, r0.x, l0.x
uav_raw_load_id(0) r2.x, r1.x
add r3.x, r2.x, l0.z
uav_raw_store_id(1) mem.x, r1.x, r3.x
end
";

#[test]
fn loaded_value_is_waited_for_before_use() {
    let (k, e) = compile_ok(LOAD_ADD_STORE);
    assert_llvm_mc_agrees(&e);
    assert_eq!(
        k.kernargs.iter().map(|s| s.kind).collect::<Vec<_>>(),
        vec![
            KernargSlotKind::Uav(0),
            KernargSlotKind::UavRecords(0),
            KernargSlotKind::Uav(1),
            KernargSlotKind::UavRecords(1)
        ]
    );
    let load = e
        .insts
        .iter()
        .position(|i| i.op == op::BUFFER_LOAD_DWORD)
        .expect("a buffer load");
    let Operand::Vgpr(dst) = e.insts[load].operands[0] else {
        panic!("load without VGPR dst")
    };
    let user = e.insts[load + 1..]
        .iter()
        .position(|i| reads_vgpr(i, dst.first))
        .map(|p| p + load + 1)
        .expect("the loaded value is used");
    // vmcnt(0): the s_waitcnt immediate has vmcnt bits [3:0] and [15:14] clear.
    let waits_vm0 = e.insts[load + 1..user].iter().any(|i| {
        i.op == op::S_WAITCNT && matches!(i.operands[0], Operand::Imm(v) if v & 0xc00f == 0)
    });
    assert!(
        waits_vm0,
        "no vmcnt(0) between the load and its use:\n{}",
        k.asm
    );
    assert!(k.asm.contains("v_add_f32"), "{}", k.asm);
}

const DIVERGENT_IF_ELSE: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 4, 3, 0, 0
mov r0.x, vAbsTid.x
ilt r1.x, r0.x, l0.y
if_logicalnz r1.x
  iadd r2.x, r0.x, l0.x
else
  iadd r2.x, r0.x, l0.y
endif
imul r3.x, r0.x, l0.x
uav_raw_store_id(0) mem.x, r3.x, r2.x
end
";

#[test]
fn divergent_if_saves_and_restores_exec() {
    let (k, e) = compile_ok(DIVERGENT_IF_ELSE);
    assert_llvm_mc_agrees(&e);
    let save = e
        .insts
        .iter()
        .position(|i| i.op == op::S_AND_SAVEEXEC_B64)
        .unwrap_or_else(|| panic!("no exec save:\n{}", k.asm));
    let Operand::Sgpr(saved) = e.insts[save].operands[0] else {
        panic!("saveexec without SGPR pair")
    };
    assert_eq!(saved.count, 2);
    let restore = e.insts.iter().rposition(|i| {
        i.op == op::S_MOV_B64
            && i.operands[0] == Operand::Special(gcn_isa::SpecialReg::ExecLo)
            && i.operands[1] == Operand::Sgpr(saved)
    });
    let restore = restore.unwrap_or_else(|| panic!("exec not restored from {saved:?}:\n{}", k.asm));
    assert!(restore > save);
    let store = e
        .insts
        .iter()
        .position(|i| i.op == op::BUFFER_STORE_DWORD)
        .expect("store");
    assert!(
        store > restore,
        "store must run with the full EXEC:\n{}",
        k.asm
    );
    assert!(names(&e).contains(&op::S_CBRANCH_EXECZ), "{}", k.asm);
    assert!(k.asm.contains("BB"), "labels in the text:\n{}", k.asm);
}

#[test]
fn uniform_if_uses_a_scalar_branch() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 4, 3, 0, 0
mov r0.x, vThreadGrpId.x
ilt r1.x, r0.x, l0.y
if_logicalnz r1.x
  iadd r2.x, r0.x, l0.x
else
  iadd r2.x, r0.x, l0.y
endif
mov r4.x, vAbsTid.x
imul r3.x, r4.x, l0.x
uav_raw_store_id(0) mem.x, r3.x, r2.x
end
";
    let (k, e) = compile_ok(il);
    assert_llvm_mc_agrees(&e);
    let n = names(&e);
    assert!(n.contains(&op::S_CBRANCH_SCC0), "{}", k.asm);
    assert!(!n.contains(&op::S_AND_SAVEEXEC_B64), "{}", k.asm);
    assert!(n.contains(&op::S_CMP_LT_I32), "{}", k.asm);
}

#[test]
fn unsupported_operation_is_named() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
mov r0.x, vAbsTid.x
itof r1.x, r0.x
f2d r1.xy, r1.x
dsqrt r2.xy, r1.xy
uav_raw_store_id(0) mem.xy, r0.x, r2.xy
end
";
    match compile_il(il) {
        Err(CodegenError::Unsupported { what, loc }) => {
            assert!(what.contains("fsqrt on f64"), "{what}");
            assert!(loc.is_some());
        }
        other => panic!("expected unsupported fsqrt on f64, got {other:?}"),
    }
}

const DIVERGENT_LOOP: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 4, 1, 0, 0
mov r0.x, vAbsTid.x
mov r2.x, l0.z
whileloop
  ige r1.x, r2.x, r0.x
  break_logicalnz r1.x
  iadd r2.x, r2.x, l0.y
endloop
imul r3.x, r0.x, l0.x
uav_raw_store_id(0) mem.x, r3.x, r2.x
end
";

#[test]
fn divergent_loop_iterates_while_lanes_remain() {
    let (k, e) = compile_ok(DIVERGENT_LOOP);
    assert_llvm_mc_agrees(&e);
    let n = names(&e);
    let back = n
        .iter()
        .position(|x| *x == op::S_CBRANCH_EXECNZ)
        .unwrap_or_else(|| panic!("no loop back edge:\n{}", k.asm));
    // The back edge jumps backwards (negative dword offset).
    assert!(
        matches!(e.insts[back].operands[0], Operand::Imm(off) if off < 0),
        "{}",
        k.asm
    );
    // The exiting lanes (the store runs for them) are collected in a mask that is ORed with
    // EXEC inside the loop before EXEC is cleared.
    let store = n
        .iter()
        .position(|x| *x == op::BUFFER_STORE_DWORD)
        .expect("store");
    let leave = n
        .iter()
        .position(|x| *x == op::S_OR_B64)
        .expect("exit mask update");
    assert!(leave < back, "{}", k.asm);
    // The induction variable lives in a VGPR across the whole loop: the store's data VGPR is
    // written inside the loop before the back edge.
    let Operand::Vgpr(data) = e.insts[store].operands[1] else {
        panic!("store data not in a VGPR")
    };
    assert!(
        e.insts[..back]
            .iter()
            .any(|i| i.slots().any(|(s, o)| s.write && *o == Operand::Vgpr(data))),
        "{}",
        k.asm
    );
}

const CB_SELECT_CONVERT: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_cb cb0[2]
dcl_literal l0, 4, 100, 1000, 0
mov r0.x, vAbsTid.x
imul r1.x, r0.x, l0.x
ilt r2.x, r0.x, cb0[0].x
cmov_logical r3.x, r2.x, l0.y, l0.z
itof r4.x, r3.x
mul r5.x, r4.x, cb0[1].y
ilt r6.x, cb0[0].x, l0.y
cmov_logical r7.x, r6.x, l0.y, l0.z
iadd r8.x, r7.x, r0.x
uav_raw_store_id(0) mem.x, r1.x, r5.x
uav_raw_store_id(0) mem.x, r8.x, r5.x
end
";

#[test]
fn constant_buffer_select_and_convert() {
    let (k, e) = compile_ok(CB_SELECT_CONVERT);
    assert_llvm_mc_agrees(&e);
    assert_eq!(
        k.kernargs.iter().map(|s| s.kind).collect::<Vec<_>>(),
        vec![
            KernargSlotKind::Uav(0),
            KernargSlotKind::UavRecords(0),
            KernargSlotKind::ConstantBuffer(0)
        ]
    );
    let n = names(&e);
    // Uniform constant-buffer reads are scalar loads at constant offsets (cb0[1].y = word 5).
    assert!(n.contains(&op::S_LOAD_DWORD), "{}", k.asm);
    assert!(k.asm.contains("0x14"), "cb0[1].y at byte 20:\n{}", k.asm);
    assert!(n.contains(&op::V_CNDMASK_B32), "{}", k.asm);
    assert!(n.contains(&op::S_CSELECT_B32), "{}", k.asm);
    assert!(n.contains(&op::V_CVT_F32_I32), "{}", k.asm);
    assert!(n.contains(&op::V_MUL_LEGACY_F32), "{}", k.asm);
}

const LDS_BITS_ROUNDING: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_lds_id(0) 256
dcl_literal l0, 4, 0x3fc00000, 0, 0
mov r0.x, vTidInGrp.x
imul r1.x, r0.x, l0.x
lds_store_id(0) r1.x, r0.x
fence_threads_lds
lds_load_id(0) r2.x, r1.x
icbits r3.x, r2.x
ffb(lo) r4.x, r3.x
round_neginf r5.x, l0.y
add r6.x, r5.x, r4.x
uav_raw_store_id(0) mem.x, r1.x, r6.x
end
";

#[test]
fn lds_bit_counting_and_rounding() {
    let (k, e) = compile_ok(LDS_BITS_ROUNDING);
    assert_llvm_mc_agrees(&e);
    let n = names(&e);
    for want in [
        op::DS_WRITE_B32,
        op::DS_READ_B32,
        op::V_BCNT_U32_B32,
        op::V_FFBL_B32,
    ] {
        assert!(n.contains(&want), "{want} missing:\n{}", k.asm);
    }
    // A group of 64 lanes is one wave: the fence keeps its wait for the LDS store (lgkmcnt 0
    // between the store and the read) but not the barrier, which has no other wave to wait
    // for; a group of 128 (two waves) keeps it.
    assert!(!n.contains(&op::S_BARRIER), "{}", k.asm);
    let write = n
        .iter()
        .position(|x| *x == op::DS_WRITE_B32)
        .expect("write");
    let read_at = n.iter().position(|x| *x == op::DS_READ_B32).expect("read");
    assert!(
        e.insts[write..read_at].iter().any(|i| i.op == op::S_WAITCNT
            && matches!(i.operands[0], Operand::Imm(v) if (v >> 8) & 0xf == 0)),
        "{}",
        k.asm
    );
    let two_waves = LDS_BITS_ROUNDING.replace(
        "dcl_num_thread_per_group 64, 1, 1",
        "dcl_num_thread_per_group 64, 2, 1",
    );
    let (k2, e2) = compile_ok(&two_waves);
    assert!(names(&e2).contains(&op::S_BARRIER), "{}", k2.asm);
    // The LDS result is an lgkm access: lgkmcnt(0) between the read and its use.
    let read = n.iter().position(|x| *x == op::DS_READ_B32).expect("read");
    let bcnt = n
        .iter()
        .position(|x| *x == op::V_BCNT_U32_B32)
        .expect("bcnt");
    assert!(
        e.insts[read..bcnt].iter().any(|i| i.op == op::S_WAITCNT
            && matches!(i.operands[0], Operand::Imm(v) if (v >> 8) & 0xf == 0)),
        "{}",
        k.asm
    );
    assert_eq!(k.lds_bytes, 256, "dcl_lds_id sizes are in bytes");
}

const ATOMICS_IL: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_lds_id(0) 256
dcl_literal l0, 4, 0, 1, 5
mov r0.x, vTidInGrp.x
uav_read_add_id(0) r1.x, l0.x, l0.y
uav_read_cmp_xchg_id(0) r2.x, l0.x, r0.x, l0.z
lds_read_add_id(0) r3.x, l0.x, r1.x
iadd r4.x, r2.x, r3.x
uav_raw_store_id(0) mem.x, l0.x, r4.x
end
";

#[test]
fn atomics_return_the_old_value() {
    let (k, e) = compile_ok(ATOMICS_IL);
    assert_llvm_mc_agrees(&e);
    let cmpswap = e
        .insts
        .iter()
        .find(|i| i.op == op::BUFFER_ATOMIC_CMPSWAP)
        .unwrap_or_else(|| panic!("no bounds-checked cmpswap:\n{}", k.asm));
    assert!(cmpswap.mem.glc, "returning atomics need glc");
    assert!(cmpswap.mem.offen, "the address is a VGPR byte offset");
    // MUBUF cmpswap: DATA is (new, compare) and returns into its first dword.
    assert!(matches!(cmpswap.operands[0], Operand::Vgpr(r) if r.count == 2));
    assert!(k.asm.contains("buffer_atomic_add"), "{}", k.asm);
    assert!(!k.asm.contains("global_atomic"), "{}", k.asm);
    assert!(k.asm.contains("ds_add_rtn_u32"), "{}", k.asm);
}

const FLAT_ID_BITFIELDS: &str = "il_cs_2_0
dcl_num_thread_per_group 8, 4, 2
dcl_raw_uav_id(0)
dcl_literal l0, 4, 2, 0, 0
mov r0.x, vTidInGrpFlat.x
ubit_extract r1.x, l0.x, l0.y, r0.x
imad24 r2.x, r1.x, r0.x, l0.y
uav_raw_store_id(0) mem.x, r0.x, r2.x
end
";

#[test]
fn flat_local_id_and_bitfield_extract() {
    let (k, e) = compile_ok(FLAT_ID_BITFIELDS);
    assert_llvm_mc_agrees(&e);
    let n = names(&e);
    assert_eq!(
        n.iter().filter(|x| **x == op::V_MAD_U32_U24).count(),
        2,
        "{}",
        k.asm
    );
    assert!(n.contains(&op::V_BFE_U32), "{}", k.asm);
    assert!(n.contains(&op::V_MAD_I32_I24), "{}", k.asm);
    // The flat id reads all three work-item id VGPRs.
    for id in 0..3 {
        assert!(
            e.insts.iter().any(|i| reads_vgpr(i, id)),
            "v{id} unused:\n{}",
            k.asm
        );
    }
}

const UDIV_UREM: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_cb cb0[1]
dcl_literal l0, 4, 0, 0, 0
mov r0.x, vAbsTid.x
udiv r1.x, r0.x, cb0[0].x
umod r2.x, r0.x, cb0[0].x
iadd r3.x, r1.x, r2.x
uav_raw_store_id(0) mem.x, r0.x, r3.x
end
";

#[test]
fn unsigned_division_uses_the_reciprocal_sequence() {
    let (k, e) = compile_ok(UDIV_UREM);
    assert_llvm_mc_agrees(&e);
    let n = names(&e);
    assert_eq!(
        n.iter().filter(|x| **x == op::V_RCP_IFLAG_F32).count(),
        2,
        "{}",
        k.asm
    );
    // Two corrections per division (q and r for udiv, r for urem) plus the zero check.
    assert!(
        n.iter().filter(|x| **x == op::V_CMP_GE_U32).count() >= 4,
        "{}",
        k.asm
    );
    assert!(
        n.contains(&op::V_CMP_EQ_U32),
        "divide-by-zero fixup missing:\n{}",
        k.asm
    );
    // The scale constant 4294966784.0 is a literal.
    assert!(k.asm.contains("0x4f7ffffe"), "{}", k.asm);
}

const FLAT_GROUP_IDS: &str = "il_cs_2_0
dcl_raw_uav_id(0)
dcl_literal l0, 4, 0, 0, 0
mov r0.x, vAbsTidFlat.x
imul r1.x, r0.x, l0.x
mov r2.x, vThreadGrpIdFlat.x
uav_raw_store_id(0) mem.x, r1.x, r2.x
end
";

#[test]
fn declared_group_sizes_are_constants_in_flat_ids() {
    // 8x4x2 declared: volume 64, so the flat group id is shifted by 6; the local flat id is
    // (z * 4 + y) * 8 + x with inline constants; no dispatch-packet loads.
    let text = FLAT_GROUP_IDS.replace(
        "il_cs_2_0\n",
        "il_cs_2_0\ndcl_num_thread_per_group 8, 4, 2\n",
    );
    let (k, e) = compile_ok(&text);
    assert_llvm_mc_agrees(&e);
    assert!(!k.entry_sgprs.dispatch_ptr, "no dispatch-packet loads");
    assert!(
        e.insts
            .iter()
            .any(|i| i.op == op::S_LSHL_B32 && i.operands[2] == Operand::Inline(134)),
        "{}",
        k.asm
    );
    let mads: Vec<&Instruction> = e
        .insts
        .iter()
        .filter(|i| i.op == op::V_MAD_U32_U24)
        .collect();
    assert_eq!(mads.len(), 2, "{}", k.asm);
    assert_eq!(
        mads[0].operands[2],
        Operand::Inline(132),
        "Dy = 4:\n{}",
        k.asm
    );
    assert_eq!(
        mads[1].operands[2],
        Operand::Inline(136),
        "Dx = 8:\n{}",
        k.asm
    );
}

#[test]
fn flat_group_and_absolute_ids_read_the_packet() {
    let (k, e) = compile_ok(FLAT_GROUP_IDS);
    assert_llvm_mc_agrees(&e);
    // Packet words: group sizes x|y (byte 4) and z (8); no grid sizes.
    let mut offsets: Vec<i32> = e
        .insts
        .iter()
        .filter(|i| i.op == op::S_LOAD_DWORD)
        .filter(|i| i.operands[1] == Operand::Sgpr(gcn_isa::RegRange { first: 0, count: 2 }))
        .filter_map(|i| match i.operands[2] {
            Operand::Imm(o) => Some(o),
            _ => None,
        })
        .collect();
    offsets.sort();
    assert_eq!(offsets, vec![4, 8], "{}", k.asm);
    // The group counts are kernel arguments after the UAV's resource (slots 2 and 3), not
    // divisions on the device.
    assert!(!names(&e).contains(&op::V_RCP_IFLAG_F32), "{}", k.asm);
    assert_eq!(
        k.kernargs
            .iter()
            .map(|s| (s.offset, s.kind))
            .collect::<Vec<_>>(),
        vec![
            (0, KernargSlotKind::Uav(0)),
            (8, KernargSlotKind::UavRecords(0)),
            (16, KernargSlotKind::NumGroups(0)),
            (24, KernargSlotKind::NumGroups(1)),
        ]
    );
}

const BYTES_AND_INSERT: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_lds_id(0) 256
dcl_literal l0, 4, 8, 4, 0xabcd
mov r0.x, vTidInGrp.x
lds_store_byte_id(0) vTidInGrp.x, r0.x
fence_threads_lds
lds_load_byte_id(0) r1.x, vTidInGrp.x
ubit_insert r2.x, l0.x, l0.y, r1.x, l0.z
imul r3.x, r0.x, l0.y
uav_raw_store_id(0) mem.x, r3.x, r2.x
end
";

#[test]
fn byte_lds_access_and_bit_insert() {
    let (k, e) = compile_ok(BYTES_AND_INSERT);
    assert_llvm_mc_agrees(&e);
    let n = names(&e);
    for want in [
        op::DS_WRITE_B8,
        op::DS_READ_I8,
        op::V_BFM_B32,
        op::V_BFI_B32,
    ] {
        assert!(n.contains(&want), "{want} missing:\n{}", k.asm);
    }
}

#[test]
fn borrow_is_the_carry_out_of_a_vop3_subtract() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 4, 100, 0, 0
mov r0.x, vAbsTid.x
iborrow r1.x, r0.x, l0.x
imul r2.x, r0.x, l0.y
uav_raw_store_id(0) mem.x, r0.x, r1.x
end
";
    let (k, e) = compile_ok(il);
    assert_llvm_mc_agrees(&e);
    let sub = e
        .insts
        .iter()
        .find(|i| i.op == op::V_SUB_CO_U32)
        .unwrap_or_else(|| panic!("no v_sub_co_u32:\n{}", k.asm));
    // The borrow goes to an SGPR pair (VOP3 form), then selects 1 or 0.
    assert!(
        matches!(sub.operands[1], Operand::Sgpr(r) if r.count == 2),
        "{}",
        k.asm
    );
    assert!(names(&e).contains(&op::V_CNDMASK_B32), "{}", k.asm);
}

#[test]
fn force_waitcnt_waits_after_every_memory_instruction() {
    let program = amdil::parse(LOAD_ADD_STORE).unwrap_or_else(|d| panic!("{d:?}"));
    let mut func = ilc_ir::lower::lower(&program).unwrap_or_else(|e| panic!("{e}"));
    optimize(&mut func, OptLevel::O1).unwrap_or_else(|e| panic!("{e}"));
    let opts = CompileOptions {
        force_waitcnt: true,
        ..CompileOptions::default()
    };
    let (k, e) = compile_parts(&func, &opts).unwrap_or_else(|err| panic!("{err}"));
    assert_llvm_mc_agrees(&e);
    for (i, inst) in e.insts.iter().enumerate() {
        let flags = inst.info().flags;
        let memory = flags.contains(gcn_isa::table::Flags::VMCNT)
            || flags.contains(gcn_isa::table::Flags::LGKMCNT);
        if memory {
            let next = e.insts.get(i + 1).map(|n| n.op);
            assert_eq!(
                next,
                Some(op::S_WAITCNT),
                "no wait after {}:\n{}",
                inst.info().name,
                k.asm
            );
        }
    }
    let (plain, _) = compile_ok(LOAD_ADD_STORE);
    assert!(k.waitcnts > plain.waitcnts);
}

#[test]
fn dynamic_indexed_temps_get_a_scratch_frame_and_its_setup() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_indexed_temp_array x0[17]
dcl_literal l0, 2, 3, 0, 0
ishl r0.x, vAbsTid.x, l0.x
uav_raw_load_id(0) r1.x, r0.x
iand r1.x, r1.x, l0.y
mov x0[r1.x], r0
mov r2, x0[vAbsTid.x]
uav_raw_store_id(0) mem.x, r0.x, r2.x
end
";
    let (k, out) = compile_ok(il);
    // x0[17] is 68 words (more than `private_select` turns into selects, so it stays in
    // scratch); with the zero word and the discard word: 70 dwords per lane.
    assert_eq!(k.private_bytes, 280);
    // Initialised: kernarg pointer s[0:1], flat scratch init s[2:3], group id X s4, wave
    // offset s5 (AMDGPUUsage order).
    assert_eq!(
        k.entry_sgprs,
        crate::abi::EntrySgprs {
            dispatch_ptr: false,
            kernarg_ptr: true,
            workgroup_id: [true, false, false],
            scratch: true,
        }
    );
    assert!(k.sgpr_count >= 6, "s0..s5 are initialised with scratch");
    let names: Vec<Op> = out.insts.iter().map(|i| i.op).collect();
    assert_eq!(
        names[..2],
        [op::S_ADD_U32, op::S_ADDC_U32],
        "FLAT_SCRATCH first"
    );
    // Words 0..=4 of the array (the zero word included) are cleared first.
    let offsets: Vec<i32> = out
        .insts
        .iter()
        .filter(|i| i.op == op::SCRATCH_STORE_DWORD)
        .map(|i| i.mem.offset)
        .take(5)
        .collect();
    assert_eq!(offsets, [0, 4, 8, 12, 16]);
    assert!(names.contains(&op::SCRATCH_LOAD_DWORD));
    let kd = crate::codeobj::kernel_descriptor(&k, 0);
    assert_eq!(kd[4..8], 280u32.to_le_bytes());
}

#[test]
fn divergent_icb_reads_the_data_after_the_code() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_cb icb[2] = { 0x11111111, 0x22222222 }
dcl_literal l0, 2, 7, 0, 0
ishl r0.x, vAbsTid.x, l0.x
mov r2, icb[vAbsTid.x]
uav_raw_store_id(0) mem.x, r0.x, r2.x
end
";
    let (k, out) = compile_ok(il);
    // The ICB's two words, then the zero word out-of-range indexes read.
    let tail: Vec<u32> = k.code[k.code.len() - 12..]
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    assert_eq!(tail, [0x1111_1111, 0x2222_2222, 0]);
    let names: Vec<Op> = out.insts.iter().map(|i| i.op).collect();
    assert!(names.contains(&op::S_GETPC_B64));
    assert!(names.contains(&op::GLOBAL_LOAD_DWORD));
    assert!(k
        .asm
        .ends_with("\t.long 0x11111111\n\t.long 0x22222222\n\t.long 0x00000000\n"));
}
