//! The AMDHSA code object (code object v4, gfx900) of one compiled kernel.
//!
//! Facts from LLVM's AMDGPUUsage ("ELF Code Object", "Kernel Descriptor", "Code Object V3
//! to V4 Metadata"):
//! - ELF64 little-endian, `EI_OSABI` = 64 (`ELFOSABI_AMDGPU_HSA`), `EI_ABIVERSION` = 2 (v4),
//!   `e_machine` = 224 (`EM_AMDGPU`), `e_type` = `ET_DYN`, `e_flags` = `0x12c`
//!   (`EF_AMDGPU_MACH_AMDGCN_GFX900` with `EF_AMDGPU_FEATURE_XNACK_ANY_V4`, what clang-14
//!   writes for gfx900; target id `amdgcn-amd-amdhsa--gfx900`);
//! - the kernel descriptor is the 64-byte object `NAME.kd` in `.rodata`; its
//!   `kernel_code_entry_byte_offset` points at the function symbol `NAME` in `.text`, which
//!   must be 256-byte aligned;
//! - the metadata is an `NT_AMDGPU_METADATA` (32) note of owner `AMDGPU` holding a
//!   MessagePack map (`amdhsa.version` = [1, 1] for v4, `amdhsa.target`, `amdhsa.kernels`).
//!
//! Layout written here (virtual address = file offset in the first page, `.text` one page
//! higher, as `ld.lld` does): ELF header, program headers (`PT_LOAD` R for the note and the
//! descriptor, `PT_LOAD` R+X for the code, `PT_NOTE`), `.note`, `.rodata`, `.text`,
//! `.symtab`, `.strtab`, `.shstrtab`, section headers. The object carries a static symbol
//! table only (no `.dynsym`/`.dynamic`): enough for the project's loader, `llvm-readobj` and
//! `llvm-objdump`, not for the ROCm runtime loader.

use crate::abi::KernargSlotKind;
use crate::CompiledKernel;

/// `e_flags`: gfx900 (0x2c) with XNACK "any" (0x100), as clang-14 writes it.
pub const E_FLAGS: u32 = 0x12c;
/// The target id in the metadata.
pub const TARGET_ID: &str = "amdgcn-amd-amdhsa--gfx900";
/// `COMPUTE_PGM_RSRC1` float modes: round to nearest even for both; f32 denormals flushed
/// (IL flushes single-precision denormals, IL manual L3055); f64 denormals kept (IL doubles
/// are IEEE); DX10 clamp on (clamp maps NaN to 0, as IL `_sat`); IEEE mode off (min/max
/// return the non-NaN operand, as IL MIN/MAX).
pub const FLOAT_MODE_RSRC1: u32 = (3 << 18) | (1 << 21);
/// Extra SGPRs the hardware allocates besides the program's: VCC, FLAT_SCRATCH, XNACK_MASK.
pub const EXTRA_SGPRS: u32 = 6;
/// Size of the kernel descriptor.
pub const DESCRIPTOR_SIZE: usize = 64;

const PAGE: u64 = 0x1000;
const EHDR_SIZE: u64 = 64;
const PHDR_SIZE: u64 = 56;
const SHDR_SIZE: u64 = 64;
const SYM_SIZE: u64 = 24;
const PT_LOAD: u32 = 1;
const PT_NOTE: u32 = 4;
const SHT_PROGBITS: u32 = 1;
const SHT_SYMTAB: u32 = 2;
const SHT_STRTAB: u32 = 3;
const SHT_NOTE: u32 = 7;
const SHF_ALLOC: u64 = 2;
const SHF_EXECINSTR: u64 = 4;

