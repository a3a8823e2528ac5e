//! Loading AMDHSA gfx900 code objects — ELF shared objects as produced by `ld.lld -shared`,
//! and relocatable objects straight from `clang -c`, laid out and relocated by
//! [`crate::link`]: the kernels (`NAME.kd` symbols), their 64-byte kernel descriptors, their
//! machine code (with the whole code section it lies in, so calls into other functions of
//! the object run) and the AMDHSA metadata note.
//!
//! Facts used (LLVM's AMDGPUUsage, "Kernel Descriptor" and "Code Object Metadata"):
//! - the kernel descriptor is 64 bytes: group_segment_fixed_size @0, private_segment_fixed_size
//!   @4, kernarg_size @8, kernel_code_entry_byte_offset (i64, relative to the descriptor) @16,
//!   compute_pgm_rsrc3 @44, compute_pgm_rsrc1 @48, compute_pgm_rsrc2 @52,
//!   kernel_code_properties (u16) @56; the bit fields are in [`KernelDescriptor`]'s accessors;
//! - the metadata is a note of owner `AMDGPU`, type `NT_AMDGPU_METADATA` (32), holding a
//!   MessagePack map with `amdhsa.version`, `amdhsa.target` and `amdhsa.kernels`.
//!
//! Every malformed input gives a [`CodeObjectError`] that says what is wrong; nothing panics.

use object::{Object, ObjectSection, SectionKind, SymbolKind};
use rmpv::Value;
use std::path::Path;

/// `EI_OSABI` of AMDHSA code objects.
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// ELF machine number of AMD GPUs.
pub const EM_AMDGPU: u16 = 224;
/// The `e_flags` machine field mask and the gfx900 value in it.
pub const EF_AMDGPU_MACH: u32 = 0xff;
/// `EF_AMDGPU_MACH_AMDGCN_GFX900`.
pub const EF_AMDGPU_MACH_AMDGCN_GFX900: u32 = 0x2c;
/// Note type of the AMDHSA metadata (code object v3+).
pub const NT_AMDGPU_METADATA: u32 = 32;
/// Size of a kernel descriptor in bytes.
pub const KERNEL_DESCRIPTOR_SIZE: usize = 64;
/// Largest loaded image accepted (bytes from address 0 to the end of the last segment).
pub const MAX_IMAGE_SIZE: u64 = 64 << 20;

/// A problem with a code object.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeObjectError {
    /// The bytes are not a usable ELF file.
    #[error("not a valid ELF file: {0}")]
    Elf(String),
    /// The ELF file is not an AMDHSA gfx900 code object.
    #[error("not an AMDHSA gfx900 code object: {0}")]
    WrongTarget(String),
    /// A named kernel is not in the code object.
    #[error("no kernel named `{name}` (kernels: {available})")]
    NoSuchKernel {
        /// The requested name.
        name: String,
        /// Comma-separated available kernel names.
        available: String,
    },
    /// A structure inside the code object is malformed.
    #[error("malformed code object: {0}")]
    Malformed(String),
    /// The code object uses something the loader does not handle (a relocation type).
    #[error("unsupported code object: {0}")]
    Unsupported(String),
    /// The file cannot be read.
    #[error("cannot read {path}: {message}")]
    Io {
        /// The path.
        path: String,
        /// The OS error.
        message: String,
    },
}

fn malformed(msg: impl Into<String>) -> CodeObjectError {
    CodeObjectError::Malformed(msg.into())
}

/// The 64-byte kernel descriptor, with the raw fields and bit-field accessors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelDescriptor {
    /// Fixed LDS bytes per work-group.
    pub group_segment_fixed_size: u32,
    /// Fixed private (scratch) bytes per work-item.
    pub private_segment_fixed_size: u32,
    /// Size of the kernarg segment in bytes.
    pub kernarg_size: u32,
    /// Byte offset of the entry point from the descriptor's address.
    pub kernel_code_entry_byte_offset: i64,
    /// `COMPUTE_PGM_RSRC3` (reserved on gfx900).
    pub compute_pgm_rsrc3: u32,
    /// `COMPUTE_PGM_RSRC1`.
    pub compute_pgm_rsrc1: u32,
    /// `COMPUTE_PGM_RSRC2`.
    pub compute_pgm_rsrc2: u32,
    /// Which user SGPRs are set up (and other properties).
    pub kernel_code_properties: u16,
}

/// A named bit field of a 32-bit register: (lowest bit, width).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// Lowest bit.
    pub shift: u32,
    /// Width in bits.
    pub width: u32,
}

impl Field {
    const fn new(shift: u32, width: u32) -> Field {
        Field { shift, width }
    }

    /// Extracts the field from `reg`.
    pub fn get(self, reg: u32) -> u32 {
        let mask = if self.width >= 32 {
            u32::MAX
        } else {
            (1u32 << self.width) - 1
        };
        (reg >> self.shift) & mask
    }
}

