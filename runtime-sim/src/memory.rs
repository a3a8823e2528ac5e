//! The device memory model shared by the interpreter and the simulators: word buffers for
//! UAVs, constant buffers and the global buffer `g[]`, plus read-only byte segments a
//! dispatch adds (kernel arguments, the dispatch packet), all reachable through checked
//! accessors and through one flat 64-bit address space for code objects.
//!
//! Out-of-bounds policy (chosen by the caller with [`OobPolicy`]):
//! - [`OobPolicy::Lenient`]: bytes outside a buffer read as 0 and writes to them are dropped;
//!   in-bounds bytes of the same access are still read/written. Every such access is
//!   recorded in [`DeviceMemory::violations`] so a caller can still report it.
//! - [`OobPolicy::Strict`]: the access fails with a [`MemoryError`] and nothing is written.
//!
//! Flat addresses: the space of a region is found from the address alone. Region `r` spans
//! `FLAT_BASE + r * REGION_SIZE ..` with `REGION_SIZE = 4 GiB`, so a buffer's byte offset is
//! the low 32 bits of its addresses and no two buffers can alias. UAV N is region N
//! (N < [`MAX_UAV_ID`]); the other spaces follow (see [`Space::region`]). A `{"uav":N}`
//! kernel argument is therefore the pointer `FLAT_BASE + N * 4 GiB`.

use crate::launch::LaunchSpec;
use std::collections::BTreeMap;
use std::fmt;

/// Lowest flat address of any buffer (2^44: high enough to catch 32-bit truncation of
/// pointers, low enough to stay a canonical 48-bit address).
pub const FLAT_BASE: u64 = 1 << 44;

/// Size of the flat address range reserved for each region (4 GiB).
pub const REGION_SIZE: u64 = 1 << 32;

/// UAV ids must be below this bound to have a flat address.
pub const MAX_UAV_ID: u32 = 1024;

/// Which buffer an access goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Space {
    /// UAV buffer N.
    Uav(u32),
    /// Constant buffer N.
    Cb(u32),
    /// The global buffer `g[]`.
    Global,
    /// The kernel argument segment of a code-object dispatch (read-only).
    Kernarg,
    /// The `hsa_kernel_dispatch_packet_t` image of a code-object dispatch (read-only).
    DispatchPacket,
    /// Private (scratch) backing memory of a code-object dispatch, for all waves.
    Private,
    /// The loaded image of a code object (its `PT_LOAD` segments at their virtual addresses),
    /// read-only: code and constant data reached through `s_getpc_b64`.
    Code,
    /// Descriptors (T#, S#, V#) and the texel / vertex data of a graphics dispatch, laid out
    /// by `vega::graphics_launch` (read-only).
    Graphics,
}

impl Space {
    /// The flat-address region index of this space: UAV N → N; constant buffer N →
    /// `MAX_UAV_ID + N`; then `g`, the kernarg segment, the dispatch packet, private memory,
    /// the code object image and the graphics descriptors and data.
    pub fn region(self) -> Option<u64> {
        let m = u64::from(MAX_UAV_ID);
        match self {
            Space::Uav(n) if n < MAX_UAV_ID => Some(u64::from(n)),
            Space::Cb(n) if n < MAX_UAV_ID => Some(m + u64::from(n)),
            Space::Global => Some(2 * m),
            Space::Kernarg => Some(2 * m + 1),
            Space::DispatchPacket => Some(2 * m + 2),
            Space::Private => Some(2 * m + 3),
            Space::Code => Some(2 * m + 4),
            Space::Graphics => Some(2 * m + 5),
            Space::Uav(_) | Space::Cb(_) => None,
        }
    }

    /// The flat address of byte 0 of this space, if it has one.
    pub fn flat_base(self) -> Option<u64> {
        self.region().map(|r| FLAT_BASE + r * REGION_SIZE)
    }

