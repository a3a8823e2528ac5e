//! ALU tests: the opcode table against the manual, every opcode's encoding against words built
//! here from the manual's bit positions, hand-worked examples, round trips and decoder robustness.

use crate::manual;
use crate::strategies;
use proptest::prelude::*;
use r600_isa::*;

// Bit positions from the manual, written out independently of the crate's encoder:
// ALU_DWORD0 (L9951-10112): SRC0_SEL 8:0, SRC0_REL 9, SRC0_ELEM 11:10, SRC0_NEG 12,
//   SRC1_SEL 21:13, SRC1_REL 22, SRC1_ELEM 24:23, SRC1_NEG 25, INDEX_MODE 28:26, PRED_SEL 30:29,
//   LAST 31.
// ALU_DWORD1_OP2 (L10115-10399): SRC0_ABS 0, SRC1_ABS 1, UPDATE_EXECUTE_MASK 2, UPDATE_PRED 3,
//   WRITE_MASK 4, FOG_MERGE 5, OMOD 7:6, ALU_INST 17:8, BANK_SWIZZLE 20:18, DST_GPR 27:21,
//   DST_REL 28, DST_ELEM 30:29, CLAMP 31.
// ALU_DWORD1_OP3 (L10402-10553): SRC2_SEL 8:0, SRC2_REL 9, SRC2_ELEM 11:10, SRC2_NEG 12,
//   ALU_INST 17:13, then bits 31:18 as OP2.

/// Recorded opcode counts of the manual's ALU tables: OP2 L10241-10353 (97 entries),
/// OP3 L10487-10506 (18 entries; 27 and 31 are "Reserved").
const OP2_COUNT: usize = 97;
const OP3_COUNT: usize = 18;

#[test]
fn opcode_counts_match_the_manual() {
    let op2 = ALU_OPS
        .iter()
        .filter(|i| i.format == AluFormat::Op2)
        .count();
    let op3 = ALU_OPS
        .iter()
        .filter(|i| i.format == AluFormat::Op3)
        .count();
    assert_eq!((op2, op3), (OP2_COUNT, OP3_COUNT));
    let Some(text) = manual::text() else { return };
    for (family, format, count) in [
        ("OP2", AluFormat::Op2, OP2_COUNT),
        ("OP3", AluFormat::Op3, OP3_COUNT),
    ] {
        let mut from_manual: Vec<(String, u32)> = manual::section8(&text)
            .into_iter()
            .filter(|l| l.family == family)
            .map(|l| (l.name, l.code))
            .collect();
        from_manual.sort();
        let mut ours: Vec<(String, u32)> = ALU_OPS
            .iter()
            .filter(|i| i.format == format)
            .map(|i| (i.name.to_string(), i.code))
            .collect();
        ours.sort();
        assert_eq!(from_manual.len(), count, "{family} entries in §8");
        assert_eq!(ours, from_manual, "{family} table vs §8");
        // §7 pages give the same numbers (checked mechanically; no ALU errata).
        let mut s7: Vec<(String, u32)> = manual::section7(&text)
            .into_iter()
            .filter(|l| l.family == family)
            .map(|l| (l.name, l.code))
            .collect();
        s7.sort();
        assert_eq!(s7, from_manual, "{family} §7 vs §8");
    }
}

/// Expected dwords for `OP R5.<dst_elem>, R2.y, R3.z[, R4.w]` with LAST = 1, built from the
/// manual's bit positions.
fn expected_simple(op3: bool, code: u32, dst_elem: u32) -> [u32; 2] {
    let src0 = 2 | (1 << 10); // SRC0_SEL = 2 (GPR 2), SRC0_ELEM = 1 (Y)
    let src1 = (3 << 13) | (2 << 23); // SRC1_SEL = 3, SRC1_ELEM = 2 (Z)
    let w0 = src0 | src1 | (1 << 31); // LAST
    let common = (5 << 21) | (dst_elem << 29); // DST_GPR = 5, DST_ELEM
    let w1 = if op3 {
        4 | (3 << 10) | (code << 13) | common // SRC2_SEL = 4, SRC2_ELEM = 3 (W)
    } else {
        (1 << 4) | (code << 8) | common // WRITE_MASK = 1
    };
    [w0, w1]
}

