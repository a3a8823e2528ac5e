//! Instance generator: for every opcode, several instructions with varied operands.

use gcn_isa::inst::{Encoding, Instruction, MemFields, Modifiers};
use gcn_isa::operand::{Operand, RegRange, SpecialReg};
use gcn_isa::table::{all_ops, Field, Flags, Format, ImmKind, Kind, Op, OperandSpec, Ty};

/// Deterministic xorshift generator.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    pub fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len() as u64) as usize]
    }
}

fn sgpr(rng: &mut Rng, dwords: u8) -> Operand {
    let align = if dwords >= 2 { 2 } else { 1 };
    let first = rng.below(u64::from(102 - u16::from(dwords)) / align) * align;
    Operand::Sgpr(RegRange {
        first: first as u16,
        count: dwords,
    })
}

fn vgpr(rng: &mut Rng, dwords: u8) -> Operand {
    let first = rng.below(256 - u64::from(dwords) + 1);
    Operand::Vgpr(RegRange {
        first: first as u16,
        count: dwords,
    })
}

fn scalar_reg(rng: &mut Rng, dwords: u8, write: bool) -> Operand {
    match rng.below(8) {
        0 if dwords == 1 => {
            Operand::Special(rng.pick(&[SpecialReg::M0, SpecialReg::VccHi, SpecialReg::ExecLo]))
        }
        1 => Operand::Special(rng.pick(&[
            SpecialReg::VccLo,
            SpecialReg::ExecLo,
            SpecialReg::FlatScratchLo,
            SpecialReg::XnackMaskLo,
        ])),
        2 => {
            let align = if dwords >= 2 { 2 } else { 1 };
            let first = rng.below((16 - u64::from(dwords)) / align + 1) * align;
            Operand::Ttmp(RegRange {
                first: first as u16,
                count: dwords,
            })
        }
        3 if !write => Operand::Special(rng.pick(&[
            SpecialReg::SharedBase,
            SpecialReg::PrivateLimit,
            SpecialReg::Scc,
            SpecialReg::Execz,
        ])),
        _ => sgpr(rng, dwords),
    }
}

fn constant(rng: &mut Rng, ty: Ty) -> Operand {
    if rng.below(3) == 0 && !matches!(ty, Ty::I16 | Ty::V2I16) {
        Operand::Inline(rng.pick(&[240, 241, 242, 243, 244, 245, 246, 247, 248]))
    } else {
        Operand::Inline((128 + rng.below(81)) as u8)
    }
}

fn literal(rng: &mut Rng, ty: Ty) -> Operand {
    // Values that are not inline constants at any type.
    if matches!(ty, Ty::I16 | Ty::F16) {
        return Operand::Literal(rng.pick(&[0x41u32, 0x7f00, 0x1234, 0xabcd]));
    }
    let v = rng.pick(&[
        0x12345u32,
        0xdeadbeef,
        0x41,
        0xffffffef,
        0x4000_1000,
        0x7f00,
        0x3f80_0001,
    ]);
    Operand::Literal(v)
}

