//! Setting up a code-object dispatch: the kernarg segment, the `hsa_kernel_dispatch_packet_t`
//! image, private memory, and the initial state of every wave (SGPRs, VGPRs, EXEC) as the
//! AMDHSA ABI defines it, so a machine only copies the values in.
//!
//! Facts (LLVM AMDGPUUsage, "Initial Kernel Execution State", gfx9):
//! - user SGPRs start at s0 in this order, each present only when its
//!   `kernel_code_properties` bit is set: private segment buffer (4), dispatch ptr (2), queue
//!   ptr (2), kernarg segment ptr (2), dispatch id (2), flat scratch init (2), private segment
//!   size (1) — the table [`USER_SGPRS`];
//! - system SGPRs follow at `s[USER_SGPR_COUNT]` in this order, each enabled by an
//!   `COMPUTE_PGM_RSRC2` bit: work-group id X, Y, Z, work-group info, private segment wave
//!   byte offset (`ENABLE_PRIVATE_SEGMENT`);
//! - work-item ids are in v0 (x), v1 (y), v2 (z) as `ENABLE_VGPR_WORKITEM_ID` says (separate
//!   VGPRs on gfx9).
//!
//! Choices of this simulator (documented, not hardware facts):
//! - the queue pointer is 0 (no `hsa_queue_t` is modelled: loads through it fault);
//! - the dispatch id is 0; the packet's `completion_signal` is 0; its `kernel_object` is the
//!   descriptor's address in the code object image, mapped at [`Space::Code`];
//! - private memory: each wave owns `align_up(private_segment_fixed_size * 64, 1024)` bytes
//!   of [`Space::Private`], at byte `wave_slot * that`, where `wave_slot` numbers the waves of
//!   the dispatch in group-linear order; flat scratch init holds the base address of
//!   [`Space::Private`]; the private segment buffer V# has that base, stride 0, swizzle
//!   enabled, index stride 64, ADD_TID_ENABLE set (element size 4), and num_records = the
//!   size of the whole private allocation;
//! - the work-group info SGPR is not supported (LLVM never enables it): an error;
//! - kernarg segment (with metadata): the arguments at their metadata offsets, hidden ones
//!   filled ([`HiddenArg`]); its size is the largest of the metadata's
//!   `.kernarg_segment_size`, the descriptor's `kernarg_size`, and the explicit arguments
//!   (aligned to 8) followed by the implicit-argument block the runtime always provides —
//!   56 bytes for code objects v3/v4 (`hidden_global_offset_x/y/z`, then the printf/hostcall
//!   buffer, default queue, completion action and multigrid sync pointers), 256 for v5
//!   (AMDGPUUsage, "Code Object V3/V4/V5 Metadata"). LLVM marks that many bytes of the
//!   kernarg pointer dereferenceable (`amdgpu-implicitarg-num-bytes`, default 56 for v4) and
//!   merges kernarg loads into them even when it drops the hidden arguments from the
//!   metadata (clang-14 loads `s_load_dwordx4` at byte 32 of a 40-byte segment). The block
//!   is zero (global offsets 0, null pointers) unless the metadata names its arguments.
//! - OpenCL image arguments (`.value_kind: image` / `sampler`, what clang-14 emits for
//!   `image2d_t` and `sampler_t`) are not taken from the launch's `args`: the k-th image
//!   argument is a pointer to the T# of the launch resource with the k-th smallest id (type
//!   3-D when its depth is above 1, else 2-D when its height is, else 1-D; float components;
//!   normalized coordinates), the k-th sampler argument a pointer to the S# of the launch
//!   sampler with the k-th smallest id (point + clamp when absent), built as the graphics
//!   dispatcher builds them (`vega::graphics_launch`) and placed with the texels in the
//!   read-only [`Space::Graphics`] ([`Dispatch::graphics`]).

use crate::codeobj::{code_props, rsrc2, HiddenArg, Kernel, KernelMetadata, ValueKind};
use crate::launch::{KernelArg, LaunchSpec};
use crate::memory::{DeviceMemory, Space};

/// Lanes per wave on gfx900.
pub const WAVE_SIZE: u32 = 64;
/// Bytes of the `hsa_kernel_dispatch_packet_t`.
pub const DISPATCH_PACKET_SIZE: usize = 64;
/// Granularity of a wave's private memory allocation in bytes.
pub const PRIVATE_WAVE_GRANULE: u32 = 1024;

/// What an initial SGPR holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SgprRole {
    /// Dword `n` (0..4) of the private segment buffer V#.
    PrivateSegmentBuffer(u8),
    /// Low (0) or high (1) half of the dispatch packet address.
    DispatchPtr(u8),
    /// Low/high half of the queue pointer.
    QueuePtr(u8),
    /// Low/high half of the kernarg segment address.
    KernargSegmentPtr(u8),
    /// Low/high half of the dispatch id.
    DispatchId(u8),
    /// Low/high half of the flat scratch init value.
    FlatScratchInit(u8),
    /// Private segment size per work-item.
    PrivateSegmentSize,
    /// Work-group id in dimension 0..3.
    WorkgroupId(u8),
    /// Private segment wave byte offset.
    PrivateSegmentWaveOffset,
}

/// One user SGPR block of the ABI: its enable bit, its size, its role constructor.
pub struct UserSgprKind {
    /// The `kernel_code_properties` field enabling it.
    pub enable: crate::codeobj::Field,
    /// Number of SGPRs.
    pub count: u8,
    /// The role of SGPR `i` of the block.
    pub role: fn(u8) -> SgprRole,
}

