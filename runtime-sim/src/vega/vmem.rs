//! Scalar and vector memory instructions (SMEM, MUBUF, GLOBAL, FLAT, SCRATCH): addresses,
//! the device-memory accesses, and the memory traffic counted per work-group.

use gcn_isa::table::{Field, Format};

use super::machine::{perr, Env, Wave, LANES};
use super::program::{Decoded, Src};
use super::semantics::{AtomicOp, VmKind};
use super::stats::{SMEM_LATENCY, VMEM_LATENCY};
use super::track::Class;
use super::VegaError;
use crate::memory::Space;

fn mem_err(d: &Decoded, pc: u64, e: crate::memory::MemoryError) -> VegaError {
    perr(d, pc, format!("memory access failed: {e}"))
}

fn space_name(addr: u64) -> String {
    Space::from_flat(addr).map_or_else(|| "unmapped".to_string(), |(s, _)| s.to_string())
}

/// The [`Traffic::key`] of LDS (flat-address region keys are at most 2^32).
pub(super) const LDS_TRAFFIC: u64 = u64::MAX;

/// Bytes moved to or from one space during a work-group, counted without string work and
/// added to [`Stats`] when the group ends (in first-use order, like direct counting).
pub struct Traffic {
    /// Flat-address region of the space, or [`LDS_TRAFFIC`].
    key: u64,
    /// Writes (else reads).
    write: bool,
    /// Bytes.
    bytes: u64,
    /// The space's name in [`Stats`].
    name: String,
}

/// Counts `bytes` of traffic to the space of flat address `addr`.
#[inline]
fn traffic(env: &mut Env, write: bool, addr: u64, bytes: u64) {
    let region = addr.wrapping_sub(crate::memory::FLAT_BASE) / crate::memory::REGION_SIZE;
    count_traffic(env, write, region, bytes, || space_name(addr));
}

/// Adds `bytes` to the work-group's entry for space `key` (naming the space on first use).
pub(super) fn count_traffic(
    env: &mut Env,
    write: bool,
    key: u64,
    bytes: u64,
    name: impl FnOnce() -> String,
) {
    match env
        .traffic
        .iter_mut()
        .find(|t| t.key == key && t.write == write)
    {
        Some(t) => t.bytes += bytes,
        None => env.traffic.push(Traffic {
            key,
            write,
            bytes,
            name: name(),
        }),
    }
}

/// Adds the work-group's traffic to the statistics.
pub fn flush_traffic(env: &mut Env) {
    for t in env.traffic.drain(..) {
        env.stats.traffic(t.write, &t.name, t.bytes);
    }
}

pub(super) fn smem(
    env: &mut Env,
    w: &mut Wave,
    d: &Decoded,
    pc: u64,
    dwords: u8,
    buffer: bool,
) -> Result<(), VegaError> {
    let base_src = d.src(Field::Sbase);
    let base = match base_src {
        Src::S(f, _) if buffer => u64::from(w.sreg(f)) | (u64::from(w.sreg(f + 1)) & 0xffff) << 32,
        other => w.read_scalar(other),
    };
    let off = match d.src(Field::Soffset) {
        Src::Imm(v) => u64::from(v as u32 & 0xf_ffff),
        other => w.read_scalar(other) & 0xffff_ffff,
    };
    let addr = base.wrapping_add(off) & !3;
    let mut buf = [0u8; 64];
    let bytes = usize::from(dwords) * 4;
    let slice = buf.get_mut(..bytes).unwrap_or(&mut []);
    env.mem
        .read_flat(addr, slice)
        .map_err(|e| mem_err(d, pc, e))?;
    traffic(env, false, addr, bytes as u64);
    let Src::S(dst, _) = d.src(Field::Sdata) else {
        return Err(perr(d, pc, "scalar load without a destination".into()));
    };
    // Manual "SGPR Alignment" (L713-719) and SDATA (L2489-2500): two dwords to an even SGPR,
    // four or more to a multiple of 4 (where T#, S# and V# descriptors are loaded).
    let align = match dwords {
        1 => 1,
        2 => 2,
        _ => 4,
    };
    if dst < 102 && dst % align != 0 {
        return Err(perr(
            d,
            pc,
            format!(
                "loads {dwords} dwords into s[{dst}:{}]: the destination must start at an SGPR that is a multiple of {align}",
                dst + u16::from(dwords) - 1
            ),
        ));
    }
    for k in 0..usize::from(dwords) {
        let word = u32::from_le_bytes([buf[4 * k], buf[4 * k + 1], buf[4 * k + 2], buf[4 * k + 3]]);
        if let Some(r) = w.s.get_mut(usize::from(dst) + k) {
            *r = word;
        }
    }
    w.track.issue(
        Class::Smem,
        pc,
        d.name,
        Some((false, dst, dwords)),
        w.cycle + SMEM_LATENCY,
        false,
    );
    Ok(())
}