/// `kernel_code_properties` bits (AMDGPUUsage, "Kernel Descriptor").
pub mod code_props {
    use super::Field;
    /// Private segment buffer V# in 4 user SGPRs.
    pub const ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER: Field = Field::new(0, 1);
    /// Dispatch packet pointer in 2 user SGPRs.
    pub const ENABLE_SGPR_DISPATCH_PTR: Field = Field::new(1, 1);
    /// Queue pointer in 2 user SGPRs.
    pub const ENABLE_SGPR_QUEUE_PTR: Field = Field::new(2, 1);
    /// Kernarg segment pointer in 2 user SGPRs.
    pub const ENABLE_SGPR_KERNARG_SEGMENT_PTR: Field = Field::new(3, 1);
    /// 64-bit dispatch id in 2 user SGPRs.
    pub const ENABLE_SGPR_DISPATCH_ID: Field = Field::new(4, 1);
    /// Flat scratch init in 2 user SGPRs.
    pub const ENABLE_SGPR_FLAT_SCRATCH_INIT: Field = Field::new(5, 1);
    /// Private segment size in 1 user SGPR.
    pub const ENABLE_SGPR_PRIVATE_SEGMENT_SIZE: Field = Field::new(6, 1);
    /// Wave32 (GFX10+; must be 0 on gfx900).
    pub const ENABLE_WAVEFRONT_SIZE32: Field = Field::new(10, 1);
    /// The kernel uses a dynamically sized stack.
    pub const USES_DYNAMIC_STACK: Field = Field::new(11, 1);
}

/// `COMPUTE_PGM_RSRC1` fields.
pub mod rsrc1 {
    use super::Field;
    /// VGPR blocks minus 1 (granule 4 on gfx9).
    pub const GRANULATED_WORKITEM_VGPR_COUNT: Field = Field::new(0, 6);
    /// SGPR blocks minus 1 (gfx9: blocks of 8 in the encoding, `2 * blocks16 - 1`).
    pub const GRANULATED_WAVEFRONT_SGPR_COUNT: Field = Field::new(6, 4);
    /// Wave priority.
    pub const PRIORITY: Field = Field::new(10, 2);
    /// Rounding mode for f32.
    pub const FLOAT_ROUND_MODE_32: Field = Field::new(12, 2);
    /// Rounding mode for f16/f64.
    pub const FLOAT_ROUND_MODE_16_64: Field = Field::new(14, 2);
    /// Denormal mode for f32.
    pub const FLOAT_DENORM_MODE_32: Field = Field::new(16, 2);
    /// Denormal mode for f16/f64.
    pub const FLOAT_DENORM_MODE_16_64: Field = Field::new(18, 2);
    /// Privileged.
    pub const PRIV: Field = Field::new(20, 1);
    /// DX10 clamp mode.
    pub const ENABLE_DX10_CLAMP: Field = Field::new(21, 1);
    /// Debug mode.
    pub const DEBUG_MODE: Field = Field::new(22, 1);
    /// IEEE mode.
    pub const ENABLE_IEEE_MODE: Field = Field::new(23, 1);
    /// FP16 overflow mode (gfx9+).
    pub const FP16_OVFL: Field = Field::new(26, 1);
}

/// `COMPUTE_PGM_RSRC2` fields.
pub mod rsrc2 {
    use super::Field;
    /// The private segment wave offset system SGPR is set up (scratch enabled).
    pub const ENABLE_PRIVATE_SEGMENT: Field = Field::new(0, 1);
    /// Number of user SGPRs the CP loads.
    pub const USER_SGPR_COUNT: Field = Field::new(1, 5);
    /// Trap handler enabled.
    pub const ENABLE_TRAP_HANDLER: Field = Field::new(6, 1);
    /// Work-group id X system SGPR.
    pub const ENABLE_SGPR_WORKGROUP_ID_X: Field = Field::new(7, 1);
    /// Work-group id Y system SGPR.
    pub const ENABLE_SGPR_WORKGROUP_ID_Y: Field = Field::new(8, 1);
    /// Work-group id Z system SGPR.
    pub const ENABLE_SGPR_WORKGROUP_ID_Z: Field = Field::new(9, 1);
    /// Work-group info system SGPR.
    pub const ENABLE_SGPR_WORKGROUP_INFO: Field = Field::new(10, 1);
    /// 0: v0 = x id; 1: v0,v1 = x,y; 2: v0..v2 = x,y,z.
    pub const ENABLE_VGPR_WORKITEM_ID: Field = Field::new(11, 2);
    /// LDS size in 128-dword granules (set by the CP from the dispatch).
    pub const GRANULATED_LDS_SIZE: Field = Field::new(15, 9);
}

impl KernelDescriptor {
    /// Decodes 64 descriptor bytes.
    pub fn parse(bytes: &[u8]) -> Result<KernelDescriptor, CodeObjectError> {
        if bytes.len() < KERNEL_DESCRIPTOR_SIZE {
            return Err(malformed(format!(
                "kernel descriptor has {} bytes, expected {KERNEL_DESCRIPTOR_SIZE}",
                bytes.len()
            )));
        }
        let u32_at = |o: usize| -> u32 {
            let mut b = [0u8; 4];
            b.copy_from_slice(&bytes[o..o + 4]);
            u32::from_le_bytes(b)
        };
        let mut entry = [0u8; 8];
        entry.copy_from_slice(&bytes[16..24]);
        Ok(KernelDescriptor {
            group_segment_fixed_size: u32_at(0),
            private_segment_fixed_size: u32_at(4),
            kernarg_size: u32_at(8),
            kernel_code_entry_byte_offset: i64::from_le_bytes(entry),
            compute_pgm_rsrc3: u32_at(44),
            compute_pgm_rsrc1: u32_at(48),
            compute_pgm_rsrc2: u32_at(52),
            kernel_code_properties: u16::from_le_bytes([bytes[56], bytes[57]]),
        })
    }

    /// A `kernel_code_properties` field.
    pub fn code_property(&self, f: Field) -> u32 {
        f.get(u32::from(self.kernel_code_properties))
    }

