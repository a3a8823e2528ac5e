//! Group legality rules: the manual's own read-port examples (§4.7.4-4.7.5) and one group per
//! structural rule.

use r600_isa::group_rules::{check_group, check_read_ports, static_address, CfileModel};
use r600_isa::*;

fn gpr(g: u8, c: Chan) -> AluSrc {
    AluSrc::gpr(g, c)
}

fn inst(op: AluOp, dst: (u8, Chan), srcs: &[AluSrc], bs: u8) -> AluInst {
    let mut i = AluInst::new(op, AluDst::gpr(dst.0, dst.1), srcs);
    i.bank_swizzle = BankSwizzle(bs);
    i
}

fn ports_ok(insts: Vec<AluInst>) -> bool {
    check_read_ports(
        &AluGroup::new(insts),
        true,
        CfileModel::R600,
        &static_address,
    )
    .is_ok()
}

// Bank swizzle values: VEC_012 0, VEC_021 1, VEC_120 2, VEC_102 3, VEC_201 4, VEC_210 5;
// SCL_210 0, SCL_122 1, SCL_212 2, SCL_221 3 (L10355-10364).

#[test]
fn vector_read_port_examples_from_the_manual() {
    // L3620-3625: GPR1.X and GPR3.X both on cycle 0 of bank X is illegal …
    let a = inst(
        AluOp::Mul,
        (0, Chan::X),
        &[gpr(1, Chan::X), gpr(2, Chan::X)],
        0,
    );
    let b = inst(
        AluOp::Mul,
        (0, Chan::Y),
        &[gpr(3, Chan::X), gpr(1, Chan::Y)],
        0,
    );
    assert!(!ports_ok(vec![a, b]));
    // … and VEC_201 on the second instruction fixes it (GPR3.X moves to cycle 2).
    let b = inst(
        AluOp::Mul,
        (0, Chan::Y),
        &[gpr(3, Chan::X), gpr(1, Chan::Y)],
        4,
    );
    assert!(ports_ok(vec![a, b]));
    // L3600-3612: squaring shares src0's port, so VEC_120 next to VEC_012 is legal.
    let sq_x = inst(
        AluOp::Mul,
        (0, Chan::X),
        &[gpr(1, Chan::X), gpr(1, Chan::X)],
        0,
    );
    let sq_y = inst(
        AluOp::Mul,
        (0, Chan::Y),
        &[gpr(1, Chan::Y), gpr(1, Chan::Y)],
        2,
    );
    let z = inst(
        AluOp::Mul,
        (0, Chan::Z),
        &[gpr(2, Chan::Y), gpr(2, Chan::X)],
        0,
    );
    assert!(ports_ok(vec![sq_x, sq_y]));
    // L3614-3618: with VEC_102 the shared Y read is on cycle 1; GPR2.Y on cycle 0 of bank Y
    // and GPR2.X on cycle 1 of bank X do not collide.
    let sq_y102 = inst(
        AluOp::Mul,
        (0, Chan::Y),
        &[gpr(1, Chan::Y), gpr(1, Chan::Y)],
        3,
    );
    assert!(ports_ok(vec![sq_x, sq_y102, z]));
    // src0 and src2 sharing an element do not share the port (L3626-3627): R1.X twice on
    // different cycles is fine, but a third reader of bank X on cycle 2 then conflicts.
    let mad = inst(
        AluOp::Muladd,
        (0, Chan::X),
        &[gpr(1, Chan::X), gpr(2, Chan::X), gpr(1, Chan::X)],
        0,
    );
    let other = inst(AluOp::Mov, (0, Chan::Y), &[gpr(5, Chan::X)], 5); // VEC_210: src0 on cycle 2
    assert!(ports_ok(vec![mad]));
    assert!(!ports_ok(vec![mad, other]));
}

fn trans_group(srcs: [AluSrc; 3], bs: u8) -> Vec<AluInst> {
    // The vector MOV takes unit X (reading PV, no port), so the MULADD writing .x goes to Trans.
    let mov = inst(
        AluOp::Mov,
        (9, Chan::X),
        &[AluSrc::new(SrcSel::Pv, Chan::X)],
        0,
    );
    vec![mov, inst(AluOp::Muladd, (0, Chan::X), &srcs, bs)]
}

