//! Conditional exits folded into their ALU clause (ALU_BREAK / ALU_CONTINUE).

use r600_isa::CfAluOp;

use super::{Clauses, Planned};

/// `ALU_PUSH_BEFORE (… PRED_SET c) ; LOOP_BREAK ; POP` becomes one `ALU_BREAK` clause whose
/// PRED_SET is inverted (the lanes that fail it break), likewise for LOOP_CONTINUE; with an
/// else side (`… LOOP_BREAK ; ELSE ; side ; POP`) the side then runs without ELSE and POP.
/// Only integer conditions are inverted (a float compare's inverse differs on NaN).
pub fn fold_conditional_exits(clauses: &mut Clauses) {
    let Clauses { plan, segments, .. } = clauses;
    use r600_isa::AluOp as A;
    let mut i = 0;
    while i + 2 < plan.len() {
        let exit = match (&plan[i + 1], &plan[i + 2]) {
            (Planned::LoopBreak, Planned::Pop | Planned::Else) => Some(CfAluOp::AluBreak),
            (Planned::LoopContinue, Planned::Pop | Planned::Else) => Some(CfAluOp::AluContinue),
            _ => None,
        };
        // With an else side, the POP ending it goes too (the lanes left are the else side's).
        let matching_pop = if matches!(plan[i + 2], Planned::Else) {
            let mut depth = 0usize;
            let mut found = None;
            for (j, p) in plan.iter().enumerate().skip(i + 3) {
                match p {
                    Planned::Alu {
                        push_before: true, ..
                    } => depth += 1,
                    Planned::Pop if depth == 0 => {
                        found = Some(j);
                        break;
                    }
                    Planned::Pop => depth -= 1,
                    _ => {}
                }
            }
            match found {
                Some(j) => Some(j),
                None => {
                    i += 1;
                    continue;
                }
            }
        } else {
            None
        };
        let folded = match (&mut plan[i], exit) {
            (
                Planned::Alu {
                    seg,
                    clause,
                    push_before: true,
                    exit: slot @ None,
                },
                Some(kind),
            ) => {
                let pred = clause
                    .groups
                    .iter()
                    .flat_map(|g| &g.ops)
                    .map(|o| o.op)
                    .find(|&k| segments[*seg][k].pred);
                let inverse = pred.and_then(|k| {
                    let inv = match segments[*seg][k].op {
                        A::PredSeteInt => A::PredSetneInt,
                        A::PredSetneInt => A::PredSeteInt,
                        A::PredSetgtInt => A::PredSetleInt,
                        A::PredSetgeInt => A::PredSetltInt,
                        _ => return None,
                    };
                    Some((k, inv))
                });
                match inverse {
                    Some((k, inv)) => {
                        segments[*seg][k].op = inv;
                        *slot = Some(kind);
                        true
                    }
                    None => false,
                }
            }
            _ => false,
        };
        if folded {
            if let Planned::Alu { push_before, .. } = &mut plan[i] {
                *push_before = false;
            }
            if let Some(j) = matching_pop {
                plan.remove(j);
            }
            plan.drain(i + 1..i + 3);
        }
        i += 1;
    }
}

#[cfg(test)]
mod tests {
    use r600_isa::{AluOp, CfAluOp, Chan};

    use super::fold_conditional_exits;
    use crate::emit::form_clauses::form_clauses;
    use crate::emit::Planned;
    use crate::testing::{lit, pred, r, selected};
    use crate::vcode::{Item, VRegInfo};
    use crate::Options;

    fn conditional_exit(cmp: AluOp) -> crate::emit::Clauses {
        let vregs = vec![
            VRegInfo {
                chan: Some(Chan::X),
                precolor: Some(0),
                ..VRegInfo::default()
            },
            VRegInfo::default(),
        ];
        let items = vec![
            Item::LoopStart,
            pred(cmp, 1, &[r(0), lit(3)]),
            Item::IfPush,
            Item::LoopBreak,
            Item::Pop,
            Item::LoopEnd,
        ];
        let mut clauses = form_clauses(&selected(items, vregs), &Options::default()).unwrap();
        fold_conditional_exits(&mut clauses);
        clauses
    }

    #[test]
    fn an_integer_conditional_break_is_one_alu_break_clause_with_the_inverse_test() {
        let clauses = conditional_exit(AluOp::PredSeteInt);
        assert!(matches!(
            clauses.plan.as_slice(),
            [
                Planned::LoopStart,
                Planned::Alu {
                    push_before: false,
                    exit: Some(CfAluOp::AluBreak),
                    ..
                },
                Planned::LoopEnd
            ]
        ));
        assert_eq!(clauses.segments[0][0].op, AluOp::PredSetneInt);
    }

    #[test]
    fn a_float_conditional_break_keeps_its_push_and_pop() {
        // The inverse of a float compare differs on NaN.
        let clauses = conditional_exit(AluOp::PredSete);
        assert_eq!(clauses.plan.len(), 5);
        assert_eq!(clauses.segments[0][0].op, AluOp::PredSete);
    }
}
