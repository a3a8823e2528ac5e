//! Single inputs on which gcn-mc once disagreed with `llvm-mc-14 -arch=amdgcn -mcpu=gfx900`
//! (classes of docs/conformance.md), each with the output llvm-mc-14 gives for it, recorded
//! from llvm-mc-14 (whitespace collapsed; `None` where llvm-mc reports an error, or for byte
//! input a warning). These run without llvm-mc; the `conformance` test measures whole sets.

use gcn_isa::asm::{disassemble_with, show_encoding};

fn collapse(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty() && l != ".text")
        .collect()
}

/// gcn-mc's `-show-encoding` verdict on one line, in the form of the tables below.
fn assembled(line: &str) -> Option<String> {
    let (text, errors) = show_encoding(line);
    errors.is_empty().then(|| collapse(&text).join(" | "))
}

/// gcn-mc's `-disassemble -show-encoding` verdict on one byte line.
fn disassembled(bytes: &str) -> Option<String> {
    let d = disassemble_with(bytes, true);
    d.diagnostics
        .is_empty()
        .then(|| collapse(&d.text).join(" | "))
}

fn check(cases: &[(&str, Option<&str>)], run: fn(&str) -> Option<String>) {
    let wrong: Vec<String> = cases
        .iter()
        .filter_map(|(input, want)| {
            let got = run(input);
            (got.as_deref() != *want)
                .then(|| format!("{input}\n  llvm-mc: {want:?}\n  gcn-mc:  {got:?}"))
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "{} of {} disagree:\n{}",
        wrong.len(),
        cases.len(),
        wrong.join("\n")
    );
}

/// A named modifier where an SMEM offset belongs is read as the offset (its value as llvm-mc
/// stores it); atomics take only `offset:N` so and drop other modifiers.
#[test]
fn smem_offset_written_as_a_modifier() {
    check(
        &[
        ("s_atomic_sub s5, s[14:15], glc", Some("s_atomic_sub s5, s[14:15], 0x0 glc ; encoding: [0x47,0x01,0x0f,0xc2,0x00,0x00,0x00,0x00]")),
        ("s_atomic_sub s5, s[14:15], slc", None),
        ("s_atomic_sub s5, s[14:15], slc glc", None),
        ("s_atomic_sub s5, s[14:15], glc slc", None),
        ("s_atomic_sub s5, s[14:15], row_mask:0x3", Some("s_atomic_sub s5, s[14:15], 0x0 ; encoding: [0x47,0x01,0x0e,0xc2,0x00,0x00,0x00,0x00]")),
        ("s_atomic_sub s5, s[14:15], row_mask:0x3 glc", Some("s_atomic_sub s5, s[14:15], 0x0 glc ; encoding: [0x47,0x01,0x0f,0xc2,0x00,0x00,0x00,0x00]")),
        ("s_atomic_sub s5, s[14:15], offset:3", Some("s_atomic_sub s5, s[14:15], 0x3 ; encoding: [0x47,0x01,0x0e,0xc2,0x03,0x00,0x00,0x00]")),
        ("s_atomic_sub s5, s[14:15], 5 dmask:0x3", None),
        ("s_atomic_sub s5, s[14:15], dmask:0x3 5", None),
        ("s_load_dword s5, s[14:15], dmask:0x3 5", None),
        ("s_load_dword s5, s[14:15], dmask:0x3 glc slc", None),
        ("s_load_dword s5, s[14:15], slc glc", Some("s_load_dword s5, s[14:15], 0x3 ; encoding: [0x47,0x01,0x02,0xc0,0x03,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], clamp", Some("s_load_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x02,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], mul:2", Some("s_load_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x02,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], div:2", Some("s_load_dword s5, s[14:15], 0x3 ; encoding: [0x47,0x01,0x02,0xc0,0x03,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], dst_sel:WORD_1", Some("s_load_dword s5, s[14:15], 0x5 ; encoding: [0x47,0x01,0x02,0xc0,0x05,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], dst_unused:UNUSED_PAD", Some("s_load_dword s5, s[14:15], 0x0 ; encoding: [0x47,0x01,0x02,0xc0,0x00,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], offset0:3", Some("s_load_dword s5, s[14:15], 0x3 ; encoding: [0x47,0x01,0x02,0xc0,0x03,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], gds", Some("s_load_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x02,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], off", None),
        ("s_load_dword s5, s[14:15], foo", None),
        ("s_load_dword s5, s[14:15], offset:-1", Some("s_load_dword s5, s[14:15], -0x1 ; encoding: [0x47,0x01,0x02,0xc0,0xff,0xff,0x1f,0x00]")),
        ("s_load_dword s5, s[14:15], offset:0x100000", None),
        ("s_store_dword s5, s[14:15], lds", Some("s_store_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x42,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_store_dword s5, s[14:15], tfe", Some("s_store_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x42,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_store_dword s5, s[14:15], lwe", Some("s_store_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x42,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_store_dword s5, s[14:15], high", Some("s_store_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x42,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_store_dword s5, s[14:15], op_sel:[1,1]", Some("s_store_dword s5, s[14:15], 0x3 ; encoding: [0x47,0x01,0x42,0xc0,0x03,0x00,0x00,0x00]")),
        ("s_store_dword s5, s[14:15], bound_ctrl:0", Some("s_store_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x42,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_store_dword s5, s[14:15], vm", Some("s_store_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x42,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], fi:1", Some("s_load_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x02,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], blgp:1", Some("s_load_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x02,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], cbsz:1", Some("s_load_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x02,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], abid:1", Some("s_load_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x02,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], swz", Some("s_load_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x02,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], dlc", None),
        ("s_load_dword s5, s[14:15], scc", None),
        ("s_load_dword s5, s[14:15], mul:4", Some("s_load_dword s5, s[14:15], 0x2 ; encoding: [0x47,0x01,0x02,0xc0,0x02,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], mul:1", Some("s_load_dword s5, s[14:15], 0x0 ; encoding: [0x47,0x01,0x02,0xc0,0x00,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], bound_ctrl:1", Some("s_load_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x02,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], inst_offset:5", Some("s_load_dword s5, s[14:15], 0x5 ; encoding: [0x47,0x01,0x02,0xc0,0x05,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], src0_sel:BYTE_2", Some("s_load_dword s5, s[14:15], 0x2 ; encoding: [0x47,0x01,0x02,0xc0,0x02,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], dst_unused:UNUSED_PRESERVE", Some("s_load_dword s5, s[14:15], 0x2 ; encoding: [0x47,0x01,0x02,0xc0,0x02,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], dst_unused:UNUSED_SEXT", Some("s_load_dword s5, s[14:15], 0x1 ; encoding: [0x47,0x01,0x02,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], r128", None),
        ("s_load_dword s5, s[14:15], offset1:5", Some("s_load_dword s5, s[14:15], 0x5 ; encoding: [0x47,0x01,0x02,0xc0,0x05,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], nv", None),
        ("s_load_dword s5, s[14:15], offen idxen", None),
        ("s_load_dword s5, s[14:15], offset:7 glc", Some("s_load_dword s5, s[14:15], 0x7 glc ; encoding: [0x47,0x01,0x03,0xc0,0x07,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], glc offset:7", None),
        ("s_load_dword s5, s[14:15], dmask:0x3 offset:7", None),
        ("s_load_dword s5, s[14:15], gds lds", None),
        ("s_load_dword s5, s[14:15], glc clamp", None),
        ("s_load_dword s5, s[14:15], row_mask:0x3 bank_mask:0x1", None),
        ("s_load_dword s5, s[14:15], op_sel_hi:[1,0,1]", Some("s_load_dword s5, s[14:15], 0x5 ; encoding: [0x47,0x01,0x02,0xc0,0x05,0x00,0x00,0x00]")),
        ("s_load_dword s5, s[14:15], row_mirror", None),
        ("s_load_dword s5, s[14:15], compr vm", None),
        ("s_load_dword s5, s[14:15], dmask:0x1ff", Some("s_load_dword s5, s[14:15], 0x1ff ; encoding: [0x47,0x01,0x02,0xc0,0xff,0x01,0x00,0x00]")),
        ("s_buffer_load_dword s5, s[12:15], glc", Some("s_buffer_load_dword s5, s[12:15], 0x1 ; encoding: [0x46,0x01,0x22,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_buffer_load_dword s5, s[12:15], offset:-1", None),
        ("s_atc_probe 3, s[4:5], glc", Some("s_atc_probe 3, s[4:5], 0x1 ; encoding: [0xc2,0x00,0x9a,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_dcache_discard s[4:5], glc", Some("s_dcache_discard s[4:5], 0x1 ; encoding: [0x02,0x00,0xa2,0xc0,0x01,0x00,0x00,0x00]")),
        ("s_dcache_discard s[4:5], dmask:0x3", Some("s_dcache_discard s[4:5], 0x3 ; encoding: [0x02,0x00,0xa2,0xc0,0x03,0x00,0x00,0x00]")),
        ("s_atomic_sub s5, s[14:15], clamp", Some("s_atomic_sub s5, s[14:15], 0x0 ; encoding: [0x47,0x01,0x0e,0xc2,0x00,0x00,0x00,0x00]")),
        ("s_atomic_sub s5, s[14:15], offset:3 glc", Some("s_atomic_sub s5, s[14:15], 0x3 glc ; encoding: [0x47,0x01,0x0f,0xc2,0x03,0x00,0x00,0x00]")),
        ("s_atomic_sub s5, s[14:15], clamp offset:3", None),
        ("s_buffer_atomic_sub s5, s[12:15], clamp glc", Some("s_buffer_atomic_sub s5, s[12:15], 0x0 glc ; encoding: [0x46,0x01,0x0f,0xc1,0x00,0x00,0x00,0x00]")),
        ("s_atomic_cmpswap s[6:7], s[14:15], mul:2", Some("s_atomic_cmpswap s[6:7], s[14:15], 0x0 ; encoding: [0x87,0x01,0x06,0xc2,0x00,0x00,0x00,0x00]")),
        ("s_scratch_load_dword s5, s[14:15], slc", Some("s_scratch_load_dword s5, s[14:15], 0x2 ; encoding: [0x47,0x01,0x16,0xc0,0x02,0x00,0x00,0x00]")),
        ],
        assembled,
    );
}

/// SOPP immediates (`s_nop`, `s_sleep`, ...) take any value, printed as its low 32 bits and
/// encoded as its low 16; a float in an integer expression counts as the bits of its double
/// (`s_sleep 1 -4.0` is `s_sleep 1`); DPP masks keep their low four bits.
#[test]
fn sopp_immediates_and_float_terms_in_integer_expressions() {
    check(
        &[
        ("s_sleep -1", Some("s_sleep -1 ; encoding: [0xff,0xff,0x8e,0xbf]")),
        ("s_sleep -17", Some("s_sleep 0xffffffef ; encoding: [0xef,0xff,0x8e,0xbf]")),
        ("s_sleep 0x10000", Some("s_sleep 0x10000 ; encoding: [0x00,0x00,0x8e,0xbf]")),
        ("s_sleep 0xffffffff", Some("s_sleep -1 ; encoding: [0xff,0xff,0x8e,0xbf]")),
        ("s_sleep 2.0", Some("s_sleep 0 ; encoding: [0x00,0x00,0x8e,0xbf]")),
        ("s_sleep 1 -4.0", Some("s_sleep 1 ; encoding: [0x01,0x00,0x8e,0xbf]")),
        ("s_sleep 0.15915494", Some("s_sleep 0x6725feed ; encoding: [0xed,0xfe,0x8e,0xbf]")),
        ("s_nop -17", Some("s_nop 0xffffffef ; encoding: [0xef,0xff,0x80,0xbf]")),
        ("s_setkill -4.0", Some("s_setkill 0 ; encoding: [0x00,0x00,0x8b,0xbf]")),
        ("s_endpgm -1", None),
        ("s_endpgm 0x10000", None),
        ("s_waitcnt 0x10000", Some("s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]")),
        ("s_waitcnt 0.5", Some("s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]")),
        ("s_getreg_b32 s1, -1", None),
        ("s_setreg_b32 -1, s1", None),
        ("v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0x10 bank_mask:0x1", Some("v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0x0 bank_mask:0x1 ; encoding: [0xfa,0x02,0x02,0x7e,0x02,0x01,0x01,0x01]")),
        ("v_mov_b32_dpp v1, v2 row_shl:1 row_mask:-1", Some("v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x02,0x02,0x7e,0x02,0x01,0x01,0xff]")),
        ("v_mov_b32_dpp v1, v2 row_shl:1 row_mask:2 -4.0", Some("v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0x2 bank_mask:0xf ; encoding: [0xfa,0x02,0x02,0x7e,0x02,0x01,0x01,0x2f]")),
        ("v_or_b32_dpp v64, v236, v159 quad_perm:[0,1,2,3] row_mask:0xe bank_mask:0x0 -1", Some("v_or_b32_dpp v64, v236, v159 quad_perm:[0,1,2,3] row_mask:0xe bank_mask:0xf ; encoding: [0xfa,0x3e,0x81,0x28,0xec,0xe4,0x00,0xef]")),
        ("v_sub_f32_dpp v189, -v230, -v95 wave_ror:1 row_mask:0xe -17 bound_ctrl:1", Some("v_sub_f32_dpp v189, -v230, -v95 wave_ror:1 row_mask:0xd bank_mask:0xf bound_ctrl:1 ; encoding: [0xfa,0xbe,0x7a,0x05,0xe6,0x3c,0x59,0xdf]")),
        ("image_gather4_b_o v[248:251], v[207:209], s[48:55], s[88:91] dmask:0x2 -4.0", Some("image_gather4_b_o v[248:251], v[207:209], s[48:55], s[88:91] dmask:0x2 ; encoding: [0x00,0x02,0x54,0xf1,0xcf,0xf8,0xcc,0x02]")),
        ],
        assembled,
    );
}

/// DPP words with a control GFX9 does not define decode, the control shown as llvm-mc's
/// comment; bits 17-18 of the second dword are dropped in the re-encoding.
#[test]
fn undefined_dpp_controls_decode_with_llvm_mc_comment() {
    check(
        &[
        ("0xfa 0x9e 0x5a 0x02 0xa9 0xaa 0x0b 0xf8", Some("v_add_f32_dpp v45, v169, v79 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0x8 bound_ctrl:1 ; encoding: [0xfa,0x9e,0x5a,0x02,0xa9,0xaa,0x09,0xf8]")),
        ("0xfa 0x02 0x02 0x7e 0x02 0x50 0x01 0xff", Some("v_mov_b32_dpp v1, v2 /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */ row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x02,0x02,0x7e,0x02,0x50,0x01,0xff]")),
        ("0xfa 0x02 0x02 0x7e 0x02 0x44 0x01 0xff", Some("v_mov_b32_dpp v1, v2 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x02,0x02,0x7e,0x02,0x44,0x01,0xff]")),
        ("0xfa 0x02 0x02 0x7e 0x02 0x61 0x01 0xff", Some("v_mov_b32_dpp v1, v2 /* row_xmask is not supported on ASICs earlier than GFX10 */ row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x02,0x02,0x7e,0x02,0x61,0x01,0xff]")),
        ("0xfa 0x02 0x02 0x7e 0x02 0x00 0x07 0xff", Some("v_mov_b32_dpp v1, v2 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x02,0x02,0x7e,0x02,0x00,0x01,0xff]")),
        ("0xfa 0x02 0x02 0x7e 0x02 0x10 0x01 0xff", Some("v_mov_b32_dpp v1, v2 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x02,0x02,0x7e,0x02,0x10,0x01,0xff]")),
        ],
        disassembled,
    );
}

/// A 128-bit SMEM base at a special register code is named by its 64-bit name (SGPR and TTMP
/// codes are aligned down); 128-bit data at code 125 is `null`.
#[test]
fn smem_bases_at_special_registers_and_null_data() {
    check(
        &[
        ("0x40 0x1f 0x08 0xc0 0x00 0x00 0x00 0x00", Some("s_load_dwordx4 null, s[0:1], s0 ; encoding: [0x40,0x1f,0x08,0xc0,0x00,0x00,0x00,0x00]")),
        ("0x40 0x1f 0x0c 0xc0 0x00 0x00 0x00 0x00", None),
        ("0x3f 0x01 0x2c 0xc0 0x00 0x00 0x00 0x00", Some("s_buffer_load_dwordx8 s[4:11], exec, s0 ; encoding: [0x3f,0x01,0x2c,0xc0,0x00,0x00,0x00,0x00]")),
        ("0x3e 0x01 0x28 0xc0 0x00 0x00 0x00 0x00", None),
        ("0x33 0xcb 0x31 0xc1 0x00 0x00 0x00 0x00", Some("s_buffer_atomic_dec s44, flat_scratch, s0 glc ; encoding: [0x33,0x0b,0x31,0xc1,0x00,0x00,0x00,0x00]")),
        ("0x75 0xa7 0x0c 0xc1 0x00 0x00 0x00 0x00", Some("s_buffer_atomic_sub s29, vcc, s0 ; encoding: [0x75,0x07,0x0c,0xc1,0x00,0x00,0x00,0x00]")),
        ("0x59 0x1f 0x5c 0xc0 0x00 0x00 0x80 0xbf", Some("s_scratch_store_dwordx4 null, s[50:51], s0 ; encoding: [0x59,0x1f,0x5c,0xc0,0x00,0x00,0x00,0x00]")),
        ("0xf3 0xa3 0x32 0xc0 0x00 0x00 0x80 0xbf", Some("s_buffer_load_dwordx16 s[12:27], flat_scratch, 0x0 ; encoding: [0x33,0x03,0x32,0xc0,0x00,0x00,0x00,0x00]")),
        ("0x37 0x01 0x28 0xc0 0x00 0x00 0x00 0x00", Some("s_buffer_load_dwordx4 s[4:7], ttmp[0:3], s0 ; encoding: [0x36,0x01,0x28,0xc0,0x00,0x00,0x00,0x00]")),
        ],
        disassembled,
    );
}

/// Of the operand-less VOP1 opcodes only `v_nop` has SDWA and DPP forms; `v_nop_sdwa` takes
/// no modifiers and encodes a zero second dword.
#[test]
fn v_nop_forms_in_assembly() {
    check(
        &[
        ("v_nop_sdwa", Some("v_nop ; encoding: [0xf9,0x00,0x00,0x7e,0x00,0x00,0x00,0x00]")),
        ("v_nop_sdwa dst_sel:DWORD", None),
        ("v_nop_sdwa clamp", None),
        ("v_nop_dpp row_mirror", Some("v_nop row_mirror row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x00,0x00,0x7e,0x00,0x40,0x01,0xff]")),
        ("v_clrexcp_sdwa", None),
        ("v_clrexcp_dpp row_mirror", None),
        ],
        assembled,
    );
}

/// `v_nop`/`v_clrexcp` words need VDST zero and ignore SRC0; `v_nop`'s SDWA form needs a zero
/// second dword and its DPP form no source bits, else the first dword is the 32-bit form.
/// (Also `s_sendmsg` with bits outside its fields.)
#[test]
fn v_nop_and_v_clrexcp_words() {
    check(
        &[
        ("0xf9 0x00 0x00 0x7e 0x01 0x16 0x06 0x00", Some("v_nop ; encoding: [0x00,0x00,0x00,0x7e] | v_cndmask_b32_e32 v3, s1, v11, vcc ; encoding: [0x01,0x16,0x06,0x00]")),
        ("0xf9 0x00 0x02 0x7e 0x00 0x16 0x06 0x00", None),
        ("0xf9 0x00 0x00 0x7e 0x00 0x00 0x00 0x00", Some("v_nop ; encoding: [0xf9,0x00,0x00,0x7e,0x00,0x00,0x00,0x00]")),
        ("0xfa 0x00 0x00 0x7e 0x01 0xe4 0x00 0xff", None),
        ("0xfa 0x00 0x00 0x7e 0x00 0xe4 0x00 0xff", Some("v_nop quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x00,0x00,0x7e,0x00,0xe4,0x00,0xff]")),
        ("0xd8 0x00 0x62 0x7f 0x00 0x00 0x80 0xbf", None),
        ("0xc9 0x6b 0x86 0x7e 0x00 0x00 0x80 0xbf", None),
        ("0xf9 0x6a 0x00 0x7e 0x00 0x00 0x00 0x00", Some("v_clrexcp ; encoding: [0x00,0x6a,0x00,0x7e] | v_cndmask_b32_e32 v0, s0, v0, vcc ; encoding: [0x00,0x00,0x00,0x00]")),
        ("0x13 0x3a 0x90 0xbf", Some("s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 2) ; encoding: [0x13,0x3a,0x90,0xbf]")),
        ("0x02 0x04 0x90 0xbf", Some("s_sendmsg 1026 ; encoding: [0x02,0x04,0x90,0xbf]")),
        ],
        disassembled,
    );
}

/// `clamp` on the 16-bit min3/max3/med3 and the `*_legacy_f16` opcodes, `omod` on the
/// latter only among native VOP3 opcodes with half operands; no SDWA/DPP form with 64-bit
/// operands; `sext()` on the integer source of a DPP opcode with a float source.
#[test]
fn vop3_clamp_omod_and_dpp_integer_modifiers_in_assembly() {
    check(
        &[
        ("v_mad_legacy_f16 v1, v2, v3, v4 mul:2 clamp", None),
        ("v_fma_legacy_f16 v1, v2, v3, v4 div:2", Some("v_fma_legacy_f16 v1, v2, v3, v4 div:2 ; encoding: [0x01,0x00,0xee,0xd1,0x02,0x07,0x12,0x1c]")),
        ("v_div_fixup_legacy_f16 v1, v2, v3, v4 mul:4", Some("v_div_fixup_legacy_f16 v1, v2, v3, v4 mul:4 ; encoding: [0x01,0x00,0xef,0xd1,0x02,0x07,0x12,0x14]")),
        ("v_cvt_pknorm_u16_f16 v1, v2, v3 mul:2", None),
        ("v_cvt_pknorm_i16_f16 v1, v2, v3 mul:2", None),
        ("v_cvt_pknorm_u16_f16 v1, v2, v3 clamp", Some("v_cvt_pknorm_u16_f16 v1, v2, v3 clamp ; encoding: [0x01,0x80,0x9a,0xd2,0x02,0x07,0x02,0x00]")),
        ("v_pack_b32_f16 v1, v2, v3 mul:2", None),
        ("v_interp_p2_f16 v1, v2, attr0.x, v3 mul:2", None),
        ("v_interp_p2_legacy_f16 v1, v2, attr0.x, v3 mul:2", None),
        ("v_mad_legacy_u16 v1, v2, v3, v4 clamp", Some("v_mad_legacy_u16 v1, v2, v3, v4 clamp ; encoding: [0x01,0x80,0xeb,0xd1,0x02,0x07,0x12,0x04]")),
        ("v_cvt_pknorm_u16_f16 v54, -|v84|, |v103| op_sel:[1,0,0]", Some("v_cvt_pknorm_u16_f16 v54, -|v84|, |v103| op_sel:[1,0,0] ; encoding: [0x36,0x0b,0x9a,0xd2,0x54,0xcf,0x02,0x20]")),
        ("v_max3_i16 v1, v2, v3, v4 clamp", Some("v_max3_i16 v1, v2, v3, v4 clamp ; encoding: [0x01,0x80,0xf8,0xd1,0x02,0x07,0x12,0x04]")),
        ("v_max3_i16 v1, v2, v3, v4 op_sel:[0,0,0,0] clamp", Some("v_max3_i16 v1, v2, v3, v4 clamp ; encoding: [0x01,0x80,0xf8,0xd1,0x02,0x07,0x12,0x04]")),
        ("v_max3_f16 v1, v2, v3, v4 clamp", Some("v_max3_f16 v1, v2, v3, v4 clamp ; encoding: [0x01,0x80,0xf7,0xd1,0x02,0x07,0x12,0x04]")),
        ("v_med3_u16 v1, v2, v3, v4 op_sel:[1,0,0,0] clamp", Some("v_med3_u16 v1, v2, v3, v4 op_sel:[1,0,0,0] clamp ; encoding: [0x01,0x88,0xfc,0xd1,0x02,0x07,0x12,0x04]")),
        ("v_max3_f16 v177, -v55, -v48, -v37 op_sel:[0,0,0,1] clamp", Some("v_max3_f16 v177, -v55, -v48, -v37 op_sel:[0,0,0,1] clamp ; encoding: [0xb1,0xc0,0xf7,0xd1,0x37,0x61,0x96,0xe4]")),
        ("v_cvt_f32_f64_dpp v0, v[0:1] row_mirror", None),
        ("v_cvt_f64_f32_dpp v[0:1], v0 row_mirror", None),
        ("v_cvt_f64_f32_sdwa v[0:1], v0", None),
        ("v_ldexp_f16_dpp v1, v1, sext(v2) row_mirror", Some("v_ldexp_f16_dpp v1, v1, sext(v2) row_mirror row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x04,0x02,0x66,0x01,0x40,0x41,0xff]")),
        ("v_cndmask_b32_dpp v1, sext(v1), v2, vcc row_mirror", None),
        ("v_cndmask_b32_dpp v1, -v1, v2, vcc row_mirror", None),
        ("v_add_u32_dpp v1, sext(v1), v2 row_mirror", None),
        ("v_ldexp_f16_dpp v1, v1, |v2| row_mirror", None),
        ("v_ldexp_f16_dpp v1, -v1, v2 row_mirror", Some("v_ldexp_f16_dpp v1, -v1, v2 row_mirror row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x04,0x02,0x66,0x01,0x40,0x11,0xff]")),
        ("v_cvt_f16_i16_dpp v1, sext(v2) row_mirror", None),
        ("v_cvt_f32_i32_dpp v1, sext(v2) row_mirror", None),
        ("v_cvt_i32_f32_dpp v1, -v2 row_mirror", Some("v_cvt_i32_f32_dpp v1, -v2 row_mirror row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x10,0x02,0x7e,0x02,0x40,0x11,0xff]")),
        ("v_cmp_eq_f64_sdwa vcc, v[0:1], v[2:3] src0_sel:DWORD src1_sel:DWORD", None),
        ("v_max3_i16 v82, v103, v220, v87 op_sel:[1,1,0,1] clamp", Some("v_max3_i16 v82, v103, v220, v87 op_sel:[1,1,0,1] clamp ; encoding: [0x52,0xd8,0xf8,0xd1,0x67,0xb9,0x5f,0x05]")),
        ],
        assembled,
    );
}

/// The same rules decoding, and: DPP NEG/ABS bits of integer sources (`v_cndmask_b32`
/// unprinted, `v_ldexp_f16` NEG as `sext()`), kept in the re-encoding; VOPC SDWA SGPR-pair
/// destinations aligned down; `s_cbranch_join` ignores SDST; no 64-bit SDWA compares.
#[test]
fn vop3_clamp_omod_and_dpp_integer_modifiers_in_words() {
    check(
        &[
        ("0xf9 0x04 0x02 0x00 0x01 0x06 0x16 0x06", None),
        ("0xfa 0x04 0x02 0x00 0x01 0xe4 0x10 0xff", Some("v_cndmask_b32_dpp v1, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x04,0x02,0x00,0x01,0xe4,0x10,0xff]")),
        ("0xfa 0x04 0x02 0x00 0x01 0xe4 0x20 0xff", Some("v_cndmask_b32_dpp v1, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x04,0x02,0x00,0x01,0xe4,0x20,0xff]")),
        ("0xfa 0x04 0x02 0x00 0x01 0xe4 0x40 0xff", Some("v_cndmask_b32_dpp v1, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x04,0x02,0x00,0x01,0xe4,0x40,0xff]")),
        ("0xfa 0x04 0x02 0x00 0x01 0xe4 0x80 0xff", Some("v_cndmask_b32_dpp v1, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x04,0x02,0x00,0x01,0xe4,0x80,0xff]")),
        ("0xfa 0x04 0x02 0x66 0x01 0xe4 0x10 0xff", Some("v_ldexp_f16_dpp v1, -v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x04,0x02,0x66,0x01,0xe4,0x10,0xff]")),
        ("0xfa 0x04 0x02 0x66 0x01 0xe4 0x20 0xff", Some("v_ldexp_f16_dpp v1, |v1|, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x04,0x02,0x66,0x01,0xe4,0x20,0xff]")),
        ("0xfa 0x04 0x02 0x66 0x01 0xe4 0x40 0xff", Some("v_ldexp_f16_dpp v1, v1, sext(v2) quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x04,0x02,0x66,0x01,0xe4,0x40,0xff]")),
        ("0xfa 0x04 0x02 0x66 0x01 0xe4 0x80 0xff", Some("v_ldexp_f16_dpp v1, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x04,0x02,0x66,0x01,0xe4,0x80,0xff]")),
        ("0xfa 0x04 0x02 0x68 0x01 0xe4 0x10 0xff", None),
        ("0xfa 0x04 0x02 0x68 0x01 0xe4 0x20 0xff", None),
        ("0xfa 0x04 0x02 0x68 0x01 0xe4 0x40 0xff", None),
        ("0xfa 0x04 0x02 0x68 0x01 0xe4 0x80 0xff", None),
        ("0xf9 0x04 0x02 0x00 0x01 0x06 0x06 0x16", None),
        ("0xf9 0x04 0x02 0x00 0x01 0x06 0x06 0x26", None),
        ("0xf9 0x04 0x02 0x00 0x01 0x06 0x0e 0x06", Some("v_cndmask_b32_sdwa v1, sext(v1), v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x04,0x02,0x00,0x01,0x06,0x0e,0x06]")),
        ("0xf9 0x04 0x02 0x00 0x01 0x06 0x26 0x06", None),
        ("0xef 0x2e 0x82 0xbe", Some("s_cbranch_join src_pops_exiting_wave_id ; encoding: [0xef,0x2e,0x80,0xbe]")),
        ("0x1d 0xbc 0xee 0xd1 0x00 0x00 0x80 0xbf", Some("v_fma_legacy_f16 v29, -s0, s0, -|v224| clamp div:2 ; encoding: [0x1d,0x84,0xee,0xd1,0x00,0x00,0x80,0xbf]")),
        ("0x1d 0x04 0xee 0xd1 0x00 0x00 0x80 0x17", Some("v_fma_legacy_f16 v29, s0, s0, |v224| mul:4 ; encoding: [0x1d,0x04,0xee,0xd1,0x00,0x00,0x80,0x17]")),
        ("0xf9 0xd8 0xc7 0x7c 0xfd 0xb6 0xc3 0x44", None),
        ("0xf9 0x5a 0xa1 0x7d 0x18 0xaf 0xca 0xcc", Some("v_cmpx_f_i32_sdwa s[46:47], sext(s24), sext(45) src0_sel:BYTE_2 src1_sel:WORD_0 ; encoding: [0xf9,0x5a,0xa1,0x7d,0x18,0xae,0x8a,0x8c]")),
        ("0xf9 0x2a 0x97 0x7d 0xfd 0x85 0x0b 0x05", Some("v_cmp_le_u32_sdwa s[4:5], sext(v253), v149 src0_sel:BYTE_3 src1_sel:WORD_1 ; encoding: [0xf9,0x2a,0x97,0x7d,0xfd,0x84,0x0b,0x05]")),
        ("0x52 0xd8 0xf8 0xd1 0x67 0xb9 0x5f 0x05", Some("v_max3_i16 v82, v103, v220, v87 op_sel:[1,1,0,1] clamp ; encoding: [0x52,0xd8,0xf8,0xd1,0x67,0xb9,0x5f,0x05]")),
        ("0xb1 0x80 0xf7 0xd1 0x37 0x61 0x96 0xe4", Some("v_max3_f16 v177, -v55, -v48, -v37 clamp ; encoding: [0xb1,0x80,0xf7,0xd1,0x37,0x61,0x96,0xe4]")),
        ],
        disassembled,
    );
}

/// `v_readfirstlane_b32` fields decode as any 32-bit source (constants and literals as
/// `/*invalid immediate*/`, re-encoded as their low bits); `v_swap_b32`'s SRC0 is the low 8
/// bits; SDWA `omod` only with a float result, DST_UNUSED 3 kept; SADDR code 103 refused.
#[test]
fn readfirstlane_swap_sdwa_and_saddr_words() {
    check(
        &[
        ("0x01 0x04 0xd6 0x7f", Some("v_readfirstlane_b32 src_shared_base, s1 ; encoding: [0x01,0x04,0xd6,0x7f]")),
        ("0x01 0x04 0xfe 0x7f 0x11 0x22 0x33 0x44", Some("v_readfirstlane_b32 /*invalid immediate*/, s1 ; encoding: [0x01,0x04,0x22,0x7e]")),
        ("0x01 0x04 0xfa 0x7f", Some("v_readfirstlane_b32 src_scc, s1 ; encoding: [0x01,0x04,0xfa,0x7f]")),
        ("0x01 0x04 0xf0 0x7f", Some("v_readfirstlane_b32 /*invalid immediate*/, s1 ; encoding: [0x01,0x04,0x06,0x7f]")),
        ("0x01 0x04 0xfc 0x7e", Some("v_readfirstlane_b32 exec_lo, s1 ; encoding: [0x01,0x04,0xfc,0x7e]")),
        ("0x01 0x04 0xfa 0x7e", Some("v_readfirstlane_b32 null, s1 ; encoding: [0x01,0x04,0xfa,0x7e]")),
        ("0x01 0x04 0xcc 0x7e", Some("v_readfirstlane_b32 flat_scratch_lo, s1 ; encoding: [0x01,0x04,0xcc,0x7e]")),
        ("0x01 0x04 0xf6 0x7e", Some("v_readfirstlane_b32 ttmp15, s1 ; encoding: [0x01,0x04,0xf6,0x7e]")),
        ("0xfe 0x04 0x02 0x7e", Some("v_readfirstlane_b32 s1, src_lds_direct ; encoding: [0xfe,0x04,0x02,0x7e]")),
        ("0xff 0x04 0x02 0x7e 0x01 0x02 0x00 0x00", Some("v_readfirstlane_b32 s1, /*invalid immediate*/ ; encoding: [0x01,0x04,0x02,0x7e]")),
        ("0xf8 0x04 0x02 0x7e", Some("v_readfirstlane_b32 s1, /*invalid immediate*/ ; encoding: [0x83,0x05,0x02,0x7e]")),
        ("0x6f 0xa2 0xd4 0x7e", Some("v_swap_b32 v106, v111 ; encoding: [0x6f,0xa3,0xd4,0x7e]")),
        ("0xc6 0x05 0x00 0x7f", Some("v_readfirstlane_b32 /*invalid immediate*/, v198 ; encoding: [0xc6,0x05,0x00,0x7e]")),
        ("0xdd 0x05 0x9e 0x7f", Some("v_readfirstlane_b32 /*invalid immediate*/, v221 ; encoding: [0xdd,0x05,0xe2,0x7f]")),
        ("0xc1 0x04 0x02 0x7e", Some("v_readfirstlane_b32 s1, /*invalid immediate*/ ; encoding: [0xff,0x05,0x02,0x7e]")),
        ("0xc1 0x04 0x82 0x7f", Some("v_readfirstlane_b32 /*invalid immediate*/, /*invalid immediate*/ ; encoding: [0xff,0x05,0xfe,0x7f]")),
        ("0xff 0x04 0xf4 0x7e 0x00 0x00 0x80 0xbf", Some("v_readfirstlane_b32 ttmp14, /*invalid immediate*/ ; encoding: [0x00,0x04,0xf4,0x7e]")),
        ("0xfd 0x04 0x02 0x7e", Some("v_readfirstlane_b32 s1, src_scc ; encoding: [0xfd,0x04,0x02,0x7e]")),
        ("0x7c 0x04 0x02 0x7e", Some("v_readfirstlane_b32 s1, m0 ; encoding: [0x7c,0x04,0x02,0x7e]")),
        ("0xc1 0xa2 0xd4 0x7e", Some("v_swap_b32 v106, v193 ; encoding: [0xc1,0xa3,0xd4,0x7e]")),
        ("0x80 0x04 0x02 0x7e", Some("v_readfirstlane_b32 s1, /*invalid immediate*/ ; encoding: [0x00,0x04,0x02,0x7e]")),
        ("0xf3 0x04 0xe4 0x7f", Some("v_readfirstlane_b32 /*invalid immediate*/, /*invalid immediate*/ ; encoding: [0x00,0x04,0x00,0x7e]")),
        ("0x4f 0x04 0x46 0x7f", Some("v_readfirstlane_b32 /*invalid immediate*/, s79 ; encoding: [0x4f,0x04,0x46,0x7e]")),
        ("0xf9 0x02 0x02 0x7e 0x02 0x18 0x06 0x00", Some("v_mov_b32_sdwa v1, v2 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD ; encoding: [0xf9,0x02,0x02,0x7e,0x02,0x18,0x06,0x00]")),
        ("0x00 0x80 0x24 0xdd 0x91 0x0e 0x67 0x00", None),
        ("0x00 0x80 0x24 0xdd 0x91 0x0e 0x6d 0x00", Some("global_atomic_or v145, v14, ttmp[0:1] ; encoding: [0x00,0x80,0x24,0xdd,0x91,0x0e,0x6c,0x00]")),
        ("0xf9 0xd2 0x0a 0x23 0x27 0x75 0xca 0x0d", None),
        ("0xf9 0xe2 0xfc 0x42 0x46 0xdd 0xd0 0x16", Some("v_subrev_f16_sdwa v126, -s70, -v113 div:2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD ; encoding: [0xf9,0xe2,0xfc,0x42,0x46,0xdd,0x90,0x16]")),
        ("0xfa 0x04 0x3e 0x7f 0xab 0xb1 0x05 0xe4", None),
        ],
        disassembled,
    );
}

/// SDWA `clamp` on integer opcodes, `mul:`/`div:` only with a float result; no SDWA/DPP
/// `v_readfirstlane_b32`.
#[test]
fn sdwa_omod_clamp_and_readfirstlane_forms_in_assembly() {
    check(
        &[
        ("v_readfirstlane_b32_dpp v1, v2 row_mirror", None),
        ("v_readfirstlane_b32_sdwa s1, v2", None),
        ("v_ashrrev_i32_sdwa v1, v2, v3 clamp", Some("v_ashrrev_i32_sdwa v1, v2, v3 clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x02,0x22,0x02,0x36,0x06,0x06]")),
        ("v_ashrrev_i32_sdwa v1, v2, v3 mul:2", None),
        ("v_add_u32_sdwa v1, v2, v3 clamp", Some("v_add_u32_sdwa v1, v2, v3 clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x02,0x68,0x02,0x36,0x06,0x06]")),
        ("v_add_u32_sdwa v1, v2, v3 mul:2", None),
        ("v_cvt_f32_i32_sdwa v1, v2 mul:2", Some("v_cvt_f32_i32_sdwa v1, v2 mul:2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD ; encoding: [0xf9,0x0a,0x02,0x7e,0x02,0x56,0x06,0x00]")),
        ("v_cvt_i32_f32_sdwa v1, v2 mul:2", None),
        ("v_cvt_i32_f32_sdwa v1, v2 clamp", Some("v_cvt_i32_f32_sdwa v1, v2 clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD ; encoding: [0xf9,0x10,0x02,0x7e,0x02,0x36,0x06,0x00]")),
        ("v_cvt_f16_u16_sdwa v1, v2 mul:2", Some("v_cvt_f16_u16_sdwa v1, v2 mul:2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD ; encoding: [0xf9,0x72,0x02,0x7e,0x02,0x56,0x06,0x00]")),
        ],
        assembled,
    );
}

/// Assembler operand rules: symbols (`off`, `lds` too; not GFX908 `a16`/`acc5`), SDWA/DPP
/// destinations, the constant bus with `src_*` values, `src_lds_direct` places, packed-math
/// modifiers, buffer-atomic `tfe`, GLOBAL/SCRATCH address forms, image-atomic dmask and data,
/// float text rounded to half precision, and cache-policy bits joining wherever they stand.
#[test]
fn operand_rules_of_the_assembler() {
    check(
        &[
        ("s_cmp_lg_u32 1, off", Some("s_cmp_lg_u32 1, off ; encoding: [0x81,0xff,0x07,0xbf,A,A,A,A] | ; fixup A - offset: 4, value: off, kind: FK_PCRel_4")),
        ("v_mov_b32_e32 v1, off", Some("v_mov_b32_e32 v1, off ; encoding: [0xff,0x02,0x02,0x7e,A,A,A,A] | ; fixup A - offset: 4, value: off, kind: FK_PCRel_4")),
        ("v_mov_b32 v1, off", Some("v_mov_b32_e32 v1, off ; encoding: [0xff,0x02,0x02,0x7e,A,A,A,A] | ; fixup A - offset: 4, value: off, kind: FK_PCRel_4")),
        ("s_mov_b32 s1, off", Some("s_mov_b32 s1, off ; encoding: [0xff,0x00,0x81,0xbe,A,A,A,A] | ; fixup A - offset: 4, value: off, kind: FK_PCRel_4")),
        ("v_add_f16_e32 v1, foo, v2", None),
        ("v_add_u16_e32 v1, foo, v2", None),
        ("s_sext_i32_i16 s92, lds", Some("s_sext_i32_i16 s92, lds ; encoding: [0xff,0x17,0xdc,0xbe,A,A,A,A] | ; fixup A - offset: 4, value: lds, kind: FK_PCRel_4")),
        ("s_add_u32 s1, s2, foo", Some("s_add_u32 s1, s2, foo ; encoding: [0x02,0xff,0x01,0x80,A,A,A,A] | ; fixup A - offset: 4, value: foo, kind: FK_PCRel_4")),
        ("s_add_u32 s1, s2, a16", None),
        ("s_add_u32 s1, s2, a[0:1]", None),
        ("s_add_u32 s1, s2, acc5", None),
        ("s_add_u32 s1, s2, a", Some("s_add_u32 s1, s2, a ; encoding: [0x02,0xff,0x01,0x80,A,A,A,A] | ; fixup A - offset: 4, value: a, kind: FK_PCRel_4")),
        ("s_add_u32 s1, s2, a1x", Some("s_add_u32 s1, s2, a1x ; encoding: [0x02,0xff,0x01,0x80,A,A,A,A] | ; fixup A - offset: 4, value: a1x, kind: FK_PCRel_4")),
        ("s_add_u64 s[0:1], s[2:3], foo", None),
        ("s_and_b64 s[0:1], s[2:3], foo", None),
        ("v_mov_b32_sdwa v1, foo", None),
        ("v_pk_add_u16 v1, foo, v2", None),
        ("s_movk_i32 s1, foo", None),
        ("v_mov_b32_sdwa s1, v2", None),
        ("v_add_f32_sdwa s1, v2, v3", None),
        ("v_cmp_eq_f32_sdwa v[0:1], v2, v3", None),
        ("v_cmp_eq_f32_sdwa s[0:1], v2, v3", Some("v_cmp_eq_f32_sdwa s[0:1], v2, v3 src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x84,0x7c,0x02,0x80,0x06,0x06]")),
        ("v_cmp_eq_f32_sdwa vcc, v2, v3", Some("v_cmp_eq_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x84,0x7c,0x02,0x00,0x06,0x06]")),
        ("v_cmp_eq_f32_sdwa exec, v2, v3", Some("v_cmp_eq_f32_sdwa exec, v2, v3 src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x84,0x7c,0x02,0xfe,0x06,0x06]")),
        ("v_mov_b32_sdwa v1, v2 src1_sel:BYTE_0", None),
        ("v_mov_b32_dpp s1, v2 row_mirror", None),
        ("v_add_f32_e64 v1, s1, src_scc", None),
        ("v_add_f32_e64 v1, s1, s1", Some("v_add_f32_e64 v1, s1, s1 ; encoding: [0x01,0x00,0x01,0xd1,0x01,0x02,0x00,0x00]")),
        ("v_fma_f32 v1, s1, src_vccz, v2", None),
        ("v_fma_f32 v1, src_vccz, src_vccz, v2", Some("v_fma_f32 v1, src_vccz, src_vccz, v2 ; encoding: [0x01,0x00,0xcb,0xd1,0xfb,0xf6,0x09,0x04]")),
        ("v_fma_f32 v1, src_vccz, src_shared_base, v2", None),
        ("v_fma_f32 v1, src_lds_direct, v1, v2", Some("v_fma_f32 v1, src_lds_direct, v1, v2 ; encoding: [0x01,0x00,0xcb,0xd1,0xfe,0x02,0x0a,0x04]")),
        ("v_add_f32_e64 v1, src_lds_direct, v1", Some("v_add_f32_e64 v1, src_lds_direct, v1 ; encoding: [0x01,0x00,0x01,0xd1,0xfe,0x02,0x02,0x00]")),
        ("v_add_f32_e32 v1, src_lds_direct, v1", Some("v_add_f32_e32 v1, src_lds_direct, v1 ; encoding: [0xfe,0x02,0x02,0x02]")),
        ("v_cmp_f_f64_e32 vcc, src_lds_direct, v[2:3]", None),
        ("v_add_f64 v[0:1], src_lds_direct, v[2:3]", None),
        ("v_mov_b32_sdwa v1, src_lds_direct", None),
        ("v_mov_b32_e32 v1, src_lds_direct", Some("v_mov_b32_e32 v1, src_lds_direct ; encoding: [0xfe,0x02,0x02,0x7e]")),
        ("v_pk_add_f16 v1, |v2|, v3", None),
        ("v_pk_add_f16 v1, -v2, v3", None),
        ("v_mad_mix_f32 v1, |v2|, v3, v4", Some("v_mad_mix_f32 v1, |v2|, v3, v4 ; encoding: [0x01,0x01,0xa0,0xd3,0x02,0x07,0x12,0x04]")),
        ("buffer_atomic_add v1, off, s[0:3], 0 tfe", None),
        ("buffer_atomic_add v1, off, s[0:3], 0 glc tfe", None),
        ("buffer_load_dword v1, off, s[0:3], 0 tfe", Some("buffer_load_dword v1, off, s[0:3], 0 tfe ; encoding: [0x00,0x00,0x50,0xe0,0x00,0x01,0x80,0x80]")),
        ("global_load_dword v1, v2, xnack_mask", Some("global_load_dword v1, v2, xnack_mask ; encoding: [0x00,0x80,0x50,0xdc,0x02,0x00,0x68,0x01]")),
        ("global_load_dword v1, v2, vcc", Some("global_load_dword v1, v2, vcc ; encoding: [0x00,0x80,0x50,0xdc,0x02,0x00,0x6a,0x01]")),
        ("global_load_dword v1, v2, exec", Some("global_load_dword v1, v2, exec ; encoding: [0x00,0x80,0x50,0xdc,0x02,0x00,0x7e,0x01]")),
        ("global_load_dword v1, v2, flat_scratch", Some("global_load_dword v1, v2, flat_scratch ; encoding: [0x00,0x80,0x50,0xdc,0x02,0x00,0x66,0x01]")),
        ("global_load_dword v1, v2, ttmp[2:3]", Some("global_load_dword v1, v2, ttmp[2:3] ; encoding: [0x00,0x80,0x50,0xdc,0x02,0x00,0x6e,0x01]")),
        ("scratch_load_dword v1, off, exec_hi", None),
        ("scratch_load_dword v1, off, vcc_lo", Some("scratch_load_dword v1, off, vcc_lo ; encoding: [0x00,0x40,0x50,0xdc,0x00,0x00,0x6a,0x01]")),
        ("scratch_load_dword v1, off, m0", Some("scratch_load_dword v1, off, m0 ; encoding: [0x00,0x40,0x50,0xdc,0x00,0x00,0x7c,0x01]")),
        ("scratch_load_dword v1, off, flat_scratch_lo", Some("scratch_load_dword v1, off, flat_scratch_lo ; encoding: [0x00,0x40,0x50,0xdc,0x00,0x00,0x66,0x01]")),
        ("scratch_load_dword v1, off, xnack_mask_lo", Some("scratch_load_dword v1, off, xnack_mask_lo ; encoding: [0x00,0x40,0x50,0xdc,0x00,0x00,0x68,0x01]")),
        ("scratch_load_dword v1, off, exec_lo", Some("scratch_load_dword v1, off, exec_lo ; encoding: [0x00,0x40,0x50,0xdc,0x00,0x00,0x7e,0x01]")),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] glc lwe slc", Some("image_sample v5, v[1:2], s[0:7], s[8:11] glc slc lwe ; encoding: [0x00,0x20,0x82,0xf2,0x01,0x05,0x40,0x00]")),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] slc da d16 glc", Some("image_sample v5, v[1:2], s[0:7], s[8:11] glc slc da d16 ; encoding: [0x00,0x60,0x80,0xf2,0x01,0x05,0x40,0x80]")),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] slc da d16 slc", None),
        ("buffer_load_dword v1, off, s[0:3], 0 glc tfe slc", Some("buffer_load_dword v1, off, s[0:3], 0 glc slc tfe ; encoding: [0x00,0x40,0x52,0xe0,0x00,0x01,0x80,0x80]")),
        ("buffer_load_dword v1, off, s[0:3], 0 slc offset:4 glc", None),
        ("global_load_dword v1, v[2:3], off glc offset:4 slc", None),
        ("tbuffer_load_format_x v1, off, s[0:3], 0 glc tfe slc", Some("tbuffer_load_format_x v1, off, s[0:3], 0 glc slc tfe ; encoding: [0x00,0x40,0x08,0xe8,0x00,0x01,0xc0,0x80]")),
        ("flat_load_dword v1, v2", None),
        ("flat_load_dword v1, v[2:3]", Some("flat_load_dword v1, v[2:3] ; encoding: [0x00,0x00,0x50,0xdc,0x02,0x00,0x00,0x01]")),
        ("scratch_load_dword v1, v[2:3], off", None),
        ("scratch_load_dword v1, v2, off", Some("scratch_load_dword v1, v2, off ; encoding: [0x00,0x40,0x50,0xdc,0x02,0x00,0x7f,0x01]")),
        ("scratch_load_dword v1, v2, s2", None),
        ("global_load_dword v1, v2, off", None),
        ("global_load_dword v1, v[2:3], s[2:3]", None),
        ("global_load_dword v1, v[2:2], s[2:3]", Some("global_load_dword v1, v2, s[2:3] ; encoding: [0x00,0x80,0x50,0xdc,0x02,0x00,0x02,0x01]")),
        ("global_load_dword v1, v[2:3], off", Some("global_load_dword v1, v[2:3], off ; encoding: [0x00,0x80,0x50,0xdc,0x02,0x00,0x7f,0x01]")),
        ("image_atomic_add v[1:2], v2, s[0:7] dmask:0x3 tfe", None),
        ("image_atomic_add v[1:3], v2, s[0:7] dmask:0x3 tfe", None),
        ("image_atomic_cmpswap v[1:3], v2, s[0:7] dmask:0x3 tfe", None),
        ("image_atomic_cmpswap v[1:5], v2, s[0:7] dmask:0xf tfe", None),
        ("scratch_load_dword v1, off, off", None),
        ("global_load_dword v1, off, off", None),
        ("global_load_dword v1, off, s[2:3]", None),
        ("scratch_load_dword v1, off, s2", Some("scratch_load_dword v1, off, s2 ; encoding: [0x00,0x40,0x50,0xdc,0x00,0x00,0x02,0x01]")),
        ("v_add_f16_e32 v1, 0.1, v2", Some("v_add_f16_e32 v1, 0x2e66, v2 ; encoding: [0xff,0x04,0x02,0x3e,0x66,0x2e,0x00,0x00]")),
        ("v_add_u16_e32 v1, 0.1, v2", Some("v_add_u16_e32 v1, 0x2e66, v2 ; encoding: [0xff,0x04,0x02,0x4c,0x66,0x2e,0x00,0x00]")),
        ("v_add_f16_e32 v1, 65504.0, v2", Some("v_add_f16_e32 v1, 0x7bff, v2 ; encoding: [0xff,0x04,0x02,0x3e,0xff,0x7b,0x00,0x00]")),
        ("v_add_f16_e32 v1, 65520.0, v2", None),
        ("v_add_f16_e32 v1, 1.0e-8, v2", None),
        ("v_add_f16_e32 v1, 1.0e-5, v2", None),
        ("v_add_u16_e32 v1, 2.15915494, v2", Some("v_add_u16_e32 v1, 0x4051, v2 ; encoding: [0xff,0x04,0x02,0x4c,0x51,0x40,0x00,0x00]")),
        ("v_pk_add_f16 v1, 0.1, v2", None),
        ("v_add_f16_e64 v1, 0.1, v2", None),
        ("v_mad_f16 v1, 0.1, v2, v3", None),
        ("v_add_u16_e32 v1, 1e10, v2", None),
        ("v_cvt_f32_f16_e32 v1, 3.3", Some("v_cvt_f32_f16_e32 v1, 0x429a ; encoding: [0xff,0x16,0x02,0x7e,0x9a,0x42,0x00,0x00]")),
        ("v_add_f16_e32 v1, 5.960464477539063e-08, v2", Some("v_add_f16_e32 v1, 1, v2 ; encoding: [0x81,0x04,0x02,0x3e]")),
        ("v_add_f16_e32 v1, -0.0, v2", Some("v_add_f16_e32 v1, 0x8000, v2 ; encoding: [0xff,0x04,0x02,0x3e,0x00,0x80,0x00,0x00]")),
        ("v_add_f16_e32 v1, 65519.0, v2", Some("v_add_f16_e32 v1, 0x7bff, v2 ; encoding: [0xff,0x04,0x02,0x3e,0xff,0x7b,0x00,0x00]")),
        ("v_add_f16_e32 v1, 6.103515625e-05, v2", Some("v_add_f16_e32 v1, 0x400, v2 ; encoding: [0xff,0x04,0x02,0x3e,0x00,0x04,0x00,0x00]")),
        ("v_add_f16_e32 v1, 6.1e-05, v2", None),
        ("v_add_f16_e32 v1, 1.0009765625, v2", Some("v_add_f16_e32 v1, 0x3c01, v2 ; encoding: [0xff,0x04,0x02,0x3e,0x01,0x3c,0x00,0x00]")),
        ("v_add_f16_e32 v1, 1.00048828125, v2", Some("v_add_f16_e32 v1, 1.0, v2 ; encoding: [0xf2,0x04,0x02,0x3e]")),
        ("v_add_f16_e32 v1, 1.00146484375, v2", Some("v_add_f16_e32 v1, 0x3c02, v2 ; encoding: [0xff,0x04,0x02,0x3e,0x02,0x3c,0x00,0x00]")),
        ("v_add_u16_e32 v1, 1.0, v2", Some("v_add_u16_e32 v1, 0x3c00, v2 ; encoding: [0xff,0x04,0x02,0x4c,0x00,0x3c,0x00,0x00]")),
        ("v_add_u16_e32 v1, 1.00048828125, v2", Some("v_add_u16_e32 v1, 0x3c00, v2 ; encoding: [0xff,0x04,0x02,0x4c,0x00,0x3c,0x00,0x00]")),
        ("v_add_u16_e32 v1, 5.960464477539063e-08, v2", Some("v_add_u16_e32 v1, 1, v2 ; encoding: [0x81,0x04,0x02,0x4c]")),
        ("v_add_f16_e32 v1, 1.0, v2", Some("v_add_f16_e32 v1, 1.0, v2 ; encoding: [0xf2,0x04,0x02,0x3e]")),
        ("v_add_f16_e32 v1, 0.5000001, v2", Some("v_add_f16_e32 v1, 0.5, v2 ; encoding: [0xf0,0x04,0x02,0x3e]")),
        ("v_add_u16_e32 v1, 0.5000001, v2", Some("v_add_u16_e32 v1, 0x3800, v2 ; encoding: [0xff,0x04,0x02,0x4c,0x00,0x38,0x00,0x00]")),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] dmask:0x1 glc", Some("image_sample v5, v[1:2], s[0:7], s[8:11] dmask:0x1 glc ; encoding: [0x00,0x21,0x80,0xf0,0x01,0x05,0x40,0x00]")),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] glc dmask:0x1", None),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] dmask:0x1 lwe", Some("image_sample v5, v[1:2], s[0:7], s[8:11] dmask:0x1 lwe ; encoding: [0x00,0x01,0x82,0xf0,0x01,0x05,0x40,0x00]")),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] lwe dmask:0x1", None),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] unorm glc", Some("image_sample v5, v[1:2], s[0:7], s[8:11] unorm glc ; encoding: [0x00,0x30,0x80,0xf0,0x01,0x05,0x40,0x00]")),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] glc unorm", None),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] unorm lwe", Some("image_sample v5, v[1:2], s[0:7], s[8:11] unorm lwe ; encoding: [0x00,0x10,0x82,0xf0,0x01,0x05,0x40,0x00]")),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] lwe unorm", None),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] glc slc", Some("image_sample v5, v[1:2], s[0:7], s[8:11] glc slc ; encoding: [0x00,0x20,0x80,0xf2,0x01,0x05,0x40,0x00]")),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] slc glc", Some("image_sample v5, v[1:2], s[0:7], s[8:11] glc slc ; encoding: [0x00,0x20,0x80,0xf2,0x01,0x05,0x40,0x00]")),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] glc a16", Some("image_sample v5, v[1:2], s[0:7], s[8:11] glc a16 ; encoding: [0x00,0xa0,0x80,0xf0,0x01,0x05,0x40,0x00]")),
        ("image_sample v5, v[1:2], s[0:7], s[8:11] a16 glc", None),
        ("image_sample v[5:6], v[1:2], s[0:7], s[8:11] glc tfe", Some("image_sample v[5:6], v[1:2], s[0:7], s[8:11] glc tfe ; encoding: [0x00,0x20,0x81,0xf0,0x01,0x05,0x40,0x00]")),
        ("image_sample v[5:6], v[1:2], s[0:7], s[8:11] tfe glc", None),
        ],
        assembled,
    );
}

/// Lane-mask sources take registers and `src_*` values but no constant; the constant bus
/// counts `s2` and `s[2:3]` apart and the implicit VCC of `v_div_fmas_*`; SDWA/DPP carries
/// are `vcc`; a buffer's SOFFSET takes `src_*`; image address widths per opcode.
#[test]
fn lane_masks_constant_bus_and_image_address_widths() {
    check(
        &[
        ("v_cndmask_b32_e64 v1, v2, v3, 0", None),
        ("v_cndmask_b32_e64 v1, v2, v3, -1", None),
        ("v_cndmask_b32_e64 v1, v2, v3, src_scc", Some("v_cndmask_b32_e64 v1, v2, v3, src_scc ; encoding: [0x01,0x00,0x00,0xd1,0x02,0x07,0xf6,0x03]")),
        ("v_cndmask_b32_e64 v1, v2, v3, exec", Some("v_cndmask_b32_e64 v1, v2, v3, exec ; encoding: [0x01,0x00,0x00,0xd1,0x02,0x07,0xfa,0x01]")),
        ("v_cndmask_b32_e64 v1, v2, v3, src_lds_direct", None),
        ("v_subb_co_u32_dpp v11, v[2:3], v25, v251, vcc row_mirror", None),
        ("v_subb_co_u32_dpp v11, vcc, v25, v251, v[2:3] row_mirror", None),
        ("v_subb_co_u32_dpp v11, s[2:3], v25, v251, vcc row_mirror", None),
        ("v_subb_co_u32_sdwa v11, s[2:3], v25, v251, vcc", None),
        ("v_subb_co_u32_sdwa v11, v[2:3], v25, v251, vcc", None),
        ("v_addc_co_u32_e64 v1, vcc, s2, v3, s[2:3]", None),
        ("v_fma_f32 v1, s2, s[2:3], v2", None),
        ("v_addc_co_u32_e64 v1, vcc, v2, v3, 0", None),
        ("v_addc_co_u32_e64 v1, vcc, v2, v3, -1", None),
        ("v_addc_co_u32_e64 v1, vcc, v2, v3, 0.5", None),
        ("v_addc_co_u32_e64 v1, vcc, v2, v3, src_scc", Some("v_addc_co_u32_e64 v1, vcc, v2, v3, src_scc ; encoding: [0x01,0x6a,0x1c,0xd1,0x02,0x07,0xf6,0x03]")),
        ("v_addc_co_u32_e64 v1, vcc, v2, v3, src_vccz", Some("v_addc_co_u32_e64 v1, vcc, v2, v3, src_vccz ; encoding: [0x01,0x6a,0x1c,0xd1,0x02,0x07,0xee,0x03]")),
        ("v_addc_co_u32_e64 v1, vcc, v2, v3, src_shared_base", Some("v_addc_co_u32_e64 v1, vcc, v2, v3, src_shared_base ; encoding: [0x01,0x6a,0x1c,0xd1,0x02,0x07,0xae,0x03]")),
        ("v_addc_co_u32_e64 v1, vcc, v2, v3, exec", Some("v_addc_co_u32_e64 v1, vcc, v2, v3, exec ; encoding: [0x01,0x6a,0x1c,0xd1,0x02,0x07,0xfa,0x01]")),
        ("v_addc_co_u32_e64 v1, vcc, s2, v3, s[4:5]", None),
        ("v_addc_co_u32_e64 v1, vcc, s2, v3, s[2:3]", None),
        ("v_addc_co_u32_e32 v1, vcc, s1, v2, vcc", None),
        ("v_div_fmas_f32 v1, s1, v2, v3", None),
        ("v_div_fmas_f32 v1, v1, v2, v3", Some("v_div_fmas_f32 v1, v1, v2, v3 ; encoding: [0x01,0x00,0xe2,0xd1,0x01,0x05,0x0e,0x04]")),
        ("v_div_fmas_f32 v1, src_scc, v2, v3", None),
        ("v_cndmask_b32_e64 v1, s1, v2, s[4:5]", None),
        ("v_cndmask_b32_e64 v1, s1, v2, vcc", None),
        ("v_cndmask_b32_e32 v1, s1, v2, vcc", None),
        ("buffer_load_dword v1, off, s[0:3], scc", Some("buffer_load_dword v1, off, s[0:3], src_scc ; encoding: [0x00,0x00,0x50,0xe0,0x00,0x01,0x00,0xfd]")),
        ("buffer_load_dword v1, off, s[0:3], src_vccz", Some("buffer_load_dword v1, off, s[0:3], src_vccz ; encoding: [0x00,0x00,0x50,0xe0,0x00,0x01,0x00,0xfb]")),
        ("buffer_load_dword v1, off, s[0:3], src_shared_base", Some("buffer_load_dword v1, off, s[0:3], src_shared_base ; encoding: [0x00,0x00,0x50,0xe0,0x00,0x01,0x00,0xeb]")),
        ("buffer_load_dword v1, off, s[0:3], src_lds_direct", None),
        ("image_load v1, v0, s[0:7] dmask:0x1", Some("image_load v1, v0, s[0:7] dmask:0x1 ; encoding: [0x00,0x01,0x00,0xf0,0x00,0x01,0x00,0x00]")),
        ("image_load v1, v[0:2], s[0:7] dmask:0x1", Some("image_load v1, v[0:2], s[0:7] dmask:0x1 ; encoding: [0x00,0x01,0x00,0xf0,0x00,0x01,0x00,0x00]")),
        ("image_load v1, v[0:4], s[0:7] dmask:0x1", None),
        ("image_load v1, v[0:6], s[0:7] dmask:0x1", None),
        ("image_load v1, v[0:8], s[0:7] dmask:0x1", None),
        ("image_load v1, v[0:10], s[0:7] dmask:0x1", None),
        ("image_load v1, v[0:12], s[0:7] dmask:0x1", None),
        ("image_load v1, v[0:14], s[0:7] dmask:0x1", None),
        ("image_sample_d v1, v0, s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_d v1, v[0:2], s[0:7], s[8:11] dmask:0x1", Some("image_sample_d v1, v[0:2], s[0:7], s[8:11] dmask:0x1 ; encoding: [0x00,0x01,0x88,0xf0,0x00,0x01,0x40,0x00]")),
        ("image_sample_d v1, v[0:4], s[0:7], s[8:11] dmask:0x1", Some("image_sample_d v1, v[0:4], s[0:7], s[8:11] dmask:0x1 ; encoding: [0x00,0x01,0x88,0xf0,0x00,0x01,0x40,0x00]")),
        ("image_sample_d v1, v[0:6], s[0:7], s[8:11] dmask:0x1", Some("image_sample_d v1, v[0:6], s[0:7], s[8:11] dmask:0x1 ; encoding: [0x00,0x01,0x88,0xf0,0x00,0x01,0x40,0x00]")),
        ("image_sample_d v1, v[0:8], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_d v1, v[0:10], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_d v1, v[0:12], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_d v1, v[0:14], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_c_b v1, v0, s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_c_b v1, v[0:2], s[0:7], s[8:11] dmask:0x1", Some("image_sample_c_b v1, v[0:2], s[0:7], s[8:11] dmask:0x1 ; encoding: [0x00,0x01,0xb4,0xf0,0x00,0x01,0x40,0x00]")),
        ("image_sample_c_b v1, v[0:4], s[0:7], s[8:11] dmask:0x1", Some("image_sample_c_b v1, v[0:4], s[0:7], s[8:11] dmask:0x1 ; encoding: [0x00,0x01,0xb4,0xf0,0x00,0x01,0x40,0x00]")),
        ("image_sample_c_b v1, v[0:6], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_c_b v1, v[0:8], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_c_b v1, v[0:10], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_c_b v1, v[0:12], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_c_b v1, v[0:14], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_c_b_cl_o v1, v0, s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_c_b_cl_o v1, v[0:2], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_c_b_cl_o v1, v[0:4], s[0:7], s[8:11] dmask:0x1", Some("image_sample_c_b_cl_o v1, v[0:4], s[0:7], s[8:11] dmask:0x1 ; encoding: [0x00,0x01,0xf8,0xf0,0x00,0x01,0x40,0x00]")),
        ("image_sample_c_b_cl_o v1, v[0:6], s[0:7], s[8:11] dmask:0x1", Some("image_sample_c_b_cl_o v1, v[0:6], s[0:7], s[8:11] dmask:0x1 ; encoding: [0x00,0x01,0xf8,0xf0,0x00,0x01,0x40,0x00]")),
        ("image_sample_c_b_cl_o v1, v[0:8], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_c_b_cl_o v1, v[0:10], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_c_b_cl_o v1, v[0:12], s[0:7], s[8:11] dmask:0x1", None),
        ("image_sample_c_b_cl_o v1, v[0:14], s[0:7], s[8:11] dmask:0x1", None),
        ("image_gather4_c_l v[1:4], v0, s[0:7], s[8:11] dmask:0x1", None),
        ("image_gather4_c_l v[1:4], v[0:2], s[0:7], s[8:11] dmask:0x1", Some("image_gather4_c_l v[1:4], v[0:2], s[0:7], s[8:11] dmask:0x1 ; encoding: [0x00,0x01,0x30,0xf1,0x00,0x01,0x40,0x00]")),
        ("image_gather4_c_l v[1:4], v[0:4], s[0:7], s[8:11] dmask:0x1", Some("image_gather4_c_l v[1:4], v[0:4], s[0:7], s[8:11] dmask:0x1 ; encoding: [0x00,0x01,0x30,0xf1,0x00,0x01,0x40,0x00]")),
        ("image_gather4_c_l v[1:4], v[0:6], s[0:7], s[8:11] dmask:0x1", None),
        ("image_gather4_c_l v[1:4], v[0:8], s[0:7], s[8:11] dmask:0x1", None),
        ("image_gather4_c_l v[1:4], v[0:10], s[0:7], s[8:11] dmask:0x1", None),
        ("image_gather4_c_l v[1:4], v[0:12], s[0:7], s[8:11] dmask:0x1", None),
        ("image_gather4_c_l v[1:4], v[0:14], s[0:7], s[8:11] dmask:0x1", None),
        ],
        assembled,
    );
}

/// `s_cbranch_g_fork` takes inline constants and `src_*` (no literal); `v_sat_pk_u8_i16`'s
/// source is 32-bit; named messages take the operations and streams llvm-mc checks; the K of
/// `v_madmk_f16`/`v_madak_f16` is 16 bits and a literal SRC0 must equal it; neg/abs on the
/// VGPR of VOP3 `v_interp_p1/p2_f32`.
#[test]
fn g_fork_sendmsg_k_constants_and_interpolation_in_assembly() {
    check(
        &[
        ("s_cbranch_g_fork 0, 42", Some("s_cbranch_g_fork 0, 42 ; encoding: [0x80,0xaa,0x80,0x94]")),
        ("s_cbranch_g_fork 0x1234, s[0:1]", None),
        ("s_cbranch_g_fork s[0:1], 0x1234", None),
        ("s_cbranch_g_fork 1.0, s[2:3]", Some("s_cbranch_g_fork 1.0, s[2:3] ; encoding: [0xf2,0x02,0x80,0x94]")),
        ("s_cbranch_g_fork s[2:3], scc", Some("s_cbranch_g_fork s[2:3], src_scc ; encoding: [0x02,0xfd,0x80,0x94]")),
        ("s_cbranch_g_fork src_shared_base, s[2:3]", Some("s_cbranch_g_fork src_shared_base, s[2:3] ; encoding: [0xeb,0x02,0x80,0x94]")),
        ("s_cbranch_g_fork s[2:3], vcc", Some("s_cbranch_g_fork s[2:3], vcc ; encoding: [0x02,0x6a,0x80,0x94]")),
        ("s_cbranch_join 5", None),
        ("s_cbranch_join s1", Some("s_cbranch_join s1 ; encoding: [0x01,0x2e,0x80,0xbe]")),
        ("s_cbranch_join exec_lo", Some("s_cbranch_join exec_lo ; encoding: [0x7e,0x2e,0x80,0xbe]")),
        ("v_sat_pk_u8_i16_e64 v94, 0xffffffff", Some("v_sat_pk_u8_i16_e64 v94, -1 ; encoding: [0x5e,0x00,0x8f,0xd1,0xc1,0x00,0x00,0x00]")),
        ("v_sat_pk_u8_i16_sdwa v71, 0xffffffff dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3", Some("v_sat_pk_u8_i16_sdwa v71, -1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3 ; encoding: [0xf9,0x9e,0x8e,0x7e,0xc1,0x16,0x83,0x00]")),
        ("v_sat_pk_u8_i16 v1, 0x12345678", Some("v_sat_pk_u8_i16_e32 v1, 0x12345678 ; encoding: [0xff,0x9e,0x02,0x7e,0x78,0x56,0x34,0x12]")),
        ("v_sat_pk_u8_i16 v1, 1.0", Some("v_sat_pk_u8_i16_e32 v1, 1.0 ; encoding: [0xf2,0x9e,0x02,0x7e]")),
        ("v_sat_pk_u8_i16 v1, 0.1", Some("v_sat_pk_u8_i16_e32 v1, 0x3dcccccd ; encoding: [0xff,0x9e,0x02,0x7e,0xcd,0xcc,0xcc,0x3d]")),
        ("s_sendmsg sendmsg(MSG_GS, 0)", None),
        ("s_sendmsg sendmsg(MSG_GS, GS_OP_NOP)", None),
        ("s_sendmsg sendmsg(MSG_GS, 1)", Some("s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]")),
        ("s_sendmsg sendmsg(MSG_GS_DONE, 0)", Some("s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]")),
        ("s_sendmsg sendmsg(MSG_GS_DONE, 0, 1)", None),
        ("s_sendmsg sendmsg(MSG_INTERRUPT, 0)", None),
        ("s_sendmsg sendmsg(MSG_INTERRUPT, 1)", None),
        ("s_sendmsg sendmsg(MSG_SYSMSG, 0)", None),
        ("s_sendmsg sendmsg(MSG_SYSMSG, 5)", None),
        ("s_sendmsg sendmsg(MSG_SYSMSG, 1, 0)", None),
        ("s_sendmsg sendmsg(MSG_GS, 1, 3)", Some("s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 3) ; encoding: [0x12,0x03,0x90,0xbf]")),
        ("s_sendmsg sendmsg(2, 0)", Some("s_sendmsg sendmsg(2, 0, 0) ; encoding: [0x02,0x00,0x90,0xbf]")),
        ("s_sendmsg sendmsg(2, 0, 0)", Some("s_sendmsg sendmsg(2, 0, 0) ; encoding: [0x02,0x00,0x90,0xbf]")),
        ("s_sendmsg sendmsg(MSG_GS)", None),
        ("s_sendmsg sendmsg(MSG_SAVEWAVE, 0)", None),
        ("s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)", Some("s_sendmsg sendmsg(MSG_GS_ALLOC_REQ) ; encoding: [0x09,0x00,0x90,0xbf]")),
        ("s_sendmsg sendmsg(MSG_GS_ALLOC_REQ, 0)", None),
        ("s_sendmsg sendmsg(MSG_GS_DONE)", None),
        ("s_sendmsg sendmsg(MSG_SYSMSG)", None),
        ("s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0)", Some("s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]")),
        ("s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT)", Some("s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0) ; encoding: [0x22,0x00,0x90,0xbf]")),
        ("s_sendmsg sendmsg(MSG_GS, 4)", None),
        ("s_sendmsg sendmsg(MSG_GS_DONE, 3, 3)", Some("s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 3) ; encoding: [0x33,0x03,0x90,0xbf]")),
        ("s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)", Some("s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]")),
        ("s_sendmsg sendmsg(1, 1)", Some("s_sendmsg sendmsg(1, 1, 0) ; encoding: [0x11,0x00,0x90,0xbf]")),
        ("s_sendmsg sendmsg(MSG_GS, SYSMSG_OP_REG_RD)", None),
        ("s_sendmsg sendmsg(MSG_SYSMSG, GS_OP_CUT)", None),
        ("v_madmk_f16 v10, v1, -1, v2", Some("v_madmk_f16 v10, v1, 0xffff, v2 ; encoding: [0x01,0x05,0x14,0x48,0xff,0xff,0x00,0x00]")),
        ("v_madmk_f16 v10, v1, 0xffff, v2", Some("v_madmk_f16 v10, v1, 0xffff, v2 ; encoding: [0x01,0x05,0x14,0x48,0xff,0xff,0x00,0x00]")),
        ("v_madmk_f16 v10, v1, 0x10000, v2", None),
        ("v_madmk_f16 v10, v1, 1.5, v2", Some("v_madmk_f16 v10, v1, 0x3e00, v2 ; encoding: [0x01,0x05,0x14,0x48,0x00,0x3e,0x00,0x00]")),
        ("v_madmk_f16 v10, v1, -32768, v2", Some("v_madmk_f16 v10, v1, 0x8000, v2 ; encoding: [0x01,0x05,0x14,0x48,0x00,0x80,0x00,0x00]")),
        ("v_madmk_f16 v10, v1, -32769, v2", None),
        ("v_madak_f16 v10, v1, v2, 0.1", Some("v_madak_f16 v10, v1, v2, 0x2e66 ; encoding: [0x01,0x05,0x14,0x4a,0x66,0x2e,0x00,0x00]")),
        ("v_madmk_f32 v10, v1, 0.1, v2", Some("v_madmk_f32 v10, v1, 0x3dcccccd, v2 ; encoding: [0x01,0x05,0x14,0x2e,0xcd,0xcc,0xcc,0x3d]")),
        ("v_madmk_f16 v10, 0x3620, 0x3621, v200", None),
        ("v_madmk_f16 v10, 0x64ae3620, 0x64ae3620, v200", None),
        ("v_madmk_f16 v10, 0x3620, 0x64ae3620, v200", None),
        ("v_madmk_f16 v10, 0x3620, 0x3620, v200", Some("v_madmk_f16 v10, 0x3620, 0x3620, v200 ; encoding: [0xff,0x90,0x15,0x48,0x20,0x36,0x00,0x00]")),
        ("v_madak_f16 v10, 0x3620, v200, 0x64ae3620", None),
        ("v_interp_p1_f32_e64 v1, -v2, attr0.x", Some("v_interp_p1_f32_e64 v1, -v2, attr0.x ; encoding: [0x01,0x00,0x70,0xd2,0x00,0x04,0x02,0x40]")),
        ("v_interp_p1_f32_e64 v1, |v2|, attr0.x", Some("v_interp_p1_f32_e64 v1, |v2|, attr0.x ; encoding: [0x01,0x02,0x70,0xd2,0x00,0x04,0x02,0x00]")),
        ("v_interp_p2_f32_e64 v1, -|v2|, attr0.x", Some("v_interp_p2_f32_e64 v1, -|v2|, attr0.x ; encoding: [0x01,0x02,0x71,0xd2,0x00,0x04,0x02,0x40]")),
        ("v_interp_p1_f32 v1, -v2, attr0.x", Some("v_interp_p1_f32_e64 v1, -v2, attr0.x ; encoding: [0x01,0x00,0x70,0xd2,0x00,0x04,0x02,0x40]")),
        ("v_interp_mov_f32_e64 v1, -p10, attr0.x", None),
        ("v_interp_mov_f32_e64 v235, p10, attr0.x", Some("v_interp_mov_f32_e64 v235, p10, attr0.x ; encoding: [0xeb,0x00,0x72,0xd2,0x00,0x00,0x00,0x00]")),
        ("v_interp_mov_f32_e64 v235, p20, attr1.y", Some("v_interp_mov_f32_e64 v235, p20, attr1.y ; encoding: [0xeb,0x00,0x72,0xd2,0x41,0x02,0x00,0x00]")),
        ("v_interp_mov_f32_e64 v235, p0, attr0.x clamp div:2", Some("v_interp_mov_f32_e64 v235, p0, attr0.x clamp div:2 ; encoding: [0xeb,0x80,0x72,0xd2,0x00,0x04,0x00,0x18]")),
        ("v_interp_p1_f32_e64 v1, v2, attr0.x", Some("v_interp_p1_f32_e64 v1, v2, attr0.x ; encoding: [0x01,0x00,0x70,0xd2,0x00,0x04,0x02,0x00]")),
        ("v_interp_p2_f32_e64 v1, v2, attr0.x", Some("v_interp_p2_f32_e64 v1, v2, attr0.x ; encoding: [0x01,0x00,0x71,0xd2,0x00,0x04,0x02,0x00]")),
        ],
        assembled,
    );
}

/// The same decoding: `s_cbranch_g_fork` with constants, literals and any SDST; `v_madmk_f16`
/// prints its SRC0 literal whole; VOP3 interpolation without SRC2 and with neg/abs only on the
/// VGPR of p1/p2.
#[test]
fn g_fork_k_constants_and_interpolation_words() {
    check(
        &[
        ("0x80 0xaa 0xac 0x94", Some("s_cbranch_g_fork 0, 42 ; encoding: [0x80,0xaa,0x80,0x94]")),
        ("0x5f 0xc0 0xf2 0x94", Some("s_cbranch_g_fork s[94:95], 64 ; encoding: [0x5e,0xc0,0x80,0x94]")),
        ("0x60 0xf4 0xaf 0x94", Some("s_cbranch_g_fork s[96:97], 2.0 ; encoding: [0x60,0xf4,0x80,0x94]")),
        ("0x80 0x7e 0xd8 0x94", Some("s_cbranch_g_fork 0, exec ; encoding: [0x80,0x7e,0x80,0x94]")),
        ("0xff 0x02 0x80 0x94 0x34 0x12 0x00 0x00", Some("s_cbranch_g_fork 0x1234, s[2:3] ; encoding: [0xff,0x02,0x80,0x94,0x34,0x12,0x00,0x00]")),
        ("0x02 0xff 0x80 0x94 0x34 0x12 0x00 0x00", Some("s_cbranch_g_fork s[2:3], 0x1234 ; encoding: [0x02,0xff,0x80,0x94,0x34,0x12,0x00,0x00]")),
        ("0xfe 0x02 0x80 0x94", None),
        ("0x02 0x7c 0x80 0x94", None),
        ("0xff 0x9e 0xce 0x7e 0x00 0x00 0x80 0xbf", Some("v_sat_pk_u8_i16_e32 v103, -1.0 ; encoding: [0xf3,0x9e,0xce,0x7e]")),
        ("0xc1 0x9e 0xce 0x7e", Some("v_sat_pk_u8_i16_e32 v103, -1 ; encoding: [0xc1,0x9e,0xce,0x7e]")),
        ("0xff 0x04 0x02 0x3e 0x20 0x36 0xae 0x64", Some("v_add_f16_e32 v1, 0x3620, v2 ; encoding: [0xff,0x04,0x02,0x3e,0x20,0x36,0xae,0x64]")),
        ("0xff 0x90 0x15 0x48 0x20 0x36 0xae 0x64", Some("v_madmk_f16 v10, 0x64ae3620, 0x64ae3620, v200 ; encoding: [0xff,0x90,0x15,0x48,0x20,0x36,0xae,0x64]")),
        ("0xff 0x90 0x15 0x4a 0x20 0x36 0xae 0x64", Some("v_madak_f16 v10, 0x3620, v200, 0x64ae3620 ; encoding: [0xff,0x90,0x15,0x4a,0x20,0x36,0xae,0x64]")),
        ("0xff 0x90 0x15 0x48 0x20 0x36 0x00 0x00", Some("v_madmk_f16 v10, 0x3620, 0x3620, v200 ; encoding: [0xff,0x90,0x15,0x48,0x20,0x36,0x00,0x00]")),
        ("0xff 0x90 0x15 0x4a 0x20 0x36 0x00 0x00", Some("v_madak_f16 v10, 0x3620, v200, 0x3620 ; encoding: [0xff,0x90,0x15,0x4a,0x20,0x36,0x00,0x00]")),
        ("0x01 0x90 0x15 0x48 0x20 0x36 0xae 0x64", Some("v_madmk_f16 v10, s1, 0x64ae3620, v200 ; encoding: [0x01,0x90,0x15,0x48,0x20,0x36,0xae,0x64]")),
        ("0xeb 0x01 0x72 0xd2 0x00 0x00 0x00 0x00", None),
        ("0xeb 0x02 0x72 0xd2 0x00 0x00 0x00 0x00", None),
        ("0xeb 0x04 0x72 0xd2 0x00 0x00 0x00 0x00", None),
        ("0xeb 0x08 0x72 0xd2 0x00 0x00 0x00 0x00", Some("v_interp_mov_f32_e64 v235, p10, attr0.x ; encoding: [0xeb,0x00,0x72,0xd2,0x00,0x00,0x00,0x00]")),
        ("0xeb 0x40 0x72 0xd2 0x00 0x00 0x00 0x00", Some("v_interp_mov_f32_e64 v235, p10, attr0.x ; encoding: [0xeb,0x00,0x72,0xd2,0x00,0x00,0x00,0x00]")),
        ("0xeb 0x00 0x72 0xd2 0x00 0x00 0x00 0x20", None),
        ("0xeb 0x00 0x72 0xd2 0x00 0x00 0x00 0x40", None),
        ("0xeb 0x00 0x72 0xd2 0x00 0x00 0x00 0x80", None),
        ("0xeb 0x00 0x72 0xd2 0x00 0x00 0x00 0x08", Some("v_interp_mov_f32_e64 v235, p10, attr0.x mul:2 ; encoding: [0xeb,0x00,0x72,0xd2,0x00,0x00,0x00,0x08]")),
        ("0xeb 0x00 0x72 0xd2 0x00 0x00 0x80 0x00", None),
        ("0x01 0x01 0x70 0xd2 0x00 0x04 0x02 0x00", None),
        ("0x01 0x02 0x70 0xd2 0x00 0x04 0x02 0x00", Some("v_interp_p1_f32_e64 v1, |v2|, attr0.x ; encoding: [0x01,0x02,0x70,0xd2,0x00,0x04,0x02,0x00]")),
        ("0x01 0x04 0x70 0xd2 0x00 0x04 0x02 0x00", None),
        ("0x01 0x08 0x70 0xd2 0x00 0x04 0x02 0x00", Some("v_interp_p1_f32_e64 v1, v2, attr0.x ; encoding: [0x01,0x00,0x70,0xd2,0x00,0x04,0x02,0x00]")),
        ("0x01 0x00 0x70 0xd2 0x00 0x04 0x02 0x20", None),
        ("0x01 0x00 0x70 0xd2 0x00 0x04 0x02 0x40", Some("v_interp_p1_f32_e64 v1, -v2, attr0.x ; encoding: [0x01,0x00,0x70,0xd2,0x00,0x04,0x02,0x40]")),
        ("0x01 0x00 0x70 0xd2 0x00 0x04 0x02 0x80", None),
        ],
        disassembled,
    );
}

/// A gather4's data decodes as four VGPRs before d16 narrows them (v253 is too high even
/// for the two it then shows); other image data only as wide as shown.
#[test]
fn gather4_data_must_exist_as_four_registers() {
    check(
        &[
        ("0x00 0x61 0x16 0xf3 0xbe 0xfd 0x16 0x81", None),
        ("0x00 0x61 0x16 0xf3 0xbe 0xfc 0x16 0x81", Some("image_gather4_b v[252:253], v[190:191], s[88:95], s[32:35] dmask:0x1 glc slc lwe da d16 ; encoding: [0x00,0x61,0x16,0xf3,0xbe,0xfc,0x16,0x81]")),
        ("0x00 0x03 0x00 0xf0 0x00 0xff 0x00 0x80", Some("image_load v255, v0, s[0:7] dmask:0x3 d16 ; encoding: [0x00,0x03,0x00,0xf0,0x00,0xff,0x00,0x80]")),
        ],
        disassembled,
    );
}

/// VOP1 SDWA words need the SRC1 select, modifiers and S1 bit clear (bit 30 is ignored);
/// `v_madmk_f16`'s SRC0 literal is a whole dword (an f32 inline constant when it is one).
#[test]
fn vop1_sdwa_src1_bits_and_madmk_f16_literals() {
    check(
        &[
        ("0xff 0xca 0x0a 0x48 0x00 0x00 0x80 0xbf", Some("v_madmk_f16 v5, -1.0, 0xbf800000, v101 ; encoding: [0xf3,0xca,0x0a,0x48,0x00,0x00,0x80,0xbf]")),
        ("0xff 0xca 0x0a 0x48 0x00 0x3c 0x00 0x00", Some("v_madmk_f16 v5, 0x3c00, 0x3c00, v101 ; encoding: [0xff,0xca,0x0a,0x48,0x00,0x3c,0x00,0x00]")),
        ("0xff 0xca 0x0a 0x48 0x00 0x00 0x80 0x3f", Some("v_madmk_f16 v5, 1.0, 0x3f800000, v101 ; encoding: [0xf2,0xca,0x0a,0x48,0x00,0x00,0x80,0x3f]")),
        ("0xf9 0x8a 0x64 0x7e 0xa4 0xc3 0x00 0x05", None),
        ("0xf9 0x1c 0x98 0x7f 0x0f 0x63 0x4c 0xc3", None),
        ("0xf9 0x02 0x02 0x7e 0x02 0x16 0x06 0x06", None),
        ("0xf9 0x02 0x02 0x7e 0x02 0x16 0x06 0x40", Some("v_mov_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD ; encoding: [0xf9,0x02,0x02,0x7e,0x02,0x16,0x06,0x00]")),
        ],
        disassembled,
    );
}

/// `v_mad_mix*` take no neg_lo/neg_hi; GFX908 register names are no branch labels.
#[test]
fn mad_mix_negation_and_accumulator_labels() {
    check(
        &[
        ("v_mad_mixhi_f16 v1, v2, v3, v4 neg_lo:[1,0,0]", None),
        ("v_mad_mix_f32 v1, v2, v3, v4 neg_hi:[1,0,0]", None),
        ("s_branch a16", None),
        ("s_branch acc1", None),
        ("s_cbranch_cdbgsys_or_user a16", None),
        ("v_mad_mixhi_f16 v179, |v180|, 42, |s26| op_sel:[0,1,1] op_sel_hi:[0,0,1] neg_lo:[1,0]", None),
        ("v_madmk_f16 v5, -1.0, 0xbf80, v101", Some("v_madmk_f16 v5, -1.0, 0xbf80, v101 ; encoding: [0xf3,0xca,0x0a,0x48,0x80,0xbf,0x00,0x00]")),
        ],
        assembled,
    );
}

/// No SDWA/DPP `v_swap_b32` or `v_madmk/madak_*`, DPP-only `v_mac_f32/f16`, even SGPR pairs
/// for an SDWA compare's mask.
#[test]
fn sdwa_and_dpp_forms_llvm_mc_has() {
    check(
        &[
        ("v_swap_b32_sdwa v1, v2", None),
        ("v_swap_b32_dpp v1, v2 row_mirror", None),
        ("v_madmk_f32_sdwa v1, v2, 0x1, v3", None),
        ("v_madak_f32_dpp v1, v2, v3, 0x1 row_mirror", None),
        ("v_mac_f32_sdwa v1, v2, v3", None),
        ("v_mac_f32_dpp v1, v2, v3 row_mirror", Some("v_mac_f32_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x06,0x02,0x2c,0x02,0x40,0x01,0xff]")),
        ("v_mac_f16_sdwa v1, v2, v3", None),
        ("v_cmp_eq_f32_sdwa s[1:2], v1, v2", None),
        ("v_cmp_eq_f32_sdwa ttmp[1:2], v1, v2", None),
        ],
        assembled,
    );
}

/// SRC0 codes 249/250 of an opcode without SDWA/DPP form: `v_swap_b32`'s v249/v250 in the
/// 32-bit form, other words undecodable.
#[test]
fn sdwa_and_dpp_codes_of_opcodes_without_those_forms() {
    check(
        &[
        ("0xf9 0xa2 0x1c 0x7e", Some("v_swap_b32 v14, v249 ; encoding: [0xf9,0xa3,0x1c,0x7e]")),
        ("0xfa 0xa2 0x1c 0x7e", Some("v_swap_b32 v14, v250 ; encoding: [0xfa,0xa3,0x1c,0x7e]")),
        ("0xf9 0x04 0x02 0x7e", None),
        ("0xf9 0x06 0x02 0x2c 0x02 0x16 0x06 0x06", None),
        ("0xfa 0x06 0x02 0x2c 0x02 0x40 0x01 0xff", Some("v_mac_f32_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x06,0x02,0x2c,0x02,0x40,0x01,0xff]")),
        ("0xf9 0x06 0x02 0x46 0x02 0x16 0x06 0x06", None),
        ("0xf9 0x02 0x02 0x2e 0x01 0x00 0x00 0x00", None),
        ("0xf9 0xa2 0x1c 0x7e 0x45 0xec 0xc3 0x6d", Some("v_swap_b32 v14, v249 ; encoding: [0xf9,0xa3,0x1c,0x7e] | v_subrev_u32_e32 v225, s69, v246 ; encoding: [0x45,0xec,0xc3,0x6d]")),
        ("0xf9 0x00 0x00 0x7e 0x00 0x00 0x00 0x00", Some("v_nop ; encoding: [0xf9,0x00,0x00,0x7e,0x00,0x00,0x00,0x00]")),
        ("0xf9 0x6a 0x00 0x7e 0x00 0x00 0x00 0x00", Some("v_clrexcp ; encoding: [0x00,0x6a,0x00,0x7e] | v_cndmask_b32_e32 v0, s0, v0, vcc ; encoding: [0x00,0x00,0x00,0x00]")),
        ],
        disassembled,
    );
}

/// `gds` on every DS opcode but `ds_nop` and the lane permutes, in text and in words.
#[test]
fn ds_gds_where_llvm_mc_has_it() {
    check(
        &[
        ("ds_nop gds", None),
        ("ds_nop", Some("ds_nop ; encoding: [0x00,0x00,0x28,0xd8,0x00,0x00,0x00,0x00]")),
        ("ds_swizzle_b32 v1, v2 offset:4 gds", Some("ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,\"00p00\") gds ; encoding: [0x04,0x00,0x7b,0xd8,0x02,0x00,0x00,0x01]")),
        ("ds_permute_b32 v1, v2, v3 gds", None),
        ("ds_bpermute_b32 v1, v2, v3 gds", None),
        ("ds_read_addtid_b32 v1 gds", Some("ds_read_addtid_b32 v1 gds ; encoding: [0x00,0x00,0x6d,0xd9,0x00,0x00,0x00,0x01]")),
        ("ds_write_addtid_b32 v1 gds", Some("ds_write_addtid_b32 v1 gds ; encoding: [0x00,0x00,0x3b,0xd8,0x00,0x01,0x00,0x00]")),
        ("ds_append v1 gds", Some("ds_append v1 gds ; encoding: [0x00,0x00,0x7d,0xd9,0x00,0x00,0x00,0x01]")),
        ("ds_consume v1 gds", Some("ds_consume v1 gds ; encoding: [0x00,0x00,0x7b,0xd9,0x00,0x00,0x00,0x01]")),
        ("ds_add_u32 v1, v2 gds", Some("ds_add_u32 v1, v2 gds ; encoding: [0x00,0x00,0x01,0xd8,0x01,0x02,0x00,0x00]")),
        ("ds_read_b32 v1, v2 gds", Some("ds_read_b32 v1, v2 gds ; encoding: [0x00,0x00,0x6d,0xd8,0x02,0x00,0x00,0x01]")),
        ],
        assembled,
    );
}

/// (The words.)
#[test]
fn ds_gds_bit_where_llvm_mc_has_it() {
    check(
        &[
        ("0x00 0x00 0x29 0xd8 0x00 0x00 0x00 0x00", None),
        ("0x00 0x00 0x7f 0xd8 0x02 0x03 0x00 0x01", None),
        ("0x00 0x00 0x7d 0xd8 0x02 0x03 0x00 0x01", None),
        ("0x00 0x00 0x7c 0xd8 0x02 0x03 0x00 0x01", Some("ds_permute_b32 v1, v2, v3 ; encoding: [0x00,0x00,0x7c,0xd8,0x02,0x03,0x00,0x01]")),
        ("0x00 0x00 0x28 0xd8 0x00 0x00 0x00 0x00", Some("ds_nop ; encoding: [0x00,0x00,0x28,0xd8,0x00,0x00,0x00,0x00]")),
        ],
        disassembled,
    );
}

/// No EXEC as SMEM data; no `src_lds_direct` in reversed-operand opcodes; no literal in a
/// VOP3 encoding (`v_readlane_b32`'s lane select used to take one); no VOP3 modifiers without
/// a VOP3 form (`v_madmk_f32 ... clamp` used to drop the clamp); no `ds_nop offset:`; packed-math
/// op_sel bits of absent sources dropped.
#[test]
fn smem_exec_data_lds_direct_reversed_vop3_literals_and_packed_op_sel() {
    check(
        &[
        ("s_buffer_atomic_dec_x2 exec, s[92:95], s93", None),
        ("s_atomic_swap_x2 exec, s[2:3], s93", None),
        ("s_load_dwordx2 exec, s[2:3], s93", None),
        ("s_buffer_atomic_swap exec_lo, s[92:95], s93", None),
        ("s_atomic_cmpswap_x2 s[0:3], s[2:3], 0", Some("s_atomic_cmpswap_x2 s[0:3], s[2:3], 0x0 ; encoding: [0x01,0x00,0x86,0xc2,0x00,0x00,0x00,0x00]")),
        ("s_atomic_swap_x2 vcc, s[2:3], s93", Some("s_atomic_swap_x2 vcc, s[2:3], s93 ; encoding: [0x81,0x1a,0x80,0xc2,0x5d,0x00,0x00,0x00]")),
        ("v_subrev_f32_e32 v1, src_lds_direct, v2", None),
        ("v_bfrev_b32 v1, src_lds_direct", Some("v_bfrev_b32_e32 v1, src_lds_direct ; encoding: [0xfe,0x58,0x02,0x7e]")),
        ("v_lshlrev_b32_e64 v1, src_lds_direct, v2", None),
        ("v_madmk_f32 v1, v2, 0x1, v3 clamp", None),
        ("v_mac_f32 v1, v2, v3 clamp", Some("v_mac_f32_e64 v1, v2, v3 clamp ; encoding: [0x01,0x80,0x16,0xd1,0x02,0x07,0x02,0x00]")),
        ("ds_nop offset:4", None),
        ("v_writelane_b32 v1, 0x1234, s2", None),
        ("v_readlane_b32 s1, v1, 0x1234", None),
        ("v_pk_sub_u16 v224, -7, v7 op_sel:[1,1,1] op_sel_hi:[0,1]", Some("v_pk_sub_u16 v224, -7, v7 op_sel:[1,1] op_sel_hi:[0,1] ; encoding: [0xe0,0x58,0x8b,0xd3,0xc7,0x0e,0x02,0x10]")),
        ("v_pk_add_f16 v1, v2, v3 neg_lo:[1,1,1]", Some("v_pk_add_f16 v1, v2, v3 neg_lo:[1,1] ; encoding: [0x01,0x40,0x8f,0xd3,0x02,0x07,0x02,0x78]")),
        ("v_pk_add_f16 v1, v2, v3 neg_hi:[0,0,1]", Some("v_pk_add_f16 v1, v2, v3 ; encoding: [0x01,0x40,0x8f,0xd3,0x02,0x07,0x02,0x18]")),
        ("v_pk_add_f16 v1, v2, v3 op_sel_hi:[0,0,0]", Some("v_pk_add_f16 v1, v2, v3 op_sel_hi:[0,0] ; encoding: [0x01,0x40,0x8f,0xd3,0x02,0x07,0x02,0x00]")),
        ("v_pk_add_f16 v1, v2, v3 op_sel:[0,0,1,1]", Some("v_pk_add_f16 v1, v2, v3 ; encoding: [0x01,0x40,0x8f,0xd3,0x02,0x07,0x02,0x18]")),
        ("v_pk_fma_f16 v1, v2, v3, v4 op_sel:[0,0,1,1]", Some("v_pk_fma_f16 v1, v2, v3, v4 op_sel:[0,0,1] ; encoding: [0x01,0x60,0x8e,0xd3,0x02,0x07,0x12,0x1c]")),
        ],
        assembled,
    );
}

/// Image data is widened to dmask/d16/tfe only where LLVM has that width and the VGPRs exist;
/// otherwise one VGPR (two for cmpswap) is shown.
#[test]
fn image_data_widths_llvm_mc_keeps() {
    check(
        &[
        ("0x34 0x53 0x03 0xf2 0x23 0xfe 0x09 0x00", Some("image_load v254, v35, s[36:43] dmask:0x3 unorm slc tfe lwe da ; encoding: [0x00,0x53,0x03,0xf2,0x23,0xfe,0x09,0x00]")),
        ("0x00 0x03 0x01 0xf0 0x23 0xfe 0x09 0x00", Some("image_load v254, v35, s[36:43] dmask:0x3 tfe ; encoding: [0x00,0x03,0x01,0xf0,0x23,0xfe,0x09,0x00]")),
        ("0x00 0x03 0x01 0xf0 0x23 0xfd 0x09 0x00", Some("image_load v[253:255], v35, s[36:43] dmask:0x3 tfe ; encoding: [0x00,0x03,0x01,0xf0,0x23,0xfd,0x09,0x00]")),
        ("0x00 0x0f 0x00 0xf0 0x23 0xfe 0x09 0x00", Some("image_load v254, v35, s[36:43] dmask:0xf ; encoding: [0x00,0x0f,0x00,0xf0,0x23,0xfe,0x09,0x00]")),
        ("0x00 0xdc 0x57 0xf2 0xe6 0x76 0x07 0x00", Some("image_atomic_umin v118, v230, s[28:35] dmask:0xc unorm slc a16 tfe lwe da ; encoding: [0x00,0xdc,0x57,0xf2,0xe6,0x76,0x07,0x00]")),
        ("0x00 0x0c 0x55 0xf0 0xe6 0x76 0x07 0x00", Some("image_atomic_umin v118, v230, s[28:35] dmask:0xc tfe ; encoding: [0x00,0x0c,0x55,0xf0,0xe6,0x76,0x07,0x00]")),
        ("0x00 0x01 0x55 0xf0 0xe6 0x76 0x07 0x00", Some("image_atomic_umin v[118:119], v230, s[28:35] dmask:0x1 tfe ; encoding: [0x00,0x01,0x55,0xf0,0xe6,0x76,0x07,0x00]")),
        ("0x00 0x03 0x45 0xf0 0xe6 0x76 0x07 0x00", Some("image_atomic_cmpswap v[118:119], v230, s[28:35] dmask:0x3 tfe ; encoding: [0x00,0x03,0x45,0xf0,0xe6,0x76,0x07,0x00]")),
        ("0x00 0x0f 0x45 0xf0 0xe6 0x76 0x07 0x00", Some("image_atomic_cmpswap v[118:119], v230, s[28:35] dmask:0xf tfe ; encoding: [0x00,0x0f,0x45,0xf0,0xe6,0x76,0x07,0x00]")),
        ("0x00 0x0f 0x01 0xf0 0x23 0xfa 0x09 0x00", Some("image_load v[250:254], v35, s[36:43] dmask:0xf tfe ; encoding: [0x00,0x0f,0x01,0xf0,0x23,0xfa,0x09,0x00]")),
        ("0x00 0x0f 0x01 0xf0 0x23 0xfc 0x09 0x00", Some("image_load v252, v35, s[36:43] dmask:0xf tfe ; encoding: [0x00,0x0f,0x01,0xf0,0x23,0xfc,0x09,0x00]")),
        ],
        disassembled,
    );
}

/// VOP3 interpolation sources are 9-bit source fields: llvm-mc-14 decodes any 32-bit source
/// there (constants as `/*invalid immediate*/`, re-encoded as the low 9 bits of their value,
/// `v_interp_mov_f32`'s slot as `invalid_param_N` up to 511) and assembles scalar registers in
/// SRC2 and `m0` / `src_lds_direct` in the VGPR's place. MUBUF opcode 113 is `buffer_wbinvl1`
/// (the SI number, kept on re-encoding); `buffer_wbinvl1` ignores the second dword.
#[test]
fn vop3_interpolation_sources_and_si_wbinvl1_in_assembly() {
    check(
        &[
        ("v_interp_p1lv_f16 v1, v2, attr0.x, s15", Some("v_interp_p1lv_f16 v1, v2, attr0.x, s15 ; encoding: [0x01,0x00,0x75,0xd2,0x00,0x04,0x3e,0x00]")),
        ("v_interp_p1lv_f16 v1, v2, attr0.x, -s15", Some("v_interp_p1lv_f16 v1, v2, attr0.x, -s15 ; encoding: [0x01,0x00,0x75,0xd2,0x00,0x04,0x3e,0x80]")),
        ("v_interp_p2_f16 v1, v2, attr0.x, |ttmp3|", Some("v_interp_p2_f16 v1, v2, attr0.x, |ttmp3| ; encoding: [0x01,0x04,0x77,0xd2,0x00,0x04,0xbe,0x01]")),
        ("v_interp_p2_legacy_f16 v1, v2, attr0.x, src_shared_base", Some("v_interp_p2_legacy_f16 v1, v2, attr0.x, src_shared_base ; encoding: [0x01,0x00,0x76,0xd2,0x00,0x04,0xae,0x03]")),
        ("v_interp_p1lv_f16 v1, m0, attr0.x, s3", Some("v_interp_p1lv_f16 v1, m0, attr0.x, s3 ; encoding: [0x01,0x00,0x75,0xd2,0x00,0xf8,0x0c,0x00]")),
        ("v_interp_p1lv_f16 v1, src_lds_direct, attr0.x, -src_lds_direct", Some("v_interp_p1lv_f16 v1, src_lds_direct, attr0.x, -src_lds_direct ; encoding: [0x01,0x00,0x75,0xd2,0x00,0xfc,0xf9,0x83]")),
        ("v_interp_p1ll_f16 v1, s2, attr0.x", None),
        ("v_interp_p1lv_f16 v1, v2, attr0.x, null", None),
        ("v_interp_p1lv_f16 v1, v2, attr0.x, vcc", None),
        ("v_interp_p1_f32_e64 v1, -m0, attr0.x", Some("v_interp_p1_f32_e64 v1, -m0, attr0.x ; encoding: [0x01,0x00,0x70,0xd2,0x00,0xf8,0x00,0x40]")),
        ("v_interp_p1_f32 v1, m0, attr0.x", Some("v_interp_p1_f32_e64 v1, m0, attr0.x ; encoding: [0x01,0x00,0x70,0xd2,0x00,0xf8,0x00,0x00]")),
        ("v_interp_p1_f32_e32 v1, m0, attr0.x", None),
        ("v_interp_p2_f32_e64 v1, s2, attr0.x", None),
        ("v_interp_p1lv_f16 v1, v2, attr0.x, foo", None),
        ("buffer_wbinvl1", Some("buffer_wbinvl1 ; encoding: [0x00,0x00,0xf8,0xe0,0x00,0x00,0x00,0x00]")),
        ],
        assembled,
    );
}

/// See [`vop3_interpolation_sources_and_si_wbinvl1_in_assembly`].
#[test]
fn vop3_interpolation_sources_and_si_wbinvl1_words() {
    check(
        &[
        ("0x01 0x00 0x75 0xd2 0x00 0x04 0x3e 0x80", Some("v_interp_p1lv_f16 v1, v2, attr0.x, -s15 ; encoding: [0x01,0x00,0x75,0xd2,0x00,0x04,0x3e,0x80]")),
        ("0x01 0x00 0x74 0xd2 0x00 0x00 0x00 0x00", Some("v_interp_p1ll_f16 v1, s0, attr0.x ; encoding: [0x01,0x00,0x74,0xd2,0x00,0x00,0x00,0x00]")),
        ("0x01 0x00 0x75 0xd2 0x00 0x04 0x06 0x02", Some("v_interp_p1lv_f16 v1, v2, attr0.x, /*invalid immediate*/ ; encoding: [0x01,0x00,0x75,0xd2,0x00,0x04,0x06,0x00]")),
        ("0x01 0x00 0x75 0xd2 0x00 0x04 0xfe 0x03", None),
        ("0x01 0x00 0x74 0xd2 0x00 0x02 0x3e 0x00", None),
        ("0x01 0x00 0x70 0xd2 0x00 0xfc 0x01 0x00", Some("v_interp_p1_f32_e64 v1, src_lds_direct, attr0.x ; encoding: [0x01,0x00,0x70,0xd2,0x00,0xfc,0x01,0x00]")),
        ("0x01 0x00 0x70 0xd2 0x00 0x90 0x01 0x00", Some("v_interp_p1_f32_e64 v1, /*invalid immediate*/, attr0.x ; encoding: [0x01,0x00,0x70,0xd2,0x00,0xf0,0x03,0x00]")),
        ("0x01 0x00 0x71 0xd2 0x00 0x00 0x00 0x00", Some("v_interp_p2_f32_e64 v1, s0, attr0.x ; encoding: [0x01,0x00,0x71,0xd2,0x00,0x00,0x00,0x00]")),
        ("0x01 0x00 0x72 0xd2 0x00 0x00 0x02 0x00", Some("v_interp_mov_f32_e64 v1, invalid_param_256, attr0.x ; encoding: [0x01,0x00,0x72,0xd2,0x00,0x00,0x02,0x00]")),
        ("0x01 0x00 0x70 0xd2 0x00 0xf4 0x01 0x00", None),
        ("0xdb 0x48 0x75 0xd2 0xe3 0x1f 0x7c 0xc1", Some("v_interp_p1lv_f16 v219, -s15, attr35.w, -s95 high ; encoding: [0xdb,0x00,0x75,0xd2,0xe3,0x1f,0x7c,0xc1]")),
        ("0x0a 0xe6 0x75 0xd2 0x58 0x15 0x44 0xda", Some("v_interp_p1lv_f16 v10, -|s10|, attr24.y, -|/*invalid immediate*/| high clamp div:2 ; encoding: [0x0a,0x86,0x75,0xd2,0x58,0x15,0x44,0xd8]")),
        ("0x00 0x00 0xc4 0xe1 0x00 0x00 0x00 0x00", Some("buffer_wbinvl1 ; encoding: [0x00,0x00,0xc4,0xe1,0x00,0x00,0x00,0x00]")),
        ("0x00 0x00 0xc4 0xe3 0x9f 0x20 0xf1 0x30", Some("buffer_wbinvl1 ; encoding: [0x00,0x00,0xc4,0xe1,0x00,0x00,0x00,0x00]")),
        ("0x00 0x00 0xf8 0xe0 0x3b 0x6a 0xa1 0xe6", Some("buffer_wbinvl1 ; encoding: [0x00,0x00,0xf8,0xe0,0x00,0x00,0x00,0x00]")),
        ("0x00 0x10 0xc4 0xe1 0x00 0x00 0x00 0x00", None),
        ("0x00 0x00 0xc8 0xe1 0x00 0x00 0x00 0x00", None),
        ],
        disassembled,
    );
}

/// llvm-mc-14's mis-encodings: it accepts each input and prints it back (second column), but
/// its encoding is another instruction, as llvm-mc-14 itself disassembles it (third column):
/// `src_*` values written into 7-bit scalar fields, buffer offsets 4096-8191 cut to 12 bits,
/// dmask above 4 bits, constants in interpolation sources, `src_*` values as a VOP3B carry-out.
/// gcn-mc refuses the input and reads
/// the bytes as llvm-mc's disassembler does (docs/conformance.md, "llvm-mc mis-encodes").
#[test]
fn llvm_mc_mis_encodings_are_refused() {
    let rows: &[(&str, &str, Option<&str>)] = &[
        ("v_interp_p1lv_f16 v1, v2, attr0.x, 1.0", "v_interp_p1lv_f16 v1, v2, attr0.x, /*invalid immediate*/ ; encoding: [0x01,0x00,0x75,0xd2,0x00,0x04,0x02,0x00]", Some("v_interp_p1lv_f16 v1, v2, attr0.x, s0 ; encoding: [0x01,0x00,0x75,0xd2,0x00,0x04,0x02,0x00]")),
        ("v_interp_p2_f16 v1, v2, attr0.x, -1", "v_interp_p2_f16 v1, v2, attr0.x, /*invalid immediate*/ ; encoding: [0x01,0x00,0x77,0xd2,0x00,0x04,0xfe,0x07]", Some("v_interp_p2_f16 v1, v2, attr0.x, v255 ; encoding: [0x01,0x00,0x77,0xd2,0x00,0x04,0xfe,0x07]")),
        ("s_addk_i32 src_shared_base, 0xe379", "s_addk_i32 src_shared_base, 0xe379 ; encoding: [0x79,0xe3,0x6b,0xb7]", Some("s_addk_i32 vcc_hi, 0xe379 ; encoding: [0x79,0xe3,0x6b,0xb7]")),
        ("s_buffer_load_dwordx2 s[8:9], s[16:19], src_shared_base", "s_buffer_load_dwordx2 s[8:9], s[16:19], src_shared_base ; encoding: [0x08,0x02,0x24,0xc0,0x6b,0x00,0x00,0x00]", Some("s_buffer_load_dwordx2 s[8:9], s[16:19], vcc_hi ; encoding: [0x08,0x02,0x24,0xc0,0x6b,0x00,0x00,0x00]")),
        ("s_pack_hh_b32_b16 scc, vcc_hi, exec_lo", "s_pack_hh_b32_b16 src_scc, vcc_hi, exec_lo ; encoding: [0x6b,0x7e,0x7d,0x9a]", Some("s_pack_hh_b32_b16 null, vcc_hi, exec_lo ; encoding: [0x6b,0x7e,0x7d,0x9a]")),
        ("scratch_load_dwordx2 v[82:83], off, src_vccz offset:-884 glc", "scratch_load_dwordx2 v[82:83], off, src_vccz offset:-884 glc ; encoding: [0x8c,0x5c,0x55,0xdc,0x00,0x00,0x7b,0x52]", Some("scratch_load_dwordx2 v[82:83], off, ttmp15 offset:-884 glc ; encoding: [0x8c,0x5c,0x55,0xdc,0x00,0x00,0x7b,0x52]")),
        ("buffer_store_dword v28, v192, s[60:63], s0 idxen offset:4102 slc", "buffer_store_dword v28, v192, s[60:63], s0 idxen offset:4102 slc ; encoding: [0x06,0x20,0x72,0xe0,0xc0,0x1c,0x0f,0x00]", Some("buffer_store_dword v28, v192, s[60:63], s0 idxen offset:6 slc ; encoding: [0x06,0x20,0x72,0xe0,0xc0,0x1c,0x0f,0x00]")),
        ("tbuffer_store_format_x v133, off, s[32:35], 61 format:[BUF_DATA_FORMAT_32_32] offset:4097 slc", "tbuffer_store_format_x v133, off, s[32:35], 61 format:[BUF_DATA_FORMAT_32_32] offset:4097 slc ; encoding: [0x01,0x00,0x5a,0xe8,0x00,0x85,0x48,0xbd]", Some("tbuffer_store_format_x v133, off, s[32:35], 61 format:[BUF_DATA_FORMAT_32_32] offset:1 slc ; encoding: [0x01,0x00,0x5a,0xe8,0x00,0x85,0x48,0xbd]")),
        ("image_load_pck v110, v66, s[76:83] dmask:0x10 unorm", "image_load_pck v110, v66, s[76:83] dmask:0x10 unorm ; encoding: [0x00,0x10,0x08,0xf0,0x42,0x6e,0x13,0x00]", Some("image_load_pck v110, v66, s[76:83] unorm ; encoding: [0x00,0x10,0x08,0xf0,0x42,0x6e,0x13,0x00]")),
        ("image_sample_b_cl_o v68, v[39:42], s[44:51], s[84:87] dmask:0x2 -16 glc slc da d16", "image_sample_b_cl_o v68, v[39:42], s[44:51], s[84:87] dmask:0xfff2 glc slc da d16 ; encoding: [0x00,0x62,0xd8,0xf2,0x27,0x44,0xab,0x82]", Some("image_sample_b_cl_o v68, v[39:41], s[44:51], s[84:87] dmask:0x2 glc slc da d16 ; encoding: [0x00,0x62,0xd8,0xf2,0x27,0x44,0xab,0x82]")),
        ("v_cmp_f_i16_sdwa src_vccz, sext(v156), v89 src0_sel:WORD_0 src1_sel:WORD_1", "v_cmp_f_i16_sdwa src_vccz, sext(v156), v89 src0_sel:WORD_0 src1_sel:WORD_1 ; encoding: [0xf9,0xb2,0x40,0x7d,0x9c,0xfb,0x0c,0x05]", Some("v_cmp_f_i16_sdwa ttmp[14:15], sext(v156), v89 src0_sel:WORD_0 src1_sel:WORD_1 ; encoding: [0xf9,0xb2,0x40,0x7d,0x9c,0xfa,0x0c,0x05]")),
        ("v_cmp_eq_i32_sdwa scc, 2.0, v118 src0_sel:DWORD src1_sel:DWORD", "v_cmp_eq_i32_sdwa src_scc, 2.0, v118 src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0xec,0x84,0x7d,0xf4,0xfd,0x86,0x06]", Some("v_cmp_eq_i32_sdwa null, 2.0, v118 src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0xec,0x84,0x7d,0xf4,0xfd,0x86,0x06]")),
        ("v_add_co_u32_e64 v205, src_vccz, 17, s20", "v_add_co_u32_e64 v205, src_vccz, 17, s20 ; encoding: [0xcd,0x7b,0x19,0xd1,0x91,0x28,0x00,0x00]", Some("v_add_co_u32_e64 v205, ttmp[14:15], 17, s20 ; encoding: [0xcd,0x7a,0x19,0xd1,0x91,0x28,0x00,0x00]")),
        ("v_div_scale_f32 v1, src_vccz, v1, v2, v3", "v_div_scale_f32 v1, src_vccz, v1, v2, v3 ; encoding: [0x01,0x7b,0xe0,0xd1,0x01,0x05,0x0e,0x04]", Some("v_div_scale_f32 v1, ttmp[14:15], v1, v2, v3 ; encoding: [0x01,0x7a,0xe0,0xd1,0x01,0x05,0x0e,0x04]")),
    ];
    for (input, llvm_line, llvm_back) in rows {
        assert_eq!(assembled(input), None, "{input} (llvm-mc: {llvm_line})");
        let bytes = llvm_line
            .split_once("; encoding: [")
            .and_then(|(_, b)| b.strip_suffix(']'))
            .expect("an encoding")
            .replace(',', " ");
        assert_eq!(
            disassembled(&bytes).as_deref(),
            *llvm_back,
            "{input}: llvm-mc encodes {bytes}"
        );
    }
}

/// `v_cndmask_b32` takes `-x`/`|x|` in VOP3 (`sext(x)` is `-x` there) and `-x` as `sext(x)` in
/// SDWA; an unsuffixed VOP1/VOP2/VOPC mnemonic is DPP with a DPP control and SDWA with an SDWA
/// select or `sext()`; no `m0` as SMEM data; unsigned SOPK compares and numeric messages take
/// no negative value; the quad-SAD destination is apart from its VGPR sources; SOP1
/// register-only sources take `src_*` values; only one implicit VCC may be left out.
#[test]
fn operand_forms_of_the_fourth_pass() {
    check(
        &[
        ("v_cndmask_b32_e64 v0, -v1, |v2|, s[0:1]", Some("v_cndmask_b32_e64 v0, -v1, |v2|, s[0:1] ; encoding: [0x00,0x02,0x00,0xd1,0x01,0x05,0x02,0x20]")),
        ("v_cndmask_b32 v0, -v1, v2, vcc", Some("v_cndmask_b32_e64 v0, -v1, v2, vcc ; encoding: [0x00,0x00,0x00,0xd1,0x01,0x05,0xaa,0x21]")),
        ("v_cndmask_b32_e64 v0, sext(v1), v2, s[0:1]", Some("v_cndmask_b32_e64 v0, -v1, v2, s[0:1] ; encoding: [0x00,0x00,0x00,0xd1,0x01,0x05,0x02,0x20]")),
        ("v_cndmask_b32_e64 v0, sext(1), v2, s[0:1]", Some("v_cndmask_b32_e64 v0, neg(1), v2, s[0:1] ; encoding: [0x00,0x00,0x00,0xd1,0x81,0x04,0x02,0x20]")),
        ("v_cndmask_b32_sdwa v0, -v1, |v2|, vcc", Some("v_cndmask_b32_sdwa v0, sext(v1), v2, vcc dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x04,0x00,0x00,0x01,0x16,0x0e,0x06]")),
        ("v_cndmask_b32_dpp v0, -v1, v2, vcc quad_perm:[0,1,2,3]", None),
        ("v_cndmask_b32_e64 v0, v1, v2, -s[0:1]", None),
        ("v_nop row_shl:1", Some("v_nop row_shl:1 row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x00,0x00,0x7e,0x00,0x01,0x01,0xff]")),
        ("v_mov_b32 v1, v2 row_shl:1", Some("v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x02,0x02,0x7e,0x02,0x01,0x01,0xff]")),
        ("v_mov_b32 v1, sext(v2)", Some("v_mov_b32_sdwa v1, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD ; encoding: [0xf9,0x02,0x02,0x7e,0x02,0x16,0x0e,0x00]")),
        ("v_add_f32 v1, v2, v3 clamp dst_sel:DWORD", Some("v_add_f32_sdwa v1, v2, v3 clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x02,0x02,0x02,0x36,0x06,0x06]")),
        ("v_nop dst_sel:DWORD", None),
        ("v_add_f32 v1, v2, v3 row_shl:1 dst_sel:DWORD", None),
        ("s_buffer_store_dword m0, s[44:47], 0x10", None),
        ("s_atomic_sub m0, s[72:73], 0x10", None),
        ("s_buffer_store_dword xnack_mask_lo, s[44:47], 0x10", Some("s_buffer_store_dword xnack_mask_lo, s[44:47], 0x10 ; encoding: [0x16,0x1a,0x62,0xc0,0x10,0x00,0x00,0x00]")),
        ("s_cmpk_eq_u32 ttmp7, -1", None),
        ("s_cmpk_eq_u32 ttmp7, 0xffff", Some("s_cmpk_eq_u32 ttmp7, 0xffff ; encoding: [0xff,0xff,0x73,0xb4]")),
        ("s_cmpk_eq_i32 ttmp7, -1", Some("s_cmpk_eq_i32 ttmp7, 0xffff ; encoding: [0xff,0xff,0x73,0xb1]")),
        ("s_sendmsg -1", None),
        ("s_sendmsg 65535", Some("s_sendmsg 65535 ; encoding: [0xff,0xff,0x90,0xbf]")),
        ("s_sendmsghalt -16", None),
        ("v_mqsad_pk_u16_u8 v[7:8], v[184:185], v191, v[7:8]", None),
        ("v_mqsad_pk_u16_u8 v[7:8], v[1:2], v6, v[1:2]", Some("v_mqsad_pk_u16_u8 v[7:8], v[1:2], v6, v[1:2] ; encoding: [0x07,0x00,0xe6,0xd1,0x01,0x0d,0x06,0x04]")),
        ("v_mqsad_u32_u8 v[0:3], s[4:5], v3, v[4:7]", None),
        ("v_qsad_pk_u16_u8 v[7:8], v[7:8], v6, v[1:2]", None),
        ("s_cbranch_join scc", Some("s_cbranch_join src_scc ; encoding: [0xfd,0x2e,0x80,0xbe]")),
        ("s_movrels_b32 s1, src_vccz", Some("s_movrels_b32 s1, src_vccz ; encoding: [0xfb,0x2a,0x81,0xbe]")),
        ("s_cbranch_join src_lds_direct", None),
        ("v_addc_co_u32_e32 v1, v2, v3", None),
        ("v_add_co_u32_e32 v1, v2, v3", Some("v_add_co_u32_e32 v1, vcc, v2, v3 ; encoding: [0x02,0x07,0x02,0x32]")),
        ],
        assembled,
    );
}

/// Expressions as llvm-mc reads them (GNU precedence; a register name inside is a symbol;
/// printed as LLVM's MCExpr, constant parenthesised parts folded) and commas, which llvm-mc
/// takes as optional after an operand (and after the last), and after a modifier only
/// before another modifier.
#[test]
fn expressions_and_optional_commas() {
    check(
        &[
        ("s_add_u32 s1, s2, 0x10 -v1", Some("s_add_u32 s1, s2, 16-v1 ; encoding: [0x02,0xff,0x01,0x80,A,A,A,A] | ; fixup A - offset: 4, value: 16-v1, kind: FK_Data_4")),
        ("v_cvt_f32_u32_e32 v235, 49 -v1", Some("v_cvt_f32_u32_e32 v235, 49-v1 ; encoding: [0xff,0x0c,0xd6,0x7f,A,A,A,A] | ; fixup A - offset: 4, value: 49-v1, kind: FK_Data_4")),
        ("s_mov_b32 s1, -(foo+1)", Some("s_mov_b32 s1, -(foo+1) ; encoding: [0xff,0x00,0x81,0xbe,A,A,A,A] | ; fixup A - offset: 4, value: -(foo+1), kind: FK_PCRel_4")),
        ("s_mov_b32 s1, foo+(1+2)", Some("s_mov_b32 s1, foo+3 ; encoding: [0xff,0x00,0x81,0xbe,A,A,A,A] | ; fixup A - offset: 4, value: foo+3, kind: FK_PCRel_4")),
        ("s_mov_b32 s1, 1+2+foo", Some("s_mov_b32 s1, (1+2)+foo ; encoding: [0xff,0x00,0x81,0xbe,A,A,A,A] | ; fixup A - offset: 4, value: (1+2)+foo, kind: FK_PCRel_4")),
        ("s_mov_b32 s1, foo<>1", Some("s_mov_b32 s1, foo!=1 ; encoding: [0xff,0x00,0x81,0xbe,A,A,A,A] | ; fixup A - offset: 4, value: foo!=1, kind: FK_PCRel_4")),
        ("s_mov_b32 s1, (-16)*foo", Some("s_mov_b32 s1, -16*foo ; encoding: [0xff,0x00,0x81,0xbe,A,A,A,A] | ; fixup A - offset: 4, value: -16*foo, kind: FK_PCRel_4")),
        ("s_mov_b32 s1, 2==2", Some("s_mov_b32 s1, -1 ; encoding: [0xc1,0x00,0x81,0xbe]")),
        ("s_mov_b32 s1, -1>>1", None),
        ("s_mov_b32 s1, 1 - 1.0", None),
        ("v_add_f32_e64 v1, 0x10 -v1, v2", None),
        ("v_add_f32_e32 v1, -foo, v2", Some("v_add_f32_e32 v1, -foo, v2 ; encoding: [0xff,0x04,0x02,0x02,A,A,A,A] | ; fixup A - offset: 4, value: -foo, kind: FK_PCRel_4")),
        ("v_add_f32_e64 v1, 0x10 |v1|, v2", None),
        ("s_add_u32 s1, 0x10 - v[1:2], s3", None),
        ("s_add_u32 s1, 0x10 -|s2|, s3", None),
        ("s_add_u32 s1, 0x10 - -v1, s3", Some("s_add_u32 s1, 16-(-v1), s3 ; encoding: [0xff,0x03,0x01,0x80,A,A,A,A] | ; fixup A - offset: 4, value: 16-(-v1), kind: FK_Data_4")),
        ("v_add_f16_e32 v1, 0x10 -v1, v2", None),
        ("s_load_dword s5, s[14:15], 0x10 -v1", None),
        ("v_cvt_u32_f32_e32 v85 gds", Some("v_cvt_u32_f32_e32 v85, gds ; encoding: [0xff,0x0e,0xaa,0x7e,A,A,A,A] | ; fixup A - offset: 4, value: gds, kind: FK_PCRel_4")),
        ("v_add_f32 v1 v2 v3", Some("v_add_f32_e32 v1, v2, v3 ; encoding: [0x02,0x07,0x02,0x02]")),
        ("v_add_f32_e64 v1, v2 -1", Some("v_add_f32_e64 v1, v2, -1 ; encoding: [0x01,0x00,0x01,0xd1,0x02,0x83,0x01,0x00]")),
        ("v_add_f32_e64 v1, v2 - 1, v3", None),
        ("s_nop 1,", Some("s_nop 1 ; encoding: [0x01,0x00,0x80,0xbf]")),
        ("s_endpgm,", None),
        ("v_add_f32 v1,, v2, v3", None),
        ("v_add_f32_e64 v1, v2, v3 clamp,", None),
        ("v_add_f32_e64 v1, v2, v3, clamp, mul:2", Some("v_add_f32_e64 v1, v2, v3 clamp mul:2 ; encoding: [0x01,0x80,0x01,0xd1,0x02,0x07,0x02,0x08]")),
        ("flat_atomic_add v[2:3] v4", Some("flat_atomic_add v[2:3], v4 ; encoding: [0x00,0x00,0x08,0xdd,0x02,0x04,0x00,0x00]")),
        ("flat_atomic_add v1 v[2:3] v4 glc", Some("flat_atomic_add v1, v[2:3], v4 glc ; encoding: [0x00,0x00,0x09,0xdd,0x02,0x04,0x00,0x01]")),
        ("s_load_dword s5, s[14:15],", Some("s_load_dword s5, s[14:15], 0x0 ; encoding: [0x47,0x01,0x02,0xc0,0x00,0x00,0x00,0x00]")),
        ("s_waitcnt vmcnt(0),", None),
        ("s_waitcnt vmcnt(0), lgkmcnt(0)", Some("s_waitcnt vmcnt(0) lgkmcnt(0) ; encoding: [0x70,0x00,0x8c,0xbf]")),
        ("exp mrt0, v1, v2, v3, v4", Some("exp mrt0 v1, v2, v3, v4 ; encoding: [0x0f,0x00,0x00,0xc4,0x01,0x02,0x03,0x04]")),
        ("ds_add_u32 v1 v2 offset:4, gds", Some("ds_add_u32 v1, v2 offset:4 gds ; encoding: [0x04,0x00,0x01,0xd8,0x01,0x02,0x00,0x00]")),
        ],
        assembled,
    );
}

/// Float constants in 16-bit integer sources of 64-bit encodings print as their half bits and
/// re-encode as code 255 without a literal; `v_swap_b32`'s VGPR-only SRC0 takes no literal;
/// `v_cndmask_b32_e64` decodes source modifiers (not on the mask).
#[test]
fn int16_float_constants_swap_literal_and_cndmask_modifier_words() {
    check(
        &[
        ("0x6a 0xe0 0x89 0xd3 0xf8 0xee 0x3c 0x13", Some("v_pk_mad_u16 v106, 0x3118, ttmp11, -15 op_sel:[0,0,1] op_sel_hi:[0,1,1] clamp ; encoding: [0x6a,0xe0,0x89,0xd3,0xff,0xee,0x3c,0x13]")),
        ("0x6a 0x40 0x89 0xd3 0xf0 0x02 0x02 0x1c", Some("v_pk_mad_u16 v106, 0x3800, v1, v0 ; encoding: [0x6a,0x40,0x89,0xd3,0xff,0x02,0x02,0x1c]")),
        ("0x01 0x00 0x26 0xd1 0x01 0xe1 0x01 0x00", Some("v_add_u16_e64 v1, v1, 0x3800 ; encoding: [0x01,0x00,0x26,0xd1,0x01,0xff,0x01,0x00]")),
        ("0xff 0xa2 0x9e 0x7e 0x23 0xae 0x69 0xe3", None),
        ("0x00 0x02 0x00 0xd1 0xcb 0x03 0xa2 0x00", Some("v_cndmask_b32_e64 v0, v203, |v1|, s[40:41] ; encoding: [0x00,0x02,0x00,0xd1,0xcb,0x03,0xa2,0x00]")),
        ("0x00 0x00 0x00 0xd1 0x01 0x05 0xaa 0x21", Some("v_cndmask_b32_e64 v0, -v1, v2, vcc ; encoding: [0x00,0x00,0x00,0xd1,0x01,0x05,0xaa,0x21]")),
        ("0x00 0x00 0x00 0xd1 0x01 0x05 0xaa 0x81", None),
        ("0x00 0x04 0x00 0xd1 0x01 0x05 0xaa 0x01", None),
        ("0xff 0xa2 0x9e 0x7e", Some("v_swap_b32 v79, v255 ; encoding: [0xff,0xa3,0x9e,0x7e]")),
        ],
        disassembled,
    );
}

/// Modifiers as llvm-mc-14 takes them: none on `buffer_wbinvl1*`, no `tfe` and no offset after
/// `lds` on `buffer_store_lds_dword`; `clamp` on the 24-bit multiplies and the 16-bit
/// mad-to-32; `omod` on `v_frexp_exp_i32_f64`, not on `v_cvt_pkaccum_u8_f32`; `high` only on
/// the VOP3-native interpolations; `sext()` (the NEG bit) on `v_cvt_pk_u8_f32`'s integer
/// sources; no VGPR lane select or lane mask in assembly.
#[test]
fn memory_and_vop3_modifiers_of_the_fourth_pass() {
    check(
        &[
        ("buffer_wbinvl1 glc", None),
        ("buffer_wbinvl1_vol slc", None),
        ("buffer_wbinvl1 offset:4", None),
        ("buffer_store_lds_dword s[64:67], m0 lds tfe", None),
        ("buffer_store_lds_dword s[64:67], m0 lds offset:4", None),
        ("buffer_store_lds_dword s[64:67], m0 offset:4 lds glc", Some("buffer_store_lds_dword s[64:67], m0 offset:4 lds glc ; encoding: [0x04,0x40,0xf5,0xe0,0x00,0x00,0x10,0x7c]")),
        ("v_mul_i32_i24_e64 v1, v2, v3 clamp", Some("v_mul_i32_i24_e64 v1, v2, v3 clamp ; encoding: [0x01,0x80,0x06,0xd1,0x02,0x07,0x02,0x00]")),
        ("v_mul_u32_u24_e64 v1, v2, v3 clamp", Some("v_mul_u32_u24_e64 v1, v2, v3 clamp ; encoding: [0x01,0x80,0x08,0xd1,0x02,0x07,0x02,0x00]")),
        ("v_mad_u32_u16 v18, s5, v210, v94 op_sel:[0,1,1,0] clamp", Some("v_mad_u32_u16 v18, s5, v210, v94 op_sel:[0,1,1,0] clamp ; encoding: [0x12,0xb0,0xf1,0xd1,0x05,0xa4,0x7b,0x05]")),
        ("v_mad_i32_i16 v57, v81, s58, v150 clamp", Some("v_mad_i32_i16 v57, v81, s58, v150 clamp ; encoding: [0x39,0x80,0xf2,0xd1,0x51,0x75,0x58,0x06]")),
        ("v_frexp_exp_i32_f64_e64 v1, v[2:3] mul:2", Some("v_frexp_exp_i32_f64_e64 v1, v[2:3] mul:2 ; encoding: [0x01,0x00,0x70,0xd1,0x02,0x01,0x00,0x08]")),
        ("v_frexp_exp_i32_f32_e64 v1, v2 mul:2", None),
        ("v_cvt_pkaccum_u8_f32 v1, v2, v3 mul:2", None),
        ("v_interp_p1_f32_e64 v245, v192, attr15.y high", None),
        ("v_interp_mov_f32_e64 v226, p0, attr14.x high", None),
        ("v_interp_p2_f16 v1, v2, attr0.x, v3 high", Some("v_interp_p2_f16 v1, v2, attr0.x, v3 high ; encoding: [0x01,0x00,0x77,0xd2,0x00,0x05,0x0e,0x04]")),
        ("v_cvt_pk_u8_f32 v1, v2, sext(v3), v4", Some("v_cvt_pk_u8_f32 v1, v2, sext(v3), v4 ; encoding: [0x01,0x00,0xdd,0xd1,0x02,0x07,0x12,0x44]")),
        ("v_cvt_pk_u8_f32 v1, v2, -v3, v4", None),
        ("v_cvt_pk_u8_f32 v1, v2, v3, sext(1)", Some("v_cvt_pk_u8_f32 v1, v2, v3, sext(1) ; encoding: [0x01,0x00,0xdd,0xd1,0x02,0x07,0x06,0x82]")),
        ("v_readlane_b32 s1, v2, v3", None),
        ("v_cndmask_b32_e64 v1, v2, v3, v[4:5]", None),
        ],
        assembled,
    );
}

/// See [`memory_and_vop3_modifiers_of_the_fourth_pass`]; in words llvm-mc ignores
/// `v_readlane_b32`'s SRC2 and modifiers, decodes VGPR lane masks (and re-encodes them), aligns
/// an odd VOP3B carry-out pair and drops `v_cndmask_b32`'s op_sel bits.
#[test]
fn vop3_modifier_words_of_the_fourth_pass() {
    check(
        &[
        ("0x01 0x00 0x89 0xd2 0x02 0x07 0x12 0x84", Some("v_readlane_b32 s1, v2, v3 ; encoding: [0x01,0x00,0x89,0xd2,0x02,0x07,0x02,0x00]")),
        ("0x01 0x04 0x89 0xd2 0x02 0x07 0x12 0x04", Some("v_readlane_b32 s1, v2, v3 ; encoding: [0x01,0x00,0x89,0xd2,0x02,0x07,0x02,0x00]")),
        ("0x01 0x08 0x00 0xd1 0x02 0x07 0x12 0x04", Some("v_cndmask_b32_e64 v1, v2, v3, v[4:5] ; encoding: [0x01,0x00,0x00,0xd1,0x02,0x07,0x12,0x04]")),
        ("0x01 0x01 0x1c 0xd1 0x02 0x07 0x12 0x04", Some("v_addc_co_u32_e64 v1, s[0:1], v2, v3, v[4:5] ; encoding: [0x01,0x00,0x1c,0xd1,0x02,0x07,0x12,0x04]")),
        ("0x01 0x04 0xdd 0xd1 0x02 0x07 0x12 0x44", Some("v_cvt_pk_u8_f32 v1, v2, sext(v3), v4 ; encoding: [0x01,0x04,0xdd,0xd1,0x02,0x07,0x12,0x44]")),
        ("0x01 0x00 0x70 0xd1 0x02 0x01 0x00 0x08", Some("v_frexp_exp_i32_f64_e64 v1, v[2:3] mul:2 ; encoding: [0x01,0x00,0x70,0xd1,0x02,0x01,0x00,0x08]")),
        ("0x01 0x80 0x06 0xd1 0x02 0x07 0x02 0x00", Some("v_mul_i32_i24_e64 v1, v2, v3 clamp ; encoding: [0x01,0x80,0x06,0xd1,0x02,0x07,0x02,0x00]")),
        ("0x01 0x00 0xf0 0xd1 0x02 0x07 0x02 0x08", None),
        ],
        disassembled,
    );
}

/// Constants typed as llvm-mc types the slot (32-bit scalar sources, `v_ldexp_f16`'s 32-bit
/// exponent); `buffer_store_lds_dword` written bare gets `lds`; `_e64` on VOP3-native and
/// packed opcodes (not on the lane read/write, which take `_e32`); in words, a packed opcode's
/// absent SRC2 has no op_sel/neg bits and its op_sel_hi bit is re-encoded as 1; an SDWA
/// `src_lds_direct` source is re-encoded without its scalar bit (as llvm-mc-14 does).
#[test]
fn constant_types_suffixes_and_packed_absent_source() {
    check(
        &[
        ("s_pack_ll_b32_b16 vcc_hi, xnack_mask_lo, 0xffffffff", Some("s_pack_ll_b32_b16 vcc_hi, xnack_mask_lo, -1 ; encoding: [0x68,0xc1,0x6b,0x99]")),
        ("s_pack_ll_b32_b16 s1, s2, 0xffff", Some("s_pack_ll_b32_b16 s1, s2, 0xffff ; encoding: [0x02,0xff,0x01,0x99,0xff,0xff,0x00,0x00]")),
        ("s_pack_ll_b32_b16 s1, s2, 1.0", Some("s_pack_ll_b32_b16 s1, s2, 1.0 ; encoding: [0x02,0xf2,0x01,0x99]")),
        ("s_sext_i32_i16 s1, 0xffffffff", Some("s_sext_i32_i16 s1, -1 ; encoding: [0xc1,0x17,0x81,0xbe]")),
        ("v_ldexp_f16_sdwa v96, 27, -4.0 dst_sel:BYTE_1", Some("v_ldexp_f16_sdwa v96, 27, -4.0 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0xee,0xc1,0x66,0x9b,0x11,0x86,0x86]")),
        ("v_ldexp_f16_e64 v96, v1, 1.0", Some("v_ldexp_f16_e64 v96, v1, 1.0 ; encoding: [0x60,0x00,0x33,0xd1,0x01,0xe5,0x01,0x00]")),
        ("v_ldexp_f16_sdwa v96, v1, 0x3c00", None),
        ("buffer_store_lds_dword s[92:95], 58", Some("buffer_store_lds_dword s[92:95], 58 lds ; encoding: [0x00,0x00,0xf5,0xe0,0x00,0x00,0x17,0xba]")),
        ("buffer_store_lds_dword s[92:95], 58 glc", None),
        ("buffer_store_lds_dword s[92:95], 58 offset:4 glc lds", None),
        ("v_mad_f32_e64 v1, v2, v3, v4", Some("v_mad_f32 v1, v2, v3, v4 ; encoding: [0x01,0x00,0xc1,0xd1,0x02,0x07,0x12,0x04]")),
        ("v_pk_add_f16_e64 v1, v2, v3", Some("v_pk_add_f16 v1, v2, v3 ; encoding: [0x01,0x40,0x8f,0xd3,0x02,0x07,0x02,0x18]")),
        ("v_mad_i32_i24_e32 v113, s64, v125, v118", None),
        ("v_readlane_b32_e64 s87, v179, s1", None),
        ("v_readlane_b32_e32 s87, v179, s1", Some("v_readlane_b32 s87, v179, s1 ; encoding: [0x57,0x00,0x89,0xd2,0xb3,0x03,0x00,0x00]")),
        ("v_writelane_b32_e32 v151, s19, 30", Some("v_writelane_b32 v151, s19, 30 ; encoding: [0x97,0x00,0x8a,0xd2,0x13,0x3c,0x01,0x00]")),
        ],
        assembled,
    );
    check(
        &[
        ("0x60 0x00 0x33 0xd1 0x01 0xe5 0x01 0x00", Some("v_ldexp_f16_e64 v96, v1, 1.0 ; encoding: [0x60,0x00,0x33,0xd1,0x01,0xe5,0x01,0x00]")),
        ("0x01 0x00 0x81 0xd3 0x02 0x07 0x02 0x10", Some("v_pk_mul_lo_u16 v1, v2, v3 op_sel_hi:[0,1] ; encoding: [0x01,0x40,0x81,0xd3,0x02,0x07,0x02,0x10]")),
        ("0x01 0x20 0x81 0xd3 0x02 0x07 0x02 0x10", None),
        ("0x01 0x01 0x92 0xd3 0x02 0x07 0x02 0x90", None),
        ("0x01 0x00 0x92 0xd3 0x02 0x07 0x02 0x90", None),
        ("0xf9 0x92 0xba 0x40 0xfe 0x72 0xd1 0x44", Some("v_sub_f16_sdwa v93, -src_lds_direct, v73 clamp mul:2 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:WORD_0 ; encoding: [0xf9,0x92,0xba,0x40,0xfe,0x72,0x11,0x04]")),
        ],
        disassembled,
    );
}

/// The lane reads' scalar destination takes `src_*` values (decoded like
/// `v_readfirstlane_b32`'s in `v_readlane_b32` words, constants as `/*invalid immediate*/`);
/// the `swizzle()` offset macro is `ds_swizzle_b32`'s only.
#[test]
fn lane_read_destinations_and_swizzle_macro() {
    check(
        &[
        ("ds_max_f32 v143, v140 offset:swizzle(BITMASK_PERM,\"p0i00\")", None),
        ("ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,\"p0i00\")", Some("ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,\"p0i00\") ; encoding: [0x14,0x10,0x7a,0xd8,0x02,0x00,0x00,0x01]")),
        ("v_readlane_b32 src_shared_base, v1, s2", Some("v_readlane_b32 src_shared_base, v1, s2 ; encoding: [0xeb,0x00,0x89,0xd2,0x01,0x05,0x00,0x00]")),
        ("v_readlane_b32 m0, v1, s2", Some("v_readlane_b32 m0, v1, s2 ; encoding: [0x7c,0x00,0x89,0xd2,0x01,0x05,0x00,0x00]")),
        ("v_readlane_b32 null, v1, s2", None),
        ("v_readlane_b32 exec_lo, v1, s2", Some("v_readlane_b32 exec_lo, v1, s2 ; encoding: [0x7e,0x00,0x89,0xd2,0x01,0x05,0x00,0x00]")),
        ("v_readlane_b32 src_lds_direct, v1, s2", None),
        ("v_readfirstlane_b32 src_shared_base, v1", Some("v_readfirstlane_b32 src_shared_base, v1 ; encoding: [0x01,0x05,0xd6,0x7f]")),
        ("v_readfirstlane_b32 m0, v1", Some("v_readfirstlane_b32 m0, v1 ; encoding: [0x01,0x05,0xf8,0x7e]")),
        ],
        assembled,
    );
    check(
        &[
        ("0x6a 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 vcc_lo, v254, xnack_mask_hi ; encoding: [0x6a,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0x7c 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 m0, v254, xnack_mask_hi ; encoding: [0x7c,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0x7d 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 null, v254, xnack_mask_hi ; encoding: [0x7d,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0x7e 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 exec_lo, v254, xnack_mask_hi ; encoding: [0x7e,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0x7f 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 exec_hi, v254, xnack_mask_hi ; encoding: [0x7f,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0x80 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 /*invalid immediate*/, v254, xnack_mask_hi ; encoding: [0x00,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0xc1 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 /*invalid immediate*/, v254, xnack_mask_hi ; encoding: [0xff,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0xd0 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 /*invalid immediate*/, v254, xnack_mask_hi ; encoding: [0xf0,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0xeb 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 src_shared_base, v254, xnack_mask_hi ; encoding: [0xeb,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0xef 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 src_pops_exiting_wave_id, v254, xnack_mask_hi ; encoding: [0xef,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0xf0 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 /*invalid immediate*/, v254, xnack_mask_hi ; encoding: [0x00,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0xf8 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 /*invalid immediate*/, v254, xnack_mask_hi ; encoding: [0x83,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0xfb 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 src_vccz, v254, xnack_mask_hi ; encoding: [0xfb,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0xfd 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 src_scc, v254, xnack_mask_hi ; encoding: [0xfd,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0xfe 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", Some("v_readlane_b32 src_lds_direct, v254, xnack_mask_hi ; encoding: [0xfe,0x00,0x89,0xd2,0xfe,0xd3,0x00,0x00]")),
        ("0xff 0x00 0x89 0xd2 0xfe 0xd3 0x00 0x00", None),
        ],
        disassembled,
    );
}

/// No VGPR index mode twice in `gpr_idx()`; no `|x|` in VOP3B opcodes (their carry-out takes
/// the ABS field: `-|s2|` used to lose its ABS silently). Found by the seed-18 campaign.
#[test]
fn gpr_idx_modes_once_and_no_abs_in_vop3b() {
    check(
        &[
        ("s_set_gpr_idx_mode gpr_idx(SRC1,SRC1,SRC2,DST)", None),
        ("s_set_gpr_idx_mode gpr_idx(SRC1,SRC2,DST)", Some("s_set_gpr_idx_mode gpr_idx(SRC1,SRC2,DST) ; encoding: [0x0e,0x00,0x9d,0xbf]")),
        ("s_set_gpr_idx_on s0, gpr_idx(SRC0,SRC0)", None),
        ("v_div_scale_f32 v45, vcc, -v231, v188, -|s2|", None),
        ("v_div_scale_f32 v45, vcc, -v231, v188, -s2", Some("v_div_scale_f32 v45, vcc, -v231, v188, -s2 ; encoding: [0x2d,0x6a,0xe0,0xd1,0xe7,0x79,0x0b,0xa0]")),
        ("v_add_co_u32_e64 v1, s[0:1], |v2|, v3", None),
        ("v_addc_co_u32_e64 v1, s[0:1], v2, v3, s[2:3]", Some("v_addc_co_u32_e64 v1, s[0:1], v2, v3, s[2:3] ; encoding: [0x01,0x00,0x1c,0xd1,0x02,0x07,0x0a,0x00]")),
        ("v_div_scale_f64 v[0:1], vcc, |v[2:3]|, v[4:5], v[6:7]", None),
        ("v_mad_u64_u32 v[0:1], s[2:3], |v0|, v1, v[0:1]", None),
        ],
        assembled,
    );
}

/// `ds_swizzle_b32`'s BITMASK_PERM text as LLVM prints it: an `or` bit can be inverted by
/// `xor` (offset 4095 is `"11100"`, not `"11111"`). Found by the seed-22 campaign.
#[test]
fn swizzle_bitmask_text() {
    check(
        &[
        ("0xff 0x0f 0x7a 0xd8 0xbe 0x00 0x00 0xeb", Some("ds_swizzle_b32 v235, v190 offset:swizzle(BITMASK_PERM,\"11100\") ; encoding: [0xff,0x0f,0x7a,0xd8,0xbe,0x00,0x00,0xeb]")),
        ("0x34 0x12 0x7a 0xd8 0xbe 0x00 0x00 0xeb", Some("ds_swizzle_b32 v235, v190 offset:swizzle(BITMASK_PERM,\"10i01\") ; encoding: [0x34,0x12,0x7a,0xd8,0xbe,0x00,0x00,0xeb]")),
        ],
        disassembled,
    );
    check(
        &[
        ("ds_swizzle_b32 v235, v190 offset:4095", Some("ds_swizzle_b32 v235, v190 offset:swizzle(BITMASK_PERM,\"11100\") ; encoding: [0xff,0x0f,0x7a,0xd8,0xbe,0x00,0x00,0xeb]")),
        ],
        assembled,
    );
}

/// No source modifier or scalar SRC1 where an opcode has no VOP3 form (`v_madak_f16 ... -v1`
/// used to lose its NEG silently) and no constant in a 128-bit source; in words a literal in a
/// SOP1 register-only source and a constant in `v_mqsad_u32_u8`'s 128-bit SRC2 are
/// `/*invalid immediate*/` (re-encoded as the low bits of the value). Seeds 24 and 26.
#[test]
fn no_vop3_form_modifiers_and_invalid_immediates() {
    check(
        &[
            ("v_madak_f16 v86, v236, -v1, 0xa5f1", None),
            ("v_madak_f16 v86, -v236, v1, 0xa5f1", None),
            ("v_madmk_f32 v1, |v2|, 0x1, v3", None),
            ("v_madak_f32 v1, v2, s3, 0x1", None),
            ("v_mqsad_u32_u8 v[2:5], v[30:31], v31, 23", None),
            ("v_madmk_f16 v1, v2, 0x1, -v3", None),
            ("s_setpc_b64 0x1234", None),
            ("s_movrels_b32 s1, 0x1234", None),
        ],
        assembled,
    );
    check(
        &[
        ("0xff 0x2a 0xa4 0xbe 0x94 0x22 0xac 0xad", Some("s_movrels_b32 s36, /*invalid immediate*/ ; encoding: [0x94,0x2a,0xa4,0xbe]")),
        ("0xff 0x2b 0xa4 0xbe 0x94 0x22 0xac 0xad", Some("s_movrels_b64 s[36:37], /*invalid immediate*/ ; encoding: [0x94,0x2b,0xa4,0xbe]")),
        ("0xff 0x1d 0xa4 0xbe 0x94 0x22 0xac 0xad", Some("s_setpc_b64 /*invalid immediate*/ ; encoding: [0x94,0x1d,0x80,0xbe]")),
        ("0xff 0x2e 0xa4 0xbe 0x94 0x22 0xac 0xad", Some("s_cbranch_join /*invalid immediate*/ ; encoding: [0x94,0x2e,0x80,0xbe]")),
        ("0xff 0x1e 0xa4 0xbe 0x94 0x22 0xac 0xad", Some("s_swappc_b64 s[36:37], 0xadac2294 ; encoding: [0xff,0x1e,0xa4,0xbe,0x94,0x22,0xac,0xad]")),
        ("0xff 0x1f 0xa4 0xbe 0x94 0x22 0xac 0xad", Some("s_rfe_b64 /*invalid immediate*/ ; encoding: [0x94,0x1f,0x80,0xbe]")),
        ("0xff 0x2c 0xa4 0xbe 0x94 0x22 0xac 0xad", Some("s_movreld_b32 s36, 0xadac2294 ; encoding: [0xff,0x2c,0xa4,0xbe,0x94,0x22,0xac,0xad]")),
        ("0xff 0x2d 0xa4 0xbe 0x94 0x22 0xac 0xad", Some("s_movreld_b64 s[36:37], 0xadac2294 ; encoding: [0xff,0x2d,0xa4,0xbe,0x94,0x22,0xac,0xad]")),
        ("0x02 0x00 0xe7 0xd1 0x1e 0x3f 0x02 0x02", Some("v_mqsad_u32_u8 v[2:5], v[30:31], v31, /*invalid immediate*/ ; encoding: [0x02,0x00,0xe7,0xd1,0x1e,0x3f,0x02,0x00]")),
        ("0x02 0x00 0xe7 0xd1 0x1e 0x3f 0x5e 0x02", Some("v_mqsad_u32_u8 v[2:5], v[30:31], v31, /*invalid immediate*/ ; encoding: [0x02,0x00,0xe7,0xd1,0x1e,0x3f,0x5e,0x00]")),
        ("0x02 0x00 0xe7 0xd1 0x1e 0x3f 0x06 0x03", Some("v_mqsad_u32_u8 v[2:5], v[30:31], v31, /*invalid immediate*/ ; encoding: [0x02,0x00,0xe7,0xd1,0x1e,0x3f,0xfe,0x07]")),
        ("0x02 0x00 0xe7 0xd1 0x1e 0x3f 0xc2 0x03", Some("v_mqsad_u32_u8 v[2:5], v[30:31], v31, /*invalid immediate*/ ; encoding: [0x02,0x00,0xe7,0xd1,0x1e,0x3f,0x02,0x00]")),
        ("0x02 0x00 0xe7 0xd1 0x1e 0x3f 0xca 0x03", Some("v_mqsad_u32_u8 v[2:5], v[30:31], v31, /*invalid immediate*/ ; encoding: [0x02,0x00,0xe7,0xd1,0x1e,0x3f,0x02,0x00]")),
        ("0x02 0x00 0xe7 0xd1 0x1e 0x3f 0xe2 0x03", Some("v_mqsad_u32_u8 v[2:5], v[30:31], v31, /*invalid immediate*/ ; encoding: [0x02,0x00,0xe7,0xd1,0x1e,0x3f,0x0e,0x06]")),
        ("0x02 0x00 0xe7 0xd1 0x1e 0x3f 0xfe 0x03", None),
        ("0x02 0x00 0xe7 0xd1 0x1e 0x3f 0xaa 0x01", Some("v_mqsad_u32_u8 v[2:5], v[30:31], v31, vcc ; encoding: [0x02,0x00,0xe7,0xd1,0x1e,0x3f,0xaa,0x01]")),
        ("0x02 0x00 0xe7 0xd1 0x1e 0x3f 0xae 0x03", Some("v_mqsad_u32_u8 v[2:5], v[30:31], v31, src_shared_base ; encoding: [0x02,0x00,0xe7,0xd1,0x1e,0x3f,0xae,0x03]")),
        ],
        disassembled,
    );
}

/// MTBUF `format:` takes a number (the 7-bit field, dfmt | nfmt << 4); llvm-mc-14 has no
/// `dfmt:`/`nfmt:` for gfx9. Found by the seed-28 campaign.
#[test]
fn numeric_mtbuf_format() {
    check(
        &[
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:0", Some("tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_INVALID] ; encoding: [0x00,0x00,0x00,0xe8,0x00,0x01,0x01,0x01]")),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:1", Some("tbuffer_load_format_x v1, off, s[4:7], s1 ; encoding: [0x00,0x00,0x08,0xe8,0x00,0x01,0x01,0x01]")),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:5", Some("tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_16_16] ; encoding: [0x00,0x00,0x28,0xe8,0x00,0x01,0x01,0x01]")),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:16", Some("tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_SNORM] ; encoding: [0x00,0x00,0x80,0xe8,0x00,0x01,0x01,0x01]")),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:17", Some("tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_NUM_FORMAT_SNORM] ; encoding: [0x00,0x00,0x88,0xe8,0x00,0x01,0x01,0x01]")),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:127", Some("tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_RESERVED_15,BUF_NUM_FORMAT_FLOAT] ; encoding: [0x00,0x00,0xf8,0xeb,0x00,0x01,0x01,0x01]")),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:128", None),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:-1", None),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:0x7f", Some("tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_RESERVED_15,BUF_NUM_FORMAT_FLOAT] ; encoding: [0x00,0x00,0xf8,0xeb,0x00,0x01,0x01,0x01]")),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:1+2", Some("tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_8_8] ; encoding: [0x00,0x00,0x18,0xe8,0x00,0x01,0x01,0x01]")),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:5 idxen", None),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 dfmt:5 format:5", None),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 dfmt:5 nfmt:2", None),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32] format:5", None),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 format:5 format:5", None),
        ("tbuffer_load_format_d16_xyz v[130:131], v196, s[44:47], 0.15915494 format:5 idxen", Some("tbuffer_load_format_d16_xyz v[130:131], v196, s[44:47], 0.15915494 format:[BUF_DATA_FORMAT_16_16] idxen ; encoding: [0x00,0x20,0x2d,0xe8,0xc4,0x82,0x0b,0xf8]")),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 dfmt:5", None),
        ("tbuffer_load_format_x v1, off, s[4:7], s1 nfmt:2 dfmt:5", None),
        ],
        assembled,
    );
}
