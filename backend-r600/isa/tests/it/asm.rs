//! Program-level and assembly-text tests: whole-program encode/decode, print/parse round trips,
//! a hand-assembled program checked word by word, and parse errors with line:col.

use crate::strategies;
use proptest::prelude::*;
use r600_isa::asm::{parse, print};
use r600_isa::*;

/// Hand-written input (non-canonical spacing, one literal value, no group-continuation numbers).
const EXAMPLE: &str = "\
; y = 1 / (x + kc) written to MRT 0
0 ALU @3 CNT:5 KC0[CB0:0-15]
  0 x: ADD R1.x, R0.x, KC0[0].y
    y: MOV R1.y, literal.x
    t: RECIP_IEEE R2.x, R0.w
    literal: 0x3f800000
  1 x: MUL_IEEE R1.x, PV.x, PS CLAMP
1 TEX @8 CNT:1
  LD R3.xyzw, R1.xy00, RID:2, SID:0 CT:UUUU
2 EXPORT_DONE PIXEL:0 R1.xyzw EOP
";

/// The canonical text of EXAMPLE, as docs/r600-asm.md specifies it.
const CANONICAL: &str = "\
00 ALU @3 CNT:5 KC0[CB0:0-15]
     0  x: ADD               R1.x, R0.x, KC0[0].y
        y: MOV               R1.y, literal.x
        t: RECIP_IEEE        R2.x, R0.w
        literal: 0x3f800000, 0x00000000
     1  x: MUL_IEEE          R1.x, PV.x, PS CLAMP
01 TEX @8 CNT:1
     0  LD                R3.xyzw, R1.xy00, RID:2, SID:0 CT:UUUU
02 EXPORT_DONE PIXEL:0 R1.xyzw EOP
";

/// EXAMPLE's words, computed by hand from the manual's field tables:
/// - layout: 3 CF instructions = ADDR units 0-2; ALU clause at ADDR 3 (dword 6), 4 + 1 slots;
///   dword 16 is 128-bit aligned, so the TEX clause is at ADDR 8.
/// - CF0 CF_ALU: ADDR 3 | KCACHE_MODE0 LOCK_1 1 << 30 = 0x40000003;
///   COUNT 4 << 18 | CF_INST 8 << 26 | BARRIER 1 << 31 = 0xA0100000.
/// - CF1 TEX: ADDR 8; CF_INST 1 << 23 | BARRIER = 0x80800000.
/// - CF2 EXPORT_DONE: RW_GPR 1 << 15 = 0x8000; SEL 0x688 | EOP 1 << 21 | 40 << 23 | BARRIER
///   = 0x94200688.
/// - ADD R1.x, R0.x, KC0[0].y: SRC1_SEL 128 << 13 | SRC1_ELEM 1 << 23 = 0x00900000;
///   WRITE_MASK 1 << 4 | DST_GPR 1 << 21 = 0x00200010.
/// - MOV R1.y, literal.x: SRC0_SEL 253 = 0xFD; WRITE 0x10 | 25 << 8 | 1 << 21 | DST_ELEM 1 << 29
///   = 0x20201910.
/// - RECIP_IEEE R2.x, R0.w (LAST): SRC0_ELEM 3 << 10 | 1 << 31 = 0x80000C00;
///   0x10 | 102 << 8 | 2 << 21 = 0x00406610. Literal slot: 0x3F800000, 0.
/// - MUL_IEEE R1.x, PV.x, PS CLAMP (LAST): 254 | 255 << 13 | 1 << 31 = 0x801FE0FE;
///   0x10 | 2 << 8 | 1 << 21 | 1 << 31 = 0x80200210.
/// - LD: TEX_INST 3 | RESOURCE_ID 2 << 8 | SRC_GPR 1 << 16 = 0x00010203;
///   DST_GPR 3 | DST_SEL 0,1,2,3 at 9/12/15/18 = 0x000D1003 (COORD_TYPE 0 = unnormalized);
///   SRC_SEL 0, 1, 4, 4 at 20/23/26/29 = 0x90800000; pad dword 0.
const EXAMPLE_WORDS: [u32; 20] = [
    0x4000_0003,
    0xA010_0000,
    8,
    0x8080_0000,
    0x8000,
    0x9420_0688, // CF
    0x0090_0000,
    0x0020_0010,
    0xFD,
    0x2020_1910,
    0x8000_0C00,
    0x0040_6610,
    0x3F80_0000,
    0, // group 0
    0x801F_E0FE,
    0x8020_0210, // group 1
    0x0001_0203,
    0x000D_1003,
    0x9080_0000,
    0, // TEX
];

#[test]
fn hand_assembled_program() {
    let p = parse(EXAMPLE).unwrap();
    assert_eq!(p.encode().unwrap(), EXAMPLE_WORDS.to_vec());
    assert_eq!(print(&p), CANONICAL);
    assert_eq!(Program::decode(&EXAMPLE_WORDS).unwrap(), p);
    let bytes = p.to_bytes().unwrap();
    assert_eq!(&bytes[..4], &[3, 0, 0, 0x40], "little-endian dwords");
    assert_eq!(Program::from_bytes(&bytes).unwrap(), p);
}

