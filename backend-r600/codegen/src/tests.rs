//! Structural tests of the backend on small IL programs (execution against the interpreter
//! is in the `r600_diff` and `r600_random` suites of `ilc-tests`).

use ilc_ir::passes::pipeline::{optimize, OptLevel};
use r600_isa::group_rules::{check_read_ports, static_address, CfileModel};
use r600_isa::{AluGroup, AluOp, Clause, Unit};

use crate::{compile_function, CodegenError, Options, R600Compiled};

fn compile_with(il: &str, opts: &Options) -> Result<R600Compiled, CodegenError> {
    let program = amdil::parse(il).unwrap_or_else(|d| panic!("{d:?}"));
    let mut func = ilc_ir::lower::lower(&program).unwrap_or_else(|e| panic!("{e}"));
    optimize(&mut func, OptLevel::O2).unwrap_or_else(|e| panic!("{e}"));
    compile_function(&func, opts)
}

fn compile(il: &str) -> R600Compiled {
    compile_with(il, &Options::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn groups(c: &R600Compiled) -> Vec<&AluGroup> {
    c.program
        .cf
        .iter()
        .filter_map(|n| match &n.clause {
            Clause::Alu(g) => Some(g),
            _ => None,
        })
        .flatten()
        .collect()
}

const SWIZZLED_ADD: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
mov r0, g[vAbsTid.x]
add r1, r0, r0.yzwx
mov g[vAbsTid.x], r1
end
";

#[test]
fn independent_operations_share_a_group() {
    // The four ADDs and the store's window indices (docs/r600-backend.md) are independent
    // of each other: some group fills all five slots.
    let c = compile(SWIZZLED_ADD);
    let sizes: Vec<usize> = groups(&c).iter().map(|g| g.insts.len()).collect();
    assert!(sizes.contains(&5), "a full group: {sizes:?}\n{}", c.asm);
    assert!(c.stats.slots_per_group() >= 3.0, "{}", c.asm);
}

#[test]
fn without_packing_every_group_has_one_operation() {
    let opts = Options {
        pack: false,
        ..Options::default()
    };
    let c = compile_with(SWIZZLED_ADD, &opts).unwrap_or_else(|e| panic!("{e}"));
    assert!(groups(&c).iter().all(|g| g.insts.len() == 1), "{}", c.asm);
    assert!(c.stats.alu_groups >= 4);
}

#[test]
fn trans_only_operations_run_in_the_trans_unit() {
    let c = compile(
        "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
mov r0, g[vAbsTid.x]
imul r1.x, r0.x, r0.y
ishl r1.y, r0.z, r0.w
itof r1.z, r0.x
mov g[vAbsTid.x], r1
end
",
    );
    let mut seen = 0;
    for g in groups(&c) {
        let units = g.units(true).expect("valid group");
        for (inst, unit) in g.insts.iter().zip(units) {
            if matches!(inst.op, AluOp::MulloInt | AluOp::LshlInt | AluOp::IntToFlt) {
                assert_eq!(unit, Unit::Trans, "{}", c.asm);
                seen += 1;
            }
        }
    }
    assert_eq!(seen, 3, "{}", c.asm);
}

#[test]
fn every_group_passes_the_read_port_rules() {
    let c = compile(
        "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_literal l0, 64, 0x3f000000, 0, 0
mov r0, g[vAbsTid.x]
iadd r9.x, vAbsTid.x, l0.x
mov r2, g[r9.x]
mad r1, r0, r2, r0.wzyx
mad r1, r1, r2.yxwz, r2
mul r1, r1, l0.y
add r1, r1, r0.zwxy
mov g[vAbsTid.x], r1
end
",
    );
    for g in groups(&c) {
        check_read_ports(g, true, CfileModel::R600, &static_address)
            .unwrap_or_else(|v| panic!("{v:?}\n{}", c.asm));
    }
    assert!(c.gprs <= 8, "{} GPRs\n{}", c.gprs, c.asm);
}

#[test]
fn uav_access_is_rejected_at_its_instruction() {
    let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
uav_raw_store_id(0) mem.x, vAbsTid.x, vAbsTid.x
end
";
    let e = compile_with(il, &Options::default()).expect_err("R6xx has no UAVs");
    assert!(e.to_string().starts_with("unsupported on r600: "), "{e}");
    let loc = e.loc().expect("located");
    assert!(il[loc.start as usize..loc.end as usize].starts_with("uav_raw_store_id"));
}

#[test]
fn the_program_ends_and_encodes() {
    let c = compile(SWIZZLED_ADD);
    let last = c.program.cf.last().expect("CF instructions");
    assert!(last.inst.end_of_program(), "{}", c.asm);
    assert_eq!(c.bytes.len() % 4, 0);
    let back = r600_isa::Program::from_bytes(&c.bytes).expect("decodes");
    assert_eq!(back.cf.len(), c.program.cf.len());
}

#[test]
fn opcode_support_follows_the_device_validity_appendix() {
    use crate::support::{il_opcode, Support};
    use amdil::Opcode;
    // Valid for all GPUs / R6xx (IL appendix D), and bitalign as a funnel shift.
    for op in [
        Opcode::IAdd,
        Opcode::BitAlign,
        Opcode::Switch,
        Opcode::BreakLogicalnz,
    ] {
        assert_eq!(il_opcode(op), Support::Supported, "{op:?}");
    }
    // Doubles, 64-bit integers, UAVs and LDS: not on R6xx; the reason names the IL opcode
    // or the missing memory.
    for (op, needle) in [
        (Opcode::DAdd, "`dadd`"),
        (Opcode::I64Add, "`i64add`"),
        (Opcode::UavRawLoad, "UAV"),
        (Opcode::LdsAdd, "LDS"),
    ] {
        match il_opcode(op) {
            Support::Unsupported(why) => assert!(
                why.starts_with("unsupported on r600: ") && why.contains(needle),
                "{op:?}: {why}"
            ),
            other => panic!("{op:?}: {other:?}"),
        }
    }
}

#[test]
fn a_vec4_load_is_one_fetch_instruction() {
    let c = compile(SWIZZLED_ADD);
    assert_eq!(c.stats.fetches, 1, "{}", c.asm);
    let vtx: Vec<&r600_isa::VtxInst> = c
        .program
        .cf
        .iter()
        .filter_map(|n| match &n.clause {
            Clause::Vtx(v) => Some(v),
            _ => None,
        })
        .flatten()
        .collect();
    // Words 0-3 of the element: every element of the destination is written.
    assert!(
        vtx[0]
            .dst_sel
            .iter()
            .all(|s| !matches!(s, r600_isa::CompSel::Mask)),
        "{}",
        c.asm
    );
}

#[test]
fn register_indexed_temporaries_use_relative_gpr_addressing() {
    let c = compile(
        "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_indexed_temp_array x0[4]
dcl_literal l0, 3, 0, 0, 0
mov r0, g[vAbsTid.x]
iand r1.x, r0.x, l0.x
mov x0[r1.x], r0
mov x0[1], r0.yzwx
iand r1.y, r0.y, l0.x
mov r2, x0[r1.y]
mov g[vAbsTid.x], r2
end
",
    );
    let insts: Vec<&r600_isa::AluInst> = groups(&c).into_iter().flat_map(|g| &g.insts).collect();
    let movas = insts.iter().filter(|i| i.op == AluOp::MovaInt).count();
    let rel_writes = insts.iter().filter(|i| i.dst.rel).count();
    let rel_reads = insts
        .iter()
        .filter(|i| i.encoded_srcs().iter().any(|s| s.rel))
        .count();
    assert_eq!(movas, 2, "{}", c.asm);
    assert_eq!(rel_writes, 4, "{}", c.asm);
    assert_eq!(rel_reads, 4, "{}", c.asm);
    // The array (R3-R6, after the preloaded R0-R2) is reserved.
    assert!(c.gprs >= 7, "{}", c.asm);
}