/// The user SGPRs in ABI order (AMDGPUUsage, "Initial Kernel Execution State").
pub const USER_SGPRS: [UserSgprKind; 7] = [
    UserSgprKind {
        enable: code_props::ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER,
        count: 4,
        role: SgprRole::PrivateSegmentBuffer,
    },
    UserSgprKind {
        enable: code_props::ENABLE_SGPR_DISPATCH_PTR,
        count: 2,
        role: SgprRole::DispatchPtr,
    },
    UserSgprKind {
        enable: code_props::ENABLE_SGPR_QUEUE_PTR,
        count: 2,
        role: SgprRole::QueuePtr,
    },
    UserSgprKind {
        enable: code_props::ENABLE_SGPR_KERNARG_SEGMENT_PTR,
        count: 2,
        role: SgprRole::KernargSegmentPtr,
    },
    UserSgprKind {
        enable: code_props::ENABLE_SGPR_DISPATCH_ID,
        count: 2,
        role: SgprRole::DispatchId,
    },
    UserSgprKind {
        enable: code_props::ENABLE_SGPR_FLAT_SCRATCH_INIT,
        count: 2,
        role: SgprRole::FlatScratchInit,
    },
    UserSgprKind {
        enable: code_props::ENABLE_SGPR_PRIVATE_SEGMENT_SIZE,
        count: 1,
        role: |_| SgprRole::PrivateSegmentSize,
    },
];

/// A dispatch that cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("kernel `{kernel}`: {message}")]
pub struct DispatchError {
    /// The kernel's name.
    pub kernel: String,
    /// What is wrong.
    pub message: String,
}

/// Everything a machine needs to run one code-object dispatch.
#[derive(Clone, Debug, PartialEq)]
pub struct Dispatch {
    /// The kernel's name.
    pub kernel: String,
    /// Total work-items per dimension.
    pub global: [u32; 3],
    /// Work-group size per dimension.
    pub group: [u32; 3],
    /// The kernarg segment contents.
    pub kernarg: Vec<u8>,
    /// Descriptors and texels of OpenCL image and sampler arguments ([`Space::Graphics`]).
    pub graphics: Vec<u32>,
    /// The dispatch packet image.
    pub packet: [u8; DISPATCH_PACKET_SIZE],
    /// Private bytes per wave (0 when the kernel uses no scratch).
    pub private_bytes_per_wave: u32,
    /// LDS bytes per work-group (the descriptor's fixed size).
    pub lds_bytes: u32,
    /// Virtual address of the kernel descriptor in the code object image.
    pub descriptor_address: u64,
    descriptor: crate::codeobj::KernelDescriptor,
}

/// The state a wave starts with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaveState {
    /// Initialised SGPRs: (index, value, role), in index order.
    pub sgprs: Vec<(u32, u32, SgprRole)>,
    /// Initialised VGPRs: (index, per-lane values); lanes outside EXEC hold 0.
    pub vgprs: Vec<(u32, Vec<u32>)>,
    /// Active lanes (bit i = lane i); partial waves have the high lanes clear.
    pub exec: u64,
}

impl Dispatch {
    /// Builds a dispatch of `kernel` as `spec` describes it.
    pub fn new(kernel: &Kernel, spec: &LaunchSpec) -> Result<Dispatch, DispatchError> {
        let err = |message: String| DispatchError {
            kernel: kernel.name.clone(),
            message,
        };
        let kd = &kernel.descriptor;
        // A LaunchSpec built in code bypasses the parser's checks: repeat the ones we rely on.
        for d in 0..3 {
            if spec.group[d] == 0 || spec.global[d] % spec.group[d] != 0 {
                return Err(err(format!(
                    "global size {:?} is not a whole number of work-groups of {:?}",
                    spec.global, spec.group
                )));
            }
        }
        if u64::from(spec.group_size()) > crate::launch::MAX_GROUP_SIZE {
            return Err(err(format!(
                "work-group size {} is too large",
                spec.group_size()
            )));
        }
        if kd.code_property(code_props::ENABLE_WAVEFRONT_SIZE32) != 0 {
            return Err(err("wave32 kernels are not supported on gfx900".into()));
        }
        if let Some(max) = kernel
            .metadata
            .as_ref()
            .and_then(|m| m.max_flat_workgroup_size)
        {
            if spec.group_size() > max {
                return Err(err(format!(
                    "work-group size {} exceeds the kernel's .max_flat_workgroup_size {max}",
                    spec.group_size()
                )));
            }
        }
        let (kernarg, graphics) = match &kernel.metadata {
            Some(md) => {
                let implicit = if kernel.abi_version >= ABI_VERSION_V5 {
                    IMPLICIT_ARGS_V5
                } else {
                    IMPLICIT_ARGS_V4
                };
                kernarg_from_metadata(md, kd.kernarg_size, implicit, spec).map_err(err)?
            }
            None => (kernarg_natural(kd.kernarg_size, &spec.args), Vec::new()),
        };
        let private_bytes_per_wave = align_up(
            u64::from(kd.private_segment_fixed_size) * u64::from(WAVE_SIZE),
            u64::from(PRIVATE_WAVE_GRANULE),
        );
        let private_bytes_per_wave = u32::try_from(private_bytes_per_wave)
            .map_err(|_| err("private segment too large".into()))?;
        let mut d = Dispatch {
            kernel: kernel.name.clone(),
            global: spec.global,
            group: spec.group,
            kernarg,
            graphics,
            packet: [0; DISPATCH_PACKET_SIZE],
            private_bytes_per_wave,
            lds_bytes: kd.group_segment_fixed_size,
            descriptor_address: kernel.descriptor_address,
            descriptor: *kd,
        };
        if d.private_bytes() > crate::memory::REGION_SIZE {
            return Err(err(format!(
                "private memory of {} bytes does not fit the address space",
                d.private_bytes()
            )));
        }
        d.packet = d.dispatch_packet();
        Ok(d)
    }

