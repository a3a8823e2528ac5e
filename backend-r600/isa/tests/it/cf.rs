//! CF tests: the three CF opcode tables against the manual, every CF opcode's encoding against
//! words built from the manual's bit positions, hand-worked examples and round trips.

use crate::manual;
use proptest::prelude::*;
use r600_isa::*;

// Recorded counts (manual §8): CF_DWORD1.CF_INST L9206-9285: 22; CF_ALU_DWORD1.CF_INST
// L9451-9479: 7 (12 reserved); CF_ALLOC_IMP_EXP_DWORD1_{BUF,SWIZ}.CF_INST L9705-9732 and again
// L9874-9903: 9.
const CF_COUNT: usize = 22;
const CF_ALU_COUNT: usize = 7;
const CF_EXPORT_COUNT: usize = 9;
// Line ranges of the three §8 lists in r600-isa.txt.
const CF_LINES: std::ops::Range<usize> = 9200..9300;
const CF_ALU_LINES: std::ops::Range<usize> = 9440..9500;
const CF_EXPORT_LINES: std::ops::Range<usize> = 9700..9910;

fn ours<T>(table: &[CfOpInfo<T>]) -> Vec<(String, u32)> {
    let mut v: Vec<_> = table.iter().map(|i| (i.name.to_string(), i.code)).collect();
    v.sort();
    v
}

fn listed(text: &str, lines: std::ops::Range<usize>) -> Vec<(String, u32)> {
    let mut v: Vec<_> = manual::section8(text)
        .into_iter()
        .filter(|l| l.family == "CF" && lines.contains(&l.line))
        .map(|l| (l.name, l.code))
        .collect();
    v.sort();
    v.dedup();
    v
}

#[test]
fn opcode_counts_match_the_manual() {
    assert_eq!(
        (CF_OPS.len(), CF_ALU_OPS.len(), CF_EXPORT_OPS.len()),
        (CF_COUNT, CF_ALU_COUNT, CF_EXPORT_COUNT)
    );
    let Some(text) = manual::text() else { return };
    assert_eq!(ours(CF_OPS), listed(&text, CF_LINES));
    assert_eq!(ours(CF_ALU_OPS), listed(&text, CF_ALU_LINES));
    assert_eq!(ours(CF_EXPORT_OPS), listed(&text, CF_EXPORT_LINES));
    // Every §8 CF entry lies in one of the three ranges.
    let all = manual::section8(&text)
        .into_iter()
        .filter(|l| l.family == "CF")
        .count();
    let in_ranges = manual::section8(&text)
        .into_iter()
        .filter(|l| {
            l.family == "CF"
                && (CF_LINES.contains(&l.line)
                    || CF_ALU_LINES.contains(&l.line)
                    || CF_EXPORT_LINES.contains(&l.line))
        })
        .count();
    assert_eq!(all, in_ranges);
    // §7 agrees except for the documented erratum: LOOP_START_DX10 "opcode 4" (L5036) vs 6 (L9223).
    let mut s7: Vec<(String, u32)> = manual::section7(&text)
        .into_iter()
        .filter(|l| l.family == "CF")
        .map(|l| (l.name, if l.line == 5036 { 6 } else { l.code }))
        .collect();
    s7.sort();
    let mut all_ours = ours(CF_OPS);
    all_ours.extend(ours(CF_ALU_OPS));
    all_ours.extend(ours(CF_EXPORT_OPS));
    all_ours.sort();
    assert_eq!(s7, all_ours);
    assert!(manual::section7(&text)
        .iter()
        .any(|l| l.line == 5036 && l.name == "LOOP_START_DX10" && l.code == 4));
}

