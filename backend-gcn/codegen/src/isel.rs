//! Instruction selection: [`ilc_ir::Function`] → [`MachineFunction`] over virtual registers.
//!
//! Values the uniformity analysis proves uniform live in SGPRs and use SALU instructions when
//! the operation has a scalar form and its operands are scalar; everything else is VALU.
//! `b1` values are 64-bit lane masks in SGPR pairs (inactive lanes are don't-care). Control
//! flow follows the structurizer's region tree: uniform ifs become scalar branches on SCC,
//! divergent ifs save and narrow EXEC (`s_and_saveexec_b64`), skip empty sides with
//! `s_cbranch_execz` and restore EXEC at the join. `break`, `continue` and `return` that are
//! not fall-throughs move the active lanes into a mask of their target (scope exit, loop
//! exit, next iteration, kernel end) and clear EXEC; the target's end ORs them back in, and
//! every divergent `if` in between removes them from the EXEC it restores. Loops repeat
//! while any lane is active (`s_cbranch_execnz`).

use std::collections::HashMap;

use cranelift_entity::SecondaryMap;
use gcn_isa::operand::SpecialReg;
use gcn_isa::{Encoding, Modifiers, Operand, RegRange};
use ilc_ir::structurize::{structurize, Region};
use ilc_ir::uniformity::{analyze, Uniformity};
use ilc_ir::{
    AddressSpace, AtomicOp, Block, FloatCC, FloatFlags, Function, Inst, InstructionData, IntCC,
    MemSize, Opcode, SpecialKind, Type, Value,
};

use crate::abi::{self, kernarg_layout, KernargSlot, KernargSlotKind};
use crate::error::CodegenError;
use crate::mir::{MBlock, MInst, MOperand, MachineFunction, RegClass, VReg};

/// The result of instruction selection.
#[derive(Clone, Debug)]
pub struct Selected {
    /// The machine function over virtual registers.
    pub mfunc: MachineFunction,
    /// The kernarg layout the code reads.
    pub kernargs: Vec<KernargSlot>,
}

/// Where an IR value is available.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Loc {
    /// In a virtual register of this width.
    Reg(VReg, u8),
    /// A constant (bits) of a 32-bit type; materialised at each use.
    Const(u32),
    /// A fixed ABI register (work-item and work-group ids).
    Fixed(Operand),
}

/// What ends right after a region: `depth` innermost enclosing scopes (a `break` to one of
/// them is a fall-through), the body of the loop `continue_depth` levels out (a `continue`
/// to it is a fall-through), and whether the kernel ends (a `return` is a fall-through).
#[derive(Clone, Copy, Debug, Default)]
struct Tail {
    depth: u32,
    continue_depth: Option<u32>,
    function: bool,
}

/// An enclosing labelled construct while lowering the region tree.
#[derive(Clone, Debug)]
struct Construct {
    /// True for loops (targets of `continue`).
    is_loop: bool,
    /// Lanes waiting at the construct's exit (created on the first non-fall-through `break`).
    exit_mask: Option<VReg>,
    /// Loops: lanes waiting for the next iteration (created on the first non-tail
    /// `continue`); reset at the loop head.
    continue_mask: Option<VReg>,
    /// Where the exit mask is zeroed (before the construct).
    entry: (MBlock, usize),
    /// Loops: the head block (the continue mask is zeroed at its top).
    head: Option<MBlock>,
}

/// A divergent `if` being lowered: the masks of lanes that left it through `break`,
/// `continue` or `return` are removed from EXEC at its join.
#[derive(Clone, Debug)]
struct IfFrame {
    /// Number of constructs enclosing the `if`.
    depth: usize,
    /// Masks to exclude at the join.
    left: Vec<VReg>,
}

/// Scalar (SALU) and vector (VALU) mnemonics of a two-operand i32 operation, and whether the
/// VALU form takes its operands reversed (`v_lshlrev_b32 dst, amount, value`).
struct IntBinary {
    opcode: Opcode,
    salu: Option<&'static str>,
    valu: &'static str,
    reversed: bool,
    commutative: bool,
}

/// The i32 binary operation table.
const INT_BINARY: &[IntBinary] = &[
    IntBinary {
        opcode: Opcode::Iadd,
        salu: Some("s_add_u32"),
        valu: "v_add_u32",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Isub,
        salu: Some("s_sub_u32"),
        valu: "v_sub_u32",
        reversed: false,
        commutative: false,
    },
    IntBinary {
        opcode: Opcode::Imul,
        salu: Some("s_mul_i32"),
        valu: "v_mul_lo_u32",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Umulhi,
        salu: None,
        valu: "v_mul_hi_u32",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Smulhi,
        salu: None,
        valu: "v_mul_hi_i32",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Band,
        salu: Some("s_and_b32"),
        valu: "v_and_b32",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Bor,
        salu: Some("s_or_b32"),
        valu: "v_or_b32",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Bxor,
        salu: Some("s_xor_b32"),
        valu: "v_xor_b32",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Ishl,
        salu: Some("s_lshl_b32"),
        valu: "v_lshlrev_b32",
        reversed: true,
        commutative: false,
    },
    IntBinary {
        opcode: Opcode::Ushr,
        salu: Some("s_lshr_b32"),
        valu: "v_lshrrev_b32",
        reversed: true,
        commutative: false,
    },
    IntBinary {
        opcode: Opcode::Sshr,
        salu: Some("s_ashr_i32"),
        valu: "v_ashrrev_i32",
        reversed: true,
        commutative: false,
    },
    IntBinary {
        opcode: Opcode::Smin,
        salu: Some("s_min_i32"),
        valu: "v_min_i32",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Smax,
        salu: Some("s_max_i32"),
        valu: "v_max_i32",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Umin,
        salu: Some("s_min_u32"),
        valu: "v_min_u32",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Umax,
        salu: Some("s_max_u32"),
        valu: "v_max_u32",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Umul24,
        salu: None,
        valu: "v_mul_u32_u24",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Smul24,
        salu: None,
        valu: "v_mul_i32_i24",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Umulhi24,
        salu: None,
        valu: "v_mul_hi_u32_u24",
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Smulhi24,
        salu: None,
        valu: "v_mul_hi_i32_i24",
        reversed: false,
        commutative: true,
    },
];

/// b1 (lane mask) operations: all scalar on 64-bit masks.
const MASK_BINARY: &[(Opcode, &str)] = &[
    (Opcode::Band, "s_and_b64"),
    (Opcode::Bor, "s_or_b64"),
    (Opcode::Bxor, "s_xor_b64"),
];

/// f32 conversions and their VOP1 opcode.
const CONVERSIONS: &[(Opcode, &str)] = &[
    (Opcode::Itof, "v_cvt_f32_i32"),
    (Opcode::Utof, "v_cvt_f32_u32"),
    (Opcode::Ftoi, "v_cvt_i32_f32"),
    (Opcode::Ftou, "v_cvt_u32_f32"),
];

/// i32 bit-counting unary operations: (opcode, SALU form, VALU form). The IR's results for
/// zero inputs (-1 for the find-first-bit family) are the hardware's.
const INT_UNARY: &[(Opcode, &str, &str)] = &[
    (Opcode::Popcnt, "s_bcnt1_i32_b32", "v_bcnt_u32_b32"),
    (Opcode::FfbLo, "s_ff1_i32_b32", "v_ffbl_b32"),
    (Opcode::FfbHi, "s_flbit_i32_b32", "v_ffbh_u32"),
    (Opcode::FfbShi, "s_flbit_i32", "v_ffbh_i32"),
    (Opcode::Bitrev, "s_brev_b32", "v_bfrev_b32"),
];

/// f32 rounding operations (exact, so the same under every IL float rule).
const FLOAT_ROUNDING: &[(Opcode, &str)] = &[
    (Opcode::Ffloor, "v_floor_f32"),
    (Opcode::Fceil, "v_ceil_f32"),
    (Opcode::Ftrunc, "v_trunc_f32"),
    (Opcode::Frne, "v_rndne_f32"),
];