/// Generate one instance of `op` in `encoding`, or `None` if the combination does not exist.
pub fn instance(rng: &mut Rng, op: Op, encoding: Encoding) -> Option<Instruction> {
    let info = op.info();
    let short = encoding == Encoding::Native
        && matches!(info.format, Format::Vop1 | Format::Vop2 | Format::Vopc);
    let vop3 = matches!(info.format, Format::Vop3 | Format::Vop3p) || encoding == Encoding::Vop3;
    let valu = matches!(
        info.format,
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p
    );
    let mut bus_used = info.name == "v_madmk_f32"
        || info.name == "v_madak_f32"
        || info.name.starts_with("v_madmk")
        || info.name.starts_with("v_madak");
    // VCC read as carry-in / mask occupies the constant bus.
    bus_used |= info
        .operands
        .iter()
        .any(|s| s.kind == Kind::Vcc && !s.write)
        || (info.format == Format::Vop3 && info.flags.contains(gcn_isa::table::Flags::READS_VCC));
    // (`s_cbranch_g_fork` takes no literal in llvm-mc's assembler.)
    let mut literal_used = bus_used || info.name == "s_cbranch_g_fork";
    if gcn_isa::encode::is_memory(info.format) {
        return Some(mem_instance(rng, op));
    }
    if matches!(encoding, Encoding::Sdwa | Encoding::Dpp) {
        return ext_instance(rng, op, encoding);
    }
    let mut ops = Vec::new();
    for spec in info.operands {
        ops.push(operand(
            rng,
            spec,
            short,
            vop3,
            valu,
            &mut bus_used,
            &mut literal_used,
        )?);
    }
    // The quad-SAD opcodes want their destination apart from every VGPR source (llvm-mc).
    if info.early_clobber() {
        let vgprs = |o: &Operand| match o {
            Operand::Vgpr(r) => Some(r.first..r.first + u16::from(r.count)),
            _ => None,
        };
        let dst = ops.first().and_then(vgprs)?;
        if ops[1..]
            .iter()
            .filter_map(vgprs)
            .any(|r| r.start < dst.end && dst.start < r.end)
        {
            return None;
        }
    }
    let mut inst = Instruction::new(op, encoding, &ops);
    if vop3 && valu {
        inst.mods = modifiers(rng, info);
        // Source modifiers only on register operands (LLVM spells negated constants differently).
        for (spec, o) in info.operands.iter().zip(&ops) {
            let bit = match spec.field {
                Field::Src0 => 1,
                Field::Src1 => 2,
                Field::Src2 => 4,
                _ => 0,
            };
            if !matches!(o, Operand::Vgpr(_) | Operand::Sgpr(_)) {
                inst.mods.neg &= !bit;
                inst.mods.abs &= !bit;
                inst.mods.neg_hi &= !bit;
            }
        }
    }
    Some(inst)
}

fn operand(
    rng: &mut Rng,
    spec: &OperandSpec,
    short: bool,
    vop3: bool,
    valu: bool,
    bus_used: &mut bool,
    literal_used: &mut bool,
) -> Option<Operand> {
    Some(match spec.kind {
        Kind::SReg => scalar_reg(rng, spec.dwords, true),
        Kind::SRegV => sgpr(rng, 1),
        Kind::VReg => vgpr(rng, spec.dwords),
        Kind::Vcc if short => Operand::Special(SpecialReg::VccLo),
        Kind::Vcc => {
            if !spec.write && !*bus_used {
                *bus_used = true;
            }
            if rng.below(3) == 0 {
                Operand::Special(SpecialReg::VccLo)
            } else {
                sgpr(rng, 2)
            }
        }
        Kind::SSrc if valu => {
            if !*bus_used && rng.below(2) == 0 {
                *bus_used = true;
                sgpr(rng, spec.dwords)
            } else {
                constant(rng, spec.ty)
            }
        }
        Kind::SSrc => match rng.below(4) {
            0 => constant(rng, spec.ty),
            1 if !*literal_used => {
                *literal_used = true;
                literal(rng, spec.ty)
            }
            _ => scalar_reg(rng, spec.dwords, false),
        },
        Kind::VSrc => {
            let lit_ok = short && spec.field == Field::Src0 && !*bus_used;
            let src1_short = short && spec.field == Field::Src1;
            match rng.below(5) {
                _ if src1_short || spec.dwords > 2 => vgpr(rng, spec.dwords),
                0 => constant(rng, spec.ty),
                1 if lit_ok && spec.dwords == 1 => {
                    *bus_used = true;
                    literal(rng, spec.ty)
                }
                2 if !*bus_used && valu => {
                    *bus_used = true;
                    let _ = vop3;
                    sgpr(rng, spec.dwords)
                }
                _ => vgpr(rng, spec.dwords),
            }
        }
        Kind::Imm(k) => match k {
            ImmKind::Opt16 => Operand::Imm(rng.pick(&[0, 0, 1, 0x1234])),
            ImmKind::Dec16 | ImmKind::Hex16 => Operand::Imm(rng.below(0x10000) as i32),
            ImmKind::Label => Operand::Imm(rng.below(0x10000) as i32),
            ImmKind::Waitcnt => Operand::Imm(gcn_isa::syntax::waitcnt_value(
                rng.below(64) as u16,
                rng.below(8) as u16,
                rng.below(16) as u16,
            ) as i32),
            ImmKind::Sendmsg => Operand::Imm(rng.pick(&[
                1, 0x22, 0x12, 0x132, 3, 4, 5, 9, 0x1f, 0x2f, 0x4f, 11, 0x123,
            ])),
            ImmKind::Hwreg => Operand::Imm(rng.below(0x10000) as i32),
            ImmKind::GprIdx => Operand::Imm(rng.below(16) as i32),
            ImmKind::Literal if spec.ty == Ty::F16 => Operand::Literal(rng.next() as u32 & 0xffff),
            ImmKind::Literal => Operand::Literal(rng.next() as u32),
            ImmKind::Attr => Operand::Imm(rng.below(256) as i32),
            ImmKind::InterpSlot => Operand::Imm(rng.below(3) as i32),
            ImmKind::ExpTarget => Operand::Imm(rng.below(10) as i32),
        },
        // Memory operands are generated by `mem_instance`.
        _ => return None,
    })
}

