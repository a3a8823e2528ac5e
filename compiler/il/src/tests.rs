//! Crate-level tests: parse/print round trips on hand-written programs, error collection,
//! and the opcode table against the manual's appendix B enum.

use crate::*;

const SAMPLE: &str = "il_cs_2_0\r\n\
; comment line\n\
dcl_num_thread_per_group 64, 1, 1\n\
dcl_literal l0, 0x3f800000, 1, -2, 1.5f\n\
dcl_cb cb0[ 4 ]\n\
dcl_indexed_temp_array x0[8]\n\
dcl_raw_uav_id(0)\n\
dcl_lds_id(1) 1024 /* inline */\n\
mov r0.x_z, vAbsTid.x\n\
add_sat r1, r0.xyzw_neg(xw), cb0[r0.x+1].y\n\
mad_ieee_x2 r2.yz1, r1_abs, l0.x, x0[r0.y+2]\n\
ifc_relop(ge) r0.x, l0.y\n\
  mov x0[3], r2.01xy\n\
else\n\
  mov r2, r1\n\
endif\n\
whileloop\n\
  breakc_relop(eq) r0.x, r0.y\n\
  break_logicalnz r0.x\n\
endloop\n\
switch r0.x\n\
case -1\n\
  break\n\
default\n\
endswitch\n\
uav_raw_store_id(0) mem.x___, r0.x, r1.x\n\
lds_read_add_id(1) r3.x, r0.x, r1.x\n\
fence_threads_lds_mem_read_only\n\
ffb(hi) r4, r3\n\
div_zeroop(infinity) r5, r4, r3\n\
prec\n\
precxy\n\
call 7\n\
endmain\n\
func 7\n\
ret\n\
endfunc\n\
end\n";

#[test]
fn sample_parses_and_round_trips() {
    let p = match parse(SAMPLE) {
        Ok(p) => p,
        Err(d) => panic!("{}", d.render_text("sample.il", SAMPLE)),
    };
    if let Err(d) = verify(&p) {
        panic!("{}", d.render_text("sample.il", SAMPLE));
    }
    assert_eq!(p.shader, ShaderType::Compute);
    let text = print(&p);
    let q =
        parse(&text).unwrap_or_else(|d| panic!("{}\n{}", text, d.render_text("printed", &text)));
    assert_eq!(p, q, "{text}");
    assert_eq!(print(&q), text);
}

#[test]
fn sample_details() {
    let p = parse(SAMPLE).unwrap_or_else(|d| panic!("{d}"));
    let lit = &p.instructions[1];
    assert_eq!(lit.opcode, Opcode::DclLiteral);
    // 1.5f = 0x3FC00000; -2 as two's complement.
    assert_eq!(&lit.extra[..], &[0x3f80_0000, 1, 0xffff_fffe, 0x3fc0_0000]);
    let mov = &p.instructions[6];
    assert_eq!(
        mov.dsts[0].mask,
        [
            DstComp::Write,
            DstComp::NoWrite,
            DstComp::Write,
            DstComp::NoWrite
        ]
    );
    assert_eq!(mov.srcs[0].reg.ty, RegType::AbsoluteThreadId);
    assert_eq!(mov.srcs[0].swizzle, [CompSel::X; 4]);
    let add = &p.instructions[7];
    assert!(add.dsts[0].clamp);
    assert_eq!(add.srcs[0].mods.neg, 0b1001);
    let idx = &add.srcs[1].reg.indices[0];
    assert_eq!(idx.offset, 1);
    assert_eq!(
        idx.reg.as_ref().map(|r| (r.ty, r.num, r.comp)),
        Some((RegType::Temp, Some(0), CompSel::X))
    );
    let mad = &p.instructions[8];
    assert!(mad.has(&Control::Ieee));
    assert_eq!(mad.dsts[0].shift, ShiftScale::X2);
    assert_eq!(
        mad.dsts[0].mask,
        [
            DstComp::NoWrite,
            DstComp::Write,
            DstComp::Write,
            DstComp::One
        ]
    );
    let fence = p
        .instructions
        .iter()
        .find(|i| i.opcode == Opcode::Fence)
        .map(|i| i.controls.to_vec());
    assert_eq!(
        fence,
        Some(vec![
            Control::Fence(FenceFlag::Threads),
            Control::Fence(FenceFlag::Lds),
            Control::Fence(FenceFlag::MemReadOnly)
        ])
    );
    let case = p
        .instructions
        .iter()
        .find(|i| i.opcode == Opcode::Case)
        .map(|i| i.extra[0]);
    assert_eq!(case, Some(u32::MAX));
    // Spans point at the source text.
    let s = &SAMPLE[mov.span.start()..mov.span.end()];
    assert_eq!(s, "mov r0.x_z, vAbsTid.x");
}