    /// A `COMPUTE_PGM_RSRC1` field.
    pub fn rsrc1(&self, f: Field) -> u32 {
        f.get(self.compute_pgm_rsrc1)
    }

    /// A `COMPUTE_PGM_RSRC2` field.
    pub fn rsrc2(&self, f: Field) -> u32 {
        f.get(self.compute_pgm_rsrc2)
    }

    /// Number of user SGPRs the CP loads (`COMPUTE_PGM_RSRC2.USER_SGPR_COUNT`).
    pub fn user_sgpr_count(&self) -> u32 {
        self.rsrc2(rsrc2::USER_SGPR_COUNT)
    }

    /// VGPRs allocated per work-item: `(granulated + 1) * 4` on gfx9.
    pub fn allocated_vgprs(&self) -> u32 {
        (self.rsrc1(rsrc1::GRANULATED_WORKITEM_VGPR_COUNT) + 1) * 4
    }

    /// SGPRs allocated per wave, including VCC, FLAT_SCRATCH and XNACK_MASK: gfx9 allocates
    /// blocks of 16 but encodes `2 * blocks - 1`, so the count is `(granulated + 1) * 8`.
    pub fn allocated_sgprs(&self) -> u32 {
        (self.rsrc1(rsrc1::GRANULATED_WAVEFRONT_SGPR_COUNT) + 1) * 8
    }
}

/// What a kernel argument is (the metadata's `.value_kind`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// An argument passed by value.
    ByValue,
    /// A pointer to global memory.
    GlobalBuffer,
    /// A pointer to dynamically allocated LDS.
    DynamicSharedPointer,
    /// A hidden argument the runtime fills in (e.g. `hidden_global_offset_x`); the name
    /// without the `hidden_` prefix.
    Hidden(HiddenArg),
    /// Any other kind (image, sampler, pipe, queue...), by its metadata name.
    Other(String),
}

/// Hidden kernel arguments the dispatch knows how to fill in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HiddenArg {
    /// `hidden_global_offset_{x,y,z}` (dimension 0..3): always 0.
    GlobalOffset(usize),
    /// `hidden_block_count_{x,y,z}` (v5): number of work-groups.
    BlockCount(usize),
    /// `hidden_group_size_{x,y,z}` (v5): work-group size.
    GroupSize(usize),
    /// `hidden_remainder_{x,y,z}` (v5): size of the partial last group (0: none).
    Remainder(usize),
    /// `hidden_grid_dims` (v5): number of dimensions.
    GridDims,
    /// `hidden_none` and every other hidden argument (printf buffer, hostcall buffer,
    /// default queue, completion action, multigrid sync, heap, private/shared base, queue
    /// pointer, dynamic LDS size): zero-filled.
    Zero,
}

/// The table of `.value_kind` names with a dedicated meaning; any other `hidden_*` name is
/// [`HiddenArg::Zero`].
const VALUE_KINDS: [(&str, HiddenArg); 13] = [
    ("hidden_global_offset_x", HiddenArg::GlobalOffset(0)),
    ("hidden_global_offset_y", HiddenArg::GlobalOffset(1)),
    ("hidden_global_offset_z", HiddenArg::GlobalOffset(2)),
    ("hidden_block_count_x", HiddenArg::BlockCount(0)),
    ("hidden_block_count_y", HiddenArg::BlockCount(1)),
    ("hidden_block_count_z", HiddenArg::BlockCount(2)),
    ("hidden_group_size_x", HiddenArg::GroupSize(0)),
    ("hidden_group_size_y", HiddenArg::GroupSize(1)),
    ("hidden_group_size_z", HiddenArg::GroupSize(2)),
    ("hidden_remainder_x", HiddenArg::Remainder(0)),
    ("hidden_remainder_y", HiddenArg::Remainder(1)),
    ("hidden_remainder_z", HiddenArg::Remainder(2)),
    ("hidden_grid_dims", HiddenArg::GridDims),
];

impl ValueKind {
    /// Classifies a metadata `.value_kind` string.
    pub fn from_name(name: &str) -> ValueKind {
        match name {
            "by_value" => ValueKind::ByValue,
            "global_buffer" => ValueKind::GlobalBuffer,
            "dynamic_shared_pointer" => ValueKind::DynamicSharedPointer,
            n if n.starts_with("hidden_") => ValueKind::Hidden(
                VALUE_KINDS
                    .iter()
                    .find(|(k, _)| *k == n)
                    .map_or(HiddenArg::Zero, |&(_, h)| h),
            ),
            other => ValueKind::Other(other.to_string()),
        }
    }

    /// Whether the launch file supplies this argument (everything but hidden arguments).
    pub fn is_explicit(&self) -> bool {
        !matches!(self, ValueKind::Hidden(_))
    }
}

/// One kernel argument from the metadata.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgMetadata {
    /// `.name`, when present.
    pub name: Option<String>,
    /// `.offset` in the kernarg segment.
    pub offset: u32,
    /// `.size` in bytes.
    pub size: u32,
    /// `.value_kind` as written.
    pub value_kind_name: String,
    /// `.value_kind` classified.
    pub value_kind: ValueKind,
    /// `.address_space`, when present.
    pub address_space: Option<String>,
    /// ilc's graphics keys (`.ilc.resource`, ...; empty for compute arguments).
    pub ilc: crate::graphics_metadata::IlcArg,
}

