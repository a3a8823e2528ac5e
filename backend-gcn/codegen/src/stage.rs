//! Graphics stages of the Vega back end: which hardware stage a function compiles to, the
//! facts a graphics code object records (`.ilc.*` metadata, see `docs/gcn-backend.md`,
//! "Graphics shaders"), the IR specialisation run before instruction selection, and the
//! placement of the *pinned* VGPRs graphics code uses beside register allocation.
//!
//! Pinned VGPRs: instruction selection names registers it needs in fixed tuples (MIMG
//! addresses and results, `buffer_load_format_*` results, interpolated inputs) by
//! placeholder numbers from [`PINNED_VGPR_PLACEHOLDER`] up, beyond the register file, as
//! [`crate::uav_resources`] does for SGPR resources; the allocators leave them alone (the
//! machine IR has no virtual tuples wider than two dwords) and [`place_pinned_vgprs`] puts
//! them right after the allocated VGPRs.

use gcn_isa::Operand;
use ilc_ir::{Function, InstructionData, SpecialKind, Type};

use crate::error::CodegenError;
use crate::mir::{MOperand, MachineFunction};

/// The hardware stage a function runs as.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Stage {
    /// A compute kernel (AMDHSA ABI, [`crate::abi`]).
    #[default]
    Compute,
    /// A pixel shader (IL `il_ps_*`).
    Pixel,
    /// A vertex shader (IL `il_vs_*`).
    Vertex {
        /// The IL output register declared as the position (`dcl_output_usage(pos)`), if
        /// any; it is exported to `pos0`, the other outputs to `param0..`. Without one the
        /// lowest-numbered output written is the position.
        position: Option<u32>,
    },
}

impl Stage {
    /// True for pixel and vertex shaders.
    pub fn is_graphics(self) -> bool {
        self != Stage::Compute
    }

    /// The `.ilc.stage` metadata value (`None` for compute kernels).
    pub fn metadata_name(self) -> Option<&'static str> {
        match self {
            Stage::Compute => None,
            Stage::Pixel => Some("pixel"),
            Stage::Vertex { .. } => Some("vertex"),
        }
    }
}

/// First placeholder number of the pinned VGPRs (see the module documentation).
pub const PINNED_VGPR_PLACEHOLDER: u16 = 512;

/// `SPI_PS_INPUT_ENA` bit of PERSP_CENTER (the I/J pair of perspective interpolation).
pub const PS_INPUT_PERSP_CENTER: u32 = 1 << 1;
/// `SPI_PS_INPUT_ENA` bit of POS_X_FLOAT.
pub const PS_INPUT_POS_X: u32 = 1 << 8;
/// `SPI_PS_INPUT_ENA` bit of POS_Y_FLOAT.
pub const PS_INPUT_POS_Y: u32 = 1 << 9;
/// `SPI_SHADER_COL_FORMAT` value of a 32-bit four-channel target (SPI_SHADER_32_ABGR).
pub const COL_FORMAT_32_ABGR: u32 = 9;

/// A texture resource a graphics function reads (`.ilc.*` keys of its image argument).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageDecl {
    /// IL resource id `N` of `dcl_resource_id(N)`.
    pub resource: u32,
    /// `"1d"`, `"2d"`, `"3d"` or `"buffer"`.
    pub dim: &'static str,
    /// Every sample of the resource uses unnormalised coordinates.
    pub unnorm: bool,
    /// Per component: `"float"`, `"uint"` or `"sint"`.
    pub formats: [&'static str; 4],
}

/// What the code object of a graphics shader records beside the compute facts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GraphicsInfo {
    /// The stage.
    pub stage: Stage,
    /// `SPI_PS_INPUT_ENA` (pixel shaders; gfx9 bit layout).
    pub spi_ps_input_ena: u32,
    /// `SPI_PS_INPUT_ADDR` (equal to the enable mask: no input is allocated unused).
    pub spi_ps_input_addr: u32,
    /// `SPI_SHADER_COL_FORMAT`: 4 bits per MRT, [`COL_FORMAT_32_ABGR`] for every exported one.
    pub spi_shader_col_format: u32,
    /// Vertex shaders: `(export target, IL output register)`, e.g. `("pos0", 0)`.
    pub vs_exports: Vec<(String, u32)>,
    /// The image arguments' declarations, by increasing resource id.
    pub images: Vec<ImageDecl>,
    /// Input VGPRs the hardware loads (`v0..`): PS inputs, or the vertex id.
    pub input_vgprs: u16,
}