    /// The space and byte offset a flat address falls in (whether or not such a buffer exists).
    pub fn from_flat(addr: u64) -> Option<(Space, u64)> {
        let rel = addr.checked_sub(FLAT_BASE)?;
        let (region, offset) = (rel / REGION_SIZE, rel % REGION_SIZE);
        let m = u64::from(MAX_UAV_ID);
        let space = match region {
            r if r < m => Space::Uav(r as u32),
            r if r < 2 * m => Space::Cb((r - m) as u32),
            r if r == 2 * m => Space::Global,
            r if r == 2 * m + 1 => Space::Kernarg,
            r if r == 2 * m + 2 => Space::DispatchPacket,
            r if r == 2 * m + 3 => Space::Private,
            r if r == 2 * m + 4 => Space::Code,
            r if r == 2 * m + 5 => Space::Graphics,
            _ => return None,
        };
        Some((space, offset))
    }

    /// Whether kernels may write this space.
    pub fn is_writable(self) -> bool {
        matches!(self, Space::Uav(_) | Space::Global | Space::Private)
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Space::Uav(n) => write!(f, "uav{n}"),
            Space::Cb(n) => write!(f, "cb{n}"),
            Space::Global => write!(f, "g"),
            Space::Kernarg => write!(f, "kernarg"),
            Space::DispatchPacket => write!(f, "dispatch packet"),
            Space::Private => write!(f, "private memory"),
            Space::Code => write!(f, "code object"),
            Space::Graphics => write!(f, "graphics descriptors and data"),
        }
    }
}

/// What to do with an access outside a buffer (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OobPolicy {
    /// Out-of-bounds bytes read as 0, writes to them are dropped; the access is recorded.
    #[default]
    Lenient,
    /// Out-of-bounds accesses fail.
    Strict,
}

/// Whether an access reads or writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// A load.
    Read,
    /// A store (or the write half of an atomic).
    Write,
}

/// A failed or out-of-bounds memory access.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MemoryError {
    /// The access touches bytes outside the buffer.
    #[error("{access:?} of {size} bytes at byte offset {offset} of {space} is out of bounds (buffer has {len} bytes)")]
    OutOfBounds {
        /// The buffer.
        space: Space,
        /// Read or write.
        access: Access,
        /// Byte offset of the access.
        offset: u64,
        /// Bytes accessed.
        size: usize,
        /// The buffer's size in bytes.
        len: u64,
    },
    /// The buffer does not exist in this launch.
    #[error("{access:?} of {space}, which the launch does not define")]
    NoSuchBuffer {
        /// The buffer.
        space: Space,
        /// Read or write.
        access: Access,
    },
    /// A write to a read-only space.
    #[error("write to read-only {space}")]
    ReadOnly {
        /// The buffer.
        space: Space,
    },
    /// A flat address that belongs to no region.
    #[error("flat address {addr:#x} maps to no buffer")]
    BadFlatAddress {
        /// The address.
        addr: u64,
    },
}

/// All buffers of one dispatch and the out-of-bounds record.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DeviceMemory {
    buffers: BTreeMap<Space, Vec<u32>>,
    policy: OobPolicy,
    violations: Vec<MemoryError>,
}

impl DeviceMemory {
    /// Memory holding the launch's UAVs, constant buffers and `g` (copied), with `policy`.
    pub fn from_launch(spec: &LaunchSpec, policy: OobPolicy) -> DeviceMemory {
        let mut buffers = BTreeMap::new();
        for (&id, words) in &spec.uavs {
            buffers.insert(Space::Uav(id), words.clone());
        }
        for (&id, words) in &spec.cbs {
            buffers.insert(Space::Cb(id), words.clone());
        }
        if let Some(g) = &spec.g {
            buffers.insert(Space::Global, g.clone());
        }
        DeviceMemory {
            buffers,
            policy,
            violations: Vec::new(),
        }
    }

    /// Adds (or replaces) a buffer given as words.
    pub fn set_words(&mut self, space: Space, words: Vec<u32>) {
        self.buffers.insert(space, words);
    }

