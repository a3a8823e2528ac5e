//! Tests of the text forms AMD's own tools wrote (issue #18, docs/il-text-notes.md): source
//! modifiers before the swizzle, `dcl_num_thread_per_blk`, several instructions on one line,
//! `_zeroop` on every division-like opcode and `ddiv`, reads of `o#`, constant-buffer indices
//! past the declared size (a warning), the pixel-position and interpolant declarations, and
//! messages that name the real problem. Expected values are written by hand from the manual.

use crate::binary::{decode, encode_bytes};
use crate::diag::Severity;
use crate::enums::{CompSel, ZeroOp};
use crate::opcode::{CtlSet, Opcode, OPCODES};
use crate::program::Program;
use crate::{check, parse, print, verify};

/// Parses and verifies `src`, panicking with the rendered diagnostics.
fn ok(src: &str) -> Program {
    let p = parse(src).unwrap_or_else(|d| panic!("{}", d.render_text("t.il", src)));
    if let Err(d) = verify(&p) {
        panic!("{}", d.render_text("t.il", src));
    }
    p
}

/// Every diagnostic (parse, then verify) of `src`, rendered.
fn diagnostics(src: &str) -> String {
    match parse(src) {
        Err(d) => d.render_text("t.il", src),
        Ok(p) => check(&p).render_text("t.il", src),
    }
}

/// Text → binary → text gives the canonical text back byte for byte.
fn binary_round_trip(p: &Program) {
    let text = print(p);
    let bytes = encode_bytes(p).unwrap_or_else(|d| panic!("{d}\n{text}"));
    let back = decode(&bytes).unwrap_or_else(|d| panic!("{d}\n{text}"));
    assert_eq!(print(&back), text);
}

#[test]
fn modifiers_before_the_swizzle_as_brcc_writes_them() {
    let p = ok(
        "il_ps_2_0\ndcl_literal l14, 0x3f800000, 0, 0, 0\nmov r286.x___, l14_neg(xyzw).x000\nend\n",
    );
    let src = &p.instructions[1].srcs[0];
    assert_eq!(src.mods.neg, 0b1111);
    use CompSel::{Zero, X};
    assert_eq!(src.swizzle, [X, Zero, Zero, Zero]);
    // One canonical order: swizzle first, then the modifiers (print.rs), `.x000` → `.x0`.
    assert!(
        print(&p).contains("mov r286.x, l14.x0_neg(xyzw)\n"),
        "{}",
        print(&p)
    );
    binary_round_trip(&p);
    // The same program as the canonical spelling.
    let q =
        ok("il_ps_2_0\ndcl_literal l14, 0x3f800000, 0, 0, 0\nmov r286.x, l14.x0_neg(xyzw)\nend\n");
    assert_eq!(p, q);
}

#[test]
fn every_source_modifier_may_precede_the_swizzle_and_several_in_a_row() {
    let p = ok(
        "il_ps_2_0\nmov r0, r1_abs.y\nmov r0, r1_bias.y\nmov r0, r1_x2.y\nmov r0, r1_sign.y\n\
                mov r0, r1_abs_neg(x)_bias.yzwx\nmov r0, r1_abs.zy_neg(y)\nend\n",
    );
    let m = |i: usize| p.instructions[i].srcs[0].mods;
    assert!(m(0).abs && !m(0).bias);
    assert!(m(1).bias);
    assert!(m(2).x2);
    assert!(m(3).sign);
    assert!(m(4).abs && m(4).bias && m(4).neg == 0b0001);
    // Modifiers on both sides of the swizzle combine.
    assert!(m(5).abs && m(5).neg == 0b0010);
    use CompSel::{W, X, Y, Z};
    assert_eq!(p.instructions[4].srcs[0].swizzle, [Y, Z, W, X]);
    let text = print(&p);
    assert!(text.contains("mov r0, r1.yzwx_bias_abs_neg(x)\n"), "{text}");
    assert_eq!(parse(&text), Ok(p.clone()));
    binary_round_trip(&p);
}

#[test]
fn malformed_modifier_before_swizzle_is_located() {
    let d = diagnostics("il_ps_2_0\nmov r0, r1_abs.x.y\nend\n");
    assert!(
        d.contains("t.il:2:17: error: a source operand has one swizzle"),
        "{d}"
    );
    let d = diagnostics("il_ps_2_0\nmov r0, r1_neg(q).x\nend\n");
    assert!(
        d.contains("t.il:2:11: error: unknown source modifier `_neg(q)`"),
        "{d}"
    );
    let d = diagnostics("il_ps_2_0\nmov r0, r1_abs.xq\nend\n");
    assert!(d.contains("t.il:2:15: error: bad swizzle `.xq`"), "{d}");
}

