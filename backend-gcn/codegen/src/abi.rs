//! The kernel ABI of ilc's Vega code: initial registers and the kernarg segment layout.
//!
//! It is LLVM's AMDHSA ABI (AMDGPUUsage, "Initial Kernel Execution State", gfx9) with a fixed
//! choice of enabled registers, so the simulator's code-object path runs our kernels:
//! - user SGPRs: `s[0:1]` dispatch packet pointer (`ENABLE_SGPR_DISPATCH_PTR`), `s[2:3]`
//!   kernarg segment pointer (`ENABLE_SGPR_KERNARG_SEGMENT_PTR`); `USER_SGPR_COUNT` = 4;
//! - system SGPRs: `s4`, `s5`, `s6` work-group id X, Y, Z (`ENABLE_SGPR_WORKGROUP_ID_X/Y/Z`);
//! - VGPRs: `v0`, `v1`, `v2` work-item id X, Y, Z, enabled only up to the highest id the code
//!   reads (`ENABLE_VGPR_WORKITEM_ID` 0-2, [`workitem_id_vgprs_used`]); allocation starts
//!   after them.
//!
//! These registers are reserved (never allocated), so code reads them wherever it needs.
//!
//! A kernel with a scratch frame also enables the flat scratch init pair and the private
//! segment wave offset, which shifts the hardware's layout: `s[4:5]` flat scratch init,
//! `s6`–`s8` work-group ids, `s9` wave offset (`USER_SGPR_COUNT` = 6). Its entry code
//! ([`crate::scratch::insert_setup`]) consumes them and moves the ids back to `s4`–`s6`, so
//! the constants below hold after the entry code in every kernel.
//! Work-group sizes and grid sizes come from the dispatch packet (`workgroup_size_x/y/z`, u16
//! at byte 4, 6, 8, and `grid_size_x/y/z`, u32 at byte 12, 16, 20 of
//! `hsa_kernel_dispatch_packet_t`); the number of groups is grid size / group size.
//!
//! Kernarg segment: one 8-byte slot per buffer the function uses, in this order: UAVs (raw
//! or typed) by increasing IL id (the UAV's base address, a `{"uav":N}` argument of a launch
//! file), then constant buffers by increasing id (the buffer's base address), then the
//! global buffer `g[]`, then the number of work-groups along X and Y when the program needs
//! it (flat group or absolute ids, `vThreadGrpIdFlat`-style registers; a `u32` in the low half
//! of its slot, so no division of grid by group size is needed on the device). Slot `i` is at
//! byte `8*i`.

/// First SGPR of the dispatch packet pointer (a pair).
pub const DISPATCH_PTR_SGPR: u16 = 0;
/// First SGPR of the kernarg segment pointer (a pair).
pub const KERNARG_PTR_SGPR: u16 = 2;
/// SGPR of the work-group id along X (Y and Z follow).
pub const WORKGROUP_ID_SGPR: u16 = 4;
/// Number of user SGPRs (`USER_SGPR_COUNT`).
pub const USER_SGPR_COUNT: u16 = 4;
/// SGPRs reserved for the ABI (`s0..s6`).
pub const RESERVED_SGPRS: u16 = 7;
/// First SGPR of the flat scratch init pair in a kernel with scratch.
pub const FLAT_SCRATCH_INIT_SGPR: u16 = 4;
/// `USER_SGPR_COUNT` of a kernel with scratch (dispatch, kernarg, flat scratch init).
pub const SCRATCH_USER_SGPR_COUNT: u16 = 6;
/// SGPR of the work-group id along X on entry to a kernel with scratch (Y and Z follow).
pub const SCRATCH_WORKGROUP_ID_SGPR: u16 = 6;
/// SGPR of the private segment wave byte offset on entry to a kernel with scratch.
pub const SCRATCH_WAVE_OFFSET_SGPR: u16 = 9;
/// SGPRs the hardware initialises in a kernel with scratch (`s0..s9`).
pub const SCRATCH_INITIAL_SGPRS: u16 = 10;
/// VGPR of the work-item id along X (Y and Z follow).
pub const WORKITEM_ID_VGPR: u16 = 0;
/// VGPRs reserved for the ABI (`v0..v2`).
pub const RESERVED_VGPRS: u16 = 3;
/// Byte offset of `workgroup_size_x` in the dispatch packet (u16; y at +2, z at +4).
pub const PACKET_WORKGROUP_SIZE_OFFSET: u32 = 4;
/// Byte offset of `grid_size_x` in the dispatch packet (u32 work-items; y at +4, z at +8).
pub const PACKET_GRID_SIZE_OFFSET: u32 = 12;