/// The range check the manual gives a MUBUF access ("Range Checking", L3239-3269), with what
/// it compares against the resource's NUM_RECORDS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RangeCheck {
    /// Private (scratch) buffer, `ADD_TID` without `IDXEN`: not checked.
    Unchecked,
    /// Raw buffer (no `ADD_TID`, no swizzle, no `IDXEN`): out of range when the instruction
    /// offset plus the VGPR offset (not SOFFSET) is at least NUM_RECORDS; multi-dword
    /// loads and stores check each dword, the others check the whole access.
    Raw(u64),
    /// Structured buffer (no `ADD_TID`, stride ≠ 0, `IDXEN`): out of range when the index is
    /// at least NUM_RECORDS.
    Structured(u64),
    /// A layout the manual gives no rule for: the whole access must lie inside the first
    /// NUM_RECORDS bytes (byte offset from the base, SOFFSET included), else a program error.
    Bytes(u64),
}

/// The buffer address of `lane` for a MUBUF instruction, its range check and NUM_RECORDS.
fn buffer_addr(w: &Wave, d: &Decoded, lane: usize) -> (u64, RangeCheck, u64) {
    let (rsrc, soff) = (d.src(Field::Srsrc), d.src(Field::Soffset));
    let r = match rsrc {
        Src::S(f, _) => [w.sreg(f), w.sreg(f + 1), w.sreg(f + 2), w.sreg(f + 3)],
        _ => [0; 4],
    };
    let base = u64::from(r[0]) | (u64::from(r[1]) & 0xffff) << 32;
    let swizzle = r[1] >> 31 != 0;
    let num_records = u64::from(r[2]);
    let add_tid = r[3] >> 23 & 1 != 0;
    // With ADD_TID_EN the data-format field (bits 114:111) holds stride[17:14].
    let stride = u64::from(r[1] >> 16 & 0x3fff)
        | if add_tid {
            u64::from(r[3] >> 15 & 15) << 14
        } else {
            0
        };
    let index_stride = [8u64, 16, 32, 64][(r[3] >> 21 & 3) as usize];
    // gfx9 descriptors have no element-size field: swizzled buffers use 4-byte elements.
    let element_size = 4u64;
    let soffset = w.read_scalar(soff) & 0xffff_ffff;
    let m = &d.inst.mem;
    let (mut vidx, mut voff) = (0u64, 0u64);
    if let Src::V(v, _) = d.src(Field::Vaddr) {
        match (m.idxen, m.offen) {
            (true, true) => {
                vidx = u64::from(w.vread(v, lane));
                voff = u64::from(w.vread(v + 1, lane));
            }
            (true, false) => vidx = u64::from(w.vread(v, lane)),
            (false, true) => voff = u64::from(w.vread(v, lane)),
            _ => {}
        }
    }
    let index = vidx + if add_tid { lane as u64 } else { 0 };
    let offset = voff + (m.offset as u64 & 0xfff);
    let rel = if swizzle {
        let (imsb, ilsb) = (index / index_stride, index % index_stride);
        let (omsb, olsb) = (offset / element_size, offset % element_size);
        (imsb * stride + omsb * element_size) * index_stride + ilsb * element_size + olsb
    } else {
        index * stride + offset
    };
    let check = match (add_tid, swizzle, m.idxen) {
        (true, _, false) => RangeCheck::Unchecked,
        (false, false, false) => RangeCheck::Raw(offset),
        (false, _, true) if stride != 0 => RangeCheck::Structured(index),
        _ => RangeCheck::Bytes(rel + soffset),
    };
    (
        base.wrapping_add(soffset).wrapping_add(rel),
        check,
        num_records,
    )
}

/// How many leading dwords of a MUBUF access of `size` bytes pass the range check (the rest
/// read 0 and are not written); `size` when all do. Loads and stores of whole dwords are
/// checked per dword, anything else (bytes, shorts, atomics) as a whole (manual L3266-3269).
fn buffer_bytes_in_range(check: RangeCheck, records: u64, size: u64, per_dword: bool) -> u64 {
    match check {
        RangeCheck::Unchecked | RangeCheck::Bytes(_) => size,
        RangeCheck::Structured(index) => {
            if index < records {
                size
            } else {
                0
            }
        }
        RangeCheck::Raw(offset) if per_dword => {
            let dwords = (0..size / 4)
                .take_while(|j| offset.saturating_add(4 * j) < records)
                .count() as u64;
            4 * dwords
        }
        RangeCheck::Raw(offset) => {
            if offset < records {
                size
            } else {
                0
            }
        }
    }
}

