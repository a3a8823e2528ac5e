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

pub fn comp_sel() -> impl Strategy<Value = CompSel> {
    prop::sample::select(vec![
        CompSel::X,
        CompSel::Y,
        CompSel::Z,
        CompSel::W,
        CompSel::Zero,
        CompSel::One,
        CompSel::Mask,
    ])
}

fn flags4() -> impl Strategy<Value = [bool; 4]> {
    prop::array::uniform4(any::<bool>())
}

pub fn cf_word(op: CfOp) -> impl Strategy<Value = CfWord> {
    (
        any::<u32>(),
        0u8..8,
        0u8..32,
        prop::sample::select(CfCond::ALL.to_vec()),
        0u8..8,
        0u8..64,
        flags4(),
    )
        .prop_map(
            move |(
                addr,
                pop_count,
                cf_const,
                cond,
                count,
                call_count,
                [eop, vpm, wqm, barrier],
            )| CfWord {
                op,
                addr,
                pop_count,
                cf_const,
                cond,
                count,
                call_count,
                end_of_program: eop,
                valid_pixel_mode: vpm,
                whole_quad_mode: wqm,
                barrier,
            },
        )
}

pub fn kcache() -> impl Strategy<Value = Kcache> {
    (
        0u8..16,
        prop::sample::select(vec![
            KcacheMode::Nop,
            KcacheMode::Lock1,
            KcacheMode::Lock2,
            KcacheMode::LockLoopIndex,
        ]),
        any::<u8>(),
    )
        .prop_map(|(bank, mode, addr)| Kcache { bank, mode, addr })
}

pub fn cf_alu_word(op: CfAluOp) -> impl Strategy<Value = CfAluWord> {
    (
        0u32..(1 << 22),
        kcache(),
        kcache(),
        0u8..128,
        prop::array::uniform3(any::<bool>()),
    )
        .prop_map(
            move |(addr, k0, k1, count, [uses_waterfall, whole_quad_mode, barrier])| CfAluWord {
                op,
                addr,
                kcache: [k0, k1],
                count,
                uses_waterfall,
                whole_quad_mode,
                barrier,
            },
        )
}

pub fn cf_export_word(op: CfExportOp) -> impl Strategy<Value = CfExportWord> {
    let export = op.info().flags.contains(CfFlags::EXPORT);
    (
        (
            0u16..8192,
            0u8..if export { 3 } else { 4 },
            0u8..128,
            any::<bool>(),
            0u8..128,
            0u8..4,
        ),
        (prop::array::uniform4(comp_sel()), 0u16..4096, 0u8..16),
        (any::<bool>(), 0u8..16, flags4()),
    )
        .prop_map(
            move |(
                (array_base, ty, rw_gpr, rw_rel, index_gpr, elem_size),
                (sel, array_size, comp_mask),
                (elem_loop, burst_count, [eop, vpm, wqm, barrier]),
            )| {
                CfExportWord {
                    op,
                    array_base,
                    ty,
                    rw_gpr,
                    rw_rel,
                    index_gpr,
                    elem_size,
                    tail: if export {
                        ExportTail::Swiz { sel }
                    } else {
                        ExportTail::Buf {
                            array_size,
                            comp_mask,
                        }
                    },
                    elem_loop,
                    burst_count,
                    end_of_program: eop,
                    valid_pixel_mode: vpm,
                    whole_quad_mode: wqm,
                    barrier,
                }
            },
        )
}

pub fn cf_inst() -> impl Strategy<Value = CfInst> {
    prop_oneof![
        prop::sample::select(CF_OPS.iter().map(|i| i.op).collect::<Vec<_>>())
            .prop_flat_map(cf_word)
            .prop_map(CfInst::Cf),
        prop::sample::select(CF_ALU_OPS.iter().map(|i| i.op).collect::<Vec<_>>())
            .prop_flat_map(cf_alu_word)
            .prop_map(CfInst::Alu),
        prop::sample::select(CF_EXPORT_OPS.iter().map(|i| i.op).collect::<Vec<_>>())
            .prop_flat_map(cf_export_word)
            .prop_map(CfInst::Export),
    ]
}

pub fn tex_inst() -> impl Strategy<Value = TexInst> {
    (
        (
            prop::sample::select(TEX_OPS.iter().map(|i| i.op).collect::<Vec<_>>()),
            any::<bool>(),
            any::<bool>(),
            any::<u8>(),
        ),
        (0u8..128, any::<bool>(), 0u8..128, any::<bool>()),
        (prop::array::uniform4(comp_sel()), -64i8..64, flags4()),
        (
            prop::array::uniform3(-16i8..16),
            0u8..32,
            prop::array::uniform4(comp_sel()),
        ),
    )
        .prop_map(
            |(
                (op, bfm, fwq, rid),
                (sg, sr, dg, dr),
                (dst_sel, lod_bias, ct),
                (offset, sampler_id, src_sel),
            )| TexInst {
                op,
                bc_frac_mode: bfm,
                fetch_whole_quad: fwq,
                resource_id: rid,
                src_gpr: sg,
                src_rel: sr,
                dst_gpr: dg,
                dst_rel: dr,
                dst_sel,
                lod_bias,
                coord_normalized: ct,
                offset,
                sampler_id,
                src_sel,
            },
        )
}

