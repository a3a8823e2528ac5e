//! LDS (DS) instructions: bounds, the strict check that a wave reads no LDS data another
//! wave stored without waiting for it, and the accesses themselves.

use gcn_isa::table::Field;

use super::machine::{perr, Env, Wave, LANES};
use super::program::Decoded;
use super::program::Src;
use super::semantics::{AtomicOp, DsKind};
use super::stats::LDS_LATENCY;
use super::track::Class;
use super::vmem::{count_traffic, LDS_TRAFFIC};
use super::VegaError;

fn lds_check(env: &Env, d: &Decoded, pc: u64, addr: u32, len: u32) -> Result<(), VegaError> {
    if u64::from(addr) + u64::from(len) > env.lds.len() as u64 {
        return Err(perr(
            d,
            pc,
            format!(
                "LDS access of {len} bytes at {addr:#x} is outside the work-group's {} bytes",
                env.lds.len()
            ),
        ));
    }
    Ok(())
}

/// Reports a read of LDS bytes another wave stored without waiting for the store.
fn lds_visibility(
    env: &Env,
    me: u32,
    d: &Decoded,
    pc: u64,
    addr: u32,
    len: u32,
) -> Result<(), VegaError> {
    let first = addr / 4;
    let last = (addr + len.max(1) - 1) / 4;
    for dw in first..=last {
        let Some(&(owner, id)) = env.lds_owner.get(dw as usize) else {
            continue;
        };
        if owner == 0 || owner - 1 == me {
            continue;
        }
        let unfinished = env
            .lds_stores
            .iter()
            .find(|e| e.0 == owner - 1 && e.1 == id);
        if let Some(&(_, _, name, spc, _)) = unfinished {
            return Err(perr(
                d,
                pc,
                format!(
                    "reads LDS byte {:#x} stored by {name} at pc {spc:#x} of wave {} before that wave waited for the store (missing s_waitcnt lgkmcnt before s_barrier)",
                    dw * 4,
                    owner - 1
                ),
            ));
        }
    }
    Ok(())
}

