//! Semantics of the vector compares `v_cmp[x]_<cond>_<type>` and `v_cmp[x]_class_*`: one
//! lane predicate per opcode, with its wave-wide loops.

use super::lane_math::{dr, fr, i, pack_mask, u};
use super::{Cmp32Fn, CmpFn, CmpWaveFn, Sem};
use gcn_isa::table::Flags;
use gcn_isa::{op, Op};

/// `v_cmp[x]_<cond>_<type>`. The `n*` float compares are true for unordered operands, which
/// is exactly what the negated comparisons express.
#[allow(clippy::neg_cmp_op_on_partial_ord)]
pub(super) fn vcmp(op: Op) -> Option<Sem> {
    // `v_cmpx_*` also write EXEC.
    let x = op.info().flags.contains(Flags::WRITES_EXEC);
    let (f, wave, wave32): (CmpFn, CmpWaveFn, Cmp32Fn) = match op {
        op::V_CMP_EQ_U32 | op::V_CMP_EQ_I32 | op::V_CMPX_EQ_U32 | op::V_CMPX_EQ_I32 => {
            cmp!(|s| u(s[0]) == u(s[1]))
        }
        op::V_CMP_NE_U32 | op::V_CMP_NE_I32 | op::V_CMPX_NE_U32 | op::V_CMPX_NE_I32 => {
            cmp!(|s| u(s[0]) != u(s[1]))
        }
        op::V_CMP_LT_U32 | op::V_CMPX_LT_U32 => cmp!(|s| u(s[0]) < u(s[1])),
        op::V_CMP_LE_U32 | op::V_CMPX_LE_U32 => cmp!(|s| u(s[0]) <= u(s[1])),
        op::V_CMP_GT_U32 | op::V_CMPX_GT_U32 => cmp!(|s| u(s[0]) > u(s[1])),
        op::V_CMP_GE_U32 | op::V_CMPX_GE_U32 => cmp!(|s| u(s[0]) >= u(s[1])),
        op::V_CMP_LT_I32 | op::V_CMPX_LT_I32 => cmp!(|s| i(s[0]) < i(s[1])),
        op::V_CMP_LE_I32 | op::V_CMPX_LE_I32 => cmp!(|s| i(s[0]) <= i(s[1])),
        op::V_CMP_GT_I32 | op::V_CMPX_GT_I32 => cmp!(|s| i(s[0]) > i(s[1])),
        op::V_CMP_GE_I32 | op::V_CMPX_GE_I32 => cmp!(|s| i(s[0]) >= i(s[1])),
        op::V_CMP_EQ_U64 | op::V_CMP_EQ_I64 | op::V_CMPX_EQ_U64 | op::V_CMPX_EQ_I64 => {
            cmp!(|s| s[0] == s[1])
        }
        op::V_CMP_NE_U64 | op::V_CMP_NE_I64 | op::V_CMPX_NE_U64 | op::V_CMPX_NE_I64 => {
            cmp!(|s| s[0] != s[1])
        }
        op::V_CMP_LT_U64 | op::V_CMPX_LT_U64 => cmp!(|s| s[0] < s[1]),
        op::V_CMP_LE_U64 | op::V_CMPX_LE_U64 => cmp!(|s| s[0] <= s[1]),
        op::V_CMP_GT_U64 | op::V_CMPX_GT_U64 => cmp!(|s| s[0] > s[1]),
        op::V_CMP_GE_U64 | op::V_CMPX_GE_U64 => cmp!(|s| s[0] >= s[1]),
        op::V_CMP_LT_I64 | op::V_CMPX_LT_I64 => cmp!(|s| (s[0] as i64) < (s[1] as i64)),
        op::V_CMP_LE_I64 | op::V_CMPX_LE_I64 => cmp!(|s| (s[0] as i64) <= (s[1] as i64)),
        op::V_CMP_GT_I64 | op::V_CMPX_GT_I64 => cmp!(|s| (s[0] as i64) > (s[1] as i64)),
        op::V_CMP_GE_I64 | op::V_CMPX_GE_I64 => cmp!(|s| (s[0] as i64) >= (s[1] as i64)),
        op::V_CMP_F_U32
        | op::V_CMP_F_I32
        | op::V_CMP_F_F32
        | op::V_CMP_F_F64
        | op::V_CMP_F_U64
        | op::V_CMP_F_I64
        | op::V_CMPX_F_U32
        | op::V_CMPX_F_I32
        | op::V_CMPX_F_F32
        | op::V_CMPX_F_F64
        | op::V_CMPX_F_U64
        | op::V_CMPX_F_I64 => cmp!(|_| false),
        op::V_CMP_T_U32
        | op::V_CMP_T_I32
        | op::V_CMP_T_U64
        | op::V_CMP_T_I64
        | op::V_CMP_TRU_F32
        | op::V_CMP_TRU_F64
        | op::V_CMPX_T_U32
        | op::V_CMPX_T_I32
        | op::V_CMPX_T_U64
        | op::V_CMPX_T_I64
        | op::V_CMPX_TRU_F32
        | op::V_CMPX_TRU_F64 => cmp!(|_| true),
        op::V_CMP_EQ_F32 | op::V_CMPX_EQ_F32 => cmp!(|s| fr(s[0]) == fr(s[1])),
        op::V_CMP_LT_F32 | op::V_CMPX_LT_F32 => cmp!(|s| fr(s[0]) < fr(s[1])),
        op::V_CMP_LE_F32 | op::V_CMPX_LE_F32 => cmp!(|s| fr(s[0]) <= fr(s[1])),
        op::V_CMP_GT_F32 | op::V_CMPX_GT_F32 => cmp!(|s| fr(s[0]) > fr(s[1])),
        op::V_CMP_GE_F32 | op::V_CMPX_GE_F32 => cmp!(|s| fr(s[0]) >= fr(s[1])),
        op::V_CMP_LG_F32 | op::V_CMPX_LG_F32 => {
            cmp!(|s| fr(s[0]) < fr(s[1]) || fr(s[0]) > fr(s[1]))
        }
        op::V_CMP_O_F32 | op::V_CMPX_O_F32 => cmp!(|s| !fr(s[0]).is_nan() && !fr(s[1]).is_nan()),
        op::V_CMP_U_F32 | op::V_CMPX_U_F32 => cmp!(|s| fr(s[0]).is_nan() || fr(s[1]).is_nan()),
        op::V_CMP_NEQ_F32 | op::V_CMPX_NEQ_F32 => cmp!(|s| fr(s[0]) != fr(s[1])),
        op::V_CMP_NLT_F32 | op::V_CMPX_NLT_F32 => cmp!(|s| !(fr(s[0]) < fr(s[1]))),
        op::V_CMP_NLE_F32 | op::V_CMPX_NLE_F32 => cmp!(|s| !(fr(s[0]) <= fr(s[1]))),
        op::V_CMP_NGT_F32 | op::V_CMPX_NGT_F32 => cmp!(|s| !(fr(s[0]) > fr(s[1]))),
        op::V_CMP_NGE_F32 | op::V_CMPX_NGE_F32 => cmp!(|s| !(fr(s[0]) >= fr(s[1]))),
        op::V_CMP_NLG_F32 | op::V_CMPX_NLG_F32 => {
            cmp!(|s| !(fr(s[0]) < fr(s[1]) || fr(s[0]) > fr(s[1])))
        }
        op::V_CMP_EQ_F64 | op::V_CMPX_EQ_F64 => cmp!(|s| dr(s[0]) == dr(s[1])),
        op::V_CMP_LT_F64 | op::V_CMPX_LT_F64 => cmp!(|s| dr(s[0]) < dr(s[1])),
        op::V_CMP_LE_F64 | op::V_CMPX_LE_F64 => cmp!(|s| dr(s[0]) <= dr(s[1])),
        op::V_CMP_GT_F64 | op::V_CMPX_GT_F64 => cmp!(|s| dr(s[0]) > dr(s[1])),
        op::V_CMP_GE_F64 | op::V_CMPX_GE_F64 => cmp!(|s| dr(s[0]) >= dr(s[1])),
        op::V_CMP_LG_F64 | op::V_CMPX_LG_F64 => {
            cmp!(|s| dr(s[0]) < dr(s[1]) || dr(s[0]) > dr(s[1]))
        }
        op::V_CMP_O_F64 | op::V_CMPX_O_F64 => cmp!(|s| !dr(s[0]).is_nan() && !dr(s[1]).is_nan()),
        op::V_CMP_U_F64 | op::V_CMPX_U_F64 => cmp!(|s| dr(s[0]).is_nan() || dr(s[1]).is_nan()),
        op::V_CMP_NEQ_F64 | op::V_CMPX_NEQ_F64 => cmp!(|s| dr(s[0]) != dr(s[1])),
        op::V_CMP_NLT_F64 | op::V_CMPX_NLT_F64 => cmp!(|s| !(dr(s[0]) < dr(s[1]))),
        op::V_CMP_NLE_F64 | op::V_CMPX_NLE_F64 => cmp!(|s| !(dr(s[0]) <= dr(s[1]))),
        op::V_CMP_NGT_F64 | op::V_CMPX_NGT_F64 => cmp!(|s| !(dr(s[0]) > dr(s[1]))),
        op::V_CMP_NGE_F64 | op::V_CMPX_NGE_F64 => cmp!(|s| !(dr(s[0]) >= dr(s[1]))),
        op::V_CMP_NLG_F64 | op::V_CMPX_NLG_F64 => {
            cmp!(|s| !(dr(s[0]) < dr(s[1]) || dr(s[0]) > dr(s[1])))
        }
        _ => return None,
    };
    Some(Sem::ValuCmp(f, wave, wave32, x))
}