fn modifiers(rng: &mut Rng, info: &gcn_isa::OpInfo) -> Modifiers {
    let (specs, format) = (info.operands, info.format);
    let mut m = Modifiers::default();
    let float_srcs: u8 = specs
        .iter()
        .filter_map(|s| match s.field {
            Field::Src0 if s.ty.is_float() && s.kind != Kind::Imm(ImmKind::Attr) => Some(1),
            Field::Src1 if s.ty.is_float() => Some(2),
            Field::Src2 if s.ty.is_float() => Some(4),
            _ => None,
        })
        .sum();
    let float_dst = specs.iter().any(|s| s.write && s.ty.is_float());
    if format == Format::Vop3p {
        let n = specs
            .iter()
            .filter(|s| matches!(s.field, Field::Src0 | Field::Src1 | Field::Src2))
            .count();
        let all = (1u8 << n) - 1;
        m.op_sel = rng.below(u64::from(all) + 1) as u8;
        m.op_sel_hi = rng.below(u64::from(all) + 1) as u8 | (7 & !all);
        m.clamp = rng.below(2) == 0;
        if info.name.starts_with("v_mad_mix") {
            m.neg = rng.below(8) as u8;
            m.abs = rng.below(8) as u8;
            return m;
        }
        if float_srcs != 0 {
            m.neg = rng.below(u64::from(all) + 1) as u8 & float_srcs;
            m.neg_hi = rng.below(u64::from(all) + 1) as u8 & float_srcs;
        }
        m.clamp = rng.below(2) == 0;
        return m;
    }
    m.neg = rng.below(8) as u8 & float_srcs;
    if info.flags.contains(gcn_isa::table::Flags::OP_SEL) {
        let nsrc = specs
            .iter()
            .filter(|s| matches!(s.field, Field::Src0 | Field::Src1 | Field::Src2))
            .count();
        m.op_sel = rng.below(16) as u8 & (((1u8 << nsrc) - 1) | 8);
    }
    // VOP3B (carry-out) opcodes have no abs field.
    let vop3b = specs
        .iter()
        .any(|s| s.kind == Kind::Vcc && s.field == Field::Sdst);
    if !vop3b {
        m.abs = rng.below(8) as u8 & float_srcs;
    }
    // llvm-mc-14 has no clamp on the 16-bit min3/max3/med3 (see docs/gcn-isa-notes.md).
    let no_clamp = ["v_min3_", "v_max3_", "v_med3_"]
        .iter()
        .any(|p| info.name.starts_with(p))
        && info.name.ends_with("16");
    if float_dst && !no_clamp {
        m.clamp = rng.below(3) == 0;
        // Native 16-bit VOP3 opcodes have no output modifier in LLVM.
        let f16_native = format == Format::Vop3 && specs.iter().any(|s| s.write && s.ty == Ty::F16);
        if !f16_native {
            m.omod = rng.below(4) as u8;
        }
    }
    m
}