/// One entry of `amdhsa.kernels`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelMetadata {
    /// `.name`.
    pub name: String,
    /// `.symbol` (the descriptor's symbol, `NAME.kd`).
    pub symbol: String,
    /// `.args` in order.
    pub args: Vec<ArgMetadata>,
    /// `.kernarg_segment_size`.
    pub kernarg_segment_size: u32,
    /// `.kernarg_segment_align`.
    pub kernarg_segment_align: u32,
    /// `.group_segment_fixed_size`.
    pub group_segment_fixed_size: u32,
    /// `.private_segment_fixed_size`.
    pub private_segment_fixed_size: u32,
    /// `.sgpr_count`.
    pub sgpr_count: u32,
    /// `.vgpr_count`.
    pub vgpr_count: u32,
    /// `.wavefront_size`.
    pub wavefront_size: u32,
    /// `.max_flat_workgroup_size`, when present.
    pub max_flat_workgroup_size: Option<u32>,
    /// ilc's graphics keys (`.ilc.stage`, ...), `None` for a compute kernel.
    pub graphics: Option<crate::graphics_metadata::GraphicsMetadata>,
}

/// The whole metadata note.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Metadata {
    /// `amdhsa.version` (major, minor): (1, 0) = code object v3, (1, 1) = v4, (1, 2) = v5.
    pub version: (u32, u32),
    /// `amdhsa.target`, e.g. `amdgcn-amd-amdhsa--gfx900`.
    pub target: Option<String>,
    /// `amdhsa.kernels`.
    pub kernels: Vec<KernelMetadata>,
}

/// One kernel of a code object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    /// The kernel's name (the descriptor symbol without `.kd`).
    pub name: String,
    /// Virtual address of the kernel descriptor.
    pub descriptor_address: u64,
    /// The decoded descriptor.
    pub descriptor: KernelDescriptor,
    /// Virtual address of the first instruction.
    pub code_address: u64,
    /// The machine code: from the entry point to the end of the kernel's function symbol
    /// (or of its section when there is no such symbol).
    pub code: Vec<u8>,
    /// Address of the code section holding the kernel.
    pub text_address: u64,
    /// That whole code section (the kernel and the functions it may call), relocated.
    pub text: Vec<u8>,
    /// The code object's `EI_ABIVERSION` (1 = v3, 2 = v4, 3 = v5).
    pub abi_version: u8,
    /// The kernel's entry in the metadata note, if the code object has one.
    pub metadata: Option<KernelMetadata>,
}

/// A loaded code object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeObject {
    /// The kernels, sorted by name.
    pub kernels: Vec<Kernel>,
    /// The metadata note, if present.
    pub metadata: Option<Metadata>,
    /// The ELF header's `EI_ABIVERSION` (1 = v3, 2 = v4, 3 = v5 for ELFOSABI_AMDGPU_HSA).
    pub abi_version: u8,
    /// The ELF header's `e_flags`.
    pub e_flags: u32,
    /// The loaded image: every `PT_LOAD` segment's file bytes at its virtual address, the
    /// rest zero. A machine maps it at [`crate::memory::Space::Code`] so that PC-relative
    /// accesses to constant data work.
    pub image: Vec<u8>,
}

impl CodeObject {
    /// Reads and loads a code object file.
    pub fn from_file(path: &Path) -> Result<CodeObject, CodeObjectError> {
        let bytes = std::fs::read(path).map_err(|e| CodeObjectError::Io {
            path: path.display().to_string(),
            message: e.to_string(),
        })?;
        CodeObject::parse(&bytes)
    }

    /// Loads a code object from its bytes.
    pub fn parse(bytes: &[u8]) -> Result<CodeObject, CodeObjectError> {
        check_header(bytes)?;
        let file = object::File::parse(bytes).map_err(|e| CodeObjectError::Elf(e.to_string()))?;
        let e_flags = match file.flags() {
            object::FileFlags::Elf { e_flags, .. } => e_flags,
            _ => return Err(CodeObjectError::Elf("not an ELF file".into())),
        };
        if e_flags & EF_AMDGPU_MACH != EF_AMDGPU_MACH_AMDGCN_GFX900 {
            return Err(CodeObjectError::WrongTarget(format!(
                "e_flags machine is {:#x}, gfx900 is {EF_AMDGPU_MACH_AMDGCN_GFX900:#x}",
                e_flags & EF_AMDGPU_MACH
            )));
        }
        let metadata = read_metadata_note(&file)?;
        let layout = crate::link::layout(&file)?;
        let mut kernels = Vec::new();
        for sym in &layout.symbols {
            let sym_name = sym.name.as_str();
            let Some(name) = sym_name.strip_suffix(".kd") else {
                continue;
            };
            if sym.kind != SymbolKind::Data {
                continue;
            }
            let kd_addr = sym.address;
            let kd_bytes = layout
                .bytes(kd_addr, KERNEL_DESCRIPTOR_SIZE as u64)
                .ok_or_else(|| {
                    malformed(format!(
                        "descriptor `{sym_name}` at {kd_addr:#x} is not inside the loaded image"
                    ))
                })?;
            let descriptor = KernelDescriptor::parse(kd_bytes)?;
            let code_address = kd_addr
                .checked_add_signed(descriptor.kernel_code_entry_byte_offset)
                .ok_or_else(|| malformed(format!("kernel `{name}`: entry offset overflows")))?;
            let (code, text_address, text) = kernel_code(&layout, name, code_address)?;
            let meta = metadata.as_ref().and_then(|m| {
                m.kernels
                    .iter()
                    .find(|k| k.symbol == sym_name || k.name == name)
                    .cloned()
            });
            kernels.push(Kernel {
                name: name.to_string(),
                descriptor_address: kd_addr,
                descriptor,
                code_address,
                code,
                text_address,
                text,
                abi_version: bytes.get(8).copied().unwrap_or(0),
                metadata: meta,
            });
        }
        kernels.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(CodeObject {
            kernels,
            metadata,
            abi_version: bytes.get(8).copied().unwrap_or(0),
            e_flags,
            image: layout.image,
        })
    }