pub(super) fn ds(
    env: &mut Env,
    w: &mut Wave,
    d: &Decoded,
    pc: u64,
    k: DsKind,
) -> Result<(), VegaError> {
    if d.inst.mem.gds {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: format!("{} gds", d.name),
        });
    }
    let exec = w.exec();
    let addr_reg = match d.src(Field::Addr) {
        Src::V(r, _) => Some(r),
        _ => None,
    };
    let dst = match d.src(Field::Vdst) {
        Src::V(r, _) => Some(r),
        _ => None,
    };
    let data = |f: Field| match d.src(f) {
        Src::V(r, _) => r,
        _ => 0,
    };
    let (d0, d1) = (data(Field::Data0), data(Field::Data1));
    let returns = match k {
        DsKind::Read { bytes, .. } => Some(u8::max(1, bytes / 4)),
        DsKind::Read2 { dwords, .. } => Some(2 * dwords),
        DsKind::Atomic { rtn: true, .. } => Some(1),
        _ => None,
    };
    let dest = returns.and_then(|n| dst.map(|r| (true, r, n)));
    let me = w.index;
    let is_store = matches!(
        k,
        DsKind::Write { .. } | DsKind::Write2 { .. } | DsKind::Atomic { .. }
    );
    let id = w.track.issue(
        Class::Lds,
        pc,
        d.name,
        dest,
        w.cycle + LDS_LATENCY,
        is_store,
    );
    let offset = d.inst.mem.offset as u32 & 0xffff;
    let (o0, o1) = (
        d.inst.mem.offset as u32 & 0xff,
        u32::from(d.inst.mem.offset1),
    );
    if is_store {
        env.lds_stores.push((me, id, d.name, pc, false));
    }
    let mut bytes_moved = 0u64;
    for lane in 0..LANES {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let base = addr_reg.map_or(0, |r| w.vread(r, lane));
        let mut accesses: [(u32, u32, u32); 2] = [(0, 0, 0); 2]; // (addr, bytes, dst index)
        let n_acc;
        match k {
            DsKind::Read { bytes, .. } | DsKind::Write { bytes } => {
                accesses[0] = (base.wrapping_add(offset), u32::from(bytes), 0);
                n_acc = 1;
            }
            DsKind::Read2 { dwords, st64 } | DsKind::Write2 { dwords, st64 } => {
                let el = 4 * u32::from(dwords) * if st64 { 64 } else { 1 };
                accesses[0] = (base.wrapping_add(o0 * el), 4 * u32::from(dwords), 0);
                accesses[1] = (
                    base.wrapping_add(o1 * el),
                    4 * u32::from(dwords),
                    u32::from(dwords),
                );
                n_acc = 2;
            }
            DsKind::Atomic { .. } => {
                accesses[0] = (base.wrapping_add(offset), 4, 0);
                n_acc = 1;
            }
        }
        for &(a, len, di) in accesses.iter().take(n_acc) {
            lds_check(env, d, pc, a, len)?;
            lds_visibility(env, me, d, pc, a, len)?;
            let range = a as usize..(a + len) as usize;
            bytes_moved += u64::from(len);
            match k {
                DsKind::Read { bytes, signed } => {
                    let mut b = [0u8; 16];
                    if let (Some(dst_b), Some(src)) =
                        (b.get_mut(..len as usize), env.lds.get(range))
                    {
                        dst_b.copy_from_slice(src);
                    }
                    if bytes < 4 {
                        let raw = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
                        let v = match (bytes, signed) {
                            (1, true) => raw as u8 as i8 as i32 as u32,
                            (1, false) => raw & 0xff,
                            (_, true) => raw as u16 as i16 as i32 as u32,
                            _ => raw & 0xffff,
                        };
                        if let Some(r) = dst {
                            w.vwrite(r, lane, v);
                        }
                    } else if let Some(r) = dst {
                        for j in 0..(len / 4) as usize {
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
                DsKind::Read2 { .. } => {
                    if let Some(r) = dst {
                        for j in 0..(len / 4) as usize {
                            let at = a as usize + 4 * j;
                            let v = env
                                .lds
                                .get(at..at + 4)
                                .map_or(0, |s| u32::from_le_bytes([s[0], s[1], s[2], s[3]]));
                            w.vwrite(r + di as u16 + j as u16, lane, v);
                        }
                    }
                }
                DsKind::Write { .. } | DsKind::Write2 { .. } => {
                    let src_reg = if matches!(k, DsKind::Write2 { .. }) && di != 0 {
                        d1
                    } else {
                        d0
                    };
                    let mut b = [0u8; 16];
                    for j in 0..(len as usize).div_ceil(4) {
                        let v = w.vread(src_reg + j as u16, lane).to_le_bytes();
                        if let Some(x) = b.get_mut(4 * j..4 * j + 4) {
                            x.copy_from_slice(&v);
                        }
                    }
                    if let (Some(dst_b), Some(src)) =
                        (env.lds.get_mut(range), b.get(..len as usize))
                    {
                        dst_b.copy_from_slice(src);
                    }
                }
                DsKind::Atomic { op, rtn } => {
                    let at = a as usize;
                    let old = env
                        .lds
                        .get(at..at + 4)
                        .map_or(0, |s| u32::from_le_bytes([s[0], s[1], s[2], s[3]]));
                    let (data, cmp) = if op == AtomicOp::Cmpswap {
                        (w.vread(d1, lane), w.vread(d0, lane))
                    } else {
                        (w.vread(d0, lane), 0)
                    };
                    let new =
                        op.apply(u64::from(old), u64::from(data), u64::from(cmp), false) as u32;
                    if let Some(s) = env.lds.get_mut(at..at + 4) {
                        s.copy_from_slice(&new.to_le_bytes());
                    }
                    if rtn {
                        if let Some(r) = dst {
                            w.vwrite(r, lane, old);
                        }
                    }
                }
            }
            if is_store {
                for dw in a / 4..=(a + len - 1) / 4 {
                    if let Some(o) = env.lds_owner.get_mut(dw as usize) {
                        *o = (me + 1, id);
                    }
                }
            }
        }
    }
    count_traffic(env, is_store, LDS_TRAFFIC, bytes_moved, || {
        "lds".to_string()
    });
    Ok(())
}