/// All (opcode, encoding) pairs the generator covers.
pub fn variants() -> Vec<(Op, Encoding)> {
    let mut v = Vec::new();
    for (i, info) in all_ops().iter().enumerate() {
        let op = Op(i as u16);
        if gcn_isa::parse::NOT_IN_LLVM.contains(&info.name) {
            continue;
        }
        v.push((op, Encoding::Native));
        // LLVM prints the e64 form of operand-less opcodes (v_nop) without suffix: not parseable back.
        if matches!(
            info.format,
            Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vintrp
        ) && info.vop3_opcode().is_some()
            && !info.operands.is_empty()
        {
            v.push((op, Encoding::Vop3));
        }
        // SDWA/DPP: 32-bit operands only, no literal-K opcodes.
        let ext_ok = matches!(info.format, Format::Vop1 | Format::Vop2 | Format::Vopc)
            && !info.operands.is_empty()
            && info
                .operands
                .iter()
                .all(|s| s.dwords == 1 || s.kind == Kind::Vcc)
            && !info.operands.iter().any(|s| s.field == Field::Literal)
            // llvm-mc-14 has no SDWA/DPP form of v_mac_* and v_swap_b32.
            && !info.name.starts_with("v_mac_")
            && info.name != "v_swap_b32";
        if ext_ok {
            v.push((op, Encoding::Sdwa));
        }
        if ext_ok && info.format != Format::Vopc {
            v.push((op, Encoding::Dpp));
        }
    }
    v
}

