//! The loader's view of a code object's memory: where every section and symbol lies and the
//! bytes of the loaded image.
//!
//! - A linked code object (`ld.lld -shared`, `ET_DYN`) is taken as laid out: its `PT_LOAD`
//!   segments at their virtual addresses.
//! - A relocatable object (`clang -c`, `ET_REL`) has every section at address 0; it is laid
//!   out here as a linker would: each allocated section (`SHF_ALLOC`) at the next address
//!   aligned to its `sh_addralign` (code sections to at least 256 bytes, data before code
//!   as `ld.lld` orders them), then its relocations applied (LLVM's AMDGPUUsage, "Relocation
//!   Records"; `S` the symbol's address, `A` the addend, `P` the relocated place; absolute
//!   addresses are flat addresses of the image mapped at [`Space::Code`]):
//!   `R_AMDGPU_ABS32_LO` (S + A) & 0xffffffff, `R_AMDGPU_ABS32_HI` (S + A) >> 32,
//!   `R_AMDGPU_ABS64` S + A, `R_AMDGPU_ABS32` S + A (32 bits), `R_AMDGPU_REL32` and
//!   `R_AMDGPU_REL32_LO` (S + A − P) & 0xffffffff, `R_AMDGPU_REL32_HI` (S + A − P) >> 32,
//!   `R_AMDGPU_REL64` S + A − P, `R_AMDGPU_NONE` nothing. Any other relocation (the GOT
//!   forms, which need a GOT the loader does not build) and a reference to an undefined
//!   symbol are errors naming the relocation, its place and its symbol.

use object::{
    Object, ObjectSection, ObjectSegment, ObjectSymbol, RelocationFlags, RelocationTarget,
    SectionFlags, SectionIndex, SectionKind, SymbolKind, SymbolSection,
};

use crate::codeobj::{CodeObjectError, MAX_IMAGE_SIZE};
use crate::memory::Space;

/// A section placed in the image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedSection {
    /// The section's name.
    pub name: String,
    /// Its address in the image.
    pub address: u64,
    /// Its size in bytes.
    pub size: u64,
    /// Whether it holds code.
    pub code: bool,
}

/// A symbol with its address in the image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedSymbol {
    /// The name.
    pub name: String,
    /// Its address in the image.
    pub address: u64,
    /// `st_size`.
    pub size: u64,
    /// Its kind (function, data...).
    pub kind: SymbolKind,
}

/// The loaded image of a code object with its sections and symbols.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Bytes from address 0 to the end of the last section or segment.
    pub image: Vec<u8>,
    /// Allocated sections.
    pub sections: Vec<PlacedSection>,
    /// Named symbols (the static table, or the dynamic one when there is none).
    pub symbols: Vec<PlacedSymbol>,
}

impl Layout {
    /// `size` bytes of the image at `address`, if they are inside it.
    pub fn bytes(&self, address: u64, size: u64) -> Option<&[u8]> {
        let start = usize::try_from(address).ok()?;
        let end = start.checked_add(usize::try_from(size).ok()?)?;
        self.image.get(start..end)
    }

    /// The code section containing `address`.
    pub fn code_section_at(&self, address: u64) -> Option<&PlacedSection> {
        self.sections
            .iter()
            .find(|s| s.code && address >= s.address && address < s.address + s.size)
    }
}

// AMDGPU relocation types (AMDGPUUsage, "Relocation Records"; `object` has no names for them).
const R_AMDGPU_NONE: u32 = 0;
const R_AMDGPU_ABS32_LO: u32 = 1;
const R_AMDGPU_ABS32_HI: u32 = 2;
const R_AMDGPU_ABS64: u32 = 3;
const R_AMDGPU_REL32: u32 = 4;
const R_AMDGPU_REL64: u32 = 5;
const R_AMDGPU_ABS32: u32 = 6;
const R_AMDGPU_GOTPCREL: u32 = 7;
const R_AMDGPU_GOTPCREL32_LO: u32 = 8;
const R_AMDGPU_GOTPCREL32_HI: u32 = 9;
const R_AMDGPU_REL32_LO: u32 = 10;
const R_AMDGPU_REL32_HI: u32 = 11;
const R_AMDGPU_RELATIVE64: u32 = 13;
const R_AMDGPU_REL16: u32 = 14;

fn malformed(msg: impl Into<String>) -> CodeObjectError {
    CodeObjectError::Malformed(msg.into())
}

/// Lays out a parsed code object: linked objects as their segments say, relocatable ones as a
/// linker would (module documentation).
pub fn layout(file: &object::File<'_>) -> Result<Layout, CodeObjectError> {
    if file.kind() == object::ObjectKind::Relocatable {
        link_relocatable(file)
    } else {
        load_linked(file)
    }
}