/// The dispatch-packet dwords the code may read, in [`PacketWord::ALL`] order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PacketWord {
    /// `workgroup_size_x | workgroup_size_y << 16`.
    GroupSizeXy,
    /// `workgroup_size_z` (low 16 bits).
    GroupSizeZ,
    /// `grid_size_x`, `grid_size_y`, `grid_size_z` (work-items).
    GridSize(u8),
}

impl PacketWord {
    /// Every word, in index order.
    pub const ALL: [PacketWord; 5] = [
        PacketWord::GroupSizeXy,
        PacketWord::GroupSizeZ,
        PacketWord::GridSize(0),
        PacketWord::GridSize(1),
        PacketWord::GridSize(2),
    ];

    /// Index into [`PacketWord::ALL`].
    pub fn index(self) -> usize {
        match self {
            PacketWord::GroupSizeXy => 0,
            PacketWord::GroupSizeZ => 1,
            PacketWord::GridSize(a) => 2 + usize::from(a.min(2)),
        }
    }

    /// Byte offset in `hsa_kernel_dispatch_packet_t`.
    pub fn offset(self) -> u32 {
        match self {
            PacketWord::GroupSizeXy => PACKET_WORKGROUP_SIZE_OFFSET,
            PacketWord::GroupSizeZ => PACKET_WORKGROUP_SIZE_OFFSET + 4,
            PacketWord::GridSize(a) => PACKET_GRID_SIZE_OFFSET + 4 * u32::from(a.min(2)),
        }
    }

    /// The word holding the work-group size along `axis`.
    pub fn group_size(axis: u8) -> PacketWord {
        if axis < 2 {
            PacketWord::GroupSizeXy
        } else {
            PacketWord::GroupSizeZ
        }
    }
}

/// What a kernarg slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KernargSlotKind {
    /// Base address of raw UAV `N` (64-bit global pointer).
    Uav(u32),
    /// Base address of constant buffer `N` (64-bit global pointer).
    ConstantBuffer(u32),
    /// Base address of the global buffer `g[]` (64-bit global pointer).
    Global,
    /// Number of work-groups along axis 0..3 (`u32`, low half of the slot).
    NumGroups(u8),
}

/// One 8-byte kernarg slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KernargSlot {
    /// Byte offset in the kernarg segment.
    pub offset: u32,
    /// What it holds.
    pub kind: KernargSlotKind,
}

/// The kernarg layout for the given buffers: sorted (UAVs before constant buffers, ids
/// increasing), deduplicated, 8 bytes each.
pub fn kernarg_layout(mut kinds: Vec<KernargSlotKind>) -> Vec<KernargSlot> {
    kinds.sort();
    kinds.dedup();
    kinds
        .into_iter()
        .zip((0u32..).step_by(8))
        .map(|(kind, offset)| KernargSlot { offset, kind })
        .collect()
}

/// How many work-item id VGPRs `mf` needs enabled: one more than the highest of `v0`-`v2` it
/// reads, at least one (the hardware always provides X). Fewer enabled ids leave more VGPRs
/// to the allocator and lower the kernel's VGPR count.
pub fn workitem_id_vgprs_used(mf: &crate::mir::MachineFunction) -> u16 {
    let mut used = 1;
    for &b in &mf.layout {
        for inst in &mf.blocks[b].insts {
            for o in &inst.operands {
                if let crate::mir::MOperand::Fixed(gcn_isa::Operand::Vgpr(r)) = o {
                    let last = r.first + u16::from(r.count.max(1)) - 1;
                    if r.first < RESERVED_VGPRS {
                        used = used.max(last.min(RESERVED_VGPRS - 1) + 1);
                    }
                }
            }
        }
    }
    used
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_sorts_uavs_before_cbs_and_dedups() {
        let l = kernarg_layout(vec![
            KernargSlotKind::ConstantBuffer(0),
            KernargSlotKind::Uav(3),
            KernargSlotKind::Uav(1),
            KernargSlotKind::Uav(3),
        ]);
        assert_eq!(
            l,
            vec![
                KernargSlot {
                    offset: 0,
                    kind: KernargSlotKind::Uav(1)
                },
                KernargSlot {
                    offset: 8,
                    kind: KernargSlotKind::Uav(3)
                },
                KernargSlot {
                    offset: 16,
                    kind: KernargSlotKind::ConstantBuffer(0)
                },
            ]
        );
    }
}
