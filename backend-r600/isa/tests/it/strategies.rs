//! Proptest strategies producing valid instructions (every field within its encodable range).

use proptest::prelude::*;
use r600_isa::*;

pub fn chan() -> impl Strategy<Value = Chan> {
    prop::sample::select(Chan::ALL.to_vec())
}

pub fn src_sel() -> impl Strategy<Value = SrcSel> {
    prop_oneof![
        (0u8..128).prop_map(SrcSel::Gpr),
        (0u8..2, 0u8..32).prop_map(|(bank, index)| SrcSel::Kcache { bank, index }),
        any::<u8>().prop_map(SrcSel::Cfile),
        prop::sample::select(InlineConst::ALL.to_vec()).prop_map(SrcSel::Inline),
        Just(SrcSel::Literal),
        Just(SrcSel::Pv),
        Just(SrcSel::Ps),
    ]
}

pub fn src(abs_allowed: bool) -> impl Strategy<Value = AluSrc> {
    (
        src_sel(),
        chan(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(move |(sel, chan, rel, neg, abs)| AluSrc {
            sel,
            chan,
            rel,
            neg,
            abs: abs && abs_allowed,
        })
}

pub fn index_mode() -> impl Strategy<Value = IndexMode> {
    prop::sample::select(vec![
        IndexMode::ArX,
        IndexMode::ArY,
        IndexMode::ArZ,
        IndexMode::ArW,
        IndexMode::Loop,
    ])
}

/// Any valid instruction; `trans` restricts the bank swizzle to the Trans unit's 0-3.
pub fn alu_inst(op: AluOp, chan_s: Chan, trans: bool) -> impl Strategy<Value = AluInst> {
    let op3 = op.info().format == AluFormat::Op3;
    (
        (0u8..128, any::<bool>(), any::<bool>()),
        (src(!op3), src(!op3), src(false)),
        index_mode(),
        prop::sample::select(vec![PredSel::Off, PredSel::Zero, PredSel::One]),
        0u8..if trans { 4 } else { 6 },
        any::<bool>(),
        prop::sample::select(vec![Omod::Off, Omod::M2, Omod::M4, Omod::D2]),
        (any::<bool>(), any::<bool>(), any::<bool>()),
    )
        .prop_map(
            move |((gpr, rel, write), (s0, s1, s2), im, ps, bs, clamp, omod, (uem, up, fm))| {
                let mut i = AluInst::new(
                    op,
                    AluDst {
                        gpr,
                        chan: chan_s,
                        rel,
                        write: write || op3,
                    },
                    &[s0, s1],
                );
                i.index_mode = im;
                i.pred_sel = ps;
                i.bank_swizzle = BankSwizzle(bs);
                i.clamp = clamp;
                if op3 {
                    i.srcs[2] = s2;
                } else {
                    i.omod = omod;
                    i.update_exec_mask = uem;
                    i.update_pred = up;
                    i.fog_merge = fm;
                }
                i
            },
        )
}

/// A valid group: vector instructions on distinct channels in x..w order, then optionally one
/// Trans instruction, with the literal dwords the sources need.
pub fn alu_group() -> impl Strategy<Value = AluGroup> {
    let vector_ops: Vec<AluOp> = ALU_OPS
        .iter()
        .filter(|i| i.units != Units::TransOnly)
        .map(|i| i.op)
        .collect();
    let trans_ops: Vec<AluOp> = ALU_OPS
        .iter()
        .filter(|i| i.units != Units::VectorOnly)
        .map(|i| i.op)
        .collect();
    let vec_slot = |c: Chan, ops: Vec<AluOp>| {
        prop::option::of(prop::sample::select(ops).prop_flat_map(move |op| alu_inst(op, c, false)))
    };
    (
        vec_slot(Chan::X, vector_ops.clone()),
        vec_slot(Chan::Y, vector_ops.clone()),
        vec_slot(Chan::Z, vector_ops.clone()),
        vec_slot(Chan::W, vector_ops),
        prop::option::of(
            (prop::sample::select(trans_ops), chan())
                .prop_flat_map(|(op, c)| alu_inst(op, c, true)),
        ),
        prop::collection::vec(any::<u32>(), 4),
    )
        .prop_filter_map("empty or ambiguous group", |(x, y, z, w, t, lits)| {
            let mut insts: Vec<AluInst> = [x, y, z, w].into_iter().flatten().collect();
            if let Some(t) = t {
                // A non-trans-only op on a free channel would go to a vector unit instead.
                let taken = insts.iter().any(|i| i.dst.chan == t.dst.chan);
                if t.op.info().units != Units::TransOnly && !taken {
                    return None;
                }
                insts.push(t);
            }
            if insts.is_empty() {
                return None;
            }
            let mut g = AluGroup::new(insts);
            g.literals = lits[..2 * g.literal_slots()].to_vec();
            Some(g)
        })
}
