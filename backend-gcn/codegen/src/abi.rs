//! The kernel ABI of ilc's Vega code: initial registers and the kernarg segment layout.
//!
//! It is LLVM's AMDHSA ABI (AMDGPUUsage, "Initial Kernel Execution State", gfx9), enabling
//! only the initial registers a kernel reads:
//! - instruction selection names the ABI SGPRs by *placeholder* numbers: `s[0:1]` dispatch
//!   packet pointer, `s[2:3]` kernarg segment pointer, `s4`, `s5`, `s6` work-group id X, Y, Z
//!   (the constants below); [`EntrySgprs::used_by`] records which of them the selected code
//!   reads, and [`EntrySgprs::place`] rewrites them to where the hardware puts them when only
//!   those are enabled (user SGPRs first: dispatch pointer, kernarg pointer, flat scratch
//!   init; then the system SGPRs: the enabled work-group ids, the private segment wave
//!   offset). A kernel that reads no dispatch-packet word enables no dispatch pointer, one
//!   that only uses the X group id enables only that id, and register allocation starts
//!   right after the initialised SGPRs ([`crate::mir::MachineFunction::sgpr_base`]);
//! - VGPRs: `v0`, `v1`, `v2` work-item id X, Y, Z, enabled only up to the highest id the code
//!   reads (`ENABLE_VGPR_WORKITEM_ID` 0-2, [`workitem_id_vgprs_used`]); allocation starts
//!   after them.
//!
//! A kernel with a scratch frame also enables the flat scratch init pair (a user SGPR pair
//! after the kernarg pointer) and the private segment wave offset (the last system SGPR);
//! its entry code ([`crate::scratch::insert_setup`]) reads them where [`EntrySgprs`] says.
//! Work-group sizes and grid sizes come from the dispatch packet (`workgroup_size_x/y/z`, u16
//! at byte 4, 6, 8, and `grid_size_x/y/z`, u32 at byte 12, 16, 20 of
//! `hsa_kernel_dispatch_packet_t`); the number of groups is grid size / group size.
//!
//! Kernarg segment: one 8-byte slot per buffer the function uses, in this order: UAVs (raw
//! or typed) by increasing IL id (the UAV's base address, a `{"uav":N}` argument of a launch
//! file, followed by a slot with its size in bytes and the constant word 3 of its buffer
//! resource, [`uav_resource_tail`]: the two slots are the UAV's V#), then constant buffers by increasing id (the buffer's base address), then the
//! global buffer `g[]`, then the number of work-groups along X and Y when the program needs
//! it (flat group or absolute ids, `vThreadGrpIdFlat`-style registers; a `u32` in the low half
//! of its slot, so no division of grid by group size is needed on the device). Slot `i` is at
//! byte `8*i`.

use crate::mir::{MOperand, MachineFunction};
use gcn_isa::{Operand, RegRange};

/// Placeholder of the dispatch packet pointer (a pair) in selected code.
pub const DISPATCH_PTR_SGPR: u16 = 0;
/// Placeholder of the kernarg segment pointer (a pair) in selected code.
pub const KERNARG_PTR_SGPR: u16 = 2;
/// Placeholder of the work-group id along X (Y and Z follow) in selected code.
pub const WORKGROUP_ID_SGPR: u16 = 4;
/// Number of placeholder SGPRs (`s0..s6`); with every ABI SGPR enabled and no scratch, the
/// placeholders are also the hardware positions.
pub const RESERVED_SGPRS: u16 = 7;
/// VGPR of the work-item id along X (Y and Z follow).
pub const WORKITEM_ID_VGPR: u16 = 0;
/// VGPRs reserved for the ABI (`v0..v2`).
pub const RESERVED_VGPRS: u16 = 3;
/// Byte offset of `workgroup_size_x` in the dispatch packet (u16; y at +2, z at +4).
pub const PACKET_WORKGROUP_SIZE_OFFSET: u32 = 4;
/// Byte offset of `grid_size_x` in the dispatch packet (u32 work-items; y at +4, z at +8).
pub const PACKET_GRID_SIZE_OFFSET: u32 = 12;