/// `COMPUTE_PGM_RSRC1` of a kernel: granulated VGPR count (blocks of 4 minus 1), granulated
/// SGPR count (gfx9 allocates blocks of 16 SGPRs and encodes them in units of 8 minus 1,
/// counting VCC, FLAT_SCRATCH and XNACK_MASK), float modes.
pub fn rsrc1(kernel: &CompiledKernel) -> u32 {
    let vgprs = kernel.vgpr_count.max(1);
    let vgpr_blocks = vgprs.div_ceil(4) - 1;
    let sgprs = (kernel.sgpr_count + EXTRA_SGPRS).max(1);
    let sgpr_blocks = sgprs.div_ceil(16) * 2 - 1;
    (vgpr_blocks & 0x3f) | ((sgpr_blocks & 0xf) << 6) | FLOAT_MODE_RSRC1
}

/// `COMPUTE_PGM_RSRC2` of the ABI in [`crate::abi`]: `USER_SGPR_COUNT` and the work-group ids the
/// kernel enables ([`crate::abi::EntrySgprs`]), `ENABLE_PRIVATE_SEGMENT` (the wave offset) with a
/// scratch frame, `ENABLE_VGPR_WORKITEM_ID` as the code needs (ids the code never reads are
/// not initialised), no trap handler.
pub fn rsrc2(kernel: &CompiledKernel) -> u32 {
    let entry = &kernel.entry_sgprs;
    if kernel.graphics.is_some() {
        // Graphics waves: the user SGPRs only (SPI_SHADER_PGM_RSRC2_PS/VS.USER_SGPR, the same
        // bits); the PS input VGPRs follow `.ilc.spi_ps_input_ena`, the prim mask the user
        // SGPRs (docs/gcn-backend.md, "Graphics shaders").
        return u32::from(entry.user_sgpr_count()) << 1;
    }
    let workitem_ids = u32::from(kernel.workitem_id_vgprs.clamp(1, 3) - 1);
    let ids = entry
        .workgroup_id
        .iter()
        .enumerate()
        .fold(0, |acc, (axis, &on)| acc | (u32::from(on) << (7 + axis)));
    u32::from(entry.scratch)
        | (u32::from(entry.user_sgpr_count()) << 1)
        | ids
        | (workitem_ids << 11)
}

/// `kernel_code_properties` bit 1: `ENABLE_SGPR_DISPATCH_PTR`.
pub const ENABLE_SGPR_DISPATCH_PTR: u16 = 1 << 1;
/// `kernel_code_properties` bit 3: `ENABLE_SGPR_KERNARG_SEGMENT_PTR`.
pub const ENABLE_SGPR_KERNARG_SEGMENT_PTR: u16 = 1 << 3;
/// `kernel_code_properties` bit 5: `ENABLE_SGPR_FLAT_SCRATCH_INIT`.
pub const ENABLE_SGPR_FLAT_SCRATCH_INIT: u16 = 1 << 5;

/// `kernel_code_properties` of a kernel: the user SGPRs it enables.
pub fn kernel_code_properties(kernel: &CompiledKernel) -> u16 {
    let entry = &kernel.entry_sgprs;
    [
        (entry.dispatch_ptr, ENABLE_SGPR_DISPATCH_PTR),
        (entry.kernarg_ptr, ENABLE_SGPR_KERNARG_SEGMENT_PTR),
        (entry.scratch, ENABLE_SGPR_FLAT_SCRATCH_INIT),
    ]
    .into_iter()
    .filter(|&(on, _)| on)
    .fold(0, |acc, (_, bit)| acc | bit)
}

/// The 64-byte kernel descriptor for a descriptor placed `entry_offset` bytes before the
/// code.
pub fn kernel_descriptor(kernel: &CompiledKernel, entry_offset: i64) -> [u8; DESCRIPTOR_SIZE] {
    let mut d = [0u8; DESCRIPTOR_SIZE];
    d[0..4].copy_from_slice(&kernel.lds_bytes.to_le_bytes());
    d[4..8].copy_from_slice(&kernel.private_bytes.to_le_bytes());
    d[8..12].copy_from_slice(&kernel.kernarg_size.to_le_bytes());
    d[16..24].copy_from_slice(&entry_offset.to_le_bytes());
    d[48..52].copy_from_slice(&rsrc1(kernel).to_le_bytes());
    d[52..56].copy_from_slice(&rsrc2(kernel).to_le_bytes());
    d[56..58].copy_from_slice(&kernel_code_properties(kernel).to_le_bytes());
    d
}

