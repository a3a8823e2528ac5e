//! Tests of the regalloc2 adapter on hand-built machine functions.

use gcn_isa::operand::SpecialReg;
use gcn_isa::{op, Encoding, Op, Operand, RegRange};
use regalloc2 as ra;

use super::view::Origin;
use super::*;
use crate::abi::{RESERVED_SGPRS, RESERVED_VGPRS};
use crate::error::CodegenError;
use crate::mir::{MBlock, MInst, MOperand, RegClass, VReg};

fn mk(op: Op, ops: &[MOperand]) -> MInst {
    MInst::new(op, Encoding::Native, ops)
}

fn int(v: i64) -> MOperand {
    MOperand::Fixed(Operand::inline_int(v).expect("inline"))
}

const EXEC: MOperand = MOperand::Fixed(Operand::Special(SpecialReg::ExecLo));

fn v1(r: VReg) -> MOperand {
    MOperand::whole(r, 1)
}

/// A divergent if/else writing `%p` in both arms, `%a` defined before and read after:
/// ```text
/// entry: %a = v_mov 7; %m = s_mov_b64 5; %save = s_and_saveexec %m; s_cbranch_execz else
///        %p = v_mov 1
/// else:  exec = s_andn2 %save, %m; s_cbranch_execz end
///        %p = v_mov 2
/// end:   exec = s_mov_b64 %save; %r = v_add %p, %a; s_endpgm
/// ```
struct IfElse {
    mf: MachineFunction,
    a: VReg,
    p: VReg,
    r: VReg,
    then_def: (MBlock, usize),
    else_def: (MBlock, usize),
    use_at: (MBlock, usize),
}

fn if_else() -> IfElse {
    let mut mf = MachineFunction::default();
    let entry = mf.new_block();
    let a = mf.new_vreg(RegClass::Vgpr, 1);
    let p = mf.new_vreg(RegClass::Vgpr, 1);
    let r = mf.new_vreg(RegClass::Vgpr, 1);
    let m = mf.new_vreg(RegClass::Sgpr, 2);
    let save = mf.new_vreg(RegClass::Sgpr, 2);
    let (m2, save2) = (MOperand::whole(m, 2), MOperand::whole(save, 2));
    let else_b = mf.blocks.push(Default::default());
    let end_b = mf.blocks.push(Default::default());
    mf.blocks[entry].insts = vec![
        mk(op::V_MOV_B32, &[v1(a), int(7)]),
        mk(op::S_MOV_B64, &[m2, int(5)]),
        mk(op::S_AND_SAVEEXEC_B64, &[save2, m2]),
        mk(op::S_CBRANCH_EXECZ, &[MOperand::Block(else_b)]),
        mk(op::V_MOV_B32, &[v1(p), int(1)]),
    ];
    mf.layout.push(else_b);
    mf.blocks[else_b].insts = vec![
        mk(op::S_ANDN2_B64, &[EXEC, save2, m2]),
        mk(op::S_CBRANCH_EXECZ, &[MOperand::Block(end_b)]),
        mk(op::V_MOV_B32, &[v1(p), int(2)]),
    ];
    mf.layout.push(end_b);
    mf.blocks[end_b].insts = vec![
        mk(op::S_MOV_B64, &[EXEC, save2]),
        mk(op::V_ADD_U32, &[v1(r), v1(p), v1(a)]),
        mk(op::S_ENDPGM, &[]),
    ];
    IfElse {
        mf,
        a,
        p,
        r,
        then_def: (entry, 4),
        else_def: (else_b, 2),
        use_at: (end_b, 1),
    }
}

fn vgpr_at(mf: &MachineFunction, at: (MBlock, usize), operand: usize) -> u16 {
    match mf.blocks[at.0].insts[at.1].operands[operand] {
        MOperand::Fixed(Operand::Vgpr(RegRange { first, .. })) => first,
        ref o => panic!("operand {operand} at {at:?} is {o:?}"),
    }
}