/// The ABI SGPRs a kernel enables: what the hardware initialises before the first
/// instruction, in the hardware's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntrySgprs {
    /// `ENABLE_SGPR_DISPATCH_PTR`.
    pub dispatch_ptr: bool,
    /// `ENABLE_SGPR_KERNARG_SEGMENT_PTR`.
    pub kernarg_ptr: bool,
    /// `ENABLE_SGPR_WORKGROUP_ID_X/Y/Z`.
    pub workgroup_id: [bool; 3],
    /// The kernel has a scratch frame: `ENABLE_SGPR_FLAT_SCRATCH_INIT` and
    /// `ENABLE_PRIVATE_SEGMENT` (the wave offset).
    pub scratch: bool,
}

impl Default for EntrySgprs {
    /// Every ABI SGPR except the scratch ones: the placeholders are the hardware positions.
    fn default() -> EntrySgprs {
        EntrySgprs {
            dispatch_ptr: true,
            kernarg_ptr: true,
            workgroup_id: [true; 3],
            scratch: false,
        }
    }
}

impl EntrySgprs {
    /// The placeholders `mf` reads; `scratch` adds the scratch registers.
    pub fn used_by(mf: &MachineFunction, scratch: bool) -> EntrySgprs {
        let mut used = EntrySgprs {
            dispatch_ptr: false,
            kernarg_ptr: false,
            workgroup_id: [false; 3],
            scratch,
        };
        for &b in &mf.layout {
            for inst in &mf.blocks[b].insts {
                for o in &inst.operands {
                    if let MOperand::Fixed(Operand::Sgpr(r)) = o {
                        for n in r.first..r.first + u16::from(r.count.max(1)) {
                            match n {
                                0 | 1 => used.dispatch_ptr = true,
                                2 | 3 => used.kernarg_ptr = true,
                                4..=6 => used.workgroup_id[usize::from(n - 4)] = true,
                                _ => {}
                            }
                        }
                    }
                }
            }
        }
        used
    }

    /// `USER_SGPR_COUNT`: the user SGPRs enabled (dispatch pointer, kernarg pointer, flat
    /// scratch init).
    pub fn user_sgpr_count(&self) -> u16 {
        2 * (u16::from(self.dispatch_ptr) + u16::from(self.kernarg_ptr) + u16::from(self.scratch))
    }

    /// First SGPR of the dispatch packet pointer, when enabled.
    pub fn dispatch_ptr_sgpr(&self) -> Option<u16> {
        self.dispatch_ptr.then_some(0)
    }

    /// First SGPR of the kernarg segment pointer, when enabled.
    pub fn kernarg_ptr_sgpr(&self) -> Option<u16> {
        self.kernarg_ptr.then_some(2 * u16::from(self.dispatch_ptr))
    }

    /// First SGPR of the flat scratch init pair, when enabled.
    pub fn flat_scratch_init_sgpr(&self) -> Option<u16> {
        self.scratch
            .then_some(2 * (u16::from(self.dispatch_ptr) + u16::from(self.kernarg_ptr)))
    }

    /// SGPR of the work-group id along `axis` (0-2), when enabled.
    pub fn workgroup_id_sgpr(&self, axis: usize) -> Option<u16> {
        let before = self.workgroup_id[..axis.min(3)]
            .iter()
            .filter(|&&e| e)
            .count() as u16;
        (*self.workgroup_id.get(axis)?).then_some(self.user_sgpr_count() + before)
    }

    /// SGPR of the private segment wave byte offset, when enabled.
    pub fn wave_offset_sgpr(&self) -> Option<u16> {
        let ids = self.workgroup_id.iter().filter(|&&e| e).count() as u16;
        self.scratch.then_some(self.user_sgpr_count() + ids)
    }

    /// Number of SGPRs the hardware initialises (the first one free for allocation).
    pub fn initial_count(&self) -> u16 {
        let ids = self.workgroup_id.iter().filter(|&&e| e).count() as u16;
        self.user_sgpr_count() + ids + u16::from(self.scratch)
    }