/// Atomic operations: (IR op, GLOBAL opcode if the hardware has one, LDS opcode). All return
/// the old value (GLOBAL with `glc`). `cmpxchg` takes (new, compare) in a VGPR pair for
/// GLOBAL and (compare, new) as DATA0/DATA1 for LDS (`ds_cmpst`).
const ATOMICS: &[(AtomicOp, Option<&str>, &str)] = &[
    (AtomicOp::Add, Some("global_atomic_add"), "ds_add_rtn_u32"),
    (AtomicOp::Sub, Some("global_atomic_sub"), "ds_sub_rtn_u32"),
    (AtomicOp::Rsub, None, "ds_rsub_rtn_u32"),
    (AtomicOp::Smin, Some("global_atomic_smin"), "ds_min_rtn_i32"),
    (AtomicOp::Smax, Some("global_atomic_smax"), "ds_max_rtn_i32"),
    (AtomicOp::Umin, Some("global_atomic_umin"), "ds_min_rtn_u32"),
    (AtomicOp::Umax, Some("global_atomic_umax"), "ds_max_rtn_u32"),
    (AtomicOp::And, Some("global_atomic_and"), "ds_and_rtn_b32"),
    (AtomicOp::Or, Some("global_atomic_or"), "ds_or_rtn_b32"),
    (AtomicOp::Xor, Some("global_atomic_xor"), "ds_xor_rtn_b32"),
    (
        AtomicOp::Xchg,
        Some("global_atomic_swap"),
        "ds_wrxchg_rtn_b32",
    ),
    (
        AtomicOp::CmpXchg,
        Some("global_atomic_cmpswap"),
        "ds_cmpst_rtn_b32",
    ),
    (AtomicOp::Uinc, Some("global_atomic_inc"), "ds_inc_rtn_u32"),
    (AtomicOp::Udec, Some("global_atomic_dec"), "ds_dec_rtn_u32"),
];

/// Integer compare condition → (SALU compare, VALU compare) mnemonics.
fn int_cc_names(cc: IntCC) -> (&'static str, &'static str) {
    match cc {
        IntCC::Eq => ("s_cmp_eq_u32", "v_cmp_eq_u32"),
        IntCC::Ne => ("s_cmp_lg_u32", "v_cmp_ne_u32"),
        IntCC::Slt => ("s_cmp_lt_i32", "v_cmp_lt_i32"),
        IntCC::Sge => ("s_cmp_ge_i32", "v_cmp_ge_i32"),
        IntCC::Sgt => ("s_cmp_gt_i32", "v_cmp_gt_i32"),
        IntCC::Sle => ("s_cmp_le_i32", "v_cmp_le_i32"),
        IntCC::Ult => ("s_cmp_lt_u32", "v_cmp_lt_u32"),
        IntCC::Uge => ("s_cmp_ge_u32", "v_cmp_ge_u32"),
        IntCC::Ugt => ("s_cmp_gt_u32", "v_cmp_gt_u32"),
        IntCC::Ule => ("s_cmp_le_u32", "v_cmp_le_u32"),
    }
}

/// Float compare condition → VALU compare (all ordered: false on NaN; `ne` is `lg`).
fn float_cc_name(cc: FloatCC) -> &'static str {
    match cc {
        FloatCC::Eq => "v_cmp_eq_f32",
        FloatCC::Ne => "v_cmp_lg_f32",
        FloatCC::Lt => "v_cmp_lt_f32",
        FloatCC::Ge => "v_cmp_ge_f32",
        FloatCC::Gt => "v_cmp_gt_f32",
        FloatCC::Le => "v_cmp_le_f32",
    }
}

/// The EXEC mask operand.
const EXEC: MOperand = MOperand::Fixed(Operand::Special(SpecialReg::ExecLo));

/// A 32-bit constant as an operand: an inline constant when one has these bits, else a literal.
fn const_operand(bits: u32, float: bool) -> MOperand {
    let ty = if float {
        gcn_isa::table::Ty::F32
    } else {
        gcn_isa::table::Ty::I32
    };
    match gcn_isa::operand::inline_for_bits(u64::from(bits), ty) {
        Some(code) => MOperand::Fixed(Operand::Inline(code)),
        None => MOperand::Fixed(Operand::Literal(bits)),
    }
}

fn is_literal(o: &MOperand) -> bool {
    matches!(o, MOperand::Fixed(Operand::Literal(_)))
}

struct Isel<'a> {
    func: &'a Function,
    uni: Uniformity,
    mf: MachineFunction,
    cur: MBlock,
    locs: SecondaryMap<Value, Option<Loc>>,
    kernarg_regs: HashMap<KernargSlotKind, VReg>,
    /// Dispatch-packet dwords holding the group sizes, when loaded: `[x | y << 16, z]`.
    group_size_words: [Option<VReg>; 2],
    /// Enclosing scopes and loops, outermost first.
    constructs: Vec<Construct>,
    /// Enclosing divergent ifs, outermost first.
    ifs: Vec<IfFrame>,
    /// Lanes that executed a `return` before the end of the kernel.
    return_mask: Option<VReg>,
}

/// Selects machine instructions for `func`.
pub fn select(func: &Function) -> Result<Selected, CodegenError> {
    let region = structurize(func).map_err(|e| CodegenError::Irreducible(e.to_string()))?;
    let mut mf = MachineFunction::default();
    let entry = mf.new_block();
    let mut isel = Isel {
        func,
        uni: analyze(func),
        mf,
        cur: entry,
        locs: SecondaryMap::new(),
        kernarg_regs: HashMap::new(),
        group_size_words: [None; 2],
        constructs: Vec::new(),
        ifs: Vec::new(),
        return_mask: None,
    };
    let kernargs = isel.prologue()?;
    let entry_pos = (entry, isel.mf.blocks[entry].insts.len());
    isel.region(
        &region,
        Tail {
            depth: 0,
            continue_depth: None,
            function: true,
        },
    )?;
    if let Some(m) = isel.return_mask {
        isel.insert_zero(entry_pos, m)?;
    }
    isel.push(
        "s_endpgm",
        Encoding::Native,
        &[MOperand::Fixed(Operand::Imm(0))],
    )?;
    Ok(Selected {
        mfunc: isel.mf,
        kernargs,
    })
}