/// A minimal MessagePack writer (the subset the metadata needs).
struct MsgPack(Vec<u8>);

impl MsgPack {
    fn map(&mut self, n: usize) {
        if n < 16 {
            self.0.push(0x80 | n as u8);
        } else {
            self.0.push(0xde);
            self.0.extend_from_slice(&(n as u16).to_be_bytes());
        }
    }

    fn array(&mut self, n: usize) {
        if n < 16 {
            self.0.push(0x90 | n as u8);
        } else {
            self.0.push(0xdc);
            self.0.extend_from_slice(&(n as u16).to_be_bytes());
        }
    }

    fn str(&mut self, s: &str) {
        let b = s.as_bytes();
        if b.len() < 32 {
            self.0.push(0xa0 | b.len() as u8);
        } else if b.len() < 256 {
            self.0.push(0xd9);
            self.0.push(b.len() as u8);
        } else {
            self.0.push(0xda);
            self.0
                .extend_from_slice(&(b.len().min(0xffff) as u16).to_be_bytes());
        }
        self.0.extend_from_slice(&b[..b.len().min(0xffff)]);
    }

    fn boolean(&mut self, v: bool) {
        self.0.push(if v { 0xc3 } else { 0xc2 });
    }

    fn uint(&mut self, v: u32) {
        if v < 128 {
            self.0.push(v as u8);
        } else {
            self.0.push(0xce);
            self.0.extend_from_slice(&v.to_be_bytes());
        }
    }
}

/// The MessagePack metadata of the note.
pub fn metadata(kernel: &CompiledKernel) -> Vec<u8> {
    let mut m = MsgPack(Vec::new());
    m.map(3);
    m.str("amdhsa.version");
    m.array(2);
    m.uint(1);
    m.uint(1);
    m.str("amdhsa.target");
    m.str(TARGET_ID);
    m.str("amdhsa.kernels");
    m.array(1);
    let graphics_keys = match &kernel.graphics {
        None => 0,
        Some(g) if g.stage == crate::stage::Stage::Pixel => 4,
        Some(_) => 2,
    };
    m.map(13 + graphics_keys);
    m.str(".name");
    m.str(&kernel.name);
    m.str(".symbol");
    m.str(&format!("{}.kd", kernel.name));
    m.str(".args");
    m.array(kernel.kernargs.len());
    for slot in &kernel.kernargs {
        let (name, space) = match slot.kind {
            KernargSlotKind::Uav(n) => (format!("uav{n}"), "global"),
            KernargSlotKind::ConstantBuffer(n) => (format!("cb{n}"), "constant"),
            KernargSlotKind::Global => ("g".to_string(), "global"),
            KernargSlotKind::NumGroups(a) => {
                let axis = ["x", "y", "z"][usize::from(a.min(2))];
                m.map(4);
                m.str(".name");
                m.str(&format!("num_groups_{axis}"));
                m.str(".offset");
                m.uint(slot.offset);
                m.str(".size");
                m.uint(4);
                m.str(".value_kind");
                m.str("by_value");
                continue;
            }
            KernargSlotKind::UavRecords(n) => {
                m.map(4);
                m.str(".name");
                m.str(&format!("uav{n}_records"));
                m.str(".offset");
                m.uint(slot.offset);
                m.str(".size");
                m.uint(8);
                m.str(".value_kind");
                m.str("by_value");
                continue;
            }
            KernargSlotKind::Image(_)
            | KernargSlotKind::Sampler(..)
            | KernargSlotKind::VertexInput(_) => {
                graphics_arg(&mut m, kernel, slot);
                continue;
            }
        };
        m.map(5);
        m.str(".name");
        m.str(&name);
        m.str(".offset");
        m.uint(slot.offset);
        m.str(".size");
        m.uint(8);
        m.str(".value_kind");
        m.str("global_buffer");
        m.str(".address_space");
        m.str(space);
    }
    m.str(".kernarg_segment_size");
    m.uint(kernel.kernarg_size);
    m.str(".kernarg_segment_align");
    m.uint(8);
    m.str(".group_segment_fixed_size");
    m.uint(kernel.lds_bytes);
    m.str(".private_segment_fixed_size");
    m.uint(kernel.private_bytes);
    m.str(".sgpr_count");
    m.uint(kernel.sgpr_count + EXTRA_SGPRS);
    m.str(".vgpr_count");
    m.uint(kernel.vgpr_count);
    m.str(".sgpr_spill_count");
    m.uint(0);
    m.str(".vgpr_spill_count");
    m.uint(0);
    m.str(".wavefront_size");
    m.uint(64);
    m.str(".max_flat_workgroup_size");
    m.uint(1024);
    if let Some(g) = &kernel.graphics {
        m.str(".ilc.stage");
        m.str(g.stage.metadata_name().unwrap_or("compute"));
        if g.stage == crate::stage::Stage::Pixel {
            m.str(".ilc.spi_ps_input_ena");
            m.uint(g.spi_ps_input_ena);
            m.str(".ilc.spi_ps_input_addr");
            m.uint(g.spi_ps_input_addr);
            m.str(".ilc.spi_shader_col_format");
            m.uint(g.spi_shader_col_format);
        } else {
            m.str(".ilc.vs_exports");
            m.array(g.vs_exports.len());
            for (target, output) in &g.vs_exports {
                m.map(2);
                m.str(".export");
                m.str(target);
                m.str(".il_output");
                m.uint(*output);
            }
        }
    }
    m.0
}