#[test]
fn dcl_num_thread_per_blk_is_the_older_spelling() {
    let old = ok("il_cs_2_0\ndcl_num_thread_per_blk 64\nend\n");
    let new = ok("il_cs_2_0\ndcl_num_thread_per_group 64\nend\n");
    assert_eq!(old, new);
    assert_eq!(old.instructions[0].opcode, Opcode::DclNumThreadPerGroup);
    assert_eq!(old.instructions[0].extra.as_slice(), &[64]);
    binary_round_trip(&old);
    // A misspelling names the whole word, not `dcl`.
    let d = diagnostics("il_cs_2_0\ndcl_num_thread_per_blok 64\nend\n");
    assert!(
        d.contains("t.il:2:1: error: unknown instruction `dcl_num_thread_per_blok`"),
        "{d}"
    );
    let d = diagnostics("il_cs_2_0\ndcl_num_thread_per_blk\nend\n");
    assert!(
        d.contains("takes 1 to 3 number(s) after its operands, found 0"),
        "{d}"
    );
}

#[test]
fn several_instructions_on_one_line() {
    let glued = "il_cs_2_0 dcl_num_thread_per_group 64 dcl_literal l0, 1, 2, 3, 4 \
                 dcl_cb cb0[2] mov r0, l0 iadd r1, r0, cb0[1] if_logicalnz r1.x mov r2, r1 endif end";
    let lines = "il_cs_2_0\ndcl_num_thread_per_group 64\ndcl_literal l0, 1, 2, 3, 4\n\
                 dcl_cb cb0[2]\nmov r0, l0\niadd r1, r0, cb0[1]\nif_logicalnz r1.x\nmov r2, r1\nendif\nend\n";
    assert_eq!(ok(glued), ok(lines));
    assert_eq!(print(&ok(glued)), print(&ok(lines)));
}

#[test]
fn glued_instructions_that_do_not_separate_are_rejected_with_a_location() {
    // A third operand that is not an instruction: the line does not split.
    let d = diagnostics("il_cs_2_0\nmov r0, r1 r2\nend\n");
    assert!(
        d.contains("t.il:2:1: error: `mov` takes 1 source operand(s), found 2"),
        "{d}"
    );
    // A misspelt mnemonic in the middle of a line is read as an operand and named.
    let d = diagnostics("il_cs_2_0\nmov r0, r1 mvo r2, r1\nend\n");
    assert!(
        d.contains("t.il:2:12: error: unknown register `mvo`"),
        "{d}"
    );
}

/// Opcodes that accept `_zeroop(..)`: those whose manual entry gives the control (DIV L7791,
/// LN L8220, LOG L8267, LOGP L8329, NRM L8652, RCP L8783, RSQ L8921, DRCP L9537, DRSQ L9588),
/// SQRT and LOG_VEC (accepted by the opcode table before), and DDIV, which CAL-era programs
/// wrote with one (docs/il-text-notes.md).
const ZEROOP_OPCODES: &[&str] = &[
    "div", "ln", "log", "log_vec", "logp", "nrm", "rcp", "rsq", "sqrt", "drcp", "drsq", "ddiv",
];

#[test]
fn zeroop_on_every_division_like_opcode_and_ddiv() {
    let table: Vec<&str> = OPCODES
        .iter()
        .filter(|i| i.shape.controls.contains(CtlSet::ZEROOP))
        .map(|i| i.mnemonic)
        .collect();
    for m in ZEROOP_OPCODES {
        assert!(table.contains(m), "{m} lacks _zeroop in the opcode table");
    }
    for m in ZEROOP_OPCODES {
        for (word, value) in [
            ("zero", ZeroOp::Zero),
            ("fltmax", ZeroOp::FltMax),
            ("inf_else_max", ZeroOp::InfElseMax),
            ("infinity", ZeroOp::Infinity),
        ] {
            if value == ZeroOp::Zero && matches!(*m, "ln" | "log" | "logp") {
                continue;
            }
            let srcs = if matches!(*m, "div" | "ddiv") {
                "r1, r2"
            } else {
                "r1"
            };
            let src = format!("il_cs_2_0\n{m}_zeroop({word}) r0, {srcs}\nend\n");
            let p = ok(&src);
            assert_eq!(p.instructions[0].zeroop(), Some(value), "{src}");
            // Text → binary → text; `_zeroop(fltmax)` is the field's zero and decodes to
            // no control (binary/canonical.rs), the others come back as written.
            let bytes = encode_bytes(&p).unwrap_or_else(|d| panic!("{d}\n{src}"));
            let back = print(&decode(&bytes).unwrap_or_else(|d| panic!("{d}")));
            let expect = if value == ZeroOp::FltMax {
                src.replace("_zeroop(fltmax)", "")
            } else {
                src.clone()
            };
            assert_eq!(back, expect);
        }
    }
}