#[test]
fn errors_are_collected_with_locations() {
    let src = "il_cs_2_0\nfrob r0, r1\nmov r0, r1.xq\nmov r0, q7\niadd r0, r1, r2\n";
    let (_, diags) = parse_partial(src);
    let text = diags.render_text("t.il", src);
    assert_eq!(diags.len(), 3, "{text}");
    assert!(
        text.contains("t.il:2:1: error: unknown instruction `frob`"),
        "{text}"
    );
    assert!(
        text.contains("t.il:3:11: error: bad swizzle `.xq`"),
        "{text}"
    );
    assert!(
        text.contains("t.il:4:9: error: unknown register `q7`"),
        "{text}"
    );
}

#[test]
fn verifier_finds_structural_errors() {
    let src = "il_cs_2_0\nuav_raw_load_id(3) r0, r1.x\nmov r0, l2\nendif\nwhileloop\nbreak\n";
    let p = parse(src).unwrap_or_else(|d| panic!("{d}"));
    let d = verify(&p).err().unwrap_or_default();
    let text = d.render_text("v.il", src);
    assert!(
        text.contains("v.il:2:1: error: UAV 3 is used before its declaration"),
        "{text}"
    );
    assert!(
        text.contains("v.il:3:9: error: literal `l2` is not declared"),
        "{text}"
    );
    assert!(
        text.contains("v.il:4:1: error: `endif` without an open if-block"),
        "{text}"
    );
    assert!(text.contains("loop is not closed"), "{text}");
    assert!(text.contains("missing `end`"), "{text}");
}

#[test]
fn verifier_checks_operand_counts_and_controls() {
    let src = "il_cs_2_0\niadd r0, r1\nmov_ieee r0, r1\nend\n";
    let p = parse(src).unwrap_or_else(|d| panic!("{d}"));
    let text = verify(&p)
        .err()
        .unwrap_or_default()
        .render_text("c.il", src);
    assert!(
        text.contains("c.il:2:1: error: `iadd` takes 2 source operand(s), found 1"),
        "{text}"
    );
    assert!(
        text.contains("c.il:3:1: error: `mov` does not accept `_ieee`"),
        "{text}"
    );
}

#[test]
fn opcode_table_is_in_number_order() {
    assert_eq!(OPCODES.len(), opcode::OPCODE_COUNT);
    for (i, info) in OPCODES.iter().enumerate() {
        assert_eq!(info.opcode as usize, i, "{}", info.enum_name);
    }
    // Spot checks against manual App B positions (digest §4.1, counted by hand).
    assert_eq!(Opcode::IAdd.number(), 144);
    assert_eq!(Opcode::IAdd.mnemonic(), "iadd");
    assert_eq!(Opcode::ICountbits.mnemonic(), "icbits");
    assert_eq!(Opcode::IFirstbit.mnemonic(), "ffb");
    assert_eq!(Opcode::While.mnemonic(), "whileloop");
    assert_eq!(Opcode::End.number(), 40);
    assert_eq!(Opcode::Fence.number(), 217);
    assert_eq!(Opcode::UavRawLoad.number(), 224);
    assert_eq!(Opcode::MqsadU8.number(), 479);
}