pub fn vtx_inst() -> impl Strategy<Value = VtxInst> {
    (
        (
            any::<bool>(),
            prop::sample::select(FetchType::ALL.to_vec()),
            any::<bool>(),
            any::<u8>(),
        ),
        (0u8..128, any::<bool>(), chan(), 0u8..64),
        (
            0u8..128,
            any::<bool>(),
            any::<u8>(),
            prop::array::uniform4(comp_sel()),
        ),
        (
            any::<bool>(),
            0u8..64,
            prop::sample::select(NumFormat::ALL.to_vec()),
            any::<bool>(),
            any::<bool>(),
        ),
        (any::<u16>(), 0u8..3, any::<bool>(), any::<bool>()),
    )
        .prop_map(
            |(
                (sem, ft, fwq, bid),
                (sg, sr, ssx, mfc),
                (dg, dr, sid, dst_sel),
                (ucf, df, nf, fs, srf),
                (off, es, nostride, mega),
            )| VtxInst {
                op: if sem { VtxOp::Semantic } else { VtxOp::Fetch },
                fetch_type: ft,
                fetch_whole_quad: fwq,
                buffer_id: bid,
                src_gpr: sg,
                src_rel: sr,
                src_sel_x: ssx,
                mega_fetch_count: mfc,
                dst: if sem {
                    VtxDst::Semantic(sid)
                } else {
                    VtxDst::Gpr { gpr: dg, rel: dr }
                },
                dst_sel,
                use_const_fields: ucf,
                data_format: df,
                num_format: nf,
                format_signed: fs,
                srf_mode_no_zero: srf,
                offset: off,
                endian_swap: es,
                const_buf_no_stride: nostride,
                mega_fetch: mega,
            },
        )
}

/// A CF node with a consistent clause (clause ADDR/COUNT are left for `Program::layout`).
pub fn cf_node() -> impl Strategy<Value = CfNode> {
    prop_oneof![
        3 => (
            prop::sample::select(CF_ALU_OPS.iter().map(|i| i.op).collect::<Vec<_>>()).prop_flat_map(cf_alu_word),
            prop::collection::vec(alu_group(), 1..4)
        )
            .prop_map(|(w, groups)| CfNode { inst: CfInst::Alu(w), clause: Clause::Alu(groups) }),
        1 => (cf_word(CfOp::Tex), prop::collection::vec(tex_inst(), 1..4))
            .prop_map(|(w, t)| CfNode { inst: CfInst::Cf(w), clause: Clause::Tex(t) }),
        1 => (prop::sample::select(vec![CfOp::Vtx, CfOp::VtxTc]).prop_flat_map(cf_word), prop::collection::vec(vtx_inst(), 1..4))
            .prop_map(|(w, v)| CfNode { inst: CfInst::Cf(w), clause: Clause::Vtx(v) }),
        2 => prop::sample::select(CF_OPS.iter().map(|i| i.op).filter(|op| !matches!(op, CfOp::Tex | CfOp::Vtx | CfOp::VtxTc)).collect::<Vec<_>>())
            .prop_flat_map(cf_word)
            .prop_map(|w| CfNode { inst: CfInst::Cf(w), clause: Clause::None }),
        1 => prop::sample::select(CF_EXPORT_OPS.iter().map(|i| i.op).collect::<Vec<_>>())
            .prop_flat_map(cf_export_word)
            .prop_map(|w| CfNode { inst: CfInst::Export(w), clause: Clause::None }),
    ]
}

/// A laid-out program whose only END_OF_PROGRAM is on its last CF instruction.
pub fn program() -> impl Strategy<Value = Program> {
    (prop::collection::vec(cf_node(), 0..6), cf_node()).prop_filter_map(
        "last node needs an EOP bit",
        |(mut nodes, last)| {
            for n in &mut nodes {
                set_eop(&mut n.inst, false);
            }
            let mut last = last;
            if matches!(last.inst, CfInst::Alu(_)) {
                return None;
            }
            set_eop(&mut last.inst, true);
            nodes.push(last);
            let mut p = Program { cf: nodes };
            p.layout().ok()?;
            Some(p)
        },
    )
}

fn set_eop(inst: &mut CfInst, on: bool) {
    match inst {
        CfInst::Cf(w) => w.end_of_program = on,
        CfInst::Export(w) => w.end_of_program = on,
        CfInst::Alu(_) => {}
    }
}
