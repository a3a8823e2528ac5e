//! Which IL opcodes the Vega backend compiles, asked of the backend itself (the vega column
//! of `docs/il-coverage.md`).
//!
//! [`il_opcode`] builds a small compute kernel around the opcode and sends it through the
//! real pipeline: the IL parser, the lowering to the IR, the O2 middle end and
//! [`crate::compile_function`]. The kernel reads four vectors from raw UAV 0 (so nothing
//! folds to constants) and writes `r0` back; an ALU-shaped opcode is used as
//! `op r0, r1, r2, …` (with a relational control where one is required), and
//! flow-control, memory and declaration opcodes have templates. The answer is what the
//! pipeline says: supported, or the `unsupported` error of the lowering or of instruction
//! selection (which names the IR operation it cannot select). Opcodes no template covers
//! (graphics stages, subroutines, most declarations) are [`Support::NotAssessed`].
//! Nothing here lists supported opcodes by hand, so the column cannot drift from the code
//! that selects instructions.

use amdil::opcode::OpInfo;
pub use ilc_ir::probe::Support;
use ilc_ir::probe::{common_body, prepare, NotPrepared};

use crate::{compile_function, CodegenError, CompileOptions};

const HEADER: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_literal l0, 4, 3, 1, 2
ishl r9.x, vAbsTid.x, l0.x
uav_raw_load_id(0) r1, r9.x
mov r2, r1.yzwx
mov r3, r1.zwxy
mov r4, r1.wxyz
mov r0, r4
";

const FOOTER: &str = "uav_raw_store_id(0) mem, r9.x, r0
end
";

/// The kernel body exercising `info`, when a template covers it.
fn body(info: &OpInfo) -> Option<String> {
    Some(match info.enum_name {
        // Already in the header or footer.
        "IL_OP_END"
        | "IL_OP_MOV"
        | "IL_OP_DCL_NUM_THREAD_PER_GROUP"
        | "IL_OP_DCL_RAW_UAV"
        | "IL_DCL_LITERAL"
        | "IL_OP_UAV_RAW_LOAD"
        | "IL_OP_UAV_RAW_STORE" => String::new(),
        // Register-relative indexes (constant ones are promoted to registers).
        "IL_DCL_INDEXED_TEMP_ARRAY" => {
            "dcl_indexed_temp_array x0[4]\nmov x0[r1.x], r2\nmov r0, x0[r2.x]\n".into()
        }
        "IL_DCL_CONST_BUFFER" => "dcl_cb icb[4] = { 0x1, 0x2, 0x3, 0x4 }\ndcl_cb cb0[4]\n\
             iadd r0, cb0[r1.x], icb[r2.x]\n"
            .into(),
        "IL_DCL_LDS" | "IL_OP_LDS_LOAD" | "IL_OP_LDS_STORE" => {
            "dcl_lds_id(0) 256\nlds_store_id(0) r9.x, r1.x\nfence_threads_lds\n\
             lds_load_id(0) r0.x, r2.x\n"
                .into()
        }
        "IL_OP_FENCE" => "fence_threads_lds\n".into(),
        _ => return common_body(info, "uav_raw_store_id(0) mem, r9.x, r2"),
    })
}

/// How the Vega backend handles IL opcode `op` (see the module documentation).
pub fn il_opcode(op: amdil::Opcode) -> Support {
    let Some(info) = amdil::opcode::OPCODES.iter().find(|i| i.opcode == op) else {
        return Support::NotAssessed;
    };
    let Some(body) = body(info) else {
        return Support::NotAssessed;
    };
    let func = match prepare(&format!("{HEADER}{body}{FOOTER}")) {
        Ok(f) => f,
        Err(NotPrepared::Lowering(m)) if m.contains("unsupported") => {
            return Support::Unsupported(format!("not lowered to the IR: {m}"))
        }
        Err(NotPrepared::MiddleEnd(m)) => return Support::Unsupported(format!("middle end: {m}")),
        Err(_) => return Support::NotAssessed,
    };
    match compile_function(&func, &CompileOptions::default()) {
        Ok(_) => Support::Supported,
        Err(CodegenError::Unsupported { what, .. }) => {
            Support::Unsupported(format!("`{}` needs {what}, not selected", info.mnemonic))
        }
        Err(e) => Support::Unsupported(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_come_from_compiling() {
        // Selected: integer add, a divergent loop, indexed temps, the ICB, LDS.
        for op in [
            amdil::Opcode::IAdd,
            amdil::Opcode::While,
            amdil::Opcode::DclIndexedTempArray,
            amdil::Opcode::DclConstBuffer,
            amdil::Opcode::DclLds,
        ] {
            assert_eq!(il_opcode(op), Support::Supported, "{op:?}");
        }
        // f64 square root has no selection yet: the reason names the IR operation.
        match il_opcode(amdil::Opcode::DSqrt) {
            Support::Unsupported(why) => assert!(why.contains("fsqrt on f64"), "{why}"),
            other => panic!("dsqrt: {other:?}"),
        }
        // Graphics-stage declarations have no template.
        assert_eq!(il_opcode(amdil::Opcode::Dclpin), Support::NotAssessed);
    }
}