    /// Adds (or replaces) a buffer, e.g. the kernarg segment; `bytes` is zero-padded to whole
    /// words.
    pub fn set_bytes(&mut self, space: Space, bytes: &[u8]) {
        let words = bytes
            .chunks(4)
            .map(|c| {
                let mut w = [0u8; 4];
                w[..c.len()].copy_from_slice(c);
                u32::from_le_bytes(w)
            })
            .collect();
        self.buffers.insert(space, words);
    }

    /// The out-of-bounds policy in force.
    pub fn policy(&self) -> OobPolicy {
        self.policy
    }

    /// The words of a buffer, if it exists.
    pub fn words(&self, space: Space) -> Option<&[u32]> {
        self.buffers.get(&space).map(Vec::as_slice)
    }

    /// Every buffer, in [`Space`] order.
    pub fn buffers(&self) -> impl Iterator<Item = (Space, &[u32])> {
        self.buffers.iter().map(|(&s, w)| (s, w.as_slice()))
    }

    /// Out-of-bounds accesses tolerated under [`OobPolicy::Lenient`], in order.
    pub fn violations(&self) -> &[MemoryError] {
        &self.violations
    }

    /// Reads the 32-bit word with index `index` (byte offset `4 * index`).
    pub fn read_word(&mut self, space: Space, index: u64) -> Result<u32, MemoryError> {
        let mut b = [0u8; 4];
        self.read(space, index.saturating_mul(4), &mut b)?;
        Ok(u32::from_le_bytes(b))
    }

    /// Writes the 32-bit word with index `index`.
    pub fn write_word(&mut self, space: Space, index: u64, value: u32) -> Result<(), MemoryError> {
        self.write(space, index.saturating_mul(4), &value.to_le_bytes())
    }

    /// Reads `out.len()` bytes starting at byte `offset` (little-endian words, any alignment).
    pub fn read(&mut self, space: Space, offset: u64, out: &mut [u8]) -> Result<(), MemoryError> {
        out.fill(0);
        let Some(words) = self.buffers.get(&space) else {
            return self.fault(MemoryError::NoSuchBuffer {
                space,
                access: Access::Read,
            });
        };
        let len = words.len() as u64 * 4;
        let in_bounds = fits(offset, out.len(), len);
        if !in_bounds && self.policy == OobPolicy::Strict {
            return Err(oob(space, Access::Read, offset, out.len(), len));
        }
        if in_bounds && offset % 4 == 0 && out.len() % 4 == 0 {
            // Whole aligned words: copy them without the byte-by-byte path.
            let first = (offset / 4) as usize;
            for (j, chunk) in out.chunks_exact_mut(4).enumerate() {
                let word = words.get(first + j).copied().unwrap_or(0);
                chunk.copy_from_slice(&word.to_le_bytes());
            }
            return Ok(());
        }
        for (i, byte) in out.iter_mut().enumerate() {
            let Some(at) = offset.checked_add(i as u64).filter(|&a| a < len) else {
                continue;
            };
            let word = words.get((at / 4) as usize).copied().unwrap_or(0);
            *byte = word.to_le_bytes()[(at % 4) as usize];
        }
        if !in_bounds {
            self.violations
                .push(oob(space, Access::Read, offset, out.len(), len));
        }
        Ok(())
    }

    /// Writes `data` starting at byte `offset`.
    pub fn write(&mut self, space: Space, offset: u64, data: &[u8]) -> Result<(), MemoryError> {
        if !space.is_writable() {
            return Err(MemoryError::ReadOnly { space });
        }
        let policy = self.policy;
        let Some(words) = self.buffers.get_mut(&space) else {
            return self.fault(MemoryError::NoSuchBuffer {
                space,
                access: Access::Write,
            });
        };
        let len = words.len() as u64 * 4;
        let in_bounds = fits(offset, data.len(), len);
        if !in_bounds && policy == OobPolicy::Strict {
            return Err(oob(space, Access::Write, offset, data.len(), len));
        }
        if in_bounds && offset % 4 == 0 && data.len() % 4 == 0 {
            // Whole aligned words: store them without the byte-by-byte path.
            let first = (offset / 4) as usize;
            for (j, chunk) in data.chunks_exact(4).enumerate() {
                if let Some(word) = words.get_mut(first + j) {
                    *word = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
                }
            }
            return Ok(());
        }
        for (i, &byte) in data.iter().enumerate() {
            let Some(at) = offset.checked_add(i as u64).filter(|&a| a < len) else {
                continue;
            };
            if let Some(word) = words.get_mut((at / 4) as usize) {
                let mut b = word.to_le_bytes();
                b[(at % 4) as usize] = byte;
                *word = u32::from_le_bytes(b);
            }
        }
        if !in_bounds {
            self.violations
                .push(oob(space, Access::Write, offset, data.len(), len));
        }
        Ok(())
    }