    /// The kernel called `name`.
    pub fn kernel(&self, name: &str) -> Result<&Kernel, CodeObjectError> {
        self.kernels
            .iter()
            .find(|k| k.name == name)
            .ok_or_else(|| CodeObjectError::NoSuchKernel {
                name: name.to_string(),
                available: self.kernel_names().join(", "),
            })
    }

    /// Names of all kernels, sorted.
    pub fn kernel_names(&self) -> Vec<&str> {
        self.kernels.iter().map(|k| k.name.as_str()).collect()
    }
}

/// Checks the ELF identification and machine before handing the bytes to `object`.
fn check_header(bytes: &[u8]) -> Result<(), CodeObjectError> {
    if bytes.len() < 64 || bytes[..4] != [0x7f, b'E', b'L', b'F'] {
        return Err(CodeObjectError::Elf(
            "missing ELF magic or header too short".into(),
        ));
    }
    if bytes[4] != 2 || bytes[5] != 1 {
        return Err(CodeObjectError::WrongTarget(
            "not a 64-bit little-endian ELF".into(),
        ));
    }
    if bytes[7] != ELFOSABI_AMDGPU_HSA {
        return Err(CodeObjectError::WrongTarget(format!(
            "EI_OSABI is {}, AMDGPU HSA is {ELFOSABI_AMDGPU_HSA}",
            bytes[7]
        )));
    }
    let machine = u16::from_le_bytes([bytes[18], bytes[19]]);
    if machine != EM_AMDGPU {
        return Err(CodeObjectError::WrongTarget(format!(
            "e_machine is {machine}, EM_AMDGPU is {EM_AMDGPU}"
        )));
    }
    Ok(())
}

/// The machine code of kernel `name` starting at `entry`, and the code section holding it
/// (address and bytes).
fn kernel_code(
    layout: &crate::link::Layout,
    name: &str,
    entry: u64,
) -> Result<(Vec<u8>, u64, Vec<u8>), CodeObjectError> {
    let func = layout
        .symbols
        .iter()
        .find(|s| s.kind == SymbolKind::Text && s.address == entry && s.name == name);
    let section = layout.code_section_at(entry).ok_or_else(|| {
        malformed(format!(
            "kernel `{name}`: entry point {entry:#x} is not in a code section"
        ))
    })?;
    let section_end = section.address.saturating_add(section.size);
    let size = match func {
        Some(f) if f.size > 0 => f.size.min(section_end - entry),
        _ => section_end - entry,
    };
    let missing = || {
        malformed(format!(
            "kernel `{name}`: code bytes at {entry:#x} are not in the file"
        ))
    };
    let code = layout.bytes(entry, size).ok_or_else(missing)?;
    let text = layout
        .bytes(section.address, section.size)
        .ok_or_else(missing)?;
    if code.len() % 4 != 0 || text.len() % 4 != 0 {
        return Err(malformed(format!(
            "kernel `{name}`: code size {} is not a multiple of 4",
            code.len()
        )));
    }
    Ok((code.to_vec(), section.address, text.to_vec()))
}

/// Finds and decodes the `NT_AMDGPU_METADATA` note, if any.
fn read_metadata_note(file: &object::File<'_>) -> Result<Option<Metadata>, CodeObjectError> {
    for section in file.sections() {
        if section.kind() != SectionKind::Note
            && !section.name().is_ok_and(|n| n.starts_with(".note"))
        {
            continue;
        }
        let data = section
            .data()
            .map_err(|e| malformed(format!("note section unreadable: {e}")))?;
        for note in parse_notes(data)? {
            if note.name == b"AMDGPU" && note.kind == NT_AMDGPU_METADATA {
                return parse_metadata(note.desc).map(Some);
            }
        }
    }
    Ok(None)
}

/// One ELF note.
struct Note<'a> {
    name: &'a [u8],
    kind: u32,
    desc: &'a [u8],
}

/// Splits a note section into notes (4-byte aligned name and descriptor).
fn parse_notes(data: &[u8]) -> Result<Vec<Note<'_>>, CodeObjectError> {
    let mut notes = Vec::new();
    let mut at = 0usize;
    let word = |o: usize| -> Option<u32> {
        let b = data.get(o..o.checked_add(4)?)?;
        Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    while at < data.len() {
        let (Some(namesz), Some(descsz), Some(kind)) = (word(at), word(at + 4), word(at + 8))
        else {
            return Err(malformed(format!("truncated note header at offset {at}")));
        };
        let name_start = at + 12;
        let name_end = name_start.checked_add(namesz as usize);
        let desc_start = name_end.map(align4);
        let desc_end = desc_start.and_then(|d| d.checked_add(descsz as usize));
        let (Some(name_end), Some(desc_start), Some(desc_end)) = (name_end, desc_start, desc_end)
        else {
            return Err(malformed("note sizes overflow"));
        };
        let (Some(name), Some(desc)) = (
            data.get(name_start..name_end),
            data.get(desc_start..desc_end),
        ) else {
            return Err(malformed(format!(
                "note at offset {at} extends past its section"
            )));
        };
        let name = name.strip_suffix(&[0]).unwrap_or(name);
        notes.push(Note { name, kind, desc });
        at = align4(desc_end);
    }
    Ok(notes)
}