/// Whether a section is loaded (`SHF_ALLOC`).
fn allocated(s: &object::Section<'_, '_>) -> bool {
    match s.flags() {
        SectionFlags::Elf { sh_flags } => sh_flags & u64::from(object::elf::SHF_ALLOC) != 0,
        _ => false,
    }
}

fn placed_sections(
    file: &object::File<'_>,
    address_of: impl Fn(SectionIndex) -> Option<u64>,
) -> Vec<PlacedSection> {
    file.sections()
        .filter(allocated)
        .filter_map(|s| {
            Some(PlacedSection {
                name: s.name().unwrap_or("").to_string(),
                address: address_of(s.index())?,
                size: s.size(),
                code: s.kind() == SectionKind::Text,
            })
        })
        .collect()
}

fn placed_symbols(
    file: &object::File<'_>,
    address_of: impl Fn(&object::Symbol<'_, '_>) -> Option<u64>,
) -> Vec<PlacedSymbol> {
    let symbols: Vec<object::Symbol<'_, '_>> = if file.symbols().next().is_some() {
        file.symbols().collect()
    } else {
        file.dynamic_symbols().collect()
    };
    symbols
        .iter()
        .filter_map(|s| {
            let name = s.name().ok().filter(|n| !n.is_empty())?;
            Some(PlacedSymbol {
                name: name.to_string(),
                address: address_of(s)?,
                size: s.size(),
                kind: s.kind(),
            })
        })
        .collect()
}

/// A linked code object: the `PT_LOAD` segments at their virtual addresses.
fn load_linked(file: &object::File<'_>) -> Result<Layout, CodeObjectError> {
    let mut end = 0u64;
    for seg in file.segments() {
        let seg_end = seg
            .address()
            .checked_add(seg.size())
            .ok_or_else(|| malformed(format!("segment at {:#x} overflows", seg.address())))?;
        end = end.max(seg_end);
    }
    if end > MAX_IMAGE_SIZE {
        return Err(malformed(format!(
            "loaded image of {end} bytes exceeds {MAX_IMAGE_SIZE}"
        )));
    }
    let mut image = vec![0u8; end as usize];
    for seg in file.segments() {
        let data = seg
            .data()
            .map_err(|e| malformed(format!("segment at {:#x}: {e}", seg.address())))?;
        let start = seg.address() as usize;
        let n = data.len().min(seg.size() as usize);
        if let (Some(dst), Some(src)) = (image.get_mut(start..start + n), data.get(..n)) {
            dst.copy_from_slice(src);
        }
    }
    // Sections outside the segments (none in a well-formed object) are not loaded.
    let sections = placed_sections(file, |i| {
        let s = file.section_by_index(i).ok()?;
        (s.address().checked_add(s.size())? <= end).then(|| s.address())
    });
    let symbols = placed_symbols(file, |s| Some(s.address()));
    Ok(Layout {
        image,
        sections,
        symbols,
    })
}