    /// Work-groups per dimension.
    pub fn num_groups(&self) -> [u32; 3] {
        [0, 1, 2].map(|i| self.global[i] / self.group[i].max(1))
    }

    /// Every (work-group id, wave index) of the dispatch, groups in x-fastest order.
    pub fn waves(&self) -> impl Iterator<Item = ([u32; 3], u32)> + '_ {
        let [nx, ny, nz] = self.num_groups();
        let waves = self.waves_per_group();
        (0..nz).flat_map(move |z| {
            (0..ny).flat_map(move |y| {
                (0..nx).flat_map(move |x| (0..waves).map(move |w| ([x, y, z], w)))
            })
        })
    }

    /// Waves per work-group.
    pub fn waves_per_group(&self) -> u32 {
        self.group.iter().product::<u32>().div_ceil(WAVE_SIZE)
    }

    /// Total private memory bytes of the dispatch.
    pub fn private_bytes(&self) -> u64 {
        let groups: u64 = self.num_groups().iter().map(|&n| u64::from(n)).product();
        groups * u64::from(self.waves_per_group()) * u64::from(self.private_bytes_per_wave)
    }

    /// Places the kernarg segment, the dispatch packet, (zeroed) private memory and the code
    /// object's loaded image (`CodeObject::image`).
    pub fn install(&self, memory: &mut DeviceMemory, image: &[u8]) {
        memory.set_bytes(Space::Code, image);
        memory.set_bytes(Space::Kernarg, &self.kernarg);
        memory.set_bytes(Space::DispatchPacket, &self.packet);
        if !self.graphics.is_empty() {
            memory.set_words(Space::Graphics, self.graphics.clone());
        }
        if self.private_bytes_per_wave > 0 {
            memory.set_words(Space::Private, vec![0; (self.private_bytes() / 4) as usize]);
        }
    }

    /// The `hsa_kernel_dispatch_packet_t` image: header (type KERNEL_DISPATCH = 2, system
    /// acquire and release fences), setup (dimensions), work-group and grid sizes, private and
    /// group segment sizes, kernel object (the descriptor's flat address), kernarg address.
    fn dispatch_packet(&self) -> [u8; DISPATCH_PACKET_SIZE] {
        let mut p = [0u8; DISPATCH_PACKET_SIZE];
        let dims: u16 = if self.global[2] > 1 || self.group[2] > 1 {
            3
        } else if self.global[1] > 1 || self.group[1] > 1 {
            2
        } else {
            1
        };
        let header: u16 = 2 | (2 << 9) | (2 << 11);
        let mut put =
            |offset: usize, bytes: &[u8]| p[offset..offset + bytes.len()].copy_from_slice(bytes);
        put(0, &header.to_le_bytes());
        put(2, &dims.to_le_bytes());
        for d in 0..3 {
            // Work-group sizes are at most 1024 (checked by the launch parser).
            put(4 + 2 * d, &(self.group[d] as u16).to_le_bytes());
            put(12 + 4 * d, &self.global[d].to_le_bytes());
        }
        put(
            24,
            &self.descriptor.private_segment_fixed_size.to_le_bytes(),
        );
        put(28, &self.descriptor.group_segment_fixed_size.to_le_bytes());
        put(
            32,
            &(flat(Space::Code) + self.descriptor_address).to_le_bytes(),
        );
        put(40, &flat(Space::Kernarg).to_le_bytes());
        p
    }

    /// The initial state of wave `wave` (0-based, in work-item-linear order) of work-group
    /// `group_id`.
    pub fn initial_wave_state(
        &self,
        group_id: [u32; 3],
        wave: u32,
    ) -> Result<WaveState, DispatchError> {
        let err = |message: String| DispatchError {
            kernel: self.kernel.clone(),
            message,
        };
        let groups = self.num_groups();
        if (0..3).any(|d| group_id[d] >= groups[d]) {
            return Err(err(format!(
                "work-group {group_id:?} is outside the grid {groups:?}"
            )));
        }
        if wave >= self.waves_per_group() {
            return Err(err(format!(
                "wave {wave} is outside the work-group ({} waves)",
                self.waves_per_group()
            )));
        }
        let kd = &self.descriptor;
        let group_linear = u64::from(group_id[0])
            + u64::from(groups[0])
                * (u64::from(group_id[1]) + u64::from(groups[1]) * u64::from(group_id[2]));
        let wave_slot = group_linear * u64::from(self.waves_per_group()) + u64::from(wave);
        let wave_offset = wave_slot * u64::from(self.private_bytes_per_wave);

        let mut sgprs = Vec::new();
        let mut next = 0u32;
        for kind in &USER_SGPRS {
            if kd.code_property(kind.enable) == 0 {
                continue;
            }
            for i in 0..kind.count {
                let role = (kind.role)(i);
                sgprs.push((next, self.user_sgpr_value(role), role));
                next += 1;
            }
        }
        let user_count = kd.user_sgpr_count();
        if next > user_count {
            return Err(err(format!(
                "descriptor enables {next} user SGPRs but USER_SGPR_COUNT is {user_count}"
            )));
        }
        let mut next = user_count;
        let enables = [
            rsrc2::ENABLE_SGPR_WORKGROUP_ID_X,
            rsrc2::ENABLE_SGPR_WORKGROUP_ID_Y,
            rsrc2::ENABLE_SGPR_WORKGROUP_ID_Z,
        ];
        for (d, enable) in enables.into_iter().enumerate() {
            if kd.rsrc2(enable) != 0 {
                sgprs.push((next, group_id[d], SgprRole::WorkgroupId(d as u8)));
                next += 1;
            }
        }
        if kd.rsrc2(rsrc2::ENABLE_SGPR_WORKGROUP_INFO) != 0 {
            return Err(err("the work-group info SGPR is not supported".into()));
        }
        if kd.rsrc2(rsrc2::ENABLE_PRIVATE_SEGMENT) != 0 {
            // wave_offset < private_bytes() <= 4 GiB, checked in `new`.
            sgprs.push((next, wave_offset as u32, SgprRole::PrivateSegmentWaveOffset));
        }

        let id_vgprs = match kd.rsrc2(rsrc2::ENABLE_VGPR_WORKITEM_ID) {
            n @ 0..=2 => n + 1,
            n => return Err(err(format!("ENABLE_VGPR_WORKITEM_ID = {n} is reserved"))),
        };
        let group_size: u32 = self.group.iter().product();
        let mut exec = 0u64;
        let mut vgprs: Vec<(u32, Vec<u32>)> = (0..id_vgprs)
            .map(|v| (v, vec![0; WAVE_SIZE as usize]))
            .collect();
        for lane in 0..WAVE_SIZE {
            let flat_id = wave * WAVE_SIZE + lane;
            if flat_id >= group_size {
                break;
            }
            exec |= 1 << lane;
            let ids = [
                flat_id % self.group[0],
                (flat_id / self.group[0]) % self.group[1],
                flat_id / (self.group[0] * self.group[1]),
            ];
            for (v, lanes) in vgprs.iter_mut() {
                if let Some(slot) = lanes.get_mut(lane as usize) {
                    *slot = ids[*v as usize];
                }
            }
        }
        Ok(WaveState { sgprs, vgprs, exec })
    }

    /// The value of a user SGPR (the same for every wave).
    fn user_sgpr_value(&self, role: SgprRole) -> u32 {
        let half = |v: u64, i: u8| if i == 0 { v as u32 } else { (v >> 32) as u32 };
        match role {
            SgprRole::PrivateSegmentBuffer(i) => self.private_segment_buffer()[usize::from(i & 3)],
            SgprRole::DispatchPtr(i) => half(flat(Space::DispatchPacket), i),
            SgprRole::QueuePtr(_) | SgprRole::DispatchId(_) => 0,
            SgprRole::KernargSegmentPtr(i) => half(flat(Space::Kernarg), i),
            SgprRole::FlatScratchInit(i) => half(flat(Space::Private), i),
            SgprRole::PrivateSegmentSize => self.descriptor.private_segment_fixed_size,
            SgprRole::WorkgroupId(_) | SgprRole::PrivateSegmentWaveOffset => 0,
        }
    }

    /// The private segment buffer V# (see the module documentation for the field choices;
    /// bit positions from the Vega ISA manual's buffer resource table).
    pub fn private_segment_buffer(&self) -> [u32; 4] {
        let base = flat(Space::Private);
        let swizzle_enable = 1u32 << 31; // bit 63
        let dst_sel = 4 | (5 << 3) | (6 << 6) | (7 << 9); // x,y,z,w = R,G,B,A
        let num_format_uint = 4 << 12;
        let data_format_32 = 4 << 15;
        let index_stride_64 = 3 << 21;
        let add_tid_enable = 1 << 23;
        [
            base as u32,
            ((base >> 32) as u32 & 0xffff) | swizzle_enable,
            u32::try_from(self.private_bytes()).unwrap_or(u32::MAX),
            dst_sel | num_format_uint | data_format_32 | index_stride_64 | add_tid_enable,
        ]
    }
}