#[test]
fn parse_errors_have_line_and_column() {
    let cases: &[(&str, usize, usize)] = &[
        ("00 ALU\n  0 x: FOO R1.x, R0.x\n", 2, 8),
        ("00 ALU\n  0 x: ADD R1.x, R0.q, R0.x\n", 2, 21),
        ("00 ALU\n  0 y: ADD R1.x, R0.x, R0.x\n", 2, 5),
        ("00 ALU @7\n  0 x: MOV R1.x, R0.x\n01 NOP EOP\n", 1, 8),
        ("00 NOP BOGUS\n", 1, 8),
        (
            "00 ALU\n  0 x: RECIP_IEEE R1.x, R0.x\n    y: MOV R1.y, R0.x\n",
            2,
            5,
        ),
        ("  0 x: MOV R1.x, R0.x\n", 1, 5),
        ("00 EXPORT PIXEL:0 R1.xyz\n", 1, 22),
        ("00 ALU\n  0 x: MOV R1.x, 2.0\n", 2, 18),
        ("00 ALU\n  0 x: ADD R1[AL].x, R2[AR.x].x, R0.x\n", 2, 24),
    ];
    for (text, line, col) in cases {
        let e = parse(text).expect_err(text);
        assert_eq!((e.line, e.col), (*line, *col), "{text:?}: {e}");
        assert!(e.to_string().starts_with(&format!("{line}:{col}: error: ")));
    }
}

#[test]
fn program_decode_errors() {
    // No END_OF_PROGRAM: runs off the end.
    assert!(Program::decode(&[0, 0x8000_0000]).is_err());
    // ALU clause pointing outside the program.
    let e = Program::decode(&[100, 0xA000_0000, 0, 0x8020_0000]).unwrap_err();
    assert_eq!(e.offset, 0);
    // Odd byte length.
    assert_eq!(Program::from_bytes(&[0; 7]).unwrap_err().offset, 4);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn program_decode_inverts_encode(p in strategies::program()) {
        let words = p.encode().unwrap();
        prop_assert_eq!(Program::decode(&words).unwrap(), p);
    }

    #[test]
    fn parse_inverts_print(p in strategies::program()) {
        let text = print(&p);
        let back = parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back, p);
    }

    #[test]
    fn show_encoding_output_reparses(p in strategies::program()) {
        let text = asm::print_with(&p, asm::PrintOptions { show_encoding: true });
        prop_assert_eq!(parse(&text).unwrap(), p);
    }

    #[test]
    fn random_programs_never_panic(words in prop::collection::vec(any::<u32>(), 0..64)) {
        if let Ok(p) = Program::decode(&words) {
            // Whatever decodes can be printed and re-encoded.
            let _ = print(&p);
            let _ = p.encode();
        }
    }

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..256)) {
        match Program::from_bytes(&bytes) {
            Ok(p) => {
                let _ = print(&p);
            }
            Err(e) => prop_assert!(e.offset <= bytes.len(), "offset {} beyond {} bytes", e.offset, bytes.len()),
        }
    }

    #[test]
    fn random_text_never_panics(text in "[ -~\n]{0,200}") {
        let _ = parse(&text);
    }
}

/// Fragments of the assembly syntax, glued at random to reach deep parser paths.
const FRAGMENTS: &[&str] = &[
    "00 ",
    "1 ",
    "ALU",
    "ALU_PUSH_BEFORE",
    "TEX",
    "VTX",
    "EXPORT_DONE",
    "MEM_SCRATCH",
    "JUMP",
    " @",
    "3",
    "0xFFFFFFFF",
    "99999999999999999999",
    " CNT:",
    "KC0[CB0:",
    "0-15]",
    "AL+",
    "NOP,",
    "16-47]",
    "\n",
    "  0 ",
    "x: ",
    "t: ",
    "y:",
    "ADD ",
    "MULADD ",
    "RECIP_IEEE ",
    "DOT4 ",
    "R1",
    "R127",
    "R128",
    "[AL]",
    "[AR.y]",
    ".x",
    ".w",
    ".xyzw",
    ".xy_0",
    ", ",
    ",",
    "-",
    "|",
    "-(",
    ")",
    "1",
    "-1",
    "0.5",
    "1.0",
    "literal",
    "PV",
    "PS",
    "KC1[31]",
    "C255",
    "__",
    "__.y",
    " CLAMP",
    " OMOD:M2",
    " BS:",
    "SCL_221",
    "VEC_210",
    " IDX:AR.z",
    " PRED_SEL:ONE",
    "literal: ",
    "0x3f800000",
    " EOP",
    " NO_BARRIER",
    "PIXEL:",
    "WRITE_IND:",
    " INDEX:R2",
    " BURST:16",
    " SIZE:4095",
    "LD ",
    "SAMPLE_C_G_LB ",
    "FETCH ",
    "SEMANTIC ",
    "SEM[",
    "RID:",
    "SID:",
    " OFFSET:(",
    "-16",
    "15",
    " CT:UUNN",
    " LOD_BIAS:-64",
    " FMT:63",
    " ENDIAN:8IN32",
    "; c",
    ":",
    "[",
    "]",
    "(",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn fragment_soup_never_panics(parts in prop::collection::vec(prop::sample::select(FRAGMENTS), 0..40)) {
        let text: String = parts.concat();
        if let Ok(p) = parse(&text) {
            // Anything accepted is printable and canonical text is a fixed point.
            let printed = print(&p);
            prop_assert_eq!(parse(&printed).unwrap(), p);
        }
    }

    #[test]
    fn bit_flips_of_valid_programs_never_panic(p in strategies::program(), flips in prop::collection::vec((any::<prop::sample::Index>(), 0u32..32), 1..4)) {
        let mut words = p.encode().unwrap();
        for (i, bit) in flips {
            let i = i.index(words.len());
            words[i] ^= 1 << bit;
        }
        if let Ok(q) = Program::decode(&words) {
            let _ = print(&q);
            let _ = q.encode();
        }
    }
}