impl Isel<'_> {
    fn push(
        &mut self,
        name: &str,
        enc: Encoding,
        ops: &[MOperand],
    ) -> Result<&mut MInst, CodegenError> {
        let mut inst = MInst::new(name, enc, ops)?;
        self.legalize_scalar_literals(&mut inst)?;
        let insts = &mut self.mf.blocks[self.cur].insts;
        insts.push(inst);
        insts
            .last_mut()
            .ok_or_else(|| CodegenError::Internal("empty block after push".into()))
    }

    /// SOP2/SOPC instructions take at most one literal dword: a second, different literal
    /// is moved to an SGPR first.
    fn legalize_scalar_literals(&mut self, inst: &mut MInst) -> Result<(), CodegenError> {
        if !matches!(
            inst.op.info().format,
            gcn_isa::Format::Sop2 | gcn_isa::Format::Sopc
        ) {
            return Ok(());
        }
        let mut first: Option<u32> = None;
        for o in inst.operands.iter_mut() {
            if let MOperand::Fixed(Operand::Literal(bits)) = *o {
                match first {
                    None => first = Some(bits),
                    Some(f) if f == bits => {}
                    Some(_) => {
                        let r = self.sreg(1);
                        let mov = MInst::new(
                            "s_mov_b32",
                            Encoding::Native,
                            &[MOperand::whole(r, 1), *o],
                        )?;
                        self.mf.blocks[self.cur].insts.push(mov);
                        *o = MOperand::whole(r, 1);
                    }
                }
            }
        }
        Ok(())
    }

    fn sreg(&mut self, dwords: u8) -> VReg {
        self.mf.new_vreg(RegClass::Sgpr, dwords)
    }

    fn vreg(&mut self) -> VReg {
        self.mf.new_vreg(RegClass::Vgpr, 1)
    }

    fn unsupported(&self, what: impl Into<String>, inst: Option<Inst>) -> CodegenError {
        CodegenError::Unsupported {
            what: what.into(),
            loc: inst.map(|i| self.func.srclocs[i]),
        }
    }

    /// Scans the function for buffers and dispatch registers, and loads their kernarg and
    /// dispatch-packet words at the top of the entry block.
    fn prologue(&mut self) -> Result<Vec<KernargSlot>, CodegenError> {
        let mut kinds = Vec::new();
        // Group-size axes read (x and y share a packet dword, z has its own).
        let mut needs_group_size = [false; 3];
        for (_, data) in self.func.insts.iter() {
            match data {
                InstructionData::Load { space, .. }
                | InstructionData::Store { space, .. }
                | InstructionData::Atomic { space, .. } => {
                    if let Some(kind) = kernarg_kind(*space) {
                        kinds.push(kind);
                    }
                }
                InstructionData::Special { reg } => {
                    if matches!(reg.kind, SpecialKind::GlobalId | SpecialKind::GroupSize) {
                        needs_group_size[usize::from(reg.axis.min(2))] = true;
                    }
                    if reg.kind == SpecialKind::LocalFlat {
                        needs_group_size[0] = true;
                    }
                }
                _ => {}
            }
        }
        let slots = kernarg_layout(kinds);
        let kernarg_ptr = MOperand::Fixed(Operand::Sgpr(RegRange {
            first: abi::KERNARG_PTR_SGPR,
            count: 2,
        }));
        for slot in &slots {
            let r = self.sreg(2);
            self.push(
                "s_load_dwordx2",
                Encoding::Native,
                &[
                    MOperand::whole(r, 2),
                    kernarg_ptr,
                    MOperand::Fixed(Operand::Imm(slot.offset as i32)),
                ],
            )?;
            self.kernarg_regs.insert(slot.kind, r);
        }
        let packet = MOperand::Fixed(Operand::Sgpr(RegRange {
            first: abi::DISPATCH_PTR_SGPR,
            count: 2,
        }));
        let wanted = [
            needs_group_size[0] || needs_group_size[1],
            needs_group_size[2],
        ];
        for (word, off) in [(0usize, 0u32), (1, 4)] {
            if !wanted[word] {
                continue;
            }
            let r = self.sreg(1);
            self.push(
                "s_load_dword",
                Encoding::Native,
                &[
                    MOperand::whole(r, 1),
                    packet,
                    MOperand::Fixed(Operand::Imm(
                        (abi::PACKET_WORKGROUP_SIZE_OFFSET + off) as i32,
                    )),
                ],
            )?;
            self.group_size_words[word] = Some(r);
        }
        Ok(slots)
    }

    // ---- control flow ----

    fn region(&mut self, region: &Region, tail: Tail) -> Result<(), CodegenError> {
        match region {
            Region::Code(block) => self.block_code(*block),
            Region::Seq(items) => {
                let last = items.len().saturating_sub(1);
                for (i, item) in items.iter().enumerate() {
                    let t = if i == last { tail } else { Tail::default() };
                    self.region(item, t)?;
                }
                Ok(())
            }
            Region::Scope(body) => self.scope(body, tail),
            Region::Loop(body) => self.loop_region(body),
            Region::If { block, then, else_ } => self.if_region(*block, then, else_, tail),
            Region::Edge { from, to } => self.edge(*from, *to),
            Region::Break(depth) if *depth < tail.depth => Ok(()),
            Region::Continue(depth) if tail.continue_depth == Some(*depth) => Ok(()),
            Region::Return if tail.function => Ok(()),
            Region::Break(depth) => {
                let c = self.construct_at(*depth)?;
                let m = self.lazy_mask(c, false)?;
                self.leave(m, c + 1)
            }
            Region::Continue(depth) => {
                let c = self.construct_at(*depth)?;
                if !self.constructs[c].is_loop {
                    return Err(CodegenError::Internal(format!(
                        "continue {depth} targets a scope"
                    )));
                }
                let m = self.lazy_mask(c, true)?;
                self.leave(m, c + 1)
            }
            Region::Return => {
                let m = match self.return_mask {
                    Some(m) => m,
                    None => {
                        let m = self.sreg(2);
                        self.return_mask = Some(m);
                        m
                    }
                };
                self.leave(m, 0)
            }
        }
    }

    /// Index in `constructs` of the construct `depth` levels out.
    fn construct_at(&self, depth: u32) -> Result<usize, CodegenError> {
        self.constructs
            .len()
            .checked_sub(1 + depth as usize)
            .ok_or_else(|| CodegenError::Internal(format!("branch depth {depth} out of range")))
    }

    /// The exit (or continue) mask of construct `c`, created on first use.
    fn lazy_mask(&mut self, c: usize, cont: bool) -> Result<VReg, CodegenError> {
        let existing = if cont {
            self.constructs[c].continue_mask
        } else {
            self.constructs[c].exit_mask
        };
        if let Some(m) = existing {
            return Ok(m);
        }
        let m = self.sreg(2);
        let con = &mut self.constructs[c];
        if cont {
            con.continue_mask = Some(m);
        } else {
            con.exit_mask = Some(m);
        }
        Ok(m)
    }

    /// The active lanes leave: they join `mask` and EXEC becomes empty. Every divergent `if`
    /// opened while at least `inside` constructs were open (so inside the construct where
    /// the lanes rejoin) excludes `mask` at its join.
    fn leave(&mut self, mask: VReg, inside: usize) -> Result<(), CodegenError> {
        let m = MOperand::whole(mask, 2);
        self.push("s_or_b64", Encoding::Native, &[m, m, EXEC])?;
        self.push(
            "s_mov_b64",
            Encoding::Native,
            &[EXEC, MOperand::Fixed(Operand::Inline(128))],
        )?;
        for frame in self.ifs.iter_mut() {
            if frame.depth >= inside && !frame.left.contains(&mask) {
                frame.left.push(mask);
            }
        }
        Ok(())
    }

    /// Inserts `s_mov_b64 mask, 0` at `pos`.
    fn insert_zero(&mut self, pos: (MBlock, usize), mask: VReg) -> Result<(), CodegenError> {
        let zero = MInst::new(
            "s_mov_b64",
            Encoding::Native,
            &[
                MOperand::whole(mask, 2),
                MOperand::Fixed(Operand::Inline(128)),
            ],
        )?;
        let insts = &mut self.mf.blocks[pos.0].insts;
        insts.insert(pos.1.min(insts.len()), zero);
        Ok(())
    }

    fn here(&self) -> (MBlock, usize) {
        (self.cur, self.mf.blocks[self.cur].insts.len())
    }

    /// A labelled scope: lanes that broke out of its middle rejoin at its end.
    fn scope(&mut self, body: &Region, tail: Tail) -> Result<(), CodegenError> {
        self.constructs.push(Construct {
            is_loop: false,
            exit_mask: None,
            continue_mask: None,
            entry: self.here(),
            head: None,
        });
        let inner = Tail {
            depth: tail.depth + 1,
            continue_depth: tail.continue_depth.map(|d| d + 1),
            function: tail.function,
        };
        self.region(body, inner)?;
        let c = self
            .constructs
            .pop()
            .ok_or_else(|| CodegenError::Internal("construct stack underflow".into()))?;
        if let Some(m) = c.exit_mask {
            self.insert_zero(c.entry, m)?;
            self.push(
                "s_or_b64",
                Encoding::Native,
                &[EXEC, EXEC, MOperand::whole(m, 2)],
            )?;
        }
        Ok(())
    }

    /// A loop: the body runs while any lane is active; lanes reaching the end of the body
    /// (or a `continue`) iterate again, lanes that `break` wait in the exit mask.
    fn loop_region(&mut self, body: &Region) -> Result<(), CodegenError> {
        let entry = self.here();
        let head = self.mf.blocks.push(Default::default());
        self.place(head);
        let first = self.mf.layout.len() - 1;
        self.constructs.push(Construct {
            is_loop: true,
            exit_mask: None,
            continue_mask: None,
            entry,
            head: Some(head),
        });
        let inner = Tail {
            depth: 0,
            continue_depth: Some(0),
            function: false,
        };
        self.region(body, inner)?;
        let c = self
            .constructs
            .pop()
            .ok_or_else(|| CodegenError::Internal("construct stack underflow".into()))?;
        if let Some(m) = c.continue_mask {
            self.push(
                "s_or_b64",
                Encoding::Native,
                &[EXEC, EXEC, MOperand::whole(m, 2)],
            )?;
            if let Some(h) = c.head {
                self.insert_zero((h, 0), m)?;
            }
        }
        self.push(
            "s_cbranch_execnz",
            Encoding::Native,
            &[MOperand::Block(head)],
        )?;
        let last = self.mf.layout.len() - 1;
        self.mf.loops.push((first, last - first + 1));
        let after = self.mf.blocks.push(Default::default());
        self.place(after);
        if let Some(m) = c.exit_mask {
            self.insert_zero(c.entry, m)?;
            self.push(
                "s_mov_b64",
                Encoding::Native,
                &[EXEC, MOperand::whole(m, 2)],
            )?;
        }
        Ok(())
    }

    fn if_region(
        &mut self,
        block: Block,
        then: &Region,
        else_: &Region,
        tail: Tail,
    ) -> Result<(), CodegenError> {
        let term = self
            .func
            .terminator(block)
            .ok_or_else(|| CodegenError::Internal(format!("{block} has no terminator")))?;
        let cond = match &self.func.insts[term] {
            InstructionData::Brif { cond, .. } => *cond,
            _ => {
                return Err(CodegenError::Internal(format!(
                    "if on {block} without brif"
                )))
            }
        };
        let mask = self.mask_of(cond)?;
        let else_block = self.mf.blocks.push(Default::default());
        let end_block = self.mf.blocks.push(Default::default());
        if self.uni.is_branch_uniform(block) {
            // SCC = (cond & exec) != 0: all active lanes agree, so this is the condition.
            let tmp = self.sreg(2);
            self.push(
                "s_and_b64",
                Encoding::Native,
                &[MOperand::whole(tmp, 2), mask, EXEC],
            )?;
            self.push(
                "s_cbranch_scc0",
                Encoding::Native,
                &[MOperand::Block(else_block)],
            )?;
            self.region(then, tail)?;
            self.push("s_branch", Encoding::Native, &[MOperand::Block(end_block)])?;
            self.place(else_block);
            self.region(else_, tail)?;
            self.place(end_block);
        } else {
            let saved = self.sreg(2);
            let saved_op = MOperand::whole(saved, 2);
            self.push("s_and_saveexec_b64", Encoding::Native, &[saved_op, mask])?;
            self.ifs.push(IfFrame {
                depth: self.constructs.len(),
                left: Vec::new(),
            });
            self.push(
                "s_cbranch_execz",
                Encoding::Native,
                &[MOperand::Block(else_block)],
            )?;
            self.region(then, tail)?;
            self.place(else_block);
            self.push("s_andn2_b64", Encoding::Native, &[EXEC, saved_op, mask])?;
            self.push(
                "s_cbranch_execz",
                Encoding::Native,
                &[MOperand::Block(end_block)],
            )?;
            self.region(else_, tail)?;
            self.place(end_block);
            self.push("s_mov_b64", Encoding::Native, &[EXEC, saved_op])?;
            let frame = self
                .ifs
                .pop()
                .ok_or_else(|| CodegenError::Internal("if stack underflow".into()))?;
            for m in frame.left {
                self.push(
                    "s_andn2_b64",
                    Encoding::Native,
                    &[EXEC, EXEC, MOperand::whole(m, 2)],
                )?;
            }
        }
        Ok(())
    }

    /// Appends `block` to the layout and makes it current.
    fn place(&mut self, block: MBlock) {
        self.mf.layout.push(block);
        self.cur = block;
    }

    /// Copies the branch arguments of the edge `from → to` into `to`'s parameters (as a
    /// parallel copy: all sources are read before any parameter is written).
    fn edge(&mut self, from: Block, to: Block) -> Result<(), CodegenError> {
        let term = self
            .func
            .terminator(from)
            .ok_or_else(|| CodegenError::Internal(format!("{from} has no terminator")))?;
        let args: Vec<Value> = self.func.insts[term]
            .branch_targets()
            .iter()
            .find(|c| c.block == to)
            .map(|c| c.args.to_vec())
            .unwrap_or_default();
        let params = self.func.blocks[to].params.clone();
        // Staging through temporaries is needed only when an argument is one of the
        // parameters being written (a loop's back edge).
        let overlapping = args.iter().any(|a| params.contains(a));
        let mut staged = Vec::new();
        for (&param, &arg) in params.iter().zip(args.iter()) {
            let dst = self.param_reg(param)?;
            if overlapping {
                let tmp = self.copy_to_new(arg, dst)?;
                staged.push((dst, tmp));
            } else {
                self.copy_into(arg, dst)?;
            }
        }
        for (dst, tmp) in staged {
            self.copy_reg(dst, tmp)?;
        }
        Ok(())
    }

    /// The register of a block parameter (created on first use; SGPR when uniform).
    fn param_reg(&mut self, param: Value) -> Result<(VReg, RegClass, u8), CodegenError> {
        let ty = self.func.value_type(param);
        let dwords = if ty.bits() == 32 { 1 } else { 2 };
        let class = if ty == Type::B1 || self.uni.is_uniform(param) {
            RegClass::Sgpr
        } else {
            RegClass::Vgpr
        };
        if let Some(Loc::Reg(r, _)) = self.locs[param] {
            return Ok((r, self.mf.vregs[r].class, dwords));
        }
        if ty.bits() == 64 {
            return Err(self.unsupported(format!("{ty} block parameter"), None));
        }
        let r = self.mf.new_vreg(class, dwords);
        self.locs[param] = Some(Loc::Reg(r, dwords));
        Ok((r, class, dwords))
    }

    /// Copies `arg` into a new register of `dst`'s class.
    fn copy_to_new(&mut self, arg: Value, dst: (VReg, RegClass, u8)) -> Result<VReg, CodegenError> {
        let (_, class, dwords) = dst;
        let t = self.mf.new_vreg(class, dwords);
        self.copy_into(arg, (t, class, dwords))?;
        Ok(t)
    }

    /// Copies `arg` into the register `dst`.
    fn copy_into(&mut self, arg: Value, dst: (VReg, RegClass, u8)) -> Result<(), CodegenError> {
        let (t, class, dwords) = dst;
        let top = MOperand::whole(t, dwords);
        if dwords == 2 {
            let src = self.mask_of(arg)?;
            self.push("s_mov_b64", Encoding::Native, &[top, src])?;
        } else if class == RegClass::Sgpr {
            let src = self.scalar_src(arg)?;
            self.push("s_mov_b32", Encoding::Native, &[top, src])?;
        } else {
            let src = self.src(arg)?;
            self.push("v_mov_b32", Encoding::Native, &[top, src])?;
        }
        Ok(())
    }

    fn copy_reg(&mut self, dst: (VReg, RegClass, u8), src: VReg) -> Result<(), CodegenError> {
        let (d, class, dwords) = dst;
        let name = match (class, dwords) {
            (RegClass::Sgpr, 2) => "s_mov_b64",
            (RegClass::Sgpr, _) => "s_mov_b32",
            _ => "v_mov_b32",
        };
        self.push(
            name,
            Encoding::Native,
            &[MOperand::whole(d, dwords), MOperand::whole(src, dwords)],
        )?;
        Ok(())
    }

    // ---- operands ----

    fn loc(&self, v: Value) -> Result<Loc, CodegenError> {
        self.locs[v].ok_or_else(|| CodegenError::Internal(format!("{v} used before selection")))
    }

    /// True when `v` is available without a VGPR (scalar register or constant).
    fn is_scalar(&self, v: Value) -> bool {
        match self.locs[v] {
            Some(Loc::Const(_)) => true,
            Some(Loc::Reg(r, _)) => self.mf.vregs[r].class == RegClass::Sgpr,
            Some(Loc::Fixed(o)) => o.is_scalar_reg(),
            None => false,
        }
    }

    fn is_float_value(&self, v: Value) -> bool {
        self.func.value_type(v) == Type::F32
    }

    /// `v` as a source operand (register, inline constant or literal).
    fn src(&self, v: Value) -> Result<MOperand, CodegenError> {
        Ok(match self.loc(v)? {
            Loc::Reg(r, d) => MOperand::whole(r, d),
            Loc::Const(bits) => const_operand(bits, self.is_float_value(v)),
            Loc::Fixed(o) => MOperand::Fixed(o),
        })
    }

    /// `v` for a SALU instruction: a VGPR holding a uniform value is read from the first
    /// active lane.
    fn scalar_src(&mut self, v: Value) -> Result<MOperand, CodegenError> {
        if self.is_scalar(v) {
            return self.src(v);
        }
        let src = self.src(v)?;
        let s = self.sreg(1);
        self.push(
            "v_readfirstlane_b32",
            Encoding::Native,
            &[MOperand::whole(s, 1), src],
        )?;
        Ok(MOperand::whole(s, 1))
    }

    /// `v` in a VGPR (copied there when scalar or constant).
    fn vgpr_src(&mut self, v: Value) -> Result<MOperand, CodegenError> {
        let src = self.src(v)?;
        self.ensure_vgpr(src)
    }

    fn ensure_vgpr(&mut self, src: MOperand) -> Result<MOperand, CodegenError> {
        if self.operand_is_vgpr(&src) {
            return Ok(src);
        }
        let t = self.vreg();
        self.push("v_mov_b32", Encoding::Native, &[MOperand::whole(t, 1), src])?;
        Ok(MOperand::whole(t, 1))
    }

    fn operand_is_vgpr(&self, o: &MOperand) -> bool {
        match o {
            MOperand::Virt { reg, .. } => self.mf.vregs[*reg].class == RegClass::Vgpr,
            MOperand::Fixed(Operand::Vgpr(_)) => true,
            _ => false,
        }
    }

    /// True when the operand reads the constant bus (SGPR, special register or literal).
    fn uses_constant_bus(&self, o: &MOperand) -> bool {
        match o {
            MOperand::Virt { .. } => !self.operand_is_vgpr(o),
            MOperand::Fixed(f) => f.is_scalar_reg() || matches!(f, Operand::Literal(_)),
            MOperand::Block(_) => false,
        }
    }

    /// A `b1` value as a 64-bit lane mask operand.
    fn mask_of(&mut self, v: Value) -> Result<MOperand, CodegenError> {
        match self.loc(v)? {
            Loc::Reg(r, 2) => Ok(MOperand::whole(r, 2)),
            Loc::Const(bits) => Ok(MOperand::Fixed(Operand::Inline(if bits & 1 != 0 {
                193
            } else {
                128
            }))),
            _ => Err(CodegenError::Internal(format!("{v} is not a lane mask"))),
        }
    }

    /// Emits a VALU instruction, choosing the 32-bit encoding when its operand rules allow and
    /// VOP3 otherwise, moving operands to VGPRs to respect the constant bus (one scalar read
    /// on gfx9) and VOP3's lack of literals.
    fn valu(
        &mut self,
        name: &str,
        dst: MOperand,
        mut srcs: Vec<MOperand>,
        commutative: bool,
        mods: Modifiers,
    ) -> Result<(), CodegenError> {
        let info = gcn_isa::table::op_by_name(name)
            .ok_or_else(|| CodegenError::Internal(format!("no opcode `{name}`")))?
            .info();
        let plain_mods = mods == Modifiers::default();
        let vop2 = info.format == gcn_isa::Format::Vop2;
        if vop2 && plain_mods && srcs.len() == 2 {
            if commutative && !self.operand_is_vgpr(&srcs[1]) && self.operand_is_vgpr(&srcs[0]) {
                srcs.swap(0, 1);
            }
            srcs[1] = self.ensure_vgpr(srcs[1])?;
            let mut ops = vec![dst];
            ops.extend(srcs);
            self.push(name, Encoding::Native, &ops)?;
            return Ok(());
        }
        let vop1 = info.format == gcn_isa::Format::Vop1;
        // VOP1/VOP2 without modifiers and VOP3 natives use their own encoding; anything
        // else (VOPC, modifiers) is promoted to VOP3.
        let native = ((vop1 || vop2) && plain_mods) || info.format == gcn_isa::Format::Vop3;
        let encoding = if native {
            Encoding::Native
        } else {
            Encoding::Vop3
        };
        let vop3 = encoding == Encoding::Vop3 || info.format == gcn_isa::Format::Vop3;
        let mut bus_used = false;
        for s in srcs.iter_mut() {
            let needs_move = (vop3 && is_literal(s)) || (self.uses_constant_bus(s) && bus_used);
            if needs_move {
                *s = self.ensure_vgpr(*s)?;
            } else if self.uses_constant_bus(s) {
                bus_used = true;
            }
        }
        let mut ops = vec![dst];
        ops.extend(srcs);
        let inst = self.push(name, encoding, &ops)?;
        inst.mods = mods;
        Ok(())
    }

    /// A `v_cmp` into a new SGPR-pair mask (VOP3 form; the mask operand is the destination).
    fn vcmp(&mut self, name: &str, a: MOperand, b: MOperand) -> Result<MOperand, CodegenError> {
        let m = self.sreg(2);
        let dst = MOperand::whole(m, 2);
        let mut srcs = [a, b];
        let mut bus = false;
        for s in srcs.iter_mut() {
            if is_literal(s) || (self.uses_constant_bus(s) && bus) {
                *s = self.ensure_vgpr(*s)?;
            } else if self.uses_constant_bus(s) {
                bus = true;
            }
        }
        self.push(name, Encoding::Vop3, &[dst, srcs[0], srcs[1]])?;
        Ok(dst)
    }

    // ---- instructions ----

    fn block_code(&mut self, block: Block) -> Result<(), CodegenError> {
        let insts = self.func.blocks[block].insts.clone();
        for inst in insts {
            let data = self.func.insts[inst].clone();
            if data.is_terminator() {
                continue;
            }
            self.inst(inst, &data)?;
        }
        Ok(())
    }

    fn set(&mut self, inst: Inst, loc: Loc) -> Result<(), CodegenError> {
        let v = self
            .func
            .inst_result(inst)
            .ok_or_else(|| CodegenError::Internal(format!("{inst} has no result")))?;
        self.locs[v] = Some(loc);
        Ok(())
    }

    fn result_uniform(&self, inst: Inst) -> bool {
        self.func
            .inst_result(inst)
            .is_some_and(|v| self.uni.is_uniform(v))
    }

    /// A new result register: SGPR when `scalar`, else VGPR; records it as `inst`'s value.
    fn def(&mut self, inst: Inst, scalar: bool) -> Result<MOperand, CodegenError> {
        let r = if scalar { self.sreg(1) } else { self.vreg() };
        self.set(inst, Loc::Reg(r, 1))?;
        Ok(MOperand::whole(r, 1))
    }

    fn def_mask(&mut self, inst: Inst, mask: MOperand) -> Result<(), CodegenError> {
        match mask.vreg() {
            Some(r) => self.set(inst, Loc::Reg(r, 2)),
            None => Err(CodegenError::Internal("mask without register".into())),
        }
    }

    fn inst(&mut self, inst: Inst, data: &InstructionData) -> Result<(), CodegenError> {
        match data {
            InstructionData::Const { ty, bits } => {
                if ty.bits() == 64 {
                    return Err(self.unsupported(format!("{ty} constant"), Some(inst)));
                }
                let bits = if *ty == Type::B1 {
                    u32::from(*bits & 1 != 0)
                } else {
                    *bits as u32
                };
                self.set(inst, Loc::Const(bits))
            }
            InstructionData::Bitcast { ty, arg } => {
                if ty.bits() != 32 {
                    return Err(self.unsupported(format!("bitcast to {ty}"), Some(inst)));
                }
                let loc = self.loc(*arg)?;
                self.set(inst, loc)
            }
            InstructionData::Special { reg } => self.special(inst, reg.kind, reg.axis),
            InstructionData::Unary { opcode, flags, arg } => {
                self.unary(inst, *opcode, *flags, *arg)
            }
            InstructionData::Binary {
                opcode,
                flags,
                args,
            } => self.binary(inst, *opcode, *flags, *args),
            InstructionData::Ternary {
                opcode,
                flags,
                args,
            } => self.ternary(inst, *opcode, *flags, *args),
            InstructionData::IntCompare { cond, args } => self.int_compare(inst, *cond, *args),
            InstructionData::FloatCompare { cond, args, .. } => {
                let a = self.src(args[0])?;
                let b = self.src(args[1])?;
                let m = self.vcmp(float_cc_name(*cond), a, b)?;
                self.def_mask(inst, m)
            }
            InstructionData::Load { space, size, addr } => self.load(inst, *space, *size, *addr),
            InstructionData::Store { space, size, args } => self.store(inst, *space, *size, *args),
            InstructionData::Fence { flags } => {
                // Wait for every outstanding memory access, then the barrier if asked.
                self.push(
                    "s_waitcnt",
                    Encoding::Native,
                    &[MOperand::Fixed(Operand::Imm(
                        crate::waitcnt::encode_waitcnt(Some(0), Some(0)),
                    ))],
                )?;
                if flags.threads {
                    self.push("s_barrier", Encoding::Native, &[])?;
                }
                Ok(())
            }
            InstructionData::Quaternary { opcode, .. } => {
                Err(self.unsupported(opcode.name(), Some(inst)))
            }
            InstructionData::Atomic { op, space, args } => self.atomic(inst, *op, *space, args),
            InstructionData::Jump { .. }
            | InstructionData::Brif { .. }
            | InstructionData::Return => Ok(()),
        }
    }

    fn special(&mut self, inst: Inst, kind: SpecialKind, axis: u8) -> Result<(), CodegenError> {
        let axis16 = u16::from(axis.min(2));
        match kind {
            SpecialKind::LocalId => self.set(
                inst,
                Loc::Fixed(Operand::vgpr(abi::WORKITEM_ID_VGPR + axis16)),
            ),
            SpecialKind::GroupId => self.set(
                inst,
                Loc::Fixed(Operand::sgpr(abi::WORKGROUP_ID_SGPR + axis16)),
            ),
            SpecialKind::GroupSize => {
                let size = self.group_size(axis)?;
                self.set(inst, Loc::Reg(size, 1))
            }
            SpecialKind::GlobalId => {
                let size = self.group_size(axis)?;
                let base = self.sreg(1);
                self.push(
                    "s_mul_i32",
                    Encoding::Native,
                    &[
                        MOperand::whole(base, 1),
                        MOperand::Fixed(Operand::sgpr(abi::WORKGROUP_ID_SGPR + axis16)),
                        MOperand::whole(size, 1),
                    ],
                )?;
                let dst = self.def(inst, false)?;
                self.push(
                    "v_add_u32",
                    Encoding::Native,
                    &[
                        dst,
                        MOperand::whole(base, 1),
                        MOperand::Fixed(Operand::vgpr(abi::WORKITEM_ID_VGPR + axis16)),
                    ],
                )?;
                Ok(())
            }
            SpecialKind::LocalFlat => {
                // (z * Dy + y) * Dx + x; ids and sizes are below 2^24.
                let dx = self.group_size(0)?;
                let dy = self.group_size(1)?;
                let ids = |axis: u16| MOperand::Fixed(Operand::vgpr(abi::WORKITEM_ID_VGPR + axis));
                let zy = self.vreg();
                self.valu(
                    "v_mad_u32_u24",
                    MOperand::whole(zy, 1),
                    vec![ids(2), MOperand::whole(dy, 1), ids(1)],
                    false,
                    Modifiers::default(),
                )?;
                let dst = self.def(inst, false)?;
                self.valu(
                    "v_mad_u32_u24",
                    dst,
                    vec![MOperand::whole(zy, 1), MOperand::whole(dx, 1), ids(0)],
                    false,
                    Modifiers::default(),
                )
            }
            _ => Err(self.unsupported(format!("special {}", kind.name()), Some(inst))),
        }
    }

    /// The work-group size along `axis` in a new SGPR (from the dispatch packet words).
    fn group_size(&mut self, axis: u8) -> Result<VReg, CodegenError> {
        let (word, name, imm) = match axis {
            0 => (0, "s_and_b32", 0xffff),
            1 => (0, "s_lshr_b32", 16),
            _ => (1, "s_and_b32", 0xffff),
        };
        let word = self.group_size_words[word]
            .ok_or_else(|| CodegenError::Internal("group size not loaded".into()))?;
        let r = self.sreg(1);
        let k = const_operand(imm, false);
        self.push(
            name,
            Encoding::Native,
            &[MOperand::whole(r, 1), MOperand::whole(word, 1), k],
        )?;
        Ok(r)
    }

    fn unary(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        flags: FloatFlags,
        arg: Value,
    ) -> Result<(), CodegenError> {
        let ty = self.func.value_type(arg);
        if ty.bits() == 64 {
            return Err(self.unsupported(format!("{} on {ty}", opcode.name()), Some(inst)));
        }
        if ty == Type::B1 {
            let src = self.mask_of(arg)?;
            let m = self.sreg(2);
            let name = match opcode {
                Opcode::Bnot => "s_not_b64",
                Opcode::Copy => "s_mov_b64",
                Opcode::Bmask => return self.select_consts(inst, src, 0xffff_ffff, 0),
                _ => return Err(self.unsupported(format!("{} on b1", opcode.name()), Some(inst))),
            };
            self.push(name, Encoding::Native, &[MOperand::whole(m, 2), src])?;
            return self.def_mask(inst, MOperand::whole(m, 2));
        }
        let scalar = self.result_uniform(inst) && self.is_scalar(arg);
        // Scalar forms: (mnemonic, optional second operand constant).
        let salu_bits: Option<(&str, Option<u32>)> = match opcode {
            Opcode::Copy => Some(("s_mov_b32", None)),
            Opcode::Bnot => Some(("s_not_b32", None)),
            Opcode::Fneg if !flags.sat => Some(("s_xor_b32", Some(0x8000_0000))),
            Opcode::Fabs if !flags.sat => Some(("s_and_b32", Some(0x7fff_ffff))),
            _ => None,
        };
        if let (true, Some((name, k))) = (scalar, salu_bits) {
            let src = self.src(arg)?;
            let dst = self.def(inst, true)?;
            let mut ops = vec![dst, src];
            if let Some(k) = k {
                ops.push(const_operand(k, false));
            }
            self.push(name, Encoding::Native, &ops)?;
            return Ok(());
        }
        if let Some((_, salu, valu)) = INT_UNARY.iter().find(|r| r.0 == opcode) {
            let src = self.src(arg)?;
            if scalar {
                let dst = self.def(inst, true)?;
                self.push(salu, Encoding::Native, &[dst, src])?;
                return Ok(());
            }
            let dst = self.def(inst, false)?;
            let mut srcs = vec![src];
            if opcode == Opcode::Popcnt {
                // v_bcnt_u32_b32 adds its second operand.
                srcs.push(const_operand(0, false));
            }
            return self.valu(valu, dst, srcs, false, Modifiers::default());
        }
        if let Some((_, name)) = FLOAT_ROUNDING.iter().find(|r| r.0 == opcode) {
            let src = self.src(arg)?;
            let dst = self.def(inst, false)?;
            return self.valu(name, dst, vec![src], false, Self::float_mods(flags));
        }
        let src = self.src(arg)?;
        match opcode {
            Opcode::Ffract if flags.abs == 0 && flags.neg == 0 && !flags.sat => {
                // x - floor(x) exactly as the IR defines it (v_fract_f32 clamps below 1.0).
                let t = self.vreg();
                self.valu(
                    "v_floor_f32",
                    MOperand::whole(t, 1),
                    vec![src],
                    false,
                    Modifiers::default(),
                )?;
                let dst = self.def(inst, false)?;
                self.valu(
                    "v_sub_f32",
                    dst,
                    vec![src, MOperand::whole(t, 1)],
                    false,
                    Modifiers::default(),
                )
            }
            Opcode::Copy => {
                let dst = self.def(inst, false)?;
                self.valu("v_mov_b32", dst, vec![src], false, Modifiers::default())
            }
            Opcode::Bnot => {
                let dst = self.def(inst, false)?;
                self.valu("v_not_b32", dst, vec![src], false, Modifiers::default())
            }
            Opcode::Ineg => {
                if scalar {
                    let dst = self.def(inst, true)?;
                    self.push(
                        "s_sub_u32",
                        Encoding::Native,
                        &[dst, const_operand(0, false), src],
                    )?;
                    return Ok(());
                }
                let dst = self.def(inst, false)?;
                self.valu(
                    "v_sub_u32",
                    dst,
                    vec![const_operand(0, false), src],
                    false,
                    Modifiers::default(),
                )
            }
            Opcode::Fneg | Opcode::Fabs => {
                let dst = self.def(inst, false)?;
                let (name, k) = if opcode == Opcode::Fneg {
                    ("v_xor_b32", 0x8000_0000)
                } else {
                    ("v_and_b32", 0x7fff_ffff)
                };
                if flags.sat {
                    return Err(self.unsupported(format!("{} with sat", opcode.name()), Some(inst)));
                }
                self.valu(
                    name,
                    dst,
                    vec![const_operand(k, false), src],
                    true,
                    Modifiers::default(),
                )
            }
            _ => match CONVERSIONS.iter().find(|(o, _)| *o == opcode) {
                Some((_, name)) => {
                    let dst = self.def(inst, false)?;
                    self.valu(name, dst, vec![src], false, Modifiers::default())
                }
                None => Err(self.unsupported(opcode.name(), Some(inst))),
            },
        }
    }

    fn float_mods(flags: FloatFlags) -> Modifiers {
        Modifiers {
            neg: flags.neg,
            abs: flags.abs,
            clamp: flags.sat,
            ..Modifiers::default()
        }
    }

    fn binary(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        flags: FloatFlags,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        let ty = self.func.value_type(args[0]);
        if ty == Type::B1 {
            let name = MASK_BINARY
                .iter()
                .find(|(o, _)| *o == opcode)
                .map(|(_, n)| *n)
                .ok_or_else(|| self.unsupported(format!("{} on b1", opcode.name()), Some(inst)))?;
            let a = self.mask_of(args[0])?;
            let b = self.mask_of(args[1])?;
            let m = self.sreg(2);
            self.push(name, Encoding::Native, &[MOperand::whole(m, 2), a, b])?;
            return self.def_mask(inst, MOperand::whole(m, 2));
        }
        if ty == Type::I32 {
            let row = INT_BINARY
                .iter()
                .find(|r| r.opcode == opcode)
                .ok_or_else(|| self.unsupported(opcode.name(), Some(inst)))?;
            let scalar = self.result_uniform(inst) && args.iter().all(|a| self.is_scalar(*a));
            let a = self.src(args[0])?;
            let b = self.src(args[1])?;
            if let (true, Some(name)) = (scalar, row.salu) {
                let dst = self.def(inst, true)?;
                self.push(name, Encoding::Native, &[dst, a, b])?;
                return Ok(());
            }
            let dst = self.def(inst, false)?;
            let srcs = if row.reversed { vec![b, a] } else { vec![a, b] };
            return self.valu(row.valu, dst, srcs, row.commutative, Modifiers::default());
        }
        if ty == Type::F32 {
            let name = match opcode {
                Opcode::Fadd => "v_add_f32",
                Opcode::Fsub => "v_sub_f32",
                Opcode::Fmul if flags.ieee => "v_mul_f32",
                Opcode::Fmul => "v_mul_legacy_f32",
                Opcode::Fmin => "v_min_f32",
                Opcode::Fmax => "v_max_f32",
                _ => return Err(self.unsupported(format!("{} on f32", opcode.name()), Some(inst))),
            };
            let a = self.src(args[0])?;
            let b = self.src(args[1])?;
            let dst = self.def(inst, false)?;
            let commutative = opcode.is_commutative() && flags.abs == 0 && flags.neg == 0;
            return self.valu(name, dst, vec![a, b], commutative, Self::float_mods(flags));
        }
        Err(self.unsupported(format!("{} on {ty}", opcode.name()), Some(inst)))
    }

    fn ternary(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        flags: FloatFlags,
        args: [Value; 3],
    ) -> Result<(), CodegenError> {
        let ty = self.func.value_type(args[1]);
        if ty.bits() == 64 {
            return Err(self.unsupported(format!("{} on {ty}", opcode.name()), Some(inst)));
        }
        match opcode {
            Opcode::Select => self.select(inst, args),
            Opcode::Fmad | Opcode::Ffma if ty == Type::F32 => {
                let name = match opcode {
                    Opcode::Ffma => "v_fma_f32",
                    _ if flags.ieee => "v_mad_f32",
                    _ => "v_mad_legacy_f32",
                };
                let srcs = [self.src(args[0])?, self.src(args[1])?, self.src(args[2])?];
                let dst = self.def(inst, false)?;
                self.valu(name, dst, srcs.to_vec(), false, Self::float_mods(flags))
            }
            Opcode::Ubfe | Opcode::Sbfe | Opcode::Umad24 | Opcode::Smad24 => {
                // The IR operand order is the VOP3 one: (value, offset, width) for the bit
                // field extracts, (a, b, addend) for the 24-bit multiply-adds.
                let name = match opcode {
                    Opcode::Ubfe => "v_bfe_u32",
                    Opcode::Sbfe => "v_bfe_i32",
                    Opcode::Umad24 => "v_mad_u32_u24",
                    _ => "v_mad_i32_i24",
                };
                let srcs = [self.src(args[0])?, self.src(args[1])?, self.src(args[2])?];
                let dst = self.def(inst, false)?;
                self.valu(name, dst, srcs.to_vec(), false, Modifiers::default())
            }
            Opcode::Imad => {
                let srcs = [self.src(args[0])?, self.src(args[1])?, self.src(args[2])?];
                let dst = self.def(inst, false)?;
                let t = self.vreg();
                self.valu(
                    "v_mul_lo_u32",
                    MOperand::whole(t, 1),
                    vec![srcs[0], srcs[1]],
                    true,
                    Modifiers::default(),
                )?;
                self.valu(
                    "v_add_u32",
                    dst,
                    vec![srcs[2], MOperand::whole(t, 1)],
                    true,
                    Modifiers::default(),
                )
            }
            _ => Err(self.unsupported(opcode.name(), Some(inst))),
        }
    }

    /// `select c, t, f`: `s_cselect_b32` on SCC = (c & exec) != 0 when everything is scalar,
    /// else `v_cndmask_b32 dst, f, t, c`.
    fn select(&mut self, inst: Inst, args: [Value; 3]) -> Result<(), CodegenError> {
        let mask = self.mask_of(args[0])?;
        let scalar =
            self.result_uniform(inst) && self.is_scalar(args[1]) && self.is_scalar(args[2]);
        if self.func.value_type(args[1]) == Type::B1 {
            // Mask select: (c & t) | (~c & f).
            let t = self.mask_of(args[1])?;
            let f = self.mask_of(args[2])?;
            let a = self.sreg(2);
            let b = self.sreg(2);
            let m = self.sreg(2);
            self.push(
                "s_and_b64",
                Encoding::Native,
                &[MOperand::whole(a, 2), mask, t],
            )?;
            self.push(
                "s_andn2_b64",
                Encoding::Native,
                &[MOperand::whole(b, 2), f, mask],
            )?;
            self.push(
                "s_or_b64",
                Encoding::Native,
                &[
                    MOperand::whole(m, 2),
                    MOperand::whole(a, 2),
                    MOperand::whole(b, 2),
                ],
            )?;
            return self.def_mask(inst, MOperand::whole(m, 2));
        }
        let t = self.src(args[1])?;
        let f = self.src(args[2])?;
        if scalar {
            let tmp = self.sreg(2);
            self.push(
                "s_and_b64",
                Encoding::Native,
                &[MOperand::whole(tmp, 2), mask, EXEC],
            )?;
            let dst = self.def(inst, true)?;
            self.push("s_cselect_b32", Encoding::Native, &[dst, t, f])?;
            return Ok(());
        }
        let dst = self.def(inst, false)?;
        self.cndmask(dst, f, t, mask)
    }

    /// `v_cndmask_b32_e64 dst, f, t, mask`: the mask takes the one constant-bus read, so
    /// scalar and literal sources move to VGPRs first.
    fn cndmask(
        &mut self,
        dst: MOperand,
        f: MOperand,
        t: MOperand,
        mask: MOperand,
    ) -> Result<(), CodegenError> {
        let mut srcs = [f, t];
        for s in srcs.iter_mut() {
            if self.uses_constant_bus(s) {
                *s = self.ensure_vgpr(*s)?;
            }
        }
        self.push(
            "v_cndmask_b32",
            Encoding::Vop3,
            &[dst, srcs[0], srcs[1], mask],
        )?;
        Ok(())
    }

    /// `bmask`: all ones where the mask is set.
    fn select_consts(
        &mut self,
        inst: Inst,
        mask: MOperand,
        t: u32,
        f: u32,
    ) -> Result<(), CodegenError> {
        if self.result_uniform(inst) {
            let tmp = self.sreg(2);
            self.push(
                "s_and_b64",
                Encoding::Native,
                &[MOperand::whole(tmp, 2), mask, EXEC],
            )?;
            let dst = self.def(inst, true)?;
            self.push(
                "s_cselect_b32",
                Encoding::Native,
                &[dst, const_operand(t, false), const_operand(f, false)],
            )?;
            return Ok(());
        }
        let dst = self.def(inst, false)?;
        self.cndmask(dst, const_operand(f, false), const_operand(t, false), mask)
    }

    fn int_compare(
        &mut self,
        inst: Inst,
        cond: IntCC,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        if self.func.value_type(args[0]) != Type::I32 {
            return Err(self.unsupported(
                format!("icmp on {}", self.func.value_type(args[0])),
                Some(inst),
            ));
        }
        let (salu, valu) = int_cc_names(cond);
        let a = self.src(args[0])?;
        let b = self.src(args[1])?;
        if self.result_uniform(inst) && args.iter().all(|v| self.is_scalar(*v)) {
            self.push(salu, Encoding::Native, &[a, b])?;
            let m = self.sreg(2);
            self.push(
                "s_cselect_b64",
                Encoding::Native,
                &[
                    MOperand::whole(m, 2),
                    MOperand::Fixed(Operand::Inline(193)),
                    MOperand::Fixed(Operand::Inline(128)),
                ],
            )?;
            return self.def_mask(inst, MOperand::whole(m, 2));
        }
        let m = self.vcmp(valu, a, b)?;
        self.def_mask(inst, m)
    }

    fn buffer_base(&self, kind: KernargSlotKind) -> Result<MOperand, CodegenError> {
        self.kernarg_regs
            .get(&kind)
            .map(|r| MOperand::whole(*r, 2))
            .ok_or_else(|| CodegenError::Internal(format!("{kind:?} has no kernarg slot")))
    }

    /// Base pair and 32-bit VGPR byte offset of a global-memory access (`global_*` with
    /// SADDR): raw UAV addresses are bytes, typed UAV and `g[]` addresses count dwords.
    fn global_address(
        &mut self,
        space: AddressSpace,
        addr: Value,
    ) -> Result<(MOperand, MOperand), CodegenError> {
        let kind = kernarg_kind(space)
            .ok_or_else(|| CodegenError::Internal(format!("{space:?} is not global memory")))?;
        let base = self.buffer_base(kind)?;
        let offset = if space.is_byte_addressed() {
            self.vgpr_src(addr)?
        } else {
            let a = self.src(addr)?;
            let t = self.vreg();
            self.valu(
                "v_lshlrev_b32",
                MOperand::whole(t, 1),
                vec![const_operand(2, false), a],
                false,
                Modifiers::default(),
            )?;
            MOperand::whole(t, 1)
        };
        Ok((base, offset))
    }

    fn atomic(
        &mut self,
        inst: Inst,
        op: AtomicOp,
        space: AddressSpace,
        args: &[Value],
    ) -> Result<(), CodegenError> {
        let unsupported = || format!("atomic {} on {}", op.name(), space_name(space));
        let row = ATOMICS.iter().find(|r| r.0 == op);
        let (Some(row), [addr, src, rest @ ..]) = (row, args) else {
            return Err(self.unsupported(unsupported(), Some(inst)));
        };
        let cmp = rest.first().copied();
        match space {
            AddressSpace::Lds => {
                let offset = self.vgpr_src(*addr)?;
                let data = self.vgpr_src(*src)?;
                let mut ops = vec![offset];
                match cmp {
                    Some(c) => {
                        let c = self.vgpr_src(c)?;
                        ops.extend([c, data]);
                    }
                    None => ops.push(data),
                }
                let dst = self.def(inst, false)?;
                ops.insert(0, dst);
                self.push(row.2, Encoding::Native, &ops)?;
                Ok(())
            }
            AddressSpace::Uav(_) | AddressSpace::TypedUav(_) | AddressSpace::Global => {
                let name = row
                    .1
                    .ok_or_else(|| self.unsupported(unsupported(), Some(inst)))?;
                let (base, offset) = self.global_address(space, *addr)?;
                let data = match cmp {
                    Some(c) => {
                        let pair = self.mf.new_vreg(RegClass::Vgpr, 2);
                        let s = self.src(*src)?;
                        let c = self.src(c)?;
                        self.push("v_mov_b32", Encoding::Native, &[MOperand::half(pair, 0), s])?;
                        self.push("v_mov_b32", Encoding::Native, &[MOperand::half(pair, 1), c])?;
                        MOperand::whole(pair, 2)
                    }
                    None => self.vgpr_src(*src)?,
                };
                let dst = self.def(inst, false)?;
                let atomic = self.push(name, Encoding::Native, &[dst, offset, data, base])?;
                atomic.mem.glc = true;
                Ok(())
            }
            _ => Err(self.unsupported(unsupported(), Some(inst))),
        }
    }

    fn load(
        &mut self,
        inst: Inst,
        space: AddressSpace,
        size: MemSize,
        addr: Value,
    ) -> Result<(), CodegenError> {
        if size != MemSize::Dword {
            return Err(self.unsupported(
                format!("load {} {}", space_name(space), size.name()),
                Some(inst),
            ));
        }
        match space {
            AddressSpace::Uav(_) | AddressSpace::TypedUav(_) | AddressSpace::Global => {
                let (base, offset) = self.global_address(space, addr)?;
                let dst = self.def(inst, false)?;
                self.push("global_load_dword", Encoding::Native, &[dst, offset, base])?;
                Ok(())
            }
            AddressSpace::Lds => {
                let offset = self.vgpr_src(addr)?;
                let dst = self.def(inst, false)?;
                self.push("ds_read_b32", Encoding::Native, &[dst, offset])?;
                Ok(())
            }
            AddressSpace::Cb(id) => {
                let base = self.buffer_base(KernargSlotKind::ConstantBuffer(id))?;
                if self.is_scalar(addr) {
                    let offset = match self.loc(addr)? {
                        Loc::Const(idx) if idx < (1 << 18) => {
                            MOperand::Fixed(Operand::Imm((idx * 4) as i32))
                        }
                        _ => {
                            let a = self.src(addr)?;
                            let t = self.sreg(1);
                            self.push(
                                "s_lshl_b32",
                                Encoding::Native,
                                &[MOperand::whole(t, 1), a, const_operand(2, false)],
                            )?;
                            MOperand::whole(t, 1)
                        }
                    };
                    let dst = self.def(inst, true)?;
                    self.push("s_load_dword", Encoding::Native, &[dst, base, offset])?;
                    return Ok(());
                }
                let a = self.src(addr)?;
                let t = self.vreg();
                self.valu(
                    "v_lshlrev_b32",
                    MOperand::whole(t, 1),
                    vec![const_operand(2, false), a],
                    false,
                    Modifiers::default(),
                )?;
                let dst = self.def(inst, false)?;
                self.push(
                    "global_load_dword",
                    Encoding::Native,
                    &[dst, MOperand::whole(t, 1), base],
                )?;
                Ok(())
            }
            _ => Err(self.unsupported(format!("load {}", space_name(space)), Some(inst))),
        }
    }

    fn store(
        &mut self,
        inst: Inst,
        space: AddressSpace,
        size: MemSize,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        match (space, size) {
            (
                AddressSpace::Uav(_) | AddressSpace::TypedUav(_) | AddressSpace::Global,
                MemSize::Dword,
            ) => {
                let (base, offset) = self.global_address(space, args[0])?;
                let data = self.vgpr_src(args[1])?;
                self.push(
                    "global_store_dword",
                    Encoding::Native,
                    &[offset, data, base],
                )?;
                Ok(())
            }
            (AddressSpace::Lds, MemSize::Dword) => {
                let offset = self.vgpr_src(args[0])?;
                let data = self.vgpr_src(args[1])?;
                self.push("ds_write_b32", Encoding::Native, &[offset, data])?;
                Ok(())
            }
            _ => Err(self.unsupported(
                format!("store {} {}", space_name(space), size.name()),
                Some(inst),
            )),
        }
    }
}

/// The kernarg slot holding the base address of a memory space, if it has one.
fn kernarg_kind(space: AddressSpace) -> Option<KernargSlotKind> {
    match space {
        AddressSpace::Uav(id) | AddressSpace::TypedUav(id) => Some(KernargSlotKind::Uav(id)),
        AddressSpace::Cb(id) => Some(KernargSlotKind::ConstantBuffer(id)),
        AddressSpace::Global => Some(KernargSlotKind::Global),
        _ => None,
    }
}

/// The IR's name of an address space, for error messages.
fn space_name(space: AddressSpace) -> String {
    match space {
        AddressSpace::Uav(id) => format!("uav({id})"),
        AddressSpace::TypedUav(id) => format!("typed_uav({id})"),
        AddressSpace::Global => "g[]".into(),
        AddressSpace::Lds => "lds".into(),
        AddressSpace::Cb(id) => format!("cb{id}"),
        AddressSpace::Icb => "icb".into(),
        AddressSpace::Private(id) => format!("private({id})"),
    }
}