#[test]
fn every_opcode_encodes_at_its_manual_number() {
    let Some(text) = manual::text() else {
        // Without the manual, use the table (still checks the field placement).
        for info in ALU_OPS {
            check_simple(info.name, info.format == AluFormat::Op3, info.code);
        }
        return;
    };
    let listed: Vec<_> = manual::section8(&text)
        .into_iter()
        .filter(|l| l.family == "OP2" || l.family == "OP3")
        .collect();
    assert_eq!(listed.len(), OP2_COUNT + OP3_COUNT);
    for l in listed {
        check_simple(&l.name, l.family == "OP3", l.code);
    }
}

fn check_simple(name: &str, op3: bool, code: u32) {
    let op = AluOp::from_name(name).unwrap_or_else(|| panic!("{name} missing from the table"));
    let mut srcs = vec![AluSrc::gpr(2, Chan::Y), AluSrc::gpr(3, Chan::Z)];
    if op3 {
        srcs.push(AluSrc::gpr(4, Chan::W));
    }
    let inst = AluInst::new(op, AluDst::gpr(5, Chan::X), &srcs);
    let words = inst.encode(true).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(words, expected_simple(op3, code, 0), "{name}");
    let (back, last) = AluInst::decode(words[0], words[1], 0).expect("decodes");
    assert!(last);
    assert_eq!(back, inst, "{name}");
}

#[test]
fn hand_worked_examples() {
    // MUL_IEEE T0.Y (R0.Y), as llc-14 -mcpu=r600 emits it: dword1 = 0x20000210
    // = DST_ELEM 1 << 29 | ALU_INST 2 << 8 | WRITE_MASK 1 << 4.
    let mul = AluInst::new(AluOp::MulIeee, AluDst::gpr(0, Chan::Y), &[]);
    assert_eq!(mul.encode(false).unwrap()[1], 0x2000_0210);
    // RECIPSQRT_IEEE T0.Z: 2 << 29 | 105 << 8 | 1 << 4 = 0x40000000 | 0x6900 | 0x10 = 0x40006910.
    let rsq = AluInst::new(AluOp::RecipsqrtIeee, AluDst::gpr(0, Chan::Z), &[]);
    assert_eq!(rsq.encode(false).unwrap()[1], 0x4000_6910);

    // ADD R1.x, -|KC0[3].w|, literal.z  with CLAMP, OMOD = M2, PRED_SEL_ONE, BANK_SWIZZLE 3:
    // dword0: SRC0_SEL = 128 + 3 = 131 (0x83), SRC0_ELEM = 3 << 10 = 0xC00, SRC0_NEG = 1 << 12,
    //   SRC1_SEL = 253 << 13 = 0x1FA000, SRC1_ELEM = 2 << 23 = 0x1000000, PRED_SEL = 3 << 29,
    //   LAST = 1 << 31 → 0x83 | 0xC00 | 0x1000 | 0x1FA000 | 0x1000000 | 0x60000000 | 0x80000000
    //   = 0xE11FBC83.
    // dword1: SRC0_ABS 1, WRITE_MASK 1 << 4, OMOD 1 << 6, ALU_INST 0, BANK_SWIZZLE 3 << 18,
    //   DST_GPR 1 << 21, CLAMP 1 << 31 → 0x1 | 0x10 | 0x40 | 0xC0000 | 0x200000 | 0x80000000
    //   = 0x802C0051.
    let mut add = AluInst::new(
        AluOp::Add,
        AluDst::gpr(1, Chan::X),
        &[
            AluSrc {
                sel: SrcSel::Kcache { bank: 0, index: 3 },
                chan: Chan::W,
                neg: true,
                abs: true,
                rel: false,
            },
            AluSrc::new(SrcSel::Literal, Chan::Z),
        ],
    );
    add.clamp = true;
    add.omod = Omod::M2;
    add.pred_sel = PredSel::One;
    add.bank_swizzle = BankSwizzle(3);
    assert_eq!(add.encode(true).unwrap(), [0xE11F_BC83, 0x802C_0051]);
    let mut group = AluGroup::new(vec![add]);
    assert_eq!(
        group.literal_slots(),
        2,
        "literal.z needs the second literal slot"
    );
    group.literals = vec![1, 2, 3, 4];
    let mut words = Vec::new();
    group.encode_into(&mut words).unwrap();
    assert_eq!(words, vec![0xE11F_BC83, 0x802C_0051, 1, 2, 3, 4]);
    assert_eq!(group.literal(Chan::Z), Some(3));
    assert_eq!(group.insts[0].read_srcs().len(), 2);
    assert_eq!(AluGroup::new(vec![]).literal(Chan::X), None);

    // MULADD_IEEE R127.w, R1[AL].x, C255.y, -PV.z (OP3 with relative source, cfile, PV):
    // dword0: SRC0_SEL 1, SRC0_REL 1 << 9, SRC1_SEL (256 + 255 = 511) << 13 = 0x3FE000,
    //   SRC1_ELEM 1 << 23, INDEX_MODE 4 (LOOP) << 26 = 0x10000000, LAST 0
    //   → 0x1 | 0x200 | 0x3FE000 | 0x800000 | 0x10000000 = 0x10BFE201.
    // dword1: SRC2_SEL 254, SRC2_ELEM 2 << 10 = 0x800, SRC2_NEG 1 << 12, ALU_INST 20 << 13
    //   = 0x28000, DST_GPR 127 << 21 = 0xFE00000, DST_ELEM 3 << 29 = 0x60000000
    //   → 0xFE | 0x800 | 0x1000 | 0x28000 | 0xFE00000 | 0x60000000 = 0x6FE298FE.
    let mut mad = AluInst::new(
        AluOp::MuladdIeee,
        AluDst::gpr(127, Chan::W),
        &[
            AluSrc {
                rel: true,
                ..AluSrc::gpr(1, Chan::X)
            },
            AluSrc::new(SrcSel::Cfile(255), Chan::Y),
            AluSrc {
                neg: true,
                ..AluSrc::new(SrcSel::Pv, Chan::Z)
            },
        ],
    );
    mad.index_mode = IndexMode::Loop;
    assert_eq!(mad.encode(false).unwrap(), [0x10BF_E201, 0x6FE2_98FE]);

    // PRED_SETGT R0.x, R1.x, 0.0 with UPDATE_EXECUTE_MASK and UPDATE_PRED, write mask off:
    // dword0: SRC0_SEL 1, SRC1_SEL 248 << 13 = 0x1F0000, LAST → 0x801F0001.
    // dword1: UEM 1 << 2, UP 1 << 3, WRITE_MASK 0, ALU_INST 33 << 8 = 0x2100 → 0x210C.
    let mut pred = AluInst::new(
        AluOp::PredSetgt,
        AluDst {
            write: false,
            ..AluDst::gpr(0, Chan::X)
        },
        &[
            AluSrc::gpr(1, Chan::X),
            AluSrc::new(SrcSel::Inline(InlineConst::Zero), Chan::X),
        ],
    );
    pred.update_exec_mask = true;
    pred.update_pred = true;
    assert_eq!(pred.encode(true).unwrap(), [0x801F_0001, 0x0000_210C]);
}