    /// Where placeholder SGPR `n` lives, or `None` when `n` is not a placeholder or its
    /// register is not enabled.
    fn position(&self, n: u16) -> Option<u16> {
        match n {
            0 | 1 => self.dispatch_ptr_sgpr().map(|b| b + n),
            2 | 3 => self.kernarg_ptr_sgpr().map(|b| b + n - 2),
            4..=6 => self.workgroup_id_sgpr(usize::from(n - 4)),
            _ => None,
        }
    }

    /// Rewrites the placeholders of `mf` to the hardware positions of this layout and
    /// records it as `mf.entry_sgprs`. A placeholder of a register not enabled is an internal
    /// error.
    pub fn place(&self, mf: &mut MachineFunction) -> Result<(), crate::CodegenError> {
        for &b in &mf.layout {
            for inst in &mut mf.blocks[b].insts {
                for o in &mut inst.operands {
                    if let MOperand::Fixed(Operand::Sgpr(r)) = o {
                        if r.first >= RESERVED_SGPRS {
                            continue;
                        }
                        let first = self.position(r.first).ok_or_else(|| {
                            crate::CodegenError::Internal(format!(
                                "ABI SGPR s{} read but not enabled",
                                r.first
                            ))
                        })?;
                        *r = RegRange {
                            first,
                            count: r.count,
                        };
                    }
                }
            }
        }
        mf.entry_sgprs = Some(*self);
        Ok(())
    }
}

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

/// Word 3 of a UAV's buffer resource (V#): DST_SEL_X/Y/Z/W = X/Y/Z/W, NUM_FORMAT float,
/// DATA_FORMAT 32 (the data format must not be INVALID, manual L3065; untyped loads and stores
/// take their format from the opcode), no ADD_TID, index stride 8.
pub const UAV_RESOURCE_WORD3: u32 = 0x0002_7fac;

/// The value of a [`KernargSlotKind::UavRecords`] slot for a UAV of `bytes` bytes: words 2
/// and 3 of its buffer resource.
pub fn uav_resource_tail(bytes: u32) -> u64 {
    u64::from(bytes) | u64::from(UAV_RESOURCE_WORD3) << 32
}

/// Placeholder first SGPR of the buffer resource of the `k`-th UAV slot in selected code
/// (`s[256 + 4k : 259 + 4k]`, beyond the register file): register allocation leaves them
/// alone, and [`crate::uav_resources`] places them after the allocated SGPRs.
pub const UAV_RESOURCE_PLACEHOLDER: u16 = 256;

