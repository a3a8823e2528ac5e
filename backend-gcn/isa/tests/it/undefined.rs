//! `Instruction::undefined_form`: the forms gcn-mc decodes only for parity with llvm-mc-14 are
//! named, so that a simulator can refuse them; the forms the manual defines are not. The words
//! are hand-encoded from the manual's field layouts (VOP3A L12985-13000, SOP1, VOP2).

use gcn_isa::decode_one;

fn form(bytes: &[u8]) -> Option<&'static str> {
    let (inst, _) = decode_one(bytes, 0).expect("decodes");
    inst.undefined_form()
}

#[test]
fn llvm_only_forms_are_named() {
    // v_interp_p1_f32_e64 v1, s0, attr0.x: VOP3 opcode 0x270, SRC1 = SGPR code 0.
    assert_eq!(
        form(&[0x01, 0x00, 0x70, 0xd2, 0x00, 0x00, 0x00, 0x00]),
        Some("a scalar or constant source of a VOP3 interpolation")
    );
    // s_setpc_b64 with SSRC0 = inline constant 0 (code 128): SOP1 opcode 0x1d.
    assert_eq!(
        form(&[0x80, 0x1d, 0x80, 0xbe]),
        Some("an immediate in a register-only operand")
    );
    // v_cndmask_b32_e64 v1, v2, v3, v[4:5]: SRC2 = VGPR code 0x104.
    assert_eq!(
        form(&[0x01, 0x00, 0x00, 0xd1, 0x02, 0x07, 0x12, 0x04]),
        Some("a VGPR lane mask")
    );
    // v_readlane_b32 s1, v2, v3: lane select SRC1 = VGPR code 0x103.
    assert_eq!(
        form(&[0x01, 0x00, 0x89, 0xd2, 0x02, 0x07, 0x02, 0x00]),
        Some("a VGPR lane select")
    );
    // v_cndmask_b32_e64 v1, -v2, v3, vcc: NEG bit 61 on SRC0.
    assert_eq!(
        form(&[0x01, 0x00, 0x00, 0xd1, 0x02, 0x07, 0xaa, 0x21]),
        Some("float modifiers on an integer source")
    );
    // v_mqsad_u32_u8 v[2:5], v[30:31], v31, 23: SRC2 = inline constant code 151.
    assert_eq!(
        form(&[0x02, 0x00, 0xe7, 0xd1, 0x1e, 0x3f, 0x5e, 0x02]),
        Some("a constant in a 128-bit source")
    );
}

#[test]
fn defined_forms_are_not() {
    // v_interp_p1_f32_e64 v1, v2, attr0.x; v_cndmask_b32_e64 v1, v2, v3, s[0:1];
    // v_add_f32_e32 v1, v2, v3; v_cndmask_b32_e32 v1, v2, v3, vcc.
    for word in [
        &[0x01, 0x00, 0x70, 0xd2, 0x00, 0x04, 0x02, 0x00][..],
        &[0x01, 0x00, 0x00, 0xd1, 0x02, 0x07, 0x02, 0x00],
        &[0x02, 0x07, 0x02, 0x02],
        &[0x02, 0x07, 0x02, 0x00],
    ] {
        assert_eq!(form(word), None, "{word:x?}");
    }
}