    /// Reads bytes at a flat 64-bit address.
    pub fn read_flat(&mut self, addr: u64, out: &mut [u8]) -> Result<(), MemoryError> {
        match Space::from_flat(addr) {
            Some((space, offset)) => self.read(space, offset, out),
            None => {
                out.fill(0);
                self.fault(MemoryError::BadFlatAddress { addr })
            }
        }
    }

    /// Writes bytes at a flat 64-bit address.
    pub fn write_flat(&mut self, addr: u64, data: &[u8]) -> Result<(), MemoryError> {
        match Space::from_flat(addr) {
            Some((space, offset)) => self.write(space, offset, data),
            None => self.fault(MemoryError::BadFlatAddress { addr }),
        }
    }

    /// The buffer a flat address falls in, for callers that access many words of one buffer
    /// with a single lookup and check bounds themselves (anything they cannot prove in bounds,
    /// aligned and — for writes — writable must go through [`Self::read_flat`] /
    /// [`Self::write_flat`], which apply the policy). `None` when the address maps to no
    /// existing buffer.
    pub fn flat_buffer_mut(&mut self, addr: u64) -> Option<FlatBuffer<'_>> {
        let (space, _) = Space::from_flat(addr)?;
        let base = space.flat_base()?;
        let words = self.buffers.get_mut(&space)?;
        Some(FlatBuffer {
            base,
            writable: space.is_writable(),
            words,
        })
    }

    /// Applies the policy to an access that cannot be performed at all.
    fn fault(&mut self, error: MemoryError) -> Result<(), MemoryError> {
        match self.policy {
            OobPolicy::Strict => Err(error),
            OobPolicy::Lenient => {
                self.violations.push(error);
                Ok(())
            }
        }
    }
}

/// One buffer reached through a flat address (see [`DeviceMemory::flat_buffer_mut`]).
pub struct FlatBuffer<'a> {
    /// Flat address of the buffer's byte 0.
    pub base: u64,
    /// Whether kernels may write it.
    pub writable: bool,
    /// Its words.
    pub words: &'a mut [u32],
}

impl FlatBuffer<'_> {
    /// The word index of `bytes` bytes at flat address `addr` when they are whole words inside
    /// this buffer (4-byte aligned, in bounds), else `None`.
    #[inline]
    pub fn word_index(&self, addr: u64, bytes: u64) -> Option<usize> {
        let off = addr.checked_sub(self.base)?;
        let end = off.checked_add(bytes)?;
        (off % 4 == 0 && end <= self.words.len() as u64 * 4).then_some((off / 4) as usize)
    }
}

/// Whether `size` bytes at `offset` lie inside a buffer of `len` bytes.
fn fits(offset: u64, size: usize, len: u64) -> bool {
    offset
        .checked_add(size as u64)
        .is_some_and(|end| end <= len)
}

