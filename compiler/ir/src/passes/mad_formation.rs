//! Multiply-add formation: `fadd (fmul a, b), c` becomes `fmad a, b, c` when the product has
//! no other use and the result is bit-identical.
//!
//! `fmad` is the IL's unfused multiply-add: the product is rounded (and flushed) before the
//! add, exactly as an `fmul` followed by an `fadd`, so the rewrite is exact when
//! - the values are `f32` and both instructions flush denormals (`ftz`): the targets' unfused
//!   multiply-adds (gfx9 `v_mad_f32`/`v_mad_legacy_f32`) flush the product;
//! - the `fmul` has no `sat` (the clamp would sit between the multiply and the add) and its
//!   source modifiers move to operands 0 and 1 of the `fmad`; its `ieee` flag (DX9 rule or
//!   IEEE product) becomes the `fmad`'s;
//! - the `fadd` has no modifier on the product operand (`-(0*x)` is `-0` while the DX9 rule
//!   gives `+0` for `(-0)*x`), its modifiers on `c` move to operand 2 and its `sat` stays;
//! - the product is the *first* addend: `p + c` and `c + p` round alike, but when both are
//!   NaN the result carries the first one's payload, and `fmad` adds the product first.
//!
//! The `fmul` is left for DCE.

use crate::entities::{Inst, Value};
use crate::function::Function;
use crate::instructions::{FloatFlags, InstructionData};
use crate::opcode::Opcode;
use crate::types::Type;

/// The fused form of `inst` if it is an `fadd` that can absorb its first operand's `fmul`.
fn fused(func: &Function, inst: Inst, uses: &impl Fn(Value) -> u32) -> Option<InstructionData> {
    let InstructionData::Binary {
        opcode: Opcode::Fadd,
        flags: add,
        args: [p, c],
    } = func.insts[inst]
    else {
        return None;
    };
    if func.value_type(p) != Type::F32 || !add.ftz || add.neg & 1 != 0 || add.abs & 1 != 0 {
        return None;
    }
    if uses(p) != 1 {
        return None;
    }
    let InstructionData::Binary {
        opcode: Opcode::Fmul,
        flags: mul,
        args: [a, b],
    } = func.insts[func.value_inst(p)?]
    else {
        return None;
    };
    if !mul.ftz || mul.sat {
        return None;
    }
    let c_bit = |m: u8| (m >> 1 & 1) << 2;
    Some(InstructionData::Ternary {
        opcode: Opcode::Fmad,
        flags: FloatFlags {
            ftz: true,
            ieee: mul.ieee,
            sat: add.sat,
            zeroop: add.zeroop,
            neg: (mul.neg & 3) | c_bit(add.neg),
            abs: (mul.abs & 3) | c_bit(add.abs),
        },
        args: [a, b, c],
    })
}

/// Forms multiply-adds; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let uses = func.use_counts();
    let mut changed = false;
    for block in func.layout.clone() {
        for inst in func.blocks[block].insts.clone() {
            if let Some(data) = fused(func, inst, &|v| uses[v]) {
                func.insts[inst] = data;
                changed = true;
            }
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::{check, random_differential};

    #[test]
    fn fuses_a_single_use_product_in_first_position() {
        check(
            run,
            "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 4
    v2 = imul v0, v1
    v3 = load uav(0) v2
    v4 = bitcast.f32 v3
    v5 = load uav(2) v2
    v6 = bitcast.f32 v5
    v7 = fmul ftz neg1 v4, v6
    v8 = fadd ftz sat abs1 v7, v4
    v9 = bitcast.i32 v8
    store uav(1) v2, v9
    return
}
",
            "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 4
    v2 = imul v0, v1
    v3 = load uav(0) v2
    v4 = bitcast.f32 v3
    v5 = load uav(2) v2
    v6 = bitcast.f32 v5
    v7 = fmul ftz neg1 v4, v6
    v8 = fmad ftz sat neg1 abs2 v4, v6, v4
    v9 = bitcast.i32 v8
    store uav(1) v2, v9
    return
}
",
        );
    }

    #[test]
    fn leaves_what_would_change_bits() {
        // product second, product used twice, saturated product, negated product, IEEE adds
        // without flushing: all stay.
        let text = "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 4
    v2 = imul v0, v1
    v3 = load uav(0) v2
    v4 = bitcast.f32 v3
    v5 = fmul ftz v4, v4
    v6 = fadd ftz v4, v5
    v7 = fmul ftz v4, v6
    v8 = fadd ftz v7, v7
    v9 = fmul ftz sat v8, v4
    v10 = fadd ftz v9, v4
    v11 = fmul ftz v10, v4
    v12 = fadd ftz neg0 v11, v4
    v13 = fmul ieee v12, v4
    v14 = fadd ieee v13, v4
    v15 = bitcast.i32 v14
    store uav(1) v2, v15
    return
}
";
        check(run, text, text);
    }

    #[test]
    fn random_functions_keep_their_results() {
        random_differential(run, 0..300);
    }
}
