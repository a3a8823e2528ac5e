//! The typed instruction model shared by the encoder, decoder, printer, parser and simulator.

use smallvec::SmallVec;

use crate::operand::Operand;
use crate::table::{Op, OpInfo, OperandSpec};

/// Which encoding of an opcode an instruction uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Encoding {
    /// The opcode's native format (`_e32` for VOP1/VOP2/VOPC/VINTRP).
    #[default]
    Native,
    /// VOP3 form of a VOP1/VOP2/VOPC/VINTRP opcode (`_e64`).
    Vop3,
    /// Sub-dword addressing form of a VOP1/VOP2/VOPC opcode (`_sdwa`).
    Sdwa,
    /// Data-parallel primitives form of a VOP1/VOP2 opcode (`_dpp`).
    Dpp,
}

/// Source and output modifiers of vector instructions (bit `i` = source `i`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Modifiers {
    /// Negate source i (VOP3P: low half).
    pub neg: u8,
    /// Absolute value of source i.
    pub abs: u8,
    /// Clamp the result.
    pub clamp: bool,
    /// Output modifier: 0 none, 1 `mul:2`, 2 `mul:4`, 3 `div:2`.
    pub omod: u8,
    /// op_sel bits (VOP3: bits 0-2 sources, bit 3 destination; VOP3P: sources).
    pub op_sel: u8,
    /// VOP3P op_sel_hi bits (default all ones).
    pub op_sel_hi: u8,
    /// VOP3P neg_hi bits.
    pub neg_hi: u8,
    /// VOP3 interpolation: read the high half of the attribute (`high`).
    pub high: bool,
    /// SDWA destination select (0-3 BYTE_n, 4 WORD_0, 5 WORD_1, 6 DWORD).
    pub dst_sel: u8,
    /// SDWA unused destination bits: 0 pad, 1 sign-extend, 2 preserve.
    pub dst_unused: u8,
    /// SDWA source selects.
    pub src_sel: [u8; 2],
    /// SDWA sign-extension of integer sources (bit per source).
    pub sext: u8,
    /// DPP control (quad_perm, row shifts, ...).
    pub dpp_ctrl: u16,
    /// DPP row mask.
    pub row_mask: u8,
    /// DPP bank mask.
    pub bank_mask: u8,
    /// DPP bound control (out-of-range lanes read zero).
    pub bound_ctrl: bool,
    /// DPP NEG (bits 0-1) and ABS (bits 2-3) bits of integer sources that llvm-mc decodes,
    /// keeps in its re-encoding and does not print (`v_cndmask_b32_dpp`, the ABS bit of
    /// `v_ldexp_f16_dpp`'s exponent); no defined meaning, so the simulator refuses them.
    pub dpp_int_src_bits: u8,
}

impl Modifiers {
    /// LLVM's defaults for an SDWA or DPP form (all selects DWORD, preserve, full masks).
    pub fn defaults_for(encoding: Encoding) -> Modifiers {
        match encoding {
            Encoding::Sdwa => Modifiers {
                dst_sel: 6,
                dst_unused: 2,
                src_sel: [6, 6],
                ..Modifiers::default()
            },
            Encoding::Dpp => Modifiers {
                row_mask: 15,
                bank_mask: 15,
                ..Modifiers::default()
            },
            _ => Modifiers::default(),
        }
    }
}

/// Memory-instruction fields (offsets and flags of SMEM, DS, MUBUF, MTBUF and FLAT).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct MemFields {
    /// Byte offset (DS: `offset`, or `offset0` for two-offset opcodes; MUBUF/MTBUF/FLAT).
    pub offset: i32,
    /// DS `offset1`.
    pub offset1: u8,
    /// Globally coherent.
    pub glc: bool,
    /// System level coherent.
    pub slc: bool,
    /// Return data to LDS.
    pub lds: bool,
    /// Texture fail enable.
    pub tfe: bool,
    /// DS: global data share.
    pub gds: bool,
    /// Buffer: VADDR holds an offset.
    pub offen: bool,
    /// Buffer: VADDR holds an index.
    pub idxen: bool,
    /// Non-volatile.
    pub nv: bool,
    /// MTBUF data format (default 1).
    pub dfmt: u8,
    /// MTBUF number format (default 0).
    pub nfmt: u8,
    /// MIMG data mask (which components).
    pub dmask: u8,
    /// MIMG unnormalized coordinates.
    pub unorm: bool,
    /// MIMG declare array.
    pub da: bool,
    /// MIMG 16-bit addresses (`a16`, the R128 bit position).
    pub a16: bool,
    /// MIMG LOD warning enable.
    pub lwe: bool,
    /// MIMG 16-bit data.
    pub d16: bool,
    /// EXP: last export (`done`).
    pub done: bool,
    /// EXP: compressed 16-bit data (`compr`).
    pub compr: bool,
    /// EXP: valid mask (`vm`).
    pub vm: bool,
    /// EXP: the VSRC fields no enabled source uses (llvm-mc keeps and re-encodes them; 0 when
    /// assembled).
    pub exp_unused: [u8; 4],
    /// MUBUF/MTBUF: reserved bits of dwords 0 and 1 kept from a decoded word (llvm-mc
    /// re-encodes them; 0 when assembled).
    pub reserved: [u32; 2],
    /// MIMG: LLVM's `_g16` form of a derivative opcode (bit 0).
    pub g16: bool,
    /// MUBUF: a `buffer_wbinvl1` decoded from the SI/CI opcode number 113, which llvm-mc-14
    /// decodes and re-encodes as such (`mem::SI_WBINVL1_OPCODE`); false when assembled.
    pub si_opcode: bool,
}