#[test]
fn a_vgpr_written_in_both_arms_is_written_in_place() {
    let t = if_else();
    let mut mf = t.mf.clone();
    let applied = allocate(&mut mf, Limits::default()).unwrap_or_else(|e| panic!("{e:?}"));
    // Each arm writes its lanes only: both writes and the read after the join must use the
    // same register, whatever regalloc2 chose.
    let then_reg = vgpr_at(&mf, t.then_def, 0);
    assert_eq!(vgpr_at(&mf, t.else_def, 0), then_reg);
    assert_eq!(vgpr_at(&mf, t.use_at, 1), then_reg);
    // %a lives across the whole if: never the same register as %p.
    assert_ne!(vgpr_at(&mf, t.use_at, 2), then_reg);
    // Two VGPRs (%a, %p; %r may reuse either) after the ABI ones, two SGPR pairs.
    assert_eq!(applied.vgpr_count, u32::from(RESERVED_VGPRS) + 2);
    assert_eq!(
        applied.sgpr_count,
        u32::from(RESERVED_SGPRS).next_multiple_of(2) + 4
    );
    assert_eq!(applied.copies, Copies::default());
    let _ = (t.a, t.p, t.r);
}

#[test]
fn sgpr_pairs_are_even_aligned_and_disjoint_from_singles() {
    let mut mf = MachineFunction::default();
    let b = mf.new_block();
    let s = mf.new_vreg(RegClass::Sgpr, 1);
    let m = mf.new_vreg(RegClass::Sgpr, 2);
    let m2 = MOperand::whole(m, 2);
    mf.blocks[b].insts = vec![
        mk(op::S_MOV_B32, &[MOperand::whole(s, 1), int(3)]),
        mk(op::S_MOV_B64, &[m2, int(1)]),
        mk(op::S_AND_B64, &[m2, m2, EXEC]),
        mk(
            op::S_ADD_U32,
            &[MOperand::whole(s, 1), MOperand::whole(s, 1), int(1)],
        ),
        mk(op::S_MOV_B64, &[EXEC, m2]),
        mk(op::S_ENDPGM, &[]),
    ];
    allocate(&mut mf, Limits::default()).unwrap_or_else(|e| panic!("{e:?}"));
    let insts = &mf.blocks[b].insts;
    let Operand::Sgpr(single) = fixed(&insts[0].operands[0]) else {
        panic!("s_mov_b32 dst")
    };
    let Operand::Sgpr(pair) = fixed(&insts[1].operands[0]) else {
        panic!("s_mov_b64 dst")
    };
    assert_eq!(pair.count, 2);
    assert_eq!(pair.first % 2, 0);
    assert!(single.first >= RESERVED_SGPRS && pair.first >= RESERVED_SGPRS);
    assert!(single.first < pair.first || single.first > pair.first + 1);
}

fn fixed(o: &MOperand) -> Operand {
    match o {
        MOperand::Fixed(f) => *f,
        o => panic!("not rewritten: {o:?}"),
    }
}

#[test]
fn checker_rejects_a_read_from_the_wrong_register() {
    let t = if_else();
    let before = t.mf.clone();
    let view = view::build(&before).expect("view");
    let pairs = pairs::allocate(&before, 32).expect("pairs");
    let out = ra::run(
        &view,
        &env(
            Limits::default(),
            RESERVED_SGPRS,
            pairs.dwords,
            view.max_pressure(),
        ),
        &ra::RegallocOptions::default(),
    )
    .expect("regalloc2");
    let mut after = before.clone();
    let (_, prov) = apply::apply(&mut after, &view, &out, &pairs).expect("apply");
    verify::check(&before, &after, &prov).expect("the real allocation passes");
    // Read %a's register where %p is read: the checker must notice.
    let a_reg = vgpr_at(&after, t.use_at, 2);
    let mut bad = after.clone();
    bad.blocks[t.use_at.0].insts[t.use_at.1].operands[1] = MOperand::Fixed(Operand::vgpr(a_reg));
    assert!(verify::check(&before, &bad, &prov).is_err());
    // A move inserted into %p's register between its write and its read clobbers it.
    let p_reg = vgpr_at(&after, t.use_at, 1);
    let mut clobbered = after.clone();
    let end = &mut clobbered.blocks[t.use_at.0];
    end.insts.insert(
        0,
        mk(
            op::V_MOV_B32,
            &[
                MOperand::Fixed(Operand::vgpr(p_reg)),
                MOperand::Fixed(Operand::vgpr(a_reg)),
            ],
        ),
    );
    let mut prov2 = prov.clone();
    prov2[t.use_at.0].insert(0, None);
    assert!(verify::check(&before, &clobbered, &prov2).is_err());
}