/// The flat address of a space that always has one.
fn flat(space: Space) -> u64 {
    space.flat_base().unwrap_or(0)
}

fn align_up(n: u64, to: u64) -> u64 {
    n.div_ceil(to) * to
}

/// Little-endian bytes of an explicit argument (a UAV becomes its flat address).
pub(crate) fn arg_bytes(arg: KernelArg) -> Vec<u8> {
    match arg {
        KernelArg::Uav(n) => Space::Uav(n)
            .flat_base()
            .unwrap_or(0)
            .to_le_bytes()
            .to_vec(),
        KernelArg::U32(v) => v.to_le_bytes().to_vec(),
        KernelArg::I32(v) => v.to_le_bytes().to_vec(),
        KernelArg::F32(v) => v.to_bits().to_le_bytes().to_vec(),
        KernelArg::U64(v) => v.to_le_bytes().to_vec(),
        KernelArg::I64(v) => v.to_le_bytes().to_vec(),
        KernelArg::F64(v) => v.to_bits().to_le_bytes().to_vec(),
    }
}

/// `EI_ABIVERSION` of code object v5 (AMDGPUUsage).
const ABI_VERSION_V5: u8 = 3;
/// Bytes of implicit arguments after the explicit ones in code objects v3 and v4.
const IMPLICIT_ARGS_V4: usize = 56;
/// Bytes of implicit arguments in code object v5.
const IMPLICIT_ARGS_V5: usize = 256;

