//! TEX and VTX tests: opcode tables against the manual, every opcode's encoding against words
//! built from the manual's bit positions, round trips and decoder robustness.

use crate::manual;
use crate::strategies;
use proptest::prelude::*;
use r600_isa::*;

// Recorded counts: TEX_DWORD0.TEX_INST L11093-11151: 27 (0-2, 14, 15 reserved);
// VTX_DWORD0.VTX_INST L10601-10609: 2.
const TEX_COUNT: usize = 27;
const VTX_COUNT: usize = 2;

fn manual_list(text: &str, family: &str) -> Vec<(String, u32)> {
    let mut v: Vec<_> = manual::section8(text)
        .into_iter()
        .filter(|l| l.family == family)
        .map(|l| (l.name, l.code))
        .collect();
    v.sort();
    v
}

#[test]
fn opcode_counts_match_the_manual() {
    assert_eq!((TEX_OPS.len(), VTX_OPS.len()), (TEX_COUNT, VTX_COUNT));
    let Some(text) = manual::text() else { return };
    let mut tex: Vec<_> = TEX_OPS
        .iter()
        .map(|i| (i.name.to_string(), i.code))
        .collect();
    tex.sort();
    assert_eq!(tex, manual_list(&text, "TEX"));
    let mut vtx: Vec<_> = VTX_OPS
        .iter()
        .map(|i| (i.name.to_string(), i.code))
        .collect();
    vtx.sort();
    assert_eq!(vtx, manual_list(&text, "VTX"));
    // §7.4/7.3 pages agree.
    for family in ["TEX", "VTX"] {
        let mut s7: Vec<_> = manual::section7(&text)
            .into_iter()
            .filter(|l| l.family == family)
            .map(|l| (l.name, l.code))
            .collect();
        s7.sort();
        assert_eq!(s7, manual_list(&text, family), "{family}");
    }
}

#[test]
fn every_tex_opcode_encodes_at_its_manual_number() {
    let list = match manual::text() {
        Some(t) => manual_list(&t, "TEX"),
        None => TEX_OPS
            .iter()
            .map(|i| (i.name.to_string(), i.code))
            .collect(),
    };
    assert_eq!(list.len(), TEX_COUNT);
    for (name, code) in list {
        // TEX_DWORD0: TEX_INST 4:0, BC_FRAC_MODE 5, FETCH_WHOLE_QUAD 7, RESOURCE_ID 15:8,
        //   SRC_GPR 22:16, SRC_REL 23.
        // TEX_DWORD1: DST_GPR 6:0, DST_REL 7, DST_SEL_X..W 11:9/14:12/17:15/20:18, LOD_BIAS 27:21,
        //   COORD_TYPE_X..W 28..31.
        // TEX_DWORD2: OFFSET_X 4:0, OFFSET_Y 9:5, OFFSET_Z 14:10, SAMPLER_ID 19:15,
        //   SRC_SEL_X..W 22:20/25:23/28:26/31:29.
        let mut t = TexInst::new(TexOp::from_name(&name).unwrap(), 9, 4);
        t.fetch_whole_quad = true;
        t.resource_id = 200;
        t.src_rel = true;
        t.dst_sel = [CompSel::W, CompSel::Zero, CompSel::Mask, CompSel::X];
        t.lod_bias = -8; // S3.4 -0.5 → 7-bit two's complement 0b1111000 = 0x78
        t.coord_normalized = [false, true, false, true];
        t.offset = [-1, 3, -16]; // 5-bit: 0x1F, 0x03, 0x10
        t.sampler_id = 17;
        t.src_sel = [CompSel::Y, CompSel::Y, CompSel::One, CompSel::Z];
        let w0 = code | (1 << 7) | (200 << 8) | (4 << 16) | (1 << 23);
        let w1 =
            9 | (3 << 9) | (4 << 12) | (7 << 15) | (0 << 18) | (0x78 << 21) | (1 << 29) | (1 << 31);
        let w2 = 0x1F
            | (3 << 5)
            | (0x10 << 10)
            | (17 << 15)
            | (1 << 20)
            | (1 << 23)
            | (5 << 26)
            | (2 << 29);
        assert_eq!(t.encode().unwrap(), [w0, w1, w2, 0], "{name}");
        assert_eq!(TexInst::decode([w0, w1, w2, 0], 0).unwrap(), t);
    }
}

