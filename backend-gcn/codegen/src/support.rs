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

use amdil::opcode::{Block, CtlSet, Extra, OpInfo};

use crate::{compile_function, CodegenError, CompileOptions};

/// How the Vega backend handles an IL opcode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Support {
    /// A kernel using it compiles.
    Supported,
    /// Rejected, with the lowering's or the backend's reason.
    Unsupported(String),
    /// No template exercises it.
    NotAssessed,
}

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

/// A bounded loop (at most three iterations, counter `r5.x`) around `body`.
fn bounded_loop(body: &str) -> String {
    format!(
        "mov r5.x, l0.x\nwhileloop\nige r6.x, r5.x, l0.y\nbreak_logicalnz r6.x\n\
         iadd r5.x, r5.x, l0.z\niadd r0, r0, r1\n{body}\nendloop\n"
    )
}

/// The kernel body exercising `info`, when a template covers it.
fn body(info: &OpInfo) -> Option<String> {
    let m = info.mnemonic;
    let if_else = "if_logicalnz r1.x\nmov r0, r2\nelse\nmov r0, r3\nendif\n";
    let switch = "switch r1.x\ncase 1\nmov r0, r2\nbreak\ndefault\nmov r0, r3\nbreak\nendswitch\n";
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
        "IL_OP_IF_LOGICALNZ" | "IL_OP_ELSE" | "IL_OP_ENDIF" => if_else.into(),
        "IL_OP_IF_LOGICALZ" => "if_logicalz r1.x\nmov r0, r2\nendif\n".into(),
        "IL_OP_IFC" => "ifc_relop(lt) r1.x, r2.x\nmov r0, r2\nendif\n".into(),
        "IL_OP_WHILE" | "IL_OP_ENDLOOP" | "IL_OP_BREAK_LOGICALNZ" => bounded_loop(""),
        "IL_OP_BREAK_LOGICALZ" | "IL_OP_CONTINUE_LOGICALNZ" | "IL_OP_CONTINUE_LOGICALZ" => {
            bounded_loop(&format!("{m} r1.x\niadd r0, r0, r2"))
        }
        "IL_OP_BREAK" | "IL_OP_CONTINUE" => {
            bounded_loop(&format!("if_logicalnz r1.y\n{m}\nendif\niadd r0, r0, r2"))
        }
        "IL_OP_BREAKC" | "IL_OP_CONTINUEC" => {
            bounded_loop(&format!("{m}_relop(lt) r1.x, r2.x\niadd r0, r0, r2"))
        }
        "IL_OP_SWITCH" | "IL_OP_CASE" | "IL_OP_DEFAULT" | "IL_OP_ENDSWITCH" => switch.into(),
        "IL_OP_RET_LOGICALNZ" | "IL_OP_RET_LOGICALZ" => {
            format!("uav_raw_store_id(0) mem, r9.x, r2\n{m} r1.x\n")
        }
        _ => {
            let shape = info.shape;
            let alu_shaped = shape.dsts.min == 1
                && shape.extra == Extra::None
                && shape.block == Block::None
                && shape.srcs.min >= 1;
            if !alu_shaped {
                return None;
            }
            let srcs: Vec<String> = (1..=shape.srcs.min.min(4))
                .map(|i| format!("r{i}"))
                .collect();
            let relop = if shape.controls.contains(CtlSet::RELOP) {
                "_relop(lt)"
            } else {
                ""
            };
            format!("{m}{relop} r0, {}\n", srcs.join(", "))
        }
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
    let text = format!("{HEADER}{body}{FOOTER}");
    // A template the parser rejects (an operand form the opcode does not take) says
    // nothing about the backend.
    let Ok(program) = amdil::parse(&text) else {
        return Support::NotAssessed;
    };
    let mut func = match ilc_ir::lower::lower(&program) {
        Ok(f) => f,
        Err(e) if e.message.contains("unsupported") => {
            return Support::Unsupported(format!("not lowered to the IR: {}", e.message))
        }
        Err(_) => return Support::NotAssessed,
    };
    let level = ilc_ir::passes::pipeline::OptLevel::O2;
    if let Err(e) = ilc_ir::passes::pipeline::optimize(&mut func, level) {
        return Support::Unsupported(format!("middle end: {e}"));
    }
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