/// What a kernarg slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KernargSlotKind {
    /// Base address of raw UAV `N` (64-bit global pointer): words 0 and 1 of its buffer
    /// resource (stride 0, no swizzle).
    Uav(u32),
    /// Words 2 and 3 of UAV `N`'s buffer resource, right after its base address: NUM_RECORDS
    /// (the UAV's size in bytes) and [`UAV_RESOURCE_WORD3`] ([`uav_resource_tail`]). The
    /// hardware range check then gives the IL's out-of-range rules.
    UavRecords(u32),
    /// Base address of constant buffer `N` (64-bit global pointer).
    ConstantBuffer(u32),
    /// Base address of the global buffer `g[]` (64-bit global pointer).
    Global,
    /// Number of work-groups along axis 0..3 (`u32`, low half of the slot).
    NumGroups(u8),
    /// Graphics: pointer to resource `N`'s T# (8 dwords, 32-byte aligned).
    Image(u32),
    /// Graphics: pointer to the S# (4 dwords) of resource `N` sampled with sampler `M`.
    Sampler(u32, u32),
    /// Vertex shaders: pointer to the V# (4 dwords) of vertex input `N`.
    VertexInput(u32),
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
/// increasing, each UAV's [`KernargSlotKind::UavRecords`] right after its address, so its
/// 16-byte buffer resource is one `s_load_dwordx4`), deduplicated, 8 bytes each.
pub fn kernarg_layout(mut kinds: Vec<KernargSlotKind>) -> Vec<KernargSlot> {
    let key = |k: &KernargSlotKind| match *k {
        KernargSlotKind::Uav(n) => (0, n, 0),
        KernargSlotKind::UavRecords(n) => (0, n, 1),
        KernargSlotKind::ConstantBuffer(n) => (1, n, 0),
        KernargSlotKind::Global => (2, 0, 0),
        KernargSlotKind::NumGroups(a) => (3, u32::from(a), 0),
        KernargSlotKind::Image(n) => (4, n, 0),
        KernargSlotKind::Sampler(n, m) => (5, n, m),
        KernargSlotKind::VertexInput(n) => (6, n, 0),
    };
    kinds.sort_by_key(key);
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
    use gcn_isa::op;

    #[test]
    fn entry_sgprs_follow_the_amdhsa_order() {
        // Everything and scratch: dispatch s[0:1], kernarg s[2:3], flat scratch init s[4:5]
        // (USER_SGPR_COUNT 6), group ids s6-s8, wave offset s9.
        let all = EntrySgprs {
            scratch: true,
            ..EntrySgprs::default()
        };
        assert_eq!(all.user_sgpr_count(), 6);
        assert_eq!(all.dispatch_ptr_sgpr(), Some(0));
        assert_eq!(all.kernarg_ptr_sgpr(), Some(2));
        assert_eq!(all.flat_scratch_init_sgpr(), Some(4));
        assert_eq!(
            [0, 1, 2].map(|a| all.workgroup_id_sgpr(a)),
            [Some(6), Some(7), Some(8)]
        );
        assert_eq!(all.wave_offset_sgpr(), Some(9));
        assert_eq!(all.initial_count(), 10);
        // The default (no scratch) is the placeholder numbering itself.
        let d = EntrySgprs::default();
        assert_eq!(d.initial_count(), RESERVED_SGPRS);
        assert_eq!(d.workgroup_id_sgpr(0), Some(WORKGROUP_ID_SGPR));
        // Kernarg pointer and group id Z only: s[0:1], then Z in s2.
        let z = EntrySgprs {
            dispatch_ptr: false,
            kernarg_ptr: true,
            workgroup_id: [false, false, true],
            scratch: false,
        };
        assert_eq!(z.kernarg_ptr_sgpr(), Some(0));
        assert_eq!(z.workgroup_id_sgpr(0), None);
        assert_eq!(z.workgroup_id_sgpr(2), Some(2));
        assert_eq!(z.wave_offset_sgpr(), None);
        assert_eq!(z.initial_count(), 3);
    }

    #[test]
    fn place_rewrites_placeholders_and_rejects_disabled_ones() {
        use crate::mir::MInst;
        use gcn_isa::Encoding;
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        let kernarg = MOperand::Fixed(Operand::Sgpr(RegRange {
            first: KERNARG_PTR_SGPR,
            count: 2,
        }));
        let id_y = MOperand::Fixed(Operand::sgpr(WORKGROUP_ID_SGPR + 1));
        let dst = MOperand::Fixed(Operand::Sgpr(RegRange {
            first: 10,
            count: 2,
        }));
        mf.blocks[b].insts.push(MInst::new(
            op::S_LOAD_DWORDX2,
            Encoding::Native,
            &[dst, kernarg, MOperand::Fixed(Operand::Imm(0))],
        ));
        mf.blocks[b].insts.push(MInst::new(
            op::S_MOV_B32,
            Encoding::Native,
            &[MOperand::Fixed(Operand::sgpr(12)), id_y],
        ));
        let used = EntrySgprs::used_by(&mf, false);
        assert_eq!(
            used,
            EntrySgprs {
                dispatch_ptr: false,
                kernarg_ptr: true,
                workgroup_id: [false, true, false],
                scratch: false,
            }
        );
        let mut other = mf.clone();
        used.place(&mut mf).unwrap();
        assert_eq!(mf.sgpr_base(), 3);
        let ops = &mf.blocks[b].insts;
        assert_eq!(
            ops[0].operands[1],
            MOperand::Fixed(Operand::Sgpr(RegRange { first: 0, count: 2 }))
        );
        assert_eq!(ops[0].operands[0], dst, "non-placeholders stay");
        assert_eq!(ops[1].operands[1], MOperand::Fixed(Operand::sgpr(2)));
        let no_ids = EntrySgprs {
            workgroup_id: [false; 3],
            ..used
        };
        assert!(no_ids.place(&mut other).is_err());
    }

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