/// The `.args` entry of a graphics descriptor slot (image, sampler, vertex input).
fn graphics_arg(m: &mut MsgPack, kernel: &CompiledKernel, slot: &crate::abi::KernargSlot) {
    let common = |m: &mut MsgPack, name: &str, kind: &str, extra: usize| {
        m.map(4 + extra);
        m.str(".name");
        m.str(name);
        m.str(".offset");
        m.uint(slot.offset);
        m.str(".size");
        m.uint(8);
        m.str(".value_kind");
        m.str(kind);
    };
    match slot.kind {
        KernargSlotKind::Image(n) => {
            let decl = kernel
                .graphics
                .as_ref()
                .and_then(|g| g.images.iter().find(|d| d.resource == n));
            common(m, &format!("resource{n}"), "image", 5);
            m.str(".address_space");
            m.str("global");
            m.str(".ilc.resource");
            m.uint(n);
            m.str(".ilc.resource_type");
            m.str(decl.map_or("2d", |d| d.dim));
            m.str(".ilc.unnorm");
            m.boolean(decl.is_some_and(|d| d.unnorm));
            m.str(".ilc.formats");
            m.array(4);
            for f in decl.map_or(["float"; 4], |d| d.formats) {
                m.str(f);
            }
        }
        KernargSlotKind::Sampler(n, s) => {
            common(m, &format!("resource{n}_sampler{s}"), "sampler", 3);
            m.str(".address_space");
            m.str("global");
            m.str(".ilc.resource");
            m.uint(n);
            m.str(".ilc.sampler");
            m.uint(s);
        }
        KernargSlotKind::VertexInput(n) => {
            common(m, &format!("vertex_input{n}"), "global_buffer", 2);
            m.str(".address_space");
            m.str("global");
            m.str(".ilc.vertex_input");
            m.uint(n);
        }
        _ => {}
    }
}

fn align(v: u64, a: u64) -> u64 {
    v.div_ceil(a) * a
}

/// Little-endian byte sink with offset-addressed patches.
struct Out(Vec<u8>);