/// The address of a MUBUF element of `size` bytes for `lane` and how many of its bytes pass
/// the range check (whole dwords checked one by one), for `buffer_load_format_*`.
pub(super) fn buffer_element(w: &Wave, d: &Decoded, lane: usize, size: u64) -> (u64, u64) {
    let (addr, check, records) = buffer_addr(w, d, lane);
    (addr, buffer_bytes_in_range(check, records, size, true))
}

/// Counts `bytes` of reads from the space of flat address `addr` (graphics loads).
pub(super) fn count_flat_traffic(env: &mut Env, addr: u64, bytes: u64) {
    traffic(env, false, addr, bytes);
}

pub(super) fn vmem(
    env: &mut Env,
    w: &mut Wave,
    d: &Decoded,
    pc: u64,
    k: VmKind,
) -> Result<(), VegaError> {
    if d.inst.mem.lds {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: format!("{} lds", d.name),
        });
    }
    let exec = w.exec();
    let data_reg = match d.src(Field::Data) {
        Src::V(r, _) => Some(r),
        _ => match d.field(Field::Vdata) {
            Some(s) if !s.write => match s.src {
                Src::V(r, _) => Some(r),
                _ => None,
            },
            _ => None,
        },
    };
    let dst = d
        .slots
        .iter()
        .find(|s| s.write && matches!(s.field, Field::Vdst | Field::Vdata))
        .and_then(|s| match s.src {
            Src::V(r, _) => Some(r),
            _ => None,
        })
        // A MUBUF atomic with GLC returns the pre-op value into its data VGPRs.
        .or_else(|| {
            let returns =
                matches!(k, VmKind::Atomic { .. }) && d.format == Format::Mubuf && d.inst.mem.glc;
            data_reg.filter(|_| returns)
        });
    let ret_dwords: u8 = match k {
        VmKind::Load { bytes, .. } => u8::max(1, bytes / 4),
        VmKind::Atomic { dwords, .. } => dwords,
        VmKind::Store { .. } => 0,
    };
    let dest = dst
        .filter(|_| ret_dwords > 0)
        .map(|r| (true, r, ret_dwords));
    if let Some((addr, moved)) = vmem_words_fast(env, w, d, k, exec, dst, data_reg) {
        traffic(env, !matches!(k, VmKind::Load { .. }), addr, moved);
    } else {
        vmem_lanes(env, w, d, pc, k, exec, dst, data_reg)?;
    }
    let stores = !matches!(k, VmKind::Load { .. });
    let class = if d.format == Format::Flat {
        Class::Flat
    } else {
        Class::Vmem
    };
    w.track
        .issue(class, pc, d.name, dest, w.cycle + VMEM_LATENCY, stores);
    Ok(())
}