/// A memory instruction with random flags, offsets and operands consistent with them.
fn mem_instance(rng: &mut Rng, op: Op) -> Instruction {
    let info = op.info();
    let mut m = MemFields::for_op(op);
    let coin = |rng: &mut Rng| rng.below(2) == 0;
    match info.format {
        Format::Mimg | Format::Exp => {}
        Format::Smem => {
            m.glc = coin(rng)
                && (info.flags.0 & (Flags::LOAD.0 | Flags::STORE.0 | Flags::ATOMIC.0)) != 0
        }
        Format::Ds => {
            if info.flags.contains(Flags::TWO_OFFSETS) {
                m.offset = rng.below(256) as i32;
                m.offset1 = rng.below(256) as u8;
            } else if info.flags.contains(Flags::SWIZZLE) {
                m.offset = rng.pick(&[
                    0x8000 | 0xe4,
                    0x041f,
                    0x0c1f,
                    0x001c | 3 << 5,
                    0x1014,
                    0x8000 | 0x1b,
                ]);
            } else {
                m.offset = rng.pick(&[0, 0, 4, 16, 255, 256, 65535]);
            }
            m.gds = info.name.starts_with("ds_gws")
                || info.name == "ds_ordered_count"
                || (rng.below(4) == 0
                    && !info.operands.is_empty()
                    && info.flags.contains(Flags::ATOMIC));
        }
        Format::Mubuf | Format::Mtbuf => {
            m.offset = rng.pick(&[0, 0, 4, 100, 4095]);
            m.offen = coin(rng);
            m.idxen = coin(rng);
            m.glc = coin(rng);
            m.slc = coin(rng);
            m.lds = info.name == "buffer_store_lds_dword";
            if info.format == Format::Mtbuf {
                m.dfmt = rng.below(16) as u8;
                m.nfmt = rng.below(8) as u8;
            }
        }
        _ => {
            m.offset = if info.format == Format::Flat {
                rng.below(4096) as i32
            } else {
                rng.below(8192) as i32 - 4096
            };
            if rng.below(3) == 0 {
                m.offset = 0;
            }
            m.glc = coin(rng);
            m.slc = coin(rng);
        }
    }
    if info.format == Format::Exp {
        return exp_instance(rng, op);
    }
    if info.format == Format::Mimg {
        m.dmask = if info.name.contains("cmpswap") {
            3
        } else if info.name.starts_with("image_atomic") {
            1
        } else {
            rng.below(16) as u8
        };
        if info.name.starts_with("image_gather4") {
            m.dmask = rng.pick(&[1, 2, 4, 8]);
        }
        m.unorm = coin(rng);
        m.glc = coin(rng);
        m.slc = coin(rng);
        m.da = coin(rng);
        m.lwe = coin(rng);
        m.d16 = rng.below(4) == 0
            && !info.name.starts_with("image_atomic")
            && !info.name.starts_with("image_get")
            && !info.name.contains("_pck");
    }
    // Opcodes without address operands take no offsets or addressing flags.
    if !info
        .operands
        .iter()
        .any(|s| matches!(s.field, Field::Vaddr | Field::Addr))
    {
        let gds = m.gds;
        let lds = m.lds;
        m = MemFields {
            gds,
            lds,
            glc: m.glc && info.format != Format::Mubuf,
            ..MemFields::for_op(op)
        };
        if info.format == Format::Mubuf && info.name == "buffer_store_lds_dword" {
            m.offset = rng.pick(&[0, 4, 4095]);
        }
    }
    let saddr_off = coin(rng);
    let mut ops = Vec::new();
    for spec in info.operands {
        let o = match (spec.kind, spec.field) {
            (Kind::SmemOffset, _) => match rng.below(3) {
                0 if info
                    .operands
                    .iter()
                    .any(|s| s.field == Field::Sbase && s.dwords == 4) =>
                {
                    Operand::Imm(rng.below(1 << 20) as i32)
                }
                0 => Operand::Imm(rng.below(1 << 21) as i32 - (1 << 20)),
                1 => Operand::Special(SpecialReg::M0),
                _ => sgpr(rng, 1),
            },
            (Kind::BufSoffset, _) => match rng.below(3) {
                0 => constant(rng, Ty::I32),
                1 => Operand::Special(SpecialReg::M0),
                _ => sgpr(rng, 1),
            },
            (Kind::BufVaddr, _) => match (m.offen, m.idxen) {
                (false, false) => Operand::Off,
                (true, true) => vgpr(rng, 2),
                _ => vgpr(rng, 1),
            },
            (Kind::FlatVaddr, _) => match (info.format, saddr_off) {
                (Format::Global, true) => vgpr(rng, 2),
                (Format::Global, false) => vgpr(rng, 1),
                (_, true) => vgpr(rng, 1),
                _ => Operand::Off,
            },
            (Kind::Saddr, _) => {
                if saddr_off {
                    Operand::Off
                } else {
                    sgpr(rng, spec.dwords)
                }
            }
            (Kind::SReg, Field::Ssamp) => Operand::Sgpr(RegRange {
                first: (rng.below(24) * 4) as u16,
                count: 4,
            }),
            (Kind::SReg, Field::Srsrc) if spec.dwords == 8 => Operand::Sgpr(RegRange {
                first: (rng.below(23) * 4) as u16,
                count: 8,
            }),
            (Kind::SReg, Field::Sbase | Field::Srsrc) => {
                let align = if spec.dwords >= 4 { 4 } else { 2 };
                Operand::Sgpr(RegRange {
                    first: (rng.below(u64::from(102 - u16::from(spec.dwords)) / align) * align)
                        as u16,
                    count: spec.dwords,
                })
            }
            (Kind::SReg, _) => {
                let align = if spec.dwords >= 4 {
                    4
                } else {
                    u64::from(spec.dwords.min(2))
                };
                Operand::Sgpr(RegRange {
                    first: (rng.below(u64::from(102 - u16::from(spec.dwords)) / align) * align)
                        as u16,
                    count: spec.dwords,
                })
            }
            (Kind::ImageData, _) => vgpr(rng, gcn_isa::mem::image_data_dwords(info, &m)),
            (Kind::ImageAddr, _) => vgpr(rng, gcn_isa::mem::image_addr_dwords(info, &m)),
            (Kind::Imm(_), _) => Operand::Imm(rng.below(128) as i32),
            (Kind::VdstRtn, _) if !m.glc => Operand::Vgpr(RegRange {
                first: 0,
                count: spec.dwords,
            }),
            _ => vgpr(rng, spec.dwords),
        };
        ops.push(o);
    }
    let mut inst = Instruction::new(op, Encoding::Native, &ops);
    inst.mem = m;
    inst
}

