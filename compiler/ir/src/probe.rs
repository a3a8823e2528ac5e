//! Coverage probes: the IL kernels the backends compile to answer "is this IL opcode
//! supported?" (the target columns of `docs/il-coverage.md`).
//!
//! A backend wraps a body from [`common_body`] (or one of its own, for the memory families
//! it has) in a header that reads `r1`-`r4` from memory and a footer that writes `r0` back,
//! then [`prepare`]s it: parse, lower, optimise at -O2. What the backend's instruction
//! selection then says is the answer, so no list of supported opcodes is kept by hand.

use amdil::opcode::{Block, CtlSet, Extra, OpInfo};

use crate::function::Function;
use crate::passes::pipeline::{optimize, OptLevel};

/// How a backend handles an IL opcode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Support {
    /// A kernel using it compiles.
    Supported,
    /// Rejected, with the lowering's or the backend's reason.
    Unsupported(String),
    /// No probe exercises it.
    NotAssessed,
}

/// A loop around `body`: at most three iterations, the counter in `r5.x` (`l0` must hold
/// 0 or more in x, 3 in y, 1 in z).
pub fn bounded_loop(body: &str) -> String {
    format!(
        "mov r5.x, l0.x\nwhileloop\nige r6.x, r5.x, l0.y\nbreak_logicalnz r6.x\n\
         iadd r5.x, r5.x, l0.z\niadd r0, r0, r1\n{body}\nendloop\n"
    )
}

/// The probe body for flow control and ALU-shaped opcodes (`op r0, r1, r2, …` with a
/// relational control where one is required), when one covers `info`. `store_r2` is the
/// backend's way of writing `r2` to its output before a conditional return.
pub fn common_body(info: &OpInfo, store_r2: &str) -> Option<String> {
    let m = info.mnemonic;
    let if_else = "if_logicalnz r1.x\nmov r0, r2\nelse\nmov r0, r3\nendif\n";
    let switch = "switch r1.x\ncase 1\nmov r0, r2\nbreak\ndefault\nmov r0, r3\nbreak\nendswitch\n";
    Some(match info.enum_name {
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
        "IL_OP_RET_LOGICALNZ" | "IL_OP_RET_LOGICALZ" => format!("{store_r2}\n{m} r1.x\n"),
        _ => {
            let shape = info.shape;
            let alu_shaped = shape.dsts.min == 1
                && shape.extra == Extra::None
                && shape.block == Block::None
                && shape.srcs.min >= 1;
            if !alu_shaped {
                return None;
            }
            // Sources beyond the fourth repeat r4.
            let srcs: Vec<String> = (1..=shape.srcs.min)
                .map(|i| format!("r{}", i.min(4)))
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

/// Why a probe kernel did not reach the backend.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotPrepared {
    /// The IL parser rejects the probe (an operand form the opcode does not take): says
    /// nothing about the backend.
    Parse,
    /// The lowering's message.
    Lowering(String),
    /// The middle end's message.
    MiddleEnd(String),
}

/// Parses, lowers and optimises (-O2) a probe kernel.
pub fn prepare(text: &str) -> Result<Function, NotPrepared> {
    let program = amdil::parse(text).map_err(|_| NotPrepared::Parse)?;
    let mut func =
        crate::lower::lower(&program).map_err(|e| NotPrepared::Lowering(e.message.clone()))?;
    optimize(&mut func, OptLevel::O2).map_err(|e| NotPrepared::MiddleEnd(e.to_string()))?;
    Ok(func)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(op: amdil::Opcode) -> &'static OpInfo {
        amdil::opcode::OPCODES
            .iter()
            .find(|i| i.opcode == op)
            .expect("in the table")
    }

    #[test]
    fn bodies_use_the_opcode_with_its_shape() {
        assert_eq!(
            common_body(info(amdil::Opcode::IAdd), "").as_deref(),
            Some("iadd r0, r1, r2\n")
        );
        assert_eq!(
            common_body(info(amdil::Opcode::Mad), "").as_deref(),
            Some("mad r0, r1, r2, r3\n")
        );
        // A relational control is added where the opcode takes one.
        let relop = amdil::opcode::OPCODES
            .iter()
            .find(|i| i.shape.controls.contains(CtlSet::RELOP) && i.shape.dsts.min == 1)
            .expect("an opcode with a relational control");
        let body = common_body(relop, "").expect("ALU-shaped");
        assert!(body.contains("_relop(lt) r0, r1"), "{body}");
        assert!(common_body(info(amdil::Opcode::Dclpin), "").is_none());
        let ret = common_body(info(amdil::Opcode::RetLogicalnz), "STORE").expect("template");
        assert_eq!(ret, "STORE\nret_logicalnz r1.x\n");
    }

    #[test]
    fn prepare_reports_where_a_probe_stops() {
        assert_eq!(prepare("not il").err(), Some(NotPrepared::Parse));
        let ok = "il_cs_2_0\ndcl_num_thread_per_group 64, 1, 1\ndcl_raw_uav_id(0)\n\
                  uav_raw_store_id(0) mem.x, vAbsTid.x, vAbsTid.x\nend\n";
        assert!(prepare(ok).is_ok());
    }
}