#[test]
fn pressure_counts_simultaneously_live_values_per_class() {
    // %a, %b, %c all live at the add of %d (3 VGPRs), %s alone in its class.
    let mut mf = MachineFunction::default();
    let b = mf.new_block();
    let r: Vec<VReg> = (0..4).map(|_| mf.new_vreg(RegClass::Vgpr, 1)).collect();
    let s = mf.new_vreg(RegClass::Sgpr, 1);
    let w = mf.new_vreg(RegClass::Vgpr, 2);
    mf.blocks[b].insts = vec![
        mk(op::S_MOV_B32, &[MOperand::whole(s, 1), int(1)]),
        mk(op::V_MOV_B32, &[v1(r[0]), int(1)]),
        mk(op::V_MOV_B32, &[v1(r[1]), int(2)]),
        mk(op::V_MOV_B32, &[v1(r[2]), MOperand::whole(s, 1)]),
        mk(op::V_ADD_U32, &[v1(r[3]), v1(r[0]), v1(r[1])]),
        mk(op::V_ADD_U32, &[v1(r[3]), v1(r[3]), v1(r[2])]),
        mk(op::V_MOV_B32, &[MOperand::half(w, 0), v1(r[3])]),
        mk(op::V_MOV_B32, &[MOperand::half(w, 1), int(0)]),
        mk(
            op::GLOBAL_STORE_DWORD,
            &[
                MOperand::whole(w, 2),
                v1(r[3]),
                MOperand::Fixed(Operand::Off),
            ],
        ),
        mk(op::S_ENDPGM, &[]),
    ];
    let view = view::build(&mf).expect("view");
    // Int: %s (1). Float: %0, %1, %2 live into the first add (its result may take the
    // register of %0 or %1, which die there) = 3. Vector: %w (1).
    assert_eq!(view.max_pressure(), [1, 3, 1]);
}

#[test]
fn out_of_class_registers_fall_back_to_the_linear_scan() {
    // Five VGPRs live at once cannot fit in a limit of two.
    let mut mf = MachineFunction::default();
    let b = mf.new_block();
    let r: Vec<VReg> = (0..5).map(|_| mf.new_vreg(RegClass::Vgpr, 1)).collect();
    let mut insts: Vec<MInst> = r
        .iter()
        .map(|&x| mk(op::V_MOV_B32, &[v1(x), int(1)]))
        .collect();
    for w in r.windows(2) {
        insts.push(mk(op::V_ADD_U32, &[v1(w[0]), v1(w[0]), v1(w[1])]));
    }
    insts.push(mk(op::V_ADD_U32, &[v1(r[4]), v1(r[4]), v1(r[0])]));
    insts.push(mk(op::S_ENDPGM, &[]));
    mf.blocks[b].insts = insts;
    let limits = Limits {
        vgprs: 2,
        ..Limits::default()
    };
    let mut small = mf.clone();
    match allocate(&mut small, limits) {
        Err(Refusal::Spills(_)) => {}
        other => panic!("expected a refusal, got {other:?}"),
    }
    // The function is left untouched for the fallback.
    assert_eq!(small.to_string(), mf.to_string());
    let (_, vgprs, report) =
        crate::allocate_registers(&mut small, crate::Allocator::Regalloc2Limited(limits))
            .expect("linear scan")
            .expect("no spills");
    assert!(!report.regalloc2);
    assert!(vgprs >= u32::from(RESERVED_VGPRS) + 5);
    let mut full = mf.clone();
    let (_, _, report) = crate::allocate_registers(&mut full, crate::Allocator::Regalloc2)
        .expect("regalloc2")
        .expect("no spills");
    assert!(report.regalloc2);
}