#[test]
fn every_cf_opcode_encodes_at_its_manual_number() {
    let text = manual::text();
    let entries: Vec<(String, u32)> = match &text {
        Some(t) => listed(t, CF_LINES),
        None => ours(CF_OPS),
    };
    for (name, code) in entries {
        let op = CfOp::from_name(&name).unwrap();
        // ADDR = 0x1234, POP_COUNT 3, CF_CONST 17, COND 2, COUNT 5, CALL_COUNT 33, EOP, BARRIER:
        // dword1 = 3 | 17 << 3 | 2 << 8 | 5 << 10 | 33 << 13 | 1 << 21 | code << 23 | 1 << 31.
        let mut w = CfWord::new(op);
        w.addr = 0x1234;
        w.pop_count = 3;
        w.cf_const = 17;
        w.cond = CfCond::Bool;
        w.count = 5;
        w.call_count = 33;
        w.end_of_program = true;
        let expected = [
            0x1234,
            3 | (17 << 3)
                | (2 << 8)
                | (5 << 10)
                | (33 << 13)
                | (1 << 21)
                | (code << 23)
                | (1 << 31),
        ];
        assert_eq!(CfInst::Cf(w).encode().unwrap(), expected, "{name}");
        assert_eq!(
            CfInst::decode(expected[0], expected[1], 0).unwrap(),
            CfInst::Cf(w)
        );
    }
    let entries: Vec<(String, u32)> = match &text {
        Some(t) => listed(t, CF_ALU_LINES),
        None => ours(CF_ALU_OPS),
    };
    for (name, code) in entries {
        let op = CfAluOp::from_name(&name).unwrap();
        // ADDR 0x20, bank0 3 LOCK_2 line 5, bank1 9 LOCK_1 line 200, COUNT 127, WATERFALL, WQM:
        // dword0 = 0x20 | 3 << 22 | 9 << 26 | 2 << 30
        // dword1 = 1 | 5 << 2 | 200 << 10 | 127 << 18 | 1 << 25 | code << 26 | 1 << 30 | 1 << 31.
        let mut w = CfAluWord::new(op);
        w.addr = 0x20;
        w.kcache = [
            Kcache {
                bank: 3,
                mode: KcacheMode::Lock2,
                addr: 5,
            },
            Kcache {
                bank: 9,
                mode: KcacheMode::Lock1,
                addr: 200,
            },
        ];
        w.count = 127;
        w.uses_waterfall = true;
        w.whole_quad_mode = true;
        let expected = [
            0x20 | (3 << 22) | (9 << 26) | (2 << 30),
            1 | (5 << 2)
                | (200 << 10)
                | (127 << 18)
                | (1 << 25)
                | (code << 26)
                | (1 << 30)
                | (1 << 31),
        ];
        assert_eq!(CfInst::Alu(w).encode().unwrap(), expected, "{name}");
        assert_eq!(
            CfInst::decode(expected[0], expected[1], 0).unwrap(),
            CfInst::Alu(w)
        );
    }
    let entries: Vec<(String, u32)> = match &text {
        Some(t) => listed(t, CF_EXPORT_LINES),
        None => ours(CF_EXPORT_OPS),
    };
    for (name, code) in entries {
        let op = CfExportOp::from_name(&name).unwrap();
        let export = name.starts_with("EXPORT");
        // dword0: ARRAY_BASE 61, TYPE 1, RW_GPR 7, RW_REL, INDEX_GPR 2, ELEM_SIZE 3
        //   = 61 | 1 << 13 | 7 << 15 | 1 << 22 | 2 << 23 | 3 << 30.
        // dword1 (SWIZ): SEL_X 3 (W), SEL_Y 4 (0.0), SEL_Z 5 (1.0), SEL_W 7 (MASK)
        //   = 3 | 4 << 3 | 5 << 6 | 7 << 9;  (BUF): ARRAY_SIZE 100 | COMP_MASK 0b1011 << 12.
        // common: ELEM_LOOP 1 << 16, BURST_COUNT 15 << 17, VPM 1 << 22, code << 23, BARRIER 1 << 31.
        let mut w = CfExportWord::new(op);
        w.array_base = 61;
        w.ty = 1;
        w.rw_gpr = 7;
        w.rw_rel = true;
        w.index_gpr = 2;
        w.elem_size = 3;
        w.elem_loop = true;
        w.burst_count = 15;
        w.valid_pixel_mode = true;
        let low = if export {
            w.tail = ExportTail::Swiz {
                sel: [CompSel::W, CompSel::Zero, CompSel::One, CompSel::Mask],
            };
            3 | (4 << 3) | (5 << 6) | (7 << 9)
        } else {
            w.tail = ExportTail::Buf {
                array_size: 100,
                comp_mask: 0b1011,
            };
            100 | (0b1011 << 12)
        };
        let expected = [
            61 | (1 << 13) | (7 << 15) | (1 << 22) | (2 << 23) | (3 << 30),
            low | (1 << 16) | (15 << 17) | (1 << 22) | (code << 23) | (1 << 31),
        ];
        assert_eq!(CfInst::Export(w).encode().unwrap(), expected, "{name}");
        assert_eq!(
            CfInst::decode(expected[0], expected[1], 0).unwrap(),
            CfInst::Export(w)
        );
    }
}