/// Whole-word GLOBAL/FLAT loads and stores whose active lanes all fall inside one buffer
/// (aligned, in bounds, writable for stores): one buffer lookup per instruction instead of one
/// per lane. Returns the first active lane's address and the bytes moved, or `None` (having changed nothing) when the instruction
/// does not qualify — then the per-lane path runs and reports whatever is wrong.
#[allow(clippy::too_many_arguments)]
fn vmem_words_fast(
    env: &mut Env,
    w: &mut Wave,
    d: &Decoded,
    k: VmKind,
    exec: u64,
    dst: Option<u16>,
    data_reg: Option<u16>,
) -> Option<(u64, u64)> {
    if !matches!(d.format, Format::Global | Format::Flat) || exec == 0 {
        return None;
    }
    let (bytes, store) = match k {
        VmKind::Load { bytes, .. } if bytes >= 4 => (bytes, false),
        VmKind::Store { bytes } if bytes >= 4 => (bytes, true),
        _ => return None,
    };
    let words = usize::from(bytes / 4);
    let off = i64::from(d.inst.mem.offset) as u64;
    let mut addr = [0u64; LANES];
    const ZERO: [u32; LANES] = [0; LANES];
    match (d.src(Field::Addr), d.src(Field::Saddr)) {
        (Src::V(v, _), saddr @ Src::S(..)) => {
            let base = w.read_scalar(saddr).wrapping_add(off);
            let lo = w.v.get(usize::from(v)).unwrap_or(&ZERO);
            for (a, l) in addr.iter_mut().zip(lo) {
                *a = base.wrapping_add(u64::from(*l));
            }
        }
        (Src::V(v, _), _) => {
            let lo = w.v.get(usize::from(v)).unwrap_or(&ZERO);
            let hi = w.v.get(usize::from(v) + 1).unwrap_or(&ZERO);
            for (a, (l, h)) in addr.iter_mut().zip(lo.iter().zip(hi)) {
                *a = (u64::from(*l) | u64::from(*h) << 32).wrapping_add(off);
            }
        }
        _ => return None,
    }
    let first_addr = *addr.get(exec.trailing_zeros() as usize)?;
    let buf = env.mem.flat_buffer_mut(first_addr)?;
    if store && !buf.writable {
        return None;
    }
    // Every active lane's offset must be word aligned and at most `last`. A region starts at a
    // multiple of 4 GiB, so a lane is inside it when its address's high half is the region's:
    // 32-bit compares, branch-free over the wave (inactive lanes' indexes are never used).
    let last = (buf.words.len() as u64 * 4).checked_sub(u64::from(bytes))?;
    let last = u32::try_from(last).ok()?;
    if buf.base as u32 != 0 {
        return None;
    }
    let base_hi = (buf.base >> 32) as u32;
    let mut index = [0u32; LANES];
    let mut bad = 0u32;
    if exec == u64::MAX {
        for (ix, a) in index.iter_mut().zip(addr.iter()) {
            let (hi, lo) = ((*a >> 32) as u32, *a as u32);
            bad |= u32::from(hi != base_hi) | u32::from(lo > last) | (lo & 3);
            *ix = lo >> 2;
        }
    } else {
        for (lane, (ix, a)) in index.iter_mut().zip(addr.iter()).enumerate() {
            if exec >> lane & 1 != 0 {
                let (hi, lo) = ((*a >> 32) as u32, *a as u32);
                bad |= u32::from(hi != base_hi) | u32::from(lo > last) | (lo & 3);
                *ix = lo >> 2;
            }
        }
    }
    if bad != 0 {
        return None;
    }
    let mem = buf.words;
    if store {
        let r = usize::from(data_reg.unwrap_or(0));
        for (lane, &ix) in index.iter().enumerate() {
            if exec >> lane & 1 == 0 {
                continue;
            }
            for j in 0..words {
                let v = w.v.get(r + j).map_or(0, |row| row[lane]);
                if let Some(m) = mem.get_mut(ix as usize + j) {
                    *m = v;
                }
            }
        }
    } else if let Some(r) = dst {
        for j in 0..words {
            let Some(row) = w.v.get_mut(usize::from(r) + j) else {
                continue;
            };
            if exec == u64::MAX {
                for (x, &ix) in row.iter_mut().zip(index.iter()) {
                    *x = mem.get(ix as usize + j).copied().unwrap_or(0);
                }
            } else {
                for (lane, (x, &ix)) in row.iter_mut().zip(index.iter()).enumerate() {
                    if exec >> lane & 1 != 0 {
                        *x = mem.get(ix as usize + j).copied().unwrap_or(0);
                    }
                }
            }
        }
    }
    Some((first_addr, u64::from(exec.count_ones()) * u64::from(bytes)))
}