#[test]
fn malformed_zeroop_is_rejected() {
    let d = diagnostics("il_cs_2_0\nddiv_zeroop(nan) r0, r1, r2\nend\n");
    assert!(
        d.contains("t.il:2:5: error: bad control specifier `_zeroop(nan)`"),
        "{d}"
    );
    let d = diagnostics("il_cs_2_0\ndadd_zeroop(zero) r0, r1, r2\nend\n");
    assert!(
        d.contains("t.il:2:1: error: `dadd` does not accept `_zeroop(zero)`"),
        "{d}"
    );
    let d = diagnostics("il_cs_2_0\nlog_zeroop(zero) r0, r1\nend\n");
    assert!(
        d.contains("t.il:2:1: error: `log` cannot use `_zeroop(zero)`"),
        "{d}"
    );
}

#[test]
fn output_registers_may_be_read_back() {
    let p = ok("il_ps_2_0\ndcl_output_generic o0\nmov o0, r0\nadd o0, o0, r1\nmul r2, o0.x, o0_neg(x)\nend\n");
    binary_round_trip(&p);
    // Other write-only registers stay write-only.
    let d = diagnostics("il_ps_2_0\ndcl_output_generic o0\nmov r0, oDepth\nmov o0, r0\nend\n");
    assert!(
        d.contains("t.il:3:9: error: register `oDepth` is write-only"),
        "{d}"
    );
}

#[test]
fn constant_buffer_index_past_the_declared_size_is_a_warning() {
    let src = "il_ps_2_0\ndcl_cb cb0[2]\nmov r0, cb0[5]\nmov r1, cb0[1]\nend\n";
    let p = ok(src);
    let d = check(&p);
    assert_eq!(d.len(), 1);
    assert_eq!(d.items[0].severity, Severity::Warning);
    assert_eq!(
        d.render_text("t.il", src),
        "t.il:3:9: warning: index 5 is past the declared size of `cb0[2]` (reads past the \
         bound buffer give 0)\nmov r0, cb0[5]\n        ^^^^^^\n"
    );
    // A negative index is still an error.
    let d = diagnostics("il_ps_2_0\ndcl_cb cb0[2]\nmov r0, cb0[-1]\nend\n");
    assert!(
        d.contains("t.il:3:9: error: index -1 is out of range for `cb0[2]`"),
        "{d}"
    );
}

/// Every spelling of the pixel position input and of generic interpolated inputs.
const PS_INPUTS: &[&str] = &[
    "dcl_input_position_interp(linear_noperspective) v0.xy",
    "dcl_input_position_interp(linear_noperspective) v0",
    "dcl_input_position v0.xy",
    "dcl_input_usage(pos) v0",
    "dcl_input_usage(pos)_interp(linear_noperspective) v0.xy",
    "dcl_input_interp(linear_noperspective)_position v0.xy",
    "dcl_input_interp(linear_noperspective)_usage(pos) v0",
    "dcl_input_generic v1",
    "dcl_input_generic_interp(linear) v1",
    "dcl_input_generic_interp(linear) v1.xy",
    "dcl_input_interp(linear) v1",
    "dcl_input_interp(constant) v1.x",
    "dcl_input_usage(generic)_interp(linear) v1",
    "dcl_input_usage(generic)_interp(linear_centroid) v1",
    "dcl_input_generic_centroid_interp(linear) v1",
];

#[test]
fn pixel_position_and_interpolant_declarations_parse_verify_and_round_trip() {
    for d in PS_INPUTS {
        let src = format!("il_ps_2_0\n{d}\ndcl_output_generic o0\nmov o0, v1\nend\n");
        let p = ok(&src);
        assert_eq!(print(&p), src, "canonical");
        binary_round_trip(&p);
    }
    // The window coordinate register needs no declaration.
    let p = ok("il_ps_2_0\ndcl_output_generic o0\nmov o0, vWinCoord0.xy\nend\n");
    binary_round_trip(&p);
    // Several generic interpolants in one program.
    let src = "il_ps_2_0\ndcl_input_position_interp(linear_noperspective) v0.xy\n\
               dcl_input_generic_interp(linear) v1\ndcl_input_generic_interp(linear) v2\n\
               dcl_input_generic_interp(linear) v3.xy\ndcl_output_generic o0\n\
               add o0, v1, v2\nend\n";
    let p = ok(src);
    assert_eq!(print(&p), src);
    binary_round_trip(&p);
}