#[test]
fn trans_constant_rules_from_the_manual() {
    let c = |ch| AluSrc::new(SrcSel::Cfile(0), ch);
    // L3700-3720: GPR1.X * GPR2.Y + CFILE0.Z may use all four SCL swizzles.
    for bs in 0..4 {
        assert!(
            ports_ok(trans_group(
                [gpr(1, Chan::X), gpr(2, Chan::Y), c(Chan::Z)],
                bs
            )),
            "bs {bs}"
        );
    }
    // L3730-3740: CFILE0.Z * GPR1.X + GPR2.Y only SCL_122, SCL_212, SCL_221.
    let ok: Vec<bool> = (0..4)
        .map(|bs| {
            ports_ok(trans_group(
                [c(Chan::Z), gpr(1, Chan::X), gpr(2, Chan::Y)],
                bs,
            ))
        })
        .collect();
    assert_eq!(ok, [false, true, true, true]);
    // L3742-3750: CFILE0.Z * PV.X + PS likewise.
    let pv = AluSrc::new(SrcSel::Pv, Chan::X);
    let ps = AluSrc::new(SrcSel::Ps, Chan::X);
    let ok: Vec<bool> = (0..4)
        .map(|bs| ports_ok(trans_group([c(Chan::Z), pv, ps], bs)))
        .collect();
    assert_eq!(ok, [false, true, true, true]);
    // L3752-3764: CFILE0.X * CFILE0.Y + GPR1.Z only SCL_122 and SCL_212.
    let ok: Vec<bool> = (0..4)
        .map(|bs| ports_ok(trans_group([c(Chan::X), c(Chan::Y), gpr(1, Chan::Z)], bs)))
        .collect();
    assert_eq!(ok, [false, true, true, false]);
    // L3777: never three constants.
    let lit = AluSrc::new(SrcSel::Literal, Chan::X);
    assert!(!ports_ok(trans_group([c(Chan::X), c(Chan::Y), lit], 1)));
}

#[test]
fn cfile_ports() {
    // Four distinct (address, element) constant reads fit on R600, a fifth does not.
    let k = |i: u8, ch| AluSrc::new(SrcSel::Cfile(i), ch);
    let four = vec![
        inst(AluOp::Add, (0, Chan::X), &[k(0, Chan::X), k(1, Chan::X)], 0),
        inst(AluOp::Add, (0, Chan::Y), &[k(0, Chan::X), k(2, Chan::Y)], 0),
        inst(AluOp::Add, (0, Chan::Z), &[k(3, Chan::Z), k(3, Chan::Z)], 0),
    ];
    assert!(ports_ok(four.clone()));
    let mut five = four.clone();
    five.push(inst(AluOp::Mov, (0, Chan::W), &[k(4, Chan::W)], 0));
    assert!(!ports_ok(five));
    // R700 model: two ports of (address, element pair); C0.X, C1.X and C3.Z need three.
    let g = AluGroup::new(four);
    assert!(check_read_ports(&g, true, CfileModel::R700, &static_address).is_err());
}

#[test]
fn structural_rules() {
    let dot = |c| inst(AluOp::Dot4, (0, c), &[gpr(1, c), gpr(2, c)], 0);
    let full = AluGroup::new(Chan::ALL.iter().map(|&c| dot(c)).collect());
    assert!(check_group(&full, true).is_empty());
    let partial = AluGroup::new(vec![dot(Chan::X), dot(Chan::Y), dot(Chan::Z)]);
    assert_eq!(check_group(&partial, true).len(), 1);
    let mut clamped = full.clone();
    clamped.insts[2].clamp = true;
    assert_eq!(check_group(&clamped, true).len(), 1);

    let pred = inst(
        AluOp::PredSetgt,
        (0, Chan::X),
        &[gpr(1, Chan::X), gpr(2, Chan::X)],
        0,
    );
    let kill = inst(
        AluOp::Killgt,
        (0, Chan::Y),
        &[gpr(1, Chan::Y), gpr(2, Chan::Y)],
        0,
    );
    let msgs = check_group(&AluGroup::new(vec![pred, kill]), true);
    assert_eq!(msgs.len(), 1, "{msgs:?}");

    let mut add = inst(
        AluOp::AddInt,
        (0, Chan::X),
        &[gpr(1, Chan::X), gpr(2, Chan::X)],
        0,
    );
    add.update_pred = true;
    add.clamp = true;
    add.srcs[0].neg = true;
    assert_eq!(check_group(&AluGroup::new(vec![add]), true).len(), 3);

    let mova = inst(AluOp::MovaInt, (0, Chan::X), &[gpr(1, Chan::X)], 0);
    let mut rel = inst(AluOp::Mov, (0, Chan::Y), &[gpr(1, Chan::Y)], 0);
    rel.srcs[0].rel = true;
    assert_eq!(
        check_group(&AluGroup::new(vec![mova, rel]), true).len(),
        1,
        "MOVA with AR indexing"
    );
    let mut rel_y = rel;
    rel_y.dst.chan = Chan::Z;
    rel_y.index_mode = IndexMode::ArY;
    rel_y.srcs[0] = AluSrc {
        rel: true,
        ..AluSrc::new(SrcSel::Cfile(3), Chan::X)
    };
    assert_eq!(
        check_group(&AluGroup::new(vec![rel, rel_y]), true).len(),
        1,
        "two AR elements"
    );
    let mut kc = rel;
    kc.srcs[0] = AluSrc {
        rel: true,
        ..AluSrc::new(SrcSel::Kcache { bank: 0, index: 1 }, Chan::X)
    };
    assert_eq!(
        check_group(&AluGroup::new(vec![kc]), true).len(),
        1,
        "kcache indexed by AR"
    );
    kc.index_mode = IndexMode::Loop;
    assert!(check_group(&AluGroup::new(vec![kc]), true).is_empty());
}