fn oob(space: Space, access: Access, offset: u64, size: usize, len: u64) -> MemoryError {
    MemoryError::OutOfBounds {
        space,
        access,
        offset,
        size,
        len,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn memory(policy: OobPolicy) -> DeviceMemory {
        let spec = LaunchSpec::parse(
            r#"{"global":[1],"uavs":{"0":{"u32":[1,2]},"3":{"u32":["0x44332211"]}},
               "cbs":{"1":{"u32":[9]}},"g":{"zero":1}}"#,
            "t",
        )
        .unwrap();
        DeviceMemory::from_launch(&spec, policy)
    }

    #[test]
    fn words_and_bytes_are_little_endian() {
        let mut m = memory(OobPolicy::Strict);
        assert_eq!(m.read_word(Space::Uav(0), 1).unwrap(), 2);
        let mut b = [0u8; 2];
        m.read(Space::Uav(3), 1, &mut b).unwrap();
        assert_eq!(b, [0x22, 0x33]);
        m.write(Space::Uav(3), 3, &[0xaa]).unwrap();
        assert_eq!(m.read_word(Space::Uav(3), 0).unwrap(), 0xaa33_2211);
        // An unaligned word spanning two words.
        m.write(Space::Uav(0), 2, &[5, 6, 7, 8]).unwrap();
        assert_eq!(m.words(Space::Uav(0)).unwrap(), &[0x0605_0001, 0x0000_0807]);
    }

    #[test]
    fn strict_policy_rejects_and_leaves_memory_untouched() {
        let mut m = memory(OobPolicy::Strict);
        let err = m.write_word(Space::Uav(0), 2, 7).unwrap_err();
        assert_eq!(
            err.to_string(),
            "Write of 4 bytes at byte offset 8 of uav0 is out of bounds (buffer has 8 bytes)"
        );
        assert!(m.write(Space::Uav(0), 6, &[1, 2, 3, 4]).is_err());
        assert_eq!(m.words(Space::Uav(0)).unwrap(), &[1, 2]);
        assert!(matches!(
            m.read_word(Space::Uav(7), 0),
            Err(MemoryError::NoSuchBuffer { .. })
        ));
        assert_eq!(
            m.write_word(Space::Cb(1), 0, 1),
            Err(MemoryError::ReadOnly {
                space: Space::Cb(1)
            })
        );
        assert!(m.violations().is_empty());
    }

    #[test]
    fn lenient_policy_reads_zero_drops_writes_and_records() {
        let mut m = memory(OobPolicy::Lenient);
        assert_eq!(m.read_word(Space::Uav(0), 5).unwrap(), 0);
        m.write_word(Space::Uav(0), u64::MAX, 7).unwrap();
        // Partly in bounds: bytes 6,7 written, 8,9 dropped.
        m.write(Space::Uav(0), 6, &[0xa, 0xb, 0xc, 0xd]).unwrap();
        assert_eq!(m.words(Space::Uav(0)).unwrap(), &[1, 0x0b0a_0002]);
        let mut b = [0xffu8; 4];
        m.read(Space::Uav(0), 6, &mut b).unwrap();
        assert_eq!(b, [0xa, 0xb, 0, 0]);
        assert_eq!(m.read_word(Space::Uav(9), 0).unwrap(), 0);
        assert_eq!(m.violations().len(), 5);
    }

    #[test]
    fn flat_addresses() {
        assert_eq!(Space::Uav(0).flat_base(), Some(0x1000_0000_0000));
        assert_eq!(Space::Uav(2).flat_base(), Some(0x1002_0000_0000));
        assert_eq!(Space::Cb(0).flat_base(), Some(0x1400_0000_0000));
        assert_eq!(Space::Global.flat_base(), Some(0x1800_0000_0000));
        assert_eq!(Space::Uav(MAX_UAV_ID).flat_base(), None);
        assert_eq!(
            Space::from_flat(0x1003_0000_0010),
            Some((Space::Uav(3), 16))
        );
        assert_eq!(
            Space::from_flat(0x1801_0000_0004),
            Some((Space::Kernarg, 4))
        );
        assert_eq!(Space::from_flat(0x0fff_ffff_ffff), None);
        assert_eq!(
            Space::from_flat(0x1803_0000_0000),
            Some((Space::Private, 0))
        );
        assert_eq!(
            Space::from_flat(0x1804_0000_0100),
            Some((Space::Code, 0x100))
        );
        assert_eq!(
            Space::from_flat(0x1805_0000_0020),
            Some((Space::Graphics, 0x20))
        );
        assert_eq!(Space::from_flat(0x1806_0000_0000), None);
        for s in [
            Space::Uav(5),
            Space::Cb(7),
            Space::Global,
            Space::Kernarg,
            Space::DispatchPacket,
        ] {
            assert_eq!(Space::from_flat(s.flat_base().unwrap() + 12), Some((s, 12)));
        }
        let mut m = memory(OobPolicy::Strict);
        m.write_flat(0x1003_0000_0000, &[0x99]).unwrap();
        let mut b = [0u8; 4];
        m.read_flat(0x1003_0000_0000, &mut b).unwrap();
        assert_eq!(u32::from_le_bytes(b), 0x4433_2299);
        assert_eq!(
            m.read_flat(0x10, &mut b),
            Err(MemoryError::BadFlatAddress { addr: 0x10 })
        );
    }

    /// Random byte accesses under the lenient policy agree with a plain byte-array model.
    #[test]
    fn random_accesses_match_a_byte_model() {
        let mut seed = 0x9e37_79b9u32;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            seed
        };
        let mut m = memory(OobPolicy::Lenient);
        let mut model: Vec<u8> = [1u32, 2].iter().flat_map(|w| w.to_le_bytes()).collect();
        let mut expected_violations = 0;
        for _ in 0..2000 {
            let offset = u64::from(next() % 12);
            let size = 1 + (next() % 6) as usize;
            let in_bounds = offset as usize + size <= model.len();
            if !in_bounds {
                expected_violations += 1;
            }
            if next() % 2 == 0 {
                let data: Vec<u8> = (0..size).map(|_| next() as u8).collect();
                m.write(Space::Uav(0), offset, &data).unwrap();
                for (i, &b) in data.iter().enumerate() {
                    if let Some(slot) = model.get_mut(offset as usize + i) {
                        *slot = b;
                    }
                }
            } else {
                let mut out = vec![0xaa; size];
                m.read(Space::Uav(0), offset, &mut out).unwrap();
                let want: Vec<u8> = (0..size)
                    .map(|i| model.get(offset as usize + i).copied().unwrap_or(0))
                    .collect();
                assert_eq!(out, want, "read of {size} at {offset}");
            }
        }
        let words: Vec<u32> = model
            .chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        assert_eq!(m.words(Space::Uav(0)).unwrap(), &words[..]);
        assert_eq!(m.violations().len(), expected_violations);
    }

    #[test]
    fn flat_buffer_gives_word_indexes_only_for_aligned_in_bounds_words() {
        let mut m = memory(OobPolicy::Strict);
        let base = Space::Uav(0).flat_base().unwrap();
        let buf = m.flat_buffer_mut(base + 4).unwrap();
        assert_eq!(buf.base, base);
        assert!(buf.writable);
        assert_eq!(buf.words.len(), 2);
        assert_eq!(buf.word_index(base, 4), Some(0));
        assert_eq!(buf.word_index(base + 4, 4), Some(1));
        assert_eq!(buf.word_index(base, 8), Some(0));
        // Past the end, unaligned, below the base.
        assert_eq!(buf.word_index(base + 8, 4), None);
        assert_eq!(buf.word_index(base + 4, 8), None);
        assert_eq!(buf.word_index(base + 2, 4), None);
        assert_eq!(buf.word_index(base - 4, 4), None);
        buf.words[1] = 42;
        assert_eq!(m.read_word(Space::Uav(0), 1).unwrap(), 42);
        let cb = m
            .flat_buffer_mut(Space::Cb(1).flat_base().unwrap())
            .unwrap();
        assert!(!cb.writable);
        assert!(m
            .flat_buffer_mut(Space::Uav(7).flat_base().unwrap())
            .is_none());
        assert!(m.flat_buffer_mut(0x10).is_none());
    }

    #[test]
    fn byte_segments_are_padded_and_read_only() {
        let mut m = memory(OobPolicy::Strict);
        m.set_bytes(Space::Kernarg, &[1, 2, 3, 4, 5]);
        assert_eq!(m.words(Space::Kernarg).unwrap(), &[0x0403_0201, 5]);
        assert!(m.write(Space::Kernarg, 0, &[0]).is_err());
    }
}