/// Lays out the kernarg segment as the metadata describes it, followed by `implicit` bytes of
/// implicit arguments (see the module documentation).
fn kernarg_from_metadata(
    md: &KernelMetadata,
    kd_size: u32,
    implicit: usize,
    spec: &LaunchSpec,
) -> Result<(Vec<u8>, Vec<u32>), String> {
    let explicit = md
        .args
        .iter()
        .filter(|a| a.value_kind.is_explicit() && opencl_image_kind(&a.value_kind).is_none())
        .count();
    if explicit != spec.args.len() {
        return Err(format!(
            "the kernel takes {explicit} explicit arguments, the launch gives {}",
            spec.args.len()
        ));
    }
    let end = md
        .args
        .iter()
        .map(|a| a.offset as usize + a.size as usize)
        .max()
        .unwrap_or(0);
    let explicit_end = md
        .args
        .iter()
        .filter(|a| a.value_kind.is_explicit())
        .map(|a| a.offset as usize + a.size as usize)
        .max()
        .unwrap_or(0);
    let size = end
        .max(md.kernarg_segment_size as usize)
        .max(kd_size as usize)
        .max(explicit_end.div_ceil(8) * 8 + implicit);
    let mut seg = vec![0u8; size];
    let groups = spec.num_groups();
    let mut launch_args = spec.args.iter();
    let mut layout = crate::vega::graphics_launch::Layout(Vec::new());
    let mut textures = spec.resources.values();
    let mut samplers = spec.samplers.values();
    for (i, a) in md.args.iter().enumerate() {
        let bytes: Vec<u8> = match &a.value_kind {
            kind if opencl_image_kind(kind) == Some(OpenClImage::Image) => {
                let Some(tex) = textures.next() else {
                    return Err(format!(
                        "image argument {i} has no launch resource (the launch has {})",
                        spec.resources.len()
                    ));
                };
                opencl_image_descriptor(&mut layout, tex)
            }
            kind if opencl_image_kind(kind) == Some(OpenClImage::Sampler) => {
                let s = samplers.next().copied().unwrap_or_default();
                let s = crate::vega::graphics_launch::sampler_descriptor(s, false);
                layout.place(&s, 32).to_le_bytes().to_vec()
            }
            ValueKind::Hidden(h) => {
                let v: u64 = match *h {
                    HiddenArg::GlobalOffset(_) | HiddenArg::Remainder(_) | HiddenArg::Zero => 0,
                    HiddenArg::BlockCount(d) => u64::from(groups[d]),
                    HiddenArg::GroupSize(d) => u64::from(spec.group[d]),
                    HiddenArg::GridDims => {
                        if spec.global[2] > 1 {
                            3
                        } else if spec.global[1] > 1 {
                            2
                        } else {
                            1
                        }
                    }
                };
                v.to_le_bytes().to_vec()
            }
            kind => {
                let Some(&arg) = launch_args.next() else {
                    return Err("too few launch arguments".into());
                };
                let compatible = match (kind, arg) {
                    (ValueKind::GlobalBuffer, KernelArg::Uav(_)) => true,
                    (ValueKind::GlobalBuffer, _) | (_, KernelArg::Uav(_)) => false,
                    // char/short arguments take a u32/i32 launch value, truncated.
                    (ValueKind::ByValue, KernelArg::U32(_) | KernelArg::I32(_)) if a.size < 4 => {
                        true
                    }
                    (ValueKind::ByValue, a2) => a2.size() == a.size as usize,
                    _ => false,
                };
                if !compatible {
                    return Err(format!(
                        "argument {i} ({}{}, {} bytes) does not accept launch argument {arg:?}",
                        a.value_kind_name,
                        a.name
                            .as_deref()
                            .map(|n| format!(" `{n}`"))
                            .unwrap_or_default(),
                        a.size
                    ));
                }
                arg_bytes(arg)
            }
        };
        let n = (a.size as usize).min(bytes.len());
        let start = a.offset as usize;
        let Some(dst) = seg.get_mut(start..start + n) else {
            return Err(format!(
                "argument {i} at offset {start} lies outside the kernarg segment"
            ));
        };
        dst.copy_from_slice(&bytes[..n]);
    }
    Ok((seg, layout.0))
}

/// The two OpenCL image argument kinds the dispatch fills in itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OpenClImage {
    Image,
    Sampler,
}

/// Whether `kind` is an OpenCL `image` or `sampler` argument.
fn opencl_image_kind(kind: &ValueKind) -> Option<OpenClImage> {
    match kind {
        ValueKind::Other(name) if name == "image" => Some(OpenClImage::Image),
        ValueKind::Other(name) if name == "sampler" => Some(OpenClImage::Sampler),
        _ => None,
    }
}

/// Places launch texture `tex` and its T# in `layout`; the bytes of the T#'s address.
fn opencl_image_descriptor(
    layout: &mut crate::vega::graphics_launch::Layout,
    tex: &crate::launch::Texture,
) -> Vec<u8> {
    use crate::graphics_metadata::{ComponentFormat, ResourceType};
    let ty = if tex.depth > 1 {
        ResourceType::D3
    } else if tex.height > 1 {
        ResourceType::D2
    } else {
        ResourceType::D1
    };
    let base = layout.place(&tex.words, 256);
    let t = crate::vega::graphics_launch::image_descriptor(base, tex, ty, ComponentFormat::Float);
    layout.place(&t, 32).to_le_bytes().to_vec()
}

