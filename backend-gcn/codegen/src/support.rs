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
//! selection (which names the IR operation it cannot select). Graphics-stage opcodes
//! (textures, derivatives, discards, input / output / resource declarations) are probed in
//! a small pixel shader compiled as one ([`crate::stage::Stage::Pixel`]). Opcodes no
//! template covers (subroutines, most declarations) are [`Support::NotAssessed`].
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

const PIXEL_HEADER: &str = "il_ps_2_0
dcl_input_generic_interp(linear) v1
dcl_output_generic o0
dcl_resource_id(0)_type(2d)_fmtx(float)_fmty(float)_fmtz(float)_fmtw(float)
dcl_resource_id(1)_type(buffer)_fmtx(uint)_fmty(uint)_fmtz(uint)_fmtw(uint)
";

/// The pixel-shader body exercising a graphics-stage opcode, when one covers `info`.
fn pixel_body(info: &OpInfo) -> Option<String> {
    let m = info.mnemonic;
    Some(match info.enum_name {
        "IL_OP_DSX" | "IL_OP_DSY" | "IL_OP_FWIDTH" => format!("{m} o0, v1\n"),
        "IL_OP_KILL" => "kill v1\nmov o0, v1\n".into(),
        "IL_OP_DISCARD_LOGICALZ" | "IL_OP_DISCARD_LOGICALNZ" => format!("{m} v1.x\nmov o0, v1\n"),
        "IL_DCL_OUTPUT" | "IL_DCL_INPUT" | "IL_DCL_RESOURCE" | "IL_OP_SAMPLE" => {
            "sample_resource(0)_sampler(0) o0, v1\n".into()
        }
        "IL_OP_SAMPLE_B" | "IL_OP_SAMPLE_L" => format!("{m}_resource(0)_sampler(0) o0, v1, v1.w\n"),
        "IL_OP_SAMPLE_G" => "sample_g_resource(0)_sampler(0) o0, v1, v1.zzzz, v1.wwww\n".into(),
        "IL_OP_SAMPLE_C" | "IL_OP_SAMPLE_C_LZ" => {
            format!("{m}_resource(0)_sampler(0) o0, v1.xyxx, v1.z\n")
        }
        "IL_OP_SAMPLE_C_L" | "IL_OP_SAMPLE_C_B" => {
            format!("{m}_resource(0)_sampler(0) o0, v1.xyxx, v1.z, v1.w\n")
        }
        "IL_OP_SAMPLE_C_G" => {
            "sample_c_g_resource(0)_sampler(0) o0, v1.xyxx, v1.z, v1.wwww, v1.zzzz\n".into()
        }
        "IL_OP_LOAD" => "ftoi r0, v1\nload_resource(0) o0, r0\n".into(),
        "IL_OP_RESINFO" => "ftoi r0, v1\nresinfo_resource(0) o0, r0.x\n".into(),
        "IL_OP_BUFINFO" => "bufinfo_resource(1) o0\n".into(),
        _ => return None,
    })
}

/// How the Vega backend handles IL opcode `op` (see the module documentation).
pub fn il_opcode(op: amdil::Opcode) -> Support {
    let Some(info) = amdil::opcode::OPCODES.iter().find(|i| i.opcode == op) else {
        return Support::NotAssessed;
    };
    let (text, stage) = match pixel_body(info) {
        Some(body) => (
            format!("{PIXEL_HEADER}{body}end\n"),
            crate::stage::Stage::Pixel,
        ),
        None => match body(info) {
            Some(body) => (
                format!("{HEADER}{body}{FOOTER}"),
                crate::stage::Stage::Compute,
            ),
            None => return Support::NotAssessed,
        },
    };
    let func = match prepare(&text) {
        Ok(f) => f,
        Err(NotPrepared::Lowering(m)) if m.contains("unsupported") => {
            return Support::Unsupported(format!("not lowered to the IR: {m}"))
        }
        Err(NotPrepared::MiddleEnd(m)) => return Support::Unsupported(format!("middle end: {m}")),
        Err(_) => return Support::NotAssessed,
    };
    let options = CompileOptions {
        stage,
        ..CompileOptions::default()
    };
    match compile_function(&func, &options) {
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
        // Graphics-stage opcodes compile in a pixel shader.
        for op in [
            amdil::Opcode::Sample,
            amdil::Opcode::SampleCG,
            amdil::Opcode::Dsx,
            amdil::Opcode::DiscardLogicalnz,
            amdil::Opcode::Resinfo,
        ] {
            assert_eq!(il_opcode(op), Support::Supported, "{op:?}");
        }
        // Other graphics-stage declarations have no template.
        assert_eq!(il_opcode(amdil::Opcode::Dclpin), Support::NotAssessed);
    }
}