impl MemFields {
    /// Default fields for an opcode (MTBUF's default data format is 1).
    pub fn for_op(op: Op) -> MemFields {
        let dfmt = u8::from(op.info().format == crate::table::Format::Mtbuf);
        MemFields {
            dfmt,
            ..MemFields::default()
        }
    }
}

/// One decoded or parsed instruction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Instruction {
    /// The opcode.
    pub op: Op,
    /// Which encoding it uses.
    pub encoding: Encoding,
    /// Operands in the order of the opcode's [`OpInfo::operands`].
    pub operands: SmallVec<[Operand; 5]>,
    /// Modifiers.
    pub mods: Modifiers,
    /// Memory fields.
    pub mem: MemFields,
}

impl Instruction {
    /// Whether this instruction has the 64-bit VOP3 layout: a VOP3 or VOP3P opcode, or a
    /// VOP1/VOP2/VOPC opcode in its VOP3 encoding.
    pub fn is_vop3(&self) -> bool {
        self.encoding == Encoding::Vop3
            || matches!(
                self.info().format,
                crate::table::Format::Vop3 | crate::table::Format::Vop3p
            )
    }

    /// Why this instruction, decodable for parity with llvm-mc-14, has no meaning the manual
    /// gives (so that a simulator refuses it rather than guess): an immediate in a
    /// register-only operand (`/*invalid immediate*/`), a constant in a 128-bit source, a VGPR
    /// lane mask or lane select, a scalar or constant source of a VOP3 interpolation, or
    /// float modifiers on the integer sources of `v_cndmask_b32` / `v_cvt_pk_u8_f32`.
    /// `None` for every instruction the manual defines.
    pub fn undefined_form(&self) -> Option<&'static str> {
        use crate::table::Kind;
        let info = self.info();
        let vop3 = self.is_vop3();
        for (spec, o) in self.slots() {
            let immediate = matches!(o, Operand::Inline(_) | Operand::Literal(_));
            let vgpr = matches!(o, Operand::Vgpr(_));
            if info.is_vop3_interp_source(spec, vop3) && !vgpr {
                return Some("a scalar or constant source of a VOP3 interpolation");
            }
            match spec.kind {
                Kind::SReg | Kind::SRegV | Kind::VReg if immediate => {
                    return Some("an immediate in a register-only operand");
                }
                Kind::VSrc if spec.dwords >= 4 && immediate => {
                    return Some("a constant in a 128-bit source");
                }
                Kind::Vcc if vgpr => return Some("a VGPR lane mask"),
                Kind::SSrc if vgpr => return Some("a VGPR lane select"),
                _ => {}
            }
        }
        let int_sources = info.int_sources_with_float_mods(vop3);
        if (self.mods.neg | self.mods.abs) & int_sources != 0 {
            return Some("float modifiers on an integer source");
        }
        None
    }

    /// An instruction with default modifiers.
    pub fn new(op: Op, encoding: Encoding, operands: &[Operand]) -> Instruction {
        Instruction {
            op,
            encoding,
            operands: operands.iter().copied().collect(),
            mods: Modifiers::default(),
            mem: MemFields::for_op(op),
        }
    }
    /// The opcode's table row.
    pub fn info(&self) -> &'static OpInfo {
        self.op.info()
    }
    /// The operand encoded in `field`, if the opcode has one.
    pub fn operand(&self, field: crate::table::Field) -> Option<&Operand> {
        self.slots().find(|(s, _)| s.field == field).map(|(_, o)| o)
    }
    /// Operands paired with their slot descriptions.
    pub fn slots(&self) -> impl Iterator<Item = (&'static OperandSpec, &Operand)> {
        self.info().operands.iter().zip(self.operands.iter())
    }
    /// Size in bytes of the encoded instruction.
    pub fn size(&self) -> usize {
        let base = match (self.info().format, self.encoding) {
            (_, Encoding::Vop3 | Encoding::Sdwa | Encoding::Dpp) => 8,
            (
                crate::table::Format::Vop3
                | crate::table::Format::Vop3p
                | crate::table::Format::Smem
                | crate::table::Format::Ds
                | crate::table::Format::Mubuf
                | crate::table::Format::Mtbuf
                | crate::table::Format::Mimg
                | crate::table::Format::Exp
                | crate::table::Format::Flat
                | crate::table::Format::Global
                | crate::table::Format::Scratch,
                _,
            ) => 8,
            _ => 4,
        };
        let lit = self
            .operands
            .iter()
            .any(|o| matches!(o, Operand::Literal(_)))
            || self
                .info()
                .operands
                .iter()
                .any(|s| s.field == crate::table::Field::Literal);
        base + if lit { 4 } else { 0 }
    }
}
