//! Which IL opcodes the R600 backend runs: asked of the backend itself.
//!
//! [`il_opcode`] compiles a small kernel that uses the opcode (an ALU form `op r0, r1, r2, …`
//! on values read from `cb0`, or a flow-control template) through the real pipeline — IL
//! parser, lowering, the O2 middle end and [`crate::compile_function`] — and reports what the
//! selection code says: supported, or its located `unsupported on r600: …` error. Memory
//! families whose address spaces R6xx lacks (UAVs, LDS, GDS, append buffers, SRVs,
//! semaphores) are answered with the reason the selection code gives for their address space
//! (the IL manual's device-validity appendix D lists them as R700 / Evergreen and later).
//! Opcodes no template covers (declarations, subroutines, graphics-only instructions) are
//! [`Support::NotAssessed`].

use amdil::opcode::OpInfo;
pub use ilc_ir::probe::Support;
use ilc_ir::probe::{common_body, prepare, NotPrepared};

use crate::{compile_function, CodegenError, Options};

/// Memory families R6xx has no address space for, by enum-name prefix, with the selection
/// code's reason (`isel::space_name`).
const NO_SPACE: &[(&str, &str)] = &[
    ("IL_OP_UAV_", "UAV access (R6xx has no UAVs)"),
    ("IL_OP_DCL_UAV", "UAV declaration (R6xx has no UAVs)"),
    ("IL_OP_DCL_RAW_UAV", "UAV declaration (R6xx has no UAVs)"),
    ("IL_OP_DCL_STRUCT_UAV", "UAV declaration (R6xx has no UAVs)"),
    ("IL_OP_DCL_TYPED_UAV", "UAV declaration (R6xx has no UAVs)"),
    (
        "IL_OP_DCL_TYPELESS_UAV",
        "UAV declaration (R6xx has no UAVs)",
    ),
    ("IL_OP_DCL_ARENA_UAV", "UAV declaration (R6xx has no UAVs)"),
    (
        "IL_OP_APPEND_BUF_",
        "append buffer (an UAV counter; R6xx has no UAVs)",
    ),
    ("IL_OP_LDS_", "LDS access (R6xx has no LDS)"),
    ("IL_OP_DCL_LDS", "LDS declaration (R6xx has no LDS)"),
    ("IL_OP_GDS_", "GDS access (R6xx has no GDS)"),
    ("IL_OP_SRV_", "SRV access (R7xx and later)"),
    ("IL_OP_DCL_RAW_SRV", "SRV declaration (R7xx and later)"),
    ("IL_OP_DCL_STRUCT_SRV", "SRV declaration (R7xx and later)"),
    ("IL_OP_SEMAPHORE_", "semaphore (GDS; R6xx has no GDS)"),
    ("IL_OP_DCL_SHARED_TEMP", "shared registers (R7xx and later)"),
    ("IL_OP_INIT_SR", "shared registers (R7xx and later)"),
];

const HEADER: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_cb cb0[8]
dcl_literal l0, 0, 3, 1, 2
mov r1, cb0[0]
mov r2, cb0[1]
mov r3, cb0[2]
mov r4, cb0[3]
mov r0, r4
";

const FOOTER: &str = "mov g[vAbsTid.x], r0
end
";

/// The kernel body exercising `info`, when a template covers it.
fn template(info: &OpInfo) -> Option<String> {
    Some(match info.enum_name {
        // In every template.
        "IL_OP_END"
        | "IL_OP_MOV"
        | "IL_OP_DCL_NUM_THREAD_PER_GROUP"
        | "IL_DCL_CONST_BUFFER"
        | "IL_DCL_LITERAL" => String::new(),
        "IL_OP_NOP" => "nop\n".into(),
        "IL_OP_IFNZ" => "ifnz r1.x\nmov r0, r2\nendif\n".into(),
        "IL_OP_RET" => "if_logicalnz r1.x\nmov g[vAbsTid.x], r2\nret\nendif\n".into(),
        // Constant indices only (register indices are not selected yet).
        "IL_DCL_INDEXED_TEMP_ARRAY" => {
            "dcl_indexed_temp_array x0[4]\nmov x0[1], r1\nmov x0[2], r2\nmov r0, x0[1]\n".into()
        }
        "IL_OP_RET_DYN" => "if_logicalnz r1.x\nmov g[vAbsTid.x], r2\nret_dyn\nendif\n".into(),
        _ => return common_body(info, "mov g[vAbsTid.x], r2"),
    })
}

/// How the R600 backend handles IL opcode `op` (see the module documentation).
pub fn il_opcode(op: amdil::Opcode) -> Support {
    let Some(info) = amdil::opcode::OPCODES.iter().find(|i| i.opcode == op) else {
        return Support::NotAssessed;
    };
    if let Some((_, why)) = NO_SPACE
        .iter()
        .find(|(prefix, _)| info.enum_name.starts_with(prefix))
    {
        return Support::Unsupported(format!("unsupported on r600: {why}"));
    }
    let Some(body) = template(info) else {
        return Support::NotAssessed;
    };
    let func = match prepare(&format!("{HEADER}{body}{FOOTER}")) {
        Ok(f) => f,
        Err(NotPrepared::Parse) => return Support::NotAssessed,
        Err(NotPrepared::Lowering(m)) => {
            return Support::Unsupported(format!("not lowered to the IR: {m}"))
        }
        Err(NotPrepared::MiddleEnd(m)) => return Support::Unsupported(format!("middle end: {m}")),
    };
    match compile_function(&func, &Options::default()) {
        Ok(_) => Support::Supported,
        // The backend names the IR operation it cannot select; the IL opcode comes first.
        Err(CodegenError::Unsupported { what, .. }) => Support::Unsupported(format!(
            "unsupported on r600: `{m}` ({what})",
            m = info.mnemonic
        )),
        Err(e) => Support::Unsupported(e.to_string()),
    }
}