/// Vector memory lane by lane (any format, any size, atomics; every lane's address checked by
/// the memory's policy).
#[allow(clippy::too_many_arguments)]
fn vmem_lanes(
    env: &mut Env,
    w: &mut Wave,
    d: &Decoded,
    pc: u64,
    k: VmKind,
    exec: u64,
    dst: Option<u16>,
    data_reg: Option<u16>,
) -> Result<(), VegaError> {
    let m = d.inst.mem;
    let vaddr = d.src(Field::Addr);
    let saddr = d.src(Field::Saddr);
    let mut traffic_addr = None;
    let mut moved = 0u64;
    for lane in 0..LANES {
        if exec >> lane & 1 == 0 {
            continue;
        }
        // Bytes of the access that pass the buffer range check (all but for MUBUF).
        let mut in_range = u64::MAX;
        let addr = match d.format {
            Format::Mubuf => {
                let (a, check, records) = buffer_addr(w, d, lane);
                let (size, per_dword) = match k {
                    VmKind::Load { bytes, .. } | VmKind::Store { bytes } => {
                        (u64::from(bytes), bytes >= 4)
                    }
                    VmKind::Atomic { dwords, .. } => (4 * u64::from(dwords), false),
                };
                if let RangeCheck::Bytes(rel) = check {
                    if rel + size > records {
                        return Err(perr(
                            d,
                            pc,
                            format!("buffer access at byte {rel} of lane {lane} is outside the {records} bytes of the resource"),
                        ));
                    }
                }
                in_range = buffer_bytes_in_range(check, records, size, per_dword);
                a
            }
            Format::Global | Format::Flat => {
                let off = i64::from(m.offset) as u64;
                match (vaddr, saddr) {
                    (Src::V(v, _), Src::S(..)) => w
                        .read_scalar(saddr)
                        .wrapping_add(u64::from(w.vread(v, lane)))
                        .wrapping_add(off),
                    (Src::V(v, n), _) => w.vread64(v, n.max(2), lane).wrapping_add(off),
                    _ => 0,
                }
            }
            Format::Scratch => {
                let off = i64::from(m.offset) as u64;
                let a = match (vaddr, saddr) {
                    (Src::V(v, _), _) => u64::from(w.vread(v, lane)),
                    (_, Src::S(..)) => w.read_scalar(saddr) & 0xffff_ffff,
                    _ => 0,
                }
                .wrapping_add(off);
                let flat_scratch = u64::from(w.sreg(102)) | u64::from(w.sreg(103)) << 32;
                flat_scratch.wrapping_add((a / 4) * 256 + lane as u64 * 4 + a % 4)
            }
            _ => 0,
        };
        if traffic_addr.is_none() {
            traffic_addr = Some(addr);
        }
        match k {
            VmKind::Load { bytes, signed } => {
                let mut b = [0u8; 16];
                // Out-of-range dwords read 0 without touching memory.
                let len = usize::from(bytes).min(in_range as usize);
                if len > 0 {
                    env.mem
                        .read_flat(addr, b.get_mut(..len).unwrap_or(&mut []))
                        .map_err(|e| mem_err(d, pc, e))?;
                }
                let len = usize::from(bytes);
                moved += u64::from(bytes);
                if let Some(r) = dst {
                    if bytes < 4 {
                        let raw = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
                        let v = match (bytes, signed) {
                            (1, true) => raw as u8 as i8 as i32 as u32,
                            (1, false) => raw & 0xff,
                            (_, true) => raw as u16 as i16 as i32 as u32,
                            _ => raw & 0xffff,
                        };
                        w.vwrite(r, lane, v);
                    } else {
                        for j in 0..len / 4 {
                            let v = u32::from_le_bytes([
                                b[4 * j],
                                b[4 * j + 1],
                                b[4 * j + 2],
                                b[4 * j + 3],
                            ]);
                            w.vwrite(r + j as u16, lane, v);
                        }
                    }
                }
            }
            VmKind::Store { bytes } => {
                let mut b = [0u8; 16];
                let len = usize::from(bytes);
                let r = data_reg.unwrap_or(0);
                for j in 0..len.div_ceil(4) {
                    if let Some(x) = b.get_mut(4 * j..4 * j + 4) {
                        x.copy_from_slice(&w.vread(r + j as u16, lane).to_le_bytes());
                    }
                }
                // Out-of-range dwords are not written.
                let len = len.min(in_range as usize);
                if len > 0 {
                    env.mem
                        .write_flat(addr, b.get(..len).unwrap_or(&[]))
                        .map_err(|e| mem_err(d, pc, e))?;
                }
                moved += u64::from(bytes);
            }
            VmKind::Atomic { op, dwords } => {
                let wide = dwords == 2;
                let len = 4 * usize::from(dwords);
                let mut b = [0u8; 8];
                if in_range == 0 {
                    // Out of range: dropped, and the returned value reads 0.
                    if let Some(rd) = dst {
                        w.vwrite(rd, lane, 0);
                        if wide {
                            w.vwrite(rd + 1, lane, 0);
                        }
                    }
                    continue;
                }
                env.mem
                    .read_flat(addr, b.get_mut(..len).unwrap_or(&mut []))
                    .map_err(|e| mem_err(d, pc, e))?;
                let old = u64::from_le_bytes(b);
                let r = data_reg.unwrap_or(0);
                let n = dwords;
                let data = w.vread64(r, n, lane);
                let cmp = if op == AtomicOp::Cmpswap {
                    w.vread64(r + u16::from(n), n, lane)
                } else {
                    0
                };
                let new = op.apply(old, data, cmp, wide);
                env.mem
                    .write_flat(addr, new.to_le_bytes().get(..len).unwrap_or(&[]))
                    .map_err(|e| mem_err(d, pc, e))?;
                moved += 2 * len as u64;
                if let Some(rd) = dst {
                    w.vwrite(rd, lane, old as u32);
                    if wide {
                        w.vwrite(rd + 1, lane, (old >> 32) as u32);
                    }
                }
            }
        }
    }
    if let Some(addr) = traffic_addr {
        traffic(env, !matches!(k, VmKind::Load { .. }), addr, moved);
    }
    Ok(())
}