/// Without metadata: explicit arguments in order, each aligned to its size.
fn kernarg_natural(kd_size: u32, args: &[KernelArg]) -> Vec<u8> {
    let mut seg = Vec::new();
    for &arg in args {
        let size = arg.size();
        seg.resize(seg.len().div_ceil(size) * size, 0);
        seg.extend_from_slice(&arg_bytes(arg));
    }
    if seg.len() < kd_size as usize {
        seg.resize(kd_size as usize, 0);
    }
    seg
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codeobj::{ArgMetadata, KernelDescriptor};

    fn arg(offset: u32, size: u32, kind: &str) -> ArgMetadata {
        ArgMetadata {
            name: None,
            offset,
            size,
            value_kind_name: kind.into(),
            value_kind: ValueKind::from_name(kind),
            address_space: None,
            ilc: Default::default(),
        }
    }

    /// A descriptor with every user SGPR, all work-group ids, scratch, and x/y/z work-item
    /// ids: 4+2+2+2+2+2+1 = 15 user SGPRs.
    fn full_kernel() -> Kernel {
        let rsrc2 = 1 | (15 << 1) | (1 << 7) | (1 << 8) | (1 << 9) | (2 << 11);
        Kernel {
            name: "k".into(),
            descriptor_address: 0x1000,
            descriptor: KernelDescriptor {
                group_segment_fixed_size: 512,
                private_segment_fixed_size: 20,
                kernarg_size: 32,
                kernel_code_entry_byte_offset: 0x100,
                compute_pgm_rsrc3: 0,
                compute_pgm_rsrc1: 0,
                compute_pgm_rsrc2: rsrc2,
                kernel_code_properties: 0x7f,
            },
            code_address: 0x1100,
            code: vec![0; 4],
            text_address: 0x1100,
            text: vec![0; 4],
            abi_version: 2,
            metadata: Some(KernelMetadata {
                name: "k".into(),
                symbol: "k.kd".into(),
                args: vec![
                    arg(0, 8, "global_buffer"),
                    arg(8, 4, "by_value"),
                    arg(16, 8, "hidden_global_offset_x"),
                    arg(24, 4, "hidden_block_count_y"),
                    arg(28, 2, "hidden_group_size_x"),
                ],
                kernarg_segment_size: 32,
                kernarg_segment_align: 8,
                group_segment_fixed_size: 512,
                private_segment_fixed_size: 20,
                sgpr_count: 20,
                vgpr_count: 3,
                wavefront_size: 64,
                max_flat_workgroup_size: Some(256),
                graphics: None,
            }),
        }
    }

    fn spec(text: &str) -> LaunchSpec {
        LaunchSpec::parse(text, "t").unwrap()
    }

    #[test]
    fn kernarg_layout_follows_metadata() {
        let s = spec(
            r#"{"global":[16,12],"group":[8,4],"uavs":{"2":{"zero":1}},"args":[{"uav":2},{"f32":1.5}]}"#,
        );
        let d = Dispatch::new(&full_kernel(), &s).unwrap();
        // Explicit arguments end at byte 12; the v4 implicit block (56 bytes) follows at 16.
        let mut want = vec![0u8; 16 + 56];
        want[0..8].copy_from_slice(&0x1002_0000_0000u64.to_le_bytes()); // UAV 2's flat base
        want[8..12].copy_from_slice(&0x3fc0_0000u32.to_le_bytes()); // 1.5f
        want[24..28].copy_from_slice(&3u32.to_le_bytes()); // 12 / 4 groups in y
        want[28..30].copy_from_slice(&8u16.to_le_bytes()); // group size x
        assert_eq!(d.kernarg, want);
    }

    /// `full_kernel` with OpenCL arguments (image, sampler, global buffer).
    fn image_kernel() -> Kernel {
        let mut k = full_kernel();
        if let Some(md) = k.metadata.as_mut() {
            md.args = vec![
                arg(0, 8, "image"),
                arg(8, 8, "sampler"),
                arg(16, 8, "global_buffer"),
            ];
        }
        k
    }

    #[test]
    fn image_and_sampler_arguments_point_to_descriptors_of_the_launch() {
        let s = spec(
            r#"{"global":[8],"uavs":{"0":{"zero":1}},"args":[{"uav":0}],
                "resources":{"3":{"width":2,"height":2,"components":1,"f32":[1,2,3,4]}},
                "samplers":{"5":{"filter":"linear","address":"wrap"}}}"#,
        );
        let d = Dispatch::new(&image_kernel(), &s).unwrap();
        let base = flat(Space::Graphics);
        let word_at = |addr: u64| d.graphics[((addr - base) / 4) as usize];
        let pointer = |at: usize| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&d.kernarg[at..at + 8]);
            u64::from_le_bytes(b)
        };
        let t = pointer(0);
        assert_eq!(t % 32, 0, "T# 32-byte aligned");
        let tw: Vec<u32> = (0..8).map(|i| word_at(t + 4 * i)).collect();
        // Manual "Image Resource Definition": BASE_ADDRESS (256-byte units) in bits 39:0,
        // WIDTH-1 in 77:64, HEIGHT-1 in 91:78, TYPE in 127:124 (9 = 2-D).
        let texels = (u64::from(tw[0]) | u64::from(tw[1] & 0xff) << 32) << 8;
        assert_eq!(
            (0..4).map(|i| word_at(texels + 4 * i)).collect::<Vec<_>>(),
            [1.0f32, 2.0, 3.0, 4.0].map(f32::to_bits)
        );
        assert_eq!(tw[2] & 0x3fff, 1);
        assert_eq!((tw[2] >> 14) & 0x3fff, 1);
        assert_eq!(tw[3] >> 28, 9);
        let sampler = pointer(8);
        assert_eq!(sampler % 32, 0, "S# 32-byte aligned");
        // CLAMP_X in bits 2:0 of the S#: 0 = wrap.
        assert_eq!(word_at(sampler) & 7, 0);
        assert_eq!(pointer(16), flat(Space::Uav(0)));
    }

    #[test]
    fn an_image_argument_without_a_launch_resource_is_an_error() {
        let s = spec(r#"{"global":[8],"uavs":{"0":{"zero":1}},"args":[{"uav":0}]}"#);
        let e = Dispatch::new(&image_kernel(), &s).unwrap_err();
        assert!(
            e.to_string()
                .contains("image argument 0 has no launch resource"),
            "{e}"
        );
    }

    #[test]
    fn argument_mismatches_are_errors() {
        let k = full_kernel();
        let e = Dispatch::new(&k, &spec(r#"{"global":[8],"args":[{"u32":1}]}"#)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "kernel `k`: the kernel takes 2 explicit arguments, the launch gives 1"
        );
        let e =
            Dispatch::new(&k, &spec(r#"{"global":[8],"args":[{"u32":1},{"u32":2}]}"#)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "kernel `k`: argument 0 (global_buffer, 8 bytes) does not accept launch argument U32(1)"
        );
        let e = Dispatch::new(
            &k,
            &spec(r#"{"global":[8],"uavs":{"0":{"zero":1}},"args":[{"uav":0},{"f64":2}]}"#),
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "kernel `k`: argument 1 (by_value, 4 bytes) does not accept launch argument F64(2.0)"
        );
        // A 2-byte by-value argument takes the low half of a u32.
        let mut short = full_kernel();
        if let Some(md) = short.metadata.as_mut() {
            md.args[1].size = 2;
        }
        let s =
            spec(r#"{"global":[8],"uavs":{"0":{"zero":1}},"args":[{"uav":0},{"u32":305419896}]}"#);
        let d = Dispatch::new(&short, &s).unwrap();
        assert_eq!(d.kernarg[8..12], [0x78, 0x56, 0, 0]);
        let e = Dispatch::new(&k, &spec(r#"{"global":[512],"group":[512]}"#)).unwrap_err();
        assert!(
            e.message
                .contains("exceeds the kernel's .max_flat_workgroup_size 256"),
            "{e}"
        );
    }

    #[test]
    fn packet_image() {
        let s = spec(
            r#"{"global":[16,12],"group":[8,4],"uavs":{"2":{"zero":1}},"args":[{"uav":2},{"f32":1.5}]}"#,
        );
        let d = Dispatch::new(&full_kernel(), &s).unwrap();
        let p = &d.packet;
        assert_eq!(u16::from_le_bytes([p[0], p[1]]), 0x1402); // type 2, acquire/release system
        assert_eq!(u16::from_le_bytes([p[2], p[3]]), 2); // two dimensions
        assert_eq!(p[4..10], [8, 0, 4, 0, 1, 0]);
        assert_eq!(p[12..24], [16, 0, 0, 0, 12, 0, 0, 0, 1, 0, 0, 0]);
        assert_eq!(p[24..32], [20, 0, 0, 0, 0, 2, 0, 0]); // private 20, group 512
        assert_eq!(p[32..40], 0x1804_0000_1000u64.to_le_bytes()); // descriptor at 0x1000
        assert_eq!(p[40..48], 0x1801_0000_0000u64.to_le_bytes()); // kernarg address
    }

    #[test]
    fn full_sgpr_layout_hand_computed() {
        let s = spec(
            r#"{"global":[16,12],"group":[8,4],"uavs":{"2":{"zero":1}},"args":[{"uav":2},{"f32":1.5}]}"#,
        );
        let d = Dispatch::new(&full_kernel(), &s).unwrap();
        // private: 20 bytes * 64 lanes = 1280 → 2048 per wave; groups 2×3, 1 wave each.
        assert_eq!(d.private_bytes_per_wave, 2048);
        assert_eq!(d.private_bytes(), 6 * 2048);
        let w = d.initial_wave_state([1, 2, 0], 0).unwrap();
        let regs: Vec<(u32, u32)> = w.sgprs.iter().map(|&(i, v, _)| (i, v)).collect();
        let private_base = 0x1803_0000_0000u64;
        assert_eq!(
            regs,
            vec![
                (0, private_base as u32),
                (1, 0x1803 | 0x8000_0000),
                (2, 6 * 2048),
                (3, 0x00e2_4fac),
                (4, 0), // dispatch ptr 0x1802_0000_0000
                (5, 0x1802),
                (6, 0), // queue ptr
                (7, 0),
                (8, 0), // kernarg 0x1801_0000_0000
                (9, 0x1801),
                (10, 0), // dispatch id
                (11, 0),
                (12, 0), // flat scratch init = private base
                (13, 0x1803),
                (14, 20),       // private segment size
                (15, 1),        // workgroup id x
                (16, 2),        // y
                (17, 0),        // z
                (18, 5 * 2048), // wave offset: group linear 1 + 2*2 = 5
            ]
        );
        let roles: Vec<SgprRole> = w.sgprs.iter().map(|s| s.2).collect();
        use SgprRole::*;
        assert_eq!(
            roles,
            vec![
                PrivateSegmentBuffer(0),
                PrivateSegmentBuffer(1),
                PrivateSegmentBuffer(2),
                PrivateSegmentBuffer(3),
                DispatchPtr(0),
                DispatchPtr(1),
                QueuePtr(0),
                QueuePtr(1),
                KernargSegmentPtr(0),
                KernargSegmentPtr(1),
                DispatchId(0),
                DispatchId(1),
                FlatScratchInit(0),
                FlatScratchInit(1),
                PrivateSegmentSize,
                WorkgroupId(0),
                WorkgroupId(1),
                WorkgroupId(2),
                PrivateSegmentWaveOffset,
            ]
        );
        // 32 work-items: lanes 0..32 active; v0 = x = lane % 8, v1 = y = lane / 8, v2 = 0.
        assert_eq!(w.exec, 0xffff_ffff);
        assert_eq!(w.vgprs.len(), 3);
        assert_eq!(w.vgprs[0].1[..10], [0, 1, 2, 3, 4, 5, 6, 7, 0, 1]);
        assert_eq!(w.vgprs[1].1[..10], [0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
        assert_eq!(w.vgprs[1].1[31], 3);
        assert_eq!(w.vgprs[1].1[32], 0);
        assert!(w.vgprs[2].1.iter().all(|&z| z == 0));
        assert!(d.initial_wave_state([2, 0, 0], 0).is_err());
        assert!(d.initial_wave_state([0, 0, 0], 1).is_err());
    }

    #[test]
    fn minimal_descriptor_and_partial_waves() {
        // Only the kernarg pointer (user SGPR count 2) and work-group id x; 100 work-items
        // per group → waves of 64 and 36 lanes.
        let mut k = full_kernel();
        k.descriptor.kernel_code_properties = 1 << 3;
        k.descriptor.compute_pgm_rsrc2 = (2 << 1) | (1 << 7);
        k.descriptor.private_segment_fixed_size = 0;
        k.metadata = None;
        let s = spec(r#"{"global":[200],"group":[100],"args":[{"u32":7},{"f64":1}]}"#);
        let d = Dispatch::new(&k, &s).unwrap();
        assert_eq!(d.kernarg[..4], 7u32.to_le_bytes());
        assert_eq!(d.kernarg[8..16], 1f64.to_bits().to_le_bytes());
        assert_eq!(d.kernarg.len(), 32); // padded to the descriptor's kernarg_size
        assert_eq!(d.waves_per_group(), 2);
        let w = d.initial_wave_state([1, 0, 0], 1).unwrap();
        let regs: Vec<(u32, u32)> = w.sgprs.iter().map(|&(i, v, _)| (i, v)).collect();
        assert_eq!(regs, vec![(0, 0), (1, 0x1801), (2, 1)]);
        assert_eq!(w.exec, (1u64 << 36) - 1);
        assert_eq!(w.vgprs.len(), 1);
        assert_eq!(w.vgprs[0].1[0], 64);
        assert_eq!(w.vgprs[0].1[35], 99);
        assert_eq!(w.vgprs[0].1[36], 0);
        // Too many enabled user SGPRs for USER_SGPR_COUNT.
        k.descriptor.kernel_code_properties = 0b1001;
        let d = Dispatch::new(&k, &s).unwrap();
        assert_eq!(
            d.initial_wave_state([0, 0, 0], 0).unwrap_err().message,
            "descriptor enables 6 user SGPRs but USER_SGPR_COUNT is 2"
        );
    }

    #[test]
    fn wave_enumeration_and_bad_sizes() {
        let s = spec(
            r#"{"global":[16,12],"group":[8,4],"uavs":{"2":{"zero":1}},"args":[{"uav":2},{"f32":1.5}]}"#,
        );
        let d = Dispatch::new(&full_kernel(), &s).unwrap();
        let waves: Vec<([u32; 3], u32)> = d.waves().collect();
        assert_eq!(
            waves,
            vec![
                ([0, 0, 0], 0),
                ([1, 0, 0], 0),
                ([0, 1, 0], 0),
                ([1, 1, 0], 0),
                ([0, 2, 0], 0),
                ([1, 2, 0], 0)
            ]
        );
        let mut bad = s.clone();
        bad.group = [0, 4, 1];
        assert!(Dispatch::new(&full_kernel(), &bad).is_err());
        bad.group = [3, 4, 1];
        assert!(Dispatch::new(&full_kernel(), &bad).is_err());
    }

    #[test]
    fn install_places_segments() {
        let s = spec(
            r#"{"global":[16,12],"group":[8,4],"uavs":{"2":{"zero":1}},"args":[{"uav":2},{"f32":1.5}]}"#,
        );
        let d = Dispatch::new(&full_kernel(), &s).unwrap();
        let mut m = DeviceMemory::from_launch(&s, crate::memory::OobPolicy::Strict);
        d.install(&mut m, &[1, 2, 3, 4, 5]);
        let mut b = [0u8; 4];
        m.read_flat(0x1804_0000_0001, &mut b).unwrap();
        assert_eq!(b, [2, 3, 4, 5]);
        assert!(m.write_flat(0x1804_0000_0000, &[0]).is_err());
        m.read_flat(0x1801_0000_0008, &mut b).unwrap();
        assert_eq!(u32::from_le_bytes(b), 0x3fc0_0000);
        m.read_flat(0x1802_0000_000c, &mut b).unwrap();
        assert_eq!(u32::from_le_bytes(b), 16); // grid size x
        assert_eq!(
            m.words(Space::Private).map(<[u32]>::len),
            Some(6 * 2048 / 4)
        );
    }
}