#[test]
fn exec_is_full_only_before_its_first_write() {
    let t = if_else();
    let full = apply::exec_full(&t.mf);
    let entry = t.mf.layout[0];
    // Before s_and_saveexec (index 2) EXEC is the launch's; after it, and in every block
    // reached from there, it may be partial.
    assert_eq!(full[entry], vec![true, true, true, false, false, false]);
    for &b in &t.mf.layout[1..] {
        assert!(full[b].iter().all(|&f| !f), "{b}: {:?}", full[b]);
    }
}

#[test]
fn vgpr_moves_under_a_partial_exec_run_with_all_lanes() {
    let mut first = [vec![None; 64], vec![None; 64], vec![None; 64]];
    first[0][0] = Some(10);
    first[0][1] = Some(11);
    first[1][0] = Some(4);
    first[1][1] = Some(5);
    let n = apply::Numbering { first };
    let s = |i| ra::PReg::new(i, ra::RegClass::Int);
    let v = |i| ra::PReg::new(i, ra::RegClass::Float);
    let text = |insts: &[MInst]| -> Vec<String> {
        insts
            .iter()
            .map(|i| format!("{} {:?}", i.op.info().name, i.operands.as_slice()))
            .collect()
    };
    let mut copies = Copies::default();
    let moves = [(s(0), s(1)), (v(0), v(1))];
    let partial = apply::lower_moves(&n, &moves, false, 20, &mut copies).expect("lowers");
    let names: Vec<Op> = partial.iter().map(|i| i.op).collect();
    assert_eq!(
        names,
        [
            op::S_MOV_B32,
            op::S_MOV_B64,
            op::S_MOV_B64,
            op::V_MOV_B32,
            op::S_MOV_B64
        ],
        "{:?}",
        text(&partial)
    );
    // s_mov_b64 s[20:21], exec; s_mov_b64 exec, -1 (inline 193); ...; s_mov_b64 exec, s[20:21]
    let save = MOperand::Fixed(Operand::Sgpr(RegRange {
        first: 20,
        count: 2,
    }));
    assert_eq!(partial[1].operands.as_slice(), &[save, EXEC]);
    assert_eq!(partial[2].operands.as_slice(), &[EXEC, int(-1)]);
    assert_eq!(
        partial[3].operands.as_slice(),
        &[
            MOperand::Fixed(Operand::vgpr(5)),
            MOperand::Fixed(Operand::vgpr(4))
        ]
    );
    assert_eq!(partial[4].operands.as_slice(), &[EXEC, save]);
    assert_eq!((copies.sgpr, copies.vgpr, copies.exec_wraps), (1, 1, 1));
    let full = apply::lower_moves(&n, &moves, true, 20, &mut copies).expect("lowers");
    assert_eq!(full.len(), 2, "{:?}", text(&full));
}