/// Normalises the OCR'd App B enum lines into enum names, in order.
fn appb_names(text: &str) -> Vec<String> {
    // OCR fixes (digest §8.1): 164→I64, SORT→SQRT, UNPACKO→UNPACK0, VAV→UAV.
    let fix = |w: &str| -> String {
        match w {
            "164" => "I64".into(),
            "SORT" => "SQRT".into(),
            "UNPACKO" => "UNPACK0".into(),
            "VAV" => "UAV".into(),
            w => w.into(),
        }
    };
    let mut out = Vec::new();
    for line in text.lines() {
        let b = line.as_bytes();
        let mut i = 0;
        while i + 3 <= b.len() {
            // Match `IL` [ _] (`OP`|`DCL`) then one or more [ _]WORD with WORD in [A-Z0-9]+.
            if &b[i..i + 2] == b"IL"
                && (i == 0 || !b[i - 1].is_ascii_alphanumeric())
                && matches!(b.get(i + 2), Some(b' ' | b'_'))
            {
                let rest = &line[i + 3..];
                let kind = if rest.starts_with("OP") {
                    "OP"
                } else if rest.starts_with("DCL") {
                    "DCL"
                } else {
                    ""
                };
                if !kind.is_empty() {
                    let mut j = i + 3 + kind.len();
                    let mut words = Vec::new();
                    loop {
                        if !matches!(b.get(j), Some(b' ' | b'_')) {
                            break;
                        }
                        let s = j + 1;
                        let mut e = s;
                        while e < b.len() && (b[e].is_ascii_uppercase() || b[e].is_ascii_digit()) {
                            e += 1;
                        }
                        if e == s {
                            break;
                        }
                        words.push(fix(&line[s..e]));
                        j = e;
                    }
                    if !words.is_empty() {
                        out.push(format!("IL_{kind}_{}", words.join("_")));
                        i = j;
                        continue;
                    }
                }
            }
            i += 1;
        }
    }
    out
}

const APPB: &str = include_str!("../data/app-b-ilopcode.txt");

#[test]
fn opcode_table_matches_manual_enum() {
    let mut names = appb_names(APPB);
    assert_eq!(names.last().map(String::as_str), Some("IL_OP_LAST"));
    names.pop();
    assert_eq!(names.len(), 480);
    // Documented fix: the first of the two IL_OP_U64_DIV entries is IL_OP_I64_DIV.
    assert_eq!(names[461], "IL_OP_U64_DIV");
    assert_eq!(names[462], "IL_OP_U64_DIV");
    names[461] = "IL_OP_I64_DIV".into();
    let table: Vec<&str> = OPCODES.iter().map(|i| i.enum_name).collect();
    assert_eq!(table, names);
}

#[test]
fn vendored_enum_lines_equal_the_manual() {
    let manual = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/seeds/il-reference.txt");
    let Ok(text) = std::fs::read_to_string(&manual) else {
        eprintln!(
            "manual not found at {}; skipping the vendoring check",
            manual.display()
        );
        return;
    };
    // App B `enum ILOpCode` is lines 13522..=14026 of the manual.
    let lines: Vec<&str> = text.lines().skip(13521).take(14026 - 13521).collect();
    let vendored: Vec<&str> = APPB.lines().collect();
    assert_eq!(vendored, lines);
}

#[test]
fn mnemonics_and_aliases_are_unique() {
    let mut seen = std::collections::HashSet::new();
    for info in OPCODES {
        assert!(seen.insert(info.mnemonic), "{}", info.mnemonic);
        for a in info.aliases {
            assert!(seen.insert(a), "{a}");
        }
    }
}

#[test]
fn model_sizes_stay_small() {
    // The parser allocates one Instruction per line; keep it compact.
    let sizes = (
        std::mem::size_of::<Instruction>(),
        std::mem::size_of::<Src>(),
        std::mem::size_of::<Dst>(),
        std::mem::size_of::<Control>(),
    );
    eprintln!("Instruction, Src, Dst, Control = {sizes:?}");
    assert!(sizes.0 <= 512, "{sizes:?}");
}