#[test]
fn decode_errors_name_the_byte_offset() {
    // OP2 ALU_INST 7 is a gap in the table.
    let e = AluGroup::decode(&[0, 0, 0x8000_0000, 7 << 8], 0x40).unwrap_err();
    assert_eq!(e.offset, 0x48);
    // Source select 200 is undefined.
    let e = AluGroup::decode(&[0x8000_0000 | 200, 0], 0).unwrap_err();
    assert_eq!(e.offset, 0);
    // PRED_SEL 1 is reserved.
    assert!(AluInst::decode(1 << 29, 0, 0).is_err());
    // No LAST within five instructions.
    assert!(AluGroup::decode(&[0; 12], 0).is_err());
    // A literal source without its literal dwords.
    assert!(AluGroup::decode(&[0x8000_0000 | 253, 0], 0).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn group_decode_inverts_encode(g in strategies::alu_group()) {
        let mut words = Vec::new();
        g.encode_into(&mut words).unwrap();
        let (back, used) = AluGroup::decode(&words, 0).unwrap();
        prop_assert_eq!(used, words.len());
        prop_assert_eq!(back, g);
    }

    #[test]
    fn random_words_never_panic_and_accepted_words_re_encode(words in prop::collection::vec(any::<u32>(), 0..16)) {
        if let Ok((g, used)) = AluGroup::decode(&words, 0) {
            let mut again = Vec::new();
            g.encode_into(&mut again).unwrap();
            prop_assert_eq!(&again[..], &words[..used]);
        }
    }
}