/// regalloc2's result for [`if_else`] with `%a` moved to another VGPR on every path into
/// `else` (the taken side of the first branch, a split critical edge, and the end of the
/// `then` arm); with `skip_then_arm` the second move is left out (a wrong allocation).
fn with_moved_a(skip_then_arm: bool) -> (IfElse, MachineFunction, Result<Applied, CodegenError>) {
    let t = if_else();
    let view = view::build(&t.mf).expect("view");
    let pairs = pairs::allocate(&t.mf, 32).expect("pairs");
    let mut out = ra::run(
        &view,
        &env(
            Limits::default(),
            RESERVED_SGPRS,
            pairs.dwords,
            view.max_pressure(),
        ),
        &ra::RegallocOptions::default(),
    )
    .expect("regalloc2");
    assert!(out.edits.is_empty(), "{:?}", out.edits);
    let find = |origin: Origin| {
        view.insts
            .iter()
            .position(|i| i.origin == origin)
            .unwrap_or_else(|| panic!("no {origin:?}"))
    };
    // The add reads %a (MIR operand 2) from a new register.
    let add = find(Origin::Real {
        block: t.use_at.0,
        index: t.use_at.1,
    });
    let slot = view.insts[add]
        .slots
        .iter()
        .find(|&&(mir, _)| mir == 2)
        .map(|&(_, ra_op)| ra_op)
        .expect("slot of %a");
    let at = out.inst_alloc_offsets[add] as usize + slot;
    let old = out.allocs[at].as_reg().expect("register");
    let new = ra::PReg::new(10, ra::RegClass::Float);
    out.allocs[at] = ra::Allocation::reg(new);
    let mv = ra::Edit::Move {
        from: ra::Allocation::reg(old),
        to: ra::Allocation::reg(new),
    };
    let edge = view
        .edges
        .iter()
        .position(|e| e.block == t.then_def.0 && e.taken)
        .expect("taken edge of the first branch is split");
    out.edits.push((
        ra::ProgPoint::before(ra::Inst::new(find(Origin::Edge(edge)))),
        mv.clone(),
    ));
    if !skip_then_arm {
        let end_of_then = find(Origin::FallThrough {
            block: t.then_def.0,
            gap: t.then_def.1 + 1,
        });
        out.edits
            .push((ra::ProgPoint::before(ra::Inst::new(end_of_then)), mv));
    }
    out.edits.sort_by_key(|(p, _)| *p);
    let mut after = t.mf.clone();
    let result = apply::apply(&mut after, &view, &out, &pairs)
        .and_then(|(a, prov)| verify::check(&t.mf, &after, &prov).map(|()| a));
    (t, after, result)
}

#[test]
fn moves_on_a_split_edge_get_a_block_and_run_with_all_lanes() {
    let (t, after, result) = with_moved_a(false);
    let applied = result.unwrap_or_else(|e| panic!("{e}\n{after}"));
    assert_eq!((applied.copies.vgpr, applied.copies.exec_wraps), (2, 2));
    // The first branch now targets a new block: save EXEC, all lanes, the move, restore,
    // and a branch to `else`.
    let entry = t.then_def.0;
    let else_b = t.else_def.0;
    let target = after.blocks[entry]
        .insts
        .iter()
        .find_map(|i| match i.operands.first() {
            Some(MOperand::Block(b)) if i.op == op::S_CBRANCH_EXECZ => Some(*b),
            _ => None,
        })
        .expect("branch");
    assert_ne!(target, else_b);
    assert_eq!(after.layout.last(), Some(&target));
    let names: Vec<Op> = after.blocks[target].insts.iter().map(|i| i.op).collect();
    assert_eq!(
        names,
        [
            op::S_MOV_B64,
            op::S_MOV_B64,
            op::V_MOV_B32,
            op::S_MOV_B64,
            op::S_BRANCH
        ]
    );
    assert_eq!(
        after.blocks[target].insts[4].operands.as_slice(),
        &[MOperand::Block(else_b)]
    );
    // The arm's own copy sits at its end, before the fall-through into `else`.
    let arm_tail: Vec<Op> = after.blocks[entry].insts[t.then_def.1 + 1..]
        .iter()
        .map(|i| i.op)
        .collect();
    assert_eq!(
        arm_tail,
        [op::S_MOV_B64, op::S_MOV_B64, op::V_MOV_B32, op::S_MOV_B64]
    );
}