/// The IR a graphics stage compiles: the lowering's grid-based registers made concrete for
/// the stage (the work-item of a vertex shader is the vertex: its global id along y and z is
/// 0 and the grid is one row; a pixel's global id along z is 0), then folded. `None` when
/// nothing changes (compute kernels).
pub fn specialise(func: &Function, stage: Stage) -> Option<Function> {
    if !stage.is_graphics() {
        return None;
    }
    let mut f = func.clone();
    let mut changed = false;
    let insts: Vec<_> = f.insts.keys().collect();
    for inst in insts {
        let InstructionData::Special { reg } = f.insts[inst] else {
            continue;
        };
        let constant = match (stage, reg.kind, reg.axis) {
            (_, SpecialKind::GlobalId, 2) => Some(0),
            (Stage::Vertex { .. }, SpecialKind::GlobalId, 1) => Some(0),
            (Stage::Vertex { .. }, SpecialKind::GroupSize | SpecialKind::NumGroups, 1 | 2) => {
                Some(1)
            }
            _ => None,
        };
        if let Some(bits) = constant {
            f.insts[inst] = InstructionData::Const {
                ty: Type::I32,
                bits,
            };
            changed = true;
        }
    }
    if !changed {
        return None;
    }
    use ilc_ir::passes::{const_fold, copy_prop, dce, peephole};
    for _ in 0..4 {
        let z = fold_products_with_zero(&mut f);
        let a = const_fold::run(&mut f);
        let b = peephole::run(&mut f);
        let c = copy_prop::run(&mut f);
        let d = dce::run(&mut f);
        if !(z || a || b || c || d) {
            break;
        }
    }
    Some(f)
}

/// `imul` by a constant 0 is 0 (the vertex id's row terms once the rows are 0).
fn fold_products_with_zero(f: &mut Function) -> bool {
    let zero = |f: &Function, v: ilc_ir::Value| match f.values[v].def {
        ilc_ir::ValueDef::Result(i) => {
            matches!(f.insts[i], InstructionData::Const { bits: 0, .. })
        }
        _ => false,
    };
    let mut changed = false;
    let insts: Vec<_> = f.insts.keys().collect();
    for inst in insts {
        if let InstructionData::Binary {
            opcode: ilc_ir::Opcode::Imul,
            args,
            ..
        } = f.insts[inst]
        {
            if zero(f, args[0]) || zero(f, args[1]) {
                f.insts[inst] = InstructionData::Const {
                    ty: Type::I32,
                    bits: 0,
                };
                changed = true;
            }
        }
    }
    changed
}

/// Number of pinned VGPRs `mf` names (one past the highest placeholder), if any.
fn pinned_span(mf: &MachineFunction) -> Option<u16> {
    let mut end = None;
    for &b in &mf.layout {
        for inst in &mf.blocks[b].insts {
            for o in &inst.operands {
                if let MOperand::Fixed(Operand::Vgpr(r)) = o {
                    if r.first >= PINNED_VGPR_PLACEHOLDER {
                        let last = r.first - PINNED_VGPR_PLACEHOLDER + u16::from(r.count.max(1));
                        end = Some(end.unwrap_or(0).max(last));
                    }
                }
            }
        }
    }
    end
}

/// Places the pinned VGPRs of allocated `mf` right after its `vgpr_count` allocated ones
/// (and the input VGPRs); returns the new VGPR count.
pub fn place_pinned_vgprs(mf: &mut MachineFunction, vgpr_count: u32) -> Result<u32, CodegenError> {
    let Some(span) = pinned_span(mf) else {
        return Ok(vgpr_count);
    };
    let first = vgpr_count.max(u32::from(mf.vgpr_base()));
    if first + u32::from(span) > 256 {
        return Err(CodegenError::OutOfRegisters(format!(
            "the texture and input tuples need VGPRs {first}..{} after the allocated ones",
            first + u32::from(span)
        )));
    }
    for b in mf.layout.clone() {
        for inst in &mut mf.blocks[b].insts {
            for o in &mut inst.operands {
                if let MOperand::Fixed(Operand::Vgpr(r)) = o {
                    if r.first >= PINNED_VGPR_PLACEHOLDER {
                        r.first = first as u16 + (r.first - PINNED_VGPR_PLACEHOLDER);
                    }
                }
            }
        }
    }
    Ok(first + u32::from(span))
}

#[cfg(test)]
mod tests {
    use super::*;
    use gcn_isa::{op, Encoding, RegRange};

    #[test]
    fn pinned_vgprs_follow_the_allocated_ones() {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        mf.workitem_id_vgprs = Some(4);
        let tuple = |first, count| MOperand::Fixed(Operand::Vgpr(RegRange { first, count }));
        let inst = crate::mir::MInst::new(
            op::V_MOV_B32,
            Encoding::Native,
            &[tuple(7, 1), tuple(PINNED_VGPR_PLACEHOLDER + 2, 1)],
        );
        mf.blocks[b].insts.push(inst);
        // Placeholders 0..3 are named (the highest is 2): three VGPRs after v0..v9.
        assert_eq!(place_pinned_vgprs(&mut mf, 10).unwrap(), 13);
        assert_eq!(mf.blocks[b].insts[0].operands[1], tuple(12, 1));
        assert_eq!(
            mf.blocks[b].insts[0].operands[0],
            tuple(7, 1),
            "others stay"
        );
        // Fewer allocated VGPRs than input VGPRs: after the inputs.
        let mut mf2 = MachineFunction::default();
        let b2 = mf2.new_block();
        mf2.workitem_id_vgprs = Some(4);
        let inst = crate::mir::MInst::new(
            op::V_MOV_B32,
            Encoding::Native,
            &[tuple(PINNED_VGPR_PLACEHOLDER, 1), tuple(0, 1)],
        );
        mf2.blocks[b2].insts.push(inst);
        assert_eq!(place_pinned_vgprs(&mut mf2, 2).unwrap(), 5);
        assert_eq!(mf2.blocks[b2].insts[0].operands[0], tuple(4, 1));
    }
}