/// An export with a random target, enabled sources and flags.
fn exp_instance(rng: &mut Rng, op: Op) -> Instruction {
    let target = rng.pick(&[0, 3, 7, 8, 9, 12, 15, 32, 37, 63]);
    let compr = rng.below(3) == 0;
    let mut ops = vec![Operand::Imm(target)];
    if compr {
        // Compressed: sources come in equal pairs.
        for _ in 0..2 {
            let o = if rng.below(4) == 0 {
                Operand::Off
            } else {
                vgpr(rng, 1)
            };
            ops.push(o);
            ops.push(o);
        }
    } else {
        for _ in 0..4 {
            ops.push(if rng.below(4) == 0 {
                Operand::Off
            } else {
                vgpr(rng, 1)
            });
        }
    }
    let mut inst = Instruction::new(op, Encoding::Native, &ops);
    inst.mem.compr = compr;
    inst.mem.done = rng.below(2) == 0;
    inst.mem.vm = rng.below(2) == 0;
    inst
}

/// An SDWA or DPP instance of a VOP1/VOP2/VOPC opcode.
fn ext_instance(rng: &mut Rng, op: Op, encoding: Encoding) -> Option<Instruction> {
    let info = op.info();
    let sdwa = encoding == Encoding::Sdwa;
    let mut ops = Vec::new();
    let mut m = Modifiers::defaults_for(encoding);
    // One scalar value at most (constant bus), and a VCC carry-in already takes it.
    let mut bus_used = info
        .operands
        .iter()
        .any(|s| s.kind == Kind::Vcc && !s.write);
    for spec in info.operands {
        let o = match (spec.field, spec.kind) {
            (Field::Vdst, Kind::Vcc) if sdwa && rng.below(2) == 0 => sgpr(rng, 2),
            (_, Kind::Vcc) => Operand::Special(SpecialReg::VccLo),
            (Field::Vdst, Kind::VReg) => vgpr(rng, 1),
            (Field::Src0 | Field::Src1, _) if sdwa => match rng.below(4) {
                0 if spec.field == Field::Src0 => constant(rng, spec.ty),
                1 if !bus_used => {
                    bus_used = true;
                    sgpr(rng, 1)
                }
                _ => vgpr(rng, 1),
            },
            (Field::Src0 | Field::Src1, _) => vgpr(rng, 1),
            _ => return None,
        };
        ops.push(o);
    }
    let float_srcs: u8 = info
        .operands
        .iter()
        .filter_map(|s| match s.field {
            Field::Src0 if s.ty.is_float() => Some(1),
            Field::Src1 if s.ty.is_float() => Some(2),
            _ => None,
        })
        .sum();
    let int_srcs: u8 = info
        .operands
        .iter()
        .filter_map(|s| match s.field {
            Field::Src0 if !s.ty.is_float() => Some(1),
            Field::Src1 if !s.ty.is_float() => Some(2),
            _ => None,
        })
        .sum();
    m.neg = rng.below(4) as u8 & float_srcs;
    m.abs = rng.below(4) as u8 & float_srcs;
    let float_dst = info.operands.iter().any(|s| s.write && s.ty.is_float());
    if sdwa {
        m.sext = rng.below(4) as u8 & int_srcs;
        m.src_sel = [rng.below(7) as u8, rng.below(7) as u8];
        if !info.operands.iter().any(|s| s.field == Field::Src1) {
            m.src_sel[1] = 6;
        }
        if info.format != Format::Vopc {
            m.dst_sel = rng.below(7) as u8;
            m.dst_unused = rng.below(3) as u8;
            if float_dst {
                m.clamp = rng.below(3) == 0;
                m.omod = rng.below(4) as u8;
            }
        }
    } else {
        m.dpp_ctrl = rng.pick(&[
            0xe4, 0x1b, 0x101, 0x10f, 0x111, 0x121, 0x130, 0x134, 0x138, 0x13c, 0x140, 0x141,
            0x142, 0x143,
        ]);
        m.row_mask = rng.below(16) as u8;
        m.bank_mask = rng.below(16) as u8;
        m.bound_ctrl = rng.below(2) == 0;
    }
    // Modifiers only on register operands (constants print differently).
    for (spec, o) in info.operands.iter().zip(&ops) {
        let bit = match spec.field {
            Field::Src0 => 1,
            Field::Src1 => 2,
            _ => 0,
        };
        if !matches!(o, Operand::Vgpr(_) | Operand::Sgpr(_)) {
            m.neg &= !bit;
            m.abs &= !bit;
            m.sext &= !bit;
        }
    }
    let mut inst = Instruction::new(op, encoding, &ops);
    inst.mods = m;
    Some(inst)
}