#[test]
fn checker_rejects_a_move_missing_on_one_path() {
    let (_, after, result) = with_moved_a(true);
    match result {
        Err(CodegenError::Internal(m)) => assert!(m.contains("read from"), "{m}"),
        other => panic!("{other:?}\n{after}"),
    }
}

#[test]
fn abi_pairs_are_reused_only_after_their_last_read() {
    // Kernarg pointer s[0:1] and group id X s2 enabled. %m (a lane mask) is written while
    // the pointer is still read later, so it may not take s[0:1]; %n, written after the
    // last read, may.
    let mut mf = MachineFunction::default();
    let b = mf.new_block();
    // The kernarg pointer's placeholder, placed at s[0:1] below.
    let kernarg = MOperand::Fixed(Operand::Sgpr(RegRange {
        first: crate::abi::KERNARG_PTR_SGPR,
        count: 2,
    }));
    let p = mf.new_vreg(RegClass::Sgpr, 2);
    let q = mf.new_vreg(RegClass::Sgpr, 1);
    let m = mf.new_vreg(RegClass::Sgpr, 2);
    let n = mf.new_vreg(RegClass::Sgpr, 2);
    let (p2, m2, n2) = (
        MOperand::whole(p, 2),
        MOperand::whole(m, 2),
        MOperand::whole(n, 2),
    );
    mf.blocks[b].insts = vec![
        mk(op::S_LOAD_DWORDX2, &[p2, kernarg, int(0)]),
        mk(op::S_MOV_B64, &[m2, int(0)]),
        mk(op::S_LOAD_DWORD, &[MOperand::whole(q, 1), kernarg, int(8)]),
        mk(op::S_MOV_B64, &[n2, p2]),
        mk(op::S_AND_B64, &[m2, m2, n2]),
        mk(op::S_AND_B64, &[m2, m2, MOperand::whole(q, 1)]),
        mk(op::S_MOV_B64, &[EXEC, m2]),
        mk(op::S_ENDPGM, &[]),
    ];
    crate::abi::EntrySgprs {
        dispatch_ptr: false,
        kernarg_ptr: true,
        workgroup_id: [true, false, false],
        scratch: false,
    }
    .place(&mut mf)
    .expect("placed");
    let before = mf.clone();
    let mut after = mf.clone();
    allocate(&mut after, Limits::default()).unwrap_or_else(|e| panic!("{e:?}"));
    let first = |inst: usize, operand: usize| match after.blocks[b].insts[inst].operands[operand] {
        MOperand::Fixed(Operand::Sgpr(r)) => r.first,
        ref o => panic!("{o:?}"),
    };
    assert_ne!(
        first(1, 0),
        0,
        "%m is live across a read of the kernarg pointer"
    );
    assert_eq!(first(3, 0), 0, "%n takes the dead kernarg pointer pair");

    // The checker notices a pair that overwrites the pointer before its last read.
    let view = view::build(&before).expect("view");
    let pairs = pairs::allocate(&before, 32).expect("pairs");
    let out = ra::run(
        &view,
        &env(
            Limits::default(),
            before.sgpr_base(),
            pairs.dwords,
            view.max_pressure(),
        ),
        &ra::RegallocOptions::default(),
    )
    .expect("regalloc2");
    let mut good = before.clone();
    let (_, prov) = apply::apply(&mut good, &view, &out, &pairs).expect("apply");
    verify::check(&before, &good, &prov).expect("the real allocation passes");
    let mut bad = good.clone();
    let at_zero = MOperand::Fixed(Operand::Sgpr(RegRange { first: 0, count: 2 }));
    for (inst, operands) in [(1, vec![0]), (4, vec![0, 1]), (5, vec![0, 1]), (6, vec![1])] {
        for o in operands {
            bad.blocks[b].insts[inst].operands[o] = at_zero;
        }
    }
    let err = verify::check(&before, &bad, &prov).expect_err("s[0:1] is reused too early");
    assert!(format!("{err}").contains("ABI SGPR"), "{err}");
}