/// Builds the smallest well-shaped instance of `op`: minimum operand counts, one word
/// per required extra, its parenthesised control.
fn minimal(op: Opcode) -> Instruction {
    use crate::opcode::{Extra, Paren};
    let shape = op.shape();
    let mut inst = Instruction::new(op);
    match shape.paren {
        Paren::FirstBit => inst.controls.push(Control::FirstBit(FirstBit::Hi)),
        Paren::Id => inst.controls.push(Control::ParenId(2)),
        Paren::None => {}
    }
    if op == Opcode::Prefix {
        inst.controls.push(Control::Precise(0xf));
    }
    for i in 0..shape.dsts.min {
        inst.dsts
            .push(Dst::new(Reg::new(RegType::Temp, u32::from(i))));
    }
    for i in 0..shape.srcs.min {
        inst.srcs
            .push(Src::new(Reg::new(RegType::Temp, 10 + u32::from(i))));
    }
    let words = match shape.extra {
        Extra::Label | Extra::Case | Extra::Float | Extra::Bool => 1,
        Extra::Words4 => 4,
        Extra::Words(a, _) => usize::from(a),
        _ => 0,
    };
    inst.extra.extend((0..words).map(|w| w as u32 + 1));
    inst
}

#[test]
fn every_opcode_prints_and_parses_back() {
    let mut p = Program::new(ShaderType::Compute);
    for info in OPCODES {
        p.instructions.push(minimal(info.opcode));
    }
    let text = print(&p);
    let q = parse(&text).unwrap_or_else(|d| panic!("{}", d.render_text("all", &text)));
    assert_eq!(q.instructions.len(), OPCODES.len());
    for (a, b) in p.instructions.iter().zip(&q.instructions) {
        assert_eq!(a, b, "{}", a.opcode.mnemonic());
    }
    // Every alias parses to its opcode.
    for info in OPCODES {
        for alias in info.aliases {
            let mut inst = minimal(info.opcode);
            let mut line = String::new();
            print::print_instruction(&inst, &mut line);
            let line = line.replacen(info.mnemonic, alias, 1);
            let src = format!("il_cs_2_0\n{line}\n");
            let q = parse(&src).unwrap_or_else(|d| panic!("{}", d.render_text("alias", &src)));
            inst.span = Span::default();
            assert_eq!(q.instructions.first(), Some(&inst), "{alias}");
        }
    }
}

#[test]
fn every_register_type_prints_and_parses_back() {
    for info in regtype::REGTYPES {
        let num = match info.ty {
            RegType::Vertex => None,
            _ => Some(3),
        };
        let reg = Reg {
            ty: info.ty,
            num,
            indices: Default::default(),
        };
        let mut p = Program::new(ShaderType::Pixel);
        let mut inst = Instruction::new(Opcode::Mov);
        inst.dsts.push(Dst::new(reg.clone()));
        inst.srcs.push(Src::new(reg));
        p.instructions.push(inst);
        let text = print(&p);
        assert_eq!(parse(&text).as_ref().ok(), Some(&p), "{text}");
        for alias in info.aliases {
            let src = format!("il_cs_2_0\nmov r0, {alias}\n");
            let q = parse(&src).unwrap_or_else(|d| panic!("{d}"));
            assert_eq!(q.instructions[0].srcs[0].reg.ty, info.ty, "{alias}");
        }
    }
}

#[test]
fn verifier_checks_shader_type_restrictions() {
    let src = "il_ps_2_0\nlds_load_id(0) r0, r1\nfence_threads\nmov r0, vAbsTid\nemit\nend\n";
    let p = parse(src).unwrap_or_else(|d| panic!("{d}"));
    let text = verify(&p)
        .err()
        .unwrap_or_default()
        .render_text("s.il", src);
    assert!(
        text.contains("s.il:2:1: error: `lds_load` cannot be used in a pixel shader"),
        "{text}"
    );
    assert!(
        text.contains("s.il:3:1: error: `fence_threads` is only valid in compute shaders"),
        "{text}"
    );
    assert!(
        text.contains("s.il:4:9: error: register `vAbsTid` cannot be used in a pixel shader"),
        "{text}"
    );
    assert!(
        text.contains("s.il:5:1: error: `emitthencut`")
            || text.contains("s.il:5:1: error: `emit` cannot be used in a pixel shader"),
        "{text}"
    );
}