#[test]
fn malformed_input_declarations_are_rejected() {
    let d = diagnostics("il_ps_2_0\ndcl_input_interp(linaer) v0\nend\n");
    assert!(
        d.contains("t.il:2:1: error: unknown interpolation mode `linaer`"),
        "{d}"
    );
    let d = diagnostics("il_ps_2_0\ndcl_input_position_generic v0\nend\n");
    assert!(
        d.contains("t.il:2:1: error: `dcl_input` declares more than one usage"),
        "{d}"
    );
    let d = diagnostics("il_ps_2_0\ndcl_input_usage(posn) v0\nend\n");
    assert!(d.contains("t.il:2:1: error: unknown usage `posn`"), "{d}");
    let d = diagnostics("il_vs_2_0\ndcl_input_interp(linear) v0\nend\n");
    assert!(
        d.contains("`_interp(..)` is only allowed in pixel shaders"),
        "{d}"
    );
    let d = diagnostics("il_ps_2_0\ndcl_input_interp(linear)_interp(constant) v0\nend\n");
    assert!(d.contains("more than one interpolation mode"), "{d}");
    let d = diagnostics("il_ps_2_0\ndcl_output_centroid o0\nend\n");
    assert!(
        d.contains("`dcl_output` does not accept `_centroid`"),
        "{d}"
    );
}

#[test]
fn messages_name_the_real_problem() {
    // No declaration at all: "not declared"; a later one: "used before".
    let d = diagnostics("il_cs_2_0\nmov r0, l3\nend\n");
    assert!(
        d.contains("t.il:2:9: error: literal `l3` is not declared"),
        "{d}"
    );
    let d = diagnostics("il_cs_2_0\nmov r0, l3\ndcl_literal l3, 1, 1, 1, 1\nend\n");
    assert!(
        d.contains("t.il:2:9: error: literal `l3` is used before its `dcl_literal`"),
        "{d}"
    );
    let d = diagnostics("il_cs_2_0\nmov r0, cb1[0]\nend\n");
    assert!(
        d.contains("t.il:2:9: error: constant buffer `cb1` is not declared"),
        "{d}"
    );
    // Lines that are not IL.
    let d = diagnostics("il_cs_2_0\n.globl main\nend\n");
    assert!(
        d.contains(
            "t.il:2:1: error: `.globl main` is an assembler directive, not an IL instruction"
        ),
        "{d}"
    );
    let d = diagnostics("il_cs_2_0\nmain:\nend\n");
    assert!(
        d.contains("t.il:2:1: error: `main:` is an assembler label, not IL"),
        "{d}"
    );
    let d = diagnostics("il_cs_2_0\n#define N 4\nend\n");
    assert!(
        d.contains("t.il:2:1: error: `#define N 4` is a preprocessor or assembler line"),
        "{d}"
    );
}

#[test]
fn whole_float_address_offsets_are_accepted() {
    // AMD-SPL writes `_aoffimmi(0.0,0.0,0.0)`; offsets are texel-space values (L5850).
    let a = ok("il_cs_2_0\ndcl_resource_id(0)_type(2d,unnorm)_fmtx(float)_fmty(float)_fmtz(float)_fmtw(float)\n\
                sample_resource(0)_sampler(0)_aoffimmi(0.0,1.0,-2.0) r0, r1.xy00\nend\n");
    let b = ok("il_cs_2_0\ndcl_resource_id(0)_type(2d,unnorm)_fmtx(float)_fmty(float)_fmtz(float)_fmtw(float)\n\
                sample_resource(0)_sampler(0)_aoffimmi(0,1,-2) r0, r1.xy00\nend\n");
    assert_eq!(a, b);
    // A half texel is not represented (whole texels only in the model).
    let d = diagnostics("il_cs_2_0\nsample_resource(0)_sampler(0)_aoffimmi(0.5,0,0) r0, r1\nend\n");
    assert!(
        d.contains("bad control specifier `_aoffimmi(0.5,0,0)`"),
        "{d}"
    );
}

#[test]
fn template_placeholder_is_named() {
    let d = diagnostics("il_ps_2_0\n{SORT_OPERATOR} r7, r5, r6\nend\n");
    assert!(
        d.contains("t.il:2:1: error: `{SORT_OPERATOR}` is a template placeholder"),
        "{d}"
    );
}