#[test]
fn every_vtx_opcode_encodes_at_its_manual_number() {
    // VTX_DWORD0: VTX_INST 4:0, FETCH_TYPE 6:5, FETCH_WHOLE_QUAD 7, BUFFER_ID 15:8, SRC_GPR 22:16,
    //   SRC_REL 23, SRC_SEL_X 25:24, MEGA_FETCH_COUNT 31:26.
    // VTX_DWORD1_GPR: DST_GPR 6:0, DST_REL 7; _SEM: SEMANTIC_ID 7:0; both: DST_SEL 11:9..20:18,
    //   USE_CONST_FIELDS 21, DATA_FORMAT 27:22, NUM_FORMAT_ALL 29:28, FORMAT_COMP_ALL 30,
    //   SRF_MODE_ALL 31.
    // VTX_DWORD2: OFFSET 15:0, ENDIAN_SWAP 17:16, CONST_BUF_NO_STRIDE 18, MEGA_FETCH 19.
    let list = match manual::text() {
        Some(t) => manual_list(&t, "VTX"),
        None => VTX_OPS
            .iter()
            .map(|i| (i.name.to_string(), i.code))
            .collect(),
    };
    for (name, code) in list {
        let op = VtxOp::from_name(&name).unwrap();
        let mut v = VtxInst::new(0, 3, 130);
        v.op = op;
        v.fetch_type = FetchType::NoIndexOffset;
        v.src_sel_x = Chan::W;
        v.mega_fetch_count = 15;
        v.dst = if op == VtxOp::Semantic {
            VtxDst::Semantic(0xAB)
        } else {
            VtxDst::Gpr {
                gpr: 0x2B,
                rel: true,
            }
        };
        v.dst_sel = [CompSel::X, CompSel::Y, CompSel::Zero, CompSel::One];
        v.data_format = 34;
        v.num_format = NumFormat::Scaled;
        v.format_signed = true;
        v.offset = 0xBEEF;
        v.endian_swap = 2;
        v.mega_fetch = true;
        let w0 = code | (2 << 5) | (130 << 8) | (3 << 16) | (3 << 24) | (15 << 26);
        // 0xAB = SEMANTIC_ID 0xAB, or DST_GPR 0x2B with DST_REL (bit 7): the same low byte.
        let w1 = 0xAB | (1 << 12) | (4 << 15) | (5 << 18) | (34 << 22) | (2 << 28) | (1 << 30);
        let w2 = 0xBEEF | (2 << 16) | (1 << 19);
        assert_eq!(v.encode().unwrap(), [w0, w1, w2, 0], "{name}");
        assert_eq!(VtxInst::decode([w0, w1, w2, 0], 0).unwrap(), v);
    }
}

#[test]
fn decode_rejects_reserved() {
    assert!(
        TexInst::decode([0, 0, 0, 0], 0).is_err(),
        "TEX_INST 0 reserved"
    );
    assert!(
        TexInst::decode([3 | (1 << 6), 0, 0, 0], 0).is_err(),
        "bit 6"
    );
    assert_eq!(
        TexInst::decode([3, 0, 0, 1], 0x10).unwrap_err().offset,
        0x1C,
        "pad dword"
    );
    assert!(TexInst::decode([3, 6 << 9, 0, 0], 0).is_err(), "DST_SEL 6");
    assert!(VtxInst::decode([2, 0, 0, 0], 0).is_err(), "VTX_INST 2");
    assert!(
        VtxInst::decode([3 << 5, 0, 0, 0], 0).is_err(),
        "FETCH_TYPE 3"
    );
    assert!(
        VtxInst::decode([0, 0, 1 << 20, 0], 0).is_err(),
        "DWORD2 reserved"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn tex_round_trip(t in strategies::tex_inst()) {
        prop_assert_eq!(TexInst::decode(t.encode().unwrap(), 0).unwrap(), t);
    }

    #[test]
    fn vtx_round_trip(v in strategies::vtx_inst()) {
        prop_assert_eq!(VtxInst::decode(v.encode().unwrap(), 0).unwrap(), v);
    }

    #[test]
    fn accepted_fetch_words_re_encode_exactly(words in prop::array::uniform4(any::<u32>())) {
        if let Ok(t) = TexInst::decode(words, 0) {
            prop_assert_eq!(t.encode().unwrap(), words);
        }
        if let Ok(v) = VtxInst::decode(words, 0) {
            prop_assert_eq!(v.encode().unwrap(), words);
        }
    }
}