fn align4(n: usize) -> usize {
    n.saturating_add(3) & !3
}

/// Decodes the MessagePack metadata document.
pub fn parse_metadata(bytes: &[u8]) -> Result<Metadata, CodeObjectError> {
    let mut reader = bytes;
    let root = rmpv::decode::read_value(&mut reader)
        .map_err(|e| malformed(format!("metadata note is not valid MessagePack: {e}")))?;
    let version = match get(&root, "amdhsa.version") {
        Some(Value::Array(v)) => {
            let n = |i: usize| {
                v.get(i)
                    .and_then(Value::as_u64)
                    .and_then(|x| u32::try_from(x).ok())
            };
            match (n(0), n(1)) {
                (Some(a), Some(b)) => (a, b),
                _ => return Err(malformed("metadata: amdhsa.version is not [major, minor]")),
            }
        }
        _ => return Err(malformed("metadata: missing amdhsa.version")),
    };
    let target = get(&root, "amdhsa.target")
        .and_then(Value::as_str)
        .map(str::to_string);
    let kernels = match get(&root, "amdhsa.kernels") {
        Some(Value::Array(ks)) => ks
            .iter()
            .enumerate()
            .map(|(i, k)| kernel_metadata(i, k))
            .collect::<Result<Vec<_>, _>>()?,
        None => Vec::new(),
        Some(_) => return Err(malformed("metadata: amdhsa.kernels is not an array")),
    };
    Ok(Metadata {
        version,
        target,
        kernels,
    })
}

fn kernel_metadata(index: usize, k: &Value) -> Result<KernelMetadata, CodeObjectError> {
    let at = |field: &str| format!("metadata: amdhsa.kernels[{index}].{field}");
    let string = |field: &str| -> Result<String, CodeObjectError> {
        get(k, field)
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| malformed(format!("{} is missing or not a string", at(field))))
    };
    let number = |field: &str| -> Result<u32, CodeObjectError> {
        get(k, field)
            .and_then(Value::as_u64)
            .and_then(|x| u32::try_from(x).ok())
            .ok_or_else(|| malformed(format!("{} is missing or not a 32-bit integer", at(field))))
    };
    let args = match get(k, ".args") {
        Some(Value::Array(args)) => args
            .iter()
            .enumerate()
            .map(|(j, a)| arg_metadata(&at(&format!(".args[{j}]")), a))
            .collect::<Result<Vec<_>, _>>()?,
        None => Vec::new(),
        Some(_) => return Err(malformed(format!("{} is not an array", at(".args")))),
    };
    Ok(KernelMetadata {
        name: string(".name")?,
        symbol: string(".symbol")?,
        args,
        kernarg_segment_size: number(".kernarg_segment_size")?,
        kernarg_segment_align: number(".kernarg_segment_align")?,
        group_segment_fixed_size: number(".group_segment_fixed_size")?,
        private_segment_fixed_size: number(".private_segment_fixed_size")?,
        sgpr_count: number(".sgpr_count")?,
        vgpr_count: number(".vgpr_count")?,
        wavefront_size: number(".wavefront_size")?,
        max_flat_workgroup_size: number(".max_flat_workgroup_size").ok(),
        graphics: crate::graphics_metadata::parse_kernel(
            k,
            &format!("metadata: amdhsa.kernels[{index}]"),
        )
        .map_err(malformed)?,
    })
}

fn arg_metadata(path: &str, a: &Value) -> Result<ArgMetadata, CodeObjectError> {
    let number = |field: &str| -> Result<u32, CodeObjectError> {
        get(a, field)
            .and_then(Value::as_u64)
            .and_then(|x| u32::try_from(x).ok())
            .ok_or_else(|| malformed(format!("{path}.{field} is missing or not a 32-bit integer")))
    };
    let kind = get(a, ".value_kind")
        .and_then(Value::as_str)
        .ok_or_else(|| malformed(format!("{path}..value_kind is missing or not a string")))?;
    Ok(ArgMetadata {
        name: get(a, ".name").and_then(Value::as_str).map(str::to_string),
        offset: number(".offset")?,
        size: number(".size")?,
        value_kind_name: kind.to_string(),
        value_kind: ValueKind::from_name(kind),
        address_space: get(a, ".address_space")
            .and_then(Value::as_str)
            .map(str::to_string),
        ilc: crate::graphics_metadata::parse_arg(a, path).map_err(malformed)?,
    })
}