impl Out {
    fn pad_to(&mut self, off: u64) {
        if (self.0.len() as u64) < off {
            self.0.resize(off as usize, 0);
        }
    }
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }
    fn u16(&mut self, v: u16) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn u32(&mut self, v: u32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn u64(&mut self, v: u64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn bytes(&mut self, b: &[u8]) {
        self.0.extend_from_slice(b);
    }
}

/// One section header's fields.
struct Shdr {
    name: u32,
    kind: u32,
    flags: u64,
    addr: u64,
    offset: u64,
    size: u64,
    link: u32,
    info: u32,
    align: u64,
    entsize: u64,
}

/// Writes the code object of `kernel`.
pub fn write(kernel: &CompiledKernel) -> Vec<u8> {
    let desc = metadata(kernel);
    // Note: namesz, descsz, type, "AMDGPU\0" padded to 4, desc padded to 4.
    let mut note = Out(Vec::new());
    note.u32(7);
    note.u32(desc.len() as u32);
    note.u32(32);
    note.bytes(b"AMDGPU\0\0");
    note.bytes(&desc);
    note.pad_to(align(note.0.len() as u64, 4));

    let phnum = 3u64;
    let note_off = align(EHDR_SIZE + phnum * PHDR_SIZE, 4);
    let note_size = note.0.len() as u64;
    let kd_off = align(note_off + note_size, 64);
    let ro_end = kd_off + DESCRIPTOR_SIZE as u64;
    let text_off = align(ro_end, 256);
    let text_addr = text_off + PAGE;
    let text_size = kernel.code.len() as u64;
    let kd = kernel_descriptor(kernel, text_addr as i64 - kd_off as i64);

    // String tables.
    let mut strtab = vec![0u8];
    let name_str = strtab.len() as u32;
    strtab.extend_from_slice(kernel.name.as_bytes());
    strtab.push(0);
    let kd_str = strtab.len() as u32;
    strtab.extend_from_slice(format!("{}.kd", kernel.name).as_bytes());
    strtab.push(0);
    let mut shstrtab = vec![0u8];
    let mut shname = |s: &str| {
        let at = shstrtab.len() as u32;
        shstrtab.extend_from_slice(s.as_bytes());
        shstrtab.push(0);
        at
    };
    let n_note = shname(".note");
    let n_rodata = shname(".rodata");
    let n_text = shname(".text");
    let n_symtab = shname(".symtab");
    let n_strtab = shname(".strtab");
    let n_shstrtab = shname(".shstrtab");

    let symtab_off = align(text_off + text_size, 8);
    let symtab_size = 3 * SYM_SIZE;
    let strtab_off = symtab_off + symtab_size;
    let shstrtab_off = strtab_off + strtab.len() as u64;
    let shoff = align(shstrtab_off + shstrtab.len() as u64, 8);
    let sections = [
        Shdr {
            name: 0,
            kind: 0,
            flags: 0,
            addr: 0,
            offset: 0,
            size: 0,
            link: 0,
            info: 0,
            align: 0,
            entsize: 0,
        },
        Shdr {
            name: n_note,
            kind: SHT_NOTE,
            flags: SHF_ALLOC,
            addr: note_off,
            offset: note_off,
            size: note_size,
            link: 0,
            info: 0,
            align: 4,
            entsize: 0,
        },
        Shdr {
            name: n_rodata,
            kind: SHT_PROGBITS,
            flags: SHF_ALLOC,
            addr: kd_off,
            offset: kd_off,
            size: DESCRIPTOR_SIZE as u64,
            link: 0,
            info: 0,
            align: 64,
            entsize: 0,
        },
        Shdr {
            name: n_text,
            kind: SHT_PROGBITS,
            flags: SHF_ALLOC | SHF_EXECINSTR,
            addr: text_addr,
            offset: text_off,
            size: text_size,
            link: 0,
            info: 0,
            align: 256,
            entsize: 0,
        },
        Shdr {
            name: n_symtab,
            kind: SHT_SYMTAB,
            flags: 0,
            addr: 0,
            offset: symtab_off,
            size: symtab_size,
            link: 5,
            info: 1,
            align: 8,
            entsize: SYM_SIZE,
        },
        Shdr {
            name: n_strtab,
            kind: SHT_STRTAB,
            flags: 0,
            addr: 0,
            offset: strtab_off,
            size: strtab.len() as u64,
            link: 0,
            info: 0,
            align: 1,
            entsize: 0,
        },
        Shdr {
            name: n_shstrtab,
            kind: SHT_STRTAB,
            flags: 0,
            addr: 0,
            offset: shstrtab_off,
            size: shstrtab.len() as u64,
            link: 0,
            info: 0,
            align: 1,
            entsize: 0,
        },
    ];

    let mut o = Out(Vec::new());
    // ELF header.
    o.bytes(&[0x7f, b'E', b'L', b'F', 2, 1, 1, 64, 2]);
    o.pad_to(16);
    o.u16(3); // ET_DYN
    o.u16(224); // EM_AMDGPU
    o.u32(1); // EV_CURRENT
    o.u64(0); // e_entry
    o.u64(EHDR_SIZE); // e_phoff
    o.u64(shoff);
    o.u32(E_FLAGS);
    o.u16(EHDR_SIZE as u16);
    o.u16(PHDR_SIZE as u16);
    o.u16(phnum as u16);
    o.u16(SHDR_SIZE as u16);
    o.u16(sections.len() as u16);
    o.u16(6); // e_shstrndx
              // Program headers: (type, flags, offset, vaddr, size, align).
    let phdrs = [
        (PT_LOAD, 4u32, 0u64, 0u64, ro_end, PAGE),
        (PT_LOAD, 5, text_off, text_addr, text_size, PAGE),
        (PT_NOTE, 4, note_off, note_off, note_size, 4),
    ];
    for (kind, flags, off, addr, size, al) in phdrs {
        o.u32(kind);
        o.u32(flags);
        o.u64(off);
        o.u64(addr);
        o.u64(addr);
        o.u64(size);
        o.u64(size);
        o.u64(al);
    }
    o.pad_to(note_off);
    o.bytes(&note.0);
    o.pad_to(kd_off);
    o.bytes(&kd);
    o.pad_to(text_off);
    o.bytes(&kernel.code);
    o.pad_to(symtab_off);
    // Symbols: null, NAME (STT_FUNC, STB_GLOBAL, STV_PROTECTED), NAME.kd (STT_OBJECT).
    o.bytes(&[0; SYM_SIZE as usize]);
    for (name, info, shndx, value, size) in [
        (name_str, 0x12u8, 3u16, text_addr, text_size),
        (kd_str, 0x11, 2, kd_off, DESCRIPTOR_SIZE as u64),
    ] {
        o.u32(name);
        o.u8(info);
        o.u8(3);
        o.u16(shndx);
        o.u64(value);
        o.u64(size);
    }
    o.bytes(&strtab);
    o.bytes(&shstrtab);
    o.pad_to(shoff);
    for s in &sections {
        o.u32(s.name);
        o.u32(s.kind);
        o.u64(s.flags);
        o.u64(s.addr);
        o.u64(s.offset);
        o.u64(s.size);
        o.u32(s.link);
        o.u32(s.info);
        o.u64(s.align);
        o.u64(s.entsize);
    }
    o.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::abi::KernargSlot;

    fn kernel(sgprs: u32, vgprs: u32) -> CompiledKernel {
        CompiledKernel {
            name: "k".into(),
            code: vec![0, 0, 0x81, 0xbf], // s_endpgm
            asm: "\ts_endpgm\n".into(),
            instructions: 1,
            sgpr_count: sgprs,
            vgpr_count: vgprs,
            kernargs: vec![KernargSlot {
                offset: 0,
                kind: KernargSlotKind::Uav(0),
            }],
            kernarg_size: 8,
            lds_bytes: 256,
            private_bytes: 0,
            waitcnts: 0,
            nops: 0,
            workitem_id_vgprs: 3,
            graphics: None,
            entry_sgprs: crate::abi::EntrySgprs::default(),
        }
    }

    #[test]
    fn register_granules_follow_amdgpuusage() {
        // 5 VGPRs -> 2 blocks of 4 -> encoded 1. 11 SGPRs + 6 extra = 17 -> 2 blocks of 16
        // -> encoded 2*2-1 = 3.
        let r = rsrc1(&kernel(11, 5));
        assert_eq!(r & 0x3f, 1);
        assert_eq!((r >> 6) & 0xf, 3);
        // 10 + 6 = 16 SGPRs -> one block of 16 -> 1; 4 VGPRs -> 0.
        let r = rsrc1(&kernel(10, 4));
        assert_eq!(r & 0x3f, 0);
        assert_eq!((r >> 6) & 0xf, 1);
        // Float fields: f32 denormals flushed (0), f64 kept (3), DX10 clamp, no IEEE.
        assert_eq!((r >> 16) & 3, 0);
        assert_eq!((r >> 18) & 3, 3);
        assert_eq!((r >> 21) & 1, 1);
        assert_eq!((r >> 23) & 1, 0);
    }

    #[test]
    fn rsrc2_enables_the_abi_registers() {
        let mut k = kernel(11, 5);
        let r = rsrc2(&k);
        assert_eq!((r >> 1) & 0x1f, 4, "USER_SGPR_COUNT");
        assert_eq!((r >> 7) & 7, 7, "work-group ids X, Y, Z");
        assert_eq!((r >> 11) & 3, 2, "work-item ids X, Y, Z");
        k.workitem_id_vgprs = 1;
        assert_eq!((rsrc2(&k) >> 11) & 3, 0, "work-item id X only");
        k.workitem_id_vgprs = 3;
        assert_eq!(r & 1, 0, "no scratch");
        assert_eq!(kernel_code_properties(&k), 0b1010);
        // Only the kernarg pointer and group id Y: one user SGPR pair, TGID_Y_EN (bit 8).
        k.entry_sgprs = crate::abi::EntrySgprs {
            dispatch_ptr: false,
            kernarg_ptr: true,
            workgroup_id: [false, true, false],
            scratch: false,
        };
        let r = rsrc2(&k);
        assert_eq!((r >> 1) & 0x1f, 2, "USER_SGPR_COUNT");
        assert_eq!((r >> 7) & 7, 0b010, "work-group id Y only");
        assert_eq!(kernel_code_properties(&k), 0b1000);
        // With scratch: flat scratch init (2 more user SGPRs, property bit 5) and the wave
        // offset (ENABLE_PRIVATE_SEGMENT, bit 0); the size goes to descriptor bytes 4..8.
        k.entry_sgprs = crate::abi::EntrySgprs {
            scratch: true,
            ..crate::abi::EntrySgprs::default()
        };
        k.private_bytes = 36;
        let r = rsrc2(&k);
        assert_eq!((r >> 1) & 0x1f, 6, "USER_SGPR_COUNT with flat scratch init");
        assert_eq!(r & 1, 1, "private segment wave offset");
        assert_eq!(kernel_code_properties(&k), 0b10_1010);
        let kd = kernel_descriptor(&k, 0);
        assert_eq!(kd[4..8], 36u32.to_le_bytes());
    }

    #[test]
    fn elf_header_sections_and_entry_are_consistent() {
        let obj = write(&kernel(11, 5));
        assert_eq!(&obj[..4], b"\x7fELF");
        assert_eq!(obj[7], 64);
        assert_eq!(obj[8], 2);
        assert_eq!(
            u32::from_le_bytes([obj[48], obj[49], obj[50], obj[51]]),
            0x12c
        );
        // Find the descriptor: 64-aligned, entry offset leads to the code bytes at the
        // text's file offset (vaddr - PAGE).
        let kd_off = obj
            .chunks(64)
            .position(|c| {
                c.len() == 64 && c[8..12] == 8u32.to_le_bytes() && c[0..4] == 256u32.to_le_bytes()
            })
            .expect("descriptor present")
            * 64;
        let entry = i64::from_le_bytes(obj[kd_off + 16..kd_off + 24].try_into().unwrap());
        let text_file = (kd_off as i64 + entry) as usize - PAGE as usize;
        assert_eq!(text_file % 256, 0);
        assert_eq!(&obj[text_file..text_file + 4], &[0, 0, 0x81, 0xbf]);
    }
}