#[test]
fn hand_worked_examples() {
    // llc-14 -mcpu=r600 "ALU 2, @4": dword0 = 4, dword1 = 0xA0080000
    // (BARRIER 1 << 31 | CF_INST 8 << 26 = 0x20000000 | COUNT 2 << 18 = 0x80000).
    let mut alu = CfAluWord::new(CfAluOp::Alu);
    alu.addr = 4;
    alu.count = 2;
    assert_eq!(CfInst::Alu(alu).encode().unwrap(), [4, 0xA008_0000]);
    // llc-14 -mcpu=r600 "CF_END": NOP with EOP and BARRIER, dword1 = 0x80200000.
    let mut end = CfWord::new(CfOp::Nop);
    end.end_of_program = true;
    assert_eq!(CfInst::Cf(end).encode().unwrap(), [0, 0x8020_0000]);
    // llc-14 -mcpu=r600 "EXPORT T0.XYZW" (EXPORT_DONE, PIXEL 0, R0, EOP): dword0 = 0xC0000000
    // (ELEM_SIZE 3 << 30), dword1 = 0x94200688: SEL 0,1,2,3 = 0 | 1 << 3 | 2 << 6 | 3 << 9 = 0x688,
    // EOP 1 << 21, CF_INST 40 << 23 = 0x14000000, BARRIER 1 << 31.
    let mut exp = CfExportWord::new(CfExportOp::ExportDone);
    exp.elem_size = 3;
    exp.end_of_program = true;
    assert_eq!(
        CfInst::Export(exp).encode().unwrap(),
        [0xC000_0000, 0x9420_0688]
    );
}

#[test]
fn kcache_lock_ranges() {
    // LOCK_1 at line 2: KC[0..15] = constants 32..47; KC[16..31] not locked (L3407-3410).
    let k = Kcache {
        bank: 1,
        mode: KcacheMode::Lock1,
        addr: 2,
    };
    assert_eq!(
        (k.constant(0, 0), k.constant(15, 0), k.constant(16, 0)),
        (Some(32), Some(47), None)
    );
    // LOCK_2 at line 2: KC[16..31] = constants 48..63.
    let k = Kcache {
        mode: KcacheMode::Lock2,
        ..k
    };
    assert_eq!(
        (k.constant(16, 0), k.constant(31, 0), k.constant(32, 0)),
        (Some(48), Some(63), None)
    );
    // LOCK_LOOP_INDEX at line 2 with aL = 37: lines 2 + 37/16 = 4 and 5, KC[1] = 65.
    let k = Kcache {
        mode: KcacheMode::LockLoopIndex,
        ..k
    };
    assert_eq!(k.constant(1, 37), Some(65));
    // NOP locks nothing.
    assert_eq!(Kcache::default().constant(0, 0), None);
}

#[test]
fn decode_rejects_undefined_and_reserved() {
    assert!(CfInst::decode(0, 22 << 23, 0).is_err(), "CF_INST 22");
    assert!(CfInst::decode(0, 41 << 23, 0).is_err(), "CF_INST 41");
    assert!(
        CfInst::decode(0, (1 << 29) | (12 << 26), 0).is_err(),
        "CF_ALU 12"
    );
    assert!(
        CfInst::decode(0, 1 << 19, 8).unwrap_err().offset == 8,
        "reserved 20:19"
    );
    assert!(
        CfInst::decode(0, (39 << 23) | (1 << 12), 0).is_err(),
        "SWIZ reserved"
    );
    assert!(CfInst::decode(0, (39 << 23) | 6, 0).is_err(), "SEL 6");
    assert!(
        CfInst::decode(3 << 13, 39 << 23, 0).is_err(),
        "export TYPE 3"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn accepted_words_re_encode_exactly(w0 in any::<u32>(), w1 in any::<u32>()) {
        if let Ok(inst) = CfInst::decode(w0, w1, 0) {
            prop_assert_eq!(inst.encode().unwrap(), [w0, w1]);
        }
    }

    #[test]
    fn decode_inverts_encode(inst in crate::strategies::cf_inst()) {
        let words = inst.encode().unwrap();
        prop_assert_eq!(CfInst::decode(words[0], words[1], 0).unwrap(), inst);
    }
}
