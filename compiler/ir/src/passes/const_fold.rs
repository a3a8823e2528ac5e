//! Constant folding: replaces a pure instruction whose operands are all constants by the
//! constant it computes. Results come from [`crate::semantics`], the evaluator's own rules,
//! so folding is bit-exact with the IL semantics (flushing, legacy multiply, zeroop, NaN rules).
//! Dispatch-register reads are never folded. Runs to a fixpoint.

use crate::function::Function;
use crate::instructions::InstructionData;
use crate::semantics::{eval_fcmp, eval_icmp, eval_opcode};
use crate::FloatFlags;

/// Folds constant expressions; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let mut changed_any = false;
    loop {
        let mut changed = false;
        for block in func.layout.clone() {
            for inst in func.blocks[block].insts.clone() {
                let Some(result) = func.inst_result(inst) else {
                    continue;
                };
                let data = &func.insts[inst];
                if !data.is_pure()
                    || matches!(
                        data,
                        InstructionData::Const { .. } | InstructionData::Special { .. }
                    )
                {
                    continue;
                }
                let operands = data.values();
                let Some(bits): Option<Vec<u64>> = operands
                    .iter()
                    .map(|v| func.const_value(*v).map(|c| c.1))
                    .collect()
                else {
                    continue;
                };
                let ty = func.value_type(result);
                let folded = match data {
                    InstructionData::Unary { opcode, flags, .. }
                    | InstructionData::Binary { opcode, flags, .. }
                    | InstructionData::Ternary { opcode, flags, .. } => {
                        eval_opcode(*opcode, *flags, ty, &bits).ok()
                    }
                    InstructionData::Quaternary { opcode, .. } => {
                        eval_opcode(*opcode, FloatFlags::default(), ty, &bits).ok()
                    }
                    InstructionData::Bitcast { .. } => Some(bits[0]),
                    InstructionData::IntCompare { cond, .. } => {
                        Some(
                            eval_icmp(*cond, func.value_type(operands[0]), bits[0], bits[1]) as u64,
                        )
                    }
                    InstructionData::FloatCompare { cond, flags, .. } => Some(eval_fcmp(
                        *cond,
                        *flags,
                        func.value_type(operands[0]),
                        bits[0],
                        bits[1],
                    )
                        as u64),
                    _ => None,
                };
                if let Some(value) = folded {
                    func.insts[inst] = InstructionData::Const {
                        ty,
                        bits: value & ty.mask(),
                    };
                    changed = true;
                }
            }
        }
        if !changed {
            return changed_any;
        }
        changed_any = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::{check, random_differential};

    #[test]
    fn folds_chains_with_il_rules() {
        check(
            run,
            "function %f {
block0:
    v0 = const.i32 1
    v1 = const.i32 33
    v2 = ishl v0, v1
    v3 = const.f32 0x00000000
    v4 = const.f32 0x7f800000
    v5 = fmul ftz v3, v4
    v6 = frcp ftz v3
    v7 = icmp eq v2, v0
    v8 = special local_id.x
    v9 = iadd v8, v2
    v10 = fcmp lt ftz v4, v6
    v11 = bmask v10
    store uav(1) v9, v11
    return
}
",
            "function %f {
block0:
    v0 = const.i32 1
    v1 = const.i32 33
    v2 = const.i32 2
    v3 = const.f32 0x00000000
    v4 = const.f32 0x7f800000
    v5 = const.f32 0x00000000
    v6 = const.f32 0x7f7fffff
    v7 = const.b1 0
    v8 = special local_id.x
    v9 = iadd v8, v2
    v10 = const.b1 0
    v11 = const.i32 0
    store uav(1) v9, v11
    return
}
",
        );
    }

    #[test]
    fn random_functions_keep_their_meaning() {
        random_differential(run, 0..40);
    }
}