/// Places every allocated section of a relocatable object and applies its relocations.
fn link_relocatable(file: &object::File<'_>) -> Result<Layout, CodeObjectError> {
    // Data first, then code (ld.lld's order), each at its alignment.
    let mut addresses: Vec<(SectionIndex, u64)> = Vec::new();
    let mut cursor = 0u64;
    for code in [false, true] {
        for s in file
            .sections()
            .filter(|s| allocated(s) && (s.kind() == SectionKind::Text) == code)
        {
            let align = if code { s.align().max(256) } else { s.align() }.max(1);
            let at = cursor
                .checked_next_multiple_of(align)
                .ok_or_else(|| malformed("section alignment overflows"))?;
            addresses.push((s.index(), at));
            cursor = at
                .checked_add(s.size())
                .ok_or_else(|| malformed("section size overflows"))?;
        }
    }
    if cursor > MAX_IMAGE_SIZE {
        return Err(malformed(format!(
            "loaded image of {cursor} bytes exceeds {MAX_IMAGE_SIZE}"
        )));
    }
    let address_of = |i: SectionIndex| addresses.iter().find(|(j, _)| *j == i).map(|p| p.1);
    let mut image = vec![0u8; cursor as usize];
    for s in file.sections().filter(allocated) {
        let Some(at) = address_of(s.index()) else {
            continue;
        };
        if s.kind() == SectionKind::UninitializedData {
            continue;
        }
        let data = s
            .data()
            .map_err(|e| malformed(format!("section {}: {e}", s.name().unwrap_or("?"))))?;
        if let Some(dst) = image.get_mut(at as usize..at as usize + data.len()) {
            dst.copy_from_slice(data);
        }
    }
    let symbol_address = |s: &object::Symbol<'_, '_>| match s.section() {
        SymbolSection::Section(i) => address_of(i)?.checked_add(s.address()),
        SymbolSection::Absolute => Some(s.address()),
        _ => None,
    };
    let code_base = Space::Code.flat_base().unwrap_or(0);
    for s in file.sections() {
        let Some(base) = address_of(s.index()) else {
            continue;
        };
        for (offset, r) in s.relocations() {
            let place = base + offset;
            let r_type = match r.flags() {
                RelocationFlags::Elf { r_type } => r_type,
                _ => u32::MAX,
            };
            let where_ = || {
                format!(
                    "{} ({r_type}) at {}+{offset:#x}",
                    relocation_name(r_type),
                    s.name().unwrap_or("?")
                )
            };
            let supported = [
                R_AMDGPU_NONE,
                R_AMDGPU_ABS32_LO,
                R_AMDGPU_ABS32_HI,
                R_AMDGPU_ABS64,
                R_AMDGPU_ABS32,
                R_AMDGPU_REL32,
                R_AMDGPU_REL32_LO,
                R_AMDGPU_REL32_HI,
                R_AMDGPU_REL64,
            ];
            if !supported.contains(&r_type) {
                let symbol = match r.target() {
                    RelocationTarget::Symbol(i) => file
                        .symbol_by_index(i)
                        .ok()
                        .and_then(|s| s.name().ok().map(|n| format!(" against `{n}`")))
                        .unwrap_or_default(),
                    _ => String::new(),
                };
                return Err(CodeObjectError::Unsupported(format!(
                    "relocation {}{symbol} is not applied by the loader (it handles {})",
                    where_(),
                    supported[1..]
                        .iter()
                        .map(|&t| relocation_name(t))
                        .collect::<Vec<_>>()
                        .join(", ")
                )));
            }
            let target = match r.target() {
                RelocationTarget::Symbol(i) => {
                    let sym = file
                        .symbol_by_index(i)
                        .map_err(|e| malformed(format!("{}: {e}", where_())))?;
                    symbol_address(&sym).ok_or_else(|| {
                        malformed(format!(
                            "{} refers to the undefined symbol `{}`",
                            where_(),
                            sym.name().unwrap_or("?")
                        ))
                    })?
                }
                RelocationTarget::Section(i) => address_of(i)
                    .ok_or_else(|| malformed(format!("{}: section not loaded", where_())))?,
                RelocationTarget::Absolute => 0,
                _ => return Err(malformed(format!("{}: unknown target", where_()))),
            };
            let s_plus_a = target.wrapping_add_signed(r.addend());
            let absolute = code_base.wrapping_add(s_plus_a);
            let relative = s_plus_a.wrapping_sub(place);
            let (value, bytes): (u64, usize) = match r_type {
                R_AMDGPU_NONE => continue,
                R_AMDGPU_ABS32_LO | R_AMDGPU_ABS32 => (absolute & 0xffff_ffff, 4),
                R_AMDGPU_ABS32_HI => (absolute >> 32, 4),
                R_AMDGPU_ABS64 => (absolute, 8),
                R_AMDGPU_REL32 | R_AMDGPU_REL32_LO => (relative & 0xffff_ffff, 4),
                R_AMDGPU_REL32_HI => (relative >> 32, 4),
                _ => (relative, 8), // R_AMDGPU_REL64 (the only one left)
            };
            let dst = image
                .get_mut(place as usize..place as usize + bytes)
                .ok_or_else(|| malformed(format!("{} lies outside its section", where_())))?;
            dst.copy_from_slice(&value.to_le_bytes()[..bytes]);
        }
    }
    let sections = placed_sections(file, address_of);
    let symbols = placed_symbols(file, symbol_address);
    Ok(Layout {
        image,
        sections,
        symbols,
    })
}

/// The name of an AMDGPU relocation type (AMDGPUUsage, "Relocation Records").
pub fn relocation_name(r_type: u32) -> &'static str {
    match r_type {
        R_AMDGPU_NONE => "R_AMDGPU_NONE",
        R_AMDGPU_ABS32_LO => "R_AMDGPU_ABS32_LO",
        R_AMDGPU_ABS32_HI => "R_AMDGPU_ABS32_HI",
        R_AMDGPU_ABS64 => "R_AMDGPU_ABS64",
        R_AMDGPU_REL32 => "R_AMDGPU_REL32",
        R_AMDGPU_REL64 => "R_AMDGPU_REL64",
        R_AMDGPU_ABS32 => "R_AMDGPU_ABS32",
        R_AMDGPU_GOTPCREL => "R_AMDGPU_GOTPCREL",
        R_AMDGPU_GOTPCREL32_LO => "R_AMDGPU_GOTPCREL32_LO",
        R_AMDGPU_GOTPCREL32_HI => "R_AMDGPU_GOTPCREL32_HI",
        R_AMDGPU_REL32_LO => "R_AMDGPU_REL32_LO",
        R_AMDGPU_REL32_HI => "R_AMDGPU_REL32_HI",
        R_AMDGPU_RELATIVE64 => "R_AMDGPU_RELATIVE64",
        R_AMDGPU_REL16 => "R_AMDGPU_REL16",
        _ => "an unknown AMDGPU relocation",
    }
}