/// Looks up a string key in a MessagePack map.
fn get<'a>(map: &'a Value, key: &str) -> Option<&'a Value> {
    match map {
        Value::Map(entries) => entries
            .iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The descriptor of a kernel built by clang-14 for gfx900 (`vadd` of the OpenCL test
    /// kernels), bytes as dumped by `xxd`.
    const VADD_KD: [u8; 64] = [
        0, 0, 0, 0, 0, 0, 0, 0, 0x18, 0, 0, 0, 0, 0, 0, 0, //
        0xc0, 0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, //
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, //
        0x41, 0, 0xaf, 0, 0x90, 0, 0, 0, 0x0b, 0, 0, 0, 0, 0, 0, 0,
    ];

    #[test]
    fn descriptor_fields_and_bits() {
        let kd = KernelDescriptor::parse(&VADD_KD).unwrap();
        assert_eq!(kd.kernarg_size, 24);
        assert_eq!(kd.kernel_code_entry_byte_offset, 0x10c0);
        assert_eq!(kd.compute_pgm_rsrc1, 0x00af_0041);
        assert_eq!(kd.compute_pgm_rsrc2, 0x90);
        assert_eq!(kd.kernel_code_properties, 0x000b);
        assert_eq!(
            kd.code_property(code_props::ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER),
            1
        );
        assert_eq!(kd.code_property(code_props::ENABLE_SGPR_DISPATCH_PTR), 1);
        assert_eq!(kd.code_property(code_props::ENABLE_SGPR_QUEUE_PTR), 0);
        assert_eq!(
            kd.code_property(code_props::ENABLE_SGPR_KERNARG_SEGMENT_PTR),
            1
        );
        assert_eq!(kd.user_sgpr_count(), 8);
        assert_eq!(kd.rsrc2(rsrc2::ENABLE_SGPR_WORKGROUP_ID_X), 1);
        assert_eq!(kd.rsrc2(rsrc2::ENABLE_SGPR_WORKGROUP_ID_Y), 0);
        assert_eq!(kd.rsrc2(rsrc2::ENABLE_VGPR_WORKITEM_ID), 0);
        // rsrc1 0x00af0041: VGPR granule 1 → 8 VGPRs, SGPR granule 1 → 16 SGPRs
        // (llvm-objdump-14 prints .amdhsa_next_free_vgpr 8, .amdhsa_next_free_sgpr 16),
        // byte 2 = 0xaf: denorm 32 = 3 (bits 16-17), denorm 16/64 = 3 (bits 18-19),
        // PRIV (20) clear, DX10 clamp (21) set, DEBUG (22) clear, IEEE (23) set.
        assert_eq!(kd.allocated_vgprs(), 8);
        assert_eq!(kd.allocated_sgprs(), 16);
        assert_eq!(kd.rsrc1(rsrc1::FLOAT_DENORM_MODE_16_64), 3);
        assert_eq!(kd.rsrc1(rsrc1::FLOAT_DENORM_MODE_32), 3);
        assert_eq!(kd.rsrc1(rsrc1::PRIV), 0);
        assert_eq!(kd.rsrc1(rsrc1::ENABLE_DX10_CLAMP), 1);
        assert_eq!(kd.rsrc1(rsrc1::ENABLE_IEEE_MODE), 1);
        assert!(KernelDescriptor::parse(&VADD_KD[..63]).is_err());
    }

    /// `testdata/vadd.co`: `tests/kernels/vadd.cl` built with the recipe of
    /// `docs/opencl-kernels.md`. Expected values from `llvm-readelf-14 -s --notes` and
    /// `llvm-objdump-14 -d` of that file.
    const VADD_CO: &[u8] = include_bytes!("../testdata/vadd.co");

    #[test]
    fn loads_a_clang_built_code_object() {
        let co = CodeObject::parse(VADD_CO).unwrap();
        assert_eq!(co.kernel_names(), vec!["vadd"]);
        assert_eq!(co.abi_version, 2);
        assert_eq!(co.e_flags, 0x12c);
        let k = co.kernel("vadd").unwrap();
        assert_eq!(k.descriptor_address, 0x540);
        assert_eq!(k.code_address, 0x1600);
        assert_eq!(k.code.len(), 136);
        assert_eq!(k.code[..8], [0x02, 0x00, 0x02, 0xc0, 0x04, 0, 0, 0]); // s_load_dword s0, s[4:5], 0x4
        assert_eq!(k.code[132..], [0x00, 0x00, 0x81, 0xbf]); // s_endpgm
        assert_eq!(k.descriptor.kernarg_size, 24);
        // The image holds the descriptor and the code at their addresses (llvm-readelf -l:
        // the last PT_LOAD is at 0x2688 with 0x70 bytes).
        assert_eq!(co.image.len(), 0x26f8);
        assert_eq!(co.image[0x540 + 8..0x540 + 12], 24u32.to_le_bytes());
        assert_eq!(co.image[0x1600..0x1604], [0x02, 0x00, 0x02, 0xc0]);
        let md = k.metadata.as_ref().unwrap();
        assert_eq!(
            (md.sgpr_count, md.vgpr_count, md.wavefront_size),
            (11, 5, 64)
        );
        assert_eq!(md.max_flat_workgroup_size, Some(256));
        let args: Vec<(u32, u32, &ValueKind)> = md
            .args
            .iter()
            .map(|a| (a.offset, a.size, &a.value_kind))
            .collect();
        let g = &ValueKind::GlobalBuffer;
        assert_eq!(args, vec![(0, 8, g), (8, 8, g), (16, 8, g)]);
        let meta = co.metadata.as_ref().unwrap();
        assert_eq!(meta.version, (1, 1));
        assert_eq!(meta.target.as_deref(), Some("amdgcn-amd-amdhsa--gfx900"));
        assert_eq!(
            co.kernel("vsub").unwrap_err().to_string(),
            "no kernel named `vsub` (kernels: vadd)"
        );
    }

    #[test]
    fn damaged_code_objects_are_errors_not_panics() {
        // Every truncation, and every single-byte corruption of the first 256 bytes (headers,
        // program headers, start of the note), either loads or gives an error.
        for len in (0..VADD_CO.len()).step_by(7) {
            let _ = CodeObject::parse(&VADD_CO[..len]);
        }
        for at in 0..256 {
            let mut bytes = VADD_CO.to_vec();
            bytes[at] ^= 0xff;
            let _ = CodeObject::parse(&bytes);
        }
        let mut pal = VADD_CO.to_vec();
        pal[7] = 65; // ELFOSABI_AMDGPU_PAL
        assert_eq!(
            CodeObject::parse(&pal).unwrap_err().to_string(),
            "not an AMDHSA gfx900 code object: EI_OSABI is 65, AMDGPU HSA is 64"
        );
        let mut wrong_mach = VADD_CO.to_vec();
        wrong_mach[48] = 0x2d; // e_flags low byte: gfx902
        assert_eq!(
            CodeObject::parse(&wrong_mach).unwrap_err().to_string(),
            "not an AMDHSA gfx900 code object: e_flags machine is 0x2d, gfx900 is 0x2c"
        );
    }

    #[test]
    fn value_kinds() {
        assert_eq!(
            ValueKind::from_name("global_buffer"),
            ValueKind::GlobalBuffer
        );
        assert_eq!(
            ValueKind::from_name("hidden_global_offset_y"),
            ValueKind::Hidden(HiddenArg::GlobalOffset(1))
        );
        assert_eq!(
            ValueKind::from_name("hidden_none"),
            ValueKind::Hidden(HiddenArg::Zero)
        );
        assert_eq!(
            ValueKind::from_name("image"),
            ValueKind::Other("image".into())
        );
        assert!(!ValueKind::from_name("hidden_printf_buffer").is_explicit());
        assert!(ValueKind::from_name("by_value").is_explicit());
    }

    #[test]
    fn bad_inputs_are_errors() {
        assert!(matches!(
            CodeObject::parse(b"hello"),
            Err(CodeObjectError::Elf(_))
        ));
        let mut header = vec![0u8; 64];
        header[..4].copy_from_slice(b"\x7fELF");
        header[4] = 2;
        header[5] = 1;
        header[7] = 64;
        header[18] = 62; // x86-64
        assert_eq!(
            CodeObject::parse(&header),
            Err(CodeObjectError::WrongTarget(
                "e_machine is 62, EM_AMDGPU is 224".into()
            ))
        );
        header[18] = 224;
        assert!(matches!(
            CodeObject::parse(&header),
            Err(CodeObjectError::Elf(_))
        ));
    }

    #[test]
    fn notes_are_split_and_bounds_checked() {
        // namesz 7 ("AMDGPU\0" padded to 8), descsz 2, type 32.
        let mut data = vec![7, 0, 0, 0, 2, 0, 0, 0, 32, 0, 0, 0];
        data.extend_from_slice(b"AMDGPU\0\0");
        data.extend_from_slice(&[0x90, 0xc0, 0, 0]);
        let notes = parse_notes(&data).unwrap();
        assert_eq!(notes.len(), 1);
        assert_eq!(notes[0].name, b"AMDGPU");
        assert_eq!(notes[0].kind, 32);
        assert_eq!(notes[0].desc, &[0x90, 0xc0]);
        assert!(parse_notes(&data[..20]).is_err());
        assert!(parse_notes(&data[..5]).is_err());
    }

    #[test]
    fn metadata_from_msgpack() {
        // Build a small document with rmpv's encoder (the decoder under test is ours).
        let s = |x: &str| Value::from(x);
        let arg = Value::Map(vec![
            (s(".offset"), Value::from(8)),
            (s(".size"), Value::from(8)),
            (s(".value_kind"), s("hidden_global_offset_x")),
        ]);
        let kernel = Value::Map(vec![
            (s(".name"), s("k")),
            (s(".symbol"), s("k.kd")),
            (s(".args"), Value::Array(vec![arg])),
            (s(".kernarg_segment_size"), Value::from(16)),
            (s(".kernarg_segment_align"), Value::from(8)),
            (s(".group_segment_fixed_size"), Value::from(256)),
            (s(".private_segment_fixed_size"), Value::from(0)),
            (s(".sgpr_count"), Value::from(10)),
            (s(".vgpr_count"), Value::from(3)),
            (s(".wavefront_size"), Value::from(64)),
        ]);
        let root = Value::Map(vec![
            (
                s("amdhsa.version"),
                Value::Array(vec![Value::from(1), Value::from(1)]),
            ),
            (s("amdhsa.kernels"), Value::Array(vec![kernel])),
        ]);
        let mut bytes = Vec::new();
        rmpv::encode::write_value(&mut bytes, &root).unwrap();
        let md = parse_metadata(&bytes).unwrap();
        assert_eq!(md.version, (1, 1));
        assert_eq!(md.target, None);
        let k = &md.kernels[0];
        assert_eq!(
            (
                k.name.as_str(),
                k.group_segment_fixed_size,
                k.max_flat_workgroup_size
            ),
            ("k", 256, None)
        );
        assert_eq!(
            k.args[0].value_kind,
            ValueKind::Hidden(HiddenArg::GlobalOffset(0))
        );
        assert_eq!(k.args[0].offset, 8);
        // Truncation and missing fields are errors, not panics.
        assert!(parse_metadata(&bytes[..bytes.len() - 3]).is_err());
        let err = parse_metadata(&[0x80]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "malformed code object: metadata: missing amdhsa.version"
        );
    }
}
